//! The Eclipse rules engine: the `Rules` contract over setup, rules, view and scene.

use super::action::{self, Action};
use super::setup::{self, EclipseSetup};
use super::state::{Phase, State};
use super::view::{self, EclipseView};
use super::{rules, scene};
use crate::core::msg::Translate;
use crate::core::rules::{Applied, Rules, Viewer};
use crate::core::scene::Scene;
use crate::core::{GameRng, Msg, Prompt, Seat};

/// Eclipse (first edition, base game).
pub struct Eclipse;

impl Rules for Eclipse {
    type Setup = EclipseSetup;
    type State = State;
    type Action = Action;
    type View = EclipseView;

    fn setup(setup: &EclipseSetup, rng: &mut GameRng) -> Result<State, Vec<Msg>> {
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

    fn view(state: &State, viewer: Viewer) -> EclipseView {
        view::view(state, viewer)
    }

    fn scene(view: &EclipseView, tr: &dyn Translate) -> Scene {
        scene::scene(view, tr)
    }

    fn is_over(state: &State) -> bool {
        matches!(state.phase, Phase::Over { .. })
    }

    /// The stacks and bags nobody sees (sector stacks, technology bag, reputation bag,
    /// discoveries, face-down discoveries on the board) and the reputation tiles only their
    /// holder sees.
    fn hidden_digest(state: &State) -> u64 {
        let on_board: Vec<_> = state.sectors.iter().map(|s| &s.discovery).collect();
        let reputation: Vec<_> = state.players.iter().map(|p| &p.reputation).collect();
        crate::core::rules::digest_of(&(
            &state.stacks,
            &state.tech_bag,
            &state.reputation_bag,
            &state.discoveries,
            on_board,
            reputation,
        ))
    }
}
