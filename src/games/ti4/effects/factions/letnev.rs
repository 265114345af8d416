//! The Barony of Letnev: sheet abilities, faction technologies and flagship (Arc Secundus).
//! Rule numbers are the Korean edition's (shared/rules/ti4.md 0.1); texts in our own words.

use crate::games::ti4::effects::{Ability, Hooks, Origin, Status, Timing};

/// Every ability of Letnev the registry knows.
pub static ABILITIES: &[Ability] = &[
    Ability::sheet(
        "letnev.munitions_reserves",
        "letnev",
        "Munitions Reserves",
        Timing::RoundStart,
        Status::Automated,
        "a button as each space combat round starts: `reroll munitions pay` (2 trade goods), then `reroll munitions <dice or misses>` after Letnev's roll that round",
    )
    .since(1)
    .with(Hooks {
        round_reroll_tg: 2,
        ..Hooks::NONE
    }),
    Ability::sheet(
        "letnev.armada",
        "letnev",
        "Armada",
        Timing::Passive,
        Status::Automated,
        "non-fighter ships per system: fleet pool tokens + 2 (movement, production, token redistribution)",
    )
    .with(Hooks {
        fleet_limit: 2,
        ..Hooks::NONE
    }),
    Ability::sheet(
        "letnev.l4_disruptors",
        "letnev",
        "L4 Disruptors",
        Timing::Invasion,
        Status::Automated,
        "no space cannon defense against Letnev's landing ground forces",
    )
    .since(1)
    .origin(Origin::Tech)
    .with(Hooks {
        invasion_cannon_immune: true,
        ..Hooks::NONE
    }),
    Ability::sheet(
        "letnev.non_euclidean_shielding",
        "letnev",
        "Non-Euclidean Shielding",
        Timing::HitAssignment,
        Status::Automated,
        "each sustain damage cancels 2 hits (the last may cancel 1), in the engine (hit assignment, its default) and /odds (`nes`)",
    )
    .since(1)
    .origin(Origin::Tech)
    .with(Hooks {
        sustain_cancels: 2,
        ..Hooks::NONE
    }),
    Ability::sheet(
        "letnev.flagship",
        "letnev",
        "Arc Secundus",
        Timing::RoundStart,
        Status::Automated,
        "disables planetary shields (unit data); repaired at the start of every space combat round, in the engine and /odds",
    )
    .origin(Origin::Unit("letnev_flagship"))
    .with(Hooks {
        round_repair: true,
        ..Hooks::NONE
    }),
];

#[cfg(test)]
mod tests {
    use crate::games::ti4::content::{self, UnitKind};
    use crate::games::ti4::effects::combat::round_repair;
    use crate::games::ti4::effects::fleet_limit_bonus;
    use crate::games::ti4::effects::testkit::{play, put_ships, turn_of};

    /// Sheet, Armada: non-fighter ships per system = fleet pool tokens + 2 (§83). Letnev moves
    /// 5 cruisers into a system with 3 fleet tokens; Hacan, with the same pool, cannot.
    #[test]
    fn armada_allows_two_ships_beyond_the_fleet_pool() {
        assert_eq!(
            fleet_limit_bonus("letnev", crate::games::ti4::setup::RULES),
            2
        );
        assert_eq!(
            fleet_limit_bonus("hacan", crate::games::ti4::setup::RULES),
            0
        );
        for (seat, ok) in [(1, true), (2, false)] {
            let mut s = turn_of(["sol", "letnev", "hacan"], seat);
            s.players[seat].tokens.fleet = 3;
            put_ships(&mut s, 19, &[]);
            put_ships(&mut s, 20, &[(seat, UnitKind::Cruiser, 6)]);
            play(&mut s, seat, "activate 19").unwrap();
            let five = play(&mut s, seat, "move 20: 5 cruiser");
            assert_eq!(five.is_ok(), ok, "{:?}", five.err());
            if !ok {
                assert_eq!(five.unwrap_err().id, "ti4-fleet-pool");
                play(&mut s, seat, "move 20: 3 cruiser").unwrap();
            }
        }
        let mut s = turn_of(["sol", "letnev", "hacan"], 1);
        s.players[1].tokens.fleet = 3;
        put_ships(&mut s, 19, &[]);
        put_ships(&mut s, 20, &[(1, UnitKind::Cruiser, 6)]);
        play(&mut s, 1, "activate 19").unwrap();
        assert_eq!(
            play(&mut s, 1, "move 20: 6 cruiser").unwrap_err().id,
            "ti4-fleet-pool",
            "3 + 2 is the limit"
        );
    }

    /// Sheet, flagship Arc Secundus: repaired at the start of every space combat round.
    #[test]
    fn flagship_repairs_each_round() {
        assert!(round_repair(
            content::unit("letnev_flagship").unwrap(),
            crate::games::ti4::setup::RULES
        ));
        assert!(!round_repair(
            content::unit("dreadnought").unwrap(),
            crate::games::ti4::setup::RULES
        ));
    }

    /// In the engine: a damaged Arc Secundus is repaired when the space combat round starts.
    #[test]
    fn engine_repairs_the_flagship_as_the_round_starts() {
        use crate::core::GameRng;
        use crate::games::ti4::content::UnitKind::{Cruiser, Flagship};
        use crate::games::ti4::effects::testkit::{battle, logged, pos};
        use crate::games::ti4::rules::{combat, units};
        let mut s = battle("letnev", &[(Flagship, 1)], "hacan", &[(Cruiser, 1)]);
        let i = units::system_index(&s, pos(&s, 19)).unwrap();
        s.systems[i].units[0].damaged = 1;
        let log = combat::roll_round(&mut s, &mut GameRng::for_step(2, 2));
        assert!(logged(&log, "ti4-log-round-repair"));
        let flag = s.systems[i]
            .units
            .iter()
            .find(|u| u.kind == Flagship)
            .unwrap();
        assert_eq!(flag.damaged, 0);
    }

    /// Faction technology, L4 Disruptors: during an invasion no unit uses SPACE CANNON against
    /// Letnev's units (§43.6 space cannon defense does not happen). Letnev lands on Hacan's
    /// Wellon (a PDS there) with and without the technology.
    #[test]
    fn l4_disruptors_stop_space_cannon_defense() {
        use crate::core::GameRng;
        use crate::games::ti4::content::UnitKind::{Carrier, Infantry, Pds};
        use crate::games::ti4::effects::testkit::{logged, pos};
        use crate::games::ti4::rules::invasion::commit;
        use crate::games::ti4::state::{Phase, Tactical, TacticalStep};
        for l4 in [false, true] {
            let mut s = turn_of(["letnev", "hacan", "sol"], 0);
            if l4 {
                s.players[0].techs.push("l4_disruptors".into());
            }
            s.control.retain(|(p, _)| p != "wellon");
            s.control.push(("wellon".into(), 1));
            put_ships(&mut s, 19, &[(0, Carrier, 1), (0, Infantry, 2)]);
            let i = crate::games::ti4::rules::units::system_index(&s, pos(&s, 19)).unwrap();
            crate::games::ti4::rules::units::add(&mut s.systems[i], 1, Pds, Some("wellon"), 1);
            s.phase = Phase::Action {
                active: 0,
                tactical: Some(Box::new(Tactical {
                    system: pos(&s, 19),
                    step: TacticalStep::Invasion,
                    ..Tactical::default()
                })),
            };
            let landing = [("wellon".to_string(), 2)];
            let r = commit(
                &mut s,
                0,
                &landing,
                None,
                None,
                &mut GameRng::for_step(1, 1),
            )
            .unwrap();
            assert_eq!(logged(&r.log, "ti4-log-space-cannon-defense"), !l4);
            assert_eq!(logged(&r.log, "ti4-fx-log-l4-disruptors"), l4);
        }
    }

    /// Sheet, Munitions Reserves: at the start of a space combat round Letnev may pay 2 trade
    /// goods and then reroll any of its dice that round (§55). Played through a real combat:
    /// the button at the round's start, the payment, the reroll after Letnev's roll. Hacan
    /// cannot buy it.
    #[test]
    fn munitions_reserves_buys_rerolls_for_two_trade_goods() {
        use crate::core::{Game, GameRng, Msg};
        use crate::games::ti4::Ti4;
        use crate::games::ti4::content::UnitKind::{Cruiser, Dreadnought};
        use crate::games::ti4::effects::testkit::logged;
        use crate::games::ti4::rules::moments::{Moment, at};
        use crate::games::ti4::state::State;
        fn act(
            s: &mut State,
            seat: usize,
            text: &str,
            seed: u64,
        ) -> Result<Vec<crate::core::LogEntry>, Msg> {
            let a = Ti4::parse_action(s, text)?;
            Ti4::apply(s, seat, &a, &mut GameRng::for_step(seed, 60))
                .map(|a| a.log)
                .map_err(Msg::from)
        }
        let offered = |s: &State| {
            Ti4::prompts(s).iter().any(|p| {
                p.seat == 0
                    && p.choices
                        .iter()
                        .any(|c| c.notation == "reroll munitions pay")
            })
        };
        let mut rerolled = false;
        for seed in 0..40 {
            let mut s = turn_of(["letnev", "hacan", "sol"], 0);
            s.players[0].trade_goods = 3;
            s.players[1].trade_goods = 3;
            put_ships(&mut s, 19, &[(1, Cruiser, 2)]);
            put_ships(&mut s, 20, &[(0, Dreadnought, 2)]);
            act(&mut s, 0, "activate 19", seed).unwrap();
            act(&mut s, 0, "move 20: 2 dreadnought", seed).unwrap();
            assert!(offered(&s), "the button as the round starts");
            assert!(act(&mut s, 1, "reroll munitions pay", seed).is_err());
            let log = act(&mut s, 0, "reroll munitions pay", seed).unwrap();
            assert!(logged(&log, "ti4-fx-log-munitions"));
            assert_eq!(s.players[0].trade_goods, 1);
            assert!(
                act(&mut s, 0, "reroll munitions pay", seed).is_err(),
                "once a round"
            );
            // On to the roll: past the pause or the retreat announcements.
            for _ in 0..4 {
                if at(&s) == Some(&Moment::AfterRoll) {
                    break;
                }
                let _ = act(&mut s, 0, "react pass", seed)
                    .or_else(|_| act(&mut s, 1, "retreat no", seed))
                    .or_else(|_| act(&mut s, 0, "retreat no", seed));
            }
            let misses = crate::games::ti4::rules::combat::has_misses(&s, 0);
            if at(&s) != Some(&Moment::AfterRoll) || !misses {
                continue;
            }
            let log = act(&mut s, 0, "reroll munitions misses", seed).unwrap();
            assert!(logged(&log, "ti4-log-reroll"));
            rerolled = true;
            break;
        }
        assert!(rerolled);
    }

    /// Faction technology, Non-Euclidean Shielding: when 1 of Letnev's units uses SUSTAIN
    /// DAMAGE it cancels 2 hits instead of 1. 3 hits on 2 dreadnoughts: the default sustains
    /// both (4 hits' worth, the last cancelling 1) and nothing dies; "1 dreadnought sustain" for
    /// 2 hits is accepted. Without the technology (or under rules 0) the same pick is refused.
    #[test]
    fn non_euclidean_shielding_cancels_two_hits_per_sustain() {
        use crate::core::GameRng;
        use crate::games::ti4::content::UnitKind::{Cruiser, Dreadnought};
        use crate::games::ti4::effects::testkit::{battle, combat_mut};
        use crate::games::ti4::rules::combat::{HitPick, assign, default_picks};
        for (nes, rules) in [(true, 1), (false, 1), (true, 0)] {
            let mut s = battle("hacan", &[(Cruiser, 3)], "letnev", &[(Dreadnought, 2)]);
            s.rules = rules;
            if nes {
                s.players[1].techs.push("non_euclidean_shielding".into());
            }
            let on = nes && rules > 0;
            let c = combat_mut(&mut s);
            c.fresh = false;
            c.barrage = false;
            c.defender_hits = 2;
            let one = [HitPick {
                kind: Dreadnought,
                count: 1,
                sustain: true,
            }];
            let r = assign(&mut s.clone(), 1, Some(&one), &mut GameRng::for_step(1, 1));
            assert_eq!(r.is_ok(), on, "nes {nes} rules {rules}");
            combat_mut(&mut s).defender_hits = 3;
            let d = default_picks(&s, 1, 3);
            let sustained: u32 = d
                .iter()
                .filter(|p| p.sustain)
                .map(|p| u32::from(p.count))
                .sum();
            let lost: u32 = d
                .iter()
                .filter(|p| !p.sustain)
                .map(|p| u32::from(p.count))
                .sum();
            assert_eq!((sustained, lost), if on { (2, 0) } else { (2, 1) });
            assign(&mut s, 1, None, &mut GameRng::for_step(1, 1)).unwrap();
        }
    }
}
