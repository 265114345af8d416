//! Twilight Imperium 4th edition, base game. Rule numbers are the Korean edition's
//! (see shared/rules/ti4.md section 0.1).

pub mod action;
pub mod bot;
pub mod content;
pub mod galaxy;
pub mod odds;
pub mod rules;
pub mod scene;
pub mod setup;
pub mod state;
pub mod view;

use crate::core::msg::Translate;
use crate::core::rules::{Applied, Rules, Viewer};
use crate::core::scene::Scene;
use crate::core::{GameRng, Msg, Prompt, Seat};

pub use action::Action;
pub use setup::{PlayerSetup, Ti4Setup};
pub use state::State;
pub use view::Ti4View;

/// The TI4 rules engine.
pub struct Ti4;

impl Rules for Ti4 {
    type Setup = Ti4Setup;
    type State = State;
    type Action = Action;
    type View = Ti4View;

    fn setup(setup: &Ti4Setup, rng: &mut GameRng) -> Result<State, Vec<Msg>> {
        setup::setup(setup, rng)
    }

    fn prompts(state: &State) -> Vec<Prompt> {
        rules::prompts(state)
    }

    fn apply(
        state: &mut State,
        seat: Seat,
        action: &Action,
        rng: &mut GameRng,
    ) -> Result<Applied, Msg> {
        rules::apply(state, seat, action, rng)
    }

    fn parse_action(state: &State, text: &str) -> Result<Action, Msg> {
        action::parse(state, text)
    }

    fn view(state: &State, viewer: Viewer) -> Ti4View {
        view::view(state, viewer)
    }

    fn scene(view: &Ti4View, tr: &dyn Translate) -> Scene {
        scene::scene(view, tr)
    }

    fn is_over(state: &State) -> bool {
        matches!(state.phase, state::Phase::Over { .. })
    }

    /// The decks nobody sees (action cards, agendas, unrevealed public objectives, secret
    /// objectives) and the hands only their holder sees (secret objectives offered and held,
    /// promissory notes, action cards).
    fn hidden_digest(state: &State) -> u64 {
        let hands: Vec<_> = state
            .players
            .iter()
            .map(|p| (&p.secret_offer, &p.secrets, &p.notes, &p.action_cards))
            .collect();
        crate::core::rules::digest_of(&(
            &state.action_deck,
            &state.agenda_deck,
            &state.objectives.stage1_hidden,
            &state.objectives.stage2_hidden,
            &state.objectives.secret_deck,
            hands,
        ))
    }
}
