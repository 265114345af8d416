//! The read model: each game's state as of its latest version, kept in memory so that a read
//! (`/game status`, `/hand`, `/game log`) and the next write start from it instead of the
//! snapshot (two queries and a parse) — a read then costs one query (the game row) and the
//! answer.
//!
//! An entry is keyed by the game and its `games.version`, the compare-and-swap token every
//! change bumps (act, undo, start), so an entry is used only while the database still holds
//! that version: a change made by another process (or a restored file) is a miss, never a
//! stale answer. Entries are filled after a load that missed and after every committed change.

use std::any::Any;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use crate::core::{Game, Prompt};
use crate::store::SeatRow;

/// A game's state at one version, with what reads ask of it most.
pub(crate) struct Loaded<G: Game> {
    pub state: G::State,
    /// The log position the state is at.
    pub seq: i64,
    /// The RNG position after it.
    pub pos: i64,
    /// `G::prompts(&state)`, computed the first time it is asked for (a write keeps its state
    /// here without needing them).
    prompts: OnceLock<Vec<Prompt>>,
    /// The game's seats (they change only in the lobby, never at the same version).
    pub seats: Vec<SeatRow>,
}

impl<G: Game> Loaded<G> {
    pub fn new(state: G::State, seq: i64, pos: i64, seats: Vec<SeatRow>) -> Self {
        Loaded {
            state,
            seq,
            pos,
            prompts: OnceLock::new(),
            seats,
        }
    }

    /// `G::prompts(&self.state)`, computed once.
    pub fn prompts(&self) -> &[Prompt] {
        self.prompts.get_or_init(|| G::prompts(&self.state))
    }
}

/// A game's kept state: its version, when it was last used, and the `Loaded<G>`.
struct Entry {
    version: i64,
    used: u64,
    loaded: Arc<dyn Any + Send + Sync>,
}

/// The latest loaded state per game, at most `capacity` games.
pub(crate) struct States {
    entries: Mutex<(u64, HashMap<i64, Entry>)>,
    capacity: usize,
}

impl States {
    pub fn new(capacity: usize) -> Self {
        States {
            entries: Mutex::new((0, HashMap::new())),
            capacity,
        }
    }

    /// The state of `game` at `version`, if it is the one kept (and a `T`).
    pub fn get<T: Any + Send + Sync>(&self, game: i64, version: i64) -> Option<Arc<T>> {
        let mut guard = self.entries.lock().unwrap_or_else(|e| e.into_inner());
        let (clock, entries) = &mut *guard;
        let e = entries.get_mut(&game)?;
        if e.version != version {
            return None;
        }
        *clock += 1;
        e.used = *clock;
        e.loaded.clone().downcast::<T>().ok()
    }

    /// Keeps `loaded` as the state of `game` at `version`, unless a later version is kept.
    pub fn put<T: Any + Send + Sync>(&self, game: i64, version: i64, loaded: Arc<T>) {
        if self.capacity == 0 {
            return;
        }
        let mut guard = self.entries.lock().unwrap_or_else(|e| e.into_inner());
        let (clock, entries) = &mut *guard;
        if entries.get(&game).is_some_and(|e| e.version > version) {
            return;
        }
        if entries.len() >= self.capacity && !entries.contains_key(&game) {
            // Full: forget the game used longest ago.
            if let Some(oldest) = entries.iter().min_by_key(|(_, e)| e.used).map(|(k, _)| *k) {
                entries.remove(&oldest);
            }
        }
        *clock += 1;
        entries.insert(
            game,
            Entry {
                version,
                used: *clock,
                loaded,
            },
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_entry_is_used_only_at_its_version() {
        let s = States::new(8);
        s.put(1, 5, Arc::new("five".to_string()));
        assert_eq!(
            s.get::<String>(1, 5).as_deref().map(String::as_str),
            Some("five")
        );
        assert!(s.get::<String>(1, 6).is_none(), "a later version is a miss");
        assert!(
            s.get::<String>(1, 4).is_none(),
            "an earlier version is a miss"
        );
        assert!(s.get::<u32>(1, 5).is_none(), "another type is a miss");
        assert!(s.get::<String>(2, 5).is_none(), "another game is a miss");
    }

    #[test]
    fn a_later_version_is_never_replaced_by_an_earlier_one() {
        let s = States::new(8);
        s.put(1, 7, Arc::new(7u32));
        s.put(1, 6, Arc::new(6u32));
        assert_eq!(s.get::<u32>(1, 7).as_deref(), Some(&7));
        assert!(s.get::<u32>(1, 6).is_none());
        s.put(1, 8, Arc::new(8u32));
        assert_eq!(s.get::<u32>(1, 8).as_deref(), Some(&8));
    }

    #[test]
    fn when_full_the_game_used_longest_ago_goes() {
        let s = States::new(2);
        s.put(1, 1, Arc::new(1u32));
        s.put(2, 1, Arc::new(2u32));
        assert!(s.get::<u32>(1, 1).is_some(), "game 1 used after game 2");
        s.put(3, 1, Arc::new(3u32));
        assert!(s.get::<u32>(2, 1).is_none(), "game 2 was used longest ago");
        assert!(s.get::<u32>(1, 1).is_some());
        assert!(s.get::<u32>(3, 1).is_some());
        let off = States::new(0);
        off.put(1, 1, Arc::new(1u32));
        assert!(off.get::<u32>(1, 1).is_none(), "capacity 0 keeps nothing");
    }
}
