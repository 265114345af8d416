//! The Embers of Muaat: sheet abilities, faction technologies and flagship (The Inferno).
//! Rule numbers are the Korean edition's (shared/rules/ti4.md 0.1); texts in our own words.

use crate::games::ti4::effects::{Ability, Hooks, Origin, Permission, Status, Timing};

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
        Status::Automated,
        "Muaat ships move through supernovas (not ending there)",
    )
    .with(Hooks {
        permits: Some(Permission::MoveThroughSupernovas),
        ..Hooks::NONE
    }),
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

#[cfg(test)]
mod tests {
    use crate::games::ti4::effects::testkit::{game, pos};
    use crate::games::ti4::rules::movement::path_cost;

    /// Sheet, Gashlai Physiology: Muaat ships move through supernovas. From tile 30 to the
    /// gravity rift 41, both next to the supernova (tile 43): 2 moves through it for Muaat, 3
    /// around it for Hacan; nobody ends a move in the supernova.
    #[test]
    fn gashlai_physiology_moves_through_supernovas() {
        let s = game(["muaat", "hacan", "sol"]);
        let (from, to, nova) = (pos(&s, 30), pos(&s, 41), pos(&s, 43));
        assert_eq!(path_cost(&s, 0, from, to).map(|c| c.0), Some(2));
        assert_eq!(path_cost(&s, 1, from, to).map(|c| c.0), Some(3));
        assert_eq!(path_cost(&s, 0, from, nova), None);
        assert_eq!(path_cost(&s, 1, from, nova), None);
    }
}
