//! Playing a started game: button presses, adjustments, undo, status, log and the private hand.

use super::lobby::require_host;
use std::sync::Arc;

use super::states::Loaded;
use super::{App, AppError, Command, Effects, Request, user_err};
use crate::core::Game;
use crate::core::msg::Text;
use crate::core::rng::Secret;
use crate::core::rules::is_barrier;
use crate::core::{GameRng, LogEntry, Msg, Seat, Visibility};
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

/// Actions between two checkpoints: undo replays at most this many actions.
pub const CHECKPOINT_EVERY: i64 = 128;

/// The RNG for the action at log position `seq`, the game's stream standing at `pos`: rules
/// version 1 keyed by the seed and the log position (kept to replay old games exactly), version
/// 2 and later by the game's secret key and the stream position.
pub(crate) fn rng_at(secret: &Secret, game: &GameRow, seq: i64, pos: i64) -> GameRng {
    if game.rules_version <= 1 {
        GameRng::for_step(game.seed as u64, seq as u64)
    } else {
        GameRng::keyed(&secret.game_key(game.seed), pos as u64)
    }
}

/// The stream position after an action drew from `rng` (version 1 keeps none: 0).
pub(crate) fn pos_after(game: &GameRow, rng: &GameRng) -> i64 {
    if game.rules_version <= 1 {
        0
    } else {
        rng.position() as i64
    }
}

/// Refuses a game (or a logged action) recorded under a rules version this build does not
/// play: newer than it knows, or older than it still supports. Never replayed by guesswork.
pub fn check_rules_version<G: Game>(recorded: i64) -> Result<(), AppError> {
    if (G::OLDEST_RULES_VERSION..=G::RULES_VERSION).contains(&recorded) {
        return Ok(());
    }
    user_err(
        Msg::new("rules-version-unsupported")
            .num("recorded", recorded)
            .num("current", G::RULES_VERSION)
            .num("oldest", G::OLDEST_RULES_VERSION),
    )
}

/// The open prompts of `state` by (seat, prompt id), each with the version since which it has
/// been open without a break: a prompt in `recorded` keeps its version if those rows were
/// recorded at `recorded_at` (the row with seat -1 holds the version they were recorded at);
/// any other prompt, or every prompt when the rows are not trusted, counts as opened at `fresh`.
fn prompts_since<G: Game>(
    recorded: &[(i64, String, i64)],
    recorded_at: i64,
    state: &G::State,
    fresh: i64,
) -> Vec<(i64, String, i64)> {
    let trusted = recorded
        .iter()
        .any(|(seat, _, v)| *seat == -1 && *v == recorded_at);
    let mut out: Vec<(i64, String, i64)> = Vec::new();
    for p in G::prompts(state) {
        let key = (p.seat as i64, p.id.clone());
        if out.iter().any(|(s, id, _)| (*s, id) == (key.0, &key.1)) {
            continue;
        }
        let since = recorded
            .iter()
            .find(|(s, id, _)| trusted && *s == key.0 && *id == key.1)
            .map_or(fresh, |r| r.2);
        out.push((key.0, key.1, since));
    }
    out
}

/// The open prompts of a state as recorded at the last change. Rows recorded at another
/// version than `version` are not trusted: every prompt then counts as opened at `version`
/// (older buttons are out of date; the current prompts' buttons still work).
pub(crate) async fn open_since<G: Game>(
    c: &mut Conn,
    game: i64,
    version: i64,
    state: &G::State,
) -> Result<Vec<(i64, String, i64)>, AppError> {
    let rows = store::prompt_since(c, game).await?;
    Ok(prompts_since::<G>(&rows, version, state, version))
}

/// Records the open prompts after a change from version `before` to `after`: a prompt open
/// before and after keeps its version; a new one (or one whose earlier record is not trusted)
/// starts at `after`. Call it in the transaction of every change of a started game's state.
pub(crate) async fn sync_prompts<G: Game>(
    c: &mut Conn,
    game: i64,
    before: i64,
    state: &G::State,
    after: i64,
) -> Result<(), AppError> {
    let old = store::prompt_since(c, game).await?;
    let mut rows = prompts_since::<G>(&old, before, state, after);
    rows.push((-1, String::new(), after));
    store::set_prompt_since(c, game, &rows).await?;
    Ok(())
}

/// Loads the state: the snapshot if it is current, else a replay of the log from the latest
/// checkpoint. Returns the state, its log position and the RNG position after it.
pub(crate) async fn load<G: Game>(
    c: &mut Conn,
    game: &GameRow,
    secret: &Secret,
) -> Result<(G::State, i64, i64), AppError> {
    check_rules_version::<G>(game.rules_version)?;
    let last = store::last_action(c, game.id)
        .await?
        .map(|a| a.seq)
        .unwrap_or(0);
    if let Some((seq, json, pos)) = store::snapshot_with_pos(c, game.id).await?
        && seq == last
    {
        return Ok((serde_json::from_str(&json)?, seq, pos));
    }
    rebuild::<G>(c, game, secret).await
}

/// The game's state at its current version: from the read model when it holds this version,
/// else loaded (`load`, with the seats) and kept there. `game` must have been read on `c`
/// (in the same transaction), so the state kept is the one of its version.
pub(crate) async fn loaded<G: Game>(
    app: &App,
    c: &mut Conn,
    game: &GameRow,
) -> Result<Arc<Loaded<G>>, AppError> {
    check_rules_version::<G>(game.rules_version)?;
    if let Some(l) = app.states.get::<Loaded<G>>(game.id, game.version) {
        return Ok(l);
    }
    let (state, seq, pos) = load::<G>(c, game, &app.config.secret).await?;
    let seats = store::seats(c, game.id).await?;
    let l = Arc::new(Loaded::<G>::new(state, seq, pos, seats));
    app.states.put(game.id, game.version, l.clone());
    Ok(l)
}

/// The starting position (setup) and the RNG position after it.
fn set_up<G: Game>(game: &GameRow, secret: &Secret) -> Result<(G::State, i64), AppError> {
    check_rules_version::<G>(game.rules_version)?;
    let Some(setup_json) = &game.setup_json else {
        return user_err(Msg::new("not-started"));
    };
    let setup: G::Setup = serde_json::from_str(setup_json)?;
    let mut rng = rng_at(secret, game, 0, 0);
    let state = G::setup(&setup, &mut rng)
        .map_err(|e| AppError::Internal(anyhow::anyhow!("setup failed on replay: {e:?}")))?;
    Ok((state, pos_after(game, &rng)))
}

/// Applies logged actions in order to `state`, the stream running through from `pos`.
fn run_log<G: Game>(
    game: &GameRow,
    secret: &Secret,
    state: &mut G::State,
    mut pos: i64,
    rows: &[store::ActionRow],
) -> Result<i64, AppError> {
    for row in rows {
        check_rules_version::<G>(row.rules_version)?;
        let action: G::Action = serde_json::from_str(&row.action_json)?;
        let mut rng = rng_at(secret, game, row.seq, pos);
        G::apply(state, row.seat as Seat, &action, &mut rng).map_err(|e| {
            AppError::Internal(anyhow::anyhow!("replay refused seq {}: {e}", row.seq))
        })?;
        pos = pos_after(game, &rng);
        if game.rules_version > 1 && pos != row.rng_pos {
            return Err(AppError::Internal(anyhow::anyhow!(
                "replay drew differently at seq {} (position {pos}, logged {})",
                row.seq,
                row.rng_pos
            )));
        }
    }
    Ok(pos)
}

/// Rebuilds the state from setup and seed by applying every logged action (the check that the
/// log is the truth: never used under the write lock for undo).
pub async fn replay<G: Game>(
    c: &mut Conn,
    game: &GameRow,
    secret: &Secret,
) -> Result<G::State, AppError> {
    let (mut state, pos) = set_up::<G>(game, secret)?;
    let rows = store::actions(c, game.id).await?;
    run_log::<G>(game, secret, &mut state, pos, &rows)?;
    Ok(state)
}

/// Rebuilds the current state from the latest checkpoint (or setup, before the first one),
/// replaying only the actions after it: at most `CHECKPOINT_EVERY` of them.
async fn rebuild<G: Game>(
    c: &mut Conn,
    game: &GameRow,
    secret: &Secret,
) -> Result<(G::State, i64, i64), AppError> {
    let (mut state, from, pos) = match store::checkpoint_at_or_before(c, game.id, i64::MAX).await? {
        Some((seq, json, pos)) => (serde_json::from_str(&json)?, seq, pos),
        None => {
            let (state, pos) = set_up::<G>(game, secret)?;
            (state, 0, pos)
        }
    };
    let rows = store::actions_after(c, game.id, from).await?;
    let pos = run_log::<G>(game, secret, &mut state, pos, &rows)?;
    let seq = rows.last().map_or(from, |r| r.seq);
    Ok((state, seq, pos))
}

/// The state after the first `seq` actions, from the latest checkpoint at or before it (at
/// most `CHECKPOINT_EVERY` actions replayed): the state a logged action was applied to, to
/// show again what that action changed (`app::owed`).
pub(super) async fn state_at<G: Game>(
    c: &mut Conn,
    game: &GameRow,
    secret: &Secret,
    seq: i64,
) -> Result<G::State, AppError> {
    let (mut state, from, pos) = match store::checkpoint_at_or_before(c, game.id, seq).await? {
        Some((at, json, pos)) => (serde_json::from_str(&json)?, at, pos),
        None => {
            let (state, pos) = set_up::<G>(game, secret)?;
            (state, 0, pos)
        }
    };
    let rows: Vec<store::ActionRow> = store::actions_after(c, game.id, from)
        .await?
        .into_iter()
        .filter(|r| r.seq <= seq)
        .collect();
    run_log::<G>(game, secret, &mut state, pos, &rows)?;
    Ok(state)
}

/// Keeps the reminder rows equal to the set of players the game waits for: a player still
/// awaited keeps their original waiting time.
pub(crate) async fn sync_reminders<G: Game>(
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
pub(crate) async fn sync_timer<G: Game>(
    c: &mut Conn,
    game: &GameRow,
    state: &G::State,
    now: chrono::DateTime<chrono::Utc>,
) -> Result<(), AppError> {
    // A skip comes first (a short delay, drawn the same way whatever anyone holds); the
    // reaction timer's own deadline counts from the last skip.
    if let Some((key, _, _)) = G::skip(state) {
        if store::timer(c, game.id).await?.is_none_or(|t| t.key != key) {
            let due = now + skip_delay(game.id, &key);
            store::set_timer(c, game.id, &key, &timer_time(due)).await?;
        }
        return Ok(());
    }
    match G::timeout(state) {
        None => store::delete_timer(c, game.id).await?,
        Some((key, _, _)) => {
            if store::timer(c, game.id).await?.is_none_or(|t| t.key != key) {
                let mut due = now + chrono::Duration::hours(game.reaction_hours.max(1));
                // Nobody awaited in the window is passed while in their quiet hours: the
                // deadline moves to the latest end of quiet hours among them.
                let seats = store::seats(c, game.id).await?;
                for p in G::prompts(state) {
                    let Some(row) = seats.iter().find(|s| s.seat == Some(p.seat as i64)) else {
                        continue;
                    };
                    let s = store::user_settings(c, &row.user_id).await?;
                    if let (Some(start), Some(end)) = (s.quiet_start, s.quiet_end) {
                        due = due.max(super::time_zone::after_quiet_hours(
                            due,
                            start,
                            end,
                            s.time_zone.as_deref(),
                        ));
                    }
                }
                store::set_timer(c, game.id, &key, &timer_time(due)).await?;
            }
        }
    }
    Ok(())
}

/// Shortest and longest wait before a skip (`Game::skip`), in seconds.
pub const SKIP_DELAY_SECS: (u64, u64) = (5 * 60, 30 * 60);

/// The wait before a skip: uniform between `SKIP_DELAY_SECS`, drawn from the game and the
/// skip's key only (the window and the seat), never from the state: whether the player holds
/// something, and what, cannot change it.
pub fn skip_delay(game: i64, key: &str) -> chrono::Duration {
    let (lo, hi) = SKIP_DELAY_SECS;
    let draw = crate::core::rules::digest_of(&(game, key)) % (hi - lo);
    chrono::Duration::seconds((lo + draw) as i64)
}

/// Timer times are compared as text: one fixed format, UTC, whole seconds.
pub fn timer_time(t: chrono::DateTime<chrono::Utc>) -> String {
    t.to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}

/// The seat of a user at a started game (`None`: not seated).
pub(super) fn seat_of(seats: &[SeatRow], user: &super::User) -> Option<Seat> {
    seats
        .iter()
        .find(|s| s.user_id == user.id.to_string())
        .and_then(|s| s.seat)
        .map(|s| s as Seat)
}

/// Status, log and hand: answered from a plain read (see `read`).
fn is_read(command: &Command) -> bool {
    matches!(
        command,
        Command::Status | Command::StatusText | Command::Log { .. } | Command::Hand
    )
}

pub(super) async fn handle(app: &App, req: &Request) -> Result<Effects, AppError> {
    if is_read(&req.command) {
        // One query for the game row; the rest comes from the read model at its version.
        let slot = app
            .read_slots
            .acquire()
            .await
            .map_err(|e| AppError::Internal(e.into()))?;
        let mut c = app.db.acquire_read().await?;
        let game = match store::open_game_in_channel(&mut c, &req.channel.to_string()).await? {
            Some(g) => Some(g),
            // A finished game stays readable until the channel has a new one.
            None => super::consent::finished_game(&mut c, req.channel).await?,
        };
        let Some(game) = game else {
            return user_err(Msg::new("no-game"));
        };
        let kind = super::kind_of(&game)?;
        return with_game!(kind, G => Box::pin(read::<G>(app, req, c, game, slot)).await);
    }
    // The game is named by the button, or is the channel's open game.
    let kind = {
        let mut c = app.db.acquire_read().await?;
        let row = match &req.command {
            Command::Press { custom_id } => match ButtonId::parse(custom_id) {
                Some(b) => store::game(&mut c, b.game).await?,
                None => None,
            },
            _ => match store::open_game_in_channel(&mut c, &req.channel.to_string()).await? {
                Some(g) => Some(g),
                None => super::consent::finished_game(&mut c, req.channel).await?,
            },
        };
        row.as_ref().map(super::kind_of).transpose()?
    };
    match kind {
        Some(kind) => with_game!(kind, G => Box::pin(handle_game::<G>(app, req)).await),
        // No game: nothing to load, nothing to write.
        None => match &req.command {
            Command::Press { custom_id } if ButtonId::parse(custom_id).is_none() => {
                user_err(Msg::new("bad-button"))
            }
            Command::Timeout { .. } => Ok(Effects::default()),
            _ => user_err(Msg::new("no-game")),
        },
    }
}

async fn handle_game<G: Game>(app: &App, req: &Request) -> Result<Effects, AppError> {
    let now = req.now.to_rfc3339();
    let mut tx = app.db.begin_write().await?;
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
            // A finished game stays readable, and its host may undo its last action.
            None => match super::consent::finished_game(&mut tx, req.channel).await? {
                Some(g)
                    if matches!(
                        req.command,
                        Command::Status | Command::Log { .. } | Command::Hand | Command::Undo
                    ) =>
                {
                    (g, None)
                }
                _ => return user_err(Msg::new("no-game")),
            },
        },
    };
    let l = loaded::<G>(app, &mut tx, &game).await?;
    let (state, seq, pos) = (l.state.clone(), l.seq, l.pos);
    let seats = l.seats.clone();
    let my_seat = seat_of(&seats, &req.user);

    match &req.command {
        Command::Undo if game.status == "finished" => {
            super::consent::reopen(&mut tx, &game, req).await?;
            let mut e = undo::<G>(app, tx, req, game, seats, state, seq, my_seat).await?;
            e.reply.text.prepend(Msg::new("game-reopened"));
            Ok(e)
        }
        Command::Undo => undo::<G>(app, tx, req, game, seats, state, seq, my_seat).await,
        Command::Timeout { .. } => {
            // Only a timer that has run out, for the window still open, closes it.
            let timer = store::timer(&mut tx, game.id).await?;
            if let (Some(t), Some((key, seat, action))) = (&timer, G::skip(&state))
                && t.key == key
                && t.due_at <= timer_time(req.now)
            {
                return act::<G>(app, tx, req, game, seats, state, (seq, pos), seat, action).await;
            }
            match (timer, G::timeout(&state)) {
                (Some(t), Some((key, seat, action)))
                    if t.key == key && t.due_at <= timer_time(req.now) =>
                {
                    act::<G>(app, tx, req, game, seats, state, (seq, pos), seat, action).await
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
            super::consent::adjust::<G>(app, tx, req, game, seats, state, (seq, pos), my_seat, text)
                .await
        }
        Command::Play { text } => {
            let Some(seat) = my_seat else {
                return user_err(Msg::new("not-seated"));
            };
            // `/play orders` alone: the player's standing orders, privately, with a switch per
            // order (as `/help` shows them). Nothing is written.
            let toggles = G::order_toggles(&state, seat);
            if text.trim().eq_ignore_ascii_case("orders")
                && !toggles.is_empty()
                && let Some(now) = G::standing_orders(&state, seat)
            {
                let mut e = Effects::ephemeral(now);
                e.reply.buttons = super::present::order_buttons(game.id, &toggles);
                return Ok(e);
            }
            let action = match G::parse_action(&state, text) {
                Ok(a) => a,
                Err(r) => return super::present::refusal::<G>(&game, &state, seat, r),
            };
            act::<G>(app, tx, req, game, seats, state, (seq, pos), seat, action).await
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
            let offered = l.prompts().iter().any(|p| {
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
                let awaited = l.prompts().iter().any(|p| p.seat == seat);
                let waiting = super::present::awaited_names::<G>(&state, &seats).join(", ");
                if b.version == game.version && !awaited {
                    return user_err(Msg::new("not-awaited").text("players", waiting));
                }
                return user_err(Msg::new("stale-button").text("players", waiting));
            }
            let action = match G::parse_action(&state, &b.notation) {
                Ok(a) => a,
                Err(r) => return super::present::refusal::<G>(&game, &state, seat, r),
            };
            act::<G>(app, tx, req, game, seats, state, (seq, pos), seat, action).await
        }
        _ => user_err(Msg::new("unknown-command")),
    }
}

/// A private prompt's "Hand" button (`hand:<game>:<seat>`): that seat's hand, shown to its
/// owner alone as a private reply; nothing is posted and nothing written. Anyone else pressing
/// it (a copied id) is refused and sees no hand.
pub(super) async fn hand_button(
    app: &App,
    req: &Request,
    custom_id: &str,
) -> Result<Effects, AppError> {
    let parsed = custom_id
        .strip_prefix(super::present::HAND_PREFIX)
        .and_then(|rest| rest.split_once(':'))
        .and_then(|(g, s)| Some((g.parse::<i64>().ok()?, s.parse::<Seat>().ok()?)));
    let Some((game_id, seat)) = parsed else {
        return user_err(Msg::new("bad-button"));
    };
    let mut tx = app.db.begin_read().await?;
    let game = match store::game(&mut tx, game_id).await? {
        Some(g) if g.status == "active" || g.status == "finished" => g,
        _ => return user_err(Msg::new("no-game")),
    };
    let kind = super::kind_of(&game)?;
    let e = with_game!(kind, G => {
        let l = loaded::<G>(app, &mut tx, &game).await?;
        match seat_of(&l.seats, &req.user) {
            None => user_err(Msg::new("not-seated")),
            Some(mine) if mine != seat => user_err(Msg::new("hand-button-not-yours")),
            Some(_) => Ok(Effects::ephemeral(G::hand(&G::view_for(&l.state, Some(seat))))),
        }
    });
    tx.rollback().await?;
    e
}

/// A `/help` button switching one of the presser's standing orders (`orders:<game>:<notation>`,
/// `present::order_buttons`): the notation is played as if the presser typed it in the game's
/// channel (`/play`), so it is logged and replays, and refused as typing it would be (not
/// seated, the game not under way). Refused as out of date when the game no longer offers that
/// switch to the presser (the order was switched since). Accepted, the button's message is
/// spent.
pub(super) async fn orders_button(
    app: &App,
    req: &Request,
    custom_id: &str,
) -> Result<Effects, AppError> {
    let Some((game_id, notation)) = custom_id
        .strip_prefix(super::present::ORDERS_PREFIX)
        .and_then(|rest| rest.split_once(':'))
        .and_then(|(g, n)| Some((g.parse::<i64>().ok()?, n.to_string())))
    else {
        return user_err(Msg::new("bad-button"));
    };
    let mut tx = app.db.begin_read().await?;
    let game = match store::game(&mut tx, game_id).await? {
        Some(g) if g.status == "active" => g,
        _ => return user_err(Msg::new("no-game")),
    };
    let kind = super::kind_of(&game)?;
    let offered: Result<(), AppError> = with_game!(kind, G => {
        let l = loaded::<G>(app, &mut tx, &game).await?;
        match seat_of(&l.seats, &req.user) {
            None => user_err(Msg::new("not-seated")),
            Some(seat) if G::order_toggles(&l.state, seat).iter().any(|t| t.notation == notation) => Ok(()),
            Some(_) => user_err(Msg::new("orders-button-stale")),
        }
    });
    tx.rollback().await?;
    offered?;
    let Ok(channel) = game.channel_id.parse::<u64>() else {
        return user_err(Msg::new("no-game"));
    };
    let typed = Request {
        channel,
        command: Command::Play { text: notation },
        ..req.clone()
    };
    let mut e = Box::pin(handle(app, &typed)).await?;
    // (A repeated interaction answers nothing: left as it is.)
    e.spent = !e.reply.ephemeral && e != Effects::default();
    Ok(e)
}

/// Status, log and hand: a plain read through the read-only pool. With the game's state in the
/// read model at the version just read, that is the only query (and the log's, for `/game
/// log`); else one deferred transaction reads the game row again, its seats and its state (a
/// consistent view, no lock that blocks the writer). Never takes the write lock and writes
/// nothing, not even the interaction id (a repeated delivery of a read is answered again,
/// which changes nothing), so reads keep working while writes queue, on a read-only file or
/// a full disk.
async fn read<G: Game>(
    app: &App,
    req: &Request,
    mut c: store::Pooled,
    game: GameRow,
    slot: tokio::sync::SemaphorePermit<'_>,
) -> Result<Effects, AppError> {
    if game.status != "active" && game.status != "finished" {
        return user_err(Msg::new("not-started"));
    }
    check_rules_version::<G>(game.rules_version)?;
    let (game, l, log_rows) = match app.states.get::<Loaded<G>>(game.id, game.version) {
        Some(l) => {
            let log_rows = log_rows(&mut c, &game, &req.command).await?;
            // Given back before answering: the answer may read too (an in-memory database has
            // one connection).
            drop(c);
            (game, l, log_rows)
        }
        None => {
            drop(c);
            let mut tx = app.db.begin_read().await?;
            let Some(game) = store::game(&mut tx, game.id).await? else {
                return user_err(Msg::new("no-game"));
            };
            let l = loaded::<G>(app, &mut tx, &game).await?;
            let log_rows = log_rows(&mut tx, &game, &req.command).await?;
            tx.rollback().await?;
            (game, l, log_rows)
        }
    };
    let my_seat = seat_of(&l.seats, &req.user);
    if matches!(req.command, Command::Status) {
        // Drawing the board waits for a render slot; it does not hold up other reads.
        drop(slot);
    }
    read_only::<G>(app, req, game, &l.seats, &l, my_seat, log_rows).await
}

/// The public log lines `/game log` asks for (none for other reads).
async fn log_rows(
    c: &mut Conn,
    game: &GameRow,
    command: &Command,
) -> Result<Vec<store::LogLineRow>, AppError> {
    Ok(match command {
        Command::Log { count } => {
            store::public_log(c, game.id, count.unwrap_or(15).clamp(1, 50)).await?
        }
        _ => Vec::new(),
    })
}

/// Status, log and hand: nothing is written.
#[allow(clippy::too_many_arguments)]
async fn read_only<G: Game>(
    app: &App,
    req: &Request,
    game: GameRow,
    seats: &[SeatRow],
    loaded: &Loaded<G>,
    my_seat: Option<Seat>,
    log_rows: Vec<store::LogLineRow>,
) -> Result<Effects, AppError> {
    let state = &loaded.state;
    match &req.command {
        Command::Status | Command::StatusText if game.status == "finished" => {
            let board = matches!(req.command, Command::Status);
            super::consent::finished_status::<G>(&game, state, board).await
        }
        Command::Status | Command::StatusText => {
            let board = matches!(req.command, Command::Status);
            let mut e =
                super::present::status::<G>(&game, state, loaded.prompts(), seats, board).await?;
            e.posts
                .extend(super::consent::open_posts(app, &game, seats).await?);
            e.reply.ephemeral = false;
            Ok(e)
        }
        Command::Log { .. } => {
            let mut lines = Text::new();
            for r in log_rows {
                let msg: Msg = serde_json::from_str(&r.msg_json)?;
                lines.push(Msg::new("log-line").num("seq", r.seq).msg("line", msg));
            }
            if lines.is_empty() {
                lines.push(Msg::new("log-empty"));
            }
            let mut e = super::present::for_channel(&game);
            e.reply.text = lines;
            Ok(e)
        }
        _ => {
            let Some(seat) = my_seat else {
                return user_err(Msg::new("not-seated"));
            };
            let view = G::view_for(state, Some(seat));
            let mut e = Effects::ephemeral(G::hand(&view));
            // Private prompts (e.g. which secret objective to keep) are offered here too.
            e.reply.buttons =
                super::present::buttons_for::<G>(&game, game.version, loaded.prompts(), seat, true);
            Ok(e)
        }
    }
}

/// Applies an action and stores it: log append, snapshot and version compare-and-swap in the
/// transaction of the request.
#[allow(clippy::too_many_arguments)]
pub(super) async fn act<G: Game>(
    app: &App,
    tx: store::Tx,
    req: &Request,
    game: GameRow,
    seats: Vec<SeatRow>,
    before: G::State,
    seq: (i64, i64),
    seat: Seat,
    action: G::Action,
) -> Result<Effects, AppError> {
    act_noted::<G>(
        app,
        tx,
        req,
        game,
        seats,
        before,
        seq,
        seat,
        action,
        Vec::new(),
    )
    .await
}

/// `act`, with app-level log lines after the engine's (e.g. who proposed and who confirmed an
/// adjustment).
#[allow(clippy::too_many_arguments)]
pub(super) async fn act_noted<G: Game>(
    app: &App,
    mut tx: store::Tx,
    req: &Request,
    game: GameRow,
    seats: Vec<SeatRow>,
    before: G::State,
    (seq, pos): (i64, i64),
    seat: Seat,
    action: G::Action,
    notes: Vec<LogEntry>,
) -> Result<Effects, AppError> {
    let now = req.now.to_rfc3339();
    let mut state = before.clone();
    let next_seq = seq + 1;
    // The stream starts where the last accepted action left it; a refusal stores nothing, so
    // the position stays.
    let mut rng = rng_at(&app.config.secret, &game, next_seq, pos);
    let hidden_before = G::hidden_digest(&before);
    let applied = match G::apply(&mut state, seat, &action, &mut rng) {
        Ok(a) => a,
        Err(r) => return super::present::refusal::<G>(&game, &before, seat, r),
    };
    let barrier = is_barrier(
        &applied,
        rng.draws(),
        hidden_before,
        G::hidden_digest(&state),
    );
    let pos = pos_after(&game, &rng);
    let applied = crate::core::rules::Applied {
        log: applied.log.into_iter().chain(notes).collect(),
        ..applied
    };
    let version = game.version + 1;
    store::append_action(
        &mut tx,
        game.id,
        next_seq,
        seat as i64,
        &req.user.id.to_string(),
        &serde_json::to_string(&action)?,
        barrier,
        game.rules_version,
        version,
        &now,
        pos,
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
    let state_json = serde_json::to_string(&state)?;
    if next_seq % CHECKPOINT_EVERY == 0 {
        store::save_checkpoint(&mut tx, game.id, next_seq, &state_json, pos).await?;
    }
    store::save_snapshot(&mut tx, game.id, next_seq, &state_json, pos).await?;
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
    store::owe_posts(&mut tx, game.id, version, req.now.timestamp_millis()).await?;
    tx.commit().await?;
    // The summary of a finished game counts time up to this change.
    let game = GameRow {
        updated_at: now.clone(),
        ..game
    };
    let effects = super::present::after_change::<G>(
        app,
        &game,
        version,
        &before,
        &state,
        &seats,
        &applied.log,
        Some(seat),
    )
    .await
    .map(|mut e| {
        // A pressed button took effect: the message that carried it is spent.
        e.spent = matches!(req.command, Command::Press { .. });
        e.owed = Some((game.id, version));
        e
    });
    // The state of the new version, kept for the next read and change (moved, not copied).
    app.states.put(
        game.id,
        version,
        Arc::new(Loaded::<G>::new(state, next_seq, pos, seats)),
    );
    effects
}

#[allow(clippy::too_many_arguments)]
async fn undo<G: Game>(
    app: &App,
    mut tx: store::Tx,
    req: &Request,
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
        undone.push(msg);
    }
    store::delete_action(&mut tx, game.id, last.seq).await?;
    store::delete_checkpoints_after(&mut tx, game.id, last.seq - 1).await?;
    // Bounded: from the latest checkpoint, never the whole log under the write lock.
    let (state, seq, pos) = rebuild::<G>(&mut tx, &game, &app.config.secret).await?;
    store::save_snapshot(&mut tx, game.id, seq, &serde_json::to_string(&state)?, pos).await?;
    if !store::bump_version(&mut tx, game.id, game.version, &now).await? {
        return user_err(Msg::new("conflict"));
    }
    sync_reminders::<G>(&mut tx, game.id, &state, &seats, &now).await?;
    sync_timer::<G>(&mut tx, &game, &state, req.now).await?;
    sync_prompts::<G>(&mut tx, game.id, game.version, &state, game.version + 1).await?;
    store::owe_posts(
        &mut tx,
        game.id,
        game.version + 1,
        req.now.timestamp_millis(),
    )
    .await?;
    tx.commit().await?;
    // A host's undo past a barrier (dice, a draw, a reveal) is announced as such.
    let log = vec![LogEntry::public(
        Msg::new(if last.barrier {
            "undone-barrier"
        } else {
            "undone"
        })
        .text("player", &req.user.name)
        .num("seq", last.seq)
        .msg(
            "action",
            undone
                .into_iter()
                .reduce(|a, b| Msg::new("joined-slash").msg("a", a).msg("b", b))
                .unwrap_or_else(|| Msg::verbatim("")),
        ),
    )];
    let effects = super::present::after_change::<G>(
        app,
        &game,
        game.version + 1,
        &before,
        &state,
        &seats,
        &log,
        None,
    )
    .await
    .map(|mut e| {
        e.owed = Some((game.id, game.version + 1));
        e
    });
    app.states.put(
        game.id,
        game.version + 1,
        Arc::new(Loaded::<G>::new(state, seq, pos, seats)),
    );
    effects
}
