//! Property test: random tactical play over many seeded games never panics, a refused action
//! never changes the state, capacity (§32) and the fleet pool (§83) hold outside combat, and
//! replaying the accepted actions from setup gives the same state.

use starpost::core::rules::Rules;
use starpost::core::{GameRng, Seat};
use starpost::games::ti4::Ti4;
use starpost::games::ti4::action::Action;
use starpost::games::ti4::content::{self, UnitKind};
use starpost::games::ti4::rules::units;
use starpost::games::ti4::state::{Phase, State, TacticalStep};
use starpost::games::ti4::{PlayerSetup, Ti4Setup};

fn setup(seed: u64, n: usize) -> (Ti4Setup, State) {
    // The setup is kept for reference; the test replays from the position it starts from.
    let s = Ti4Setup {
        players: (0..n)
            .map(|i| PlayerSetup {
                name: format!("p{i}"),
                faction: None,
                color: None,
            })
            .collect(),
        speaker: None,
        map: None,
        vp_target: 10,
    };
    let state = Ti4::setup(&s, &mut GameRng::for_step(seed, 0)).unwrap();
    (s, state)
}

fn in_combat(s: &State) -> Option<u32> {
    match &s.phase {
        Phase::Action {
            tactical: Some(t), ..
        } if matches!(t.step, TacticalStep::Combat(_)) => Some(t.system),
        _ => None,
    }
}

fn check_invariants(s: &State, seed: u64, step: usize) {
    let combat = in_combat(s);
    for sys in &s.systems {
        if Some(sys.position) == combat {
            continue;
        }
        for seat in 0..s.players.len() {
            let cap = units::capacity(s, sys, seat);
            let cargo = units::cargo_in_space(sys, seat);
            assert!(
                cargo <= cap,
                "seed {seed} step {step}: capacity in tile {}: {cargo} > {cap}",
                sys.tile
            );
            let fleet = units::fleet_ships(sys, seat);
            let pool = s.players[seat].tokens.fleet as u32;
            assert!(
                fleet <= pool,
                "seed {seed} step {step}: fleet pool in tile {}: {fleet} > {pool}",
                sys.tile
            );
        }
    }
}

/// A random action for `seat`: one of the offered choices, or a generated tactical action.
fn random_action(s: &State, seat: Seat, rng: &mut GameRng) -> Option<String> {
    let prompts: Vec<_> = Ti4::prompts(s)
        .into_iter()
        .filter(|p| p.seat == seat)
        .collect();
    let choices: Vec<String> = prompts
        .iter()
        .flat_map(|p| p.choices.iter().map(|c| c.notation.clone()))
        .collect();
    let tactical = match &s.phase {
        Phase::Action { tactical, .. } => tactical.as_deref(),
        _ => None,
    };
    let r = rng.below(10);
    // A strategic action's primary: a legal default half the time, else a button if any.
    if let Some(p) = starpost::games::ti4::rules::strategic::default_primary(s)
        && (choices.is_empty() || r < 5)
    {
        return Some(p);
    }
    let generated = match (&s.phase, tactical) {
        (Phase::Action { .. }, None) if r < 7 => {
            // Half the time, a system next to one's own ships (where fights and landings happen).
            let near: Vec<u16> = s
                .systems
                .iter()
                .filter(|x| {
                    units::adjacent_positions(s, x.position)
                        .iter()
                        .any(|p| s.system_at(*p).is_some_and(|y| units::has_ships(y, seat)))
                })
                .map(|x| x.tile)
                .collect();
            if !near.is_empty() && rng.below(2) == 0 {
                Some(format!("activate {}", near[rng.below(near.len())]))
            } else {
                let sys = &s.systems[rng.below(s.systems.len())];
                Some(format!("activate {}", sys.tile))
            }
        }
        (_, Some(t)) if t.step == TacticalStep::Movement && r < 8 => {
            let mine: Vec<_> = s
                .systems
                .iter()
                .filter(|x| x.position != t.system && units::has_ships(x, seat))
                .collect();
            if mine.is_empty() {
                None
            } else {
                let from = mine[rng.below(mine.len())];
                let mut units: Vec<String> = Vec::new();
                for u in from
                    .units
                    .iter()
                    .filter(|u| u.owner == seat && !u.kind.is_structure())
                {
                    if rng.below(3) > 0 {
                        units.push(format!(
                            "{} {}",
                            1 + rng.below(u.count as usize),
                            u.kind.as_str()
                        ));
                    }
                }
                (!units.is_empty()).then(|| format!("move {}: {}", from.tile, units.join(", ")))
            }
        }
        (_, Some(t)) if t.step == TacticalStep::Invasion && r < 8 => {
            let sys = s.system_at(t.system)?;
            let planets = &content::system(sys.tile)?.planets;
            let p = &planets[rng.below(planets.len())];
            Some(format!("invade {}: {}", p.id, 1 + rng.below(3)))
        }
        (_, Some(t)) if t.step == TacticalStep::Production && r < 8 => {
            let kinds = [
                "fighter",
                "infantry",
                "cruiser",
                "destroyer",
                "carrier",
                "dreadnought",
            ];
            let planets: Vec<String> = s.players[seat]
                .planets
                .iter()
                .filter(|c| !c.exhausted)
                .map(|c| c.planet.clone())
                .collect();
            Some(format!(
                "produce {} {} pay {}",
                1 + rng.below(2),
                kinds[rng.below(kinds.len())],
                planets.join(" ")
            ))
        }
        _ => None,
    };
    generated.or_else(|| (!choices.is_empty()).then(|| choices[rng.below(choices.len())].clone()))
}

#[test]
fn random_tactical_play_keeps_the_invariants_and_replays() {
    let (mut moves, mut hits, mut produced) = (0, 0, 0);
    for seed in 0..40u64 {
        let n = 3 + (seed as usize % 4);
        let (_setup, mut state) = setup(seed, n);
        let mut rng = GameRng::for_step(seed ^ 0xABCD, 7);
        // Forward fleets around Mecatol Rex, so fleets meet within a round.
        for seat in 0..n {
            let pos = 1 + rng.below(6) as u32;
            let i = units::system_index(&state, pos).unwrap();
            for (kind, count) in [
                (UnitKind::Destroyer, 2),
                (UnitKind::Carrier, 1),
                (UnitKind::Infantry, 2),
            ] {
                units::add(&mut state.systems[i], seat, kind, None, count);
            }
        }
        let start = state.clone();
        let mut log: Vec<(Seat, Action, u64)> = Vec::new();
        let mut seq = 0u64;
        for step in 0..600 {
            let prompts = Ti4::prompts(&state);
            if prompts.is_empty() || matches!(state.phase, Phase::Status(_) | Phase::Over { .. }) {
                break;
            }
            let seat = prompts[rng.below(prompts.len())].seat;
            let Some(text) = random_action(&state, seat, &mut rng) else {
                continue;
            };
            let Ok(action) = Ti4::parse_action(&state, &text) else {
                panic!("seed {seed}: generated notation `{text}` does not parse");
            };
            let before = state.clone();
            seq += 1;
            match Ti4::apply(&mut state, seat, &action, &mut GameRng::for_step(seed, seq)) {
                Ok(_) => {
                    match &action {
                        Action::Move { groups } if !groups.is_empty() => moves += 1,
                        Action::Hits { .. } => hits += 1,
                        Action::Produce(o) if !o.units.is_empty() => produced += 1,
                        _ => {}
                    }
                    log.push((seat, action, seq))
                }
                Err(_) => {
                    assert_eq!(
                        state, before,
                        "seed {seed} step {step}: a refusal changed the state ({text})"
                    );
                }
            }
            check_invariants(&state, seed, step);
        }
        assert!(
            log.len() > 20,
            "seed {seed}: only {} actions were accepted",
            log.len()
        );
        // Replay from setup and seed.
        let mut replayed = start;
        for (seat, action, seq) in &log {
            Ti4::apply(
                &mut replayed,
                *seat,
                action,
                &mut GameRng::for_step(seed, *seq),
            )
            .unwrap();
        }
        assert_eq!(replayed, state, "seed {seed}: replay differs");
    }
    // The random play really moves fleets, fights and produces.
    assert!(
        moves > 10 && hits > 0 && produced > 0,
        "moves {moves}, hits {hits}, produced {produced}"
    );
}
