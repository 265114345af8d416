//! The Clan of Saar: sheet abilities, faction technologies and flagship (Son of Ragh).
//! Rule numbers are the Korean edition's (shared/rules/ti4.md 0.1); texts in our own words.

use crate::core::{LogEntry, Msg, Seat};
use crate::games::WithArg;
use crate::games::ti4::content::planet_name;
use crate::games::ti4::effects::{Ability, Hooks, Origin, Permission, Status, Timing};
use crate::games::ti4::rules::name;
use crate::games::ti4::state::State;

/// Every ability of Saar the registry knows.
pub static ABILITIES: &[Ability] = &[
    Ability::sheet(
        "saar.scavenge",
        "saar",
        "Scavenge",
        Timing::Trade,
        Status::Automated,
        "1 trade good each time Saar gains control of a planet",
    )
    .since(1)
    .with(Hooks {
        on_gain_planet: Some(scavenge),
        ..Hooks::NONE
    }),
    Ability::sheet(
        "saar.nomadic",
        "saar",
        "Nomadic",
        Timing::Passive,
        Status::Automated,
        "public objectives scorable without the home planets",
    )
    .with(Hooks {
        permits: Some(Permission::ScoreWithoutHome),
        ..Hooks::NONE
    }),
    Ability::sheet(
        "saar.chaos_mapping",
        "saar",
        "Chaos Mapping",
        Timing::Movement,
        Status::Automated,
        "other players cannot activate asteroid fields holding Saar ships; at the start of Saar's turn, once, buttons produce 1 unit in a system holding a Saar unit with PRODUCTION (`use chaos_mapping <tile> <unit> [pay …]`, paid as usual)",
    )
    .since(1)
    .origin(Origin::Tech)
    .with(Hooks {
        guards_asteroids: true,
        timed_use: Some(chaos_mapping),
        turn_start: Some(chaos_mapping_offers),
        ..Hooks::NONE
    }),
    Ability::sheet(
        "saar.floating_factory_ii",
        "saar",
        "Floating Factory II",
        Timing::Movement,
        Status::Automated,
        "unit statistics from the unit data; placed in space and moves; destroyed when blockaded (checked after every play)",
    )
    .origin(Origin::Tech),
    Ability::sheet(
        "saar.flagship",
        "saar",
        "Son of Ragh",
        Timing::Passive,
        Status::Automated,
        "anti-fighter barrage 6x4 from the unit data (no other ability)",
    )
    .origin(Origin::Unit("saar_flagship")),
];

/// Scavenge: 1 trade good when Saar gains control of a planet.
fn scavenge(state: &mut State, seat: Seat, planet: &str) -> Vec<LogEntry> {
    let p = &mut state.players[seat];
    p.trade_goods = p.trade_goods.saturating_add(1);
    vec![LogEntry::public(
        Msg::new("ti4-fx-log-scavenge")
            .text("player", name(state, seat))
            .with("planet", planet_name(planet)),
    )]
}

/// Chaos Mapping, at the start of Saar's turn (once): produce 1 unit (`<tile> <unit>
/// [pay <planets>] [tg <n>]`) in a system holding a Saar unit with PRODUCTION.
fn chaos_mapping(state: &mut State, seat: Seat, args: &str) -> Result<Vec<LogEntry>, Msg> {
    use crate::games::ti4::rules::{production, techs, units};
    const TECH: &str = "chaos_mapping";
    let help = || Msg::new("ti4-fx-chaos-mapping-help");
    let key = (state.round, state.turns_done);
    if !techs::at_turn_start(state, seat) || state.tech.turn_start_used == Some(key) {
        return Err(Msg::new("ti4-fx-chaos-mapping-not-now"));
    }
    if !units::has_tech(state, seat, TECH) {
        return Err(help());
    }
    let (tile, rest) = args.trim().split_once(' ').ok_or_else(help)?;
    let tile: u16 = tile.parse().map_err(|_| help())?;
    let i = units::position_of_tile(state, tile)
        .and_then(|p| units::system_index(state, p))
        .ok_or_else(|| Msg::new("ti4-no-such-system").num("tile", i64::from(tile)))?;
    let (limit, landing) = production::capacity(state, seat, i);
    if limit == 0 {
        return Err(help());
    }
    let order = match crate::games::ti4::action::parse(state, &format!("produce 1 {rest}")) {
        Ok(crate::games::ti4::action::Action::Produce(o)) => o,
        _ => return Err(help()),
    };
    let entry = production::build(state, seat, i, &order, 1, landing.as_deref())?;
    state.tech.turn_start_used = Some(key);
    Ok(vec![LogEntry::public(
        Msg::new("ti4-fx-log-chaos-mapping")
            .text("player", name(state, seat))
            .msg("production", entry.msg),
    )])
}

/// Chaos Mapping's buttons: in each system holding a Saar unit with PRODUCTION, each ship type
/// it would accept with its cheapest payment.
fn chaos_mapping_offers(state: &State, seat: Seat) -> Vec<String> {
    use crate::games::ti4::content::UnitKind;
    use crate::games::ti4::rules::status::{Cost, default_payment};
    use crate::games::ti4::rules::{production, units};
    let mut out = Vec::new();
    for (i, sys) in state.systems.iter().enumerate() {
        if production::capacity(state, seat, i).0 == 0 {
            continue;
        }
        for kind in [
            UnitKind::Infantry,
            UnitKind::Fighter,
            UnitKind::Destroyer,
            UnitKind::Cruiser,
            UnitKind::Carrier,
            UnitKind::Dreadnought,
        ] {
            let Some(cost) = units::def(state, seat, kind).and_then(|d| d.cost) else {
                continue;
            };
            let Some(pay) = default_payment(state, seat, Cost::Resources(u32::from(cost))) else {
                continue;
            };
            let args = format!("{} {} {}", sys.tile, kind.as_str(), pay.notation())
                .trim()
                .to_string();
            if chaos_mapping(&mut state.clone(), seat, &args).is_ok() {
                out.push(args);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::games::ti4::effects::testkit::game;
    use crate::games::ti4::rules::status::holds_home;

    /// Sheet, Nomadic: public objectives may be scored without the home planets (§16.16).
    #[test]
    fn nomadic_scores_without_the_home_planets() {
        let mut s = game(["saar", "hacan", "sol"]);
        assert!(holds_home(&s, 0) && holds_home(&s, 1));
        s.control.retain(|(_, seat)| *seat > 1);
        assert!(holds_home(&s, 0), "Saar");
        assert!(!holds_home(&s, 1), "Hacan");
    }

    /// Sheet, Scavenge: 1 trade good each time Saar gains control of a planet (§63); Hacan,
    /// landing the same way, gains none. Both land 1 infantry on an empty planet of tile 20.
    #[test]
    fn scavenge_gains_a_trade_good_with_each_planet() {
        use crate::core::GameRng;
        use crate::games::ti4::content::{self, UnitKind::Carrier, UnitKind::Infantry};
        use crate::games::ti4::effects::testkit::{logged, pos, put_ships, turn_of};
        use crate::games::ti4::rules::invasion::commit;
        use crate::games::ti4::state::{Phase, Tactical, TacticalStep};
        let planet = content::system(20).unwrap().planets[0].id.clone();
        for (seat, gain) in [(0, 1), (1, 0)] {
            let mut s = turn_of(["saar", "hacan", "sol"], seat);
            s.control.retain(|(p, _)| *p != planet);
            put_ships(&mut s, 20, &[(seat, Carrier, 1), (seat, Infantry, 1)]);
            s.phase = Phase::Action {
                active: seat,
                tactical: Some(Box::new(Tactical {
                    system: pos(&s, 20),
                    step: TacticalStep::Invasion,
                    ..Tactical::default()
                })),
            };
            let tg = s.players[seat].trade_goods;
            let landing = [(planet.clone(), 1)];
            let r = commit(
                &mut s,
                seat,
                &landing,
                None,
                None,
                &mut GameRng::for_step(1, 1),
            )
            .unwrap();
            assert_eq!(s.controller(&planet), Some(seat));
            assert_eq!(s.players[seat].trade_goods, tg + gain);
            assert_eq!(logged(&r.log, "ti4-fx-log-scavenge"), gain == 1);
        }
    }

    /// Faction technology, Chaos Mapping: other players cannot activate an asteroid field
    /// (tile 44) that holds Saar ships; without the technology, or with no Saar ship there,
    /// they may.
    #[test]
    fn chaos_mapping_closes_asteroid_fields_with_saar_ships() {
        use crate::games::ti4::content::UnitKind::Cruiser;
        use crate::games::ti4::effects::testkit::{play, put_ships, turn_of};
        for (tech, ships, ok) in [
            (true, true, false),
            (false, true, true),
            (true, false, true),
        ] {
            let mut s = turn_of(["saar", "hacan", "sol"], 1);
            if tech {
                s.players[0].techs.push("chaos_mapping".into());
            }
            let cruiser = [(0, Cruiser, 1)];
            put_ships(&mut s, 44, if ships { &cruiser[..] } else { &[] });
            let r = play(&mut s, 1, "activate 44");
            assert_eq!(r.is_ok(), ok, "{tech} {ships}");
            if !ok {
                assert_eq!(r.unwrap_err().id, "ti4-fx-chaos-mapping");
            }
        }
    }

    /// Faction technology, Floating Factory II (and I): destroyed if blockaded (§22). Hacan
    /// moves a cruiser into the system of a lone Floating Factory: it is destroyed; with a Saar
    /// cruiser beside it, a space combat starts and the factory stays.
    #[test]
    fn floating_factory_is_destroyed_when_blockaded() {
        use crate::games::ti4::content::UnitKind::{Cruiser, SpaceDock};
        use crate::games::ti4::effects::testkit::{logged, play, pos, put_ships, turn_of};
        use crate::games::ti4::rules::units;
        for guarded in [false, true] {
            let mut s = turn_of(["saar", "hacan", "sol"], 1);
            s.players[0].techs.push("floating_factory_ii".into());
            let mut here = vec![(0, SpaceDock, 1)];
            if guarded {
                here.push((0, Cruiser, 1));
            }
            put_ships(&mut s, 19, &here);
            put_ships(&mut s, 20, &[(1, Cruiser, 2)]);
            play(&mut s, 1, "activate 19").unwrap();
            let r = play(&mut s, 1, "move 20: 2 cruiser").unwrap();
            let i = units::system_index(&s, pos(&s, 19)).unwrap();
            let docks = units::count(&s.systems[i], 0, SpaceDock, None);
            assert_eq!(docks, u32::from(guarded), "guarded: {guarded}");
            assert_eq!(logged(&r.log, "ti4-fx-log-blockaded-destroyed"), !guarded);
        }
        // A game set up before it was automated (`rules` 0) replays without it.
        let mut s = turn_of(["saar", "hacan", "sol"], 1);
        s.rules = 0;
        s.players[0].techs.push("floating_factory_ii".into());
        put_ships(&mut s, 19, &[(0, SpaceDock, 1)]);
        put_ships(&mut s, 20, &[(1, Cruiser, 2)]);
        play(&mut s, 1, "activate 19").unwrap();
        let r = play(&mut s, 1, "move 20: 2 cruiser").unwrap();
        let i = units::system_index(&s, pos(&s, 19)).unwrap();
        assert_eq!(units::count(&s.systems[i], 0, SpaceDock, None), 1);
        assert!(!logged(&r.log, "ti4-fx-log-blockaded-destroyed"));
    }

    /// Faction technology, Chaos Mapping: at the start of Saar's turn, once, produce 1 unit in
    /// a system holding a Saar unit with PRODUCTION: offered as buttons, used once; refused
    /// again in the same turn; no button without the technology.
    #[test]
    fn chaos_mapping_produces_one_unit_at_the_start_of_the_turn() {
        use crate::core::Game;
        use crate::games::ti4::Ti4;
        use crate::games::ti4::effects::testkit::{logged, play, turn_of};
        for owned in [true, false] {
            let mut s = turn_of(["saar", "hacan", "sol"], 0);
            s.players[0].trade_goods = 4;
            if owned {
                s.players[0].techs.push("chaos_mapping".into());
            }
            let button = Ti4::prompts(&s)
                .into_iter()
                .filter(|p| p.seat == 0)
                .flat_map(|p| p.choices)
                .find(|c| c.notation.starts_with("use chaos_mapping "));
            assert_eq!(button.is_some(), owned);
            let Some(button) = button else {
                continue;
            };
            let count = |s: &crate::games::ti4::state::State| -> u32 {
                s.systems
                    .iter()
                    .flat_map(|x| x.units.iter())
                    .filter(|u| u.owner == 0)
                    .map(|u| u32::from(u.count))
                    .sum()
            };
            let before = count(&s);
            let log = play(&mut s, 0, &button.notation).unwrap().log;
            assert!(logged(&log, "ti4-fx-log-chaos-mapping"));
            assert_eq!(count(&s), before + 1);
            assert_eq!(
                play(&mut s, 0, &button.notation).unwrap_err().id,
                "ti4-fx-chaos-mapping-not-now"
            );
        }
    }
}

// fx8
#[cfg(test)]
mod flagship_tests {
    /// Flagship Son of Ragh (faction sheet): anti-fighter barrage 6 with 4 dice and no other
    /// ability; a destroyer has its own barrage.
    #[test]
    fn son_of_ragh_has_anti_fighter_barrage_6x4() {
        use crate::games::ti4::content;
        let flag = content::unit("saar_flagship").unwrap();
        let afb = flag.anti_fighter_barrage.expect("barrage");
        assert_eq!((afb.hits_on, afb.dice), (6, 4));
        let destroyer = content::unit("destroyer").unwrap();
        let d = destroyer.anti_fighter_barrage.unwrap();
        assert_ne!((d.hits_on, d.dice), (6, 4));
        assert!(
            crate::games::ti4::effects::all()
                .filter(|a| a.id == "saar.flagship")
                .all(|a| a.hooks.roll.is_none()),
            "no other ability"
        );
    }
}
