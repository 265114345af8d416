//! Objectives scored outside status step 1 (§16): the action-phase secret objectives, scored
//! when their moment comes (§16.5, §16.7), and a claim-and-confirm flow for an event the engine
//! did not see.
//!
//! Decisions (FEATURES.md repeats them):
//! - **What is tracked.** Every base action-phase objective is about an event, so the engine
//!   records the events as they happen ([`Facts`]): combats won (with whether the loser was a
//!   victory-point leader and whether the winner's flagship was there at the end), war suns and
//!   flagships destroyed and by whom, the last ground forces on a planet wiped out by
//!   bombardment, the last non-fighter ships in the active system destroyed by space cannon
//!   offense. Hooks in `combat` and `invasion` report them; effects resolved by adjustment are
//!   not seen (the claim below covers them).
//! - **When.** §16.5: an objective scored in the action phase may be scored at any time during
//!   the action phase once its condition has been met. An event's objective may therefore be
//!   scored from the moment it happens until the action phase ends (the events are forgotten
//!   when the status phase begins). The engine often ends a turn in the very step that produced
//!   the event (the last combat round of a tactical action), so "until the end of that turn"
//!   would leave a player no time to answer in a play-by-post game.
//! - **How many.** §16.7: any number of objectives in the action phase, but one per combat (a
//!   space combat and a ground combat of one tactical action are two combats). An event that
//!   happened in a combat gives each player at most one objective; bombardment and space cannon
//!   offense are not combats.
//! - **Secrecy.** Nothing public shows that a player could score: the owner alone gets a private
//!   line when a secret becomes scorable (and `/hand` lists it). A secret becomes public when it
//!   is scored (§16.18).
//! - **Claims.** For an action-phase secret whose event the engine did not record, the owner may
//!   `claim` it. Claiming shows the objective to the table (the others can't judge an objective
//!   they can't read; a player may show a secret at will, FAQ 7). Every other player is asked to
//!   confirm or dispute; the point is awarded when more than half of them confirm, and a player
//!   who has not answered when the table's reaction time runs out counts as confirming. A refused
//!   claim leaves the objective unscored in the player's hand (the table has seen it).
//!   Status-phase objectives are never claimed: the engine checks every one of them.

use crate::games::WithArg;
use serde::{Deserialize, Serialize};

use super::{name, status, units};
use crate::core::rules::Applied;
use crate::core::{Choice, LogEntry, Msg, Prompt, Seat};
use crate::games::ti4::content::{self, ScoringPhase, UnitKind};
use crate::games::ti4::state::{CombatKind, Phase, State};

/// One event an action-phase objective is about.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// `by` destroyed a war sun or flagship of `owner` (§16.9: any "destroy" counts).
    Destroyed {
        by: Seat,
        owner: Seat,
        unit: UnitKind,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        combat: Option<u32>,
    },
    /// `winner` won a combat against `loser`. `loser_led`: the loser had the most victory points
    /// (ties included) when it ended; `flagship`: the winner's flagship was in the system at the
    /// end of a space combat.
    CombatWon {
        winner: Seat,
        loser: Seat,
        kind: CombatKind,
        combat: u32,
        loser_led: bool,
        flagship: bool,
    },
    /// During the bombardment step `by` destroyed the last ground forces `victim` had on a planet.
    WipedOut {
        by: Seat,
        victim: Seat,
        planet: String,
    },
    /// During space cannon offense `by` destroyed the last non-fighter ships `victim` had in the
    /// active system.
    Dusted { by: Seat, victim: Seat },
}

impl Event {
    /// The combat the event belongs to (§16.7), if it happened in one.
    fn combat(&self) -> Option<u32> {
        match self {
            Event::Destroyed { combat, .. } => *combat,
            Event::CombatWon { combat, .. } => Some(*combat),
            _ => None,
        }
    }

    /// Whether the event meets the condition of objective `id` for `seat`.
    fn meets(&self, seat: Seat, id: &str) -> bool {
        match (id, self) {
            (
                "destroy_their_greatest_ship",
                Event::Destroyed {
                    by, owner, unit, ..
                },
            ) => {
                *by == seat
                    && *owner != seat
                    && matches!(unit, UnitKind::WarSun | UnitKind::Flagship)
            }
            (
                "spark_a_rebellion",
                Event::CombatWon {
                    winner, loser_led, ..
                },
            ) => *winner == seat && *loser_led,
            (
                "unveil_flagship",
                Event::CombatWon {
                    winner,
                    kind,
                    flagship,
                    ..
                },
            ) => *winner == seat && *kind == CombatKind::Space && *flagship,
            ("make_an_example_of_their_world", Event::WipedOut { by, victim, .. }) => {
                *by == seat && *victim != seat
            }
            ("turn_their_fleets_to_dust", Event::Dusted { by, victim }) => {
                *by == seat && *victim != seat
            }
            _ => false,
        }
    }
}

/// What the engine remembers for action-phase objectives.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Facts {
    /// Combats ended so far in the game: names each combat (the one under way is the next).
    #[serde(default)]
    pub combats: u32,
    /// Claims made so far (names each claim, e.g. for its timer).
    #[serde(default)]
    pub claims: u32,
    /// Events of the current action phase.
    #[serde(default)]
    pub events: Vec<Event>,
    /// (seat, combat): the combat already gave that player an objective (§16.7).
    #[serde(default)]
    pub used: Vec<(Seat, u32)>,
}

impl Facts {
    pub fn is_empty(&self) -> bool {
        *self == Facts::default()
    }
}

/// A claim of an objective the engine did not see met, awaiting the other players.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Claim {
    pub id: u32,
    pub seat: Seat,
    pub objective: String,
    /// Players who have not answered yet.
    pub pending: Vec<Seat>,
    #[serde(default)]
    pub confirms: Vec<Seat>,
    #[serde(default)]
    pub disputes: Vec<Seat>,
}

/// The combat under way gets the next number.
fn combat_now(state: &State) -> u32 {
    state.facts.combats + 1
}

// ---- hooks: the rules report events here ------------------------------------------------------

/// `owner` lost `lost` units in `system` to hits or effects of `by` (combat hit assignment,
/// Assault Cannon). `cannon`: during space cannon offense, which is not a combat.
pub fn units_destroyed(
    state: &mut State,
    system: u32,
    owner: Seat,
    by: Seat,
    lost: &[(UnitKind, u8)],
    cannon: bool,
) {
    if by == owner || !matches!(state.phase, Phase::Action { .. }) {
        return;
    }
    let combat = (!cannon).then(|| combat_now(state));
    for (unit, n) in lost {
        if *n > 0 && matches!(unit, UnitKind::WarSun | UnitKind::Flagship) {
            state.facts.events.push(Event::Destroyed {
                by,
                owner,
                unit: *unit,
                combat,
            });
        }
    }
    let non_fighter = |k: &UnitKind| k.is_ship() && *k != UnitKind::Fighter;
    let lost_ships = lost.iter().any(|(k, n)| *n > 0 && non_fighter(k));
    let left = units::system_index(state, system).is_some_and(|i| {
        state.systems[i]
            .units
            .iter()
            .any(|u| u.owner == owner && u.planet.is_none() && non_fighter(&u.kind))
    });
    if cannon && lost_ships && !left {
        state.facts.events.push(Event::Dusted { by, victim: owner });
    }
}

/// A combat in `system` ended; `result` is (winner, loser), or `None` for a draw.
pub fn combat_ended(
    state: &mut State,
    system: u32,
    kind: CombatKind,
    result: Option<(Seat, Seat)>,
) {
    state.facts.combats += 1;
    let Some((winner, loser)) = result else {
        return;
    };
    if !matches!(state.phase, Phase::Action { .. }) {
        return;
    }
    let most = state
        .players
        .iter()
        .filter(|p| !p.eliminated)
        .map(|p| p.victory_points)
        .max()
        .unwrap_or(0);
    let flagship = kind == CombatKind::Space
        && units::system_index(state, system)
            .is_some_and(|i| units::count(&state.systems[i], winner, UnitKind::Flagship, None) > 0);
    state.facts.events.push(Event::CombatWon {
        winner,
        loser,
        kind,
        combat: state.facts.combats,
        loser_led: state.players[loser].victory_points == most,
        flagship,
    });
}

/// Bombardment by `by` destroyed `n` ground forces of `victim` on `planet`.
pub fn bombarded(state: &mut State, system: u32, by: Seat, victim: Seat, planet: &str, n: u32) {
    if n == 0 || by == victim {
        return;
    }
    let left = units::system_index(state, system).is_some_and(|i| {
        state.systems[i].units.iter().any(|u| {
            u.owner == victim
                && u.planet.as_deref() == Some(planet)
                && u.kind.is_ground_force()
                && u.count > 0
        })
    });
    if !left {
        state.facts.events.push(Event::WipedOut {
            by,
            victim,
            planet: planet.to_string(),
        });
    }
}

/// The action phase is over: its events are forgotten (§16.5).
pub fn phase_over(state: &mut State) {
    state.facts.events.clear();
    state.facts.used.clear();
}

// ---- scoring in the action phase --------------------------------------------------------------

/// The first recorded event that lets `seat` score `id` now (§16.7: a combat that already gave
/// the player an objective gives no other).
fn usable_event<'a>(state: &'a State, seat: Seat, id: &str) -> Option<&'a Event> {
    state.facts.events.iter().find(|e| {
        e.meets(seat, id)
            && e.combat()
                .is_none_or(|c| !state.facts.used.contains(&(seat, c)))
    })
}

fn action_secret(state: &State, seat: Seat, id: &str) -> bool {
    state.players[seat].secrets.iter().any(|s| s == id)
        && content::objective(id).is_some_and(|o| o.scored_in == ScoringPhase::Action)
}

/// The action-phase secret objectives `seat` may score now.
pub fn scorable_now(state: &State, seat: Seat) -> Vec<String> {
    if !matches!(state.phase, Phase::Action { .. }) || seat >= state.players.len() {
        return Vec::new();
    }
    state.players[seat]
        .secrets
        .iter()
        .filter(|id| action_secret(state, seat, id) && usable_event(state, seat, id).is_some())
        .cloned()
        .collect()
}

/// Private lines for the players whose secrets became scorable with the latest action.
pub fn hints(before: &State, after: &State) -> Vec<LogEntry> {
    let mut log = Vec::new();
    for seat in 0..after.players.len() {
        let was = scorable_now(before, seat);
        for id in scorable_now(after, seat) {
            if !was.contains(&id) {
                log.push(LogEntry::private(
                    seat,
                    Msg::new("ti4-log-can-score-now")
                        .with("objective", status::objective_name(&id))
                        .text("id", &id),
                ));
            }
        }
    }
    log
}

/// `score <objective>` during the action phase: an action-phase secret whose event happened.
pub fn score(state: &mut State, seat: Seat, id: &str) -> Result<Applied, Msg> {
    let Some(o) = content::objective(id) else {
        return Err(Msg::new("ti4-unknown-objective").text("objective", id));
    };
    if !o.is_secret() {
        return Err(Msg::new("ti4-public-in-status").name("objective", o.catalog_id()));
    }
    if o.scored_in != ScoringPhase::Action {
        return Err(Msg::new("ti4-scored-in-status").name("objective", o.catalog_id()));
    }
    if !state.players[seat].secrets.contains(&o.id) {
        return Err(Msg::new("ti4-condition-not-met").name("objective", o.catalog_id()));
    }
    let Some(event) = usable_event(state, seat, &o.id) else {
        return Err(Msg::new("ti4-event-not-seen")
            .name("objective", o.catalog_id())
            .text("id", &o.id));
    };
    if let Some(c) = event.combat() {
        state.facts.used.push((seat, c));
    }
    let mut log = vec![status::award(state, seat, o)];
    if let Some(win) = status::check_victory(state) {
        log.extend(win);
    }
    Ok(Applied { log, barrier: true })
}

// ---- claim and confirm ------------------------------------------------------------------------

/// `claim <objective>`: the owner asks the table to confirm an event the engine did not see.
pub fn claim(state: &mut State, seat: Seat, id: &str) -> Result<Applied, Msg> {
    let Some(o) = content::objective(id) else {
        return Err(Msg::new("ti4-unknown-objective").text("objective", id));
    };
    if state.claim.is_some() {
        return Err(Msg::new("ti4-claim-pending"));
    }
    if o.scored_in != ScoringPhase::Action || !o.is_secret() {
        return Err(Msg::new("ti4-claim-checked").name("objective", o.catalog_id()));
    }
    if !matches!(state.phase, Phase::Action { .. }) {
        return Err(Msg::new("ti4-claim-action-phase"));
    }
    if !state.players[seat].secrets.contains(&o.id) {
        return Err(Msg::new("ti4-condition-not-met").name("objective", o.catalog_id()));
    }
    if usable_event(state, seat, &o.id).is_some() {
        return Err(Msg::new("ti4-claim-score-instead").text("id", &o.id));
    }
    let pending: Vec<Seat> = state
        .clockwise_from(seat)
        .into_iter()
        .filter(|s| *s != seat && !state.players[*s].eliminated)
        .collect();
    state.facts.claims += 1;
    state.claim = Some(Claim {
        id: state.facts.claims,
        seat,
        objective: o.id.clone(),
        pending,
        confirms: Vec::new(),
        disputes: Vec::new(),
    });
    let mut log = vec![LogEntry::public(
        Msg::new("ti4-log-claim")
            .text("player", name(state, seat))
            .name("objective", o.catalog_id())
            .name("text", o.text_catalog_id()),
    )];
    log.extend(settle(state));
    Ok(Applied { log, barrier: true })
}

/// `confirm` or `dispute` the claim waiting for one's answer.
pub fn answer(state: &mut State, seat: Seat, confirm: bool) -> Result<Applied, Msg> {
    let Some(c) = state.claim.as_mut() else {
        return Err(Msg::new("ti4-no-claim"));
    };
    let Some(i) = c.pending.iter().position(|s| *s == seat) else {
        return Err(Msg::new("ti4-no-claim"));
    };
    c.pending.remove(i);
    if confirm {
        c.confirms.push(seat);
    } else {
        c.disputes.push(seat);
    }
    let mut log = vec![LogEntry::public(
        Msg::new(if confirm {
            "ti4-log-claim-confirm"
        } else {
            "ti4-log-claim-dispute"
        })
        .text("player", name(state, seat)),
    )];
    log.extend(settle(state));
    // The answer that settles the claim can't be undone by its author alone.
    Ok(Applied {
        log,
        barrier: state.claim.is_none(),
    })
}

/// The table's reaction time ran out: the silent players count as confirming.
pub fn expire(state: &mut State) -> Result<Applied, Msg> {
    let Some(c) = state.claim.as_mut() else {
        return Err(Msg::new("ti4-no-claim"));
    };
    let silent = std::mem::take(&mut c.pending);
    c.confirms.extend(silent.iter().copied());
    let names = silent
        .iter()
        .map(|s| name(state, *s))
        .collect::<Vec<_>>()
        .join(", ");
    let mut log = vec![LogEntry::public(
        Msg::new("ti4-log-claim-expired").text("players", names),
    )];
    log.extend(settle(state));
    Ok(Applied {
        log,
        barrier: false,
    })
}

/// More than half of the other players confirm: awarded; half or more dispute: refused.
fn verdict(c: &Claim) -> Option<bool> {
    let voters = c.confirms.len() + c.disputes.len() + c.pending.len();
    if c.confirms.len() * 2 > voters {
        Some(true)
    } else if c.disputes.len() * 2 >= voters || c.pending.is_empty() {
        Some(false)
    } else {
        None
    }
}

/// Resolves the claim once its outcome is certain.
fn settle(state: &mut State) -> Vec<LogEntry> {
    let Some(c) = state.claim.clone() else {
        return Vec::new();
    };
    let Some(ok) = verdict(&c) else {
        return Vec::new();
    };
    state.claim = None;
    let o = content::objective(&c.objective);
    let held = state.players[c.seat].secrets.contains(&c.objective);
    let Some(o) = o.filter(|_| ok && held && !state.players[c.seat].eliminated) else {
        return vec![LogEntry::public(
            Msg::new("ti4-log-claim-refused")
                .text("player", name(state, c.seat))
                .with("objective", status::objective_name(&c.objective)),
        )];
    };
    let mut log = vec![LogEntry::public(
        Msg::new("ti4-log-claim-accepted")
            .text("player", name(state, c.seat))
            .name("objective", o.catalog_id()),
    )];
    if !matches!(state.phase, Phase::Over { .. }) {
        log.push(status::award(state, c.seat, o));
        if let Some(win) = status::check_victory(state) {
            log.extend(win);
        }
    }
    log
}

/// The claim's question to each player who has not answered.
pub fn prompts(state: &State) -> Vec<Prompt> {
    let Some(c) = &state.claim else {
        return Vec::new();
    };
    c.pending
        .iter()
        .map(|seat| Prompt {
            seat: *seat,
            id: format!("c{}", c.id),
            ask: Msg::new("ti4-ask-claim")
                .text("player", name(state, c.seat))
                .with("objective", status::objective_name(&c.objective)),
            choices: vec![
                Choice {
                    label: Msg::new("ti4-choice-confirm"),
                    notation: "confirm".into(),
                },
                Choice {
                    label: Msg::new("ti4-choice-dispute"),
                    notation: "dispute".into(),
                },
            ],
            private: false,
        })
        .collect()
}
