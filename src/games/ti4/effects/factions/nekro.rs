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
        Status::Automated,
        "Nekro cannot vote: only abstaining is offered and votes are refused; right after each agenda is revealed Nekro is asked for a prediction (a button per outcome, or decline) until one is made that phase; if it comes true, a button per technology of the players who voted for it (votes above 0), or decline",
    )
    .since(1)
    .with(Hooks {
        permits: Some(Permission::NoVoting),
        predicts_outcome: true,
        ..Hooks::NONE
    }),
    Ability::sheet(
        "nekro.technological_singularity",
        "nekro",
        "Technological Singularity",
        Timing::HitAssignment,
        Status::Automated,
        "asked once per combat after a unit of the opponent is destroyed (not by space cannon; not against a holder of Antivirus): a button per technology of theirs Nekro lacks (`use technological_singularity <tech>`; their faction technologies only with a Valefar Assimilator token), or `use none`, which passes for that combat; gaining is not researching",
    )
    .since(1)
    .with(Hooks {
        takes_tech_in_combat: true,
        ..Hooks::NONE
    }),
    Ability::sheet(
        "nekro.propagation",
        "nekro",
        "Propagation",
        Timing::Cards,
        Status::Automated,
        "Nekro cannot research (refused); the Technology card gives 3 command tokens in place of each research: the primary 3, or 6 for its 6 resources; the secondary 3 for its token and 4 resources (the sheet replaces the research, not its cost: the ability turns each research into 3 tokens, which changes what the resolved ability gives, and its costs are paid to resolve it, §13.8)",
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
        Status::Automated,
        "offered with every technology Technological Singularity or Galactic Threat gives: `use <ability> <faction tech> valefar_assimilator_x` puts the token on that player's faction technology (one with no token; a placed token moves) and Nekro holds its ability in the registry (a copied unit upgrade gives that faction's unit); held from setup without research: the card has no colour and no prerequisite, Propagation forbids Nekro to research, and the assimilator rules (§11.16) only say when its token is placed, so it can never be researched and is in play from the start",
    )
    .since(1)
    .with(Hooks {
        assimilator: true,
        ..Hooks::NONE
    })
    .origin(Origin::Tech),
    Ability::sheet(
        "nekro.valefar_assimilator_y",
        "nekro",
        "Valefar Assimilator Y",
        Timing::Cards,
        Status::Automated,
        "offered with every technology Technological Singularity or Galactic Threat gives: `use <ability> <faction tech> valefar_assimilator_y` puts the token on that player's faction technology (one with no token; a placed token moves) and Nekro holds its ability in the registry (a copied unit upgrade gives that faction's unit); held from setup without research: the card has no colour and no prerequisite, Propagation forbids Nekro to research, and the assimilator rules (§11.16) only say when its token is placed, so it can never be researched and is in play from the start",
    )
    .since(1)
    .with(Hooks {
        assimilator: true,
        ..Hooks::NONE
    })
    .origin(Origin::Tech),
    Ability::sheet(
        "nekro.flagship",
        "nekro",
        "The Alastor",
        Timing::RoundStart,
        Status::Automated,
        "combat 9x2 from the unit data; when a space combat starts in its system, Nekro's ground forces there (in space and on planets) fight as ships until it ends: they roll and take hits; /odds leaves that out",
    )
    .since(1)
    .with(Hooks {
        ground_as_ships: true,
        ..Hooks::NONE
    })
    .origin(Origin::Unit("nekro_flagship")),
];

// fxa (session 7)
use crate::core::msg::Arg;
use crate::core::{LogEntry, Msg, Seat};
use crate::games::WithArg;
use crate::games::ti4::content;
use crate::games::ti4::state::State;

/// The technologies `seat` may gain from `from` through a faction ability (Technological
/// Singularity, Galactic Threat), as (technology, token): a technology of `from` that is not a
/// faction technology and that `seat` does not own (no token), or a faction technology of
/// `from` with no assimilator token on it, for each assimilator token `seat` may place
/// (Valefar Assimilators; a token already placed moves). Gaining is not researching:
/// Propagation does not replace it.
pub fn tech_gains(state: &State, seat: Seat, from: Seat) -> Vec<(String, Option<&'static str>)> {
    let (Some(me), Some(them)) = (state.players.get(seat), state.players.get(from)) else {
        return Vec::new();
    };
    if seat == from {
        return Vec::new();
    }
    let tokened = |t: &str| {
        state
            .players
            .iter()
            .any(|p| p.assimilated.iter().any(|(_, x)| x == t))
    };
    let mut out = Vec::new();
    for t in &them.techs {
        let Some(def) = content::tech(t) else {
            continue;
        };
        if me.techs.contains(t) {
            continue;
        }
        match &def.faction {
            None => out.push((t.clone(), None)),
            Some(f) if *f == them.faction && !tokened(t) => {
                for token in crate::games::ti4::effects::assimilators(state, seat) {
                    out.push((t.clone(), Some(token)));
                }
            }
            Some(_) => {}
        }
    }
    out
}

/// `seat` gains a technology of `from` through the ability `id` (its `use` id):
/// `args` is `<technology>` or `<faction technology> <assimilator token>` (one of
/// [`tech_gains`]).
pub fn gain_from(
    state: &mut State,
    seat: Seat,
    from: Seat,
    id: &str,
    args: &str,
) -> Result<Vec<LogEntry>, Msg> {
    let ability: Arg = crate::games::ti4::rules::techs::tech_name(id);
    let mut words = args.split_whitespace();
    let tech = words.next().unwrap_or("").to_ascii_lowercase();
    let token = words.next().map(|w| w.to_ascii_lowercase());
    let choice = tech_gains(state, seat, from)
        .into_iter()
        .find(|(t, k)| *t == tech && k.map(str::to_string) == token)
        .ok_or_else(|| {
            Msg::new("ti4-fx-gain-tech-help")
                .with("ability", ability.clone())
                .text("id", id)
        })?;
    let Some(def) = content::tech(&choice.0) else {
        return Err(Msg::new("ti4-fx-gain-tech-help")
            .with("ability", ability)
            .text("id", id));
    };
    let who = crate::games::ti4::rules::name(state, seat);
    let them = crate::games::ti4::rules::name(state, from);
    let p = &mut state.players[seat];
    let log = match choice.1 {
        None => {
            p.techs.push(def.id.clone());
            if let Some(old) = &def.replaces {
                p.techs.retain(|x| x != old);
            }
            Msg::new("ti4-fx-log-gain-tech")
                .with("ability", ability.clone())
                .text("player", who)
                .text("other", them)
                .name("tech", def.catalog_id())
        }
        Some(token) => {
            // A token already placed moves: its technology's text leaves with it.
            if let Some(k) = p.assimilated.iter().position(|(t, _)| t == token) {
                let (_, old) = p.assimilated.remove(k);
                p.techs.retain(|x| *x != old);
            }
            p.assimilated.push((token.to_string(), def.id.clone()));
            p.techs.push(def.id.clone());
            Msg::new("ti4-fx-log-assimilate")
                .with("ability", ability.clone())
                .text("player", who)
                .text("other", them)
                .name(
                    "token",
                    content::tech(token).map_or_else(|| token.to_string(), |t| t.catalog_id()),
                )
                .name("tech", def.catalog_id())
        }
    };
    Ok(vec![LogEntry::public(log)])
}

/// The buttons for gaining one of `from`'s technologies (`use <id> …`).
pub fn gain_choices(state: &State, seat: Seat, from: Seat, id: &str) -> Vec<crate::core::Choice> {
    tech_gains(state, seat, from)
        .into_iter()
        .filter_map(|(t, token)| {
            let def = content::tech(&t)?;
            Some(match token {
                None => crate::core::Choice {
                    label: Msg::new("ti4-fx-choice-gain-tech").name("tech", def.catalog_id()),
                    notation: format!("use {id} {t}"),
                },
                Some(k) => crate::core::Choice {
                    label: Msg::new("ti4-fx-choice-assimilate")
                        .name("tech", def.catalog_id())
                        .name(
                            "token",
                            content::tech(k).map_or_else(|| k.to_string(), |x| x.catalog_id()),
                        ),
                    notation: format!("use {id} {t} {k}"),
                },
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use crate::games::ti4::effects::testkit::{game, logged, play};
    use crate::games::ti4::rules::agenda::{AgendaStep, prompts};
    use crate::games::ti4::state::{Phase, State};

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

    /// Sheet, Technological Singularity, and Valefar Assimilator X: after Yin loses a cruiser
    /// in a space combat, Nekro is asked once for that combat; it may take Yin's generic
    /// technology, or put the X token on Impulse Core and then holds that ability. A faction
    /// technology without a token is refused. Hacan in Nekro's place, Nekro under rules 0, or
    /// Yin holding Nekro's Antivirus face up: not asked.
    #[test]
    fn singularity_gains_a_technology_and_valefar_copies_a_faction_one() {
        use crate::core::GameRng;
        use crate::games::ti4::content::UnitKind::{Cruiser, Dreadnought};
        use crate::games::ti4::effects::testkit::{battle, combat_mut};
        use crate::games::ti4::effects::{held_by, sacrifice_tech};
        use crate::games::ti4::rules::combat::continue_after_hits;
        use crate::games::ti4::rules::techs::{Pause, prompts};
        use crate::games::ti4::state::{Casualty, HeldNote};
        let lost = |faction: &str, rules: u32, antivirus: bool| {
            let mut s = battle(faction, &[(Dreadnought, 2)], "yin", &[(Cruiser, 2)]);
            s.rules = rules;
            s.players[1].techs = vec!["sarween_tools".into(), "impulse_core".into()];
            if antivirus {
                s.players[1].play_area.push(HeldNote {
                    note: "antivirus".into(),
                    owner: 0,
                });
            }
            let c = combat_mut(&mut s);
            c.fresh = false;
            c.barrage = false;
            c.ambushed = true;
            c.losses.push(Casualty {
                seat: 1,
                kind: Cruiser,
                count: 1,
            });
            continue_after_hits(&mut s, &mut GameRng::for_step(3, 3));
            s
        };
        let s = lost("nekro", 1, false);
        assert!(matches!(
            s.tech.pause,
            Some(Pause::Singularity { seat: 0, from: 1 })
        ));
        let offered: Vec<String> = prompts(&s)[0]
            .choices
            .iter()
            .map(|c| c.notation.clone())
            .collect();
        for n in [
            "use technological_singularity sarween_tools",
            "use technological_singularity impulse_core valefar_assimilator_x",
            "use technological_singularity impulse_core valefar_assimilator_y",
            "use none",
        ] {
            assert!(offered.iter().any(|o| o == n), "{n}: {offered:?}");
        }
        assert!(
            play(
                &mut s.clone(),
                0,
                "use technological_singularity impulse_core"
            )
            .is_err()
        );
        // A generic technology.
        let mut plain = s.clone();
        let r = play(&mut plain, 0, "use technological_singularity sarween_tools").unwrap();
        assert!(logged(&r.log, "ti4-fx-log-gain-tech"));
        assert!(plain.players[0].techs.iter().any(|t| t == "sarween_tools"));
        assert!(plain.players[0].assimilated.is_empty());
        // The X token on Impulse Core: Nekro holds its ability.
        let mut s = s;
        assert!(sacrifice_tech("nekro", &s.players[0].techs, 1).is_none());
        let r = play(
            &mut s,
            0,
            "use technological_singularity impulse_core valefar_assimilator_x",
        )
        .unwrap();
        assert!(logged(&r.log, "ti4-fx-log-assimilate"));
        assert_eq!(
            s.players[0].assimilated,
            vec![(
                "valefar_assimilator_x".to_string(),
                "impulse_core".to_string()
            )]
        );
        assert_eq!(
            sacrifice_tech("nekro", &s.players[0].techs, 1),
            Some("impulse_core")
        );
        assert!(held_by(&s, 0).iter().any(|a| a.id == "yin.impulse_core"));
        assert!(!matches!(s.tech.pause, Some(Pause::Singularity { .. })));
        for (faction, rules, antivirus) in
            [("hacan", 1, false), ("nekro", 0, false), ("nekro", 1, true)]
        {
            let s = lost(faction, rules, antivirus);
            assert!(
                !matches!(s.tech.pause, Some(Pause::Singularity { .. })),
                "{faction} {rules} {antivirus}"
            );
        }
    }

    /// Sheet, Propagation with the Technology primary's "then you may spend 6 resources to
    /// research 1 more": Nekro may pay 6 resources for 3 more command tokens (6 in all); a
    /// Nekro who cannot pay is not offered it, and a typed 6 without the resources is refused.
    #[test]
    fn propagation_buys_the_primary_second_research() {
        use crate::games::ti4::effects::testkit::turn_of;
        use crate::games::ti4::rules::strategic;
        use crate::games::ti4::state::PlanetCard;
        let start = |rich: bool| {
            let mut s = turn_of(["nekro", "sol", "letnev"], 0);
            if rich {
                s.players[0].planets.push(PlanetCard {
                    planet: "lodor".into(),
                    exhausted: false,
                });
            }
            s.players[0].strategy_cards = vec![7];
            s.players[1].strategy_cards = vec![1];
            s.players[2].strategy_cards = vec![2];
            play(&mut s, 0, "strategic 7").unwrap();
            s
        };
        let mut s = start(true);
        let paid = strategic::prompts(&s)[0]
            .choices
            .iter()
            .find(|c| c.notation.starts_with("primary tokens 2 2 2 pay"))
            .expect("a paid 6-token split")
            .notation
            .clone();
        let before = s.players[0].tokens;
        let r = play(&mut s, 0, &paid).unwrap();
        assert!(logged(&r.log, "ti4-fx-log-propagation-paid"));
        let after = &s.players[0].tokens;
        assert_eq!(after.tactic, before.tactic + 2);
        assert_eq!(after.fleet, before.fleet + 2);
        assert_eq!(after.reinforcements, before.reinforcements - 6);
        assert!(s.players[0].planets.iter().all(|p| p.exhausted));
        let mut poor = start(false);
        assert!(
            !strategic::prompts(&poor)[0]
                .choices
                .iter()
                .any(|c| c.notation.contains("pay"))
        );
        let e = play(&mut poor, 0, "primary tokens 2 2 2").unwrap_err();
        assert_eq!(e.id, "ti4-fx-propagation-cost-second");
    }

    /// Sheet, Galactic Threat's prediction: right after an agenda is revealed Nekro is asked
    /// for an outcome; when "for" wins and Sol voted for it, Nekro is offered Sol's
    /// technologies and gains the one chosen. A wrong prediction gives nothing; Hacan in
    /// Nekro's place, or Nekro under rules 0, is not asked.
    #[test]
    fn galactic_threat_prediction_gains_a_voter_technology() {
        use crate::core::GameRng;
        use crate::games::ti4::rules::agenda::{Vote, begin, resolve};
        use crate::games::ti4::rules::techs::{Pause, prompts};
        let revealed = |faction: &str, rules: u32| {
            let mut s = game([faction, "sol", "letnev"]);
            s.rules = rules;
            s.agenda_deck.retain(|a| a != "fleet_regulations");
            s.agenda_deck.insert(0, "fleet_regulations".into());
            begin(&mut s, &mut GameRng::for_step(2, 2));
            s
        };
        let voted = |s: &mut State, predicted: &str| {
            let r = play(s, 0, &format!("use galactic_threat {predicted}")).unwrap();
            assert!(logged(&r.log, "ti4-fx-log-predict"));
            if let Phase::Agenda(a) = &mut s.phase {
                a.votes = vec![
                    Vote {
                        seat: 1,
                        outcome: Some("for".into()),
                        votes: 3,
                    },
                    Vote {
                        seat: 2,
                        outcome: Some("against".into()),
                        votes: 2,
                    },
                ];
            }
            resolve(s, "for", &mut GameRng::for_step(3, 3));
        };
        let s = revealed("nekro", 1);
        assert!(matches!(s.tech.pause, Some(Pause::Predict { seat: 0 })));
        let offered: Vec<String> = prompts(&s)[0]
            .choices
            .iter()
            .map(|c| c.notation.clone())
            .collect();
        assert!(offered.contains(&"use galactic_threat for".to_string()));
        assert!(offered.contains(&"use galactic_threat against".to_string()));
        let mut right = s.clone();
        voted(&mut right, "for");
        assert!(matches!(
            right.tech.pause,
            Some(Pause::PredictionGain { seat: 0, .. })
        ));
        let gains: Vec<String> = prompts(&right)[0]
            .choices
            .iter()
            .map(|c| c.notation.clone())
            .collect();
        assert!(gains.contains(&"use galactic_threat antimass_deflectors".to_string()));
        let r = play(&mut right, 0, "use galactic_threat antimass_deflectors").unwrap();
        assert!(logged(&r.log, "ti4-fx-log-gain-tech"));
        assert!(
            right.players[0]
                .techs
                .iter()
                .any(|t| t == "antimass_deflectors")
        );
        // The next agenda comes, with no second prediction in this phase.
        assert!(!matches!(right.tech.pause, Some(Pause::Predict { .. })));
        let mut wrong = s;
        voted(&mut wrong, "against");
        assert!(!matches!(
            wrong.tech.pause,
            Some(Pause::PredictionGain { .. })
        ));
        assert!(
            !wrong.players[0]
                .techs
                .iter()
                .any(|t| t == "antimass_deflectors")
        );
        for (faction, rules) in [("hacan", 1), ("nekro", 0)] {
            let s = revealed(faction, rules);
            assert!(
                !matches!(s.tech.pause, Some(Pause::Predict { .. })),
                "{faction}"
            );
        }
    }

    /// Flagship, The Alastor: when a space combat starts in its system, Nekro's infantry on
    /// a planet there fight as ships and may be assigned hits; with a dreadnought in its place,
    /// or under rules 0, they do not fight and a hit on them is refused.
    #[test]
    fn alastor_makes_ground_forces_fight_as_ships() {
        use crate::core::GameRng;
        use crate::games::ti4::content::UnitKind::{Cruiser, Dreadnought, Flagship, Infantry};
        use crate::games::ti4::effects::testkit::{battle, combat_mut, pos};
        use crate::games::ti4::rules::combat::{HitPick, assign, combat_now, roll_round};
        use crate::games::ti4::rules::units;
        let start = |ship: crate::games::ti4::content::UnitKind, rules: u32| {
            let mut s = battle("nekro", &[(ship, 1)], "hacan", &[(Cruiser, 3)]);
            s.rules = rules;
            let i = units::system_index(&s, pos(&s, 19)).unwrap();
            units::add(&mut s.systems[i], 0, Infantry, Some("wellon"), 2);
            roll_round(&mut s, &mut GameRng::for_step(4, 4));
            s.tech.pause = None;
            let c = combat_mut(&mut s);
            c.dice.clear();
            c.roller = None;
            c.announcing = None;
            c.attacker_hits = 2;
            c.defender_hits = 0;
            (s, i)
        };
        let pick = [HitPick {
            kind: Infantry,
            count: 2,
            sustain: false,
        }];
        let (mut s, i) = start(Flagship, 1);
        assert_eq!(combat_now(&s).unwrap().1.ground_as_ships, vec![0]);
        assign(&mut s, 0, Some(&pick), &mut GameRng::for_step(1, 1)).unwrap();
        assert_eq!(units::count(&s.systems[i], 0, Infantry, Some("wellon")), 0);
        assert_eq!(units::count(&s.systems[i], 0, Flagship, None), 1);
        for (ship, rules) in [(Dreadnought, 1), (Flagship, 0)] {
            let (mut s, i) = start(ship, rules);
            assert!(combat_now(&s).unwrap().1.ground_as_ships.is_empty());
            assert!(assign(&mut s, 0, Some(&pick), &mut GameRng::for_step(1, 1)).is_err());
            assert_eq!(units::count(&s.systems[i], 0, Infantry, Some("wellon")), 2);
        }
    }

    /// Sheet, Technological Singularity in a ground combat: after Nekro's hit destroys one of
    /// Yin's infantry, Nekro is asked (once for that combat).
    #[test]
    fn singularity_applies_in_ground_combat() {
        use crate::core::GameRng;
        use crate::games::ti4::content::UnitKind::Infantry;
        use crate::games::ti4::effects::testkit::{battle, pos};
        use crate::games::ti4::rules::action_phase::tactical_mut;
        use crate::games::ti4::rules::combat::{HitPick, assign};
        use crate::games::ti4::rules::techs::Pause;
        use crate::games::ti4::rules::units;
        use crate::games::ti4::state::{Combat, CombatKind, TacticalStep};
        let mut s = battle("nekro", &[], "yin", &[]);
        s.players[1].techs = vec!["sarween_tools".into()];
        let i = units::system_index(&s, pos(&s, 19)).unwrap();
        for owner in [0, 1] {
            units::add(&mut s.systems[i], owner, Infantry, Some("wellon"), 2);
        }
        tactical_mut(&mut s).unwrap().step = TacticalStep::Combat(Combat {
            kind: CombatKind::Ground,
            planet: Some("wellon".into()),
            attacker: 0,
            defender: 1,
            round: 1,
            defender_hits: 1,
            ..Combat::default()
        });
        let pick = [HitPick {
            kind: Infantry,
            count: 1,
            sustain: false,
        }];
        assign(&mut s, 1, Some(&pick), &mut GameRng::for_step(1, 1)).unwrap();
        assert!(matches!(
            s.tech.pause,
            Some(Pause::Singularity { seat: 0, from: 1 })
        ));
        play(&mut s, 0, "use technological_singularity sarween_tools").unwrap();
        assert!(s.players[0].techs.iter().any(|t| t == "sarween_tools"));
    }
}

// fx8
#[cfg(test)]
mod valefar_tests {
    use super::gain_from;
    use crate::games::ti4::effects::testkit::{game, logged};

    /// Faction technology Valefar Assimilator Y (like X): held from setup (Nekro cannot
    /// research), its token goes on a faction technology Nekro gains by an ability; placed
    /// again, the token moves and the first technology's text leaves with it. The X token
    /// stays where it is.
    #[test]
    fn valefar_assimilator_y_copies_and_moves() {
        let mut s = game(["nekro", "yin", "hacan"]);
        s.players[1].techs = vec!["impulse_core".into(), "yin_spinner".into()];
        let log = gain_from(
            &mut s,
            0,
            1,
            "technological_singularity",
            "impulse_core valefar_assimilator_y",
        )
        .unwrap();
        assert!(logged(&log, "ti4-fx-log-assimilate"));
        assert!(s.players[0].techs.iter().any(|t| t == "impulse_core"));
        gain_from(
            &mut s,
            0,
            1,
            "technological_singularity",
            "yin_spinner valefar_assimilator_y",
        )
        .unwrap();
        assert_eq!(
            s.players[0].assimilated,
            vec![(
                "valefar_assimilator_y".to_string(),
                "yin_spinner".to_string()
            )]
        );
        assert!(!s.players[0].techs.iter().any(|t| t == "impulse_core"));
        assert!(s.players[0].techs.iter().any(|t| t == "yin_spinner"));
        // Hacan holds no assimilator: nothing to place.
        let mut h = game(["hacan", "yin", "nekro"]);
        h.players[1].techs = vec!["impulse_core".into()];
        assert!(
            gain_from(
                &mut h,
                0,
                1,
                "technological_singularity",
                "impulse_core valefar_assimilator_y"
            )
            .is_err()
        );
    }
}
