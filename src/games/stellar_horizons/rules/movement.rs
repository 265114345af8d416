//! Movement (R 3.3): the descent of transfer boxes, then moves worst initiative first. A move is
//! a chain of segments inside a system (surface ↔ orbit, moon orbit ↔ central orbit, orbit ↔
//! flyby box) or a heliocentric transfer from the system to a numbered box of another; one
//! engine-failure roll per move; landing ends the ship's moves for the turn.

use super::super::action::{Action, Dest};
use super::super::content::{Class, ReKind, catalog_id, content};
use super::super::state::*;
use super::{Log, build, calc, econ, illegal, say};
use crate::core::{GameRng, Msg, Refusal};

/// Descent (R 3.3.1): every ship in a numbered box moves down one; box 1 goes to the flyby box.
pub fn descend(s: &mut State, log: &mut Log) {
    let mut arrived = 0;
    for sh in &mut s.ships {
        if let Loc::Transfer(sys, n) = &sh.at {
            sh.at = if *n <= 1 {
                arrived += 1;
                Loc::Flyby(sys.clone())
            } else {
                Loc::Transfer(sys.clone(), n - 1)
            };
        }
        sh.moves = 0;
    }
    if arrived > 0 {
        say(log, Msg::new("sh-log-descent").num("count", arrived));
    }
}

fn sun_order(system: &str) -> i32 {
    content().system(system).map_or(0, |x| x.sun_order)
}

fn helio(system: &str) -> i32 {
    content().system(system).map_or(0, |x| x.helio)
}

/// Whether a CV of `size` may be in `system` (R 2.6.5): within its range of Earth or of an own
/// base able to reactivate it. Range −1 is Earth orbit only; 0 (Orbital Rendezvous) adds the
/// Moon and Near-Earth Asteroids.
pub fn in_range(s: &State, f: usize, size: i32, system: &str) -> bool {
    let range = calc::cv_range(s, f);
    if s.scenario == "6" && s.factions[f].seat.is_none() {
        return true;
    }
    if range >= helio(system).abs() && range >= 1 {
        return true;
    }
    s.bases
        .iter()
        .filter(|b| b.owner == f && build::base_reactivates(b, size))
        .any(|b| {
            let from = content().world(&b.world).map_or(0, |w| helio(&w.system));
            range >= 0 && (helio(system) - from).abs() <= range
        })
}

/// A CV that loses its last reactivation point within range flips to Reserve at once (R 2.6.5,
/// 2.6.6): the owner's CVs in range in `before` and out of range now.
pub fn flip_out_of_range(s: &mut State, before: &State, f: usize, log: &mut Log) {
    let out: Vec<(u32, Msg)> = s
        .ships
        .iter()
        .filter(|x| x.owner == f && x.is_cv() && !x.reserved)
        .filter(|x| {
            let sys = x.at.system();
            sys != "earth" && in_range(before, f, x.size(), &sys) && !in_range(s, f, x.size(), &sys)
        })
        .map(|x| (x.id, x.label()))
        .collect();
    for (id, name) in out {
        if let Some(m) = s.ship_mut(id) {
            m.reserved = true;
        }
        say(log, Msg::new("sh-log-out-of-range").msg("ship", name));
    }
}

/// A CV may stand at this place: range, re-entry, atmosphere, radiation (R 2.6.5–2.6.9).
fn cv_may_enter(s: &State, f: usize, size: i32, loc: &Loc) -> bool {
    let c = content();
    let fac = &s.factions[f];
    let range = calc::cv_range(s, f);
    let earth_near = match loc {
        Loc::Surface(w) | Loc::Orbit(w) if w == "earth" => true,
        Loc::Surface(w) | Loc::Orbit(w) if c.world(w).is_some_and(|x| x.system == "earth") => {
            range >= 0
        }
        Loc::Flyby(sys) if sys == "earth" => range >= 0,
        _ => false,
    };
    if !earth_near && !in_range(s, f, size, &loc.system()) {
        return false;
    }
    if let Loc::Surface(w) = loc {
        let Some(world) = c.world(w) else {
            return false;
        };
        if world.has("reentry") && size > 4 {
            return false;
        }
        if world.has("atmosphere") && !fac.has("pressure-shell") {
            return false;
        }
    }
    if radiation(loc) && !fac.has("active-radiation-shielding") {
        return false;
    }
    if s.scenario == "7"
        && s.factions[f].id != "south-america"
        && matches!(loc, Loc::Surface(w) if w == "mars")
    {
        return false;
    }
    true
}

/// Severe radiation (FAQ 2.6.9): the Mercury tile's spaces, Io, Europa, Jupiter's surface.
pub fn radiation(loc: &Loc) -> bool {
    let c = content();
    match loc {
        Loc::Surface(w) => c.world(w).is_some_and(|x| x.has("radiation")),
        Loc::Orbit(w) => w != "jupiter" && c.world(w).is_some_and(|x| x.has("radiation")),
        Loc::Flyby(sys) | Loc::Transfer(sys, _) => sys == "mercury",
    }
}

/// The places of a system a move can end at.
fn places(system: &str) -> Vec<Loc> {
    let mut v = vec![Loc::Flyby(system.to_string())];
    for w in content().worlds_of(system) {
        v.push(Loc::Orbit(w.id.clone()));
        v.push(Loc::Surface(w.id.clone()));
    }
    v
}

/// The largest own launch vehicle at a place, if any (of at least `min` size).
fn launcher(s: &State, f: usize, at: &Loc, min: i32) -> Option<(u32, i32)> {
    s.ships
        .iter()
        .filter(|x| x.owner == f && x.class() == Class::Lv && x.at == *at && x.size() >= min)
        .map(|x| (x.id, x.size()))
        .max_by_key(|x| x.1)
}

/// Why a ship may not make this move, if it may not.
pub fn check(s: &State, f: usize, ship: u32, to: &Dest) -> Result<(), Refusal> {
    let c = content();
    let Some(sh) = s.ship(ship).filter(|x| x.owner == f) else {
        return Err(illegal("sh-not-your-ship"));
    };
    let d = sh.design();
    if d.class == Class::Lv {
        return Err(illegal("sh-lv-does-not-move"));
    }
    if sh.halted || sh.parked || matches!(sh.at, Loc::Transfer(..)) {
        return Err(illegal("sh-cannot-move-now"));
    }
    // A self-aware robot takes no orders from its owner (R 5.0, 98).
    if super::scenario_events::is_rogue(s, ship) {
        return Err(illegal("sh-cannot-move-now"));
    }
    let from_sys = sh.at.system();
    let needs_lv = (d.class == Class::Re && !sh.launched) || sh.at == Loc::Surface("earth".into());
    if needs_lv {
        let min = if d.class == Class::Cv { d.size } else { 1 };
        if launcher(s, f, &sh.at, min).is_none() {
            return Err(illegal("sh-needs-launcher"));
        }
    }
    let dest = match to {
        Dest::Place(l) => {
            if *l == sh.at || l.system() != from_sys {
                return Err(illegal("sh-not-reachable"));
            }
            l.clone()
        }
        Dest::Transfer(sys) => {
            if *sys == from_sys || !s.in_play(sys) {
                return Err(illegal("sh-not-reachable"));
            }
            if d.class == Class::Re && sh.launched && d.kind != Some(ReKind::Flyby) {
                return Err(illegal("sh-re-transfer-needs-lv"));
            }
            if d.class == Class::Re && sh.launched && sun_order(sys) <= sun_order(&from_sys) {
                return Err(illegal("sh-flyby-outward"));
            }
            if d.kind == Some(ReKind::Flyby) && sys == "alpha-centauri" {
                return Err(illegal("sh-flyby-not-alpha"));
            }
            if d.kind == Some(ReKind::Telescope) {
                return Err(illegal("sh-telescope-earth-orbit"));
            }
            Loc::Transfer(sys.clone(), 1)
        }
    };
    if !dest.exists(c) || !s.in_play(&dest.system()) {
        return Err(illegal("sh-not-reachable"));
    }
    match d.kind {
        Some(ReKind::Telescope) if dest != Loc::Orbit("earth".into()) => {
            return Err(illegal("sh-telescope-earth-orbit"));
        }
        Some(ReKind::Flyby) if matches!(dest, Loc::Surface(_) | Loc::Orbit(_)) => {
            return Err(illegal("sh-flyby-boxes-only"));
        }
        Some(ReKind::Orbiter) if matches!(dest, Loc::Surface(_)) => {
            return Err(illegal("sh-orbiter-no-landing"));
        }
        Some(ReKind::Rover) => {
            if let Loc::Surface(w) = &dest
                && c.world(w).is_some_and(|x| x.has("no-rover"))
            {
                return Err(illegal("sh-rover-banned"));
            }
        }
        _ => {}
    }
    if d.class == Class::Cv {
        let check_at = match &dest {
            Loc::Transfer(sys, _) => Loc::Flyby(sys.clone()),
            l => l.clone(),
        };
        if !cv_may_enter(s, f, d.size, &check_at) {
            return Err(illegal("sh-cv-cannot-enter"));
        }
    }
    if s.scenario == "7" && s.factions[f].id == "south-america" && dest.is_earth() {
        return Err(illegal("sh-colony-no-earth"));
    }
    Ok(())
}

/// Why an LV may not make this cargo run (R 2.6.1), if it may not; else the origin base (none:
/// Earth).
fn check_haul(
    s: &State,
    f: usize,
    lv: u32,
    base: u32,
    res: usize,
    n: i32,
) -> Result<Option<u32>, Refusal> {
    let Some(sh) = s
        .ship(lv)
        .filter(|x| x.owner == f && x.class() == Class::Lv)
    else {
        return Err(illegal("sh-not-your-ship"));
    };
    let heavy = if s.factions[f].has("space-heavy-transport") {
        2
    } else {
        1
    };
    if res > 2 || n < 1 || n > sh.size() * heavy || sh.moves > 0 {
        return Err(illegal("sh-cannot-haul"));
    }
    let Some(to) = s.base(base).filter(|b| b.owner == f) else {
        return Err(illegal("sh-not-your-base"));
    };
    if to.loc() == sh.at {
        return Err(illegal("sh-cannot-haul"));
    }
    if sh.at.is_earth() {
        if s.factions[f].cash < n * content().market("buy-at-earth") {
            return Err(illegal("sh-not-enough-cash"));
        }
        return Ok(None);
    }
    match s.bases.iter().find(|b| b.owner == f && b.loc() == sh.at) {
        Some(from) if from.stock[res] >= n => Ok(Some(from.id)),
        _ => Err(illegal("sh-not-enough-resources")),
    }
}

/// An LV cargo run (R 2.6.1): the load is bought (Earth) or taken from the base; the LV rolls
/// for engine failure (lost with its cargo: 1 Engineering marker, R 3.3.5); a faction
/// blockading the origin or destination base may intercept it (R 2.5, 3.3.6); else the cargo
/// reaches the base and the LV is spent (kept on a Reusable roll above 25).
fn haul(
    s: &mut State,
    f: usize,
    a: &Action,
    rng: &mut GameRng,
    log: &mut Log,
) -> Result<(), Refusal> {
    let Action::Haul { lv, base, res, n } = a else {
        return Err(illegal("sh-wrong-action"));
    };
    let from = check_haul(s, f, *lv, *base, *res, *n)?;
    match from {
        None => s.factions[f].cash -= n * content().market("buy-at-earth"),
        Some(b) => {
            if let Some(b) = s.base_mut(b) {
                b.stock[*res] -= n;
            }
        }
    }
    let Some(sh) = s.ship_mut(*lv) else {
        return Err(illegal("sh-not-your-ship"));
    };
    sh.cargo[*res] += n;
    sh.moves = sh.moves.saturating_add(1);
    let sh = sh.clone();
    if engine_fails(s, &sh, rng, log) {
        return Ok(());
    }
    let dest = s.base(*base).map(|b| b.loc()).unwrap_or(sh.at.clone());
    let blockaded: Vec<(usize, Loc)> = s
        .bases
        .iter()
        .filter(|b| Some(b.id) == from || b.id == *base)
        .filter_map(|b| b.blockaded_by.map(|g| (g, b.loc())))
        .collect();
    let mut queue: Vec<usize> = blockaded.iter().map(|x| x.0).collect();
    queue.dedup();
    // The interceptor's fleet is the one blockading (at that base's place).
    let at = blockaded
        .first()
        .map(|x| x.1.clone())
        .unwrap_or(sh.at.clone());
    let queue = queue
        .into_iter()
        .filter(|g| {
            may_intercept(
                s,
                *g,
                *lv,
                &blockaded
                    .iter()
                    .find(|x| x.0 == *g)
                    .map(|x| x.1.clone())
                    .unwrap_or(at.clone()),
            )
        })
        .collect();
    s.pending = Some(Pending {
        moving: Some(Moving {
            ship: *lv,
            from: at,
            dest,
            queue,
            pirate_done: true,
            stopped: false,
            fought: false,
            lv: 0,
            haul: Some(*base),
            with: None,
            arrived: false,
        }),
        battle: None,
        ask: None,
    });
    super::react::resume(s, rng, log);
    Ok(())
}

pub fn options(s: &State, f: usize) -> Vec<Action> {
    let mut out = Vec::new();
    for sh in s
        .ships
        .iter()
        .filter(|x| x.owner == f && x.class() == Class::Lv)
    {
        for b in s.bases.iter().filter(|b| b.owner == f) {
            for res in 0..3 {
                if check_haul(s, f, sh.id, b.id, res, 1).is_ok() {
                    out.push(Action::Haul {
                        lv: sh.id,
                        base: b.id,
                        res,
                        n: 1,
                    });
                    let full = (1..=sh.size() * 2)
                        .rev()
                        .find(|n| check_haul(s, f, sh.id, b.id, res, *n).is_ok())
                        .unwrap_or(1);
                    if full > 1 {
                        out.push(Action::Haul {
                            lv: sh.id,
                            base: b.id,
                            res,
                            n: full,
                        });
                    }
                }
            }
        }
    }
    for sh in s.ships.iter().filter(|x| x.owner == f) {
        if sh.class() == Class::Lv || sh.halted || sh.parked || matches!(sh.at, Loc::Transfer(..)) {
            continue;
        }
        let sys = sh.at.system();
        let mut dests: Vec<Dest> = places(&sys).into_iter().map(Dest::Place).collect();
        dests.extend(s.systems.iter().map(|x| Dest::Transfer(x.clone())));
        for d in dests {
            if check(s, f, sh.id, &d).is_ok() {
                out.push(Action::Move { ship: sh.id, to: d });
            }
        }
    }
    out
}

/// The engine roll of a move (R 3.3.5): a d100 at or under the ship's failure rate loses it,
/// logged with the roll. `true` when the ship is lost.
pub(super) fn engine_fails(s: &mut State, sh: &Ship, rng: &mut GameRng, log: &mut Log) -> bool {
    let rate = calc::engine_failure(s, sh);
    let roll = if rate > 0 { calc::d100(rng) } else { 101 };
    if roll > rate {
        return false;
    }
    say(
        log,
        Msg::new("sh-log-engine-failure")
            .msg("ship", sh.label())
            .num("roll", roll)
            .num("rate", rate),
    );
    lose_ship(s, sh.id, rng, log);
    true
}

pub(super) fn lose_ship(s: &mut State, id: u32, rng: &mut GameRng, log: &mut Log) {
    let Some(sh) = s.ship(id).cloned() else {
        return;
    };
    let markers = match sh.class() {
        Class::Re => 1,
        Class::Lv => i32::from(sh.cargo.iter().sum::<i32>() > 0),
        Class::Cv => content()
            .losses
            .iter()
            .find(|l| l.id == format!("cv-{}", sh.size().min(7)))
            .map_or(0, |l| l.engine_eng),
    };
    s.ships.retain(|x| x.id != id);
    for _ in 0..markers {
        let v = econ::draw_marker(s, super::super::content::Field::Eng, rng);
        s.factions[sh.owner].markers[super::super::content::Field::Eng.idx()].push(v);
    }
    say(
        log,
        Msg::new("sh-log-ship-lost")
            .msg("ship", sh.label())
            .num("markers", markers),
    );
}

pub fn apply(
    s: &mut State,
    f: usize,
    a: &Action,
    rng: &mut GameRng,
    log: &mut Log,
) -> Result<(), Refusal> {
    if matches!(a, Action::Haul { .. }) {
        return haul(s, f, a, rng, log);
    }
    let Action::Move { ship, to } = a else {
        return Err(illegal("sh-wrong-action"));
    };
    check(s, f, *ship, to)?;
    let Some(sh) = s.ship(*ship).cloned() else {
        return Err(illegal("sh-not-your-ship"));
    };
    let d = sh.design();
    let from_sys = sh.at.system();
    // The launch vehicle (R 2.6.1): spent after the move unless reusable and the roll is > 25.
    let needs_lv = (d.class == Class::Re && !sh.launched) || sh.at == Loc::Surface("earth".into());
    let mut lv_size = 0;
    if needs_lv {
        let min = if d.class == Class::Cv { d.size } else { 1 };
        if let Some((lv, size)) = launcher(s, f, &sh.at, min) {
            lv_size = size;
            let keep = s.factions[f].has("reusable-launch-vehicles")
                && calc::d100(rng) > content().rate("reusable-lv-survives-above");
            // Said in the log, so a launch vehicle never leaves the board unexplained.
            let lv_name = s
                .ship(lv)
                .map(|x| x.name_msg())
                .unwrap_or_else(|| Msg::verbatim(""));
            say(
                log,
                Msg::new(if keep {
                    "sh-log-lv-kept"
                } else {
                    "sh-log-lv-spent"
                })
                .msg("lv", lv_name)
                .num("id", lv)
                .msg("ship", sh.label()),
            );
            if !keep {
                s.ships.retain(|x| x.id != lv);
            }
        }
    }
    let dest = match to {
        Dest::Place(l) => l.clone(),
        Dest::Transfer(sys) => {
            let re_lv = if d.class == Class::Re { lv_size } else { 0 };
            let t =
                calc::transfer_turns(helio(sys) - helio(&from_sys), calc::propulsion(s, f), re_lv);
            Loc::Transfer(sys.clone(), t.clamp(1, 255) as u8)
        }
    };
    if engine_fails(s, &sh, rng, log) {
        return Ok(());
    }
    let queue = interceptors(s, f, *ship, &sh.at);
    s.pending = Some(Pending {
        moving: Some(Moving {
            ship: *ship,
            from: sh.at.clone(),
            dest,
            queue,
            pirate_done: false,
            stopped: false,
            fought: false,
            lv: lv_size,
            haul: None,
            with: None,
            arrived: false,
        }),
        battle: None,
        ask: None,
    });
    super::fleets::begin_joint(s, f, *ship, to);
    super::react::resume(s, rng, log);
    Ok(())
}

/// The move's end: the ship is at its destination; a landing halts it (R 3.3.2). A cargo run
/// delivers its load and spends the LV unless it is reusable and rolls above 25.
fn complete(s: &mut State, m: &Moving, rng: &mut GameRng, log: &mut Log) {
    if let Some(base) = m.haul {
        let Some(sh) = s.ship(m.ship).cloned() else {
            return;
        };
        if let Some(b) = s.base_mut(base) {
            for k in 0..3 {
                b.stock[k] += sh.cargo[k];
            }
        }
        let keep = s.factions[sh.owner].has("reusable-launch-vehicles")
            && calc::d100(rng) > content().rate("reusable-lv-survives-above");
        if keep {
            if let Some(x) = s.ship_mut(m.ship) {
                x.cargo = [0; 3];
            }
        } else {
            s.ships.retain(|x| x.id != m.ship);
        }
        say(
            log,
            Msg::new("sh-log-haul")
                .msg("ship", sh.label())
                .num("count", sh.cargo.iter().sum::<i32>())
                .num("base", base)
                .num("kept", i64::from(keep)),
        );
        return;
    }
    super::fleets::arrived(s, m.ship);
    let Some(sh) = s.ship_mut(m.ship) else { return };
    sh.at = m.dest.clone();
    sh.launched = true;
    sh.moves = sh.moves.saturating_add(1);
    if m.lv > 0 {
        sh.lv = m.lv;
    }
    if matches!(m.dest, Loc::Surface(_)) {
        sh.halted = true;
    }
    let name = sh.label();
    say(
        log,
        Msg::new("sh-log-move")
            .msg("ship", name)
            .msg("to", super::super::words::place(&m.dest)),
    );
}

/// A CV that may take part in an interception: not in Reserve, a combat value left.
fn armed(x: &Ship) -> bool {
    x.is_cv() && !x.reserved && x.design().combat - x.damage > 0
}

/// The fleets `g` may intercept with at a place (R 3.3.6: a fleet intercepts), each named by
/// its first armed CV of `g`.
pub fn intercept_fleets(s: &State, g: usize, at: &Loc) -> Vec<u32> {
    super::fleets::fleets_of(s, g)
        .into_iter()
        .filter_map(|v| {
            v.into_iter()
                .filter_map(|i| s.ship(i))
                .find(|x| x.owner == g && x.at == *at && armed(x))
                .map(|x| x.id)
        })
        .collect()
}

/// An interceptor's fleet: its non-reserved armed CVs in the fleet of `lead` (searching earlier
/// this turn does not stop it, R 3.3.6).
fn interceptor_fleet(s: &State, g: usize, lead: u32) -> Vec<Unit> {
    super::fleets::members(s, lead)
        .into_iter()
        .filter_map(|i| s.ship(i))
        .filter(|x| x.owner == g && armed(x))
        .map(|x| Unit::Ship(x.id))
        .collect()
}

/// The fleet an interceptor uses without naming one (standing order `always`, typed
/// `intercept`, a non-player faction): the one with the most combat value, then the most armed
/// CVs, then the lowest id (SH-D501).
pub fn default_fleet(s: &State, g: usize, at: &Loc) -> Option<u32> {
    intercept_fleets(s, g, at).into_iter().max_by_key(|lead| {
        let units = interceptor_fleet(s, g, *lead);
        let combat: i32 = units
            .iter()
            .filter_map(|u| match u {
                Unit::Ship(i) => s.ship(*i),
                _ => None,
            })
            .map(|x| x.design().combat - x.damage)
            .sum();
        (combat, units.len(), std::cmp::Reverse(*lead))
    })
}

/// The fleet intercepting now: the one chosen for this attempt if it still may, else the
/// default.
fn chosen_fleet(s: &State, g: usize, m: &Moving) -> Option<u32> {
    m.with
        .filter(|l| intercept_fleets(s, g, &m.from).contains(l))
        .or_else(|| default_fleet(s, g, &m.from))
}

/// May `g` intercept `ship` leaving `from` (R 3.3.6, 2.5)? Embargo or worse for a CV (and not
/// at the mover's own base unless at war), war for an RE; never at Earth or from a transfer box.
pub fn may_intercept(s: &State, g: usize, ship: u32, from: &Loc) -> bool {
    let Some(sh) = s.ship(ship) else { return false };
    let f = sh.owner;
    if g == f || from.is_earth() || matches!(from, Loc::Transfer(..)) {
        return false;
    }
    if intercept_fleets(s, g, from).is_empty() {
        return false;
    }
    let war = s.factions[g].relations[f] <= WAR;
    // Embargo: CVs, and LVs carrying resources (at a blockaded base, R 2.5).
    let loaded_lv = sh.class() == Class::Lv && sh.cargo.iter().sum::<i32>() > 0;
    let docked = !loaded_lv && s.bases.iter().any(|b| b.owner == f && b.loc() == *from);
    super::combat::hostile(s, g, f, from, !sh.is_cv() && !loaded_lv) && (war || !docked)
}

/// The factions that may try to intercept, in initiative order.
fn interceptors(s: &State, f: usize, ship: u32, from: &Loc) -> Vec<usize> {
    let mut all = s.order.clone();
    all.extend((0..s.factions.len()).filter(|g| !s.order.contains(g)));
    all.into_iter()
        .filter(|g| *g != f && may_intercept(s, *g, ship, from))
        .collect()
}

/// Joined allies' armed CVs of the intercepting fleet (named by `lead`) that may intercept the
/// mover too (R 2.5), unless their owner refused.
fn joint_interceptors(s: &State, g: usize, lead: u32, ship: u32, at: &Loc) -> Vec<u32> {
    super::fleets::members(s, lead)
        .into_iter()
        .filter_map(|i| s.ship(i))
        .filter(|x| x.owner != g && s.joint(g, x.owner) && x.at == *at)
        .filter(|x| !s.fleets.out.contains(&x.owner) && armed(x))
        .filter(|x| may_intercept(s, x.owner, ship, at))
        .map(|x| x.id)
        .collect()
}

/// An interception by `g` (R 3.3.6): joined allies whose ships are there consent first (R 2.5),
/// then the attempt.
pub fn intercept(s: &mut State, g: usize, rng: &mut GameRng, log: &mut Log) {
    let Some(m) = s.pending.as_ref().and_then(|p| p.moving.clone()) else {
        return;
    };
    let Some(lead) = chosen_fleet(s, g, &m) else {
        return;
    };
    if let Some(x) = s.pending.as_mut().and_then(|p| p.moving.as_mut()) {
        x.with = Some(lead);
    }
    let allies = super::fleets::allies_in(s, g, &joint_interceptors(s, g, lead, m.ship, &m.from));
    if super::fleets::open_gate(s, super::fleets::GateFor::Intercept(g), allies) {
        return;
    }
    attempt(s, g, rng, log);
    s.fleets.out.clear();
}

/// An interception attempt (R 3.3.6): resolved like a search; a ship without a CV dies; an
/// intercepted CV chooses to stop or fight.
pub fn attempt(s: &mut State, g: usize, rng: &mut GameRng, log: &mut Log) {
    let Some(m) = s.pending.as_ref().and_then(|p| p.moving.clone()) else {
        return;
    };
    let Some(sh) = s.ship(m.ship).cloned() else {
        return;
    };
    let Some(lead) = chosen_fleet(s, g, &m) else {
        return;
    };
    let mut fleet = interceptor_fleet(s, g, lead);
    fleet.extend(
        joint_interceptors(s, g, lead, m.ship, &m.from)
            .into_iter()
            .map(Unit::Ship),
    );
    let named = s
        .ship(lead)
        .map(|x| x.label())
        .unwrap_or_else(|| Msg::verbatim(""));
    say(
        log,
        Msg::new("sh-log-intercept-with")
            .name("faction", catalog_id("faction", &s.factions[g].id))
            .msg("ship", named),
    );
    let units = [fleet, vec![Unit::Ship(m.ship)]];
    let sides = [Some(g), Some(sh.owner)];
    let (rolls, target, found) = super::combat::search(s, sides, &units, rng);
    say(
        log,
        Msg::new("sh-log-intercept")
            .name("faction", catalog_id("faction", &s.factions[g].id))
            .msg("ship", sh.label())
            .num("attacker", rolls[0])
            .num("defender", rolls[1])
            .num("target", target)
            .num("found", i32::from(found)),
    );
    if !found {
        return;
    }
    let b = super::combat::battle(s, sides, units, rolls, rng, log);
    if let Some(p) = s.pending.as_mut()
        && b.is_some()
    {
        p.battle = b;
        p.ask = Some(Ask::Evade);
    }
}

/// The pirate that intercepts a CV without a combat value leaving a flyby box (also on its way
/// to a transfer): the strongest pirate there (R 3.3.6, 3.4.8).
fn pirate_for(s: &State, m: &Moving) -> Option<u32> {
    let sh = s.ship(m.ship)?;
    let leaves_flyby = matches!(m.dest, Loc::Transfer(..)) || matches!(m.from, Loc::Flyby(_));
    if !leaves_flyby || !sh.is_cv() || sh.design().combat > 0 {
        return None;
    }
    let sys = m.from.system();
    s.pirates
        .iter()
        .filter(|p| p.system == sys)
        .max_by_key(|p| (p.strong, -p.damage))
        .map(|p| p.id)
}

/// The move under way, until a question or its end: interceptors in initiative order (by their
/// standing order), then the pirate of the place, then the arrival.
pub fn run_move(s: &mut State, rng: &mut GameRng, log: &mut Log) {
    for _ in 0..100 {
        let Some(p) = s.pending.as_ref() else { return };
        if p.ask.is_some() || p.battle.is_some() {
            return;
        }
        let Some(mut m) = p.moving.clone() else {
            s.pending = None;
            return;
        };
        if m.arrived {
            s.pending = None;
            return;
        }
        let Some(sh) = s.ship(m.ship).cloned() else {
            s.pending = None;
            return;
        };
        if m.stopped {
            if let Some(x) = s.ship_mut(m.ship) {
                x.moves = x.moves.saturating_add(1);
            }
            say(log, Msg::new("sh-log-stopped").msg("ship", sh.label()));
            s.pending = None;
            return;
        }
        let mut ask = None;
        if m.fought {
            m.fought = false;
            ask = Some(Ask::Continue);
        } else if !m.queue.is_empty() {
            let g = m.queue.remove(0);
            m.with = None;
            if may_intercept(s, g, m.ship, &m.from) {
                match s.factions[g].standing.intercept {
                    InterceptOrder::Never => {}
                    InterceptOrder::Ask if s.factions[g].seat.is_some() => {
                        ask = Some(Ask::Intercept(g));
                    }
                    _ => {
                        if let Some(p) = s.pending.as_mut() {
                            p.moving = Some(m.clone());
                        }
                        intercept(s, g, rng, log);
                        continue;
                    }
                }
            }
        } else if !m.pirate_done {
            m.pirate_done = true;
            if let Some(pirate) = pirate_for(s, &m) {
                let units = [vec![Unit::Pirate(pirate)], vec![Unit::Ship(m.ship)]];
                let (rolls, target, found) =
                    super::combat::search(s, [None, Some(sh.owner)], &units, rng);
                say(
                    log,
                    Msg::new("sh-log-search")
                        .num("attacker", rolls[0])
                        .num("defender", rolls[1])
                        .num("target", target)
                        .num("found", i32::from(found)),
                );
                if found {
                    ask = Some(Ask::Pirate {
                        pirate,
                        toll: calc::d10(rng),
                        rolls,
                    });
                }
            }
        } else {
            complete(s, &m, rng, log);
            // Joining a fleet where the ship arrives is free and the owner's choice (R 2.8).
            let seated = s
                .ship(m.ship)
                .is_some_and(|x| s.factions[x.owner].seat.is_some());
            if m.haul.is_none()
                && seated
                && s.fleets.joint_move.is_none()
                && !super::fleets::arrive_choices(s, m.ship).is_empty()
            {
                m.arrived = true;
                ask = Some(Ask::Arrive);
            } else {
                s.pending = None;
                return;
            }
        }
        if let Some(p) = s.pending.as_mut() {
            p.moving = Some(m);
            p.ask = ask;
        }
    }
}

/// The mover's answer to a pirate (R 3.4.8): pay the toll to pass, pay double to remove the
/// pirate (not a kill; to the cache), surrender (cargo lost, CVs to Reserve, a politics marker;
/// the move ends, SH-D101), or fight (the pirate intercepted: it is the attacking side). Debt is
/// allowed.
#[allow(clippy::too_many_arguments)]
pub fn pirate_answer(
    s: &mut State,
    f: usize,
    pirate: u32,
    toll: i32,
    rolls: [i32; 2],
    a: &Action,
    rng: &mut GameRng,
    log: &mut Log,
) {
    let Some(m) = s.pending.as_ref().and_then(|p| p.moving.clone()) else {
        return;
    };
    let name = s
        .ship(m.ship)
        .map(|x| x.label())
        .unwrap_or_else(|| Msg::verbatim(""));
    let units = [vec![Unit::Pirate(pirate)], vec![Unit::Ship(m.ship)]];
    match a {
        Action::Pay | Action::PayDouble => {
            let cash = if *a == Action::Pay { toll } else { 2 * toll };
            s.factions[f].cash -= cash;
            s.pirate_cache += cash;
            if *a == Action::PayDouble {
                s.pirates.retain(|p| p.id != pirate);
            }
            let id = if *a == Action::Pay {
                "sh-log-pirate-toll"
            } else {
                "sh-log-pirate-paid-off"
            };
            say(
                log,
                Msg::new(id).msg("ship", name.clone()).num("cash", cash),
            );
        }
        Action::Surrender => {
            if let Some(b) = super::combat::battle(s, [None, Some(f)], units, rolls, rng, log) {
                super::combat::surrender(s, &b, rng, log);
            }
            if let Some(m) = s.pending.as_mut().and_then(|p| p.moving.as_mut()) {
                m.stopped = true;
            }
        }
        _ => {
            let b = super::combat::battle(s, [None, Some(f)], units, rolls, rng, log);
            if let Some(p) = s.pending.as_mut() {
                if let Some(mut b) = b {
                    b.stage = Stage::Tactics;
                    p.battle = Some(b);
                }
                if let Some(m) = p.moving.as_mut() {
                    m.fought = true;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::setup::tests::campaign;
    use super::*;

    /// R 3.3.1: descent moves every ship down one box; box 1 enters the flyby box.
    #[test]
    fn sh_3_3_1_descent() {
        let mut s = campaign(2);
        s.ships[0].at = Loc::Transfer("mars".into(), 1);
        s.ships[1].at = Loc::Transfer("kuiper".into(), 8);
        descend(&mut s, &mut Log::new());
        assert_eq!(s.ships[0].at, Loc::Flyby("mars".into()));
        assert_eq!(s.ships[1].at, Loc::Transfer("kuiper".into(), 7));
    }

    /// R 2.6.5–2.6.9: without range tech a CV stays at Earth and in its orbit; CVs larger than
    /// CV-4 never land on a re-entry world; severe atmosphere needs Pressure Shell; radiation
    /// needs Active Radiation Shielding.
    #[test]
    fn sh_2_6_5_cv_access() {
        let mut s = campaign(2);
        let f = s.order[0];
        s.factions[f].techs.retain(|t| {
            !matches!(
                t.as_str(),
                "orbital-rendezvous"
                    | "advanced-astrodynamics"
                    | "pressure-shell"
                    | "active-radiation-shielding"
            )
        });
        assert!(cv_may_enter(&s, f, 2, &Loc::Orbit("earth".into())));
        assert!(!cv_may_enter(&s, f, 2, &Loc::Orbit("moon".into())));
        s.factions[f].techs.push("orbital-rendezvous".into());
        assert!(cv_may_enter(&s, f, 2, &Loc::Orbit("moon".into())));
        assert!(!cv_may_enter(&s, f, 2, &Loc::Orbit("mars".into())));
        s.factions[f].techs.push("advanced-astrodynamics".into());
        assert!(cv_may_enter(&s, f, 2, &Loc::Surface("mars".into())));
        assert!(
            !cv_may_enter(&s, f, 5, &Loc::Surface("mars".into())),
            "re-entry"
        );
        assert!(
            !cv_may_enter(&s, f, 2, &Loc::Surface("venus".into())),
            "atmosphere"
        );
        s.factions[f].techs.push("pressure-shell".into());
        assert!(cv_may_enter(&s, f, 2, &Loc::Surface("venus".into())));
        s.factions[f].techs.push("safe-crew-hibernation".into());
        assert!(
            !cv_may_enter(&s, f, 2, &Loc::Orbit("io".into())),
            "radiation"
        );
        assert!(
            cv_may_enter(&s, f, 2, &Loc::Orbit("jupiter".into())),
            "Jupiter's orbit is safe"
        );
    }

    /// R 3.3.3: a transfer lands in the destination's box given by the transfer time; an RE on
    /// an LV-2 saves a turn; the launch vehicle is spent.
    #[test]
    fn sh_3_3_3_transfer_places_in_box() {
        let mut s = campaign(2);
        let f = s.order[0];
        s.factions[f]
            .techs
            .retain(|t| !t.contains("engines") && t != "reusable-launch-vehicles");
        let [re, lv] = ["re-orbiter", "lv-2"]
            .map(|design| ship_at(&mut s, f, design, Loc::Surface("earth".into())));
        let mut rng = GameRng::for_step(3, 3);
        let a = Action::Move {
            ship: re,
            to: Dest::Transfer("jupiter".into()),
        };
        apply(&mut s, f, &a, &mut rng, &mut Log::new()).unwrap();
        assert!(s.ship(lv).is_none(), "the LV is spent");
        if let Some(sh) = s.ship(re) {
            assert_eq!(
                sh.at,
                Loc::Transfer("jupiter".into(), 4),
                "5 turns − 1 for the LV-2"
            );
        }
    }

    /// R 3.3.5: engine failure 5%, CVs minus their size (CV-2: 3%), none below 1%.
    #[test]
    fn sh_3_3_5_engine_failure_rate() {
        let s = campaign(2);
        let mut sh = s.ships[0].clone();
        sh.design = "re-flyby".into();
        assert_eq!(calc::engine_failure(&s, &sh), 5);
        sh.design = "cv-2".into();
        assert_eq!(calc::engine_failure(&s, &sh), 3);
        sh.design = "cv-5".into();
        assert_eq!(calc::engine_failure(&s, &sh), 0);
    }

    fn ship_at(s: &mut State, f: usize, design: &str, at: Loc) -> u32 {
        let id = super::super::react::tests::ship(s, f, design, at);
        s.ship_mut(id).unwrap().launched = false;
        id
    }

    /// R 3.3.2: landing ends a ship's moves for the turn; a move to an orbit does not.
    #[test]
    fn sh_3_3_2_forced_halts() {
        let mut s = campaign(2);
        let f = s.order[0];
        s.factions[f].techs.push("safe-crew-hibernation".into());
        // A CV-4 (CVs over CV-4 never land on a re-entry world); 1% engine failure.
        let cv = ship_at(&mut s, f, "cv-4", Loc::Flyby("mars".into()));
        s.ship_mut(cv).unwrap().launched = true;
        let go = |to: Loc| Action::Move {
            ship: cv,
            to: Dest::Place(to),
        };
        // A seed whose engine rolls both succeed.
        let start = s.clone();
        for seed in 0.. {
            s = start.clone();
            let mut rng = GameRng::for_step(seed, 2);
            apply(
                &mut s,
                f,
                &go(Loc::Orbit("mars".into())),
                &mut rng,
                &mut Log::new(),
            )
            .unwrap();
            let Some(x) = s.ship(cv) else { continue };
            assert!(!x.halted);
            apply(
                &mut s,
                f,
                &go(Loc::Surface("mars".into())),
                &mut rng,
                &mut Log::new(),
            )
            .unwrap();
            if s.ship(cv).is_some() {
                break;
            }
        }
        assert!(s.ship(cv).unwrap().halted);
        assert!(check(&s, f, cv, &Dest::Place(Loc::Orbit("mars".into()))).is_err());
        assert_eq!(s.ship(cv).unwrap().moves, 2);
    }

    /// R 3.3.4: a CV leaves Earth's surface only on an LV at least its size.
    #[test]
    fn sh_3_3_4_cv_launch_needs_a_large_enough_lv() {
        let mut s = campaign(2);
        let f = s.order[0];
        s.ships
            .retain(|x| !(x.owner == f && x.at == Loc::Surface("earth".into())));
        let cv = ship_at(&mut s, f, "cv-2", Loc::Surface("earth".into()));
        let up = Dest::Place(Loc::Orbit("earth".into()));
        assert!(check(&s, f, cv, &up).is_err(), "no LV");
        ship_at(&mut s, f, "lv-1", Loc::Surface("earth".into()));
        assert!(check(&s, f, cv, &up).is_err(), "LV-1 < CV-2");
        ship_at(&mut s, f, "lv-2", Loc::Surface("earth".into()));
        assert!(check(&s, f, cv, &up).is_ok());
    }

    /// A 2-player campaign whose first faction has nothing on Earth's surface, with or without
    /// Reusable Launch Vehicles; and that faction.
    fn launch_pad(reusable: bool) -> (State, usize) {
        let mut s = campaign(2);
        let f = s.order[0];
        s.ships
            .retain(|x| !(x.owner == f && x.at == Loc::Surface("earth".into())));
        s.factions[f]
            .techs
            .retain(|t| t != "reusable-launch-vehicles");
        if reusable {
            s.factions[f].techs.push("reusable-launch-vehicles".into());
        }
        (s, f)
    }

    /// R 3.3.4: with Reusable Launch Vehicles the LV survives a launch when its d100 is above
    /// 25; without, it is spent.
    #[test]
    fn sh_3_3_4_reusable_lv() {
        let (mut kept, mut spent) = (0, 0);
        for seed in 0..30 {
            let (mut s, f) = launch_pad(true);
            let re = ship_at(&mut s, f, "re-orbiter", Loc::Surface("earth".into()));
            let lv = ship_at(&mut s, f, "lv-1", Loc::Surface("earth".into()));
            let expect = calc::d100(&mut GameRng::for_step(seed, 5)) > 25;
            let a = Action::Move {
                ship: re,
                to: Dest::Place(Loc::Orbit("earth".into())),
            };
            apply(
                &mut s,
                f,
                &a,
                &mut GameRng::for_step(seed, 5),
                &mut Log::new(),
            )
            .unwrap();
            assert_eq!(s.ship(lv).is_some(), expect, "seed {seed}");
            if expect { kept += 1 } else { spent += 1 }
        }
        assert!(kept > 0 && spent > 0);
    }

    /// R 3.3: a move's log line names the place in words, in each reader's language ("Earth
    /// orbit", "지구 궤도"), never the notation's `orbit:earth`, and the ship by the id its board
    /// chip shows (issue 16 item 7; lookB14: two factions' "CV-2-1" could not be told apart).
    #[test]
    fn sh_3_3_a_move_is_logged_with_the_place_in_words() {
        use crate::core::msg::Translate;
        let mut s = campaign(2);
        let f = s.order[0];
        let cv = ship_at(&mut s, f, "cv-2", Loc::Surface("earth".into()));
        ship_at(&mut s, f, "lv-2", Loc::Surface("earth".into()));
        let a = Action::Move {
            ship: cv,
            to: Dest::Place(Loc::Orbit("earth".into())),
        };
        let mut log = Log::new();
        apply(&mut s, f, &a, &mut GameRng::for_step(0, 5), &mut log).unwrap();
        let line = log
            .iter()
            .find(|e| e.msg.id == "sh-log-move")
            .map(|e| e.msg.clone())
            .expect("the move is logged");
        for lang in ["en", "ko", "ja"] {
            let tr = crate::i18n::Tr::for_locale(Some(lang));
            let text = tr.tr(&line);
            assert!(!text.contains("orbit:"), "{lang}: {text}");
            let place = tr.tr(&super::super::super::words::place(&Loc::Orbit(
                "earth".into(),
            )));
            assert!(text.contains(&place), "{lang}: {text} lacks {place}");
            // The ship by its board id too: another faction's first CV-2 has the same name.
            assert!(text.contains(&format!("s{cv} ")), "{lang}: {text}");
        }
    }

    /// R 2.6.1: the launch vehicle a launch uses is named in the log, spent (it leaves the
    /// board) or kept (Reusable Launch Vehicles, d100 above 25): a ship never vanishes from
    /// the board unexplained.
    #[test]
    fn sh_2_6_1_a_launch_logs_its_launch_vehicle() {
        for (seed, reusable) in [(0, false), (1, true), (2, true), (3, true), (4, true)] {
            let (mut s, f) = launch_pad(reusable);
            let cv = ship_at(&mut s, f, "cv-2", Loc::Surface("earth".into()));
            let lv = ship_at(&mut s, f, "lv-2", Loc::Surface("earth".into()));
            let lv_name = s.ship(lv).map(|x| x.name_msg()).unwrap();
            let a = Action::Move {
                ship: cv,
                to: Dest::Place(Loc::Orbit("earth".into())),
            };
            let mut log = Log::new();
            apply(&mut s, f, &a, &mut GameRng::for_step(seed, 5), &mut log).unwrap();
            let said: Vec<&Msg> = log
                .iter()
                .map(|e| &e.msg)
                .filter(|m| m.id.starts_with("sh-log-lv-"))
                .collect();
            assert_eq!(said.len(), 1, "seed {seed}: {log:?}");
            let want = if s.ship(lv).is_some() {
                "sh-log-lv-kept"
            } else {
                "sh-log-lv-spent"
            };
            assert_eq!(said[0].id, want, "seed {seed}");
            assert!(
                said[0]
                    .args
                    .iter()
                    .any(|(k, v)| k == "id" && *v == crate::core::msg::Arg::Num(i64::from(lv)))
            );
            assert!(
                said[0]
                    .args
                    .iter()
                    .any(|(k, v)| k == "lv" && *v == crate::core::msg::Arg::msg(lv_name.clone()))
            );
            if !reusable {
                assert!(s.ship(lv).is_none(), "spent without the technology");
            }
        }
    }

    /// R 2.6.1 / 3.3.5 / 2.5: an LV carries up to its size from Earth (bought) to an own base,
    /// rolling for engine failure (lost with the cargo: 1 Engineering marker); a faction
    /// blockading the base may intercept it at Embargo (a found LV is destroyed).
    #[test]
    fn sh_2_6_1_lv_cargo_run() {
        let (mut delivered, mut failed, mut intercepted) = (0, 0, 0);
        for seed in 0..80 {
            let mut s = campaign(2);
            let (f, g) = (s.order[0], s.order[1]);
            s.factions[f]
                .techs
                .retain(|t| t != "reusable-launch-vehicles");
            let base = s.new_id();
            s.bases.push(Base {
                id: base,
                owner: f,
                world: "moon".into(),
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
            if seed % 2 == 1 {
                s.factions[f].relations[g] = EMBARGO;
                s.factions[g].relations[f] = EMBARGO;
                s.factions[g].standing.intercept = InterceptOrder::Always;
                s.base_mut(base).unwrap().blockaded_by = Some(g);
                super::super::react::tests::ship(&mut s, g, "cv-4", Loc::Surface("moon".into()));
            }
            let lv = ship_at(&mut s, f, "lv-2", Loc::Surface("earth".into()));
            let a = Action::Haul {
                lv,
                base,
                res: 2,
                n: 2,
            };
            assert!(options(&s, f).contains(&a));
            assert!(check_haul(&s, f, lv, base, 2, 3).is_err(), "LV-2 carries 2");
            let (cash, eng) = (s.factions[f].cash, s.factions[f].markers[1].len());
            let mut log = Log::new();
            apply(&mut s, f, &a, &mut GameRng::for_step(seed, 8), &mut log).unwrap();
            assert!(s.pending.is_none());
            assert_eq!(s.factions[f].cash, cash - 2, "bought at Earth");
            assert!(s.ship(lv).is_none(), "spent or lost");
            let stock = s.base(base).unwrap().stock[2];
            if stock == 2 {
                // The log says the LV is used up (lookB15: LVs vanished after a delivery).
                use crate::core::msg::Translate;
                let en = crate::i18n::Tr::default();
                let line = log
                    .iter()
                    .map(|l| en.tr(&l.msg))
                    .find(|l| l.contains("delivers"))
                    .expect("the delivery logged");
                assert!(line.ends_with("and is used up."), "{line}");
                delivered += 1;
            } else if s.factions[f].markers[1].len() == eng + 1 {
                failed += 1;
            } else {
                assert_eq!(seed % 2, 1, "only a blockader intercepts");
                intercepted += 1;
            }
        }
        assert!(
            delivered > 0 && failed > 0 && intercepted > 0,
            "{delivered} {failed} {intercepted}"
        );
    }
}
