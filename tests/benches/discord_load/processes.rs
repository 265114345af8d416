//! Issue 18's scale-out bench: the built `starpost serve` binary, as 1 or 2 processes (gateway
//! shards 0/1, or 0/2 and 1/2) on one database behind the fake Discord, TI4 tables in servers of
//! both shards. Every table is opened and its objectives kept (set-up, not measured), then every
//! table plays its strategy phase by buttons at once (3 players, 6 picks; the 6th also renders
//! the board): the measured load. One line per configuration: backend, processes, games,
//! actions, throughput, p50/p99 from a press to the bot's answer (its interaction callback) and
//! to the next prompt, and where the CPU went during the phase (the bot processes, PostgreSQL,
//! this process: the fake Discord and the driver, and everything else on the machine).
//!
//! `cargo bench --bench discord_load -- processes` (`STARPOST_BENCH_GAMES=N`, default 150;
//! `STARPOST_BENCH_RUNS=sqlite:1,postgres:1,postgres:2` picks the configurations). The
//! PostgreSQL rows need `STARPOST_TEST_POSTGRES` (`.ci/with-postgres` starts a throwaway
//! server); without it only SQLite runs. Not a test: nothing here asserts a timing.

use std::path::Path;
use std::process::Child;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use futures_util::future::join_all;

use crate::support::*;

/// Servers on shard 0 and 1 of 2 (Discord: `(guild_id >> 22) % total`).
const GUILDS: [u64; 2] = [(8 << 22) | 13, (9 << 22) | 13];
const FIRST_CHANNEL: u64 = 740_000_000_000_000_000;
/// A hang guard for one answer under load (not a timing assertion).
const LONG: Duration = Duration::from_secs(120);

/// Tables set up at once (not measured).
const SETUP_AT_ONCE: usize = 10;

/// Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux).
const TICKS: f64 = 100.0;

/// utime + stime (+ the waited-for children's when `children`) of process `pid`, in seconds.
fn cpu_of(pid: u32, children: bool) -> f64 {
    let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else {
        return 0.0;
    };
    // The fields after the command name (which may hold spaces) in parentheses.
    let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
    let f: Vec<f64> = rest
        .split_whitespace()
        .map(|x| x.parse().unwrap_or(0.0))
        .collect();
    // state=0 ppid=1 … utime=11 stime=12 cutime=13 cstime=14 (stat fields 3.. from 0 here).
    let get = |i: usize| f.get(i).copied().unwrap_or(0.0);
    let own = get(11) + get(12);
    (if children {
        own + get(13) + get(14)
    } else {
        own
    }) / TICKS
}

/// CPU seconds of each thread of process `pid` with its name (tokio's workers and blocking
/// threads, which draw the boards, are all `tokio-runtime-w`), busiest first: whether one
/// process's work is spread over threads that can run on both cores at once.
fn threads_cpu(pid: u32) -> Vec<(String, f64)> {
    let mut by_name: Vec<(String, f64)> = Vec::new();
    let Ok(dir) = std::fs::read_dir(format!("/proc/{pid}/task")) else {
        return by_name;
    };
    for e in dir.flatten() {
        let Some(tid) = e.file_name().to_str().and_then(|n| n.parse::<u32>().ok()) else {
            continue;
        };
        let name = std::fs::read_to_string(format!("/proc/{pid}/task/{tid}/comm"))
            .unwrap_or_default()
            .trim()
            .to_string();
        let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/task/{tid}/stat")) else {
            continue;
        };
        let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
        let f: Vec<f64> = rest
            .split_whitespace()
            .map(|x| x.parse().unwrap_or(0.0))
            .collect();
        let cpu = (f.get(11).copied().unwrap_or(0.0) + f.get(12).copied().unwrap_or(0.0)) / TICKS;
        by_name.push((name, cpu));
    }
    by_name.sort_by(|a, b| b.1.total_cmp(&a.1));
    by_name
}

fn ppid_of(pid: u32) -> Option<u32> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let rest = stat.rsplit_once(')')?.1;
    rest.split_whitespace().nth(1)?.parse().ok()
}

/// CPU seconds of the PostgreSQL server whose postmaster is `postmaster`: its own, its exited
/// backends' (waited for) and its live backends'.
fn postgres_cpu(postmaster: Option<u32>) -> f64 {
    let Some(pm) = postmaster else {
        return 0.0;
    };
    let mut total = cpu_of(pm, true);
    if let Ok(dir) = std::fs::read_dir("/proc") {
        for e in dir.flatten() {
            let Some(pid) = e.file_name().to_str().and_then(|n| n.parse::<u32>().ok()) else {
                continue;
            };
            if ppid_of(pid) == Some(pm) {
                total += cpu_of(pid, false);
            }
        }
    }
    total
}

/// Busy and total CPU seconds of the whole machine (all cores), from /proc/stat.
fn machine_cpu() -> (f64, f64) {
    let stat = std::fs::read_to_string("/proc/stat").unwrap_or_default();
    let f: Vec<f64> = stat
        .lines()
        .next()
        .unwrap_or_default()
        .split_whitespace()
        .skip(1)
        .map(|x| x.parse().unwrap_or(0.0))
        .collect();
    let total: f64 = f.iter().take(8).sum();
    // idle and iowait are not busy.
    let idle = f.get(3).copied().unwrap_or(0.0) + f.get(4).copied().unwrap_or(0.0);
    ((total - idle) / TICKS, total / TICKS)
}

/// The highest rate of `points` (time s, CPU s) over any window of at least `window` seconds:
/// the most cores kept busy at once, smoothed over the window.
fn peak_rate(points: &[(f64, f64)], window: f64) -> f64 {
    let mut peak: f64 = 0.0;
    for (i, &(t0, c0)) in points.iter().enumerate() {
        if let Some(&(t1, c1)) = points[i + 1..].iter().find(|(t, _)| t - t0 >= window) {
            peak = peak.max((c1 - c0) / (t1 - t0));
        }
    }
    peak
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

/// One configuration to measure.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Backend {
    Sqlite,
    Postgres,
}

/// The bot processes of one run.
struct Procs {
    children: Vec<Child>,
}

impl Drop for Procs {
    fn drop(&mut self) {
        for c in &mut self.children {
            let _ = c.kill();
            let _ = c.wait();
        }
    }
}

/// The CPU counters at one instant.
#[derive(Clone, Copy, Default)]
struct Cpu {
    bots: f64,
    postgres: f64,
    bench: f64,
    busy: f64,
    total: f64,
    wall: f64,
}

impl Cpu {
    fn now(procs: &Procs, postmaster: Option<u32>, t0: Instant) -> Cpu {
        let (busy, total) = machine_cpu();
        Cpu {
            bots: procs.children.iter().map(|c| cpu_of(c.id(), false)).sum(),
            postgres: postgres_cpu(postmaster),
            bench: cpu_of(std::process::id(), false),
            busy,
            total,
            wall: t0.elapsed().as_secs_f64(),
        }
    }

    fn since(self, before: Cpu) -> Cpu {
        Cpu {
            bots: self.bots - before.bots,
            postgres: self.postgres - before.postgres,
            bench: self.bench - before.bench,
            busy: self.busy - before.busy,
            total: self.total - before.total,
            wall: self.wall - before.wall,
        }
    }
}

/// A press answered as applied: its answer latency and the latency to the next prompt.
struct Sample {
    answer: Duration,
    next: Option<Duration>,
}

fn failed(a: &Answer) -> bool {
    a.ephemeral()
        || a.text().contains("Something went wrong")
        || a.text().contains("Someone else acted")
}

/// The strategy phase of one table, by buttons: each pick waits for its answer and for the next
/// prompt (none after the 6th: the action phase's turn prompt is posted instead).
async fn strategy_phase(t: &Table<'_>, samples: &Mutex<Vec<Sample>>, errors: &Mutex<usize>) {
    for _ in 0..6 {
        let Some(who) = t.strategy_awaited().cloned() else {
            break;
        };
        let Some((button, chan, message)) = t.fake.find_button(&who, t.channel, "") else {
            break;
        };
        let since = t.fake.call_count();
        let sent = Instant::now();
        let ix = t.fake.press(&who, chan, &button.custom_id, message);
        let a = t.fake.answer(&ix, LONG).await;
        if failed(&a) {
            *errors.lock().unwrap() += 1;
            continue;
        }
        let answer = t.fake.latency_of(&ix).unwrap_or_else(|| sent.elapsed());
        let next = tokio::time::timeout(LONG, t.wait_prompt(since))
            .await
            .ok()
            .map(|_| sent.elapsed());
        samples.lock().unwrap().push(Sample { answer, next });
    }
}

/// The result of one configuration.
struct Run {
    backend: Backend,
    processes: usize,
    games: usize,
    actions: usize,
    errors: usize,
    setup: Duration,
    wall: Duration,
    answer: [Duration; 2],
    next: [Duration; 2],
    cpu: Cpu,
    /// The most cores the bot processes kept busy over any second of the phase.
    peak_cores: f64,
    /// Each bot process's CPU seconds by thread, busiest first.
    threads: Vec<Vec<(String, f64)>>,
    transactions: Option<i64>,
}

impl Run {
    fn throughput(&self) -> f64 {
        self.actions as f64 / self.wall.as_secs_f64()
    }
}

async fn postgres_transactions(pool: &sqlx::PgPool) -> i64 {
    // The statistics of a backend are flushed at the end of its transactions, at most once a
    // second: read after a pause.
    sqlx::query_scalar(
        "SELECT CAST(xact_commit + xact_rollback AS BIGINT) FROM pg_stat_database
         WHERE datname = current_database()",
    )
    .fetch_one(pool)
    .await
    .unwrap_or(0)
}

async fn run(backend: Backend, processes: usize, games: usize, server: Option<&str>) -> Run {
    let dir = tempfile::tempdir().expect("temp dir");
    let db_url = match backend {
        Backend::Sqlite => format!("sqlite://{}", dir.path().join("starpost.db").display()),
        Backend::Postgres => starpost::store::postgres::fresh_schema(server.expect("a server"))
            .await
            .expect("a bench schema"),
    };
    // The schema, as `serve --init` would create it.
    starpost::store::open_checked(&db_url, true)
        .await
        .expect("migrated")
        .db
        .close()
        .await;
    let (pool, postmaster) = match backend {
        Backend::Postgres => {
            let pool = sqlx::PgPool::connect(&db_url).await.expect("connect");
            let pid: i32 = sqlx::query_scalar("SELECT pg_backend_pid()")
                .fetch_one(&pool)
                .await
                .expect("backend pid");
            let postmaster = ppid_of(pid as u32);
            (Some(pool), postmaster)
        }
        Backend::Sqlite => (None, None),
    };

    let fake = FakeDiscord::start().await;
    fake.keep_files(false);
    let procs = Procs {
        children: (0..processes)
            .map(|shard| spawn(&fake, dir.path(), &db_url, shard, processes))
            .collect(),
    };
    let shards: Vec<[u32; 2]> = (0..processes as u32)
        .map(|s| [s, processes as u32])
        .collect();
    fake.wait_shards(&shards, LONG).await;
    fake.wait_until("every process registered", LONG, |f| {
        (f.registered().1 >= processes).then_some(())
    })
    .await;

    let tables: Vec<Table<'_>> = (0..games)
        .map(|g| {
            let channel = FIRST_CHANNEL + g as u64;
            fake.in_guild(channel, GUILDS[g % 2]);
            let names: Vec<String> = (0..3).map(|p| format!("b{g}p{p}")).collect();
            let names: Vec<&str> = names.iter().map(String::as_str).collect();
            Table::new(&fake, channel, &names)
        })
        .collect();
    let t0 = Instant::now();
    // Set-up, a few tables at a time: each of its answers is awaited at most 30 s.
    let turns = tokio::sync::Semaphore::new(SETUP_AT_ONCE);
    let turns = &turns;
    join_all(tables.iter().enumerate().map(|(g, t)| async move {
        let _turn = turns.acquire().await.expect("open semaphore");
        t.open(g as u64).await;
        t.keep_all().await;
    }))
    .await;
    let setup = t0.elapsed();
    fake.settle(Duration::from_millis(500)).await;

    let tx_before = match &pool {
        Some(p) => {
            tokio::time::sleep(Duration::from_millis(1100)).await;
            Some(postgres_transactions(p).await)
        }
        None => None,
    };
    let samples = Mutex::new(Vec::new());
    let errors = Mutex::new(0);
    let cpu0 = Cpu::now(&procs, postmaster, t0);
    let start = Instant::now();
    // The bots' CPU every 200 ms during the phase: how many cores they kept busy at most.
    let playing = std::sync::atomic::AtomicBool::new(true);
    let sampler = async {
        let mut points = Vec::new();
        while playing.load(std::sync::atomic::Ordering::Relaxed) {
            let bots: f64 = procs.children.iter().map(|c| cpu_of(c.id(), false)).sum();
            points.push((start.elapsed().as_secs_f64(), bots));
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
        points
    };
    let players = async {
        join_all(tables.iter().map(|t| strategy_phase(t, &samples, &errors))).await;
        playing.store(false, std::sync::atomic::Ordering::Relaxed);
    };
    let (points, ()) = tokio::join!(sampler, players);
    let peak_cores = peak_rate(&points, 1.0);
    let wall = start.elapsed();
    let cpu = Cpu::now(&procs, postmaster, t0).since(cpu0);
    // Where each bot's CPU went since it started (set-up and phase), by thread.
    let threads: Vec<Vec<(String, f64)>> =
        procs.children.iter().map(|c| threads_cpu(c.id())).collect();
    let transactions = match (&pool, tx_before) {
        (Some(p), Some(before)) => {
            tokio::time::sleep(Duration::from_millis(1100)).await;
            Some(postgres_transactions(p).await - before)
        }
        _ => None,
    };
    drop(procs);
    if let Some(p) = pool {
        p.close().await;
    }

    let samples = samples.into_inner().unwrap();
    let mut answer: Vec<Duration> = samples.iter().map(|s| s.answer).collect();
    answer.sort();
    let mut next: Vec<Duration> = samples.iter().filter_map(|s| s.next).collect();
    next.sort();
    Run {
        backend,
        processes,
        games,
        actions: samples.len(),
        errors: errors.into_inner().unwrap(),
        setup,
        wall,
        answer: [percentile(&answer, 0.5), percentile(&answer, 0.99)],
        next: [percentile(&next, 0.5), percentile(&next, 0.99)],
        cpu,
        peak_cores,
        threads,
        transactions,
    }
}

/// `starpost serve` for shard `shard` of `total`, warnings only in its log.
fn spawn(fake: &FakeDiscord, dir: &Path, db_url: &str, shard: usize, total: usize) -> Child {
    let name = format!("bench{shard}");
    let config = dir.join(format!("{name}.toml"));
    std::fs::write(
        &config,
        format!(
            "shards = \"{shard}/{total}\"\nsecret = \"bench-processes\"\n\
             health_log_seconds = 0\n"
        ),
    )
    .expect("config");
    spawn_binary_logging(
        fake,
        &test_token(&name),
        db_url,
        &config,
        &log_path(dir, &name),
        None,
        "warn",
    )
}

fn print(r: &Run) {
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let backend = match r.backend {
        Backend::Sqlite => "sqlite",
        Backend::Postgres => "postgres",
    };
    let c = &r.cpu;
    let others = (c.busy - c.bots - c.postgres - c.bench).max(0.0);
    println!(
        "| {backend:<8} | {:>9} | {:>5} | {:>7} | {:>10.1} | {:>8.0} | {:>8.0} | {:>9.0} | {:>9.0} | {:>5.1} | {:>5.2} | {:>5.2} | {:>5.1} | {:>5.1} | {:>5.1} | {:>4.0}% | {:>6} | {:>5} | {:>6.1} |",
        r.processes,
        r.games,
        r.actions,
        r.throughput(),
        ms(r.answer[0]),
        ms(r.answer[1]),
        ms(r.next[0]),
        ms(r.next[1]),
        c.bots,
        c.bots / c.wall.max(1e-9),
        r.peak_cores,
        c.postgres,
        c.bench,
        others,
        100.0 * c.busy / c.total.max(1e-9),
        r.transactions
            .map(|t| format!("{:.1}", t as f64 / r.actions.max(1) as f64))
            .unwrap_or_else(|| "-".into()),
        r.errors,
        r.setup.as_secs_f64(),
    );
}

pub async fn main() {
    let games = std::env::var("STARPOST_BENCH_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(150);
    let server = std::env::var("STARPOST_TEST_POSTGRES")
        .ok()
        .filter(|s| !s.is_empty());
    let runs = std::env::var("STARPOST_BENCH_RUNS")
        .unwrap_or_else(|_| "sqlite:1,postgres:1,postgres:2".into());
    let mut plan = Vec::new();
    for item in runs.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let (b, n) = item.split_once(':').unwrap_or((item, "1"));
        let backend = match b {
            "sqlite" => Backend::Sqlite,
            "postgres" => Backend::Postgres,
            other => {
                eprintln!("STARPOST_BENCH_RUNS: unknown backend {other:?} (sqlite, postgres)");
                continue;
            }
        };
        let Ok(n @ 1..=2) = n.parse::<usize>() else {
            eprintln!("STARPOST_BENCH_RUNS: {item:?}: 1 or 2 processes");
            continue;
        };
        if backend == Backend::Postgres && server.is_none() {
            eprintln!(
                "note: STARPOST_TEST_POSTGRES is not set: {item} skipped (.ci/with-postgres starts a server)"
            );
            continue;
        }
        plan.push((backend, n));
    }
    println!(
        "processes: {games} TI4 games, 3 players each; measured: every table's strategy phase at once (6 picks by button)"
    );
    println!(
        "answer = press → the bot's callback; next = press → the next prompt posted. CPU s during the phase: bots, postgres, bench (fake Discord + driver), others on the machine; busy = the machine's. cores = the bots' CPU s per second of the phase (all processes), on average and at most over any second."
    );
    println!(
        "| backend  | processes | games | actions | actions/s  | p50 ms   | p99 ms   | next p50  | next p99  | bots  | cores | peak  | pg    | bench | other | busy  | tx/act | errs  | setup s |"
    );
    println!(
        "|----------|-----------|-------|---------|------------|----------|----------|-----------|-----------|-------|-------|-------|-------|-------|-------|-------|--------|-------|---------|"
    );
    let mut results = Vec::new();
    let mut threads = Vec::new();
    for (backend, n) in plan {
        let r = run(backend, n, games, server.as_deref()).await;
        print(&r);
        for (i, t) in r.threads.iter().enumerate() {
            let all: f64 = t.iter().map(|(_, c)| c).sum();
            let share = |c: f64| 100.0 * c / all.max(1e-9);
            let top: Vec<String> = t
                .iter()
                .take(4)
                .map(|(n, c)| format!("{n} {:.0}%", share(*c)))
                .collect();
            let busy = t.iter().filter(|(_, c)| share(*c) >= 5.0).count();
            threads.push(format!(
                "{:?} {n} process(es), bot {i}: {all:.1} CPU s since its start, {busy} threads with 5 % or more; busiest: {}",
                r.backend,
                top.join(", ")
            ));
        }
        results.push(r);
    }
    for line in threads {
        println!("{line}");
    }
    let pg = |n: usize| {
        results
            .iter()
            .find(|r| r.backend == Backend::Postgres && r.processes == n)
            .map(Run::throughput)
    };
    if let (Some(one), Some(two)) = (pg(1), pg(2)) {
        println!(
            "postgres: 2 processes / 1 process = {:.2}× throughput",
            two / one
        );
    }
}
