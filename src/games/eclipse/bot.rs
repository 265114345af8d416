//! A random player: picks one of the offered choices, or now and then writes an action the
//! buttons don't cover (an Influence, an Upgrade, a Build elsewhere, a trade). Illegal writes are
//! simply refused by the rules, so bots explore the engine.

use super::Eclipse;
use super::rules::action_phase::influence_target;
use super::rules::{data, upkeep};
use super::state::{Pending, Phase, State};
use crate::core::Game;
use crate::core::{GameRng, Seat};

pub fn random_action(s: &State, seat: Seat, rng: &mut GameRng) -> Option<String> {
    let choices: Vec<String> = Eclipse::prompts(s)
        .into_iter()
        .filter(|p| p.seat == seat)
        .flat_map(|p| p.choices.into_iter().map(|c| c.notation))
        .collect();
    let my_turn =
        matches!(s.phase, Phase::Action { active } if active == seat) && s.pending.is_empty();
    let p = &s.players[seat];
    // Pass before the upkeep of one more action would bankrupt the player (mostly: now and
    // then a bot overreaches, so bankruptcy gets played too).
    if my_turn && rng.below(10) > 0 {
        let after = p.storage[0] + upkeep::net_money(s, seat) - 3;
        if after < 0 && p.passed {
            return Some("pass".into());
        }
        if after < 0 {
            if p.storage[1] >= 6 && rng.below(2) == 0 {
                return Some("trade s m 2".into());
            }
            if p.storage[2] >= 6 && rng.below(2) == 0 {
                return Some("trade x m 2".into());
            }
            return Some("pass".into());
        }
    }
    if my_turn && rng.below(4) == 0 {
        match rng.below(5) {
            0 => {
                let targets: Vec<u16> = s
                    .sectors
                    .iter()
                    .filter(|x| influence_target(s, seat, x.tile))
                    .map(|x| x.tile)
                    .collect();
                if !targets.is_empty() {
                    return Some(format!("inf t>{}", targets[rng.below(targets.len())]));
                }
            }
            1 => {
                let parts = [
                    "ion_cannon",
                    "hull",
                    "nuclear_drive",
                    "nuclear_source",
                    "electron_computer",
                    "plasma_cannon",
                    "improved_hull",
                    "fusion_drive",
                    "fusion_source",
                    "gauss_shield",
                    "positron_computer",
                ];
                let part = parts[rng.below(parts.len())];
                if data::part_exists(part) {
                    let ship = ["int", "cru", "dre", "sb"][rng.below(4)];
                    return Some(format!("upgrade {ship} {} {part}", rng.below(6)));
                }
            }
            2 => {
                let mine: Vec<u16> = s
                    .sectors
                    .iter()
                    .filter(|x| x.owner == Some(seat))
                    .map(|x| x.tile)
                    .collect();
                if !mine.is_empty() {
                    let item = ["int", "cru", "dre", "sb", "orbital", "monolith"][rng.below(6)];
                    return Some(format!("build {item} {}", mine[rng.below(mine.len())]));
                }
            }
            3 if p.storage[1] >= 4 => return Some("trade s m 1".into()),
            _ => {}
        }
    }
    if choices.is_empty() {
        return None;
    }
    // Short of money for upkeep: trade first, keep the home sector to the last.
    if matches!(s.pending.first(), Some(Pending::Bankrupt { seat: b }) if *b == seat) {
        let home = format!("withdraw {}", p.home);
        return choices
            .iter()
            .find(|c| c.starts_with("trade"))
            .or_else(|| choices.iter().find(|c| **c != home))
            .or(choices.first())
            .cloned();
    }
    // Passing is one button among many; take it less often early in a round.
    let pick = choices[rng.below(choices.len())].clone();
    if pick == "pass" && choices.len() > 1 && p.discs > 6 && rng.below(2) == 0 {
        return Some(choices[rng.below(choices.len())].clone());
    }
    Some(pick)
}
