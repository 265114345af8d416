//! Buttons are bound to the prompt that issued them (issue #12, item 4): once that prompt has
//! closed — by a choice, a timer, an undo, anything — its buttons are refused as out of date,
//! even when a later prompt offers the same notation to the same player.

use crate::common;
use chrono::Duration;
use common::{CHANNEL, NAMES, Table, pick_cards, play, state, ti4_table};
use starpost::app::Command;
use starpost::edge::Effects;
use starpost::games::ti4::Ti4;
use starpost::games::ti4::rules::strategic;
use starpost::scheduler;

/// The custom_id of the button with `notation` that a post (or DM) of `e` offers to `who`.
fn offered(t: &Table, e: &Effects, who: &str, notation: &str) -> Option<String> {
    let u = t.u(who);
    e.posts
        .iter()
        .filter(|p| p.awaits.iter().any(|a| a.id == u.id))
        .flat_map(|p| &p.buttons)
        .chain(
            e.dms
                .iter()
                .filter(|d| d.user.id == u.id)
                .flat_map(|d| &d.buttons),
        )
        .chain(&e.reply.buttons)
        .filter(|b| !t.for_another(who, b))
        .map(|b| b.custom_id.clone())
        .find(|id| id.ends_with(&format!(":{notation}")))
}

async fn press(t: &mut Table, who: &str, custom_id: &str) -> Effects {
    t.run(
        who,
        Command::Press {
            custom_id: custom_id.to_string(),
        },
    )
    .await
}

/// Plays the primary of the strategy card `who` just played, step by step.
async fn primary(t: &mut Table, who: &str) -> Effects {
    let mut last = None;
    while let Some(p) = strategic::default_primary(&state(t).await) {
        last = Some(play(t, who, &p).await);
    }
    last.expect("a primary to play")
}

/// §57.1 + issue #12: Politics' secondaries window asks carol ("secondary"); she stays silent
/// and the timer closes the window. Then bob plays Trade, whose secondaries window offers carol
/// "secondary" again. Carol has not acted in between, yet her old Politics button must not spend
/// a command token on Trade's secondary: it is out of date. Her new button works.
#[tokio::test]
async fn a_timer_closed_windows_buttons_are_refused_though_the_next_window_offers_the_same_notation()
 {
    let mut t = ti4_table(5).await;
    t.finish_setup_choices(&NAMES).await;
    pick_cards(&mut t).await;
    // Alice (initiative 1) plays Politics (3).
    play(&mut t, "alice", "strategic 3").await;
    let e = primary(&mut t, "alice").await;
    let old = offered(&t, &e, "carol", "secondary").expect("carol is offered Politics' secondary");
    // Bob answers; carol is silent; the timer declines for her.
    play(&mut t, "bob", "decline").await;
    let closed = scheduler::run_timeouts(&t.app, t.now + Duration::hours(30))
        .await
        .unwrap();
    assert_eq!(closed.len(), 1, "the timer closed the window");
    let s = state(&t).await;
    assert!(s.strategic.is_none() && s.window.is_none());
    let tokens = s.players[2].tokens.strategy;
    // Bob (initiative 2) plays Trade (5): its secondary has the same notation.
    t.now += Duration::hours(31);
    play(&mut t, "bob", "strategic 5").await;
    let e = primary(&mut t, "bob").await;
    let new = offered(&t, &e, "carol", "secondary").expect("carol is offered Trade's secondary");
    assert_ne!(new, old, "a new window, a new button id");
    let version_before = t.app.state::<Ti4>(CHANNEL).await.unwrap();

    let e = press(&mut t, "carol", &old).await;
    assert!(
        e.reply.ephemeral && e.reply.text.contains("out of date"),
        "{}",
        e.reply.text
    );
    assert!(
        e.reply.text.contains("carol"),
        "the refusal says whom the game waits for: {}",
        e.reply.text
    );
    assert!(e.posts.is_empty() && e.dms.is_empty());
    let s = state(&t).await;
    assert_eq!(s, version_before, "the refusal changed nothing");
    assert_eq!(s.players[2].tokens.strategy, tokens);

    // The button of the open window is accepted.
    let e = press(&mut t, "carol", &new).await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    let (snapshot, replayed) = t.app.snapshot_and_replay::<Ti4>(CHANNEL).await.unwrap();
    assert_eq!(snapshot, replayed);
}

/// Not a window: bob's strategy pick prompt closes when the host undoes alice's pick (bob has
/// not acted), and reopens with the same choices once alice picks again. Bob's button from
/// before the undo is out of date; the button of the reopened prompt works.
#[tokio::test]
async fn a_prompt_closed_by_an_undo_and_reopened_refuses_its_old_buttons() {
    let mut t = ti4_table(6).await;
    t.finish_setup_choices(&NAMES).await;
    let e = play(&mut t, "alice", "pick 3").await;
    let old = offered(&t, &e, "bob", "pick 2").expect("bob is offered pick 2");
    // Alice is the host: she undoes her own pick; bob's prompt closes.
    let e = t.run("alice", Command::Undo).await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    let e = press(&mut t, "bob", &old).await;
    assert!(e.reply.ephemeral, "{}", e.reply.text);
    // Alice picks the same card again: bob's prompt is the same as before.
    let e = play(&mut t, "alice", "pick 3").await;
    let new = offered(&t, &e, "bob", "pick 2").expect("bob is offered pick 2 again");
    let before = state(&t).await;
    let e = press(&mut t, "bob", &old).await;
    assert!(
        e.reply.ephemeral && e.reply.text.contains("out of date"),
        "{}",
        e.reply.text
    );
    assert_eq!(state(&t).await, before, "the refusal changed nothing");
    let e = press(&mut t, "bob", &new).await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    assert!(e.reply.text.contains("bob takes"), "{}", e.reply.text);
}

/// A button of the form before prompt ids (`sp:<game>:<version>:<seat>:<notation>`) is out of
/// date, not an error; a custom_id never exceeds Discord's 100 characters.
#[tokio::test]
async fn old_form_buttons_are_out_of_date_and_ids_fit_discord() {
    let mut t = ti4_table(7).await;
    let keep = t.button("alice", "keep").expect("a keep button");
    let parts: Vec<&str> = keep.splitn(6, ':').collect();
    assert_eq!(parts.len(), 6, "{keep}");
    assert_eq!(parts[4], "keep", "the prompt id: {keep}");
    let legacy = format!("sp:{}:{}:{}:{}", parts[1], parts[2], parts[3], parts[5]);
    let e = press(&mut t, "alice", &legacy).await;
    assert!(
        e.reply.ephemeral && e.reply.text.contains("out of date"),
        "{}",
        e.reply.text
    );
    t.finish_setup_choices(&NAMES).await;
    pick_cards(&mut t).await;
    for (_, e) in &t.history {
        for b in e
            .posts
            .iter()
            .flat_map(|p| &p.buttons)
            .chain(e.dms.iter().flat_map(|d| &d.buttons))
            .chain(&e.reply.buttons)
        {
            assert!(b.custom_id.len() <= 100, "{}", b.custom_id);
        }
    }
}

/// Issue 13 item 8 (§56.1): alice, the speaker, writes `/play pick t`, which names two strategy
/// cards (Trade, 5; Technology, 7). The reply is hers alone, changes nothing, and offers one
/// button per reading, bound to her pick prompt like the prompt's own buttons; pressing
/// Technology picks it. Bob, who is not awaited, gets the readings to write, not buttons.
#[tokio::test]
async fn an_ambiguous_play_offers_a_button_per_reading_and_the_press_applies_it() {
    let mut t = ti4_table(7).await;
    t.finish_setup_choices(&NAMES).await;
    let before = state(&t).await;
    let e = t
        .run(
            "alice",
            Command::Play {
                text: "pick t".into(),
            },
        )
        .await;
    assert!(e.reply.ephemeral, "{}", e.reply.text);
    assert!(
        e.reply.text.contains("“t” could mean 2"),
        "{}",
        e.reply.text
    );
    assert!(e.posts.is_empty() && e.dms.is_empty());
    assert_eq!(state(&t).await, before, "an ambiguous text changes nothing");
    let labels: Vec<&str> = e.reply.buttons.iter().map(|b| b.label.as_str()).collect();
    assert_eq!(labels, ["Trade", "Technology"]);
    let trade = offered(&t, &e, "alice", "pick 5").expect("a button for Trade");
    let technology = offered(&t, &e, "alice", "pick 7").expect("a button for Technology");
    assert_ne!(trade, technology);

    // Bob is not awaited: no button would be accepted, so the readings are written out.
    let e = t
        .run(
            "bob",
            Command::Play {
                text: "pick t".into(),
            },
        )
        .await;
    assert!(e.reply.ephemeral && e.reply.buttons.is_empty());
    assert!(
        e.reply.text.contains("`pick 5`") && e.reply.text.contains("`pick 7`"),
        "{}",
        e.reply.text
    );

    let e = press(&mut t, "alice", &technology).await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    let s = state(&t).await;
    assert_eq!(s.players[0].strategy_cards, [7]);
    // Her other reading's button belonged to the prompt she has now answered.
    let e = press(&mut t, "alice", &trade).await;
    assert!(e.reply.ephemeral, "{}", e.reply.text);
    assert_eq!(state(&t).await, s);
}

/// Issue 16 item 2: a private prompt shows only what the decision needs. The hand is not in its
/// text; a grey "Hand" button beside its choices shows it, privately, to its owner alone —
/// another player's press of it shows nothing of it, nothing is posted, nothing changes.
#[tokio::test]
async fn a_private_prompt_offers_the_hand_by_a_button_for_its_owner_alone() {
    let mut t = ti4_table(7).await;
    let (_, start) = t.history.last().cloned().expect("the start");
    let dm = start
        .dms
        .iter()
        .find(|d| d.user.name == "alice")
        .expect("alice's private prompt")
        .clone();
    let hand = t.run("alice", Command::Hand).await;
    assert!(hand.reply.ephemeral);
    // The decision (which secret objective to keep) needs the objectives offered, not the
    // promissory notes in hand: those are in the hand and not in the prompt.
    let s = state(&t).await;
    let lines: Vec<String> = s.players[0]
        .notes
        .iter()
        .map(|h| {
            starpost::games::ti4::content::promissory_note(&h.note)
                .unwrap()
                .name
                .clone()
        })
        .collect();
    assert!(lines.len() >= 2, "alice holds notes");
    for line in &lines {
        assert!(
            hand.reply.text.contains(line.as_str()),
            "{line} in the hand"
        );
        assert!(
            !dm.text.contains(line.as_str()),
            "the prompt repeats {line:?}: {}",
            dm.text
        );
    }
    for id in &s.players[0].secret_offer {
        let name = &starpost::games::ti4::content::objective(id).unwrap().name;
        assert!(
            dm.text.contains(name.as_str()),
            "the offer is in the prompt"
        );
    }
    let button = dm
        .buttons
        .iter()
        .find(|b| b.label == "Hand")
        .expect("a Hand button")
        .clone();
    assert_eq!(button.tone, starpost::core::Tone::Decline, "grey");
    assert!(button.menu.is_none());
    assert!(
        dm.buttons.iter().any(|b| b.label.contains("Keep")),
        "the choices stay: {:?}",
        dm.buttons
    );
    let before = t.app.state::<Ti4>(CHANNEL).await.unwrap();

    // Its owner sees the hand, as `/hand` shows it, privately; nothing else happens.
    let e = press(&mut t, "alice", &button.custom_id).await;
    assert!(e.reply.ephemeral);
    assert_eq!(e.reply.text, hand.reply.text);
    assert!(e.posts.is_empty() && e.dms.is_empty() && !e.spent, "{e:?}");
    // Another player's press of it is refused and shows none of it.
    let e = press(&mut t, "bob", &button.custom_id).await;
    assert!(e.reply.ephemeral);
    assert!(
        e.reply.text.contains("another player's hand"),
        "{}",
        e.reply.text
    );
    for line in &lines {
        assert!(!e.reply.text.contains(line.as_str()), "bob sees {line:?}");
    }
    // Nothing of alice's hand reached the channel, and the game is where it was: her prompt's
    // choices still apply.
    for (_, e) in &t.history {
        for text in e.public_texts() {
            for line in &lines {
                assert!(
                    !text.contains(line.as_str()),
                    "public text shows {line:?}: {text}"
                );
            }
        }
    }
    assert_eq!(t.app.state::<Ti4>(CHANNEL).await.unwrap(), before);
    let e = t.press("alice", "keep").await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
}
