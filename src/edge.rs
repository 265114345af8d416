//! The edge: the app's effects translated for their readers. The app says what to show as
//! messages (`app::Effects`); here every text and board is put into words for whoever will read
//! it — the channel's language for what the channel sees (posts, public replies, the notice of
//! a refused DM), the requester's locale for an ephemeral reply, each recipient's own locale for
//! their DMs. The adapters (Discord, `local`, the scheduler) deliver these.

use crate::app::{self, App, AppError, Request, User};
use crate::core::Tone;
use crate::core::msg::{Text, Translate};
use crate::i18n::Tr;

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
    };
    if let Some(board) = &e.reply.board {
        out.reply.image = draw(app, board, &reply_tr, &mut out.reply.text).await;
    }
    for p in &e.posts {
        let mut text = p.text.render(&channel);
        let image = match &p.board {
            Some(b) => draw(app, b, &channel, &mut text).await,
            None => None,
        };
        out.posts.push(Post {
            text,
            image,
            buttons: buttons(&channel, &p.buttons),
            awaits: p.awaits.clone(),
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

async fn draw(app: &App, board: &app::Board, tr: &Tr, text: &mut String) -> Option<Image> {
    let scene = board.scene(tr);
    let drawn_text = scene.texts();
    match app.render_png(scene).await {
        Ok(png) => Some(Image {
            name: "board.png".to_string(),
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
