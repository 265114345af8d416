//! The store port: the only place with SQL, and the only module that names sqlx.
//!
//! The app talks to a [`Db`] (a cheap-to-clone handle on the writing pool and the read pool) and
//! to the free functions below, which take a [`Conn`]: a [`Tx`] (a transaction) or a [`Pooled`]
//! connection both dereference to one. Errors are [`Error`]s.
//!
//! The backend is chosen at run time by the database URL ([`Backend::of_url`]): `sqlite:…` (the
//! embedded default: WAL, foreign keys, a busy timeout, `BEGIN IMMEDIATE` for writes, a
//! read-only pool for reads; module `sqlite`, migrations in `migrations/sqlite/`) or
//! `postgres://…` (module `postgres`, migrations in `migrations/postgres/`). A [`Pool`] and a
//! [`Conn`] hold one backend's sqlx type; every free function is written once in portable SQL
//! (numbered `$1` parameters, `ON CONFLICT … DO NOTHING` / `DO UPDATE`, `RETURNING id`) and
//! compiled for each backend's connection by `on_backend!`, so SQLite runs exactly the code it
//! ran before, with no conversion layer (sqlx's `Any` driver was not used: it cannot decode a
//! `bool` from SQLite's `INTEGER`, launchbadge/sqlx#2592, and it copies every row).

use std::ops::{Deref, DerefMut};
use std::sync::Arc;

use sqlx::FromRow;
use sqlx::pool::PoolConnection;
use sqlx::{PgConnection, Postgres, Sqlite, SqliteConnection};

pub mod migrate;
pub mod postgres;
pub mod sqlite;

pub use sqlite::{
    CORE_TABLES, FileState, Opened, READ_CONNECTIONS, StartupError, check_database,
    connect_read_only, database_path, reader_pool, secret_path_for,
};

/// Runs `$body` with `$conn` bound to the backend's own connection (`&mut SqliteConnection` or
/// `&mut PgConnection`): the body is compiled once per backend, and the match is the only cost.
macro_rules! on_backend {
    ($c:expr, $conn:ident => $body:expr) => {
        match $c.raw() {
            Raw::Sqlite($conn) => $body,
            Raw::Postgres($conn) => $body,
        }
    };
}

/// The database servers Starpost stores games in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    /// One file (or memory), embedded: the default.
    Sqlite,
    /// A PostgreSQL server: several processes may share it.
    Postgres,
}

impl Backend {
    /// The backend a database URL names: `postgres://…` or `postgresql://…` is PostgreSQL;
    /// anything else is read as SQLite (`sqlite://file.db`, `sqlite::memory:`), as before.
    pub fn of_url(url: &str) -> Backend {
        let lower = url.trim_start().to_ascii_lowercase();
        if lower.starts_with("postgres://") || lower.starts_with("postgresql://") {
            Backend::Postgres
        } else {
            Backend::Sqlite
        }
    }
}

/// A database URL fit for a log line or an error: the password (if any) replaced by `<redacted>`.
pub fn redacted_url(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_string();
    };
    let (authority, tail) = match rest.find('/') {
        Some(i) => rest.split_at(i),
        None => (rest, ""),
    };
    match authority.rsplit_once('@') {
        Some((userinfo, host)) => match userinfo.split_once(':') {
            Some((user, _password)) => format!("{scheme}://{user}:<redacted>@{host}{tail}"),
            None => url.to_string(),
        },
        None => url.to_string(),
    }
}

/// A pool of connections to the database, of one backend.
#[derive(Debug, Clone)]
pub enum Pool {
    Sqlite(sqlx::SqlitePool),
    Postgres(sqlx::PgPool),
}

impl From<sqlx::SqlitePool> for Pool {
    fn from(p: sqlx::SqlitePool) -> Pool {
        Pool::Sqlite(p)
    }
}

impl From<sqlx::PgPool> for Pool {
    fn from(p: sqlx::PgPool) -> Pool {
        Pool::Postgres(p)
    }
}

impl Pool {
    pub fn backend(&self) -> Backend {
        match self {
            Pool::Sqlite(_) => Backend::Sqlite,
            Pool::Postgres(_) => Backend::Postgres,
        }
    }

    /// The SQLite pool, if this is one (tests and maintenance tools).
    pub fn sqlite(&self) -> Option<&sqlx::SqlitePool> {
        match self {
            Pool::Sqlite(p) => Some(p),
            Pool::Postgres(_) => None,
        }
    }

    /// The PostgreSQL pool, if this is one (tests and maintenance tools).
    pub fn postgres(&self) -> Option<&sqlx::PgPool> {
        match self {
            Pool::Postgres(p) => Some(p),
            Pool::Sqlite(_) => None,
        }
    }

    async fn acquire(&self) -> Result<Conn> {
        Ok(Conn(match self {
            Pool::Sqlite(p) => Inner::SqlitePooled(p.acquire().await?),
            Pool::Postgres(p) => Inner::PostgresPooled(p.acquire().await?),
        }))
    }

    pub async fn close(&self) {
        match self {
            Pool::Sqlite(p) => p.close().await,
            Pool::Postgres(p) => p.close().await,
        }
    }

    /// Whether `close` has been called.
    pub fn is_closed(&self) -> bool {
        match self {
            Pool::Sqlite(p) => p.is_closed(),
            Pool::Postgres(p) => p.is_closed(),
        }
    }

    /// Open connections and idle ones, for the health line.
    pub fn connections(&self) -> (u32, usize) {
        match self {
            Pool::Sqlite(p) => (p.size(), p.num_idle()),
            Pool::Postgres(p) => (p.size(), p.num_idle()),
        }
    }
}

/// A database fault (unreachable, refused, a constraint, a failed migration). The store decides
/// nothing from it: the app reports it as an unexpected fault.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error(transparent)]
    Database(#[from] sqlx::Error),
}

impl From<sqlx::migrate::MigrateError> for Error {
    fn from(e: sqlx::migrate::MigrateError) -> Self {
        Error::Database(e.into())
    }
}

impl Error {
    /// A unique index refused the write (e.g. a second open game in one channel, inserted by
    /// another transaction that committed first): the caller may answer it as a user's clash.
    pub fn is_unique_violation(&self) -> bool {
        match self {
            Error::Database(sqlx::Error::Database(e)) => e.is_unique_violation(),
            Error::Database(_) => false,
        }
    }
}

pub type Result<T, E = Error> = std::result::Result<T, E>;

/// The database: the pool that writes (and reads that belong to a write) and the pool that
/// serves plain reads. Cheap to clone; clones share the pools.
#[derive(Debug, Clone)]
pub struct Db {
    writer: Pool,
    reader: Pool,
    /// The write transactions of this process, in the order they asked (a fair semaphore).
    /// SQLite: one at a time; they queue here instead of in the backend's lock, where SQLite's
    /// busy handler makes them sleep and retry (up to 100 ms a try), so a busy moment cost
    /// writes hundreds of milliseconds. PostgreSQL: up to [`postgres::WRITERS`] at once; a
    /// game's writes are serialised by its row lock (in this process as across processes), so
    /// one process writes several games at once instead of queueing every game's press behind
    /// the others' round trips (issue 18's bench: one gate per process made two processes
    /// twice one). Bounded below the pool's size, so reads always find a connection.
    gate: Arc<tokio::sync::Semaphore>,
}

/// The gate of a writing pool: see [`Db`]'s `gate`.
fn gate_of(writer: &Pool) -> Arc<tokio::sync::Semaphore> {
    Arc::new(tokio::sync::Semaphore::new(match writer {
        Pool::Sqlite(_) => 1,
        Pool::Postgres(_) => postgres::WRITERS,
    }))
}

impl Db {
    /// A handle whose reads go through `writer` too.
    pub fn single(writer: impl Into<Pool>) -> Db {
        let writer = writer.into();
        Db {
            reader: writer.clone(),
            gate: gate_of(&writer),
            writer,
        }
    }

    /// A handle on two pools to the same database: `writer`, and `reader` for plain reads
    /// (e.g. read-only connections that never take the write lock).
    pub fn new(writer: impl Into<Pool>, reader: impl Into<Pool>) -> Db {
        let writer = writer.into();
        Db {
            gate: gate_of(&writer),
            writer,
            reader: reader.into(),
        }
    }

    /// The same writer, with plain reads through `reader`.
    pub fn with_reader(self, reader: impl Into<Pool>) -> Db {
        Db {
            writer: self.writer,
            reader: reader.into(),
            gate: self.gate,
        }
    }

    /// Which backend this database is.
    pub fn backend(&self) -> Backend {
        self.writer.backend()
    }

    /// The writing pool (tests and maintenance tools; the app goes through the methods).
    pub fn writer(&self) -> &Pool {
        &self.writer
    }

    /// The pool of plain reads.
    pub fn reader(&self) -> &Pool {
        &self.reader
    }

    /// Begins a write transaction: requests on the same game run one after the other. On
    /// SQLite it holds the write lock from the start (`BEGIN IMMEDIATE`); on PostgreSQL each game
    /// row it reads is locked (`SELECT … FOR UPDATE`) until it ends, so another process's write
    /// on that game waits and then reads the new version. The game version's compare-and-swap
    /// guards every write in any case.
    pub async fn begin_write(&self) -> Result<Tx> {
        // The semaphore is never closed.
        let turn = self.gate.clone().acquire_owned().await.ok();
        let conn = match &self.writer {
            Pool::Sqlite(p) => Inner::SqliteTx(sqlite::begin_write(p).await?),
            Pool::Postgres(p) => Inner::PostgresTx(postgres::begin_write(p).await?, true),
        };
        Ok(Tx {
            conn: Conn(conn),
            _turn: turn,
        })
    }

    /// Begins a read transaction on the read pool: a consistent view that never takes the write
    /// lock. Written nothing; end it with [`Tx::rollback`] (or drop it).
    pub async fn begin_read(&self) -> Result<Tx> {
        let conn = match &self.reader {
            Pool::Sqlite(p) => Inner::SqliteTx(sqlite::begin_read(p).await?),
            Pool::Postgres(p) => Inner::PostgresTx(postgres::begin_read(p).await?, false),
        };
        Ok(Tx {
            conn: Conn(conn),
            _turn: None,
        })
    }

    /// A connection of the writing pool, outside any transaction (each statement on its own).
    pub async fn acquire(&self) -> Result<Pooled> {
        Ok(Pooled(self.writer.acquire().await?))
    }

    /// A connection of the read pool, outside any transaction.
    pub async fn acquire_read(&self) -> Result<Pooled> {
        Ok(Pooled(self.reader.acquire().await?))
    }

    /// Whether the database has been closed.
    pub fn is_closed(&self) -> bool {
        self.writer.is_closed()
    }

    /// The backend and its pools' connections (open, idle), for the health line.
    pub fn health(&self) -> String {
        let (w, wi) = self.writer.connections();
        let (r, ri) = self.reader.connections();
        let backend = match self.backend() {
            Backend::Sqlite => "sqlite",
            Backend::Postgres => "postgres",
        };
        format!("{backend} writer {w} open/{wi} idle, reader {r} open/{ri} idle")
    }

    /// Closes both pools (waiting for their connections to be returned).
    pub async fn close(&self) {
        self.writer.close().await;
        self.reader.close().await;
    }
}

/// The connection every free function takes: one backend's connection, in a transaction or
/// not. A [`Tx`] or a [`Pooled`] connection dereferences to one (`&mut tx`, `&mut c`).
#[derive(Debug)]
pub struct Conn(Inner);

#[derive(Debug)]
enum Inner {
    SqliteTx(sqlx::Transaction<'static, Sqlite>),
    /// A PostgreSQL transaction, and whether it writes (its game rows are then locked).
    PostgresTx(sqlx::Transaction<'static, Postgres>, bool),
    SqlitePooled(PoolConnection<Sqlite>),
    PostgresPooled(PoolConnection<Postgres>),
}

/// The backend's own connection, borrowed for one query.
enum Raw<'a> {
    Sqlite(&'a mut SqliteConnection),
    Postgres(&'a mut PgConnection),
}

impl Conn {
    fn raw(&mut self) -> Raw<'_> {
        match &mut self.0 {
            Inner::SqliteTx(t) => Raw::Sqlite(t),
            Inner::PostgresTx(t, _) => Raw::Postgres(t),
            Inner::SqlitePooled(c) => Raw::Sqlite(c),
            Inner::PostgresPooled(c) => Raw::Postgres(c),
        }
    }

    /// Whether reads of a game row lock it until the transaction ends (a PostgreSQL write).
    fn locks_games(&self) -> bool {
        matches!(self.0, Inner::PostgresTx(_, true))
    }

    pub fn backend(&self) -> Backend {
        match self.0 {
            Inner::SqliteTx(_) | Inner::SqlitePooled(_) => Backend::Sqlite,
            Inner::PostgresTx(..) | Inner::PostgresPooled(_) => Backend::Postgres,
        }
    }
}

/// A transaction. Dropped without [`Tx::commit`], it rolls back.
#[derive(Debug)]
pub struct Tx {
    conn: Conn,
    /// A write transaction's turn at the `Db`'s gate, given back when the transaction ends.
    _turn: Option<tokio::sync::OwnedSemaphorePermit>,
}

impl Tx {
    pub async fn commit(self) -> Result<()> {
        match self.conn.0 {
            Inner::SqliteTx(t) => t.commit().await?,
            Inner::PostgresTx(t, _) => t.commit().await?,
            // Never built: a `Tx` always holds a transaction.
            Inner::SqlitePooled(_) | Inner::PostgresPooled(_) => {}
        }
        Ok(())
    }

    pub async fn rollback(self) -> Result<()> {
        match self.conn.0 {
            Inner::SqliteTx(t) => t.rollback().await?,
            Inner::PostgresTx(t, _) => t.rollback().await?,
            Inner::SqlitePooled(_) | Inner::PostgresPooled(_) => {}
        }
        Ok(())
    }
}

impl Deref for Tx {
    type Target = Conn;
    fn deref(&self) -> &Conn {
        &self.conn
    }
}

impl DerefMut for Tx {
    fn deref_mut(&mut self) -> &mut Conn {
        &mut self.conn
    }
}

/// A connection borrowed from a pool, outside any transaction; returned to the pool on drop.
#[derive(Debug)]
pub struct Pooled(Conn);

impl Deref for Pooled {
    type Target = Conn;
    fn deref(&self) -> &Conn {
        &self.0
    }
}

impl DerefMut for Pooled {
    fn deref_mut(&mut self) -> &mut Conn {
        &mut self.0
    }
}

/// Opens (creating if missing) and migrates the database at `url`: `sqlite://starpost.db`
/// (created if missing), `sqlite::memory:` or `postgres://user@host/db` (the database must
/// exist). Reads share the writing pool. `serve` uses [`open_checked`] instead.
pub async fn connect(url: &str) -> Result<Db> {
    match Backend::of_url(url) {
        Backend::Sqlite => sqlite::connect(url).await,
        Backend::Postgres => postgres::connect(url).await,
    }
}

/// Opens the database for `serve`, refusing one that is missing, empty or not ours (see
/// `sqlite::open_checked` and `postgres::open_checked`), then migrates it forward.
pub async fn open_checked(url: &str, init: bool) -> Result<Opened, StartupError> {
    match Backend::of_url(url) {
        Backend::Sqlite => sqlite::open_checked(url, init).await,
        Backend::Postgres => postgres::open_checked(url, init).await,
    }
}

#[derive(Debug, Clone, FromRow)]
pub struct GameRow {
    pub id: i64,
    pub channel_id: String,
    pub guild_id: Option<String>,
    pub kind: String,
    pub status: String,
    pub host_id: String,
    pub seed: i64,
    pub options_json: String,
    pub setup_json: Option<String>,
    pub rules_version: i64,
    pub version: i64,
    pub reminder_hours: i64,
    pub reaction_hours: i64,
    pub created_at: String,
    pub updated_at: String,
}

#[derive(Debug, Clone, FromRow)]
pub struct SeatRow {
    pub game_id: i64,
    pub user_id: String,
    pub name: String,
    pub faction: Option<String>,
    pub color: Option<String>,
    pub join_order: i64,
    pub seat: Option<i64>,
}

#[derive(Debug, Clone, FromRow)]
pub struct ActionRow {
    pub game_id: i64,
    pub seq: i64,
    pub seat: i64,
    pub user_id: String,
    pub action_json: String,
    pub barrier: bool,
    pub rules_version: i64,
    pub version: i64,
    pub created_at: String,
    /// The game RNG's position after this action (rules version 2 and later).
    pub rng_pos: i64,
}

#[derive(Debug, Clone, FromRow)]
pub struct LogLineRow {
    pub seq: i64,
    pub line: i64,
    pub seat: Option<i64>,
    pub msg_json: String,
}

#[derive(Debug, Clone, FromRow)]
pub struct ReminderRow {
    pub game_id: i64,
    pub user_id: String,
    pub waiting_since: String,
    pub last_sent_at: Option<String>,
    pub sent_count: i64,
}

#[derive(Debug, Clone, Default, FromRow)]
pub struct UserSettingsRow {
    pub user_id: String,
    pub interval_hours: Option<i64>,
    pub quiet_start: Option<i64>,
    pub quiet_end: Option<i64>,
    pub time_zone: Option<String>,
    pub vacation: bool,
    /// The user's locale as their client last reported it.
    pub locale: Option<String>,
}

/// `SELECT` of every [`GameRow`] column from `games`, followed by `$tail`. In a PostgreSQL write
/// transaction the game lookups add `FOR UPDATE`: the row stays locked until the transaction
/// ends, so writes on one game from several processes run one after the other.
macro_rules! select_games {
    ($tail:literal) => {
        concat!(
            "SELECT id, channel_id, guild_id, kind, status, host_id, seed, options_json, setup_json, \
             rules_version, version, reminder_hours, reaction_hours, created_at, updated_at FROM games ",
            $tail
        )
    };
}

pub async fn open_game_in_channel(c: &mut Conn, channel: &str) -> Result<Option<GameRow>> {
    let sql = if c.locks_games() {
        select_games!("WHERE channel_id = $1 AND status IN ('lobby', 'active') FOR UPDATE")
    } else {
        select_games!("WHERE channel_id = $1 AND status IN ('lobby', 'active')")
    };
    on_backend!(c, conn => {
        Ok(sqlx::query_as::<_, GameRow>(sql)
            .bind(channel)
            .fetch_optional(conn)
            .await?)
    })
}

pub async fn game(c: &mut Conn, id: i64) -> Result<Option<GameRow>> {
    let sql = if c.locks_games() {
        select_games!("WHERE id = $1 FOR UPDATE")
    } else {
        select_games!("WHERE id = $1")
    };
    on_backend!(c, conn => {
        Ok(sqlx::query_as::<_, GameRow>(sql)
            .bind(id)
            .fetch_optional(conn)
            .await?)
    })
}

/// A game read without its row lock, even in a write transaction (the reminder sweep: it must
/// not wait on an action that holds the game and then changes the game's reminders).
pub async fn game_unlocked(c: &mut Conn, id: i64) -> Result<Option<GameRow>> {
    on_backend!(c, conn => {
        Ok(sqlx::query_as::<_, GameRow>(select_games!("WHERE id = $1"))
            .bind(id)
            .fetch_optional(conn)
            .await?)
    })
}

#[allow(clippy::too_many_arguments)]
pub async fn insert_game(
    c: &mut Conn,
    channel: &str,
    guild: Option<&str>,
    kind: &str,
    host: &str,
    seed: i64,
    options_json: &str,
    now: &str,
) -> Result<i64> {
    on_backend!(c, conn => {
        Ok(sqlx::query_scalar(
            "INSERT INTO games (channel_id, guild_id, kind, status, host_id, seed, options_json, created_at, updated_at)
             VALUES ($1, $2, $3, 'lobby', $4, $5, $6, $7, $8) RETURNING id",
        )
        .bind(channel)
        .bind(guild)
        .bind(kind)
        .bind(host)
        .bind(seed)
        .bind(options_json)
        .bind(now)
        .bind(now)
        .fetch_one(conn)
        .await?)
    })
}

/// Records the rules version a game is played under (at creation).
pub async fn set_rules_version(c: &mut Conn, id: i64, rules_version: i64) -> Result<()> {
    on_backend!(c, conn => {
        sqlx::query("UPDATE games SET rules_version = $1 WHERE id = $2")
            .bind(rules_version)
            .bind(id)
            .execute(conn)
            .await?;
        Ok(())
    })
}

/// Compare-and-swap on the game's version: succeeds only if nobody changed the game since
/// `expected` was read. Returns whether it succeeded.
pub async fn bump_version(c: &mut Conn, id: i64, expected: i64, now: &str) -> Result<bool> {
    on_backend!(c, conn => {
        let r = sqlx::query(
            "UPDATE games SET version = version + 1, updated_at = $1 WHERE id = $2 AND version = $3",
        )
        .bind(now)
        .bind(id)
        .bind(expected)
        .execute(conn)
        .await?;
        Ok(r.rows_affected() == 1)
    })
}

pub async fn set_started(c: &mut Conn, id: i64, setup_json: &str) -> Result<()> {
    on_backend!(c, conn => {
        sqlx::query("UPDATE games SET status = 'active', setup_json = $1 WHERE id = $2")
            .bind(setup_json)
            .bind(id)
            .execute(conn)
            .await?;
        Ok(())
    })
}

pub async fn set_status(c: &mut Conn, id: i64, status: &str) -> Result<()> {
    on_backend!(c, conn => {
        sqlx::query("UPDATE games SET status = $1 WHERE id = $2")
            .bind(status)
            .bind(id)
            .execute(conn)
            .await?;
        Ok(())
    })
}

pub async fn set_host(c: &mut Conn, id: i64, host: &str) -> Result<()> {
    on_backend!(c, conn => {
        sqlx::query("UPDATE games SET host_id = $1 WHERE id = $2")
            .bind(host)
            .bind(id)
            .execute(conn)
            .await?;
        Ok(())
    })
}

pub async fn set_reminder_hours(c: &mut Conn, id: i64, hours: i64) -> Result<()> {
    on_backend!(c, conn => {
        sqlx::query("UPDATE games SET reminder_hours = $1 WHERE id = $2")
            .bind(hours)
            .bind(id)
            .execute(conn)
            .await?;
        Ok(())
    })
}

pub async fn set_reaction_hours(c: &mut Conn, id: i64, hours: i64) -> Result<()> {
    on_backend!(c, conn => {
        sqlx::query("UPDATE games SET reaction_hours = $1 WHERE id = $2")
            .bind(hours)
            .bind(id)
            .execute(conn)
            .await?;
        Ok(())
    })
}

/// A game's open reaction timer: the window's key and when it runs out.
#[derive(Debug, Clone, FromRow, PartialEq)]
pub struct TimerRow {
    pub game_id: i64,
    pub key: String,
    pub due_at: String,
}

pub async fn timer(c: &mut Conn, game: i64) -> Result<Option<TimerRow>> {
    on_backend!(c, conn => {
        Ok(
            sqlx::query_as::<_, TimerRow>("SELECT game_id, key, due_at FROM timers WHERE game_id = $1")
                .bind(game)
                .fetch_optional(conn)
                .await?,
        )
    })
}

pub async fn set_timer(c: &mut Conn, game: i64, key: &str, due_at: &str) -> Result<()> {
    on_backend!(c, conn => {
        sqlx::query(
            "INSERT INTO timers (game_id, key, due_at) VALUES ($1, $2, $3)
             ON CONFLICT (game_id) DO UPDATE SET key = excluded.key, due_at = excluded.due_at",
        )
        .bind(game)
        .bind(key)
        .bind(due_at)
        .execute(conn)
        .await?;
        Ok(())
    })
}

pub async fn delete_timer(c: &mut Conn, game: i64) -> Result<()> {
    on_backend!(c, conn => {
        sqlx::query("DELETE FROM timers WHERE game_id = $1")
            .bind(game)
            .execute(conn)
            .await?;
        Ok(())
    })
}

/// Timers of active games that have run out at `now` (RFC 3339 strings compare in time order
/// when written by the same code, in UTC): (game id, channel id).
pub async fn due_timers(c: &mut Conn, now: &str) -> Result<Vec<(i64, String)>> {
    on_backend!(c, conn => {
        Ok(sqlx::query_as::<_, (i64, String)>(
            "SELECT t.game_id, g.channel_id FROM timers t JOIN games g ON g.id = t.game_id
             WHERE g.status = 'active' AND t.due_at <= $1 ORDER BY t.due_at",
        )
        .bind(now)
        .fetch_all(conn)
        .await?)
    })
}

pub async fn seats(c: &mut Conn, game: i64) -> Result<Vec<SeatRow>> {
    on_backend!(c, conn => {
        Ok(sqlx::query_as::<_, SeatRow>(
            "SELECT game_id, user_id, name, faction, color, join_order, seat FROM seats
             WHERE game_id = $1 ORDER BY COALESCE(seat, join_order + 1000), join_order",
        )
        .bind(game)
        .fetch_all(conn)
        .await?)
    })
}

pub async fn insert_seat(
    c: &mut Conn,
    game: i64,
    user: &str,
    name: &str,
    faction: Option<&str>,
    color: Option<&str>,
) -> Result<()> {
    on_backend!(c, conn => {
        sqlx::query(
            "INSERT INTO seats (game_id, user_id, name, faction, color, join_order)
             VALUES ($1, $2, $3, $4, $5, (SELECT COALESCE(MAX(join_order), -1) + 1 FROM seats WHERE game_id = $1))",
        )
        .bind(game)
        .bind(user)
        .bind(name)
        .bind(faction)
        .bind(color)
        .execute(conn)
        .await?;
        Ok(())
    })
}

pub async fn delete_seat(c: &mut Conn, game: i64, user: &str) -> Result<bool> {
    on_backend!(c, conn => {
        let r = sqlx::query("DELETE FROM seats WHERE game_id = $1 AND user_id = $2")
            .bind(game)
            .bind(user)
            .execute(conn)
            .await?;
        Ok(r.rows_affected() == 1)
    })
}

pub async fn set_seat_number(c: &mut Conn, game: i64, user: &str, seat: i64) -> Result<()> {
    on_backend!(c, conn => {
        sqlx::query("UPDATE seats SET seat = $1 WHERE game_id = $2 AND user_id = $3")
            .bind(seat)
            .bind(game)
            .bind(user)
            .execute(conn)
            .await?;
        Ok(())
    })
}

#[allow(clippy::too_many_arguments)]
pub async fn append_action(
    c: &mut Conn,
    game: i64,
    seq: i64,
    seat: i64,
    user: &str,
    action_json: &str,
    barrier: bool,
    rules_version: i64,
    version: i64,
    now: &str,
    rng_pos: i64,
) -> Result<()> {
    on_backend!(c, conn => {
        sqlx::query(
            "INSERT INTO actions (game_id, seq, seat, user_id, action_json, barrier, rules_version, version, created_at, rng_pos)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
        )
        .bind(game)
        .bind(seq)
        .bind(seat)
        .bind(user)
        .bind(action_json)
        .bind(barrier)
        .bind(rules_version)
        .bind(version)
        .bind(now)
        .bind(rng_pos)
        .execute(conn)
        .await?;
        Ok(())
    })
}

/// The actions after `seq`, in order (replay from a checkpoint).
pub async fn actions_after(c: &mut Conn, game: i64, seq: i64) -> Result<Vec<ActionRow>> {
    on_backend!(c, conn => {
        Ok(sqlx::query_as::<_, ActionRow>(
            "SELECT game_id, seq, seat, user_id, action_json, barrier, rules_version, version, created_at, rng_pos
             FROM actions WHERE game_id = $1 AND seq > $2 ORDER BY seq",
        )
        .bind(game)
        .bind(seq)
        .fetch_all(conn)
        .await?)
    })
}

pub async fn actions(c: &mut Conn, game: i64) -> Result<Vec<ActionRow>> {
    on_backend!(c, conn => {
        Ok(sqlx::query_as::<_, ActionRow>(
            "SELECT game_id, seq, seat, user_id, action_json, barrier, rules_version, version, created_at, rng_pos
             FROM actions WHERE game_id = $1 ORDER BY seq",
        )
        .bind(game)
        .fetch_all(conn)
        .await?)
    })
}

pub async fn last_action(c: &mut Conn, game: i64) -> Result<Option<ActionRow>> {
    on_backend!(c, conn => {
        Ok(sqlx::query_as::<_, ActionRow>(
            "SELECT game_id, seq, seat, user_id, action_json, barrier, rules_version, version, created_at, rng_pos
             FROM actions WHERE game_id = $1 ORDER BY seq DESC LIMIT 1",
        )
        .bind(game)
        .fetch_optional(conn)
        .await?)
    })
}

/// Whether `seat` has had an action accepted after game version `version`.
pub async fn seat_acted_since(c: &mut Conn, game: i64, seat: i64, version: i64) -> Result<bool> {
    on_backend!(c, conn => {
        let n: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM actions WHERE game_id = $1 AND seat = $2 AND version > $3",
        )
        .bind(game)
        .bind(seat)
        .bind(version)
        .fetch_one(conn)
        .await?;
        Ok(n > 0)
    })
}

/// Every log line of one action, public and private, in order.
pub async fn log_lines_of(c: &mut Conn, game: i64, seq: i64) -> Result<Vec<LogLineRow>> {
    on_backend!(c, conn => {
        Ok(sqlx::query_as::<_, LogLineRow>(
            "SELECT seq, line, seat, msg_json FROM log_lines WHERE game_id = $1 AND seq = $2
             ORDER BY line",
        )
        .bind(game)
        .bind(seq)
        .fetch_all(conn)
        .await?)
    })
}

/// Removes the action at `seq` and its log lines (undo).
pub async fn delete_action(c: &mut Conn, game: i64, seq: i64) -> Result<()> {
    on_backend!(c, conn => {
        sqlx::query("DELETE FROM log_lines WHERE game_id = $1 AND seq = $2")
            .bind(game)
            .bind(seq)
            .execute(&mut *conn)
            .await?;
        sqlx::query("DELETE FROM actions WHERE game_id = $1 AND seq = $2")
            .bind(game)
            .bind(seq)
            .execute(conn)
            .await?;
        Ok(())
    })
}

pub async fn insert_log_line(
    c: &mut Conn,
    game: i64,
    seq: i64,
    line: i64,
    seat: Option<i64>,
    msg_json: &str,
) -> Result<()> {
    on_backend!(c, conn => {
        sqlx::query(
            "INSERT INTO log_lines (game_id, seq, line, seat, msg_json) VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(game)
        .bind(seq)
        .bind(line)
        .bind(seat)
        .bind(msg_json)
        .execute(conn)
        .await?;
        Ok(())
    })
}

/// The latest `count` public log lines, oldest first.
pub async fn public_log(c: &mut Conn, game: i64, count: i64) -> Result<Vec<LogLineRow>> {
    on_backend!(c, conn => {
        let mut rows = sqlx::query_as::<_, LogLineRow>(
            "SELECT seq, line, seat, msg_json FROM log_lines WHERE game_id = $1 AND seat IS NULL
             ORDER BY seq DESC, line DESC LIMIT $2",
        )
        .bind(game)
        .bind(count)
        .fetch_all(conn)
        .await?;
        rows.reverse();
        Ok(rows)
    })
}

/// Saves the state after `seq` actions and the RNG position after them.
pub async fn save_snapshot(
    c: &mut Conn,
    game: i64,
    seq: i64,
    state_json: &str,
    rng_pos: i64,
) -> Result<()> {
    on_backend!(c, conn => {
        sqlx::query(
            "INSERT INTO snapshots (game_id, seq, state_json, rng_pos) VALUES ($1, $2, $3, $4)
             ON CONFLICT (game_id) DO UPDATE SET seq = excluded.seq, state_json = excluded.state_json,
                 rng_pos = excluded.rng_pos",
        )
        .bind(game)
        .bind(seq)
        .bind(state_json)
        .bind(rng_pos)
        .execute(conn)
        .await?;
        Ok(())
    })
}

pub async fn snapshot(c: &mut Conn, game: i64) -> Result<Option<(i64, String)>> {
    on_backend!(c, conn => {
        Ok(sqlx::query_as::<_, (i64, String)>(
            "SELECT seq, state_json FROM snapshots WHERE game_id = $1",
        )
        .bind(game)
        .fetch_optional(conn)
        .await?)
    })
}

/// The snapshot with its RNG position: (seq, state JSON, rng position).
pub async fn snapshot_with_pos(c: &mut Conn, game: i64) -> Result<Option<(i64, String, i64)>> {
    on_backend!(c, conn => {
        Ok(sqlx::query_as::<_, (i64, String, i64)>(
            "SELECT seq, state_json, rng_pos FROM snapshots WHERE game_id = $1",
        )
        .bind(game)
        .fetch_optional(conn)
        .await?)
    })
}

/// Keeps the state after `seq` actions as a checkpoint for bounded undo.
pub async fn save_checkpoint(
    c: &mut Conn,
    game: i64,
    seq: i64,
    state_json: &str,
    rng_pos: i64,
) -> Result<()> {
    on_backend!(c, conn => {
        sqlx::query(
            "INSERT INTO checkpoints (game_id, seq, state_json, rng_pos) VALUES ($1, $2, $3, $4)
             ON CONFLICT (game_id, seq) DO UPDATE SET state_json = excluded.state_json,
                 rng_pos = excluded.rng_pos",
        )
        .bind(game)
        .bind(seq)
        .bind(state_json)
        .bind(rng_pos)
        .execute(conn)
        .await?;
        Ok(())
    })
}

/// The latest checkpoint at or before `seq`: (seq, state JSON, rng position).
pub async fn checkpoint_at_or_before(
    c: &mut Conn,
    game: i64,
    seq: i64,
) -> Result<Option<(i64, String, i64)>> {
    on_backend!(c, conn => {
        Ok(sqlx::query_as::<_, (i64, String, i64)>(
            "SELECT seq, state_json, rng_pos FROM checkpoints WHERE game_id = $1 AND seq <= $2
             ORDER BY seq DESC LIMIT 1",
        )
        .bind(game)
        .bind(seq)
        .fetch_optional(conn)
        .await?)
    })
}

/// Drops the checkpoints after `seq` (their actions were undone).
pub async fn delete_checkpoints_after(c: &mut Conn, game: i64, seq: i64) -> Result<()> {
    on_backend!(c, conn => {
        sqlx::query("DELETE FROM checkpoints WHERE game_id = $1 AND seq > $2")
            .bind(game)
            .bind(seq)
            .execute(conn)
            .await?;
        Ok(())
    })
}

/// Records an interaction id; false if it was seen before (the second delivery does nothing).
pub async fn mark_interaction(c: &mut Conn, id: &str, now: &str) -> Result<bool> {
    on_backend!(c, conn => {
        let r = sqlx::query(
            "INSERT INTO interactions (id, processed_at) VALUES ($1, $2) ON CONFLICT DO NOTHING",
        )
        .bind(id)
        .bind(now)
        .execute(conn)
        .await?;
        Ok(r.rows_affected() == 1)
    })
}

pub async fn reminders_for_game(c: &mut Conn, game: i64) -> Result<Vec<ReminderRow>> {
    on_backend!(c, conn => {
        Ok(sqlx::query_as::<_, ReminderRow>(
            "SELECT game_id, user_id, waiting_since, last_sent_at, sent_count FROM reminders WHERE game_id = $1",
        )
        .bind(game)
        .fetch_all(conn)
        .await?)
    })
}

/// The reminders of active games that no live claim holds: never claimed, or claimed before
/// `$1` (Unix milliseconds: the claim's lease has run out, its process presumably died).
macro_rules! pending_reminders_sql {
    () => {
        "SELECT r.game_id, r.user_id, r.waiting_since, r.last_sent_at, r.sent_count
         FROM reminders r JOIN games g ON g.id = r.game_id WHERE g.status = 'active'
           AND (r.claimed_at IS NULL OR r.claimed_at < $1)
         ORDER BY r.game_id, r.user_id"
    };
}

/// The reminders of active games not held by a live claim (see [`claim_reminder`]): claims
/// made before `expired_before` (Unix milliseconds) have lapsed.
pub async fn pending_reminders(c: &mut Conn, expired_before: i64) -> Result<Vec<ReminderRow>> {
    match c.raw() {
        // One writer at a time: the sweep's write transaction holds the database.
        Raw::Sqlite(conn) => Ok(sqlx::query_as::<_, ReminderRow>(pending_reminders_sql!())
            .bind(expired_before)
            .fetch_all(conn)
            .await?),
        // Several processes sweep at once: each locks the rows it reads until its transaction
        // commits (with the reminders claimed), and skips the rows another sweep holds, so a
        // reminder is claimed by one process only.
        Raw::Postgres(conn) => Ok(sqlx::query_as::<_, ReminderRow>(concat!(
            pending_reminders_sql!(),
            " FOR UPDATE OF r SKIP LOCKED"
        ))
        .bind(expired_before)
        .fetch_all(conn)
        .await?),
    }
}

/// Claims a due reminder for `owner` at `at` (Unix milliseconds): other sweeps skip it until
/// the claim is released by [`confirm_reminder_sent`] or its lease runs out.
pub async fn claim_reminder(
    c: &mut Conn,
    game: i64,
    user: &str,
    owner: &str,
    at: i64,
) -> Result<()> {
    on_backend!(c, conn => {
        sqlx::query(
            "UPDATE reminders SET claimed_by = $1, claimed_at = $2 WHERE game_id = $3 AND user_id = $4",
        )
        .bind(owner)
        .bind(at)
        .bind(game)
        .bind(user)
        .execute(conn)
        .await?;
        Ok(())
    })
}

/// Records a claimed reminder as delivered at `sent_at` and releases the claim, if the claim is
/// still `owner`'s made at `claimed_at` (false otherwise: it lapsed and another process took
/// the reminder over, or the wait ended meanwhile).
pub async fn confirm_reminder_sent(
    c: &mut Conn,
    game: i64,
    user: &str,
    owner: &str,
    claimed_at: i64,
    sent_at: &str,
) -> Result<bool> {
    on_backend!(c, conn => {
        let r = sqlx::query(
            "UPDATE reminders SET last_sent_at = $1, sent_count = sent_count + 1,
                    claimed_by = NULL, claimed_at = NULL
             WHERE game_id = $2 AND user_id = $3 AND claimed_by = $4 AND claimed_at = $5",
        )
        .bind(sent_at)
        .bind(game)
        .bind(user)
        .bind(owner)
        .bind(claimed_at)
        .execute(conn)
        .await?;
        Ok(r.rows_affected() == 1)
    })
}

/// Records, in the transaction of a change, that the posts of `version` (its next prompt, its
/// board) are owed from `at` (Unix milliseconds) until [`posts_delivered`]: a process that dies
/// between the commit and the delivery leaves the debt to [`claim_owed_posts`].
pub async fn owe_posts(c: &mut Conn, game: i64, version: i64, at: i64) -> Result<()> {
    on_backend!(c, conn => {
        sqlx::query("UPDATE games SET post_owed = $1, post_claimed_at = $2 WHERE id = $3")
            .bind(version)
            .bind(at)
            .bind(game)
            .execute(conn)
            .await?;
        Ok(())
    })
}

/// Records that the posts of the game up to `version` were delivered: a debt for that version
/// or an older one is cleared (a newer change's debt stays, its process delivers it). False if
/// there was none to clear.
pub async fn posts_delivered(c: &mut Conn, game: i64, version: i64) -> Result<bool> {
    on_backend!(c, conn => {
        let r = sqlx::query(
            "UPDATE games SET post_owed = NULL, post_claimed_at = NULL
             WHERE id = $1 AND post_owed <= $2",
        )
        .bind(game)
        .bind(version)
        .execute(conn)
        .await?;
        Ok(r.rows_affected() == 1)
    })
}

macro_rules! owed_posts_sql {
    () => {
        "SELECT id, post_owed FROM games
         WHERE post_owed IS NOT NULL AND post_claimed_at < $1
         ORDER BY post_claimed_at LIMIT 50"
    };
}

/// Claims, at `at` (Unix milliseconds), the games whose owed posts have waited since before
/// `expired_before` (their process died, or a claim made by a sweep lapsed): (game, owed
/// version) each. A claim moves the debt's time to `at`, so other sweeps leave it for a lease.
/// PostgreSQL: the rows are locked as read, and rows another transaction holds (a change in
/// progress, another sweep) are skipped, so one process claims each.
pub async fn claim_owed_posts(
    c: &mut Conn,
    expired_before: i64,
    at: i64,
) -> Result<Vec<(i64, i64)>> {
    let rows: Vec<(i64, i64)> = match c.raw() {
        Raw::Sqlite(conn) => {
            sqlx::query_as(owed_posts_sql!())
                .bind(expired_before)
                .fetch_all(conn)
                .await?
        }
        Raw::Postgres(conn) => {
            sqlx::query_as(concat!(owed_posts_sql!(), " FOR UPDATE SKIP LOCKED"))
                .bind(expired_before)
                .fetch_all(conn)
                .await?
        }
    };
    for (game, _) in &rows {
        on_backend!(c, conn => {
            sqlx::query("UPDATE games SET post_claimed_at = $1 WHERE id = $2")
                .bind(at)
                .bind(game)
                .execute(conn)
                .await?;
        });
    }
    Ok(rows)
}

pub async fn insert_reminder(c: &mut Conn, game: i64, user: &str, since: &str) -> Result<()> {
    on_backend!(c, conn => {
        sqlx::query(
            "INSERT INTO reminders (game_id, user_id, waiting_since) VALUES ($1, $2, $3)
             ON CONFLICT DO NOTHING",
        )
        .bind(game)
        .bind(user)
        .bind(since)
        .execute(conn)
        .await?;
        Ok(())
    })
}

pub async fn delete_reminder(c: &mut Conn, game: i64, user: &str) -> Result<()> {
    on_backend!(c, conn => {
        sqlx::query("DELETE FROM reminders WHERE game_id = $1 AND user_id = $2")
            .bind(game)
            .bind(user)
            .execute(conn)
            .await?;
        Ok(())
    })
}

pub async fn delete_reminders(c: &mut Conn, game: i64) -> Result<()> {
    on_backend!(c, conn => {
        sqlx::query("DELETE FROM reminders WHERE game_id = $1")
            .bind(game)
            .execute(conn)
            .await?;
        Ok(())
    })
}

pub async fn mark_reminder_sent(c: &mut Conn, game: i64, user: &str, at: &str) -> Result<()> {
    on_backend!(c, conn => {
        sqlx::query(
            "UPDATE reminders SET last_sent_at = $1, sent_count = sent_count + 1 WHERE game_id = $2 AND user_id = $3",
        )
        .bind(at)
        .bind(game)
        .bind(user)
        .execute(conn)
        .await?;
        Ok(())
    })
}

pub async fn user_settings(c: &mut Conn, user: &str) -> Result<UserSettingsRow> {
    on_backend!(c, conn => {
        let row = sqlx::query_as::<_, UserSettingsRow>(
            "SELECT user_id, interval_hours, quiet_start, quiet_end, time_zone, vacation, locale
             FROM user_settings WHERE user_id = $1",
        )
        .bind(user)
        .fetch_optional(conn)
        .await?;
        Ok(row.unwrap_or_else(|| UserSettingsRow {
            user_id: user.to_string(),
            ..Default::default()
        }))
    })
}

pub async fn save_user_settings(c: &mut Conn, s: &UserSettingsRow) -> Result<()> {
    on_backend!(c, conn => {
        sqlx::query(
            "INSERT INTO user_settings (user_id, interval_hours, quiet_start, quiet_end, time_zone, vacation)
             VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (user_id) DO UPDATE SET interval_hours = excluded.interval_hours,
                quiet_start = excluded.quiet_start, quiet_end = excluded.quiet_end,
                time_zone = excluded.time_zone, vacation = excluded.vacation",
        )
        .bind(&s.user_id)
        .bind(s.interval_hours)
        .bind(s.quiet_start)
        .bind(s.quiet_end)
        .bind(&s.time_zone)
        .bind(s.vacation)
        .execute(conn)
        .await?;
        Ok(())
    })
}

/// Records a user's locale (their other settings are kept).
pub async fn set_user_locale(c: &mut Conn, user: &str, locale: &str) -> Result<()> {
    on_backend!(c, conn => {
        sqlx::query(
            "INSERT INTO user_settings (user_id, locale) VALUES ($1, $2)
             ON CONFLICT (user_id) DO UPDATE SET locale = excluded.locale",
        )
        .bind(user)
        .bind(locale)
        .execute(conn)
        .await?;
        Ok(())
    })
}

/// The language a channel's table chose (`None`: the default).
pub async fn channel_locale(c: &mut Conn, channel: &str) -> Result<Option<String>> {
    on_backend!(c, conn => {
        Ok(sqlx::query_scalar::<_, Option<String>>(
            "SELECT locale FROM channel_settings WHERE channel_id = $1",
        )
        .bind(channel)
        .fetch_optional(conn)
        .await?
        .flatten())
    })
}

pub async fn set_channel_locale(c: &mut Conn, channel: &str, locale: &str) -> Result<()> {
    on_backend!(c, conn => {
        sqlx::query(
            "INSERT INTO channel_settings (channel_id, locale) VALUES ($1, $2)
             ON CONFLICT (channel_id) DO UPDATE SET locale = excluded.locale",
        )
        .bind(channel)
        .bind(locale)
        .execute(conn)
        .await?;
        Ok(())
    })
}

/// The public log lines of one action.
pub async fn public_lines_of(c: &mut Conn, game: i64, seq: i64) -> Result<Vec<String>> {
    on_backend!(c, conn => {
        Ok(sqlx::query_scalar(
            "SELECT msg_json FROM log_lines WHERE game_id = $1 AND seq = $2 AND seat IS NULL ORDER BY line",
        )
        .bind(game)
        .bind(seq)
        .fetch_all(conn)
        .await?)
    })
}

/// The channel's most recent game, whatever its status (a finished game stays readable).
pub async fn latest_game_in_channel(c: &mut Conn, channel: &str) -> Result<Option<GameRow>> {
    let sql = if c.locks_games() {
        select_games!("WHERE channel_id = $1 ORDER BY id DESC LIMIT 1 FOR UPDATE")
    } else {
        select_games!("WHERE channel_id = $1 ORDER BY id DESC LIMIT 1")
    };
    on_backend!(c, conn => {
        Ok(sqlx::query_as::<_, GameRow>(sql)
            .bind(channel)
            .fetch_optional(conn)
            .await?)
    })
}

/// Who may adjust the game directly: `host` (the default) or `anyone`.
pub async fn adjust_policy(c: &mut Conn, game: i64) -> Result<String> {
    on_backend!(c, conn => {
        let p: Option<String> = sqlx::query_scalar("SELECT adjust_policy FROM games WHERE id = $1")
            .bind(game)
            .fetch_optional(conn)
            .await?;
        Ok(p.unwrap_or_else(|| "host".to_string()))
    })
}

pub async fn set_adjust_policy(c: &mut Conn, game: i64, policy: &str) -> Result<()> {
    on_backend!(c, conn => {
        sqlx::query("UPDATE games SET adjust_policy = $1 WHERE id = $2")
            .bind(policy)
            .bind(game)
            .execute(conn)
            .await?;
        Ok(())
    })
}

/// An adjustment waiting for consent (see migrations/sqlite/0004_consent.sql).
#[derive(Debug, Clone, FromRow)]
pub struct PendingAdjustmentRow {
    pub id: i64,
    pub game_id: i64,
    pub kind: String,
    pub seat: i64,
    pub proposer_id: String,
    pub proposer_name: String,
    pub confirmer_name: Option<String>,
    pub text: String,
    pub action_json: String,
    pub confirmed_by: String,
    pub status: String,
    pub created_at: String,
}

#[allow(clippy::too_many_arguments)]
pub async fn insert_pending_adjustment(
    c: &mut Conn,
    game: i64,
    kind: &str,
    seat: i64,
    proposer_id: &str,
    proposer_name: &str,
    confirmer_name: Option<&str>,
    text: &str,
    action_json: &str,
    confirmed_by: &str,
    now: &str,
) -> Result<i64> {
    on_backend!(c, conn => {
        Ok(sqlx::query_scalar(
            "INSERT INTO pending_adjustments (game_id, kind, seat, proposer_id, proposer_name, confirmer_name, text, action_json, confirmed_by, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id",
        )
        .bind(game)
        .bind(kind)
        .bind(seat)
        .bind(proposer_id)
        .bind(proposer_name)
        .bind(confirmer_name)
        .bind(text)
        .bind(action_json)
        .bind(confirmed_by)
        .bind(now)
        .fetch_one(conn)
        .await?)
    })
}

pub async fn pending_adjustment(c: &mut Conn, id: i64) -> Result<Option<PendingAdjustmentRow>> {
    on_backend!(c, conn => {
        Ok(sqlx::query_as::<_, PendingAdjustmentRow>(
            "SELECT id, game_id, kind, seat, proposer_id, proposer_name, confirmer_name, text, action_json, confirmed_by, status, created_at
             FROM pending_adjustments WHERE id = $1",
        )
        .bind(id)
        .fetch_optional(conn)
        .await?)
    })
}

/// The open adjustments of a game, oldest first.
pub async fn open_adjustments(c: &mut Conn, game: i64) -> Result<Vec<PendingAdjustmentRow>> {
    on_backend!(c, conn => {
        Ok(sqlx::query_as::<_, PendingAdjustmentRow>(
            "SELECT id, game_id, kind, seat, proposer_id, proposer_name, confirmer_name, text, action_json, confirmed_by, status, created_at
             FROM pending_adjustments WHERE game_id = $1 AND status = 'open' ORDER BY id",
        )
        .bind(game)
        .fetch_all(conn)
        .await?)
    })
}

/// The open prompts of a game as last recorded: (seat, prompt id, open since version); the row
/// with seat -1 holds the version they were recorded at.
pub async fn prompt_since(c: &mut Conn, game: i64) -> Result<Vec<(i64, String, i64)>> {
    on_backend!(c, conn => {
        Ok(sqlx::query_as::<_, (i64, String, i64)>(
            "SELECT seat, prompt_id, since_version FROM prompt_since WHERE game_id = $1",
        )
        .bind(game)
        .fetch_all(conn)
        .await?)
    })
}

pub async fn set_adjustment_status(c: &mut Conn, id: i64, status: &str) -> Result<()> {
    on_backend!(c, conn => {
        sqlx::query("UPDATE pending_adjustments SET status = $1 WHERE id = $2")
            .bind(status)
            .bind(id)
            .execute(conn)
            .await?;
        Ok(())
    })
}

pub async fn set_adjustment_confirmations(c: &mut Conn, id: i64, confirmed_by: &str) -> Result<()> {
    on_backend!(c, conn => {
        sqlx::query("UPDATE pending_adjustments SET confirmed_by = $1 WHERE id = $2")
            .bind(confirmed_by)
            .bind(id)
            .execute(conn)
            .await?;
        Ok(())
    })
}

/// The user ids `local` gave to script names on earlier runs against this database.
pub async fn local_users(c: &mut Conn) -> Result<Vec<(String, i64)>> {
    on_backend!(c, conn => {
        Ok(
            sqlx::query_as::<_, (String, i64)>("SELECT name, id FROM local_users ORDER BY id")
                .fetch_all(conn)
                .await?,
        )
    })
}

pub async fn insert_local_user(c: &mut Conn, name: &str, id: i64) -> Result<()> {
    on_backend!(c, conn => {
        sqlx::query("INSERT INTO local_users (name, id) VALUES ($1, $2) ON CONFLICT DO NOTHING")
            .bind(name)
            .bind(id)
            .execute(conn)
            .await?;
        Ok(())
    })
}

/// The highest `<prefix><n>` interaction id recorded (0 if none): `local` numbers its
/// interactions after it, so a second run never repeats an earlier run's ids.
pub async fn max_interaction_number(c: &mut Conn, prefix: &str) -> Result<u64> {
    on_backend!(c, conn => {
        let ids: Vec<String> = sqlx::query_scalar("SELECT id FROM interactions WHERE id LIKE $1")
            .bind(format!("{prefix}%"))
            .fetch_all(conn)
            .await?;
        Ok(ids
            .iter()
            .filter_map(|id| id.strip_prefix(prefix)?.parse::<u64>().ok())
            .max()
            .unwrap_or(0))
    })
}

/// Replaces the recorded open prompts of a game (see [`prompt_since`]).
pub async fn set_prompt_since(c: &mut Conn, game: i64, rows: &[(i64, String, i64)]) -> Result<()> {
    on_backend!(c, conn => {
        sqlx::query("DELETE FROM prompt_since WHERE game_id = $1")
            .bind(game)
            .execute(&mut *conn)
            .await?;
        for (seat, id, since) in rows {
            sqlx::query(
                "INSERT INTO prompt_since (game_id, seat, prompt_id, since_version)
                 VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING",
            )
            .bind(game)
            .bind(seat)
            .bind(id)
            .bind(since)
            .execute(&mut *conn)
            .await?;
        }
        Ok(())
    })
}

/// The games under way in which `user` holds a seat, oldest first (for commands sent from a DM,
/// which name no game).
pub async fn active_games_of_user(c: &mut Conn, user: &str) -> Result<Vec<GameRow>> {
    let sql = select_games!(
        "WHERE status = 'active' AND id IN (SELECT game_id FROM seats WHERE user_id = $1) ORDER BY id"
    );
    on_backend!(c, conn => {
        Ok(sqlx::query_as::<_, GameRow>(sql)
            .bind(user)
            .fetch_all(conn)
            .await?)
    })
}

/// How many games the database holds, by status.
pub async fn game_counts(c: &mut Conn) -> Result<Vec<(String, i64)>> {
    on_backend!(c, conn => {
        Ok(sqlx::query_as::<_, (String, i64)>(
            "SELECT status, COUNT(*) FROM games GROUP BY status ORDER BY status",
        )
        .fetch_all(conn)
        .await?)
    })
}

mod status;
pub use status::{
    StatusMessage, board_fingerprint, clear_status_message, set_board_fingerprint,
    set_status_message, status_message,
};

#[cfg(test)]
mod tests {
    use super::*;

    /// The `.rs` files under `src/<dir>` for each of `dirs`: how many, and the lines that name
    /// sqlx or a backend module.
    fn backend_lines(dirs: &[&str]) -> (usize, Vec<String>) {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut stack: Vec<_> = dirs.iter().map(|d| root.join(d)).collect();
        let mut files = 0;
        let mut lines = Vec::new();
        while let Some(dir) = stack.pop() {
            for entry in std::fs::read_dir(&dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    stack.push(path);
                    continue;
                }
                if path.extension().is_none_or(|e| e != "rs") {
                    continue;
                }
                files += 1;
                let text = std::fs::read_to_string(&path).unwrap();
                for (i, line) in text.lines().enumerate() {
                    if line.contains("sqlx") || line.contains("store::sqlite") {
                        lines.push(format!("{}:{}: {line}", path.display(), i + 1));
                    }
                }
            }
        }
        (files, lines)
    }

    /// A fresh database of each backend: SQLite in memory, and a new PostgreSQL schema when
    /// `STARPOST_TEST_POSTGRES` names a server (else a note says PostgreSQL was skipped).
    async fn backends() -> Vec<Db> {
        let mut out = vec![
            connect("sqlite::memory:")
                .await
                .expect("in-memory database"),
        ];
        match std::env::var("STARPOST_TEST_POSTGRES") {
            Ok(url) if !url.is_empty() => {
                let url = postgres::fresh_schema(&url).await.expect("a test schema");
                out.push(connect(&url).await.expect("PostgreSQL database"));
            }
            _ => eprintln!("note: STARPOST_TEST_POSTGRES is not set: PostgreSQL skipped"),
        }
        out
    }

    async fn new_game(c: &mut Conn, channel: &str) -> i64 {
        insert_game(
            c,
            channel,
            None,
            "some-game",
            "1",
            7,
            "{}",
            "2026-01-01T00:00:00Z",
        )
        .await
        .unwrap()
    }

    /// `RETURNING id`: each insert answers its own row's id.
    #[tokio::test]
    async fn inserts_return_the_new_rows_id() {
        for db in backends().await {
            let mut tx = db.begin_write().await.unwrap();
            let a = new_game(&mut tx, "10").await;
            let b = new_game(&mut tx, "11").await;
            assert_ne!(a, b);
            assert_eq!(game(&mut tx, a).await.unwrap().unwrap().channel_id, "10");
            assert_eq!(game(&mut tx, b).await.unwrap().unwrap().channel_id, "11");
            let p = insert_pending_adjustment(
                &mut tx, b, "proposal", 0, "2", "bob", None, "tg +1", "{}", "[]", "now",
            )
            .await
            .unwrap();
            let row = pending_adjustment(&mut tx, p).await.unwrap().unwrap();
            assert_eq!((row.game_id, row.text.as_str()), (b, "tg +1"));
            tx.commit().await.unwrap();
        }
    }

    /// `ON CONFLICT DO NOTHING`: a second insert of the same key changes nothing and says so.
    #[tokio::test]
    async fn repeated_inserts_keep_the_first_row() {
        for db in backends().await {
            let mut c = db.acquire().await.unwrap();
            assert!(mark_interaction(&mut c, "i1", "t1").await.unwrap());
            assert!(!mark_interaction(&mut c, "i1", "t2").await.unwrap());
            let g = new_game(&mut c, "10").await;
            insert_reminder(&mut c, g, "1", "first").await.unwrap();
            insert_reminder(&mut c, g, "1", "second").await.unwrap();
            let r = reminders_for_game(&mut c, g).await.unwrap();
            assert_eq!(r.len(), 1);
            assert_eq!(r[0].waiting_since, "first");
            insert_local_user(&mut c, "alice", 5).await.unwrap();
            insert_local_user(&mut c, "alice", 6).await.unwrap();
            insert_local_user(&mut c, "bob", 5).await.unwrap();
            assert_eq!(
                local_users(&mut c).await.unwrap(),
                vec![("alice".to_string(), 5)]
            );
            let dup = [(0, "turn".to_string(), 3), (0, "turn".to_string(), 4)];
            set_prompt_since(&mut c, g, &dup).await.unwrap();
            assert_eq!(
                prompt_since(&mut c, g).await.unwrap(),
                vec![(0, "turn".to_string(), 3)]
            );
        }
    }

    /// `ON CONFLICT (…) DO UPDATE`: the second save replaces the first.
    #[tokio::test]
    async fn saves_replace_what_was_saved() {
        for db in backends().await {
            let mut c = db.acquire().await.unwrap();
            let g = new_game(&mut c, "10").await;
            save_checkpoint(&mut c, g, 128, "old", 1).await.unwrap();
            save_checkpoint(&mut c, g, 128, "new", 2).await.unwrap();
            assert_eq!(
                checkpoint_at_or_before(&mut c, g, 200).await.unwrap(),
                Some((128, "new".to_string(), 2))
            );
            save_snapshot(&mut c, g, 1, "a", 1).await.unwrap();
            save_snapshot(&mut c, g, 2, "b", 5).await.unwrap();
            assert_eq!(
                snapshot_with_pos(&mut c, g).await.unwrap(),
                Some((2, "b".to_string(), 5))
            );
            set_timer(&mut c, g, "w1", "t1").await.unwrap();
            set_timer(&mut c, g, "w2", "t2").await.unwrap();
            assert_eq!(timer(&mut c, g).await.unwrap().unwrap().key, "w2");
        }
    }

    /// `insert_seat` numbers joins per game, from 0.
    #[tokio::test]
    async fn seats_join_in_order() {
        for db in backends().await {
            let mut c = db.acquire().await.unwrap();
            let g = new_game(&mut c, "10").await;
            let other = new_game(&mut c, "11").await;
            insert_seat(&mut c, other, "9", "zed", None, None)
                .await
                .unwrap();
            for (u, n) in [("1", "ann"), ("2", "bob")] {
                insert_seat(&mut c, g, u, n, None, None).await.unwrap();
            }
            let order: Vec<_> = seats(&mut c, g)
                .await
                .unwrap()
                .into_iter()
                .map(|s| (s.name, s.join_order))
                .collect();
            assert_eq!(order, [("ann".to_string(), 0), ("bob".to_string(), 1)]);
        }
    }

    /// A transaction's writes are seen after `commit` and gone after `rollback` (or a drop).
    #[tokio::test]
    async fn transactions_commit_or_roll_back() {
        let dir = tempfile::tempdir().unwrap();
        for url in shared_urls(&dir).await {
            let db = connect(&url).await.unwrap();
            let mut tx = db.begin_write().await.unwrap();
            new_game(&mut tx, "10").await;
            tx.rollback().await.unwrap();
            let mut tx = db.begin_write().await.unwrap();
            new_game(&mut tx, "11").await;
            drop(tx);
            let mut tx = db.begin_write().await.unwrap();
            new_game(&mut tx, "12").await;
            tx.commit().await.unwrap();
            let mut read = db.begin_read().await.unwrap();
            assert!(
                open_game_in_channel(&mut read, "10")
                    .await
                    .unwrap()
                    .is_none()
            );
            assert!(
                open_game_in_channel(&mut read, "11")
                    .await
                    .unwrap()
                    .is_none()
            );
            assert!(
                open_game_in_channel(&mut read, "12")
                    .await
                    .unwrap()
                    .is_some()
            );
            read.rollback().await.unwrap();
            let mut c = db.acquire_read().await.unwrap();
            assert_eq!(
                game_counts(&mut c).await.unwrap(),
                vec![("lobby".to_string(), 1)]
            );
        }
    }

    /// A database of each backend that several handles can open (as several processes would):
    /// a SQLite file in `dir`, and a new PostgreSQL schema when `STARPOST_TEST_POSTGRES` is set.
    async fn shared_urls(dir: &tempfile::TempDir) -> Vec<String> {
        let mut out = vec![format!("sqlite://{}", dir.path().join("t.db").display())];
        match std::env::var("STARPOST_TEST_POSTGRES") {
            Ok(url) if !url.is_empty() => {
                out.push(postgres::fresh_schema(&url).await.expect("a test schema"));
            }
            _ => eprintln!("note: STARPOST_TEST_POSTGRES is not set: PostgreSQL skipped"),
        }
        out
    }

    /// Two processes (two handles on one database) write the same game: the second write
    /// transaction waits for the first to end, then reads the version it committed, so its
    /// compare-and-swap succeeds instead of failing on a stale read (SQLite: the write lock;
    /// PostgreSQL: the game's row lock).
    #[tokio::test]
    async fn writes_on_one_game_from_two_processes_run_one_after_the_other() {
        let dir = tempfile::tempdir().unwrap();
        for url in shared_urls(&dir).await {
            let (one, two) = (connect(&url).await.unwrap(), connect(&url).await.unwrap());
            let id = {
                let mut c = one.acquire().await.unwrap();
                new_game(&mut c, "10").await
            };
            let mut first = one.begin_write().await.unwrap();
            let g = game(&mut first, id).await.unwrap().unwrap();
            let second = tokio::spawn(async move {
                let mut tx = two.begin_write().await.unwrap();
                let g = game(&mut tx, id).await.unwrap().unwrap();
                let swapped = bump_version(&mut tx, id, g.version, "t2").await.unwrap();
                tx.commit().await.unwrap();
                (g.version, swapped)
            });
            tokio::time::sleep(std::time::Duration::from_millis(300)).await;
            assert!(!second.is_finished(), "{url}: the second write waits");
            assert!(bump_version(&mut first, id, g.version, "t1").await.unwrap());
            first.commit().await.unwrap();
            let (seen, swapped) = second.await.unwrap();
            assert_eq!((seen, swapped), (g.version + 1, true), "{url}");
            let mut c = one.acquire().await.unwrap();
            assert_eq!(
                game(&mut c, id).await.unwrap().unwrap().version,
                g.version + 2
            );
        }
    }

    /// One process (one handle) writes two games at once on PostgreSQL: a write on another game
    /// begins and commits while the first is open, and a write on the same game waits for it
    /// (its row lock), then reads the version it committed. On SQLite every write of the process
    /// waits its turn at the gate.
    #[tokio::test]
    async fn one_process_writes_other_games_at_once_on_postgresql_only() {
        let dir = tempfile::tempdir().unwrap();
        for url in shared_urls(&dir).await {
            let db = connect(&url).await.unwrap();
            let (a, b) = {
                let mut c = db.acquire().await.unwrap();
                (new_game(&mut c, "20").await, new_game(&mut c, "21").await)
            };
            let mut first = db.begin_write().await.unwrap();
            let g = game(&mut first, a).await.unwrap().unwrap();
            let write = |id: i64| {
                let db = db.clone();
                tokio::spawn(async move {
                    let mut tx = db.begin_write().await.unwrap();
                    let g = game(&mut tx, id).await.unwrap().unwrap();
                    let swapped = bump_version(&mut tx, id, g.version, "t2").await.unwrap();
                    tx.commit().await.unwrap();
                    (g.version, swapped)
                })
            };
            let other = write(b);
            match db.backend() {
                Backend::Postgres => {
                    // Finishes while `first` is still open (a hang guard, not a timing).
                    let done = tokio::time::timeout(std::time::Duration::from_secs(30), other)
                        .await
                        .expect("the other game's write does not wait")
                        .unwrap();
                    assert!(done.1, "{url}: its compare-and-swap succeeds");
                    let same = write(a);
                    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
                    assert!(!same.is_finished(), "{url}: the same game's write waits");
                    assert!(bump_version(&mut first, a, g.version, "t1").await.unwrap());
                    first.commit().await.unwrap();
                    assert_eq!(same.await.unwrap(), (g.version + 1, true), "{url}");
                }
                Backend::Sqlite => {
                    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
                    assert!(!other.is_finished(), "{url}: the process's writes queue");
                    assert!(bump_version(&mut first, a, g.version, "t1").await.unwrap());
                    first.commit().await.unwrap();
                    assert!(other.await.unwrap().1);
                }
            }
        }
    }

    /// A repeated interaction id is refused whichever process receives it, even while the first
    /// delivery's transaction is still open.
    #[tokio::test]
    async fn an_interaction_is_handled_once_across_processes() {
        let dir = tempfile::tempdir().unwrap();
        for url in shared_urls(&dir).await {
            let (one, two) = (connect(&url).await.unwrap(), connect(&url).await.unwrap());
            let mut first = one.begin_write().await.unwrap();
            assert!(mark_interaction(&mut first, "i-7", "t1").await.unwrap());
            let second = tokio::spawn(async move {
                let mut tx = two.begin_write().await.unwrap();
                let fresh = mark_interaction(&mut tx, "i-7", "t2").await.unwrap();
                tx.commit().await.unwrap();
                fresh
            });
            tokio::time::sleep(std::time::Duration::from_millis(300)).await;
            first.commit().await.unwrap();
            assert!(
                !second.await.unwrap(),
                "{url}: the second delivery does nothing"
            );
        }
    }

    /// The URL picks the backend; a password never reaches a log line.
    #[test]
    fn urls_pick_the_backend_and_hide_passwords() {
        assert_eq!(Backend::of_url("sqlite://starpost.db"), Backend::Sqlite);
        assert_eq!(Backend::of_url("sqlite::memory:"), Backend::Sqlite);
        assert_eq!(
            Backend::of_url("postgres://sp@localhost/db"),
            Backend::Postgres
        );
        assert_eq!(
            Backend::of_url("PostgreSQL://sp@db:5432/sp"),
            Backend::Postgres
        );
        assert_eq!(
            redacted_url("postgres://sp:hunter2@db:5432/starpost?sslmode=require"),
            "postgres://sp:<redacted>@db:5432/starpost?sslmode=require"
        );
        assert_eq!(
            redacted_url("postgres://sp@db/starpost"),
            "postgres://sp@db/starpost"
        );
        assert_eq!(redacted_url("sqlite://starpost.db"), "sqlite://starpost.db");
    }

    /// The store is the port: the app and the adapters (and the pure layers) never name sqlx
    /// nor a backend module, so a backend is one more module under `store`.
    #[test]
    fn only_the_store_names_sqlx() {
        let (files, lines) = backend_lines(&[
            "app",
            "discord",
            "local",
            "scheduler",
            "render",
            "core",
            "games",
        ]);
        assert!(files > 20, "the scan found the sources ({files} files)");
        assert!(lines.is_empty(), "{}", lines.join("\n"));
        // The scan does find what it looks for: the store names sqlx.
        let (_, store_lines) = backend_lines(&["store"]);
        assert!(
            store_lines.iter().any(|l| l.contains("sqlx::query")),
            "{store_lines:?}"
        );
    }
}
