//! Bot-vs-bot Eclipse: seeded 2-, 4- and 6-player games played by random players to the end of
//! round 9 (§9) with a winner. Through the pure engine: every phase runs, no action panics, a
//! refusal changes nothing, and the log replays to the final state. Through the app layer (the
//! harness in tests/common, players pressing the offered buttons and writing `/play`): the log
//! replays to the snapshot, and no public message (posts, public replies, buttons posted in the
//! channel) ever shows a reputation tile's value (§6: kept face down, hidden until scoring).

use crate::common;
use common::{CHANNEL, Table};
use starpost::core::Game;
use starpost::core::{GameRng, Seat};
use starpost::games::eclipse::action::Action;
use starpost::games::eclipse::setup::{EclipseSetup, PlayerSetup};
use starpost::games::eclipse::state::Phase;
use starpost::games::eclipse::{Eclipse, bot};

fn setup(players: usize, seed: u64) -> EclipseSetup {
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
    let Phase::Over {
        winner: Some(winner),
    } = state.phase
    else {
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

async fn game(seed: u64, players: usize) {
    let mut t = Table::bots("eclipse", players, seed).await;
    let mut rng = GameRng::for_step(seed, 77);
    let mut accepted = 0;
    let mut over = false;
    for step in 0..20_000 {
        if step % 100 == 0
            && let Ok((snapshot, replayed)) = t.app.snapshot_and_replay::<Eclipse>(CHANNEL).await
        {
            assert_eq!(
                snapshot, replayed,
                "seed {seed}: replay differs at step {step}"
            );
        }
        let Ok(state) = t.app.state::<Eclipse>(CHANNEL).await else {
            over = true;
            break; // finished: no open game in the channel any more
        };
        let prompts = Eclipse::prompts(&state);
        assert!(!prompts.is_empty(), "seed {seed}: nobody awaited");
        let seat = prompts[rng.below(prompts.len())].seat;
        let Some(text) = bot::random_action(&state, seat, &mut rng) else {
            continue;
        };
        let who = state.players[seat].name.clone();
        let e = t.act_as(&who, seat, &text).await;
        assert!(
            !e.reply.text.contains("Something went wrong"),
            "seed {seed}: `{text}`: {}",
            e.reply.text
        );
        if !e.reply.ephemeral {
            accepted += 1;
        }
        // Reputation values are only ever shown to their holder.
        let secrets: Vec<String> = (0..players)
            .flat_map(|s| Eclipse::secrets_of(&state, s))
            .chain([
                "reputation tile worth".into(),
                "reputation tiles worth".into(),
            ])
            .collect();
        for text in e.public_texts() {
            for s in &secrets {
                assert!(
                    !text.contains(s.as_str()),
                    "seed {seed}: `{s}` in public: {text}"
                );
            }
        }
    }
    assert!(
        over,
        "seed {seed}: not finished after {accepted} accepted actions"
    );
    let end = t
        .history
        .iter()
        .find_map(|(_, e)| {
            e.reply
                .text
                .lines()
                .chain(e.posts.iter().flat_map(|p| p.text.lines()))
                .find(|l| l.contains("wins with"))
                .map(str::to_string)
        })
        .unwrap_or_default();
    println!("seed {seed}, {players} players: {accepted} accepted actions; {end}");
    assert!(!end.is_empty(), "seed {seed}: no winner announced");
}

#[tokio::test]
async fn two_player_eclipse_through_the_app_reaches_a_winner() {
    game(21, 2).await;
}

#[tokio::test]
async fn four_player_eclipse_through_the_app_reaches_a_winner() {
    game(22, 4).await;
}

#[tokio::test]
async fn six_player_eclipse_through_the_app_reaches_a_winner() {
    game(23, 6).await;
}
