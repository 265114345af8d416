//! `/odds` and the engine's combat agree for every faction's combat modifiers: for each case,
//! N seeded space combats are fought through the engine's combat code (rolls, hit assignment by
//! the default, the start of each round) and the share of wins and draws is compared with the
//! exact odds of the same fleets, within a tolerance of a few standard errors.

use crate::core::msg::Arg;
use crate::core::{GameRng, LogEntry, Seat};
use crate::games::ti4::content::{UnitDef, UnitKind};
use crate::games::ti4::odds::{Fleet, OddsOptions, fleet_odds};
use crate::games::ti4::rules::{combat, units};
use crate::games::ti4::state::State;

use super::testkit::battle;

/// The winner the log announces: Some(seat), or None for a draw.
fn outcome(state: &State, log: &[LogEntry]) -> Option<Option<Seat>> {
    for e in log {
        match e.msg.id.as_str() {
            "ti4-log-combat-draw" | "ti4-log-combat-stalemate" => return Some(None),
            "ti4-log-combat-won" => {
                let who = e.msg.args.iter().find_map(|(k, v)| match v {
                    Arg::Text(t) if k == "player" => Some(t.clone()),
                    _ => None,
                })?;
                return Some(state.players.iter().position(|p| p.name == who));
            }
            _ => {}
        }
    }
    None
}

/// Fights the combat out with default hit assignments; returns the winner (None: a draw).
fn fight(mut s: State, seed: u64) -> Option<Seat> {
    let mut rng = GameRng::for_step(seed, 3);
    let mut log = combat::roll_round(&mut s, &mut rng);
    for _ in 0..500 {
        if let Some(result) = outcome(&s, &log) {
            return result;
        }
        let Some((_, c)) = combat::combat_now(&s).map(|(p, c)| (p, c.clone())) else {
            panic!("the combat ended without a result: {log:?}");
        };
        // Questions /odds leaves out (Devotion) are declined.
        let applied = if let Some(pause) = s.tech.pause.clone() {
            crate::games::ti4::rules::techs::use_ability(&mut s, pause.seat(), "none", "", &mut rng)
        } else if let Some(who) = c.announcing {
            combat::announce(&mut s, who, None, true, &mut rng)
        } else if c.attacker_hits > 0 {
            combat::assign(&mut s, c.attacker, None, &mut rng)
        } else if c.defender_hits > 0 {
            combat::assign(&mut s, c.defender, None, &mut rng)
        } else {
            panic!("the combat waits on nothing: {c:?}");
        };
        log = applied.expect("a default play is accepted").log;
    }
    panic!("the combat did not end");
}

/// The definitions the engine uses for `seat`'s units (faction units and upgrades included).
fn fleet<'a>(s: &'a State, seat: Seat, list: &[(UnitKind, u8)]) -> Fleet<'a> {
    let units: Vec<(&'a UnitDef, u32)> = list
        .iter()
        .map(|&(k, n)| (units::def(s, seat, k).unwrap(), u32::from(n)))
        .collect();
    // The combat technologies the player holds (Non-Euclidean Shielding, Duranium Armor, ...).
    let techs = s.players[seat]
        .techs
        .iter()
        .filter_map(|t| {
            crate::games::ti4::odds::CombatTech::ALL
                .into_iter()
                .find(|c| c.id() == t)
        })
        .collect();
    Fleet { units, techs }
}

fn check(
    attacker: &str,
    a_units: &[(UnitKind, u8)],
    defender: &str,
    d_units: &[(UnitKind, u8)],
    runs: u64,
) {
    check_with(attacker, a_units, defender, d_units, &[], runs);
}

/// [`check`], the defender holding the technologies `d_techs`.
fn check_with(
    attacker: &str,
    a_units: &[(UnitKind, u8)],
    defender: &str,
    d_units: &[(UnitKind, u8)],
    d_techs: &[&str],
    runs: u64,
) {
    let mut s = battle(attacker, a_units, defender, d_units);
    s.players[1]
        .techs
        .extend(d_techs.iter().map(|t| t.to_string()));
    let opts = OddsOptions {
        space_cannon: false,
        ..OddsOptions::space()
    };
    let exact = fleet_odds(&fleet(&s, 0, a_units), &fleet(&s, 1, d_units), &opts);
    let mut counts = [0u32; 3];
    for seed in 0..runs {
        match fight(s.clone(), seed) {
            Some(0) => counts[0] += 1,
            None => counts[1] += 1,
            Some(_) => counts[2] += 1,
        }
    }
    let n = runs as f64;
    for (k, p) in [exact.attacker, exact.draw, exact.defender]
        .into_iter()
        .enumerate()
    {
        let seen = f64::from(counts[k]) / n;
        let tolerance = 3.5 * (p * (1.0 - p) / n).sqrt() + 0.01;
        assert!(
            (seen - p).abs() <= tolerance,
            "{attacker} v {defender}: outcome {k} seen {seen:.3}, exact {p:.3} (±{tolerance:.3}); \
             {counts:?}"
        );
    }
}

use UnitKind::{Carrier, Cruiser, Destroyer, Dreadnought, Flagship};

const RUNS: u64 = 600;

/// Sardakk Unrelenting (+1) on every ship, including the Exotrireme.
#[test]
fn sardakk_unrelenting_engine_matches_odds() {
    check(
        "sardakk",
        &[(Dreadnought, 1), (Cruiser, 2)],
        "hacan",
        &[(Cruiser, 3), (Destroyer, 2)],
        RUNS,
    );
}

/// The Sardakk flagship's +1 for the other ships, on top of Unrelenting.
#[test]
fn sardakk_flagship_engine_matches_odds() {
    check(
        "sardakk",
        &[(Flagship, 1), (Cruiser, 2)],
        "letnev",
        &[(Dreadnought, 2), (Cruiser, 2)],
        RUNS,
    );
}

/// Jol-Nar Fragile (−1) and the flagship's extra hits on 9 and 10.
#[test]
fn jolnar_fragile_and_flagship_engine_matches_odds() {
    check(
        "jolnar",
        &[(Flagship, 1), (Cruiser, 3)],
        "sol",
        &[(Cruiser, 5)],
        RUNS,
    );
}

/// The Winnu flagship's dice follow the opponent's non-fighter ships.
#[test]
fn winnu_flagship_engine_matches_odds() {
    check(
        "winnu",
        &[(Flagship, 1)],
        "hacan",
        &[(Cruiser, 3), (Destroyer, 1)],
        RUNS,
    );
}

/// The L1Z1X flagship's and dreadnoughts' hits go to non-fighter ships.
#[test]
fn l1z1x_flagship_engine_matches_odds() {
    check(
        "l1z1x",
        &[(Flagship, 1), (Dreadnought, 1)],
        "sol",
        &[(Carrier, 1), (Cruiser, 2), (UnitKind::Fighter, 3)],
        RUNS,
    );
}

/// The Mentak flagship: the opponent's dreadnoughts cannot sustain damage.
#[test]
fn mentak_flagship_engine_matches_odds() {
    check(
        "mentak",
        &[(Flagship, 1), (Cruiser, 2)],
        "letnev",
        &[(Dreadnought, 2)],
        RUNS,
    );
}

/// The Yin flagship: its destruction destroys every ship (draws).
#[test]
fn yin_flagship_engine_matches_odds() {
    check(
        "yin",
        &[(Flagship, 1), (Destroyer, 2)],
        "hacan",
        &[(Cruiser, 3), (Dreadnought, 1)],
        RUNS,
    );
}

/// The Letnev flagship is repaired as each round starts.
#[test]
fn letnev_flagship_engine_matches_odds() {
    check("letnev", &[(Flagship, 1)], "hacan", &[(Cruiser, 4)], RUNS);
}

/// Letnev's Non-Euclidean Shielding: each sustain damage cancels 2 hits.
#[test]
fn letnev_non_euclidean_shielding_engine_matches_odds() {
    check_with(
        "hacan",
        &[(Cruiser, 4), (Destroyer, 1)],
        "letnev",
        &[(Dreadnought, 2)],
        &["non_euclidean_shielding"],
        RUNS,
    );
}

// fxb
/// A ground combat on Wellon (tile 19): `a_inf` infantry of the attacker (seat 0, holding
/// `a_techs`) against `d_inf` of the defender, fought through the engine `runs` times and
/// compared with the exact ground odds. `a_faction_unit`: a faction unit of the attacker's
/// named in the odds' list so that /odds reads the faction (it does not fight on the ground).
fn check_ground(
    attacker: &str,
    a_inf: u8,
    a_techs: &[&str],
    a_faction_unit: Option<UnitKind>,
    defender: &str,
    d_inf: u8,
    runs: u64,
) {
    use crate::games::ti4::rules::action_phase::tactical_mut;
    use crate::games::ti4::state::{Combat, CombatKind, TacticalStep, UnitGroup};
    let mut s = battle(attacker, &[], defender, &[]);
    s.players[0]
        .techs
        .extend(a_techs.iter().map(|t| t.to_string()));
    let i = units::system_index(&s, super::testkit::pos(&s, 19)).unwrap();
    for (owner, count) in [(0, a_inf), (1, d_inf)] {
        s.systems[i].units.push(UnitGroup {
            owner,
            kind: UnitKind::Infantry,
            count,
            planet: Some("wellon".into()),
            damaged: 0,
        });
    }
    tactical_mut(&mut s).unwrap().step = TacticalStep::Combat(Combat {
        kind: CombatKind::Ground,
        planet: Some("wellon".into()),
        attacker: 0,
        defender: 1,
        round: 1,
        fresh: true,
        ..Combat::default()
    });
    let mut a_list = vec![(UnitKind::Infantry, a_inf)];
    a_list.extend(a_faction_unit.map(|k| (k, 1)));
    let opts = OddsOptions {
        ground: true,
        bombard: false,
        anti_fighter_barrage: false,
        space_cannon: false,
    };
    let exact = fleet_odds(
        &fleet(&s, 0, &a_list),
        &fleet(&s, 1, &[(UnitKind::Infantry, d_inf)]),
        &opts,
    );
    let mut counts = [0u32; 3];
    for seed in 0..runs {
        match fight(s.clone(), seed) {
            Some(0) => counts[0] += 1,
            None => counts[1] += 1,
            Some(_) => counts[2] += 1,
        }
    }
    let n = runs as f64;
    for (k, p) in [exact.attacker, exact.draw, exact.defender]
        .into_iter()
        .enumerate()
    {
        let seen = f64::from(counts[k]) / n;
        let tolerance = 3.5 * (p * (1.0 - p) / n).sqrt() + 0.01;
        assert!(
            (seen - p).abs() <= tolerance,
            "{attacker} v {defender} (ground): outcome {k} seen {seen:.3}, exact {p:.3} \
             (±{tolerance:.3}); {counts:?}"
        );
    }
}

/// Sardakk's Valkyrie Particle Weave (1 more hit in a ground combat round where the opponent
/// hit), with Unrelenting, in the engine and in /odds.
#[test]
fn sardakk_valkyrie_particle_weave_engine_matches_odds() {
    check_ground(
        "sardakk",
        3,
        &["valkyrie_particle_weave"],
        Some(Dreadnought),
        "hacan",
        5,
        RUNS,
    );
}

/// The exact odds count Valkyrie Particle Weave: it helps its owner.
#[test]
fn valkyrie_particle_weave_raises_the_ground_odds() {
    let s = battle("sardakk", &[], "hacan", &[]);
    let opts = OddsOptions {
        ground: true,
        bombard: false,
        anti_fighter_barrage: false,
        space_cannon: false,
    };
    let list = [(UnitKind::Infantry, 3), (Dreadnought, 1)];
    let base = fleet(&s, 0, &list);
    let mut weave = fleet(&s, 0, &list);
    weave
        .techs
        .push(crate::games::ti4::odds::CombatTech::ValkyrieParticleWeave);
    let them = fleet(&s, 1, &[(UnitKind::Infantry, 5)]);
    let (without, with) = (
        fleet_odds(&base, &them, &opts),
        fleet_odds(&weave, &them, &opts),
    );
    assert!(
        with.attacker > without.attacker + 0.02,
        "{without:?} {with:?}"
    );
    let sum = with.attacker + with.draw + with.defender;
    assert!((sum - 1.0).abs() < 1e-9);
}
