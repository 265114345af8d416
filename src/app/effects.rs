//! What the app asks an adapter to do: reply, post in the channel, send direct messages. Every
//! text is a message (`Msg`, `Text`), never a rendered string, and every board is a scene still
//! to be labelled: the adapters translate each for its reader (the edge module), the channel's
//! language for what the channel sees, each player's own locale for DMs and ephemeral replies.

use std::sync::Arc;

use super::User;
use crate::core::Tone;
use crate::core::msg::{Msg, Text, Translate};
use crate::core::scene::Scene;

/// Builds a scene with its labels in a translator's language.
type SceneFn = dyn Fn(&dyn Translate) -> Scene + Send + Sync;

/// A board to draw: the scene of a view, labelled in the reader's language when it is drawn.
#[derive(Clone)]
pub struct Board {
    scene: Arc<SceneFn>,
    /// Drawn only if its map differs from the last board shown in the channel (a board after
    /// a change: one board per change of the map, not per change of turn).
    pub if_changed: bool,
}

impl Board {
    pub fn new(scene: impl Fn(&dyn Translate) -> Scene + Send + Sync + 'static) -> Self {
        Board {
            scene: Arc::new(scene),
            if_changed: false,
        }
    }

    /// The same board, shown only if its map changed since the channel's last board.
    pub fn if_changed(self) -> Self {
        Board {
            if_changed: true,
            ..self
        }
    }

    /// The scene, with its labels in `tr`'s language.
    pub fn scene(&self, tr: &dyn Translate) -> Scene {
        (self.scene)(tr)
    }
}

impl std::fmt::Debug for Board {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Board")
    }
}

impl PartialEq for Board {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.scene, &other.scene)
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Button {
    /// `sp:<game>:<version>:<seat>:<prompt>:<notation>` (see `play::ButtonId`), at most 100
    /// characters.
    pub custom_id: String,
    pub label: Msg,
    /// `Some(placeholder)`: an option of a select menu (a drop-down) with that placeholder
    /// instead of a button; the options of one menu are consecutive. A prompt with more
    /// choices than a message's buttons hold is offered as menus (see `present::buttons`).
    pub menu: Option<Msg>,
    /// What pressing it means (confirm, decline, destructive, or an ordinary choice), which an
    /// adapter may show as a colour; not shown for a menu's option.
    pub tone: Tone,
}

/// The answer to the request itself.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Reply {
    pub text: Text,
    /// Only the requester sees it.
    pub ephemeral: bool,
    pub board: Option<Board>,
    pub buttons: Vec<Button>,
}

/// A message in the game's channel.
#[derive(Debug, Clone, PartialEq)]
pub struct Post {
    pub text: Text,
    pub board: Option<Board>,
    pub buttons: Vec<Button>,
    /// The players this post waits for (mentioned; the only ones its buttons are for).
    pub awaits: Vec<User>,
    /// Bookkeeping: whose turn it is and what is awaited. An adapter may show it by editing
    /// the game's status message in place while that is the latest message of the game in the
    /// channel, with the action's public log lines above it (`edge::Quiet`).
    pub status: bool,
    /// It asks a player a new question (not the one who just acted, who is answered in
    /// place): posted as a new message, which pings them, never edited into the status.
    pub anew: bool,
}

/// A direct message. If the user does not accept DMs, `refused_notice` (which holds no
/// secret) is posted in the channel instead.
#[derive(Debug, Clone, PartialEq)]
pub struct Dm {
    pub user: User,
    /// The recipient's locale, as their Discord client last reported it (`None`: not known).
    pub locale: Option<String>,
    pub text: Text,
    pub buttons: Vec<Button>,
    pub refused_notice: Text,
}

#[derive(Debug, Clone, PartialEq, Default)]
pub struct Effects {
    pub reply: Reply,
    pub posts: Vec<Post>,
    pub dms: Vec<Dm>,
    /// The channel the posts go to (the game's channel, which may differ from the request's
    /// when a button is pressed in a DM).
    pub channel: Option<u64>,
    /// The language the table chose for its channel (`/game settings language:`); `None`:
    /// the default.
    pub channel_locale: Option<String>,
    /// The request was a press of a game's button that was accepted: the message that carried
    /// it offers out-of-date choices now (its prompt is answered; whatever still awaits the
    /// presser is offered again in these effects), so the adapter removes that message's
    /// buttons instead of leaving them to be pressed for weeks.
    pub spent: bool,
    /// A change of a game (game id, version): its posts are owed until delivered. An adapter
    /// that delivers them then calls `App::posts_delivered`; if its process dies before, a
    /// sweep posts the game's prompt again (`App::owed_posts`).
    pub owed: Option<(i64, i64)>,
}

impl Effects {
    pub fn ephemeral(text: impl Into<Text>) -> Self {
        Effects {
            reply: Reply {
                text: text.into(),
                ephemeral: true,
                ..Default::default()
            },
            ..Default::default()
        }
    }

    pub fn public(text: impl Into<Text>) -> Self {
        Effects {
            reply: Reply {
                text: text.into(),
                ephemeral: false,
                ..Default::default()
            },
            ..Default::default()
        }
    }
}
