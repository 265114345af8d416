//! Tactical movement (§50.2–50.7) with transport (§31), capacity (§32), the fleet pool (§83),
//! wormholes (§45, §53) and anomalies: asteroid fields (§30) and supernovas (§76) block, a nebula
//! (§28) can only be the active system and gives move 1 to ships leaving it, a gravity rift (§70)
//! gives +1 move to ships leaving or passing it and makes them roll (1–3: removed).

use crate::games::ti4::effects::{self, Permission};
use std::collections::VecDeque;

use serde::{Deserialize, Serialize};

use super::action_phase::{require_turn, tactical_mut};
use super::{combat, name, units};
use crate::core::msg::Arg;
use crate::core::rules::Applied;
use crate::core::{GameRng, LogEntry, Msg, Seat};
use crate::games::WithArg;
use crate::games::ti4::content::{self, Anomaly, UnitKind};
use crate::games::ti4::state::{State, TacticalStep, UnitGroup};

/// Units moving out of one system (tile number) into the active system.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveGroup {
    pub from: u16,
    pub units: Vec<(UnitKind, u8)>,
}

fn anomaly(state: &State, position: u32) -> Option<Anomaly> {
    content::system(units::tile_at(state, position)).and_then(|s| s.anomaly)
}

/// The cheapest legal path from `from` to `to` for `seat`'s ships: (cost in move points, rifts
/// left on the way). Entering a system costs 1; leaving a gravity rift gives +1 (§70.1), so a
/// step out of a rift costs 0. Asteroid fields and supernovas cannot be entered; a nebula only
/// as the destination; no passing through systems with other players' ships (§50.4).
pub fn path_cost(state: &State, seat: Seat, from: u32, to: u32) -> Option<(u32, u32)> {
    path_cost_with(state, seat, from, to, false)
}

/// [`path_cost`]; `unblocked`: other players' ships do not block (every moving ship has an
/// ability saying so, asked of the effects registry: the Yssaril flagship).
pub fn path_cost_with(
    state: &State,
    seat: Seat,
    from: u32,
    to: u32,
    unblocked: bool,
) -> Option<(u32, u32)> {
    // 0-1 BFS over (position) with (cost, rifts) lexicographic.
    let mut best: Vec<(u32, Option<(u32, u32)>)> = Vec::new();
    let get = |best: &Vec<(u32, Option<(u32, u32)>)>, p: u32| {
        best.iter().find(|(q, _)| *q == p).and_then(|(_, c)| *c)
    };
    let mut queue = VecDeque::new();
    best.push((from, Some((0, 0))));
    queue.push_back(from);
    while let Some(p) = queue.pop_front() {
        let (cost, rifts) = get(&best, p).expect("visited");
        if p == to {
            continue;
        }
        // Ships may not pass through a system holding another player's ships, unless their
        // owner has Light-Wave Deflector.
        if p != from
            && !unblocked
            && !units::has_tech(state, seat, "light_wave_deflector")
            && !silent(state, seat, from)
            && let Some(i) = units::system_index(state, p)
            && units::ship_owners(&state.systems[i])
                .iter()
                .any(|o| *o != seat)
        {
            continue;
        }
        let leaving_rift = anomaly(state, p) == Some(Anomaly::GravityRift);
        for q in units::adjacent_for(state, seat, p) {
            // Enforced Travel Ban (a law, §36): alpha/beta wormholes do not carry movement.
            if super::agenda_effects::travel_banned(state, p, q) {
                continue;
            }
            match anomaly(state, q) {
                // Antimass Deflectors: the owner's ships may move into and through asteroid fields.
                Some(Anomaly::AsteroidField)
                    if units::has_tech(state, seat, "antimass_deflectors") => {}
                // Magmus Reactor (registry): into supernovas, and so through them.
                Some(Anomaly::Supernova) if effects::enters_supernovas(state, seat) => {}
                // Gashlai Physiology (Muaat): through supernovas, not into one (registry).
                Some(Anomaly::Supernova)
                    if q != to
                        && effects::permits(
                            &state.players[seat].faction,
                            state.rules,
                            Permission::MoveThroughSupernovas,
                        ) => {}
                Some(Anomaly::AsteroidField) | Some(Anomaly::Supernova) => continue,
                // Shared Research (a law, §36): nebulae may be moved through.
                Some(Anomaly::Nebula)
                    if q != to && !super::agenda_effects::in_force(state, "shared_research") =>
                {
                    continue;
                }
                _ => {}
            }
            let step = if leaving_rift { (0, 1) } else { (1, 0) };
            let cand = (cost + step.0, rifts + step.1);
            let better = match get(&best, q) {
                None => true,
                Some(old) => cand < old,
            };
            if better {
                best.retain(|(x, _)| *x != q);
                best.push((q, Some(cand)));
                if step.0 == 0 {
                    queue.push_front(q);
                } else {
                    queue.push_back(q);
                }
            }
        }
    }
    get(&best, to)
}

/// In the Silence of Space: `seat`'s ships starting at `from` pass other players' ships.
fn silent(state: &State, seat: Seat, from: u32) -> bool {
    super::action_phase::active(state)
        .is_some_and(|(a, t)| a == seat && t.is_some_and(|t| t.silent_from == Some(from)))
}

/// §50: validates and performs the declared movement, then starts the next step.
pub fn apply(
    state: &mut State,
    seat: Seat,
    groups: &[MoveGroup],
    rng: &mut GameRng,
) -> Result<Applied, Msg> {
    // fxb: a unit that may move before the other ships (the Creuss flagship, the effects
    // registry) moves after them unless only moving first lets them arrive; a path refusal
    // comes before any die is rolled, so the second try rolls the same dice.
    let mut after = state.clone();
    match apply_ordered(&mut after, seat, groups, rng, false) {
        Ok(a) => {
            *state = after;
            Ok(a)
        }
        Err(e)
            if matches!(
                e.id.as_str(),
                "ti4-move-no-path" | "ti4-move-too-far" | "ti4-move-needs-ship"
            ) && lead_group(state, seat, groups).is_some() =>
        {
            apply_ordered(state, seat, groups, rng, true).map_err(|_| e)
        }
        Err(e) => Err(e),
    }
}

/// The moving group (its start tile and unit type) holding a unit that may move before the
/// other ships (the Creuss flagship), if another group moves too.
fn lead_group(state: &State, seat: Seat, groups: &[MoveGroup]) -> Option<(u16, UnitKind)> {
    if groups.len() < 2 {
        return None;
    }
    groups.iter().find_map(|g| {
        g.units.iter().find_map(|(kind, _)| {
            units::def(state, seat, *kind)
                .filter(|d| effects::moves_first(d, state.rules))
                .map(|_| (g.from, *kind))
        })
    })
}

/// [`apply`]; `lead_first`: the lead unit has moved into the active system before the other
/// groups find their paths.
fn apply_ordered(
    state: &mut State,
    seat: Seat,
    groups: &[MoveGroup],
    rng: &mut GameRng,
    lead_first: bool,
) -> Result<Applied, Msg> {
    let tactical = require_turn(state, seat)?.ok_or_else(|| Msg::new("ti4-activate-first"))?;
    if tactical.step != TacticalStep::Movement {
        return Err(Msg::new("ti4-wrong-step-move"));
    }
    // Ceasefire: nothing moves in.
    if tactical.ceasefire && !groups.is_empty() {
        return Err(Msg::new("ti4-ceasefire"));
    }
    let active = tactical.system;
    let move_bonus = u32::from(tactical.move_bonus);
    let active_tile = units::tile_at(state, active);
    let before = state.clone();
    // The board the other groups find their paths on (the lead unit already moved in).
    let lead = if lead_first {
        lead_group(&before, seat, groups)
    } else {
        None
    };
    let mut paths = before.clone();
    if let Some((tile, kind)) = lead
        && let Some(fi) =
            units::position_of_tile(&paths, tile).and_then(|p| units::system_index(&paths, p))
        && let Some(ai) = units::system_index(&paths, active)
    {
        units::remove(&mut paths.systems[fi], seat, kind, None, 1, false);
        units::add(&mut paths.systems[ai], seat, kind, None, 1);
    }
    let mut log = Vec::new();
    let mut arriving: Vec<(UnitKind, u32, u32)> = Vec::new(); // kind, count, rifts exited
    let mut seen_from = Vec::new();
    // Groups of only fighters and ground forces, picked up by a passing ship (§31).
    let mut pickups: Vec<(&MoveGroup, u32, u32)> = Vec::new();
    // Each moving group of ships: start, move value, spare capacity, move value with Gravity
    // Drive on its slowest ship.
    let mut carriers: Vec<(u32, u32, u32, u32)> = Vec::new();
    // Gravity Drive: +1 move for one ship in this tactical action, given where a move needs it.
    let mut gravity = units::has_tech(state, seat, super::techs::GRAVITY_DRIVE);
    // Where units moved out from, for the round's record (§50 KO): position, units.
    let mut outs: Vec<(u32, Vec<(UnitKind, u8)>)> = Vec::new();
    for g in groups {
        if seen_from.contains(&g.from) {
            return Err(Msg::new("ti4-move-twice").num("tile", g.from as i64));
        }
        seen_from.push(g.from);
        let Some(from) = units::position_of_tile(&before, g.from) else {
            return Err(Msg::new("ti4-no-such-system").num("tile", g.from as i64));
        };
        if from == active {
            return Err(Msg::new("ti4-move-from-active").num("tile", g.from as i64));
        }
        let fi = units::system_index(&before, from).expect("on the board");
        let src = &before.systems[fi];
        // §50.3: no ship may move out of a system that holds its owner's command token.
        if src.command_tokens.contains(&seat) {
            return Err(Msg::new("ti4-move-from-own-token").num("tile", g.from as i64));
        }
        let mut move_value = u32::MAX;
        let mut moves: Vec<(u32, u32)> = Vec::new();
        let mut capacity = 0u32;
        let mut cargo = 0u32;
        let mut ships = 0u32;
        for (kind, n) in &g.units {
            let n = *n as u32;

            let available = if kind.is_ground_force() {
                units::count_anywhere(src, seat, *kind)
            } else {
                units::count(src, seat, *kind, None)
            };
            if n == 0 || available < n {
                return Err(Msg::new("ti4-move-not-there")
                    .with("units", describe(&[(*kind, n as u8)]))
                    .num("tile", g.from as i64)
                    .num("have", available as i64));
            }
            let d = units::def(&before, seat, *kind)
                .ok_or_else(|| Msg::new("ti4-unknown-unit").text("unit", kind.as_str()))?;
            // Structures stay put (§10), except those that stand in space and move like a ship
            // (the Saar floating factory).
            if kind.is_structure() && !(d.placed_in_space && d.move_value.is_some()) {
                return Err(Msg::new("ti4-structures-dont-move"));
            }
            match d.move_value {
                Some(m) if kind.is_ship() || d.placed_in_space => {
                    ships += n;
                    capacity += d.capacity as u32 * n;
                    move_value = move_value.min(m as u32);
                    moves.push((m as u32, n));
                }
                _ => cargo += n,
            }
        }
        if ships == 0 {
            // Only fighters and ground forces: they must be picked up on the way (§31).
            pickups.push((g, from, cargo));
            continue;
        }
        // §31/§32: fighters and ground forces travel within the moving ships' capacity.
        if cargo > capacity {
            return Err(Msg::new("ti4-move-capacity")
                .num("cargo", cargo as i64)
                .num("capacity", capacity as i64));
        }
        // §28: ships that start in a nebula have move 1.
        if anomaly(&before, from) == Some(Anomaly::Nebula) {
            move_value = 1;
            moves = vec![(1, ships)];
        }
        // Slipstream (registry): +1 move from its owner's home system or an alpha/beta system.
        let slip = u32::from(
            effects::permits(
                &before.players[seat].faction,
                before.rules,
                Permission::WormholeMoveBonus,
            ) && (from == before.players[seat].home_position
                || units::has_alpha_beta(&before, from)),
        );
        move_value += slip;
        // Gravity Drive on the slowest ship: the group then moves as far as its next slowest.
        let boosted = gravity_move(&moves) + move_bonus + slip;
        // Flank Speed: +1 for this tactical action (it modifies the nebula's move 1 too).
        move_value += move_bonus;
        let unblocked = g.units.iter().all(|(kind, _)| {
            !kind.is_ship()
                || units::def(&before, seat, *kind)
                    .is_some_and(|d| effects::moves_through_ships(d, before.rules))
        }) && g.units.iter().any(|(kind, _)| kind.is_ship());
        let board = if lead.is_some_and(|(t, _)| t == g.from) {
            &before
        } else {
            &paths
        };
        let Some((cost, rifts)) = path_cost_with(board, seat, from, active, unblocked) else {
            return Err(Msg::new("ti4-move-no-path")
                .num("from", g.from as i64)
                .num("to", active_tile as i64));
        };
        if cost > move_value && gravity && cost <= boosted {
            gravity = false;
            move_value = boosted;
            log.push(LogEntry::public(
                Msg::new("ti4-log-gravity-drive")
                    .text("player", name(state, seat))
                    .num("from", g.from as i64),
            ));
        }
        if cost > move_value {
            return Err(Msg::new("ti4-move-too-far")
                .num("from", g.from as i64)
                .num("to", active_tile as i64)
                .num("needed", cost as i64)
                .num("move", move_value as i64));
        }
        carriers.push((from, move_value, capacity - cargo, boosted.max(move_value)));
        let si = units::system_index(state, from).expect("on the board");
        take_out(state, seat, si, g)?;
        note_out(&mut outs, from, &g.units);
        arriving.extend(g.units.iter().map(|(kind, n)| (*kind, *n as u32, rifts)));
        log.push(LogEntry::public(
            Msg::new("ti4-log-move")
                .text("player", name(state, seat))
                .with("units", describe(&g.units))
                .msg("from", super::action_phase::tile_label(state, g.from))
                .msg("to", super::action_phase::tile_label(state, active_tile)),
        ));
    }

    // §31: fighters and ground forces picked up in a system a moving ship passes through (not
    // one holding the mover's command token, nor other players' ships).
    for (g, at, cargo) in pickups {
        let idx = units::system_index(&before, at).expect("on the board");
        let here = &before.systems[idx];
        if here.command_tokens.contains(&seat) {
            return Err(Msg::new("ti4-move-from-own-token").num("tile", g.from as i64));
        }
        if units::ship_owners(here).iter().any(|o| *o != seat) {
            return Err(Msg::new("ti4-pickup-blocked").num("tile", g.from as i64));
        }
        let reaches = |from: u32, mv: u32| {
            matches!(
                (path_cost(&paths, seat, from, at), path_cost(&paths, seat, at, active)),
                (Some((a, _)), Some((b, _))) if a + b <= mv
            )
        };
        let mut carrier = carriers
            .iter()
            .position(|(from, mv, spare, _)| *spare >= cargo && reaches(*from, *mv));
        // Gravity Drive (not used yet) may give the carrying group's slowest ship the detour.
        if carrier.is_none() && gravity {
            carrier = carriers
                .iter()
                .position(|(from, _, spare, gd)| *spare >= cargo && reaches(*from, *gd));
            if let Some(k) = carrier {
                gravity = false;
                carriers[k].1 = carriers[k].3;
                log.push(LogEntry::public(
                    Msg::new("ti4-log-gravity-drive")
                        .text("player", name(state, seat))
                        .num("from", units::tile_at(&before, carriers[k].0) as i64),
                ));
            }
        }
        let Some(k) = carrier else {
            return Err(Msg::new("ti4-move-needs-ship").num("tile", g.from as i64));
        };
        carriers[k].2 -= cargo;
        let si = units::system_index(state, at).expect("on the board");
        take_out(state, seat, si, g)?;
        note_out(&mut outs, at, &g.units);
        arriving.extend(g.units.iter().map(|(kind, n)| (*kind, *n as u32, 0)));
        log.push(LogEntry::public(
            Msg::new("ti4-log-pickup")
                .text("player", name(state, seat))
                .with("units", describe(&g.units))
                .num("from", g.from as i64),
        ));
    }

    // §70: each ship that left or passed a gravity rift rolls once per rift; 1–3 is removed,
    // and cargo it can no longer carry goes with it.
    let mut rolled = false;
    let mut rift_losses: Vec<(UnitKind, u32)> = Vec::new();
    let mut survivors: Vec<(UnitKind, u32)> = Vec::new();
    for (kind, n, rifts) in &arriving {
        let is_ship = units::def(state, seat, *kind)
            .is_some_and(|d| d.move_value.is_some() && (kind.is_ship() || d.placed_in_space));
        let mut alive = *n;
        if is_ship && *rifts > 0 {
            let mut dice = Vec::new();
            for _ in 0..*n {
                let mut dead = false;
                for _ in 0..*rifts {
                    let d = rng.roll(10);
                    dice.push(d);
                    if d <= 3 {
                        dead = true;
                    }
                }
                if dead {
                    alive -= 1;
                }
            }
            rolled = true;
            log.push(LogEntry::public(
                Msg::new("ti4-log-rift")
                    .with("unit", Arg::name(kind.catalog_id()))
                    .text("dice", join(&dice))
                    .num("lost", (*n - alive) as i64),
            ));
            if alive < *n {
                rift_losses.push((*kind, *n - alive));
            }
        }
        survivors.push((*kind, alive));
    }
    let ai = units::system_index(state, active).expect("active on the board");
    for (kind, n) in &survivors {
        units::add(&mut state.systems[ai], seat, *kind, None, *n);
    }
    // Cargo beyond the surviving capacity was aboard removed ships (§70.3).
    if !rift_losses.is_empty() {
        let mut excess = units::load(state, &state.systems[ai], seat).excess();
        let mut lost_aboard: Vec<(UnitKind, u8)> = Vec::new();
        for kind in [UnitKind::Infantry, UnitKind::Fighter] {
            if excess == 0 {
                break;
            }
            let (t, _) = units::remove(&mut state.systems[ai], seat, kind, None, excess, false);
            excess -= t;
            if t > 0 {
                lost_aboard.push((kind, t as u8));
            }
        }
        if !lost_aboard.is_empty() {
            log.push(LogEntry::public(
                Msg::new("ti4-log-rift-cargo")
                    .text("player", name(state, seat))
                    .with("units", describe(&lost_aboard)),
            ));
        }
    }
    // §83: the fleet pool caps the non-fighter ships in a system (and Fighter II beyond
    // capacity); §32: capacity.
    let fleet = units::fleet_count(state, &state.systems[ai], seat);
    let pool = units::fleet_room(state, seat);
    if fleet > pool {
        return Err(Msg::new("ti4-fleet-pool")
            .num("ships", fleet as i64)
            .num("pool", pool as i64));
    }
    let load = units::load(state, &state.systems[ai], seat);
    if load.excess() > 0 && !rolled {
        return Err(Msg::new("ti4-move-capacity")
            .num("cargo", load.cargo as i64)
            .num("capacity", load.capacity as i64));
    }
    // The round's record for the board's key: what left each system, and for where (§50 KO).
    for (from, units) in outs {
        state.record(
            from,
            crate::games::ti4::state::Happened::MovedOut {
                seat,
                units,
                to: active,
            },
        );
    }
    if groups.is_empty() {
        log.push(LogEntry::public(
            Msg::new("ti4-log-no-move").text("player", name(state, seat)),
        ));
    }
    // Experimental Battlestation (FAQ 41): ships actually moved in; a pause for the players who
    // may fire it, before space cannon offense.
    let moved_in = survivors.iter().any(|(k, n)| *n > 0 && k.is_ship());
    // The round's record for the board's key: who moved into the active system (§50.2 KO).
    if moved_in {
        state.record(active, crate::games::ti4::state::Happened::MovedIn { seat });
    }
    // fxa: ships moved into a system with another player's ships: Foresight (the effects
    // registry) is asked first.
    if moved_in && ask_foresight(state, seat, active) {
        return Ok(Applied {
            log,
            barrier: rolled,
        });
    }
    log.extend(after_moved_in(state, moved_in, rng));
    Ok(Applied {
        log,
        barrier: rolled,
    })
}

/// The move value of a group of ships (move value, count) when one of them gets +1 (Gravity
/// Drive): the slowest ship is boosted, so the group goes as far as the next slowest allows.
fn gravity_move(moves: &[(u32, u32)]) -> u32 {
    let Some(slowest) = moves.iter().map(|(m, _)| *m).min() else {
        return 0;
    };
    let at_slowest: u32 = moves
        .iter()
        .filter(|(m, _)| *m == slowest)
        .map(|(_, n)| *n)
        .sum();
    if at_slowest > 1 {
        return slowest;
    }
    let next = moves
        .iter()
        .map(|(m, _)| *m)
        .filter(|m| *m > slowest)
        .min()
        .unwrap_or(u32::MAX);
    (slowest + 1).min(next)
}

/// Takes a group's units out of the system at index `si` (ground forces from the space area
/// first, then from planets, §31) and checks that what stays behind still fits the capacity left
/// there (§32).
fn take_out(state: &mut State, seat: Seat, si: usize, g: &MoveGroup) -> Result<(), Msg> {
    for (kind, n) in &g.units {
        let mut left = *n as u32;
        let (taken, _) = units::remove(&mut state.systems[si], seat, *kind, None, left, false);
        left -= taken;
        let planets: Vec<String> = state.systems[si]
            .units
            .iter()
            .filter(|u| u.owner == seat && u.kind == *kind && u.planet.is_some())
            .filter_map(|u| u.planet.clone())
            .collect();
        for p in planets {
            if left == 0 {
                break;
            }
            let (t, _) = units::remove(&mut state.systems[si], seat, *kind, Some(&p), left, false);
            left -= t;
        }
    }
    let left = units::load(state, &state.systems[si], seat);
    if left.excess() > 0 {
        return Err(Msg::new("ti4-move-leaves-cargo")
            .num("tile", g.from as i64)
            .num("cargo", left.cargo as i64)
            .num("capacity", left.capacity as i64));
    }
    Ok(())
}

/// Units in words, in the reader's language, each count agreeing with its noun: "2
/// dreadnoughts, 1 carrier, 1 PDS" (`ti4-units-n`; issue 16 item 7).
/// Adds `units` to what moved out of the system at `from` (`outs`), merged per system and kind.
fn note_out(outs: &mut Vec<(u32, Vec<(UnitKind, u8)>)>, from: u32, units: &[(UnitKind, u8)]) {
    let at = match outs.iter().position(|(p, _)| *p == from) {
        Some(i) => i,
        None => {
            outs.push((from, Vec::new()));
            outs.len() - 1
        }
    };
    if let Some((_, list)) = outs.get_mut(at) {
        for (kind, n) in units {
            match list.iter_mut().find(|(k, _)| k == kind) {
                Some((_, m)) => *m = m.saturating_add(*n),
                None => list.push((*kind, *n)),
            }
        }
    }
}

pub fn describe(units: &[(UnitKind, u8)]) -> Arg {
    Arg::List(
        units
            .iter()
            .map(|(k, n)| {
                Arg::msg(
                    Msg::new("ti4-units-n")
                        .num("count", i64::from(*n))
                        .text("kind", k.as_str()),
                )
            })
            .collect(),
    )
}

pub fn join(dice: &[u8]) -> String {
    dice.iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Sets the step of the tactical action under way.
pub fn set_step(state: &mut State, step: TacticalStep) {
    if let Some(t) = tactical_mut(state) {
        t.step = step;
    }
}

// fxa (session 7)
/// After the active player's ships moved (`moved_in`: some arrived): the moment after the move
/// (Experimental Battlestation) when ships arrived, then space cannon offense and combat.
pub(crate) fn after_moved_in(
    state: &mut State,
    moved_in: bool,
    rng: &mut GameRng,
) -> Vec<LogEntry> {
    if moved_in && super::moments::open(state, super::moments::Moment::AfterMove) {
        return Vec::new();
    }
    combat::after_movement(state, rng)
}

/// Where `seat` may withdraw its ships from the system at `active` with Foresight: adjacent
/// systems (as `seat` sees adjacency) without another player's ships that ships may enter (not
/// an asteroid field or a supernova).
pub fn foresight_destinations(state: &State, seat: Seat, active: u32) -> Vec<u32> {
    units::adjacent_for(state, seat, active)
        .into_iter()
        .filter(|p| {
            let Some(j) = units::system_index(state, *p) else {
                return false;
            };
            let sys = &state.systems[j];
            let blocked = matches!(
                anomaly(state, *p),
                Some(Anomaly::AsteroidField) | Some(Anomaly::Supernova)
            );
            !blocked && !units::ship_owners(sys).iter().any(|o| *o != seat)
        })
        .collect()
}

/// After `mover` moved ships into the system at `active`: asks the first other player with
/// ships there whose sheet ability withdraws them (Naalu's Foresight, asked of the effects
/// registry), with a strategy-pool token and a system to go to. Returns whether the engine now
/// waits.
fn ask_foresight(state: &mut State, mover: Seat, active: u32) -> bool {
    if state.rules < 1 {
        return false;
    }
    let Some(ai) = units::system_index(state, active) else {
        return false;
    };
    for seat in units::ship_owners(&state.systems[ai]) {
        let p = &state.players[seat];
        if seat == mover
            || p.tokens.strategy == 0
            || !effects::withdraws_before_combat(&p.faction, state.rules)
            || foresight_destinations(state, seat, active).is_empty()
        {
            continue;
        }
        state.tech.pause = Some(super::techs::Pause::Foresight { seat });
        return true;
    }
    false
}

/// Foresight's answer: `seat` places 1 strategy-pool token in the system with tile `args`
/// (one of [`foresight_destinations`]) and moves its units in the active system's space area
/// there (its ships, with the fighters and ground forces they carry).
pub fn foresight(state: &mut State, seat: Seat, args: &str) -> Result<Vec<LogEntry>, Msg> {
    let help = || Msg::new("ti4-fx-foresight-help");
    let Some((_, Some(t))) = super::action_phase::active(state).map(|(s, t)| (s, t.cloned()))
    else {
        return Err(help());
    };
    let active = t.system;
    let tile: u16 = args.trim().parse().map_err(|_| help())?;
    let to = units::position_of_tile(state, tile)
        .filter(|p| foresight_destinations(state, seat, active).contains(p))
        .ok_or_else(help)?;
    if state.players[seat].tokens.strategy == 0 {
        return Err(help());
    }
    let (ai, ti) = match (
        units::system_index(state, active),
        units::system_index(state, to),
    ) {
        (Some(a), Some(b)) => (a, b),
        _ => return Err(help()),
    };
    let moving: Vec<UnitGroup> = state.systems[ai]
        .units
        .iter()
        .filter(|u| u.owner == seat && u.planet.is_none() && u.count > 0)
        .filter(|u| u.kind.is_ship() || u.kind.is_ground_force())
        .cloned()
        .collect();
    state.systems[ai].units.retain(|u| {
        !(u.owner == seat && u.planet.is_none() && (u.kind.is_ship() || u.kind.is_ground_force()))
    });
    let listed: Vec<(UnitKind, u8)> = moving.iter().map(|u| (u.kind, u.count)).collect();
    for g in moving {
        match state.systems[ti]
            .units
            .iter_mut()
            .find(|u| u.owner == seat && u.kind == g.kind && u.planet.is_none())
        {
            Some(u) => {
                u.count = u.count.saturating_add(g.count);
                u.damaged = u.damaged.saturating_add(g.damaged);
            }
            None => state.systems[ti].units.push(g),
        }
    }
    let p = &mut state.players[seat];
    p.tokens.strategy -= 1;
    if state.systems[ti].command_tokens.contains(&seat) {
        p.tokens.reinforcements += 1;
    } else {
        state.systems[ti].command_tokens.push(seat);
    }
    Ok(vec![LogEntry::public(
        Msg::new("ti4-fx-log-foresight")
            .text("player", name(state, seat))
            .with("units", describe(&listed))
            .num("from", i64::from(units::tile_at(state, active)))
            .num("to", i64::from(tile)),
    )])
}

#[cfg(test)]
mod words_tests {
    use super::*;
    use crate::core::msg::Translate;
    use crate::i18n::Tr;

    /// Issue 16 item 7 (the log in words, correct plurals) and the design's "text is
    /// translated at the edge": units in a log line are named in the reader's language, each
    /// count agreeing with its noun, never by their ids ("2 dreadnought", "space_dock").
    #[test]
    fn units_are_named_in_words_in_every_language() {
        let units = [
            (UnitKind::Dreadnought, 2),
            (UnitKind::Carrier, 1),
            (UnitKind::Pds, 1),
        ];
        let said = |lang: &str| {
            Tr::for_locale(Some(lang)).tr(&Msg::new("plain").with("text", describe(&units)))
        };
        assert_eq!(said("en"), "2 dreadnoughts, 1 carrier, 1 PDS");
        assert_eq!(said("ko"), "드레드노트 2척, 항공모함 1척, PDS 1기");
        assert_eq!(said("ja"), "ド級艦 2 隻, 輸送艦 1 隻, 対宙要塞 1 基");
        for lang in ["en", "ko", "ja"] {
            let tr = Tr::for_locale(Some(lang));
            for kind in UnitKind::ALL {
                for n in [1, 2] {
                    let text = tr.tr(&Msg::new("plain").with("text", describe(&[(kind, n)])));
                    let ids_left = if lang == "en" {
                        text.contains('_') || text.contains("pds")
                    } else {
                        text.replace("PDS", "")
                            .chars()
                            .any(|c| c.is_ascii_alphabetic())
                    };
                    assert!(!ids_left, "{lang}: {text} names the unit by its id");
                    assert!(text.contains(&n.to_string()), "{lang}: {text}");
                }
            }
        }
    }
}
