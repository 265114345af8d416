//! Standing orders (issue 16, "fewer waits"): per player, set with an action so they replay,
//! public like the reaction profile (they say what the player will do, never what they hold).
//!
//! - `orders fight on|off` — "fight to the end": the player is never asked to announce a
//!   retreat (§42.4); every round goes on as if they had answered "never retreat"
//!   (`combat::first_announcer`).
//! - `orders hits auto|ask` — "auto-assign hits": hits on the player's units are assigned at
//!   once by the default the "hits default" button plays (sustain damage first, then the
//!   cheapest units: `combat::default_picks`), whenever that is the question the game waits
//!   for ([`settle`], after every action).
//!
//! "Pass on combat windows" is the reaction profile (`reactions auto`, rules/window.rs).

use super::{combat, name};
use crate::core::orders::{Order, Toggle};
use crate::core::rules::Applied;
use crate::core::{GameRng, LogEntry, Msg, Seat};
use crate::games::ti4::state::State;

/// `orders fight on|off`, `orders hits auto|ask`, both in one line, or `orders none` (both
/// off). Returns (fight, hits), `None` where the text leaves an order as it is.
pub fn parse(text: &str) -> Result<(Option<bool>, Option<bool>), Msg> {
    crate::core::orders::parse(text).ok_or_else(|| Msg::new("ti4-orders-help"))
}

/// Sets `seat`'s standing orders. Refused when nothing changes.
pub fn set(
    state: &mut State,
    seat: Seat,
    fight: Option<bool>,
    hits: Option<bool>,
) -> Result<Applied, Msg> {
    let p = &state.players[seat];
    let (fight, hits) = crate::core::orders::change((p.fight_on, p.auto_hits), fight, hits)
        .map_err(|(fight, hits)| {
            Msg::new("ti4-orders-unchanged")
                .num("fight", i64::from(fight))
                .num("hits", i64::from(hits))
        })?;
    let p = &mut state.players[seat];
    p.fight_on = fight;
    p.auto_hits = hits;
    Ok(Applied {
        log: vec![LogEntry::public(
            Msg::new("ti4-log-orders")
                .text("player", name(state, seat))
                .num("fight", i64::from(fight))
                .num("hits", i64::from(hits)),
        )],
        barrier: false,
    })
}

/// `seat`'s standing orders in words (for `/help`).
pub fn describe(state: &State, seat: Seat) -> Option<Msg> {
    let p = state.players.get(seat)?;
    Some(
        Msg::new("ti4-orders-now")
            .num("fight", i64::from(p.fight_on))
            .num("hits", i64::from(p.auto_hits))
            .num("reactions", {
                // 0 ask, 1 auto, 2 wait, as `ti4-log-reactions`.
                match (p.auto_pass, p.no_skip) {
                    (true, _) => 1,
                    (false, true) => 2,
                    (false, false) => 0,
                }
            }),
    )
}

/// `seat`'s standing orders as buttons (for `/help`): fight to the end, auto-assign hits, and
/// passing reaction windows automatically (`reactions auto`; turned off: `reactions ask`).
pub fn toggles(state: &State, seat: Seat) -> Vec<Toggle> {
    let Some(p) = state.players.get(seat) else {
        return Vec::new();
    };
    vec![
        Toggle::of(Msg::new("ti4-order-fight"), Order::Fight, p.fight_on),
        Toggle::of(Msg::new("ti4-order-hits"), Order::Hits, p.auto_hits),
        Toggle {
            name: Msg::new("ti4-order-reactions"),
            on: p.auto_pass,
            notation: if p.auto_pass {
                "reactions ask"
            } else {
                "reactions auto"
            }
            .to_string(),
        },
    ]
}

/// Answers the questions standing orders cover while one of them is what the game waits for:
/// a combatant with `orders hits auto` asked to assign hits gets the default assignment (as if
/// they had pressed "hits default"). Stops at anything else (a reaction window, a technology
/// question, a player without the order) and at a default the rules refuse (that player is
/// then asked as usual).
pub fn settle(state: &mut State, rng: &mut GameRng) -> Vec<LogEntry> {
    let mut log = Vec::new();
    // Each assignment moves the combat on; the bound is a safety net, never reached in play.
    for _ in 0..64 {
        if state.window.is_some() || state.tech.pause.is_some() {
            break;
        }
        let Some((_, c)) = combat::combat_now(state) else {
            break;
        };
        let due: Vec<Seat> = [(c.attacker, c.attacker_hits), (c.defender, c.defender_hits)]
            .into_iter()
            .filter(|&(s, hits)| hits > 0 && state.players.get(s).is_some_and(|p| p.auto_hits))
            .map(|(s, _)| s)
            .collect();
        // Only when the game waits for exactly that answer (nothing else comes first).
        let asked = super::prompts(state);
        let Some(seat) = due
            .into_iter()
            .find(|s| asked.iter().any(|p| p.seat == *s && p.id == "hits"))
        else {
            break;
        };
        let mut next = state.clone();
        match combat::assign(&mut next, seat, None, rng) {
            Ok(applied) => {
                *state = next;
                log.extend(applied.log);
            }
            Err(_) => break,
        }
    }
    log
}
