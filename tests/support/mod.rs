//! Shared end-to-end test support: the fake Discord, the bot started in-process or as the
//! built binary, captured logs, and one flow helper (`Table`) that plays a TI4 opening through
//! slash commands and buttons the way players do. See docs/e2e-tests.md.
#![allow(dead_code)]

pub mod fake_discord;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;

pub use fake_discord::*;
use sqlx::SqlitePool;
use starpost::app::App;
use starpost::config::Config;
use starpost::render::Renderer;

/// Upper bound for any single wait on the bot (generous: CI machines can be slow; this is a
/// hang guard, not a timing assertion).
pub const WAIT: Duration = Duration::from_secs(30);
/// Discord's window for acknowledging an interaction.
pub const DISCORD_ACK_WINDOW: Duration = Duration::from_secs(3);

// ---------------------------------------------------------------------------------------------
// Captured logs

#[derive(Clone)]
struct LogBuf(Arc<Mutex<Vec<u8>>>);

impl Write for LogBuf {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

static LOGS: OnceLock<Arc<Mutex<Vec<u8>>>> = OnceLock::new();

/// Installs (once per test binary) a global tracing subscriber that writes every log line of
/// the in-process bots to a buffer, at debug level for starpost, serenity and poise.
pub fn capture_logs() {
    LOGS.get_or_init(|| {
        let buf = Arc::new(Mutex::new(Vec::new()));
        let writer = LogBuf(buf.clone());
        let _ = tracing_subscriber::fmt()
            .with_env_filter(tracing_subscriber::EnvFilter::new(
                "debug,sqlx=warn,hyper=info,hyper_util=info,reqwest=info,rustls=info,tungstenite=info,tokio_tungstenite=info",
            ))
            .with_ansi(false)
            .with_writer(move || writer.clone())
            .try_init();
        buf
    });
}

/// Everything the in-process bots of this test binary have logged so far.
pub fn captured_logs() -> String {
    LOGS.get()
        .map(|b| String::from_utf8_lossy(&b.lock().unwrap_or_else(|e| e.into_inner())).into_owned())
        .unwrap_or_default()
}

// ---------------------------------------------------------------------------------------------
// Bots

/// A token unique to one test, easy to search for in logs.
pub fn test_token(name: &str) -> String {
    format!("MTE.fake-bot-token.{name}.s3cr3t-{}", std::process::id())
}

/// The bot running `starpost::discord::serve` in this process, against its own fake Discord
/// and a fresh SQLite file.
pub struct Bot {
    pub fake: FakeDiscord,
    pub token: String,
    pub db_url: String,
    pub dir: tempfile::TempDir,
    task: tokio::task::JoinHandle<()>,
}

impl Drop for Bot {
    fn drop(&mut self) {
        self.task.abort();
    }
}

impl Bot {
    /// Starts the bot and waits until it has registered its commands.
    pub async fn start(name: &str) -> Bot {
        Self::start_with(name, |_| {}).await
    }

    pub async fn start_with(name: &str, tweak: impl FnOnce(&mut Config)) -> Bot {
        capture_logs();
        Self::launch(name, tweak).await
    }

    /// Starts the bot without installing the log capture (the load bench).
    pub async fn launch(name: &str, tweak: impl FnOnce(&mut Config)) -> Bot {
        let fake = FakeDiscord::start().await;
        let dir = tempfile::tempdir().expect("temp dir");
        let db_url = format!("sqlite://{}", dir.path().join("starpost.db").display());
        let token = test_token(name);
        let mut config = Config {
            discord_token: Some(token.clone()),
            database_url: db_url.clone(),
            discord_api_base: Some(fake.api_base()),
            discord_gateway_url: Some(fake.gateway_url()),
            ..Config::default()
        };
        tweak(&mut config);
        // The config goes through the logs (Debug), so the token check covers it too.
        tracing::debug!(?config, "e2e bot config");
        // As `serve` opens it: checked, migrated, and a read-only pool for the reads.
        let db = starpost::store::open_checked(&config.database_url, false)
            .await
            .expect("database");
        let secret = config.serve_secret().expect("deployment secret");
        let app = App::new(db.db, Arc::new(Renderer::new()), config.app_config(secret));
        let task = tokio::spawn(async move {
            if let Err(e) = starpost::discord::serve(config, app).await {
                tracing::error!(error = %e, "serve stopped");
            }
        });
        fake.wait_registered(WAIT).await;
        Bot {
            fake,
            token,
            db_url,
            dir,
            task,
        }
    }

    /// A separate connection to the bot's database, for assertions.
    pub async fn db(&self) -> SqlitePool {
        SqlitePool::connect(&self.db_url).await.expect("open db")
    }

    /// Checks made at the end of every in-process test: every interaction was answered exactly
    /// once within Discord's window, no unknown route was called, and the token was not logged.
    pub async fn finish(self) {
        self.fake.settle(Duration::from_millis(150)).await;
        check_answers(&self.fake);
        check_routes(&self.fake);
        let logs = captured_logs();
        // Shown with --nocapture: the warnings and errors of this binary's bots so far.
        if std::env::var_os("E2E_DUMP_LOGS").is_some() {
            eprintln!("{logs}");
        }
        for line in logs
            .lines()
            .filter(|l| l.contains(" WARN ") || l.contains(" ERROR "))
        {
            eprintln!("bot log: {line}");
        }
        assert!(
            !logs.contains(&self.token),
            "the bot token appears in the logs"
        );
        assert!(!logs.is_empty(), "log capture is not working");
    }
}

/// Every dispatched interaction got a callback, within 3 s.
pub fn check_answers(fake: &FakeDiscord) {
    let (latencies, missing) = fake.latencies();
    assert!(
        missing.is_empty(),
        "interactions never answered: {missing:?}"
    );
    for l in &latencies {
        assert!(
            *l < DISCORD_ACK_WINDOW,
            "an interaction was answered after {l:?}, past Discord's 3 s window"
        );
    }
}

/// The bot called no route the fake does not know (the fake answers those with 404).
pub fn check_routes(fake: &FakeDiscord) {
    for c in fake.calls() {
        assert_ne!(c.status, 404, "unknown route {} {}", c.method, c.path);
    }
}

/// Starts the built `starpost serve` binary against `fake` on `db_url`. Logs (RUST_LOG=debug)
/// go to `log`.
pub fn spawn_binary(
    fake: &FakeDiscord,
    token: &str,
    db_url: &str,
    config: &Path,
    log: &Path,
    guild: Option<u64>,
) -> Child {
    spawn_binary_logging(
        fake,
        token,
        db_url,
        config,
        log,
        guild,
        "debug,sqlx=warn,hyper=info,hyper_util=info,reqwest=info,rustls=info,tungstenite=info,tokio_tungstenite=info",
    )
}

/// [`spawn_binary`] with another `RUST_LOG` filter (the load bench logs warnings only).
pub fn spawn_binary_logging(
    fake: &FakeDiscord,
    token: &str,
    db_url: &str,
    config: &Path,
    log: &Path,
    guild: Option<u64>,
    rust_log: &str,
) -> Child {
    let log = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(log)
        .expect("log file");
    // A file given with --config must exist: an empty one leaves everything to the
    // environment.
    if !config.exists() {
        std::fs::write(config, "# configured by environment variables only\n").expect("config");
    }
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_starpost"));
    cmd.arg("--config")
        .arg(config)
        .arg("serve")
        .env("DISCORD_TOKEN", token)
        .env("STARPOST_DATABASE_URL", db_url)
        .env("STARPOST_DISCORD_API_BASE", fake.api_base())
        .env("STARPOST_DISCORD_GATEWAY_URL", fake.gateway_url())
        .env("RUST_LOG", rust_log)
        .env_remove("STARPOST_GUILD_ID")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::from(log));
    if let Some(g) = guild {
        cmd.env("STARPOST_GUILD_ID", g.to_string());
    }
    cmd.spawn().expect("start the starpost binary")
}

// ---------------------------------------------------------------------------------------------
// Checks

/// Decodes a PNG attachment; panics if it is not a valid, non-empty PNG.
pub fn assert_png(p: &Part) -> (u32, u32) {
    assert!(
        p.filename.as_deref().is_some_and(|f| f.ends_with(".png")),
        "attachment {:?} is not named .png",
        p.filename
    );
    let img = image::load_from_memory_with_format(&p.data, image::ImageFormat::Png)
        .unwrap_or_else(|e| panic!("attachment {:?} is not a valid PNG: {e}", p.filename));
    assert!(img.width() > 0 && img.height() > 0);
    (img.width(), img.height())
}

/// The state of the game `game_id` and its log, straight from the database.
pub struct DbGame {
    pub version: i64,
    pub status: String,
    pub actions: Vec<(i64, i64, String)>,
    pub snapshot: Option<(i64, String)>,
    pub reminders: Vec<String>,
}

pub async fn db_game(pool: &SqlitePool, channel: u64) -> DbGame {
    let (id, version, status): (i64, i64, String) = sqlx::query_as(
        "SELECT id, version, status FROM games WHERE channel_id = ? ORDER BY id DESC LIMIT 1",
    )
    .bind(channel.to_string())
    .fetch_one(pool)
    .await
    .expect("a game in the channel");
    let actions =
        sqlx::query_as("SELECT seq, seat, action_json FROM actions WHERE game_id = ? ORDER BY seq")
            .bind(id)
            .fetch_all(pool)
            .await
            .expect("actions");
    let snapshot = sqlx::query_as("SELECT seq, state_json FROM snapshots WHERE game_id = ?")
        .bind(id)
        .fetch_optional(pool)
        .await
        .expect("snapshot");
    let reminders =
        sqlx::query_scalar("SELECT user_id FROM reminders WHERE game_id = ? ORDER BY user_id")
            .bind(id)
            .fetch_all(pool)
            .await
            .expect("reminders");
    DbGame {
        version,
        status,
        actions,
        snapshot,
        reminders,
    }
}

/// The user ids a message mentions (`<@id>`).
pub fn mentions(text: &str) -> Vec<u64> {
    text.split("<@")
        .skip(1)
        .filter_map(|t| t.split('>').next()?.parse().ok())
        .collect()
}

// ---------------------------------------------------------------------------------------------
// The flow helper

/// A TI4 table in one channel: the host is `players[0]`.
pub struct Table<'a> {
    pub fake: &'a FakeDiscord,
    pub channel: u64,
    pub players: Vec<FakeUser>,
}

impl<'a> Table<'a> {
    pub fn new(fake: &'a FakeDiscord, channel: u64, names: &[&str]) -> Table<'a> {
        Table {
            fake,
            channel,
            players: names.iter().map(|n| fake.user(n)).collect(),
        }
    }

    pub fn host(&self) -> &FakeUser {
        &self.players[0]
    }

    pub fn player(&self, name: &str) -> &FakeUser {
        self.players
            .iter()
            .find(|p| p.name == name)
            .unwrap_or_else(|| panic!("no player {name}"))
    }

    /// A slash command in this table's channel; waits for the answer.
    pub async fn cmd(&self, user: &FakeUser, line: &str) -> Answer {
        self.cmd_in(user, Chan::Guild(self.channel), line).await
    }

    pub async fn cmd_in(&self, user: &FakeUser, chan: Chan, line: &str) -> Answer {
        let ix = self.fake.slash(user, chan, line);
        self.fake.answer(&ix, WAIT).await
    }

    /// Presses the newest button visible to `user` (in this channel, their DMs or their own
    /// replies) whose label contains `label`; waits for the answer.
    pub async fn press(&self, user: &FakeUser, label: &str) -> Answer {
        let ix = self.press_nowait(user, label);
        self.fake.answer(&ix, WAIT).await
    }

    pub fn press_nowait(&self, user: &FakeUser, label: &str) -> Interaction {
        let (b, chan, msg) = self
            .fake
            .find_button(user, self.channel, label)
            .unwrap_or_else(|| panic!("no button `{label}` is visible to {}", user.name));
        self.fake.press(user, chan, &b.custom_id, msg)
    }

    /// `/game new`, every player joins (factions in order), and the host starts with seating
    /// by join order and the host as speaker. Waits until every private prompt was delivered
    /// (a DM with Keep buttons, or the channel notice for a refused DM). Returns the answer to
    /// `/game start`.
    pub async fn open(&self, seed: u64) -> Answer {
        const FACTIONS: [&str; 6] = ["hacan", "letnev", "sol", "naalu", "jolnar", "l1z1x"];
        let n = self.players.len();
        let a = self
            .cmd(
                self.host(),
                &format!("game new game:ti4 players:{n} seed:{seed}"),
            )
            .await;
        assert!(!a.ephemeral(), "/game new refused: {}", a.text());
        for (i, p) in self.players.iter().enumerate() {
            let a = self
                .cmd(p, &format!("game join faction:{}", FACTIONS[i]))
                .await;
            assert!(a.text().contains("joins"), "join refused: {}", a.text());
        }
        let since = self.fake.call_count();
        let start = self
            .cmd(
                self.host(),
                &format!("game start seating:join speaker:@{}", self.host().name),
            )
            .await;
        assert!(
            start.text().contains("begins"),
            "start refused: {}",
            start.text()
        );
        for p in &self.players {
            let dm = self.fake.dm_channel(p);
            self.fake
                .wait_in(
                    &format!("the private prompt for {}", p.name),
                    &[dm, self.channel],
                    since,
                    |o| {
                        (o.channel == dm && o.buttons.iter().any(|b| b.label.starts_with("Keep")))
                            || (o.place == Place::Channel(self.channel)
                                && o.content.contains("/hand")
                                && mentions(&o.content).first() == Some(&p.id))
                    },
                )
                .await;
        }
        start
    }

    /// Every player keeps their first offered secret objective: by the button in their DM, or,
    /// when their DMs are refused, by `/hand` and the button on its ephemeral answer. Waits
    /// until the strategy phase's first prompt is posted.
    pub async fn keep_all(&self) {
        let since = self.fake.call_count();
        for p in &self.players {
            self.keep(p).await;
        }
        self.wait_prompt(since).await;
    }

    /// One player keeps their first offered secret objective.
    pub async fn keep(&self, p: &FakeUser) -> Answer {
        let dm = self.fake.dm_channel(p);
        let in_dm = self
            .fake
            .find_button(p, dm, "Keep")
            .is_some_and(|(_, chan, _)| chan == Chan::Guild(dm));
        if !in_dm {
            let hand = self.cmd(p, "hand").await;
            assert!(hand.ephemeral(), "/hand must answer ephemerally");
        }
        let since = self.fake.call_count();
        let a = self.press(p, "Keep").await;
        assert!(
            a.kind == 5 || a.text().contains("Done") || a.text().contains("has kept"),
            "{}'s keep was refused: {}",
            p.name,
            a.text()
        );
        let kept = format!("{} has kept", p.name);
        self.fake
            .wait_in(&kept, &[self.channel], since, |o| {
                o.is_public() && o.content.contains(&kept)
            })
            .await;
        a
    }

    /// Waits for a prompt posted in the channel after call `since` (a post with buttons
    /// mentioning the awaited player); returns the awaited user id.
    pub async fn wait_prompt(&self, since: usize) -> u64 {
        let o = self
            .fake
            .wait_in("the next prompt", &[self.channel], since, |o| {
                o.place == Place::Channel(self.channel)
                    && !o.buttons.is_empty()
                    && !mentions(&o.content).is_empty()
            })
            .await;
        mentions(&o.content)[0]
    }

    /// The newest prompt in the channel (a post with buttons mentioning its player; reminders
    /// and DM notices mention players without buttons): whom it awaits and its text.
    fn prompt(&self) -> Option<(&FakeUser, String)> {
        let (id, text) = self.fake.latest_in(self.channel, |o| {
            let first = mentions(&o.content).first().copied()?;
            (o.place == Place::Channel(self.channel) && !o.buttons.is_empty())
                .then(|| (first, o.content.clone()))
        })?;
        Some((self.players.iter().find(|p| p.id == id)?, text))
    }

    /// The player the channel's newest prompt awaits.
    pub fn awaited(&self) -> Option<&FakeUser> {
        self.prompt().map(|(p, _)| p)
    }

    /// The player the newest prompt awaits, while it asks for a strategy card.
    pub fn strategy_awaited(&self) -> Option<&FakeUser> {
        self.prompt()
            .filter(|(_, text)| text.contains("pick a strategy card"))
            .map(|(p, _)| p)
    }

    /// The awaited player presses `label` (or the first card offered); waits for the answer
    /// and the next prompt. Returns the answer and who picked.
    pub async fn pick(&self, label: Option<&str>) -> (Answer, FakeUser) {
        let who = self.awaited().expect("a strategy prompt").clone();
        let label = match label {
            Some(l) => l.to_string(),
            None => {
                let (b, _, _) = self
                    .fake
                    .find_button(&who, self.channel, "")
                    .expect("a card button");
                b.label
            }
        };
        let since = self.fake.call_count();
        let a = self.press(&who, &label).await;
        assert!(
            !a.ephemeral(),
            "{} could not pick {label}: {}",
            who.name,
            a.text()
        );
        self.wait_prompt(since).await;
        (a, who)
    }

    /// Picks until the action phase begins; returns how many picks were made.
    pub async fn strategy_phase(&self) -> usize {
        let mut n = 0;
        while self.strategy_awaited().is_some() {
            self.pick(None).await;
            n += 1;
            assert!(
                n <= 2 * self.players.len(),
                "the strategy phase does not end"
            );
        }
        n
    }
}

/// A temp file path for logs.
pub fn log_path(dir: &Path, name: &str) -> PathBuf {
    dir.join(format!("{name}.log"))
}

// ---------------------------------------------------------------------------------------------
// Several processes

/// One `serve` (in this process) on a fake Discord it shares with others: its own token, its
/// shard range and database URL from `tweak`, stopped gracefully with `stop`.
pub struct Proc {
    pub token: String,
    /// The process's database handle (closed by a graceful stop).
    pub db: starpost::store::Db,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    task: Option<tokio::task::JoinHandle<anyhow::Result<()>>>,
}

impl Drop for Proc {
    fn drop(&mut self) {
        if let Some(t) = &self.task {
            t.abort();
        }
    }
}

impl Proc {
    /// Starts `serve_until` with the fake's URLs, `db_url` and a fixed deployment secret (every
    /// process of a deployment has the same), then `tweak`.
    pub async fn start(
        fake: &FakeDiscord,
        name: &str,
        db_url: &str,
        tweak: impl FnOnce(&mut Config),
    ) -> Proc {
        capture_logs();
        let token = test_token(name);
        let mut config = Config {
            discord_token: Some(token.clone()),
            database_url: db_url.to_string(),
            discord_api_base: Some(fake.api_base()),
            discord_gateway_url: Some(fake.gateway_url()),
            secret: Some("e2e-deployment-secret".into()),
            ..Config::default()
        };
        tweak(&mut config);
        let db = starpost::store::open_checked(&config.database_url, false)
            .await
            .expect("database");
        let secret = config.serve_secret().expect("deployment secret");
        let app = App::new(
            db.db.clone(),
            Arc::new(Renderer::new()),
            config.app_config(secret),
        );
        let (tx, rx) = tokio::sync::oneshot::channel();
        let task = tokio::spawn(starpost::discord::serve_until(config, app, async move {
            let _ = rx.await;
        }));
        Proc {
            token,
            db: db.db,
            stop: Some(tx),
            task: Some(task),
        }
    }

    /// Asks for a graceful shutdown (as SIGTERM does) without waiting for it.
    pub fn signal_stop(&mut self) {
        if let Some(tx) = self.stop.take() {
            let _ = tx.send(());
        }
    }

    /// Whether `serve` has returned.
    pub fn is_finished(&self) -> bool {
        self.task.as_ref().is_none_or(|t| t.is_finished())
    }

    /// Stops gracefully and returns what `serve` returned.
    pub async fn stop(mut self) -> anyhow::Result<()> {
        self.signal_stop();
        let task = self.task.take().expect("running");
        tokio::time::timeout(Duration::from_secs(60), task)
            .await
            .expect("serve stops within a minute")
            .expect("serve did not panic")
    }

    /// Whether the REST call `c` was made by this process (its token).
    pub fn made(&self, c: &RestCall) -> bool {
        c.authorization.as_deref() == Some(&format!("Bot {}", self.token))
    }
}

/// The REST call that answered interaction `ix` first (its callback).
pub fn callback_call(fake: &FakeDiscord, ix: &Interaction) -> Option<RestCall> {
    fake.calls()
        .into_iter()
        .find(|c| c.path.contains(&format!("/interactions/{}/", ix.id)))
}
