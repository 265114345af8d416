//! Events (R 5.0): one d100 per economic phase, two from 2100 (a repeated result is ignored),
//! read on `events.json`. Starred events need every player's consent: each player is asked in
//! turn and one veto sets the event aside. Choices an event gives a player are asked of them
//! (Publicity Campaign's world, Migration's base, Shipyard Strike's lost resources); Private
//! Cargo Company adds trade-route moves; First Contact's reward, Artificial Intelligence and
//! the events that run a scenario (98–100) are in `scenario_events`.

use serde_json::Value;

use super::super::content::{Field, content};
use super::super::state::*;
use super::choices::Pending;
use super::{Log, calc, econ, say};
use crate::core::{GameRng, Msg};

fn num(e: &Value, key: &str) -> i32 {
    e.get(key).and_then(Value::as_i64).unwrap_or(0) as i32
}

fn text<'a>(e: &'a Value, key: &str) -> &'a str {
    e.get(key).and_then(Value::as_str).unwrap_or("")
}

/// The player factions with the lowest value of `key` (and whether all players tie).
fn lowest(s: &State, key: impl Fn(usize) -> i32) -> (Vec<usize>, bool) {
    let players: Vec<usize> = s.order.clone();
    let min = players.iter().map(|f| key(*f)).min().unwrap_or(0);
    let low: Vec<usize> = players.iter().copied().filter(|f| key(*f) == min).collect();
    let all = low.len() == players.len();
    (low, all)
}

fn settlements(s: &State, f: usize) -> i32 {
    s.bases
        .iter()
        .filter(|b| b.owner == f)
        .map(|b| b.settlements)
        .sum()
}

/// Rolls the phase's events and applies them.
pub fn roll(s: &mut State, rng: &mut GameRng, log: &mut Log) {
    let c = content();
    s.strike = None;
    let n = if s.year >= c.rate("two-events-from") {
        2
    } else {
        1
    };
    let mut seen = Vec::new();
    for _ in 0..n {
        let d = calc::d100(rng);
        let Some(ev) = c.events.iter().find(|e| e.d100_min <= d && d <= e.d100_max) else {
            continue;
        };
        if seen.contains(&ev.id) {
            say(log, Msg::new("sh-log-event-repeat").num("roll", d));
            continue;
        }
        seen.push(ev.id.clone());
        if ev.starred {
            // Every player is asked in initiative order; one veto sets it aside (R 5.0).
            say(
                log,
                Msg::new("sh-log-event-consent")
                    .num("roll", d)
                    .name("event", super::super::content::catalog_id("event", &ev.id)),
            );
            for f in s.order.clone() {
                s.extra.pending.push(Pending::Consent {
                    faction: f,
                    event: ev.id.clone(),
                });
            }
            continue;
        }
        say(
            log,
            Msg::new("sh-log-event")
                .num("roll", d)
                .name("event", super::super::content::catalog_id("event", &ev.id)),
        );
        apply_event(s, &ev.id, rng, log);
    }
}

/// Applies an event's effects (after consent, for a starred one).
pub fn apply_event(s: &mut State, id: &str, rng: &mut GameRng, log: &mut Log) {
    let Some(ev) = content().events.iter().find(|e| e.id == id) else {
        return;
    };
    if ev.starred {
        say(
            log,
            Msg::new("sh-log-event-applies")
                .name("event", super::super::content::catalog_id("event", &ev.id)),
        );
    }
    let mut picked: Option<String> = None;
    for e in &ev.effects {
        apply_effect(s, e, &mut picked, rng, log);
    }
}

/// One effect on its own (tests).
#[cfg(test)]
pub fn apply_effect_for_test(s: &mut State, e: &Value, rng: &mut GameRng, log: &mut Log) {
    apply_effect(s, e, &mut None, rng, log);
}

fn apply_effect(
    s: &mut State,
    e: &Value,
    picked: &mut Option<String>,
    rng: &mut GameRng,
    log: &mut Log,
) {
    match text(e, "kind") {
        "raise-exploration" | "set-exploration" => {
            let worlds: Vec<String> = match e.get("worlds").and_then(Value::as_array) {
                Some(w) => w
                    .iter()
                    .filter_map(|x| x.as_str().map(String::from))
                    .collect(),
                // The worst-initiative player chooses the world (R 5.0).
                None => {
                    if let Some(&f) = s.order.last() {
                        s.extra.pending.push(Pending::Publicity {
                            faction: f,
                            amount: num(e, "amount"),
                        });
                    }
                    return;
                }
            };
            for w in worlds {
                if let Some(ws) = s.world_mut(&w) {
                    if text(e, "kind") == "set-exploration" {
                        ws.value = num(e, "value");
                    } else {
                        ws.value += num(e, "amount");
                    }
                }
            }
        }
        "cash" => {
            // The player(s) with the fewest completed missions (R 5.0).
            let (low, _) = lowest(s, |f| s.factions[f].completed.len() as i32);
            for f in low {
                s.factions[f].cash += num(e, "amount");
                say(
                    log,
                    Msg::new("sh-log-event-cash")
                        .name(
                            "faction",
                            super::super::content::catalog_id("faction", &s.factions[f].id),
                        )
                        .num("cash", num(e, "amount")),
                );
            }
        }
        "politics" => {
            let (low, all) = lowest(s, |f| settlements(s, f));
            if !all {
                let amount = if low.len() == 1 {
                    num(e, "amount")
                } else {
                    num(e, "tie_amount")
                };
                for f in low {
                    s.factions[f].politics += amount;
                }
            }
        }
        "add-settlements" => {
            let (low, _) = lowest(s, |f| settlements(s, f));
            let amount = if low.len() == 1 {
                num(e, "amount")
            } else {
                num(e, "tie_amount")
            };
            // Each such player with a base chooses where the settlers go (R 5.0).
            for f in low {
                if s.bases.iter().any(|b| b.owner == f) {
                    s.extra
                        .pending
                        .push(Pending::Migration { faction: f, amount });
                }
            }
        }
        "relations-toward-neutral" => {
            for f in &mut s.factions {
                for r in &mut f.relations {
                    *r -= r.signum();
                }
            }
        }
        "extra-placement-roll" => {
            let token = text(e, "token");
            econ::extra_roll(s, token, rng, log);
        }
        "resource-transfers" => {
            // Private Cargo Company: the fewest-settlement player(s) transfer as if with Trade
            // Routes, or that many more (R 5.0).
            let (low, _) = lowest(s, |f| settlements(s, f));
            for f in low {
                *s.extra.cargo_bonus.entry(f).or_insert(0) += num(e, "count");
            }
        }
        "draw-world-card" => {
            if let Some(w) = picked.clone() {
                super::cards::survey(s, &w, rng, log);
            }
        }
        "halve-base-production" => s.strike = Some(text(e, "product").to_string()),
        "pick-world" => *picked = econ::world_for_roll(s, calc::d100(rng)),
        "damage-facilities" => {
            let lines: Vec<usize> = match e.get("facilities") {
                Some(Value::Array(a)) => a
                    .iter()
                    .filter_map(Value::as_str)
                    .filter_map(|f| match f {
                        x if x.starts_with("mining") || x.starts_with("refinery") => Some(1),
                        x if x.starts_with("research") => Some(2),
                        x if x.starts_with("supply") || x.starts_with("spaceport") => Some(0),
                        _ => None,
                    })
                    .collect(),
                _ => vec![0, 1, 2, 3],
            };
            let on = text(e, "scope") == "bases-on-picked-world";
            for b in &mut s.bases {
                if on && Some(&b.world) != picked.as_ref() {
                    continue;
                }
                for &l in &lines {
                    if b.levels[l] > 0 {
                        b.damage[l] += num(e, "amount").max(1);
                    }
                }
            }
        }
        "destroy-stockpile" => {
            // Each player picks the stored resources lost at each of their bases (R 5.0); with
            // no more than that in store, all of it goes.
            let amount = num(e, "amount");
            for i in 0..s.bases.len() {
                let b = &s.bases[i];
                if s.factions[b.owner].seat.is_none() {
                    continue;
                }
                if b.stock.iter().sum::<i32>() <= amount {
                    s.bases[i].stock = [0; 3];
                } else {
                    s.extra.pending.push(Pending::Strike {
                        faction: b.owner,
                        base: b.id,
                        left: amount,
                    });
                }
            }
        }
        "lose-stockpile-fraction" | "halve-stockpile" => {
            for b in s
                .bases
                .iter_mut()
                .filter(|b| Some(&b.world) == picked.as_ref())
            {
                for r in 0..3 {
                    b.stock[r] -= calc::round_div(b.stock[r], 2);
                }
            }
        }
        "damage-ships" => {
            let safe = |s: &State, sh: &Ship| {
                sh.at.is_earth()
                    || s.bases
                        .iter()
                        .any(|b| b.owner == sh.owner && b.loc() == sh.at)
            };
            let hit: Vec<u32> = s
                .ships
                .iter()
                .filter(|x| x.is_cv() && !safe(s, x))
                .map(|x| x.id)
                .collect();
            for id in hit {
                if let Some(sh) = s.ship_mut(id) {
                    sh.damage += num(e, "amount").max(1);
                }
            }
            s.ships.retain(|x| !x.is_cv() || x.damage < x.size());
        }
        "destroy-ships-on-roll" => {
            let safe = |s: &State, sh: &Ship| {
                sh.at.is_earth()
                    || s.bases
                        .iter()
                        .any(|b| b.owner == sh.owner && b.loc() == sh.at)
            };
            let exposed: Vec<u32> = s
                .ships
                .iter()
                .filter(|x| x.class() == super::super::content::Class::Re && !safe(s, x))
                .map(|x| x.id)
                .collect();
            let upto = num(e, "max_roll").max(2);
            for id in exposed {
                if calc::d10(rng) <= upto {
                    s.ships.retain(|x| x.id != id);
                }
            }
        }
        _ => {
            if !super::scenario_events::apply_effect(s, e, rng, log) {
                say(log, Msg::new("sh-log-event-no-effect"));
            }
        }
    }
    let _ = Field::ALL;
}

#[cfg(test)]
mod tests {
    use super::super::super::setup::tests::campaign;
    use super::*;

    /// R 5.0: the event table covers d100 once; Relations Thaw moves every relation toward
    /// Neutral; Great Comet raises the Comet by 3 even when exhausted.
    #[test]
    fn sh_5_0_events() {
        let mut s = campaign(2);
        let (a, b) = (s.order[0], s.order[1]);
        s.factions[a].relations[b] = WAR;
        s.factions[b].relations[a] = WAR;
        let thaw = content()
            .events
            .iter()
            .find(|e| e.id == "relations-thaw")
            .unwrap();
        let mut rng = GameRng::for_step(1, 1);
        for e in &thaw.effects {
            apply_effect(&mut s, e, &mut None, &mut rng, &mut Log::new());
        }
        assert_eq!(s.factions[a].relations[b], EMBARGO);
        s.world_mut("comet").unwrap().value = 0;
        let comet = content()
            .events
            .iter()
            .find(|e| e.id == "great-comet")
            .unwrap();
        for e in &comet.effects {
            apply_effect(&mut s, e, &mut None, &mut rng, &mut Log::new());
        }
        assert_eq!(s.world("comet").unwrap().value, 3);
    }
}
