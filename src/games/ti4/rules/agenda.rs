//! The agenda phase (§35, §36), once the custodians token has left Mecatol Rex (§3.1): two
//! agendas, each revealed by the speaker from the top of the deck; every player votes in turn,
//! starting left of the speaker, the speaker last (§35.2), exhausting planets for their influence
//! (trade goods can't vote, §35.13) or abstaining; the outcome with the most votes wins, and the
//! speaker decides ties and agendas nobody voted on (§35.19); laws that pass or elect stay in
//! play (§36), directives and rejected laws are discarded. Then all planets are readied (§35.4)
//! and a new round begins.
//!
//! The agenda's effect is applied by `agenda_effects`; an empty deck is refilled from the
//! shuffled discard pile. Reaction windows (rules/window.rs) are held at three moments: after
//! the reveal (every player, speaker first: "when" and "after revealed" cards and notes, riders)
//! before anyone votes; after the speaker votes (Bribery), before the count; and when a player
//! is elected (Confusing Legal Text), before the outcome resolves.

use crate::core::msg::Arg;
use crate::games::WithArg;
use crate::games::ti4::content::agenda_name;
use serde::{Deserialize, Serialize};

use super::window::{self, Kind};
use super::{agenda_effects, name, strategy};
use crate::core::rules::Applied;
use crate::core::{Choice, GameRng, LogEntry, Msg, Prompt, Seat};
use crate::games::ti4::content::{self, AgendaOutcome, PlanetTrait};
use crate::games::ti4::state::{Phase, State};

/// Agendas resolved in one agenda phase (§35.1).
pub const AGENDAS_PER_PHASE: u8 = 2;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Vote {
    pub seat: Seat,
    /// `None` = abstained.
    pub outcome: Option<String>,
    pub votes: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AgendaStep {
    pub agenda: String,
    /// 1 or 2.
    pub number: u8,
    pub order: Vec<Seat>,
    pub votes: Vec<Vote>,
    /// After the votes: the outcomes tied for first, for the speaker to choose from.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tied: Vec<String>,
    /// Riders played on this agenda (§35.22): who, which card, the predicted outcome.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub riders: Vec<(Seat, String, String)>,
}

/// A law in play (§36): the agenda and, for elect laws, what was elected.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Law {
    pub agenda: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub elected: Option<String>,
    /// Exhausted (the Research Teams); readied in the status phase.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub exhausted: bool,
}

/// Starts the agenda phase: the first agenda.
pub fn begin(state: &mut State, rng: &mut GameRng) -> Vec<LogEntry> {
    let mut log = vec![LogEntry::public(Msg::new("ti4-log-agenda-phase"))];
    log.extend(reveal(state, 1, rng));
    log
}

/// Reveals the next agenda that can be revealed and opens its reveal window (§35.2): every
/// player, the speaker first (§13.18), may play "when" and "after" cards before the votes.
pub(crate) fn reveal(state: &mut State, number: u8, rng: &mut GameRng) -> Vec<LogEntry> {
    // The discard pile is shuffled back after each agenda; the deck is only empty when every
    // agenda is a law in play.
    let mut log = Vec::new();
    loop {
        if state.agenda_deck.is_empty() {
            log.extend(finish(state));
            return log;
        }
        let agenda = state.agenda_deck.remove(0);
        // An agenda whose requirement is not met is discarded and another one revealed.
        if agenda_effects::can_reveal(state, &agenda) {
            log.extend(present(state, agenda, number));
            // Quash (the effects registry): asked before the reveal window opens.
            if let Some(seat) = quasher(state) {
                state.tech.pause = Some(super::techs::Pause::Quash { seat, number });
                return log;
            }
            log.extend(open_reveal_window(state, rng));
            return log;
        }
        log.push(LogEntry::public(
            Msg::new("ti4-agenda-log-cannot-reveal").with("agenda", agenda_name(&agenda)),
        ));
        state.agenda_discard.push(agenda);
    }
}

/// Puts `agenda` to the vote (revealed, or again for Miscount Disclosed).
fn present(state: &mut State, agenda: String, number: u8) -> Vec<LogEntry> {
    // Windows about the agenda this one replaces are over.
    let mut dropped = window::drop_agenda_windows(state);
    let n = state.players.len();
    // §35.2: from the speaker's left, clockwise, the speaker last; Public Execution bars some.
    let order: Vec<Seat> = (1..=n)
        .map(|i| (state.speaker + i) % n)
        .filter(|s| !state.players[*s].eliminated && !agenda_effects::barred(state, *s))
        .collect();
    let a = content::agenda(&agenda);
    let mut log = vec![LogEntry::public(
        Msg::new("ti4-log-agenda-revealed")
            .num("number", number as i64)
            .with("agenda", agenda_name(&agenda))
            .text(
                "kind",
                a.map(|a| if a.is_law() { "law" } else { "directive" })
                    .unwrap_or(""),
            ),
    )];
    if let Some(a) = a {
        for (text_catalog_id, _) in a.texts_with_catalog_ids() {
            log.push(LogEntry::public(
                Msg::new("plain").name("text", text_catalog_id),
            ));
        }
    }
    state.phase = Phase::Agenda(AgendaStep {
        agenda,
        number,
        order,
        votes: Vec::new(),
        tied: Vec::new(),
        riders: Vec::new(),
    });
    agenda_effects::on_reveal(state);
    dropped.extend(log);
    dropped
}

/// The reveal window closed: the votes begin — or, when nobody is left to vote (riders,
/// Assassinate Representative, Political Secret), the count.
pub(crate) fn after_reveal(state: &mut State, rng: &mut GameRng) -> Vec<LogEntry> {
    match step(state) {
        Some(a) if a.tied.is_empty() && a.votes.len() >= a.order.len() => {
            if state.agenda_effects.pending.is_empty() {
                after_votes(state, rng)
            } else {
                Vec::new()
            }
        }
        Some(_) => vec![LogEntry::public(Msg::new("ti4-log-voting-begins"))],
        None => Vec::new(),
    }
}

/// The last vote is in (§35.2: the speaker's): the window for Bribery, open to the players who
/// voted for an outcome (speaker first, §13.18); the count follows when it closes.
fn after_votes(state: &mut State, rng: &mut GameRng) -> Vec<LogEntry> {
    let Some(a) = step(state) else {
        return Vec::new();
    };
    let voters: Vec<Seat> = window::from_speaker(state)
        .into_iter()
        .filter(|s| a.votes.iter().any(|v| v.seat == *s && v.outcome.is_some()))
        .collect();
    let speaker = state.speaker;
    window::open(state, Kind::AfterSpeakerVotes, speaker, voters, rng)
}

fn step(state: &State) -> Option<&AgendaStep> {
    match &state.phase {
        Phase::Agenda(a) => Some(a),
        _ => None,
    }
}

/// The outcomes one may vote for (ids: `for`, `against`, a seat number, a planet id, ...).
pub fn outcomes(state: &State, agenda: &str) -> Vec<(String, Msg)> {
    let Some(a) = content::agenda(agenda) else {
        return Vec::new();
    };
    let planets = |filter: &dyn Fn(&content::Planet, bool) -> bool| -> Vec<(String, Msg)> {
        state
            .control
            .iter()
            .filter_map(|(id, _)| {
                let (sys, p) = content::planet(id)?;
                filter(p, sys.kind == content::SystemKind::Home)
                    .then(|| (p.id.clone(), Msg::new("plain").name("text", p.catalog_id())))
            })
            .collect()
    };
    match a.outcome {
        AgendaOutcome::ForAgainst => vec![
            ("for".into(), Msg::new("ti4-outcome-for")),
            ("against".into(), Msg::new("ti4-outcome-against")),
        ],
        AgendaOutcome::ElectPlayer => state
            .players
            .iter()
            .map(|p| (p.faction.clone(), Msg::new("plain").text("text", &p.name)))
            .collect(),
        AgendaOutcome::ElectPlanet => planets(&|_, _| true),
        AgendaOutcome::ElectCulturalPlanet => {
            planets(&|p, _| p.planet_trait == Some(PlanetTrait::Cultural))
        }
        AgendaOutcome::ElectIndustrialPlanet => {
            planets(&|p, _| p.planet_trait == Some(PlanetTrait::Industrial))
        }
        AgendaOutcome::ElectHazardousPlanet => {
            planets(&|p, _| p.planet_trait == Some(PlanetTrait::Hazardous))
        }
        AgendaOutcome::ElectNonHomePlanetExceptMecatolRex => {
            planets(&|p, home| !home && p.id != "mecatol_rex")
        }
        AgendaOutcome::ElectScoredSecretObjective => state
            .players
            .iter()
            .flat_map(|p| p.scored_secrets.iter())
            .map(|id| {
                (
                    id.clone(),
                    Msg::new("plain").with(
                        "text",
                        content::objective(id)
                            .map_or_else(|| Arg::text(""), |o| Arg::name(o.catalog_id())),
                    ),
                )
            })
            .collect(),
        AgendaOutcome::ElectLaw => state
            .laws
            .iter()
            .map(|l| {
                (
                    l.agenda.clone(),
                    Msg::new("plain").with("text", agenda_name(&l.agenda)),
                )
            })
            .collect(),
    }
}

fn ready_influence(state: &State, seat: Seat) -> u32 {
    if agenda_effects::one_vote_each(state) {
        return 1;
    }
    state.players[seat]
        .planets
        .iter()
        .filter(|c| !c.exhausted)
        .map(|c| agenda_effects::influence(state, &c.planet))
        .sum()
}

pub fn prompts(state: &State) -> Vec<Prompt> {
    let Some(a) = step(state) else {
        return Vec::new();
    };
    if !state.agenda_effects.pending.is_empty() {
        return agenda_effects::prompts(state);
    }
    if !a.tied.is_empty() {
        return vec![Prompt {
            seat: state.speaker,
            id: "speaker".into(),
            ask: Msg::new("ti4-ask-speaker-decides"),
            choices: outcomes(state, &a.agenda)
                .into_iter()
                .filter(|(id, _)| a.tied.contains(id))
                .map(|(id, label)| Choice {
                    label: Msg::new("ti4-choice-decide").msg("outcome", label),
                    notation: format!("decide {id}"),
                })
                .collect(),
            private: false,
        }];
    }
    let Some(seat) = a.order.get(a.votes.len()).copied() else {
        return Vec::new();
    };
    let influence = ready_influence(state, seat) as i64;
    let mute = cannot_vote(state, seat);
    let mut choices: Vec<Choice> = outcomes(state, &a.agenda)
        .into_iter()
        .filter(|_| !mute)
        .map(|(id, label)| Choice {
            label: Msg::new("ti4-choice-vote")
                .msg("outcome", label)
                .num("votes", influence),
            notation: format!("vote {id}"),
        })
        .collect();
    choices.push(Choice {
        label: Msg::new("ti4-choice-abstain"),
        notation: "vote abstain".into(),
    });
    vec![Prompt {
        seat,
        id: "vote".into(),
        ask: Msg::new("ti4-ask-vote").with("agenda", agenda_name(&a.agenda)),
        choices,
        private: false,
    }]
}

/// Whether `seat` may not vote on agendas (Galactic Threat, asked of the effects registry).
fn cannot_vote(state: &State, seat: Seat) -> bool {
    state.players.get(seat).is_some_and(|p| {
        crate::games::ti4::effects::permits(
            &p.faction,
            state.rules,
            crate::games::ti4::effects::Permission::NoVoting,
        )
    })
}

/// §35.5–35.16: vote for an outcome with the given planets (all ready planets when none are
/// named), or abstain.
pub fn vote(
    state: &mut State,
    seat: Seat,
    outcome: &str,
    planets: &[String],
    rng: &mut GameRng,
) -> Result<Applied, Msg> {
    let Some(a) = step(state).cloned() else {
        return Err(Msg::new("ti4-not-voting-now"));
    };
    if !state.agenda_effects.pending.is_empty() {
        return Err(Msg::new("ti4-agenda-choices-first"));
    }
    if !a.tied.is_empty() || a.order.get(a.votes.len()) != Some(&seat) {
        let who = a
            .order
            .get(a.votes.len())
            .map(|s| name(state, *s))
            .unwrap_or_default();
        return Err(Msg::new("not-your-turn").text("player", who));
    }
    let mut log = Vec::new();
    if outcome != "abstain" && cannot_vote(state, seat) {
        return Err(Msg::new("ti4-cannot-vote"));
    }
    if outcome == "abstain" {
        log.push(LogEntry::public(
            Msg::new("ti4-log-abstain").text("player", name(state, seat)),
        ));
        push_vote(
            state,
            Vote {
                seat,
                outcome: None,
                votes: 0,
            },
        );
    } else {
        let options = outcomes(state, &a.agenda);
        let Some((id, label)) = options
            .iter()
            .find(|(id, _)| id.eq_ignore_ascii_case(outcome))
            .cloned()
        else {
            let list = options
                .iter()
                .map(|(id, _)| id.clone())
                .take(30)
                .collect::<Vec<_>>()
                .join(", ");
            return Err(Msg::new("ti4-bad-outcome")
                .text("outcome", outcome)
                .text("outcomes", list));
        };
        let p = &state.players[seat];
        // Representative Government: 1 vote, no planet exhausted.
        let one_vote = agenda_effects::one_vote_each(state);
        let chosen: Vec<String> = if one_vote {
            Vec::new()
        } else if planets.is_empty() {
            p.planets
                .iter()
                .filter(|c| !c.exhausted)
                .map(|c| c.planet.clone())
                .collect()
        } else {
            planets.to_vec()
        };
        let mut votes = 0;
        for id in &chosen {
            match p.planets.iter().find(|c| &c.planet == id) {
                None => return Err(Msg::new("ti4-pay-not-yours").text("planet", id.as_str())),
                Some(c) if c.exhausted => {
                    return Err(Msg::new("ti4-pay-exhausted").text("planet", id.as_str()));
                }
                Some(_) => votes += agenda_effects::influence(state, id),
            }
        }
        if one_vote {
            votes = 1;
        }
        for c in state.players[seat]
            .planets
            .iter_mut()
            .filter(|c| chosen.contains(&c.planet))
        {
            c.exhausted = true;
        }
        // §35.12: votes are public.
        log.push(LogEntry::public(
            Msg::new("ti4-log-vote")
                .text("player", name(state, seat))
                .num("votes", votes as i64)
                .msg("outcome", label),
        ));
        push_vote(
            state,
            Vote {
                seat,
                outcome: if votes > 0 { Some(id) } else { None },
                votes,
            },
        );
    }
    let done = step(state).is_some_and(|a| a.votes.len() >= a.order.len());
    if done {
        log.extend(after_votes(state, rng));
    }
    Ok(Applied {
        log,
        barrier: false,
    })
}

fn push_vote(state: &mut State, v: Vote) {
    if let Phase::Agenda(a) = &mut state.phase {
        a.votes.push(v);
    }
}

/// §35.17–35.19: most votes wins; a tie (or no votes) is the speaker's choice.
pub(crate) fn tally(state: &mut State, rng: &mut GameRng) -> Vec<LogEntry> {
    let Some(a) = step(state).cloned() else {
        return Vec::new();
    };
    let mut totals: Vec<(String, u32)> = Vec::new();
    for v in &a.votes {
        if let Some(o) = &v.outcome {
            match totals.iter_mut().find(|(id, _)| id == o) {
                Some(t) => t.1 += v.votes,
                None => totals.push((o.clone(), v.votes)),
            }
        }
    }
    let best = totals.iter().map(|(_, n)| *n).max().unwrap_or(0);
    let top: Vec<String> = totals
        .iter()
        .filter(|(_, n)| *n == best && best > 0)
        .map(|(id, _)| id.clone())
        .collect();
    if top.len() == 1 {
        return settle(state, &top[0], rng);
    }
    let tied = if top.is_empty() {
        outcomes(state, &a.agenda)
            .into_iter()
            .map(|(id, _)| id)
            .collect()
    } else {
        top
    };
    if tied.is_empty() {
        // Nothing can be elected: the agenda is discarded.
        let mut log = vec![LogEntry::public(
            Msg::new("ti4-log-agenda-discarded").with("agenda", agenda_name(&a.agenda)),
        )];
        state.agenda_discard.push(a.agenda.clone());
        log.extend(next_agenda(state, rng));
        return log;
    }
    if let Phase::Agenda(s) = &mut state.phase {
        s.tied = tied;
    }
    vec![LogEntry::public(
        Msg::new("ti4-log-tie").text("speaker", name(state, state.speaker)),
    )]
}

/// The speaker's choice on a tie (not a vote, §35.19).
pub fn decide(
    state: &mut State,
    seat: Seat,
    outcome: &str,
    rng: &mut GameRng,
) -> Result<Applied, Msg> {
    let Some(a) = step(state).cloned() else {
        return Err(Msg::new("ti4-not-voting-now"));
    };
    if !state.agenda_effects.pending.is_empty() {
        return Err(Msg::new("ti4-agenda-choices-first"));
    }
    if a.tied.is_empty() || seat != state.speaker {
        return Err(Msg::new("ti4-not-speaker-choice"));
    }
    let Some(id) = a
        .tied
        .iter()
        .find(|id| id.eq_ignore_ascii_case(outcome))
        .cloned()
    else {
        return Err(Msg::new("ti4-bad-outcome")
            .text("outcome", outcome)
            .text("outcomes", a.tied.join(", ")));
    };
    Ok(Applied {
        log: settle(state, &id, rng),
        barrier: false,
    })
}

/// The outcome is decided. A player elected (an "elect player" agenda) may still pass the
/// election on with Confusing Legal Text: their window comes first, then the outcome resolves.
pub(crate) fn settle(state: &mut State, outcome: &str, rng: &mut GameRng) -> Vec<LogEntry> {
    let elects_player = step(state)
        .and_then(|a| content::agenda(&a.agenda))
        .is_some_and(|c| c.outcome == AgendaOutcome::ElectPlayer);
    match window::seat_of_faction(state, outcome) {
        Some(elected) if elects_player && !state.players[elected].eliminated => window::open(
            state,
            Kind::Elected {
                outcome: outcome.to_string(),
            },
            elected,
            vec![elected],
            rng,
        ),
        _ => resolve(state, outcome, rng),
    }
}

pub(crate) fn resolve(state: &mut State, outcome: &str, rng: &mut GameRng) -> Vec<LogEntry> {
    let Some(a) = step(state).cloned() else {
        return Vec::new();
    };
    let card = content::agenda(&a.agenda);
    let label = outcomes(state, &a.agenda)
        .into_iter()
        .find(|(id, _)| id == outcome)
        .map(|(_, m)| m)
        .unwrap_or_else(|| Msg::new("plain").text("text", outcome));
    let mut log = vec![LogEntry::public(
        Msg::new("ti4-log-outcome")
            .with("agenda", agenda_name(&a.agenda))
            .msg("outcome", label),
    )];
    let stays = card.is_some_and(|c| c.is_law()) && outcome != "against";
    // A law voted on again (Miscount Disclosed) leaves play before its new outcome applies.
    state.laws.retain(|l| l.agenda != a.agenda);
    if stays {
        state.laws.push(Law {
            agenda: a.agenda.clone(),
            elected: (outcome != "for").then(|| outcome.to_string()),
            exhausted: false,
        });
        log.push(LogEntry::public(
            Msg::new("ti4-log-law-in-play").with("agenda", agenda_name(&a.agenda)),
        ));
    } else {
        state.agenda_discard.push(a.agenda.clone());
    }
    log.extend(agenda_effects::resolve(state, &a, outcome, rng));
    // §35.22: riders that predicted the outcome pay off; the others are simply discarded.
    for (seat, card, predicted) in &a.riders {
        if predicted == outcome {
            log.extend(super::cards::rider_payoff(state, *seat, card, rng));
        }
    }
    // §34: a point gained from an agenda can win the game at once.
    if let Some(win) = super::status::check_victory(state) {
        log.extend(win);
        return log;
    }
    if let Some(law) = state.agenda_effects.revote.take() {
        log.extend(present(state, law, a.number));
        return log;
    }
    // fxa: a prediction come true (Galactic Threat): the technology is chosen first.
    if ask_prediction_gain(state, &a, outcome) {
        state.agenda_effects.awaiting_next = true;
        return log;
    }
    // Choices the effect left to players come first (agenda_effects::choose goes on).
    if state.agenda_effects.pending.is_empty() {
        log.extend(next_agenda(state, rng));
    } else {
        state.agenda_effects.awaiting_next = true;
    }
    log
}

pub(crate) fn next_agenda(state: &mut State, rng: &mut GameRng) -> Vec<LogEntry> {
    let number = step(state).map(|a| a.number).unwrap_or(AGENDAS_PER_PHASE);
    if number < AGENDAS_PER_PHASE {
        reveal(state, number + 1, rng)
    } else {
        finish(state)
    }
}

/// §35.4: ready every planet; the next round begins.
fn finish(state: &mut State) -> Vec<LogEntry> {
    let mut dropped = window::drop_agenda_windows(state);
    for p in &mut state.players {
        for c in &mut p.planets {
            c.exhausted = false;
        }
    }
    state.agenda_effects.barred.clear();
    state.agenda_effects.prediction = None;
    state.agenda_effects.prediction_asked.clear();
    let mut log = vec![LogEntry::public(Msg::new("ti4-log-agenda-phase-ends"))];
    state.round += 1;
    log.extend(strategy::begin(state));
    log.extend(agenda_effects::start_of_strategy(state));
    dropped.extend(log);
    dropped
}

// fxb
/// The `use` id of discarding a revealed agenda (Xxcha's Quash).
pub const QUASH: &str = "quash";

/// The player who may discard the agenda just revealed for a strategy token (the effects
/// registry: Quash), if one has a token to spend.
fn quasher(state: &State) -> Option<Seat> {
    state.players.iter().position(|p| {
        !p.eliminated
            && p.tokens.strategy > 0
            && crate::games::ti4::effects::permits(
                &p.faction,
                state.rules,
                crate::games::ti4::effects::Permission::QuashAgenda,
            )
    })
}

/// Opens the reveal window of the agenda just revealed (§35.2): nobody quashed it.
pub(crate) fn open_reveal_window(state: &mut State, rng: &mut GameRng) -> Vec<LogEntry> {
    // fxa: a prediction (Galactic Threat) is asked first.
    if ask_prediction(state) {
        return Vec::new();
    }
    let seats = window::from_speaker(state);
    let speaker = state.speaker;
    window::open(
        state,
        Kind::AgendaRevealed { after: false },
        speaker,
        seats,
        rng,
    )
}

/// Quash: `seat` spends 1 strategy token; the agenda revealed is discarded and the next one
/// revealed in its place (the same number).
pub(crate) fn quash(state: &mut State, seat: Seat, number: u8, rng: &mut GameRng) -> Vec<LogEntry> {
    let Phase::Agenda(a) = &state.phase else {
        return Vec::new();
    };
    let agenda = a.agenda.clone();
    let p = &mut state.players[seat];
    p.tokens.strategy = p.tokens.strategy.saturating_sub(1);
    p.tokens.reinforcements += 1;
    // What its reveal asked (Committee Formation) is about it only.
    state
        .agenda_effects
        .pending
        .retain(|p| !matches!(p.ask, agenda_effects::Ask::Committee));
    state.agenda_discard.push(agenda.clone());
    let mut log = vec![LogEntry::public(
        Msg::new("ti4-fx-log-quash")
            .text("player", name(state, seat))
            .with("agenda", agenda_name(&agenda)),
    )];
    log.extend(reveal(state, number, rng));
    log
}

// fxa (session 7)
/// The `use` id of predicting an agenda's outcome (Nekro's Galactic Threat).
pub const PREDICT: &str = "galactic_threat";

/// Right after an agenda is revealed: asks the first player whose sheet ability predicts an
/// outcome (Galactic Threat, asked of the effects registry) and who has not predicted in this
/// agenda phase; once per agenda. Returns whether the engine now waits.
fn ask_prediction(state: &mut State) -> bool {
    let Some(a) = step(state).cloned() else {
        return false;
    };
    let key = (a.number, a.agenda.clone());
    if state.rules < 1
        || state.agenda_effects.prediction.is_some()
        || state.agenda_effects.prediction_asked.contains(&key)
    {
        return false;
    }
    state.agenda_effects.prediction_asked.push(key);
    let seat = state.players.iter().position(|p| {
        !p.eliminated && crate::games::ti4::effects::predicts_outcome(&p.faction, state.rules)
    });
    match seat {
        Some(seat) if !outcomes(state, &a.agenda).is_empty() => {
            state.tech.pause = Some(super::techs::Pause::Predict { seat });
            true
        }
        _ => false,
    }
}

/// The prediction's answer: `seat` predicts `outcome` for the agenda under way.
pub(crate) fn predict(state: &mut State, seat: Seat, outcome: &str) -> Result<Vec<LogEntry>, Msg> {
    let Some(a) = step(state).cloned() else {
        return Err(Msg::new("ti4-tech-no-question"));
    };
    let outcome = outcome.trim();
    let (id, label) = outcomes(state, &a.agenda)
        .into_iter()
        .find(|(id, _)| id.eq_ignore_ascii_case(outcome))
        .ok_or_else(|| Msg::new("ti4-fx-predict-help"))?;
    state.agenda_effects.prediction = Some((seat, a.number, a.agenda.clone(), id));
    Ok(vec![LogEntry::public(
        Msg::new("ti4-fx-log-predict")
            .text("player", name(state, seat))
            .with("agenda", agenda_name(&a.agenda))
            .msg("outcome", label),
    )])
}

/// The players who cast votes for `outcome` on the agenda `a` (not `seat`; votes of 0 are
/// abstentions).
fn voters_for(a: &AgendaStep, outcome: &str, seat: Seat) -> Vec<Seat> {
    let mut out: Vec<Seat> = a
        .votes
        .iter()
        .filter(|v| v.votes > 0 && v.seat != seat && v.outcome.as_deref() == Some(outcome))
        .map(|v| v.seat)
        .collect();
    out.dedup();
    out
}

/// After `outcome` resolved agenda `a`: if it was predicted (Galactic Threat), the predictor is
/// asked which technology of a player who voted for it to gain. Returns whether the engine now
/// waits.
fn ask_prediction_gain(state: &mut State, a: &AgendaStep, outcome: &str) -> bool {
    let Some((seat, number, agenda, predicted)) = state.agenda_effects.prediction.clone() else {
        return false;
    };
    if number != a.number || agenda != a.agenda || predicted != outcome {
        return false;
    }
    let voters: Vec<Seat> = voters_for(a, outcome, seat)
        .into_iter()
        .filter(|v| {
            !crate::games::ti4::effects::factions::nekro::tech_gains(state, seat, *v).is_empty()
        })
        .collect();
    if voters.is_empty() {
        return false;
    }
    state.tech.pause = Some(super::techs::Pause::PredictionGain { seat, voters });
    true
}

/// The prediction's technology: `seat` gains `args` (one of [`prediction_gain_choices`]) from
/// the first of `voters` who owns it.
pub(crate) fn prediction_gain(
    state: &mut State,
    seat: Seat,
    voters: &[Seat],
    args: &str,
) -> Result<Vec<LogEntry>, Msg> {
    use crate::games::ti4::effects::factions::nekro;
    let mut words = args.split_whitespace();
    let tech = words.next().unwrap_or("").to_ascii_lowercase();
    let token = words.next().map(str::to_ascii_lowercase);
    let from = voters.iter().copied().find(|v| {
        nekro::tech_gains(state, seat, *v)
            .iter()
            .any(|(t, k)| *t == tech && k.map(str::to_string) == token)
    });
    match from {
        Some(v) => nekro::gain_from(state, seat, v, PREDICT, args),
        None => Err(Msg::new("ti4-fx-gain-tech-help")
            .with("ability", super::techs::tech_name(PREDICT))
            .text("id", PREDICT)),
    }
}

/// The buttons of the prediction's technology: every technology `voters` may give `seat`.
pub(crate) fn prediction_gain_choices(state: &State, seat: Seat, voters: &[Seat]) -> Vec<Choice> {
    let mut out: Vec<Choice> = Vec::new();
    for v in voters {
        for c in crate::games::ti4::effects::factions::nekro::gain_choices(state, seat, *v, PREDICT)
        {
            if !out.iter().any(|o| o.notation == c.notation) {
                out.push(c);
            }
        }
    }
    out
}
