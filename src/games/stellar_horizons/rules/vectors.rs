//! Tests only: the Appendix A vectors that no other test checked through the engine, and the
//! flag-shortage rule (R 3.1.7), which holds by construction (SH-D407).

use super::super::content::content;
use super::super::setup::tests::{campaign, scenario};
use super::super::state::*;
use super::calc;
use super::probes::tests::put;
use crate::core::GameRng;

/// Appendix A "Orbiter with card": Europa 5 + Glushko 1 + Water Ice's orbiter +2 = 8, and the
/// malfunction 30 + 10 (radiation) = 40% (R 3.5.1, 3.5.5, 2.6.9). Our generic orbiter's value
/// stands in for Glushko's 1.
#[test]
fn sh_3_5_1_appendix_a_orbiter_with_a_card() {
    let mut s = campaign(2);
    let f = s.order[0];
    s.factions[f].techs.clear();
    s.factions[f].policies.clear();
    s.factions[f].id = "russia".into();
    s.world_mut("europa").unwrap().value = 5;
    let o = put(&mut s, f, "re-orbiter", Loc::Orbit("europa".into()));
    let sh = s.ship(o).unwrap().clone();
    let e = content().design("re-orbiter").unwrap().explore;
    assert_eq!(super::explore::value(&s, &sh, "europa"), Some(5 + e));
    assert!(super::cards::fits("europa", "water-ice"));
    s.extra.cards.insert("europa".into(), "water-ice".into());
    assert_eq!(
        super::explore::value(&s, &sh, "europa"),
        Some(5 + e + 2),
        "Water Ice: orbiter +2"
    );
    let glushko = 1;
    assert_eq!(5 + glushko + 2, 8);
    assert_eq!(calc::malfunction(&s, &sh, "europa"), 40);
}

/// Appendix A "Rebellion growth": 25 colony settlements count as 50 → +5 (R 3.1.8, scenario
/// 7), through the engine's growth step; an Earth faction there counts half.
#[test]
fn sh_3_1_8_appendix_a_rebellion_colony_growth() {
    let mut s = scenario("7", 2);
    let colony = s
        .factions
        .iter()
        .position(|x| x.id == "south-america")
        .expect("the colony");
    s.factions[colony].policies.clear();
    let b = s
        .bases
        .iter()
        .position(|b| b.owner == colony)
        .expect("a colony base");
    s.bases[b].settlements = 25;
    s.bases[b].blockaded_by = None;
    for other in 0..s.bases.len() {
        if other != b {
            s.bases[other].settlements = 0;
        }
    }
    // 50 counted: +5 whatever the die (no remainder to roll for).
    for seed in 0..5 {
        let mut t = s.clone();
        super::econ::growth(&mut t, &mut GameRng::for_step(seed, 1), &mut Vec::new());
        assert_eq!(t.bases[b].settlements, 30, "seed {seed}");
    }
}

/// R 3.1.7 (flag shortage): "if flags run out, only the newest tech of each path is marked".
/// The engine has no flag limit and keeps ownership closed under prerequisites, so owning the
/// newest tech of a path always means owning every earlier one: for prerequisites, for the
/// discount others get, and for the path's best effect (SH-D407).
#[test]
fn sh_3_1_7_flag_shortage_newest_implies_predecessors() {
    let c = content();
    // Every scenario's starting techs are closed under prerequisites.
    for sc in ["campaign", "1", "2", "3", "4", "5", "6", "7"] {
        let s = scenario(sc, 3);
        for fac in &s.factions {
            for t in &fac.techs {
                for p in &c.tech(t).unwrap().prerequisites {
                    assert!(fac.has(p), "{sc}: {} owns {t} without {p}", fac.id);
                }
            }
        }
    }
    // A chain of three: a → b → newest.
    let newest = "improved-space-medicine";
    let b = c.tech(newest).unwrap().prerequisites[0].clone();
    let a = c.tech(&b).unwrap().prerequisites[0].clone();
    let mut s = campaign(3);
    let (me, other) = (s.order[0], s.order[1]);
    // Everything the chain stands on, but not the chain itself.
    fn below(t: &str, out: &mut Vec<String>) {
        for p in &content().tech(t).unwrap().prerequisites {
            if !out.contains(p) {
                out.push(p.clone());
                below(p, out);
            }
        }
    }
    let mut base = Vec::new();
    below(newest, &mut base);
    base.retain(|t| *t != a && *t != b);
    for f in [me, other] {
        s.factions[f].techs = base.clone();
        s.factions[f].banks = [500, 500, 500];
    }
    // The newest cannot be bought (marked) without its predecessors.
    assert!(!calc::can_research(&s, me, newest));
    let cost_before = calc::tech_cost(&s, other, &a).unwrap();
    // Buying the path through the engine.
    let mut log = Vec::new();
    s.step = Step::Research;
    for t in [&a, &b, &newest.to_string()] {
        super::econ::research(&mut s, me, t, &mut log).unwrap();
    }
    for t in [&a, &b] {
        assert!(s.factions[me].has(t), "{t} stays owned under {newest}");
    }
    // The others' discount counts the owner for each earlier tech as well.
    assert_eq!(
        calc::tech_cost(&s, other, &a),
        Some((cost_before - c.rate("tech-discount-per-owner")).max(c.rate("tech-min-cost")))
    );
    // The life technologies too: Existing Life is only ever given with Signs of Life.
    assert_eq!(
        c.tech("existing-life").unwrap().prerequisites,
        vec!["signs-of-life".to_string()]
    );
}

/// R 2.6.4 / 3.5.2: a mobile laboratory (CV-2's sensor) rolls two dice for the remainder and
/// keeps the better, a basic sensor one: at value 6, about 84% against 60% for the extra
/// marker. (The spectrometer's two cards: `probes::sh_3_5_1_flyby_probe_and_no_spectrometer`.)
#[test]
fn sh_2_6_4_mobile_lab_rolls_two_dice() {
    let lab = content().design("cv-2").unwrap();
    let basic = content().design("cv-3").unwrap();
    assert_eq!(
        (lab.sensor.as_str(), basic.sensor.as_str()),
        ("lab", "basic")
    );
    let mut got = [0, 0];
    for (k, design) in ["cv-2", "cv-3"].into_iter().enumerate() {
        for seed in 0..300 {
            let mut s = campaign(2);
            let f = s.order[0];
            s.factions[f].techs.clear();
            s.factions[f].policies.clear();
            s.factions[f].id = "russia".into();
            let d = content().design(design).unwrap();
            // Value 6 for both: the world's value fills up to it.
            s.world_mut("moon").unwrap().value = 6 - d.explore;
            let id = put(&mut s, f, design, Loc::Surface("moon".into()));
            let sh = s.ship(id).unwrap().clone();
            assert_eq!(super::explore::value(&s, &sh, "moon"), Some(6));
            let before = s.factions[f].markers[calc::field_of("moon").idx()].len();
            super::explore::apply(
                &mut s,
                f,
                &super::super::action::Action::Explore {
                    ship: id,
                    world: "moon".into(),
                },
                &mut GameRng::for_step(seed, 11),
                &mut Vec::new(),
            )
            .unwrap();
            got[k] += s.factions[f].markers[calc::field_of("moon").idx()].len() - before;
        }
    }
    assert!(got[0] > 215 && got[0] < 285, "lab {got:?}");
    assert!(got[1] > 145 && got[1] < 215, "basic {got:?}");
}
