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
        Status::Automated,
        "space docks produce no infantry; 1 infantry as the status phase starts: with more than one planet, a question with a button per planet Arborec controls (`use mitosis <planet>`, the home planet first; `use none` takes it)",
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
        Status::Automated,
        "as the status phase ends, a question to Arborec: a button per move of 1 infantry between planets Arborec controls in the same or adjacent systems (`use bioplasmosis <from> <to> [n]`, asked again after each move; infantry that arrived do not move on), `use none` to stop",
    )
    .since(1)
    .origin(Origin::Tech)
    .with(Hooks {
        status_end: Some(bioplasmosis),
        ..Hooks::NONE
    }),
    Ability::sheet(
        "arborec.flagship",
        "arborec",
        "Duha Menaimon",
        Timing::Production,
        Status::Automated,
        "combat 7x2 from the unit data; after Arborec activates its system, a question: produce up to 5 units there, paid as usual (`use arborec_flagship <units> [pay <planets>] [tg <n>]`, buttons for 2 infantry or 2 fighters), or `use none`",
    )
    .since(1)
    .origin(Origin::Unit("arborec_flagship"))
    .with(Hooks {
        activation_production: 5,
        ..Hooks::NONE
    }),
];

/// Mitosis: as the status phase starts, 1 infantry from reinforcements on a planet Arborec
/// controls. With one planet (or none left in reinforcements) it is placed at once; otherwise
/// Arborec is asked which planet (a `techs::Pause`), the default a home planet.
fn mitosis(state: &mut State, seat: Seat) -> Vec<LogEntry> {
    // A game set up before Mitosis was automated replays as it was played.
    if state.rules < 1 {
        return Vec::new();
    }
    let planets = mitosis_planets(state, seat);
    if planets.len() > 1
        && placement::reinforcements(state, seat, UnitKind::Infantry) > 0
        && state.tech.pause.is_none()
    {
        state.tech.pause = Some(crate::games::ti4::rules::techs::Pause::Mitosis { seat });
        return Vec::new();
    }
    match planets.first() {
        Some(planet) => mitosis_place(state, seat, &planet.clone()).unwrap_or_default(),
        None => Vec::new(),
    }
}

/// The planets Mitosis may put an infantry on: those `seat` controls on the board, the default
/// first (a home planet if it holds one, else the first planet gained).
pub fn mitosis_planets(state: &State, seat: Seat) -> Vec<String> {
    let mut held = placement::controlled_on_board(state, seat);
    let home = state
        .system_at(state.players[seat].home_position)
        .and_then(|s| content::system(s.tile))
        .and_then(|t| {
            t.planets
                .iter()
                .find(|p| held.contains(&p.id))
                .map(|p| p.id.clone())
        });
    if let Some(h) = home {
        held.retain(|p| *p != h);
        held.insert(0, h);
    }
    held
}

/// Mitosis' answer: 1 infantry from `seat`'s reinforcements on `planet` (one they control;
/// empty: the default planet).
pub fn mitosis_place(state: &mut State, seat: Seat, planet: &str) -> Result<Vec<LogEntry>, Msg> {
    let planets = mitosis_planets(state, seat);
    let planet = match planet.trim() {
        "" => planets.first().cloned(),
        p => content::planet(p)
            .map(|(_, pl)| pl.id.clone())
            .filter(|id| planets.contains(id)),
    }
    .ok_or_else(|| Msg::new("ti4-fx-mitosis-help"))?;
    let Some(i) = placement::system_of_planet(state, &planet) else {
        return Err(Msg::new("ti4-fx-mitosis-help"));
    };
    if place(state, seat, i, UnitKind::Infantry, Some(&planet), 1) == 0 {
        return Ok(Vec::new());
    }
    Ok(vec![LogEntry::public(
        Msg::new("ti4-fx-log-mitosis")
            .text("player", name(state, seat))
            .with("planet", planet_name(&planet)),
    )])
}

/// Bioplasmosis: as the status phase ends, Arborec is asked (a `techs::Pause`) whether to move
/// infantry between planets it controls in the same or adjacent systems, when it can.
fn bioplasmosis(state: &mut State, seat: Seat) -> Vec<LogEntry> {
    if state.tech.pause.is_none() && !bioplasmosis_moves(state, seat, &[]).is_empty() {
        state.tech.pause = Some(crate::games::ti4::rules::techs::Pause::Bioplasmosis {
            seat,
            received: Vec::new(),
        });
    }
    Vec::new()
}

/// Bioplasmosis moves `seat` may make now, as `<from> <to>` (1 infantry): from a planet they
/// control holding their infantry (not one that `received` infantry in this step) to another
/// planet they control in the same or an adjacent system.
pub fn bioplasmosis_moves(state: &State, seat: Seat, received: &[String]) -> Vec<String> {
    let planets = placement::controlled_on_board(state, seat);
    let mut out = Vec::new();
    for from in planets.iter().filter(|p| !received.contains(p)) {
        let Some(i) = placement::system_of_planet(state, from) else {
            continue;
        };
        if crate::games::ti4::rules::units::count(
            &state.systems[i],
            seat,
            UnitKind::Infantry,
            Some(from),
        ) == 0
        {
            continue;
        }
        let here = state.systems[i].position;
        let near = crate::games::ti4::rules::units::adjacent_positions(state, here);
        for to in planets.iter().filter(|p| *p != from) {
            let Some(j) = placement::system_of_planet(state, to) else {
                continue;
            };
            let there = state.systems[j].position;
            if there == here || near.contains(&there) {
                out.push(format!("{from} {to}"));
            }
        }
    }
    out
}

/// Bioplasmosis' answer: `<from> <to> [n]` moves n (1) infantry; returns the log and the planet
/// that received them.
pub fn bioplasmosis_move(
    state: &mut State,
    seat: Seat,
    received: &[String],
    args: &str,
) -> Result<(Vec<LogEntry>, String), Msg> {
    let help = || Msg::new("ti4-fx-bioplasmosis-help");
    let words: Vec<&str> = args.split_whitespace().collect();
    let (from, to, n) = match words[..] {
        [f, t] => (f, t, 1u32),
        [f, t, n] => (f, t, n.parse::<u32>().map_err(|_| help())?),
        _ => return Err(help()),
    };
    let id = |w: &str| content::planet(w).map(|(_, p)| p.id.clone());
    let (Some(from), Some(to)) = (id(from), id(to)) else {
        return Err(help());
    };
    if n == 0 || !bioplasmosis_moves(state, seat, received).contains(&format!("{from} {to}")) {
        return Err(help());
    }
    let (Some(i), Some(j)) = (
        placement::system_of_planet(state, &from),
        placement::system_of_planet(state, &to),
    ) else {
        return Err(help());
    };
    use crate::games::ti4::rules::units;
    if units::count(&state.systems[i], seat, UnitKind::Infantry, Some(&from)) < n {
        return Err(help());
    }
    units::remove(
        &mut state.systems[i],
        seat,
        UnitKind::Infantry,
        Some(&from),
        n,
        false,
    );
    units::add(
        &mut state.systems[j],
        seat,
        UnitKind::Infantry,
        Some(&to),
        n,
    );
    Ok((
        vec![LogEntry::public(
            Msg::new("ti4-fx-log-bioplasmosis")
                .text("player", name(state, seat))
                .num("count", i64::from(n))
                .with("from", planet_name(&from))
                .with("to", planet_name(&to)),
        )],
        to,
    ))
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

    /// Sheet, Mitosis: "any planet you control". With a second planet (Wellon), the status
    /// phase starts with a question to Arborec: a button per planet, the home planet first; the
    /// infantry goes where Arborec says. Nothing else goes on until it is answered.
    #[test]
    fn mitosis_asks_which_planet_when_arborec_holds_several() {
        use crate::core::Game;
        use crate::games::ti4::Ti4;
        use crate::games::ti4::effects::testkit::play;
        use crate::games::ti4::rules::techs::Pause;
        let mut s = game(["arborec", "hacan", "sol"]);
        s.control.retain(|(p, _)| p != "wellon");
        s.control.push(("wellon".into(), 0));
        let w = system_of_planet(&s, "wellon").unwrap();
        let before = units::count(&s.systems[w], 0, Infantry, Some("wellon"));
        let log = status::begin(&mut s);
        assert!(!logged(&log, "ti4-fx-log-mitosis"));
        assert_eq!(s.tech.pause, Some(Pause::Mitosis { seat: 0 }));
        let buttons: Vec<String> = Ti4::prompts(&s)
            .into_iter()
            .flat_map(|p| p.choices)
            .map(|c| c.notation)
            .collect();
        assert_eq!(buttons, vec!["use mitosis nestphar", "use mitosis wellon"]);
        assert!(
            play(&mut s, 0, "use mitosis jord").is_err(),
            "not Arborec's"
        );
        let log = play(&mut s, 0, "use mitosis wellon").unwrap().log;
        assert!(logged(&log, "ti4-fx-log-mitosis"));
        assert_eq!(
            units::count(&s.systems[w], 0, Infantry, Some("wellon")),
            before + 1
        );
        assert!(s.tech.pause.is_none());
    }

    /// Faction technology, Bioplasmosis: as the status phase ends, Arborec may move infantry
    /// between planets it controls in the same or adjacent systems. With Wellon held next to
    /// the home system, the question offers Nestphar to Wellon; the move is made, and the
    /// infantry that arrived cannot move on. Without the technology nothing is asked.
    #[test]
    fn bioplasmosis_moves_infantry_as_the_status_phase_ends() {
        use crate::core::Game;
        use crate::games::ti4::Ti4;
        use crate::games::ti4::content;
        use crate::games::ti4::effects::testkit::play;
        use crate::games::ti4::rules::{techs::Pause, units::adjacent_positions};
        use crate::games::ti4::state::{Phase, StatusStep};
        for owned in [true, false] {
            let mut s = game(["arborec", "hacan", "sol"]);
            if owned {
                s.players[0].techs.push("bioplasmosis".into());
            }
            let home = s.players[0].home_position;
            let near = adjacent_positions(&s, home);
            let Some(planet) = s
                .systems
                .iter()
                .filter(|x| near.contains(&x.position))
                .filter_map(|x| content::system(x.tile))
                .flat_map(|t| t.planets.iter().map(|p| p.id.clone()))
                .next()
            else {
                panic!("a planet next to the Arborec home");
            };
            s.control.retain(|(p, _)| *p != planet);
            s.control.push((planet.clone(), 0));
            s.phase = Phase::Status(StatusStep::Tokens {
                pending: Vec::new(),
            });
            let n = system_of_planet(&s, "nestphar").unwrap();
            let w = system_of_planet(&s, &planet).unwrap();
            let before = units::count(&s.systems[n], 0, Infantry, Some("nestphar"));
            assert!(before > 0);
            let _ = crate::games::ti4::effects::status_end(&mut s);
            if !owned {
                assert!(s.tech.pause.is_none());
                continue;
            }
            assert!(matches!(
                s.tech.pause,
                Some(Pause::Bioplasmosis { seat: 0, .. })
            ));
            let button = format!("use bioplasmosis nestphar {planet}");
            assert!(
                Ti4::prompts(&s)
                    .iter()
                    .flat_map(|p| p.choices.iter())
                    .any(|c| c.notation == button)
            );
            let log = play(&mut s, 0, &button).unwrap().log;
            assert!(logged(&log, "ti4-fx-log-bioplasmosis"));
            assert_eq!(
                units::count(&s.systems[n], 0, Infantry, Some("nestphar")),
                before - 1
            );
            assert_eq!(units::count(&s.systems[w], 0, Infantry, Some(&planet)), 1);
            // The infantry that arrived stays; the question goes on until `use none`.
            assert!(play(&mut s, 0, &format!("use bioplasmosis {planet} nestphar")).is_err());
            play(&mut s, 0, "use none").unwrap();
            assert!(s.tech.pause.is_none());
        }
    }

    /// Sheet, flagship Duha Menaimon: after Arborec activates its system, Arborec may produce
    /// up to 5 units there. Activating the flagship's system asks, with buttons; 2 infantry
    /// are produced in its space area. Activating another system asks nothing.
    #[test]
    fn flagship_produces_in_its_system_after_activation() {
        use crate::core::Game;
        use crate::games::ti4::Ti4;
        use crate::games::ti4::content::UnitKind::Flagship;
        use crate::games::ti4::effects::testkit::{play, pos, put_ships, turn_of};
        use crate::games::ti4::rules::techs::Pause;
        let mut s = turn_of(["arborec", "hacan", "sol"], 0);
        put_ships(&mut s, 19, &[(0, Flagship, 1)]);
        put_ships(&mut s, 27, &[]);
        let mut other = s.clone();
        play(&mut other, 0, "activate 27").unwrap();
        assert!(other.tech.pause.is_none());
        play(&mut s, 0, "activate 19").unwrap();
        assert_eq!(s.tech.pause, Some(Pause::Production { seat: 0, limit: 5 }));
        let button = Ti4::prompts(&s)
            .into_iter()
            .flat_map(|p| p.choices)
            .map(|c| c.notation)
            .find(|n| n.starts_with("use arborec_flagship 2 infantry"))
            .expect("a button for 2 infantry");
        assert!(
            play(&mut s, 0, "use arborec_flagship 6 infantry").is_err(),
            "up to 5"
        );
        let log = play(&mut s, 0, &button).unwrap().log;
        assert!(logged(&log, "ti4-fx-log-flagship-production"));
        let i = units::system_index(&s, pos(&s, 19)).unwrap();
        assert_eq!(units::count(&s.systems[i], 0, Infantry, None), 2);
        assert!(s.tech.pause.is_none());
    }
}
