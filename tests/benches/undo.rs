//! Undo benchmark: a TI4 game with 30,000 logged actions (net-zero trade-good adjustments by the
//! host, through the app layer), then the host's undo measured repeatedly (each undo is followed
//! by a redo that is not measured). Undo rebuilds from the latest checkpoint (every
//! `app::CHECKPOINT_EVERY` actions), never the whole log. Target: ≤ 10 ms. Reports p50 and p99.
//!
//! Run with `cargo bench --bench undo` (release), or in a debug build with
//! `cargo test --bench undo -- --bench`. `UNDO_BENCH_ACTIONS` overrides the 30,000.

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
    let actions: usize = std::env::var("UNDO_BENCH_ACTIONS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(30_000);
    let dir = tempfile::tempdir()?;
    let url = format!("sqlite://{}", dir.path().join("bench.db").display());
    let db = starpost::store::connect(&url).await?;
    let config = AppConfig {
        boards_on_change: false,
        ..AppConfig::default()
    };
    let app = App::new(db, Arc::new(Renderer::new()), config);
    let users: Vec<User> = (0..3)
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
            manage_server: false,
            now: Utc::now(),
            command,
        }
    };
    let new = Command::New {
        game: "ti4".into(),
        players: Some(3),
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
    let adjust = |i: usize| Command::Adjust {
        text: format!("p0 tg {}", if i.is_multiple_of(2) { "+1" } else { "-1" }),
    };
    let built = Instant::now();
    for i in 0..actions {
        let e = starpost::edge::handle(&app, req(&users[0], adjust(i))).await;
        assert!(!e.reply.ephemeral, "adjust refused: {}", e.reply.text);
        if (i + 1) % 5000 == 0 {
            eprintln!(
                "{} actions logged ({:.0} s)",
                i + 1,
                built.elapsed().as_secs_f64()
            );
        }
    }

    let samples = 200;
    let mut times = Vec::with_capacity(samples);
    for _ in 0..samples {
        let r = req(&users[0], Command::Undo);
        let t = Instant::now();
        let e = starpost::edge::handle(&app, r).await;
        times.push(t.elapsed());
        assert!(!e.reply.ephemeral, "undo refused: {}", e.reply.text);
        // Redo the undone action (not measured): the log is back at `actions`.
        let e = starpost::edge::handle(&app, req(&users[0], adjust(actions - 1))).await;
        assert!(!e.reply.ephemeral, "redo refused: {}", e.reply.text);
    }
    times.sort();
    println!(
        "undo with {actions} logged actions ({samples} samples, SQLite WAL file, checkpoint every {}):",
        starpost::app::CHECKPOINT_EVERY
    );
    println!("  p50 {:>7.3} ms", pct(&times, 0.50));
    println!("  p99 {:>7.3} ms", pct(&times, 0.99));
    println!("  max {:>7.3} ms", pct(&times, 1.0));
    Ok(())
}
