//! Action cards through the app layer (§38): a card played with `/play`, the other players
//! asked privately whether to cancel it, a button to let it resolve, and the table's reaction
//! timer closing the window for silent players (the scheduler's sweep), with replay = snapshot.

use crate::common;
use chrono::Duration;
use common::{CHANNEL, NAMES, Table, pick_cards, play, reaction_hours, state, ti4_table};
use starpost::app::Command;
use starpost::core::Game;
use starpost::core::GameRng;
use starpost::games::ti4::Ti4;
use starpost::games::ti4::rules::strategic;
use starpost::games::ti4::state::{Phase, State};
use starpost::scheduler;

/// A card in `seat`'s hand that can be played as it is now, with targets that work.
fn playable(s: &State, seat: usize) -> Option<String> {
    let p = &s.players[seat];
    let home = p
        .planets
        .first()
        .map(|c| c.planet.clone())
        .unwrap_or_default();
    let other = s.players[(seat + 1) % s.players.len()].name.clone();
    for card in &p.action_cards {
        for args in ["", home.as_str(), other.as_str()] {
            let text = format!("play {card} {args}");
            let mut probe = s.clone();
            if let Ok(a) = Ti4::parse_action(&probe, &text)
                && Ti4::apply(&mut probe, seat, &a, &mut GameRng::for_step(1, 1)).is_ok()
            {
                return Some(text.trim().to_string());
            }
        }
    }
    None
}

/// The 3-player table of `seed` after Alice's Politics (the others take its secondary and draw
/// 2 cards), and a card Bob can play on his turn, if he holds one.
async fn politics_table(seed: i64) -> (Table, Option<String>) {
    let mut t = ti4_table(seed).await;
    t.finish_setup_choices(&NAMES).await;
    pick_cards(&mut t).await;
    play(&mut t, "alice", "strategic 3").await;
    while let Some(p) = strategic::default_primary(&state(&t).await) {
        play(&mut t, "alice", &p).await;
    }
    for who in ["bob", "carol"] {
        play(&mut t, who, "secondary").await;
    }
    let s = state(&t).await;
    assert_eq!(
        s.phase,
        Phase::Action {
            active: 1,
            tactical: None
        }
    );
    let card = playable(&s, 1);
    (t, card)
}

/// The first seed whose deal gives Bob a playable card: searched once per test binary and
/// shared by the tests below (each search plays many set-ups through the app).
static SEED_WITH_A_CARD: tokio::sync::OnceCell<i64> = tokio::sync::OnceCell::const_new();

/// The seed the search found last (with today's content and deal): tried first, so that the
/// search plays one set-up instead of thirteen; if a change of content or deal makes it deal
/// Bob nothing playable, the search goes on from seed 1 as before.
const SEED_FOUND_BEFORE: i64 = 13;

/// A 3-player game where, after Alice's Politics (the others take its secondary and draw 2
/// cards), Bob holds a card he can play on his turn. Seeds are tried until one deals that.
async fn table_with_a_card() -> (Table, String) {
    let seed = *SEED_WITH_A_CARD
        .get_or_init(|| async {
            for seed in std::iter::once(SEED_FOUND_BEFORE).chain(1..60) {
                if politics_table(seed).await.1.is_some() {
                    return seed;
                }
            }
            panic!("no seed dealt Bob a playable card");
        })
        .await;
    let (t, card) = politics_table(seed).await;
    (t, card.expect("the seed found deals Bob a playable card"))
}

#[tokio::test]
async fn rr_38_3_a_played_card_waits_for_reactions_and_the_timer_closes_it() {
    let (mut t, text) = table_with_a_card().await;
    // The host gives the table 2 hours to react.
    let e = reaction_hours(&mut t, "alice", 2).await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    assert!(e.reply.text.contains("2 hours"), "{}", e.reply.text);
    // Alice waits to be asked whatever she holds (no skip): the reaction timer closes the window.
    play(&mut t, "alice", "reactions wait").await;

    let e = t.run("bob", Command::Play { text: text.clone() }).await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    let s = state(&t).await;
    let w = s.window.clone().expect("a reaction window");
    assert_eq!(
        w.pending,
        vec![2, 0],
        "Carol, then Alice (clockwise from Bob)"
    );
    // Carol and Alice are asked by DM, with a button to let it resolve.
    for who in ["alice", "carol"] {
        let u = t.u(who);
        assert!(
            e.dms.iter().any(|d| d.user.id == u.id
                && d.buttons.iter().any(|b| b.label.contains("Let it resolve"))),
            "{who} is asked privately"
        );
    }
    // Nothing else may happen meanwhile.
    let blocked = t
        .run(
            "bob",
            Command::Play {
                text: "pass".into(),
            },
        )
        .await;
    assert!(blocked.reply.ephemeral);

    // Carol answers by button.
    let e = t.press("carol", "Let it resolve").await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    assert!(state(&t).await.window.is_some(), "Alice has not answered");

    // One hour later the timer has not run out; three hours later it has.
    let closed = scheduler::run_timeouts(&t.app, t.now + Duration::hours(1))
        .await
        .unwrap();
    assert!(closed.is_empty());
    assert!(state(&t).await.window.is_some());
    let closed = scheduler::run_timeouts(&t.app, t.now + Duration::hours(3))
        .await
        .unwrap();
    assert_eq!(closed.len(), 1);
    let (channel, effects) = &closed[0];
    assert_eq!(*channel, CHANNEL);
    assert!(
        effects.posts.iter().any(|p| p.text.contains("Time is up")),
        "{:?}",
        effects.posts
    );
    let s = state(&t).await;
    assert!(s.window.is_none());
    // A component action ends Bob's turn (§8).
    if text.split_whitespace().nth(1).is_some_and(|c| {
        starpost::games::ti4::content::action_card(c)
            .is_some_and(|c| c.timing == starpost::games::ti4::content::Timing::Action)
    }) {
        assert_eq!(
            s.phase,
            Phase::Action {
                active: 2,
                tactical: None
            }
        );
    }
    // The timer is gone: a second sweep does nothing.
    let again = scheduler::run_timeouts(&t.app, t.now + Duration::hours(5))
        .await
        .unwrap();
    assert!(again.is_empty());
    let (snapshot, replayed) = t.app.snapshot_and_replay::<Ti4>(CHANNEL).await.unwrap();
    assert_eq!(snapshot, replayed);
}

/// Issue 16 item 3: a reaction window's timer never passes a player in their quiet hours; the
/// deadline moves to the end of the latest quiet hours among those awaited.
#[tokio::test]
async fn the_reaction_timer_waits_for_the_end_of_quiet_hours() {
    let (mut t, text) = table_with_a_card().await;
    let e = reaction_hours(&mut t, "alice", 2).await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    // Neither is passed by the skip timer: only the reaction timer closes the window.
    play(&mut t, "alice", "reactions wait").await;
    play(&mut t, "carol", "reactions wait").await;
    // Alice sleeps from 11:00 to 15:00 UTC; the table's clock reads about 10:00 UTC.
    let e = t
        .run(
            "alice",
            Command::Remind {
                interval: None,
                quiet: Some("11-15".into()),
                tz: Some("UTC".into()),
            },
        )
        .await;
    assert!(
        e.reply.text.contains("quiet hours 11-15 (UTC)")
            && e.reply.text.contains("at the game's interval"),
        "{}",
        e.reply.text
    );
    let e = t.run("bob", Command::Play { text: text.clone() }).await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    assert!(state(&t).await.window.is_some());
    // Two hours later (the table's limit) alice is asleep: the window stays open.
    let closed = scheduler::run_timeouts(&t.app, t.now + Duration::hours(3))
        .await
        .unwrap();
    assert!(closed.is_empty(), "not while alice sleeps");
    assert!(state(&t).await.window.is_some());
    // Once her quiet hours are over, the silent players pass.
    let morning = "2026-03-02T15:00:00Z".parse().unwrap();
    let closed = scheduler::run_timeouts(&t.app, morning).await.unwrap();
    assert_eq!(closed.len(), 1);
    assert!(state(&t).await.window.is_none());
}

/// Issue 16 item 3 (fewer waits): a player asked in a card window who holds nothing that fits
/// is passed by the skip timer, after a delay drawn the same way whether or not they hold a
/// card (from the game and the skip's key only): the timer stored for a seat holding Sabotage
/// and for one holding nothing is due at the same time.
#[tokio::test]
async fn the_skip_passes_players_with_nothing_playable_after_the_same_delay_for_everyone() {
    let (mut t, text) = table_with_a_card().await;
    let e = t.run("bob", Command::Play { text: text.clone() }).await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    let s = state(&t).await;
    let w = s.window.clone().expect("a reaction window");
    let mut c = t.app.db.acquire().await.unwrap();
    let game = starpost::store::open_game_in_channel(&mut c, &CHANNEL.to_string())
        .await
        .unwrap()
        .unwrap()
        .id;
    // The skips come one at a time; each is due within the drawn range, and its delay is a
    // function of the game and the key alone.
    let (key, seat, _) = Ti4::skip(&s).expect("a skip is due");
    assert!(w.pending.contains(&seat));
    let timer = starpost::store::timer(&mut c, game)
        .await
        .unwrap()
        .expect("a timer");
    drop(c);
    assert_eq!(timer.key, key);
    let delay = starpost::app::skip_delay(game, &key);
    let (lo, hi) = starpost::app::SKIP_DELAY_SECS;
    assert!(delay.num_seconds() >= lo as i64 && delay.num_seconds() < hi as i64);
    assert_eq!(timer.due_at, starpost::app::timer_time(t.now + delay));
    // The same skip key in a state where the seat holds Sabotage (and one where it holds
    // nothing) gives the same delay: nothing of the hand goes into it.
    let mut with = s.clone();
    with.players[seat].action_cards = vec!["sabotage".into()];
    let mut without = s.clone();
    without.players[seat].action_cards.clear();
    assert_eq!(Ti4::skip(&with).map(|k| k.0), Some(key.clone()));
    assert_eq!(Ti4::skip(&without).map(|k| k.0), Some(key.clone()));
    // Run the skips: a seat without Sabotage passes ("passes", as a typed pass says); the
    // window closes once nobody holding one is left, or waits for the reaction timer.
    let mut when = t.now;
    for _ in 0..2 {
        when += Duration::minutes(31);
        scheduler::run_timeouts(&t.app, when).await.unwrap();
    }
    let s = state(&t).await;
    let holds = |seat: usize| s.players[seat].action_cards.iter().any(|c| c == "sabotage");
    match &s.window {
        None => assert!(w.pending.iter().all(|p| !holds(*p)), "{:?}", s.players),
        Some(open) => {
            for p in &w.pending {
                assert_eq!(
                    open.pending.contains(p) && !open.answers.iter().any(|(a, _)| a == p),
                    holds(*p)
                );
            }
        }
    }
    let (snapshot, replayed) = t.app.snapshot_and_replay::<Ti4>(CHANNEL).await.unwrap();
    assert_eq!(snapshot, replayed);
}
