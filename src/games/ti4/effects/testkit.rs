//! Test helpers for the effects registry: a 3-player game on the engine tests' fixed map with
//! the factions a test needs, and plays in the players' notation.

use crate::core::rules::Applied;
use crate::core::{Game, GameRng, Msg, Seat};
use crate::games::ti4::content::UnitKind;
use crate::games::ti4::rules::units;
use crate::games::ti4::state::{Phase, State, UnitGroup};
use crate::games::ti4::{PlayerSetup, Ti4, Ti4Setup};

/// The engine tests' fixture map (3 players). Ring 1 = 19, 44, 42, 41, 43, 26; ring 2 = 20 21
/// 22 23 24 25 27 28 29 30 31 39.
pub const MAP: &str = "19 44 42 41 43 26 20 21 22 23 24 25 27 28 29 30 31 39 -1 -1 32 0 33 -1 -1 -1 34 0 35 -1 -1 -1 36 0 40 -1";

/// A game after setup with `factions` in seats 0, 1, 2 (seat 0 the speaker).
pub fn game(factions: [&str; 3]) -> State {
    let setup = Ti4Setup {
        players: factions
            .iter()
            .map(|f| PlayerSetup {
                name: f.to_string(),
                faction: Some(f.to_string()),
                color: None,
            })
            .collect(),
        speaker: Some(0),
        map: Some(MAP.into()),
        vp_target: 10,
        rules: crate::games::ti4::setup::RULES,
    };
    Ti4::setup(&setup, &mut GameRng::for_step(5, 0)).unwrap()
}

/// The same game in the action phase, `seat` to act (no tactical action under way).
pub fn turn_of(factions: [&str; 3], seat: Seat) -> State {
    let mut s = game(factions);
    s.phase = Phase::Action {
        active: seat,
        tactical: None,
    };
    s
}

/// The board position of `tile`.
pub fn pos(s: &State, tile: u16) -> u32 {
    units::position_of_tile(s, tile).unwrap()
}

/// Clears the system with `tile` and puts `(owner, kind, count)` units in its space area.
pub fn put_ships(s: &mut State, tile: u16, list: &[(Seat, UnitKind, u8)]) {
    let i = units::system_index(s, pos(s, tile)).unwrap();
    s.systems[i].units.clear();
    for &(owner, kind, count) in list {
        s.systems[i].units.push(UnitGroup {
            owner,
            kind,
            count,
            planet: None,
            damaged: 0,
        });
    }
}

/// Parses and applies one play in the players' notation.
pub fn play(s: &mut State, seat: Seat, text: &str) -> Result<Applied, Msg> {
    let a = Ti4::parse_action(s, text)?;
    Ti4::apply(s, seat, &a, &mut GameRng::for_step(1, 60)).map_err(Msg::from)
}

/// A game with `attacker` (seat 0) and `defender` (seat 1) and a third faction, the attacker's
/// turn, and a space combat about to start (round 1, its start still to come) in the system at
/// tile 19 with these fleets in its space area.
pub fn battle(
    attacker: &str,
    a_units: &[(UnitKind, u8)],
    defender: &str,
    d_units: &[(UnitKind, u8)],
) -> State {
    use crate::games::ti4::state::{Combat, CombatKind, Tactical, TacticalStep};
    let third = ["hacan", "sol", "letnev", "xxcha"]
        .into_iter()
        .find(|f| *f != attacker && *f != defender)
        .unwrap_or("xxcha");
    let mut s = game([attacker, defender, third]);
    let mut list: Vec<(Seat, UnitKind, u8)> = Vec::new();
    list.extend(a_units.iter().map(|&(k, n)| (0, k, n)));
    list.extend(d_units.iter().map(|&(k, n)| (1, k, n)));
    put_ships(&mut s, 19, &list);
    s.phase = Phase::Action {
        active: 0,
        tactical: Some(Box::new(Tactical {
            system: pos(&s, 19),
            step: TacticalStep::Combat(Combat {
                kind: CombatKind::Space,
                attacker: 0,
                defender: 1,
                round: 1,
                fresh: true,
                barrage: true,
                ..Combat::default()
            }),
            ..Tactical::default()
        })),
    };
    s
}

/// The combat under way (panics if none).
pub fn combat_mut(s: &mut State) -> &mut crate::games::ti4::state::Combat {
    crate::games::ti4::rules::combat::combat_now_mut(s).expect("a combat")
}

/// Whether the log has a line with this message id.
pub fn logged(log: &[crate::core::LogEntry], id: &str) -> bool {
    log.iter().any(|e| e.msg.id == id)
}
