//! Board benchmark for Eclipse: a 6-player game a few rounds in (explored sectors, discs,
//! population, ships; each player's board), scene → image → PNG, median of several runs.
//!
//! Run with `cargo bench --bench eclipse_board`.

use std::time::{Duration, Instant};

use starpost::core::Game;
use starpost::core::GameRng;
use starpost::core::rules::Viewer;
use starpost::games::eclipse::setup::{EclipseSetup, PlayerSetup};
use starpost::games::eclipse::{Eclipse, bot};
use starpost::i18n::Tr;
use starpost::render::{Renderer, encode_png};

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn main() {
    // `cargo test --all-targets` runs bench targets without `--bench`: a benchmark is not a test.
    if !std::env::args().any(|a| a == "--bench") {
        println!("skipped: run with `cargo bench`");
        return;
    }
    let runs = 20;
    let setup = EclipseSetup {
        players: ["Alice", "김민수", "さくら", "Dave", "田中", "Eve"]
            .iter()
            .map(|n| PlayerSetup {
                name: n.to_string(),
                species: None,
                color: None,
            })
            .collect(),
        start: Some(0),
    };
    let mut state = Eclipse::setup(&setup, &mut GameRng::for_step(42, 0)).expect("setup");
    // Random legal play for a while, so the board has explored sectors, discs and ships.
    let mut rng = GameRng::for_step(42, 1);
    let mut seq = 0;
    for _ in 0..3_000 {
        if Eclipse::is_over(&state) {
            break;
        }
        let prompts = Eclipse::prompts(&state);
        if prompts.is_empty() {
            break;
        }
        let seat = prompts[rng.below(prompts.len())].seat;
        let Some(text) = bot::random_action(&state, seat, &mut rng) else {
            continue;
        };
        let Ok(action) = Eclipse::parse_action(&state, &text) else {
            continue;
        };
        seq += 1;
        let _ = Eclipse::apply(&mut state, seat, &action, &mut GameRng::for_step(42, seq));
    }
    let view = Eclipse::view(&state, Viewer::Spectator);
    let tr = Tr::default();
    let renderer = Renderer::new();
    let (mut scene_t, mut draw_t, mut encode_t, mut total_t) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    let (mut size, mut dims) = (0, (0, 0));
    for _ in 0..runs {
        let t0 = Instant::now();
        let scene = Eclipse::scene(&view, &tr);
        let t1 = Instant::now();
        let img = renderer.render_image(&scene);
        let t2 = Instant::now();
        let png = encode_png(&img).expect("encode");
        let t3 = Instant::now();
        scene_t.push(t1 - t0);
        draw_t.push(t2 - t1);
        encode_t.push(t3 - t2);
        total_t.push(t3 - t0);
        size = png.len();
        dims = img.dimensions();
    }
    println!(
        "6-player Eclipse board after {seq} actions, {}x{} px, PNG {} KiB, median of {runs}:",
        dims.0,
        dims.1,
        size / 1024
    );
    for (label, t) in [
        ("scene", scene_t),
        ("draw", draw_t),
        ("encode", encode_t),
        ("total", total_t),
    ] {
        println!("  {label:<10} {:>8.2} ms", median(t).as_secs_f64() * 1e3);
    }
}
