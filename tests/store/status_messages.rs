//! The channel's status message and last board (issue 16, a quiet channel): kept in the
//! database, so a restart edits the same message and skips the same board.

use crate::common;
use starpost::store::{self, StatusMessage};

fn message(id: &str, log: &str) -> StatusMessage {
    StatusMessage {
        message_id: id.to_string(),
        shown_log: log.to_string(),
        prompt: "alice: your turn.".to_string(),
        awaits: "1001".to_string(),
    }
}

/// Recorded, replaced, cleared, per channel; and still there after the database is opened
/// again (a restart).
#[tokio::test]
async fn the_status_message_survives_a_restart_and_is_per_channel() {
    let dir = tempfile::tempdir().unwrap();
    let url = common::lasting_database_url(dir.path(), "starpost.db").await;
    {
        let db = store::connect(&url).await.unwrap();
        let mut tx = db.begin_write().await.unwrap();
        assert_eq!(store::status_message(&mut tx, "7").await.unwrap(), None);
        store::set_status_message(&mut tx, "7", &message("41", "a"))
            .await
            .unwrap();
        store::set_status_message(&mut tx, "7", &message("42", "a\nb"))
            .await
            .unwrap();
        store::set_status_message(&mut tx, "8", &message("50", ""))
            .await
            .unwrap();
        store::set_board_fingerprint(&mut tx, "7", "00ff")
            .await
            .unwrap();
        tx.commit().await.unwrap();
    }
    let db = store::connect(&url).await.unwrap();
    let mut c = db.acquire().await.unwrap();
    assert_eq!(
        store::status_message(&mut c, "7").await.unwrap(),
        Some(message("42", "a\nb")),
        "the latest one, after a restart"
    );
    assert_eq!(
        store::board_fingerprint(&mut c, "7")
            .await
            .unwrap()
            .as_deref(),
        Some("00ff")
    );
    assert_eq!(store::board_fingerprint(&mut c, "8").await.unwrap(), None);
    drop(c);
    let mut tx = db.begin_write().await.unwrap();
    store::clear_status_message(&mut tx, "7").await.unwrap();
    tx.commit().await.unwrap();
    let mut c = db.acquire().await.unwrap();
    assert_eq!(store::status_message(&mut c, "7").await.unwrap(), None);
    assert_eq!(
        store::status_message(&mut c, "8").await.unwrap(),
        Some(message("50", "")),
        "another channel's is untouched"
    );
}
