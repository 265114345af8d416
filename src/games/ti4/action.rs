//! TI4 actions: one serde enum that is also the log format, and its text notation (used in
//! button ids, in `local` scripts and in the adjust command).

use serde::{Deserialize, Serialize};

use super::content;
use super::state::State;
use crate::core::{Msg, Seat};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum Action {
    /// Setup step 12a: keep one of the two secret objectives offered.
    KeepSecret { objective: String },
    /// Setup step 11 (Winnu): take a starting technology that has no prerequisites.
    StartingTech { tech: String },
    /// §56.1: take a strategy card by its initiative number.
    PickStrategy { card: u8 },
    /// A logged, public manual change for rules not automated yet.
    Adjust(Adjustment),
}

/// What an adjustment may change.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Counter {
    TradeGoods,
    Commodities,
    VictoryPoints,
    Tactic,
    Fleet,
    Strategy,
}

impl Counter {
    pub const ALL: [(Counter, &'static str); 6] = [
        (Counter::TradeGoods, "tg"),
        (Counter::Commodities, "comm"),
        (Counter::VictoryPoints, "vp"),
        (Counter::Tactic, "tactic"),
        (Counter::Fleet, "fleet"),
        (Counter::Strategy, "strategy"),
    ];

    pub fn id(self) -> &'static str {
        Counter::ALL
            .iter()
            .find(|(c, _)| *c == self)
            .map(|(_, s)| *s)
            .unwrap_or("tg")
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Adjustment {
    pub seat: Seat,
    pub counter: Counter,
    pub delta: i16,
}

impl Action {
    /// The notation parsed back by `parse`.
    pub fn notation(&self) -> String {
        match self {
            Action::KeepSecret { objective } => format!("keep {objective}"),
            Action::StartingTech { tech } => format!("tech {tech}"),
            Action::PickStrategy { card } => format!("pick {card}"),
            Action::Adjust(a) => format!("adjust {} {} {:+}", a.seat + 1, a.counter.id(), a.delta),
        }
    }
}

fn syntax() -> Msg {
    Msg::new("ti4-notation-help")
}

/// Parses `keep <objective>`, `tech <technology>`, `pick <number|name>` or
/// `adjust <seat|player> <counter> <±n>`.
pub fn parse(state: &State, text: &str) -> Result<Action, Msg> {
    let text = text.trim();
    let (verb, rest) = text
        .split_once(|c: char| c.is_whitespace() || c == ':')
        .unwrap_or((text, ""));
    let rest = rest.trim();
    match verb.to_ascii_lowercase().as_str() {
        "keep" => {
            if rest.is_empty() {
                return Err(syntax());
            }
            let id = content::objective(rest)
                .map(|o| o.id.clone())
                .unwrap_or_else(|| rest.to_string());
            Ok(Action::KeepSecret { objective: id })
        }
        "tech" => {
            if rest.is_empty() {
                return Err(syntax());
            }
            let id = content::tech(rest)
                .map(|t| t.id.clone())
                .unwrap_or_else(|| rest.to_string());
            Ok(Action::StartingTech { tech: id })
        }
        "pick" => {
            let card = match rest.parse::<u8>() {
                Ok(n) => n,
                Err(_) => content::strategy_card_by_name(rest)
                    .map(|c| c.initiative)
                    .ok_or_else(|| Msg::new("ti4-unknown-strategy-card").text("card", rest))?,
            };
            Ok(Action::PickStrategy { card })
        }
        "adjust" => {
            let parts: Vec<&str> = rest.split_whitespace().collect();
            let [who, what, delta] = parts[..] else {
                return Err(Msg::new("ti4-adjust-help"));
            };
            let seat = match who.parse::<usize>() {
                Ok(n) if n >= 1 && n <= state.players.len() => n - 1,
                _ => state
                    .players
                    .iter()
                    .position(|p| p.name.eq_ignore_ascii_case(who) || p.faction == who)
                    .ok_or_else(|| Msg::new("ti4-adjust-unknown-player").text("player", who))?,
            };
            let counter = Counter::ALL
                .iter()
                .find(|(_, s)| s.eq_ignore_ascii_case(what))
                .map(|(c, _)| *c)
                .ok_or_else(|| Msg::new("ti4-adjust-help"))?;
            let delta: i16 = delta
                .trim_start_matches('+')
                .parse()
                .map_err(|_| Msg::new("ti4-adjust-help"))?;
            Ok(Action::Adjust(Adjustment {
                seat,
                counter,
                delta,
            }))
        }
        _ => Err(syntax()),
    }
}
