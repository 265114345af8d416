//! Elimination (§78): a player with no ground forces on the board, no unit with Production and
//! no planet is out. Their units and command tokens leave the board, their strategy cards go
//! back, their secret objectives (scored or not) are shuffled into the deck, their action cards
//! are discarded, and the speaker token passes to the left if they held it. The number of
//! strategy cards each player takes does not change (§78.9). The last player standing wins.

use super::{name, units};
use crate::core::rules::Applied;
use crate::core::{GameRng, LogEntry, Msg, Seat};
use crate::games::ti4::state::{Phase, State};

fn is_out(state: &State, seat: Seat) -> bool {
    let ground = state
        .systems
        .iter()
        .flat_map(|s| &s.units)
        .any(|u| u.owner == seat && u.kind.is_ground_force());
    let production = state.systems.iter().flat_map(|s| &s.units).any(|u| {
        u.owner == seat && units::def(state, seat, u.kind).is_some_and(|d| d.production.is_some())
    });
    let planets = state.control.iter().any(|(_, s)| *s == seat);
    !ground && !production && !planets
}

/// Eliminates every player who meets §78 after an action.
pub fn check(state: &mut State, rng: &mut GameRng) -> Vec<LogEntry> {
    let mut log = Vec::new();
    if matches!(state.phase, Phase::Over { .. } | Phase::SecretObjectives) {
        return log;
    }
    for seat in 0..state.players.len() {
        if state.players[seat].eliminated || !is_out(state, seat) {
            continue;
        }
        for sys in &mut state.systems {
            sys.units.retain(|u| u.owner != seat);
            sys.command_tokens.retain(|s| *s != seat);
        }
        for slot in state
            .strategy_cards
            .iter_mut()
            .filter(|c| c.holder == Some(seat))
        {
            slot.holder = None;
        }
        // §78: notes they hold go back to their owners; their own notes leave the game (a
        // Support for the Throne of theirs costs its holder the point).
        let mut held = std::mem::take(&mut state.players[seat].notes);
        held.append(&mut state.players[seat].play_area);
        for h in held {
            if h.owner != seat {
                state.players[h.owner].notes.push(h);
            }
        }
        for other in 0..state.players.len() {
            let lost = state.players[other]
                .play_area
                .iter()
                .filter(|h| h.owner == seat && h.note == "support_for_the_throne")
                .count() as u8;
            let p = &mut state.players[other];
            p.victory_points = p.victory_points.saturating_sub(lost);
            p.notes.retain(|h| h.owner != seat);
            p.play_area.retain(|h| h.owner != seat);
        }
        let p = &mut state.players[seat];
        p.eliminated = true;
        p.passed = true;
        p.strategy_cards.clear();
        let mut secrets: Vec<String> = p
            .secrets
            .drain(..)
            .chain(p.secret_offer.drain(..))
            .chain(p.scored_secrets.drain(..))
            .collect();
        let cards: Vec<String> = p.action_cards.drain(..).collect();
        state.objectives.secret_deck.append(&mut secrets);
        rng.shuffle(&mut state.objectives.secret_deck);
        state.action_discard.extend(cards);
        state.initiative_order.retain(|s| *s != seat);
        log.push(LogEntry::public(
            Msg::new("ti4-log-eliminated").text("player", name(state, seat)),
        ));
        if state.speaker == seat {
            let n = state.players.len();
            if let Some(next) = (1..n)
                .map(|i| (seat + i) % n)
                .find(|s| !state.players[*s].eliminated)
            {
                state.speaker = next;
                log.push(LogEntry::public(
                    Msg::new("ti4-log-speaker").text("player", name(state, next)),
                ));
            }
        }
    }
    let standing: Vec<Seat> = (0..state.players.len())
        .filter(|s| !state.players[*s].eliminated)
        .collect();
    if let [last] = standing[..]
        && !log.is_empty()
    {
        state.phase = Phase::Over { winner: last };
        log.push(LogEntry::public(
            Msg::new("ti4-log-winner")
                .text("player", name(state, last))
                .num("vp", state.players[last].victory_points as i64)
                .num("round", state.round as i64),
        ));
        return log;
    }
    // The player whose turn it was may be out: the turn passes on.
    if let Phase::Action { active, .. } = state.phase
        && state.players[active].eliminated
        && state.strategic.is_none()
    {
        log.extend(super::action_phase::end_turn(state));
    }
    log
}

/// Used by `apply`: the action's log plus any elimination it caused.
pub fn after(state: &mut State, applied: &mut Applied, rng: &mut GameRng) {
    applied.log.extend(check(state, rng));
}
