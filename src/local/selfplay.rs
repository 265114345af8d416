//! `starpost selfplay`: a whole game played by the game's bot seats through the app, as people
//! would play it. The bots create a seeded game (`/game new`), join it, start it with seats in
//! join order (`bot1` is seat 1), then, step by step: the driver reads the state, picks one of
//! the seats the game's prompts await, asks the game's bot (`Game::bot_action`) for that seat's
//! next action, and presses the offered button that carries it (a button of a prompt still open
//! for that seat), or else writes it with `/play`, as that player. Everything goes through
//! `App::handle`, so the transcript and the board PNGs are those of `local`. The run ends with
//! the winner (or the result) and the game's closing summary, or fails after a step cap.
//!
//! It names no game: the game comes from `GameKind::parse` and `with_game!`.

use std::path::PathBuf;

use crate::app::{App, ButtonId, Command};
use crate::core::msg::Translate;
use crate::core::{Game, GameRng, Msg, Seat};
use crate::edge::Effects;
use crate::games::GameKind;
use crate::i18n::Tr;

use super::Session;

/// Steps (bot decisions) a game may take before the run gives up, unless told otherwise.
/// Seeded bot games of 3 to 6 players finish in a few thousand.
pub const DEFAULT_MAX_STEPS: usize = 30_000;

/// What to play.
#[derive(Debug, Clone)]
pub struct Settings {
    /// The game's id, as `/game new game:` takes it.
    pub game: String,
    /// Seats; `None`: 4, or the nearest count the game seats.
    pub players: Option<usize>,
    /// The game's seed (`/game new seed:`) and the bots' choices.
    pub seed: u64,
    /// A scenario, passed to the game as its option `scenario=NAME`.
    pub scenario: Option<String>,
    /// Folder for transcript.md and the board PNGs.
    pub out: PathBuf,
    /// Steps before giving up.
    pub max_steps: usize,
}

/// Why a run did not produce a result.
#[derive(Debug, thiserror::Error)]
pub enum SelfplayError {
    /// What was asked cannot be played: an unknown game, a game without a bot, a player count
    /// or an option the game refuses. Nothing was played.
    #[error("{0}")]
    Usage(String),
    /// The game was played but reached no result (the step cap, a game that waits for nobody,
    /// an unexpected fault of the app).
    #[error("{0}")]
    NoResult(String),
    #[error(transparent)]
    Other(#[from] anyhow::Error),
}

impl From<std::io::Error> for SelfplayError {
    fn from(e: std::io::Error) -> Self {
        SelfplayError::Other(e.into())
    }
}

/// How a run ended.
#[derive(Debug, Clone, PartialEq)]
pub struct Outcome {
    /// The game's name.
    pub game: String,
    pub players: usize,
    pub seed: u64,
    /// The winner's name and seat (0-based), when the game names one.
    pub winner: Option<(String, Seat)>,
    /// The game's closing summary (standings).
    pub summary: Vec<String>,
    /// Bot decisions taken, and those that were sent to the app (a press or `/play`; the
    /// rest found nothing to do).
    pub steps: usize,
    pub moves: usize,
}

impl Outcome {
    /// What `starpost selfplay` prints: the result, then the summary.
    pub fn lines(&self) -> Vec<String> {
        let head = match &self.winner {
            Some((name, seat)) => format!(
                "{}, {} players, seed {}: {name} (seat {}) wins after {} bot moves.",
                self.game,
                self.players,
                self.seed,
                seat + 1,
                self.moves
            ),
            None => format!(
                "{}, {} players, seed {}: the game is over after {} bot moves.",
                self.game, self.players, self.seed, self.moves
            ),
        };
        std::iter::once(head)
            .chain(self.summary.iter().cloned())
            .collect()
    }
}

/// The name of the bot at `seat` (seats are given in join order: `bot1` is seat 0).
pub fn bot_name(seat: Seat) -> String {
    format!("bot{}", seat + 1)
}

/// How a refusal of the game's option parser begins (before the game's own message).
const OPTIONS_REFUSED: &str = "options refused: ";

/// Checks what was asked before anything is played: the game, its bot, the player count and
/// the options. Returns the game, the player count and the options text for `/game new`.
fn check(settings: &Settings) -> Result<(GameKind, usize, Option<String>), SelfplayError> {
    let Some(kind) = GameKind::parse(&settings.game) else {
        let why = if crate::games::is_planned(&settings.game) {
            "is not playable yet"
        } else {
            "is not a game"
        };
        return Err(SelfplayError::Usage(format!(
            "{:?} {why}: selfplay plays one of {}",
            settings.game,
            GameKind::ids()
        )));
    };
    let options = match &settings.scenario {
        None => None,
        Some(name) => {
            let name = name.trim();
            if name.is_empty() {
                return Err(SelfplayError::Usage(
                    "--scenario needs a scenario name".into(),
                ));
            }
            let quoted = shlex::try_quote(name)
                .map_err(|e| SelfplayError::Usage(format!("--scenario {name:?}: {e}")))?;
            Some(format!("scenario={quoted}"))
        }
    };
    let players = with_game!(kind, G => players::<G>(settings.players, options.as_deref()))
        .map_err(|e| match (e, &settings.scenario) {
            // The game refused its options: the only one selfplay passes is the scenario.
            (SelfplayError::Usage(m), Some(name)) if m.starts_with(OPTIONS_REFUSED) => {
                SelfplayError::Usage(format!(
                    "--scenario {name}: {}",
                    &m[OPTIONS_REFUSED.len()..]
                ))
            }
            (e, _) => e,
        })?;
    Ok((kind, players, options))
}

/// The player count for game `G`: the one asked for, checked against the game's limits, or 4
/// within them.
fn players<G: Game>(asked: Option<usize>, options: Option<&str>) -> Result<usize, SelfplayError> {
    let tr = Tr::default();
    if !G::has_bot() {
        return Err(SelfplayError::Usage(format!(
            "{} has no bot player, so it cannot play itself",
            G::NAME
        )));
    }
    let refused = |m: Msg| SelfplayError::Usage(format!("{OPTIONS_REFUSED}{}", tr.tr(&m)));
    let opts = G::parse_options(None, options).map_err(refused)?;
    let (min, max) = (G::min_players(), G::max_players(&opts));
    let n = match asked {
        Some(n) if n < min || n > max => {
            return Err(SelfplayError::Usage(format!(
                "{} seats {min} to {max} players, not {n}",
                G::NAME
            )));
        }
        Some(n) => n,
        None => 4.clamp(min, max.max(min)),
    };
    // The game has the last word on its options with this count.
    G::parse_options(Some(n as i64), options).map_err(refused)?;
    Ok(n)
}

/// Plays a whole game with `app` and writes `transcript.md` and the boards to `settings.out`
/// (the transcript also when the game reaches no result).
pub async fn run(app: App, settings: &Settings) -> Result<Outcome, SelfplayError> {
    let (kind, players, options) = check(settings)?;
    std::fs::create_dir_all(&settings.out)?;
    let title = format!(
        "Starpost selfplay: {}, {players} bots, seed {}",
        kind.name(),
        settings.seed
    );
    let mut session = Session::new(app, Some(settings.out.clone())).titled(&title);
    let result = with_game!(kind, G => {
        play::<G>(&mut session, settings, players, options).await
    });
    match &result {
        Ok(outcome) => session.note(&format!("## Result\n\n{}", outcome.lines().join("\n\n"))),
        Err(e) => session.note(&format!("## No result\n\n{e}")),
    }
    session.write()?;
    result
}

/// The beginning of the app's reply to an unexpected fault (the part before its reference).
fn internal_error_prefix(tr: &Tr) -> String {
    const MARK: &str = "\u{1}";
    let text = tr.tr(&Msg::new("error-internal").text("reference", MARK));
    text.split(MARK).next().unwrap_or_default().to_string()
}

/// A lobby step (`/game new`, join, start) must be accepted.
fn accepted(e: &Effects, echo: &str) -> Result<(), SelfplayError> {
    if e.reply.ephemeral {
        return Err(SelfplayError::NoResult(format!(
            "`{echo}` was refused: {}",
            e.reply.text
        )));
    }
    Ok(())
}

async fn play<G: Game>(
    s: &mut Session,
    settings: &Settings,
    players: usize,
    options: Option<String>,
) -> Result<Outcome, SelfplayError> {
    let tr = Tr::default();
    let fault = internal_error_prefix(&tr);
    let names: Vec<String> = (0..players).map(bot_name).collect();
    let host = names[0].clone();

    // The lobby, as a table of people would set it up.
    let mut echo = format!(
        "@{host} /game new game:{} players:{players} seed:{}",
        G::ID,
        settings.seed
    );
    if let Some(o) = &options {
        echo.push_str(&format!(
            " options:{}",
            shlex::try_quote(o).unwrap_or_default()
        ));
    }
    let new = Command::New {
        game: G::ID.to_string(),
        players: Some(players as i64),
        seed: Some(settings.seed as i64),
        options,
        language: None,
    };
    accepted(&s.act(&host, new, &echo).await?, &echo)?;
    for name in &names {
        let join = Command::Join {
            faction: None,
            color: None,
        };
        let echo = format!("@{name} /game join");
        accepted(&s.act(name, join, &echo).await?, &echo)?;
    }
    let start = Command::Start {
        speaker: None,
        seating: Some("join".into()),
    };
    let echo = format!("@{host} /game start seating:join");
    accepted(&s.act(&host, start, &echo).await?, &echo)?;

    // The bots' own choices: a stream of their own, from the seed.
    let mut rng = GameRng::for_step(settings.seed, u64::MAX - 1);
    let mut moves = 0;
    let mut last_phase = String::new();
    for step in 0..settings.max_steps {
        let state = s
            .app
            .latest_state::<G>(super::CHANNEL)
            .await
            .map_err(|e| SelfplayError::NoResult(format!("step {step}: {e}")))?;
        last_phase = G::phase_key(&state);
        if G::is_over(&state) {
            return Ok(Outcome {
                game: G::NAME.to_string(),
                players,
                seed: settings.seed,
                winner: G::winner(&state).map(|seat| (bot_name(seat), seat)),
                summary: G::summary(&state).iter().map(|m| tr.tr(m)).collect(),
                steps: step,
                moves,
            });
        }
        let prompts = G::prompts(&state);
        if prompts.is_empty() {
            return Err(SelfplayError::NoResult(format!(
                "step {step}: the game waits for nobody (phase `{last_phase}`)"
            )));
        }
        let seat = prompts[rng.below(prompts.len())].seat;
        let Some(text) = G::bot_action(&state, seat, &mut rng) else {
            continue;
        };
        let Some(name) = names.get(seat) else {
            return Err(SelfplayError::NoResult(format!(
                "step {step}: the game awaits seat {seat}, beyond the {players} players"
            )));
        };
        // A button of a prompt still open for this seat that carries this action.
        let open: Vec<&str> = prompts
            .iter()
            .filter(|p| p.seat == seat)
            .map(|p| p.id.as_str())
            .collect();
        let button = s.offered_button(name, |b| {
            ButtonId::parse(&b.custom_id).is_some_and(|id| {
                id.seat == seat && id.notation == text && open.contains(&id.prompt.as_str())
            })
        });
        let (command, echo) = match button {
            Some(b) => (
                Command::Press {
                    custom_id: b.custom_id,
                },
                format!("@{name} [{}]", b.label),
            ),
            None => {
                let quoted = shlex::try_quote(&text)
                    .map(|q| q.into_owned())
                    .unwrap_or_else(|_| format!("{text:?}"));
                (
                    Command::Play { text },
                    format!("@{name} /play action:{quoted}"),
                )
            }
        };
        // A refusal is an ordinary answer (the bot proposes at random); a fault is not.
        let e = s.act(name, command, &echo).await?;
        check_fault(&e, &fault, &echo)?;
        moves += 1;
    }
    Err(SelfplayError::NoResult(format!(
        "no result after {} steps ({moves} moves; phase `{last_phase}`)",
        settings.max_steps
    )))
}

/// An unexpected fault of the app stops the run: it is a bug to look at, not a refusal.
fn check_fault(e: &Effects, prefix: &str, echo: &str) -> Result<(), SelfplayError> {
    if e.reply.ephemeral && !prefix.is_empty() && e.reply.text.starts_with(prefix) {
        return Err(SelfplayError::NoResult(format!(
            "`{echo}`: {}",
            e.reply.text
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(game: &str, players: Option<usize>, scenario: Option<&str>) -> Settings {
        Settings {
            game: game.into(),
            players,
            seed: 1,
            scenario: scenario.map(str::to_string),
            out: PathBuf::from("unused"),
            max_steps: 10,
        }
    }

    #[test]
    fn an_unknown_game_is_refused_with_the_games_there_are() {
        let Err(SelfplayError::Usage(m)) = check(&settings("chess", None, None)) else {
            panic!("accepted an unknown game");
        };
        assert!(m.contains("\"chess\" is not a game"), "{m}");
        assert!(m.contains(&GameKind::ids()), "{m}");
    }

    #[test]
    fn player_counts_outside_the_games_limits_are_refused() {
        for &kind in GameKind::ALL {
            let (min, max) = with_game!(kind, G => (
                G::min_players(),
                G::max_players(&G::parse_options(None, None).unwrap()),
            ));
            for n in [0, min - 1, max + 1, 99] {
                match check(&settings(kind.id(), Some(n), None)) {
                    Err(SelfplayError::Usage(m)) => assert!(
                        m.contains(&format!("{min} to {max} players, not {n}")),
                        "{m}"
                    ),
                    other => panic!("{} with {n} players: {other:?}", kind.id()),
                }
            }
            for n in [min, max] {
                let (k, p, _) = check(&settings(kind.id(), Some(n), None)).unwrap();
                assert_eq!((k, p), (kind, n));
            }
            // Without a count: 4 where the game seats 4.
            let (_, p, _) = check(&settings(kind.id(), None, None)).unwrap();
            assert_eq!(p, 4.clamp(min, max));
        }
    }

    #[test]
    fn a_scenario_goes_to_the_games_option_parser() {
        for &kind in GameKind::ALL {
            let refused =
                with_game!(kind, G => G::parse_options(None, Some("scenario=nowhere")).is_err());
            match check(&settings(kind.id(), None, Some("nowhere"))) {
                Err(SelfplayError::Usage(m)) => {
                    assert!(refused, "{m}");
                    assert!(m.contains("scenario"), "{m}");
                }
                Ok((_, _, options)) => {
                    assert!(!refused);
                    assert_eq!(options.as_deref(), Some("scenario=nowhere"));
                }
                Err(e) => panic!("{e}"),
            }
        }
    }

    #[test]
    fn the_result_names_the_winner_and_its_seat_from_one() {
        let o = Outcome {
            game: "Game".into(),
            players: 3,
            seed: 5,
            winner: Some((bot_name(2), 2)),
            summary: vec!["standings".into()],
            steps: 10,
            moves: 8,
        };
        assert_eq!(
            o.lines(),
            [
                "Game, 3 players, seed 5: bot3 (seat 3) wins after 8 bot moves.",
                "standings"
            ]
        );
    }
}
