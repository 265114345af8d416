//! The generic harness (`core::testing`, feature `testing`) run for every game of the registry:
//! bot soak, offered choices apply, refusals change nothing, secrets never public, replay equals
//! snapshot, over a few seeds and player counts per game. A new game in `GameKind::ALL` is
//! covered without touching this file.

use starpost::core::Game;
use starpost::core::testing::{self, Known, Report};
use starpost::games::GameKind;

/// Seeds per player count, the player counts (the fewest, the most, one between), the step cap
/// and how often the state checks run: sized to keep the whole file well under a minute in a
/// debug build.
const SEEDS: u64 = 2;
const MAX_STEPS: usize = 2_000;
const EVERY: usize = 15;

/// Engine bugs the harness found and tolerates until they are fixed (each as narrow as it can be
/// said; remove the entry with the fix).
const KNOWN: &[Known] = &[
    // TI4: the Leadership secondary's button `secondary 1 0 0` is offered to a seat with no
    // command token left in its reinforcements, and `apply` refuses it (it must place exactly the
    // tokens gained, 0). Shown by seed 1000, 3 players, step 760 (prompt `w55`, seat 1).
    Known {
        game: "ti4",
        notation: "secondary 1 0 0",
        refusal: "ti4-leadership-count(tokens=0)",
    },
    // TI4: the turn prompt offers `use transit_diodes` without the arguments `apply` needs (the
    // structures to move), so the button is refused with the help text. Shown by seed 1001,
    // 3 players, step 1040 (prompt `turn`, seat 1).
    Known {
        game: "ti4",
        notation: "use transit_diodes",
        refusal: "ti4-diodes-help",
    },
    // TI4: the strategy phase's pick prompt still offers the card a seat may not pick after
    // Public Disgrace returned it, and `apply` refuses it. Shown by seed 1020, 6 players,
    // step 540 (prompt `pick`, seat 1, `pick 1`).
    Known {
        game: "ti4",
        notation: "pick ",
        refusal: "ti4-disgraced-card(",
    },
];

fn player_counts<G: Game>() -> Vec<usize> {
    let options = G::parse_options(None, None).unwrap_or_default();
    let (lo, hi) = (G::min_players(), G::max_players(&options));
    let mut counts = vec![lo, (lo + hi).div_ceil(2), hi];
    counts.dedup();
    counts
}

fn run<G: Game>() -> Vec<(u64, usize, Report)> {
    let mut out = Vec::new();
    for (i, players) in player_counts::<G>().into_iter().enumerate() {
        for s in 0..SEEDS {
            let seed = 1000 + 10 * i as u64 + s;
            let report = testing::check_all::<G>(seed, players, MAX_STEPS, EVERY, KNOWN);
            println!("{} seed {seed}, {players} players: {report:?}", G::ID);
            out.push((seed, players, report));
        }
    }
    out
}

#[test]
fn every_game_keeps_the_harness_properties() {
    for &kind in GameKind::ALL {
        let reports = starpost::with_game!(kind, G => run::<G>());
        assert!(!reports.is_empty(), "{}: no game was played", kind.id());
        let total = |f: fn(&Report) -> usize| reports.iter().map(|(_, _, r)| f(r)).sum::<usize>();
        // The checks had something to check: actions were played and choices were offered.
        assert!(
            total(|r| r.accepted) > 0,
            "{}: no action accepted",
            kind.id()
        );
        assert!(
            total(|r| r.choices_applied) > 0,
            "{}: no choice offered",
            kind.id()
        );
        assert!(
            total(|r| r.refusals_checked) > 0,
            "{}: nothing refused",
            kind.id()
        );
        assert_eq!(total(|r| r.replays), reports.len());
        // Every game got going: its bots' actions were accepted.
        for (seed, players, r) in &reports {
            assert!(
                r.accepted > 0 && r.steps > 0,
                "{} seed {seed}, {players} players: {r:?}",
                kind.id()
            );
        }
    }
}

#[test]
fn soak_is_deterministic() {
    for &kind in GameKind::ALL {
        let players = starpost::with_game!(kind, G => G::min_players());
        let a = starpost::with_game!(kind, G => testing::soak::<G>(7, players, 200));
        let b = starpost::with_game!(kind, G => testing::soak::<G>(7, players, 200));
        assert_eq!(a, b, "{}: two soaks of one seed differ", kind.id());
        assert!(a.accepted > 0, "{}: {a:?}", kind.id());
    }
}
