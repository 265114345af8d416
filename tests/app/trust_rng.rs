//! Issue #12, items 1 and 2: dice and decks keyed by the deployment secret and by how many
//! draws came before (not by the log position), and undo bounded by checkpoints.
//!
//! - padding with net-zero actions (and a refused action) before a roll leaves the roll alone;
//! - undo, pad and redo rolls the same dice, and the host's undo of the roll says it went past
//!   a barrier;
//! - replaying a game's public commands without the deployment secret recovers the hidden deal
//!   only at chance level;
//! - a rules-version-1 game replays under its own per-step RNG;
//! - undo replays from the latest checkpoint, not the whole log.

use crate::common;
use std::sync::Arc;

use common::{CHANNEL, Table, user};
use starpost::app::{App, AppConfig, Command};
use starpost::core::Game;
use starpost::core::GameRng;
use starpost::core::rng::Secret;
use starpost::games::ti4::Ti4;
use starpost::games::ti4::state::{Phase, TacticalStep};
use starpost::render::Renderer;

const MAP: &str = "19 44 42 41 43 26 20 21 22 23 24 25 27 28 29 30 31 39 -1 -1 32 0 33 -1 -1 -1 34 0 35 -1 -1 -1 36 0 40 -1";

async fn table(secret: &str) -> Table {
    let db = starpost::store::connect(&common::database_url().await)
        .await
        .expect("database");
    let config = AppConfig {
        boards_on_change: false,
        secret: Secret::new(secret),
        ..AppConfig::default()
    };
    Table {
        app: App::new(db, Arc::new(Renderer::new()), config),
        users: ["sol", "letnev", "hacan"]
            .iter()
            .enumerate()
            .map(|(i, n)| user(100 + i as u64, n))
            .collect(),
        now: "2026-03-02T10:00:00Z".parse().unwrap(),
        next_interaction: 1,
        history: Vec::new(),
        locales: Default::default(),
    }
}

async fn ok(t: &mut Table, who: &str, command: Command) -> String {
    let e = t.run(who, command.clone()).await;
    assert!(!e.reply.ephemeral, "{who} {command:?}: {}", e.reply.text);
    e.reply.text
}

fn play(text: &str) -> Command {
    Command::Play { text: text.into() }
}

fn adjust(text: &str) -> Command {
    Command::Adjust { text: text.into() }
}

/// The public commands of a game start: Hacan hosts; Sol, Letnev, Hacan join; seeded.
async fn started(secret: &str, seed: i64) -> Table {
    let mut t = table(secret).await;
    ok(
        &mut t,
        "hacan",
        Command::New {
            game: "ti4".into(),
            players: Some(3),
            seed: Some(seed),
            options: Some(format!("map=\"{}\"", MAP)),
            language: None,
        },
    )
    .await;
    for f in ["sol", "letnev", "hacan"] {
        ok(
            &mut t,
            f,
            Command::Join {
                faction: Some(f.into()),
                color: None,
            },
        )
        .await;
    }
    let sol = t.u("sol");
    ok(
        &mut t,
        "hacan",
        Command::Start {
            speaker: Some(sol),
            seating: Some("join".into()),
        },
    )
    .await;
    t
}

/// Up to Sol's activation of tile 22, where Letnev's destroyers wait: the next move rolls.
async fn before_the_roll(secret: &str, seed: i64) -> Table {
    let mut t = started(secret, seed).await;
    t.finish_setup_choices(&["sol", "letnev", "hacan"]).await;
    for (who, card) in [
        ("sol", "1 "),
        ("letnev", "2 "),
        ("hacan", "3 "),
        ("sol", "4 "),
        ("letnev", "5 "),
        ("hacan", "6 "),
    ] {
        t.press(who, card).await;
    }
    ok(&mut t, "hacan", adjust("letnev units 22 +2 destroyer")).await;
    ok(&mut t, "sol", play("activate 22")).await;
    t
}

const MOVE: &str = "move 1: 1 carrier, 1 destroyer, 3 fighter, 2 infantry";

/// Net-zero actions by several players, and a refused one.
async fn pad(t: &mut Table) {
    ok(t, "hacan", adjust("hacan tg +1")).await;
    ok(t, "letnev", play("reactions auto")).await;
    ok(t, "hacan", adjust("hacan tg -1")).await;
    ok(t, "letnev", play("reactions ask")).await;
    let refused = t.run("letnev", play("pick 7")).await;
    assert!(refused.reply.ephemeral, "refused: {}", refused.reply.text);
}

fn combat(s: &starpost::games::ti4::state::State) -> String {
    match &s.phase {
        Phase::Action {
            tactical: Some(tac),
            ..
        } => match &tac.step {
            TacticalStep::Combat(c) => format!("{c:?} {:?}", s.system_at(9)),
            other => format!("{other:?}"),
        },
        other => format!("{other:?}"),
    }
}

#[tokio::test]
async fn dice_are_unchanged_by_padding_before_a_roll() {
    let mut plain = before_the_roll("s3cret", 2026).await;
    let rolled = ok(&mut plain, "sol", play(MOVE)).await;
    assert!(rolled.contains("Anti-fighter barrage"), "{rolled}");

    let mut padded = before_the_roll("s3cret", 2026).await;
    pad(&mut padded).await;
    assert_eq!(ok(&mut padded, "sol", play(MOVE)).await, rolled);
    assert_eq!(
        combat(&padded.app.state::<Ti4>(CHANNEL).await.unwrap()),
        combat(&plain.app.state::<Ti4>(CHANNEL).await.unwrap())
    );

    // The text does show the dice: another secret rolls others (the check above has teeth).
    let mut other = before_the_roll("another", 2026).await;
    let texts: Vec<String> = vec![ok(&mut other, "sol", play(MOVE)).await];
    let mut third = before_the_roll("a third", 2026).await;
    let texts = [texts, vec![ok(&mut third, "sol", play(MOVE)).await]].concat();
    assert!(texts.iter().any(|t| *t != rolled), "other keys, other dice");
}

#[tokio::test]
async fn dice_are_unchanged_by_undo_pad_and_redo() {
    let mut t = before_the_roll("s3cret", 2026).await;
    let rolled = ok(&mut t, "sol", play(MOVE)).await;
    let state = combat(&t.app.state::<Ti4>(CHANNEL).await.unwrap());
    // Sol may not undo a roll; the host may, and the channel is told it went past a barrier.
    let e = t.run("sol", Command::Undo).await;
    assert!(e.reply.ephemeral && e.reply.text.contains("only the host"));
    let e = t.run("hacan", Command::Undo).await;
    let public: String = e
        .posts
        .iter()
        .map(|p| p.text.clone())
        .chain(std::iter::once(e.reply.text.clone()))
        .collect::<Vec<_>>()
        .join("\n");
    assert!(
        public.contains("past an undo barrier") && public.contains("Anti-fighter barrage"),
        "the host's undo of a roll is announced with what it undid: {public}"
    );
    assert!(!e.reply.ephemeral);
    pad(&mut t).await;
    assert_eq!(ok(&mut t, "sol", play(MOVE)).await, rolled, "the same dice");
    assert_eq!(combat(&t.app.state::<Ti4>(CHANNEL).await.unwrap()), state);
    let (snapshot, replayed) = t.app.snapshot_and_replay::<Ti4>(CHANNEL).await.unwrap();
    assert_eq!(snapshot, replayed);
}

/// The hidden deal of a started game: each seat's secret objectives offered, starting action
/// cards (none in TI4 at setup, so the deck order) and the decks' order.
fn hidden_facts(s: &starpost::games::ti4::state::State) -> Vec<String> {
    let mut facts: Vec<String> = Vec::new();
    for p in &s.players {
        facts.extend(p.secret_offer.iter().cloned());
        facts.extend(p.action_cards.iter().cloned());
    }
    facts.extend(s.action_deck.iter().take(10).cloned());
    facts.extend(s.objectives.secret_deck.iter().take(10).cloned());
    facts.extend(s.objectives.stage1_hidden.iter().cloned());
    facts.extend(s.agenda_deck.iter().take(10).cloned());
    facts
}

#[tokio::test]
async fn a_public_replay_without_the_secret_recovers_nothing_beyond_chance() {
    let mut matched = 0;
    let mut total = 0;
    for seed in [1, 2, 3, 4] {
        // The real game, keyed by the deployment's secret; the channel shows every command and
        // the seed option.
        let real = started("the deployment secret", seed).await;
        let truth = hidden_facts(&real.app.state::<Ti4>(CHANNEL).await.unwrap());
        // Someone replays the public commands in their own `starpost local`: no secret, or a
        // guessed one.
        for guess in ["", "guess"] {
            let copy = started(guess, seed).await;
            let derived = hidden_facts(&copy.app.state::<Ti4>(CHANNEL).await.unwrap());
            assert_eq!(derived.len(), truth.len());
            matched += derived.iter().zip(&truth).filter(|(a, b)| a == b).count();
            total += truth.len();
        }
        // The same secret does reproduce it (the comparison can see a leak).
        let again = started("the deployment secret", seed).await;
        assert_eq!(
            hidden_facts(&again.app.state::<Ti4>(CHANNEL).await.unwrap()),
            truth
        );
    }
    // Decks of 20–80 cards: a position matches by chance about 1 time in 20 or less.
    assert!(
        matched * 8 < total,
        "{matched} of {total} hidden facts recovered without the secret"
    );
}

async fn rules_version(t: &Table) -> i64 {
    common::int(&t.app.db, "SELECT rules_version FROM games").await
}

async fn sql(t: &Table, q: &'static str) {
    common::execute(&t.app.db, q, None).await;
}

#[tokio::test]
async fn a_lobby_from_before_the_upgrade_starts_under_the_current_rules_version() {
    let mut t = table("s3cret").await;
    ok(
        &mut t,
        "hacan",
        Command::New {
            game: "ti4".into(),
            players: Some(3),
            seed: Some(2026),
            options: Some(format!("map=\"{}\"", MAP)),
            language: None,
        },
    )
    .await;
    assert_eq!(rules_version(&t).await, 2, "new games are version 2");
    sql(&t, "UPDATE games SET rules_version = 1").await;
    for f in ["sol", "letnev", "hacan"] {
        let join = Command::Join {
            faction: Some(f.into()),
            color: None,
        };
        ok(&mut t, f, join).await;
    }
    let sol = t.u("sol");
    let start = Command::Start {
        speaker: Some(sol),
        seating: Some("join".into()),
    };
    ok(&mut t, "hacan", start).await;
    assert_eq!(rules_version(&t).await, 2);
}

#[tokio::test]
async fn a_rules_version_1_game_replays_under_the_per_step_rng() {
    let t = started("s3cret", 2026).await;
    let v2_state = t.app.state::<Ti4>(CHANNEL).await.unwrap();
    // A game started before the keyed RNG: rules version 1, no cached state.
    sql(&t, "UPDATE games SET rules_version = 1").await;
    sql(&t, "DELETE FROM snapshots").await;
    let mut t = t;
    let (setup, seed) = {
        let mut c = t.app.db.acquire().await.unwrap();
        let game = starpost::store::open_game_in_channel(&mut c, &CHANNEL.to_string())
            .await
            .unwrap()
            .unwrap();
        let setup: <Ti4 as Game>::Setup =
            serde_json::from_str(game.setup_json.as_deref().unwrap()).unwrap();
        (setup, game.seed as u64)
    };
    // Today's replay, by hand: setup from the seed at step 0, each action at its log position.
    let mut state = Ti4::setup(&setup, &mut GameRng::for_step(seed, 0)).unwrap();
    assert_eq!(t.app.state::<Ti4>(CHANNEL).await.unwrap(), state);
    assert_ne!(
        state.action_deck, v2_state.action_deck,
        "the versions deal differently"
    );
    for name in ["sol", "letnev", "hacan"] {
        let s = t.app.state::<Ti4>(CHANNEL).await.unwrap();
        let seat = s.players.iter().position(|p| p.name == name).unwrap();
        let keep = format!("keep {}", s.players[seat].secret_offer[0]);
        ok(&mut t, name, play(&keep)).await;
    }
    let mut c = t.app.db.acquire().await.unwrap();
    let game = starpost::store::open_game_in_channel(&mut c, &CHANNEL.to_string())
        .await
        .unwrap()
        .unwrap();
    let rows = starpost::store::actions(&mut c, game.id).await.unwrap();
    assert_eq!(rows.len(), 3);
    for row in &rows {
        assert_eq!(row.rules_version, 1, "each action row records the version");
        let action = serde_json::from_str(&row.action_json).unwrap();
        Ti4::apply(
            &mut state,
            row.seat as usize,
            &action,
            &mut GameRng::for_step(seed, row.seq as u64),
        )
        .unwrap();
    }
    drop(c);
    let (snapshot, replayed) = t.app.snapshot_and_replay::<Ti4>(CHANNEL).await.unwrap();
    assert_eq!(snapshot, state);
    assert_eq!(replayed, state);
}

#[tokio::test]
async fn undo_replays_from_the_latest_checkpoint_only() {
    let mut t = started("s3cret", 9).await;
    t.finish_setup_choices(&["sol", "letnev", "hacan"]).await;
    let every = starpost::app::CHECKPOINT_EVERY as usize;
    // 3 keeps, then net-zero adjustments past the first checkpoint.
    for i in 0..every {
        let delta = if i % 2 == 0 { "+1" } else { "-1" };
        ok(&mut t, "hacan", adjust(&format!("hacan tg {delta}"))).await;
    }
    let before_undo = t.app.state::<Ti4>(CHANNEL).await.unwrap();
    // Spoil the first logged action: a replay of the whole log would now fail.
    let first: String = {
        let first = common::texts(&t.app.db, "SELECT action_json FROM actions WHERE seq = 1")
            .await
            .remove(0);
        common::execute(
            &t.app.db,
            "UPDATE actions SET action_json = '\"garbage\"' WHERE seq = 1",
            None,
        )
        .await;
        first
    };
    // 3 keeps + 128 adjustments: the three undos rebuild from the checkpoint at 128.
    for _ in 0..3 {
        let e = t.run("hacan", Command::Undo).await;
        assert!(!e.reply.ephemeral, "{}", e.reply.text);
    }
    let after = t.app.state::<Ti4>(CHANNEL).await.unwrap();
    assert_eq!(
        after.players[2].trade_goods,
        before_undo.players[2].trade_goods + 1,
        "-1, +1, -1 undone"
    );
    {
        let seq = common::int(&t.app.db, "SELECT MAX(seq) FROM actions").await;
        assert_eq!(seq, every as i64, "undone down to the checkpoint");
        common::execute_text(
            &t.app.db,
            "UPDATE actions SET action_json = $1 WHERE seq = 1",
            &first,
        )
        .await;
    }
    // Past the checkpoint: it is dropped, and the state is rebuilt correctly from setup.
    let e = t.run("hacan", Command::Undo).await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    let (snapshot, replayed) = t.app.snapshot_and_replay::<Ti4>(CHANNEL).await.unwrap();
    assert_eq!(snapshot, replayed);
    assert_eq!(
        snapshot.players[2].trade_goods,
        before_undo.players[2].trade_goods
    );
}

/// Runs `starpost local` on `script` with `secret` (none if empty); returns the transcript.
fn local_transcript(script: &str, secret: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_starpost"));
    cmd.args(["local", "--script", script, "--out"])
        .arg(dir.path().join("out"))
        .env("RUST_LOG", "warn")
        .env_remove("STARPOST_SECRET");
    if !secret.is_empty() {
        cmd.env("STARPOST_SECRET", secret);
    }
    let out = cmd.output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    std::fs::read_to_string(dir.path().join("out/transcript.md")).unwrap()
}

#[test]
fn local_gives_the_same_transcript_for_the_same_script_and_secret() {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/ti4-opening.txt");
    let a = local_transcript(script, "table secret");
    assert_eq!(a, local_transcript(script, "table secret"), "byte for byte");
    assert_eq!(
        a.matches("20261122").count(),
        1,
        "the seed appears only in the echoed command, never in a reply"
    );
    // Another secret deals other hands (the DMs differ), with the same script and seed option.
    assert_ne!(a, local_transcript(script, "another secret"));
    // No secret at all is reproducible too.
    assert_eq!(local_transcript(script, ""), local_transcript(script, ""));
}

/// The per-game value of a game created without `seed:` in a fresh app.
async fn per_game_value(os_random: bool) -> i64 {
    let mut t = table("s3cret").await;
    t.app.config.os_random_games = os_random;
    let new = Command::New {
        game: "ti4".into(),
        players: Some(3),
        seed: None,
        options: None,
        language: None,
    };
    let text = ok(&mut t, "hacan", new).await;
    assert!(!text.contains("seed"), "the channel shows no seed: {text}");
    common::int(&t.app.db, "SELECT seed FROM games").await
}

#[tokio::test]
async fn serve_draws_the_per_game_value_from_the_os_and_local_derives_it() {
    // `serve`: the same request twice gets two unrelated values.
    assert_ne!(per_game_value(true).await, per_game_value(true).await);
    // `local` and tests: the same script gets the same value.
    assert_eq!(per_game_value(false).await, per_game_value(false).await);
}
