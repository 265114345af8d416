//! Galaxy building (setup step 6, digest 2.1): deal blue and red tiles per player count, place
//! them ring by ring (ring 1 before ring 2 before ring 3) keeping anomalies and equal wormholes
//! apart unless no other tile fits; or import a community map string.

use super::content::{self, Layout, SystemKind};
use crate::core::hex::Hex;
use crate::core::{GameRng, Msg};

pub const MECATOL_TILE: u16 = 18;
/// How many greedy placements `build` tries before settling for the best one.
const PLACEMENT_ATTEMPTS: usize = 64;
/// Positions on a standard board besides Mecatol Rex (rings 1–3).
pub const BOARD_POSITIONS: u32 = 36;

fn conflicts(a: u16, b: u16) -> bool {
    let (Some(x), Some(y)) = (content::system(a), content::system(b)) else {
        return false;
    };
    let both_anomalies = x.anomaly.is_some() && y.anomaly.is_some();
    let same_wormhole = x.wormholes.iter().any(|w| y.wormholes.contains(w));
    both_anomalies || same_wormhole
}

fn fits(tile: u16, position: u32, placed: &[(u32, u16)]) -> bool {
    let here = Hex::from_position(position);
    placed
        .iter()
        .filter(|(p, _)| Hex::from_position(*p).is_adjacent(here))
        .all(|(_, t)| !conflicts(tile, *t))
}

/// Builds a random standard galaxy for a layout: returns (position, tile) for every system
/// position (homes excluded; Mecatol Rex is always at position 0).
pub fn build(layout: &Layout, rng: &mut GameRng) -> Vec<(u32, u16)> {
    let c = content::content();
    let players = layout.home_positions.len();
    let mut blue: Vec<u16> = c
        .systems
        .iter()
        .filter(|s| s.kind == SystemKind::Blue)
        .map(|s| s.tile)
        .collect();
    let mut red: Vec<u16> = c
        .systems
        .iter()
        .filter(|s| s.kind == SystemKind::Red)
        .map(|s| s.tile)
        .collect();
    rng.shuffle(&mut blue);
    rng.shuffle(&mut red);
    blue.truncate(layout.blue_per_player as usize * players);
    let reds = layout.red_per_player as usize * players + layout.extra_red as usize;
    red.truncate(reds);

    let mut positions = layout.system_positions.clone();
    positions.sort_by_key(|p| (Hex::from_position(*p).ring(), *p));
    let mut fixed: Vec<(u32, u16)> = Vec::new();
    // 5 players: one random red tile goes next to Mecatol Rex before the rounds of placement.
    if layout.extra_red > 0 && !red.is_empty() {
        let ring1: Vec<u32> = positions.iter().copied().filter(|p| *p <= 6).collect();
        if !ring1.is_empty() {
            let pos = ring1[rng.below(ring1.len())];
            let tile = red.remove(0);
            fixed.push((pos, tile));
            positions.retain(|p| *p != pos);
        }
    }
    let pool: Vec<u16> = blue.into_iter().chain(red).collect();
    // Greedy placement, ring by ring, avoiding conflicts where another tile fits; a greedy pass
    // can corner itself, so try again with other orders and keep the first clean map (or the
    // one with the fewest conflicts, which the rules allow when nothing else fits).
    let mut best: Option<(usize, Vec<(u32, u16)>)> = None;
    for _ in 0..PLACEMENT_ATTEMPTS {
        let mut pool = pool.clone();
        rng.shuffle(&mut pool);
        let mut placed = fixed.clone();
        for pos in &positions {
            if pool.is_empty() {
                break;
            }
            let i = pool
                .iter()
                .position(|t| fits(*t, *pos, &placed))
                .unwrap_or(0);
            placed.push((*pos, pool.remove(i)));
        }
        let conflicts = adjacency_warnings(&placed).len();
        if best.as_ref().is_none_or(|(c, _)| conflicts < *c) {
            best = Some((conflicts, placed));
        }
        if conflicts == 0 {
            break;
        }
    }
    let mut placed = best.map(|(_, p)| p).unwrap_or_default();
    placed.sort();
    placed
}

/// Adjacent anomalies or equal wormholes in a finished map (digest 2.1 step 6), as warnings.
pub fn adjacency_warnings(placed: &[(u32, u16)]) -> Vec<Msg> {
    let mut out = Vec::new();
    for (i, (p, t)) in placed.iter().enumerate() {
        for (q, u) in &placed[i + 1..] {
            if Hex::from_position(*p).is_adjacent(Hex::from_position(*q)) && conflicts(*t, *u) {
                out.push(
                    Msg::new("ti4-map-warning-adjacent")
                        .num("a", *t as i64)
                        .num("b", *u as i64),
                );
            }
        }
    }
    out
}

/// Parses a community (Tabletop Simulator) map string: tile numbers for positions 1, 2, 3, …
/// separated by spaces or commas, Mecatol Rex implied at the centre (a leading "18" is accepted).
/// Home positions hold `0` (or any home tile number, ignored: homes come from the factions);
/// `-1` marks an empty position. Every problem is reported at once.
pub fn parse_map_string(text: &str, layout: &Layout) -> Result<Vec<(u32, u16)>, Vec<Msg>> {
    let mut tokens: Vec<&str> = text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
        .collect();
    if tokens.len() == BOARD_POSITIONS as usize + 1 && tokens[0] == "18" {
        tokens.remove(0);
    }
    if tokens.len() != BOARD_POSITIONS as usize {
        return Err(vec![
            Msg::new("ti4-map-length").num("count", tokens.len() as i64),
        ]);
    }
    let mut errors = Vec::new();
    let mut placed = Vec::new();
    let mut seen: Vec<u16> = Vec::new();
    for (i, tok) in tokens.iter().enumerate() {
        let position = i as u32 + 1;
        let is_home = layout.home_positions.contains(&position);
        let on_board = layout.system_positions.contains(&position);
        let value: i32 = match tok.parse() {
            Ok(v) => v,
            Err(_) => {
                errors.push(
                    Msg::new("ti4-map-bad-token")
                        .text("token", *tok)
                        .num("position", position as i64),
                );
                continue;
            }
        };
        if is_home {
            let ok = value == 0
                || (value > 0
                    && content::system(value as u16).is_some_and(|s| s.kind == SystemKind::Home));
            if !ok {
                errors.push(Msg::new("ti4-map-home-slot").num("position", position as i64));
            }
            continue;
        }
        if value <= 0 {
            if on_board {
                errors.push(Msg::new("ti4-map-missing").num("position", position as i64));
            }
            continue;
        }
        let tile = value as u16;
        match content::system(tile) {
            None => errors.push(Msg::new("ti4-map-unknown-tile").num("tile", tile as i64)),
            Some(s) if !matches!(s.kind, SystemKind::Blue | SystemKind::Red) => errors.push(
                Msg::new("ti4-map-not-placeable")
                    .num("tile", tile as i64)
                    .num("position", position as i64),
            ),
            Some(_) if !on_board => errors.push(
                Msg::new("ti4-map-off-board")
                    .num("tile", tile as i64)
                    .num("position", position as i64),
            ),
            Some(_) if seen.contains(&tile) => {
                errors.push(Msg::new("ti4-map-duplicate").num("tile", tile as i64))
            }
            Some(_) => {
                seen.push(tile);
                placed.push((position, tile));
            }
        }
    }
    if errors.is_empty() {
        Ok(placed)
    } else {
        Err(errors)
    }
}
