//! Manual adjustments: where a rule is not automated yet the table changes a counter by hand.
//! Every adjustment is logged publicly with who made it.

use super::name;
use crate::core::rules::Applied;
use crate::core::{LogEntry, Msg, Seat};
use crate::games::ti4::action::{Adjustment, Counter};
use crate::games::ti4::state::State;

/// The most victory points on the long track (§34.2).
const MAX_VP: i16 = 14;

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
    let value = *field as i16 + a.delta;
    let max = if a.counter == Counter::VictoryPoints {
        MAX_VP
    } else {
        u8::MAX as i16
    };
    if !(0..=max).contains(&value) {
        return Err(Msg::new("ti4-adjust-out-of-range")
            .text("counter", a.counter.id())
            .num("value", value as i64));
    }
    *field = value as u8;
    let log = vec![LogEntry::public(
        Msg::new("ti4-log-adjust")
            .text("by", name(state, by))
            .text("player", name(state, a.seat))
            .text("counter", a.counter.id())
            .num("delta", a.delta as i64)
            .num("value", value as i64),
    )];
    Ok(Applied {
        log,
        barrier: false,
    })
}
