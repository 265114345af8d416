//! A quiet channel (issue 16) at the app and edge: prompts are marked as the game's status
//! (which an adapter edits in place), and a board after a change is drawn only when the map or
//! the phase changed, not when only the turn did; `/game status` always draws the latest.

use crate::common::{NAMES, Table};
use starpost::app::Command;

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
