//! The Federation of Sol: sheet abilities, faction technologies and flagship (Genesis).
//! Rule numbers are the Korean edition's (shared/rules/ti4.md 0.1); texts in our own words.

use crate::games::ti4::effects::{Ability, Origin, Status, Timing};

/// Every ability of Sol the registry knows.
pub static ABILITIES: &[Ability] = &[
    Ability::sheet(
        "sol.orbital_drop",
        "sol",
        "Orbital Drop",
        Timing::Action,
        Status::Manual,
        "not automated",
    ),
    Ability::sheet(
        "sol.versatile",
        "sol",
        "Versatile",
        Timing::Status,
        Status::Manual,
        "not automated",
    ),
    Ability::sheet(
        "sol.advanced_carrier_ii",
        "sol",
        "Advanced Carrier II",
        Timing::Passive,
        Status::Automated,
        "unit statistics from the unit data; sustain damage included",
    )
    .origin(Origin::Tech),
    Ability::sheet(
        "sol.spec_ops_ii",
        "sol",
        "Spec Ops II",
        Timing::Destroyed,
        Status::Automated,
        "unit statistics from the unit data; the 5+ revival rolls when one is destroyed",
    )
    .origin(Origin::Tech),
    Ability::sheet(
        "sol.flagship",
        "sol",
        "Genesis",
        Timing::Status,
        Status::Manual,
        "combat 5x2 from the unit data; the status-phase infantry is not automated",
    )
    .origin(Origin::Unit("sol_flagship")),
];
