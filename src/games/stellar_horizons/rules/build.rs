//! Build and maintenance (R 3.2), reverse initiative: ships at Earth (cash, $1B per resource) or
//! at a base whose supply facility allows them (from its stockpile), resources bought at Earth
//! into a hold, repair, reactivation and scrapping.

use super::super::action::Action;
use super::super::content::{Class, Cost, content};
use super::super::state::*;
use super::{Log, calc, illegal, say};
use crate::core::{GameRng, Msg, Refusal};

/// The supply level a base works at: one lower per damage, a damaged small station does nothing
/// (R 2.8.2).
pub fn supply_level(b: &Base) -> i32 {
    if b.damage[0] > 0 {
        b.levels[0] - 1
    } else {
        b.levels[0]
    }
    .max(0)
}

fn gating(level: i32) -> Option<&'static super::super::content::Gating> {
    content()
        .gating
        .iter()
        .find(|g| g.level == level.clamp(0, 4))
}

/// Whether a base builds a design's class (R 3.2 table).
pub fn base_builds(b: &Base, gate: &str) -> bool {
    gating(supply_level(b)).is_some_and(|g| g.build.iter().any(|x| x == gate))
}

/// Whether a base reactivates a CV of this size.
pub fn base_reactivates(b: &Base, size: i32) -> bool {
    let gate = format!("cv-{}", size.min(7));
    gating(supply_level(b)).is_some_and(|g| g.reactivate.contains(&gate))
}

/// The designs a faction may build: its own or generic ones, with the tech they need; Ex
/// Machina's AI and the others alike.
pub fn buildable(s: &State, f: usize) -> Vec<&'static super::super::content::Design> {
    let fac = &s.factions[f];
    content()
        .designs
        .iter()
        .filter(|d| d.faction.as_ref().is_none_or(|x| *x == fac.id))
        .filter(|d| d.tech.as_ref().is_none_or(|t| fac.has(t)))
        .filter(|d| d.kind != Some(super::super::content::ReKind::Probe))
        .collect()
}

/// Whether the faction may add one more unit of a class without going more than 4 over its
/// support limit (R 3.1.4).
fn under_cap(s: &State, f: usize, class: Class) -> bool {
    let i = match class {
        Class::Re => 0,
        Class::Cv => 1,
        Class::Lv => return true,
    };
    calc::counts(s, f)[i] < calc::limits(s, f)[i] + 4
}

fn price_at_earth(cost: Cost) -> i32 {
    cost.total() * content().market("buy-at-earth")
}

/// A design's cost, built in Reserve or not (R 2.6.6: 1 SUP and 1 FUEL less).
pub fn build_cost(d: &super::super::content::Design, reserved: bool) -> Cost {
    let mut c = d.cost;
    if reserved {
        c.sup = (c.sup - 1).max(0);
        c.fuel = (c.fuel - 1).max(0);
    }
    c
}

fn check_build(s: &State, f: usize, design: &str, base: Option<u32>) -> Result<(), Refusal> {
    check_build_as(s, f, design, base, false)
}

fn check_build_as(
    s: &State,
    f: usize,
    design: &str,
    base: Option<u32>,
    reserved: bool,
) -> Result<(), Refusal> {
    let Some(d) = buildable(s, f).into_iter().find(|d| d.id == design) else {
        return Err(illegal("sh-cannot-build"));
    };
    if reserved && d.class != Class::Cv {
        return Err(illegal("sh-cannot-build"));
    }
    if !under_cap(s, f, d.class) {
        return Err(illegal("sh-over-support-cap"));
    }
    match base {
        None => {
            if s.scenario == "7" && s.factions[f].id == "south-america" {
                return Err(illegal("sh-colony-no-earth"));
            }
            if d.class == Class::Cv && d.size >= 5 && !s.factions[f].has("space-elevator") {
                return Err(illegal("sh-too-big-for-earth"));
            }
            if s.factions[f].cash < price_at_earth(build_cost(d, reserved)) {
                return Err(illegal("sh-not-enough-cash"));
            }
        }
        Some(id) => {
            let Some(b) = s.base(id).filter(|b| b.owner == f) else {
                return Err(illegal("sh-not-your-base"));
            };
            if !base_builds(b, &d.gate()) {
                return Err(illegal("sh-base-cannot-build"));
            }
            let cost = build_cost(d, reserved).arr();
            if (0..3).any(|r| b.stock[r] < cost[r]) {
                return Err(illegal("sh-not-enough-resources"));
            }
        }
    }
    Ok(())
}

/// Where a new ship of the faction appears at Earth.
pub fn earth_loc() -> Loc {
    Loc::Surface("earth".into())
}

pub fn options(s: &State, f: usize) -> Vec<Action> {
    let mut out = Vec::new();
    let mut bases: Vec<Option<u32>> = vec![None];
    bases.extend(s.bases.iter().filter(|b| b.owner == f).map(|b| Some(b.id)));
    for d in buildable(s, f) {
        for b in &bases {
            if check_build(s, f, &d.id, *b).is_ok() {
                out.push(Action::Build {
                    design: d.id.clone(),
                    base: *b,
                });
            }
            if d.class == Class::Cv && check_build_as(s, f, &d.id, *b, true).is_ok() {
                out.push(Action::BuildReserved {
                    design: d.id.clone(),
                    base: *b,
                });
            }
        }
    }
    for sh in s.ships.iter().filter(|x| x.owner == f) {
        for r in 0..3 {
            if check_load(s, f, sh.id, r, 1).is_ok() {
                let n = room(sh)
                    .min(s.factions[f].cash)
                    .min(if r == 2 { 3 } else { 1 });
                out.push(Action::Load {
                    ship: sh.id,
                    res: r,
                    n,
                });
            }
        }
        if check_repair(s, f, sh.id).is_ok() {
            out.push(Action::Repair(sh.id));
        }
        if check_reactivate(s, f, sh.id).is_ok() {
            out.push(Action::Reactivate(sh.id));
        }
        if check_scrap(s, f, sh.id).is_ok() {
            out.push(Action::Scrap(sh.id));
        }
        if sh.is_cv() && !sh.reserved {
            out.push(Action::Reserve(sh.id));
        }
    }
    for b in s.bases.iter().filter(|b| b.owner == f) {
        for line in LINES {
            if check_fix(s, f, b.id, line).is_ok() {
                out.push(Action::RepairFacility {
                    base: b.id,
                    line: line.to_string(),
                });
            }
        }
    }
    out
}

fn room(sh: &Ship) -> i32 {
    let mult = 1;
    sh.design().cargo * mult - sh.cargo.iter().sum::<i32>()
}

fn check_load(s: &State, f: usize, ship: u32, _res: usize, n: i32) -> Result<(), Refusal> {
    let Some(sh) = s.ship(ship).filter(|x| x.owner == f) else {
        return Err(illegal("sh-not-your-ship"));
    };
    if !sh.at.is_earth() {
        return Err(illegal("sh-not-at-earth"));
    }
    if n < 1 || room(sh) < n {
        return Err(illegal("sh-hold-full"));
    }
    if s.factions[f].cash < n * content().market("buy-at-earth") {
        return Err(illegal("sh-not-enough-cash"));
    }
    Ok(())
}

/// Where a ship could be repaired or reactivated: Earth (as a large spaceport) or an own base at
/// its place.
fn host_base<'a>(s: &'a State, f: usize, sh: &Ship) -> Option<&'a Base> {
    s.bases.iter().find(|b| docks(s, f, &sh.at, b))
}

/// Whether a ship of `f` at `at` is at its base `b`: at the base's place, or with Space Elevator
/// in the orbit of the world whose surface holds it (R 2.8.1; not for combat stacking).
pub fn docks(s: &State, f: usize, at: &Loc, b: &Base) -> bool {
    b.owner == f
        && (b.loc() == *at
            || (!b.orbital
                && s.factions[f].has("space-elevator")
                && *at == Loc::Orbit(b.world.clone())))
}

fn check_repair(s: &State, f: usize, ship: u32) -> Result<(), Refusal> {
    let Some(sh) = s.ship(ship).filter(|x| x.owner == f) else {
        return Err(illegal("sh-not-your-ship"));
    };
    if sh.damage == 0 {
        return Err(illegal("sh-not-damaged"));
    }
    if sh.at.is_earth() {
        if s.factions[f].cash < content().market("repair-at-earth") {
            return Err(illegal("sh-not-enough-cash"));
        }
        return Ok(());
    }
    let Some(b) = host_base(s, f, sh) else {
        return Err(illegal("sh-no-repair-here"));
    };
    let cap = gating(supply_level(b)).map_or(0, |g| g.repair);
    let done = s.factions[f]
        .repairs
        .iter()
        .find(|(id, _)| *id == b.id)
        .map_or(0, |x| x.1);
    if cap == 0 || done >= cap || b.stock[0] < 1 {
        return Err(illegal("sh-no-repair-here"));
    }
    Ok(())
}

fn check_reactivate(s: &State, f: usize, ship: u32) -> Result<(), Refusal> {
    let Some(sh) = s.ship(ship).filter(|x| x.owner == f) else {
        return Err(illegal("sh-not-your-ship"));
    };
    if !sh.reserved || !sh.is_cv() {
        return Err(illegal("sh-not-reserved"));
    }
    if sh.at.is_earth() {
        if sh.size() > 4 && !s.factions[f].has("space-elevator") {
            return Err(illegal("sh-no-reactivation-here"));
        }
        if s.factions[f].cash < content().market("reactivate-at-earth") {
            return Err(illegal("sh-not-enough-cash"));
        }
        return Ok(());
    }
    let Some(b) = host_base(s, f, sh) else {
        return Err(illegal("sh-no-reactivation-here"));
    };
    if !base_reactivates(b, sh.size()) {
        return Err(illegal("sh-no-reactivation-here"));
    }
    let ai = s.scenario == "6" && s.factions[f].seat.is_none();
    if !ai && (b.stock[1] < 1 || b.stock[2] < 1) {
        return Err(illegal("sh-not-enough-resources"));
    }
    Ok(())
}

/// Scrapping (R 3.2, 2.6.1): an undamaged CV at Earth or at an own base returns half of each
/// resource of its cost (a reserved CV's cost first less 1 SUP and 1 FUEL), into that base's
/// stockpile or as cash at Earth ($1B each, SH-D108); an LV or RE may be scrapped anywhere for
/// nothing. Returns the refund and the base it goes to.
fn check_scrap(s: &State, f: usize, ship: u32) -> Result<([i32; 3], Option<u32>), Refusal> {
    let Some(sh) = s.ship(ship).filter(|x| x.owner == f) else {
        return Err(illegal("sh-not-your-ship"));
    };
    if !sh.is_cv() {
        return Ok(([0; 3], None));
    }
    if sh.damage > 0 {
        return Err(illegal("sh-damaged"));
    }
    let base = host_base(s, f, sh).map(|b| b.id);
    if base.is_none() && !sh.at.is_earth() {
        return Err(illegal("sh-no-scrap-here"));
    }
    let cost = build_cost(sh.design(), sh.reserved).arr();
    let refund = cost.map(|c| calc::round_div(c.max(0), 2));
    Ok((refund, if sh.at.is_earth() { None } else { base }))
}

/// Intra-fleet cargo (R 2.8): resources move between two own ships at the same place, within
/// the receiving hold.
pub fn shift(
    s: &mut State,
    f: usize,
    from: u32,
    to: u32,
    res: usize,
    n: i32,
    log: &mut Log,
) -> Result<(), Refusal> {
    let (Some(a), Some(b)) = (
        s.ship(from).filter(|x| x.owner == f).cloned(),
        s.ship(to).filter(|x| x.owner == f).cloned(),
    ) else {
        return Err(illegal("sh-not-your-ship"));
    };
    if from == to || a.at != b.at || res > 2 || n < 1 || a.cargo[res] < n || room(&b) < n {
        return Err(illegal("sh-cannot-shift"));
    }
    if let Some(x) = s.ship_mut(from) {
        x.cargo[res] -= n;
    }
    if let Some(x) = s.ship_mut(to) {
        x.cargo[res] += n;
    }
    say(
        log,
        Msg::new("sh-log-shift")
            .text("from", a.name)
            .text("to", b.name)
            .num("count", n),
    );
    Ok(())
}

/// Facility repair (R 3.2, 2.8.2): any number in this step, 1 ORE from the base's stockpile each
/// ($1B at Earth). Returns the line.
fn check_fix(s: &State, f: usize, base: u32, line: &str) -> Result<usize, Refusal> {
    let Some(b) = s.base(base).filter(|b| b.owner == f) else {
        return Err(illegal("sh-not-your-base"));
    };
    let Some(l) = LINES.iter().position(|x| *x == line) else {
        return Err(illegal("sh-not-damaged"));
    };
    if b.damage[l] <= 0 {
        return Err(illegal("sh-not-damaged"));
    }
    let paid = if b.world == "earth" {
        s.factions[f].cash >= content().market("repair-at-earth")
    } else {
        b.stock[0] >= 1
    };
    if !paid {
        return Err(illegal("sh-not-enough-resources"));
    }
    Ok(l)
}

pub fn apply(
    s: &mut State,
    f: usize,
    a: &Action,
    _rng: &mut GameRng,
    log: &mut Log,
) -> Result<(), Refusal> {
    match a {
        Action::Build { design, base } | Action::BuildReserved { design, base } => {
            let reserved = matches!(a, Action::BuildReserved { .. });
            check_build_as(s, f, design, *base, reserved)?;
            let d = content()
                .design(design)
                .ok_or_else(|| illegal("sh-cannot-build"))?;
            let at = match base {
                None => {
                    s.factions[f].cash -= price_at_earth(build_cost(d, reserved));
                    earth_loc()
                }
                Some(id) => {
                    let b = s.base_mut(*id).ok_or_else(|| illegal("sh-not-your-base"))?;
                    for (r, c) in build_cost(d, reserved).arr().iter().enumerate() {
                        b.stock[r] -= c;
                    }
                    b.loc()
                }
            };
            let id = s.new_id();
            // The next number of this design for this faction: past every one built (a game
            // stored before the count was kept starts past the numbers its ships carry).
            let carried = s
                .ships
                .iter()
                .filter(|x| x.owner == f && x.design == *design)
                .map(|x| x.number)
                .max()
                .unwrap_or(0);
            let built = s.factions[f].built.entry(design.clone()).or_insert(0);
            *built = (*built).max(carried) + 1;
            let n = *built;
            s.ships.push(Ship {
                id,
                owner: f,
                design: design.clone(),
                name: format!("{} #{n}", super::super::content::english(design)),
                at,
                damage: 0,
                reserved,
                cargo: [0; 3],
                halted: false,
                explored: false,
                searched: false,
                parked: false,
                lv: 0,
                launched: base.is_some() && d.class != Class::Re,
                moves: 0,
                number: n,
            });
            say(
                log,
                Msg::new("sh-log-build")
                    .name(
                        "faction",
                        super::super::content::catalog_id("faction", &s.factions[f].id),
                    )
                    .name(
                        "design",
                        super::super::content::catalog_id("design", design),
                    )
                    .num("ship", id),
            );
        }
        Action::Load { ship, res, n } => {
            check_load(s, f, *ship, *res, *n)?;
            s.factions[f].cash -= n * content().market("buy-at-earth");
            if let Some(sh) = s.ship_mut(*ship) {
                sh.cargo[*res] += n;
            }
            say(
                log,
                Msg::new("sh-log-load")
                    .num("ship", *ship)
                    .num("count", *n)
                    .text("res", super::super::action::RES[*res]),
            );
        }
        Action::Repair(ship) => {
            check_repair(s, f, *ship)?;
            let at = s.ship(*ship).map(|x| x.at.clone());
            if at.as_ref().is_some_and(|l| l.is_earth()) {
                s.factions[f].cash -= content().market("repair-at-earth");
            } else if let Some(bid) = at
                .as_ref()
                .and_then(|at| s.bases.iter().find(|b| docks(s, f, at, b)))
                .map(|b| b.id)
            {
                if let Some(b) = s.base_mut(bid) {
                    b.stock[0] -= 1;
                }
                let fac = &mut s.factions[f];
                match fac.repairs.iter_mut().find(|(id, _)| *id == bid) {
                    Some(r) => r.1 += 1,
                    None => fac.repairs.push((bid, 1)),
                }
            }
            if let Some(sh) = s.ship_mut(*ship) {
                sh.damage -= 1;
            }
            say(log, Msg::new("sh-log-repair").num("ship", *ship));
        }
        Action::Reactivate(ship) => {
            check_reactivate(s, f, *ship)?;
            let at = s.ship(*ship).map(|x| x.at.clone());
            if at.as_ref().is_some_and(|l| l.is_earth()) {
                s.factions[f].cash -= content().market("reactivate-at-earth");
            } else if let Some(bid) = at
                .as_ref()
                .and_then(|at| s.bases.iter().find(|b| docks(s, f, at, b)))
                .map(|b| b.id)
                && !(s.scenario == "6" && s.factions[f].seat.is_none())
                && let Some(b) = s.base_mut(bid)
            {
                b.stock[1] -= 1;
                b.stock[2] -= 1;
            }
            if let Some(sh) = s.ship_mut(*ship) {
                sh.reserved = false;
            }
            say(log, Msg::new("sh-log-reactivate").num("ship", *ship));
        }
        Action::Scrap(ship) => {
            let (refund, to_base) = check_scrap(s, f, *ship)?;
            match to_base {
                Some(bid) => {
                    if let Some(b) = s.base_mut(bid) {
                        for (st, r) in b.stock.iter_mut().zip(refund) {
                            *st += r;
                        }
                    }
                }
                None => s.factions[f].cash += refund.iter().sum::<i32>(),
            }
            s.ships.retain(|x| x.id != *ship);
            say(
                log,
                Msg::new("sh-log-scrap")
                    .num("ship", *ship)
                    .num("cash", refund.iter().sum::<i32>()),
            );
        }
        Action::Reserve(ship) => {
            // The owner may flip a CV to Reserve (R 2.6.6, 3.2).
            let Some(sh) = s.ship_mut(*ship).filter(|x| x.owner == f && x.is_cv()) else {
                return Err(illegal("sh-not-your-ship"));
            };
            if sh.reserved {
                return Err(illegal("sh-not-reserved"));
            }
            sh.reserved = true;
            say(log, Msg::new("sh-log-reserve").num("ship", *ship));
        }
        Action::RepairFacility { base, line } => {
            let l = check_fix(s, f, *base, line)?;
            let at_earth = s.base(*base).is_some_and(|b| b.world == "earth");
            if at_earth {
                s.factions[f].cash -= content().market("repair-at-earth");
            }
            if let Some(b) = s.base_mut(*base) {
                if !at_earth {
                    b.stock[0] -= 1;
                }
                b.damage[l] -= 1;
            }
            say(
                log,
                Msg::new("sh-log-fix")
                    .num("base", *base)
                    .text("line", line.clone()),
            );
        }
        _ => return Err(illegal("sh-wrong-action")),
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::super::super::setup::tests::campaign;
    use super::*;

    /// R 3.2 and 6.6: a small supply station builds LV-1/2 but no RE; a small spaceport builds
    /// REs and CV-2; a damaged station works one level lower.
    #[test]
    fn sh_3_2_facility_gating() {
        let mut b = Base {
            id: 1,
            owner: 0,
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
        };
        assert!(base_builds(&b, "lv-2") && !base_builds(&b, "re") && !base_builds(&b, "lv-3"));
        assert!(base_reactivates(&b, 2) && !base_reactivates(&b, 3));
        b.levels[0] = 3;
        assert!(base_builds(&b, "re") && base_builds(&b, "cv-2") && !base_builds(&b, "cv-3"));
        b.damage[0] = 1;
        assert!(
            !base_builds(&b, "re"),
            "damaged: acts as a large supply station"
        );
        b.levels[0] = 1;
        assert!(
            !base_builds(&b, "lv-1"),
            "a damaged small station does nothing"
        );
    }

    /// R 3.2: building at Earth costs $1B per resource; CV-5+ never at Earth without Space
    /// Elevator. Appendix A: Renda (5 ORE + 1 SUP + 2 FUEL) is $8B at Earth.
    #[test]
    fn sh_3_2_build_at_earth_costs_cash() {
        let mut s = campaign(2);
        let f = s.order[0];
        s.factions[f].cash = 50;
        s.factions[f]
            .techs
            .extend(["destroyers".to_string(), "crew-vehicles".to_string()]);
        let renda = content().design("cv-2-cargo").unwrap();
        assert_eq!(price_at_earth(renda.cost), 8);
        let mut rng = GameRng::for_step(1, 1);
        let before = s.factions[f].cash;
        apply(
            &mut s,
            f,
            &Action::Build {
                design: "cv-2-cargo".into(),
                base: None,
            },
            &mut rng,
            &mut Log::new(),
        )
        .unwrap();
        assert_eq!(s.factions[f].cash, before - 8);
        assert!(check_build(&s, f, "cv-5", None).is_err());
        // Appendix A (R 2.6.6): Renda built reserved at Earth: 5 ORE + 1 FUEL = $6B.
        assert_eq!(price_at_earth(build_cost(renda, true)), 6);
        let before = s.factions[f].cash;
        apply(
            &mut s,
            f,
            &Action::BuildReserved {
                design: "cv-2-cargo".into(),
                base: None,
            },
            &mut rng,
            &mut Log::new(),
        )
        .unwrap();
        assert_eq!(s.factions[f].cash, before - 6);
        assert!(s.ships.last().unwrap().reserved);
    }

    fn base_at(s: &mut State, f: usize, levels: [i32; 4], stock: [i32; 3]) -> u32 {
        let id = s.new_id();
        s.bases.push(Base {
            id,
            owner: f,
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
        id
    }

    fn ship_at(s: &mut State, f: usize, design: &str, at: Loc) -> u32 {
        super::super::react::tests::ship(s, f, design, at)
    }

    fn run(s: &mut State, f: usize, a: Action) -> Result<(), Refusal> {
        apply(s, f, &a, &mut GameRng::for_step(1, 1), &mut Log::new())
    }

    /// R 3.2: reactivation costs 1 SUP + 1 FUEL at a base whose supply facility covers the CV's
    /// size, or $2B at Earth.
    #[test]
    fn sh_3_2_reactivation() {
        let mut s = campaign(2);
        let f = s.order[0];
        let b = base_at(&mut s, f, [1, 0, 0, 0], [0, 2, 2]);
        let cv2 = ship_at(&mut s, f, "cv-2", Loc::Surface("mars".into()));
        let cv3 = ship_at(&mut s, f, "cv-3", Loc::Surface("mars".into()));
        for id in [cv2, cv3] {
            s.ship_mut(id).unwrap().reserved = true;
        }
        assert!(
            run(&mut s, f, Action::Reactivate(cv3)).is_err(),
            "small SS: CV-2 only"
        );
        run(&mut s, f, Action::Reactivate(cv2)).unwrap();
        assert!(!s.ship(cv2).unwrap().reserved);
        assert_eq!(s.base(b).unwrap().stock, [0, 1, 1]);
        let home = ship_at(&mut s, f, "cv-3", Loc::Orbit("earth".into()));
        s.ship_mut(home).unwrap().reserved = true;
        let cash = s.factions[f].cash;
        run(&mut s, f, Action::Reactivate(home)).unwrap();
        assert_eq!(s.factions[f].cash, cash - 2);
    }

    /// R 3.2: CV repair needs a supply station or spaceport and 1 ORE per marker, capped per
    /// base and turn (small SS 1, large SS 2, …); at Earth $1B each.
    #[test]
    fn sh_3_2_cv_repair_cap() {
        let mut s = campaign(2);
        let f = s.order[0];
        let b = base_at(&mut s, f, [2, 0, 0, 0], [5, 0, 0]);
        let cv = ship_at(&mut s, f, "cv-4", Loc::Surface("mars".into()));
        s.ship_mut(cv).unwrap().damage = 3;
        run(&mut s, f, Action::Repair(cv)).unwrap();
        run(&mut s, f, Action::Repair(cv)).unwrap();
        assert!(
            run(&mut s, f, Action::Repair(cv)).is_err(),
            "large SS: 2 a turn"
        );
        assert_eq!(s.ship(cv).unwrap().damage, 1);
        assert_eq!(s.base(b).unwrap().stock[0], 3);
        s.bases[0].levels[0] = 0;
        s.factions[f].repairs.clear();
        assert!(
            run(&mut s, f, Action::Repair(cv)).is_err(),
            "no supply facility"
        );
    }

    /// R 3.2 / 2.8.2: facility damage is repaired without limit, 1 ORE each; a damaged supply
    /// station works one level lower until then.
    #[test]
    fn sh_3_2_facility_repair() {
        let mut s = campaign(2);
        let f = s.order[0];
        let b = base_at(&mut s, f, [2, 2, 0, 0], [3, 0, 0]);
        s.base_mut(b).unwrap().damage = [1, 1, 0, 0];
        assert_eq!(supply_level(s.base(b).unwrap()), 1);
        let offered = options(&s, f);
        for line in ["supply", "mining"] {
            let a = Action::RepairFacility {
                base: b,
                line: line.into(),
            };
            assert!(offered.contains(&a));
            run(&mut s, f, a).unwrap();
        }
        assert_eq!(s.base(b).unwrap().damage, [0; 4]);
        assert_eq!(s.base(b).unwrap().stock[0], 1);
        assert_eq!(supply_level(s.base(b).unwrap()), 2);
        assert!(
            run(
                &mut s,
                f,
                Action::RepairFacility {
                    base: b,
                    line: "supply".into()
                }
            )
            .is_err()
        );
    }

    /// R 3.2 / 2.6.1: an undamaged CV scrapped at a base returns half of each cost resource to
    /// its stockpile (at Earth as cash); a damaged one cannot be; an LV is scrapped anywhere for
    /// nothing.
    #[test]
    fn sh_3_2_scrapping() {
        let mut s = campaign(2);
        let f = s.order[0];
        let b = base_at(&mut s, f, [1, 0, 0, 0], [0; 3]);
        let cv = ship_at(&mut s, f, "cv-4", Loc::Surface("mars".into()));
        let cost = content().design("cv-4").unwrap().cost.arr();
        run(&mut s, f, Action::Scrap(cv)).unwrap();
        assert_eq!(
            s.base(b).unwrap().stock,
            cost.map(|c| calc::round_div(c, 2))
        );
        let hurt = ship_at(&mut s, f, "cv-4", Loc::Orbit("earth".into()));
        s.ship_mut(hurt).unwrap().damage = 1;
        assert!(run(&mut s, f, Action::Scrap(hurt)).is_err());
        let away = ship_at(&mut s, f, "cv-2", Loc::Flyby("mars".into()));
        assert!(
            run(&mut s, f, Action::Scrap(away)).is_err(),
            "not at a base or Earth"
        );
        let lv = ship_at(&mut s, f, "lv-2", Loc::Flyby("mars".into()));
        let cash = s.factions[f].cash;
        run(&mut s, f, Action::Scrap(lv)).unwrap();
        assert!(s.ship(lv).is_none());
        assert_eq!(s.factions[f].cash, cash);
        let home = ship_at(&mut s, f, "cv-2", Loc::Orbit("earth".into()));
        let back: i32 = content()
            .design("cv-2")
            .unwrap()
            .cost
            .arr()
            .iter()
            .map(|c| calc::round_div(*c, 2))
            .sum();
        run(&mut s, f, Action::Scrap(home)).unwrap();
        assert_eq!(s.factions[f].cash, cash + back);
    }

    /// R 2.8: resources move between ships of a fleet (same place, within the hold), outside
    /// the combat step.
    #[test]
    fn sh_2_8_intra_fleet_cargo() {
        let mut s = campaign(2);
        let f = s.order[0];
        let a = ship_at(&mut s, f, "cv-2", Loc::Orbit("mars".into()));
        let b = ship_at(&mut s, f, "cv-2", Loc::Orbit("mars".into()));
        let c = ship_at(&mut s, f, "cv-2", Loc::Flyby("mars".into()));
        s.ship_mut(a).unwrap().cargo = [0, 0, 3];
        let room = content().design("cv-2").unwrap().cargo;
        s.ship_mut(b).unwrap().cargo = [room - 2, 0, 0];
        super::super::react::tests::turn_of(&mut s, Step::Move, f);
        let seat = s.factions[f].seat.unwrap();
        let shift = |from, to, n| Action::Shift {
            from,
            to,
            res: 2,
            n,
        };
        let mut rng = GameRng::for_step(1, 1);
        super::super::apply(&mut s, seat, &shift(a, b, 2), &mut rng).unwrap();
        assert_eq!(
            (s.ship(a).unwrap().cargo[2], s.ship(b).unwrap().cargo[2]),
            (1, 2)
        );
        assert!(
            super::super::apply(&mut s, seat, &shift(a, b, 1), &mut rng).is_err(),
            "hold full"
        );
        assert!(
            super::super::apply(&mut s, seat, &shift(a, c, 1), &mut rng).is_err(),
            "elsewhere"
        );
        super::super::react::tests::turn_of(&mut s, Step::Combat, f);
        assert!(
            super::super::apply(&mut s, seat, &shift(b, a, 1), &mut rng).is_err(),
            "not in combat"
        );
    }

    /// R 3.2: a built ship is named in words, as the board and the buttons name its design,
    /// with its number among the ships of that design its owner built ("CV-2 cargo #2"), never
    /// given twice (the next after a lost #2 is #3), in each language, wherever the log names
    /// it; not from its design id ("CV-2-CARGO-1"). Its board id ("s7") leads the name.
    #[test]
    fn sh_3_2_a_built_ship_is_named_in_words() {
        use crate::core::msg::Translate;
        let mut s = campaign(2);
        let f = s.order[0];
        s.factions[f].cash = 50;
        s.factions[f]
            .techs
            .extend(["destroyers".to_string(), "crew-vehicles".to_string()]);
        let mut rng = GameRng::for_step(1, 1);
        for _ in 0..2 {
            let a = Action::Build {
                design: "cv-2-cargo".into(),
                base: None,
            };
            apply(&mut s, f, &a, &mut rng, &mut Log::new()).unwrap();
        }
        let sh = s.ships.last().unwrap().clone();
        let en = crate::i18n::Tr::default();
        assert_eq!(en.tr(&sh.label()), format!("s{} CV-2 cargo #2", sh.id));
        let ko = crate::i18n::Tr::for_locale(Some("ko"));
        assert_eq!(ko.tr(&sh.name_msg()), "CV-2 화물선 2호");
        let ja = crate::i18n::Tr::for_locale(Some("ja"));
        assert_eq!(ja.tr(&sh.name_msg()), "CV-2 貨物型 2号");
        // The log line of a move names it so.
        let mut log = Log::new();
        super::super::say(&mut log, Msg::new("sh-log-stopped").msg("ship", sh.label()));
        let line = en.tr(&log[0].msg);
        assert!(line.contains("CV-2 cargo #2"), "{line}");
        assert!(!line.to_uppercase().contains("CARGO-"), "{line}");
        // A number is never given twice: with #2 lost, the next one built is #3.
        let lost = sh.id;
        s.ships.retain(|x| x.id != lost);
        let a = Action::Build {
            design: "cv-2-cargo".into(),
            base: None,
        };
        apply(&mut s, f, &a, &mut rng, &mut Log::new()).unwrap();
        let next = s.ships.last().unwrap();
        assert_eq!(en.tr(&next.name_msg()), "CV-2 cargo #3");
        // A ship the scenario names keeps its name.
        let named = s.ships.iter().find(|x| x.number == 0).unwrap();
        assert_eq!(
            en.tr(&named.label()),
            format!("s{} {}", named.id, named.name)
        );
    }
}
