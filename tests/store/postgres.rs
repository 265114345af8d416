//! PostgreSQL as a backend (issue 18): `serve`'s start-up checks on a server, and the same
//! `local` script giving the same transcript on SQLite and on PostgreSQL. Each test needs a
//! server named by `STARPOST_TEST_POSTGRES` and prints a note and passes without one.

use std::path::Path;
use std::process::Command;

use crate::common;
use starpost::store::{self, StartupError};

/// The server's URL, or `None` after a note (no server: the test is skipped).
fn server() -> Option<String> {
    if common::on_postgres_now() {
        return None; // the parent process runs these
    }
    match std::env::var(common::POSTGRES_ENV) {
        Ok(url) if !url.is_empty() => Some(url),
        _ => {
            eprintln!("note: {} is not set: skipped", common::POSTGRES_ENV);
            None
        }
    }
}

/// `starpost local --script <script> --out <out> [--database <url>]`: the transcript.
fn local(script: &Path, out: &Path, database: Option<&str>) -> String {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_starpost"));
    cmd.args(["local", "--script"])
        .arg(script)
        .arg("--out")
        .arg(out)
        .env("RUST_LOG", "warn")
        .env_remove("STARPOST_SECRET")
        .env_remove("STARPOST_DATABASE_URL");
    if let Some(url) = database {
        cmd.args(["--database", url]);
    }
    let run = cmd.output().unwrap();
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    std::fs::read_to_string(out.join("transcript.md")).unwrap()
}

/// The example opening played by `local` on SQLite (in memory) and on PostgreSQL gives the same
/// transcript, byte for byte: same replies, posts, DMs, dice and cards.
#[tokio::test]
async fn the_same_local_script_gives_the_same_transcript_on_sqlite_and_postgresql() {
    let Some(server) = server() else { return };
    let url = store::postgres::fresh_schema(&server).await.unwrap();
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/ti4-opening.txt");
    let dir = tempfile::tempdir().unwrap();
    let on_sqlite = local(&script, &dir.path().join("sqlite"), None);
    let on_postgres = local(&script, &dir.path().join("postgres"), Some(&url));
    assert!(on_sqlite.lines().count() > 50, "{on_sqlite}");
    if on_sqlite != on_postgres {
        let first = on_sqlite
            .lines()
            .zip(on_postgres.lines())
            .position(|(a, b)| a != b);
        panic!("the transcripts differ (first differing line: {first:?})");
    }
}

/// `serve` on PostgreSQL: an empty database is refused unless `--init` (a new deployment creates
/// the schema once, on purpose); then it opens without `--init`, counts its games, and never
/// shows the password; a database holding someone else's tables is refused, even with `--init`.
#[tokio::test]
async fn serve_on_postgresql_creates_the_schema_only_when_told() {
    let Some(server) = server() else { return };
    let url = store::postgres::fresh_schema(&server).await.unwrap();
    match store::open_checked(&url, false).await {
        Err(e @ StartupError::Uninitialised { .. }) => {
            assert!(e.to_string().contains("--init"), "{e}")
        }
        other => panic!("expected Uninitialised, got {other:?}"),
    }
    let opened = store::open_checked(&url, true).await.unwrap();
    assert!(opened.created);
    assert_eq!(opened.db.backend(), store::Backend::Postgres);
    assert!(
        opened.summary().contains("no games"),
        "{}",
        opened.summary()
    );
    opened.db.close().await;
    let again = store::open_checked(&url, false).await.unwrap();
    assert!(!again.created);
    again.db.close().await;

    // Someone else's tables: not ours, whatever the flag.
    let theirs = store::postgres::fresh_schema(&server).await.unwrap();
    {
        let db = store::connect(&theirs).await.unwrap();
        common::execute(&db, "DROP TABLE _sqlx_migrations", None).await;
        db.close().await;
    }
    for init in [false, true] {
        match store::open_checked(&theirs, init).await {
            Err(StartupError::NotOurs { reason, .. }) => {
                assert!(reason.contains("migrations"), "{reason}")
            }
            other => panic!("expected NotOurs, got {other:?}"),
        }
    }

    // An unreachable server is an error that names it without its password.
    let wrong = "postgres://sp:hunter2@127.0.0.1:1/starpost";
    match store::open_checked(wrong, false).await {
        Err(e @ StartupError::Open { .. }) => {
            let text = e.to_string();
            assert!(
                !text.contains("hunter2") && text.contains("sp:<redacted>@"),
                "{text}"
            );
        }
        other => panic!("expected Open, got {other:?}"),
    }
}

/// `starpost migrate` (issue 18): a SQLite deployment's games copied into PostgreSQL play on
/// there exactly as they would have on SQLite (the same replies to the same next lines, the
/// ids and interaction ids continuing); a destination that already holds games is refused.
#[tokio::test]
async fn migrate_moves_a_sqlite_deployment_into_postgresql() {
    let Some(server) = server() else { return };
    let dir = tempfile::tempdir().unwrap();
    let file = format!("sqlite://{}", dir.path().join("deployment.db").display());
    let run = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_starpost"))
            .args(args)
            .env("RUST_LOG", "warn")
            .env("STARPOST_SECRET", "one deployment's secret")
            .env_remove("STARPOST_DATABASE_URL")
            .output()
            .unwrap()
    };
    let script = |name: &str, text: &str| {
        let p = dir.path().join(name);
        std::fs::write(&p, text).unwrap();
        p.display().to_string()
    };
    let opening = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/ti4-opening.txt");
    let out = dir.path().join("o");
    let played = run(&[
        "local",
        "--database",
        &file,
        "--script",
        &opening.display().to_string(),
        "--out",
        &out.display().to_string(),
    ]);
    assert!(
        played.status.success(),
        "{}",
        String::from_utf8_lossy(&played.stderr)
    );
    let url = store::postgres::fresh_schema(&server).await.unwrap();
    let moved = run(&["migrate", "--from", &file, "--to", &url]);
    let printed = String::from_utf8_lossy(&moved.stdout);
    assert!(
        moved.status.success(),
        "{}",
        String::from_utf8_lossy(&moved.stderr)
    );
    assert!(printed.contains("games: 1 row(s)"), "{printed}");
    assert!(printed.contains("actions: "), "{printed}");
    // The next lines of the game, on each database.
    let next = script(
        "next.txt",
        "@alice /game status board:false\n@bob /hand\n@alice /game log\n\
         @carol /game new game:eclipse players:2\n",
    );
    let continue_on = |db: &str, out: &str| {
        let o = dir.path().join(out);
        let r = run(&[
            "local",
            "--database",
            db,
            "--script",
            &next,
            "--out",
            &o.display().to_string(),
        ]);
        assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
        std::fs::read_to_string(o.join("transcript.md")).unwrap()
    };
    let on_postgres = continue_on(&url, "pg");
    let on_sqlite = continue_on(&file, "sqlite");
    assert!(on_sqlite.contains("Waiting for"), "{on_sqlite}");
    assert_eq!(on_sqlite, on_postgres);
    // Into a database that holds games: refused, nothing copied twice.
    let again = run(&["migrate", "--from", &file, "--to", &url]);
    assert!(!again.status.success());
    assert!(
        String::from_utf8_lossy(&again.stderr).contains("already holds"),
        "{}",
        String::from_utf8_lossy(&again.stderr)
    );
}
