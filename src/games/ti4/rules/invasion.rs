//! Invasion (§77): commit ground forces from the active system's space area to its planets,
//! ground combat where another player's ground forces stand (§73), then establish control
//! (§63, §77.5): the planet card arrives exhausted and other players' structures there are
//! destroyed (§41, §89). While the custodians token is on Mecatol Rex nobody may land there
//! (§15.1).

use super::action_phase::{active, require_turn};
use crate::games::WithArg;
use crate::games::ti4::content::planet_name;
use serde::{Deserialize, Serialize};

use super::combat::{self, start_ground_combat, to_production};
use super::{name, units};
use crate::core::rules::Applied;
use crate::core::{GameRng, LogEntry, Msg, Seat};
use crate::games::ti4::content::{self, UnitKind};
use crate::games::ti4::state::{Happened, PlanetCard, State, TacticalStep};

pub const MECATOL_REX: &str = "mecatol_rex";

/// How the custodians token is paid for (§7: 6 influence).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Influence {
    pub planets: Vec<String>,
    pub trade_goods: u8,
}

/// Influence spent to remove the custodians token (§7.2).
pub const CUSTODIANS_COST: u32 = 6;

/// `commits`: (planet id, ground forces). Empty = no invasion. `custodians`: the payment for
/// removing the custodians token when landing on Mecatol Rex.
/// A bombardment order (§81): a planet and the units firing at it (none listed: every
/// bombarding unit not given another planet).
pub type BombardTarget = (String, Vec<(UnitKind, u8)>);

pub fn commit(
    state: &mut State,
    seat: Seat,
    commits: &[(String, u8)],
    custodians: Option<&Influence>,
    bombard_order: Option<&[BombardTarget]>,
    rng: &mut GameRng,
) -> Result<Applied, Msg> {
    commit_with_fighters(state, seat, commits, &[], custodians, bombard_order, rng)
}

/// [`commit`] with fighters committed to planets as ground forces (`fighters`: planet, count;
/// each planet also in `commits`, maybe with 0 infantry), which a unit of the effects registry
/// allows in the active system (fx8: the Naalu flagship). They return to space when the
/// planet's ground combat ends, or at once without one, and never take control alone.
pub fn commit_with_fighters(
    state: &mut State,
    seat: Seat,
    commits: &[(String, u8)],
    fighters: &[(String, u8)],
    custodians: Option<&Influence>,
    bombard_order: Option<&[BombardTarget]>,
    rng: &mut GameRng,
) -> Result<Applied, Msg> {
    let t = require_turn(state, seat)?.ok_or_else(|| Msg::new("ti4-activate-first"))?;
    if t.step != TacticalStep::Invasion {
        return Err(Msg::new("ti4-wrong-step-invade"));
    }
    let system = t.system;
    // Blood Ties (Winnu), asked of the effects registry.
    let free_custodians = crate::games::ti4::effects::permits(
        &state.players[seat].faction,
        state.rules,
        crate::games::ti4::effects::Permission::FreeCustodians,
    );
    let i = units::system_index(state, system).expect("active system");
    let tile = content::system(state.systems[i].tile).expect("tile data");
    let in_space = units::count(&state.systems[i], seat, UnitKind::Infantry, None);
    let total: u32 = commits.iter().map(|(_, n)| *n as u32).sum();
    let mut seen = Vec::new();
    for (planet, n) in commits {
        if tile.planet(planet).is_none() {
            let here = tile
                .planets
                .iter()
                .map(|p| p.id.as_str())
                .collect::<Vec<_>>()
                .join(", ");
            return Err(Msg::new("ti4-invade-not-here")
                .text("planet", planet.as_str())
                .text("planets", here));
        }
        let with_fighters = fighters.iter().any(|(p, m)| p == planet && *m > 0);
        if (*n == 0 && !with_fighters) || seen.contains(planet) {
            return Err(Msg::new("ti4-invade-help"));
        }
        seen.push(planet.clone());
        // Demilitarized Zone (a law, §36): nobody lands there.
        if super::agenda_effects::demilitarized(state, planet) {
            return Err(Msg::new("ti4-agenda-dmz").with("planet", planet_name(planet)));
        }
        if planet == MECATOL_REX && state.custodians && custodians.is_none() && !free_custodians {
            return Err(Msg::new("ti4-custodians"));
        }
    }
    if total > in_space {
        return Err(Msg::new("ti4-invade-too-many")
            .num("count", total as i64)
            .num("have", in_space as i64));
    }
    // fx8: fighters as ground forces, where a unit of the effects registry allows it.
    if !fighters.is_empty() {
        if !crate::games::ti4::effects::fighters_invade(state, seat, i) {
            return Err(Msg::new("ti4-fx-matriarch-not-here"));
        }
        if fighters
            .iter()
            .any(|(p, m)| *m == 0 || !commits.iter().any(|(q, _)| q == p))
        {
            return Err(Msg::new("ti4-invade-help"));
        }
        let want: u32 = fighters.iter().map(|(_, m)| u32::from(*m)).sum();
        let have = units::count(&state.systems[i], seat, UnitKind::Fighter, None);
        if want > have {
            return Err(Msg::new("ti4-fx-matriarch-too-many")
                .num("count", i64::from(want))
                .num("have", i64::from(have)));
        }
    }
    // §81: the bombarding units are given their planets before any roll; checked first.
    let targets = bombard_targets(state, seat, system, commits, bombard_order)?;
    if commits.is_empty() {
        let mut log = Vec::new();
        // Bombardment without a landing (§81.1: it is a step of its own).
        if !targets.is_empty() {
            let barrier = true;
            log.extend(bombard(state, seat, system, &targets, rng));
            log.extend(to_production(state));
            return Ok(Applied { log, barrier });
        }
        log.push(LogEntry::public(
            Msg::new("ti4-log-no-invasion").text("player", name(state, seat)),
        ));
        log.extend(to_production(state));
        return Ok(Applied {
            log,
            barrier: false,
        });
    }
    let mut log = Vec::new();
    // §7.2: before committing, 6 influence removes the custodians token: 1 victory point
    // (Blood Ties: no influence, and no payment needed).
    let free_pay = Influence::default();
    let custodians = custodians.or_else(|| {
        (free_custodians && state.custodians && commits.iter().any(|(p, _)| p == MECATOL_REX))
            .then_some(&free_pay)
    });
    if let Some(pay) = custodians {
        if !state.custodians || !commits.iter().any(|(p, _)| p == MECATOL_REX) {
            return Err(Msg::new("ti4-custodians-not-here"));
        }
        let cost = if free_custodians { 0 } else { CUSTODIANS_COST };
        pay_influence(state, seat, pay, cost)?;
        state.custodians = false;
        state.players[seat].victory_points += 1;
        state.record(system, Happened::Custodians { seat });
        // Blood Ties: no influence spent, so the log does not say 6 were.
        let said = if free_custodians {
            "ti4-log-custodians-free"
        } else {
            "ti4-log-custodians"
        };
        log.push(LogEntry::public(
            Msg::new(said).text("player", name(state, seat)),
        ));
        if let Some(win) = super::status::check_victory(state) {
            log.extend(win);
            return Ok(Applied { log, barrier: true });
        }
    }
    // §81: bombardment before committing, at the planets the player chose (by default every
    // bombarding unit at the first planet of the landing it can bombard).
    log.extend(bombard(state, seat, system, &targets, rng));
    for (planet, n) in commits.iter().filter(|(_, n)| *n > 0) {
        units::remove(
            &mut state.systems[i],
            seat,
            UnitKind::Infantry,
            None,
            *n as u32,
            false,
        );
        units::add(
            &mut state.systems[i],
            seat,
            UnitKind::Infantry,
            Some(planet),
            *n as u32,
        );
        log.push(LogEntry::public(
            Msg::new("ti4-log-commit")
                .text("player", name(state, seat))
                .num("count", *n as i64)
                .with("planet", planet_name(planet)),
        ));
    }
    for (planet, m) in fighters {
        let (n, _) = units::remove(
            &mut state.systems[i],
            seat,
            UnitKind::Fighter,
            None,
            u32::from(*m),
            false,
        );
        units::add(
            &mut state.systems[i],
            seat,
            UnitKind::Fighter,
            Some(planet),
            n,
        );
        log.push(LogEntry::public(
            Msg::new("ti4-fx-log-matriarch-commit")
                .text("player", name(state, seat))
                .num("count", i64::from(n))
                .with("planet", planet_name(planet)),
        ));
    }
    let planets: Vec<String> = commits.iter().map(|(p, _)| p.clone()).collect();
    // After committing: Parley (the planets' owners), Ragh's Call (the active player).
    if !super::moments::open(
        state,
        super::moments::Moment::AfterCommit {
            planets: planets.clone(),
        },
    ) {
        log.extend(after_commit(state, planets, rng));
    }
    Ok(Applied { log, barrier: true })
}

/// After the landing (and its moment): space cannon defense on each invaded planet (§43.6),
/// then the ground combats in order.
pub fn after_commit(state: &mut State, planets: Vec<String>, rng: &mut GameRng) -> Vec<LogEntry> {
    let Some((seat, Some(t))) = active(state).map(|(s, t)| (s, t.cloned())) else {
        return Vec::new();
    };
    let mut log = Vec::new();
    // L4 Disruptors (the effects registry): no space cannon against the invader's units.
    if crate::games::ti4::effects::invasion_cannon_immune(state, seat) {
        log.push(LogEntry::public(
            Msg::new("ti4-fx-log-l4-disruptors").text("player", name(state, seat)),
        ));
    } else {
        for planet in &planets {
            log.extend(combat::space_cannon_defense(
                state, seat, t.system, planet, rng,
            ));
        }
    }
    log.extend(next_planet(state, planets, rng));
    log
}

/// Parley: the ground forces `seat` (the active player) committed to `planet` go back to the
/// space area, and that planet leaves the invasion.
pub fn parley(state: &mut State, planet: &str) -> Vec<LogEntry> {
    let Some((seat, Some(t))) = active(state).map(|(s, t)| (s, t.cloned())) else {
        return Vec::new();
    };
    let i = units::system_index(state, t.system).expect("active system");
    // Infantry are the base game's only ground forces; fx8: fighters committed as ground
    // forces (the Naalu flagship) go back too.
    let mut back = 0;
    for kind in [UnitKind::Infantry, UnitKind::Fighter] {
        let n = units::count(&state.systems[i], seat, kind, Some(planet));
        units::remove(&mut state.systems[i], seat, kind, Some(planet), n, false);
        units::add(&mut state.systems[i], seat, kind, None, n);
        back += n;
    }
    if let Some(super::moments::Moment::AfterCommit { planets }) = super::moments::moment_mut(state)
    {
        planets.retain(|p| p != planet);
    }
    vec![LogEntry::public(
        Msg::new("ti4-log-parley")
            .text("player", name(state, seat))
            .num("count", back as i64)
            .with("planet", planet_name(planet)),
    )]
}

/// The planets of the invasion's landing moment that `seat` controls and where the active
/// player's ground forces stand (Parley's targets).
pub fn parley_targets(state: &State, seat: Seat) -> Vec<String> {
    let Some(super::moments::Moment::AfterCommit { planets }) = super::moments::at(state) else {
        return Vec::new();
    };
    let Some((active_seat, Some(t))) = active(state) else {
        return Vec::new();
    };
    let Some(i) = units::system_index(state, t.system) else {
        return Vec::new();
    };
    planets
        .iter()
        .filter(|p| state.controller(p) == Some(seat) && seat != active_seat)
        .filter(|p| {
            [UnitKind::Infantry, UnitKind::Fighter]
                .into_iter()
                .any(|k| units::count(&state.systems[i], active_seat, k, Some(p)) > 0)
        })
        .cloned()
        .collect()
}

/// Exhausts planets for their influence and spends trade goods (§39, §18).
fn pay_influence(state: &mut State, seat: Seat, pay: &Influence, cost: u32) -> Result<(), Msg> {
    let p = &state.players[seat];
    if pay.trade_goods > p.trade_goods {
        return Err(Msg::new("ti4-not-enough-tg").num("have", p.trade_goods as i64));
    }
    // A trade good may be worth more than 1 influence (Mirror Computing).
    let mut total =
        pay.trade_goods as u32 * crate::games::ti4::effects::trade_good_worth(state, seat);
    for id in &pay.planets {
        match p.planets.iter().find(|c| &c.planet == id) {
            None => return Err(Msg::new("ti4-pay-not-yours").text("planet", id.as_str())),
            Some(c) if c.exhausted => {
                return Err(Msg::new("ti4-pay-exhausted").text("planet", id.as_str()));
            }
            Some(_) => total += super::agenda_effects::influence(state, id),
        }
    }
    if total < cost {
        return Err(Msg::new("ti4-pay-influence-short")
            .num("cost", cost as i64)
            .num("paid", total as i64));
    }
    let p = &mut state.players[seat];
    for c in p
        .planets
        .iter_mut()
        .filter(|c| pay.planets.contains(&c.planet))
    {
        c.exhausted = true;
    }
    p.trade_goods -= pay.trade_goods;
    Ok(())
}

/// Whether `seat` may bombard `planet` in the system at index `i` (§81, §86): other players'
/// ground forces there, no planetary shield (a war sun, or Disable, takes it away), and no law
/// against it.
fn bombardable(state: &State, seat: Seat, i: usize, planet: &str) -> bool {
    let sys = &state.systems[i];
    let tactical = active(state).and_then(|(_, t)| t);
    // Disable: the opponents' PDS have no planetary shield during this invasion.
    let disabled = tactical.is_some_and(|t| t.disabled);
    let shield_off = sys.units.iter().any(|u| {
        u.owner == seat
            && units::def(state, seat, u.kind).is_some_and(|d| d.disables_planetary_shield)
    });
    let defended = sys.units.iter().any(|u| {
        u.owner != seat && u.planet.as_deref() == Some(planet) && u.kind.is_ground_force()
    });
    let shielded = sys.units.iter().any(|u| {
        u.owner != seat
            && u.planet.as_deref() == Some(planet)
            && !(disabled && u.kind == UnitKind::Pds)
            && units::def(state, u.owner, u.kind).is_some_and(|d| d.planetary_shield)
    });
    // Conventions of War (a law, §36): no bombardment of cultural planets.
    defended && (shield_off || !shielded) && !super::agenda_effects::no_bombardment(state, planet)
}

/// `seat`'s units in the space area of the system at index `i` that have BOMBARDMENT.
fn bombarders(state: &State, seat: Seat, i: usize) -> Vec<(UnitKind, u8)> {
    state.systems[i]
        .units
        .iter()
        .filter(|u| u.owner == seat && u.planet.is_none())
        .filter(|u| units::def(state, seat, u.kind).is_some_and(|d| d.bombardment.is_some()))
        .map(|u| (u.kind, u.count))
        .collect()
}

/// The planets of the active system `seat` could bombard now (for the prompt).
pub fn bombard_options(state: &State, seat: Seat) -> Vec<String> {
    let Some((_, Some(t))) = active(state) else {
        return Vec::new();
    };
    let Some(i) = units::system_index(state, t.system) else {
        return Vec::new();
    };
    if bombarders(state, seat, i).is_empty() {
        return Vec::new();
    }
    content::system(state.systems[i].tile)
        .map(|tile| {
            tile.planets
                .iter()
                .map(|p| p.id.clone())
                .filter(|p| bombardable(state, seat, i, p))
                .collect()
        })
        .unwrap_or_default()
}

/// The bombardment orders, checked: each planet in the active system and bombardable, each unit
/// one of the player's bombarding units there, none given twice. The default order (`None`):
/// every bombarding unit at the first planet of the landing it can bombard.
fn bombard_targets(
    state: &State,
    seat: Seat,
    system: u32,
    commits: &[(String, u8)],
    order: Option<&[BombardTarget]>,
) -> Result<Vec<BombardTarget>, Msg> {
    let Some(i) = units::system_index(state, system) else {
        return Err(Msg::new("ti4-bombard-no-units"));
    };
    let mine = bombarders(state, seat, i);
    let Some(order) = order else {
        if mine.is_empty() {
            return Ok(Vec::new());
        }
        return Ok(commits
            .iter()
            .map(|(p, _)| p.clone())
            .find(|p| bombardable(state, seat, i, p))
            .map(|p| vec![(p, mine)])
            .unwrap_or_default());
    };
    if order.is_empty() {
        return Ok(Vec::new());
    }
    if mine.is_empty() {
        return Err(Msg::new("ti4-bombard-no-units"));
    }
    let Some(tile) = content::system(state.systems[i].tile) else {
        return Err(Msg::new("ti4-bombard-no-units"));
    };
    let mut left = mine.clone();
    let mut out = Vec::new();
    let mut open: Option<String> = None;
    for (planet, list) in order {
        if tile.planet(planet).is_none() {
            return Err(Msg::new("ti4-invade-not-here")
                .text("planet", planet.as_str())
                .text(
                    "planets",
                    tile.planets
                        .iter()
                        .map(|p| p.id.as_str())
                        .collect::<Vec<_>>()
                        .join(", "),
                ));
        }
        if !bombardable(state, seat, i, planet) {
            return Err(Msg::new("ti4-bombard-not-there").with("planet", planet_name(planet)));
        }
        if list.is_empty() {
            // One planet may take "the rest".
            if open.is_some() {
                return Err(Msg::new("ti4-bombard-help"));
            }
            open = Some(planet.clone());
            continue;
        }
        for (kind, n) in list {
            match left.iter_mut().find(|(k, _)| k == kind) {
                Some((_, have)) if *have >= *n && *n > 0 => *have -= n,
                _ => {
                    return Err(Msg::new("ti4-bombard-units")
                        .with("units", super::movement::describe(&[(*kind, *n)])));
                }
            }
        }
        out.push((planet.clone(), list.clone()));
    }
    if let Some(p) = open {
        left.retain(|(_, n)| *n > 0);
        if !left.is_empty() {
            out.push((p, left));
        }
    }
    Ok(out)
}

fn bombard(
    state: &mut State,
    seat: Seat,
    system: u32,
    targets: &[BombardTarget],
    rng: &mut GameRng,
) -> Vec<LogEntry> {
    let mut log = Vec::new();
    let i = units::system_index(state, system).expect("active system");
    let bunker = active(state)
        .and_then(|(_, t)| t)
        .map(|t| t.bunker.clone())
        .unwrap_or_default();
    // Plasma Scoring: one bombarding unit rolls 1 extra die (at the first planet).
    let mut plasma = true;
    for (target, list) in targets {
        let mut dice = Vec::new();
        let mut hits = 0;
        // Bunker: -4 to each bombardment roll against a planet its player controls.
        let malus = if state
            .controller(target)
            .is_some_and(|o| bunker.contains(&o))
        {
            4
        } else {
            0
        };
        let mut groups: Vec<(u8, u32)> = list
            .iter()
            .filter_map(|(kind, n)| {
                let b = units::def(state, seat, *kind).and_then(|d| d.bombardment)?;
                Some((b.hits_on, *n as u32 * b.dice as u32))
            })
            .collect();
        if plasma {
            super::techs::plasma_die(state, seat, &mut groups);
            plasma = false;
        }
        for (hits_on, n) in groups {
            for _ in 0..n {
                let d = rng.roll(10);
                dice.push(d);
                if d.saturating_sub(malus) >= hits_on {
                    hits += 1;
                }
            }
        }
        if dice.is_empty() {
            continue;
        }
        let defender = state.systems[i]
            .units
            .iter()
            .find(|u| {
                u.owner != seat && u.planet.as_deref() == Some(target) && u.kind.is_ground_force()
            })
            .map(|u| u.owner)
            .unwrap_or(seat);
        let (destroyed, _) = units::remove(
            &mut state.systems[i],
            defender,
            UnitKind::Infantry,
            Some(target),
            hits,
            false,
        );
        super::objectives::bombarded(state, system, seat, defender, target, destroyed);
        log.push(LogEntry::public(
            Msg::new("ti4-log-bombard")
                .text("player", name(state, seat))
                .with("planet", planet_name(target))
                .text("dice", super::movement::join(&dice))
                .num("destroyed", destroyed as i64),
        ));
        log.extend(units::roll_revivals(state, defender, destroyed, rng));
    }
    log
}

/// Fights over the next planet in the queue that holds another player's ground forces; planets
/// without defenders change control at once.
fn next_planet(state: &mut State, mut queue: Vec<String>, rng: &mut GameRng) -> Vec<LogEntry> {
    let mut log = Vec::new();
    let Some((seat, Some(t))) = active(state).map(|(s, t)| (s, t.cloned())) else {
        return log;
    };
    let i = units::system_index(state, t.system).expect("active system");
    while !queue.is_empty() {
        let planet = queue.remove(0);
        let defender = state.systems[i]
            .units
            .iter()
            .find(|u| {
                u.owner != seat && u.planet.as_deref() == Some(&planet) && u.kind.is_ground_force()
            })
            .map(|u| u.owner);
        match defender {
            Some(d) => {
                log.extend(start_ground_combat(state, planet, d, queue, rng));
                return log;
            }
            None => {
                // fx8: fighters committed as ground forces go back; alone, they take nothing.
                let (back, entry) = fighters_back(state, seat, i, &planet);
                log.extend(entry);
                if back == 0
                    || units::count(&state.systems[i], seat, UnitKind::Infantry, Some(&planet)) > 0
                {
                    log.extend(establish_control(state, seat, &planet));
                }
            }
        }
    }
    // Integrated Economy is asked for the planets gained, before the production step.
    if super::techs::ask_economy(state) {
        return log;
    }
    log.extend(to_production(state));
    log
}

pub fn after_ground_combat(
    state: &mut State,
    planet: String,
    queue: Vec<String>,
    rng: &mut GameRng,
) -> Vec<LogEntry> {
    let mut log = Vec::new();
    if let Some((seat, _)) = active(state) {
        let t = active(state)
            .and_then(|(_, t)| t.cloned())
            .expect("tactical");
        let i = units::system_index(state, t.system).expect("active system");
        // Dacxive Animators: the winner of a ground combat adds 1 infantry to the planet (a
        // free unit: always taken).
        let winner = state.systems[i]
            .units
            .iter()
            .find(|u| u.planet.as_deref() == Some(planet.as_str()) && u.kind.is_ground_force())
            .map(|u| u.owner);
        if let Some(w) = winner
            && units::has_tech(state, w, "dacxive_animators")
            && units::on_board(state, w, UnitKind::Infantry)
                < u32::from(UnitKind::Infantry.plastic_count())
        {
            units::add(
                &mut state.systems[i],
                w,
                UnitKind::Infantry,
                Some(&planet),
                1,
            );
            log.push(LogEntry::public(
                Msg::new("ti4-log-dacxive").text("player", super::name(state, w)),
            ));
        }
        // fx8: fighters committed as ground forces go back to space once the combat ends.
        log.extend(fighters_back(state, seat, i, &planet).1);
        // §77.5: the attacker gains the planet if their ground forces survived; if both sides were
        // wiped out, the defender keeps control.
        if units::count(&state.systems[i], seat, UnitKind::Infantry, Some(&planet)) > 0 {
            log.extend(establish_control(state, seat, &planet));
        }
    }
    log.extend(next_planet(state, queue, rng));
    log
}

/// Fighters of `seat` committed to `planet` as ground forces (the Naalu flagship) return to
/// the space area of the system at index `i`: how many, and the log line.
fn fighters_back(state: &mut State, seat: Seat, i: usize, planet: &str) -> (u32, Vec<LogEntry>) {
    let n = units::count(&state.systems[i], seat, UnitKind::Fighter, Some(planet));
    if n == 0 {
        return (0, Vec::new());
    }
    units::remove(
        &mut state.systems[i],
        seat,
        UnitKind::Fighter,
        Some(planet),
        n,
        false,
    );
    units::add(&mut state.systems[i], seat, UnitKind::Fighter, None, n);
    (
        n,
        vec![LogEntry::public(
            Msg::new("ti4-fx-log-matriarch-return")
                .text("player", name(state, seat))
                .num("count", i64::from(n))
                .with("planet", planet_name(planet)),
        )],
    )
}

/// §63 / §77.5: `seat` gains the planet (exhausted); other players' structures there are
/// destroyed.
pub fn establish_control(state: &mut State, seat: Seat, planet: &str) -> Vec<LogEntry> {
    let mut log = Vec::new();
    let mut destroyed: Vec<(UnitKind, u8)> = Vec::new();
    if let Some(pos) = state
        .systems
        .iter()
        .position(|s| content::system(s.tile).is_some_and(|t| t.planet(planet).is_some()))
    {
        for u in &state.systems[pos].units {
            if u.owner != seat && u.planet.as_deref() == Some(planet) && u.kind.is_structure() {
                destroyed.push((u.kind, u.count));
            }
        }
        let before = state.systems[pos].units.len();
        state.systems[pos].units.retain(|u| {
            !(u.owner != seat && u.planet.as_deref() == Some(planet) && u.kind.is_structure())
        });
        if state.systems[pos].units.len() != before {
            log.push(LogEntry::public(
                Msg::new("ti4-log-structures-destroyed").with("planet", planet_name(planet)),
            ));
        }
        // Assimilate (registry): the new owner puts its own in their place, as far as its
        // reinforcements go (§46).
        let keeps = crate::games::ti4::effects::permits(
            &state.players[seat].faction,
            state.rules,
            crate::games::ti4::effects::Permission::KeepsStructures,
        );
        for &(kind, count) in destroyed.iter().filter(|_| keeps) {
            if !matches!(kind, UnitKind::Pds | UnitKind::SpaceDock) {
                continue;
            }
            let left =
                u32::from(kind.plastic_count()).saturating_sub(units::on_board(state, seat, kind));
            let n = u32::from(count).min(left);
            if n == 0 {
                continue;
            }
            units::add(&mut state.systems[pos], seat, kind, Some(planet), n);
            log.push(LogEntry::public(
                Msg::new("ti4-log-assimilate")
                    .text("player", name(state, seat))
                    .with("units", super::movement::describe(&[(kind, n as u8)]))
                    .with("planet", planet_name(planet)),
            ));
        }
    }
    if state.controller(planet) == Some(seat) {
        return log;
    }
    let previous = state.controller(planet);
    // Remembered for the rest of the tactical action (Infiltrate, Reparations).
    if let Some(t) = super::action_phase::tactical_mut(state) {
        t.gained.push(crate::games::ti4::state::Gained {
            planet: planet.to_string(),
            seat,
            previous,
            structures: destroyed,
            used: Vec::new(),
        });
    }
    state.control.retain(|(p, _)| p != planet);
    state.control.push((planet.to_string(), seat));
    if let Some(prev) = previous {
        state.players[prev].planets.retain(|c| c.planet != planet);
    }
    state.players[seat].planets.push(PlanetCard {
        planet: planet.to_string(),
        exhausted: true,
    });
    // The record of the round (`State::happened`), in the planet's system.
    if let Some(position) = state
        .systems
        .iter()
        .find(|s| content::system(s.tile).is_some_and(|t| t.planet(planet).is_some()))
        .map(|s| s.position)
    {
        state.record(
            position,
            Happened::Took {
                seat,
                planet: planet.to_string(),
            },
        );
    }
    log.push(LogEntry::public(
        Msg::new("ti4-log-control")
            .text("player", name(state, seat))
            .with("planet", planet_name(planet)),
    ));
    log.extend(super::agenda_effects::on_control(
        state, seat, planet, previous,
    ));
    super::techs::on_gain(state, seat, planet);
    // Abilities acting when a planet is gained (the effects registry: Scavenge, Reclamation).
    log.extend(crate::games::ti4::effects::on_gain_planet(
        state, seat, planet,
    ));
    log
}

/// Harrow: `seat`'s ships in `system` bombard `planet` again when a ground combat round ends,
/// if they may bombard it (§81); nothing when they can't.
pub fn harrow(
    state: &mut State,
    seat: Seat,
    system: u32,
    planet: &str,
    rng: &mut GameRng,
) -> Vec<LogEntry> {
    let Some(i) = units::system_index(state, system) else {
        return Vec::new();
    };
    let ships = bombarders(state, seat, i);
    if ships.is_empty() || !bombardable(state, seat, i, planet) {
        return Vec::new();
    }
    let mut log = vec![LogEntry::public(
        Msg::new("ti4-log-harrow").text("player", name(state, seat)),
    )];
    log.extend(bombard(
        state,
        seat,
        system,
        &[(planet.to_string(), ships)],
        rng,
    ));
    log
}
