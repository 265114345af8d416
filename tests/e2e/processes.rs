//! Issue 18's crash test: two real `serve` processes (the built binary) on one PostgreSQL, each
//! running one of two gateway shards of one fake Discord; TI4 games spread over both; one
//! process killed (SIGKILL) in the middle of the presses, right after applying a press it never
//! answers, and again in the middle of a reminder sweep, and restarted. Then: no acknowledged
//! press lost, none applied twice, no prompt lost (every table plays its whole strategy phase;
//! the unanswered press's next prompt is posted exactly once, by a sweep), a re-delivered
//! interaction does nothing, every due reminder delivered exactly once.
//!
//! Needs `STARPOST_TEST_POSTGRES` (a server URL; `.ci/run` starts one): without it, prints a
//! note and passes. CI plays `CI_GAMES` games; `STARPOST_SCALE_GAMES=N` sets another count, and
//! the ignored `two_processes_one_thousand_games` plays the 1,000:
//! `cargo test --test e2e two_processes_one_thousand_games -- --ignored`.

use std::collections::HashMap;
use std::path::Path;
use std::process::Child;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use futures_util::future::join_all;
use serde_json::Value;

use crate::support::*;

/// The games CI plays (a 2-core machine, debug build: well under a minute).
const CI_GAMES: usize = 6;
/// A server on shard 0 of 2 and one on shard 1 of 2 (Discord: `(guild_id >> 22) % total`).
const GUILDS: [u64; 2] = [(6 << 22) | 11, (7 << 22) | 11];
const FIRST_CHANNEL: u64 = 730_000_000_000_000_000;
/// How long the driver waits for an answer before pressing again (as a player would when the
/// button shows "This interaction failed").
const PRESS_PATIENCE: Duration = Duration::from_secs(6);
/// Reminder sweeps every second; a claim (a reminder's, or a change's undelivered posts') lapses
/// after this. Long enough that a slow delivery on a loaded machine is not posted again.
const LEASE_SECONDS: u64 = 5;
/// Tables played at once (set-up and strategy phase): the others wait their turn, as a real
/// community's tables do not all press in the same second. All 1,000 at once queued each answer
/// behind a thousand others, past the driver's 30 s wait (and 100 at once still did, in a
/// debug build on a machine at load average 10).
const TABLES_AT_ONCE: usize = 20;

fn postgres_server() -> Option<String> {
    match std::env::var("STARPOST_TEST_POSTGRES") {
        Ok(url) if !url.is_empty() => Some(url),
        _ => {
            eprintln!(
                "note: STARPOST_TEST_POSTGRES is not set: the two-process PostgreSQL test is skipped"
            );
            None
        }
    }
}

/// One `starpost serve` child process running shard `shard` of 2.
struct Serve {
    name: String,
    shard: u32,
    token: String,
    db_url: String,
    dir: std::path::PathBuf,
    child: Child,
}

impl Serve {
    fn start(fake: &FakeDiscord, dir: &Path, db_url: &str, shard: u32) -> Serve {
        let name = format!("proc{shard}");
        let token = test_token(&name);
        let config = dir.join(format!("{name}.toml"));
        std::fs::write(
            &config,
            format!(
                "shards = \"{shard}/2\"\nsecret = \"e2e-two-processes\"\n\
                 reminder_sweep_seconds = 1\nreminder_lease_seconds = {LEASE_SECONDS}\n\
                 discord_defer_ms = 2000\nhealth_log_seconds = 0\n"
            ),
        )
        .unwrap();
        let child = spawn_binary(fake, &token, db_url, &config, &log_path(dir, &name), None);
        Serve {
            name,
            shard,
            token,
            db_url: db_url.to_string(),
            dir: dir.to_path_buf(),
            child,
        }
    }

    /// SIGKILL: no graceful anything.
    fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    fn restart(&mut self, fake: &FakeDiscord) {
        self.kill();
        let again = Serve::start(fake, &self.dir, &self.db_url, self.shard);
        *self = again;
    }

    fn made(&self, c: &RestCall) -> bool {
        c.authorization.as_deref() == Some(&format!("Bot {}", self.token))
    }

    fn log(&self) -> String {
        std::fs::read_to_string(log_path(&self.dir, &self.name)).unwrap_or_default()
    }
}

impl Drop for Serve {
    fn drop(&mut self) {
        self.kill();
    }
}

/// A press the bot answered: who pressed which card in which game, and the interaction (to
/// deliver it again).
struct Acked {
    channel: u64,
    user: u64,
    label: String,
    ix: Interaction,
    payload: Value,
}

fn failed(a: &Answer) -> bool {
    a.ephemeral()
        || a.text().contains("Something went wrong")
        || a.text().contains("Someone else acted")
}

/// The newest post in the table's channel with buttons that mentions a player: the awaited
/// player and the card buttons.
fn awaited(t: &Table<'_>) -> Option<FakeUser> {
    let id = t.fake.latest_in(t.channel, |o| {
        let first = mentions(&o.content).first().copied()?;
        (o.place == Place::Channel(t.channel)
            && !o.buttons.is_empty()
            && o.content.contains("pick a strategy card"))
        .then_some(first)
    })?;
    t.players.iter().find(|p| p.id == id).cloned()
}

/// The press held unanswered: applied by its process, which is killed before it answers (its
/// callback never reaches Discord, its next prompt is never posted).
struct Held {
    channel: u64,
    user: u64,
    label: String,
    ix: Interaction,
}

/// Waits (at most `max`) for a post with buttons in the table's channel made after REST call
/// `since`: the next prompt, posted by the process that answered or, when that process died
/// first, by a sweep after the lease.
async fn next_prompt(t: &Table<'_>, since: usize, max: Duration) -> bool {
    tokio::time::timeout(max, async {
        loop {
            if t.fake
                .latest_in(t.channel, |o| {
                    (o.call >= since
                        && o.place == Place::Channel(t.channel)
                        && !o.buttons.is_empty())
                    .then_some(())
                })
                .is_some()
            {
                return;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    })
    .await
    .is_ok()
}

/// Plays the strategy phase of one table by buttons, pressing again when an answer does not
/// come (its process was killed) and waiting for the prompt again when a press is refused (a
/// stale button: the pick was applied, its prompt lost with the process and posted again by a
/// sweep). Records every press answered as applied. With `hold`, the table's second press is
/// held unanswered (see [`Held`]).
async fn strategy_phase(
    t: &Table<'_>,
    acked: &Mutex<Vec<Acked>>,
    presses: &AtomicUsize,
    hold: Option<&Mutex<Option<Held>>>,
) {
    let mut picks = 0;
    let mut misses = 0;
    loop {
        // A hang guard: a live table gets its prompt within a lease and a sweep.
        if misses >= 6 {
            eprintln!(
                "table {}: no live prompt after {misses} tries; stops",
                t.channel
            );
            // What the table saw last, for the failure that follows.
            let outputs = t.fake.outputs();
            for o in outputs
                .iter()
                .filter(|o| o.channel == t.channel)
                .rev()
                .take(6)
            {
                let ids: Vec<&str> = o.buttons.iter().map(|b| b.custom_id.as_str()).collect();
                eprintln!("  call {} {:?}: {:?} {ids:?}", o.call, o.place, o.content);
            }
            break;
        }
        let since = t.fake.call_count();
        let Some(who) = awaited(t) else {
            break;
        };
        let Some((button, chan, message)) = t.fake.find_button(&who, t.channel, "") else {
            break;
        };
        // The phase is over once the newest buttons are not strategy picks.
        if !button
            .custom_id
            .rsplit(':')
            .next()
            .is_some_and(|n| n.starts_with("pick "))
        {
            break;
        }
        let (ix, payload) = t
            .fake
            .press_payload(&who, chan, &button.custom_id, message, None);
        if let Some(hold) = hold
            && picks == 1
        {
            let mut h = hold.lock().unwrap();
            if h.is_none() {
                t.fake.hold_callback(&ix);
                *h = Some(Held {
                    channel: t.channel,
                    user: who.id,
                    label: button.label.clone(),
                    ix: ix.clone(),
                });
            }
        }
        t.fake.dispatch(&ix, payload.clone());
        presses.fetch_add(1, Ordering::Relaxed);
        let answer = tokio::time::timeout(PRESS_PATIENCE, t.fake.answer(&ix, WAIT)).await;
        match answer {
            Ok(a) if !failed(&a) => {
                picks += 1;
                misses = 0;
                acked.lock().unwrap().push(Acked {
                    channel: t.channel,
                    user: who.id,
                    label: button.label.clone(),
                    ix,
                    payload,
                });
                if picks >= 6 {
                    break;
                }
                // The next prompt, or (the phase over) none.
                if !next_prompt(t, since, PRESS_PATIENCE).await {
                    misses += 1;
                }
            }
            // Refused (a stale button: its pick applied, the prompt lost with its process) or
            // never answered: wait for the prompt to be posted again, then look again.
            _ => {
                misses += 1;
                next_prompt(t, since, PRESS_PATIENCE).await;
            }
        }
    }
}

/// A card button's number: "1 Leadership" → "1" (`{"type":"pick_strategy","card":1}`).
fn card_number(label: &str) -> &str {
    label.split_whitespace().next().unwrap_or_default()
}

/// How many times `user`'s pick of the card labelled `label` is in the log of `channel`'s game.
async fn picks_in_log(pool: &sqlx::PgPool, channel: u64, user: u64, label: &str) -> usize {
    let rows: Vec<(String,)> = sqlx::query_as(
        "SELECT a.action_json FROM actions a JOIN games g ON g.id = a.game_id
         WHERE g.channel_id = $1 AND a.user_id = $2",
    )
    .bind(channel.to_string())
    .bind(user.to_string())
    .fetch_all(pool)
    .await
    .unwrap();
    let card = format!(
        "\"type\":\"pick_strategy\",\"card\":{}}}",
        card_number(label)
    );
    rows.iter()
        .filter(|(a,)| a.to_lowercase().contains(&card))
        .count()
}

async fn db_scalar(pool: &sqlx::PgPool, sql: &'static str) -> i64 {
    sqlx::query_scalar(sql).fetch_one(pool).await.unwrap()
}

async fn run(games: usize) {
    let Some(server) = postgres_server() else {
        return;
    };
    let started = Instant::now();
    let db_url = starpost::store::postgres::fresh_schema(&server)
        .await
        .expect("a test schema");
    // The schema, as `serve --init` would create it.
    starpost::store::open_checked(&db_url, true)
        .await
        .expect("migrated")
        .db
        .close()
        .await;
    let pool = sqlx::PgPool::connect(&db_url).await.unwrap();
    let fake = FakeDiscord::start().await;
    fake.keep_files(false);
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let mut procs = [
        Serve::start(&fake, dir, &db_url, 0),
        Serve::start(&fake, dir, &db_url, 1),
    ];
    fake.wait_shards(&[[0, 2], [1, 2]], WAIT).await;
    fake.wait_until("both processes registered", WAIT, |f| {
        (f.registered().1 >= 2).then_some(())
    })
    .await;

    let tables: Vec<Table<'_>> = (0..games)
        .map(|g| {
            let channel = FIRST_CHANNEL + g as u64;
            fake.in_guild(channel, GUILDS[g % 2]);
            let names: Vec<String> = (0..3).map(|p| format!("t{g}p{p}")).collect();
            let names: Vec<&str> = names.iter().map(String::as_str).collect();
            Table::new(&fake, channel, &names)
        })
        .collect();
    // Set-up: every table opens and keeps its objectives (both processes, no crash).
    let turns = tokio::sync::Semaphore::new(TABLES_AT_ONCE);
    let turns = &turns;
    join_all(tables.iter().enumerate().map(|(g, t)| async move {
        let _turn = turns.acquire().await.expect("open semaphore");
        t.open(g as u64).await;
        t.keep_all().await;
    }))
    .await;
    eprintln!("{games} games set up in {:?}", started.elapsed());

    // The strategy phase on every table at once. Table 1 (a server of shard 1) holds its second
    // press unanswered; once process 1 has applied it (its answer on the way, the pick in the
    // log), process 1 is killed, with the other tables' presses in flight, and started again.
    let acked = Mutex::new(Vec::new());
    let presses = AtomicUsize::new(0);
    let expected = games * 6;
    let held: Mutex<Option<Held>> = Mutex::new(None);
    let killer = async {
        let t0 = Instant::now();
        loop {
            let h = held
                .lock()
                .unwrap()
                .as_ref()
                .filter(|h| fake.held_callback_arrived(&h.ix))
                .map(|h| (h.channel, h.user, h.label.clone()));
            if let Some((channel, user, label)) = h
                && picks_in_log(&pool, channel, user, &label).await == 1
            {
                break;
            }
            assert!(
                t0.elapsed() < Duration::from_secs(300),
                "the held press was applied"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        procs[1].kill();
        eprintln!(
            "killed process 1 after applying a press it never answered ({} answered presses)",
            acked.lock().unwrap().len()
        );
        tokio::time::sleep(Duration::from_millis(500)).await;
        procs[1].restart(&fake);
        fake.wait_shards(&[[1, 2]], WAIT).await;
    };
    let driver = join_all(tables.iter().enumerate().map(|(g, t)| {
        let (acked, presses, held) = (&acked, &presses, &held);
        async move {
            let _turn = turns.acquire().await.expect("open semaphore");
            strategy_phase(t, acked, presses, (g == 1).then_some(held)).await
        }
    }));
    tokio::join!(killer, driver);
    let acked = acked.into_inner().unwrap();
    eprintln!(
        "strategy phase: {} presses, {} answered as applied, {:?} in",
        presses.load(Ordering::Relaxed),
        acked.len(),
        started.elapsed()
    );
    assert!(
        acked.len() >= expected / 3,
        "most picks were played: {} of {expected}",
        acked.len()
    );
    // Both processes answered presses.
    for p in &procs {
        let answered = fake
            .calls()
            .iter()
            .filter(|c| c.path.contains("/callback") && p.made(c))
            .count();
        assert!(answered > 0, "{} answered nothing", p.name);
    }

    // 0 acknowledged presses lost, 0 applied twice: every answered pick is in its game's log
    // exactly once (a card is picked once per round, so one row per player and card).
    let rows: Vec<(String, String, String)> = sqlx::query_as(
        "SELECT g.channel_id, a.user_id, a.action_json FROM actions a JOIN games g ON g.id = a.game_id",
    )
    .fetch_all(&pool)
    .await
    .unwrap();
    let mut log: HashMap<(u64, u64), Vec<String>> = HashMap::new();
    for (channel, user, action) in rows {
        log.entry((channel.parse().unwrap(), user.parse().unwrap_or(0)))
            .or_default()
            .push(action.to_lowercase());
    }
    for a in &acked {
        let card = format!(
            "\"type\":\"pick_strategy\",\"card\":{}}}",
            card_number(&a.label)
        );
        let n = log
            .get(&(a.channel, a.user))
            .map_or(0, |v| v.iter().filter(|x| x.contains(&card)).count());
        assert_eq!(
            n,
            1,
            "the answered pick of {} by {} in {} is in the log once: {:?}",
            a.label,
            a.user,
            a.channel,
            log.get(&(a.channel, a.user))
        );
    }
    // Every table played its whole phase: no prompt was lost with the killed process.
    for t in &tables {
        let picks: usize = log
            .iter()
            .filter(|((channel, _), _)| *channel == t.channel)
            .map(|(_, v)| v.iter().filter(|x| x.contains("pick_strategy")).count())
            .sum();
        assert_eq!(picks, 6, "table {} played its 6 picks", t.channel);
    }
    // The held press: applied once, never answered, and its next prompt posted exactly once
    // (by a sweep of a live process, after the lease).
    let held = held.into_inner().unwrap().expect("a press was held");
    assert_eq!(
        picks_in_log(&pool, held.channel, held.user, &held.label).await,
        1,
        "the held pick is in the log once"
    );
    assert!(
        fake.latency_of(&held.ix).is_none(),
        "the held press was never answered"
    );
    let card = format!(
        "\"type\":\"pick_strategy\",\"card\":{}}}",
        card_number(&held.label)
    );
    let rows: Vec<(i64, i64, String)> = sqlx::query_as(
        "SELECT a.game_id, a.version, a.action_json FROM actions a JOIN games g ON g.id = a.game_id
         WHERE g.channel_id = $1 AND a.user_id = $2",
    )
    .bind(held.channel.to_string())
    .bind(held.user.to_string())
    .fetch_all(&pool)
    .await
    .unwrap();
    let (game, version, _) = rows
        .into_iter()
        .find(|(_, _, a)| a.to_lowercase().contains(&card))
        .expect("the held pick");
    let prefix = format!("\"sp:{game}:{version}:");
    let channel_path = format!("/channels/{}/messages", held.channel);
    let prompt_posts = fake
        .calls()
        .iter()
        .filter(|c| {
            (c.method == "POST" || c.method == "PATCH")
                && c.path.contains(&channel_path)
                && c.json
                    .as_ref()
                    .is_some_and(|j| j.to_string().contains(&prefix))
        })
        .count();
    assert_eq!(
        prompt_posts, 1,
        "the prompt after the held press was posted once (game {game}, version {version})"
    );
    let owed = db_scalar(
        &pool,
        "SELECT COUNT(*) FROM games WHERE post_owed IS NOT NULL",
    )
    .await;
    assert_eq!(owed, 0, "every change's posts delivered");
    let duplicates = db_scalar(
        &pool,
        "SELECT COUNT(*) FROM (SELECT game_id, user_id, action_json FROM actions
           GROUP BY game_id, user_id, action_json, version HAVING COUNT(*) > 1) d",
    )
    .await;
    assert_eq!(duplicates, 0, "no action row twice");
    // A re-delivered interaction does nothing.
    let version_sum = || db_scalar(&pool, "SELECT CAST(SUM(version) AS BIGINT) FROM games");
    let before = version_sum().await;
    for a in acked.iter().take(10) {
        fake.dispatch(&a.ix, a.payload.clone());
    }
    fake.settle(Duration::from_millis(1500)).await;
    assert_eq!(
        version_sum().await,
        before,
        "re-delivered presses changed nothing"
    );

    // Reminders: every waiting player's wait is made a day old (so one reminder each is due),
    // and two of them are claimed by a process that died before delivering (one of those had
    // posted its channel message already). Process 0 is killed as soon as the sweeps begin.
    let since = fake.call_count();
    sqlx::query("UPDATE reminders SET waiting_since = '2000-01-01T00:00:00+00:00'")
        .execute(&pool)
        .await
        .unwrap();
    let due: Vec<(i64, String, String)> = sqlx::query_as(
        "SELECT r.game_id, r.user_id, g.channel_id FROM reminders r JOIN games g ON g.id = r.game_id
         WHERE g.status = 'active' ORDER BY r.game_id, r.user_id",
    )
    .fetch_all(&pool)
    .await
    .unwrap();
    assert!(!due.is_empty(), "players are waiting");
    eprintln!("{} reminders due", due.len());
    procs[0].kill();
    let now_ms = chrono::Utc::now().timestamp_millis();
    for (game, user, channel) in due.iter().take(2) {
        sqlx::query(
            "UPDATE reminders SET claimed_by = 'a-dead-process', claimed_at = $1
             WHERE game_id = $2 AND user_id = $3",
        )
        .bind(now_ms)
        .bind(game)
        .bind(user)
        .execute(&pool)
        .await
        .unwrap();
        let _ = channel;
    }
    {
        // The first one's channel post went out before its process died: the same nonce.
        let (game, user, channel) = &due[0];
        let nonce =
            starpost::scheduler::reminder_nonce(*game, user, "2000-01-01T00:00:00+00:00", 1);
        let http = serenity_http(&fake, &procs[1].token);
        http.send_message(
            channel.parse::<u64>().unwrap().into(),
            Vec::new(),
            &serde_json::json!({
                "content": format!("<@{user}>, the game is waiting for you (for 1 h)."),
                "nonce": nonce,
                "enforce_nonce": true,
            }),
        )
        .await
        .expect("posted");
    }
    procs[0].restart(&fake);
    // Kill the restarted process 0 again once the first reminder of the sweep is out.
    fake.wait_until("the first reminder", WAIT, |f| {
        f.outputs()
            .iter()
            .any(|o| {
                o.call > since
                    && o.content.contains("the game is waiting for you")
                    && !o.content.contains("(for 1 h)")
            })
            .then_some(())
    })
    .await;
    procs[0].kill();
    procs[0].restart(&fake);
    let reminders = |f: &FakeDiscord, dm: bool| {
        let mut n: HashMap<(u64, u64), usize> = HashMap::new();
        for o in f.outputs() {
            if o.call < since {
                continue;
            }
            let key = if dm {
                o.content
                    .contains("Your move in")
                    .then(|| (o.to_user.unwrap_or(0), mentions_channel(&o.content)))
            } else {
                o.content.contains("the game is waiting for you").then(|| {
                    (
                        o.channel,
                        mentions(&o.content).first().copied().unwrap_or(0),
                    )
                })
            };
            if let Some(k) = key {
                *n.entry(k).or_default() += 1;
            }
        }
        n
    };
    // As long as reminders keep coming (a thousand games' take a while on a loaded machine):
    // a stall of a minute fails.
    let mut seen = 0;
    loop {
        let stalled = fake.wait_until("every due reminder", Duration::from_secs(60), |f| {
            let n = reminders(f, false).len() + reminders(f, true).len();
            (n >= 2 * due.len() || n > seen).then_some(n)
        });
        seen = stalled.await;
        if seen >= 2 * due.len() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
    // A lapsed claim is re-delivered after its lease; wait past one more lease and a sweep.
    tokio::time::sleep(Duration::from_secs(LEASE_SECONDS + 2)).await;
    let posts = reminders(&fake, false);
    let dms = reminders(&fake, true);
    for (_, user, channel) in &due {
        let (user, channel): (u64, u64) = (user.parse().unwrap(), channel.parse().unwrap());
        assert_eq!(
            posts.get(&(channel, user)),
            Some(&1),
            "one reminder post for {user} in {channel}"
        );
        assert_eq!(
            dms.get(&(user, channel)),
            Some(&1),
            "one reminder DM for {user} about {channel}"
        );
    }
    // A confirmation is written after its message is out: on a loaded machine the last ones may
    // lag the messages, so wait for them (a stall of a minute fails).
    let open = "SELECT COUNT(*) FROM reminders WHERE claimed_by IS NOT NULL OR sent_count <> 1";
    let mut open_claims = db_scalar(&pool, open).await;
    let confirming = Instant::now();
    while open_claims != 0 && confirming.elapsed() < Duration::from_secs(60) {
        tokio::time::sleep(Duration::from_millis(500)).await;
        open_claims = db_scalar(&pool, open).await;
    }
    assert_eq!(open_claims, 0, "every reminder confirmed once");
    check_routes(&fake);
    for p in &procs {
        assert!(!p.log().contains(&p.token), "token logged");
    }
    eprintln!("two processes, {games} games: {:?}", started.elapsed());
}

/// The channel a reminder DM names (`<#id>`).
fn mentions_channel(text: &str) -> u64 {
    text.split("<#")
        .nth(1)
        .and_then(|t| t.split('>').next())
        .and_then(|t| t.parse().ok())
        .unwrap_or(0)
}

/// A REST client on the fake (as the bot's).
fn serenity_http(fake: &FakeDiscord, token: &str) -> serenity::all::Http {
    serenity::all::HttpBuilder::new(token)
        .proxy(fake.api_base())
        .ratelimiter_disabled(true)
        .build()
}

/// The test at CI size (`STARPOST_SCALE_GAMES` for another count).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_on_postgresql_lose_nothing_and_repeat_nothing_across_a_crash() {
    let games = std::env::var("STARPOST_SCALE_GAMES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(CI_GAMES);
    run(games).await;
}

/// The 1,000 games (long: run by hand with `--ignored`).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "1,000 games: minutes; run with --ignored"]
async fn two_processes_one_thousand_games() {
    run(1000).await;
}

/// The fake Discord de-duplicates message creates as Discord does: with `enforce_nonce`, a
/// second create with a recent nonce in the channel returns the first message and posts nothing;
/// without it, or with another nonce, a new message is posted.
#[tokio::test]
async fn fake_discord_enforces_message_nonces() {
    let fake = FakeDiscord::start().await;
    let http = serenity_http(&fake, "MTE.nonce-test");
    let channel = serenity::all::ChannelId::new(FIRST_CHANNEL);
    let send = |nonce: &str, enforce: bool| {
        let http = &http;
        let body = serde_json::json!({"content": format!("hello {nonce}"), "nonce": nonce, "enforce_nonce": enforce});
        async move {
            http.send_message(channel, Vec::new(), &body)
                .await
                .unwrap()
                .id
        }
    };
    let first = send("r1", true).await;
    assert_eq!(send("r1", true).await, first, "the same message returned");
    assert_eq!(fake.outputs().len(), 1, "nothing posted the second time");
    assert_ne!(
        send("r2", true).await,
        first,
        "another nonce: a new message"
    );
    assert_ne!(
        send("r1", false).await,
        first,
        "not enforced: a new message"
    );
    assert_eq!(fake.outputs().len(), 3);
    // Another channel: its own nonces.
    let other = http
        .send_message(
            serenity::all::ChannelId::new(FIRST_CHANNEL + 1),
            Vec::new(),
            &serde_json::json!({"content": "x", "nonce": "r1", "enforce_nonce": true}),
        )
        .await
        .unwrap();
    assert_ne!(other.id, first);
    assert_eq!(fake.outputs().len(), 4);
}
