//! The Mentak Coalition: sheet abilities, faction technologies and flagship (Fourth Moon).
//! Rule numbers are the Korean edition's (shared/rules/ti4.md 0.1); texts in our own words.

use crate::games::ti4::effects::{Ability, Hooks, Origin, Status, Timing};

/// Every ability of Mentak the registry knows.
pub static ABILITIES: &[Ability] = &[
    Ability::sheet(
        "mentak.ambush",
        "mentak",
        "Ambush",
        Timing::RoundStart,
        Status::Automated,
        "when a space combat starts, up to 2 cruisers/destroyers roll against their combat value and the opponent assigns the hits, in the engine and /odds (/odds knows Mentak by its flagship or mech); always taken",
    )
    .since(1)
    .with(Hooks {
        ambush: 2,
        ..Hooks::NONE
    }),
    Ability::sheet(
        "mentak.pillage",
        "mentak",
        "Pillage",
        Timing::Trade,
        Status::Manual,
        "not automated",
    ),
    Ability::sheet(
        "mentak.mirror_computing",
        "mentak",
        "Mirror Computing",
        Timing::Trade,
        Status::Manual,
        "not automated",
    )
    .origin(Origin::Tech),
    Ability::sheet(
        "mentak.salvage_operations",
        "mentak",
        "Salvage Operations",
        Timing::Trade,
        Status::Partial,
        "1 trade good after a space combat won or lost; producing a lost ship type after a win is not automated",
    )
    .since(1)
    .origin(Origin::Tech)
    .with(Hooks {
        combat_trade_good: true,
        ..Hooks::NONE
    }),
    Ability::sheet(
        "mentak.flagship",
        "mentak",
        "Fourth Moon",
        Timing::HitAssignment,
        Status::Automated,
        "other players' ships in its system cannot use sustain damage, in the engine and /odds",
    )
    .origin(Origin::Unit("mentak_flagship"))
    .with(Hooks {
        denies_sustain: true,
        ..Hooks::NONE
    }),
];

#[cfg(test)]
mod tests {
    use crate::games::ti4::content;
    use crate::games::ti4::effects::combat::denies_sustain;

    /// Sheet, flagship Fourth Moon: other players' ships in its system cannot sustain damage.
    #[test]
    fn flagship_denies_the_opponent_sustain_damage() {
        let flag = content::unit("mentak_flagship").unwrap();
        let cruiser = content::unit("cruiser").unwrap();
        assert!(denies_sustain(
            "mentak",
            &[(flag, 1), (cruiser, 1)],
            crate::games::ti4::setup::RULES
        ));
        assert!(!denies_sustain(
            "mentak",
            &[(flag, 0), (cruiser, 1)],
            crate::games::ti4::setup::RULES
        ));
    }

    /// The engine refuses the opponent's sustain damage while the flagship is there, and its
    /// default assignment destroys instead; without the flagship the same pick is accepted.
    #[test]
    fn engine_refuses_sustain_damage_against_the_flagship() {
        use crate::core::GameRng;
        use crate::games::ti4::content::UnitKind::{Cruiser, Dreadnought, Flagship};
        use crate::games::ti4::effects::testkit::{battle, combat_mut};
        use crate::games::ti4::rules::combat::{HitPick, assign, default_picks};
        let sustain = [HitPick {
            kind: Dreadnought,
            count: 1,
            sustain: true,
        }];
        for (mentak, refused) in [
            (&[(Flagship, 1), (Cruiser, 1)][..], true),
            (&[(Cruiser, 2)][..], false),
        ] {
            let mut s = battle("mentak", mentak, "letnev", &[(Dreadnought, 2)]);
            let c = combat_mut(&mut s);
            c.fresh = false;
            c.barrage = false;
            c.defender_hits = 1;
            let r = assign(
                &mut s.clone(),
                1,
                Some(&sustain),
                &mut GameRng::for_step(1, 1),
            );
            assert_eq!(r.is_err(), refused);
            let d = default_picks(&s, 1, 1);
            assert_eq!(
                d,
                vec![HitPick {
                    kind: Dreadnought,
                    count: 1,
                    sustain: !refused
                }]
            );
        }
    }

    /// Sheet, Ambush: when a space combat starts, up to 2 cruisers/destroyers (the cruisers
    /// first: better combat value) roll 1 die each; the hits wait on the opponent's assignment
    /// before anyone rolls combat dice. Another faction with the same ships rolls nothing.
    #[test]
    fn ambush_fires_two_ships_before_the_combat_rolls() {
        use crate::core::GameRng;
        use crate::core::msg::Arg;
        use crate::games::ti4::content::UnitKind::{Cruiser, Destroyer, Dreadnought};
        use crate::games::ti4::effects::testkit::{battle, logged, pos};
        use crate::games::ti4::rules::combat::{ambush_dice, combat_now, roll_round};
        let fleet = [(Destroyer, 2), (Cruiser, 1)];
        let s = battle("mentak", &fleet, "letnev", &[(Dreadnought, 2)]);
        let (_, c) = combat_now(&s).unwrap();
        let dice = ambush_dice(&s, pos(&s, 19), c, 0);
        assert_eq!(dice, vec![(Cruiser, 7), (Destroyer, 9)]);
        assert!(ambush_dice(&s, pos(&s, 19), c, 1).is_empty());
        let plain = battle("hacan", &fleet, "letnev", &[(Dreadnought, 2)]);
        let (_, pc) = combat_now(&plain).unwrap();
        assert!(ambush_dice(&plain, pos(&plain, 19), pc, 0).is_empty());
        let mut scored = false;
        for seed in 0..40 {
            let mut t = s.clone();
            let log = roll_round(&mut t, &mut GameRng::for_step(seed, 2));
            let entry = log.iter().find(|e| e.msg.id == "ti4-log-ambush").unwrap();
            let hits = entry
                .msg
                .args
                .iter()
                .find_map(|(k, v)| match v {
                    Arg::Num(n) if k == "hits" => Some(*n),
                    _ => None,
                })
                .unwrap();
            if hits > 0 {
                scored = true;
                let (_, c) = combat_now(&t).unwrap();
                assert_eq!(i64::from(c.defender_hits), hits);
                assert!(!logged(&log, "ti4-log-combat-roll"));
                assert!(c.dice.is_empty() && c.round == 1);
            }
        }
        assert!(scored);
    }

    /// Faction technology Salvage Operations: after a space combat Mentak loses, it gains 1
    /// trade good; without the technology, none.
    #[test]
    fn salvage_operations_gains_a_trade_good_after_combat() {
        use crate::core::GameRng;
        use crate::games::ti4::content::UnitKind::{Destroyer, WarSun};
        use crate::games::ti4::effects::testkit::{battle, logged};
        use crate::games::ti4::rules::combat::{assign, combat_now, roll_round};
        for owned in [true, false] {
            let mut s = battle("letnev", &[(WarSun, 2)], "mentak", &[(Destroyer, 1)]);
            if owned {
                s.players[1].techs.push("salvage_operations".into());
            }
            let tg = s.players[1].trade_goods;
            let mut rng = GameRng::for_step(4, 4);
            let mut log = roll_round(&mut s, &mut rng);
            let mut all = log.clone();
            for _ in 0..40 {
                let Some((_, c)) = combat_now(&s).map(|(p, c)| (p, c.clone())) else {
                    break;
                };
                let who = if c.attacker_hits > 0 {
                    0
                } else if c.defender_hits > 0 {
                    1
                } else {
                    break;
                };
                log = assign(&mut s, who, None, &mut rng).unwrap().log;
                all.extend(log.clone());
            }
            assert!(logged(&all, "ti4-log-combat-won"));
            assert_eq!(s.players[1].trade_goods, tg + u8::from(owned));
            assert_eq!(logged(&all, "ti4-log-salvage-operations"), owned);
        }
    }
}
