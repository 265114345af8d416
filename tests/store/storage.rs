//! Storage that fails loudly: `serve`'s start-up check of its database (missing after a previous
//! run, empty, damaged: refused unless `--init`), reads that never take the write lock, and
//! games recorded under a rules version this build does not play.

use crate::common;
use std::path::Path;
use std::sync::Arc;

use common::{CHANNEL, Table};
use sqlx::Connection;
use starpost::app::{App, AppConfig, Command};
use starpost::core::Game;
use starpost::games::ti4::Ti4;
use starpost::render::Renderer;
use starpost::store::{self, FileState, StartupError};

fn url_of(path: &Path) -> String {
    format!("sqlite://{}", path.display())
}

fn internal_error(text: &str) -> bool {
    text.contains("Something went wrong")
}

/// A started 3-player TI4 game (setup choices made) in a new database (a file, or a PostgreSQL
/// schema); the table's app reads through a read-only pool (on SQLite), as `serve` does.
async fn started_table(url: &str) -> Table {
    let opened = store::open_checked(url, true).await.expect("open");
    let mut t = Table::with_url(&common::NAMES, url).await;
    t.app.db = opened.db;
    t.create_ti4_seeded(3, &["sol", "letnev", "hacan"], 5).await;
    t.finish_setup_choices(&common::NAMES).await;
    t
}

// --- start-up checks -------------------------------------------------------------------------

#[tokio::test]
async fn a_first_run_creates_the_database_and_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let url = url_of(&dir.path().join("starpost.db"));
    assert_eq!(store::check_database(&url).await.unwrap(), FileState::New);
    let db = store::open_checked(&url, false).await.unwrap();
    assert!(db.created);
    assert!(db.summary().contains("starpost.db"), "{}", db.summary());
    assert!(db.summary().contains("no games"), "{}", db.summary());
    // The second start finds it and counts its games by status.
    drop(db);
    let mut t = Table::with_url(&common::NAMES, &url).await;
    t.create_ti4_seeded(3, &["sol", "letnev", "hacan"], 5).await;
    assert_eq!(store::check_database(&url).await.unwrap(), FileState::Ours);
    let db = store::open_checked(&url, false).await.unwrap();
    assert!(!db.created);
    assert_eq!(db.games, vec![("active".to_string(), 1)]);
    assert!(
        db.summary().contains("1 games (1 active)"),
        "{}",
        db.summary()
    );
}

#[tokio::test]
async fn a_missing_database_after_a_previous_run_is_refused_unless_init() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("starpost.db");
    let url = url_of(&file);
    let secret = store::secret_path_for(&url).unwrap();
    assert_eq!(secret, dir.path().join("starpost.db.secret"));
    std::fs::write(&secret, "deployment secret").unwrap();
    match store::open_checked(&url, false).await {
        Err(StartupError::Missing { path, secret: s }) => {
            assert_eq!(path, file);
            assert_eq!(s, secret);
        }
        other => panic!("expected Missing, got {other:?}"),
    }
    let message = store::check_database(&url).await.unwrap_err().to_string();
    assert!(message.contains("missing"), "{message}");
    assert!(message.contains("--init"), "{message}");
    assert!(!file.exists(), "a refused start creates nothing");
    let db = store::open_checked(&url, true).await.unwrap();
    assert!(db.created);
    assert!(file.exists());
}

#[tokio::test]
async fn an_empty_file_is_refused_unless_init() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("starpost.db");
    let url = url_of(&file);
    std::fs::write(&file, b"").unwrap();
    assert!(matches!(
        store::open_checked(&url, false).await,
        Err(StartupError::Empty { .. })
    ));
    let db = store::open_checked(&url, true).await.unwrap();
    assert!(db.created);
    assert_eq!(store::check_database(&url).await.unwrap(), FileState::Ours);
}

#[tokio::test]
async fn a_sqlite_file_without_tables_is_empty() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("starpost.db");
    let url = url_of(&file);
    {
        let mut c = sqlx::SqliteConnection::connect(&format!("{url}?mode=rwc"))
            .await
            .unwrap();
        sqlx::query("PRAGMA user_version = 1")
            .execute(&mut c)
            .await
            .unwrap();
        c.close().await.unwrap();
    }
    assert!(file.exists());
    assert!(matches!(
        store::check_database(&url).await,
        Err(StartupError::Empty { .. })
    ));
}

#[tokio::test]
async fn a_file_that_is_not_sqlite_is_damaged_and_init_moves_it_aside() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("starpost.db");
    let url = url_of(&file);
    std::fs::write(&file, b"this is a text file, not a database at all").unwrap();
    match store::open_checked(&url, false).await {
        Err(StartupError::Damaged { reason, .. }) => {
            assert!(reason.contains("not a SQLite database"), "{reason}")
        }
        other => panic!("expected Damaged, got {other:?}"),
    }
    // Refused: the file is untouched.
    assert_eq!(
        std::fs::read(&file).unwrap(),
        b"this is a text file, not a database at all"
    );
    let db = store::open_checked(&url, true).await.unwrap();
    let aside = db.moved_aside.clone().expect("moved aside");
    assert!(
        aside
            .file_name()
            .unwrap()
            .to_string_lossy()
            .starts_with("starpost.db.damaged-"),
        "{}",
        aside.display()
    );
    assert_eq!(
        std::fs::read(&aside).unwrap(),
        b"this is a text file, not a database at all",
        "the damaged file is kept, not deleted"
    );
    assert!(db.created);
    assert_eq!(store::check_database(&url).await.unwrap(), FileState::Ours);
}

#[tokio::test]
async fn a_database_without_migrations_or_core_tables_is_damaged() {
    let dir = tempfile::tempdir().unwrap();
    // Tables, but not ours: no migrations table.
    let file = dir.path().join("other.db");
    let url = url_of(&file);
    {
        let mut c = sqlx::SqliteConnection::connect(&format!("{url}?mode=rwc"))
            .await
            .unwrap();
        sqlx::query("CREATE TABLE notes (x TEXT)")
            .execute(&mut c)
            .await
            .unwrap();
        c.close().await.unwrap();
    }
    match store::check_database(&url).await {
        Err(StartupError::Damaged { reason, .. }) => {
            assert!(reason.contains("no migrations table"), "{reason}")
        }
        other => panic!("expected Damaged, got {other:?}"),
    }
    // Ours, but a core table was dropped.
    let file = dir.path().join("starpost.db");
    let url = url_of(&file);
    let db = store::connect(&url).await.unwrap();
    sqlx::query("DROP TABLE log_lines")
        .execute(db.writer().sqlite().unwrap())
        .await
        .unwrap();
    db.close().await;
    match store::open_checked(&url, false).await {
        Err(StartupError::Damaged { reason, .. }) => {
            assert!(reason.contains("log_lines"), "{reason}")
        }
        other => panic!("expected Damaged, got {other:?}"),
    }
    let db = store::open_checked(&url, true).await.unwrap();
    assert!(db.moved_aside.is_some());
    assert_eq!(store::check_database(&url).await.unwrap(), FileState::Ours);
}

#[test]
fn serve_refuses_a_missing_database_and_says_why() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("starpost.db");
    let url = url_of(&file);
    std::fs::write(store::secret_path_for(&url).unwrap(), "s").unwrap();
    // An empty configuration file: everything else comes from the arguments.
    let config = dir.path().join("starpost.toml");
    std::fs::write(&config, "").unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_starpost"))
        .arg("--config")
        .arg(&config)
        .args(["serve", "--database"])
        .arg(&url)
        .env_remove("DISCORD_TOKEN")
        .env_remove("STARPOST_DATABASE_URL")
        .output()
        .unwrap();
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("refusing to start"), "{stderr}");
    assert!(stderr.contains("--init"), "{stderr}");
    assert!(!file.exists(), "nothing was created");
}

#[test]
fn serve_logs_the_database_it_opened_and_its_games() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("starpost.db");
    let url = url_of(&file);
    let config = dir.path().join("starpost.toml");
    std::fs::write(&config, "").unwrap();
    let run = || {
        // No token: serve stops right after opening the database, before any network.
        std::process::Command::new(env!("CARGO_BIN_EXE_starpost"))
            .arg("--config")
            .arg(&config)
            .args(["serve", "--database"])
            .arg(&url)
            .env_remove("DISCORD_TOKEN")
            .env_remove("STARPOST_DATABASE_URL")
            .env("RUST_LOG", "starpost=info")
            .output()
            .unwrap()
    };
    let out = run();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains(&format!("database {} (new): no games", file.display())),
        "{stderr}"
    );
    assert!(stderr.contains("no Discord token"), "{stderr}");
    let out = run();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains(&format!("database {}: no games", file.display())),
        "{stderr}"
    );
}

// --- reads without the write lock ------------------------------------------------------------

async fn reads_answer(t: &mut Table) {
    for cmd in [
        Command::Status,
        Command::StatusText,
        Command::Hand,
        Command::Log { count: Some(5) },
    ] {
        let e = t.run("alice", cmd.clone()).await;
        assert!(!internal_error(&e.reply.text), "{cmd:?}: {}", e.reply.text);
        assert!(!e.reply.text.is_empty(), "{cmd:?} answered");
        if matches!(cmd, Command::Status | Command::StatusText) {
            assert!(e.reply.text.contains("Waiting for"), "{}", e.reply.text);
        }
    }
}

#[tokio::test]
async fn reads_answer_on_a_read_only_database() {
    let dir = tempfile::tempdir().unwrap();
    let url = url_of(&dir.path().join("starpost.db"));
    let mut t = started_table(&url).await;
    // Every connection read-only, as on a read-only file or a full disk: no write can succeed.
    let ro = store::connect_read_only(&url).await.unwrap();
    t.app = App::new(ro, Arc::new(Renderer::new()), AppConfig::default());
    reads_answer(&mut t).await;
    // The same requests again (a new interaction id each): reads record nothing.
    reads_answer(&mut t).await;
    // A write cannot go through (the check above is not vacuous).
    let e = t
        .run(
            "alice",
            Command::Play {
                text: "pick 1".into(),
            },
        )
        .await;
    assert!(internal_error(&e.reply.text), "{}", e.reply.text);
}

#[tokio::test]
async fn reads_answer_while_another_connection_holds_the_write_lock() {
    let dir = tempfile::tempdir().unwrap();
    let url = url_of(&dir.path().join("starpost.db"));
    let mut t = started_table(&url).await;
    let mut other = sqlx::SqliteConnection::connect(&url).await.unwrap();
    sqlx::query("BEGIN IMMEDIATE")
        .execute(&mut other)
        .await
        .unwrap();
    // The writer's pool would wait for the lock; reads do not need it. Give any write a short
    // busy timeout so a read that wrongly took the lock fails instead of waiting.
    let options = sqlx::sqlite::SqliteConnectOptions::new()
        .filename(dir.path().join("starpost.db"))
        .busy_timeout(std::time::Duration::from_millis(1));
    let writer = sqlx::SqlitePool::connect_with(options).await.unwrap();
    let db = store::Db::new(writer, t.app.db.reader().clone());
    t.app = App::new(db, Arc::new(Renderer::new()), AppConfig::default());
    reads_answer(&mut t).await;
    let e = t
        .run(
            "alice",
            Command::Play {
                text: "pick 1".into(),
            },
        )
        .await;
    assert!(
        internal_error(&e.reply.text),
        "the write waits for the lock"
    );
    sqlx::query("ROLLBACK").execute(&mut other).await.unwrap();
}

// --- the read model ---------------------------------------------------------------------------

/// The "Waiting for …" line of `/game status board:false`.
async fn waiting(t: &mut Table) -> String {
    let e = t.run("alice", Command::StatusText).await;
    assert!(!internal_error(&e.reply.text), "{}", e.reply.text);
    e.reply
        .text
        .lines()
        .find(|l| l.contains("Waiting for"))
        .unwrap_or_default()
        .to_string()
}

/// Reads answer from the state kept in memory at the game's version: a snapshot row spoiled
/// behind the app's back (same version) does not reach the answer, while an app without the
/// state in memory has to read it and fails.
#[tokio::test]
async fn reads_answer_from_the_state_kept_at_the_games_version() {
    let dir = tempfile::tempdir().unwrap();
    let url = common::lasting_database_url(dir.path(), "starpost.db").await;
    let mut t = started_table(&url).await;
    let before = waiting(&mut t).await;
    assert!(!before.is_empty());
    let db = store::connect(&url).await.unwrap();
    common::execute(&db, "UPDATE snapshots SET state_json = '{}'", None).await;
    assert_eq!(waiting(&mut t).await, before, "answered from memory");
    let kept = t.app.clone();
    t.app = App::new(db, Arc::new(Renderer::new()), AppConfig::default());
    let e = t.run("alice", Command::StatusText).await;
    assert!(
        internal_error(&e.reply.text),
        "a fresh app reads the spoiled row"
    );
    t.app = kept;
    assert_eq!(waiting(&mut t).await, before);
}

/// A change made by another process (another app on the same file) bumps the game's version,
/// so the state kept in memory is not used: the next read shows the change.
#[tokio::test]
async fn a_change_by_another_process_is_seen_by_the_next_read() {
    let dir = tempfile::tempdir().unwrap();
    let url = common::lasting_database_url(dir.path(), "starpost.db").await;
    let mut t = started_table(&url).await;
    let before = waiting(&mut t).await;
    let first = t.app.clone();
    let other = store::open_checked(&url, false).await.unwrap();
    t.app = App::new(other.db, Arc::new(Renderer::new()), AppConfig::default());
    let state = common::state(&t).await;
    let starpost::games::ti4::state::Phase::Strategy { .. } = state.phase else {
        panic!("strategy phase expected: {:?}", state.phase)
    };
    let picker = starpost::games::ti4::rules::prompts(&state)[0].seat;
    let name = state.players[picker].name.clone();
    let e = common::play(&mut t, &name, "pick 1").await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    t.app = first;
    let after = waiting(&mut t).await;
    assert_ne!(after, before, "the first app sees the other's pick");
    assert_eq!(after, waiting(&mut t).await);
}

#[tokio::test]
async fn status_without_the_board_draws_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let url = common::lasting_database_url(dir.path(), "starpost.db").await;
    let mut t = started_table(&url).await;
    let with = t.run("alice", Command::Status).await;
    assert!(with.reply.image.is_some());
    let without = t.run("alice", Command::StatusText).await;
    assert!(without.reply.image.is_none());
    assert_eq!(with.reply.text, without.reply.text);
    assert!(!without.reply.ephemeral);
}

// --- rules versions --------------------------------------------------------------------------

#[tokio::test]
async fn a_new_game_records_this_builds_rules_version() {
    let dir = tempfile::tempdir().unwrap();
    let url = common::lasting_database_url(dir.path(), "starpost.db").await;
    let mut t = started_table(&url).await;
    common::play(&mut t, "alice", "pick 3").await;
    let db = store::connect(&url).await.unwrap();
    let mut c = db.acquire().await.unwrap();
    let game = store::open_game_in_channel(&mut c, &CHANNEL.to_string())
        .await
        .unwrap()
        .unwrap();
    assert_eq!(game.rules_version, Ti4::RULES_VERSION);
    let actions = store::actions(&mut c, game.id).await.unwrap();
    assert!(!actions.is_empty());
    assert!(
        actions
            .iter()
            .all(|a| a.rules_version == Ti4::RULES_VERSION)
    );
}

async fn set_game_rules_version(url: &str, v: i64) {
    let db = store::connect(url).await.unwrap();
    common::execute(&db, "UPDATE games SET rules_version = $1", Some(v)).await;
    db.close().await;
}

#[tokio::test]
async fn a_game_from_a_newer_or_unsupported_rules_version_is_refused_clearly() {
    let dir = tempfile::tempdir().unwrap();
    let url = common::lasting_database_url(dir.path(), "starpost.db").await;
    let mut t = started_table(&url).await;
    for v in [
        Ti4::RULES_VERSION + 1,
        Ti4::OLDEST_RULES_VERSION - 1,
        Ti4::RULES_VERSION + 40,
    ] {
        set_game_rules_version(&url, v).await;
        for cmd in [
            Command::Status,
            Command::Hand,
            Command::Play {
                text: "pick 3".into(),
            },
        ] {
            let e = t.run("alice", cmd.clone()).await;
            assert!(e.reply.ephemeral, "{cmd:?}");
            assert!(
                e.reply
                    .text
                    .contains(&format!("recorded by Starpost rules version {v}")),
                "{cmd:?}: {}",
                e.reply.text
            );
            assert!(
                e.reply.text.contains(&format!(
                    "this build plays rules version {}",
                    Ti4::RULES_VERSION
                )),
                "{}",
                e.reply.text
            );
        }
        // Replay refuses too (it is what undo and the crash check use).
        assert!(t.app.snapshot_and_replay::<Ti4>(CHANNEL).await.is_err());
    }
    // Back to this build's version: the game plays on, nothing was changed by the refusals.
    set_game_rules_version(&url, Ti4::RULES_VERSION).await;
    common::play(&mut t, "alice", "pick 3").await;
    let (snapshot, replayed) = t.app.snapshot_and_replay::<Ti4>(CHANNEL).await.unwrap();
    assert_eq!(snapshot, replayed);
}

#[tokio::test]
async fn an_action_logged_under_an_unknown_rules_version_is_not_replayed() {
    let dir = tempfile::tempdir().unwrap();
    let url = common::lasting_database_url(dir.path(), "starpost.db").await;
    let mut t = started_table(&url).await;
    common::play(&mut t, "alice", "pick 3").await;
    let db = store::connect(&url).await.unwrap();
    common::execute(
        &db,
        "UPDATE actions SET rules_version = $1",
        Some(Ti4::RULES_VERSION + 1),
    )
    .await;
    // The snapshot is stale: the state must come from replaying the log. Such a database is
    // met at start-up (an edit behind a running app's back does not bump the game's version,
    // so that app would still answer from the state it keeps in memory): a new app.
    common::execute(&db, "DELETE FROM snapshots", None).await;
    t.app = App::new(db, Arc::new(Renderer::new()), AppConfig::default());
    let e = t.run("bob", Command::Status).await;
    assert!(
        e.reply.text.contains(&format!(
            "recorded by Starpost rules version {}",
            Ti4::RULES_VERSION + 1
        )),
        "{}",
        e.reply.text
    );
}
