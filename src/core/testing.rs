//! A generic test harness over the `Game` contract (feature `testing`): the properties every game
//! must keep, checked through the trait alone, so one test runs them for every `GameKind`.
//!
//! - `soak`: bots play a seeded game (seats picked among the awaited ones) until it is over or a
//!   step cap; an unfinished game always awaits someone, a bot's notation always parses.
//! - `offered_choices_apply`: every choice of every prompt parses and is accepted for its seat.
//! - `refusal_changes_nothing`: an action `apply` refuses (another seat's choice, junk notation)
//!   leaves the state as it was.
//! - `secrets_never_public`: no secret of a seat (`Game::secrets_of`) appears in the spectator's
//!   view (serialized), in the scene drawn from it, or in another seat's view.
//! - `replay_equals_snapshot`: the accepted actions, replayed from setup with the same RNG
//!   positions, give the state played, which also survives a JSON round trip (the stored
//!   snapshot).
//!
//! `check_all` runs the soak with the state checks at sampled steps and the replay at the end.
//! Pure and deterministic: RNGs are `GameRng::for_step` from the seed (setup at position 0, the
//! n-th attempted action at position n, the bots on their own stream). A broken property panics
//! with the game, seed and step. Test-only code: it panics rather than returning errors.

use super::game::{Game, LobbySeat};
use super::msg::IdTranslator;
use super::rng::GameRng;
use super::rules::{Seat, Viewer};

/// What a run did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Report {
    /// Loop iterations (seat picks), the cap included.
    pub steps: usize,
    /// Bot actions `apply` accepted.
    pub accepted: usize,
    /// Bot actions `apply` refused (the state was checked unchanged).
    pub refused: usize,
    /// Picks where the bot had nothing to do.
    pub idle: usize,
    /// Whether the game ended within the cap.
    pub over: bool,
    /// Offered choices applied by `offered_choices_apply`.
    pub choices_applied: usize,
    /// Refused actions checked by `refusal_changes_nothing`.
    pub refusals_checked: usize,
    /// Secret texts looked for by `secrets_never_public`.
    pub secrets_checked: usize,
    /// Replays compared by `replay_equals_snapshot`.
    pub replays: usize,
    /// Offered choices refused as a `Known` issue allows (not counted in `choices_applied`).
    pub known_refused: usize,
}

/// A known engine bug the harness tolerates, as narrowly as it can be said: the game, an offered
/// choice's notation and the refusal (the message in its `id(arg=value)` form). Each one is
/// documented where it is listed, with a seed that shows it.
#[derive(Debug, Clone, Copy)]
pub struct Known {
    pub game: &'static str,
    pub notation: &'static str,
    pub refusal: &'static str,
}

/// One accepted action: who, what, and the RNG position it was applied at.
pub struct Step<G: Game> {
    pub seat: Seat,
    pub action: G::Action,
    pub seq: u64,
}

/// A played game: its setup, where it stands, and the accepted actions.
pub struct Played<G: Game> {
    pub setup: G::Setup,
    pub state: G::State,
    pub log: Vec<Step<G>>,
    pub report: Report,
}

fn ctx<G: Game>(seed: u64, step: usize) -> String {
    format!("{} seed {seed} step {step}", G::ID)
}

/// The setup of a `players`-seat game with the default options for that count and bot seats
/// named `bot0`, `bot1`, …, and its starting position.
pub fn new_game<G: Game>(seed: u64, players: usize) -> (G::Setup, G::State) {
    let options = G::parse_options(Some(players as i64), None).unwrap_or_default();
    let seats: Vec<LobbySeat> = (0..players)
        .map(|i| LobbySeat {
            name: format!("bot{i}"),
            faction: None,
            color: None,
        })
        .collect();
    let setup = G::make_setup(&options, &seats, None);
    let state = G::setup(&setup, &mut GameRng::for_step(seed, 0)).unwrap_or_else(|e| {
        panic!(
            "{} seed {seed}, {players} players: setup refused: {}",
            G::ID,
            e.iter()
                .map(|m| m.to_string())
                .collect::<Vec<_>>()
                .join("; ")
        )
    });
    (setup, state)
}

/// Plays bots for up to `max_steps` picks, calling `probe(state, step, seq)` before each pick
/// (`seq`: the RNG position the next action would use). Checks on the way that an unfinished
/// game awaits someone, that a bot's notation parses and that a refused bot action changes
/// nothing.
pub fn play<G: Game>(
    seed: u64,
    players: usize,
    max_steps: usize,
    mut probe: impl FnMut(&G::State, usize, u64, &mut Report),
) -> Played<G> {
    let (setup, mut state) = new_game::<G>(seed, players);
    let mut bots = GameRng::for_step(seed ^ 0x5EED, 1);
    let mut log = Vec::new();
    let mut report = Report::default();
    let mut seq = 0u64;
    for step in 0..max_steps {
        if G::is_over(&state) {
            report.over = true;
            break;
        }
        report.steps += 1;
        probe(&state, step, seq + 1, &mut report);
        let prompts = G::prompts(&state);
        assert!(
            !prompts.is_empty(),
            "{}: the game is not over but awaits nobody",
            ctx::<G>(seed, step)
        );
        let seat = prompts[bots.below(prompts.len())].seat;
        let Some(text) = G::bot_action(&state, seat, &mut bots) else {
            report.idle += 1;
            continue;
        };
        let action = G::parse_action(&state, &text).unwrap_or_else(|e| {
            panic!(
                "{}: the bot's `{text}` does not parse: {e}",
                ctx::<G>(seed, step)
            )
        });
        let before = state.clone();
        seq += 1;
        match G::apply(&mut state, seat, &action, &mut GameRng::for_step(seed, seq)) {
            Ok(_) => {
                report.accepted += 1;
                log.push(Step { seat, action, seq });
            }
            Err(e) => {
                report.refused += 1;
                assert!(
                    state == before,
                    "{}: seat {seat}'s refused `{text}` ({e}) changed the state",
                    ctx::<G>(seed, step)
                );
            }
        }
    }
    report.over = G::is_over(&state);
    Played {
        setup,
        state,
        log,
        report,
    }
}

/// Bots play a seeded game until it is over or `max_steps` picks (see `play`).
pub fn soak<G: Game>(seed: u64, players: usize, max_steps: usize) -> Report {
    play::<G>(seed, players, max_steps, |_, _, _, _| {}).report
}

/// Every choice of every prompt parses and is accepted for the prompt's seat (each applied to
/// its own copy of the state, at RNG position `seq`), except a refusal listed in `known`.
/// Returns how many were applied and how many were refused as known.
pub fn offered_choices_apply<G: Game>(
    state: &G::State,
    seed: u64,
    step: usize,
    seq: u64,
    known: &[Known],
) -> (usize, usize) {
    let (mut n, mut tolerated) = (0, 0);
    for prompt in G::prompts(state) {
        for choice in &prompt.choices {
            let text = &choice.notation;
            let action = G::parse_action(state, text).unwrap_or_else(|e| {
                panic!(
                    "{}: prompt `{}` offers seat {} `{text}`, which does not parse: {e}",
                    ctx::<G>(seed, step),
                    prompt.id,
                    prompt.seat
                )
            });
            let mut copy = state.clone();
            if let Err(e) = G::apply(
                &mut copy,
                prompt.seat,
                &action,
                &mut GameRng::for_step(seed, seq),
            ) {
                let refusal = e.to_string();
                if known.iter().any(|k| {
                    k.game == G::ID
                        && text.starts_with(k.notation)
                        && refusal.starts_with(k.refusal)
                }) {
                    tolerated += 1;
                    continue;
                }
                panic!(
                    "{}: prompt `{}` offers seat {} `{text}`, which is refused: {e}",
                    ctx::<G>(seed, step),
                    prompt.id,
                    prompt.seat
                );
            }
            n += 1;
        }
    }
    (n, tolerated)
}

/// Inputs that should be refused: junk notation, and each offered choice played by a seat the
/// game is not waiting for. Whatever `apply` refuses must leave the state as it was (what it
/// accepts is not checked here). Junk must not panic `parse_action`. Returns how many refusals
/// were checked.
pub fn refusal_changes_nothing<G: Game>(
    state: &G::State,
    players: usize,
    seed: u64,
    step: usize,
    seq: u64,
) -> usize {
    let mut n = 0;
    let mut try_action = |seat: Seat, action: &G::Action, what: &str| {
        let mut copy = state.clone();
        if let Err(e) = G::apply(&mut copy, seat, action, &mut GameRng::for_step(seed, seq)) {
            assert!(
                copy == *state,
                "{}: seat {seat}'s refused {what} ({e}) changed the state",
                ctx::<G>(seed, step)
            );
            n += 1;
        }
    };
    const JUNK: &[&str] = &[
        "",
        " ",
        "zzz-not-an-action",
        "pass pass pass pass",
        "999999999999999999999",
        "-1",
        "::",
        "\u{0}\u{ffff}é",
    ];
    for junk in JUNK {
        if let Ok(action) = G::parse_action(state, junk) {
            for seat in 0..players {
                try_action(seat, &action, &format!("junk `{junk}`"));
            }
        }
    }
    let prompts = G::prompts(state);
    let idle: Vec<Seat> = (0..players)
        .filter(|s| prompts.iter().all(|p| p.seat != *s))
        .collect();
    for prompt in &prompts {
        for choice in &prompt.choices {
            let Ok(action) = G::parse_action(state, &choice.notation) else {
                continue;
            };
            for &other in &idle {
                try_action(
                    other,
                    &action,
                    &format!("seat {}'s `{}`", prompt.seat, choice.notation),
                );
            }
        }
    }
    n
}

/// No secret of a seat (`Game::secrets_of`) appears in the spectator's view serialized, in the
/// scene drawn from it (labels as message ids and arguments), or in another seat's view.
/// Secrets shorter than 4 characters are skipped: they would match ordinary words and numbers.
/// Returns how many secret texts were looked for.
pub fn secrets_never_public<G: Game>(
    state: &G::State,
    players: usize,
    seed: u64,
    step: usize,
) -> usize {
    let spectator = G::view(state, Viewer::Spectator);
    let public = serde_json::to_string(&spectator).unwrap_or_else(|e| {
        panic!(
            "{}: the spectator view does not serialize: {e}",
            ctx::<G>(seed, step)
        )
    });
    let scene = G::scene(&spectator, &IdTranslator).texts().join("\n");
    let seat_views: Vec<String> = (0..players)
        .map(|s| serde_json::to_string(&G::view(state, Viewer::Seat(s))).unwrap_or_default())
        .collect();
    let mut n = 0;
    for seat in 0..players {
        for secret in G::secrets_of(state, seat) {
            if secret.chars().count() < 4 {
                continue;
            }
            n += 1;
            assert!(
                !public.contains(&secret),
                "{}: seat {seat}'s secret `{secret}` is in the spectator view",
                ctx::<G>(seed, step)
            );
            assert!(
                !scene.contains(&secret),
                "{}: seat {seat}'s secret `{secret}` is in the public scene",
                ctx::<G>(seed, step)
            );
            for (other, view) in seat_views.iter().enumerate() {
                assert!(
                    other == seat || !view.contains(&secret),
                    "{}: seat {seat}'s secret `{secret}` is in seat {other}'s view",
                    ctx::<G>(seed, step)
                );
            }
        }
    }
    n
}

/// Replaying the accepted actions from setup at their RNG positions gives the state played,
/// and that state survives a JSON round trip (what the store keeps as a snapshot).
pub fn replay_equals_snapshot<G: Game>(played: &Played<G>, seed: u64) {
    let mut replay = G::setup(&played.setup, &mut GameRng::for_step(seed, 0))
        .unwrap_or_else(|_| panic!("{} seed {seed}: the setup is refused on replay", G::ID));
    for (i, step) in played.log.iter().enumerate() {
        if let Err(e) = G::apply(
            &mut replay,
            step.seat,
            &step.action,
            &mut GameRng::for_step(seed, step.seq),
        ) {
            panic!(
                "{} seed {seed}: action {i} ({:?}) is refused on replay: {e}",
                G::ID,
                step.action
            );
        }
    }
    assert!(
        replay == played.state,
        "{} seed {seed}: the replay of {} actions differs from the state played",
        G::ID,
        played.log.len()
    );
    let json = serde_json::to_string(&played.state)
        .unwrap_or_else(|e| panic!("{} seed {seed}: the state does not serialize: {e}", G::ID));
    let snapshot: G::State = serde_json::from_str(&json)
        .unwrap_or_else(|e| panic!("{} seed {seed}: the snapshot does not load: {e}", G::ID));
    assert!(
        snapshot == played.state,
        "{} seed {seed}: the snapshot differs from the state after a JSON round trip",
        G::ID
    );
}

/// All five checks on one seeded game: the soak, with the offered choices, the refusals and the
/// secrets checked every `every` steps (and at step 0), then the replay at the end. `known`:
/// the offered choices' refusals to tolerate (see `Known`).
pub fn check_all<G: Game>(
    seed: u64,
    players: usize,
    max_steps: usize,
    every: usize,
    known: &[Known],
) -> Report {
    let every = every.max(1);
    let played = play::<G>(seed, players, max_steps, |state, step, seq, report| {
        if step % every == 0 {
            let (applied, tolerated) = offered_choices_apply::<G>(state, seed, step, seq, known);
            report.choices_applied += applied;
            report.known_refused += tolerated;
            report.refusals_checked +=
                refusal_changes_nothing::<G>(state, players, seed, step, seq);
            report.secrets_checked += secrets_never_public::<G>(state, players, seed, step);
        }
    });
    replay_equals_snapshot(&played, seed);
    let mut report = played.report;
    report.secrets_checked += secrets_never_public::<G>(&played.state, players, seed, usize::MAX);
    report.replays += 1;
    report
}
