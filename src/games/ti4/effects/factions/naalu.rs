//! The Naalu Collective: sheet abilities, faction technologies and flagship (Matriarch).
//! Rule numbers are the Korean edition's (shared/rules/ti4.md 0.1); texts in our own words.

use crate::games::ti4::effects::{Ability, Hooks, Origin, Status, Timing};

/// Every ability of Naalu the registry knows.
pub static ABILITIES: &[Ability] = &[
    Ability::sheet(
        "naalu.telepathic",
        "naalu",
        "Telepathic",
        Timing::Strategy,
        Status::Automated,
        "initiative 0 unless the Gift of Prescience is with another player",
    )
    .with(Hooks {
        initiative_zero: true,
        ..Hooks::NONE
    }),
    Ability::sheet(
        "naalu.foresight",
        "naalu",
        "Foresight",
        Timing::Movement,
        Status::Automated,
        "asked when another player's ships move into a system with Naalu ships (a strategy-pool token needed): a button per adjacent system without other players' ships (`use foresight <tile>`: the token is placed there and Naalu's ships, with what they carry, move there), or `use none`",
    )
    .since(1)
    .with(Hooks {
        foresight: true,
        ..Hooks::NONE
    }),
    Ability::sheet(
        "naalu.neuroglaive",
        "naalu",
        "Neuroglaive",
        Timing::Movement,
        Status::Automated,
        "another player who activates a system with Naalu ships loses 1 fleet pool token",
    )
    .since(1)
    .with(Hooks {
        activation_fleet_tax: true,
        ..Hooks::NONE
    })
    .origin(Origin::Tech),
    Ability::sheet(
        "naalu.hybrid_crystal_fighter_ii",
        "naalu",
        "Hybrid Crystal Fighter II",
        Timing::Passive,
        Status::Automated,
        "unit statistics from the unit data; moves alone; each fighter over capacity counts as half a ship",
    )
    .origin(Origin::Tech),
    Ability::sheet(
        "naalu.flagship",
        "naalu",
        "Matriarch",
        Timing::Invasion,
        Status::Automated,
        "combat 9x2 from the unit data; during an invasion of its system Naalu may commit fighters to planets as ground forces (`invade <planet>: <infantry> + <n> fighters`, a \"Land 1 fighter\" button): they take space cannon defense hits after the infantry, fight in the ground combat with their combat value, return to space when it ends (or at once with no combat) and never take control alone; /odds leaves it out",
    )
    .since(1)
    .origin(Origin::Unit("naalu_flagship"))
    .with(Hooks {
        fighters_land: true,
        ..Hooks::NONE
    }),
];

#[cfg(test)]
mod tests {
    use crate::games::ti4::effects::initiative_zero;

    /// Sheet, Telepathic: the Naalu "0" token gives initiative 0.
    #[test]
    fn telepathic_gives_initiative_zero() {
        assert!(initiative_zero("naalu", crate::games::ti4::setup::RULES));
        assert!(!initiative_zero("sol", crate::games::ti4::setup::RULES));
    }
}

#[cfg(test)]
mod neuroglaive_tests {
    use crate::games::ti4::content::UnitKind;
    use crate::games::ti4::effects::testkit::{logged, play, put_ships, turn_of};

    /// Faction technology Neuroglaive: Hacan activates a system with a Naalu destroyer and
    /// loses 1 fleet pool token; without the technology, nothing is lost.
    #[test]
    fn neuroglaive_takes_a_fleet_token_on_activation() {
        for owned in [true, false] {
            let mut s = turn_of(["hacan", "naalu", "sol"], 0);
            if owned {
                s.players[1].techs.push("neuroglaive".into());
            }
            put_ships(&mut s, 20, &[(1, UnitKind::Destroyer, 1)]);
            let fleet = s.players[0].tokens.fleet;
            let r = play(&mut s, 0, "activate 20").unwrap();
            assert_eq!(s.players[0].tokens.fleet, fleet - u8::from(owned));
            assert_eq!(logged(&r.log, "ti4-log-neuroglaive"), owned);
        }
    }
}

#[cfg(test)]
mod foresight_tests {
    use crate::games::ti4::content::UnitKind::{Cruiser, Destroyer, Fighter};
    use crate::games::ti4::effects::testkit::{logged, play, pos, turn_of};
    use crate::games::ti4::rules::techs::{Pause, prompts};
    use crate::games::ti4::rules::units;
    use crate::games::ti4::state::UnitGroup;

    /// Sheet, Foresight: Hacan moves a cruiser into the system with Naalu's destroyer and
    /// fighter; Naalu is asked, pays 1 strategy token placed in the adjacent system it picks,
    /// and its ships leave: no combat. A system with Hacan's ships is not offered. Sol in
    /// Naalu's place, Naalu with no strategy token, or Naalu under rules 0: not asked.
    #[test]
    fn foresight_withdraws_ships_for_a_strategy_token() {
        let moved = |faction: &str, rules: u32, strategy: u8| {
            let mut s = turn_of(["hacan", faction, "letnev"], 0);
            s.rules = rules;
            s.players[1].tokens.strategy = strategy;
            for (tile, list) in [
                (19u16, vec![(1, Destroyer, 1u8), (1, Fighter, 1)]),
                (20, vec![(0, Cruiser, 1)]),
                (26, vec![(0, Destroyer, 1)]),
            ] {
                let i = units::system_index(&s, pos(&s, tile)).unwrap();
                s.systems[i].units = list
                    .into_iter()
                    .map(|(owner, kind, count)| UnitGroup {
                        owner,
                        kind,
                        count,
                        planet: None,
                        damaged: 0,
                    })
                    .collect();
            }
            play(&mut s, 0, "activate 19").unwrap();
            play(&mut s, 0, "move 20: 1 cruiser").unwrap();
            s
        };
        let mut s = moved("naalu", 1, 2);
        assert!(matches!(s.tech.pause, Some(Pause::Foresight { seat: 1 })));
        let offered: Vec<String> = prompts(&s)[0]
            .choices
            .iter()
            .map(|c| c.notation.clone())
            .collect();
        assert!(
            offered.contains(&"use foresight 20".to_string()),
            "{offered:?}"
        );
        assert!(offered.contains(&"use none".to_string()));
        assert!(
            !offered.contains(&"use foresight 26".to_string()),
            "Hacan's destroyer is there"
        );
        assert!(play(&mut s.clone(), 1, "use foresight 26").is_err());
        let r = play(&mut s, 1, "use foresight 20").unwrap();
        assert!(logged(&r.log, "ti4-fx-log-foresight"));
        assert_eq!(s.players[1].tokens.strategy, 1);
        let (a, b) = (
            units::system_index(&s, pos(&s, 19)).unwrap(),
            units::system_index(&s, pos(&s, 20)).unwrap(),
        );
        assert_eq!(units::count(&s.systems[a], 1, Destroyer, None), 0);
        assert_eq!(units::count(&s.systems[b], 1, Destroyer, None), 1);
        assert_eq!(units::count(&s.systems[b], 1, Fighter, None), 1);
        assert!(s.systems[b].command_tokens.contains(&1));
        assert!(!logged(&r.log, "ti4-log-space-combat"));
        for (faction, rules, strategy) in [("sol", 1, 2), ("naalu", 1, 0), ("naalu", 0, 2)] {
            let s = moved(faction, rules, strategy);
            assert!(
                !matches!(s.tech.pause, Some(Pause::Foresight { .. })),
                "{faction} {rules} {strategy}"
            );
        }
    }
}

// fx8
#[cfg(test)]
mod matriarch_tests {
    use crate::core::{Game, GameRng};
    use crate::games::ti4::Ti4;
    use crate::games::ti4::content::UnitKind::{self, Fighter, Flagship, Infantry};
    use crate::games::ti4::effects::testkit::{logged, play, pos, put_ships, turn_of};
    use crate::games::ti4::rules::units;
    use crate::games::ti4::state::{Phase, State, Tactical, TacticalStep, UnitGroup};

    /// Naalu (seat 0) at its invasion step in Wellon's system (tile 19) with 3 fighters, 1
    /// infantry and, if `flagship`, the Matriarch; Hacan holds Wellon with `defenders` infantry.
    fn landing(flagship: bool, defenders: u8) -> State {
        let mut s = turn_of(["naalu", "hacan", "sol"], 0);
        let mut list = vec![(0, Fighter, 3), (0, Infantry, 1)];
        if flagship {
            list.push((0, Flagship, 1));
        }
        put_ships(&mut s, 19, &list);
        let i = units::system_index(&s, pos(&s, 19)).unwrap();
        if defenders > 0 {
            s.systems[i].units.push(UnitGroup {
                owner: 1,
                kind: Infantry,
                count: defenders,
                planet: Some("wellon".into()),
                damaged: 0,
            });
            s.control.push(("wellon".into(), 1));
        }
        s.phase = Phase::Action {
            active: 0,
            tactical: Some(Box::new(Tactical {
                system: pos(&s, 19),
                step: TacticalStep::Invasion,
                ..Tactical::default()
            })),
        };
        s
    }

    fn count(s: &State, owner: usize, kind: UnitKind, planet: Option<&str>) -> u32 {
        let i = units::system_index(s, pos(s, 19)).unwrap();
        units::count(&s.systems[i], owner, kind, planet)
    }

    /// Flagship Matriarch: during an invasion in its system, fighters may be committed to
    /// planets as ground forces and return to space afterwards. With no ground combat they go
    /// back at once; alone they take no planet (FAQ), with an infantry the planet is taken.
    #[test]
    fn matriarch_fighters_land_and_return_without_taking_control_alone() {
        for (notation, taken) in [
            ("invade wellon: 0 + 2 fighters", false),
            ("invade wellon: 1 + 2 fighters", true),
        ] {
            let mut s = landing(true, 0);
            let log = play(&mut s, 0, notation).unwrap().log;
            assert!(logged(&log, "ti4-fx-log-matriarch-commit"), "{notation}");
            assert!(logged(&log, "ti4-fx-log-matriarch-return"), "{notation}");
            assert_eq!(count(&s, 0, Fighter, None), 3, "{notation}");
            assert_eq!(count(&s, 0, Fighter, Some("wellon")), 0);
            assert_eq!(s.controller("wellon") == Some(0), taken, "{notation}");
        }
    }

    /// Matriarch: the committed fighters fight in the ground combat (1 die each at their
    /// combat value, beside the infantry) and, once it ends, go back to space; with only
    /// fighters left, the defender keeps the planet.
    #[test]
    fn matriarch_fighters_fight_the_ground_combat() {
        use crate::core::msg::Arg;
        use crate::games::ti4::rules::invasion::after_ground_combat;
        let mut s = landing(true, 2);
        let log = play(&mut s, 0, "invade wellon: 1 + 2 fighters")
            .unwrap()
            .log;
        let roll = log
            .iter()
            .find(|e| e.msg.id == "ti4-log-combat-roll")
            .expect("a ground combat round");
        let dice = roll
            .msg
            .args
            .iter()
            .find_map(|(k, v)| match v {
                Arg::Text(t) if k == "dice" => Some(t.clone()),
                _ => None,
            })
            .unwrap();
        let n = dice
            .split(|c: char| !c.is_ascii_digit())
            .filter(|w| !w.is_empty())
            .count();
        assert_eq!(n, 3, "1 infantry and 2 fighters roll: {dice}");
        // The combat ends with Naalu's infantry and Hacan's gone, 2 fighters on Wellon.
        let i = units::system_index(&s, pos(&s, 19)).unwrap();
        s.systems[i]
            .units
            .retain(|u| !(u.kind == Infantry && u.planet.is_some()));
        let log = after_ground_combat(
            &mut s,
            "wellon".into(),
            Vec::new(),
            &mut GameRng::for_step(1, 1),
        );
        assert!(logged(&log, "ti4-fx-log-matriarch-return"));
        assert_eq!(count(&s, 0, Fighter, Some("wellon")), 0);
        assert_eq!(count(&s, 0, Fighter, None), 3);
        assert_eq!(s.controller("wellon"), Some(1), "fighters take no planet");
    }

    /// Matriarch applies only in its own system and under the rules it came with: without the
    /// flagship, or under rules 0, fighters cannot land; more fighters than in space are
    /// refused.
    #[test]
    fn matriarch_only_in_its_system() {
        let mut s = landing(false, 0);
        let err = play(&mut s, 0, "invade wellon: 1 + 1 fighter").unwrap_err();
        assert_eq!(err.id, "ti4-fx-matriarch-not-here");
        let mut old = landing(true, 0);
        old.rules = 0;
        assert!(play(&mut old, 0, "invade wellon: 1 + 1 fighter").is_err());
        let mut s = landing(true, 0);
        assert!(play(&mut s, 0, "invade wellon: 1 + 4 fighters").is_err());
        play(&mut s, 0, "invade wellon: 1").unwrap();
        assert_eq!(count(&s, 0, Fighter, None), 3);
    }

    /// Matriarch by buttons: the landing step offers "Land 1 fighter" on each planet while the
    /// flagship is there (not without it); the built landing is confirmed with `invade`.
    #[test]
    fn matriarch_fighters_land_by_buttons() {
        let buttons = |s: &State| -> Vec<String> {
            Ti4::prompts(s)
                .into_iter()
                .filter(|p| p.seat == 0)
                .flat_map(|p| p.choices)
                .map(|c| c.notation)
                .collect()
        };
        assert!(
            !buttons(&landing(false, 0))
                .iter()
                .any(|b| b == "draft land fighter wellon")
        );
        let mut s = landing(true, 0);
        assert!(buttons(&s).iter().any(|b| b == "draft land fighter wellon"));
        play(&mut s, 0, "draft land fighter wellon").unwrap();
        play(&mut s, 0, "draft land wellon").unwrap();
        let confirm = "invade wellon: 1 + 1 fighters";
        assert!(
            buttons(&s).iter().any(|b| b == confirm),
            "{:?}",
            buttons(&s)
        );
        play(&mut s, 0, confirm).unwrap();
        assert_eq!(s.controller("wellon"), Some(0));
        assert_eq!(count(&s, 0, Fighter, None), 3);
    }
}
