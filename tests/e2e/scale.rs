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

/// A graceful stop while an action is in flight: the process takes no new interaction, lets
/// the action finish (answered and stored), and only then closes its database and returns.
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
    sqlx::query("BEGIN IMMEDIATE").execute(&mut lock).await.unwrap();
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
    // A new interaction now is not taken (nothing of it stored, no answer).
    let late = fake.slash(&host, Chan::Guild(CHANNEL_ODD), "game new game:ti4 players:3");
    tokio::time::sleep(Duration::from_millis(300)).await;
    sqlx::query("COMMIT").execute(&mut lock).await.unwrap();
    let answer = fake.answer(&ix, WAIT).await;
    assert!(!answer.text().is_empty());
    let db = proc.db.clone();
    proc.stop().await.expect("a clean stop");
    assert!(db.is_closed(), "closed at the end");
    assert_eq!(fake.callback_kind(&late), None, "the late interaction was not taken");
    let games: Vec<(i64,)> = sqlx::query_as("SELECT CAST(channel_id AS INTEGER) FROM games")
        .fetch_all(&mut lock)
        .await
        .unwrap();
    assert_eq!(games.len(), 1, "the in-flight game was stored, the late one not: {games:?}");
    let logs = captured_logs();
    assert!(logs.contains("shutting down: no new interactions"), "logged");
    assert!(logs.contains("stopped: interactions finished, database closed"));
}
