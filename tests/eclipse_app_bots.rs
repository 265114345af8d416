//! Bot-vs-bot Eclipse through the app layer: seeded 2-, 4- and 6-player games played to the end
//! of round 9 by random players pressing the offered buttons and writing `/play` actions. The log
//! replays to the snapshot, and no public message (posts, public replies, buttons posted in the
//! channel) ever shows a reputation tile's value (§6: kept face down, hidden until scoring).

mod common;

use std::sync::Arc;

use common::{CHANNEL, Table, user};
use starpost::app::table::TableGame;
use starpost::app::{App, AppConfig, Command};
use starpost::core::GameRng;
use starpost::core::rules::Rules;
use starpost::games::eclipse::{Eclipse, bot};
use starpost::render::Renderer;

async fn game(seed: u64, players: usize) {
    let pool = starpost::store::connect("sqlite::memory:").await.unwrap();
    let config = AppConfig {
        boards_on_change: false,
        ..AppConfig::default()
    };
    let names: Vec<String> = (0..players).map(|i| format!("bot{i}")).collect();
    let mut t = Table {
        app: App::new(pool, Arc::new(Renderer::new()), config),
        users: names
            .iter()
            .enumerate()
            .map(|(i, n)| user(100 + i as u64, n))
            .collect(),
        now: "2026-03-02T10:00:00Z".parse().unwrap(),
        next_interaction: 1,
        history: Vec::new(),
    };
    t.run(
        "bot0",
        Command::New {
            game: "eclipse".into(),
            players: Some(players as i64),
            seed: Some(seed as i64),
            map: None,
            options: None,
        },
    )
    .await;
    for n in &names {
        let e = t
            .run(
                n,
                Command::Join {
                    faction: None,
                    color: None,
                },
            )
            .await;
        assert!(!e.reply.ephemeral, "{}", e.reply.text);
    }
    let e = t
        .run(
            "bot0",
            Command::Start {
                speaker: None,
                seating: None,
            },
        )
        .await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);

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
        let button = t.history.iter().rev().take(30).find_map(|(_, e)| {
            e.reply
                .buttons
                .iter()
                .chain(e.posts.iter().flat_map(|p| &p.buttons))
                .chain(e.dms.iter().flat_map(|d| &d.buttons))
                .find(|b| b.custom_id.ends_with(&format!(":{seat}:{text}")))
                .map(|b| b.custom_id.clone())
        });
        let cmd = match button {
            Some(custom_id) => Command::Press { custom_id },
            None => Command::Play { text: text.clone() },
        };
        let e = t.run(&who, cmd).await;
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
