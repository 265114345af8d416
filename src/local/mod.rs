//! `starpost local`: the same app driven from a script or from stdin, without Discord.
//!
//! A line is `@name /command sub opt:value …` written as in Discord (quote values with spaces),
//! or `@name [text]`, which presses the first button offered to that player, on the latest
//! message offering buttons to them, whose label contains `text` (case-insensitive). `#` starts
//! a comment. `@name +manage /game …` acts with the server's Manage Server permission. With
//! `--database FILE`, names keep their user ids across runs and interaction ids are never
//! reused. The transcript marks every message as channel, ephemeral or DM, lists the labels
//! of its buttons and whom it awaits, and writes every image as NNN.png beside it. A status
//! edited in place (`edge::Quiet`) is an entry `edited message NNN` with the message's whole
//! text after the edit.
//! `selfplay` drives a `Session` with the game's bot players instead of a script.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use chrono::{DateTime, Duration, Utc};

use crate::app::{App, Command, Request, User};
use crate::edge::{Button, Effects};
use crate::games::GameKind;

pub mod selfplay;

pub const CHANNEL: u64 = 1;
pub const GUILD: u64 = 1;

/// A script line that cannot be understood (the run stops with an error).
#[derive(Debug, thiserror::Error)]
#[error("line {line}: {reason}")]
pub struct ScriptError {
    pub line: usize,
    pub reason: String,
}

#[derive(Debug, Clone)]
struct Offered {
    to: Vec<u64>,
    buttons: Vec<Button>,
}

/// What a session sent where: the traffic counts of a played script (issue 16, "a quiet
/// channel"). Posts are new messages in the game's channel (public replies included), edits
/// are status messages edited in place, boards the images among the posts and public replies.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Traffic {
    pub channel_posts: usize,
    pub channel_edits: usize,
    pub dms: usize,
    pub ephemeral: usize,
    pub boards: usize,
    /// Of those, focus pictures (a change's few hexes, readable at a chat preview's width).
    pub focus: usize,
    pub png_bytes: usize,
    /// Script lines sent (commands and presses).
    pub inputs: usize,
    /// Of those, actions written in notation (`/play`, `/game adjust`).
    pub typed: usize,
}

impl std::fmt::Display for Traffic {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} channel posts, {} edits, {} DMs, {} ephemeral replies, {} boards ({} focus, {} PNG \
             bytes), {} inputs ({} typed)",
            self.channel_posts,
            self.channel_edits,
            self.dms,
            self.ephemeral,
            self.boards,
            self.focus,
            self.png_bytes,
            self.inputs,
            self.typed
        )
    }
}

/// Plays lines against an app and writes the transcript.
pub struct Session {
    traffic: Traffic,
    app: App,
    out: Option<PathBuf>,
    users: Vec<User>,
    offered: Vec<Offered>,
    /// The buttons and awaited names of each channel message by its number (an edit that adds
    /// log lines only shows them again).
    shown: std::collections::HashMap<String, (Vec<Button>, Vec<String>)>,
    transcript: String,
    messages: usize,
    images: usize,
    interactions: u64,
    now: DateTime<Utc>,
    /// Names and interaction ids of earlier runs on the same database have been read.
    resumed: bool,
    /// Users named for the first time, not yet written to the database.
    unsaved: Vec<User>,
    /// The locale each player's "client" reports, once set with `+locale=TAG` (by user id).
    locales: std::collections::HashMap<u64, String>,
}

/// Splits `key:value` options; values may be quoted by the caller's shell-like splitting.
fn options(tokens: &[String]) -> Result<Vec<(String, String)>, String> {
    tokens
        .iter()
        .map(|t| {
            t.split_once(':')
                .map(|(k, v)| (k.to_ascii_lowercase(), v.to_string()))
                .ok_or_else(|| format!("expected option:value, got `{t}`"))
        })
        .collect()
}

impl Session {
    pub fn new(app: App, out: Option<PathBuf>) -> Self {
        Session {
            app,
            out,
            users: Vec::new(),
            offered: Vec::new(),
            shown: Default::default(),
            transcript: String::from("# Starpost local transcript\n\n"),
            messages: 0,
            images: 0,
            interactions: 0,
            traffic: Traffic::default(),
            locales: Default::default(),
            now: "2026-01-01T12:00:00Z"
                .parse()
                .unwrap_or_else(|_| Utc::now()),
            resumed: false,
            unsaved: Vec::new(),
        }
    }

    /// The same session with `title` as the transcript's heading.
    pub fn titled(mut self, title: &str) -> Self {
        self.transcript = format!("# {title}\n\n");
        self
    }

    pub fn transcript(&self) -> &str {
        &self.transcript
    }

    /// What the session has sent so far, where.
    pub fn traffic(&self) -> Traffic {
        self.traffic
    }

    /// Adds a paragraph of plain text to the transcript (e.g. a result).
    pub fn note(&mut self, text: &str) {
        let _ = writeln!(self.transcript, "{}\n", text.trim_end());
    }

    fn user(&mut self, name: &str) -> User {
        let name = name.trim_start_matches('@');
        if let Some(u) = self.users.iter().find(|u| u.name == name) {
            return u.clone();
        }
        let id = self.users.iter().map(|u| u.id + 1).max().unwrap_or(1000);
        let u = User {
            id: id.max(1000),
            name: name.to_string(),
        };
        self.users.push(u.clone());
        self.unsaved.push(u.clone());
        u
    }

    /// Reads what earlier runs on the same database left: the user id of every script name
    /// (so `@alice` is the same player every run) and the last interaction number (so a new run
    /// never repeats an interaction id, which the app would ignore as already handled).
    async fn resume(&mut self) -> Result<(), crate::app::AppError> {
        if self.resumed {
            return Ok(());
        }
        let mut c = self.app.db.acquire().await?;
        for (name, id) in crate::store::local_users(&mut c).await? {
            if !self.users.iter().any(|u| u.name == name) {
                self.users.push(User {
                    id: id as u64,
                    name,
                });
            }
        }
        let last = crate::store::max_interaction_number(&mut c, "local-").await?;
        self.interactions = self.interactions.max(last);
        drop(c);
        // A new transcript has no earlier message to edit: the next status is posted.
        self.app.set_status_message(CHANNEL, None).await?;
        self.resumed = true;
        Ok(())
    }

    /// Writes the users named for the first time.
    async fn save_users(&mut self) -> Result<(), crate::app::AppError> {
        if self.unsaved.is_empty() {
            return Ok(());
        }
        let mut c = self.app.db.acquire().await?;
        for u in std::mem::take(&mut self.unsaved) {
            crate::store::insert_local_user(&mut c, &u.name, u.id as i64).await?;
        }
        Ok(())
    }

    /// The locale the player `name`'s client reports from now on (`--locale NAME=LOCALE`, or
    /// `@name +locale=LOCALE` in a script).
    pub fn set_locale(&mut self, name: &str, locale: &str) {
        let id = self.user(name).id;
        self.locales.insert(id, locale.to_string());
    }

    fn name_of(&self, id: u64) -> String {
        self.users
            .iter()
            .find(|u| u.id == id)
            .map(|u| u.name.clone())
            .unwrap_or_else(|| id.to_string())
    }

    /// Parses one script line into a request; `Ok(None)` for blank lines and comments.
    fn parse(&mut self, line_no: usize, line: &str) -> Result<Option<Request>, ScriptError> {
        let err = |reason: String| ScriptError {
            line: line_no,
            reason,
        };
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            return Ok(None);
        }
        let Some(rest) = line.strip_prefix('@') else {
            return Err(err("a line starts with @name".into()));
        };
        let (name, rest) = rest
            .split_once(char::is_whitespace)
            .ok_or_else(|| err("expected `@name /command …` or `@name [button]`".into()))?;
        let user = self.user(name);
        let rest = rest.trim();
        // `@name +manage /game …`: the player has the server's Manage Server permission.
        // `@name +locale=ko …`: from this line on, the player's client reports that locale
        // (their DMs and private replies are translated for it).
        let mut manage_server = false;
        let mut rest = rest;
        while let Some(r) = rest.strip_prefix('+') {
            let (word, after) = r.split_once(char::is_whitespace).unwrap_or((r, ""));
            match word.split_once('=') {
                None if word == "manage" => manage_server = true,
                Some(("locale", tag)) if !tag.is_empty() => {
                    self.locales.insert(user.id, tag.to_string());
                }
                _ => {
                    return Err(err(format!(
                        "unknown modifier `+{word}`: use +manage or +locale=TAG"
                    )));
                }
            }
            rest = after.trim();
        }
        let command = if let Some(label) = rest.strip_prefix('[') {
            let label = label
                .strip_suffix(']')
                .ok_or_else(|| err("a button press is written [text]".into()))?;
            let custom_id = self.find_button(user.id, label).ok_or_else(|| {
                err(format!(
                    "no button containing `{label}` is offered to {}",
                    user.name
                ))
            })?;
            Command::Press { custom_id }
        } else if rest.starts_with('/') {
            let tokens = shlex::split(rest).ok_or_else(|| err("unbalanced quotes".into()))?;
            self.command(&tokens).map_err(err)?
        } else {
            return Err(err(
                "expected `/command` or `[button]` after the name".into()
            ));
        };
        Ok(Some(self.request(user, command, manage_server)))
    }

    /// The next request: a new interaction id, a minute after the previous one.
    fn request(&mut self, user: User, command: Command, manage_server: bool) -> Request {
        let locale = self.locales.get(&user.id).cloned();
        self.interactions += 1;
        self.now += Duration::minutes(1);
        Request {
            user,
            channel: CHANNEL,
            guild: Some(GUILD),
            interaction: Some(format!("local-{}", self.interactions)),
            locale,
            now: self.now,
            command,
            manage_server,
        }
    }

    /// The newest button offered to the player `name` (in a post awaiting them, a DM, or a reply
    /// to them) that `pick` accepts.
    pub fn offered_button(&self, name: &str, pick: impl Fn(&Button) -> bool) -> Option<Button> {
        let user = self.users.iter().find(|u| u.name == name)?.id;
        self.offered
            .iter()
            .rev()
            .filter(|o| o.to.contains(&user))
            .find_map(|o| o.buttons.iter().find(|b| pick(b)))
            .cloned()
    }

    /// The newest message offering `user` buttons, and in it the first button whose label
    /// contains `label` (any case), leaving out the buttons named for another player (a
    /// message asking several players at once names each button, or each player's menu,
    /// "player: …").
    fn find_button(&self, user: u64, label: &str) -> Option<String> {
        let needle = label.to_lowercase();
        let others: Vec<String> = self
            .users
            .iter()
            .filter(|u| u.id != user)
            .map(|u| format!("{}: ", u.name))
            .collect();
        self.offered
            .iter()
            .rev()
            .find(|o| o.to.contains(&user) && !o.buttons.is_empty())
            .and_then(|o| {
                o.buttons
                    .iter()
                    .filter(|b| {
                        !others.iter().any(|n| {
                            b.label.starts_with(n.as_str())
                                || b.menu.as_ref().is_some_and(|m| m.starts_with(n.as_str()))
                        })
                    })
                    .find(|b| b.label.to_lowercase().contains(&needle))
                    .map(|b| b.custom_id.clone())
            })
    }

    fn command(&mut self, tokens: &[String]) -> Result<Command, String> {
        let head = tokens.first().map(|s| s.as_str()).unwrap_or("");
        let int = |v: &str| {
            v.parse::<i64>()
                .map_err(|_| format!("`{v}` is not a number"))
        };
        match head {
            "/game" => {
                let sub = tokens.get(1).ok_or("`/game` needs a subcommand")?;
                let opts = options(&tokens[2..])?;
                let get = |k: &str| opts.iter().find(|(n, _)| n == k).map(|(_, v)| v.clone());
                let known = |allowed: &[&str]| -> Result<(), String> {
                    match opts.iter().find(|(k, _)| !allowed.contains(&k.as_str())) {
                        Some((k, _)) => Err(format!("unknown option `{k}` for /game {sub}")),
                        None => Ok(()),
                    }
                };
                Ok(match sub.as_str() {
                    "new" => {
                        known(&["game", "players", "seed", "options", "map", "language"])?;
                        // Scripts written before `map` became a game option say `map:"…"`:
                        // it is `options:map="…"`.
                        let mut game_options: Vec<String> = get("options").into_iter().collect();
                        if let Some(v) = get("map") {
                            let v = shlex::try_quote(&v).map_err(|e| e.to_string())?;
                            game_options.push(format!("map={v}"));
                        }
                        Command::New {
                            game: get("game").ok_or_else(|| {
                                format!("`/game new` needs game:<{}>", GameKind::ids())
                            })?,
                            players: get("players").map(|v| int(&v)).transpose()?,
                            seed: get("seed").map(|v| int(&v)).transpose()?,
                            options: (!game_options.is_empty()).then(|| game_options.join(" ")),
                            language: get("language"),
                        }
                    }
                    "join" => {
                        known(&["faction", "color"])?;
                        Command::Join {
                            faction: get("faction"),
                            color: get("color"),
                        }
                    }
                    "leave" => Command::Leave,
                    "start" => {
                        known(&["speaker", "seating"])?;
                        Command::Start {
                            speaker: get("speaker").map(|n| self.user(&n)),
                            seating: get("seating"),
                        }
                    }
                    "status" => {
                        known(&["board"])?;
                        match get("board").as_deref() {
                            Some("false" | "no") => Command::StatusText,
                            _ => Command::Status,
                        }
                    }
                    "log" => {
                        known(&["count"])?;
                        Command::Log {
                            count: get("count").map(|v| int(&v)).transpose()?,
                        }
                    }
                    "undo" => Command::Undo,
                    "settings" => {
                        known(&["reminder", "reaction", "host", "language"])?;
                        Command::Settings {
                            reminder_hours: get("reminder").map(|v| int(&v)).transpose()?,
                            reaction_hours: get("reaction").map(|v| int(&v)).transpose()?,
                            host: get("host").map(|n| self.user(&n)),
                            language: get("language"),
                        }
                    }
                    "abandon" => Command::Abandon,
                    "adjust" => {
                        known(&["change"])?;
                        Command::Adjust {
                            text: get("change")
                                .ok_or("`/game adjust` needs change:\"<player> <counter> <±n>\"")?,
                        }
                    }
                    other => return Err(format!("unknown subcommand `/game {other}`")),
                })
            }
            "/hand" => Ok(Command::Hand),
            "/help" => Ok(Command::Help),
            "/odds" => {
                let opts = options(&tokens[1..])?;
                let get = |k: &str| opts.iter().find(|(n, _)| n == k).map(|(_, v)| v.clone());
                // `flags:"a b"`, and any other `key:true` is the flag `key` (`ground:true`).
                let mut flags: Vec<String> = get("flags")
                    .unwrap_or_default()
                    .split([' ', ','])
                    .filter(|f| !f.is_empty())
                    .map(str::to_string)
                    .collect();
                for (k, v) in &opts {
                    if ["attacker", "defender", "game", "flags"].contains(&k.as_str()) {
                        continue;
                    }
                    match v.as_str() {
                        "true" => flags.push(k.clone()),
                        "false" => {}
                        v => return Err(format!("`{k}` takes true or false, not `{v}`")),
                    }
                }
                Ok(Command::Odds {
                    attacker: get("attacker").ok_or("`/odds` needs attacker:\"<units>\"")?,
                    defender: get("defender").ok_or("`/odds` needs defender:\"<units>\"")?,
                    flags,
                    game: get("game"),
                })
            }
            "/play" => {
                let opts = options(&tokens[1..])?;
                match opts.as_slice() {
                    [(k, v)] if k == "action" => Ok(Command::Play { text: v.clone() }),
                    _ => Err(
                        "`/play` takes action:\"<action>\", e.g. /play action:\"activate 26\""
                            .into(),
                    ),
                }
            }
            "/remind" => {
                let opts = options(&tokens[1..])?;
                let get = |k: &str| opts.iter().find(|(n, _)| n == k).map(|(_, v)| v.clone());
                Ok(Command::Remind {
                    interval: get("interval").map(|v| int(&v)).transpose()?,
                    quiet: get("quiet"),
                    tz: get("tz"),
                })
            }
            "/vacation" => match tokens.get(1).map(|s| s.as_str()) {
                Some("on") => Ok(Command::Vacation { on: true }),
                Some("off") => Ok(Command::Vacation { on: false }),
                _ => Err("`/vacation` takes on or off".into()),
            },
            other => Err(format!("unknown command `{other}`")),
        }
    }

    /// Runs one line: returns the effects, or a script error.
    pub async fn line(
        &mut self,
        line_no: usize,
        line: &str,
    ) -> Result<Option<Effects>, ScriptError> {
        let db = |e: crate::app::AppError| ScriptError {
            line: line_no,
            reason: format!("database: {e}"),
        };
        self.resume().await.map_err(db)?;
        let Some(req) = self.parse(line_no, line)? else {
            return Ok(None);
        };
        self.save_users().await.map_err(db)?;
        self.submit(req, line.trim())
            .await
            .map(Some)
            .map_err(|e| ScriptError {
                line: line_no,
                reason: e.to_string(),
            })
    }

    /// Sends `command` as the player `name` (a new player the first time a name is used), as
    /// the script line `echo` in the transcript. Used by drivers that decide what to send
    /// themselves (`selfplay`).
    pub async fn act(
        &mut self,
        name: &str,
        command: Command,
        echo: &str,
    ) -> anyhow::Result<Effects> {
        self.resume().await?;
        let user = self.user(name);
        let req = self.request(user, command, false);
        self.save_users().await?;
        Ok(self.submit(req, echo).await?)
    }

    /// Handles a request and records what it produced.
    async fn submit(&mut self, req: Request, echo: &str) -> std::io::Result<Effects> {
        let user = req.user.clone();
        self.traffic.inputs += 1;
        if matches!(req.command, Command::Play { .. } | Command::Adjust { .. }) {
            self.traffic.typed += 1;
        }
        let _ = writeln!(self.transcript, "> `{echo}`\n");
        let change = crate::edge::is_change(&req.command);
        let mut effects = crate::edge::handle(&self.app, req).await;
        if change {
            crate::edge::fold_log(&mut effects);
        }
        self.record(&user, &effects).await?;
        // Written to the transcript: delivered (a `serve` on this database will not post
        // this prompt again).
        if let Some((game, version)) = effects.owed
            && let Err(e) = self.app.posts_delivered(game, version).await
        {
            tracing::warn!(game, error = ?e, "delivered posts not recorded");
        }
        Ok(effects)
    }

    fn image(&mut self, image: &crate::edge::Image) -> std::io::Result<String> {
        let png = &image.png;
        self.images += 1;
        self.traffic.boards += 1;
        if image.name == crate::edge::FOCUS_IMAGE {
            self.traffic.focus += 1;
        }
        self.traffic.png_bytes += png.len();
        let name = if image.name == crate::edge::FOCUS_IMAGE {
            format!("{:03}-focus.png", self.images)
        } else {
            format!("{:03}.png", self.images)
        };
        if let Some(dir) = &self.out {
            std::fs::write(dir.join(&name), png)?;
        }
        Ok(name)
    }

    fn entry(
        &mut self,
        head: &str,
        text: &str,
        image: Option<String>,
        buttons: &[Button],
        awaits: &[String],
    ) {
        self.messages += 1;
        let _ = writeln!(self.transcript, "**{:03} · {head}**\n", self.messages);
        for l in text.lines() {
            let _ = writeln!(self.transcript, "    {l}");
        }
        if let Some(name) = image {
            let _ = writeln!(self.transcript, "\n![board]({name})");
        }
        // Buttons on one line; each select menu on its own, `Menu (placeholder): [option] …`
        // (an option is chosen like a button, `@name [option]`).
        let plain: Vec<String> = buttons
            .iter()
            .filter(|b| b.menu.is_none())
            .map(|b| format!("[{}]", b.label))
            .collect();
        if !plain.is_empty() {
            let _ = writeln!(self.transcript, "\nButtons: {}", plain.join(" "));
        }
        let mut menus: Vec<(&str, Vec<String>)> = Vec::new();
        for b in buttons {
            if let Some(m) = &b.menu {
                match menus.last_mut() {
                    Some((p, options)) if *p == m.as_str() => {
                        options.push(format!("[{}]", b.label))
                    }
                    _ => menus.push((m.as_str(), vec![format!("[{}]", b.label)])),
                }
            }
        }
        for (placeholder, options) in menus {
            let _ = writeln!(
                self.transcript,
                "\nMenu ({placeholder}): {}",
                options.join(" ")
            );
        }
        if !awaits.is_empty() {
            let _ = writeln!(self.transcript, "\nAwaits: {}", awaits.join(", "));
        }
        self.transcript.push('\n');
    }

    async fn record(&mut self, user: &User, e: &Effects) -> std::io::Result<()> {
        let channel = e.channel.unwrap_or(CHANNEL);
        let app = self.app.clone();
        let mut quiet = crate::edge::Quiet::load(&app, channel).await;
        let r = &e.reply;
        if !r.text.is_empty() || r.image.is_some() || !r.buttons.is_empty() {
            let image = r.image.as_ref().map(|i| self.image(i)).transpose()?;
            let head = if r.ephemeral {
                self.traffic.ephemeral += 1;
                format!("ephemeral to {}", user.name)
            } else {
                self.traffic.channel_posts += 1;
                quiet.other().await;
                "channel".to_string()
            };
            self.entry(&head, &r.text, image, &r.buttons, &[]);
            self.offered.push(Offered {
                to: vec![user.id],
                buttons: r.buttons.clone(),
            });
        }
        for p in &e.posts {
            let image = p.image.as_ref().map(|i| self.image(i)).transpose()?;
            let planned = quiet.plan(p);
            // An edit that adds log lines only leaves the message's buttons as they were.
            let (shown, awaits) = match (&planned.edit, planned.keep_buttons) {
                (Some(id), true) => self.shown.get(id).cloned().unwrap_or_default(),
                _ => (
                    p.buttons.clone(),
                    p.awaits.iter().map(|u| u.name.clone()).collect(),
                ),
            };
            // An edit is shown as an entry of its own that names the message it changes, with
            // the message's whole text after the edit.
            let head = match &planned.edit {
                Some(id) => {
                    self.traffic.channel_edits += 1;
                    format!("edited message {id}")
                }
                None => {
                    self.traffic.channel_posts += 1;
                    "channel".to_string()
                }
            };
            self.entry(&head, &planned.content, image, &shown, &awaits);
            let id = planned
                .edit
                .clone()
                .unwrap_or_else(|| format!("{:03}", self.messages));
            quiet.sent(&planned, &id).await;
            self.shown.insert(id, (shown, awaits));
            if !p.buttons.is_empty() {
                self.offered.push(Offered {
                    to: p.awaits.iter().map(|u| u.id).collect(),
                    buttons: p.buttons.clone(),
                });
            }
        }
        for d in &e.dms {
            self.traffic.dms += 1;
            let head = format!("DM to {}", self.name_of(d.user.id));
            self.entry(&head, &d.text, None, &d.buttons, &[]);
            if !d.buttons.is_empty() {
                self.offered.push(Offered {
                    to: vec![d.user.id],
                    buttons: d.buttons.clone(),
                });
            }
        }
        Ok(())
    }

    /// Writes DIR/transcript.md.
    pub fn write(&self) -> std::io::Result<()> {
        if let Some(dir) = &self.out {
            std::fs::write(dir.join("transcript.md"), &self.transcript)?;
        }
        Ok(())
    }
}

/// Runs a whole script file; a malformed line is an error (the caller exits non-zero).
pub async fn run_script(app: App, script: &Path, out: &Path) -> anyhow::Result<Session> {
    run_script_with(app, script, out, &[]).await
}

/// `run_script` with players' client locales set from the start (`--locale NAME=LOCALE`).
pub async fn run_script_with(
    app: App,
    script: &Path,
    out: &Path,
    locales: &[(String, String)],
) -> anyhow::Result<Session> {
    std::fs::create_dir_all(out)?;
    let text = std::fs::read_to_string(script)?;
    let mut s = Session::new(app, Some(out.to_path_buf()));
    for (name, locale) in locales {
        s.set_locale(name, locale);
    }
    for (i, line) in text.lines().enumerate() {
        if let Err(e) = s.line(i + 1, line).await {
            s.write()?;
            return Err(e.into());
        }
    }
    s.write()?;
    Ok(s)
}
