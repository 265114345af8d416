//! Scale out (issue 18): several `serve` processes on one fake Discord, each with its own range
//! of gateway shards, and the graceful shutdown.

use crate::support;
use std::time::Duration;

use sqlx::Connection;
use support::*;

/// A server on shard 0 of 2 and one on shard 1 of 2 (Discord: `(guild_id >> 22) % total`).
const GUILD_EVEN: u64 = (4 << 22) | 7;
const GUILD_ODD: u64 = (5 << 22) | 7;
const CHANNEL_EVEN: u64 = 710_000_000_000_000_001;
const CHANNEL_ODD: u64 = 710_000_000_000_000_002;

/// `serve --shards 0/2` and `serve --shards 1/2` against one gateway: each identifies with its
/// shard, and each interaction is answered by the process that runs its server's shard (direct
/// messages: shard 0), never by the other.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_shard_ranges_each_receive_only_their_shards_events() {
    let fake = FakeDiscord::start().await;
    fake.in_guild(CHANNEL_EVEN, GUILD_EVEN);
    fake.in_guild(CHANNEL_ODD, GUILD_ODD);
    let dir = tempfile::tempdir().unwrap();
    let db_url = format!("sqlite://{}", dir.path().join("starpost.db").display());
    let zero = Proc::start(&fake, "shard0", &db_url, |c| {
        c.shards = Some("0/2".parse().unwrap())
    })
    .await;
    let one = Proc::start(&fake, "shard1", &db_url, |c| {
        c.shards = Some("1/2".parse().unwrap())
    })
    .await;
    fake.wait_shards(&[[0, 2], [1, 2]], WAIT).await;
    fake.wait_until("both processes registered", WAIT, |f| {
        (f.registered().1 >= 2).then_some(())
    })
    .await;
    let gw = fake.gateway_stats();
    assert_eq!(gw.identifies, 2, "one session per shard");
    let mut shards = gw.shards.clone();
    shards.sort_unstable();
    assert_eq!(shards, vec![[0, 2], [1, 2]]);

    let ann = fake.user("ann");
    let cases = [
        (Chan::Guild(CHANNEL_EVEN), 0, &zero),
        (Chan::Guild(CHANNEL_ODD), 1, &one),
        (Chan::Dm, 0, &zero),
        (Chan::Guild(CHANNEL_ODD), 1, &one),
        (Chan::Guild(CHANNEL_EVEN), 0, &zero),
    ];
    for (chan, shard, owner) in cases {
        assert_eq!(fake.shard_of(&ann, chan), shard);
        let ix = fake.slash(&ann, chan, "help");
        let answer = fake.answer(&ix, WAIT).await;
        assert!(!answer.text().is_empty());
        let call = callback_call(&fake, &ix).expect("a callback");
        assert!(
            owner.made(&call),
            "{chan:?} (shard {shard}) answered by the process that runs it: {:?}",
            call.authorization.map(|a| a.len())
        );
        assert_eq!(
            fake.callback_counts().get(&ix.id),
            Some(&1),
            "answered once, by one process"
        );
    }
    check_answers(&fake);
    check_routes(&fake);
    zero.stop().await.expect("a clean stop");
    one.stop().await.expect("a clean stop");
    let logs = captured_logs();
    assert!(!logs.contains(&test_token("shard0")), "token logged");
}

/// A graceful stop while an action is in flight: the process takes no new interaction (one
/// arriving is answered privately with "restarting, try again"), lets the action finish
/// (answered and stored), and only then closes its database and returns.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn shutdown_finishes_an_in_flight_action_before_the_database_closes() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db_path = dir.path().join("starpost.db");
    let db_url = format!("sqlite://{}", db_path.display());
    // Defers every interaction at once, so the deferral shows the action has begun.
    let mut proc = Proc::start(&fake, "drain", &db_url, |c| c.discord_defer_ms = 0).await;
    fake.wait_registered(WAIT).await;
    let host = fake.user("host");
    // The test holds SQLite's write lock: the bot's action waits for it, in flight.
    let mut lock = sqlx::SqliteConnection::connect(&db_url).await.unwrap();
    sqlx::query("BEGIN IMMEDIATE")
        .execute(&mut lock)
        .await
        .unwrap();
    let ix = fake.slash(
        &host,
        Chan::Guild(CHANNEL_EVEN),
        "game new game:ti4 players:3",
    );
    let (kind, _) = fake.callback(&ix, WAIT).await;
    assert_eq!(kind, 5, "deferred: the action is running");
    proc.signal_stop();
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert!(!proc.is_finished(), "serve waits for the action in flight");
    assert!(!proc.db.is_closed(), "the database stays open meanwhile");
    // A new interaction now is not taken (nothing of it stored) but answered: Discord gives it
    // to this shard only, so the player is told to try again rather than left with "This
    // interaction failed". The shards stay connected while the action in flight finishes.
    let late = fake.slash(
        &host,
        Chan::Guild(CHANNEL_ODD),
        "game new game:ti4 players:3",
    );
    let retry = fake.answer(&late, WAIT).await;
    assert!(
        retry.ephemeral() && retry.text().contains("restarting"),
        "answered privately with a retry: {}",
        retry.text()
    );
    assert!(
        !proc.is_finished(),
        "still waiting for the action in flight"
    );
    sqlx::query("COMMIT").execute(&mut lock).await.unwrap();
    let answer = fake.answer(&ix, WAIT).await;
    assert!(!answer.text().is_empty());
    let db = proc.db.clone();
    proc.stop().await.expect("a clean stop");
    assert!(db.is_closed(), "closed at the end");
    assert_eq!(
        fake.callback_counts().get(&late.id),
        Some(&1),
        "the late interaction was answered once"
    );
    let games: Vec<(i64,)> = sqlx::query_as("SELECT CAST(channel_id AS INTEGER) FROM games")
        .fetch_all(&mut lock)
        .await
        .unwrap();
    assert_eq!(
        games.len(),
        1,
        "the in-flight game was stored, the late one not: {games:?}"
    );
    let logs = captured_logs();
    assert!(
        logs.contains("shutting down: no new interactions"),
        "logged"
    );
    assert!(logs.contains("stopped: interactions finished, database closed"));
}

// ---------------------------------------------------------------------------------------------
// The HTTP interactions endpoint

const CHANNEL_HTTP: u64 = 710_000_000_000_000_003;

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// One HTTP/1.1 request to the endpoint; the status and the JSON body.
async fn http(
    addr: &str,
    method: &str,
    path: &str,
    headers: &[(&str, String)],
    body: &[u8],
) -> (u16, serde_json::Value) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = tokio::net::TcpStream::connect(addr).await.expect("connect");
    let mut head = format!(
        "{method} {path} HTTP/1.1\r\nhost: {addr}\r\ncontent-length: {}\r\n",
        body.len()
    );
    for (k, v) in headers {
        head.push_str(&format!("{k}: {v}\r\n"));
    }
    head.push_str("\r\n");
    stream.write_all(head.as_bytes()).await.unwrap();
    stream.write_all(body).await.unwrap();
    let mut out = Vec::new();
    stream.read_to_end(&mut out).await.unwrap();
    let text = String::from_utf8_lossy(&out).into_owned();
    let status = text
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let json = text
        .split_once("\r\n\r\n")
        .and_then(|(_, b)| serde_json::from_str(b).ok())
        .unwrap_or(serde_json::Value::Null);
    (status, json)
}

/// Signs `body` as Discord does (Ed25519 over the timestamp and the body).
fn signed(key: &ed25519_dalek::SigningKey, body: &[u8]) -> Vec<(&'static str, String)> {
    use ed25519_dalek::Signer;
    let ts = "1764201600".to_string();
    let sig = key.sign(&[ts.as_bytes(), body].concat());
    vec![
        ("x-signature-ed25519", hex(&sig.to_bytes())),
        ("x-signature-timestamp", ts),
        ("content-type", "application/json".to_string()),
    ]
}

/// Posts a signed interaction as Discord does, and gives the fake Discord the response as the
/// interaction's answer; returns the response.
async fn post_signed(
    fake: &FakeDiscord,
    addr: &str,
    key: &ed25519_dalek::SigningKey,
    (ix, payload): &(Interaction, serde_json::Value),
) -> serde_json::Value {
    let body = payload.to_string();
    fake.posting_over_http(ix);
    let (status, answer) = http(
        addr,
        "POST",
        "/interactions",
        &signed(key, body.as_bytes()),
        body.as_bytes(),
    )
    .await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(
        fake.http_response(ix, &answer),
        204,
        "Discord takes the response: {answer}"
    );
    answer
}

/// Posts a signed interaction; returns the answer's text: the response's message (type 4), the
/// pressed message as updated (type 7 with content) or, after a deferral (5 or 6) or a type 7
/// that only removed the pressed message's buttons, the follow-up sent through REST.
async fn post_interaction(
    fake: &FakeDiscord,
    addr: &str,
    key: &ed25519_dalek::SigningKey,
    sent: (Interaction, serde_json::Value),
) -> String {
    let answer = post_signed(fake, addr, key, &sent).await;
    let ix = sent.0;
    match answer["type"].as_u64() {
        Some(4) => answer["data"]["content"]
            .as_str()
            .unwrap_or_default()
            .to_string(),
        Some(7) if answer["data"]["content"].is_string() => answer["data"]["content"]
            .as_str()
            .unwrap_or_default()
            .to_string(),
        Some(5) | Some(6) | Some(7) => {
            fake.wait_until("the follow-up", WAIT, |f| {
                f.replies_of(&ix).last().map(|o| o.content.clone())
            })
            .await
        }
        other => panic!("unexpected response type {other:?}: {answer}"),
    }
}

/// `serve --http`: a request without a valid signature gets 401, a signed PING gets PONG, and
/// signed commands and a signed button press play through the same app as the gateway (the
/// press is stored: the game's version moves).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn http_endpoint_checks_signatures_answers_ping_and_plays_a_press() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db_url = format!("sqlite://{}", dir.path().join("starpost.db").display());
    let key = ed25519_dalek::SigningKey::from_bytes(&[9u8; 32]);
    let addr = {
        let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        l.local_addr().unwrap().to_string()
    };
    let public = hex(key.verifying_key().as_bytes());
    let http_addr = addr.clone();
    let proc = Proc::start(&fake, "http", &db_url, move |c| {
        c.http = Some(http_addr);
        c.discord_public_key = Some(public);
    })
    .await;
    fake.wait_registered(WAIT).await;

    let ping =
        br#"{"type":1,"id":"1","application_id":"900000000000000001","token":"t","version":1}"#;
    let (status, _) = http(&addr, "POST", "/interactions", &[], ping).await;
    assert_eq!(status, 401, "no signature");
    let other = ed25519_dalek::SigningKey::from_bytes(&[8u8; 32]);
    let (status, _) = http(&addr, "POST", "/interactions", &signed(&other, ping), ping).await;
    assert_eq!(status, 401, "signed with another key");
    let mut tampered = signed(&key, ping);
    tampered[1].1 = "1764201601".into();
    let (status, _) = http(&addr, "POST", "/interactions", &tampered, ping).await;
    assert_eq!(status, 401, "another timestamp");
    let (status, pong) = http(&addr, "POST", "/interactions", &signed(&key, ping), ping).await;
    assert_eq!(
        (status, pong["type"].as_u64()),
        (200, Some(1)),
        "PONG: {pong}"
    );
    let (status, health) = http(&addr, "GET", "/health", &[], b"").await;
    assert_eq!(
        (status, health["status"].as_str()),
        (200, Some("ok")),
        "{health}"
    );
    assert!(
        health["database"]
            .as_str()
            .is_some_and(|d| d.starts_with("sqlite"))
    );

    let names = ["host", "ann", "bob"];
    let users: Vec<FakeUser> = names.iter().map(|n| fake.user(n)).collect();
    let chan = Chan::Guild(CHANNEL_HTTP);
    let text = post_interaction(
        &fake,
        &addr,
        &key,
        fake.slash_payload(&users[0], chan, "game new game:ti4 players:3 seed:7", None),
    )
    .await;
    assert!(!text.is_empty());
    for (u, faction) in users.iter().zip(["hacan", "letnev", "sol"]) {
        let line = format!("game join faction:{faction}");
        let text =
            post_interaction(&fake, &addr, &key, fake.slash_payload(u, chan, &line, None)).await;
        assert!(text.contains("joins"), "join over HTTP: {text}");
    }
    post_interaction(
        &fake,
        &addr,
        &key,
        fake.slash_payload(
            &users[0],
            chan,
            "game start seating:join speaker:@host",
            None,
        ),
    )
    .await;
    // Every player gets a private prompt with buttons; Ann presses her first one over HTTP.
    let ann = &users[1];
    let (button, bchan, message) = fake
        .wait_until("Ann's private prompt", WAIT, |f| {
            f.find_button(ann, CHANNEL_HTTP, "")
        })
        .await;
    let version = || async {
        let mut db = sqlx::SqliteConnection::connect(&db_url).await.unwrap();
        sqlx::query_scalar::<_, i64>("SELECT version FROM games")
            .fetch_one(&mut db)
            .await
            .unwrap()
    };
    let before = version().await;
    let press = fake.press_payload(ann, bchan, &button.custom_id, message, None);
    let text = post_interaction(&fake, &addr, &key, press.clone()).await;
    assert!(!text.is_empty());
    assert!(version().await > before, "the press was applied: {text}");
    // The same interaction again (a retried delivery) changes nothing.
    let after = version().await;
    let body = press.1.to_string();
    let (status, _) = http(
        &addr,
        "POST",
        "/interactions",
        &signed(&key, body.as_bytes()),
        body.as_bytes(),
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(
        version().await,
        after,
        "a repeated interaction id does nothing"
    );
    check_routes(&fake);
    proc.stop().await.expect("a clean stop");
    assert!(
        tokio::net::TcpStream::connect(&addr).await.is_err(),
        "the endpoint is closed after the stop"
    );
}

/// `serve --http ADDR --no-gateway`: no gateway connection at all; the commands are registered
/// through REST at start-up, slash commands and a button press arrive over HTTP only, the
/// table's posts and the private prompts (DMs) go out through REST, and the stop is clean.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn http_only_mode_plays_without_a_gateway_connection() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db_url = format!("sqlite://{}", dir.path().join("starpost.db").display());
    let key = ed25519_dalek::SigningKey::from_bytes(&[7u8; 32]);
    let addr = {
        let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        l.local_addr().unwrap().to_string()
    };
    let public = hex(key.verifying_key().as_bytes());
    let http_addr = addr.clone();
    let proc = Proc::start(&fake, "http-only", &db_url, move |c| {
        c.http = Some(http_addr);
        c.discord_public_key = Some(public);
        c.gateway = false;
    })
    .await;
    let commands = fake.wait_registered(WAIT).await;
    assert!(commands.iter().any(|c| c == "game"), "{commands:?}");
    let (status, health) = http(&addr, "GET", "/health", &[], b"").await;
    assert_eq!((status, health["status"].as_str()), (200, Some("ok")));

    let users: Vec<FakeUser> = ["host", "ann", "bob"]
        .iter()
        .map(|n| fake.user(n))
        .collect();
    let chan = Chan::Guild(CHANNEL_HTTP);
    let text = post_interaction(
        &fake,
        &addr,
        &key,
        fake.slash_payload(&users[0], chan, "game new game:ti4 players:3 seed:5", None),
    )
    .await;
    assert!(!text.is_empty());
    for (u, faction) in users.iter().zip(["hacan", "letnev", "sol"]) {
        let line = format!("game join faction:{faction}");
        let text =
            post_interaction(&fake, &addr, &key, fake.slash_payload(u, chan, &line, None)).await;
        assert!(text.contains("joins"), "join over HTTP: {text}");
    }
    let since = fake.call_count();
    post_interaction(
        &fake,
        &addr,
        &key,
        fake.slash_payload(
            &users[0],
            chan,
            "game start seating:join speaker:@host",
            None,
        ),
    )
    .await;
    // The private prompt reaches Ann by DM, through REST.
    let ann = &users[1];
    let dm = fake.dm_channel(ann);
    fake.wait_in("Ann's DM prompt", &[dm], since, |o| !o.buttons.is_empty())
        .await;
    let (button, bchan, message) = fake
        .wait_until("Ann's button", WAIT, |f| {
            f.find_button(ann, CHANNEL_HTTP, "")
        })
        .await;
    let version = || async {
        let mut db = sqlx::SqliteConnection::connect(&db_url).await.unwrap();
        sqlx::query_scalar::<_, i64>("SELECT version FROM games")
            .fetch_one(&mut db)
            .await
            .unwrap()
    };
    let before = version().await;
    let press = fake.press_payload(ann, bchan, &button.custom_id, message, None);
    let text = post_interaction(&fake, &addr, &key, press).await;
    assert!(!text.is_empty());
    assert!(version().await > before, "the press was applied: {text}");
    assert_eq!(
        fake.gateway_stats().connections,
        0,
        "no gateway connection was made"
    );
    check_routes(&fake);
    proc.stop().await.expect("a clean stop");
    assert!(
        tokio::net::TcpStream::connect(&addr).await.is_err(),
        "the endpoint is closed after the stop"
    );
}

/// Issue 16 over the HTTP endpoint: a press is answered as on the gateway, as `local` shows
/// it. The same game (same deployment secret and seed) is played through `serve --http` and
/// through a `local::Session`, pressing the same buttons: the strategy phase, then the first
/// player's presses of the action phase. After each press, the channel messages Discord
/// created and edited match what `local` posted and edited; no press has a message of its own;
/// a pressed message's buttons go; some presses are answered by the edit of the pressed
/// message itself (`defer_ms` > 0: UPDATE_MESSAGE in the response body; 0: a deferred update,
/// then an edit of the original response), keeping its board. A press refused stays private
/// and changes nothing in the channel. With every answer deferred, a typed action answered
/// privately adds its log lines to the status message (commands deliver quietly too).
async fn http_presses_post_and_edit_the_channel_as_local_does(name: &str, defer_ms: u64) {
    const SECRET: &str = "e2e-deployment-secret";
    const SEED: u64 = 4243;
    const CHANNEL: u64 = CHANNEL_HTTP;
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db_url = format!("sqlite://{}", dir.path().join("starpost.db").display());
    let key = ed25519_dalek::SigningKey::from_bytes(&[5u8; 32]);
    let addr = {
        let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        l.local_addr().unwrap().to_string()
    };
    let public = hex(key.verifying_key().as_bytes());
    let http_addr = addr.clone();
    let proc = Proc::start(&fake, name, &db_url, move |c| {
        c.http = Some(http_addr);
        c.discord_public_key = Some(public);
        c.gateway = false;
        c.secret = Some(SECRET.into());
        c.discord_defer_ms = defer_ms;
    })
    .await;
    fake.wait_registered(WAIT).await;

    let names = ["host", "ann", "bob"];
    let users: Vec<FakeUser> = names.iter().map(|n| fake.user(n)).collect();
    let chan = Chan::Guild(CHANNEL);
    let slash = |u: &FakeUser, line: &str| fake.slash_payload(u, chan, line, None);
    post_interaction(
        &fake,
        &addr,
        &key,
        slash(
            &users[0],
            &format!("game new game:ti4 players:3 seed:{SEED}"),
        ),
    )
    .await;
    for (u, faction) in users.iter().zip(["hacan", "letnev", "sol"]) {
        let text = post_interaction(
            &fake,
            &addr,
            &key,
            slash(u, &format!("game join faction:{faction}")),
        )
        .await;
        assert!(text.contains("joins"), "{text}");
    }
    post_interaction(
        &fake,
        &addr,
        &key,
        slash(&users[0], "game start seating:join speaker:@host"),
    )
    .await;
    let since = fake.call_count();
    for u in &users {
        let (keep, bchan, msg) = fake
            .wait_until("a Keep button in a DM", WAIT, |f| {
                f.find_button(u, CHANNEL, "Keep")
            })
            .await;
        assert_eq!(bchan, Chan::Dm);
        let press = fake.press_payload(u, bchan, &keep.custom_id, msg, None);
        post_interaction(&fake, &addr, &key, press).await;
    }
    fake.wait_in("the strategy phase's prompt", &[CHANNEL], since, |o| {
        o.place == Place::Channel(CHANNEL)
            && !o.buttons.is_empty()
            && !mentions(&o.content).is_empty()
    })
    .await;
    fake.settle(Duration::from_millis(150)).await;

    let (_ldir, mut local, mut n) =
        crate::discord_e2e::local_ti4_opening(SECRET, SEED, ["host", "ann", "bob"]).await;
    let posts = |f: &FakeDiscord| crate::discord_e2e::channel_posts(f, CHANNEL);
    let edits = |f: &FakeDiscord| crate::discord_e2e::channel_edits(f, CHANNEL);
    let (mut in_place, mut updates, mut presses, mut refused) = (0, 0, 0, false);
    // Six picks, then the first player's tactical action: the system, then its movement.
    for step in 0..8 {
        // The channel's prompt, for one player; its first choice (not the hand).
        let Some((msg, who, choice)) = crate::discord_e2e::channel_prompt(&fake, CHANNEL) else {
            break;
        };
        let who = users
            .iter()
            .find(|p| p.id == who)
            .expect("a player")
            .clone();
        if !refused {
            // Someone else presses it first: refused privately, nothing changes in the channel.
            refused = true;
            let other = users.iter().find(|p| p.id != who.id).expect("another");
            let before = (posts(&fake), edits(&fake));
            let press = fake.press_payload(other, chan, &choice.custom_id, msg, None);
            let answer = post_signed(&fake, &addr, &key, &press).await;
            let reply = fake.answer(&press.0, WAIT).await;
            assert!(
                reply.ephemeral() && reply.reply.is_reply(),
                "{} pressed {}'s button: {answer}",
                other.name,
                who.name
            );
            fake.settle(Duration::from_millis(150)).await;
            assert_eq!(
                (posts(&fake), edits(&fake)),
                before,
                "a refusal posts and edits nothing in the channel"
            );
            assert!(
                fake.message(msg)
                    .is_some_and(|o| o.buttons.contains(&choice)),
                "a refused press leaves the buttons"
            );
        }
        let boards = fake.message(msg).map_or(0, |o| o.attachments.len());
        let (before_posts, before_edits) = (posts(&fake), edits(&fake));
        let local_before = local.traffic();
        let press = fake.press_payload(&who, chan, &choice.custom_id, msg, None);
        let answer = post_signed(&fake, &addr, &key, &press).await;
        // Answered on the pressed message: an update (7) when the app was done within
        // `defer_ms`, else a deferred update (6), followed by edits through REST.
        let kind = answer["type"].as_u64();
        if defer_ms == 0 {
            assert_eq!(kind, Some(6), "step {step}: {answer}");
        } else {
            assert!(matches!(kind, Some(6 | 7)), "step {step}: {answer}");
        }
        if kind == Some(7) && answer["data"]["content"].is_string() {
            updates += 1;
        }
        let a = fake.answer(&press.0, WAIT).await;
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
        let discord = (posts(&fake) - before_posts, edits(&fake) - before_edits);
        let expected = (
            local_after.channel_posts - local_before.channel_posts,
            local_after.channel_edits - local_before.channel_edits,
        );
        assert_eq!(
            discord, expected,
            "step {step}: {} pressed {:?}: (posts, edits) over HTTP vs local",
            who.name, choice.label
        );
        assert!(
            fake.replies_of(&press.0).is_empty(),
            "step {step}: no message of its own per press"
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
        if a.reply.message_id == msg {
            in_place += 1;
            assert_eq!(
                discord.0, 0,
                "step {step}: answered in place, nothing posted"
            );
        }
        presses += 1;
    }
    assert_eq!(
        presses, 8,
        "the strategy phase and a tactical action were played"
    );
    assert!(in_place >= 1, "some presses were answered in place");
    if defer_ms > 0 {
        assert!(
            updates >= 1,
            "some presses were answered by an UPDATE_MESSAGE in the response body"
        );
    }
    if defer_ms == 0 {
        // A typed action answered after a private deferral goes to the channel quietly, as on
        // the gateway: its log lines are added to the status message, nothing is posted.
        let (before_posts, before_edits) = (posts(&fake), edits(&fake));
        let text = post_interaction(
            &fake,
            &addr,
            &key,
            slash(&users[0], "game adjust change:\"host tg +1\""),
        )
        .await;
        fake.settle(Duration::from_millis(150)).await;
        assert_eq!(
            (posts(&fake) - before_posts, edits(&fake) - before_edits),
            (0, 1),
            "an adjustment over HTTP edits the status message: {text}"
        );
        let (id, content) = fake.edits().last().cloned().expect("an edit");
        assert!(content.contains("Adjustment by host"), "{content}");
        assert!(
            fake.message(id).is_some_and(|o| !o.buttons.is_empty()),
            "the prompt's buttons stay"
        );
    }
    let (_, missing) = fake.latencies();
    assert!(
        missing.is_empty(),
        "every interaction was answered: {missing:?}"
    );
    check_routes(&fake);
    proc.stop().await.expect("a clean stop");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn http_endpoint_answers_presses_in_place_as_the_gateway_does() {
    http_presses_post_and_edit_the_channel_as_local_does("http-in-place", 1200).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn http_endpoint_answers_deferred_presses_by_editing_the_original_response() {
    http_presses_post_and_edit_the_channel_as_local_does("http-deferred", 0).await;
}
