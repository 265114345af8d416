//! Command mentions: the texts name commands the way players type them (`` `/game join` ``);
//! on Discord they become command mentions (`</game join:ID>`), which each reader's client shows
//! under the command's name in their own language (the names registered per locale) and which
//! open the command when clicked. The ids come from Discord's answer to the registration; until
//! it is known (or for a command it does not know) a text is left as it is.

use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

use crate::edge::Effects;

/// The registered commands: top-level name → Discord id, and each command's subcommand names.
#[derive(Debug, Default)]
pub struct CommandIds {
    ids: HashMap<String, u64>,
    subcommands: HashMap<String, Vec<String>>,
}

impl CommandIds {
    /// From the registration's answer (`(name, id)`) and the commands' own subcommands.
    pub fn new(
        registered: impl IntoIterator<Item = (String, u64)>,
        subcommands: impl IntoIterator<Item = (String, Vec<String>)>,
    ) -> Self {
        CommandIds {
            ids: registered.into_iter().collect(),
            subcommands: subcommands.into_iter().collect(),
        }
    }

    /// The mention of `/name [sub]` at the start of `rest` (after its slash), and the length of
    /// the command path it consumed; `None` when it names no registered command.
    fn mention_at(&self, rest: &str) -> Option<(String, usize)> {
        let name_len = rest
            .find(|c: char| !(c.is_alphanumeric() || c == '-' || c == '_'))
            .unwrap_or(rest.len());
        let name = &rest[..name_len];
        let id = self.ids.get(name)?;
        let subs = self.subcommands.get(name).filter(|s| !s.is_empty());
        let Some(subs) = subs else {
            return Some((format!("</{name}:{id}>"), name_len));
        };
        // A command with subcommands is only mentioned with one of them.
        let after = rest[name_len..].strip_prefix(' ')?;
        let sub_len = after
            .find(|c: char| !(c.is_alphanumeric() || c == '-' || c == '_'))
            .unwrap_or(after.len());
        let sub = &after[..sub_len];
        subs.iter()
            .any(|s| s == sub)
            .then(|| (format!("</{name} {sub}:{id}>"), name_len + 1 + sub_len))
    }

    /// The text with every command it names as a mention: a code span that starts with a
    /// command (`` `/game settings host:<player>` ``) becomes the mention followed by the rest
    /// of the span, still as code; a bare `/play` after a space or at the start of a line too.
    pub fn mention(&self, text: &str) -> String {
        if self.ids.is_empty() {
            return text.to_string();
        }
        let mut out = String::with_capacity(text.len());
        let mut rest = text;
        let mut prev: Option<char> = None;
        while let Some(c) = rest.chars().next() {
            if c == '`'
                && rest[1..].starts_with('/')
                && let Some(end) = rest[1..].find('`')
            {
                let span = &rest[2..1 + end];
                if let Some((mention, used)) = self.mention_at(span) {
                    out.push_str(&mention);
                    let args = span[used..].trim();
                    if !args.is_empty() {
                        out.push_str(" `");
                        out.push_str(args);
                        out.push('`');
                    }
                    rest = &rest[end + 2..];
                    prev = Some('`');
                    continue;
                }
            }
            if c == '/'
                && prev.is_none_or(|p| p.is_whitespace() || p == '(')
                && let Some((mention, used)) = self.mention_at(&rest[1..])
            {
                let next = rest[1 + used..].chars().next();
                if next.is_none_or(|n| !(n.is_alphanumeric() || n == '/' || n == ':')) {
                    out.push_str(&mention);
                    rest = &rest[1 + used..];
                    prev = Some('>');
                    continue;
                }
            }
            out.push(c);
            prev = Some(c);
            rest = &rest[c.len_utf8()..];
        }
        out
    }

    /// Every text of an effect, mentioned.
    pub fn mention_effects(&self, e: &mut Effects) {
        e.reply.text = self.mention(&e.reply.text);
        for p in &mut e.posts {
            p.text = self.mention(&p.text);
        }
        for d in &mut e.dms {
            d.text = self.mention(&d.text);
            d.refused_notice = self.mention(&d.refused_notice);
        }
    }
}

/// The ids, known once the registration has been answered; shared by the handlers and the
/// reminder loop.
#[derive(Debug, Clone, Default)]
pub struct Mentions(Arc<OnceLock<CommandIds>>);

impl Mentions {
    pub fn set(&self, ids: CommandIds) {
        let _ = self.0.set(ids);
    }

    pub fn text(&self, text: &str) -> String {
        match self.0.get() {
            Some(ids) => ids.mention(text),
            None => text.to_string(),
        }
    }

    pub fn effects(&self, e: &mut Effects) {
        if let Some(ids) = self.0.get() {
            ids.mention_effects(e);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids() -> CommandIds {
        CommandIds::new(
            [
                ("game".to_string(), 11),
                ("play".to_string(), 22),
                ("hand".to_string(), 33),
            ],
            [(
                "game".to_string(),
                vec![
                    "join".to_string(),
                    "settings".to_string(),
                    "new".to_string(),
                ],
            )],
        )
    }

    #[test]
    fn commands_in_code_become_mentions_with_their_arguments_kept() {
        let ids = ids();
        assert_eq!(
            ids.mention("Join with `/game join`; then `/hand`."),
            "Join with </game join:11>; then </hand:33>."
        );
        assert_eq!(
            ids.mention("hand it over with `/game settings host:<player>` first"),
            "hand it over with </game settings:11> `host:<player>` first"
        );
        assert_eq!(
            ids.mention("`/play action:\"activate <tile>\"`"),
            "</play:22> `action:\"activate <tile>\"`"
        );
    }

    #[test]
    fn bare_commands_are_mentioned_but_not_paths_urls_or_unknown_commands() {
        let ids = ids();
        assert_eq!(
            ids.mention("Other actions by /play."),
            "Other actions by </play:22>."
        );
        assert_eq!(ids.mention("/hand"), "</hand:33>");
        for same in [
            "see https://discord.com/play now",
            "a/play b",
            "`/odds 2 fighter`",
            "/game alone needs a subcommand",
            "`/game` alone",
            "/playful",
            "`/game leave` is not registered as a subcommand here",
        ] {
            assert_eq!(ids.mention(same), same);
        }
        assert_eq!(CommandIds::default().mention("`/hand`"), "`/hand`");
    }

    #[test]
    fn text_around_mentions_keeps_every_character() {
        let ids = ids();
        let t = "한국어 `/game join` 다음 `/hand`로 확인 — 日本語 /play。";
        assert_eq!(
            ids.mention(t),
            "한국어 </game join:11> 다음 </hand:33>로 확인 — 日本語 </play:22>。"
        );
        // An unclosed code span is left alone.
        assert_eq!(ids.mention("`/hand"), "`/hand");
    }
}
