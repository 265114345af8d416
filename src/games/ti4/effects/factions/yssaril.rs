//! The Yssaril Tribes: sheet abilities, faction technologies and flagship (Y'sia Y'ssrila).
//! Rule numbers are the Korean edition's (shared/rules/ti4.md 0.1); texts in our own words.

use crate::games::ti4::effects::{Ability, Origin, Status, Timing};

/// Every ability of Yssaril the registry knows.
pub static ABILITIES: &[Ability] = &[
    Ability::sheet(
        "yssaril.stall_tactics",
        "yssaril",
        "Stall Tactics",
        Timing::Action,
        Status::Manual,
        "not automated",
    ),
    Ability::sheet(
        "yssaril.scheming",
        "yssaril",
        "Scheming",
        Timing::Cards,
        Status::Manual,
        "not automated",
    ),
    Ability::sheet(
        "yssaril.crafty",
        "yssaril",
        "Crafty",
        Timing::Cards,
        Status::Manual,
        "not automated: the hand limit applies",
    ),
    Ability::sheet(
        "yssaril.transparasteel_plating",
        "yssaril",
        "Transparasteel Plating",
        Timing::Cards,
        Status::Manual,
        "not automated",
    )
    .origin(Origin::Tech),
    Ability::sheet(
        "yssaril.mageon_implants",
        "yssaril",
        "Mageon Implants",
        Timing::Action,
        Status::Manual,
        "not automated",
    )
    .origin(Origin::Tech),
    Ability::sheet(
        "yssaril.flagship",
        "yssaril",
        "Y'sia Y'ssrila",
        Timing::Movement,
        Status::Manual,
        "combat 5x2 from the unit data; moving through other players' ships is not automated",
    )
    .origin(Origin::Unit("yssaril_flagship")),
];
