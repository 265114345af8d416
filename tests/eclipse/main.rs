//! Eclipse engine tests: one test binary, one module per former test file.

#[path = "../common/mod.rs"]
mod common;

mod eclipse_board;
mod eclipse_bots;
mod eclipse_content;
mod eclipse_odds;
mod eclipse_property;
mod eclipse_rules;
mod eclipse_words;
