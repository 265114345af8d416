//! A fake Discord on loopback for end-to-end tests: the REST API (HTTP/1.1 on one random
//! 127.0.0.1 port) and the gateway (a WebSocket on another), just enough of both for serenity
//! 0.12 and poise 0.7 to run the real bot against it.
//!
//! It records every REST call the bot makes (method, path, JSON body or multipart parts with
//! attachments), answers with well-formed objects, keeps the registered slash commands (so a test
//! can write `game new game:ti4 players:3` and get typed options, as a Discord client would),
//! dispatches INTERACTION_CREATE events as chosen users in chosen channels, measures the time from
//! dispatch to the bot's callback, can refuse DMs to a user (error 50007), can hold the bot's
//! answer to an interaction unanswered (a process killed before its answer got through) and can
//! drop the gateway connection to test resuming. See docs/e2e-tests.md.

use std::collections::{HashMap, HashSet};
use std::net::SocketAddr;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{Notify, watch};
use tokio::task::JoinHandle;
use tokio_tungstenite::tungstenite::Message as WsMessage;
use tokio_tungstenite::tungstenite::protocol::CloseFrame;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;

/// The bot's application id (also its user id) in the fake.
pub const APP_ID: u64 = 900_000_000_000_000_001;
/// The one guild every guild channel belongs to.
pub const GUILD_ID: u64 = 910_000_000_000_000_001;
/// Interaction flag: only the invoking user sees the message.
pub const EPHEMERAL: u64 = 64;

/// How long `wait_output` and `wait_in` wait before failing (a hang guard).
const OUTPUT_WAIT: Duration = Duration::from_secs(60);

const TIMESTAMP: &str = "2026-01-01T12:00:00.000000+00:00";

/// A Discord user the fake dispatches interactions as.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct FakeUser {
    pub id: u64,
    pub name: String,
}

/// One part of a multipart/form-data body.
#[derive(Debug, Clone)]
pub struct Part {
    pub name: String,
    pub filename: Option<String>,
    pub content_type: Option<String>,
    /// The bytes (only the first 8 of a file when `keep_files(false)`).
    pub data: Vec<u8>,
    /// The size of the part as sent.
    pub len: usize,
}

/// One REST call the bot made, and how the fake answered.
#[derive(Debug, Clone)]
pub struct RestCall {
    pub n: usize,
    pub at: Instant,
    pub method: String,
    /// Without the query string, e.g. `/api/v10/channels/5/messages`.
    pub path: String,
    pub query: String,
    pub authorization: Option<String>,
    pub content_type: Option<String>,
    /// The JSON body, or the multipart `payload_json` part.
    pub json: Option<Value>,
    /// Multipart parts (empty for a JSON body).
    pub parts: Vec<Part>,
    pub status: u16,
}

impl RestCall {
    /// The uploaded files (multipart parts with a file name).
    pub fn attachments(&self) -> Vec<&Part> {
        self.parts.iter().filter(|p| p.filename.is_some()).collect()
    }
}

/// Where a message of the bot appeared.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Place {
    /// A post in a guild channel.
    Channel(u64),
    /// A direct message to this user.
    Dm(u64),
    /// The answer to an interaction (callback data, follow-up or edit of the original).
    Reply { interaction: String },
}

/// A button as the bot sent it, or an option of a select menu (`menu`: the menu's custom id
/// and placeholder; `custom_id`: the option's value).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FakeButton {
    pub custom_id: String,
    pub label: String,
    pub menu: Option<(String, String)>,
    /// A button's style: 1 primary (blue), 2 secondary (grey), 3 success (green), 4 danger
    /// (red); 0 for a select menu's option.
    pub style: u64,
}

/// A message of the bot, decoded from a REST call.
#[derive(Debug, Clone)]
pub struct Output {
    /// Index of the REST call it came from.
    pub call: usize,
    pub message_id: u64,
    pub place: Place,
    /// The channel it is shown in (the DM channel for a DM).
    pub channel: u64,
    /// For `Place::Reply`: who pressed or typed (only they see an ephemeral reply).
    pub to_user: Option<u64>,
    pub content: String,
    pub ephemeral: bool,
    pub buttons: Vec<FakeButton>,
    pub attachments: Vec<Part>,
    /// The `allowed_mentions` object sent with the message (`None`: not sent, so Discord's
    /// default applies, which pings @everyone, roles and users written in the text).
    pub allowed_mentions: Option<Value>,
}

impl Output {
    /// Whether the message can ping only users: `allowed_mentions` was sent, its `parse` list
    /// has neither `everyone` nor `roles`, and it names no role.
    pub fn pings_only_users(&self) -> bool {
        let Some(am) = &self.allowed_mentions else {
            return false;
        };
        let parse: Vec<&str> = am["parse"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(Value::as_str)
            .collect();
        !parse.contains(&"everyone")
            && !parse.contains(&"roles")
            && am["roles"].as_array().is_none_or(Vec::is_empty)
    }

    /// The users this message may ping: listed in `allowed_mentions.users`, or every `<@id>`
    /// of its text when `parse` has `users`.
    pub fn pingable_users(&self) -> Vec<u64> {
        let Some(am) = &self.allowed_mentions else {
            return Vec::new();
        };
        let mut out: Vec<u64> = am["users"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|u| u.as_str().and_then(|u| u.parse().ok()).or(u.as_u64()))
            .collect();
        let parse_users = am["parse"]
            .as_array()
            .is_some_and(|p| p.iter().any(|v| v == "users"));
        if parse_users {
            out.extend(
                self.content
                    .split("<@")
                    .skip(1)
                    .filter_map(|t| t.split('>').next()?.parse::<u64>().ok()),
            );
        }
        out
    }

    pub fn is_public(&self) -> bool {
        matches!(self.place, Place::Channel(_)) || (self.is_reply() && !self.ephemeral)
    }

    pub fn is_reply(&self) -> bool {
        matches!(self.place, Place::Reply { .. })
    }

    /// Whether `user` can see this message.
    pub fn visible_to(&self, user: u64) -> bool {
        match &self.place {
            Place::Channel(_) => true,
            Place::Dm(u) => *u == user,
            Place::Reply { .. } => !self.ephemeral || self.to_user == Some(user),
        }
    }
}

/// Where an interaction is dispatched from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Chan {
    /// A text channel of the guild.
    Guild(u64),
    /// The user's DM channel with the bot.
    Dm,
}

/// A dispatched interaction.
#[derive(Debug, Clone)]
pub struct Interaction {
    pub id: String,
    pub token: String,
    pub user: u64,
    pub channel: u64,
}

/// How the bot answered one interaction.
#[derive(Debug, Clone)]
pub struct Answer {
    pub interaction: Interaction,
    /// Callback type: 4 message, 5 deferred message, 6 deferred update, 7 update message.
    pub kind: u64,
    pub latency: Duration,
    /// The reply message (callback data, or the follow-up after a deferral).
    pub reply: Output,
}

impl Answer {
    pub fn text(&self) -> &str {
        &self.reply.content
    }
    pub fn ephemeral(&self) -> bool {
        self.reply.ephemeral
    }
}

#[derive(Debug, Clone, Default)]
pub struct GatewayStats {
    pub connections: usize,
    pub identifies: usize,
    pub resumes: usize,
    pub heartbeats: usize,
    /// The `token` field of every IDENTIFY and RESUME.
    pub tokens: Vec<String>,
    /// The `shard` array (`[id, total]`) of every IDENTIFY (`[0, 1]` when it had none).
    pub shards: Vec<[u32; 2]>,
}

/// One shard's gateway session: its dispatches (seq, payload, interaction id).
#[derive(Default)]
struct Session {
    events: Vec<(u64, String, Option<String>)>,
    seq: u64,
    /// The session number of the latest IDENTIFY on this shard (0: none yet).
    number: u64,
}

struct Dispatched {
    user: u64,
    channel: u64,
    token: String,
    sent_at: Option<Instant>,
    /// For a component interaction: the message whose component was used (what an
    /// UPDATE_MESSAGE response, or an edit of the original after a deferred update, changes).
    message: Option<u64>,
    /// That message's content was changed by the answer (an UPDATE_MESSAGE, or an edit of the
    /// original after a deferred update, with content): the press was answered in place.
    updated: bool,
    /// That message was edited by the answer at all (its buttons removed, or its content).
    touched: bool,
}

struct Callback {
    at: Instant,
    /// The REST call index of the callback.
    call: usize,
    kind: u64,
    /// The visibility of the original response: the deferral's (type 5) or the message's
    /// (type 4). Discord shows the first follow-up after a deferral, and every edit of the
    /// original, with it, whatever their own flags.
    ephemeral: bool,
    /// Whether the original response has its content (a type 4 message, or a deferral already
    /// followed up or edited).
    filled: bool,
}

#[derive(Default)]
struct State {
    calls: Vec<RestCall>,
    outputs: Vec<Output>,
    /// Registered commands (the bot's PUT body, with ids), by name.
    commands: Vec<Value>,
    registrations: usize,
    users: HashMap<u64, FakeUser>,
    dm_channels: HashMap<u64, u64>,
    dm_owner: HashMap<u64, u64>,
    refused: HashSet<u64>,
    next_id: u64,
    interactions: HashMap<String, Dispatched>,
    by_token: HashMap<String, String>,
    callbacks: HashMap<String, Callback>,
    /// Output indices by the channel they appear in (a DM by its DM channel).
    by_channel: HashMap<u64, Vec<usize>>,
    callback_count: HashMap<String, usize>,
    /// Gateway: each shard's session, by shard id. A server's events go to shard
    /// `(guild_id >> 22) % total` and direct messages to shard 0, as Discord routes them.
    shards: HashMap<u32, Session>,
    /// The shard count the bot identified with (1 until then).
    total_shards: u32,
    /// Sessions started, over every shard (the last one's number).
    session: u64,
    /// The shard each session number belongs to (for RESUME).
    session_shard: HashMap<u64, u32>,
    /// The guild of each guild channel not in `GUILD_ID` (`in_guild`).
    channel_guilds: HashMap<u64, u64>,
    gateway: GatewayStats,
    /// Autocomplete answers (callback type 8): the choices, by interaction id.
    autocompletes: HashMap<String, Value>,
    /// Edits of posted messages' content (`PATCH /channels/{c}/messages/{m}`, an
    /// UPDATE_MESSAGE response, an edit of a component's message as the original response):
    /// the message id and its content after the edit, in order.
    edits: Vec<(u64, String)>,
    /// Messages created with a nonce: (channel, nonce) → (message id, content, when). With
    /// `enforce_nonce`, a second create with a recent nonce returns the first message instead
    /// of posting another, as Discord does ("checked for uniqueness in the past few minutes").
    nonces: HashMap<(u64, String), (u64, String, Instant)>,
    /// Interactions whose callback is held (`hold_callback`): never answered nor recorded.
    held: HashSet<String>,
    /// Interactions posted to the bot's HTTP endpoint whose response (`http_response`) is not
    /// recorded yet, and since when. Discord has an interaction's answer before anything the
    /// bot sends after writing it: meanwhile the bot's REST calls wait (`HTTP_RESPONSE_WAIT`
    /// at most).
    http_posted: HashMap<String, Instant>,
    /// The held callbacks that arrived (the bot was answering them).
    held_arrived: HashSet<String>,
}

/// How long the bot's REST calls wait for the HTTP response of an interaction posted to its
/// endpoint to be recorded (`http_response`).
const HTTP_RESPONSE_WAIT: Duration = Duration::from_secs(10);

/// How long the fake remembers a message's nonce (Discord: "the past few minutes").
pub const NONCE_WINDOW: Duration = Duration::from_secs(300);

impl State {
    /// The shard a dispatch goes to: its guild's, or shard 0 for a DM.
    fn shard_for(&self, guild: Option<u64>) -> u32 {
        let total = u64::from(self.total_shards.max(1));
        guild.map_or(0, |g| ((g >> 22) % total) as u32)
    }

    fn guild_of(&self, channel: u64) -> u64 {
        self.channel_guilds
            .get(&channel)
            .copied()
            .unwrap_or(GUILD_ID)
    }
}

struct Inner {
    state: Mutex<State>,
    changed: Notify,
    events: watch::Sender<u64>,
    close: watch::Sender<(u64, bool)>,
    heartbeat_ms: u64,
    keep_files: std::sync::atomic::AtomicBool,
    rest_addr: SocketAddr,
    gateway_addr: SocketAddr,
}

impl Inner {
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// The fake Discord. Dropping it stops both servers.
pub struct FakeDiscord {
    inner: Arc<Inner>,
    tasks: Vec<JoinHandle<()>>,
}

impl Drop for FakeDiscord {
    fn drop(&mut self) {
        for t in &self.tasks {
            t.abort();
        }
    }
}

fn snowflake(s: &mut State) -> u64 {
    s.next_id += 1;
    // Distinct from user, channel and guild ids used by the tests.
    950_000_000_000_000_000 + s.next_id
}

fn user_json(u: &FakeUser) -> Value {
    json!({
        "id": u.id.to_string(),
        "username": u.name,
        "global_name": u.name,
        "discriminator": "0",
        "avatar": null,
        "bot": false,
    })
}

fn bot_user_json() -> Value {
    json!({
        "id": APP_ID.to_string(),
        "username": "starpost",
        "global_name": "Starpost",
        "discriminator": "0",
        "avatar": null,
        "bot": true,
    })
}

/// A message create's nonce (Discord takes a string or an integer, at most 25 characters).
fn nonce_of(body: &Value) -> Option<String> {
    match &body["nonce"] {
        Value::String(n) => Some(n.clone()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

fn message_json(id: u64, channel: u64, content: &str) -> Value {
    json!({
        "id": id.to_string(),
        "channel_id": channel.to_string(),
        "author": bot_user_json(),
        "content": content,
        "timestamp": TIMESTAMP,
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": [],
        "embeds": [],
        "pinned": false,
        "type": 0,
        "flags": 0,
        "components": [],
    })
}

/// What Discord refuses in an autocomplete answer (callback type 8): more than 25 choices, a
/// name empty or over 100 characters, a value over 100 characters.
fn autocomplete_problem(body: &Value) -> Option<String> {
    if body["type"] != 8 {
        return None;
    }
    let choices = body["data"]["choices"].as_array()?;
    if choices.len() > 25 {
        return Some(format!(
            "{} autocomplete choices (at most 25)",
            choices.len()
        ));
    }
    for c in choices {
        let name = c["name"].as_str().unwrap_or_default().chars().count();
        let value = c["value"].as_str().map(|v| v.chars().count()).unwrap_or(0);
        if name == 0 || name > 100 || value > 100 {
            return Some(format!("invalid autocomplete choice {c}"));
        }
    }
    None
}

/// What Discord would refuse in a message's components (400, "Invalid Form Body"): more than
/// 5 rows, more than 5 buttons in a row, a select menu alone in its row with 1–25 options,
/// custom ids over 100 characters or repeated, button labels over 80, a button with a custom id
/// whose style is not 1–4, option labels and values over 100, placeholders over 150.
fn components_problem(payload: &Value) -> Option<String> {
    let rows = payload["components"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    if rows.len() > 5 {
        return Some(format!("{} action rows (at most 5)", rows.len()));
    }
    let mut ids = std::collections::HashSet::new();
    let len = |v: &Value| v.as_str().map_or(0, |t| t.chars().count());
    for row in &rows {
        let items = row["components"].as_array().cloned().unwrap_or_default();
        let selects = items.iter().filter(|c| c["type"] == 3).count();
        if items.len() > 5 || (selects > 0 && items.len() > 1) {
            return Some("a row holds up to 5 buttons or one select menu".into());
        }
        for c in &items {
            if len(&c["custom_id"]) > 100 || !ids.insert(c["custom_id"].to_string()) {
                return Some(format!("custom_id {} too long or repeated", c["custom_id"]));
            }
            if c["type"] == 2 && len(&c["label"]) > 80 {
                return Some("a button label over 80 characters".into());
            }
            // A button with a custom id has one of the four colour styles (5 is a link button,
            // which has a url instead; 6 a premium one).
            if c["type"] == 2 && !(1..=4).contains(&c["style"].as_u64().unwrap_or(0)) {
                return Some(format!("a button of style {}", c["style"]));
            }
            if c["type"] == 3 {
                let options = c["options"].as_array().cloned().unwrap_or_default();
                if options.is_empty() || options.len() > 25 {
                    return Some(format!("a select menu with {} options", options.len()));
                }
                if len(&c["placeholder"]) > 150
                    || options
                        .iter()
                        .any(|o| len(&o["label"]) > 100 || len(&o["value"]) > 100)
                {
                    return Some("a select menu text too long".into());
                }
            }
        }
    }
    None
}

/// Discord's locales for `name_localizations` and `description_localizations`.
const DISCORD_LOCALES: &[&str] = &[
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
    "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th",
    "zh-CN", "ja", "zh-TW", "ko",
];

/// What Discord would refuse in a command registration (400, "Invalid Form Body"): more than
/// 100 commands; a name (or localized name) that is not 1–32 lowercase letters, digits, `-` or
/// `_`; a description (or localized one) over 100 characters; a localization for a locale
/// Discord does not have; names repeated among siblings in any locale; more than 25 options
/// or choices.
fn commands_problem(body: &Value) -> Option<String> {
    fn name_ok(n: &str) -> bool {
        (1..=32).contains(&n.chars().count())
            && n.chars()
                .all(|c| (c == '-' || c == '_' || c.is_alphanumeric()) && c.to_lowercase().eq([c]))
    }
    fn check(c: &Value, path: &str) -> Option<String> {
        let name = c["name"].as_str().unwrap_or_default();
        let path = format!("{path}/{name}");
        if !name_ok(name) {
            return Some(format!("{path}: invalid name"));
        }
        if c["description"]
            .as_str()
            .is_some_and(|d| d.chars().count() > 100)
        {
            return Some(format!("{path}: description over 100 characters"));
        }
        for key in ["name_localizations", "description_localizations"] {
            let Some(map) = c[key].as_object() else {
                continue;
            };
            for (locale, v) in map {
                if !DISCORD_LOCALES.contains(&locale.as_str()) {
                    return Some(format!("{path}: {key} has an unknown locale {locale}"));
                }
                let v = v.as_str().unwrap_or_default();
                let bad = if key == "name_localizations" {
                    !name_ok(v)
                } else {
                    v.chars().count() > 100
                };
                if bad {
                    return Some(format!("{path}: invalid {key}.{locale} {v:?}"));
                }
            }
        }
        let options = c["options"].as_array().cloned().unwrap_or_default();
        if options.len() > 25 {
            return Some(format!("{path}: {} options", options.len()));
        }
        let choices = c["choices"].as_array().cloned().unwrap_or_default();
        if choices.len() > 25 {
            return Some(format!("{path}: {} choices", choices.len()));
        }
        // Sibling options may not share a name, in the default names or in any locale.
        let mut seen = std::collections::HashSet::new();
        for o in &options {
            let mut names = vec![(
                "".to_string(),
                o["name"].as_str().unwrap_or_default().to_string(),
            )];
            if let Some(map) = o["name_localizations"].as_object() {
                names.extend(
                    map.iter()
                        .map(|(l, v)| (l.clone(), v.as_str().unwrap_or_default().to_string())),
                );
            }
            for n in names {
                if !seen.insert(n.clone()) {
                    return Some(format!("{path}: two options named {:?} ({})", n.1, n.0));
                }
            }
        }
        options.iter().find_map(|o| check(o, &path))
    }
    let list = body.as_array()?;
    if list.len() > 100 {
        return Some(format!("{} commands (at most 100)", list.len()));
    }
    list.iter().find_map(|c| check(c, ""))
}

fn invalid_form(problem: String) -> (u16, Value) {
    (
        400,
        json!({"code": 50035, "message": format!("Invalid Form Body: {problem}")}),
    )
}

fn buttons_of(payload: &Value) -> Vec<FakeButton> {
    let mut out = Vec::new();
    for row in payload["components"].as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            if c["type"] == 2 {
                out.push(FakeButton {
                    custom_id: c["custom_id"].as_str().unwrap_or_default().to_string(),
                    label: c["label"].as_str().unwrap_or_default().to_string(),
                    menu: None,
                    style: c["style"].as_u64().unwrap_or(0),
                });
            } else if c["type"] == 3 {
                let menu = (
                    c["custom_id"].as_str().unwrap_or_default().to_string(),
                    c["placeholder"].as_str().unwrap_or_default().to_string(),
                );
                for o in c["options"].as_array().into_iter().flatten() {
                    out.push(FakeButton {
                        custom_id: o["value"].as_str().unwrap_or_default().to_string(),
                        label: o["label"].as_str().unwrap_or_default().to_string(),
                        menu: Some(menu.clone()),
                        style: 0,
                    });
                }
            }
        }
    }
    out
}

impl FakeDiscord {
    /// Starts both servers on random loopback ports.
    pub async fn start() -> FakeDiscord {
        Self::start_with_heartbeat(Duration::from_secs(10)).await
    }

    pub async fn start_with_heartbeat(heartbeat: Duration) -> FakeDiscord {
        let rest = TcpListener::bind("127.0.0.1:0").await.expect("bind REST");
        let gw = TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind gateway");
        let inner = Arc::new(Inner {
            state: Mutex::new(State::default()),
            changed: Notify::new(),
            events: watch::channel(0).0,
            close: watch::channel((0, false)).0,
            heartbeat_ms: heartbeat.as_millis() as u64,
            keep_files: std::sync::atomic::AtomicBool::new(true),
            rest_addr: rest.local_addr().expect("addr"),
            gateway_addr: gw.local_addr().expect("addr"),
        });
        let i1 = inner.clone();
        let rest_task = tokio::spawn(async move {
            while let Ok((stream, _)) = rest.accept().await {
                tokio::spawn(http_connection(stream, i1.clone()));
            }
        });
        let i2 = inner.clone();
        let gw_task = tokio::spawn(async move {
            while let Ok((stream, _)) = gw.accept().await {
                tokio::spawn(gateway_connection(stream, i2.clone()));
            }
        });
        FakeDiscord {
            inner,
            tasks: vec![rest_task, gw_task],
        }
    }

    /// For `HttpBuilder::proxy` / `STARPOST_DISCORD_API_BASE`.
    pub fn api_base(&self) -> String {
        format!("http://{}", self.inner.rest_addr)
    }

    /// For `STARPOST_DISCORD_GATEWAY_URL`.
    pub fn gateway_url(&self) -> String {
        format!("ws://{}", self.inner.gateway_addr)
    }

    /// A user the tests act as (created on first use; ids are stable per name and fake).
    pub fn user(&self, name: &str) -> FakeUser {
        let mut s = self.inner.lock();
        if let Some(u) = s.users.values().find(|u| u.name == name) {
            return u.clone();
        }
        let u = FakeUser {
            id: 100_000_000_000_000_001 + s.users.len() as u64,
            name: name.to_string(),
        };
        s.users.insert(u.id, u.clone());
        u
    }

    /// Whether to keep the bytes of uploaded files (default yes). The load bench turns it off
    /// so that the process's RSS is the bot's, not the recording's.
    pub fn keep_files(&self, keep: bool) {
        self.inner
            .keep_files
            .store(keep, std::sync::atomic::Ordering::Relaxed);
    }

    /// From now on, sending a DM to `user` fails with HTTP 403, code 50007.
    pub fn refuse_dms(&self, user: &FakeUser) {
        self.inner.lock().refused.insert(user.id);
    }

    /// The user's DM channel with the bot (created on first use, as `POST /users/@me/channels`).
    pub fn dm_channel(&self, user: &FakeUser) -> u64 {
        dm_channel_of(&mut self.inner.lock(), user.id)
    }

    pub fn calls(&self) -> Vec<RestCall> {
        self.inner.lock().calls.clone()
    }

    pub fn outputs(&self) -> Vec<Output> {
        self.inner.lock().outputs.clone()
    }

    /// The edits of posted messages' content, in order: (message id, content after the edit),
    /// by a PATCH of the message or as the answer to a press (UPDATE_MESSAGE, or an edit of the
    /// original response after a deferred update); an edit of the buttons only is not one. The
    /// message itself (`outputs`) shows its latest content and buttons, and its `call` is the
    /// edit's.
    pub fn edits(&self) -> Vec<(u64, String)> {
        self.inner.lock().edits.clone()
    }

    pub fn call_count(&self) -> usize {
        self.inner.lock().calls.len()
    }

    /// Names of the commands of the latest registration, and how many registrations there were.
    pub fn registered(&self) -> (Vec<String>, usize) {
        let s = self.inner.lock();
        let names = s
            .commands
            .iter()
            .filter_map(|c| c["name"].as_str().map(str::to_string))
            .collect();
        (names, s.registrations)
    }

    /// The commands of the latest registration as Discord keeps them (with their ids).
    pub fn registered_commands(&self) -> Vec<Value> {
        self.inner.lock().commands.clone()
    }

    pub fn gateway_stats(&self) -> GatewayStats {
        self.inner.lock().gateway.clone()
    }

    /// How many callbacks each interaction received.
    pub fn callback_counts(&self) -> HashMap<String, usize> {
        self.inner.lock().callback_count.clone()
    }

    /// Dispatch → first callback latency of every answered interaction, and the ids of the
    /// dispatched interactions that have no callback.
    pub fn latencies(&self) -> (Vec<Duration>, Vec<String>) {
        let s = self.inner.lock();
        let mut done = Vec::new();
        let mut missing = Vec::new();
        for (id, d) in &s.interactions {
            match (d.sent_at, s.callbacks.get(id)) {
                (Some(sent), Some(cb)) => done.push(cb.at.saturating_duration_since(sent)),
                _ => missing.push(id.clone()),
            }
        }
        (done, missing)
    }

    /// Waits until something new is recorded (a REST call or a gateway event), at most `max`.
    async fn changed(&self, max: Duration) {
        let _ = tokio::time::timeout(max, self.inner.changed.notified()).await;
    }

    /// Waits until `f` returns `Some`, re-checking whenever a REST call arrives; panics with
    /// `what` after `max`.
    pub async fn wait_until<T>(
        &self,
        what: &str,
        max: Duration,
        mut f: impl FnMut(&FakeDiscord) -> Option<T>,
    ) -> T {
        let end = Instant::now() + max;
        loop {
            let notified = self.inner.changed.notified();
            if let Some(v) = f(self) {
                return v;
            }
            let left = end.saturating_duration_since(Instant::now());
            if left.is_zero() {
                panic!("timed out after {max:?} waiting for {what}");
            }
            let _ = tokio::time::timeout(left.min(Duration::from_millis(200)), notified).await;
        }
    }

    /// Waits until the bot registered its commands (its start-up is then complete).
    pub async fn wait_registered(&self, max: Duration) -> Vec<String> {
        self.wait_until("command registration", max, |f| {
            let (names, n) = f.registered();
            (n > 0).then_some(names)
        })
        .await
    }

    /// Waits until no REST call has arrived for `quiet` (the bot has finished delivering).
    pub async fn settle(&self, quiet: Duration) {
        let mut seen = self.call_count();
        loop {
            tokio::time::sleep(quiet).await;
            let now = self.call_count();
            if now == seen {
                return;
            }
            seen = now;
        }
    }

    /// Waits until an output after call index `since` matches `pred`.
    pub async fn wait_output(
        &self,
        what: &str,
        since: usize,
        pred: impl Fn(&Output) -> bool,
    ) -> Output {
        self.wait_until(what, OUTPUT_WAIT, |f| {
            f.outputs().into_iter().find(|o| o.call >= since && pred(o))
        })
        .await
    }

    /// The newest button visible to `user` whose label contains `label` (case-insensitive),
    /// and the channel of its message. Looks in `channel`, the user's DMs and their replies.
    pub fn find_button(
        &self,
        user: &FakeUser,
        channel: u64,
        label: &str,
    ) -> Option<(FakeButton, Chan, u64)> {
        let needle = label.to_lowercase();
        let mut s = self.inner.lock();
        let dm = dm_channel_of(&mut s, user.id);
        let mut idx: Vec<usize> = [channel, dm]
            .iter()
            .filter_map(|c| s.by_channel.get(c))
            .flatten()
            .copied()
            .collect();
        idx.sort_unstable_by(|a, b| b.cmp(a));
        for i in idx {
            let o = &s.outputs[i];
            if !o.visible_to(user.id) {
                continue;
            }
            let chan = if o.channel == channel {
                Chan::Guild(channel)
            } else {
                Chan::Dm
            };
            if let Some(b) = o
                .buttons
                .iter()
                .find(|b| b.label.to_lowercase().contains(&needle))
            {
                return Some((b.clone(), chan, o.message_id));
            }
        }
        None
    }

    /// The newest output shown in `channel` for which `f` returns `Some`.
    pub fn latest_in<T>(&self, channel: u64, f: impl Fn(&Output) -> Option<T>) -> Option<T> {
        let s = self.inner.lock();
        s.by_channel
            .get(&channel)?
            .iter()
            .rev()
            .find_map(|i| f(&s.outputs[*i]))
    }

    /// Waits until an output shown in one of `channels`, from call index `since` on, matches
    /// `pred` (the first such, in order).
    pub async fn wait_in(
        &self,
        what: &str,
        channels: &[u64],
        since: usize,
        pred: impl Fn(&Output) -> bool,
    ) -> Output {
        self.wait_until(what, OUTPUT_WAIT, |f| {
            let s = f.inner.lock();
            let mut idx: Vec<usize> = channels
                .iter()
                .filter_map(|c| s.by_channel.get(c))
                .flatten()
                .copied()
                .collect();
            idx.sort_unstable();
            idx.into_iter()
                .map(|i| &s.outputs[i])
                .find(|o| o.call >= since && pred(o))
                .cloned()
        })
        .await
    }

    fn channel_id(&self, user: &FakeUser, chan: Chan) -> u64 {
        match chan {
            Chan::Guild(c) => c,
            Chan::Dm => self.dm_channel(user),
        }
    }

    fn new_interaction(&self, user: &FakeUser, channel: u64, id: Option<&str>) -> Interaction {
        let mut s = self.inner.lock();
        s.users.entry(user.id).or_insert_with(|| user.clone());
        let id = match id {
            Some(id) => id.to_string(),
            None => snowflake(&mut s).to_string(),
        };
        let token = format!("interaction-token-{id}");
        s.by_token.insert(token.clone(), id.clone());
        s.interactions
            .entry(id.clone())
            .or_insert_with(|| Dispatched {
                user: user.id,
                channel,
                token: token.clone(),
                sent_at: None,
                message: None,
                updated: false,
                touched: false,
            });
        Interaction {
            id,
            token,
            user: user.id,
            channel,
        }
    }

    /// Records the message a component interaction comes from.
    fn on_message(&self, ix: &Interaction, message_id: u64) {
        if let Some(d) = self.inner.lock().interactions.get_mut(&ix.id) {
            d.message = Some(message_id);
        }
    }

    /// A message of the bot as it is now (after any edits), by id.
    pub fn message(&self, message_id: u64) -> Option<Output> {
        let s = self.inner.lock();
        s.outputs
            .iter()
            .rev()
            .find(|o| o.message_id == message_id)
            .cloned()
    }

    fn base_interaction(&self, ix: &Interaction, user: &FakeUser, chan: Chan, kind: u8) -> Value {
        let mut v = json!({
            "id": ix.id,
            "application_id": APP_ID.to_string(),
            "type": kind,
            "channel_id": ix.channel.to_string(),
            "token": ix.token,
            "version": 1,
            "app_permissions": "2248473465835073",
            "locale": "en-US",
            "entitlements": [],
            "attachment_size_limit": 10_485_760u64,
        });
        match chan {
            Chan::Guild(c) => {
                let guild = self.inner.lock().guild_of(c);
                v["guild_id"] = json!(guild.to_string());
                v["guild_locale"] = json!("en-US");
                v["context"] = json!(0);
                v["member"] = json!({
                    "user": user_json(user),
                    "roles": [],
                    "joined_at": TIMESTAMP,
                    "deaf": false,
                    "mute": false,
                    "flags": 0,
                    "pending": false,
                    "permissions": "2248473465835073",
                });
                v["channel"] = json!({"id": ix.channel.to_string(), "type": 0, "name": format!("game-{}", ix.channel)});
            }
            Chan::Dm => {
                v["user"] = user_json(user);
                v["context"] = json!(1);
                v["channel"] = json!({"id": ix.channel.to_string(), "type": 1});
            }
        }
        v
    }

    /// Builds a slash command as a Discord client would from the registered definition:
    /// `line` is `command [subcommand] option:value …` (values may be quoted; a user option is
    /// written `@name`).
    pub fn slash_payload(
        &self,
        user: &FakeUser,
        chan: Chan,
        line: &str,
        id: Option<&str>,
    ) -> (Interaction, Value) {
        let tokens = shlex::split(line).unwrap_or_else(|| panic!("unbalanced quotes in `{line}`"));
        let name = tokens
            .first()
            .unwrap_or_else(|| panic!("empty command line"));
        let def = {
            let s = self.inner.lock();
            s.commands
                .iter()
                .find(|c| c["name"] == name.as_str())
                .cloned()
                .unwrap_or_else(|| panic!("command `{name}` is not registered"))
        };
        let mut rest = &tokens[1..];
        let mut opt_defs = def["options"].as_array().cloned().unwrap_or_default();
        let mut sub = None;
        if let Some(first) = rest.first()
            && let Some(sd) = opt_defs
                .iter()
                .find(|o| o["type"] == 1 && o["name"] == first.as_str())
                .cloned()
        {
            sub = Some(first.clone());
            opt_defs = sd["options"].as_array().cloned().unwrap_or_default();
            rest = &rest[1..];
        }
        let mut options = Vec::new();
        let mut resolved_users = serde_json::Map::new();
        let mut resolved_members = serde_json::Map::new();
        for t in rest {
            let (k, v) = t
                .split_once(':')
                .unwrap_or_else(|| panic!("expected option:value, got `{t}`"));
            let od = opt_defs
                .iter()
                .find(|o| o["name"] == k)
                .unwrap_or_else(|| panic!("option `{k}` is not in the registered `{line}`"));
            let kind = od["type"].as_u64().unwrap_or(3);
            let choices = od["choices"].as_array().cloned().unwrap_or_default();
            let value = if let Some(c) = choices.iter().find(|c| c["name"] == v) {
                c["value"].clone()
            } else {
                match kind {
                    4 => json!(
                        v.parse::<i64>()
                            .unwrap_or_else(|_| panic!("`{v}` is not an integer"))
                    ),
                    5 => json!(
                        v.parse::<bool>()
                            .unwrap_or_else(|_| panic!("`{v}` is not a boolean"))
                    ),
                    6 => {
                        let u = self.user(v.trim_start_matches('@'));
                        resolved_users.insert(u.id.to_string(), user_json(&u));
                        resolved_members.insert(
                            u.id.to_string(),
                            json!({"roles": [], "joined_at": TIMESTAMP, "deaf": false, "mute": false, "flags": 0}),
                        );
                        json!(u.id.to_string())
                    }
                    _ => json!(v),
                }
            };
            options.push(json!({"name": k, "type": kind, "value": value}));
        }
        let options = match sub {
            Some(s) => vec![json!({"name": s, "type": 1, "options": options})],
            None => options,
        };
        let channel = self.channel_id(user, chan);
        let ix = self.new_interaction(user, channel, id);
        let mut v = self.base_interaction(&ix, user, chan, 2);
        let mut resolved = json!({});
        if !resolved_users.is_empty() {
            resolved["users"] = Value::Object(resolved_users);
            if matches!(chan, Chan::Guild(_)) {
                resolved["members"] = Value::Object(resolved_members);
            }
        }
        v["data"] = json!({
            "id": def["id"],
            "name": name,
            "type": 1,
            "options": options,
            "resolved": resolved,
        });
        if matches!(chan, Chan::Guild(_)) {
            v["data"]["guild_id"] = json!(self.inner.lock().guild_of(ix.channel).to_string());
        }
        (ix, v)
    }

    /// An autocomplete request (interaction type 4) as a Discord client sends it while `user`
    /// types: `line` as for `slash_payload`, the option `focused` holding the partial text,
    /// the client's `locale`.
    pub fn autocomplete_payload(
        &self,
        user: &FakeUser,
        chan: Chan,
        line: &str,
        focused: &str,
        locale: &str,
    ) -> (Interaction, Value) {
        let (ix, mut v) = self.slash_payload(user, chan, line, None);
        v["type"] = json!(4);
        v["locale"] = json!(locale);
        let mut options = &mut v["data"]["options"];
        if options[0]["type"] == 1 {
            options = &mut options[0]["options"];
        }
        for o in options.as_array_mut().into_iter().flatten() {
            if o["name"] == focused {
                o["focused"] = json!(true);
                o["value"] = json!(
                    o["value"]
                        .as_str()
                        .map(str::to_string)
                        .unwrap_or_else(|| o["value"].to_string())
                );
            }
        }
        (ix, v)
    }

    /// Waits for the autocomplete answer to `ix`: its choices (`name`, `value`).
    pub async fn suggestions(&self, ix: &Interaction, max: Duration) -> Vec<(String, String)> {
        self.wait_until(&format!("the suggestions for {}", ix.id), max, |f| {
            let s = f.inner.lock();
            let choices = s.autocompletes.get(&ix.id)?;
            Some(
                choices
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|c| {
                        (
                            c["name"].as_str().unwrap_or_default().to_string(),
                            c["value"].as_str().unwrap_or_default().to_string(),
                        )
                    })
                    .collect(),
            )
        })
        .await
    }

    /// A button press (component type 2) on message `message_id`.
    pub fn press_payload(
        &self,
        user: &FakeUser,
        chan: Chan,
        custom_id: &str,
        message_id: u64,
        id: Option<&str>,
    ) -> (Interaction, Value) {
        let channel = self.channel_id(user, chan);
        let ix = self.new_interaction(user, channel, id);
        self.on_message(&ix, message_id);
        let mut v = self.base_interaction(&ix, user, chan, 3);
        v["data"] = json!({"custom_id": custom_id, "component_type": 2});
        v["message"] = message_json(message_id, channel, "");
        (ix, v)
    }

    /// A choice in a select menu (component type 3) of message `message_id`: the menu's custom
    /// id and the chosen option's value.
    pub fn select_payload(
        &self,
        user: &FakeUser,
        chan: Chan,
        menu_id: &str,
        value: &str,
        message_id: u64,
    ) -> (Interaction, Value) {
        let channel = self.channel_id(user, chan);
        let ix = self.new_interaction(user, channel, None);
        self.on_message(&ix, message_id);
        let mut v = self.base_interaction(&ix, user, chan, 3);
        v["data"] = json!({"custom_id": menu_id, "component_type": 3, "values": [value]});
        v["message"] = message_json(message_id, channel, "");
        (ix, v)
    }

    /// Presses a button, or chooses a select menu's option, as the bot sent it.
    pub fn choose(
        &self,
        user: &FakeUser,
        chan: Chan,
        choice: &FakeButton,
        message_id: u64,
    ) -> Interaction {
        let (ix, v) = match &choice.menu {
            Some((menu_id, _)) => {
                self.select_payload(user, chan, menu_id, &choice.custom_id, message_id)
            }
            None => self.press_payload(user, chan, &choice.custom_id, message_id, None),
        };
        self.dispatch(&ix, v);
        ix
    }

    /// Sends an INTERACTION_CREATE on the gateway, on the shard Discord would use: the
    /// guild's (`(guild_id >> 22) % total`) or shard 0 for a DM (queued until that shard's
    /// session is connected).
    pub fn dispatch(&self, ix: &Interaction, payload: Value) {
        let mut s = self.inner.lock();
        let guild = payload["guild_id"].as_str().and_then(|g| g.parse().ok());
        let shard = s.shard_for(guild);
        let session = s.shards.entry(shard).or_default();
        session.seq += 1;
        let seq = session.seq;
        let text = json!({"op": 0, "s": seq, "t": "INTERACTION_CREATE", "d": payload}).to_string();
        session.events.push((seq, text, Some(ix.id.clone())));
        drop(s);
        self.inner.events.send_modify(|n| *n += 1);
    }

    /// `ix` is being posted to the bot's HTTP interactions endpoint (not dispatched on the
    /// gateway): its answer is the HTTP response, given to `http_response`. Until then the
    /// bot's REST calls wait, as Discord takes the response before anything sent after it.
    pub fn posting_over_http(&self, ix: &Interaction) {
        let mut s = self.inner.lock();
        let now = Instant::now();
        if let Some(d) = s.interactions.get_mut(&ix.id) {
            d.sent_at.get_or_insert(now);
        }
        s.http_posted.insert(ix.id.clone(), now);
    }

    /// Records the body of the bot's HTTP response to `ix` as its callback, as Discord takes
    /// it (as if POSTed to `/interactions/{id}/{token}/callback`: a message, a deferral, an
    /// UPDATE_MESSAGE of the pressed message…); returns the status Discord would give it
    /// (400 for what it refuses). A PING's PONG is not recorded.
    pub fn http_response(&self, ix: &Interaction, response: &Value) -> u16 {
        let mut s = self.inner.lock();
        s.http_posted.remove(&ix.id);
        if response["type"].as_u64() == Some(1) {
            drop(s);
            self.inner.changed.notify_waiters();
            return 200;
        }
        let n = s.calls.len();
        let now = Instant::now();
        let path = format!("/api/v10/interactions/{}/{}/callback", ix.id, ix.token);
        let (status, _) = callback(&mut s, &ix.id, &ix.token, response, &[], n, now);
        s.calls.push(RestCall {
            n,
            at: now,
            // Not a REST call: the body of the bot's HTTP response.
            method: "RESPONSE".into(),
            path,
            query: String::new(),
            authorization: None,
            content_type: Some("application/json".into()),
            json: Some(response.clone()),
            parts: Vec::new(),
            status,
        });
        drop(s);
        self.inner.changed.notify_waiters();
        status
    }

    /// Holds the callback of `ix`: when the bot answers it, the fake neither answers nor
    /// records the answer, and the bot's request hangs, as if its process died before Discord
    /// got the answer (the test then kills it: a press applied but never answered).
    pub fn hold_callback(&self, ix: &Interaction) {
        self.inner.lock().held.insert(ix.id.clone());
    }

    /// Whether the held callback of `ix` has arrived: the bot handled the press.
    pub fn held_callback_arrived(&self, ix: &Interaction) -> bool {
        self.inner.lock().held_arrived.contains(&ix.id)
    }

    /// Puts guild channel `channel` in server `guild` (by default every guild channel is in
    /// `GUILD_ID`): its interactions carry that guild id and go to that guild's shard.
    pub fn in_guild(&self, channel: u64, guild: u64) {
        self.inner.lock().channel_guilds.insert(channel, guild);
    }

    /// The shard that receives the interactions of `chan` (with the shard count identified).
    pub fn shard_of(&self, user: &FakeUser, chan: Chan) -> u32 {
        let s = self.inner.lock();
        match chan {
            Chan::Guild(c) => s.shard_for(Some(s.guild_of(c))),
            Chan::Dm => {
                let _ = user;
                0
            }
        }
    }

    /// Dispatches a slash command; returns without waiting for the answer.
    pub fn slash(&self, user: &FakeUser, chan: Chan, line: &str) -> Interaction {
        let (ix, v) = self.slash_payload(user, chan, line, None);
        self.dispatch(&ix, v);
        ix
    }

    /// Dispatches a button press; returns without waiting for the answer.
    pub fn press(
        &self,
        user: &FakeUser,
        chan: Chan,
        custom_id: &str,
        message_id: u64,
    ) -> Interaction {
        let (ix, v) = self.press_payload(user, chan, custom_id, message_id, None);
        self.dispatch(&ix, v);
        ix
    }

    /// Waits for the bot's answer to `ix` (and for the follow-up if it deferred). The answer
    /// of a press answered in place (an UPDATE_MESSAGE, or an edit of the original after a
    /// deferred update, with content) is the pressed message as edited; of a press that only
    /// removed the pressed message's buttons, the first public message of the bot posted or
    /// edited after that in the interaction's channel (the status its answer leads).
    pub async fn answer(&self, ix: &Interaction, max: Duration) -> Answer {
        self.wait_until(&format!("the answer to interaction {}", ix.id), max, |f| {
            let s = f.inner.lock();
            let cb = s.callbacks.get(&ix.id)?;
            let d = s.interactions.get(&ix.id)?;
            let sent = d.sent_at?;
            let shown = s.by_channel.get(&ix.channel)?;
            let own = shown.iter().map(|i| &s.outputs[*i]).find(
                |o| matches!(&o.place, Place::Reply { interaction } if *interaction == ix.id),
            );
            let in_place = || {
                let pressed = d.message.filter(|_| d.touched)?;
                if d.updated {
                    return s.outputs.iter().rev().find(|o| o.message_id == pressed);
                }
                shown
                    .iter()
                    .map(|i| &s.outputs[*i])
                    .filter(|o| o.call > cb.call && o.is_public() && o.message_id != pressed)
                    .min_by_key(|o| o.call)
            };
            let reply = own.or_else(in_place)?.clone();
            Some(Answer {
                interaction: ix.clone(),
                kind: cb.kind,
                latency: cb.at.saturating_duration_since(sent),
                reply,
            })
        })
        .await
    }

    /// Every message answering `ix` (the original response, edits and follow-ups), in order.
    pub fn replies_of(&self, ix: &Interaction) -> Vec<Output> {
        self.inner
            .lock()
            .outputs
            .iter()
            .filter(|o| matches!(&o.place, Place::Reply { interaction } if *interaction == ix.id))
            .cloned()
            .collect()
    }

    /// Waits for the first callback to `ix` only; returns its type and the latency.
    pub async fn callback(&self, ix: &Interaction, max: Duration) -> (u64, Duration) {
        self.wait_until(&format!("a callback to interaction {}", ix.id), max, |f| {
            let s = f.inner.lock();
            let cb = s.callbacks.get(&ix.id)?;
            let sent = s.interactions.get(&ix.id)?.sent_at?;
            Some((cb.kind, cb.at.saturating_duration_since(sent)))
        })
        .await
    }

    /// Dispatch → first callback latency of `ix`, if it has been answered.
    pub fn latency_of(&self, ix: &Interaction) -> Option<Duration> {
        let s = self.inner.lock();
        let sent = s.interactions.get(&ix.id)?.sent_at?;
        Some(s.callbacks.get(&ix.id)?.at.saturating_duration_since(sent))
    }

    /// Dispatch → the reply message (the callback's message, or the follow-up after a
    /// deferral) of `ix`, if it has arrived.
    pub fn reply_latency_of(&self, ix: &Interaction) -> Option<Duration> {
        let s = self.inner.lock();
        let sent = s.interactions.get(&ix.id)?.sent_at?;
        let o = s
            .by_channel
            .get(&ix.channel)?
            .iter()
            .map(|i| &s.outputs[*i])
            .find(|o| matches!(&o.place, Place::Reply { interaction } if *interaction == ix.id))?;
        Some(s.calls.get(o.call)?.at.saturating_duration_since(sent))
    }

    /// The type of the first callback to `ix`, if it has been answered.
    pub fn callback_kind(&self, ix: &Interaction) -> Option<u64> {
        self.inner.lock().callbacks.get(&ix.id).map(|c| c.kind)
    }

    /// Drops the gateway connection: with a close frame (code 4000) when `clean`, else by
    /// closing the TCP connection. The bot is expected to reconnect and resume.
    pub fn disconnect_gateway(&self, clean: bool) {
        let (n, _) = *self.inner.close.borrow();
        self.inner.close.send_replace((n + 1, clean));
    }

    /// Waits until the gateway has seen `n` sessions identified or resumed in total.
    pub async fn wait_sessions(&self, n: usize, max: Duration) {
        self.wait_until("a gateway session", max, |f| {
            let g = f.gateway_stats();
            (g.identifies + g.resumes >= n).then_some(())
        })
        .await
    }

    /// Whether the bot has a live session at the moment (identified or resumed on the
    /// current connection).
    pub fn session_id(&self) -> u64 {
        self.inner.lock().session
    }

    /// Waits until a session is identified on each of `shards` (each `[id, total]`).
    pub async fn wait_shards(&self, shards: &[[u32; 2]], max: Duration) {
        self.wait_until("the shards' sessions", max, |f| {
            let g = f.gateway_stats();
            shards.iter().all(|sh| g.shards.contains(sh)).then_some(())
        })
        .await
    }

    /// Waits up to `max` for any new activity (for polling loops).
    pub async fn idle(&self, max: Duration) {
        self.changed(max).await
    }
}

fn dm_channel_of(s: &mut State, user: u64) -> u64 {
    if let Some(c) = s.dm_channels.get(&user) {
        return *c;
    }
    let c = 800_000_000_000_000_000 + user % 100_000_000_000_000_000;
    s.dm_channels.insert(user, c);
    s.dm_owner.insert(c, user);
    c
}

/// Edits the bot's message `id` in place with the fields of `data` that are sent (`content`,
/// `components`, `attachments`), as Discord does, at REST call `call` (the message's `call` from now on); an
/// edit of its content is recorded in `edits`. Returns it as it is now (`None`: no such
/// message).
fn edit_message(s: &mut State, id: Option<u64>, data: &Value, call: usize) -> Option<Output> {
    let o = s
        .outputs
        .iter_mut()
        .rev()
        .find(|o| Some(o.message_id) == id)?;
    o.call = call;
    if let Some(content) = data.get("content").and_then(Value::as_str) {
        o.content = content.to_string();
        s.edits.push((o.message_id, o.content.clone()));
    }
    if data.get("components").is_some_and(|c| !c.is_null()) {
        o.buttons = buttons_of(data);
    }
    // `attachments` lists the attachments the message keeps (and new files): an empty list
    // removes them all (a board included); without the field they stay.
    if data
        .get("attachments")
        .and_then(Value::as_array)
        .is_some_and(Vec::is_empty)
    {
        o.attachments.clear();
    }
    Some(o.clone())
}

fn push_output(s: &mut State, o: Output) {
    s.by_channel
        .entry(o.channel)
        .or_default()
        .push(s.outputs.len());
    s.outputs.push(o);
}

// ---------------------------------------------------------------------------------------------
// REST

struct HttpRequest {
    method: String,
    path: String,
    query: String,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
}

impl HttpRequest {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

async fn read_more(stream: &mut TcpStream, buf: &mut Vec<u8>) -> bool {
    let mut chunk = [0u8; 16 * 1024];
    match stream.read(&mut chunk).await {
        Ok(0) | Err(_) => false,
        Ok(n) => {
            buf.extend_from_slice(&chunk[..n]);
            true
        }
    }
}

/// Reads one HTTP/1.1 request (Content-Length or chunked body).
async fn read_request(stream: &mut TcpStream, buf: &mut Vec<u8>) -> Option<HttpRequest> {
    let (head_len, method, target, headers) = loop {
        let mut hs = [httparse::EMPTY_HEADER; 64];
        let mut req = httparse::Request::new(&mut hs);
        match req.parse(buf) {
            Ok(httparse::Status::Complete(n)) => {
                let headers: Vec<(String, String)> = req
                    .headers
                    .iter()
                    .map(|h| {
                        (
                            h.name.to_string(),
                            String::from_utf8_lossy(h.value).into_owned(),
                        )
                    })
                    .collect();
                break (
                    n,
                    req.method.unwrap_or("GET").to_string(),
                    req.path.unwrap_or("/").to_string(),
                    headers,
                );
            }
            Ok(httparse::Status::Partial) => {
                if !read_more(stream, buf).await {
                    return None;
                }
            }
            Err(_) => return None,
        }
    };
    buf.drain(..head_len);
    let get = |n: &str| {
        headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(n))
            .map(|(_, v)| v.clone())
    };
    let mut body = Vec::new();
    if get("transfer-encoding").is_some_and(|v| v.to_ascii_lowercase().contains("chunked")) {
        loop {
            let line_end = loop {
                if let Some(i) = find(buf, b"\r\n") {
                    break i;
                }
                if !read_more(stream, buf).await {
                    return None;
                }
            };
            let size_text = String::from_utf8_lossy(&buf[..line_end]).to_string();
            let size = usize::from_str_radix(size_text.split(';').next()?.trim(), 16).ok()?;
            buf.drain(..line_end + 2);
            while buf.len() < size + 2 {
                if !read_more(stream, buf).await {
                    return None;
                }
            }
            body.extend_from_slice(&buf[..size]);
            buf.drain(..size + 2);
            if size == 0 {
                break;
            }
        }
    } else {
        let len: usize = get("content-length")
            .and_then(|v| v.trim().parse().ok())
            .unwrap_or(0);
        while buf.len() < len {
            if !read_more(stream, buf).await {
                return None;
            }
        }
        body = buf.drain(..len).collect();
    }
    let (path, query) = match target.split_once('?') {
        Some((p, q)) => (p.to_string(), q.to_string()),
        None => (target, String::new()),
    };
    Some(HttpRequest {
        method,
        path,
        query,
        headers,
        body,
    })
}

/// The segments of an API path after `/api/v10` (`/api/v10/channels/1/messages` →
/// `["channels", "1", "messages"]`).
fn segments(path: &str) -> Vec<&str> {
    path.trim_start_matches("/api/v10")
        .trim_matches('/')
        .split('/')
        .collect()
}

/// Waits while an interaction posted to the bot's HTTP endpoint has no recorded response
/// (`posting_over_http`), `HTTP_RESPONSE_WAIT` at most from its posting.
async fn wait_for_http_responses(inner: &Inner) {
    loop {
        let notified = inner.changed.notified();
        let left = {
            let s = inner.lock();
            let now = Instant::now();
            s.http_posted
                .values()
                .map(|at| (*at + HTTP_RESPONSE_WAIT).saturating_duration_since(now))
                .filter(|d| !d.is_zero())
                .max()
        };
        let Some(left) = left else {
            return;
        };
        let _ = tokio::time::timeout(left.min(Duration::from_millis(100)), notified).await;
    }
}

/// The interaction id of a callback request the fake holds (`hold_callback`).
fn held_callback(inner: &Inner, req: &HttpRequest) -> Option<String> {
    let segs = segments(&req.path);
    match (req.method.as_str(), segs.as_slice()) {
        ("POST", ["interactions", id, _, "callback"]) if inner.lock().held.contains(*id) => {
            Some(id.to_string())
        }
        _ => None,
    }
}

async fn http_connection(mut stream: TcpStream, inner: Arc<Inner>) {
    let mut buf = Vec::new();
    while let Some(req) = read_request(&mut stream, &mut buf).await {
        wait_for_http_responses(&inner).await;
        if let Some(id) = held_callback(&inner, &req) {
            inner.lock().held_arrived.insert(id);
            inner.changed.notify_waiters();
            // No answer: the bot's request hangs until its connection closes (it is killed).
            let mut byte = [0u8; 1];
            while matches!(stream.read(&mut byte).await, Ok(n) if n > 0) {}
            return;
        }
        let (status, body) = handle_rest(&inner, req);
        let reason = match status {
            200 => "OK",
            204 => "No Content",
            400 => "Bad Request",
            403 => "Forbidden",
            _ => "Not Found",
        };
        let mut out = format!("HTTP/1.1 {status} {reason}\r\n");
        let body = if status == 204 {
            Vec::new()
        } else {
            out.push_str("content-type: application/json\r\n");
            let b = body.to_string().into_bytes();
            out.push_str(&format!("content-length: {}\r\n", b.len()));
            b
        };
        out.push_str("\r\n");
        let mut bytes = out.into_bytes();
        bytes.extend_from_slice(&body);
        if stream.write_all(&bytes).await.is_err() {
            return;
        }
        inner.changed.notify_waiters();
    }
}

fn parse_multipart(content_type: &str, body: &[u8]) -> Vec<Part> {
    let Some(boundary) = content_type
        .split(';')
        .map(str::trim)
        .find_map(|p| p.strip_prefix("boundary="))
    else {
        return Vec::new();
    };
    let boundary = boundary.trim_matches('"');
    let delim = format!("--{boundary}").into_bytes();
    let mut parts = Vec::new();
    let mut rest = body;
    let Some(start) = find(rest, &delim) else {
        return parts;
    };
    rest = &rest[start + delim.len()..];
    loop {
        if rest.starts_with(b"--") {
            break;
        }
        rest = rest.strip_prefix(b"\r\n").unwrap_or(rest);
        let Some(head_end) = find(rest, b"\r\n\r\n") else {
            break;
        };
        let head = String::from_utf8_lossy(&rest[..head_end]).to_string();
        let content = &rest[head_end + 4..];
        let mut next_delim = b"\r\n".to_vec();
        next_delim.extend_from_slice(&delim);
        let Some(end) = find(content, &next_delim) else {
            break;
        };
        let data = content[..end].to_vec();
        rest = &content[end + next_delim.len()..];
        let mut name = String::new();
        let mut filename = None;
        let mut ctype = None;
        for line in head.lines() {
            let lower = line.to_ascii_lowercase();
            if lower.starts_with("content-disposition:") {
                for item in line.split(';').map(str::trim) {
                    if let Some(v) = item.strip_prefix("name=") {
                        name = v.trim_matches('"').to_string();
                    } else if let Some(v) = item.strip_prefix("filename=") {
                        filename = Some(v.trim_matches('"').to_string());
                    }
                }
            } else if lower.starts_with("content-type:") {
                ctype = Some(line["content-type:".len()..].trim().to_string());
            }
        }
        parts.push(Part {
            name,
            filename,
            content_type: ctype,
            len: data.len(),
            data,
        });
    }
    parts
}

/// An interaction's callback (its response), at REST call `n`: through
/// `POST /interactions/{id}/{token}/callback`, or given in the body of the HTTP response to an
/// interaction posted to the bot's endpoint (`http_response`), which Discord takes alike.
fn callback(
    s: &mut State,
    id: &str,
    token: &str,
    body: &Value,
    parts: &[Part],
    n: usize,
    now: Instant,
) -> (u16, Value) {
    let id = id.to_string();
    let known = s
        .interactions
        .get(&id)
        .map(|d| (d.token.clone(), d.user, d.channel));
    match known {
        Some((t, user, channel)) if t == token => {
            *s.callback_count.entry(id.clone()).or_default() += 1;
            if s.callbacks.contains_key(&id) {
                (
                    400,
                    json!({"code": 40060, "message": "Interaction has already been acknowledged."}),
                )
            } else if let Some(problem) = components_problem(&body["data"]) {
                invalid_form(problem)
            } else if let Some(problem) = autocomplete_problem(body) {
                invalid_form(problem)
            } else {
                let kind = body["type"].as_u64().unwrap_or(0);
                let ephemeral = body["data"]["flags"].as_u64().unwrap_or(0) & EPHEMERAL != 0;
                s.callbacks.insert(
                    id.clone(),
                    Callback {
                        at: now,
                        call: n,
                        kind,
                        ephemeral,
                        filled: kind != 5,
                    },
                );
                if kind == 8 {
                    s.autocompletes
                        .insert(id.clone(), body["data"]["choices"].clone());
                }
                let message = s.interactions.get(&id).and_then(|d| d.message);
                if kind == 7 {
                    // UPDATE_MESSAGE: the message whose component was used is edited
                    // (the fields sent replace its own); no new message.
                    let edited = edit_message(s, message, &body["data"], n);
                    if edited.is_some()
                        && let Some(d) = s.interactions.get_mut(&id)
                    {
                        d.touched = true;
                        d.updated |= body["data"]["content"].is_string();
                    }
                } else if kind == 4 {
                    let data = &body["data"];
                    let msg_id = snowflake(s);
                    push_output(
                        s,
                        Output {
                            call: n,
                            message_id: msg_id,
                            place: Place::Reply {
                                interaction: id.clone(),
                            },
                            channel,
                            to_user: Some(user),
                            content: data["content"].as_str().unwrap_or_default().to_string(),
                            ephemeral,
                            buttons: buttons_of(data),
                            allowed_mentions: data.get("allowed_mentions").cloned(),
                            attachments: parts
                                .iter()
                                .filter(|p| p.filename.is_some())
                                .cloned()
                                .collect(),
                        },
                    );
                }
                (204, Value::Null)
            }
        }
        _ => (
            404,
            json!({"code": 10062, "message": "Unknown interaction"}),
        ),
    }
}

fn not_found() -> (u16, Value) {
    (404, json!({"code": 0, "message": "404: Not Found"}))
}

fn handle_rest(inner: &Inner, req: HttpRequest) -> (u16, Value) {
    let content_type = req.header("content-type").map(str::to_string);
    let authorization = req.header("authorization").map(str::to_string);
    let (json_body, parts) = match content_type.as_deref() {
        Some(ct) if ct.starts_with("multipart/form-data") => {
            let mut parts = parse_multipart(ct, &req.body);
            if !inner.keep_files.load(std::sync::atomic::Ordering::Relaxed) {
                for p in parts.iter_mut().filter(|p| p.filename.is_some()) {
                    p.data.truncate(8);
                    p.data.shrink_to_fit();
                }
            }
            let payload = parts
                .iter()
                .find(|p| p.name == "payload_json")
                .and_then(|p| serde_json::from_slice(&p.data).ok());
            (payload, parts)
        }
        _ => (serde_json::from_slice::<Value>(&req.body).ok(), Vec::new()),
    };
    let mut s = inner.lock();
    let n = s.calls.len();
    let body = json_body.clone().unwrap_or(Value::Null);
    let segs = segments(&req.path);
    let now = Instant::now();
    let (status, answer) = match (req.method.as_str(), segs.as_slice()) {
        ("GET", ["gateway"]) => (200, json!({"url": format!("ws://{}", inner.gateway_addr)})),
        ("GET", ["gateway", "bot"]) => (
            200,
            json!({
                "url": format!("ws://{}", inner.gateway_addr),
                "shards": 1,
                "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1},
            }),
        ),
        ("GET", ["oauth2", "applications", "@me"]) => (
            200,
            json!({
                "id": APP_ID.to_string(),
                "name": "Starpost",
                "icon": null,
                "description": "fake",
                "bot_public": true,
                "bot_require_code_grant": false,
                "verify_key": "0000",
                "owner": user_json(&FakeUser { id: 100_000_000_000_000_000, name: "owner".into() }),
                "team": null,
                "flags": 0,
            }),
        ),
        ("PUT", ["applications", _app, "commands"])
        | ("PUT", ["applications", _app, "guilds", _, "commands"]) => {
            if let Some(problem) = commands_problem(&body) {
                return invalid_form(problem);
            }
            let guild = segs
                .get(3)
                .filter(|_| segs.len() == 5)
                .map(|g| g.to_string());
            let mut list = Vec::new();
            for c in body.as_array().cloned().unwrap_or_default() {
                let mut c = c;
                let id = snowflake(&mut s);
                c["id"] = json!(id.to_string());
                c["application_id"] = json!(APP_ID.to_string());
                c["version"] = json!(id.to_string());
                if c.get("type").is_none_or(Value::is_null) {
                    c["type"] = json!(1);
                }
                if c.get("description").is_none_or(Value::is_null) {
                    c["description"] = json!("");
                }
                if let Some(g) = &guild {
                    c["guild_id"] = json!(g);
                }
                list.push(c);
            }
            s.commands = list.clone();
            s.registrations += 1;
            (200, Value::Array(list))
        }
        ("POST", ["users", "@me", "channels"]) => {
            let user: u64 = body["recipient_id"]
                .as_str()
                .and_then(|v| v.parse().ok())
                .or_else(|| body["recipient_id"].as_u64())
                .unwrap_or(0);
            let channel = dm_channel_of(&mut s, user);
            let u = s.users.get(&user).cloned().unwrap_or(FakeUser {
                id: user,
                name: format!("user{user}"),
            });
            (
                200,
                json!({"id": channel.to_string(), "type": 1, "last_message_id": null, "recipients": [user_json(&u)]}),
            )
        }
        ("POST", ["channels", channel, "messages"]) => {
            let channel: u64 = channel.parse().unwrap_or(0);
            let dm_user = s.dm_owner.get(&channel).copied();
            if dm_user.is_some_and(|u| s.refused.contains(&u)) {
                (
                    403,
                    json!({"code": 50007, "message": "Cannot send messages to this user"}),
                )
            } else if let Some(problem) = components_problem(&body) {
                invalid_form(problem)
            } else if let Some((id, content)) = nonce_of(&body)
                .filter(|_| body["enforce_nonce"].as_bool() == Some(true))
                .and_then(|nonce| s.nonces.get(&(channel, nonce)))
                .filter(|(_, _, at)| now.duration_since(*at) < NONCE_WINDOW)
                .map(|(id, content, _)| (*id, content.clone()))
            {
                // The message already created with this nonce, not a new one.
                (200, message_json(id, channel, &content))
            } else {
                let id = snowflake(&mut s);
                let content = body["content"].as_str().unwrap_or_default().to_string();
                if let Some(nonce) = nonce_of(&body) {
                    s.nonces
                        .insert((channel, nonce), (id, content.clone(), now));
                }
                push_output(
                    &mut s,
                    Output {
                        call: n,
                        message_id: id,
                        place: match dm_user {
                            Some(u) => Place::Dm(u),
                            None => Place::Channel(channel),
                        },
                        channel,
                        to_user: dm_user,
                        content: content.clone(),
                        ephemeral: false,
                        buttons: buttons_of(&body),
                        allowed_mentions: body.get("allowed_mentions").cloned(),
                        attachments: parts
                            .iter()
                            .filter(|p| p.filename.is_some())
                            .cloned()
                            .collect(),
                    },
                );
                (200, message_json(id, channel, &content))
            }
        }
        ("PATCH", ["channels", _channel, "messages", message]) => {
            if let Some(problem) = components_problem(&body) {
                invalid_form(problem)
            } else {
                match edit_message(&mut s, message.parse().ok(), &body, n) {
                    Some(o) => (200, message_json(o.message_id, o.channel, &o.content)),
                    None => (404, json!({"code": 10008, "message": "Unknown Message"})),
                }
            }
        }
        ("POST", ["interactions", id, token, "callback"]) => {
            callback(&mut s, id, token, &body, &parts, n, now)
        }
        ("POST", ["webhooks", _app, token])
        | ("PATCH", ["webhooks", _app, token, "messages", _]) => {
            let token = token.to_string();
            let original = req.method == "PATCH" && segs.last() == Some(&"@original");
            let updated = |s: &State, id: &str| {
                let kind = s.callbacks.get(id).map(|c| c.kind);
                let message = s.interactions.get(id).and_then(|d| d.message);
                message.filter(|_| matches!(kind, Some(6) | Some(7)))
            };
            match s.by_token.get(&token).cloned() {
                Some(_) if components_problem(&body).is_some() => {
                    invalid_form(components_problem(&body).unwrap_or_default())
                }
                // The original response of a component interaction answered by a (deferred)
                // update is the message whose component was used: it is edited in place.
                Some(id) if original && updated(&s, &id).is_some() => {
                    let message = updated(&s, &id);
                    match edit_message(&mut s, message, &body, n) {
                        Some(o) => {
                            if let Some(d) = s.interactions.get_mut(&id) {
                                d.touched = true;
                                d.updated |= body["content"].is_string();
                            }
                            (200, message_json(o.message_id, o.channel, &o.content))
                        }
                        None => (404, json!({"code": 10008, "message": "Unknown Message"})),
                    }
                }
                Some(id) => {
                    let (user, channel) = s
                        .interactions
                        .get(&id)
                        .map(|d| (d.user, d.channel))
                        .unwrap_or((0, 0));
                    let msg_id = snowflake(&mut s);
                    let content = body["content"].as_str().unwrap_or_default().to_string();
                    let own = body["flags"].as_u64().unwrap_or(0) & EPHEMERAL != 0;
                    let edit = req.method == "PATCH";
                    // Discord's rule: an edit of the original response, and the first follow-up
                    // to a deferral (which fills the "thinking…" message), take the original's
                    // visibility; later follow-ups have their own.
                    let ephemeral = match s.callbacks.get_mut(&id) {
                        Some(cb) if edit || !cb.filled => {
                            cb.filled = true;
                            cb.ephemeral
                        }
                        _ => own,
                    };
                    push_output(
                        &mut s,
                        Output {
                            call: n,
                            message_id: msg_id,
                            place: Place::Reply { interaction: id },
                            channel,
                            to_user: Some(user),
                            content: content.clone(),
                            ephemeral,
                            buttons: buttons_of(&body),
                            allowed_mentions: body.get("allowed_mentions").cloned(),
                            attachments: parts
                                .iter()
                                .filter(|p| p.filename.is_some())
                                .cloned()
                                .collect(),
                        },
                    );
                    (200, message_json(msg_id, channel, &content))
                }
                None => (404, json!({"code": 10015, "message": "Unknown Webhook"})),
            }
        }
        _ => not_found(),
    };
    s.calls.push(RestCall {
        n,
        at: now,
        method: req.method,
        path: req.path,
        query: req.query,
        authorization,
        content_type,
        json: json_body,
        parts,
        status,
    });
    (status, answer)
}

// ---------------------------------------------------------------------------------------------
// Gateway

async fn gateway_connection(stream: TcpStream, inner: Arc<Inner>) {
    let Ok(ws) = tokio_tungstenite::accept_async(stream).await else {
        return;
    };
    let (mut tx, mut rx) = ws.split();
    inner.lock().gateway.connections += 1;
    let hello = json!({"op": 10, "d": {"heartbeat_interval": inner.heartbeat_ms}});
    if tx.send(WsMessage::Text(hello.to_string())).await.is_err() {
        return;
    }
    let mut events = inner.events.subscribe();
    let mut close = inner.close.subscribe();
    close.borrow_and_update();
    // The shard of this connection and the last seq sent on it; None until IDENTIFY or RESUME.
    let mut shard: u32 = 0;
    let mut sent_upto: Option<u64> = None;
    loop {
        let mut outgoing: Vec<String> = Vec::new();
        tokio::select! {
            m = rx.next() => {
                let text = match m {
                    Some(Ok(WsMessage::Text(t))) => t,
                    Some(Ok(WsMessage::Close(_))) | None | Some(Err(_)) => break,
                    Some(Ok(_)) => continue,
                };
                let Ok(v) = serde_json::from_str::<Value>(&text) else { continue };
                match v["op"].as_u64() {
                    Some(1) => {
                        inner.lock().gateway.heartbeats += 1;
                        outgoing.push(json!({"op": 11}).to_string());
                    }
                    Some(2) => {
                        let mut s = inner.lock();
                        let pair = |i: usize| v["d"]["shard"][i].as_u64().map(|n| n as u32);
                        let (id, total) = match (pair(0), pair(1)) {
                            (Some(id), Some(total)) if id < total => (id, total),
                            _ => (0, 1),
                        };
                        shard = id;
                        s.gateway.identifies += 1;
                        s.gateway.shards.push([id, total]);
                        s.gateway.tokens.push(v["d"]["token"].as_str().unwrap_or_default().to_string());
                        s.total_shards = total;
                        s.session += 1;
                        let number = s.session;
                        s.session_shard.insert(number, id);
                        let mut guilds: Vec<u64> = vec![GUILD_ID];
                        guilds.extend(s.channel_guilds.values().copied());
                        guilds.sort_unstable();
                        guilds.dedup();
                        guilds.retain(|g| s.shard_for(Some(*g)) == id);
                        let ready = json!({
                            "op": 0, "s": 1, "t": "READY",
                            "d": {
                                "v": 10,
                                "user": bot_user_json(),
                                "guilds": guilds.iter().map(|g| json!({"id": g.to_string(), "unavailable": true})).collect::<Vec<_>>(),
                                "session_id": format!("fake-session-{number}"),
                                "resume_gateway_url": format!("ws://{}", inner.gateway_addr),
                                "application": {"id": APP_ID.to_string(), "flags": 0},
                                "private_channels": [],
                                "relationships": [],
                                "shard": [id, total],
                            }
                        });
                        s.shards.insert(id, Session { events: vec![(1, ready.to_string(), None)], seq: 1, number });
                        sent_upto = Some(0);
                    }
                    Some(6) => {
                        let from = v["d"]["seq"].as_u64().unwrap_or(0);
                        let mut s = inner.lock();
                        let number = v["d"]["session_id"]
                            .as_str()
                            .and_then(|t| t.strip_prefix("fake-session-"))
                            .and_then(|n| n.parse::<u64>().ok())
                            .unwrap_or(0);
                        shard = s.session_shard.get(&number).copied().unwrap_or(0);
                        s.gateway.resumes += 1;
                        s.gateway.tokens.push(v["d"]["token"].as_str().unwrap_or_default().to_string());
                        let session = s.shards.entry(shard).or_default();
                        // Replay what the bot missed, then RESUMED.
                        let missed: Vec<(u64, String, Option<String>)> = session
                            .events
                            .iter()
                            .filter(|(q, _, _)| *q > from)
                            .cloned()
                            .collect();
                        session.seq += 1;
                        let seq = session.seq;
                        let resumed = json!({"op": 0, "s": seq, "t": "RESUMED", "d": {}});
                        session.events.push((seq, resumed.to_string(), None));
                        let now = Instant::now();
                        for (_, text, id) in missed {
                            if let Some(id) = id
                                && let Some(d) = s.interactions.get_mut(&id)
                            {
                                d.sent_at.get_or_insert(now);
                            }
                            outgoing.push(text);
                        }
                        sent_upto = Some(seq - 1);
                    }
                    _ => {}
                }
            }
            r = events.changed() => {
                if r.is_err() { break; }
            }
            r = close.changed() => {
                if r.is_err() { break; }
                let (_, clean) = *close.borrow_and_update();
                if clean {
                    let frame = CloseFrame { code: CloseCode::from(4000), reason: "fake: reconnect please".into() };
                    let _ = tx.send(WsMessage::Close(Some(frame))).await;
                }
                break;
            }
        }
        // Send every event of this shard's session this connection has not sent yet.
        if let Some(upto) = sent_upto {
            let mut s = inner.lock();
            let now = Instant::now();
            let mut last = upto;
            let pending: Vec<(u64, String, Option<String>)> = match s.shards.get(&shard) {
                Some(session) => {
                    let start = session.events.partition_point(|(q, _, _)| *q <= upto);
                    session.events[start..].to_vec()
                }
                None => Vec::new(),
            };
            for (q, text, id) in pending {
                if let Some(id) = id
                    && let Some(d) = s.interactions.get_mut(&id)
                {
                    d.sent_at.get_or_insert(now);
                }
                outgoing.push(text);
                last = q;
            }
            sent_upto = Some(last);
        }
        for text in outgoing {
            if tx.send(WsMessage::Text(text)).await.is_err() {
                return;
            }
        }
        inner.changed.notify_waiters();
    }
}
