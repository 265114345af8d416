//! The game's random number generator. Every draw is derived from the game seed and the log
//! position of the action being applied, so replaying the log reproduces every roll and an undo
//! cannot fish for other dice: the same action at the same position always rolls the same.

use rand::RngExt;
use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

/// A deterministic RNG for one step of one game.
pub struct GameRng {
    inner: ChaCha8Rng,
    rolls: u64,
}

impl GameRng {
    /// The RNG for the action at log position `seq` (setup uses position 0).
    pub fn for_step(seed: u64, seq: u64) -> Self {
        let mut inner = ChaCha8Rng::seed_from_u64(seed);
        inner.set_stream(seq);
        GameRng { inner, rolls: 0 }
    }

    /// A number in `0..n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        assert!(n > 0, "GameRng::below(0)");
        self.inner.random_range(0..n)
    }

    /// A die roll `1..=sides`.
    pub fn roll(&mut self, sides: u8) -> u8 {
        self.rolls += 1;
        self.inner.random_range(1..=sides)
    }

    /// How many dice were rolled with this RNG: an action that rolled is an undo barrier.
    pub fn rolls(&self) -> u64 {
        self.rolls
    }

    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        items.shuffle(&mut self.inner);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_and_step_give_the_same_draws() {
        let a: Vec<u8> = (0..20)
            .map({
                let mut r = GameRng::for_step(7, 3);
                move |_| r.roll(10)
            })
            .collect();
        let b: Vec<u8> = (0..20)
            .map({
                let mut r = GameRng::for_step(7, 3);
                move |_| r.roll(10)
            })
            .collect();
        assert_eq!(a, b);
        assert!(a.iter().all(|d| (1..=10).contains(d)));
        let c: Vec<u8> = (0..20)
            .map({
                let mut r = GameRng::for_step(7, 4);
                move |_| r.roll(10)
            })
            .collect();
        assert_ne!(a, c, "another log position draws other numbers");
    }
}
