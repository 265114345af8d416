//! Eclipse rules, one test per implemented checklist row of `shared/rules/eclipse.md` (the
//! comment names the row; the test name the seed section: `ecl_<section>_…`).

use starpost::core::Game;
use starpost::core::hex::Hex;
use starpost::core::rules::{Viewer, Visibility};
use starpost::core::{GameRng, Seat};
use starpost::games::eclipse::Eclipse;
use starpost::games::eclipse::action::{Action, notation, parse};
use starpost::games::eclipse::rules::{action_phase, combat, data, upkeep};
use starpost::games::eclipse::setup::{EclipseSetup, PlayerSetup, home_positions};
use starpost::games::eclipse::state::*;

fn new_game(players: usize, seed: u64) -> State {
    let setup = EclipseSetup {
        players: (0..players)
            .map(|i| PlayerSetup {
                name: format!("p{i}"),
                species: None,
                color: None,
            })
            .collect(),
        start: Some(0),
    };
    Eclipse::setup(&setup, &mut GameRng::for_step(seed, 0)).unwrap()
}

fn act(s: &mut State, seat: Seat, text: &str) -> Result<Vec<starpost::core::LogEntry>, String> {
    let a = Eclipse::parse_action(s, text).map_err(|e| e.to_string())?;
    Eclipse::apply(
        s,
        seat,
        &a,
        &mut GameRng::for_step(7, s.round as u64 * 1000),
    )
    .map(|x| x.log)
    .map_err(|e| e.to_string())
}

fn must(s: &mut State, seat: Seat, text: &str) {
    if let Err(e) = act(s, seat, text) {
        panic!("`{text}` refused: {e}");
    }
}

/// Declines every colony-ship or end-of-combat diplomacy offer waiting.
fn settle(s: &mut State) {
    while let Some(Pending::Colonize { seat, .. } | Pending::Envoy { seat }) =
        s.pending.first().cloned()
    {
        must(s, seat, "done");
    }
}

fn refused(s: &mut State, seat: Seat, text: &str) -> String {
    let before = s.clone();
    let e = act(s, seat, text).expect_err(text);
    assert_eq!(&before, s, "a refusal changes nothing ({text})");
    e
}

/// Puts a placed sector at a position (test scaffolding).
fn place(s: &mut State, tile: u16, position: u32, rotation: u8) -> Hex {
    let hex = Hex::from_position(position);
    s.sectors.push(Sector::new(tile, hex, rotation));
    for st in &mut s.stacks {
        st.retain(|t| *t != tile);
    }
    hex
}

fn ship(owner: Faction, kind: ShipKind) -> Ship {
    Ship {
        owner,
        kind,
        damage: 0,
    }
}

// ---- §2 setup ----

#[test]
fn ecl_2_setup_places_homes_center_stacks_and_starting_kit() {
    for n in 2..=6 {
        let s = new_game(n, 1);
        let (techs, _, outer) = data::scaling(n);
        // Rows 5-6: centre with the GCDS and a discovery; stacks shuffled, outer count by players.
        let center = s.sector(1).unwrap();
        assert_eq!(center.hex, Hex::ORIGIN);
        assert!(center.ships.iter().any(|x| x.kind == ShipKind::Gcds));
        assert!(center.discovery.is_some());
        assert_eq!(s.stacks[0].len(), data::ring_tiles(1).len());
        assert_eq!(s.stacks[1].len(), data::ring_tiles(2).len());
        assert_eq!(s.stacks[2].len(), outer);
        // Row 2: the tech supply.
        assert_eq!(
            s.tech_supply
                .iter()
                .map(|(_, n)| *n as usize)
                .sum::<usize>(),
            techs
        );
        // Rows 9-13: homes on the middle ring, storage 2/3/3, 3 colony ships, 1 interceptor,
        // one disc and a cube per resource at home.
        let homes = home_positions(n);
        for (i, p) in s.players.iter().enumerate() {
            let home = s.sector(p.home).unwrap();
            assert_eq!(home.hex.position(), homes[i]);
            assert_eq!(home.hex.ring(), 2);
            assert_eq!(home.owner, Some(i));
            assert_eq!(p.storage, [2, 3, 3]);
            assert_eq!(p.colony_ships, 3);
            assert_eq!(home.ships_of(Faction::Player(i)), 1);
            assert_eq!(
                home.cubes.len(),
                3 - p.track_cubes.iter().filter(|c| **c == 11).count()
            );
            assert_eq!(p.discs, data::species("terran").unwrap().discs - 1);
        }
    }
    let too_many = EclipseSetup {
        players: (0..7)
            .map(|i| PlayerSetup {
                name: format!("p{i}"),
                species: None,
                color: None,
            })
            .collect(),
        start: None,
    };
    assert!(Eclipse::setup(&too_many, &mut GameRng::for_step(1, 0)).is_err());
}

#[test]
fn ecl_2_species_take_their_own_board_and_cannot_be_doubled() {
    let mk = |a: &str, b: &str| EclipseSetup {
        players: vec![
            PlayerSetup {
                name: "a".into(),
                species: Some(a.into()),
                color: None,
            },
            PlayerSetup {
                name: "b".into(),
                species: Some(b.into()),
                color: None,
            },
        ],
        start: None,
    };
    let s = Eclipse::setup(&mk("planta", "terran"), &mut GameRng::for_step(1, 0)).unwrap();
    assert_eq!(s.players[0].species, "planta");
    assert_eq!(s.players[0].color, "green");
    assert!(Eclipse::setup(&mk("planta", "planta"), &mut GameRng::for_step(1, 0)).is_err());
}

// ---- §5 action phase ----

#[test]
fn ecl_5_an_action_costs_a_disc_and_the_turn_passes_clockwise() {
    // Rows 22-23.
    let mut s = new_game(3, 2);
    let discs = s.players[0].discs;
    let tech = action_phase::researchable(&s, 0)[0].0.clone();
    must(&mut s, 0, &format!("research {tech}"));
    assert_eq!(s.players[0].discs, discs - 1);
    assert_eq!(s.players[0].actions_taken, 1);
    assert_eq!(s.phase, Phase::Action { active: 1 });
    assert!(refused(&mut s, 0, "pass").contains("ec-not-your-turn"));
}

#[test]
fn ecl_5_first_to_pass_starts_next_round_and_passed_players_only_react() {
    // Rows 24, 25, 69-72.
    let mut s = new_game(2, 3);
    must(&mut s, 0, "pass");
    let tech = action_phase::researchable(&s, 1)[0].0.clone();
    must(&mut s, 1, &format!("research {tech}"));
    // Player 0 has passed: research is not a reaction; a 1-item build is.
    assert!(refused(&mut s, 0, &format!("research {tech}")).contains("ec-passed-reactions"));
    let home = s.players[0].home;
    assert!(
        refused(&mut s, 0, &format!("build int {home}, int {home}")).contains("ec-build-count")
    );
    must(&mut s, 0, &format!("build int {home}"));
    assert_eq!(s.players[0].actions_taken, 1, "a reaction costs a disc too");
    must(&mut s, 1, "pass");
    // Everyone passed: the round ends, and player 0 (first to pass) starts round 2.
    assert_eq!(s.round, 2);
    assert_eq!(s.start_player, 0);
    assert_eq!(s.phase, Phase::Action { active: 0 });
    assert_eq!(
        s.players[0].actions_taken, 0,
        "discs came back in cleanup (row 125)"
    );
}

#[test]
fn ecl_5_no_disc_left_means_pass_only() {
    // Row 26 (house rule).
    let mut s = new_game(2, 4);
    s.players[0].discs = 0;
    assert!(refused(&mut s, 0, "research neutron_bombs").contains("ec-no-disc"));
    let p = Eclipse::prompts(&s);
    assert_eq!(p[0].choices.last().unwrap().notation, "pass");
}

#[test]
fn ecl_5_explore_draws_from_the_ring_stack_and_places_with_a_wormhole_link() {
    // Rows 32-39.
    let mut s = new_game(2, 5);
    let targets = starpost::games::eclipse::rules::explore::targets(&s, 0);
    assert!(!targets.is_empty());
    let home = s.sector(s.players[0].home).unwrap().hex;
    for t in &targets {
        assert!(Hex::from_position(*t).is_adjacent(home));
    }
    // Not adjacent to anything of ours.
    assert!(refused(&mut s, 0, "explore 30").contains("ec-explore-where"));
    let pos = targets[0];
    let ring = Hex::from_position(pos).ring() as usize;
    let top = *s.stacks[ring.min(3) - 1].last().unwrap();
    must(&mut s, 0, &format!("explore {pos}"));
    let Some(Pending::Place {
        tile, rotations, ..
    }) = s.pending.first().cloned()
    else {
        panic!("a placement is asked");
    };
    assert_eq!(tile, top, "the top of the ring's stack");
    // Every rotation offered links by a full wormhole to the home; the others don't.
    for r in 0..6u8 {
        let placed = Sector::new(tile, Hex::from_position(pos), r);
        let linked = starpost::games::eclipse::rules::connected(
            &placed,
            s.sector(s.players[0].home).unwrap(),
            false,
        );
        assert_eq!(rotations.contains(&r), linked, "rotation {r}");
    }
    if let Some(bad) = (0..6u8).find(|r| !rotations.contains(r)) {
        assert!(refused(&mut s, 0, &format!("place {bad}")).contains("ec-bad-rotation"));
    }
    if rotations.is_empty() {
        must(&mut s, 0, "discard");
        assert!(s.discards[ring.min(3) - 1].contains(&tile));
        return;
    }
    let info = data::sector(tile).unwrap();
    let disc = info.ancients == 0;
    must(
        &mut s,
        0,
        &format!("place {}{}", rotations[0], if disc { " disc" } else { "" }),
    );
    let placed = s.sector(tile).unwrap();
    assert_eq!(placed.ships_of(Faction::Ancients), info.ancients as usize);
    if disc {
        assert_eq!(placed.owner, Some(0));
        if info.discovery {
            assert!(matches!(s.pending.first(), Some(Pending::Discovery { .. })));
            must(&mut s, 0, "find vp");
            assert_eq!(s.players[0].discovery_vp, 1);
        }
    }
    settle(&mut s);
    assert_eq!(s.phase, Phase::Action { active: 1 });
}

#[test]
fn ecl_5_research_pays_cost_less_row_discount_never_under_minimum() {
    // Rows 46-48.
    let mut s = new_game(2, 6);
    s.tech_supply = vec![("plasma_cannon".into(), 1), ("neutron_bombs".into(), 1)];
    s.players[0].storage[1] = 20;
    let (_, cost, min) = data::tech("plasma_cannon").unwrap();
    let owned_military = s.players[0]
        .techs
        .iter()
        .filter(|t| data::tech(t).unwrap().0 == 0)
        .count();
    let expect = (cost - data::discount(owned_military)).max(min);
    assert_eq!(
        action_phase::research_cost(&s, 0, "plasma_cannon"),
        Some(expect)
    );
    must(&mut s, 0, "research plasma_cannon");
    assert_eq!(s.players[0].storage[1], 20 - expect);
    assert!(s.players[0].techs.contains(&"plasma_cannon".to_string()));
    must(&mut s, 1, "pass");
    assert!(refused(&mut s, 0, "research plasma_cannon").contains("ec-research-what"));
}

#[test]
fn ecl_5_upgrade_checks_techs_energy_and_drives() {
    // Rows 56-61.
    let mut s = new_game(2, 7);
    // A plasma cannon needs its technology.
    let e = refused(&mut s, 0, "upgrade int 0 plasma_cannon");
    assert!(e.contains("needs-tech"), "{e}");
    // An interceptor needs a drive: covering it with a hull is refused.
    let sp = data::species("terran").unwrap();
    let drive = sp.printed[0]
        .iter()
        .position(|p| p.as_deref() == Some("nuclear_drive"))
        .unwrap();
    let e = refused(&mut s, 0, &format!("upgrade int {drive} hull"));
    assert!(e.contains("no-drive"), "{e}");
    // An open slot takes a hull; the blueprint (and every built ship) changes.
    let open = sp.printed[0].iter().position(|p| p.is_none()).unwrap();
    let hull_before = action_phase::stats(&s, 0, ShipKind::Interceptor).hull;
    must(&mut s, 0, &format!("upgrade int {open} hull"));
    assert_eq!(
        action_phase::stats(&s, 0, ShipKind::Interceptor).hull,
        hull_before + 1
    );
    // More than two tiles in one Upgrade is refused (row 57).
    must(&mut s, 1, "pass");
    let e = refused(&mut s, 0, "upgrade cru 1 hull, dre 2 hull, sb 3 hull");
    assert!(e.contains("ec-upgrade-count"), "{e}");
}

#[test]
fn ecl_5_build_pays_materials_in_own_sectors_within_limits() {
    // Rows 62-63, 55.
    let mut s = new_game(2, 8);
    let home = s.players[0].home;
    s.players[0].storage[2] = 20;
    let other = s.players[1].home;
    assert!(refused(&mut s, 0, &format!("build int {other}")).contains("ec-not-your-sector"));
    assert!(refused(&mut s, 0, &format!("build orbital {home}")).contains("ec-needs-tech"));
    must(&mut s, 0, &format!("build int {home}, cru {home}"));
    let cost = action_phase::build_cost(
        &s,
        0,
        starpost::games::eclipse::action::Item::Ship(ShipKind::Interceptor),
    ) + action_phase::build_cost(
        &s,
        0,
        starpost::games::eclipse::action::Item::Ship(ShipKind::Cruiser),
    );
    assert_eq!(s.players[0].storage[2], 20 - cost);
    assert_eq!(s.sector(home).unwrap().ships_of(Faction::Player(0)), 3);
    // 8 interceptors at most.
    must(&mut s, 1, "pass");
    for _ in 0..6 {
        s.sector_mut(home)
            .unwrap()
            .ships
            .push(ship(Faction::Player(0), ShipKind::Interceptor));
    }
    assert!(refused(&mut s, 0, &format!("build int {home}")).contains("ec-ship-limit"));
}

/// Two sectors joined by a full wormhole next to player 0's home.
fn corridor(s: &mut State) -> (u16, u16) {
    let home = s.players[0].home;
    let hh = s.sector(home).unwrap().hex;
    // Find an empty neighbour and a rotation of an inner tile that links to the home.
    for (d, h) in hh.neighbors().iter().enumerate() {
        if s.sector_at(*h).is_some() || h.ring() == 0 {
            continue;
        }
        let _ = d;
        for tile in data::ring_tiles(3) {
            if s.sector(tile).is_some() || data::sector(tile).unwrap().ancients > 0 {
                continue;
            }
            for r in 0..6 {
                let cand = Sector::new(tile, *h, r);
                if starpost::games::eclipse::rules::connected(&cand, s.sector(home).unwrap(), false)
                {
                    place(s, tile, h.position(), r);
                    return (home, tile);
                }
            }
        }
    }
    panic!("no corridor");
}

#[test]
fn ecl_5_move_follows_wormholes_and_pinning_holds_ships() {
    // Rows 64-68.
    let mut s = new_game(2, 9);
    let (home, next) = corridor(&mut s);
    must(&mut s, 0, &format!("move int {home}>{next}"));
    assert_eq!(s.sector(next).unwrap().ships_of(Faction::Player(0)), 1);
    must(&mut s, 1, "pass");
    // An enemy interceptor arrives: player 0's lone interceptor is pinned.
    s.sector_mut(next)
        .unwrap()
        .ships
        .push(ship(Faction::Player(1), ShipKind::Interceptor));
    let e = refused(&mut s, 0, &format!("move int {next}>{home}"));
    assert!(e.contains("ec-pinned"), "{e}");
    // A second interceptor of player 0 there: one may leave.
    s.sector_mut(next)
        .unwrap()
        .ships
        .push(ship(Faction::Player(0), ShipKind::Interceptor));
    must(&mut s, 0, &format!("move int {next}>{home}"));
    // Starbases never move (row 68).
    s.players[0].passed = false;
    s.phase = Phase::Action { active: 0 };
    s.sector_mut(home)
        .unwrap()
        .ships
        .push(ship(Faction::Player(0), ShipKind::Starbase));
    assert!(refused(&mut s, 0, &format!("move sb {home}>{next}")).contains("immobile"));
}

#[test]
fn ecl_5_influence_moves_discs_and_flips_colony_ships() {
    // Rows 40-45.
    let mut s = new_game(2, 10);
    let (home, next) = corridor(&mut s);
    s.players[0].colony_used = 2;
    let discs = s.players[0].discs;
    must(&mut s, 0, &format!("inf t>{next}"));
    settle(&mut s);
    assert_eq!(s.sector(next).unwrap().owner, Some(0));
    assert_eq!(s.players[0].colony_used, 0, "up to 2 colony ships flip up");
    assert_eq!(
        s.players[0].discs,
        discs - 2,
        "one disc placed, one for the action"
    );
    // Withdrawing a disc returns the cubes to their tracks.
    must(&mut s, 1, "pass");
    let cubes = s.sector(home).unwrap().cubes.len() as u8;
    let on_track: u8 = s.players[0].track_cubes.iter().sum();
    must(&mut s, 0, &format!("inf {home}>t"));
    assert_eq!(s.sector(home).unwrap().owner, None);
    assert_eq!(
        s.players[0].track_cubes.iter().sum::<u8>(),
        on_track + cubes
    );
}

#[test]
fn ecl_5_influence_refuses_ancients_and_enemy_sectors() {
    // Row 45.
    let mut s = new_game(2, 11);
    let (_, next) = corridor(&mut s);
    s.sector_mut(next)
        .unwrap()
        .ships
        .push(ship(Faction::Ancients, ShipKind::Ancient));
    assert!(refused(&mut s, 0, &format!("inf t>{next}")).contains("ec-influence-where"));
}

#[test]
fn ecl_5_colony_ships_put_cubes_on_matching_squares() {
    // Rows 27-31.
    let mut s = new_game(2, 12);
    let (_, next) = corridor(&mut s);
    s.sector_mut(next).unwrap().owner = Some(0);
    let info = data::sector(next).unwrap();
    if let Some(i) = info.squares.iter().position(|(r, adv)| r.is_some() && !adv) {
        let r = info.squares[i].0.unwrap();
        let before = s.players[0].track_cubes[r.index()];
        must(&mut s, 0, &format!("colony {next} {i}"));
        assert_eq!(s.players[0].track_cubes[r.index()], before - 1);
        assert_eq!(s.players[0].colony_used, 1);
        assert!(refused(&mut s, 0, &format!("colony {next} {i}")).contains("ec-square-taken"));
    }
    if let Some(i) = info.squares.iter().position(|(_, adv)| *adv) {
        assert!(refused(&mut s, 0, &format!("colony {next} {i}")).contains("ec-needs-tech"));
    }
    assert!(refused(&mut s, 0, &format!("colony {next} 9")).contains("ec-bad-square"));
}

#[test]
fn ecl_3_trade_at_the_species_rate() {
    // Row 16.
    let mut s = new_game(2, 13);
    must(&mut s, 0, "trade s m 1");
    assert_eq!(s.players[0].storage, [3, 1, 3]);
    assert!(refused(&mut s, 0, "trade s m 1").contains("ec-too-expensive"));
}

// ---- §6 combat ----

#[test]
fn ecl_6_hit_rule_and_initiative_order() {
    // Rows 87-88, 94.
    assert!(combat::hit(6, -5, 9), "a 6 always hits");
    assert!(!combat::hit(1, 9, 0), "a 1 always misses");
    assert!(combat::hit(4, 2, 0));
    assert!(!combat::hit(4, 2, 1));
    // Neutral profiles from the content (rows 98-99).
    let anc = data::neutral(ShipKind::Ancient);
    assert_eq!(
        (anc.initiative, anc.computer, anc.hull, anc.cannons.len()),
        (2, 1, 1, 2)
    );
    let gcds = data::neutral(ShipKind::Gcds);
    assert_eq!((gcds.initiative, gcds.hull, gcds.cannons.len()), (0, 7, 4));
    // Terran groups: interceptor before cruiser before dreadnought; defender first on ties.
    let s = new_game(2, 14);
    let b = Battle {
        sector: s.players[0].home,
        defender: Faction::Player(0),
        attacker: Faction::Player(1),
        missiles_done: false,
        order: Vec::new(),
        next: 0,
        firing: None,
        retreating: Vec::new(),
        idle_rounds: 0,
    };
    let mut s2 = s.clone();
    let home = s.players[0].home;
    let sec = s2.sector_mut(home).unwrap();
    sec.ships
        .push(ship(Faction::Player(1), ShipKind::Interceptor));
    sec.ships
        .push(ship(Faction::Player(0), ShipKind::Dreadnought));
    let order = combat::order(&s2, &b);
    assert_eq!(
        order,
        vec![
            (Faction::Player(0), ShipKind::Interceptor),
            (Faction::Player(1), ShipKind::Interceptor),
            (Faction::Player(0), ShipKind::Dreadnought),
        ]
    );
}

/// Answers every combat prompt with its first choice until the next round's action phase.
fn resolve_combat(s: &mut State) -> Vec<starpost::core::LogEntry> {
    let mut log = Vec::new();
    for i in 0..500 {
        if matches!(s.phase, Phase::Action { .. }) && s.pending.is_empty() {
            break;
        }
        let p = Eclipse::prompts(s).remove(0);
        let a = parse(s, &p.choices[0].notation).unwrap();
        log.extend(
            Eclipse::apply(s, p.seat, &a, &mut GameRng::for_step(99, 5000 + i))
                .unwrap()
                .log,
        );
    }
    log
}

#[test]
fn ecl_6_battles_run_in_descending_sector_order_and_draw_reputation_in_secret() {
    // Rows 82-83, 89-97, 105, 111-114, 117.
    let mut s = new_game(2, 15);
    let (home, next) = corridor(&mut s);
    let other = place(&mut s, 399, 40, 0);
    let _ = other;
    for (t, n) in [(next, 3), (399, 1)] {
        let sec = s.sector_mut(t).unwrap();
        for _ in 0..n {
            sec.ships
                .push(ship(Faction::Player(0), ShipKind::Interceptor));
        }
        sec.ships.push(ship(Faction::Ancients, ShipKind::Ancient));
        sec.arrivals = vec![Faction::Ancients, Faction::Player(0)];
    }
    let _ = home;
    must(&mut s, 0, "pass");
    let mut log = act(&mut s, 1, "pass").unwrap();
    log.extend(resolve_combat(&mut s));
    let battles: Vec<i64> = log
        .iter()
        .filter(|l| l.msg.id == "ec-log-battle")
        .filter_map(|l| match l.msg.arg("sector") {
            Some(starpost::core::msg::Arg::Num(n)) => Some(*n),
            _ => None,
        })
        .collect();
    assert_eq!(
        battles,
        vec![399, next as i64],
        "highest sector number first"
    );
    // Reputation: the drawn values only in private lines; the public line gives a count.
    let draws: Vec<_> = log
        .iter()
        .filter(|l| l.msg.id.starts_with("ec-log-reputation-draw"))
        .collect();
    assert!(!draws.is_empty());
    for l in &log {
        if l.msg.id == "ec-log-reputation-drawn" || l.msg.id == "ec-log-reputation-kept" {
            assert_eq!(l.visibility, Visibility::Seat(0));
        }
    }
    assert!(!s.players[0].reputation.is_empty() || s.players[0].eliminated);
    // Repair: no damage left after the combat phase.
    assert!(
        s.sectors
            .iter()
            .all(|x| x.ships.iter().all(|y| y.damage == 0))
    );
    // The spectator view shows how many tiles, never their values.
    let v = Eclipse::view(&s, Viewer::Spectator);
    assert!(v.own.is_none());
    assert_eq!(v.players[0].reputation_tiles, s.players[0].reputation.len());
    let json = serde_json::to_string(&v).unwrap();
    assert!(!json.contains("\"reputation\":["), "{json}");
    let mine = Eclipse::view(&s, Viewer::Seat(0));
    assert_eq!(mine.own.unwrap().reputation, s.players[0].reputation);
}

#[test]
fn ecl_6_reputation_draws_one_plus_kills_up_to_five() {
    // Row 111: an interceptor kill is one more draw; five at most.
    let mut s = new_game(2, 16);
    let (_, next) = corridor(&mut s);
    let sec = s.sector_mut(next).unwrap();
    for _ in 0..4 {
        sec.ships
            .push(ship(Faction::Player(0), ShipKind::Dreadnought));
    }
    for _ in 0..2 {
        sec.ships.push(ship(Faction::Ancients, ShipKind::Ancient));
    }
    must(&mut s, 0, "pass");
    let mut log = act(&mut s, 1, "pass").unwrap();
    log.extend(resolve_combat(&mut s));
    let count = log
        .iter()
        .find(|l| l.msg.id == "ec-log-reputation-draw")
        .and_then(|l| match l.msg.arg("count") {
            Some(starpost::core::msg::Arg::Num(n)) => Some(*n),
            _ => None,
        })
        .unwrap();
    let survivors = s.sector(next).unwrap().ships_of(Faction::Ancients);
    if survivors == 0 {
        assert_eq!(count, 3, "1 for the battle + 1 per Ancient");
    }
}

#[test]
fn ecl_6_winner_attacks_population_and_takes_control() {
    // Rows 106-110, 115-116.
    let mut s = new_game(2, 17);
    let home1 = s.players[1].home;
    s.players[0].techs.push("neutron_bombs".into());
    s.sector_mut(home1).unwrap().ships.clear();
    for _ in 0..2 {
        s.sector_mut(home1)
            .unwrap()
            .ships
            .push(ship(Faction::Player(0), ShipKind::Interceptor));
    }
    let cubes = s.sector(home1).unwrap().cubes.len() as u8;
    must(&mut s, 0, "pass");
    act(&mut s, 1, "pass").unwrap();
    // Neutron Bombs kill every cube; the disc is evicted; player 0 is asked to claim.
    assert!(s.sector(home1).unwrap().cubes.is_empty());
    assert_eq!(
        s.players[1].graveyard.iter().sum::<u8>(),
        cubes,
        "into the graveyard"
    );
    assert_eq!(s.sector(home1).unwrap().owner, None, "the disc is evicted");
    assert!(matches!(
        s.pending.first(),
        Some(Pending::Claim { seat: 0, .. })
    ));
    // Claiming is the combat phase's last step (§6), and the board's title says so; upkeep
    // (§7) begins after it.
    let title = |s: &starpost::games::eclipse::state::State| {
        starpost::games::eclipse::scene::scene(
            &Eclipse::view(s, Viewer::Spectator),
            &starpost::i18n::Tr::default(),
        )
        .title
    };
    assert!(
        title(&s).ends_with("End of the combat phase"),
        "{}",
        title(&s)
    );
    {
        must(&mut s, 0, "claim");
        settle(&mut s);
        assert_eq!(s.sector(home1).unwrap().owner, Some(0));
        // Cleanup returns the graveyard to the tracks (row 126).
        assert_eq!(s.players[1].graveyard.iter().sum::<u8>(), 0);
    }
}

// ---- §7 upkeep, §8 cleanup, §9 end ----

#[test]
fn ecl_7_upkeep_pays_influence_and_adds_production() {
    // Rows 120, 123, 124-128.
    let mut s = new_game(2, 18);
    let net = upkeep::net_money(&s, 0);
    let sci = data::production(s.players[0].track_cubes[1]);
    let storage = s.players[0].storage;
    let supply: usize = s.tech_supply.iter().map(|(_, n)| *n as usize).sum();
    must(&mut s, 0, "pass");
    must(&mut s, 1, "pass");
    assert_eq!(s.players[0].storage[0], storage[0] + net);
    assert_eq!(s.players[0].storage[1], storage[1] + sci);
    let (_, per_round, _) = data::scaling(2);
    assert_eq!(
        s.tech_supply
            .iter()
            .map(|(_, n)| *n as usize)
            .sum::<usize>(),
        supply + per_round
    );
    assert_eq!(s.round, 2);
}

#[test]
fn ecl_7_bankruptcy_trades_then_withdraws_discs() {
    // Rows 121-122: the player who can't pay chooses trades and discs to take back.
    let mut s = new_game(2, 19);
    let (home, next) = corridor(&mut s);
    s.sector_mut(next).unwrap().owner = Some(0);
    s.players[0].storage = [0, 2, 0];
    s.players[0].discs = 2;
    must(&mut s, 0, "pass");
    must(&mut s, 1, "pass");
    settle(&mut s);
    assert!(matches!(
        s.pending.first(),
        Some(Pending::Bankrupt { seat: 0 })
    ));
    let p = Eclipse::prompts(&s).remove(0);
    let offered: Vec<&str> = p.choices.iter().map(|c| c.notation.as_str()).collect();
    assert!(offered.contains(&"trade s m 1"), "{offered:?}");
    assert!(
        offered.contains(&format!("withdraw {next}").as_str()),
        "{offered:?}"
    );
    assert!(refused(&mut s, 1, &format!("withdraw {home}")).contains("ec-waiting-for"));
    must(&mut s, 0, "trade s m 1");
    assert_eq!(s.players[0].storage[1], 0);
    if matches!(s.pending.first(), Some(Pending::Bankrupt { .. })) {
        must(&mut s, 0, &format!("withdraw {next}"));
        assert_eq!(s.sector(next).unwrap().owner, None);
    }
    while let Some(Pending::Bankrupt { seat }) = s.pending.first().cloned() {
        must(&mut s, seat, &format!("withdraw {home}"));
    }
    assert!(s.players[0].storage[0] >= 0);
    assert_eq!(s.round, 2, "upkeep paid, the next round began");
}

#[test]
fn ecl_9_game_ends_after_round_9_with_scores_and_tie_break() {
    // Rows 129-131.
    let mut s = new_game(2, 20);
    s.round = 9;
    s.players[0].reputation = vec![4, 3];
    s.players[1].techs = vec![
        "neutron_bombs".into(),
        "starbase".into(),
        "plasma_cannon".into(),
        "phase_shield".into(),
    ];
    s.traitor = Some(1);
    must(&mut s, 0, "pass");
    must(&mut s, 1, "pass");
    let Phase::Over { winner } = s.phase else {
        panic!("over after round 9")
    };
    let parts0 = upkeep::score_parts(&s, 0);
    let parts1 = upkeep::score_parts(&s, 1);
    assert_eq!(parts0[0], 7);
    assert_eq!(parts1[5], data::row_vp(4));
    assert_eq!(parts1[6], -2);
    assert_eq!(
        s.scores,
        vec![parts0.iter().sum(), parts1.iter().sum::<i32>()]
    );
    assert_eq!(winner, Some(if s.scores[0] >= s.scores[1] { 0 } else { 1 }));
    assert!(Eclipse::is_over(&s));
    assert!(refused(&mut s, 0, "pass").contains("ec-game-over"));
}

// ---- §5 diplomacy ----

#[test]
fn ecl_5_diplomacy_needs_four_players_and_breaks_into_a_traitor() {
    // Rows 73-80.
    let mut s = new_game(2, 21);
    assert!(refused(&mut s, 0, "ally 1 m").contains("ec-diplomacy-players"));
    let mut s = new_game(4, 21);
    // Put a disc of player 1 next to player 0's home, linked by a full wormhole.
    let (_, next) = corridor(&mut s);
    s.sector_mut(next).unwrap().owner = Some(1);
    must(&mut s, 0, "ally 1 m");
    assert!(matches!(
        s.pending.first(),
        Some(Pending::Diplomacy { to: 1, .. })
    ));
    must(&mut s, 1, "accept s");
    assert_eq!(s.players[0].ambassadors, vec![1]);
    assert_eq!(s.players[1].ambassadors, vec![0]);
    assert_eq!(upkeep::score_parts(&s, 0)[1], 1, "an ambassador is 1 VP");
    // Moving into the partner's sector breaks it and hands over the Traitor card.
    let home = s.players[0].home;
    must(&mut s, 0, &format!("move int {home}>{next}"));
    assert!(s.players[0].ambassadors.is_empty());
    assert_eq!(s.traitor, Some(0));
}

// ---- notation ----

#[test]
fn notation_round_trips_and_mistakes_say_what_is_accepted() {
    let s = new_game(2, 22);
    for text in [
        "explore 8",
        "place 3 disc",
        "discard",
        "find vp",
        "inf t>105 203>t",
        "research plasma_cannon",
        "research neutron_bombs gauss_shield",
        "research artifact_key m",
        "upgrade int 0 plasma_cannon, cru 1 -",
        "build int 221, orbital 221",
        "move int 221>105>106, cru 221>105",
        "pass",
        "colony 105 2 m",
        "trade s m 2",
        "fire",
        "retreat 221",
        "hits auto",
        "hits cru",
        "keep 3",
        "claim",
        "noclaim",
        "ally 2 s",
        "accept x",
        "decline",
        "done",
        "pick 105",
        "withdraw 105",
        "concede",
        "adjust 2 x +3",
        "adjust 1 m -2",
    ] {
        let a: Action = parse(&s, text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(parse(&s, &notation(&a)).unwrap(), a, "{text}");
    }
    for bad in [
        "explore",
        "place x",
        "move int 221",
        "build",
        "fly 3",
        "hits 7",
    ] {
        assert!(parse(&s, bad).is_err(), "{bad}");
    }
}

// ---- species (§2 alien species, as the content sheet gives them) ----

fn species_game(species: &[&str]) -> State {
    let setup = EclipseSetup {
        players: species
            .iter()
            .enumerate()
            .map(|(i, sp)| PlayerSetup {
                name: format!("p{i}"),
                species: Some(sp.to_string()),
                color: None,
            })
            .collect(),
        start: Some(0),
    };
    Eclipse::setup(&setup, &mut GameRng::for_step(3, 0)).unwrap()
}

#[test]
fn ecl_2_species_starting_kit_comes_from_their_sheet() {
    let s = species_game(&["eridani_empire", "orion_hegemony"]);
    // Eridani start with reputation tiles, hidden from the spectator.
    let n = data::species("eridani_empire").unwrap().starting_reputation;
    assert_eq!(s.players[0].reputation.len(), n);
    let v = Eclipse::view(&s, Viewer::Spectator);
    assert_eq!(v.players[0].reputation_tiles, n);
    assert!(v.own.is_none());
    // Orion start with the ships of their sheet.
    let want = data::species("orion_hegemony").unwrap().starting_ships;
    let home = s.sector(s.players[1].home).unwrap();
    let got: Vec<ShipKind> = home.ships.iter().map(|x| x.kind).collect();
    assert_eq!(got, want);
}

#[test]
fn ecl_5_hydran_progress_researches_two_technologies_terrans_one() {
    // Row 81.
    let mut s = species_game(&["hydran_progress", "terran"]);
    s.tech_supply = vec![("neutron_bombs".into(), 2), ("gauss_shield".into(), 2)];
    s.players[0].storage[1] = 10;
    s.players[1].storage[1] = 10;
    must(&mut s, 0, "research neutron_bombs gauss_shield");
    assert!(s.players[0].techs.contains(&"neutron_bombs".to_string()));
    assert!(s.players[0].techs.contains(&"gauss_shield".to_string()));
    assert!(
        refused(&mut s, 1, "research neutron_bombs gauss_shield").contains("ec-research-count")
    );
}

#[test]
fn ecl_9_planta_score_a_point_per_sector_and_lose_cubes_without_dice() {
    let mut s = species_game(&["planta", "terran"]);
    assert_eq!(upkeep::score_parts(&s, 0)[7], 1, "one sector: the home");
    assert_eq!(upkeep::score_parts(&s, 1)[7], 0);
    // Fragile population: an enemy ship kills every Planta cube there (no Neutron Bombs).
    let home = s.players[0].home;
    let cubes = s.sector(home).unwrap().cubes.len() as u8;
    let sec = s.sector_mut(home).unwrap();
    sec.ships.clear();
    sec.ships
        .push(ship(Faction::Player(1), ShipKind::Interceptor));
    must(&mut s, 0, "pass");
    must(&mut s, 1, "pass");
    assert!(s.sector(home).unwrap().cubes.is_empty());
    assert_eq!(s.players[0].graveyard.iter().sum::<u8>(), cubes);
}

#[test]
fn ecl_5_drawing_a_sector_is_an_undo_barrier() {
    let mut s = new_game(2, 23);
    let pos = starpost::games::eclipse::rules::explore::targets(&s, 0)[0];
    let a = parse(&s, &format!("explore {pos}")).unwrap();
    let applied = Eclipse::apply(&mut s, 0, &a, &mut GameRng::for_step(1, 1)).unwrap();
    assert!(applied.barrier, "the drawn tile is revealed information");
}

#[test]
fn ecl_5_colony_ships_right_after_taking_a_sector_and_late_in_upkeep() {
    // Rows 27, 119.
    let mut s = new_game(2, 24);
    let (_, next) = corridor(&mut s);
    let info = data::sector(next).unwrap();
    let plain = info.squares.iter().position(|(_, adv)| !adv);
    must(&mut s, 0, &format!("inf t>{next}"));
    if let Some(i) = plain {
        // The influence put the disc there: colony ships are offered at once.
        assert!(matches!(
            s.pending.first(),
            Some(Pending::Colonize {
                seat: 0,
                upkeep: false,
                ..
            })
        ));
        refused(&mut s, 1, "pass");
        must(&mut s, 0, &format!("colony {next} {i}"));
        if !s.pending.is_empty() {
            must(&mut s, 0, "done");
        }
    }
    assert_eq!(s.phase, Phase::Action { active: 1 });
    // Upkeep: an unused colony ship may still go to an empty square, not where enemies are.
    must(&mut s, 1, "pass");
    must(&mut s, 0, "pass");
    if let Some(Pending::Colonize { seat, upkeep, .. }) = s.pending.first().cloned() {
        assert!(upkeep);
        must(&mut s, seat, "done");
    }
}

#[test]
fn ecl_5_planta_explore_a_second_sector_in_the_same_action() {
    // Row 81.
    let mut s = species_game(&["planta", "terran"]);
    let pos = starpost::games::eclipse::rules::explore::targets(&s, 0)[0];
    let discs = s.players[0].discs;
    must(&mut s, 0, &format!("explore {pos}"));
    must(&mut s, 0, "discard");
    assert!(matches!(
        s.pending.first(),
        Some(Pending::Explore { seat: 0, more: 1 })
    ));
    let again = starpost::games::eclipse::rules::explore::targets(&s, 0)[0];
    must(&mut s, 0, &format!("explore {again}"));
    must(&mut s, 0, "discard");
    assert!(s.pending.is_empty(), "two sectors per action, not three");
    assert_eq!(s.players[0].discs, discs - 1, "one action, one disc");
    assert_eq!(s.phase, Phase::Action { active: 1 });
    // A Terran explores once.
    let pos = starpost::games::eclipse::rules::explore::targets(&s, 1)[0];
    must(&mut s, 1, &format!("explore {pos}"));
    must(&mut s, 1, "discard");
    assert!(s.pending.is_empty());
}

/// Answers combat prompts with `pick` (or the first choice) until the next action phase.
fn resolve_with(
    s: &mut State,
    pick: impl Fn(&State, &starpost::core::Prompt) -> Option<String>,
) -> Vec<starpost::core::LogEntry> {
    let mut log = Vec::new();
    for i in 0..500 {
        if matches!(s.phase, Phase::Action { .. }) && s.pending.is_empty() {
            break;
        }
        let p = Eclipse::prompts(s).remove(0);
        let text = pick(s, &p).unwrap_or_else(|| p.choices[0].notation.clone());
        let a = parse(s, &text).unwrap();
        log.extend(
            Eclipse::apply(s, p.seat, &a, &mut GameRng::for_step(98, 6000 + i))
                .unwrap()
                .log,
        );
    }
    log
}

fn battles(log: &[starpost::core::LogEntry]) -> Vec<(String, String)> {
    log.iter()
        .filter(|l| l.msg.id == "ec-log-battle")
        .map(|l| {
            let who = |k: &str| match l.msg.arg(k) {
                Some(starpost::core::msg::Arg::Msg(m)) => m.to_string(),
                _ => String::new(),
            };
            (who("attacker"), who("defender"))
        })
        .collect()
}

#[test]
fn ecl_6_three_players_fight_pairwise_latest_arrivals_first_disc_owner_last() {
    // Rows 84-86.
    let mut s = new_game(3, 25);
    let home = s.players[0].home;
    let sec = s.sector_mut(home).unwrap();
    for _ in 0..2 {
        sec.ships
            .push(ship(Faction::Player(1), ShipKind::Interceptor));
        sec.ships
            .push(ship(Faction::Player(2), ShipKind::Interceptor));
    }
    sec.arrivals = vec![Faction::Player(0), Faction::Player(1), Faction::Player(2)];
    must(&mut s, 0, "pass");
    must(&mut s, 1, "pass");
    let mut log = act(&mut s, 2, "pass").unwrap();
    log.extend(resolve_combat(&mut s));
    let b = battles(&log);
    assert!(b.len() >= 2, "{b:?}");
    assert!(
        b[0].0.contains("p2") && b[0].1.contains("p1"),
        "latest two first: {b:?}"
    );
    assert!(b[1].1.contains("p0"), "the disc owner fights last: {b:?}");
}

#[test]
fn ecl_6_missiles_fire_once_before_the_cannons() {
    // Row 91.
    let mut s = new_game(2, 26);
    s.players[0].techs.push("plasma_missile".into());
    s.players[0].blueprints[0][0] = Some("plasma_missile".into());
    let home = s.players[0].home;
    for _ in 0..2 {
        s.sector_mut(home)
            .unwrap()
            .ships
            .push(ship(Faction::Player(1), ShipKind::Interceptor));
    }
    must(&mut s, 0, "pass");
    let mut log = act(&mut s, 1, "pass").unwrap();
    log.extend(resolve_combat(&mut s));
    let first_missile = log.iter().position(|l| l.msg.id == "ec-log-missiles");
    let first_fire = log.iter().position(|l| l.msg.id == "ec-log-fire");
    assert!(first_missile.is_some(), "missiles fired");
    if let Some(f) = first_fire {
        assert!(first_missile.unwrap() < f, "missiles before cannons");
    }
    assert_eq!(
        log.iter().filter(|l| l.msg.id == "ec-log-missiles").count(),
        1,
        "one volley"
    );
}

#[test]
fn ecl_6_stalemate_destroys_an_attacker_that_cannot_retreat() {
    // Row 104.
    let mut s = new_game(2, 27);
    for p in 0..2 {
        s.players[p].blueprints[0][1] = Some("hull".into());
    }
    let home = s.players[0].home;
    s.sector_mut(home)
        .unwrap()
        .ships
        .push(ship(Faction::Player(1), ShipKind::Interceptor));
    s.sector_mut(home)
        .unwrap()
        .arrivals
        .push(Faction::Player(1));
    must(&mut s, 0, "pass");
    let mut log = act(&mut s, 1, "pass").unwrap();
    log.extend(resolve_combat(&mut s));
    assert!(log.iter().any(|l| l.msg.id == "ec-log-stalemate"));
    assert_eq!(s.sector(home).unwrap().ships_of(Faction::Player(1)), 0);
    assert_eq!(s.sector(home).unwrap().ships_of(Faction::Player(0)), 1);
}

#[test]
fn ecl_6_retreat_leaves_at_the_next_activation_without_the_participation_draw() {
    // Rows 101-103, 114.
    let mut s = new_game(2, 28);
    let (home, next) = corridor(&mut s);
    let sec = s.sector_mut(next).unwrap();
    sec.ships
        .push(ship(Faction::Player(0), ShipKind::Interceptor));
    for _ in 0..3 {
        sec.ships
            .push(ship(Faction::Player(1), ShipKind::Interceptor));
    }
    sec.arrivals = vec![Faction::Player(1), Faction::Player(0)];
    must(&mut s, 0, "pass");
    let mut log = act(&mut s, 1, "pass").unwrap();
    let retreat = format!("retreat {home}");
    log.extend(resolve_with(&mut s, |_, p| {
        p.choices
            .iter()
            .any(|c| c.notation == retreat)
            .then(|| retreat.clone())
    }));
    assert!(log.iter().any(|l| l.msg.id == "ec-log-retreat"));
    let survived = s.sector(home).unwrap().ships_of(Faction::Player(0));
    assert_eq!(s.sector(next).unwrap().ships_of(Faction::Player(0)), 0);
    if survived > 0 {
        assert!(log.iter().any(|l| l.msg.id == "ec-log-retreated"));
        // No participation draw for the player who retreated (kills would still count).
        let drew = log.iter().any(|l| {
            l.msg.id == "ec-log-reputation-draw"
                && l.msg.arg("player") == Some(&starpost::core::msg::Arg::Text("p0".into()))
        });
        let killed = log.iter().any(|l| {
            l.msg.id == "ec-log-destroyed"
                && matches!(l.msg.arg("who"), Some(starpost::core::msg::Arg::Msg(m)) if m.to_string().contains("p1"))
        });
        assert_eq!(drew, killed);
    }
}

#[test]
fn adjustments_change_storage_in_public() {
    let mut s = new_game(2, 29);
    let log = act(&mut s, 1, "adjust 1 x +4").unwrap();
    assert_eq!(s.players[0].storage[2], 7);
    assert_eq!(log[0].visibility, Visibility::Public);
    assert!(refused(&mut s, 0, "adjust 1 m -9").contains("ec-too-expensive"));
    assert!(refused(&mut s, 0, "adjust 5 m 1").contains("ec-adjust-who"));
}

#[test]
fn ecl_5_draco_keep_peace_with_the_ancients_and_choose_between_two_sectors() {
    let mut s = species_game(&["descendants_of_draco", "terran"]);
    let (_, next) = {
        // The corridor helper works on player 0's home.
        corridor(&mut s)
    };
    s.sector_mut(next)
        .unwrap()
        .ships
        .push(ship(Faction::Ancients, ShipKind::Ancient));
    // Influence onto an Ancient sector: Draco may, Terrans may not.
    must(&mut s, 0, &format!("inf t>{next}"));
    settle(&mut s);
    assert_eq!(s.sector(next).unwrap().owner, Some(0));
    // Draco ships with the Ancients: no battle.
    let home = s.players[0].home;
    must(&mut s, 1, "pass");
    must(&mut s, 0, &format!("move int {home}>{next}"));
    let log = act(&mut s, 0, "pass");
    let log = log.unwrap_or_default();
    assert!(!log.iter().any(|l| l.msg.id == "ec-log-battle"), "{log:?}");
    settle(&mut s);
    assert_eq!(s.sector(next).unwrap().ships_of(Faction::Ancients), 1);
    assert_eq!(
        upkeep::score_parts(&s, 0)[7],
        1,
        "1 VP per Ancient in Draco sectors"
    );
    // Draw two, keep one.
    let mut s = species_game(&["descendants_of_draco", "terran"]);
    let pos = starpost::games::eclipse::rules::explore::targets(&s, 0)[0];
    must(&mut s, 0, &format!("explore {pos}"));
    let Some(Pending::Pick { tiles, .. }) = s.pending.first().cloned() else {
        panic!("two sectors to choose from");
    };
    assert_eq!(tiles.len(), 2);
    assert!(refused(&mut s, 0, "pick 999").contains("ec-pick-which"));
    must(&mut s, 0, &format!("pick {}", tiles[1]));
    assert!(matches!(s.pending.first(), Some(Pending::Place { tile, .. }) if *tile == tiles[1]));
    let ring = Hex::from_position(pos).ring() as usize;
    assert!(s.discards[ring.min(3) - 1].contains(&tiles[0]));
}

#[test]
fn ecl_5_ambassadors_share_the_reputation_track_and_bump_the_lowest_tile() {
    // Rows 76-77: Terrans have one ambassador-only slot; further ambassadors take shared slots.
    let mut s = new_game(4, 30);
    let cap = combat::reputation_capacity(&s, 0);
    s.players[0].reputation = (0..cap as u8).map(|i| 4 - i.min(3)).collect();
    s.players[0].ambassadors = vec![3];
    assert_eq!(
        combat::reputation_capacity(&s, 0),
        cap,
        "the ambassador-only slot"
    );
    let (_, next) = corridor(&mut s);
    s.sector_mut(next).unwrap().owner = Some(1);
    let bag = s.reputation_bag.len();
    let lowest = *s.players[0].reputation.iter().min().unwrap();
    must(&mut s, 0, "ally 1 m");
    must(&mut s, 1, "accept m");
    assert_eq!(s.players[0].ambassadors, vec![3, 1]);
    assert_eq!(s.players[0].reputation.len(), cap - 1);
    assert_eq!(s.reputation_bag.len(), bag + 1);
    assert_eq!(
        s.reputation_bag.last(),
        Some(&lowest),
        "the lowest tile went back"
    );
}

#[test]
fn ecl_6_a_wiped_out_player_may_concede_and_keeps_their_score() {
    // Row 118.
    let mut s = new_game(3, 31);
    assert!(refused(&mut s, 0, "concede").contains("ec-concede-not-yet"));
    let home = s.players[0].home;
    let sec = s.sector_mut(home).unwrap();
    sec.owner = None;
    sec.cubes.clear();
    sec.ships.clear();
    s.players[0].reputation = vec![3];
    let p = Eclipse::prompts(&s).remove(0);
    assert!(p.choices.iter().any(|c| c.notation == "concede"));
    must(&mut s, 0, "concede");
    assert!(s.players[0].eliminated);
    assert_eq!(s.phase, Phase::Action { active: 1 });
    assert_eq!(upkeep::score(&s, 0), 3);
    must(&mut s, 1, "pass");
    must(&mut s, 2, "pass");
    assert_eq!(s.round, 2, "the round ends without the conceded player");
    assert_ne!(s.phase, Phase::Action { active: 0 });
}

#[test]
fn ecl_5_instant_technologies_add_discs_and_artifact_resources() {
    // Rows 49-51.
    let mut s = new_game(2, 32);
    s.players[0].storage[1] = 40;
    s.tech_supply = vec![
        ("quantum_grid".into(), 1),
        ("advanced_robotics".into(), 1),
        ("artifact_key".into(), 1),
    ];
    let discs = s.players[0].discs;
    must(&mut s, 0, "research quantum_grid");
    assert_eq!(
        s.players[0].discs,
        discs - 1 + data::tech_extra_discs("quantum_grid")
    );
    assert_eq!(data::tech_extra_discs("quantum_grid"), 2);
    must(&mut s, 1, "pass");
    let discs = s.players[0].discs;
    must(&mut s, 0, "research advanced_robotics");
    assert_eq!(s.players[0].discs, discs);
    // Artifact Key: 5 of the chosen resource per artifact in your sectors.
    must(&mut s, 1, "pass");
    assert!(data::sector(102).unwrap().artifact);
    place(&mut s, 102, 40, 0);
    s.sector_mut(102).unwrap().owner = Some(0);
    let artifacts = s
        .sectors
        .iter()
        .filter(|x| x.owner == Some(0) && data::sector(x.tile).unwrap().artifact)
        .count() as i32;
    let money = s.players[0].storage[0];
    must(&mut s, 0, "research artifact_key m");
    assert!(artifacts >= 1);
    assert_eq!(s.players[0].storage[0], money + 5 * artifacts);
}

#[test]
fn ecl_5_an_orbital_takes_one_money_or_science_cube() {
    // Rows 31, 55.
    let mut s = new_game(2, 33);
    let home = s.players[0].home;
    s.players[0].techs.push("orbital".into());
    s.players[0].storage[2] = 20;
    must(&mut s, 0, &format!("build orbital {home}"));
    assert!(s.sector(home).unwrap().orbital);
    must(&mut s, 1, "pass");
    assert!(refused(&mut s, 0, &format!("build orbital {home}")).contains("ec-structure-there"));
    let spots = action_phase::colony_spots(&s, 0);
    assert!(spots.contains(&(home, ORBITAL)), "{spots:?}");
    assert!(refused(&mut s, 0, &format!("colony {home} {ORBITAL} x")).contains("ec-orbital-track"));
    let science = s.players[0].track_cubes[1];
    must(&mut s, 0, &format!("colony {home} {ORBITAL} s"));
    assert_eq!(s.players[0].track_cubes[1], science - 1);
    assert!(!action_phase::colony_spots(&s, 0).contains(&(home, ORBITAL)));
}

#[test]
fn ecl_5_diplomacy_is_offered_at_the_end_of_the_combat_phase() {
    // Row 74.
    let mut s = new_game(4, 34);
    let (_, next) = corridor(&mut s);
    s.sector_mut(next).unwrap().owner = Some(1);
    for seat in 0..4 {
        must(&mut s, seat, "pass");
    }
    let Some(Pending::Envoy { seat: 0 }) = s.pending.first().cloned() else {
        panic!("player 0 is offered diplomacy: {:?}", s.pending);
    };
    let p = Eclipse::prompts(&s).remove(0);
    assert!(p.choices.iter().any(|c| c.notation == "ally 1 m"));
    must(&mut s, 0, "ally 1 m");
    must(&mut s, 1, "accept s");
    assert_eq!(s.players[1].ambassadors, vec![0]);
    settle(&mut s);
    assert_eq!(s.round, 2);
}

/// Issue 13 item 8: a refusal says its kind (syntax, not now, not yours, illegal, ambiguous with
/// its readings), so the app can answer an ambiguous text with a button per reading.
mod refusals {
    use super::*;
    use starpost::core::{Refusal, RefusalKind};

    fn refused_apply(s: &mut State, seat: Seat, text: &str) -> Refusal {
        let before = s.clone();
        let a = Eclipse::parse_action(s, text).unwrap_or_else(|r| panic!("{text}: {r}"));
        let r = Eclipse::apply(s, seat, &a, &mut GameRng::for_step(7, 1)).unwrap_err();
        assert_eq!(*s, before, "a refusal changes nothing ({text})");
        r
    }

    #[test]
    fn a_text_that_is_no_action_is_a_syntax_refusal() {
        let s = new_game(2, 2);
        for (text, id) in [
            ("explore", "ec-notation-help"),
            ("warp 3", "ec-notation-help"),
            ("trade gold m", "ec-bad-resource"),
            ("move spaceship 1>2", "ec-bad-ship"),
        ] {
            let r = Eclipse::parse_action(&s, text).unwrap_err();
            assert_eq!(r.kind, RefusalKind::Syntax, "{text}");
            assert_eq!(r.msg.id, id, "{text}");
        }
    }

    #[test]
    fn ecl_5_a_turn_is_its_players_and_a_drawn_sector_is_placed_first() {
        let mut s = new_game(2, 5);
        // Row 22: one action per turn, clockwise; seat 1 waits for seat 0.
        let r = refused_apply(&mut s, 1, "pass");
        assert_eq!(r.kind, RefusalKind::NotYours);
        assert_eq!(r.msg.id, "ec-not-your-turn");
        // Rows 32-35: an explored sector is placed (or discarded) before anything else.
        let pos = starpost::games::eclipse::rules::explore::targets(&s, 0)[0];
        must(&mut s, 0, &format!("explore {pos}"));
        assert!(matches!(s.pending.first(), Some(Pending::Place { .. })));
        let r = refused_apply(&mut s, 0, "pass");
        assert_eq!(
            r.kind,
            RefusalKind::NotNow,
            "the seat's own choice comes first"
        );
        assert_eq!(r.msg.id, "ec-waiting-for");
        let r = refused_apply(&mut s, 1, "discard");
        assert_eq!(r.kind, RefusalKind::NotYours, "another player's choice");
        assert_eq!(r.msg.id, "ec-waiting-for");
        let r = refused_apply(&mut s, 0, "keep 2");
        assert_eq!(r.kind, RefusalKind::NotNow, "no reputation draw is asked");
        assert_eq!(r.msg.id, "ec-wrong-choice");
    }

    #[test]
    fn ecl_9_after_the_end_nothing_is_played_and_ecl_5_research_costs_science() {
        let mut s = new_game(2, 6);
        s.tech_supply = vec![("plasma_cannon".into(), 1)];
        s.players[0].storage[1] = 0;
        // Row 46: research pays the cost in science: not enough is against the rules.
        let r = refused_apply(&mut s, 0, "research plasma_cannon");
        assert_eq!(r.kind, RefusalKind::Illegal);
        assert_eq!(r.msg.id, "ec-too-expensive");
        // Row 129: after round 9 the game is over.
        s.phase = Phase::Over { winner: Some(1) };
        let r = refused_apply(&mut s, 0, "pass");
        assert_eq!(r.kind, RefusalKind::NotNow);
        assert_eq!(r.msg.id, "ec-game-over");
    }

    #[test]
    fn a_name_beginning_that_fits_several_technologies_or_parts_is_ambiguous() {
        let s = new_game(2, 6);
        let r = Eclipse::parse_action(&s, "research plasma").unwrap_err();
        let notations: Vec<&str> = r.choices().iter().map(|c| c.notation.as_str()).collect();
        assert_eq!(
            notations,
            ["research plasma_cannon", "research plasma_missile"]
        );
        assert_eq!(r.msg.id, "ambiguous");
        // Each reading is the full action, and reads back as that technology.
        for (c, tech) in r.choices().iter().zip(["plasma_cannon", "plasma_missile"]) {
            match Eclipse::parse_action(&s, &c.notation).unwrap() {
                Action::Research { tech: t, .. } => assert_eq!(t, tech),
                other => panic!("{other:?}"),
            }
        }
        // A name, or a beginning that fits one name, is that technology.
        for text in [
            "research Plasma_Missile",
            "research plasma_m",
            "research gauss",
        ] {
            assert!(
                matches!(
                    parse(&s, text),
                    Ok(Action::Research { ref tech, .. }) if data::tech(tech).is_some()
                ),
                "{text}"
            );
        }
        // Ship parts: Fusion Source and Fusion Drive.
        let r = Eclipse::parse_action(&s, "upgrade int 1 fusion").unwrap_err();
        let notations: Vec<&str> = r.choices().iter().map(|c| c.notation.as_str()).collect();
        assert_eq!(
            notations,
            ["upgrade int 1 fusion_source", "upgrade int 1 fusion_drive"]
        );
        assert!(matches!(r.kind, RefusalKind::Ambiguous(_)));
    }
}

// ---- issue 15: rules defects found in play (each failed before its fix) ----

fn player_line(log: &[starpost::core::LogEntry], id: &str, player: &str) -> bool {
    log.iter().any(|l| {
        l.msg.id == id
            && l.msg.arg("player") == Some(&starpost::core::msg::Arg::Text(player.into()))
    })
}

#[test]
fn ecl_6_d2_an_attacker_that_retreats_from_a_stalemate_draws_no_participation_tile() {
    // §6 stalemate (L3215-3232) and the retreat penalty (L3155-3213, row 114): the attacker's
    // ships all leave by retreating, so it loses the participation draw.
    let mut s = new_game(2, 31);
    for p in 0..2 {
        s.players[p].blueprints[0][1] = Some("hull".into());
    }
    let (home, next) = corridor(&mut s);
    let sec = s.sector_mut(next).unwrap();
    sec.ships
        .push(ship(Faction::Player(1), ShipKind::Interceptor));
    sec.ships
        .push(ship(Faction::Player(0), ShipKind::Interceptor));
    sec.arrivals = vec![Faction::Player(1), Faction::Player(0)];
    let home_ships = s.sector(home).unwrap().ships_of(Faction::Player(0));
    must(&mut s, 0, "pass");
    let mut log = act(&mut s, 1, "pass").unwrap();
    log.extend(resolve_combat(&mut s));
    assert!(
        log.iter().any(|l| l.msg.id == "ec-log-stalemate"),
        "{log:?}"
    );
    assert_eq!(
        s.sector(home).unwrap().ships_of(Faction::Player(0)),
        home_ships + 1,
        "the attacker retreated home"
    );
    assert!(
        !player_line(&log, "ec-log-reputation-draw", "p0"),
        "no participation draw after retreating"
    );
    assert!(
        player_line(&log, "ec-log-reputation-draw", "p1"),
        "the defender who stayed draws"
    );
}

#[test]
fn ecl_7_d3_eridani_pay_the_upkeep_of_their_own_track() {
    // §7 upkeep (L3800-3968) and decision D18: the Eridani track has the same 13 spaces, its two
    // cheapest start empty, so with the same discs left Eridani pay what Terrans pay.
    let mut s = species_game(&["eridani_empire", "terran"]);
    for p in 0..2 {
        s.players[p].discs = 8;
        s.players[p].track_cubes[0] = s.players[1].track_cubes[0];
    }
    let expected = data::production(s.players[1].track_cubes[0]) - data::upkeep(13 - 8);
    assert_eq!(upkeep::net_money(&s, 1), expected, "Terrans");
    assert_eq!(upkeep::net_money(&s, 0), expected, "Eridani");
}

#[test]
fn ecl_5_d4_draco_take_no_discovery_under_ancients_and_score_every_ancient() {
    // Draco sheet (decision D16): they may share a sector with the Ancients; the discovery tile
    // there waits until the Ancients are gone (§6 control: discovery tiles are taken then), and
    // they score 1 VP per Ancient on the whole board.
    let mut s = species_game(&["descendants_of_draco", "terran"]);
    let (_, next) = corridor(&mut s);
    let tile = s.discoveries.pop().unwrap();
    let sec = s.sector_mut(next).unwrap();
    sec.ships.push(ship(Faction::Ancients, ShipKind::Ancient));
    sec.discovery = Some(tile.clone());
    must(&mut s, 0, &format!("inf t>{next}"));
    assert_eq!(s.sector(next).unwrap().owner, Some(0));
    assert!(
        !s.pending
            .iter()
            .any(|p| matches!(p, Pending::Discovery { .. })),
        "no discovery while the Ancients hold it"
    );
    settle(&mut s);
    assert_eq!(
        s.sector(next).unwrap().discovery.as_deref(),
        Some(&tile[..])
    );
    // Ancients elsewhere count too.
    let far = place(&mut s, 399, 40, 0);
    let _ = far;
    for _ in 0..2 {
        s.sector_mut(399)
            .unwrap()
            .ships
            .push(ship(Faction::Ancients, ShipKind::Ancient));
    }
    assert_eq!(
        upkeep::score_parts(&s, 0)[7],
        3,
        "every Ancient on the board"
    );
    // The Ancients leave the Draco sector: the tile is taken at the end of the combat phase.
    s.sector_mut(next)
        .unwrap()
        .ships
        .retain(|x| x.owner != Faction::Ancients);
    must(&mut s, 1, "pass");
    must(&mut s, 0, "pass");
    assert!(
        s.pending
            .iter()
            .any(|p| matches!(p, Pending::Discovery { seat: 0, sector, .. } if *sector == next)),
        "{:?}",
        s.pending
    );
    assert_eq!(s.sector(next).unwrap().discovery, None);
}

#[test]
fn ecl_6_d5_the_population_attack_shows_its_dice() {
    // §6 attacking population (L3234-3329): every cannon fires once; the roll is shown, hit or
    // miss.
    let mut s = new_game(2, 32);
    let home1 = s.players[1].home;
    s.sector_mut(home1).unwrap().ships.clear();
    s.sector_mut(home1)
        .unwrap()
        .ships
        .push(ship(Faction::Player(0), ShipKind::Interceptor));
    must(&mut s, 0, "pass");
    let log = act(&mut s, 1, "pass").unwrap();
    let line = log
        .iter()
        .find(|l| l.msg.id == "ec-log-population-dice")
        .expect("the population dice are logged");
    let Some(starpost::core::msg::Arg::Text(dice)) = line.msg.arg("dice") else {
        panic!("{line:?}")
    };
    assert_eq!(dice.split(' ').count(), 1, "one ion cannon, one die");
}

#[test]
fn ecl_9_d6_an_eliminated_player_does_not_win() {
    // §9 (L4012-4049) and §7 collapse (L3885-3896): the score of a player who is out stays,
    // but the game is won by a player still in it.
    let mut s = new_game(2, 33);
    s.round = 9;
    s.players[0].reputation = vec![4, 4, 4];
    s.players[0].eliminated = true;
    s.players[0].passed = true;
    s.phase = Phase::Action { active: 1 };
    let log = act(&mut s, 1, "pass").unwrap();
    let Phase::Over { winner } = s.phase else {
        panic!("over after round 9")
    };
    assert!(s.scores[0] > s.scores[1]);
    assert_eq!(winner, Some(1));
    assert!(log.iter().any(|l| l.msg.id == "ec-log-game-over"));
}

#[test]
fn ecl_7_d6_when_every_player_collapses_the_game_ends_with_no_winner() {
    // §7 collapse (L3885-3896): unpayable upkeep with nothing to trade and no disc out
    // eliminates; with nobody left the game ends at once, and nobody wins.
    let mut s = new_game(2, 34);
    for p in 0..2 {
        s.players[p].storage = [0, 0, 0];
        s.players[p].discs = 0;
    }
    for sec in &mut s.sectors {
        sec.owner = None;
    }
    must(&mut s, 0, "pass");
    let log = act(&mut s, 1, "pass").unwrap();
    assert!(s.players.iter().all(|p| p.eliminated));
    assert_eq!(s.phase, Phase::Over { winner: None });
    assert_eq!(s.round, 1, "no rounds played with nobody left");
    assert!(log.iter().any(|l| l.msg.id == "ec-log-game-over-no-winner"));
    assert_eq!(Eclipse::winner(&s), None);
}

#[test]
fn ecl_7_d6_the_bankruptcy_prompt_shows_the_cost_as_a_positive_amount() {
    // §7 bankruptcy (L3885-3896): the prompt says what the round costs.
    let mut s = new_game(2, 35);
    s.players[0].storage = [0, 9, 9];
    s.players[0].discs = 2;
    must(&mut s, 0, "pass");
    must(&mut s, 1, "pass");
    settle(&mut s);
    assert!(
        matches!(s.pending.first(), Some(Pending::Bankrupt { seat: 0 })),
        "{:?}",
        s.pending
    );
    let owed = -upkeep::net_money(&s, 0);
    assert!(owed > 0);
    let p = Eclipse::prompts(&s).remove(0);
    assert_eq!(p.ask.id, "ec-ask-bankrupt");
    assert_eq!(
        p.ask.arg("net"),
        Some(&starpost::core::msg::Arg::Num(owed as i64))
    );
}

// ---- issue 16: every legal choice is offered ----

/// The active player's prompt offers every explore position, every technology they can pay
/// for, every build and every move: none cut at the old limits (6 explore positions, 6
/// technologies, 3 builds, 4 moves). More than 25 choices are offered as menus by the platform.
#[test]
fn ecl_4_the_action_prompt_offers_every_legal_choice_beyond_the_old_cuts() {
    let mut s = new_game(2, 5);
    // A wide frontier: sectors of seat 0 all around ring 2, each turned to link by a wormhole
    // to the sectors before it, three of them with an interceptor; science and materials for
    // every technology and build.
    let home = s.players[0].home;
    let mut tiles: Vec<u16> = s.stacks[1].clone();
    tiles.extend(s.stacks[2].clone());
    let mut with_ships = 0;
    let hexes: Vec<Hex> = (1u32..=36).map(Hex::from_position).collect();
    for hex in std::iter::repeat_n(hexes, 4).flatten() {
        let position = hex.position();
        if s.sector_at(hex).is_some() || s.sectors.len() > 8 {
            continue;
        }
        let linked = tiles.iter().enumerate().find_map(|(i, t)| {
            let rotations = starpost::games::eclipse::rules::explore::rotations(&s, 0, *t, hex);
            rotations.first().map(|r| (i, *t, *r))
        });
        let Some((i, tile, rotation)) = linked else {
            continue;
        };
        tiles.remove(i);
        place(&mut s, tile, position, rotation);
        let sector = s.sectors.last_mut().unwrap();
        sector.owner = Some(0);
        if with_ships < 3 {
            sector
                .ships
                .push(ship(Faction::Player(0), ShipKind::Interceptor));
            with_ships += 1;
        }
    }
    s.players[0].storage = [50, 60, 60];
    let prompt = Eclipse::prompts(&s)
        .into_iter()
        .find(|p| p.seat == 0)
        .expect("seat 0 is prompted");
    let offered: Vec<&str> = prompt.choices.iter().map(|c| c.notation.as_str()).collect();
    let count = |verb: &str| offered.iter().filter(|n| n.starts_with(verb)).count();

    let explore = starpost::games::eclipse::rules::explore::targets(&s, 0);
    let research = action_phase::researchable(&s, 0);
    assert!(
        explore.len() > 6,
        "more positions than the old cut: {explore:?}"
    );
    assert!(research.len() > 6, "more technologies than the old cut");
    for p in &explore {
        assert!(
            offered.contains(&format!("explore {p}").as_str()),
            "explore {p}"
        );
    }
    for (t, _) in &research {
        assert!(
            offered.contains(&format!("research {t}").as_str()),
            "research {t}"
        );
    }
    assert_eq!(count("explore "), explore.len());
    assert_eq!(count("research "), research.len());
    assert!(
        count("move ") > 4,
        "more moves than the old cut: {offered:?}"
    );
    assert_eq!(
        count("build "),
        3,
        "interceptor, cruiser, dreadnought at {home}"
    );
    assert!(offered.len() > 25, "more than a message's buttons: menus");
    // Every offered choice is accepted by the rules.
    for n in &offered {
        let mut t = s.clone();
        must(&mut t, 0, n);
    }
}

/// Issue 16 (boards that carry the decision): the Eclipse board draws every empty position a
/// player may explore, numbered as the Explore buttons number them; wormholes as edge marks
/// (the sector's six edges, as placed); the whole technology market with costs and counts; and
/// each blueprint's computed values.
#[test]
fn ecl_board_numbers_explorable_positions_marks_wormholes_and_shows_the_market() {
    use starpost::core::scene::HexCell;
    use starpost::games::eclipse::scene::scene;
    use starpost::i18n::Tr;
    let mut s = new_game(2, 7);
    // Every Grid technology in supply (more than fit one row of the footer).
    for t in data::tech_tiles() {
        if data::tech(&t).unwrap().0 == 1 && !s.tech_supply.iter().any(|(x, _)| *x == t) {
            s.tech_supply.push((t, 1));
        }
    }
    let v = Eclipse::view(&s, Viewer::Spectator);
    let board = scene(&v, &Tr::default());
    let empty: Vec<&HexCell> = board
        .hexes
        .iter()
        .filter(|h| h.lines.iter().any(|l| l.text == "unexplored"))
        .collect();
    // Every position a seat may explore is drawn empty, with its number.
    for seat in 0..2 {
        for p in starpost::games::eclipse::rules::explore::targets(&s, seat) {
            let h = Hex::from_position(p);
            let cell = empty
                .iter()
                .find(|c| c.q == h.q && c.r == h.r)
                .unwrap_or_else(|| panic!("position {p} is not drawn"));
            assert_eq!(cell.label, p.to_string());
        }
    }
    // No empty cell covers a sector.
    for c in &empty {
        assert!(s.sector_at(Hex::new(c.q, c.r)).is_none());
    }
    // Wormholes as edge marks, the same edges as the rules use.
    for sec in &v.sectors {
        let cell = board
            .hexes
            .iter()
            .find(|c| c.q == sec.q && c.r == sec.r)
            .unwrap();
        assert_eq!(cell.edges, sec.wormholes, "sector {}", sec.tile);
    }
    assert!(board.hexes.iter().any(|c| c.edges.iter().any(|e| *e)));
    // The market: every technology tile in supply, with its cost, none cut.
    let footer = board.footer.join("\n");
    for (t, n) in &v.supply {
        let name = {
            use starpost::core::msg::Translate;
            use starpost::games::WithArg;
            Tr::default().tr(&starpost::core::Msg::new("plain").with("text", data::tech_name(t)))
        };
        let cost = data::tech(t).unwrap().1;
        assert!(
            footer.contains(&format!("{name} ({cost})")),
            "{name} missing: {footer}"
        );
        if *n > 1 {
            assert!(
                footer.contains(&format!("{name} ({cost}) ×{n}")),
                "{footer}"
            );
        }
    }
    assert!(!footer.contains('…'));
    // One line per category, each tile on its category's line: a fifth Grid tile on a line of
    // its own read as another, unnamed category (the picture wraps a long line, indented).
    for (category, label) in ["Military", "Grid", "Nano"].iter().enumerate() {
        let lines: Vec<&String> = board
            .footer
            .iter()
            .filter(|l| l.starts_with(&format!("{label}: ")))
            .collect();
        assert_eq!(lines.len(), 1, "{label}: {footer}");
        for (t, n) in &v.supply {
            if *n > 0 && data::tech(t).unwrap().0 == category {
                let name = {
                    use starpost::core::msg::Translate;
                    use starpost::games::WithArg;
                    Tr::default()
                        .tr(&starpost::core::Msg::new("plain").with("text", data::tech_name(t)))
                };
                assert!(lines[0].contains(&name), "{name} not on {}", lines[0]);
            }
        }
    }
    // Blueprints, named in words (issue 16): the Terran interceptor (ion cannon, nuclear
    // source and drive) has initiative 3 (2 printed + 1 from the drive), move 1 and one cannon
    // die of 1.
    for p in 0..2 {
        for (i, ship) in ["Interceptor", "Cruiser", "Dreadnought", "Starbase"]
            .iter()
            .enumerate()
        {
            let line = &board.panels[p].lines[4 + i];
            assert!(line.starts_with(&format!("{ship}: initiative ")), "{line}");
            assert!(!line.contains('…'), "{line}");
            // A starbase never moves: its line does not say "move 0".
            assert_eq!(line.contains(", move "), *ship != "Starbase", "{line}");
        }
    }
    // Ships on the map in words: each home holds its starting interceptor ("1 interceptor"),
    // never the notation's code.
    let chips: Vec<&str> = board
        .hexes
        .iter()
        .flat_map(|h| h.units.iter().map(|c| c.text.as_str()))
        .collect();
    assert!(chips.contains(&"1 interceptor"), "{chips:?}");
    assert!(
        chips
            .iter()
            .all(|c| !c.contains("int") || c.contains("interceptor")),
        "{chips:?}"
    );
    let terran = v
        .players
        .iter()
        .position(|p| p.species_id.starts_with("terran"));
    let species: Vec<&str> = v.players.iter().map(|p| p.species_id.as_str()).collect();
    assert!(terran.is_some(), "{species:?}");
    if let Some(t) = terran {
        let line = &board.panels[t].lines[4];
        assert!(
            line.starts_with("Interceptor: initiative 3, move 1"),
            "{line}"
        );
        assert!(line.contains("cannons 1"), "{line}");
    }
}

/// `/help` per phase (issue 16 item 5): the game names the phase and how to act in it.
#[test]
fn ecl_help_outlines_the_current_phase() {
    let mut s = new_game(2, 7);
    let ids = |s: &State| {
        Eclipse::phase_help(s)
            .into_iter()
            .map(|m| m.id)
            .collect::<Vec<_>>()
    };
    assert_eq!(ids(&s), vec!["ec-help-action"]);
    s.phase = Phase::Upkeep;
    assert_eq!(ids(&s), vec!["ec-help-upkeep"]);
    s.phase = Phase::Combat;
    assert_eq!(ids(&s), vec!["ec-help-combat"]);
}

/// §5 Upgrade by buttons (issue 16 item 1): `upgrade` opens a menu (nothing spent), a
/// blueprint's page lists the parts that fit it legally, one choice takes the action (one disc)
/// and offers the parts still allowed in it (the Terrans place two), "done" ends it; "back"
/// closes the menu with nothing spent, and no other action is taken while it is open.
#[test]
fn ecl_5_upgrade_by_menu_spends_one_disc_and_offers_the_second_part() {
    let mut s = new_game(2, 7);
    let discs = s.players[0].discs;
    let turn = Eclipse::prompts(&s);
    assert!(turn[0].choices.iter().any(|c| c.notation == "upgrade"));
    must(&mut s, 0, "upgrade");
    assert_eq!(s.players[0].discs, discs, "opening the menu spends nothing");
    refused(&mut s, 0, "pass");
    // Back: the menu closes, the turn is still alice's, nothing spent.
    must(&mut s, 0, "done");
    assert!(s.pending.is_empty());
    assert_eq!(s.players[0].discs, discs);
    assert!(matches!(s.phase, Phase::Action { active: 0 }));
    // The interceptor's page: every offered part fits legally, and a hull on the open slot is
    // one of them (slot counted from 1 in the label).
    must(&mut s, 0, "upgrade");
    must(&mut s, 0, "upgrade int");
    let page = Eclipse::prompts(&s);
    let sp = data::species("terran").unwrap();
    let open = sp.printed[0].iter().position(|p| p.is_none()).unwrap();
    let hull = format!("upgrade int {open} hull");
    assert!(
        page[0].choices.iter().any(|c| c.notation == hull),
        "{page:?}"
    );
    for c in &page[0].choices {
        if c.notation.starts_with("upgrade int ") && c.notation.split(' ').count() > 3 {
            let mut t = s.clone();
            act(&mut t, 0, &c.notation).unwrap_or_else(|e| panic!("{}: {e}", c.notation));
        }
    }
    // A plasma cannon without its technology is not offered.
    assert!(
        !page[0]
            .choices
            .iter()
            .any(|c| c.notation.contains("plasma_cannon"))
    );
    let hull_before = action_phase::stats(&s, 0, ShipKind::Interceptor).hull;
    must(&mut s, 0, &hull);
    assert_eq!(s.players[0].discs, discs - 1, "one disc for the action");
    assert_eq!(
        action_phase::stats(&s, 0, ShipKind::Interceptor).hull,
        hull_before + 1
    );
    // The Terrans may place a second part in the same action: offered, with "done".
    assert!(matches!(
        s.pending.first(),
        Some(Pending::Upgrade {
            seat: 0,
            more: 1,
            ..
        })
    ));
    must(&mut s, 0, "done");
    assert_eq!(s.players[0].discs, discs - 1, "still one disc");
    assert!(
        matches!(s.phase, Phase::Action { active: 1 }),
        "the turn passes"
    );
}

/// Issue 16 standing orders (§6): with `orders fight on` a player's ship groups fire at each
/// activation without being asked to retreat, and with `orders hits auto` their hitting dice
/// go where the default rule puts them without being asked; the same battle without the
/// orders asks both. The orders are public; setting them again is refused.
#[test]
fn ecl_6_standing_orders_fire_without_asking_and_assign_hits_by_the_default() {
    use std::cell::RefCell;
    let (p0, p1) = (Faction::Player(0), Faction::Player(1));
    // What p0 is asked in the battle: "fire" (fire or retreat) and "hits" (where hits go).
    let battle = |seed: u64, orders: Option<&str>| -> (bool, bool) {
        let mut s = new_game(2, seed);
        // p0's interceptors hit on 4+ (Positron Computer), so they hit early.
        s.players[0].blueprints[0][0] = Some("positron_computer".into());
        let (_, next) = corridor(&mut s);
        let sec = s.sector_mut(next).unwrap();
        for _ in 0..3 {
            sec.ships.push(ship(p0, ShipKind::Interceptor));
        }
        sec.ships.push(ship(p1, ShipKind::Interceptor));
        sec.ships.push(ship(p1, ShipKind::Interceptor));
        sec.ships.push(ship(p1, ShipKind::Cruiser));
        sec.arrivals = vec![p1, p0];
        if let Some(o) = orders {
            let log = act(&mut s, 0, o).unwrap();
            assert!(
                log.iter()
                    .any(|l| l.msg.id == "ec-log-orders" && l.visibility == Visibility::Public)
            );
            assert!(refused(&mut s, 0, o).contains("ec-orders-unchanged"));
        }
        must(&mut s, 0, "pass");
        act(&mut s, 1, "pass").unwrap();
        let asked = RefCell::new((false, false));
        resolve_with(&mut s, |_, p| {
            if p.seat == 0 {
                let mut a = asked.borrow_mut();
                a.0 |= p.choices.iter().any(|c| c.notation == "fire");
                a.1 |= p.choices.iter().any(|c| c.notation == "hits auto");
            }
            None
        });
        asked.into_inner()
    };
    let mut hits_compared = 0;
    for seed in 28..36 {
        let (fire, hits) = battle(seed, None);
        assert!(fire, "without orders p0 is asked to fire or retreat");
        assert!(!battle(seed, Some("orders fight on")).0, "fight to the end");
        assert!(
            !battle(seed, Some("orders hits auto")).1,
            "hits by the default"
        );
        if hits {
            hits_compared += 1;
        }
    }
    assert!(hits_compared > 0, "no seed asked p0 where its hits go");
    // The notation reads back.
    let s = new_game(2, 28);
    for text in [
        "orders fight on",
        "orders hits ask",
        "orders fight off hits auto",
    ] {
        assert_eq!(notation(&parse(&s, text).unwrap()), text);
    }
    assert!(parse(&s, "orders fight maybe").is_err());
}

/// Issue 16 item 7: builds and moves are logged in words, never in notation: ship names with
/// their article or count ("an interceptor", "2 interceptors"), the sector numbers.
#[test]
fn ecl_5_builds_and_moves_are_logged_in_words() {
    use starpost::core::msg::Translate;
    use starpost::i18n::Tr;
    let en = Tr::default();
    let words = |log: Vec<starpost::core::LogEntry>| -> String {
        log.iter()
            .map(|l| en.tr(&l.msg))
            .collect::<Vec<_>>()
            .join("\n")
    };
    let mut s = new_game(2, 9);
    let (home, next) = corridor(&mut s);
    s.players[0].storage[2] = 20;
    let built = words(act(&mut s, 0, &format!("build int {home}, int {home}")).unwrap());
    assert!(
        built.contains("p0 builds 2 interceptors in sector"),
        "{built}"
    );
    assert!(!built.contains("build int"), "{built}");
    must(&mut s, 1, "pass");
    let moved = words(
        act(
            &mut s,
            0,
            &format!("move int {home}>{next}, int {home}>{next}"),
        )
        .unwrap(),
    );
    assert!(
        moved.contains(&format!("p0 moves 2 interceptors from {home} to {next}.")),
        "{moved}"
    );
    must(&mut s, 1, "pass");
    s.players[0].passed = false;
    s.phase = Phase::Action { active: 0 };
    let one = words(act(&mut s, 0, &format!("move int {next}>{home}")).unwrap());
    assert!(
        one.contains(&format!("moves an interceptor from {next} to {home}.")),
        "{one}"
    );
    // The words in every language (no raw notation either).
    for locale in ["ko", "ja"] {
        let tr = Tr::for_locale(Some(locale));
        let m = starpost::games::eclipse::rules::action_phase::moved_in_words(&[(
            ShipKind::Cruiser,
            vec![101, 105, 204],
        )]);
        let text = tr.tr(&starpost::core::Msg::new("ec-log-move")
            .text("player", "p0")
            .list("moves", m));
        assert!(
            text.contains("204") && !text.contains("cru"),
            "{locale}: {text}"
        );
    }
}

/// Issue 16: the rotation of an explored sector is not chosen blind: each rotation's button
/// names the placed sectors it links to and the empty positions its wormholes open to,
/// numbered as the board numbers them, as the rules compute them.
#[test]
fn ecl_5_each_rotation_button_says_what_it_connects() {
    use starpost::core::msg::Translate;
    use starpost::i18n::Tr;
    let mut s = new_game(2, 5);
    let pos = starpost::games::eclipse::rules::explore::targets(&s, 0)[0];
    must(&mut s, 0, &format!("explore {pos}"));
    let Some(Pending::Place {
        tile,
        hex,
        rotations,
        ..
    }) = s.pending.first().cloned()
    else {
        panic!("a placement is asked");
    };
    let home = s.players[0].home;
    let prompt = &Eclipse::prompts(&s)[0];
    let en = Tr::default();
    for r in starpost::games::eclipse::rules::explore::distinct_rotations(tile, hex, &rotations) {
        let (linked, open) =
            starpost::games::eclipse::rules::explore::rotation_links(&s, 0, tile, hex, r);
        assert!(linked.contains(&home), "a legal rotation links to the home");
        let label = prompt
            .choices
            .iter()
            .find(|c| c.notation == format!("place {r}"))
            .map(|c| en.tr(&c.label))
            .expect("a button per rotation");
        assert!(
            label.starts_with(&format!("Rotation {r}: linked to {home}")),
            "{label}"
        );
        // The tile's printed wormholes, turned r sixths clockwise.
        let printed = data::sector(tile).unwrap().wormholes;
        let facing_open: Vec<u32> = starpost::core::hex::DIRECTIONS
            .iter()
            .enumerate()
            .filter(|(d, dir)| {
                let h = hex + **dir;
                s.sector_at(h).is_none()
                    && (1..=4).contains(&h.ring())
                    && printed[(d + 6 - r as usize) % 6]
            })
            .map(|(_, dir)| (hex + *dir).position())
            .collect();
        let mut want = facing_open.clone();
        want.sort_unstable();
        assert_eq!(open, want, "rotation {r}");
        let words = if want.is_empty() {
            "no wormhole to open space".to_string()
        } else {
            format!(
                "opens to {}",
                want.iter()
                    .map(u32::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        };
        assert!(label.ends_with(&words), "{label}");
    }
}

/// Issue 16 (ecl15: four of five buttons read alike): the buttons of rotations that differ
/// say how they differ: no two placement buttons read alike, in each language, for every
/// sector the first explorer of a two-player game may draw at each position they may explore.
/// Rotations that face the galaxy with the same wormholes are one choice under the rules
/// (§5 Explore: the orientation matters only through the wormholes; rules digest 4.1.3 step 4,
/// list item 35) and share one button, which still places the sector.
#[test]
fn ecl_5_rotation_buttons_that_differ_say_how_and_equivalent_ones_are_one() {
    use starpost::core::msg::Translate;
    use starpost::games::eclipse::rules::explore;
    use starpost::i18n::Tr;
    let base = new_game(2, 5);
    let mut checked = 0;
    let mut merged = 0;
    for pos in explore::targets(&base, 0) {
        let hex = Hex::from_position(pos);
        let stack = data::stack_for(hex.ring());
        for i in 0..base.stacks[stack].len() {
            let mut s = base.clone();
            let t = s.stacks[stack].remove(i);
            s.stacks[stack].push(t);
            must(&mut s, 0, &format!("explore {pos}"));
            let Some(Pending::Place { rotations, .. }) = s.pending.first().cloned() else {
                continue;
            };
            let distinct = explore::distinct_rotations(t, hex, &rotations);
            // Each legal rotation is one of the buttons' or faces the galaxy as one does.
            let facing = |r: u8| -> Vec<bool> {
                let w = data::sector(t).unwrap().wormholes;
                starpost::core::hex::DIRECTIONS
                    .iter()
                    .enumerate()
                    .filter(|(_, d)| (hex + **d).ring() <= 4)
                    .map(|(d, _)| w[(d + 6 - r as usize) % 6])
                    .collect()
            };
            for r in &rotations {
                assert!(
                    distinct.iter().any(|k| facing(*k) == facing(*r)),
                    "tile {t} rotation {r}"
                );
            }
            merged += rotations.len() - distinct.len();
            for lang in ["en", "ko", "ja"] {
                let tr = Tr::for_locale(Some(lang));
                let labels: Vec<String> = Eclipse::prompts(&s)[0]
                    .choices
                    .iter()
                    .filter(|c| c.notation.starts_with("place ") && !c.notation.ends_with("disc"))
                    .map(|c| tr.tr(&c.label))
                    .collect();
                assert_eq!(labels.len(), distinct.len());
                for (a, x) in labels.iter().enumerate() {
                    for y in &labels[a + 1..] {
                        // Past "Rotation n:", the words differ.
                        let tail = |l: &str| l.split_once(':').map(|x| x.1.to_string());
                        assert_ne!(tail(x), tail(y), "{lang} tile {t} at {pos}: {labels:?}");
                    }
                }
            }
            // A merged rotation still places the sector.
            if let Some(r) = rotations.iter().find(|r| !distinct.contains(r)) {
                let mut placed = s.clone();
                must(&mut placed, 0, &format!("place {r}"));
                assert!(placed.sector(t).is_some());
            }
            checked += 1;
        }
    }
    assert!(checked > 10, "{checked} draws checked");
    assert!(merged > 0, "no symmetric sector drawn");
}

/// Issue 16 (explore: the drawn tile previewed in each legal rotation). While a drawn sector
/// waits to be placed, the board has an inset titled for it with one hex per legal rotation,
/// in the order of the buttons, each captioned with its button's words and with the sector's
/// wormholes turned as placing it that way turns them; its position on the map is highlighted.
/// The preview is public (a drawn sector is shown to all) and the same for every viewer. Once
/// the sector is placed, the inset is gone.
#[test]
fn ecl_5_a_drawn_sector_is_previewed_in_each_legal_rotation() {
    use starpost::core::msg::Translate;
    use starpost::games::eclipse::scene::scene;
    use starpost::i18n::Tr;
    let tr = Tr::default();
    let base = new_game(2, 5);
    let pos = starpost::games::eclipse::rules::explore::targets(&base, 0)[0];
    let hex = Hex::from_position(pos);
    let stack = data::stack_for(hex.ring());
    // A sector whose wormholes look different in each of its six rotations, drawn with at
    // least two legal rotations.
    let asymmetric = |tile: u16| {
        let w = data::sector(tile).unwrap().wormholes;
        let turned: Vec<[bool; 6]> = (0..6)
            .map(|r| std::array::from_fn(|d| w[(d + 6 - r) % 6]))
            .collect();
        (1..6).all(|r| turned[r] != turned[0])
    };
    let mut found = None;
    for (i, &tile) in base.stacks[stack].iter().enumerate() {
        if !asymmetric(tile) {
            continue;
        }
        let mut s = base.clone();
        let t = s.stacks[stack].remove(i);
        s.stacks[stack].push(t);
        must(&mut s, 0, &format!("explore {pos}"));
        if let Some(Pending::Place { rotations, .. }) = s.pending.first()
            && rotations.len() >= 2
        {
            found = Some((s, tile));
            break;
        }
    }
    let (mut s, tile) = found.expect("an asymmetric sector with two legal rotations");
    let Some(Pending::Place { rotations, .. }) = s.pending.first().cloned() else {
        unreachable!()
    };
    let board = scene(&Eclipse::view(&s, Viewer::Spectator), &tr);
    assert_eq!(board.insets.len(), 1);
    let inset = &board.insets[0];
    let name = {
        use starpost::games::WithArg;
        tr.tr(&starpost::core::Msg::new("plain").with("text", data::sector_name(tile)))
    };
    assert_eq!(
        inset.title,
        format!("Sector {tile} {name}: choose a rotation")
    );
    let buttons: Vec<String> = Eclipse::prompts(&s)[0]
        .choices
        .iter()
        .filter(|c| c.notation.starts_with("place ") && !c.notation.ends_with("disc"))
        .map(|c| tr.tr(&c.label))
        .collect();
    assert_eq!(inset.cells.len(), rotations.len());
    let captions: Vec<&str> = inset.cells.iter().map(|c| c.label.as_str()).collect();
    assert_eq!(captions, buttons);
    let printed = data::sector(tile).unwrap().wormholes;
    for (cell, r) in inset.cells.iter().zip(&rotations) {
        assert!(cell.label.starts_with(&format!("Rotation {r}: linked to ")));
        // The linked sectors numbered as the map labels them ("001", not "1"; lookA14).
        let linked = cell.label.split("linked to ").nth(1).unwrap_or_default();
        let linked = linked.split(" · ").next().unwrap_or_default();
        for n in linked.split(", ") {
            assert!(
                n.len() == 3 && n.chars().all(|c| c.is_ascii_digit()),
                "{}",
                cell.label
            );
        }
        let turned: [bool; 6] = std::array::from_fn(|d| printed[(d + 6 - *r as usize) % 6]);
        assert_eq!(cell.edges, turned, "rotation {r}");
        assert!(cell.lines[0].text.starts_with(&name), "{:?}", cell.lines);
    }
    assert_ne!(inset.cells[0].edges, inset.cells[1].edges);
    // Where it goes: its position, highlighted on the map.
    let at = board
        .hexes
        .iter()
        .find(|c| c.q == hex.q && c.r == hex.r)
        .expect("the position is drawn");
    assert!(at.highlight && at.label == pos.to_string());
    // Public: every seat sees the same preview.
    for seat in 0..2 {
        let b = scene(&Eclipse::view(&s, Viewer::Seat(seat)), &tr);
        assert_eq!(b.insets, board.insets);
    }
    // The preview is part of the map's fingerprint (the board is shown again for it).
    let before = scene(&Eclipse::view(&base, Viewer::Spectator), &tr);
    assert!(before.insets.is_empty());
    assert_ne!(before.map_fingerprint(), board.map_fingerprint());
    assert!(
        Eclipse::board_due(&base, &s),
        "a drawn sector is a moment for the board"
    );
    assert!(!Eclipse::board_due(&s, &s.clone()));
    // Placed: no preview.
    let info = data::sector(tile).unwrap();
    let disc = if info.ancients == 0 { " disc" } else { "" };
    must(&mut s, 0, &format!("place {}{disc}", rotations[1]));
    settle(&mut s);
    let placed = scene(&Eclipse::view(&s, Viewer::Spectator), &tr);
    assert!(placed.insets.is_empty());
    assert!(!placed.hexes.iter().any(|c| c.highlight));
}

/// Issue 16: a drawn sector that no rotation can place (only Discard is offered) is shown as
/// drawn, its printed wormholes, under a title that says so, never "choose a rotation" over
/// nothing.
#[test]
fn ecl_5_a_drawn_sector_that_cannot_be_placed_is_shown_as_drawn() {
    use starpost::games::eclipse::scene::scene;
    use starpost::i18n::Tr;
    let mut s = new_game(2, 5);
    let pos = starpost::games::eclipse::rules::explore::targets(&s, 0)[0];
    must(&mut s, 0, &format!("explore {pos}"));
    let tile = match s.pending.first_mut() {
        Some(Pending::Place {
            rotations, tile, ..
        }) => {
            rotations.clear();
            *tile
        }
        other => panic!("a sector to place: {other:?}"),
    };
    for (lang, title, caption) in [
        ("en", "no rotation can be placed", "As drawn"),
        ("ko", "놓을 수 있는 방향이 없습니다", "뽑은 그대로"),
    ] {
        let tr = Tr::for_locale(Some(lang));
        let board = scene(&Eclipse::view(&s, Viewer::Spectator), &tr);
        assert_eq!(board.insets.len(), 1);
        let inset = &board.insets[0];
        assert!(inset.title.contains(title), "{lang}: {}", inset.title);
        assert!(inset.title.contains(&tile.to_string()), "{}", inset.title);
        assert_eq!(inset.cells.len(), 1);
        assert_eq!(inset.cells[0].label, caption);
        assert_eq!(inset.cells[0].edges, data::sector(tile).unwrap().wormholes);
    }
}

/// Issue 16, Must deliver 1 (Eclipse upgrade: "blueprint slots as a picture, parts as a
/// select"): while a player's upgrade menu shows a blueprint's page, the board draws that
/// blueprint's slots — one hex per slot with the part in it or "empty", captioned with the
/// slot's number as the menu's buttons count it — under a title with the player and the
/// blueprint's values; opening the page is a moment for the board, and the picture follows
/// the part placed.
#[test]
fn ecl_5_the_blueprint_being_upgraded_is_drawn_slot_by_slot() {
    use starpost::core::msg::Translate;
    use starpost::games::eclipse::scene::scene;
    use starpost::i18n::Tr;
    let tr = Tr::default();
    let mut s = new_game(2, 7);
    must(&mut s, 0, "upgrade");
    let menu = s.clone();
    assert!(
        scene(&Eclipse::view(&s, Viewer::Spectator), &tr)
            .insets
            .is_empty(),
        "no page open: no blueprint"
    );
    must(&mut s, 0, "upgrade int");
    assert!(Eclipse::board_due(&menu, &s), "a page opened: the board");
    assert!(!Eclipse::board_due(&s, &s.clone()));
    let board = scene(&Eclipse::view(&s, Viewer::Spectator), &tr);
    assert_eq!(board.insets.len(), 1);
    let inset = &board.insets[0];
    let name = &s.players[0].name;
    assert!(
        inset
            .title
            .starts_with(&format!("{name} is upgrading — Interceptor: initiative")),
        "{}",
        inset.title
    );
    let sp = data::species("terran").unwrap();
    let printed = &sp.printed[0];
    assert_eq!(inset.cells.len(), printed.len());
    for (i, (cell, part)) in inset.cells.iter().zip(printed).enumerate() {
        assert_eq!(cell.label, format!("Slot {}", i + 1));
        let want = match part {
            Some(id) => {
                use starpost::games::WithArg;
                tr.tr(&starpost::core::Msg::new("plain").with("text", data::part_name(id)))
            }
            None => "empty".to_string(),
        };
        assert_eq!(cell.lines[0].text, want, "slot {}", i + 1);
    }
    // The menu's buttons count slots the same way.
    let open = printed.iter().position(|p| p.is_none()).unwrap();
    let hull = Eclipse::prompts(&s)[0]
        .choices
        .iter()
        .find(|c| c.notation == format!("upgrade int {open} hull"))
        .map(|c| tr.tr(&c.label))
        .expect("a hull for the open slot");
    assert!(hull.contains(&format!("in slot {}", open + 1)), "{hull}");
    assert_eq!(inset.cells[open].label, format!("Slot {}", open + 1));
    // Public: every seat sees the same picture.
    for seat in 0..2 {
        let b = scene(&Eclipse::view(&s, Viewer::Seat(seat)), &tr);
        assert_eq!(b.insets, board.insets);
    }
    // The hull placed: the picture shows it in that slot.
    must(&mut s, 0, &format!("upgrade int {open} hull"));
    let after = scene(&Eclipse::view(&s, Viewer::Spectator), &tr);
    if let Some(inset) = after.insets.first() {
        assert_ne!(inset.cells[open].lines[0].text, "empty");
    }
    // Closed: no blueprint.
    settle_menu(&mut s);
    assert!(
        scene(&Eclipse::view(&s, Viewer::Spectator), &tr)
            .insets
            .is_empty()
    );
}

/// Finishes an open upgrade menu ("done" until nothing is pending for seat 0).
fn settle_menu(s: &mut State) {
    for _ in 0..4 {
        if !matches!(s.pending.first(), Some(Pending::Upgrade { .. })) {
            return;
        }
        must(s, 0, "done");
    }
}
