//! The Ghosts of Creuss: sheet abilities, faction technologies and flagship (Hil Colish).
//! Rule numbers are the Korean edition's (shared/rules/ti4.md 0.1); texts in our own words.

use crate::games::ti4::effects::{Ability, Origin, Status, Timing};

/// Every ability of Creuss the registry knows.
pub static ABILITIES: &[Ability] = &[
    Ability::sheet(
        "creuss.quantum_entanglement",
        "creuss",
        "Quantum Entanglement",
        Timing::Movement,
        Status::Manual,
        "not automated",
    ),
    Ability::sheet(
        "creuss.slipstream",
        "creuss",
        "Slipstream",
        Timing::Movement,
        Status::Manual,
        "not automated",
    ),
    Ability::sheet(
        "creuss.creuss_gate",
        "creuss",
        "Creuss Gate",
        Timing::Passive,
        Status::Automated,
        "the Creuss Gate is placed at setup and the home system kept off the board",
    ),
    Ability::sheet(
        "creuss.wormhole_generator",
        "creuss",
        "Wormhole Generator",
        Timing::Action,
        Status::Manual,
        "not automated",
    )
    .origin(Origin::Tech),
    Ability::sheet(
        "creuss.dimensional_splicer",
        "creuss",
        "Dimensional Splicer",
        Timing::RoundStart,
        Status::Manual,
        "not automated",
    )
    .origin(Origin::Tech),
    Ability::sheet(
        "creuss.flagship",
        "creuss",
        "Hil Colish",
        Timing::Movement,
        Status::Manual,
        "combat 5x1 from the unit data; its delta wormhole and movement are not automated",
    )
    .origin(Origin::Unit("creuss_flagship")),
];
