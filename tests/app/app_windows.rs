//! Reaction windows through the app layer (rules/window.rs): a strategy card's secondaries ask
//! every other player at once, each with their own buttons; an answer given out of turn waits;
//! the table's reaction timer (the scheduler's sweep) declines for the silent player and the
//! answers apply clockwise (§57.1); `reactions auto|ask` is an ordinary `/play` command; replay
//! equals the snapshot.

use crate::common;
use chrono::Duration;
use common::{CHANNEL, NAMES, pick_cards, play, state, ti4_table};
use starpost::games::ti4::Ti4;
use starpost::games::ti4::rules::strategic;
use starpost::games::ti4::rules::window::Kind;
use starpost::games::ti4::state::Phase;
use starpost::scheduler;

#[tokio::test]
async fn rr_57_1_secondaries_ask_everyone_at_once_and_the_timer_declines_for_the_silent() {
    let mut t = ti4_table(5).await;
    t.finish_setup_choices(&NAMES).await;
    pick_cards(&mut t).await;
    let e = play(&mut t, "alice", "reactions auto").await;
    assert!(
        e.reply.text.contains("automatically")
            || e.posts.iter().any(|p| p.text.contains("automatically")),
        "{}",
        e.reply.text
    );
    play(&mut t, "alice", "strategic 3").await;
    let mut last = None;
    while let Some(p) = strategic::default_primary(&state(&t).await) {
        last = Some(play(&mut t, "alice", &p).await);
    }
    // Bob and Carol are each asked in the channel, at the same time, with their buttons.
    let e = last.unwrap();
    for who in ["bob", "carol"] {
        let u = t.u(who);
        assert!(
            e.posts.iter().any(|p| p.awaits.iter().any(|a| a.id == u.id)
                && p.buttons.iter().any(|b| b.label.contains("Decline"))),
            "{who} has a post with buttons: {:?}",
            e.posts
        );
    }
    let s = state(&t).await;
    assert_eq!(
        s.window.as_ref().map(|w| w.kind.clone()),
        Some(Kind::Secondary)
    );
    // Carol (second in order) answers first: it waits for Bob (§57.1).
    let e = t.press("carol", "Draw 2").await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    let s = state(&t).await;
    assert!(s.strategic.is_some(), "Bob has not answered");
    let hand = s.players[2].action_cards.len();
    // The timer: not yet after 1 hour, then Bob declines and Carol's draw applies.
    assert!(
        scheduler::run_timeouts(&t.app, t.now + Duration::hours(1))
            .await
            .unwrap()
            .is_empty()
    );
    let closed = scheduler::run_timeouts(&t.app, t.now + Duration::hours(30))
        .await
        .unwrap();
    assert_eq!(closed.len(), 1);
    assert!(
        closed[0]
            .1
            .posts
            .iter()
            .any(|p| p.text.contains("Time is up")),
        "{:?}",
        closed[0].1.posts
    );
    let s = state(&t).await;
    assert!(s.strategic.is_none());
    assert_eq!(s.players[2].action_cards.len(), hand + 2);
    assert_eq!(
        s.phase,
        Phase::Action {
            active: 1,
            tactical: None
        }
    );
    let (snapshot, replayed) = t.app.snapshot_and_replay::<Ti4>(CHANNEL).await.unwrap();
    assert_eq!(snapshot, replayed);
    assert!(
        scheduler::run_timeouts(&t.app, t.now + Duration::hours(60))
            .await
            .unwrap()
            .is_empty()
    );
}
