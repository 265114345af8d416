//! A bot: plays one of the offered choices, with a bias per step so that games move on (it
//! explores whenever it can, develops its bases often, fights pirates now and then, and ends
//! its turn with a fair chance in steps where it could act forever).

use super::rules;
use super::state::{State, Step};
use crate::core::{GameRng, Seat};

pub fn action(s: &State, seat: Seat, rng: &mut GameRng) -> Option<String> {
    let prompt = rules::prompts(s).into_iter().find(|p| p.seat == seat)?;
    let all: Vec<String> = prompt.choices.iter().map(|c| c.notation.clone()).collect();
    let default = all.last()?.clone();
    let mut real: Vec<String> = all[..all.len() - 1].to_vec();
    let f = s.faction_of(seat)?;
    // Ships move once a turn at most, by the bot's own choice (the rules allow more).
    if s.step == Step::Move {
        real.retain(|n| {
            n.split_whitespace()
                .nth(1)
                .and_then(|x| x.strip_prefix('s'))
                .and_then(|x| x.parse::<u32>().ok())
                .and_then(|id| s.ship(id))
                .is_some_and(|sh| sh.moves == 0)
        });
    }
    if s.step == Step::Trade {
        // A standing product is set rarely; building comes first.
        let build: Vec<String> = real
            .iter()
            .filter(|n| !n.starts_with("produce"))
            .cloned()
            .collect();
        if !build.is_empty() && rng.below(10) > 0 {
            real = build;
        }
    }
    if s.step == Step::Build {
        // Keep some cash: no more than a few builds a year.
        if s.factions[f].cash < 4 {
            real.clear();
        }
    }
    let act_chance = match s.step {
        Step::Initiative => 3,
        Step::Diplomacy => 2,
        Step::Research => 9,
        Step::Policy => 9,
        Step::Build => 5,
        Step::Move => 6,
        Step::Combat => 5,
        Step::Explore => 9,
        Step::Trade => 7,
    };
    if real.is_empty() || rng.below(10) >= act_chance {
        return Some(default);
    }
    Some(real[rng.below(real.len())].clone())
}
