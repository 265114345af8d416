//! The Clan of Saar: sheet abilities, faction technologies and flagship (Son of Ragh).
//! Rule numbers are the Korean edition's (shared/rules/ti4.md 0.1); texts in our own words.

use crate::games::ti4::effects::{Ability, Hooks, Origin, Permission, Status, Timing};

/// Every ability of Saar the registry knows.
pub static ABILITIES: &[Ability] = &[
    Ability::sheet(
        "saar.scavenge",
        "saar",
        "Scavenge",
        Timing::Trade,
        Status::Manual,
        "not automated",
    ),
    Ability::sheet(
        "saar.nomadic",
        "saar",
        "Nomadic",
        Timing::Passive,
        Status::Automated,
        "public objectives scorable without the home planets",
    )
    .with(Hooks {
        permits: Some(Permission::ScoreWithoutHome),
        ..Hooks::NONE
    }),
    Ability::sheet(
        "saar.chaos_mapping",
        "saar",
        "Chaos Mapping",
        Timing::Movement,
        Status::Manual,
        "not automated",
    )
    .origin(Origin::Tech),
    Ability::sheet(
        "saar.floating_factory_ii",
        "saar",
        "Floating Factory II",
        Timing::Movement,
        Status::Partial,
        "unit statistics from the unit data; placed in space and moves; destruction when blockaded is not automated",
    )
    .origin(Origin::Tech),
    Ability::sheet(
        "saar.flagship",
        "saar",
        "Son of Ragh",
        Timing::Passive,
        Status::Automated,
        "anti-fighter barrage 6x4 from the unit data (no other ability)",
    )
    .origin(Origin::Unit("saar_flagship")),
];

#[cfg(test)]
mod tests {
    use crate::games::ti4::effects::testkit::game;
    use crate::games::ti4::rules::status::holds_home;

    /// Sheet, Nomadic: public objectives may be scored without the home planets (§16.16).
    #[test]
    fn nomadic_scores_without_the_home_planets() {
        let mut s = game(["saar", "hacan", "sol"]);
        assert!(holds_home(&s, 0) && holds_home(&s, 1));
        s.control.retain(|(_, seat)| *seat > 1);
        assert!(holds_home(&s, 0), "Saar");
        assert!(!holds_home(&s, 1), "Hacan");
    }
}
