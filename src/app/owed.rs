//! Posts owed after a crash (issue 18). A change is committed before its posts (the next
//! prompt, the board) are sent; a process killed in between would leave the game waiting on a
//! prompt nobody sees. So each change records its debt in its transaction
//! (`store::owe_posts`), the adapter that delivers the posts clears it ([`App::posts_delivered`]),
//! and a sweep in any process claims the debts older than a lease (`store::claim_owed_posts`)
//! and posts each game's prompt again ([`App::owed_posts`]).

use super::{App, AppError, Effects, Post, play, present};
use crate::core::{Game, LogEntry, Msg, Prompt, Seat};
use crate::store;

impl App {
    /// Records that the posts of `game` up to `version` were delivered (see the module doc).
    pub async fn posts_delivered(&self, game: i64, version: i64) -> Result<(), AppError> {
        let mut tx = self.db.begin_write().await?;
        store::posts_delivered(&mut tx, game, version).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Claims, at `now_ms` (Unix milliseconds), the games whose posts have been owed since
    /// before `expired_before` (the process that owed them died, or a sweep's claim lapsed):
    /// (game, owed version) each, for this process to post. Several processes may sweep at
    /// once: each debt is claimed by one of them for a lease.
    pub async fn claim_owed_posts(
        &self,
        expired_before: i64,
        now_ms: i64,
    ) -> Result<Vec<(i64, i64)>, AppError> {
        let mut tx = self.db.begin_write().await?;
        let claimed = store::claim_owed_posts(&mut tx, expired_before, now_ms).await?;
        tx.commit().await?;
        Ok(claimed)
    }

    /// What a change whose posts were lost (its process died before delivering them) showed,
    /// posted again. If that change, which made version `owed`, is still the game's latest and
    /// was an action: the action as it was first presented (`present::after_change` from the
    /// state before it, with its stored log lines): its public log lines (the interaction's
    /// answer) and its board if the map changed, its private lines by DM to their seats, every
    /// open prompt (public ones as posts with their buttons, private ones by DM), the final
    /// summary if it ended the game. Otherwise (an undo, or a
    /// later change since): the game's current prompts (public ones as posts with their buttons,
    /// private ones by DM) under "waiting for …", with the board if its map changed since the
    /// channel's last board (and boards follow changes: `AppConfig::boards_on_change`); for a
    /// finished game, its final status.
    /// `owed` is set to the game's current version, so delivering these clears every debt up
    /// to it. `None`: nothing to post (the game is gone, in its lobby or abandoned); the debt is
    /// cleared.
    pub async fn owed_posts(&self, game: i64, owed: i64) -> Result<Option<Effects>, AppError> {
        let mut tx = self.db.begin_read().await?;
        let Some(row) = store::game(&mut tx, game).await? else {
            return Ok(None);
        };
        let e = if matches!(row.status.as_str(), "active" | "finished") {
            let kind = super::kind_of(&row)?;
            with_game!(kind, G => Box::pin(owed_effects::<G>(self, &mut tx, &row, owed)).await)?
        } else {
            None
        };
        tx.rollback().await?;
        let Some(mut e) = e else {
            self.posts_delivered(game, row.version).await?;
            return Ok(None);
        };
        // In the table's language, each DM in its reader's (as `App::handle` marks them).
        e.channel_locale = self.channel_locale(e.channel.unwrap_or(0)).await?;
        for d in &mut e.dms {
            d.locale = self.user_locale(d.user.id).await?;
        }
        Ok(Some(e))
    }
}

async fn owed_effects<G: Game>(
    app: &App,
    c: &mut store::Conn,
    game: &store::GameRow,
    owed: i64,
) -> Result<Option<Effects>, AppError> {
    let l = play::loaded::<G>(app, c, game).await?;
    let lost = match game.version == owed {
        true => store::last_action(c, game.id)
            .await?
            .filter(|a| a.version == owed),
        false => None,
    };
    let mut e = if let Some(action) = lost {
        // Shown as the change first was (its log lines, board and prompts: the same messages,
        // so a delivery that did go through before its process died is recognised by their
        // nonces, `scheduler::owed_nonce`).
        let before = play::state_at::<G>(c, game, &app.config.secret, action.seq - 1).await?;
        let mut log = Vec::new();
        for line in store::log_lines_of(c, game.id, action.seq).await? {
            let msg: Msg = serde_json::from_str(&line.msg_json)?;
            log.push(match line.seat {
                None => LogEntry::public(msg),
                Some(s) => LogEntry::private(s as Seat, msg),
            });
        }
        // No actor: every open prompt is asked again (as after an undo), not only those the
        // change opened, since the players may have missed them with the lost posts.
        present::after_change::<G>(app, game, owed, &before, &l.state, &l.seats, &log, None).await?
    } else {
        let mut e = if game.status == "finished" {
            super::consent::finished_status::<G>(game, &l.state, true).await?
        } else {
            let boards = app.config.boards_on_change;
            let mut e = present::status::<G>(game, &l.state, l.prompts(), &l.seats, boards).await?;
            // Only if the map changed since the last board shown in the channel.
            e.reply.board = e.reply.board.take().map(super::Board::if_changed);
            let private: Vec<Prompt> = l.prompts().iter().filter(|p| p.private).cloned().collect();
            present::prompt_effects::<G>(game, game.version, &l.state, &l.seats, &private, &mut e);
            e
        };
        // The status leads as a post of its own (nobody asked: there is no reply to fold).
        let r = std::mem::take(&mut e.reply);
        if !r.text.is_empty() || r.board.is_some() || !r.buttons.is_empty() {
            e.posts.insert(
                0,
                Post {
                    text: r.text,
                    board: r.board,
                    buttons: r.buttons,
                    awaits: Vec::new(),
                    status: false,
                    anew: false,
                },
            );
        }
        e
    };
    e.reply.ephemeral = false;
    e.owed = Some((game.id, game.version));
    Ok(Some(e))
}
