//! Eclipse combat odds benchmark: median run time of the exact calculator for typical and for
//! the largest accepted fleets.
//!
//! Run with `cargo bench --bench eclipse_odds`.

use std::time::{Duration, Instant};

use starpost::games::eclipse::odds::{battle_odds, parse_fleet};

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
            "3 interceptors v 2 Ancients",
            "3 interceptor",
            "2 ancient",
            30,
        ),
        (
            "upgraded cruisers v the GCDS",
            "3 cruiser[plasma, plasma, improved, electron, drive2, source2]",
            "gcds",
            30,
        ),
        (
            "missiles and shields",
            "4 interceptor[missile, gauss, source1, drive1], 2 cruiser",
            "orion dreadnought, 2 orion cruiser",
            10,
        ),
        (
            "every Terran ship but starbases a side",
            "8 interceptor, 4 cruiser, 2 dreadnought",
            "8 interceptor, 4 cruiser, 2 dreadnought",
            3,
        ),
        (
            "every Terran ship incl. starbases v a full fleet (refused or solved)",
            "8 interceptor, 4 cruiser, 2 dreadnought",
            "8 interceptor, 4 cruiser, 2 dreadnought, 4 starbase",
            1,
        ),
    ];
    for (name, a, d, runs) in cases {
        let a = parse_fleet(a).expect("attacker parses");
        let d = parse_fleet(d).expect("defender parses");
        let mut times = Vec::new();
        let mut line = String::new();
        for _ in 0..runs {
            let t = Instant::now();
            match battle_odds(&a, &d) {
                Ok(r) => line = r.line(),
                Err(e) => line = e.to_string(),
            }
            times.push(t.elapsed());
        }
        println!(
            "eclipse odds {name}: median {:.3} ms over {runs} runs ({line})",
            median(times)
        );
    }
}
