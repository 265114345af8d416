//! Sardakk N'orr: sheet abilities, faction technologies and flagship (C'morran N'orr).
//! Rule numbers are the Korean edition's (shared/rules/ti4.md 0.1); texts in our own words.

use crate::games::ti4::content::UnitDef;
use crate::games::ti4::effects::combat::RollCtx;
use crate::games::ti4::effects::{Ability, Hooks, Origin, Status, Timing, UnitRoll};

/// Every ability of Sardakk the registry knows.
pub static ABILITIES: &[Ability] = &[
    Ability::sheet(
        "sardakk.unrelenting",
        "sardakk",
        "Unrelenting",
        Timing::CombatRoll,
        Status::Automated,
        "+1 on every combat roll, space and ground, in the engine and /odds",
    )
    .with(Hooks {
        roll: Some(unrelenting),
        ..Hooks::NONE
    }),
    Ability::sheet(
        "sardakk.exotrireme_ii",
        "sardakk",
        "Exotrireme II",
        Timing::Passive,
        Status::Automated,
        "unit statistics from the unit data; Direct Hit cannot destroy it; after each round of space combat, a question to Sardakk: destroy 1 of its dreadnoughts there to destroy up to 2 of the opponent's ships (a button per choice, `use exotrireme_ii <ship> [<ship>]`, or `use none`); /odds leaves the scuttle out",
    )
    .since(1)
    .origin(Origin::Tech)
    .with(Hooks {
        scuttle: Some(crate::games::ti4::content::UnitKind::Dreadnought),
        ..Hooks::NONE
    }),
    Ability::sheet(
        "sardakk.valkyrie_particle_weave",
        "sardakk",
        "Valkyrie Particle Weave",
        Timing::CombatRoll,
        Status::Automated,
        "1 more hit in a ground combat round where the opponent hit, in the engine and /odds",
    )
    .since(1)
    .origin(Origin::Tech)
    .with(Hooks {
        answer_hit: true,
        ..Hooks::NONE
    }),
    Ability::sheet(
        "sardakk.flagship",
        "sardakk",
        "C'morran N'orr",
        Timing::CombatRoll,
        Status::Automated,
        "+1 on the combat rolls of the other Sardakk ships in its system, in the engine and /odds",
    )
    .origin(Origin::Unit("sardakk_flagship"))
    .with(Hooks {
        roll: Some(flagship_bonus),
        ..Hooks::NONE
    }),
];

/// Unrelenting: +1 on every combat roll of Sardakk units (space and ground combat).
fn unrelenting(_: &RollCtx, _: &UnitDef, roll: &mut UnitRoll) {
    roll.modifier += 1;
}

/// C'morran N'orr: +1 on the combat rolls of the other Sardakk ships in its system.
fn flagship_bonus(ctx: &RollCtx, def: &UnitDef, roll: &mut UnitRoll) {
    if ctx.space && def.id != "sardakk_flagship" {
        roll.modifier += 1;
    }
}

#[cfg(test)]
mod tests {
    use crate::games::ti4::content::{self, UnitDef};
    use crate::games::ti4::effects::combat::{RollCtx, combat_modifier, unit_roll};

    fn ctx<'a>(space: bool, units: &'a [(&'a UnitDef, u32)]) -> RollCtx<'a> {
        RollCtx {
            space,
            faction: "sardakk",
            units,
            opp_nonfighter_ships: 1,
            rules: crate::games::ti4::setup::RULES,
        }
    }

    /// Sheet, Unrelenting: +1 to every combat roll, in space and on the ground.
    #[test]
    fn unrelenting_adds_one_to_every_combat_roll() {
        let cruiser = content::unit("cruiser").unwrap();
        let infantry = content::unit("infantry").unwrap();
        let units = [(cruiser, 2)];
        assert_eq!(combat_modifier(&ctx(true, &units), cruiser), 1);
        let ground = [(infantry, 2)];
        assert_eq!(combat_modifier(&ctx(false, &ground), infantry), 1);
        // Another faction's cruiser rolls unmodified.
        let plain = RollCtx {
            faction: "hacan",
            ..ctx(true, &units)
        };
        assert_eq!(combat_modifier(&plain, cruiser), 0);
    }

    /// Sheet, flagship C'morran N'orr: the other ships in its system +1 (on top of
    /// Unrelenting); the flagship itself only has Unrelenting.
    #[test]
    fn flagship_adds_one_to_the_other_ships_in_space() {
        let flag = content::unit("sardakk_flagship").unwrap();
        let dread = content::unit("dreadnought").unwrap();
        let with = [(flag, 1), (dread, 2)];
        assert_eq!(combat_modifier(&ctx(true, &with), dread), 2);
        assert_eq!(combat_modifier(&ctx(true, &with), flag), 1);
        let without = [(flag, 0), (dread, 2)];
        assert_eq!(combat_modifier(&ctx(true, &without), dread), 1);
        let r = unit_roll(&ctx(true, &with), dread).unwrap();
        assert_eq!((r.hits_on, r.dice), (5, 1));
    }

    /// Faction technology Valkyrie Particle Weave (§73 ground combat): once the dice are in,
    /// a Sardakk side with the technology whose opponent hit makes 1 more hit; without the
    /// technology, the hits are the dice's.
    #[test]
    fn valkyrie_particle_weave_answers_a_ground_hit() {
        use crate::core::GameRng;
        use crate::games::ti4::content::UnitKind::Infantry;
        use crate::games::ti4::effects::testkit::{battle, logged, pos};
        use crate::games::ti4::rules::action_phase::tactical_mut;
        use crate::games::ti4::rules::combat::{combat_now, roll_round};
        use crate::games::ti4::rules::units;
        use crate::games::ti4::state::{Combat, CombatKind, Die, TacticalStep, UnitGroup};
        for weave in [true, false] {
            let mut s = battle("sardakk", &[], "hacan", &[]);
            if weave {
                s.players[0].techs.push("valkyrie_particle_weave".into());
            }
            let i = units::system_index(&s, pos(&s, 19)).unwrap();
            for owner in [0, 1] {
                s.systems[i].units.push(UnitGroup {
                    owner,
                    kind: Infantry,
                    count: 3,
                    planet: Some("wellon".into()),
                    damaged: 0,
                });
            }
            // Both rolls are in: Sardakk missed once, Hacan hit once.
            let die = |seat, value| Die {
                seat,
                kind: Infantry,
                unit: 0,
                needs: 8,
                value,
                extra_from: 0,
                extra: 0,
                ships_only: false,
            };
            tactical_mut(&mut s).unwrap().step = TacticalStep::Combat(Combat {
                kind: CombatKind::Ground,
                planet: Some("wellon".into()),
                attacker: 0,
                defender: 1,
                round: 1,
                roller: Some(1),
                dice: vec![die(0, 2), die(1, 9)],
                ..Combat::default()
            });
            let log = roll_round(&mut s, &mut GameRng::for_step(1, 1));
            let (_, c) = combat_now(&s).unwrap();
            assert_eq!(c.attacker_hits, 1);
            assert_eq!(c.defender_hits, u8::from(weave), "weave {weave}");
            assert_eq!(logged(&log, "ti4-log-valkyrie"), weave);
        }
    }

    /// Faction technology Exotrireme II: after a round of space combat, Sardakk may destroy 1
    /// of its dreadnoughts there to destroy up to 2 ships. Asked after round 1 with a button
    /// per choice; used, the dreadnought and the 2 ships are gone. Without the technology,
    /// not asked.
    #[test]
    fn exotrireme_ii_scuttles_after_a_round_for_two_ships() {
        use crate::core::{Game, GameRng};
        use crate::games::ti4::Ti4;
        use crate::games::ti4::content::UnitKind::{Cruiser, Dreadnought};
        use crate::games::ti4::effects::testkit::{battle, combat_mut, logged, play, pos};
        use crate::games::ti4::rules::combat::continue_after_hits;
        use crate::games::ti4::rules::techs::Pause;
        use crate::games::ti4::rules::units;
        for owned in [true, false] {
            let mut s = battle("sardakk", &[(Dreadnought, 2)], "hacan", &[(Cruiser, 4)]);
            if owned {
                s.players[0].techs.push("exotrireme_ii".into());
            }
            // Round 1's hits are assigned: the round is over.
            let c = combat_mut(&mut s);
            c.fresh = false;
            c.barrage = false;
            c.ambushed = true;
            c.announced = true;
            continue_after_hits(&mut s, &mut GameRng::for_step(2, 2));
            assert_eq!(
                s.tech.pause == Some(Pause::Scuttle { seat: 0 }),
                owned,
                "{owned}"
            );
            if !owned {
                continue;
            }
            let buttons: Vec<String> = Ti4::prompts(&s)
                .into_iter()
                .flat_map(|p| p.choices)
                .map(|c| c.notation)
                .collect();
            assert!(buttons.contains(&"use exotrireme_ii cruiser cruiser".to_string()));
            let log = play(&mut s, 0, "use exotrireme_ii cruiser cruiser")
                .unwrap()
                .log;
            assert!(logged(&log, "ti4-fx-log-scuttle"));
            let i = units::system_index(&s, pos(&s, 19)).unwrap();
            assert_eq!(units::count(&s.systems[i], 0, Dreadnought, None), 1);
            assert_eq!(units::count(&s.systems[i], 1, Cruiser, None), 2);
            assert!(s.tech.pause.is_none());
        }
    }
}
