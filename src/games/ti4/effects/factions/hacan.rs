//! The Emirates of Hacan: sheet abilities, faction technologies and flagship (Wrath of Kenara).
//! Rule numbers are the Korean edition's (shared/rules/ti4.md 0.1); texts in our own words.

use crate::games::ti4::effects::{Ability, Origin, Status, Timing};

/// Every ability of Hacan the registry knows.
pub static ABILITIES: &[Ability] = &[
    Ability::sheet(
        "hacan.masters_of_trade",
        "hacan",
        "Masters of Trade",
        Timing::Strategy,
        Status::Manual,
        "not automated",
    ),
    Ability::sheet(
        "hacan.guild_ships",
        "hacan",
        "Guild Ships",
        Timing::Trade,
        Status::Manual,
        "not automated: transactions need neighbours",
    ),
    Ability::sheet(
        "hacan.arbiters",
        "hacan",
        "Arbiters",
        Timing::Trade,
        Status::Manual,
        "not automated",
    ),
    Ability::sheet(
        "hacan.quantum_datahub_node",
        "hacan",
        "Quantum Datahub Node",
        Timing::Strategy,
        Status::Manual,
        "not automated",
    )
    .origin(Origin::Tech),
    Ability::sheet(
        "hacan.production_biomes",
        "hacan",
        "Production Biomes",
        Timing::Action,
        Status::Manual,
        "not automated",
    )
    .origin(Origin::Tech),
    Ability::sheet(
        "hacan.flagship",
        "hacan",
        "Wrath of Kenara",
        Timing::CombatRoll,
        Status::Manual,
        "combat 7x2 from the unit data; paying trade goods to raise dice is not automated",
    )
    .origin(Origin::Unit("hacan_flagship")),
];
