//! The Embers of Muaat: sheet abilities, faction technologies and flagship (The Inferno).
//! Rule numbers are the Korean edition's (shared/rules/ti4.md 0.1); texts in our own words.

use crate::games::ti4::effects::{Ability, Origin, Status, Timing};

/// Every ability of Muaat the registry knows.
pub static ABILITIES: &[Ability] = &[
    Ability::sheet(
        "muaat.star_forge",
        "muaat",
        "Star Forge",
        Timing::Action,
        Status::Manual,
        "not automated",
    ),
    Ability::sheet(
        "muaat.gashlai_physiology",
        "muaat",
        "Gashlai Physiology",
        Timing::Movement,
        Status::Manual,
        "not automated: supernovas block Muaat too",
    ),
    Ability::sheet(
        "muaat.prototype_war_sun_ii",
        "muaat",
        "Prototype War Sun II",
        Timing::Passive,
        Status::Automated,
        "unit statistics from the unit data; it disables planetary shields",
    )
    .origin(Origin::Tech),
    Ability::sheet(
        "muaat.magmus_reactor",
        "muaat",
        "Magmus Reactor",
        Timing::Movement,
        Status::Manual,
        "not automated",
    )
    .origin(Origin::Tech),
    Ability::sheet(
        "muaat.flagship",
        "muaat",
        "The Inferno",
        Timing::Action,
        Status::Manual,
        "combat 5x2 from the unit data; its ACTION (a cruiser for a token) is not automated",
    )
    .origin(Origin::Unit("muaat_flagship")),
];
