//! The effects of the 50 base-game agendas (§36 laws and directives, resolved after the votes of
//! §35.17–35.21), through the pure engine with the shared 3-player fixture (Sol seat 0, Letnev
//! seat 1, Hacan seat 2). Korean-edition rule numbers (shared/rules/ti4.md section 0.1).

use starpost::core::GameRng;
use starpost::games::ti4::content::{self, UnitKind};
use starpost::games::ti4::rules::agenda::{self, AgendaStep, Law, Vote};
use starpost::games::ti4::rules::agenda_effects::{self, Ask, Pending, StrategyStart};
use starpost::games::ti4::rules::units;
use starpost::games::ti4::rules::window::Kind;
use starpost::games::ti4::state::{Phase, PlanetCard, State};

use crate::fixtures;
use fixtures::{at_agenda, play};

// ---------------------------------------------------------------------------------------------
// Helpers.

/// Gives `seat` control of planets (cards ready).
fn give(s: &mut State, seat: usize, planets: &[&str]) {
    for p in planets {
        if let Some(prev) = s.controller(p) {
            s.players[prev].planets.retain(|c| c.planet != *p);
        }
        s.control.retain(|(q, _)| q != p);
        s.control.push((p.to_string(), seat));
        s.players[seat].planets.push(PlanetCard {
            planet: p.to_string(),
            exhausted: false,
        });
    }
}

fn sys(s: &State, tile: u16) -> usize {
    let pos = units::position_of_tile(s, tile).expect("tile on the map");
    units::system_index(s, pos).unwrap()
}

fn planet_sys(s: &State, planet: &str) -> usize {
    sys(s, content::planet(planet).unwrap().0.tile)
}

/// Adds units on a planet.
fn land(s: &mut State, seat: usize, planet: &str, kind: UnitKind, n: u32) {
    let i = planet_sys(s, planet);
    units::add(&mut s.systems[i], seat, kind, Some(planet), n);
}

/// Adds ships in the space area of the system holding `tile`.
fn ships(s: &mut State, seat: usize, tile: u16, kind: UnitKind, n: u32) {
    let i = sys(s, tile);
    units::add(&mut s.systems[i], seat, kind, None, n);
}

fn on(s: &State, seat: usize, planet: &str, kind: UnitKind) -> u32 {
    units::count(&s.systems[planet_sys(s, planet)], seat, kind, Some(planet))
}

fn hand(s: &mut State, seat: usize, n: usize) {
    let cards: Vec<String> = s.action_deck.drain(..n).collect();
    s.players[seat].action_cards = cards;
}

fn law(agenda: &str, elected: Option<&str>) -> Law {
    Law {
        agenda: agenda.into(),
        elected: elected.map(str::to_string),
        exhausted: false,
    }
}

/// Resolves `agenda` with `outcome` through the engine: the recorded votes are `votes` (1 vote
/// each), the outcome is put to the speaker as a tie (§35.19) and the speaker decides it.
/// Returns the ids of the log lines.
fn resolve(s: &mut State, agenda: &str, outcome: &str, votes: &[(usize, &str)]) -> Vec<String> {
    // The reveal window of the agenda on the table closes first (nobody plays a card).
    fixtures::pass_windows(s);
    let speaker = s.speaker;
    let Phase::Agenda(a) = &mut s.phase else {
        panic!("not in the agenda phase: {:?}", s.phase)
    };
    a.agenda = agenda.into();
    a.votes = votes
        .iter()
        .map(|(seat, o)| Vote {
            seat: *seat,
            outcome: Some(o.to_string()),
            votes: 1,
        })
        .collect();
    a.tied = vec![outcome.to_string()];
    let applied = play(s, speaker, &format!("decide {outcome}"))
        .unwrap_or_else(|e| panic!("{agenda} {outcome}: {e:?}"));
    let mut ids: Vec<String> = applied.log.iter().map(|l| l.msg.id.clone()).collect();
    // An elected player is asked first (Confusing Legal Text): they let it stand.
    while let Some(w) = s
        .window
        .clone()
        .filter(|w| matches!(w.kind, Kind::Elected { .. }))
    {
        let r = play(s, w.pending[0], "react pass").unwrap();
        ids.extend(r.log.iter().map(|l| l.msg.id.clone()));
    }
    ids
}

// ---------------------------------------------------------------------------------------------
// The table: every agenda, every for/against outcome or a representative elected target.

struct Case {
    agenda: &'static str,
    outcome: &'static str,
    votes: &'static [(usize, &'static str)],
    setup: fn(&mut State),
    /// (before, after): true when the effect is right.
    check: fn(&State, &State) -> bool,
    rule: &'static str,
}

fn none(_: &mut State) {}

fn vps(s: &mut State, v: [u8; 3]) {
    for (seat, n) in v.into_iter().enumerate() {
        s.players[seat].victory_points = n;
    }
}

const CASES: &[Case] = &[
    Case {
        agenda: "anti_intellectual_revolution",
        outcome: "for",
        votes: &[],
        setup: none,
        check: |_, a| agenda_effects::in_force(a, "anti_intellectual_revolution"),
        rule: "§36: a law that passes stays in play",
    },
    Case {
        agenda: "anti_intellectual_revolution",
        outcome: "against",
        votes: &[],
        setup: none,
        check: |_, a| {
            a.agenda_effects.next_strategy == [StrategyStart::ExhaustPerTech]
                && !agenda_effects::in_force(a, "anti_intellectual_revolution")
        },
        rule: "§35.21: against a law, it is discarded and the against effect resolves",
    },
    Case {
        agenda: "archived_secret",
        outcome: "letnev",
        votes: &[],
        setup: none,
        check: |b, a| {
            a.players[1].secrets.len() == b.players[1].secrets.len() + 1
                && a.objectives.secret_deck.len() + 1 == b.objectives.secret_deck.len()
        },
        rule: "§36 directive, elect player",
    },
    Case {
        agenda: "arms_reduction",
        outcome: "for",
        votes: &[],
        setup: |s| {
            ships(s, 0, 20, UnitKind::Dreadnought, 4);
            ships(s, 2, 21, UnitKind::Cruiser, 6);
        },
        check: |_, a| {
            // Sol's are all in one group: destroyed at once; Hacan's are in two systems: asked.
            units::on_board(a, 0, UnitKind::Dreadnought) == 2
                && a.agenda_effects.pending
                    == [Pending {
                        seat: 2,
                        ask: Ask::Destroy {
                            n: units::on_board(a, 2, UnitKind::Cruiser) as u8 - 4,
                            kinds: vec![UnitKind::Cruiser],
                            position: None,
                        },
                    }]
        },
        rule: "§36 directive",
    },
    Case {
        agenda: "arms_reduction",
        outcome: "against",
        votes: &[],
        setup: none,
        check: |_, a| a.agenda_effects.next_strategy == [StrategyStart::ExhaustSpecialty],
        rule: "§36 directive",
    },
    Case {
        agenda: "classified_document_leaks",
        outcome: "SECRET",
        votes: &[],
        setup: |s| {
            let id = s.objectives.secret_deck.remove(0);
            s.players[1].scored_secrets.push(id);
        },
        check: |b, a| {
            let id = b.players[1].scored_secrets.last().unwrap();
            a.objectives.revealed.contains(id) && !a.players[1].scored_secrets.contains(id)
        },
        rule: "§36 law, elect scored secret objective",
    },
    Case {
        agenda: "colonial_redistribution",
        outcome: "wellon",
        votes: &[],
        setup: |s| {
            give(s, 0, &["wellon"]);
            land(s, 0, "wellon", UnitKind::Infantry, 2);
            land(s, 0, "wellon", UnitKind::Pds, 1);
            vps(s, [3, 1, 2]);
        },
        check: |_, a| {
            on(a, 0, "wellon", UnitKind::Infantry) == 0
                && on(a, 0, "wellon", UnitKind::Pds) == 0
                && on(a, 1, "wellon", UnitKind::Infantry) == 1
                && a.controller("wellon") == Some(1)
        },
        rule: "§36 directive, elect non-home planet",
    },
    Case {
        agenda: "committee_formation",
        outcome: "letnev",
        votes: &[],
        setup: none,
        check: |_, a| agenda_effects::owner(a, "committee_formation") == Some(1),
        rule: "§36: an elected law stays in play with what it elected",
    },
    Case {
        agenda: "compensated_disarmament",
        outcome: "saudor",
        votes: &[],
        setup: |s| {
            give(s, 2, &["saudor"]);
            land(s, 2, "saudor", UnitKind::Infantry, 3);
        },
        check: |b, a| {
            on(a, 2, "saudor", UnitKind::Infantry) == 0
                && a.players[2].trade_goods == b.players[2].trade_goods + 3
        },
        rule: "§36 directive, elect planet",
    },
    Case {
        agenda: "conventions_of_war",
        outcome: "for",
        votes: &[],
        setup: none,
        check: |_, a| agenda_effects::in_force(a, "conventions_of_war"),
        rule: "§36 law",
    },
    Case {
        agenda: "conventions_of_war",
        outcome: "against",
        votes: &[(1, "against"), (2, "for")],
        setup: |s| {
            hand(s, 1, 2);
            hand(s, 2, 2);
        },
        check: |_, a| a.players[1].action_cards.is_empty() && a.players[2].action_cards.len() == 2,
        rule: "§35.12: votes are public; those who voted against discard",
    },
    Case {
        agenda: "core_mining",
        outcome: "vefut_ii",
        votes: &[],
        setup: |s| {
            give(s, 0, &["vefut_ii"]);
            land(s, 0, "vefut_ii", UnitKind::Infantry, 2);
        },
        check: |_, a| {
            on(a, 0, "vefut_ii", UnitKind::Infantry) == 1
                && agenda_effects::resources(a, "vefut_ii") == 4
        },
        rule: "§36 law attached to a hazardous planet",
    },
    Case {
        agenda: "demilitarized_zone",
        outcome: "quann",
        votes: &[],
        setup: |s| {
            give(s, 1, &["quann"]);
            land(s, 1, "quann", UnitKind::Infantry, 2);
            land(s, 1, "quann", UnitKind::Pds, 1);
        },
        check: |_, a| {
            let i = planet_sys(a, "quann");
            a.systems[i]
                .units
                .iter()
                .all(|u| u.planet.as_deref() != Some("quann"))
        },
        rule: "§36 law attached to a cultural planet",
    },
    Case {
        agenda: "economic_equality",
        outcome: "for",
        votes: &[],
        setup: |s| s.players[0].trade_goods = 9,
        check: |_, a| a.players.iter().all(|p| p.trade_goods == 5),
        rule: "§36 directive",
    },
    Case {
        agenda: "economic_equality",
        outcome: "against",
        votes: &[],
        setup: |s| s.players[0].trade_goods = 9,
        check: |_, a| a.players.iter().all(|p| p.trade_goods == 0),
        rule: "§36 directive",
    },
    Case {
        agenda: "enforced_travel_ban",
        outcome: "for",
        votes: &[],
        setup: none,
        check: |_, a| agenda_effects::in_force(a, "enforced_travel_ban"),
        rule: "§36 law",
    },
    Case {
        agenda: "enforced_travel_ban",
        outcome: "against",
        votes: &[],
        setup: |s| {
            give(s, 0, &["lodor", "tarmann"]);
            land(s, 0, "lodor", UnitKind::Pds, 1);
            land(s, 0, "tarmann", UnitKind::Pds, 1);
        },
        check: |_, a| {
            // Lodor holds the alpha wormhole; Tarmann (ring 2, position 9) touches neither
            // wormhole system.
            on(a, 0, "lodor", UnitKind::Pds) == 0 && on(a, 0, "tarmann", UnitKind::Pds) == 1
        },
        rule: "§36 law, against",
    },
    Case {
        agenda: "executive_sanctions",
        outcome: "for",
        votes: &[],
        setup: none,
        check: |_, a| agenda_effects::in_force(a, "executive_sanctions"),
        rule: "§36 law",
    },
    Case {
        agenda: "executive_sanctions",
        outcome: "against",
        votes: &[],
        setup: |s| {
            for seat in 0..3 {
                hand(s, seat, 2);
            }
        },
        check: |b, a| {
            a.players.iter().all(|p| p.action_cards.len() == 1)
                && a.action_discard.len() == b.action_discard.len() + 3
        },
        rule: "§36 law, against",
    },
    Case {
        agenda: "fleet_regulations",
        outcome: "for",
        votes: &[],
        setup: |s| s.players[0].tokens.fleet = 6,
        check: |b, a| {
            a.players[0].tokens.fleet == 4
                && a.players[0].tokens.reinforcements == b.players[0].tokens.reinforcements + 2
                && agenda_effects::fleet_limit(a) == 4
        },
        rule: "§36 law",
    },
    Case {
        agenda: "fleet_regulations",
        outcome: "against",
        votes: &[],
        setup: |s| s.players[1].tokens.reinforcements = 3,
        check: |b, a| {
            a.players[1].tokens.fleet == b.players[1].tokens.fleet + 1
                && a.players[1].tokens.reinforcements == 2
        },
        rule: "§36 law, against",
    },
    Case {
        agenda: "holy_planet_of_ixth",
        outcome: "torkan",
        votes: &[],
        setup: |s| give(s, 2, &["torkan"]),
        check: |b, a| {
            a.players[2].victory_points == b.players[2].victory_points + 1
                && agenda_effects::no_production_on(a, Some("torkan"))
        },
        rule: "§36 law attached to a cultural planet",
    },
    Case {
        agenda: "homeland_defense_act",
        outcome: "for",
        votes: &[],
        setup: none,
        check: |_, a| agenda_effects::in_force(a, "homeland_defense_act"),
        rule: "§36 law",
    },
    Case {
        agenda: "homeland_defense_act",
        outcome: "against",
        votes: &[],
        setup: |s| land(s, 0, "jord", UnitKind::Pds, 2),
        check: |b, a| {
            units::on_board(a, 0, UnitKind::Pds) + 1 == units::on_board(b, 0, UnitKind::Pds)
                || a.agenda_effects.pending.contains(&Pending {
                    seat: 0,
                    ask: Ask::Destroy {
                        n: 1,
                        kinds: vec![UnitKind::Pds],
                        position: None,
                    },
                })
        },
        rule: "§36 law, against",
    },
    Case {
        agenda: "imperial_arbiter",
        outcome: "hacan",
        votes: &[],
        setup: none,
        check: |_, a| agenda_effects::owner(a, "imperial_arbiter") == Some(2),
        rule: "§36 law, elect player",
    },
    Case {
        agenda: "incentive_program",
        outcome: "for",
        votes: &[],
        setup: none,
        check: |b, a| {
            a.objectives.revealed.last() == b.objectives.stage1_hidden.first()
                && a.objectives.stage1_hidden.len() + 1 == b.objectives.stage1_hidden.len()
        },
        rule: "§36 directive",
    },
    Case {
        agenda: "incentive_program",
        outcome: "against",
        votes: &[],
        setup: none,
        check: |b, a| {
            a.objectives.revealed.last() == b.objectives.stage2_hidden.first()
                && a.objectives.stage2_hidden.len() + 1 == b.objectives.stage2_hidden.len()
        },
        rule: "§36 directive",
    },
    Case {
        agenda: "ixthian_artifact",
        outcome: "for",
        votes: &[],
        setup: |s| ships(s, 1, 18, UnitKind::Dreadnought, 1),
        check: |_, a| {
            // 6-10: everyone may research 2; 1-5: Mecatol Rex's system is emptied.
            a.agenda_effects.pending.len() == 3
                && a.agenda_effects
                    .pending
                    .iter()
                    .all(|p| p.ask == Ask::Research(2))
                || a.systems[sys(a, 18)].units.is_empty()
        },
        rule: "§36 directive (the speaker's roll)",
    },
    Case {
        agenda: "ixthian_artifact",
        outcome: "against",
        votes: &[],
        setup: |s| ships(s, 1, 18, UnitKind::Dreadnought, 1),
        check: |b, a| a.systems == b.systems && a.agenda_effects.pending.is_empty(),
        rule: "§36 directive",
    },
    Case {
        agenda: "judicial_abolishment",
        outcome: "fleet_regulations",
        votes: &[],
        setup: |s| s.laws.push(law("fleet_regulations", None)),
        check: |_, a| {
            !agenda_effects::in_force(a, "fleet_regulations")
                && (a.agenda_discard.iter().any(|x| x == "fleet_regulations")
                    || a.agenda_deck.iter().any(|x| x == "fleet_regulations"))
        },
        rule: "§36 directive, elect law",
    },
    Case {
        agenda: "minister_of_commerce",
        outcome: "sol",
        votes: &[],
        setup: none,
        check: |_, a| agenda_effects::owner(a, "minister_of_commerce") == Some(0),
        rule: "§36 law, elect player",
    },
    Case {
        agenda: "minister_of_exploration",
        outcome: "letnev",
        votes: &[],
        setup: none,
        check: |_, a| agenda_effects::owner(a, "minister_of_exploration") == Some(1),
        rule: "§36 law, elect player",
    },
    Case {
        agenda: "minister_of_industry",
        outcome: "hacan",
        votes: &[],
        setup: none,
        check: |_, a| agenda_effects::owner(a, "minister_of_industry") == Some(2),
        rule: "§36 law, elect player",
    },
    Case {
        agenda: "minister_of_peace",
        outcome: "sol",
        votes: &[],
        setup: none,
        check: |_, a| agenda_effects::owner(a, "minister_of_peace") == Some(0),
        rule: "§36 law, elect player",
    },
    Case {
        agenda: "minister_of_policy",
        outcome: "letnev",
        votes: &[],
        setup: none,
        check: |_, a| agenda_effects::owner(a, "minister_of_policy") == Some(1),
        rule: "§36 law, elect player",
    },
    Case {
        agenda: "minister_of_sciences",
        outcome: "hacan",
        votes: &[],
        setup: none,
        check: |_, a| agenda_effects::free_research(a, 2) && !agenda_effects::free_research(a, 0),
        rule: "§36 law, elect player",
    },
    Case {
        agenda: "minister_of_war",
        outcome: "sol",
        votes: &[],
        setup: none,
        check: |_, a| agenda_effects::owner(a, "minister_of_war") == Some(0),
        rule: "§36 law, elect player",
    },
    Case {
        agenda: "miscount_disclosed",
        outcome: "fleet_regulations",
        votes: &[],
        setup: |s| s.laws.push(law("fleet_regulations", None)),
        check: |_, a| {
            matches!(&a.phase, Phase::Agenda(x) if x.agenda == "fleet_regulations" && x.number == 1)
                && agenda_effects::in_force(a, "fleet_regulations")
        },
        rule: "§36 directive: the law is voted on again and stays in force meanwhile",
    },
    Case {
        agenda: "mutiny",
        outcome: "for",
        votes: &[(1, "for"), (2, "against")],
        setup: |s| vps(s, [1, 1, 1]),
        check: |_, a| a.players[1].victory_points == 2 && a.players[2].victory_points == 1,
        rule: "§36 directive",
    },
    Case {
        agenda: "mutiny",
        outcome: "against",
        votes: &[(1, "for"), (2, "against")],
        setup: |s| vps(s, [1, 1, 1]),
        check: |_, a| a.players[1].victory_points == 0 && a.players[2].victory_points == 1,
        rule: "§36 directive",
    },
    Case {
        agenda: "new_constitution",
        outcome: "for",
        votes: &[],
        setup: |s| s.laws.push(law("fleet_regulations", None)),
        check: |_, a| {
            a.laws.is_empty() && a.agenda_effects.next_strategy == [StrategyStart::ExhaustHome]
        },
        rule: "§36 directive",
    },
    Case {
        agenda: "new_constitution",
        outcome: "against",
        votes: &[],
        setup: |s| s.laws.push(law("fleet_regulations", None)),
        check: |_, a| a.laws.len() == 1 && a.agenda_effects.next_strategy.is_empty(),
        rule: "§36 directive",
    },
    Case {
        agenda: "prophecy_of_ixth",
        outcome: "sol",
        votes: &[],
        setup: none,
        check: |_, a| {
            agenda_effects::combat_bonus(a, 0, UnitKind::Fighter) == 1
                && agenda_effects::combat_bonus(a, 1, UnitKind::Fighter) == 0
        },
        rule: "§36 law, elect player",
    },
    Case {
        agenda: "public_execution",
        outcome: "sol",
        votes: &[],
        setup: |s| {
            s.speaker = 0;
            hand(s, 0, 3);
        },
        check: |_, a| {
            a.players[0].action_cards.is_empty()
                && a.speaker == 1
                && agenda_effects::barred(a, 0)
                && matches!(&a.phase, Phase::Agenda(x) if !x.order.contains(&0))
        },
        rule: "§36 directive; §35.2 order from the new speaker's left",
    },
    Case {
        agenda: "publicize_weapon_schematics",
        outcome: "for",
        votes: &[],
        setup: none,
        check: |_, a| agenda_effects::in_force(a, "publicize_weapon_schematics"),
        rule: "§36 law",
    },
    Case {
        agenda: "publicize_weapon_schematics",
        outcome: "against",
        votes: &[],
        setup: |s| {
            s.players[2].techs.push("war_sun".into());
            hand(s, 2, 2);
            hand(s, 1, 2);
        },
        check: |_, a| a.players[2].action_cards.is_empty() && a.players[1].action_cards.len() == 2,
        rule: "§36 law, against",
    },
    Case {
        agenda: "regulated_conscription",
        outcome: "for",
        votes: &[],
        setup: none,
        check: |_, a| {
            agenda_effects::produced_per_cost(a, UnitKind::Fighter, 2) == 1
                && agenda_effects::produced_per_cost(a, UnitKind::Cruiser, 1) == 1
        },
        rule: "§36 law",
    },
    Case {
        agenda: "regulated_conscription",
        outcome: "against",
        votes: &[],
        setup: none,
        check: |_, a| agenda_effects::produced_per_cost(a, UnitKind::Fighter, 2) == 2,
        rule: "§36 law, against: nothing",
    },
    Case {
        agenda: "representative_government",
        outcome: "for",
        votes: &[],
        setup: none,
        check: |_, a| agenda_effects::one_vote_each(a),
        rule: "§36 law",
    },
    Case {
        agenda: "representative_government",
        outcome: "against",
        votes: &[(2, "against"), (1, "for")],
        setup: none,
        check: |_, a| a.agenda_effects.next_strategy == [StrategyStart::ExhaustCultural(vec![2])],
        rule: "§36 law, against",
    },
    Case {
        agenda: "research_team_biotic",
        outcome: "wellon",
        votes: &[],
        setup: |s| give(s, 0, &["wellon"]),
        check: |_, a| agenda_effects::elected(a, "research_team_biotic") == Some("wellon"),
        rule: "§36 law attached to an industrial planet",
    },
    Case {
        agenda: "research_team_cybernetic",
        outcome: "wellon",
        votes: &[],
        setup: |s| give(s, 0, &["wellon"]),
        check: |_, a| agenda_effects::elected(a, "research_team_cybernetic") == Some("wellon"),
        rule: "§36 law attached to an industrial planet",
    },
    Case {
        agenda: "research_team_propulsion",
        outcome: "saudor",
        votes: &[],
        setup: |s| give(s, 1, &["saudor"]),
        check: |_, a| agenda_effects::elected(a, "research_team_propulsion") == Some("saudor"),
        rule: "§36 law attached to an industrial planet",
    },
    Case {
        agenda: "research_team_warfare",
        outcome: "vefut_ii",
        votes: &[],
        setup: |s| give(s, 2, &["vefut_ii"]),
        check: |_, a| agenda_effects::elected(a, "research_team_warfare") == Some("vefut_ii"),
        rule: "§36 law attached to a hazardous planet",
    },
    Case {
        agenda: "seed_of_an_empire",
        outcome: "for",
        votes: &[],
        setup: |s| vps(s, [3, 1, 3]),
        check: |_, a| {
            [
                a.players[0].victory_points,
                a.players[1].victory_points,
                a.players[2].victory_points,
            ] == [4, 1, 4]
        },
        rule: "§36 directive (ties all gain)",
    },
    Case {
        agenda: "seed_of_an_empire",
        outcome: "against",
        votes: &[],
        setup: |s| vps(s, [3, 1, 3]),
        check: |_, a| a.players[1].victory_points == 2 && a.players[0].victory_points == 3,
        rule: "§36 directive",
    },
    Case {
        agenda: "senate_sanctuary",
        outcome: "torkan",
        votes: &[],
        setup: |s| give(s, 1, &["torkan"]),
        check: |_, a| agenda_effects::influence(a, "torkan") == 5,
        rule: "§36 law attached to a cultural planet",
    },
    Case {
        agenda: "shard_of_the_throne",
        outcome: "letnev",
        votes: &[],
        setup: none,
        check: |b, a| {
            a.players[1].victory_points == b.players[1].victory_points + 1
                && agenda_effects::owner(a, "shard_of_the_throne") == Some(1)
        },
        rule: "§36 law, elect player",
    },
    Case {
        agenda: "shared_research",
        outcome: "for",
        votes: &[],
        setup: none,
        check: |_, a| agenda_effects::in_force(a, "shared_research"),
        rule: "§36 law",
    },
    Case {
        agenda: "shared_research",
        outcome: "against",
        votes: &[],
        setup: |s| {
            for seat in 0..3 {
                let home = s.players[seat].home_position;
                let i = units::system_index(s, home).unwrap();
                s.systems[i].command_tokens.retain(|x| *x != seat);
                s.players[seat].tokens.reinforcements = 2;
            }
        },
        check: |_, a| {
            (0..3).all(|seat| {
                let i = units::system_index(a, a.players[seat].home_position).unwrap();
                a.systems[i].command_tokens.contains(&seat)
                    && a.players[seat].tokens.reinforcements == 1
            })
        },
        rule: "§36 law, against",
    },
    Case {
        agenda: "swords_to_plowshares",
        outcome: "for",
        votes: &[],
        setup: |s| {
            give(s, 2, &["wellon"]);
            land(s, 2, "wellon", UnitKind::Infantry, 3);
        },
        check: |b, a| {
            // Wellon: 3 → 1; Hacan's home planets hold 2 + 1 + 1 → 1 + 0 + 0.
            on(a, 2, "wellon", UnitKind::Infantry) == 1
                && a.players[2].trade_goods == b.players[2].trade_goods + 2 + 1 + 1 + 1
        },
        rule: "§36 directive",
    },
    Case {
        agenda: "swords_to_plowshares",
        outcome: "against",
        votes: &[],
        setup: |s| give(s, 2, &["wellon"]),
        check: |b, a| {
            on(a, 2, "wellon", UnitKind::Infantry) == 1
                && on(a, 2, "arretze", UnitKind::Infantry)
                    == on(b, 2, "arretze", UnitKind::Infantry) + 1
        },
        rule: "§36 directive",
    },
    Case {
        agenda: "terraforming_initiative",
        outcome: "vefut_ii",
        votes: &[],
        setup: |s| give(s, 0, &["vefut_ii"]),
        check: |_, a| {
            agenda_effects::resources(a, "vefut_ii") == 3
                && agenda_effects::influence(a, "vefut_ii") == 3
        },
        rule: "§36 law attached to a hazardous planet",
    },
    Case {
        agenda: "the_crown_of_emphidia",
        outcome: "hacan",
        votes: &[],
        setup: none,
        check: |b, a| a.players[2].victory_points == b.players[2].victory_points + 1,
        rule: "§36 law, elect player",
    },
    Case {
        agenda: "the_crown_of_thalnos",
        outcome: "letnev",
        votes: &[],
        setup: none,
        check: |_, a| agenda_effects::owner(a, "the_crown_of_thalnos") == Some(1),
        rule: "§36 law, elect player",
    },
    Case {
        agenda: "unconventional_measures",
        outcome: "for",
        votes: &[(0, "for"), (1, "against")],
        setup: |s| {
            hand(s, 0, 1);
            hand(s, 1, 1);
        },
        check: |_, a| a.players[0].action_cards.len() == 3 && a.players[1].action_cards.len() == 1,
        rule: "§36 directive",
    },
    Case {
        agenda: "unconventional_measures",
        outcome: "against",
        votes: &[(0, "for"), (1, "against")],
        setup: |s| {
            hand(s, 0, 2);
            hand(s, 1, 1);
        },
        check: |_, a| a.players[0].action_cards.is_empty() && a.players[1].action_cards.len() == 1,
        rule: "§36 directive",
    },
    Case {
        agenda: "wormhole_reconstruction",
        outcome: "for",
        votes: &[],
        setup: none,
        check: |_, a| {
            // Tile 26 (alpha, ring 1) and tile 40 (beta, ring 3) become adjacent.
            let alpha = units::position_of_tile(a, 26).unwrap();
            let beta = units::position_of_tile(a, 40).unwrap();
            units::adjacent_positions(a, alpha).contains(&beta)
        },
        rule: "§36 law; §53 adjacency",
    },
    Case {
        agenda: "wormhole_reconstruction",
        outcome: "against",
        votes: &[],
        setup: |s| {
            ships(s, 1, 25, UnitKind::Destroyer, 1);
            s.players[1].tokens.reinforcements = 3;
        },
        check: |_, a| a.systems[sys(a, 25)].command_tokens.contains(&1),
        rule: "§36 law, against",
    },
    Case {
        agenda: "wormhole_research",
        outcome: "for",
        votes: &[],
        setup: |s| ships(s, 2, 26, UnitKind::Cruiser, 2),
        check: |_, a| {
            units::count(&a.systems[sys(a, 26)], 2, UnitKind::Cruiser, None) == 0
                && a.agenda_effects.pending
                    == [Pending {
                        seat: 2,
                        ask: Ask::Research(1),
                    }]
        },
        rule: "§36 directive",
    },
    Case {
        agenda: "wormhole_research",
        outcome: "against",
        votes: &[(1, "against")],
        setup: |s| {
            s.players[1].tokens.tactic = 3;
            s.players[1].tokens.fleet = 0;
            s.players[1].tokens.strategy = 0;
        },
        check: |b, a| {
            // One pool with tokens: no choice.
            a.players[1].tokens.tactic == 2
                && a.players[1].tokens.reinforcements == b.players[1].tokens.reinforcements + 1
        },
        rule: "§36 directive",
    },
];

#[test]
fn rr_36_every_agenda_resolves_with_its_effect() {
    let base = at_agenda();
    let mut failures = Vec::new();
    for c in CASES {
        let mut s = base.clone();
        (c.setup)(&mut s);
        let outcome = if c.outcome == "SECRET" {
            s.players[1].scored_secrets.last().unwrap().clone()
        } else {
            c.outcome.to_string()
        };
        let before = s.clone();
        let log = resolve(&mut s, c.agenda, &outcome, c.votes);
        assert!(log.contains(&"ti4-log-outcome".to_string()));
        // Every agenda has its own effect: none falls through to "apply it by hand".
        assert!(
            !log.contains(&"ti4-log-agenda-effect-by-hand".to_string()),
            "{} has no effect in agenda_effects.rs",
            c.agenda
        );
        if !(c.check)(&before, &s) {
            failures.push(format!("{} {} ({})", c.agenda, c.outcome, c.rule));
        }
    }
    assert!(failures.is_empty(), "wrong effects: {failures:#?}");
}

#[test]
fn rr_36_the_table_and_the_engine_cover_every_agenda_in_the_data() {
    let features =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/FEATURES.md")).unwrap();
    for a in &content::content().agendas {
        let listed = features.contains(&a.name);
        assert!(
            agenda_effects::AUTOMATED.contains(&a.id.as_str()) || listed,
            "{}: no effect in agenda_effects.rs and not listed in FEATURES.md",
            a.id
        );
        if agenda_effects::AUTOMATED.contains(&a.id.as_str()) {
            assert!(
                CASES.iter().any(|c| c.agenda == a.id),
                "{}: automated but not in the table of tests/ti4/ti4_agendas.rs",
                a.id
            );
        }
    }
    assert_eq!(content::content().agendas.len(), 50);
}

// ---------------------------------------------------------------------------------------------
// Specific cases.

#[test]
fn rr_35_an_empty_agenda_deck_is_refilled_from_the_discard_pile() {
    let mut s = at_agenda();
    let deck: Vec<String> = std::mem::take(&mut s.agenda_deck);
    // One card left on top, the rest in the discard pile.
    s.agenda_deck = vec![deck[0].clone()];
    s.agenda_discard = deck[1..].to_vec();
    let Phase::Agenda(a) = &s.phase else { panic!() };
    let first = a.agenda.clone();
    resolve(&mut s, "economic_equality", "for", &[]);
    // The second agenda took the last card; the resolved one went to the discard pile, and the
    // deck was empty, so the pile was shuffled back.
    let Phase::Agenda(a) = &s.phase else { panic!() };
    assert_eq!(a.number, 2);
    assert_eq!(a.agenda, deck[0]);
    let log = resolve(&mut s, "mutiny", "for", &[]);
    assert!(log.contains(&"ti4-agenda-log-deck-reshuffled".to_string()));
    assert!(s.agenda_discard.is_empty());
    assert!(s.agenda_deck.iter().any(|x| x == "mutiny"));
    assert!(s.agenda_deck.iter().any(|x| x == "economic_equality"));
    let _ = first;
    // The phase ended normally and the next round began.
    assert!(matches!(s.phase, Phase::Strategy { .. }));
    // Every card is somewhere: deck, discard or in play.
    let total = s.agenda_deck.len() + s.agenda_discard.len() + s.laws.len();
    assert!(total >= 49, "{total}");
}

#[test]
fn rr_36_laws_leaving_play_go_to_the_discard_pile() {
    let mut s = at_agenda();
    s.agenda_deck
        .retain(|x| x != "fleet_regulations" && x != "mutiny");
    s.laws.push(law("fleet_regulations", None));
    resolve(&mut s, "judicial_abolishment", "fleet_regulations", &[]);
    assert!(s.agenda_discard.contains(&"fleet_regulations".to_string()));
    assert!(
        s.agenda_discard
            .contains(&"judicial_abolishment".to_string())
    );
}

#[test]
fn rr_36_miscount_disclosed_revotes_the_law_which_can_then_be_defeated() {
    let mut s = at_agenda();
    s.laws.push(law("fleet_regulations", None));
    s.players[0].tokens.fleet = 3;
    resolve(&mut s, "miscount_disclosed", "fleet_regulations", &[]);
    // The law is put to the vote again as agenda 1, still in force meanwhile.
    assert!(agenda_effects::in_force(&s, "fleet_regulations"));
    resolve(&mut s, "fleet_regulations", "against", &[]);
    assert!(!agenda_effects::in_force(&s, "fleet_regulations"));
    assert_eq!(s.players[0].tokens.fleet, 4, "the against effect applies");
    let Phase::Agenda(a) = &s.phase else { panic!() };
    assert_eq!(a.number, 2, "then the second agenda");
}

#[test]
fn rr_36_start_of_strategy_effects_exhaust_planets_when_the_round_begins() {
    let mut s = at_agenda();
    give(&mut s, 0, &["wellon", "quann"]);
    resolve(&mut s, "new_constitution", "for", &[]);
    resolve(&mut s, "arms_reduction", "against", &[]);
    assert!(matches!(s.phase, Phase::Strategy { .. }));
    let exhausted = |s: &State, seat: usize, p: &str| {
        s.players[seat]
            .planets
            .iter()
            .any(|c| c.planet == p && c.exhausted)
    };
    // New Constitution: home planets; Arms Reduction against: technology specialties.
    assert!(exhausted(&s, 0, "jord"));
    assert!(exhausted(&s, 1, "arc_prime") && exhausted(&s, 1, "wren_terra"));
    assert!(exhausted(&s, 0, "wellon"), "cybernetic specialty");
    assert!(!exhausted(&s, 0, "quann"), "no specialty, not home");
    assert!(s.agenda_effects.next_strategy.is_empty());
}

#[test]
fn rr_35_public_execution_bars_the_player_from_the_next_vote() {
    let mut s = at_agenda();
    s.speaker = 0;
    resolve(&mut s, "public_execution", "letnev", &[]);
    fixtures::pass_windows(&mut s);
    let Phase::Agenda(a) = &s.phase else { panic!() };
    assert_eq!(a.order, vec![2, 0], "Letnev does not vote");
    assert_eq!(
        play(&mut s, 1, "vote abstain").unwrap_err().id,
        "not-your-turn"
    );
    play(&mut s, 2, "vote abstain").unwrap();
    play(&mut s, 0, "vote abstain").unwrap();
    let Phase::Agenda(a) = s.phase.clone() else {
        panic!()
    };
    let options = agenda::outcomes(&s, &a.agenda);
    if let Some((id, _)) = options.first() {
        play(&mut s, 0, &format!("decide {id}")).unwrap();
    }
    fixtures::pass_windows(&mut s);
    assert!(
        s.agenda_effects.barred.is_empty(),
        "only for this agenda phase"
    );
}

#[test]
fn rr_35_representative_government_gives_one_vote_and_exhausts_nothing() {
    let mut s = at_agenda();
    s.laws.push(law("representative_government", None));
    let Phase::Agenda(a) = &mut s.phase else {
        panic!()
    };
    a.agenda = "economic_equality".into();
    let first = a.order[0];
    play(&mut s, first, "vote for").unwrap();
    let Phase::Agenda(a) = &s.phase else { panic!() };
    assert_eq!(a.votes[0].votes, 1);
    assert!(s.players[first].planets.iter().all(|c| !c.exhausted));
}

#[test]
fn rr_36_planet_values_count_for_votes_and_payments() {
    let mut s = at_agenda();
    give(&mut s, 1, &["torkan"]);
    s.laws.push(law("senate_sanctuary", Some("torkan")));
    let Phase::Agenda(a) = &mut s.phase else {
        panic!()
    };
    a.agenda = "economic_equality".into();
    a.order = vec![1, 2, 0];
    // Letnev votes first, with Torkan alone: 3 + 2 influence.
    play(&mut s, 1, "vote for with torkan").unwrap();
    let Phase::Agenda(a) = &s.phase else { panic!() };
    assert_eq!(a.votes.iter().find(|v| v.seat == 1).unwrap().votes, 5);
}

#[test]
fn rr_36_holy_planet_points_follow_control() {
    let mut s = at_agenda();
    give(&mut s, 2, &["torkan"]);
    resolve(&mut s, "holy_planet_of_ixth", "torkan", &[]);
    let (v1, v2) = (s.players[1].victory_points, s.players[2].victory_points);
    starpost::games::ti4::rules::invasion::establish_control(&mut s, 1, "torkan");
    assert_eq!(s.players[1].victory_points, v1 + 1);
    assert_eq!(s.players[2].victory_points, v2 - 1);
}

#[test]
fn rr_36_the_crown_of_emphidia_moves_to_who_takes_a_home_planet() {
    let mut s = at_agenda();
    resolve(&mut s, "the_crown_of_emphidia", "letnev", &[]);
    let v0 = s.players[0].victory_points;
    let v1 = s.players[1].victory_points;
    starpost::games::ti4::rules::invasion::establish_control(&mut s, 0, "wren_terra");
    assert_eq!(agenda_effects::owner(&s, "the_crown_of_emphidia"), Some(0));
    assert_eq!(s.players[0].victory_points, v0 + 1);
    assert_eq!(s.players[1].victory_points, v1 - 1);
}

#[test]
fn rr_36_minister_of_exploration_gains_a_trade_good_per_planet() {
    let mut s = at_agenda();
    resolve(&mut s, "minister_of_exploration", "sol", &[]);
    let tg = s.players[0].trade_goods;
    starpost::games::ti4::rules::invasion::establish_control(&mut s, 0, "wellon");
    assert_eq!(s.players[0].trade_goods, tg + 1);
}

#[test]
fn rr_36_ixthian_artifact_both_results_and_the_research_choice() {
    // Find a seed for each branch: the roll comes from the GameRng passed in.
    let base = at_agenda();
    let mut seen = (false, false);
    for seed in 0..40 {
        let mut s = base.clone();
        ships(&mut s, 1, 18, UnitKind::Dreadnought, 1);
        ships(&mut s, 1, 26, UnitKind::Fighter, 4);
        ships(&mut s, 1, 26, UnitKind::Carrier, 1);
        let step = AgendaStep {
            agenda: "ixthian_artifact".into(),
            number: 1,
            order: vec![1, 2, 0],
            votes: Vec::new(),
            tied: Vec::new(),
            riders: Vec::new(),
        };
        agenda_effects::resolve(&mut s, &step, "for", &mut GameRng::for_step(seed, 3));
        if s.agenda_effects.pending.is_empty() {
            panic!("Letnev has 5 units next to Mecatol Rex: a choice");
        } else if s.agenda_effects.pending[0].ask == Ask::Research(2) {
            assert_eq!(s.agenda_effects.pending.len(), 3);
            seen.1 = true;
        } else {
            // 1-5: Mecatol's system is emptied; Letnev chooses 3 of 5 units next to it.
            assert!(s.systems[sys(&s, 18)].units.is_empty());
            let pos = units::position_of_tile(&s, 26);
            assert_eq!(
                s.agenda_effects.pending,
                [Pending {
                    seat: 1,
                    ask: Ask::Destroy {
                        n: 3,
                        kinds: UnitKind::ALL.to_vec(),
                        position: pos,
                    },
                }]
            );
            seen.0 = true;
        }
        if seen.0 && seen.1 {
            break;
        }
    }
    assert!(seen.0 && seen.1);
}

#[test]
fn rr_36_research_choices_are_prompted_and_block_the_next_agenda() {
    let mut s = at_agenda();
    ships(&mut s, 2, 26, UnitKind::Cruiser, 1);
    resolve(&mut s, "wormhole_research", "for", &[]);
    let Phase::Agenda(a) = s.phase.clone() else {
        panic!()
    };
    assert_eq!(a.number, 1, "waits for the choice");
    let prompts = starpost::games::ti4::rules::prompts(&s);
    let p = prompts
        .iter()
        .find(|p| p.seat == 2)
        .expect("a prompt")
        .clone();
    assert!(p.choices.iter().any(|c| c.notation == "agenda-choice skip"));
    assert_eq!(
        play(&mut s, 0, "agenda-choice skip").unwrap_err().id,
        "ti4-agenda-no-choice"
    );
    let first = a.order[0];
    assert_eq!(
        play(&mut s, first, "vote abstain").unwrap_err().id,
        "ti4-agenda-choices-first"
    );
    let speaker = s.speaker;
    assert_eq!(
        play(&mut s, speaker, "decide for").unwrap_err().id,
        "ti4-agenda-choices-first",
        "the agenda is not resolved twice"
    );
    assert_eq!(
        play(&mut s, 2, "agenda-choice warp_drive").unwrap_err().id,
        "ti4-unknown-tech"
    );
    let tech = p.choices[0].notation.clone();
    let before = s.players[2].techs.len();
    play(&mut s, 2, &tech).unwrap();
    assert_eq!(s.players[2].techs.len(), before + 1);
    let Phase::Agenda(a) = &s.phase else { panic!() };
    assert_eq!(a.number, 2, "then the next agenda");
}

#[test]
fn rr_36_fleet_regulations_limit_the_token_step() {
    use starpost::games::ti4::state::StatusStep;
    let mut s = fixtures::at_status();
    s.laws.push(law("fleet_regulations", None));
    for seat in [0, 1, 2] {
        play(&mut s, seat, "score done").unwrap();
    }
    assert!(matches!(s.phase, Phase::Status(StatusStep::Tokens { .. })));
    let t = s.players[0].tokens;
    let err = play(
        &mut s,
        0,
        &format!("tokens {} {} {}", t.tactic, 5, t.strategy + t.fleet + 2 - 5),
    )
    .unwrap_err();
    assert!(
        ["ti4-agenda-fleet-limit", "ti4-tokens-total"].contains(&err.id.as_str()),
        "{err:?}"
    );
    let prompts = starpost::games::ti4::rules::prompts(&s);
    let p = prompts.iter().find(|p| p.seat == 0).unwrap();
    for c in &p.choices {
        let fleet: u8 = c
            .notation
            .split_whitespace()
            .nth(2)
            .unwrap()
            .parse()
            .unwrap();
        assert!(fleet <= 4, "{}", c.notation);
    }
}

#[test]
fn agenda_choice_notation_round_trips() {
    use starpost::core::Game;
    use starpost::games::ti4::Ti4;
    use starpost::games::ti4::action::Action;
    let s = at_agenda();
    let a = Ti4::parse_action(&s, "agenda-choice skip").unwrap();
    assert_eq!(
        a,
        Action::AgendaChoice {
            text: "skip".into()
        }
    );
    assert_eq!(a.notation(), "agenda-choice skip");
    assert_eq!(
        Ti4::parse_action(&s, "agenda-choice").unwrap_err().msg.id,
        "ti4-agenda-choice-help"
    );
}

#[test]
fn rr_36_colonial_redistribution_the_controller_picks_among_the_fewest_points() {
    let mut s = at_agenda();
    give(&mut s, 0, &["wellon"]);
    land(&mut s, 0, "wellon", UnitKind::Infantry, 2);
    vps(&mut s, [3, 1, 1]);
    resolve(&mut s, "colonial_redistribution", "wellon", &[]);
    assert_eq!(on(&s, 0, "wellon", UnitKind::Infantry), 0);
    let prompts = starpost::games::ti4::rules::prompts(&s);
    let p = prompts.iter().find(|p| p.seat == 0).expect("Sol is asked");
    let options: Vec<&str> = p.choices.iter().map(|c| c.notation.as_str()).collect();
    assert_eq!(options, ["agenda-choice letnev", "agenda-choice hacan"]);
    assert_eq!(
        play(&mut s, 0, "agenda-choice sol").unwrap_err().id,
        "ti4-agenda-bad-player",
        "Sol does not have the fewest points"
    );
    play(&mut s, 0, "agenda-choice hacan").unwrap();
    assert_eq!(on(&s, 2, "wellon", UnitKind::Infantry), 1);
    assert_eq!(s.controller("wellon"), Some(2));
    let Phase::Agenda(a) = &s.phase else { panic!() };
    assert_eq!(a.number, 2);
}

#[test]
fn rr_36_arms_reduction_the_player_chooses_which_ships_to_destroy() {
    let mut s = at_agenda();
    ships(&mut s, 0, 20, UnitKind::Dreadnought, 2);
    ships(&mut s, 0, 21, UnitKind::Dreadnought, 2);
    resolve(&mut s, "arms_reduction", "for", &[]);
    let prompts = starpost::games::ti4::rules::prompts(&s);
    let p = prompts.iter().find(|p| p.seat == 0).expect("Sol is asked");
    assert_eq!(p.choices.len(), 2, "{:?}", p.choices);
    assert_eq!(
        play(&mut s, 0, "agenda-choice destroy cruiser 20")
            .unwrap_err()
            .id,
        "ti4-agenda-bad-destroy"
    );
    assert_eq!(
        play(&mut s, 0, "agenda-choice destroy dreadnought 99")
            .unwrap_err()
            .id,
        "ti4-agenda-bad-destroy"
    );
    play(&mut s, 0, "agenda-choice destroy dreadnought 21").unwrap();
    play(&mut s, 0, "agenda-choice destroy dn 21").unwrap();
    assert_eq!(
        units::count(&s.systems[sys(&s, 21)], 0, UnitKind::Dreadnought, None),
        0
    );
    assert_eq!(
        units::count(&s.systems[sys(&s, 20)], 0, UnitKind::Dreadnought, None),
        2
    );
    assert!(s.agenda_effects.pending.iter().all(|p| p.seat != 0));
}

#[test]
fn rr_36_wormhole_research_against_the_voter_picks_the_pool() {
    let mut s = at_agenda();
    s.players[1].tokens.tactic = 2;
    s.players[1].tokens.fleet = 3;
    let before = s.players[1].tokens;
    resolve(&mut s, "wormhole_research", "against", &[(1, "against")]);
    assert_eq!(
        play(&mut s, 1, "agenda-choice sideways").unwrap_err().id,
        "ti4-agenda-bad-pool"
    );
    play(&mut s, 1, "agenda-choice fleet").unwrap();
    assert_eq!(s.players[1].tokens.fleet, before.fleet - 1);
    assert_eq!(s.players[1].tokens.tactic, before.tactic);
    assert_eq!(
        s.players[1].tokens.reinforcements,
        before.reinforcements + 1
    );
}

#[test]
fn rr_36_ongoing_laws_apply_where_the_rule_is_used() {
    let mut s = at_agenda();
    // Tiles 25 and 40 hold the beta wormholes, far apart on the map.
    let beta25 = units::position_of_tile(&s, 25).unwrap();
    let beta40 = units::position_of_tile(&s, 40).unwrap();
    assert!(units::adjacent_positions(&s, beta25).contains(&beta40));
    assert!(!agenda_effects::travel_banned(&s, beta25, beta40));
    // Enforced Travel Ban: the wormhole link no longer carries movement; the hex neighbours do.
    s.laws.push(law("enforced_travel_ban", None));
    assert!(agenda_effects::travel_banned(&s, beta25, beta40));
    let next_door = units::adjacent_positions(&s, beta25)
        .into_iter()
        .find(|p| *p != beta40)
        .unwrap();
    assert!(!agenda_effects::travel_banned(&s, beta25, next_door));
    // Conventions of War: cultural planets cannot be bombarded.
    s.laws.push(law("conventions_of_war", None));
    assert!(agenda_effects::no_bombardment(&s, "quann"));
    assert!(!agenda_effects::no_bombardment(&s, "wellon"));
    // Publicize Weapon Schematics: war suns lose SUSTAIN DAMAGE; prerequisites are waived once
    // somebody owns a war sun technology.
    s.players[0].techs.push("war_sun".into());
    assert!(agenda_effects::sustains(&s, 0, UnitKind::WarSun));
    let war_sun = content::tech("war_sun").unwrap();
    assert!(!agenda_effects::war_sun_prerequisites_waived(&s, war_sun));
    s.laws.push(law("publicize_weapon_schematics", None));
    assert!(!agenda_effects::sustains(&s, 0, UnitKind::WarSun));
    assert!(agenda_effects::sustains(&s, 1, UnitKind::Dreadnought));
    assert!(agenda_effects::war_sun_prerequisites_waived(&s, war_sun));
    assert!(
        starpost::games::ti4::rules::strategic::researchable(&s, 1)
            .iter()
            .any(|t| t.id == "war_sun"),
        "Letnev may research War Sun without its prerequisites"
    );
    // Demilitarized Zone.
    s.laws.push(law("demilitarized_zone", Some("quann")));
    assert!(agenda_effects::demilitarized(&s, "quann"));
    // Shard of the Throne moves to whoever beats its owner.
    s.laws.push(law("shard_of_the_throne", Some("letnev")));
    let (v1, v2) = (s.players[1].victory_points, s.players[2].victory_points);
    let log = agenda_effects::on_combat_won(&mut s, 2, 1);
    assert!(!log.is_empty());
    assert_eq!(agenda_effects::owner(&s, "shard_of_the_throne"), Some(2));
    assert_eq!(s.players[2].victory_points, v2 + 1);
    assert_eq!(s.players[1].victory_points, v1.saturating_sub(1));
    assert!(agenda_effects::on_combat_won(&mut s, 0, 1).is_empty());
}

#[test]
fn rr_36_minister_of_policy_draws_at_the_end_of_the_status_phase() {
    let mut s = fixtures::at_status();
    s.laws.push(law("minister_of_policy", Some("letnev")));
    for seat in [0, 1, 2] {
        play(&mut s, seat, "score done").unwrap();
    }
    let hands: Vec<usize> = s.players.iter().map(|p| p.action_cards.len()).collect();
    fixtures::place_status_tokens(&mut s);
    assert_eq!(s.players[1].action_cards.len(), hands[1] + 1);
    assert_eq!(s.players[0].action_cards.len(), hands[0]);
}

#[test]
fn rr_36_laws_and_the_agenda_discard_are_public_the_deck_is_not() {
    use starpost::core::Game;
    use starpost::core::rules::Viewer;
    use starpost::games::ti4::Ti4;
    let mut s = at_agenda();
    resolve(&mut s, "fleet_regulations", "for", &[]);
    let public = serde_json::to_string(&Ti4::view(&s, Viewer::Spectator)).unwrap();
    assert!(public.contains("fleet_regulations"));
    // The agenda deck's order stays hidden: its next card is not in the view unless it is the
    // one face up for the vote.
    let Phase::Agenda(a) = &s.phase else { panic!() };
    let next = s.agenda_deck[0].clone();
    if next != a.agenda && !s.agenda_discard.contains(&next) {
        assert!(!public.contains(&format!("\"{next}\"")));
    }
}

#[test]
fn rr_36_committee_formation_lets_its_owner_elect_without_a_vote() {
    let mut s = at_agenda();
    s.laws.push(law("committee_formation", Some("hacan")));
    s.agenda_deck.retain(|x| x != "minister_of_war");
    s.agenda_deck.insert(0, "minister_of_war".into());
    let mut pass = s.clone();
    resolve(&mut s, "economic_equality", "for", &[]);
    // The reveal window (§35.2) comes first: nobody plays anything.
    fixtures::pass_windows(&mut s);
    let Phase::Agenda(a) = s.phase.clone() else {
        panic!()
    };
    assert_eq!(a.agenda, "minister_of_war");
    let prompts = starpost::games::ti4::rules::prompts(&s);
    assert_eq!(prompts.len(), 1);
    assert_eq!(prompts[0].seat, 2, "Hacan is asked before the votes");
    assert_eq!(
        play(&mut s, a.order[0], "vote abstain").unwrap_err().id,
        "ti4-agenda-choices-first"
    );
    play(&mut s, 2, "agenda-choice letnev").unwrap();
    // Letnev, elected, does not pass the election on (Confusing Legal Text).
    fixtures::pass_windows(&mut s);
    assert_eq!(agenda_effects::owner(&s, "minister_of_war"), Some(1));
    assert!(!agenda_effects::in_force(&s, "committee_formation"));
    assert!(
        matches!(s.phase, Phase::Strategy { .. }),
        "no vote was held"
    );
    // Or the owner lets the players vote and keeps the card.
    resolve(&mut pass, "economic_equality", "for", &[]);
    fixtures::pass_windows(&mut pass);
    play(&mut pass, 2, "agenda-choice pass").unwrap();
    let Phase::Agenda(a) = pass.phase.clone() else {
        panic!()
    };
    play(&mut pass, a.order[0], "vote abstain").unwrap();
    assert!(agenda_effects::in_force(&pass, "committee_formation"));
}

/// §35.19: with every player barred from voting (Public Execution), Committee Formation's
/// owner may still let the agenda go to a vote: nobody votes, and the count follows at once —
/// the speaker decides the empty tally.
#[test]
fn rr_35_19_committee_formation_passed_with_nobody_able_to_vote_goes_to_the_count() {
    let mut s = at_agenda();
    s.laws.push(law("committee_formation", Some("hacan")));
    s.agenda_deck.retain(|x| x != "minister_of_war");
    s.agenda_deck.insert(0, "minister_of_war".into());
    s.agenda_effects.barred = vec![0, 1, 2];
    resolve(&mut s, "economic_equality", "for", &[]);
    fixtures::pass_windows(&mut s);
    let Phase::Agenda(a) = s.phase.clone() else {
        panic!()
    };
    assert_eq!(a.agenda, "minister_of_war");
    assert!(a.order.is_empty(), "everyone is barred");
    play(&mut s, 2, "agenda-choice pass").unwrap();
    fixtures::pass_windows(&mut s);
    let prompts = starpost::games::ti4::rules::prompts(&s);
    assert!(
        !prompts.is_empty(),
        "the agenda does not stall: {:?}",
        s.phase
    );
    let speaker = s.speaker;
    assert!(
        prompts.iter().any(
            |p| p.seat == speaker && p.choices.iter().any(|c| c.notation.starts_with("decide"))
        ),
        "{prompts:?}"
    );
}

#[test]
fn rr_36_anti_intellectual_revolution_costs_a_ship_per_research() {
    let mut s = at_agenda();
    s.laws.push(law("anti_intellectual_revolution", None));
    ships(&mut s, 2, 26, UnitKind::Cruiser, 1);
    resolve(&mut s, "wormhole_research", "for", &[]);
    // Hacan's cruiser at the alpha wormhole is gone; Hacan researches, then owes a ship.
    let tech = starpost::games::ti4::rules::strategic::researchable(&s, 2)[0]
        .id
        .clone();
    play(&mut s, 2, &format!("agenda-choice {tech}")).unwrap();
    let Phase::Agenda(a) = &s.phase else { panic!() };
    assert_eq!(a.number, 1, "the ship comes first");
    let prompts = starpost::games::ti4::rules::prompts(&s);
    let p = prompts.iter().find(|p| p.seat == 2).unwrap().clone();
    assert!(p.choices.iter().all(|c| !c.notation.contains("fighter")));
    let ships_before: u32 = [UnitKind::Carrier, UnitKind::Cruiser, UnitKind::Destroyer]
        .iter()
        .map(|k| units::on_board(&s, 2, *k))
        .sum();
    play(&mut s, 2, &p.choices[0].notation).unwrap();
    let ships_after: u32 = [UnitKind::Carrier, UnitKind::Cruiser, UnitKind::Destroyer]
        .iter()
        .map(|k| units::on_board(&s, 2, *k))
        .sum();
    assert_eq!(ships_after + 1, ships_before);
    let Phase::Agenda(a) = &s.phase else { panic!() };
    assert_eq!(a.number, 2, "then the next agenda");
}

#[test]
fn rr_36_a_choice_owed_outside_the_agenda_phase_is_prompted_and_can_lapse() {
    let mut s = fixtures::three_players();
    s.agenda_effects.pending.push(Pending {
        seat: 1,
        ask: Ask::Destroy {
            n: 1,
            kinds: vec![UnitKind::WarSun],
            position: None,
        },
    });
    let prompts = starpost::games::ti4::rules::prompts(&s);
    let p = prompts.iter().find(|p| p.seat == 1).expect("prompted");
    assert_eq!(
        p.choices[0].notation, "agenda-choice skip",
        "no war sun left"
    );
    play(&mut s, 1, "agenda-choice skip").unwrap();
    assert!(s.agenda_effects.pending.is_empty());
    assert!(matches!(s.phase, Phase::Strategy { .. }));
}

#[test]
fn rr_36_a_research_team_stands_in_for_one_prerequisite_then_is_exhausted() {
    use starpost::games::ti4::rules::strategic::researchable;
    let mut s = at_agenda();
    give(&mut s, 1, &["saudor"]);
    let can = |s: &State| {
        researchable(s, 1)
            .iter()
            .any(|t| t.id == "graviton_laser_system")
    };
    s.players[1]
        .planets
        .retain(|c| content::planet(&c.planet).is_none_or(|(_, p)| p.specialty.is_none()));
    assert!(!can(&s), "Letnev has no cybernetic technology nor skip");
    s.laws.push(law("research_team_cybernetic", Some("saudor")));
    assert!(can(&s));
    // Used once through Wormhole Research's free research.
    ships(&mut s, 1, 26, UnitKind::Destroyer, 1);
    resolve(&mut s, "wormhole_research", "for", &[]);
    play(&mut s, 1, "agenda-choice graviton_laser_system").unwrap();
    assert!(
        s.laws
            .iter()
            .any(|l| l.agenda == "research_team_cybernetic" && l.exhausted)
    );
    agenda_effects::ready_laws(&mut s);
    assert!(s.laws.iter().all(|l| !l.exhausted));
}

#[test]
fn rr_36_anti_intellectual_revolution_against_planets_are_picked_before_the_strategy_cards() {
    let mut s = at_agenda();
    resolve(&mut s, "anti_intellectual_revolution", "against", &[]);
    resolve(&mut s, "economic_equality", "against", &[]);
    assert!(matches!(s.phase, Phase::Strategy { .. }));
    // Hacan: 3 home planets, 2 technologies → asked; the others exhaust everything they have.
    let ready = |s: &State, seat: usize| {
        s.players[seat]
            .planets
            .iter()
            .filter(|c| !c.exhausted)
            .count()
    };
    let techs = |s: &State, seat: usize| s.players[seat].techs.len();
    for seat in 0..3 {
        if s.players[seat].planets.len() <= techs(&s, seat) {
            assert_eq!(ready(&s, seat), 0);
        }
    }
    assert!(agenda_effects::holds_strategy(&s));
    let asked: Vec<usize> = s.agenda_effects.pending.iter().map(|p| p.seat).collect();
    assert!(asked.contains(&2));
    let picker = s.strategy_picker().unwrap();
    assert_eq!(
        play(&mut s, picker, "pick 1").unwrap_err().id,
        "ti4-agenda-choices-first"
    );
    let prompts = starpost::games::ti4::rules::prompts(&s);
    assert!(
        prompts.iter().all(|p| asked.contains(&p.seat)),
        "no pick prompt yet"
    );
    assert_eq!(
        play(&mut s, 2, "agenda-choice exhaust jord")
            .unwrap_err()
            .id,
        "ti4-agenda-bad-exhaust"
    );
    for seat in asked {
        while s.agenda_effects.pending.iter().any(|p| p.seat == seat) {
            let prompts = starpost::games::ti4::rules::prompts(&s);
            let p = prompts.iter().find(|p| p.seat == seat).unwrap();
            let n = p.choices[0].notation.clone();
            play(&mut s, seat, &n).unwrap();
        }
        assert_eq!(
            s.players[seat].planets.len() - ready(&s, seat),
            techs(&s, seat)
        );
    }
    play(&mut s, picker, "pick 1").unwrap();
}

#[test]
fn rr_36_imperial_arbiter_swaps_a_strategy_card_at_the_end_of_the_strategy_phase() {
    let mut s = fixtures::three_players();
    s.laws.push(law("imperial_arbiter", Some("letnev")));
    let mut keep = s.clone();
    fixtures::picks(&mut s, &[(0, 1), (1, 2), (2, 3), (0, 4), (1, 5), (2, 6)]);
    assert!(matches!(s.phase, Phase::Strategy { .. }), "the phase waits");
    let prompts = starpost::games::ti4::rules::prompts(&s);
    assert_eq!(prompts.len(), 1);
    assert_eq!(prompts[0].seat, 1);
    assert!(
        prompts[0]
            .choices
            .iter()
            .any(|c| c.notation == "agenda-choice swap 5 1")
    );
    assert_eq!(
        play(&mut s, 1, "agenda-choice swap 3 1").unwrap_err().id,
        "ti4-agenda-bad-swap",
        "3 is not Letnev's"
    );
    play(&mut s, 1, "agenda-choice swap 5 1").unwrap();
    assert_eq!(s.players[1].strategy_cards, vec![1, 2]);
    assert_eq!(s.players[0].strategy_cards, vec![4, 5]);
    assert_eq!(s.slot(1).unwrap().holder, Some(1));
    assert!(!agenda_effects::in_force(&s, "imperial_arbiter"));
    assert_eq!(s.initiative_order[0], 1, "initiative from the new cards");
    assert!(matches!(s.phase, Phase::Action { active: 1, .. }));
    // Or the owner keeps the card.
    fixtures::picks(&mut keep, &[(0, 1), (1, 2), (2, 3), (0, 4), (1, 5), (2, 6)]);
    play(&mut keep, 1, "agenda-choice pass").unwrap();
    assert!(agenda_effects::in_force(&keep, "imperial_arbiter"));
    assert!(matches!(keep.phase, Phase::Action { active: 0, .. }));
}

#[test]
fn rr_36_no_technology_nothing_to_exhaust_and_the_sanctions_hand_limit() {
    let mut s = at_agenda();
    s.players[0].techs.clear();
    resolve(&mut s, "anti_intellectual_revolution", "against", &[]);
    resolve(&mut s, "executive_sanctions", "for", &[]);
    assert!(s.agenda_effects.pending.iter().all(|p| p.seat != 0));
    assert!(s.players[0].planets.iter().all(|c| !c.exhausted));
    assert_eq!(agenda_effects::hand_limit(&s, 7), 3);
    // §38.4 with the law: a hand of 4 is over the limit and must discard 1.
    for c in ["spy", "plague", "summit", "upgrade"] {
        s.players[1].action_cards.push(c.into());
    }
    assert_eq!(
        starpost::games::ti4::rules::action_cards::over_limit(&s),
        vec![1]
    );
}

#[test]
fn rr_36_attached_laws_raise_what_a_planet_pays() {
    use starpost::games::ti4::rules::status::{self, Cost};
    let mut s = at_agenda();
    give(&mut s, 1, &["vefut_ii"]);
    for c in &mut s.players[1].planets {
        c.exhausted = false;
    }
    let total: u32 = s.players[1]
        .planets
        .iter()
        .map(|c| agenda_effects::resources(&s, &c.planet))
        .sum::<u32>()
        + s.players[1].trade_goods as u32;
    assert!(!status::can_pay(&s, 1, Cost::Resources(total + 2)));
    s.laws.push(law("core_mining", Some("vefut_ii")));
    assert!(status::can_pay(&s, 1, Cost::Resources(total + 2)));
    status::pay(&mut s, 1, Cost::Resources(total + 2));
    assert!(s.players[1].planets.iter().all(|c| c.exhausted));
}

#[test]
fn rr_36_an_agenda_that_needs_a_law_in_play_is_discarded_when_none_is() {
    let mut s = at_agenda();
    s.laws.clear();
    s.agenda_deck
        .retain(|x| x != "new_constitution" && x != "mutiny");
    s.agenda_deck.insert(0, "mutiny".into());
    s.agenda_deck.insert(0, "new_constitution".into());
    let log = resolve(&mut s, "economic_equality", "for", &[]);
    assert!(log.contains(&"ti4-agenda-log-cannot-reveal".to_string()));
    let Phase::Agenda(a) = &s.phase else { panic!() };
    assert_eq!(a.agenda, "mutiny");
    assert!(s.agenda_discard.contains(&"new_constitution".to_string()));
}

#[test]
fn rr_35_17_the_winning_outcome_of_real_votes_applies_its_effect() {
    let mut s = at_agenda();
    let Phase::Agenda(a) = &mut s.phase else {
        panic!()
    };
    a.agenda = "mutiny".into();
    let order = a.order.clone();
    let first = order[0];
    let vp = s.players[first].victory_points;
    play(&mut s, first, "vote for").unwrap();
    for seat in &order[1..] {
        play(&mut s, *seat, "vote abstain").unwrap();
    }
    // Nobody bribes after the speaker's vote: the count follows.
    fixtures::pass_windows(&mut s);
    assert_eq!(
        s.players[first].victory_points,
        vp + 1,
        "§36 Mutiny: For wins"
    );
    let Phase::Agenda(a) = &s.phase else { panic!() };
    assert_eq!(a.number, 2);
}

/// Issue 16: an election offers every outcome, not the first 23: with 30 planets controlled,
/// "elect a planet" offers each of them (more than 25 choices are offered as menus by the
/// platform), then the abstention.
#[test]
fn rr_35_an_election_offers_every_outcome() {
    let mut s = at_agenda();
    let extra: Vec<&str> = content::content()
        .systems
        .iter()
        .filter(|sys| !sys.is_home())
        .flat_map(|sys| sys.planets.iter().map(|p| p.id.as_str()))
        .filter(|p| s.controller(p).is_none())
        .take(30)
        .collect();
    give(&mut s, 1, &extra);
    let Phase::Agenda(a) = &mut s.phase else {
        panic!()
    };
    a.agenda = "compensated_disarmament".into();
    let voter = a.order[0];
    let outcomes = agenda::outcomes(&s, "compensated_disarmament");
    assert!(
        outcomes.len() > 23,
        "more than the old cut: {}",
        outcomes.len()
    );
    let prompt = <starpost::games::ti4::Ti4 as starpost::core::Game>::prompts(&s)
        .into_iter()
        .find(|p| p.seat == voter)
        .expect("the vote");
    let mut wanted: Vec<String> = outcomes
        .iter()
        .map(|(id, _)| format!("vote {id}"))
        .collect();
    wanted.push("vote abstain".into());
    let offered: Vec<String> = prompt.choices.iter().map(|c| c.notation.clone()).collect();
    assert_eq!(offered, wanted, "every outcome, then the abstention");
}
