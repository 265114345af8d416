//! Helpers shared by the Stellar Horizons unit tests.

use super::state::{Loc, Ship, State};

/// A ship as the tests place it: launched, undamaged, an empty hold, nothing done this turn.
pub fn new_ship(id: u32, owner: usize, design: &str, at: Loc) -> Ship {
    Ship {
        id,
        owner,
        design: design.into(),
        name: format!("T{id}"),
        at,
        damage: 0,
        reserved: false,
        cargo: [0; 3],
        halted: false,
        explored: false,
        searched: false,
        parked: false,
        lv: 0,
        launched: true,
        moves: 0,
        number: 0,
    }
}

/// Places a new ship of `owner` (see `new_ship`) and returns its id.
pub fn ship(s: &mut State, owner: usize, design: &str, at: Loc) -> u32 {
    let id = s.new_id();
    s.ships.push(new_ship(id, owner, design, at));
    id
}
