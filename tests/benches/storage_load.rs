//! Storage load bench: 2,000 concurrent requests over 200 TI4 games on one SQLite file (WAL),
//! through the app layer as `serve` opens it (a writing pool and a read-only pool). 80 % are
//! reads (`/game status board:false`, `/hand`, `/game log`), 20 % writes (the host's cheap
//! legal `adjust … tg ±1`). Reports reads p50/p99/max (the target: p99 < 50 ms while the
//! writes run) and writes p50/p99/max, each measured from the moment the request was handed to
//! the app (all at once) to its answer.
//!
//! Run with `cargo bench --bench storage_load` (release), or in a debug build with
//! `cargo test --bench storage_load -- --bench`. `STARPOST_LOAD_GAMES` and
//! `STARPOST_LOAD_REQUESTS` change the sizes. Not a test: nothing here asserts a timing.

use std::sync::Arc;
use std::time::{Duration, Instant};

use chrono::Utc;
use starpost::app::{App, AppConfig, Command, Request, User};
use starpost::render::Renderer;

fn pct(v: &[Duration], p: f64) -> f64 {
    if v.is_empty() {
        return 0.0;
    }
    let i = ((v.len() as f64 - 1.0) * p).round() as usize;
    v[i].as_secs_f64() * 1e3
}

/// The app as `serve` builds it.
async fn open_app(url: &str) -> App {
    let db = starpost::store::open_checked(url, false)
        .await
        .expect("database");
    let config = AppConfig {
        boards_on_change: false,
        ..AppConfig::default()
    };
    App::new(db.db, Arc::new(Renderer::new()), config)
}

/// `/game status` without the board.
fn status() -> Command {
    Command::StatusText
}

fn players(game: u64) -> Vec<User> {
    (0..3)
        .map(|i| User {
            id: 10_000 + game * 10 + i,
            name: format!("p{i}"),
        })
        .collect()
}

fn request(user: &User, channel: u64, n: u64, command: Command) -> Request {
    Request {
        user: user.clone(),
        channel,
        guild: Some(1),
        interaction: Some(format!("bench-{n}")),
        locale: None,
        manage_server: false,
        now: Utc::now(),
        command,
    }
}

fn env(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Read,
    Write,
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    // `cargo test --all-targets` runs bench targets without `--bench`: a benchmark is not a test.
    if !std::env::args().any(|a| a == "--bench") {
        println!("storage_load: skipped (run it with `cargo bench --bench storage_load`)");
        return;
    }
    let games = env("STARPOST_LOAD_GAMES", 200) as u64;
    let requests = env("STARPOST_LOAD_REQUESTS", 2_000) as u64;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}", dir.path().join("starpost.db").display());
    let app = open_app(&url).await;

    // Set-up: every game created, joined, started, with a few adjustments in its log.
    let t0 = Instant::now();
    let setups = (0..games).map(|g| {
        let app = app.clone();
        tokio::spawn(async move {
            let channel = 900_000 + g;
            let ps = players(g);
            let mut n = g * 1_000;
            let mut run = |user: &User, command: Command| {
                n += 1;
                starpost::edge::handle(&app, request(user, channel, n, command))
            };
            let e = run(
                &ps[0],
                Command::New {
                    game: "ti4".into(),
                    players: Some(3),
                    seed: Some(g as i64),
                    options: None,
                    language: None,
                },
            )
            .await;
            assert!(!e.reply.ephemeral, "new: {}", e.reply.text);
            for (i, p) in ps.iter().enumerate() {
                let faction = ["hacan", "letnev", "sol"][i];
                let e = run(
                    p,
                    Command::Join {
                        faction: Some(faction.into()),
                        color: None,
                    },
                )
                .await;
                assert!(!e.reply.ephemeral, "join: {}", e.reply.text);
            }
            let e = run(
                &ps[0],
                Command::Start {
                    speaker: None,
                    seating: Some("join".into()),
                },
            )
            .await;
            assert!(!e.reply.ephemeral, "start: {}", e.reply.text);
            for i in 0..4 {
                let delta = if i % 2 == 0 { "+1" } else { "-1" };
                let e = run(
                    &ps[0],
                    Command::Adjust {
                        text: format!("p1 tg {delta}"),
                    },
                )
                .await;
                assert!(!e.reply.ephemeral, "adjust: {}", e.reply.text);
            }
        })
    });
    for s in setups.collect::<Vec<_>>() {
        s.await.expect("set-up");
    }
    println!(
        "storage_load: {games} games set up in {:.1} s; now {requests} requests, 80 % reads",
        t0.elapsed().as_secs_f64()
    );

    // STARPOST_LOAD_PAUSE_MS: a pause before the load (to attach a profiler to the load only).
    tokio::time::sleep(Duration::from_millis(
        env("STARPOST_LOAD_PAUSE_MS", 0) as u64
    ))
    .await;
    // The load: one client per game, all at once, each sending its share of the requests one
    // after the other (200 requests in flight); with STARPOST_LOAD_BURST=1, every request is
    // handed to the app at the same moment instead.
    let burst = env("STARPOST_LOAD_BURST", 0) == 1;
    // STARPOST_LOAD_READS_ONLY=1: no writes (what the reads cost on their own).
    let reads_only = env("STARPOST_LOAD_READS_ONLY", 0) == 1;
    let per_game = requests.div_ceil(games);
    let t0 = Instant::now();
    let one = move |app: App, i: u64| async move {
        let g = i % games;
        let channel = 900_000 + g;
        let ps = players(g);
        let who = &ps[(i / games % 3) as usize];
        // Within each game's sequence: 2 writes in 10 (the 3rd and the 8th), 3 status, 3 hand,
        // 2 log.
        let (kind, command) = match (i / games) % 10 {
            2 | 7 if !reads_only => (
                Kind::Write,
                Command::Adjust {
                    text: "p2 tg +1".into(),
                },
            ),
            0 | 2 | 4 | 8 => (Kind::Read, status()),
            1 | 5 | 7 | 9 => (Kind::Read, Command::Hand),
            _ => (Kind::Read, Command::Log { count: Some(20) }),
        };
        let user = if kind == Kind::Write { &ps[0] } else { who };
        let start = Instant::now();
        let e = starpost::edge::handle(&app, request(user, channel, 5_000_000 + i, command)).await;
        let took = start.elapsed();
        let failed = e.reply.text.contains("Something went wrong")
            || (kind == Kind::Write && e.reply.ephemeral);
        (kind, took, failed, e.reply.text, i)
    };
    let results: Vec<(Kind, Duration, bool, String, u64)> = if burst {
        let tasks: Vec<_> = (0..requests)
            .map(|i| tokio::spawn(one(app.clone(), i)))
            .collect();
        let mut out = Vec::new();
        for t in tasks {
            out.push(t.await.expect("request"));
        }
        out
    } else {
        let clients: Vec<_> = (0..games)
            .map(|g| {
                let app = app.clone();
                tokio::spawn(async move {
                    let mut out = Vec::new();
                    for k in 0..per_game {
                        let i = k * games + g;
                        if i < requests {
                            out.push(one(app.clone(), i).await);
                        }
                    }
                    out
                })
            })
            .collect();
        let mut out = Vec::new();
        for c in clients {
            out.extend(c.await.expect("client"));
        }
        out
    };
    let mut reads = Vec::new();
    let mut writes = Vec::new();
    let mut errors = 0;
    let mut first_error = None;
    let mut later_reads = Vec::new();
    for (kind, took, failed, text, i) in results {
        if kind == Kind::Read && i >= games {
            later_reads.push(took);
        }
        if failed {
            errors += 1;
            first_error.get_or_insert(text);
        }
        match kind {
            Kind::Read => reads.push(took),
            Kind::Write => writes.push(took),
        }
    }
    let wall = t0.elapsed();
    reads.sort();
    writes.sort();
    later_reads.sort();
    println!(
        "{requests} requests ({}) in {:.2} s = {:.0}/s; errors {errors}{}",
        if burst {
            "all at once"
        } else {
            "one client per game"
        },
        wall.as_secs_f64(),
        requests as f64 / wall.as_secs_f64(),
        first_error
            .map(|t| format!(" (first: {t})"))
            .unwrap_or_default()
    );
    for (name, v) in [
        ("reads ", &reads),
        ("reads after each client's first request", &later_reads),
        ("writes", &writes),
    ] {
        println!(
            "  {name} {:>5}: p50 {:>8.2} ms  p99 {:>8.2} ms  max {:>8.2} ms",
            v.len(),
            pct(v, 0.50),
            pct(v, 0.99),
            pct(v, 1.0)
        );
    }
}
