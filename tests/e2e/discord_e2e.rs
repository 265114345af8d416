//! End to end: the real `serve` (serenity + poise + app + SQLite) against a fake Discord on
//! loopback. Each test gets its own fake, bot and database file; every test ends with
//! `Bot::finish`, which checks that every interaction was answered once within Discord's 3 s
//! window, that no unknown route was called and that the bot token was not logged.

use crate::support;
use std::collections::HashSet;
use std::time::Duration;

use starpost::core::Game;
use starpost::games::ti4::Ti4;
use support::*;

const CHANNEL_A: u64 = 700_000_000_000_000_001;
const CHANNEL_B: u64 = 700_000_000_000_000_002;

fn secrets_of_seat(state_json: &str, seat: usize) -> Vec<String> {
    let state: <Ti4 as starpost::core::Game>::State =
        serde_json::from_str(state_json).expect("a TI4 state");
    Ti4::secrets_of(&state, seat)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn startup_registers_commands_and_the_opening_plays_through_buttons() {
    let bot = Bot::start("opening").await;
    let fake = &bot.fake;

    // Start-up: global registration of exactly the bot's commands, authorised by its token.
    let (names, registrations) = fake.registered();
    let names: HashSet<_> = names.into_iter().collect();
    let ours: HashSet<_> = starpost::discord::commands()
        .into_iter()
        .map(|c| c.name.to_string())
        .collect();
    assert_eq!(names, ours);
    for c in ["game", "hand", "remind", "vacation"] {
        assert!(names.contains(c), "/{c} is registered");
    }
    assert_eq!(registrations, 1);
    // Issue 17: the registration carries each command's, option's and game choice's Korean
    // and Japanese names and descriptions (names players type in a Korean or Japanese client).
    let registered = fake.registered_commands();
    let command = |name: &str| {
        registered
            .iter()
            .find(|c| c["name"] == name)
            .cloned()
            .unwrap_or_else(|| panic!("/{name} registered"))
    };
    let game = command("game");
    assert_eq!(game["name_localizations"]["ko"], "게임");
    assert_eq!(game["name_localizations"]["ja"], "ゲーム");
    let join = game["options"]
        .as_array()
        .and_then(|subs| subs.iter().find(|s| s["name"] == "join"))
        .expect("/game join");
    assert_eq!(join["name_localizations"]["ko"], "참가");
    assert_eq!(join["name_localizations"]["ja"], "参加");
    assert!(
        join["description_localizations"]["ko"]
            .as_str()
            .is_some_and(|d| d.chars().any(|c| ('가'..='힣').contains(&c))),
        "{join}"
    );
    let faction = join["options"]
        .as_array()
        .and_then(|o| o.iter().find(|o| o["name"] == "faction"))
        .expect("/game join faction");
    assert_eq!(faction["name_localizations"]["ko"], "세력");
    let hand = command("hand");
    assert_eq!(hand["name_localizations"]["ko"], "손패");
    assert_eq!(hand["name_localizations"]["ja"], "手札");
    let game_id = game["id"].as_str().expect("an id").to_string();
    let calls = fake.calls();
    assert!(calls.iter().any(|c| c.method == "PUT"
        && c.path.ends_with("/commands")
        && !c.path.contains("/guilds/")));
    for c in &calls {
        assert_eq!(
            c.authorization.as_deref(),
            Some(format!("Bot {}", bot.token).as_str())
        );
    }
    let gw = fake.gateway_stats();
    assert_eq!(gw.identifies, 1);
    assert_eq!(gw.tokens, vec![format!("Bot {}", bot.token)]);

    let t = Table::new(fake, CHANNEL_A, &["alice", "bob", "carol"]);
    let start = t.open(20261122).await;
    assert!(!start.ephemeral());
    // The texts' commands are command mentions, shown in each reader's language by Discord:
    // "Join with `/game join`" was posted as "Join with </game join:ID>".
    let join_mention = format!("</game join:{game_id}>");
    assert!(
        fake.outputs()
            .iter()
            .any(|o| o.content.contains(&join_mention)),
        "a post names /game join as a mention"
    );
    assert!(
        fake.outputs()
            .iter()
            .all(|o| !o.content.contains("`/game join`")),
        "no command left as plain code"
    );
    assert_eq!(
        start.reply.attachments.len(),
        1,
        "the board comes with /game start"
    );
    assert_png(&start.reply.attachments[0]);
    t.keep_all().await;
    let picks = t.strategy_phase().await;
    assert_eq!(picks, 6, "3 players pick 2 strategy cards each");

    // The board after a phase change and on /game status is a valid PNG attachment.
    let status = t.cmd(t.player("bob"), "game status").await;
    assert!(!status.ephemeral());
    assert_eq!(status.reply.attachments.len(), 1);
    let (w, h) = assert_png(&status.reply.attachments[0]);
    assert!(w >= 200 && h >= 200, "a board of {w}×{h}");
    let boards: Vec<_> = fake
        .outputs()
        .into_iter()
        .flat_map(|o| o.attachments)
        .collect();
    // Round 1's strategy phase shows the opening map unchanged: no board of its own (issue 16,
    // one board per change of the map).
    assert!(boards.len() >= 3, "start, action phase, status");
    for b in &boards {
        assert_png(b);
    }

    // The log holds the 3 keeps and 6 picks.
    let db = bot.db().await;
    let g = db_game(&db, CHANNEL_A).await;
    assert_eq!(g.status, "active");
    assert_eq!(g.actions.len(), 9);
    assert_eq!(g.snapshot.as_ref().map(|s| s.0), Some(9));
    let log = t.cmd(t.host(), "game log count:50").await;
    assert!(log.text().contains("takes 5 Trade") || log.text().contains("takes"));
    bot.finish().await;
}

/// Objective names and ids a seat may hold or be offered, from the game's first snapshot.
async fn secrets_at_start(bot: &Bot, players: usize) -> Vec<Vec<String>> {
    let db = bot.db().await;
    let g = db_game(&db, CHANNEL_A).await;
    let (seq, json) = g.snapshot.expect("a snapshot after /game start");
    assert_eq!(seq, 0);
    (0..players).map(|s| secrets_of_seat(&json, s)).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn secrets_go_only_to_their_owner_and_a_refused_dm_falls_back_to_an_ephemeral_hand() {
    let bot = Bot::start("secrets").await;
    let fake = &bot.fake;
    let t = Table::new(fake, CHANNEL_A, &["alice", "bob", "carol"]);
    let carol = t.player("carol").clone();
    fake.refuse_dms(&carol);
    t.open(4242).await;
    fake.settle(Duration::from_millis(100)).await;
    // Seating follows join order, so seat i is players[i].
    let secrets = secrets_at_start(&bot, 3).await;
    for s in &secrets {
        assert!(
            s.len() >= 4,
            "two offered objectives, by id and name: {s:?}"
        );
    }

    // Alice and bob got their own offer by DM, with Keep buttons.
    for (seat, p) in t.players.iter().enumerate().take(2) {
        let dm = fake
            .outputs()
            .into_iter()
            .find(|o| {
                o.place == Place::Dm(p.id) && o.buttons.iter().any(|b| b.label.starts_with("Keep"))
            })
            .unwrap_or_else(|| panic!("{} got no DM", p.name));
        let shown = secrets[seat]
            .iter()
            .filter(|s| dm.content.contains(s.as_str()))
            .count();
        assert!(
            shown >= 2,
            "{}'s DM shows their offer: {}",
            p.name,
            dm.content
        );
    }
    // Carol's DM was refused with 50007: nothing reached her DMs, the channel got a notice
    // pointing to /hand.
    assert!(fake.calls().iter().any(|c| {
        c.status == 403
            && c.path
                .ends_with(&format!("/channels/{}/messages", fake.dm_channel(&carol)))
    }));
    assert!(
        !fake
            .outputs()
            .iter()
            .any(|o| o.place == Place::Dm(carol.id))
    );
    let notice = fake
        .outputs()
        .into_iter()
        .find(|o| {
            o.place == Place::Channel(CHANNEL_A)
                && mentions(&o.content).first() == Some(&carol.id)
                && o.content.contains("/hand")
        })
        .expect("a channel notice for carol");
    assert!(notice.buttons.is_empty());

    // /hand answers carol ephemerally, with her offer and its Keep buttons.
    let hand = t.cmd(&carol, "hand").await;
    assert!(hand.ephemeral(), "/hand must be ephemeral (flags 64)");
    let shown = secrets[2]
        .iter()
        .filter(|s| hand.text().contains(s.as_str()))
        .count();
    assert!(shown >= 2, "/hand shows carol's offer: {}", hand.text());
    assert!(
        hand.reply
            .buttons
            .iter()
            .any(|b| b.label.starts_with("Keep"))
    );
    // Bob's /hand shows bob's offer, never carol's.
    let bob_hand = t.cmd(t.player("bob"), "hand").await;
    assert!(bob_hand.ephemeral());

    // Everyone keeps (carol through /hand), and the strategy phase begins.
    t.keep_all().await;
    fake.settle(Duration::from_millis(150)).await;

    // No secret of any seat ever appeared in public (channel posts, public replies, their
    // buttons) or in a message to another user.
    for o in fake.outputs() {
        let mut texts = vec![o.content.clone()];
        texts.extend(
            o.buttons
                .iter()
                .flat_map(|b| [b.label.clone(), b.custom_id.clone()]),
        );
        for (seat, owner) in t.players.iter().enumerate() {
            for secret in &secrets[seat] {
                if texts.iter().any(|t| t.contains(secret.as_str())) {
                    let private_to_owner = match &o.place {
                        Place::Dm(u) => *u == owner.id,
                        Place::Reply { .. } => o.ephemeral && o.to_user == Some(owner.id),
                        Place::Channel(_) => false,
                    };
                    assert!(
                        private_to_owner,
                        "{}'s secret `{secret}` leaked in {:?}: {}",
                        owner.name, o.place, o.content
                    );
                }
            }
        }
    }
    let db = bot.db().await;
    assert_eq!(
        db_game(&db, CHANNEL_A).await.actions.len(),
        3,
        "three keeps"
    );
    bot.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stale_and_foreign_buttons_get_ephemeral_refusals_and_change_nothing() {
    let bot = Bot::start("stale").await;
    let fake = &bot.fake;
    let t = Table::new(fake, CHANNEL_A, &["alice", "bob", "carol"]);
    let eve = fake.user("eve");
    t.open(99).await;
    t.keep_all().await;
    let alice = t.player("alice").clone();
    let bob = t.player("bob").clone();
    let (old, _, old_msg) = fake
        .find_button(&alice, CHANNEL_A, "8 Imperial")
        .expect("alice's first prompt");
    t.pick(Some("5 Trade")).await;
    t.pick(Some("6 Warfare")).await;
    t.pick(Some("1 Leadership")).await;
    assert_eq!(t.awaited(), Some(&alice), "alice picks again");

    let db = bot.db().await;
    let before = db_game(&db, CHANNEL_A).await;
    let since = fake.call_count();
    // Alice presses a button of her first prompt: out of date.
    let ix = fake.press(&alice, Chan::Guild(CHANNEL_A), &old.custom_id, old_msg);
    let a = fake.answer(&ix, WAIT).await;
    assert!(
        a.ephemeral() && a.text().contains("out of date"),
        "{}",
        a.text()
    );
    // Eve is not seated; bob is seated but not awaited; both press the current prompt.
    let (cur, _, cur_msg) = fake
        .find_button(&alice, CHANNEL_A, "8 Imperial")
        .expect("the current prompt");
    assert_ne!(
        cur.custom_id, old.custom_id,
        "buttons carry the game version"
    );
    let ix = fake.press(&eve, Chan::Guild(CHANNEL_A), &cur.custom_id, cur_msg);
    let a = fake.answer(&ix, WAIT).await;
    assert!(
        a.ephemeral() && a.text().contains("not seated"),
        "{}",
        a.text()
    );
    let ix = fake.press(&bob, Chan::Guild(CHANNEL_A), &cur.custom_id, cur_msg);
    let a = fake.answer(&ix, WAIT).await;
    assert!(
        a.ephemeral() && a.text().contains("offered to another player"),
        "{}",
        a.text()
    );
    // A button naming no game of ours.
    let ix = fake.press(
        &alice,
        Chan::Guild(CHANNEL_A),
        "sp:424242:1:0:pick 8",
        cur_msg,
    );
    let a = fake.answer(&ix, WAIT).await;
    assert!(a.ephemeral(), "{}", a.text());

    fake.settle(Duration::from_millis(150)).await;
    let after = db_game(&db, CHANNEL_A).await;
    assert_eq!(after.version, before.version);
    assert_eq!(after.actions, before.actions);
    assert!(
        fake.outputs()
            .iter()
            .filter(|o| o.call >= since)
            .all(|o| o.is_reply() && o.ephemeral),
        "a refusal posts nothing in public"
    );
    // The game goes on with the current prompt.
    t.pick(Some("8 Imperial")).await;
    bot.finish().await;
}

/// Issue 16, a quiet channel: a press that takes effect spends the message that carried it.
/// The bot answers by updating that message without its buttons (UPDATE_MESSAGE, type 7; when
/// the press was deferred, type 6 and an edit of the original, which for a component is that
/// message); the answer leads the next status (pressed in a DM: a private follow-up, the
/// result posted in the channel). A refused press leaves the buttons to the
/// player they are for. Every button carries a colour style the fake accepts.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pressed_message_loses_its_buttons_and_a_refused_press_keeps_them() {
    for deferred in [false, true] {
        let bot = if deferred {
            Bot::start_with("spent-deferred", |c| c.discord_defer_ms = 0).await
        } else {
            Bot::start("spent").await
        };
        let fake = &bot.fake;
        let t = Table::new(fake, CHANNEL_A, &["alice", "bob", "carol"]);
        t.open(99).await;
        let alice = t.player("alice").clone();
        let bob = t.player("bob").clone();
        let buttons_of = |msg: u64| fake.message(msg).expect("the message").buttons;
        let spent = |msg: u64, what: &str| {
            let what = what.to_string();
            async move {
                fake.wait_until(&what, WAIT, |f| {
                    f.message(msg)
                        .is_some_and(|o| o.buttons.is_empty())
                        .then_some(())
                })
                .await
            }
        };

        // Alice keeps a secret objective from her DM: the DM's buttons go.
        let (keep, chan, keep_msg) = fake
            .find_button(&alice, CHANNEL_A, "Keep")
            .expect("alice's keep");
        assert_eq!(chan, Chan::Dm);
        assert!(!buttons_of(keep_msg).is_empty());
        let ix = fake.press(&alice, chan, &keep.custom_id, keep_msg);
        let a = fake.answer(&ix, WAIT).await;
        assert_eq!(a.kind, if deferred { 6 } else { 7 }, "deferred: {deferred}");
        assert!(a.text().contains("Done"), "{}", a.text());
        spent(keep_msg, "alice's keep message without buttons").await;
        assert!(fake.find_button(&alice, CHANNEL_A, "Keep").is_none());
        let since = fake.call_count();
        t.keep(&bob).await;
        t.keep(t.player("carol")).await;
        t.wait_prompt(since).await;

        // Bob presses alice's strategy card: refused, her buttons stay.
        let (card, _, msg) = fake
            .find_button(&alice, CHANNEL_A, "8 Imperial")
            .expect("alice's strategy prompt");
        let offered = buttons_of(msg);
        assert!(
            offered.iter().all(|b| b.style == 1),
            "cards are blue: {offered:?}"
        );
        let ix = fake.press(&bob, Chan::Guild(CHANNEL_A), &card.custom_id, msg);
        let a = fake.answer(&ix, WAIT).await;
        assert!(a.ephemeral(), "{}", a.text());
        assert_eq!(
            buttons_of(msg),
            offered,
            "a refused press changes no message"
        );

        // Alice presses it: her prompt's message loses its buttons; bob is prompted.
        let text = fake.message(msg).unwrap().content;
        let (a, who) = t.pick(Some("8 Imperial")).await;
        assert_eq!(who, alice);
        assert!(a.text().contains("alice takes"), "{}", a.text());
        spent(msg, "alice's strategy prompt without buttons").await;
        assert_eq!(
            fake.message(msg).unwrap().content,
            text,
            "the question stays, as the record of what was asked"
        );
        assert_eq!(t.awaited(), Some(&bob));
        bot.finish().await;
    }
}

/// A choice offered in a select menu (a prompt with more choices than a message's buttons
/// hold) is played like its button: the option's value is the button's custom id, so the same
/// checks apply. Here the menu interaction carries a current prompt's button.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_select_menu_option_plays_like_its_button() {
    let bot = Bot::start("select").await;
    let fake = &bot.fake;
    let t = Table::new(fake, CHANNEL_A, &["alice", "bob", "carol"]);
    t.open(99).await;
    t.keep_all().await;
    let alice = t.player("alice").clone();
    assert_eq!(t.awaited(), Some(&alice));
    let (b, _, msg) = fake
        .find_button(&alice, CHANNEL_A, "8 Imperial")
        .expect("alice's prompt");
    let since = fake.call_count();
    let (ix, v) = fake.select_payload(
        &alice,
        Chan::Guild(CHANNEL_A),
        "spmenu:0",
        &b.custom_id,
        msg,
    );
    fake.dispatch(&ix, v);
    let a = fake.answer(&ix, WAIT).await;
    assert!(!a.ephemeral(), "{}", a.text());
    t.wait_prompt(since).await;
    assert_ne!(t.awaited(), Some(&alice), "alice's pick was played");
    bot.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_same_interaction_delivered_twice_takes_effect_once() {
    let bot = Bot::start("duplicate").await;
    let fake = &bot.fake;
    let t = Table::new(fake, CHANNEL_A, &["alice", "bob", "carol"]);
    t.open(5).await;
    t.keep_all().await;
    let alice = t.player("alice").clone();
    let db = bot.db().await;
    let before = db_game(&db, CHANNEL_A).await.actions.len();

    // Back to back (a replay racing the original).
    let (b, chan, msg) = fake
        .find_button(&alice, CHANNEL_A, "5 Trade")
        .expect("a prompt");
    let (ix, payload) = fake.press_payload(&alice, chan, &b.custom_id, msg, None);
    let since = fake.call_count();
    fake.dispatch(&ix, payload.clone());
    fake.dispatch(&ix, payload);
    let a = fake.answer(&ix, WAIT).await;
    assert!(!a.ephemeral(), "{}", a.text());
    let next = t.wait_prompt(since).await;
    assert_eq!(next, t.player("bob").id, "the game goes on");
    // Later (a redelivery after the fact).
    let bob = t.player("bob").clone();
    let (b, chan, msg) = fake
        .find_button(&bob, CHANNEL_A, "6 Warfare")
        .expect("a prompt");
    let (ix2, payload) = fake.press_payload(&bob, chan, &b.custom_id, msg, None);
    let since = fake.call_count();
    fake.dispatch(&ix2, payload.clone());
    fake.answer(&ix2, WAIT).await;
    t.wait_prompt(since).await;
    fake.settle(Duration::from_millis(100)).await;
    fake.dispatch(&ix2, payload);
    fake.settle(Duration::from_millis(300)).await;

    let after = db_game(&db, CHANNEL_A).await;
    assert_eq!(after.actions.len(), before + 2, "each press counted once");
    let takes = |who: &str, card: &str| {
        fake.outputs()
            .iter()
            .filter(|o| o.is_public() && o.content.contains(&format!("{who} takes {card}")))
            .count()
    };
    assert_eq!(takes("alice", "5 Trade"), 1);
    assert_eq!(takes("bob", "6 Warfare"), 1);
    bot.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn simultaneous_clicks_on_one_prompt_have_exactly_one_winner() {
    let bot = Bot::start("race").await;
    let fake = &bot.fake;
    let t = Table::new(fake, CHANNEL_A, &["alice", "bob", "carol"]);
    t.open(77).await;
    let db = bot.db().await;

    // The secret-objective prompt awaits every seat at once: three keeps at the same moment
    // all count (each seat answers its own prompt; none is lost to another).
    let since = fake.call_count();
    let ixs: Vec<_> = t
        .players
        .iter()
        .map(|p| t.press_nowait(p, "Keep"))
        .collect();
    for ix in &ixs {
        let a = fake.answer(ix, WAIT).await;
        assert!(
            a.text().contains("Done"),
            "a simultaneous keep was refused: {}",
            a.text()
        );
    }
    t.wait_prompt(since).await;
    assert_eq!(db_game(&db, CHANNEL_A).await.actions.len(), 3);

    // The strategy prompt awaits alice only. At the same moment, alice presses two cards on
    // it (a double click, or two devices): exactly one press wins.
    let alice = t.player("alice").clone();
    let bob = t.player("bob").clone();
    let before = db_game(&db, CHANNEL_A).await;
    let winners = race(fake, &[(&alice, "5 Trade"), (&alice, "6 Warfare")]).await;
    assert_eq!(winners.len(), 1, "exactly one press wins: {winners:?}");
    assert!(winners[0].contains("alice takes"), "{}", winners[0]);
    let after = db_game(&db, CHANNEL_A).await;
    assert_eq!(after.actions.len(), before.actions.len() + 1);
    assert_eq!(after.version, before.version + 1);
    assert_eq!(t.awaited(), Some(&bob));
    bot.finish().await;
}

/// Dispatches one press per (user, card) on the channel's current prompt at the same moment;
/// returns the public answers (the presses that took effect).
async fn race(fake: &FakeDiscord, presses: &[(&FakeUser, &str)]) -> Vec<String> {
    let mut ixs = Vec::new();
    for (who, card) in presses {
        let (b, chan, msg) = fake.find_button(who, CHANNEL_A, card).expect("the prompt");
        ixs.push(fake.press_payload(who, chan, &b.custom_id, msg, None));
    }
    for (ix, p) in &ixs {
        fake.dispatch(ix, p.clone());
    }
    let mut winners = Vec::new();
    for (ix, _) in &ixs {
        let a = fake.answer(ix, WAIT).await;
        if !a.ephemeral() {
            winners.push(a.text().to_string());
        }
    }
    fake.settle(Duration::from_millis(100)).await;
    winners
}

/// Two seats clicking on the same prompt: the prompt awaits alice; bob presses a card on it at
/// the same moment as alice. Only alice's press may win: the button id names the seat it was
/// offered to, so bob's press is refused even when it is handled after alice's (and bob is
/// awaited by then), and so is a later press by bob on alice's outdated prompt.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_seats_clicking_on_one_prompt_have_exactly_one_winner() {
    let bot = Bot::start("two-seats").await;
    let fake = &bot.fake;
    let t = Table::new(fake, CHANNEL_A, &["alice", "bob", "carol"]);
    t.open(78).await;
    t.keep_all().await;
    let alice = t.player("alice").clone();
    let bob = t.player("bob").clone();
    let db = bot.db().await;
    let before = db_game(&db, CHANNEL_A).await;
    let (stale, _, stale_msg) = fake
        .find_button(&bob, CHANNEL_A, "6 Warfare")
        .expect("alice's prompt");
    let winners = race(fake, &[(&alice, "5 Trade"), (&bob, "1 Leadership")]).await;
    assert_eq!(winners.len(), 1, "exactly one press wins: {winners:?}");
    assert!(winners[0].contains("alice takes"), "{}", winners[0]);
    assert_eq!(
        db_game(&db, CHANNEL_A).await.actions.len(),
        before.actions.len() + 1
    );
    // Bob's turn now: a button of alice's (outdated) prompt is still not his.
    let ix = fake.press(&bob, Chan::Guild(CHANNEL_A), &stale.custom_id, stale_msg);
    let a = fake.answer(&ix, WAIT).await;
    assert!(
        a.ephemeral() && a.text().contains("offered to another player"),
        "{}",
        a.text()
    );
    assert_eq!(
        db_game(&db, CHANNEL_A).await.actions.len(),
        before.actions.len() + 1
    );
    bot.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_gateway_disconnect_mid_game_resumes_and_loses_nothing() {
    let bot = Bot::start("reconnect").await;
    let fake = &bot.fake;
    let t = Table::new(fake, CHANNEL_A, &["alice", "bob", "carol"]);
    t.open(31).await;
    t.keep_all().await;
    t.pick(None).await;

    // A close frame (code 4000), and a press dispatched while the bot reconnects: it is
    // delivered on the old connection or replayed on RESUME, and answered once.
    fake.disconnect_gateway(true);
    t.pick(None).await;
    fake.wait_sessions(2, WAIT).await;
    // A dropped TCP connection (no close frame), then the same.
    fake.disconnect_gateway(false);
    t.pick(None).await;
    fake.wait_sessions(3, WAIT).await;
    let rest = t.strategy_phase().await;
    assert_eq!(rest, 3);

    let gw = fake.gateway_stats();
    assert_eq!(gw.identifies, 1, "the session was resumed, not restarted");
    assert!(gw.resumes >= 2, "{gw:?}");
    assert!(gw.connections >= 3);
    for tok in &gw.tokens {
        assert_eq!(tok, &format!("Bot {}", bot.token));
    }
    let db = bot.db().await;
    assert_eq!(db_game(&db, CHANNEL_A).await.actions.len(), 9);
    for (id, n) in fake.callback_counts() {
        assert_eq!(n, 1, "interaction {id} answered {n} times");
    }
    bot.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_command_in_another_channel_cannot_read_or_change_the_game() {
    let bot = Bot::start("isolation").await;
    let fake = &bot.fake;
    let t = Table::new(fake, CHANNEL_A, &["alice", "bob", "carol"]);
    t.open(12).await;
    t.keep_all().await;
    let db = bot.db().await;
    let before = db_game(&db, CHANNEL_A).await;
    let secrets: Vec<String> = {
        let (_, json) = before.snapshot.clone().expect("snapshot");
        (0..3).flat_map(|s| secrets_of_seat(&json, s)).collect()
    };
    let alice = t.player("alice").clone();
    let bob = t.player("bob").clone();
    let b = Table::new(fake, CHANNEL_B, &[]);
    for (who, line) in [
        (&bob, "game status"),
        (&bob, "game log count:50"),
        (&bob, "hand"),
        (&bob, "game undo"),
        (&bob, "game adjust change:\"bob tg +5\""),
        (&alice, "game undo"),
        (&alice, "game settings reminder:1"),
        (&alice, "game abandon"),
        (&alice, "game start"),
        (&bob, "game join faction:sol"),
    ] {
        let a = b.cmd(who, line).await;
        assert!(a.ephemeral(), "`{line}` in channel B: {}", a.text());
        assert!(
            a.text().contains("no game in this channel"),
            "`{line}`: {}",
            a.text()
        );
        assert!(a.reply.attachments.is_empty() && a.reply.buttons.is_empty());
        for s in &secrets {
            assert!(!a.text().contains(s.as_str()));
        }
    }
    // A new game in B is a separate game.
    let a = b.cmd(&bob, "game new game:ti4 players:3").await;
    assert!(!a.ephemeral(), "{}", a.text());
    let a = b.cmd(&bob, "game abandon").await;
    assert!(a.text().contains("abandoned"), "{}", a.text());
    fake.settle(Duration::from_millis(100)).await;
    let after = db_game(&db, CHANNEL_A).await;
    assert_eq!(
        (after.version, after.status.as_str()),
        (before.version, "active")
    );
    assert_eq!(after.actions, before.actions);
    assert!(
        !fake
            .outputs()
            .iter()
            .any(|o| o.place == Place::Channel(CHANNEL_B)),
        "nothing was posted in B"
    );
    // Game A goes on.
    t.pick(None).await;
    bot.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn host_only_commands_are_refused_to_other_players() {
    let bot = Bot::start("host").await;
    let fake = &bot.fake;
    let t = Table::new(fake, CHANNEL_A, &["alice", "bob", "carol"]);
    let alice = t.player("alice").clone();
    let bob = t.player("bob").clone();
    t.cmd(&alice, "game new game:ti4 players:3 seed:8").await;
    for p in &t.players {
        t.cmd(p, "game join").await;
    }
    let db = bot.db().await;
    let lobby = db_game(&db, CHANNEL_A).await;
    for line in [
        "game start",
        "game abandon",
        "game settings reminder:12",
        "game settings host:@bob",
    ] {
        let a = t.cmd(&bob, line).await;
        assert!(a.ephemeral(), "`{line}` by bob: {}", a.text());
        assert!(
            a.text().contains("Only the game's host"),
            "`{line}`: {}",
            a.text()
        );
    }
    let g = db_game(&db, CHANNEL_A).await;
    assert_eq!((g.version, g.status.as_str()), (lobby.version, "lobby"));
    // Reading the settings is open to all; changing them is the host's.
    let a = t.cmd(&bob, "game settings").await;
    assert!(
        !a.ephemeral() && a.text().contains(&format!("<@{}>", alice.id)),
        "{}",
        a.text()
    );
    let a = t.cmd(&alice, "game settings reminder:12").await;
    assert!(a.text().contains("12 hours"), "{}", a.text());
    let a = t.cmd(&alice, "game start seating:join").await;
    assert!(a.text().contains("begins"), "{}", a.text());
    let a = t.cmd(&bob, "game abandon").await;
    assert!(
        a.ephemeral() && a.text().contains("Only the game's host"),
        "{}",
        a.text()
    );
    fake.settle(Duration::from_millis(100)).await;
    assert_eq!(db_game(&db, CHANNEL_A).await.status, "active");
    let a = t.cmd(&alice, "game abandon").await;
    assert!(
        !a.ephemeral() && a.text().contains("abandoned"),
        "{}",
        a.text()
    );
    bot.finish().await;
}

/// The built binary as a child process, configured by environment variables only, with guild
/// registration; its whole stderr at debug level is checked for the token.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_built_binary_serves_the_opening_and_never_logs_its_token() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let token = test_token("binary");
    let db_url = format!("sqlite://{}", dir.path().join("bot.db").display());
    let log = log_path(dir.path(), "bot");
    let guild = GUILD_ID;
    let mut child = spawn_binary(
        &fake,
        &token,
        &db_url,
        &dir.path().join("no-config.toml"),
        &log,
        Some(guild),
    );
    fake.wait_registered(WAIT).await;
    assert!(
        fake.calls().iter().any(|c| c.method == "PUT"
            && c.path == format!("/api/v10/applications/{APP_ID}/guilds/{guild}/commands")),
        "commands registered in the configured guild"
    );
    let t = Table::new(&fake, CHANNEL_A, &["alice", "bob", "carol"]);
    fake.refuse_dms(t.player("bob"));
    let start = t.open(2026).await;
    assert_png(&start.reply.attachments[0]);
    t.keep_all().await;
    t.pick(None).await;
    t.pick(None).await;
    fake.settle(Duration::from_millis(150)).await;
    check_answers(&fake);
    check_routes(&fake);
    child.kill().expect("stop the bot");
    let _ = child.wait();
    let logs = std::fs::read_to_string(&log).expect("the bot's log");
    assert!(logs.contains("connected"), "the log was captured: {logs}");
    assert!(logs.contains("DEBUG"), "debug logging was on");
    assert!(!logs.contains(&token), "the bot token appears in the log");
}

/// Autocomplete through Discord (issue 16 item 5, issue 17 item 4): while a player types
/// `/game join faction:` or `/play action:`, the bot answers with the factions still free and
/// the player's legal actions now, named in the typist's client language (the fake refuses
/// what Discord would: more than 25 choices, names over 100 characters).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn typing_an_option_suggests_free_factions_and_legal_actions_in_the_typists_language() {
    let bot = Bot::start("suggest").await;
    let fake = &bot.fake;
    let lobby = Table::new(fake, CHANNEL_B, &["alice", "bob"]);
    let (alice, bob) = (lobby.player("alice").clone(), lobby.player("bob").clone());
    let a = lobby
        .cmd(&alice, "game new game:ti4 players:3 seed:5")
        .await;
    assert!(!a.ephemeral(), "{}", a.text());
    let a = lobby.cmd(&alice, "game join faction:sol color:red").await;
    assert!(a.text().contains("joins"), "{}", a.text());
    let typed = |line: &str, focused: &str, locale: &str| {
        let (ix, v) =
            fake.autocomplete_payload(&bob, Chan::Guild(CHANNEL_B), line, focused, locale);
        fake.dispatch(&ix, v);
        ix
    };
    let ix = typed("game join faction:하칸", "faction", "ko");
    assert_eq!(
        fake.suggestions(&ix, WAIT).await,
        vec![("하칸 에미리트".to_string(), "hacan".to_string())]
    );
    let ix = typed("game join faction:", "faction", "en-US");
    let all = fake.suggestions(&ix, WAIT).await;
    assert_eq!(all.len(), 16, "every faction but Sol: {all:?}");
    assert!(all.iter().all(|(_, v)| v != "sol"));
    let ix = typed("game join color:", "color", "ja");
    let colors = fake.suggestions(&ix, WAIT).await;
    assert!(
        colors.contains(&("青".to_string(), "blue".to_string())),
        "{colors:?}"
    );
    assert!(colors.iter().all(|(_, v)| v != "red"), "red is taken");

    // In a game, `/play` suggests the awaited player's choices; the one picked plays.
    let t = Table::new(fake, CHANNEL_A, &["alice", "bob", "carol"]);
    t.open(99).await;
    t.keep_all().await;
    let first = t.awaited().expect("someone picks").clone();
    let (ix, v) = fake.autocomplete_payload(
        &first,
        Chan::Guild(CHANNEL_A),
        "play action:imperial",
        "action",
        "en-US",
    );
    fake.dispatch(&ix, v);
    let found = fake.suggestions(&ix, WAIT).await;
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].0.contains("Imperial"), "{found:?}");
    let since = fake.call_count();
    let a = t
        .cmd(&first, &format!("play action:\"{}\"", found[0].1))
        .await;
    assert!(!a.ephemeral(), "{}", a.text());
    t.wait_prompt(since).await;
    assert_ne!(t.awaited(), Some(&first), "the suggested pick was played");
    bot.finish().await;
}

/// Issue 16, a quiet channel: on Discord a press is answered as `local` shows it. The same
/// game (same deployment secret and seed) is played through the fake Discord and through a
/// `local::Session`, pressing the same buttons: the strategy phase, then the first player's
/// presses of the action phase. After each press, the channel messages Discord created and
/// edited match what `local` posted and edited; a press answered in the channel has no
/// follow-up message of its own (a press that continues the status is answered by the edit of
/// the pressed message itself, UPDATE_MESSAGE, which keeps its board), and a pressed message's
/// buttons go.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn presses_post_and_edit_the_channel_as_local_does() {
    const SECRET: &str = "press9-one-secret-for-both";
    const SEED: u64 = 4243;
    let bot = Bot::start_with("in-place", |c| c.secret = Some(SECRET.into())).await;
    let fake = &bot.fake;
    let t = Table::new(fake, CHANNEL_A, &["alice", "bob", "carol"]);
    t.open(SEED).await;
    t.keep_all().await;
    fake.settle(Duration::from_millis(150)).await;

    let (_dir, mut local, mut n) = local_ti4_opening(SECRET, SEED, ["alice", "bob", "carol"]).await;
    let posts = |f: &FakeDiscord| channel_posts(f, CHANNEL_A);
    let edits = |f: &FakeDiscord| channel_edits(f, CHANNEL_A);
    let (mut in_place, mut total_edits, mut presses) = (0, 0, 0);
    // Six picks, then alice's tactical action: the system, then its movement.
    for step in 0..8 {
        // The channel's prompt, for one player; its first choice (not the hand).
        let Some((msg, who, choice)) = channel_prompt(fake, CHANNEL_A) else {
            break;
        };
        let who = t
            .players
            .iter()
            .find(|p| p.id == who)
            .expect("a player")
            .clone();
        let boards = fake.message(msg).map_or(0, |o| o.attachments.len());
        let (before_posts, before_edits) = (posts(fake), edits(fake));
        let local_before = local.traffic();
        let ix = fake.choose(&who, Chan::Guild(CHANNEL_A), &choice, msg);
        let a = fake.answer(&ix, WAIT).await;
        assert!(
            !a.ephemeral(),
            "step {step}: {} refused: {}",
            who.name,
            a.text()
        );
        fake.settle(Duration::from_millis(150)).await;
        n += 1;
        local
            .line(n, &format!("@{} [{}]", who.name, choice.label))
            .await
            .expect("the same press plays locally");
        let local_after = local.traffic();
        let discord = (posts(fake) - before_posts, edits(fake) - before_edits);
        let expected = (
            local_after.channel_posts - local_before.channel_posts,
            local_after.channel_edits - local_before.channel_edits,
        );
        assert_eq!(
            discord, expected,
            "step {step}: {} pressed {:?}: (posts, edits) on Discord vs local",
            who.name, choice.label
        );
        assert!(
            fake.replies_of(&ix).is_empty(),
            "step {step}: no follow-up message per press"
        );
        assert!(
            fake.message(msg)
                .is_some_and(|o| o.buttons.iter().all(|b| b != &choice)),
            "step {step}: the pressed message's buttons are spent"
        );
        // An edit keeps the message's board.
        assert_eq!(
            fake.message(msg).map_or(0, |o| o.attachments.len()),
            boards,
            "step {step}: the pressed message keeps its board"
        );
        if a.kind == 7 && a.reply.message_id == msg {
            in_place += 1;
        }
        total_edits += discord.1;
        presses += 1;
    }
    assert_eq!(
        presses, 8,
        "the strategy phase and a tactical action were played"
    );
    assert!(
        total_edits >= 1 && in_place >= 1,
        "some presses were answered in place: {in_place} of {total_edits} edits"
    );
    bot.finish().await;
}

/// `local`, on a database of its own, through a 3-player TI4 opening (the first named player
/// hosts and is the speaker): the same game as the fake Discord's for the same secret and seed.
/// Returns the directory to keep alive, the session and the number of script lines played.
pub(crate) async fn local_ti4_opening(
    secret: &str,
    seed: u64,
    names: [&str; 3],
) -> (tempfile::TempDir, starpost::local::Session, usize) {
    use starpost::app::{App, AppConfig};
    use std::sync::Arc;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}", dir.path().join("local.db").display());
    let db = starpost::store::open_checked(&url, false)
        .await
        .expect("database");
    let config = AppConfig {
        secret: starpost::core::rng::Secret::new(secret.as_bytes()),
        ..AppConfig::default()
    };
    let app = App::new(db.db, Arc::new(starpost::render::Renderer::new()), config);
    let mut local = starpost::local::Session::new(app, None);
    let [host, second, third] = names;
    let opening = [
        format!("@{host} /game new game:ti4 players:3 seed:{seed}"),
        format!("@{host} /game join faction:hacan"),
        format!("@{second} /game join faction:letnev"),
        format!("@{third} /game join faction:sol"),
        format!("@{host} /game start seating:join speaker:{host}"),
        format!("@{host} [Keep]"),
        format!("@{second} [Keep]"),
        format!("@{third} [Keep]"),
    ];
    let mut n = 0;
    for line in &opening {
        n += 1;
        local
            .line(n, line)
            .await
            .expect("the opening plays locally");
    }
    (dir, local, n)
}

/// Messages posted in a channel of the fake Discord.
pub(crate) fn channel_posts(f: &FakeDiscord, channel: u64) -> usize {
    f.outputs()
        .iter()
        .filter(|o| o.place == Place::Channel(channel))
        .count()
}

/// Edits of messages of a channel of the fake Discord.
pub(crate) fn channel_edits(f: &FakeDiscord, channel: u64) -> usize {
    f.edits()
        .iter()
        .filter(|(id, _)| f.message(*id).is_some_and(|o| o.channel == channel))
        .count()
}

/// The latest prompt in a channel awaiting one player: its message, that player, and the
/// choice a player would press first (a tactical action if offered, else the first button
/// that is not the hand).
pub(crate) fn channel_prompt(f: &FakeDiscord, channel: u64) -> Option<(u64, u64, FakeButton)> {
    f.latest_in(channel, |o| {
        let awaited = mentions(&o.content);
        let mut choices = o
            .buttons
            .iter()
            .filter(|b| !b.custom_id.starts_with("hand:"));
        let b = o
            .buttons
            .iter()
            .find(|b| b.label.starts_with("Tactical action"))
            .or_else(|| choices.next())?;
        (o.place == Place::Channel(channel) && awaited.len() == 1)
            .then(|| (o.message_id, awaited[0], b.clone()))
    })
}
