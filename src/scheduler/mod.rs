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
    /// 1 for the first reminder of this wait, 2 for the second, ...
    pub level: i64,
    pub channel_text: String,
    pub dm_text: String,
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

/// Sends every reminder that is due at `now` and records it. Tests call this with a fake clock.
pub async fn run_once(app: &App, now: DateTime<Utc>) -> Result<Vec<Notice>, AppError> {
    let mut tx = app.db.begin_write().await?;
    let mut out = Vec::new();
    for r in store::pending_reminders(&mut tx).await? {
        let Some(game) = store::game(&mut tx, r.game_id).await? else {
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
            level,
            channel_text: edge::text_for(&channel_text.into(), channel_locale.as_deref()),
            dm_text: edge::text_for(
                &dm_text.into(),
                settings.locale.as_deref().or(channel_locale.as_deref()),
            ),
        });
        store::mark_reminder_sent(&mut tx, game.id, &r.user_id, &now.to_rfc3339()).await?;
    }
    tx.commit().await?;
    Ok(out)
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
}
