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
        Status::Automated,
        "another player who activates a system with Naalu ships loses 1 fleet pool token",
    )
    .since(1)
    .with(Hooks {
        activation_fleet_tax: true,
        ..Hooks::NONE
    })
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
        assert!(initiative_zero("naalu", crate::games::ti4::setup::RULES));
        assert!(!initiative_zero("sol", crate::games::ti4::setup::RULES));
    }
}

#[cfg(test)]
mod neuroglaive_tests {
    use crate::games::ti4::content::UnitKind;
    use crate::games::ti4::effects::testkit::{logged, play, put_ships, turn_of};

    /// Faction technology Neuroglaive: Hacan activates a system with a Naalu destroyer and
    /// loses 1 fleet pool token; without the technology, nothing is lost.
    #[test]
    fn neuroglaive_takes_a_fleet_token_on_activation() {
        for owned in [true, false] {
            let mut s = turn_of(["hacan", "naalu", "sol"], 0);
            if owned {
                s.players[1].techs.push("neuroglaive".into());
            }
            put_ships(&mut s, 20, &[(1, UnitKind::Destroyer, 1)]);
            let fleet = s.players[0].tokens.fleet;
            let r = play(&mut s, 0, "activate 20").unwrap();
            assert_eq!(s.players[0].tokens.fleet, fleet - u8::from(owned));
            assert_eq!(logged(&r.log, "ti4-log-neuroglaive"), owned);
        }
    }
}
