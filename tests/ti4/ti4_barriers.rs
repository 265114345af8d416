//! The one undo-barrier policy (`core::rules::is_barrier`) applied to TI4: every action that
//! reveals hidden information, draws from a deck or uses the RNG is a barrier, as the app
//! decides after each accepted action (players cannot undo it; the host's undo is announced).

use crate::fixtures;
use fixtures::*;
use starpost::core::Game;
use starpost::core::GameRng;
use starpost::core::rng::GameKey;
use starpost::core::rules::is_barrier;
use starpost::games::ti4::Ti4;
use starpost::games::ti4::state::{Phase, State};

const SOL: usize = 0;
const LETNEV: usize = 1;
const HACAN: usize = 2;

/// Applies `text` for `seat` the way the app does and returns whether the action is a barrier.
fn barrier(s: &mut State, seat: usize, text: &str) -> bool {
    let action = Ti4::parse_action(s, text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
    let before = Ti4::hidden_digest(s);
    let mut rng = GameRng::keyed(&GameKey::derive(b"test", 1), 0);
    let applied =
        Ti4::apply(s, seat, &action, &mut rng).unwrap_or_else(|e| panic!("{text}: {e:?}"));
    is_barrier(&applied, rng.draws(), before, Ti4::hidden_digest(s))
}

#[test]
fn a_public_action_that_hides_nothing_is_no_barrier() {
    let mut s = three_players();
    assert!(!barrier(&mut s, SOL, "reactions auto"));
    assert!(!barrier(&mut s, SOL, "reactions ask"));
    assert!(
        !barrier(&mut s, SOL, "pick 1"),
        "§56: a strategy card pick is public"
    );
}

/// Setup: each player draws 2 secret objectives and keeps 1 (§16; hidden information table:
/// "setup draft of 2 into 1 is a private choice").
#[test]
fn rr_16_keeping_a_secret_objective_is_a_barrier() {
    let setup = starpost::games::ti4::Ti4Setup {
        players: ["sol", "letnev", "hacan"]
            .iter()
            .map(|f| starpost::games::ti4::PlayerSetup {
                name: f.to_string(),
                faction: Some(f.to_string()),
                color: None,
            })
            .collect(),
        speaker: Some(0),
        map: Some(MAP.into()),
        vp_target: 10,
        rules: starpost::games::ti4::setup::RULES,
    };
    let mut s = Ti4::setup(&setup, &mut GameRng::for_step(5, 0)).unwrap();
    let id = s.players[LETNEV].secret_offer[0].clone();
    assert!(barrier(&mut s, LETNEV, &format!("keep {id}")));
    assert!(s.players[LETNEV].secret_offer.is_empty());
}

/// §64.2–§64.3: the last player's "done scoring" reveals the next public objective and deals
/// everyone's status-phase action card.
#[test]
fn rr_64_3_the_last_done_scoring_reveals_and_deals_and_is_a_barrier() {
    let mut s = at_status();
    let revealed = s.objectives.revealed.len();
    let hand = s.players[SOL].action_cards.len();
    assert!(!barrier(&mut s, SOL, "score done"), "nothing revealed yet");
    assert!(!barrier(&mut s, LETNEV, "score done"));
    assert!(barrier(&mut s, HACAN, "score done"));
    assert_eq!(s.objectives.revealed.len(), revealed + 1, "§64.2 reveal");
    assert!(s.players[SOL].action_cards.len() > hand, "§64.3 draw");
}

/// §65.3: the decline that closes the Politics secondaries window makes the players who
/// followed draw 2 action cards.
#[test]
fn rr_65_3_a_decline_that_closes_the_window_and_makes_others_draw_is_a_barrier() {
    let mut s = holding(3);
    play(&mut s, SOL, "strategic 3").unwrap();
    play(&mut s, SOL, "primary speaker letnev").unwrap();
    play(&mut s, SOL, "primary arrange keep").unwrap();
    // Hacan answers before Letnev's turn: the answer waits, hidden (§57.1).
    let hand = s.players[HACAN].action_cards.len();
    barrier(&mut s, HACAN, "secondary");
    assert_eq!(s.players[HACAN].action_cards.len(), hand, "not yet");
    assert!(barrier(&mut s, LETNEV, "decline"));
    assert!(s.strategic.is_none(), "the window closed");
    assert_eq!(s.players[HACAN].action_cards.len(), hand + 2);
}

/// §38: Spy takes a random action card: the pass that lets it resolve is a barrier.
#[test]
fn rr_38_a_reaction_pass_whose_card_takes_a_random_card_is_a_barrier() {
    let mut s = action_phase();
    give_card(&mut s, LETNEV, "upgrade");
    give_card(&mut s, LETNEV, "plague");
    give_card(&mut s, SOL, "spy");
    play(&mut s, SOL, "play spy letnev").unwrap();
    // Letnev, the one player asked, passes: Spy resolves and takes a card at random.
    let action = Ti4::parse_action(&s, "react pass").unwrap();
    let before = Ti4::hidden_digest(&s);
    let mut rng = GameRng::keyed(&GameKey::derive(b"test", 1), 0);
    let applied = Ti4::apply(&mut s, LETNEV, &action, &mut rng).unwrap();
    assert!(rng.draws() > 0, "the card drew from the RNG");
    assert!(is_barrier(
        &applied,
        rng.draws(),
        before,
        Ti4::hidden_digest(&s)
    ));
    // The RNG use alone makes it a barrier, whatever else the action did.
    let public_only = starpost::core::rules::Applied {
        log: Vec::new(),
        barrier: false,
    };
    assert!(is_barrier(&public_only, rng.draws(), 0, 0));
    assert_eq!(s.players[LETNEV].action_cards.len(), 1);
    assert!(matches!(s.phase, Phase::Action { .. }));
}
