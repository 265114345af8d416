//! The L1Z1X Mindnet: sheet abilities, faction technologies and flagship ([0.0.1]).
//! Rule numbers are the Korean edition's (shared/rules/ti4.md 0.1); texts in our own words.

use crate::games::ti4::content::UnitDef;
use crate::games::ti4::effects::combat::RollCtx;
use crate::games::ti4::effects::{Ability, Hooks, Origin, Permission, Status, Timing, UnitRoll};

/// Every ability of L1Z1X the registry knows.
pub static ABILITIES: &[Ability] = &[
    Ability::sheet(
        "l1z1x.assimilate",
        "l1z1x",
        "Assimilate",
        Timing::Invasion,
        Status::Automated,
        "on gaining control of a planet, its PDS and space docks are replaced with L1Z1X ones from reinforcements",
    )
    .since(1)
    .with(Hooks {
        permits: Some(Permission::KeepsStructures),
        ..Hooks::NONE
    }),
    Ability::sheet(
        "l1z1x.harrow",
        "l1z1x",
        "Harrow",
        Timing::Invasion,
        Status::Automated,
        "the ships bombard again when each ground combat round ends, in the engine and /odds",
    )
    .with(Hooks {
        harrow: true,
        ..Hooks::NONE
    }),
    Ability::sheet(
        "l1z1x.inheritance_systems",
        "l1z1x",
        "Inheritance Systems",
        Timing::Cards,
        Status::Automated,
        "research buttons (Technology primary and secondary) also list the technologies whose prerequisites are not met, labelled with it; researching one exhausts it and adds 2 resources to the payment",
    )
    .since(1)
    .origin(Origin::Tech)
    .with(Hooks {
        waive_prerequisites: 2,
        ..Hooks::NONE
    }),
    Ability::sheet(
        "l1z1x.super_dreadnought_ii",
        "l1z1x",
        "Super-Dreadnought II",
        Timing::Passive,
        Status::Automated,
        "unit statistics from the unit data; Direct Hit cannot destroy it",
    )
    .origin(Origin::Tech),
    Ability::sheet(
        "l1z1x.flagship",
        "l1z1x",
        "[0.0.1]",
        Timing::CombatRoll,
        Status::Automated,
        "in space combat its hits and those of the dreadnoughts go to non-fighter ships if able, in the engine and /odds",
    )
    .origin(Origin::Unit("l1z1x_flagship"))
    .with(Hooks {
        roll: Some(flagship_ship_hits),
        ..Hooks::NONE
    }),
];

/// [0.0.1]: in space combat, the hits of this ship and of L1Z1X dreadnoughts must go to
/// non-fighter ships if able.
fn flagship_ship_hits(ctx: &RollCtx, def: &UnitDef, roll: &mut UnitRoll) {
    use crate::games::ti4::content::UnitKind;
    if ctx.space && matches!(def.kind, UnitKind::Flagship | UnitKind::Dreadnought) {
        roll.ships_only = true;
    }
}

#[cfg(test)]
mod tests {
    use crate::games::ti4::content;
    use crate::games::ti4::effects::combat::{RollCtx, unit_roll};

    /// Sheet, flagship [0.0.1]: its hits and the dreadnoughts' go to non-fighter ships; other
    /// ships' hits, and anything without the flagship, are assigned freely.
    #[test]
    fn flagship_binds_its_and_the_dreadnoughts_hits_to_non_fighter_ships() {
        let flag = content::unit("l1z1x_flagship").unwrap();
        let dread = content::unit("l1z1x_dreadnought").unwrap();
        let cruiser = content::unit("cruiser").unwrap();
        let units = [(flag, 1), (dread, 2), (cruiser, 1)];
        let ctx = RollCtx {
            space: true,
            faction: "l1z1x",
            units: &units,
            opp_nonfighter_ships: 3,
            rules: crate::games::ti4::setup::RULES,
        };
        assert!(unit_roll(&ctx, flag).unwrap().ships_only);
        assert!(unit_roll(&ctx, dread).unwrap().ships_only);
        assert!(!unit_roll(&ctx, cruiser).unwrap().ships_only);
        let gone = [(flag, 0), (dread, 2)];
        let ctx = RollCtx {
            units: &gone,
            ..ctx
        };
        assert!(!unit_roll(&ctx, dread).unwrap().ships_only);
    }

    /// In the engine: hits bound by the flagship cannot all go to fighters while a non-fighter
    /// ship can take them; the default puts them on the ship.
    #[test]
    fn engine_binds_the_hits_to_non_fighter_ships() {
        use crate::core::GameRng;
        use crate::games::ti4::content::UnitKind::{Carrier, Dreadnought, Fighter, Flagship};
        use crate::games::ti4::effects::testkit::{battle, combat_mut, pos};
        use crate::games::ti4::rules::combat::{HitPick, assign};
        use crate::games::ti4::rules::units;
        let mut s = battle(
            "l1z1x",
            &[(Flagship, 1), (Dreadnought, 1)],
            "sol",
            &[(Carrier, 1), (Fighter, 2)],
        );
        let c = combat_mut(&mut s);
        c.fresh = false;
        c.barrage = false;
        c.defender_hits = 2;
        c.ship_hits = vec![(1, 2)];
        let fighters = [HitPick {
            kind: Fighter,
            count: 2,
            sustain: false,
        }];
        let r = assign(
            &mut s.clone(),
            1,
            Some(&fighters),
            &mut GameRng::for_step(1, 1),
        );
        assert_eq!(r.unwrap_err().id, "ti4-ship-hits");
        let mut t = s.clone();
        assign(&mut t, 1, None, &mut GameRng::for_step(1, 1)).unwrap();
        let i = units::system_index(&t, pos(&t, 19)).unwrap();
        assert!(
            !t.systems[i]
                .units
                .iter()
                .any(|u| u.owner == 1 && u.kind == Carrier)
        );
    }

    /// Sheet, Harrow (§81 bombardment, §73 ground combat): when each ground combat round ends,
    /// the L1Z1X ships in the system bombard the planet again, in the engine (not only in
    /// /odds). Sol with the same ships does not.
    #[test]
    fn harrow_bombards_again_when_a_ground_combat_round_ends() {
        use crate::core::GameRng;
        use crate::games::ti4::content::UnitKind::{Dreadnought, Infantry};
        use crate::games::ti4::effects::testkit::{battle, logged, pos};
        use crate::games::ti4::rules::action_phase::tactical_mut;
        use crate::games::ti4::rules::combat::{assign, combat_now, roll_round};
        use crate::games::ti4::rules::units;
        use crate::games::ti4::state::{Combat, CombatKind, TacticalStep, UnitGroup};
        for (faction, harrows) in [("l1z1x", true), ("sol", false)] {
            let mut s = battle(faction, &[(Dreadnought, 2)], "hacan", &[]);
            let i = units::system_index(&s, pos(&s, 19)).unwrap();
            for (owner, count) in [(0, 2), (1, 6)] {
                s.systems[i].units.push(UnitGroup {
                    owner,
                    kind: Infantry,
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
            let mut rng = GameRng::for_step(7, 1);
            let mut log = roll_round(&mut s, &mut rng);
            let mut seen = logged(&log, "ti4-log-harrow");
            for _ in 0..6 {
                let Some((_, c)) = combat_now(&s).map(|(p, c)| (p, c.clone())) else {
                    break;
                };
                if seen || c.round > 1 {
                    break;
                }
                let who = if c.attacker_hits > 0 { 0 } else { 1 };
                log = assign(&mut s, who, None, &mut rng).unwrap().log;
                seen |= logged(&log, "ti4-log-harrow");
            }
            assert_eq!(seen, harrows, "{faction}");
            if harrows {
                assert!(logged(&log, "ti4-log-bombard"));
            }
        }
    }

    /// Sheet, Assimilate (§24 gaining control of a planet): the PDS and space dock on a planet
    /// L1Z1X takes become L1Z1X's; Sol's take destroys them.
    #[test]
    fn assimilate_replaces_the_structures_of_a_taken_planet() {
        use crate::games::ti4::content::UnitKind::{Infantry, Pds, SpaceDock};
        use crate::games::ti4::effects::testkit::{game, logged, pos};
        use crate::games::ti4::rules::invasion::establish_control;
        use crate::games::ti4::rules::units;
        for (faction, kept) in [("l1z1x", true), ("sol", false)] {
            let mut s = game([faction, "hacan", "letnev"]);
            let i = units::system_index(&s, pos(&s, 19)).unwrap();
            s.systems[i].units.clear();
            units::add(&mut s.systems[i], 1, Pds, Some("wellon"), 1);
            units::add(&mut s.systems[i], 1, SpaceDock, Some("wellon"), 1);
            units::add(&mut s.systems[i], 0, Infantry, Some("wellon"), 1);
            s.control.push(("wellon".into(), 1));
            let log = establish_control(&mut s, 0, "wellon");
            assert_eq!(logged(&log, "ti4-log-assimilate"), kept, "{faction}");
            for kind in [Pds, SpaceDock] {
                let mine = units::count(&s.systems[i], 0, kind, Some("wellon"));
                let theirs = units::count(&s.systems[i], 1, kind, Some("wellon"));
                assert_eq!((mine, theirs), (u32::from(kept), 0), "{faction} {kind:?}");
            }
        }
    }

    /// Faction technology, Inheritance Systems, offered with buttons: the Technology primary
    /// lists Fleet Logistics (2 blue prerequisites unmet) with the waiver in its label; the
    /// button researches it and exhausts the card. Without the technology, no such button.
    #[test]
    fn inheritance_systems_is_offered_on_the_research_buttons() {
        use crate::core::Game;
        use crate::games::ti4::Ti4;
        use crate::games::ti4::effects::testkit::{logged, play, turn_of};
        for owned in [true, false] {
            let mut s = turn_of(["l1z1x", "hacan", "sol"], 0);
            if owned {
                s.players[0].techs.push("inheritance_systems".into());
            }
            s.players[0].strategy_cards = vec![7];
            play(&mut s, 0, "strategic 7").unwrap();
            let choice = Ti4::prompts(&s)
                .into_iter()
                .filter(|p| p.seat == 0)
                .flat_map(|p| p.choices)
                .find(|c| c.notation == "primary fleet_logistics");
            assert_eq!(choice.is_some(), owned);
            if !owned {
                continue;
            }
            assert_eq!(choice.unwrap().label.id, "ti4-fx-choice-research-waived");
            let log = play(&mut s, 0, "primary fleet_logistics").unwrap().log;
            assert!(logged(&log, "ti4-fx-log-inheritance"));
            assert!(s.players[0].techs.contains(&"fleet_logistics".to_string()));
            assert!(
                s.players[0]
                    .exhausted_techs
                    .contains(&"inheritance_systems".to_string())
            );
        }
    }

    /// Faction technology, Inheritance Systems: exhausted, with 2 resources spent, the
    /// prerequisites of a technology being researched are ignored. L1Z1X researches Fleet
    /// Logistics (2 blue prerequisites unmet) for 2 resources; exhausted, it can't again; a
    /// player without it can't at all.
    #[test]
    fn inheritance_systems_ignores_prerequisites_for_two_resources() {
        use crate::games::ti4::effects::testkit::{logged, turn_of};
        use crate::games::ti4::rules::status::Cost;
        use crate::games::ti4::rules::strategic::research_paid;
        for owned in [true, false] {
            let mut s = turn_of(["l1z1x", "hacan", "sol"], 0);
            if owned {
                s.players[0].techs.push("inheritance_systems".into());
            }
            s.players[0].trade_goods = 0;
            let ready = |s: &crate::games::ti4::state::State| {
                s.players[0].planets.iter().filter(|p| !p.exhausted).count()
            };
            let before = ready(&s);
            let r = research_paid(&mut s, 0, "fleet_logistics", Cost::None, None);
            assert_eq!(r.is_ok(), owned, "{r:?}");
            if !owned {
                continue;
            }
            assert!(logged(&r.unwrap(), "ti4-fx-log-inheritance"));
            assert!(s.players[0].techs.contains(&"fleet_logistics".to_string()));
            assert!(
                s.players[0]
                    .exhausted_techs
                    .contains(&"inheritance_systems".to_string())
            );
            assert!(ready(&s) < before, "2 resources were paid");
            assert!(research_paid(&mut s, 0, "light_wave_deflector", Cost::None, None).is_err());
        }
    }
}
