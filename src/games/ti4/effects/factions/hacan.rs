//! The Emirates of Hacan: sheet abilities, faction technologies and flagship (Wrath of Kenara).
//! Rule numbers are the Korean edition's (shared/rules/ti4.md 0.1); texts in our own words.

use crate::games::ti4::effects::{Ability, Hooks, Origin, Permission, Status, Timing};

/// Every ability of Hacan the registry knows.
pub static ABILITIES: &[Ability] = &[
    Ability::sheet(
        "hacan.masters_of_trade",
        "hacan",
        "Masters of Trade",
        Timing::Strategy,
        Status::Automated,
        "the Trade secondary costs Hacan no strategy token",
    )
    .with(Hooks {
        permits: Some(Permission::FreeTradeSecondary),
        ..Hooks::NONE
    }),
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

#[cfg(test)]
mod tests {
    use crate::games::ti4::effects::testkit::{play, turn_of};

    /// Sheet, Masters of Trade: Hacan resolves the Trade secondary without a strategy token,
    /// even with none left; Letnev pays one (§17, §57.2).
    #[test]
    fn masters_of_trade_resolves_the_trade_secondary_for_free() {
        let mut s = turn_of(["sol", "letnev", "hacan"], 0);
        s.players[0].strategy_cards = vec![5];
        s.players[1].strategy_cards = vec![1];
        s.players[2].strategy_cards = vec![2];
        s.players[2].tokens.strategy = 0;
        let letnev = s.players[1].tokens.strategy;
        play(&mut s, 0, "strategic 5").unwrap();
        play(&mut s, 0, "primary").unwrap();
        play(&mut s, 1, "secondary").unwrap();
        play(&mut s, 2, "secondary").unwrap();
        assert_eq!(s.players[1].tokens.strategy, letnev - 1);
        assert_eq!(s.players[2].tokens.strategy, 0);
        assert_eq!(s.players[2].commodities, 6, "Hacan replenished");
        assert!(s.strategic.is_none());
    }
}
