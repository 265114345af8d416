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
    // The pools' and decks' order is nobody's to see.
    public.pools = [vec![], vec![], vec![]];
    public.extra.card_deck = vec![];
    public.extra.trade_deck = vec![];
    // Another player's mission choice is theirs alone.
    for p in &mut public.extra.pending {
        if let super::rules::choices::Pending::Mission { faction, choices } = p
            && Some(*faction) != own
        {
            choices.clear();
        }
    }
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

#[cfg(test)]
mod tests {
    use super::super::setup::tests::campaign;
    use super::*;

    /// R 3.5.3: markers gained are shown when drawn (the log), then held face down: other seats
    /// and spectators see how many, only the holder sees the values; deck orders are nobody's.
    #[test]
    fn sh_3_5_3_marker_display() {
        let mut s = campaign(2);
        let (a, b) = (s.order[0], s.order[1]);
        s.factions[a].markers = [vec![5, 3], vec![], vec![2]];
        s.extra.card_deck = vec!["hematite".into()];
        s.extra.trade_deck = vec!["ore-1".into()];
        let seat_a = s.factions[a].seat.unwrap();
        let seat_b = s.factions[b].seat.unwrap();
        let own = view(&s, Viewer::Seat(seat_a));
        assert_eq!(own.own_markers, Some([vec![5, 3], vec![], vec![2]]));
        for v in [view(&s, Viewer::Seat(seat_b)), view(&s, Viewer::Spectator)] {
            assert_eq!(v.marker_counts[a], [2, 0, 1], "counts are open");
            assert!(v.state.factions[a].markers.iter().all(Vec::is_empty));
            assert_ne!(v.own_markers, Some([vec![5, 3], vec![], vec![2]]));
            assert!(v.state.extra.card_deck.is_empty() && v.state.extra.trade_deck.is_empty());
        }
    }
}
