//! One module per game, every game the same shape (content, setup, state, action, rules, view,
//! scene, notation). No IO, no async, no clock.

pub mod eclipse;
pub mod ti4;

use serde::{Deserialize, Serialize};

/// The games Starpost knows about, implemented or not.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameKind {
    Ti4,
    Eclipse,
    StellarHorizons,
}

impl GameKind {
    pub const ALL: [GameKind; 3] = [GameKind::Ti4, GameKind::Eclipse, GameKind::StellarHorizons];

    pub fn id(self) -> &'static str {
        match self {
            GameKind::Ti4 => "ti4",
            GameKind::Eclipse => "eclipse",
            GameKind::StellarHorizons => "stellar-horizons",
        }
    }

    pub fn parse(s: &str) -> Option<GameKind> {
        let s = s.trim().to_ascii_lowercase().replace([' ', '_'], "-");
        GameKind::ALL.into_iter().find(|k| k.id() == s)
    }

    pub fn implemented(self) -> bool {
        matches!(self, GameKind::Ti4 | GameKind::Eclipse)
    }
}
