//! The Yin Brotherhood: sheet abilities, faction technologies and flagship (Van Hauge).
//! Rule numbers are the Korean edition's (shared/rules/ti4.md 0.1); texts in our own words.

use crate::games::ti4::effects::{Ability, Hooks, Origin, Permission, Status, Timing};

/// Every ability of Yin the registry knows.
pub static ABILITIES: &[Ability] = &[
    Ability::sheet(
        "yin.indoctrination",
        "yin",
        "Indoctrination",
        Timing::Invasion,
        Status::Automated,
        "asked at the start of a ground combat (an opposing infantry on the planet, one in reinforcements, 2 influence to spend): `use indoctrination [pay <planets>]` replaces 1 opposing infantry with Yin's, or `use none`",
    )
    .since(1)
    .with(Hooks {
        permits: Some(Permission::ConvertInfantry),
        ..Hooks::NONE
    }),
    Ability::sheet(
        "yin.devotion",
        "yin",
        "Devotion",
        Timing::RoundStart,
        Status::Automated,
        "asked after each space combat round (Yin has a cruiser or destroyer there, the opponent ships): a button per Yin ship to destroy and opponent ship type to hit (`use devotion <destroyer|cruiser> [<ship type>]`): Yin assigns the hit to a ship of that type (the opponent picks which one of the type and may sustain damage), or `use none`; /odds leaves it out",
    )
    .since(1)
    .with(Hooks {
        devotion: true,
        ..Hooks::NONE
    }),
    Ability::sheet(
        "yin.yin_spinner",
        "yin",
        "Yin Spinner",
        Timing::Production,
        Status::Automated,
        "asked after each production of Yin's (the production step, Warfare's secondary, Integrated Economy, Minister of Industry; the reference's text: up to 2 infantry on planets Yin controls or with its ships, within their capacity): `use yin_spinner <planet|tile> [<planet|tile>]`, or `use none`",
    )
    .since(1)
    .origin(Origin::Tech)
    .with(Hooks {
        spins_infantry: true,
        ..Hooks::NONE
    }),
    Ability::sheet(
        "yin.impulse_core",
        "yin",
        "Impulse Core",
        Timing::RoundStart,
        Status::Automated,
        "asked when a space combat starts: `use impulse_core <destroyer|cruiser>` destroys one for 1 hit on the opponent's non-fighter ships, or `use none`",
    )
    .since(1)
    .origin(Origin::Tech)
    .with(Hooks {
        sacrifice_hit: true,
        ..Hooks::NONE
    }),
    Ability::sheet(
        "yin.flagship",
        "yin",
        "Van Hauge",
        Timing::Destroyed,
        Status::Automated,
        "when it is destroyed every ship in its system is destroyed, in the engine and /odds",
    )
    .origin(Origin::Unit("yin_flagship"))
    .with(Hooks {
        wipes_system: true,
        ..Hooks::NONE
    }),
];

#[cfg(test)]
mod tests {
    use crate::games::ti4::content;
    use crate::games::ti4::effects::combat::wipes_system;

    /// Sheet, flagship Van Hauge: destroying it destroys every ship in its system.
    #[test]
    fn flagship_destruction_wipes_the_system() {
        assert!(wipes_system(
            content::unit("yin_flagship").unwrap(),
            crate::games::ti4::setup::RULES
        ));
        assert!(!wipes_system(
            content::unit("dreadnought").unwrap(),
            crate::games::ti4::setup::RULES
        ));
    }

    /// In the engine: the Yin player puts a hit on the flagship; every ship in the system, of
    /// both sides, is destroyed, and the log says so.
    #[test]
    fn engine_destroys_every_ship_when_the_flagship_dies() {
        use crate::core::GameRng;
        use crate::games::ti4::content::UnitKind::{Cruiser, Destroyer, Flagship};
        use crate::games::ti4::effects::testkit::{battle, combat_mut, logged, pos};
        use crate::games::ti4::rules::{
            combat::{HitPick, assign},
            units,
        };
        let mut s = battle(
            "yin",
            &[(Flagship, 1), (Destroyer, 2)],
            "hacan",
            &[(Cruiser, 2)],
        );
        let c = combat_mut(&mut s);
        c.fresh = false;
        c.barrage = false;
        c.attacker_hits = 1;
        let pick = [HitPick {
            kind: Flagship,
            count: 1,
            sustain: false,
        }];
        let r = assign(&mut s, 0, Some(&pick), &mut GameRng::for_step(1, 1)).unwrap();
        assert!(logged(&r.log, "ti4-log-flagship-wipe"));
        assert!(logged(&r.log, "ti4-log-combat-draw"));
        let i = units::system_index(&s, pos(&s, 19)).unwrap();
        assert!(!s.systems[i].units.iter().any(|u| u.kind.is_ship()));
    }

    /// Faction technology Impulse Core: when a space combat starts Yin is asked; destroying a
    /// destroyer makes 1 hit the opponent must put on a non-fighter ship (its fighters are
    /// refused). Without the technology nothing is asked.
    #[test]
    fn impulse_core_trades_a_destroyer_for_a_ship_hit() {
        use crate::core::GameRng;
        use crate::games::ti4::content::UnitKind::{Carrier, Destroyer, Fighter};
        use crate::games::ti4::effects::testkit::{battle, logged, play};
        use crate::games::ti4::rules::combat::{HitPick, combat_now, roll_round};
        use crate::games::ti4::rules::techs::prompts;
        let mut s = battle(
            "yin",
            &[(Destroyer, 2)],
            "sol",
            &[(Carrier, 1), (Fighter, 2)],
        );
        let mut plain = s.clone();
        roll_round(&mut plain, &mut GameRng::for_step(2, 2));
        assert!(plain.tech.pause.is_none());
        s.players[0].techs.push("impulse_core".into());
        roll_round(&mut s, &mut GameRng::for_step(2, 2));
        let p = prompts(&s);
        assert_eq!(p[0].seat, 0);
        assert!(
            p[0].choices
                .iter()
                .any(|c| c.notation == "use impulse_core destroyer")
        );
        let r = play(&mut s, 0, "use impulse_core destroyer").unwrap();
        assert!(logged(&r.log, "ti4-log-sacrifice"));
        let (_, c) = combat_now(&s).unwrap();
        assert!(c.defender_hits >= 1);
        assert_eq!(c.ship_hits, vec![(1, 1)]);
        // One destroyer left (the Ambush-less Yin rolls nothing else before the hits).
        let fighters = [HitPick {
            kind: Fighter,
            count: c.defender_hits,
            sustain: false,
        }];
        let applied = crate::games::ti4::rules::combat::assign(
            &mut s.clone(),
            1,
            Some(&fighters),
            &mut GameRng::for_step(1, 1),
        );
        assert_eq!(applied.unwrap_err().id, "ti4-ship-hits");
    }

    /// Sheet, Indoctrination (§73): at the start of a ground combat Yin is asked; paying 2
    /// influence replaces 1 of Hacan's infantry on the planet with 1 of Yin's. Sol in Yin's
    /// place, or Yin under rules 0, is not asked.
    #[test]
    fn indoctrination_replaces_an_opposing_infantry() {
        use crate::core::GameRng;
        use crate::games::ti4::content::UnitKind::Infantry;
        use crate::games::ti4::effects::testkit::{battle, logged, play, pos};
        use crate::games::ti4::rules::action_phase::tactical_mut;
        use crate::games::ti4::rules::combat::roll_round;
        use crate::games::ti4::rules::techs::{Pause, prompts};
        use crate::games::ti4::rules::units;
        use crate::games::ti4::state::{Combat, CombatKind, TacticalStep};
        let start = |faction: &str, rules: u32| {
            let mut s = battle(faction, &[], "hacan", &[]);
            s.rules = rules;
            let i = units::system_index(&s, pos(&s, 19)).unwrap();
            for owner in [0, 1] {
                units::add(&mut s.systems[i], owner, Infantry, Some("wellon"), 2);
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
            roll_round(&mut s, &mut GameRng::for_step(4, 4));
            (s, i)
        };
        let (mut s, i) = start("yin", 1);
        assert!(matches!(s.tech.pause, Some(Pause::Convert { seat: 0 })));
        let choice = prompts(&s)[0]
            .choices
            .iter()
            .find(|c| c.notation.starts_with("use indoctrination"))
            .expect("a paid choice")
            .notation
            .clone();
        let ready = s.players[0].planets.iter().filter(|p| !p.exhausted).count();
        let r = play(&mut s, 0, &choice).unwrap();
        assert!(logged(&r.log, "ti4-fx-log-convert"));
        assert!(s.tech.pause.is_none());
        assert_eq!(units::count(&s.systems[i], 1, Infantry, Some("wellon")), 1);
        assert_eq!(units::count(&s.systems[i], 0, Infantry, Some("wellon")), 3);
        assert!(s.players[0].planets.iter().filter(|p| !p.exhausted).count() < ready);
        for (faction, rules) in [("sol", 1), ("yin", 0)] {
            let (s, i) = start(faction, rules);
            assert!(
                !matches!(s.tech.pause, Some(Pause::Convert { .. })),
                "{faction}"
            );
            assert_eq!(units::count(&s.systems[i], 1, Infantry, Some("wellon")), 2);
        }
    }

    /// Faction technology Yin Spinner: after the production step Yin is asked and places 2
    /// infantry on a planet it controls; a planet it does not control is refused. Without the
    /// technology nothing is asked.
    #[test]
    fn yin_spinner_places_infantry_after_producing() {
        use crate::games::ti4::content::UnitKind::Infantry;
        use crate::games::ti4::effects::testkit::{logged, play, turn_of};
        use crate::games::ti4::rules::techs::{Pause, prompts};
        use crate::games::ti4::rules::units;
        use crate::games::ti4::state::{Phase, Tactical, TacticalStep};
        let start = |spinner: bool| {
            let mut s = turn_of(["yin", "sol", "letnev"], 0);
            if spinner {
                s.players[0].techs.push("yin_spinner".into());
            }
            s.phase = Phase::Action {
                active: 0,
                tactical: Some(Box::new(Tactical {
                    system: s.players[0].home_position,
                    step: TacticalStep::Production,
                    ..Tactical::default()
                })),
            };
            play(&mut s, 0, "produce 1 fighter").unwrap();
            s
        };
        assert!(start(false).tech.pause.is_none());
        let mut s = start(true);
        assert!(matches!(s.tech.pause, Some(Pause::Spin { seat: 0 })));
        let planet = s.players[0].planets[0].planet.clone();
        let notation = format!("use yin_spinner {planet} {planet}");
        assert!(
            prompts(&s)[0]
                .choices
                .iter()
                .any(|c| c.notation == notation)
        );
        assert!(play(&mut s.clone(), 0, "use yin_spinner jord").is_err());
        let i = s
            .systems
            .iter()
            .position(|x| {
                crate::games::ti4::content::system(x.tile)
                    .is_some_and(|t| t.planet(&planet).is_some())
            })
            .unwrap();
        let before = units::count(&s.systems[i], 0, Infantry, Some(&planet));
        let r = play(&mut s, 0, &notation).unwrap();
        assert!(logged(&r.log, "ti4-fx-log-spin"));
        assert_eq!(
            units::count(&s.systems[i], 0, Infantry, Some(&planet)),
            before + 2
        );
        assert!(s.tech.pause.is_none());
    }

    /// Sheet, Devotion (errata: after each space combat round): Yin is asked when a round is
    /// over; destroying a destroyer makes 1 hit Hacan assigns to its ships, and Yin is not
    /// asked again in that round. Sol in Yin's place, or Yin under rules 0, is not asked.
    #[test]
    fn devotion_trades_a_ship_for_a_hit_after_each_round() {
        use crate::core::GameRng;
        use crate::games::ti4::content::UnitKind::{Carrier, Cruiser, Destroyer};
        use crate::games::ti4::effects::testkit::{battle, combat_mut, logged, play, pos};
        use crate::games::ti4::rules::combat::{HitPick, assign, combat_now, continue_after_hits};
        use crate::games::ti4::rules::techs::{Pause, prompts};
        use crate::games::ti4::rules::units;
        let round_over = |faction: &str, rules: u32| {
            let mut s = battle(
                faction,
                &[(Destroyer, 2), (Carrier, 1)],
                "hacan",
                &[(Cruiser, 2)],
            );
            s.rules = rules;
            let c = combat_mut(&mut s);
            c.fresh = false;
            c.barrage = false;
            c.ambushed = true;
            continue_after_hits(&mut s, &mut GameRng::for_step(3, 3));
            s
        };
        let mut s = round_over("yin", 1);
        assert!(matches!(s.tech.pause, Some(Pause::Devotion { seat: 0 })));
        let p = prompts(&s);
        let offered: Vec<&str> = p[0].choices.iter().map(|c| c.notation.as_str()).collect();
        assert!(offered.contains(&"use devotion destroyer"), "{offered:?}");
        assert!(offered.contains(&"use none"));
        assert!(!offered.iter().any(|n| n.contains("carrier")));
        assert!(play(&mut s.clone(), 0, "use devotion carrier").is_err());
        let r = play(&mut s, 0, "use devotion destroyer").unwrap();
        assert!(logged(&r.log, "ti4-fx-log-devotion"));
        let i = units::system_index(&s, pos(&s, 19)).unwrap();
        assert_eq!(units::count(&s.systems[i], 0, Destroyer, None), 1);
        let (_, c) = combat_now(&s).unwrap();
        assert_eq!((c.defender_hits, c.round), (1, 1));
        // Hacan assigns the hit; the round then ends without asking Yin again.
        let pick = [HitPick {
            kind: Cruiser,
            count: 1,
            sustain: false,
        }];
        assign(&mut s, 1, Some(&pick), &mut GameRng::for_step(1, 1)).unwrap();
        assert_eq!(units::count(&s.systems[i], 1, Cruiser, None), 1);
        assert!(!matches!(s.tech.pause, Some(Pause::Devotion { .. })));
        assert!(combat_now(&s).is_none_or(|(_, c)| c.round == 2));
        for (faction, rules) in [("sol", 1), ("yin", 0)] {
            let s = round_over(faction, rules);
            assert!(
                !matches!(s.tech.pause, Some(Pause::Devotion { .. })),
                "{faction}"
            );
        }
    }

    /// Faction technology Yin Spinner after another production: Integrated Economy's
    /// production asks it too; a space area whose ships have no capacity left is neither offered
    /// nor accepted (§32).
    #[test]
    fn yin_spinner_follows_integrated_economy_within_capacity() {
        use crate::games::ti4::content::UnitKind::Destroyer;
        use crate::games::ti4::effects::testkit::{play, put_ships, turn_of};
        use crate::games::ti4::rules::production::spin_targets;
        use crate::games::ti4::rules::techs::{Pause, prompts};
        use crate::games::ti4::state::{Phase, Tactical, TacticalStep};
        let mut s = turn_of(["yin", "sol", "letnev"], 0);
        s.players[0].techs.push("yin_spinner".into());
        s.players[0].techs.push("integrated_economy".into());
        put_ships(&mut s, 20, &[(0, Destroyer, 1)]);
        let home = s.players[0].home_position;
        s.phase = Phase::Action {
            active: 0,
            tactical: Some(Box::new(Tactical {
                system: home,
                step: TacticalStep::Invasion,
                ..Tactical::default()
            })),
        };
        let planet = s.players[0].planets[0].planet.clone();
        s.tech.pause = Some(Pause::Economy {
            seat: 0,
            planet: planet.clone(),
        });
        let offer = prompts(&s)[0]
            .choices
            .iter()
            .find(|c| c.notation.starts_with("use integrated_economy "))
            .expect("an Integrated Economy production")
            .notation
            .clone();
        play(&mut s, 0, &offer).unwrap();
        assert!(
            matches!(s.tech.pause, Some(Pause::Spin { seat: 0 })),
            "{:?}",
            s.tech.pause
        );
        assert!(!spin_targets(&s, 0).contains(&"20".to_string()));
        let e = play(&mut s.clone(), 0, "use yin_spinner 20").unwrap_err();
        assert_eq!(e.id, "ti4-fx-spin-capacity");
        play(&mut s, 0, &format!("use yin_spinner {planet}")).unwrap();
        assert!(s.tech.pause.is_none());
    }

    /// Sheet, Devotion: the hit is assigned by Yin to 1 of the opponent's ships in the system.
    /// Against a cruiser and a carrier, the buttons name both; aimed at the carrier, Hacan must
    /// put it on the carrier (not on the cruiser, which it would rather lose).
    #[test]
    fn devotion_hit_is_assigned_by_yin() {
        use crate::core::GameRng;
        use crate::games::ti4::content::UnitKind::{Carrier, Cruiser, Destroyer};
        use crate::games::ti4::effects::testkit::{battle, combat_mut, play, pos};
        use crate::games::ti4::rules::combat::{HitPick, assign, continue_after_hits};
        use crate::games::ti4::rules::techs::{Pause, prompts};
        use crate::games::ti4::rules::units;
        let mut s = battle(
            "yin",
            &[(Destroyer, 2)],
            "hacan",
            &[(Cruiser, 1), (Carrier, 1)],
        );
        let c = combat_mut(&mut s);
        c.fresh = false;
        c.barrage = false;
        c.ambushed = true;
        continue_after_hits(&mut s, &mut GameRng::for_step(3, 3));
        assert!(matches!(s.tech.pause, Some(Pause::Devotion { seat: 0 })));
        let offered: Vec<String> = prompts(&s)[0]
            .choices
            .iter()
            .map(|c| c.notation.clone())
            .collect();
        for n in [
            "use devotion destroyer carrier",
            "use devotion destroyer cruiser",
        ] {
            assert!(offered.iter().any(|o| o == n), "{offered:?}");
        }
        assert!(
            play(&mut s.clone(), 0, "use devotion destroyer").is_err(),
            "two types: Yin names one"
        );
        assert!(play(&mut s.clone(), 0, "use devotion destroyer dreadnought").is_err());
        play(&mut s, 0, "use devotion destroyer carrier").unwrap();
        let cruiser = [HitPick {
            kind: Cruiser,
            count: 1,
            sustain: false,
        }];
        assert!(
            assign(
                &mut s.clone(),
                1,
                Some(&cruiser),
                &mut GameRng::for_step(1, 1)
            )
            .is_err()
        );
        let carrier = [HitPick {
            kind: Carrier,
            count: 1,
            sustain: false,
        }];
        assign(&mut s, 1, Some(&carrier), &mut GameRng::for_step(1, 1)).unwrap();
        let i = units::system_index(&s, pos(&s, 19)).unwrap();
        assert_eq!(units::count(&s.systems[i], 1, Carrier, None), 0);
        assert_eq!(units::count(&s.systems[i], 1, Cruiser, None), 1);
    }
}
