//! Combat odds benchmark: median run time of the exact calculator for 8 v 8 mixed fleets, with
//! and without fighters, with Duranium Armor, and for the largest allowed fleets (30 units a
//! side).
//!
//! Run with `cargo bench --bench odds`.

use std::time::{Duration, Instant};

use starpost::games::ti4::odds::{OddsOptions, fleet_odds, parse_fleet};

fn median(mut v: Vec<Duration>) -> f64 {
    v.sort();
    v[v.len() / 2].as_secs_f64() * 1e3
}

fn main() {
    // `cargo test --all-targets` runs bench targets without `--bench`: a benchmark is not a test.
    if !std::env::args().any(|a| a == "--bench") {
        println!("skipped: run with `cargo bench`");
        return;
    }
    let cases = [
        (
            "8v8 mixed",
            "2 dreadnought2, 2 cruiser2, 2 carrier, 2 destroyer2",
            "2 dreadnought, 3 cruiser, 1 carrier, 2 destroyer",
            30,
        ),
        (
            "8v8 mixed + fighters",
            "2 dreadnought2, 2 cruiser2, 2 carrier, 2 destroyer2, 8 fighter2",
            "2 dreadnought, 3 cruiser, 1 carrier, 2 destroyer, 6 fighter",
            30,
        ),
        (
            "10v10 dreadnought II with Duranium Armor",
            "10 dreadnought2, duranium",
            "10 dreadnought2, duranium",
            3,
        ),
        (
            "15v15 dreadnought II with Duranium Armor (the largest allowed)",
            "15 dreadnought2, duranium",
            "15 dreadnought2, duranium",
            3,
        ),
        (
            "30v30 war suns and fighters",
            "10 war_sun, 20 fighter2",
            "10 war_sun, 10 dreadnought2, 10 fighter",
            3,
        ),
    ];
    for (name, a, d, runs) in cases {
        let a = parse_fleet(a).expect("attacker parses");
        let d = parse_fleet(d).expect("defender parses");
        let opts = OddsOptions::space();
        let mut times = Vec::new();
        let mut line = String::new();
        for _ in 0..runs {
            let t = Instant::now();
            let r = fleet_odds(&a, &d, &opts);
            times.push(t.elapsed());
            line = r.line();
        }
        println!(
            "odds {name}: median {:.3} ms over {runs} runs ({line})",
            median(times)
        );
    }
}
