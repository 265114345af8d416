//! Board benchmark: a 6-player TI4 board, scene → image → PNG, median of several runs, beside
//! the time to PNG-encode a blank image of the same size.
//!
//! Run with `cargo bench --bench board`.

use std::time::{Duration, Instant};

use image::RgbImage;
use starpost::core::Game;
use starpost::core::GameRng;
use starpost::core::rules::Viewer;
use starpost::games::ti4::{PlayerSetup, Ti4, Ti4Setup};
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
    let setup = Ti4Setup {
        players: ["Alice", "김민수", "さくら", "Dave", "田中", "Eve"]
            .iter()
            .map(|n| PlayerSetup {
                name: n.to_string(),
                faction: None,
                color: None,
            })
            .collect(),
        speaker: None,
        map: None,
        vp_target: 10,
        rules: starpost::games::ti4::setup::RULES,
    };
    let state = Ti4::setup(&setup, &mut GameRng::for_step(42, 0)).expect("setup");
    let view = Ti4::view(&state, Viewer::Spectator);
    let tr = Tr::default();
    let renderer = Renderer::new();

    let mut scene_t = Vec::new();
    let mut draw_t = Vec::new();
    let mut encode_t = Vec::new();
    let mut total_t = Vec::new();
    let mut size = 0;
    let mut dims = (0, 0);
    for _ in 0..runs {
        let t0 = Instant::now();
        let scene = Ti4::scene(&view, &tr);
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
    let blank = RgbImage::new(dims.0, dims.1);
    let mut blank_t = Vec::new();
    for _ in 0..runs {
        let t = Instant::now();
        let png = encode_png(&blank).expect("encode");
        blank_t.push(t.elapsed());
        assert!(!png.is_empty());
    }
    println!(
        "6-player TI4 board, {}x{} px, PNG {} KiB, median of {runs}:",
        dims.0,
        dims.1,
        size / 1024
    );
    println!(
        "  scene      {:>8.2} ms",
        median(scene_t).as_secs_f64() * 1e3
    );
    println!(
        "  draw       {:>8.2} ms",
        median(draw_t).as_secs_f64() * 1e3
    );
    println!(
        "  encode     {:>8.2} ms",
        median(encode_t).as_secs_f64() * 1e3
    );
    println!(
        "  total      {:>8.2} ms",
        median(total_t).as_secs_f64() * 1e3
    );
    println!(
        "  blank PNG encode of the same size {:>8.2} ms",
        median(blank_t).as_secs_f64() * 1e3
    );
}
