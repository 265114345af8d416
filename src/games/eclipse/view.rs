//! What a viewer may see. A spectator's view holds no secret (no stack order, no face-down
//! discovery, no reputation value: only how many tiles each player holds); a seat's view adds
//! that seat's own reputation tiles and the discovery it is looking at.

use serde::Serialize;

use super::rules::action_phase::{merged, species};
use super::rules::{data, explore, prompts, upkeep, wormhole};
use super::state::*;
use crate::core::Seat;
use crate::core::rules::Viewer;

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PlayerView {
    pub seat: Seat,
    pub name: String,
    pub species: String,
    /// The species' id (for its name in the reader's language).
    pub species_id: String,
    pub color: String,
    pub home: u16,
    pub storage: [i32; 3],
    /// Income now: money (less upkeep), science, materials.
    pub income: [i32; 3],
    pub track_cubes: [u8; 3],
    pub discs: u8,
    pub actions_taken: u8,
    pub colony_ships: u8,
    pub colony_used: u8,
    pub techs: Vec<String>,
    /// Each blueprint with its printed parts and placed tiles.
    pub blueprints: Vec<Vec<Option<String>>>,
    /// How many reputation tiles the player holds (their values are hidden).
    pub reputation_tiles: usize,
    pub ambassadors: Vec<Seat>,
    pub discovery_vp: u8,
    pub held_parts: Vec<String>,
    pub passed: bool,
    pub eliminated: bool,
    /// Victory points everyone can count (all but reputation).
    pub public_vp: i32,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SectorView {
    pub tile: u16,
    pub name: String,
    pub q: i32,
    pub r: i32,
    pub position: u32,
    pub vp: i32,
    pub owner: Option<Seat>,
    pub cubes: Vec<Cube>,
    /// (owner, type, count, damage on them).
    pub ships: Vec<(Faction, ShipKind, usize, u8)>,
    pub orbital: bool,
    pub monolith: bool,
    /// A face-down discovery tile lies here (its face is hidden).
    pub discovery: bool,
    /// Wormholes on the six edges as placed (N, NE, SE, S, SW, NW).
    pub wormholes: [bool; 6],
}

/// A drawn sector waiting to be placed, with each rotation its explorer may choose. Public: a
/// drawn sector is shown to everyone (§5), and what each rotation links to follows from the
/// board and the explorer's public technologies.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PlacementView {
    pub seat: Seat,
    pub tile: u16,
    /// The position it goes to.
    pub position: u32,
    /// The legal rotations, one of each set the rules make equivalent, in the order of the
    /// placement buttons.
    pub rotations: Vec<RotationView>,
}

/// One way to place a drawn sector.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RotationView {
    pub rotation: u8,
    /// Wormholes on the six edges when placed this way (N, NE, SE, S, SW, NW).
    pub wormholes: [bool; 6],
    /// The placed sectors it would link to, and the empty positions its wormholes would face
    /// (what its button says).
    pub linked: Vec<u16>,
    pub open: Vec<u32>,
}

/// The viewer's own hidden information.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Own {
    pub seat: Seat,
    pub reputation: Vec<u8>,
    /// A discovery tile the player is deciding about.
    pub discovery: Option<String>,
    /// Reputation tiles drawn, to keep one.
    pub drawn: Vec<u8>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct EclipseView {
    pub round: u8,
    pub phase: Phase,
    /// The engine has moved to upkeep but the combat phase's last steps are being settled:
    /// sectors claimed by ships that hold them, diplomacy (§5, §6); colony ships, the first
    /// step of upkeep (§7), not yet offered.
    pub end_of_combat: bool,
    pub awaiting: Vec<Seat>,
    pub start_player: Seat,
    pub players: Vec<PlayerView>,
    pub sectors: Vec<SectorView>,
    pub supply: Vec<(String, u8)>,
    /// Tiles left in the inner, middle and outer stacks.
    pub stacks: [usize; 3],
    pub discards: [Vec<u16>; 3],
    pub traitor: Option<Seat>,
    pub battle: Option<u16>,
    /// The sector drawn by an explorer, waiting to be placed (public).
    pub drawn_sector: Option<u16>,
    /// The same sector in each rotation its explorer may choose.
    pub placement: Option<PlacementView>,
    /// The blueprint page open in a player's upgrade menu (public, as the menu is): the seat
    /// and the ship (its index in `ShipKind::PLAYER` and in `PlayerView::blueprints`).
    pub upgrading: Option<(Seat, usize)>,
    /// Final scores, once the game is over.
    pub scores: Vec<i32>,
    /// What happened in the sectors this round: who explored them, whose ships moved in
    /// (public, as the board shows both).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub happened: Vec<Happening>,
    pub own: Option<Own>,
}

/// The blueprint page open in an upgrade menu: (seat, ship index).
pub(crate) fn upgrading(state: &State) -> Option<(Seat, usize)> {
    state.pending.iter().find_map(|p| match p {
        Pending::Upgrade {
            seat,
            ship: Some(k),
            ..
        } => ShipKind::PLAYER
            .iter()
            .position(|x| x == k)
            .map(|i| (*seat, i)),
        _ => None,
    })
}

fn placement(state: &State) -> Option<PlacementView> {
    let (seat, tile, hex, rotations) = state.pending.iter().find_map(|p| match p {
        Pending::Place {
            seat,
            tile,
            hex,
            rotations,
            ..
        } => Some((*seat, *tile, *hex, rotations)),
        _ => None,
    })?;
    if seat >= state.players.len() {
        return None;
    }
    Some(PlacementView {
        seat,
        tile,
        position: hex.position(),
        rotations: explore::distinct_rotations(tile, hex, rotations)
            .into_iter()
            .map(|r| {
                let placed = Sector::new(tile, hex, r);
                let (linked, open) = explore::rotation_links(state, seat, tile, hex, r);
                RotationView {
                    rotation: r,
                    wormholes: std::array::from_fn(|d| wormhole(&placed, d)),
                    linked,
                    open,
                }
            })
            .collect(),
    })
}

pub fn view(state: &State, viewer: Viewer) -> EclipseView {
    let players = state
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let sp = species(state, i);
            let parts = upkeep::score_parts(state, i);
            PlayerView {
                seat: i,
                name: p.name.clone(),
                species: sp.name.clone(),
                species_id: sp.id.clone(),
                color: p.color.clone(),
                home: p.home,
                storage: p.storage,
                income: [
                    upkeep::net_money(state, i),
                    data::production(p.track_cubes[1]),
                    data::production(p.track_cubes[2]),
                ],
                track_cubes: p.track_cubes,
                discs: p.discs,
                actions_taken: p.actions_taken,
                colony_ships: p.colony_ships,
                colony_used: p.colony_used,
                techs: p.techs.clone(),
                blueprints: (0..4)
                    .map(|k| merged(&sp.printed[k], &p.blueprints[k]))
                    .collect(),
                reputation_tiles: p.reputation.len(),
                ambassadors: p.ambassadors.clone(),
                discovery_vp: p.discovery_vp,
                held_parts: p.held_parts.clone(),
                passed: p.passed,
                eliminated: p.eliminated,
                public_vp: parts[1..].iter().sum(),
            }
        })
        .collect();
    let sectors = state
        .sectors
        .iter()
        .map(|s| {
            let mut ships: Vec<(Faction, ShipKind, usize, u8)> = Vec::new();
            for x in &s.ships {
                match ships
                    .iter_mut()
                    .find(|(f, k, _, _)| *f == x.owner && *k == x.kind)
                {
                    Some(e) => {
                        e.2 += 1;
                        e.3 += x.damage;
                    }
                    None => ships.push((x.owner, x.kind, 1, x.damage)),
                }
            }
            let info = data::sector(s.tile);
            SectorView {
                tile: s.tile,
                name: info.as_ref().map(|i| i.name.clone()).unwrap_or_default(),
                q: s.hex.q,
                r: s.hex.r,
                position: s.hex.position(),
                vp: info.as_ref().map(|i| i.vp).unwrap_or(0),
                owner: s.owner,
                cubes: s.cubes.clone(),
                ships,
                orbital: s.orbital,
                monolith: s.monolith,
                discovery: s.discovery.is_some(),
                wormholes: std::array::from_fn(|d| wormhole(s, d)),
            }
        })
        .collect();
    let own = match viewer {
        Viewer::Seat(seat) if seat < state.players.len() => Some(Own {
            seat,
            reputation: state.players[seat].reputation.clone(),
            discovery: state.pending.iter().find_map(|p| match p {
                Pending::Discovery { seat: s, tile, .. } if *s == seat => Some(tile.clone()),
                _ => None,
            }),
            drawn: state
                .pending
                .iter()
                .find_map(|p| match p {
                    Pending::Reputation { seat: s, drawn } if *s == seat => Some(drawn.clone()),
                    _ => None,
                })
                .unwrap_or_default(),
        }),
        _ => None,
    };
    let mut awaiting: Vec<Seat> = prompts(state).iter().map(|p| p.seat).collect();
    awaiting.dedup();
    EclipseView {
        round: state.round,
        phase: state.phase.clone(),
        end_of_combat: state.phase == Phase::Upkeep && !state.colonies_offered,
        awaiting,
        start_player: state.start_player,
        players,
        sectors,
        supply: state.tech_supply.clone(),
        stacks: std::array::from_fn(|i| state.stacks[i].len()),
        discards: state.discards.clone(),
        traitor: state.traitor,
        battle: state.battle.as_ref().map(|b| b.sector),
        drawn_sector: state.pending.iter().find_map(|p| match p {
            Pending::Place { tile, .. } => Some(*tile),
            _ => None,
        }),
        placement: placement(state),
        upgrading: upgrading(state),
        scores: if matches!(state.phase, Phase::Over { .. }) {
            state.scores.clone()
        } else {
            Vec::new()
        },
        happened: state.happened.clone(),
        own,
    }
}
