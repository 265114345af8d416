//! Bot-vs-bot: seeded 4- and 6-player games played by random players through the pure engine
//! from setup to a winner (§34) — every phase that exists runs, no action panics, a refusal
//! changes nothing, and the log replays to the final state.

use starpost::core::Game;
use starpost::core::{GameRng, Seat};
use starpost::games::ti4::action::Action;
use starpost::games::ti4::state::Phase;
use starpost::games::ti4::{PlayerSetup, Ti4, Ti4Setup, bot};

fn play_game(seed: u64, players: usize) -> (u32, usize, usize) {
    let setup = Ti4Setup {
        players: (0..players)
            .map(|i| PlayerSetup {
                name: format!("bot{i}"),
                faction: None,
                color: None,
            })
            .collect(),
        speaker: None,
        map: None,
        vp_target: 10,
        rules: starpost::games::ti4::setup::RULES,
    };
    let mut state = Ti4::setup(&setup, &mut GameRng::for_step(seed, 0)).unwrap();
    let mut rng = GameRng::for_step(seed ^ 0x5EED, 1);
    let mut log: Vec<(Seat, Action, u64)> = Vec::new();
    let mut seq = 0;
    let mut cards_played = 0;
    for _ in 0..60_000 {
        if Ti4::is_over(&state) {
            break;
        }
        let prompts = Ti4::prompts(&state);
        assert!(
            !prompts.is_empty(),
            "seed {seed}: the game waits for nobody in {:?}",
            state.phase
        );
        let seat = prompts[rng.below(prompts.len())].seat;
        let Some(text) = bot::random_action(&state, seat, &mut rng) else {
            continue;
        };
        let action = Ti4::parse_action(&state, &text)
            .unwrap_or_else(|e| panic!("seed {seed}: `{text}`: {e}"));
        let before = state.clone();
        seq += 1;
        match Ti4::apply(&mut state, seat, &action, &mut GameRng::for_step(seed, seq)) {
            Ok(applied) => {
                cards_played += applied
                    .log
                    .iter()
                    .filter(|l| l.msg.id.starts_with("ti4-log-card-played"))
                    .count();
                log.push((seat, action, seq))
            }
            Err(_) => assert_eq!(
                state, before,
                "seed {seed}: a refusal changed the state ({text})"
            ),
        }
    }
    let Phase::Over { winner } = state.phase else {
        panic!(
            "seed {seed}: no winner after {} actions, round {}: {:?} prompts {:?}",
            log.len(),
            state.round,
            state.phase,
            Ti4::prompts(&state)
        );
    };
    let mut replayed = Ti4::setup(&setup, &mut GameRng::for_step(seed, 0)).unwrap();
    for (seat, action, seq) in &log {
        Ti4::apply(
            &mut replayed,
            *seat,
            action,
            &mut GameRng::for_step(seed, *seq),
        )
        .unwrap();
    }
    assert_eq!(replayed, state, "seed {seed}: replay differs");
    (state.round, winner, cards_played)
}

#[test]
fn four_and_six_player_bot_games_reach_a_winner() {
    let mut cards = 0;
    for (seed, players) in [(1, 4), (2, 6), (3, 4), (4, 6)] {
        let (rounds, winner, played) = play_game(seed, players);
        assert!(
            rounds >= 2 && winner < players,
            "seed {seed}: {rounds} rounds, winner {winner}"
        );
        cards += played;
    }
    // The bots play action cards too (§38), so their windows run in these games.
    assert!(cards > 0, "no action card was played");
}
