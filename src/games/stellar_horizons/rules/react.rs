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
        Ask::Intercept(g) | Ask::Consent(g) => vec![*g],
        Ask::Evade | Ask::Continue | Ask::Pirate { .. } | Ask::Arrive => {
            mover(s).into_iter().collect()
        }
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
        Ask::Tactics => b
            .and_then(|b| b.surplus.and_then(|(up, _)| b.sides[up]))
            .into_iter()
            .collect(),
        Ask::Protect => b
            .map(|b| {
                (0..2)
                    .filter(|i| b.protected[*i].is_none())
                    .filter_map(|i| b.sides[i])
                    .collect()
            })
            .unwrap_or_default(),
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
        Ask::Tactics => Action::Tactics {
            fire: "strike".into(),
            damage: 0,
            picks: 0,
        },
        Ask::Protect => Action::Protect(vec![]),
        // Without an answer the ally's ships stay out (SH-D300).
        Ask::Consent(_) => Action::Refuse,
        // Its default depends on the fleets there: `fleets::arrive_choices` (never read here).
        Ask::Arrive => Action::Continue,
    }
}

/// The answers a faction may give now, the default first.
pub fn choices(s: &State, f: usize) -> Vec<Action> {
    let Some(p) = &s.pending else { return vec![] };
    let Some(ask) = &p.ask else { return vec![] };
    let b = p.battle.as_ref();
    if *ask == Ask::Tactics {
        return b.map(|b| combat::spend_choices(s, b)).unwrap_or_default();
    }
    if *ask == Ask::Arrive {
        return p
            .moving
            .as_ref()
            .map(|m| super::fleets::arrive_choices(s, m.ship))
            .unwrap_or_default();
    }
    let mut out = vec![default_answer(ask)];
    match ask {
        // One fleet intercepts (R 3.3.6): with several there, the interceptor names it.
        Ask::Intercept(g) => {
            let fleets = p
                .moving
                .as_ref()
                .map(|m| movement::intercept_fleets(s, *g, &m.from))
                .unwrap_or_default();
            if fleets.len() > 1 {
                out.extend(fleets.into_iter().map(Action::InterceptWith));
            } else {
                out.push(Action::Intercept(true));
            }
        }
        Ask::Consent(_) => out.push(Action::Accept),
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
        Ask::Tactics | Ask::Arrive => {}
        Ask::Protect => {
            if let Some(b) = b
                && let Some(i) = (0..2).find(|i| b.sides[*i] == Some(f))
            {
                out.extend(b.units[i].iter().filter_map(|u| match u {
                    Unit::Ship(id) => Some(Action::Protect(vec![*id])),
                    _ => None,
                }));
            }
        }
        Ask::Hit => {
            if let Some(b) = b {
                out.extend(
                    combat::hit_picks(s, b)
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
        .map(|x| x.label())
        .unwrap_or_else(|| Msg::verbatim(""));
    match ask {
        Ask::Intercept(_) => Msg::new("sh-ask-intercept").msg("ship", ship),
        Ask::Evade => Msg::new("sh-ask-evade").msg("ship", ship),
        Ask::Continue => Msg::new("sh-ask-continue").msg("ship", ship),
        Ask::Arrive => Msg::new("sh-ask-arrive").msg("ship", ship),
        Ask::Pirate { toll, .. } => Msg::new("sh-ask-pirate")
            .msg("ship", ship)
            .num("cash", *toll),
        Ask::Consent(_) => {
            let (id, by) = match s.fleets.gate.as_ref().map(|g| &g.what) {
                Some(super::fleets::GateFor::Intercept(by)) => ("sh-ask-joint-intercept", *by),
                Some(super::fleets::GateFor::Attack { by, .. }) => ("sh-ask-joint-attack", *by),
                _ => ("sh-ask-joint-move", mover(s).unwrap_or(0)),
            };
            let fid = s.factions.get(by).map(|x| x.id.clone()).unwrap_or_default();
            Msg::new(id)
                .name(
                    "faction",
                    super::super::content::catalog_id("faction", &fid),
                )
                .msg("ship", ship)
        }
        Ask::Surrender => Msg::new("sh-ask-surrender"),
        Ask::Accept => Msg::new("sh-ask-accept"),
        Ask::Drones => Msg::new("sh-ask-drones"),
        Ask::Protect => Msg::new("sh-ask-protect"),
        Ask::Tactics => Msg::new("sh-ask-tactics").num(
            "points",
            p.and_then(|p| p.battle.as_ref())
                .and_then(|b| b.surplus)
                .map_or(0, |x| x.1),
        ),
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
                        label: label(s, a),
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
        .find_map(|f| {
            let first = choices(s, f).into_iter().next()?;
            s.factions[f].seat.map(|seat| (seat, first))
        })
        .map(|(seat, a)| (format!("sh-r{}", s.serial), seat, a))
        .filter(|_| ask != Ask::Evade)
}

/// A standing order (SH-D100, SH-D102): any seat, any time. An open question the order covers
/// is answered by it at once.
pub fn order(
    state: &mut State,
    f: usize,
    key: &str,
    value: &str,
    rng: &mut GameRng,
) -> Result<Applied, Refusal> {
    if key == "consent" || key == "claim" {
        super::fleets::order(state, f, key, value)?;
        state.serial = state.serial.wrapping_add(1) % 1_000_000_000;
        let ask = state.pending.as_ref().and_then(|p| p.ask.clone());
        let covered = match (ask, key, value) {
            (Some(Ask::Consent(g)), "consent", "always") if g == f => Some(Action::Accept),
            (Some(Ask::Consent(g)), "consent", "never") if g == f => Some(Action::Refuse),
            _ => None,
        };
        if let Some(a) = covered
            && let Some(seat) = state.factions[f].seat
        {
            return apply(state, seat, &a, rng);
        }
        return Ok(Applied {
            log: vec![],
            barrier: false,
        });
    }
    let st = &mut state.factions[f].standing;
    match (key, value) {
        ("intercept", "always") => st.intercept = InterceptOrder::Always,
        ("intercept", "never") => st.intercept = InterceptOrder::Never,
        ("intercept", "ask") => st.intercept = InterceptOrder::Ask,
        ("allocate", v) => st.auto_allocate = v == "auto",
        _ => return Err(illegal("sh-bad-answer")),
    }
    state.serial = state.serial.wrapping_add(1) % 1_000_000_000;
    let ask = state.pending.as_ref().and_then(|p| p.ask.clone());
    let covered = match (ask, key, value) {
        (Some(Ask::Hit), "allocate", "auto") => Some(Action::Hit(None)),
        (Some(Ask::Intercept(g)), "intercept", "never") if g == f => Some(Action::Intercept(false)),
        (Some(Ask::Intercept(g)), "intercept", "always") if g == f => Some(Action::Intercept(true)),
        _ => None,
    };
    if let Some(a) = covered
        && deciders(state).contains(&f)
        && let Some(seat) = state.factions[f].seat
    {
        return apply(state, seat, &a, rng);
    }
    Ok(Applied {
        log: vec![],
        barrier: false,
    })
}

/// Joins an ally's fleets (R 2.5): a joint fleet needs both allies to have asked; either may
/// leave at any time. Any seat, any time.
pub fn join(state: &mut State, f: usize, ally: &str, on: bool) -> Result<Applied, Refusal> {
    let Some(g) = state.factions.iter().position(|x| x.id == ally) else {
        return Err(illegal("sh-bad-answer"));
    };
    if on && (g == f || state.factions[f].relations[g] != ALLIANCE) {
        return Err(illegal("sh-not-allied"));
    }
    let joint = &mut state.factions[f].joint;
    joint.retain(|x| *x != g);
    if on {
        joint.push(g);
    }
    state.serial = state.serial.wrapping_add(1) % 1_000_000_000;
    let id = match (on, state.joint(f, g)) {
        (true, true) => "sh-log-joint",
        (true, false) => "sh-log-joint-asked",
        (false, _) => "sh-log-joint-left",
    };
    let (fid, gid) = (state.factions[f].id.clone(), state.factions[g].id.clone());
    let msg = Msg::new(id)
        .name(
            "faction",
            super::super::content::catalog_id("faction", &fid),
        )
        .name("ally", super::super::content::catalog_id("faction", &gid));
    Ok(Applied {
        log: vec![crate::core::rules::LogEntry::public(msg)],
        barrier: false,
    })
}

/// Runs the move or combat under way until the next question or its end.
pub fn resume(s: &mut State, rng: &mut GameRng, log: &mut Log) {
    for _ in 0..1_000 {
        let Some(p) = &s.pending else {
            // A joint fleet's allies follow the move just ended (R 2.5).
            super::fleets::after_move(s, rng, log);
            return;
        };
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
    // Typed: any set of own ships in the fight but not all of the side's units.
    let typed_protect = match (action, state.pending.as_ref()) {
        (Action::Protect(v), Some(p)) if p.ask == Some(Ask::Protect) => {
            p.battle.as_ref().is_some_and(|b| {
                (0..2).any(|i| {
                    b.sides[i] == Some(f)
                        && v.len() < b.units[i].len()
                        && v.iter().all(|id| b.units[i].contains(&Unit::Ship(*id)))
                })
            })
        }
        _ => false,
    };
    let typed_tactics = matches!(action, Action::Tactics { damage, picks, .. } if *picks >= 0 && damage.abs() <= 50)
        && state.pending.as_ref().is_some_and(|p| {
            p.ask == Some(Ask::Tactics)
                && p.battle
                    .as_ref()
                    .and_then(|b| b.surplus)
                    .is_some_and(|(_, n)| combat::spend_cost(action) <= n)
        });
    // Typed (or a standing order's) `intercept` without a fleet: the default fleet (SH-D501).
    let typed_intercept = *action == Action::Intercept(true)
        && state
            .pending
            .as_ref()
            .is_some_and(|p| matches!(p.ask, Some(Ask::Intercept(_))));
    if !typed_tactics && !typed_protect && !typed_intercept && !choices(state, f).contains(action) {
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
                movement::intercept(&mut s, g, rng, &mut log);
            }
        }
        (Ask::Intercept(g), Action::InterceptWith(lead)) => {
            if let Some(m) = s.pending.as_mut().and_then(|p| p.moving.as_mut()) {
                m.with = Some(*lead);
            }
            movement::intercept(&mut s, g, rng, &mut log);
        }
        (Ask::Arrive, Action::Arrive { ship, with }) => {
            super::fleets::settle_arrival(&mut s, *ship, *with, &mut log);
            s.pending = None;
        }
        (Ask::Consent(g), Action::Accept | Action::Refuse) => {
            super::fleets::answer(&mut s, g, *action == Action::Accept, rng, &mut log);
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
        (
            Ask::Pirate {
                pirate,
                toll,
                rolls,
            },
            a,
        ) => {
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
        (Ask::Protect, Action::Protect(v)) => {
            if let Some(b) = s.pending.as_mut().and_then(|p| p.battle.as_mut())
                && let Some(i) = (0..2).find(|i| b.sides[*i] == Some(f))
            {
                b.protected[i] = Some(v.iter().map(|id| Unit::Ship(*id)).collect());
            }
            if let Some(p) = s.pending.as_mut()
                && p.battle
                    .as_ref()
                    .is_some_and(|b| b.protected.iter().any(|x| x.is_none()))
            {
                p.ask = Some(Ask::Protect);
            }
        }
        (Ask::Tactics, a @ Action::Tactics { .. }) => {
            if let Some(b) = s.pending.as_mut().and_then(|p| p.battle.as_mut())
                && let Some((up, _)) = b.surplus
            {
                combat::spend(b, up, a);
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

#[cfg(test)]
pub(crate) mod tests {
    use super::super::super::action::{Dest, Target};
    use super::super::super::setup::tests::campaign;
    use super::super::super::state::Step;
    use super::*;
    use crate::core::rules::Viewer;

    pub use super::super::super::test_support::ship;

    /// The state in `step` with `f` to act.
    pub fn turn_of(s: &mut State, step: Step, f: usize) {
        s.step = step;
        s.turn = s.acting().iter().position(|x| *x == f).unwrap();
    }

    pub fn relate(s: &mut State, a: usize, b: usize, r: i8) {
        s.factions[a].relations[b] = r;
        s.factions[b].relations[a] = r;
    }

    fn seat(s: &State, f: usize) -> Seat {
        s.factions[f].seat.unwrap()
    }

    fn act(s: &mut State, f: usize, a: Action, seed: u64) -> Result<Applied, Refusal> {
        let seat = seat(s, f);
        super::super::apply(s, seat, &a, &mut GameRng::for_step(seed, 9))
    }

    /// Two players at embargo; `b` has an armed CV-5 in Mars's flyby box; `a`'s CV-5 (no
    /// engine roll) stands there too and may go anywhere.
    fn meeting() -> (State, usize, usize, u32, u32) {
        let mut s = campaign(2);
        let (a, b) = (s.order[0], s.order[1]);
        for f in [a, b] {
            s.factions[f].techs.push("safe-crew-hibernation".into());
        }
        relate(&mut s, a, b, EMBARGO);
        let flyby = Loc::Flyby("mars".into());
        let mover = ship(&mut s, a, "cv-5", flyby.clone());
        let guard = ship(&mut s, b, "cv-5", flyby);
        turn_of(&mut s, Step::Move, a);
        s.pending = None;
        (s, a, b, mover, guard)
    }

    fn to_orbit(mover: u32) -> Action {
        Action::Move {
            ship: mover,
            to: Dest::Place(Loc::Orbit("mars".into())),
        }
    }

    /// R 3.3.6 / digest §7.2: a move out of a place where a hostile fleet stands asks that
    /// fleet's owner (standing order "ask"); the reaction timer answers "let it pass" and the
    /// move ends at its destination; "never" lets it pass without asking.
    #[test]
    fn sh_3_3_6_interception_is_asked_with_a_timeout_default() {
        let (mut s, a, b, mover, _) = meeting();
        act(&mut s, a, to_orbit(mover), 1).unwrap();
        let p = s.pending.clone().expect("waits for the interceptor");
        assert_eq!(p.ask, Some(Ask::Intercept(b)));
        assert_eq!(s.ship(mover).unwrap().at, Loc::Flyby("mars".into()));
        let prompts = super::super::prompts(&s);
        assert_eq!(prompts.len(), 1);
        assert_eq!(prompts[0].seat, seat(&s, b));
        assert_eq!(prompts[0].choices[0].notation, "let-pass");
        assert!(
            act(&mut s, a, Action::Intercept(false), 1).is_err(),
            "not a's answer"
        );
        let (_, who, default) = timeout(&s).expect("off-turn: timed");
        assert_eq!((who, &default), (seat(&s, b), &Action::Intercept(false)));
        act(&mut s, b, default, 1).unwrap();
        assert!(s.pending.is_none());
        assert_eq!(s.ship(mover).unwrap().at, Loc::Orbit("mars".into()));

        let (mut s, a, b, mover, _) = meeting();
        act(
            &mut s,
            b,
            Action::Order {
                key: "intercept".into(),
                value: "never".into(),
            },
            1,
        )
        .unwrap();
        act(&mut s, a, to_orbit(mover), 1).unwrap();
        assert!(s.pending.is_none());
        assert_eq!(s.ship(mover).unwrap().at, Loc::Orbit("mars".into()));
    }

    /// R 3.3.6: an interception is a search (target 4 for one CV each); a found CV chooses to
    /// stop (it stays where it was) or to fight; a found RE is destroyed; a failed search lets
    /// the mover through. Neutral fleets never intercept.
    #[test]
    fn sh_3_3_6_interception_outcomes() {
        let (mut s, a, b, mover, _) = meeting();
        relate(&mut s, a, b, NEUTRAL);
        act(&mut s, a, to_orbit(mover), 1).unwrap();
        assert!(s.pending.is_none(), "Neutral: no interception");
        let (mut stopped, mut passed, mut fought) = (false, false, false);
        for seed in 0..40 {
            let (mut s, a, b, mover, _) = meeting();
            s.factions[b].standing.intercept = InterceptOrder::Always;
            act(&mut s, a, to_orbit(mover), seed).unwrap();
            match s.pending.as_ref().and_then(|p| p.ask.clone()) {
                Some(Ask::Evade) => {
                    let b0 = s.pending.as_ref().unwrap().battle.clone().unwrap();
                    assert!(b0.rolls.iter().any(|r| *r <= 4), "found on ≤ 4");
                    assert_eq!(deciders(&s), vec![a]);
                    let mut t = s.clone();
                    act(&mut t, a, Action::Stop, seed).unwrap();
                    assert!(t.pending.is_none());
                    assert_eq!(t.ship(mover).unwrap().at, Loc::Flyby("mars".into()));
                    stopped = true;
                    act(&mut s, a, Action::Fight, seed).unwrap();
                    fought = true;
                    // The defender (mover) may be asked to surrender, hits to place, then to go on.
                    for _ in 0..20 {
                        let Some(ask) = s.pending.as_ref().and_then(|p| p.ask.clone()) else {
                            break;
                        };
                        let who = deciders(&s)[0];
                        let answer = match ask {
                            Ask::Continue => Action::Continue,
                            other => default_answer(&other),
                        };
                        act(&mut s, who, answer, seed).unwrap();
                    }
                    if let Some(x) = s.ship(mover) {
                        assert!(x.at == Loc::Orbit("mars".into()) || x.reserved);
                    }
                }
                None => {
                    passed = true;
                    assert_eq!(s.ship(mover).unwrap().at, Loc::Orbit("mars".into()));
                }
                other => panic!("{other:?}"),
            }
        }
        assert!(stopped && passed && fought);
        // An RE found at war is destroyed.
        let mut gone = false;
        for seed in 0..40 {
            let (mut s, a, b, _, _) = meeting();
            relate(&mut s, a, b, WAR);
            s.factions[b].standing.intercept = InterceptOrder::Always;
            let re = ship(&mut s, a, "re-flyby", Loc::Flyby("mars".into()));
            act(
                &mut s,
                a,
                Action::Move {
                    ship: re,
                    to: Dest::Transfer("jupiter".into()),
                },
                seed,
            )
            .unwrap();
            assert!(s.pending.is_none());
            gone |= s.ship(re).is_none();
        }
        assert!(gone);
    }

    /// R 3.3.6: a fleet intercepts. With two fleets where the mover leaves, the interceptor
    /// names the one (a button per fleet, typed `intercept s<id>`); only that fleet's CVs search
    /// (4 + 2 more CVs = 6 for the fleet of three; 4 for the single CV). Standing order
    /// `always` and typed `intercept` use the default fleet, the strongest (SH-D501).
    #[test]
    fn sh_3_3_6_the_interceptor_chooses_its_fleet() {
        let setup = || {
            let (mut s, a, b, mover, lone) = meeting();
            let flyby = Loc::Flyby("mars".into());
            let trio: Vec<u32> = (0..3)
                .map(|_| ship(&mut s, b, "cv-5", flyby.clone()))
                .collect();
            for x in &trio {
                s.fleets.tags.insert(*x, 55);
            }
            (s, a, b, mover, lone, trio)
        };
        let target = |applied: &Applied| -> String {
            let e = applied
                .log
                .iter()
                .map(|e| format!("{e:?}"))
                .find(|e| e.contains("\"sh-log-intercept\""))
                .expect("an interception was tried");
            let at = e.find("\"target\"").expect("its target");
            e[at..]
                .chars()
                .filter(|c| c.is_ascii_digit())
                .take(1)
                .collect()
        };
        let (mut s, a, b, mover, lone, trio) = setup();
        act(&mut s, a, to_orbit(mover), 1).unwrap();
        assert_eq!(s.pending.as_ref().unwrap().ask, Some(Ask::Intercept(b)));
        let offered: Vec<String> = super::super::prompts(&s)[0]
            .choices
            .iter()
            .map(|c| c.notation.clone())
            .collect();
        assert_eq!(
            offered,
            vec![
                "let-pass".to_string(),
                format!("intercept s{lone}"),
                format!("intercept s{}", trio[0]),
            ]
        );
        let mut t = s.clone();
        let a1 = act(&mut t, b, Action::InterceptWith(lone), 1).unwrap();
        assert_eq!(target(&a1), "4", "the single CV's fleet");
        let mut t = s.clone();
        let text = format!("intercept s{}", trio[0]);
        let typed = super::super::super::action::parse(&t, &text).unwrap();
        let a3 = act(&mut t, b, typed, 1).unwrap();
        assert_eq!(target(&a3), "6", "the fleet of three");
        assert!(
            act(&mut s.clone(), b, Action::InterceptWith(mover), 1).is_err(),
            "not b's fleet"
        );
        // Plain `intercept`: the default, strongest fleet.
        let a0 = act(&mut s, b, Action::Intercept(true), 1).unwrap();
        assert_eq!(target(&a0), "6");

        // Standing order `always`: the default fleet, no question.
        let (mut s, a, b, mover, _, trio) = setup();
        let flyby = Loc::Flyby("mars".into());
        assert_eq!(movement::default_fleet(&s, b, &flyby), Some(trio[0]));
        s.factions[b].standing.intercept = InterceptOrder::Always;
        let applied = act(&mut s, a, to_orbit(mover), 1).unwrap();
        assert_eq!(target(&applied), "6");
    }

    /// A battle waiting at `stage` between `a`'s and `b`'s units.
    fn battle_at(s: &mut State, a: usize, b: usize, units: [Vec<Unit>; 2], stage: Stage) {
        let mut bt = combat::battle(
            s,
            [Some(a), Some(b)],
            units,
            [5, 5],
            &mut GameRng::for_step(1, 1),
            &mut Log::new(),
        )
        .unwrap();
        bt.stage = stage;
        s.pending = Some(Pending {
            moving: None,
            battle: Some(bt),
            ask: None,
        });
    }

    /// R 3.4.3: under embargo a surrender must be accepted: cargo lost (half of each kind to
    /// the attacker's holds), CVs to Reserve, one politics marker to the attacker, and no second
    /// attack by the same faction this turn.
    #[test]
    fn sh_3_4_3_surrender_under_embargo() {
        let (mut s, a, b, me, them) = meeting();
        turn_of(&mut s, Step::Combat, a);
        s.ship_mut(them).unwrap().cargo = [4, 0, 2];
        s.factions[b].politics = 2;
        let pol = s.factions[a].politics;
        battle_at(
            &mut s,
            a,
            b,
            [vec![Unit::Ship(me)], vec![Unit::Ship(them)]],
            Stage::Surrender,
        );
        let mut log = Log::new();
        resume(&mut s, &mut GameRng::for_step(1, 1), &mut log);
        assert_eq!(s.pending.as_ref().unwrap().ask, Some(Ask::Surrender));
        assert_eq!(deciders(&s), vec![b]);
        assert_eq!(timeout(&s).unwrap().2, Action::Fight, "the timer fights");
        act(&mut s, b, Action::Surrender, 1).unwrap();
        assert!(s.pending.is_none(), "accepted at once");
        let t = s.ship(them).unwrap();
        assert!(t.reserved);
        assert_eq!(t.cargo, [0; 3]);
        assert_eq!(s.ship(me).unwrap().cargo, [2, 0, 1], "half of each kind");
        assert_eq!(s.factions[a].politics, pol + 1);
        assert_eq!(s.factions[b].politics, 1);
        s.ship_mut(me).unwrap().searched = false;
        assert!(
            !combat::options(&s, a).iter().any(|x| matches!(
                x,
                Action::Attack {
                    target: Target::Ship(_),
                    ..
                }
            )),
            "no second attack this turn"
        );
    }

    /// R 3.4.3: at war the attacker may refuse a fleet's surrender (the fight goes on), and
    /// must accept a base's, though it may first carve out the ships and fight them.
    #[test]
    fn sh_3_4_3_surrender_at_war() {
        let (mut s, a, b, me, them) = meeting();
        relate(&mut s, a, b, WAR);
        turn_of(&mut s, Step::Combat, a);
        battle_at(
            &mut s,
            a,
            b,
            [vec![Unit::Ship(me)], vec![Unit::Ship(them)]],
            Stage::Surrender,
        );
        resume(&mut s, &mut GameRng::for_step(1, 1), &mut Log::new());
        act(&mut s, b, Action::Surrender, 1).unwrap();
        assert_eq!(s.pending.as_ref().unwrap().ask, Some(Ask::Accept));
        assert_eq!(choices(&s, a), vec![Action::Accept, Action::Refuse]);
        let mut t = s.clone();
        act(&mut t, a, Action::Refuse, 1).unwrap();
        assert!(
            !t.ship(them).is_some_and(|x| x.reserved && x.damage == 0),
            "fought on"
        );

        // A base with a ship: carve the ship out; the base surrenders (a d10 of its stockpile).
        let (mut s, a, b, me, them) = meeting();
        relate(&mut s, a, b, WAR);
        turn_of(&mut s, Step::Combat, a);
        let at = Loc::Surface("mars".into());
        s.ship_mut(me).unwrap().at = at.clone();
        s.ship_mut(them).unwrap().at = at;
        s.ship_mut(them).unwrap().cargo = [2, 0, 0];
        s.bases.push(Base {
            id: 950,
            owner: b,
            world: "mars".into(),
            orbital: false,
            levels: [1, 0, 0, 0],
            damage: [0; 4],
            settlements: 0,
            stock: [10, 10, 10],
            built: false,
            product: None,
            blockaded_by: None,
            terraformed: 0,
        });
        battle_at(
            &mut s,
            a,
            b,
            [
                vec![Unit::Ship(me)],
                vec![Unit::Base(950), Unit::Ship(them)],
            ],
            Stage::Surrender,
        );
        resume(&mut s, &mut GameRng::for_step(1, 1), &mut Log::new());
        act(&mut s, b, Action::Surrender, 1).unwrap();
        assert_eq!(choices(&s, a), vec![Action::Accept, Action::Carve]);
        act(&mut s, a, Action::Carve, 1).unwrap();
        let lost = 30 - s.base(950).unwrap().stock.iter().sum::<i32>();
        assert!((1..=10).contains(&lost), "a d10 destroyed: {lost}");
        assert!(
            s.ship(them).is_none_or(|x| x.cargo == [2, 0, 0]),
            "the ship fights (a surrender would have destroyed its cargo)"
        );
    }

    /// R 3.4.5: hits are placed one at a time, choosers alternating (Strike: the firing side
    /// first); a player is asked unless its standing order places them automatically.
    #[test]
    fn sh_3_4_5_hit_allocation_is_a_choice() {
        let (mut s, a, b, me, them) = meeting();
        turn_of(&mut s, Step::Combat, a);
        let other = ship(&mut s, b, "cv-7", Loc::Flyby("mars".into()));
        battle_at(
            &mut s,
            a,
            b,
            [
                vec![Unit::Ship(me)],
                vec![Unit::Ship(them), Unit::Ship(other)],
            ],
            Stage::Allocate,
        );
        if let Some(bt) = s.pending.as_mut().and_then(|p| p.battle.as_mut()) {
            bt.strike = true;
            bt.hits = [0, 3];
            bt.receiving = 1;
            bt.receiver_picks = false;
        }
        resume(&mut s, &mut GameRng::for_step(1, 1), &mut Log::new());
        assert_eq!(s.pending.as_ref().unwrap().ask, Some(Ask::Hit));
        assert_eq!(deciders(&s), vec![a], "Strike: the firing side picks first");
        assert!(choices(&s, a).contains(&Action::Hit(Some(Pick::Unit(Unit::Ship(other))))));
        act(
            &mut s,
            a,
            Action::Hit(Some(Pick::Unit(Unit::Ship(other)))),
            1,
        )
        .unwrap();
        assert_eq!(s.ship(other).unwrap().damage, 1);
        assert_eq!(deciders(&s), vec![b], "then the receiving side");
        assert_eq!(timeout(&s).unwrap().2, Action::Hit(None));
        act(
            &mut s,
            b,
            Action::Hit(Some(Pick::Unit(Unit::Ship(other)))),
            1,
        )
        .unwrap();
        assert_eq!(s.ship(other).unwrap().damage, 2);
        // a's standing order: the third hit (a's pick) goes by the default rule: the unit
        // closest to destruction (the CV-5).
        act(
            &mut s,
            a,
            Action::Order {
                key: "allocate".into(),
                value: "auto".into(),
            },
            1,
        )
        .unwrap();
        assert_eq!(s.ship(them).unwrap().damage, 1);
        assert!(s.pending.is_none());
    }

    /// R 3.4.5 / §7.1: Bomber Drones owners choose drone roles secretly, by DM; neither the
    /// board nor the other side sees a choice before both are in; each bomber adds one damage
    /// dealt and takes away one fighter.
    #[test]
    fn sh_3_4_5_sealed_drone_roles() {
        let (mut s, a, b, me, them) = meeting();
        turn_of(&mut s, Step::Combat, a);
        for f in [a, b] {
            for t in ["fighter-drones", "bomber-drones", "space-missiles"] {
                s.factions[f].techs.push(t.into());
            }
        }
        battle_at(
            &mut s,
            a,
            b,
            [vec![Unit::Ship(me)], vec![Unit::Ship(them)]],
            Stage::Tactics,
        );
        resume(&mut s, &mut GameRng::for_step(1, 1), &mut Log::new());
        assert_eq!(s.pending.as_ref().unwrap().ask, Some(Ask::Drones));
        let mut ds = deciders(&s);
        ds.sort();
        let mut both = vec![a, b];
        both.sort();
        assert_eq!(ds, both);
        let prompts = super::super::prompts(&s);
        assert!(prompts.iter().all(|p| p.private), "by DM only");
        assert_eq!(
            prompts[0].choices.len(),
            3,
            "0, 1 or 2 of a CV-5's squadrons"
        );
        act(&mut s, a, Action::Bombers(2), 1).unwrap();
        assert_eq!(deciders(&s), vec![b]);
        for viewer in [Viewer::Spectator, Viewer::Seat(seat(&s, b))] {
            let v = super::super::super::view::view(&s, viewer);
            let bt = v.state.pending.unwrap().battle.unwrap();
            assert_eq!(bt.bombers, [None, None], "sealed");
        }
        let own = super::super::super::view::view(&s, Viewer::Seat(seat(&s, a)));
        assert_eq!(
            own.state.pending.unwrap().battle.unwrap().bombers[0],
            Some(2)
        );
        // The damage: the same dice with 2 bombers deal 2 more; a's CV-5 then keeps no fighters
        // against b's fire.
        let bt = s.pending.as_ref().unwrap().battle.clone().unwrap();
        let fire_against = |bombers: i32, b_fighters: bool| {
            let mut t = bt.clone();
            t.bombers = [Some(bombers), Some(0)];
            t.stage = Stage::Fire;
            let mut x = s.clone();
            x.pending = Some(Pending {
                moving: None,
                battle: Some(t),
                ask: None,
            });
            x.factions[a].standing.auto_allocate = true;
            x.factions[b].standing.auto_allocate = true;
            // Without fighters on b's side nothing takes a's damage down.
            if !b_fighters {
                x.factions[b].techs.retain(|t| t != "fighter-drones");
            }
            let mut log = Log::new();
            combat::run(&mut x, &mut GameRng::for_step(5, 5), &mut log);
            log.iter()
                .find(|e| e.msg.id == "sh-log-damage")
                .map(|e| {
                    let n = |k: &str| match e.msg.arg(k) {
                        Some(crate::core::msg::Arg::Num(v)) => *v,
                        _ => -1,
                    };
                    (n("attacker"), n("defender"))
                })
                .unwrap()
        };
        let fire = |bombers: i32| fire_against(bombers, false);
        let (none, two) = (fire(0), fire(2));
        assert_eq!(two.0, none.0 + 2);
        assert!(two.1 >= none.1);
        // Appendix A vector 20 (R 3.4.5): each enemy fighter squadron takes one damage off a
        // Strike. b's CV-5 flies its 2 squadrons as fighters: a's damage drops by 2 (not below 0).
        let fought = fire_against(2, true);
        assert_eq!(fought.0, (two.0 - 2).max(0));
        act(&mut s, b, Action::Bombers(0), 1).unwrap();
        assert_ne!(
            s.pending.as_ref().and_then(|p| p.ask.clone()),
            Some(Ask::Drones)
        );
    }

    /// R 3.4.8: a pirate stops a CV without a combat value leaving its flyby box (after a
    /// search); the mover pays the d10 toll and goes on, pays double and the pirate leaves (no
    /// kill), surrenders (Reserve, cargo and a politics marker lost; the move ends), or fights.
    #[test]
    fn sh_3_4_8_pirate_encounter_choices() {
        let mut seen = [false; 4];
        for seed in 0..60 {
            let mut s = campaign(2);
            let a = s.order[0];
            s.factions[a].techs.push("safe-crew-hibernation".into());
            s.pirates.push(Pirate {
                id: 600,
                system: "mars".into(),
                strong: false,
                damage: 0,
            });
            let cv = ship(&mut s, a, "cv-2", Loc::Flyby("mars".into()));
            s.ship_mut(cv).unwrap().cargo = [2, 0, 0];
            turn_of(&mut s, Step::Move, a);
            act(&mut s, a, to_orbit(cv), seed).unwrap();
            let Some(Ask::Pirate { toll, .. }) = s.pending.as_ref().and_then(|p| p.ask.clone())
            else {
                continue;
            };
            assert!((1..=10).contains(&toll));
            assert_eq!(choices(&s, a).len(), 4);
            let (cash, cache, pol) = (s.factions[a].cash, s.pirate_cache, s.factions[a].politics);
            let k = (seed % 4) as usize;
            let answer = [
                Action::Pay,
                Action::PayDouble,
                Action::Surrender,
                Action::Fight,
            ][k]
                .clone();
            act(&mut s, a, answer, seed).unwrap();
            match k {
                0 => {
                    assert_eq!(
                        (s.factions[a].cash, s.pirate_cache),
                        (cash - toll, cache + toll)
                    );
                    assert_eq!(s.ship(cv).unwrap().at, Loc::Orbit("mars".into()));
                    assert_eq!(s.pirates.len(), 1);
                }
                1 => {
                    assert_eq!(s.factions[a].cash, cash - 2 * toll);
                    assert_eq!(s.pirate_cache, cache + 2 * toll);
                    assert!(s.pirates.is_empty());
                    assert_eq!(s.factions[a].vp, 0, "not a kill");
                }
                2 => {
                    let x = s.ship(cv).unwrap();
                    assert!(x.reserved && x.cargo == [0; 3]);
                    assert_eq!(x.at, Loc::Flyby("mars".into()));
                    assert_eq!(s.factions[a].politics, (pol - 1).max(0));
                }
                _ => {
                    // The player places every hit its side takes.
                    while let Some(ask) = s.pending.as_ref().and_then(|p| p.ask.clone()) {
                        if ask == Ask::Hit {
                            assert_eq!(deciders(&s), vec![a]);
                        }
                        let ans = if ask == Ask::Continue {
                            Action::Continue
                        } else {
                            default_answer(&ask)
                        };
                        act(&mut s, a, ans, seed).unwrap();
                    }
                }
            }
            seen[k] = true;
        }
        assert_eq!(seen, [true; 4]);
    }

    /// R 3.4.4: only the side with more tactics points spends the surplus, as it chooses:
    /// cancel (3), direct fire (1), damage (2 a point, dealt or taken less), target picks (1
    /// each, used when the other side would pick). Spending more than the surplus is refused.
    #[test]
    fn sh_3_4_4_tactics_point_spending() {
        let (mut s, a, b, me, them) = meeting();
        turn_of(&mut s, Step::Combat, a);
        battle_at(
            &mut s,
            a,
            b,
            [vec![Unit::Ship(me)], vec![Unit::Ship(them)]],
            Stage::Tactics,
        );
        if let Some(bt) = s.pending.as_mut().and_then(|p| p.battle.as_mut()) {
            bt.rolls = [1, 10];
        }
        resume(&mut s, &mut GameRng::for_step(1, 1), &mut Log::new());
        assert_eq!(s.pending.as_ref().unwrap().ask, Some(Ask::Tactics));
        assert_eq!(deciders(&s), vec![a]);
        let (_, n) = s
            .pending
            .as_ref()
            .unwrap()
            .battle
            .as_ref()
            .unwrap()
            .surplus
            .unwrap();
        assert!(n >= 3, "{n}");
        let cancel = Action::Tactics {
            fire: "cancel".into(),
            damage: 0,
            picks: 0,
        };
        assert!(choices(&s, a).contains(&cancel));
        let too_much = Action::Tactics {
            fire: "strike".into(),
            damage: n,
            picks: 0,
        };
        assert!(act(&mut s.clone(), a, too_much, 1).is_err());
        let mut t = s.clone();
        act(&mut t, a, cancel, 1).unwrap();
        assert!(t.pending.is_none(), "cancelled");
        assert_eq!(
            (t.ship(me).unwrap().damage, t.ship(them).unwrap().damage),
            (0, 0)
        );
        // Typed: direct fire and the rest as target picks.
        let typed = Action::Tactics {
            fire: "direct".into(),
            damage: 0,
            picks: n - 1,
        };
        let mut t = s.clone();
        t.pending.as_mut().unwrap().ask = None;
        let mut bt = t.pending.as_ref().unwrap().battle.clone().unwrap();
        combat::spend(&mut bt, 0, &typed);
        assert!(!bt.strike);
        assert_eq!(bt.picks, [n - 1, 0]);
        assert_eq!(bt.stage, Stage::Fire);
        // A pick: a chooses where b would have.
        bt.hits = [0, 2];
        bt.receiving = 1;
        bt.receiver_picks = true;
        bt.stage = Stage::Allocate;
        assert_eq!(combat::hit_chooser(&bt), Some(a));
        let before = bt.picks[0];
        combat::place(
            &mut t,
            &mut bt,
            Pick::Unit(Unit::Ship(them)),
            &mut GameRng::for_step(1, 1),
            &mut Log::new(),
        );
        assert_eq!(bt.picks[0], before - 1);
        act(&mut s, a, typed, 1).unwrap();
    }

    /// R 3.4.5: in direct fire each side may set units aside as protected: they neither fire
    /// nor can be hit, unless the enemy pays a target pick or the other units are gone.
    #[test]
    fn sh_3_4_5_protected_units() {
        let (mut s, a, b, me, them) = meeting();
        turn_of(&mut s, Step::Combat, a);
        let small = ship(&mut s, a, "cv-2", Loc::Flyby("mars".into()));
        battle_at(
            &mut s,
            a,
            b,
            [
                vec![Unit::Ship(me), Unit::Ship(small)],
                vec![Unit::Ship(them)],
            ],
            Stage::Fire,
        );
        if let Some(bt) = s.pending.as_mut().and_then(|p| p.battle.as_mut()) {
            bt.strike = false;
        }
        resume(&mut s, &mut GameRng::for_step(1, 1), &mut Log::new());
        assert_eq!(s.pending.as_ref().unwrap().ask, Some(Ask::Protect));
        assert_eq!(
            deciders(&s),
            vec![a],
            "b has a single unit: nothing to protect"
        );
        assert!(choices(&s, a).contains(&Action::Protect(vec![small])));
        assert!(
            act(&mut s.clone(), a, Action::Protect(vec![me, small]), 1).is_err(),
            "not all"
        );
        let mut t = s.clone();
        t.factions[a].standing.auto_allocate = true;
        t.factions[b].standing.auto_allocate = true;
        act(&mut t, a, Action::Protect(vec![small]), 1).unwrap();
        assert_eq!(
            t.ship(small).map(|x| x.damage),
            Some(0),
            "protected: not hit"
        );
        // The rule itself, hit by hit.
        let mut bt = s.pending.as_ref().unwrap().battle.clone().unwrap();
        bt.protected = [Some(vec![Unit::Ship(small)]), Some(vec![])];
        bt.stage = Stage::Allocate;
        bt.receiving = 0;
        bt.receiver_picks = true;
        bt.hits = [1, 0];
        assert_eq!(combat::hit_picks(&s, &bt), vec![Pick::Unit(Unit::Ship(me))]);
        bt.picks = [0, 1];
        assert_eq!(
            combat::hit_picks(&s, &bt).len(),
            2,
            "a target pick reaches it"
        );
        bt.picks = [0, 0];
        bt.units[0].retain(|u| *u != Unit::Ship(me));
        assert_eq!(
            combat::hit_picks(&s, &bt),
            vec![Pick::Unit(Unit::Ship(small))],
            "the rest gone"
        );
    }
}
