//! Pauses at the moments of a tactical action where players other than the one being asked may
//! play something (digest section 6: D17 start of combat and of each round, D19 after a retreat
//! is announced, D20 after the dice are rolled, D22 after sustain damage and after ships are
//! destroyed, D26 ground combat; and the invasion's start and landing).
//!
//! A [`Pause`] sits on the tactical action: which [`Moment`] it is and the seats still to answer.
//! [`open`] decides who is asked (one function, [`asks`]); an asked player plays cards, notes or
//! rerolls, then answers `react pass` ("continue"); the table's reaction timer passes for the
//! silent ones (`Action::Expire`). When nobody is left, [`close`] resumes the tactical action
//! where it stopped. Where a player is already asked at that moment (the active player choosing
//! what to invade, the first player asked about a retreat), that prompt is the moment: no pause
//! is opened for them.
//!
//! The cards, notes and rerolls themselves are in `cards`, `notes` and `combat`; this file only
//! knows who is asked and what comes next.

use serde::{Deserialize, Serialize};

use super::action_phase::{active, tactical_mut};
use super::{agenda_effects, cards, combat, invasion, name, notes, units};
use crate::core::rules::Applied;
use crate::core::{Choice, GameRng, LogEntry, Msg, Prompt, Seat};
use crate::games::ti4::action::Action;
use crate::games::ti4::content::{self, UnitKind};
use crate::games::ti4::state::{Casualty, CombatKind, Reroll, State};

/// The law whose owner rerolls combat dice.
pub const CROWN: &str = "the_crown_of_thalnos";

/// A moment of the tactical action where the engine stops for players who may act there.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "at")]
pub enum Moment {
    /// The active player moved ships into the active system (before space cannon offense,
    /// §43.2): Experimental Battlestation, for players with a space dock in or next to it.
    AfterMove,
    /// The start of a combat round (round 1: the start of the combat), before anti-fighter
    /// barrage and the retreat announcements (§42): Skilled Retreat, Morale Boost, War
    /// Funding, Tekklar Legion, ...
    RoundStart,
    /// `seat` announced a retreat (§42.4): Intercept, for their opponent.
    AfterRetreat { seat: Seat },
    /// Both sides rolled (§42.5, §73): rerolls (Fire Team, War Funding, The Crown of Thalnos).
    AfterRoll,
    /// Hits were assigned (§42.6, §82): Direct Hit after a sustain, Courageous to the End after a
    /// ship is destroyed.
    AfterHits {
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        sustained: Vec<Casualty>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        lost: Vec<Casualty>,
    },
    /// A space combat was won (§42.9): Salvage, for the winner.
    AfterWin { winner: Seat, loser: Seat },
    /// The start of an invasion (§77): Bunker, for players controlling a planet there. The
    /// active player's own moment (Disable) is their invasion prompt.
    InvasionStart,
    /// Ground forces were committed to these planets (§77.2): Parley, Ragh's Call.
    AfterCommit { planets: Vec<String> },
}

/// The pause under way: its moment and the seats still to answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pause {
    /// Names the pause (shares the counter of reaction windows): the app keys its timer on it.
    pub id: u32,
    pub moment: Moment,
    pub pending: Vec<Seat>,
}

/// The pause under way, if any.
pub fn current(state: &State) -> Option<&Pause> {
    active(state)?.1?.pause.as_ref()
}

fn current_mut(state: &mut State) -> Option<&mut Pause> {
    tactical_mut(state)?.pause.as_mut()
}

/// The moment under way, to change what it holds (a Direct Hit uses up a sustained ship).
pub fn moment_mut(state: &mut State) -> Option<&mut Moment> {
    current_mut(state).map(|p| &mut p.moment)
}

/// The moment the tactical action is paused at, if any.
pub fn at(state: &State) -> Option<&Moment> {
    current(state).map(|p| &p.moment)
}

/// Who may act at `moment` at all (before looking at what they hold): the combatants, the
/// players with a space dock in reach, the planet owners, ...
fn eligible(state: &State, moment: &Moment) -> Vec<Seat> {
    let Some((seat, Some(t))) = active(state) else {
        return Vec::new();
    };
    let combat = combat::combat_now(state).map(|(_, c)| c);
    let live = |s: &Seat| !state.players[*s].eliminated;
    let mut seats: Vec<Seat> = match moment {
        Moment::AfterMove => {
            let Some(i) = units::system_index(state, t.system) else {
                return Vec::new();
            };
            let mut near = vec![i];
            near.extend(
                units::adjacent_positions(state, t.system)
                    .into_iter()
                    .filter_map(|p| units::system_index(state, p)),
            );
            state
                .clockwise_from(seat)
                .into_iter()
                .filter(|o| *o != seat)
                .filter(|o| {
                    near.iter().any(|j| {
                        state.systems[*j]
                            .units
                            .iter()
                            .any(|u| u.owner == *o && u.kind == UnitKind::SpaceDock)
                    })
                })
                .collect()
        }
        // The player asked first about a retreat (§42.4) plays round-start cards at that
        // prompt: no second prompt for them.
        Moment::RoundStart => match combat {
            Some(c) => {
                let first = combat::combat_now(state)
                    .and_then(|(system, c)| combat::first_announcer(state, system, c));
                // §13.17: the active player (the attacker) first.
                [c.attacker, c.defender]
                    .into_iter()
                    .filter(|s| Some(*s) != first)
                    .collect()
            }
            None => Vec::new(),
        },
        Moment::AfterRoll => match combat {
            Some(c) => vec![c.attacker, c.defender],
            None => Vec::new(),
        },
        Moment::AfterRetreat { seat: r } => match combat {
            Some(c) if c.attacker == *r => vec![c.defender],
            Some(c) if c.defender == *r => vec![c.attacker],
            _ => Vec::new(),
        },
        Moment::AfterHits { sustained, lost } => {
            let mut v = Vec::new();
            if let Some(c) = combat {
                for s in sustained {
                    v.extend(combat::hit_sources(c, s.seat));
                }
                if c.kind == CombatKind::Space && !c.cannon {
                    v.extend(lost.iter().map(|l| l.seat));
                }
                let order = [c.attacker, c.defender];
                v.sort_by_key(|s| order.iter().position(|o| o == s).unwrap_or(9));
            }
            v
        }
        Moment::AfterWin { winner, .. } => vec![*winner],
        Moment::InvasionStart => {
            let tile = units::tile_at(state, t.system);
            let planets = content::system(tile)
                .map(|s| s.planets.iter().map(|p| p.id.clone()).collect::<Vec<_>>())
                .unwrap_or_default();
            state
                .clockwise_from(seat)
                .into_iter()
                .filter(|o| *o != seat)
                .filter(|o| planets.iter().any(|p| state.controller(p) == Some(*o)))
                .collect()
        }
        Moment::AfterCommit { planets } => {
            let mut v = vec![seat];
            v.extend(
                state
                    .clockwise_from(seat)
                    .into_iter()
                    .filter(|o| *o != seat)
                    .filter(|o| planets.iter().any(|p| state.controller(p) == Some(*o))),
            );
            v
        }
    };
    seats.dedup();
    let mut out = Vec::new();
    for s in seats {
        if live(&s) && !out.contains(&s) {
            out.push(s);
        }
    }
    out
}

/// Whether `seat` is asked at the pause under way: the one place that decides it. A player is
/// asked when they have something they could do there (a card in hand, a note, a reroll), or
/// when their reaction profile is `ask` and the public counts say they might. No public message
/// names what made a player asked; the prompt that lists their options is private.
pub fn asks(state: &State, seat: Seat) -> bool {
    if !options(state, seat).is_empty() {
        return true;
    }
    // The reaction profile (rules/window.rs): with `ask` (the default) a player who might hold
    // something, by the public counts (an action card, another player's note), is asked too,
    // so that a pause never tells the table that someone holds a card for this moment; with
    // `auto` the engine passes for them at once.
    let p = &state.players[seat];
    !p.auto_pass && (!p.action_cards.is_empty() || p.notes.iter().any(|h| h.owner != seat))
}

/// What `seat` could do at the pause under way, as buttons (private: they name hand cards).
pub fn options(state: &State, seat: Seat) -> Vec<Choice> {
    let Some(moment) = at(state) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut seen: Vec<&str> = Vec::new();
    for id in &state.players[seat].action_cards {
        if seen.contains(&id.as_str()) || id == cards::SABOTAGE {
            continue;
        }
        seen.push(id);
        for args in cards::candidates(state, seat, id) {
            if cards::can_play(state, seat, id, &args).is_ok() {
                let notation = format!("play {id} {args}").trim().to_string();
                out.push(Choice {
                    label: Msg::new("ti4-pause-play-card")
                        .text("card", super::action_cards::card_name(id))
                        .text("target", args.clone()),
                    notation,
                });
            }
        }
    }
    // §67: a player's own notes are for others to use.
    for h in state.players[seat].notes.iter().filter(|h| h.owner != seat) {
        for args in notes::candidates(state, seat, &h.note, h.owner) {
            if notes::can_play(state, seat, &h.note, h.owner, &args) {
                let notation = format!("note {} {} {args}", h.note, h.owner + 1)
                    .trim()
                    .to_string();
                if out.iter().any(|c: &Choice| c.notation == notation) {
                    continue;
                }
                out.push(Choice {
                    label: Msg::new("ti4-pause-play-note")
                        .text("note", notes::note_name(&h.note))
                        .text("owner", name(state, h.owner))
                        .text("target", args.clone()),
                    notation,
                });
            }
        }
    }
    if *moment == Moment::AfterRoll {
        for source in [Reroll::Funding, Reroll::Crown] {
            if combat::may_reroll(state, seat, source).is_ok() && combat::has_misses(state, seat) {
                out.push(Choice {
                    label: Msg::new(match source {
                        Reroll::Crown => "ti4-choice-reroll-crown",
                        _ => "ti4-choice-reroll-funding",
                    }),
                    notation: format!("reroll {} misses", source.id()),
                });
            }
        }
    }
    out
}

/// Opens a pause at `moment` for the players it asks; returns false (and changes nothing) when
/// nobody is asked, so the caller goes on.
pub fn open(state: &mut State, moment: Moment) -> bool {
    let Some(t) = tactical_mut(state) else {
        return false;
    };
    t.pause = Some(Pause {
        id: 0,
        moment: moment.clone(),
        pending: Vec::new(),
    });
    let pending: Vec<Seat> = eligible(state, &moment)
        .into_iter()
        .filter(|s| asks(state, *s))
        .collect();
    if pending.is_empty() {
        if let Some(t) = tactical_mut(state) {
            t.pause = None;
        }
        return false;
    }
    state.windows_opened += 1;
    let id = state.windows_opened;
    if let Some(p) = current_mut(state) {
        p.id = id;
        p.pending = pending;
    }
    true
}

/// `react pass` at a pause: `seat` has nothing (more) to play at this moment.
pub fn pass(state: &mut State, seat: Seat, rng: &mut GameRng) -> Result<Applied, Msg> {
    let Some(p) = current(state) else {
        return Err(Msg::new("ti4-no-window"));
    };
    if !p.pending.contains(&seat) {
        return Err(Msg::new("ti4-not-awaited-window"));
    }
    if let Some(p) = current_mut(state) {
        p.pending.retain(|s| *s != seat);
    }
    let mut log = vec![LogEntry::public(
        Msg::new("ti4-log-moment-pass").text("player", name(state, seat)),
    )];
    let before = rng.rolls();
    if current(state).is_some_and(|p| p.pending.is_empty()) {
        log.extend(close(state, rng));
    }
    Ok(Applied {
        log,
        barrier: rng.rolls() > before,
    })
}

/// The table's reaction time ran out: the silent players pass.
pub fn expire(state: &mut State, rng: &mut GameRng) -> Result<Applied, Msg> {
    let Some(p) = current(state) else {
        return Err(Msg::new("ti4-no-window"));
    };
    let names = p
        .pending
        .iter()
        .map(|s| name(state, *s))
        .collect::<Vec<_>>()
        .join(", ");
    let mut log = vec![LogEntry::public(
        Msg::new("ti4-log-pause-expired").text("players", names),
    )];
    log.extend(close(state, rng));
    Ok(Applied {
        log,
        barrier: false,
    })
}

/// Ends the pause and goes on with the tactical action from its moment.
pub fn close(state: &mut State, rng: &mut GameRng) -> Vec<LogEntry> {
    let Some(p) = tactical_mut(state).and_then(|t| t.pause.take()) else {
        return Vec::new();
    };
    match p.moment {
        Moment::AfterMove => combat::after_movement(state, rng),
        Moment::RoundStart | Moment::AfterRetreat { .. } | Moment::AfterRoll => {
            combat::roll_round(state, rng)
        }
        Moment::AfterHits { .. } => combat::continue_after_hits(state, rng).0,
        Moment::AfterWin { .. } => combat::after_space(state, rng),
        Moment::InvasionStart => Vec::new(),
        Moment::AfterCommit { planets } => invasion::after_commit(state, planets, rng),
    }
}

/// Drops the pause without resuming (an effect ended what it waited for: Skilled Retreat).
pub fn drop(state: &mut State) {
    if let Some(t) = tactical_mut(state) {
        t.pause = None;
    }
}

/// While a pause is open, only what may happen at a moment goes on: plays, rerolls, answers,
/// discards, adjustments and transactions (§1: at any time in the active player's turn).
pub fn blocks(state: &State, action: &Action) -> Option<Msg> {
    let p = current(state)?;
    if matches!(
        action,
        Action::React { .. }
            | Action::Expire
            | Action::Play { .. }
            | Action::PlayNote { .. }
            | Action::Reroll { .. }
            | Action::Discard { .. }
            | Action::Adjust(_)
            | Action::AdjustUnits(_)
            | Action::Offer(_)
            | Action::Answer { .. }
    ) {
        return None;
    }
    let names = p
        .pending
        .iter()
        .map(|s| name(state, *s))
        .collect::<Vec<_>>()
        .join(", ");
    Some(Msg::new("ti4-moment-open").text("players", names))
}

fn ask(state: &State, moment: &Moment) -> Msg {
    let c = combat::combat_now(state).map(|(_, c)| c);
    match moment {
        Moment::AfterMove => Msg::new("ti4-ask-moment-after-move").text(
            "player",
            active(state).map(|a| name(state, a.0)).unwrap_or_default(),
        ),
        Moment::RoundStart => {
            Msg::new("ti4-ask-moment-round-start").num("round", c.map_or(1, |c| c.round) as i64)
        }
        Moment::AfterRetreat { seat } => {
            Msg::new("ti4-ask-moment-after-retreat").text("player", name(state, *seat))
        }
        Moment::AfterRoll => Msg::new("ti4-ask-moment-after-roll"),
        Moment::AfterHits { .. } => Msg::new("ti4-ask-moment-after-hits"),
        Moment::AfterWin { winner, .. } => {
            Msg::new("ti4-ask-moment-after-win").text("player", name(state, *winner))
        }
        Moment::InvasionStart => Msg::new("ti4-ask-moment-invasion").text(
            "player",
            active(state).map(|a| name(state, a.0)).unwrap_or_default(),
        ),
        Moment::AfterCommit { .. } => Msg::new("ti4-ask-moment-after-commit").text(
            "player",
            active(state).map(|a| name(state, a.0)).unwrap_or_default(),
        ),
    }
}

/// The pause's prompts: each seat still to answer, privately (the buttons name hand cards).
pub fn prompts(state: &State) -> Vec<Prompt> {
    let Some(p) = current(state) else {
        return Vec::new();
    };
    p.pending
        .iter()
        .map(|&seat| {
            let mut choices = options(state, seat);
            choices.push(Choice {
                label: Msg::new("ti4-choice-moment-continue"),
                notation: "react pass".into(),
            });
            let mut ask = ask(state, &p.moment);
            if p.moment == Moment::AfterRoll {
                ask = Msg::new("ti4-ask-moment-with-dice")
                    .msg("moment", ask)
                    .text("dice", combat::dice_text(state, seat));
            }
            Prompt {
                seat,
                ask,
                choices,
                private: true,
            }
        })
        .collect()
}

/// The Crown of Thalnos's owner, if the law is in play.
pub fn crown_owner(state: &State) -> Option<Seat> {
    agenda_effects::owner(state, CROWN)
}
