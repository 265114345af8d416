//! Storage tests (start-up checks, reads, rules versions, fixtures): one test binary, one module per former test file.

#[path = "../common/mod.rs"]
mod common;
#[path = "../support/mod.rs"]
mod support;

mod storage;
mod storage_e2e;
mod storage_fixture;
