//! Objectives (§16, §64.1), claims, and deals (§5, §1) through the pure engine (Korean-edition
//! numbers, shared/rules/ti4.md section 0.1).
//!
//! `every_objective_in_the_data_has_a_tested_condition` walks the whole objective data: each
//! status-phase objective with a false and a true state (and `score` refused, then accepted), each
//! action-phase objective with its event missing and present. The other tests play the events
//! through the engine (combats, bombardment, space cannon offense), the one-per-combat limit
//! (§16.7), the claim-and-confirm flow, secrecy, and deals.

use starpost::core::Game;
use starpost::core::rules::{Applied, Viewer};
use starpost::core::{GameRng, Msg, Visibility};
use starpost::games::ti4::Ti4;
use starpost::games::ti4::action::Action;
use starpost::games::ti4::content::{
    self, PlanetTrait, ScoringPhase, SystemKind, TechColor, UnitKind,
};
use starpost::games::ti4::rules::objectives::{self, Event};
use starpost::games::ti4::rules::{status, units};
use starpost::games::ti4::state::{CombatKind, Phase, PlanetCard, State, TacticalStep};

use crate::fixtures;
use fixtures::{at_status, play, play_seeded, pos, set_units};

const SOL: usize = 0;
const LETNEV: usize = 1;
const HACAN: usize = 2;

/// The fixture game in the action phase, Sol to act (initiative Sol, Letnev, Hacan).
fn game() -> State {
    // Without Antimass Deflectors the asteroid field blocks (as in ti4_tactical.rs).
    let mut s = fixtures::without_antimass();
    for p in &mut s.players {
        p.tokens.fleet = 6;
    }
    s
}

fn refused(r: Result<Applied, Msg>) -> String {
    r.expect_err("should be refused").id
}

fn add(s: &mut State, pos: u32, seat: usize, kind: UnitKind, n: u32) {
    let i = units::system_index(s, pos).unwrap();
    units::add(&mut s.systems[i], seat, kind, None, n);
}

/// Gives `seat` control of planets (cards ready).
fn give(s: &mut State, seat: usize, planets: &[String]) {
    for p in planets {
        s.control.retain(|(q, _)| q != p);
        s.control.push((p.clone(), seat));
        s.players[seat].planets.push(PlanetCard {
            planet: p.clone(),
            exhausted: false,
        });
    }
}

/// `n` planets nobody controls, outside home systems and Mecatol Rex, that pass `pred`.
fn free_planets(s: &State, n: usize, pred: impl Fn(&content::Planet) -> bool) -> Vec<String> {
    let out: Vec<String> = content::content()
        .planets()
        .filter(|(sys, _)| sys.kind == SystemKind::Blue)
        .filter(|(_, p)| s.controller(&p.id).is_none() && pred(p))
        .map(|(_, p)| p.id.clone())
        .take(n)
        .collect();
    assert_eq!(out.len(), n, "not enough planets for the test");
    out
}

fn techs_of(c: TechColor, n: usize) -> Vec<String> {
    content::content()
        .technologies
        .iter()
        .filter(|t| t.faction.is_none() && t.color == Some(c))
        .take(n)
        .map(|t| t.id.clone())
        .collect()
}

fn upgrades(n: usize) -> Vec<String> {
    content::content()
        .technologies
        .iter()
        .filter(|t| t.faction.is_none() && t.unit_upgrade.is_some())
        .take(n)
        .map(|t| t.id.clone())
        .collect()
}

/// Removes every unit of `kind` that `seat` has on the board.
fn clear_kind(s: &mut State, seat: usize, kind: UnitKind) {
    for sys in &mut s.systems {
        sys.units.retain(|u| !(u.owner == seat && u.kind == kind));
    }
}

/// Removes every ship of `seat` from the board.
fn clear_ships(s: &mut State, seat: usize) {
    for sys in &mut s.systems {
        sys.units.retain(|u| !(u.owner == seat && u.kind.is_ship()));
    }
}

fn home(s: &State, seat: usize) -> u32 {
    s.players[seat].home_position
}

/// A status-phase objective: turns `s` (Sol in status step 1) into a state where the condition
/// is not met, then returns the change that meets it.
#[allow(clippy::type_complexity)]
fn status_case(id: &str, s: &mut State) -> Box<dyn Fn(&mut State)> {
    let p = SOL;
    s.players[p].trade_goods = 0;
    s.players[p].techs.clear();
    let trait_case = |s: &mut State, t: PlanetTrait, n: usize| -> Box<dyn Fn(&mut State)> {
        let have = free_planets(s, n - 1, |q| q.planet_trait == Some(t));
        give(s, p, &have);
        let more = free_planets(s, 1, |q| q.planet_trait == Some(t));
        Box::new(move |s: &mut State| give(s, p, &more))
    };
    let count_case = |s: &mut State, n: usize, pred: fn(&content::Planet) -> bool| {
        let have = free_planets(s, n - 1, pred);
        give(s, p, &have);
        let more = free_planets(s, 1, pred);
        Box::new(move |s: &mut State| give(s, p, &more)) as Box<dyn Fn(&mut State)>
    };
    let tokens = |s: &mut State, n: u8| -> Box<dyn Fn(&mut State)> {
        s.players[p].tokens.tactic = n - 1;
        s.players[p].tokens.strategy = 0;
        Box::new(|s: &mut State| s.players[SOL].tokens.strategy += 1)
    };
    // Sol's only planet is Jord (4 resources, 2 influence).
    let resources = |n: u8| -> Box<dyn Fn(&mut State)> {
        Box::new(move |s: &mut State| s.players[SOL].trade_goods = n - 4)
    };
    let influence = |n: u8| -> Box<dyn Fn(&mut State)> {
        Box::new(move |s: &mut State| s.players[SOL].trade_goods = n - 2)
    };
    let unit_count = |s: &mut State, kind: UnitKind, n: u32| -> Box<dyn Fn(&mut State)> {
        clear_kind(s, p, kind);
        let at = home(s, p);
        let i = units::system_index(s, at).unwrap();
        let planet = (!kind.is_ship()).then_some("jord");
        units::add(&mut s.systems[i], p, kind, planet, n - 1);
        Box::new(move |s: &mut State| {
            let i = units::system_index(s, at).unwrap();
            units::add(&mut s.systems[i], SOL, kind, planet, 1);
        })
    };
    match id {
        "corner_the_market" => trait_case(s, PlanetTrait::Hazardous, 4),
        "unify_the_colonies" => trait_case(s, PlanetTrait::Industrial, 6),
        "forge_an_alliance" => trait_case(s, PlanetTrait::Cultural, 4),
        "mine_rare_metals" => trait_case(s, PlanetTrait::Hazardous, 4),
        "monopolize_production" => trait_case(s, PlanetTrait::Industrial, 4),
        "expand_borders" => count_case(s, 6, |_| true),
        "subdue_the_galaxy" => count_case(s, 11, |_| true),
        "found_research_outposts" => count_case(s, 3, |q| q.specialty.is_some()),
        "form_galactic_brain_trust" => count_case(s, 5, |q| q.specialty.is_some()),
        "develop_weaponry" | "revolutionize_warfare" => {
            let n = if id == "develop_weaponry" { 2 } else { 3 };
            let all = upgrades(n);
            s.players[p].techs = all[..n - 1].to_vec();
            Box::new(move |s: &mut State| s.players[SOL].techs = all.clone())
        }
        "diversify_research" => {
            let mut t = techs_of(TechColor::Biotic, 2);
            t.extend(techs_of(TechColor::Warfare, 1));
            s.players[p].techs = t;
            Box::new(|s: &mut State| {
                s.players[SOL]
                    .techs
                    .extend(techs_of(TechColor::Warfare, 2).into_iter().skip(1))
            })
        }
        "master_the_sciences" => {
            let mut t: Vec<String> = TechColor::ALL
                .iter()
                .flat_map(|c| techs_of(*c, 2))
                .collect();
            let last = t.pop().unwrap();
            s.players[p].techs = t;
            Box::new(move |s: &mut State| s.players[SOL].techs.push(last.clone()))
        }
        "master_the_laws_of_physics" => {
            let mut t = techs_of(TechColor::Propulsion, 4);
            let last = t.pop().unwrap();
            s.players[p].techs = t;
            Box::new(move |s: &mut State| s.players[SOL].techs.push(last.clone()))
        }
        "adapt_new_strategies" => {
            let mine: Vec<String> = content::content()
                .technologies
                .iter()
                .filter(|t| t.faction.as_deref() == Some("sol"))
                .map(|t| t.id.clone())
                .collect();
            s.players[p].techs = vec![mine[0].clone()];
            Box::new(move |s: &mut State| s.players[SOL].techs = mine.clone())
        }
        "erect_a_monument" => resources(8),
        "found_a_golden_age" => resources(16),
        "sway_the_council" => influence(8),
        "manipulate_galactic_law" => influence(16),
        "negotiate_trade_routes" => Box::new(|s: &mut State| s.players[SOL].trade_goods = 5),
        "centralize_galactic_trade" => Box::new(|s: &mut State| s.players[SOL].trade_goods = 10),
        "lead_from_the_front" => tokens(s, 3),
        "galvanize_the_people" => tokens(s, 6),
        "form_a_spy_network" => {
            s.players[p].action_cards = ["sabotage", "sabotage", "direct_hit", "upgrade"]
                .map(str::to_string)
                .to_vec();
            Box::new(|s: &mut State| s.players[SOL].action_cards.push("sabotage".into()))
        }
        "establish_a_perimeter" => unit_count(s, UnitKind::Pds, 4),
        "fuel_the_war_machine" => unit_count(s, UnitKind::SpaceDock, 3),
        "gather_a_mighty_fleet" => unit_count(s, UnitKind::Dreadnought, 5),
        "conquer_the_weak" => {
            let theirs = content::system(s.system_at(home(s, LETNEV)).unwrap().tile)
                .unwrap()
                .planets[0]
                .id
                .clone();
            Box::new(move |s: &mut State| give(s, SOL, std::slice::from_ref(&theirs)))
        }
        "intimidate_council" => {
            clear_ships(s, p);
            add(s, 1, p, UnitKind::Cruiser, 1);
            Box::new(|s: &mut State| add(s, 6, SOL, UnitKind::Cruiser, 1))
        }
        "control_the_region" => {
            clear_ships(s, p);
            for pos in [7, 8, 9, 10, 11] {
                add(s, pos, p, UnitKind::Destroyer, 1);
            }
            Box::new(|s: &mut State| add(s, 13, SOL, UnitKind::Destroyer, 1))
        }
        "become_the_gatekeeper" => {
            clear_ships(s, p);
            let alpha = pos(s, 26);
            let beta = pos(s, 25);
            add(s, alpha, p, UnitKind::Cruiser, 1);
            Box::new(move |s: &mut State| add(s, beta, SOL, UnitKind::Cruiser, 1))
        }
        "cut_supply_lines" => {
            // Letnev's space dock is in their home system.
            let theirs = home(s, LETNEV);
            Box::new(move |s: &mut State| add(s, theirs, SOL, UnitKind::Cruiser, 1))
        }
        "learn_the_secrets_of_the_cosmos" => {
            // Positions 2–5 hold the anomalies; 0, 1 and 6 lie next to them.
            clear_ships(s, p);
            add(s, 0, p, UnitKind::Cruiser, 1);
            add(s, 1, p, UnitKind::Cruiser, 1);
            Box::new(|s: &mut State| add(s, 6, SOL, UnitKind::Cruiser, 1))
        }
        "occupy_the_seat_of_the_empire" => {
            give(s, p, &["mecatol_rex".to_string()]);
            add(s, 0, p, UnitKind::Cruiser, 2);
            Box::new(|s: &mut State| add(s, 0, SOL, UnitKind::Cruiser, 1))
        }
        "threaten_enemies" => {
            clear_ships(s, p);
            let next_to = units::adjacent_positions(s, home(s, LETNEV))[0];
            Box::new(move |s: &mut State| add(s, next_to, SOL, UnitKind::Destroyer, 1))
        }
        other => panic!("no status-phase case for {other}"),
    }
}

/// An action-phase objective: the event that meets it for Sol, and one that does not.
fn action_case(id: &str) -> (Event, Event) {
    match id {
        "destroy_their_greatest_ship" => (
            Event::Destroyed {
                by: SOL,
                owner: LETNEV,
                unit: UnitKind::Flagship,
                combat: Some(1),
            },
            Event::Destroyed {
                by: SOL,
                owner: LETNEV,
                unit: UnitKind::Dreadnought,
                combat: Some(1),
            },
        ),
        "spark_a_rebellion" => (
            Event::CombatWon {
                winner: SOL,
                loser: LETNEV,
                kind: CombatKind::Ground,
                combat: 1,
                loser_led: true,
                flagship: false,
            },
            Event::CombatWon {
                winner: SOL,
                loser: LETNEV,
                kind: CombatKind::Ground,
                combat: 1,
                loser_led: false,
                flagship: false,
            },
        ),
        "unveil_flagship" => (
            Event::CombatWon {
                winner: SOL,
                loser: LETNEV,
                kind: CombatKind::Space,
                combat: 1,
                loser_led: false,
                flagship: true,
            },
            Event::CombatWon {
                winner: SOL,
                loser: LETNEV,
                kind: CombatKind::Space,
                combat: 1,
                loser_led: false,
                flagship: false,
            },
        ),
        "make_an_example_of_their_world" => (
            Event::WipedOut {
                by: SOL,
                victim: LETNEV,
                planet: "wellon".into(),
            },
            Event::WipedOut {
                by: LETNEV,
                victim: SOL,
                planet: "wellon".into(),
            },
        ),
        "turn_their_fleets_to_dust" => (
            Event::Dusted {
                by: SOL,
                victim: LETNEV,
            },
            Event::Dusted {
                by: HACAN,
                victim: LETNEV,
            },
        ),
        other => panic!("no action-phase case for {other}"),
    }
}

fn score_offered(s: &State, seat: usize, id: &str) -> bool {
    Ti4::prompts(s).iter().any(|p| {
        p.seat == seat
            && p.choices
                .iter()
                .any(|c| c.notation.starts_with(&format!("score {id}")))
    })
}

// §16.4, §16.5, §64.1: every objective of the data, one by one.
#[test]
fn every_objective_in_the_data_has_a_tested_condition() {
    let all: Vec<&content::Objective> = content::content().objectives().collect();
    assert_eq!(all.len(), 40, "20 public and 20 secret objectives");
    for o in all {
        match o.scored_in {
            ScoringPhase::Status => {
                let mut s = at_status();
                let meet = status_case(&o.id, &mut s);
                if o.is_secret() {
                    s.players[SOL].secrets = vec![o.id.clone()];
                } else {
                    s.objectives.revealed = vec![o.id.clone()];
                }
                assert_eq!(status::condition(&s, SOL, &o.id), Some(false), "{}", o.id);
                assert!(!score_offered(&s, SOL, &o.id), "{}", o.id);
                let before = s.clone();
                assert_eq!(
                    refused(play(&mut s, SOL, &format!("score {}", o.id))),
                    "ti4-condition-not-met",
                    "{}",
                    o.id
                );
                assert_eq!(s, before, "a refusal changes nothing");
                meet(&mut s);
                assert_eq!(status::condition(&s, SOL, &o.id), Some(true), "{}", o.id);
                assert!(score_offered(&s, SOL, &o.id), "{}", o.id);
                let vp = s.players[SOL].victory_points;
                play(&mut s, SOL, &format!("score {}", o.id)).unwrap();
                assert_eq!(s.players[SOL].victory_points, vp + o.points, "{}", o.id);
            }
            ScoringPhase::Action => {
                let (meets, misses) = action_case(&o.id);
                let mut s = game();
                s.players[SOL].secrets = vec![o.id.clone()];
                s.facts.events.push(misses);
                assert!(objectives::scorable_now(&s, SOL).is_empty(), "{}", o.id);
                assert_eq!(
                    refused(play(&mut s, SOL, &format!("score {}", o.id))),
                    "ti4-event-not-seen",
                    "{}",
                    o.id
                );
                s.facts.events.push(meets);
                assert_eq!(objectives::scorable_now(&s, SOL), vec![o.id.clone()]);
                play(&mut s, SOL, &format!("score {}", o.id)).unwrap();
                assert_eq!(s.players[SOL].victory_points, 1, "{}", o.id);
                assert_eq!(s.players[SOL].scored_secrets, vec![o.id.clone()]);
            }
            ScoringPhase::Agenda => panic!("no base objective is scored in the agenda phase"),
        }
    }
}

// §16.7: a space combat and a ground combat are separate combats; one objective per combat.
#[test]
fn rr_16_7_one_objective_per_combat_in_the_action_phase() {
    let mut s = game();
    s.players[SOL].secrets = vec![
        "spark_a_rebellion".into(),
        "unveil_flagship".into(),
        "destroy_their_greatest_ship".into(),
    ];
    // One space combat: won with the flagship, against the leader, their flagship destroyed.
    s.facts.events = vec![
        Event::Destroyed {
            by: SOL,
            owner: LETNEV,
            unit: UnitKind::Flagship,
            combat: Some(1),
        },
        Event::CombatWon {
            winner: SOL,
            loser: LETNEV,
            kind: CombatKind::Space,
            combat: 1,
            loser_led: true,
            flagship: true,
        },
    ];
    assert_eq!(objectives::scorable_now(&s, SOL).len(), 3);
    play(&mut s, SOL, "score unveil_flagship").unwrap();
    assert!(objectives::scorable_now(&s, SOL).is_empty());
    assert_eq!(
        refused(play(&mut s, SOL, "score spark_a_rebellion")),
        "ti4-event-not-seen",
        "§16.7: that combat already gave an objective"
    );
    // The ground combat of the same tactical action is another combat.
    s.facts.events.push(Event::CombatWon {
        winner: SOL,
        loser: LETNEV,
        kind: CombatKind::Ground,
        combat: 2,
        loser_led: true,
        flagship: false,
    });
    play(&mut s, SOL, "score spark_a_rebellion").unwrap();
    // A flagship destroyed outside any combat (space cannon offense) is not limited.
    s.facts.events.push(Event::Destroyed {
        by: SOL,
        owner: HACAN,
        unit: UnitKind::WarSun,
        combat: None,
    });
    play(&mut s, SOL, "score destroy_their_greatest_ship").unwrap();
    assert_eq!(s.players[SOL].victory_points, 3);
}

// §16.3, §16.6: each objective in its own phase; the events are forgotten when the phase ends.
#[test]
fn rr_16_3_objectives_are_scored_in_their_own_phase() {
    let mut s = game();
    s.players[SOL].secrets = vec!["threaten_enemies".into(), "unveil_flagship".into()];
    assert_eq!(
        refused(play(&mut s, SOL, "score threaten_enemies")),
        "ti4-scored-in-status"
    );
    s.objectives.revealed = vec!["expand_borders".into()];
    assert_eq!(
        refused(play(&mut s, SOL, "score expand_borders")),
        "ti4-public-in-status"
    );
    s.facts.events.push(Event::CombatWon {
        winner: SOL,
        loser: LETNEV,
        kind: CombatKind::Space,
        combat: 1,
        loser_led: false,
        flagship: true,
    });
    // Everyone passes: the status phase begins and the event is gone.
    for seat in [SOL, LETNEV, HACAN] {
        for card in s.players[seat].strategy_cards.clone() {
            s.strategy_cards
                .iter_mut()
                .filter(|c| c.initiative == card)
                .for_each(|c| c.exhausted = true);
        }
    }
    for seat in [SOL, LETNEV, HACAN] {
        play(&mut s, seat, "pass").unwrap();
    }
    assert!(matches!(s.phase, Phase::Status(_)));
    assert!(
        s.facts.events.is_empty(),
        "§16.5: only during the action phase"
    );
    assert_eq!(
        refused(play(&mut s, SOL, "score unveil_flagship")),
        "ti4-scored-in-action"
    );
}

/// Sol moves `ships` from position 7 into position 1 (tile 19), where Letnev has `theirs`.
fn battle(ships: &[(UnitKind, u8)], theirs: &[(UnitKind, u8)]) -> State {
    let mut s = game();
    let mine: Vec<_> = ships.iter().map(|(k, n)| (SOL, *k, *n, None)).collect();
    let def: Vec<_> = theirs.iter().map(|(k, n)| (LETNEV, *k, *n, None)).collect();
    set_units(&mut s, 7, &mine);
    set_units(&mut s, 1, &def);
    play(&mut s, SOL, "activate 19").unwrap();
    let list = ships
        .iter()
        .map(|(k, n)| format!("{n} {}", k.as_str()))
        .collect::<Vec<_>>()
        .join(", ");
    play(&mut s, SOL, &format!("move 20: {list}")).unwrap();
    s
}

/// Default hit assignments until the combat is over; every action's log is kept.
fn fight_out(s: &mut State, seed: u64, log: &mut Vec<starpost::core::LogEntry>) {
    for round in 0..200u64 {
        let Phase::Action {
            tactical: Some(t), ..
        } = &s.phase
        else {
            return;
        };
        let TacticalStep::Combat(c) = &t.step else {
            return;
        };
        let c = c.clone();
        let (seat, text) = if let Some(who) = c.announcing {
            (who, "retreat never")
        } else if c.attacker_hits > 0 {
            (c.attacker, "hits default")
        } else {
            (c.defender, "hits default")
        };
        let applied = play_seeded(s, seat, text, seed * 1000 + round).unwrap();
        log.extend(applied.log);
    }
    panic!("combat did not end");
}

/// The public lines, in English and as data (content names are catalog references).
fn public_text(log: &[starpost::core::LogEntry]) -> String {
    use starpost::core::msg::Translate;
    let tr = starpost::i18n::Tr::default();
    log.iter()
        .filter(|l| l.visibility == Visibility::Public)
        .map(|l| format!("{}\n{:?}", tr.tr(&l.msg), l.msg))
        .collect::<Vec<_>>()
        .join("\n")
}

// §16.5, §16.7, §16.18: a space combat won with the flagship against the leader, played out.
#[test]
fn rr_16_action_phase_secrets_from_a_real_combat_privately_hinted() {
    let mut s = battle(
        &[(UnitKind::Flagship, 1), (UnitKind::Dreadnought, 3)],
        &[(UnitKind::Destroyer, 1)],
    );
    s.players[SOL].secrets = vec!["spark_a_rebellion".into(), "unveil_flagship".into()];
    s.players[LETNEV].victory_points = 2; // the leader
    let mut log = Vec::new();
    fight_out(&mut s, 3, &mut log);
    assert_eq!(units::ship_owners(s.system_at(1).unwrap()), vec![SOL]);
    assert!(
        matches!(
            s.facts.events.last(),
            Some(Event::CombatWon {
                winner: SOL,
                loser: LETNEV,
                loser_led: true,
                flagship: true,
                ..
            })
        ),
        "{:?}",
        s.facts.events
    );
    // The owner alone is told; nothing public names the secrets.
    let hints: Vec<_> = log
        .iter()
        .filter(|l| l.msg.id == "ti4-log-can-score-now")
        .collect();
    assert_eq!(hints.len(), 2);
    assert!(hints.iter().all(|l| l.visibility == Visibility::Seat(SOL)));
    let public = public_text(&log);
    for secret in [
        "spark_a_rebellion",
        "unveil_flagship",
        "Spark a Rebellion",
        "Unveil Flagship",
    ] {
        assert!(!public.contains(secret), "{secret} leaked: {public}");
    }
    // The turn moved on by itself; the objective stays scorable in the action phase (§16.5).
    assert!(matches!(s.phase, Phase::Action { active: LETNEV, .. }));
    let own = Ti4::view(&s, Viewer::Seat(SOL)).own.unwrap();
    assert_eq!(own.scorable_now.len(), 2);
    assert!(
        Ti4::view(&s, Viewer::Seat(LETNEV))
            .own
            .unwrap()
            .scorable_now
            .is_empty()
    );
    // Scoring reveals it (§16.18) and uses the combat (§16.7).
    let applied = play(&mut s, SOL, "score unveil_flagship").unwrap();
    assert!(public_text(&applied.log).contains("Unveil Flagship"));
    assert_eq!(
        s.players[SOL].scored_secrets,
        vec!["unveil_flagship".to_string()]
    );
    assert_eq!(s.players[SOL].victory_points, 1);
    assert_eq!(
        refused(play(&mut s, SOL, "score spark_a_rebellion")),
        "ti4-event-not-seen"
    );
}

// §16.9: destroying a flagship in combat; the defender who wins may score too.
#[test]
fn rr_16_9_destroying_a_flagship_in_combat_is_recorded_for_the_destroyer() {
    let mut s = battle(
        &[(UnitKind::WarSun, 2), (UnitKind::Dreadnought, 3)],
        &[(UnitKind::Flagship, 1)],
    );
    s.players[SOL].secrets = vec!["destroy_their_greatest_ship".into()];
    s.players[LETNEV].secrets = vec!["destroy_their_greatest_ship".into()];
    let mut log = Vec::new();
    fight_out(&mut s, 5, &mut log);
    assert_eq!(
        units::count(s.system_at(1).unwrap(), LETNEV, UnitKind::Flagship, None),
        0
    );
    assert_eq!(
        objectives::scorable_now(&s, SOL),
        vec!["destroy_their_greatest_ship".to_string()]
    );
    // Letnev destroyed no war sun (a war sun sustains damage first).
    let letnev_destroyed_a_war_sun = s.facts.events.iter().any(|e| {
        matches!(
            e,
            Event::Destroyed {
                by: LETNEV,
                unit: UnitKind::WarSun,
                ..
            }
        )
    });
    assert_eq!(
        objectives::scorable_now(&s, LETNEV).is_empty(),
        !letnev_destroyed_a_war_sun
    );
    play(&mut s, SOL, "score destroy_their_greatest_ship").unwrap();
    assert_eq!(s.players[SOL].victory_points, 1);
}

// §81, §16: bombardment that wipes out the last ground forces on a planet.
#[test]
fn rr_81_bombardment_wiping_out_a_planet_is_recorded() {
    let mut wiped = 0;
    let mut survived = 0;
    for seed in 0..12u64 {
        let mut s = game();
        s.players[SOL].secrets = vec!["make_an_example_of_their_world".into()];
        set_units(
            &mut s,
            1,
            &[
                (SOL, UnitKind::Dreadnought, 3, None),
                (SOL, UnitKind::Carrier, 1, None),
                (SOL, UnitKind::Infantry, 2, None),
                (LETNEV, UnitKind::Infantry, 1, Some("wellon")),
            ],
        );
        play(&mut s, SOL, "activate 19").unwrap();
        play(&mut s, SOL, "move none").unwrap();
        let applied = play_seeded(&mut s, SOL, "invade wellon: 2", seed).unwrap();
        let gone = units::count(
            s.system_at(1).unwrap(),
            LETNEV,
            UnitKind::Infantry,
            Some("wellon"),
        ) == 0;
        let bombed = applied.log.iter().any(|l| l.msg.id == "ti4-log-bombard");
        assert!(bombed);
        // Within `invade`, only the bombardment destroys Letnev's infantry (ground combat hits
        // are assigned afterwards).
        assert_eq!(
            objectives::scorable_now(&s, SOL).is_empty(),
            !gone,
            "seed {seed}"
        );
        if gone {
            wiped += 1;
            assert!(
                applied
                    .log
                    .iter()
                    .any(|l| l.msg.id == "ti4-log-can-score-now"
                        && l.visibility == Visibility::Seat(SOL))
            );
        } else {
            survived += 1;
        }
    }
    assert!(wiped > 0 && survived > 0, "{wiped} {survived}");
}

// §43.2, §16: space cannon offense destroying the last non-fighter ships in the active system.
#[test]
fn rr_43_space_cannon_offense_destroying_the_last_ships_is_recorded() {
    let mut seen = 0;
    for seed in 0..12u64 {
        let mut s = game();
        // Letnev's PDS on Wellon fire at Sol's lone destroyer moving in.
        s.control.retain(|(p, _)| p != "wellon");
        s.control.push(("wellon".into(), LETNEV));
        s.players[LETNEV].secrets = vec!["turn_their_fleets_to_dust".into()];
        set_units(&mut s, 1, &[(LETNEV, UnitKind::Pds, 2, Some("wellon"))]);
        set_units(&mut s, 7, &[(SOL, UnitKind::Destroyer, 1, None)]);
        play(&mut s, SOL, "activate 19").unwrap();
        play_seeded(&mut s, SOL, "move 20: 1 destroyer", seed).unwrap();
        let cannon_hits = matches!(&s.phase, Phase::Action { tactical: Some(t), .. }
            if matches!(&t.step, TacticalStep::Combat(c) if c.cannon && c.attacker_hits > 0));
        if !cannon_hits {
            assert!(objectives::scorable_now(&s, LETNEV).is_empty());
            continue;
        }
        play_seeded(&mut s, SOL, "hits default", seed).unwrap();
        assert!(!units::has_ships(s.system_at(1).unwrap(), SOL));
        // Letnev scores out of turn, during Sol's tactical action (§16.5).
        play(&mut s, LETNEV, "score turn_their_fleets_to_dust").unwrap();
        assert_eq!(s.players[LETNEV].victory_points, 1);
        seen += 1;
    }
    assert!(seen > 0);
}

// §16.9 with §16.7: the hooks themselves — who destroyed, and when nothing counts.
#[test]
fn rr_16_9_destroy_facts_need_another_players_unit() {
    let mut s = game();
    objectives::units_destroyed(&mut s, 1, SOL, SOL, &[(UnitKind::Flagship, 1)], false);
    objectives::units_destroyed(&mut s, 1, LETNEV, SOL, &[(UnitKind::Carrier, 2)], false);
    assert!(
        s.facts.events.is_empty(),
        "own units or other units don't count"
    );
    objectives::units_destroyed(&mut s, 1, LETNEV, SOL, &[(UnitKind::WarSun, 1)], false);
    assert_eq!(
        s.facts.events,
        vec![Event::Destroyed {
            by: SOL,
            owner: LETNEV,
            unit: UnitKind::WarSun,
            combat: Some(1)
        }]
    );
    // A combat that ends names the next one.
    objectives::combat_ended(&mut s, 1, CombatKind::Space, None);
    assert_eq!(s.facts.combats, 1);
    objectives::units_destroyed(&mut s, 1, LETNEV, SOL, &[(UnitKind::WarSun, 1)], false);
    assert!(matches!(
        s.facts.events.last(),
        Some(Event::Destroyed {
            combat: Some(2),
            ..
        })
    ));
    // Spark a Rebellion: the loser must have the most points (ties count).
    s.players[LETNEV].victory_points = 3;
    s.players[HACAN].victory_points = 3;
    objectives::combat_ended(&mut s, 1, CombatKind::Space, Some((SOL, LETNEV)));
    assert!(matches!(
        s.facts.events.last(),
        Some(Event::CombatWon {
            loser_led: true,
            ..
        })
    ));
    s.players[HACAN].victory_points = 4;
    objectives::combat_ended(&mut s, 1, CombatKind::Space, Some((SOL, LETNEV)));
    assert!(matches!(
        s.facts.events.last(),
        Some(Event::CombatWon {
            loser_led: false,
            ..
        })
    ));
}

// ---- claim and confirm ---------------------------------------------------------------------

fn claimed() -> State {
    let mut s = game();
    s.players[SOL].secrets = vec![
        "destroy_their_greatest_ship".into(),
        "threaten_enemies".into(),
    ];
    let applied = play(&mut s, SOL, "claim destroy_their_greatest_ship").unwrap();
    // Claiming shows the objective to the table: the others can't judge a hidden card.
    assert!(
        applied
            .log
            .iter()
            .any(|l| l.visibility == Visibility::Public && l.msg.id == "ti4-log-claim")
    );
    s
}

fn answers(s: &State) -> Vec<(usize, Vec<String>)> {
    Ti4::prompts(s)
        .iter()
        .filter(|p| p.choices.iter().any(|c| c.notation == "confirm"))
        .map(|p| {
            (
                p.seat,
                p.choices.iter().map(|c| c.notation.clone()).collect(),
            )
        })
        .collect()
}

// §16 (claims): every other player is asked; more than half must confirm.
#[test]
fn rr_16_claim_is_awarded_on_confirmation() {
    let mut s = claimed();
    assert_eq!(
        answers(&s),
        vec![
            (LETNEV, vec!["confirm".to_string(), "dispute".to_string()]),
            (HACAN, vec!["confirm".to_string(), "dispute".to_string()])
        ]
    );
    assert_eq!(
        refused(play(&mut s, SOL, "confirm")),
        "ti4-no-claim",
        "not one's own"
    );
    assert_eq!(
        refused(play(&mut s, LETNEV, "claim threaten_enemies")),
        "ti4-claim-pending"
    );
    play(&mut s, LETNEV, "confirm").unwrap();
    assert_eq!(
        s.players[SOL].victory_points, 0,
        "1 of 2 is not more than half"
    );
    let applied = play(&mut s, HACAN, "confirm").unwrap();
    assert!(applied.log.iter().any(|l| l.msg.id == "ti4-log-score"));
    assert_eq!(s.players[SOL].victory_points, 1);
    assert_eq!(
        s.players[SOL].scored_secrets,
        vec!["destroy_their_greatest_ship".to_string()]
    );
    assert!(s.claim.is_none() && answers(&s).is_empty());
}

#[test]
fn rr_16_disputed_claim_leaves_the_objective_unscored() {
    let mut s = claimed();
    play(&mut s, HACAN, "dispute").unwrap();
    assert!(s.claim.is_none(), "half disputing settles it");
    assert_eq!(s.players[SOL].victory_points, 0);
    assert!(
        s.players[SOL]
            .secrets
            .contains(&"destroy_their_greatest_ship".to_string())
    );
    assert!(s.players[SOL].scored_secrets.is_empty());
}

// The table's reaction time: silent players count as confirming (app timer → Expire).
#[test]
fn rr_16_claim_timer_counts_silence_as_confirmation() {
    let mut s = claimed();
    let (key, _, action) = <Ti4 as Game>::timeout(&s).expect("a claim is timed");
    assert_eq!(key, "claim-1");
    play(&mut s, LETNEV, "confirm").unwrap();
    let applied = Ti4::apply(&mut s, SOL, &action, &mut GameRng::for_step(1, 1)).unwrap();
    assert!(
        applied
            .log
            .iter()
            .any(|l| l.msg.id == "ti4-log-claim-expired")
    );
    assert_eq!(s.players[SOL].victory_points, 1);
    assert!(<Ti4 as Game>::timeout(&s).is_none());
}

#[test]
fn rr_16_claims_only_for_unseen_action_phase_events() {
    let mut s = game();
    s.players[SOL].secrets = vec!["unveil_flagship".into(), "threaten_enemies".into()];
    let before = s.clone();
    // Status-phase objectives are checked by the engine; a secret one doesn't hold can't be
    // claimed (and the refusal is a private reply that changes nothing).
    assert_eq!(
        refused(play(&mut s, SOL, "claim threaten_enemies")),
        "ti4-claim-checked"
    );
    assert_eq!(
        refused(play(&mut s, SOL, "claim spark_a_rebellion")),
        "ti4-condition-not-met"
    );
    assert_eq!(s, before);
    // An event the engine saw is scored, not claimed.
    s.facts.events.push(Event::CombatWon {
        winner: SOL,
        loser: LETNEV,
        kind: CombatKind::Space,
        combat: 1,
        loser_led: false,
        flagship: true,
    });
    assert_eq!(
        refused(play(&mut s, SOL, "claim unveil_flagship")),
        "ti4-claim-score-instead"
    );
    // Outside the action phase there is nothing to claim.
    let mut st = at_status();
    st.players[SOL].secrets = vec!["unveil_flagship".into()];
    assert_eq!(
        refused(play(&mut st, SOL, "claim unveil_flagship")),
        "ti4-claim-action-phase"
    );
}

// ---- secrecy ----------------------------------------------------------------------------------

// §16.17: secrets stay hidden — in the spectator's view, and in status-phase prompts.
#[test]
fn rr_16_17_secrets_never_reach_public_output() {
    let mut s = at_status();
    // Sol holds a secret they can't score: the private prompt is there all the same (its
    // presence tells the table nothing), with only "done" in it.
    s.players[SOL].secrets = vec!["gather_a_mighty_fleet".into()];
    let private: Vec<_> = Ti4::prompts(&s)
        .into_iter()
        .filter(|p| p.seat == SOL && p.private)
        .collect();
    assert_eq!(private.len(), 1);
    assert_eq!(
        private[0]
            .choices
            .iter()
            .map(|c| c.notation.as_str())
            .collect::<Vec<_>>(),
        vec!["score done"]
    );
    for p in Ti4::prompts(&s).iter().filter(|p| !p.private) {
        assert!(!format!("{p:?}").contains("gather_a_mighty_fleet"));
    }
    // Events and scorable secrets are not in the public view.
    let mut g = game();
    g.players[SOL].secrets = vec!["unveil_flagship".into()];
    g.facts.events.push(Event::CombatWon {
        winner: SOL,
        loser: LETNEV,
        kind: CombatKind::Space,
        combat: 1,
        loser_led: false,
        flagship: true,
    });
    let public = serde_json::to_string(&Ti4::view(&g, Viewer::Spectator)).unwrap();
    let other = serde_json::to_string(&Ti4::view(&g, Viewer::Seat(LETNEV))).unwrap();
    for (text, viewer) in [(&public, None), (&other, Some(LETNEV))] {
        for (seat, p) in g.players.iter().enumerate() {
            if Some(seat) == viewer {
                continue;
            }
            for secret in &p.secrets {
                let at = text.find(secret.as_str());
                assert!(
                    at.is_none(),
                    "{secret} leaked: {}",
                    &text[at.unwrap().saturating_sub(300)..]
                );
            }
        }
    }
}

// §16.10 with §38: Form a Spy Network discards 5 action cards, the ones named or the oldest.
#[test]
fn rr_16_10_form_a_spy_network_discards_five_action_cards() {
    let mut s = at_status();
    s.players[SOL].secrets = vec!["form_a_spy_network".into()];
    let hand: Vec<String> = [
        "sabotage",
        "direct_hit",
        "upgrade",
        "sabotage",
        "lucky_shot",
        "bunker",
        "ghost_ship",
    ]
    .map(str::to_string)
    .to_vec();
    s.players[SOL].action_cards = hand.clone();
    assert_eq!(
        refused(play(
            &mut s,
            SOL,
            "score form_a_spy_network discard sabotage direct_hit"
        )),
        "ti4-spy-network-five"
    );
    assert_eq!(
        refused(play(
            &mut s,
            SOL,
            "score form_a_spy_network discard sabotage sabotage sabotage upgrade bunker"
        )),
        "ti4-card-not-in-hand"
    );
    let mut named = s.clone();
    play(
        &mut named,
        SOL,
        "score form_a_spy_network discard ghost_ship bunker lucky_shot sabotage sabotage",
    )
    .unwrap();
    assert_eq!(
        named.players[SOL].action_cards,
        vec!["direct_hit".to_string(), "upgrade".to_string()]
    );
    assert_eq!(named.action_discard.len(), s.action_discard.len() + 5);
    // The button discards the five oldest, and says so.
    let label = Ti4::prompts(&s)
        .into_iter()
        .flat_map(|p| p.choices)
        .find(|c| c.notation == "score form_a_spy_network")
        .unwrap()
        .label;
    assert_eq!(label.id, "ti4-choice-score-spy-network");
    play(&mut s, SOL, "score form_a_spy_network").unwrap();
    assert_eq!(s.players[SOL].action_cards, hand[5..].to_vec());
    assert_eq!(s.players[SOL].victory_points, 1);
}

// ---- deals (§5) -------------------------------------------------------------------------------

/// Sol and Letnev are neighbours (a Letnev cruiser next to Sol's home).
fn neighbours() -> State {
    let mut s = game();
    set_units(&mut s, 9, &[(LETNEV, UnitKind::Cruiser, 1, None)]);
    s.players[SOL].trade_goods = 3;
    s.players[LETNEV].trade_goods = 2;
    s
}

// §5.3, §1: the goods settle at once on acceptance; public terms go to the public log.
#[test]
fn rr_5_3_binding_part_settles_at_once_and_public_terms_are_logged() {
    let mut s = neighbours();
    let applied = play(
        &mut s,
        SOL,
        "offer letnev give tg 2 get tg 0 terms I stay out of your home system this round",
    )
    .unwrap();
    let text = public_text(&applied.log);
    assert!(
        !text.contains("home system this round"),
        "terms private until accepted"
    );
    assert!(
        applied
            .log
            .iter()
            .any(|l| l.msg.id == "ti4-log-deal-offered")
    );
    let ask = Ti4::prompts(&s)
        .into_iter()
        .find(|p| p.seat == LETNEV)
        .unwrap();
    assert!(ask.private, "the terms go to the receiver only");
    assert_eq!(ask.ask.id, "ti4-ask-deal");
    let applied = play(&mut s, LETNEV, "accept").unwrap();
    assert_eq!(
        (s.players[SOL].trade_goods, s.players[LETNEV].trade_goods),
        (1, 4)
    );
    assert!(public_text(&applied.log).contains("home system this round"));
    assert!(
        s.traded_with.contains(&LETNEV),
        "§1: the transaction part counts"
    );
}

#[test]
fn rr_5_private_terms_stay_between_the_two() {
    let mut s = neighbours();
    play(
        &mut s,
        SOL,
        "offer letnev private-terms I vote for you in the next agenda",
    )
    .unwrap();
    let applied = play(&mut s, LETNEV, "accept").unwrap();
    assert!(!public_text(&applied.log).contains("vote for you"));
    let private: Vec<_> = applied
        .log
        .iter()
        .filter(|l| l.msg.id == "ti4-log-deal-terms")
        .map(|l| l.visibility.clone())
        .collect();
    assert_eq!(
        private,
        vec![Visibility::Seat(SOL), Visibility::Seat(LETNEV)]
    );
    assert!(
        s.traded_with.is_empty(),
        "terms alone are not a transaction"
    );
}

// §5.1: a deal needs no neighbours and may come any time — unless it moves goods.
#[test]
fn rr_5_1_deals_with_goods_follow_the_transaction_rules() {
    let mut s = game();
    s.players[HACAN].trade_goods = 2;
    // Hacan is not the active player and not Sol's neighbour: terms alone are fine...
    play(
        &mut s,
        HACAN,
        "deal sol terms no attack on each other this round",
    )
    .unwrap();
    assert_eq!(refused(play(&mut s, LETNEV, "accept")), "ti4-no-offer");
    play(&mut s, SOL, "reject").unwrap();
    assert!(s.offer.is_none());
    // ...goods are not (§1: the active player, with a neighbour).
    assert_eq!(
        refused(play(&mut s, HACAN, "offer sol give tg 1 terms thanks")),
        "ti4-trade-own-turn"
    );
    s.players[SOL].trade_goods = 2;
    // (Hacan's Guild Ships would allow a transaction with a non-neighbour: the seat plays
    // another faction for this check.)
    s.players[HACAN].faction = "xxcha".into();
    assert_eq!(
        refused(play(&mut s, SOL, "offer hacan give tg 1 terms thanks")),
        "ti4-not-neighbours"
    );
    s.players[HACAN].faction = "hacan".into();
    // The proposer may withdraw.
    play(&mut s, HACAN, "deal letnev terms peace").unwrap();
    play(&mut s, HACAN, "withdraw").unwrap();
    assert!(s.offer.is_none());
    // In the strategy phase too, the receiver is asked.
    let mut st = fixtures::three_players();
    play(
        &mut st,
        HACAN,
        "deal letnev terms I take Trade, you take Warfare",
    )
    .unwrap();
    assert!(
        Ti4::prompts(&st)
            .iter()
            .any(|p| p.seat == LETNEV && p.private)
    );
    play(&mut st, LETNEV, "accept").unwrap();
}

// §5.3: all or nothing — if a side can't pay when accepting, nothing happens.
#[test]
fn rr_5_3_a_deal_that_can_no_longer_settle_changes_nothing() {
    let mut s = neighbours();
    play(
        &mut s,
        SOL,
        "offer letnev give tg 1 get tg 2 terms and my friendship",
    )
    .unwrap();
    s.players[LETNEV].trade_goods = 1;
    let before = s.clone();
    assert_eq!(
        refused(play(&mut s, LETNEV, "accept")),
        "ti4-offer-not-enough"
    );
    assert_eq!(s, before);
    let applied = play(&mut s, LETNEV, "reject").unwrap();
    assert!(!public_text(&applied.log).contains("friendship"));
    assert_eq!(s.players[SOL].trade_goods, 3);
}

#[test]
fn deal_notation_round_trips() {
    let s = neighbours();
    for text in [
        "offer 2 give tg 1 comm 0 get tg 0 comm 0 terms I won't attack",
        "offer 2 give tg 0 comm 0 get tg 0 comm 0 private-terms vote for A",
        "score form_a_spy_network discard sabotage sabotage upgrade bunker lucky_shot",
        "claim unveil_flagship",
        "confirm",
        "dispute",
    ] {
        let a = Ti4::parse_action(&s, text).unwrap();
        assert_eq!(a.notation(), text);
        assert_eq!(Ti4::parse_action(&s, &a.notation()).unwrap(), a);
    }
    let a = Ti4::parse_action(&s, "offer letnev terms x").unwrap();
    assert!(matches!(a, Action::Offer(o) if o.terms.as_deref() == Some("x") && o.public_terms));
}
