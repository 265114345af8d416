//! One file per faction: its sheet abilities, faction technologies and flagship as registry
//! entries, with the hooks and the tests citing the faction sheet.

pub mod arborec;
pub mod creuss;
pub mod hacan;
pub mod jolnar;
pub mod l1z1x;
pub mod letnev;
pub mod mentak;
pub mod muaat;
pub mod naalu;
pub mod nekro;
pub mod saar;
pub mod sardakk;
pub mod sol;
pub mod winnu;
pub mod xxcha;
pub mod yin;
pub mod yssaril;

use super::Ability;

/// Every faction's abilities.
pub static ALL: &[&[Ability]] = &[
    arborec::ABILITIES,
    letnev::ABILITIES,
    saar::ABILITIES,
    muaat::ABILITIES,
    hacan::ABILITIES,
    sol::ABILITIES,
    creuss::ABILITIES,
    l1z1x::ABILITIES,
    mentak::ABILITIES,
    naalu::ABILITIES,
    nekro::ABILITIES,
    sardakk::ABILITIES,
    jolnar::ABILITIES,
    winnu::ABILITIES,
    xxcha::ABILITIES,
    yin::ABILITIES,
    yssaril::ABILITIES,
];

#[cfg(test)]
mod tests {
    use crate::games::ti4::content;
    use crate::games::ti4::effects::{Origin, all};

    /// Every faction in the content has a registry entry for each sheet ability, each faction
    /// technology and its flagship, and nothing else is registered for it.
    #[test]
    fn every_faction_sheet_entry_is_registered_once() {
        let factions = &content::content().factions;
        assert_eq!(factions.len(), 17);
        for f in factions {
            let mine: Vec<_> = all().filter(|a| a.faction == f.id).collect();
            assert_eq!(
                mine.len(),
                f.abilities.len() + f.faction_techs.len() + 1,
                "{}",
                f.id
            );
            for ab in &f.abilities {
                let n = mine
                    .iter()
                    .filter(|a| a.origin == Origin::Ability && a.name == ab.name)
                    .count();
                assert_eq!(n, 1, "{} {}", f.id, ab.name);
            }
            for t in &f.faction_techs {
                let n = mine
                    .iter()
                    .filter(|a| a.origin == Origin::Tech && a.id.ends_with(t.as_str()))
                    .count();
                assert_eq!(n, 1, "{} {t}", f.id);
            }
            let flag = mine
                .iter()
                .filter(|a| {
                    a.origin == Origin::Unit(content::unit(&f.flagship).unwrap().id.as_str())
                })
                .count();
            assert_eq!(flag, 1, "{} flagship", f.id);
        }
        let ids: std::collections::BTreeSet<_> = all().map(|a| a.id).collect();
        assert_eq!(ids.len(), all().count(), "ids are unique");
    }
}

#[cfg(test)]
mod features {
    use crate::games::ti4::content;
    use crate::games::ti4::effects::{Origin, Status, all};

    /// The faction table in FEATURES.md says what the registry says: for every faction row,
    /// each ability's cell is "<name>: works | partial | not automated" as registered.
    #[test]
    fn features_faction_table_matches_the_registry() {
        let features = include_str!("../../../../../FEATURES.md");
        for f in &content::content().factions {
            let row = features
                .lines()
                .find(|l| l.starts_with(&format!("| {} |", f.short_name)))
                .unwrap_or_else(|| panic!("no FEATURES row for {}", f.short_name));
            for a in all().filter(|a| a.faction == f.id) {
                let word = match a.status {
                    Status::Automated => "works",
                    Status::Partial => "partial",
                    Status::Manual => "not automated",
                };
                let cell = format!("{}: {word}", a.name);
                assert!(row.contains(&cell), "{}: FEATURES lacks \"{cell}\"", f.id);
                if let Origin::Unit(_) = a.origin {
                    assert!(row.contains(a.note), "{}: flagship note", f.id);
                }
            }
        }
    }
}

// fx8
#[cfg(test)]
mod names {
    use crate::core::msg::Arg;
    use crate::games::ti4::effects::{Origin, ability_name, all};
    use crate::i18n::Tr;

    /// Buttons and log lines name a sheet ability in the reader's language: every sheet
    /// ability of the registry has a catalog name in every language (not the English registry
    /// name in Korean and Japanese), and the questions' ability name (`techs::tech_name`)
    /// is that catalog entry.
    #[test]
    fn every_sheet_ability_has_a_name_in_every_language() {
        let mut n = 0;
        for a in all().filter(|a| a.origin == Origin::Ability) {
            let Arg::Name(r) = ability_name(a) else {
                panic!("{}: not a catalog name", a.id);
            };
            for lang in Tr::languages() {
                let tr = Tr::for_locale(Some(&lang));
                let name = tr.get(&r.id).unwrap_or_else(|| panic!("{lang}: {}", r.id));
                if lang == "en" {
                    assert_eq!(name, a.name, "{}", a.id);
                } else {
                    assert_ne!(name, a.name, "{lang}: {} untranslated", a.id);
                }
            }
            let (_, id) = a.id.split_once('.').unwrap();
            if crate::games::ti4::content::tech(id).is_none() {
                assert_eq!(
                    crate::games::ti4::rules::techs::tech_name(id),
                    Arg::Name(r.clone()),
                    "{}",
                    a.id
                );
            }
            n += 1;
        }
        assert_eq!(n, 37, "the 37 sheet abilities");
    }
}

// fx8
#[cfg(test)]
mod unit_upgrades {
    use crate::games::ti4::content::{self, UnitKind};
    use crate::games::ti4::effects::testkit::game;
    use crate::games::ti4::rules::units;

    /// The faction technologies that are unit upgrades (Letani Warrior II, Super-Dreadnought II,
    /// Prototype War Sun II, Hybrid Crystal Fighter II, Advanced Carrier II, Spec Ops II; each
    /// faction sheet's unit upgrade card): researched, the owner's units of that type are the
    /// upgraded faction unit (better statistics); without it, the faction's level-I unit.
    #[test]
    fn faction_unit_upgrades_give_their_owner_the_upgraded_unit() {
        let cases = [
            ("arborec", "letani_warrior_ii", UnitKind::Infantry),
            ("l1z1x", "super_dreadnought_ii", UnitKind::Dreadnought),
            ("muaat", "prototype_war_sun_ii", UnitKind::WarSun),
            ("naalu", "hybrid_crystal_fighter_ii", UnitKind::Fighter),
            ("sol", "advanced_carrier_ii", UnitKind::Carrier),
            ("sol", "spec_ops_ii", UnitKind::Infantry),
        ];
        for (faction, tech, kind) in cases {
            let t = content::tech(tech).unwrap_or_else(|| panic!("{tech}"));
            let upgraded = content::unit(t.unit_upgrade.as_deref().unwrap()).unwrap();
            let mut s = game([faction, "hacan", "xxcha"]);
            let before = units::def(&s, 0, kind).unwrap();
            assert_ne!(before.id, upgraded.id, "{tech}: not before research");
            s.players[0].techs.push(tech.into());
            let after = units::def(&s, 0, kind).unwrap();
            assert_eq!(after.id, upgraded.id, "{tech}");
            assert_eq!(after.faction.as_deref(), Some(faction), "{tech}");
            let better = after.combat.map(|r| r.hits_on) < before.combat.map(|r| r.hits_on)
                || after.move_value > before.move_value
                || after.capacity > before.capacity
                || (after.sustain_damage && !before.sustain_damage);
            assert!(better, "{tech}: statistics improve");
            // Hacan holds no such upgrade: the generic unit stays.
            assert_ne!(
                units::def(&s, 1, kind).map(|d| d.id.as_str()),
                Some(upgraded.id.as_str())
            );
        }
    }
}
