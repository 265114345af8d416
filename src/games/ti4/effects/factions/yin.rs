//! The Yin Brotherhood: sheet abilities, faction technologies and flagship (Van Hauge).
//! Rule numbers are the Korean edition's (shared/rules/ti4.md 0.1); texts in our own words.

use crate::games::ti4::effects::{Ability, Hooks, Origin, Status, Timing};

/// Every ability of Yin the registry knows.
pub static ABILITIES: &[Ability] = &[
    Ability::sheet(
        "yin.indoctrination",
        "yin",
        "Indoctrination",
        Timing::Invasion,
        Status::Manual,
        "not automated",
    ),
    Ability::sheet(
        "yin.devotion",
        "yin",
        "Devotion",
        Timing::RoundStart,
        Status::Manual,
        "not automated",
    ),
    Ability::sheet(
        "yin.yin_spinner",
        "yin",
        "Yin Spinner",
        Timing::Production,
        Status::Manual,
        "not automated",
    )
    .origin(Origin::Tech),
    Ability::sheet(
        "yin.impulse_core",
        "yin",
        "Impulse Core",
        Timing::RoundStart,
        Status::Manual,
        "not automated",
    )
    .origin(Origin::Tech),
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
        assert!(wipes_system(content::unit("yin_flagship").unwrap()));
        assert!(!wipes_system(content::unit("dreadnought").unwrap()));
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
}
