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
        Status::Manual,
        "not automated",
    ),
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
        Status::Manual,
        "not automated",
    )
    .origin(Origin::Tech),
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
        assert!(denies_sustain("mentak", &[(flag, 1), (cruiser, 1)]));
        assert!(!denies_sustain("mentak", &[(flag, 0), (cruiser, 1)]));
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
}
