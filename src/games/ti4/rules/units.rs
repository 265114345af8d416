//! Units on the board: which stats apply to a player's unit (§48 unit upgrades as data), and
//! counting, adding and removing units in systems.

use crate::core::Seat;
use crate::core::hex::Hex;
use crate::games::ti4::content::{self, SystemKind, UnitDef, UnitKind, Wormhole};
use crate::games::ti4::state::{State, SystemState, UnitGroup};

/// The unit card that applies to `seat`'s units of `kind`: the faction's own unit if it has one,
/// upgraded when the player owns the upgrade technology (§48).
pub fn def(state: &State, seat: Seat, kind: UnitKind) -> Option<&'static UnitDef> {
    let p = state.players.get(seat)?;
    let upgraded = p
        .techs
        .iter()
        .filter_map(|t| content::tech(t))
        .filter_map(|t| t.unit_upgrade.as_deref())
        .filter_map(content::unit)
        // The War Sun technology unlocks the level-I war sun: not an upgrade.
        .any(|u| u.kind == kind && u.is_upgraded());
    content::content().unit_for(Some(&p.faction), kind, upgraded)
}

/// Whether `seat` owns a technology (by id).
pub fn has_tech(state: &State, seat: Seat, tech: &str) -> bool {
    state
        .players
        .get(seat)
        .is_some_and(|p| p.techs.iter().any(|t| t == tech))
}

pub fn system_index(state: &State, position: u32) -> Option<usize> {
    state.systems.iter().position(|s| s.position == position)
}

/// The position of the system holding `tile`.
pub fn position_of_tile(state: &State, tile: u16) -> Option<u32> {
    state
        .systems
        .iter()
        .find(|s| s.tile == tile)
        .map(|s| s.position)
}

pub fn tile_at(state: &State, position: u32) -> u16 {
    state.system_at(position).map(|s| s.tile).unwrap_or(0)
}

/// Units of `owner` and `kind` in a system's space area (`planet` None) or on a planet.
pub fn count(sys: &SystemState, owner: Seat, kind: UnitKind, planet: Option<&str>) -> u32 {
    sys.units
        .iter()
        .filter(|u| u.owner == owner && u.kind == kind && u.planet.as_deref() == planet)
        .map(|u| u.count as u32)
        .sum()
}

/// All of `owner`'s units of `kind` in the system, space and planets.
pub fn count_anywhere(sys: &SystemState, owner: Seat, kind: UnitKind) -> u32 {
    sys.units
        .iter()
        .filter(|u| u.owner == owner && u.kind == kind)
        .map(|u| u.count as u32)
        .sum()
}

pub fn add(sys: &mut SystemState, owner: Seat, kind: UnitKind, planet: Option<&str>, n: u32) {
    if n == 0 {
        return;
    }
    if let Some(g) = sys
        .units
        .iter_mut()
        .find(|u| u.owner == owner && u.kind == kind && u.planet.as_deref() == planet)
    {
        g.count = g.count.saturating_add(n as u8);
    } else {
        sys.units.push(UnitGroup {
            owner,
            kind,
            count: n as u8,
            planet: planet.map(str::to_string),
            damaged: 0,
        });
    }
}

/// Removes up to `n` units (undamaged first unless `damaged_first`); returns how many were
/// removed and how many of those were damaged.
pub fn remove(
    sys: &mut SystemState,
    owner: Seat,
    kind: UnitKind,
    planet: Option<&str>,
    n: u32,
    damaged_first: bool,
) -> (u32, u32) {
    let mut removed = 0;
    let mut removed_damaged = 0;
    if let Some(g) = sys
        .units
        .iter_mut()
        .find(|u| u.owner == owner && u.kind == kind && u.planet.as_deref() == planet)
    {
        let take = n.min(g.count as u32);
        let undamaged = (g.count - g.damaged) as u32;
        let dmg_taken = if damaged_first {
            take.min(g.damaged as u32)
        } else {
            take.saturating_sub(undamaged)
        };
        g.count -= take as u8;
        g.damaged -= dmg_taken as u8;
        removed = take;
        removed_damaged = dmg_taken;
    }
    sys.units.retain(|u| u.count > 0);
    (removed, removed_damaged)
}

/// Seats with ships in a system's space area (§84: fighters are ships).
pub fn ship_owners(sys: &SystemState) -> Vec<Seat> {
    let mut v: Vec<Seat> = sys
        .units
        .iter()
        .filter(|u| u.planet.is_none() && u.kind.is_ship())
        .map(|u| u.owner)
        .collect();
    v.sort();
    v.dedup();
    v
}

pub fn has_ships(sys: &SystemState, owner: Seat) -> bool {
    sys.units
        .iter()
        .any(|u| u.owner == owner && u.planet.is_none() && u.kind.is_ship())
}

/// §53 adjacency: tiles sharing an edge, and tiles with a matching wormhole (§45).
pub fn adjacent_positions(state: &State, position: u32) -> Vec<u32> {
    let here = Hex::from_position(position);
    let detached = state.system_at(position).is_some_and(|s| s.detached);
    let mut out: Vec<u32> = state
        .systems
        .iter()
        .filter(|s| !detached && !s.detached && Hex::from_position(s.position).is_adjacent(here))
        .map(|s| s.position)
        .collect();
    // The printed wormholes plus any Creuss wormhole token placed there (Creuss Iff).
    let wormholes = |pos: u32| -> Vec<Wormhole> {
        let mut w = content::system(tile_at(state, pos))
            .map(|s| s.wormholes.clone())
            .unwrap_or_default();
        w.extend(
            state
                .creuss_tokens
                .iter()
                .filter(|(_, p)| *p == pos)
                .map(|(k, _)| *k),
        );
        w
    };
    let mine = wormholes(position);
    // Wormhole Reconstruction (a law): alpha and beta are one network.
    // Lost Star Chart does the same for one tactical action.
    let joined = super::agenda_effects::wormholes_joined(state)
        || super::action_phase::active(state).is_some_and(|(_, t)| t.is_some_and(|t| t.star_chart));
    let ab = |w: &Wormhole| matches!(w, Wormhole::Alpha | Wormhole::Beta);
    if !mine.is_empty() {
        for s in &state.systems {
            if s.position != position
                && wormholes(s.position)
                    .iter()
                    .any(|w| mine.contains(w) || (joined && ab(w) && mine.iter().any(ab)))
                && !out.contains(&s.position)
            {
                out.push(s.position);
            }
        }
    }
    out
}

/// Capacity of `owner`'s ships in a system's space area (§32), plus the fighters that space
/// docks there let stand without capacity.
pub fn capacity(state: &State, sys: &SystemState, owner: Seat) -> u32 {
    sys.units
        .iter()
        .filter(|u| u.owner == owner)
        .map(|u| {
            let d = def(state, owner, u.kind);
            // Ships, and units that stand in space like the Saar floating factory.
            let cap = if u.planet.is_none() {
                d.map(|d| d.capacity as u32).unwrap_or(0)
            } else {
                0
            };
            let free = d.map(|d| d.free_fighter_capacity as u32).unwrap_or(0);
            (cap + free) * u.count as u32
        })
        .sum()
}

/// Fighters and ground forces of `owner` in the space area (what capacity must carry).
pub fn cargo_in_space(sys: &SystemState, owner: Seat) -> u32 {
    sys.units
        .iter()
        .filter(|u| {
            u.owner == owner
                && u.planet.is_none()
                && (u.kind == UnitKind::Fighter || u.kind.is_ground_force())
        })
        .map(|u| u.count as u32)
        .sum()
}

/// Non-fighter ships of `owner` in the space area (§83 fleet pool).
pub fn fleet_ships(sys: &SystemState, owner: Seat) -> u32 {
    sys.units
        .iter()
        .filter(|u| {
            u.owner == owner
                && u.planet.is_none()
                && u.kind.is_ship()
                && u.kind != UnitKind::Fighter
        })
        .map(|u| u.count as u32)
        .sum()
}

pub fn is_home_system(sys: &SystemState) -> bool {
    content::system(sys.tile).is_some_and(|s| s.kind == SystemKind::Home)
}

/// Units of a kind that `owner` has on the board (for §46 reinforcement limits).
pub fn on_board(state: &State, owner: Seat, kind: UnitKind) -> u32 {
    state
        .systems
        .iter()
        .map(|s| count_anywhere(s, owner, kind))
        .sum()
}
