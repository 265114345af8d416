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
//! - `press_buttons`: a button-only player (presses only offered choices, never typing); reports
//!   the round reached, where it got stuck and the kinds of actions applied.
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

/// A known engine bug the harness tolerates, as narrowly as it can be said: the game, the start
/// of an offered choice's notation and the start of the refusal (the message in its
/// `id(arg=value)` form). Each one is documented where it is listed, with a seed that shows it.
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
    new_game_seated::<G>(seed, &bot_seats(players, &[]))
}

/// `players` bot seats named `bot0`, `bot1`, …, the first ones with the factions `factions`
/// (the rest chosen by the setup).
pub fn bot_seats(players: usize, factions: &[&str]) -> Vec<LobbySeat> {
    (0..players)
        .map(|i| LobbySeat {
            name: format!("bot{i}"),
            faction: factions.get(i).map(|f| f.to_string()),
            color: None,
        })
        .collect()
}

/// [`new_game`] with these lobby seats (e.g. factions forced through the setup).
pub fn new_game_seated<G: Game>(seed: u64, seats: &[LobbySeat]) -> (G::Setup, G::State) {
    let players = seats.len();
    let options = G::parse_options(Some(players as i64), None).unwrap_or_default();
    let setup = G::make_setup(&options, seats, None);
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
    probe: impl FnMut(&G::State, usize, u64, &mut Report),
) -> Played<G> {
    play_seated::<G>(seed, &bot_seats(players, &[]), max_steps, probe)
}

/// [`play`] from these lobby seats.
pub fn play_seated<G: Game>(
    seed: u64,
    seats: &[LobbySeat],
    max_steps: usize,
    mut probe: impl FnMut(&G::State, usize, u64, &mut Report),
) -> Played<G> {
    let (setup, mut state) = new_game_seated::<G>(seed, seats);
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
                let refusal = e.msg.to_string();
                if known.iter().any(|k| {
                    k.game == G::ID
                        && text.starts_with(k.notation)
                        && refusal.starts_with(k.refusal)
                }) {
                    tolerated += 1;
                    continue;
                }
                panic!(
                    "{}: prompt `{}` offers seat {} `{text}`, which is refused: {refusal} ({:?})",
                    ctx::<G>(seed, step),
                    prompt.id,
                    prompt.seat,
                    e.kind
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
    check_all_seated::<G>(seed, &bot_seats(players, &[]), max_steps, every, known)
}

/// [`check_all`] from these lobby seats (e.g. factions forced through the setup).
pub fn check_all_seated<G: Game>(
    seed: u64,
    seats: &[LobbySeat],
    max_steps: usize,
    every: usize,
    known: &[Known],
) -> Report {
    let players = seats.len();
    let every = every.max(1);
    let played = play_seated::<G>(seed, seats, max_steps, |state, step, seq, report| {
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

/// Where a button-only game stopped: the prompt it was on, whose, in which phase
/// (`Game::phase_key`), and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stuck {
    pub prompt: String,
    pub seat: Seat,
    pub phase: String,
    /// `no choice`: every awaited prompt offers nothing to press; `no progress`: the phase key
    /// did not change for the stall limit of presses.
    pub why: &'static str,
}

/// What a button-only game did (see [`press_buttons`]).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ButtonReport {
    /// Presses tried.
    pub steps: usize,
    /// Presses `apply` accepted.
    pub accepted: usize,
    /// Presses `apply` refused (each an offered choice that should not have been offered).
    pub refused: usize,
    /// The first refusals: prompt id, the choice's notation and the refusal.
    pub refusals: Vec<String>,
    /// Whether the game ended.
    pub over: bool,
    /// The round reached: the leading number of the phase key, where the game has one.
    pub round: Option<u64>,
    /// The phase key where the run stopped.
    pub phase: String,
    /// Where it got stuck, if it did.
    pub stuck: Option<Stuck>,
    /// Accepted actions by kind (the action's variant name).
    pub kinds: std::collections::BTreeMap<String, usize>,
}

/// The round in a phase key such as `3:action:1` (its leading number).
fn round_of(phase: &str) -> Option<u64> {
    let digits: String = phase.chars().take_while(|c| c.is_ascii_digit()).collect();
    digits.parse().ok()
}

/// The variant name of an action (its `Debug` form up to the first non-identifier character).
fn kind_of<A: std::fmt::Debug>(action: &A) -> String {
    format!("{action:?}")
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect()
}

/// A button-only player: every press is one of the choices the game's prompts offer now (any
/// seat with a prompt that offers something, then a kind of choice — the notation's first word —
/// then a choice of that kind, each uniformly by a seeded RNG), never `bot_action` or typed
/// notation. Stops when the game is over, after `max_steps`
/// presses, when no prompt offers a choice, or when the phase key has not changed for `stall`
/// presses (a loop of drafts opened and cancelled, or a turn that cannot end by buttons). A
/// refused press must leave the state as it was (checked) and is counted.
pub fn press_buttons<G: Game>(
    seed: u64,
    players: usize,
    max_steps: usize,
    stall: usize,
) -> ButtonReport {
    let (_, mut state) = new_game::<G>(seed, players);
    let mut presses = GameRng::for_step(seed ^ 0xB077, 1);
    let mut report = ButtonReport::default();
    let mut seq = 0u64;
    let mut phase = G::phase_key(&state);
    let mut same = 0usize;
    let mut last: Option<(String, Seat)> = None;
    for step in 0..max_steps {
        if G::is_over(&state) {
            break;
        }
        let prompts: Vec<_> = G::prompts(&state);
        assert!(
            !prompts.is_empty(),
            "{}: the game is not over but awaits nobody",
            ctx::<G>(seed, step)
        );
        let open: Vec<_> = prompts.iter().filter(|p| !p.choices.is_empty()).collect();
        if open.is_empty() {
            report.stuck = Some(Stuck {
                prompt: prompts[0].id.clone(),
                seat: prompts[0].seat,
                phase: phase.clone(),
                why: "no choice",
            });
            break;
        }
        if same >= stall {
            let (prompt, seat) = last.clone().unwrap_or_default();
            report.stuck = Some(Stuck {
                prompt,
                seat,
                phase: phase.clone(),
                why: "no progress",
            });
            break;
        }
        report.steps += 1;
        let prompt = open[presses.below(open.len())];
        // Uniform over the kinds of choice first (the notation's first word), then over the
        // choices of that kind: twenty explore positions do not crowd out Pass.
        let mut kinds: Vec<&str> = Vec::new();
        for c in &prompt.choices {
            let word = c.notation.split_whitespace().next().unwrap_or("");
            if !kinds.contains(&word) {
                kinds.push(word);
            }
        }
        let kind = kinds[presses.below(kinds.len())];
        let of_kind: Vec<_> = prompt
            .choices
            .iter()
            .filter(|c| c.notation.split_whitespace().next().unwrap_or("") == kind)
            .collect();
        let choice = of_kind[presses.below(of_kind.len())];
        last = Some((prompt.id.clone(), prompt.seat));
        let text = &choice.notation;
        let action = G::parse_action(&state, text).unwrap_or_else(|e| {
            panic!(
                "{}: prompt `{}` offers seat {} `{text}`, which does not parse: {e}",
                ctx::<G>(seed, step),
                prompt.id,
                prompt.seat
            )
        });
        let before = state.clone();
        seq += 1;
        match G::apply(
            &mut state,
            prompt.seat,
            &action,
            &mut GameRng::for_step(seed, seq),
        ) {
            Ok(_) => {
                report.accepted += 1;
                *report.kinds.entry(kind_of(&action)).or_default() += 1;
            }
            Err(e) => {
                report.refused += 1;
                assert!(
                    state == before,
                    "{}: seat {}'s refused `{text}` ({e}) changed the state",
                    ctx::<G>(seed, step),
                    prompt.seat
                );
                if report.refusals.len() < 5 {
                    report
                        .refusals
                        .push(format!("{} `{text}`: {}", prompt.id, e.msg));
                }
            }
        }
        let now = G::phase_key(&state);
        if now == phase {
            same += 1;
        } else {
            phase = now;
            same = 0;
        }
    }
    report.over = G::is_over(&state);
    report.round = round_of(&phase);
    report.phase = phase;
    report
}

#[cfg(test)]
mod tests {
    //! The harness on a toy race (add 1 or 2 to your counter, first to 10 wins; each seat holds
    //! a secret card), and on variants of it with one planted bug each: every check must pass on
    //! the toy and catch its bug.

    use super::*;
    use crate::core::game::LobbySeat;
    use crate::core::msg::{Msg, Translate};
    use crate::core::rules::{Applied, Choice, Prompt};
    use crate::core::scene::Scene;
    use serde::{Deserialize, Serialize};

    const FINE: u8 = 0;
    const LEAKS: u8 = 1;
    const DIRTY_REFUSAL: u8 = 2;
    const BAD_CHOICE: u8 = 3;

    /// A toy message (built from a variable: the catalog test scans for literal ids).
    fn m(id: &str) -> Msg {
        Msg::new(id)
    }

    struct Toy<const BUG: u8>;

    #[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
    struct ToyState {
        counters: Vec<u32>,
        turn: usize,
        cards: Vec<String>,
        rolls: u32,
    }

    #[derive(Serialize)]
    struct ToyView {
        counters: Vec<u32>,
        cards: Vec<String>,
    }

    impl<const BUG: u8> Game for Toy<BUG> {
        const ID: &'static str = "toy";
        const NAME: &'static str = "Toy";
        const RULES_VERSION: i64 = 1;
        type Setup = usize;
        type State = ToyState;
        type Action = u32;
        type View = ToyView;
        type Options = ();

        fn parse_options(_: Option<i64>, _: Option<&str>) -> Result<(), Msg> {
            Ok(())
        }
        fn options_help() -> Msg {
            m("toy-options")
        }
        fn min_players() -> usize {
            2
        }
        fn max_players(_: &()) -> usize {
            4
        }
        fn check_join(
            _: Option<&str>,
            _: Option<&str>,
            _: &[LobbySeat],
        ) -> Result<(Option<String>, Option<String>), Msg> {
            Ok((None, None))
        }
        fn make_setup(_: &(), seats: &[LobbySeat], _: Option<Seat>) -> usize {
            seats.len()
        }
        fn setup(n: &usize, rng: &mut GameRng) -> Result<ToyState, Vec<Msg>> {
            Ok(ToyState {
                counters: vec![0; *n],
                turn: 0,
                cards: (0..*n)
                    .map(|s| format!("card-{s}-{}", rng.below(1000)))
                    .collect(),
                rolls: 0,
            })
        }
        fn prompts(s: &ToyState) -> Vec<Prompt> {
            if Self::is_over(s) {
                return Vec::new();
            }
            let mut choices: Vec<Choice> = ["add 1", "add 2"]
                .iter()
                .map(|n| Choice {
                    label: m("toy-add"),
                    notation: n.to_string(),
                })
                .collect();
            if BUG == BAD_CHOICE {
                choices.push(Choice {
                    label: m("toy-add"),
                    notation: "add 3".into(),
                });
            }
            vec![Prompt {
                seat: s.turn,
                id: "turn".into(),
                ask: m("toy-ask"),
                choices,
                private: false,
            }]
        }
        fn apply(
            s: &mut ToyState,
            seat: Seat,
            n: &u32,
            rng: &mut GameRng,
        ) -> Result<Applied, crate::core::refusal::Refusal> {
            if seat != s.turn || Self::is_over(s) {
                if BUG == DIRTY_REFUSAL {
                    s.rolls += 1;
                }
                return Err(m("toy-not-your-turn").into());
            }
            if !(1..=2).contains(n) {
                return Err(m("toy-too-much").into());
            }
            s.counters[seat] += n;
            s.rolls += u32::from(rng.roll(6));
            s.turn = (s.turn + 1) % s.counters.len();
            Ok(Applied::default())
        }
        fn parse_action(_: &ToyState, text: &str) -> Result<u32, crate::core::refusal::Refusal> {
            text.strip_prefix("add ")
                .and_then(|n| n.parse().ok())
                .ok_or_else(|| m("toy-help").into())
        }
        fn view(s: &ToyState, viewer: Viewer) -> ToyView {
            let cards = match viewer {
                Viewer::Seat(seat) => vec![s.cards[seat].clone()],
                Viewer::Spectator if BUG == LEAKS => s.cards.clone(),
                Viewer::Spectator => Vec::new(),
            };
            ToyView {
                counters: s.counters.clone(),
                cards,
            }
        }
        fn scene(v: &ToyView, tr: &dyn Translate) -> Scene {
            Scene {
                title: tr.tr(&m("toy-title").num("leader", v.counters[0])),
                ..Scene::default()
            }
        }
        fn is_over(s: &ToyState) -> bool {
            s.counters.iter().any(|c| *c >= 10)
        }
        fn hidden_digest(s: &ToyState) -> u64 {
            crate::core::rules::digest_of(&s.cards)
        }
        fn hand(v: &ToyView) -> Vec<Msg> {
            v.cards.iter().map(Msg::verbatim).collect()
        }
        fn phase_key(_: &ToyState) -> String {
            String::new()
        }
        fn summary(_: &ToyState) -> Vec<Msg> {
            Vec::new()
        }
        fn secrets_of(s: &ToyState, seat: Seat) -> Vec<String> {
            vec![s.cards[seat].clone()]
        }
        fn bot_action(s: &ToyState, seat: Seat, rng: &mut GameRng) -> Option<String> {
            let prompt = Self::prompts(s).into_iter().find(|p| p.seat == seat)?;
            let choices = &prompt.choices[..2];
            Some(choices[rng.below(choices.len())].notation.clone())
        }
    }

    #[test]
    fn a_sound_game_passes_every_check() {
        for players in 2..=4 {
            let r = check_all::<Toy<FINE>>(3, players, 500, 1, &[]);
            assert!(r.over, "{r:?}");
            assert_eq!(r.accepted, r.steps);
            assert_eq!(r.refused, 0);
            // Two choices a step, each also tried by every other seat; one secret per seat.
            assert_eq!(r.choices_applied, 2 * r.steps);
            assert_eq!(r.refusals_checked, 2 * r.steps * (players - 1));
            assert_eq!(r.secrets_checked, (r.steps + 1) * players);
            assert_eq!(r.replays, 1);
        }
        assert_eq!(soak::<Toy<FINE>>(3, 2, 500), soak::<Toy<FINE>>(3, 2, 500));
        assert!(!soak::<Toy<FINE>>(3, 2, 3).over);
    }

    #[test]
    #[should_panic(expected = "is in the spectator view")]
    fn a_leaked_secret_is_caught() {
        check_all::<Toy<LEAKS>>(3, 2, 500, 5, &[]);
    }

    #[test]
    #[should_panic(expected = "changed the state")]
    fn a_refusal_that_changes_the_state_is_caught() {
        check_all::<Toy<DIRTY_REFUSAL>>(3, 2, 500, 5, &[]);
    }

    #[test]
    #[should_panic(expected = "`add 3`, which is refused: toy-too-much")]
    fn an_offered_choice_that_is_refused_is_caught() {
        check_all::<Toy<BAD_CHOICE>>(3, 2, 500, 5, &[]);
    }

    #[test]
    fn a_known_refusal_is_tolerated_and_counted() {
        let known = [Known {
            game: "toy",
            notation: "add 3",
            refusal: "toy-too-much",
        }];
        let r = check_all::<Toy<BAD_CHOICE>>(3, 2, 500, 1, &known);
        assert_eq!(r.known_refused, r.steps);
    }

    #[test]
    fn the_button_player_finishes_a_game_it_can_click_through() {
        let r = press_buttons::<Toy<FINE>>(3, 3, 500, 50);
        assert!(r.over, "{r:?}");
        assert_eq!(r.stuck, None);
        assert_eq!((r.refused, r.accepted), (0, r.steps));
        // Only the two offered choices were pressed: `add 1` and `add 2`.
        assert!(r.kinds.keys().all(|k| k == "1" || k == "2"), "{r:?}");
        assert_eq!(r.kinds.values().sum::<usize>(), r.accepted);
        assert_eq!(r, press_buttons::<Toy<FINE>>(3, 3, 500, 50));
    }

    #[test]
    fn the_button_player_counts_refused_choices_and_stalls() {
        let r = press_buttons::<Toy<BAD_CHOICE>>(3, 2, 500, 50);
        assert!(r.refused > 0 && r.refusals[0].contains("`add 3`"), "{r:?}");
        // The toy has no phase key: it never changes, so a stall limit of 5 stops the run.
        let r = press_buttons::<Toy<FINE>>(3, 2, 500, 5);
        let stuck = r.stuck.expect("stalled");
        assert_eq!((stuck.why, stuck.prompt.as_str()), ("no progress", "turn"));
        assert_eq!(r.steps, 5);
    }

    #[test]
    #[should_panic(expected = "differs from the state played")]
    fn a_replay_that_differs_is_caught() {
        let mut played = play::<Toy<FINE>>(3, 2, 500, |_, _, _, _| {});
        played.log.pop();
        replay_equals_snapshot(&played, 3);
    }
}
