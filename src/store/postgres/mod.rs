//! The PostgreSQL backend, for communities that outgrow one machine: a database server that
//! several bot processes can share. Selected by a `postgres://…` (or `postgresql://…`) URL; its
//! migrations are `migrations/postgres/`, the same schema as `migrations/sqlite/` file for file.
//!
//! What differs from SQLite, and stays here:
//! - writes begin a plain `BEGIN` (read committed): no `BEGIN IMMEDIATE`, no busy timeout. A
//!   game's writes are serialised by its row lock: in a write transaction the store's game
//!   lookups read `… FOR UPDATE`, so a second writer on that game (in any process) waits, then
//!   reads the version the first committed; `bump_version`'s compare-and-swap still guards every
//!   write. Interaction ids are the primary key of `interactions`: a second delivery, in any
//!   process, inserts nothing.
//! - reads begin `REPEATABLE READ, READ ONLY`: one consistent view, no lock.
//! - one pool serves writes and reads (a server has no read-only file to open).
//! - the deployment secret cannot live beside the database: `serve` needs `STARPOST_SECRET` or
//!   `secret` in the config file (`config::Config::secret_problem`).

use std::str::FromStr;
use std::time::Duration;

use sqlx::migrate::Migrator;
use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::{PgPool, Postgres, Transaction};

use super::sqlite::{CORE_TABLES, Opened, StartupError};
use super::{Db, Result};

/// The forward-only migrations of this backend, run at every start (under sqlx's advisory lock,
/// so processes starting together migrate once).
pub static MIGRATOR: Migrator = sqlx::migrate!("./migrations/postgres");

/// Connections per process: writes take at most [`WRITERS`] (the `Db`'s gate) and reads are
/// bounded by the app (two per core), so this leaves room for both.
pub const CONNECTIONS: u32 = 10;

/// Write transactions of one process at once. A transaction waiting for a game's row lock
/// holds its connection, so writes are bounded below [`CONNECTIONS`]: reads (and a write's own
/// follow-up reads) always find one.
pub const WRITERS: usize = 4;

async fn pool(url: &str) -> Result<PgPool> {
    let options = PgConnectOptions::from_str(url)?.application_name("starpost");
    Ok(PgPoolOptions::new()
        .max_connections(CONNECTIONS)
        .acquire_timeout(Duration::from_secs(30))
        .connect_with(options)
        .await?)
}

/// Connects to the (existing) database at `url` and migrates it forward.
pub async fn connect(url: &str) -> Result<Db> {
    let pool = pool(url).await?;
    MIGRATOR.run(&pool).await?;
    Ok(Db::single(pool))
}

/// Begins a write transaction. The game rows it reads are locked (`FOR UPDATE`, see
/// `store::game`) until it ends.
pub(super) async fn begin_write(pool: &PgPool) -> Result<Transaction<'static, Postgres>> {
    Ok(pool.begin().await?)
}

/// Begins a read transaction: one snapshot for all its statements, and no writes.
pub(super) async fn begin_read(pool: &PgPool) -> Result<Transaction<'static, Postgres>> {
    Ok(pool
        .begin_with("BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY")
        .await?)
}

/// Opens the database for `serve`: refuses an unreachable server, a database without the
/// Starpost schema unless `init` (a new deployment creates it once, on purpose), and a database
/// that holds other tables but not ours. Then migrates forward and counts the games.
pub async fn open_checked(url: &str, init: bool) -> Result<Opened, StartupError> {
    let shown = super::redacted_url(url);
    let open_err = |source: super::Error| StartupError::Open {
        url: shown.clone(),
        source,
    };
    let pool = pool(url).await.map_err(open_err)?;
    let tables: Vec<String> = sqlx::query_scalar(
        "SELECT table_name::text FROM information_schema.tables
         WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
    )
    .fetch_all(&pool)
    .await
    .map_err(|e| open_err(e.into()))?;
    let created = if tables.is_empty() {
        if !init {
            pool.close().await;
            return Err(StartupError::Uninitialised { url: shown });
        }
        true
    } else {
        let not_ours = |reason: String| StartupError::NotOurs {
            url: shown.clone(),
            reason,
        };
        if !tables.iter().any(|t| t == "_sqlx_migrations") {
            pool.close().await;
            return Err(not_ours("it has tables but no migrations table".into()));
        }
        let missing: Vec<&str> = CORE_TABLES
            .iter()
            .copied()
            .filter(|t| !tables.iter().any(|have| have == t))
            .collect();
        if !missing.is_empty() {
            pool.close().await;
            return Err(not_ours(format!(
                "core tables are missing: {}",
                missing.join(", ")
            )));
        }
        false
    };
    MIGRATOR.run(&pool).await.map_err(|e| open_err(e.into()))?;
    let db = Db::single(pool);
    let games = {
        let mut c = db.acquire().await.map_err(open_err)?;
        super::game_counts(&mut c).await.map_err(open_err)?
    };
    Ok(Opened {
        db,
        path: None,
        server: Some(shown),
        created,
        moved_aside: None,
        games,
    })
}

/// A new, empty schema in the PostgreSQL database at `url`, and the URL whose connections use it
/// (`search_path`): tests give every table its own schema in one database, as they give it its
/// own SQLite database in memory. Migrations run when the URL is first connected.
#[cfg(any(test, feature = "testing"))]
pub async fn fresh_schema(url: &str) -> Result<String> {
    use sqlx::Connection;
    use std::sync::atomic::{AtomicU64, Ordering};
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let name = format!(
        "sp_test_{}_{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    );
    let mut c = sqlx::PgConnection::connect(url).await?;
    sqlx::raw_sql(sqlx::AssertSqlSafe(format!(
        "DROP SCHEMA IF EXISTS {name} CASCADE; CREATE SCHEMA {name}"
    )))
    .execute(&mut c)
    .await?;
    c.close().await?;
    let sep = if url.contains('?') { '&' } else { '?' };
    Ok(format!("{url}{sep}options=-c%20search_path%3D{name}"))
}
