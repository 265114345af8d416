//! `starpost selfplay`: whole games played by the bots through the app reach a winner for TI4
//! and Eclipse at 3 and at 6 players, print it with the game's closing summary and write the
//! transcript and boards; the same seed plays the same game; an unknown game, a player count
//! outside the game's limits, a scenario the game does not have and a run that reaches no
//! result are clear errors.
//!
//! Debug-build timings on the shared 2-core machine (load ~6), run one at a time, boards only
//! at the start and the end: Eclipse 3 players seed 1 2.6 s, Eclipse 6 players seed 1 7.8 s,
//! TI4 3 players seed 1 9.4 s, TI4 6 players seed 1 12.9 s.

use std::path::Path;
use std::process::{Command, Output};

fn selfplay(args: &[&str], out: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_starpost"))
        .arg("selfplay")
        .args(args)
        .arg("--out")
        .arg(out)
        .env("RUST_LOG", "off")
        .env_remove("STARPOST_SECRET")
        .output()
        .expect("the binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Plays `game` with `players` bots and checks what is printed and written; returns the result
/// printed (without the folder's path) and the transcript.
fn reaches_a_winner(game: &str, name: &str, players: usize, seed: u64) -> (String, String) {
    let dir = tempfile::tempdir().unwrap();
    let out_dir = dir.path().join("out");
    let seed_text = seed.to_string();
    let players_text = players.to_string();
    let out = selfplay(
        &[
            game,
            "--players",
            &players_text,
            "--seed",
            &seed_text,
            "--no-boards-on-change",
        ],
        &out_dir,
    );
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert!(out.status.success(), "{game} {players}: {stderr}\n{stdout}");
    // The first line names the winner and their seat; the bots sit in join order.
    let first = stdout.lines().next().unwrap_or_default();
    let head = format!("{name}, {players} players, seed {seed}: bot");
    let rest = first
        .strip_prefix(&head)
        .unwrap_or_else(|| panic!("{first:?} does not start with {head:?}"));
    let n: usize = rest
        .split(' ')
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no winner in {first:?}"));
    assert!((1..=players).contains(&n), "{first}");
    assert!(rest.contains(&format!("(seat {n}) wins after ")), "{first}");
    let winner = format!("bot{n}");
    // Then the game's closing summary: every bot is in the standings.
    let summary: Vec<&str> = stdout.lines().skip(1).collect();
    for b in 1..=players {
        assert!(
            summary
                .iter()
                .any(|l| l.contains(&format!("bot{b}:")) || l.contains(&format!("bot{b} —"))),
            "bot{b} not in the summary:\n{stdout}"
        );
    }
    // The transcript: the lobby, the game's own announcement of the same winner, the result.
    let t = std::fs::read_to_string(out_dir.join("transcript.md")).unwrap();
    assert!(t.contains(&format!(
        "> `@bot1 /game new game:{game} players:{players} seed:{seed}`"
    )));
    assert!(t.contains("> `@bot1 /game start seating:join`"));
    assert!(
        t.contains(&format!("{winner} wins with")),
        "the game did not announce {winner}"
    );
    let result = t.split("\n## Result\n").nth(1).expect("a result section");
    assert!(result.contains(first), "{result}");
    // The boards: the start and the end.
    for png in ["001.png", "002.png"] {
        let bytes = std::fs::read(out_dir.join(png)).unwrap();
        assert_eq!(&bytes[..4], b"\x89PNG", "{png}");
        assert!(t.contains(&format!("![board]({png})")));
    }
    assert!(
        stdout.ends_with(&format!("Transcript and boards: {}\n", out_dir.display())),
        "{stdout}"
    );
    let printed = stdout
        .lines()
        .filter(|l| !l.starts_with("Transcript and boards:"));
    (printed.collect::<Vec<_>>().join("\n"), t)
}

#[test]
fn ti4_three_players_reach_a_winner() {
    reaches_a_winner("ti4", "Twilight Imperium 4", 3, 1);
}

#[test]
fn ti4_six_players_reach_a_winner() {
    reaches_a_winner("ti4", "Twilight Imperium 4", 6, 1);
}

#[test]
fn eclipse_three_players_reach_a_winner_and_the_same_seed_plays_the_same_game() {
    let (printed, transcript) = reaches_a_winner("eclipse", "Eclipse", 3, 1);
    let (again, same) = reaches_a_winner("eclipse", "Eclipse", 3, 1);
    assert_eq!(printed, again);
    assert!(transcript == same, "the same seed played another game");
}

#[test]
fn eclipse_six_players_reach_a_winner() {
    reaches_a_winner("eclipse", "Eclipse", 6, 1);
}

/// A usage error: exit code 2, the message on stderr, nothing played or written.
fn refused(args: &[&str]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let out_dir = dir.path().join("out");
    let out = selfplay(args, &out_dir);
    assert_eq!(
        out.status.code(),
        Some(2),
        "{args:?}: {}",
        text(&out.stderr)
    );
    assert!(out.stdout.is_empty(), "{}", text(&out.stdout));
    assert!(!out_dir.exists(), "{args:?} wrote {}", out_dir.display());
    text(&out.stderr)
}

#[test]
fn an_unknown_game_is_a_clear_error() {
    let e = refused(&["chess"]);
    assert!(e.contains("\"chess\" is not a game"), "{e}");
    assert!(e.contains("ti4, eclipse"), "{e}");
    // Stellar Horizons is playable now (issue 14): a scenario it lacks is its own refusal.
    let e = refused(&["stellar-horizons", "--scenario", "9"]);
    assert!(e.contains("No scenario 9"), "{e}");
}

#[test]
fn player_counts_outside_the_games_limits_are_clear_errors() {
    let e = refused(&["ti4", "--players", "2"]);
    assert!(e.contains("seats 3 to 6 players, not 2"), "{e}");
    let e = refused(&["ti4", "--players", "7"]);
    assert!(e.contains("seats 3 to 6 players, not 7"), "{e}");
    let e = refused(&["eclipse", "--players", "1"]);
    assert!(e.contains("seats 2 to 6 players, not 1"), "{e}");
    let e = refused(&["eclipse", "--players", "many"]);
    assert!(e.contains("--players"), "{e}");
}

#[test]
fn a_scenario_the_game_does_not_have_is_refused_by_its_options() {
    let e = refused(&["eclipse", "--scenario", "rise"]);
    assert!(
        e.contains("--scenario rise:") && e.contains("scenario=rise"),
        "{e}"
    );
    let e = refused(&["ti4", "--scenario", "rise"]);
    assert!(
        e.contains("--scenario rise:") && e.contains("scenario=rise"),
        "{e}"
    );
}

#[test]
fn a_game_without_a_result_within_the_step_cap_fails_clearly() {
    let dir = tempfile::tempdir().unwrap();
    let out_dir = dir.path().join("out");
    let out = selfplay(
        &[
            "eclipse",
            "--seed",
            "3",
            "--max-steps",
            "4",
            "--no-boards-on-change",
        ],
        &out_dir,
    );
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("no result after 4 steps"), "{stderr}");
    assert!(stderr.contains("seed 3"), "{stderr}");
    let t = std::fs::read_to_string(out_dir.join("transcript.md")).unwrap();
    assert!(t.contains("## No result"), "{t}");
    assert!(t.contains("> `@bot1 /game start seating:join`"));
}

/// Stellar Horizons through the binary: a scenario and the solo campaign reach their end and
/// print the result and the standings (and the solo rating), the transcript keeps the result.
/// (Every scenario and the campaign at 1–7 players are played to the end by the engine's unit
/// tests `bots_reach_the_end_of_*`.)
#[test]
fn stellar_horizons_a_scenario_and_the_solo_campaign_reach_their_end() {
    for (scenario, players, expect) in [("1", "2", "bot2"), ("campaign", "1", "Solo rating:")] {
        let dir = tempfile::tempdir().unwrap();
        let out_dir = dir.path().join("out");
        let out = selfplay(
            &[
                "stellar-horizons",
                "--scenario",
                scenario,
                "--players",
                players,
                "--seed",
                "3",
                "--no-boards-on-change",
            ],
            &out_dir,
        );
        let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
        assert!(out.status.success(), "{scenario}: {stderr}\n{stdout}");
        let first = stdout.lines().next().unwrap_or_default();
        assert!(
            first.starts_with(&format!(
                "Stellar Horizons, {players} players, seed 3: the game is over after "
            )) || first.starts_with(&format!("Stellar Horizons, {players} players, seed 3: bot")),
            "{first}"
        );
        assert!(
            stdout.contains("bot1 (") && stdout.contains(" VP — "),
            "{stdout}"
        );
        assert!(stdout.contains(expect), "{scenario}: {stdout}");
        let t = std::fs::read_to_string(out_dir.join("transcript.md")).unwrap();
        let result = t.split("\n## Result\n").nth(1).expect("a result section");
        assert!(result.contains(first), "{result}");
        // Prompts with more than 25 choices are select menus (`Menu (placeholder): [..]`), all
        // of their choices offered, and the bots choose in them like buttons.
        if scenario == "1" {
            assert!(t.contains("\nMenu (Choose… (26–"), "no second menu page");
        }
    }
}
