//! Space combat (§42) with anti-fighter barrage (§14), ground combat (§73), hit assignment with
//! sustain damage (§82), and the steps of the tactical action that follow movement.

use serde::{Deserialize, Serialize};

use crate::games::WithArg;

use super::action_phase::{active, finish_tactical, tactical_mut};
use super::moments::{self, Moment};
use super::movement::{join, set_step};
use super::{invasion, name, units};
use crate::core::msg::Arg;
use crate::core::rules::Applied;
use crate::core::{GameRng, LogEntry, Msg, Seat};
use crate::games::ti4::content::{self, Anomaly, UnitDef, UnitKind};
use crate::games::ti4::effects;
use crate::games::ti4::effects::combat::RollCtx;
use crate::games::ti4::state::{
    Casualty, Combat, CombatKind, Die, Happened, Reroll, State, TacticalStep,
};

/// Rounds rolled at most without a hit before a combat is called a draw (units that can never
/// hit each other; §42 FAQ stalemate).
const MAX_EMPTY_ROUNDS: u32 = 60;

/// One line of a hit assignment: `count` units of `kind` take a hit each — destroyed, or
/// damaged when `sustain` (§82).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HitPick {
    pub kind: UnitKind,
    pub count: u8,
    #[serde(default)]
    pub sustain: bool,
}

fn current(state: &State) -> Option<(u32, &Combat)> {
    let (_, t) = active(state)?;
    let t = t?;
    match &t.step {
        TacticalStep::Combat(c) => Some((t.system, c)),
        _ => None,
    }
}

fn combat_mut(state: &mut State) -> Option<&mut Combat> {
    match &mut tactical_mut(state)?.step {
        TacticalStep::Combat(c) => Some(c),
        _ => None,
    }
}

/// The units of `seat` that fight in this combat: ships in space, or ground forces on the planet.
fn fighters_of(state: &State, system: u32, c: &Combat, seat: Seat) -> Vec<(UnitKind, u32, u32)> {
    let Some(i) = units::system_index(state, system) else {
        return Vec::new();
    };
    state.systems[i]
        .units
        .iter()
        .filter(|u| u.owner == seat)
        .filter(|u| match c.kind {
            // fxa: ground forces in the system fight as ships for a side whose unit allows it
            // (the Nekro flagship).
            CombatKind::Space => {
                (u.planet.is_none() && u.kind.is_ship())
                    || (u.kind.is_ground_force() && c.ground_as_ships.contains(&u.owner))
            }
            // fx8: fighters on the planet were committed as ground forces (the Naalu
            // flagship).
            CombatKind::Ground => {
                u.planet == c.planet && (u.kind.is_ground_force() || u.kind == UnitKind::Fighter)
            }
        })
        .map(|u| (u.kind, u.count as u32, u.damaged as u32))
        .collect()
}

/// Removes `n` of `seat`'s `kind` fighting in combat `c` from the system at index `i` (as
/// [`units::remove`]): on `c`'s planet, or in space; ground forces fighting as ships (the
/// Nekro flagship) come from the space area first, then from the planets. Returns (removed,
/// damaged among them).
fn remove_fighting(
    state: &mut State,
    i: usize,
    c: &Combat,
    seat: Seat,
    kind: UnitKind,
    n: u32,
    damaged_first: bool,
) -> (u32, u32) {
    let sys = &mut state.systems[i];
    if !(c.kind == CombatKind::Space && kind.is_ground_force() && c.ground_as_ships.contains(&seat))
    {
        return units::remove(sys, seat, kind, c.planet.as_deref(), n, damaged_first);
    }
    let mut places: Vec<Option<String>> = vec![None];
    for u in &sys.units {
        if u.owner == seat && u.kind == kind && u.planet.is_some() && !places.contains(&u.planet) {
            places.push(u.planet.clone());
        }
    }
    let (mut gone, mut dmg) = (0, 0);
    for place in places {
        if gone >= n {
            break;
        }
        let (g, d) = units::remove(sys, seat, kind, place.as_deref(), n - gone, damaged_first);
        gone += g;
        dmg += d;
    }
    (gone, dmg)
}

/// The units of `seat` in this combat that are alive, with their definitions (upgrades
/// included), for the effects registry.
fn side_units(state: &State, system: u32, c: &Combat, seat: Seat) -> Vec<(&'static UnitDef, u32)> {
    fighters_of(state, system, c, seat)
        .into_iter()
        .filter(|(_, n, _)| *n > 0)
        .filter_map(|(kind, n, _)| Some((units::def(state, seat, kind)?, n)))
        .collect()
}

/// The other side of combat `c`.
fn opponent(c: &Combat, seat: Seat) -> Seat {
    if seat == c.attacker {
        c.defender
    } else {
        c.attacker
    }
}

/// Whether `seat`'s ships may not use SUSTAIN DAMAGE in this combat: a unit of the opponent in
/// the system denies it (the Mentak flagship), asked of the effects registry.
pub fn sustain_denied(state: &State, system: u32, c: &Combat, seat: Seat) -> bool {
    let them = opponent(c, seat);
    let Some(i) = units::system_index(state, system) else {
        return false;
    };
    let present: Vec<(&UnitDef, u32)> = state.systems[i]
        .units
        .iter()
        .filter(|u| u.owner == them && u.planet.is_none() && u.kind.is_ship())
        .filter_map(|u| Some((units::def(state, them, u.kind)?, u32::from(u.count))))
        .collect();
    effects::combat::denies_sustain(&state.players[them].faction, &present, state.rules)
}

/// Whether `seat`'s `kind` may use SUSTAIN DAMAGE against the current hits (§82).
fn may_sustain(state: &State, system: u32, c: &Combat, seat: Seat, kind: UnitKind) -> bool {
    c.kind == CombatKind::Space
        && !c.destroy
        && super::agenda_effects::sustains(state, seat, kind)
        && !sustain_denied(state, system, c, seat)
}

/// Rolls `seat`'s combat dice (§42.5, §73): one die per unit (more for multi-die units), groups
/// in ascending order of combat value; `bonus` is added to every result (the nebula's +1 for the
/// defender, §28). Each unit's roll comes from the effects registry (faction abilities and
/// flagships: the same source as `/odds`), then cards and laws modify it.
fn roll_side(
    state: &State,
    system: u32,
    c: &Combat,
    seat: Seat,
    bonus: i32,
    rng: &mut GameRng,
) -> Vec<Die> {
    // Action-card and note modifiers (Morale Boost, Fighter Prototype, Tekklar Legion).
    let card_bonus = |kind: UnitKind| -> i32 {
        c.bonuses
            .iter()
            .filter(|b| b.seat == seat && (!b.fighters_only || kind == UnitKind::Fighter))
            .map(|b| i32::from(b.amount))
            .sum()
    };
    let mine = side_units(state, system, c, seat);
    let opp_nonfighter_ships = match c.kind {
        CombatKind::Space => {
            effects::combat::nonfighter_ships(&side_units(state, system, c, opponent(c, seat)))
        }
        CombatKind::Ground => 0,
    };
    let ctx = RollCtx {
        space: c.kind == CombatKind::Space,
        faction: &state.players[seat].faction,
        units: &mine,
        opp_nonfighter_ships,
        rules: state.rules,
    };
    let mut groups: Vec<(i32, u32, UnitKind, u32, u8, u8, bool)> = mine
        .iter()
        .filter_map(|&(def, n)| {
            let r = effects::combat::unit_roll(&ctx, def)?;
            let kind = def.kind;
            // Prophecy of Ixth (a law, §36): its owner's fighters +1.
            let law = i32::from(super::agenda_effects::combat_bonus(state, seat, kind));
            Some((
                i32::from(r.hits_on) - r.modifier - law - card_bonus(kind),
                n * r.dice,
                kind,
                r.dice,
                r.extra_from.unwrap_or(0),
                r.extra,
                r.ships_only,
            ))
        })
        .collect();
    // §42.5: groups roll in ascending order of combat value.
    groups.sort();
    let mut dice = Vec::new();
    for (hits_on, n, kind, per_unit, extra_from, extra, ships_only) in groups {
        for k in 0..n {
            dice.push(Die {
                seat,
                kind,
                unit: (k / per_unit.max(1)).min(255) as u8,
                needs: (hits_on - bonus) as i16,
                value: rng.roll(10),
                extra_from,
                extra,
                ships_only,
            });
        }
    }
    dice
}

fn hits_in(dice: &[Die], seat: Seat) -> u32 {
    dice.iter().filter(|d| d.seat == seat).map(Die::hits).sum()
}

/// Hits of `seat`'s dice that must go to non-fighter ships if able.
fn ship_hits_in(dice: &[Die], seat: Seat) -> u32 {
    dice.iter()
        .filter(|d| d.seat == seat && d.ships_only)
        .map(Die::hits)
        .sum()
}

fn values(dice: &[Die], seat: Seat) -> Vec<u8> {
    dice.iter()
        .filter(|d| d.seat == seat)
        .map(|d| d.value)
        .collect()
}

/// After movement: space combat if another player has ships in the active system (§42),
/// otherwise invasion (§77) or production (§26).
pub fn after_movement(state: &mut State, rng: &mut GameRng) -> Vec<LogEntry> {
    let Some((seat, Some(t))) = active(state).map(|(s, t)| (s, t.cloned())) else {
        return Vec::new();
    };
    // Graviton Laser System is asked before space cannon offense.
    if super::techs::ask_graviton(state, seat, t.system) {
        return Vec::new();
    }
    cannon_and_combat(state, rng)
}

/// Space cannon offense (§43.2), then space combat or the next step.
pub fn cannon_and_combat(state: &mut State, rng: &mut GameRng) -> Vec<LogEntry> {
    let Some((seat, Some(t))) = active(state).map(|(s, t)| (s, t.cloned())) else {
        return Vec::new();
    };
    let mut log = space_cannon_offense(state, seat, t.system, rng);
    if matches!(current(state), Some((_, c)) if c.cannon) {
        return log;
    }
    log.extend(after_cannon(state, rng));
    log
}

/// Experimental Battlestation: `seat`'s space dock in the system holding `dock_tile` fires
/// SPACE CANNON 5 (x3) at the active player's ships in the active system; the hits wait for
/// space cannon offense, where the active player assigns them with the others (§43.2).
pub fn battlestation(state: &mut State, seat: Seat, rng: &mut GameRng) -> Vec<LogEntry> {
    let Some((active_seat, Some(_))) = active(state) else {
        return Vec::new();
    };
    // Antimass Deflectors: -1 to space cannon rolls against its owner; Plasma Scoring: +1 die.
    let malus = u8::from(units::has_tech(state, active_seat, "antimass_deflectors"));
    let n = 3 + u32::from(units::has_tech(state, seat, "plasma_scoring"));
    let dice: Vec<u8> = (0..n).map(|_| rng.roll(10)).collect();
    let hits = dice.iter().filter(|d| d.saturating_sub(malus) >= 5).count() as u8;
    if let Some(t) = tactical_mut(state) {
        t.battlestation.push((seat, hits));
    }
    vec![LogEntry::public(
        Msg::new("ti4-log-space-cannon")
            .text("player", name(state, seat))
            .text("dice", join(&dice))
            .num("hits", hits as i64),
    )]
}

/// After space cannon offense: space combat if two players have ships in the active system.
fn after_cannon(state: &mut State, rng: &mut GameRng) -> Vec<LogEntry> {
    let Some((seat, Some(t))) = active(state).map(|(s, t)| (s, t.cloned())) else {
        return Vec::new();
    };
    let i = units::system_index(state, t.system).expect("active system");
    let defender = units::ship_owners(&state.systems[i])
        .into_iter()
        .find(|o| *o != seat);
    if let Some(defender) = defender
        && units::has_ships(&state.systems[i], seat)
    {
        return start_space_combat(state, seat, defender, rng);
    }
    after_space(state, rng)
}

/// Rolls SPACE CANNON X (Y) for `seat`'s units that reach `system`: those in it, and those
/// with the deep-space ability in adjacent systems (PDS II, §43.3) unless `adjacent` is false.
fn space_cannon_dice(
    state: &State,
    seat: Seat,
    system: u32,
    planet: Option<&str>,
    adjacent: bool,
    against: Option<Seat>,
    rng: &mut GameRng,
) -> (u32, Vec<u8>) {
    // Disable: during the invasion (space cannon defense, on a planet) the active player's
    // opponents' PDS have no SPACE CANNON.
    let skip_pds = planet.is_some()
        && active(state).is_some_and(|(a, t)| a != seat && t.is_some_and(|t| t.disabled));
    // Antimass Deflectors: space cannon rolls against its owner's units get -1.
    let malus = u8::from(against.is_some_and(|a| units::has_tech(state, a, "antimass_deflectors")));
    // Plasma Scoring: one of the shooter's units rolls 1 extra die.
    let mut extra = u32::from(units::has_tech(state, seat, "plasma_scoring"));
    let mut in_range: Vec<(u32, bool)> = vec![(system, false)];
    if adjacent {
        in_range.extend(
            units::adjacent_for(state, seat, system)
                .into_iter()
                .map(|p| (p, true)),
        );
    }
    let (mut hits, mut dice) = (0, Vec::new());
    let firing = |pos: u32, far: bool| {
        units::system_index(state, pos)
            .into_iter()
            .flat_map(move |i| state.systems[i].units.iter())
            .filter(move |u| u.owner == seat && (planet.is_none() || u.planet.as_deref() == planet))
            .filter(move |u| !(skip_pds && u.kind == UnitKind::Pds))
            .filter_map(move |u| {
                let sc = units::def(state, seat, u.kind).and_then(|d| d.space_cannon)?;
                (!far || sc.deep).then_some((u.count, sc))
            })
    };
    // The extra die goes to the unit with the best value.
    let best = in_range
        .iter()
        .flat_map(|(pos, far)| firing(*pos, *far))
        .map(|(_, sc)| sc.hits_on)
        .min();
    for (pos, far) in in_range.clone() {
        for (count, sc) in firing(pos, far) {
            let plasma = if Some(sc.hits_on) == best {
                std::mem::take(&mut extra)
            } else {
                0
            };
            for _ in 0..count as u32 * sc.dice.max(1) as u32 + plasma {
                let d = rng.roll(10);
                dice.push(d);
                if d.saturating_sub(malus) >= sc.hits_on {
                    hits += 1;
                }
            }
        }
    }
    (hits, dice)
}

/// §43.2–43.5: space cannon offense, active player first, then clockwise. Other players' hits
/// go to the active player's ships; the active player's hits go to a player with ships there.
/// Every unit in range fires (firing is never worse for its owner).
fn space_cannon_offense(
    state: &mut State,
    seat: Seat,
    system: u32,
    rng: &mut GameRng,
) -> Vec<LogEntry> {
    let i = units::system_index(state, system).expect("active system");
    let active_has_ships = units::has_ships(&state.systems[i], seat);
    let target = units::ship_owners(&state.systems[i])
        .into_iter()
        .find(|o| *o != seat);
    let mut log = Vec::new();
    let (mut to_active, mut from_active, mut opponent) = (0u32, 0u32, target);
    // Graviton Laser System: hits that must go to non-fighter ships.
    let (mut bound_to_active, mut bound_from_active) = (0u32, 0u32);
    let mut shooters = Vec::new();
    for shooter in state.clockwise_from(seat) {
        let has_target = if shooter == seat {
            target.is_some()
        } else {
            active_has_ships
        };
        if !has_target {
            continue;
        }
        let against = if shooter == seat { target } else { Some(seat) };
        let (hits, dice) = space_cannon_dice(state, shooter, system, None, true, against, rng);
        if dice.is_empty() {
            continue;
        }
        log.push(LogEntry::public(
            Msg::new("ti4-log-space-cannon")
                .text("player", name(state, shooter))
                .text("dice", join(&dice))
                .num("hits", hits as i64),
        ));
        let bound = if super::techs::graviton_fires(state, shooter) {
            hits
        } else {
            0
        };
        if shooter == seat {
            from_active += hits;
            bound_from_active += bound;
        } else {
            to_active += hits;
            bound_to_active += bound;
            opponent.get_or_insert(shooter);
            if hits > 0 {
                shooters.push(shooter);
            }
        }
    }
    // Experimental Battlestation hits scored after the move join the others.
    let station = tactical_mut(state)
        .map(|t| std::mem::take(&mut t.battlestation))
        .unwrap_or_default();
    for (shooter, hits) in station {
        if active_has_ships {
            to_active += u32::from(hits);
            opponent.get_or_insert(shooter);
            if hits > 0 && !shooters.contains(&shooter) {
                shooters.push(shooter);
            }
        }
    }
    if to_active + from_active > 0 {
        let defender = opponent.unwrap_or(seat);
        set_step(
            state,
            TacticalStep::Combat(Combat {
                kind: CombatKind::Space,
                attacker: seat,
                defender,
                round: 0,
                attacker_hits: to_active.min(255) as u8,
                defender_hits: from_active.min(255) as u8,
                cannon: true,
                announced: true,
                shooters,
                ..Combat::default()
            }),
        );
        trim_hits(state);
        super::techs::bind_ship_hits(
            state,
            &[(seat, bound_to_active), (defender, bound_from_active)],
        );
        if matches!(current(state), Some((_, c)) if c.attacker_hits == 0 && c.defender_hits == 0) {
            set_step(state, TacticalStep::Movement);
            return log;
        }
    }
    log
}

/// §43.6–43.8: space cannon defense by other players' units on an invaded planet; hits destroy
/// ground forces committed there.
pub fn space_cannon_defense(
    state: &mut State,
    seat: Seat,
    system: u32,
    planet: &str,
    rng: &mut GameRng,
) -> Vec<LogEntry> {
    let mut log = Vec::new();
    let i = units::system_index(state, system).expect("active system");
    for shooter in state
        .clockwise_from(seat)
        .into_iter()
        .filter(|s| *s != seat)
    {
        let (hits, dice) =
            space_cannon_dice(state, shooter, system, Some(planet), false, Some(seat), rng);
        if dice.is_empty() {
            continue;
        }
        let (mut destroyed, _) = units::remove(
            &mut state.systems[i],
            seat,
            UnitKind::Infantry,
            Some(planet),
            hits,
            false,
        );
        // fx8: then fighters committed as ground forces (the Naalu flagship).
        destroyed += units::remove(
            &mut state.systems[i],
            seat,
            UnitKind::Fighter,
            Some(planet),
            hits.saturating_sub(destroyed),
            false,
        )
        .0;
        log.push(LogEntry::public(
            Msg::new("ti4-log-space-cannon-defense")
                .text("player", name(state, shooter))
                .text("dice", join(&dice))
                .num("destroyed", destroyed as i64),
        ));
    }
    log
}

/// Assault Cannon, at the start of a space combat: a side with the technology and at least 3
/// non-fighter ships here makes the other side destroy 1 non-fighter ship (the cheapest one:
/// the engine picks it, as a player nearly always would).
fn assault_cannon(state: &mut State, i: usize, attacker: Seat, defender: Seat) -> Vec<LogEntry> {
    let mut log = Vec::new();
    let non_fighters = |state: &State, seat: Seat| -> Vec<UnitKind> {
        state.systems[i]
            .units
            .iter()
            .filter(|u| u.owner == seat && u.planet.is_none() && u.kind.is_ship())
            .filter(|u| u.kind != UnitKind::Fighter)
            .flat_map(|u| std::iter::repeat_n(u.kind, u.count as usize))
            .collect()
    };
    let mut victims = Vec::new();
    for (side, other) in [(attacker, defender), (defender, attacker)] {
        if units::has_tech(state, side, "assault_cannon") && non_fighters(state, side).len() >= 3 {
            victims.push((side, other));
        }
    }
    for (side, other) in victims {
        let cheapest = non_fighters(state, other).into_iter().min_by_key(|k| {
            units::def(state, other, *k)
                .and_then(|d| d.cost)
                .map(u32::from)
                .unwrap_or(u32::MAX)
        });
        if let Some(kind) = cheapest {
            let (gone, _) = units::remove(&mut state.systems[i], other, kind, None, 1, true);
            // Its after-destroyed moment comes once the start of the combat is over.
            if gone > 0
                && let Some(cm) = combat_mut(state)
            {
                cm.losses.push(Casualty {
                    seat: other,
                    kind,
                    count: gone as u8,
                });
            }
            let at = state.systems[i].position;
            super::objectives::units_destroyed(state, at, other, side, &[(kind, 1)], false);
            log.push(LogEntry::public(
                Msg::new("ti4-log-assault-cannon")
                    .text("player", name(state, side))
                    .text("other", name(state, other))
                    .with("unit", Arg::name(kind.catalog_id())),
            ));
        }
    }
    log
}

fn start_space_combat(
    state: &mut State,
    attacker: Seat,
    defender: Seat,
    rng: &mut GameRng,
) -> Vec<LogEntry> {
    let Some((_, Some(t))) = active(state).map(|(s, t)| (s, t.cloned())) else {
        return Vec::new();
    };
    let mut log = vec![LogEntry::public(
        Msg::new("ti4-log-space-combat")
            .text("attacker", name(state, attacker))
            .text("defender", name(state, defender))
            .num("tile", units::tile_at(state, t.system) as i64),
    )];
    set_step(
        state,
        TacticalStep::Combat(Combat {
            kind: CombatKind::Space,
            attacker,
            defender,
            round: 1,
            fresh: true,
            barrage: true,
            ..Combat::default()
        }),
    );
    log.extend(roll_round(state, rng));
    log
}

/// Round 1 of a space combat, after its start: Assault Cannon, then anti-fighter barrage (§14).
fn barrage(state: &mut State, rng: &mut GameRng) -> Vec<LogEntry> {
    let Some((system, c)) = current(state).map(|(s, c)| (s, c.clone())) else {
        return Vec::new();
    };
    let (attacker, defender) = (c.attacker, c.defender);
    let i = units::system_index(state, system).expect("active system");
    let mut log = assault_cannon(state, i, attacker, defender);
    // §14: anti-fighter barrage, first round only, both sides at once; hits destroy fighters.
    // With no fighter on either side the dice could do nothing, so none are rolled.
    let fighters = [attacker, defender]
        .iter()
        .any(|s| units::count(&state.systems[i], *s, UnitKind::Fighter, None) > 0);
    let mut afb = Vec::new();
    for (shooter, target) in [(attacker, defender), (defender, attacker)] {
        if !fighters {
            break;
        }
        let mut dice = Vec::new();
        let mut hits = 0;
        for (kind, n, _) in fighters_of(state, system, &c, shooter) {
            if let Some(r) = units::def(state, shooter, kind).and_then(|d| d.anti_fighter_barrage) {
                for _ in 0..n * r.dice as u32 {
                    let d = rng.roll(10);
                    dice.push(d);
                    if d >= r.hits_on {
                        hits += 1;
                    }
                }
            }
        }
        if !dice.is_empty() {
            afb.push((shooter, target, hits, dice));
        }
    }
    for (shooter, target, hits, dice) in afb {
        let (destroyed, _) = units::remove(
            &mut state.systems[i],
            target,
            UnitKind::Fighter,
            None,
            hits,
            false,
        );
        // Fighters are ships: their after-destroyed moment comes too (Courageous to the End).
        if destroyed > 0
            && let Some(cm) = combat_mut(state)
        {
            cm.losses.push(Casualty {
                seat: target,
                kind: UnitKind::Fighter,
                count: destroyed.min(255) as u8,
            });
        }
        log.push(LogEntry::public(
            Msg::new("ti4-log-afb")
                .text("player", name(state, shooter))
                .text("dice", join(&dice))
                .num("hits", hits as i64)
                .num("destroyed", destroyed as i64),
        ));
    }
    log
}

/// The cruisers and destroyers of `seat` that fire when a space combat starts (Ambush): up to
/// the registry's number, the best combat values first, as (kind, hits_on) per die.
pub fn ambush_dice(state: &State, system: u32, c: &Combat, seat: Seat) -> Vec<(UnitKind, u8)> {
    let n = effects::ambush_ships(&state.players[seat].faction, state.rules);
    let mut ships: Vec<(u8, UnitKind)> = fighters_of(state, system, c, seat)
        .into_iter()
        .filter(|(k, _, _)| matches!(k, UnitKind::Cruiser | UnitKind::Destroyer))
        .filter_map(|(k, count, _)| {
            let hits_on = units::def(state, seat, k)?.combat?.hits_on;
            Some(std::iter::repeat_n((hits_on, k), count as usize))
        })
        .flatten()
        .collect();
    ships.sort();
    ships
        .into_iter()
        .take(usize::from(n))
        .map(|(h, k)| (k, h))
        .collect()
}

/// Ambush (Mentak sheet): when a space combat starts, each side whose abilities have it rolls
/// 1 die for each of up to 2 of its cruisers or destroyers; a result at least that ship's
/// combat value (unmodified: it is not a combat roll) is a hit the opponent assigns to its
/// ships. Returns the log and whether any hit was scored.
fn ambush(state: &mut State, system: u32, c: &Combat, rng: &mut GameRng) -> (Vec<LogEntry>, bool) {
    let mut log = Vec::new();
    let mut scored = false;
    for seat in [c.attacker, c.defender] {
        let dice = ambush_dice(state, system, c, seat);
        if dice.is_empty() {
            continue;
        }
        let values: Vec<u8> = dice.iter().map(|_| rng.roll(10)).collect();
        let hits = dice
            .iter()
            .zip(&values)
            .filter(|((_, need), v)| **v >= *need)
            .count() as u8;
        log.push(LogEntry::public(
            Msg::new("ti4-log-ambush")
                .text("player", name(state, seat))
                .text("dice", join(&values))
                .num("hits", i64::from(hits)),
        ));
        if hits > 0 {
            scored = true;
            let cm = combat_mut(state).expect("combat");
            if seat == c.attacker {
                cm.defender_hits = cm.defender_hits.saturating_add(hits);
            } else {
                cm.attacker_hits = cm.attacker_hits.saturating_add(hits);
            }
        }
    }
    (log, scored)
}

/// Asks the first side whose technology allows a start-of-combat sacrifice (Impulse Core,
/// asked of the effects registry) and who has a cruiser or destroyer here; once per tactical
/// action. Returns whether the engine now waits.
fn ask_sacrifice(state: &mut State, system: u32, c: &Combat) -> bool {
    if c.kind != CombatKind::Space || state.tech.sacrifice_asked {
        return false;
    }
    state.tech.sacrifice_asked = true;
    for seat in [c.attacker, c.defender] {
        let p = &state.players[seat];
        if effects::sacrifice_tech(&p.faction, &p.techs, state.rules).is_none() {
            continue;
        }
        let has = fighters_of(state, system, c, seat)
            .iter()
            .any(|(k, n, _)| *n > 0 && matches!(k, UnitKind::Cruiser | UnitKind::Destroyer));
        if has {
            state.tech.pause = Some(super::techs::Pause::Sacrifice { seat });
            return true;
        }
    }
    false
}

/// The ship types `seat` may sacrifice in the space combat under way (cruisers, destroyers).
pub fn sacrifice_options(state: &State, seat: Seat) -> Vec<UnitKind> {
    let Some((system, c)) = current(state) else {
        return Vec::new();
    };
    let mine = fighters_of(state, system, c, seat);
    [UnitKind::Destroyer, UnitKind::Cruiser]
        .into_iter()
        .filter(|k| mine.iter().any(|(m, n, _)| m == k && *n > 0))
        .collect()
}

/// Impulse Core's answer: `seat` destroys 1 of its cruisers or destroyers (`args`: the type;
/// a destroyer by default) for 1 hit its opponent must put on a non-fighter ship if able.
pub fn sacrifice(state: &mut State, seat: Seat, args: &str) -> Result<Vec<LogEntry>, Msg> {
    let kind = sacrifice_for_hit(state, seat, args, true, "ti4-sacrifice-help")?;
    Ok(vec![LogEntry::public(
        Msg::new("ti4-log-sacrifice")
            .text("player", name(state, seat))
            .with("units", super::movement::describe(&[(kind, 1)])),
    )])
}

/// `seat` destroys 1 of its cruisers or destroyers in the space combat under way (`args`: the
/// type; a destroyer by default) for 1 hit its opponent assigns (to a non-fighter ship if able
/// when `ships_only`); `help`: the message for a wrong answer. The type destroyed.
fn sacrifice_for_hit(
    state: &mut State,
    seat: Seat,
    args: &str,
    ships_only: bool,
    help: &str,
) -> Result<UnitKind, Msg> {
    let options = sacrifice_options(state, seat);
    let kind = match args.trim().to_ascii_lowercase().as_str() {
        "" => options.first().copied(),
        w => options.iter().copied().find(|k| k.as_str() == w),
    }
    .ok_or_else(|| Msg::new(help))?;
    let Some((system, c)) = current(state).map(|(s, c)| (s, c.clone())) else {
        return Err(Msg::new(help));
    };
    let i = units::system_index(state, system).ok_or_else(|| Msg::new(help))?;
    let (gone, _) = units::remove(&mut state.systems[i], seat, kind, None, 1, false);
    if gone == 0 {
        return Err(Msg::new(help));
    }
    let them = opponent(&c, seat);
    let Some(cm) = combat_mut(state) else {
        return Err(Msg::new(help));
    };
    cm.losses.push(Casualty {
        seat,
        kind,
        count: 1,
    });
    if them == cm.attacker {
        cm.attacker_hits = cm.attacker_hits.saturating_add(1);
    } else {
        cm.defender_hits = cm.defender_hits.saturating_add(1);
    }
    if ships_only {
        match cm.ship_hits.iter_mut().find(|(s, _)| *s == them) {
            Some((_, n)) => *n = n.saturating_add(1),
            None => cm.ship_hits.push((them, 1)),
        }
    }
    Ok(kind)
}

/// Harrow (L1Z1X sheet, asked of the effects registry): when a round of ground combat ends,
/// the attacker's ships in the system bombard the planet again (§81: not through a planetary
/// shield, only at the opponent's ground forces). The same rule as `/odds`.
fn harrow(state: &mut State, rng: &mut GameRng) -> Vec<LogEntry> {
    let Some((system, c)) = current(state).map(|(s, c)| (s, c.clone())) else {
        return Vec::new();
    };
    if c.kind != CombatKind::Ground
        || !(state.rules >= 1 && effects::harrows(&state.players[c.attacker].faction, state.rules))
    {
        return Vec::new();
    }
    let Some(planet) = c.planet else {
        return Vec::new();
    };
    invasion::harrow(state, c.attacker, system, &planet, rng)
}

/// Starts a ground combat on `planet` (§73).
pub fn start_ground_combat(
    state: &mut State,
    planet: String,
    defender: Seat,
    queue: Vec<String>,
    rng: &mut GameRng,
) -> Vec<LogEntry> {
    let Some((attacker, Some(_))) = active(state).map(|(s, t)| (s, t.cloned())) else {
        return Vec::new();
    };
    let planet_name = content::planet_name(&planet);
    set_step(
        state,
        TacticalStep::Combat(Combat {
            kind: CombatKind::Ground,
            planet: Some(planet),
            attacker,
            defender,
            round: 1,
            queue,
            fresh: true,
            ..Combat::default()
        }),
    );
    let mut log = vec![LogEntry::public(
        Msg::new("ti4-log-ground-combat")
            .text("attacker", name(state, attacker))
            .text("defender", name(state, defender))
            .with("planet", planet_name),
    )];
    log.extend(roll_round(state, rng));
    log
}

fn side_alive(state: &State, system: u32, c: &Combat, seat: Seat) -> bool {
    fighters_of(state, system, c, seat)
        .iter()
        .any(|(_, n, _)| *n > 0)
}

/// Goes on with the combat round that waited (for Magen Defense Grid).
pub fn resume_round(state: &mut State, rng: &mut GameRng) -> Vec<LogEntry> {
    roll_round(state, rng)
}

/// The next round begins: round modifiers and War Funding end, the round's start is to come.
fn next_round(c: &mut Combat) {
    c.round += 1;
    c.announced = false;
    c.bonuses.retain(|b| b.whole_combat);
    c.funded.clear();
    c.munitions.clear();
    c.fresh = true;
}

/// Runs the combat until someone must answer (a moment, a retreat announcement, hits to
/// assign) or it is over: each round's start, round 1's Assault Cannon and barrage (and the
/// moment after the ships they destroyed), the announcements, the attacker's roll and its
/// rerolls, the defender's roll and its rerolls (§42.5, §55.3), then the hits.
pub(crate) fn roll_round(state: &mut State, rng: &mut GameRng) -> Vec<LogEntry> {
    let mut log = Vec::new();
    let mut rolls = 0;
    loop {
        let Some((system, c)) = current(state).map(|(s, c)| (s, c.clone())) else {
            return log;
        };
        // The roll's dice become hits once the defender's rerolls are over (§55). A snapshot
        // from before the sides rolled in turn has both sides' dice and no roller.
        if c.roller == Some(c.defender) || (c.roller.is_none() && !c.dice.is_empty()) {
            let mut a_hits = hits_in(&c.dice, c.attacker);
            let mut d_hits = hits_in(&c.dice, c.defender);
            // Valkyrie Particle Weave (registry): in ground combat, 1 more hit for a side whose
            // opponent hit.
            if c.kind == CombatKind::Ground {
                let answers = |seat: Seat| {
                    let p = &state.players[seat];
                    effects::answers_ground_hits(&p.faction, &p.techs, state.rules)
                };
                let (a0, d0) = (a_hits, d_hits);
                for (seat, mine, theirs) in
                    [(c.attacker, &mut a_hits, d0), (c.defender, &mut d_hits, a0)]
                {
                    if theirs > 0 && answers(seat) {
                        *mine += 1;
                        log.push(LogEntry::public(
                            Msg::new("ti4-log-valkyrie").text("player", name(state, seat)),
                        ));
                    }
                }
            }
            let a_ship_hits = ship_hits_in(&c.dice, c.attacker).min(255) as u8;
            let d_ship_hits = ship_hits_in(&c.dice, c.defender).min(255) as u8;
            let cm = combat_mut(state).expect("combat");
            // Hits bound to non-fighter ships, by the player who assigns them.
            cm.ship_hits.clear();
            if a_ship_hits > 0 {
                cm.ship_hits.push((c.defender, a_ship_hits));
            }
            if d_ship_hits > 0 {
                cm.ship_hits.push((c.attacker, d_ship_hits));
            }
            cm.dice.clear();
            cm.rerolled.clear();
            cm.boosted.clear();
            cm.roller = None;
            // The attacker's hits are assigned by the defender, and the other way round.
            cm.attacker_hits = d_hits.min(255) as u8;
            cm.defender_hits = a_hits.min(255) as u8;
            if a_hits + d_hits > 0 {
                // Hits that can't be absorbed by anything are dropped now, so nobody waits on a
                // player with nothing left to lose.
                trim_hits(state);
                return log;
            }
            // fxa: a round without hits is over too: Devotion is asked.
            if ask_devotion(state) {
                return log;
            }
            log.extend(harrow(state, rng));
            next_round(combat_mut(state).expect("combat"));
            if rolls >= MAX_EMPTY_ROUNDS {
                log.push(LogEntry::public(Msg::new("ti4-log-combat-stalemate")));
                log.extend(end_combat(state, rng));
                return log;
            }
            continue;
        }
        // §42.5: the attacker has rolled and settled its rerolls; now the defender rolls (even
        // if the attacker's rerolls cost it its last units: the hits it made still count).
        if c.roller == Some(c.attacker) {
            // §28: in a nebula the defender adds 1 to combat rolls.
            let nebula = c.kind == CombatKind::Space
                && content::system(units::tile_at(state, system))
                    .is_some_and(|s| s.anomaly == Some(Anomaly::Nebula));
            if roll_for(
                state,
                system,
                &c,
                c.defender,
                i32::from(nebula),
                rng,
                &mut log,
            ) {
                return log;
            }
            continue;
        }
        if !side_alive(state, system, &c, c.attacker) || !side_alive(state, system, &c, c.defender)
        {
            log.extend(end_combat(state, rng));
            return log;
        }
        // fxb: at the start of a ground combat, Indoctrination (the effects registry) is asked.
        if c.fresh && c.round == 1 && ask_convert(state, system, &c) {
            return log;
        }
        // The start of the round (of the combat, in round 1): its cards come first.
        if c.fresh {
            combat_mut(state).expect("combat").fresh = false;
            if c.kind == CombatKind::Space {
                log.extend(round_repairs(state, system, &c));
            }
            if moments::open(state, Moment::RoundStart) {
                return log;
            }
            continue;
        }
        // Start-of-combat dice of the effects registry (Mentak Ambush), before Assault Cannon
        // and the barrage; their hits are assigned by the opponent like any other.
        if c.barrage && !c.ambushed {
            // fxa: the sides whose ground forces fight as ships (the Nekro flagship).
            mark_ground_as_ships(state, system, &c);
            // A start-of-combat sacrifice (Impulse Core) is asked first.
            if ask_sacrifice(state, system, &c) {
                return log;
            }
            // fxa: then a start-of-combat hit in a wormhole system (Dimensional Splicer).
            if ask_wormhole_hit(state, system, &c) {
                return log;
            }
            combat_mut(state).expect("combat").ambushed = true;
            let (more, _) = ambush(state, system, &c, rng);
            log.extend(more);
            // Hits of the start of the combat (Ambush, a sacrifice) wait on their assignment.
            let cm = combat_mut(state).expect("combat");
            if cm.attacker_hits > 0 || cm.defender_hits > 0 {
                cm.opening = true;
                trim_hits(state);
                let cm = combat_mut(state).expect("combat");
                if cm.attacker_hits > 0 || cm.defender_hits > 0 {
                    return log;
                }
                cm.opening = false;
            }
            continue;
        }
        if c.barrage {
            combat_mut(state).expect("combat").barrage = false;
            log.extend(barrage(state, rng));
            // The ships Assault Cannon and the barrage destroyed have their after-destroyed
            // moment (Courageous to the End) before the round goes on.
            let cm = combat_mut(state).expect("combat");
            if !cm.losses.is_empty() {
                cm.opening = true;
                let (more, _) = continue_after_hits(state, rng);
                log.extend(more);
                return log;
            }
            continue;
        }
        // §42.4: retreats are announced before the roll, the defender first.
        if c.kind == CombatKind::Space && !c.announced {
            let who = first_announcer(state, system, &c);
            let cm = combat_mut(state).expect("combat");
            match who {
                Some(seat) => {
                    cm.announcing = Some(seat);
                    return log;
                }
                None => cm.announced = true,
            }
        }
        // Magen Defense Grid is asked at the start of a ground combat round.
        if c.kind == CombatKind::Ground && super::techs::ask_magen(state, system, &c) {
            return log;
        }
        rolls += 1;
        if roll_for(state, system, &c, c.attacker, 0, rng, &mut log) {
            return log;
        }
    }
}

/// The start of a space combat round: units the registry repairs then (the Letnev flagship).
fn round_repairs(state: &mut State, system: u32, c: &Combat) -> Vec<LogEntry> {
    let mut log = Vec::new();
    let Some(i) = units::system_index(state, system) else {
        return log;
    };
    for seat in [c.attacker, c.defender] {
        for g in 0..state.systems[i].units.len() {
            let u = &state.systems[i].units[g];
            if u.owner != seat || u.planet.is_some() || u.damaged == 0 {
                continue;
            }
            let Some(def) = units::def(state, seat, u.kind) else {
                continue;
            };
            if !effects::combat::round_repair(def, state.rules) {
                continue;
            }
            state.systems[i].units[g].damaged -= 1;
            log.push(LogEntry::public(
                Msg::new("ti4-log-round-repair")
                    .text("player", name(state, seat))
                    .with("unit", content::unit_name(&def.id)),
            ));
        }
    }
    log
}

/// `seat` makes its combat roll of the round (none if Magen Defense Grid silenced it) and the
/// moment after it opens for their rerolls (§55.3); true when that moment waits for them.
fn roll_for(
    state: &mut State,
    system: u32,
    c: &Combat,
    seat: Seat,
    bonus: i32,
    rng: &mut GameRng,
    log: &mut Vec<LogEntry>,
) -> bool {
    // Magen Defense Grid: the user's opponent makes no combat rolls this round.
    let silenced = super::techs::silenced(state, c, seat);
    let dice = if silenced {
        Vec::new()
    } else {
        roll_side(state, system, c, seat, bonus, rng)
    };
    log.push(LogEntry::public(
        Msg::new(if silenced {
            "ti4-log-combat-no-roll"
        } else {
            "ti4-log-combat-roll"
        })
        .num("round", c.round as i64)
        .text("player", name(state, seat))
        .text("dice", join(&values(&dice, seat)))
        .num("hits", hits_in(&dice, seat) as i64),
    ));
    let rolled = !dice.is_empty();
    let cm = combat_mut(state).expect("combat");
    cm.dice.extend(dice);
    cm.roller = Some(seat);
    // Rerolls come right after the roll, from the player who rolled (§55.3).
    rolled && moments::open(state, Moment::AfterRoll)
}

/// Whose roll the after-roll moment under way follows: the side that just rolled (both sides
/// in a snapshot from before they rolled in turn).
pub fn rollers(state: &State) -> Vec<Seat> {
    match current(state) {
        Some((_, c)) if c.dice.is_empty() && c.roller.is_none() => Vec::new(),
        Some((_, c)) => match c.roller {
            Some(s) => vec![s],
            None => vec![c.attacker, c.defender],
        },
        None => Vec::new(),
    }
}

/// Who is asked first about a retreat this round (§42.4: the defender first), if anyone.
pub fn first_announcer(state: &State, system: u32, c: &Combat) -> Option<Seat> {
    if c.kind != CombatKind::Space || c.announced {
        return None;
    }
    [c.defender, c.attacker]
        .into_iter()
        .find(|s| !stays(state, c, *s) && !retreat_options(state, system, *s).is_empty())
}

/// Whether `seat` is not asked about a retreat this combat: they answered "never retreat", or
/// their standing order is to fight to the end (`orders fight on`).
fn stays(state: &State, c: &Combat, seat: Seat) -> bool {
    c.stays.contains(&seat) || state.players.get(seat).is_some_and(|p| p.fight_on)
}

/// The players whose units produced the hits `seat` is assigning (Direct Hit's "your units").
pub fn hit_sources(c: &Combat, seat: Seat) -> Vec<Seat> {
    if c.cannon {
        if seat == c.attacker {
            c.shooters.clone()
        } else {
            vec![c.attacker]
        }
    } else if seat == c.attacker {
        vec![c.defender]
    } else if seat == c.defender {
        vec![c.attacker]
    } else {
        Vec::new()
    }
}

/// Whether `seat` may reroll with `source` now: right after a roll of their combat (§55.3),
/// once per source.
pub fn may_reroll(state: &State, seat: Seat, source: Reroll) -> Result<(), Msg> {
    let not_now = || Msg::new("ti4-reroll-not-now");
    let Some((_, c)) = current(state) else {
        return Err(not_now());
    };
    if moments::at(state) != Some(&Moment::AfterRoll) || c.dice.is_empty() {
        return Err(not_now());
    }
    if seat != c.attacker && seat != c.defender {
        return Err(Msg::new("ti4-not-a-combatant"));
    }
    // §55.3: one rerolls one's own dice, right after one's own roll.
    if !rollers(state).contains(&seat) {
        return Err(Msg::new("ti4-reroll-not-your-roll"));
    }
    if c.rerolled.contains(&(seat, source)) {
        return Err(Msg::new("ti4-reroll-used"));
    }
    match source {
        Reroll::FireTeam if c.kind == CombatKind::Ground => Ok(()),
        Reroll::Funding if c.kind == CombatKind::Space && c.funded.contains(&seat) => Ok(()),
        Reroll::Crown if moments::crown_owner(state) == Some(seat) => Ok(()),
        Reroll::Munitions if c.kind == CombatKind::Space && c.munitions.contains(&seat) => Ok(()),
        Reroll::Munitions => Err(Msg::new("ti4-fx-munitions-unpaid")),
        Reroll::Kenara
            if c.kind == CombatKind::Space
                && effects::boosts_dice(state, seat, current(state).map_or(0, |(p, _)| p))
                && state.players[seat].trade_goods > 0 =>
        {
            Ok(())
        }
        Reroll::Kenara => Err(Msg::new("ti4-fx-kenara-not-now")),
        Reroll::Crown => Err(Msg::new("ti4-reroll-no-crown")),
        Reroll::Funding => Err(Msg::new("ti4-reroll-no-funding")),
        Reroll::FireTeam => Err(not_now()),
    }
}

/// Whether `seat` has a die that missed in the roll waiting for rerolls.
pub fn has_misses(state: &State, seat: Seat) -> bool {
    current(state).is_some_and(|(_, c)| c.dice.iter().any(|d| d.seat == seat && !d.hit()))
}

/// `seat`'s dice in the roll waiting for rerolls, numbered from 1: `#1 3 (needs 9)`.
pub fn dice_text(state: &State, seat: Seat) -> String {
    let Some((_, c)) = current(state) else {
        return String::new();
    };
    c.dice
        .iter()
        .filter(|d| d.seat == seat)
        .enumerate()
        .map(|(i, d)| {
            format!(
                "#{} {} {}{}",
                i + 1,
                d.kind.as_str(),
                d.value,
                if d.hit() { "*" } else { "" }
            )
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// Which of `seat`'s dice (numbered from 1) `words` names: numbers, or `misses`.
pub fn pick_dice(state: &State, seat: Seat, words: &[String]) -> Result<Vec<usize>, Msg> {
    let Some((_, c)) = current(state) else {
        return Err(Msg::new("ti4-reroll-not-now"));
    };
    let mine: Vec<&Die> = c.dice.iter().filter(|d| d.seat == seat).collect();
    let help = || Msg::new("ti4-reroll-help").num("dice", mine.len() as i64);
    if words.len() == 1 && words[0].eq_ignore_ascii_case("misses") {
        return Ok((0..mine.len()).filter(|i| !mine[*i].hit()).collect());
    }
    let mut out = Vec::new();
    for w in words {
        let n: usize = w.trim_matches(',').parse().map_err(|_| help())?;
        if n == 0 || n > mine.len() || out.contains(&(n - 1)) {
            return Err(help());
        }
        out.push(n - 1);
    }
    if out.is_empty() {
        return Err(help());
    }
    Ok(out)
}

/// Rerolls `seat`'s dice `picked` (indexes among their dice) with `source` (§55: the new result
/// replaces the old). With The Crown of Thalnos, each unit none of whose rerolled dice hit is
/// destroyed.
pub fn reroll(
    state: &mut State,
    seat: Seat,
    source: Reroll,
    picked: &[usize],
    rng: &mut GameRng,
) -> Vec<LogEntry> {
    let Some((system, c)) = current(state).map(|(s, c)| (s, c.clone())) else {
        return Vec::new();
    };
    let mut dice = c.dice.clone();
    let mut before = Vec::new();
    let mut after = Vec::new();
    // (kind, unit) → whether one of its rerolled dice hit.
    let mut units_rerolled: Vec<(UnitKind, u8, bool)> = Vec::new();
    for (k, d) in dice.iter_mut().filter(|d| d.seat == seat).enumerate() {
        if !picked.contains(&k) {
            continue;
        }
        before.push(d.value);
        d.value = rng.roll(10);
        after.push(d.value);
        match units_rerolled
            .iter_mut()
            .find(|(kind, unit, _)| *kind == d.kind && *unit == d.unit)
        {
            Some(u) => u.2 |= d.hit(),
            None => units_rerolled.push((d.kind, d.unit, d.hit())),
        }
    }
    let cm = combat_mut(state).expect("combat");
    cm.dice = dice;
    cm.rerolled.push((seat, source));
    let mut log = vec![LogEntry::public(
        Msg::new("ti4-log-reroll")
            .text("player", name(state, seat))
            .text("source", source.id())
            .text("before", join(&before))
            .text("after", join(&after))
            .num("hits", hits_in(&state_dice(state), seat) as i64),
    )];
    if source == Reroll::Crown {
        let mut lost: Vec<(UnitKind, u8)> = Vec::new();
        for (kind, _, hit) in units_rerolled {
            if !hit {
                match lost.iter_mut().find(|(k, _)| *k == kind) {
                    Some(l) => l.1 += 1,
                    None => lost.push((kind, 1)),
                }
            }
        }
        if !lost.is_empty() {
            let i = units::system_index(state, system).expect("active system");
            for (kind, n) in &lost {
                let (gone, _) = remove_fighting(state, i, &c, seat, *kind, u32::from(*n), true);
                if kind.is_ship() && c.kind == CombatKind::Space && gone > 0 {
                    combat_mut(state).expect("combat").losses.push(Casualty {
                        seat,
                        kind: *kind,
                        count: gone as u8,
                    });
                }
            }
            // The hits those units produced before still count: they were made.
            log.push(LogEntry::public(
                Msg::new("ti4-log-crown-destroys")
                    .text("player", name(state, seat))
                    .with("units", super::movement::describe(&lost)),
            ));
        }
    }
    log
}

fn state_dice(state: &State) -> Vec<Die> {
    current(state)
        .map(|(_, c)| c.dice.clone())
        .unwrap_or_default()
}

/// `reroll <source> <dice|misses>`: War Funding or The Crown of Thalnos after a roll.
pub fn reroll_action(
    state: &mut State,
    seat: Seat,
    source: Reroll,
    words: &[String],
    rng: &mut GameRng,
) -> Result<Applied, Msg> {
    if source == Reroll::FireTeam {
        return Err(Msg::new("ti4-reroll-fire-team"));
    }
    if source == Reroll::Munitions && words == ["pay"] {
        let log = pay_munitions(state, seat)?;
        return Ok(Applied {
            log,
            barrier: false,
        });
    }
    may_reroll(state, seat, source)?;
    let picked = pick_dice(state, seat, words)?;
    // The Hacan flagship (the effects registry): +1 per trade good, not a reroll.
    if source == Reroll::Kenara {
        let log = boost_dice(state, seat, &picked)?;
        return Ok(Applied { log, barrier: true });
    }
    let log = reroll(state, seat, source, &picked, rng);
    Ok(Applied { log, barrier: true })
}

fn trim_hits(state: &mut State) {
    let Some((system, c)) = current(state).map(|(s, c)| (s, c.clone())) else {
        return;
    };
    let room = |seat| -> u32 {
        // Each sustain damage may cancel more than 1 hit (Non-Euclidean Shielding).
        let per = effects::sustain_cancels(state, seat);
        fighters_of(state, system, &c, seat)
            .iter()
            .map(|(kind, n, dmg)| {
                let sustain = may_sustain(state, system, &c, seat, *kind);
                n + if sustain { (n - dmg) * per } else { 0 }
            })
            .sum()
    };
    let (ra, rd) = (room(c.attacker), room(c.defender));
    let cm = combat_mut(state).expect("combat");
    cm.attacker_hits = (cm.attacker_hits as u32).min(ra) as u8;
    cm.defender_hits = (cm.defender_hits as u32).min(rd) as u8;
}

/// The default assignment (the issue's "sensible default"): sustain damage first, then the
/// cheapest units.
pub fn default_picks(state: &State, seat: Seat, hits: u8) -> Vec<HitPick> {
    let Some((system, c)) = current(state) else {
        return Vec::new();
    };
    let mut left = hits as u32;
    let mut picks = Vec::new();
    let mine = fighters_of(state, system, c, seat);
    if c.kind == CombatKind::Space && !c.destroy {
        // Each sustain damage cancels `per` hits (Non-Euclidean Shielding: 2).
        let per = effects::sustain_cancels(state, seat);
        for (kind, n, dmg) in &mine {
            if left == 0 {
                break;
            }
            if may_sustain(state, system, c, seat, *kind) && n > dmg {
                let k = (n - dmg).min(left.div_ceil(per));
                picks.push(HitPick {
                    kind: *kind,
                    count: k as u8,
                    sustain: true,
                });
                left = left.saturating_sub(k * per);
            }
        }
    }
    let mut by_cost: Vec<(f32, UnitKind, u32)> = mine
        .iter()
        .map(|(kind, n, _)| {
            let d = units::def(state, seat, *kind);
            let cost = d
                .and_then(|d| d.cost.map(|c| c as f32 / d.produced_per_cost.max(1) as f32))
                .unwrap_or(20.0);
            (cost, *kind, *n)
        })
        .collect();
    by_cost.sort_by(|a, b| a.0.total_cmp(&b.0));
    for (_, kind, n) in by_cost {
        if left == 0 {
            break;
        }
        let k = n.min(left);
        picks.push(HitPick {
            kind,
            count: k as u8,
            sustain: false,
        });
        left -= k;
    }
    picks
}

/// A player assigns the hits scored against them (§42.6, §73.2, §82).
pub fn assign(
    state: &mut State,
    seat: Seat,
    picks: Option<&[HitPick]>,
    rng: &mut GameRng,
) -> Result<Applied, Msg> {
    let Some((system, c)) = current(state).map(|(s, c)| (s, c.clone())) else {
        return Err(Msg::new("ti4-no-hits-to-assign"));
    };
    let hits = if seat == c.attacker {
        c.attacker_hits
    } else if seat == c.defender {
        c.defender_hits
    } else {
        0
    };
    if hits == 0 {
        return Err(Msg::new("ti4-no-hits-to-assign"));
    }
    let aimed: Vec<UnitKind> = c
        .aimed
        .iter()
        .filter(|(s, _)| *s == seat)
        .map(|(_, k)| *k)
        .collect();
    let picks: Vec<HitPick> = match picks {
        Some(p) => p.to_vec(),
        None if !aimed.is_empty() => aimed_default(state, system, &c, seat, hits, &aimed),
        None => {
            let d = default_picks(state, seat, hits);
            super::techs::default_with_ship_hits(state, seat, system, &c, hits, d)
        }
    };
    // fxb: a hit aimed at a unit type (Dimensional Splicer) goes to a unit of that type.
    for kind in &aimed {
        if !picks.iter().any(|p| p.kind == *kind && p.count > 0) {
            return Err(Msg::new("ti4-fx-splicer-aimed").with("unit", Arg::name(kind.catalog_id())));
        }
    }
    // Graviton Laser System: bound space cannon hits go to non-fighter ships if able.
    super::techs::check_ship_hits(state, seat, system, &c, hits, &picks)?;
    // Each sustain damage cancels `per` hits (Non-Euclidean Shielding: 2); the last one may
    // cancel fewer.
    let per = effects::sustain_cancels(state, seat);
    let total: u32 = picks
        .iter()
        .map(|p| p.count as u32 * if p.sustain { per } else { 1 })
        .sum();
    let sustains = picks.iter().any(|p| p.sustain && p.count > 0);
    let fits =
        total == hits as u32 || (sustains && total > hits as u32 && total - (hits as u32) < per);
    if !fits {
        return Err(Msg::new("ti4-hits-count")
            .num("hits", hits as i64)
            .num("assigned", total as i64));
    }
    let mine = fighters_of(state, system, &c, seat);
    let i = units::system_index(state, system).expect("active system");
    let planet = c.planet.clone();
    // Validate against what is there before changing anything.
    for kind in UnitKind::ALL {
        let (n, dmg) = mine
            .iter()
            .filter(|(k, _, _)| *k == kind)
            .fold((0, 0), |acc, (_, n, d)| (acc.0 + n, acc.1 + d));
        let sustained: u32 = picks
            .iter()
            .filter(|p| p.kind == kind && p.sustain)
            .map(|p| p.count as u32)
            .sum();
        let destroyed: u32 = picks
            .iter()
            .filter(|p| p.kind == kind && !p.sustain)
            .map(|p| p.count as u32)
            .sum();
        if sustained + destroyed == 0 {
            continue;
        }
        if sustained > 0 {
            // §82: sustain damage cancels hits, not "destroy" effects (FAQ 31).
            if c.destroy {
                return Err(Msg::new("ti4-cannot-sustain-destroy"));
            }
            if !may_sustain(state, system, &c, seat, kind) {
                return Err(
                    Msg::new("ti4-cannot-sustain").with("unit", Arg::name(kind.catalog_id()))
                );
            }
            if sustained > n - dmg {
                return Err(Msg::new("ti4-sustain-too-many").with(
                    "units",
                    super::movement::describe(&[(kind, (n - dmg) as u8)]),
                ));
            }
        }
        if destroyed > n {
            return Err(Msg::new("ti4-hits-not-there")
                .with("units", super::movement::describe(&[(kind, n as u8)])));
        }
    }
    let mut lost = Vec::new();
    // (ships that sustained, ships destroyed) for the after-hits moment.
    let mut events: (Vec<Casualty>, Vec<Casualty>) = (Vec::new(), Vec::new());
    for p in &picks {
        if p.sustain {
            events.0.push(Casualty {
                seat,
                kind: p.kind,
                count: p.count,
            });
            if let Some(g) = state.systems[i]
                .units
                .iter_mut()
                .find(|u| u.owner == seat && u.kind == p.kind && u.planet == planet)
            {
                g.damaged += p.count;
            }
        } else {
            // Damaged units go first: they are worth less.
            let (gone, _) = remove_fighting(state, i, &c, seat, p.kind, p.count as u32, true);
            lost.push((p.kind, p.count));
            if gone > 0
                && let Some(cm) = combat_mut(state)
                && !cm.lost_by.contains(&seat)
            {
                cm.lost_by.push(seat);
            }
            let as_ship = p.kind.is_ship() || c.ground_as_ships.contains(&seat);
            if c.kind == CombatKind::Space && as_ship && gone > 0 {
                // fxa: ship types destroyed in the combat (Salvage Operations; not ground
                // forces fighting as ships).
                if let Some(cm) = combat_mut(state)
                    && p.kind.is_ship()
                    && !cm.destroyed_ships.contains(&p.kind)
                {
                    cm.destroyed_ships.push(p.kind);
                }
                events.1.push(Casualty {
                    seat,
                    kind: p.kind,
                    count: gone as u8,
                });
            }
        }
    }
    // Facts for action-phase objectives (a war sun or flagship destroyed, space cannon offense).
    let by = if seat == c.attacker {
        c.defender
    } else {
        c.attacker
    };
    super::objectives::units_destroyed(state, system, seat, by, &lost, c.cannon);
    // A unit whose destruction destroys every ship in its system (the Yin flagship).
    let wiper = lost.iter().find_map(|(k, _)| {
        units::def(state, seat, *k).filter(|d| effects::combat::wipes_system(d, state.rules))
    });
    let mut wipe_log = Vec::new();
    let wiped = c.kind == CombatKind::Space && wiper.is_some();
    if c.kind == CombatKind::Space
        && let Some(def) = wiper
    {
        let ships: Vec<(Seat, UnitKind, u8)> = state.systems[i]
            .units
            .iter()
            .filter(|u| u.planet.is_none() && u.kind.is_ship())
            .map(|u| (u.owner, u.kind, u.count))
            .collect();
        state.systems[i]
            .units
            .retain(|u| !(u.planet.is_none() && u.kind.is_ship()));
        let mut all = Vec::new();
        for owner in [c.attacker, c.defender] {
            let mine: Vec<(UnitKind, u8)> = ships
                .iter()
                .filter(|(o, _, _)| *o == owner)
                .map(|(_, k, n)| (*k, *n))
                .collect();
            if mine.is_empty() {
                continue;
            }
            let by_whom = if owner == seat { by } else { seat };
            super::objectives::units_destroyed(state, system, owner, by_whom, &mine, false);
            for (kind, count) in &mine {
                events.1.push(Casualty {
                    seat: owner,
                    kind: *kind,
                    count: *count,
                });
            }
            all.extend(mine);
        }
        wipe_log.push(LogEntry::public(
            Msg::new("ti4-log-flagship-wipe")
                .with("unit", content::unit_name(&def.id))
                .msg(
                    "lost",
                    if all.is_empty() {
                        Msg::new("none")
                    } else {
                        Msg::new("plain").with("text", super::movement::describe(&all))
                    },
                ),
        ));
    }
    let infantry_lost: u32 = lost
        .iter()
        .filter(|(k, _)| *k == UnitKind::Infantry)
        .map(|(_, n)| *n as u32)
        .sum();
    let revivals = units::roll_revivals(state, seat, infantry_lost, rng);
    let sustained: u32 = picks
        .iter()
        .filter(|p| p.sustain)
        .map(|p| p.count as u32)
        .sum();
    // Duranium Armor: once hits are assigned, 1 unit damaged before this round is repaired.
    let mut repaired = None;
    if units::has_tech(state, seat, "duranium_armor") {
        for (kind, _, dmg_before) in &mine {
            if *dmg_before == 0 {
                continue;
            }
            if let Some(g) = state.systems[i]
                .units
                .iter_mut()
                .find(|u| u.owner == seat && u.kind == *kind && u.planet == planet && u.damaged > 0)
            {
                g.damaged -= 1;
                repaired = Some(*kind);
                break;
            }
        }
    }
    let mut log = vec![LogEntry::public(
        Msg::new("ti4-log-hits-assigned")
            .text("player", name(state, seat))
            .msg(
                "lost",
                if lost.is_empty() {
                    Msg::new("none")
                } else {
                    Msg::new("plain").with("text", super::movement::describe(&lost))
                },
            )
            .num("sustained", sustained as i64),
    )];
    log.extend(wipe_log);
    log.extend(revivals);
    if let Some(kind) = repaired {
        log.push(LogEntry::public(
            Msg::new("ti4-log-duranium")
                .text("player", name(state, seat))
                .with("unit", Arg::name(kind.catalog_id())),
        ));
    }
    let cm = combat_mut(state).expect("combat");
    if seat == c.attacker {
        cm.attacker_hits = 0;
    } else {
        cm.defender_hits = 0;
    }
    cm.ship_hits.retain(|(s, _)| *s != seat);
    cm.aimed.retain(|(s, _)| *s != seat);
    if cm.attacker_hits == 0 && cm.defender_hits == 0 {
        cm.destroy = false;
    }
    cm.sustains.extend(events.0);
    cm.losses.extend(events.1);
    if wiped {
        // The opponent's hits have nothing left to land on.
        trim_hits(state);
    }
    let (more, barrier) = continue_after_hits(state, rng);
    log.extend(more);
    Ok(Applied { log, barrier })
}

/// Once both sides have no hits left to assign: the next round (or the step after space
/// cannon offense, or the announced retreat). Returns the log and whether dice were rolled.
pub fn continue_after_hits(state: &mut State, rng: &mut GameRng) -> (Vec<LogEntry>, bool) {
    let mut log = Vec::new();
    let Some(cm) = combat_mut(state) else {
        return (log, false);
    };
    if cm.attacker_hits > 0 || cm.defender_hits > 0 {
        return (log, false);
    }
    // fxa: after an opponent's unit is destroyed, Technological Singularity is asked.
    if ask_singularity(state) {
        return (log, false);
    }
    let Some(cm) = combat_mut(state) else {
        return (log, false);
    };
    // After sustain damage and after ships are destroyed (Direct Hit, Courageous to the End).
    let sustained = std::mem::take(&mut cm.sustains);
    let lost = std::mem::take(&mut cm.losses);
    if (!sustained.is_empty() || !lost.is_empty())
        && moments::open(state, Moment::AfterHits { sustained, lost })
    {
        return (log, false);
    }
    let Some(cm) = combat_mut(state) else {
        return (log, false);
    };
    // Round 1's start-of-combat losses are settled: the round goes on to its roll.
    if cm.opening {
        cm.opening = false;
        log.extend(roll_round(state, rng));
        return (log, true);
    }
    if cm.cannon {
        // §32.3: outside combat, fighters and ground forces beyond the surviving ships'
        // capacity are destroyed (space cannon offense is not a combat).
        let (attacker, defender) = (cm.attacker, cm.defender);
        if let Some((system, _)) = current(state) {
            log.extend(destroy_excess(state, system, &[attacker, defender]));
        }
        log.extend(after_cannon(state, rng));
        return (log, false);
    }
    // fxa: after a space combat round, Devotion (the effects registry) is asked.
    if ask_devotion(state) {
        return (log, false);
    }
    // fxb: after a round of space combat, a scuttle of the effects registry (Exotrireme II).
    if ask_scuttle(state) {
        return (log, false);
    }
    log.extend(harrow(state, rng));
    let Some(cm) = combat_mut(state) else {
        return (log, false);
    };
    next_round(cm);
    if let Some((who, to)) = cm.retreat.take() {
        log.extend(execute_retreat(state, who, to));
        log.extend(end_combat(state, rng));
    } else {
        log.extend(roll_round(state, rng));
    }
    (log, true)
}

/// The combat under way and its system, if any (for action cards played during it).
pub fn combat_now(state: &State) -> Option<(u32, &Combat)> {
    current(state)
}

/// Mutable access to the combat under way (for action cards).
pub fn combat_now_mut(state: &mut State) -> Option<&mut Combat> {
    combat_mut(state)
}

/// §42.7: where `seat` may retreat from the active system: an adjacent system (wormholes
/// count) with their units or a planet they control, no other player's ships, and that ships
/// can enter (not an asteroid field or supernova).
pub fn retreat_options(state: &State, system: u32, seat: Seat) -> Vec<u32> {
    let Some(i) = units::system_index(state, system) else {
        return Vec::new();
    };
    if !units::has_ships(&state.systems[i], seat) {
        return Vec::new();
    }
    units::adjacent_for(state, seat, system)
        .into_iter()
        .filter(|p| {
            let Some(j) = units::system_index(state, *p) else {
                return false;
            };
            let sys = &state.systems[j];
            let data = content::system(sys.tile);
            let blocked = data.is_some_and(|d| {
                matches!(
                    d.anomaly,
                    Some(Anomaly::AsteroidField) | Some(Anomaly::Supernova)
                )
            });
            let enemy = units::ship_owners(sys).iter().any(|o| *o != seat);
            let mine = sys.units.iter().any(|u| u.owner == seat)
                || data.is_some_and(|d| {
                    d.planets
                        .iter()
                        .any(|p| state.controller(&p.id) == Some(seat))
                });
            !blocked && !enemy && mine
        })
        .collect()
}

/// §42.4: announce a retreat to a system (tile), or decline (`always`: for the rest of this
/// combat, so the player is not asked every round).
pub fn announce(
    state: &mut State,
    seat: Seat,
    to: Option<u16>,
    always: bool,
    rng: &mut GameRng,
) -> Result<Applied, Msg> {
    let Some((system, c)) = current(state).map(|(s, c)| (s, c.clone())) else {
        return Err(Msg::new("ti4-no-retreat-now"));
    };
    if c.announcing != Some(seat) {
        return Err(Msg::new("ti4-no-retreat-now"));
    }
    let options = retreat_options(state, system, seat);
    let mut log = Vec::new();
    match to {
        Some(tile) => {
            let pos = units::position_of_tile(state, tile)
                .filter(|p| options.contains(p))
                .ok_or_else(|| {
                    let tiles = options
                        .iter()
                        .map(|p| units::tile_at(state, *p).to_string())
                        .collect::<Vec<_>>()
                        .join(", ");
                    Msg::new("ti4-retreat-illegal")
                        .num("tile", tile as i64)
                        .text("tiles", tiles)
                })?;
            let cm = combat_mut(state).expect("combat");
            cm.retreat = Some((seat, pos));
            cm.announcing = None;
            // A defender's announcement leaves the attacker none this round.
            cm.announced = true;
            log.push(LogEntry::public(
                Msg::new("ti4-log-retreat-announced")
                    .text("player", name(state, seat))
                    .num("tile", tile as i64),
            ));
            // Intercept: the opponent may stop it.
            if moments::open(state, Moment::AfterRetreat { seat }) {
                return Ok(Applied {
                    log,
                    barrier: false,
                });
            }
        }
        None => {
            let attacker_next = seat == c.defender
                && !stays(state, &c, c.attacker)
                && !retreat_options(state, system, c.attacker).is_empty();
            let cm = combat_mut(state).expect("combat");
            if always {
                cm.stays.push(seat);
            }
            if attacker_next {
                cm.announcing = Some(c.attacker);
                return Ok(Applied {
                    log,
                    barrier: false,
                });
            }
            cm.announcing = None;
            cm.announced = true;
        }
    }
    log.extend(roll_round(state, rng));
    Ok(Applied { log, barrier: true })
}

/// §42.7: the retreating player's ships move to the destination with the fighters and ground
/// forces they can carry; what cannot follow is destroyed; a command token is placed there from
/// reinforcements unless one is there already.
fn execute_retreat(state: &mut State, seat: Seat, to: u32) -> Vec<LogEntry> {
    let Some((system, c)) = current(state).map(|(s, c)| (s, c.clone())) else {
        return Vec::new();
    };
    let opponent = if seat == c.attacker {
        c.defender
    } else {
        c.attacker
    };
    let i = units::system_index(state, system).expect("active system");
    // If the opponent has no ships left, the combat just ends.
    if !units::has_ships(&state.systems[i], opponent) || !units::has_ships(&state.systems[i], seat)
    {
        return Vec::new();
    }
    move_fleet(state, seat, system, to);
    state.record(system, Happened::Retreated { seat, to });
    vec![LogEntry::public(
        Msg::new("ti4-log-retreat")
            .text("player", name(state, seat))
            .num("tile", units::tile_at(state, to) as i64),
    )]
}

/// Where Skilled Retreat may take `seat`'s ships: an adjacent system (wormholes count) with no
/// other player's ships that ships can enter. Unlike a retreat (§42.7) it needs none of the
/// player's units or planets there.
pub fn skilled_retreat_options(state: &State, seat: Seat) -> Vec<u32> {
    let Some((system, _)) = current(state) else {
        return Vec::new();
    };
    units::adjacent_positions(state, system)
        .into_iter()
        .filter(|p| {
            let Some(j) = units::system_index(state, *p) else {
                return false;
            };
            let sys = &state.systems[j];
            let blocked = content::system(sys.tile).is_some_and(|d| {
                matches!(
                    d.anomaly,
                    Some(Anomaly::AsteroidField) | Some(Anomaly::Supernova)
                )
            });
            !blocked && !units::ship_owners(sys).iter().any(|o| *o != seat)
        })
        .collect()
}

/// Skilled Retreat: `seat`'s ships leave for `to` (with what they carry, FAQ 6), the combat ends
/// in a draw, and a command token from reinforcements goes there. It is not a retreat (FAQ 30).
pub fn skilled_retreat(state: &mut State, seat: Seat, to: u32, rng: &mut GameRng) -> Vec<LogEntry> {
    let Some((system, _)) = current(state) else {
        return Vec::new();
    };
    moments::drop(state);
    move_fleet(state, seat, system, to);
    state.record(system, Happened::Retreated { seat, to });
    let mut log = vec![LogEntry::public(
        Msg::new("ti4-log-skilled-retreat")
            .text("player", name(state, seat))
            .num("tile", units::tile_at(state, to) as i64),
    )];
    if let Some(cm) = combat_mut(state) {
        cm.draw = true;
        cm.retreat = None;
        cm.announcing = None;
    }
    log.extend(end_combat(state, rng));
    log
}

/// Moves all of `seat`'s ships in the space area of `system` to `to`, with the fighters and
/// ground forces they can carry; what cannot follow is destroyed; a command token goes there
/// from reinforcements unless one is there already.
fn move_fleet(state: &mut State, seat: Seat, system: u32, to: u32) {
    let i = units::system_index(state, system).expect("active system");
    let j = units::system_index(state, to).expect("destination on the board");
    let mut moving: Vec<(UnitKind, u32, u32)> = Vec::new();
    let mut capacity = 0;
    for u in state.systems[i]
        .units
        .iter()
        .filter(|u| u.owner == seat && u.planet.is_none())
    {
        let d = units::def(state, seat, u.kind);
        if u.kind.is_ship() && d.is_some_and(|d| d.move_value.is_some()) {
            capacity += d.map(|d| d.capacity as u32).unwrap_or(0) * u.count as u32;
            moving.push((u.kind, u.count as u32, u.damaged as u32));
        }
    }
    let mut cargo: Vec<(UnitKind, u32)> = Vec::new();
    for kind in [UnitKind::Fighter, UnitKind::Infantry] {
        let n = units::count(&state.systems[i], seat, kind, None);
        let ship_already = moving.iter().any(|(k, _, _)| *k == kind);
        if n > 0 && !ship_already {
            let take = n.min(capacity);
            capacity -= take;
            cargo.push((kind, take));
        }
    }
    // Everything of `seat` leaves the space area; what could not follow is destroyed.
    state.systems[i]
        .units
        .retain(|u| !(u.owner == seat && u.planet.is_none()));
    for (kind, n, damaged) in moving {
        units::add(&mut state.systems[j], seat, kind, None, n);
        if let Some(g) = state.systems[j]
            .units
            .iter_mut()
            .find(|u| u.owner == seat && u.kind == kind && u.planet.is_none())
        {
            g.damaged = g.damaged.saturating_add(damaged as u8).min(g.count);
        }
    }
    for (kind, n) in cargo {
        units::add(&mut state.systems[j], seat, kind, None, n);
    }
    if !state.systems[j].command_tokens.contains(&seat)
        && state.players[seat].tokens.reinforcements > 0
    {
        state.players[seat].tokens.reinforcements -= 1;
        state.systems[j].command_tokens.push(seat);
    }
}

/// §42.9 / §73: the combat ends when at most one side has units left.
fn end_combat(state: &mut State, rng: &mut GameRng) -> Vec<LogEntry> {
    let Some((system, c)) = current(state).map(|(s, c)| (s, c.clone())) else {
        return Vec::new();
    };
    // Skilled Retreat ends the combat in a draw whoever is left.
    let a = side_alive(state, system, &c, c.attacker) && !c.draw;
    let d = side_alive(state, system, &c, c.defender) && !c.draw;
    // Facts for action-phase objectives (§16.7: one objective per combat).
    let result = (a != d).then_some(if a {
        (c.attacker, c.defender)
    } else {
        (c.defender, c.attacker)
    });
    super::objectives::combat_ended(state, system, c.kind, result);
    // The round's record for the board's key: who won (or a draw) (§42.9 KO, §73 KO).
    state.record(
        system,
        match result {
            Some((winner, loser)) => Happened::Won {
                kind: c.kind,
                planet: c.planet.clone(),
                winner,
                loser,
            },
            None => Happened::Draw {
                kind: c.kind,
                planet: c.planet.clone(),
                attacker: c.attacker,
                defender: c.defender,
            },
        },
    );
    let mut log = vec![LogEntry::public(match (a, d) {
        (true, false) => Msg::new("ti4-log-combat-won").text("player", name(state, c.attacker)),
        (false, true) => Msg::new("ti4-log-combat-won").text("player", name(state, c.defender)),
        _ => Msg::new("ti4-log-combat-draw"),
    })];
    // Shard of the Throne (a law, §36) goes to whoever beats its owner.
    if a != d {
        let (won, lost) = if a {
            (c.attacker, c.defender)
        } else {
            (c.defender, c.attacker)
        };
        log.extend(super::agenda_effects::on_combat_won(state, won, lost));
    }
    match c.kind {
        CombatKind::Space => {
            // Salvage Operations (registry): the winner and the loser with it gain 1 trade good.
            if let Some((winner, loser)) = result {
                for seat in [winner, loser] {
                    let p = &state.players[seat];
                    if effects::salvages(&p.faction, &p.techs, state.rules) {
                        state.players[seat].trade_goods += 1;
                        log.push(LogEntry::public(
                            Msg::new("ti4-log-salvage-operations")
                                .text("player", name(state, seat)),
                        ));
                    }
                }
            }
            // §32.3 / §42.10: capacity is checked at the end; the excess is destroyed.
            log.extend(destroy_excess(state, system, &[c.attacker, c.defender]));
            if let Some((winner, loser)) = result {
                // Salvage Operations (registry): the winner may produce a ship of a type
                // destroyed here (not while a capacity excess is being chosen).
                if state.tech.pause.is_none()
                    && !super::agenda_effects::excess_pending(state)
                    && !salvage_offers(state, winner).is_empty()
                {
                    state.tech.pause = Some(super::techs::Pause::Salvage {
                        seat: winner,
                        loser,
                    });
                    return log;
                }
                log.extend(after_win(state, winner, loser, rng));
                return log;
            }
            log.extend(after_space(state, rng));
        }
        CombatKind::Ground => {
            log.extend(invasion::after_ground_combat(
                state,
                c.planet.clone().unwrap_or_default(),
                c.queue.clone(),
                rng,
            ));
        }
    }
    log
}

/// §32.3: fighters and ground forces in the space area beyond their owner's capacity are
/// removed; the owner chooses which when there is a choice (a prompt, fighters first).
fn destroy_excess(state: &mut State, system: u32, seats: &[Seat]) -> Vec<LogEntry> {
    let mut log = Vec::new();
    for &seat in seats {
        super::agenda_effects::ask_excess(state, seat, system, &mut log);
    }
    log
}

/// After space combat (or none): invasion if the active player has ground forces in the active
/// system's space area and it has planets; otherwise production.
pub fn after_space(state: &mut State, rng: &mut GameRng) -> Vec<LogEntry> {
    let _ = rng;
    let Some((seat, Some(t))) = active(state).map(|(s, t)| (s, t.cloned())) else {
        return Vec::new();
    };
    let i = units::system_index(state, t.system).expect("active system");
    let has_planets = content::system(state.systems[i].tile).is_some_and(|s| !s.planets.is_empty());
    let ground_in_space = state.systems[i]
        .units
        .iter()
        .any(|u| u.owner == seat && u.planet.is_none() && u.kind.is_ground_force());
    // §81: bombardment is a step of the invasion even without a landing.
    if has_planets && (ground_in_space || !invasion::bombard_options(state, seat).is_empty()) {
        set_step(state, TacticalStep::Invasion);
        // The start of the invasion: Bunker, for the players with planets here.
        moments::open(state, Moment::InvasionStart);
        return Vec::new();
    }
    to_production(state)
}

/// The production step if the active player has a unit with Production in the active system,
/// otherwise the end of the tactical action.
pub fn to_production(state: &mut State) -> Vec<LogEntry> {
    let Some((seat, Some(t))) = active(state).map(|(s, t)| (s, t.cloned())) else {
        return Vec::new();
    };
    let i = units::system_index(state, t.system).expect("active system");
    let producer = state.systems[i].units.iter().any(|u| {
        u.owner == seat && units::def(state, seat, u.kind).is_some_and(|d| d.production.is_some())
    });
    if producer {
        set_step(state, TacticalStep::Production);
        Vec::new()
    } else {
        finish_tactical(state)
    }
}

/// The opponent of `seat` in the combat under way.
fn opponent_of(c: &Combat, seat: Seat) -> Option<Seat> {
    if seat == c.attacker {
        Some(c.defender)
    } else if seat == c.defender {
        Some(c.attacker)
    } else {
        None
    }
}

/// The ship of `kind` that just used sustain damage against `seat`'s units, and its owner
/// (Direct Hit's target), if there is one.
pub fn direct_hit_target(state: &State, seat: Seat, kind: UnitKind) -> Option<Seat> {
    let (_, c) = current(state)?;
    let Some(Moment::AfterHits { sustained, .. }) = moments::at(state) else {
        return None;
    };
    sustained
        .iter()
        .find(|s| {
            s.kind == kind
                && s.seat != seat
                && s.count > 0
                && hit_sources(c, s.seat).contains(&seat)
                // Dreadnought II and its faction variants: "Direct Hit cannot destroy this ship".
                && !units::def(state, s.seat, kind).is_some_and(|d| d.direct_hit_immune)
        })
        .map(|s| s.seat)
}

/// Direct Hit: the ship of `kind` that sustained damage against `seat`'s units is destroyed
/// (sustain damage does nothing against "destroy", §82).
pub fn direct_hit(state: &mut State, seat: Seat, kind: UnitKind) -> Vec<LogEntry> {
    let Some(owner) = direct_hit_target(state, seat, kind) else {
        return Vec::new();
    };
    let Some((system, c)) = current(state).map(|(s, c)| (s, c.clone())) else {
        return Vec::new();
    };
    if let Some(Moment::AfterHits { sustained, .. }) = moments::moment_mut(state)
        && let Some(s) = sustained
            .iter_mut()
            .find(|s| s.seat == owner && s.kind == kind && s.count > 0)
    {
        s.count -= 1;
    }
    let i = units::system_index(state, system).expect("active system");
    // The ship that sustained is a damaged one.
    let (gone, _) = units::remove(&mut state.systems[i], owner, kind, None, 1, true);
    // Facts for action-phase objectives (a war sun or flagship destroyed).
    super::objectives::units_destroyed(state, system, owner, seat, &[(kind, gone as u8)], c.cannon);
    if gone > 0 && c.kind == CombatKind::Space {
        combat_mut(state).expect("combat").losses.push(Casualty {
            seat: owner,
            kind,
            count: 1,
        });
    }
    vec![LogEntry::public(
        Msg::new("ti4-log-direct-hit")
            .text("player", name(state, seat))
            .text("other", name(state, owner))
            .with("unit", Arg::name(kind.catalog_id())),
    )]
}

/// Whether `seat` lost a ship of `kind` in the hits just assigned (Courageous to the End).
pub fn lost_ship(state: &State, seat: Seat, kind: UnitKind) -> bool {
    matches!(moments::at(state), Some(Moment::AfterHits { lost, .. })
        if lost.iter().any(|l| l.seat == seat && l.kind == kind && l.count > 0))
}

/// Courageous to the End: 2 dice against the combat value of `seat`'s destroyed ship of `kind`;
/// for each die that reaches it, the opponent destroys one of their ships of their choice (asked
/// like hits, but sustain damage cannot cancel them: FAQ 31).
pub fn courageous(
    state: &mut State,
    seat: Seat,
    kind: UnitKind,
    rng: &mut GameRng,
) -> Vec<LogEntry> {
    let Some((system, c)) = current(state).map(|(s, c)| (s, c.clone())) else {
        return Vec::new();
    };
    let Some(other) = opponent_of(&c, seat) else {
        return Vec::new();
    };
    if let Some(Moment::AfterHits { lost, .. }) = moments::moment_mut(state)
        && let Some(l) = lost
            .iter_mut()
            .find(|l| l.seat == seat && l.kind == kind && l.count > 0)
    {
        l.count -= 1;
    }
    let value = units::def(state, seat, kind)
        .and_then(|d| d.combat)
        .map(|r| r.hits_on)
        .unwrap_or(10);
    let dice = [rng.roll(10), rng.roll(10)];
    let n = dice.iter().filter(|d| **d >= value).count() as u32;
    let ships: u32 = fighters_of(state, system, &c, other)
        .iter()
        .map(|(_, n, _)| *n)
        .sum();
    let n = n.min(ships);
    if n > 0
        && let Some(cm) = combat_mut(state)
    {
        if other == cm.attacker {
            cm.attacker_hits = cm.attacker_hits.saturating_add(n as u8);
        } else {
            cm.defender_hits = cm.defender_hits.saturating_add(n as u8);
        }
        cm.destroy = true;
    }
    vec![LogEntry::public(
        Msg::new("ti4-log-courageous")
            .text("player", name(state, seat))
            .text("dice", join(&dice))
            .num("value", value as i64)
            .text("other", name(state, other))
            .num("count", n as i64),
    )]
}

/// Whether `seat` may pay now for a round of rerolls (Munitions Reserves): the start of a
/// space combat round they fight in, an ability that sells it, its trade goods, not paid yet.
pub fn may_pay_munitions(state: &State, seat: Seat) -> Result<u8, Msg> {
    let not_now = || Msg::new("ti4-fx-munitions-not-now");
    let cost = crate::games::ti4::effects::round_reroll_cost(state, seat).ok_or_else(not_now)?;
    let Some((_, c)) = current(state) else {
        return Err(not_now());
    };
    if c.kind != CombatKind::Space || !super::cards::round_start(state, c) {
        return Err(not_now());
    }
    if seat != c.attacker && seat != c.defender {
        return Err(Msg::new("ti4-not-a-combatant"));
    }
    if c.munitions.contains(&seat) {
        return Err(not_now());
    }
    if state.players[seat].trade_goods < cost {
        return Err(
            Msg::new("ti4-not-enough-tg").num("have", state.players[seat].trade_goods as i64)
        );
    }
    Ok(cost)
}

/// `reroll munitions pay`: the trade goods are spent; the player may reroll their dice this
/// round (`reroll munitions <dice|misses>` after their roll).
fn pay_munitions(state: &mut State, seat: Seat) -> Result<Vec<LogEntry>, Msg> {
    let cost = may_pay_munitions(state, seat)?;
    let Some(cm) = combat_mut(state) else {
        return Err(Msg::new("ti4-not-a-combatant"));
    };
    cm.munitions.push(seat);
    state.players[seat].trade_goods -= cost;
    Ok(vec![LogEntry::public(
        Msg::new("ti4-fx-log-munitions")
            .text("player", name(state, seat))
            .num("count", i64::from(cost)),
    )])
}

// fxa
/// After a space combat is won (and the winner's Salvage Operations question, if any): the
/// after-win moment (the Salvage action card), or the rest of the tactical action.
pub fn after_win(state: &mut State, winner: Seat, loser: Seat, rng: &mut GameRng) -> Vec<LogEntry> {
    if moments::open(state, Moment::AfterWin { winner, loser }) {
        return Vec::new();
    }
    after_space(state, rng)
}

/// Salvage Operations' production orders `seat` may give now, as `use` arguments: 1 ship of
/// each type destroyed in the space combat under way, with the default payment.
pub fn salvage_offers(state: &State, seat: Seat) -> Vec<String> {
    let Some((_, c)) = current(state) else {
        return Vec::new();
    };
    let p = &state.players[seat];
    if effects::salvage_production_tech(&p.faction, &p.techs, state.rules).is_none() {
        return Vec::new();
    }
    c.destroyed_ships
        .iter()
        .filter_map(|kind| {
            let cost = units::def(state, seat, *kind)?.cost?;
            let pay = super::status::default_payment(
                state,
                seat,
                super::status::Cost::Resources(u32::from(cost)),
            )?;
            let args = format!("{} {}", kind.as_str(), pay.notation())
                .trim()
                .to_string();
            let mut trial = state.clone();
            salvage_build(&mut trial, seat, &args).ok().map(|_| args)
        })
        .collect()
}

/// Salvage Operations: produces 1 ship (`<unit> [pay <planets>] [tg <n>]`) of a type
/// destroyed in the space combat just won, in its system, paid as usual (not PRODUCTION: no
/// Sarween Tools).
pub fn salvage_build(state: &mut State, seat: Seat, args: &str) -> Result<LogEntry, Msg> {
    let help = || Msg::new("ti4-fx-salvage-help");
    let (system, c) = current(state)
        .map(|(s, c)| (s, c.clone()))
        .ok_or_else(help)?;
    let order = match crate::games::ti4::action::parse(state, &format!("produce 1 {args}")) {
        Ok(crate::games::ti4::action::Action::Produce(o)) => o,
        _ => return Err(help()),
    };
    let [(kind, 1)] = order.units[..] else {
        return Err(help());
    };
    if !kind.is_ship() || !c.destroyed_ships.contains(&kind) {
        return Err(help());
    }
    let i = units::system_index(state, system).ok_or_else(help)?;
    let limits = super::production::Limits {
        max_cost: None,
        no_discount: true,
        ..super::production::Limits::default()
    };
    let entry = super::production::build_limited(state, seat, i, &order, 1, None, limits)?;
    Ok(LogEntry::public(
        Msg::new("ti4-fx-log-salvage-production")
            .text("player", name(state, seat))
            .msg("production", entry.msg),
    ))
}

/// Asks the side whose technology makes a start-of-combat hit in a system with a wormhole
/// (Dimensional Splicer, asked of the effects registry) and who has ships here; once per
/// tactical action. Returns whether the engine now waits.
fn ask_wormhole_hit(state: &mut State, system: u32, c: &Combat) -> bool {
    if c.kind != CombatKind::Space || state.tech.splicer_asked {
        return false;
    }
    state.tech.splicer_asked = true;
    if units::wormholes_at(state, system).is_empty() {
        return false;
    }
    for seat in [c.attacker, c.defender] {
        let p = &state.players[seat];
        if effects::wormhole_hit_tech(&p.faction, &p.techs, state.rules).is_none() {
            continue;
        }
        if fighters_of(state, system, c, seat)
            .iter()
            .any(|(_, n, _)| *n > 0)
        {
            state.tech.pause = Some(super::techs::Pause::Splicer { seat });
            return true;
        }
    }
    false
}

// fxb
/// The `use` id of buying an opponent's infantry at the start of a ground combat (Yin's
/// Indoctrination).
pub const CONVERT: &str = "indoctrination";

/// Whether `seat` may replace 1 of its opponent's infantry in ground combat `c` with its own
/// now: the ability (the effects registry), an opposing infantry on the planet, an infantry in
/// its reinforcements and 2 influence to spend.
fn may_convert(state: &State, system: u32, c: &Combat, seat: Seat) -> bool {
    let Some(planet) = c.planet.as_deref() else {
        return false;
    };
    let Some(sys) = state.system_at(system) else {
        return false;
    };
    let p = &state.players[seat];
    effects::permits(
        &p.faction,
        state.rules,
        effects::Permission::ConvertInfantry,
    ) && units::count(sys, opponent(c, seat), UnitKind::Infantry, Some(planet)) > 0
        && units::on_board(state, seat, UnitKind::Infantry)
            < u32::from(UnitKind::Infantry.plastic_count())
        && super::status::default_payment(state, seat, super::status::Cost::Influence(2)).is_some()
}

/// Asks the first side of ground combat `c` who may use Indoctrination, once per planet in a
/// tactical action. Returns whether the engine now waits.
fn ask_convert(state: &mut State, system: u32, c: &Combat) -> bool {
    let Some(planet) = c.planet.clone() else {
        return false;
    };
    if c.kind != CombatKind::Ground || state.tech.convert_asked.contains(&planet) {
        return false;
    }
    state.tech.convert_asked.push(planet);
    for seat in [c.attacker, c.defender] {
        if may_convert(state, system, c, seat) {
            state.tech.pause = Some(super::techs::Pause::Convert { seat });
            return true;
        }
    }
    false
}

/// Dimensional Splicer's answer: 1 hit on `seat`'s opponent's ships in the space combat under
/// way, aimed at the ship type `args` names (the opponent assigns it to a ship of that type and
/// may sustain damage with it); with no type named, the opponent's choice.
pub fn wormhole_hit(state: &mut State, seat: Seat, args: &str) -> Result<Vec<LogEntry>, Msg> {
    let Some((system, c)) = current(state).map(|(s, c)| (s, c.clone())) else {
        return Err(Msg::new("ti4-tech-no-question"));
    };
    let them = opponent(&c, seat);
    let aimed = match args.trim() {
        "" => None,
        word => {
            let kind = wormhole_hit_targets(state, system, &c, seat)
                .into_iter()
                .find(|k| k.as_str().eq_ignore_ascii_case(word))
                .ok_or_else(|| Msg::new("ti4-fx-splicer-help"))?;
            Some(kind)
        }
    };
    let Some(cm) = combat_mut(state) else {
        return Err(Msg::new("ti4-tech-no-question"));
    };
    if seat == cm.attacker {
        cm.defender_hits = cm.defender_hits.saturating_add(1);
    } else {
        cm.attacker_hits = cm.attacker_hits.saturating_add(1);
    }
    if let Some(kind) = aimed {
        cm.aimed.push((them, kind));
    }
    let msg = match aimed {
        Some(kind) => Msg::new("ti4-fx-log-splicer-at")
            .text("player", name(state, seat))
            .text("other", name(state, them))
            .name("unit", kind.catalog_id()),
        None => Msg::new("ti4-fx-log-splicer").text("player", name(state, seat)),
    };
    Ok(vec![LogEntry::public(msg)])
}

/// The opponent's ship types Dimensional Splicer's hit may be aimed at (`seat`: its user).
pub fn wormhole_hit_targets(state: &State, system: u32, c: &Combat, seat: Seat) -> Vec<UnitKind> {
    let them = opponent(c, seat);
    let mut out: Vec<UnitKind> = Vec::new();
    for (kind, n, _) in fighters_of(state, system, c, them) {
        if kind.is_ship() && n > 0 && !out.contains(&kind) {
            out.push(kind);
        }
    }
    out
}

/// The Splicer buttons' targets for the combat under way (`seat`: its user).
pub fn wormhole_hit_choices(state: &State, seat: Seat) -> Vec<UnitKind> {
    current(state)
        .map(|(system, c)| wormhole_hit_targets(state, system, c, seat))
        .unwrap_or_default()
}

/// The default assignment when hits are aimed at unit types (Dimensional Splicer): 1 hit to a
/// unit of each aimed type (sustaining damage when it can), the rest as usual.
fn aimed_default(
    state: &State,
    system: u32,
    c: &Combat,
    seat: Seat,
    hits: u8,
    aimed: &[UnitKind],
) -> Vec<HitPick> {
    let mine = fighters_of(state, system, c, seat);
    let mut picks: Vec<HitPick> = Vec::new();
    let mut left = hits;
    for kind in aimed.iter().take(usize::from(hits)) {
        let (n, dmg) = mine
            .iter()
            .filter(|(k, _, _)| k == kind)
            .fold((0, 0), |acc, (_, n, d)| (acc.0 + n, acc.1 + d));
        if n == 0 {
            continue;
        }
        let used = picks
            .iter()
            .filter(|p| p.kind == *kind && p.sustain)
            .count() as u32;
        let sustain = may_sustain(state, system, c, seat, *kind) && n - dmg > used;
        picks.push(HitPick {
            kind: *kind,
            count: 1,
            sustain,
        });
        left -= 1;
    }
    if left > 0 {
        picks.extend(default_picks(state, seat, left));
    }
    picks
}

/// The Hacan flagship: `seat` pays 1 trade good for each die `picked` (indexes among their
/// dice in the roll waiting for rerolls) and adds 1 to its result; once per die.
fn boost_dice(state: &mut State, seat: Seat, picked: &[usize]) -> Result<Vec<LogEntry>, Msg> {
    let Some((_, c)) = current(state).map(|(s, c)| (s, c.clone())) else {
        return Err(Msg::new("ti4-reroll-not-now"));
    };
    if picked.iter().any(|i| c.boosted.contains(&(seat, *i))) {
        return Err(Msg::new("ti4-fx-kenara-once"));
    }
    let cost = picked.len();
    if cost > usize::from(state.players[seat].trade_goods) {
        return Err(
            Msg::new("ti4-not-enough-tg").num("have", i64::from(state.players[seat].trade_goods))
        );
    }
    let mut dice = c.dice.clone();
    let mut before = Vec::new();
    let mut after = Vec::new();
    for (k, d) in dice.iter_mut().filter(|d| d.seat == seat).enumerate() {
        if picked.contains(&k) {
            before.push(d.value);
            d.value = d.value.saturating_add(1);
            after.push(d.value);
        }
    }
    let Some(cm) = combat_mut(state) else {
        return Err(Msg::new("ti4-reroll-not-now"));
    };
    cm.dice = dice;
    cm.boosted.extend(picked.iter().map(|i| (seat, *i)));
    state.players[seat].trade_goods -= cost as u8;
    Ok(vec![LogEntry::public(
        Msg::new("ti4-fx-log-kenara")
            .text("player", name(state, seat))
            .num("count", cost as i64)
            .text("before", join(&before))
            .text("after", join(&after))
            .num("hits", hits_in(&state_dice(state), seat) as i64),
    )])
}

/// The Hacan flagship's buttons: each of `seat`'s dice that missed by exactly 1 and was not
/// raised yet, while they may pay.
pub fn kenara_choices(state: &State, seat: Seat) -> Vec<usize> {
    if may_reroll(state, seat, Reroll::Kenara).is_err() {
        return Vec::new();
    }
    let Some((_, c)) = current(state) else {
        return Vec::new();
    };
    c.dice
        .iter()
        .filter(|d| d.seat == seat)
        .enumerate()
        .filter(|(k, d)| {
            !d.hit() && i16::from(d.value) + 1 >= d.needs && !c.boosted.contains(&(seat, *k))
        })
        .map(|(k, _)| k)
        .take(10)
        .collect()
}
/// Indoctrination's answer: `seat` pays 2 influence (`args`: `pay <planets> [tg <n>]`, the
/// cheapest payment when none is given) and 1 opposing infantry on the planet is replaced by 1
/// of its own from reinforcements.
pub fn convert(state: &mut State, seat: Seat, args: &str) -> Result<Vec<LogEntry>, Msg> {
    let Some((system, c)) = current(state).map(|(s, c)| (s, c.clone())) else {
        return Err(Msg::new("ti4-fx-convert-help"));
    };
    if !may_convert(state, system, &c, seat) {
        return Err(Msg::new("ti4-fx-convert-help"));
    }
    let words: Vec<&str> = args.split_whitespace().collect();
    let (planets, tg) = super::strategic::payment(&words)?;
    let cost = super::status::Cost::Influence(2);
    let pay = if planets.is_empty() && tg == 0 {
        super::status::default_payment(state, seat, cost)
            .ok_or_else(|| Msg::new("ti4-fx-convert-help"))?
    } else {
        let p = super::status::Payment { planets, tg };
        super::status::check_payment(state, seat, cost, &p)?;
        p
    };
    super::status::apply_payment(state, seat, &pay);
    let planet = c.planet.clone().unwrap_or_default();
    let them = opponent(&c, seat);
    let i = units::system_index(state, system).ok_or_else(|| Msg::new("ti4-fx-convert-help"))?;
    units::remove(
        &mut state.systems[i],
        them,
        UnitKind::Infantry,
        Some(&planet),
        1,
        false,
    );
    units::add(
        &mut state.systems[i],
        seat,
        UnitKind::Infantry,
        Some(&planet),
        1,
    );
    Ok(vec![LogEntry::public(
        Msg::new("ti4-fx-log-convert")
            .text("player", name(state, seat))
            .text("other", name(state, them))
            .with("planet", content::planet_name(&planet))
            .msg("paid", pay.msg()),
    )])
}

// fxa (session 7)
/// After a space combat round: asks the first side whose sheet ability trades one of its
/// cruisers or destroyers for a hit then (Yin's Devotion, asked of the effects registry), if
/// it has one in the combat and the opponent still has ships there; once a round. Returns
/// whether the engine now waits.
fn ask_devotion(state: &mut State) -> bool {
    let Some((system, c)) = current(state).map(|(s, c)| (s, c.clone())) else {
        return false;
    };
    if c.kind != CombatKind::Space || c.cannon || c.devotion_round >= c.round || state.rules < 1 {
        return false;
    }
    if let Some(cm) = combat_mut(state) {
        cm.devotion_round = c.round;
    }
    for seat in [c.attacker, c.defender] {
        if !effects::devotes(&state.players[seat].faction, state.rules) {
            continue;
        }
        if side_alive(state, system, &c, opponent(&c, seat))
            && !sacrifice_options(state, seat).is_empty()
        {
            state.tech.pause = Some(super::techs::Pause::Devotion { seat });
            return true;
        }
    }
    false
}

// fxb (session 7)
/// After a round of space combat: asks the first side (the attacker first) whose technology
/// lets it destroy one of its units there to destroy up to 2 ships (Exotrireme II, the effects
/// registry), while both sides have ships; once per round. Returns whether the engine waits.
fn ask_scuttle(state: &mut State) -> bool {
    let Some((system, c)) = current(state).map(|(s, c)| (s, c.clone())) else {
        return false;
    };
    if c.kind != CombatKind::Space || c.scuttle_round == c.round || c.retreat.is_some() {
        return false;
    }
    if let Some(cm) = combat_mut(state) {
        cm.scuttle_round = c.round;
    }
    for seat in [c.attacker, c.defender] {
        let p = &state.players[seat];
        let Some((kind, _)) = effects::scuttle(&p.faction, &p.techs, state.rules) else {
            continue;
        };
        let Some(sys) = state.system_at(system) else {
            return false;
        };
        if units::count(sys, seat, kind, None) > 0 && !scuttle_offers(state, seat).is_empty() {
            state.tech.pause = Some(super::techs::Pause::Scuttle { seat });
            return true;
        }
    }
    false
}

/// Devotion's answer (`args`: `<destroyer|cruiser> [<ship type>]`): `seat` destroys 1 of its
/// cruisers or destroyers in the active system for 1 hit that `seat` assigns to one of its
/// opponent's ships there (fx8: the sheet lets Yin choose): the hit is aimed at the ship type
/// named (the opponent puts it on a ship of that type and may sustain damage with it). With
/// one ship type there, naming it is not needed.
pub fn devotion(state: &mut State, seat: Seat, args: &str) -> Result<Vec<LogEntry>, Msg> {
    let help = || Msg::new("ti4-fx-devotion-help");
    let mut words = args.split_whitespace();
    let unit = words.next().unwrap_or("");
    let aim = words.next();
    if words.next().is_some() {
        return Err(help());
    }
    let targets = devotion_targets(state, seat);
    let target = match aim {
        Some(w) => targets
            .iter()
            .copied()
            .find(|k| k.as_str().eq_ignore_ascii_case(w))
            .ok_or_else(help)?,
        None if targets.len() == 1 => targets[0],
        None => return Err(help()),
    };
    let kind = sacrifice_for_hit(state, seat, unit, false, "ti4-fx-devotion-help")?;
    let them = current(state).map_or(seat, |(_, c)| opponent(c, seat));
    if let Some(cm) = combat_mut(state) {
        cm.aimed.push((them, target));
    }
    Ok(vec![LogEntry::public(
        Msg::new("ti4-fx-log-devotion")
            .text("player", name(state, seat))
            .name("unit", kind.catalog_id())
            .text("opponent", name(state, them))
            .name("target", target.catalog_id()),
    )])
}

/// The opponent's ship types Devotion's hit may be assigned to (`seat`: Yin).
pub fn devotion_targets(state: &State, seat: Seat) -> Vec<UnitKind> {
    wormhole_hit_choices(state, seat)
}

/// After units are destroyed in a combat (not by space cannon offense): asks the first side
/// whose sheet ability gains a technology of the opponent once per combat (Nekro's
/// Technological Singularity, asked of the effects registry) if a unit of the opponent is
/// among the losses, the opponent does not hold their Antivirus face up, and there is a
/// technology to gain. Declining passes the chance for this combat. Returns whether the engine
/// now waits.
fn ask_singularity(state: &mut State) -> bool {
    let Some((_, c)) = current(state).map(|(s, c)| (s, c.clone())) else {
        return false;
    };
    if c.cannon || c.singularity || state.rules < 1 {
        return false;
    }
    for seat in [c.attacker, c.defender] {
        let them = opponent(&c, seat);
        if !effects::takes_tech_in_combat(&state.players[seat].faction, state.rules)
            || !(c.losses.iter().any(|l| l.seat == them) || c.lost_by.contains(&them))
            || super::notes::in_play_area(state, them, "antivirus", seat)
            || effects::factions::nekro::tech_gains(state, seat, them).is_empty()
        {
            continue;
        }
        if let Some(cm) = combat_mut(state) {
            cm.singularity = true;
        }
        state.tech.pause = Some(super::techs::Pause::Singularity { seat, from: them });
        return true;
    }
    false
}

/// At the start of a space combat: the sides with a unit in the system whose ability makes
/// their ground forces there fight as ships (the Nekro flagship, asked of the effects
/// registry) are recorded for the whole combat.
fn mark_ground_as_ships(state: &mut State, system: u32, c: &Combat) {
    if c.kind != CombatKind::Space || state.rules < 1 {
        return;
    }
    for seat in [c.attacker, c.defender] {
        let ships: Vec<(&UnitDef, u32)> = side_units(state, system, c, seat);
        if effects::combat::ground_forces_fight(&state.players[seat].faction, &ships, state.rules)
            && let Some(cm) = combat_mut(state)
            && !cm.ground_as_ships.contains(&seat)
        {
            cm.ground_as_ships.push(seat);
        }
    }
}
/// The scuttle's targets for `seat`: 1 or 2 of the opponent's ships in the combat's system
/// (ship type names; 2 of a type only if there are 2).
pub fn scuttle_offers(state: &State, seat: Seat) -> Vec<Vec<String>> {
    let Some((system, c)) = current(state) else {
        return Vec::new();
    };
    let them = opponent(c, seat);
    let ships: Vec<(UnitKind, u32)> = fighters_of(state, system, c, them)
        .into_iter()
        .filter(|(k, n, _)| k.is_ship() && *n > 0)
        .fold(Vec::new(), |mut acc: Vec<(UnitKind, u32)>, (k, n, _)| {
            match acc.iter_mut().find(|(x, _)| *x == k) {
                Some((_, m)) => *m += n,
                None => acc.push((k, n)),
            }
            acc
        });
    let mut out = Vec::new();
    for (a, (ka, na)) in ships.iter().enumerate() {
        for (kb, _) in ships.iter().skip(a + 1) {
            out.push(vec![ka.as_str().to_string(), kb.as_str().to_string()]);
        }
        if *na >= 2 {
            out.push(vec![ka.as_str().to_string(), ka.as_str().to_string()]);
        }
    }
    for (k, _) in &ships {
        out.push(vec![k.as_str().to_string()]);
    }
    out
}

/// Exotrireme II's scuttle: `seat` destroys 1 of its units of the technology's type in the
/// combat's system and up to 2 of the opponent's ships there (`args`: their types).
pub fn scuttle(state: &mut State, seat: Seat, args: &str) -> Result<Vec<LogEntry>, Msg> {
    let help = || Msg::new("ti4-fx-scuttle-help");
    let (system, c) = current(state)
        .map(|(s, c)| (s, c.clone()))
        .ok_or_else(help)?;
    let p = &state.players[seat];
    let (kind, _) = effects::scuttle(&p.faction, &p.techs, state.rules).ok_or_else(help)?;
    let mut wanted: Vec<String> = args
        .split_whitespace()
        .map(str::to_ascii_lowercase)
        .collect();
    wanted.sort();
    let ok = scuttle_offers(state, seat).into_iter().any(|mut o| {
        o.sort();
        o == wanted
    });
    if !ok {
        return Err(help());
    }
    let them = opponent(&c, seat);
    let i = units::system_index(state, system).ok_or_else(help)?;
    units::remove(&mut state.systems[i], seat, kind, None, 1, true);
    let mut lost = vec![Casualty {
        seat,
        kind,
        count: 1,
    }];
    let mut names = Vec::new();
    for w in &wanted {
        let Some(k) = UnitKind::ALL.into_iter().find(|k| k.as_str() == w) else {
            continue;
        };
        let (gone, _) = units::remove(&mut state.systems[i], them, k, None, 1, true);
        if gone > 0 {
            lost.push(Casualty {
                seat: them,
                kind: k,
                count: 1,
            });
            names.push(crate::core::msg::Arg::name(k.catalog_id()));
        }
    }
    let Some(cm) = combat_mut(state) else {
        return Err(help());
    };
    for l in &lost {
        if !cm.destroyed_ships.contains(&l.kind) {
            cm.destroyed_ships.push(l.kind);
        }
    }
    cm.losses.extend(lost);
    Ok(vec![LogEntry::public(
        Msg::new("ti4-fx-log-scuttle")
            .text("player", name(state, seat))
            .text("other", name(state, them))
            .list("ships", names),
    )])
}
