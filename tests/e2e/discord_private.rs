//! Private stays private (issue #12, item 5), end to end against the fake Discord, which follows
//! Discord's rule: the first follow-up to a deferral (and every edit of the original response)
//! is shown with the deferral's visibility, whatever its own flags. And no message of the bot
//! can ping @everyone, @here or a role, whatever user text it carries.

use crate::support;
use std::time::Duration;

use starpost::core::Game;
use starpost::games::ti4::Ti4;
use support::*;

const CHANNEL: u64 = 700_000_000_000_000_011;

/// Every seat's secrets (offered objectives, by id and name) from the game's latest snapshot.
async fn secrets(bot: &Bot, players: usize) -> Vec<Vec<String>> {
    let db = bot.db().await;
    let g = db_game(&db, CHANNEL).await;
    let (_, json) = g.snapshot.expect("a snapshot");
    let state: <Ti4 as starpost::core::Game>::State =
        serde_json::from_str(&json).expect("a TI4 state");
    (0..players).map(|s| Ti4::secrets_of(&state, s)).collect()
}

/// No output shows a seat's secret to anyone but that seat.
fn assert_no_leak(fake: &FakeDiscord, players: &[FakeUser], secrets: &[Vec<String>]) {
    for o in fake.outputs() {
        let mut texts = vec![o.content.clone()];
        texts.extend(
            o.buttons
                .iter()
                .flat_map(|b| [b.label.clone(), b.custom_id.clone()]),
        );
        for (seat, owner) in players.iter().enumerate() {
            for secret in &secrets[seat] {
                if texts.iter().any(|t| t.contains(secret.as_str())) {
                    let others_see = players
                        .iter()
                        .any(|p| p.id != owner.id && o.visible_to(p.id));
                    assert!(
                        !others_see && !o.is_public(),
                        "{}'s secret `{secret}` is visible to others in {:?} (ephemeral {}): {}",
                        owner.name,
                        o.place,
                        o.ephemeral,
                        o.content
                    );
                }
            }
        }
    }
}

/// Every interaction is deferred (as when the app is slow): a `/play` refusal that lists the
/// player's secret-objective offer reaches only them; a public answer to a private deferral goes
/// to the channel; a command deferred publicly that answers privately shows nothing of the
/// answer in public.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deferred_refusal_stays_private() {
    let bot = Bot::start_with("deferred-private", |c| c.discord_defer_ms = 0).await;
    let fake = &bot.fake;
    let t = Table::new(fake, CHANNEL, &["alice", "bob", "carol"]);
    t.open(4243).await;
    fake.settle(Duration::from_millis(100)).await;
    let offers = secrets(&bot, 3).await;
    let alice = t.player("alice").clone();

    // A refusal listing alice's offer, after a deferral.
    let ix = fake.slash(
        &alice,
        Chan::Guild(CHANNEL),
        "play action:\"keep nonsense\"",
    );
    let a = fake.answer(&ix, WAIT).await;
    assert_eq!(a.kind, 5, "the slow /play was deferred");
    fake.settle(Duration::from_millis(100)).await;
    let replies = fake.replies_of(&ix);
    assert!(!replies.is_empty());
    assert!(
        replies
            .iter()
            .any(|o| offers[0].iter().any(|s| o.content.contains(s.as_str()))),
        "the refusal names alice's offer: {replies:?}"
    );
    for o in &replies {
        assert!(
            o.ephemeral,
            "a reply to the deferred /play is public: {}",
            o.content
        );
    }

    // A button press is deferred without a message (type 6): its answer is a follow-up with
    // its own visibility — a refusal private, a result public.
    let bob = t.player("bob").clone();
    let (keep, chan, msg) = fake
        .find_button(&alice, CHANNEL, "Keep")
        .expect("alice's keep button");
    let ix = fake.press(&bob, Chan::Guild(CHANNEL), &keep.custom_id, msg);
    let a = fake.answer(&ix, WAIT).await;
    assert_eq!(a.kind, 6);
    assert!(
        a.ephemeral() && a.text().contains("offered to another player"),
        "{}",
        a.text()
    );
    let ix = fake.press(&alice, chan, &keep.custom_id, msg);
    let a = fake.answer(&ix, WAIT).await;
    assert_eq!(a.kind, 6);
    // Pressed in her DMs: the public result goes to the channel, she is told privately.
    assert!(
        a.text().contains("has kept") || a.text().contains("Done"),
        "{}",
        a.text()
    );
    fake.wait_in("alice's keep, public", &[CHANNEL], 0, |o| {
        o.is_public() && o.content.contains("alice has kept")
    })
    .await;

    // A command deferred publicly that answers privately: the public follow-up holds nothing
    // of the answer, which comes in a second, ephemeral follow-up.
    let ix = fake.slash(&alice, Chan::Guild(CHANNEL), "game join faction:sol");
    let a = fake.answer(&ix, WAIT).await;
    assert_eq!(a.kind, 5);
    fake.settle(Duration::from_millis(100)).await;
    let replies = fake.replies_of(&ix);
    assert_eq!(replies.len(), 2, "{replies:?}");
    assert!(!replies[0].ephemeral && replies[0].content.contains("Answered privately"));
    assert!(replies[1].ephemeral, "{}", replies[1].content);
    assert!(!replies[1].content.contains("Answered privately"));

    // bob and carol keep (deferred too); still nothing leaked, and nothing could ping a role.
    for p in ["bob", "carol"] {
        t.keep(t.player(p)).await;
    }
    fake.settle(Duration::from_millis(150)).await;
    assert_no_leak(fake, &t.players, &offers);
    for o in fake.outputs() {
        assert!(o.pings_only_users(), "{:?}: {}", o.place, o.content);
    }
    bot.finish().await;
}

/// `@everyone`, `@here` and a role mention in a TI4 deal's terms ping nobody: the offer (a DM),
/// the acceptance posted in the channel and every other message of the bot send
/// `allowed_mentions` without `everyone` or `roles`; a channel post may ping only the players
/// it awaits.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn everyone_in_deal_terms_pings_nobody() {
    let bot = Bot::start("deal-pings").await;
    let fake = &bot.fake;
    let t = Table::new(fake, CHANNEL, &["alice", "bob", "carol"]);
    t.open(515).await;
    t.keep_all().await;
    let alice = t.player("alice").clone();
    let bob = t.player("bob").clone();
    let terms = "@everyone @here <@&123456789012345678> alice wins";
    let a = t
        .cmd(
            &alice,
            &format!("play action:\"offer letnev give tg 0 get tg 0 terms {terms}\""),
        )
        .await;
    // Answered publicly, or (when slow) privately with the offer posted in the channel.
    assert!(!a.ephemeral() || a.text().contains("Done"), "{}", a.text());
    let dm = fake.dm_channel(&bob);
    let since = fake.call_count();
    fake.wait_in("the offer to bob", &[dm, CHANNEL], 0, |o| {
        o.buttons.iter().any(|b| b.label.contains("Accept"))
    })
    .await;
    let a = t.press(&bob, "Accept").await;
    assert!(!a.text().is_empty());
    fake.wait_in("the accepted terms", &[CHANNEL], since, |o| {
        o.is_public() && o.content.contains("@everyone")
    })
    .await;
    fake.settle(Duration::from_millis(150)).await;
    let outputs = fake.outputs();
    assert!(
        outputs
            .iter()
            .filter(|o| o.content.contains("@everyone"))
            .count()
            >= 2,
        "the terms were shown (offer and acceptance)"
    );
    for o in &outputs {
        assert!(
            o.pings_only_users(),
            "{:?} may ping @everyone or a role: {} {:?}",
            o.place,
            o.content,
            o.allowed_mentions
        );
        if o.content.contains("@everyone") {
            assert!(
                o.pingable_users().is_empty(),
                "the terms' message pings {:?}",
                o.pingable_users()
            );
        }
    }
    bot.finish().await;
}

/// A quiet channel (issue 16): a typed action answered privately ("done") puts its log lines
/// into the channel's status message, which is edited in place (PATCH of the message) while it
/// is the latest message of the game and awaits the same player — no new post, and the
/// prompt's buttons stay. Nothing hidden reaches the edited message.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_typed_action_edits_the_status_message_in_place() {
    let bot = Bot::start_with("quiet-status", |c| c.discord_defer_ms = 0).await;
    let fake = &bot.fake;
    let t = Table::new(fake, CHANNEL, &["alice", "bob", "carol"]);
    t.open(4243).await;
    t.keep_all().await;
    fake.settle(Duration::from_millis(150)).await;
    let alice = t.player("alice").clone();
    assert_eq!(
        t.strategy_awaited().map(|p| p.id),
        Some(alice.id),
        "the host, speaker, picks first"
    );
    let posts = |f: &FakeDiscord| {
        f.outputs()
            .iter()
            .filter(|o| o.place == Place::Channel(CHANNEL))
            .count()
    };
    let before = posts(fake);
    let edits_before = fake.edits().len();
    for n in [1, 2] {
        let a = t
            .cmd(&alice, &format!("game adjust change:\"alice tg +{n}\""))
            .await;
        assert!(a.ephemeral(), "answered privately: {}", a.text());
        fake.settle(Duration::from_millis(150)).await;
    }
    let edits = fake.edits()[edits_before..].to_vec();
    assert_eq!(edits.len(), 2, "two edits: {edits:?}");
    assert_eq!(edits[0].0, edits[1].0, "of one message");
    assert_eq!(posts(fake), before, "no new post in the channel");
    let status = fake
        .outputs()
        .into_iter()
        .find(|o| o.message_id == edits[1].0)
        .expect("the edited message");
    assert!(
        status.content.contains("pick a strategy card"),
        "{}",
        status.content
    );
    assert_eq!(
        status.content.matches("Adjustment by alice").count(),
        2,
        "both actions' log lines are kept: {}",
        status.content
    );
    assert!(!status.buttons.is_empty(), "the prompt's buttons stay");
    assert_eq!(mentions(&status.content), vec![alice.id]);
    let offers = secrets(&bot, 3).await;
    for s in offers.iter().flatten() {
        assert!(!status.content.contains(s.as_str()), "a secret: {s}");
    }
}
