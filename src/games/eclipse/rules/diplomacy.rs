//! §5 diplomacy (4+ players): ambassadors exchanged between players whose discs are linked by a
//! full wormhole, each with a population cube; broken by moving into the partner's sector, which
//! hands the breaker the Traitor card.

use super::super::state::{Faction, Pending, Resource, State};
use super::{Log, connected, name, take_pending};
use crate::core::{LogEntry, Msg, Seat};

/// Why two players cannot exchange ambassadors now, if they cannot.
pub fn blocked(state: &State, a: Seat, b: Seat) -> Option<Msg> {
    let n = state.players.len();
    if n < 4 {
        return Some(Msg::new("ec-diplomacy-players"));
    }
    if a == b || b >= n || state.players[b].eliminated {
        return Some(Msg::new("ec-diplomacy-who"));
    }
    if state.traitor == Some(a) || state.traitor == Some(b) {
        return Some(Msg::new("ec-diplomacy-traitor"));
    }
    if state.players[a].given.iter().any(|(s, _)| *s == b) {
        return Some(Msg::new("ec-diplomacy-already"));
    }
    if state.players[a].given.len() >= 3 || state.players[b].given.len() >= 3 {
        return Some(Msg::new("ec-diplomacy-no-ambassador"));
    }
    // Each track needs a slot an ambassador may take.
    for s in [a, b] {
        let sp = super::action_phase::species(state, s);
        let slots = sp.ambassador_slots + sp.reputation_slots;
        if state.players[s].ambassadors.len() >= slots {
            return Some(Msg::new("ec-diplomacy-track-full").text("player", name(state, s)));
        }
    }
    // A full wormhole between a disc of each (the Wormhole Generator does not help).
    let linked = state
        .sectors
        .iter()
        .filter(|s| s.owner == Some(a))
        .any(|x| {
            state
                .sectors
                .iter()
                .filter(|s| s.owner == Some(b))
                .any(|y| connected(x, y, false))
        });
    if !linked {
        return Some(Msg::new("ec-diplomacy-not-adjacent"));
    }
    // No ships of either where the other has ships or a disc.
    let clash = state.sectors.iter().any(|s| {
        let pa = s.ships_of(Faction::Player(a)) > 0;
        let pb = s.ships_of(Faction::Player(b)) > 0;
        (pa && (pb || s.owner == Some(b))) || (pb && s.owner == Some(a))
    });
    if clash {
        return Some(Msg::new("ec-diplomacy-ships"));
    }
    None
}

pub fn propose(
    state: &mut State,
    seat: Seat,
    to: Seat,
    cube: Resource,
    log: &mut Log,
) -> Result<(), Msg> {
    if let Some(m) = blocked(state, seat, to) {
        return Err(m);
    }
    if state.players[seat].track_cubes[cube.index()] == 0 {
        return Err(
            Msg::new("ec-track-empty").msg("track", super::action_phase::resource_name(cube))
        );
    }
    state.pending.insert(
        0,
        Pending::Diplomacy {
            from: seat,
            to,
            cube,
        },
    );
    log.push(LogEntry::public(
        Msg::new("ec-log-propose")
            .text("player", name(state, seat))
            .text("other", name(state, to)),
    ));
    Ok(())
}

pub fn answer(
    state: &mut State,
    seat: Seat,
    cube: Option<Resource>,
    log: &mut Log,
) -> Result<(), Msg> {
    let (from, theirs) = take_pending(state, seat, |p| match p {
        Pending::Diplomacy { from, cube, .. } => Some((*from, *cube)),
        _ => None,
    })?;
    let Some(mine) = cube else {
        log.push(LogEntry::public(
            Msg::new("ec-log-decline").text("player", name(state, seat)),
        ));
        return Ok(());
    };
    if let Some(m) = blocked(state, from, seat) {
        return Err(m);
    }
    for (s, r) in [(seat, mine), (from, theirs)] {
        if state.players[s].track_cubes[r.index()] == 0 {
            return Err(
                Msg::new("ec-track-empty").msg("track", super::action_phase::resource_name(r))
            );
        }
    }
    for (giver, taker, r) in [(from, seat, theirs), (seat, from, mine)] {
        state.players[giver].track_cubes[r.index()] -= 1;
        state.players[giver].given.push((taker, r));
        state.players[taker].ambassadors.push(giver);
        // Room for the ambassador: a reputation tile goes back to the bag if needed.
        super::combat::trim_reputation(state, taker);
    }
    log.push(LogEntry::public(
        Msg::new("ec-log-ambassadors")
            .text("player", name(state, from))
            .text("other", name(state, seat)),
    ));
    Ok(())
}

/// Moving ships into a partner's sector breaks the relation: ambassadors and their cubes go
/// home and the mover takes the Traitor card.
pub fn on_enter(state: &mut State, seat: Seat, tile: u16, log: &mut Log) {
    let Some(s) = state.sector(tile) else {
        return;
    };
    let partners: Vec<Seat> = state.players[seat]
        .given
        .iter()
        .map(|(p, _)| *p)
        .filter(|p| s.owner == Some(*p) || s.ships_of(Faction::Player(*p)) > 0)
        .collect();
    for q in partners {
        for (a, b) in [(seat, q), (q, seat)] {
            let p = &mut state.players[a];
            if let Some(i) = p.given.iter().position(|(x, _)| *x == b) {
                let (_, r) = p.given.remove(i);
                p.track_cubes[r.index()] += 1;
            }
            let o = &mut state.players[b];
            if let Some(i) = o.ambassadors.iter().position(|x| *x == a) {
                o.ambassadors.remove(i);
            }
        }
        state.traitor = Some(seat);
        log.push(LogEntry::public(
            Msg::new("ec-log-betrayal")
                .text("player", name(state, seat))
                .text("other", name(state, q)),
        ));
    }
}

/// Who a seat could exchange ambassadors with now.
pub fn partners(state: &State, seat: Seat) -> Vec<Seat> {
    (0..state.players.len())
        .filter(|b| *b != seat && blocked(state, seat, *b).is_none())
        .collect()
}
