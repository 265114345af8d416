//! Action benchmark: one accepted action through the app layer (load, apply, append to the log,
//! snapshot, version compare-and-swap, reminders, commit) on a SQLite file in WAL mode.
//! Reports p50 and p99.
//!
//! Run with `cargo bench --bench actions`.

use std::sync::Arc;
use std::time::{Duration, Instant};

use chrono::Utc;
use starpost::app::{App, AppConfig, Command, Request, User};
use starpost::render::Renderer;

fn pct(v: &[Duration], p: f64) -> f64 {
    let i = ((v.len() as f64 - 1.0) * p).round() as usize;
    v[i].as_secs_f64() * 1e3
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() -> anyhow::Result<()> {
    // `cargo test --all-targets` runs bench targets without `--bench`: a benchmark is not a test.
    if !std::env::args().any(|a| a == "--bench") {
        println!("skipped: run with `cargo bench`");
        return Ok(());
    }
    let dir = tempfile::tempdir()?;
    let url = format!("sqlite://{}", dir.path().join("bench.db").display());
    let db = starpost::store::connect(&url).await?;
    let app = App::new(db, Arc::new(Renderer::new()), AppConfig::default());
    let users: Vec<User> = (0..6)
        .map(|i| User {
            id: 100 + i,
            name: format!("p{i}"),
        })
        .collect();
    let mut n = 0u64;
    let mut req = |user: &User, command: Command| {
        n += 1;
        Request {
            user: user.clone(),
            channel: 7,
            guild: Some(1),
            interaction: Some(format!("i{n}")),
            locale: None,
            now: Utc::now(),
            command,
            manage_server: false,
        }
    };
    let new = Command::New {
        game: "ti4".into(),
        players: Some(6),
        seed: Some(1),
        options: None,
        language: None,
    };
    starpost::edge::handle(&app, req(&users[0], new)).await;
    for u in &users {
        starpost::edge::handle(
            &app,
            req(
                u,
                Command::Join {
                    faction: None,
                    color: None,
                },
            ),
        )
        .await;
    }
    let start = Command::Start {
        speaker: None,
        seating: Some("join".into()),
    };
    let e = starpost::edge::handle(&app, req(&users[0], start)).await;
    assert!(!e.reply.ephemeral, "start failed: {}", e.reply.text);

    let samples = 400;
    let mut times = Vec::with_capacity(samples);
    for i in 0..samples {
        let delta = if i % 2 == 0 { "+1" } else { "-1" };
        let cmd = Command::Adjust {
            text: format!("p0 tg {delta}"),
        };
        let r = req(&users[0], cmd);
        let t = Instant::now();
        let e = starpost::edge::handle(&app, r).await;
        times.push(t.elapsed());
        assert!(!e.reply.ephemeral, "adjust refused: {}", e.reply.text);
    }
    times.sort();
    println!("apply + commit of one action ({samples} samples, SQLite WAL file):");
    println!("  p50 {:>7.3} ms", pct(&times, 0.50));
    println!("  p99 {:>7.3} ms", pct(&times, 0.99));
    println!("  max {:>7.3} ms", pct(&times, 1.0));
    Ok(())
}
