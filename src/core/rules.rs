//! The contract every game engine fulfils, and the plain types it speaks in.

use serde::{Deserialize, Serialize};

use super::msg::Msg;

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

/// How a choice is shown beside the others: what pressing it means, which an adapter may show
/// as a colour (Discord: green, grey, red, or its usual blue for `Default`). Games say it for
/// their choices with `Game::tone`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Tone {
    /// An ordinary choice.
    #[default]
    Default,
    /// Confirms or accepts something proposed (a deal, a confirmation).
    Confirm,
    /// Declines, passes, skips or lets the moment go: doing nothing more.
    Decline,
    /// Destroys, discards, removes or gives something up for good.
    Destructive,
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

/// Hashes hidden parts of a state into a digest (for `Game::hidden_digest`). Only compared
/// within one process, before and after one action.
pub fn digest_of<T: Serialize>(parts: &T) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    match serde_json::to_vec(parts) {
        Ok(bytes) => bytes.hash(&mut h),
        // Unserialisable parts cannot happen for plain state types; count as "changed".
        Err(_) => return u64::MAX,
    }
    h.finish()
}

/// The one undo-barrier policy, used by every game: an action is a barrier if the game says so,
/// or it used the RNG in any way (a roll, a draw, a shuffle), or it sent a private log line, or
/// it changed hidden information (`hidden_before` / `hidden_after` from `Game::hidden_digest`).
pub fn is_barrier(
    applied: &Applied,
    rng_draws: u64,
    hidden_before: u64,
    hidden_after: u64,
) -> bool {
    applied.barrier
        || rng_draws > 0
        || applied
            .log
            .iter()
            .any(|l| matches!(l.visibility, Visibility::Seat(_)))
        || hidden_before != hidden_after
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn barrier_policy_covers_each_reason() {
        let quiet = Applied {
            log: vec![LogEntry::public(Msg::new("none"))],
            barrier: false,
        };
        assert!(
            !is_barrier(&quiet, 0, 1, 1),
            "a public, draw-free action that hides nothing"
        );
        assert!(is_barrier(&quiet, 1, 1, 1), "used the RNG");
        assert!(is_barrier(&quiet, 0, 1, 2), "changed hidden information");
        let flagged = Applied {
            barrier: true,
            ..quiet.clone()
        };
        assert!(is_barrier(&flagged, 0, 1, 1), "the game says so");
        let private = Applied {
            log: vec![LogEntry::private(0, Msg::new("none"))],
            barrier: false,
        };
        assert!(is_barrier(&private, 0, 1, 1), "a private line");
    }

    #[test]
    fn digest_changes_with_the_parts() {
        assert_eq!(digest_of(&(vec![1, 2], "a")), digest_of(&(vec![1, 2], "a")));
        assert_ne!(digest_of(&vec![1, 2]), digest_of(&vec![2, 1]));
    }
}
