//! Data integrity of the Eclipse (first edition) content tables. Test names carry the seed
//! section of the rules digest (`ecl_<section>_…`, e.g. `ecl_5_…` for the action phase) and
//! comments name the digest's checklist rows.

use std::collections::{BTreeMap, BTreeSet};

use starpost::core::hex::DIRECTIONS;
use starpost::games::eclipse::content::{
    BoardColor, Buildable, DiscoveryKind, EclipseContent, PartId, PartKind, Ring, ShipClass,
    Special, SpeciesId, SquareKind, TechCategory, TechId, TechKind, content,
};
use starpost::games::eclipse::ships::{ShipStats, layout_problems};

fn c() -> &'static EclipseContent {
    content()
}

#[test]
fn content_parses_and_round_trips() {
    let json = serde_json::to_string(c()).unwrap();
    let back: EclipseContent = serde_json::from_str(&json).unwrap();
    assert_eq!(&back, c());
}

// ---- §1/§3 sectors ----

#[test]
fn ecl_1_sector_tiles_are_the_base_game_numbers() {
    // §1 components (L112-122): 001, 101-108, 201-211, 301-318, starting sectors 221-232.
    let ids: Vec<u16> = c().sectors.iter().map(|s| s.id).collect();
    let unique: BTreeSet<u16> = ids.iter().copied().collect();
    assert_eq!(unique.len(), ids.len(), "duplicate sector ids");
    let expected: BTreeSet<u16> = std::iter::once(1)
        .chain(101..=108)
        .chain(201..=211)
        .chain(221..=232)
        .chain(301..=318)
        .collect();
    assert_eq!(unique, expected);
    let count = |r| c().sectors_in(r).count();
    assert_eq!(count(Ring::Center), 1);
    assert_eq!(count(Ring::Inner), 8);
    assert_eq!(count(Ring::Middle), 11);
    assert_eq!(count(Ring::Outer), 18);
    assert_eq!(count(Ring::Start), 12);
    for s in &c().sectors {
        let ring = match s.id {
            1 => Ring::Center,
            101..=199 => Ring::Inner,
            221..=232 => Ring::Start,
            201..=299 => Ring::Middle,
            _ => Ring::Outer,
        };
        assert_eq!(s.ring, ring, "sector {}", s.id);
        assert!(!s.name.is_empty());
    }
}

#[test]
fn ecl_5_explore_draws_from_the_ring_of_the_position() {
    // Row 33: ring 1 → inner stack, ring 2 → middle, further out → outer.
    use starpost::core::hex::Hex;
    let ring = |q, r| Ring::for_distance(Hex::new(q, r).ring());
    assert_eq!(ring(0, 0), Ring::Center);
    assert_eq!(ring(1, 0), Ring::Inner);
    assert_eq!(ring(2, -1), Ring::Middle);
    assert_eq!(ring(3, 0), Ring::Outer);
    assert_eq!(ring(-5, 2), Ring::Outer);
}

#[test]
fn ecl_3_sector_values_are_in_range() {
    // §9 scoring: sectors are worth 1-4 VP; wormhole edges are 0..6, each at most once.
    for s in &c().sectors {
        assert!((1..=4).contains(&s.vp), "sector {} vp {}", s.id, s.vp);
        let edges: BTreeSet<u8> = s.wormholes.iter().copied().collect();
        assert_eq!(edges.len(), s.wormholes.len(), "sector {}", s.id);
        assert!(edges.iter().all(|&e| e < 6), "sector {}", s.id);
        assert!(!s.wormholes.is_empty(), "sector {} has no wormhole", s.id);
        assert!(s.squares.len() <= 6, "sector {}", s.id);
        assert!(s.ancients <= 2, "sector {}", s.id);
    }
}

#[test]
fn ecl_2_galactic_center_holds_the_gcds_and_a_discovery() {
    // §2 setup step 6 (row 5): one discovery tile under the GCDS on 001.
    let gc = c().sector(1).unwrap();
    assert!(gc.gcds && gc.discovery);
    assert_eq!(gc.vp, 4);
    assert_eq!(gc.wormholes.len(), 6);
    assert_eq!(c().sectors.iter().filter(|s| s.gcds).count(), 1);
}

#[test]
fn ecl_3_spot_checks_against_the_reference_rows() {
    // Values carried over from the public reference tables (two sources agree, except 102/107;
    // see docs/eclipse-decisions.md).
    let s = c().sector(101).unwrap();
    assert_eq!(
        (s.name.as_str(), s.vp, s.ancients, s.discovery),
        ("Castor", 2, 1, true)
    );
    assert_eq!(s.wormholes, vec![1, 2, 3, 4, 5]);
    let s = c().sector(104).unwrap();
    assert_eq!(s.ancients, 2);
    assert_eq!(s.squares.len(), 4);
    let s = c().sector(102).unwrap();
    assert!(s.artifact);
    assert_eq!(
        s.squares
            .iter()
            .filter(|q| q.kind == SquareKind::Science && q.advanced)
            .count(),
        1
    );
    let s = c().sector(318).unwrap();
    assert_eq!(s.squares.len(), 2);
    assert_eq!(s.wormholes, vec![2, 3]);
}

#[test]
fn ecl_2_starting_sectors_pair_terran_and_alien_sides() {
    // §2 (L499-503): six two-sided starting sectors; odd = Terran side, even = alien side.
    for s in c().sectors_in(Ring::Start) {
        let back = c().sector(s.reverse.unwrap()).unwrap();
        assert_eq!(back.reverse, Some(s.id));
        assert_eq!(back.board, s.board);
        let terran = s.id % 2 == 1;
        assert_eq!(s.species == Some(SpeciesId::Terran), terran, "{}", s.id);
        assert!(s.ancients == 0 && !s.discovery && !s.gcds);
        assert_eq!(s.vp, 3);
        let sp = c().species(s.species.unwrap()).unwrap();
        assert!(sp.home_sectors.contains(&s.id), "{}", s.id);
    }
    let colors: BTreeSet<BoardColor> = c()
        .sectors_in(Ring::Start)
        .filter_map(|s| s.board)
        .collect();
    assert_eq!(colors.len(), 6);
}

#[test]
fn ecl_5_wormhole_rotation_follows_the_hex_directions() {
    // Row 35: a tile rotated by r has its edge i facing direction (i + r) % 6.
    assert_eq!(DIRECTIONS.len(), 6);
    let s = c().sector(318).unwrap(); // edges SE (2) and S (3)
    assert!(s.has_wormhole(2, 0) && s.has_wormhole(3, 0));
    assert!(!s.has_wormhole(0, 0));
    assert!(s.has_wormhole(3, 1) && s.has_wormhole(4, 1) && !s.has_wormhole(2, 1));
    assert!(s.has_wormhole(0, 4) && s.has_wormhole(1, 4));
    for s in &c().sectors {
        for r in 0..6u8 {
            let n = (0..6).filter(|&d| s.has_wormhole(d, r)).count();
            assert_eq!(n, s.wormholes.len(), "rotation keeps the count");
        }
    }
}

// ---- §5 technologies ----

#[test]
fn ecl_5_twenty_four_technologies_eight_per_row() {
    let t = &c().technologies;
    assert_eq!(t.len(), 24);
    let ids: BTreeSet<TechId> = t.iter().map(|x| x.id).collect();
    assert_eq!(ids.len(), 24);
    for cat in TechCategory::ALL {
        let row = c().techs_in(cat);
        assert_eq!(row.len(), 8, "{cat:?}");
        let costs: Vec<(u8, u8)> = row.iter().map(|x| (x.cost, x.min_cost)).collect();
        // Appendix A.1 and the official FAQ: the same cost ladder in every row.
        assert_eq!(
            costs,
            [
                (2, 2),
                (4, 3),
                (6, 4),
                (8, 5),
                (10, 6),
                (12, 6),
                (14, 7),
                (16, 8)
            ]
        );
    }
}

#[test]
fn ecl_1_technology_tiles_follow_the_faq() {
    // §1 components: 96 tiles; FAQ: 5 of each 2/4/6-cost tech, 4 of 8/10, 3 of 12/14/16.
    let total: u32 = c().technologies.iter().map(|t| u32::from(t.tiles)).sum();
    assert_eq!(total, 96);
    for t in &c().technologies {
        let expected = match t.cost {
            2 | 4 | 6 => 5,
            8 | 10 => 4,
            _ => 3,
        };
        assert_eq!(t.tiles, expected, "{:?}", t.id);
    }
    assert_eq!(
        c().tech_bag().values().map(|&n| u32::from(n)).sum::<u32>(),
        96
    );
}

#[test]
fn ecl_5_technology_kinds_point_at_real_parts_and_builds() {
    // Rows 49-56: part techs unlock a part, build techs a structure, instant techs add discs.
    for t in &c().technologies {
        match t.kind {
            TechKind::Part => {
                let part = c().part(t.unlocks_part.unwrap()).unwrap();
                assert_eq!(part.tech, Some(t.id), "{:?}", t.id);
            }
            TechKind::Build => assert!(t.unlocks_build.is_some()),
            TechKind::Passive | TechKind::Instant => {
                assert!(t.unlocks_part.is_none() && t.unlocks_build.is_none())
            }
        }
        assert!(!t.text.is_empty());
    }
    let builds: BTreeSet<Buildable> = c()
        .technologies
        .iter()
        .filter_map(|t| t.unlocks_build)
        .collect();
    assert_eq!(
        builds,
        [Buildable::Starbase, Buildable::Orbital, Buildable::Monolith].into()
    );
    assert_eq!(c().tech(TechId::QuantumGrid).unwrap().extra_discs, 2);
    assert_eq!(c().tech(TechId::AdvancedRobotics).unwrap().extra_discs, 1);
}

#[test]
fn ecl_5_research_discount_matches_the_seed_examples() {
    // Row 46 and digest §6.6: discounts 2, 4, 6 with 2, 4, 5 techs in the row (seed examples);
    // Fusion Drive's minimum 3; Wormhole Generator pays 10 with discount 6 (L2580-2586).
    assert_eq!(c().research_cost(TechId::WormholeGenerator, 5), Some(10));
    assert_eq!(c().research_cost(TechId::FusionDrive, 2), Some(3));
    assert_eq!(c().research_cost(TechId::FusionDrive, 4), Some(3));
    assert_eq!(c().research_cost(TechId::PositronComputer, 0), Some(8));
    assert_eq!(c().research_cost(TechId::GluonComputer, 6), Some(8));
    assert_eq!(c().research_cost(TechId::Nanorobots, 6), Some(2));
}

#[test]
fn ecl_9_technology_row_vp() {
    // §9: 4 techs = 1 VP, 5 = 2, 6 = 3, 7 = 5.
    let vp: Vec<u8> = (0..=8).map(|n| c().tech_row_vp(n)).collect();
    assert_eq!(vp, [0, 0, 0, 0, 1, 2, 3, 5, 5]);
}

// ---- §3 ship parts ----

#[test]
fn ecl_3_seventeen_base_parts_and_154_tiles() {
    // §1 components: 154 ship part tiles of 17 types (FAQ breakdown per part).
    let base: Vec<_> = c().parts.iter().filter(|p| !p.ancient).collect();
    assert_eq!(base.len(), 17);
    let ids: BTreeSet<PartId> = c().parts.iter().map(|p| p.id).collect();
    assert_eq!(ids.len(), c().parts.len());
    assert_eq!(base.iter().map(|p| u32::from(p.tiles)).sum::<u32>(), 154);
    let tiles = |id| c().part(id).unwrap().tiles;
    assert_eq!(tiles(PartId::PlasmaCannon), 18);
    assert_eq!(tiles(PartId::ImprovedHull), 18);
    assert_eq!(tiles(PartId::NuclearDrive), 4);
    assert_eq!(tiles(PartId::GaussShield), 7);
}

#[test]
fn ecl_6_weapons_roll_their_colour() {
    // §6 (rows 91, 95): ion 1, plasma 2, antimatter 4 damage; Plasma Missile = 2 orange dice.
    let w = |id| {
        let p = c().part(id).unwrap();
        (p.kind, p.dice, p.damage)
    };
    assert_eq!(w(PartId::IonCannon), (PartKind::Cannon, 1, 1));
    assert_eq!(w(PartId::PlasmaCannon), (PartKind::Cannon, 1, 2));
    assert_eq!(w(PartId::AntimatterCannon), (PartKind::Cannon, 1, 4));
    assert_eq!(w(PartId::PlasmaMissile), (PartKind::Missile, 2, 2));
    for p in &c().parts {
        let weapon = matches!(p.kind, PartKind::Cannon | PartKind::Missile);
        assert_eq!(weapon, p.dice > 0, "{:?}", p.id);
        assert_eq!(weapon, p.damage > 0, "{:?}", p.id);
        assert_eq!(p.kind == PartKind::Source, p.energy > 0, "{:?}", p.id);
        assert_eq!(p.kind == PartKind::Drive, p.movement > 0, "{:?}", p.id);
    }
}

#[test]
fn ecl_5_part_values_from_the_seed_examples() {
    // Seed: Fusion Drive moves 2, +2 initiative, uses 2 energy (L2152-2160); Nuclear Drive moves
    // 1, +1 initiative; Positron +2 to hit, +1 initiative; Gauss Shield -1 to enemy rolls.
    let p = |id| c().part(id).unwrap();
    let fd = p(PartId::FusionDrive);
    assert_eq!((fd.movement, fd.initiative, fd.energy), (2, 2, -2));
    let nd = p(PartId::NuclearDrive);
    assert_eq!((nd.movement, nd.initiative), (1, 1));
    let pc = p(PartId::PositronComputer);
    assert_eq!((pc.computer, pc.initiative), (2, 1));
    assert_eq!(p(PartId::GaussShield).shield, 1);
    assert_eq!(p(PartId::GluonComputer).computer, 3);
    assert_eq!(p(PartId::Hull).hull, 1);
    assert_eq!(p(PartId::ImprovedHull).hull, 2);
    assert_eq!(p(PartId::TachyonSource).energy, 9);
}

#[test]
fn ecl_5_part_techs_exist_and_ancient_parts_need_none() {
    // Row 56: each part tech unlocks its part; the ion cannon, hull, nuclear source and drive
    // and electron computer are free; ancient parts need no technology.
    for p in &c().parts {
        if let Some(t) = p.tech {
            assert_eq!(c().tech(t).unwrap().unlocks_part, Some(p.id));
        }
        if p.ancient {
            assert!(p.tech.is_none());
            assert_eq!(p.tiles, 1);
        }
    }
    let free: BTreeSet<PartId> = c()
        .parts
        .iter()
        .filter(|p| !p.ancient && p.tech.is_none())
        .map(|p| p.id)
        .collect();
    assert_eq!(
        free,
        [
            PartId::IonCannon,
            PartId::Hull,
            PartId::NuclearSource,
            PartId::NuclearDrive,
            PartId::ElectronComputer
        ]
        .into()
    );
}

// ---- §3 discovery tiles ----

#[test]
fn ecl_3_twenty_one_discovery_tiles() {
    // §3 (L843-896): 3 × money 8, 3 × science 5, 3 × materials 6, 3 ancient technology,
    // 3 ancient cruiser, 6 ancient ship parts (one each).
    let d = &c().discoveries;
    assert_eq!(d.iter().map(|x| u32::from(x.tiles)).sum::<u32>(), 21);
    let ids: BTreeSet<&str> = d.iter().map(|x| x.id.as_str()).collect();
    assert_eq!(ids.len(), d.len());
    let by_kind = |k| -> u32 {
        d.iter()
            .filter(|x| x.kind == k)
            .map(|x| u32::from(x.tiles))
            .sum()
    };
    assert_eq!(by_kind(DiscoveryKind::Money), 3);
    assert_eq!(by_kind(DiscoveryKind::AncientTechnology), 3);
    assert_eq!(by_kind(DiscoveryKind::AncientCruiser), 3);
    assert_eq!(by_kind(DiscoveryKind::AncientPart), 6);
    let amount = |k| d.iter().find(|x| x.kind == k).unwrap().amount;
    assert_eq!(amount(DiscoveryKind::Money), 8);
    assert_eq!(amount(DiscoveryKind::Science), 5);
    assert_eq!(amount(DiscoveryKind::Materials), 6);
    let parts: BTreeSet<PartId> = d.iter().filter_map(|x| x.part).collect();
    let ancient: BTreeSet<PartId> = c()
        .parts
        .iter()
        .filter(|p| p.ancient)
        .map(|p| p.id)
        .collect();
    assert_eq!(parts, ancient);
    assert_eq!(ancient.len(), 6);
    assert_eq!(c().tables.discovery_vp, 2);
}

// ---- §2 species and blueprints ----

#[test]
fn ecl_2_seven_species_on_six_boards() {
    assert_eq!(c().species.len(), 7);
    let ids: BTreeSet<SpeciesId> = c().species.iter().map(|s| s.id).collect();
    assert_eq!(ids, SpeciesId::ALL.into());
    assert_eq!(c().tables.boards.len(), 6);
    for b in &c().tables.boards {
        let home = c().sector(b.species_home).unwrap();
        assert_eq!(home.species, Some(b.species));
        assert_eq!(home.board, Some(b.color));
        let terran = c().sector(b.terran_home).unwrap();
        assert_eq!(terran.species, Some(SpeciesId::Terran));
        assert_eq!(terran.reverse, Some(b.species_home));
        assert_eq!(c().board(b.color), Some(b));
    }
    for s in SpeciesId::ALL {
        assert_eq!(SpeciesId::parse(s.as_str()), Some(s));
        assert!(!c().species(s).unwrap().text.is_empty());
    }
    assert_eq!(SpeciesId::parse("Orion"), Some(SpeciesId::OrionHegemony));
}

#[test]
fn ecl_2_terran_defaults_from_the_seed() {
    // §2 (row 11): storage 2/3/3; 3 colony ships; trade 2:1 (row 16); one ambassador-only
    // reputation slot (L1650); one interceptor at home (row 12); Move = 3 activations (row 64),
    // Upgrade 2 (row 57), Build 2 (row 62), Influence 2 discs and 2 colony ships (rows 40, 43).
    let t = c().terran().unwrap();
    assert_eq!(
        (t.starting.money, t.starting.science, t.starting.materials),
        (2, 3, 3)
    );
    assert_eq!(t.colony_ships, 3);
    assert_eq!(t.trade, 2);
    assert_eq!(t.reputation_slots.ambassador_only, 1);
    assert_eq!(t.starting_ships, vec![ShipClass::Interceptor]);
    let a = t.actions;
    assert_eq!(
        (
            a.explore,
            a.influence,
            a.colony_flips,
            a.research,
            a.upgrade,
            a.build,
            a.movement
        ),
        (1, 2, 2, 1, 2, 2, 3)
    );
    assert_eq!(t.home_sectors.len(), 6);
}

#[test]
fn ecl_5_species_actions_from_the_seed() {
    // Row 81: Planta explores 2, Mechanema upgrades 3, Hydran Progress researches 2.
    let sp = |id| c().species(id).unwrap();
    assert_eq!(sp(SpeciesId::Planta).actions.explore, 2);
    assert!(sp(SpeciesId::Planta).has(Special::ExploreTwice));
    assert_eq!(sp(SpeciesId::Mechanema).actions.upgrade, 3);
    assert_eq!(sp(SpeciesId::HydranProgress).actions.research, 2);
    assert!(sp(SpeciesId::HydranProgress).has(Special::DoubleResearch));
    assert_eq!(sp(SpeciesId::DescendantsOfDraco).actions.explore_draws, 2);
    // Row 16: other species trade at worse rates than the Terrans.
    for s in &c().species {
        if s.id != SpeciesId::Terran {
            assert!(s.trade > 2, "{:?}", s.id);
            assert!(s.actions.movement < 3, "{:?}", s.id);
        }
    }
}

#[test]
fn ecl_2_first_edition_starting_values() {
    // component-and-edition-facts.md: first-edition starting storage and techs.
    let sp = |id| c().species(id).unwrap();
    let st = |id| {
        let s = sp(id).starting;
        (s.money, s.science, s.materials)
    };
    assert_eq!(st(SpeciesId::HydranProgress), (2, 5, 2));
    assert_eq!(st(SpeciesId::Planta), (4, 4, 4));
    assert_eq!(st(SpeciesId::Mechanema), (3, 3, 3));
    assert_eq!(st(SpeciesId::OrionHegemony), (3, 3, 5));
    assert_eq!(st(SpeciesId::EridaniEmpire), (26, 2, 4));
    assert!(sp(SpeciesId::DescendantsOfDraco).starting_techs.is_empty());
    let eridani = sp(SpeciesId::EridaniEmpire);
    assert_eq!(eridani.influence_discs, 11);
    assert_eq!(eridani.starting_reputation_draws, 2);
    assert_eq!(
        eridani.starting_techs,
        vec![
            TechId::PlasmaCannon,
            TechId::GaussShield,
            TechId::FusionDrive
        ]
    );
    assert_eq!(eridani.blueprints.dreadnought.energy, 1);
    assert_eq!(
        sp(SpeciesId::OrionHegemony).starting_ships,
        vec![ShipClass::Cruiser]
    );
    assert_eq!(sp(SpeciesId::OrionHegemony).trade, 4);
}

#[test]
fn ecl_5_every_starting_blueprint_is_legal() {
    // Rows 59-60 and 56: every printed blueprint is a legal layout for its owner's starting
    // techs, and its printed parts exist.
    for s in &c().species {
        for class in ShipClass::ALL {
            let bp = s.blueprints.get(class);
            let problems = layout_problems(class, bp, &bp.slots, |t| s.starting_techs.contains(&t));
            assert!(problems.is_empty(), "{:?} {class:?}: {problems:?}", s.id);
            assert!(bp.cost > 0);
        }
        let total_slots: usize = ShipClass::ALL
            .iter()
            .map(|&k| s.blueprints.get(k).slots.len())
            .sum();
        // Terran boards: 4 + 6 + 8 + 5 slots; Planta has one slot fewer per blueprint.
        let expected = if s.id == SpeciesId::Planta { 19 } else { 23 };
        assert_eq!(total_slots, expected, "{:?}", s.id);
        assert!(s.influence_discs <= c().tables.piece_limits.influence_discs);
        assert!(s.reputation_slots.total() >= 4);
        assert_eq!(s.build_cost(Buildable::Cruiser), s.blueprints.cruiser.cost);
    }
}

#[test]
fn ecl_6_initiative_from_the_seed_examples() {
    // §6 (L2911-2921, L3520-3532): printed base initiative interceptor 2, cruiser 1,
    // dreadnought 0; with a Nuclear Drive a Terran interceptor has 3 and a cruiser 2.
    let t = c().terran().unwrap();
    assert_eq!(t.blueprints.interceptor.initiative, 2);
    assert_eq!(t.blueprints.cruiser.initiative, 1);
    assert_eq!(t.blueprints.dreadnought.initiative, 0);
    let i = ShipStats::from_blueprint(&t.blueprints.interceptor);
    assert_eq!((i.initiative, i.movement, i.hull, i.energy), (3, 1, 0, 1));
    let cr = ShipStats::from_blueprint(&t.blueprints.cruiser);
    assert_eq!((cr.initiative, cr.computer, cr.hull), (2, 1, 1));
    // Combat example: a Mechanema cruiser with a Positron Computer instead of the Electron
    // Computer has initiative 3 and +2 to hit.
    let m = c().species(SpeciesId::Mechanema).unwrap();
    let mut layout = m.blueprints.cruiser.slots.clone();
    let slot = layout
        .iter()
        .position(|p| *p == Some(PartId::ElectronComputer))
        .unwrap();
    layout[slot] = Some(PartId::PositronComputer);
    let mc = ShipStats::from_layout(&m.blueprints.cruiser, &layout);
    assert_eq!((mc.initiative, mc.computer), (3, 2));
    assert!(
        layout_problems(ShipClass::Cruiser, &m.blueprints.cruiser, &layout, |t| t
            == TechId::PositronComputer)
        .is_empty()
    );
}

#[test]
fn ecl_5_illegal_layouts_report_every_problem() {
    // Rows 56, 59, 60: tech, energy and drive rules, all reported at once.
    let t = c().terran().unwrap();
    let bp = &t.blueprints.interceptor;
    // Antimatter cannon (needs tech, uses 4 energy) instead of the drive: three problems.
    let layout = [
        Some(PartId::AntimatterCannon),
        Some(PartId::IonCannon),
        Some(PartId::NuclearSource),
        None,
    ];
    let p = layout_problems(ShipClass::Interceptor, bp, &layout, |_| false);
    let ids: Vec<&str> = p.iter().map(|m| m.id.as_str()).collect();
    assert_eq!(
        ids,
        [
            "eclipse-layout-energy",
            "eclipse-layout-no-drive",
            "eclipse-layout-needs-tech"
        ]
    );
    // Starbases may not carry a drive; the slot count must match.
    let sb = &t.blueprints.starbase;
    let mut layout = sb.slots.clone();
    layout[3] = Some(PartId::NuclearDrive);
    let p = layout_problems(ShipClass::Starbase, sb, &layout, |_| true);
    assert_eq!(p.len(), 1);
    assert_eq!(p[0].id, "eclipse-layout-starbase-drive");
    let p = layout_problems(ShipClass::Starbase, sb, &layout[..4], |_| true);
    assert!(p.iter().any(|m| m.id == "eclipse-layout-slots"));
    // Two Fusion Drives add up (row 61): movement 4, initiative +4, energy 4.
    let bp = &t.blueprints.cruiser;
    let layout = [
        Some(PartId::FusionDrive),
        Some(PartId::FusionDrive),
        Some(PartId::IonCannon),
        Some(PartId::FusionSource),
        Some(PartId::ElectronComputer),
        None,
    ];
    let s = ShipStats::from_layout(bp, &layout);
    assert_eq!((s.movement, s.initiative, s.energy), (4, 5, 1));
    // Ancient parts need no technology.
    let layout = [
        Some(PartId::IonTurret),
        Some(PartId::IonCannon),
        Some(PartId::NuclearSource),
        Some(PartId::ConformalDrive),
    ];
    let p = layout_problems(
        ShipClass::Interceptor,
        &t.blueprints.interceptor,
        &layout,
        |_| false,
    );
    assert_eq!(
        p.iter().map(|m| m.id.as_str()).collect::<Vec<_>>(),
        ["eclipse-layout-energy"]
    );
}

#[test]
fn ecl_5_blueprint_messages_exist_in_the_catalog() {
    let ftl = include_str!("../../assets/i18n/en/eclipse.ftl");
    for class in ShipClass::ALL {
        let id = class.name_msg().id;
        assert!(ftl.contains(&format!("{id} =")), "{id}");
    }
}

#[test]
fn ecl_6_neutral_ships_from_the_seed() {
    // §6 (rows 98-99): Ancient 2 ion cannons, +1 computer, 1 hull, initiative 2; GCDS 4 ion
    // cannons, +1 computer, 7 hull, initiative 0.
    let n = &c().tables.neutrals;
    let a = ShipStats::neutral(&n.ancient);
    assert_eq!((a.initiative, a.computer, a.hull, a.shield), (2, 1, 1, 0));
    assert_eq!(a.cannons.len(), 1);
    assert_eq!((a.cannons[0].dice, a.cannons[0].damage), (2, 1));
    let g = ShipStats::neutral(&n.gcds);
    assert_eq!((g.initiative, g.computer, g.hull), (0, 1, 7));
    assert_eq!((g.cannons[0].dice, g.cannons[0].damage), (4, 1));
}

// ---- §1 reputation, §3/§7 tracks, player counts ----

#[test]
fn ecl_1_thirty_two_reputation_tiles() {
    // §1: 32 tiles of 1-4 VP; distribution 12 × 1, 9 × 2, 7 × 3, 4 × 4 (reference facts).
    let r: BTreeMap<u8, u8> = c()
        .tables
        .reputation_tiles
        .iter()
        .map(|t| (t.vp, t.tiles))
        .collect();
    assert_eq!(r, [(1, 12), (2, 9), (3, 7), (4, 4)].into());
    let d = c().tables.reputation_draws;
    // Row 111: 1 for fighting, 1/2/3 per interceptor-starbase-Ancient/cruiser/dreadnought,
    // 3 for the GCDS, at most 5.
    assert_eq!(
        (
            d.battle,
            d.interceptor,
            d.starbase,
            d.ancient,
            d.cruiser,
            d.dreadnought,
            d.gcds,
            d.max
        ),
        (1, 1, 1, 1, 2, 3, 3, 5)
    );
}

#[test]
fn ecl_3_production_and_upkeep_tracks() {
    // Seed examples (digest §6.9-6.10): production values 3, 4, 6, 12, 15, 21 appear;
    // upkeep 2, 3 and 5 appear, 5 and 3 one disc apart (L3898-3921).
    let prod: Vec<u8> = (0..=11).map(|n| c().production(n)).collect();
    for v in [3, 4, 6, 12, 15, 21] {
        assert!(prod.contains(&v), "{v}");
    }
    assert!(prod.windows(2).all(|w| w[0] < w[1]));
    assert_eq!(prod.len(), 12);
    assert_eq!(c().production(40), 28, "clamped");
    let up: Vec<u8> = (0..=13).map(|n| c().upkeep(n)).collect();
    assert!(up.windows(2).all(|w| w[0] <= w[1]));
    let pos5 = up.iter().position(|&v| v == 5).unwrap();
    assert_eq!(up[pos5 - 1], 3);
    assert!(up.contains(&2));
    assert_eq!(c().upkeep(0), 0);
    assert_eq!(c().upkeep(13), 30);
    let limits = c().tables.piece_limits;
    // §1 (33 cubes = 3 × 11): one production value per cube off the track plus the start.
    assert_eq!(usize::from(limits.cubes_per_track) + 1, prod.len());
    assert_eq!(limits.ships(ShipClass::Interceptor), 8);
    assert_eq!(limits.ships(ShipClass::Cruiser), 4);
    assert_eq!(limits.ships(ShipClass::Dreadnought), 2);
    assert_eq!(limits.ships(ShipClass::Starbase), 4);
    assert_eq!(limits.influence_discs, 16);
    assert_eq!(limits.ambassadors, 3);
    // Every species' influence discs fit the track.
    for s in &c().species {
        assert!(usize::from(s.influence_discs) <= c().tables.influence_track.len());
    }
}

#[test]
fn ecl_2_player_count_tables() {
    // §2 setup / §8 cleanup (digest Appendix A.5, consistent with the Second Dawn differences
    // list: 3 players use 10 outer sectors, 2 players draw 4 techs a round in the first edition).
    let p = |n| *c().player_count(n).unwrap();
    let rows: Vec<(u8, u8, u8)> = (2..=6)
        .map(|n| {
            let x = p(n);
            (x.setup_techs, x.techs_per_round, x.outer_sectors)
        })
        .collect();
    assert_eq!(
        rows,
        [
            (12, 4, 5),
            (14, 6, 10),
            (16, 7, 14),
            (18, 8, 16),
            (20, 9, 18)
        ]
    );
    assert!(c().player_count(1).is_none() && c().player_count(7).is_none());
    assert!(
        (2..=6).all(|n| usize::from(p(n).outer_sectors) <= c().sectors_in(Ring::Outer).count())
    );
    assert_eq!(c().tables.rounds, 9, "§9: nine rounds");
    assert_eq!(
        (c().tables.monolith_vp, c().tables.traitor_vp),
        (3, -2),
        "§9 scoring"
    );
}
