//! Playing promissory notes (§67): `note <note> <owner> [targets]` from the hand, at the moment
//! the note names; a note goes back to its owner once used (§67.4) unless it stays face up in
//! the holder's play area. Play-area notes go back when their holder activates a system that
//! holds one of the owner's units (Support for the Throne also costs its point then).
//! Trade Agreement is used by itself: when its owner replenishes commodities, the holder gets
//! them (nobody would refuse).
//!
//! Which notes are automated is [`AUTOMATED`]; the rest are played by adjustment and listed in
//! FEATURES.md with the reason.

use super::action_phase::{active, end_turn, require_turn, tactical_mut};
use super::window::Kind;
use super::{name, units};
use crate::core::rules::Applied;
use crate::core::{GameRng, LogEntry, Msg, Seat};
use crate::games::ti4::action::seat_of;
use crate::games::ti4::content::{self, UnitKind};
use crate::games::ti4::state::{HeldNote, Phase, State, TacticalStep};

/// Notes the engine plays (Support for the Throne by being received, Trade Agreement by itself).
pub const AUTOMATED: &[&str] = &[
    "ceasefire",
    "cybernetic_enhancements",
    "fires_of_the_gashlai",
    "military_support",
    "political_favor",
    "political_secret",
    "promise_of_protection",
    "stymie",
    "support_for_the_throne",
    "trade_agreement",
    "trade_convoys",
];

/// Play-area notes that go back to their owner when the holder activates a system holding one
/// of the owner's units.
const BACK_ON_ACTIVATION: &[&str] = &[
    "support_for_the_throne",
    "stymie",
    "trade_convoys",
    "promise_of_protection",
];

pub fn note_name(id: &str) -> String {
    content::promissory_note(id)
        .map(|n| n.name.clone())
        .unwrap_or_else(|| id.to_string())
}

/// Whether `holder` has `owner`'s note `note` face up in their play area.
pub fn in_play_area(state: &State, holder: Seat, note: &str, owner: Seat) -> bool {
    state.players[holder]
        .play_area
        .iter()
        .any(|h| h.note == note && h.owner == owner)
}

/// Whether anyone holds `owner`'s note `note` face up; returns the holder.
pub fn played_against(state: &State, note: &str, owner: Seat) -> Option<Seat> {
    (0..state.players.len()).find(|h| in_play_area(state, *h, note, owner))
}

fn take_from_hand(state: &mut State, seat: Seat, note: &str, owner: Seat) -> Option<HeldNote> {
    let hand = &mut state.players[seat].notes;
    let i = hand
        .iter()
        .position(|h| h.note == note && h.owner == owner)?;
    Some(hand.remove(i))
}

/// `note <note> <owner> [targets]`.
pub fn play(
    state: &mut State,
    seat: Seat,
    note: &str,
    owner: &str,
    args: &str,
    rng: &mut GameRng,
) -> Result<Applied, Msg> {
    let n = content::promissory_note(note)
        .ok_or_else(|| Msg::new("ti4-unknown-note").text("note", note))?;
    let owner = seat_of(state, owner)?;
    if !state.players[seat]
        .notes
        .iter()
        .any(|h| h.note == n.id && h.owner == owner)
    {
        return Err(Msg::new("ti4-note-not-held")
            .text("note", &n.name)
            .text("owner", name(state, owner)));
    }
    if !AUTOMATED.contains(&n.id.as_str())
        || n.id == "support_for_the_throne"
        || n.id == "trade_agreement"
    {
        return Err(Msg::new("ti4-note-by-adjustment").text("note", &n.name));
    }
    let not_now = || {
        Msg::new("ti4-note-not-now")
            .text("note", &n.name)
            .text("when", &n.window)
    };
    let who = name(state, seat);
    let them = name(state, owner);
    let mut log = Vec::new();
    let mut component = false;
    match n.id.as_str() {
        // After the owner activates a system holding the holder's units: no moving in.
        "ceasefire" => {
            let Some((a, Some(t))) = active(state) else {
                return Err(not_now());
            };
            let i = units::system_index(state, t.system).unwrap_or_default();
            let mine = state.systems[i].units.iter().any(|u| u.owner == seat);
            if a != owner || t.step != TacticalStep::Movement || !mine {
                return Err(not_now());
            }
            if let Some(t) = tactical_mut(state) {
                t.ceasefire = true;
            }
            log.push(
                Msg::new("ti4-log-note-ceasefire")
                    .text("player", &who)
                    .text("owner", &them),
            );
        }
        // When an agenda is revealed (its reveal window, before an "after" effect): the owner
        // can't vote on it.
        "political_secret" => {
            let Phase::Agenda(_) = &state.phase else {
                return Err(not_now());
            };
            if !matches!(
                state.window.as_ref().map(|w| &w.kind),
                Some(Kind::AgendaRevealed { after: false })
            ) {
                return Err(not_now());
            }
            if !state.agenda_effects.barred.contains(&owner) {
                state.agenda_effects.barred.push(owner);
            }
            if let Phase::Agenda(step) = &mut state.phase {
                step.order.retain(|s| *s != owner);
            }
            log.push(
                Msg::new("ti4-log-note-political-secret")
                    .text("player", &who)
                    .text("owner", &them),
            );
        }
        // After an agenda is revealed (errata): a token from the owner's strategy pool goes
        // back to their reinforcements, and the agenda is replaced by the next one.
        "political_favor" => {
            let Phase::Agenda(step) = &state.phase else {
                return Err(not_now());
            };
            if !matches!(
                state.window.as_ref().map(|w| &w.kind),
                Some(Kind::AgendaRevealed { .. })
            ) {
                return Err(not_now());
            }
            let (agenda, number) = (step.agenda.clone(), step.number);
            let o = &mut state.players[owner].tokens;
            if o.strategy == 0 {
                return Err(Msg::new("ti4-note-owner-no-strategy-token").text("owner", &them));
            }
            o.strategy -= 1;
            o.reinforcements += 1;
            // The note goes back before the new agenda's window asks anyone.
            if let Some(h) = take_from_hand(state, seat, &n.id, owner) {
                state.players[owner].notes.push(h);
            }
            state.agenda_discard.push(agenda);
            let mut out = vec![LogEntry::public(
                Msg::new("ti4-log-note-political-favor")
                    .text("player", &who)
                    .text("owner", &them),
            )];
            out.extend(super::agenda::reveal(state, number, rng));
            return Ok(Applied {
                log: out,
                barrier: true,
            });
        }
        // Component actions (§8) that put the note in the holder's play area.
        "stymie" | "trade_convoys" | "promise_of_protection" => {
            if require_turn(state, seat)?.is_some() {
                return Err(Msg::new("ti4-finish-tactical"));
            }
            component = true;
            let h = take_from_hand(state, seat, &n.id, owner).ok_or_else(not_now)?;
            state.players[seat].play_area.push(h);
            log.push(
                Msg::new("ti4-log-note-play-area")
                    .text("player", &who)
                    .text("note", &n.name)
                    .text("owner", &them),
            );
        }
        "fires_of_the_gashlai" => {
            if require_turn(state, seat)?.is_some() {
                return Err(Msg::new("ti4-finish-tactical"));
            }
            component = true;
            let o = &mut state.players[owner].tokens;
            if o.fleet > 0 {
                o.fleet -= 1;
                o.reinforcements += 1;
            }
            let tech = "war_sun".to_string();
            if !state.players[seat].techs.contains(&tech) {
                state.players[seat].techs.push(tech);
            }
            log.push(
                Msg::new("ti4-log-note-gashlai")
                    .text("player", &who)
                    .text("owner", &them),
            );
        }
        // At the start of the owner's turn (before they act): 2 infantry for the holder.
        "military_support" => {
            let planet = content::planet(args.trim())
                .map(|(_, p)| p.id.clone())
                .ok_or_else(|| {
                    Msg::new("ti4-note-help")
                        .text("note", &n.name)
                        .text("args", "<planet>")
                })?;
            if !matches!(active(state), Some((a, None)) if a == owner) || state.strategic.is_some()
            {
                return Err(not_now());
            }
            if state.controller(&planet) != Some(seat) {
                return Err(Msg::new("ti4-card-not-your-planet"));
            }
            let o = &mut state.players[owner].tokens;
            if o.strategy > 0 {
                o.strategy -= 1;
                o.reinforcements += 1;
            }
            let left = (UnitKind::Infantry.plastic_count() as u32).saturating_sub(units::on_board(
                state,
                seat,
                UnitKind::Infantry,
            ));
            let placed = left.min(2);
            if let Some(i) = state.systems.iter().position(|s| {
                content::system(s.tile).is_some_and(|x| x.planets.iter().any(|p| p.id == planet))
            }) {
                units::add(
                    &mut state.systems[i],
                    seat,
                    UnitKind::Infantry,
                    Some(&planet),
                    placed,
                );
            }
            log.push(
                Msg::new("ti4-log-note-military-support")
                    .text("player", &who)
                    .text("owner", &them)
                    .num("count", placed as i64),
            );
        }
        // At the start of the holder's own turn: a strategy token from the owner's pool.
        "cybernetic_enhancements" => {
            if !matches!(active(state), Some((a, None)) if a == seat) || state.strategic.is_some() {
                return Err(not_now());
            }
            let o = &mut state.players[owner].tokens;
            if o.strategy > 0 {
                o.strategy -= 1;
                o.reinforcements += 1;
            }
            let me = &mut state.players[seat].tokens;
            if me.reinforcements > 0 {
                me.reinforcements -= 1;
                me.strategy += 1;
            }
            log.push(
                Msg::new("ti4-log-note-cybernetic")
                    .text("player", &who)
                    .text("owner", &them),
            );
        }
        _ => return Err(Msg::new("ti4-note-by-adjustment").text("note", &n.name)),
    }
    // Used notes go back to their owner (§67.4); play-area notes were moved already.
    if let Some(h) = take_from_hand(state, seat, &n.id, owner) {
        state.players[owner].notes.push(h);
    }
    let mut log: Vec<LogEntry> = log.into_iter().map(LogEntry::public).collect();
    if component {
        log.extend(end_turn(state));
    }
    Ok(Applied { log, barrier: true })
}

/// Trade Agreement: when its owner replenishes commodities, the holder receives them as trade
/// goods and the note goes back.
pub fn on_replenish(state: &mut State, owner: Seat) -> Vec<LogEntry> {
    let holder = (0..state.players.len()).find(|h| {
        *h != owner
            && state.players[*h]
                .notes
                .iter()
                .any(|n| n.note == "trade_agreement" && n.owner == owner)
    });
    let Some(holder) = holder else {
        return Vec::new();
    };
    let n = std::mem::take(&mut state.players[owner].commodities);
    state.players[holder].trade_goods = state.players[holder].trade_goods.saturating_add(n);
    if let Some(h) = take_from_hand(state, holder, "trade_agreement", owner) {
        state.players[owner].notes.push(h);
    }
    vec![LogEntry::public(
        Msg::new("ti4-log-note-trade-agreement")
            .text("player", name(state, holder))
            .text("owner", name(state, owner))
            .num("count", n as i64),
    )]
}

/// The holder activated the system at index `i`: play-area notes of owners with units there go
/// back (Support for the Throne with its point).
pub fn on_activate(state: &mut State, seat: Seat, i: usize) -> Vec<LogEntry> {
    let owners_here: Vec<Seat> = state.systems[i].units.iter().map(|u| u.owner).collect();
    let held = std::mem::take(&mut state.players[seat].play_area);
    let mut log = Vec::new();
    for h in held {
        if BACK_ON_ACTIVATION.contains(&h.note.as_str()) && owners_here.contains(&h.owner) {
            if h.note == "support_for_the_throne" {
                state.players[seat].victory_points =
                    state.players[seat].victory_points.saturating_sub(1);
                log.push(LogEntry::public(
                    Msg::new("ti4-log-throne-returned")
                        .text("player", name(state, seat))
                        .text("owner", name(state, h.owner)),
                ));
            } else {
                log.push(LogEntry::public(
                    Msg::new("ti4-log-note-returned")
                        .text("player", name(state, seat))
                        .text("note", note_name(&h.note))
                        .text("owner", name(state, h.owner)),
                ));
            }
            state.players[h.owner].notes.push(h);
        } else {
            state.players[seat].play_area.push(h);
        }
    }
    log
}
