//! Trade and base building (R 3.6), initiative order: founding bases, one facility level per base
//! per turn, settlements, unloading holds into a stockpile, terraforming, and each base's
//! standing product. Trade markers and trading are in `market`.

use super::super::action::{Action, PRODUCTS, RES};
use super::super::content::{Cost, content};
use super::super::state::*;
use super::{Log, calc, illegal, say};
use crate::core::{GameRng, Msg, Refusal};

/// Whether a faction pays a base's costs in cash: its Earth-orbit station, supplied from Earth
/// (SH-D decision: the market is next door).
fn pays_cash(b: &Base) -> bool {
    b.world == "earth"
}

fn can_pay(s: &State, f: usize, b: &Base, cost: Cost) -> bool {
    if pays_cash(b) {
        s.factions[f].cash >= cost.total()
    } else {
        (0..3).all(|r| b.stock[r] >= cost.arr()[r])
    }
}

fn pay(s: &mut State, f: usize, base: u32, cost: Cost) {
    let cash = s.base(base).is_some_and(pays_cash);
    if cash {
        s.factions[f].cash -= cost.total();
    } else if let Some(b) = s.base_mut(base) {
        for r in 0..3 {
            b.stock[r] -= cost.arr()[r];
        }
    }
}

/// The SUP a base costs on a world (R 3.6.2): the tile's cost less the habitation line, never
/// under 1; Ex Machina's AI pays 2 ORE instead.
pub fn base_cost(s: &State, f: usize, world: &str) -> Option<i32> {
    let c = content().world(world)?.base_cost?;
    let hab = calc::tech_effect(s, f, "base-cost-reduction", "sup", false).unwrap_or(0);
    Some((c - hab).max(1))
}

fn check_found(s: &State, f: usize, ship: u32) -> Result<(String, bool, i32), Refusal> {
    let Some(sh) = s.ship(ship).filter(|x| x.owner == f) else {
        return Err(illegal("sh-not-your-ship"));
    };
    if !sh.is_cv() || sh.reserved || sh.design().explore <= 0 {
        return Err(illegal("sh-cannot-found"));
    }
    let (world, orbital) = match &sh.at {
        Loc::Surface(w) if w != "earth" => (w.clone(), false),
        Loc::Orbit(w) if w == "earth" => (w.clone(), true),
        _ => return Err(illegal("sh-cannot-found")),
    };
    if s.bases.iter().any(|b| b.owner == f && b.world == world) {
        return Err(illegal("sh-base-already"));
    }
    let Some(cost) = base_cost(s, f, &world) else {
        return Err(illegal("sh-cannot-found"));
    };
    if calc::counts(s, f)[2] >= calc::limits(s, f)[2] + 4 {
        return Err(illegal("sh-over-support-cap"));
    }
    if sh.cargo[2] < cost {
        return Err(illegal("sh-not-enough-resources"));
    }
    Ok((world, orbital, cost))
}

/// The next level of a line at a base and its cost (R 2.7.1, 3.6.2): one per turn; a damaged
/// facility is repaired before it grows (REF clar. 3.6.2).
fn next_facility(s: &State, f: usize, base: u32, line: &str) -> Result<Cost, Refusal> {
    let Some(b) = s.base(base).filter(|b| b.owner == f) else {
        return Err(illegal("sh-not-your-base"));
    };
    let Some(l) = LINES.iter().position(|x| *x == line) else {
        return Err(illegal("sh-unknown-facility"));
    };
    if b.built || b.damage[l] > 0 {
        return Err(illegal("sh-one-facility-per-turn"));
    }
    let Some(fac) = content().facility(line, b.levels[l] + 1) else {
        return Err(illegal("sh-facility-max"));
    };
    if !can_pay(s, f, b, fac.cost) {
        return Err(illegal("sh-not-enough-resources"));
    }
    Ok(fac.cost)
}

fn settlement_cost(s: &State, f: usize) -> Cost {
    if s.scenario == "7" && s.factions[f].id == "south-america" {
        content().cost("settlement-rebellion-colony")
    } else {
        content().cost("settlement")
    }
}

/// Terraforming cost per point for a faction (R 3.6.2): 4 SUP with Terraforming, 3 with
/// Atmosphere Processing; `None` without either.
fn terraform_base(s: &State, f: usize) -> Option<i32> {
    calc::tech_effect(s, f, "terraform-cost", "sup_per_point", true)
}

fn check_terraform(s: &State, f: usize, base: u32, n: i32) -> Result<i32, Refusal> {
    let Some(b) = s.base(base).filter(|b| b.owner == f) else {
        return Err(illegal("sh-not-your-base"));
    };
    let Some(per) = terraform_base(s, f) else {
        return Err(illegal("sh-needs-terraforming"));
    };
    let Some(max) = content().terraform(&b.world).map(|t| t.max_points) else {
        return Err(illegal("sh-not-terraformable"));
    };
    let now = s.world(&b.world).map_or(0, |w| w.terraform);
    if n < 1 || now + n > max {
        return Err(illegal("sh-not-terraformable"));
    }
    let cost = calc::terraform_cost(per, b.terraformed, n);
    let sup = if pays_cash(b) {
        s.factions[f].cash
    } else {
        b.stock[2]
    };
    if sup < cost {
        return Err(illegal("sh-not-enough-resources"));
    }
    Ok(cost)
}

pub fn options(s: &State, f: usize) -> Vec<Action> {
    let mut out = Vec::new();
    for sh in s.ships.iter().filter(|x| x.owner == f) {
        if check_found(s, f, sh.id).is_ok() {
            out.push(Action::Found(sh.id));
        }
        if sh.cargo.iter().sum::<i32>() > 0 {
            for b in s
                .bases
                .iter()
                .filter(|b| super::build::docks(s, f, &sh.at, b))
            {
                out.push(Action::Unload {
                    ship: sh.id,
                    base: b.id,
                });
            }
        }
    }
    for b in s.bases.iter().filter(|b| b.owner == f) {
        out.push(Action::Raze(b.id));
        for line in LINES {
            if next_facility(s, f, b.id, line).is_ok() {
                out.push(Action::Facility {
                    base: b.id,
                    line: line.into(),
                });
            }
        }
        if can_pay(s, f, b, settlement_cost(s, f)) {
            out.push(Action::Settle(b.id));
        }
        if check_terraform(s, f, b.id, 1).is_ok() {
            out.push(Action::Terraform { base: b.id, n: 1 });
        }
        for item in PRODUCTS {
            if b.product.as_deref() != Some(item) && super::econ::base_output(s, b, item) > 0 {
                out.push(Action::Produce {
                    base: b.id,
                    item: item.into(),
                });
            }
        }
    }
    out
}

pub fn apply(
    s: &mut State,
    f: usize,
    a: &Action,
    _rng: &mut GameRng,
    log: &mut Log,
) -> Result<(), Refusal> {
    match a {
        Action::Found(ship) => {
            let (world, orbital, cost) = check_found(s, f, *ship)?;
            if let Some(m) = s.ship_mut(*ship) {
                m.cargo[2] -= cost;
            }
            let id = s.new_id();
            s.bases.push(Base {
                id,
                owner: f,
                world: world.clone(),
                orbital,
                levels: [0; 4],
                damage: [0; 4],
                settlements: 0,
                stock: [0; 3],
                built: false,
                product: None,
                blockaded_by: None,
                terraformed: 0,
            });
            say(
                log,
                Msg::new("sh-log-found")
                    .name(
                        "faction",
                        super::super::content::catalog_id("faction", &s.factions[f].id),
                    )
                    .name("world", super::super::content::catalog_id("world", &world))
                    .num("base", id),
            );
        }
        Action::Facility { base, line } => {
            let cost = next_facility(s, f, *base, line)?;
            pay(s, f, *base, cost);
            if let Some(b) = s.base_mut(*base)
                && let Some(l) = LINES.iter().position(|x| x == line)
            {
                b.levels[l] += 1;
                b.built = true;
            }
            say(
                log,
                Msg::new("sh-log-facility")
                    .num("base", *base)
                    .text("line", line.clone()),
            );
        }
        Action::Settle(base) => {
            let cost = settlement_cost(s, f);
            let ok = s
                .base(*base)
                .filter(|b| b.owner == f)
                .is_some_and(|b| can_pay(s, f, b, cost));
            if !ok {
                return Err(illegal("sh-not-enough-resources"));
            }
            pay(s, f, *base, cost);
            if let Some(b) = s.base_mut(*base) {
                b.settlements += 1;
            }
            say(log, Msg::new("sh-log-settle").num("base", *base));
        }
        Action::Raze(base) => {
            // A base may be razed at will (R 2.7); CVs that relied on it for range go to Reserve.
            if s.base(*base).is_none_or(|b| b.owner != f) {
                return Err(illegal("sh-not-your-base"));
            }
            let before = s.clone();
            s.bases.retain(|b| b.id != *base);
            say(log, Msg::new("sh-log-raze").num("base", *base));
            super::movement::flip_out_of_range(s, &before, f, log);
        }
        Action::Unload { ship, base } => {
            let Some(sh) = s.ship(*ship).filter(|x| x.owner == f).cloned() else {
                return Err(illegal("sh-not-your-ship"));
            };
            if !s
                .base(*base)
                .is_some_and(|b| super::build::docks(s, f, &sh.at, b))
                || sh.cargo.iter().sum::<i32>() == 0
            {
                return Err(illegal("sh-cannot-unload"));
            }
            if let Some(b) = s.base_mut(*base) {
                for r in 0..3 {
                    b.stock[r] += sh.cargo[r];
                }
            }
            if let Some(m) = s.ship_mut(*ship) {
                m.cargo = [0; 3];
            }
            say(
                log,
                Msg::new("sh-log-unload")
                    .num("ship", *ship)
                    .num("base", *base),
            );
        }
        Action::Terraform { base, n } => {
            let cost = check_terraform(s, f, *base, *n)?;
            let world = s.base(*base).map(|b| b.world.clone()).unwrap_or_default();
            if s.base(*base).is_some_and(pays_cash) {
                s.factions[f].cash -= cost;
            } else if let Some(b) = s.base_mut(*base) {
                b.stock[2] -= cost;
            }
            if let Some(b) = s.base_mut(*base) {
                b.terraformed += n;
            }
            if let Some(w) = s.world_mut(&world) {
                w.terraform += n;
            }
            say(
                log,
                Msg::new("sh-log-terraform")
                    .name("world", super::super::content::catalog_id("world", &world))
                    .num("count", *n)
                    .num("cost", cost),
            );
        }
        Action::Produce { base, item } => {
            let ok = s
                .base(*base)
                .filter(|b| b.owner == f)
                .is_some_and(|b| super::econ::base_output(s, b, item) > 0);
            if !ok || !PRODUCTS.contains(&item.as_str()) {
                return Err(illegal("sh-cannot-produce"));
            }
            if let Some(b) = s.base_mut(*base) {
                b.product = Some(item.clone());
            }
        }
        _ => return Err(illegal("sh-wrong-action")),
    }
    let _ = RES;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::super::super::setup::tests::campaign;
    use super::*;

    /// R 3.6.2: a base costs the tile's SUP less the habitation line (never under 1), paid from
    /// one CV's hold; one facility level per base per turn.
    #[test]
    fn sh_3_6_2_found_base_and_one_facility_per_turn() {
        let mut s = campaign(2);
        let f = s.order[0];
        s.factions[f].techs.clear();
        let id =
            super::super::super::test_support::ship(&mut s, f, "cv-2", Loc::Surface("moon".into()));
        s.ship_mut(id).unwrap().cargo = [0, 0, 2];
        let moon_cost = content().world("moon").unwrap().base_cost.unwrap();
        assert_eq!(check_found(&s, f, id).is_ok(), moon_cost <= 2);
        s.factions[f].techs.push("space-habitation".into());
        assert_eq!(base_cost(&s, f, "moon"), Some((moon_cost - 1).max(1)));
        s.factions[f].techs.extend([
            "improved-space-habitation".into(),
            "advanced-space-habitation".into(),
        ]);
        assert_eq!(base_cost(&s, f, "moon"), Some(1), "never under 1");
        let mut rng = GameRng::for_step(1, 1);
        apply(&mut s, f, &Action::Found(id), &mut rng, &mut Log::new()).unwrap();
        let b = s.bases.last().unwrap().id;
        s.base_mut(b).unwrap().stock = [9, 9, 9];
        apply(
            &mut s,
            f,
            &Action::Facility {
                base: b,
                line: "mining".into(),
            },
            &mut rng,
            &mut Log::new(),
        )
        .unwrap();
        assert!(next_facility(&s, f, b, "research").is_err(), "one per turn");
    }

    fn run(s: &mut State, f: usize, a: Action) -> Result<(), Refusal> {
        apply(s, f, &a, &mut GameRng::for_step(1, 1), &mut Log::new())
    }

    fn mars_base(s: &mut State, f: usize) -> u32 {
        let id = s.new_id();
        s.bases.push(Base {
            id,
            owner: f,
            world: "mars".into(),
            orbital: false,
            levels: [1, 0, 0, 0],
            damage: [0; 4],
            settlements: 0,
            stock: [0, 3, 3],
            built: false,
            product: None,
            blockaded_by: None,
            terraformed: 0,
        });
        id
    }

    /// R 2.7 / 2.6.5: a base may be razed at will; a CV that thereby loses its last
    /// reactivation point within range goes to Reserve at once.
    #[test]
    fn sh_2_7_razing_and_range_flip() {
        let mut s = campaign(2);
        let f = s.order[0];
        let range_techs = [
            "advanced-astrodynamics",
            "long-duration-space-flight",
            "closed-cycle-life-support",
            "deep-space-exploration",
            "safe-crew-hibernation",
        ];
        s.factions[f]
            .techs
            .retain(|t| !range_techs.contains(&t.as_str()));
        s.factions[f].techs.push("advanced-life-support".into());
        assert_eq!(calc::cv_range(&s, f), 2);
        let b = mars_base(&mut s, f);
        let far =
            super::super::react::tests::ship(&mut s, f, "cv-2", Loc::Flyby("main-belt".into()));
        let near = super::super::react::tests::ship(&mut s, f, "cv-2", Loc::Flyby("venus".into()));
        assert!(
            super::super::movement::in_range(&s, f, 2, "main-belt"),
            "3 − 1 ≤ 2 from the Mars base"
        );
        assert!(options(&s, f).contains(&Action::Raze(b)));
        run(&mut s, f, Action::Raze(b)).unwrap();
        assert!(s.base(b).is_none());
        assert!(
            s.ship(far).unwrap().reserved,
            "Main Belt: out of range from Earth"
        );
        assert!(
            !s.ship(near).unwrap().reserved,
            "Venus: in range from Earth"
        );
    }

    /// R 2.8.1: with Space Elevator a ship in a world's orbit counts as at the surface base
    /// below (unloading, reactivation), without it not.
    #[test]
    fn sh_2_8_1_space_elevator_orbit_as_base() {
        let mut s = campaign(2);
        let f = s.order[0];
        let b = mars_base(&mut s, f);
        let cv = super::super::react::tests::ship(&mut s, f, "cv-2", Loc::Orbit("mars".into()));
        s.ship_mut(cv).unwrap().cargo = [1, 0, 0];
        s.ship_mut(cv).unwrap().reserved = true;
        let unload = Action::Unload { ship: cv, base: b };
        assert!(!options(&s, f).contains(&unload));
        assert!(!super::super::build::options(&s, f).contains(&Action::Reactivate(cv)));
        s.factions[f].techs.push("space-elevator".into());
        assert!(options(&s, f).contains(&unload));
        run(&mut s, f, unload).unwrap();
        assert_eq!(s.base(b).unwrap().stock, [1, 3, 3]);
        assert!(super::super::build::options(&s, f).contains(&Action::Reactivate(cv)));
    }

    /// R 2.6.6: the owner may flip a CV to Reserve in the build step.
    #[test]
    fn sh_2_6_6_owner_puts_a_cv_in_reserve() {
        let mut s = campaign(2);
        let f = s.order[0];
        let cv = super::super::react::tests::ship(&mut s, f, "cv-2", Loc::Orbit("earth".into()));
        let a = Action::Reserve(cv);
        assert!(super::super::build::options(&s, f).contains(&a));
        super::super::build::apply(&mut s, f, &a, &mut GameRng::for_step(1, 1), &mut Log::new())
            .unwrap();
        assert!(s.ship(cv).unwrap().reserved);
        assert!(!super::super::build::options(&s, f).contains(&a));
    }
}

/// Session 3 tests: the overage cap.
#[cfg(test)]
mod session3_tests {
    use super::super::super::setup::tests::campaign;
    use super::super::choices::fixtures::{base, ship};
    use super::*;

    /// R 3.1.4: never more than 4 over a support limit outside the economic phase: a base that
    /// would be the 5th over is refused.
    #[test]
    fn sh_3_1_4_overage_cap() {
        let mut s = campaign(2);
        let f = s.order[0];
        let cv = ship(&mut s, f, "cv-2", Loc::Surface("mars".into()));
        s.ship_mut(cv).unwrap().cargo = [0, 0, 4];
        let lim = calc::limits(&s, f)[2];
        while calc::counts(&s, f)[2] < lim + 3 {
            base(&mut s, f, "moon", 0);
        }
        assert!(check_found(&s, f, cv).is_ok(), "3 over: a 4th is allowed");
        base(&mut s, f, "venus", 0);
        assert_eq!(
            check_found(&s, f, cv)
                .map(|_| ())
                .map_err(|e| e.msg.id.clone()),
            Err("sh-over-support-cap".to_string())
        );
    }
}
