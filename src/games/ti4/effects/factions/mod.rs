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
