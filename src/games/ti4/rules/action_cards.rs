//! Action cards (§38): the shuffled deck, draws (status step 3, §64.3; Politics, §65), the hand
//! held secretly (delivered by DM, shown by `/hand`, only its size public), and the hand limit of
//! 7 (§38.4): a player over it discards down to 7 of their choice, privately. An empty deck is
//! refilled by shuffling the discard pile (the seed's §9.5 is missing; this is the usual
//! practice). Playing cards comes next.

use super::name;
use crate::core::rules::Applied;
use crate::core::{Choice, GameRng, LogEntry, Msg, Prompt, Seat};
use crate::games::WithArg;
pub use crate::games::ti4::content::action_card_name as card_name;
use crate::games::ti4::state::State;

/// Cards a hand may hold (§38.4).
pub const HAND_LIMIT: usize = 7;

/// Draws `n` cards for `seat` (private names, a public count).
pub fn draw(state: &mut State, seat: Seat, n: usize, rng: &mut GameRng) -> Vec<LogEntry> {
    // Scheming (registry): 1 extra card, then 1 card of the hand discarded by choice (by DM).
    let scheming = n > 0
        && state.players.get(seat).is_some_and(|p| {
            crate::games::ti4::effects::permits(
                &p.faction,
                state.rules,
                crate::games::ti4::effects::Permission::DrawExtraThenDiscard,
            )
        });
    let n = n + usize::from(scheming);
    let mut drawn = Vec::new();
    for _ in 0..n {
        if state.action_deck.is_empty() {
            if state.action_discard.is_empty() {
                break;
            }
            state.action_deck = std::mem::take(&mut state.action_discard);
            rng.shuffle(&mut state.action_deck);
        }
        let card = state.action_deck.remove(0);
        drawn.push(card_name(&card));
        state.players[seat].action_cards.push(card);
    }
    if drawn.is_empty() {
        return vec![LogEntry::public(Msg::new("ti4-log-action-deck-empty"))];
    }
    if scheming {
        let p = &mut state.players[seat];
        p.pending_discards = p.pending_discards.saturating_add(1);
    }
    vec![
        LogEntry::public(
            Msg::new("ti4-log-draw-action")
                .text("player", name(state, seat))
                .num("count", drawn.len() as i64),
        ),
        LogEntry::private(
            seat,
            Msg::new("ti4-log-draw-action-private").list("cards", drawn),
        ),
    ]
}

/// The hand limit now (§38.4; Executive Sanctions makes it 3).
pub fn limit(state: &State) -> usize {
    super::agenda_effects::hand_limit(state, HAND_LIMIT)
}

/// `seat`'s hand limit: none for a faction the effects registry exempts (Yssaril's Crafty).
pub fn limit_for(state: &State, seat: Seat) -> usize {
    let crafty = state.players.get(seat).is_some_and(|p| {
        crate::games::ti4::effects::permits(
            &p.faction,
            state.rules,
            crate::games::ti4::effects::Permission::NoHandLimit,
        )
    });
    if crafty { usize::MAX } else { limit(state) }
}

/// Seats over the hand limit.
pub fn over_limit(state: &State) -> Vec<Seat> {
    (0..state.players.len())
        .filter(|s| state.players[*s].action_cards.len() > limit_for(state, *s))
        .collect()
}

pub fn prompts(state: &State) -> Vec<Prompt> {
    let mut out: Vec<Prompt> = over_limit(state)
        .into_iter()
        .map(|seat| {
            let mut ids = state.players[seat].action_cards.clone();
            ids.sort();
            ids.dedup();
            Prompt {
                seat,
                id: "discard".into(),
                ask: Msg::new("ti4-ask-discard").num(
                    "count",
                    (state.players[seat].action_cards.len()).saturating_sub(limit_for(state, seat))
                        as i64,
                ),
                choices: ids
                    .into_iter()
                    .map(|id| Choice {
                        label: Msg::new("ti4-choice-discard").with("card", card_name(&id)),
                        notation: format!("discard {id}"),
                    })
                    .collect(),
                // The hand is secret: the prompt goes by DM.
                private: true,
            }
        })
        .collect();
    // Discards an ability asks for (Scheming, Stall Tactics): by DM as well.
    for (seat, p) in state.players.iter().enumerate() {
        if p.pending_discards == 0
            || p.action_cards.is_empty()
            || out.iter().any(|q| q.seat == seat)
        {
            continue;
        }
        let mut ids = p.action_cards.clone();
        ids.sort();
        ids.dedup();
        out.push(Prompt {
            seat,
            id: "discard".into(),
            ask: Msg::new("ti4-ask-discard-ability").num("count", i64::from(p.pending_discards)),
            choices: ids
                .into_iter()
                .map(|id| Choice {
                    label: Msg::new("ti4-choice-discard").with("card", card_name(&id)),
                    notation: format!("discard {id}"),
                })
                .collect(),
            private: true,
        });
    }
    out
}

/// §38.4: discard a card from a hand over the limit (face up).
pub fn discard(state: &mut State, seat: Seat, card: &str) -> Result<Applied, Msg> {
    let over = state.players[seat].action_cards.len() > limit_for(state, seat);
    let asked = !over && state.players[seat].pending_discards > 0;
    if !over && !asked {
        return Err(Msg::new("ti4-not-over-limit"));
    }
    let Some(i) = state.players[seat]
        .action_cards
        .iter()
        .position(|c| c == card)
    else {
        return Err(Msg::new("ti4-card-not-in-hand").with("card", card_name(card)));
    };
    let c = state.players[seat].action_cards.remove(i);
    state.action_discard.push(c.clone());
    if asked {
        state.players[seat].pending_discards -= 1;
        return Ok(Applied {
            log: vec![LogEntry::public(
                Msg::new("ti4-log-discard-ability")
                    .text("player", name(state, seat))
                    .with("card", card_name(&c)),
            )],
            barrier: false,
        });
    }
    Ok(Applied {
        log: vec![LogEntry::public(
            Msg::new("ti4-log-discard")
                .text("player", name(state, seat))
                .with("card", card_name(&c)),
        )],
        barrier: false,
    })
}
