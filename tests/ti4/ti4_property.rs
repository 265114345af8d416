//! Property test: random tactical play over many seeded games never panics, a refused action
//! never changes the state, capacity (§32) and the fleet pool (§83) hold outside combat, and
//! replaying the accepted actions from setup gives the same state.

use starpost::core::Game;
use starpost::core::{GameRng, Seat};
use starpost::games::ti4::Ti4;
use starpost::games::ti4::action::Action;
use starpost::games::ti4::content::UnitKind;
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
        rules: starpost::games::ti4::setup::RULES,
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
            // §32: ground forces and fighters beyond the space docks' room need ships.
            let load = units::load(s, sys, seat);
            let (cargo, cap) = (load.cargo, load.capacity);
            assert!(
                cargo <= cap,
                "seed {seed} step {step}: capacity in tile {}: {cargo} > {cap}",
                sys.tile
            );
            let fleet = units::fleet_count(s, sys, seat);
            // The fleet pool's tokens plus what the faction adds (Letnev's Armada: +2).
            let pool = units::fleet_room(s, seat);
            assert!(
                fleet <= pool,
                "seed {seed} step {step}: fleet pool in tile {}: {fleet} > {pool}",
                sys.tile
            );
        }
    }
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
            let Some(text) = starpost::games::ti4::bot::random_action(&state, seat, &mut rng)
            else {
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

/// Garbage from a player never panics: every string of notation words, numbers and junk either
/// parses or is refused with a message, and applying what parses changes nothing when refused.
#[test]
fn garbage_input_is_refused_without_panicking() {
    let words = [
        "move",
        "activate",
        "hits",
        "invade",
        "produce",
        "pay",
        "tg",
        "retreat",
        "primary",
        "secondary",
        "decline",
        "score",
        "tokens",
        "vote",
        "with",
        "decide",
        "offer",
        "give",
        "get",
        "comm",
        "adjust",
        "units",
        "on",
        "pick",
        "keep",
        "tech",
        "pass",
        "strategic",
        "accept",
        "reject",
        "none",
        "never",
        "default",
        "sustain",
        "custodians",
        ":",
        ";",
        ",",
        "-1",
        "0",
        "1",
        "2",
        "255",
        "256",
        "99999999999",
        "jord",
        "mecatol",
        "dreadnought",
        "fighter",
        "ws",
        "é",
        "🚀",
        "",
        "  ",
        "\u{0}",
    ];
    let (_, mut state) = setup(99, 4);
    let mut rng = GameRng::for_step(123, 4);
    for i in 0..5000u64 {
        let n = 1 + rng.below(7);
        let text: Vec<&str> = (0..n).map(|_| words[rng.below(words.len())]).collect();
        let text = text.join(if i % 3 == 0 { "" } else { " " });
        if let Ok(action) = Ti4::parse_action(&state, &text) {
            let before = state.clone();
            let seat = rng.below(4);
            if Ti4::apply(&mut state, seat, &action, &mut GameRng::for_step(99, i)).is_err() {
                assert_eq!(state, before, "`{text}`");
            }
        }
    }
}
