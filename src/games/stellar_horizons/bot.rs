//! A bot: plays one of the offered choices. It follows a simple space programme when it can
//! (a crew vehicle with a launcher and supplies, flown to the nearest world that takes a base,
//! the base founded and developed, settlements; explore whenever possible; research and
//! policies taken when offered) and otherwise picks at random, ending its turn with a fair
//! chance in steps where it could act forever.

use super::action::{self, Action, Dest, PRODUCTS};
use super::content::{Class, content};
use super::rules;
use super::state::{Loc, State, Step};
use crate::core::{GameRng, Seat};

fn helio(system: &str) -> i32 {
    content().system(system).map_or(0, |x| x.helio)
}

/// Worlds where the faction could found a base and has none yet.
fn base_sites(s: &State, f: usize) -> Vec<String> {
    s.worlds
        .iter()
        .filter(|w| w.id != "earth")
        .filter(|w| {
            content()
                .world(&w.id)
                .is_some_and(|x| x.base_cost.is_some())
        })
        .filter(|w| !s.bases.iter().any(|b| b.owner == f && b.world == w.id))
        .map(|w| w.id.clone())
        .collect()
}

/// The programme's pick among the offered actions, if it has one.
fn plan(s: &State, f: usize, offered: &[(String, Action)], rng: &mut GameRng) -> Option<String> {
    let find = |pred: &dyn Fn(&Action) -> bool| -> Option<String> {
        offered
            .iter()
            .find(|(_, a)| pred(a))
            .map(|(n, _)| n.clone())
    };
    let mine: Vec<_> = s.ships.iter().filter(|x| x.owner == f).collect();
    let crew: Vec<_> = mine
        .iter()
        .filter(|x| x.is_cv() && x.design().explore > 0)
        .collect();
    let sites = base_sites(s, f);
    match s.step {
        Step::Build => {
            // Damaged settlements first: they count for nothing until repaired (R 2.8.2).
            if let Some(n) = find(&|a| matches!(a, Action::RepairSettlement(_))) {
                return Some(n);
            }
            if crew.is_empty() {
                return find(&|a| matches!(a, Action::Build { design, .. } if design == "cv-2"));
            }
            let grounded = crew.iter().find(|x| x.at == Loc::Surface("earth".into()));
            if let Some(cv) = grounded {
                let has_lv = mine
                    .iter()
                    .any(|x| x.class() == Class::Lv && x.at == cv.at && x.size() >= cv.size());
                if !has_lv {
                    return find(
                        &|a| matches!(a, Action::Build { design, base: None } if design.starts_with("lv-") && content().design(design).is_some_and(|d| d.size >= cv.size())),
                    );
                }
            }
            if let Some(cv) = crew.iter().find(|x| x.at.is_earth() && x.cargo[2] < 3) {
                return find(&|a| matches!(a, Action::Load { ship, res: 2, .. } if *ship == cv.id));
            }
            if let Some(cv) = crew.iter().find(|x| x.at.is_earth() && x.cargo[0] < 1) {
                return find(&|a| matches!(a, Action::Load { ship, res: 0, .. } if *ship == cv.id));
            }
            None
        }
        Step::Move => {
            // An Invader at Earth: every crew vehicle answers the call (R 5.0).
            if let Some(n) = find(&|a| matches!(a, Action::Teleport(_))) {
                return Some(n);
            }
            for cv in crew.iter().filter(|x| x.cargo[2] >= 2 && x.moves == 0) {
                let here = cv.at.system();
                // Land on a site of this system, else transfer toward the nearest system that
                // has one, else climb to orbit.
                let land = find(
                    &|a| matches!(a, Action::Move { ship, to: Dest::Place(Loc::Surface(w)) } if *ship == cv.id && sites.contains(w)),
                );
                if land.is_some() && !matches!(cv.at, Loc::Surface(ref w) if sites.contains(w)) {
                    return land;
                }
                if matches!(cv.at, Loc::Surface(ref w) if sites.contains(w)) {
                    continue;
                }
                let mut transfers: Vec<(i32, String)> = offered
                    .iter()
                    .filter_map(|(n, a)| match a {
                        Action::Move {
                            ship,
                            to: Dest::Transfer(sys),
                        } if *ship == cv.id => {
                            let has_site = sites
                                .iter()
                                .any(|w| content().world(w).is_some_and(|x| x.system == *sys));
                            has_site.then(|| ((helio(sys) - helio(&here)).abs(), n.clone()))
                        }
                        _ => None,
                    })
                    .collect();
                transfers.sort();
                if let Some((_, n)) = transfers.first() {
                    return Some(n.clone());
                }
                if cv.at == Loc::Surface("earth".into()) {
                    return find(
                        &|a| matches!(a, Action::Move { ship, to: Dest::Place(Loc::Orbit(w)) } if *ship == cv.id && w == "earth"),
                    );
                }
            }
            None
        }
        Step::Explore => {
            let explores: Vec<&String> = offered.iter().map(|(n, _)| n).collect();
            (!explores.is_empty()).then(|| explores[rng.below(explores.len())].clone())
        }
        Step::Research | Step::Policy => {
            (!offered.is_empty()).then(|| offered[rng.below(offered.len())].0.clone())
        }
        Step::Trade => find(&|a| matches!(a, Action::Found(_)))
            .or_else(|| find(&|a| matches!(a, Action::Unload { .. })))
            .or_else(|| find(&|a| matches!(a, Action::Trade { .. })))
            .or_else(|| find(&|a| matches!(a, Action::Facility { line, .. } if line == "mining")))
            .or_else(|| find(&|a| matches!(a, Action::Settle(_))))
            .or_else(|| find(&|a| matches!(a, Action::Terraform { .. })))
            .or_else(|| find(&|a| matches!(a, Action::Facility { .. }))),
        Step::Combat => find(&|a| {
            matches!(
                a,
                Action::Attack {
                    target: action::Target::Pirate(_) | action::Target::Invader,
                    ..
                }
            )
        }),
        _ => None,
    }
}

pub fn action(s: &State, seat: Seat, rng: &mut GameRng) -> Option<String> {
    let prompt = rules::prompts(s).into_iter().find(|p| p.seat == seat)?;
    let all: Vec<String> = prompt.choices.iter().map(|c| c.notation.clone()).collect();
    let default = all.first()?.clone();
    let f = s.faction_of(seat)?;
    let offered: Vec<(String, Action)> = all[1..]
        .iter()
        .filter_map(|n| action::parse(s, n).ok().map(|a| (n.clone(), a)))
        .collect();
    // Mostly follow the programme; now and then do something else, to explore the rules.
    if rng.below(10) < 8
        && let Some(n) = plan(s, f, &offered, rng)
    {
        return Some(n);
    }
    let mut real: Vec<String> = offered
        .iter()
        .filter(|(_, a)| match a {
            // Ships move once a turn at most, by the bot's own choice (the rules allow more).
            Action::Move { ship, .. } => s.ship(*ship).is_some_and(|x| x.moves == 0),
            // Regrouping (R 2.8) now and then, a ship that has not moved yet.
            Action::Regroup { ship, .. } => {
                s.ship(*ship).is_some_and(|x| x.moves == 0) && rng.below(3) == 0
            }
            Action::Produce { item, .. } => PRODUCTS.contains(&item.as_str()) && rng.below(10) == 0,
            // The bot keeps its ships.
            Action::Scrap(_) | Action::Reserve(_) | Action::Raze(_) => false,
            Action::Haul { .. } => rng.below(5) == 0,
            _ => true,
        })
        .map(|(n, _)| n.clone())
        .collect();
    if s.step == Step::Build && s.factions[f].cash < 6 {
        real.clear();
    }
    let act_chance = match s.step {
        Step::Initiative => 3,
        Step::Diplomacy => 2,
        Step::Research | Step::Policy | Step::Explore => 9,
        Step::Build => 3,
        Step::Move => 4,
        Step::Combat => 4,
        Step::Trade => 7,
    };
    if real.is_empty() || rng.below(10) >= act_chance {
        return Some(default);
    }
    Some(real[rng.below(real.len())].clone())
}
