//! Starpost: a Discord bot that runs play-by-post games of space strategy board games.
//!
//! Layers (dependencies point toward `core`): `core` ← `games` ← `app` ← `discord`, `local`,
//! `scheduler`; `render` draws scenes; `store` is the only SQL. See docs/architecture.md.

pub mod app;
pub mod config;
pub mod core;
pub mod discord;
pub mod games;
pub mod i18n;
pub mod local;
pub mod render;
pub mod scheduler;
pub mod store;
