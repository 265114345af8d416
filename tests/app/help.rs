//! `/help` (issue 16 item 5): with no game, the games and how to start one; in a game, the
//! requester's open prompts with their choices (and the notation to type), privately.

use crate::common::{NAMES, Table, user};
use starpost::app::Command;
use starpost::games::GameKind;

#[tokio::test]
async fn without_a_game_help_lists_every_game_and_how_to_start() {
    let mut t = Table::new(&NAMES).await;
    let e = t.run("alice", Command::Help).await;
    assert!(e.reply.ephemeral, "help is private");
    for k in GameKind::ALL {
        assert!(
            e.reply.text.contains(&format!("(`{}`)", k.id())),
            "{}: {}",
            k.id(),
            e.reply.text
        );
    }
    assert!(
        e.reply.text.contains("/game new game:<id>"),
        "{}",
        e.reply.text
    );
    assert!(e.posts.is_empty() && e.dms.is_empty());
}

#[tokio::test]
async fn in_a_game_help_lists_the_requesters_choices_and_they_can_be_typed() {
    let mut t = Table::new(&NAMES).await;
    t.create_ti4(3, &[]).await;
    let e = t.run("bob", Command::Help).await;
    assert!(e.reply.ephemeral && e.posts.is_empty() && e.dms.is_empty());
    assert!(e.reply.text.contains("You are awaited"), "{}", e.reply.text);
    // The first listed notation, typed with /play, is accepted.
    let notation = e
        .reply
        .text
        .split("(`")
        .nth(1)
        .and_then(|s| s.split("`)").next())
        .expect("a notation")
        .to_string();
    let played = t
        .run(
            "bob",
            Command::Play {
                text: notation.clone(),
            },
        )
        .await;
    assert!(!played.reply.ephemeral, "{notation}: {}", played.reply.text);
    let e = t.run("bob", Command::Help).await;
    assert!(
        e.reply.text.contains("Nothing to do for you right now"),
        "{}",
        e.reply.text
    );
    // Someone who is not seated is told so, with whom the game waits for.
    t.users.push(user(999, "dave"));
    let e = t.run("dave", Command::Help).await;
    assert!(
        e.reply.text.contains("not seated") && e.reply.text.contains("alice"),
        "{}",
        e.reply.text
    );
}
