//! The edge: the app's effects translated for their readers. The app says what to show as
//! messages (`app::Effects`); here every text and board is put into words for whoever will read
//! it — the channel's language for what the channel sees (posts, public replies, the notice of
//! a refused DM), the requester's locale for an ephemeral reply, each recipient's own locale for
//! their DMs. The adapters (Discord, `local`, the scheduler) deliver these.

use crate::app::{self, App, AppError, Request, User};
use crate::core::Tone;
use crate::core::msg::{Text, Translate};
use crate::i18n::Tr;

/// The file name of a whole board, and of a focus picture (a change's few hexes; see [`draw`]).
pub const BOARD_IMAGE: &str = "board.png";
pub const FOCUS_IMAGE: &str = "focus.png";

#[derive(Debug, Clone, PartialEq)]
pub struct Image {
    pub name: String,
    pub png: Vec<u8>,
    /// Every text drawn in the image (for alt text, and for tests that check no secret is drawn).
    pub drawn_text: Vec<String>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Button {
    pub custom_id: String,
    pub label: String,
    /// The placeholder of the select menu this is an option of; `None`: a button.
    pub menu: Option<String>,
    /// What pressing it means (a button's colour on Discord).
    pub tone: Tone,
}

/// The answer to the request itself.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Reply {
    pub text: String,
    /// Only the requester sees it.
    pub ephemeral: bool,
    pub image: Option<Image>,
    pub buttons: Vec<Button>,
}

/// A message in the game's channel.
#[derive(Debug, Clone, PartialEq)]
pub struct Post {
    pub text: String,
    pub image: Option<Image>,
    pub buttons: Vec<Button>,
    /// The players this post waits for (mentioned; the only ones its buttons are for).
    pub awaits: Vec<User>,
    /// Whose turn it is and what is awaited (`app::Post::status`): edited into the game's
    /// status message when that is the latest message of the game (see [`Quiet`]).
    pub status: bool,
    /// It asks a player a new question (`app::Post::anew`): never edited into the status.
    pub anew: bool,
    /// The action's public log lines, folded into this status post instead of a message of
    /// their own (see [`fold_log`]); shown above `text`.
    pub log: String,
}

impl Post {
    /// Log lines only: an action's public answer with no status of its own to lead.
    pub fn is_log_only(&self) -> bool {
        !self.status && self.text.is_empty() && !self.log.is_empty()
    }

    /// What the message says: the log lines folded into it, then its own text.
    pub fn content(&self) -> String {
        joined(&self.log, &self.text)
    }
}

/// Two texts, a line apart (either may be empty).
fn joined(a: &str, b: &str) -> String {
    match (a.is_empty(), b.is_empty()) {
        (true, _) => b.to_string(),
        (_, true) => a.to_string(),
        _ => format!("{a}\n{b}"),
    }
}

/// A direct message, in its recipient's language. If the user does not accept DMs,
/// `refused_notice` (in the channel's language, holding no secret) is posted instead.
#[derive(Debug, Clone, PartialEq)]
pub struct Dm {
    pub user: User,
    pub text: String,
    pub buttons: Vec<Button>,
    pub refused_notice: String,
}

/// `app::Effects`, translated.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Effects {
    pub reply: Reply,
    pub posts: Vec<Post>,
    pub dms: Vec<Dm>,
    pub channel: Option<u64>,
    /// The pressed button's message is out of date: its buttons are to be removed
    /// (`app::Effects::spent`).
    pub spent: bool,
    /// The change whose posts these are (`app::Effects::owed`): once they are delivered, the
    /// adapter records it (`App::posts_delivered`).
    pub owed: Option<(i64, i64)>,
}

impl Effects {
    /// Every text this effect would show in public (the channel): for secrecy tests.
    pub fn public_texts(&self) -> Vec<&str> {
        let mut out: Vec<&str> = Vec::new();
        if !self.reply.ephemeral {
            out.push(&self.reply.text);
            out.extend(self.reply.buttons.iter().map(|b| b.label.as_str()));
        }
        for p in &self.posts {
            out.push(&p.text);
            out.push(&p.log);
            out.extend(p.buttons.iter().map(|b| b.label.as_str()));
            out.extend(p.buttons.iter().map(|b| b.custom_id.as_str()));
        }
        out.extend(self.dms.iter().map(|d| d.refused_notice.as_str()));
        let images = self.posts.iter().filter_map(|p| p.image.as_ref());
        let reply_image = self.reply.image.as_ref().filter(|_| !self.reply.ephemeral);
        for img in images.chain(reply_image) {
            out.extend(img.drawn_text.iter().map(String::as_str));
        }
        out
    }
}

/// Handles a request and translates its effects (`requester` locale: the request's).
pub async fn handle(app: &App, mut req: Request) -> Effects {
    if let app::Command::Play { text } = &mut req.command {
        *text = read_typed(app, req.channel, req.locale.as_deref(), text).await;
    }
    let locale = req.locale.clone();
    let e = app.handle(req).await;
    localize(app, e, locale.as_deref()).await
}

/// Whether a command changes a game (its public answer is the action's log lines, which
/// [`fold_log`] may fold into the channel's status).
pub fn is_change(command: &app::Command) -> bool {
    matches!(
        command,
        app::Command::Press { .. }
            | app::Command::Play { .. }
            | app::Command::Adjust { .. }
            | app::Command::Undo
            | app::Command::Timeout { .. }
    )
}

/// A quiet channel (issue 16): the public answer to an action (its log lines) is not a
/// message of its own. When the action also posts a status (whose turn, what is awaited), the
/// lines lead the first status post (`Post::log`), so "what changed" and "what now" are one
/// message; otherwise they become a post of log lines only (`Post::is_log_only`), which an
/// adapter adds to the game's status message while that is the latest ([`Quiet`]). An answer
/// with a board goes with its board into the first status post (a new message: the board
/// and the next turn are one message), or stays a message of its own when there is none; an
/// answer with buttons stays a message of its own. Adapters call it where the answer would
/// not otherwise be the interaction's own reply: `local` for every change, Discord for a
/// typed action answered privately ("done").
pub fn fold_log(e: &mut Effects) {
    let r = &e.reply;
    if r.ephemeral || (r.text.is_empty() && r.image.is_none()) || !r.buttons.is_empty() {
        return;
    }
    if r.image.is_some() {
        // The board goes with the status that follows it, as one new message (which becomes
        // the status message: later edits keep its image).
        if let Some(p) = e.posts.iter_mut().find(|p| p.status && p.image.is_none()) {
            p.image = e.reply.image.take();
            p.log = joined(&std::mem::take(&mut e.reply.text), &p.log);
        }
        return;
    }
    let log = std::mem::take(&mut e.reply.text);
    match e.posts.iter_mut().find(|p| p.status) {
        Some(p) => p.log = joined(&log, &p.log),
        None => e.posts.insert(
            0,
            Post {
                text: String::new(),
                image: None,
                buttons: Vec::new(),
                awaits: Vec::new(),
                status: false,
                anew: false,
                log,
            },
        ),
    }
}

/// Discord's limit for a message is 2,000 characters: a status message that would grow past
/// this (with room for the mentions) is posted anew instead of edited.
const STATUS_MAX: usize = 1800;

/// Delivering a game's channel messages quietly (issue 16). A status post (`Post::status`)
/// edits the channel's status message in place while that is the latest message of the game
/// in the channel, asks nobody a new question (`Post::anew`) and awaits no player the message
/// does not already await (an edit pings nobody; it may drop the players of a window who
/// answered, and the message then awaits the rest), keeping the log lines it
/// showed and adding the new ones; otherwise it is posted and becomes the status message. A
/// post of log lines only adds them to the status message (its buttons untouched). Any other
/// message of the game posted in the channel ends that. The status message's id lives in the
/// database (`store::status_message`), so it survives restarts.
pub struct Quiet<'a> {
    app: &'a App,
    channel: u64,
    current: Option<crate::store::StatusMessage>,
}

/// How to send one post (see [`Quiet::plan`]).
#[derive(Debug, Clone, PartialEq)]
pub struct Planned {
    /// `Some(id)`: edit that message; `None`: post a new one.
    pub edit: Option<String>,
    /// The message's whole text after it is sent.
    pub content: String,
    /// An edit that leaves the message's buttons as they are (log lines added under them).
    pub keep_buttons: bool,
    /// The users the message awaits (mentioned at its start).
    pub awaits: Vec<u64>,
    /// The status message after it is sent (`None`: it is not one).
    next: Option<crate::store::StatusMessage>,
}

impl<'a> Quiet<'a> {
    /// Reads the channel's status message (on an error, none: the next status is posted).
    pub async fn load(app: &'a App, channel: u64) -> Quiet<'a> {
        let current = app.status_message(channel).await.unwrap_or_else(|e| {
            tracing::warn!(error = %e, "status message not read");
            None
        });
        Quiet {
            app,
            channel,
            current,
        }
    }

    /// Where `post` goes: an edit of the status message, or a new message.
    pub fn plan(&self, post: &Post) -> Planned {
        plan_after(self.current.as_ref(), post)
    }

    /// `post` as a new message (where an edit was planned and failed).
    pub fn plan_new(&self, post: &Post) -> Planned {
        plan_new(post)
    }

    /// Records that a post was sent as `planned`, as the message `id` (posted or edited).
    pub async fn sent(&mut self, planned: &Planned, id: &str) {
        let Some(next) = &planned.next else {
            return self.other().await;
        };
        let m = crate::store::StatusMessage {
            message_id: id.to_string(),
            ..next.clone()
        };
        if let Err(e) = self.app.set_status_message(self.channel, Some(&m)).await {
            tracing::warn!(error = %e, "status message not recorded");
        }
        self.current = Some(m);
    }

    /// Another message of the game was posted in the channel (a public reply, a post that is
    /// not a status, a notice): the status message is no longer the latest.
    pub async fn other(&mut self) {
        if self.current.take().is_some()
            && let Err(e) = self.app.set_status_message(self.channel, None).await
        {
            tracing::warn!(error = %e, "status message not cleared");
        }
    }
}

/// Where `post` goes after the status message `current` (see [`Quiet`]).
fn plan_after(current: Option<&crate::store::StatusMessage>, post: &Post) -> Planned {
    if post.image.is_none()
        && let Some(m) = current
    {
        let shown_log = joined(&m.shown_log, &post.log);
        let edit = if post.status && !post.anew && awaits_among(&post.awaits, &m.awaits) {
            Some((post.text.clone(), false, awaits_key(&post.awaits)))
        } else if post.is_log_only() {
            Some((m.prompt.clone(), true, m.awaits.clone()))
        } else {
            None
        };
        if let Some((prompt, keep_buttons, awaits)) = edit {
            let content = joined(&shown_log, &prompt);
            if content.chars().count() <= STATUS_MAX {
                return Planned {
                    edit: Some(m.message_id.clone()),
                    content,
                    keep_buttons,
                    awaits: awaits.split(',').filter_map(|u| u.parse().ok()).collect(),
                    next: Some(crate::store::StatusMessage {
                        message_id: m.message_id.clone(),
                        shown_log,
                        prompt,
                        awaits,
                    }),
                };
            }
        }
    }
    plan_new(post)
}

/// `post` as a new message.
fn plan_new(post: &Post) -> Planned {
    Planned {
        edit: None,
        content: post.content(),
        keep_buttons: false,
        awaits: post.awaits.iter().map(|u| u.id).collect(),
        next: post.status.then(|| crate::store::StatusMessage {
            message_id: String::new(),
            shown_log: post.log.clone(),
            prompt: post.text.clone(),
            awaits: awaits_key(&post.awaits),
        }),
    }
}

/// Whether every user `awaits` names was already awaited (pinged) by the status message
/// whose awaited users are `key` (an edit pings nobody, so it may only drop players: the rest
/// of a window asked of several players at once, one of them having answered).
fn awaits_among(awaits: &[User], key: &str) -> bool {
    let shown: Vec<&str> = key.split(',').filter(|k| !k.is_empty()).collect();
    if awaits.is_empty() {
        return shown.is_empty();
    }
    awaits
        .iter()
        .all(|u| shown.contains(&u.id.to_string().as_str()))
}

/// The awaited users as stored with the status message (their ids, comma-separated).
fn awaits_key(users: &[User]) -> String {
    users
        .iter()
        .map(|u| u.id.to_string())
        .collect::<Vec<_>>()
        .join(",")
}

/// A typed `/play` text written in the player's or the table's language, read back into the
/// notation of the channel's game (`i18n::read_input`); unchanged when there is nothing to read
/// (no game, an English reader and table) or the channel cannot be read (the app then answers).
async fn read_typed(app: &App, channel: u64, locale: Option<&str>, text: &str) -> String {
    let Ok(Some(kind)) = app.channel_game(channel).await else {
        return text.to_string();
    };
    let table = app.channel_locale(channel).await.ok().flatten();
    let languages = [Tr::for_locale(locale), Tr::for_locale(table.as_deref())];
    with_game!(kind, G => crate::i18n::read_input(
        text,
        <G as crate::core::Game>::ID,
        <G as crate::core::Game>::input_words(),
        &<G as crate::core::Game>::content_names(),
        &languages,
    ))
}

/// Translates effects: the reply for the requester (`requester`: their locale, else the
/// channel's) when only they see it, else for the channel; posts and refused-DM notices for the channel; each DM for its
/// recipient (the channel's language when theirs is not known). Boards are drawn in the
/// language of the message they go with. A board that cannot be drawn is logged and left out,
/// with a reference in the text.
pub async fn localize(app: &App, e: app::Effects, requester: Option<&str>) -> Effects {
    let channel = Tr::for_locale(e.channel_locale.as_deref());
    let reply_tr = if e.reply.ephemeral {
        // A requester whose client says no locale (a script, the timer) reads the table's.
        Tr::for_locale(requester.or(e.channel_locale.as_deref()))
    } else {
        channel.clone()
    };
    let mut out = Effects {
        reply: Reply {
            text: e.reply.text.render(&reply_tr),
            ephemeral: e.reply.ephemeral,
            image: None,
            buttons: buttons(&reply_tr, &e.reply.buttons),
        },
        posts: Vec::new(),
        dms: Vec::new(),
        channel: e.channel,
        spent: e.spent,
        owed: e.owed,
    };
    let public = e.channel;
    if let Some(board) = &e.reply.board {
        let shown_in = public.filter(|_| !e.reply.ephemeral);
        out.reply.image = draw(app, board, &reply_tr, &mut out.reply.text, shown_in).await;
    }
    for p in &e.posts {
        let mut text = p.text.render(&channel);
        let image = match &p.board {
            Some(b) => draw(app, b, &channel, &mut text, public).await,
            None => None,
        };
        out.posts.push(Post {
            text,
            image,
            buttons: buttons(&channel, &p.buttons),
            awaits: p.awaits.clone(),
            status: p.status,
            anew: p.anew,
            log: String::new(),
        });
    }
    for d in &e.dms {
        let tr = match &d.locale {
            Some(l) => Tr::for_locale(Some(l)),
            None => channel.clone(),
        };
        out.dms.push(Dm {
            user: d.user.clone(),
            text: d.text.render(&tr),
            buttons: buttons(&tr, &d.buttons),
            refused_notice: d.refused_notice.render(&channel),
        });
    }
    out
}

/// Translates one text for a locale (the scheduler's reminders).
pub fn text_for(text: &Text, locale: Option<&str>) -> String {
    text.render(&Tr::for_locale(locale))
}

fn buttons(tr: &dyn Translate, buttons: &[app::Button]) -> Vec<Button> {
    buttons
        .iter()
        .map(|b| Button {
            custom_id: b.custom_id.clone(),
            label: tr.tr(&b.label),
            menu: b.menu.as_ref().map(|m| tr.tr(m)),
            tone: b.tone,
        })
        .collect()
}

/// What a channel's last board showed, as stored (`App::board_fingerprint`): the map's
/// fingerprint, then the title's and each hex's (`Scene::hex_digests`), then each node's
/// (`Scene::node_digests`, under a digest of its id, since an id may hold any character), so
/// that the next board knows which hexes and nodes changed. A value stored before the hexes
/// were (the map's alone) reads with none; one stored before the nodes were, with no nodes.
#[derive(Debug, Clone, PartialEq)]
struct Shown {
    map: String,
    title: Option<u64>,
    hexes: Vec<((i32, i32), u64)>,
    /// (digest of the id, digest of the node).
    nodes: Vec<(u64, u64)>,
    /// A digest of the links (`None`: a value stored before it was).
    links: Option<u64>,
}

impl Shown {
    fn of(scene: &crate::core::scene::Scene) -> Shown {
        Shown {
            map: scene.map_fingerprint(),
            title: Some(scene.title_fingerprint()),
            hexes: scene.hex_digests(),
            nodes: scene
                .node_digests()
                .iter()
                .map(|(id, d)| (crate::core::scene::text_digest(id), *d))
                .collect(),
            links: Some(crate::core::scene::text_digest(
                &serde_json::to_string(&scene.links).unwrap_or_default(),
            )),
        }
    }

    fn stored(&self) -> String {
        let hexes: Vec<String> = self
            .hexes
            .iter()
            .map(|((q, r), d)| format!("{q},{r}:{d:x}"))
            .collect();
        let nodes: Vec<String> = self
            .nodes
            .iter()
            .map(|(id, d)| format!("{id:x}:{d:x}"))
            .collect();
        let links = self.links.map(|l| format!(" {l:x}")).unwrap_or_default();
        format!(
            "{} {:x} {} {}{links}",
            self.map,
            self.title.unwrap_or_default(),
            hexes.join(";"),
            nodes.join(";")
        )
    }

    fn parse(stored: &str) -> Shown {
        let mut parts = stored.split(' ');
        let map = parts.next().unwrap_or_default().to_string();
        let title = parts.next().and_then(|t| u64::from_str_radix(t, 16).ok());
        let hexes = parts
            .next()
            .unwrap_or_default()
            .split(';')
            .filter_map(|h| {
                let (at, d) = h.split_once(':')?;
                let (q, r) = at.split_once(',')?;
                Some((
                    (q.parse().ok()?, r.parse().ok()?),
                    u64::from_str_radix(d, 16).ok()?,
                ))
            })
            .collect();
        let nodes = parts
            .next()
            .unwrap_or_default()
            .split(';')
            .filter_map(|n| {
                let (id, d) = n.split_once(':')?;
                Some((
                    u64::from_str_radix(id, 16).ok()?,
                    u64::from_str_radix(d, 16).ok()?,
                ))
            })
            .collect();
        let links = parts.next().and_then(|l| u64::from_str_radix(l, 16).ok());
        Shown {
            map,
            title,
            hexes,
            nodes,
            links,
        }
    }

    /// Whether `now` (the board `scene`, [`Shown::of`]) shows the map this board showed: the
    /// same map fingerprint (the map and the title, so a new phase of a hex map is a new
    /// board, the overview players plan with), or, for a board of nodes alone, the same
    /// nodes holding the same things under a new title: a map of nodes is drawn at each step,
    /// whose title names the step, and a board that differs from the last only in its title
    /// says nothing the status message (which names the step) does not. Links count too (a
    /// link may be drawn for a step, such as where an asteroid heads next).
    fn same_map(&self, now: &Shown, scene: &crate::core::scene::Scene) -> bool {
        if self.map == now.map {
            return true;
        }
        let nodes_only =
            scene.hexes.is_empty() && scene.insets.is_empty() && !scene.nodes.is_empty();
        nodes_only && self.links.is_some() && self.links == now.links && self.nodes == now.nodes
    }

    /// The hexes and nodes of `scene` (the board this is [`Shown::of`]) that differ from
    /// `before`'s (new or changed). Hexes only when both boards are of the same round and
    /// phase (a new phase of a hex map is the overview players plan with: the whole board).
    /// Nodes whatever the title: a map of nodes posts its board at each step, whose title
    /// names the step, so a new title says nothing of how much of it changed. No hexes when
    /// `before` kept none, no nodes when it kept none (a value stored before they were).
    fn changed_since(
        &self,
        before: &Shown,
        scene: &crate::core::scene::Scene,
    ) -> crate::render::Changes {
        let mut changes = crate::render::Changes::default();
        let same_phase = before.title.is_some() && before.title == self.title;
        if same_phase && !before.hexes.is_empty() {
            changes.hexes = self
                .hexes
                .iter()
                .filter(|h| !before.hexes.contains(h))
                .map(|(at, _)| *at)
                .collect();
        }
        if !before.nodes.is_empty() {
            // `self.nodes` holds the scene's nodes in order (`Shown::of`): the ids come back
            // from there, without digesting the nodes again.
            changes.nodes = self
                .nodes
                .iter()
                .zip(&scene.nodes)
                .filter(|(n, _)| !before.nodes.contains(n))
                .map(|(_, node)| node.id.clone())
                .collect();
        }
        changes
    }
}

/// Draws a board. Shown in a channel (`shown_in`), what it shows is recorded as the channel's
/// latest board ([`Shown`]), and a board shown only if its map changed (`Board::if_changed`) is
/// left out (`None`) when the map is the channel's latest: one board per change of the map,
/// not per change of turn (`/game status` always draws the whole board). Such a board, when
/// the change touched only a few hexes of a map in the same round and phase, is their focus
/// picture (`render::choose_focus`): those hexes (with their neighbours when they are close
/// together, numbered when not) drawn large enough to read in a chat preview, with a small
/// map of the whole board and the players. A board with insets shows them so
/// (`render::Focus::Insets`).
async fn draw(
    app: &App,
    board: &app::Board,
    tr: &Tr,
    text: &mut String,
    shown_in: Option<u64>,
) -> Option<Image> {
    let scene = board.scene(tr);
    let mut focus = None;
    if let Some(channel) = shown_in {
        let now = Shown::of(&scene);
        let last = app.board_fingerprint(channel).await.unwrap_or_else(|e| {
            tracing::warn!(error = %e, "board fingerprint not read");
            None
        });
        let last = last.as_deref().map(Shown::parse);
        let same_map = last.as_ref().is_some_and(|l| l.same_map(&now, &scene));
        if board.if_changed && same_map {
            return None;
        }
        // A board with insets (a drawn tile in each rotation, a blueprint being changed) is
        // their picture: the insets drawn large enough to read at a chat preview, over the
        // small map and the players (on the whole board they would be a few pixels tall).
        if board.if_changed && !scene.insets.is_empty() {
            focus = Some(crate::render::Focus::Insets);
        } else if board.if_changed
            && let Some(last) = &last
        {
            focus = crate::render::choose_focus(&scene, &now.changed_since(last, &scene));
        }
        // A board with insets (a drawn tile to place, a blueprint being changed) is not
        // recorded over the board before it: once the inset is gone, what changed is told
        // against the map the channel saw before (a discarded tile leaves nothing to draw).
        let keep_last = !scene.insets.is_empty() && last.is_some();
        if !keep_last
            && last.as_ref() != Some(&now)
            && let Err(e) = app.set_board_fingerprint(channel, &now.stored()).await
        {
            tracing::warn!(error = %e, "board fingerprint not recorded");
        }
    }
    let drawn_text = scene.texts();
    let name = if focus.is_some() {
        FOCUS_IMAGE
    } else {
        BOARD_IMAGE
    };
    let png = match focus {
        Some(focus) => app.render_focus_png(scene, focus).await,
        None => app.render_png(scene).await,
    };
    match png {
        Ok(png) => Some(Image {
            name: name.to_string(),
            png,
            drawn_text,
        }),
        Err(AppError::User(m)) => {
            text.push('\n');
            text.push_str(&tr.tr(&m));
            None
        }
        Err(AppError::Internal(e)) => {
            let reference = app::error_reference();
            tracing::error!(reference = %reference, error = ?e, "board not drawn");
            text.push('\n');
            text.push_str(
                &tr.tr(&crate::core::Msg::new("error-internal").text("reference", reference)),
            );
            None
        }
    }
}

/// Discord's limits for autocomplete: 25 suggestions, names of at most 100 characters.
const MAX_SUGGESTIONS: usize = 25;
const MAX_SUGGESTION_NAME: usize = 100;

/// Suggestions for an option being typed (`app::suggest`), in the typist's language: the
/// labels put into words, those matching `typed` kept (in the label or the value, any case;
/// every suggestion when nothing is typed), at most 25, as (name shown, value set).
pub async fn suggest(
    app: &App,
    user: &User,
    channel: u64,
    field: app::suggest::Field,
    typed: &str,
    locale: Option<&str>,
) -> Vec<(String, String)> {
    match app.suggest(user, channel, field).await {
        Ok(items) => suggestions(&items, typed, &Tr::for_locale(locale)),
        Err(e) => {
            tracing::warn!(error = %e, "suggestions failed");
            Vec::new()
        }
    }
}

/// See [`suggest`]: the pure part.
pub fn suggestions(
    items: &[app::suggest::Suggestion],
    typed: &str,
    tr: &Tr,
) -> Vec<(String, String)> {
    let typed = typed.trim().to_lowercase();
    items
        .iter()
        .map(|s| (tr.tr(&s.label), s.value.clone()))
        .filter(|(label, value)| {
            typed.is_empty()
                || label.to_lowercase().contains(&typed)
                || value.to_lowercase().contains(&typed)
        })
        .map(|(label, value)| {
            let name = if label.chars().count() > MAX_SUGGESTION_NAME {
                let cut: String = label.chars().take(MAX_SUGGESTION_NAME - 1).collect();
                format!("{cut}…")
            } else {
                label
            };
            (name, value)
        })
        .take(MAX_SUGGESTIONS)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What a channel's last board showed survives being stored, and tells the next board
    /// which hexes changed — only within the same round and phase, and only when the stored
    /// value has hexes (one stored before them reads as "no hexes known").
    #[test]
    fn a_stored_board_tells_the_next_which_hexes_changed() {
        let before = crate::render::sample::sample_scene(4);
        let shown = Shown::of(&before);
        assert_eq!(Shown::parse(&shown.stored()), shown);
        let mut after = before.clone();
        let at = (after.hexes[3].q, after.hexes[3].r);
        after.hexes[3].units.push(crate::core::scene::Chip {
            color: crate::core::scene::Rgb::WHITE,
            text: "1 DD".into(),
        });
        let now = Shown::of(&after);
        assert_ne!(now.map, shown.map);
        assert_eq!(now.changed_since(&shown, &after).hexes, vec![at]);
        assert_eq!(
            now.changed_since(&now, &after).hexes,
            Vec::<(i32, i32)>::new()
        );
        // A new phase: not a change of some hexes.
        let mut phase = after.clone();
        phase.title.push_str(" — Status phase");
        assert!(
            Shown::of(&phase)
                .changed_since(&shown, &phase)
                .hexes
                .is_empty()
        );
        // Stored before hexes were: the map's fingerprint alone.
        let old = Shown::parse(&shown.map);
        assert_eq!(old.map, shown.map);
        assert!(now.changed_since(&old, &after).hexes.is_empty());
        // Garbage reads as nothing known, without a panic.
        assert!(
            now.changed_since(&Shown::parse("x y 1,2:zz;;a"), &after)
                .hexes
                .is_empty()
        );
    }

    /// The same for a board of nodes: a ship arriving at a node is that node's change, found
    /// through the stored value (ids of any characters are stored as digests and read back
    /// through the scene); a value stored before nodes were, or garbage, gives no node changes
    /// (the whole board), and a new phase none either.
    #[test]
    fn a_stored_board_tells_the_next_which_nodes_changed() {
        use crate::core::scene::{Chip, Rgb};
        let mut before = crate::render::sample::sample_rows_scene();
        before.nodes[2].id = "odd id; with: spaces,".into();
        let shown = Shown::of(&before);
        let stored = shown.stored();
        assert_eq!(Shown::parse(&stored), shown);
        assert!(!stored.contains("odd id"), "{stored}");
        let mut after = before.clone();
        for i in [2, 5] {
            after.nodes[i].units.push(Chip {
                color: Rgb::WHITE,
                text: "s9 C2".into(),
            });
        }
        let now = Shown::of(&after);
        let changes = now.changed_since(&Shown::parse(&stored), &after);
        assert_eq!(
            changes.nodes,
            vec![after.nodes[2].id.clone(), after.nodes[5].id.clone()]
        );
        assert!(changes.hexes.is_empty());
        assert!(now.changed_since(&now, &after).nodes.is_empty());
        // A new step (title): still the nodes that changed, and only those.
        let mut phase = after.clone();
        phase.title.push_str(" — 2031");
        assert_eq!(
            Shown::of(&phase).changed_since(&shown, &phase).nodes,
            changes.nodes
        );
        assert!(
            Shown::of(&phase)
                .changed_since(&Shown::of(&after), &phase)
                .nodes
                .is_empty()
        );
        // Stored before nodes were: the map, the title and (no) hexes.
        let before_nodes = format!("{} {:x} ", shown.map, before.title_fingerprint());
        let old = Shown::parse(&before_nodes);
        assert_eq!(
            (old.map.as_str(), old.title),
            (shown.map.as_str(), shown.title)
        );
        assert!(old.nodes.is_empty());
        assert!(now.changed_since(&old, &after).nodes.is_empty());
        assert!(
            now.changed_since(&Shown::parse(&shown.map), &after)
                .nodes
                .is_empty()
        );
        // Garbage: no node changes, no panic.
        for junk in [
            "",
            " ",
            "a b c d e f",
            "x 1  zz:1;1:zz;:;;",
            &format!("{} {:x}  ;;:", shown.map, before.title_fingerprint()),
            &format!(
                "{} {:x}  ffffffffffffffffff:1",
                shown.map,
                before.title_fingerprint()
            ),
        ] {
            assert!(
                now.changed_since(&Shown::parse(junk), &after)
                    .nodes
                    .is_empty(),
                "{junk:?}"
            );
        }
    }

    /// A board of nodes that differs from the channel's last only in its title (a new step
    /// of the same year, or a new year, with nothing moved) shows the same map: no new board
    /// is posted (the status message names the step). A moved ship, a new link, or a hex map
    /// in a new phase is a new board; so is one compared with a value stored before links
    /// were (nothing known).
    #[test]
    fn a_board_of_nodes_that_changed_only_its_title_is_the_same_map() {
        use crate::core::scene::{Chip, Link, Rgb};
        let before = crate::render::sample::sample_rows_scene();
        let shown = Shown::parse(&Shown::of(&before).stored());
        let mut step = before.clone();
        step.title.push_str(" — Movement");
        step.subtitle = "Waiting for bob".into();
        let now = Shown::of(&step);
        assert_ne!(now.map, shown.map, "the title is in the map's fingerprint");
        assert!(shown.same_map(&now, &step));
        let mut moved = step.clone();
        moved.nodes[1].units.push(Chip {
            color: Rgb::WHITE,
            text: "s9 C2".into(),
        });
        assert!(!shown.same_map(&Shown::of(&moved), &moved));
        let mut linked = step.clone();
        let (a, b) = (linked.nodes[0].id.clone(), linked.nodes[3].id.clone());
        linked.links.push(Link::new(a, b, Rgb::WHITE));
        assert!(!shown.same_map(&Shown::of(&linked), &linked));
        // Stored before links were: the fingerprint alone decides.
        let mut old = shown.clone();
        old.links = None;
        assert!(!Shown::parse(&old.stored()).same_map(&now, &step));
        // A hex map in a new phase: the whole board again.
        let hexes = crate::render::sample::sample_scene(4);
        let mut phase = hexes.clone();
        phase.title.push_str(" — Status phase");
        assert!(!Shown::of(&hexes).same_map(&Shown::of(&phase), &phase));
    }

    fn user(id: u64) -> User {
        User {
            id,
            name: format!("u{id}"),
        }
    }

    fn status(awaits: &[u64], anew: bool) -> Post {
        Post {
            text: "asks".into(),
            image: None,
            buttons: Vec::new(),
            awaits: awaits.iter().map(|u| user(*u)).collect(),
            status: true,
            anew,
            log: "did".into(),
        }
    }

    fn message(awaits: &str) -> crate::store::StatusMessage {
        crate::store::StatusMessage {
            message_id: "7".into(),
            shown_log: "before".into(),
            prompt: "asked".into(),
            awaits: awaits.into(),
        }
    }

    /// Issue 16, a quiet channel: the rest of a window asked of several players is edited into
    /// its message (fewer players awaited, their mentions shrinking with it), but a new
    /// question, or a player the message did not await, is a new message (an edit pings
    /// nobody).
    #[test]
    fn an_edit_drops_answered_players_and_never_pings() {
        let m = message("1,2,3");
        let rest = plan_after(Some(&m), &status(&[2, 3], false));
        assert_eq!(rest.edit.as_deref(), Some("7"));
        assert_eq!(rest.awaits, vec![2, 3]);
        assert_eq!(rest.content, "before\ndid\nasks");
        assert!(!rest.keep_buttons, "the answered buttons go");
        let next = rest.next.clone().unwrap();
        assert_eq!(next.awaits, "2,3");
        // Then player 1 again (no longer awaited by it): a new message.
        let again = plan_after(Some(&next), &status(&[1], false));
        assert_eq!(again.edit, None);
        assert_eq!(again.awaits, vec![1]);
        // A new question for an awaited player: a new message too.
        assert_eq!(plan_after(Some(&m), &status(&[2], true)).edit, None);
        // The same player continuing their turn: edited.
        let same = plan_after(Some(&message("2")), &status(&[2], false));
        assert_eq!(same.edit.as_deref(), Some("7"));
        // A board is a new message that becomes the status.
        let mut board = status(&[2], false);
        board.image = Some(Image {
            name: "board.png".into(),
            png: Vec::new(),
            drawn_text: Vec::new(),
        });
        let p = plan_after(Some(&m), &board);
        assert_eq!(p.edit, None);
        assert!(p.next.is_some());
        assert_eq!(plan_after(None, &status(&[2], false)).edit, None);
    }

    /// An action's answer with a board goes, with its log lines, into the status post that
    /// follows (one message: what changed, the board, and what now).
    #[test]
    fn a_board_goes_with_the_status_it_leads() {
        let mut e = Effects {
            reply: Reply {
                text: "sol lands".into(),
                ephemeral: false,
                image: Some(Image {
                    name: "board.png".into(),
                    png: vec![1],
                    drawn_text: Vec::new(),
                }),
                buttons: Vec::new(),
            },
            posts: vec![status(&[2], true)],
            ..Default::default()
        };
        e.posts[0].log.clear();
        fold_log(&mut e);
        assert!(e.reply.text.is_empty() && e.reply.image.is_none());
        assert_eq!(e.posts.len(), 1);
        assert_eq!(e.posts[0].log, "sol lands");
        assert!(e.posts[0].image.is_some());
        assert_eq!(e.posts[0].content(), "sol lands\nasks");
    }
}
