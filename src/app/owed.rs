//! Posts owed after a crash (issue 18). A change is committed before its posts (the next
//! prompt, the board) are sent; a process killed in between would leave the game waiting on a
//! prompt nobody sees. So each change records its debt in its transaction
//! (`store::owe_posts`), the adapter that delivers the posts clears it ([`App::posts_delivered`]),
//! and a sweep in any process claims the debts older than a lease (`store::claim_owed_posts`)
//! and posts each game's prompt again ([`App::owed_posts`]).

use super::{App, AppError, Effects, play, present};
use crate::core::{Game, Prompt};
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

    /// What a game's lost posts led to, posted again: its current prompts (public ones as
    /// posts with their buttons, private ones by DM) under "waiting for …", with the board if
    /// its map changed since the channel's last board (and boards follow changes:
    /// `AppConfig::boards_on_change`); for a finished game, its final status.
    /// `owed` is set to the game's current version, so delivering these clears every debt up
    /// to it. `None`: nothing to post (the game is gone, in its lobby or abandoned); the debt is
    /// cleared.
    pub async fn owed_posts(&self, game: i64) -> Result<Option<Effects>, AppError> {
        let mut tx = self.db.begin_read().await?;
        let Some(row) = store::game(&mut tx, game).await? else {
            return Ok(None);
        };
        let e = if matches!(row.status.as_str(), "active" | "finished") {
            let kind = super::kind_of(&row)?;
            with_game!(kind, G => Box::pin(owed::<G>(self, &mut tx, &row)).await)?
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

async fn owed<G: Game>(
    app: &App,
    c: &mut store::Conn,
    game: &store::GameRow,
) -> Result<Option<Effects>, AppError> {
    let l = play::loaded::<G>(app, c, game).await?;
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
    e.reply.ephemeral = false;
    e.owed = Some((game.id, game.version));
    Ok(Some(e))
}
