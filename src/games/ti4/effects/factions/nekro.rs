//! The Nekro Virus: sheet abilities, faction technologies and flagship (The Alastor).
//! Rule numbers are the Korean edition's (shared/rules/ti4.md 0.1); texts in our own words.

use crate::games::ti4::effects::{Ability, Hooks, Origin, Permission, Status, Timing};

/// Every ability of Nekro the registry knows.
pub static ABILITIES: &[Ability] = &[
    Ability::sheet(
        "nekro.galactic_threat",
        "nekro",
        "Galactic Threat",
        Timing::Agenda,
        Status::Partial,
        "Nekro cannot vote: only abstaining is offered and votes are refused; predicting an outcome for a technology is not automated",
    )
    .since(1)
    .with(Hooks {
        permits: Some(Permission::NoVoting),
        ..Hooks::NONE
    }),
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

#[cfg(test)]
mod tests {
    use crate::games::ti4::effects::testkit::{game, logged, play};
    use crate::games::ti4::rules::agenda::{AgendaStep, prompts};
    use crate::games::ti4::state::Phase;

    /// Sheet, Galactic Threat (§35 voting): Nekro cannot vote. Its vote prompt offers only
    /// abstaining and a vote for an outcome is refused; Hacan in the same place may vote.
    #[test]
    fn galactic_threat_allows_only_abstaining() {
        for (faction, mute) in [("nekro", true), ("hacan", false)] {
            let mut s = game([faction, "sol", "letnev"]);
            s.phase = Phase::Agenda(AgendaStep {
                agenda: "fleet_regulations".into(),
                number: 1,
                order: vec![0, 1, 2],
                votes: Vec::new(),
                tied: Vec::new(),
                riders: Vec::new(),
            });
            let p = prompts(&s);
            assert_eq!(p[0].seat, 0);
            let voting = p[0]
                .choices
                .iter()
                .filter(|c| c.notation != "vote abstain")
                .count();
            assert_eq!(voting == 0, mute, "{faction}");
            let r = play(&mut s.clone(), 0, "vote for");
            assert_eq!(r.is_err(), mute, "{faction}: {r:?}");
            if mute {
                assert_eq!(r.unwrap_err().id, "ti4-cannot-vote");
                let r = play(&mut s, 0, "vote abstain").unwrap();
                assert!(logged(&r.log, "ti4-log-abstain"));
            }
        }
    }
}
