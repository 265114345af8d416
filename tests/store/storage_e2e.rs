//! End to end, storage side: the real `serve` (opened as `serve` opens its database: checked,
//! with a read-only pool for reads) against the fake Discord; `/game status board:false`
//! answers without a board, and reads keep answering while another process holds the write
//! lock.

use crate::support;
use sqlx::Connection;
use support::*;

const CHANNEL: u64 = 700_000_000_000_000_061;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn status_without_board_and_reads_under_a_held_write_lock() {
    let bot = Bot::start("storage").await;
    let t = Table::new(&bot.fake, CHANNEL, &["alice", "bob", "carol"]);
    t.open(61).await;
    t.keep_all().await;

    let with = t.cmd(t.player("bob"), "game status").await;
    assert!(!with.ephemeral());
    assert_eq!(with.reply.attachments.len(), 1, "the board");
    let without = t.cmd(t.player("bob"), "game status board:false").await;
    assert!(!without.ephemeral());
    assert!(without.reply.attachments.is_empty(), "no board");
    assert!(without.text().contains("Waiting for"), "{}", without.text());

    // Another process takes the write lock and keeps it: reads still answer at once.
    let mut other = sqlx::SqliteConnection::connect(&bot.db_url).await.unwrap();
    sqlx::query("BEGIN IMMEDIATE")
        .execute(&mut other)
        .await
        .unwrap();
    for line in ["game status board:false", "game log count:5", "hand"] {
        let a = t.cmd(t.player("carol"), line).await;
        assert!(
            !a.text().contains("Something went wrong") && !a.text().is_empty(),
            "{line}: {}",
            a.text()
        );
    }
    sqlx::query("ROLLBACK").execute(&mut other).await.unwrap();
    other.close().await.unwrap();
    bot.finish().await;
}
