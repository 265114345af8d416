//! The result of an exact battle-odds calculation, shared by every game's calculator.

use serde::{Deserialize, Serialize};

/// Probabilities of the three outcomes; they sum to 1.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Odds {
    /// The attacker has units left and the defender none.
    pub attacker: f64,
    /// Both sides are eliminated in the same round (or nobody can ever score a hit).
    pub draw: f64,
    /// The defender has units left and the attacker none.
    pub defender: f64,
}

impl Odds {
    /// `attacker=0.xxxx draw=0.xxxx defender=0.xxxx`.
    pub fn line(&self) -> String {
        format!(
            "attacker={:.4} draw={:.4} defender={:.4}",
            self.attacker, self.draw, self.defender
        )
    }
}
