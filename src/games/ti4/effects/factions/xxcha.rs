//! The Xxcha Kingdom: sheet abilities, faction technologies and flagship (Loncara Ssodu).
//! Rule numbers are the Korean edition's (shared/rules/ti4.md 0.1); texts in our own words.

use crate::games::ti4::effects::{Ability, Origin, Status, Timing};

/// Every ability of Xxcha the registry knows.
pub static ABILITIES: &[Ability] = &[
    Ability::sheet(
        "xxcha.peace_accords",
        "xxcha",
        "Peace Accords",
        Timing::Strategy,
        Status::Manual,
        "not automated",
    ),
    Ability::sheet(
        "xxcha.quash",
        "xxcha",
        "Quash",
        Timing::Agenda,
        Status::Manual,
        "not automated",
    ),
    Ability::sheet(
        "xxcha.instinct_training",
        "xxcha",
        "Instinct Training",
        Timing::Cards,
        Status::Manual,
        "not automated",
    )
    .origin(Origin::Tech),
    Ability::sheet(
        "xxcha.nullification_field",
        "xxcha",
        "Nullification Field",
        Timing::Movement,
        Status::Manual,
        "not automated",
    )
    .origin(Origin::Tech),
    Ability::sheet(
        "xxcha.flagship",
        "xxcha",
        "Loncara Ssodu",
        Timing::Movement,
        Status::Automated,
        "space cannon 5x3 from the unit data, in its own system and into adjacent systems (deep space, like PDS II)",
    )
    .since(1)
    .origin(Origin::Unit("xxcha_flagship")),
];

#[cfg(test)]
mod tests {
    use crate::games::ti4::content::UnitKind;
    use crate::games::ti4::effects::testkit::{logged, play, pos, put_ships, turn_of};
    use crate::games::ti4::rules::units::{self, adjacent_positions};

    /// Flagship Loncara Ssodu: its space cannon also fires at ships in adjacent systems (§43.3
    /// deep space). Hacan moves a carrier into a system next to it: Xxcha's cannon fires.
    #[test]
    fn loncara_ssodu_fires_into_adjacent_systems() {
        let base = turn_of(["hacan", "xxcha", "sol"], 0);
        let flag_at = pos(&base, 20);
        let target = adjacent_positions(&base, flag_at)
            .into_iter()
            .find(|p| {
                base.system_at(*p).is_some_and(|x| x.units.is_empty())
                    && crate::games::ti4::content::system(units::tile_at(&base, *p))
                        .is_some_and(|d| d.anomaly.is_none())
            })
            .expect("an empty neighbour");
        let from = adjacent_positions(&base, target)
            .into_iter()
            .find(|p| {
                *p != flag_at
                    && base.system_at(*p).is_some_and(|x| x.units.is_empty())
                    && crate::games::ti4::content::system(units::tile_at(&base, *p))
                        .is_some_and(|d| d.anomaly.is_none())
            })
            .expect("a start");
        let (tt, ft) = (units::tile_at(&base, target), units::tile_at(&base, from));
        for (unit, fires) in [(UnitKind::Flagship, true), (UnitKind::Carrier, false)] {
            let mut s = base.clone();
            put_ships(&mut s, 20, &[(1, unit, 1)]);
            put_ships(&mut s, ft, &[(0, UnitKind::Carrier, 1)]);
            play(&mut s, 0, &format!("activate {tt}")).unwrap();
            let r = play(&mut s, 0, &format!("move {ft}: 1 carrier")).unwrap();
            assert_eq!(logged(&r.log, "ti4-log-space-cannon"), fires, "{unit:?}");
        }
    }
}
