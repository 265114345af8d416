//! Ship statistics from a blueprint, and the legality of a blueprint layout (§5 Upgrade,
//! rows 57-61; §6 initiative, row 87).
//!
//! A *layout* is the part in each slot of a blueprint after upgrades: `None` is an open slot.
//! Printed parts and part tiles look the same here; which slot holds a tile (and may therefore
//! not take another tile on top) is the engine's business.

use serde::{Deserialize, Serialize};

use crate::core::Msg;
use crate::core::msg::Arg;
use crate::games::WithArg;
use crate::games::eclipse::content::{
    Blueprint, Dice, Neutral, Part, PartId, PartKind, ShipClass, TechId, content,
};

/// The fighting and moving values of one ship type.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ShipStats {
    pub initiative: i32,
    /// Hull points: the ship is destroyed once its damage exceeds this (row 96).
    pub hull: i32,
    /// Added to each of the ship's rolls (row 94).
    pub computer: i32,
    /// Subtracted from each enemy roll against this ship.
    pub shield: i32,
    pub movement: i32,
    /// Energy produced minus energy used (must be ≥ 0, row 59).
    pub energy: i32,
    pub drives: u32,
    /// Cannon dice, one entry per damage value, highest damage first.
    pub cannons: Vec<Dice>,
    /// Missile dice, fired once before the cannons (row 91).
    pub missiles: Vec<Dice>,
}

impl ShipStats {
    /// Stats of a layout with a blueprint's printed bonuses. Unknown parts cannot occur (every
    /// `PartId` has a record, checked by the content tests).
    pub fn from_layout(blueprint: &Blueprint, layout: &[Option<PartId>]) -> ShipStats {
        let mut stats = ShipStats {
            initiative: i32::from(blueprint.initiative),
            hull: 0,
            computer: i32::from(blueprint.computer),
            shield: 0,
            movement: 0,
            energy: i32::from(blueprint.energy),
            drives: 0,
            cannons: Vec::new(),
            missiles: Vec::new(),
        };
        let c = content();
        for part in layout.iter().flatten().filter_map(|id| c.part(*id)) {
            stats.add(part);
        }
        stats.cannons = merge_dice(std::mem::take(&mut stats.cannons));
        stats.missiles = merge_dice(std::mem::take(&mut stats.missiles));
        stats
    }

    /// Stats of a blueprint as printed.
    pub fn from_blueprint(blueprint: &Blueprint) -> ShipStats {
        ShipStats::from_layout(blueprint, &blueprint.slots)
    }

    /// An Ancient ship or the GCDS (§6, rows 98-99).
    pub fn neutral(n: &Neutral) -> ShipStats {
        ShipStats {
            initiative: i32::from(n.initiative),
            hull: i32::from(n.hull),
            computer: i32::from(n.computer),
            shield: 0,
            movement: 0,
            energy: 0,
            drives: 0,
            cannons: merge_dice(n.cannons.clone()),
            missiles: Vec::new(),
        }
    }

    fn add(&mut self, part: &Part) {
        self.initiative += i32::from(part.initiative);
        self.hull += i32::from(part.hull);
        self.computer += i32::from(part.computer);
        self.shield += i32::from(part.shield);
        self.movement += i32::from(part.movement);
        self.energy += i32::from(part.energy);
        if part.kind == PartKind::Drive {
            self.drives += 1;
        }
        let dice = Dice {
            dice: part.dice,
            damage: part.damage,
        };
        match part.kind {
            PartKind::Cannon => self.cannons.push(dice),
            PartKind::Missile => self.missiles.push(dice),
            _ => {}
        }
    }

    /// Damage the ship takes before it is destroyed, plus one: its hit points.
    pub fn hit_points(&self) -> i32 {
        self.hull + 1
    }
}

/// Sums dice of equal damage; highest damage first.
fn merge_dice(list: Vec<Dice>) -> Vec<Dice> {
    let mut out: Vec<Dice> = Vec::new();
    for d in list.into_iter().filter(|d| d.dice > 0) {
        match out.iter_mut().find(|o| o.damage == d.damage) {
            Some(o) => o.dice += d.dice,
            None => out.push(d),
        }
    }
    out.sort_by_key(|d| std::cmp::Reverse(d.damage));
    out
}

/// Every problem with a layout for a blueprint (§5 Upgrade): the slot count must match, energy
/// use may not exceed production (row 59), interceptors, cruisers and dreadnoughts need a drive
/// and starbases may carry none (row 60), and a part needs its technology (row 56; ancient parts
/// need none). `has_tech` says whether the owner has a technology.
pub fn layout_problems(
    class: ShipClass,
    blueprint: &Blueprint,
    layout: &[Option<PartId>],
    has_tech: impl Fn(TechId) -> bool,
) -> Vec<Msg> {
    let mut problems = Vec::new();
    let ship = class.name_msg();
    if layout.len() != blueprint.slots.len() {
        problems.push(
            Msg::new("eclipse-layout-slots")
                .msg("ship", ship.clone())
                .num("slots", blueprint.slots.len() as i64)
                .num("parts", layout.len() as i64),
        );
    }
    let stats = ShipStats::from_layout(blueprint, layout);
    if stats.energy < 0 {
        problems.push(
            Msg::new("eclipse-layout-energy")
                .msg("ship", ship.clone())
                .num("missing", i64::from(-stats.energy)),
        );
    }
    if class.is_mobile() && stats.drives == 0 {
        problems.push(Msg::new("eclipse-layout-no-drive").msg("ship", ship.clone()));
    }
    if !class.is_mobile() && stats.drives > 0 {
        problems.push(Msg::new("eclipse-layout-starbase-drive"));
    }
    let c = content();
    let mut reported: Vec<TechId> = Vec::new();
    for part in layout.iter().flatten().filter_map(|id| c.part(*id)) {
        if let Some(tech) = part.tech
            && !has_tech(tech)
            && !reported.contains(&tech)
        {
            reported.push(tech);
            problems.push(
                Msg::new("eclipse-layout-needs-tech")
                    .name("part", part.catalog_id())
                    .with(
                        "tech",
                        c.tech(tech)
                            .map_or_else(|| Arg::text("?"), |t| Arg::name(t.catalog_id())),
                    ),
            );
        }
    }
    problems
}
