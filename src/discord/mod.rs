//! The Discord adapter: poise slash commands and button handlers turn Discord input into app
//! requests and app effects into Discord messages. No rules and no SQL here.

use std::sync::Arc;
use std::time::Duration;

use ::serenity::builder::Builder as _;
use chrono::Utc;
use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, ChannelId, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton,
    CreateInteractionResponse, CreateInteractionResponseFollowup, CreateInteractionResponseMessage,
    CreateMessage, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption,
    EditInteractionResponse, EditMessage, MessageId, UserId,
};

pub mod http;
pub mod lifecycle;
pub mod mentions;

use crate::app::{App, Command, Request, User};
use crate::config::Config;
use crate::core::Game;
use crate::core::msg::Translate;
use crate::core::{Msg, Tone};
use crate::edge::{Button, Effects, Post, Reply};
use crate::games::GameKind;
use crate::i18n::Tr;
use crate::scheduler::{self, Clock, SystemClock};

pub type Error = Box<dyn std::error::Error + Send + Sync>;
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// Shared data of the bot.
pub struct Data {
    pub app: App,
    /// How long to wait for the app before deferring (Discord wants an answer within 3 s).
    pub defer_after: Duration,
    /// The registered commands' ids, for command mentions in the texts.
    pub mentions: mentions::Mentions,
    /// In-flight interactions; closed on shutdown.
    pub gate: Arc<lifecycle::Gate>,
}

/// Discord's limit for a message.
const MAX_MESSAGE: usize = 2000;
/// Discord's error code for "Cannot send messages to this user".
const DM_REFUSED: isize = 50007;

/// Prefix of a select menu's own custom id; its options' values are the custom ids of the
/// buttons they stand for, so choosing an option is pressing that button.
const MENU_PREFIX: &str = "spmenu:";

/// Buttons in rows of five, then a row per select menu (consecutive options with the same
/// placeholder); Discord shows five rows at most.
fn components(buttons: &[Button]) -> Vec<CreateActionRow> {
    let plain: Vec<&Button> = buttons.iter().filter(|b| b.menu.is_none()).collect();
    let mut rows: Vec<CreateActionRow> = plain
        .chunks(5)
        .map(|row| {
            CreateActionRow::Buttons(
                row.iter()
                    .map(|b| {
                        CreateButton::new(b.custom_id.clone())
                            .label(truncate(&b.label, 80))
                            .style(style(b.tone))
                    })
                    .collect(),
            )
        })
        .collect();
    let mut menus: Vec<(&str, Vec<&Button>)> = Vec::new();
    for b in buttons {
        if let Some(m) = &b.menu {
            match menus.last_mut() {
                Some((p, options)) if *p == m.as_str() => options.push(b),
                _ => menus.push((m.as_str(), vec![b])),
            }
        }
    }
    for (i, (placeholder, options)) in menus.into_iter().enumerate() {
        let options = options
            .into_iter()
            .take(25)
            .map(|b| CreateSelectMenuOption::new(truncate(&b.label, 100), b.custom_id.clone()))
            .collect();
        rows.push(CreateActionRow::SelectMenu(
            CreateSelectMenu::new(
                format!("{MENU_PREFIX}{i}"),
                CreateSelectMenuKind::String { options },
            )
            .placeholder(truncate(placeholder, 150)),
        ));
    }
    rows.truncate(5);
    rows
}

/// A button's colour for what pressing it means: confirming green, declining or passing grey,
/// destroying or giving up red, any other choice Discord's usual blue.
fn style(tone: Tone) -> ButtonStyle {
    match tone {
        Tone::Default => ButtonStyle::Primary,
        Tone::Confirm => ButtonStyle::Success,
        Tone::Decline => ButtonStyle::Secondary,
        Tone::Destructive => ButtonStyle::Danger,
    }
}

/// The custom id a component interaction presses: a button's own, or for a select menu the
/// chosen option's value (the custom id of the button it stands for).
fn pressed_id(data: &serenity::ComponentInteractionData) -> String {
    match &data.kind {
        serenity::ComponentInteractionDataKind::StringSelect { values } => {
            values.first().cloned().unwrap_or_default()
        }
        _ => data.custom_id.clone(),
    }
}

fn truncate(s: &str, max: usize) -> String {
    if s.chars().count() <= max {
        return s.to_string();
    }
    let mut t: String = s.chars().take(max.saturating_sub(1)).collect();
    t.push('…');
    t
}

/// Splits a long text into Discord-sized pieces at line breaks.
pub fn split_message(text: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    for line in text.lines() {
        let cur = out.last_mut().expect("non-empty");
        if cur.chars().count() + line.chars().count() + 1 > MAX_MESSAGE && !cur.is_empty() {
            out.push(String::new());
        }
        let cur = out.last_mut().expect("non-empty");
        if !cur.is_empty() {
            cur.push('\n');
        }
        cur.push_str(&truncate(line, MAX_MESSAGE));
    }
    out.retain(|s| !s.is_empty());
    out
}

/// An image as a Discord attachment, with its drawn text as the description (alt text).
fn attachment(img: &crate::edge::Image) -> CreateAttachment {
    CreateAttachment::bytes(img.png.clone(), img.name.clone())
        .description(truncate(&img.drawn_text.join(" · "), 1024))
}

/// Whom a message may ping: only the users listed — never @everyone, @here or a role — so user
/// text in a message (deal terms, names) pings nobody. Set on every message the bot sends.
fn pings(users: impl IntoIterator<Item = u64>) -> CreateAllowedMentions {
    CreateAllowedMentions::new().users(users.into_iter().filter(|u| *u != 0).map(UserId::new))
}

/// Runs the app on `req`; after `defer_after` without an answer, `defer` is called once (and
/// the app goes on). Returns the effects and whether it deferred.
async fn answer_or_defer<F, Fut>(
    app: App,
    req: Request,
    defer_after: Duration,
    defer: F,
) -> Result<(Effects, bool), Error>
where
    F: FnOnce() -> Fut,
    Fut: std::future::Future<Output = Result<(), Error>>,
{
    let mut task = tokio::spawn(async move { crate::edge::handle(&app, req).await });
    if !defer_after.is_zero()
        && let Ok(done) = tokio::time::timeout(defer_after, &mut task).await
    {
        return Ok((done?, false));
    }
    defer().await?;
    Ok((task.await?, true))
}

/// What a command or button may answer privately is deferred privately: a deferral's
/// visibility is fixed when it is sent, and Discord shows the first follow-up with it whatever
/// the follow-up's own flags. A public answer to a private deferral is posted in the channel
/// instead, and the requester gets a private "done". (Buttons are deferred without a message,
/// see `on_component`.)
fn private_command(command: &Command) -> bool {
    matches!(
        command,
        Command::Play { .. }
            | Command::Adjust { .. }
            | Command::Hand
            | Command::Help
            | Command::Remind { .. }
            | Command::Vacation { .. }
    )
}

/// Moves a public reply into a channel post (it leads the effect's posts) and leaves `done`
/// as the requester's private reply.
fn reply_to_channel(effects: &mut Effects, done: String) {
    let r = std::mem::take(&mut effects.reply);
    // A blank answer (folded into the channel's status) posts nothing.
    if !r.text.is_empty() || r.image.is_some() || !r.buttons.is_empty() {
        effects.posts.insert(
            0,
            Post {
                text: r.text,
                image: r.image,
                buttons: r.buttons,
                awaits: Vec::new(),
                status: false,
                anew: false,
                log: String::new(),
            },
        );
    }
    effects.reply = Reply {
        text: done,
        ephemeral: true,
        ..Default::default()
    };
}

fn mention_line(users: &[User]) -> String {
    users
        .iter()
        .map(|u| format!("<@{}>", u.id))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Sends posts and DMs of an effect (everything but the interaction's own reply), each post
/// as a new message, recording nothing. (The gateway and the HTTP endpoint edit the status
/// message in place: [`deliver_quietly`].)
pub async fn deliver(http: &serenity::Http, e: &Effects, fallback_channel: ChannelId) {
    deliver_with(http, None, e, fallback_channel).await
}

/// [`deliver`], with a status post edited into the game's status message while that is the
/// latest message of the game in the channel (`edge::Quiet`, issue 16). `reply_public`: the
/// interaction's own answer was a public message, posted before these.
pub async fn deliver_quietly(
    http: &serenity::Http,
    app: &App,
    e: &Effects,
    fallback_channel: ChannelId,
    reply_public: bool,
) {
    let channel = e.channel.map(ChannelId::new).unwrap_or(fallback_channel);
    let mut quiet = crate::edge::Quiet::load(app, channel.get()).await;
    if reply_public {
        quiet.other().await;
    }
    deliver_with(http, Some(&mut quiet), e, fallback_channel).await;
    delivered(app, e).await;
}

/// Records that a change's posts were delivered (`Effects::owed`): the sweep will not post its
/// prompt again. A failure is logged: the prompt is then posted again after the lease.
pub(crate) async fn delivered(app: &App, e: &Effects) {
    if let Some((game, version)) = e.owed
        && let Err(err) = app.posts_delivered(game, version).await
    {
        tracing::warn!(game, error = ?err, "delivered posts not recorded");
    }
}

async fn deliver_with(
    http: &serenity::Http,
    mut quiet: Option<&mut crate::edge::Quiet<'_>>,
    e: &Effects,
    fallback_channel: ChannelId,
) {
    let channel = e.channel.map(ChannelId::new).unwrap_or(fallback_channel);
    // The messages a change owes carry nonces (`scheduler::owed_nonce`): its first delivery
    // and a sweep's create each message once.
    let mut nonces = Nonces::new(e.owed);
    for p in &e.posts {
        let planned = quiet.as_ref().map(|q| q.plan(p));
        let awaits: Vec<u64> = match &planned {
            Some(pl) => pl.awaits.clone(),
            None => p.awaits.iter().map(|u| u.id).collect(),
        };
        let mut text = planned
            .as_ref()
            .map_or_else(|| p.content(), |pl| pl.content.clone());
        if !awaits.is_empty() {
            let mentions: Vec<String> = awaits.iter().map(|u| format!("<@{u}>")).collect();
            text = format!("{} {}", mentions.join(" "), text);
        }
        if let (Some(q), Some(pl)) = (quiet.as_deref_mut(), &planned)
            && let Some(id) = &pl.edit
        {
            // An edit pings nobody: the status is edited only while it awaits the same players.
            let mut m = EditMessage::new()
                .content(text.clone())
                .allowed_mentions(pings(awaits.iter().copied()));
            if !pl.keep_buttons {
                m = m.components(components(&p.buttons));
            }
            let edited = match id.parse::<u64>() {
                Ok(mid) => channel
                    .edit_message(http, MessageId::new(mid.max(1)), m)
                    .await
                    .map(|_| ()),
                Err(_) => Err(serenity::Error::Other("not a message id")),
            };
            match edited {
                Ok(()) => {
                    q.sent(pl, id).await;
                    continue;
                }
                Err(err) => {
                    // Deleted, or not ours any more: posted anew below.
                    tracing::info!(error = %err, "could not edit the status message");
                    q.other().await;
                }
            }
        }
        let text = match (&planned, quiet.as_deref()) {
            // Planned as an edit that failed: the message as a new one.
            (Some(pl), Some(q)) if pl.edit.is_some() => {
                let fresh = q.plan(p);
                let mut t = fresh.content.clone();
                if !p.awaits.is_empty() {
                    t = format!("{} {}", mention_line(&p.awaits), t);
                }
                t
            }
            _ => text,
        };
        let pieces = split_message(&text);
        let last = pieces.len().saturating_sub(1);
        let mut sent_id = None;
        // A post is known by its own text; a post of log lines only, by them.
        let what = if p.text.is_empty() { &p.log } else { &p.text };
        let nth = nonces.nth("channel", what);
        for (i, piece) in pieces.iter().enumerate() {
            let mut m = nonces.on(
                CreateMessage::new()
                    .content(piece)
                    .allowed_mentions(pings(p.awaits.iter().map(|u| u.id))),
                "channel",
                what,
                nth,
                i,
            );
            if i == last {
                m = m.components(components(&p.buttons));
                if let Some(img) = &p.image {
                    m = m.add_file(attachment(img));
                }
            }
            match channel.send_message(http, m).await {
                Ok(msg) => sent_id = Some(msg.id.get()),
                Err(err) => tracing::warn!(error = %err, "could not post in the channel"),
            }
        }
        if let Some(q) = quiet.as_deref_mut() {
            let fresh = q.plan_new(p);
            match sent_id {
                Some(id) if pieces.len() == 1 => q.sent(&fresh, &id.to_string()).await,
                _ => q.other().await,
            }
        }
    }
    for d in &e.dms {
        let to = format!("dm {}", d.user.id);
        let nth = nonces.nth(&to, &d.text);
        let sent = async {
            let dm = UserId::new(d.user.id).create_dm_channel(http).await?;
            let pieces = split_message(&d.text);
            let last = pieces.len().saturating_sub(1);
            for (i, piece) in pieces.iter().enumerate() {
                let mut m = nonces.on(
                    CreateMessage::new()
                        .content(piece)
                        .allowed_mentions(pings([])),
                    &to,
                    &d.text,
                    nth,
                    i,
                );
                if i == last {
                    m = m.components(components(&d.buttons));
                }
                dm.id.send_message(http, m).await?;
            }
            Ok::<(), serenity::Error>(())
        }
        .await;
        if let Err(err) = sent {
            let refused = matches!(&err, serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) if r.error.code == DM_REFUSED);
            tracing::info!(user = d.user.id, refused, "direct message not delivered");
            // The notice holds no secret: it points the player to /hand.
            let notice = format!("<@{}> {}", d.user.id, d.refused_notice);
            let nth = nonces.nth("channel", &notice);
            let m = nonces.on(
                CreateMessage::new()
                    .content(&notice)
                    .allowed_mentions(pings([d.user.id])),
                "channel",
                &notice,
                nth,
                0,
            );
            if let Err(err) = channel.send_message(http, m).await {
                tracing::warn!(error = %err, "could not post the DM notice");
            }
            if let Some(q) = quiet.as_deref_mut() {
                q.other().await;
            }
        }
    }
}

/// The nonces of the messages of one delivery of a change's posts (`Effects::owed`; none for
/// other effects): what was already sent to each place, to tell repeated texts apart.
struct Nonces {
    owed: Option<(i64, i64)>,
    seen: Vec<(String, String)>,
}

impl Nonces {
    fn new(owed: Option<(i64, i64)>) -> Self {
        Nonces {
            owed,
            seen: Vec::new(),
        }
    }

    /// How many messages with this text went to `to` before in this delivery (counting this
    /// one from now on).
    fn nth(&mut self, to: &str, what: &str) -> usize {
        let n = self
            .seen
            .iter()
            .filter(|(t, w)| t == to && w == what)
            .count();
        self.seen.push((to.to_string(), what.to_string()));
        n
    }

    /// `m` with its nonce and `enforce_nonce`, if these are a change's posts.
    fn on(
        &self,
        m: CreateMessage,
        to: &str,
        what: &str,
        nth: usize,
        piece: usize,
    ) -> CreateMessage {
        match self.owed {
            Some(owed) => m
                .nonce(serenity::Nonce::String(scheduler::owed_nonce(
                    owed, to, what, nth, piece,
                )))
                .enforce_nonce(true),
            None => m,
        }
    }
}

/// Whether the interaction's member has Manage Server, or Administrator, which implies it
/// (Discord sends the member's permissions in the channel with every interaction in a server;
/// none in a DM).
fn may_manage(member: Option<&serenity::Member>) -> bool {
    member
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.manage_guild() || p.administrator())
}

fn request_user(u: &serenity::User) -> User {
    User {
        id: u.id.get(),
        name: u.global_name.clone().unwrap_or_else(|| u.name.clone()),
    }
}

/// Runs a slash command through the app, deferring if it takes long, and delivers the effects.
///
/// Privacy with Discord's real semantics: a deferral's visibility is chosen when it is sent, and
/// the first follow-up (the edit of the "thinking…" message) keeps it whatever its own flags.
/// So whatever may be answered privately (`/play`, `/game adjust`, `/hand`, …) is deferred
/// ephemerally, and a public answer to it is posted in the channel. The other commands are
/// deferred publicly; should one of them answer privately after all (a refusal), the first
/// follow-up only says "answered privately" and the answer goes in a second follow-up, which
/// Discord shows with its own (ephemeral) flag.
async fn run(ctx: Context<'_>, command: Command) -> Result<(), Error> {
    let Some(_pass) = ctx.data().gate.enter() else {
        // Discord delivers an interaction to one shard only: no other process will see it.
        tracing::info!(interaction = %ctx.id(), "shutting down: command answered with a retry");
        let text = Tr::for_locale(ctx.locale()).tr(&Msg::new("restarting"));
        ctx.send(poise::CreateReply::default().content(text).ephemeral(true))
            .await?;
        return Ok(());
    };
    let private = private_command(&command);
    let req = Request {
        user: request_user(ctx.author()),
        channel: ctx.channel_id().get(),
        guild: ctx.guild_id().map(|g| g.get()),
        interaction: Some(ctx.id().to_string()),
        locale: ctx.locale().map(str::to_string),
        now: Utc::now(),
        command,
        manage_server: match ctx {
            poise::Context::Application(a) => may_manage(a.interaction.member.as_deref()),
            poise::Context::Prefix(_) => false,
        },
    };
    let app = ctx.data().app.clone();
    let (mut effects, deferred) = answer_or_defer(app, req, ctx.data().defer_after, || async {
        if private {
            ctx.defer_ephemeral().await?;
        } else {
            ctx.defer().await?;
        }
        Ok(())
    })
    .await?;
    if is_repeat(&effects) {
        return Ok(());
    }
    ctx.data().mentions.effects(&mut effects);
    let tr = Tr::for_locale(ctx.locale());
    if deferred && private && !effects.reply.ephemeral {
        // The public answer goes to the channel anyway: an action's log lines lead its status
        // there (`edge::fold_log`, a quiet channel), and the requester is told privately.
        crate::edge::fold_log(&mut effects);
        reply_to_channel(&mut effects, tr.tr(&Msg::new("done-see-channel")));
    }
    let reply_public = !effects.reply.ephemeral;
    let r = &effects.reply;
    let pieces = split_message(&r.text);
    let replied = async {
        if deferred && !private && r.ephemeral {
            // The first follow-up is shown publicly: it holds nothing of the answer.
            ctx.send(
                poise::CreateReply::default()
                    .content(tr.tr(&Msg::new("answered-privately")))
                    .ephemeral(true)
                    .allowed_mentions(pings([])),
            )
            .await?;
        }
        let mut reply = poise::CreateReply::default()
            .content(pieces.first().cloned().unwrap_or_else(|| "✓".to_string()))
            .ephemeral(r.ephemeral)
            .allowed_mentions(pings([]))
            .components(components(&r.buttons));
        if let Some(img) = &r.image {
            reply = reply.attachment(attachment(img));
        }
        ctx.send(reply).await?;
        for more in pieces.iter().skip(1) {
            ctx.send(
                poise::CreateReply::default()
                    .content(more)
                    .ephemeral(r.ephemeral)
                    .allowed_mentions(pings([])),
            )
            .await?;
        }
        Ok::<(), Error>(())
    }
    .await;
    // The action is stored whether or not the reply got through: the channel and the DMs
    // must still learn what happened and who is awaited next.
    let app = &ctx.data().app;
    deliver_quietly(ctx.http(), app, &effects, ctx.channel_id(), reply_public).await;
    replied
}

/// A repeated delivery of an interaction the app has already handled: the app did nothing and
/// the first delivery answers it. Answering again would race that answer and, when first,
/// make the first delivery's answer (and its posts) fail.
fn is_repeat(effects: &Effects) -> bool {
    let repeat = *effects == Effects::default();
    if repeat {
        tracing::debug!("repeated interaction: left to its first delivery");
    }
    repeat
}

/// A button press: same path as a command, answered on the component interaction.
async fn on_component(
    ctx: &serenity::Context,
    data: &Data,
    ci: &serenity::ComponentInteraction,
) -> Result<(), Error> {
    let Some(_pass) = data.gate.enter() else {
        // Discord delivers an interaction to one shard only: no other process will see it.
        tracing::info!(interaction = %ci.id, "shutting down: press answered with a retry");
        let text = Tr::for_locale(Some(&ci.locale)).tr(&Msg::new("restarting"));
        ci.create_response(
            ctx,
            serenity::CreateInteractionResponse::Message(
                serenity::CreateInteractionResponseMessage::new()
                    .content(text)
                    .ephemeral(true),
            ),
        )
        .await?;
        return Ok(());
    };
    let req = Request {
        user: request_user(&ci.user),
        channel: ci.channel_id.get(),
        guild: ci.guild_id.map(|g| g.get()),
        interaction: Some(ci.id.to_string()),
        locale: Some(ci.locale.clone()),
        now: Utc::now(),
        command: Command::Press {
            custom_id: pressed_id(&ci.data),
        },
        manage_server: may_manage(ci.member.as_ref()),
    };
    let mut answerer = Answerer::rest(&ctx.http, ci.id, &ci.token);
    play_press(
        &ctx.http,
        &data.app,
        &data.mentions,
        req,
        ci.message.id,
        data.defer_after,
        &mut answerer,
    )
    .await
}

/// Where the first answer to an interaction goes (Discord's "interaction response"), and the
/// calls that follow it (follow-ups, edits of the original response) through REST.
pub(crate) struct Answerer<'a> {
    http: &'a serenity::Http,
    token: &'a str,
    first: First,
}

enum First {
    /// `POST /interactions/{id}/{token}/callback` (the gateway).
    Rest(serenity::InteractionId),
    /// The body of the HTTP response to Discord's request (the HTTP endpoint): handed over
    /// once; the calls after it wait until the response was written, since Discord knows
    /// an interaction's follow-ups and its original response only once it has its answer.
    Body {
        answer: Option<tokio::sync::oneshot::Sender<serde_json::Value>>,
        written: Option<tokio::sync::oneshot::Receiver<()>>,
    },
}

impl<'a> Answerer<'a> {
    /// Answers through REST (an interaction received on the gateway).
    pub(crate) fn rest(
        http: &'a serenity::Http,
        id: serenity::InteractionId,
        token: &'a str,
    ) -> Answerer<'a> {
        Answerer {
            http,
            token,
            first: First::Rest(id),
        }
    }

    /// Answers into an HTTP response body (sent on `answer`); `written` tells when the
    /// response has gone out (or will not: a dropped sender counts as written).
    pub(crate) fn body(
        http: &'a serenity::Http,
        token: &'a str,
        answer: tokio::sync::oneshot::Sender<serde_json::Value>,
        written: tokio::sync::oneshot::Receiver<()>,
    ) -> Answerer<'a> {
        Answerer {
            http,
            token,
            first: First::Body {
                answer: Some(answer),
                written: Some(written),
            },
        }
    }

    /// Whether the first answer can carry a file (an HTTP response body here is JSON only:
    /// an answer with an image is deferred and sent as a follow-up).
    fn can_attach(&self) -> bool {
        matches!(self.first, First::Rest(_))
    }

    /// The interaction's response, given as Discord's JSON (`{"type": …, "data": …}`).
    pub(crate) async fn respond_json(
        &mut self,
        body: serde_json::Value,
    ) -> Result<(), serenity::Error> {
        match &mut self.first {
            First::Rest(id) => {
                self.http
                    .create_interaction_response(*id, self.token, &body, Vec::new())
                    .await
            }
            First::Body { answer, .. } => match answer.take() {
                Some(tx) => {
                    // The receiver gone: the request failed; Discord has no answer either way.
                    let _ = tx.send(body);
                    Ok(())
                }
                None => Err(serenity::Error::Other(
                    "the interaction is already answered",
                )),
            },
        }
    }

    /// The interaction's response, from serenity's builder (which may carry files: only
    /// through REST).
    async fn respond(&mut self, r: CreateInteractionResponse) -> Result<(), serenity::Error> {
        match &self.first {
            First::Rest(id) => r.execute(self.http, (*id, self.token)).await,
            First::Body { .. } => {
                let body = serde_json::to_value(&r)?;
                self.respond_json(body).await
            }
        }
    }

    /// Whether the interaction has no response yet (HTTP endpoint: a repeated interaction,
    /// or a failure before the answer).
    pub(crate) fn unanswered(&self) -> bool {
        matches!(
            &self.first,
            First::Body {
                answer: Some(_),
                ..
            }
        )
    }

    /// Waits until the response was written (HTTP endpoint), once. A response not given by
    /// then is given up (the endpoint then answers with a bare acknowledgement).
    async fn answered(&mut self) {
        if let First::Body { answer, written } = &mut self.first {
            answer.take();
            if let Some(rx) = written.take() {
                let _ = rx.await;
            }
        }
    }

    async fn followup(
        &mut self,
        f: CreateInteractionResponseFollowup,
    ) -> Result<(), serenity::Error> {
        self.answered().await;
        f.execute(self.http, (None, self.token)).await.map(|_| ())
    }

    /// Edits the original response (of a press answered by a deferred update: the pressed
    /// message).
    async fn edit_original(&mut self, m: EditInteractionResponse) -> Result<(), serenity::Error> {
        self.answered().await;
        m.execute(self.http, self.token).await.map(|_| ())
    }
}

/// How a press is answered (issue 16, a quiet channel), the same on the gateway and on the
/// HTTP endpoint (see [`plan_press`]).
pub(crate) enum PressAnswer {
    /// The first post edits the pressed message (the game's status message): the press is
    /// answered by that edit itself, UPDATE_MESSAGE, or an edit of the original response after
    /// a deferred update (which, for a component, is that message). `rows`: `None` keeps the
    /// message's buttons.
    InPlace {
        planned: Box<crate::edge::Planned>,
        text: String,
        rows: Option<Vec<CreateActionRow>>,
    },
    /// Folded whole into the channel's posts (a new status message, or an edit of it): the
    /// pressed message only loses its buttons when the press spent them.
    Blank,
    /// A message of its own ([`answer_press`]).
    Message,
}

/// Prepares a press's effects for the channel and decides how the press is answered: the
/// public answer to a press in the game's channel (its log lines) leads the status it brings,
/// as in `local` (`edge::fold_log`); a public answer to a button pressed in a DM is posted in
/// the game's channel (a message of its own, which pings nobody) and the presser is told
/// privately; a press whose first post edits the pressed message is answered in place.
/// `press_channel`: where the press happened; `pressed`: the message of the button.
pub(crate) async fn plan_press<'a>(
    app: &'a App,
    effects: &mut Effects,
    press_channel: u64,
    pressed: u64,
    locale: Option<&str>,
) -> (PressAnswer, crate::edge::Quiet<'a>) {
    let game_channel = effects.channel.unwrap_or(press_channel);
    if !effects.reply.ephemeral && game_channel == press_channel {
        crate::edge::fold_log(effects);
    }
    if !effects.reply.ephemeral && game_channel != press_channel {
        let done = Tr::for_locale(locale).tr(&Msg::new("done-see-channel"));
        reply_to_channel(effects, done);
    }
    let r = &effects.reply;
    let blank = !r.ephemeral && r.text.is_empty() && r.image.is_none() && r.buttons.is_empty();
    let quiet = crate::edge::Quiet::load(app, game_channel).await;
    if !blank {
        return (PressAnswer::Message, quiet);
    }
    let pressed = pressed.to_string();
    let in_place = effects
        .posts
        .first()
        .filter(|_| game_channel == press_channel)
        .map(|p| (p, quiet.plan(p)))
        .filter(|(_, pl)| pl.edit.as_deref() == Some(pressed.as_str()));
    let Some((p, planned)) = in_place else {
        return (PressAnswer::Blank, quiet);
    };
    let mut text = planned.content.clone();
    if !planned.awaits.is_empty() {
        let mentions: Vec<String> = planned.awaits.iter().map(|u| format!("<@{u}>")).collect();
        text = format!("{} {}", mentions.join(" "), text);
    }
    // Log lines added under a prompt keep its buttons, unless the press spent them.
    let rows = match (planned.keep_buttons, effects.spent) {
        (true, false) => None,
        (true, true) => Some(Vec::new()),
        (false, _) => Some(components(&p.buttons)),
    };
    let answer = PressAnswer::InPlace {
        planned: Box::new(planned),
        text,
        rows,
    };
    (answer, quiet)
}

/// A button press, from the gateway or the HTTP endpoint: runs the app (deferred by a deferred
/// update after `defer_after`), answers the press as [`plan_press`] decides and delivers the
/// channel's posts and the DMs quietly.
pub(crate) async fn play_press(
    http: &serenity::Http,
    app: &App,
    mentions: &mentions::Mentions,
    req: Request,
    pressed: MessageId,
    defer_after: Duration,
    answerer: &mut Answerer<'_>,
) -> Result<(), Error> {
    let press_channel = req.channel;
    let locale = req.locale.clone();
    // A press may be answered privately (a refusal) or publicly. It is deferred without a
    // "thinking…" message (type 6, a deferred update), so no response exists whose visibility
    // the answer would inherit: the answer is a follow-up shown with its own flags.
    let acknowledge = &mut *answerer;
    let (mut effects, mut deferred) =
        answer_or_defer(app.clone(), req, defer_after, move || async move {
            acknowledge
                .respond(CreateInteractionResponse::Acknowledge)
                .await?;
            Ok(())
        })
        .await?;
    if !deferred && is_repeat(&effects) {
        return Ok(());
    }
    mentions.effects(&mut effects);
    let game_channel = ChannelId::new(effects.channel.unwrap_or(press_channel).max(1));
    let (answer, mut quiet) = plan_press(
        app,
        &mut effects,
        press_channel,
        pressed.get(),
        locale.as_deref(),
    )
    .await;
    if !deferred && !answerer.can_attach() && effects.reply.image.is_some() {
        // An HTTP response body carries no file: the answer follows the deferral.
        answerer
            .respond(CreateInteractionResponse::Acknowledge)
            .await?;
        deferred = true;
    }
    let mut skip = 0;
    let replied = match &answer {
        PressAnswer::InPlace {
            planned,
            text,
            rows,
        } => {
            let edited = if deferred {
                let mut m = EditInteractionResponse::new()
                    .content(text.clone())
                    .allowed_mentions(pings(planned.awaits.iter().copied()));
                if let Some(rows) = rows {
                    m = m.components(rows.clone());
                }
                answerer.edit_original(m).await
            } else {
                // The fields sent replace the message's own; its attachments (a board) stay.
                let mut data = serde_json::json!({
                    "content": text,
                    "allowed_mentions": pings(planned.awaits.iter().copied()),
                });
                if let Some(rows) = rows {
                    data["components"] = serde_json::to_value(rows)?;
                }
                answerer
                    .respond_json(serde_json::json!({"type": 7, "data": data}))
                    .await
            };
            match edited {
                Ok(()) => {
                    quiet.sent(planned, &pressed.get().to_string()).await;
                    skip = 1;
                    Ok(())
                }
                Err(err) => {
                    // The post is delivered as usual below (an edit by id, or a new message).
                    tracing::warn!(error = %err, "could not answer a press in place");
                    if deferred { Ok(()) } else { Err(err) }
                }
            }
        }
        PressAnswer::Blank => match (effects.spent, deferred) {
            (true, true) => {
                answerer
                    .edit_original(EditInteractionResponse::new().components(vec![]))
                    .await
            }
            (true, false) => {
                answerer
                    .respond_json(serde_json::json!({"type": 7, "data": {"components": []}}))
                    .await
            }
            (false, true) => Ok(()),
            (false, false) => {
                answerer
                    .respond(CreateInteractionResponse::Acknowledge)
                    .await
            }
        },
        PressAnswer::Message => answer_press(answerer, &effects, deferred).await,
    };
    // Delivered even if the reply failed: the action is stored either way.
    if matches!(answer, PressAnswer::Message) && !effects.reply.ephemeral {
        // The interaction's own answer was a public message, posted before these.
        quiet.other().await;
    }
    // The post answered in place is delivered; the rest go after the answer.
    answerer.answered().await;
    effects.posts.drain(..skip);
    deliver_with(http, Some(&mut quiet), &effects, game_channel).await;
    delivered(app, &effects).await;
    replied?;
    Ok(())
}

/// Answers a press with a message of its own (a private answer, a public answer that carries
/// buttons or a board with no status to go with, or "done" for a press in a DM): a follow-up
/// when the press spent the message that carried it (whose buttons are removed; the message
/// itself stays, as the record of what was asked) or when it was deferred, else the response.
async fn answer_press(
    answerer: &mut Answerer<'_>,
    effects: &Effects,
    deferred: bool,
) -> Result<(), serenity::Error> {
    let r = &effects.reply;
    let text = split_message(&r.text)
        .into_iter()
        .next()
        .unwrap_or_else(|| "✓".into());
    let followup = || {
        let mut f = CreateInteractionResponseFollowup::new()
            .content(text.clone())
            .ephemeral(r.ephemeral)
            .allowed_mentions(pings([]))
            .components(components(&r.buttons));
        if let Some(img) = &r.image {
            f = f.add_file(attachment(img));
        }
        f
    };
    let message = || {
        let mut m = CreateInteractionResponseMessage::new()
            .content(text.clone())
            .ephemeral(r.ephemeral)
            .allowed_mentions(pings([]))
            .components(components(&r.buttons));
        if let Some(img) = &r.image {
            m = m.add_file(attachment(img));
        }
        CreateInteractionResponse::Message(m)
    };
    // Not deferred: the response updates the spent message (type 7, with its components only,
    // so nothing else of it changes). Deferred (type 6): the original response of a component
    // interaction is that message, and it is edited.
    if effects.spent && deferred {
        let answered = answerer.followup(followup()).await;
        let cleared = answerer
            .edit_original(EditInteractionResponse::new().components(vec![]))
            .await;
        if let Err(err) = cleared {
            tracing::warn!(error = %err, "could not remove the buttons of a pressed message");
        }
        answered
    } else if effects.spent {
        let update = serde_json::json!({"type": 7, "data": {"components": []}});
        match answerer.respond_json(update).await {
            Ok(()) => answerer.followup(followup()).await,
            Err(err) => {
                // The buttons stay; the press is still answered.
                tracing::warn!(error = %err, "could not remove the buttons of a pressed message");
                answerer.respond(message()).await
            }
        }
    } else if deferred {
        answerer.followup(followup()).await
    } else {
        answerer.respond(message()).await
    }
}

/// Seating order at the start.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum SeatingChoice {
    #[name = "random"]
    Random,
    #[name = "join"]
    Join,
}

/// Play-by-post games in this channel.
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "new", "join", "leave", "start", "status", "log", "undo", "settings", "abandon", "adjust"
    ),
    subcommand_required
)]
pub async fn game(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Create a game in this channel.
#[poise::command(slash_command)]
pub async fn new(
    ctx: Context<'_>,
    // The choices are the registry's games, filled in by `commands()`.
    #[description = "Which game"] game: i64,
    #[description = "Number of players"] players: Option<i64>,
    #[description = "Seed for a reproducible game"] seed: Option<i64>,
    // The description lists each game's options, filled in by `commands()`.
    #[description = "Options"] options: Option<String>,
    #[description = "The table's language in this channel (e.g. en); DMs follow each player's"]
    language: Option<String>,
) -> Result<(), Error> {
    run(
        ctx,
        Command::New {
            game: game_id(game),
            players,
            seed,
            options,
            language,
        },
    )
    .await
}

/// Join the game in this channel.
#[poise::command(slash_command)]
pub async fn join(
    ctx: Context<'_>,
    #[description = "Faction or species (see the game's help; empty = the game's default)"]
    #[autocomplete = "complete_faction"]
    faction: Option<String>,
    #[description = "Colour (red, blue, green, yellow, purple/white, black)"]
    #[autocomplete = "complete_color"]
    color: Option<String>,
) -> Result<(), Error> {
    run(ctx, Command::Join { faction, color }).await
}

/// Leave the game before it starts.
#[poise::command(slash_command)]
pub async fn leave(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Leave).await
}

/// Start the game (host only).
#[poise::command(slash_command)]
pub async fn start(
    ctx: Context<'_>,
    #[description = "The first speaker; none = drawn by the rules"] speaker: Option<serenity::User>,
    #[description = "Seating order"] seating: Option<SeatingChoice>,
) -> Result<(), Error> {
    let seating = seating.map(|s| match s {
        SeatingChoice::Random => "random".to_string(),
        SeatingChoice::Join => "join".to_string(),
    });
    run(
        ctx,
        Command::Start {
            speaker: speaker.as_ref().map(request_user),
            seating,
        },
    )
    .await
}

/// The board and whose turn it is.
#[poise::command(slash_command)]
pub async fn status(
    ctx: Context<'_>,
    #[description = "Draw the board (default: yes)"] board: Option<bool>,
) -> Result<(), Error> {
    let command = if board == Some(false) {
        Command::StatusText
    } else {
        Command::Status
    };
    run(ctx, command).await
}

/// The latest log lines.
#[poise::command(slash_command)]
pub async fn log(
    ctx: Context<'_>,
    #[description = "How many lines (1–50)"] count: Option<i64>,
) -> Result<(), Error> {
    run(ctx, Command::Log { count }).await
}

/// Undo your latest action (the host can undo past dice and draws).
#[poise::command(slash_command)]
pub async fn undo(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Undo).await
}

/// Reminder interval and host.
#[poise::command(slash_command)]
pub async fn settings(
    ctx: Context<'_>,
    #[description = "Hours before a waiting player is reminded"] reminder: Option<i64>,
    #[description = "Hours a card waits for reactions before silent players pass"] reaction: Option<
        i64,
    >,
    #[description = "Hand the host role to another player"] host: Option<serenity::User>,
    #[description = "The table's language in this channel (e.g. en); DMs follow each player's"]
    language: Option<String>,
) -> Result<(), Error> {
    run(
        ctx,
        Command::Settings {
            reminder_hours: reminder,
            reaction_hours: reaction,
            host: host.as_ref().map(request_user),
            language,
        },
    )
    .await
}

/// Abandon the game (host only).
#[poise::command(slash_command)]
pub async fn abandon(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Abandon).await
}

/// A logged, public manual change where a rule is not automated yet.
#[poise::command(slash_command)]
pub async fn adjust(
    ctx: Context<'_>,
    #[description = "<player> <tg|comm|vp|tactic|fleet|strategy> <±n>, e.g. alice tg +2"]
    change: String,
) -> Result<(), Error> {
    run(ctx, Command::Adjust { text: change }).await
}

// In a DM it goes to the game the player is seated in (if only one).
/// Take a game action written out, e.g. `activate 26` or `move 19: 2 dreadnought, 1 carrier`.
#[poise::command(slash_command)]
pub async fn play(
    ctx: Context<'_>,
    #[description = "The action, e.g. activate 26 · move 19: 1 carrier, 2 infantry · produce 2 fighter pay jord"]
    #[autocomplete = "complete_play"]
    action: String,
) -> Result<(), Error> {
    run(ctx, Command::Play { text: action }).await
}

/// The id of the registry's game at a choice's index (an index Discord should never send is
/// passed on as it is, and the app answers that no such game exists).
fn game_id(choice: i64) -> String {
    usize::try_from(choice)
        .ok()
        .and_then(|i| GameKind::ALL.get(i))
        .map(|k| k.id().to_string())
        .unwrap_or_else(|| choice.to_string())
}

/// Exact combat odds for two fleets.
#[poise::command(slash_command)]
pub async fn odds(
    ctx: Context<'_>,
    #[description = "Attacker's units, e.g. 2 dreadnought2, 1 carrier, 3 fighter"] attacker: String,
    #[description = "Defender's units, e.g. 3 destroyer, 2 pds"] defender: String,
    // The description lists each game's flags, filled in by `commands()`.
    #[description = "Flags"] flags: Option<String>,
    // The choices are the registry's games, filled in by `commands()`.
    #[description = "Which game's rules (default: this channel's game)"] game: Option<i64>,
) -> Result<(), Error> {
    run(
        ctx,
        Command::Odds {
            attacker,
            defender,
            flags: flags
                .unwrap_or_default()
                .split([' ', ','])
                .filter(|f| !f.is_empty())
                .map(str::to_string)
                .collect(),
            game: game.map(game_id),
        },
    )
    .await
}

/// What you can do now in this channel's game, or how to start one (only you see the answer).
#[poise::command(slash_command)]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Help).await
}

/// Your own hidden information (only you see the answer).
#[poise::command(slash_command)]
pub async fn hand(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Hand).await
}

/// Time zones for `/remind tz:` as the player types (Discord shows at most 25).
async fn complete_time_zone(
    _ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    crate::app::time_zone::suggestions(partial, 25)
        .into_iter()
        .fold(
            serenity::CreateAutocompleteResponse::new(),
            |r, (label, zone)| r.add_string_choice(label, zone),
        )
}

/// Suggestions for an option being typed, in the typist's language (`edge::suggest`).
async fn complete(
    ctx: Context<'_>,
    field: crate::app::suggest::Field,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let found = crate::edge::suggest(
        &ctx.data().app,
        &request_user(ctx.author()),
        ctx.channel_id().get(),
        field,
        partial,
        ctx.locale(),
    )
    .await;
    found.into_iter().fold(
        serenity::CreateAutocompleteResponse::new(),
        |r, (label, value)| r.add_string_choice(label, value),
    )
}

/// The requester's legal actions now, for `/play action:`.
async fn complete_play(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    complete(ctx, crate::app::suggest::Field::Play, partial).await
}

/// The factions still free, for `/game join faction:`.
async fn complete_faction(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    complete(ctx, crate::app::suggest::Field::Faction, partial).await
}

/// The colours still free, for `/game join color:`.
async fn complete_color(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    complete(ctx, crate::app::suggest::Field::Color, partial).await
}

/// Your reminder settings.
#[poise::command(slash_command)]
pub async fn remind(
    ctx: Context<'_>,
    #[description = "Hours between reminders"] interval: Option<i64>,
    #[description = "Quiet hours HH-HH in your time zone, or off"] quiet: Option<String>,
    #[description = "Time zone: Europe/Berlin, Asia/Seoul, KST, PDT, UTC+9 …"]
    #[autocomplete = "complete_time_zone"]
    tz: Option<String>,
) -> Result<(), Error> {
    run(
        ctx,
        Command::Remind {
            interval,
            quiet,
            tz,
        },
    )
    .await
}

/// Vacation mode: no reminders while on.
#[poise::command(slash_command)]
pub async fn vacation(
    ctx: Context<'_>,
    #[description = "on or off"] on: bool,
) -> Result<(), Error> {
    run(ctx, Command::Vacation { on }).await
}

pub fn commands() -> Vec<poise::Command<Data, Error>> {
    let mut commands = vec![game(), play(), odds(), hand(), help(), remind(), vacation()];
    let languages: Vec<(String, Tr)> = Tr::languages()
        .into_iter()
        .filter(|l| l != "en")
        .map(|l| {
            let tr = Tr::for_locale(Some(&l));
            (l, tr)
        })
        .collect();
    for c in &mut commands {
        from_registry(c);
        localize(c, &languages, "");
    }
    commands
}

/// Discord allows command and option descriptions of 100 characters.
const MAX_DESCRIPTION: usize = 100;

/// The catalog id of a command's or an option's description; `-name` after it is the id of
/// its localized name (`assets/i18n/<lang>/commands.ftl`; the English file is generated from
/// the code by `commands_catalog_matches_the_commands`).
fn command_id(qualified: &str, option: Option<&str>) -> String {
    let base = format!("cmd-{}", qualified.replace(' ', "-"));
    match option {
        Some(o) => format!("{base}--{o}"),
        None => base,
    }
}

/// A localized command or option name Discord accepts (lowercase, no spaces, 1–32 characters).
fn command_name(text: &str) -> Option<String> {
    let name = text.trim().to_lowercase();
    let ok = (1..=32).contains(&name.chars().count())
        && name
            .chars()
            .all(|c| c == '-' || c == '_' || c.is_alphanumeric());
    ok.then_some(name)
}

/// Fills each language's names and descriptions into a command, its options and choices (the
/// games' names), from the catalogs; the options and flags help in each language from the
/// registry.
fn localize(command: &mut poise::Command<Data, Error>, languages: &[(String, Tr)], parent: &str) {
    use std::borrow::Cow;
    let q = qualified(parent, &command.name);
    let mut names = Vec::new();
    let mut descriptions = Vec::new();
    for (lang, tr) in languages {
        if let Some(n) = command_name(&tr.t(&format!("{}-name", command_id(&q, None)))) {
            names.push((Cow::Owned(lang.clone()), Cow::Owned(n)));
        }
        let d = truncate(&tr.t(&command_id(&q, None)), MAX_DESCRIPTION);
        descriptions.push((Cow::Owned(lang.clone()), Cow::Owned(d)));
    }
    command.name_localizations = names.into();
    command.description_localizations = descriptions.into();
    for p in &mut command.parameters {
        let mut names = Vec::new();
        let mut descriptions = Vec::new();
        for (lang, tr) in languages {
            let id = command_id(&q, Some(&p.name));
            if let Some(n) = command_name(&tr.t(&format!("{id}-name"))) {
                names.push((Cow::Owned(lang.clone()), Cow::Owned(n)));
            }
            let d = match p.name.as_ref() {
                "options" => {
                    registry_help(tr, &|k| Some(with_game!(k, G => tr.tr(&G::options_help()))))
                }
                "flags" => registry_help(tr, &|k| {
                    with_game!(k, G => {
                        let flags = G::odds_flags();
                        (!flags.is_empty()).then(|| flags.join(", "))
                    })
                }),
                _ => truncate(&tr.t(&id), MAX_DESCRIPTION),
            };
            descriptions.push((Cow::Owned(lang.clone()), Cow::Owned(d)));
        }
        p.name_localizations = names.into();
        p.description_localizations = descriptions.into();
        if p.name == "game" {
            for (i, choice) in p.choices.to_mut().iter_mut().enumerate() {
                let Some(k) = GameKind::ALL.get(i) else {
                    continue;
                };
                choice.localizations = languages
                    .iter()
                    .map(|(lang, tr)| {
                        let name =
                            truncate(&tr.t(&format!("game-name-{}", k.id())), MAX_DESCRIPTION);
                        (Cow::Owned(lang.clone()), Cow::Owned(name))
                    })
                    .collect::<Vec<_>>()
                    .into();
            }
        }
    }
    for sub in &mut command.subcommands {
        localize(sub, languages, &q);
    }
}

/// A command's full name (`game new`): poise fills `qualified_name` only when it builds the
/// framework.
fn qualified(parent: &str, name: &str) -> String {
    if parent.is_empty() {
        name.to_string()
    } else {
        format!("{parent} {name}")
    }
}

/// Each game's part of a help text, `id: text · id: text`, within Discord's 100 characters.
fn registry_help(_tr: &Tr, each: &dyn Fn(GameKind) -> Option<String>) -> String {
    let parts: Vec<String> = GameKind::ALL
        .iter()
        .filter_map(|&k| each(k).map(|t| format!("{}: {t}", k.id())))
        .collect();
    truncate(&parts.join(" · "), MAX_DESCRIPTION)
}

/// Fills what comes from the game registry into the commands: the `game` choices (in
/// `GameKind::ALL` order: a choice's value is its index there), and the help of `options` and
/// `flags`, listing each game's.
fn from_registry(command: &mut poise::Command<Data, Error>) {
    let tr = Tr::default();
    let describe = |each: &dyn Fn(GameKind) -> Option<String>| registry_help(&tr, each);
    for p in &mut command.parameters {
        match p.name.as_ref() {
            "game" => {
                p.choices = GameKind::ALL
                    .iter()
                    .map(|k| poise::CommandParameterChoice {
                        name: k.id().into(),
                        localizations: Default::default(),
                        __non_exhaustive: (),
                    })
                    .collect();
            }
            "options" => {
                p.description =
                    Some(describe(&|k| Some(with_game!(k, G => tr.tr(&G::options_help())))).into());
            }
            "flags" => {
                p.description = Some(
                    describe(&|k| {
                        with_game!(k, G => {
                            let flags = G::odds_flags();
                            (!flags.is_empty()).then(|| flags.join(", "))
                        })
                    })
                    .into(),
                );
            }
            _ => {}
        }
    }
    for sub in &mut command.subcommands {
        from_registry(sub);
    }
}

/// One error handler: a command error is logged with a reference the player sees.
async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            let reference = crate::app::error_reference();
            tracing::error!(reference = %reference, error = %error, "command failed");
            let text = Tr::for_locale(ctx.locale())
                .tr(&Msg::new("error-internal").text("reference", reference));
            let _ = ctx
                .send(
                    poise::CreateReply::default()
                        .content(text)
                        .ephemeral(true)
                        .allowed_mentions(pings([])),
                )
                .await;
        }
        poise::FrameworkError::ArgumentParse {
            error, ctx, input, ..
        } => {
            let text = Tr::for_locale(ctx.locale()).tr(&Msg::new("bad-argument")
                .text("input", input.unwrap_or_default())
                .text("error", error.to_string()));
            let _ = ctx
                .send(
                    poise::CreateReply::default()
                        .content(text)
                        .ephemeral(true)
                        .allowed_mentions(pings([])),
                )
                .await;
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!(error = %e, "error while handling an error");
            }
        }
    }
}

fn event_handler<'a>(
    fw: poise::FrameworkContext<'a, Data, Error>,
    event: &'a serenity::FullEvent,
) -> poise::BoxFuture<'a, Result<(), Error>> {
    Box::pin(async move {
        if let serenity::FullEvent::InteractionCreate {
            interaction: serenity::Interaction::Component(ci),
        } = event
        {
            on_component(fw.serenity_context, fw.user_data, ci).await?;
        }
        Ok(())
    })
}

/// Runs the bot until SIGTERM or ctrl-c, then shuts down gracefully (see `serve_until`).
pub async fn serve(config: Config, app: App) -> anyhow::Result<()> {
    serve_until(config, app, lifecycle::shutdown_signal()).await
}

/// How long a shutdown waits for the interactions in flight.
const DRAIN: Duration = Duration::from_secs(30);

/// Runs the bot (this process's gateway shards, the reminder sweeps and the health line) until
/// `stop` resolves, then shuts down: it takes no new interaction, shuts the shards down, lets
/// the interactions in flight and the current sweep finish (at most `DRAIN`), and closes the
/// database.
pub async fn serve_until(
    config: Config,
    app: App,
    stop: impl std::future::Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    if let Some(problem) = config.gateway_problem() {
        anyhow::bail!(problem);
    }
    let token = config.discord_token.clone().ok_or_else(|| {
        anyhow::anyhow!(
            "no Discord token: set DISCORD_TOKEN or discord_token in config/starpost.toml"
        )
    })?;
    let mut http = serenity::HttpBuilder::new(&token);
    if let Some(base) = &config.discord_api_base {
        // Proxies and tests: every REST route goes to this base; Discord's rate limiter does not
        // know about proxies, so it is off only in that case.
        http = http.proxy(base.clone()).ratelimiter_disabled(true);
    }
    let http = http.build();
    let guild = config.guild_id;
    let sweep = Duration::from_secs(config.reminder_sweep_seconds.max(1));
    let data_app = app.clone();
    let defer_after = Duration::from_millis(config.discord_defer_ms);
    let mentions = mentions::Mentions::default();
    let setup_mentions = mentions.clone();
    let gate = lifecycle::Gate::new();
    let data_gate = gate.clone();
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands(),
            on_error: |e| Box::pin(on_error(e)),
            // No reply pings anyone unless it says so (every reply here does).
            allowed_mentions: Some(pings([])),
            event_handler,
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                let builders =
                    poise::builtins::create_application_commands(&framework.options().commands);
                let registered = match guild {
                    Some(g) => {
                        serenity::GuildId::new(g)
                            .set_commands(ctx, builders)
                            .await?
                    }
                    None => serenity::Command::set_global_commands(ctx, builders).await?,
                };
                setup_mentions.set(mentions::CommandIds::new(
                    registered.iter().map(|c| (c.name.clone(), c.id.get())),
                    framework.options().commands.iter().map(|c| {
                        let subs = c.subcommands.iter().map(|s| s.name.to_string()).collect();
                        (c.name.to_string(), subs)
                    }),
                ));
                tracing::info!(
                    user = %ready.user.name,
                    guilds = ready.guilds.len(),
                    commands = registered.len(),
                    scope = if guild.is_some() { "guild" } else { "global" },
                    shard = ?ready.shard.map(|s| (s.id.0, s.total)),
                    "connected"
                );
                Ok(Data {
                    app: data_app,
                    defer_after,
                    mentions: setup_mentions,
                    gate: data_gate,
                })
            })
        })
        .build();
    let intents = serenity::GatewayIntents::non_privileged();
    let mut client = serenity::ClientBuilder::new_with_http(http, intents)
        .framework(framework)
        .await?;
    if let Some(url) = &config.discord_gateway_url {
        *client.ws_url.lock().await = url.clone();
    }
    let (stopping_tx, stopping) = tokio::sync::watch::channel(false);
    // The HTTP interactions endpoint, if asked for: bound before the gateway starts, so a bad
    // address or key stops the start-up.
    if let Some(addr) = &config.http {
        let key = config.discord_public_key.as_deref().ok_or_else(|| {
            anyhow::anyhow!(
                "--http needs the application's public key: set STARPOST_DISCORD_PUBLIC_KEY \
                 or discord_public_key (Developer Portal, General Information)"
            )
        })?;
        let key = http::public_key(key).map_err(|e| anyhow::anyhow!(e))?;
        let listener = tokio::net::TcpListener::bind(addr)
            .await
            .map_err(|e| anyhow::anyhow!("--http {addr}: {e}"))?;
        tracing::info!(address = %listener.local_addr()?, "HTTP interactions endpoint listening");
        let endpoint = Arc::new(http::Endpoint {
            app: app.clone(),
            http: client.http.clone(),
            key,
            gate: gate.clone(),
            mentions: mentions.clone(),
            defer_after,
        });
        tokio::spawn(http::run(listener, endpoint, stopping.clone()));
    }
    // Reminders: a sweep every `sweep`, delivered with the client's HTTP handle. A sweep in
    // progress finishes before the database closes.
    let http = client.http.clone();
    let reminder_app = app.clone();
    let mut sweep_stop = stopping.clone();
    // Each due reminder is claimed by one process for a lease, delivered with its nonce, then
    // confirmed; a claim whose process died lapses and another process delivers it again, the
    // repeat de-duplicated by Discord (see `deliver_notice`).
    let owner = sweep_owner();
    let sweep_mentions = mentions.clone();
    let lease = chrono::Duration::seconds(config.reminder_lease_seconds.max(1) as i64);
    let sweeps = tokio::spawn(async move {
        let clock = SystemClock;
        // At the start, and after each sweep: the prompts of changes whose process died before
        // posting them (another process's, or this one's before a restart), after the lease.
        post_owed(&http, &reminder_app, &sweep_mentions, lease).await;
        loop {
            tokio::select! {
                _ = tokio::time::sleep(sweep) => {}
                _ = sweep_stop.wait_for(|s| *s) => return,
            }
            match scheduler::claim_due(&reminder_app, clock.now(), &owner, lease).await {
                Ok(notices) => {
                    for mut n in notices {
                        n.channel_text = sweep_mentions.text(&n.channel_text);
                        n.dm_text = sweep_mentions.text(&n.dm_text);
                        if deliver_notice(&http, &n).await {
                            match scheduler::confirm(&reminder_app, &n, &owner, clock.now()).await {
                                Ok(true) => {}
                                Ok(false) => tracing::info!(
                                    game = n.game_id,
                                    "reminder claim lapsed before its confirmation"
                                ),
                                Err(e) => {
                                    tracing::warn!(error = ?e, "reminder sent but not confirmed")
                                }
                            }
                        }
                    }
                }
                Err(e) => tracing::error!(error = ?e, "reminder sweep failed"),
            }
            match scheduler::run_timeouts(&reminder_app, clock.now()).await {
                Ok(closed) => {
                    for (channel, mut effects) in closed {
                        sweep_mentions.effects(&mut effects);
                        let fallback = ChannelId::new(channel.max(1));
                        deliver_quietly(&http, &reminder_app, &effects, fallback, false).await;
                    }
                }
                Err(e) => tracing::error!(error = ?e, "reaction timer sweep failed"),
            }
            post_owed(&http, &reminder_app, &sweep_mentions, lease).await;
        }
    });
    // The health line: shards connected, interactions handled and in flight, the database.
    let health_every = config.health_log_seconds;
    let health_gate = gate.clone();
    let health_shards = client.shard_manager.clone();
    let health_db = app.db.clone();
    let mut health_stop = stopping.clone();
    let health = tokio::spawn(async move {
        if health_every == 0 {
            return;
        }
        loop {
            tokio::select! {
                _ = tokio::time::sleep(Duration::from_secs(health_every)) => {}
                _ = health_stop.wait_for(|s| *s) => return,
            }
            let runners = health_shards.runners.lock().await;
            let up = runners
                .values()
                .filter(|r| r.stage == serenity::ConnectionStage::Connected)
                .count();
            let shards = runners.len();
            drop(runners);
            let g = health_gate.counts();
            tracing::info!(
                shards_connected = up,
                shards,
                in_flight = g.in_flight,
                handled = g.handled,
                database = %health_db.health(),
                "health"
            );
        }
    });
    // Shutdown: close the gate, then the shards (no new events); `start` then returns.
    let stop_gate = gate.clone();
    let stop_shards = client.shard_manager.clone();
    // The shards stay connected while the interactions in flight finish, so that one arriving
    // meanwhile is answered ("restarting, try again") rather than lost: Discord sends an
    // interaction to its shard only, and a disconnected shard's get "This interaction failed".
    let stopper = tokio::spawn(async move {
        stop.await;
        tracing::info!("shutting down: no new interactions");
        stop_gate.close();
        let _ = stopping_tx.send(true);
        let left = stop_gate.drained(DRAIN).await;
        if left > 0 {
            tracing::warn!(
                in_flight = left,
                "shutting down with interactions still in flight"
            );
        }
        stop_shards.shutdown_all().await;
    });
    let run = if config.gateway {
        match config.shards {
            Some(r) => client.start_shard_range(r.first..r.last, r.total).await,
            None => client.start().await,
        }
    } else {
        // HTTP interactions only: the commands are registered through REST (the gateway's
        // ready event does it otherwise), then the endpoint serves until the stop.
        register_commands(&client.http, guild, &mentions).await?;
        let mut stopped = stopping.clone();
        let _ = stopped.wait_for(|s| *s).await;
        Ok(())
    };
    let stopped = gate.is_closed();
    if !stopped {
        stopper.abort();
        run?;
        return Ok(());
    }
    if let Err(e) = run {
        tracing::warn!(error = %e, "the shards stopped with an error");
    }
    // The interactions in flight finish (the stopper waits for them, then for the shards).
    let _ = stopper.await;
    // The retries answered meanwhile finish too (at most a moment).
    gate.drained(Duration::from_secs(5)).await;
    let _ = sweeps.await;
    health.abort();
    app.db.close().await;
    tracing::info!(
        handled = gate.counts().handled,
        "stopped: interactions finished, database closed"
    );
    Ok(())
}

/// Registers the slash commands through REST (in the configured server, else globally) and
/// learns their ids for command mentions: what the gateway's ready event does, for a process
/// without the gateway.
async fn register_commands(
    http: &Arc<serenity::Http>,
    guild: Option<u64>,
    mentions: &mentions::Mentions,
) -> anyhow::Result<()> {
    // The gateway's ready event tells the application id; without it, ask REST.
    if http.application_id().is_none() {
        let info = http.get_current_application_info().await?;
        http.set_application_id(info.id);
    }
    let commands = commands();
    let builders = poise::builtins::create_application_commands(&commands);
    let registered = match guild {
        Some(g) => {
            serenity::GuildId::new(g)
                .set_commands(http, builders)
                .await?
        }
        None => serenity::Command::set_global_commands(http, builders).await?,
    };
    mentions.set(mentions::CommandIds::new(
        registered.iter().map(|c| (c.name.clone(), c.id.get())),
        commands.iter().map(|c| {
            let subs = c.subcommands.iter().map(|s| s.name.to_string()).collect();
            (c.name.to_string(), subs)
        }),
    ));
    tracing::info!(
        commands = registered.len(),
        scope = if guild.is_some() { "guild" } else { "global" },
        "registered (no gateway: HTTP interactions only)"
    );
    Ok(())
}

/// Posts the prompts of changes whose process died before posting them (see
/// `scheduler::run_owed_posts`), once their lease has run out.
async fn post_owed(
    http: &Arc<serenity::Http>,
    app: &App,
    mentions: &mentions::Mentions,
    lease: chrono::Duration,
) {
    match scheduler::run_owed_posts(app, SystemClock.now(), lease).await {
        Ok(owed) => {
            for (channel, mut effects) in owed {
                mentions.effects(&mut effects);
                let fallback = ChannelId::new(channel.max(1));
                deliver_quietly(http, app, &effects, fallback, false).await;
            }
        }
        Err(e) => tracing::error!(error = ?e, "owed posts sweep failed"),
    }
}

/// This process's name on its reminder claims: unique per process run.
fn sweep_owner() -> String {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or(0);
    format!("pid{}-{nanos:x}", std::process::id())
}

/// Posts a reminder in its channel and DMs the player, each with the reminder's nonce and
/// `enforce_nonce`: a repeat (another process re-delivering after a crash) returns the message
/// already posted instead of a second one. True when the channel post went through or can never
/// (a channel Discord refuses: not retried); false on a failure worth retrying after the lease.
async fn deliver_notice(http: &Arc<serenity::Http>, n: &scheduler::Notice) -> bool {
    let channel = ChannelId::new(n.channel.max(1));
    let posted = match channel
        .send_message(
            http,
            CreateMessage::new()
                .content(&n.channel_text)
                .nonce(serenity::Nonce::String(n.channel_nonce()))
                .enforce_nonce(true)
                .allowed_mentions(pings([n.user])),
        )
        .await
    {
        Ok(_) => true,
        Err(e) => {
            tracing::warn!(error = %e, "reminder not posted");
            // Discord answered (missing access, unknown channel): retrying will not help.
            matches!(
                &e,
                serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(_))
            )
        }
    };
    let dm = async {
        let dm = UserId::new(n.user.max(1)).create_dm_channel(http).await?;
        dm.id
            .send_message(
                http,
                CreateMessage::new()
                    .content(&n.dm_text)
                    .nonce(serenity::Nonce::String(n.dm_nonce()))
                    .enforce_nonce(true)
                    .allowed_mentions(pings([])),
            )
            .await?;
        Ok::<(), serenity::Error>(())
    };
    if let Err(e) = dm.await {
        tracing::info!(error = %e, "reminder DM not delivered");
    }
    posted
}

#[cfg(test)]
mod tests {
    use super::*;

    fn button(i: usize, menu: Option<&str>) -> Button {
        Button {
            custom_id: format!("sp:1:1:0:p:choice {i}"),
            label: format!("Choice {i}"),
            menu: menu.map(str::to_string),
            tone: Tone::Default,
        }
    }

    /// Buttons go in rows of five; a menu's options become one select menu per row whose
    /// options' values are the buttons' custom ids (what a choice presses); at most 5 rows.
    #[test]
    fn menus_become_select_rows_whose_values_are_the_buttons() {
        let plain: Vec<Button> = (0..7).map(|i| button(i, None)).collect();
        let rows = serde_json::to_value(components(&plain)).unwrap();
        assert_eq!(rows.as_array().unwrap().len(), 2);
        let mut menus: Vec<Button> = (0..25).map(|i| button(i, Some("1-25 of 60"))).collect();
        menus.extend((25..50).map(|i| button(i, Some("26-50 of 60"))));
        menus.extend((50..60).map(|i| button(i, Some("51-60 of 60"))));
        let rows = serde_json::to_value(components(&menus)).unwrap();
        let rows = rows.as_array().unwrap();
        assert_eq!(rows.len(), 3);
        let mut values = Vec::new();
        for (r, row) in rows.iter().enumerate() {
            let select = &row["components"][0];
            assert_eq!(select["type"], 3);
            assert_eq!(select["custom_id"], format!("{MENU_PREFIX}{r}"));
            for o in select["options"].as_array().unwrap() {
                values.push(o["value"].as_str().unwrap().to_string());
            }
        }
        let ids: Vec<String> = menus.iter().map(|b| b.custom_id.clone()).collect();
        assert_eq!(values, ids, "every choice, in order");
        let many: Vec<Button> = (0..6)
            .flat_map(|m| {
                (0..3).map(move |i| button(m * 3 + i, Some(["a", "b", "c", "d", "e", "f"][m])))
            })
            .collect();
        let rows = serde_json::to_value(components(&many)).unwrap();
        assert_eq!(rows.as_array().unwrap().len(), 5);
    }

    /// A choice's tone is its button's colour: an ordinary choice blue (Primary, 1), declining
    /// grey (Secondary, 2), confirming green (Success, 3), destroying red (Danger, 4); a menu's
    /// options have no colour.
    #[test]
    fn tones_become_button_styles() {
        let tones = [
            Tone::Default,
            Tone::Decline,
            Tone::Confirm,
            Tone::Destructive,
        ];
        let buttons: Vec<Button> = tones
            .iter()
            .enumerate()
            .map(|(i, t)| Button {
                tone: *t,
                ..button(i, None)
            })
            .collect();
        let rows = serde_json::to_value(components(&buttons)).unwrap();
        let styles: Vec<u64> = rows[0]["components"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| b["style"].as_u64().unwrap())
            .collect();
        assert_eq!(styles, vec![1, 2, 3, 4]);
        let menu: Vec<Button> = (0..3)
            .map(|i| Button {
                tone: Tone::Destructive,
                ..button(i, Some("m"))
            })
            .collect();
        let rows = serde_json::to_value(components(&menu)).unwrap();
        for o in rows[0]["components"][0]["options"].as_array().unwrap() {
            assert!(o.get("style").is_none(), "{o}");
        }
    }

    /// A text as a Fluent pattern: braces as string literals, and a first character Fluent
    /// would read as syntax quoted.
    fn fluent_value(text: &str) -> String {
        let mut out = String::new();
        for c in text.chars() {
            match c {
                '{' => out.push_str("{\"{\"}"),
                '}' => out.push_str("{\"}\"}"),
                c => out.push(c),
            }
        }
        match out.chars().next() {
            Some(c @ ('[' | '*' | '.')) => format!("{{\"{c}\"}}{}", &out[1..]),
            _ => out,
        }
    }

    /// The English command catalog, from the commands' own names and descriptions.
    fn english_commands() -> String {
        fn walk(c: &poise::Command<Data, Error>, parent: &str, out: &mut Vec<String>) {
            let q = qualified(parent, &c.name);
            let id = command_id(&q, None);
            let description = c.description.as_deref().unwrap_or(&c.name);
            out.push(format!("{id} = {}", fluent_value(description)));
            out.push(format!("{id}-name = {}", c.name));
            for p in &c.parameters {
                if p.name == "options" || p.name == "flags" {
                    continue;
                }
                let id = command_id(&q, Some(&p.name));
                let description = p.description.as_deref().unwrap_or(&p.name);
                out.push(format!("{id} = {}", fluent_value(description)));
                out.push(format!("{id}-name = {}", p.name));
            }
            for sub in &c.subcommands {
                walk(sub, &q, out);
            }
        }
        let mut lines: Vec<String> = [
            "# The slash commands' names and descriptions, as Discord shows them in each language.",
            "# Generated from src/discord/mod.rs by the test commands_catalog_matches_the_commands",
            "# (STARPOST_BLESS=1 rewrites it): edit the code, not this file. Other languages",
            "# translate the same ids; a `-name` is the command or option name players type",
            "# (lowercase, no spaces, at most 32 characters).",
        ]
        .map(String::from)
        .to_vec();
        for c in commands() {
            walk(&c, "", &mut lines);
        }
        lines.join("\n") + "\n"
    }

    #[test]
    fn commands_catalog_matches_the_commands() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/i18n/en/commands.ftl");
        let expected = english_commands();
        if std::env::var("STARPOST_BLESS").is_ok_and(|v| v == "1") {
            std::fs::write(path, &expected).unwrap();
        }
        let have = std::fs::read_to_string(path).unwrap_or_default();
        assert!(
            have == expected,
            "assets/i18n/en/commands.ftl is out of date: run STARPOST_BLESS=1 cargo test --lib commands_catalog"
        );
        // Each entry reads back as the command's own text.
        let tr = Tr::default();
        for c in commands() {
            let description = c.description.as_deref().unwrap_or(&c.name);
            assert_eq!(tr.t(&command_id(&c.name, None)), description);
        }
    }

    /// Every other language's names and descriptions go into the registration: with the
    /// pseudo-locale standing in for one, every command, option and game choice carries it.
    #[test]
    fn commands_carry_each_languages_names_and_descriptions() {
        let pseudo = vec![(
            "en-XA".to_string(),
            Tr::for_locale(Some(crate::i18n::PSEUDO_LOCALE)),
        )];
        let mut cs = vec![game(), hand(), remind()];
        for c in &mut cs {
            from_registry(c);
            localize(c, &pseudo, "");
        }
        let new = cs[0]
            .subcommands
            .iter()
            .find(|c| c.name == "new")
            .expect("/game new");
        let (lang, desc) = &new.description_localizations[0];
        assert_eq!(lang, "en-XA");
        assert!(desc.contains('é'), "{desc}");
        let players = new.parameters.iter().find(|p| p.name == "players").unwrap();
        assert!(players.description_localizations[0].1.contains('ú'));
        assert_eq!(players.name_localizations[0].1, "pláyérs");
        let game = new.parameters.iter().find(|p| p.name == "game").unwrap();
        assert!(
            game.choices.iter().all(|c| !c.localizations.is_empty()
                && c.localizations[0].1.chars().any(|c| "áéíóú".contains(c))),
            "game choices carry the games' names"
        );
        for c in &cs {
            assert!(
                c.description_localizations
                    .iter()
                    .all(|(_, d)| d.chars().count() <= MAX_DESCRIPTION)
            );
        }
    }

    fn member(permissions: &str) -> serenity::Member {
        serde_json::from_value(serde_json::json!({
            "user": {"id": "7", "username": "mod", "discriminator": "0", "global_name": null, "avatar": null},
            "roles": [],
            "joined_at": "2026-01-01T00:00:00.000000+00:00",
            "deaf": false,
            "mute": false,
            "flags": 0,
            "pending": false,
            "permissions": permissions,
            "guild_id": "1",
        }))
        .expect("a member")
    }

    /// Manage Server comes from the interaction member's permissions (bit 5, MANAGE_GUILD).
    #[test]
    fn manage_server_comes_from_the_members_permissions() {
        assert!(may_manage(Some(&member("32"))));
        assert!(may_manage(Some(&member("8")))); // Administrator implies every permission.
        assert!(!may_manage(Some(&member("2248473465835073"))));
        assert!(!may_manage(None), "a DM has no member");
    }
}
