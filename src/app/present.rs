//! Turns a game's state, prompts and log lines into posts, replies and direct messages.
//! Public prompts become channel posts with buttons; private ones become DMs.

use super::play::ButtonId;
use super::{App, AppError, Button, Dm, Effects, Post, User};
use crate::core::Game;
use crate::core::msg::Translate;
use crate::core::{LogEntry, Msg, Prompt, Refusal, RefusalKind, Seat, Visibility};
use crate::i18n::Tr;
use crate::store::{GameRow, SeatRow};

/// Discord allows 5 rows of 5 buttons.
const MAX_BUTTONS: usize = 25;

fn user_of(seats: &[SeatRow], seat: Seat) -> Option<User> {
    seats
        .iter()
        .find(|s| s.seat == Some(seat as i64))
        .and_then(|s| {
            Some(User {
                id: s.user_id.parse().ok()?,
                name: s.name.clone(),
            })
        })
}

pub(super) fn awaited_names<G: Game>(state: &G::State, seats: &[SeatRow]) -> Vec<String> {
    names_awaited(&G::prompts(state), seats)
}

/// The names of the seated players `prompts` wait for.
fn names_awaited(prompts: &[Prompt], seats: &[SeatRow]) -> Vec<String> {
    let mut names: Vec<String> = prompts
        .iter()
        .filter_map(|p| user_of(seats, p.seat).map(|u| u.name))
        .collect();
    names.dedup();
    names
}

fn buttons(tr: &Tr, game: &GameRow, version: i64, prompt: &Prompt) -> Vec<Button> {
    prompt
        .choices
        .iter()
        .map(|c| Button {
            custom_id: ButtonId {
                game: game.id,
                version,
                seat: prompt.seat,
                prompt: prompt.id.clone(),
                notation: c.notation.clone(),
            }
            .encode(),
            label: tr.tr(&c.label),
        })
        // Discord refuses a custom_id over 100 characters: such a choice is played with
        // `/play` in the same notation.
        .filter(|b| b.custom_id.len() <= super::play::MAX_CUSTOM_ID)
        .take(MAX_BUTTONS)
        .collect()
}

/// The buttons of the prompts that await `seat` (private ones only when `private`).
pub(super) fn buttons_for(
    tr: &Tr,
    game: &GameRow,
    version: i64,
    prompts: &[Prompt],
    seat: Seat,
    private: bool,
) -> Vec<Button> {
    prompts
        .iter()
        .filter(|p| p.seat == seat && (private || !p.private))
        .flat_map(|p| buttons(tr, game, version, p))
        .collect()
}

/// A refusal where no choice can be offered: its message, as a user error (its kind logged).
pub(super) fn refused(r: Refusal) -> AppError {
    tracing::debug!(kind = r.kind.id(), refusal = %r.msg, "refused");
    AppError::User(r.msg)
}

/// The reply to `seat`'s refused text or action (`state` as it was). An ambiguous text gets its
/// message and a button per reading that one of the seat's open prompts offers, bound to that
/// prompt like the prompt's own buttons (so a press is checked like theirs); the other readings
/// are listed with the notation to write. Any other kind is the user error it always was.
pub(super) fn refusal<G: Game>(
    tr: &Tr,
    game: &GameRow,
    state: &G::State,
    seat: Seat,
    r: Refusal,
) -> Result<Effects, AppError> {
    let RefusalKind::Ambiguous(choices) = &r.kind else {
        return Err(refused(r));
    };
    tracing::debug!(kind = r.kind.id(), refusal = %r.msg, "refused");
    let prompts: Vec<Prompt> = G::prompts(state)
        .into_iter()
        .filter(|p| p.seat == seat)
        .collect();
    let mut lines = vec![tr.tr(&r.msg)];
    let mut buttons = Vec::new();
    for c in choices {
        let button = prompts
            .iter()
            .find(|p| p.choices.iter().any(|o| o.notation == c.notation))
            .map(|p| Button {
                custom_id: ButtonId {
                    game: game.id,
                    version: game.version,
                    seat,
                    prompt: p.id.clone(),
                    notation: c.notation.clone(),
                }
                .encode(),
                label: tr.tr(&c.label),
            })
            .filter(|b| b.custom_id.len() <= super::play::MAX_CUSTOM_ID);
        match button {
            Some(b) if buttons.len() < MAX_BUTTONS => buttons.push(b),
            _ => lines.push(
                tr.tr(&Msg::new("ambiguous-reading")
                    .msg("label", c.label.clone())
                    .text("notation", &c.notation)),
            ),
        }
    }
    let mut e = Effects::ephemeral(lines.join("\n"));
    e.reply.buttons = buttons;
    Ok(e)
}

fn refused_notice(tr: &Tr, user: &User) -> String {
    tr.tr(&Msg::new("dm-refused").text("player", &user.name))
}

/// Posts and DMs for a set of prompts.
fn prompt_effects<G: Game>(
    tr: &Tr,
    game: &GameRow,
    version: i64,
    state: &G::State,
    seats: &[SeatRow],
    prompts: &[Prompt],
    e: &mut Effects,
) {
    let mut private_waiting = Vec::new();
    for p in prompts {
        let Some(user) = user_of(seats, p.seat) else {
            continue;
        };
        if p.private {
            let view = G::view_for(state, Some(p.seat));
            let mut text = vec![tr.tr(&p.ask)];
            text.extend(G::hand(&view).iter().map(|m| tr.tr(m)));
            e.dms.push(Dm {
                user: user.clone(),
                text: text.join("\n"),
                buttons: buttons(tr, game, version, p),
                refused_notice: refused_notice(tr, &user),
            });
            private_waiting.push(user);
        } else {
            e.posts.push(Post {
                text: tr.tr(&Msg::new("prompt-public")
                    .text("player", &user.name)
                    .msg("ask", p.ask.clone())),
                image: None,
                buttons: buttons(tr, game, version, p),
                awaits: vec![user],
            });
        }
    }
    if !private_waiting.is_empty() {
        let names = private_waiting
            .iter()
            .map(|u| u.name.clone())
            .collect::<Vec<_>>()
            .join(", ");
        e.posts.push(Post {
            text: tr.tr(&Msg::new("prompt-private-waiting").text("players", names)),
            image: None,
            buttons: Vec::new(),
            awaits: private_waiting,
        });
    }
}

/// Private log lines go to their seat by DM.
fn private_lines(tr: &Tr, seats: &[SeatRow], log: &[LogEntry], e: &mut Effects) {
    for line in log {
        if let Visibility::Seat(s) = line.visibility
            && let Some(user) = user_of(seats, s)
        {
            e.dms.push(Dm {
                user: user.clone(),
                text: tr.tr(&line.msg),
                buttons: Vec::new(),
                refused_notice: refused_notice(tr, &user),
            });
        }
    }
}

fn public_lines(tr: &Tr, log: &[LogEntry]) -> Vec<String> {
    log.iter()
        .filter(|l| l.visibility == Visibility::Public)
        .map(|l| tr.tr(&l.msg))
        .collect()
}

async fn board<G: Game>(app: &App, tr: &Tr, state: &G::State) -> Result<super::Image, AppError> {
    let view = G::view_for(state, None);
    app.render(G::scene(&view, tr)).await
}

pub(super) async fn started<G: Game>(
    app: &App,
    tr: &Tr,
    game: &GameRow,
    version: i64,
    state: &G::State,
    seats: &[SeatRow],
) -> Result<Effects, AppError> {
    let mut e = Effects {
        channel: game.channel_id.parse().ok(),
        ..Default::default()
    };
    let order = seats
        .iter()
        .map(|s| s.name.clone())
        .collect::<Vec<_>>()
        .join(" → ");
    e.reply.text = tr.tr(&Msg::new("game-started").text("order", order));
    e.reply.image = Some(board::<G>(app, tr, state).await?);
    prompt_effects::<G>(tr, game, version, state, seats, &G::prompts(state), &mut e);
    Ok(e)
}

pub(super) async fn status<G: Game>(
    app: &App,
    tr: &Tr,
    game: &GameRow,
    state: &G::State,
    prompts: &[Prompt],
    seats: &[SeatRow],
    with_board: bool,
) -> Result<Effects, AppError> {
    let mut e = Effects {
        channel: game.channel_id.parse().ok(),
        ..Default::default()
    };
    let waiting = names_awaited(prompts, seats).join(", ");
    e.reply.text = tr.tr(&Msg::new("status").text("players", waiting));
    if with_board {
        e.reply.image = Some(board::<G>(app, tr, state).await?);
    }
    // Re-offer the public prompts' buttons; private ones stay in DMs and /hand.
    let public: Vec<Prompt> = prompts.iter().filter(|p| !p.private).cloned().collect();
    prompt_effects::<G>(tr, game, game.version, state, seats, &public, &mut e);
    Ok(e)
}

#[allow(clippy::too_many_arguments)]
pub(super) async fn after_change<G: Game>(
    app: &App,
    tr: &Tr,
    game: &GameRow,
    version: i64,
    before: &G::State,
    after: &G::State,
    seats: &[SeatRow],
    log: &[LogEntry],
    actor: Option<Seat>,
) -> Result<Effects, AppError> {
    let mut e = Effects {
        channel: game.channel_id.parse().ok(),
        ..Default::default()
    };
    e.reply.text = public_lines(tr, log).join("\n");
    if G::phase_key(before) != G::phase_key(after)
        && (app.config.boards_on_change || G::is_over(after))
    {
        e.reply.image = Some(board::<G>(app, tr, after).await?);
    }
    private_lines(tr, seats, log, &mut e);
    let old = G::prompts(before);
    let changed: Vec<Prompt> = G::prompts(after)
        .into_iter()
        // A new prompt, or one for the player who just acted (their old buttons are spent, even
        // if the new question looks the same); `None` re-sends every prompt (after an undo).
        .filter(|p| !old.contains(p) || actor.is_none_or(|a| a == p.seat))
        .collect();
    prompt_effects::<G>(tr, game, version, after, seats, &changed, &mut e);
    if G::is_over(after) && !G::is_over(before) {
        let mut lines: Vec<String> = G::summary(after).iter().map(|m| tr.tr(m)).collect();
        // How long the game took, from its creation to this last change.
        if let (Ok(from), Ok(to)) = (
            chrono::DateTime::parse_from_rfc3339(&game.created_at),
            chrono::DateTime::parse_from_rfc3339(&game.updated_at),
        ) {
            let hours = (to - from).num_hours().max(0);
            lines.push(
                tr.tr(&Msg::new("summary-duration")
                    .num("days", hours / 24)
                    .num("hours", hours % 24)
                    .num("actions", version)),
            );
        }
        e.posts.push(Post {
            text: lines.join("\n"),
            image: None,
            buttons: Vec::new(),
            awaits: Vec::new(),
        });
    }
    Ok(e)
}
