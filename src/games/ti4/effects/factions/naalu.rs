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
        Status::Manual,
        "combat 9x2 from the unit data; committing fighters to the ground is not automated",
    )
    .origin(Origin::Unit("naalu_flagship")),
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
