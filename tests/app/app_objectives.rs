//! Claiming an objective through the app layer (§16): the claim is posted, the other players
//! answer with buttons, the table's reaction timer counts the silent ones as confirming (the
//! scheduler's sweep), the secret stays out of every public post until it is claimed, and
//! replay = snapshot.

use crate::common;
use chrono::Duration;
use common::{CHANNEL, Table, pick_cards, play, reaction_hours, state, ti4_table};
use starpost::app::Command;
use starpost::games::ti4::Ti4;
use starpost::games::ti4::content::{self, ScoringPhase};
use starpost::games::ti4::state::Phase;
use starpost::scheduler;

/// A 3-player game in the action phase where Alice holds an action-phase secret objective.
async fn table_with_an_action_secret() -> (Table, String) {
    for seed in 1..40 {
        let mut t = ti4_table(seed).await;
        let s = state(&t).await;
        let alice = s.players.iter().position(|p| p.name == "alice").unwrap();
        let Some(id) = s.players[alice]
            .secret_offer
            .iter()
            .find(|id| content::objective(id).is_some_and(|o| o.scored_in == ScoringPhase::Action))
        else {
            continue;
        };
        let id = id.clone();
        play(&mut t, "alice", &format!("keep {id}")).await;
        for who in ["bob", "carol"] {
            let e = t.press(who, "keep").await;
            assert!(!e.reply.ephemeral, "{}", e.reply.text);
        }
        pick_cards(&mut t).await;
        assert!(matches!(state(&t).await.phase, Phase::Action { .. }));
        return (t, id);
    }
    panic!("no seed offered Alice an action-phase secret");
}

fn public_posts(t: &Table) -> String {
    t.history
        .iter()
        .flat_map(|(_, e)| e.posts.iter().map(|p| p.text.clone()))
        .collect::<Vec<_>>()
        .join("\n")
}

#[tokio::test]
async fn rr_16_a_claim_is_answered_by_buttons_and_the_timer() {
    let (mut t, id) = table_with_an_action_secret().await;
    let name = content::objective(&id).unwrap().name.clone();
    reaction_hours(&mut t, "alice", 2).await;
    // §16.17: until Alice shows it, no public post names her secret.
    assert!(!public_posts(&t).contains(&name));

    let e = t
        .run(
            "alice",
            Command::Play {
                text: format!("claim {id}"),
            },
        )
        .await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    assert!(
        e.posts.iter().any(|p| p.text.contains(&name)),
        "the claim shows the objective: {:?}",
        e.posts
    );
    // Bob and Carol are asked in the channel, with buttons.
    for who in ["bob", "carol"] {
        assert!(t.button(who, "Confirm").is_some(), "{who} is asked");
    }
    assert!(t.button("alice", "Confirm").is_none());

    let e = t.press("bob", "Confirm").await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    assert!(
        state(&t).await.claim.is_some(),
        "1 of 2 is not more than half"
    );

    let closed = scheduler::run_timeouts(&t.app, t.now + Duration::hours(1))
        .await
        .unwrap();
    assert!(closed.is_empty());
    let closed = scheduler::run_timeouts(&t.app, t.now + Duration::hours(3))
        .await
        .unwrap();
    assert_eq!(closed.len(), 1);
    let (_, effects) = &closed[0];
    assert!(
        effects
            .posts
            .iter()
            .any(|p| p.text.contains("Time is up for the claim")),
        "{:?}",
        effects.posts
    );
    let s = state(&t).await;
    let alice = s.players.iter().position(|p| p.name == "alice").unwrap();
    assert!(s.claim.is_none());
    assert_eq!(s.players[alice].victory_points, 1);
    assert_eq!(s.players[alice].scored_secrets, vec![id]);
    let (snapshot, replayed) = t.app.snapshot_and_replay::<Ti4>(CHANNEL).await.unwrap();
    assert_eq!(snapshot, replayed);
}
