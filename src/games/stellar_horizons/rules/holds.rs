//! Dumping one's own resources (R 2.8) and damaged settlements (R 2.8.2).
//!
//! A player may throw away resources from an own ship's hold or an own base's stockpile at any
//! time except the combat step (to make room for a trade, or so that nobody captures them);
//! typed only (`dump s<id> <res> <n>`, `dump b<id> <res> <n>`), SH-D401.
//!
//! A hit on a base may go to its settlements: each hit damages one undamaged settlement; once
//! all are damaged, a hit destroys one (SH-D402). Damaged settlements count for neither trade
//! nor production (R 2.8.2); they still grow and score. Each costs 1 ORE from the base's
//! stockpile to repair (at an Earth-orbit base $1B), in the build step (`fix b<id> settlement`).

use super::super::action::{Action, RES, Target};
use super::super::content::content;
use super::super::state::*;
use super::{Log, illegal, say};
use crate::core::{Msg, Refusal};

/// Damaged settlements at a base.
pub fn damaged_settlements(s: &State, b: &Base) -> i32 {
    s.extra
        .settlement_damage
        .get(&b.id)
        .copied()
        .unwrap_or(0)
        .clamp(0, b.settlements.max(0))
}

/// The settlements that count for trade and production (R 2.8.2): the undamaged ones.
pub fn working_settlements(s: &State, b: &Base) -> i32 {
    (b.settlements - damaged_settlements(s, b)).max(0)
}

/// One hit on a base's settlements: an undamaged one is damaged; with none left undamaged, a
/// damaged one is destroyed.
pub fn hit_settlement(s: &mut State, base: u32) {
    let Some(b) = s.base(base).cloned() else {
        return;
    };
    let hurt = damaged_settlements(s, &b);
    if b.settlements <= 0 {
        return;
    }
    if hurt < b.settlements {
        s.extra.settlement_damage.insert(base, hurt + 1);
    } else {
        if let Some(m) = s.base_mut(base) {
            m.settlements -= 1;
        }
        s.extra.settlement_damage.insert(base, hurt - 1);
    }
    if s.extra.settlement_damage.get(&base) == Some(&0) {
        s.extra.settlement_damage.remove(&base);
    }
}

fn check_fix(s: &State, f: usize, base: u32) -> Result<bool, Refusal> {
    let Some(b) = s.base(base).filter(|b| b.owner == f) else {
        return Err(illegal("sh-not-your-base"));
    };
    if damaged_settlements(s, b) < 1 {
        return Err(illegal("sh-nothing-to-fix"));
    }
    let at_earth = b.world == "earth";
    let ok = if at_earth {
        s.factions[f].cash >= content().market("repair-at-earth")
    } else {
        b.stock[0] >= 1
    };
    if !ok {
        return Err(illegal("sh-not-enough-resources"));
    }
    Ok(at_earth)
}

/// Settlement repairs open in the build step.
pub fn fix_options(s: &State, f: usize) -> Vec<Action> {
    s.bases
        .iter()
        .filter(|b| b.owner == f && check_fix(s, f, b.id).is_ok())
        .map(|b| Action::RepairSettlement(b.id))
        .collect()
}

pub fn fix(s: &mut State, f: usize, base: u32, log: &mut Log) -> Result<(), Refusal> {
    if s.step != Step::Build {
        return Err(illegal("sh-nothing-to-fix"));
    }
    let at_earth = check_fix(s, f, base)?;
    if at_earth {
        s.factions[f].cash -= content().market("repair-at-earth");
    } else if let Some(b) = s.base_mut(base) {
        b.stock[0] -= 1;
    }
    if let Some(d) = s.extra.settlement_damage.get_mut(&base) {
        *d -= 1;
        if *d <= 0 {
            s.extra.settlement_damage.remove(&base);
        }
    }
    say(log, Msg::new("sh-log-fix-settlement").num("base", base));
    Ok(())
}

/// Throws away `n` of a resource from an own ship's hold or base's stockpile (R 2.8).
pub fn dump(
    s: &mut State,
    f: usize,
    from: &Target,
    res: usize,
    n: i32,
    log: &mut Log,
) -> Result<(), Refusal> {
    if s.step == Step::Combat || s.pending.is_some() {
        return Err(Refusal::not_now(Msg::new("sh-no-dumping-in-combat")));
    }
    if res > 2 || n < 1 {
        return Err(illegal("sh-cannot-dump"));
    }
    let held = match from {
        Target::Ship(id) => s
            .ship_mut(*id)
            .filter(|x| x.owner == f)
            .map(|x| &mut x.cargo[res]),
        Target::Base(id) => s
            .base_mut(*id)
            .filter(|b| b.owner == f)
            .map(|b| &mut b.stock[res]),
        _ => None,
    };
    let Some(held) = held else {
        return Err(illegal("sh-cannot-dump"));
    };
    if *held < n {
        return Err(illegal("sh-cannot-dump"));
    }
    *held -= n;
    let unit = match from {
        Target::Ship(id) => format!("s{id}"),
        Target::Base(id) => format!("b{id}"),
        _ => String::new(),
    };
    say(
        log,
        Msg::new("sh-log-dump")
            .text("unit", unit)
            .num("count", n)
            .text("res", RES[res]),
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::super::super::setup::tests::campaign;
    use super::super::probes::tests::put;
    use super::*;
    use crate::core::GameRng;

    fn base(s: &mut State, f: usize, settlements: i32) -> u32 {
        let id = s.new_id();
        s.bases.push(Base {
            id,
            owner: f,
            world: "moon".into(),
            orbital: false,
            levels: [1, 1, 0, 0],
            damage: [0; 4],
            settlements,
            stock: [3, 0, 0],
            built: false,
            product: Some("ore".into()),
            blockaded_by: None,
            terraformed: 0,
        });
        id
    }

    /// R 2.8: a player dumps own resources from a hold or a stockpile in any step but combat,
    /// never someone else's, never more than there is; typed `dump s<id> <res> <n>`.
    #[test]
    fn sh_2_8_dumping_own_resources() {
        let mut s = campaign(2);
        let (a, b) = (s.order[0], s.order[1]);
        let cv = put(&mut s, a, "cv-2", Loc::Surface("moon".into()));
        s.ship_mut(cv).unwrap().cargo = [2, 1, 3];
        let theirs = put(&mut s, b, "cv-2", Loc::Surface("moon".into()));
        s.ship_mut(theirs).unwrap().cargo = [2, 0, 0];
        let bs = base(&mut s, a, 0);
        let parsed = super::super::super::action::parse(&s, &format!("dump s{cv} sup 2")).unwrap();
        assert_eq!(
            parsed,
            Action::Dump {
                from: Target::Ship(cv),
                res: 2,
                n: 2
            }
        );
        assert_eq!(
            super::super::super::action::parse(&s, &parsed.notation()),
            Ok(parsed.clone())
        );
        s.step = Step::Trade;
        dump(&mut s, a, &Target::Ship(cv), 2, 2, &mut Log::new()).unwrap();
        assert_eq!(s.ship(cv).unwrap().cargo, [2, 1, 1]);
        dump(&mut s, a, &Target::Base(bs), 0, 3, &mut Log::new()).unwrap();
        assert_eq!(s.base(bs).unwrap().stock, [0, 0, 0]);
        assert!(dump(&mut s, a, &Target::Ship(cv), 1, 2, &mut Log::new()).is_err());
        assert!(dump(&mut s, a, &Target::Ship(theirs), 0, 1, &mut Log::new()).is_err());
        assert_eq!(s.ship(theirs).unwrap().cargo, [2, 0, 0]);
        s.step = Step::Combat;
        assert!(dump(&mut s, a, &Target::Ship(cv), 0, 1, &mut Log::new()).is_err());
        assert_eq!(s.ship(cv).unwrap().cargo, [2, 1, 1]);
    }

    /// R 2.8.2: damaged settlements count for neither production nor trade; a hit damages one,
    /// a hit when all are damaged destroys one; 1 ORE repairs one.
    #[test]
    fn sh_2_8_2_damaged_settlements() {
        let mut s = campaign(2);
        let a = s.order[0];
        let bs = base(&mut s, a, 10);
        s.pirates.clear();
        let per = content().market("settlements-per-output");
        let cap_each = content().market("trade-cap-per-settlement");
        let out = |s: &State| super::super::econ::base_output(s, s.base(bs).unwrap(), "ore");
        let full = out(&s);
        assert_eq!(
            super::super::market::cap(&s, a, s.base(bs).unwrap()),
            10 * cap_each
        );
        for _ in 0..5 {
            hit_settlement(&mut s, bs);
        }
        assert_eq!(working_settlements(&s, s.base(bs).unwrap()), 5);
        assert_eq!(out(&s), full - (10 / per - 5 / per), "production drops");
        assert_eq!(
            super::super::market::cap(&s, a, s.base(bs).unwrap()),
            5 * cap_each
        );
        for _ in 0..5 {
            hit_settlement(&mut s, bs);
        }
        assert_eq!(s.base(bs).unwrap().settlements, 10, "damaged, not gone");
        assert_eq!(working_settlements(&s, s.base(bs).unwrap()), 0);
        hit_settlement(&mut s, bs);
        assert_eq!(
            s.base(bs).unwrap().settlements,
            9,
            "all damaged: one destroyed"
        );
        assert_eq!(damaged_settlements(&s, s.base(bs).unwrap()), 9);
        // Combat offers the settlements as a target of a hit on the base.
        let picks = super::super::combat::picks(&s, &[Unit::Base(bs)]);
        assert!(picks.contains(&Pick::Settlement(bs)));
        assert_eq!(
            Pick::parse(&Pick::Settlement(bs).code()),
            Some(Pick::Settlement(bs))
        );
        // Repair: 1 ORE each, in the build step.
        s.step = Step::Build;
        assert!(fix_options(&s, a).contains(&Action::RepairSettlement(bs)));
        fix(&mut s, a, bs, &mut Log::new()).unwrap();
        assert_eq!(s.base(bs).unwrap().stock[0], 2);
        assert_eq!(working_settlements(&s, s.base(bs).unwrap()), 1);
        let _ = GameRng::for_step(1, 1);
    }
}
