//! The one contract every game fulfils: its types, its lobby, its rules, what the table shows,
//! and its optional capabilities (exact odds, a bot player). A game implements `Game` entirely
//! inside `src/games/<game>/`; the app, the adapters, the store and the renderer only ever see
//! it through this trait and the registry (`games::GameKind` and `with_game!`).

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::msg::{Msg, Translate};
use super::odds::Odds;
use super::refusal::Refusal;
use super::rng::GameRng;
use super::rules::{Applied, Choice, Prompt, Seat, Tone, Viewer};
use super::scene::Scene;

/// A seated player as the lobby knows them.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LobbySeat {
    pub name: String,
    pub faction: Option<String>,
    pub color: Option<String>,
}

/// What `/game join` may name, for suggestions as the player types: faction (species) ids and
/// colour ids. `Game::check_join` stays the judge (of what is taken, too).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct JoinChoices {
    pub factions: Vec<String>,
    pub colors: Vec<String>,
}

/// Which side of a battle an odds problem is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    Attacker,
    Defender,
}

impl Side {
    pub fn id(self) -> &'static str {
        match self {
            Side::Attacker => "attacker",
            Side::Defender => "defender",
        }
    }
}

/// An odds question as a player asks it: two sides in the game's notation and the game's flags
/// (e.g. `ground`), passed through untouched by the adapters.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct OddsQuery {
    pub attacker: String,
    pub defender: String,
    pub flags: Vec<String>,
}

/// An odds answer: the numbers, and the line that says them to a player.
#[derive(Debug, Clone, PartialEq)]
pub struct OddsAnswer {
    pub odds: Odds,
    pub message: Msg,
}

/// Why an odds question has no answer.
#[derive(Debug, Clone, PartialEq)]
pub enum OddsError {
    /// One side does not parse or is not allowed.
    Side(Side, Msg),
    /// Anything else (an unknown flag, a battle that cannot happen).
    Other(Msg),
}

/// Everything a game provides. Pure: no IO, no clock; randomness comes in as an argument.
pub trait Game: Sized + Send + Sync + 'static {
    /// The game's id in commands and in the database (`games.kind`), e.g. `eclipse`.
    const ID: &'static str;
    /// The game's name as players know it (a proper name: not translated).
    const NAME: &'static str;
    /// The rules version new games are created under, recorded in `games.rules_version` and on
    /// every action row. An older game replays under its own version: version 1 is the per-step
    /// RNG (seed and log position), version 2 the keyed stream (`core::rng`).
    const RULES_VERSION: i64;
    /// The oldest rules version this build still replays, under that version's own rules.
    /// A game recorded outside `OLDEST_RULES_VERSION..=RULES_VERSION` is refused, not guessed.
    const OLDEST_RULES_VERSION: i64 = 1;

    /// Everything needed to set a game up besides the seed (options, seats, factions, ...).
    type Setup: Serialize + DeserializeOwned + Clone + Send + Sync;
    type State: Serialize + DeserializeOwned + Clone + PartialEq + Send + Sync;
    type Action: Serialize + DeserializeOwned + Clone + std::fmt::Debug + Send + Sync;
    /// What a viewer may see: the only way state leaves the engine. A board is drawn from a
    /// view when it is delivered, so it is kept (and sent across threads) until then.
    type View: Serialize + Send + Sync + 'static;
    /// The table's choices at `/game new`.
    type Options: Serialize + DeserializeOwned + Clone + Default + Send + Sync;

    // --- Lobby ---

    /// Options from `/game new`: the player count, and `text`, the game's own `key=value` pairs
    /// separated by spaces (a value with spaces in quotes).
    fn parse_options(players: Option<i64>, text: Option<&str>) -> Result<Self::Options, Msg>;

    /// What the game's options are (the help shown for `options:`).
    fn options_help() -> Msg;

    /// Fewest players the game seats.
    fn min_players() -> usize;

    /// Most players the game seats with these options.
    fn max_players(options: &Self::Options) -> usize;

    /// Players the options ask for (0 = any number within the limits).
    fn wanted_players(_options: &Self::Options) -> usize {
        0
    }

    /// Checks a join's faction and colour against those already taken; returns them
    /// normalised (faction id, colour id).
    fn check_join(
        faction: Option<&str>,
        color: Option<&str>,
        others: &[LobbySeat],
    ) -> Result<(Option<String>, Option<String>), Msg>;

    /// Every faction and colour id a join may name (suggested as the player types; empty: none).
    fn join_choices() -> JoinChoices {
        JoinChoices::default()
    }

    /// The name of a faction (species) id chosen at join, if the game knows it: a message,
    /// usually its content name's catalog entry.
    fn faction_name(_id: &str) -> Option<Msg> {
        None
    }

    /// Turns a full lobby into the game's setup.
    fn make_setup(
        options: &Self::Options,
        seats: &[LobbySeat],
        speaker: Option<Seat>,
    ) -> Self::Setup;

    // --- Rules ---

    /// Validates the setup and builds the starting position. Reports every problem at once.
    fn setup(setup: &Self::Setup, rng: &mut GameRng) -> Result<Self::State, Vec<Msg>>;

    /// Who the game waits for, and for what. Several seats can be awaited at once.
    fn prompts(state: &Self::State) -> Vec<Prompt>;

    /// Applies an action. Checks in a fixed order (game over, phase, actor, legality) and says
    /// which failed (`RefusalKind`: not now, not yours, illegal); on error the state is unchanged.
    fn apply(
        state: &mut Self::State,
        seat: Seat,
        action: &Self::Action,
        rng: &mut GameRng,
    ) -> Result<Applied, Refusal>;

    /// How a choice of the game's prompts is shown (confirm, decline, destructive, or an
    /// ordinary choice): from its label's message id or its notation, which the game knows.
    fn tone(_choice: &Choice) -> Tone {
        Tone::Default
    }

    /// Parses the text notation used in buttons and commands. A refusal is `Syntax` (its
    /// message says what is accepted) or `Ambiguous` (one choice per reading of the text).
    fn parse_action(state: &Self::State, text: &str) -> Result<Self::Action, Refusal>;

    /// The view for a viewer: a spectator's holds no secret; a seat's holds its own secrets only.
    fn view(state: &Self::State, viewer: Viewer) -> Self::View;

    /// What the board looks like for a view; labels come from the translator.
    fn scene(view: &Self::View, tr: &dyn Translate) -> Scene;

    /// Whether the game has ended.
    fn is_over(state: &Self::State) -> bool;

    /// A digest of the state's hidden information: decks, bags and stacks nobody sees, hands only
    /// one seat sees. An action that changes it is an undo barrier (see `rules::is_barrier`).
    fn hidden_digest(state: &Self::State) -> u64;

    // --- Table ---

    /// Lines describing a seat's own hidden information, for `/hand` and DMs.
    fn hand(view: &Self::View) -> Vec<Msg>;

    /// A key that changes when the phase or round changes (by default a moment to show the
    /// board again, see `board_due`).
    fn phase_key(state: &Self::State) -> String;

    /// Whether the change from `before` to `after` is a moment to show the board again (the
    /// app draws it then only if the map changed since the channel's last board: issue 16, a
    /// quiet channel). By default, whenever `phase_key` changes; a game whose turns pass often
    /// may choose fewer moments (TI4: the action phase and each lap of its turns, a new round,
    /// the agenda phase, the end).
    fn board_due(before: &Self::State, after: &Self::State) -> bool {
        Self::phase_key(before) != Self::phase_key(after)
    }

    /// What the current phase is and how to act in it, for `/help` (empty: nothing to add).
    fn phase_help(_state: &Self::State) -> Vec<Msg> {
        Vec::new()
    }

    /// A seat's standing orders and how to change them, for `/help` (`None`: the game has
    /// none). Public: orders say what a player will do, never what they hold.
    fn standing_orders(_state: &Self::State, _seat: crate::core::Seat) -> Option<Msg> {
        None
    }

    /// A seat's standing orders as buttons for `/help`, each switching one order by the same
    /// action as typed (empty: the game has none to switch by a button).
    fn order_toggles(
        _state: &Self::State,
        _seat: crate::core::Seat,
    ) -> Vec<crate::core::orders::Toggle> {
        Vec::new()
    }

    /// The closing summary of a finished game (standings, how the points were made).
    fn summary(state: &Self::State) -> Vec<Msg>;

    /// Every content name the game's messages refer to by id (`Msg::name`): the catalog id
    /// (`<game id>-<kind>-<content id>`) and the English name from the game's data. The English
    /// catalog `assets/i18n/en/<game id>-content.ftl` is generated from it (a test checks they
    /// agree); another language translates the same ids.
    fn content_names() -> Vec<(String, String)> {
        Vec::new()
    }

    /// Every content rules text the game's messages show by id (`Msg::name` with a text's
    /// catalog id, `<name id>--<part>`), in groups: one English catalog file
    /// `assets/i18n/en/<game id>-texts-<group>.ftl` each, generated from the data like the
    /// names (a test checks they agree); another language translates the same ids, and a text
    /// it lacks falls back to English. Unlike names, texts are never read from typed input.
    fn content_texts() -> Vec<(&'static str, Vec<(String, String)>)> {
        Vec::new()
    }

    /// The words of the game's typed notation that players may write in their own language
    /// (`/play 이동 …` for `move …`): each has a catalog entry `input-<game id>-<word>` listing
    /// its localized forms (see `i18n::read_input`).
    fn input_words() -> &'static [&'static str] {
        &[]
    }

    /// Every secret text of the state (for tests: none may appear in public output).
    fn secrets_of(state: &Self::State, seat: Seat) -> Vec<String>;

    /// An open reaction window that closes by itself: its key (a new key means a new timer),
    /// the seat to act for and the action that closes it. `None`: nothing to time.
    fn timeout(_state: &Self::State) -> Option<(String, Seat, Self::Action)> {
        None
    }

    /// The next skip of an open reaction window: a player who holds nothing that fits passes
    /// after a delay the app draws the same way for everyone (`app::skip_delay`), so neither
    /// the skip nor its timing tells the table what they hold. Its key (a new key means a new
    /// timer), the seat and the action. Comes before `timeout`; `None`: nothing to skip.
    fn skip(_state: &Self::State) -> Option<(String, Seat, Self::Action)> {
        None
    }

    fn view_for(state: &Self::State, seat: Option<Seat>) -> Self::View {
        Self::view(state, seat.map(Viewer::Seat).unwrap_or(Viewer::Spectator))
    }

    // --- Optional capabilities ---

    /// Exact battle odds (`/odds`, `starpost odds`); `None`: the game has no calculator.
    fn odds(_query: &OddsQuery) -> Option<Result<OddsAnswer, OddsError>> {
        None
    }

    /// The flags `odds` understands, for help texts (e.g. `ground`).
    fn odds_flags() -> &'static [&'static str] {
        &[]
    }

    /// Whether the game has a bot player (`bot_action`).
    fn has_bot() -> bool {
        false
    }

    /// A bot's next action for `seat` in the game's notation, or `None` when the seat has
    /// nothing to do (or the game has no bot).
    fn bot_action(_state: &Self::State, _seat: Seat, _rng: &mut GameRng) -> Option<String> {
        None
    }

    /// The seat that won a finished game; `None` while the game goes on, or when its end names
    /// no single winner (the closing `summary` then says the result).
    fn winner(_state: &Self::State) -> Option<Seat> {
        None
    }

    /// Installs a deployment's data override (the JSON text of the file named by
    /// `games.<id>.data_override` in the config), once, at start-up, before any game is set up.
    /// Every problem of the file at once, as operator-facing lines; `Err` for a game whose data
    /// cannot be overridden.
    fn install_data_override(_json: &str) -> Result<(), Vec<String>> {
        Err(vec![format!(
            "{} has no data that a file can override",
            Self::NAME
        )])
    }
}
