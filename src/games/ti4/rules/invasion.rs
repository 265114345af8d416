//! Invasion (§77): commit ground forces from the active system's space area to its planets,
//! ground combat where another player's ground forces stand (§73), then establish control
//! (§63, §77.5): the planet card arrives exhausted and other players' structures there are
//! destroyed (§41, §89). While the custodians token is on Mecatol Rex nobody may land there
//! (§15.1).

use super::action_phase::{active, require_turn};
use super::combat::{start_ground_combat, to_production};
use super::{name, units};
use crate::core::rules::Applied;
use crate::core::{GameRng, LogEntry, Msg, Seat};
use crate::games::ti4::content::{self, UnitKind};
use crate::games::ti4::state::{PlanetCard, State, TacticalStep};

pub const MECATOL_REX: &str = "mecatol_rex";

fn planet_name(id: &str) -> String {
    content::planet(id)
        .map(|(_, p)| p.name.clone())
        .unwrap_or_else(|| id.to_string())
}

/// `commits`: (planet id, ground forces). Empty = no invasion.
pub fn commit(
    state: &mut State,
    seat: Seat,
    commits: &[(String, u8)],
    rng: &mut GameRng,
) -> Result<Applied, Msg> {
    let t = require_turn(state, seat)?.ok_or_else(|| Msg::new("ti4-activate-first"))?;
    if t.step != TacticalStep::Invasion {
        return Err(Msg::new("ti4-wrong-step-invade"));
    }
    let system = t.system;
    let i = units::system_index(state, system).expect("active system");
    let tile = content::system(state.systems[i].tile).expect("tile data");
    let in_space = units::count(&state.systems[i], seat, UnitKind::Infantry, None);
    let total: u32 = commits.iter().map(|(_, n)| *n as u32).sum();
    let mut seen = Vec::new();
    for (planet, n) in commits {
        if tile.planet(planet).is_none() {
            let here = tile
                .planets
                .iter()
                .map(|p| p.id.as_str())
                .collect::<Vec<_>>()
                .join(", ");
            return Err(Msg::new("ti4-invade-not-here")
                .text("planet", planet.as_str())
                .text("planets", here));
        }
        if *n == 0 || seen.contains(planet) {
            return Err(Msg::new("ti4-invade-help"));
        }
        seen.push(planet.clone());
        if planet == MECATOL_REX && state.custodians {
            return Err(Msg::new("ti4-custodians"));
        }
    }
    if total > in_space {
        return Err(Msg::new("ti4-invade-too-many")
            .num("count", total as i64)
            .num("have", in_space as i64));
    }
    if commits.is_empty() {
        let log = vec![LogEntry::public(
            Msg::new("ti4-log-no-invasion").text("player", name(state, seat)),
        )];
        let mut log = log;
        log.extend(to_production(state));
        return Ok(Applied {
            log,
            barrier: false,
        });
    }
    let mut log = Vec::new();
    for (planet, n) in commits {
        units::remove(
            &mut state.systems[i],
            seat,
            UnitKind::Infantry,
            None,
            *n as u32,
            false,
        );
        units::add(
            &mut state.systems[i],
            seat,
            UnitKind::Infantry,
            Some(planet),
            *n as u32,
        );
        log.push(LogEntry::public(
            Msg::new("ti4-log-commit")
                .text("player", name(state, seat))
                .num("count", *n as i64)
                .text("planet", planet_name(planet)),
        ));
    }
    let queue: Vec<String> = commits.iter().map(|(p, _)| p.clone()).collect();
    log.extend(next_planet(state, queue, rng));
    Ok(Applied { log, barrier: true })
}

/// Fights over the next planet in the queue that holds another player's ground forces; planets
/// without defenders change control at once.
fn next_planet(state: &mut State, mut queue: Vec<String>, rng: &mut GameRng) -> Vec<LogEntry> {
    let mut log = Vec::new();
    let Some((seat, Some(t))) = active(state).map(|(s, t)| (s, t.cloned())) else {
        return log;
    };
    let i = units::system_index(state, t.system).expect("active system");
    while !queue.is_empty() {
        let planet = queue.remove(0);
        let defender = state.systems[i]
            .units
            .iter()
            .find(|u| {
                u.owner != seat && u.planet.as_deref() == Some(&planet) && u.kind.is_ground_force()
            })
            .map(|u| u.owner);
        match defender {
            Some(d) => {
                log.extend(start_ground_combat(state, planet, d, queue, rng));
                return log;
            }
            None => log.extend(establish_control(state, seat, &planet)),
        }
    }
    log.extend(to_production(state));
    log
}

pub fn after_ground_combat(
    state: &mut State,
    planet: String,
    queue: Vec<String>,
    rng: &mut GameRng,
) -> Vec<LogEntry> {
    let mut log = Vec::new();
    if let Some((seat, _)) = active(state) {
        let t = active(state)
            .and_then(|(_, t)| t.cloned())
            .expect("tactical");
        let i = units::system_index(state, t.system).expect("active system");
        // §77.5: the attacker gains the planet if their ground forces survived; if both sides were
        // wiped out, the defender keeps control.
        if units::count(&state.systems[i], seat, UnitKind::Infantry, Some(&planet)) > 0 {
            log.extend(establish_control(state, seat, &planet));
        }
    }
    log.extend(next_planet(state, queue, rng));
    log
}

/// §63 / §77.5: `seat` gains the planet (exhausted); other players' structures there are
/// destroyed.
pub fn establish_control(state: &mut State, seat: Seat, planet: &str) -> Vec<LogEntry> {
    let mut log = Vec::new();
    if let Some(pos) = state
        .systems
        .iter()
        .position(|s| content::system(s.tile).is_some_and(|t| t.planet(planet).is_some()))
    {
        let before = state.systems[pos].units.len();
        state.systems[pos].units.retain(|u| {
            !(u.owner != seat && u.planet.as_deref() == Some(planet) && u.kind.is_structure())
        });
        if state.systems[pos].units.len() != before {
            log.push(LogEntry::public(
                Msg::new("ti4-log-structures-destroyed").text("planet", planet_name(planet)),
            ));
        }
    }
    if state.controller(planet) == Some(seat) {
        return log;
    }
    let previous = state.controller(planet);
    state.control.retain(|(p, _)| p != planet);
    state.control.push((planet.to_string(), seat));
    if let Some(prev) = previous {
        state.players[prev].planets.retain(|c| c.planet != planet);
    }
    state.players[seat].planets.push(PlanetCard {
        planet: planet.to_string(),
        exhausted: true,
    });
    log.push(LogEntry::public(
        Msg::new("ti4-log-control")
            .text("player", name(state, seat))
            .text("planet", planet_name(planet)),
    ));
    log
}
