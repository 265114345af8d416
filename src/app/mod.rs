//! The use cases, with no Discord types and no SQL strings: `handle(request) -> effects`.
//! It loads the game, checks who may act, applies the action through the rules engine, stores
//! it (one transaction, compare-and-swap on the game's version) and says what to post.

mod consent;
mod effects;
mod help;
mod lobby;
mod owed;
mod play;
mod present;
mod states;
pub mod suggest;
pub mod time_zone;

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use chrono::{DateTime, Utc};

pub use effects::*;
pub use play::{ButtonId, CHECKPOINT_EVERY, SKIP_DELAY_SECS, replay, skip_delay, timer_time};

use crate::core::Msg;
use crate::core::game::{OddsError, OddsQuery};
use crate::games::GameKind;
use crate::render::Renderer;
use crate::store;

/// A Discord user (or a `local` player).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct User {
    pub id: u64,
    pub name: String,
}

/// What a player asked for.
#[derive(Debug, Clone, PartialEq)]
pub enum Command {
    New {
        game: String,
        players: Option<i64>,
        seed: Option<i64>,
        /// The game's own options, `key=value` separated by spaces (see `Game::parse_options`).
        options: Option<String>,
        /// The table's language in this channel (one of `AppConfig::languages`).
        language: Option<String>,
    },
    Join {
        faction: Option<String>,
        color: Option<String>,
    },
    Leave,
    Start {
        speaker: Option<User>,
        seating: Option<String>,
    },
    Status,
    /// `/game status board:false`: whose turn it is and the open prompts, without drawing the
    /// board (cheap: no render).
    StatusText,
    Log {
        count: Option<i64>,
    },
    Undo,
    Settings {
        reminder_hours: Option<i64>,
        /// Hours a reaction window (e.g. "cancel this card?") stays open before silent players
        /// pass.
        reaction_hours: Option<i64>,
        host: Option<User>,
        /// The table's language for the channel (one of `AppConfig::languages`).
        language: Option<String>,
    },
    Abandon,
    /// A manual, logged adjustment in the game's notation (e.g. `tg +2`).
    Adjust {
        text: String,
    },
    /// A game action written in the game's notation (e.g. `activate 26`).
    Play {
        text: String,
    },
    /// Exact combat odds: both sides in the game's notation and the game's flags (see
    /// docs/commands.md). `game` picks the game; without it, the channel's game (the first
    /// game of the registry if none).
    Odds {
        attacker: String,
        defender: String,
        flags: Vec<String>,
        game: Option<String>,
    },
    Hand,
    /// What the channel's game waits for and what the requester can do now (or, with no game
    /// here, the games and how to start one).
    Help,
    Remind {
        interval: Option<i64>,
        quiet: Option<String>,
        tz: Option<String>,
    },
    Vacation {
        on: bool,
    },
    /// A button press: the custom_id of the button.
    Press {
        custom_id: String,
    },
    /// Sent by the scheduler: the game's reaction timer may have run out.
    Timeout {
        game: i64,
    },
}

/// One incoming request.
#[derive(Debug, Clone)]
pub struct Request {
    pub user: User,
    pub channel: u64,
    pub guild: Option<u64>,
    /// The Discord interaction id; a repeated id does nothing the second time.
    pub interaction: Option<String>,
    pub locale: Option<String>,
    pub now: DateTime<Utc>,
    pub command: Command,
    /// The member may manage the server (Discord's Manage Server permission): they may abandon
    /// or take over a game whose host is gone.
    pub manage_server: bool,
}

/// A fault: the player's (answered as it is) or ours (logged, the player sees a reference).
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error("{0}")]
    User(Msg),
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

impl From<store::Error> for AppError {
    fn from(e: store::Error) -> Self {
        AppError::Internal(e.into())
    }
}

impl From<serde_json::Error> for AppError {
    fn from(e: serde_json::Error) -> Self {
        AppError::Internal(e.into())
    }
}

pub(crate) fn user_err<T>(msg: Msg) -> Result<T, AppError> {
    Err(AppError::User(msg))
}

/// Settings of the app layer.
#[derive(Debug, Clone)]
pub struct AppConfig {
    /// Default hours a prompt waits before its first reminder.
    pub reminder_hours: i64,
    /// Reminders sent at most per wait.
    pub reminder_cap: i64,
    /// Post a board image when the phase or the turn changes (always on `/game status` and at
    /// the start). Off makes long scripted or simulated games fast.
    pub boards_on_change: bool,
    /// The deployment secret every game's RNG key is derived from (with the game's per-game
    /// value). Empty means none (`local` without `STARPOST_SECRET`, tests).
    pub secret: crate::core::rng::Secret,
    /// Draw each new game's per-game value from the operating system's CSPRNG (`serve`). Off:
    /// a deterministic value from the channel and the request time, so `local` scripts and
    /// tests give the same transcript every run.
    pub os_random_games: bool,
    /// Games whose latest state is kept in memory (`app::states`): reads and the next change
    /// start from it instead of the snapshot. 0 keeps none.
    pub state_cache_games: usize,
    /// The languages a table may choose for its channel (the catalogs', handed in by whoever
    /// builds the app: the app knows no catalog).
    pub languages: Vec<String>,
}

impl Default for AppConfig {
    fn default() -> Self {
        AppConfig {
            reminder_hours: 24,
            reminder_cap: 3,
            boards_on_change: true,
            secret: crate::core::rng::Secret::default(),
            os_random_games: false,
            state_cache_games: 256,
            languages: vec!["en".to_string()],
        }
    }
}

/// The application: shared by every adapter (Discord, `local`, tests).
#[derive(Clone)]
pub struct App {
    /// The database. Writes (and reads that belong to a write) go through its writing pool;
    /// plain reads (`/game status`, `/hand`, `/game log`, `/odds`) through its read pool
    /// (`serve`: read-only connections that never take the write lock).
    pub db: store::Db,
    pub renderer: Arc<Renderer>,
    pub config: AppConfig,
    /// Renders at once at most: one per core. Unbounded parallel renders only queue up for the
    /// CPU and multiply memory (each board is a few MiB while drawn).
    render_slots: Arc<tokio::sync::Semaphore>,
    /// Reads at once at most: two per core. A burst of reads waits here, in order, instead of
    /// crowding the runtime's queue, where every write (which holds the write lock across its
    /// queries) would wait its turn behind each of them at every step.
    pub(crate) read_slots: Arc<tokio::sync::Semaphore>,
    /// Each game's latest state, by version (the read model).
    pub(crate) states: Arc<states::States>,
    /// Locales known to this process, by `u<user id>` and `c<channel id>` (`None`: none
    /// chosen): filled from the database on first use, and by every change made here.
    locales: Arc<std::sync::Mutex<std::collections::HashMap<String, Option<String>>>>,
}

static ERROR_COUNTER: AtomicU64 = AtomicU64::new(1);

/// A short reference for an unexpected error, shown to the player and written to the log.
pub fn error_reference() -> String {
    let n = ERROR_COUNTER.fetch_add(1, Ordering::Relaxed);
    let t = Utc::now().timestamp_micros() as u64;
    format!("E{:06X}", (t ^ n.wrapping_mul(0x9E37_79B9)) & 0xFF_FFFF)
}

/// `/odds`: parsed and computed by the game, off the async runtime (it can take a while for
/// big fleets).
async fn odds<G: crate::core::Game>(query: OddsQuery) -> Result<Effects, AppError> {
    let answer = tokio::task::spawn_blocking(move || G::odds(&query))
        .await
        .map_err(|e| AppError::Internal(e.into()))?;
    match answer {
        None => user_err(Msg::new("odds-none").text("game", G::NAME)),
        Some(Ok(a)) => Ok(Effects::public(a.message)),
        Some(Err(OddsError::Side(side, m))) => user_err(
            Msg::new("odds-side")
                .text("side", side.id())
                .msg("problem", m),
        ),
        Some(Err(OddsError::Other(m))) => user_err(m),
    }
}

/// The game of a stored game row (a kind this build does not know is our fault, not the
/// player's: it is logged).
pub(crate) fn kind_of(game: &store::GameRow) -> Result<GameKind, AppError> {
    GameKind::parse(&game.kind)
        .ok_or_else(|| AppError::Internal(anyhow::anyhow!("unknown game kind {:?}", game.kind)))
}

impl App {
    pub fn new(db: store::Db, renderer: Arc<Renderer>, config: AppConfig) -> Self {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        App {
            db,
            renderer,
            render_slots: Arc::new(tokio::sync::Semaphore::new(cores)),
            read_slots: Arc::new(tokio::sync::Semaphore::new(2 * cores)),
            states: Arc::new(states::States::new(config.state_cache_games)),
            locales: Arc::default(),
            config,
        }
    }

    /// Handles one request. Never fails: a player's mistake becomes an ephemeral reply that
    /// says what was wrong; an unexpected fault is logged with a reference the player sees.
    pub async fn handle(&self, mut req: Request) -> Effects {
        let result = match self.game_of_dm(&req).await {
            Ok(Some(channel)) => {
                req.channel = channel;
                self.dispatch(&req).await.map(|mut e| {
                    e.channel.get_or_insert(channel);
                    e
                })
            }
            Ok(None) => self.dispatch(&req).await,
            Err(e) => Err(e),
        };
        let mut e = match result {
            Ok(e) => e,
            Err(AppError::User(msg)) => Effects::ephemeral(msg),
            Err(AppError::Internal(e)) => {
                let reference = error_reference();
                tracing::error!(reference = %reference, error = ?e, command = ?req.command, "unexpected error");
                Effects::ephemeral(Msg::new("error-internal").text("reference", reference))
            }
        };
        self.address(&req, &mut e).await;
        e
    }

    /// The game a command sent from a DM is about: `/hand`, `/play`, `/help`, `/game status`
    /// and `/game log` name no game, so when the DM holds none they go to the game the
    /// requester is seated in, if there is exactly one; with several, the requester is told
    /// to send it from the game's channel. `None`: the request stays where it is.
    async fn game_of_dm(&self, req: &Request) -> Result<Option<u64>, AppError> {
        let about_my_game = matches!(
            req.command,
            Command::Hand
                | Command::Play { .. }
                | Command::Help
                | Command::Status
                | Command::StatusText
                | Command::Log { .. }
        );
        if req.guild.is_some() || !about_my_game {
            return Ok(None);
        }
        let mut c = self.db.acquire_read().await?;
        if store::open_game_in_channel(&mut c, &req.channel.to_string())
            .await?
            .is_some()
        {
            return Ok(None);
        }
        let games = store::active_games_of_user(&mut c, &req.user.id.to_string()).await?;
        match games.as_slice() {
            [] => Ok(None),
            [game] => Ok(game.channel_id.parse().ok()),
            several => user_err(Msg::new("dm-several-games").num("count", several.len() as i64)),
        }
    }

    async fn dispatch(&self, req: &Request) -> Result<Effects, AppError> {
        match &req.command {
            Command::New { .. }
            | Command::Join { .. }
            | Command::Leave
            | Command::Start { .. }
            | Command::Settings { .. }
            | Command::Abandon => Box::pin(lobby::handle(self, req)).await,
            Command::Odds {
                attacker,
                defender,
                flags,
                game,
            } => {
                let kind = match game {
                    Some(g) => GameKind::parse(g).ok_or_else(|| {
                        AppError::User(
                            Msg::new("unknown-game")
                                .text("game", g)
                                .text("games", GameKind::ids()),
                        )
                    })?,
                    None => {
                        let mut c = self.db.acquire_read().await?;
                        store::open_game_in_channel(&mut c, &req.channel.to_string())
                            .await?
                            .and_then(|g| GameKind::parse(&g.kind))
                            .unwrap_or(GameKind::ALL[0])
                    }
                };
                let query = OddsQuery {
                    attacker: attacker.clone(),
                    defender: defender.clone(),
                    flags: flags.clone(),
                };
                with_game!(kind, G => odds::<G>(query).await)
            }
            Command::Press { custom_id } if custom_id.starts_with(consent::BUTTON_PREFIX) => {
                Ok(consent::press(self, req, custom_id).await)
            }
            Command::Press { custom_id } if custom_id.starts_with(present::HAND_PREFIX) => {
                play::hand_button(self, req, custom_id).await
            }
            Command::Press { custom_id } if custom_id.starts_with(present::ORDERS_PREFIX) => {
                Box::pin(play::orders_button(self, req, custom_id)).await
            }
            Command::Help => help::handle(self, req).await,
            Command::Remind { .. } | Command::Vacation { .. } => {
                lobby::user_settings(self, req).await
            }
            Command::Status
            | Command::StatusText
            | Command::Log { .. }
            | Command::Undo
            | Command::Adjust { .. }
            | Command::Play { .. }
            | Command::Hand
            | Command::Press { .. }
            | Command::Timeout { .. } => play::handle(self, req).await,
        }
    }

    /// Says who reads what: records the requester's locale when it is new (their later DMs
    /// follow it), and marks the effects with the channel's language and each DM recipient's
    /// locale, for the adapters to translate. The app itself never picks a language. A
    /// failure here is logged and costs only the translation (the default language).
    async fn address(&self, req: &Request, e: &mut Effects) {
        if let Err(err) = self.address_inner(req, e).await {
            tracing::warn!(error = ?err, "locales not read or recorded");
        }
    }

    async fn address_inner(&self, req: &Request, e: &mut Effects) -> Result<(), AppError> {
        if let Some(locale) = &req.locale
            && req.user.id != 0
        {
            let key = format!("u{}", req.user.id);
            if self.cached_locale(&key) != Some(Some(locale.clone())) {
                let mut tx = self.db.begin_write().await?;
                store::set_user_locale(&mut tx, &req.user.id.to_string(), locale).await?;
                tx.commit().await?;
                self.cache_locale(key, Some(locale.clone()));
            }
        }
        let channel = e.channel.unwrap_or(req.channel);
        e.channel_locale = self.channel_locale(channel).await?;
        for d in &mut e.dms {
            d.locale = self.user_locale(d.user.id).await?;
        }
        Ok(())
    }

    fn cached_locale(&self, key: &str) -> Option<Option<String>> {
        self.locales.lock().ok()?.get(key).cloned()
    }

    fn cache_locale(&self, key: String, locale: Option<String>) {
        if let Ok(mut m) = self.locales.lock() {
            m.insert(key, locale);
        }
    }

    /// The locale a user's client last reported (`None`: never seen).
    pub async fn user_locale(&self, user: u64) -> Result<Option<String>, AppError> {
        let key = format!("u{user}");
        if let Some(l) = self.cached_locale(&key) {
            return Ok(l);
        }
        let mut c = self.db.acquire_read().await?;
        let l = store::user_settings(&mut c, &user.to_string())
            .await?
            .locale;
        self.cache_locale(key, l.clone());
        Ok(l)
    }

    /// The language a channel's table chose (`None`: the default).
    pub async fn channel_locale(&self, channel: u64) -> Result<Option<String>, AppError> {
        let key = format!("c{channel}");
        if let Some(l) = self.cached_locale(&key) {
            return Ok(l);
        }
        let mut c = self.db.acquire_read().await?;
        let l = store::channel_locale(&mut c, &channel.to_string()).await?;
        self.cache_locale(key, l.clone());
        Ok(l)
    }

    /// Which game the channel's open game is (`None`: no open game).
    pub async fn channel_game(&self, channel: u64) -> Result<Option<GameKind>, AppError> {
        let mut c = self.db.acquire_read().await?;
        let game = crate::store::open_game_in_channel(&mut c, &channel.to_string()).await?;
        game.as_ref().map(kind_of).transpose()
    }

    /// The channel's status message, while it is the latest message of its game there
    /// (`None`: the next status is posted anew). See `edge::Quiet`.
    pub async fn status_message(
        &self,
        channel: u64,
    ) -> Result<Option<store::StatusMessage>, AppError> {
        let mut c = self.db.acquire_read().await?;
        Ok(store::status_message(&mut c, &channel.to_string()).await?)
    }

    /// Records that the channel's status message is `m` (posted or edited just now), or, with
    /// `None`, that another message of the game was posted after it.
    pub async fn set_status_message(
        &self,
        channel: u64,
        m: Option<&store::StatusMessage>,
    ) -> Result<(), AppError> {
        let mut tx = self.db.begin_write().await?;
        match m {
            Some(m) => store::set_status_message(&mut tx, &channel.to_string(), m).await?,
            None => store::clear_status_message(&mut tx, &channel.to_string()).await?,
        }
        tx.commit().await?;
        Ok(())
    }

    /// The map fingerprint of the last board shown in the channel (`Scene::map_fingerprint`).
    pub async fn board_fingerprint(&self, channel: u64) -> Result<Option<String>, AppError> {
        let mut c = self.db.acquire_read().await?;
        Ok(store::board_fingerprint(&mut c, &channel.to_string()).await?)
    }

    /// Records the map fingerprint of a board just shown in the channel.
    pub async fn set_board_fingerprint(
        &self,
        channel: u64,
        fingerprint: &str,
    ) -> Result<(), AppError> {
        let mut tx = self.db.begin_write().await?;
        store::set_board_fingerprint(&mut tx, &channel.to_string(), fingerprint).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Records a channel's language (`/game settings language:`).
    pub(crate) fn remember_channel_locale(&self, channel: u64, locale: &str) {
        self.cache_locale(format!("c{channel}"), Some(locale.to_string()));
    }

    /// The channel's current game state (from the snapshot).
    pub async fn state<G: crate::core::Game>(&self, channel: u64) -> Result<G::State, AppError> {
        let mut c = self.db.acquire().await?;
        let Some(game) = crate::store::open_game_in_channel(&mut c, &channel.to_string()).await?
        else {
            return user_err(Msg::new("no-game"));
        };
        Ok(play::load::<G>(&mut c, &game, &self.config.secret).await?.0)
    }

    /// The state of the channel's latest started game, open or finished (a finished game stays
    /// the channel's readable game until a new one is created).
    pub async fn latest_state<G: crate::core::Game>(
        &self,
        channel: u64,
    ) -> Result<G::State, AppError> {
        let mut c = self.db.acquire().await?;
        let Some(game) = crate::store::latest_game_in_channel(&mut c, &channel.to_string()).await?
        else {
            return user_err(Msg::new("no-game"));
        };
        match game.status.as_str() {
            "active" | "finished" => {
                Ok(play::load::<G>(&mut c, &game, &self.config.secret).await?.0)
            }
            "lobby" => user_err(Msg::new("not-started")),
            _ => user_err(Msg::new("no-game")),
        }
    }

    /// The channel's game state twice: from the snapshot, and rebuilt by replaying the log from
    /// setup and seed. They must always agree; tests and the crash check compare them.
    pub async fn snapshot_and_replay<G: crate::core::Game>(
        &self,
        channel: u64,
    ) -> Result<(G::State, G::State), AppError> {
        let mut c = self.db.acquire().await?;
        let Some(game) = crate::store::open_game_in_channel(&mut c, &channel.to_string()).await?
        else {
            return user_err(Msg::new("no-game"));
        };
        let Some((_, json)) = crate::store::snapshot(&mut c, game.id).await? else {
            return user_err(Msg::new("not-started"));
        };
        let snapshot: G::State = serde_json::from_str(&json)?;
        let replayed = play::replay::<G>(&mut c, &game, &self.config.secret).await?;
        Ok((snapshot, replayed))
    }

    /// Renders a scene to PNG off the async runtime, at most one render per core at once.
    pub async fn render_png(&self, scene: crate::core::scene::Scene) -> Result<Vec<u8>, AppError> {
        self.paint(move |r| r.render_png(&scene)).await
    }

    /// Draws the picture of a change on a board (`render::choose_focus`), as PNG, like
    /// [`Self::render_png`].
    pub async fn render_focus_png(
        &self,
        scene: crate::core::scene::Scene,
        focus: crate::render::Focus,
    ) -> Result<Vec<u8>, AppError> {
        self.paint(move |r| r.render_focus_png(&scene, &focus))
            .await
    }

    /// Runs a drawing off the async runtime, at most one per core at once.
    async fn paint(
        &self,
        draw: impl FnOnce(&Renderer) -> Result<Vec<u8>, crate::render::RenderError> + Send + 'static,
    ) -> Result<Vec<u8>, AppError> {
        let _slot = self
            .render_slots
            .acquire()
            .await
            .map_err(|e| AppError::Internal(e.into()))?;
        let renderer = self.renderer.clone();
        tokio::task::spawn_blocking(move || draw(&renderer))
            .await
            .map_err(|e| AppError::Internal(e.into()))?
            .map_err(|e| AppError::Internal(e.into()))
    }
}
