//! Consent for adjustments, and finished games.
//!
//! An adjustment (`/game adjust`) changes the state by hand where a rule is not automated. By
//! default only the host's adjustments apply at once; anyone else's is a *proposal*, posted with
//! Confirm/Reject buttons that only the host may press (a confirmed proposal applies as the
//! host's adjustment, and the log says who proposed and who confirmed). A table created with
//! `options:"adjust=anyone"` lets every player adjust at once.
//!
//! Whoever makes it, an adjustment never ends the game by itself: one that would end it is held
//! as a pending *victory*, and every seated player except the one who made it (the proposer, for
//! a proposal) must confirm it with a button; any seated player may reject it. Until then the
//! game goes on without it. Both kinds live in `pending_adjustments` (migration 0004).
//!
//! A finished game stays readable (`/game status` shows the final board and standings) and the
//! host can undo its last action, which reopens it.

use super::lobby::host_gone;
use super::{App, AppError, Button, Effects, Post, Request, User, user_err};
use crate::core::Game;
use crate::core::msg::Text;
use crate::core::{GameRng, LogEntry, Msg, Seat, Tone, Visibility};
use crate::store::{self, GameRow, SeatRow, Tx};

/// Buttons of pending adjustments: `adj:<id>:yes` and `adj:<id>:no`.
pub const BUTTON_PREFIX: &str = "adj:";

fn button(id: i64, yes: bool, label: Msg) -> Button {
    Button {
        custom_id: format!("{BUTTON_PREFIX}{id}:{}", if yes { "yes" } else { "no" }),
        label,
        menu: None,
        tone: if yes { Tone::Confirm } else { Tone::Decline },
    }
}

fn parse_button(custom_id: &str) -> Option<(i64, bool)> {
    let rest = custom_id.strip_prefix(BUTTON_PREFIX)?;
    let (id, answer) = rest.split_once(':')?;
    let yes = match answer {
        "yes" => true,
        "no" => false,
        _ => return None,
    };
    Some((id.parse().ok()?, yes))
}

fn user_of(row: &SeatRow) -> Option<User> {
    Some(User {
        id: row.user_id.parse().ok()?,
        name: row.name.clone(),
    })
}

fn seat_of_user(seats: &[SeatRow], user: &str) -> Option<Seat> {
    seats
        .iter()
        .find(|s| s.user_id == user)
        .and_then(|s| s.seat)
        .map(|s| s as Seat)
}

fn name_of(seats: &[SeatRow], user: &str) -> String {
    seats
        .iter()
        .find(|s| s.user_id == user)
        .map(|s| s.name.clone())
        .unwrap_or_else(|| format!("<@{user}>"))
}

/// Seated players who must confirm a victory made by `proposer`: everyone else at the table.
fn required_confirmers(seats: &[SeatRow], proposer: &str) -> Vec<String> {
    seats
        .iter()
        .filter(|s| s.seat.is_some() && s.user_id != proposer)
        .map(|s| s.user_id.clone())
        .collect()
}

/// Applies `action` to a copy: the refusal, or the copy and its public lines. Adjustments never
/// roll, so any generator does.
fn trial<G: Game>(
    state: &G::State,
    seat: Seat,
    action: &G::Action,
) -> Result<(G::State, Vec<LogEntry>), AppError> {
    let mut copy = state.clone();
    let applied = G::apply(&mut copy, seat, action, &mut GameRng::for_step(0, 0))
        .map_err(super::present::refused)?;
    Ok((copy, applied.log))
}

/// The public lines of a log as one message, a line each.
/// The typed change as the proposal shows it: when the adjustment touches hidden information
/// (its log has a private line, as an action card's name), the words after the change (the
/// card) are left out.
fn shown_change(text: &str, log: &[LogEntry]) -> String {
    let text = text.trim();
    if log.iter().all(|l| l.visibility == Visibility::Public) {
        return text.to_string();
    }
    let words: Vec<&str> = text.split_whitespace().collect();
    if words.len() <= 3 {
        return text.to_string();
    }
    format!("{} …", words[..3].join(" "))
}

fn public_text(log: &[LogEntry]) -> Msg {
    super::present::on_lines(
        log.iter()
            .filter(|l| l.visibility == Visibility::Public)
            .map(|l| l.msg.clone()),
    )
}

/// `/game adjust`: applied at once (the host's, or anyone's at an `adjust=anyone` table),
/// proposed to the host, or held for the table when it would end the game.
#[allow(clippy::too_many_arguments)]
pub(super) async fn adjust<G: Game>(
    app: &App,
    mut tx: Tx,
    req: &Request,
    game: GameRow,
    seats: Vec<SeatRow>,
    state: G::State,
    seq: (i64, i64),
    my_seat: Option<Seat>,
    text: &str,
) -> Result<Effects, AppError> {
    let Some(seat) = my_seat else {
        return user_err(Msg::new("not-seated"));
    };
    let notation = format!("adjust {}", text.trim());
    let action = match G::parse_action(&state, &notation) {
        Ok(a) => a,
        Err(r) => return super::present::refusal::<G>(&game, &state, seat, r),
    };
    // A refused adjustment is refused now, whoever would confirm it.
    let (after, log) = trial::<G>(&state, seat, &action)?;
    let me = req.user.id.to_string();
    let is_host = game.host_id == me;
    let open = store::adjust_policy(&mut tx, game.id).await? == "anyone";
    let now = req.now.to_rfc3339();
    if !is_host && !open {
        let id = store::insert_pending_adjustment(
            &mut tx,
            game.id,
            "proposal",
            seat as i64,
            &me,
            &req.user.name,
            None,
            text.trim(),
            &serde_json::to_string(&action)?,
            "[]",
            &now,
        )
        .await?;
        tx.commit().await?;
        let host = seats.iter().find(|s| s.user_id == game.host_id);
        let host_name = host.map(|h| h.name.clone()).unwrap_or_default();
        let mut e = super::present::for_channel(&game);
        e.reply = Effects::ephemeral(Msg::new("adjust-proposed-reply")).reply;
        e.posts.push(Post {
            text: Msg::new("adjust-proposed")
                .text("player", &req.user.name)
                .text("change", shown_change(text, &log))
                .text("host", host_name)
                .msg("effect", public_text(&log))
                .into(),
            board: None,
            buttons: vec![
                button(id, true, Msg::new("adjust-confirm")),
                button(id, false, Msg::new("adjust-reject")),
            ],
            awaits: host.and_then(user_of).into_iter().collect(),
            status: false,
            anew: false,
        });
        return Ok(e);
    }
    if G::is_over(&after) && !G::is_over(&state) {
        return hold_victory::<G>(
            tx,
            req,
            &game,
            &seats,
            seat,
            &me,
            &req.user.name,
            None,
            text,
            &action,
            &log,
        )
        .await;
    }
    super::play::act::<G>(app, tx, req, game, seats, state, seq, seat, action).await
}

/// Holds an adjustment that would end the game until the table confirms the victory.
#[allow(clippy::too_many_arguments)]
async fn hold_victory<G: Game>(
    mut tx: Tx,
    req: &Request,
    game: &GameRow,
    seats: &[SeatRow],
    seat: Seat,
    proposer_id: &str,
    proposer_name: &str,
    confirmer: Option<(&str, &str)>,
    text: &str,
    action: &G::Action,
    log: &[LogEntry],
) -> Result<Effects, AppError> {
    let required = required_confirmers(seats, proposer_id);
    let confirmed: Vec<String> = confirmer
        .map(|(id, _)| id.to_string())
        .into_iter()
        .filter(|u| required.contains(u))
        .collect();
    let id = store::insert_pending_adjustment(
        &mut tx,
        game.id,
        "victory",
        seat as i64,
        proposer_id,
        proposer_name,
        confirmer.map(|(_, name)| name),
        text.trim(),
        &serde_json::to_string(action)?,
        &serde_json::to_string(&confirmed)?,
        &req.now.to_rfc3339(),
    )
    .await?;
    tx.commit().await?;
    let awaited: Vec<User> = seats
        .iter()
        .filter(|s| required.contains(&s.user_id) && !confirmed.contains(&s.user_id))
        .filter_map(user_of)
        .collect();
    let mut e = super::present::for_channel(game);
    e.reply.text = Msg::new("adjust-victory-held")
        .text("player", proposer_name)
        .text("change", text.trim())
        .msg("effect", public_text(log))
        .into();
    e.posts.push(Post {
        text: Msg::new("adjust-victory-ask")
            .text(
                "players",
                awaited
                    .iter()
                    .map(|u| u.name.clone())
                    .collect::<Vec<_>>()
                    .join(", "),
            )
            .into(),
        board: None,
        buttons: vec![
            button(id, true, Msg::new("adjust-confirm-victory")),
            button(id, false, Msg::new("adjust-reject")),
        ],
        awaits: seats
            .iter()
            .filter(|s| s.seat.is_some())
            .filter_map(user_of)
            .collect(),
        status: false,
        anew: false,
    });
    Ok(e)
}

/// A press of a pending adjustment's Confirm or Reject button.
pub(super) async fn press(app: &App, req: &Request, custom_id: &str) -> Effects {
    let result = async {
        let Some((id, yes)) = parse_button(custom_id) else {
            return user_err(Msg::new("bad-button"));
        };
        let kind = {
            let mut c = app.db.acquire().await?;
            match store::pending_adjustment(&mut c, id).await? {
                Some(p) => match store::game(&mut c, p.game_id).await? {
                    Some(g) => Some(super::kind_of(&g)?),
                    None => None,
                },
                None => None,
            }
        };
        match kind {
            Some(kind) => with_game!(kind, G => press_game::<G>(app, req, id, yes).await),
            None => user_err(Msg::new("adjust-closed")),
        }
    }
    .await;
    match result {
        Ok(e) => e,
        Err(AppError::User(m)) => Effects::ephemeral(m),
        Err(AppError::Internal(e)) => {
            let reference = super::error_reference();
            tracing::error!(reference = %reference, error = ?e, "unexpected error in an adjustment button");
            Effects::ephemeral(Msg::new("error-internal").text("reference", reference))
        }
    }
}

async fn press_game<G: Game>(
    app: &App,
    req: &Request,
    id: i64,
    yes: bool,
) -> Result<Effects, AppError> {
    let now = req.now.to_rfc3339();
    let mut tx = app.db.begin_write().await?;
    if let Some(i) = &req.interaction
        && !store::mark_interaction(&mut tx, i, &now).await?
    {
        return Ok(Effects::default());
    }
    let Some(p) = store::pending_adjustment(&mut tx, id).await? else {
        return user_err(Msg::new("adjust-closed"));
    };
    let game = match store::game(&mut tx, p.game_id).await? {
        Some(g) if g.status == "active" && p.status == "open" => g,
        _ => return user_err(Msg::new("adjust-closed")),
    };
    let seats = store::seats(&mut tx, game.id).await?;
    let me = req.user.id.to_string();
    let (state, seq, pos) = super::play::load::<G>(&mut tx, &game, &app.config.secret).await?;
    let seq = (seq, pos);
    let action: G::Action = serde_json::from_str(&p.action_json)?;
    if p.kind == "proposal" {
        if game.host_id != me {
            return user_err(Msg::new("adjust-host-only"));
        }
        if !yes {
            let msg = Msg::new("adjust-rejected")
                .text("player", &req.user.name)
                .text("proposer", &p.proposer_name)
                .text("change", &p.text);
            return reject(tx, p.id, msg, &game).await;
        }
        // Confirmed: the host's adjustment from now on (the host's seat, when seated).
        let seat = seat_of_user(&seats, &me).unwrap_or(p.seat as Seat);
        let (after, log) = trial::<G>(&state, seat, &action)?;
        store::set_adjustment_status(&mut tx, p.id, "applied").await?;
        if G::is_over(&after) && !G::is_over(&state) {
            let required = required_confirmers(&seats, &p.proposer_id);
            // Two players: the host's confirmation is the table's.
            if !required.iter().all(|u| *u == me) {
                return hold_victory::<G>(
                    tx,
                    req,
                    &game,
                    &seats,
                    seat,
                    &p.proposer_id,
                    &p.proposer_name,
                    Some((&me, &req.user.name)),
                    &p.text,
                    &action,
                    &log,
                )
                .await;
            }
        }
        let note = LogEntry::public(
            Msg::new("adjust-log-confirmed")
                .text("proposer", &p.proposer_name)
                .text("host", &req.user.name),
        );
        return super::play::act_noted::<G>(
            app,
            tx,
            req,
            game,
            seats,
            state,
            seq,
            seat,
            action,
            vec![note],
        )
        .await;
    }
    // A victory waiting for the table.
    if seat_of_user(&seats, &me).is_none() {
        return user_err(Msg::new("not-seated"));
    }
    if !yes {
        let msg = Msg::new("adjust-victory-rejected")
            .text("player", &req.user.name)
            .text("change", &p.text);
        return reject(tx, p.id, msg, &game).await;
    }
    let required = required_confirmers(&seats, &p.proposer_id);
    if !required.contains(&me) {
        return user_err(Msg::new("adjust-victory-not-yours"));
    }
    let mut confirmed: Vec<String> = serde_json::from_str(&p.confirmed_by)?;
    if !confirmed.contains(&me) {
        confirmed.push(me.clone());
    }
    let missing: Vec<String> = required
        .iter()
        .filter(|u| !confirmed.contains(u))
        .map(|u| name_of(&seats, u))
        .collect();
    if !missing.is_empty() {
        store::set_adjustment_confirmations(&mut tx, p.id, &serde_json::to_string(&confirmed)?)
            .await?;
        tx.commit().await?;
        let mut e = super::present::for_channel(&game);
        e.reply.text = Msg::new("adjust-victory-confirmed-by")
            .text("player", &req.user.name)
            .text("players", missing.join(", "))
            .into();
        return Ok(e);
    }
    store::set_adjustment_status(&mut tx, p.id, "applied").await?;
    let names = confirmed
        .iter()
        .map(|u| name_of(&seats, u))
        .collect::<Vec<_>>()
        .join(", ");
    let mut notes = Vec::new();
    if let Some(host) = &p.confirmer_name {
        notes.push(LogEntry::public(
            Msg::new("adjust-log-confirmed")
                .text("proposer", &p.proposer_name)
                .text("host", host),
        ));
    }
    notes.push(LogEntry::public(
        Msg::new("adjust-log-victory-confirmed").text("players", names),
    ));
    super::play::act_noted::<G>(
        app,
        tx,
        req,
        game,
        seats,
        state,
        seq,
        p.seat as Seat,
        action,
        notes,
    )
    .await
}

/// The adjustments of a game still waiting for consent, re-posted with their buttons by
/// `/game status` (the first post may have scrolled away).
pub(super) async fn open_posts(
    app: &App,
    game: &GameRow,
    seats: &[SeatRow],
) -> Result<Vec<Post>, AppError> {
    let mut c = app.db.acquire().await?;
    let mut posts = Vec::new();
    for p in store::open_adjustments(&mut c, game.id).await? {
        let (text, yes_label, awaits) = if p.kind == "proposal" {
            (
                Msg::new("adjust-pending-proposal")
                    .text("player", &p.proposer_name)
                    .text("change", &p.text),
                Msg::new("adjust-confirm"),
                seats
                    .iter()
                    .filter(|s| s.user_id == game.host_id)
                    .filter_map(user_of)
                    .collect(),
            )
        } else {
            let confirmed: Vec<String> = serde_json::from_str(&p.confirmed_by)?;
            let missing = required_confirmers(seats, &p.proposer_id)
                .iter()
                .filter(|u| !confirmed.contains(u))
                .map(|u| name_of(seats, u))
                .collect::<Vec<_>>()
                .join(", ");
            (
                Msg::new("adjust-pending-victory")
                    .text("player", &p.proposer_name)
                    .text("change", &p.text)
                    .text("players", missing),
                Msg::new("adjust-confirm-victory"),
                seats
                    .iter()
                    .filter(|s| s.seat.is_some())
                    .filter_map(user_of)
                    .collect(),
            )
        };
        posts.push(Post {
            text: text.into(),
            board: None,
            buttons: vec![
                button(p.id, true, yes_label),
                button(p.id, false, Msg::new("adjust-reject")),
            ],
            awaits,
            status: false,
            anew: false,
        });
    }
    Ok(posts)
}

/// The undo of a finished game's last action: the host's alone, and it reopens the game
/// (unless the channel already has a new game).
pub(super) async fn reopen(tx: &mut Tx, game: &GameRow, req: &Request) -> Result<(), AppError> {
    if game.host_id != req.user.id.to_string() {
        let seats = store::seats(tx, game.id).await?;
        if !(req.manage_server && host_gone(game, &seats)) {
            return user_err(Msg::new("reopen-host-only"));
        }
    }
    if store::open_game_in_channel(tx, &game.channel_id)
        .await?
        .is_some()
    {
        return user_err(Msg::new("reopen-channel-busy"));
    }
    store::set_status(tx, game.id, "active").await?;
    Ok(())
}

/// The latest game of the channel when it is finished (not abandoned): still readable, and its
/// host may undo its last action.
pub(super) async fn finished_game(
    c: &mut store::Conn,
    channel: u64,
) -> Result<Option<GameRow>, AppError> {
    Ok(store::latest_game_in_channel(c, &channel.to_string())
        .await?
        .filter(|g| g.status == "finished"))
}

/// `/game status` of a finished game: the final board and standings.
pub(super) async fn finished_status<G: Game>(
    game: &GameRow,
    state: &G::State,
    with_board: bool,
) -> Result<Effects, AppError> {
    let mut e = super::present::for_channel(game);
    e.reply.text = Text::from(Msg::new("finished-status"));
    e.reply.text.extend(G::summary(state));
    if with_board {
        e.reply.board = Some(super::present::board::<G>(state));
    }
    Ok(e)
}

/// Closes a waiting adjustment as rejected and says so in the game's channel.
async fn reject(mut tx: Tx, id: i64, msg: Msg, game: &GameRow) -> Result<Effects, AppError> {
    store::set_adjustment_status(&mut tx, id, "rejected").await?;
    tx.commit().await?;
    let mut e = super::present::for_channel(game);
    e.reply.text = msg.into();
    Ok(e)
}
