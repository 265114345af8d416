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
        Status::Automated,
        "after a neighbour gains trade goods or accepts a transaction, holding 3 or more trade goods (and not Mentak's Promise of Protection): a question to Mentak with buttons `use pillage tg`, `use pillage commodity` or `use none`; what is taken arrives as a trade good",
    )
    .since(1)
    .with(Hooks {
        pillage: true,
        ..Hooks::NONE
    }),
    Ability::sheet(
        "mentak.mirror_computing",
        "mentak",
        "Mirror Computing",
        Timing::Trade,
        Status::Automated,
        "each trade good spent counts 2 resources or influence: production, research and objective costs, Leadership's tokens, the custodians token",
    )
    .since(1)
    .origin(Origin::Tech)
    .with(Hooks {
        trade_good_worth: 2,
        ..Hooks::NONE
    }),
    Ability::sheet(
        "mentak.salvage_operations",
        "mentak",
        "Salvage Operations",
        Timing::Trade,
        Status::Automated,
        "1 trade good after a space combat won or lost; after a win, a question with a button per ship type destroyed in it (default payment): `use salvage_operations <unit> [pay <planets>] [tg <n>]` produces 1 there, or `use none`",
    )
    .since(1)
    .origin(Origin::Tech)
    .with(Hooks {
        combat_trade_good: true,
        salvage_production: true,
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

    /// Sheet, Pillage: after a neighbour gains trade goods or resolves a transaction, if they
    /// then hold 3 or more trade goods, Mentak may take 1 of their trade goods or commodities.
    /// Played through a transaction Hacan (Mentak's neighbour) accepts: Mentak is asked, with
    /// buttons, and takes a commodity that arrives as a trade good. Sol, not a neighbour, is
    /// never asked about; with fewer than 3 trade goods nothing is asked either.
    #[test]
    fn pillage_asks_mentak_after_a_neighbour_gains_trade_goods() {
        use crate::core::Game;
        use crate::games::ti4::Ti4;
        use crate::games::ti4::content::UnitKind::Cruiser;
        use crate::games::ti4::effects::testkit::{logged, play, put_ships, turn_of};
        for (hacan_tg, asked) in [(3u8, true), (1, false)] {
            let mut s = turn_of(["hacan", "mentak", "sol"], 0);
            put_ships(&mut s, 19, &[(0, Cruiser, 1), (1, Cruiser, 1)]);
            s.players[0].trade_goods = hacan_tg;
            s.players[0].commodities = 2;
            s.players[1].trade_goods = 1;
            s.players[1].commodities = 3;
            play(&mut s, 0, "offer mentak give comm 1 get comm 1").unwrap();
            play(&mut s, 1, "accept").unwrap();
            assert_eq!(s.players[0].trade_goods, hacan_tg + 1);
            let prompts = Ti4::prompts(&s);
            let buttons: Vec<&str> = prompts
                .iter()
                .filter(|p| p.seat == 1)
                .flat_map(|p| p.choices.iter().map(|c| c.notation.as_str()))
                .collect();
            assert_eq!(
                buttons.contains(&"use pillage commodity"),
                asked,
                "{buttons:?}"
            );
            if !asked {
                assert!(s.tech.pause.is_none());
                continue;
            }
            assert!(buttons.contains(&"use pillage tg") && buttons.contains(&"use none"));
            // The question holds the game: Hacan cannot go on meanwhile.
            assert!(play(&mut s, 0, "pass").is_err());
            assert!(
                play(&mut s, 0, "use pillage tg").is_err(),
                "not Hacan's question"
            );
            let mentak_tg = s.players[1].trade_goods;
            let log = play(&mut s, 1, "use pillage commodity").unwrap().log;
            assert!(logged(&log, "ti4-fx-log-pillage-commodity"));
            assert_eq!(s.players[0].commodities, 0);
            assert_eq!(s.players[1].trade_goods, mentak_tg + 1);
            assert!(s.tech.pause.is_none());
        }
    }

    /// Pillage spares a player holding Mentak's Promise of Protection, players who are not
    /// neighbours, and every game set up before it (rules 0); another faction never pillages.
    #[test]
    fn pillage_spares_the_protected_and_the_far() {
        use crate::games::ti4::content::UnitKind::Cruiser;
        use crate::games::ti4::effects::testkit::{put_ships, turn_of};
        use crate::games::ti4::effects::{after_play, pillageable};
        use crate::games::ti4::state::HeldNote;
        let mut s = turn_of(["hacan", "mentak", "sol"], 0);
        put_ships(&mut s, 19, &[(0, Cruiser, 1), (1, Cruiser, 1)]);
        s.players[0].trade_goods = 4;
        s.players[2].trade_goods = 4;
        assert!(pillageable(&s, 1, 0));
        assert!(!pillageable(&s, 0, 1), "Hacan does not pillage");
        let far = crate::games::ti4::rules::transactions::neighbours(&s, 1, 2);
        assert_eq!(pillageable(&s, 1, 2), far);
        let mut before = s.clone();
        before.players[0].trade_goods = 2;
        let mut t = s.clone();
        after_play(&before, &mut t, &[]);
        assert!(t.tech.pause.is_some());
        let mut old = s.clone();
        old.rules = 0;
        after_play(&before, &mut old, &[]);
        assert!(old.tech.pause.is_none(), "rules 0");
        s.players[0].play_area.push(HeldNote {
            note: "promise_of_protection".into(),
            owner: 1,
        });
        assert!(!pillageable(&s, 1, 0));
        after_play(&before, &mut s, &[]);
        assert!(s.tech.pause.is_none());
    }

    /// Faction technology, Mirror Computing: each trade good Mentak spends is worth 2
    /// resources or influence. Mentak pays a 4-resource cost with 2 trade goods; without the
    /// technology 2 trade goods fall short, and the default payment takes 4.
    #[test]
    fn mirror_computing_makes_each_trade_good_worth_two() {
        use crate::games::ti4::effects::testkit::turn_of;
        use crate::games::ti4::rules::status::{Cost, Payment, check_payment, default_payment};
        for mirror in [true, false] {
            let mut s = turn_of(["mentak", "hacan", "sol"], 0);
            if mirror {
                s.players[0].techs.push("mirror_computing".into());
            }
            for p in &mut s.players[0].planets {
                p.exhausted = true;
            }
            s.players[0].trade_goods = 5;
            let two = Payment {
                planets: Vec::new(),
                tg: 2,
            };
            assert_eq!(
                check_payment(&s, 0, Cost::Resources(4), &two).is_ok(),
                mirror
            );
            let d = default_payment(&s, 0, Cost::Influence(3)).unwrap();
            assert_eq!(d.tg, if mirror { 2 } else { 3 });
            s.rules = 0;
            assert!(check_payment(&s, 0, Cost::Resources(4), &two).is_err());
        }
    }

    /// Faction technology, Salvage Operations: after Mentak wins a space combat it may produce
    /// 1 ship there of a type destroyed in the combat (paid as usual). A button per type with
    /// the default payment; the destroyer lands in the system and the tactical action goes on.
    /// Without the technology nothing is asked.
    #[test]
    fn salvage_operations_produces_a_destroyed_ship_type_after_a_win() {
        use crate::core::{Game, GameRng};
        use crate::games::ti4::Ti4;
        use crate::games::ti4::content::UnitKind::{Destroyer, WarSun};
        use crate::games::ti4::effects::testkit::{battle, logged, play, pos};
        use crate::games::ti4::rules::combat::{assign, combat_now, roll_round};
        use crate::games::ti4::rules::{techs::Pause, units};
        for owned in [true, false] {
            let mut s = battle("mentak", &[(WarSun, 2)], "letnev", &[(Destroyer, 1)]);
            if owned {
                s.players[0].techs.push("salvage_operations".into());
            }
            let mut rng = GameRng::for_step(4, 4);
            let mut all = roll_round(&mut s, &mut rng);
            for _ in 0..40 {
                if s.tech.pause.is_some() {
                    break;
                }
                let Some(c) = combat_now(&s).map(|(_, c)| c.clone()) else {
                    break;
                };
                let who = if c.attacker_hits > 0 {
                    0
                } else if c.defender_hits > 0 {
                    1
                } else {
                    break;
                };
                all.extend(assign(&mut s, who, None, &mut rng).unwrap().log);
            }
            assert!(logged(&all, "ti4-log-combat-won"));
            if !owned {
                assert!(s.tech.pause.is_none());
                continue;
            }
            assert_eq!(s.tech.pause, Some(Pause::Salvage { seat: 0, loser: 1 }));
            let offer = Ti4::prompts(&s)
                .into_iter()
                .filter(|p| p.seat == 0)
                .flat_map(|p| p.choices)
                .map(|c| c.notation)
                .find(|n| n.starts_with("use salvage_operations destroyer"))
                .expect("a button for the destroyer");
            assert!(play(&mut s, 0, "use salvage_operations war_sun").is_err());
            let log = play(&mut s, 0, &offer).unwrap().log;
            assert!(logged(&log, "ti4-fx-log-salvage-production"));
            let i = units::system_index(&s, pos(&s, 19)).unwrap();
            assert_eq!(units::count(&s.systems[i], 0, Destroyer, None), 1);
            assert!(s.tech.pause.is_none());
        }
    }
}
