//! The Universities of Jol-Nar: sheet abilities, faction technologies and flagship (J.N.S. Hylarim).
//! Rule numbers are the Korean edition's (shared/rules/ti4.md 0.1); texts in our own words.

use crate::games::ti4::content::UnitDef;
use crate::games::ti4::effects::combat::RollCtx;
use crate::games::ti4::effects::{Ability, Hooks, Origin, Permission, Status, Timing, UnitRoll};

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
        Status::Automated,
        "the Technology secondary (token paid) resolves as the primary: `secondary <tech> [<tech> pay …]`, the first free",
    )
    .since(1)
    .with(Hooks {
        permits: Some(Permission::TechnologyPrimaryForSecondary),
        ..Hooks::NONE
    }),
    Ability::sheet(
        "jolnar.analytical",
        "jolnar",
        "Analytical",
        Timing::Cards,
        Status::Automated,
        "1 prerequisite ignored when researching a technology that is not a unit upgrade (before planet skips)",
    )
    .since(1)
    .with(Hooks {
        prerequisite_skips: 1,
        ..Hooks::NONE
    }),
    Ability::sheet(
        "jolnar.e_res_siphons",
        "jolnar",
        "E-Res Siphons",
        Timing::Movement,
        Status::Automated,
        "4 trade goods when another player activates a system with Jol-Nar ships",
    )
    .since(1)
    .origin(Origin::Tech)
    .with(Hooks {
        siphon_tg: 4,
        ..Hooks::NONE
    }),
    Ability::sheet(
        "jolnar.spatial_conduit_cylinders",
        "jolnar",
        "Spatial Conduit Cylinders",
        Timing::Movement,
        Status::Automated,
        "a button while Jol-Nar's tactical action waits for movement, in a system holding Jol-Nar units: `use spatial_conduit_cylinders` exhausts it, and during this activation that system is adjacent to every system holding Jol-Nar units (movement, space cannon reach)",
    )
    .since(1)
    .origin(Origin::Tech)
    .with(Hooks {
        timed_use: Some(conduit),
        movement_use: true,
        ..Hooks::NONE
    }),
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

/// Spatial Conduit Cylinders: after activating a system holding its units (before moving),
/// Jol-Nar exhausts it; during this activation that system is adjacent to every other system
/// holding Jol-Nar units (`units::adjacent_for`).
fn conduit(
    state: &mut crate::games::ti4::state::State,
    seat: crate::core::Seat,
    _args: &str,
) -> Result<Vec<crate::core::LogEntry>, crate::core::Msg> {
    use crate::core::{LogEntry, Msg};
    use crate::games::ti4::rules::{action_phase, techs, units};
    use crate::games::ti4::state::TacticalStep;
    const TECH: &str = "spatial_conduit_cylinders";
    let not_now = || Msg::new("ti4-fx-conduit-not-now");
    let Some((active, Some(t))) = action_phase::active(state) else {
        return Err(not_now());
    };
    if active != seat || t.step != TacticalStep::Movement || state.tech.conduit.is_some() {
        return Err(not_now());
    }
    let here = t.system;
    let holds = state
        .system_at(here)
        .is_some_and(|s| s.units.iter().any(|u| u.owner == seat && u.count > 0));
    if !holds {
        return Err(not_now());
    }
    techs::check_ready(state, seat, TECH)?;
    techs::exhaust(state, seat, TECH);
    state.tech.conduit = Some(seat);
    Ok(vec![LogEntry::public(
        Msg::new("ti4-fx-log-conduit")
            .text("player", crate::games::ti4::rules::name(state, seat))
            .num("tile", i64::from(units::tile_at(state, here))),
    )])
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
            rules: crate::games::ti4::setup::RULES,
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

    /// Faction technology, E-Res Siphons: after another player activates a system that holds
    /// Jol-Nar ships, Jol-Nar gains 4 trade goods; without the technology, or when Jol-Nar
    /// activates it, none.
    #[test]
    fn e_res_siphons_gain_four_trade_goods_on_activation() {
        use crate::games::ti4::content::UnitKind::Cruiser;
        use crate::games::ti4::effects::testkit::{logged, play, put_ships, turn_of};
        for (tech, active, gain) in [(true, 1, 4), (false, 1, 0), (true, 0, 0)] {
            let mut s = turn_of(["jolnar", "hacan", "sol"], active);
            if tech {
                s.players[0].techs.push("e_res_siphons".into());
            }
            put_ships(&mut s, 19, &[(0, Cruiser, 1)]);
            let tg = s.players[0].trade_goods;
            let r = play(&mut s, active, "activate 19").unwrap();
            assert_eq!(s.players[0].trade_goods, tg + gain);
            assert_eq!(logged(&r.log, "ti4-fx-log-siphons"), gain > 0);
        }
    }

    /// Sheet, Analytical: researching a technology that is not a unit upgrade, Jol-Nar ignores
    /// 1 prerequisite (§11). With 1 green technology and no specialty planets, Jol-Nar may
    /// research a 2-green technology (Hyper Metabolism), not a 3-green one; Hacan may not; unit
    /// upgrades get no skip.
    #[test]
    fn analytical_ignores_one_prerequisite() {
        use crate::games::ti4::content;
        use crate::games::ti4::effects::testkit::game;
        use crate::games::ti4::rules::strategic::researchable;
        let mut s = game(["jolnar", "hacan", "sol"]);
        for p in &mut s.players {
            p.techs = vec!["neural_motivator".into()];
            p.planets.clear();
        }
        let can = |s: &crate::games::ti4::state::State, seat, id: &str| {
            researchable(s, seat).iter().any(|t| t.id == id)
        };
        let t = content::tech("hyper_metabolism").unwrap();
        assert_eq!(t.prerequisites.len(), 2);
        assert!(can(&s, 0, "hyper_metabolism"));
        assert!(!can(&s, 1, "hyper_metabolism"));
        assert!(!can(&s, 0, "x89_bacterial_weapon"), "3 green: 1 short");
        // A unit upgrade: Infantry II needs 2 green.
        assert!(!can(&s, 0, "infantry_ii"));
        s.players[0].techs.push("dacxive_animators".into());
        assert!(can(&s, 0, "x89_bacterial_weapon"));
    }

    /// Sheet, Brilliant: paying a strategy token for the Technology card's secondary, Jol-Nar
    /// resolves its primary instead (§12): the technology costs no resources. Hacan, with the
    /// same order and no payment, is refused.
    #[test]
    fn brilliant_resolves_the_technology_primary_for_a_token() {
        use crate::games::ti4::effects::testkit::{play, turn_of};
        use crate::games::ti4::rules::strategic::secondary_choices;
        let mut s = turn_of(["sol", "jolnar", "hacan"], 0);
        s.players[0].strategy_cards = vec![7];
        s.players[1].strategy_cards = vec![1];
        s.players[2].strategy_cards = vec![2];
        play(&mut s, 0, "strategic 7").unwrap();
        play(&mut s, 0, "primary none").unwrap();
        assert!(
            secondary_choices(&s, 1)
                .iter()
                .any(|c| c.notation == "secondary gravity_drive")
        );
        let tokens = s.players[1].tokens.strategy;
        let ready = s.players[1].planets.iter().filter(|p| !p.exhausted).count();
        play(&mut s, 1, "secondary gravity_drive").unwrap();
        assert!(s.players[1].techs.iter().any(|t| t == "gravity_drive"));
        assert_eq!(s.players[1].tokens.strategy, tokens - 1);
        assert_eq!(
            s.players[1].planets.iter().filter(|p| !p.exhausted).count(),
            ready,
            "no resources spent"
        );
        assert!(play(&mut s, 2, "secondary gravity_drive").is_err());
        assert!(!s.players[2].techs.iter().any(|t| t == "gravity_drive"));
    }

    /// Faction technology, Spatial Conduit Cylinders: after Jol-Nar activates a system holding
    /// its units, exhausted, that system is adjacent to every system holding Jol-Nar units for
    /// this activation. A carrier 3 rings away moves in; without the card the move is refused,
    /// and the button is only offered in a system holding Jol-Nar units.
    #[test]
    fn spatial_conduit_cylinders_join_the_active_system_to_jolnar_systems() {
        use crate::core::Game;
        use crate::games::ti4::Ti4;
        use crate::games::ti4::content::UnitKind::{Carrier, Destroyer};
        use crate::games::ti4::effects::testkit::{play, put_ships, turn_of};
        let button = |s: &crate::games::ti4::state::State| {
            Ti4::prompts(s)
                .iter()
                .flat_map(|p| p.choices.iter())
                .any(|c| c.notation == "use spatial_conduit_cylinders")
        };
        for owned in [true, false] {
            let mut s = turn_of(["jolnar", "hacan", "sol"], 0);
            if owned {
                s.players[0].techs.push("spatial_conduit_cylinders".into());
            }
            put_ships(&mut s, 19, &[(0, Destroyer, 1)]);
            put_ships(&mut s, 34, &[(0, Carrier, 1)]);
            put_ships(&mut s, 27, &[]);
            play(&mut s, 0, "activate 19").unwrap();
            assert_eq!(button(&s), owned);
            if owned {
                play(&mut s, 0, "use spatial_conduit_cylinders").unwrap();
                assert!(!button(&s), "once");
            } else {
                assert!(play(&mut s, 0, "use spatial_conduit_cylinders").is_err());
            }
            let moved = play(&mut s, 0, "move 34: 1 carrier");
            assert_eq!(moved.is_ok(), owned, "{:?}", moved.err());
        }
        // Not offered in a system without Jol-Nar units.
        let mut s = turn_of(["jolnar", "hacan", "sol"], 0);
        s.players[0].techs.push("spatial_conduit_cylinders".into());
        put_ships(&mut s, 27, &[]);
        play(&mut s, 0, "activate 27").unwrap();
        assert!(!button(&s));
    }
}
