//! The Ghosts of Creuss: sheet abilities, faction technologies and flagship (Hil Colish).
//! Rule numbers are the Korean edition's (shared/rules/ti4.md 0.1); texts in our own words.

use crate::core::{GameRng, LogEntry, Msg, Seat};
use crate::games::ti4::content::{self, Wormhole};
use crate::games::ti4::effects::{Ability, Hooks, Origin, Permission, Status, Timing};
use crate::games::ti4::rules::{self, notes, units};
use crate::games::ti4::state::State;

/// Wormhole Generator can move a token now: `<alpha|beta> <tile>` for every system it may go
/// to (those with a planet Creuss controls first), `None` when there is none.
pub fn wormhole_generator_targets(state: &State, seat: Seat) -> Option<Vec<String>> {
    let mut spots: Vec<(bool, u16)> = state
        .systems
        .iter()
        .filter(|s| notes::wormhole_spot(state, seat, s.position))
        .map(|s| {
            let mine = content::system(s.tile).is_some_and(|d| {
                d.planets
                    .iter()
                    .any(|p| state.controller(&p.id) == Some(seat))
            });
            (!mine, s.tile)
        })
        .collect();
    spots.sort();
    let out: Vec<String> = spots
        .into_iter()
        .flat_map(|(_, t)| [format!("alpha {t}"), format!("beta {t}")])
        .collect();
    (!out.is_empty()).then_some(out)
}

/// Wormhole Generator (Creuss faction technology, §8 component action): place or move the
/// Creuss alpha or beta wormhole token into a system with a planet Creuss controls, or a
/// non-home system without other players' ships.
pub fn wormhole_generator(
    state: &mut State,
    seat: Seat,
    args: &str,
    _: &mut GameRng,
) -> Result<Vec<LogEntry>, Msg> {
    use crate::games::WithArg;
    let usage = || {
        Msg::new("ti4-component-usage")
            .with(
                "ability",
                crate::games::ti4::rules::techs::tech_name("wormhole_generator"),
            )
            .text("notation", "use wormhole_generator <alpha|beta> <tile>")
    };
    let words: Vec<&str> = args.split_whitespace().collect();
    let [kind, tile] = words[..] else {
        return Err(usage());
    };
    let (kind, word) = match kind.to_ascii_lowercase().as_str() {
        "alpha" | "a" => (Wormhole::Alpha, "alpha"),
        "beta" | "b" => (Wormhole::Beta, "beta"),
        _ => return Err(usage()),
    };
    let tile: u16 = tile.parse().map_err(|_| usage())?;
    let pos = units::position_of_tile(state, tile)
        .ok_or_else(|| Msg::new("ti4-no-such-system").num("tile", i64::from(tile)))?;
    if !notes::wormhole_spot(state, seat, pos) {
        return Err(Msg::new("ti4-note-bad-wormhole-spot").num("tile", i64::from(tile)));
    }
    state.creuss_tokens.retain(|(w, _)| *w != kind);
    state.creuss_tokens.push((kind, pos));
    Ok(vec![LogEntry::public(
        Msg::new("ti4-log-wormhole-generator")
            .text("player", rules::name(state, seat))
            .text("wormhole", word)
            .num("tile", i64::from(tile)),
    )])
}

/// Every ability of Creuss the registry knows.
pub static ABILITIES: &[Ability] = &[
    Ability::sheet(
        "creuss.quantum_entanglement",
        "creuss",
        "Quantum Entanglement",
        Timing::Movement,
        Status::Automated,
        "alpha and beta wormhole systems are adjacent to each other for Creuss: movement, retreats and space cannon reach",
    )
    .since(1)
    .with(Hooks {
        permits: Some(Permission::AlphaBetaAdjacent),
        ..Hooks::NONE
    }),
    Ability::sheet(
        "creuss.slipstream",
        "creuss",
        "Slipstream",
        Timing::Movement,
        Status::Automated,
        "+1 move for ships starting in the home system or an alpha/beta wormhole system",
    )
    .since(1)
    .with(Hooks {
        permits: Some(Permission::WormholeMoveBonus),
        ..Hooks::NONE
    }),
    Ability::sheet(
        "creuss.creuss_gate",
        "creuss",
        "Creuss Gate",
        Timing::Passive,
        Status::Automated,
        "the Creuss Gate is placed at setup and the home system kept off the board",
    ),
    Ability::sheet(
        "creuss.wormhole_generator",
        "creuss",
        "Wormhole Generator",
        Timing::Action,
        Status::Automated,
        "component action `use wormhole_generator <alpha|beta> <tile>` (buttons list the systems)",
    )
    .since(1)
    .origin(Origin::Tech),
    Ability::sheet(
        "creuss.dimensional_splicer",
        "creuss",
        "Dimensional Splicer",
        Timing::RoundStart,
        Status::Automated,
        "as a space combat starts in a system with a wormhole and Creuss ships, a question to Creuss: a button per ship type of the opponent's (`use dimensional_splicer <ship>`) makes 1 hit aimed at that type, or `use none`; the opponent assigns it to a ship of that type and may sustain damage with it",
    )
    .since(1)
    .origin(Origin::Tech)
    .with(Hooks {
        wormhole_hit: true,
        ..Hooks::NONE
    }),
    Ability::sheet(
        "creuss.flagship",
        "creuss",
        "Hil Colish",
        Timing::Movement,
        Status::Automated,
        "combat 5x1 from the unit data; its system holds a delta wormhole (adjacency, movement); moving with other ships it goes after them (its delta wormhole still where it started), or first when only that lets them reach the active system (the delta wormhole there)",
    )
    .since(1)
    .origin(Origin::Unit("creuss_flagship"))
    .with(Hooks {
        wormhole: Some(Wormhole::Delta),
        moves_first: true,
        ..Hooks::NONE
    }),
];

#[cfg(test)]
mod tests {
    use crate::games::ti4::content::UnitKind;
    use crate::games::ti4::effects::testkit::{game, play, pos, put_ships, turn_of};
    use crate::games::ti4::rules::movement::path_cost;
    use crate::games::ti4::rules::units::{self, adjacent_for, adjacent_positions};
    use crate::games::ti4::state::State;

    fn plain(s: &State, p: u32) -> bool {
        let t = units::tile_at(s, p);
        crate::games::ti4::content::system(t).is_some_and(|d| d.anomaly.is_none() && !d.is_home())
            && !s.players.iter().any(|pl| pl.home_position == p)
    }

    /// Sheet, Quantum Entanglement (§53 adjacency): Lodor (tile 26, alpha) and Quann (tile 25,
    /// beta) are adjacent for Creuss, not for Hacan; movement follows.
    #[test]
    fn quantum_entanglement_joins_alpha_and_beta_systems() {
        let s = game(["creuss", "hacan", "sol"]);
        let (alpha, beta) = (pos(&s, 26), pos(&s, 25));
        assert!(!adjacent_positions(&s, alpha).contains(&beta));
        assert!(adjacent_for(&s, 0, alpha).contains(&beta));
        assert!(!adjacent_for(&s, 1, alpha).contains(&beta));
        assert_eq!(path_cost(&s, 0, alpha, beta).map(|c| c.0), Some(1));
        assert!(path_cost(&s, 1, alpha, beta).is_none_or(|c| c.0 > 1));
        // A game set up before it was automated (`rules` 0) replays without it.
        let mut old = s.clone();
        old.rules = 0;
        assert!(!adjacent_for(&old, 0, alpha).contains(&beta));
    }

    /// Sheet, Slipstream (§50 move value): a carrier (move 1) starting in Lodor (alpha) reaches
    /// a system 2 away for Creuss; Hacan's is refused as too far.
    #[test]
    fn slipstream_adds_one_move_from_a_wormhole_system() {
        let s = turn_of(["creuss", "hacan", "sol"], 0);
        let from = pos(&s, 26);
        let to = s
            .systems
            .iter()
            .map(|x| x.position)
            .find(|&p| {
                plain(&s, p)
                    && path_cost(&s, 0, from, p).map(|c| c.0) == Some(2)
                    && path_cost(&s, 1, from, p).map(|c| c.0) == Some(2)
                    && s.system_at(p).is_some_and(|x| x.units.is_empty())
            })
            .expect("a system 2 away");
        let tile = units::tile_at(&s, to);
        for (faction, ok) in [("creuss", true), ("hacan", false)] {
            let mut t = turn_of([faction, "sol", "letnev"], 0);
            put_ships(&mut t, 26, &[(0, UnitKind::Carrier, 1)]);
            play(&mut t, 0, &format!("activate {tile}")).unwrap();
            let r = play(&mut t, 0, "move 26: 1 carrier");
            assert_eq!(r.is_ok(), ok, "{faction}: {r:?}");
            if !ok {
                assert_eq!(r.unwrap_err().id, "ti4-move-too-far");
            }
        }
    }

    /// Flagship Hil Colish: its system holds a delta wormhole, so it is adjacent to the Creuss
    /// Gate (tile 17, delta) wherever it is.
    #[test]
    fn hil_colish_carries_a_delta_wormhole() {
        let mut s = game(["creuss", "hacan", "sol"]);
        let gate = s
            .systems
            .iter()
            .find(|x| x.tile == 17)
            .map(|x| x.position)
            .expect("the Creuss Gate is on the board");
        let far = pos(&s, 20);
        assert!(!adjacent_positions(&s, far).contains(&gate));
        put_ships(&mut s, 20, &[(0, UnitKind::Flagship, 1)]);
        assert!(adjacent_positions(&s, far).contains(&gate));
        assert!(adjacent_positions(&s, gate).contains(&far));
        // Another faction's flagship carries none.
        let mut h = game(["hacan", "creuss", "sol"]);
        put_ships(&mut h, 20, &[(0, UnitKind::Flagship, 1)]);
        assert!(!adjacent_positions(&h, pos(&h, 20)).contains(&gate));
    }

    /// Faction technology Wormhole Generator (§8 component action): with the technology ready,
    /// Creuss is offered the action; it puts the alpha token into an empty system, which then
    /// joins Lodor's alpha wormhole (§53), and exhausts the card. Without it, refused.
    #[test]
    fn wormhole_generator_moves_a_creuss_token() {
        use crate::games::ti4::content::Wormhole;
        use crate::games::ti4::effects::component::choices;
        let mut s = turn_of(["creuss", "hacan", "sol"], 0);
        put_ships(&mut s, 20, &[]);
        assert!(play(&mut s.clone(), 0, "use wormhole_generator alpha 20").is_err());
        s.players[0].techs.push("wormhole_generator".into());
        assert!(
            choices(&s, 0)
                .iter()
                .any(|c| c.notation.starts_with("use wormhole_generator "))
        );
        let (p20, lodor) = (pos(&s, 20), pos(&s, 26));
        let before = adjacent_positions(&s, p20).contains(&lodor);
        play(&mut s, 0, "use wormhole_generator alpha 20").unwrap();
        assert!(s.creuss_tokens.contains(&(Wormhole::Alpha, p20)));
        assert!(!before && adjacent_positions(&s, p20).contains(&lodor));
        assert!(
            s.players[0]
                .exhausted_techs
                .contains(&"wormhole_generator".to_string())
        );
    }

    /// Faction technology, Dimensional Splicer: at the start of a space combat in a system
    /// with a wormhole and Creuss ships, Creuss may make 1 hit on the opponent's ships. Asked
    /// in a wormhole system (and the hit lands before any combat roll); not asked in a system
    /// without a wormhole, nor without the technology.
    #[test]
    fn dimensional_splicer_hits_as_combat_starts_in_a_wormhole_system() {
        use crate::core::GameRng;
        use crate::games::ti4::content::UnitKind::{Cruiser, Dreadnought};
        use crate::games::ti4::content::Wormhole;
        use crate::games::ti4::effects::testkit::{battle, combat_mut, logged, play, pos};
        use crate::games::ti4::rules::combat::{combat_now, roll_round};
        use crate::games::ti4::rules::techs::Pause;
        for (owned, wormhole, asked) in [
            (true, true, true),
            (true, false, false),
            (false, true, false),
        ] {
            let mut s = battle("creuss", &[(Cruiser, 2)], "hacan", &[(Dreadnought, 1)]);
            if owned {
                s.players[0].techs.push("dimensional_splicer".into());
            }
            if wormhole {
                let p = pos(&s, 19);
                s.creuss_tokens.push((Wormhole::Alpha, p));
            }
            combat_mut(&mut s).fresh = false;
            let log = roll_round(&mut s, &mut GameRng::for_step(3, 3));
            assert_eq!(
                s.tech.pause == Some(Pause::Splicer { seat: 0 }),
                asked,
                "{owned} {wormhole}"
            );
            if !asked {
                continue;
            }
            assert!(!logged(&log, "ti4-log-combat-roll"));
            let log = play(&mut s, 0, "use dimensional_splicer").unwrap().log;
            assert!(logged(&log, "ti4-fx-log-splicer"));
            let (_, c) = combat_now(&s).unwrap();
            assert_eq!(c.defender_hits, 1, "Hacan assigns the hit");
        }
    }

    /// Faction technology, Dimensional Splicer: Creuss assigns the hit to 1 of the opponent's
    /// ships: a button per ship type there; the aimed hit must go to that type (a cruiser is
    /// refused), and by default it lands there, sustaining damage on a dreadnought.
    #[test]
    fn dimensional_splicer_aims_the_hit_at_a_ship_creuss_picks() {
        use crate::core::{Game, GameRng};
        use crate::games::ti4::Ti4;
        use crate::games::ti4::content::UnitKind::{Cruiser, Dreadnought};
        use crate::games::ti4::content::Wormhole;
        use crate::games::ti4::effects::testkit::{battle, combat_mut, logged, play, pos};
        use crate::games::ti4::rules::combat::{HitPick, assign, combat_now, roll_round};
        use crate::games::ti4::rules::units;
        let mut s = battle(
            "creuss",
            &[(Cruiser, 2)],
            "hacan",
            &[(Dreadnought, 1), (Cruiser, 1)],
        );
        s.players[0].techs.push("dimensional_splicer".into());
        let p = pos(&s, 19);
        s.creuss_tokens.push((Wormhole::Alpha, p));
        combat_mut(&mut s).fresh = false;
        roll_round(&mut s, &mut GameRng::for_step(3, 3));
        let buttons: Vec<String> = Ti4::prompts(&s)
            .into_iter()
            .flat_map(|p| p.choices)
            .map(|c| c.notation)
            .collect();
        assert!(buttons.contains(&"use dimensional_splicer dreadnought".to_string()));
        assert!(buttons.contains(&"use dimensional_splicer cruiser".to_string()));
        let log = play(&mut s, 0, "use dimensional_splicer dreadnought")
            .unwrap()
            .log;
        assert!(logged(&log, "ti4-fx-log-splicer-at"));
        let (_, c) = combat_now(&s).unwrap();
        assert_eq!(c.defender_hits, 1);
        let cruiser = [HitPick {
            kind: Cruiser,
            count: 1,
            sustain: false,
        }];
        let r = assign(
            &mut s.clone(),
            1,
            Some(&cruiser),
            &mut GameRng::for_step(1, 1),
        );
        assert_eq!(r.unwrap_err().id, "ti4-fx-splicer-aimed");
        assign(&mut s, 1, None, &mut GameRng::for_step(1, 1)).unwrap();
        let i = units::system_index(&s, p).unwrap();
        let dread = s.systems[i]
            .units
            .iter()
            .find(|u| u.owner == 1 && u.kind == Dreadnought)
            .expect("the dreadnought sustained damage");
        assert_eq!(dread.damaged, 1);
        assert_eq!(units::count(&s.systems[i], 1, Cruiser, None), 1);
        // An unknown or absent type is refused.
        let mut t = battle("creuss", &[(Cruiser, 2)], "hacan", &[(Cruiser, 1)]);
        t.players[0].techs.push("dimensional_splicer".into());
        let p = pos(&t, 19);
        t.creuss_tokens.push((Wormhole::Alpha, p));
        combat_mut(&mut t).fresh = false;
        roll_round(&mut t, &mut GameRng::for_step(3, 3));
        assert!(play(&mut t, 0, "use dimensional_splicer dreadnought").is_err());
    }

    /// Flagship Hil Colish: during movement it may move before the other ships: moving first
    /// into the active system, its delta wormhole there lets a carrier in the Creuss Gate (delta)
    /// arrive with move 1. Without the flagship moving, the same carrier is refused as too far
    /// (or without a path); under rules 0 too.
    #[test]
    fn hil_colish_moves_first_so_others_use_its_delta_wormhole() {
        use crate::games::ti4::content::UnitKind::{Carrier, Flagship};
        use crate::games::ti4::rules::units::adjacent_positions;
        let s = turn_of(["creuss", "hacan", "sol"], 0);
        let gate_tile = 17u16;
        let gate = pos(&s, gate_tile);
        let far = pos(&s, 20);
        // An empty system next to tile 20, not next to the gate.
        let target = adjacent_positions(&s, far)
            .into_iter()
            .find(|&p| {
                plain(&s, p)
                    && p != gate
                    && !adjacent_positions(&s, gate).contains(&p)
                    && s.system_at(p).is_some_and(|x| x.units.is_empty())
            })
            .expect("a target system");
        let tile = units::tile_at(&s, target);
        for (with_flagship, rules, ok) in [(true, 1, true), (false, 1, false), (true, 0, false)] {
            let mut t = s.clone();
            t.rules = rules;
            // Without Gravity Drive's +1, the carrier has move 1.
            t.players[0].techs.retain(|x| x != "gravity_drive");
            put_ships(&mut t, 20, &[(0, Flagship, 1)]);
            put_ships(&mut t, gate_tile, &[(0, Carrier, 1)]);
            play(&mut t, 0, &format!("activate {tile}")).unwrap();
            let order = if with_flagship {
                format!("move 20: 1 flagship; {gate_tile}: 1 carrier")
            } else {
                format!("move {gate_tile}: 1 carrier")
            };
            let r = play(&mut t, 0, &order);
            assert_eq!(r.is_ok(), ok, "{with_flagship} {rules}: {r:?}");
            if ok {
                let i = units::system_index(&t, target).unwrap();
                assert_eq!(units::count(&t.systems[i], 0, Carrier, None), 1);
                assert_eq!(units::count(&t.systems[i], 0, Flagship, None), 1);
            }
        }
    }
}
