//! The status phase (§64), scoring (§16) and victory (§34) through the pure engine
//! (Korean-edition numbers, shared/rules/ti4.md section 0.1).

use starpost::core::Game;
use starpost::core::rules::Visibility;
use starpost::games::ti4::Ti4;
use starpost::games::ti4::content::{self, UnitKind};
use starpost::games::ti4::rules::{status, units};
use starpost::games::ti4::state::{Phase, State, StatusStep};

use crate::fixtures;
use fixtures::{at_agenda, at_status, play};

/// Gives `seat` control of planets (cards ready).
fn give(s: &mut State, seat: usize, planets: &[&str]) {
    for p in planets {
        s.control.retain(|(q, _)| q != p);
        s.control.push((p.to_string(), seat));
        s.players[seat]
            .planets
            .push(starpost::games::ti4::state::PlanetCard {
                planet: p.to_string(),
                exhausted: false,
            });
    }
}

fn reveal(s: &mut State, id: &str) {
    s.objectives.revealed = vec![id.to_string()];
}

#[test]
fn rr_64_1_scoring_goes_in_initiative_order_one_public_at_most() {
    let mut s = at_status();
    reveal(&mut s, "expand_borders");
    s.objectives.revealed.push("found_research_outposts".into());
    // Six non-home planets, three of them with a technology specialty.
    give(
        &mut s,
        0,
        &["wellon", "thibah", "tarmann", "lodor", "quann", "saudor"],
    );
    assert_eq!(status::condition(&s, 0, "expand_borders"), Some(true));
    assert_eq!(
        status::condition(&s, 0, "found_research_outposts"),
        Some(true)
    );
    play(&mut s, 0, "score expand_borders").unwrap();
    assert_eq!(s.players[0].victory_points, 1);
    assert_eq!(
        play(&mut s, 0, "score found_research_outposts")
            .unwrap_err()
            .id,
        "ti4-one-per-kind",
        "§16.6"
    );
    play(&mut s, 0, "score done").unwrap();
    // Letnev does not meet it.
    assert_eq!(
        play(&mut s, 1, "score expand_borders").unwrap_err().id,
        "ti4-condition-not-met"
    );
}

const SIX: [&str; 6] = ["wellon", "thibah", "tarmann", "lodor", "quann", "saudor"];

/// §64.1 (initiative order, 10 VP can end the game mid-step): everyone chooses at once, a later
/// player's choice is hidden until its turn and applies then, in initiative order.
#[test]
fn rr_64_1_everyone_chooses_at_once_and_scores_apply_in_initiative_order() {
    use starpost::core::rules::Viewer;
    let mut s = at_status();
    reveal(&mut s, "expand_borders");
    let order = s.initiative_order.clone();
    let (first, second, last) = (order[0], order[1], order[2]);
    give(&mut s, last, &SIX);
    // Everyone is asked at once.
    let asked: Vec<usize> = Ti4::prompts(&s).iter().map(|p| p.seat).collect();
    for seat in &order {
        assert!(asked.contains(seat), "{seat} is asked now: {asked:?}");
    }
    // The last player chooses before its turn: kept, told privately, nothing public.
    let a = play(&mut s, last, "score expand_borders").unwrap();
    assert!(
        a.log.iter().all(|l| l.visibility == Visibility::Seat(last)),
        "{:?}",
        a.log
    );
    assert_eq!(s.players[last].victory_points, 0, "applies in its turn");
    play(&mut s, last, "score done").unwrap();
    assert_eq!(
        play(&mut s, last, "score done").unwrap_err().id,
        "ti4-score-finished"
    );
    assert!(Ti4::prompts(&s).iter().all(|p| p.seat != last));
    // Nobody else can see the choice, and the hidden digest covers it.
    for viewer in [Viewer::Seat(first), Viewer::Spectator] {
        let v = Ti4::view(&s, viewer);
        assert!(
            matches!(&v.phase, Phase::Status(StatusStep::Scoring { early, .. }) if early.is_empty()),
            "{:?}",
            v.phase
        );
    }
    // The others finish in order; then the last player's choice applies, publicly.
    play(&mut s, first, "score done").unwrap();
    assert_eq!(s.players[last].victory_points, 0);
    let a = play(&mut s, second, "score done").unwrap();
    assert_eq!(s.players[last].victory_points, 1);
    assert!(
        a.log
            .iter()
            .any(|l| l.visibility == Visibility::Public && l.msg.id == "ti4-log-score"),
        "{:?}",
        a.log
    );
    assert!(
        matches!(s.phase, Phase::Status(StatusStep::Tokens { .. })),
        "{:?}",
        s.phase
    );
    // A player already done cannot choose again.
    let mut s = at_status();
    play(&mut s, first, "score done").unwrap();
    assert_eq!(
        play(&mut s, first, "score done").unwrap_err().id,
        "ti4-score-finished"
    );
}

/// §64.1: an early choice is checked again when it applies; one that no longer holds is dropped
/// (with the player's later choices), the player is told privately and asked again.
#[test]
fn rr_64_1_an_early_choice_that_no_longer_holds_is_asked_again() {
    let mut s = at_status();
    reveal(&mut s, "expand_borders");
    let order = s.initiative_order.clone();
    let (first, second, last) = (order[0], order[1], order[2]);
    give(&mut s, second, &SIX);
    // A choice that does not hold now is refused at once.
    assert_eq!(
        play(&mut s, last, "score expand_borders").unwrap_err().id,
        "ti4-condition-not-met"
    );
    play(&mut s, second, "score expand_borders").unwrap();
    play(&mut s, second, "score done").unwrap();
    // Before its turn, the second player loses two of the planets.
    s.control.retain(|(p, _)| p != "wellon" && p != "thibah");
    s.players[second]
        .planets
        .retain(|c| c.planet != "wellon" && c.planet != "thibah");
    let a = play(&mut s, first, "score done").unwrap();
    assert_eq!(s.players[second].victory_points, 0);
    assert!(
        a.log
            .iter()
            .any(|l| l.visibility == Visibility::Seat(second)
                && l.msg.id == "ti4-log-score-early-failed"),
        "{:?}",
        a.log
    );
    // It is the second player's turn again, with their prompt.
    assert!(Ti4::prompts(&s).iter().any(|p| p.seat == second));
    play(&mut s, second, "score done").unwrap();
    play(&mut s, last, "score done").unwrap();
    assert!(matches!(s.phase, Phase::Status(StatusStep::Tokens { .. })));
}

/// §64.1 with §34: a player reaching the target wins at once; choices given early by later
/// players never apply.
#[test]
fn rr_64_1_a_win_mid_step_leaves_later_choices_unapplied() {
    let mut s = at_status();
    reveal(&mut s, "expand_borders");
    let order = s.initiative_order.clone();
    let (first, last) = (order[0], order[2]);
    give(&mut s, first, &SIX);
    give(
        &mut s,
        last,
        &[
            "mehar_xull",
            "zohbat",
            "lazar",
            "sakulag",
            "bereg",
            "lirta_iv",
        ],
    );
    s.players[first].victory_points = 9;
    s.players[last].victory_points = 9;
    play(&mut s, last, "score expand_borders").unwrap();
    play(&mut s, last, "score done").unwrap();
    play(&mut s, first, "score expand_borders").unwrap();
    assert_eq!(s.phase, Phase::Over { winner: first });
    assert_eq!(s.players[last].victory_points, 9, "never applied");
}

#[test]
fn rr_16_16_public_objectives_need_the_whole_home_system() {
    let mut s = at_status();
    reveal(&mut s, "expand_borders");
    give(
        &mut s,
        0,
        &["wellon", "thibah", "tarmann", "lodor", "quann", "saudor"],
    );
    // Letnev takes Jord, Sol's home planet.
    s.control.retain(|(p, _)| p != "jord");
    s.control.push(("jord".into(), 1));
    assert_eq!(
        play(&mut s, 0, "score expand_borders").unwrap_err().id,
        "ti4-needs-home"
    );
}

#[test]
fn rr_16_spend_objectives_are_paid_when_scored() {
    let mut s = at_status();
    reveal(&mut s, "erect_a_monument");
    // Jord gives 4 resources; with 4 trade goods Sol can spend 8.
    assert_eq!(status::condition(&s, 0, "erect_a_monument"), Some(false));
    s.players[0].trade_goods = 4;
    assert_eq!(status::condition(&s, 0, "erect_a_monument"), Some(true));
    play(&mut s, 0, "score erect_a_monument").unwrap();
    assert_eq!(s.players[0].trade_goods, 0);
    assert!(
        s.players[0]
            .planets
            .iter()
            .find(|c| c.planet == "jord")
            .unwrap()
            .exhausted
    );
    // Tokens: lead from the front costs 3 from the tactic and strategy pools.
    let mut s = at_status();
    reveal(&mut s, "lead_from_the_front");
    let before = s.players[0].tokens;
    play(&mut s, 0, "score lead_from_the_front").unwrap();
    let after = s.players[0].tokens;
    assert_eq!(
        (before.tactic + before.strategy) - (after.tactic + after.strategy),
        3
    );
    assert_eq!(after.reinforcements, before.reinforcements + 3);
}

#[test]
fn rr_16_objective_conditions_are_checked_from_the_board() {
    let mut s = at_status();
    // (objective, condition before, condition after a change)
    assert_eq!(
        status::condition(&s, 0, "gather_a_mighty_fleet"),
        Some(false)
    );
    let i = units::system_index(&s, 0).unwrap();
    units::add(&mut s.systems[i], 0, UnitKind::Dreadnought, None, 5);
    assert_eq!(
        status::condition(&s, 0, "gather_a_mighty_fleet"),
        Some(true)
    );
    assert_eq!(
        status::condition(&s, 0, "occupy_the_seat_of_the_empire"),
        Some(false)
    );
    give(&mut s, 0, &["mecatol_rex"]);
    assert_eq!(
        status::condition(&s, 0, "occupy_the_seat_of_the_empire"),
        Some(true)
    );
    assert_eq!(status::condition(&s, 0, "intimidate_council"), Some(false));
    let j = units::system_index(&s, 1).unwrap();
    let k = units::system_index(&s, 2).unwrap();
    units::add(&mut s.systems[j], 0, UnitKind::Cruiser, None, 1);
    assert_eq!(status::condition(&s, 0, "intimidate_council"), Some(false));
    units::add(&mut s.systems[k], 0, UnitKind::Cruiser, None, 1);
    assert_eq!(status::condition(&s, 0, "intimidate_council"), Some(true));
    assert_eq!(status::condition(&s, 0, "develop_weaponry"), Some(false));
    s.players[0]
        .techs
        .extend(["carrier_ii".to_string(), "cruiser_ii".to_string()]);
    assert_eq!(status::condition(&s, 0, "develop_weaponry"), Some(true));
    // Action-phase objectives are not status-phase conditions.
    assert_eq!(
        status::condition(&s, 0, "destroy_their_greatest_ship"),
        None
    );
    // Every status-phase objective has a checkable condition (§16.4); action-phase ones are
    // events, tracked in tests/ti4/ti4_objectives.rs.
    for o in content::content()
        .public_objectives
        .iter()
        .chain(&content::content().secret_objectives)
    {
        let checkable = status::condition(&s, 0, &o.id).is_some();
        let status_phase = o.scored_in == content::ScoringPhase::Status;
        assert_eq!(checkable, status_phase, "{}", o.id);
    }
}

#[test]
fn rr_64_2_to_8_reveal_tokens_ready_repair_return_next_round() {
    let mut s = at_status();
    let revealed = s.objectives.revealed.len();
    let i = units::system_index(&s, 1).unwrap();
    s.systems[i].command_tokens.push(0);
    s.activated.push((1, 0));
    s.happened.push(starpost::games::ti4::state::Happening {
        position: 1,
        active: 0,
        what: starpost::games::ti4::state::Happened::MovedIn { seat: 0 },
    });
    s.systems[i]
        .units
        .push(starpost::games::ti4::state::UnitGroup {
            owner: 0,
            kind: UnitKind::Dreadnought,
            count: 1,
            planet: None,
            damaged: 1,
        });
    s.players[0].planets[0].exhausted = true;
    for seat in [0, 1, 2] {
        play(&mut s, seat, "score done").unwrap();
    }
    assert_eq!(
        s.objectives.revealed.len(),
        revealed + 1,
        "§64.2 a new stage I objective"
    );
    assert!(
        s.systems.iter().all(|x| x.command_tokens.is_empty()),
        "§64.4"
    );
    // With the tokens goes the round's record of who activated what (the focus key's note).
    assert!(s.activated.is_empty(), "{:?}", s.activated);
    // And the record of what happened there (who moved in, won, retreated).
    assert!(s.happened.is_empty(), "{:?}", s.happened);
    assert!(matches!(s.phase, Phase::Status(StatusStep::Tokens { .. })));
    let t = s.players[0].tokens;
    // Sol gains 2 tokens, plus 1 for Versatile.
    let gain = starpost::games::ti4::rules::status::tokens_gained(&s, 0);
    assert_eq!(gain, 3);
    assert_eq!(
        play(&mut s, 0, "tokens 9 9 9").unwrap_err().id,
        "ti4-tokens-total"
    );
    play(
        &mut s,
        0,
        &format!("tokens {} {} {}", t.tactic + gain, t.fleet, t.strategy),
    )
    .unwrap();
    assert_eq!(
        play(&mut s, 0, "tokens 1 1 1").unwrap_err().id,
        "ti4-tokens-done"
    );
    assert_eq!(
        s.players[0].tokens.reinforcements,
        t.reinforcements - gain,
        "§64.5 from reinforcements"
    );
    let t1 = s.players[1].tokens;
    play(
        &mut s,
        1,
        &format!("tokens {} {} {}", t1.tactic, t1.fleet + 1, t1.strategy + 1),
    )
    .unwrap();
    let t2 = s.players[2].tokens;
    play(
        &mut s,
        2,
        &format!("tokens {} {} {}", t2.tactic + 1, t2.fleet + 1, t2.strategy),
    )
    .unwrap();
    assert_eq!(s.round, 2);
    assert!(
        matches!(s.phase, Phase::Strategy { .. }),
        "§64.8 then a new round"
    );
    assert!(s.players[0].planets.iter().all(|c| !c.exhausted), "§64.6");
    assert!(
        s.systems
            .iter()
            .flat_map(|x| &x.units)
            .all(|u| u.damaged == 0),
        "§64.7"
    );
    assert!(
        s.strategy_cards
            .iter()
            .all(|c| c.holder.is_none() && !c.exhausted),
        "§64.8"
    );
}

#[test]
fn rr_34_reaching_the_target_wins_at_once() {
    let mut s = at_status();
    reveal(&mut s, "expand_borders");
    give(
        &mut s,
        0,
        &["wellon", "thibah", "tarmann", "lodor", "quann", "saudor"],
    );
    s.players[0].victory_points = 9;
    play(&mut s, 0, "score expand_borders").unwrap();
    assert_eq!(s.phase, Phase::Over { winner: 0 });
    assert!(Ti4::is_over(&s));
    assert_eq!(
        play(&mut s, 1, "score done").unwrap_err().id,
        "ti4-game-over"
    );
}

#[test]
fn rr_16_15_no_objective_left_ends_the_game_with_the_most_points() {
    let mut s = at_status();
    s.objectives.stage1_hidden.clear();
    s.objectives.stage2_hidden.clear();
    s.players[1].victory_points = 3;
    for seat in [0, 1, 2] {
        play(&mut s, seat, "score done").unwrap();
    }
    assert_eq!(s.phase, Phase::Over { winner: 1 });
}

fn put_agenda(s: &mut State, id: &str) {
    if let Phase::Agenda(a) = &mut s.phase {
        a.agenda = id.to_string();
    }
}

#[test]
fn rr_35_2_voting_order_ends_with_the_speaker_and_votes_exhaust_planets() {
    let mut s = at_agenda();
    // Politics (hacan) may have moved the speaker: read it.
    let speaker = s.speaker;
    let order: Vec<usize> = (1..=3).map(|i| (speaker + i) % 3).collect();
    assert_eq!(*order.last().unwrap(), speaker);
    put_agenda(&mut s, "anti_intellectual_revolution");
    let first = order[0];
    assert_eq!(
        play(&mut s, speaker, "vote for").unwrap_err().id,
        "not-your-turn"
    );
    assert_eq!(
        play(&mut s, first, "vote maybe").unwrap_err().id,
        "ti4-bad-outcome"
    );
    play(&mut s, first, "vote for").unwrap();
    assert!(
        s.players[first].planets.iter().all(|c| c.exhausted),
        "all ready planets vote (§35.6)"
    );
    play(&mut s, order[1], "vote abstain").unwrap();
    play(&mut s, order[2], "vote against").unwrap();
    // Nobody bribes after the speaker's vote; the for/against result is the larger influence;
    // the next agenda comes up.
    fixtures::pass_windows(&mut s);
    let Phase::Agenda(a) = &s.phase else {
        panic!("{:?}", s.phase)
    };
    assert_eq!(a.number, 2);
}

#[test]
fn rr_35_19_ties_are_the_speakers_choice_and_laws_stay_in_play() {
    let mut s = at_agenda();
    put_agenda(&mut s, "anti_intellectual_revolution");
    let speaker = s.speaker;
    let order: Vec<usize> = (1..=3).map(|i| (speaker + i) % 3).collect();
    for seat in &order {
        play(&mut s, *seat, "vote abstain").unwrap();
    }
    // Nobody voted: the speaker decides.
    assert_eq!(
        play(&mut s, order[0], "decide for").unwrap_err().id,
        "ti4-not-speaker-choice"
    );
    play(&mut s, speaker, "decide for").unwrap();
    assert_eq!(s.laws.len(), 1, "§36: a law that passes stays in play");
    assert_eq!(s.laws[0].agenda, "anti_intellectual_revolution");
    // The second agenda: its reveal window, everyone abstains, the speaker decides, then the
    // round ends.
    fixtures::pass_windows(&mut s);
    let Phase::Agenda(a) = s.phase.clone() else {
        panic!()
    };
    for seat in &order {
        play(&mut s, *seat, "vote abstain").unwrap();
    }
    let options = starpost::games::ti4::rules::agenda::outcomes(&s, &a.agenda);
    if let Some((id, _)) = options.first() {
        play(&mut s, speaker, &format!("decide {id}")).unwrap();
    }
    fixtures::pass_windows(&mut s);
    assert_eq!(s.round, 2);
    assert!(matches!(s.phase, Phase::Strategy { .. }));
    assert!(
        s.players
            .iter()
            .all(|p| p.planets.iter().all(|c| !c.exhausted)),
        "§35.4 planets readied"
    );
}

#[test]
fn rr_64_3_each_player_draws_an_action_card_and_the_hand_stays_secret() {
    let mut s = at_status();
    let deck = s.action_deck.len();
    for seat in [0, 1, 2] {
        play(&mut s, seat, "score done").unwrap();
    }
    // Sol starts with Neural Motivator: 2 cards instead of 1.
    assert_eq!(s.action_deck.len(), deck - 4);
    // Hacan's Politics (in at_status) drew 2 more earlier.
    assert!(s.players.iter().all(|p| !p.action_cards.is_empty()));
    use starpost::core::rules::Viewer;
    let public = serde_json::to_string(&Ti4::view(&s, Viewer::Spectator)).unwrap();
    let mine = serde_json::to_string(&Ti4::view(&s, Viewer::Seat(0))).unwrap();
    for (seat, p) in s.players.iter().enumerate() {
        for card in &p.action_cards {
            assert!(
                !public.contains(&format!("\"{card}\"")),
                "a hand is secret (§38)"
            );
            if seat == 0 {
                assert!(mine.contains(card.as_str()));
            }
        }
    }
}

#[test]
fn rr_38_4_hand_limit_of_seven_discards_privately() {
    let mut s = at_status();
    let cards: Vec<String> = s.action_deck.drain(..9).collect();
    s.players[1].action_cards = cards.clone();
    let p = Ti4::prompts(&s);
    let discard = p
        .iter()
        .find(|p| p.seat == 1 && p.private && p.id == "discard")
        .expect("a private discard prompt");
    assert!(
        discard
            .choices
            .iter()
            .all(|c| c.notation.starts_with("discard "))
    );
    play(&mut s, 1, &format!("discard {}", cards[0])).unwrap();
    play(&mut s, 1, &format!("discard {}", cards[1])).unwrap();
    assert_eq!(s.players[1].action_cards.len(), 7);
    assert_eq!(s.action_discard.len(), 2, "discarded face up");
    assert_eq!(
        play(&mut s, 1, &format!("discard {}", cards[2]))
            .unwrap_err()
            .id,
        "ti4-not-over-limit"
    );
}

#[test]
fn hyper_metabolism_gains_three_tokens_in_the_status_phase() {
    let mut s = at_status();
    s.players[1].techs.push("hyper_metabolism".into());
    for seat in [0, 1, 2] {
        play(&mut s, seat, "score done").unwrap();
    }
    let t = s.players[1].tokens;
    assert_eq!(
        play(
            &mut s,
            1,
            &format!("tokens {} {} {}", t.tactic + 2, t.fleet, t.strategy)
        )
        .unwrap_err()
        .id,
        "ti4-tokens-total"
    );
    play(
        &mut s,
        1,
        &format!("tokens {} {} {}", t.tactic + 3, t.fleet, t.strategy),
    )
    .unwrap();
}

/// StatusPhase §64 KO: the board's title names the status phase's step — step 1 scoring
/// objectives, step 5 gaining and redistributing command tokens — as setup and the agenda
/// phase name theirs, in every language.
#[test]
fn rr_64_the_boards_title_names_the_status_step() {
    use starpost::core::Msg;
    use starpost::core::msg::Translate;
    use starpost::core::rules::Viewer;
    use starpost::games::ti4::scene::scene;
    use starpost::i18n::Tr;
    let title = |s: &State, lang: &str| {
        scene(
            &Ti4::view(s, Viewer::Spectator),
            &Tr::for_locale(Some(lang)),
        )
        .title
    };
    let step = |lang: &str, step: &str| {
        Tr::for_locale(Some(lang)).tr(&Msg::new("ti4-phase-status-step").text("step", step))
    };
    let mut s = at_status();
    assert!(matches!(s.phase, Phase::Status(StatusStep::Scoring { .. })));
    for lang in ["en", "ko", "ja"] {
        assert!(title(&s, lang).ends_with(&step(lang, "scoring")), "{lang}");
        assert_ne!(step(lang, "scoring"), step(lang, "tokens"), "{lang}");
    }
    assert!(
        title(&s, "en").ends_with("Status phase: scoring objectives"),
        "{}",
        title(&s, "en")
    );
    for _ in 0..3 {
        for seat in 0..3 {
            let _ = play(&mut s, seat, "score done");
        }
    }
    assert!(matches!(s.phase, Phase::Status(StatusStep::Tokens { .. })));
    for lang in ["en", "ko", "ja"] {
        assert!(title(&s, lang).ends_with(&step(lang, "tokens")), "{lang}");
    }
    assert!(
        title(&s, "en").ends_with("Status phase: gaining and redistributing command tokens"),
        "{}",
        title(&s, "en")
    );
}
