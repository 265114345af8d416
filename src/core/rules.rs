//! The contract every game engine fulfils, and the plain types it speaks in.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::msg::{Msg, Translate};
use super::rng::GameRng;
use super::scene::Scene;

/// A seat at the table, numbered clockwise from 0 in seating order.
pub type Seat = usize;

/// Who may read a log entry or a message.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Visibility {
    /// Everyone, spectators included.
    Public,
    /// Only this seat.
    Seat(Seat),
}

/// One line of the game's log, produced when an action is applied.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LogEntry {
    pub visibility: Visibility,
    pub msg: Msg,
}

impl LogEntry {
    pub fn public(msg: Msg) -> Self {
        LogEntry {
            visibility: Visibility::Public,
            msg,
        }
    }

    pub fn private(seat: Seat, msg: Msg) -> Self {
        LogEntry {
            visibility: Visibility::Seat(seat),
            msg,
        }
    }
}

/// One legal choice offered as a button: a label and the action in the game's notation.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Choice {
    pub label: Msg,
    /// The action in the game's text notation (see `Rules::parse_action`); short enough to go in a
    /// Discord custom_id.
    pub notation: String,
}

/// What the game is waiting for, and from whom.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Prompt {
    pub seat: Seat,
    /// The prompt's identity while it stays open: a short tag of the step (`turn`, `pick`),
    /// with the serial of what it answers where one step can follow another of the same kind
    /// (`w7` for reaction window 7, `c3` for claim 3). No `:`; at most 12 characters. The app
    /// binds buttons to it: once the prompt closes, its buttons are out of date, even if a later
    /// prompt offers the same notation (the app also notices a prompt that closed and reopened
    /// under the same id between two actions).
    #[serde(default)]
    pub id: String,
    /// What is asked, e.g. "pick a strategy card".
    pub ask: Msg,
    /// The legal choices, when they can be listed; empty means "act with a command".
    pub choices: Vec<Choice>,
    /// The prompt holds hidden information: it goes to the seat privately, never to the channel.
    pub private: bool,
}

/// A short, stable hash of `s` (FNV-1a, 32 bits, 8 hex digits): for prompt ids that must
/// change with the content they ask about (a deal's terms).
pub fn short_hash(s: &str) -> String {
    let mut h: u32 = 0x811c_9dc5;
    for b in s.bytes() {
        h ^= u32::from(b);
        h = h.wrapping_mul(0x0100_0193);
    }
    format!("{h:08x}")
}

/// What `apply` reports: the log lines and whether the action is an undo barrier (dice rolled,
/// a card drawn, hidden information revealed, a turn passed to the next player).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Applied {
    pub log: Vec<LogEntry>,
    pub barrier: bool,
}

/// Who is looking at the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Viewer {
    Spectator,
    Seat(Seat),
}

/// The rules of one game. Pure: no IO, no clock; randomness comes in as an argument.
pub trait Rules {
    /// Everything needed to set a game up besides the seed (options, seats, factions, ...).
    type Setup: Serialize + DeserializeOwned + Clone;
    type State: Serialize + DeserializeOwned + Clone + PartialEq;
    type Action: Serialize + DeserializeOwned + Clone + std::fmt::Debug;
    /// What a viewer may see: the only way state leaves the engine.
    type View: Serialize;

    /// Validates the setup and builds the starting position. Reports every problem at once.
    fn setup(setup: &Self::Setup, rng: &mut GameRng) -> Result<Self::State, Vec<Msg>>;

    /// Who the game waits for, and for what. Several seats can be awaited at once.
    fn prompts(state: &Self::State) -> Vec<Prompt>;

    /// Applies an action. Checks in a fixed order (game over, phase, actor, legality); on error
    /// the state is unchanged.
    fn apply(
        state: &mut Self::State,
        seat: Seat,
        action: &Self::Action,
        rng: &mut GameRng,
    ) -> Result<Applied, Msg>;

    /// Parses the text notation used in buttons and commands. The error says what is accepted.
    fn parse_action(state: &Self::State, text: &str) -> Result<Self::Action, Msg>;

    /// The view for a viewer: a spectator's holds no secret; a seat's holds its own secrets only.
    fn view(state: &Self::State, viewer: Viewer) -> Self::View;

    /// What the board looks like for a view; labels come from the translator.
    fn scene(view: &Self::View, tr: &dyn Translate) -> Scene;

    /// Whether the game has ended.
    fn is_over(state: &Self::State) -> bool;
}
