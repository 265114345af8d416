//! Strategic actions (§57) for the eight strategy cards through the pure engine: the primary,
//! the secondaries clockwise from the holder's left with their strategy-token cost, and the card
//! exhausted at the end (§79 Leadership, §40 Diplomacy, §65 Politics, §2 Construction,
//! §17 Trade, §60 Warfare, §12 Technology, §66 Imperial).

use starpost::core::{Game, Tone};
use starpost::games::ti4::Ti4;
use starpost::games::ti4::content::{self, UnitKind};
use starpost::games::ti4::rules::{strategic, units};
use starpost::games::ti4::state::{Phase, State};

use crate::fixtures;
use fixtures::{holding, play};

fn decline_rest(s: &mut State) {
    while let Some(sa) = s.strategic.clone() {
        let Some(sec) = sa.secondary else { break };
        play(s, sec.order[sec.next], "decline").unwrap();
    }
}

#[test]
fn rr_57_secondaries_go_clockwise_from_the_holders_left_and_the_card_is_exhausted_at_the_end() {
    let mut s = holding(5);
    play(&mut s, 0, "strategic 5").unwrap();
    assert!(
        !s.slot(5).unwrap().exhausted,
        "exhausted only when the action is over"
    );
    assert_eq!(
        play(&mut s, 0, "pass").unwrap_err().id,
        "ti4-finish-strategic"
    );
    assert_eq!(
        play(&mut s, 1, "secondary").unwrap_err().id,
        "ti4-not-your-secondary",
        "the primary comes first"
    );
    play(&mut s, 0, "primary").unwrap();
    let order = s
        .strategic
        .as_ref()
        .unwrap()
        .secondary
        .as_ref()
        .unwrap()
        .order
        .clone();
    assert_eq!(order, vec![1, 2]);
    // §57.1: both are asked at once; Hacan answers first, but the answers apply clockwise from
    // the holder's left, so Hacan's waits for Letnev's.
    let prompted: Vec<usize> = Ti4::prompts(&s).iter().map(|p| p.seat).collect();
    assert_eq!(prompted, vec![1, 2]);
    play(&mut s, 2, "decline").unwrap();
    assert!(s.strategic.is_some(), "Letnev has not answered");
    assert_eq!(
        play(&mut s, 2, "secondary").unwrap_err().id,
        "ti4-not-your-secondary",
        "one answer each"
    );
    let tokens = s.players[1].tokens;
    let r = play(&mut s, 1, "secondary").unwrap();
    let ids: Vec<&str> = r.log.iter().map(|l| l.msg.id.as_str()).collect();
    let letnev = ids.iter().position(|i| *i == "ti4-log-secondary").unwrap();
    let hacan = ids.iter().position(|i| *i == "ti4-log-decline").unwrap();
    assert!(letnev < hacan, "applied in order: {ids:?}");
    assert_eq!(
        s.players[1].tokens.strategy,
        tokens.strategy - 1,
        "a secondary costs a strategy token"
    );
    assert!(s.strategic.is_none());
    assert!(s.slot(5).unwrap().exhausted);
    assert!(
        matches!(s.phase, Phase::Action { active: 1, .. }),
        "the turn passes on"
    );
}

#[test]
fn rr_57_1_a_player_without_a_strategy_token_declines_a_paid_secondary() {
    let mut s = holding(5);
    // Letnev (Hacan's Masters of Trade makes this secondary free for Hacan).
    s.players[1].tokens.strategy = 0;
    play(&mut s, 0, "strategic 5").unwrap();
    // Letnev's decline is applied at once (first in order), Hacan's when it answers.
    let p = play(&mut s, 0, "primary").unwrap();
    // The token count is public: Letnev is not asked, and declines.
    let prompted: Vec<usize> = Ti4::prompts(&s).iter().map(|p| p.seat).collect();
    assert_eq!(prompted, vec![2]);
    assert_eq!(
        play(&mut s, 1, "secondary").unwrap_err().id,
        "ti4-not-your-secondary"
    );
    let r = play(&mut s, 2, "decline").unwrap();
    assert_eq!(
        p.log
            .iter()
            .chain(&r.log)
            .filter(|l| l.msg.id == "ti4-log-decline")
            .count(),
        2
    );
    assert!(s.strategic.is_none());
}

#[test]
fn rr_17_trade_three_goods_refill_and_designated_players_are_free_and_must() {
    let mut s = holding(5);
    play(&mut s, 0, "strategic 5").unwrap();
    play(&mut s, 0, "primary hacan").unwrap();
    assert_eq!(s.players[0].trade_goods, 3);
    assert_eq!(s.players[0].commodities, 4, "Sol's commodity value");
    // §17.5: Hacan, designated, resolves it for free and is not asked; Letnev is.
    let prompted: Vec<usize> = Ti4::prompts(&s).iter().map(|p| p.seat).collect();
    assert_eq!(prompted, vec![1]);
    assert_eq!(
        play(&mut s, 2, "decline").unwrap_err().id,
        "ti4-not-your-secondary"
    );
    let letnev = s.players[1].tokens.strategy;
    let hacan = s.players[2].tokens.strategy;
    play(&mut s, 1, "secondary").unwrap();
    assert_eq!(s.players[1].tokens.strategy, letnev - 1);
    assert_eq!(
        s.players[2].tokens.strategy, hacan,
        "free for the designated player"
    );
    assert_eq!(s.players[2].commodities, 6);
    assert!(s.strategic.is_none());
}

#[test]
fn rr_79_leadership_three_tokens_plus_one_per_three_influence_and_a_free_secondary() {
    let mut s = holding(1);
    play(&mut s, 0, "strategic 1").unwrap();
    assert_eq!(
        play(&mut s, 0, "primary 2 2 0").unwrap_err().id,
        "ti4-leadership-count"
    );
    s.players[0].trade_goods = 4;
    let t = s.players[0].tokens;
    // Jord's 2 influence + 4 trade goods = 6 → 2 more tokens.
    play(&mut s, 0, "primary 3 1 1 pay jord tg 4").unwrap();
    let n = s.players[0].tokens;
    assert_eq!(
        (n.tactic, n.fleet, n.strategy),
        (t.tactic + 3, t.fleet + 1, t.strategy + 1)
    );
    assert_eq!(n.reinforcements, t.reinforcements - 5);
    let letnev = s.players[1].tokens;
    play(&mut s, 1, "secondary 0 0 0").unwrap();
    assert_eq!(
        s.players[1].tokens.strategy, letnev.strategy,
        "§79: the secondary costs no token"
    );
}

#[test]
fn rr_40_diplomacy_tokens_for_the_others_and_planets_readied() {
    let mut s = holding(2);
    s.players[0].planets[0].exhausted = true;
    play(&mut s, 0, "strategic 2").unwrap();
    assert_eq!(
        play(&mut s, 0, "primary 18").unwrap_err().id,
        "ti4-diplomacy-system",
        "not Mecatol Rex"
    );
    play(&mut s, 0, "primary 1 ready jord").unwrap();
    let home = s.system_at(s.players[0].home_position).unwrap();
    assert!(home.command_tokens.contains(&1) && home.command_tokens.contains(&2));
    assert!(!home.command_tokens.contains(&0));
    assert!(!s.players[0].planets[0].exhausted);
    decline_rest(&mut s);
}

#[test]
fn rr_65_politics_a_new_speaker_other_than_the_current_one() {
    let mut s = holding(3);
    play(&mut s, 0, "strategic 3").unwrap();
    assert_eq!(
        play(&mut s, 0, "primary speaker sol").unwrap_err().id,
        "ti4-already-speaker"
    );
    let applied = play(&mut s, 0, "primary speaker hacan").unwrap();
    assert_eq!(s.speaker, 2);
    assert_eq!(
        s.players[0].action_cards.len(),
        2,
        "§65: the primary draws 2 action cards"
    );
    // The top 2 agendas, seen by the holder alone, then put back.
    let look = applied
        .log
        .iter()
        .find(|l| l.msg.id == "ti4-log-agenda-look")
        .unwrap();
    assert_eq!(look.visibility, starpost::core::Visibility::Seat(0));
    let top: Vec<String> = s.agenda_deck[..2].to_vec();
    assert_eq!(
        play(&mut s, 0, "primary arrange sideways").unwrap_err().id,
        "ti4-arrange-help"
    );
    assert_eq!(&s.agenda_deck[..2], &top[..], "a refusal changes nothing");
    play(&mut s, 0, "primary arrange first-bottom").unwrap();
    assert_eq!(s.agenda_deck[0], top[1]);
    assert_eq!(s.agenda_deck.last().unwrap(), &top[0]);
    let tokens = s.players[1].tokens.strategy;
    play(&mut s, 1, "secondary").unwrap();
    assert_eq!(s.players[1].action_cards.len(), 2, "the secondary draws 2");
    assert_eq!(s.players[1].tokens.strategy, tokens - 1);
    play(&mut s, 2, "decline").unwrap();
    assert!(s.strategic.is_none());
    assert!(s.slot(3).unwrap().exhausted);
}

#[test]
fn rr_2_construction_structures_and_the_secondary_token_on_the_board() {
    let mut s = holding(4);
    play(&mut s, 0, "strategic 4").unwrap();
    assert_eq!(
        play(&mut s, 0, "primary dock wellon").unwrap_err().id,
        "ti4-pay-not-yours"
    );
    assert_eq!(
        play(&mut s, 0, "primary dock jord").unwrap_err().id,
        "ti4-structure-limit",
        "one dock a planet"
    );
    play(&mut s, 0, "primary pds jord pds jord").unwrap();
    let home = s.players[0].home_position;
    assert_eq!(
        units::count(s.system_at(home).unwrap(), 0, UnitKind::Pds, Some("jord")),
        2
    );
    let letnev_home = s.players[1].home_position;
    play(&mut s, 1, "secondary pds arc_prime").unwrap();
    assert_eq!(
        units::count(
            s.system_at(letnev_home).unwrap(),
            1,
            UnitKind::Pds,
            Some("arc_prime")
        ),
        1
    );
    assert!(
        s.system_at(letnev_home)
            .unwrap()
            .command_tokens
            .contains(&1),
        "the strategy token goes on the board"
    );
    decline_rest(&mut s);
}

#[test]
fn rr_60_warfare_takes_a_token_back_and_redistributes() {
    let mut s = holding(6);
    let i = units::system_index(&s, 9).unwrap();
    s.systems[i].command_tokens.push(0);
    s.players[0].tokens.tactic -= 1;
    play(&mut s, 0, "strategic 6").unwrap();
    assert_eq!(
        play(&mut s, 0, "primary 22 tokens 9 0 0").unwrap_err().id,
        "ti4-tokens-total"
    );
    let t = s.players[0].tokens;
    let total = t.tactic + t.fleet + t.strategy + 1;
    // The fleet pool stays (§83.3: not below the ships on the board); the rest goes to tactic.
    play(
        &mut s,
        0,
        &format!("primary 22 tokens {} {} 0", total - t.fleet, t.fleet),
    )
    .unwrap();
    assert!(s.system_at(9).unwrap().command_tokens.is_empty());
    assert_eq!(s.players[0].tokens.tactic, total - t.fleet);
}

#[test]
fn rr_12_technology_prerequisites_specialties_and_costs() {
    let mut s = holding(7);
    play(&mut s, 0, "strategic 7").unwrap();
    // Sol starts with Neural Motivator and Antimass Deflectors (1 green, 1 blue).
    assert_eq!(
        play(&mut s, 0, "primary war_sun").unwrap_err().id,
        "ti4-cannot-research"
    );
    // Gravity Drive needs 1 blue: met.
    play(&mut s, 0, "primary gravity_drive").unwrap();
    assert!(s.players[0].techs.contains(&"gravity_drive".to_string()));
    // Letnev: the secondary costs a strategy token and 4 resources (Arc Prime 4).
    let arc = s.players[1]
        .planets
        .iter()
        .find(|c| c.planet == "arc_prime")
        .unwrap()
        .clone();
    assert!(!arc.exhausted);
    play(&mut s, 1, "secondary neural_motivator").unwrap();
    assert!(s.players[1].techs.contains(&"neural_motivator".to_string()));
    assert!(
        s.players[1]
            .planets
            .iter()
            .any(|c| c.planet == "arc_prime" && c.exhausted)
    );
    decline_rest(&mut s);
}

#[test]
fn rr_66_imperial_scores_a_public_objective_and_draws_a_secret_without_mecatol() {
    let mut s = holding(8);
    s.objectives.revealed = vec!["lead_from_the_front".into()];
    play(&mut s, 0, "strategic 8").unwrap();
    let t = s.players[0].tokens;
    play(&mut s, 0, "primary lead_from_the_front").unwrap();
    assert_eq!(s.players[0].victory_points, 1);
    let n = s.players[0].tokens;
    assert_eq!(
        (t.tactic + t.strategy) - (n.tactic + n.strategy),
        3,
        "the objective is paid"
    );
    assert_eq!(
        s.players[0].secrets.len(),
        2,
        "no Mecatol Rex: a secret objective is drawn"
    );
    // With Mecatol Rex: +1 VP instead.
    let mut s = holding(8);
    s.control.push(("mecatol_rex".into(), 0));
    play(&mut s, 0, "strategic 8").unwrap();
    play(&mut s, 0, "primary none").unwrap();
    assert_eq!(s.players[0].victory_points, 1);
    assert_eq!(s.players[0].secrets.len(), 1);
    play(&mut s, 1, "secondary").unwrap();
    assert_eq!(
        s.players[1].secrets.len(),
        2,
        "the secondary draws a secret objective"
    );
}

#[test]
fn rr_60_warfare_secondary_produces_at_the_home_space_dock() {
    let mut s = holding(6);
    play(&mut s, 0, "strategic 6").unwrap();
    let t = s.players[0].tokens;
    play(
        &mut s,
        0,
        &format!("primary tokens {} {} {}", t.tactic, t.fleet, t.strategy),
    )
    .unwrap();
    let home = s.players[1].home_position;
    let fighters = units::count(s.system_at(home).unwrap(), 1, UnitKind::Fighter, None);
    let tokens = s.players[1].tokens.strategy;
    play(&mut s, 1, "secondary 2 fighter pay arc_prime").unwrap();
    assert_eq!(
        units::count(s.system_at(home).unwrap(), 1, UnitKind::Fighter, None),
        fighters + 2
    );
    assert_eq!(s.players[1].tokens.strategy, tokens - 1);
    // Arc Prime (4 resources) + 2 = 6: seven fighters are too many.
    play(&mut s, 2, "decline").unwrap();
    assert!(s.strategic.is_none());
}

/// Gives `seat` three ready planets of each technology specialty: skips for every
/// prerequisite (§12), so every technology they don't own becomes researchable.
fn give_skips(s: &mut State, seat: usize) {
    for color in content::TechColor::ALL {
        let planets: Vec<String> = content::content()
            .systems
            .iter()
            .flat_map(|sys| &sys.planets)
            .filter(|p| p.specialty == Some(color))
            .take(3)
            .map(|p| p.id.clone())
            .collect();
        for p in planets {
            fixtures::own(s, seat, &p);
        }
    }
}

/// Issue 16: the Technology primary offers every technology the holder can research, not the
/// first 20 (more than 25 choices are offered as menus by the platform). Its secondary offers
/// every technology the player can pay for, then the decline (shown grey).
#[test]
fn rr_12_technology_offers_every_researchable_technology() {
    let mut s = holding(7);
    give_skips(&mut s, 0);
    play(&mut s, 0, "strategic 7").unwrap();
    let researchable = strategic::researchable(&s, 0);
    assert!(
        researchable.len() > 20,
        "more than the old cut: {}",
        researchable.len()
    );
    let prompt = Ti4::prompts(&s)
        .into_iter()
        .find(|p| p.seat == 0)
        .expect("the primary's prompt");
    let offered: Vec<String> = prompt.choices.iter().map(|c| c.notation.clone()).collect();
    let wanted: Vec<String> = researchable
        .iter()
        .map(|t| format!("primary {} then", t.id))
        .collect();
    assert_eq!(offered, wanted, "every researchable technology, in order");

    // The first technology, then no second (`primary done`).
    play(&mut s, 0, &wanted[0]).unwrap();
    play(&mut s, 0, "primary done").unwrap();
    give_skips(&mut s, 1);
    s.players[1].trade_goods = 20;
    let secondary = Ti4::prompts(&s)
        .into_iter()
        .find(|p| p.seat == 1)
        .expect("Letnev's secondary");
    let research = secondary
        .choices
        .iter()
        .filter(|c| c.notation.starts_with("secondary "))
        .count();
    assert!(research > 20, "every payable technology: {research}");
    let last = secondary.choices.last().unwrap();
    assert_eq!(last.notation, "decline");
    assert_eq!(Ti4::tone(last), Tone::Decline);
    assert!(
        secondary.choices[..research]
            .iter()
            .all(|c| Ti4::tone(c) == Tone::Default),
        "a research is an ordinary choice"
    );
}

/// Strategy cards by buttons (issue 16): every primary and secondary a button-only player meets
/// offers only choices `apply` accepts, named as on the board.
mod by_buttons {
    use super::*;
    use starpost::core::Prompt;
    use starpost::core::msg::Arg;
    use starpost::core::testing::offered_choices_apply;
    use starpost::games::ti4::rules::action_phase;

    fn prompt(s: &State, seat: usize) -> Prompt {
        Ti4::prompts(s)
            .into_iter()
            .find(|p| p.seat == seat)
            .unwrap_or_else(|| panic!("seat {seat} is asked nothing"))
    }

    fn notations(p: &Prompt) -> Vec<String> {
        p.choices.iter().map(|c| c.notation.clone()).collect()
    }

    /// Every choice offered now is accepted (each on a copy).
    fn all_apply(s: &State) -> usize {
        offered_choices_apply::<Ti4>(s, 1, 0, 60, &[]).0
    }

    #[test]
    fn rr_40_diplomacy_primary_a_choice_per_system_then_the_secondary_readies_two_planets() {
        let mut s = holding(2);
        s.players[0].planets[0].exhausted = true;
        play(&mut s, 0, "strategic 2").unwrap();
        let p = prompt(&s, 0);
        assert_eq!(p.id, "p2");
        // Sol controls Jord only: its home system (tile 1), never Mecatol Rex; Jord readied.
        assert_eq!(notations(&p), vec!["primary 1 ready jord"]);
        let label = &p.choices[0].label;
        assert_eq!(label.id, "ti4-choice-diplomacy");
        assert!(format!("{label:?}").contains("jord"), "{label:?}");
        // Named as the activation buttons name it ("1 Jord"), not in a naming of its own.
        let home = s.players[0].home_position;
        assert_eq!(
            label.arg("system"),
            Some(&Arg::msg(action_phase::system_label(&s, home)))
        );
        assert_eq!(all_apply(&s), 1);
        play(&mut s, 0, "primary 1 ready jord").unwrap();
        assert!(!s.players[0].planets[0].exhausted);
        // Letnev's secondary: the pair of exhausted planets, then Decline.
        for c in &mut s.players[1].planets {
            c.exhausted = true;
        }
        let p = prompt(&s, 1);
        let offered = notations(&p);
        assert_eq!(
            offered.len(),
            2,
            "one pair of Letnev's two planets and Decline: {offered:?}"
        );
        assert!(offered[0].starts_with("secondary ready "));
        assert!(all_apply(&s) >= 2);
        let tokens = s.players[1].tokens.strategy;
        play(&mut s, 1, &offered[0]).unwrap();
        assert!(s.players[1].planets.iter().all(|c| !c.exhausted));
        assert_eq!(s.players[1].tokens.strategy, tokens - 1);
    }

    #[test]
    fn rr_2_construction_primary_by_buttons_a_structure_then_an_optional_pds_with_back() {
        let mut s = holding(4);
        play(&mut s, 0, "strategic 4").unwrap();
        // Jord has Sol's space dock already: a PDS only.
        assert_eq!(notations(&prompt(&s, 0)), vec!["primary pds jord then"]);
        all_apply(&s);
        let before = s.clone();
        play(&mut s, 0, "primary pds jord then").unwrap();
        let home = s.players[0].home_position;
        let pds =
            |s: &State| units::count(s.system_at(home).unwrap(), 0, UnitKind::Pds, Some("jord"));
        assert_eq!(pds(&s), 0, "nothing placed before the primary is complete");
        let p = prompt(&s, 0);
        assert_eq!(p.id, "p4-2");
        assert_eq!(
            notations(&p),
            vec!["primary pds jord", "primary done", "primary back"]
        );
        let tones: Vec<Tone> = p.choices.iter().map(Ti4::tone).collect();
        assert_eq!(tones, [Tone::Default, Tone::Decline, Tone::Decline]);
        all_apply(&s);
        play(&mut s, 0, "primary back").unwrap();
        assert_eq!(s, before, "Back: the first choice again");
        play(&mut s, 0, "primary pds jord then").unwrap();
        play(&mut s, 0, "primary pds jord").unwrap();
        assert_eq!(pds(&s), 2, "§2: a PDS, then a second one");
        // Letnev's secondary: a structure on one of its planets, the token on the board.
        let offered = notations(&prompt(&s, 1));
        assert!(
            offered.contains(&"secondary pds arc_prime".to_string()),
            "{offered:?}"
        );
        assert_eq!(offered.last().map(String::as_str), Some("decline"));
        all_apply(&s);
        play(&mut s, 1, "secondary pds arc_prime").unwrap();
        let letnev = s.system_at(s.players[1].home_position).unwrap();
        assert!(letnev.command_tokens.contains(&1));
    }

    #[test]
    fn rr_2_construction_primary_done_places_one_structure() {
        let mut s = holding(4);
        play(&mut s, 0, "strategic 4").unwrap();
        play(&mut s, 0, "primary pds jord then").unwrap();
        play(&mut s, 0, "primary done").unwrap();
        let home = s.system_at(s.players[0].home_position).unwrap();
        assert_eq!(units::count(home, 0, UnitKind::Pds, Some("jord")), 1);
        assert!(s.strategic.as_ref().unwrap().secondary.is_some());
    }

    #[test]
    fn rr_60_warfare_primary_by_buttons_a_system_then_the_tokens_never_below_the_fleet() {
        let mut s = holding(6);
        let i = units::system_index(&s, 9).unwrap();
        s.systems[i].command_tokens.push(0);
        s.players[0].tokens.tactic -= 1;
        // Sol's starting ships at home fill its fleet pool: it may not go lower (§83.3).
        let home = units::system_index(&s, s.players[0].home_position).unwrap();
        play(&mut s, 0, "strategic 6").unwrap();
        let p = prompt(&s, 0);
        assert_eq!(notations(&p), vec!["primary 22 then"]);
        assert_eq!(p.choices[0].label.id, "ti4-choice-warfare-system");
        assert_eq!(
            p.choices[0].label.arg("system"),
            Some(&Arg::msg(action_phase::system_label(&s, 9))),
            "named as the activation buttons name tile 22"
        );
        all_apply(&s);
        play(&mut s, 0, "primary 22 then").unwrap();
        assert!(
            s.system_at(9).unwrap().command_tokens.contains(&0),
            "nothing changes before the tokens are placed"
        );
        let t = s.players[0].tokens;
        let fleet_floor = units::fleet_count(&s, &s.systems[home], 0) as u8;
        assert!(fleet_floor > 0 && t.fleet >= fleet_floor, "{fleet_floor}");
        let p = prompt(&s, 0);
        assert_eq!(p.id, "p6-2");
        let offered = notations(&p);
        // The token taken back goes to tactic first; every split places them all.
        assert_eq!(
            offered[0],
            format!("primary tokens {} {} {}", t.tactic + 1, t.fleet, t.strategy)
        );
        assert_eq!(offered.last().map(String::as_str), Some("primary back"));
        for n in &offered[..offered.len() - 1] {
            let v: Vec<u8> = n.split(' ').skip(2).map(|w| w.parse().unwrap()).collect();
            assert_eq!(v.iter().sum::<u8>(), t.tactic + t.fleet + t.strategy + 1);
            assert!(v[1] >= fleet_floor, "{n}: the fleet pool below the ships");
        }
        all_apply(&s);
        play(&mut s, 0, &offered[0]).unwrap();
        assert!(s.system_at(9).unwrap().command_tokens.is_empty());
        assert_eq!(s.players[0].tokens.tactic, t.tactic + 1);
    }

    #[test]
    fn rr_12_technology_primary_by_buttons_a_second_research_paid_or_none() {
        let mut s = holding(7);
        s.players[0].trade_goods = 6;
        play(&mut s, 0, "strategic 7").unwrap();
        play(&mut s, 0, "primary gravity_drive then").unwrap();
        assert!(!s.players[0].techs.contains(&"gravity_drive".to_string()));
        let p = prompt(&s, 0);
        assert_eq!(p.id, "p7-2");
        let offered = notations(&p);
        assert_eq!(
            offered[offered.len() - 2..],
            ["primary done", "primary back"]
        );
        // Fleet Logistics needs 2 blue: Gravity Drive makes the second (§12: in order).
        let second = offered
            .iter()
            .find(|n| n.starts_with("primary fleet_logistics "))
            .expect("a second technology the first one unlocks");
        assert!(
            second.contains("tg 6") || second.contains("pay "),
            "{second}"
        );
        let label = &p.choices[offered.iter().position(|n| n == second).unwrap()].label;
        assert_eq!(label.id, "ti4-choice-research-second");
        all_apply(&s);
        play(&mut s, 0, second).unwrap();
        let techs = &s.players[0].techs;
        assert!(techs.contains(&"gravity_drive".to_string()));
        assert!(techs.contains(&"fleet_logistics".to_string()));
    }

    #[test]
    fn rr_79_leadership_secondary_offers_only_what_the_influence_buys() {
        let mut s = holding(1);
        play(&mut s, 0, "strategic 1").unwrap();
        play(&mut s, 0, "primary 3 0 0").unwrap();
        // Letnev: Arc Prime (0 influence) and Wren Terra (1): nothing to buy with, only Decline.
        s.players[1].trade_goods = 0;
        assert_eq!(notations(&prompt(&s, 1)), vec!["decline"]);
        // With 3 trade goods: one token, placed in any pool, paid with the goods.
        s.players[1].trade_goods = 3;
        let offered = notations(&prompt(&s, 1));
        assert!(
            offered.contains(&"secondary 1 0 0 pay wren_terra tg 2".to_string())
                || offered.contains(&"secondary 1 0 0 tg 3".to_string()),
            "{offered:?}"
        );
        assert_eq!(
            offered.len(),
            4,
            "three placements of one token, and Decline"
        );
        all_apply(&s);
        // No token left in the reinforcements: nothing to buy.
        s.players[1].tokens.reinforcements = 0;
        assert_eq!(notations(&prompt(&s, 1)), vec!["decline"]);
    }

    /// Presses `seat`'s first offered choice labelled `label` whose notation `pick` accepts, after
    /// checking that every offered choice applies; returns its notation.
    fn press(s: &mut State, seat: usize, label: &str, pick: impl Fn(&str) -> bool) -> String {
        all_apply(s);
        let p = prompt(s, seat);
        let c = p
            .choices
            .iter()
            .find(|c| c.label.id == label && pick(&c.notation))
            .unwrap_or_else(|| panic!("no `{label}` for seat {seat}: {:?}", notations(&p)));
        play(s, seat, &c.notation).unwrap();
        c.notation.clone()
    }

    /// §60 Warfare secondary by buttons: the Production of the home system's space dock, built a
    /// unit at a time and paid like a tactical production (rules/draft.rs), in a private prompt;
    /// a player asked before its turn builds and answers, and its production applies in the
    /// secondaries' order (§57.1), after the player on the holder's left.
    #[test]
    fn rr_60_warfare_secondary_by_buttons_the_units_then_the_payment_in_order() {
        const LETNEV: usize = 1;
        const HACAN: usize = 2;
        let mut s = holding(6);
        play(&mut s, 0, "strategic 6").unwrap();
        // No token of Sol's on the board: only the redistribution, the first as they were.
        press(&mut s, 0, "ti4-choice-token-split", |_| true);
        let home = |s: &State, seat: usize, kind: UnitKind| {
            units::count(
                s.system_at(s.players[seat].home_position).unwrap(),
                seat,
                kind,
                None,
            )
        };
        let (fighters, cruisers) = (
            home(&s, HACAN, UnitKind::Fighter),
            home(&s, LETNEV, UnitKind::Cruiser),
        );
        let tokens = s.players[LETNEV].tokens.strategy;
        // Hacan, asked after Letnev, builds two fighters: privately, Letnev's prompt unchanged.
        let p = prompt(&s, HACAN);
        assert!(p.private, "a production being built stays hidden (§57.1)");
        assert!(notations(&p).contains(&"decline".to_string()));
        press(&mut s, HACAN, "ti4-choice-draft-add", |n| {
            n == "draft +fighter"
        });
        press(&mut s, HACAN, "ti4-choice-draft-add", |n| {
            n == "draft +fighter"
        });
        assert_eq!(prompt(&s, HACAN).ask.id, "ti4-ask-secondary-6-draft");
        assert_eq!(prompt(&s, LETNEV).ask.id, "ti4-ask-secondary-6");
        // The cheapest exact payment by default; the answer waits for Letnev's (§57.1).
        let produced = press(&mut s, HACAN, "ti4-choice-draft-produce", |_| true);
        assert!(produced.starts_with("secondary 2 fighter"), "{produced}");
        assert_eq!(home(&s, HACAN, UnitKind::Fighter), fighters);
        // Letnev: a cruiser, paid by choosing Arc Prime (4 resources for a cost of 2).
        press(&mut s, LETNEV, "ti4-choice-draft-add", |n| {
            n == "draft +cruiser"
        });
        press(&mut s, LETNEV, "ti4-choice-draft-choose-payment", |_| true);
        assert_eq!(prompt(&s, LETNEV).ask.id, "ti4-ask-secondary-6-draft");
        press(&mut s, LETNEV, "ti4-choice-pay-planet", |n| {
            n == "draft pay arc_prime"
        });
        let paid = press(&mut s, LETNEV, "ti4-choice-draft-produce-paid", |_| true);
        assert_eq!(paid, "secondary 1 cruiser pay arc_prime");
        assert_eq!(home(&s, LETNEV, UnitKind::Cruiser), cruisers + 1);
        assert_eq!(s.players[LETNEV].tokens.strategy, tokens - 1, "§57.2");
        assert!(
            s.players[LETNEV]
                .planets
                .iter()
                .any(|c| c.planet == "arc_prime" && c.exhausted)
        );
        // Then Hacan's, and the strategic action is over.
        assert_eq!(home(&s, HACAN, UnitKind::Fighter), fighters + 2);
        assert!(s.strategic.is_none());
    }

    #[test]
    fn rr_37_a_player_is_offered_the_strategic_action_not_pass_while_the_card_is_ready() {
        let s = holding(5);
        let offered = notations(&prompt(&s, 0));
        assert!(offered.contains(&"strategic 5".to_string()), "{offered:?}");
        assert!(!offered.contains(&"pass".to_string()), "{offered:?}");
    }
}
