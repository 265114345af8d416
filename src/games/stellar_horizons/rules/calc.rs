//! The game's formulas as pure functions of the state: dice and rounding, transfer time, CV
//! range, rates, technology cost, exploration value and yield, search and tactics, the combat
//! results table, settlement growth, terraforming cost, support upkeep.

use super::super::content::{Class, Field, ReKind, content};
use super::super::state::{Ship, State};
use super::policy;
use crate::core::GameRng;

/// A plain d10: 1–10 (R 2.1, a rolled 0 reads 10).
pub fn d10(rng: &mut GameRng) -> i32 {
    i32::from(rng.roll(10))
}

/// Percentile dice: 1–100 (R 2.1, 00 and 0 read 100).
pub fn d100(rng: &mut GameRng) -> i32 {
    i32::from(rng.roll(100))
}

/// `num / den` rounded half up (R 2.1: 2.5 → 3, 2.49 → 2), for non-negative values.
pub fn round_div(num: i32, den: i32) -> i32 {
    if den <= 0 {
        return 0;
    }
    (2 * num + den).div_euclid(2 * den)
}

/// Heliocentric transfer time (R 3.3.3): the distance in chunks of 10, each multiplied by the
/// propulsion factor (percent) and rounded; an RE on a launch vehicle of size `lv` saves
/// `lv - 1` turns; never under one turn (FAQ 3.3.3).
pub fn transfer_turns(distance: i32, factor_pct: i32, re_lv: i32) -> i32 {
    let mut left = distance.abs();
    let mut total = 0;
    while left > 0 {
        let chunk = left.min(10);
        total += round_div(chunk * factor_pct, 100);
        left -= chunk;
    }
    if re_lv > 1 {
        total -= re_lv - 1;
    }
    total.max(1)
}

/// The best propulsion factor a faction owns (percent; 100 without propulsion techs), from the
/// techs' `transfer-factor` effects.
pub fn propulsion(state: &State, f: usize) -> i32 {
    owned_effects(state, f, "transfer-factor")
        .filter_map(|e| e.get("factor").and_then(|x| x.as_f64()))
        .map(|x| (x * 100.0).round() as i32)
        .min()
        .unwrap_or(100)
}

/// A faction's CV range in heliocentric distance (R 2.6.5): -1 = Earth orbit only, 0 = the
/// `cv-access` worlds (Orbital Rendezvous: Moon and Near-Earth Asteroids), else the best
/// `cv-range` (999 = unlimited).
pub fn cv_range(state: &State, f: usize) -> i32 {
    let best = owned_effects(state, f, "cv-range")
        .map(|e| {
            if e.get("unlimited").and_then(|x| x.as_bool()) == Some(true) {
                999
            } else {
                e.get("range").and_then(|x| x.as_i64()).unwrap_or(0) as i32
            }
        })
        .max();
    match best {
        Some(r) => r,
        None if owned_effects(state, f, "cv-access").next().is_some() => 0,
        None => -1,
    }
}

/// The effects of one kind among the techs a faction owns.
pub fn owned_effects<'a>(
    state: &'a State,
    f: usize,
    kind: &'a str,
) -> impl Iterator<Item = &'a serde_json::Value> + 'a {
    content()
        .techs
        .iter()
        .filter(move |t| state.factions[f].has(&t.id))
        .flat_map(move |t| t.effects_of(kind))
}

/// The best value of one effect kind a faction owns (`key`: the number's field; `best_low`:
/// the lowest wins, for rates). Along one path the best replaces the others; bonuses on
/// unconnected paths add (R 2.4).
pub fn tech_effect(state: &State, f: usize, kind: &str, key: &str, best_low: bool) -> Option<i32> {
    // Per path the best value of the kind; bonuses of unconnected paths add (R 2.4, SH-D70);
    // rates are absolute values, so the lowest of all applies.
    let mut per_path: std::collections::BTreeMap<&str, i32> = std::collections::BTreeMap::new();
    for t in content()
        .techs
        .iter()
        .filter(|t| state.factions[f].has(&t.id))
    {
        for v in t
            .effects_of(kind)
            .filter_map(|e| e.get(key).and_then(|x| x.as_i64()))
        {
            let v = v as i32;
            let e = per_path.entry(t.path.as_str()).or_insert(v);
            *e = if best_low { (*e).min(v) } else { (*e).max(v) };
        }
    }
    if per_path.is_empty() {
        return None;
    }
    Some(if best_low {
        per_path.values().copied().min().unwrap_or(0)
    } else {
        per_path.values().sum()
    })
}

/// Engine failure rate of a ship's move (R 3.3.5): base 5% (Ultra-Heavy LV 4%), CVs minus their
/// size; below 1% no roll (returns 0).
pub fn engine_failure(state: &State, ship: &Ship) -> i32 {
    let base = tech_effect(state, ship.owner, "engine-failure-rate", "pct", true)
        .unwrap_or(content().rate("engine-failure"));
    let r = if ship.is_cv() {
        base - ship.size()
    } else {
        base
    };
    if r < 1 { 0 } else { r }
}

/// Malfunction rate of a robotic exploration (R 3.5.5).
pub fn malfunction(state: &State, ship: &Ship, world: &str) -> i32 {
    let c = content();
    let f = ship.owner;
    let mut r =
        tech_effect(state, f, "malfunction-rate", "pct", true).unwrap_or(c.rate("malfunction"));
    r += c
        .faction(&state.factions[f].id)
        .map_or(0, |x| x.ability("malfunction"));
    let w = c.world(world);
    let radiation = w.is_some_and(|w| w.has("radiation"))
        || (ship.design().kind == Some(ReKind::Flyby) && ship.at.system() == "mercury");
    if radiation && !state.factions[f].has("active-radiation-shielding") {
        r += c.rate("radiation-malfunction");
    }
    if world == "venus"
        && ship.design().kind == Some(ReKind::Rover)
        && !state.factions[f].has("pressure-shell")
    {
        r += c.rate("venus-rover-malfunction");
    }
    if state.scenario == "6" && state.factions[f].seat.is_none() {
        r = round_div(r, 2);
    }
    r.max(0)
}

/// Recall rate of a CV (R 3.5.5): 50% base, the best recall tech, faction modifier.
pub fn recall(state: &State, f: usize) -> i32 {
    let c = content();
    let r = tech_effect(state, f, "recall-rate", "pct", true).unwrap_or(c.rate("recall"))
        + c.faction(&state.factions[f].id)
            .map_or(0, |x| x.ability("recall"));
    r.max(0)
}

/// The cost of a technology for a faction (R 3.1.7): chart cost, −3 per other player faction
/// owning it, the faction's discount, never under 5.
pub fn tech_cost(state: &State, f: usize, tech: &str) -> Option<i32> {
    let c = content();
    let t = c.tech(tech)?;
    let others = state
        .factions
        .iter()
        .enumerate()
        .filter(|(i, o)| *i != f && o.seat.is_some() && o.has(tech))
        .count() as i32;
    let discount = c
        .faction(&state.factions[f].id)
        .map_or(0, |x| x.ability("tech_discount"));
    let discount = if state.scenario == "5" { 0 } else { discount };
    Some(
        (t.cost - c.rate("tech-discount-per-owner") * others - discount)
            .max(c.rate("tech-min-cost")),
    )
}

/// Whether a faction may research a technology now: not owned, all earlier techs of its row
/// owned (R 2.4), life techs only after someone found life (R 3.5.4).
pub fn can_research(state: &State, f: usize, tech: &str) -> bool {
    let c = content();
    let Some(t) = c.tech(tech) else {
        return false;
    };
    let fac = &state.factions[f];
    if fac.has(tech) {
        return false;
    }
    let prereqs_ok = t.prerequisites.iter().all(|p| fac.has(p));
    let life_ok = !t.requires_found_by_other
        || match tech {
            "existing-life" => state.worlds.iter().any(|w| w.life >= 2),
            _ => state.worlds.iter().any(|w| w.life >= 1),
        };
    prereqs_ok
        && life_ok
        && tech_cost(state, f, tech).is_some_and(|cost| cost <= state.bank(f, t.field))
}

/// Robotic or crewed exploration value of a ship against a world (R 3.5.1, 3.5.2), before the
/// position penalties (orbiter siblings −1, flyby transfer box −N, telescope half value).
pub fn explore_bonus(state: &State, ship: &Ship) -> i32 {
    let c = content();
    let f = ship.owner;
    let d = ship.design();
    let fac = &state.factions[f];
    let ability = c.faction(&fac.id).map_or(0, |x| x.ability("explore"));
    match d.class {
        Class::Cv => {
            d.explore - ship.damage
                + tech_effect(state, f, "crewed-exploration", "bonus", false).unwrap_or(0)
                + ability
        }
        _ => {
            let unified = i32::from(policy::best(&fac.policies, "robotic-policy") == 3);
            d.explore
                + tech_effect(state, f, "robotic-exploration", "bonus", false).unwrap_or(0)
                + unified
                + ability
        }
    }
}

/// Markers a value yields (R 3.5.1): one per full 10, and the remainder as the chance of one
/// more (a d10 ≤ remainder). Returns (sure markers, remainder).
pub fn yield_of(value: i32) -> (i32, i32) {
    (value.max(0) / 10, value.max(0) % 10)
}

/// Search target (R 3.4.2): 4, +1 per CV beyond the first in each fleet.
pub fn search_target(attacker_cvs: i32, defender_cvs: i32) -> i32 {
    content().combat_value("search-target") + (attacker_cvs - 1).max(0) + (defender_cvs - 1).max(0)
}

/// Tactics points of a side (R 3.4.4): the opponent's search roll, own bonuses, +1 per full 7
/// points of enemy CV size.
pub fn tactics(opponent_roll: i32, bonus: i32, enemy_cv_size: i32) -> i32 {
    opponent_roll + bonus + enemy_cv_size / content().combat_value("tp-per-enemy-size").max(1)
}

/// A faction's tactics bonus: the missiles line (+1 / +2, best owned) and Unified Military (+2).
pub fn tactics_bonus(state: &State, f: usize) -> i32 {
    tech_effect(state, f, "tactics-points", "bonus", false).unwrap_or(0)
        + if policy::best(&state.factions[f].policies, "military-policy") == 3 {
            2
        } else {
            0
        }
}

/// Damage read from a column of the combat results table (R 3.4.5).
pub fn crt(column: &str, value: i32) -> i32 {
    content()
        .crt(column)
        .iter()
        .take_while(|m| value >= **m)
        .count() as i32
}

/// Settlement growth (R 3.1.8): ⌊S/10⌋ automatically plus one on a d10 ≤ S mod 10 (`rolls`
/// dice, the best counts: Unified Space Settlement rolls two).
pub fn growth(settlements: i32, dice: &[i32]) -> i32 {
    let s = settlements.max(0);
    s / 10 + i32::from(dice.iter().any(|d| *d <= s % 10))
}

/// Terraforming cost of `n` points at one base in one turn after `done` already (R 3.6.2): each
/// point after the first costs one SUP more.
pub fn terraform_cost(base: i32, done: i32, n: i32) -> i32 {
    (done..done + n).map(|k| base + k).sum()
}

/// Upkeep of units over a support limit (R 3.1.4): the escalator summed over the units beyond
/// the limit; an unused slot pays +$1B instead (returned negative).
pub fn upkeep(escalator: &[i32], count: i32, limit: i32) -> i32 {
    if count <= limit {
        return -(limit - count) * content().market("unused-slot-income");
    }
    escalator.iter().take((count - limit) as usize).sum()
}

/// Support limits of a faction (RE, CV, base) with its policies (R 6.11).
pub fn limits(state: &State, f: usize) -> [i32; 3] {
    let fac = &state.factions[f];
    let l = content().faction(&fac.id).map(|x| x.limits);
    let (re, cv, base) = l.map_or((0, 0, 0), |l| (l.re, l.cv, l.base));
    let p = |line| i32::from(policy::best(&fac.policies, line));
    let extra = if state.scenario == "6" && fac.seat.is_none() {
        state.seats() as i32 - 1
    } else {
        0
    };
    [
        re + p("robotic-policy").min(2) + extra,
        cv + p("human-policy") + extra,
        base + p("space-settlement").min(2) + extra,
    ]
}

/// Units counting against the limits: non-probe REs, CVs (reserved included, SH-D decision),
/// bases.
pub fn counts(state: &State, f: usize) -> [i32; 3] {
    let mut n = [0; 3];
    for s in state.ships.iter().filter(|s| s.owner == f) {
        match s.class() {
            Class::Re if s.design().kind != Some(ReKind::Probe) => n[0] += 1,
            Class::Cv => n[1] += 1,
            _ => {}
        }
    }
    n[2] = state.bases.iter().filter(|b| b.owner == f).count() as i32;
    n
}

/// The research field of a world, for markers.
pub fn field_of(world: &str) -> Field {
    content()
        .world(world)
        .and_then(|w| w.field)
        .unwrap_or(Field::Eng)
}

#[cfg(test)]
mod tests {
    use super::super::super::setup::tests::campaign;
    use super::*;

    /// R 2.1: a d10 reads 1–10 (0 is 10) and percentile dice 1–100; every face comes up.
    #[test]
    fn sh_2_1_dice_ranges() {
        let mut rng = GameRng::for_step(8, 8);
        let tens: Vec<i32> = (0..500).map(|_| d10(&mut rng)).collect();
        assert!(tens.iter().all(|d| (1..=10).contains(d)));
        assert!((1..=10).all(|v| tens.contains(&v)));
        let pct: Vec<i32> = (0..3000).map(|_| d100(&mut rng)).collect();
        assert!(
            pct.iter().all(|d| (1..=100).contains(d)) && pct.contains(&100) && pct.contains(&1)
        );
    }

    /// R 2.4 (techs.json prerequisites): a tech needs its prerequisites and enough points in its
    /// field's bank; life techs open only after someone found life (R 3.5.4).
    #[test]
    fn sh_2_4_tech_prerequisites() {
        let mut s = campaign(2);
        let f = s.order[0];
        s.factions[f].techs.clear();
        s.factions[f].banks = [99, 99, 99];
        assert!(can_research(&s, f, "orbital-rendezvous"));
        assert!(
            !can_research(&s, f, "advanced-astrodynamics"),
            "needs Orbital Rendezvous"
        );
        s.factions[f].techs.push("orbital-rendezvous".into());
        assert!(can_research(&s, f, "advanced-astrodynamics"));
        assert!(!can_research(&s, f, "signs-of-life"));
        s.world_mut("mars").unwrap().life = 1;
        assert!(can_research(&s, f, "signs-of-life"));
        s.factions[f].banks = [0, 0, 0];
        assert!(
            !can_research(&s, f, "advanced-astrodynamics"),
            "bank too small"
        );
    }

    /// R 2.1: rounding half up, and only at the end.
    #[test]
    fn sh_2_1_rounding_half_up() {
        assert_eq!(round_div(5, 2), 3);
        assert_eq!(round_div(249, 100), 2);
        assert_eq!(round_div(9, 2), 5, "telescope: Eris 9 halves to 4.5 → 5");
        assert_eq!(round_div(42, 10), 4);
    }

    /// Appendix A: Earth→Saturn (7) with Fusion ×0.6 → 4 turns; Earth→Alpha Centauri (45) with
    /// Practical Anti-Matter ×0.5 → 5+5+5+5+3 = 23 (R 3.3.3); a transfer never takes under one
    /// turn (FAQ 3.3.3); an RE on an LV-k saves k−1 turns.
    #[test]
    fn sh_3_3_3_heliocentric_transfer_time() {
        assert_eq!(transfer_turns(7, 60, 0), 4);
        assert_eq!(transfer_turns(45, 50, 0), 23);
        assert_eq!(transfer_turns(5, 100, 0), 5);
        assert_eq!(transfer_turns(5, 100, 2), 4, "LV-2 saves one turn");
        assert_eq!(transfer_turns(1, 100, 4), 1, "minimum one turn");
    }

    /// Appendix A tech discounts (R 3.1.7): Reusable LV 10 with one other owner → 7; Orbital
    /// Rendezvous 10 with two others → 4 → minimum 5; North America −2: Ultra-Heavy LV 25 → 23
    /// (our tree lists it at 20, so 18).
    #[test]
    fn sh_3_1_7_tech_cost_discounts() {
        let mut s = campaign(3);
        let (a, b, c) = (s.order[0], s.order[1], s.order[2]);
        for f in [a, b, c] {
            s.factions[f]
                .techs
                .retain(|t| t != "reusable-launch-vehicles" && t != "orbital-rendezvous");
        }
        let plain = if s.factions[a].id == "north-america" {
            b
        } else {
            a
        };
        let others: Vec<usize> = [a, b, c].into_iter().filter(|x| *x != plain).collect();
        s.factions[others[0]]
            .techs
            .push("reusable-launch-vehicles".into());
        assert_eq!(tech_cost(&s, plain, "reusable-launch-vehicles"), Some(7));
        for o in &others {
            s.factions[*o].techs.push("orbital-rendezvous".into());
        }
        assert_eq!(tech_cost(&s, plain, "orbital-rendezvous"), Some(5));
        let na = s
            .factions
            .iter()
            .position(|f| f.id == "north-america")
            .unwrap();
        s.factions[na]
            .techs
            .retain(|t| t != "ultra-heavy-launch-vehicles");
        let listed = content().tech("ultra-heavy-launch-vehicles").unwrap().cost;
        let owners = s
            .factions
            .iter()
            .enumerate()
            .filter(|(i, f)| *i != na && f.seat.is_some() && f.has("ultra-heavy-launch-vehicles"))
            .count() as i32;
        assert_eq!(
            tech_cost(&s, na, "ultra-heavy-launch-vehicles"),
            Some((listed - 3 * owners - 2).max(5))
        );
        for o in 0..s.factions.len() {
            s.factions[o]
                .techs
                .retain(|t| t != "ultra-heavy-launch-vehicles");
        }
        assert_eq!(listed, 25, "SH-D5");
        assert_eq!(tech_cost(&s, na, "ultra-heavy-launch-vehicles"), Some(23));
    }

    /// Appendix A exploration yields (R 3.5.1): 12 → one marker and a d10 ≤ 2; 10 → exactly one;
    /// Pluto 8 + rover 4 = 12.
    #[test]
    fn sh_3_5_1_marker_yield() {
        assert_eq!(yield_of(6 + 5 + 1), (1, 2), "Mars 6 + Orion 5 + suits 1");
        assert_eq!(yield_of(4 + 5 + 1), (1, 0), "Moon 4 + Kliper 5 + suits 1");
        assert_eq!(yield_of(8 + 4), (1, 2), "Pluto 8 + rover 4");
        assert_eq!(round_div(9, 2) + 2, 7, "telescope Eris 9 → 5, + Lowell 2");
        assert_eq!(
            yield_of(8 + 3 - 3),
            (0, 8),
            "flyby Titan 8 + Zasyadko 3 − box 3"
        );
    }

    /// Appendix A search (R 3.4.2): 2 CVs vs 1 CV → target 5 for both.
    #[test]
    fn sh_3_4_2_search_target() {
        assert_eq!(search_target(2, 1), 5);
        assert_eq!(search_target(1, 1), 4);
    }

    /// Appendix A tactics (R 3.4.4): China: Japan's roll 4 + Advanced Space Missiles 1 + Hiryu
    /// size 7 → 1 = 6; Japan: China's roll 7 + C&C 2 + sizes 10 → 1 = 10; net surplus 4.
    #[test]
    fn sh_3_4_4_tactics_points() {
        let china = tactics(4, 1, 7);
        let japan = tactics(7, 2, 10);
        assert_eq!((china, japan, japan - china), (6, 10, 4));
    }

    /// Appendix A combat results (R 3.4.5): 16 on Strike → 5 (then +2 for 4 TP, +2 bombers = 9);
    /// 23 on Strike → 7 (−1 fighter = 6); 18 → direct-fire 6, Strike 5.
    #[test]
    fn sh_3_4_5_combat_results_table() {
        assert_eq!(crt("strike", 7 + 3 + 1 + 5), 5);
        assert_eq!(crt("strike", 7 + 3 + 1 + 5) + 4 / 2 + 2, 9);
        assert_eq!(crt("strike", 10 + 3 + 10), 7);
        assert_eq!(crt("direct-fire", 18), 6);
        assert_eq!(crt("strike", 18), 5);
        assert_eq!(crt("direct-fire", 4), 0);
        assert_eq!(crt("direct-fire", 40), 24);
        assert_eq!(
            crt("direct-fire-ref", 40),
            25,
            "REF's column, shipped as an alternative"
        );
    }

    /// Appendix A settlement growth (R 3.1.8): 13 settlements → +1, and +1 more on a d10 ≤ 3.
    #[test]
    fn sh_3_1_8_settlement_growth() {
        assert_eq!(growth(13, &[3]), 2);
        assert_eq!(growth(13, &[4]), 1);
        assert_eq!(
            growth(13, &[9, 2]),
            2,
            "Unified Space Settlement: two dice, best counts"
        );
        assert_eq!(
            growth(50, &[10]),
            5,
            "Rebellion: 25 colony settlements count as 50"
        );
    }

    /// Appendix A terraforming (R 3.6.2): four points at one base in one turn at base 4 → 22.
    #[test]
    fn sh_3_6_2_terraforming_cost() {
        assert_eq!(terraform_cost(4, 0, 4), 22);
        assert_eq!(terraform_cost(4, 1, 1), 5);
    }

    /// R 3.1.4: upkeep escalators CV/base $4/6/8/10, RE $2/3/4/5; each unused slot +$1B.
    #[test]
    fn sh_3_1_4_support_upkeep() {
        assert_eq!(upkeep(&[4, 6, 8, 10], 5, 3), 10);
        assert_eq!(upkeep(&[4, 6, 8, 10], 7, 3), 28);
        assert_eq!(upkeep(&[2, 3, 4, 5], 4, 3), 2);
        assert_eq!(upkeep(&[2, 3, 4, 5], 1, 3), -2);
    }

    /// Appendix A CV range (R 2.6.5): a CV-2 with Advanced Life Support (2) from a Main Belt (3)
    /// base with a small supply station reaches Jupiter (5).
    #[test]
    fn sh_2_6_5_cv_range_from_a_base() {
        let mut s = campaign(2);
        let f = s.order[0];
        s.factions[f].techs.push("advanced-life-support".into());
        assert_eq!(cv_range(&s, f), 2);
        let id = s.new_id();
        s.bases.push(super::super::super::state::Base {
            id,
            owner: f,
            world: "main-asteroid-belt".into(),
            orbital: false,
            levels: [1, 0, 0, 0],
            damage: [0; 4],
            settlements: 0,
            stock: [0; 3],
            built: false,
            product: None,
            blockaded_by: None,
            terraformed: 0,
        });
        assert!(super::super::movement::in_range(&s, f, 2, "jupiter"));
        assert!(!super::super::movement::in_range(&s, f, 2, "saturn"));
    }

    /// R 2.4: along one path the highest owned effect replaces the lower ones (bonuses of
    /// unconnected paths add; no bonus kind of the data pack spans two paths yet).
    #[test]
    fn sh_2_4_path_non_stacking_per_path() {
        let mut s = campaign(2);
        let f = s.order[0];
        s.factions[f].techs.clear();
        let line: Vec<&crate::games::stellar_horizons::content::Tech> = content()
            .techs
            .iter()
            .filter(|t| t.effects_of("base-cost-reduction").next().is_some())
            .collect();
        assert!(line.len() >= 2, "a path of habitation techs");
        assert!(line.iter().all(|t| t.path == line[0].path));
        let val = |t: &crate::games::stellar_horizons::content::Tech| {
            t.effects_of("base-cost-reduction")
                .filter_map(|e| e.get("sup").and_then(|x| x.as_i64()))
                .max()
                .unwrap_or(0) as i32
        };
        for t in &line {
            s.factions[f].techs.push(t.id.clone());
        }
        let best = line.iter().map(|t| val(t)).max().unwrap();
        let sum: i32 = line.iter().map(|t| val(t)).sum();
        assert!(sum > best);
        assert_eq!(
            tech_effect(&s, f, "base-cost-reduction", "sup", false),
            Some(best),
            "one path: the best, not the sum"
        );
    }
}
