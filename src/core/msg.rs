//! Messages as data: a Fluent message id plus arguments. The rules engines never hold
//! user-facing text; the app layer turns a `Msg` into text in the reader's language.

use serde::{Deserialize, Serialize};

/// One argument value of a message.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Arg {
    Num(i64),
    Text(String),
    /// A nested message, localised before it is inserted (e.g. a card name).
    Msg(Box<Msg>),
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

    /// The value of an argument, for tests and for callers that need to inspect a message.
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| n == name).map(|(_, a)| a)
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
                match a {
                    Arg::Num(v) => write!(f, "{n}={v}")?,
                    Arg::Text(v) => write!(f, "{n}={v}")?,
                    Arg::Msg(m) => write!(f, "{n}={m}")?,
                }
            }
            write!(f, ")")?;
        }
        Ok(())
    }
}

/// Turns messages into text in some language. The app layer implements it with Fluent; games
/// call it when they build a scene, so even board labels come from the catalog.
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
