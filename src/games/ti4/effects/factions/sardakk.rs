//! Sardakk N'orr: sheet abilities, faction technologies and flagship (C'morran N'orr).
//! Rule numbers are the Korean edition's (shared/rules/ti4.md 0.1); texts in our own words.

use crate::games::ti4::content::UnitDef;
use crate::games::ti4::effects::combat::RollCtx;
use crate::games::ti4::effects::{Ability, Hooks, Origin, Status, Timing, UnitRoll};

/// Every ability of Sardakk the registry knows.
pub static ABILITIES: &[Ability] = &[
    Ability::sheet(
        "sardakk.unrelenting",
        "sardakk",
        "Unrelenting",
        Timing::CombatRoll,
        Status::Automated,
        "+1 on every combat roll, space and ground, in the engine and /odds",
    )
    .with(Hooks {
        roll: Some(unrelenting),
        ..Hooks::NONE
    }),
    Ability::sheet(
        "sardakk.exotrireme_ii",
        "sardakk",
        "Exotrireme II",
        Timing::Passive,
        Status::Partial,
        "unit statistics from the unit data; Direct Hit cannot destroy it; scuttling after a round is not automated",
    )
    .origin(Origin::Tech),
    Ability::sheet(
        "sardakk.valkyrie_particle_weave",
        "sardakk",
        "Valkyrie Particle Weave",
        Timing::CombatRoll,
        Status::Manual,
        "not automated",
    )
    .origin(Origin::Tech),
    Ability::sheet(
        "sardakk.flagship",
        "sardakk",
        "C'morran N'orr",
        Timing::CombatRoll,
        Status::Automated,
        "+1 on the combat rolls of the other Sardakk ships in its system, in the engine and /odds",
    )
    .origin(Origin::Unit("sardakk_flagship"))
    .with(Hooks {
        roll: Some(flagship_bonus),
        ..Hooks::NONE
    }),
];

/// Unrelenting: +1 on every combat roll of Sardakk units (space and ground combat).
fn unrelenting(_: &RollCtx, _: &UnitDef, roll: &mut UnitRoll) {
    roll.modifier += 1;
}

/// C'morran N'orr: +1 on the combat rolls of the other Sardakk ships in its system.
fn flagship_bonus(ctx: &RollCtx, def: &UnitDef, roll: &mut UnitRoll) {
    if ctx.space && def.id != "sardakk_flagship" {
        roll.modifier += 1;
    }
}

#[cfg(test)]
mod tests {
    use crate::games::ti4::content::{self, UnitDef};
    use crate::games::ti4::effects::combat::{RollCtx, combat_modifier, unit_roll};

    fn ctx<'a>(space: bool, units: &'a [(&'a UnitDef, u32)]) -> RollCtx<'a> {
        RollCtx {
            space,
            faction: "sardakk",
            units,
            opp_nonfighter_ships: 1,
        }
    }

    /// Sheet, Unrelenting: +1 to every combat roll, in space and on the ground.
    #[test]
    fn unrelenting_adds_one_to_every_combat_roll() {
        let cruiser = content::unit("cruiser").unwrap();
        let infantry = content::unit("infantry").unwrap();
        let units = [(cruiser, 2)];
        assert_eq!(combat_modifier(&ctx(true, &units), cruiser), 1);
        let ground = [(infantry, 2)];
        assert_eq!(combat_modifier(&ctx(false, &ground), infantry), 1);
        // Another faction's cruiser rolls unmodified.
        let plain = RollCtx {
            faction: "hacan",
            ..ctx(true, &units)
        };
        assert_eq!(combat_modifier(&plain, cruiser), 0);
    }

    /// Sheet, flagship C'morran N'orr: the other ships in its system +1 (on top of
    /// Unrelenting); the flagship itself only has Unrelenting.
    #[test]
    fn flagship_adds_one_to_the_other_ships_in_space() {
        let flag = content::unit("sardakk_flagship").unwrap();
        let dread = content::unit("dreadnought").unwrap();
        let with = [(flag, 1), (dread, 2)];
        assert_eq!(combat_modifier(&ctx(true, &with), dread), 2);
        assert_eq!(combat_modifier(&ctx(true, &with), flag), 1);
        let without = [(flag, 0), (dread, 2)];
        assert_eq!(combat_modifier(&ctx(true, &without), dread), 1);
        let r = unit_roll(&ctx(true, &with), dread).unwrap();
        assert_eq!((r.hits_on, r.dice), (5, 1));
    }
}
