//! Bot-vs-bot Eclipse: seeded 2-, 4- and 6-player games played by random players through the
//! pure engine from setup to the end of round 9 (§9) — every phase runs, no action panics, a
//! refusal changes nothing, and the log replays to the final state.

use starpost::core::rules::Rules;
use starpost::core::{GameRng, Seat};
use starpost::games::eclipse::action::Action;
use starpost::games::eclipse::setup::{EclipseSetup, PlayerSetup};
use starpost::games::eclipse::state::Phase;
use starpost::games::eclipse::{Eclipse, bot};

pub fn setup(players: usize, seed: u64) -> EclipseSetup {
    EclipseSetup {
        players: (0..players)
            .map(|i| PlayerSetup {
                name: format!("bot{i}"),
                // Terrans and every alien species, a different mix for each seed.
                species: Some(
                    [
                        "terran",
                        "planta",
                        "hydran_progress",
                        "mechanema",
                        "eridani_empire",
                        "orion_hegemony",
                        "descendants_of_draco",
                    ][(i + seed as usize) % 7]
                        .to_string(),
                ),
                color: None,
            })
            .collect(),
        start: None,
    }
}

fn play_game(seed: u64, players: usize) -> usize {
    let setup = setup(players, seed);
    let mut state = Eclipse::setup(&setup, &mut GameRng::for_step(seed, 0)).unwrap();
    let mut rng = GameRng::for_step(seed ^ 0x5EED, 1);
    let mut log: Vec<(Seat, Action, u64)> = Vec::new();
    let mut seq = 0;
    for _ in 0..200_000 {
        if Eclipse::is_over(&state) {
            break;
        }
        let prompts = Eclipse::prompts(&state);
        assert!(
            !prompts.is_empty(),
            "seed {seed}: the game waits for nobody in {:?}",
            state.phase
        );
        let seat = prompts[rng.below(prompts.len())].seat;
        let Some(text) = bot::random_action(&state, seat, &mut rng) else {
            continue;
        };
        let action = Eclipse::parse_action(&state, &text)
            .unwrap_or_else(|e| panic!("seed {seed}: `{text}`: {e}"));
        let before = state.clone();
        seq += 1;
        match Eclipse::apply(&mut state, seat, &action, &mut GameRng::for_step(seed, seq)) {
            Ok(_) => log.push((seat, action, seq)),
            Err(_) => assert_eq!(
                state, before,
                "seed {seed}: a refusal changed the state ({text})"
            ),
        }
    }
    let Phase::Over { winner } = state.phase else {
        panic!(
            "seed {seed}: not over after {} actions, round {}: {:?} prompts {:?}",
            log.len(),
            state.round,
            state.phase,
            Eclipse::prompts(&state)
        );
    };
    // Replaying the accepted actions gives the same final state.
    let mut replay = Eclipse::setup(&setup, &mut GameRng::for_step(seed, 0)).unwrap();
    for (seat, action, seq) in &log {
        Eclipse::apply(
            &mut replay,
            *seat,
            action,
            &mut GameRng::for_step(seed, *seq),
        )
        .unwrap();
    }
    assert_eq!(replay, state, "seed {seed}: replay differs");
    println!(
        "seed {seed}, {players} players: {} actions, winner {} with {:?}",
        log.len(),
        state.players[winner].name,
        state.scores
    );
    winner
}

#[test]
fn two_player_bot_games_reach_the_end() {
    for seed in [1, 2] {
        play_game(seed, 2);
    }
}

#[test]
fn four_player_bot_games_reach_the_end() {
    for seed in [3, 4] {
        play_game(seed, 4);
    }
}

#[test]
fn six_player_bot_game_reaches_the_end() {
    play_game(5, 6);
}
