//! The Federation of Sol: sheet abilities, faction technologies and flagship (Genesis).
//! Rule numbers are the Korean edition's (shared/rules/ti4.md 0.1); texts in our own words.

use crate::core::{GameRng, LogEntry, Msg, Seat};
use crate::games::WithArg;
use crate::games::ti4::content::{UnitKind, planet_name};
use crate::games::ti4::effects::placement::{self, place, reinforcements};
use crate::games::ti4::effects::{Ability, Hooks, Origin, Status, Timing};
use crate::games::ti4::rules::name;
use crate::games::ti4::state::State;

/// Every ability of Sol the registry knows.
pub static ABILITIES: &[Ability] = &[
    Ability::sheet(
        "sol.orbital_drop",
        "sol",
        "Orbital Drop",
        Timing::Action,
        Status::Automated,
        "ACTION `use orbital_drop <planet>` (a button per planet): 1 strategy-pool token, 2 infantry on a planet Sol controls",
    ),
    Ability::sheet(
        "sol.versatile",
        "sol",
        "Versatile",
        Timing::Status,
        Status::Automated,
        "status phase: 3 command tokens gained instead of 2",
    )
    .since(1)
    .with(Hooks {
        status_tokens: 1,
        ..Hooks::NONE
    }),
    Ability::sheet(
        "sol.advanced_carrier_ii",
        "sol",
        "Advanced Carrier II",
        Timing::Passive,
        Status::Automated,
        "unit statistics from the unit data; sustain damage included",
    )
    .origin(Origin::Tech),
    Ability::sheet(
        "sol.spec_ops_ii",
        "sol",
        "Spec Ops II",
        Timing::Destroyed,
        Status::Automated,
        "unit statistics from the unit data; the 5+ revival rolls when one is destroyed",
    )
    .origin(Origin::Tech),
    Ability::sheet(
        "sol.flagship",
        "sol",
        "Genesis",
        Timing::Status,
        Status::Automated,
        "combat 5x2 from the unit data; 1 infantry in its space area when the status phase ends",
    )
    .since(1)
    .origin(Origin::Unit("sol_flagship"))
    .with(Hooks {
        status_end: Some(genesis),
        ..Hooks::NONE
    }),
];

/// Orbital Drop's targets: the planets Sol controls on the board, while a strategy-pool token
/// and an infantry in reinforcements remain (§8.3: only an action that can be resolved).
pub fn orbital_drop_targets(state: &State, seat: Seat) -> Option<Vec<String>> {
    if state.players[seat].tokens.strategy == 0
        || reinforcements(state, seat, UnitKind::Infantry) == 0
    {
        return None;
    }
    let planets = placement::controlled_on_board(state, seat);
    (!planets.is_empty()).then_some(planets)
}

/// Orbital Drop: 1 strategy-pool token is spent; 2 infantry from reinforcements go on the
/// planet (fewer if fewer remain).
pub fn orbital_drop(
    state: &mut State,
    seat: Seat,
    args: &str,
    _rng: &mut GameRng,
) -> Result<Vec<LogEntry>, Msg> {
    let planet = placement::planet_arg(args, "ti4-fx-orbital-drop-help")?;
    if state.controller(&planet) != Some(seat) {
        return Err(Msg::new("ti4-card-not-your-planet"));
    }
    let i = placement::system_of_planet(state, &planet)
        .ok_or_else(|| Msg::new("ti4-card-planet-off-board"))?;
    placement::spend_strategy_token(state, seat)?;
    let n = place(state, seat, i, UnitKind::Infantry, Some(&planet), 2);
    Ok(vec![LogEntry::public(
        Msg::new("ti4-fx-log-orbital-drop")
            .text("player", name(state, seat))
            .num("count", i64::from(n))
            .with("planet", planet_name(&planet)),
    )])
}

/// Genesis: when the status phase ends, 1 infantry from reinforcements in its system's space.
fn genesis(state: &mut State, seat: Seat) -> Vec<LogEntry> {
    let Some(i) = state.systems.iter().position(|s| {
        s.units
            .iter()
            .any(|u| u.owner == seat && u.kind == UnitKind::Flagship && u.count > 0)
    }) else {
        return Vec::new();
    };
    let n = place(state, seat, i, UnitKind::Infantry, None, 1);
    if n == 0 {
        return Vec::new();
    }
    vec![LogEntry::public(
        Msg::new("ti4-fx-log-genesis")
            .text("player", name(state, seat))
            .num("tile", i64::from(state.systems[i].tile)),
    )]
}

#[cfg(test)]
mod tests {
    use crate::games::ti4::effects::testkit::game;
    use crate::games::ti4::rules::status::tokens_gained;

    /// Sheet, Versatile: 1 more command token whenever Sol gains tokens in the status phase
    /// (§64.5): 3 instead of 2, and 4 with Hyper Metabolism.
    #[test]
    fn versatile_gains_one_more_token_in_the_status_phase() {
        let mut s = game(["sol", "hacan", "letnev"]);
        assert_eq!(tokens_gained(&s, 0), 3);
        assert_eq!(tokens_gained(&s, 1), 2);
        s.players[0].techs.push("hyper_metabolism".into());
        assert_eq!(tokens_gained(&s, 0), 4);
    }

    /// Sheet, Orbital Drop (ACTION): 1 strategy-pool token for 2 infantry from reinforcements on
    /// a planet Sol controls (§8: a component action ends the turn). The turn prompt offers it
    /// per planet; Hacan may not use it; without a strategy token it is not offered (§8.3).
    #[test]
    fn orbital_drop_places_two_infantry_for_a_strategy_token() {
        use crate::games::ti4::content::UnitKind::Infantry;
        use crate::games::ti4::effects::component::choices;
        use crate::games::ti4::effects::placement::system_of_planet;
        use crate::games::ti4::effects::testkit::{logged, play, turn_of};
        use crate::games::ti4::rules::units;
        let mut s = turn_of(["sol", "hacan", "letnev"], 0);
        let i = system_of_planet(&s, "jord").unwrap();
        let before = units::count(&s.systems[i], 0, Infantry, Some("jord"));
        let tokens = s.players[0].tokens;
        let turns = s.turns_done;
        assert!(
            choices(&s, 0)
                .iter()
                .any(|c| c.notation == "use orbital_drop jord")
        );
        let r = play(&mut s, 0, "use orbital_drop jord").unwrap();
        assert!(logged(&r.log, "ti4-fx-log-orbital-drop"));
        assert_eq!(
            units::count(&s.systems[i], 0, Infantry, Some("jord")),
            before + 2
        );
        assert_eq!(s.players[0].tokens.strategy, tokens.strategy - 1);
        assert_eq!(
            s.players[0].tokens.reinforcements,
            tokens.reinforcements + 1
        );
        assert_eq!(s.turns_done, turns + 1, "the action ended the turn");
        // Not Sol's: refused; without a strategy token: not offered, refused.
        let mut s = turn_of(["sol", "hacan", "letnev"], 1);
        assert!(play(&mut s, 1, "use orbital_drop hercant").is_err());
        let mut s = turn_of(["sol", "hacan", "letnev"], 0);
        s.players[0].tokens.strategy = 0;
        assert!(
            !choices(&s, 0)
                .iter()
                .any(|c| c.notation.starts_with("use orbital_drop"))
        );
        assert!(play(&mut s, 0, "use orbital_drop jord").is_err());
    }

    /// Sheet, flagship Genesis: when the status phase ends, 1 infantry from reinforcements in
    /// the space area of its system (§79). Played through the token step that ends the phase.
    #[test]
    fn genesis_puts_an_infantry_in_its_space_when_the_status_phase_ends() {
        use crate::games::ti4::content::UnitKind::{Carrier, Flagship, Infantry};
        use crate::games::ti4::effects::testkit::{logged, play, pos, put_ships};
        use crate::games::ti4::rules::units;
        use crate::games::ti4::state::{Phase, StatusStep};
        let mut s = game(["sol", "hacan", "letnev"]);
        put_ships(&mut s, 19, &[(0, Flagship, 1), (1, Carrier, 1)]);
        put_ships(&mut s, 20, &[(1, Flagship, 1)]);
        s.phase = Phase::Status(StatusStep::Tokens {
            pending: vec![0, 1],
        });
        for seat in [0, 1] {
            let t = s.players[seat].tokens;
            let gain = tokens_gained(&s, seat).min(t.reinforcements);
            let r = play(
                &mut s,
                seat,
                &format!("tokens {} {} {}", t.tactic + gain, t.fleet, t.strategy),
            )
            .unwrap();
            assert_eq!(logged(&r.log, "ti4-fx-log-genesis"), seat == 1);
        }
        let i = units::system_index(&s, pos(&s, 19)).unwrap();
        assert_eq!(units::count(&s.systems[i], 0, Infantry, None), 1);
        let j = units::system_index(&s, pos(&s, 20)).unwrap();
        assert_eq!(
            units::count(&s.systems[j], 1, Infantry, None),
            0,
            "Hacan's flagship does not"
        );
    }
}
