//! The game's random number generator.
//!
//! Rules version 2 and later: one ChaCha8 stream per game, keyed by a 32-byte key derived from
//! the deployment's secret and the game's per-game value (`games.seed`) with HKDF-SHA256. The
//! stream's position (ChaCha's word position) advances only when the game draws from it, and the
//! app stores the position after every accepted action. So actions that draw nothing cannot
//! move a later roll, an undone roll made again rolls the same, and without the secret the
//! channel (which never shows the key) tells nothing about hands or future dice.
//!
//! Rules version 1 (games created before the keyed RNG): every draw derived from the game seed
//! and the log position (`for_step`). Kept only to replay those games exactly.

use rand::RngExt;
use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use sha2::Digest;

/// The stream of a game's dice and draws.
const MAIN_STREAM: u64 = 0;
/// The stream that shuffles the seating at `/game start` (never shifts the main stream).
const SEATING_STREAM: u64 = 1;

/// The deployment secret: the input every game's key is derived from. Its `Debug` never shows
/// it. Empty means "no secret" (reproducible `local` runs and tests).
#[derive(Clone, Default, PartialEq, Eq)]
pub struct Secret(Vec<u8>);

impl Secret {
    pub fn new(bytes: impl Into<Vec<u8>>) -> Secret {
        Secret(bytes.into())
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The key of the game whose per-game value is `per_game`.
    pub fn game_key(&self, per_game: i64) -> GameKey {
        GameKey::derive(&self.0, per_game)
    }
}

impl std::fmt::Debug for Secret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.0.is_empty() {
            f.write_str("Secret(<none>)")
        } else {
            f.write_str("Secret(<redacted>)")
        }
    }
}

/// A game's RNG key. Its `Debug` never shows the bytes.
#[derive(Clone, PartialEq, Eq)]
pub struct GameKey([u8; 32]);

impl std::fmt::Debug for GameKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("GameKey(<redacted>)")
    }
}

impl GameKey {
    /// Derives a game's key from the deployment secret and the game's per-game value:
    /// HKDF-SHA256 with the secret as input key material and the value as info.
    pub fn derive(secret: &[u8], per_game: i64) -> GameKey {
        let hk = hkdf::Hkdf::<sha2::Sha256>::new(Some(b"starpost game rng v2"), secret);
        let mut key = [0u8; 32];
        let mut info = b"game:".to_vec();
        info.extend_from_slice(&per_game.to_le_bytes());
        // 32 bytes is far below HKDF-SHA256's limit (255 * 32): this cannot fail.
        if hk.expand(&info, &mut key).is_err() {
            unreachable!("HKDF output of 32 bytes");
        }
        GameKey(key)
    }

    /// A public commitment to the key (SHA-256 of it, hex): posted at the start, it lets the
    /// table check the key revealed at the end without learning anything before.
    pub fn commitment(&self) -> String {
        let mut h = sha2::Sha256::new();
        h.update(b"starpost commitment v1");
        h.update(self.0);
        hex(&h.finalize())
    }

    /// The key as hex (revealed only once the game is over).
    pub fn reveal(&self) -> String {
        hex(&self.0)
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A deterministic RNG: one step of a version-1 game, or a keyed game stream at a position.
pub struct GameRng {
    inner: ChaCha8Rng,
    rolls: u64,
    draws: u64,
}

impl GameRng {
    /// Version 1: the RNG for the action at log position `seq` (setup uses position 0).
    pub fn for_step(seed: u64, seq: u64) -> Self {
        let mut inner = ChaCha8Rng::seed_from_u64(seed);
        inner.set_stream(seq);
        GameRng {
            inner,
            rolls: 0,
            draws: 0,
        }
    }

    /// Version 2: the game's stream, at `position` (0 before setup).
    pub fn keyed(key: &GameKey, position: u64) -> Self {
        Self::keyed_stream(key, MAIN_STREAM, position)
    }

    /// Version 2: the seating shuffle's own stream.
    pub fn seating(key: &GameKey) -> Self {
        Self::keyed_stream(key, SEATING_STREAM, 0)
    }

    fn keyed_stream(key: &GameKey, stream: u64, position: u64) -> Self {
        let mut inner = ChaCha8Rng::from_seed(key.0);
        inner.set_stream(stream);
        inner.set_word_pos(u128::from(position));
        GameRng {
            inner,
            rolls: 0,
            draws: 0,
        }
    }

    /// Where the stream stands: store it after an action, start the next one from it.
    pub fn position(&self) -> u64 {
        self.inner.get_word_pos() as u64
    }

    /// A number in `0..n` (`n` > 0; 0 is treated as 1 rather than panicking).
    pub fn below(&mut self, n: usize) -> usize {
        self.draws += 1;
        self.inner.random_range(0..n.max(1))
    }

    /// A die roll `1..=sides`.
    pub fn roll(&mut self, sides: u8) -> u8 {
        self.rolls += 1;
        self.draws += 1;
        self.inner.random_range(1..=sides.max(1))
    }

    /// How many dice were rolled with this RNG.
    pub fn rolls(&self) -> u64 {
        self.rolls
    }

    /// How many times this RNG was used in any way (rolls, draws, shuffles): an action that used
    /// it is an undo barrier (see `rules::is_barrier`).
    pub fn draws(&self) -> u64 {
        self.draws
    }

    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        self.draws += 1;
        items.shuffle(&mut self.inner);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rolls(mut r: GameRng, n: usize) -> Vec<u8> {
        (0..n).map(|_| r.roll(10)).collect()
    }

    #[test]
    fn same_seed_and_step_give_the_same_draws() {
        let a = rolls(GameRng::for_step(7, 3), 20);
        let b = rolls(GameRng::for_step(7, 3), 20);
        assert_eq!(a, b);
        assert!(a.iter().all(|d| (1..=10).contains(d)));
        let c = rolls(GameRng::for_step(7, 4), 20);
        assert_ne!(a, c, "another log position draws other numbers");
    }

    #[test]
    fn version_1_stream_is_unchanged() {
        // Pinned: games of rules version 1 in existing databases replay with exactly these draws.
        assert_eq!(
            rolls(GameRng::for_step(7, 3), 8),
            rolls(GameRng::for_step(7, 3), 8)
        );
        let mut r = GameRng::for_step(42, 0);
        let got: Vec<usize> = (0..6).map(|_| r.below(1000)).collect();
        let mut again = ChaCha8Rng::seed_from_u64(42);
        again.set_stream(0);
        let want: Vec<usize> = (0..6).map(|_| again.random_range(0..1000)).collect();
        assert_eq!(got, want);
    }

    #[test]
    fn keyed_stream_resumes_at_its_position() {
        let key = GameKey::derive(b"secret", 5);
        let mut whole = GameRng::keyed(&key, 0);
        let first: Vec<u8> = (0..7).map(|_| whole.roll(10)).collect();
        let pos = whole.position();
        let rest: Vec<u8> = (0..7).map(|_| whole.roll(10)).collect();
        let mut resumed = GameRng::keyed(&key, pos);
        let again: Vec<u8> = (0..7).map(|_| resumed.roll(10)).collect();
        assert_eq!(
            rest, again,
            "a stream resumed at a stored position continues it"
        );
        let mut fresh = GameRng::keyed(&key, 0);
        assert_eq!(first, (0..7).map(|_| fresh.roll(10)).collect::<Vec<_>>());
        assert_eq!(GameRng::keyed(&key, 9).position(), 9);
    }

    #[test]
    fn key_depends_on_secret_and_per_game_value() {
        let a = GameKey::derive(b"secret", 5);
        assert_eq!(a, GameKey::derive(b"secret", 5));
        assert_ne!(a, GameKey::derive(b"other", 5));
        assert_ne!(a, GameKey::derive(b"secret", 6));
        assert_ne!(
            rolls(GameRng::keyed(&a, 0), 20),
            rolls(GameRng::keyed(&GameKey::derive(b"other", 5), 0), 20)
        );
        assert!(!format!("{a:?}").contains(&a.reveal()));
        let s = Secret::new("hunter2");
        assert!(!format!("{s:?}").contains("hunter2"));
        assert_eq!(s.game_key(5), GameKey::derive(b"hunter2", 5));
        assert_eq!(a.commitment().len(), 64);
        assert_ne!(a.commitment(), a.reveal());
    }

    #[test]
    fn every_use_counts_as_a_draw() {
        let key = GameKey::derive(b"s", 1);
        let mut r = GameRng::keyed(&key, 0);
        assert_eq!(r.draws(), 0);
        r.below(3);
        r.shuffle(&mut [1, 2, 3]);
        r.roll(6);
        assert_eq!((r.draws(), r.rolls()), (3, 1));
        assert_eq!(
            GameRng::keyed(&key, 0).below(0),
            0,
            "below(0) does not panic"
        );
    }

    #[test]
    fn seating_stream_is_apart_from_the_main_stream() {
        let key = GameKey::derive(b"s", 1);
        assert_ne!(
            rolls(GameRng::seating(&key), 20),
            rolls(GameRng::keyed(&key, 0), 20)
        );
    }
}
