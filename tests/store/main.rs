//! Storage tests (start-up checks, reads, rules versions, fixtures): one test binary, one module per former test file.

#[path = "../common/mod.rs"]
mod common;
#[path = "../support/mod.rs"]
mod support;

mod postgres;
mod status_messages;
mod storage;
mod storage_e2e;
mod storage_fixture;

/// This suite again on PostgreSQL, when `STARPOST_TEST_POSTGRES` names a server (see
/// `common::run_suite_on_postgres`); skipped with a note otherwise.
#[test]
fn postgres_run_of_this_suite() {
    common::run_suite_on_postgres();
}
