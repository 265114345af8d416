//! Twilight Imperium 4th edition, base game. Rule numbers are the Korean edition's
//! (see shared/rules/ti4.md section 0.1).

pub mod action;
pub mod bot;
pub mod content;
pub mod effects;
pub mod galaxy;
pub mod odds;
pub mod rules;
pub mod scene;
pub mod setup;
pub mod state;
pub mod table;
pub mod view;

use crate::core::game::{Game, LobbySeat, OddsAnswer, OddsError, OddsQuery, Side};
use crate::core::msg::Translate;
use crate::core::rules::{Applied, Viewer};
use crate::core::scene::Scene;
use crate::core::{Choice, GameRng, Msg, Prompt, Refusal, Seat, Tone};

pub use action::Action;
pub use setup::{PlayerSetup, Ti4Setup};
pub use state::State;
pub use table::Ti4Options;
pub use view::Ti4View;

/// The TI4 rules engine.
pub struct Ti4;

impl Game for Ti4 {
    const ID: &'static str = "ti4";
    const NAME: &'static str = "Twilight Imperium 4";
    const RULES_VERSION: i64 = 2;
    type Setup = Ti4Setup;
    type State = State;
    type Action = Action;
    type View = Ti4View;
    type Options = Ti4Options;

    fn parse_options(players: Option<i64>, text: Option<&str>) -> Result<Ti4Options, Msg> {
        table::parse_options(players, text)
    }

    fn options_help() -> Msg {
        Msg::new("ti4-options-list")
    }

    fn min_players() -> usize {
        table::min_players()
    }

    fn max_players(options: &Ti4Options) -> usize {
        table::max_players(options)
    }

    fn wanted_players(options: &Ti4Options) -> usize {
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
            factions: content::content()
                .factions
                .iter()
                .map(|f| f.id.clone())
                .collect(),
            colors: state::PlayerColor::ALL
                .iter()
                .map(|c| c.id().to_string())
                .collect(),
        }
    }

    fn make_setup(options: &Ti4Options, seats: &[LobbySeat], speaker: Option<Seat>) -> Ti4Setup {
        table::make_setup(options, seats, speaker)
    }

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
    ) -> Result<Applied, Refusal> {
        rules::apply(state, seat, action, rng)
    }

    fn tone(choice: &Choice) -> Tone {
        table::tone(choice)
    }

    fn parse_action(state: &State, text: &str) -> Result<Action, Refusal> {
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
            // Status-phase scoring answers given early (hidden until they apply).
            match &state.phase {
                state::Phase::Status(state::StatusStep::Scoring { early, .. }) => early.as_slice(),
                _ => &[],
            },
        ))
    }

    fn hand(view: &Ti4View) -> Vec<Msg> {
        table::hand(view)
    }

    fn phase_key(state: &State) -> String {
        table::phase_key(state)
    }

    fn board_due(before: &State, after: &State) -> bool {
        table::board_due(before, after)
    }

    /// The phase's outline for `/help`: setup step 12a, strategy (§56), action (§37; a
    /// tactical action §59), status (§64), agenda (§35).
    fn phase_help(state: &State) -> Vec<Msg> {
        use state::Phase;
        match &state.phase {
            Phase::SecretObjectives => vec![Msg::new("ti4-help-setup")],
            Phase::Strategy { .. } => vec![Msg::new("ti4-help-strategy")],
            Phase::Action { tactical, .. } => {
                let mut v = vec![Msg::new("ti4-help-action")];
                if tactical.is_some() {
                    v.push(Msg::new("ti4-help-tactical"));
                }
                v
            }
            Phase::Status(_) => vec![Msg::new("ti4-help-status")],
            Phase::Agenda(_) => vec![Msg::new("ti4-help-agenda")],
            Phase::Over { .. } => Vec::new(),
        }
    }

    fn standing_orders(state: &State, seat: Seat) -> Option<Msg> {
        rules::orders::describe(state, seat)
    }

    fn order_toggles(state: &State, seat: Seat) -> Vec<crate::core::orders::Toggle> {
        rules::orders::toggles(state, seat)
    }

    fn summary(state: &State) -> Vec<Msg> {
        table::summary(state)
    }

    fn input_words() -> &'static [&'static str] {
        &[
            "activate",
            "move",
            "pass",
            "produce",
            "invade",
            "pick",
            "primary",
            "secondary",
            "vote",
            "score",
            "hits",
            "retreat",
            "tokens",
            "keep",
            "accept",
            "reject",
            "offer",
            "decline",
        ]
    }

    fn content_names() -> Vec<(String, String)> {
        content::content_names()
    }

    fn content_texts() -> Vec<(&'static str, Vec<(String, String)>)> {
        content::content_texts()
    }

    fn secrets_of(state: &State, seat: Seat) -> Vec<String> {
        table::secrets_of(state, seat)
    }

    fn timeout(state: &State) -> Option<(String, Seat, Action)> {
        table::timeout(state)
    }

    fn skip(state: &State) -> Option<(String, Seat, Action)> {
        table::skip(state)
    }

    /// Space combat, or with `ground` one planet's ground combat (`bombard`: after the
    /// attacker's bombardment); `no-afb` and `no-space-cannon` leave those steps out.
    fn odds(query: &OddsQuery) -> Option<Result<OddsAnswer, OddsError>> {
        Some(odds_answer(query))
    }

    fn odds_flags() -> &'static [&'static str] {
        &["ground", "bombard", "no-afb", "no-space-cannon"]
    }

    fn has_bot() -> bool {
        true
    }

    fn bot_action(state: &State, seat: Seat, rng: &mut GameRng) -> Option<String> {
        bot::random_action(state, seat, rng)
    }

    fn winner(state: &State) -> Option<Seat> {
        match state.phase {
            state::Phase::Over { winner } => Some(winner),
            _ => None,
        }
    }
}

fn odds_answer(query: &OddsQuery) -> Result<OddsAnswer, OddsError> {
    let mut opts = odds::OddsOptions::space();
    for flag in &query.flags {
        match flag
            .trim_start_matches('-')
            .to_ascii_lowercase()
            .replace('_', "-")
            .as_str()
        {
            "ground" => opts.ground = true,
            "bombard" => {
                opts.ground = true;
                opts.bombard = true;
            }
            "no-afb" => opts.anti_fighter_barrage = false,
            "no-space-cannon" => opts.space_cannon = false,
            _ => {
                return Err(OddsError::Other(
                    Msg::new("odds-flag")
                        .text("flag", flag)
                        .text("flags", Ti4::odds_flags().join(", ")),
                ));
            }
        }
    }
    let a = odds::parse_fleet(&query.attacker).map_err(|m| OddsError::Side(Side::Attacker, m))?;
    let d = odds::parse_fleet(&query.defender).map_err(|m| OddsError::Side(Side::Defender, m))?;
    let result = odds::fleet_odds(&a, &d, &opts);
    let pct = |x: f64| format!("{:.1}", x * 100.0);
    Ok(OddsAnswer {
        odds: result,
        message: Msg::new("odds-result")
            .text("attacker", pct(result.attacker))
            .text("draw", pct(result.draw))
            .text("defender", pct(result.defender))
            .num("ground", i64::from(opts.ground)),
    })
}
