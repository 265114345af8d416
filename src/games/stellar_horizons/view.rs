//! What a viewer may see. Everything on the table is open (R 7.1) except the values of held tech
//! markers: a spectator's view and other seats' views show only how many each faction holds.

use serde::Serialize;

use super::state::State;
use crate::core::Seat;
use crate::core::rules::Viewer;

#[derive(Debug, Clone, Serialize)]
pub struct ShView {
    pub viewer: Option<Seat>,
    /// The state with every faction's marker values removed.
    pub state: State,
    /// Markers held per faction and field (counts).
    pub marker_counts: Vec<[usize; 3]>,
    /// The viewer's own marker values per field.
    pub own_markers: Option<[Vec<i32>; 3]>,
    /// Who the table waits for.
    pub awaiting: Vec<Seat>,
}

pub fn view(s: &State, viewer: Viewer) -> ShView {
    let seat = match viewer {
        Viewer::Seat(x) => Some(x),
        Viewer::Spectator => None,
    };
    let mut public = s.clone();
    let marker_counts = s
        .factions
        .iter()
        .map(|f| [f.markers[0].len(), f.markers[1].len(), f.markers[2].len()])
        .collect();
    let own = seat.and_then(|x| s.faction_of(x));
    for (i, f) in public.factions.iter_mut().enumerate() {
        f.markers = [vec![], vec![], vec![]];
        if Some(i) != own {
            f.mission = None;
        }
    }
    public.mission_pool = vec![];
    // Sealed drone roles (R 3.4.5): a side's choice stays its own until both have chosen.
    if let Some(b) = public.pending.as_mut().and_then(|p| p.battle.as_mut())
        && b.stage != super::state::Stage::Allocate
        && b.stage != super::state::Stage::After
    {
        for i in 0..2 {
            if b.sides[i].is_none() || b.sides[i] != own {
                b.bombers[i] = None;
            }
        }
    }
    // The pools' order is nobody's to see.
    public.pools = [vec![], vec![], vec![]];
    let own_markers = seat
        .and_then(|x| s.faction_of(x))
        .map(|f| s.factions[f].markers.clone());
    let awaiting = if s.pending.as_ref().is_some_and(|p| p.ask.is_some()) {
        super::rules::react::deciders(s)
            .into_iter()
            .filter_map(|f| s.factions[f].seat)
            .collect()
    } else {
        s.active()
            .and_then(|f| s.factions[f].seat)
            .into_iter()
            .collect()
    };
    ShView {
        viewer: seat,
        state: public,
        marker_counts,
        own_markers,
        awaiting,
    }
}
