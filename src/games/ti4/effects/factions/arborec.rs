//! The Arborec: sheet abilities, faction technologies and flagship (Duha Menaimon).
//! Rule numbers are the Korean edition's (shared/rules/ti4.md 0.1); texts in our own words.

use crate::core::{LogEntry, Msg, Seat};
use crate::games::WithArg;
use crate::games::ti4::content::{self, UnitKind, planet_name};
use crate::games::ti4::effects::placement::{self, place};
use crate::games::ti4::effects::{Ability, Hooks, Origin, Status, Timing};
use crate::games::ti4::rules::name;
use crate::games::ti4::state::State;

/// Every ability of Arborec the registry knows.
pub static ABILITIES: &[Ability] = &[
    Ability::sheet(
        "arborec.mitosis",
        "arborec",
        "Mitosis",
        Timing::Status,
        Status::Partial,
        "space docks produce no infantry; 1 infantry as the status phase starts, on the home planet (else the first planet held): the planet is not offered as a choice",
    )
    .since(1)
    .with(Hooks {
        status_start: Some(mitosis),
        docks_no_infantry: true,
        ..Hooks::NONE
    }),
    Ability::sheet(
        "arborec.letani_warrior_ii",
        "arborec",
        "Letani Warrior II",
        Timing::Destroyed,
        Status::Automated,
        "unit statistics from the unit data; the 6+ revival rolls when one is destroyed",
    )
    .origin(Origin::Tech),
    Ability::sheet(
        "arborec.bioplasmosis",
        "arborec",
        "Bioplasmosis",
        Timing::Status,
        Status::Manual,
        "not automated",
    )
    .origin(Origin::Tech),
    Ability::sheet(
        "arborec.flagship",
        "arborec",
        "Duha Menaimon",
        Timing::Production,
        Status::Manual,
        "combat 7x2 from the unit data; producing in its system on activation is not automated",
    )
    .origin(Origin::Unit("arborec_flagship")),
];

/// Mitosis: as the status phase starts, 1 infantry from reinforcements on a planet Arborec
/// controls: a home planet if it holds one, else the first planet it gained.
fn mitosis(state: &mut State, seat: Seat) -> Vec<LogEntry> {
    // A game set up before Mitosis was automated replays as it was played.
    if state.rules < 1 {
        return Vec::new();
    }
    let held = placement::controlled_on_board(state, seat);
    let home = state
        .system_at(state.players[seat].home_position)
        .and_then(|s| content::system(s.tile))
        .and_then(|t| {
            t.planets
                .iter()
                .find(|p| held.contains(&p.id))
                .map(|p| p.id.clone())
        });
    let Some(planet) = home.or_else(|| held.first().cloned()) else {
        return Vec::new();
    };
    let Some(i) = placement::system_of_planet(state, &planet) else {
        return Vec::new();
    };
    if place(state, seat, i, UnitKind::Infantry, Some(&planet), 1) == 0 {
        return Vec::new();
    }
    vec![LogEntry::public(
        Msg::new("ti4-fx-log-mitosis")
            .text("player", name(state, seat))
            .with("planet", planet_name(&planet)),
    )]
}

#[cfg(test)]
mod tests {
    use crate::games::ti4::content::UnitKind::Infantry;
    use crate::games::ti4::effects::placement::system_of_planet;
    use crate::games::ti4::effects::testkit::{game, logged};
    use crate::games::ti4::rules::{status, units};

    /// Sheet, Mitosis: as the status phase starts, 1 infantry from reinforcements on a planet
    /// Arborec controls (its home planet here); Hacan gets none (§79).
    #[test]
    fn mitosis_adds_an_infantry_as_the_status_phase_starts() {
        let mut s = game(["arborec", "hacan", "sol"]);
        let i = system_of_planet(&s, "nestphar").unwrap();
        let before = units::count(&s.systems[i], 0, Infantry, Some("nestphar"));
        let hacan = units::on_board(&s, 1, Infantry);
        let log = status::begin(&mut s);
        assert!(logged(&log, "ti4-fx-log-mitosis"));
        assert_eq!(
            units::count(&s.systems[i], 0, Infantry, Some("nestphar")),
            before + 1
        );
        assert_eq!(units::on_board(&s, 1, Infantry), hacan);
        // A game set up before Mitosis was automated (no `rules` in its setup) replays
        // without it.
        let mut old = game(["arborec", "hacan", "sol"]);
        old.rules = 0;
        let before = units::count(&old.systems[i], 0, Infantry, Some("nestphar"));
        let log = status::begin(&mut old);
        assert!(!logged(&log, "ti4-fx-log-mitosis"));
        assert_eq!(
            units::count(&old.systems[i], 0, Infantry, Some("nestphar")),
            before
        );
    }

    /// Sheet, Mitosis: Arborec space docks produce no infantry; Letani Warriors (PRODUCTION 1)
    /// still may. The home dock's order of 2 infantry is refused, 2 cruisers are not.
    #[test]
    fn mitosis_space_docks_produce_no_infantry() {
        use crate::games::ti4::content::UnitKind::Cruiser;
        use crate::games::ti4::rules::production::{Limits, Order, build_limited};
        let mut s = game(["arborec", "hacan", "sol"]);
        let i = system_of_planet(&s, "nestphar").unwrap();
        let order = |k, n| Order {
            units: vec![(k, n)],
            planets: vec!["nestphar".into()],
            trade_goods: 0,
        };
        // Only the dock produces: every Letani Warrior leaves the home system.
        s.systems[i].units.retain(|u| u.kind != Infantry);
        let r = build_limited(
            &mut s.clone(),
            0,
            i,
            &order(Infantry, 2),
            8,
            Some("nestphar"),
            Limits::default(),
        );
        assert_eq!(r.unwrap_err().id, "ti4-fx-mitosis-docks");
        assert!(
            build_limited(
                &mut s.clone(),
                0,
                i,
                &order(Cruiser, 1),
                8,
                Some("nestphar"),
                Limits::default()
            )
            .is_ok()
        );
        // Hacan's dock produces infantry.
        let mut h = game(["hacan", "arborec", "sol"]);
        let k = system_of_planet(&h, "arretze").unwrap();
        let o = Order {
            units: vec![(Infantry, 2)],
            planets: vec!["arretze".into()],
            trade_goods: 0,
        };
        assert!(build_limited(&mut h, 0, k, &o, 8, Some("arretze"), Limits::default()).is_ok());
        // With 2 Letani Warriors on the planet (PRODUCTION 1 each), 2 infantry may be made.
        units::add(&mut s.systems[i], 0, Infantry, Some("nestphar"), 2);
        assert!(
            build_limited(
                &mut s,
                0,
                i,
                &order(Infantry, 2),
                8,
                Some("nestphar"),
                Limits::default()
            )
            .is_ok()
        );
    }
}
