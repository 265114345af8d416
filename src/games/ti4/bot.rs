//! A random player: picks one of the offered choices, or writes a plausible tactical action
//! (activate a nearby system, move some ships, land troops, produce). Illegal picks are simply
//! refused by the rules, so bots explore the engine: the property test and the bot-vs-bot games
//! use it.

use super::Ti4;
use super::content;
use super::rules::units;
use super::state::{Phase, State, TacticalStep};
use crate::core::Game;
use crate::core::{GameRng, Seat};

/// A random action for `seat`: one of the offered choices, or a generated tactical action.
pub fn random_action(s: &State, seat: Seat, rng: &mut GameRng) -> Option<String> {
    let prompts: Vec<_> = Ti4::prompts(s)
        .into_iter()
        .filter(|p| p.seat == seat)
        .collect();
    let choices: Vec<String> = prompts
        .iter()
        .flat_map(|p| p.choices.iter().map(|c| c.notation.clone()))
        .collect();
    // A technology question (use it or not): one of its answers.
    if s.tech.pause.is_some() {
        return (!choices.is_empty()).then(|| choices[rng.below(choices.len())].clone());
    }
    let tactical = match &s.phase {
        Phase::Action { tactical, .. } => tactical.as_deref(),
        _ => None,
    };
    let r = rng.below(10);
    // A pause at a combat or invasion moment: one of its buttons (play, reroll or continue).
    if tactical.is_some() && super::rules::moments::current(s).is_some() {
        return (!choices.is_empty()).then(|| choices[rng.below(choices.len())].clone());
    }
    // A strategic action's primary: a legal default half the time, else a button if any. The
    // second part of a primary chosen by buttons is always the default (Warfare's tokens as
    // they were: a random placement would starve the tactic pool).
    let second_part = s.strategic.as_ref().is_some_and(|sa| sa.draft.is_some());
    if let Some(p) = crate::games::ti4::rules::strategic::default_primary(s)
        && (choices.is_empty() || r < 5 || second_part)
    {
        return Some(p);
    }
    if s.strategic
        .as_ref()
        .is_some_and(|sa| sa.secondary.is_none() && sa.holder == seat)
        && choices.is_empty()
    {
        return Some("primary none".into());
    }
    // An action-phase secret objective whose moment came is scored most of the time.
    let scorable = super::rules::objectives::scorable_now(s, seat);
    if !scorable.is_empty() && r < 8 {
        return Some(format!("score {}", scorable[rng.below(scorable.len())]));
    }
    // Now and then, an action card that can be played now, with a random plausible target
    // (a wrong one is simply refused).
    let playable = super::rules::cards::playable_now(s, seat);
    if !playable.is_empty() && rng.below(4) == 0 {
        let card = &playable[rng.below(playable.len())];
        let planets: Vec<&str> = s.control.iter().map(|(p, _)| p.as_str()).collect();
        let planet = planets
            .get(rng.below(planets.len().max(1)))
            .copied()
            .unwrap_or("");
        let tile = s.systems[rng.below(s.systems.len())].tile;
        let player = 1 + rng.below(s.players.len());
        let target = match super::rules::cards::expects(card) {
            "<planet>" => planet.to_string(),
            "<tile>" => tile.to_string(),
            "<player>" => player.to_string(),
            "<tile> <player>" => format!("{tile} {player}"),
            "<technology>" => super::rules::strategic::researchable(s, seat)
                .first()
                .map(|t| t.id.clone())
                .unwrap_or_default(),
            "<law>" => s.laws.first().map(|l| l.agenda.clone()).unwrap_or_default(),
            "<outcome you predict>" => "for".into(),
            a if a.starts_with("<tile> <player>") => format!("{tile} {player} cruiser"),
            _ => String::new(),
        };
        return Some(format!("play {card} {target}").trim().to_string());
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
