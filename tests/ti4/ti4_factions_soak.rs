//! Bot games with every one of the 17 base factions seated at least once (issue 15: "bot games
//! with all 17 factions in the soak suite"): the generic harness's checks (`core::testing`: no
//! panic, offered choices apply, refusals change nothing, secrets never public, replay equals
//! snapshot) on 3-player games whose factions are forced through the setup.

use starpost::core::testing::{self, Known};
use starpost::games::ti4::Ti4;
use starpost::games::ti4::content;

/// Six 3-player tables that seat all 17 factions (the last seat of the last table repeats one).
const TABLES: [[&str; 3]; 6] = [
    ["arborec", "letnev", "saar"],
    ["muaat", "hacan", "sol"],
    ["creuss", "l1z1x", "mentak"],
    ["naalu", "nekro", "sardakk"],
    ["jolnar", "winnu", "xxcha"],
    ["yin", "yssaril", "mentak"],
];
/// The step cap and how often the state checks run: sized for well under a minute in a debug
/// build.
const MAX_STEPS: usize = 2_000;
const EVERY: usize = 30;

/// The engine bugs tests/harness.rs lists (the same narrow entries; see their comments there).
const KNOWN: &[Known] = &[Known {
    game: "ti4",
    notation: "pick ",
    refusal: "ti4-disgraced-card(",
}];

#[test]
fn bot_games_seat_every_faction_and_keep_the_harness_properties() {
    let all: Vec<&str> = content::content()
        .factions
        .iter()
        .map(|f| f.id.as_str())
        .collect();
    assert_eq!(all.len(), 17);
    for f in &all {
        assert!(
            TABLES.iter().flatten().any(|t| t == f),
            "{f} is never seated"
        );
    }
    for (i, table) in TABLES.iter().enumerate() {
        let seed = 3000 + i as u64;
        let seats = testing::bot_seats(3, table);
        let (_, start) = testing::new_game_seated::<Ti4>(seed, &seats);
        let seated: Vec<&str> = start.players.iter().map(|p| p.faction.as_str()).collect();
        assert_eq!(
            seated,
            table.to_vec(),
            "the setup seats the factions asked for"
        );
        let report = testing::check_all_seated::<Ti4>(seed, &seats, MAX_STEPS, EVERY, KNOWN);
        println!("{table:?} seed {seed}: {report:?}");
        assert!(
            report.accepted > 0 && report.choices_applied > 0 && report.replays == 1,
            "{table:?} seed {seed}: {report:?}"
        );
    }
}
