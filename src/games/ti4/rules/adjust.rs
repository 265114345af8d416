//! Manual adjustments: where a rule is not automated yet the table changes a counter by hand.
//! Every adjustment is logged publicly with who made it.

use super::name;
use super::units;
use crate::core::msg::Arg;
use crate::core::rules::Applied;
use crate::core::{LogEntry, Msg, Seat};
use crate::games::WithArg;
use crate::games::ti4::action::{
    Adjustment, Component, ComponentAdjustment, Counter, UnitAdjustment,
};
use crate::games::ti4::content::{self, UnitKind};
use crate::games::ti4::state::{PlanetCard, State};

/// The most victory points on the long track (§34.2).
const MAX_VP: i16 = 14;

/// Fighters or infantry (plastic and tokens, §9) one player may have in one place: a unit group
/// counts in a byte, and no real game comes near it.
const MAX_TOKENS: u32 = 100;

pub fn apply(state: &mut State, by: Seat, a: &Adjustment) -> Result<Applied, Msg> {
    let Some(p) = state.players.get_mut(a.seat) else {
        return Err(Msg::new("ti4-adjust-unknown-player").text("player", (a.seat + 1).to_string()));
    };
    let field: &mut u8 = match a.counter {
        Counter::TradeGoods => &mut p.trade_goods,
        Counter::Commodities => &mut p.commodities,
        Counter::VictoryPoints => &mut p.victory_points,
        Counter::Tactic => &mut p.tokens.tactic,
        Counter::Fleet => &mut p.tokens.fleet,
        Counter::Strategy => &mut p.tokens.strategy,
    };
    // In i32: a large delta is refused as out of range, never an overflow.
    let value = i32::from(*field) + i32::from(a.delta);
    let max = if a.counter == Counter::VictoryPoints {
        i32::from(MAX_VP)
    } else {
        i32::from(u8::MAX)
    };
    if !(0..=max).contains(&value) {
        return Err(Msg::new("ti4-adjust-out-of-range")
            .text("counter", a.counter.id())
            .num("value", value as i64));
    }
    *field = value as u8;
    let mut log = vec![LogEntry::public(
        Msg::new("ti4-log-adjust")
            .text("by", name(state, by))
            .text("player", name(state, a.seat))
            .text("counter", a.counter.id())
            .text("delta", format!("{:+}", a.delta))
            .num("value", value as i64),
    )];
    // §34: victory points set by hand count like any others.
    if a.counter == Counter::VictoryPoints
        && let Some(win) = super::status::check_victory(state)
    {
        log.extend(win);
    }
    Ok(Applied {
        log,
        barrier: false,
    })
}

/// Adds or removes units by hand (for effects not automated yet). The planet must be in the
/// system; removing more units than there are is refused.
pub fn units(state: &mut State, by: Seat, a: &UnitAdjustment) -> Result<Applied, Msg> {
    if a.seat >= state.players.len() {
        return Err(Msg::new("ti4-adjust-unknown-player").text("player", (a.seat + 1).to_string()));
    }
    let Some(pos) = units::position_of_tile(state, a.tile) else {
        return Err(Msg::new("ti4-no-such-system").num("tile", a.tile as i64));
    };
    let i = units::system_index(state, pos).expect("on the board");
    if let Some(p) = &a.planet
        && content::system(a.tile).is_none_or(|s| s.planet(p).is_none())
    {
        return Err(Msg::new("ti4-invade-not-here")
            .text("planet", p.as_str())
            .text(
                "planets",
                content::system(a.tile)
                    .map(|s| {
                        s.planets
                            .iter()
                            .map(|p| p.id.clone())
                            .collect::<Vec<_>>()
                            .join(", ")
                    })
                    .unwrap_or_default(),
            ));
    }
    if a.kind.is_structure() && a.planet.is_none() {
        return Err(Msg::new("ti4-adjust-structure-planet"));
    }
    if a.delta > 0 {
        // §46 component limits: no more units than the plastic pieces (fighters and infantry
        // beyond their pieces are tokens, §9, but never more than a system can count).
        let added = a.delta as u32;
        let limit = match a.kind {
            UnitKind::Fighter | UnitKind::Infantry => MAX_TOKENS,
            k => u32::from(k.plastic_count()),
        };
        let on_board = units::on_board(state, a.seat, a.kind);
        let here = units::count(&state.systems[i], a.seat, a.kind, a.planet.as_deref());
        let have = match a.kind {
            UnitKind::Fighter | UnitKind::Infantry => here,
            _ => on_board,
        };
        if have + added > limit {
            return Err(Msg::new("ti4-adjust-units-limit")
                .with("unit", Arg::name(a.kind.catalog_id()))
                .num("limit", limit as i64)
                .num("have", have as i64));
        }
    }
    let sys = &mut state.systems[i];
    if a.delta >= 0 {
        units::add(sys, a.seat, a.kind, a.planet.as_deref(), a.delta as u32);
    } else {
        let want = u32::from(a.delta.unsigned_abs());
        let have = units::count(sys, a.seat, a.kind, a.planet.as_deref());
        if have < want {
            return Err(Msg::new("ti4-adjust-units-missing").num("have", have as i64));
        }
        units::remove(sys, a.seat, a.kind, a.planet.as_deref(), want, false);
    }
    let now = units::count(&state.systems[i], a.seat, a.kind, a.planet.as_deref());
    Ok(Applied {
        log: vec![LogEntry::public(
            Msg::new("ti4-log-adjust-units")
                .text("by", name(state, by))
                .text("player", name(state, a.seat))
                .text("delta", format!("{:+}", a.delta))
                .with("unit", Arg::name(a.kind.catalog_id()))
                .num("tile", a.tile as i64)
                .num("value", now as i64),
        )],
        barrier: false,
    })
}

/// Gives or takes an action card, a technology or a planet's control by hand (issue 15 item 5).
/// Logged publicly; an action card is never named in public (its owner alone is told which).
pub fn component(state: &mut State, by: Seat, a: &ComponentAdjustment) -> Result<Applied, Msg> {
    if a.seat >= state.players.len() {
        return Err(Msg::new("ti4-adjust-unknown-player").text("player", (a.seat + 1).to_string()));
    }
    let seat = a.seat;
    let id = a.id.clone().unwrap_or_default();
    let unknown = || Msg::new("ti4-adjust-component-unknown").text("id", id.clone());
    let mut log = Vec::new();
    let public = |state: &State, what: crate::core::msg::Arg| {
        LogEntry::public(
            Msg::new("ti4-log-adjust-component")
                .text("by", name(state, by))
                .text("player", name(state, a.seat))
                .text("delta", if a.give { "+1" } else { "-1" })
                .with("what", what),
        )
    };
    match (a.component, a.give) {
        (Component::Card, true) => {
            let card = if a.id.is_none() {
                if state.action_deck.is_empty() {
                    return Err(Msg::new("ti4-adjust-component-none-left"));
                }
                state.action_deck.remove(0)
            } else if let Some(k) = state.action_deck.iter().position(|c| *c == id) {
                state.action_deck.remove(k)
            } else if let Some(k) = state.action_discard.iter().position(|c| *c == id) {
                state.action_discard.remove(k)
            } else {
                return Err(unknown());
            };
            state.players[seat].action_cards.push(card.clone());
            log.push(public(
                state,
                crate::core::msg::Arg::msg(Msg::new("ti4-adjust-an-action-card")),
            ));
            log.push(LogEntry::private(
                seat,
                Msg::new("ti4-log-adjust-card-private")
                    .text("delta", "+1")
                    .with("card", content::action_card_name(&card)),
            ));
        }
        (Component::Card, false) => {
            let hand = &mut state.players[seat].action_cards;
            let Some(k) = hand.iter().position(|c| *c == id) else {
                return Err(unknown());
            };
            let card = hand.remove(k);
            state.action_discard.push(card.clone());
            log.push(public(
                state,
                crate::core::msg::Arg::msg(Msg::new("ti4-adjust-an-action-card")),
            ));
            log.push(LogEntry::private(
                seat,
                Msg::new("ti4-log-adjust-card-private")
                    .text("delta", "-1")
                    .with("card", content::action_card_name(&card)),
            ));
        }
        (Component::Note, give) => {
            let owner = a.owner.unwrap_or(seat);
            if owner >= state.players.len() {
                return Err(unknown());
            }
            let held = state.players.iter().enumerate().find_map(|(p, pl)| {
                pl.notes
                    .iter()
                    .position(|h| h.note == id && h.owner == owner)
                    .map(|k| (p, k))
            });
            let Some((holder, k)) = held else {
                return Err(unknown());
            };
            let to = if give { seat } else { owner };
            if give == (holder == seat) || holder == to {
                return Err(Msg::new("ti4-adjust-component-already").text("id", id.clone()));
            }
            let h = state.players[holder].notes.remove(k);
            state.players[to].notes.push(h);
            log.push(public(
                state,
                crate::core::msg::Arg::msg(Msg::new("ti4-adjust-a-note")),
            ));
            for s in [holder, to] {
                log.push(LogEntry::private(
                    s,
                    Msg::new("ti4-log-adjust-card-private")
                        .text("delta", if s == to { "+1" } else { "-1" })
                        .with("card", content::note_name(&id)),
                ));
            }
        }
        (Component::Tech, give) => {
            let shown = content::tech_name(&id);
            if content::tech(&id).is_none() {
                return Err(unknown());
            }
            let techs = &mut state.players[seat].techs;
            if give == techs.contains(&id) {
                return Err(Msg::new("ti4-adjust-component-already").text("id", id.clone()));
            }
            if give {
                techs.push(id.clone());
            } else {
                techs.retain(|t| *t != id);
            }
            log.push(public(state, shown));
        }
        (Component::Planet, true) => {
            if state.controller(&id) == Some(seat) {
                return Err(Msg::new("ti4-adjust-component-already").text("id", id.clone()));
            }
            if let Some(prev) = state.controller(&id) {
                state.players[prev].planets.retain(|c| c.planet != id);
            }
            state.control.retain(|(p, _)| *p != id);
            state.control.push((id.clone(), seat));
            state.players[seat].planets.push(PlanetCard {
                planet: id.clone(),
                exhausted: false,
            });
            log.push(public(state, content::planet_name(&id)));
        }
        (Component::Planet, false) => {
            if state.controller(&id) != Some(seat) {
                return Err(Msg::new("ti4-adjust-component-already").text("id", id.clone()));
            }
            state.control.retain(|(p, _)| *p != id);
            state.players[seat].planets.retain(|c| c.planet != id);
            log.push(public(state, content::planet_name(&id)));
        }
    }
    Ok(Applied {
        log,
        barrier: false,
    })
}
