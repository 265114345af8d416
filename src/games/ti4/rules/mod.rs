//! The TI4 rules, one file per phase or mechanism. `apply` checks in a fixed order (phase, actor,
//! the action's own legality) and changes nothing when it refuses.

pub mod adjust;
pub mod secrets;
pub mod strategy;

use super::action::Action;
use super::state::{Phase, State};
use crate::core::rules::Applied;
use crate::core::{Choice, GameRng, Msg, Prompt, Seat};

pub fn apply(
    state: &mut State,
    seat: Seat,
    action: &Action,
    rng: &mut GameRng,
) -> Result<Applied, Msg> {
    if seat >= state.players.len() {
        return Err(Msg::new("not-seated"));
    }
    // Work on a copy so that a refusal half-way leaves the state exactly as it was.
    let mut next = state.clone();
    let applied = match action {
        Action::KeepSecret { objective } => secrets::keep(&mut next, seat, objective, rng)?,
        Action::StartingTech { tech } => secrets::starting_tech(&mut next, seat, tech)?,
        Action::PickStrategy { card } => strategy::pick(&mut next, seat, *card)?,
        Action::Adjust(a) => adjust::apply(&mut next, seat, a)?,
    };
    *state = next;
    Ok(applied)
}

pub fn prompts(state: &State) -> Vec<Prompt> {
    match &state.phase {
        Phase::SecretObjectives => secrets::prompts(state),
        Phase::Strategy { .. } => strategy::prompts(state),
        Phase::Action { active } => vec![Prompt {
            seat: *active,
            ask: Msg::new("ti4-ask-action-turn"),
            choices: Vec::<Choice>::new(),
            private: false,
        }],
    }
}

/// The name of a seat's player, for messages.
pub(crate) fn name(state: &State, seat: Seat) -> String {
    state
        .players
        .get(seat)
        .map(|p| p.name.clone())
        .unwrap_or_default()
}
