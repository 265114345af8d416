//! Crash safety: the built `starpost serve` binary plays against the fake Discord and is killed
//! with SIGKILL at random points of a stream of actions, then restarted on the same database.
//! Every action the bot acknowledged (answered) must be in the log, the snapshot must equal a
//! replay of the log, the pending reminders must still be there (and fire after the restart),
//! and the game must go on.
//!
//! The kill points come from a seed printed at the start; rerun one with
//! `STARPOST_CRASH_SEED=<seed> cargo test --test app crash_safety:: -- --nocapture`.

use crate::support;
use std::path::Path;
use std::process::Child;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use serde_json::Value;
use sqlx::SqlitePool;
use starpost::core::Game;
use starpost::games::ti4::Ti4;
use support::*;

const CHANNEL: u64 = 710_000_000_000_000_001;
/// 3 secret-objective keeps, then 6 strategy-card picks.
const ACTIONS: usize = 9;

fn seed() -> u64 {
    std::env::var("STARPOST_CRASH_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| {
            SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map(|d| d.as_nanos() as u64)
                .unwrap_or(1)
        })
}

/// splitmix64: enough randomness for kill points.
fn next(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// An action the bot answered, and the line it must leave in the game log.
struct Acked {
    seat: usize,
    log_text: String,
}

/// Dispatches action `i` of the stream (without waiting); returns the seat acting and the
/// line the action leaves in the game log.
fn dispatch(t: &Table<'_>, i: usize) -> (Interaction, usize, String) {
    if i < 3 {
        let p = &t.players[i];
        (
            t.press_nowait(p, "Keep"),
            i,
            format!("{} has kept a secret objective", p.name),
        )
    } else {
        let who = t.awaited().expect("a strategy prompt").clone();
        let seat = t.players.iter().position(|p| p == &who).expect("seated");
        let (b, chan, msg) = t
            .fake
            .find_button(&who, t.channel, "")
            .expect("a card button");
        let text = format!("{} takes {}", who.name, b.label);
        (t.fake.press(&who, chan, &b.custom_id, msg), seat, text)
    }
}

/// The game's state rebuilt from setup and seed by applying every logged action
/// (`app::replay`), keyed by the deployment secret the bot kept beside the database.
async fn replay(pool: &SqlitePool, db_url: &str, game_id: i64) -> <Ti4 as Game>::State {
    let db = starpost::store::Db::single(pool.clone());
    let mut c = db.acquire().await.expect("connection");
    let game = starpost::store::game(&mut c, game_id)
        .await
        .expect("game")
        .expect("the game row");
    let secret = starpost::config::Config::default()
        .local_secret(db_url)
        .expect("the secret beside the database");
    starpost::app::replay::<Ti4>(&mut c, &game, &secret)
        .await
        .unwrap_or_else(|e| panic!("the log does not replay: {e:?}"))
}

/// The checks made while the bot is dead.
async fn check_after_crash(db_url: &str, t: &Table<'_>, acked: &[Acked]) -> usize {
    let pool = SqlitePool::connect(db_url).await.expect("open db");
    let g = db_game(&pool, CHANNEL).await;
    let game_id: i64 = sqlx::query_scalar("SELECT id FROM games WHERE channel_id = ?")
        .bind(CHANNEL.to_string())
        .fetch_one(&pool)
        .await
        .expect("game id");
    // Every acknowledged action is in the log, in order, by the right seat; at most the one
    // in flight at the kill is there without an acknowledgement.
    assert!(
        g.actions.len() >= acked.len() && g.actions.len() <= acked.len() + 1,
        "{} actions logged, {} acknowledged",
        g.actions.len(),
        acked.len()
    );
    for (i, a) in acked.iter().enumerate() {
        assert_eq!(g.actions[i].0, i as i64 + 1, "seq");
        assert_eq!(g.actions[i].1, a.seat as i64, "seat of action #{}", i + 1);
    }
    // The snapshot is the state after the last logged action and equals the replay.
    let (seq, json) = g.snapshot.clone().expect("a snapshot");
    assert_eq!(seq, g.actions.len() as i64, "the snapshot is current");
    let replayed = replay(&pool, db_url, game_id).await;
    let snapshot: Value = serde_json::from_str(&json).expect("snapshot json");
    assert_eq!(
        snapshot,
        serde_json::to_value(&replayed).expect("state json"),
        "snapshot != replay"
    );
    // /game new is version 0; every join, the start and every action bump it once.
    assert_eq!(g.version, (t.players.len() + 1 + g.actions.len()) as i64);
    // The pending reminders are exactly the players the game waits for.
    let mut awaited: Vec<String> = Ti4::prompts(&replayed)
        .iter()
        .map(|p| t.players[p.seat].id.to_string())
        .collect();
    awaited.sort();
    awaited.dedup();
    assert_eq!(g.reminders, awaited, "pending reminders after the crash");
    pool.close().await;
    g.actions.len()
}

/// Makes the pending reminders 30 hours old, as if the bot had been down that long.
async fn age_reminders(db_url: &str) {
    let pool = SqlitePool::connect(db_url).await.expect("open db");
    let old = (chrono::Utc::now() - chrono::Duration::hours(30)).to_rfc3339();
    sqlx::query("UPDATE reminders SET waiting_since = ?")
        .bind(old)
        .execute(&pool)
        .await
        .expect("age reminders");
    pool.close().await;
}

fn start(fake: &FakeDiscord, token: &str, db_url: &str, dir: &Path) -> Child {
    let config = dir.join("starpost.toml");
    std::fs::write(&config, "reminder_sweep_seconds = 1\n").expect("config");
    spawn_binary(fake, token, db_url, &config, &log_path(dir, "bot"), None)
}

/// After a restart: every player who still has a secret objective to keep gets the buttons
/// from `/hand` (the DM may not have been sent before the kill), and `/game status` posts the
/// current public prompt again.
async fn recover(t: &Table<'_>) {
    for p in &t.players {
        let hand = t.cmd(p, "hand").await;
        assert!(hand.ephemeral());
    }
    let status = t.cmd(t.host(), "game status").await;
    assert!(!status.ephemeral(), "{}", status.text());
    t.fake.settle(Duration::from_millis(200)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigkill_at_random_points_loses_no_acknowledged_action() {
    let seed = seed();
    println!("crash seed {seed} (STARPOST_CRASH_SEED={seed} reproduces the kill points)");
    let mut rng = seed;
    let k1 = (next(&mut rng) % (ACTIONS as u64 - 2)) as usize;
    let k2 = k1 + 1 + (next(&mut rng) % (ACTIONS as u64 - 1 - k1 as u64)) as usize;
    let kills = [k1, k2];

    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let token = test_token("crash");
    let db_url = format!("sqlite://{}", dir.path().join("crash.db").display());
    let mut child = start(&fake, &token, &db_url, dir.path());
    fake.wait_registered(WAIT).await;
    let t = Table::new(&fake, CHANNEL, &["alice", "bob", "carol"]);
    t.open(seed % 1_000_000).await;
    let mut acked: Vec<Acked> = Vec::new();
    let mut i = 0;
    let mut restarts = 0;
    while i < ACTIONS {
        let since = fake.call_count();
        let (ix, seat, log_text) = dispatch(&t, i);
        if kills.contains(&i) && restarts < kills.len() {
            // Kill somewhere between the dispatch and well after the answer.
            // (Often at once, to catch the action before or during its commit.)
            let r = next(&mut rng);
            let delay = if r.is_multiple_of(3) { r % 4 } else { r % 60 };
            tokio::time::sleep(Duration::from_millis(delay)).await;
            child.kill().expect("SIGKILL");
            let _ = child.wait();
            // Acknowledged: answered (not merely deferred) before the kill.
            let acknowledged = fake.callback_kind(&ix) == Some(4);
            if acknowledged {
                acked.push(Acked {
                    seat,
                    log_text: log_text.clone(),
                });
            }
            let logged = check_after_crash(&db_url, &t, &acked).await;
            println!(
                "killed at action {i} after {delay} ms: acknowledged {acknowledged}, stored {}",
                logged > i
            );
            if logged > acked.len() {
                // The action in flight was stored but not acknowledged: allowed; from now on
                // it is part of the game.
                acked.push(Acked { seat, log_text });
            }
            restarts += 1;
            if restarts == kills.len() {
                age_reminders(&db_url).await;
            }
            let registrations = fake.registered().1;
            child = start(&fake, &token, &db_url, dir.path());
            fake.wait_until("re-registration", WAIT, |f| {
                (f.registered().1 > registrations).then_some(())
            })
            .await;
            let since = fake.call_count();
            recover(&t).await;
            if restarts == kills.len() {
                // The reminders made old while the bot was down were still scheduled: the
                // restarted bot sends them.
                fake.wait_output("a reminder after the restart", since, |o| {
                    o.place == Place::Channel(CHANNEL) && o.content.contains("waiting for you")
                })
                .await;
            }
            i = logged;
            continue;
        }
        let a = fake.answer(&ix, WAIT).await;
        assert!(
            !a.text().contains("wrong") && !a.text().contains("out of date"),
            "action {i} refused: {}",
            a.text()
        );
        acked.push(Acked {
            seat,
            log_text: log_text.clone(),
        });
        if i < 3 {
            fake.wait_output("the keep post", since, |o| {
                o.is_public() && o.content.contains(&log_text)
            })
            .await;
            if i == 2 {
                t.wait_prompt(since).await;
            }
        } else {
            t.wait_prompt(since).await;
        }
        i += 1;
    }

    // The game went on to the action phase, and every acknowledged action is in /game log.
    let log = t.cmd(t.host(), "game log count:50").await;
    for a in &acked {
        assert!(
            log.text().contains(&a.log_text),
            "`{}` missing from the log:\n{}",
            a.log_text,
            log.text()
        );
    }
    let pool = SqlitePool::connect(&db_url).await.expect("open db");
    let g = db_game(&pool, CHANNEL).await;
    assert_eq!(g.actions.len(), ACTIONS);
    let status = t.cmd(t.host(), "game status").await;
    assert!(
        status.text().starts_with("Waiting for"),
        "{}",
        status.text()
    );
    let (latencies, _) = fake.latencies();
    for l in latencies {
        assert!(l < DISCORD_ACK_WINDOW, "an answer took {l:?}");
    }
    child.kill().expect("stop");
    let _ = child.wait();
    let logs = std::fs::read_to_string(log_path(dir.path(), "bot")).expect("log");
    assert!(!logs.contains(&token), "the token appears in the log");
}

/// Sends `command` as `who` to the app itself: nothing is translated or drawn (cheap).
async fn app_run(
    t: &mut crate::common::Table,
    who: &str,
    command: starpost::app::Command,
) -> starpost::app::Effects {
    let user = t.u(who);
    let req = t.request(&user, crate::common::CHANNEL, command);
    t.app.handle(req).await
}

/// A 3-player TI4 game (seed 5) started in the app, drawing no boards after changes (nor in
/// the posts owed for them), and the start's effects (the secret-objective keeps).
async fn started_without_boards() -> (crate::common::Table, starpost::app::Effects) {
    use starpost::app::Command;
    let mut t = crate::common::Table::new(&crate::common::NAMES).await;
    t.app = starpost::app::App::new(
        t.app.db.clone(),
        std::sync::Arc::new(starpost::render::Renderer::new()),
        starpost::app::AppConfig {
            boards_on_change: false,
            ..Default::default()
        },
    );
    let new = Command::New {
        game: "ti4".into(),
        players: Some(3),
        seed: Some(5),
        options: None,
        language: None,
    };
    app_run(&mut t, "alice", new).await;
    for who in crate::common::NAMES {
        let join = Command::Join {
            faction: None,
            color: None,
        };
        assert!(!app_run(&mut t, who, join).await.reply.ephemeral);
    }
    let start = Command::Start {
        speaker: None,
        seating: None,
    };
    let started = app_run(&mut t, "alice", start).await;
    (t, started)
}

/// `who`'s first "keep" button in `e`'s DMs (their secret objective).
fn keep_button(e: &starpost::app::Effects, who: &str) -> String {
    e.dms
        .iter()
        .filter(|d| d.user.name == who)
        .flat_map(|d| &d.buttons)
        .find(|b| {
            b.custom_id
                .rsplit(':')
                .next()
                .is_some_and(|n| n.starts_with("keep "))
        })
        .map(|b| b.custom_id.clone())
        .unwrap_or_else(|| panic!("no keep button for {who}"))
}

/// Issue 18: a change's posts are owed until delivered (`Effects::owed`, then
/// `App::posts_delivered`, as the adapters do). A change whose posts were delivered is never
/// posted again. One whose process died before posting (here: nobody delivers Bob's keep) is
/// left alone for the lease, then claimed by one sweep, which posts what the lost change said
/// (its public log line in the channel, once; its private line to Bob only) and the game's
/// current prompts (Carol's private one by DM, with her buttons at the current version, and
/// who is awaited in the channel); another sweep at once finds it claimed, and once that
/// delivery is recorded nothing is owed.
#[tokio::test]
async fn a_change_whose_posts_died_with_its_process_is_posted_again_once_after_the_lease() {
    use chrono::Duration;
    use starpost::app::Command;
    use starpost::scheduler::run_owed_posts;
    let (mut t, started) = started_without_boards().await;
    let lease = Duration::seconds(120);
    let custom_id = keep_button(&started, "alice");
    let e = app_run(&mut t, "alice", Command::Press { custom_id }).await;
    let (game, version) = e.owed.expect("a change owes its posts");
    t.app.posts_delivered(game, version).await.unwrap();
    let later = t.now + Duration::hours(1);
    assert!(
        run_owed_posts(&t.app, later, lease)
            .await
            .unwrap()
            .is_empty(),
        "delivered: nothing owed"
    );
    let custom_id = keep_button(&started, "bob");
    let e = app_run(&mut t, "bob", Command::Press { custom_id }).await;
    assert_eq!(e.owed, Some((game, version + 1)));
    // What Bob's keep showed (never delivered): its public line, and its private line by DM.
    let lost = starpost::edge::localize(&t.app, e, None).await;
    let public_line = lost.reply.text.clone();
    let private_line = lost
        .dms
        .iter()
        .find(|d| d.user.name == "bob" && d.buttons.is_empty())
        .map(|d| d.text.clone())
        .expect("Bob is told which objective he kept");
    assert!(!public_line.is_empty() && !public_line.contains(&private_line));
    let at = t.now;
    assert!(
        run_owed_posts(&t.app, at + Duration::seconds(60), lease)
            .await
            .unwrap()
            .is_empty(),
        "within the lease, its process may still be posting"
    );
    let owed = run_owed_posts(&t.app, at + Duration::seconds(121), lease)
        .await
        .unwrap();
    assert_eq!(owed.len(), 1, "one game owes posts");
    let (channel, e) = &owed[0];
    assert_eq!(*channel, crate::common::CHANNEL);
    assert_eq!(e.owed, Some((game, version + 1)));
    let awaited: Vec<&str> = e
        .posts
        .iter()
        .flat_map(|p| p.awaits.iter().map(|u| u.name.as_str()))
        .collect();
    assert_eq!(awaited, ["carol"], "the channel is told who is awaited");
    // The lost change is told once: its public line in the channel, its private line to Bob
    // only (and not in the channel).
    let public = e.public_texts().join("\n");
    assert_eq!(public.matches(public_line.as_str()).count(), 1, "{public}");
    assert!(!public.contains(&private_line), "{public}");
    let told: Vec<&str> = e
        .dms
        .iter()
        .filter(|d| d.text.contains(&private_line))
        .map(|d| d.user.name.as_str())
        .collect();
    assert_eq!(told, ["bob"]);
    let prompted: Vec<&str> = e
        .dms
        .iter()
        .filter(|d| !d.buttons.is_empty())
        .map(|d| d.user.name.as_str())
        .collect();
    assert_eq!(prompted, ["carol"]);
    let current = format!("sp:{game}:{}:", version + 1);
    let buttons = &e
        .dms
        .iter()
        .find(|d| d.user.name == "carol")
        .unwrap()
        .buttons;
    assert!(
        !buttons.is_empty()
            && buttons
                .iter()
                .all(|b| b.custom_id.starts_with(&current) || b.custom_id.starts_with("hand:")),
        "{buttons:?}"
    );
    assert!(
        run_owed_posts(&t.app, at + Duration::seconds(122), lease)
            .await
            .unwrap()
            .is_empty(),
        "claimed by the first sweep"
    );
    t.app.posts_delivered(game, version + 1).await.unwrap();
    assert!(
        run_owed_posts(&t.app, at + Duration::days(1), lease)
            .await
            .unwrap()
            .is_empty(),
        "delivered: nothing owed"
    );
}

/// Issue 18: a process that delivers a change's posts and dies before recording the delivery
/// leaves the debt to a sweep, which posts the same messages with the same nonces
/// (`scheduler::owed_nonce`, `enforce_nonce`): the fake Discord, like Discord, returns the
/// messages already created, so the channel shows the next prompt once and each DM is sent
/// once. Here Carol's keep (the last one) opens the strategy phase: its prompt is posted
/// (`discord::deliver`, which records nothing: the "crash"), then a sweep after the lease
/// delivers it again as `serve` does, and records it.
#[tokio::test]
async fn a_delivery_whose_record_died_with_its_process_is_not_posted_twice_by_the_sweep() {
    use chrono::Duration;
    use serenity::all::ChannelId;
    use starpost::app::Command;
    use starpost::scheduler::run_owed_posts;
    let fake = FakeDiscord::start().await;
    let http = serenity::all::HttpBuilder::new(test_token("owed-nonce"))
        .proxy(fake.api_base())
        .ratelimiter_disabled(true)
        .build();
    let (mut t, started) = started_without_boards().await;
    let mut last = None;
    for who in crate::common::NAMES {
        let custom_id = keep_button(&started, who);
        last = Some(app_run(&mut t, who, Command::Press { custom_id }).await);
    }
    let e = last.unwrap();
    let (game, version) = e.owed.expect("a change owes its posts");
    let channel = ChannelId::new(crate::common::CHANNEL);
    let e = starpost::edge::localize(&t.app, e, None).await;
    starpost::discord::deliver(&http, &e, channel).await;
    let picks = |outputs: &[Output]| {
        outputs
            .iter()
            .filter(|o| o.place == Place::Channel(crate::common::CHANNEL))
            .filter(|o| o.buttons.iter().any(|b| b.custom_id.contains(":pick ")))
            .count()
    };
    let first = fake.outputs();
    assert_eq!(picks(&first), 1, "the strategy phase's prompt is posted");
    assert!(
        first.iter().any(|o| matches!(o.place, Place::Dm(_))),
        "Carol is told her objective by DM"
    );
    // The delivery is never recorded: after the lease a sweep delivers the same posts.
    let lease = Duration::seconds(120);
    let owed = run_owed_posts(&t.app, t.now + Duration::seconds(121), lease)
        .await
        .unwrap();
    assert_eq!(owed.len(), 1);
    assert_eq!(owed[0].1.owed, Some((game, version)));
    for (to, effects) in &owed {
        starpost::discord::deliver_quietly(&http, &t.app, effects, ChannelId::new(*to), false)
            .await;
    }
    let after = fake.outputs();
    assert_eq!(picks(&after), 1, "the prompt is in the channel once");
    assert_eq!(
        after.len(),
        first.len(),
        "no message created again: {:?}",
        &after[first.len()..]
    );
    assert!(
        run_owed_posts(&t.app, t.now + Duration::days(1), lease)
            .await
            .unwrap()
            .is_empty(),
        "the sweep's delivery is recorded"
    );
}
