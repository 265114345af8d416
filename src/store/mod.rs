//! The only place with SQL. Free functions over a connection (usually a transaction); SQLite
//! by default, WAL, foreign keys and a busy timeout; migrations from `migrations/` at start-up.

use std::str::FromStr;
use std::time::Duration;

use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{FromRow, SqliteConnection, SqlitePool};

mod open;
pub use open::*;

pub type Conn = SqliteConnection;

/// Opens (creating if missing) and migrates the database at `url` (e.g. `sqlite://starpost.db`).
pub async fn connect(url: &str) -> Result<SqlitePool, sqlx::Error> {
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
    sqlx::migrate!("./migrations").run(&pool).await?;
    Ok(pool)
}

/// Begins a transaction that takes SQLite's write lock at once (`BEGIN IMMEDIATE`), so two
/// requests on the same game run one after the other instead of failing when the second tries
/// to write on top of a stale read. The version compare-and-swap still guards every write.
pub async fn begin_write(
    pool: &SqlitePool,
) -> sqlx::Result<sqlx::Transaction<'static, sqlx::Sqlite>> {
    pool.begin_with("BEGIN IMMEDIATE").await
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
}

pub async fn open_game_in_channel(c: &mut Conn, channel: &str) -> sqlx::Result<Option<GameRow>> {
    sqlx::query_as::<_, GameRow>(
        "SELECT id, channel_id, guild_id, kind, status, host_id, seed, options_json, setup_json, rules_version, version, reminder_hours, reaction_hours, created_at, updated_at
         FROM games WHERE channel_id = ? AND status IN ('lobby', 'active')",
    )
    .bind(channel)
    .fetch_optional(c)
    .await
}

pub async fn game(c: &mut Conn, id: i64) -> sqlx::Result<Option<GameRow>> {
    sqlx::query_as::<_, GameRow>(
        "SELECT id, channel_id, guild_id, kind, status, host_id, seed, options_json, setup_json, rules_version, version, reminder_hours, reaction_hours, created_at, updated_at
         FROM games WHERE id = ?",
    )
    .bind(id)
    .fetch_optional(c)
    .await
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
) -> sqlx::Result<i64> {
    let r = sqlx::query(
        "INSERT INTO games (channel_id, guild_id, kind, status, host_id, seed, options_json, created_at, updated_at)
         VALUES (?, ?, ?, 'lobby', ?, ?, ?, ?, ?)",
    )
    .bind(channel)
    .bind(guild)
    .bind(kind)
    .bind(host)
    .bind(seed)
    .bind(options_json)
    .bind(now)
    .bind(now)
    .execute(c)
    .await?;
    Ok(r.last_insert_rowid())
}

/// Records the rules version a game is played under (at creation).
pub async fn set_rules_version(c: &mut Conn, id: i64, rules_version: i64) -> sqlx::Result<()> {
    sqlx::query("UPDATE games SET rules_version = ? WHERE id = ?")
        .bind(rules_version)
        .bind(id)
        .execute(c)
        .await?;
    Ok(())
}

/// Compare-and-swap on the game's version: succeeds only if nobody changed the game since
/// `expected` was read. Returns whether it succeeded.
pub async fn bump_version(c: &mut Conn, id: i64, expected: i64, now: &str) -> sqlx::Result<bool> {
    let r = sqlx::query(
        "UPDATE games SET version = version + 1, updated_at = ? WHERE id = ? AND version = ?",
    )
    .bind(now)
    .bind(id)
    .bind(expected)
    .execute(c)
    .await?;
    Ok(r.rows_affected() == 1)
}

pub async fn set_started(c: &mut Conn, id: i64, setup_json: &str) -> sqlx::Result<()> {
    sqlx::query("UPDATE games SET status = 'active', setup_json = ? WHERE id = ?")
        .bind(setup_json)
        .bind(id)
        .execute(c)
        .await?;
    Ok(())
}

pub async fn set_status(c: &mut Conn, id: i64, status: &str) -> sqlx::Result<()> {
    sqlx::query("UPDATE games SET status = ? WHERE id = ?")
        .bind(status)
        .bind(id)
        .execute(c)
        .await?;
    Ok(())
}

pub async fn set_host(c: &mut Conn, id: i64, host: &str) -> sqlx::Result<()> {
    sqlx::query("UPDATE games SET host_id = ? WHERE id = ?")
        .bind(host)
        .bind(id)
        .execute(c)
        .await?;
    Ok(())
}

pub async fn set_reminder_hours(c: &mut Conn, id: i64, hours: i64) -> sqlx::Result<()> {
    sqlx::query("UPDATE games SET reminder_hours = ? WHERE id = ?")
        .bind(hours)
        .bind(id)
        .execute(c)
        .await?;
    Ok(())
}

pub async fn set_reaction_hours(c: &mut Conn, id: i64, hours: i64) -> sqlx::Result<()> {
    sqlx::query("UPDATE games SET reaction_hours = ? WHERE id = ?")
        .bind(hours)
        .bind(id)
        .execute(c)
        .await?;
    Ok(())
}

/// A game's open reaction timer: the window's key and when it runs out.
#[derive(Debug, Clone, FromRow, PartialEq)]
pub struct TimerRow {
    pub game_id: i64,
    pub key: String,
    pub due_at: String,
}

pub async fn timer(c: &mut Conn, game: i64) -> sqlx::Result<Option<TimerRow>> {
    sqlx::query_as::<_, TimerRow>("SELECT game_id, key, due_at FROM timers WHERE game_id = ?")
        .bind(game)
        .fetch_optional(c)
        .await
}

pub async fn set_timer(c: &mut Conn, game: i64, key: &str, due_at: &str) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO timers (game_id, key, due_at) VALUES (?, ?, ?)
         ON CONFLICT (game_id) DO UPDATE SET key = excluded.key, due_at = excluded.due_at",
    )
    .bind(game)
    .bind(key)
    .bind(due_at)
    .execute(c)
    .await?;
    Ok(())
}

pub async fn delete_timer(c: &mut Conn, game: i64) -> sqlx::Result<()> {
    sqlx::query("DELETE FROM timers WHERE game_id = ?")
        .bind(game)
        .execute(c)
        .await?;
    Ok(())
}

/// Timers of active games that have run out at `now` (RFC 3339 strings compare in time order
/// when written by the same code, in UTC): (game id, channel id).
pub async fn due_timers(c: &mut Conn, now: &str) -> sqlx::Result<Vec<(i64, String)>> {
    sqlx::query_as::<_, (i64, String)>(
        "SELECT t.game_id, g.channel_id FROM timers t JOIN games g ON g.id = t.game_id
         WHERE g.status = 'active' AND t.due_at <= ? ORDER BY t.due_at",
    )
    .bind(now)
    .fetch_all(c)
    .await
}

pub async fn seats(c: &mut Conn, game: i64) -> sqlx::Result<Vec<SeatRow>> {
    sqlx::query_as::<_, SeatRow>(
        "SELECT game_id, user_id, name, faction, color, join_order, seat FROM seats
         WHERE game_id = ? ORDER BY COALESCE(seat, join_order + 1000), join_order",
    )
    .bind(game)
    .fetch_all(c)
    .await
}

pub async fn insert_seat(
    c: &mut Conn,
    game: i64,
    user: &str,
    name: &str,
    faction: Option<&str>,
    color: Option<&str>,
) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO seats (game_id, user_id, name, faction, color, join_order)
         VALUES (?, ?, ?, ?, ?, (SELECT COALESCE(MAX(join_order), -1) + 1 FROM seats WHERE game_id = ?))",
    )
    .bind(game)
    .bind(user)
    .bind(name)
    .bind(faction)
    .bind(color)
    .bind(game)
    .execute(c)
    .await?;
    Ok(())
}

pub async fn delete_seat(c: &mut Conn, game: i64, user: &str) -> sqlx::Result<bool> {
    let r = sqlx::query("DELETE FROM seats WHERE game_id = ? AND user_id = ?")
        .bind(game)
        .bind(user)
        .execute(c)
        .await?;
    Ok(r.rows_affected() == 1)
}

pub async fn set_seat_number(c: &mut Conn, game: i64, user: &str, seat: i64) -> sqlx::Result<()> {
    sqlx::query("UPDATE seats SET seat = ? WHERE game_id = ? AND user_id = ?")
        .bind(seat)
        .bind(game)
        .bind(user)
        .execute(c)
        .await?;
    Ok(())
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
) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO actions (game_id, seq, seat, user_id, action_json, barrier, rules_version, version, created_at, rng_pos)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
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
    .execute(c)
    .await?;
    Ok(())
}

/// The actions after `seq`, in order (replay from a checkpoint).
pub async fn actions_after(c: &mut Conn, game: i64, seq: i64) -> sqlx::Result<Vec<ActionRow>> {
    sqlx::query_as::<_, ActionRow>(
        "SELECT game_id, seq, seat, user_id, action_json, barrier, rules_version, version, created_at, rng_pos
         FROM actions WHERE game_id = ? AND seq > ? ORDER BY seq",
    )
    .bind(game)
    .bind(seq)
    .fetch_all(c)
    .await
}

pub async fn actions(c: &mut Conn, game: i64) -> sqlx::Result<Vec<ActionRow>> {
    sqlx::query_as::<_, ActionRow>(
        "SELECT game_id, seq, seat, user_id, action_json, barrier, rules_version, version, created_at, rng_pos
         FROM actions WHERE game_id = ? ORDER BY seq",
    )
    .bind(game)
    .fetch_all(c)
    .await
}

pub async fn last_action(c: &mut Conn, game: i64) -> sqlx::Result<Option<ActionRow>> {
    sqlx::query_as::<_, ActionRow>(
        "SELECT game_id, seq, seat, user_id, action_json, barrier, rules_version, version, created_at, rng_pos
         FROM actions WHERE game_id = ? ORDER BY seq DESC LIMIT 1",
    )
    .bind(game)
    .fetch_optional(c)
    .await
}

/// Whether `seat` has had an action accepted after game version `version`.
pub async fn seat_acted_since(
    c: &mut Conn,
    game: i64,
    seat: i64,
    version: i64,
) -> sqlx::Result<bool> {
    let n: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM actions WHERE game_id = ? AND seat = ? AND version > ?",
    )
    .bind(game)
    .bind(seat)
    .bind(version)
    .fetch_one(c)
    .await?;
    Ok(n > 0)
}

/// Removes the action at `seq` and its log lines (undo).
pub async fn delete_action(c: &mut Conn, game: i64, seq: i64) -> sqlx::Result<()> {
    sqlx::query("DELETE FROM log_lines WHERE game_id = ? AND seq = ?")
        .bind(game)
        .bind(seq)
        .execute(&mut *c)
        .await?;
    sqlx::query("DELETE FROM actions WHERE game_id = ? AND seq = ?")
        .bind(game)
        .bind(seq)
        .execute(c)
        .await?;
    Ok(())
}

pub async fn insert_log_line(
    c: &mut Conn,
    game: i64,
    seq: i64,
    line: i64,
    seat: Option<i64>,
    msg_json: &str,
) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO log_lines (game_id, seq, line, seat, msg_json) VALUES (?, ?, ?, ?, ?)",
    )
    .bind(game)
    .bind(seq)
    .bind(line)
    .bind(seat)
    .bind(msg_json)
    .execute(c)
    .await?;
    Ok(())
}

/// The latest `count` public log lines, oldest first.
pub async fn public_log(c: &mut Conn, game: i64, count: i64) -> sqlx::Result<Vec<LogLineRow>> {
    let mut rows = sqlx::query_as::<_, LogLineRow>(
        "SELECT seq, line, seat, msg_json FROM log_lines WHERE game_id = ? AND seat IS NULL
         ORDER BY seq DESC, line DESC LIMIT ?",
    )
    .bind(game)
    .bind(count)
    .fetch_all(c)
    .await?;
    rows.reverse();
    Ok(rows)
}

/// Saves the state after `seq` actions and the RNG position after them.
pub async fn save_snapshot(
    c: &mut Conn,
    game: i64,
    seq: i64,
    state_json: &str,
    rng_pos: i64,
) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO snapshots (game_id, seq, state_json, rng_pos) VALUES (?, ?, ?, ?)
         ON CONFLICT (game_id) DO UPDATE SET seq = excluded.seq, state_json = excluded.state_json,
             rng_pos = excluded.rng_pos",
    )
    .bind(game)
    .bind(seq)
    .bind(state_json)
    .bind(rng_pos)
    .execute(c)
    .await?;
    Ok(())
}

pub async fn snapshot(c: &mut Conn, game: i64) -> sqlx::Result<Option<(i64, String)>> {
    sqlx::query_as::<_, (i64, String)>("SELECT seq, state_json FROM snapshots WHERE game_id = ?")
        .bind(game)
        .fetch_optional(c)
        .await
}

/// The snapshot with its RNG position: (seq, state JSON, rng position).
pub async fn snapshot_with_pos(
    c: &mut Conn,
    game: i64,
) -> sqlx::Result<Option<(i64, String, i64)>> {
    sqlx::query_as::<_, (i64, String, i64)>(
        "SELECT seq, state_json, rng_pos FROM snapshots WHERE game_id = ?",
    )
    .bind(game)
    .fetch_optional(c)
    .await
}

/// Keeps the state after `seq` actions as a checkpoint for bounded undo.
pub async fn save_checkpoint(
    c: &mut Conn,
    game: i64,
    seq: i64,
    state_json: &str,
    rng_pos: i64,
) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT OR REPLACE INTO checkpoints (game_id, seq, state_json, rng_pos) VALUES (?, ?, ?, ?)",
    )
    .bind(game)
    .bind(seq)
    .bind(state_json)
    .bind(rng_pos)
    .execute(c)
    .await?;
    Ok(())
}

/// The latest checkpoint at or before `seq`: (seq, state JSON, rng position).
pub async fn checkpoint_at_or_before(
    c: &mut Conn,
    game: i64,
    seq: i64,
) -> sqlx::Result<Option<(i64, String, i64)>> {
    sqlx::query_as::<_, (i64, String, i64)>(
        "SELECT seq, state_json, rng_pos FROM checkpoints WHERE game_id = ? AND seq <= ?
         ORDER BY seq DESC LIMIT 1",
    )
    .bind(game)
    .bind(seq)
    .fetch_optional(c)
    .await
}

/// Drops the checkpoints after `seq` (their actions were undone).
pub async fn delete_checkpoints_after(c: &mut Conn, game: i64, seq: i64) -> sqlx::Result<()> {
    sqlx::query("DELETE FROM checkpoints WHERE game_id = ? AND seq > ?")
        .bind(game)
        .bind(seq)
        .execute(c)
        .await?;
    Ok(())
}

/// Records an interaction id; false if it was seen before (the second delivery does nothing).
pub async fn mark_interaction(c: &mut Conn, id: &str, now: &str) -> sqlx::Result<bool> {
    let r = sqlx::query("INSERT OR IGNORE INTO interactions (id, processed_at) VALUES (?, ?)")
        .bind(id)
        .bind(now)
        .execute(c)
        .await?;
    Ok(r.rows_affected() == 1)
}

pub async fn reminders_for_game(c: &mut Conn, game: i64) -> sqlx::Result<Vec<ReminderRow>> {
    sqlx::query_as::<_, ReminderRow>(
        "SELECT game_id, user_id, waiting_since, last_sent_at, sent_count FROM reminders WHERE game_id = ?",
    )
    .bind(game)
    .fetch_all(c)
    .await
}

/// Every pending reminder of an active game.
pub async fn pending_reminders(c: &mut Conn) -> sqlx::Result<Vec<ReminderRow>> {
    sqlx::query_as::<_, ReminderRow>(
        "SELECT r.game_id, r.user_id, r.waiting_since, r.last_sent_at, r.sent_count
         FROM reminders r JOIN games g ON g.id = r.game_id WHERE g.status = 'active'
         ORDER BY r.game_id, r.user_id",
    )
    .fetch_all(c)
    .await
}

pub async fn insert_reminder(c: &mut Conn, game: i64, user: &str, since: &str) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT OR IGNORE INTO reminders (game_id, user_id, waiting_since) VALUES (?, ?, ?)",
    )
    .bind(game)
    .bind(user)
    .bind(since)
    .execute(c)
    .await?;
    Ok(())
}

pub async fn delete_reminder(c: &mut Conn, game: i64, user: &str) -> sqlx::Result<()> {
    sqlx::query("DELETE FROM reminders WHERE game_id = ? AND user_id = ?")
        .bind(game)
        .bind(user)
        .execute(c)
        .await?;
    Ok(())
}

pub async fn delete_reminders(c: &mut Conn, game: i64) -> sqlx::Result<()> {
    sqlx::query("DELETE FROM reminders WHERE game_id = ?")
        .bind(game)
        .execute(c)
        .await?;
    Ok(())
}

pub async fn mark_reminder_sent(c: &mut Conn, game: i64, user: &str, at: &str) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE reminders SET last_sent_at = ?, sent_count = sent_count + 1 WHERE game_id = ? AND user_id = ?",
    )
    .bind(at)
    .bind(game)
    .bind(user)
    .execute(c)
    .await?;
    Ok(())
}

pub async fn user_settings(c: &mut Conn, user: &str) -> sqlx::Result<UserSettingsRow> {
    let row = sqlx::query_as::<_, UserSettingsRow>(
        "SELECT user_id, interval_hours, quiet_start, quiet_end, time_zone, vacation FROM user_settings WHERE user_id = ?",
    )
    .bind(user)
    .fetch_optional(c)
    .await?;
    Ok(row.unwrap_or_else(|| UserSettingsRow {
        user_id: user.to_string(),
        ..Default::default()
    }))
}

pub async fn save_user_settings(c: &mut Conn, s: &UserSettingsRow) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO user_settings (user_id, interval_hours, quiet_start, quiet_end, time_zone, vacation)
         VALUES (?, ?, ?, ?, ?, ?)
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
    .execute(c)
    .await?;
    Ok(())
}

/// The public log lines of one action.
pub async fn public_lines_of(c: &mut Conn, game: i64, seq: i64) -> sqlx::Result<Vec<String>> {
    sqlx::query_scalar(
        "SELECT msg_json FROM log_lines WHERE game_id = ? AND seq = ? AND seat IS NULL ORDER BY line",
    )
    .bind(game)
    .bind(seq)
    .fetch_all(c)
    .await
}

/// The channel's most recent game, whatever its status (a finished game stays readable).
pub async fn latest_game_in_channel(c: &mut Conn, channel: &str) -> sqlx::Result<Option<GameRow>> {
    sqlx::query_as::<_, GameRow>(
        "SELECT id, channel_id, guild_id, kind, status, host_id, seed, options_json, setup_json, rules_version, version, reminder_hours, reaction_hours, created_at, updated_at
         FROM games WHERE channel_id = ? ORDER BY id DESC LIMIT 1",
    )
    .bind(channel)
    .fetch_optional(c)
    .await
}

/// Who may adjust the game directly: `host` (the default) or `anyone`.
pub async fn adjust_policy(c: &mut Conn, game: i64) -> sqlx::Result<String> {
    let p: Option<String> = sqlx::query_scalar("SELECT adjust_policy FROM games WHERE id = ?")
        .bind(game)
        .fetch_optional(c)
        .await?;
    Ok(p.unwrap_or_else(|| "host".to_string()))
}

pub async fn set_adjust_policy(c: &mut Conn, game: i64, policy: &str) -> sqlx::Result<()> {
    sqlx::query("UPDATE games SET adjust_policy = ? WHERE id = ?")
        .bind(policy)
        .bind(game)
        .execute(c)
        .await?;
    Ok(())
}

/// An adjustment waiting for consent (see migrations/0004_consent.sql).
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
) -> sqlx::Result<i64> {
    let r = sqlx::query(
        "INSERT INTO pending_adjustments (game_id, kind, seat, proposer_id, proposer_name, confirmer_name, text, action_json, confirmed_by, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
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
    .execute(c)
    .await?;
    Ok(r.last_insert_rowid())
}

pub async fn pending_adjustment(
    c: &mut Conn,
    id: i64,
) -> sqlx::Result<Option<PendingAdjustmentRow>> {
    sqlx::query_as::<_, PendingAdjustmentRow>(
        "SELECT id, game_id, kind, seat, proposer_id, proposer_name, confirmer_name, text, action_json, confirmed_by, status, created_at
         FROM pending_adjustments WHERE id = ?",
    )
    .bind(id)
    .fetch_optional(c)
    .await
}

/// The open adjustments of a game, oldest first.
pub async fn open_adjustments(c: &mut Conn, game: i64) -> sqlx::Result<Vec<PendingAdjustmentRow>> {
    sqlx::query_as::<_, PendingAdjustmentRow>(
        "SELECT id, game_id, kind, seat, proposer_id, proposer_name, confirmer_name, text, action_json, confirmed_by, status, created_at
         FROM pending_adjustments WHERE game_id = ? AND status = 'open' ORDER BY id",
    )
    .bind(game)
    .fetch_all(c)
    .await
}

/// The open prompts of a game as last recorded: (seat, prompt id, open since version); the row
/// with seat -1 holds the version they were recorded at.
pub async fn prompt_since(c: &mut Conn, game: i64) -> sqlx::Result<Vec<(i64, String, i64)>> {
    sqlx::query_as::<_, (i64, String, i64)>(
        "SELECT seat, prompt_id, since_version FROM prompt_since WHERE game_id = ?",
    )
    .bind(game)
    .fetch_all(c)
    .await
}

pub async fn set_adjustment_status(c: &mut Conn, id: i64, status: &str) -> sqlx::Result<()> {
    sqlx::query("UPDATE pending_adjustments SET status = ? WHERE id = ?")
        .bind(status)
        .bind(id)
        .execute(c)
        .await?;
    Ok(())
}

pub async fn set_adjustment_confirmations(
    c: &mut Conn,
    id: i64,
    confirmed_by: &str,
) -> sqlx::Result<()> {
    sqlx::query("UPDATE pending_adjustments SET confirmed_by = ? WHERE id = ?")
        .bind(confirmed_by)
        .bind(id)
        .execute(c)
        .await?;
    Ok(())
}

/// The user ids `local` gave to script names on earlier runs against this database.
pub async fn local_users(c: &mut Conn) -> sqlx::Result<Vec<(String, i64)>> {
    sqlx::query_as::<_, (String, i64)>("SELECT name, id FROM local_users ORDER BY id")
        .fetch_all(c)
        .await
}

pub async fn insert_local_user(c: &mut Conn, name: &str, id: i64) -> sqlx::Result<()> {
    sqlx::query("INSERT OR IGNORE INTO local_users (name, id) VALUES (?, ?)")
        .bind(name)
        .bind(id)
        .execute(c)
        .await?;
    Ok(())
}

/// The highest `<prefix><n>` interaction id recorded (0 if none): `local` numbers its
/// interactions after it, so a second run never repeats an earlier run's ids.
pub async fn max_interaction_number(c: &mut Conn, prefix: &str) -> sqlx::Result<u64> {
    let ids: Vec<String> = sqlx::query_scalar("SELECT id FROM interactions WHERE id LIKE ?")
        .bind(format!("{prefix}%"))
        .fetch_all(c)
        .await?;
    Ok(ids
        .iter()
        .filter_map(|id| id.strip_prefix(prefix)?.parse::<u64>().ok())
        .max()
        .unwrap_or(0))
}

/// Replaces the recorded open prompts of a game (see [`prompt_since`]).
pub async fn set_prompt_since(
    c: &mut Conn,
    game: i64,
    rows: &[(i64, String, i64)],
) -> sqlx::Result<()> {
    sqlx::query("DELETE FROM prompt_since WHERE game_id = ?")
        .bind(game)
        .execute(&mut *c)
        .await?;
    for (seat, id, since) in rows {
        sqlx::query(
            "INSERT OR IGNORE INTO prompt_since (game_id, seat, prompt_id, since_version)
             VALUES (?, ?, ?, ?)",
        )
        .bind(game)
        .bind(seat)
        .bind(id)
        .bind(since)
        .execute(&mut *c)
        .await?;
    }
    Ok(())
}
