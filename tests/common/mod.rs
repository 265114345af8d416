//! A table of players driving the app layer directly, for integration tests.
#![allow(dead_code)]

use std::sync::Arc;

use chrono::{DateTime, Duration, Utc};
use starpost::app::{App, AppConfig, Command, Request, User};
use starpost::edge::Effects;
use starpost::render::Renderer;

pub const CHANNEL: u64 = 500;

// --- the backend a test runs on ---------------------------------------------------------------
//
// A suite runs on SQLite (a database in memory per table). Its `on_postgres` test runs the same
// suite again, in a child process of the test binary with `STARPOST_TEST_BACKEND=postgres`,
// where every table gets a new schema in a database of the server `STARPOST_TEST_POSTGRES`
// names; without that variable, it prints a note and skips.

/// The environment variable naming a PostgreSQL server for the tests (a URL whose user may
/// create databases, e.g. `postgres://postgres@127.0.0.1:5432/postgres`).
pub const POSTGRES_ENV: &str = "STARPOST_TEST_POSTGRES";
/// Set (to `postgres`) in the child process that runs a suite on PostgreSQL.
pub const BACKEND_ENV: &str = "STARPOST_TEST_BACKEND";

/// Whether this process runs the suite on PostgreSQL.
pub fn on_postgres_now() -> bool {
    std::env::var(BACKEND_ENV).is_ok_and(|b| b == "postgres")
}

/// A new, empty database for one table: SQLite in memory, or a new PostgreSQL schema.
pub async fn database_url() -> String {
    if on_postgres_now() {
        let server = std::env::var(POSTGRES_ENV).expect("the PostgreSQL run names its database");
        starpost::store::postgres::fresh_schema(&server)
            .await
            .expect("a test schema")
    } else {
        "sqlite::memory:".to_string()
    }
}

/// A database that outlives its handles (a restart, a second process): the SQLite file `name`
/// in `dir`, or on PostgreSQL a new schema, the same one for the same `dir` and `name`.
pub async fn lasting_database_url(dir: &std::path::Path, name: &str) -> String {
    if !on_postgres_now() {
        return format!("sqlite://{}", dir.join(name).display());
    }
    static KNOWN: std::sync::Mutex<Vec<(std::path::PathBuf, String)>> =
        std::sync::Mutex::new(Vec::new());
    let key = dir.join(name);
    if let Some((_, url)) = KNOWN.lock().unwrap().iter().find(|(k, _)| *k == key) {
        return url.clone();
    }
    let url = database_url().await;
    KNOWN.lock().unwrap().push((key, url.clone()));
    url
}

/// Runs this test binary's other tests again on PostgreSQL (see above), in a database created
/// for the run and dropped after it; fails with the child's output if any test failed there.
pub fn run_suite_on_postgres() {
    if on_postgres_now() {
        return; // the child itself
    }
    let server = match std::env::var(POSTGRES_ENV) {
        Ok(url) if !url.is_empty() => url,
        _ => {
            eprintln!(
                "note: {POSTGRES_ENV} is not set: this suite's PostgreSQL run is skipped \
                 (set it to a server URL, e.g. postgres://postgres@127.0.0.1:5432/postgres)"
            );
            return;
        }
    };
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let name = format!("starpost_test_{}", std::process::id());
    let url = runtime.block_on(create_database(&server, &name));
    let out = std::process::Command::new(std::env::current_exe().unwrap())
        // The secrecy property over whole random games checks what the app posts, which the
        // store does not change (the store suites and `local`'s same-transcript test check the
        // backends agree); it is the slowest part of the suite, so it runs on SQLite only. So
        // do the bot games played to a winner: on PostgreSQL they repeat the same store calls
        // as the rest of the suite (load, compare-and-swap, append), thousands of times, for
        // over two minutes of a 2-core CI.
        .args([
            "--skip",
            "postgres_run_of_this_suite",
            "--skip",
            "secrecy_property::",
            "--skip",
            "app_bots::",
        ])
        .env(BACKEND_ENV, "postgres")
        .env(POSTGRES_ENV, &url)
        .output()
        .expect("the test binary runs again");
    runtime.block_on(drop_database(&server, &name));
    let stdout = String::from_utf8_lossy(&out.stdout);
    let summary = stdout
        .lines()
        .filter(|l| l.starts_with("test result:"))
        .collect::<Vec<_>>()
        .join("; ");
    eprintln!("PostgreSQL run: {summary}");
    assert!(
        out.status.success(),
        "the suite failed on PostgreSQL:\n{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(summary.contains(" passed"), "{stdout}");
}

/// The one text column `sql` answers, on either backend (tests that look behind the store).
pub async fn texts(db: &starpost::store::Db, sql: &'static str) -> Vec<String> {
    use starpost::store::Pool;
    match db.writer() {
        Pool::Sqlite(p) => sqlx::query_scalar(sql).fetch_all(p).await.unwrap(),
        Pool::Postgres(p) => sqlx::query_scalar(sql).fetch_all(p).await.unwrap(),
    }
}

/// The one integer `sql` answers, on either backend.
pub async fn int(db: &starpost::store::Db, sql: &'static str) -> i64 {
    use starpost::store::Pool;
    match db.writer() {
        Pool::Sqlite(p) => sqlx::query_scalar(sql).fetch_one(p).await.unwrap(),
        Pool::Postgres(p) => sqlx::query_scalar(sql).fetch_one(p).await.unwrap(),
    }
}

/// Runs `sql` with `$1` bound to the text `value`, on either backend.
pub async fn execute_text(db: &starpost::store::Db, sql: &'static str, value: &str) {
    use starpost::store::Pool;
    match db.writer() {
        Pool::Sqlite(p) => sqlx::query(sql).bind(value).execute(p).await.map(|_| ()),
        Pool::Postgres(p) => sqlx::query(sql).bind(value).execute(p).await.map(|_| ()),
    }
    .unwrap();
}

/// Runs `sql` (with `$1` bound to `value`, if any) on either backend, behind the store's back.
pub async fn execute(db: &starpost::store::Db, sql: &'static str, value: Option<i64>) {
    use starpost::store::Pool;
    match db.writer() {
        Pool::Sqlite(p) => {
            let q = sqlx::query(sql);
            let q = match value {
                Some(v) => q.bind(v),
                None => q,
            };
            q.execute(p).await.unwrap();
        }
        Pool::Postgres(p) => {
            let q = sqlx::query(sql);
            let q = match value {
                Some(v) => q.bind(v),
                None => q,
            };
            q.execute(p).await.unwrap();
        }
    }
}

/// `url` with its database name replaced by `name`.
fn with_database(url: &str, name: &str) -> String {
    let (base, query) = match url.split_once('?') {
        Some((b, q)) => (b, format!("?{q}")),
        None => (url, String::new()),
    };
    let scheme_end = base.find("://").map_or(0, |i| i + 3);
    let host_end = base[scheme_end..]
        .find('/')
        .map_or(base.len(), |i| scheme_end + i);
    format!("{}/{name}{query}", &base[..host_end])
}

async fn create_database(server: &str, name: &str) -> String {
    use sqlx::Connection;
    let mut c = sqlx::PgConnection::connect(server)
        .await
        .unwrap_or_else(|e| panic!("{POSTGRES_ENV}: cannot connect ({e})"));
    sqlx::raw_sql(sqlx::AssertSqlSafe(format!(
        "DROP DATABASE IF EXISTS {name} WITH (FORCE)"
    )))
    .execute(&mut c)
    .await
    .unwrap();
    sqlx::raw_sql(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}")))
        .execute(&mut c)
        .await
        .unwrap_or_else(|e| panic!("{POSTGRES_ENV}: cannot create a test database ({e})"));
    c.close().await.unwrap();
    with_database(server, name)
}

async fn drop_database(server: &str, name: &str) {
    use sqlx::Connection;
    let mut c = sqlx::PgConnection::connect(server).await.unwrap();
    sqlx::raw_sql(sqlx::AssertSqlSafe(format!(
        "DROP DATABASE IF EXISTS {name} WITH (FORCE)"
    )))
    .execute(&mut c)
    .await
    .unwrap();
    c.close().await.unwrap();
}

pub struct Table {
    pub app: App,
    pub users: Vec<User>,
    pub now: DateTime<Utc>,
    pub next_interaction: u64,
    /// Every effect produced, in order.
    pub history: Vec<(User, Effects)>,
    /// The locale each player's client reports (by name; "en-US" when not listed).
    pub locales: std::collections::HashMap<String, String>,
}

pub fn user(id: u64, name: &str) -> User {
    User {
        id,
        name: name.to_string(),
    }
}

impl Table {
    pub async fn new(names: &[&str]) -> Table {
        Self::with_url(names, &database_url().await).await
    }

    pub async fn with_url(names: &[&str], url: &str) -> Table {
        let db = starpost::store::connect(url).await.expect("database");
        let app = App::new(db, Arc::new(Renderer::new()), AppConfig::default());
        Table {
            app,
            users: names
                .iter()
                .enumerate()
                .map(|(i, n)| user(100 + i as u64, n))
                .collect(),
            now: "2026-03-02T10:00:00Z".parse().unwrap(),
            next_interaction: 1,
            history: Vec::new(),
            locales: Default::default(),
        }
    }

    /// A table of `players` bots (`bot0`, `bot1`, …) that has created, joined and started a
    /// seeded game of `game`; boards are not rendered on every change.
    pub async fn bots(game: &str, players: usize, seed: u64) -> Table {
        Self::bots_with_boards(game, players, seed, false).await
    }

    /// Like [`Table::bots`], with boards drawn after changes as the bot does (`boards`).
    pub async fn bots_with_boards(game: &str, players: usize, seed: u64, boards: bool) -> Table {
        let db = starpost::store::connect(&database_url().await)
            .await
            .expect("database");
        let config = AppConfig {
            boards_on_change: boards,
            ..AppConfig::default()
        };
        let mut t = Table {
            app: App::new(db, Arc::new(Renderer::new()), config),
            users: (0..players)
                .map(|i| user(100 + i as u64, &format!("bot{i}")))
                .collect(),
            now: "2026-03-02T10:00:00Z".parse().unwrap(),
            next_interaction: 1,
            history: Vec::new(),
            locales: Default::default(),
        };
        t.run(
            "bot0",
            Command::New {
                game: game.into(),
                players: Some(players as i64),
                seed: Some(seed as i64),
                options: None,
                language: None,
            },
        )
        .await;
        for i in 0..players {
            let e = t
                .run(
                    &format!("bot{i}"),
                    Command::Join {
                        faction: None,
                        color: None,
                    },
                )
                .await;
            assert!(!e.reply.ephemeral, "{}", e.reply.text);
        }
        let e = t
            .run(
                "bot0",
                Command::Start {
                    speaker: None,
                    seating: None,
                },
            )
            .await;
        assert!(!e.reply.ephemeral, "{}", e.reply.text);
        t
    }

    /// Plays `text` for `seat` as a person would: presses the button offered for it among the
    /// latest messages, else writes it with `/play`.
    pub async fn act_as(&mut self, who: &str, seat: usize, text: &str) -> Effects {
        let button = self.history.iter().rev().take(40).find_map(|(_, e)| {
            e.reply
                .buttons
                .iter()
                .chain(e.posts.iter().flat_map(|p| &p.buttons))
                .chain(e.dms.iter().flat_map(|d| &d.buttons))
                .find(|b| {
                    // `sp:<game>:<version>:<seat>:<prompt>:<notation>`
                    let parts: Vec<&str> = b.custom_id.splitn(6, ':').collect();
                    parts.len() == 6 && parts[3] == seat.to_string() && parts[5] == text
                })
                .map(|b| b.custom_id.clone())
        });
        let cmd = match button {
            Some(custom_id) => Command::Press { custom_id },
            None => Command::Play {
                text: text.to_string(),
            },
        };
        self.run(who, cmd).await
    }

    pub fn u(&self, name: &str) -> User {
        self.users
            .iter()
            .find(|u| u.name == name)
            .cloned()
            .unwrap_or_else(|| panic!("no user {name}"))
    }

    pub fn request(&mut self, who: &User, channel: u64, command: Command) -> Request {
        self.next_interaction += 1;
        self.now += Duration::minutes(1);
        Request {
            user: who.clone(),
            channel,
            guild: Some(1),
            interaction: Some(format!("it-{}", self.next_interaction)),
            locale: Some(
                self.locales
                    .get(&who.name)
                    .cloned()
                    .unwrap_or_else(|| "en-US".into()),
            ),
            now: self.now,
            command,
            manage_server: false,
        }
    }

    pub async fn run(&mut self, name: &str, command: Command) -> Effects {
        let who = self.u(name);
        let req = self.request(&who, CHANNEL, command);
        let e = starpost::edge::handle(&self.app, req).await;
        self.history.push((who, e.clone()));
        e
    }

    /// The latest button offered to `name` (in a DM, a post awaiting them, or their own reply)
    /// whose label contains `label`.
    pub fn button(&self, name: &str, label: &str) -> Option<String> {
        let who = self.u(name);
        let needle = label.to_lowercase();
        for (by, e) in self.history.iter().rev() {
            let mut offers: Vec<&starpost::edge::Button> = Vec::new();
            for d in e.dms.iter().filter(|d| d.user.id == who.id) {
                offers.extend(&d.buttons);
            }
            for p in e
                .posts
                .iter()
                .filter(|p| p.awaits.iter().any(|u| u.id == who.id))
            {
                offers.extend(&p.buttons);
            }
            if by.id == who.id {
                offers.extend(&e.reply.buttons);
            }
            // Another player's buttons in a message asking several at once are not ours.
            if let Some(b) = offers
                .iter()
                .filter(|b| !self.for_another(name, b))
                .find(|b| b.label.to_lowercase().contains(&needle))
            {
                return Some(b.custom_id.clone());
            }
        }
        None
    }

    /// Whether `b` is named for a player other than `name` (a message asking several players
    /// at once names each button, or each player's menu, "bob: …").
    pub fn for_another(&self, name: &str, b: &starpost::edge::Button) -> bool {
        self.users.iter().filter(|u| u.name != name).any(|u| {
            let n = format!("{}: ", u.name);
            b.label.starts_with(&n) || b.menu.as_ref().is_some_and(|m| m.starts_with(&n))
        })
    }

    pub async fn press(&mut self, name: &str, label: &str) -> Effects {
        let id = self
            .button(name, label)
            .unwrap_or_else(|| panic!("no button {label:?} offered to {name}"));
        self.run(name, Command::Press { custom_id: id }).await
    }

    /// Every seated player keeps a secret objective; a faction that chooses its starting
    /// technology takes one. Afterwards the strategy phase has begun.
    pub async fn finish_setup_choices(&mut self, names: &[&str]) {
        for n in names {
            let e = self.press(n, "keep").await;
            assert!(!e.reply.ephemeral, "{}", e.reply.text);
        }
        let (s, _) = self
            .app
            .snapshot_and_replay::<starpost::games::ti4::Ti4>(CHANNEL)
            .await
            .expect("state");
        for p in s.players.iter().filter(|p| p.starting_tech_pending) {
            let e = self.press(&p.name.clone(), "take").await;
            assert!(!e.reply.ephemeral, "{}", e.reply.text);
        }
    }

    pub async fn create_ti4(&mut self, players: i64, factions: &[&str]) {
        self.create_ti4_seeded(players, factions, 77).await
    }

    pub async fn create_ti4_seeded(&mut self, players: i64, factions: &[&str], seed: i64) {
        let host = self.users[0].name.clone();
        let e = self
            .run(
                &host,
                Command::New {
                    game: "ti4".into(),
                    players: Some(players),
                    seed: Some(seed),
                    options: None,
                    language: None,
                },
            )
            .await;
        assert!(!e.reply.ephemeral, "{}", e.reply.text);
        let names: Vec<String> = self.users.iter().map(|u| u.name.clone()).collect();
        for (i, n) in names.iter().take(players as usize).enumerate() {
            let e = self
                .run(
                    n,
                    Command::Join {
                        faction: factions.get(i).map(|f| f.to_string()),
                        color: None,
                    },
                )
                .await;
            assert!(!e.reply.ephemeral, "{}", e.reply.text);
        }
        let e = self
            .run(
                &host,
                Command::Start {
                    speaker: Some(self.users[0].clone()),
                    seating: Some("join".into()),
                },
            )
            .await;
        assert!(!e.reply.ephemeral, "{}", e.reply.text);
    }
}

/// The players of the 3-player TI4 tables.
pub const NAMES: [&str; 3] = ["alice", "bob", "carol"];

/// A 3-player TI4 table ([`NAMES`]: alice Sol, bob Letnev, carol Hacan; Alice the speaker)
/// created and started with `seed`, before the setup choices.
pub async fn ti4_table(seed: i64) -> Table {
    let mut t = Table::new(&NAMES).await;
    t.create_ti4_seeded(3, &["sol", "letnev", "hacan"], seed)
        .await;
    t
}

/// The TI4 game at the table's channel.
pub async fn state(t: &Table) -> starpost::games::ti4::state::State {
    t.app
        .state::<starpost::games::ti4::Ti4>(CHANNEL)
        .await
        .unwrap()
}

/// `who` writes `text` with `/play`; it must be accepted (no ephemeral refusal).
pub async fn play(t: &mut Table, who: &str, text: &str) -> Effects {
    let e = t
        .run(
            who,
            Command::Play {
                text: text.to_string(),
            },
        )
        .await;
    assert!(!e.reply.ephemeral, "{who}: {text}: {}", e.reply.text);
    e
}

/// The strategy phase of a [`ti4_table`]: alice 3 + 1, bob 2 + 5, carol 4 + 6, so Alice
/// (Leadership, 1) acts first.
pub async fn pick_cards(t: &mut Table) {
    for (who, card) in [
        ("alice", 3),
        ("bob", 2),
        ("carol", 4),
        ("alice", 1),
        ("bob", 5),
        ("carol", 6),
    ] {
        play(t, who, &format!("pick {card}")).await;
    }
}

/// `who` sets the table's reaction timer to `hours` with `/settings`.
pub async fn reaction_hours(t: &mut Table, who: &str, hours: i64) -> Effects {
    t.run(
        who,
        Command::Settings {
            reminder_hours: None,
            reaction_hours: Some(hours),
            host: None,
            language: None,
        },
    )
    .await
}
