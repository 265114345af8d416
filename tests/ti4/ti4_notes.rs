//! Promissory notes played through the engine (§67): each automated note's effect and its
//! return to the owner (§67.4), play-area notes going back on activation, Trade Agreement on
//! replenishment, refusals, and every note of the data automated or listed in FEATURES.md.

use starpost::games::ti4::content::{self, UnitKind};
use starpost::games::ti4::rules::{notes, production, units};
use starpost::games::ti4::state::{Phase, State};

use crate::fixtures;
use fixtures::{action_phase, give_note, idx, play, put, refused};

const SOL: usize = 0;
const LETNEV: usize = 1;
const HACAN: usize = 2;

fn holds(s: &State, seat: usize, note: &str, owner: usize) -> bool {
    s.players[seat]
        .notes
        .iter()
        .any(|h| h.note == note && h.owner == owner)
}

#[test]
fn rr_67_ceasefire_stops_the_owner_moving_in_and_goes_back() {
    let mut s = action_phase();
    give_note(&mut s, "ceasefire", SOL, LETNEV);
    put(&mut s, 19, LETNEV, UnitKind::Destroyer, 1, None);
    assert_eq!(
        refused(&mut s, LETNEV, "note ceasefire sol"),
        "ti4-note-not-now"
    );
    play(&mut s, SOL, "activate 19").unwrap();
    // Hacan doesn't hold it.
    assert_eq!(
        refused(&mut s, HACAN, "note ceasefire sol"),
        "ti4-note-not-held"
    );
    play(&mut s, LETNEV, "note ceasefire sol").unwrap();
    assert!(holds(&s, SOL, "ceasefire", SOL), "§67.4: back to its owner");
    assert_eq!(refused(&mut s, SOL, "move 1: 1 carrier"), "ti4-ceasefire");
    play(&mut s, SOL, "move none").unwrap();
}

#[test]
fn rr_67_political_secret_bars_the_owner_from_voting() {
    // Played in the agenda's reveal window (§35.2), before the votes.
    let mut s = fixtures::at_agenda_window();
    give_note(&mut s, "political_secret", HACAN, SOL);
    play(&mut s, SOL, "note political_secret hacan").unwrap();
    // Applied in the window's order (§13.18: the speaker first): the others answer.
    fixtures::pass_windows(&mut s);
    assert!(holds(&s, HACAN, "political_secret", HACAN));
    let Phase::Agenda(step) = &s.phase else {
        panic!("agenda phase")
    };
    assert!(!step.order.is_empty());
    // Hacan is skipped or refused when voting.
    let prompts = starpost::games::ti4::rules::prompts(&s);
    assert!(prompts.iter().all(|p| p.seat != HACAN), "{prompts:?}");
    assert!(!step.order.contains(&HACAN));
    // Only this agenda: Hacan votes on the next one.
    let number = step.number;
    for _ in 0..10 {
        let Phase::Agenda(step) = &s.phase else { break };
        if step.number != number {
            break;
        }
        let Some(seat) = step.order.get(step.votes.len()).copied() else {
            break;
        };
        play(&mut s, seat, "vote abstain").unwrap();
        fixtures::pass_windows(&mut s);
        while let Some(p) = starpost::games::ti4::rules::prompts(&s)
            .into_iter()
            .find(|p| p.choices.iter().any(|c| c.notation.starts_with("decide")))
        {
            let c = p.choices[0].notation.clone();
            play(&mut s, p.seat, &c).unwrap();
            fixtures::pass_windows(&mut s);
        }
    }
    let Phase::Agenda(step) = &s.phase else {
        panic!("still the agenda phase: {:?}", s.phase)
    };
    assert_ne!(step.number, number, "the next agenda");
    assert!(
        step.order.contains(&HACAN),
        "Hacan votes on the next agenda"
    );
}

#[test]
fn rr_67_play_area_notes_and_their_return_on_activation() {
    let mut s = action_phase();
    // Trade Convoys: Sol may trade with a player who is not a neighbour.
    give_note(&mut s, "trade_convoys", HACAN, SOL);
    s.players[SOL].trade_goods = 2;
    play(&mut s, SOL, "note trade_convoys hacan").unwrap();
    assert!(notes::in_play_area(&s, SOL, "trade_convoys", HACAN));
    assert_eq!(
        s.phase,
        Phase::Action {
            active: LETNEV,
            tactical: None
        },
        "§8: a component action is the turn"
    );
    s.phase = Phase::Action {
        active: SOL,
        tactical: None,
    };
    play(&mut s, SOL, "offer letnev give tg 1 get tg 0").unwrap();
    play(&mut s, LETNEV, "accept").unwrap();
    // Activating a system with Hacan's units gives it back.
    put(&mut s, 19, HACAN, UnitKind::Destroyer, 1, None);
    play(&mut s, SOL, "activate 19").unwrap();
    assert!(!notes::in_play_area(&s, SOL, "trade_convoys", HACAN));
    assert!(holds(&s, HACAN, "trade_convoys", HACAN));
}

#[test]
fn rr_67_stymie_blocks_the_owners_production_near_the_holders_units() {
    let mut s = action_phase();
    give_note(&mut s, "stymie", LETNEV, SOL);
    s.players[LETNEV].faction = "arborec".into();
    play(&mut s, SOL, "note stymie letnev").unwrap();
    assert!(notes::in_play_area(&s, SOL, "stymie", LETNEV));
    // Letnev's space dock on Wellon (tile 19); Sol's destroyer in tile 20, next door.
    s.control.push(("wellon".into(), LETNEV));
    put(&mut s, 19, LETNEV, UnitKind::SpaceDock, 1, Some("wellon"));
    put(&mut s, 20, SOL, UnitKind::Destroyer, 1, None);
    s.players[LETNEV].trade_goods = 5;
    let order = production::Order {
        units: vec![(UnitKind::Fighter, 1)],
        planets: Vec::new(),
        trade_goods: 1,
    };
    let i = idx(&s, 19);
    let err = production::build(&mut s.clone(), LETNEV, i, &order, 10, Some("wellon"))
        .expect_err("stymied");
    assert_eq!(err.id, "ti4-stymied");
    // Without Sol's units in or next to the system, Letnev produces there.
    let j = idx(&s, 20);
    s.systems[j].units.retain(|u| u.owner != SOL);
    production::build(&mut s, LETNEV, i, &order, 10, Some("wellon")).expect("not stymied");
}

#[test]
fn rr_67_fires_of_the_gashlai_military_support_and_cybernetic_enhancements() {
    // Fires of the Gashlai: the owner loses a fleet token, the holder gains the war sun.
    let mut s = action_phase();
    give_note(&mut s, "fires_of_the_gashlai", HACAN, SOL);
    let fleet = s.players[HACAN].tokens.fleet;
    play(&mut s, SOL, "note fires_of_the_gashlai hacan").unwrap();
    assert_eq!(s.players[HACAN].tokens.fleet, fleet - 1);
    assert!(s.players[SOL].techs.iter().any(|t| t == "war_sun"));
    assert!(holds(&s, HACAN, "fires_of_the_gashlai", HACAN));

    // Military Support: at the start of its owner's turn (Sol), the holder places 2 infantry.
    let mut s = action_phase();
    give_note(&mut s, "military_support", SOL, LETNEV);
    let strategy = s.players[SOL].tokens.strategy;
    assert_eq!(
        refused(&mut s, LETNEV, "note military_support sol jord"),
        "ti4-card-not-your-planet"
    );
    play(&mut s, LETNEV, "note military_support sol wren_terra").unwrap();
    assert_eq!(s.players[SOL].tokens.strategy, strategy.saturating_sub(1));
    let i = idx(&s, 10);
    assert_eq!(
        units::count(
            &s.systems[i],
            LETNEV,
            UnitKind::Infantry,
            Some("wren_terra")
        ),
        5
    );
    assert!(holds(&s, SOL, "military_support", SOL));

    // Cybernetic Enhancements: at the start of the holder's own turn.
    let mut s = action_phase();
    give_note(&mut s, "cybernetic_enhancements", LETNEV, SOL);
    let (mine, theirs) = (
        s.players[SOL].tokens.strategy,
        s.players[LETNEV].tokens.strategy,
    );
    assert_eq!(
        refused(&mut s, LETNEV, "note cybernetic_enhancements letnev"),
        "ti4-note-not-held"
    );
    play(&mut s, SOL, "note cybernetic_enhancements letnev").unwrap();
    assert_eq!(s.players[SOL].tokens.strategy, mine + 1);
    assert_eq!(s.players[LETNEV].tokens.strategy, theirs.saturating_sub(1));
}

#[test]
fn rr_67_trade_agreement_hands_over_replenished_commodities() {
    let mut s = action_phase();
    give_note(&mut s, "trade_agreement", LETNEV, SOL);
    // Letnev holds Trade (5) and replenishes with its primary on their second turn.
    let max = content::faction("letnev").unwrap().commodities;
    for (seat, card) in [(SOL, 1), (LETNEV, 2), (HACAN, 3), (SOL, 4)] {
        fixtures::use_card(&mut s, seat, card);
    }
    let tg = s.players[SOL].trade_goods;
    fixtures::use_card(&mut s, LETNEV, 5);
    assert_eq!(s.players[LETNEV].commodities, 0);
    assert_eq!(s.players[SOL].trade_goods, tg + max);
    assert!(holds(&s, LETNEV, "trade_agreement", LETNEV));
}

#[test]
fn rr_67_notes_refused_with_a_reason() {
    let mut s = action_phase();
    assert_eq!(
        refused(&mut s, SOL, "note ceasefire letnev"),
        "ti4-note-not-held"
    );
    assert_eq!(
        refused(&mut s, SOL, "note nonsense letnev"),
        "ti4-unknown-note"
    );
    assert_eq!(refused(&mut s, SOL, "note ceasefire"), "ti4-note-usage");
    // War Funding is played at the start of a round of space combat, not on a turn.
    give_note(&mut s, "war_funding", LETNEV, SOL);
    assert_eq!(
        refused(&mut s, SOL, "note war_funding letnev"),
        "ti4-note-not-now"
    );
    // A note the engine leaves to adjustment (if any is left) says so (the owner here is only
    // for the test).
    if let Some(n) = content::content()
        .promissory_notes
        .iter()
        .find(|n| !notes::AUTOMATED.contains(&n.id.as_str()))
    {
        give_note(&mut s, &n.id, LETNEV, SOL);
        assert_eq!(
            refused(&mut s, SOL, &format!("note {} letnev", n.id)),
            "ti4-note-by-adjustment"
        );
    }
}

#[test]
fn every_promissory_note_is_automated_or_listed_in_features() {
    let missing = fixtures::missing_from_features(
        content::content()
            .promissory_notes
            .iter()
            .map(|n| (n.id.as_str(), n.name.as_str())),
        notes::AUTOMATED,
    );
    assert!(
        missing.is_empty(),
        "not automated and not in FEATURES.md: {missing:?}"
    );
}

#[test]
fn rr_1_agenda_phase_transactions_between_any_players() {
    let mut s = fixtures::at_agenda();
    s.players[SOL].trade_goods = 3;
    s.players[HACAN].commodities = 2;
    // Any player, neighbour or not, and not only the one whose turn it would be.
    play(&mut s, HACAN, "offer sol give comm 2 get tg 1").unwrap();
    let prompts = starpost::games::ti4::rules::prompts(&s);
    assert!(
        prompts
            .iter()
            .any(|p| p.seat == SOL && p.choices.iter().any(|c| c.notation == "accept"))
    );
    play(&mut s, SOL, "accept").unwrap();
    assert_eq!(
        s.players[SOL].trade_goods,
        3 - 1 + 2,
        "§44: commodities arrive as trade goods"
    );
    assert_eq!(s.players[HACAN].trade_goods, 1);
    // And again with the same player: no once-per-turn limit outside turns.
    play(&mut s, HACAN, "offer sol give tg 1 get tg 0").unwrap();
    play(&mut s, SOL, "reject").unwrap();
}
