//! One module per game, every game the same shape (content, setup, state, action, rules, view,
//! scene, table, notation). No IO, no async, no clock.
//!
//! This file is the registry: the one list of games. Adding a game is its module here and one
//! line in `registry!` below; everything else (the app, the adapters, the store, the renderer)
//! reaches games only through `GameKind` and `with_game!`.

pub mod eclipse;
pub mod stellar_horizons;
pub mod ti4;

use crate::core::Game;
use crate::core::msg::{Arg, Msg};

/// A content id in the form a catalog id may take (Fluent ids are `[a-zA-Z][a-zA-Z0-9_-]*`):
/// ASCII letters (lower-cased), digits and `_` stay, anything else becomes `-`. Games build their catalog ids
/// (`<game id>-<kind>-<key>`) with it; it is stable, so a catalog in another language keeps
/// matching old log lines.
pub fn catalog_key(id: &str) -> String {
    id.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect()
}

/// Adds an argument of any kind to a message: for content names that are a catalog reference
/// when the content is known and the text a player typed when it names nothing (see the
/// games' `*_name` helpers, which return an `Arg`).
pub trait WithArg {
    fn with(self, name: &str, value: Arg) -> Msg;
}

impl WithArg for Msg {
    fn with(mut self, name: &str, value: Arg) -> Msg {
        self.args.push((name.to_string(), value));
        self
    }
}

/// Declares the registry: the `GameKind` enum (one variant per game), `GameKind::ALL`, and the
/// `with_game!` macro, the one exhaustive dispatch from a `GameKind` to its `Game` type.
macro_rules! registry {
    ($d:tt $($variant:ident => $module:ident :: $game:ident,)+) => {
        /// The games Starpost runs.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum GameKind {
            $($variant,)+
        }

        impl GameKind {
            /// Every game, in the registry's order.
            pub const ALL: &'static [GameKind] = &[$(GameKind::$variant,)+];
        }

        /// Runs `$body` with `$G` standing for the `Game` type of `$kind`: the one dispatch
        /// point from a game kind to its code (exhaustive, no wildcard arm).
        ///
        /// ```ignore
        /// let id = with_game!(kind, G => G::ID);
        /// ```
        #[macro_export]
        macro_rules! with_game {
            ($d kind:expr, $d G:ident => $d body:expr) => {
                match $d kind {
                    $($d crate::games::GameKind::$variant => {
                        #[allow(dead_code)]
                        type $d G = $d crate::games::$module::$game;
                        $d body
                    })+
                }
            };
        }
    };
}

registry! {$
    Ti4 => ti4::Ti4,
    Eclipse => eclipse::Eclipse,
    StellarHorizons => stellar_horizons::StellarHorizons,
}

/// Games announced but not playable yet (their ids): `/game new` says so instead of "unknown".
pub const PLANNED: &[&str] = &[];

/// Whether `s` names a planned game.
pub fn is_planned(s: &str) -> bool {
    let s = s.trim().to_ascii_lowercase().replace([' ', '_'], "-");
    PLANNED.contains(&s.as_str())
}

impl GameKind {
    /// The game's id in commands and in the database.
    pub fn id(self) -> &'static str {
        with_game!(self, G => G::ID)
    }

    /// The game's name as players know it.
    pub fn name(self) -> &'static str {
        with_game!(self, G => G::NAME)
    }

    /// The game named `s` (its id, in any case, with spaces, `_` or `-`).
    pub fn parse(s: &str) -> Option<GameKind> {
        let s = s.trim().to_ascii_lowercase().replace([' ', '_'], "-");
        GameKind::ALL.iter().copied().find(|k| k.id() == s)
    }

    /// Every game's id, for messages that list them (`ti4, eclipse`).
    pub fn ids() -> String {
        GameKind::ALL
            .iter()
            .map(|k| k.id())
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// Installs a deployment's data override for this game (`Game::install_data_override`).
    pub fn install_data_override(self, json: &str) -> Result<(), Vec<String>> {
        with_game!(self, G => G::install_data_override(json))
    }
}

impl serde::Serialize for GameKind {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.id())
    }
}

impl<'de> serde::Deserialize<'de> for GameKind {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        GameKind::parse(&s).ok_or_else(|| serde::de::Error::custom(format!("unknown game {s}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_parses_back_from_its_id() {
        for &k in GameKind::ALL {
            assert_eq!(GameKind::parse(k.id()), Some(k));
            assert_eq!(GameKind::parse(&k.id().to_uppercase()), Some(k));
        }
        assert_eq!(GameKind::parse("no-such-game"), None);
    }

    #[test]
    fn catalog_keys_are_fluent_safe() {
        assert_eq!(catalog_key("mecatol_rex"), "mecatol_rex");
        assert_eq!(catalog_key("Jol-Nar's [0.0.1]"), "jol-nar-s--0-0-1-");
        assert_eq!(catalog_key("한"), "-");
    }
}
