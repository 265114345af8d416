//! The Emirates of Hacan: sheet abilities, faction technologies and flagship (Wrath of Kenara).
//! Rule numbers are the Korean edition's (shared/rules/ti4.md 0.1); texts in our own words.

use crate::core::{GameRng, LogEntry, Msg, Seat};
use crate::games::WithArg;
use crate::games::ti4::effects::placement;
use crate::games::ti4::effects::{Ability, Hooks, Origin, Permission, Status, Timing};
use crate::games::ti4::rules::name;
use crate::games::ti4::state::State;

/// Every ability of Hacan the registry knows.
pub static ABILITIES: &[Ability] = &[
    Ability::sheet(
        "hacan.masters_of_trade",
        "hacan",
        "Masters of Trade",
        Timing::Strategy,
        Status::Automated,
        "the Trade secondary costs Hacan no strategy token",
    )
    .with(Hooks {
        permits: Some(Permission::FreeTradeSecondary),
        ..Hooks::NONE
    }),
    Ability::sheet(
        "hacan.guild_ships",
        "hacan",
        "Guild Ships",
        Timing::Trade,
        Status::Automated,
        "transactions between Hacan and any player, neighbours or not",
    )
    .since(1)
    .with(Hooks {
        permits: Some(Permission::TradeWithAnyone),
        ..Hooks::NONE
    }),
    Ability::sheet(
        "hacan.arbiters",
        "hacan",
        "Arbiters",
        Timing::Trade,
        Status::Automated,
        "action cards in Hacan's transactions: `offer <player> give card <card> get …` (only the two see which)",
    )
    .since(1)
    .with(Hooks {
        permits: Some(Permission::TradeActionCards),
        ..Hooks::NONE
    }),
    Ability::sheet(
        "hacan.quantum_datahub_node",
        "hacan",
        "Quantum Datahub Node",
        Timing::Strategy,
        Status::Automated,
        "asked as the strategy phase ends (a button per player and pair of cards, or decline; also `use quantum_datahub_node <player> <your card> <their card>` before the first action): 1 strategy-pool token, 3 trade goods to that player, the cards swapped, initiative order recomputed; the card is marked exhausted so it is used once a round",
    )
    .since(1)
    .origin(Origin::Tech)
    .with(Hooks {
        timed_use: Some(datahub),
        strategy_end: Some(datahub_offers),
        ..Hooks::NONE
    }),
    Ability::sheet(
        "hacan.production_biomes",
        "hacan",
        "Production Biomes",
        Timing::Action,
        Status::Automated,
        "ACTION `use production_biomes <player>` (a button per player): exhausted, 1 strategy-pool token, 4 trade goods, 2 for the player named",
    )
    .since(1)
    .origin(Origin::Tech),
    Ability::sheet(
        "hacan.flagship",
        "hacan",
        "Wrath of Kenara",
        Timing::CombatRoll,
        Status::Automated,
        "combat 7x2 from the unit data; after Hacan's roll in a space combat in its system, 1 trade good per die adds 1 to its result: a button per die that missed by 1 (`reroll kenara <dice>`); /odds leaves it out",
    )
    .since(1)
    .origin(Origin::Unit("hacan_flagship"))
    .with(Hooks {
        die_boost: true,
        ..Hooks::NONE
    }),
];

/// Production Biomes' targets: the other players (by seat number), while a strategy-pool
/// token remains.
pub fn production_biomes_targets(state: &State, seat: Seat) -> Option<Vec<String>> {
    if state.players[seat].tokens.strategy == 0 {
        return None;
    }
    let out: Vec<String> = (0..state.players.len())
        .filter(|o| *o != seat && !state.players[*o].eliminated)
        .map(|o| (o + 1).to_string())
        .collect();
    (!out.is_empty()).then_some(out)
}

/// Production Biomes (ACTION, the card is exhausted by `use`): 1 strategy-pool token; Hacan
/// gains 4 trade goods and the player named 2.
pub fn production_biomes(
    state: &mut State,
    seat: Seat,
    args: &str,
    _rng: &mut GameRng,
) -> Result<Vec<LogEntry>, Msg> {
    let other = crate::games::ti4::action::seat_of(state, args.trim())
        .map_err(|_| Msg::new("ti4-fx-biomes-help"))?;
    if other == seat || state.players[other].eliminated {
        return Err(Msg::new("ti4-fx-biomes-help"));
    }
    placement::spend_strategy_token(state, seat)?;
    let me = &mut state.players[seat];
    me.trade_goods = me.trade_goods.saturating_add(4);
    let them = &mut state.players[other];
    them.trade_goods = them.trade_goods.saturating_add(2);
    Ok(vec![LogEntry::public(
        Msg::new("ti4-fx-log-biomes")
            .text("player", name(state, seat))
            .text("other", name(state, other)),
    )])
}

/// Quantum Datahub Node's buttons: every `<player> <your card> <their card>` it would accept
/// now (players by seat number).
fn datahub_offers(state: &State, seat: Seat) -> Vec<String> {
    let mut out = Vec::new();
    for other in (0..state.players.len()).filter(|o| *o != seat) {
        for mine in &state.players[seat].strategy_cards {
            for theirs in &state.players[other].strategy_cards {
                let args = format!("{} {mine} {theirs}", other + 1);
                if datahub(&mut state.clone(), seat, &args).is_ok() {
                    out.push(args);
                }
            }
        }
    }
    out
}

/// Quantum Datahub Node: at the end of the strategy phase, Hacan spends 1 strategy-pool token
/// and gives another player 3 trade goods, then gives them 1 of its strategy cards and takes 1
/// of theirs (`<player> <your card> <their card>`).
fn datahub(state: &mut State, seat: Seat, args: &str) -> Result<Vec<LogEntry>, Msg> {
    use crate::games::ti4::rules::{notes, strategy, techs};
    const TECH: &str = "quantum_datahub_node";
    const GIVEN: u8 = 3;
    let help = || Msg::new("ti4-fx-datahub-help");
    if !notes::strategy_just_ended(state) {
        return Err(Msg::new("ti4-fx-datahub-not-now"));
    }
    techs::check_ready(state, seat, TECH)?;
    let words: Vec<&str> = args.split_whitespace().collect();
    let [who, mine, theirs] = words[..] else {
        return Err(help());
    };
    let other = crate::games::ti4::action::seat_of(state, who).map_err(|_| help())?;
    let (Ok(mine), Ok(theirs)) = (mine.parse::<u8>(), theirs.parse::<u8>()) else {
        return Err(help());
    };
    if other == seat
        || !state.players[seat].strategy_cards.contains(&mine)
        || !state.players[other].strategy_cards.contains(&theirs)
    {
        return Err(help());
    }
    if state.players[seat].trade_goods < GIVEN {
        return Err(
            Msg::new("ti4-not-enough-tg").num("have", i64::from(state.players[seat].trade_goods))
        );
    }
    placement::spend_strategy_token(state, seat)?;
    state.players[seat].trade_goods -= GIVEN;
    let them = &mut state.players[other];
    them.trade_goods = them.trade_goods.saturating_add(GIVEN);
    strategy::swap_cards(state, seat, mine, other, theirs);
    techs::exhaust(state, seat, TECH);
    Ok(vec![
        LogEntry::public(
            Msg::new("ti4-fx-log-datahub")
                .text("player", name(state, seat))
                .text("other", name(state, other))
                .with("mine", strategy::card_name(mine))
                .with("theirs", strategy::card_name(theirs)),
        ),
        LogEntry::public(strategy::set_initiative_order(state)),
    ])
}

#[cfg(test)]
mod tests {
    use crate::games::ti4::effects::testkit::{play, turn_of};

    /// Sheet, Masters of Trade: Hacan resolves the Trade secondary without a strategy token,
    /// even with none left; Letnev pays one (§17, §57.2).
    #[test]
    fn masters_of_trade_resolves_the_trade_secondary_for_free() {
        let mut s = turn_of(["sol", "letnev", "hacan"], 0);
        s.players[0].strategy_cards = vec![5];
        s.players[1].strategy_cards = vec![1];
        s.players[2].strategy_cards = vec![2];
        s.players[2].tokens.strategy = 0;
        let letnev = s.players[1].tokens.strategy;
        play(&mut s, 0, "strategic 5").unwrap();
        play(&mut s, 0, "primary").unwrap();
        play(&mut s, 1, "secondary").unwrap();
        play(&mut s, 2, "secondary").unwrap();
        assert_eq!(s.players[1].tokens.strategy, letnev - 1);
        assert_eq!(s.players[2].tokens.strategy, 0);
        assert_eq!(s.players[2].commodities, 6, "Hacan replenished");
        assert!(s.strategic.is_none());
    }

    /// Sheet, Guild Ships: Hacan makes transactions with players who are not its neighbours
    /// (§1, §52), as proposer and as receiver; two other non-neighbours still may not.
    #[test]
    fn guild_ships_trade_with_non_neighbours() {
        use crate::games::ti4::rules::transactions::neighbours;
        let mut s = turn_of(["sol", "letnev", "hacan"], 2);
        for p in &mut s.players {
            p.trade_goods = 3;
        }
        assert!(!neighbours(&s, 2, 0) && !neighbours(&s, 1, 0) && !neighbours(&s, 2, 1));
        let mut h = s.clone();
        play(&mut h, 2, "offer 1 give tg 1").unwrap();
        play(&mut h, 0, "accept").unwrap();
        let mut h = s.clone();
        h.phase = crate::games::ti4::state::Phase::Action {
            active: 0,
            tactical: None,
        };
        play(&mut h, 0, "offer 3 give tg 1").unwrap();
        h.offer = None;
        assert_eq!(
            play(&mut h, 0, "offer 2 give tg 1").unwrap_err().id,
            "ti4-not-neighbours"
        );
    }

    /// Sheet, Arbiters: action cards may be exchanged in Hacan's transactions (§1); between
    /// two other players they may not. The card moves on acceptance, and only the two players
    /// read which card it was.
    #[test]
    fn arbiters_trade_action_cards() {
        use crate::games::ti4::state::Phase;
        let mut s = turn_of(["sol", "letnev", "hacan"], 2);
        s.players[0].action_cards = vec!["sabotage".into()];
        s.players[2].action_cards = vec!["direct_hit".into()];
        s.players[0].trade_goods = 2;
        let mut h = s.clone();
        play(&mut h, 2, "offer 1 give card direct_hit get tg 2").unwrap();
        let r = play(&mut h, 0, "accept").unwrap();
        assert_eq!(h.players[0].action_cards, vec!["sabotage", "direct_hit"]);
        assert!(h.players[2].action_cards.is_empty());
        assert_eq!(h.players[2].trade_goods, 2);
        assert!(
            r.log
                .iter()
                .filter(|e| e.msg.id == "ti4-fx-log-card-given")
                .all(|e| e.visibility != crate::core::rules::Visibility::Public)
        );
        // Sol and Letnev, neighbours (ships in the same system), may not.
        let mut o = s.clone();
        crate::games::ti4::effects::testkit::put_ships(
            &mut o,
            19,
            &[
                (0, crate::games::ti4::content::UnitKind::Carrier, 1),
                (1, crate::games::ti4::content::UnitKind::Carrier, 1),
            ],
        );
        o.phase = Phase::Action {
            active: 0,
            tactical: None,
        };
        assert_eq!(
            play(&mut o, 0, "offer 2 give card sabotage")
                .unwrap_err()
                .id,
            "ti4-fx-no-card-trade"
        );
        // A card not in hand cannot be offered.
        assert_eq!(
            play(&mut s, 2, "offer 1 give card sabotage")
                .unwrap_err()
                .id,
            "ti4-offer-not-enough"
        );
    }

    /// Faction technology, Production Biomes (ACTION): exhaust it and spend 1 strategy-pool
    /// token: Hacan gains 4 trade goods, another player of its choice 2. Offered per player;
    /// once exhausted, not again.
    #[test]
    fn production_biomes_gives_four_and_two_trade_goods() {
        use crate::games::ti4::effects::component::choices;
        let mut s = turn_of(["sol", "letnev", "hacan"], 2);
        assert!(
            play(&mut s, 2, "use production_biomes 1").is_err(),
            "not researched"
        );
        s.players[2].techs.push("production_biomes".into());
        assert!(
            choices(&s, 2)
                .iter()
                .any(|c| c.notation == "use production_biomes 1")
        );
        let (mine, theirs, st) = (
            s.players[2].trade_goods,
            s.players[0].trade_goods,
            s.players[2].tokens.strategy,
        );
        let mut t = s.clone();
        play(&mut t, 2, "use production_biomes 1").unwrap();
        assert_eq!(t.players[2].trade_goods, mine + 4);
        assert_eq!(t.players[0].trade_goods, theirs + 2);
        assert_eq!(t.players[2].tokens.strategy, st - 1);
        assert!(
            t.players[2]
                .exhausted_techs
                .iter()
                .any(|x| x == "production_biomes")
        );
        assert!(
            play(&mut s, 2, "use production_biomes 3").is_err(),
            "not itself"
        );
    }

    /// Faction technology, Quantum Datahub Node: at the end of the strategy phase Hacan spends
    /// a strategy-pool token and gives 3 trade goods to swap a strategy card with another
    /// player. Refused once the first action was taken, and for a player without it.
    #[test]
    fn quantum_datahub_node_swaps_a_strategy_card_at_the_end_of_the_strategy_phase() {
        use crate::games::ti4::effects::testkit::logged;
        use crate::games::ti4::rules::strategy::set_initiative_order;
        let mut s = turn_of(["hacan", "sol", "letnev"], 0);
        s.players[0].techs.push("quantum_datahub_node".into());
        s.players[0].strategy_cards = vec![7];
        s.players[1].strategy_cards = vec![2];
        s.players[2].strategy_cards = vec![4];
        for (card, seat) in [(7u8, 0usize), (2, 1), (4, 2)] {
            if let Some(slot) = s.strategy_cards.iter_mut().find(|c| c.initiative == card) {
                slot.holder = Some(seat);
            }
        }
        s.players[0].trade_goods = 4;
        let mut late = s.clone();
        set_initiative_order(&mut s);
        let (tokens, sol_tg) = (s.players[0].tokens.strategy, s.players[1].trade_goods);
        assert!(
            play(&mut s, 1, "use quantum_datahub_node hacan 2 7").is_err(),
            "Sol has none"
        );
        let log = play(&mut s, 0, "use quantum_datahub_node sol 7 2")
            .unwrap()
            .log;
        assert!(logged(&log, "ti4-fx-log-datahub"));
        assert_eq!(s.players[0].strategy_cards, vec![2]);
        assert_eq!(s.players[1].strategy_cards, vec![7]);
        assert_eq!(s.players[0].trade_goods, 1);
        assert_eq!(s.players[1].trade_goods, sol_tg + 3);
        assert_eq!(s.players[0].tokens.strategy, tokens - 1);
        assert_eq!(s.initiative_order[0], 0, "Hacan now holds 2");
        assert!(
            play(&mut s, 0, "use quantum_datahub_node letnev 2 4").is_err(),
            "once"
        );
        // After the first turn, the moment has passed.
        set_initiative_order(&mut late);
        late.turns_done = 1;
        assert!(play(&mut late, 0, "use quantum_datahub_node sol 7 2").is_err());
    }

    /// Faction technology, Quantum Datahub Node, offered with buttons: when the strategy phase
    /// ends Hacan (with 3 trade goods) is asked before the first turn, a button per player and
    /// pair of cards; the button swaps. Without the technology nobody is asked; under rules 0
    /// neither.
    #[test]
    fn quantum_datahub_node_is_asked_with_buttons_as_the_strategy_phase_ends() {
        use crate::core::Game;
        use crate::games::ti4::Ti4;
        use crate::games::ti4::effects::testkit::{game, logged};
        use crate::games::ti4::rules::techs::Pause;
        use crate::games::ti4::state::Phase;
        fn to_action_phase(s: &mut crate::games::ti4::state::State) {
            for _ in 0..20 {
                if matches!(s.phase, Phase::Action { .. }) {
                    return;
                }
                let p = Ti4::prompts(s).into_iter().next().expect("a prompt");
                let c = p.choices.first().expect("a choice").notation.clone();
                play(s, p.seat, &c).unwrap();
            }
        }
        for (owned, rules, asked) in [(true, 1, true), (false, 1, false), (true, 0, false)] {
            let mut s = game(["hacan", "sol", "letnev"]);
            s.rules = rules;
            if owned {
                s.players[0].techs.push("quantum_datahub_node".into());
            }
            s.players[0].trade_goods = 3;
            to_action_phase(&mut s);
            assert_eq!(
                s.tech.pause == Some(Pause::StrategyEnd { seat: 0 }),
                asked,
                "{owned} {rules}"
            );
            if !asked {
                continue;
            }
            let prompts = Ti4::prompts(&s);
            assert_eq!(prompts.len(), 1);
            assert_eq!(prompts[0].seat, 0);
            let buttons: Vec<String> = prompts[0]
                .choices
                .iter()
                .map(|c| c.notation.clone())
                .collect();
            assert!(buttons.contains(&"use none".to_string()));
            let mine = s.players[0].strategy_cards[0];
            let theirs = s.players[1].strategy_cards[0];
            let swap = format!("use quantum_datahub_node 2 {mine} {theirs}");
            assert!(buttons.contains(&swap), "{buttons:?}");
            let log = play(&mut s, 0, &swap).unwrap().log;
            assert!(logged(&log, "ti4-fx-log-datahub"));
            assert!(s.players[0].strategy_cards.contains(&theirs));
            assert!(s.players[1].strategy_cards.contains(&mine));
            assert_eq!(s.players[0].trade_goods, 0);
            assert!(s.tech.pause.is_none());
            // Declined instead: nothing changes and the first turn goes on.
            let mut d = game(["hacan", "sol", "letnev"]);
            d.players[0].techs.push("quantum_datahub_node".into());
            d.players[0].trade_goods = 3;
            to_action_phase(&mut d);
            let cards = d.players[0].strategy_cards.clone();
            play(&mut d, 0, "use none").unwrap();
            assert!(d.tech.pause.is_none());
            assert_eq!(d.players[0].strategy_cards, cards);
            assert_eq!(d.players[0].trade_goods, 3);
        }
    }

    /// Sheet, flagship Wrath of Kenara: after Hacan rolls a die in a space combat in its
    /// system, 1 trade good adds 1 to the result. Played through a real combat: a die that
    /// missed by 1 gets a button; paid, it hits. Letnev, with the same trade goods, has no such
    /// button.
    #[test]
    fn flagship_buys_plus_one_on_a_die_for_a_trade_good() {
        use crate::core::{Game, GameRng};
        use crate::games::ti4::Ti4;
        use crate::games::ti4::content::UnitKind::{Cruiser, Flagship};
        use crate::games::ti4::effects::testkit::{logged, put_ships};
        use crate::games::ti4::rules::combat::combat_now;
        use crate::games::ti4::rules::moments::{Moment, at};
        fn act(
            s: &mut crate::games::ti4::state::State,
            seat: usize,
            text: &str,
            seed: u64,
        ) -> Result<Vec<crate::core::LogEntry>, crate::core::Msg> {
            let a = Ti4::parse_action(s, text)?;
            Ti4::apply(s, seat, &a, &mut GameRng::for_step(seed, 60))
                .map(|a| a.log)
                .map_err(crate::core::Msg::from)
        }
        let mut boosted = false;
        for seed in 0..60 {
            let mut s = turn_of(["hacan", "letnev", "sol"], 0);
            s.players[0].trade_goods = 2;
            s.players[1].trade_goods = 2;
            put_ships(&mut s, 19, &[(1, Cruiser, 2)]);
            put_ships(&mut s, 20, &[(0, Flagship, 1)]);
            act(&mut s, 0, "activate 19", seed).unwrap();
            act(&mut s, 0, "move 20: 1 flagship", seed).unwrap();
            for _ in 0..6 {
                if at(&s) == Some(&Moment::AfterRoll) {
                    break;
                }
                let _ = act(&mut s, 0, "react pass", seed)
                    .or_else(|_| act(&mut s, 1, "react pass", seed))
                    .or_else(|_| act(&mut s, 1, "retreat no", seed))
                    .or_else(|_| act(&mut s, 0, "retreat no", seed));
            }
            if at(&s) != Some(&Moment::AfterRoll) {
                continue;
            }
            let buttons: Vec<String> = Ti4::prompts(&s)
                .into_iter()
                .flat_map(|p| p.choices.into_iter().map(move |c| (p.seat, c.notation)))
                .filter(|(_, n)| n.starts_with("reroll kenara"))
                .map(|(seat, n)| {
                    assert_eq!(seat, 0, "only Hacan");
                    n
                })
                .collect();
            let Some(button) = buttons.first() else {
                continue;
            };
            let hits = |s: &crate::games::ti4::state::State| {
                combat_now(s).map_or(0, |(_, c)| {
                    c.dice.iter().filter(|d| d.seat == 0 && d.hit()).count()
                })
            };
            let before = hits(&s);
            let log = act(&mut s, 0, button, seed).unwrap();
            assert!(logged(&log, "ti4-fx-log-kenara"));
            assert_eq!(s.players[0].trade_goods, 1);
            assert_eq!(hits(&s), before + 1);
            assert!(act(&mut s, 0, button, seed).is_err(), "once per die");
            boosted = true;
            break;
        }
        assert!(boosted);
    }
}
