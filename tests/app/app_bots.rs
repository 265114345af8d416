//! Bot-vs-bot through the app layer: seeded 4- and 6-player TI4 games played to a winner by
//! random players pressing the offered buttons and writing `/play` actions, as people would.
//! The log replays to the snapshot, and no public message ever shows a secret objective a player
//! holds unscored.

use crate::common;
use common::{CHANNEL, Table};
use starpost::core::Game;
use starpost::core::GameRng;
use starpost::games::ti4::{Ti4, bot, content};

async fn game(seed: u64, players: usize) {
    let mut t = Table::bots("ti4", players, seed).await;
    let mut rng = GameRng::for_step(seed, 77);
    let mut accepted = 0;
    for step in 0..20_000 {
        if step % 150 == 0
            && let Ok((snapshot, replayed)) = t.app.snapshot_and_replay::<Ti4>(CHANNEL).await
        {
            assert_eq!(
                snapshot, replayed,
                "seed {seed}: replay differs at step {step}"
            );
        }
        let Ok(state) = t.app.state::<Ti4>(CHANNEL).await else {
            break; // finished: no open game in the channel any more
        };
        let prompts = Ti4::prompts(&state);
        assert!(
            !prompts.is_empty(),
            "seed {seed}: nobody awaited in {:?}",
            state.phase
        );
        let seat = prompts[rng.below(prompts.len())].seat;
        let Some(text) = bot::random_action(&state, seat, &mut rng) else {
            continue;
        };
        let who = state.players[seat].name.clone();
        // Press the button when there is one for this choice, else write it out.
        let e = t.act_as(&who, seat, &text).await;
        assert!(
            !e.reply.text.contains("Something went wrong"),
            "seed {seed}: `{text}`: {}",
            e.reply.text
        );
        if !e.reply.ephemeral {
            accepted += 1;
        }
        // Secret objectives held unscored never appear in public.
        let secrets: Vec<String> = state
            .players
            .iter()
            .flat_map(|p| p.secrets.iter().chain(&p.secret_offer))
            .filter_map(|id| content::objective(id).map(|o| o.name.clone()))
            .collect();
        let scored_now: Vec<String> = e
            .reply
            .text
            .lines()
            .filter(|l| l.contains(" scores "))
            .map(str::to_string)
            .collect();
        for text in e.public_texts() {
            for s in &secrets {
                let revealed_by_scoring = scored_now.iter().any(|l| l.contains(s.as_str()));
                assert!(
                    revealed_by_scoring || !text.contains(s.as_str()),
                    "seed {seed}: `{s}` in public: {text}"
                );
            }
        }
    }
    let last = &t.history.last().unwrap().1;
    let end = t
        .history
        .iter()
        .find_map(|(_, e)| {
            e.reply
                .text
                .lines()
                .find(|l| l.contains("victory points in round"))
                .map(str::to_string)
        })
        .unwrap_or_default();
    println!("seed {seed}, {players} players: {accepted} accepted actions; {end}");
    assert!(
        t.history
            .iter()
            .any(|(_, e)| e.reply.text.contains("victory points in round")),
        "seed {seed}: no winner after {accepted} accepted actions; last: {}",
        last.reply.text
    );
}

#[tokio::test]
async fn four_player_bot_game_through_the_app_reaches_a_winner() {
    game(11, 4).await;
}

#[tokio::test]
async fn six_player_bot_game_through_the_app_reaches_a_winner() {
    game(12, 6).await;
}
