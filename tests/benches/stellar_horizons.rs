//! Stellar Horizons benchmark: a 4-player campaign played by the bots to its end, timing every
//! accepted action (parse + apply: p50, p99, max); the replay of the whole game from its setup
//! (what a restart or `/game undo` costs at most); and the board of the final position, scene →
//! image → PNG (median and max of 20 runs, with its size).
//!
//! Run with `cargo bench --bench stellar_horizons`.

use std::time::{Duration, Instant};

use starpost::core::rules::Viewer;
use starpost::core::{Game, GameRng};
use starpost::games::stellar_horizons::StellarHorizons as Sh;
use starpost::i18n::Tr;
use starpost::render::{Renderer, encode_png};

fn pct(v: &[Duration], p: f64) -> f64 {
    let i = ((v.len() as f64 - 1.0) * p).round() as usize;
    v[i].as_secs_f64() * 1e3
}

fn main() {
    // `cargo test --all-targets` runs bench targets without `--bench`: a benchmark is not a test.
    if !std::env::args().any(|a| a == "--bench") {
        println!("skipped: run with `cargo bench`");
        return;
    }
    let seed = 20_261_126;
    let players = 4;
    let (setup, mut state) = starpost::core::testing::new_game::<Sh>(seed, players);
    let mut bots = GameRng::for_step(seed ^ 0x5EED, 1);
    let mut log = Vec::new();
    let mut times = Vec::new();
    let mut seq = 0u64;
    for _ in 0..200_000 {
        if Sh::is_over(&state) {
            break;
        }
        let prompts = Sh::prompts(&state);
        let seat = prompts[bots.below(prompts.len())].seat;
        let Some(text) = Sh::bot_action(&state, seat, &mut bots) else {
            continue;
        };
        let t0 = Instant::now();
        let Ok(action) = Sh::parse_action(&state, &text) else {
            continue;
        };
        seq += 1;
        let applied = Sh::apply(&mut state, seat, &action, &mut GameRng::for_step(seed, seq));
        let dt = t0.elapsed();
        if applied.is_ok() {
            times.push(dt);
            log.push((seat, action, seq));
        }
    }
    assert!(Sh::is_over(&state), "the campaign did not end");
    times.sort();
    println!(
        "campaign, {players} players, seed {seed}: {} actions, {} years; per action p50 {:.3} ms, p99 {:.3} ms, max {:.3} ms",
        times.len(),
        state.year - 2030,
        pct(&times, 0.5),
        pct(&times, 0.99),
        times.last().map_or(0.0, |d| d.as_secs_f64() * 1e3)
    );

    let t0 = Instant::now();
    let mut replay = Sh::setup(&setup, &mut GameRng::for_step(seed, 0)).expect("setup");
    for (seat, action, seq) in &log {
        Sh::apply(
            &mut replay,
            *seat,
            action,
            &mut GameRng::for_step(seed, *seq),
        )
        .expect("replay");
    }
    let replay_t = t0.elapsed();
    assert!(replay == state, "the replay differs from the game played");
    let json = serde_json::to_vec(&state).expect("json");
    println!(
        "replay of the whole campaign: {:.1} ms ({} actions); final snapshot {} KB of JSON",
        replay_t.as_secs_f64() * 1e3,
        log.len(),
        json.len() / 1024
    );

    let view = Sh::view(&state, Viewer::Spectator);
    let tr = Tr::default();
    let renderer = Renderer::new();
    let mut total = Vec::new();
    let mut size = 0;
    let mut dims = (0, 0);
    for _ in 0..20 {
        let t0 = Instant::now();
        let scene = Sh::scene(&view, &tr);
        let img = renderer.render_image(&scene);
        let png = encode_png(&img).expect("encode");
        total.push(t0.elapsed());
        size = png.len();
        dims = img.dimensions();
    }
    total.sort();
    println!(
        "board of the final position ({}×{} px, {} KB): scene+draw+encode median {:.1} ms, max {:.1} ms",
        dims.0,
        dims.1,
        size / 1024,
        pct(&total, 0.5),
        pct(&total, 1.0)
    );
}
