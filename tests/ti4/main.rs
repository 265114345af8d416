//! TI4 engine and table tests: one test binary, one module per former test file.

#[path = "../common/mod.rs"]
mod common;
#[path = "../fixtures/mod.rs"]
mod fixtures;

mod ti4_agendas;
mod ti4_barriers;
mod ti4_board;
mod ti4_bots;
mod ti4_buttons;
mod ti4_cards;
mod ti4_combat_cards;
mod ti4_defects;
mod ti4_factions_soak;
mod ti4_golden;
mod ti4_more_cards;
mod ti4_notes;
mod ti4_objectives;
mod ti4_property;
mod ti4_rules;
mod ti4_status;
mod ti4_strategic;
mod ti4_tactical;
mod ti4_techs;
mod ti4_windows;
