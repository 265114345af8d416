//! The game's status message in a channel (issue 16, a quiet channel): the message that says
//! whose turn it is and what is awaited, edited in place while it is the latest message of the
//! game in its channel. Its id and the log lines it already shows are kept here, so a restart
//! (or another process) edits the same message.

use super::{Conn, Raw, Result};

/// The channel's current status message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StatusMessage {
    /// The adapter's id of the message (Discord's message id; a transcript number locally).
    pub message_id: String,
    /// The log lines the message shows above what it awaits (rendered for the channel).
    pub shown_log: String,
    /// What it says under the log lines (whose turn, what is awaited).
    pub prompt: String,
    /// The users it awaits (their ids, comma-separated): an edit pings nobody, so a status
    /// awaiting others is posted anew.
    pub awaits: String,
}

/// The channel's status message, if it is still the latest message of its game there.
pub async fn status_message(c: &mut Conn, channel: &str) -> Result<Option<StatusMessage>> {
    on_backend!(c, conn => {
        let row = sqlx::query_as::<_, (String, String, String, String)>(
            "SELECT message_id, shown_log, prompt, awaits FROM status_messages
             WHERE channel_id = $1",
        )
        .bind(channel)
        .fetch_optional(conn)
        .await?;
        Ok(row.map(|(message_id, shown_log, prompt, awaits)| StatusMessage {
            message_id,
            shown_log,
            prompt,
            awaits,
        }))
    })
}

/// Makes `m` the channel's status message (posted or edited just now).
pub async fn set_status_message(c: &mut Conn, channel: &str, m: &StatusMessage) -> Result<()> {
    on_backend!(c, conn => {
        sqlx::query(
            "INSERT INTO status_messages (channel_id, message_id, shown_log, prompt, awaits)
             VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (channel_id) DO UPDATE
             SET message_id = excluded.message_id, shown_log = excluded.shown_log,
                 prompt = excluded.prompt, awaits = excluded.awaits",
        )
        .bind(channel)
        .bind(&m.message_id)
        .bind(&m.shown_log)
        .bind(&m.prompt)
        .bind(&m.awaits)
        .execute(conn)
        .await?;
        Ok(())
    })
}

/// Another message of the game was posted in the channel: its status message is no longer the
/// latest, and the next status is posted anew.
pub async fn clear_status_message(c: &mut Conn, channel: &str) -> Result<()> {
    on_backend!(c, conn => {
        sqlx::query("DELETE FROM status_messages WHERE channel_id = $1")
            .bind(channel)
            .execute(conn)
            .await?;
        Ok(())
    })
}

/// The map fingerprint of the last board shown in the channel.
pub async fn board_fingerprint(c: &mut Conn, channel: &str) -> Result<Option<String>> {
    on_backend!(c, conn => {
        Ok(sqlx::query_scalar::<_, String>(
            "SELECT fingerprint FROM board_fingerprints WHERE channel_id = $1",
        )
        .bind(channel)
        .fetch_optional(conn)
        .await?)
    })
}

pub async fn set_board_fingerprint(c: &mut Conn, channel: &str, fingerprint: &str) -> Result<()> {
    on_backend!(c, conn => {
        sqlx::query(
            "INSERT INTO board_fingerprints (channel_id, fingerprint) VALUES ($1, $2)
             ON CONFLICT (channel_id) DO UPDATE SET fingerprint = excluded.fingerprint",
        )
        .bind(channel)
        .bind(fingerprint)
        .execute(conn)
        .await?;
        Ok(())
    })
}
