//! The TI4 action phase and tactical action through the pure engine (Korean-edition numbers,
//! shared/rules/ti4.md section 0.1): turns (§37, §88), activation (§59, §87), movement (§50)
//! with anomalies (§28, §30, §70, §76), wormholes (§45, §53), capacity (§31, §32) and the fleet
//! pool (§83), space combat (§42, §14, §82), invasion (§77, §73, §63, §15) and production
//! (§26, §47, §22).

use starpost::core::Game;
use starpost::core::rules::Applied;
use starpost::core::{GameRng, Msg};
use starpost::games::ti4::Ti4;
use starpost::games::ti4::action::Action;
use starpost::games::ti4::content::{self, UnitKind};
use starpost::games::ti4::rules::movement::path_cost;
use starpost::games::ti4::rules::units;
use starpost::games::ti4::state::{CombatKind, Phase, State, TacticalStep, UnitGroup};
use starpost::games::ti4::{PlayerSetup, Ti4Setup};

use crate::fixtures;
use fixtures::{combat, play, set_units, use_card};

/// The fixture game in the action phase: initiative Sol, Letnev, Hacan.
fn game() -> State {
    // All three factions start with Antimass Deflectors; without it asteroid fields block, which
    // the movement tests below rely on (the technology has its own test).
    fixtures::without_antimass()
}

fn act_seeded(s: &mut State, seat: usize, a: Action, seed: u64) -> Result<Applied, Msg> {
    Ti4::apply(s, seat, &a, &mut GameRng::for_step(seed, 99)).map_err(Msg::from)
}

fn tile(s: &State, pos: u32) -> u16 {
    s.system_at(pos).unwrap().tile
}

fn count(s: &State, pos: u32, owner: usize, kind: UnitKind) -> u32 {
    units::count_anywhere(s.system_at(pos).unwrap(), owner, kind)
}

fn refused(r: Result<Applied, Msg>) -> String {
    r.expect_err("refused").id
}

#[test]
fn rr_59_1_activation_spends_a_tactic_token_and_not_twice() {
    let mut s = game();
    let t = 19;
    assert_eq!(
        refused(play(&mut s, 1, &format!("activate {t}"))),
        "not-your-turn"
    );
    play(&mut s, 0, &format!("activate {t}")).unwrap();
    assert_eq!(s.players[0].tokens.tactic, 2);
    assert!(s.system_at(1).unwrap().command_tokens.contains(&0));
    assert_eq!(
        refused(play(&mut s, 0, "activate 20")),
        "ti4-finish-tactical"
    );
    // Finish: nothing moves, no production here, the turn passes on.
    play(&mut s, 0, "move none").unwrap();
    assert!(matches!(s.phase, Phase::Action { active: 1, .. }));
    // §87: a system with one's own token can't be activated again; others' tokens don't block.
    play(&mut s, 1, &format!("activate {t}")).unwrap();
    play(&mut s, 1, "move none").unwrap();
    use_card(&mut s, 2, 3);
    assert_eq!(
        refused(play(&mut s, 0, &format!("activate {t}"))),
        "ti4-own-token-there"
    );
    assert_eq!(
        refused(play(&mut s, 0, "activate 99")),
        "ti4-no-such-system"
    );
    s.players[0].tokens.tactic = 0;
    assert_eq!(
        refused(play(&mut s, 0, "activate 20")),
        "ti4-no-tactic-token"
    );
}

#[test]
fn rr_37_4_pass_only_after_using_the_strategy_cards_and_the_phase_ends() {
    let mut s = game();
    assert_eq!(refused(play(&mut s, 0, "pass")), "ti4-cannot-pass");
    // Turns go in initiative order and skip passed players (§88).
    let mut order = Vec::new();
    for _ in 0..6 {
        let Phase::Action { active, .. } = s.phase else {
            panic!()
        };
        order.push(active);
        let card = s.players[active]
            .strategy_cards
            .iter()
            .copied()
            .find(|c| !s.slot(*c).unwrap().exhausted)
            .unwrap();
        use_card(&mut s, active, card);
        assert!(s.slot(card).unwrap().exhausted);
    }
    assert_eq!(order, vec![0, 1, 2, 0, 1, 2]);
    assert_eq!(
        refused(play(&mut s, 0, "strategic 1")),
        "ti4-card-exhausted"
    );
    play(&mut s, 0, "pass").unwrap();
    play(&mut s, 1, "pass").unwrap();
    assert!(matches!(s.phase, Phase::Action { active: 2, .. }));
    play(&mut s, 2, "pass").unwrap();
    assert!(
        matches!(s.phase, Phase::Status(_)),
        "§37: the phase ends when all have passed"
    );
}

#[test]
fn rr_37_last_player_takes_consecutive_turns() {
    let mut s = game();
    for (seat, c) in [(0, 1), (1, 2), (2, 3), (0, 4), (1, 5), (2, 6)] {
        use_card(&mut s, seat, c);
    }
    play(&mut s, 0, "pass").unwrap();
    play(&mut s, 1, "pass").unwrap();
    play(&mut s, 2, "activate 20").unwrap();
    play(&mut s, 2, "move none").unwrap();
    assert!(matches!(s.phase, Phase::Action { active: 2, .. }));
}

#[test]
fn rr_50_move_value_limits_distance() {
    let mut s = game();
    set_units(&mut s, 7, &[(0, UnitKind::Carrier, 1, None)]);
    set_units(
        &mut s,
        9,
        &[
            (0, UnitKind::Carrier, 1, None),
            (0, UnitKind::Cruiser, 1, None),
        ],
    );
    let t1 = 19;
    play(&mut s, 0, &format!("activate {t1}")).unwrap();
    let t9 = 22;
    let r = play(&mut s, 0, &format!("move {t9}: 1 carrier"));
    assert_eq!(
        refused(r),
        "ti4-move-too-far",
        "carrier I moves 1; 9 → 1 is 2"
    );
    let t7 = 20;
    play(&mut s, 0, &format!("move {t7}: 1 carrier; {t9}: 1 cruiser")).unwrap();
    assert_eq!(count(&s, 1, 0, UnitKind::Carrier), 1);
    assert_eq!(count(&s, 1, 0, UnitKind::Cruiser), 1);
    assert_eq!(count(&s, 9, 0, UnitKind::Cruiser), 0);
}

#[test]
fn rr_30_asteroid_fields_and_rr_76_supernovas_cannot_be_entered() {
    let s = game();
    // 10 → 1: through 2 (asteroid field) would be 2 steps; the legal way round takes 3.
    assert_eq!(path_cost(&s, 0, 10, 1), Some((3, 0)));
    assert_eq!(path_cost(&s, 0, 1, 2), None, "asteroid field");
    assert_eq!(path_cost(&s, 0, 0, 5), None, "supernova");
}

#[test]
fn rr_28_nebula_only_as_destination_and_move_1_leaving_it() {
    let mut s = game();
    // Passing through the nebula (3) is not allowed: 10 → 4 goes round.
    assert_eq!(path_cost(&s, 0, 10, 3), Some((1, 0)));
    assert!(path_cost(&s, 0, 10, 4).unwrap().0 > 2);
    // A cruiser (move 2) starting in the nebula moves only 1.
    set_units(&mut s, 3, &[(0, UnitKind::Cruiser, 1, None)]);
    let t7 = 20;
    play(&mut s, 0, &format!("activate {}", 19)).unwrap();
    let _ = t7;
    let r = play(&mut s, 0, &format!("move {}: 1 cruiser", 42));
    assert_eq!(refused(r), "ti4-move-too-far");
}

#[test]
fn rr_70_gravity_rift_gives_one_move_and_rolls() {
    let mut s = game();
    // 13 → 4 (rift) → 0 (Mecatol Rex): 2 systems, but leaving the rift is free: a carrier
    // (move 1) makes it, and rolls.
    assert_eq!(path_cost(&s, 0, 13, 0), Some((1, 1)));
    let mut removed_somewhere = false;
    for seed in 0..12 {
        let mut g = s.clone();
        set_units(
            &mut g,
            13,
            &[
                (0, UnitKind::Carrier, 2, None),
                (0, UnitKind::Infantry, 4, None),
            ],
        );
        play(&mut g, 0, "activate 18").unwrap();
        let a = Ti4::parse_action(&g, &format!("move {}: 2 carrier, 4 infantry", 27)).unwrap();
        let applied = act_seeded(&mut g, 0, a, seed).unwrap();
        assert!(applied.barrier, "a roll is an undo barrier");
        assert!(applied.log.iter().any(|l| l.msg.id == "ti4-log-rift"));
        let carriers = count(&g, 0, 0, UnitKind::Carrier);
        let infantry = count(&g, 0, 0, UnitKind::Infantry);
        assert!(infantry <= carriers * 4, "cargo goes with removed carriers");
        if carriers < 2 {
            removed_somewhere = true;
        }
    }
    assert!(removed_somewhere, "1–3 removes the ship");
    s.players[0].tokens.tactic = 3;
}

#[test]
fn rr_45_wormholes_make_systems_adjacent() {
    let s = game();
    // 12 holds tile 25 (β) and 35 holds tile 40 (β): adjacent through the wormhole.
    assert_eq!(25, 25);
    assert_eq!(tile(&s, 35), 40);
    assert_eq!(path_cost(&s, 0, 35, 12), Some((1, 0)));
    // α: 26 (position 6) and 39 (position 18) are neighbours anyway; 19 (position 1) is not α.
    assert!(units::adjacent_positions(&s, 12).contains(&35));
    assert!(!units::adjacent_positions(&s, 1).contains(&35));
}

#[test]
fn rr_50_4_other_players_ships_block_the_way_but_not_the_destination() {
    let mut s = game();
    // 9 → 8 → 1 is the only 2-step path (2 is an asteroid field).
    assert_eq!(path_cost(&s, 0, 9, 1), Some((2, 0)));
    set_units(&mut s, 8, &[(1, UnitKind::Fighter, 1, None)]);
    assert!(
        path_cost(&s, 0, 9, 1).unwrap().0 > 2,
        "even a lone fighter blocks"
    );
    assert_eq!(
        path_cost(&s, 0, 9, 8),
        Some((1, 0)),
        "ending there is allowed (combat)"
    );
}

#[test]
fn rr_50_no_move_out_of_a_system_with_own_token() {
    let mut s = game();
    set_units(&mut s, 7, &[(0, UnitKind::Cruiser, 1, None)]);
    let i = units::system_index(&s, 7).unwrap();
    s.systems[i].command_tokens.push(0);
    play(&mut s, 0, &format!("activate {}", 19)).unwrap();
    let r = play(&mut s, 0, &format!("move {}: 1 cruiser", 20));
    assert_eq!(refused(r), "ti4-move-from-own-token");
}

#[test]
fn rr_32_capacity_and_rr_83_fleet_pool() {
    let mut s = game();
    let vefut = content::system(20).unwrap().planets[0].id.clone();
    // Infantry on a planet can be picked up (§31); fighters in space need capacity (§32).
    set_units(
        &mut s,
        7,
        &[
            (0, UnitKind::Carrier, 1, None),
            (0, UnitKind::Fighter, 2, None),
            (0, UnitKind::Infantry, 7, Some(vefut.as_str())),
        ],
    );
    set_units(&mut s, 8, &[(0, UnitKind::Destroyer, 4, None)]);
    play(&mut s, 0, "activate 19").unwrap();
    let r = play(&mut s, 0, "move 20: 1 carrier, 7 infantry");
    assert_eq!(
        refused(r),
        "ti4-move-capacity",
        "Sol's advanced carrier I carries 6"
    );
    let r = play(&mut s, 0, "move 20: 2 fighter");
    assert_eq!(
        refused(r),
        "ti4-move-needs-ship",
        "fighters I don't move alone"
    );
    let r = play(&mut s, 0, "move 20: 2 carrier");
    assert_eq!(refused(r), "ti4-move-not-there");
    let r = play(&mut s, 0, "move 20: 1 carrier, 4 infantry");
    assert_eq!(
        refused(r),
        "ti4-move-leaves-cargo",
        "the fighters would be left without capacity"
    );
    // 4 destroyers + 1 carrier = 5 non-fighter ships > fleet pool 3.
    let r = play(
        &mut s,
        0,
        "move 20: 1 carrier, 2 fighter, 4 infantry; 21: 4 destroyer",
    );
    assert_eq!(refused(r), "ti4-fleet-pool");
    let before = s.clone();
    assert_eq!(s, before, "a refusal changes nothing");
    play(&mut s, 0, "move 20: 1 carrier, 2 fighter, 4 infantry").unwrap();
    assert_eq!(count(&s, 1, 0, UnitKind::Infantry), 4);
    assert_eq!(
        count(&s, 7, 0, UnitKind::Infantry),
        3,
        "the rest stay on the planet"
    );
}

/// Sol attacks letnev in system 1 (tile 19).
fn battle(attacker: &[(UnitKind, u8)], defender: &[(UnitKind, u8)]) -> State {
    battle_in(game(), attacker, defender)
}

/// Sol moves `attacker` from tile 20 into tile 19 where Letnev has `defender`.
fn battle_in(mut s: State, attacker: &[(UnitKind, u8)], defender: &[(UnitKind, u8)]) -> State {
    let att: Vec<(usize, UnitKind, u8, Option<&str>)> =
        attacker.iter().map(|(k, n)| (0, *k, *n, None)).collect();
    let def: Vec<(usize, UnitKind, u8, Option<&str>)> =
        defender.iter().map(|(k, n)| (1, *k, *n, None)).collect();
    set_units(&mut s, 7, &att);
    set_units(&mut s, 1, &def);
    play(&mut s, 0, &format!("activate {}", 19)).unwrap();
    let units = attacker
        .iter()
        .map(|(k, n)| format!("{n} {}", k.as_str()))
        .collect::<Vec<_>>()
        .join(", ");
    play(&mut s, 0, &format!("move {}: {units}", 20)).unwrap();
    s
}

/// Both sides take the default assignment until the combat is over.
fn fight_out(s: &mut State) {
    for round in 0..100u64 {
        let Some(c) = combat(s) else { return };
        if let Some(who) = c.announcing {
            let a = Ti4::parse_action(s, "retreat no").unwrap();
            act_seeded(s, who, a, round).unwrap();
            continue;
        }
        for seat in [c.attacker, c.defender] {
            let c = combat(s);
            let Some(c) = c else { return };
            let hits = if seat == c.attacker {
                c.attacker_hits
            } else {
                c.defender_hits
            };
            if hits > 0 {
                let a = Ti4::parse_action(s, "hits default").unwrap();
                act_seeded(s, seat, a, round).unwrap();
            }
        }
    }
    panic!("combat did not end");
}

#[test]
fn rr_42_space_combat_runs_to_an_end_and_the_winner_keeps_the_system() {
    let mut s = battle(
        &[(UnitKind::Dreadnought, 2), (UnitKind::Cruiser, 1)],
        &[(UnitKind::Destroyer, 1)],
    );
    let c = combat(&s).expect("space combat begins when two players have ships there");
    assert_eq!(c.kind, CombatKind::Space);
    assert_eq!((c.attacker, c.defender), (0, 1));
    fight_out(&mut s);
    let sys = s.system_at(1).unwrap();
    let owners = units::ship_owners(sys);
    assert!(owners.len() <= 1, "§42.9: at most one side remains");
    // Without ground forces in space the tactical action moves on (no production here): the turn ends.
    assert!(
        matches!(
            s.phase,
            Phase::Action {
                active: 1,
                tactical: None
            }
        ),
        "{:?}",
        s.phase
    );
}

#[test]
fn rr_14_anti_fighter_barrage_hits_only_fighters_in_the_first_round() {
    let mut hit_some = false;
    for seed in 0..8u64 {
        let mut s = game();
        set_units(&mut s, 7, &[(0, UnitKind::Destroyer, 3, None)]);
        set_units(
            &mut s,
            1,
            &[
                (1, UnitKind::Fighter, 6, None),
                (1, UnitKind::Carrier, 2, None),
            ],
        );
        play(&mut s, 0, &format!("activate {}", 19)).unwrap();
        let a = Ti4::parse_action(&s, &format!("move {}: 3 destroyer", 20)).unwrap();
        let applied = act_seeded(&mut s, 0, a, seed).unwrap();
        let afb = applied
            .log
            .iter()
            .find(|l| l.msg.id == "ti4-log-afb")
            .expect("AFB rolled");
        let Some(starpost::core::msg::Arg::Num(destroyed)) = afb.msg.arg("destroyed") else {
            panic!()
        };
        assert_eq!(count(&s, 1, 1, UnitKind::Fighter) as i64, 6 - destroyed);
        assert_eq!(
            count(&s, 1, 1, UnitKind::Carrier),
            2,
            "AFB never hits other ships"
        );
        hit_some |= *destroyed > 0;
    }
    assert!(hit_some);
}

#[test]
fn rr_82_sustain_damage_and_hit_assignment_checks() {
    for seed in 0..30u64 {
        let mut s = game();
        set_units(&mut s, 7, &[(0, UnitKind::Cruiser, 3, None)]);
        set_units(
            &mut s,
            1,
            &[
                (1, UnitKind::Dreadnought, 1, None),
                (1, UnitKind::Fighter, 3, None),
            ],
        );
        play(&mut s, 0, &format!("activate {}", 19)).unwrap();
        let a = Ti4::parse_action(&s, &format!("move {}: 3 cruiser", 20)).unwrap();
        act_seeded(&mut s, 0, a, seed).unwrap();
        let Some(c) = combat(&s) else { continue };
        if c.defender_hits == 0 {
            continue;
        }
        let before = s.clone();
        assert_eq!(
            refused(play(&mut s, 1, "hits 4 fighter, 1 dreadnought")),
            "ti4-hits-count"
        );
        assert_eq!(
            refused(play(
                &mut s,
                1,
                &format!("hits {} cruiser", c.defender_hits)
            )),
            "ti4-hits-not-there"
        );
        if c.defender_hits >= 2 {
            let r = play(
                &mut s,
                1,
                &format!("hits 2 dreadnought sustain{}", ", 1 fighter".repeat(0)),
            );
            if c.defender_hits == 2 {
                assert_eq!(refused(r), "ti4-sustain-too-many");
            }
        }
        assert_eq!(s, before);
        let picks = if c.defender_hits == 1 {
            "hits 1 dreadnought sustain".to_string()
        } else {
            format!(
                "hits 1 dreadnought sustain, {} fighter",
                c.defender_hits - 1
            )
        };
        play(&mut s, 1, &picks).unwrap();
        let dn = s
            .system_at(1)
            .unwrap()
            .units
            .iter()
            .find(|u| u.owner == 1 && u.kind == UnitKind::Dreadnought)
            .unwrap()
            .clone();
        assert_eq!(
            dn.damaged, 1,
            "§82: the dreadnought is damaged, not destroyed"
        );
        return;
    }
    panic!("no seed gave the defender hits to assign");
}

#[test]
fn rr_77_invasion_ground_combat_and_control() {
    // Sol lands on Wellon (tile 19, position 1) held by letnev's infantry.
    let mut won = false;
    for seed in 0..20u64 {
        let mut s = game();
        set_units(
            &mut s,
            7,
            &[
                (0, UnitKind::Carrier, 1, None),
                (0, UnitKind::Infantry, 4, None),
            ],
        );
        set_units(
            &mut s,
            1,
            &[
                (1, UnitKind::Infantry, 1, Some("wellon")),
                (1, UnitKind::Pds, 1, Some("wellon")),
            ],
        );
        s.control.push(("wellon".into(), 1));
        s.players[1]
            .planets
            .push(starpost::games::ti4::state::PlanetCard {
                planet: "wellon".into(),
                exhausted: false,
            });
        play(&mut s, 0, &format!("activate {}", 19)).unwrap();
        play(&mut s, 0, &format!("move {}: 1 carrier, 4 infantry", 20)).unwrap();
        // Letnev's PDS on Wellon fires first (§43.2): Sol assigns any hits.
        if let Some(c) = combat(&s) {
            assert!(c.cannon, "only space cannon: letnev has no ships");
            play(&mut s, 0, "hits default").unwrap();
        }
        // No space combat (letnev has no ships): invasion, if the carrier survived.
        if !matches!(&s.phase, Phase::Action { tactical: Some(t), .. } if t.step == TacticalStep::Invasion)
        {
            continue;
        }
        assert_eq!(
            refused(play(&mut s, 0, "invade wellon: 5")),
            "ti4-invade-too-many"
        );
        assert_eq!(
            refused(play(&mut s, 0, "invade jord: 1")),
            "ti4-invade-not-here"
        );
        let a = Ti4::parse_action(&s, "invade wellon: 4").unwrap();
        act_seeded(&mut s, 0, a, seed).unwrap();
        let c = combat(&s).expect("ground combat on Wellon");
        assert_eq!(c.kind, CombatKind::Ground);
        assert_eq!(c.planet.as_deref(), Some("wellon"));
        fight_out(&mut s);
        let sys = s.system_at(1).unwrap();
        let sol = units::count(sys, 0, UnitKind::Infantry, Some("wellon"));
        let letnev = units::count(sys, 1, UnitKind::Infantry, Some("wellon"));
        assert!(sol == 0 || letnev == 0);
        if sol > 0 {
            won = true;
            assert_eq!(s.controller("wellon"), Some(0), "§77.5 control changes");
            let card = s.players[0]
                .planets
                .iter()
                .find(|c| c.planet == "wellon")
                .unwrap();
            assert!(card.exhausted, "§63: a gained planet arrives exhausted");
            assert!(!s.players[1].planets.iter().any(|c| c.planet == "wellon"));
            assert_eq!(
                units::count(sys, 1, UnitKind::Pds, Some("wellon")),
                0,
                "§89: the PDS is destroyed"
            );
        } else {
            assert_eq!(
                s.controller("wellon"),
                Some(1),
                "the defender keeps control"
            );
        }
        if won {
            return;
        }
    }
    panic!("4 infantry never beat 1 in 20 seeds");
}

#[test]
fn rr_77_uncontested_planet_changes_control_and_rr_15_custodians_block_mecatol() {
    let mut s = game();
    set_units(
        &mut s,
        1,
        &[
            (0, UnitKind::Carrier, 1, None),
            (0, UnitKind::Infantry, 2, None),
        ],
    );
    play(&mut s, 0, &format!("activate {}", 19)).unwrap();
    play(&mut s, 0, "move none").unwrap();
    play(&mut s, 0, "invade wellon: 2").unwrap();
    assert_eq!(s.controller("wellon"), Some(0));
    // Mecatol Rex: custodians.
    let mut s = game();
    set_units(
        &mut s,
        0,
        &[
            (0, UnitKind::Carrier, 1, None),
            (0, UnitKind::Infantry, 2, None),
        ],
    );
    play(&mut s, 0, "activate 18").unwrap();
    play(&mut s, 0, "move none").unwrap();
    assert_eq!(
        refused(play(&mut s, 0, "invade mecatol rex: 1")),
        "ti4-custodians"
    );
    play(&mut s, 0, "invade none").unwrap();
}

#[test]
fn rr_26_rr_47_production_limit_cost_and_payment() {
    let mut s = game();
    // Sol's home: Jord (4/2) with a space dock: production 4 + 2 = 6 (§26).
    let home = s.players[0].home_position;
    let t = tile(&s, home);
    play(&mut s, 0, &format!("activate {t}")).unwrap();
    play(&mut s, 0, "move none").unwrap();
    assert!(
        matches!(&s.phase, Phase::Action { tactical: Some(t), .. } if t.step == TacticalStep::Production)
    );
    assert_eq!(
        refused(play(&mut s, 0, "produce 7 fighter pay jord")),
        "ti4-produce-limit"
    );
    // 2 fighters (1) + 1 cruiser (2) + 1 infantry (1, full price for one of a pair) = 4.
    assert_eq!(
        refused(play(
            &mut s,
            0,
            "produce 2 fighter, 1 cruiser, 1 infantry tg 1"
        )),
        "ti4-not-enough-tg"
    );
    s.players[0].trade_goods = 1;
    assert_eq!(
        refused(play(
            &mut s,
            0,
            "produce 2 fighter, 1 cruiser, 1 infantry tg 1"
        )),
        "ti4-pay-short"
    );
    assert_eq!(
        refused(play(&mut s, 0, "produce 1 ws pay jord")),
        "ti4-needs-tech"
    );
    assert_eq!(
        refused(play(&mut s, 0, "produce 1 cruiser pay wellon")),
        "ti4-pay-not-yours"
    );
    let fighters = count(&s, home, 0, UnitKind::Fighter);
    // 2 carriers + 1 destroyer at home already: a cruiser would exceed the fleet pool of 3 (§83).
    assert_eq!(
        refused(play(
            &mut s,
            0,
            "produce 2 fighter, 1 cruiser, 1 infantry pay jord"
        )),
        "ti4-fleet-pool"
    );
    s.players[0].tokens.fleet = 4;
    play(
        &mut s,
        0,
        "produce 2 fighter, 1 cruiser, 1 infantry pay jord",
    )
    .unwrap();
    assert_eq!(count(&s, home, 0, UnitKind::Fighter), fighters + 2);
    assert_eq!(count(&s, home, 0, UnitKind::Cruiser), 1);
    let jord = s.players[0]
        .planets
        .iter()
        .find(|c| c.planet == "jord")
        .unwrap();
    assert!(
        jord.exhausted,
        "§54: resources are spent by exhausting the planet"
    );
    assert!(
        matches!(
            s.phase,
            Phase::Action {
                active: 1,
                tactical: None
            }
        ),
        "the turn ends"
    );
}

#[test]
fn rr_22_blockaded_production_makes_only_ground_forces() {
    let mut s = game();
    let home = s.players[0].home_position;
    let i = units::system_index(&s, home).unwrap();
    s.systems[i]
        .units
        .retain(|u| !(u.owner == 0 && u.planet.is_none()));
    s.systems[i].units.push(UnitGroup {
        owner: 1,
        kind: UnitKind::Destroyer,
        count: 1,
        planet: None,
        damaged: 0,
    });
    let t = tile(&s, home);
    play(&mut s, 0, &format!("activate {t}")).unwrap();
    play(&mut s, 0, "move none").unwrap();
    assert_eq!(
        refused(play(&mut s, 0, "produce 1 cruiser pay jord")),
        "ti4-blockaded"
    );
    play(&mut s, 0, "produce 2 infantry pay jord").unwrap();
}

#[test]
fn notation_round_trips_for_tactical_actions() {
    let s = game();
    for text in [
        "pass",
        "strategic 4",
        "activate 19",
        "move none",
        "move 20: 1 carrier, 2 infantry; 21: 1 cruiser",
        "hits default",
        "hits 1 dreadnought sustain, 2 fighter",
        "invade none",
        "invade wellon: 2",
        "produce none",
        "produce 2 fighter, 1 cruiser pay jord tg 1",
    ] {
        let a = Ti4::parse_action(&s, text).unwrap();
        assert_eq!(Ti4::parse_action(&s, &a.notation()).unwrap(), a, "{text}");
    }
    for bad in [
        "move 20",
        "move x: 1 carrier",
        "hits 2 frogs",
        "produce lots",
        "invade wellon",
        "activate here",
    ] {
        assert!(Ti4::parse_action(&s, bad).is_err(), "{bad}");
    }
}

#[test]
fn rr_43_space_cannon_offense_fires_at_ships_moving_in_and_pds2_reaches_adjacent_systems() {
    let mut fired = 0;
    for seed in 0..10u64 {
        let mut s = game();
        set_units(&mut s, 7, &[(0, UnitKind::Cruiser, 3, None)]);
        // Letnev: a PDS in the active system and 2 PDS next door, all upgraded (PDS II, §43.3).
        set_units(&mut s, 1, &[(1, UnitKind::Pds, 1, Some("wellon"))]);
        set_units(&mut s, 8, &[(1, UnitKind::Pds, 2, Some("thibah"))]);
        s.players[1].techs.push("pds_ii".into());
        // Plasma Scoring's extra die has its own test.
        s.players[1].techs.retain(|t| t != "plasma_scoring");
        play(&mut s, 0, "activate 19").unwrap();
        let a = Ti4::parse_action(&s, "move 20: 3 cruiser").unwrap();
        let applied = act_seeded(&mut s, 0, a, seed).unwrap();
        let cannon = applied
            .log
            .iter()
            .find(|l| l.msg.id == "ti4-log-space-cannon")
            .expect("letnev fires");
        let Some(starpost::core::msg::Arg::Text(dice)) = cannon.msg.arg("dice") else {
            panic!()
        };
        assert_eq!(
            dice.split(' ').count(),
            3,
            "1 PDS II here + 2 adjacent: {dice}"
        );
        if let Some(c) = combat(&s) {
            assert!(c.cannon && c.attacker_hits > 0 && c.defender_hits == 0);
            fired += 1;
            play(&mut s, 0, "hits default").unwrap();
            assert_eq!(
                count(&s, 1, 0, UnitKind::Cruiser),
                3 - c.attacker_hits as u32
            );
        }
        assert!(combat(&s).is_none(), "no space combat: letnev has no ships");
    }
    assert!(fired > 0);
    // Without PDS II, PDS next door does not reach.
    let mut s = game();
    set_units(&mut s, 7, &[(0, UnitKind::Cruiser, 1, None)]);
    set_units(&mut s, 8, &[(1, UnitKind::Pds, 2, Some("thibah"))]);
    play(&mut s, 0, "activate 19").unwrap();
    let applied = play(&mut s, 0, "move 20: 1 cruiser").unwrap();
    assert!(
        !applied
            .log
            .iter()
            .any(|l| l.msg.id == "ti4-log-space-cannon")
    );
}

#[test]
fn rr_43_6_space_cannon_defense_and_rr_81_bombardment() {
    let mut saw_defense = false;
    let mut saw_bombard = false;
    for seed in 0..10u64 {
        // Letnev holds Wellon with 2 infantry and a PDS (planetary shield, §86): no bombardment,
        // but space cannon defense against the landing infantry.
        let mut s = game();
        set_units(
            &mut s,
            1,
            &[
                (0, UnitKind::Dreadnought, 1, None),
                (0, UnitKind::Carrier, 1, None),
                (0, UnitKind::Infantry, 4, None),
                (1, UnitKind::Infantry, 2, Some("wellon")),
                (1, UnitKind::Pds, 1, Some("wellon")),
            ],
        );
        play(&mut s, 0, "activate 19").unwrap();
        play(&mut s, 0, "move none").unwrap();
        if combat(&s).is_some() {
            play(&mut s, 0, "hits default").unwrap();
        }
        if matches!(&s.phase, Phase::Action { tactical: Some(t), .. } if t.step == TacticalStep::Invasion)
        {
            let a = Ti4::parse_action(&s, "invade wellon: 4").unwrap();
            let applied = act_seeded(&mut s, 0, a, seed).unwrap();
            assert!(
                !applied.log.iter().any(|l| l.msg.id == "ti4-log-bombard"),
                "the PDS shields Wellon"
            );
            saw_defense |= applied
                .log
                .iter()
                .any(|l| l.msg.id == "ti4-log-space-cannon-defense");
        }
        // Without the PDS the dreadnought bombards.
        let mut s = game();
        set_units(
            &mut s,
            1,
            &[
                (0, UnitKind::Dreadnought, 1, None),
                (0, UnitKind::Carrier, 1, None),
                (0, UnitKind::Infantry, 4, None),
                (1, UnitKind::Infantry, 2, Some("wellon")),
            ],
        );
        play(&mut s, 0, "activate 19").unwrap();
        play(&mut s, 0, "move none").unwrap();
        let a = Ti4::parse_action(&s, "invade wellon: 4").unwrap();
        let applied = act_seeded(&mut s, 0, a, seed).unwrap();
        saw_bombard |= applied.log.iter().any(|l| l.msg.id == "ti4-log-bombard");
    }
    assert!(saw_defense && saw_bombard);
}

#[test]
fn rr_7_custodians_removed_for_6_influence_gives_a_victory_point() {
    let mut s = game();
    set_units(
        &mut s,
        0,
        &[
            (0, UnitKind::Carrier, 1, None),
            (0, UnitKind::Infantry, 2, None),
        ],
    );
    play(&mut s, 0, "activate 18").unwrap();
    play(&mut s, 0, "move none").unwrap();
    // Jord gives 2 influence: not enough.
    assert_eq!(
        refused(play(&mut s, 0, "invade mecatol rex: 2 custodians pay jord")),
        "ti4-pay-influence-short"
    );
    s.players[0].trade_goods = 4;
    play(&mut s, 0, "invade mecatol rex: 2 custodians pay jord tg 4").unwrap();
    assert!(!s.custodians);
    assert_eq!(s.players[0].victory_points, 1);
    assert_eq!(s.players[0].trade_goods, 0);
    assert_eq!(s.controller("mecatol_rex"), Some(0));
}

#[test]
fn rr_42_7_retreat_announced_by_the_defender_first_then_executed_after_hits() {
    for seed in 0..20u64 {
        let mut s = game();
        // Letnev defends tile 19 (position 1) and holds units in tile 21 (position 8) next door.
        set_units(&mut s, 7, &[(0, UnitKind::Dreadnought, 2, None)]);
        set_units(&mut s, 1, &[(1, UnitKind::Cruiser, 2, None)]);
        set_units(&mut s, 8, &[(1, UnitKind::Infantry, 1, Some("thibah"))]);
        play(&mut s, 0, "activate 19").unwrap();
        let a = Ti4::parse_action(&s, "move 20: 2 dreadnought").unwrap();
        act_seeded(&mut s, 0, a, seed).unwrap();
        let Some(c) = combat(&s) else { continue };
        assert_eq!(c.announcing, Some(1), "§42.4 the defender announces first");
        let p = Ti4::prompts(&s);
        assert!(
            p[0].choices.iter().any(|c| c.notation == "retreat 21"),
            "{:?}",
            p[0].choices
        );
        assert_eq!(
            refused(play(&mut s, 1, "retreat 20")),
            "ti4-retreat-illegal"
        );
        assert_eq!(refused(play(&mut s, 0, "retreat no")), "ti4-no-retreat-now");
        let a = Ti4::parse_action(&s, "retreat 21").unwrap();
        act_seeded(&mut s, 1, a, seed).unwrap();
        // The round is fought, then letnev's surviving cruisers leave.
        for _ in 0..3 {
            let Some(c) = combat(&s) else { break };
            for (seat, hits) in [(c.attacker, c.attacker_hits), (c.defender, c.defender_hits)] {
                if hits > 0 {
                    play(&mut s, seat, "hits default").unwrap();
                }
            }
        }
        assert!(combat(&s).is_none(), "the retreat ends the combat");
        assert_eq!(count(&s, 1, 1, UnitKind::Cruiser), 0);
        let survivors = count(&s, 8, 1, UnitKind::Cruiser);
        if survivors > 0 {
            assert!(
                s.system_at(8).unwrap().command_tokens.contains(&1),
                "a token is placed there"
            );
            return;
        }
    }
    panic!("no seed let letnev's cruisers survive a round");
}

#[test]
fn rr_31_pick_up_ground_forces_in_a_system_passed_through() {
    let mut s = game();
    s.players[0].techs.push("advanced_carrier_ii".into()); // Sol's carrier II: move 2
    set_units(&mut s, 9, &[(0, UnitKind::Carrier, 1, None)]);
    set_units(&mut s, 8, &[(0, UnitKind::Infantry, 2, Some("thibah"))]);
    set_units(
        &mut s,
        10,
        &[
            (0, UnitKind::Infantry, 2, None),
            (0, UnitKind::Carrier, 1, None),
        ],
    );
    play(&mut s, 0, "activate 19").unwrap();
    // Tile 23 (position 10) is not on a 2-step path from 22 to 19.
    assert_eq!(
        refused(play(&mut s, 0, "move 22: 1 carrier; 23: 2 infantry")),
        "ti4-move-needs-ship"
    );
    // Not from a system with one's own command token.
    let mut t = s.clone();
    let i = units::system_index(&t, 8).unwrap();
    t.systems[i].command_tokens.push(0);
    assert_eq!(
        refused(play(&mut t, 0, "move 22: 1 carrier; 21: 2 infantry")),
        "ti4-move-from-own-token"
    );
    let applied = play(&mut s, 0, "move 22: 1 carrier; 21: 2 infantry").unwrap();
    assert!(applied.log.iter().any(|l| l.msg.id == "ti4-log-pickup"));
    assert_eq!(count(&s, 1, 0, UnitKind::Infantry), 2);
    assert_eq!(count(&s, 8, 0, UnitKind::Infantry), 0);
}

#[test]
fn rr_45_alpha_and_delta_wormholes_connect_systems_far_apart() {
    // 26 (α) at position 6 and 39 (α) at position 15: far apart on the map.
    let map = "19 44 42 41 43 26 20 21 22 23 24 25 27 28 39 30 31 29 -1 -1 32 0 33 -1 -1 -1 34 0 35 -1 -1 -1 36 0 40 -1";
    let setup = Ti4Setup {
        players: ["creuss", "sol", "hacan"]
            .iter()
            .map(|f| PlayerSetup {
                name: f.to_string(),
                faction: Some(f.to_string()),
                color: None,
            })
            .collect(),
        speaker: Some(0),
        map: Some(map.into()),
        vp_target: 10,
        rules: starpost::games::ti4::setup::RULES,
    };
    let s = Ti4::setup(&setup, &mut GameRng::for_step(3, 0)).unwrap();
    assert_eq!(tile(&s, 6), 26);
    assert_eq!(tile(&s, 15), 39);
    assert!(units::adjacent_positions(&s, 6).contains(&15), "α–α");
    assert_eq!(path_cost(&s, 0, 15, 6), Some((1, 0)));
    // Creuss: the Creuss Gate (17) takes the seat; the home system (51) is off the map, next to
    // the gate only through the δ wormhole (§45).
    let gate = units::position_of_tile(&s, 17).expect("the gate is on the map");
    assert_eq!(gate, 22, "the first seat");
    let home = units::position_of_tile(&s, 51).expect("the Creuss home system");
    assert_eq!(s.players[0].home_position, home);
    assert!(s.system_at(home).unwrap().detached);
    assert_eq!(units::adjacent_positions(&s, home), vec![gate]);
    assert!(units::adjacent_positions(&s, gate).contains(&home));
    assert!(
        count(&s, home, 0, UnitKind::Carrier) > 0,
        "starting units in the real home system"
    );
    assert_eq!(
        s.controller(&content::system(51).unwrap().planets[0].id),
        Some(0)
    );
}

#[test]
fn rr_1_transactions_with_neighbours_once_per_turn_and_commodities_become_trade_goods() {
    let mut s = game();
    s.players[0].commodities = 3;
    s.players[1].trade_goods = 2;
    assert_eq!(
        refused(play(&mut s, 0, "offer letnev give comm 2 get tg 1")),
        "ti4-not-neighbours",
        "§52: no units or planets near each other yet"
    );
    // Letnev's cruiser next to Sol's home (tile 22, position 9): neighbours.
    set_units(&mut s, 9, &[(1, UnitKind::Cruiser, 1, None)]);
    assert_eq!(
        refused(play(&mut s, 1, "offer sol give tg 1")),
        "ti4-trade-own-turn"
    );
    play(&mut s, 0, "offer letnev give comm 2 get tg 1").unwrap();
    assert_eq!(
        refused(play(&mut s, 0, "offer hacan give tg 1")),
        "ti4-offer-pending"
    );
    let p = Ti4::prompts(&s);
    assert!(
        p.iter()
            .any(|p| p.seat == 1 && p.choices.iter().any(|c| c.notation == "accept"))
    );
    assert_eq!(refused(play(&mut s, 2, "accept")), "ti4-no-offer");
    play(&mut s, 1, "accept").unwrap();
    assert_eq!(s.players[0].commodities, 1);
    assert_eq!(s.players[0].trade_goods, 1);
    assert_eq!(
        s.players[1].trade_goods,
        2 - 1 + 2,
        "§44: commodities arrive as trade goods"
    );
    assert_eq!(s.players[1].commodities, 0);
    assert_eq!(
        refused(play(&mut s, 0, "offer letnev give tg 1")),
        "ti4-traded-already",
        "§1: once per neighbour per turn"
    );
    // A declined offer moves nothing.
    set_units(&mut s, 23, &[(2, UnitKind::Cruiser, 1, None)]);
    play(&mut s, 0, "offer hacan give tg 1").unwrap();
    play(&mut s, 2, "reject").unwrap();
    assert_eq!(s.players[0].trade_goods, 1);
    // The next turn starts afresh.
    use_card(&mut s, 0, 1);
    assert!(s.traded_with.is_empty());
}

#[test]
fn rr_78_elimination_clears_the_player_and_the_last_one_standing_wins() {
    let mut s = game();
    // Letnev loses everything but a cruiser: no ground forces, no production, no planets.
    for sys in &mut s.systems {
        sys.units
            .retain(|u| u.owner != 1 || u.kind == UnitKind::Cruiser);
    }
    s.control.retain(|(_, seat)| *seat != 1);
    let applied = play(&mut s, 0, "activate 20").unwrap();
    assert!(applied.log.iter().any(|l| l.msg.id == "ti4-log-eliminated"));
    assert!(s.players[1].eliminated);
    assert!(
        s.systems
            .iter()
            .flat_map(|x| &x.units)
            .all(|u| u.owner != 1),
        "their units leave the board"
    );
    assert!(
        s.players[1].secrets.is_empty(),
        "secrets go back into the deck"
    );
    assert!(!s.initiative_order.contains(&1));
    // Turns skip the eliminated player.
    play(&mut s, 0, "move none").unwrap();
    assert!(
        matches!(s.phase, Phase::Action { active: 2, .. }),
        "{:?}",
        s.phase
    );
    // Hacan goes the same way: Sol is the last one standing.
    for sys in &mut s.systems {
        sys.units.retain(|u| u.owner != 2);
    }
    s.control.retain(|(_, seat)| *seat != 2);
    // The next accepted action finds Hacan out too: Sol is the last one standing and wins.
    play(&mut s, 2, "activate 21").unwrap();
    assert_eq!(s.phase, Phase::Over { winner: 0 });
}

#[test]
fn rr_67_promissory_notes_are_held_secretly_traded_and_support_for_the_throne_scores() {
    let mut s = game();
    // §67: each player starts with the 4 generic notes and their faction's.
    assert!(s.players.iter().all(|p| p.notes.len() == 5));
    use starpost::core::rules::Viewer;
    let public = serde_json::to_string(&Ti4::view(&s, Viewer::Spectator)).unwrap();
    assert!(
        !public.contains("support_for_the_throne"),
        "notes in hand are secret"
    );
    set_units(&mut s, 9, &[(1, UnitKind::Cruiser, 1, None)]);
    assert_eq!(
        refused(play(&mut s, 0, "offer letnev give note war_funding")),
        "ti4-offer-not-enough",
        "a note one doesn't hold"
    );
    play(&mut s, 0, "offer letnev give note support_for_the_throne").unwrap();
    let p = Ti4::prompts(&s);
    assert!(
        p.iter().any(|p| p.seat == 1 && p.private),
        "the receiver sees the note privately"
    );
    let applied = play(&mut s, 1, "accept").unwrap();
    assert!(
        applied
            .log
            .iter()
            .any(|l| l.msg.id == "ti4-log-note-received"
                && l.visibility == starpost::core::Visibility::Seat(1))
    );
    assert_eq!(
        s.players[1].victory_points, 1,
        "Support for the Throne: +1 VP"
    );
    assert_eq!(s.players[1].play_area.len(), 1);
    assert_eq!(s.players[0].notes.len(), 4);
    // Letnev activates a system holding Sol's units: the card goes back, the point is lost.
    use_card(&mut s, 0, 1);
    play(&mut s, 1, "activate 1").unwrap();
    assert_eq!(s.players[1].victory_points, 0);
    assert!(s.players[1].play_area.is_empty());
    assert_eq!(s.players[0].notes.len(), 5);
}

#[test]
fn antimass_deflectors_let_ships_through_asteroid_fields_and_other_passive_technologies() {
    let mut s = game();
    assert_eq!(
        path_cost(&s, 0, 1, 2),
        None,
        "without the technology: blocked (§30)"
    );
    s.players[0].techs.push("antimass_deflectors".into());
    assert_eq!(path_cost(&s, 0, 1, 2), Some((1, 0)));
    assert_eq!(
        path_cost(&s, 0, 10, 1),
        Some((2, 0)),
        "through the asteroid field"
    );
    assert_eq!(path_cost(&s, 1, 10, 1), Some((3, 0)), "not for the others");
    // Sarween Tools: production costs 1 less in total.
    let home = s.players[0].home_position;
    s.players[0].techs.push("sarween_tools".into());
    let t = tile(&s, home);
    play(&mut s, 0, &format!("activate {t}")).unwrap();
    play(&mut s, 0, "move none").unwrap();
    s.players[0].trade_goods = 1;
    // 2 fighters cost 1; with Sarween Tools 0: nothing to pay.
    play(&mut s, 0, "produce 2 fighter").unwrap();
    assert_eq!(s.players[0].trade_goods, 1);
}

// ---------------------------------------------------------------------------------------------
// Technology passives
// ---------------------------------------------------------------------------------------------

fn with_tech(seat: usize, tech: &str) -> State {
    let mut s = game();
    s.players[seat].techs.push(tech.to_string());
    s
}

#[test]
fn tech_light_wave_deflector_ships_pass_through_other_players_ships() {
    let mut s = game();
    // Letnev's ships in every ring-1 system between tile 20 (position 7) and Mecatol (0).
    for p in [1u32, 6] {
        let i = units::system_index(&s, p).unwrap();
        s.systems[i].units.push(UnitGroup {
            owner: 1,
            kind: UnitKind::Destroyer,
            count: 1,
            planet: None,
            damaged: 0,
        });
    }
    let blocked = path_cost(&s, 0, 7, 0);
    s.players[0].techs.push("light_wave_deflector".into());
    let through = path_cost(&s, 0, 7, 0);
    assert_eq!(through.map(|c| c.0), Some(2));
    assert!(blocked.is_none_or(|c| c.0 > 2), "{blocked:?}");
}

#[test]
fn tech_assault_cannon_makes_the_opponent_destroy_a_non_fighter_ship() {
    let s = with_tech(0, "assault_cannon");
    let s = battle_in(
        s,
        &[(UnitKind::Destroyer, 3)],
        &[
            (UnitKind::Cruiser, 1),
            (UnitKind::Carrier, 1),
            (UnitKind::Fighter, 2),
        ],
    );
    let i = units::system_index(&s, 1).unwrap();
    // The cheaper of Letnev's non-fighter ships (cruiser 2 < carrier 3) is gone before any roll.
    assert_eq!(units::count(&s.systems[i], 1, UnitKind::Cruiser, None), 0);
    assert_eq!(units::count(&s.systems[i], 1, UnitKind::Carrier, None), 1);
    // Without the technology nothing happens.
    let s = battle(
        &[(UnitKind::Destroyer, 3)],
        &[(UnitKind::Cruiser, 1), (UnitKind::Carrier, 1)],
    );
    assert_eq!(units::count(&s.systems[i], 1, UnitKind::Cruiser, None), 1);
}

#[test]
fn tech_plasma_scoring_adds_a_space_cannon_die() {
    // Letnev starts with Plasma Scoring; their PDS on Wellon fires at Sol's ships moving in.
    let dice_count = |plasma: bool| {
        let mut s = game();
        if !plasma {
            s.players[1].techs.retain(|t| t != "plasma_scoring");
        }
        set_units(&mut s, 7, &[(0, UnitKind::Destroyer, 2, None)]);
        set_units(&mut s, 1, &[(1, UnitKind::Pds, 1, Some("wellon"))]);
        play(&mut s, 0, "activate 19").unwrap();
        let r = play(&mut s, 0, "move 20: 2 destroyer").unwrap();
        let line = r
            .log
            .iter()
            .find(|l| l.msg.id == "ti4-log-space-cannon")
            .expect("the PDS fired");
        match line.msg.arg("dice") {
            Some(starpost::core::msg::Arg::Text(d)) => d
                .split(|c: char| !c.is_ascii_digit())
                .filter(|w| !w.is_empty())
                .count(),
            other => panic!("{other:?}"),
        }
    };
    assert_eq!(dice_count(false), 1);
    assert_eq!(dice_count(true), 2);
}

#[test]
fn tech_duranium_armor_repairs_a_unit_damaged_in_an_earlier_round() {
    let mut s = with_tech(1, "duranium_armor");
    set_units(&mut s, 7, &[(0, UnitKind::Destroyer, 1, None)]);
    set_units(
        &mut s,
        1,
        &[
            (1, UnitKind::Dreadnought, 1, None),
            (1, UnitKind::Destroyer, 3, None),
        ],
    );
    let i = units::system_index(&s, 1).unwrap();
    s.systems[i].units[0].damaged = 1;
    play(&mut s, 0, "activate 19").unwrap();
    play(&mut s, 0, "move 20: 1 destroyer").unwrap();
    // Force one hit on Letnev and let them assign it to a destroyer.
    if let Phase::Action {
        tactical: Some(t), ..
    } = &mut s.phase
        && let TacticalStep::Combat(c) = &mut t.step
    {
        c.announcing = None;
        c.announced = true;
        c.attacker_hits = 0;
        c.defender_hits = 1;
    }
    let r = play(&mut s, 1, "hits 1 destroyer").unwrap();
    assert!(r.log.iter().any(|l| l.msg.id == "ti4-log-duranium"));
    assert_eq!(
        s.systems[i]
            .units
            .iter()
            .find(|u| u.owner == 1 && u.kind == UnitKind::Dreadnought)
            .unwrap()
            .damaged,
        0
    );
}

#[test]
fn tech_dacxive_animators_adds_an_infantry_after_a_won_ground_combat() {
    for seed in 0..20u64 {
        let mut s = with_tech(0, "dacxive_animators");
        set_units(
            &mut s,
            7,
            &[
                (0, UnitKind::Carrier, 1, None),
                (0, UnitKind::Infantry, 4, None),
            ],
        );
        set_units(&mut s, 1, &[(1, UnitKind::Infantry, 1, Some("wellon"))]);
        s.control.push(("wellon".into(), 1));
        play(&mut s, 0, "activate 19").unwrap();
        play(&mut s, 0, "move 20: 1 carrier, 4 infantry").unwrap();
        let a = Ti4::parse_action(&s, "invade wellon: 4").unwrap();
        let mut log = act_seeded(&mut s, 0, a, seed).unwrap().log;
        for round in 0..50u64 {
            let Some(c) = combat(&s) else { break };
            for seat in [c.attacker, c.defender] {
                let Some(c) = combat(&s) else { break };
                let hits = if seat == c.attacker {
                    c.attacker_hits
                } else {
                    c.defender_hits
                };
                if hits > 0 {
                    let a = Ti4::parse_action(&s, "hits default").unwrap();
                    log.extend(act_seeded(&mut s, seat, a, seed * 100 + round).unwrap().log);
                }
            }
        }
        if s.controller("wellon") == Some(0) {
            assert!(log.iter().any(|l| l.msg.id == "ti4-log-dacxive"));
            return;
        }
    }
    panic!("Sol never won the ground combat");
}

#[test]
fn tech_fleet_logistics_gives_a_second_action_or_end_turn() {
    let mut s = with_tech(0, "fleet_logistics");
    use_card(&mut s, 0, 1);
    assert_eq!(
        s.phase,
        Phase::Action {
            active: 0,
            tactical: None
        },
        "Sol may take a second action"
    );
    let prompts = Ti4::prompts(&s);
    assert!(
        prompts
            .iter()
            .any(|p| p.seat == 0 && p.choices.iter().any(|c| c.notation == "end turn"))
    );
    // A second action, then the turn passes on by itself.
    use_card(&mut s, 0, 4);
    assert_eq!(
        s.phase,
        Phase::Action {
            active: 1,
            tactical: None
        }
    );
    // Or end the turn after one action; passing is not allowed then.
    let mut s = with_tech(0, "fleet_logistics");
    use_card(&mut s, 0, 1);
    assert_eq!(
        play(&mut s, 0, "pass").unwrap_err().id,
        "ti4-end-turn-instead"
    );
    play(&mut s, 0, "end turn").unwrap();
    assert_eq!(
        s.phase,
        Phase::Action {
            active: 1,
            tactical: None
        }
    );
    // Without the technology the turn ends after one action.
    let mut s = game();
    use_card(&mut s, 0, 1);
    assert_eq!(
        s.phase,
        Phase::Action {
            active: 1,
            tactical: None
        }
    );
    assert_eq!(
        play(&mut s, 1, "end turn").unwrap_err().id,
        "ti4-no-turn-to-end"
    );
}

#[test]
fn tech_antimass_deflectors_space_cannon_against_its_owner_gets_minus_1() {
    // Letnev's PDS fires at Sol's destroyers moving in; the same dice with and without Sol's
    // Antimass Deflectors: never more hits with it, fewer for some seeds.
    let hits = |antimass: bool, seed: u64| {
        let mut s = game();
        s.players[1].techs.retain(|t| t != "plasma_scoring");
        if antimass {
            s.players[0].techs.push("antimass_deflectors".into());
        }
        set_units(&mut s, 7, &[(0, UnitKind::Destroyer, 2, None)]);
        set_units(&mut s, 1, &[(1, UnitKind::Pds, 3, Some("wellon"))]);
        play(&mut s, 0, "activate 19").unwrap();
        let a = Ti4::parse_action(&s, "move 20: 2 destroyer").unwrap();
        let r = act_seeded(&mut s, 0, a, seed).unwrap();
        let line = r
            .log
            .iter()
            .find(|l| l.msg.id == "ti4-log-space-cannon")
            .unwrap();
        match line.msg.arg("hits") {
            Some(starpost::core::msg::Arg::Num(n)) => *n,
            other => panic!("{other:?}"),
        }
    };
    let mut fewer = 0;
    for seed in 0..30 {
        let (without, with) = (hits(false, seed), hits(true, seed));
        assert!(with <= without, "seed {seed}");
        if with < without {
            fewer += 1;
        }
    }
    assert!(fewer > 0);
}

/// Fights the combat under way to its end, answering each question as a player pressing the
/// first sensible button would (retreats declined, hits by the default), with dice seeded by
/// `seed`. Returns the (seat, prompt id) of every question asked, in order.
fn fight_asking(s: &mut State, seed: u64) -> Vec<(usize, String)> {
    let mut asked = Vec::new();
    for _ in 0..60 {
        if combat(s).is_none() {
            break;
        }
        let prompts = Ti4::prompts(s);
        let Some(p) = prompts.first() else { break };
        asked.push((p.seat, p.id.clone()));
        let text = match p.id.as_str() {
            "retreat" => "retreat no",
            "hits" => "hits default",
            other => panic!("unexpected question {other}"),
        };
        fixtures::play_seeded(s, p.seat, text, seed + asked.len() as u64).unwrap();
    }
    asked
}

/// Issue 16 standing orders, §42.4 and §42.6: `orders fight on` ("fight to the end") means the
/// player is never asked to announce a retreat, and `orders hits auto` that hits on their units
/// are assigned at once by the default ("hits default") — where without the order they are
/// asked. The orders are public log lines; setting the same orders again is refused.
#[test]
fn rr_42_standing_orders_fight_on_and_hits_auto_answer_for_their_player() {
    let mut compared = 0;
    for seed in 0..30u64 {
        let mut start = game();
        // Letnev defends tile 19 (position 1) and could retreat to tile 21 (position 8).
        set_units(&mut start, 7, &[(0, UnitKind::Dreadnought, 2, None)]);
        set_units(&mut start, 1, &[(1, UnitKind::Cruiser, 2, None)]);
        set_units(&mut start, 8, &[(1, UnitKind::Infantry, 1, Some("thibah"))]);
        let run = |orders: Option<&str>| -> Option<(Vec<(usize, String)>, State)> {
            let mut s = start.clone();
            if let Some(o) = orders {
                let applied = play(&mut s, 1, o).unwrap();
                assert!(applied.log.iter().any(|l| l.msg.id == "ti4-log-orders"
                    && l.visibility == starpost::core::Visibility::Public));
                assert_eq!(refused(play(&mut s, 1, o)), "ti4-orders-unchanged");
            }
            play(&mut s, 0, "activate 19").unwrap();
            let a = Ti4::parse_action(&s, "move 20: 2 dreadnought").unwrap();
            act_seeded(&mut s, 0, a, seed).unwrap();
            combat(&s)?;
            let asked = fight_asking(&mut s, seed);
            assert!(combat(&s).is_none(), "the combat ends: {asked:?}");
            Some((asked, s))
        };
        let Some((plain, _)) = run(None) else {
            continue;
        };
        let asked = |v: &[(usize, String)], id: &str| v.iter().any(|(s, i)| *s == 1 && i == id);
        assert!(asked(&plain, "retreat"), "without orders: {plain:?}");
        let (fight, _) = run(Some("orders fight on")).unwrap();
        assert!(!asked(&fight, "retreat"), "fight to the end: {fight:?}");
        let (hits, end) = run(Some("orders hits auto")).unwrap();
        assert!(!asked(&hits, "hits"), "hits auto: {hits:?}");
        assert!(asked(&hits, "retreat"), "still asked to retreat: {hits:?}");
        if asked(&plain, "hits") {
            // The default took Letnev's losses without asking.
            let left = count(&end, 1, 1, UnitKind::Cruiser) + count(&end, 8, 1, UnitKind::Cruiser);
            assert!(left < 2, "hits were assigned: {hits:?}");
            compared += 1;
        }
    }
    assert!(compared > 0, "no seed hit Letnev's cruisers");
}

#[test]
fn standing_orders_notation_reads_and_writes_back() {
    let s = game();
    for text in [
        "orders fight on",
        "orders fight off",
        "orders hits auto",
        "orders hits ask",
        "orders fight on hits auto",
    ] {
        let a = Ti4::parse_action(&s, text).unwrap();
        assert_eq!(a.notation(), text);
    }
    assert_eq!(
        Ti4::parse_action(&s, "orders none").unwrap(),
        Action::Orders {
            fight: Some(false),
            hits: Some(false)
        }
    );
    for bad in [
        "orders",
        "orders fight",
        "orders fight maybe",
        "orders retreat on",
    ] {
        let r = Ti4::parse_action(&s, bad).unwrap_err();
        assert_eq!(r.msg.id, "ti4-orders-help", "{bad}");
    }
}
