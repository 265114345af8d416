//! Strategy phase (§56) and initiative order (§68).

use super::name;
use crate::core::msg::Arg;
use crate::core::rules::Applied;
use crate::core::{Choice, LogEntry, Msg, Prompt, Seat};
use crate::games::WithArg;
pub use crate::games::ti4::content::strategy_card_name as card_name;
use crate::games::ti4::state::{Phase, State};

/// Starts the strategy phase: picks go clockwise from the speaker (§56.1); with 3 or 4 players
/// a second round of picks follows in the same order.
pub fn begin(state: &mut State) -> Vec<LogEntry> {
    let n = state.players.len();
    let rounds = if n <= 4 { 2 } else { 1 };
    // Political Stability: its player keeps their cards and does not pick this phase.
    let keep = std::mem::take(&mut state.keep_strategy);
    let mut order = Vec::new();
    for _ in 0..rounds {
        order.extend(
            state
                .clockwise_from(state.speaker)
                .into_iter()
                .filter(|s| !state.players[*s].eliminated && !keep.contains(s)),
        );
    }
    state.phase = Phase::Strategy { order, next: 0 };
    state.last_pick = None;
    for (seat, p) in state.players.iter_mut().enumerate() {
        if !keep.contains(&seat) {
            p.strategy_cards.clear();
        }
        p.passed = p.eliminated;
    }
    let mut log = vec![LogEntry::public(
        Msg::new("ti4-log-strategy-phase")
            .num("round", state.round as i64)
            .text("speaker", name(state, state.speaker)),
    )];
    for seat in keep {
        log.push(LogEntry::public(
            Msg::new("ti4-log-keeps-strategy").text("player", name(state, seat)),
        ));
    }
    log
}

pub fn prompts(state: &State) -> Vec<Prompt> {
    let Some(seat) = state.strategy_picker() else {
        return Vec::new();
    };
    let choices = state
        .strategy_cards
        .iter()
        .filter(|c| c.holder.is_none())
        // Public Disgrace: the card the seat just gave up is not offered back to it.
        .filter(|c| state.disgraced != Some((seat, c.initiative)))
        .map(|c| Choice {
            label: Msg::new("ti4-choice-strategy-card")
                .num("initiative", c.initiative as i64)
                .with("card", card_name(c.initiative))
                .num("tg", c.trade_goods as i64),
            notation: format!("pick {}", c.initiative),
        })
        .collect();
    vec![Prompt {
        seat,
        id: "pick".into(),
        ask: Msg::new("ti4-ask-pick-strategy"),
        choices,
        private: false,
    }]
}

/// §56.1: the awaited player takes a face-up card nobody has taken this phase, with any trade
/// goods on it.
pub fn pick(state: &mut State, seat: Seat, card: u8) -> Result<Applied, Msg> {
    let Some(picker) = state.strategy_picker() else {
        return Err(Msg::new("ti4-wrong-phase-strategy"));
    };
    // Anti-Intellectual Revolution (against): planets are exhausted first.
    if super::agenda_effects::holds_strategy(state) {
        return Err(Msg::new("ti4-agenda-choices-first"));
    }
    if picker != seat {
        return Err(Msg::new("not-your-turn").text("player", name(state, picker)));
    }
    let available = || {
        state
            .strategy_cards
            .iter()
            .filter(|c| c.holder.is_none())
            .map(|c| {
                Arg::msg(
                    Msg::new("ti4-numbered-name")
                        .num("number", c.initiative)
                        .with("name", card_name(c.initiative)),
                )
            })
            .collect::<Vec<_>>()
    };
    let Some(slot_index) = state
        .strategy_cards
        .iter()
        .position(|c| c.initiative == card)
    else {
        return Err(Msg::new("ti4-no-such-strategy-card")
            .num("card", card as i64)
            .list("available", available()));
    };
    if let Some(holder) = state.strategy_cards[slot_index].holder {
        return Err(Msg::new("ti4-strategy-card-taken")
            .with("card", card_name(card))
            .text("player", name(state, holder))
            .list("available", available()));
    }
    // Public Disgrace: the card just given up can't be picked again at once.
    if state.disgraced == Some((seat, card)) {
        return Err(Msg::new("ti4-disgraced-card")
            .with("card", card_name(card))
            .list("available", available()));
    }
    let slot = &mut state.strategy_cards[slot_index];
    let gained = slot.trade_goods;
    slot.holder = Some(seat);
    slot.trade_goods = 0;
    let player = &mut state.players[seat];
    player.trade_goods += gained;
    player.strategy_cards.push(card);
    player.strategy_cards.sort();
    state.last_pick = Some((seat, card, gained));
    state.disgraced = None;
    let mut log = vec![LogEntry::public(
        Msg::new("ti4-log-pick")
            .text("player", name(state, seat))
            .with("card", card_name(card))
            .num("initiative", card as i64)
            .num("tg", gained as i64),
    )];
    if let Phase::Strategy { order, next } = &mut state.phase {
        *next += 1;
        if *next >= order.len() {
            // Imperial Arbiter (a law, §36): its owner may swap cards first.
            if !super::agenda_effects::arbiter_window(state) {
                log.extend(end(state));
            }
        }
    }
    Ok(Applied {
        log,
        barrier: false,
    })
}

/// §56.2: the speaker places 1 trade good on each card nobody took; then initiative order is
/// set (§68) and the action phase begins with the first player in it.
pub(crate) fn end(state: &mut State) -> Vec<LogEntry> {
    let mut log = Vec::new();
    state.turns_done = 0;
    state.last_pick = None;
    state.last_research = None;
    state.disgraced = None;
    for slot in state
        .strategy_cards
        .iter_mut()
        .filter(|c| c.holder.is_none())
    {
        slot.trade_goods += 1;
        log.push(LogEntry::public(
            Msg::new("ti4-log-tg-on-card")
                .with("card", card_name(slot.initiative))
                .num("tg", slot.trade_goods as i64),
        ));
    }
    log.push(LogEntry::public(set_initiative_order(state)));
    let first = state.initiative_order[0];
    log.extend(super::units::place_revived(state, first));
    let first = state.initiative_order[0];
    log.push(LogEntry::public(
        Msg::new("ti4-log-action-phase").text("player", name(state, first)),
    ));
    // fxb: abilities used as the strategy phase ends (the effects registry) are asked.
    crate::games::ti4::effects::strategy_end(state);
    log
}

/// A player's initiative number (§68.1–68.3): the lowest card they hold; the Naalu "0" token
/// makes it 0.
pub fn initiative(state: &State, seat: Seat) -> u8 {
    let p = &state.players[seat];
    // Gift of Prescience: the token is on the holder's card instead.
    let gift = |s: Seat| {
        state.players[s]
            .play_area
            .iter()
            .any(|h| h.note == "gift_of_prescience")
    };
    if gift(seat) {
        return 0;
    }
    // Telepathic (Naalu), asked of the effects registry.
    if crate::games::ti4::effects::initiative_zero(&p.faction, state.rules)
        && !(0..state.players.len()).any(gift)
    {
        return 0;
    }
    p.strategy_cards.iter().copied().min().unwrap_or(u8::MAX)
}

/// §68.2: ascending initiative numbers.
pub fn initiative_order(state: &State) -> Vec<Seat> {
    let mut seats: Vec<Seat> = (0..state.players.len())
        .filter(|s| !state.players[*s].eliminated)
        .collect();
    seats.sort_by_key(|s| (initiative(state, *s), *s));
    seats
}

/// Sets initiative order (§68.2) from the cards held and gives the first turn to the first
/// player in it; the message announces the order.
pub(crate) fn set_initiative_order(state: &mut State) -> Msg {
    state.initiative_order = initiative_order(state);
    let first = state.initiative_order[0];
    state.phase = Phase::Action {
        active: first,
        tactical: None,
    };
    let order = state
        .initiative_order
        .iter()
        .map(|s| name(state, *s))
        .collect::<Vec<_>>()
        .join(", ");
    Msg::new("ti4-log-initiative").text("order", order)
}

/// Two players exchange strategy cards: `a` gives `a_card` to `b` and takes `b_card`.
pub(crate) fn swap_cards(state: &mut State, a: Seat, a_card: u8, b: Seat, b_card: u8) {
    for slot in &mut state.strategy_cards {
        if slot.initiative == a_card {
            slot.holder = Some(b);
        } else if slot.initiative == b_card {
            slot.holder = Some(a);
        }
    }
    for (who, give, take) in [(a, a_card, b_card), (b, b_card, a_card)] {
        let cards = &mut state.players[who].strategy_cards;
        cards.retain(|c| *c != give);
        cards.push(take);
        cards.sort();
    }
}
