//! App-layer tests (lobby, play, consent, buttons, secrecy, dice): one test binary, one module per former test file.

#[path = "../common/mod.rs"]
mod common;
#[path = "../fixtures/mod.rs"]
mod fixtures;
#[path = "../support/mod.rs"]
mod support;

mod app_bots;
mod app_buttons;
mod app_cards;
mod app_consent;
mod app_objectives;
mod app_opening;
mod app_windows;
mod crash_safety;
mod help;
mod locales;
mod quiet;
mod reminders;
mod secrecy_property;
mod small_holes;
mod trust_rng;

/// This suite again on PostgreSQL, when `STARPOST_TEST_POSTGRES` names a server (see
/// `common::run_suite_on_postgres`); skipped with a note otherwise.
#[test]
fn postgres_run_of_this_suite() {
    common::run_suite_on_postgres();
}
