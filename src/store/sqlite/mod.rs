//! The SQLite backend, the embedded default: one file, WAL, foreign keys, a busy timeout, a
//! writing pool whose transactions take the write lock at once (`BEGIN IMMEDIATE`) and a pool of
//! read-only connections. Its migrations are `migrations/sqlite/`; its start-up checks
//! (`open_checked`) are in `open`.
//!
//! Everything here is particular to SQLite. The port (`store::Db`, `store::Tx`, the free
//! functions) uses only what every backend module provides: `connect`, `open_checked`,
//! `begin_write`, `begin_read` and `MIGRATOR`.

use std::str::FromStr;
use std::time::Duration;

use sqlx::migrate::Migrator;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{Sqlite, SqlitePool, Transaction};

use super::{Db, Pool, Result};

mod open;
pub use open::*;

/// The forward-only migrations of this backend, run at every start.
pub static MIGRATOR: Migrator = sqlx::migrate!("./migrations/sqlite");

/// Opens (creating if missing) and migrates the database at `url` (e.g. `sqlite://starpost.db`).
/// Reads and writes share the one pool (see [`open_checked`] for a separate read-only pool).
pub async fn connect(url: &str) -> Result<Db> {
    let options = SqliteConnectOptions::from_str(url)?
        .create_if_missing(true)
        .journal_mode(SqliteJournalMode::Wal)
        .synchronous(SqliteSynchronous::Normal)
        .foreign_keys(true)
        .busy_timeout(Duration::from_secs(10));
    let in_memory = url.contains(":memory:") || url.contains("mode=memory");
    let pool = SqlitePoolOptions::new()
        // An in-memory database lives in one connection.
        .max_connections(if in_memory { 1 } else { 8 })
        .connect_with(options)
        .await?;
    MIGRATOR.run(&pool).await?;
    Ok(Db::single(pool))
}

/// Read-only connections at most (the app also bounds concurrent reads, two per core).
pub const READ_CONNECTIONS: u32 = 8;

/// A pool of read-only connections to an existing database file: reads through it never take
/// the write lock, and keep working when the disk is full or the file is read-only. (In WAL
/// mode, readers and the one writer do not block each other.)
pub async fn reader_pool(url: &str) -> Result<Pool> {
    let options = SqliteConnectOptions::from_str(url)?
        .read_only(true)
        .journal_mode(SqliteJournalMode::Wal)
        .busy_timeout(Duration::from_secs(10));
    Ok(Pool::Sqlite(
        SqlitePoolOptions::new()
            .max_connections(READ_CONNECTIONS)
            .connect_with(options)
            .await?,
    ))
}

/// A handle on an existing database file whose every connection is read-only, for writing and
/// for reading alike (as on a read-only file or a full disk: no write can succeed).
pub async fn connect_read_only(url: &str) -> Result<Db> {
    Ok(Db::single(reader_pool(url).await?))
}

/// Begins a transaction that takes SQLite's write lock at once (`BEGIN IMMEDIATE`), so two
/// requests on the same game run one after the other instead of failing when the second tries
/// to write on top of a stale read. The version compare-and-swap still guards every write.
pub(super) async fn begin_write(pool: &SqlitePool) -> Result<Transaction<'static, Sqlite>> {
    Ok(pool.begin_with("BEGIN IMMEDIATE").await?)
}

/// Begins a deferred transaction: a consistent view that, in WAL mode, neither waits for nor
/// blocks the writer.
pub(super) async fn begin_read(pool: &SqlitePool) -> Result<Transaction<'static, Sqlite>> {
    Ok(pool.begin().await?)
}
