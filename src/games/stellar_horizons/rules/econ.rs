//! The economic phase (R 3.1), in decade years from 2040: politics income, initiative,
//! diplomacy, production and upkeep, NPF bases, pirates and asteroids, technology, settlement
//! growth, policies.

use super::super::action::Action;
use super::super::content::{Field, content};
use super::super::state::*;
use super::{Log, calc, illegal, policy, say};
use crate::core::{GameRng, Msg, Refusal};

/// Politics income (R 3.1.1): 2, +1/+2 with Space Diplomacy / Vigorous (Unified keeps +2),
/// +1 per alliance. Events (R 5.0) are not rolled yet: their table is another helper's.
pub fn income(s: &mut State, rng: &mut GameRng, log: &mut Log) {
    if s.scenario == "campaign" || s.scenario == "7" {
        super::events::roll(s, rng, log);
    }
    let base = content().market("politics-income");
    for f in 0..s.factions.len() {
        if s.factions[f].seat.is_none() {
            continue;
        }
        if s.scenario == "7" && s.factions[f].id == "south-america" {
            continue;
        }
        let dip = i32::from(policy::best(&s.factions[f].policies, "space-diplomacy").min(2));
        let alliances = s.factions[f]
            .relations
            .iter()
            .enumerate()
            .filter(|(o, r)| *o != f && **r >= ALLIANCE)
            .count() as i32;
        let gain = base + dip + alliances;
        s.factions[f].politics += gain;
        s.factions[f].bid = 0;
        s.factions[f].attempts.clear();
        say(
            log,
            Msg::new("sh-log-politics")
                .name(
                    "faction",
                    super::super::content::catalog_id("faction", &s.factions[f].id),
                )
                .num("count", gain),
        );
    }
}

/// Initiative bids (R 3.1.2): up to the faction's current position (1st may spend 1 …).
pub fn bid_options(s: &State, f: usize) -> Vec<Action> {
    let pos = s
        .order
        .iter()
        .position(|x| *x == f)
        .map_or(1, |p| p as i32 + 1);
    (1..=pos.min(s.factions[f].politics))
        .map(Action::Bid)
        .collect()
}

pub fn bid(s: &mut State, f: usize, a: &Action, log: &mut Log) -> Result<(), Refusal> {
    let Action::Bid(n) = a else {
        return Err(illegal("sh-wrong-action"));
    };
    if *n != 0 && !bid_options(s, f).contains(a) {
        return Err(illegal("sh-bid-too-high"));
    }
    s.factions[f].bid = *n;
    s.factions[f].politics -= n;
    say(
        log,
        Msg::new("sh-log-bid")
            .name(
                "faction",
                super::super::content::catalog_id("faction", &s.factions[f].id),
            )
            .num("count", *n),
    );
    Ok(())
}

/// The initiative roll (R 3.1.2): d100 + 10 per bid + the military line (20/40/50); highest
/// first; ties keep the earlier order.
pub fn roll_initiative(s: &mut State, rng: &mut GameRng, log: &mut Log) {
    let mut scored: Vec<(i32, usize, usize)> = Vec::new();
    for (prev, &f) in s.order.iter().enumerate() {
        let mil =
            [0, 20, 40, 50][usize::from(policy::best(&s.factions[f].policies, "military-policy"))];
        let roll = calc::d100(rng);
        let total = roll + 10 * s.factions[f].bid + mil;
        say(
            log,
            Msg::new("sh-log-initiative")
                .name(
                    "faction",
                    super::super::content::catalog_id("faction", &s.factions[f].id),
                )
                .num("roll", roll)
                .num("total", total),
        );
        scored.push((total, prev, f));
    }
    scored.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    s.order = scored.into_iter().map(|x| x.2).collect();
}

/// The cost of the next attempt on one relation (R 3.1.3: the k-th costs k).
pub fn attempt_cost(s: &State, f: usize, target: usize) -> i32 {
    s.factions[f]
        .attempts
        .iter()
        .filter(|(t, _)| *t == target)
        .count() as i32
        + 1
}

pub fn diplomacy_options(s: &State, f: usize) -> Vec<Action> {
    let mut out = Vec::new();
    for (t, other) in s.factions.iter().enumerate() {
        if t == f || attempt_cost(s, f, t) > s.factions[f].politics || locked(s, f, t) {
            continue;
        }
        for up in [true, false] {
            out.push(Action::Diplo {
                target: other.id.clone(),
                up,
            });
        }
    }
    out
}

/// Relations that scenarios fix (Ex Machina's AI at war, the Rebellion colony at embargo).
fn locked(s: &State, a: usize, b: usize) -> bool {
    let fixed = |x: usize| {
        (s.scenario == "6" && s.factions[x].id == "japan")
            || (s.scenario == "7" && s.factions[x].id == "south-america")
    };
    fixed(a) || fixed(b)
}

pub fn diplo(s: &mut State, f: usize, a: &Action, log: &mut Log) -> Result<(), Refusal> {
    let Action::Diplo { target, up } = a else {
        return Err(illegal("sh-wrong-action"));
    };
    let Some(t) = s.factions.iter().position(|x| &x.id == target) else {
        return Err(illegal("sh-unknown-faction"));
    };
    if t == f || locked(s, f, t) {
        return Err(illegal("sh-diplomacy-target"));
    }
    let cost = attempt_cost(s, f, t);
    if cost > s.factions[f].politics {
        return Err(illegal("sh-not-enough-politics"));
    }
    s.factions[f].politics -= cost;
    s.factions[f].attempts.push((t, if *up { 1 } else { -1 }));
    say(
        log,
        Msg::new("sh-log-diplo")
            .name(
                "faction",
                super::super::content::catalog_id("faction", &s.factions[f].id),
            )
            .name(
                "target",
                super::super::content::catalog_id("faction", target),
            )
            .text("way", if *up { "up" } else { "down" })
            .num("cost", cost),
    );
    Ok(())
}

fn set_relation(s: &mut State, a: usize, b: usize, r: i8) {
    s.factions[a].relations[b] = r;
    s.factions[b].relations[a] = r;
}

/// Drift and the resolution of the attempts (R 3.1.3): a d10 (two from 2100) naming a faction
/// by its original number moves all its relations one step toward Neutral; each attempt
/// succeeds on a d10 ≤ 6; net successes move the relation; entering Embargo needs Military
/// Policy, War needs Vigorous Military Policy, held by a faction that pushed down.
pub fn resolve_diplomacy(s: &mut State, rng: &mut GameRng, log: &mut Log) {
    let c = content();
    let dice = if s.year >= c.rate("two-events-from") {
        2
    } else {
        1
    };
    for _ in 0..dice {
        let d = calc::d10(rng);
        say(log, Msg::new("sh-log-drift").num("roll", d));
        if let Some(f) = s
            .factions
            .iter()
            .position(|x| c.faction(&x.id).is_some_and(|cf| cf.track as i32 == d))
        {
            for o in 0..s.factions.len() {
                if o == f || locked(s, f, o) {
                    continue;
                }
                let r = s.factions[f].relations[o];
                set_relation(s, f, o, r - r.signum());
            }
        }
    }
    let n = s.factions.len();
    for a in 0..n {
        for b in a + 1..n {
            let mut net = 0i32;
            let mut down_mil = 0u8;
            for (x, y) in [(a, b), (b, a)] {
                let attempts: Vec<i8> = s.factions[x]
                    .attempts
                    .iter()
                    .filter(|(t, _)| *t == y)
                    .map(|(_, w)| *w)
                    .collect();
                for w in attempts {
                    if calc::d10(rng) <= c.rate("diplomacy-success") {
                        net += i32::from(w);
                        if w < 0 {
                            down_mil = down_mil
                                .max(policy::best(&s.factions[x].policies, "military-policy"));
                        }
                    }
                }
            }
            if net == 0 {
                continue;
            }
            let old = s.factions[a].relations[b];
            let mut new = (i32::from(old) + net).clamp(i32::from(WAR), i32::from(ALLIANCE)) as i8;
            let utopia_floor = if down_mil >= 2 {
                WAR
            } else if down_mil >= 1 {
                EMBARGO
            } else {
                NEUTRAL
            };
            if new < old {
                new = new.max(utopia_floor.min(old));
            }
            // Friendship veto (R 3.1.3): either side may refuse ties above Free Trade.
            if new > old && new > FREE_TRADE && super::choices::refuses_close(s, a, b) {
                new = FREE_TRADE.max(old);
            }
            if new != old {
                set_relation(s, a, b, new);
                say(
                    log,
                    Msg::new("sh-log-relation")
                        .name(
                            "a",
                            super::super::content::catalog_id("faction", &s.factions[a].id),
                        )
                        .name(
                            "b",
                            super::super::content::catalog_id("faction", &s.factions[b].id),
                        )
                        .msg(
                            "relation",
                            Msg::new(format!("sh-relation-{}", relation_id(new))),
                        ),
                );
            }
        }
    }
    for f in &mut s.factions {
        f.attempts.clear();
    }
}

/// Earth production for the year's column (R 3.1.4).
pub fn earth_production(s: &State, f: usize) -> (i32, [i32; 3]) {
    let c = content();
    let Some(fac) = c.faction(&s.factions[f].id) else {
        return (0, [0; 3]);
    };
    let Some(p) = fac
        .production
        .iter()
        .filter(|p| p.from <= s.year)
        .max_by_key(|p| p.from)
    else {
        return (0, [0; 3]);
    };
    let mut pts = [p.phys, p.eng, p.bio];
    for e in calc::owned_effects(s, f, "earth-production") {
        if let Some(points) = e.get("points").and_then(|x| x.as_object()) {
            for (k, v) in points {
                if let (Some(field), Some(v)) = (
                    Field::parse(k).or_else(|| {
                        serde_json::from_value::<Field>(serde_json::Value::String(k.clone())).ok()
                    }),
                    v.as_i64(),
                ) {
                    pts[field.idx()] += v as i32;
                }
            }
        }
    }
    (p.cash, pts)
}

/// Production (R 3.1.4): Earth production, bonus cash (Space Economics, relations, blockades),
/// pirate drain, support upkeep (debt allowed), then each base's one product.
pub fn production(s: &mut State, log: &mut Log) {
    let c = content();
    let pirates = s.pirates.len() as i32;
    for f in 0..s.factions.len() {
        if s.factions[f].seat.is_none() {
            continue;
        }
        let (mut cash, pts) = earth_production(s, f);
        if s.scenario == "7" && s.factions[f].id == "south-america" {
            cash = calc::round_div(cash, 2);
        }
        cash += [0, 2, 4, 8][usize::from(policy::best(&s.factions[f].policies, "space-economics"))];
        if let Some(fac) = c.faction(&s.factions[f].id) {
            for (o, r) in s.factions[f].relations.iter().enumerate() {
                if o != f {
                    cash += fac.payout.get(relation_id(*r)).copied().unwrap_or(0);
                }
            }
        }
        cash += c.market("mission-income") * s.factions[f].completed.len() as i32;
        cash += c.market("blockade-income")
            * s.bases.iter().filter(|b| b.blockaded_by == Some(f)).count() as i32;
        let drain = pirates * c.market("pirate-drain");
        s.pirate_cache += drain;
        cash -= drain;
        let lim = calc::limits(s, f);
        let cnt = calc::counts(s, f);
        let esc = |id: &str| {
            c.upkeep
                .iter()
                .find(|u| u.id == id)
                .map(|u| u.escalator.clone())
                .unwrap_or_default()
        };
        let upkeep = calc::upkeep(&esc("re"), cnt[0], lim[0])
            + calc::upkeep(&esc("cv"), cnt[1], lim[1])
            + calc::upkeep(&esc("base"), cnt[2], lim[2]);
        cash -= upkeep;
        s.factions[f].cash += cash;
        super::choices::check_disposal(s, f);
        for fi in Field::ALL {
            s.factions[f].banks[fi.idx()] += pts[fi.idx()];
        }
        say(
            log,
            Msg::new("sh-log-production")
                .name(
                    "faction",
                    super::super::content::catalog_id("faction", &s.factions[f].id),
                )
                .num("cash", cash)
                .num("upkeep", upkeep)
                .num("phys", pts[0])
                .num("eng", pts[1])
                .num("bio", pts[2]),
        );
    }
    base_production(s, log);
}

/// What a base would produce of an item now, before crowding (R 3.1.4): resources need a mining
/// station (tile bonus, +1 large, +3/+5 refinery); tech needs a research station (Earth orbit 3
/// in any field; +3 large; +1/+2 life); −1 per pirate in the system, −1 per damage marker.
pub fn base_output(s: &State, b: &Base, item: &str) -> i32 {
    let c = content();
    let Some(w) = c.world(&b.world) else {
        return 0;
    };
    let pirates = s.pirates.iter().filter(|p| p.system == w.system).count() as i32;
    let res = super::super::action::RES.iter().position(|r| *r == item);
    let raw = match res {
        Some(r) => {
            if b.levels[1] == 0 {
                return 0;
            }
            // World card value + the tile's intrinsic bonus, which must be above 0.
            let card = super::cards::card_of(s, &b.world).map_or(0, |c| c.res(r));
            let base = card + w.bonus.arr()[r];
            if base <= 0 {
                return 0;
            }
            base + [0, 0, 1, 3, 5][b.levels[1].clamp(0, 4) as usize] - b.damage[1]
        }
        None => {
            if b.levels[2] == 0 {
                return 0;
            }
            // Earth orbit: 3 in any field; elsewhere the card's research value, in its field.
            let card = if b.world == "earth" && b.orbital {
                3
            } else {
                match super::cards::card_of(s, &b.world) {
                    Some(c) if Field::parse(item) != Some(c.research.field) => return 0,
                    Some(c) => c.research.value,
                    None => 0,
                }
            };
            let life = s.world(&b.world).map_or(0, |x| i32::from(x.life));
            card + if b.levels[2] >= 2 { 3 } else { 0 } + life - b.damage[2]
        }
    };
    // Settlements raise production (R 2.7.1; faction sheets ABSENT, SH-D212).
    let per = content().market("settlements-per-output");
    let settled = if per > 0 && raw > 0 {
        super::holds::working_settlements(s, b) / per
    } else {
        0
    };
    (raw + settled - pirates).max(0)
}

fn base_production(s: &mut State, log: &mut Log) {
    let order = s.order.clone();
    let mut made: Vec<(String, String)> = Vec::new();
    for f in order {
        let ids: Vec<u32> = s
            .bases
            .iter()
            .filter(|b| b.owner == f)
            .map(|b| b.id)
            .collect();
        for id in ids {
            let Some(b) = s.base(id).cloned() else {
                continue;
            };
            let item = b.product.clone().or_else(|| {
                super::super::action::PRODUCTS
                    .iter()
                    .find(|i| base_output(s, &b, i) > 0)
                    .map(|i| i.to_string())
            });
            let Some(item) = item else { continue };
            let crowd = made
                .iter()
                .filter(|(w, i)| *w == b.world && *i == item)
                .count() as i32;
            let mut n = (base_output(s, &b, &item) - crowd).max(0);
            let is_res = super::super::action::RES.contains(&item.as_str());
            let struck = match s.strike.as_deref() {
                Some("resource") => is_res,
                Some("tech") => !is_res,
                _ => false,
            };
            if b.blockaded_by.is_some() || struck {
                n = calc::round_div(n, 2);
            }
            made.push((b.world.clone(), item.clone()));
            if n == 0 {
                continue;
            }
            match super::super::action::RES.iter().position(|r| *r == item) {
                Some(r) => {
                    if let Some(bm) = s.base_mut(id) {
                        bm.stock[r] += n;
                    }
                }
                None => {
                    if let Some(fi) = Field::parse(&item) {
                        s.factions[f].banks[fi.idx()] += n;
                    }
                }
            }
            say(
                log,
                Msg::new("sh-log-base-output")
                    .num("base", id)
                    .text("item", item)
                    .num("count", n),
            );
        }
    }
}

/// The world a d100 names by the tiles' event ranges, among the worlds in play.
pub fn world_for_roll(s: &State, roll: i32) -> Option<String> {
    content()
        .worlds
        .iter()
        .filter(|w| s.in_play(&w.system))
        .find(|w| w.event.is_some_and(|[lo, hi]| lo <= roll && roll <= hi))
        .map(|w| w.id.clone())
}

/// NPF bases, pirates and asteroids (R 3.1.6): a d100 each on the tiles' event ranges, where the
/// system's decade has come; pirates and asteroids from 2050 into the flyby box, extra rolls
/// from 2080 (4+ players) and 2100, strong pirates from 2120, +$5B to the cache per pirate.
pub fn placements(s: &mut State, rng: &mut GameRng, log: &mut Log) {
    let c = content();
    let npfs: Vec<usize> = (0..s.factions.len())
        .filter(|f| s.factions[*f].seat.is_none())
        .collect();
    if !npfs.is_empty() && s.scenario != "4" {
        let roll = calc::d100(rng);
        if let Some(w) = world_for_roll(s, roll) {
            let sys = c.world(&w).map(|x| x.system.clone()).unwrap_or_default();
            let open = c.system(&sys).is_some_and(|x| x.decade <= s.year);
            let has_base = s
                .bases
                .iter()
                .any(|b| b.world == w && npfs.contains(&b.owner));
            let buildable = c.world(&w).is_some_and(|x| x.base_cost.is_some()) && w != "earth";
            // A random base of the NPF pile (tech_pools.json) not placed yet.
            let pile: Vec<&super::super::content::PoolRow> = c
                .pools
                .iter()
                .filter(|p| p.kind == "npf-base" && !s.extra.npf_pile_used.contains(&p.id))
                .collect();
            if open && !has_base && buildable && !pile.is_empty() {
                let row = pile[rng.below(pile.len())];
                s.extra.npf_pile_used.push(row.id.clone());
                let owner = npfs[rng.below(npfs.len())];
                let id = s.new_id();
                s.bases.push(Base {
                    id,
                    owner,
                    world: w.clone(),
                    orbital: false,
                    levels: row.levels(),
                    damage: [0; 4],
                    settlements: row.settlements,
                    stock: [0; 3],
                    built: false,
                    product: None,
                    blockaded_by: None,
                    terraformed: 0,
                });
                say(
                    log,
                    Msg::new("sh-log-npf-base")
                        .name(
                            "faction",
                            super::super::content::catalog_id("faction", &s.factions[owner].id),
                        )
                        .name("world", super::super::content::catalog_id("world", &w)),
                );
            }
        }
    }
    if s.year < c.rate("pirates-from") || s.scenario == "4" {
        return;
    }
    let mut rolls = 1;
    if s.year >= 2080 && s.seats() >= 4 {
        rolls += 1;
    }
    if s.year >= c.rate("two-events-from") {
        rolls += 1;
    }
    for kind in ["pirate", "asteroid"] {
        for _ in 0..rolls {
            extra_roll(s, kind, rng, log);
        }
    }
}

/// One pirate or asteroid placement roll (R 3.1.6; also the Pirate Swarm and Bountiful
/// Harvest events).
pub fn extra_roll(s: &mut State, kind: &str, rng: &mut GameRng, log: &mut Log) {
    let c = content();
    if kind == "pirate" && s.no_pirates {
        return;
    }
    let roll = calc::d100(rng);
    let Some(w) = world_for_roll(s, roll) else {
        return;
    };
    let sys = c.world(&w).map(|x| x.system.clone()).unwrap_or_default();
    if c.system(&sys).is_none_or(|x| x.decade > s.year) {
        return;
    }
    if kind == "pirate" {
        if s.pirates.len() >= 12 {
            // Out of markers: one already in play moves there (R 3.1.6; the top player's
            // choice, made for them: the one placed longest ago, SH-D206).
            let p = s.pirates.remove(0);
            s.pirates.push(Pirate {
                system: sys.clone(),
                ..p
            });
            say(
                log,
                Msg::new("sh-log-new-pirate")
                    .name("system", super::super::content::catalog_id("system", &sys)),
            );
            return;
        }
        let id = s.new_id();
        s.pirates.push(Pirate {
            id,
            system: sys.clone(),
            strong: s.year >= c.rate("strong-pirates-from"),
            damage: 0,
        });
        s.pirate_cache += c.market("pirate-cache-per-pirate");
    } else {
        if s.asteroids.len() >= 8 {
            s.asteroids.remove(0);
        }
        s.asteroids.push(sys.clone());
    }
    say(
        log,
        Msg::new(format!("sh-log-new-{kind}"))
            .name("system", super::super::content::catalog_id("system", &sys)),
    );
}

/// Draws a tech marker of a field (R 2.3.3); an empty pool makes everyone bank the markers of
/// that field at once and the pool is refilled.
pub fn draw_marker(s: &mut State, field: Field, rng: &mut GameRng) -> i32 {
    let i = field.idx();
    if s.pools[i].is_empty() {
        for f in &mut s.factions {
            let total: i32 = f.markers[i].drain(..).sum();
            f.banks[i] += total;
        }
        s.pools[i] = full_pool(field);
        rng.shuffle(&mut s.pools[i]);
    }
    s.pools[i].pop().unwrap_or(1)
}

/// One field's marker pool as the data pack gives it.
pub fn full_pool(field: Field) -> Vec<i32> {
    content().pool(field)
}

/// Held markers become bank points at the start of the tech step (R 3.1.7).
pub fn bank_markers(s: &mut State, _log: &mut Log) {
    for f in &mut s.factions {
        for i in 0..3 {
            let total: i32 = f.markers[i].drain(..).sum();
            f.banks[i] += total;
        }
    }
}

pub fn research_options(s: &State, f: usize) -> Vec<Action> {
    content()
        .techs
        .iter()
        .filter(|t| calc::can_research(s, f, &t.id))
        .map(|t| Action::Research(t.id.clone()))
        .collect()
}

pub fn research(s: &mut State, f: usize, tech: &str, log: &mut Log) -> Result<(), Refusal> {
    if !calc::can_research(s, f, tech) {
        return Err(illegal("sh-cannot-research"));
    }
    let Some(t) = content().tech(tech) else {
        return Err(illegal("sh-cannot-research"));
    };
    let cost = calc::tech_cost(s, f, tech).unwrap_or(0);
    s.factions[f].banks[t.field.idx()] -= cost;
    s.factions[f].techs.push(tech.to_string());
    say(
        log,
        Msg::new("sh-log-research")
            .name(
                "faction",
                super::super::content::catalog_id("faction", &s.factions[f].id),
            )
            .name("tech", super::super::content::catalog_id("tech", tech))
            .num("cost", cost),
    );
    Ok(())
}

/// Passing in research is final (R 3.1.7); leftover politics become $1B each, or 2 points of a
/// field each (3 with Unified Space Diplomacy).
pub fn pass_research(
    s: &mut State,
    f: usize,
    conv: Option<&str>,
    log: &mut Log,
) -> Result<(), Refusal> {
    let p = s.factions[f].politics;
    let fac = &mut s.factions[f];
    match conv.and_then(Field::parse) {
        Some(field) => {
            let per = if policy::best(&fac.policies, "space-diplomacy") == 3 {
                3
            } else {
                2
            };
            fac.banks[field.idx()] += per * p;
        }
        None => fac.cash += p * content().market("politics-to-cash"),
    }
    fac.politics = 0;
    fac.passed = true;
    if p > 0 {
        say(
            log,
            Msg::new("sh-log-politics-converted")
                .name(
                    "faction",
                    super::super::content::catalog_id("faction", &fac.id),
                )
                .num("count", p)
                .text("into", conv.unwrap_or("cash")),
        );
    }
    Ok(())
}

/// Banks halve at the end of the tech step, rounding half up (R 3.1.7).
pub fn halve_banks(s: &mut State, _log: &mut Log) {
    for f in &mut s.factions {
        for b in &mut f.banks {
            *b = calc::round_div(*b, 2);
        }
    }
}

/// Settlement growth (R 3.1.8); blockaded bases lose instead; in Rebellion the colony counts
/// double and does not shrink, Earth factions count half.
pub fn growth(s: &mut State, rng: &mut GameRng, log: &mut Log) {
    for i in 0..s.bases.len() {
        let b = &s.bases[i];
        if b.settlements <= 0 {
            continue;
        }
        let f = b.owner;
        let colony = s.scenario == "7" && s.factions[f].id == "south-america";
        let counted = if s.scenario == "7" {
            if colony {
                b.settlements * 2
            } else {
                b.settlements / 2
            }
        } else {
            b.settlements
        };
        let dice_n = if policy::best(&s.factions[f].policies, "space-settlement") == 3 {
            2
        } else {
            1
        };
        let dice: Vec<i32> = (0..dice_n).map(|_| calc::d10(rng)).collect();
        let n = calc::growth(counted, &dice);
        let blockaded = s.bases[i].blockaded_by.is_some();
        let change = if blockaded {
            if colony { 0 } else { -n }
        } else {
            n
        };
        s.bases[i].settlements = (s.bases[i].settlements + change).max(0);
        if change != 0 {
            say(
                log,
                Msg::new("sh-log-growth")
                    .num("base", s.bases[i].id)
                    .num("change", change),
            );
        }
    }
}

pub fn policy_options(s: &State, f: usize) -> Vec<Action> {
    if s.scenario == "7" && s.factions[f].id == "south-america" {
        return policy::available(&s.factions[f].policies, content().rate("max-policies"))
            .into_iter()
            .filter(|p| !p.contains("space-diplomacy"))
            .map(Action::Policy)
            .collect();
    }
    policy::available(&s.factions[f].policies, content().rate("max-policies"))
        .into_iter()
        .map(Action::Policy)
        .collect()
}

/// Policies a faction may drop to make room (R 3.1.9): only when it holds the most allowed.
pub fn drop_policy_options(s: &State, f: usize) -> Vec<Action> {
    if (s.factions[f].policies.len() as i32) < content().rate("max-policies") {
        return vec![];
    }
    // Only the highest policy held on a line (SH-D69).
    let held = &s.factions[f].policies;
    held.iter()
        .filter(|p| policy::level_of(p).is_some_and(|(line, lvl)| policy::best(held, line) == lvl))
        .map(|p| Action::DropPolicy(p.clone()))
        .collect()
}

/// Drops a policy to make room for another (R 3.1.9); the free policy can still be taken.
pub fn drop_policy(s: &mut State, f: usize, p: &str, log: &mut Log) -> Result<(), Refusal> {
    if !drop_policy_options(s, f).contains(&Action::DropPolicy(p.to_string())) {
        return Err(illegal("sh-policy-unavailable"));
    }
    s.factions[f].policies.retain(|x| x != p);
    say(
        log,
        Msg::new("sh-log-drop-policy")
            .name(
                "faction",
                super::super::content::catalog_id("faction", &s.factions[f].id),
            )
            .name("policy", super::super::content::catalog_id("policy", p)),
    );
    Ok(())
}

pub fn take_policy(s: &mut State, f: usize, p: &str, log: &mut Log) -> Result<(), Refusal> {
    if !policy_options(s, f).contains(&Action::Policy(p.to_string())) {
        return Err(illegal("sh-policy-unavailable"));
    }
    s.factions[f].policies.push(p.to_string());
    s.factions[f].passed = true;
    say(
        log,
        Msg::new("sh-log-policy")
            .name(
                "faction",
                super::super::content::catalog_id("faction", &s.factions[f].id),
            )
            .name("policy", super::super::content::catalog_id("policy", p)),
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::super::super::setup::tests::campaign;
    use super::*;

    /// R 2.3.3: when a field's pool runs out, every faction banks its markers of that field and
    /// the pool is refilled.
    #[test]
    fn sh_2_3_3_pool_exhaustion() {
        let mut s = campaign(2);
        let (a, b) = (s.order[0], s.order[1]);
        s.pools[0].clear();
        s.factions[a].markers[0] = vec![3, 5];
        s.factions[b].markers[0] = vec![1];
        let bank = (s.factions[a].banks[0], s.factions[b].banks[0]);
        let mut rng = GameRng::for_step(2, 2);
        let v = draw_marker(&mut s, Field::Phys, &mut rng);
        assert!([1, 2, 3, 5].contains(&v));
        assert_eq!(s.factions[a].banks[0], bank.0 + 8);
        assert_eq!(s.factions[b].banks[0], bank.1 + 1);
        assert!(s.factions[a].markers[0].is_empty());
        assert_eq!(s.pools[0].len(), content().pool(Field::Phys).len() - 1);
    }

    /// R 3.1.1: 2 politics markers, +1 with Space Diplomacy, +1 per alliance.
    #[test]
    fn sh_3_1_1_politics_income() {
        let mut s = campaign(3);
        let (a, b) = (s.order[0], s.order[1]);
        for f in [a, b] {
            s.factions[f].policies.clear();
            s.factions[f].politics = 0;
        }
        s.factions[a].policies.push("space-diplomacy".into());
        s.factions[a].relations[b] = ALLIANCE;
        s.factions[b].relations[a] = ALLIANCE;
        s.year = 2041; // no event roll in this check
        s.scenario = "1".into();
        income(&mut s, &mut GameRng::for_step(1, 1), &mut Log::new());
        assert_eq!(s.factions[a].politics, 4);
        assert_eq!(s.factions[b].politics, 3);
    }

    /// R 3.1.2: the highest modified roll goes first; ties keep the earlier order.
    #[test]
    fn sh_3_1_2_initiative_roll_orders_all_players() {
        let mut s = campaign(4);
        let before = s.order.clone();
        let last = *before.last().unwrap();
        for f in &before {
            s.factions[*f].bid = 0;
            s.factions[*f].policies.clear();
        }
        // +10% per bid marker and +50% for Unified Military: 141 at least, beyond any d100.
        s.factions[last].bid = 9;
        s.factions[last].policies = vec!["unified-military-policy".into()];
        roll_initiative(&mut s, &mut GameRng::for_step(6, 6), &mut Log::new());
        assert_eq!(s.order[0], last);
        let mut sorted = s.order.clone();
        sorted.sort();
        let mut b = before.clone();
        b.sort();
        assert_eq!(sorted, b, "a permutation of the players");
    }

    /// R 3.1.2: a faction may spend at most its position's number of politics markers.
    #[test]
    fn sh_3_1_2_initiative_bid_cap() {
        let mut s = campaign(3);
        for f in 0..s.factions.len() {
            s.factions[f].politics = 9;
        }
        let first = s.order[0];
        let third = s.order[2];
        assert_eq!(bid_options(&s, first).len(), 1);
        assert_eq!(bid_options(&s, third).len(), 3);
    }

    /// R 3.1.3: the k-th attempt on one relation costs k markers.
    #[test]
    fn sh_3_1_3_triangular_diplomacy_cost() {
        let mut s = campaign(2);
        let f = s.order[0];
        s.factions[f].politics = 6;
        let target = s.factions[s.order[1]].id.clone();
        let mut log = Log::new();
        for _ in 0..3 {
            diplo(
                &mut s,
                f,
                &Action::Diplo {
                    target: target.clone(),
                    up: true,
                },
                &mut log,
            )
            .unwrap();
        }
        assert_eq!(s.factions[f].politics, 0, "1 + 2 + 3");
        assert!(diplo(&mut s, f, &Action::Diplo { target, up: true }, &mut log).is_err());
    }

    /// R 3.1.3: entering Embargo needs Military Policy, War needs Vigorous Military Policy.
    #[test]
    fn sh_3_1_3_hostility_gates() {
        let mut s = campaign(2);
        let (a, b) = (s.order[0], s.order[1]);
        s.factions[a].attempts = vec![(b, -1); 6];
        s.factions[a].policies.clear();
        let mut rng = GameRng::for_step(1, 1);
        resolve_diplomacy(&mut s, &mut rng, &mut Log::new());
        assert!(
            s.factions[a].relations[b] >= NEUTRAL,
            "no military policy: not below Neutral"
        );
        s.factions[a].policies = vec!["military-policy".into()];
        s.factions[a].attempts = vec![(b, -1); 8];
        resolve_diplomacy(&mut s, &mut rng, &mut Log::new());
        assert!(
            s.factions[a].relations[b] >= EMBARGO,
            "military: Embargo at most"
        );
        assert_eq!(
            s.factions[a].relations[b], s.factions[b].relations[a],
            "mutual"
        );
    }

    /// R 3.1.7: leftover politics convert ($1B each, or 2 points) and banks halve rounding up.
    #[test]
    fn sh_3_1_7_politics_conversion_and_halving() {
        let mut s = campaign(2);
        let f = s.order[0];
        s.factions[f].politics = 3;
        s.factions[f].banks = [5, 0, 0];
        pass_research(&mut s, f, Some("phys"), &mut Log::new()).unwrap();
        assert_eq!(s.factions[f].banks[0], 11);
        halve_banks(&mut s, &mut Log::new());
        assert_eq!(s.factions[f].banks[0], 6, "5.5 rounds up");
    }

    /// R 3.1.4: a base's resource output needs a mining station and a tile bonus; −1 per pirate
    /// in the system; a large mining station adds 1.
    #[test]
    fn sh_3_1_4_base_output() {
        let mut s = campaign(2);
        let f = s.order[0];
        let b = Base {
            id: 99,
            owner: f,
            world: "moon".into(),
            orbital: false,
            levels: [0, 2, 0, 0],
            damage: [0; 4],
            settlements: 0,
            stock: [0; 3],
            built: false,
            product: None,
            blockaded_by: None,
            terraformed: 0,
        };
        let moon_ore = content().world("moon").unwrap().bonus.ore;
        assert_eq!(base_output(&s, &b, "ore"), moon_ore + 1);
        assert_eq!(base_output(&s, &b, "phys"), 0, "no research station");
        s.pirates.push(Pirate {
            id: 1,
            system: "earth".into(),
            strong: false,
            damage: 0,
        });
        assert_eq!(base_output(&s, &b, "ore"), moon_ore);
        let mut earth = b.clone();
        earth.world = "earth".into();
        earth.orbital = true;
        earth.levels = [0, 0, 1, 0];
        assert_eq!(
            base_output(&s, &earth, "phys"),
            3 - 1,
            "Earth orbit 3, one pirate"
        );
    }
}

/// Session 3 tests of the economic phase (rows 64, 69, 71, 77, 78, 80–82, world cards).
#[cfg(test)]
mod session3_tests {
    use super::super::super::setup::tests::campaign;
    use super::super::choices::fixtures::base;
    use super::*;

    /// R 3.1.3 drift: a d10 of 1–7 names a faction by its track number and every relation of
    /// that faction moves one step toward Neutral; 8–10 moves nothing.
    #[test]
    fn sh_3_1_3_relations_drift() {
        for seed in 0..30 {
            let mut s = campaign(3);
            s.year = 2040;
            let n = s.factions.len();
            for a in 0..n {
                for b in 0..n {
                    if a != b {
                        s.factions[a].relations[b] = if (a + b) % 2 == 0 { WAR } else { ALLIANCE };
                    }
                }
            }
            let before: Vec<Vec<i8>> = s.factions.iter().map(|f| f.relations.clone()).collect();
            let mut log = Log::new();
            resolve_diplomacy(&mut s, &mut GameRng::for_step(seed, 3), &mut log);
            let roll = log
                .iter()
                .find_map(|e| {
                    let t = format!("{e:?}");
                    t.contains("sh-log-drift").then_some(t)
                })
                .expect("a drift roll is logged");
            let moved: Vec<usize> = (0..n)
                .filter(|&a| (0..n).any(|b| s.factions[a].relations[b] != before[a][b]))
                .collect();
            let drifter = (0..n).find(|&a| {
                (0..n).all(|b| a == b || (before[a][b] - s.factions[a].relations[b]).abs() == 1)
            });
            match drifter {
                Some(d) => {
                    let track = content().faction(&s.factions[d].id).unwrap().track;
                    assert!(track <= 7, "{roll}");
                    for (a, row) in before.iter().enumerate() {
                        for (b, old) in row.iter().enumerate() {
                            let now = s.factions[a].relations[b];
                            let changed = now != *old;
                            assert_eq!(changed, a != b && (a == d || b == d), "{roll}");
                            if changed {
                                assert_eq!(now, old - old.signum(), "one step toward Neutral");
                            }
                        }
                    }
                }
                None => assert!(moved.is_empty(), "8–10: no drift ({roll})"),
            }
        }
    }

    /// R 3.1.4: Earth production reads the faction sheet's column for the current period.
    #[test]
    fn sh_3_1_4_earth_production_by_period() {
        let mut s = campaign(2);
        let f = s.order[0];
        s.factions[f].techs.clear();
        let sheet = content()
            .faction(&s.factions[f].id)
            .unwrap()
            .production
            .clone();
        for p in &sheet {
            s.year = p.from + 5;
            assert_eq!(earth_production(&s, f), (p.cash, [p.phys, p.eng, p.bio]));
        }
    }

    /// R 3.1.4: each active pirate takes $1B of each player's production into the cache; each
    /// completed mission held pays $1B (R 2.3.5 mission income).
    #[test]
    fn sh_3_1_4_pirate_drain_and_mission_income() {
        let mut s = campaign(2);
        s.year = 2050;
        let (a, b) = (s.order[0], s.order[1]);
        let run = |s: &State| {
            let mut t = s.clone();
            production(&mut t, &mut Log::new());
            t
        };
        let quiet = run(&s);
        for i in 0..2 {
            s.pirates.push(Pirate {
                id: 900 + i,
                system: "mars".into(),
                strong: false,
                damage: 0,
            });
        }
        s.factions[a].completed = vec!["x".into(), "y".into(), "z".into()];
        let busy = run(&s);
        assert_eq!(busy.factions[b].cash, quiet.factions[b].cash - 2);
        assert_eq!(busy.factions[a].cash, quiet.factions[a].cash - 2 + 3);
        assert_eq!(
            busy.pirate_cache,
            quiet.pirate_cache + 2 * 2,
            "$1B per pirate per player"
        );
    }

    /// R 3.1.4: one product per base (the standing order, else the first product with output);
    /// −1 per player earlier in initiative producing the same at the same world; the world's
    /// card adds its value to the tile bonus, and research comes in the card's field only.
    #[test]
    fn sh_3_1_4_one_product_crowding_and_cards() {
        let mut s = campaign(2);
        let (a, b) = (s.order[0], s.order[1]);
        let card = content()
            .cards
            .iter()
            .find(|c| c.ore >= 2 && super::super::cards::fits("moon", &c.id))
            .unwrap()
            .clone();
        s.extra.cards.insert("moon".into(), card.id.clone());
        let ba = base(&mut s, a, "moon", 0);
        let bb = base(&mut s, b, "moon", 0);
        for id in [ba, bb] {
            let m = s.base_mut(id).unwrap();
            m.levels = [0, 1, 1, 0];
            m.product = Some("ore".into());
        }
        let tile = content().world("moon").unwrap().bonus.ore;
        let one = base_output(&s, s.base(ba).unwrap(), "ore");
        assert_eq!(one, card.ore + tile);
        let field = card.research.field;
        let other = Field::ALL.into_iter().find(|x| *x != field).unwrap();
        assert_eq!(
            base_output(&s, s.base(ba).unwrap(), field.id()),
            card.research.value
        );
        assert_eq!(
            base_output(&s, s.base(ba).unwrap(), other.id()),
            0,
            "card's field only"
        );
        let banks = s.factions[a].banks;
        base_production(&mut s, &mut Log::new());
        assert_eq!(
            s.base(ba).unwrap().stock,
            [one, 0, 0],
            "ore only, as ordered"
        );
        assert_eq!(s.factions[a].banks, banks, "no research besides");
        assert_eq!(
            s.base(bb).unwrap().stock[0],
            one - 1,
            "crowded by the earlier player"
        );
    }

    /// R 3.1.6: an NPF base comes from the pile onto the rolled world only when its system's
    /// decade has come and no NPF base is there; pirates and asteroids only from 2050, into
    /// flyby boxes of open systems; weak pirates before 2120, strong after, +$5B cache each; out
    /// of markers, one in play moves.
    #[test]
    fn sh_3_1_6_npf_bases_pirates_and_asteroids() {
        let mut s = campaign(2);
        s.year = 2040;
        let mut rng = GameRng::for_step(8, 8);
        for _ in 0..60 {
            placements(&mut s, &mut rng, &mut Log::new());
        }
        assert!(
            s.pirates.is_empty() && s.asteroids.is_empty(),
            "not before 2050"
        );
        let npf: Vec<&Base> = s
            .bases
            .iter()
            .filter(|b| s.factions[b.owner].seat.is_none())
            .collect();
        assert!(!npf.is_empty());
        let mut worlds: Vec<&str> = npf.iter().map(|b| b.world.as_str()).collect();
        worlds.sort();
        worlds.dedup();
        assert_eq!(worlds.len(), npf.len(), "one NPF base per world");
        for b in &npf {
            let sys = content().world(&b.world).unwrap().system.clone();
            assert!(content().system(&sys).unwrap().decade <= 2040);
            let row = content().pools.iter().find(|p| {
                p.kind == "npf-base" && p.levels() == b.levels && p.settlements == b.settlements
            });
            assert!(row.is_some(), "a base of the pile");
        }
        s.year = 2119;
        let cache = s.pirate_cache;
        for _ in 0..10 {
            extra_roll(&mut s, "pirate", &mut rng, &mut Log::new());
        }
        assert!(!s.pirates.is_empty() && s.pirates.iter().all(|p| !p.strong));
        assert_eq!(s.pirate_cache, cache + 5 * s.pirates.len() as i32);
        s.year = 2120;
        let n = s.pirates.len();
        while s.pirates.len() == n {
            extra_roll(&mut s, "pirate", &mut rng, &mut Log::new());
        }
        assert!(s.pirates.last().unwrap().strong, "strong from 2120");
        for p in &s.pirates {
            assert!(content().system(&p.system).unwrap().decade <= s.year);
        }
        while s.pirates.len() < 12 {
            extra_roll(&mut s, "pirate", &mut rng, &mut Log::new());
        }
        let first = s.pirates[0].id;
        let cache = s.pirate_cache;
        for _ in 0..50 {
            extra_roll(&mut s, "pirate", &mut rng, &mut Log::new());
            if s.pirates[11].id == first {
                break;
            }
        }
        assert_eq!(s.pirates.len(), 12, "out of markers");
        assert_eq!(s.pirates[11].id, first, "the oldest pirate moves");
        assert_eq!(
            s.pirate_cache, cache,
            "a moved pirate adds nothing to the cache"
        );
    }

    /// R 3.1.9: one free policy a step, at most ten; a policy may be dropped to make room (the
    /// highest of its line, SH-D69).
    #[test]
    fn sh_3_1_9_drop_a_policy_to_make_room() {
        let mut s = campaign(2);
        let f = s.order[0];
        s.factions[f].policies = vec!["space-economics".into()];
        assert!(
            drop_policy_options(&s, f).is_empty(),
            "room left: nothing to drop"
        );
        let ten: Vec<String> = super::super::policy::LINES
            .iter()
            .flat_map(|l| [l.to_string(), format!("vigorous-{l}")])
            .take(10)
            .collect();
        s.factions[f].policies = ten.clone();
        assert!(policy_options(&s, f).is_empty(), "ten policies: none more");
        let drop = Action::DropPolicy(ten[9].clone());
        assert!(drop_policy_options(&s, f).contains(&drop));
        assert!(
            !drop_policy_options(&s, f).contains(&Action::DropPolicy(ten[8].clone())),
            "only the highest of a line (SH-D69)"
        );
        drop_policy(&mut s, f, &ten[9], &mut Log::new()).unwrap();
        assert_eq!(s.factions[f].policies.len(), 9);
        assert!(!policy_options(&s, f).is_empty(), "room for a new one");
        assert!(
            drop_policy(&mut s, f, &ten[0], &mut Log::new()).is_err(),
            "only when full"
        );
    }

    /// R 2.7.1: settlements raise a base's production (+1 per full 5, SH-D212) and its trade
    /// cap (SH-D201).
    #[test]
    fn sh_2_7_1_settlements_raise_production_and_trade() {
        let mut s = campaign(2);
        let f = s.order[0];
        let id = base(&mut s, f, "moon", 0);
        s.base_mut(id).unwrap().levels = [0, 1, 0, 0];
        let plain = base_output(&s, s.base(id).unwrap(), "ore");
        assert!(plain > 0);
        let cap0 = super::super::market::cap(&s, f, s.base(id).unwrap());
        s.base_mut(id).unwrap().settlements = 11;
        assert_eq!(base_output(&s, s.base(id).unwrap(), "ore"), plain + 2);
        assert!(super::super::market::cap(&s, f, s.base(id).unwrap()) > cap0);
        s.base_mut(id).unwrap().levels = [0, 0, 0, 0];
        assert_eq!(
            base_output(&s, s.base(id).unwrap(), "ore"),
            0,
            "no station, no output"
        );
    }

    /// R 3.1.4: pirate debt (a toll paid without the cash, R 3.4.8) is deducted from the next
    /// production.
    #[test]
    fn sh_3_1_4_pirate_debt_deducted() {
        let mut s = campaign(2);
        s.year = 2050;
        let f = s.order[0];
        s.factions[f].cash = 0;
        let clean = {
            let mut t = s.clone();
            production(&mut t, &mut Log::new());
            t.factions[f].cash
        };
        s.factions[f].cash = -4;
        production(&mut s, &mut Log::new());
        assert_eq!(s.factions[f].cash, clean - 4);
    }
}
