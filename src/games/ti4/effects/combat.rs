//! Combat queries of the effects registry, the one source of combat arithmetic for both the
//! engine's combat (`rules::combat`) and the exact odds (`odds`).
//!
//! A side of a combat is described by a [`RollCtx`]: its faction, its units in the combat (alive)
//! and the opponent's non-fighter ships. The abilities in play for that side are its faction's
//! sheet abilities and the printed abilities of its units present ([`in_play`]). Roll hooks may
//! read the opponent only through `opp_nonfighter_ships` (the odds calculator caches a side's
//! roll on its own units and that number).

use super::{Ability, Origin, UnitRoll};
use crate::games::ti4::content::{UnitDef, UnitKind};

/// One side of a combat, as the roll hooks see it.
#[derive(Debug, Clone, Copy)]
pub struct RollCtx<'a> {
    /// Space combat (§42) or ground combat (§73).
    pub space: bool,
    /// The rolling side's faction id (`""` when unknown).
    pub faction: &'a str,
    /// The rolling side's units in the combat that are alive, with their counts.
    pub units: &'a [(&'a UnitDef, u32)],
    /// The opponent's non-fighter ships in the system.
    pub opp_nonfighter_ships: u32,
    /// The game's engine behaviour (`State::rules`; the odds use `setup::RULES`).
    pub rules: u32,
}

/// The abilities acting for a side with `faction` and `units` (alive): the faction's sheet
/// abilities and technologies, and the printed abilities of the units present.
pub fn in_play<'a>(
    faction: &'a str,
    units: &'a [(&'a UnitDef, u32)],
    rules: u32,
) -> impl Iterator<Item = &'static Ability> + 'a {
    super::all()
        .filter(move |a| a.applies_under(rules))
        .filter(move |a| match a.origin {
            Origin::Ability => !faction.is_empty() && a.faction == faction,
            Origin::Tech => false,
            Origin::Unit(id) => units.iter().any(|(u, n)| *n > 0 && u.id == id),
        })
}

/// The combat roll of `def` for the side `ctx` (§42.5, §73.1), with every ability in play
/// applied; `None` for a unit without a combat value. Card, law and nebula modifiers are the
/// engine's (they are not in the odds).
pub fn unit_roll(ctx: &RollCtx, def: &UnitDef) -> Option<UnitRoll> {
    let base = def.combat?;
    let mut roll = UnitRoll {
        hits_on: base.hits_on,
        dice: u32::from(base.dice),
        modifier: 0,
        extra_from: None,
        extra: 0,
        ships_only: false,
    };
    for a in in_play(ctx.faction, ctx.units, ctx.rules) {
        if let Some(hook) = a.hooks.roll {
            hook(ctx, def, &mut roll);
        }
    }
    Some(roll)
}

/// The modifier on `def`'s combat rolls from the abilities in play (Unrelenting, Fragile, the
/// Sardakk flagship).
pub fn combat_modifier(ctx: &RollCtx, def: &UnitDef) -> i32 {
    unit_roll(ctx, def).map_or(0, |r| r.modifier)
}

/// The dice `def` rolls per unit in a combat round (the Winnu flagship's depend on the opponent).
pub fn dice_per_unit(ctx: &RollCtx, def: &UnitDef) -> u32 {
    unit_roll(ctx, def).map_or(0, |r| r.dice)
}

/// Whether the ships of a side facing `opp_units` (the opponent's units in the system, with
/// the opponent's faction) may not use SUSTAIN DAMAGE (the Mentak flagship).
pub fn denies_sustain(opp_faction: &str, opp_units: &[(&UnitDef, u32)], rules: u32) -> bool {
    in_play(opp_faction, opp_units, rules).any(|a| a.hooks.denies_sustain)
}

/// Whether destroying `def` destroys every ship in its system (the Yin flagship).
pub fn wipes_system(def: &UnitDef, rules: u32) -> bool {
    let one = [(def, 1)];
    in_play("", &one, rules).any(|a| a.hooks.wipes_system)
}

/// Whether `def` is repaired at the start of every space combat round (the Letnev flagship).
pub fn round_repair(def: &UnitDef, rules: u32) -> bool {
    let one = [(def, 1)];
    in_play("", &one, rules).any(|a| a.hooks.round_repair)
}

/// Hits of one die: a natural `value` (1–10) against `roll`.
pub fn die_hits(roll: &UnitRoll, value: u8) -> u32 {
    let hit = i32::from(value) + roll.modifier >= i32::from(roll.hits_on);
    let extra = roll.extra_from.is_some_and(|from| value >= from);
    u32::from(hit) + if extra { u32::from(roll.extra) } else { 0 }
}

/// The probability of each number of hits of one die of `roll` (index = hits).
pub fn die_pmf(roll: &UnitRoll) -> Vec<f64> {
    let mut pmf = vec![0.0; 2 + usize::from(roll.extra)];
    for value in 1..=10u8 {
        pmf[die_hits(roll, value) as usize] += 0.1;
    }
    while pmf.len() > 1 && pmf[pmf.len() - 1] == 0.0 {
        pmf.pop();
    }
    pmf
}

/// Non-fighter ships among `units`.
pub fn nonfighter_ships(units: &[(&UnitDef, u32)]) -> u32 {
    units
        .iter()
        .filter(|(u, _)| u.is_ship() && u.kind != UnitKind::Fighter)
        .map(|(_, n)| *n)
        .sum()
}

/// Whether a side with `faction` and `units` in a space combat (its ships there) fights with
/// its ground forces in the system as ships (the Nekro flagship).
pub fn ground_forces_fight(faction: &str, units: &[(&UnitDef, u32)], rules: u32) -> bool {
    in_play(faction, units, rules).any(|a| a.hooks.ground_as_ships)
}
