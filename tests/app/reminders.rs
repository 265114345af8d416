//! Reminders with a fake clock: escalation and cap, quiet hours in the player's time zone,
//! vacation, a restart on the same database, and the reset when the player acts.

use crate::common;
use chrono::{DateTime, Duration, Utc};
use common::Table;
use starpost::app::Command;
use starpost::scheduler::run_once;

fn at(t: DateTime<Utc>, hours: i64) -> DateTime<Utc> {
    t + Duration::hours(hours)
}

/// A 3-player game in the strategy phase, waiting on the speaker (seat 0, "a").
async fn game_waiting_on_a(t: &mut Table) -> DateTime<Utc> {
    t.create_ti4(3, &[]).await;
    t.finish_setup_choices(&["a", "b", "c"]).await;
    t.now
}

#[tokio::test]
async fn escalation_interval_and_cap() {
    let mut t = Table::new(&["a", "b", "c"]).await;
    let since = game_waiting_on_a(&mut t).await;
    assert!(
        run_once(&t.app, at(since, 23)).await.unwrap().is_empty(),
        "not before 24 h"
    );
    let first = run_once(&t.app, at(since, 25)).await.unwrap();
    assert_eq!(first.len(), 1, "only the awaited player: {first:?}");
    assert_eq!(first[0].user, t.u("a").id);
    assert_eq!(first[0].level, 1);
    assert!(
        first[0]
            .channel_text
            .contains(&format!("<@{}>", t.u("a").id))
    );
    assert!(
        first[0].channel_text.contains("waiting for you"),
        "{}",
        first[0].channel_text
    );
    assert!(first[0].dm_text.contains("<#500>"), "{}", first[0].dm_text);
    assert!(
        run_once(&t.app, at(since, 30)).await.unwrap().is_empty(),
        "interval counts from the last reminder"
    );
    let second = run_once(&t.app, at(since, 50)).await.unwrap();
    assert_eq!(second[0].level, 2);
    assert!(
        second[0].channel_text.contains("nudge"),
        "{}",
        second[0].channel_text
    );
    let third = run_once(&t.app, at(since, 75)).await.unwrap();
    assert_eq!(third[0].level, 3);
    assert!(
        third[0].channel_text.contains("last reminder"),
        "{}",
        third[0].channel_text
    );
    assert!(
        run_once(&t.app, at(since, 200)).await.unwrap().is_empty(),
        "capped at 3"
    );

    // When "a" picks, the wait moves to "b", starting then.
    t.now = at(since, 201);
    t.press("a", "1 ").await;
    let picked_at = t.now;
    assert!(
        run_once(&t.app, at(picked_at, 23))
            .await
            .unwrap()
            .is_empty()
    );
    let n = run_once(&t.app, at(picked_at, 25)).await.unwrap();
    assert_eq!(n.len(), 1);
    assert_eq!(n[0].user, t.u("b").id);
    assert_eq!(n[0].level, 1, "a new wait starts a new escalation");
}

#[tokio::test]
async fn game_and_player_intervals() {
    let mut t = Table::new(&["a", "b", "c"]).await;
    let since = game_waiting_on_a(&mut t).await;
    let e = t
        .run(
            "a",
            Command::Settings {
                reminder_hours: Some(6),
                reaction_hours: None,
                host: None,
                language: None,
            },
        )
        .await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    assert_eq!(
        run_once(&t.app, at(since, 7)).await.unwrap().len(),
        1,
        "game interval 6 h"
    );
    let e = t
        .run(
            "a",
            Command::Remind {
                interval: Some(48),
                quiet: None,
                tz: None,
            },
        )
        .await;
    assert!(
        e.reply.ephemeral && e.reply.text.contains("every 48 hours"),
        "{}",
        e.reply.text
    );
    assert!(
        run_once(&t.app, at(since, 40)).await.unwrap().is_empty(),
        "player override 48 h"
    );
    assert_eq!(run_once(&t.app, at(since, 56)).await.unwrap().len(), 1);
}

#[tokio::test]
async fn quiet_hours_in_the_players_time_zone() {
    let mut t = Table::new(&["a", "b", "c"]).await;
    let since = game_waiting_on_a(&mut t).await; // 2026-03-02 ~10:xx UTC
    // Seoul is UTC+9: quiet 22-07 local = 13:00-22:00 UTC.
    let e = t
        .run(
            "a",
            Command::Remind {
                interval: None,
                quiet: Some("22-07".into()),
                tz: Some("Asia/Seoul".into()),
            },
        )
        .await;
    assert!(
        e.reply.ephemeral && e.reply.text.contains("22-07"),
        "{}",
        e.reply.text
    );
    let day_after = since.date_naive().succ_opt().unwrap();
    let utc = |h: u32| day_after.and_hms_opt(h, 30, 0).unwrap().and_utc();
    assert!(
        run_once(&t.app, utc(14)).await.unwrap().is_empty(),
        "23:30 in Seoul is quiet"
    );
    assert!(
        run_once(&t.app, utc(21)).await.unwrap().is_empty(),
        "06:30 in Seoul is quiet"
    );
    assert_eq!(
        run_once(&t.app, utc(22)).await.unwrap().len(),
        1,
        "07:30 in Seoul is not"
    );
    // Bad settings are refused with what is accepted.
    let e = t
        .run(
            "a",
            Command::Remind {
                interval: None,
                quiet: Some("25-3".into()),
                tz: None,
            },
        )
        .await;
    assert!(e.reply.text.contains("HH-HH"), "{}", e.reply.text);
    let e = t
        .run(
            "a",
            Command::Remind {
                interval: None,
                quiet: None,
                tz: Some("Mars/Olympus".into()),
            },
        )
        .await;
    assert!(e.reply.text.contains("Europe/Berlin"), "{}", e.reply.text);
}

#[tokio::test]
async fn vacation_pauses_reminders() {
    let mut t = Table::new(&["a", "b", "c"]).await;
    let since = game_waiting_on_a(&mut t).await;
    let e = t.run("a", Command::Vacation { on: true }).await;
    assert!(
        e.reply.ephemeral && e.reply.text.contains("vacation on"),
        "{}",
        e.reply.text
    );
    assert!(run_once(&t.app, at(since, 30)).await.unwrap().is_empty());
    t.run("a", Command::Vacation { on: false }).await;
    assert_eq!(run_once(&t.app, at(since, 31)).await.unwrap().len(), 1);
}

#[tokio::test]
async fn reminders_survive_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let url = common::lasting_database_url(dir.path(), "r.db").await;
    let since = {
        let mut t = Table::with_url(&["a", "b", "c"], &url).await;
        let since = game_waiting_on_a(&mut t).await;
        t.app.db.close().await;
        since
    };
    // A new process: same file, nothing in memory.
    let t = Table::with_url(&["a", "b", "c"], &url).await;
    let n = run_once(&t.app, at(since, 25)).await.unwrap();
    assert_eq!(n.len(), 1);
    assert_eq!(n[0].user, t.u("a").id);
    let (s, r) = t
        .app
        .snapshot_and_replay::<starpost::games::ti4::Ti4>(common::CHANNEL)
        .await
        .unwrap();
    assert_eq!(s, r);
}

#[tokio::test]
async fn abandoned_games_are_not_reminded() {
    let mut t = Table::new(&["a", "b", "c"]).await;
    let since = game_waiting_on_a(&mut t).await;
    t.run("a", Command::Abandon).await;
    assert!(run_once(&t.app, at(since, 30)).await.unwrap().is_empty());
}

/// A reminder's DM reads the player's own locale (as their client last reported it); its
/// channel ping reads the table's language (issue 13 item 3).
#[tokio::test]
async fn a_reminder_reads_the_players_locale_and_the_ping_the_tables() {
    let mut t = Table::new(&["a", "b", "c"]).await;
    let since = game_waiting_on_a(&mut t).await;
    // A look at the game from a client in another locale: that is what the bot remembers.
    t.locales.insert("a".into(), "en-XA".into());
    t.run("a", Command::StatusText).await;
    let n = run_once(&t.app, at(since, 25)).await.unwrap();
    assert_eq!(n.len(), 1, "{n:?}");
    assert!(
        n[0].dm_text.contains("ó") || n[0].dm_text.contains("é"),
        "{}",
        n[0].dm_text
    );
    assert!(
        n[0].dm_text.contains("<#500>"),
        "arguments are kept: {}",
        n[0].dm_text
    );
    assert!(
        n[0].channel_text.contains("waiting for you"),
        "the channel reads English: {}",
        n[0].channel_text
    );
}

/// `/remind tz:` takes abbreviations and offsets as players write them and stores the zone
/// they mean; an abbreviation of several zones is refused with its readings (issue 16 item 5).
#[tokio::test]
async fn time_zones_as_players_write_them() {
    let mut t = Table::new(&["a", "b", "c"]).await;
    let remind = |tz: &str| Command::Remind {
        interval: None,
        quiet: None,
        tz: Some(tz.into()),
    };
    let e = t.run("a", remind("KST")).await;
    assert!(e.reply.text.contains("(Asia/Seoul)"), "{}", e.reply.text);
    let e = t.run("a", remind("utc+9")).await;
    assert!(e.reply.text.contains("(Etc/GMT-9)"), "{}", e.reply.text);
    let e = t.run("a", remind("europe/berlin")).await;
    assert!(e.reply.text.contains("(Europe/Berlin)"), "{}", e.reply.text);
    let e = t.run("a", remind("CST")).await;
    assert!(
        e.reply.text.contains("several") && e.reply.text.contains("Asia/Shanghai"),
        "{}",
        e.reply.text
    );
    let e = t.run("a", remind("Mars/Olympus")).await;
    assert!(
        e.reply.text.contains("KST"),
        "the refusal says what is accepted: {}",
        e.reply.text
    );
}

/// Two bot processes on one database sweep at the same moment (issue 18): each due reminder is
/// sent once, by one of them (on PostgreSQL the sweep claims its rows with `FOR UPDATE SKIP
/// LOCKED`; on SQLite one writer holds the database).
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_processes_sweeping_at_once_send_each_reminder_once() {
    let dir = tempfile::tempdir().unwrap();
    let url = common::lasting_database_url(dir.path(), "two.db").await;
    let mut t = Table::with_url(&["a", "b", "c"], &url).await;
    let since = game_waiting_on_a(&mut t).await;
    let other = Table::with_url(&["a", "b", "c"], &url).await;
    for (level, hours) in [(1, 25), (2, 50), (3, 75)] {
        let now = at(since, hours);
        let (x, y) = tokio::join!(run_once(&t.app, now), run_once(&other.app, now));
        let sent: Vec<_> = x.unwrap().into_iter().chain(y.unwrap()).collect();
        assert_eq!(sent.len(), 1, "level {level}: {sent:?}");
        assert_eq!(sent[0].level, level);
    }
}

/// The claim and its lease (issue 18): two processes claiming at once claim each due reminder
/// once; a claim whose process died (never confirmed) is re-claimed by the other only after the
/// lease, with the same nonce; the dead process's late confirmation records nothing, the live
/// one's records the reminder once, and nothing is due again afterwards.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_claim_lapses_after_its_lease_and_is_redelivered_with_the_same_nonce() {
    use starpost::scheduler::{claim_due, confirm};
    let dir = tempfile::tempdir().unwrap();
    let url = common::lasting_database_url(dir.path(), "lease.db").await;
    let mut t = Table::with_url(&["a", "b", "c"], &url).await;
    let since = game_waiting_on_a(&mut t).await;
    let other = Table::with_url(&["a", "b", "c"], &url).await;
    let lease = Duration::seconds(60);
    let now = at(since, 25);
    let (x, y) = tokio::join!(
        claim_due(&t.app, now, "dead", lease),
        claim_due(&other.app, now, "live", lease)
    );
    let (x, y) = (x.unwrap(), y.unwrap());
    assert_eq!(x.len() + y.len(), 1, "claimed once: {x:?} {y:?}");
    let (first, first_owner, live) = if x.is_empty() {
        (y[0].clone(), "live", &t.app)
    } else {
        (x[0].clone(), "dead", &other.app)
    };
    let second_owner = if first_owner == "dead" {
        "live"
    } else {
        "dead"
    };
    // Its process "dies" without confirming: nobody takes it within the lease...
    let soon = now + Duration::seconds(59);
    assert!(
        claim_due(live, soon, second_owner, lease)
            .await
            .unwrap()
            .is_empty()
    );
    // ...and after it, the other process does, the same reminder with the same nonce.
    let later = now + Duration::seconds(61);
    let again = claim_due(live, later, second_owner, lease).await.unwrap();
    assert_eq!(again.len(), 1);
    assert_eq!(again[0].channel_nonce(), first.channel_nonce());
    assert_eq!(again[0].dm_nonce(), first.dm_nonce());
    assert_eq!(again[0].level, 1);
    assert!(
        !confirm(live, &first, first_owner, later).await.unwrap(),
        "the lapsed claim's confirmation records nothing"
    );
    assert!(confirm(live, &again[0], second_owner, later).await.unwrap());
    // Recorded once: the next one is the second level, a day on.
    assert!(
        claim_due(live, at(since, 30), "x", lease)
            .await
            .unwrap()
            .is_empty()
    );
    let next = claim_due(live, at(since, 50), "x", lease).await.unwrap();
    assert_eq!(next.len(), 1);
    assert_eq!(next[0].level, 2);
    assert_ne!(next[0].channel_nonce(), first.channel_nonce());
}
