//! The Yssaril Tribes: sheet abilities, faction technologies and flagship (Y'sia Y'ssrila).
//! Rule numbers are the Korean edition's (shared/rules/ti4.md 0.1); texts in our own words.

use crate::games::ti4::effects::{Ability, Hooks, Origin, Permission, Status, Timing};

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
        Status::Automated,
        "no action-card hand limit: never asked to discard",
    )
    .with(Hooks {
        permits: Some(Permission::NoHandLimit),
        ..Hooks::NONE
    }),
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

#[cfg(test)]
mod tests {
    use crate::games::ti4::effects::testkit::game;
    use crate::games::ti4::rules::action_cards::over_limit;

    /// Sheet, Crafty: no hand limit. With 9 action cards each, Hacan must discard, Yssaril not.
    #[test]
    fn crafty_has_no_hand_limit() {
        let mut s = game(["yssaril", "hacan", "sol"]);
        let cards: Vec<String> = s.action_deck.iter().take(9).cloned().collect();
        s.players[0].action_cards = cards.clone();
        s.players[1].action_cards = cards;
        assert_eq!(over_limit(&s), vec![1]);
    }
}
