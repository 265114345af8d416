//! Small helpers the faction abilities share: units from reinforcements, planets and systems,
//! strategy-pool tokens.

use crate::core::{Msg, Seat};
use crate::games::ti4::content::{self, UnitKind};
use crate::games::ti4::rules::units;
use crate::games::ti4::state::State;

/// Units of `kind` left in `seat`'s reinforcements.
pub fn reinforcements(state: &State, seat: Seat, kind: UnitKind) -> u32 {
    u32::from(kind.plastic_count()).saturating_sub(units::on_board(state, seat, kind))
}

/// The index of the system holding `planet`.
pub fn system_of_planet(state: &State, planet: &str) -> Option<usize> {
    state
        .systems
        .iter()
        .position(|s| content::system(s.tile).is_some_and(|t| t.planet(planet).is_some()))
}

/// Places up to `n` units of `kind` from `seat`'s reinforcements in system `i` (on `planet`, or
/// in space); returns how many were placed.
pub fn place(
    state: &mut State,
    seat: Seat,
    i: usize,
    kind: UnitKind,
    planet: Option<&str>,
    n: u32,
) -> u32 {
    let n = n.min(reinforcements(state, seat, kind));
    if n > 0 {
        units::add(&mut state.systems[i], seat, kind, planet, n);
    }
    n
}

/// The planets `seat` controls that are on the board, in the order they were gained.
pub fn controlled_on_board(state: &State, seat: Seat) -> Vec<String> {
    state
        .control
        .iter()
        .filter(|(p, s)| *s == seat && system_of_planet(state, p).is_some())
        .map(|(p, _)| p.clone())
        .collect()
}

/// Spends 1 token of `seat`'s strategy pool (it goes back to reinforcements).
pub fn spend_strategy_token(state: &mut State, seat: Seat) -> Result<(), Msg> {
    let t = &mut state.players[seat].tokens;
    if t.strategy == 0 {
        return Err(Msg::new("ti4-fx-no-strategy-token"));
    }
    t.strategy -= 1;
    t.reinforcements += 1;
    Ok(())
}

/// The planet named by `args` (an id or a name), or the message `help`.
pub fn planet_arg(args: &str, help: &str) -> Result<String, Msg> {
    content::planet(args.trim())
        .map(|(_, p)| p.id.clone())
        .ok_or_else(|| Msg::new(help))
}
