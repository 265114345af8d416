//! The Stellar Horizons engine: the `Game` contract over setup, rules, view, scene and table.

use super::action::{self, Action};
use super::setup::{self, ShSetup};
use super::state::State;
use super::table::{self, ShOptions};
use super::view::{self, ShView};
use super::{bot, rules, scene};
use crate::core::game::{Game, LobbySeat};
use crate::core::msg::Translate;
use crate::core::rules::{Applied, Viewer};
use crate::core::scene::Scene;
use crate::core::{GameRng, Msg, Prompt, Refusal, Seat};

/// Stellar Horizons (Compass Games, 2020).
pub struct StellarHorizons;

impl Game for StellarHorizons {
    const ID: &'static str = "stellar-horizons";
    const NAME: &'static str = "Stellar Horizons";
    const RULES_VERSION: i64 = 2;
    const OLDEST_RULES_VERSION: i64 = 2;
    type Setup = ShSetup;
    type State = State;
    type Action = Action;
    type View = ShView;
    type Options = ShOptions;

    fn parse_options(players: Option<i64>, text: Option<&str>) -> Result<ShOptions, Msg> {
        table::parse_options(players, text)
    }

    fn options_help() -> Msg {
        Msg::new("sh-options-list")
    }

    fn min_players() -> usize {
        table::min_players()
    }

    fn max_players(options: &ShOptions) -> usize {
        table::max_players(options)
    }

    fn wanted_players(options: &ShOptions) -> usize {
        table::wanted_players(options)
    }

    fn check_join(
        faction: Option<&str>,
        color: Option<&str>,
        others: &[LobbySeat],
    ) -> Result<(Option<String>, Option<String>), Msg> {
        table::check_join(faction, color, others)
    }

    fn faction_name(id: &str) -> Option<Msg> {
        table::faction_name(id).map(|_| Msg::new(super::content::catalog_id("faction", id)))
    }

    /// Factions play in their own colours: no colour to name.
    fn join_choices() -> crate::core::game::JoinChoices {
        crate::core::game::JoinChoices {
            factions: super::content::content()
                .factions
                .iter()
                .map(|f| f.id.clone())
                .collect(),
            colors: Vec::new(),
        }
    }

    fn make_setup(options: &ShOptions, seats: &[LobbySeat], speaker: Option<Seat>) -> ShSetup {
        table::make_setup(options, seats, speaker)
    }

    fn setup(setup: &ShSetup, rng: &mut GameRng) -> Result<State, Vec<Msg>> {
        let mut state = setup::setup(setup, rng)?;
        state.data_override = super::content::installed_override().map(str::to_string);
        Ok(state)
    }

    fn prompts(state: &State) -> Vec<Prompt> {
        rules::prompts(state)
    }

    fn apply(
        state: &mut State,
        seat: Seat,
        action: &Action,
        rng: &mut GameRng,
    ) -> Result<Applied, Refusal> {
        let installed = super::content::installed_override();
        if state.data_override.as_deref() != installed {
            return Err(Refusal::not_now(
                Msg::new("sh-data-pack-changed")
                    .text("game", state.data_override.as_deref().unwrap_or("-"))
                    .text("installed", installed.unwrap_or("-")),
            ));
        }
        rules::apply(state, seat, action, rng)
    }

    fn parse_action(state: &State, text: &str) -> Result<Action, Refusal> {
        action::parse(state, text)
    }

    fn view(state: &State, viewer: Viewer) -> ShView {
        view::view(state, viewer)
    }

    fn scene(view: &ShView, tr: &dyn Translate) -> Scene {
        scene::scene(view, tr)
    }

    fn is_over(state: &State) -> bool {
        state.over.is_some()
    }

    /// The marker pools nobody sees and the markers only their holder sees.
    fn hidden_digest(state: &State) -> u64 {
        let held: Vec<_> = state
            .factions
            .iter()
            .map(|f| (&f.markers, &f.mission))
            .collect();
        let sealed = state
            .pending
            .as_ref()
            .and_then(|p| p.battle.as_ref())
            .map(|b| b.bombers);
        crate::core::rules::digest_of(&(&state.pools, &state.mission_pool, held, sealed))
    }

    /// A question to a player off their turn (an interception, a surrender, drone roles, a
    /// hit) closes with its default when the table's reaction time runs out.
    fn timeout(state: &State) -> Option<(String, Seat, Action)> {
        rules::react::timeout(state)
    }

    fn hand(view: &ShView) -> Vec<Msg> {
        table::hand(view)
    }

    fn phase_key(state: &State) -> String {
        table::phase_key(state)
    }

    /// The step under way for `/help` (R 3.1.2 initiative, 3.1.3 diplomacy, 3.1.7 technology,
    /// 3.1.9 policy, 3.2 build, 3.3 movement, 3.4 combat, 3.5 exploration, 3.6 trade), and a
    /// line when a question (an event, a card, a disposal …) is waiting.
    fn phase_help(state: &State) -> Vec<Msg> {
        use super::state::Step;
        if state.over.is_some() {
            return Vec::new();
        }
        let step = match state.step {
            Step::Initiative => "sh-help-initiative",
            Step::Diplomacy => "sh-help-diplomacy",
            Step::Research => "sh-help-research",
            Step::Policy => "sh-help-policy",
            Step::Build => "sh-help-build",
            Step::Move => "sh-help-move",
            Step::Combat => "sh-help-combat",
            Step::Explore => "sh-help-explore",
            Step::Trade => "sh-help-trade",
        };
        let mut help = vec![Msg::new(step)];
        if state.pending.is_some() {
            help.push(Msg::new("sh-help-pending"));
        }
        help
    }

    fn summary(state: &State) -> Vec<Msg> {
        table::summary(state)
    }

    fn input_words() -> &'static [&'static str] {
        &[
            "research",
            "policy",
            "build",
            "move",
            "attack",
            "explore",
            "produce",
            "done",
            "trade",
            "settle",
            "terraform",
            "harvest",
            "mine",
            "load",
            "unload",
            "repair",
            "scrap",
        ]
    }

    fn content_names() -> Vec<(String, String)> {
        super::content::content().names()
    }

    fn secrets_of(state: &State, seat: Seat) -> Vec<String> {
        table::secrets_of(state, seat)
    }

    fn has_bot() -> bool {
        true
    }

    fn bot_action(state: &State, seat: Seat, rng: &mut GameRng) -> Option<String> {
        bot::action(state, seat, rng)
    }

    fn install_data_override(json: &str) -> Result<(), Vec<String>> {
        super::content::install_override(json)
    }

    fn winner(state: &State) -> Option<Seat> {
        state.over.as_ref().and_then(|o| o.winner)
    }
}
