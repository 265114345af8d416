//! The Arborec: sheet abilities, faction technologies and flagship (Duha Menaimon).
//! Rule numbers are the Korean edition's (shared/rules/ti4.md 0.1); texts in our own words.

use crate::games::ti4::effects::{Ability, Origin, Status, Timing};

/// Every ability of Arborec the registry knows.
pub static ABILITIES: &[Ability] = &[
    Ability::sheet(
        "arborec.mitosis",
        "arborec",
        "Mitosis",
        Timing::Status,
        Status::Manual,
        "not automated: the hooks exist (status_start, docks_no_infantry) but applying them changes the replay of stored games (tests/data fixture, an Arborec game): it needs a rules version",
    ),
    Ability::sheet(
        "arborec.letani_warrior_ii",
        "arborec",
        "Letani Warrior II",
        Timing::Destroyed,
        Status::Automated,
        "unit statistics from the unit data; the 6+ revival rolls when one is destroyed",
    )
    .origin(Origin::Tech),
    Ability::sheet(
        "arborec.bioplasmosis",
        "arborec",
        "Bioplasmosis",
        Timing::Status,
        Status::Manual,
        "not automated",
    )
    .origin(Origin::Tech),
    Ability::sheet(
        "arborec.flagship",
        "arborec",
        "Duha Menaimon",
        Timing::Production,
        Status::Manual,
        "combat 7x2 from the unit data; producing in its system on activation is not automated",
    )
    .origin(Origin::Unit("arborec_flagship")),
];
