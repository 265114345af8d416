//! Issue #12, item 7: unit counts above the component limit are refused (never cut to a byte);
//! trailing junk after one-word actions is refused; adjustment log lines show the signed change
//! and the result; `local --database` keeps identities and never reuses interaction ids.

use crate::common;
use crate::fixtures;
use std::sync::Arc;

use common::{CHANNEL, Table};
use starpost::app::{App, AppConfig, Command};
use starpost::core::Game;
use starpost::core::Visibility;
use starpost::core::msg::Translate;
use starpost::games::eclipse::Eclipse;
use starpost::games::ti4::Ti4;
use starpost::games::ti4::content::UnitKind;
use starpost::games::ti4::rules::units;
use starpost::i18n::Tr;
use starpost::local::Session;
use starpost::render::Renderer;

/// §46: a unit adjustment past the plastic pieces is refused; fighters and infantry (tokens, §9)
/// have a generous cap, but 300 infantry is refused instead of becoming 44.
#[test]
fn rr_46_unit_counts_above_the_component_limit_are_refused() {
    let mut s = fixtures::action_phase();
    let have = units::on_board(&s, 0, UnitKind::Dreadnought);
    let room = u32::from(UnitKind::Dreadnought.plastic_count()) - have;
    let id = fixtures::refused(
        &mut s,
        0,
        &format!("adjust sol units 18 +{} dreadnought", room + 1),
    );
    assert_eq!(id, "ti4-adjust-units-limit");
    fixtures::play(
        &mut s,
        0,
        &format!("adjust sol units 18 +{room} dreadnought"),
    )
    .unwrap();
    assert_eq!(units::on_board(&s, 0, UnitKind::Dreadnought), 5);

    let id = fixtures::refused(&mut s, 0, "adjust sol units 18 +300 infantry");
    assert_eq!(id, "ti4-adjust-units-limit");
    let id = fixtures::refused(&mut s, 0, "adjust sol units 18 +256 fighter");
    assert_eq!(id, "ti4-adjust-units-limit");

    // Extreme deltas are refused, never an overflow.
    let id = fixtures::refused(&mut s, 0, "adjust sol units 18 -32768 infantry");
    assert_eq!(id, "ti4-adjust-units-missing");
    s.players[1].trade_goods = 3;
    let id = fixtures::refused(&mut s, 0, "adjust letnev tg +32767");
    assert_eq!(id, "ti4-adjust-out-of-range");
    let id = fixtures::refused(&mut s, 0, "adjust letnev tg -32768");
    assert_eq!(id, "ti4-adjust-out-of-range");

    // Counts in a unit list that add up past a byte are refused, not saturated.
    let e = Ti4::parse_action(&s, "move 22: 200 infantry, 200 infantry").unwrap_err();
    assert_eq!(e.msg.id, "ti4-units-help");
    assert!(Ti4::parse_action(&s, "move 22: 2 infantry, 1 infantry").is_ok());
}

#[test]
fn ti4_one_word_actions_refuse_trailing_junk() {
    let s = fixtures::action_phase();
    for text in [
        "pass now",
        "confirm it",
        "dispute that",
        "accept 2",
        "reject x",
        "decline y",
        "decline-offer z",
        "withdraw w",
    ] {
        let e = Ti4::parse_action(&s, text).expect_err(text);
        assert_eq!(e.msg.id, "ti4-one-word", "{text}");
    }
    for text in [
        "pass", "confirm", "dispute", "accept", "reject", "decline", "withdraw",
    ] {
        assert!(Ti4::parse_action(&s, text).is_ok(), "{text}");
    }
}

#[tokio::test]
async fn eclipse_one_word_actions_refuse_trailing_junk() {
    let t = Table::bots("eclipse", 2, 3).await;
    let s = t.app.state::<Eclipse>(CHANNEL).await.unwrap();
    for text in [
        "pass now",
        "done xyz",
        "discard it",
        "fire away",
        "claim all",
        "decline x",
    ] {
        let e = Eclipse::parse_action(&s, text).expect_err(text);
        assert_eq!(e.msg.id, "ec-notation-help", "{text}");
    }
    for text in ["pass", "done", "discard", "fire", "claim", "decline"] {
        assert!(Eclipse::parse_action(&s, text).is_ok(), "{text}");
    }
}

#[test]
fn ti4_adjustment_log_lines_show_the_signed_change_and_the_result() {
    let mut s = fixtures::action_phase();
    let tr = Tr::default();
    let line = |a: &starpost::core::rules::Applied| {
        a.log
            .iter()
            .filter(|l| l.visibility == Visibility::Public)
            .map(|l| tr.tr(&l.msg))
            .collect::<Vec<_>>()
            .join("\n")
    };
    let tg = s.players[1].trade_goods;
    let a = fixtures::play(&mut s, 0, "adjust letnev tg +2").unwrap();
    assert_eq!(
        line(&a),
        format!("Adjustment by sol — letnev: tg +2 → {}.", tg + 2)
    );
    let a = fixtures::play(&mut s, 0, "adjust letnev tg -1").unwrap();
    assert_eq!(
        line(&a),
        format!("Adjustment by sol — letnev: tg -1 → {}.", tg + 1)
    );
    let a = fixtures::play(&mut s, 0, "adjust letnev units 18 +2 cruiser").unwrap();
    assert_eq!(
        line(&a),
        "Adjustment by sol — letnev: cruiser in 18 +2 → 2."
    );
    let a = fixtures::play(&mut s, 0, "adjust letnev units 18 -1 cruiser").unwrap();
    assert_eq!(
        line(&a),
        "Adjustment by sol — letnev: cruiser in 18 -1 → 1."
    );
}

#[tokio::test]
async fn eclipse_adjustment_log_lines_show_the_signed_change_and_the_result() {
    let mut t = Table::bots("eclipse", 2, 3).await;
    let before = t.app.state::<Eclipse>(CHANNEL).await.unwrap().players[1].storage[0];
    let e = t
        .run(
            "bot0",
            Command::Adjust {
                text: "2 m +3".into(),
            },
        )
        .await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    assert!(
        e.reply.text.contains(&format!(
            "Adjustment by bot0 — bot1: money +3 → {}",
            before + 3
        )),
        "{}",
        e.reply.text
    );
    let e = t
        .run(
            "bot0",
            Command::Adjust {
                text: "2 m -2".into(),
            },
        )
        .await;
    assert!(
        e.reply.text.contains(&format!("money -2 → {}", before + 1)),
        "{}",
        e.reply.text
    );
    // Extreme deltas are refused, never an overflow.
    for (text, want) in [
        ("2 m +2147483647", "out of range"),
        ("2 m +1000", "out of range"),
        ("2 m -2147483648", ""),
    ] {
        let e = t.run("bot0", Command::Adjust { text: text.into() }).await;
        assert!(
            e.reply.ephemeral && e.reply.text.contains(want),
            "{text}: {}",
            e.reply.text
        );
    }
    let after = t.app.state::<Eclipse>(CHANNEL).await.unwrap().players[1].storage[0];
    assert_eq!(after, before + 1);
}

async fn local_app(path: &std::path::Path) -> App {
    let name = path.file_name().unwrap().to_str().unwrap();
    let url = common::lasting_database_url(path.parent().unwrap(), name).await;
    let db = starpost::store::connect(&url).await.unwrap();
    App::new(db, Arc::new(Renderer::new()), AppConfig::default())
}

async fn run_lines(app: App, lines: &[&str]) -> Vec<starpost::edge::Effects> {
    let mut s = Session::new(app, None);
    let mut out = Vec::new();
    for (i, l) in lines.iter().enumerate() {
        out.push(s.line(i + 1, l).await.unwrap().expect("a request"));
    }
    out
}

#[tokio::test]
async fn local_database_keeps_identities_and_interaction_ids_across_runs() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("local.db");
    let first = run_lines(
        local_app(&db).await,
        &["@alice /game new game:ti4", "@bob /game join"],
    )
    .await;
    assert!(!first[1].reply.ephemeral, "{}", first[1].reply.text);

    // A second run on the same database: bob is still bob (not the first new name of this run),
    // and its first interaction is not mistaken for the first run's first one.
    let app = local_app(&db).await;
    let second = run_lines(
        app.clone(),
        &[
            "@bob /game join",
            "@carol /game join",
            "@mod /game abandon",
            "@mod +manage /game abandon",
        ],
    )
    .await;
    assert!(
        second[0].reply.ephemeral && second[0].reply.text.contains("already joined"),
        "{}",
        second[0].reply.text
    );
    assert!(
        !second[1].reply.ephemeral && second[1].reply.text.contains("carol joins"),
        "{}",
        second[1].reply.text
    );
    // The host (alice) never sat down: a member with Manage Server may abandon the game.
    assert!(second[2].reply.ephemeral, "{}", second[2].reply.text);
    assert!(
        !second[3].reply.ephemeral && second[3].reply.text.contains("mod abandoned"),
        "{}",
        second[3].reply.text
    );
    // The second run numbered its interactions after the first run's (refusals record none).
    let mut recorded = common::texts(&app.db, "SELECT id FROM interactions").await;
    recorded.sort();
    assert_eq!(recorded, ["local-1", "local-2", "local-4", "local-6"]);
    let ids = common::texts(&app.db, "SELECT name FROM local_users ORDER BY id").await;
    let names: Vec<&str> = ids.iter().map(|n| n.as_str()).collect();
    assert_eq!(names, ["alice", "bob", "carol", "mod"]);
}

/// Issue 18: two `/game new` in one channel at the same instant. Another process has inserted
/// the channel's game in a transaction still open when this one asks: on PostgreSQL both find
/// no open game and the channel's unique index refuses the second insert when the first
/// commits; on SQLite the second waits for the write lock and then finds the game. Either way
/// the loser gets a clear answer, never an internal error, and the channel has one game.
#[tokio::test]
async fn two_game_new_at_once_in_one_channel_tell_the_loser_a_game_is_being_set_up() {
    let dir = tempfile::tempdir().unwrap();
    let url = common::lasting_database_url(dir.path(), "race.db").await;
    let other = starpost::store::connect(&url).await.unwrap();
    let app = App::new(
        starpost::store::connect(&url).await.unwrap(),
        Arc::new(Renderer::new()),
        AppConfig::default(),
    );
    let mut first = other.begin_write().await.unwrap();
    starpost::store::insert_game(
        &mut first,
        &CHANNEL.to_string(),
        Some("1"),
        "ti4",
        "100",
        7,
        "{}",
        "2026-03-02T10:00:00+00:00",
    )
    .await
    .unwrap();
    let request = starpost::app::Request {
        user: common::user(101, "bob"),
        channel: CHANNEL,
        guild: Some(1),
        interaction: Some("race-2".into()),
        locale: Some("en-US".into()),
        now: "2026-03-02T10:00:01Z".parse().unwrap(),
        command: Command::New {
            game: "ti4".into(),
            players: None,
            seed: None,
            options: None,
            language: None,
        },
        manage_server: false,
    };
    let second = tokio::spawn({
        let app = app.clone();
        async move { starpost::edge::handle(&app, request).await }
    });
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    first.commit().await.unwrap();
    let e = second.await.unwrap();
    assert!(e.reply.ephemeral, "{}", e.reply.text);
    let expected = if common::on_postgres_now() {
        "already being set up in this channel"
    } else {
        "already has a ti4 game"
    };
    assert!(e.reply.text.contains(expected), "{}", e.reply.text);
    assert_eq!(
        common::int(
            &app.db,
            "SELECT COUNT(*) FROM games WHERE status IN ('lobby', 'active')"
        )
        .await,
        1
    );
}
