//! Decisions inside a move or a combat (digest §7.2): who answers the open `Ask` of
//! `State::pending`, the prompts (drone roles by DM only), the answers, the standing orders that
//! answer for a player, and the reaction timer's defaults for players answering off their turn
//! (SH-D100–SH-D102).

use super::super::action::Action;
use super::super::state::*;
use super::{Log, advance, combat, illegal, label, movement, say};
use crate::core::rules::{Applied, Choice, Prompt};
use crate::core::{GameRng, Msg, Refusal, Seat};

/// The mover of the move under way.
fn mover(s: &State) -> Option<usize> {
    let m = s.pending.as_ref()?.moving.as_ref()?;
    s.ship(m.ship).map(|x| x.owner)
}

/// The factions whose answer the open question waits for.
pub fn deciders(s: &State) -> Vec<usize> {
    let Some(p) = &s.pending else { return vec![] };
    let Some(ask) = &p.ask else { return vec![] };
    let b = p.battle.as_ref();
    match ask {
        Ask::Intercept(g) => vec![*g],
        Ask::Evade | Ask::Continue | Ask::Pirate { .. } => mover(s).into_iter().collect(),
        Ask::Surrender => b.and_then(|b| b.sides[1]).into_iter().collect(),
        Ask::Accept => b.and_then(|b| b.sides[0]).into_iter().collect(),
        Ask::Drones => b
            .map(|b| {
                (0..2)
                    .filter(|i| b.bombers[*i].is_none() && combat::drone_choice(s, b, *i) > 0)
                    .filter_map(|i| b.sides[i])
                    .collect()
            })
            .unwrap_or_default(),
        Ask::Hit => b.and_then(combat::hit_chooser).into_iter().collect(),
    }
}

/// What the reaction timer answers, and the first button: no interception, no surrender, all
/// squadrons as fighters, the automatic hit.
fn default_answer(ask: &Ask) -> Action {
    match ask {
        Ask::Intercept(_) => Action::Intercept(false),
        Ask::Evade => Action::Stop,
        Ask::Continue => Action::Continue,
        Ask::Pirate { .. } => Action::Pay,
        Ask::Surrender => Action::Fight,
        Ask::Accept => Action::Accept,
        Ask::Drones => Action::Bombers(0),
        Ask::Hit => Action::Hit(None),
    }
}

/// The answers a faction may give now, the default first.
pub fn choices(s: &State, f: usize) -> Vec<Action> {
    let Some(p) = &s.pending else { return vec![] };
    let Some(ask) = &p.ask else { return vec![] };
    let mut out = vec![default_answer(ask)];
    let b = p.battle.as_ref();
    match ask {
        Ask::Intercept(_) => out.push(Action::Intercept(true)),
        Ask::Evade => out.push(Action::Fight),
        Ask::Continue => out.push(Action::Stop),
        Ask::Pirate { .. } => {
            out.extend([Action::PayDouble, Action::Surrender, Action::Fight]);
        }
        Ask::Surrender => out.push(Action::Surrender),
        Ask::Accept => {
            if let Some(b) = b {
                let ships = b.units[1].iter().any(|u| matches!(u, Unit::Ship(_)));
                let base = b.units[1].iter().any(|u| matches!(u, Unit::Base(_)));
                out.push(if base && ships {
                    Action::Carve
                } else {
                    Action::Refuse
                });
            }
        }
        Ask::Drones => {
            if let Some(b) = b
                && let Some(i) = (0..2).find(|i| b.sides[*i] == Some(f))
            {
                out.extend((1..=combat::drone_choice(s, b, i)).map(Action::Bombers));
            }
        }
        Ask::Hit => {
            if let Some(b) = b {
                out.extend(
                    combat::picks(s, &b.units[b.receiving])
                        .into_iter()
                        .map(|x| Action::Hit(Some(x))),
                );
            }
        }
    }
    out
}

fn ask_msg(s: &State, ask: &Ask) -> Msg {
    let p = s.pending.as_ref();
    let ship = p
        .and_then(|p| p.moving.as_ref())
        .and_then(|m| s.ship(m.ship))
        .map(|x| x.name.clone())
        .unwrap_or_default();
    match ask {
        Ask::Intercept(_) => Msg::new("sh-ask-intercept").text("ship", ship),
        Ask::Evade => Msg::new("sh-ask-evade").text("ship", ship),
        Ask::Continue => Msg::new("sh-ask-continue").text("ship", ship),
        Ask::Pirate { toll, .. } => Msg::new("sh-ask-pirate")
            .text("ship", ship)
            .num("cash", *toll),
        Ask::Surrender => Msg::new("sh-ask-surrender"),
        Ask::Accept => Msg::new("sh-ask-accept"),
        Ask::Drones => Msg::new("sh-ask-drones"),
        Ask::Hit => Msg::new("sh-ask-hit").num(
            "hits",
            p.and_then(|p| p.battle.as_ref())
                .map_or(0, |b| b.hits[b.receiving]),
        ),
    }
}

pub fn prompts(s: &State) -> Vec<Prompt> {
    let Some(ask) = s.pending.as_ref().and_then(|p| p.ask.clone()) else {
        return vec![];
    };
    deciders(s)
        .into_iter()
        .filter_map(|f| {
            let seat = s.factions[f].seat?;
            Some(Prompt {
                seat,
                id: format!("r{}", s.serial),
                ask: ask_msg(s, &ask),
                choices: choices(s, f)
                    .iter()
                    .map(|a| Choice {
                        label: label(a),
                        notation: a.notation(),
                    })
                    .collect(),
                // Drone roles are sealed (R 3.4.5): by DM only.
                private: ask == Ask::Drones,
            })
        })
        .collect()
}

/// The reaction timer: a question for a player off their turn closes with its default.
pub fn timeout(s: &State) -> Option<(String, Seat, Action)> {
    let ask = s.pending.as_ref()?.ask.clone()?;
    let active = s.active();
    deciders(s)
        .into_iter()
        .filter(|f| Some(*f) != active)
        .find_map(|f| s.factions[f].seat)
        .map(|seat| (format!("sh-r{}", s.serial), seat, default_answer(&ask)))
}

/// A standing order (SH-D100, SH-D102): any seat, any time.
pub fn order(state: &mut State, f: usize, key: &str, value: &str) -> Result<Applied, Refusal> {
    let st = &mut state.factions[f].standing;
    match (key, value) {
        ("intercept", "always") => st.intercept = InterceptOrder::Always,
        ("intercept", "never") => st.intercept = InterceptOrder::Never,
        ("intercept", "ask") => st.intercept = InterceptOrder::Ask,
        ("allocate", v) => st.auto_allocate = v == "auto",
        _ => return Err(illegal("sh-bad-answer")),
    }
    state.serial = state.serial.wrapping_add(1) % 1_000_000_000;
    Ok(Applied {
        log: vec![],
        barrier: false,
    })
}

/// Runs the move or combat under way until the next question or its end.
pub fn resume(s: &mut State, rng: &mut GameRng, log: &mut Log) {
    for _ in 0..1_000 {
        let Some(p) = &s.pending else { return };
        if p.ask.is_some() {
            return;
        }
        if p.battle.is_some() {
            combat::run(s, rng, log);
        } else if p.moving.is_some() {
            movement::run_move(s, rng, log);
        } else {
            s.pending = None;
            return;
        }
    }
    s.pending = None;
}

pub fn apply(
    state: &mut State,
    seat: Seat,
    action: &Action,
    rng: &mut GameRng,
) -> Result<Applied, Refusal> {
    let Some(f) = state.faction_of(seat) else {
        return Err(Refusal::not_yours(Msg::new("sh-not-seated")));
    };
    if !deciders(state).contains(&f) {
        return Err(Refusal::not_yours(Msg::new("sh-not-your-answer")));
    }
    if !choices(state, f).contains(action) {
        return Err(illegal("sh-bad-answer"));
    }
    let mut s = state.clone();
    let mut log = Log::new();
    let Some(mut p) = s.pending.clone() else {
        return Err(illegal("sh-bad-answer"));
    };
    let Some(ask) = p.ask.take() else {
        return Err(illegal("sh-bad-answer"));
    };
    s.pending = Some(p.clone());
    match (ask, action) {
        (Ask::Intercept(g), Action::Intercept(yes)) => {
            if *yes {
                movement::attempt(&mut s, g, rng, &mut log);
            }
        }
        (Ask::Evade, Action::Stop) | (Ask::Continue, Action::Stop) => {
            if let Some(p) = s.pending.as_mut() {
                p.battle = None;
                if let Some(m) = p.moving.as_mut() {
                    m.stopped = true;
                }
            }
        }
        (Ask::Evade, Action::Fight) => {
            if let Some(m) = s.pending.as_mut().and_then(|p| p.moving.as_mut()) {
                m.fought = true;
            }
        }
        (Ask::Continue, Action::Continue) => {}
        (Ask::Pirate { pirate, toll, rolls }, a) => {
            movement::pirate_answer(&mut s, f, pirate, toll, rolls, a, rng, &mut log);
        }
        (Ask::Surrender, Action::Fight) => {
            if let Some(b) = s.pending.as_mut().and_then(|p| p.battle.as_mut()) {
                b.stage = Stage::Tactics;
            }
        }
        (Ask::Surrender, Action::Surrender) => offered(&mut s, rng, &mut log),
        (Ask::Accept, a) => {
            let Some(mut b) = p.battle.clone() else {
                return Err(illegal("sh-bad-answer"));
            };
            match a {
                Action::Accept => {
                    combat::surrender(&mut s, &b, rng, &mut log);
                    b.stage = Stage::Done;
                }
                Action::Refuse => b.stage = Stage::Tactics,
                _ => {
                    // Carve out the ships (R 3.4.3): the base surrenders, the ships fight.
                    let mut base = b.clone();
                    base.units[1].retain(|u| matches!(u, Unit::Base(_)));
                    combat::surrender(&mut s, &base, rng, &mut log);
                    b.units[1].retain(|u| matches!(u, Unit::Ship(_)));
                    b.stage = Stage::Tactics;
                }
            }
            if let Some(p) = s.pending.as_mut() {
                p.battle = Some(b);
            }
        }
        (Ask::Drones, Action::Bombers(n)) => {
            if let Some(b) = s.pending.as_mut().and_then(|p| p.battle.as_mut())
                && let Some(i) = (0..2).find(|i| b.sides[*i] == Some(f))
            {
                b.bombers[i] = Some(*n);
            }
            // Sealed: the other side may still be choosing.
            if !deciders_after(&s).is_empty()
                && let Some(p) = s.pending.as_mut()
            {
                p.ask = Some(Ask::Drones);
            }
        }
        (Ask::Hit, Action::Hit(pick)) => {
            if let Some(mut b) = s.pending.as_ref().and_then(|p| p.battle.clone()) {
                let pick = pick.unwrap_or_else(|| combat::auto_pick(&s, &b));
                combat::place(&mut s, &mut b, pick, rng, &mut log);
                if let Some(p) = s.pending.as_mut() {
                    p.battle = Some(b);
                }
            }
        }
        _ => return Err(illegal("sh-bad-answer")),
    }
    resume(&mut s, rng, &mut log);
    advance(&mut s, rng, &mut log);
    s.serial = s.serial.wrapping_add(1) % 1_000_000_000;
    *state = s;
    Ok(Applied {
        log,
        barrier: false,
    })
}

/// Who still has to choose drone roles, with the question open again.
fn deciders_after(s: &State) -> Vec<usize> {
    let mut t = s.clone();
    if let Some(p) = t.pending.as_mut() {
        p.ask = Some(Ask::Drones);
    }
    deciders(&t)
}

/// A surrender offered (R 3.4.3): under embargo (or any relation short of war) it must be
/// accepted; at war a base's must be, but the attacker may first carve out the ships; at war a
/// fleet of ships may be refused.
fn offered(s: &mut State, rng: &mut GameRng, log: &mut Log) {
    let Some(mut b) = s.pending.as_ref().and_then(|p| p.battle.clone()) else {
        return;
    };
    let (Some(a), Some(d)) = (b.sides[0], b.sides[1]) else {
        return;
    };
    say(
        log,
        Msg::new("sh-log-surrender-offered").name(
            "faction",
            super::super::content::catalog_id("faction", &s.factions[d].id),
        ),
    );
    let war = s.factions[a].relations[d] <= WAR;
    let base = b.units[1].iter().any(|u| matches!(u, Unit::Base(_)));
    let ships = b.units[1].iter().any(|u| matches!(u, Unit::Ship(_)));
    if war && (ships || !base) && s.factions[a].seat.is_some() {
        if let Some(p) = s.pending.as_mut() {
            p.ask = Some(Ask::Accept);
        }
        return;
    }
    combat::surrender(s, &b, rng, log);
    b.stage = Stage::Done;
    if let Some(p) = s.pending.as_mut() {
        p.battle = Some(b);
    }
}
