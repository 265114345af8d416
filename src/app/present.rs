//! Turns a game's state, prompts and log lines into posts, replies and direct messages.
//! Public prompts become channel posts with buttons; private ones become DMs.

use super::play::ButtonId;
use super::{App, AppError, Board, Button, Dm, Effects, Post, User};
use crate::core::Game;
use crate::core::msg::Text;
use crate::core::{LogEntry, Msg, Prompt, Refusal, RefusalKind, Seat, Visibility};
use crate::store::{GameRow, SeatRow};

/// Discord allows 5 rows of 5 buttons.
const MAX_BUTTONS: usize = 25;
/// ... or 5 rows of one select menu each, of up to 25 options.
const MENU_OPTIONS: usize = 25;
const MAX_MENUS: usize = 5;

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

/// A prompt's choices as buttons, or, when there are more than a message's buttons hold, as
/// select menus of up to 25 options each ("Choose: 1–25 of 60", "26–50 of 60", …), so no
/// choice is dropped (up to 125; a longer list is cut with a warning in the log, and every
/// choice stays playable with `/play`).
pub(super) fn buttons<G: Game>(game: &GameRow, version: i64, prompt: &Prompt) -> Vec<Button> {
    buttons_reserving::<G>(game, version, prompt, 0)
}

/// `buttons`, leaving room for `reserve` more buttons after them (the "Hand" button).
fn buttons_reserving<G: Game>(
    game: &GameRow,
    version: i64,
    prompt: &Prompt,
    reserve: usize,
) -> Vec<Button> {
    let all = choice_buttons::<G>(game, version, prompt);
    layout(all, reserve)
}

/// Buttons of the form `hand:<game>:<seat>`: the private prompt's "Hand" button, which shows
/// that seat's hand to its owner alone (see `play::hand_button`).
pub const HAND_PREFIX: &str = "hand:";

/// Buttons of the form `orders:<game>:<notation>`: `/help`'s switch of one of the presser's
/// standing orders, which plays that notation as if typed (see `play::orders_button`).
pub const ORDERS_PREFIX: &str = "orders:";

/// The buttons switching `toggles` (a seat's standing orders in game `game`): green to turn
/// an order on, grey to turn it off.
pub(super) fn order_buttons(game: i64, toggles: &[crate::core::orders::Toggle]) -> Vec<Button> {
    toggles
        .iter()
        .map(|t| Button {
            custom_id: format!("{ORDERS_PREFIX}{game}:{}", t.notation),
            label: Msg::new(if t.on {
                "button-order-off"
            } else {
                "button-order-on"
            })
            .msg("order", t.name.clone()),
            menu: None,
            tone: if t.on {
                crate::core::Tone::Decline
            } else {
                crate::core::Tone::Confirm
            },
        })
        .collect()
}

/// The "Hand" button of a private prompt to `prompt.seat` (grey: it shows, it does not act).
fn hand_button(game: &GameRow, prompt: &Prompt) -> Button {
    Button {
        custom_id: format!("{HAND_PREFIX}{}:{}", game.id, prompt.seat),
        label: Msg::new("button-hand"),
        menu: None,
        tone: crate::core::Tone::Decline,
    }
}

/// A private prompt's choices with the "Hand" button after them when the seat holds anything:
/// laid out leaving it a place; if the choices need every row even so (over a hundred), they
/// keep them all and the hand stays with `/hand`.
fn with_hand_button(
    game: &GameRow,
    prompt: &Prompt,
    has_hand: bool,
    choices: impl Fn(usize) -> Vec<Button>,
) -> Vec<Button> {
    if !has_hand {
        return choices(0);
    }
    let mut out = choices(1);
    if rows(&out, 1) <= MAX_MENUS {
        out.push(hand_button(game, prompt));
        out
    } else {
        choices(0)
    }
}

/// The rows of a message that shows `buttons` and `extra` more plain buttons: five plain
/// buttons a row, a row per select menu.
fn rows(buttons: &[Button], extra: usize) -> usize {
    let plain = buttons.iter().filter(|b| b.menu.is_none()).count() + extra;
    let mut menus = 0;
    let mut last: Option<&Msg> = None;
    for b in buttons {
        if let Some(m) = &b.menu
            && last != Some(m)
        {
            menus += 1;
            last = Some(m);
        }
    }
    plain.div_ceil(5) + menus
}

/// The kind of a button's choice: the first word of its notation (`activate`, `strategic`, …).
fn kind(b: &Button) -> String {
    ButtonId::parse(&b.custom_id)
        .and_then(|id| id.notation.split_whitespace().next().map(str::to_string))
        .unwrap_or_default()
}

#[cfg(test)]
fn as_menus_if_many(all: Vec<Button>) -> Vec<Button> {
    layout(all, 0)
}

/// Buttons, or menus when there are too many, with room for `reserve` more plain buttons.
fn layout(all: Vec<Button>, reserve: usize) -> Vec<Button> {
    if all.len() + reserve <= MAX_BUTTONS {
        return all;
    }
    // When one kind of choice makes the list long (a system to activate among 40), that kind
    // goes into menus and the few others stay buttons, if the message's five rows hold both.
    let kinds: Vec<String> = all.iter().map(kind).collect();
    let mut counts: Vec<(&str, usize)> = Vec::new();
    for k in &kinds {
        match counts.iter_mut().find(|(c, _)| c == k) {
            Some((_, n)) => *n += 1,
            None => counts.push((k, 1)),
        }
    }
    if let Some(&(big, n)) = counts.iter().max_by_key(|(_, n)| *n) {
        let menus = n.div_ceil(MENU_OPTIONS);
        let rest = all.len() - n + reserve;
        if n + reserve > MAX_BUTTONS && menus + rest.div_ceil(5) <= MAX_MENUS {
            let big = big.to_string();
            let (mut plain, many): (Vec<_>, Vec<_>) =
                all.into_iter().zip(kinds).partition(|(_, k)| *k != big);
            let mut out: Vec<Button> = plain.drain(..).map(|(b, _)| b).collect();
            out.extend(paged(many.into_iter().map(|(b, _)| b).collect()));
            return out;
        }
    }
    paged(all)
}

/// Choices as select menus of up to 25 options ("Choose… (1–25 of 60)"), up to five menus.
fn paged(mut all: Vec<Button>) -> Vec<Button> {
    let total = all.len();
    if total > MENU_OPTIONS * MAX_MENUS {
        tracing::warn!(
            choices = total,
            "a prompt has more choices than five menus hold; the rest only by /play"
        );
        all.truncate(MENU_OPTIONS * MAX_MENUS);
    }
    for (i, b) in all.iter_mut().enumerate() {
        let page = i / MENU_OPTIONS;
        b.menu = Some(
            Msg::new("menu-choose")
                .num("from", (page * MENU_OPTIONS + 1) as i64)
                .num("to", ((page + 1) * MENU_OPTIONS).min(total) as i64)
                .num("total", total as i64),
        );
    }
    all
}

fn choice_buttons<G: Game>(game: &GameRow, version: i64, prompt: &Prompt) -> Vec<Button> {
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
            label: c.label.clone(),
            menu: None,
            tone: G::tone(c),
        })
        // Discord refuses a custom_id over 100 characters: such a choice is played with
        // `/play` in the same notation.
        .filter(|b| b.custom_id.len() <= super::play::MAX_CUSTOM_ID)
        .collect()
}

/// The buttons of the prompts that await `seat` (private ones only when `private`).
pub(super) fn buttons_for<G: Game>(
    game: &GameRow,
    version: i64,
    prompts: &[Prompt],
    seat: Seat,
    private: bool,
) -> Vec<Button> {
    prompts
        .iter()
        .filter(|p| p.seat == seat && (private || !p.private))
        .flat_map(|p| buttons::<G>(game, version, p))
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
    let mut lines = Text::from(r.msg.clone());
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
                label: c.label.clone(),
                menu: None,
                tone: G::tone(c),
            })
            .filter(|b| b.custom_id.len() <= super::play::MAX_CUSTOM_ID);
        match button {
            Some(b) if buttons.len() < MAX_BUTTONS => buttons.push(b),
            _ => lines.push(
                Msg::new("ambiguous-reading")
                    .msg("label", c.label.clone())
                    .text("notation", &c.notation),
            ),
        }
    }
    let mut e = Effects::ephemeral(lines);
    e.reply.buttons = buttons;
    Ok(e)
}

fn refused_notice(user: &User) -> Text {
    Msg::new("dm-refused").text("player", &user.name).into()
}

/// Posts and DMs for a set of prompts (every one new: private ones are sent by DM, and the
/// posts are new messages).
pub(super) fn prompt_effects<G: Game>(
    game: &GameRow,
    version: i64,
    state: &G::State,
    seats: &[SeatRow],
    prompts: &[Prompt],
    e: &mut Effects,
) {
    prompt_effects_with::<G>(game, version, state, seats, prompts, &|_| (true, true), e)
}

/// Posts and DMs for `prompts`, in order. `new(p)` says (whether `p` was just asked or asked
/// again of the player who just acted, whether it asks someone else a new question): a
/// private prompt is sent by DM only if just asked (one still open is only named as awaited),
/// and a post is a new message (`Post::anew`, which pings) only if it asks someone else a new
/// question. The public prompts and the players awaited in their DMs are one status post when
/// their choices fit in one message (a strategy card's secondary for three players, the
/// status phase's scoring: one message, not one per player; issue 16, a quiet channel).
fn prompt_effects_with<G: Game>(
    game: &GameRow,
    version: i64,
    state: &G::State,
    seats: &[SeatRow],
    prompts: &[Prompt],
    new: &dyn Fn(&Prompt) -> (bool, bool),
    e: &mut Effects,
) {
    let mut public: Vec<(&Prompt, User, bool)> = Vec::new();
    let mut private_waiting: Vec<User> = Vec::new();
    let mut private_anew = false;
    for p in prompts {
        let Some(user) = user_of(seats, p.seat) else {
            continue;
        };
        let (asked, anew) = new(p);
        if p.private {
            if asked {
                // Only what the decision needs: the hand is one press away (issue 16), not
                // repeated in every private prompt.
                let view = G::view_for(state, Some(p.seat));
                let has_hand = !G::hand(&view).is_empty();
                e.dms.push(Dm {
                    user: user.clone(),
                    locale: None,
                    text: Text::from(p.ask.clone()),
                    buttons: with_hand_button(game, p, has_hand, |reserve| {
                        buttons_reserving::<G>(game, version, p, reserve)
                    }),
                    refused_notice: refused_notice(&user),
                });
            }
            private_anew |= anew;
            if !private_waiting.contains(&user) {
                private_waiting.push(user);
            }
        } else {
            public.push((p, user, anew));
        }
    }
    if public.len() + usize::from(!private_waiting.is_empty()) > 1
        && let Some(mut post) = grouped::<G>(game, version, &public, &private_waiting)
    {
        post.anew |= private_anew;
        e.posts.push(post);
        return;
    }
    for (p, user, anew) in public {
        e.posts.push(Post {
            text: Msg::new("prompt-public")
                .text("player", &user.name)
                .msg("ask", p.ask.clone())
                .into(),
            board: None,
            buttons: buttons::<G>(game, version, p),
            awaits: vec![user],
            status: true,
            anew,
        });
    }
    if !private_waiting.is_empty() {
        e.posts.push(Post {
            text: waiting_line(&private_waiting).into(),
            board: None,
            buttons: Vec::new(),
            awaits: private_waiting,
            status: true,
            anew: private_anew,
        });
    }
}

/// "Waiting for … to choose in their direct messages".
fn waiting_line(users: &[User]) -> Msg {
    let names = users
        .iter()
        .map(|u| u.name.clone())
        .collect::<Vec<_>>()
        .join(", ");
    Msg::new("prompt-private-waiting").text("players", names)
}

/// Several players' public prompts (and those awaited in their DMs) as one status post: a
/// line per question (players asked the same question share it); the choices as buttons,
/// each named for its player ("bob: Decline") when several players have choices, or, when
/// they are more than a message's buttons, a select menu per player ("bob: choose…", up to
/// five). `None` when they do not fit (a player with more than a menu's options, more than
/// five players with choices): then a post each.
fn grouped<G: Game>(
    game: &GameRow,
    version: i64,
    public: &[(&Prompt, User, bool)],
    private_waiting: &[User],
) -> Option<Post> {
    let mut lines: Vec<(Vec<String>, &Msg)> = Vec::new();
    let mut per_player: Vec<(User, Vec<Button>)> = Vec::new();
    let mut awaits: Vec<User> = Vec::new();
    let mut anew = false;
    for (p, user, fresh) in public {
        anew |= *fresh;
        match lines.iter_mut().find(|(_, ask)| **ask == p.ask) {
            Some((names, _)) if !names.contains(&user.name) => names.push(user.name.clone()),
            Some(_) => {}
            None => lines.push((vec![user.name.clone()], &p.ask)),
        }
        let choices = choice_buttons::<G>(game, version, p);
        match per_player.iter_mut().find(|(u, _)| u == user) {
            Some((_, bs)) => bs.extend(choices),
            None => per_player.push((user.clone(), choices)),
        }
        if !awaits.contains(user) {
            awaits.push(user.clone());
        }
    }
    per_player.retain(|(_, bs)| !bs.is_empty());
    let total: usize = per_player.iter().map(|(_, bs)| bs.len()).sum();
    let mut all_buttons: Vec<Button> = Vec::new();
    if per_player.len() <= 1 && total <= MAX_BUTTONS {
        all_buttons.extend(per_player.into_iter().flat_map(|(_, bs)| bs));
    } else if total <= MAX_BUTTONS {
        for (user, bs) in per_player {
            all_buttons.extend(bs.into_iter().map(|mut b| {
                b.label = Msg::new("choice-of")
                    .text("player", &user.name)
                    .msg("label", b.label);
                b
            }));
        }
    } else if per_player.len() <= MAX_MENUS
        && per_player.iter().all(|(_, bs)| bs.len() <= MENU_OPTIONS)
    {
        for (user, bs) in per_player {
            let placeholder = Msg::new("menu-choose-for").text("player", &user.name);
            all_buttons.extend(bs.into_iter().map(|mut b| {
                b.menu = Some(placeholder.clone());
                b
            }));
        }
    } else {
        return None;
    }
    let mut text: Text = lines
        .into_iter()
        .map(|(names, ask)| {
            Msg::new("prompt-public")
                .text("player", names.join(", "))
                .msg("ask", ask.clone())
        })
        .collect();
    if !private_waiting.is_empty() {
        text.push(waiting_line(private_waiting));
        for u in private_waiting {
            if !awaits.contains(u) {
                awaits.push(u.clone());
            }
        }
    }
    Some(Post {
        text,
        board: None,
        buttons: all_buttons,
        awaits,
        status: true,
        anew,
    })
}

/// Private log lines go to their seat by DM.
fn private_lines(seats: &[SeatRow], log: &[LogEntry], e: &mut Effects) {
    for line in log {
        if let Visibility::Seat(s) = line.visibility
            && let Some(user) = user_of(seats, s)
        {
            e.dms.push(Dm {
                user: user.clone(),
                locale: None,
                text: line.msg.clone().into(),
                buttons: Vec::new(),
                refused_notice: refused_notice(&user),
            });
        }
    }
}

fn public_lines(log: &[LogEntry]) -> Text {
    log.iter()
        .filter(|l| l.visibility == Visibility::Public)
        .map(|l| l.msg.clone())
        .collect()
}

/// Messages as one message, a line each (for an argument that holds several lines).
pub(super) fn on_lines(msgs: impl IntoIterator<Item = Msg>) -> Msg {
    msgs.into_iter()
        .reduce(|a, b| Msg::new("joined-lines").msg("a", a).msg("b", b))
        .unwrap_or_else(|| Msg::verbatim(""))
}

/// Effects that post in the game's channel, in the table's language.
pub(super) fn for_channel(game: &GameRow) -> Effects {
    Effects {
        channel: game.channel_id.parse().ok(),
        ..Default::default()
    }
}

/// The board everyone sees, drawn when it is delivered, labelled for its reader.
pub(super) fn board<G: Game>(state: &G::State) -> Board {
    let view = G::view_for(state, None);
    Board::new(move |tr| G::scene(&view, tr))
}

pub(super) async fn started<G: Game>(
    game: &GameRow,
    version: i64,
    state: &G::State,
    seats: &[SeatRow],
) -> Result<Effects, AppError> {
    let mut e = for_channel(game);
    let order = seats
        .iter()
        .map(|s| s.name.clone())
        .collect::<Vec<_>>()
        .join(" → ");
    e.reply.text = Msg::new("game-started").text("order", order).into();
    e.reply.board = Some(board::<G>(state));
    prompt_effects::<G>(game, version, state, seats, &G::prompts(state), &mut e);
    Ok(e)
}

pub(super) async fn status<G: Game>(
    game: &GameRow,
    state: &G::State,
    prompts: &[Prompt],
    seats: &[SeatRow],
    with_board: bool,
) -> Result<Effects, AppError> {
    let mut e = for_channel(game);
    let waiting = names_awaited(prompts, seats).join(", ");
    e.reply.text = Msg::new("status").text("players", waiting).into();
    if with_board {
        e.reply.board = Some(board::<G>(state));
    }
    // Re-offer the public prompts' buttons; private ones stay in DMs and /hand.
    let public: Vec<Prompt> = prompts.iter().filter(|p| !p.private).cloned().collect();
    prompt_effects::<G>(game, game.version, state, seats, &public, &mut e);
    Ok(e)
}

#[allow(clippy::too_many_arguments)]
pub(super) async fn after_change<G: Game>(
    app: &App,
    game: &GameRow,
    version: i64,
    before: &G::State,
    after: &G::State,
    seats: &[SeatRow],
    log: &[LogEntry],
    actor: Option<Seat>,
) -> Result<Effects, AppError> {
    let mut e = for_channel(game);
    e.reply.text = public_lines(log);
    if G::board_due(before, after) && (app.config.boards_on_change || G::is_over(after)) {
        let board = board::<G>(after);
        // The final board always; a board after a change only if its map changed.
        e.reply.board = Some(if G::is_over(after) {
            board
        } else {
            board.if_changed()
        });
    }
    private_lines(seats, log, &mut e);
    let old = G::prompts(before);
    let now = G::prompts(after);
    // A new prompt, or one for the player who just acted (their old buttons are spent, even
    // if the new question looks the same); `None` re-sends every prompt (after an undo).
    let is_new = |p: &Prompt| !old.contains(p) || actor.is_none_or(|a| a == p.seat);
    // A new question for someone other than the player who just acted: a new message, so
    // they are pinged.
    let anew = |p: &Prompt| !old.contains(p) && actor.is_some_and(|a| a != p.seat);
    // The actor answered a public prompt asked of several players at once (one message, see
    // `grouped`): that message is shown again with the others' prompts still open, so the
    // answered buttons go and the others' stay.
    let answered_in_group = actor.is_some_and(|a| {
        old.iter().any(|p| p.seat == a && !p.private)
            && now.iter().any(|p| p.seat != a && !p.private && !is_new(p))
    });
    // The actor answered a prompt in their DMs while others are still awaited there: the
    // status is shown again so its "Waiting for …" line drops the actor (the open prompts
    // are not sent again; without this the log line alone was folded into the old status,
    // which kept naming everyone).
    let answered_privately = actor.is_some_and(|a| {
        old.iter().any(|p| p.seat == a && p.private)
            && now.iter().any(|p| p.seat != a && p.private && !is_new(p))
    });
    let shown: Vec<Prompt> = now
        .iter()
        .filter(|p| is_new(p) || answered_in_group || answered_privately)
        .cloned()
        .collect();
    let new = |p: &Prompt| (is_new(p), anew(p));
    prompt_effects_with::<G>(game, version, after, seats, &shown, &new, &mut e);
    if G::is_over(after) && !G::is_over(before) {
        let mut lines = Text::from(G::summary(after));
        // How long the game took, from its creation to this last change.
        if let (Ok(from), Ok(to)) = (
            chrono::DateTime::parse_from_rfc3339(&game.created_at),
            chrono::DateTime::parse_from_rfc3339(&game.updated_at),
        ) {
            let hours = (to - from).num_hours().max(0);
            lines.push(
                Msg::new("summary-duration")
                    .num("days", hours / 24)
                    .num("hours", hours % 24)
                    .num("actions", version),
            );
        }
        e.posts.push(Post {
            text: lines,
            board: None,
            buttons: Vec::new(),
            awaits: Vec::new(),
            status: false,
            anew: false,
        });
    }
    Ok(e)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn buttons(n: usize) -> Vec<Button> {
        (0..n)
            .map(|i| Button {
                custom_id: format!("sp:1:1:0:p:c{i}"),
                label: Msg::verbatim(format!("c{i}")),
                menu: None,
                tone: Default::default(),
            })
            .collect()
    }

    /// Up to 25 choices are buttons; more become select menus of up to 25 options, every
    /// choice kept in order (issue 16: never silently dropped), up to five menus.
    #[test]
    fn many_choices_become_menus_and_none_is_dropped() {
        assert!(
            as_menus_if_many(buttons(25))
                .iter()
                .all(|b| b.menu.is_none())
        );
        let menus = as_menus_if_many(buttons(60));
        let ids = |v: &[Button]| v.iter().map(|b| b.custom_id.clone()).collect::<Vec<_>>();
        assert_eq!(ids(&menus), ids(&buttons(60)), "every choice, in order");
        let pages: Vec<Msg> = menus.iter().filter_map(|b| b.menu.clone()).collect();
        assert_eq!(pages.len(), 60);
        assert_eq!(pages[0], pages[24]);
        assert_ne!(pages[24], pages[25]);
        assert_eq!(
            pages[59],
            Msg::new("menu-choose")
                .num("from", 51)
                .num("to", 60)
                .num("total", 60)
        );
        assert_eq!(as_menus_if_many(buttons(130)).len(), 125);
    }

    /// Issue 16: when one kind of choice makes a prompt long (40 systems to activate), only that
    /// kind becomes menus; the others (the strategic action, pass) stay buttons.
    #[test]
    fn the_kind_that_makes_a_list_long_becomes_menus_and_the_rest_stay_buttons() {
        let button = |notation: String| Button {
            custom_id: format!("sp:1:1:0:turn:{notation}"),
            label: Msg::verbatim(notation),
            menu: None,
            tone: Default::default(),
        };
        let mut all = vec![button("strategic 2".into()), button("pass".into())];
        all.extend((1..=40).map(|t| button(format!("activate {t}"))));
        let out = as_menus_if_many(all.clone());
        assert_eq!(out.len(), 42, "none dropped");
        let plain: Vec<&Button> = out.iter().filter(|b| b.menu.is_none()).collect();
        assert_eq!(plain.len(), 2);
        assert!(plain.iter().all(|b| kind(b) != "activate"));
        assert!(
            out.iter()
                .filter(|b| b.menu.is_some())
                .all(|b| kind(b) == "activate")
        );
        assert_eq!(
            out.iter().filter_map(|b| b.menu.clone()).next_back(),
            Some(
                Msg::new("menu-choose")
                    .num("from", 26)
                    .num("to", 40)
                    .num("total", 40)
            )
        );
        // Too many of the other kinds to fit beside the menus: everything in menus.
        let mut crowded: Vec<Button> = (0..25).map(|i| button(format!("k{i} x"))).collect();
        crowded.extend((1..=80).map(|t| button(format!("activate {t}"))));
        assert!(as_menus_if_many(crowded).iter().all(|b| b.menu.is_some()));
    }
}
