//! The Federation of Sol: sheet abilities, faction technologies and flagship (Genesis).
//! Rule numbers are the Korean edition's (shared/rules/ti4.md 0.1); texts in our own words.

use crate::games::ti4::effects::{Ability, Hooks, Origin, Status, Timing};

/// Every ability of Sol the registry knows.
pub static ABILITIES: &[Ability] = &[
    Ability::sheet(
        "sol.orbital_drop",
        "sol",
        "Orbital Drop",
        Timing::Action,
        Status::Manual,
        "not automated",
    ),
    Ability::sheet(
        "sol.versatile",
        "sol",
        "Versatile",
        Timing::Status,
        Status::Automated,
        "status phase: 3 command tokens gained instead of 2",
    )
    .with(Hooks {
        status_tokens: 1,
        ..Hooks::NONE
    }),
    Ability::sheet(
        "sol.advanced_carrier_ii",
        "sol",
        "Advanced Carrier II",
        Timing::Passive,
        Status::Automated,
        "unit statistics from the unit data; sustain damage included",
    )
    .origin(Origin::Tech),
    Ability::sheet(
        "sol.spec_ops_ii",
        "sol",
        "Spec Ops II",
        Timing::Destroyed,
        Status::Automated,
        "unit statistics from the unit data; the 5+ revival rolls when one is destroyed",
    )
    .origin(Origin::Tech),
    Ability::sheet(
        "sol.flagship",
        "sol",
        "Genesis",
        Timing::Status,
        Status::Manual,
        "combat 5x2 from the unit data; the status-phase infantry is not automated",
    )
    .origin(Origin::Unit("sol_flagship")),
];

#[cfg(test)]
mod tests {
    use crate::games::ti4::effects::testkit::game;
    use crate::games::ti4::rules::status::tokens_gained;

    /// Sheet, Versatile: 1 more command token whenever Sol gains tokens in the status phase
    /// (§64.5): 3 instead of 2, and 4 with Hyper Metabolism.
    #[test]
    fn versatile_gains_one_more_token_in_the_status_phase() {
        let mut s = game(["sol", "hacan", "letnev"]);
        assert_eq!(tokens_gained(&s, 0), 3);
        assert_eq!(tokens_gained(&s, 1), 2);
        s.players[0].techs.push("hyper_metabolism".into());
        assert_eq!(tokens_gained(&s, 0), 4);
    }
}
