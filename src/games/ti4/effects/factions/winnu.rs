//! The Winnu: sheet abilities, faction technologies and flagship (Salai Sai Corian).
//! Rule numbers are the Korean edition's (shared/rules/ti4.md 0.1); texts in our own words.

use crate::core::{LogEntry, Msg, Seat};
use crate::games::ti4::content::{UnitDef, UnitKind};
use crate::games::ti4::effects::combat::RollCtx;
use crate::games::ti4::effects::placement;
use crate::games::ti4::effects::{Ability, Hooks, Origin, Permission, Status, Timing, UnitRoll};
use crate::games::ti4::rules::name;
use crate::games::ti4::state::State;

/// Every ability of Winnu the registry knows.
pub static ABILITIES: &[Ability] = &[
    Ability::sheet(
        "winnu.blood_ties",
        "winnu",
        "Blood Ties",
        Timing::Invasion,
        Status::Automated,
        "the custodians token is removed for no influence (no payment needed)",
    )
    .with(Hooks {
        permits: Some(Permission::FreeCustodians),
        ..Hooks::NONE
    }),
    Ability::sheet(
        "winnu.reclamation",
        "winnu",
        "Reclamation",
        Timing::Invasion,
        Status::Automated,
        "after a tactical action in which Winnu gained Mecatol Rex, a question before the turn ends: place 1 PDS and 1 space dock from reinforcements there (`use reclamation`), or `use none`",
    )
    .since(1)
    .with(Hooks {
        on_gain_planet: Some(reclamation_earned),
        after_tactical: Some(reclamation),
        ..Hooks::NONE
    }),
    Ability::sheet(
        "winnu.lazax_gate_folding",
        "winnu",
        "Lazax Gate Folding",
        Timing::Movement,
        Status::Automated,
        "during Winnu's tactical actions, while Winnu does not control Mecatol Rex, its system has an alpha and a beta wormhole for Winnu (adjacency, movement); ACTION `use lazax_gate_folding` (exhausted): 1 infantry on Mecatol Rex when Winnu controls it",
    )
    .since(1)
    .origin(Origin::Tech)
    .with(Hooks {
        mecatol_wormholes: true,
        ..Hooks::NONE
    }),
    Ability::sheet(
        "winnu.hegemonic_trade_policy",
        "winnu",
        "Hegemonic Trade Policy",
        Timing::Production,
        Status::Automated,
        "whenever Winnu's units use PRODUCTION (the tactical production step, the Minister of Industry question, the Warfare secondary), a button per ready planet whose influence is higher than its resources (`use hegemonic_trade_policy <planet>`; in the Warfare secondary `secondary hegemonic_trade_policy <planet> <order>`): exhausted, that planet's resource and influence values are swapped until the end of the turn, and every payment reads them; productions that are not PRODUCTION (Integrated Economy, Salvage Operations, Chaos Mapping, the Arborec flagship) do not offer it",
    )
    .since(1)
    .origin(Origin::Tech)
    .with(Hooks {
        timed_use: Some(hegemonic_trade_policy),
        production_offers: Some(hegemonic_offers),
        ..Hooks::NONE
    }),
    Ability::sheet(
        "winnu.flagship",
        "winnu",
        "Salai Sai Corian",
        Timing::CombatRoll,
        Status::Automated,
        "rolls 1 die per non-fighter ship of the opponent in its system, in the engine and /odds",
    )
    .origin(Origin::Unit("winnu_flagship"))
    .with(Hooks {
        roll: Some(flagship_dice),
        ..Hooks::NONE
    }),
];

/// Reclamation is earned by gaining Mecatol Rex during one's tactical action: it is asked
/// once the tactical action is resolved.
fn reclamation_earned(state: &mut State, seat: Seat, planet: &str) -> Vec<LogEntry> {
    use crate::games::ti4::rules::action_phase::active;
    if planet == "mecatol_rex" && matches!(active(state), Some((a, Some(_))) if a == seat) {
        state.tech.after_tactical = Some(seat);
    }
    Vec::new()
}

/// Reclamation (`use reclamation`, after the tactical action): 1 PDS and 1 space dock from
/// reinforcements on Mecatol Rex, while Winnu controls it and has one of them to place.
fn reclamation(state: &mut State, seat: Seat, _args: &str) -> Result<Vec<LogEntry>, Msg> {
    const PLANET: &str = "mecatol_rex";
    let Some(i) = placement::system_of_planet(state, PLANET) else {
        return Err(Msg::new("ti4-card-planet-off-board"));
    };
    if state.controller(PLANET) != Some(seat)
        || (placement::reinforcements(state, seat, UnitKind::Pds) == 0
            && placement::reinforcements(state, seat, UnitKind::SpaceDock) == 0)
    {
        return Err(Msg::new("ti4-fx-reclamation-not-now"));
    }
    let pds = placement::place(state, seat, i, UnitKind::Pds, Some(PLANET), 1);
    let dock = placement::place(state, seat, i, UnitKind::SpaceDock, Some(PLANET), 1);
    Ok(vec![LogEntry::public(
        Msg::new("ti4-fx-log-reclamation")
            .text("player", name(state, seat))
            .num("pds", i64::from(pds))
            .num("docks", i64::from(dock)),
    )])
}

/// Lazax Gate Folding's ACTION is available while Winnu controls Mecatol Rex and has an
/// infantry in reinforcements (no target to name).
pub fn gate_folding_targets(state: &State, seat: Seat) -> Option<Vec<String>> {
    (state.controller("mecatol_rex") == Some(seat)
        && placement::reinforcements(state, seat, UnitKind::Infantry) > 0)
        .then(Vec::new)
}

/// Lazax Gate Folding (ACTION, the card is exhausted by `use`): 1 infantry from reinforcements
/// on Mecatol Rex.
pub fn gate_folding(
    state: &mut State,
    seat: Seat,
    _args: &str,
    _rng: &mut crate::core::GameRng,
) -> Result<Vec<LogEntry>, Msg> {
    let i = placement::system_of_planet(state, "mecatol_rex")
        .ok_or_else(|| Msg::new("ti4-card-planet-off-board"))?;
    let n = placement::place(state, seat, i, UnitKind::Infantry, Some("mecatol_rex"), 1);
    Ok(vec![LogEntry::public(
        Msg::new("ti4-fx-log-gate-folding")
            .text("player", name(state, seat))
            .num("count", i64::from(n)),
    )])
}

/// Hegemonic Trade Policy (`use hegemonic_trade_policy <planet>` while Winnu's units use
/// PRODUCTION, `rules::production::producing`):
/// exhausted, the resource and influence values of 1 planet Winnu controls are swapped until
/// the end of the turn.
fn hegemonic_trade_policy(state: &mut State, seat: Seat, args: &str) -> Result<Vec<LogEntry>, Msg> {
    use crate::games::WithArg;
    use crate::games::ti4::rules::{production, techs};
    const TECH: &str = "hegemonic_trade_policy";
    if !production::producing(state, seat) {
        return Err(Msg::new("ti4-fx-hegemonic-not-now"));
    }
    techs::check_ready(state, seat, TECH)?;
    let planet = args.trim().to_ascii_lowercase();
    if state.controller(&planet) != Some(seat) {
        return Err(Msg::new("ti4-card-not-your-planet"));
    }
    techs::exhaust(state, seat, TECH);
    state.tech.swapped = Some((seat, planet.clone()));
    Ok(vec![LogEntry::public(
        Msg::new("ti4-fx-log-hegemonic")
            .text("player", name(state, seat))
            .with("planet", crate::games::ti4::content::planet_name(&planet)),
    )])
}

/// Hegemonic Trade Policy's buttons: Winnu's ready planets whose influence is higher than their
/// resources, while the card is ready at the production step.
fn hegemonic_offers(state: &State, seat: Seat) -> Vec<String> {
    use crate::games::ti4::rules::agenda_effects::{influence, resources};
    state.players[seat]
        .planets
        .iter()
        .filter(|c| !c.exhausted)
        .filter(|c| influence(state, &c.planet) > resources(state, &c.planet))
        .map(|c| c.planet.clone())
        .filter(|p| hegemonic_trade_policy(&mut state.clone(), seat, p).is_ok())
        .collect()
}

/// Salai Sai Corian: 1 die per non-fighter ship of the opponent in its system.
fn flagship_dice(ctx: &RollCtx, def: &UnitDef, roll: &mut UnitRoll) {
    if def.id == "winnu_flagship" {
        roll.dice = ctx.opp_nonfighter_ships;
    }
}

#[cfg(test)]
mod tests {
    use crate::games::ti4::content;
    use crate::games::ti4::effects::combat::{RollCtx, dice_per_unit};

    /// Sheet, flagship Salai Sai Corian: as many dice as the opponent has non-fighter ships.
    #[test]
    fn flagship_rolls_one_die_per_opposing_non_fighter_ship() {
        let flag = content::unit("winnu_flagship").unwrap();
        let units = [(flag, 1)];
        for n in [0, 1, 4] {
            let ctx = RollCtx {
                space: true,
                faction: "winnu",
                units: &units,
                opp_nonfighter_ships: n,
                rules: crate::games::ti4::setup::RULES,
            };
            assert_eq!(dice_per_unit(&ctx, flag), n);
        }
        let cruiser = content::unit("cruiser").unwrap();
        let ctx = RollCtx {
            space: true,
            faction: "winnu",
            units: &units,
            opp_nonfighter_ships: 4,
            rules: crate::games::ti4::setup::RULES,
        };
        assert_eq!(
            dice_per_unit(&ctx, cruiser),
            1,
            "other ships roll their own dice"
        );
    }

    /// In the engine: the flagship's roll in the log has one die per opposing non-fighter ship.
    #[test]
    fn engine_rolls_the_flagship_dice_per_opposing_ship() {
        use crate::core::GameRng;
        use crate::core::msg::Arg;
        use crate::games::ti4::content::UnitKind::{
            Carrier, Cruiser, Destroyer, Fighter, Flagship,
        };
        use crate::games::ti4::effects::testkit::battle;
        use crate::games::ti4::rules::combat;
        let mut s = battle(
            "winnu",
            &[(Flagship, 1)],
            "hacan",
            &[(Cruiser, 2), (Destroyer, 1), (Carrier, 1), (Fighter, 2)],
        );
        let log = combat::roll_round(&mut s, &mut GameRng::for_step(3, 3));
        let roll = log
            .iter()
            .find(|e| e.msg.id == "ti4-log-combat-roll")
            .expect("the attacker rolled");
        let dice = roll.msg.args.iter().find_map(|(k, v)| match v {
            Arg::Text(t) if k == "dice" => Some(t.clone()),
            _ => None,
        });
        let n = dice
            .unwrap()
            .split(|c: char| !c.is_ascii_digit())
            .filter(|w| !w.is_empty())
            .count();
        assert_eq!(
            n, 4,
            "2 cruisers, a destroyer and a carrier; fighters don't count"
        );
    }

    /// Sheet, Blood Ties: removing the custodians token costs Winnu no influence; Hacan must
    /// pay (§7.2). Both land 1 infantry on Mecatol Rex with no payment named.
    #[test]
    fn blood_ties_removes_the_custodians_for_free() {
        use crate::core::GameRng;
        use crate::games::ti4::content::UnitKind::{Carrier, Infantry};
        use crate::games::ti4::effects::testkit::{pos, put_ships, turn_of};
        use crate::games::ti4::rules::invasion::commit;
        use crate::games::ti4::state::{Phase, Tactical, TacticalStep};
        for (seat, free) in [(0, true), (1, false)] {
            let mut s = turn_of(["winnu", "hacan", "sol"], seat);
            put_ships(&mut s, 18, &[(seat, Carrier, 1), (seat, Infantry, 2)]);
            s.phase = Phase::Action {
                active: seat,
                tactical: Some(Box::new(Tactical {
                    system: pos(&s, 18),
                    step: TacticalStep::Invasion,
                    ..Tactical::default()
                })),
            };
            let vp = s.players[seat].victory_points;
            let landing = [("mecatol_rex".to_string(), 1)];
            let r = commit(
                &mut s,
                seat,
                &landing,
                None,
                None,
                &mut GameRng::for_step(1, 1),
            );
            if free {
                // The public log says no influence was spent (Blood Ties), not 6.
                let ids: Vec<String> = r.unwrap().log.iter().map(|l| l.msg.id.clone()).collect();
                assert!(
                    ids.iter().any(|i| i == "ti4-log-custodians-free"),
                    "{ids:?}"
                );
                assert!(!ids.iter().any(|i| i == "ti4-log-custodians"), "{ids:?}");
                assert!(!s.custodians);
                assert_eq!(s.players[seat].victory_points, vp + 1);
                assert_eq!(s.controller("mecatol_rex"), Some(seat));
                // Recorded for the focus key as the paid removal is (§7 KO).
                assert!(s.happened.iter().any(|h| h.position == pos(&s, 18)
                    && h.active == seat
                    && h.what == crate::games::ti4::state::Happened::Custodians { seat }));
            } else {
                assert_eq!(r.unwrap_err().id, "ti4-custodians");
                assert!(s.custodians);
            }
        }
    }

    /// Sheet, Reclamation: after the tactical action in which Winnu gained Mecatol Rex, Winnu
    /// is asked before the turn ends; used, 1 PDS and 1 space dock from reinforcements go on
    /// it. Hacan taking it gets no question and none.
    #[test]
    fn reclamation_builds_on_mecatol_rex() {
        use crate::core::GameRng;
        use crate::games::ti4::content::UnitKind::{Carrier, Infantry, Pds, SpaceDock};
        use crate::games::ti4::effects::testkit::{pos, put_ships, turn_of};
        use crate::games::ti4::rules::invasion::commit;
        use crate::games::ti4::rules::units;
        use crate::games::ti4::state::{Phase, Tactical, TacticalStep};
        for (seat, built) in [(0, 1), (1, 0)] {
            let mut s = turn_of(["winnu", "hacan", "sol"], seat);
            s.custodians = false;
            put_ships(&mut s, 18, &[(seat, Carrier, 1), (seat, Infantry, 1)]);
            s.phase = Phase::Action {
                active: seat,
                tactical: Some(Box::new(Tactical {
                    system: pos(&s, 18),
                    step: TacticalStep::Invasion,
                    ..Tactical::default()
                })),
            };
            let landing = [("mecatol_rex".to_string(), 1)];
            commit(
                &mut s,
                seat,
                &landing,
                None,
                None,
                &mut GameRng::for_step(1, 1),
            )
            .unwrap();
            assert_eq!(s.controller("mecatol_rex"), Some(seat));
            let i = units::system_index(&s, pos(&s, 18)).unwrap();
            assert_eq!(
                units::count(&s.systems[i], seat, Pds, Some("mecatol_rex")),
                0,
                "not before the tactical action is resolved"
            );
            // The tactical action ends (with its production step, if it has one).
            if s.tech.pause.is_none() {
                let _ = crate::games::ti4::effects::testkit::play(&mut s, seat, "produce none");
            }
            let asked = s.tech.pause
                == Some(crate::games::ti4::rules::techs::Pause::AfterTactical { seat });
            assert_eq!(asked, built == 1);
            if asked {
                let log =
                    crate::games::ti4::effects::testkit::play(&mut s, seat, "use reclamation")
                        .unwrap()
                        .log;
                assert!(crate::games::ti4::effects::testkit::logged(
                    &log,
                    "ti4-fx-log-reclamation"
                ));
                assert!(s.tech.pause.is_none());
            }
            for kind in [Pds, SpaceDock] {
                assert_eq!(
                    units::count(&s.systems[i], seat, kind, Some("mecatol_rex")),
                    built
                );
            }
        }
    }

    /// Faction technology, Lazax Gate Folding (ACTION): while Winnu controls Mecatol Rex,
    /// exhaust it to put 1 infantry from reinforcements there; not offered otherwise.
    #[test]
    fn lazax_gate_folding_puts_an_infantry_on_mecatol_rex() {
        use crate::games::ti4::content::UnitKind::Infantry;
        use crate::games::ti4::effects::component::choices;
        use crate::games::ti4::effects::testkit::{play, pos, turn_of};
        use crate::games::ti4::rules::units;
        let mut s = turn_of(["winnu", "hacan", "sol"], 0);
        s.players[0].techs.push("lazax_gate_folding".into());
        let offered = |s: &crate::games::ti4::state::State| {
            choices(s, 0)
                .iter()
                .any(|c| c.notation == "use lazax_gate_folding")
        };
        assert!(!offered(&s));
        assert!(play(&mut s, 0, "use lazax_gate_folding").is_err());
        s.control.push(("mecatol_rex".into(), 0));
        assert!(offered(&s));
        play(&mut s, 0, "use lazax_gate_folding").unwrap();
        let i = units::system_index(&s, pos(&s, 18)).unwrap();
        assert_eq!(
            units::count(&s.systems[i], 0, Infantry, Some("mecatol_rex")),
            1
        );
        assert!(
            s.players[0]
                .exhausted_techs
                .iter()
                .any(|t| t == "lazax_gate_folding")
        );
    }

    /// Faction technology, Lazax Gate Folding: during Winnu's tactical action, while Winnu
    /// does not control Mecatol Rex, its system has an alpha and a beta wormhole: it is
    /// adjacent to Quann (tile 25, beta, ring 2) for Winnu; not for Hacan, not outside a tactical
    /// action, not once Winnu controls Mecatol Rex, not without the technology.
    #[test]
    fn lazax_gate_folding_gives_mecatol_rex_wormholes_in_tactical_actions() {
        use crate::games::ti4::effects::testkit::{pos, turn_of};
        use crate::games::ti4::rules::units::{adjacent_for, adjacent_positions};
        use crate::games::ti4::state::{Phase, Tactical};
        let mut s = turn_of(["winnu", "hacan", "sol"], 0);
        s.players[0].techs.push("lazax_gate_folding".into());
        let (mecatol, quann) = (pos(&s, 18), pos(&s, 25));
        assert!(!adjacent_positions(&s, quann).contains(&mecatol));
        assert!(
            !adjacent_for(&s, 0, quann).contains(&mecatol),
            "no tactical action"
        );
        s.phase = Phase::Action {
            active: 0,
            tactical: Some(Box::new(Tactical {
                system: quann,
                ..Tactical::default()
            })),
        };
        assert!(adjacent_for(&s, 0, quann).contains(&mecatol));
        assert!(adjacent_for(&s, 0, mecatol).contains(&quann));
        assert!(!adjacent_for(&s, 1, quann).contains(&mecatol), "Hacan");
        let mut held = s.clone();
        held.control.push(("mecatol_rex".into(), 0));
        assert!(!adjacent_for(&held, 0, quann).contains(&mecatol));
        let mut without = s.clone();
        without.players[0].techs.clear();
        assert!(!adjacent_for(&without, 0, quann).contains(&mecatol));
        let mut old = s.clone();
        old.rules = 0;
        assert!(!adjacent_for(&old, 0, quann).contains(&mecatol));
    }

    /// Sheet, Reclamation is a "may": declined, nothing is placed and the turn ends.
    #[test]
    fn reclamation_may_be_declined() {
        use crate::core::GameRng;
        use crate::games::ti4::content::UnitKind::{Carrier, Infantry, Pds};
        use crate::games::ti4::effects::testkit::{play, pos, put_ships, turn_of};
        use crate::games::ti4::rules::invasion::commit;
        use crate::games::ti4::rules::techs::Pause;
        use crate::games::ti4::rules::units;
        use crate::games::ti4::state::{Phase, Tactical, TacticalStep};
        let mut s = turn_of(["winnu", "hacan", "sol"], 0);
        s.custodians = false;
        put_ships(&mut s, 18, &[(0, Carrier, 1), (0, Infantry, 1)]);
        s.phase = Phase::Action {
            active: 0,
            tactical: Some(Box::new(Tactical {
                system: pos(&s, 18),
                step: TacticalStep::Invasion,
                ..Tactical::default()
            })),
        };
        let landing = [("mecatol_rex".to_string(), 1)];
        commit(
            &mut s,
            0,
            &landing,
            None,
            None,
            &mut GameRng::for_step(1, 1),
        )
        .unwrap();
        if s.tech.pause.is_none() {
            let _ = play(&mut s, 0, "produce none");
        }
        assert_eq!(s.tech.pause, Some(Pause::AfterTactical { seat: 0 }));
        play(&mut s, 0, "use none").unwrap();
        assert!(s.tech.pause.is_none());
        let i = units::system_index(&s, pos(&s, 18)).unwrap();
        assert_eq!(units::count(&s.systems[i], 0, Pds, Some("mecatol_rex")), 0);
        assert!(
            !matches!(s.phase, Phase::Action { active: 0, .. }),
            "the turn ended"
        );
    }

    /// Faction technology Hegemonic Trade Policy: when Winnu's units use PRODUCTION, exhaust
    /// it to swap a planet's resource and influence values until the end of the turn. Offered
    /// at the production step for a planet with more influence than resources; used, the values
    /// are swapped, and back once the turn ends. Not offered without the technology.
    #[test]
    fn hegemonic_trade_policy_swaps_a_planets_values_at_production() {
        use crate::core::Game;
        use crate::games::ti4::Ti4;
        use crate::games::ti4::effects::testkit::{logged, play, turn_of};
        use crate::games::ti4::rules::action_phase::next_turn;
        use crate::games::ti4::rules::agenda_effects::{influence, resources};
        use crate::games::ti4::state::{Phase, Tactical, TacticalStep};
        for owned in [true, false] {
            let mut s = turn_of(["winnu", "hacan", "sol"], 0);
            if owned {
                s.players[0].techs.push("hegemonic_trade_policy".into());
            }
            let home = s.players[0].home_position;
            s.phase = Phase::Action {
                active: 0,
                tactical: Some(Box::new(Tactical {
                    system: home,
                    step: TacticalStep::Production,
                    ..Tactical::default()
                })),
            };
            let button = Ti4::prompts(&s)
                .into_iter()
                .filter(|p| p.seat == 0)
                .flat_map(|p| p.choices)
                .find(|c| c.notation.starts_with("use hegemonic_trade_policy "));
            assert_eq!(button.is_some(), owned);
            let Some(button) = button else {
                continue;
            };
            let planet = button.notation.rsplit(' ').next().unwrap().to_string();
            let (r, i) = (resources(&s, &planet), influence(&s, &planet));
            assert!(i > r);
            let log = play(&mut s, 0, &button.notation).unwrap().log;
            assert!(logged(&log, "ti4-fx-log-hegemonic"));
            assert_eq!((resources(&s, &planet), influence(&s, &planet)), (i, r));
            assert!(play(&mut s, 0, &button.notation).is_err(), "exhausted");
            next_turn(&mut s);
            assert_eq!((resources(&s, &planet), influence(&s, &planet)), (r, i));
        }
    }

    /// Faction technology Hegemonic Trade Policy is used "when 1 or more of your units use
    /// PRODUCTION": the Warfare secondary (the home space dock's PRODUCTION, §60) is one. Winnu's
    /// secondary buttons offer it on Winnu (3 resources, 4 influence): used, the planet pays 4
    /// for 2 cruisers, which 3 resources could not. Without the technology no such button, and
    /// typed it is refused.
    #[test]
    fn hegemonic_trade_policy_at_the_warfare_secondary() {
        use crate::core::{Game, GameRng};
        use crate::games::ti4::Ti4;
        use crate::games::ti4::content::UnitKind::Cruiser;
        use crate::games::ti4::effects::testkit::{logged, play, turn_of};
        use crate::games::ti4::rules::strategic::{Strategic, WARFARE, open_secondaries};
        use crate::games::ti4::rules::units;
        const ORDER: &str = "secondary hegemonic_trade_policy winnu 2 cruiser pay winnu";
        for owned in [true, false] {
            let mut s = turn_of(["winnu", "hacan", "sol"], 1);
            s.players[0].tokens.fleet = 6;
            if owned {
                s.players[0].techs.push("hegemonic_trade_policy".into());
            }
            s.strategic = Some(Strategic {
                card: WARFARE,
                holder: 1,
                secondary: None,
                agenda_look: false,
                draft: None,
            });
            open_secondaries(&mut s, 1, Vec::new(), &mut GameRng::for_step(1, 1));
            let buttons: Vec<String> = Ti4::prompts(&s)
                .into_iter()
                .filter(|p| p.seat == 0)
                .flat_map(|p| p.choices)
                .map(|c| c.notation)
                .collect();
            // The home dock's production is built a unit at a time (rules/draft.rs).
            assert!(
                buttons.iter().any(|b| b == "draft +infantry"),
                "{buttons:?}"
            );
            let offered = buttons
                .iter()
                .any(|b| b.starts_with("secondary hegemonic_trade_policy winnu "));
            assert_eq!(offered, owned, "{buttons:?}");
            assert!(
                play(&mut s, 0, "secondary 2 cruiser pay winnu").is_err(),
                "3 resources"
            );
            let r = play(&mut s, 0, ORDER);
            if !owned {
                assert!(r.is_err());
                continue;
            }
            r.unwrap();
            let i = units::system_index(&s, s.players[0].home_position).unwrap();
            let before = units::count(&s.systems[i], 0, Cruiser, None);
            let log = play(&mut s, 2, "decline").unwrap().log;
            assert!(logged(&log, "ti4-fx-log-hegemonic"));
            assert_eq!(units::count(&s.systems[i], 0, Cruiser, None), before + 2);
            assert!(
                s.players[0]
                    .exhausted_techs
                    .iter()
                    .any(|t| t == "hegemonic_trade_policy")
            );
        }
    }

    /// Hegemonic Trade Policy at the Minister of Industry question (the units of the new dock's
    /// system use PRODUCTION): offered there, used without closing the question; the swapped
    /// value then pays.
    #[test]
    fn hegemonic_trade_policy_at_minister_of_industry() {
        use crate::core::Game;
        use crate::games::ti4::Ti4;
        use crate::games::ti4::content::UnitKind::Cruiser;
        use crate::games::ti4::effects::testkit::{play, turn_of};
        use crate::games::ti4::rules::techs::Pause;
        use crate::games::ti4::rules::units;
        let mut s = turn_of(["winnu", "hacan", "sol"], 0);
        s.players[0].techs.push("hegemonic_trade_policy".into());
        s.players[0].tokens.fleet = 6;
        let home = s.players[0].home_position;
        s.tech.pause = Some(Pause::MinisterOfIndustry {
            seat: 0,
            position: home,
        });
        let offered = Ti4::prompts(&s)
            .into_iter()
            .filter(|p| p.seat == 0)
            .flat_map(|p| p.choices)
            .any(|c| c.notation == "use hegemonic_trade_policy winnu");
        assert!(offered);
        assert!(play(&mut s, 0, "use minister_of_industry 2 cruiser pay winnu").is_err());
        play(&mut s, 0, "use hegemonic_trade_policy winnu").unwrap();
        assert!(matches!(
            s.tech.pause,
            Some(Pause::MinisterOfIndustry { .. })
        ));
        let i = units::system_index(&s, home).unwrap();
        let before = units::count(&s.systems[i], 0, Cruiser, None);
        play(&mut s, 0, "use minister_of_industry 2 cruiser pay winnu").unwrap();
        assert_eq!(units::count(&s.systems[i], 0, Cruiser, None), before + 2);
        // Not at another player's question, nor outside a production.
        let mut other = turn_of(["winnu", "hacan", "sol"], 0);
        other.players[0].techs.push("hegemonic_trade_policy".into());
        assert!(play(&mut other, 0, "use hegemonic_trade_policy winnu").is_err());
    }

    /// The payment made by the engine when no exact payment exists (status::pay's fallback)
    /// reads the swapped values: Meer (0 resources, 4 influence) swapped pays 4 resources.
    #[test]
    fn engine_payment_reads_swapped_values() {
        use crate::games::ti4::effects::testkit::turn_of;
        use crate::games::ti4::rules::status::{Cost, pay};
        use crate::games::ti4::state::PlanetCard;
        for swapped in [true, false] {
            let mut s = turn_of(["winnu", "hacan", "sol"], 0);
            s.players[0].trade_goods = 0;
            s.players[0].planets = vec![PlanetCard {
                planet: "meer".into(),
                exhausted: false,
            }];
            s.control.retain(|(p, _)| p != "meer");
            s.control.push(("meer".into(), 0));
            if swapped {
                s.tech.swapped = Some((0, "meer".into()));
            }
            pay(&mut s, 0, Cost::Resources(20));
            assert_eq!(s.players[0].planets[0].exhausted, swapped);
        }
    }
}
