//! Messages as data: a Fluent message id plus arguments. The rules engines and the app never
//! hold user-facing text: the adapters turn a `Msg` into text in each reader's language, at the
//! edge. Content names (cards, planets, technologies, species) are references to catalog
//! entries by id (`Arg::Name`), so a catalog in another language renders old messages too.

use serde::{Deserialize, Serialize};

/// One argument value of a message.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Arg {
    Num(i64),
    Text(String),
    /// A nested message, localised before it is inserted.
    Msg(Box<Msg>),
    /// A content name by catalog id (e.g. `ti4-action-card-sabotage`), looked up in the
    /// reader's catalog.
    Name(NameRef),
    /// Several values, shown as a list in the reader's language (`a, b, c`).
    List(Vec<Arg>),
}

/// A reference to a content name in the catalogs (`assets/i18n/<lang>/<game>-content.ftl`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NameRef {
    #[serde(rename = "ref")]
    pub id: String,
}

impl Arg {
    /// A content name by catalog id.
    pub fn name(id: impl Into<String>) -> Arg {
        Arg::Name(NameRef { id: id.into() })
    }

    /// A plain text value (a player's name, a notation, a number written out).
    pub fn text(value: impl Into<String>) -> Arg {
        Arg::Text(value.into())
    }

    /// A nested message.
    pub fn msg(value: Msg) -> Arg {
        Arg::Msg(Box::new(value))
    }
}

/// A localisable message: `id` names an entry in `assets/i18n/<lang>/*.ftl`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Msg {
    pub id: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub args: Vec<(String, Arg)>,
}

impl Msg {
    pub fn new(id: impl Into<String>) -> Self {
        Msg {
            id: id.into(),
            args: Vec::new(),
        }
    }

    /// Adds a text argument.
    pub fn text(mut self, name: &str, value: impl Into<String>) -> Self {
        self.args.push((name.to_string(), Arg::Text(value.into())));
        self
    }

    /// Adds a number argument.
    pub fn num(mut self, name: &str, value: impl Into<i64>) -> Self {
        self.args.push((name.to_string(), Arg::Num(value.into())));
        self
    }

    /// Adds a nested message argument.
    pub fn msg(mut self, name: &str, value: Msg) -> Self {
        self.args
            .push((name.to_string(), Arg::Msg(Box::new(value))));
        self
    }

    /// Adds a content name by catalog id (see `Game::content_names`).
    pub fn name(mut self, name: &str, id: impl Into<String>) -> Self {
        self.args.push((name.to_string(), Arg::name(id)));
        self
    }

    /// Adds a list argument.
    pub fn list(mut self, name: &str, values: Vec<Arg>) -> Self {
        self.args.push((name.to_string(), Arg::List(values)));
        self
    }

    /// A message that shows `text` as it is, in every language (what a player typed, a
    /// notation, a table of numbers).
    pub fn verbatim(text: impl Into<String>) -> Self {
        Msg::new(VERBATIM).text("text", text)
    }

    /// The value of an argument, for tests and for callers that need to inspect a message.
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| n == name).map(|(_, a)| a)
    }
}

/// The id of `Msg::verbatim`: its catalog entry is `{ $text }` in every language.
pub const VERBATIM: &str = "verbatim";

impl std::fmt::Display for Arg {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Arg::Num(v) => write!(f, "{v}"),
            Arg::Text(v) => write!(f, "{v}"),
            Arg::Msg(m) => write!(f, "{m}"),
            Arg::Name(r) => write!(f, "@{}", r.id),
            Arg::List(items) => {
                write!(f, "[")?;
                for (i, a) in items.iter().enumerate() {
                    if i > 0 {
                        write!(f, ", ")?;
                    }
                    write!(f, "{a}")?;
                }
                write!(f, "]")
            }
        }
    }
}

impl std::fmt::Display for Msg {
    /// A language-neutral debugging form (`id(arg=value, …)`); players never see this.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.id)?;
        if !self.args.is_empty() {
            write!(f, "(")?;
            for (i, (n, a)) in self.args.iter().enumerate() {
                if i > 0 {
                    write!(f, ", ")?;
                }
                write!(f, "{n}={a}")?;
            }
            write!(f, ")")?;
        }
        Ok(())
    }
}

/// Text for a reader: messages, one per line, translated where it is shown.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Text {
    pub lines: Vec<Msg>,
}

impl Text {
    pub fn new() -> Self {
        Text::default()
    }

    pub fn push(&mut self, msg: Msg) {
        self.lines.push(msg);
    }

    /// Puts a line first.
    pub fn prepend(&mut self, msg: Msg) {
        self.lines.insert(0, msg);
    }

    pub fn is_empty(&self) -> bool {
        self.lines.is_empty()
    }

    /// The lines in `tr`'s language, joined by newlines.
    pub fn render(&self, tr: &dyn Translate) -> String {
        self.lines
            .iter()
            .map(|m| tr.tr(m))
            .collect::<Vec<_>>()
            .join("\n")
    }
}

impl From<Msg> for Text {
    fn from(msg: Msg) -> Self {
        Text { lines: vec![msg] }
    }
}

impl From<Vec<Msg>> for Text {
    fn from(lines: Vec<Msg>) -> Self {
        Text { lines }
    }
}

impl Extend<Msg> for Text {
    fn extend<I: IntoIterator<Item = Msg>>(&mut self, iter: I) {
        self.lines.extend(iter);
    }
}

impl FromIterator<Msg> for Text {
    fn from_iter<I: IntoIterator<Item = Msg>>(iter: I) -> Self {
        Text {
            lines: iter.into_iter().collect(),
        }
    }
}

/// Turns messages into text in some language. `i18n::Tr` implements it with Fluent; the
/// adapters hold one per recipient, and games are handed one when they build a scene, so even
/// board labels come from the catalog.
pub trait Translate {
    fn tr(&self, msg: &Msg) -> String;

    /// Shorthand for a message without arguments.
    fn t(&self, id: &str) -> String {
        self.tr(&Msg::new(id))
    }
}

/// A translator that prints message ids: for tests and debugging only.
pub struct IdTranslator;

impl Translate for IdTranslator {
    fn tr(&self, msg: &Msg) -> String {
        msg.to_string()
    }
}
