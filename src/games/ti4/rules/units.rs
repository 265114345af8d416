//! Units on the board: which stats apply to a player's unit (§48 unit upgrades as data), and
//! counting, adding and removing units in systems.

use crate::core::Seat;
use crate::core::hex::Hex;
use crate::games::WithArg;
use crate::games::ti4::content::{self, SystemKind, UnitDef, UnitKind, Wormhole};
use crate::games::ti4::state::{State, SystemState, UnitGroup};

/// The unit card that applies to `seat`'s units of `kind`: the faction's own unit if it has one,
/// upgraded when the player owns the upgrade technology (§48).
pub fn def(state: &State, seat: Seat, kind: UnitKind) -> Option<&'static UnitDef> {
    let p = state.players.get(seat)?;
    // A faction unit upgrade copied from another faction (Valefar Assimilators): that
    // faction's upgraded unit.
    if let Some(u) = p
        .techs
        .iter()
        .filter_map(|t| content::tech(t))
        .filter(|t| t.faction.as_deref().is_some_and(|f| f != p.faction))
        .filter_map(|t| t.unit_upgrade.as_deref())
        .filter_map(content::unit)
        .find(|u| u.kind == kind)
    {
        return Some(u);
    }
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
    let wormholes = |pos: u32| -> Vec<Wormhole> { wormholes_at(state, pos) };
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

/// The wormholes of the system at `pos`: the printed ones, any Creuss wormhole token, and those
/// a ship there carries by the effects registry (the Creuss flagship's delta wormhole).
pub fn wormholes_at(state: &State, pos: u32) -> Vec<Wormhole> {
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
    if let Some(sys) = state.system_at(pos) {
        for u in &sys.units {
            if u.kind == UnitKind::Flagship
                && u.planet.is_none()
                && u.count > 0
                && let Some(hole) = def(state, u.owner, u.kind)
                    .and_then(|d| crate::games::ti4::effects::unit_wormhole(d, state.rules))
                && !w.contains(&hole)
            {
                w.push(hole);
            }
        }
    }
    w
}

/// Whether the system at `pos` has an alpha or a beta wormhole.
pub fn has_alpha_beta(state: &State, pos: u32) -> bool {
    wormholes_at(state, pos)
        .iter()
        .any(|w| matches!(w, Wormhole::Alpha | Wormhole::Beta))
}

/// §53 adjacency as `seat` sees it: [`adjacent_positions`], plus, when the registry lets its
/// faction join alpha and beta wormholes (Quantum Entanglement), every other system with an
/// alpha or beta wormhole.
pub fn adjacent_for(state: &State, seat: Seat, position: u32) -> Vec<u32> {
    let mut out = adjacent_positions(state, position);
    let joined = state.players.get(seat).is_some_and(|p| {
        crate::games::ti4::effects::permits(
            &p.faction,
            state.rules,
            crate::games::ti4::effects::Permission::AlphaBetaAdjacent,
        )
    });
    if joined && has_alpha_beta(state, position) {
        for s in &state.systems {
            if s.position != position
                && has_alpha_beta(state, s.position)
                && !out.contains(&s.position)
            {
                out.push(s.position);
            }
        }
    }
    // fxa: Spatial Conduit Cylinders (the effects registry): during this activation the active
    // system is adjacent to every other system holding the player's units.
    if state.tech.conduit == Some(seat)
        && let Some((_, Some(t))) = super::action_phase::active(state)
    {
        let holds = |s: &SystemState| s.units.iter().any(|u| u.owner == seat && u.count > 0);
        if position == t.system {
            for s in state
                .systems
                .iter()
                .filter(|s| s.position != position && holds(s))
            {
                if !out.contains(&s.position) {
                    out.push(s.position);
                }
            }
        } else if state.system_at(position).is_some_and(holds) && !out.contains(&t.system) {
            out.push(t.system);
        }
    }
    // fxb: Lazax Gate Folding (the effects registry): Mecatol Rex has an alpha and a beta
    // wormhole for the player during their tactical action, while they do not control it.
    if let Some(mecatol) = crate::games::ti4::effects::mecatol_wormholes(state, seat) {
        if position == mecatol {
            for s in &state.systems {
                if s.position != position
                    && has_alpha_beta(state, s.position)
                    && !out.contains(&s.position)
                {
                    out.push(s.position);
                }
            }
        } else if has_alpha_beta(state, position) && !out.contains(&mecatol) {
            out.push(mecatol);
        }
    }
    out
}

/// Capacity of `owner`'s ships in a system's space area (§32): ships, and units that stand in
/// space like the Saar floating factory. Space docks' room for fighters is not in it (see
/// [`load`]).
pub fn capacity(state: &State, sys: &SystemState, owner: Seat) -> u32 {
    sys.units
        .iter()
        .filter(|u| u.owner == owner && u.planet.is_none())
        .map(|u| {
            def(state, owner, u.kind)
                .map(|d| d.capacity as u32)
                .unwrap_or(0)
                * u.count as u32
        })
        .sum()
}

/// Fighters that `owner`'s structures in a system let stand without capacity (space docks: 3,
/// §32; fighters only, never ground forces).
pub fn free_fighter_room(state: &State, sys: &SystemState, owner: Seat) -> u32 {
    sys.units
        .iter()
        .filter(|u| u.owner == owner)
        .map(|u| {
            def(state, owner, u.kind)
                .map(|d| d.free_fighter_capacity as u32)
                .unwrap_or(0)
                * u.count as u32
        })
        .sum()
}

/// Fighters and ground forces of `owner` in the space area.
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

/// What `owner`'s capacity must carry in a system's space area, and what carries it (§32).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Load {
    /// Ground forces, and fighters beyond the space docks' room that need a ship.
    pub cargo: u32,
    /// The ships' capacity.
    pub capacity: u32,
    /// Fighters that move on their own (Fighter II) beyond all capacity: they count against the
    /// fleet pool instead (Fighter II card).
    pub fleet_fighters: u32,
}

impl Load {
    /// Units beyond capacity (destroyed after combat, §32.3; refused when moving in).
    pub fn excess(&self) -> u32 {
        self.cargo.saturating_sub(self.capacity)
    }
}

pub fn load(state: &State, sys: &SystemState, owner: Seat) -> Load {
    let capacity = capacity(state, sys, owner);
    let ground: u32 = sys
        .units
        .iter()
        .filter(|u| u.owner == owner && u.planet.is_none() && u.kind.is_ground_force())
        .map(|u| u.count as u32)
        .sum();
    let fighters = count(sys, owner, UnitKind::Fighter, None)
        .saturating_sub(free_fighter_room(state, sys, owner));
    // Fighter II moves without transport: what the ships can't hold takes fleet pool room.
    let independent = def(state, owner, UnitKind::Fighter).is_some_and(|d| d.move_value.is_some());
    let (carried, fleet_fighters) = if independent {
        let room = capacity.saturating_sub(ground);
        let beyond = fighters.saturating_sub(room);
        // Naalu Hybrid Crystal Fighter II: each counts as half a ship.
        let half = def(state, owner, UnitKind::Fighter).is_some_and(|d| d.id == "naalu_fighter2");
        (
            fighters.min(room),
            if half { beyond.div_ceil(2) } else { beyond },
        )
    } else {
        (fighters, 0)
    };
    Load {
        cargo: ground + carried,
        capacity,
        fleet_fighters,
    }
}

/// The fleet pool's count in a system (§83): non-fighter ships, plus Fighter II beyond capacity.
pub fn fleet_count(state: &State, sys: &SystemState, owner: Seat) -> u32 {
    fleet_ships(sys, owner) + load(state, sys, owner).fleet_fighters
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

/// The system where `owner` has the most ships counting against the fleet pool (§83), as (tile,
/// ships), if any.
pub fn largest_fleet(state: &State, owner: Seat) -> Option<(u16, u32)> {
    state
        .systems
        .iter()
        .map(|s| (s.tile, fleet_count(state, s, owner)))
        .filter(|(_, n)| *n > 0)
        .max_by_key(|(tile, n)| (*n, std::cmp::Reverse(*tile)))
}

/// §83: the non-fighter ships `owner` may have in one system: the fleet pool's tokens plus what
/// the effects registry adds (Letnev Armada: +2).
pub fn fleet_room(state: &State, owner: Seat) -> u32 {
    state.players.get(owner).map_or(0, |p| {
        u32::from(p.tokens.fleet)
            + u32::from(crate::games::ti4::effects::fleet_limit_bonus(
                &p.faction,
                state.rules,
            ))
    })
}

/// §83.3 (with §60 and §64.5): fleet tokens may not be placed below the ships already in a
/// system (fleet tokens would become free tactic tokens). A law capping the fleet pool lowers
/// the bar to its cap.
pub fn check_fleet_pool(state: &State, owner: Seat, fleet: u8) -> Result<(), crate::core::Msg> {
    let cap = super::agenda_effects::fleet_limit(state) as u32;
    // Lowering is what is checked: keeping the pool as it is never is refused.
    let now = state.players.get(owner).map_or(0, |p| p.tokens.fleet);
    // Armada: the ships may exceed the tokens by the registry's bonus.
    let bonus = state.players.get(owner).map_or(0, |p| {
        u32::from(crate::games::ti4::effects::fleet_limit_bonus(
            &p.faction,
            state.rules,
        ))
    });
    match largest_fleet(state, owner) {
        Some((tile, ships))
            if fleet < now && (fleet as u32) < ships.saturating_sub(bonus).min(cap) =>
        {
            Err(crate::core::Msg::new("ti4-fleet-below-ships")
                .num("fleet", fleet as i64)
                .num("tile", tile as i64)
                .num("ships", ships as i64))
        }
        _ => Ok(()),
    }
}

/// Infantry II (and Spec Ops II, Letani Warrior II): each of `seat`'s `destroyed` infantry rolls
/// a die; those that make the unit's number are set aside to come back at the start of the
/// owner's next turn. The log line shows the dice.
pub fn roll_revivals(
    state: &mut State,
    seat: Seat,
    destroyed: u32,
    rng: &mut crate::core::GameRng,
) -> Option<crate::core::LogEntry> {
    let on = def(state, seat, UnitKind::Infantry)?.revive_on?;
    if destroyed == 0 {
        return None;
    }
    let dice: Vec<u8> = (0..destroyed).map(|_| rng.roll(10)).collect();
    let saved = dice.iter().filter(|d| **d >= on).count() as u8;
    let p = &mut state.players[seat];
    p.revive = p.revive.saturating_add(saved);
    Some(crate::core::LogEntry::public(
        crate::core::Msg::new("ti4-log-revive-roll")
            .text("player", super::name(state, seat))
            .text("dice", super::movement::join(&dice))
            .num("saved", saved as i64),
    ))
}

/// At the start of `seat`'s turn, infantry set aside come back on a planet of their home system
/// they control; with none, they go back to reinforcements.
pub fn place_revived(state: &mut State, seat: Seat) -> Option<crate::core::LogEntry> {
    let n = state.players.get(seat).map_or(0, |p| p.revive);
    if n == 0 {
        return None;
    }
    state.players[seat].revive = 0;
    let home = state.players[seat].home_position;
    let i = system_index(state, home)?;
    let planet = content::system(state.systems[i].tile).and_then(|t| {
        t.planets
            .iter()
            .find(|p| state.controller(&p.id) == Some(seat))
            .map(|p| p.id.clone())
    })?;
    let room = (UnitKind::Infantry.plastic_count() as u32).saturating_sub(on_board(
        state,
        seat,
        UnitKind::Infantry,
    ));
    let back = (n as u32).min(room);
    add(
        &mut state.systems[i],
        seat,
        UnitKind::Infantry,
        Some(&planet),
        back,
    );
    Some(crate::core::LogEntry::public(
        crate::core::Msg::new("ti4-log-revived")
            .text("player", super::name(state, seat))
            .num("count", back as i64)
            .with("planet", content::planet_name(&planet)),
    ))
}
