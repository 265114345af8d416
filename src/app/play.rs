//! Playing a started game: button presses, adjustments, undo, status, log and the private hand.

use super::lobby::require_host;
use super::table::TableGame;
use super::{App, AppError, Command, Effects, Request, user_err};
use crate::core::msg::Translate;
use crate::core::{GameRng, LogEntry, Msg, Seat, Visibility};
use crate::games::GameKind;
use crate::games::eclipse::Eclipse;
use crate::games::ti4::Ti4;
use crate::i18n::Tr;
use crate::store::{self, Conn, GameRow, SeatRow};

/// A parsed button id: `sp:<game>:<version>:<seat>:<prompt>:<notation>`. The seat is the
/// player the button was offered to: nobody else's press counts, even when it later becomes
/// their turn. The prompt is the id of the prompt that issued it (`Prompt::id`): once that
/// prompt has closed, the button is out of date, even if a later prompt offers the same
/// notation. A button of the older form without a prompt id is always out of date.
#[derive(Debug, Clone, PartialEq)]
pub struct ButtonId {
    pub game: i64,
    pub version: i64,
    pub seat: usize,
    pub prompt: String,
    pub notation: String,
}

/// Discord's limit for a custom_id.
pub const MAX_CUSTOM_ID: usize = 100;

impl ButtonId {
    pub fn encode(&self) -> String {
        format!(
            "sp:{}:{}:{}:{}:{}",
            self.game, self.version, self.seat, self.prompt, self.notation
        )
    }

    pub fn parse(s: &str) -> Option<ButtonId> {
        let mut it = s.splitn(6, ':');
        if it.next()? != "sp" {
            return None;
        }
        let game = it.next()?.parse().ok()?;
        let version = it.next()?.parse().ok()?;
        let seat = it.next()?.parse().ok()?;
        let fifth = it.next()?.to_string();
        let (prompt, notation) = match it.next() {
            Some(rest) => (fifth, rest.to_string()),
            // The older form: no prompt id.
            None => (String::new(), fifth),
        };
        Some(ButtonId {
            game,
            version,
            seat,
            prompt,
            notation,
        })
    }
}

/// The open prompts of a state by (seat, prompt id), each with the version since which it has
/// been open without a break, from the rows recorded at the last change. Rows recorded at
/// another version than `version` are not trusted: every prompt then counts as opened at
/// `version` (older buttons are out of date; the current prompts' buttons still work).
pub(crate) async fn open_since<G: TableGame>(
    c: &mut Conn,
    game: i64,
    version: i64,
    state: &G::State,
) -> Result<Vec<(i64, String, i64)>, AppError> {
    let rows = store::prompt_since(c, game).await?;
    let trusted = rows.iter().any(|(seat, _, v)| *seat == -1 && *v == version);
    let mut out: Vec<(i64, String, i64)> = Vec::new();
    for p in G::prompts(state) {
        let key = (p.seat as i64, p.id.clone());
        if out.iter().any(|(s, id, _)| (*s, id) == (key.0, &key.1)) {
            continue;
        }
        let since = rows
            .iter()
            .find(|(s, id, _)| trusted && *s == key.0 && *id == key.1)
            .map_or(version, |r| r.2);
        out.push((key.0, key.1, since));
    }
    Ok(out)
}

/// Records the open prompts after a change from version `before` to `after`: a prompt open
/// before and after keeps its version; a new one (or one whose earlier record is not trusted)
/// starts at `after`. Call it in the transaction of every change of a started game's state.
pub(crate) async fn sync_prompts<G: TableGame>(
    c: &mut Conn,
    game: i64,
    before: i64,
    state: &G::State,
    after: i64,
) -> Result<(), AppError> {
    let old = store::prompt_since(c, game).await?;
    let trusted = old.iter().any(|(seat, _, v)| *seat == -1 && *v == before);
    let mut rows: Vec<(i64, String, i64)> = Vec::new();
    for p in G::prompts(state) {
        let key = (p.seat as i64, p.id.clone());
        if rows.iter().any(|(s, id, _)| (*s, id) == (key.0, &key.1)) {
            continue;
        }
        let since = old
            .iter()
            .find(|(s, id, _)| trusted && *s == key.0 && *id == key.1)
            .map_or(after, |r| r.2);
        rows.push((key.0, key.1, since));
    }
    rows.push((-1, String::new(), after));
    store::set_prompt_since(c, game, &rows).await?;
    Ok(())
}

/// Loads the state: the snapshot if it is current, else a replay of the log.
pub(crate) async fn load<G: TableGame>(
    c: &mut Conn,
    game: &GameRow,
) -> Result<(G::State, i64), AppError> {
    let last = store::last_action(c, game.id)
        .await?
        .map(|a| a.seq)
        .unwrap_or(0);
    if let Some((seq, json)) = store::snapshot(c, game.id).await?
        && seq == last
    {
        return Ok((serde_json::from_str(&json)?, seq));
    }
    Ok((replay::<G>(c, game).await?, last))
}

/// Rebuilds the state from setup and seed by applying every logged action.
pub async fn replay<G: TableGame>(c: &mut Conn, game: &GameRow) -> Result<G::State, AppError> {
    let Some(setup_json) = &game.setup_json else {
        return user_err(Msg::new("not-started"));
    };
    let setup: G::Setup = serde_json::from_str(setup_json)?;
    let seed = game.seed as u64;
    let mut state = G::setup(&setup, &mut GameRng::for_step(seed, 0))
        .map_err(|e| AppError::Internal(anyhow::anyhow!("setup failed on replay: {e:?}")))?;
    for row in store::actions(c, game.id).await? {
        let action: G::Action = serde_json::from_str(&row.action_json)?;
        G::apply(
            &mut state,
            row.seat as Seat,
            &action,
            &mut GameRng::for_step(seed, row.seq as u64),
        )
        .map_err(|e| AppError::Internal(anyhow::anyhow!("replay refused seq {}: {e}", row.seq)))?;
    }
    Ok(state)
}

/// Keeps the reminder rows equal to the set of players the game waits for: a player still
/// awaited keeps their original waiting time.
pub(crate) async fn sync_reminders<G: TableGame>(
    c: &mut Conn,
    game: i64,
    state: &G::State,
    seats: &[SeatRow],
    now: &str,
) -> Result<(), AppError> {
    let awaited: Vec<String> = G::prompts(state)
        .iter()
        .filter_map(|p| seats.iter().find(|s| s.seat == Some(p.seat as i64)))
        .map(|s| s.user_id.clone())
        .collect();
    for r in store::reminders_for_game(c, game).await? {
        if !awaited.contains(&r.user_id) {
            store::delete_reminder(c, game, &r.user_id).await?;
        }
    }
    for u in awaited {
        store::insert_reminder(c, game, &u, now).await?;
    }
    Ok(())
}

/// Keeps the game's reaction timer in step with the engine: a new window starts a timer of the
/// table's reaction hours; a closed one removes it.
pub(crate) async fn sync_timer<G: TableGame>(
    c: &mut Conn,
    game: &GameRow,
    state: &G::State,
    now: chrono::DateTime<chrono::Utc>,
) -> Result<(), AppError> {
    match G::timeout(state) {
        None => store::delete_timer(c, game.id).await?,
        Some((key, _, _)) => {
            if store::timer(c, game.id).await?.is_none_or(|t| t.key != key) {
                let due = now + chrono::Duration::hours(game.reaction_hours.max(1));
                store::set_timer(c, game.id, &key, &timer_time(due)).await?;
            }
        }
    }
    Ok(())
}

/// Timer times are compared as text: one fixed format, UTC, whole seconds.
pub fn timer_time(t: chrono::DateTime<chrono::Utc>) -> String {
    t.to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}

pub(super) async fn handle(app: &App, req: &Request, tr: &Tr) -> Result<Effects, AppError> {
    // The game is named by the button, or is the channel's open game.
    let kind = {
        let mut c = app.pool.acquire().await?;
        let row = match &req.command {
            Command::Press { custom_id } => match ButtonId::parse(custom_id) {
                Some(b) => store::game(&mut c, b.game).await?,
                None => None,
            },
            _ => store::open_game_in_channel(&mut c, &req.channel.to_string()).await?,
        };
        row.and_then(|g| GameKind::parse(&g.kind))
    };
    match kind {
        Some(GameKind::Eclipse) => handle_game::<Eclipse>(app, req, tr).await,
        _ => handle_game::<Ti4>(app, req, tr).await,
    }
}

async fn handle_game<G: TableGame>(app: &App, req: &Request, tr: &Tr) -> Result<Effects, AppError> {
    let now = req.now.to_rfc3339();
    let mut tx = store::begin_write(&app.pool).await?;
    if let Some(id) = &req.interaction
        && !store::mark_interaction(&mut tx, id, &now).await?
    {
        return Ok(Effects::default());
    }
    // A button names its game; a slash command acts on the channel's game.
    let (game, button) = match &req.command {
        Command::Press { custom_id } => {
            let Some(b) = ButtonId::parse(custom_id) else {
                return user_err(Msg::new("bad-button"));
            };
            match store::game(&mut tx, b.game).await? {
                Some(g) if g.status == "active" => (g, Some(b)),
                _ => return user_err(Msg::new("no-game")),
            }
        }
        Command::Timeout { game } => match store::game(&mut tx, *game).await? {
            Some(g) if g.status == "active" => (g, None),
            _ => return Ok(Effects::default()),
        },
        _ => match store::open_game_in_channel(&mut tx, &req.channel.to_string()).await? {
            Some(g) if g.status == "active" => (g, None),
            Some(_) => return user_err(Msg::new("not-started")),
            None => return user_err(Msg::new("no-game")),
        },
    };
    let seats = store::seats(&mut tx, game.id).await?;
    let my_seat: Option<Seat> = seats
        .iter()
        .find(|s| s.user_id == req.user.id.to_string())
        .and_then(|s| s.seat)
        .map(|s| s as Seat);
    let (state, seq) = load::<G>(&mut tx, &game).await?;

    if matches!(
        req.command,
        Command::Status | Command::Log { .. } | Command::Hand
    ) {
        // Read-only: record the interaction id and release the write lock before rendering.
        let mut log_rows = Vec::new();
        if let Command::Log { count } = &req.command {
            log_rows =
                store::public_log(&mut tx, game.id, count.unwrap_or(15).clamp(1, 50)).await?;
        }
        tx.commit().await?;
        return read_only::<G>(app, req, tr, game, seats, state, my_seat, log_rows).await;
    }
    match &req.command {
        Command::Undo => undo::<G>(app, tx, req, tr, game, seats, state, seq, my_seat).await,
        Command::Timeout { .. } => {
            // Only a timer that has run out, for the window still open, closes it.
            let timer = store::timer(&mut tx, game.id).await?;
            match (timer, G::timeout(&state)) {
                (Some(t), Some((key, seat, action)))
                    if t.key == key && t.due_at <= timer_time(req.now) =>
                {
                    act::<G>(app, tx, req, tr, game, seats, state, seq, seat, action).await
                }
                (Some(_), None) => {
                    store::delete_timer(&mut tx, game.id).await?;
                    tx.commit().await?;
                    Ok(Effects::default())
                }
                _ => Ok(Effects::default()),
            }
        }
        Command::Adjust { text } => {
            let Some(seat) = my_seat else {
                return user_err(Msg::new("not-seated"));
            };
            let notation = format!("adjust {}", text.trim());
            let action = G::parse_action(&state, &notation).map_err(AppError::User)?;
            act::<G>(app, tx, req, tr, game, seats, state, seq, seat, action).await
        }
        Command::Play { text } => {
            let Some(seat) = my_seat else {
                return user_err(Msg::new("not-seated"));
            };
            let action = G::parse_action(&state, text).map_err(AppError::User)?;
            act::<G>(app, tx, req, tr, game, seats, state, seq, seat, action).await
        }
        Command::Press { .. } => {
            let Some(b) = button else {
                return user_err(Msg::new("bad-button"));
            };
            let Some(seat) = my_seat else {
                return user_err(Msg::new("not-seated"));
            };
            // A button offered to another player is not this player's to press.
            if b.seat != seat {
                let waiting = super::present::awaited_names::<G>(&state, &seats).join(", ");
                return user_err(Msg::new("not-your-button").text("players", waiting));
            }
            // The button must still be on offer to this player: its prompt still open (and open
            // without a break since the button was posted), the same notation among that
            // prompt's choices, and nothing they did since.
            let offered = G::prompts(&state).iter().any(|p| {
                p.seat == seat
                    && p.id == b.prompt
                    && p.choices.iter().any(|c| c.notation == b.notation)
            });
            let since = open_since::<G>(&mut tx, game.id, game.version, &state)
                .await?
                .into_iter()
                .find(|(s, id, _)| *s == seat as i64 && *id == b.prompt)
                .map(|r| r.2);
            let current = b.version <= game.version
                && offered
                && since.is_some_and(|v| v <= b.version)
                && !store::seat_acted_since(&mut tx, game.id, seat as i64, b.version).await?;
            if !current {
                let awaited = G::prompts(&state).iter().any(|p| p.seat == seat);
                let waiting = super::present::awaited_names::<G>(&state, &seats).join(", ");
                if b.version == game.version && !awaited {
                    return user_err(Msg::new("not-awaited").text("players", waiting));
                }
                return user_err(Msg::new("stale-button").text("players", waiting));
            }
            let action = G::parse_action(&state, &b.notation).map_err(AppError::User)?;
            act::<G>(app, tx, req, tr, game, seats, state, seq, seat, action).await
        }
        _ => user_err(Msg::new("unknown-command")),
    }
}

/// Status, log and hand: nothing is written.
#[allow(clippy::too_many_arguments)]
async fn read_only<G: TableGame>(
    app: &App,
    req: &Request,
    tr: &Tr,
    game: GameRow,
    seats: Vec<SeatRow>,
    state: G::State,
    my_seat: Option<Seat>,
    log_rows: Vec<store::LogLineRow>,
) -> Result<Effects, AppError> {
    match &req.command {
        Command::Status => {
            let mut e = super::present::status::<G>(app, tr, &game, &state, &seats).await?;
            e.reply.ephemeral = false;
            Ok(e)
        }
        Command::Log { .. } => {
            let mut lines = Vec::new();
            for r in log_rows {
                let msg: Msg = serde_json::from_str(&r.msg_json)?;
                lines.push(format!("`#{}` {}", r.seq, tr.tr(&msg)));
            }
            if lines.is_empty() {
                lines.push(tr.t("log-empty"));
            }
            Ok(Effects::public(lines.join("\n")))
        }
        _ => {
            let Some(seat) = my_seat else {
                return user_err(Msg::new("not-seated"));
            };
            let view = G::view_for(&state, Some(seat));
            let mut e = Effects::ephemeral(G::hand(&view, tr).join("\n"));
            // Private prompts (e.g. which secret objective to keep) are offered here too.
            e.reply.buttons =
                super::present::buttons_for::<G>(tr, &game, game.version, &state, seat, true);
            Ok(e)
        }
    }
}

/// Applies an action and stores it: log append, snapshot and version compare-and-swap in the
/// transaction of the request.
#[allow(clippy::too_many_arguments)]
async fn act<G: TableGame>(
    app: &App,
    mut tx: sqlx::Transaction<'static, sqlx::Sqlite>,
    req: &Request,
    tr: &Tr,
    game: GameRow,
    seats: Vec<SeatRow>,
    before: G::State,
    seq: i64,
    seat: Seat,
    action: G::Action,
) -> Result<Effects, AppError> {
    let now = req.now.to_rfc3339();
    let mut state = before.clone();
    let next_seq = seq + 1;
    let applied = G::apply(
        &mut state,
        seat,
        &action,
        &mut GameRng::for_step(game.seed as u64, next_seq as u64),
    )
    .map_err(AppError::User)?;
    let version = game.version + 1;
    store::append_action(
        &mut tx,
        game.id,
        next_seq,
        seat as i64,
        &req.user.id.to_string(),
        &serde_json::to_string(&action)?,
        applied.barrier,
        game.rules_version,
        version,
        &now,
    )
    .await?;
    for (i, line) in applied.log.iter().enumerate() {
        let who = match line.visibility {
            Visibility::Public => None,
            Visibility::Seat(s) => Some(s as i64),
        };
        store::insert_log_line(
            &mut tx,
            game.id,
            next_seq,
            i as i64,
            who,
            &serde_json::to_string(&line.msg)?,
        )
        .await?;
    }
    store::save_snapshot(&mut tx, game.id, next_seq, &serde_json::to_string(&state)?).await?;
    if !store::bump_version(&mut tx, game.id, game.version, &now).await? {
        return user_err(Msg::new("conflict"));
    }
    sync_reminders::<G>(&mut tx, game.id, &state, &seats, &now).await?;
    sync_timer::<G>(&mut tx, &game, &state, req.now).await?;
    sync_prompts::<G>(&mut tx, game.id, game.version, &state, version).await?;
    if G::is_over(&state) {
        // The game is finished: kept, but no longer the channel's open game.
        store::set_status(&mut tx, game.id, "finished").await?;
        store::delete_reminders(&mut tx, game.id).await?;
    }
    tx.commit().await?;
    // The summary of a finished game counts time up to this change.
    let game = GameRow {
        updated_at: now.clone(),
        ..game
    };
    super::present::after_change::<G>(
        app,
        tr,
        &game,
        version,
        &before,
        &state,
        &seats,
        &applied.log,
        Some(seat),
    )
    .await
}

#[allow(clippy::too_many_arguments)]
async fn undo<G: TableGame>(
    app: &App,
    mut tx: sqlx::Transaction<'static, sqlx::Sqlite>,
    req: &Request,
    tr: &Tr,
    game: GameRow,
    seats: Vec<SeatRow>,
    before: G::State,
    _seq: i64,
    my_seat: Option<Seat>,
) -> Result<Effects, AppError> {
    let now = req.now.to_rfc3339();
    let Some(last) = store::last_action(&mut tx, game.id).await? else {
        return user_err(Msg::new("undo-nothing"));
    };
    let is_host = require_host(&game, req).is_ok();
    if !is_host {
        if my_seat != Some(last.seat as Seat) {
            return user_err(Msg::new("undo-not-yours"));
        }
        if last.barrier {
            return user_err(Msg::new("undo-barrier"));
        }
    }
    let mut undone = Vec::new();
    for json in store::public_lines_of(&mut tx, game.id, last.seq).await? {
        let msg: Msg = serde_json::from_str(&json)?;
        undone.push(tr.tr(&msg));
    }
    store::delete_action(&mut tx, game.id, last.seq).await?;
    let state = replay::<G>(&mut tx, &game).await?;
    store::save_snapshot(
        &mut tx,
        game.id,
        last.seq - 1,
        &serde_json::to_string(&state)?,
    )
    .await?;
    if !store::bump_version(&mut tx, game.id, game.version, &now).await? {
        return user_err(Msg::new("conflict"));
    }
    sync_reminders::<G>(&mut tx, game.id, &state, &seats, &now).await?;
    sync_timer::<G>(&mut tx, &game, &state, req.now).await?;
    sync_prompts::<G>(&mut tx, game.id, game.version, &state, game.version + 1).await?;
    tx.commit().await?;
    let log = vec![LogEntry::public(
        Msg::new("undone")
            .text("player", &req.user.name)
            .num("seq", last.seq)
            .text("action", undone.join(" / ")),
    )];
    super::present::after_change::<G>(
        app,
        tr,
        &game,
        game.version + 1,
        &before,
        &state,
        &seats,
        &log,
        None,
    )
    .await
}
