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
        Status::Partial,
        "Nekro cannot research (refused); the Technology card offers 3 command tokens in place of its research (the secondary still pays its token and 4 resources); the primary's second research for 6 resources is not offered",
    )
    .since(1)
    .with(Hooks {
        permits: Some(Permission::ResearchGivesTokens),
        ..Hooks::NONE
    }),
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

    /// Sheet, Propagation (§11): Nekro cannot research; the Technology primary offers
    /// command-token splits instead and gives 3 tokens; a research typed is refused. Hacan in
    /// the same place researches; under rules 0 Nekro researches as before.
    #[test]
    fn propagation_gains_command_tokens_instead_of_research() {
        use crate::games::ti4::effects::testkit::turn_of;
        use crate::games::ti4::rules::strategic;
        let start = |faction: &str, rules: u32| {
            let mut s = turn_of([faction, "sol", "letnev"], 0);
            s.rules = rules;
            s.players[0].strategy_cards = vec![7];
            s.players[1].strategy_cards = vec![1];
            s.players[2].strategy_cards = vec![2];
            play(&mut s, 0, "strategic 7").unwrap();
            s
        };
        let mut s = start("nekro", 1);
        let p = strategic::prompts(&s);
        assert!(
            p[0].choices
                .iter()
                .any(|c| c.notation == "primary tokens 2 1 0")
        );
        assert!(
            !p[0]
                .choices
                .iter()
                .any(|c| c.notation == "primary gravity_drive")
        );
        let e = play(&mut s.clone(), 0, "primary gravity_drive").unwrap_err();
        assert_eq!(e.id, "ti4-fx-propagation-no-research");
        let before = s.players[0].tokens;
        let r = play(&mut s, 0, "primary tokens 2 1 0").unwrap();
        assert!(logged(&r.log, "ti4-fx-log-propagation"));
        let after = &s.players[0].tokens;
        assert_eq!(after.tactic, before.tactic + 2);
        assert_eq!(after.fleet, before.fleet + 1);
        assert_eq!(after.reinforcements, before.reinforcements - 3);
        assert!(!s.players[0].techs.iter().any(|t| t == "gravity_drive"));
        // A wrong count is refused.
        let mut again = start("nekro", 1);
        assert!(play(&mut again, 0, "primary tokens 1 1 0").is_err());
        for (faction, rules) in [("hacan", 1), ("nekro", 0)] {
            let mut s = start(faction, rules);
            let t = strategic::researchable(&s, 0)[0].id.clone();
            play(&mut s, 0, &format!("primary {t}")).unwrap();
            assert!(s.players[0].techs.contains(&t), "{faction}");
        }
    }

    /// Sheet, Propagation with the secondary: Nekro pays the strategy token and 4 resources
    /// and gains 3 command tokens; the buttons spell out the payment.
    #[test]
    fn propagation_with_the_technology_secondary() {
        use crate::games::ti4::effects::testkit::turn_of;
        use crate::games::ti4::rules::strategic::secondary_choices;
        let mut s = turn_of(["sol", "nekro", "letnev"], 0);
        s.players[0].strategy_cards = vec![7];
        s.players[1].strategy_cards = vec![1];
        s.players[2].strategy_cards = vec![2];
        play(&mut s, 0, "strategic 7").unwrap();
        play(&mut s, 0, "primary none").unwrap();
        let choice = secondary_choices(&s, 1)
            .into_iter()
            .find(|c| c.notation.starts_with("secondary tokens 1 1 1"))
            .expect("a paid split");
        let before = s.players[1].tokens;
        let ready = s.players[1].planets.iter().filter(|p| !p.exhausted).count();
        let r = play(&mut s, 1, &choice.notation).unwrap();
        assert!(logged(&r.log, "ti4-fx-log-propagation-paid"));
        let after = &s.players[1].tokens;
        assert_eq!(after.tactic, before.tactic + 1);
        assert_eq!(after.fleet, before.fleet + 1);
        assert_eq!(after.strategy, before.strategy, "1 spent, 1 gained");
        assert!(s.players[1].planets.iter().filter(|p| !p.exhausted).count() < ready);
    }
}
