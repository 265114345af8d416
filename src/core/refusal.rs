//! Refusals as data: why a game refused a text or an action, and of what kind, so the adapters
//! can answer each kind in its own way (an ambiguous text becomes one button per reading).
//!
//! Also the one name lookup the engines' notations share: a unique prefix of a name is accepted,
//! a prefix of several names is ambiguous.

use super::msg::Msg;
use super::rules::Choice;

/// What kind of refusal: the check of `Game::apply` (or of the notation) that failed, in their
/// fixed order: the text, the moment, the actor, the action's own legality.
#[derive(Debug, Clone, PartialEq)]
pub enum RefusalKind {
    /// The text is not an action in the game's notation (a typo, a missing part, an unknown
    /// name, arguments an ability cannot read).
    Syntax,
    /// Not at this point of the game: it is over, another phase or step, or something else
    /// comes first (an open reaction window, a question to answer).
    NotNow,
    /// Not this seat's to do now: another player's turn, a window or question that does not
    /// ask this seat, a seat that is not (or no longer) playing.
    NotYours,
    /// Against the rules: what the action asks for is not allowed (cost, range, target, …).
    Illegal,
    /// The text names several things: one choice per reading, each with the full notation that
    /// picks it.
    Ambiguous(Vec<Choice>),
}

impl RefusalKind {
    /// A short, stable name (for logs and tests).
    pub fn id(&self) -> &'static str {
        match self {
            RefusalKind::Syntax => "syntax",
            RefusalKind::NotNow => "not-now",
            RefusalKind::NotYours => "not-yours",
            RefusalKind::Illegal => "illegal",
            RefusalKind::Ambiguous(_) => "ambiguous",
        }
    }
}

/// A refused text or action: its kind and what to tell the player. On a refusal the game's
/// state is unchanged.
#[derive(Debug, Clone, PartialEq)]
pub struct Refusal {
    pub kind: RefusalKind,
    pub msg: Msg,
}

impl Refusal {
    pub fn syntax(msg: Msg) -> Self {
        Refusal {
            kind: RefusalKind::Syntax,
            msg,
        }
    }

    pub fn not_now(msg: Msg) -> Self {
        Refusal {
            kind: RefusalKind::NotNow,
            msg,
        }
    }

    pub fn not_yours(msg: Msg) -> Self {
        Refusal {
            kind: RefusalKind::NotYours,
            msg,
        }
    }

    pub fn illegal(msg: Msg) -> Self {
        Refusal {
            kind: RefusalKind::Illegal,
            msg,
        }
    }

    pub fn ambiguous(msg: Msg, choices: Vec<Choice>) -> Self {
        Refusal {
            kind: RefusalKind::Ambiguous(choices),
            msg,
        }
    }

    /// The readings of an ambiguous text (empty for the other kinds).
    pub fn choices(&self) -> &[Choice] {
        match &self.kind {
            RefusalKind::Ambiguous(c) => c,
            _ => &[],
        }
    }
}

/// A bare message is a refusal of the action's own legality: engine code that only says why
/// keeps compiling, and the engine's entry points classify what they know better.
impl From<Msg> for Refusal {
    fn from(msg: Msg) -> Self {
        Refusal::illegal(msg)
    }
}

/// What to tell the player, for code that has no use for the kind.
impl From<Refusal> for Msg {
    fn from(r: Refusal) -> Self {
        r.msg
    }
}

impl std::fmt::Display for Refusal {
    /// A language-neutral debugging form (`kind: id(args)`); players never see this.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.kind.id(), self.msg)
    }
}

/// At most this many readings are offered for one ambiguous word (the message says how many
/// names fit).
pub const MAX_READINGS: usize = 10;

/// A name as lookups compare it: letters and digits only, lower case (`Mecatol Rex`,
/// `mecatol_rex` and `mecatol-rex` are all `mecatolrex`).
pub fn normalize(text: &str) -> String {
    text.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

/// What a name lookup found.
#[derive(Debug, Clone, PartialEq)]
pub enum Found<T> {
    None,
    One(T),
    /// Several things fit, in the order they were given.
    Many(Vec<T>),
}

/// Finds `query` among `items`, each with the names it goes by: a name equal to the query
/// (after `normalize`) wins; otherwise the names the query begins. An empty query finds nothing.
pub fn find_by_name<T>(query: &str, items: impl IntoIterator<Item = (T, Vec<String>)>) -> Found<T> {
    let key = normalize(query);
    if key.is_empty() {
        return Found::None;
    }
    let mut exact = Vec::new();
    let mut prefixed = Vec::new();
    for (item, names) in items {
        let names: Vec<String> = names.iter().map(|n| normalize(n)).collect();
        if names.contains(&key) {
            exact.push(item);
        } else if names.iter().any(|n| n.starts_with(&key)) {
            prefixed.push(item);
        }
    }
    let mut found = if exact.is_empty() { prefixed } else { exact };
    match found.len() {
        0 => Found::None,
        1 => Found::One(found.remove(0)),
        _ => Found::Many(found),
    }
}

/// `text` with `part` replaced by `with`. `part` is a slice of `text` (its place is known
/// exactly); otherwise its first occurrence is replaced.
pub fn replace_part(text: &str, part: &str, with: &str) -> String {
    let (start, end) = (text.as_ptr() as usize, text.as_ptr() as usize + text.len());
    let at = part.as_ptr() as usize;
    let offset = if at >= start && at + part.len() <= end {
        Some(at - start)
    } else {
        text.find(part)
    };
    match offset {
        Some(i) => format!("{}{with}{}", &text[..i], &text[i + part.len()..]),
        None => text.to_string(),
    }
}

/// The refusal of a text whose word `part` names several things. `readings` are the label of
/// each thing and the word that names it alone; each choice's notation is `text` with `part`
/// replaced by that word, in the form `canonical` gives it (the notation of the action the
/// text reads as), or as replaced when `canonical` gives none. At most [`MAX_READINGS`].
pub fn ambiguous_word(
    text: &str,
    part: &str,
    readings: Vec<(Msg, String)>,
    canonical: impl Fn(&str) -> Option<String>,
) -> Refusal {
    let count = readings.len();
    let choices = readings
        .into_iter()
        .take(MAX_READINGS)
        .map(|(label, word)| {
            let replaced = replace_part(text, part, &word);
            Choice {
                label,
                notation: canonical(&replaced).unwrap_or(replaced),
            }
        })
        .collect();
    Refusal::ambiguous(
        Msg::new("ambiguous")
            .text("text", part.trim())
            .num("count", count as i64),
        choices,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn items() -> Vec<(u8, Vec<String>)> {
        vec![
            (5, vec!["trade".into(), "Trade".into()]),
            (7, vec!["technology".into(), "Technology".into()]),
            (8, vec!["imperial".into()]),
            (9, vec!["tech".into()]),
        ]
    }

    #[test]
    fn an_exact_name_wins_over_prefixes_and_a_unique_prefix_is_accepted() {
        assert_eq!(find_by_name("Tech", items()), Found::One(9));
        assert_eq!(find_by_name("imp", items()), Found::One(8));
        assert_eq!(find_by_name("t", items()), Found::Many(vec![5, 7, 9]));
        assert_eq!(find_by_name("war", items()), Found::None);
        assert_eq!(find_by_name(" - ", items()), Found::None);
    }

    #[test]
    fn a_part_is_replaced_where_it_stands() {
        let text = "vote for with me me";
        let last = &text[text.len() - 2..];
        assert_eq!(replace_part(text, last, "mehar"), "vote for with me mehar");
        assert_eq!(replace_part(text, "me", "x"), "vote for with x me");
        assert_eq!(replace_part(text, "zz", "x"), text);
    }

    #[test]
    fn an_ambiguous_word_offers_one_full_notation_per_reading() {
        let text = "pick  t";
        let r = ambiguous_word(
            text,
            &text[6..],
            vec![
                (Msg::new("plain").text("text", "a"), "5".into()),
                (Msg::new("plain").text("text", "b"), "7".into()),
                (Msg::new("plain").text("text", "c"), "x".into()),
            ],
            |t| (!t.ends_with('x')).then(|| t.split_whitespace().collect::<Vec<_>>().join(" ")),
        );
        assert_eq!(r.kind.id(), "ambiguous");
        assert_eq!(r.msg.id, "ambiguous");
        let notations: Vec<&str> = r.choices().iter().map(|c| c.notation.as_str()).collect();
        assert_eq!(notations, ["pick 5", "pick 7", "pick  x"]);
        assert_eq!(
            Refusal::from(Msg::new("not-seated")).kind,
            RefusalKind::Illegal
        );
        assert!(Refusal::syntax(Msg::new("not-seated")).choices().is_empty());
    }
}
