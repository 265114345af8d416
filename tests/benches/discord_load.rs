//! Load bench: the real `serve` in this process against the fake Discord, 200 TI4 games in 200
//! channels, a driver sending interactions for all of them concurrently. Reports
//! interactions/s, p50/p99 latency from dispatch to the bot's callback, with and without board
//! rendering, and the process's RSS.
//!
//! Run with `cargo bench --bench discord_load` (`STARPOST_LOAD_GAMES=50` for a smaller run).
//! Not a test: nothing here asserts a timing.
//!
//! `cargo bench --bench discord_load -- processes` runs the scale-out bench instead: the built
//! binary as 1 or 2 `serve` processes on PostgreSQL, and 1 on SQLite (`processes.rs`).

#[path = "../support/mod.rs"]
mod support;

#[path = "discord_load/processes.rs"]
mod processes;

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use futures_util::future::join_all;
use support::*;

const FIRST_CHANNEL: u64 = 720_000_000_000_000_000;
/// A hang guard for one answer under load.
const LONG: Duration = Duration::from_secs(120);

/// VmRSS and VmHWM (peak) of this process, in MiB.
fn rss() -> (f64, f64) {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let field = |name: &str| {
        status
            .lines()
            .find(|l| l.starts_with(name))
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|kb| kb.parse::<f64>().ok())
            .map(|kb| kb / 1024.0)
            .unwrap_or(0.0)
    };
    (field("VmRSS:"), field("VmHWM:"))
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i]
}

/// The interactions of one phase, and how many were answered with an error (an internal
/// error or a write conflict); the driver retries those.
#[derive(Default)]
struct Phase {
    ixs: Mutex<Vec<Interaction>>,
    errors: AtomicUsize,
}

fn failed(text: &str) -> bool {
    text.contains("Something went wrong") || text.contains("Someone else acted")
}

impl Phase {
    async fn slash(&self, t: &Table<'_>, user: &FakeUser, line: &str) -> Answer {
        loop {
            let ix = t.fake.slash(user, Chan::Guild(t.channel), line);
            let a = t.fake.answer(&ix, LONG).await;
            self.ixs.lock().unwrap_or_else(|e| e.into_inner()).push(ix);
            if !failed(a.text()) {
                return a;
            }
            self.errors.fetch_add(1, Ordering::Relaxed);
        }
    }

    async fn press(&self, t: &Table<'_>, user: &FakeUser, label: &str) -> Answer {
        loop {
            let ix = t.press_nowait(user, label);
            let a = t.fake.answer(&ix, LONG).await;
            self.ixs.lock().unwrap_or_else(|e| e.into_inner()).push(ix);
            if !failed(a.text()) {
                return a;
            }
            self.errors.fetch_add(1, Ordering::Relaxed);
        }
    }

    /// Prints one result line.
    fn report(&self, name: &str, fake: &FakeDiscord, wall: Duration) {
        let ixs = self.ixs.lock().unwrap_or_else(|e| e.into_inner());
        let mut lat: Vec<Duration> = ixs.iter().filter_map(|ix| fake.latency_of(ix)).collect();
        lat.sort();
        let mut full: Vec<Duration> = ixs
            .iter()
            .filter_map(|ix| fake.reply_latency_of(ix))
            .collect();
        full.sort();
        let deferred = ixs
            .iter()
            .filter(|ix| matches!(fake.callback_kind(ix), Some(5 | 6)))
            .count();
        let (rss, _) = rss();
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        println!(
            "{name:<30} {:>5} in {:>6.2} s = {:>6.1}/s | callback p50 {:>6.1} p99 {:>6.1} max {:>6.1} ms | reply p50 {:>7.1} p99 {:>7.1} ms | deferred {deferred:>3} | errors {:>3} | RSS {rss:.0} MiB",
            ixs.len(),
            wall.as_secs_f64(),
            ixs.len() as f64 / wall.as_secs_f64(),
            ms(percentile(&lat, 0.50)),
            ms(percentile(&lat, 0.99)),
            ms(lat.last().copied().unwrap_or_default()),
            ms(percentile(&full, 0.50)),
            ms(percentile(&full, 0.99)),
            self.errors.load(Ordering::Relaxed),
        );
    }
}

/// Runs `f` for every table at once (each table's steps in order) and reports the phase.
async fn phase<'a, F, Fut>(name: &str, tables: &'a [Table<'a>], f: F)
where
    F: Fn(&'a Table<'a>, &'a Phase) -> Fut,
    Fut: std::future::Future<Output = ()>,
{
    let p = Box::leak(Box::new(Phase::default()));
    let t0 = Instant::now();
    join_all(tables.iter().map(|t| f(t, p))).await;
    p.report(name, tables[0].fake, t0.elapsed());
}

async fn run(games: usize) {
    let bot = Bot::launch("load", |_| {}).await;
    let fake = &bot.fake;
    // RSS is the bot's (and the driver's), not the recording of every uploaded board.
    fake.keep_files(false);
    let (rss_idle, _) = rss();
    println!(
        "discord_load: {games} games in {games} channels, 3 players each, all driven at once; RSS at start {rss_idle:.0} MiB"
    );
    let tables: Vec<Table<'_>> = (0..games)
        .map(|g| {
            let names: Vec<String> = (0..3).map(|p| format!("g{g}p{p}")).collect();
            let names: Vec<&str> = names.iter().map(String::as_str).collect();
            Table::new(fake, FIRST_CHANNEL + g as u64, &names)
        })
        .collect();
    let tables: &[Table<'_>] = Box::leak(tables.into_boxed_slice());

    phase("lobby: new + 3 joins", tables, |t, p| async move {
        let g = t.channel - FIRST_CHANNEL;
        p.slash(
            t,
            t.host(),
            &format!("game new game:ti4 players:3 seed:{g}"),
        )
        .await;
        for (i, who) in t.players.iter().enumerate() {
            let faction = ["hacan", "letnev", "sol"][i];
            p.slash(t, who, &format!("game join faction:{faction}"))
                .await;
        }
    })
    .await;

    phase("/game start (setup + board)", tables, |t, p| async move {
        let since = t.fake.call_count();
        p.slash(t, t.host(), "game start seating:join").await;
        for who in &t.players {
            let dm = t.fake.dm_channel(who);
            t.fake
                .wait_in("the keep DM", &[dm], since, |o| !o.buttons.is_empty())
                .await;
        }
    })
    .await;

    phase("secret keeps (3rd: board)", tables, |t, p| async move {
        let since = t.fake.call_count();
        for who in &t.players {
            p.press(t, who, "Keep").await;
        }
        t.wait_prompt(since).await;
    })
    .await;

    phase("5 card picks (no render)", tables, |t, p| async move {
        for _ in 0..5 {
            let who = t.awaited().expect("a prompt").clone();
            let since = t.fake.call_count();
            let (b, _, _) = t.fake.find_button(&who, t.channel, "").expect("a card");
            p.press(t, &who, &b.label).await;
            t.wait_prompt(since).await;
        }
    })
    .await;

    phase("/game log (no render)", tables, |t, p| async move {
        p.slash(t, t.host(), "game log count:20").await;
    })
    .await;

    phase("/game status (board)", tables, |t, p| async move {
        p.slash(t, t.host(), "game status").await;
    })
    .await;

    phase("6th pick (board)", tables, |t, p| async move {
        let who = t.awaited().expect("a prompt").clone();
        let since = t.fake.call_count();
        let (b, _, _) = t.fake.find_button(&who, t.channel, "").expect("a card");
        p.press(t, &who, &b.label).await;
        t.wait_prompt(since).await;
    })
    .await;

    // Mixed: another 200 games play their whole opening at once (writes, setups and board
    // renders interleaved), as a burst of new tables would.
    let more: Vec<Table<'_>> = (0..games)
        .map(|g| {
            let names: Vec<String> = (0..3).map(|p| format!("h{g}p{p}")).collect();
            let names: Vec<&str> = names.iter().map(String::as_str).collect();
            Table::new(fake, FIRST_CHANNEL + (games + g) as u64, &names)
        })
        .collect();
    let more: &[Table<'_>] = Box::leak(more.into_boxed_slice());
    phase("mixed openings (new→keeps)", more, |t, p| async move {
        p.slash(t, t.host(), "game new game:ti4 players:3").await;
        for (i, who) in t.players.iter().enumerate() {
            let faction = ["hacan", "letnev", "sol"][i];
            p.slash(t, who, &format!("game join faction:{faction}"))
                .await;
        }
        let since = t.fake.call_count();
        p.slash(t, t.host(), "game start seating:join").await;
        for who in &t.players {
            let dm = t.fake.dm_channel(who);
            t.fake
                .wait_in("the keep DM", &[dm], since, |o| !o.buttons.is_empty())
                .await;
        }
        let since = t.fake.call_count();
        for who in &t.players {
            p.press(t, who, "Keep").await;
        }
        t.wait_prompt(since).await;
    })
    .await;

    fake.settle(Duration::from_millis(300)).await;
    let (rss_now, peak) = rss();
    let (all, missing) = fake.latencies();
    let over = all.iter().filter(|l| **l >= DISCORD_ACK_WINDOW).count();
    println!(
        "RSS now {rss_now:.0} MiB, peak {peak:.0} MiB; {} interactions in all, {} answered after 3 s, {} unanswered; {} REST calls",
        all.len() + missing.len(),
        over,
        missing.len(),
        fake.call_count()
    );
}

fn main() {
    // `cargo test --all-targets` runs bench targets without `--bench`: the load is not a test.
    if !std::env::args().any(|a| a == "--bench") {
        println!("discord_load: skipped (run it with `cargo bench --bench discord_load`)");
        return;
    }
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("runtime");
    if std::env::args().any(|a| a == "processes") {
        let _ = tracing_subscriber::fmt()
            .with_env_filter(tracing_subscriber::EnvFilter::new("warn"))
            .with_writer(std::io::stderr)
            .try_init();
        rt.block_on(processes::main());
        return;
    }
    let games = std::env::var("STARPOST_LOAD_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(200);
    // The bot's warnings and errors go to stderr.
    let _ = tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::new("warn"))
        .with_writer(std::io::stderr)
        .try_init();
    rt.block_on(run(games));
}
