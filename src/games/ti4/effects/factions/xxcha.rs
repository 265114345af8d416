//! The Xxcha Kingdom: sheet abilities, faction technologies and flagship (Loncara Ssodu).
//! Rule numbers are the Korean edition's (shared/rules/ti4.md 0.1); texts in our own words.

use crate::games::ti4::effects::{Ability, Origin, Status, Timing};

/// Every ability of Xxcha the registry knows.
pub static ABILITIES: &[Ability] = &[
    Ability::sheet(
        "xxcha.peace_accords",
        "xxcha",
        "Peace Accords",
        Timing::Strategy,
        Status::Manual,
        "not automated",
    ),
    Ability::sheet(
        "xxcha.quash",
        "xxcha",
        "Quash",
        Timing::Agenda,
        Status::Manual,
        "not automated",
    ),
    Ability::sheet(
        "xxcha.instinct_training",
        "xxcha",
        "Instinct Training",
        Timing::Cards,
        Status::Manual,
        "not automated",
    )
    .origin(Origin::Tech),
    Ability::sheet(
        "xxcha.nullification_field",
        "xxcha",
        "Nullification Field",
        Timing::Movement,
        Status::Manual,
        "not automated",
    )
    .origin(Origin::Tech),
    Ability::sheet(
        "xxcha.flagship",
        "xxcha",
        "Loncara Ssodu",
        Timing::Movement,
        Status::Manual,
        "space cannon 5x3 in its own system from the unit data; firing into adjacent systems is not automated",
    )
    .origin(Origin::Unit("xxcha_flagship")),
];
