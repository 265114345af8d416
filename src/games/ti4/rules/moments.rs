//! Pauses at the moments of a tactical action where players other than the one being asked may
//! play something (digest section 6: D17 start of combat and of each round, D19 after a retreat
//! is announced, D20 after the dice are rolled, D22 after sustain damage and after ships are
//! destroyed, D26 ground combat; and the invasion's start and landing).
//!
//! A pause is a reaction window (`rules/window.rs`, `Kind::Pause { moment }`): the window's
//! stack, answers (`react pass` continues; plays, notes and rerolls), `Expire`, timer key,
//! prompts and profile policy are the window's. This file keeps what is particular to combat:
//! who is eligible at each [`Moment`], what each could do there ([`options`]; [`asks`] is the
//! profile policy's test for a pause), and what comes next ([`resume`], called when the window
//! closes). Where a player is already asked at that moment (the active player choosing what to
//! invade, the first player asked about a retreat), that prompt is the moment: no pause is
//! opened for them.
//!
//! The cards, notes and rerolls themselves are in `cards`, `notes` and `combat`; this file only
//! knows who is asked and what comes next.

use crate::games::WithArg;
use serde::{Deserialize, Serialize};

use super::action_phase::{active, tactical_mut};
use super::window::{self, Kind, Window};
use super::{agenda_effects, cards, combat, invasion, name, notes, units};
use crate::core::{Choice, GameRng, LogEntry, Msg, Seat};
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
    /// One side rolled (§42.5, §73; the attacker, then the defender): that side's rerolls
    /// (Fire Team, War Funding, The Crown of Thalnos).
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

/// A pause as saved before pauses were reaction windows (`Tactical::pause`): read only, turned
/// into a window by [`resume_legacy`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pause {
    pub id: u32,
    pub moment: Moment,
    pub pending: Vec<Seat>,
}

fn is_pause(w: &Window) -> bool {
    matches!(w.kind, Kind::Pause { .. })
}

/// The pause under way, if any: the reaction window of kind `Kind::Pause`, whether it is the
/// open window or held below one (a card played at the moment waits for Sabotage above it).
pub fn current(state: &State) -> Option<&Window> {
    state
        .window
        .iter()
        .chain(state.held_windows.iter().rev())
        .find(|w| is_pause(w))
}

/// The moment under way, to change what it holds (a Direct Hit uses up a sustained ship).
pub fn moment_mut(state: &mut State) -> Option<&mut Moment> {
    let State {
        window,
        held_windows,
        ..
    } = state;
    window
        .iter_mut()
        .chain(held_windows.iter_mut().rev())
        .find_map(|w| match &mut w.kind {
            Kind::Pause { moment } => Some(moment),
            _ => None,
        })
}

/// The moment the tactical action is paused at, if any.
pub fn at(state: &State) -> Option<&Moment> {
    current(state).and_then(|w| match &w.kind {
        Kind::Pause { moment } => Some(moment),
        _ => None,
    })
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
        // §55.3: the player who just rolled, for rerolls of their own dice.
        Moment::AfterRoll => combat::rollers(state),
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

/// Whether `seat` is asked at the pause under way (the window's profile policy for a pause,
/// `window::auto_answer`, asks exactly these). A player is
/// asked when they have something they could do there (a card in hand, a note, a reroll), or
/// when their reaction profile is `ask` and the public counts say they might. No public message
/// names what made a player asked; the prompt that lists their options is private.
pub fn asks(state: &State, seat: Seat) -> bool {
    // The reaction profile (rules/window.rs): with `ask` (the default) a player who might hold
    // something, by the public counts (an action card, another player's note), is asked, so
    // that a pause never tells the table that someone holds a card for this moment (checked
    // first: it is cheap); with `auto` only a player with something to do there is asked.
    let p = &state.players[seat];
    if !p.auto_pass && (!p.action_cards.is_empty() || p.notes.iter().any(|h| h.owner != seat)) {
        return true;
    }
    !options(state, seat).is_empty()
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
                        .with("card", super::action_cards::card_name(id))
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
                        .with("note", notes::note_name(&h.note))
                        .text("owner", name(state, h.owner))
                        .text("target", args.clone()),
                    notation,
                });
            }
        }
    }
    // Munitions Reserves (the effects registry): paid as the round starts.
    if *moment == Moment::RoundStart && combat::may_pay_munitions(state, seat).is_ok() {
        out.push(Choice {
            label: Msg::new("ti4-fx-choice-munitions"),
            notation: "reroll munitions pay".into(),
        });
    }
    if *moment == Moment::AfterRoll {
        // The Hacan flagship (the effects registry): a trade good for +1 on a die that missed
        // by 1.
        for k in combat::kenara_choices(state, seat) {
            out.push(Choice {
                label: Msg::new("ti4-fx-choice-kenara").num("die", (k + 1) as i64),
                notation: format!("reroll kenara {}", k + 1),
            });
        }
        for source in [Reroll::Funding, Reroll::Crown, Reroll::Munitions] {
            if combat::may_reroll(state, seat, source).is_ok() && combat::has_misses(state, seat) {
                out.push(Choice {
                    label: Msg::new(match source {
                        Reroll::Crown => "ti4-choice-reroll-crown",
                        Reroll::Munitions => "ti4-fx-choice-reroll-munitions",
                        _ => "ti4-choice-reroll-funding",
                    }),
                    notation: format!("reroll {} misses", source.id()),
                });
            }
        }
    }
    out
}

/// Opens a pause (a reaction window of kind `Kind::Pause`) at `moment` for the players the
/// window's policy asks; returns false (and changes nothing) when nobody is asked, so the caller
/// goes on. One pause at a time: a new moment replaces one still under way.
pub fn open(state: &mut State, moment: Moment) -> bool {
    let Some((seat, Some(_))) = active(state) else {
        return false;
    };
    let seats = eligible(state, &moment);
    if seats.is_empty() {
        return false;
    }
    drop(state);
    window::open_if_asked(
        state,
        Window {
            id: 0,
            kind: Kind::Pause { moment },
            seat,
            card: String::new(),
            target: Default::default(),
            pending: seats,
            answers: Vec::new(),
            expired: false,
            skip_checked: Vec::new(),
            asked: Vec::new(),
        },
    )
}

/// The pause has closed (every seat passed, or the timer ran out): the tactical action goes on
/// from its moment. Called by `window::close`.
pub(crate) fn resume(state: &mut State, moment: Moment, rng: &mut GameRng) -> Vec<LogEntry> {
    match moment {
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

/// Whether the pause open now has outlived its tactical action (nothing to resume).
pub(crate) fn orphaned(state: &State) -> bool {
    state.window.as_ref().is_some_and(is_pause) && !matches!(active(state), Some((_, Some(_))))
}

/// Drops the pause without resuming (an effect ended what it waited for: Skilled Retreat).
pub fn drop(state: &mut State) {
    if state.window.as_ref().is_some_and(is_pause) {
        state.window = state.held_windows.pop();
    }
    state.held_windows.retain(|w| !is_pause(w));
}

/// A snapshot saved while a pause sat on the tactical action (`Tactical::pause`, before pauses
/// were reaction windows).
pub fn legacy(state: &State) -> bool {
    active(state).is_some_and(|(_, t)| t.is_some_and(|t| t.pause.is_some()))
}

/// Turns a saved `Tactical::pause` into the pause window it stands for (same id, so the app's
/// timer keeps its key; below any window opened above it).
pub fn resume_legacy(state: &mut State) {
    let Some(p) = tactical_mut(state).and_then(|t| t.pause.take()) else {
        return;
    };
    let seat = active(state).map_or(0, |a| a.0);
    let w = Window {
        id: p.id,
        kind: Kind::Pause { moment: p.moment },
        seat,
        card: String::new(),
        target: Default::default(),
        pending: p.pending,
        answers: Vec::new(),
        expired: false,
        skip_checked: Vec::new(),
        asked: Vec::new(),
    };
    match state.window {
        Some(_) => state.held_windows.insert(0, w),
        None => state.window = Some(w),
    }
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

/// What `seat` is asked at `moment` (the window's prompt, private: its buttons name hand cards).
pub(crate) fn ask_for(state: &State, moment: &Moment, seat: Seat) -> Msg {
    let msg = ask(state, moment);
    if *moment == Moment::AfterRoll {
        return Msg::new("ti4-ask-moment-with-dice")
            .msg("moment", msg)
            .text("dice", combat::dice_text(state, seat));
    }
    msg
}

/// What the moment is, for the window's public messages.
pub(crate) fn describe(state: &State, moment: &Moment) -> Msg {
    ask(state, moment)
}

/// The buttons of `seat` at the pause: what they could do, then "continue" (`react pass`).
pub(crate) fn choices(state: &State, seat: Seat) -> Vec<Choice> {
    let mut out = options(state, seat);
    out.push(Choice {
        label: Msg::new("ti4-choice-moment-continue"),
        notation: "react pass".into(),
    });
    out
}

/// The Crown of Thalnos's owner, if the law is in play.
pub fn crown_owner(state: &State) -> Option<Seat> {
    agenda_effects::owner(state, CROWN)
}
