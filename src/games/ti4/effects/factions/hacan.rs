//! The Emirates of Hacan: sheet abilities, faction technologies and flagship (Wrath of Kenara).
//! Rule numbers are the Korean edition's (shared/rules/ti4.md 0.1); texts in our own words.

use crate::core::{GameRng, LogEntry, Msg, Seat};
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
        Status::Manual,
        "not automated",
    )
    .origin(Origin::Tech),
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
        Status::Manual,
        "combat 7x2 from the unit data; paying trade goods to raise dice is not automated",
    )
    .origin(Origin::Unit("hacan_flagship")),
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
}
