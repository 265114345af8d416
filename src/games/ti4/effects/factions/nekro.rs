//! The Nekro Virus: sheet abilities, faction technologies and flagship (The Alastor).
//! Rule numbers are the Korean edition's (shared/rules/ti4.md 0.1); texts in our own words.

use crate::games::ti4::effects::{Ability, Origin, Status, Timing};

/// Every ability of Nekro the registry knows.
pub static ABILITIES: &[Ability] = &[
    Ability::sheet(
        "nekro.galactic_threat",
        "nekro",
        "Galactic Threat",
        Timing::Agenda,
        Status::Manual,
        "not automated: Nekro may still vote",
    ),
    Ability::sheet(
        "nekro.technological_singularity",
        "nekro",
        "Technological Singularity",
        Timing::Cards,
        Status::Manual,
        "not automated",
    ),
    Ability::sheet(
        "nekro.propagation",
        "nekro",
        "Propagation",
        Timing::Cards,
        Status::Manual,
        "not automated: Nekro may research",
    ),
    Ability::sheet(
        "nekro.valefar_assimilator_x",
        "nekro",
        "Valefar Assimilator X",
        Timing::Cards,
        Status::Manual,
        "not automated",
    )
    .origin(Origin::Tech),
    Ability::sheet(
        "nekro.valefar_assimilator_y",
        "nekro",
        "Valefar Assimilator Y",
        Timing::Cards,
        Status::Manual,
        "not automated",
    )
    .origin(Origin::Tech),
    Ability::sheet(
        "nekro.flagship",
        "nekro",
        "The Alastor",
        Timing::RoundStart,
        Status::Manual,
        "combat 9x2 from the unit data; ground forces fighting as ships is not automated",
    )
    .origin(Origin::Unit("nekro_flagship")),
];
