//! §2 setup: species and boards, home sectors on the middle ring around the Galactic Center,
//! shuffled sector stacks (outer sectors by player count), the technology supply, the bags, and
//! each player's starting storage, discs, cubes, colony ships and interceptor.

use serde::{Deserialize, Serialize};

use super::rules::data;
use super::rules::upkeep::draw_techs;
use super::rules::wormhole;
use super::state::*;
use crate::core::hex::{DIRECTIONS, Hex};
use crate::core::{GameRng, Msg, Seat};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PlayerSetup {
    pub name: String,
    /// A species id; `None` = Terran.
    pub species: Option<String>,
    pub color: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct EclipseSetup {
    pub players: Vec<PlayerSetup>,
    /// The start player; `None` = drawn at random.
    pub start: Option<Seat>,
}

/// Home positions (ring-position numbers on the middle ring) by player count: the six corners
/// of ring 2, spread as evenly as the count allows.
pub fn home_positions(players: usize) -> Vec<u32> {
    let corners = [7, 9, 11, 13, 15, 17];
    let pick: &[usize] = match players {
        2 => &[0, 3],
        3 => &[0, 2, 4],
        4 => &[0, 1, 3, 4],
        5 => &[0, 1, 2, 3, 4],
        _ => &[0, 1, 2, 3, 4, 5],
    };
    pick.iter().map(|i| corners[*i]).collect()
}

pub fn setup(setup: &EclipseSetup, rng: &mut GameRng) -> Result<State, Vec<Msg>> {
    let n = setup.players.len();
    let mut errors = Vec::new();
    if !(2..=6).contains(&n) {
        errors.push(Msg::new("ec-setup-player-count").num("count", n as i64));
        return Err(errors);
    }
    // Boards: (colour, Terran home, species, species home). An alien takes its own board; a
    // Terran takes any board left, its colour if it asked for one.
    let boards = data::boards();
    let mut taken: Vec<Option<usize>> = vec![None; n];
    for (i, p) in setup.players.iter().enumerate() {
        let Some(sp) = p.species.as_deref().filter(|s| *s != "terran") else {
            continue;
        };
        match boards.iter().position(|b| b.2 == sp) {
            None => errors.push(Msg::new("ec-setup-species").text("species", sp)),
            Some(b) if taken.contains(&Some(b)) => {
                errors.push(Msg::new("ec-setup-species-taken").text("species", sp))
            }
            Some(b) => taken[i] = Some(b),
        }
    }
    for (i, p) in setup.players.iter().enumerate() {
        if taken[i].is_some() {
            continue;
        }
        let free = |b: &usize| !taken.contains(&Some(*b));
        let want = p
            .color
            .as_deref()
            .and_then(|c| boards.iter().position(|b| b.0 == c))
            .filter(free);
        match want.or_else(|| (0..boards.len()).find(free)) {
            Some(b) => taken[i] = Some(b),
            None => errors.push(Msg::new("ec-setup-player-count").num("count", n as i64)),
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let start = setup
        .start
        .filter(|s| *s < n)
        .unwrap_or_else(|| rng.below(n));

    let mut sectors = Vec::new();
    let mut center = Sector::new(1, Hex::ORIGIN, 0);
    center.ships.push(Ship {
        owner: Faction::Gcds,
        kind: ShipKind::Gcds,
        damage: 0,
    });
    center.arrivals.push(Faction::Gcds);
    let mut discoveries = data::discovery_tiles();
    rng.shuffle(&mut discoveries);
    center.discovery = discoveries.pop();
    sectors.push(center);

    let positions = home_positions(n);
    let mut players = Vec::new();
    for (i, p) in setup.players.iter().enumerate() {
        let b = &boards[taken[i].expect("every player has a board")];
        let alien = p.species.as_deref().is_some_and(|s| s != "terran");
        let (species_id, home) = if alien {
            (b.2.clone(), b.3)
        } else {
            ("terran".to_string(), b.1)
        };
        let sp = data::species(&species_id).or_else(|| data::species("terran"));
        let Some(sp) = sp else {
            return Err(vec![
                Msg::new("ec-setup-species").text("species", species_id),
            ]);
        };
        let hex = Hex::from_position(positions[i]);
        // Turn the home so a wormhole faces the centre where the tile allows it.
        let inward = DIRECTIONS
            .iter()
            .position(|d| (hex + *d).ring() < hex.ring())
            .unwrap_or(0);
        let rotation = (0..6u8)
            .find(|r| wormhole(&Sector::new(home, hex, *r), inward))
            .unwrap_or(0);
        let mut s = Sector::new(home, hex, rotation);
        s.owner = Some(i);
        for kind in &sp.starting_ships {
            s.ships.push(Ship {
                owner: Faction::Player(i),
                kind: *kind,
                damage: 0,
            });
        }
        s.arrivals.push(Faction::Player(i));
        let mut track_cubes = [data::cubes_per_track(); 3];
        if let Some(info) = data::sector(home) {
            for r in Resource::ALL {
                if let Some(sq) = info
                    .squares
                    .iter()
                    .position(|(k, adv)| *k == Some(r) && !adv)
                {
                    s.cubes.push(Cube {
                        square: sq,
                        track: r,
                    });
                    track_cubes[r.index()] -= 1;
                }
            }
        }
        sectors.push(s);
        players.push(Player {
            name: p.name.clone(),
            species: sp.id.clone(),
            color: b.0.clone(),
            home,
            storage: sp.storage,
            track_cubes,
            discs: sp.discs.saturating_sub(1),
            actions_taken: 0,
            colony_ships: sp.colony_ships,
            colony_used: 0,
            techs: sp.techs.clone(),
            blueprints: std::array::from_fn(|k| vec![None; sp.printed[k].len()]),
            reputation: Vec::new(),
            ambassadors: Vec::new(),
            given: Vec::new(),
            discovery_vp: 0,
            held_parts: Vec::new(),
            graveyard: [0; 3],
            passed: false,
            eliminated: false,
            fight_on: false,
            auto_hits: false,
        });
    }

    let (setup_techs, _, outer) = data::scaling(n);
    let mut stacks: [Vec<u16>; 3] = std::array::from_fn(|i| data::ring_tiles(i as u8 + 1));
    for s in &mut stacks {
        rng.shuffle(s);
    }
    stacks[2].truncate(outer);
    let mut tech_bag = data::tech_tiles();
    rng.shuffle(&mut tech_bag);
    let mut reputation_bag = data::reputation_tiles();
    rng.shuffle(&mut reputation_bag);
    // Species that start with reputation tiles (Eridani) draw them now, secretly.
    for p in &mut players {
        let n = data::species(&p.species).map_or(0, |s| s.starting_reputation);
        for _ in 0..n {
            if let Some(v) = reputation_bag.pop() {
                p.reputation.push(v);
            }
        }
    }

    let mut state = State {
        round: 1,
        phase: Phase::Action { active: start },
        players,
        start_player: start,
        first_passer: None,
        sectors,
        stacks,
        discards: Default::default(),
        tech_bag,
        tech_supply: Vec::new(),
        reputation_bag,
        discoveries,
        traitor: None,
        acted: false,
        pending: Vec::new(),
        battle: None,
        tally: None,
        attacked: Vec::new(),
        diplomacy_offered: false,
        colonies_offered: false,
        scores: Vec::new(),
        happened: Vec::new(),
    };
    draw_techs(&mut state, setup_techs, rng);
    Ok(state)
}
