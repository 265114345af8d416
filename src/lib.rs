//! Starpost: a Discord bot that runs play-by-post games of space strategy board games.
//!
//! Layers (dependencies point toward `core`): `core` ← `games` ← `app` ← `discord`, `local`,
//! `scheduler`; `render` draws scenes; `store` is the only SQL. See docs/architecture.md.

pub mod core;
#[macro_use]
pub mod games;
pub mod app;
pub mod config;
pub mod discord;
pub mod edge;
pub mod i18n;
pub mod local;
pub mod render;
pub mod scheduler;
pub mod store;

/// Every source file under `src/<dir>` for each of `dirs` (recursively), with its text: for
/// tests that check what the code may say.
#[cfg(test)]
pub(crate) fn source_files(dirs: &[&str]) -> Vec<(std::path::PathBuf, String)> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut stack: Vec<std::path::PathBuf> = dirs.iter().map(|d| root.join(d)).collect();
    let mut out = Vec::new();
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else {
                let text = std::fs::read_to_string(&path).unwrap();
                out.push((path, text));
            }
        }
    }
    out
}

#[cfg(test)]
mod layering {
    /// `core` and `games` stay pure: no async runtime, database, Discord or image crates.
    /// Their test modules (from a file's first `#[cfg(test)] mod` on) are not the library: a
    /// game's scene test may check the render's focus choice on the scene it built.
    #[test]
    fn core_and_games_import_no_io_crates() {
        let forbidden = [
            "tokio",
            "sqlx",
            "serenity",
            "poise",
            "image::",
            "imageproc",
            "ab_glyph",
            "crate::app",
            "crate::store",
            "crate::render",
            "crate::discord",
        ];
        let files = super::source_files(&["core", "games"]);
        assert!(files.len() > 10);
        for (path, text) in files {
            let lines: Vec<&str> = text.lines().collect();
            let tests_from = lines
                .windows(2)
                .position(|w| {
                    w[0].trim() == "#[cfg(test)]"
                        && w[1]
                            .trim_start()
                            .trim_start_matches("pub ")
                            .starts_with("mod ")
                })
                .unwrap_or(lines.len());
            for line in lines[..tests_from]
                .iter()
                .filter(|l| l.trim_start().starts_with("use "))
            {
                for f in forbidden {
                    assert!(!line.contains(f), "{} imports {f}: {line}", path.display());
                }
            }
        }
    }

    /// The app picks no language and imports no catalog: its effects carry messages, which
    /// the adapters translate for each reader (`edge`). It is handed a translator only to
    /// label a board, through `core::msg::Translate`.
    #[test]
    fn app_picks_no_language() {
        let files = super::source_files(&["app"]);
        assert!(files.len() > 5);
        let mut found = Vec::new();
        for (path, text) in files {
            for (n, line) in text.lines().enumerate() {
                for bad in ["i18n", "fluent", "Tr::", ".tr(", ".t(\"", "render("] {
                    if line.contains(bad) {
                        found.push(format!("{}:{}: {line}", path.display(), n + 1));
                    }
                }
            }
        }
        assert!(
            found.is_empty(),
            "language picked in src/app:\n{}",
            found.join("\n")
        );
    }

    /// The app, the adapters, the store and the renderer name no game: not in code, not in a
    /// comment, on no line. They reach games only through `GameKind` and `with_game!`.
    #[test]
    fn app_and_adapters_name_no_game() {
        let mut names: Vec<String> = vec!["stellar".into(), "twilight".into()];
        for &k in crate::games::GameKind::ALL {
            names.push(k.id().to_ascii_lowercase());
            names.push(k.name().to_ascii_lowercase());
        }
        let files =
            super::source_files(&["app", "discord", "local", "store", "render", "scheduler"]);
        assert!(files.len() > 10);
        let mut found = Vec::new();
        for (path, text) in files {
            for (n, line) in text.lines().enumerate() {
                let lower = line.to_ascii_lowercase();
                for name in &names {
                    if lower.contains(name.as_str()) {
                        found.push(format!("{}:{}: {name}: {line}", path.display(), n + 1));
                    }
                }
            }
        }
        assert!(
            found.is_empty(),
            "game names outside src/games:\n{}",
            found.join("\n")
        );
    }
}
