//! The Naalu Collective: sheet abilities, faction technologies and flagship (Matriarch).
//! Rule numbers are the Korean edition's (shared/rules/ti4.md 0.1); texts in our own words.

use crate::games::ti4::effects::{Ability, Hooks, Origin, Status, Timing};

/// Every ability of Naalu the registry knows.
pub static ABILITIES: &[Ability] = &[
    Ability::sheet(
        "naalu.telepathic",
        "naalu",
        "Telepathic",
        Timing::Strategy,
        Status::Automated,
        "initiative 0 unless the Gift of Prescience is with another player",
    )
    .with(Hooks {
        initiative_zero: true,
        ..Hooks::NONE
    }),
    Ability::sheet(
        "naalu.foresight",
        "naalu",
        "Foresight",
        Timing::Movement,
        Status::Manual,
        "not automated",
    ),
    Ability::sheet(
        "naalu.neuroglaive",
        "naalu",
        "Neuroglaive",
        Timing::Movement,
        Status::Manual,
        "not automated",
    )
    .origin(Origin::Tech),
    Ability::sheet(
        "naalu.hybrid_crystal_fighter_ii",
        "naalu",
        "Hybrid Crystal Fighter II",
        Timing::Passive,
        Status::Automated,
        "unit statistics from the unit data; moves alone; each fighter over capacity counts as half a ship",
    )
    .origin(Origin::Tech),
    Ability::sheet(
        "naalu.flagship",
        "naalu",
        "Matriarch",
        Timing::Invasion,
        Status::Manual,
        "combat 9x2 from the unit data; committing fighters to the ground is not automated",
    )
    .origin(Origin::Unit("naalu_flagship")),
];

#[cfg(test)]
mod tests {
    use crate::games::ti4::effects::initiative_zero;

    /// Sheet, Telepathic: the Naalu "0" token gives initiative 0.
    #[test]
    fn telepathic_gives_initiative_zero() {
        assert!(initiative_zero("naalu"));
        assert!(!initiative_zero("sol"));
    }
}
