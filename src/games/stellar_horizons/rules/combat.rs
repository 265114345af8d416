//! Combat (R 3.4), initiative order: search, surrender, tactics points, Strike or direct fire on
//! the combat results table, sealed drone roles, hits one at a time with alternating choosers
//! (asked, or placed by the standing order), facility and stockpile damage, kill VP and
//! consolation markers, recall rolls; pirates (R 3.4.8); blockades (R 3.4.7); NPF raids
//! (R 3.4.9); the Invasion scenario's repeated rounds. A combat is a `Battle` kept in
//! `State::pending` so that it can wait for a player's decision and resume. Not yet: protected
//! units, tactics-point choices (the surplus side spends by a fixed rule).

use super::super::action::{Action, Target};
use super::super::content::{Class, Field, catalog_id, content};
use super::super::state::*;
use super::{Log, calc, econ, illegal, say};
use crate::core::{GameRng, Msg, Refusal};

/// May `f` attack or blockade what `g` owns at this place (R 2.5, 3.4.2; scenario overrides)?
/// `ships_only`: embargo permits searching CVs but not attacking bases.
pub(super) fn hostile(s: &State, f: usize, g: usize, at: &Loc, bases: bool) -> bool {
    if f == g || at.is_earth() || s.factions[g].surrendered_to.contains(&f) {
        return false;
    }
    if s.scenario == "6" && (s.factions[f].id == "japan" || s.factions[g].id == "japan") {
        return true;
    }
    if let Some(w) = at.world()
        && content()
            .scenario(&s.scenario)
            .is_some_and(|sc| sc.free_attack.iter().any(|x| x == w))
    {
        return true;
    }
    let r = s.factions[f].relations[g];
    if bases { r <= WAR } else { r <= EMBARGO }
}

/// Own ships that may start a combat from a place (R 3.4.2): non-reserved armed CVs that have
/// not searched this turn, not in a transfer box, not at Earth; none if an own base is there.
/// A joint fleet (R 2.5) brings the joined allies' ships there along.
#[cfg(test)]
fn fleet(s: &State, f: usize, at: &Loc) -> Vec<u32> {
    fleet_tagged(s, f, at, 0)
}

/// The fleet with this tag at a place (R 2.8, rules/fleets.rs): only the main fleet (tag 0)
/// includes the base; a fleet split off from it may start a combat there.
fn fleet_tagged(s: &State, f: usize, at: &Loc, tag: u32) -> Vec<u32> {
    if matches!(at, Loc::Transfer(..)) || (at.is_earth() && s.invader.is_none()) {
        return vec![];
    }
    // Ships at an own base are the base's fleet (SH-D109): no combat from there (R 2.8).
    if tag == 0 && s.bases.iter().any(|b| b.owner == f && b.loc() == *at) {
        return vec![];
    }
    s.ships
        .iter()
        .filter(|x| (x.owner == f || s.joint(f, x.owner)) && x.at == *at)
        .filter(|x| super::fleets::tag(s, x.id) == tag && !s.fleets.out.contains(&x.owner))
        .filter(|x| x.is_cv() && !x.reserved && !x.searched)
        .filter(|x| x.design().combat - x.damage > 0)
        .map(|x| x.id)
        .collect()
}

fn targets(s: &State, f: usize, at: &Loc) -> Vec<Target> {
    let mut out = Vec::new();
    if s.invader.is_some() && *at == Loc::Orbit("earth".into()) {
        out.push(Target::Invader);
        return out;
    }
    if let Loc::Flyby(sys) = at {
        out.extend(
            s.pirates
                .iter()
                .filter(|p| p.system == *sys)
                .map(|p| Target::Pirate(p.id)),
        );
    }
    // A joint fleet attacks only what every ally in it may attack (R 2.5).
    let allies: Vec<usize> = (0..s.factions.len())
        .filter(|g| s.joint(f, *g) && s.ships.iter().any(|x| x.owner == *g && x.at == *at))
        .collect();
    let all_may =
        |owner: usize, bases: bool| allies.iter().all(|g| hostile(s, *g, owner, at, bases));
    for o in s
        .ships
        .iter()
        .filter(|x| x.at == *at && x.owner != f && !s.joint(f, x.owner))
    {
        // Self-aware robots may be attacked by anyone (R 5.0, 98).
        if super::scenario_events::is_rogue(s, o.id) {
            out.push(Target::Ship(o.id));
            continue;
        }
        if !all_may(o.owner, o.class() != Class::Cv) {
            continue;
        }
        // Under embargo, ships at their own base cannot be searched (R 2.5).
        let docked = s.bases.iter().any(|b| b.owner == o.owner && b.loc() == *at);
        let war = s.factions[f].relations[o.owner] <= WAR;
        if hostile(s, f, o.owner, at, o.class() != Class::Cv) && (war || !docked) {
            out.push(Target::Ship(o.id));
        }
    }
    for b in &s.bases {
        let here = b.loc() == *at || (matches!(at, Loc::Orbit(w) if *w == b.world) && !b.orbital);
        if here && hostile(s, f, b.owner, at, true) && all_may(b.owner, true) {
            out.push(Target::Base(b.id));
        }
    }
    out
}

pub fn options(s: &State, f: usize) -> Vec<Action> {
    let mut out = Vec::new();
    let mut seen: Vec<(Loc, u32)> = Vec::new();
    for sh in s.ships.iter().filter(|x| x.owner == f) {
        let key = (sh.at.clone(), super::fleets::tag(s, sh.id));
        if seen.contains(&key) {
            continue;
        }
        let fl = fleet_tagged(s, f, &sh.at, key.1);
        seen.push(key);
        let Some(&lead) = fl
            .iter()
            .find(|i| s.ship(**i).is_some_and(|x| x.owner == f))
        else {
            continue;
        };
        for t in targets(s, f, &sh.at) {
            out.push(Action::Attack {
                ship: lead,
                target: t,
            });
        }
        for base in raid_targets(s, f, &sh.at) {
            out.push(Action::Raid { ship: lead, base });
        }
        for b in &s.bases {
            if check_blockade(s, f, lead, b.id).is_ok() {
                out.push(Action::Blockade {
                    ship: lead,
                    base: b.id,
                });
            }
        }
    }
    out
}

/// Defense value of a base: its defense network's shield (R 2.7.1).
fn base_defense(b: &Base) -> i32 {
    content()
        .facility("defense", b.levels[3])
        .map_or(0, |x| x.defense)
}

fn check_blockade(s: &State, f: usize, ship: u32, base: u32) -> Result<(), Refusal> {
    let Some(sh) = s.ship(ship).filter(|x| x.owner == f) else {
        return Err(illegal("sh-not-your-ship"));
    };
    let Some(b) = s.base(base) else {
        return Err(illegal("sh-no-such-base"));
    };
    let here = b.loc() == sh.at || matches!(&sh.at, Loc::Orbit(w) if *w == b.world);
    if !here || b.blockaded_by == Some(f) || !hostile(s, f, b.owner, &sh.at, false) {
        return Err(illegal("sh-cannot-blockade"));
    }
    let fl = fleet_tagged(s, f, &sh.at, super::fleets::tag(s, ship));
    let power: i32 = fl
        .iter()
        .filter_map(|i| s.ship(*i))
        .map(|x| x.design().combat - x.damage)
        .sum();
    let npf = s.factions[b.owner].seat.is_none();
    // SH-D3: the defense network plus half the combat of the owner's CVs docked there.
    let docked: i32 = s
        .ships
        .iter()
        .filter(|x| x.owner == b.owner && x.at == b.loc() && x.is_cv())
        .map(|x| (x.design().combat - x.damage).max(0))
        .sum();
    let needed = base_defense(b) + calc::round_div(docked, 2);
    if fl.is_empty() || (!npf && power < needed) {
        return Err(illegal("sh-cannot-blockade"));
    }
    Ok(())
}

/// Remaining hits a unit can take before it is gone.
fn hull(s: &State, u: Unit) -> i32 {
    match u {
        Unit::Ship(i) => s
            .ship(i)
            .map_or(0, |x| if x.is_cv() { x.size() - x.damage } else { 1 }),
        Unit::Base(i) => s.base(i).map_or(0, |b| {
            let f: i32 = (0..4)
                .filter(|l| b.levels[*l] > 0)
                .map(|l| {
                    let d = content()
                        .facility(LINES[l], b.levels[l])
                        .map_or(1, |x| x.defense.max(1));
                    (d - b.damage[l]).max(1) * b.levels[l]
                })
                .sum();
            f.max(1)
        }),
        Unit::Pirate(i) => s
            .pirates
            .iter()
            .find(|p| p.id == i)
            .map_or(0, |p| content().combat_value("pirate-size") - p.damage),
        Unit::Invader => s
            .invader
            .as_ref()
            .map_or(0, |x| content().combat_value("invader-size") - x.damage),
    }
}

/// One hit on a unit (R 2.8.2): a CV or pirate takes a damage marker, an LV/RE is destroyed, a
/// base's highest facility takes one (downgrading at its defense value) or a facility-less base
/// is destroyed. Returns true if the unit is gone.
fn hit(s: &mut State, u: Unit) -> bool {
    match u {
        Unit::Ship(i) => {
            let Some(sh) = s.ship_mut(i) else { return true };
            if sh.is_cv() {
                sh.damage += 1;
                sh.damage >= sh.size()
            } else {
                true
            }
        }
        Unit::Base(i) => {
            let Some(b) = s.base_mut(i) else { return true };
            let Some(l) = (0..4)
                .filter(|l| b.levels[*l] > 0)
                .max_by_key(|l| b.levels[*l])
            else {
                return true;
            };
            b.damage[l] += 1;
            let def = content()
                .facility(LINES[l], b.levels[l])
                .map_or(1, |x| x.defense.max(1));
            if b.damage[l] >= def {
                b.levels[l] -= 1;
                b.damage[l] = 0;
            }
            false
        }
        Unit::Pirate(i) => {
            let Some(p) = s.pirates.iter_mut().find(|p| p.id == i) else {
                return true;
            };
            p.damage += 1;
            p.damage >= content().combat_value("pirate-size")
        }
        Unit::Invader => {
            let Some(inv) = s.invader.as_mut() else {
                return true;
            };
            inv.damage += 1;
            inv.damage >= content().combat_value("invader-size")
        }
    }
}

/// Removes a destroyed unit and pays the after-effects (R 3.4.6): kill VP to the destroyer,
/// Engineering markers to the loser; a pirate kill pays half the cache, 1 politics, 1 VP.
fn destroyed(s: &mut State, u: Unit, by: Option<usize>, rng: &mut GameRng, log: &mut Log) {
    match u {
        Unit::Ship(i) => {
            let Some(sh) = s.ship(i).cloned() else { return };
            s.ships.retain(|x| x.id != i);
            if sh.is_cv() {
                let row = content()
                    .losses
                    .iter()
                    .find(|l| l.id == format!("cv-{}", sh.size().min(7)));
                if let Some(by) = by {
                    s.factions[by].vp += row.map_or(0, |r| r.vp);
                }
                for _ in 0..row.map_or(0, |r| r.combat_eng) {
                    let v = econ::draw_marker(s, Field::Eng, rng);
                    s.factions[sh.owner].markers[Field::Eng.idx()].push(v);
                }
            }
            say(log, Msg::new("sh-log-destroyed").msg("unit", sh.label()));
        }
        Unit::Base(i) => {
            let Some(b) = s.base(i).cloned() else { return };
            s.bases.retain(|x| x.id != i);
            let v = econ::draw_marker(s, Field::Eng, rng);
            s.factions[b.owner].markers[Field::Eng.idx()].push(v);
            say(
                log,
                Msg::new("sh-log-base-destroyed").name("world", catalog_id("world", &b.world)),
            );
        }
        Unit::Pirate(i) => {
            s.pirates.retain(|p| p.id != i);
            if let Some(by) = by {
                let half = calc::round_div(s.pirate_cache, 2);
                s.pirate_cache -= half;
                let f = &mut s.factions[by];
                f.cash += half;
                f.politics += 1;
                f.vp += 1;
                say(
                    log,
                    Msg::new("sh-log-pirate-killed")
                        .name("faction", catalog_id("faction", &f.id))
                        .num("cash", half),
                );
            }
        }
        Unit::Invader => {
            s.invader = None;
            say(log, Msg::new("sh-log-invader-destroyed"));
        }
    }
}

/// One recall roll per damage marker a surviving CV took (R 3.4.6); recalled CVs go to Reserve
/// with at most one Biology marker each.
fn recall_rolls(s: &mut State, taken: &[(Unit, i32)], rng: &mut GameRng) {
    for (u, n) in taken {
        let Unit::Ship(i) = u else { continue };
        let Some(sh) = s.ship(*i).cloned() else {
            continue;
        };
        if !sh.is_cv() {
            continue;
        }
        let rate = calc::recall(s, sh.owner);
        if (0..*n).any(|_| calc::d100(rng) <= rate) && !sh.reserved {
            if let Some(m) = s.ship_mut(*i) {
                m.reserved = true;
            }
            let v = econ::draw_marker(s, Field::Bio, rng);
            s.factions[sh.owner].markers[Field::Bio.idx()].push(v);
        }
    }
}

/// The units defending against an attack on `target` at `at`: the target's owner's ships there
/// and its base there (a surface base below an orbit included).
pub(super) fn defender_units(s: &State, target: &Target, at: &Loc) -> (Option<usize>, Vec<Unit>) {
    match target {
        Target::Pirate(p) => (None, vec![Unit::Pirate(*p)]),
        Target::Invader => (None, vec![Unit::Invader]),
        Target::Ship(i) => {
            let owner = s.ship(*i).map(|x| x.owner);
            // The target's fleet defends (R 2.8); joined allies defend together (R 2.5).
            let mut units: Vec<Unit> = super::fleets::members(s, *i)
                .into_iter()
                .filter(|x| s.ship(*x).is_some_and(|x| x.at == *at))
                .map(Unit::Ship)
                .collect();
            if super::fleets::with_base(s, *i) {
                units.extend(
                    s.bases
                        .iter()
                        .filter(|b| Some(b.owner) == owner && b.loc() == *at)
                        .map(|b| Unit::Base(b.id)),
                );
            }
            (owner, units)
        }
        Target::Base(b) => {
            let base = s.base(*b);
            let owner = base.map(|x| x.owner);
            let loc = base.map(|x| x.loc());
            let mut units = vec![Unit::Base(*b)];
            units.extend(
                s.ships
                    .iter()
                    .filter(|x| owner.is_some_and(|o| x.owner == o || s.joint(o, x.owner)))
                    .filter(|x| Some(&x.at) == loc.as_ref())
                    .filter(|x| super::fleets::tag(s, x.id) == 0)
                    .map(|x| Unit::Ship(x.id)),
            );
            (owner, units)
        }
    }
}

fn cvs<'a>(s: &'a State, units: &[Unit]) -> Vec<&'a Ship> {
    units
        .iter()
        .filter_map(|u| match u {
            Unit::Ship(i) => s.ship(*i).filter(|x| x.is_cv()),
            _ => None,
        })
        .collect()
}

fn has_base(units: &[Unit]) -> bool {
    units
        .iter()
        .any(|u| matches!(u, Unit::Base(_) | Unit::Invader))
}

/// A side that can fight back: a CV, a base, a pirate (LVs and REs alone are destroyed).
fn fights(s: &State, units: &[Unit]) -> bool {
    has_base(units)
        || !cvs(s, units).is_empty()
        || units.iter().any(|u| matches!(u, Unit::Pirate(_)))
}

/// A side with a combat value (pirates dodge those, R 3.4.8).
fn armed(s: &State, units: &[Unit]) -> bool {
    power(s, units) > 0
}

fn power(s: &State, units: &[Unit]) -> i32 {
    units
        .iter()
        .map(|u| match u {
            Unit::Ship(i) => s
                .ship(*i)
                .map_or(0, |x| (x.design().combat - x.damage).max(0)),
            Unit::Base(i) => s.base(*i).map_or(0, base_defense),
            Unit::Pirate(i) => s.pirates.iter().find(|p| p.id == *i).map_or(0, |p| {
                let c = content();
                let v = if p.strong {
                    c.combat_value("pirate-strong-combat")
                } else {
                    c.combat_value("pirate-weak-combat")
                };
                (v - p.damage).max(0)
            }),
            Unit::Invader => content().combat_value("invader-combat"),
        })
        .sum()
}

fn cv_size(s: &State, units: &[Unit]) -> i32 {
    cvs(s, units).iter().map(|x| x.size()).sum::<i32>()
        + if units.contains(&Unit::Invader) {
            content().combat_value("invader-size")
        } else {
            0
        }
}

/// Usable drone squadrons of a side (R 2.6.4, 2.8.2): Fighter Drones owners only; one squadron
/// fewer per two damage markers on the CV.
fn squadrons(s: &State, side: Option<usize>, units: &[Unit]) -> i32 {
    let Some(f) = side else { return 0 };
    if !s.factions[f].has("fighter-drones") {
        return 0;
    }
    cvs(s, units)
        .iter()
        .map(|x| (x.design().drones - x.damage / 2).max(0))
        .sum()
}

/// Whether a side chooses drone roles (R 3.4.5): Bomber Drones and at least one squadron.
pub fn drone_choice(s: &State, b: &Battle, i: usize) -> i32 {
    match b.sides[i] {
        Some(f) if s.factions[f].has("bomber-drones") => squadrons(s, b.sides[i], &b.units[i]),
        _ => 0,
    }
}

fn missiles(s: &State, side: Option<usize>, units: &[Unit]) -> bool {
    units.contains(&Unit::Invader) || side.is_some_and(|f| s.factions[f].has("space-missiles"))
}

/// Both sides roll a d10 (R 3.4.2), less 1 (or 2 with 5+ squadrons) for drones. Returns the
/// modified rolls, the target, and whether either side found the other (a base: always).
pub fn search(
    s: &State,
    sides: [Option<usize>; 2],
    units: &[Vec<Unit>; 2],
    rng: &mut GameRng,
) -> ([i32; 2], i32, bool) {
    let drone_mod = |i: usize| match squadrons(s, sides[i], &units[i]) {
        0 => 0,
        1..=4 => 1,
        _ => 2,
    };
    let target = calc::search_target(
        cvs(s, &units[0]).len().max(1) as i32,
        cvs(s, &units[1]).len().max(1) as i32,
    );
    let rolls = [calc::d10(rng) - drone_mod(0), calc::d10(rng) - drone_mod(1)];
    let found = has_base(&units[1]) || has_base(&units[0]) || rolls.iter().any(|r| *r <= target);
    (rolls, target, found)
}

/// A new battle after a successful search; unescorted LVs and REs are destroyed at once
/// (R 3.4.2). Returns `None` when there is nothing to fight.
pub fn battle(
    s: &mut State,
    sides: [Option<usize>; 2],
    units: [Vec<Unit>; 2],
    rolls: [i32; 2],
    rng: &mut GameRng,
    log: &mut Log,
) -> Option<Battle> {
    if !fights(s, &units[1]) {
        for u in units[1].clone() {
            destroyed(s, u, sides[0], rng, log);
        }
        return None;
    }
    let invasion = units[1].contains(&Unit::Invader);
    let pirate = units.iter().flatten().any(|u| matches!(u, Unit::Pirate(_)));
    // A joint fleet's highest-initiative ally leads its combat decisions (R 2.5).
    let mut sides = sides;
    for i in 0..2 {
        if let Some(f) = sides[i] {
            sides[i] = Some(super::fleets::leader(s, f, &units[i]));
        }
    }
    Some(Battle {
        sides,
        units,
        rolls,
        stage: Stage::Surrender,
        round: 0,
        invasion,
        pirate,
        strike: true,
        extra: [0; 2],
        bombers: [None; 2],
        hits: [0; 2],
        receiving: 1,
        receiver_picks: false,
        taken: vec![],
        focus: None,
        picks: [0; 2],
        surplus: None,
        protected: [None, None],
    })
}

/// Runs the battle of `s.pending` until it needs a decision (an `Ask`) or ends.
pub fn run(s: &mut State, rng: &mut GameRng, log: &mut Log) {
    for _ in 0..10_000 {
        let Some(p) = s.pending.as_ref() else { return };
        if p.ask.is_some() {
            return;
        }
        let Some(mut b) = p.battle.clone() else {
            return;
        };
        let mut ask = None;
        match b.stage {
            Stage::Surrender => {
                b.stage = Stage::Tactics;
                let offers = !b.pirate
                    && b.sides[0].is_some()
                    && b.sides[1].is_some_and(|d| s.factions[d].seat.is_some())
                    && (has_base(&b.units[1]) || !cvs(s, &b.units[1]).is_empty());
                if offers {
                    b.stage = Stage::Surrender;
                    ask = Some(Ask::Surrender);
                }
            }
            Stage::Tactics => tactics(s, &mut b, log),
            Stage::Spend => ask = Some(Ask::Tactics),
            Stage::Fire => {
                if !b.strike {
                    for i in 0..2 {
                        let ships = b.units[i]
                            .iter()
                            .filter(|u| matches!(u, Unit::Ship(_)))
                            .count();
                        let asks = b.sides[i].is_some_and(|f| s.factions[f].seat.is_some())
                            && b.units[i].len() >= 2
                            && ships >= 1;
                        if !asks && b.protected[i].is_none() {
                            b.protected[i] = Some(vec![]);
                        }
                    }
                }
                if !b.strike && b.protected.iter().any(|p| p.is_none()) {
                    ask = Some(Ask::Protect);
                } else if b.strike
                    && (0..2).any(|i| b.bombers[i].is_none() && drone_choice(s, &b, i) > 0)
                {
                    ask = Some(Ask::Drones);
                } else {
                    fire(s, &mut b, rng, log);
                }
            }
            Stage::Allocate => {
                let r = b.receiving;
                if b.hits[r] <= 0 || b.units[r].is_empty() {
                    if r == 1 {
                        b.receiving = 0;
                        b.receiver_picks = !b.strike;
                    } else {
                        b.stage = Stage::After;
                    }
                } else {
                    let picks = hit_picks(s, &b);
                    let chooser = hit_chooser(&b);
                    let asks = chooser.is_some_and(|f| {
                        s.factions[f].seat.is_some() && !s.factions[f].standing.auto_allocate
                    }) && picks.len() > 1
                        && b.focus
                            .is_none_or(|_| r == 0 || !b.units[1].contains(&Unit::Invader));
                    if asks {
                        ask = Some(Ask::Hit);
                    } else {
                        let pick = auto_pick(s, &b);
                        place(s, &mut b, pick, rng, log);
                    }
                }
            }
            Stage::After => {
                recall_rolls(s, &b.taken, rng);
                b.taken.clear();
                if b.invasion && b.round < 60 && b.units.iter().all(|u| !u.is_empty()) {
                    b.round += 1;
                    b.rolls = [calc::d10(rng), calc::d10(rng)];
                    b.bombers = [None; 2];
                    b.protected = [None, None];
                    b.stage = Stage::Tactics;
                } else {
                    b.stage = Stage::Done;
                }
            }
            Stage::Done => {
                if let Some(p) = s.pending.as_mut() {
                    p.battle = None;
                }
                return;
            }
        }
        if let Some(p) = s.pending.as_mut() {
            p.battle = Some(b);
            p.ask = ask;
        }
    }
}

/// Tactics points (R 3.4.4): only the side with more spends the surplus. A pirate cancels the
/// fight against an armed fleet if it can (3), else makes it direct fire (1) and nothing more
/// (R 3.4.8); the Invader always Strikes; a player side makes it direct fire if it cannot Strike
/// and buys damage with the rest (2 per point).
fn tactics(s: &State, b: &mut Battle, log: &mut Log) {
    let bonus = |i: usize| b.sides[i].map_or(0, |x| calc::tactics_bonus(s, x));
    let tp = [
        calc::tactics(b.rolls[1], bonus(0), cv_size(s, &b.units[1])),
        calc::tactics(b.rolls[0], bonus(1), cv_size(s, &b.units[0])),
    ];
    let up = usize::from(tp[1] > tp[0]);
    let surplus = (tp[0] - tp[1]).abs();
    let c = content();
    b.extra = [0; 2];
    let pirate_up = b.units[up].iter().any(|u| matches!(u, Unit::Pirate(_)));
    if pirate_up {
        if surplus >= c.combat_value("tp-cancel") && armed(s, &b.units[1 - up]) {
            say(log, Msg::new("sh-log-pirate-dodges"));
            b.stage = Stage::Done;
            return;
        }
        b.strike = surplus < c.combat_value("tp-direct-fire");
    } else if surplus > 0 && b.sides[up].is_some_and(|f| s.factions[f].seat.is_some()) {
        // A player spends the surplus (R 3.4.4).
        b.strike = true;
        b.surplus = Some((up, surplus));
        b.stage = Stage::Spend;
        return;
    } else {
        let a = default_spend(s, b, up, surplus);
        spend(b, up, &a);
        if b.stage == Stage::Done {
            return;
        }
    }
    b.stage = Stage::Fire;
}

/// The spending the timer (and a non-player side) makes: direct fire if the side cannot
/// Strike, the rest on damage dealt.
pub fn default_spend(s: &State, b: &Battle, up: usize, surplus: i32) -> Action {
    let c = content();
    let strike =
        missiles(s, b.sides[up], &b.units[up]) || surplus < c.combat_value("tp-direct-fire");
    let left = surplus
        - if strike {
            0
        } else {
            c.combat_value("tp-direct-fire")
        };
    Action::Tactics {
        fire: if strike { "strike" } else { "direct" }.into(),
        damage: left / c.combat_value("tp-per-damage").max(1),
        picks: 0,
    }
}

/// What a spending costs in tactics points.
pub fn spend_cost(a: &Action) -> i32 {
    let c = content();
    match a {
        Action::Tactics {
            fire,
            damage,
            picks,
        } => {
            let base = match fire.as_str() {
                "cancel" => return c.combat_value("tp-cancel"),
                "direct" => c.combat_value("tp-direct-fire"),
                _ => 0,
            };
            base + damage.abs() * c.combat_value("tp-per-damage") + picks.max(&0)
        }
        _ => i32::MAX,
    }
}

/// The spending choices offered (R 3.4.4), the default first: cancel; Strike or direct fire
/// with the rest on damage dealt, on damage taken less, or on target picks.
pub fn spend_choices(s: &State, b: &Battle) -> Vec<Action> {
    let Some((up, surplus)) = b.surplus else {
        return vec![];
    };
    let c = content();
    let mut out = vec![default_spend(s, b, up, surplus)];
    let mut add = |a: Action| {
        if !out.contains(&a) && spend_cost(&a) <= surplus {
            out.push(a);
        }
    };
    if surplus >= c.combat_value("tp-cancel") {
        add(Action::Tactics {
            fire: "cancel".into(),
            damage: 0,
            picks: 0,
        });
    }
    for fire in ["strike", "direct"] {
        let left = surplus
            - if fire == "direct" {
                c.combat_value("tp-direct-fire")
            } else {
                0
            };
        if left < 0 {
            continue;
        }
        let k = left / c.combat_value("tp-per-damage").max(1);
        for (damage, picks) in [(k, 0), (-k, 0), (0, left)] {
            add(Action::Tactics {
                fire: fire.into(),
                damage,
                picks,
            });
        }
    }
    out
}

/// Applies a spending to the battle: cancel ends it; direct fire; damage; picks.
pub fn spend(b: &mut Battle, up: usize, a: &Action) {
    let Action::Tactics {
        fire,
        damage,
        picks,
    } = a
    else {
        return;
    };
    b.surplus = None;
    if fire == "cancel" {
        b.stage = Stage::Done;
        return;
    }
    b.strike = fire != "direct";
    if *damage >= 0 {
        b.extra[up] += damage;
    } else {
        b.extra[1 - up] += damage;
    }
    b.picks[up] += (*picks).max(0);
    b.stage = Stage::Fire;
}

/// Both damage rolls at once (R 3.4.5): combat values + weapons + 1 per enemy unit beyond the
/// first + d10 on the column; in Strike, bombers add and the enemy's fighters subtract.
fn fire(s: &State, b: &mut Battle, rng: &mut GameRng, log: &mut Log) {
    let column = if b.strike { "strike" } else { "direct-fire" };
    let dice = [calc::d10(rng), calc::d10(rng)];
    let mut hits = [0; 2];
    for (me, die) in dice.iter().enumerate() {
        let them = 1 - me;
        if b.strike && !missiles(s, b.sides[me], &b.units[me]) {
            continue;
        }
        let weapons = b.sides[me].map_or(0, |x| {
            calc::tech_effect(s, x, "attack-bonus", "bonus", false).unwrap_or(0)
        });
        let v = power(s, &active_units(b, me))
            + weapons
            + (active_units(b, them).len() as i32 - 1).max(0)
            + die;
        let mut d = calc::crt(column, v);
        if b.strike {
            let bombers = b.bombers[me].unwrap_or(0);
            let fighters =
                squadrons(s, b.sides[them], &b.units[them]) - b.bombers[them].unwrap_or(0);
            d += bombers - fighters.max(0);
        }
        hits[them] = (d.max(0) + b.extra[me]).max(0);
    }
    if b.strike && b.bombers.iter().any(|x| x.is_some_and(|n| n > 0)) {
        say(
            log,
            Msg::new("sh-log-drone-roles")
                .num("attacker", b.bombers[0].unwrap_or(0))
                .num("defender", b.bombers[1].unwrap_or(0)),
        );
    }
    say(
        log,
        Msg::new("sh-log-damage")
            .text("column", column)
            .num("attacker", hits[1])
            .num("defender", hits[0]),
    );
    b.hits = hits;
    b.receiving = 1;
    // Strike: the firing side picks first; direct fire: the receiving side (R 3.4.5).
    b.receiver_picks = !b.strike;
    b.focus = if b.units[1].contains(&Unit::Invader) && !b.units[0].is_empty() {
        Some(b.units[0][rng.below(b.units[0].len())])
    } else {
        None
    };
    b.stage = Stage::Allocate;
}

/// A side's units that take part: all but the protected ones (R 3.4.5).
fn active_units(b: &Battle, i: usize) -> Vec<Unit> {
    let prot = b.protected[i].clone().unwrap_or_default();
    b.units[i]
        .iter()
        .copied()
        .filter(|u| !prot.contains(u))
        .collect()
}

/// The units a hit may go on now: protected units only once the rest are gone, or for a target
/// pick bought with tactics points (R 3.4.5).
fn hittable(b: &Battle) -> Vec<Unit> {
    let r = b.receiving;
    let natural = if b.receiver_picks { r } else { 1 - r };
    let open = active_units(b, r);
    if open.is_empty() || (chooser_side(b) != natural && !(b.pirate && b.sides[r].is_some())) {
        b.units[r].clone()
    } else {
        open
    }
}

/// The places the next hit may go (see `picks`).
pub fn hit_picks(s: &State, b: &Battle) -> Vec<Pick> {
    picks(s, &hittable(b))
}

/// The faction that picks the next hit: alternating between the sides; a player fighting a
/// pirate places every hit its side takes (R 3.4.8).
pub fn hit_chooser(b: &Battle) -> Option<usize> {
    b.sides[chooser_side(b)]
}

/// The side that picks the next hit: alternating, unless the other side has a target pick
/// bought with tactics points left (R 3.4.4); a player fighting a pirate picks its own hits.
fn chooser_side(b: &Battle) -> usize {
    let r = b.receiving;
    if b.pirate && b.sides[r].is_some() {
        return r;
    }
    let natural = if b.receiver_picks { r } else { 1 - r };
    if b.picks[1 - natural] > 0 {
        1 - natural
    } else {
        natural
    }
}

/// The places one hit can go on a side (R 3.4.5, 2.8.2): a ship, a pirate, the Invader; a base's
/// facility, or its stockpile (2 resources), or the base itself when it has no facility.
pub fn picks(s: &State, units: &[Unit]) -> Vec<Pick> {
    let mut out = Vec::new();
    for u in units {
        match u {
            Unit::Base(i) => {
                let Some(b) = s.base(*i) else { continue };
                if b.levels.iter().all(|l| *l == 0) {
                    out.push(Pick::Unit(*u));
                    continue;
                }
                for l in 0..4 {
                    if b.levels[l] > 0 {
                        out.push(Pick::Line(*i, l));
                    }
                }
                if b.stock.iter().sum::<i32>() > 0 {
                    out.push(Pick::Stock(*i));
                }
                if b.settlements > 0 {
                    out.push(Pick::Settlement(*i));
                }
            }
            _ => out.push(Pick::Unit(*u)),
        }
    }
    out
}

/// The default pick: the firing side hits the unit closest to destruction, the receiving side
/// the one with the most to spare; the Invader puts every hit on its focus.
pub fn auto_pick(s: &State, b: &Battle) -> Pick {
    let r = b.receiving;
    if let Some(f) = b.focus.filter(|u| r == 0 && b.units[0].contains(u)) {
        return Pick::Unit(f);
    }
    let firer = chooser_side(b) != r;
    let mut units = hittable(b);
    units.sort_by_key(|u| hull(s, *u));
    let u = if firer {
        units[0]
    } else {
        units[units.len() - 1]
    };
    Pick::Unit(u)
}

/// Places one hit on the receiving side (R 3.4.5): a facility line or a stockpile if picked,
/// else the unit (a base's largest facility); a destroyed unit leaves the side and pays its
/// after-effects.
pub fn place(s: &mut State, b: &mut Battle, pick: Pick, rng: &mut GameRng, log: &mut Log) {
    let r = b.receiving;
    let by = b.sides[1 - r];
    let unit = match pick {
        Pick::Unit(u) => u,
        Pick::Line(i, _) | Pick::Stock(i) | Pick::Settlement(i) => Unit::Base(i),
    };
    // A base's loss may leave CVs out of range (R 2.6.5).
    let before = match unit {
        Unit::Base(i) => s.base(i).map(|x| (s.clone(), x.owner)),
        _ => None,
    };
    let gone = match pick {
        Pick::Line(i, l) => {
            if let Some(base) = s.base_mut(i) {
                base.damage[l] += 1;
                let def = content()
                    .facility(LINES[l], base.levels[l])
                    .map_or(1, |x| x.defense.max(1));
                if base.damage[l] >= def {
                    base.levels[l] -= 1;
                    base.damage[l] = 0;
                }
            }
            false
        }
        Pick::Stock(i) => {
            // Two resources per hit, from the largest piles (SH-D103).
            if let Some(base) = s.base_mut(i) {
                for _ in 0..2 {
                    if let Some(k) = (0..3)
                        .filter(|k| base.stock[*k] > 0)
                        .max_by_key(|k| base.stock[*k])
                    {
                        base.stock[k] -= 1;
                    }
                }
            }
            false
        }
        Pick::Settlement(i) => {
            super::holds::hit_settlement(s, i);
            false
        }
        Pick::Unit(u) => hit(s, u),
    };
    say(log, Msg::new("sh-log-hit").text("unit", pick.code()));
    match b.taken.iter_mut().find(|(u, _)| *u == unit) {
        Some(t) => t.1 += 1,
        None => b.taken.push((unit, 1)),
    }
    if gone {
        b.units[r].retain(|u| *u != unit);
        destroyed(s, unit, by, rng, log);
    }
    if let Some((before, owner)) = before {
        super::movement::flip_out_of_range(s, &before, owner, log);
    }
    let natural = if b.receiver_picks { r } else { 1 - r };
    let chooser = chooser_side(b);
    if chooser != natural && !(b.pirate && b.sides[r].is_some()) {
        b.picks[chooser] -= 1;
    }
    b.hits[r] -= 1;
    b.receiver_picks = !b.receiver_picks;
}

/// A surrender accepted (R 3.4.3): the surrendering CVs' cargo is destroyed and a d10 of the
/// base's stockpile (largest piles first, SH-D103); the attacker keeps half of each kind
/// destroyed, as far as its CVs' holds allow; the defending CVs go to Reserve; the attacker takes
/// one politics marker; the attacker may not attack that faction again this turn.
pub fn surrender(s: &mut State, b: &Battle, rng: &mut GameRng, log: &mut Log) {
    let Some(d) = b.sides[1] else { return };
    let mut lost = [0; 3];
    for u in &b.units[1] {
        match u {
            Unit::Ship(i) => {
                if let Some(sh) = s.ship_mut(*i) {
                    for (l, c) in lost.iter_mut().zip(sh.cargo) {
                        *l += c;
                    }
                    sh.cargo = [0; 3];
                    if sh.is_cv() {
                        sh.reserved = true;
                    }
                }
            }
            Unit::Base(i) => {
                let n = calc::d10(rng);
                if let Some(base) = s.base_mut(*i) {
                    for _ in 0..n {
                        if let Some(k) = (0..3)
                            .filter(|k| base.stock[*k] > 0)
                            .max_by_key(|k| base.stock[*k])
                        {
                            base.stock[k] -= 1;
                            lost[k] += 1;
                        }
                    }
                }
            }
            _ => {}
        }
    }
    let mut kept = 0;
    if let Some(a) = b.sides[0] {
        for (k, l) in lost.iter().enumerate() {
            let mut half = l / 2;
            for u in &b.units[0] {
                let Unit::Ship(i) = u else { continue };
                let Some(sh) = s.ship_mut(*i) else { continue };
                let room = (sh.design().cargo - sh.cargo.iter().sum::<i32>()).max(0);
                let take = room.min(half);
                sh.cargo[k] += take;
                half -= take;
                kept += take;
            }
        }
        if s.factions[d].politics > 0 {
            s.factions[d].politics -= 1;
            s.factions[a].politics += 1;
        }
        s.factions[d].surrendered_to.push(a);
    } else if s.factions[d].politics > 0 {
        s.factions[d].politics -= 1;
    }
    say(
        log,
        Msg::new("sh-log-surrender")
            .name("faction", catalog_id("faction", &s.factions[d].id))
            .num("lost", lost.iter().sum::<i32>())
            .num("kept", kept),
    );
}

/// NPF raid (R 3.4.9): at war with an NPF, a fleet at its base rolls on the raid table: loot
/// into the CVs' holds (largest piles of the base first), damage to the fleet (placed on the
/// sturdiest CVs), a 10 destroys the base; a recall roll per damage; +1 VP if no CV was lost.
fn raid(s: &mut State, f: usize, fl: &[u32], base: u32, rng: &mut GameRng, log: &mut Log) {
    let roll = calc::d10(rng);
    let row = content().raid.get((roll - 1).clamp(0, 9) as usize).cloned();
    let Some(row) = row else { return };
    say(
        log,
        Msg::new("sh-log-raid")
            .num("roll", roll)
            .num("loot", row.loot)
            .num("damage", row.damage),
    );
    for i in fl {
        if let Some(m) = s.ship_mut(*i) {
            m.searched = true;
        }
    }
    if row.destroys {
        destroyed(s, Unit::Base(base), Some(f), rng, log);
        s.factions[f].vp += 1;
        return;
    }
    // Loot: the base's stockpile (or the NPF's goods, SH-D104: an NPF base without a stockpile
    // yields supplies).
    let mut loot = row.loot;
    for i in fl {
        let room = s.ship(*i).map_or(0, |x| {
            (x.design().cargo - x.cargo.iter().sum::<i32>()).max(0)
        });
        for _ in 0..room {
            if loot == 0 {
                break;
            }
            let k = s.base(base).and_then(|b| {
                (0..3)
                    .filter(|k| b.stock[*k] > 0)
                    .max_by_key(|k| b.stock[*k])
            });
            if let Some(k) = k
                && let Some(b) = s.base_mut(base)
            {
                b.stock[k] -= 1;
            }
            if let Some(m) = s.ship_mut(*i) {
                m.cargo[k.unwrap_or(2)] += 1;
            }
            loot -= 1;
        }
    }
    let mut units: Vec<Unit> = fl.iter().map(|i| Unit::Ship(*i)).collect();
    let mut taken: Vec<(Unit, i32)> = Vec::new();
    let mut lost_cv = false;
    for _ in 0..row.damage {
        units.sort_by_key(|u| std::cmp::Reverse(hull(s, *u)));
        let Some(&u) = units.first() else { break };
        match taken.iter_mut().find(|(x, _)| *x == u) {
            Some(t) => t.1 += 1,
            None => taken.push((u, 1)),
        }
        if hit(s, u) {
            units.retain(|x| *x != u);
            lost_cv = true;
            destroyed(s, u, None, rng, log);
        }
    }
    recall_rolls(s, &taken, rng);
    if !lost_cv {
        s.factions[f].vp += 1;
    }
}

/// NPF bases a fleet at `at` may raid: at war, at the base's place or in orbit above it.
fn raid_targets(s: &State, f: usize, at: &Loc) -> Vec<u32> {
    s.bases
        .iter()
        .filter(|b| s.factions[b.owner].seat.is_none() && b.owner != f)
        .filter(|b| b.loc() == *at || matches!(at, Loc::Orbit(w) if *w == b.world && !b.orbital))
        .filter(|b| !at.is_earth() && s.factions[f].relations[b.owner] <= WAR)
        .map(|b| b.id)
        .collect()
}

pub fn apply(
    s: &mut State,
    f: usize,
    a: &Action,
    rng: &mut GameRng,
    log: &mut Log,
) -> Result<(), Refusal> {
    match a {
        Action::Blockade { ship, base } => {
            check_blockade(s, f, *ship, *base)?;
            if let Some(b) = s.base_mut(*base) {
                b.blockaded_by = Some(f);
            }
            for i in fleet_tagged(
                s,
                f,
                &s.ship(*ship)
                    .map(|x| x.at.clone())
                    .unwrap_or(Loc::Flyby(String::new())),
                super::fleets::tag(s, *ship),
            ) {
                if let Some(m) = s.ship_mut(i) {
                    m.searched = true;
                }
            }
            say(
                log,
                Msg::new("sh-log-blockade")
                    .name("faction", catalog_id("faction", &s.factions[f].id))
                    .num("base", *base),
            );
            Ok(())
        }
        Action::Raid { ship, base } => {
            let Some(at) = s.ship(*ship).filter(|x| x.owner == f).map(|x| x.at.clone()) else {
                return Err(illegal("sh-not-your-ship"));
            };
            let fl = fleet_tagged(s, f, &at, super::fleets::tag(s, *ship));
            if fl.is_empty() || !raid_targets(s, f, &at).contains(base) {
                return Err(illegal("sh-cannot-attack"));
            }
            raid(s, f, &fl, *base, rng, log);
            Ok(())
        }
        Action::Attack { ship, target } => {
            let Some(at) = s.ship(*ship).filter(|x| x.owner == f).map(|x| x.at.clone()) else {
                return Err(illegal("sh-not-your-ship"));
            };
            let tag = super::fleets::tag(s, *ship);
            let fl = fleet_tagged(s, f, &at, tag);
            if fl.is_empty() || !targets(s, f, &at).contains(target) {
                return Err(illegal("sh-cannot-attack"));
            }
            // Every ally in the joint fleet consents to the attack (R 2.5).
            if !s.fleets.settled {
                let allies = super::fleets::allies_in(s, f, &fl);
                let what = super::fleets::GateFor::Attack {
                    by: f,
                    ship: *ship,
                    target: target.clone(),
                };
                if super::fleets::open_gate(s, what, allies) {
                    return Ok(());
                }
            }
            let fl = fleet_tagged(s, f, &at, tag);
            s.fleets.out.clear();
            if fl.is_empty() {
                return Err(illegal("sh-cannot-attack"));
            }
            for i in &fl {
                if let Some(m) = s.ship_mut(*i) {
                    m.searched = true;
                }
            }
            let (def, def_units) = defender_units(s, target, &at);
            let units = [fl.iter().map(|i| Unit::Ship(*i)).collect(), def_units];
            let sides = [Some(f), def];
            let (rolls, target_n, found) = search(s, sides, &units, rng);
            say(
                log,
                Msg::new("sh-log-search")
                    .num("attacker", rolls[0])
                    .num("defender", rolls[1])
                    .num("target", target_n)
                    .num("found", i32::from(found)),
            );
            if !found {
                return Ok(());
            }
            if let Some(b) = battle(s, sides, units, rolls, rng, log) {
                s.pending = Some(Pending {
                    moving: None,
                    battle: Some(b),
                    ask: None,
                });
                run(s, rng, log);
                if s.pending
                    .as_ref()
                    .is_some_and(|p| p.battle.is_none() && p.ask.is_none())
                {
                    s.pending = None;
                }
            }
            Ok(())
        }
        _ => Err(illegal("sh-wrong-action")),
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::setup::tests::campaign;
    use super::*;

    use super::super::super::test_support::ship as cv;

    /// R 3.4.2: no search from a transfer box or at Earth; a Neutral faction cannot be
    /// attacked; pirates always can.
    #[test]
    fn sh_3_4_2_search_eligibility() {
        let mut s = campaign(2);
        let (a, b) = (s.order[0], s.order[1]);
        let flyby = Loc::Flyby("mars".into());
        let me = cv(&mut s, a, "cv-4", flyby.clone());
        let them = cv(&mut s, b, "cv-4", flyby.clone());
        assert!(
            !targets(&s, a, &flyby).contains(&Target::Ship(them)),
            "Neutral"
        );
        s.factions[a].relations[b] = EMBARGO;
        s.factions[b].relations[a] = EMBARGO;
        assert!(
            targets(&s, a, &flyby).contains(&Target::Ship(them)),
            "Embargo: search CVs"
        );
        s.pirates.push(Pirate {
            id: 500,
            system: "mars".into(),
            strong: false,
            damage: 0,
        });
        assert!(options(&s, a).contains(&Action::Attack {
            ship: me,
            target: Target::Pirate(500)
        }));
        let earth = Loc::Orbit("earth".into());
        cv(&mut s, a, "cv-4", earth.clone());
        assert!(fleet(&s, a, &earth).is_empty(), "never at Earth orbit");
        s.ship_mut(me).unwrap().at = Loc::Transfer("mars".into(), 2);
        assert!(fleet(&s, a, &Loc::Transfer("mars".into(), 2)).is_empty());
    }

    /// R 2.8.2 and 2.7.1: a facility downgrades when its damage reaches its defense; a base with
    /// no facility dies to one hit; a CV dies when damage equals its size.
    #[test]
    fn sh_2_7_1_facility_damage_ladder() {
        let mut s = campaign(2);
        let f = s.order[0];
        s.bases.push(Base {
            id: 900,
            owner: f,
            world: "moon".into(),
            orbital: false,
            levels: [2, 0, 0, 0],
            damage: [0; 4],
            settlements: 0,
            stock: [0; 3],
            built: false,
            product: None,
            blockaded_by: None,
            terraformed: 0,
        });
        let def = content().facility("supply", 2).unwrap().defense;
        for _ in 0..def {
            assert!(!hit(&mut s, Unit::Base(900)));
        }
        assert_eq!(s.base(900).unwrap().levels[0], 1, "large → small");
        s.base_mut(900).unwrap().levels = [0; 4];
        assert!(hit(&mut s, Unit::Base(900)), "no facility: destroyed");
        let id = cv(&mut s, f, "cv-2", Loc::Flyby("mars".into()));
        assert!(!hit(&mut s, Unit::Ship(id)));
        assert!(hit(&mut s, Unit::Ship(id)));
    }

    /// R 3.4.6 / Appendix A: a destroyed CV-5 gives 2 VP to the killer and 2 Engineering markers
    /// to its owner.
    #[test]
    fn sh_3_4_6_kill_vp_and_markers() {
        let mut s = campaign(2);
        let (a, b) = (s.order[0], s.order[1]);
        let id = cv(&mut s, b, "cv-5", Loc::Flyby("mars".into()));
        let vp = s.factions[a].vp;
        let mut rng = GameRng::for_step(5, 5);
        destroyed(&mut s, Unit::Ship(id), Some(a), &mut rng, &mut Log::new());
        assert_eq!(s.factions[a].vp, vp + 2);
        assert_eq!(s.factions[b].markers[Field::Eng.idx()].len(), 2);
    }

    /// R 3.4.8: a pirate kill pays half the cache, one politics marker and one VP.
    #[test]
    fn sh_3_4_8_pirate_kill() {
        let mut s = campaign(2);
        let a = s.order[0];
        s.pirates.push(Pirate {
            id: 77,
            system: "mars".into(),
            strong: false,
            damage: 0,
        });
        s.pirate_cache = 11;
        let (cash, pol, vp) = (s.factions[a].cash, s.factions[a].politics, s.factions[a].vp);
        destroyed(
            &mut s,
            Unit::Pirate(77),
            Some(a),
            &mut GameRng::for_step(1, 1),
            &mut Log::new(),
        );
        assert_eq!(s.factions[a].cash, cash + 6);
        assert_eq!(
            (s.factions[a].politics, s.factions[a].vp),
            (pol + 1, vp + 1)
        );
        assert_eq!(s.pirate_cache, 5);
    }

    /// R 3.4.7: blockading needs Embargo or worse and fleet combat at least the defense network;
    /// a blockaded base halves its output (see econ) and earns the blockader $2B.
    #[test]
    fn sh_3_4_7_blockade() {
        let mut s = campaign(2);
        let (a, b) = (s.order[0], s.order[1]);
        let at = Loc::Surface("moon".into());
        let me = cv(&mut s, a, "cv-4", at.clone());
        s.bases.push(Base {
            id: 901,
            owner: b,
            world: "moon".into(),
            orbital: false,
            levels: [0, 0, 0, 2],
            damage: [0; 4],
            settlements: 0,
            stock: [0; 3],
            built: false,
            product: None,
            blockaded_by: None,
            terraformed: 0,
        });
        assert!(check_blockade(&s, a, me, 901).is_err(), "Neutral");
        s.factions[a].relations[b] = EMBARGO;
        s.factions[b].relations[a] = EMBARGO;
        let power = content().design("cv-4").unwrap().combat;
        let def = base_defense(s.base(901).unwrap());
        assert_eq!(check_blockade(&s, a, me, 901).is_ok(), power >= def);
    }

    fn npf_base(s: &mut State, owner: usize, id: u32, levels: [i32; 4], stock: [i32; 3]) {
        s.bases.push(Base {
            id,
            owner,
            world: "mars".into(),
            orbital: false,
            levels,
            damage: [0; 4],
            settlements: 0,
            stock,
            built: false,
            product: None,
            blockaded_by: None,
            terraformed: 0,
        });
    }

    /// R 3.4.9: at war with an NPF, a fleet at its base raids: the d10 row gives the loot (into
    /// the CVs' holds, from the stockpile) and the damage the raiders take; a 10 destroys the
    /// base; +1 VP when no CV is lost. Embargo allows no raid.
    #[test]
    fn sh_3_4_9_npf_raid() {
        let mut rows_seen = std::collections::BTreeSet::new();
        for seed in 0..40 {
            let mut s = campaign(2);
            let a = s.order[0];
            let npf = (0..s.factions.len())
                .find(|g| s.factions[*g].seat.is_none())
                .unwrap();
            npf_base(&mut s, npf, 960, [1, 0, 0, 0], [3, 3, 3]);
            let me = cv(&mut s, a, "cv-5", Loc::Surface("mars".into()));
            s.factions[a].relations[npf] = EMBARGO;
            s.factions[npf].relations[a] = EMBARGO;
            assert!(
                !options(&s, a)
                    .iter()
                    .any(|x| matches!(x, Action::Raid { .. }))
            );
            s.factions[a].relations[npf] = WAR;
            s.factions[npf].relations[a] = WAR;
            let raid = Action::Raid {
                ship: me,
                base: 960,
            };
            assert!(options(&s, a).contains(&raid));
            let mut rng = GameRng::for_step(seed, 3);
            let roll = calc::d10(&mut GameRng::for_step(seed, 3));
            let row = content().raid[(roll - 1) as usize].clone();
            let vp = s.factions[a].vp;
            apply(&mut s, a, &raid, &mut rng, &mut Log::new()).unwrap();
            rows_seen.insert(roll);
            if row.destroys {
                assert!(s.base(960).is_none());
                assert_eq!(s.factions[a].vp, vp + 1);
                continue;
            }
            let took = row.loot.min(content().design("cv-5").unwrap().cargo);
            let x = s.ship(me).unwrap();
            assert_eq!(x.cargo.iter().sum::<i32>(), took, "roll {roll}");
            assert_eq!(s.base(960).unwrap().stock.iter().sum::<i32>(), 9 - took);
            assert_eq!(x.damage, row.damage, "roll {roll}");
            assert_eq!(s.factions[a].vp, vp + 1, "no CV lost");
            assert!(x.searched, "one action per fleet per turn");
        }
        assert!(rows_seen.len() >= 6);
    }

    /// R 3.4.2: LVs and REs without a CV or base are destroyed by a successful search, and a
    /// fleet searches once per turn.
    #[test]
    fn sh_3_4_2_unescorted_re_and_one_search_per_turn() {
        let (mut found, mut missed) = (false, false);
        for seed in 0..30 {
            let mut s = campaign(2);
            let (a, b) = (s.order[0], s.order[1]);
            s.factions[a].relations[b] = WAR;
            s.factions[b].relations[a] = WAR;
            let flyby = Loc::Flyby("mars".into());
            let me = cv(&mut s, a, "cv-4", flyby.clone());
            let re = cv(&mut s, b, "re-flyby", flyby.clone());
            let attack = Action::Attack {
                ship: me,
                target: Target::Ship(re),
            };
            assert!(options(&s, a).contains(&attack));
            let mut log = Log::new();
            apply(
                &mut s,
                a,
                &attack,
                &mut GameRng::for_step(seed, 4),
                &mut log,
            )
            .unwrap();
            let hit = log.iter().any(|e| {
                e.msg.id == "sh-log-search"
                    && e.msg.arg("found") == Some(&crate::core::msg::Arg::Num(1))
            });
            assert_eq!(s.ship(re).is_none(), hit);
            found |= hit;
            missed |= !hit;
            assert!(s.pending.is_none());
            assert!(options(&s, a).is_empty(), "searched this turn");
        }
        assert!(found && missed);
    }

    /// R 3.4.6: one recall roll per damage marker a CV took; a recalled CV goes to Reserve with
    /// one Biology marker at most.
    #[test]
    fn sh_3_4_6_combat_recall_rolls() {
        let mut reserved = 0;
        for seed in 0..30 {
            let mut s = campaign(2);
            let a = s.order[0];
            let id = cv(&mut s, a, "cv-7", Loc::Flyby("mars".into()));
            let rate = calc::recall(&s, a);
            let mut rng = GameRng::for_step(seed, 6);
            let mut probe = GameRng::for_step(seed, 6);
            let expect = (0..3).any(|_| calc::d100(&mut probe) <= rate);
            let bio = s.factions[a].markers[Field::Bio.idx()].len();
            recall_rolls(&mut s, &[(Unit::Ship(id), 3)], &mut rng);
            assert_eq!(s.ship(id).unwrap().reserved, expect);
            assert_eq!(
                s.factions[a].markers[Field::Bio.idx()].len(),
                bio + usize::from(expect)
            );
            reserved += usize::from(expect);
        }
        assert!(reserved > 0 && reserved < 30);
    }

    /// R 3.4.9: an NPF base may be blockaded at Embargo whatever its defense network; a player's
    /// base needs fleet combat at least its network's value.
    #[test]
    fn sh_3_4_9_npf_blockade_ignores_defense() {
        let mut s = campaign(2);
        let (a, b) = (s.order[0], s.order[1]);
        let npf = (0..s.factions.len())
            .find(|g| s.factions[*g].seat.is_none())
            .unwrap();
        npf_base(&mut s, npf, 961, [0, 0, 0, 2], [0; 3]);
        npf_base(&mut s, b, 962, [0, 0, 0, 2], [0; 3]);
        let me = cv(&mut s, a, "cv-3", Loc::Surface("mars".into()));
        assert!(check_blockade(&s, a, me, 961).is_err(), "Neutral");
        for g in [npf, b] {
            s.factions[a].relations[g] = EMBARGO;
            s.factions[g].relations[a] = EMBARGO;
        }
        let power = content().design("cv-3").unwrap().combat;
        assert!(
            power < base_defense(s.base(962).unwrap()),
            "the test needs a weak fleet"
        );
        assert!(check_blockade(&s, a, me, 961).is_ok());
        assert!(check_blockade(&s, a, me, 962).is_err());
        apply(
            &mut s,
            a,
            &Action::Blockade {
                ship: me,
                base: 961,
            },
            &mut GameRng::for_step(1, 1),
            &mut Log::new(),
        )
        .unwrap();
        assert_eq!(s.base(961).unwrap().blockaded_by, Some(a));
    }

    /// R 3.4.5 / 2.8.2: a hit on a base goes on a chosen facility (damage, downgrade at its
    /// defense) or on the stockpile (two resources); a facility-less base dies to one hit.
    #[test]
    fn sh_3_4_5_hits_on_bases() {
        let mut s = campaign(2);
        let (a, b) = (s.order[0], s.order[1]);
        npf_base(&mut s, b, 963, [0, 2, 0, 0], [5, 1, 0]);
        let me = cv(&mut s, a, "cv-4", Loc::Surface("mars".into()));
        let mut bt = Battle {
            sides: [Some(a), Some(b)],
            units: [vec![Unit::Ship(me)], vec![Unit::Base(963)]],
            rolls: [5, 5],
            stage: Stage::Allocate,
            round: 0,
            invasion: false,
            pirate: false,
            strike: false,
            extra: [0; 2],
            bombers: [None; 2],
            hits: [0, 3],
            receiving: 1,
            receiver_picks: true,
            taken: vec![],
            focus: None,
            picks: [0; 2],
            surplus: None,
            protected: [None, None],
        };
        let picks = picks(&s, &bt.units[1]);
        assert_eq!(picks, vec![Pick::Line(963, 1), Pick::Stock(963)]);
        let (mut rng, mut log) = (GameRng::for_step(1, 1), Log::new());
        place(&mut s, &mut bt, Pick::Stock(963), &mut rng, &mut log);
        assert_eq!(
            s.base(963).unwrap().stock,
            [3, 1, 0],
            "two from the largest pile"
        );
        let def = content().facility("mining", 2).unwrap().defense.max(1);
        for _ in 0..def {
            place(&mut s, &mut bt, Pick::Line(963, 1), &mut rng, &mut log);
        }
        assert_eq!(s.base(963).unwrap().levels[1], 1, "large mining → small");
        s.base_mut(963).unwrap().levels = [0; 4];
        assert_eq!(
            super::picks(&s, &bt.units[1]),
            vec![Pick::Unit(Unit::Base(963))]
        );
        place(
            &mut s,
            &mut bt,
            Pick::Unit(Unit::Base(963)),
            &mut rng,
            &mut log,
        );
        assert!(s.base(963).is_none() && bt.units[1].is_empty());
    }

    /// R 3.4.8: a pirate with 3+ surplus tactics points dodges an armed fleet; otherwise it
    /// makes the fight direct fire and buys nothing else.
    #[test]
    fn sh_3_4_8_pirate_behaviour() {
        let mut s = campaign(2);
        let a = s.order[0];
        s.pirates.push(Pirate {
            id: 70,
            system: "mars".into(),
            strong: false,
            damage: 0,
        });
        let me = cv(&mut s, a, "cv-4", Loc::Flyby("mars".into()));
        let mut bt = Battle {
            sides: [Some(a), None],
            units: [vec![Unit::Ship(me)], vec![Unit::Pirate(70)]],
            rolls: [9, 1],
            stage: Stage::Tactics,
            round: 0,
            invasion: false,
            pirate: true,
            strike: true,
            extra: [0; 2],
            bombers: [None; 2],
            hits: [0; 2],
            receiving: 1,
            receiver_picks: false,
            taken: vec![],
            focus: None,
            picks: [0; 2],
            surplus: None,
            protected: [None, None],
        };
        s.factions[a].techs.retain(|t| t != "space-missiles");
        let mut t = bt.clone();
        tactics(&s, &mut t, &mut Log::new());
        assert_eq!(
            t.stage,
            Stage::Done,
            "pirate TP 9 vs ≤ 1+bonus: dodges the armed CV-4"
        );
        bt.rolls = [3, 1];
        let mut t = bt.clone();
        tactics(&s, &mut t, &mut Log::new());
        assert_eq!(t.stage, Stage::Fire);
        assert!(!t.strike, "direct fire");
        assert_eq!(t.extra, [0, 0], "no damage bought");
    }

    /// R 2.5: allies who both ask fly joint fleets: the joint fleet attacks only what every
    /// ally in it may attack, and its ships defend together; either may leave at any time.
    #[test]
    fn sh_2_5_allied_joint_fleets() {
        let mut s = campaign(3);
        let (a, b, c) = (s.order[0], s.order[1], s.order[2]);
        let set = |s: &mut State, x: usize, y: usize, r: i8| {
            s.factions[x].relations[y] = r;
            s.factions[y].relations[x] = r;
        };
        set(&mut s, a, c, ALLIANCE);
        set(&mut s, a, b, WAR);
        let flyby = Loc::Flyby("mars".into());
        let mine = cv(&mut s, a, "cv-4", flyby.clone());
        let ally = cv(&mut s, c, "cv-4", flyby.clone());
        let enemy = cv(&mut s, b, "cv-4", flyby.clone());
        let seat = |s: &State, f: usize| s.factions[f].seat.unwrap();
        let mut rng = GameRng::for_step(1, 1);
        let join = |s: &mut State, f: usize, g: usize, rng: &mut GameRng| {
            let (id, sf) = (s.factions[g].id.clone(), seat(s, f));
            super::super::apply(s, sf, &Action::Join(id), rng).unwrap();
        };
        join(&mut s, a, c, &mut rng);
        assert!(!s.joint(a, c), "both must ask");
        assert!(targets(&s, a, &flyby).contains(&Target::Ship(enemy)));
        join(&mut s, c, a, &mut rng);
        assert!(s.joint(a, c));
        assert_eq!(fleet(&s, a, &flyby), vec![mine, ally]);
        assert!(
            !targets(&s, a, &flyby).contains(&Target::Ship(enemy)),
            "c is not at war with b"
        );
        set(&mut s, c, b, WAR);
        assert!(targets(&s, a, &flyby).contains(&Target::Ship(enemy)));
        let (_, defenders) = defender_units(&s, &Target::Ship(mine), &flyby);
        assert!(
            defenders.contains(&Unit::Ship(ally)),
            "allies defend together"
        );
        let leave = Action::Leave(s.factions[a].id.clone());
        let sc = seat(&s, c);
        super::super::apply(&mut s, sc, &leave, &mut rng).unwrap();
        assert!(!s.joint(a, c));
        assert_eq!(fleet(&s, a, &flyby), vec![mine]);
        let no = Action::Join(s.factions[b].id.clone());
        let sa = seat(&s, a);
        assert!(
            super::super::apply(&mut s, sa, &no, &mut rng).is_err(),
            "not allied"
        );
    }

    /// R 3.4: combat runs in initiative order, and a player resolves all its fights (each one
    /// to its end, questions included) before the next player acts.
    #[test]
    fn sh_3_4_combat_order() {
        let mut s = campaign(3);
        assert!(!Step::Combat.reverse());
        s.step = Step::Combat;
        s.turn = 0;
        assert_eq!(s.acting(), s.order);
        assert_eq!(s.active(), Some(s.order[0]));
        let (a, b) = (s.order[0], s.order[1]);
        s.factions[a].relations[b] = WAR;
        s.factions[b].relations[a] = WAR;
        let flyby = Loc::Flyby("mars".into());
        let me = cv(&mut s, a, "cv-5", flyby.clone());
        let them = cv(&mut s, b, "cv-5", flyby.clone());
        // A fight waiting for b's answer holds the step: b's own turn does not come yet.
        s.pending = Some(Pending {
            moving: None,
            battle: battle(
                &mut s,
                [Some(a), Some(b)],
                [vec![Unit::Ship(me)], vec![Unit::Ship(them)]],
                [1, 1],
                &mut GameRng::for_step(1, 1),
                &mut Log::new(),
            ),
            ask: Some(Ask::Surrender),
        });
        let seat_b = s.factions[b].seat.unwrap();
        let attack = Action::Attack {
            ship: them,
            target: Target::Ship(me),
        };
        assert!(
            super::super::apply(
                &mut s.clone(),
                seat_b,
                &attack,
                &mut GameRng::for_step(1, 1)
            )
            .is_err()
        );
        super::super::apply(&mut s, seat_b, &Action::Fight, &mut GameRng::for_step(1, 1)).unwrap();
        assert_eq!(s.active(), Some(a), "still a's turn after its fight");
    }
}
