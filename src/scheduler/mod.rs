//! Reminders: when a prompt has waited on a player longer than their interval, ping them in the
//! channel and by DM, with escalating wording, up to a cap; never in their quiet hours or while
//! they are on vacation. Everything lives in the database, so reminders survive restarts.

use chrono::{DateTime, Duration, Timelike, Utc};
use chrono_tz::Tz;

use crate::app::{App, AppError};
use crate::core::Msg;
use crate::edge;
use crate::store::{self, ReminderRow, UserSettingsRow};

/// The time source; tests use a fixed one.
pub trait Clock: Send + Sync {
    fn now(&self) -> DateTime<Utc>;
}

pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> DateTime<Utc> {
        Utc::now()
    }
}

/// One reminder to deliver: a ping in the game's channel (in the table's language) and a DM (in
/// the player's).
#[derive(Debug, Clone, PartialEq)]
pub struct Notice {
    pub game_id: i64,
    pub channel: u64,
    pub user: u64,
    /// The player as stored (`user` parsed), to confirm the delivery.
    pub user_id: String,
    /// 1 for the first reminder of this wait, 2 for the second, ...
    pub level: i64,
    pub channel_text: String,
    pub dm_text: String,
    /// Identifies this reminder (its game, player, wait and level) across processes: the
    /// message nonce of its channel post (`r…`) and DM (`d…`), so a delivery repeated after a
    /// crash is de-duplicated by Discord (`enforce_nonce`).
    pub key: u64,
    /// When this sweep claimed it (Unix milliseconds), to confirm the delivery.
    pub claimed_at: i64,
}

impl Notice {
    /// The channel post's nonce (Discord: at most 25 characters).
    pub fn channel_nonce(&self) -> String {
        format!("r{:016x}", self.key)
    }

    /// The DM's nonce.
    pub fn dm_nonce(&self) -> String {
        format!("d{:016x}", self.key)
    }
}

/// The channel post's nonce of the reminder of `user` in `game` at `level` of the wait that began
/// at `waiting_since` (what every process derives for it).
pub fn reminder_nonce(game: i64, user: &str, waiting_since: &str, level: i64) -> String {
    format!("r{:016x}", reminder_key(game, user, waiting_since, level))
}

/// A stable 64-bit FNV-1a hash: the same in every process and every build (unlike std's
/// hasher), so every process derives the same nonce for one reminder.
fn reminder_key(game: i64, user: &str, waiting_since: &str, level: i64) -> u64 {
    fnv1a(&format!("{game}/{user}/{waiting_since}/{level}"))
}

/// 64-bit FNV-1a of a text.
fn fnv1a(text: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// The nonce of one message of the posts a change owes (`app::Effects::owed`: game, version),
/// the same in the first delivery and in a sweep's (`run_owed_posts`), so Discord returns the
/// message already created (`enforce_nonce`) when the first delivery went through but its
/// process died before recording it. `to`: where it goes (`channel`, or `dm <user>`); `what`:
/// the message's own text (a post's without the log lines folded into it, which differ
/// between the two deliveries); `nth`: how many earlier messages of these posts to the same
/// place had the same text; `piece`: which piece of a message split at Discord's length.
/// At most 25 characters.
pub fn owed_nonce(
    (game, version): (i64, i64),
    to: &str,
    what: &str,
    nth: usize,
    piece: usize,
) -> String {
    let key = fnv1a(&format!("{game}/{version}/{to}/{nth}/{piece}/{what}"));
    format!("o{key:016x}")
}

pub use crate::app::time_zone::in_quiet_hours;

/// Whether a reminder is due now (pure; see the module doc for the rules).
pub fn is_due(
    r: &ReminderRow,
    settings: &UserSettingsRow,
    game_interval_hours: i64,
    cap: i64,
    now: DateTime<Utc>,
) -> bool {
    if settings.vacation || r.sent_count >= cap {
        return false;
    }
    let interval = Duration::hours(
        settings
            .interval_hours
            .unwrap_or(game_interval_hours)
            .max(1),
    );
    let since = r
        .last_sent_at
        .as_deref()
        .unwrap_or(&r.waiting_since)
        .parse::<DateTime<Utc>>();
    let Ok(since) = since else {
        return false;
    };
    if now - since < interval {
        return false;
    }
    if let (Some(start), Some(end)) = (settings.quiet_start, settings.quiet_end) {
        let tz: Tz = settings
            .time_zone
            .as_deref()
            .and_then(|z| z.parse().ok())
            .unwrap_or(Tz::UTC);
        if in_quiet_hours(now.with_timezone(&tz).hour(), start, end) {
            return false;
        }
    }
    true
}

/// Claims and records every reminder that is due at `now`, and returns them to deliver (at most
/// once: a crash before the delivery loses it). Tests call this with a fake clock; `serve`
/// uses [`claim_due`], delivers, then [`confirm`]s.
pub async fn run_once(app: &App, now: DateTime<Utc>) -> Result<Vec<Notice>, AppError> {
    sweep(app, now, None, Duration::zero()).await
}

/// Claims, for `owner`, every reminder due at `now` that no live claim holds (claims older
/// than `lease` have lapsed: their process died before confirming), and returns them to
/// deliver. Several processes can sweep at once: each reminder is claimed by one of them.
pub async fn claim_due(
    app: &App,
    now: DateTime<Utc>,
    owner: &str,
    lease: Duration,
) -> Result<Vec<Notice>, AppError> {
    sweep(app, now, Some(owner), lease).await
}

/// The due reminders, claimed for `owner`, or (`None`) recorded as sent at once, in the same
/// transaction that found them.
async fn sweep(
    app: &App,
    now: DateTime<Utc>,
    owner: Option<&str>,
    lease: Duration,
) -> Result<Vec<Notice>, AppError> {
    let mut tx = app.db.begin_write().await?;
    let mut out = Vec::new();
    let at = now.timestamp_millis();
    let expired_before = at - lease.num_milliseconds() + 1;
    // The games are read without their row lock (a write transaction's game reads lock the
    // row on PostgreSQL): an action holds its game's row and then deletes or adds the game's
    // reminders, which this sweep has locked, so waiting here for the game would deadlock.
    // (In the transaction, so that an in-memory database's one connection serves it.)
    for r in store::pending_reminders(&mut tx, expired_before).await? {
        let Some(game) = store::game_unlocked(&mut tx, r.game_id).await? else {
            continue;
        };
        let settings = store::user_settings(&mut tx, &r.user_id).await?;
        if !is_due(
            &r,
            &settings,
            game.reminder_hours,
            app.config.reminder_cap,
            now,
        ) {
            continue;
        }
        let level = r.sent_count + 1;
        let final_one = level >= app.config.reminder_cap;
        let waited = (now - r.waiting_since.parse::<DateTime<Utc>>().unwrap_or(now)).num_hours();
        let id = if final_one {
            "reminder-final"
        } else if level == 1 {
            "reminder-first"
        } else {
            "reminder-again"
        };
        let mention = format!("<@{}>", r.user_id);
        let channel: u64 = game.channel_id.parse().unwrap_or(0);
        let channel_locale = app.channel_locale(channel).await?;
        let channel_text = Msg::new(id).text("player", mention).num("hours", waited);
        let dm_text = Msg::new("reminder-dm")
            .text("channel", format!("<#{}>", game.channel_id))
            .num("hours", waited)
            .num("level", level);
        out.push(Notice {
            game_id: game.id,
            channel,
            user: r.user_id.parse().unwrap_or(0),
            user_id: r.user_id.clone(),
            level,
            channel_text: edge::text_for(&channel_text.into(), channel_locale.as_deref()),
            dm_text: edge::text_for(
                &dm_text.into(),
                settings.locale.as_deref().or(channel_locale.as_deref()),
            ),
            key: reminder_key(game.id, &r.user_id, &r.waiting_since, level),
            claimed_at: at,
        });
        match owner {
            Some(owner) => store::claim_reminder(&mut tx, game.id, &r.user_id, owner, at).await?,
            None => {
                store::mark_reminder_sent(&mut tx, game.id, &r.user_id, &now.to_rfc3339()).await?
            }
        }
    }
    tx.commit().await?;
    Ok(out)
}

/// Records a claimed reminder as delivered at `now` and releases `owner`'s claim. False if the
/// claim was no longer `owner`'s (it lapsed and another process took the reminder over, or the
/// player acted meanwhile): nothing is recorded twice.
pub async fn confirm(
    app: &App,
    n: &Notice,
    owner: &str,
    now: DateTime<Utc>,
) -> Result<bool, AppError> {
    let mut tx = app.db.begin_write().await?;
    let done = store::confirm_reminder_sent(
        &mut tx,
        n.game_id,
        &n.user_id,
        owner,
        n.claimed_at,
        &now.to_rfc3339(),
    )
    .await?;
    tx.commit().await?;
    Ok(done)
}

/// Nobody sent the timer's request, so its public reply becomes the first channel post (an
/// ephemeral one, an error, stays unposted: it is logged by the app).
fn as_posts(mut e: edge::Effects) -> edge::Effects {
    let reply = std::mem::take(&mut e.reply);
    if !reply.ephemeral && !reply.text.is_empty() {
        e.posts.insert(
            0,
            edge::Post {
                text: reply.text,
                image: reply.image,
                buttons: reply.buttons,
                awaits: Vec::new(),
                status: false,
                anew: false,
                log: String::new(),
            },
        );
    }
    e
}

/// The user a timer acts as (it is logged as the actor of the timeout).
pub fn timer_user() -> crate::app::User {
    crate::app::User {
        id: 0,
        name: "timer".into(),
    }
}

/// Closes every reaction window whose timer has run out at `now` (silent players pass), through
/// the app like any other action. Returns what to post, per channel, translated for its
/// readers.
pub async fn run_timeouts(
    app: &App,
    now: DateTime<Utc>,
) -> Result<Vec<(u64, edge::Effects)>, AppError> {
    let due = {
        let mut c = app.db.acquire().await.map_err(AppError::from)?;
        store::due_timers(&mut c, &crate::app::timer_time(now)).await?
    };
    let mut out = Vec::new();
    for (game, channel) in due {
        let channel: u64 = channel.parse().unwrap_or(0);
        let effects = edge::handle(
            app,
            crate::app::Request {
                user: timer_user(),
                channel,
                guild: None,
                interaction: None,
                locale: None,
                now,
                command: crate::app::Command::Timeout { game },
                manage_server: false,
            },
        )
        .await;
        out.push((channel, as_posts(effects)));
    }
    Ok(out)
}

/// Posts again what changes owed and whose process died before delivering (`App::owed_posts`):
/// claims the debts older than `lease` at `now` and returns, per channel, the game's current
/// prompt to post, translated for its readers. Delivering them clears the debt
/// (`App::posts_delivered`, with `Effects::owed`); a process that dies before leaves the claim
/// to lapse after another lease.
pub async fn run_owed_posts(
    app: &App,
    now: DateTime<Utc>,
    lease: Duration,
) -> Result<Vec<(u64, edge::Effects)>, AppError> {
    let at = now.timestamp_millis();
    let claimed = app
        .claim_owed_posts(at - lease.num_milliseconds() + 1, at)
        .await?;
    let mut out = Vec::new();
    for (game, version) in claimed {
        tracing::info!(
            game,
            version,
            "posting a prompt whose process died before posting it"
        );
        let e = match app.owed_posts(game, version).await {
            Ok(Some(e)) => e,
            Ok(None) => continue,
            // Left claimed: tried again after the lease.
            Err(err) => {
                tracing::warn!(game, error = ?err, "owed posts not built");
                continue;
            }
        };
        let channel = e.channel.unwrap_or(0);
        let mut e = edge::localize(app, e, None).await;
        // The lost change's public lines (its answer, which nobody will get now) lead its
        // first status post, as in a quiet channel.
        edge::fold_log(&mut e);
        out.push((channel, as_posts(e)));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quiet_hours_wrap_past_midnight() {
        assert!(in_quiet_hours(23, 22, 7));
        assert!(in_quiet_hours(3, 22, 7));
        assert!(!in_quiet_hours(7, 22, 7));
        assert!(!in_quiet_hours(12, 22, 7));
        assert!(in_quiet_hours(13, 12, 14));
        assert!(!in_quiet_hours(14, 12, 14));
        assert!(!in_quiet_hours(5, 5, 5));
    }

    /// A change's message nonce is the same in every delivery of it and differs with each
    /// of its parts; it fits Discord's 25 characters.
    #[test]
    fn owed_nonces_are_stable_and_distinct() {
        let n = owed_nonce((7, 12), "channel", "bob: choose", 0, 0);
        assert_eq!(n, owed_nonce((7, 12), "channel", "bob: choose", 0, 0));
        assert!(n.len() <= 25 && n.starts_with('o'), "{n}");
        let others = [
            owed_nonce((8, 12), "channel", "bob: choose", 0, 0),
            owed_nonce((7, 13), "channel", "bob: choose", 0, 0),
            owed_nonce((7, 12), "dm 2", "bob: choose", 0, 0),
            owed_nonce((7, 12), "channel", "carol: choose", 0, 0),
            owed_nonce((7, 12), "channel", "bob: choose", 1, 0),
            owed_nonce((7, 12), "channel", "bob: choose", 0, 1),
        ];
        for o in &others {
            assert_ne!(&n, o);
        }
    }

    /// The nonce is the same for one reminder in every process, differs per player, wait and
    /// level, and fits Discord's 25 characters.
    #[test]
    fn reminder_nonces_are_stable_and_distinct() {
        let k = reminder_key(7, "42", "2026-01-01T00:00:00+00:00", 1);
        assert_eq!(k, reminder_key(7, "42", "2026-01-01T00:00:00+00:00", 1));
        assert_ne!(k, reminder_key(7, "42", "2026-01-01T00:00:00+00:00", 2));
        assert_ne!(k, reminder_key(7, "43", "2026-01-01T00:00:00+00:00", 1));
        assert_ne!(k, reminder_key(7, "42", "2026-01-02T00:00:00+00:00", 1));
        assert_ne!(k, reminder_key(8, "42", "2026-01-01T00:00:00+00:00", 1));
        let n = Notice {
            game_id: 7,
            channel: 1,
            user: 42,
            user_id: "42".into(),
            level: 1,
            channel_text: String::new(),
            dm_text: String::new(),
            key: k,
            claimed_at: 0,
        };
        assert!(n.channel_nonce().len() <= 25 && n.dm_nonce().len() <= 25);
        assert_ne!(n.channel_nonce(), n.dm_nonce());
    }
}
