//! End-to-end tests: the fake Discord, the `local` and `odds`/`selfplay` binaries: one test binary, one module per former test file.

#[path = "../support/mod.rs"]
mod support;

mod discord_e2e;
mod discord_private;
mod local_driver;
mod odds_cli;
mod processes;
mod scale;
