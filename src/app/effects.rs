//! What the app asks an adapter to do: reply, post in the channel, send direct messages.

use super::User;

#[derive(Debug, Clone, PartialEq)]
pub struct Image {
    pub name: String,
    pub png: Vec<u8>,
    /// Every text drawn in the image (for alt text, and for tests that check no secret is drawn).
    pub drawn_text: Vec<String>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Button {
    /// `sp:<game>:<version>:<seat>:<prompt>:<notation>` (see `play::ButtonId`), at most 100
    /// characters.
    pub custom_id: String,
    pub label: String,
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

/// A direct message. If the user does not accept DMs, `refused_notice` (which holds no
/// secret) is posted in the channel instead.
#[derive(Debug, Clone, PartialEq)]
pub struct Dm {
    pub user: User,
    pub text: String,
    pub buttons: Vec<Button>,
    pub refused_notice: String,
}

#[derive(Debug, Clone, PartialEq, Default)]
pub struct Effects {
    pub reply: Reply,
    pub posts: Vec<Post>,
    pub dms: Vec<Dm>,
    /// The channel the posts go to (the game's channel, which may differ from the request's
    /// when a button is pressed in a DM).
    pub channel: Option<u64>,
}

impl Effects {
    pub fn ephemeral(text: String) -> Self {
        Effects {
            reply: Reply {
                text,
                ephemeral: true,
                ..Default::default()
            },
            ..Default::default()
        }
    }

    pub fn public(text: String) -> Self {
        Effects {
            reply: Reply {
                text,
                ephemeral: false,
                ..Default::default()
            },
            ..Default::default()
        }
    }

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
