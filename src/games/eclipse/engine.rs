//! The Eclipse engine: the `Game` contract over setup, rules, view, scene and the table.

use super::action::{self, Action};
use super::setup::{self, EclipseSetup};
use super::state::{Phase, State};
use super::table::{self, EclipseOptions};
use super::view::{self, EclipseView};
use super::{bot, odds, rules, scene};
use crate::core::game::{Game, LobbySeat, OddsAnswer, OddsError, OddsQuery, Side};
use crate::core::msg::Translate;
use crate::core::rules::{Applied, Viewer};
use crate::core::scene::Scene;
use crate::core::{Choice, GameRng, Msg, Prompt, Refusal, Seat, Tone};

/// Eclipse (first edition, base game).
pub struct Eclipse;

impl Game for Eclipse {
    const ID: &'static str = "eclipse";
    const NAME: &'static str = "Eclipse";
    const RULES_VERSION: i64 = 2;
    type Setup = EclipseSetup;
    type State = State;
    type Action = Action;
    type View = EclipseView;
    type Options = EclipseOptions;

    fn parse_options(players: Option<i64>, text: Option<&str>) -> Result<EclipseOptions, Msg> {
        table::parse_options(players, text)
    }

    fn options_help() -> Msg {
        Msg::new("ec-options-list")
    }

    fn min_players() -> usize {
        table::min_players()
    }

    fn max_players(options: &EclipseOptions) -> usize {
        table::max_players(options)
    }

    fn wanted_players(options: &EclipseOptions) -> usize {
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
        table::faction_name(id)
    }

    fn join_choices() -> crate::core::game::JoinChoices {
        crate::core::game::JoinChoices {
            factions: super::rules::data::species_ids(),
            colors: super::state::COLORS.iter().map(|c| c.to_string()).collect(),
        }
    }

    fn make_setup(
        options: &EclipseOptions,
        seats: &[LobbySeat],
        speaker: Option<Seat>,
    ) -> EclipseSetup {
        table::make_setup(options, seats, speaker)
    }

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
    ) -> Result<Applied, Refusal> {
        rules::apply(state, seat, action, rng)
    }

    fn tone(choice: &Choice) -> Tone {
        table::tone(choice)
    }

    fn parse_action(state: &State, text: &str) -> Result<Action, Refusal> {
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

    fn hand(view: &EclipseView) -> Vec<Msg> {
        table::hand(view)
    }

    fn phase_key(state: &State) -> String {
        table::phase_key(state)
    }

    fn board_due(before: &State, after: &State) -> bool {
        table::board_due(before, after)
    }

    fn phase_help(state: &State) -> Vec<Msg> {
        use super::state::Phase;
        match state.phase {
            Phase::Action { .. } => vec![Msg::new("ec-help-action")],
            Phase::Combat => vec![Msg::new("ec-help-combat")],
            Phase::Upkeep => vec![Msg::new("ec-help-upkeep")],
            Phase::Over { .. } => Vec::new(),
        }
    }

    fn standing_orders(state: &State, seat: crate::core::Seat) -> Option<Msg> {
        super::rules::combat::describe_orders(state, seat)
    }

    fn order_toggles(state: &State, seat: crate::core::Seat) -> Vec<crate::core::orders::Toggle> {
        use crate::core::orders::{Order, Toggle};
        let Some(p) = state.players.get(seat) else {
            return Vec::new();
        };
        vec![
            Toggle::of(Msg::new("ec-order-fight"), Order::Fight, p.fight_on),
            Toggle::of(Msg::new("ec-order-hits"), Order::Hits, p.auto_hits),
        ]
    }

    fn summary(state: &State) -> Vec<Msg> {
        table::summary(state)
    }

    fn input_words() -> &'static [&'static str] {
        &[
            "explore",
            "influence",
            "research",
            "upgrade",
            "build",
            "move",
            "pass",
            "colony",
            "trade",
            "place",
            "discard",
            "retreat",
        ]
    }

    fn content_names() -> Vec<(String, String)> {
        super::content::content_names()
    }

    fn secrets_of(state: &State, seat: Seat) -> Vec<String> {
        table::secrets_of(state, seat)
    }

    /// One battle: missiles, then cannon rounds; nobody retreats. No flags.
    fn odds(query: &OddsQuery) -> Option<Result<OddsAnswer, OddsError>> {
        Some(odds_answer(query))
    }

    fn has_bot() -> bool {
        true
    }

    fn bot_action(state: &State, seat: Seat, rng: &mut GameRng) -> Option<String> {
        bot::random_action(state, seat, rng)
    }

    fn winner(state: &State) -> Option<Seat> {
        match state.phase {
            Phase::Over { winner } => winner,
            _ => None,
        }
    }
}

fn odds_answer(query: &OddsQuery) -> Result<OddsAnswer, OddsError> {
    if let Some(flag) = query.flags.first() {
        return Err(OddsError::Other(
            Msg::new("odds-flag").text("flag", flag).text("flags", "–"),
        ));
    }
    let a = odds::parse_fleet(&query.attacker).map_err(|m| OddsError::Side(Side::Attacker, m))?;
    let d = odds::parse_fleet(&query.defender).map_err(|m| OddsError::Side(Side::Defender, m))?;
    let result = odds::battle_odds(&a, &d).map_err(OddsError::Other)?;
    let pct = |x: f64| format!("{:.1}", x * 100.0);
    Ok(OddsAnswer {
        odds: result,
        message: Msg::new("odds-result-eclipse")
            .text("attacker", pct(result.attacker))
            .text("draw", pct(result.draw))
            .text("defender", pct(result.defender)),
    })
}
