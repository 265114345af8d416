//! The four agenda riders whose reward leaves a choice to their player (§35.22): Leadership Rider
//! (which pools get the 3 command tokens), Construction Rider (which controlled planet gets the
//! space dock), Warfare Rider (which system with the player's ships gets the dreadnought) and
//! Diplomacy Rider (which system holding a controlled planet gets every other player's command
//! token). When the prediction comes true the reward is applied at once if exactly one answer is
//! legal, else asked like the agendas' own choices (`agenda_effects::Ask::Rider`, answered with
//! `agenda-choice ...`) and the agenda phase waits for the answer.

use crate::core::msg::Arg;
use crate::games::WithArg;
use crate::games::ti4::content::planet_name;
use serde::{Deserialize, Serialize};

use super::agenda_effects::{self, Ask, Pending};
use super::{name, units};
use crate::core::{Choice, LogEntry, Msg, Seat};
use crate::games::ti4::content::{self, UnitKind};
use crate::games::ti4::state::State;

/// The rider's question.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum RiderAsk {
    /// Leadership Rider: place up to this many command tokens from reinforcements.
    Tokens(u8),
    /// Construction Rider: a planet the player controls gets 1 space dock.
    Dock,
    /// Warfare Rider: a system with the player's ships gets 1 dreadnought.
    Dreadnought,
    /// Diplomacy Rider: a system holding a planet the player controls gets a command token of
    /// every other player.
    System,
}

/// One legal answer.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Answer {
    /// Tokens added to the tactic, fleet and strategy pools.
    Tokens(u8, u8, u8),
    /// The planet, and the index of its system.
    Dock(String, usize),
    /// A system index.
    Dreadnought(usize),
    /// A system index.
    System(usize),
}

fn card_of(ask: &RiderAsk) -> &'static str {
    match ask {
        RiderAsk::Tokens(_) => "leadership_rider",
        RiderAsk::Dock => "construction_rider",
        RiderAsk::Dreadnought => "warfare_rider",
        RiderAsk::System => "diplomacy_rider",
    }
}

fn left_in_reinforcements(state: &State, seat: Seat, kind: UnitKind) -> u32 {
    (kind.plastic_count() as u32).saturating_sub(units::on_board(state, seat, kind))
}

fn system_of_planet(state: &State, planet: &str) -> Option<usize> {
    state
        .systems
        .iter()
        .position(|s| content::system(s.tile).is_some_and(|t| t.planet(planet).is_some()))
}

/// The tokens one gains now: the card's count, capped by reinforcements (§74.3).
fn tokens_now(state: &State, seat: Seat, n: u8) -> u8 {
    n.min(state.players[seat].tokens.reinforcements)
}

/// Every legal answer to `ask` for `seat`, in a stable order.
fn answers(state: &State, seat: Seat, ask: &RiderAsk) -> Vec<Answer> {
    match ask {
        RiderAsk::Tokens(n) => {
            let n = tokens_now(state, seat, *n);
            if n == 0 {
                return Vec::new();
            }
            // Fleet Regulations (a law, §36) caps the fleet pool.
            let fleet = state.players[seat].tokens.fleet as u16;
            let limit = agenda_effects::fleet_limit(state) as u16;
            let mut out = Vec::new();
            for t in (0..=n).rev() {
                for f in (0..=n - t).rev() {
                    if fleet + f as u16 <= limit {
                        out.push(Answer::Tokens(t, f, n - t - f));
                    }
                }
            }
            out
        }
        RiderAsk::Dock => {
            if left_in_reinforcements(state, seat, UnitKind::SpaceDock) == 0 {
                return Vec::new();
            }
            let mut out = Vec::new();
            for c in &state.players[seat].planets {
                let Some(i) = system_of_planet(state, &c.planet) else {
                    continue;
                };
                // One space dock per planet; Demilitarized Zone (a law): nothing is placed there.
                let has_dock = state.systems[i].units.iter().any(|u| {
                    u.kind == UnitKind::SpaceDock && u.planet.as_deref() == Some(c.planet.as_str())
                });
                if !has_dock && !agenda_effects::demilitarized(state, &c.planet) {
                    out.push(Answer::Dock(c.planet.clone(), i));
                }
            }
            out
        }
        RiderAsk::Dreadnought => {
            if left_in_reinforcements(state, seat, UnitKind::Dreadnought) == 0 {
                return Vec::new();
            }
            (0..state.systems.len())
                .filter(|i| units::has_ships(&state.systems[*i], seat))
                .map(Answer::Dreadnought)
                .collect()
        }
        RiderAsk::System => {
            let mut out: Vec<usize> = state.players[seat]
                .planets
                .iter()
                .filter_map(|c| system_of_planet(state, &c.planet))
                .collect();
            out.sort_by_key(|i| state.systems[*i].tile);
            out.dedup();
            out.into_iter().map(Answer::System).collect()
        }
    }
}

fn notation(state: &State, a: &Answer) -> String {
    match a {
        Answer::Tokens(t, f, s) => format!("agenda-choice tokens {t} {f} {s}"),
        Answer::Dock(planet, _) => format!("agenda-choice dock {planet}"),
        Answer::Dreadnought(i) => format!("agenda-choice dreadnought {}", state.systems[*i].tile),
        Answer::System(i) => format!("agenda-choice system {}", state.systems[*i].tile),
    }
}

pub(crate) fn system_label(state: &State, i: usize) -> Msg {
    let tile = state.systems[i].tile;
    let planets = content::system(tile).and_then(|s| {
        s.planets
            .iter()
            .map(|p| Arg::name(p.catalog_id()))
            .reduce(|first, next| {
                Arg::msg(
                    Msg::new("ti4-name-pair")
                        .with("first", first)
                        .with("second", next),
                )
            })
    });
    match planets {
        None => Msg::new("ti4-rider-choice-tile").num("tile", tile as i64),
        Some(planets) => Msg::new("ti4-rider-choice-system")
            .with("place", planets)
            .num("tile", tile as i64),
    }
}

fn label(state: &State, a: &Answer) -> Msg {
    match a {
        Answer::Tokens(t, f, s) => Msg::new("ti4-choice-tokens")
            .num("tactic", *t as i64)
            .num("fleet", *f as i64)
            .num("strategy", *s as i64),
        Answer::Dock(planet, _) => Msg::new("plain").with("text", planet_name(planet)),
        Answer::Dreadnought(i) | Answer::System(i) => system_label(state, *i),
    }
}

/// Applies one legal answer.
fn apply(state: &mut State, seat: Seat, a: &Answer) -> Vec<LogEntry> {
    let who = name(state, seat);
    match a {
        Answer::Tokens(t, f, s) => {
            let p = &mut state.players[seat].tokens;
            p.reinforcements -= t + f + s;
            p.tactic += t;
            p.fleet += f;
            p.strategy += s;
            vec![LogEntry::public(
                Msg::new("ti4-log-gain-tokens")
                    .text("player", &who)
                    .num("tactic", *t as i64)
                    .num("fleet", *f as i64)
                    .num("strategy", *s as i64),
            )]
        }
        Answer::Dock(planet, i) => {
            units::add(
                &mut state.systems[*i],
                seat,
                UnitKind::SpaceDock,
                Some(planet),
                1,
            );
            let position = state.systems[*i].position;
            // Minister of Industry (a law): its owner's units here may produce.
            super::techs::on_dock_placed(state, seat, position);
            vec![LogEntry::public(
                Msg::new("ti4-log-card-placed")
                    .text("player", &who)
                    .with("unit", Arg::name(UnitKind::SpaceDock.catalog_id()))
                    .num("tile", state.systems[*i].tile as i64),
            )]
        }
        Answer::Dreadnought(i) => {
            units::add(&mut state.systems[*i], seat, UnitKind::Dreadnought, None, 1);
            vec![LogEntry::public(
                Msg::new("ti4-log-card-placed")
                    .text("player", &who)
                    .with("unit", Arg::name(UnitKind::Dreadnought.catalog_id()))
                    .num("tile", state.systems[*i].tile as i64),
            )]
        }
        Answer::System(i) => {
            let mut log = Vec::new();
            let place = system_label(state, *i);
            for o in (0..state.players.len()).filter(|o| *o != seat) {
                if state.players[o].eliminated
                    || state.systems[*i].command_tokens.contains(&o)
                    || state.players[o].tokens.reinforcements == 0
                {
                    continue;
                }
                state.players[o].tokens.reinforcements -= 1;
                state.systems[*i].command_tokens.push(o);
                log.push(LogEntry::public(
                    Msg::new("ti4-rider-log-token-placed")
                        .text("player", name(state, o))
                        .msg("place", place.clone()),
                ));
            }
            log
        }
    }
}

fn nothing(state: &State, seat: Seat, ask: &RiderAsk) -> LogEntry {
    LogEntry::public(
        Msg::new("ti4-rider-log-nothing")
            .text("player", name(state, seat))
            .with("card", super::action_cards::card_name(card_of(ask))),
    )
}

/// The reward of a rider whose prediction came true, when it leaves a choice: applied at once
/// when exactly one answer is legal (nothing when none is), else asked. `None` for the other
/// riders.
pub(crate) fn payoff(state: &mut State, seat: Seat, card: &str) -> Option<Vec<LogEntry>> {
    let ask = match card {
        "leadership_rider" => RiderAsk::Tokens(3),
        "construction_rider" => RiderAsk::Dock,
        "warfare_rider" => RiderAsk::Dreadnought,
        "diplomacy_rider" => RiderAsk::System,
        _ => return None,
    };
    let found = answers(state, seat, &ask);
    Some(match found.as_slice() {
        [] => vec![nothing(state, seat, &ask)],
        [only] => apply(state, seat, only),
        _ => {
            state.agenda_effects.pending.push(Pending {
                seat,
                ask: Ask::Rider(ask),
            });
            Vec::new()
        }
    })
}

/// The question and its buttons (every answer: more than 25 are offered as menus).
pub(crate) fn prompt(state: &State, seat: Seat, ask: &RiderAsk) -> (Msg, Vec<Choice>) {
    let found = answers(state, seat, ask);
    let mut choices: Vec<Choice> = found
        .iter()
        .map(|a| Choice {
            label: label(state, a),
            notation: notation(state, a),
        })
        .collect();
    if choices.is_empty() {
        choices.push(Choice {
            label: Msg::new("ti4-rider-choice-nothing-left"),
            notation: "agenda-choice skip".into(),
        });
    }
    let question = match ask {
        RiderAsk::Tokens(n) => {
            Msg::new("ti4-rider-ask-tokens").num("count", tokens_now(state, seat, *n) as i64)
        }
        RiderAsk::Dock => Msg::new("ti4-rider-ask-dock"),
        RiderAsk::Dreadnought => Msg::new("ti4-rider-ask-dreadnought"),
        RiderAsk::System => Msg::new("ti4-rider-ask-system"),
    };
    (question, choices)
}

/// The refusal for an answer that is not legal: what was written and what is accepted.
fn refusal(state: &State, seat: Seat, ask: &RiderAsk, text: &str, found: &[Answer]) -> Msg {
    let list = |f: &dyn Fn(&Answer) -> Option<String>| {
        let mut v: Vec<String> = found.iter().filter_map(f).collect();
        if v.len() > 12 {
            v.truncate(12);
            v.push("…".into());
        }
        v.join(", ")
    };
    let tile = |a: &Answer| match a {
        Answer::Dreadnought(i) | Answer::System(i) => Some(state.systems[*i].tile.to_string()),
        _ => None,
    };
    match ask {
        RiderAsk::Tokens(n) => {
            let count = tokens_now(state, seat, *n);
            // The right count with too many in the fleet pool: Fleet Regulations is the reason.
            let nums: Vec<u32> = text
                .split_whitespace()
                .filter_map(|w| w.parse().ok())
                .collect();
            if nums.len() == 3 && nums.iter().sum::<u32>() == count as u32 {
                let limit = agenda_effects::fleet_limit(state);
                Msg::new("ti4-agenda-fleet-limit").num("limit", limit as i64)
            } else {
                Msg::new("ti4-rider-bad-tokens")
                    .text("choice", text)
                    .num("count", count as i64)
            }
        }
        RiderAsk::Dock => Msg::new("ti4-rider-bad-dock").text("choice", text).text(
            "planets",
            list(&|a| match a {
                Answer::Dock(p, _) => Some(p.clone()),
                _ => None,
            }),
        ),
        RiderAsk::Dreadnought => Msg::new("ti4-rider-bad-dreadnought")
            .text("choice", text)
            .text("tiles", list(&tile)),
        RiderAsk::System => Msg::new("ti4-rider-bad-system")
            .text("choice", text)
            .text("tiles", list(&tile)),
    }
}

/// Reads `text` as one of the legal answers.
fn read(state: &State, ask: &RiderAsk, text: &str, found: &[Answer]) -> Option<Answer> {
    let words: Vec<String> = text
        .split_whitespace()
        .map(|w| w.to_ascii_lowercase())
        .collect();
    let prefix = match ask {
        RiderAsk::Tokens(_) => "tokens",
        RiderAsk::Dock => "dock",
        RiderAsk::Dreadnought => "dreadnought",
        RiderAsk::System => "system",
    };
    let words: &[String] = match words.first() {
        Some(w) if w == prefix => &words[1..],
        _ => &words,
    };
    let pick = match ask {
        RiderAsk::Tokens(_) => {
            let nums: Vec<u8> = words
                .iter()
                .map(|w| w.parse().ok())
                .collect::<Option<_>>()?;
            let [t, f, s] = nums[..] else {
                return None;
            };
            Answer::Tokens(t, f, s)
        }
        RiderAsk::Dock => {
            let id = words.join(" ");
            let id = content::planet(&id)
                .map(|(_, p)| p.id.clone())
                .unwrap_or(id);
            return found
                .iter()
                .find(|a| matches!(a, Answer::Dock(p, _) if *p == id))
                .cloned();
        }
        RiderAsk::Dreadnought | RiderAsk::System => {
            let [w] = words else {
                return None;
            };
            let tile: u16 = w.parse().ok()?;
            let i = state.systems.iter().position(|s| s.tile == tile)?;
            if *ask == RiderAsk::System {
                Answer::System(i)
            } else {
                Answer::Dreadnought(i)
            }
        }
    };
    found.contains(&pick).then_some(pick)
}

/// `agenda-choice ...` for a rider's question: the log, or a refusal that changes nothing.
pub(crate) fn answer(
    state: &mut State,
    seat: Seat,
    ask: &RiderAsk,
    text: &str,
) -> Result<Vec<LogEntry>, Msg> {
    let found = answers(state, seat, ask);
    // Nothing is left to place (lost meanwhile): the question lapses.
    if found.is_empty() {
        if text.eq_ignore_ascii_case("skip") {
            return Ok(vec![nothing(state, seat, ask)]);
        }
        return Err(Msg::new("ti4-rider-bad-skip").text("choice", text));
    }
    match read(state, ask, text, &found) {
        Some(a) => Ok(apply(state, seat, &a)),
        None => Err(refusal(state, seat, ask, text, &found)),
    }
}
