//! Eclipse (first edition, 2011), base game. Section numbers are those of the rules digest
//! `shared/rules/eclipse.md` (the seed rulebook's sections and the digest's checklist rows).

pub mod content;
pub mod odds;
pub mod ships;

pub mod action;
pub mod bot;
pub mod engine;
pub mod rules;
pub mod scene;
pub mod setup;
pub mod state;
pub mod table;
pub mod view;

pub use engine::Eclipse;
pub use table::EclipseOptions;
