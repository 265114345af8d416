//! A quiet channel (issue 16) at the app and edge: prompts are marked as the game's status
//! (which an adapter edits in place), and a board after a change is drawn only when the map or
//! the phase changed, not when only the turn did; `/game status` always draws the latest.

use std::sync::Arc;

use crate::common::{NAMES, Table, database_url};
use starpost::app::{App, AppConfig, Command};
use starpost::local::Session;
use starpost::render::Renderer;

#[tokio::test]
async fn prompts_are_status_and_a_turn_change_alone_draws_no_board() {
    let mut t = Table::new(&NAMES).await;
    t.create_ti4(3, &["sol", "letnev", "hacan"]).await;
    t.finish_setup_choices(&NAMES).await;
    // The strategy phase (§56): alice, bob, carol, twice.
    let mut last = None;
    for (name, card) in [
        ("alice", "leadership"),
        ("bob", "diplomacy"),
        ("carol", "politics"),
        ("alice", "construction"),
        ("bob", "trade"),
        ("carol", "warfare"),
    ] {
        let e = t.press(name, card).await;
        assert!(!e.reply.ephemeral, "{name} {card}: {}", e.reply.text);
        // The next prompt is the game's status.
        assert!(
            e.posts.iter().any(|p| p.status && !p.awaits.is_empty()),
            "{name} {card}: {:?}",
            e.posts
        );
        last = Some(e);
    }
    let e = last.unwrap();
    assert!(
        e.reply.text.contains("action phase begins"),
        "{}",
        e.reply.text
    );
    assert!(e.reply.image.is_some(), "a new phase: a board");
    // Alice's strategic action ends her turn without touching the map: no board.
    let e = t.press("alice", "strategic action: leadership").await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    let e = t.press("alice", "+3 tactic").await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    let mut turn_passed = None;
    for name in ["bob", "carol"] {
        let e = t.press(name, "decline").await;
        assert!(!e.reply.ephemeral, "{}", e.reply.text);
        if e.reply.text.contains("'s turn") {
            turn_passed = Some(e);
        }
    }
    let e = turn_passed.expect("the turn passed");
    assert!(
        e.reply.image.is_none(),
        "the turn changed, the map did not: {}",
        e.reply.text
    );
    let next = e.posts.iter().find(|p| p.status).expect("the next turn");
    assert!(!next.awaits.is_empty());
    // `/game status` draws the latest board on demand.
    let e = t.run("carol", Command::Status).await;
    assert!(e.reply.image.is_some() && !e.reply.ephemeral);
    let e = t.run("carol", Command::Status).await;
    assert!(e.reply.image.is_some(), "every time");
}

/// Splits a `local` transcript into (heading, body) messages.
fn messages(t: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for line in t.lines() {
        if let Some(h) = line.strip_prefix("**").and_then(|l| l.strip_suffix("**")) {
            out.push((h.to_string(), String::new()));
        } else if line.starts_with("> `") {
            out.push(("input".into(), line.to_string()));
        } else if let Some(last) = out.last_mut() {
            last.1.push_str(line);
            last.1.push('\n');
        }
    }
    out
}

/// examples/ti4-four-player-round.txt through the app as `local` plays it (issue 16, a quiet
/// channel, target: at most 60 channel posts and 6 boards for a 4-player round). It posted
/// 162 channel messages and 22 boards at first, 74 and 14 in session 7. A window asked of
/// several players (a strategy card's secondary, status scoring, command tokens) is one
/// message, edited as they answer; a board goes with the status it leads, once per lap of
/// the action phase's turns and per new phase, only when the map changed. A player still
/// reads every action and whose turn it is.
#[tokio::test]
async fn the_four_player_round_posts_at_most_60_messages_and_6_boards() {
    let db = starpost::store::connect(&database_url().await)
        .await
        .expect("database");
    let app = App::new(db, Arc::new(Renderer::new()), AppConfig::default());
    let script = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/examples/ti4-four-player-round.txt"
    ))
    .unwrap();
    let mut s = Session::new(app, None);
    for (i, line) in script.lines().enumerate() {
        s.line(i + 1, line).await.expect("the script plays");
    }
    let traffic = s.traffic();
    assert!(traffic.channel_posts <= 60, "{traffic}");
    assert!(traffic.boards <= 6, "{traffic}");
    assert!(traffic.channel_edits >= 20, "{traffic}");
    // A change of a few neighbouring hexes shows them large (a focus picture, readable at a
    // chat preview's width); a new phase shows the whole board.
    assert!(traffic.focus >= 1, "{traffic}");
    assert_eq!(traffic.typed, 0, "{traffic}");
    let t = s.transcript();
    let msgs = messages(t);
    // An edit names a message posted before it; what each channel message finally says (its
    // last edit) still tells every action and turn.
    let mut last: std::collections::BTreeMap<String, String> = Default::default();
    for (h, body) in &msgs {
        if let Some(n) = h.strip_suffix(" · channel") {
            last.insert(n.to_string(), body.clone());
        } else if let Some((_, id)) = h.split_once(" · edited message ") {
            assert!(last.contains_key(id), "{h}: no message {id} before it");
            last.insert(id.to_string(), body.clone());
        }
    }
    let shown: String = last.into_values().collect();
    for want in [
        "sol activates 20 Vefut II.",
        "sol moves 1 carrier, 2 infantry from 1 Jord to 20 Vefut II.",
        "sol lands 2 ground forces on Vefut II.",
        "letnev's turn.",
        "jolnar researches Gravity Drive.",
        "hacan declines the secondary ability.",
        "sol produces 2 fighters, 2 infantry",
        "The status phase of round 1 begins",
        "Round 2: the strategy phase begins",
    ] {
        assert!(shown.contains(want), "the channel lost {want:?}");
    }
    let board_after = |line: &str| {
        let at = t
            .find(line)
            .unwrap_or_else(|| panic!("{line:?} not in the transcript"));
        let rest = &t[at..];
        let img = rest.find("![board](").expect("a board after it");
        rest[img..].lines().next().unwrap_or_default().to_string()
    };
    assert!(board_after("The action phase begins").ends_with(".png)"));
    assert!(!board_after("The action phase begins").contains("focus"));
    assert!(
        board_after("hacan takes the command token off 27").contains("-focus.png"),
        "{t}"
    );
    // The first lap's board: four tactical actions changed eight systems across the map, too
    // far apart for one window but few enough to show at a glance.
    assert!(
        board_after("hacan gains control of Starpoint").contains("-focus.png"),
        "{t}"
    );
    // A secondary asked of three players is one message awaiting them, each button named
    // for its player.
    assert!(
        t.contains("Awaits: letnev, hacan, jolnar") && t.contains("[letnev: Decline]"),
        "{t}"
    );
}

/// Issue 16, a quiet channel: a strategy card's secondary asked of the other players at once
/// (§57) is one status post awaiting them all, each button named for its player; when one
/// answers, the window is shown again for the rest only (not anew: nobody is pinged again),
/// without the answered player's buttons.
#[tokio::test]
async fn a_window_of_several_players_is_one_post_named_per_player() {
    let mut t = Table::new(&NAMES).await;
    t.create_ti4(3, &["sol", "letnev", "hacan"]).await;
    t.finish_setup_choices(&NAMES).await;
    for (name, card) in [
        ("alice", "leadership"),
        ("bob", "diplomacy"),
        ("carol", "politics"),
        ("alice", "construction"),
        ("bob", "trade"),
        ("carol", "warfare"),
    ] {
        t.press(name, card).await;
    }
    t.press("alice", "strategic action: leadership").await;
    let e = t.press("alice", "+3 tactic").await;
    let window: Vec<_> = e.posts.iter().filter(|p| p.status).collect();
    assert_eq!(window.len(), 1, "{:?}", e.posts);
    let w = window[0];
    let names = |p: &starpost::edge::Post| -> Vec<String> {
        p.awaits.iter().map(|u| u.name.clone()).collect()
    };
    assert_eq!(names(w), vec!["bob".to_string(), "carol".to_string()]);
    assert!(
        w.anew,
        "a new question for them: a new message that pings them"
    );
    assert!(
        w.buttons.iter().any(|b| b.label == "bob: Decline"),
        "{:?}",
        w.buttons
    );
    assert!(
        w.buttons.iter().any(|b| b.label == "carol: Decline"),
        "{:?}",
        w.buttons
    );
    assert!(
        w.buttons
            .iter()
            .all(|b| b.label.starts_with("bob: ") || b.label.starts_with("carol: "))
    );
    let e = t.press("bob", "decline").await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    let rest = e
        .posts
        .iter()
        .find(|p| p.status)
        .expect("the window again, for carol");
    assert_eq!(names(rest), vec!["carol".to_string()]);
    assert!(!rest.anew, "carol was asked already");
    assert!(rest.buttons.iter().any(|b| b.label == "Decline"));
    assert!(!rest.buttons.iter().any(|b| b.label.contains("bob")));
}

/// Issue 16 (Eclipse explore, the drawn tile previewed in each legal rotation): drawing a
/// sector is a moment to show the board, so the "Place sector …" prompt comes with a picture
/// (the insets' own, readable at a chat preview) that shows the sector in each rotation
/// offered, each captioned with its button's words; placing it takes the preview away.
/// A 2-player Eclipse table with boards, where the first player offered Explore presses it:
/// the table, who explored, and what the press did.
async fn explore_at_a_two_player_eclipse_table()
-> (crate::common::Table, String, starpost::edge::Effects) {
    let mut t = crate::common::Table::bots_with_boards("eclipse", 2, 5, true).await;
    let names: Vec<String> = t.users.iter().map(|u| u.name.clone()).collect();
    let who = names
        .iter()
        .find(|n| t.button(n, "explore ").is_some())
        .cloned()
        .expect("an Explore button");
    let e = t.press(&who, "explore ").await;
    (t, who, e)
}

#[tokio::test]
async fn an_explored_sector_comes_with_a_board_of_its_rotations() {
    use starpost::core::Game;
    use starpost::core::rules::Viewer;
    use starpost::games::eclipse::Eclipse;
    let (mut t, who, e) = explore_at_a_two_player_eclipse_table().await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    let place = e
        .posts
        .iter()
        .find(|p| p.text.contains("Place sector"))
        .unwrap_or_else(|| panic!("the place prompt: {:?}", e.posts));
    let image = e
        .reply
        .image
        .as_ref()
        .or(place.image.as_ref())
        .expect("the board comes with the place prompt");
    // The rotations' own picture (the insets drawn large enough to read at a chat preview,
    // over the small map and the players), not the whole board where they would be a few
    // pixels tall.
    assert_eq!(image.name, starpost::edge::FOCUS_IMAGE);
    assert!(
        image
            .drawn_text
            .iter()
            .any(|x| x.starts_with("Sector ") && x.ends_with(": choose a rotation")),
        "{:?}",
        image.drawn_text
    );
    let rotations: Vec<&str> = place
        .buttons
        .iter()
        .map(|b| b.label.as_str())
        .filter(|l| l.starts_with("Rotation ") && !l.contains("+ disc"))
        .collect();
    assert!(!rotations.is_empty(), "{:?}", place.buttons);
    for r in &rotations {
        assert!(
            image.drawn_text.iter().any(|x| x == r),
            "{r} not on the board: {:?}",
            image.drawn_text
        );
    }
    let s = t
        .app
        .state::<Eclipse>(crate::common::CHANNEL)
        .await
        .unwrap();
    let v = Eclipse::view(&s, Viewer::Spectator);
    assert_eq!(
        v.placement.map(|p| p.rotations.len()),
        Some(rotations.len())
    );
    let e = t.press(&who, rotations[0]).await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    let s = t
        .app
        .state::<Eclipse>(crate::common::CHANNEL)
        .await
        .unwrap();
    let board = Eclipse::scene(
        &Eclipse::view(&s, Viewer::Spectator),
        &starpost::i18n::Tr::default(),
    );
    assert!(board.insets.is_empty(), "placed: no preview");
    if let Some(img) = &e.reply.image {
        assert!(
            !img.drawn_text
                .iter()
                .any(|x| x.contains("choose a rotation"))
        );
    }
}

/// Issue 16, a quiet channel: discarding a drawn sector leaves the map as the channel saw it
/// before the draw, so no board follows (the board with the preview was the change); the next
/// change of the map draws one again.
#[tokio::test]
async fn a_discarded_sector_draws_no_board_of_the_map_seen_before() {
    let (mut t, who, e) = explore_at_a_two_player_eclipse_table().await;
    let drawn = e.reply.image.is_some() || e.posts.iter().any(|p| p.image.is_some());
    assert!(drawn, "the preview board comes with the draw");
    let e = t.press(&who, "Discard").await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    assert!(
        e.reply.image.is_none() && e.posts.iter().all(|p| p.image.is_none()),
        "a board after the discard: {:?} {:?}",
        e.reply.text,
        e.posts.iter().map(|p| &p.text).collect::<Vec<_>>()
    );
    // The next player's explore draws a preview again.
    let names: Vec<String> = t.users.iter().map(|u| u.name.clone()).collect();
    let other = names
        .iter()
        .find(|n| t.button(n, "explore ").is_some())
        .cloned()
        .expect("another Explore button");
    let e = t.press(&other, "explore ").await;
    let drawn = e.reply.image.is_some() || e.posts.iter().any(|p| p.image.is_some());
    assert!(drawn, "the next draw shows its preview: {}", e.reply.text);
}

/// Issue 16 item 2 (used prompts leave the status): players answering in their DMs drop out
/// of the channel status's "Waiting for …" line one by one (it kept naming everyone until the
/// last answer), and the others are not sent their prompts again.
#[tokio::test]
async fn a_private_answer_drops_its_player_from_the_waiting_line() {
    let mut t = Table::new(&NAMES).await;
    t.create_ti4(3, &["sol", "letnev", "hacan"]).await;
    let e = t.press("alice", "keep").await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    let status = e
        .posts
        .iter()
        .find(|p| p.status)
        .unwrap_or_else(|| panic!("the status is shown again: {:?}", e.posts));
    let names: Vec<&str> = status.awaits.iter().map(|u| u.name.as_str()).collect();
    assert_eq!(names, vec!["bob", "carol"]);
    assert!(!status.anew, "an edit: nobody is pinged again");
    let text = status.text.to_string();
    assert!(
        text.contains("bob") && text.contains("carol") && !text.contains("alice"),
        "{text}"
    );
    assert!(
        e.dms.iter().all(|d| d.user.name == "alice"),
        "only alice hears back: {:?}",
        e.dms.iter().map(|d| &d.user.name).collect::<Vec<_>>()
    );
}
