//! Starpost: a Discord bot that runs play-by-post games of space strategy board games.
//!
//! Layers (dependencies point toward `core`): `core` ← `games` ← `app` ← `discord`, `local`,
//! `scheduler`; `render` draws scenes; `store` is the only SQL. See docs/architecture.md.

pub mod app;
pub mod config;
pub mod core;
pub mod discord;
pub mod games;
pub mod i18n;
pub mod local;
pub mod render;
pub mod scheduler;
pub mod store;

#[cfg(test)]
mod layering {
    /// `core` and `games` stay pure: no async runtime, database, Discord or image crates.
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
        let mut stack = vec![
            std::path::PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/src/core")),
            std::path::PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/src/games")),
        ];
        let mut files = 0;
        while let Some(dir) = stack.pop() {
            for entry in std::fs::read_dir(dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    stack.push(path);
                    continue;
                }
                files += 1;
                let text = std::fs::read_to_string(&path).unwrap();
                for line in text.lines().filter(|l| l.trim_start().starts_with("use ")) {
                    for f in forbidden {
                        assert!(!line.contains(f), "{} imports {f}: {line}", path.display());
                    }
                }
            }
        }
        assert!(files > 10);
    }
}
