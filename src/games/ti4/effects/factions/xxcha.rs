//! The Xxcha Kingdom: sheet abilities, faction technologies and flagship (Loncara Ssodu).
//! Rule numbers are the Korean edition's (shared/rules/ti4.md 0.1); texts in our own words.

use crate::games::ti4::effects::{Ability, Hooks, Origin, Permission, Status, Timing};

/// Every ability of Xxcha the registry knows.
pub static ABILITIES: &[Ability] = &[
    Ability::sheet(
        "xxcha.peace_accords",
        "xxcha",
        "Peace Accords",
        Timing::Strategy,
        Status::Automated,
        "asked after resolving Diplomacy's primary or secondary: buttons for each planet it may take (no units, not Mecatol Rex, in or next to a system with a planet it controls), or none",
    )
    .since(1)
    .with(Hooks {
        permits: Some(Permission::ClaimAfterDiplomacy),
        ..Hooks::NONE
    }),
    Ability::sheet(
        "xxcha.quash",
        "xxcha",
        "Quash",
        Timing::Agenda,
        Status::Automated,
        "asked when an agenda is revealed (with a strategy token left): `use quash` spends it, discards the agenda and reveals the next, or `use none`",
    )
    .since(1)
    .with(Hooks {
        permits: Some(Permission::QuashAgenda),
        ..Hooks::NONE
    }),
    Ability::sheet(
        "xxcha.instinct_training",
        "xxcha",
        "Instinct Training",
        Timing::Cards,
        Status::Automated,
        "offered in every action card window of another player's card while ready with a strategy token: `react instinct_training` exhausts it, spends the token and cancels the card",
    )
    .since(1)
    .origin(Origin::Tech)
    .with(Hooks {
        cancels_card: true,
        ..Hooks::NONE
    }),
    Ability::sheet(
        "xxcha.nullification_field",
        "xxcha",
        "Nullification Field",
        Timing::Movement,
        Status::Automated,
        "asked after another player activates a system holding Xxcha's ships (ready, with a strategy token): `react nullification_field` exhausts it, spends the token and ends that player's turn",
    )
    .since(1)
    .origin(Origin::Tech)
    .with(Hooks {
        ends_activation: true,
        ..Hooks::NONE
    }),
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
    use crate::games::ti4::rules::techs::{Pause, prompts};

    /// Sheet, Peace Accords: after resolving Diplomacy's primary, Xxcha is asked (buttons, one
    /// per planet) before the secondaries open, and takes a planet without units next to its
    /// home system; a planet with units is refused. Sol in the same seat is not asked, nor is
    /// Xxcha in a game set up before (rules 0).
    #[test]
    fn peace_accords_takes_an_empty_planet_after_diplomacy() {
        use crate::games::ti4::rules::strategic::claimable;
        let run = |faction: &str, rules: u32| {
            let mut s = turn_of([faction, "hacan", "letnev"], 0);
            s.rules = rules;
            s.players[0].strategy_cards = vec![2];
            s.players[1].strategy_cards = vec![1];
            s.players[2].strategy_cards = vec![3];
            let home = s.system_at(s.players[0].home_position).unwrap().tile;
            play(&mut s, 0, "strategic 2").unwrap();
            play(&mut s, 0, &format!("primary {home}")).unwrap();
            s
        };
        let s = run("xxcha", 1);
        assert!(matches!(
            s.tech.pause,
            Some(Pause::Claim {
                seat: 0,
                primary: true
            })
        ));
        assert!(s.window.is_none(), "secondaries wait");
        let planets = claimable(&s, 0);
        assert!(!planets.is_empty());
        assert!(!planets.iter().any(|p| p == "mecatol_rex"));
        let p = prompts(&s);
        assert_eq!(p[0].seat, 0);
        let target = planets[0].clone();
        assert!(
            p[0].choices
                .iter()
                .any(|c| c.notation == format!("use peace_accords {target}"))
        );
        // A planet with units on it is refused.
        let mut occupied = s.clone();
        let i = occupied
            .systems
            .iter()
            .position(|x| {
                crate::games::ti4::content::system(x.tile)
                    .is_some_and(|t| t.planet(&target).is_some())
            })
            .unwrap();
        units::add(
            &mut occupied.systems[i],
            1,
            UnitKind::Infantry,
            Some(&target),
            1,
        );
        let e = play(&mut occupied, 0, &format!("use peace_accords {target}")).unwrap_err();
        assert_eq!(e.id, "ti4-fx-claim-not-allowed");
        // Taken, exhausted; then the secondaries open.
        let mut s = s;
        let r = play(&mut s, 0, &format!("use peace_accords {target}")).unwrap();
        assert!(logged(&r.log, "ti4-fx-log-claim"));
        assert_eq!(s.controller(&target), Some(0));
        assert!(
            s.players[0]
                .planets
                .iter()
                .any(|c| c.planet == target && c.exhausted)
        );
        assert!(s.tech.pause.is_none());
        assert!(s.window.is_some(), "the secondaries are asked");
        for (faction, rules) in [("sol", 1), ("xxcha", 0)] {
            let s = run(faction, rules);
            assert!(s.tech.pause.is_none(), "{faction} {rules}");
            assert!(s.window.is_some());
        }
    }

    /// Sheet, Peace Accords after the secondary: Xxcha pays a token for Diplomacy's secondary
    /// and is asked; declining takes nothing.
    #[test]
    fn peace_accords_follows_the_diplomacy_secondary() {
        let mut s = turn_of(["hacan", "xxcha", "letnev"], 0);
        s.players[0].strategy_cards = vec![2];
        s.players[1].strategy_cards = vec![1];
        s.players[2].strategy_cards = vec![3];
        let home = s.system_at(s.players[0].home_position).unwrap().tile;
        play(&mut s, 0, "strategic 2").unwrap();
        play(&mut s, 0, &format!("primary {home}")).unwrap();
        assert!(s.tech.pause.is_none());
        play(&mut s, 1, "secondary ready").unwrap();
        assert!(matches!(
            s.tech.pause,
            Some(Pause::Claim {
                seat: 1,
                primary: false
            })
        ));
        let before = s.players[1].planets.len();
        play(&mut s, 1, "use none").unwrap();
        assert!(s.tech.pause.is_none());
        assert_eq!(s.players[1].planets.len(), before);
    }

    /// Faction technology Instinct Training: when Sol plays an action card, Xxcha (ready, with
    /// a strategy token) is offered to cancel it; doing so exhausts the card and spends the
    /// token, and the action card does nothing. Exhausted, it is not offered for the next card
    /// (which resolves); under rules 0 it is not offered.
    #[test]
    fn instinct_training_cancels_an_action_card() {
        use crate::games::ti4::rules::window::choices;
        let setup = |rules: u32| {
            let mut s = turn_of(["sol", "xxcha", "letnev"], 0);
            s.rules = rules;
            s.players[1].techs.push("instinct_training".into());
            s.players[0].action_cards =
                vec!["mining_initiative".into(), "mining_initiative".into()];
            play(&mut s, 0, "play mining_initiative jord").unwrap();
            s
        };
        let offered = |s: &crate::games::ti4::state::State| {
            let w = s.window.clone().expect("a card window");
            choices(s, &w, 1)
                .iter()
                .any(|c| c.notation == "react instinct_training")
        };
        // Under rules 0 nobody can answer: the window closes at once and the card resolves.
        assert!(setup(0).window.is_none());
        let mut s = setup(1);
        assert!(offered(&s));
        let (tg, tokens) = (s.players[0].trade_goods, s.players[1].tokens.strategy);
        let r = play(&mut s, 1, "react instinct_training").unwrap();
        assert!(logged(&r.log, "ti4-fx-log-card-cancelled"));
        assert!(s.window.is_none());
        assert_eq!(s.players[0].trade_goods, tg, "cancelled: no trade goods");
        assert_eq!(s.players[1].tokens.strategy, tokens - 1);
        assert!(
            s.players[1]
                .exhausted_techs
                .iter()
                .any(|t| t == "instinct_training")
        );
        // Exhausted: the next card (Sol's next turn) can't be cancelled.
        s.phase = crate::games::ti4::state::Phase::Action {
            active: 0,
            tactical: None,
        };
        let tg = s.players[0].trade_goods;
        play(&mut s, 0, "play mining_initiative jord").unwrap();
        assert!(s.window.is_none(), "nobody asked: the card resolves");
        assert!(s.players[0].trade_goods > tg);
    }

    /// Faction technology Nullification Field: Sol activates a system holding an Xxcha
    /// destroyer; Xxcha is asked, and ending the turn exhausts the card and spends a strategy
    /// token; Sol's command token stays. No Xxcha ship there, or rules 0: nobody is asked.
    #[test]
    fn nullification_field_ends_the_activating_players_turn() {
        use crate::games::ti4::state::Phase;
        let setup = |xxcha_ships: bool, rules: u32| {
            let mut s = turn_of(["sol", "xxcha", "letnev"], 0);
            s.rules = rules;
            s.players[1].techs.push("nullification_field".into());
            let mut list = vec![(2, UnitKind::Destroyer, 1)];
            if xxcha_ships {
                list.push((1, UnitKind::Destroyer, 1));
            }
            put_ships(&mut s, 19, &list);
            play(&mut s, 0, "activate 19").unwrap();
            s
        };
        assert!(setup(false, 1).window.is_none());
        assert!(setup(true, 0).window.is_none());
        let mut s = setup(true, 1);
        let w = s.window.clone().expect("asked");
        assert_eq!(w.pending, vec![1]);
        assert!(
            crate::games::ti4::rules::window::choices(&s, &w, 1)
                .iter()
                .any(|c| c.notation == "react nullification_field")
        );
        let tokens = s.players[1].tokens.strategy;
        let r = play(&mut s, 1, "react nullification_field").unwrap();
        assert!(logged(&r.log, "ti4-fx-log-activation-ended"));
        assert!(!matches!(s.phase, Phase::Action { active: 0, .. }));
        assert_eq!(s.players[1].tokens.strategy, tokens - 1);
        assert!(
            s.players[1]
                .exhausted_techs
                .iter()
                .any(|t| t == "nullification_field")
        );
        let i = units::system_index(&s, pos(&s, 19)).unwrap();
        assert!(s.systems[i].command_tokens.contains(&0));
    }

    /// Sheet, Quash: when an agenda is revealed Xxcha (with a strategy token) is asked before
    /// the reveal window; quashing spends the token, discards the agenda and reveals the next
    /// one. Without a strategy token, or for another faction, the window opens at once.
    #[test]
    fn quash_discards_the_revealed_agenda_for_a_strategy_token() {
        use crate::core::GameRng;
        use crate::games::ti4::effects::testkit::game;
        use crate::games::ti4::rules::agenda::begin;
        use crate::games::ti4::state::Phase;
        let start = |faction: &str, tokens: u8| {
            let mut s = game(["hacan", faction, "letnev"]);
            s.players[1].tokens.strategy = tokens;
            begin(&mut s, &mut GameRng::for_step(3, 3));
            s
        };
        let agenda = |s: &crate::games::ti4::state::State| match &s.phase {
            Phase::Agenda(a) => a.agenda.clone(),
            _ => panic!("agenda phase"),
        };
        let mut s = start("xxcha", 2);
        assert!(matches!(
            s.tech.pause,
            Some(Pause::Quash { seat: 1, number: 1 })
        ));
        assert!(s.window.is_none());
        assert!(
            prompts(&s)[0]
                .choices
                .iter()
                .any(|c| c.notation == "use quash")
        );
        let first = agenda(&s);
        let deck = s.agenda_deck.len();
        let r = play(&mut s, 1, "use quash").unwrap();
        assert!(logged(&r.log, "ti4-fx-log-quash"));
        assert_eq!(s.players[1].tokens.strategy, 1);
        assert!(s.agenda_discard.contains(&first));
        assert_ne!(agenda(&s), first);
        assert!(s.agenda_deck.len() < deck);
        // Asked again about the new one (a token is left); declining opens the window.
        assert!(matches!(s.tech.pause, Some(Pause::Quash { .. })));
        play(&mut s, 1, "use none").unwrap();
        assert!(s.tech.pause.is_none());
        assert!(s.window.is_some());
        for (faction, tokens) in [("xxcha", 0), ("sol", 2)] {
            let s = start(faction, tokens);
            assert!(s.tech.pause.is_none(), "{faction}");
            assert!(s.window.is_some());
        }
    }
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
