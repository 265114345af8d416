//! The Embers of Muaat: sheet abilities, faction technologies and flagship (The Inferno).
//! Rule numbers are the Korean edition's (shared/rules/ti4.md 0.1); texts in our own words.

use crate::core::{GameRng, LogEntry, Msg, Seat};
use crate::games::ti4::content::UnitKind;
use crate::games::ti4::effects::placement::{self, place, reinforcements};
use crate::games::ti4::effects::{Ability, Hooks, Origin, Permission, Status, Timing};
use crate::games::ti4::rules::{name, units};
use crate::games::ti4::state::State;

/// Every ability of Muaat the registry knows.
pub static ABILITIES: &[Ability] = &[
    Ability::sheet(
        "muaat.star_forge",
        "muaat",
        "Star Forge",
        Timing::Action,
        Status::Automated,
        "ACTION `use star_forge <tile> fighters` or `destroyer` (buttons): 1 strategy-pool token, 2 fighters or 1 destroyer in a system with a Muaat war sun",
    ),
    Ability::sheet(
        "muaat.gashlai_physiology",
        "muaat",
        "Gashlai Physiology",
        Timing::Movement,
        Status::Automated,
        "Muaat ships move through supernovas (not ending there)",
    )
    .since(1)
    .with(Hooks {
        permits: Some(Permission::MoveThroughSupernovas),
        ..Hooks::NONE
    }),
    Ability::sheet(
        "muaat.prototype_war_sun_ii",
        "muaat",
        "Prototype War Sun II",
        Timing::Passive,
        Status::Automated,
        "unit statistics from the unit data; it disables planetary shields",
    )
    .origin(Origin::Tech),
    Ability::sheet(
        "muaat.magmus_reactor",
        "muaat",
        "Magmus Reactor",
        Timing::Movement,
        Status::Automated,
        "Muaat ships move into (and through) supernovas; a supernova holding Muaat units adds PRODUCTION 5 there",
    )
    .since(1)
    .origin(Origin::Tech)
    .with(Hooks {
        enters_supernovas: true,
        supernova_production: 5,
        ..Hooks::NONE
    }),
    Ability::sheet(
        "muaat.flagship",
        "muaat",
        "The Inferno",
        Timing::Action,
        Status::Automated,
        "combat 5x2 from the unit data; ACTION `use inferno`: 1 strategy-pool token, 1 cruiser in its system",
    )
    .since(1)
    .origin(Origin::Unit("muaat_flagship")),
];

/// The tiles of the systems holding `kind` units of `seat`.
fn tiles_with(state: &State, seat: Seat, kind: UnitKind) -> Vec<u16> {
    state
        .systems
        .iter()
        .filter(|s| units::count_anywhere(s, seat, kind) > 0)
        .map(|s| s.tile)
        .collect()
}

/// Star Forge's targets: `<tile> fighters` and `<tile> destroyer` for each system with a Muaat
/// war sun, while a strategy-pool token and the units remain.
pub fn star_forge_targets(state: &State, seat: Seat) -> Option<Vec<String>> {
    if state.players[seat].tokens.strategy == 0 {
        return None;
    }
    let mut out = Vec::new();
    for tile in tiles_with(state, seat, UnitKind::WarSun) {
        if reinforcements(state, seat, UnitKind::Fighter) > 0 {
            out.push(format!("{tile} fighters"));
        }
        if reinforcements(state, seat, UnitKind::Destroyer) > 0 {
            out.push(format!("{tile} destroyer"));
        }
    }
    (!out.is_empty()).then_some(out)
}

/// Star Forge: 1 strategy-pool token; 2 fighters or 1 destroyer from reinforcements in the
/// space area of a system with a Muaat war sun.
pub fn star_forge(
    state: &mut State,
    seat: Seat,
    args: &str,
    _rng: &mut GameRng,
) -> Result<Vec<LogEntry>, Msg> {
    let mut w = args.split_whitespace();
    let tile = w.next().and_then(|t| t.parse::<u16>().ok());
    let what = w.next().map(|k| k.to_ascii_lowercase());
    let (Some(tile), Some(what)) = (tile, what) else {
        return Err(Msg::new("ti4-fx-star-forge-help"));
    };
    let (kind, n) = match what.trim_end_matches('s') {
        "fighter" | "ff" => (UnitKind::Fighter, 2),
        "destroyer" | "dd" => (UnitKind::Destroyer, 1),
        _ => return Err(Msg::new("ti4-fx-star-forge-help")),
    };
    if !tiles_with(state, seat, UnitKind::WarSun).contains(&tile) {
        return Err(Msg::new("ti4-fx-star-forge-no-war-sun").num("tile", i64::from(tile)));
    }
    let i = state
        .systems
        .iter()
        .position(|s| s.tile == tile)
        .ok_or_else(|| Msg::new("ti4-no-such-system").num("tile", i64::from(tile)))?;
    if reinforcements(state, seat, kind) == 0 {
        return Err(Msg::new("ti4-card-no-reinforcements"));
    }
    placement::spend_strategy_token(state, seat)?;
    let placed = place(state, seat, i, kind, None, n);
    Ok(vec![LogEntry::public(
        Msg::new("ti4-fx-log-star-forge")
            .text("player", name(state, seat))
            .num("count", i64::from(placed))
            .name("unit", kind.catalog_id())
            .num("tile", i64::from(tile)),
    )])
}

/// The Inferno's targets: none to name (its own system), while a strategy-pool token and a
/// cruiser in reinforcements remain and the flagship is on the board.
pub fn inferno_targets(state: &State, seat: Seat) -> Option<Vec<String>> {
    (state.players[seat].tokens.strategy > 0
        && reinforcements(state, seat, UnitKind::Cruiser) > 0
        && !tiles_with(state, seat, UnitKind::Flagship).is_empty())
    .then(Vec::new)
}

/// The Inferno (ACTION): 1 strategy-pool token; 1 cruiser from reinforcements in its system.
pub fn inferno(
    state: &mut State,
    seat: Seat,
    _args: &str,
    _rng: &mut GameRng,
) -> Result<Vec<LogEntry>, Msg> {
    let Some(&tile) = tiles_with(state, seat, UnitKind::Flagship).first() else {
        return Err(Msg::new("ti4-fx-no-flagship"));
    };
    let i = state
        .systems
        .iter()
        .position(|s| s.tile == tile)
        .unwrap_or(0);
    placement::spend_strategy_token(state, seat)?;
    let placed = place(state, seat, i, UnitKind::Cruiser, None, 1);
    Ok(vec![LogEntry::public(
        Msg::new("ti4-fx-log-inferno")
            .text("player", name(state, seat))
            .num("count", i64::from(placed))
            .num("tile", i64::from(tile)),
    )])
}

#[cfg(test)]
mod tests {
    use crate::games::ti4::effects::testkit::{game, pos};
    use crate::games::ti4::rules::movement::path_cost;

    /// Sheet, Gashlai Physiology: Muaat ships move through supernovas. From tile 30 to the
    /// gravity rift 41, both next to the supernova (tile 43): 2 moves through it for Muaat, 3
    /// around it for Hacan; nobody ends a move in the supernova.
    #[test]
    fn gashlai_physiology_moves_through_supernovas() {
        let s = game(["muaat", "hacan", "sol"]);
        let (from, to, nova) = (pos(&s, 30), pos(&s, 41), pos(&s, 43));
        assert_eq!(path_cost(&s, 0, from, to).map(|c| c.0), Some(2));
        assert_eq!(path_cost(&s, 1, from, to).map(|c| c.0), Some(3));
        assert_eq!(path_cost(&s, 0, from, nova), None);
        assert_eq!(path_cost(&s, 1, from, nova), None);
    }

    /// Sheet, Star Forge (ACTION): 1 strategy-pool token for 2 fighters or 1 destroyer in a
    /// system with a Muaat war sun; offered as buttons; refused where no war sun is.
    #[test]
    fn star_forge_places_fighters_or_a_destroyer_by_a_war_sun() {
        use crate::games::ti4::content::UnitKind::{Destroyer, Fighter, WarSun};
        use crate::games::ti4::effects::component::choices;
        use crate::games::ti4::effects::testkit::{logged, play, put_ships, turn_of};
        use crate::games::ti4::rules::units;
        for (what, kind, n) in [("fighters", Fighter, 2), ("destroyer", Destroyer, 1)] {
            let mut s = turn_of(["muaat", "hacan", "sol"], 0);
            put_ships(&mut s, 19, &[(0, WarSun, 1)]);
            put_ships(&mut s, 20, &[]);
            let strategy = s.players[0].tokens.strategy;
            let cs = choices(&s, 0);
            assert!(
                cs.iter()
                    .any(|c| c.notation == format!("use star_forge 19 {what}"))
            );
            assert!(
                !cs.iter()
                    .any(|c| c.notation.starts_with("use star_forge 20"))
            );
            assert!(play(&mut s, 0, &format!("use star_forge 20 {what}")).is_err());
            let r = play(&mut s, 0, &format!("use star_forge 19 {what}")).unwrap();
            assert!(logged(&r.log, "ti4-fx-log-star-forge"));
            let i = units::system_index(&s, pos(&s, 19)).unwrap();
            assert_eq!(units::count(&s.systems[i], 0, kind, None), n);
            assert_eq!(s.players[0].tokens.strategy, strategy - 1);
        }
        let mut s = turn_of(["muaat", "hacan", "sol"], 0);
        put_ships(&mut s, 19, &[(0, WarSun, 1)]);
        s.players[0].tokens.strategy = 0;
        assert!(play(&mut s, 0, "use star_forge 19 destroyer").is_err());
    }

    /// Sheet, flagship The Inferno (ACTION): 1 strategy-pool token for 1 cruiser in its
    /// system; not offered without the flagship on the board.
    #[test]
    fn inferno_places_a_cruiser_in_its_system() {
        use crate::games::ti4::content::UnitKind::{Cruiser, Flagship};
        use crate::games::ti4::effects::component::choices;
        use crate::games::ti4::effects::testkit::{logged, play, put_ships, turn_of};
        use crate::games::ti4::rules::units;
        let mut s = turn_of(["muaat", "hacan", "sol"], 0);
        assert!(!choices(&s, 0).iter().any(|c| c.notation == "use inferno"));
        put_ships(&mut s, 19, &[(0, Flagship, 1)]);
        assert!(choices(&s, 0).iter().any(|c| c.notation == "use inferno"));
        let strategy = s.players[0].tokens.strategy;
        let r = play(&mut s, 0, "use inferno").unwrap();
        assert!(logged(&r.log, "ti4-fx-log-inferno"));
        let i = units::system_index(&s, pos(&s, 19)).unwrap();
        assert_eq!(units::count(&s.systems[i], 0, Cruiser, None), 1);
        assert_eq!(s.players[0].tokens.strategy, strategy - 1);
    }

    /// Faction technology, Magmus Reactor: Muaat's ships can move into supernovas, and a
    /// supernova holding Muaat units has PRODUCTION 5 for Muaat. With it, a cruiser moves from
    /// tile 26 into the supernova (tile 43) and the system may produce 5; without it the move
    /// is refused.
    #[test]
    fn magmus_reactor_enters_supernovas_and_produces_there() {
        use crate::games::ti4::content::UnitKind::Cruiser;
        use crate::games::ti4::effects::testkit::{play, pos, put_ships, turn_of};
        use crate::games::ti4::rules::{production, units};
        for owned in [true, false] {
            let mut s = turn_of(["muaat", "hacan", "sol"], 0);
            if owned {
                s.players[0].techs.push("magmus_reactor".into());
            }
            put_ships(&mut s, 43, &[]);
            put_ships(&mut s, 26, &[(0, Cruiser, 1)]);
            play(&mut s, 0, "activate 43").unwrap();
            let moved = play(&mut s, 0, "move 26: 1 cruiser");
            assert_eq!(moved.is_ok(), owned, "{:?}", moved.err());
            if owned {
                let i = units::system_index(&s, pos(&s, 43)).unwrap();
                assert_eq!(production::capacity(&s, 0, i).0, 5);
            }
        }
    }
}
