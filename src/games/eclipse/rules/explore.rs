//! §5 Explore: draw a sector for an empty position next to your disc or unpinned ship, turn it so
//! a wormhole links it to you, populate it, and take it with a disc; discovery tiles.

use super::super::action::Action;
use super::super::state::{Faction, Happened, Happening, Pending, Sector, Ship, ShipKind, State};
use super::{Log, connected, data, name, private, sector_name, take_pending};
use crate::core::hex::{DIRECTIONS, Hex};
use crate::core::{GameRng, LogEntry, Msg, Seat};
use crate::games::WithArg;

/// Sectors an explorer reaches from: their discs, and their ships that are not pinned.
fn sources(state: &State, seat: Seat) -> Vec<&Sector> {
    state
        .sectors
        .iter()
        .filter(|s| {
            s.owner == Some(seat) || {
                let mine = s.ships_of(Faction::Player(seat));
                mine > 0 && mine > super::hostiles(state, s, seat)
            }
        })
        .collect()
}

/// Empty positions a seat may explore (ring positions), with a tile left for their ring.
pub fn targets(state: &State, seat: Seat) -> Vec<u32> {
    let mut out: Vec<u32> = Vec::new();
    for s in sources(state, seat) {
        for h in s.hex.neighbors() {
            let ring = h.ring();
            if ring == 0 || ring > 4 || state.sector_at(h).is_some() {
                continue;
            }
            let i = stack_index(h);
            if state.stacks[i].is_empty() && state.discards[i].is_empty() {
                continue;
            }
            let p = h.position();
            if !out.contains(&p) {
                out.push(p);
            }
        }
    }
    out.sort_unstable();
    out
}

fn stack_index(h: Hex) -> usize {
    data::stack_for(h.ring())
}

/// Rotations in which the tile links by a wormhole to one of the explorer's sectors.
pub fn rotations(state: &State, seat: Seat, tile: u16, hex: Hex) -> Vec<u8> {
    let half = super::wormhole_generator(state, seat);
    let from: Vec<&Sector> = sources(state, seat)
        .into_iter()
        .filter(|s| s.hex.is_adjacent(hex))
        .collect();
    (0..6u8)
        .filter(|r| {
            let placed = Sector::new(tile, hex, *r);
            from.iter().any(|s| connected(&placed, s, half))
        })
        .collect()
}

/// What placing `tile` at `hex` in `rotation` connects, for the rotation's button: the placed
/// sectors its wormholes link to (both halves, or one with the Wormhole Generator), and the
/// empty positions (ring 1 to 4, numbered as the board numbers them) its wormholes face, in
/// ascending order: where the sector opens to (§5 Explore; issue 16, not chosen blind).
pub fn rotation_links(
    state: &State,
    seat: Seat,
    tile: u16,
    hex: Hex,
    rotation: u8,
) -> (Vec<u16>, Vec<u32>) {
    let half = super::wormhole_generator(state, seat);
    let placed = Sector::new(tile, hex, rotation);
    let mut linked = Vec::new();
    let mut open = Vec::new();
    for (dir, d) in DIRECTIONS.iter().enumerate() {
        let h = hex + *d;
        match state.sector_at(h) {
            Some(b) if connected(&placed, b, half) => linked.push(b.tile),
            Some(_) => {}
            None if super::wormhole(&placed, dir) && (1..=4).contains(&h.ring()) => {
                open.push(h.position())
            }
            None => {}
        }
    }
    open.sort_unstable();
    (linked, open)
}

/// The rotations worth a button each: of `rotations`, those that differ from every earlier one
/// in a wormhole facing a position of the galaxy (rings 0 to 4). Two rotations alike there link
/// to the same sectors now and later (full links, and half links with the Wormhole Generator),
/// and open to the same positions, so the rules treat them the same (§5 Explore: a placed
/// sector's orientation matters only through its wormholes; rules digest 4.1.3 step 4, list
/// item 35); the earlier one stands for both. A symmetric sector has fewer distinct ways.
pub fn distinct_rotations(tile: u16, hex: Hex, rotations: &[u8]) -> Vec<u8> {
    let facing = |r: u8| -> Vec<bool> {
        let placed = Sector::new(tile, hex, r);
        DIRECTIONS
            .iter()
            .enumerate()
            .filter(|(_, d)| (hex + **d).ring() <= 4)
            .map(|(dir, _)| super::wormhole(&placed, dir))
            .collect()
    };
    let mut seen: Vec<Vec<bool>> = Vec::new();
    let mut out = Vec::new();
    for &r in rotations {
        let f = facing(r);
        if !seen.contains(&f) {
            seen.push(f);
            out.push(r);
        }
    }
    out
}

pub fn explore(
    state: &mut State,
    seat: Seat,
    position: u32,
    more: u8,
    rng: &mut GameRng,
    log: &mut Log,
) -> Result<(), Msg> {
    let legal = targets(state, seat);
    if !legal.contains(&position) {
        return Err(Msg::new("ec-explore-where").text("positions", super::join(legal.iter())));
    }
    let hex = Hex::from_position(position);
    let i = stack_index(hex);
    if state.stacks[i].is_empty() {
        // An exhausted stack is rebuilt from its discards (§5).
        let mut d = std::mem::take(&mut state.discards[i]);
        rng.shuffle(&mut d);
        state.stacks[i] = d;
    }
    let Some(tile) = state.stacks[i].pop() else {
        return Err(Msg::new("ec-explore-empty"));
    };
    // Draco draw two sectors and keep one (the other is discarded).
    let draws = super::action_phase::species(state, seat).explore_draws;
    if draws > 1
        && let Some(other) = state.stacks[i].pop()
    {
        log.push(LogEntry::public(
            Msg::new("ec-log-explore-two")
                .text("player", name(state, seat))
                .num("position", position as i64)
                .num("a", tile as i64)
                .num("b", other as i64),
        ));
        state.pending.push(Pending::Pick {
            seat,
            tiles: vec![tile, other],
            hex,
            more,
        });
        return Ok(());
    }
    let rotations = rotations(state, seat, tile, hex);
    log.push(LogEntry::public(
        Msg::new("ec-log-explore")
            .text("player", name(state, seat))
            .num("position", position as i64)
            .num("tile", tile as i64)
            .with("name", sector_name(tile)),
    ));
    state.pending.push(Pending::Place {
        seat,
        tile,
        hex,
        rotations,
        more,
    });
    Ok(())
}

/// Draco: keep one of the two sectors drawn; the other is discarded face up.
pub fn pick(state: &mut State, seat: Seat, tile: u16, log: &mut Log) -> Result<(), Msg> {
    let Some(Pending::Pick {
        tiles, hex, more, ..
    }) = state.pending.first().cloned()
    else {
        return Err(Msg::new("ec-nothing-pending"));
    };
    if !tiles.contains(&tile) {
        return Err(Msg::new("ec-pick-which").text("tiles", super::join(tiles.iter())));
    }
    take_pending(state, seat, |p| {
        matches!(p, Pending::Pick { .. }).then_some(())
    })?;
    for t in tiles.iter().filter(|t| **t != tile) {
        state.discards[stack_index(hex)].push(*t);
    }
    let rotations = rotations(state, seat, tile, hex);
    log.push(LogEntry::public(
        Msg::new("ec-log-pick")
            .text("player", name(state, seat))
            .num("tile", tile as i64),
    ));
    state.pending.insert(
        0,
        Pending::Place {
            seat,
            tile,
            hex,
            rotations,
            more,
        },
    );
    Ok(())
}

/// Whether the seat may put a disc on this tile once placed (a disc left, no Ancients).
pub fn can_take(state: &State, seat: Seat, tile: u16) -> bool {
    state.players[seat].discs > 0
        && (data::sector(tile).is_some_and(|i| i.ancients == 0)
            || super::ancient_allies(state, seat))
}

pub fn resolve(
    state: &mut State,
    seat: Seat,
    action: &Action,
    rng: &mut GameRng,
    log: &mut Log,
) -> Result<(), Msg> {
    let (tile, hex, rotations, more) = take_pending(state, seat, |p| match p {
        Pending::Place {
            tile,
            hex,
            rotations,
            more,
            ..
        } => Some((*tile, *hex, rotations.clone(), *more)),
        _ => None,
    })?;
    let ring = stack_index(hex);
    match action {
        Action::Place { rotation, disc } => {
            if !rotations.contains(rotation) {
                return Err(
                    Msg::new("ec-bad-rotation").text("rotations", super::join(rotations.iter()))
                );
            }
            if *disc && !can_take(state, seat, tile) {
                return Err(Msg::new("ec-cannot-take"));
            }
            let info = data::sector(tile).ok_or_else(|| Msg::new("ec-bad-sector"))?;
            let mut s = Sector::new(tile, hex, *rotation);
            if info.ancients > 0 {
                for _ in 0..info.ancients {
                    s.ships.push(Ship {
                        owner: Faction::Ancients,
                        kind: ShipKind::Ancient,
                        damage: 0,
                    });
                }
                s.arrivals.push(Faction::Ancients);
            }
            if info.ancients > 0 || info.discovery {
                s.discovery = state.discoveries.pop();
            }
            state.sectors.push(s);
            state.happened.push(Happening {
                sector: tile,
                what: Happened::Explored { seat },
            });
            log.push(LogEntry::public(
                Msg::new("ec-log-place")
                    .text("player", name(state, seat))
                    .num("tile", tile as i64)
                    .num("rotation", *rotation as i64)
                    .num("ancients", info.ancients as i64),
            ));
            if *disc {
                take_sector(state, seat, tile, log);
                super::action_phase::offer_colonies(state, seat, &[tile], false);
            }
        }
        _ => {
            state.discards[ring].push(tile);
            log.push(LogEntry::public(
                Msg::new("ec-log-discard")
                    .text("player", name(state, seat))
                    .num("tile", tile as i64),
            ));
        }
    }
    // Planta explore more than one sector per action.
    if more > 0 && !targets(state, seat).is_empty() {
        state.pending.push(Pending::Explore { seat, more });
    }
    let _ = rng;
    Ok(())
}

/// §5 Explore again in the same action (Planta), or stop.
pub fn again(
    state: &mut State,
    seat: Seat,
    position: Option<u32>,
    rng: &mut GameRng,
    log: &mut Log,
) -> Result<(), Msg> {
    let more = take_pending(state, seat, |p| match p {
        Pending::Explore { more, .. } => Some(*more),
        _ => None,
    })?;
    match position {
        Some(p) => explore(state, seat, p, more.saturating_sub(1), rng, log),
        None => Ok(()),
    }
}

/// Puts one of the seat's discs from the track on a sector and takes its discovery tile.
pub fn take_sector(state: &mut State, seat: Seat, tile: u16, log: &mut Log) {
    state.players[seat].discs = state.players[seat].discs.saturating_sub(1);
    let Some(s) = state.sector_mut(tile) else {
        return;
    };
    s.owner = Some(seat);
    log.push(LogEntry::public(
        Msg::new("ec-log-disc")
            .text("player", name(state, seat))
            .num("tile", tile as i64),
    ));
    collect_discovery(state, seat, tile, log);
}

/// The owner of a sector takes its discovery tile, unless Ancients still guard it (Draco may
/// share a sector with them, but the tile is theirs only once the Ancients are gone).
pub fn collect_discovery(state: &mut State, seat: Seat, tile: u16, log: &mut Log) {
    let Some(s) = state.sector_mut(tile) else {
        return;
    };
    if s.owner != Some(seat) || s.ships_of(Faction::Ancients) > 0 {
        return;
    }
    let found = s.discovery.take();
    if let Some(d) = found {
        log.push(private(
            seat,
            Msg::new("ec-log-found-private").msg("tile", super::action_phase::discovery_name(&d)),
        ));
        state.pending.insert(
            0,
            Pending::Discovery {
                seat,
                tile: d,
                sector: tile,
            },
        );
    }
}

/// §5 discovery: keep for 2 VP, or use the benefit now.
pub fn discovery(state: &mut State, seat: Seat, vp: bool, log: &mut Log) -> Result<(), Msg> {
    let (tile, sector) = take_pending(state, seat, |p| match p {
        Pending::Discovery { tile, sector, .. } => Some((tile.clone(), *sector)),
        _ => None,
    })?;
    let who = name(state, seat);
    if vp {
        state.players[seat].discovery_vp += 1;
        log.push(LogEntry::public(
            Msg::new("ec-log-discovery-vp").text("player", who),
        ));
        return Ok(());
    }
    let (kind, amount) = data::discovery(&tile);
    let p = &mut state.players[seat];
    match kind.as_str() {
        "money" => p.storage[0] += amount,
        "science" => p.storage[1] += amount,
        "materials" => p.storage[2] += amount,
        "ancient_technology" => {
            // The cheapest technology in the supply the player does not own.
            let pick = state
                .tech_supply
                .iter()
                .filter(|(t, n)| *n > 0 && !super::has_tech(&state.players[seat], t))
                .filter_map(|(t, _)| data::tech(t).map(|(_, cost, _)| (cost, t.clone())))
                .min();
            if let Some((_, t)) = pick {
                super::action_phase::gain_tech(state, seat, &t, None, log);
            }
        }
        "ancient_cruiser" => {
            if state.ships_built(seat, ShipKind::Cruiser) < ShipKind::Cruiser.limit()
                && let Some(s) = state.sector_mut(sector)
            {
                s.ships.push(Ship {
                    owner: Faction::Player(seat),
                    kind: ShipKind::Cruiser,
                    damage: 0,
                });
                if !s.arrivals.contains(&Faction::Player(seat)) {
                    s.arrivals.push(Faction::Player(seat));
                }
            }
        }
        k => {
            if let Some(part) = k.strip_prefix("part:") {
                p.held_parts.push(part.to_string());
            }
        }
    }
    log.push(LogEntry::public(
        Msg::new("ec-log-discovery-use")
            .text("player", who)
            .msg("tile", super::action_phase::discovery_name(&tile)),
    ));
    Ok(())
}
