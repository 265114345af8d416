//! The Universities of Jol-Nar: sheet abilities, faction technologies and flagship (J.N.S. Hylarim).
//! Rule numbers are the Korean edition's (shared/rules/ti4.md 0.1); texts in our own words.

use crate::games::ti4::content::UnitDef;
use crate::games::ti4::effects::combat::RollCtx;
use crate::games::ti4::effects::{Ability, Hooks, Origin, Status, Timing, UnitRoll};

/// Every ability of Jol-Nar the registry knows.
pub static ABILITIES: &[Ability] = &[
    Ability::sheet(
        "jolnar.fragile",
        "jolnar",
        "Fragile",
        Timing::CombatRoll,
        Status::Automated,
        "-1 on every combat roll, space and ground, in the engine and /odds",
    )
    .with(Hooks {
        roll: Some(fragile),
        ..Hooks::NONE
    }),
    Ability::sheet(
        "jolnar.brilliant",
        "jolnar",
        "Brilliant",
        Timing::Strategy,
        Status::Manual,
        "not automated",
    ),
    Ability::sheet(
        "jolnar.analytical",
        "jolnar",
        "Analytical",
        Timing::Cards,
        Status::Manual,
        "not automated",
    ),
    Ability::sheet(
        "jolnar.e_res_siphons",
        "jolnar",
        "E-Res Siphons",
        Timing::Movement,
        Status::Manual,
        "not automated",
    )
    .origin(Origin::Tech),
    Ability::sheet(
        "jolnar.spatial_conduit_cylinders",
        "jolnar",
        "Spatial Conduit Cylinders",
        Timing::Movement,
        Status::Manual,
        "not automated",
    )
    .origin(Origin::Tech),
    Ability::sheet(
        "jolnar.flagship",
        "jolnar",
        "J.N.S. Hylarim",
        Timing::CombatRoll,
        Status::Automated,
        "each natural 9 or 10 of its dice makes 2 extra hits, in the engine and /odds",
    )
    .origin(Origin::Unit("jolnar_flagship"))
    .with(Hooks {
        roll: Some(flagship_extra_hits),
        ..Hooks::NONE
    }),
];

/// Fragile: −1 on every combat roll of Jol-Nar units (space and ground combat).
fn fragile(_: &RollCtx, _: &UnitDef, roll: &mut UnitRoll) {
    roll.modifier -= 1;
}

/// J.N.S. Hylarim: each natural 9 or 10 of its own dice makes 2 extra hits.
fn flagship_extra_hits(_: &RollCtx, def: &UnitDef, roll: &mut UnitRoll) {
    if def.id == "jolnar_flagship" {
        roll.extra_from = Some(9);
        roll.extra = 2;
    }
}

#[cfg(test)]
mod tests {
    use crate::games::ti4::content::{self, UnitDef};
    use crate::games::ti4::effects::combat::{RollCtx, combat_modifier, die_hits, unit_roll};

    fn ctx<'a>(units: &'a [(&'a UnitDef, u32)]) -> RollCtx<'a> {
        RollCtx {
            space: true,
            faction: "jolnar",
            units,
            opp_nonfighter_ships: 1,
        }
    }

    /// Sheet, Fragile: −1 to every combat roll.
    #[test]
    fn fragile_takes_one_from_every_combat_roll() {
        let dread = content::unit("dreadnought").unwrap();
        let units = [(dread, 1)];
        assert_eq!(combat_modifier(&ctx(&units), dread), -1);
        let r = unit_roll(&ctx(&units), dread).unwrap();
        // Dreadnought hits on 5: a natural 5 misses, a 6 hits.
        assert_eq!((die_hits(&r, 5), die_hits(&r, 6)), (0, 1));
    }

    /// Sheet, flagship J.N.S. Hylarim: a natural 9 or 10 (before modifiers) makes 2 extra hits;
    /// other ships' dice do not.
    #[test]
    fn flagship_nine_or_ten_makes_two_extra_hits() {
        let flag = content::unit("jolnar_flagship").unwrap();
        let cruiser = content::unit("cruiser").unwrap();
        let units = [(flag, 1), (cruiser, 1)];
        let r = unit_roll(&ctx(&units), flag).unwrap();
        assert_eq!(r.dice, 2);
        assert_eq!(die_hits(&r, 6), 0, "6 - 1 misses a 6");
        assert_eq!(die_hits(&r, 7), 1);
        assert_eq!(die_hits(&r, 9), 3);
        assert_eq!(die_hits(&r, 10), 3);
        let c = unit_roll(&ctx(&units), cruiser).unwrap();
        assert_eq!(die_hits(&c, 10), 1);
    }
}
