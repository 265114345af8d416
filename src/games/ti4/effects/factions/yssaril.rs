//! The Yssaril Tribes: sheet abilities, faction technologies and flagship (Y'sia Y'ssrila).
//! Rule numbers are the Korean edition's (shared/rules/ti4.md 0.1); texts in our own words.

use crate::core::{GameRng, LogEntry, Msg, Seat};
use crate::games::WithArg;
use crate::games::ti4::effects::{Ability, Hooks, Origin, Permission, Status, Timing};
use crate::games::ti4::rules::{self, action_cards};
use crate::games::ti4::state::State;

/// Stall Tactics can be taken while the hand holds a card: one button (the hand is secret; the
/// card is then chosen by DM, or typed as `use stall_tactics <card>`).
pub fn stall_tactics_targets(state: &State, seat: Seat) -> Option<Vec<String>> {
    (!state.players.get(seat)?.action_cards.is_empty()).then(Vec::new)
}

/// Stall Tactics (Yssaril sheet, §8 component action): discard 1 action card. With a card
/// typed, that card; without, the card is asked by DM ([`action_cards::prompts`]).
pub fn stall_tactics(
    state: &mut State,
    seat: Seat,
    args: &str,
    _: &mut GameRng,
) -> Result<Vec<LogEntry>, Msg> {
    let want = args.trim().to_ascii_lowercase().replace([' ', '-'], "_");
    if want.is_empty() {
        let p = &mut state.players[seat];
        p.pending_discards = p.pending_discards.saturating_add(1);
        return Ok(Vec::new());
    }
    let hand = &state.players[seat].action_cards;
    let Some(i) = hand.iter().position(|c| *c == want) else {
        return Err(Msg::new("ti4-card-not-in-hand").with("card", action_cards::card_name(&want)));
    };
    let card = state.players[seat].action_cards.remove(i);
    state.action_discard.push(card.clone());
    Ok(vec![LogEntry::public(
        Msg::new("ti4-log-discard-ability")
            .text("player", rules::name(state, seat))
            .with("card", action_cards::card_name(&card)),
    )])
}

// fxb
/// Mageon Implants can be used on a player holding action cards (games set up with rules 1 on).
pub fn mageon_targets(state: &State, seat: Seat) -> Option<Vec<String>> {
    if state.rules < 1 {
        return None;
    }
    let out: Vec<String> = state
        .players
        .iter()
        .enumerate()
        .filter(|(i, p)| *i != seat && !p.eliminated && !p.action_cards.is_empty())
        .map(|(i, _)| (i + 1).to_string())
        .collect();
    (!out.is_empty()).then_some(out)
}

/// Mageon Implants (§8 component action): Yssaril looks at `args`' hand of action cards (by
/// DM) and is then asked, by DM, which card to take.
pub fn mageon(
    state: &mut State,
    seat: Seat,
    args: &str,
    _: &mut GameRng,
) -> Result<Vec<LogEntry>, Msg> {
    let from = crate::games::ti4::action::seat_of(state, args.trim())?;
    if !mageon_targets(state, seat).is_some_and(|t| t.contains(&(from + 1).to_string())) {
        return Err(Msg::new("ti4-fx-mageon-help"));
    }
    let hand: Vec<crate::core::msg::Arg> = state.players[from]
        .action_cards
        .iter()
        .map(|c| action_cards::card_name(c))
        .collect();
    state.tech.pause = Some(rules::techs::Pause::Mageon { seat, from });
    Ok(vec![
        LogEntry::public(
            Msg::new("ti4-fx-log-mageon-look")
                .text("player", rules::name(state, seat))
                .text("other", rules::name(state, from)),
        ),
        LogEntry::private(
            seat,
            Msg::new("ti4-fx-log-mageon-hand")
                .text("other", rules::name(state, from))
                .list("cards", hand),
        ),
    ])
}

/// Mageon Implants' answer: `seat` takes `card` from `from`'s hand; the two are told which card
/// by DM, the table only that a card was taken.
pub fn mageon_take(
    state: &mut State,
    seat: Seat,
    from: Seat,
    card: &str,
) -> Result<Vec<LogEntry>, Msg> {
    let want = card.trim().to_ascii_lowercase().replace([' ', '-'], "_");
    let Some(i) = state.players[from]
        .action_cards
        .iter()
        .position(|c| *c == want)
    else {
        return Err(Msg::new("ti4-fx-mageon-help"));
    };
    let taken = state.players[from].action_cards.remove(i);
    state.players[seat].action_cards.push(taken.clone());
    let name = action_cards::card_name(&taken);
    Ok(vec![
        LogEntry::public(
            Msg::new("ti4-fx-log-mageon-take")
                .text("player", rules::name(state, seat))
                .text("other", rules::name(state, from)),
        ),
        LogEntry::private(
            seat,
            Msg::new("ti4-fx-log-mageon-card").with("card", name.clone()),
        ),
        LogEntry::private(
            from,
            Msg::new("ti4-fx-log-mageon-lost")
                .text("player", rules::name(state, seat))
                .with("card", name),
        ),
    ])
}

/// Every ability of Yssaril the registry knows.
pub static ABILITIES: &[Ability] = &[
    Ability::sheet(
        "yssaril.stall_tactics",
        "yssaril",
        "Stall Tactics",
        Timing::Action,
        Status::Automated,
        "component action `use stall_tactics` (the card then asked by DM) or `use stall_tactics <card>`",
    ),
    Ability::sheet(
        "yssaril.scheming",
        "yssaril",
        "Scheming",
        Timing::Cards,
        Status::Automated,
        "every action-card draw draws 1 more, then a discard of the player's choice is asked by DM",
    )
    .since(1)
    .since(1)
    .with(Hooks {
        permits: Some(Permission::DrawExtraThenDiscard),
        ..Hooks::NONE
    }),
    Ability::sheet(
        "yssaril.crafty",
        "yssaril",
        "Crafty",
        Timing::Cards,
        Status::Automated,
        "no action-card hand limit: never asked to discard",
    )
    .with(Hooks {
        permits: Some(Permission::NoHandLimit),
        ..Hooks::NONE
    }),
    Ability::sheet(
        "yssaril.transparasteel_plating",
        "yssaril",
        "Transparasteel Plating",
        Timing::Cards,
        Status::Automated,
        "during Yssaril's turn, players who have passed are refused action cards (and offered none)",
    )
    .since(1)
    .origin(Origin::Tech)
    .with(Hooks {
        silences_passed: true,
        ..Hooks::NONE
    }),
    Ability::sheet(
        "yssaril.mageon_implants",
        "yssaril",
        "Mageon Implants",
        Timing::Action,
        Status::Automated,
        "component action `use mageon_implants <player>` (a button per player holding action cards): their hand is shown to Yssaril by DM and the card to take is asked by DM; the table only learns that a card changed hands",
    )
    .since(1)
    .origin(Origin::Tech),
    Ability::sheet(
        "yssaril.flagship",
        "yssaril",
        "Y'sia Y'ssrila",
        Timing::Movement,
        Status::Automated,
        "combat 5x2 from the unit data; other players' ships do not block its movement (when it moves without other ships)",
    )
    .since(1)
    .origin(Origin::Unit("yssaril_flagship"))
    .with(Hooks {
        unblocked: true,
        ..Hooks::NONE
    }),
];

#[cfg(test)]
mod tests {
    use crate::games::ti4::effects::testkit::game;
    use crate::games::ti4::rules::action_cards::over_limit;

    /// Sheet, Crafty: no hand limit. With 9 action cards each, Hacan must discard, Yssaril not.
    #[test]
    fn crafty_has_no_hand_limit() {
        let mut s = game(["yssaril", "hacan", "sol"]);
        let cards: Vec<String> = s.action_deck.iter().take(9).cloned().collect();
        s.players[0].action_cards = cards.clone();
        s.players[1].action_cards = cards;
        assert_eq!(over_limit(&s), vec![1]);
    }
}

#[cfg(test)]
mod flagship_tests {
    use crate::games::ti4::content::UnitKind;
    use crate::games::ti4::effects::testkit::{play, pos, put_ships, turn_of};
    use crate::games::ti4::rules::movement::path_cost;
    use crate::games::ti4::rules::units::{self, adjacent_positions};

    /// Flagship Y'sia Y'ssrila: other players' ships do not block its movement (§50.4). With
    /// Hacan destroyers in every system around tile 20, the flagship (move 2) still reaches a
    /// system 2 away; a cruiser (move 2) from there finds no path.
    #[test]
    fn flagship_moves_through_other_players_ships() {
        let base = turn_of(["yssaril", "hacan", "sol"], 0);
        let from = pos(&base, 20);
        let around = adjacent_positions(&base, from);
        let to = base
            .systems
            .iter()
            .map(|x| x.position)
            .find(|&p| {
                !around.contains(&p)
                    && p != from
                    && path_cost(&base, 0, from, p).map(|c| c.0) == Some(2)
                    && base.system_at(p).is_some_and(|x| x.units.is_empty())
                    && !base.players.iter().any(|pl| pl.home_position == p)
            })
            .expect("a system 2 away");
        let tile = units::tile_at(&base, to);
        for (kind, word, ok) in [
            (UnitKind::Flagship, "flagship", true),
            (UnitKind::Cruiser, "cruiser", false),
        ] {
            let mut s = base.clone();
            for p in &around {
                let t = units::tile_at(&s, *p);
                put_ships(&mut s, t, &[(1, UnitKind::Destroyer, 1)]);
            }
            put_ships(&mut s, 20, &[(0, kind, 1)]);
            play(&mut s, 0, &format!("activate {tile}")).unwrap();
            let r = play(&mut s, 0, &format!("move 20: 1 {word}"));
            assert_eq!(r.is_ok(), ok, "{word}: {r:?}");
        }
    }
}

#[cfg(test)]
mod card_tests {
    use crate::core::GameRng;
    use crate::games::ti4::effects::testkit::{logged, play, turn_of};
    use crate::games::ti4::rules::action_cards::{draw, prompts};

    /// Sheet, Scheming (§38 drawing action cards): a draw of 2 gives Yssaril 3 cards and a
    /// discard asked by DM (private prompt); Hacan draws 2 and is asked nothing. The discard
    /// goes to the discard pile and ends the question.
    #[test]
    fn scheming_draws_one_more_then_asks_a_private_discard() {
        let mut s = turn_of(["yssaril", "hacan", "sol"], 0);
        let mut rng = GameRng::for_step(3, 3);
        let log = draw(&mut s, 0, 2, &mut rng);
        draw(&mut s, 1, 2, &mut rng);
        assert_eq!(s.players[0].action_cards.len(), 3);
        assert_eq!(s.players[1].action_cards.len(), 2);
        // The card names go to Yssaril only.
        assert!(log.iter().any(|e| e.msg.id == "ti4-log-draw-action-private"
            && matches!(e.visibility, crate::core::rules::Visibility::Seat(0))));
        let asks = prompts(&s);
        assert_eq!(asks.len(), 1);
        assert_eq!(asks[0].seat, 0);
        assert!(asks[0].private);
        assert_eq!(asks[0].choices.len(), {
            let mut h = s.players[0].action_cards.clone();
            h.sort();
            h.dedup();
            h.len()
        });
        let card = s.players[0].action_cards[0].clone();
        let hacan_card = s.players[1].action_cards[0].clone();
        assert!(play(&mut s, 1, &format!("discard {hacan_card}")).is_err());
        let r = play(&mut s, 0, &format!("discard {card}")).unwrap();
        assert!(logged(&r.log, "ti4-log-discard-ability"));
        assert_eq!(s.players[0].action_cards.len(), 2);
        assert!(s.action_discard.contains(&card));
        assert!(prompts(&s).is_empty());
        assert!(play(&mut s, 0, "discard anything").is_err());
    }

    /// Sheet, Stall Tactics (§8 component action): a button on Yssaril's turn while the hand
    /// holds a card; typed with a card it discards that card and ends the turn; the button
    /// asks the card by DM. Hacan has no such action.
    #[test]
    fn stall_tactics_discards_a_card_as_an_action() {
        use crate::games::ti4::effects::component::choices;
        use crate::games::ti4::state::Phase;
        let mut s = turn_of(["yssaril", "hacan", "sol"], 0);
        assert!(
            !choices(&s, 0)
                .iter()
                .any(|c| c.notation == "use stall_tactics")
        );
        let cards: Vec<String> = s.action_deck.iter().take(2).cloned().collect();
        s.players[0].action_cards = cards.clone();
        s.players[1].action_cards = cards.clone();
        assert!(
            choices(&s, 0)
                .iter()
                .any(|c| c.notation == "use stall_tactics")
        );
        let mut h = s.clone();
        h.phase = Phase::Action {
            active: 1,
            tactical: None,
        };
        assert!(play(&mut h, 1, "use stall_tactics").is_err());
        let mut t = s.clone();
        let r = play(&mut t, 0, &format!("use stall_tactics {}", cards[0])).unwrap();
        assert!(logged(&r.log, "ti4-log-discard-ability"));
        assert_eq!(t.players[0].action_cards, vec![cards[1].clone()]);
        assert!(!matches!(t.phase, Phase::Action { active: 0, .. }));
        let mut u = s.clone();
        play(&mut u, 0, "use stall_tactics").unwrap();
        let asks = prompts(&u);
        assert!(asks.iter().any(|p| p.seat == 0 && p.private));
        play(&mut u, 0, &format!("discard {}", cards[1])).unwrap();
        assert_eq!(u.players[0].action_cards, vec![cards[0].clone()]);
    }
}

#[cfg(test)]
mod plating_tests {
    use crate::games::ti4::effects::testkit::turn_of;
    use crate::games::ti4::rules::cards::{AUTOMATED, SABOTAGE, can_play, plating_blocks};

    /// Faction technology Transparasteel Plating: during Yssaril's turn, Hacan, who has
    /// passed, may not play action cards; Sol, who has not, may; without the technology Hacan
    /// may too.
    #[test]
    fn transparasteel_plating_silences_passed_players() {
        for owned in [true, false] {
            let mut s = turn_of(["yssaril", "hacan", "sol"], 0);
            if owned {
                s.players[0].techs.push("transparasteel_plating".into());
            }
            s.players[1].passed = true;
            assert_eq!(plating_blocks(&s, 1), owned);
            assert!(!plating_blocks(&s, 2));
            assert!(!plating_blocks(&s, 0));
            let card = AUTOMATED
                .iter()
                .find(|c| **c != SABOTAGE)
                .unwrap()
                .to_string();
            s.players[1].action_cards = vec![card.clone()];
            let refused = can_play(&s, 1, &card, "").err().map(|e| e.id);
            assert_eq!(
                refused.as_deref() == Some("ti4-plating-blocks"),
                owned,
                "{refused:?}"
            );
        }
    }

    /// Faction technology Mageon Implants (component action): Yssaril picks Sol (a button per
    /// player holding cards; Letnev holds none), sees Sol's hand by DM only, is asked by DM
    /// which card to take and takes it; the table's log never names a card. Under rules 0 it
    /// is not offered.
    #[test]
    fn mageon_implants_takes_a_card_seen_in_secret() {
        use crate::core::rules::Visibility;
        use crate::games::ti4::effects::component::choices;
        use crate::games::ti4::effects::testkit::{logged, play, turn_of};
        use crate::games::ti4::rules::techs::prompts;
        let mut s = turn_of(["yssaril", "sol", "letnev"], 0);
        s.players[0].techs.push("mageon_implants".into());
        s.players[1].action_cards = vec!["sabotage".into(), "mining_initiative".into()];
        let offered: Vec<String> = choices(&s, 0).into_iter().map(|c| c.notation).collect();
        assert!(offered.contains(&"use mageon_implants 2".to_string()));
        assert!(!offered.contains(&"use mageon_implants 3".to_string()));
        let mut old = s.clone();
        old.rules = 0;
        assert!(
            !choices(&old, 0)
                .iter()
                .any(|c| c.notation.starts_with("use mageon"))
        );
        let r = play(&mut s, 0, "use mageon_implants 2").unwrap();
        let hand = r
            .log
            .iter()
            .find(|e| e.msg.id == "ti4-fx-log-mageon-hand")
            .expect("the hand shown");
        assert!(!matches!(hand.visibility, Visibility::Public));
        let p = prompts(&s);
        assert!(p[0].private);
        assert_eq!(p[0].seat, 0);
        assert!(
            p[0].choices
                .iter()
                .any(|c| c.notation == "use mageon_implants sabotage")
        );
        assert!(
            play(&mut s.clone(), 0, "use none").is_err(),
            "a card must be taken"
        );
        let r = play(&mut s, 0, "use mageon_implants sabotage").unwrap();
        assert!(logged(&r.log, "ti4-fx-log-mageon-take"));
        assert!(
            r.log
                .iter()
                .filter(|e| matches!(e.visibility, Visibility::Public))
                .all(|e| e.msg.id != "ti4-fx-log-mageon-card"
                    && e.msg.id != "ti4-fx-log-mageon-lost")
        );
        assert!(s.players[0].action_cards.contains(&"sabotage".to_string()));
        assert_eq!(
            s.players[1].action_cards,
            vec!["mining_initiative".to_string()]
        );
        assert!(
            s.players[0]
                .exhausted_techs
                .iter()
                .any(|t| t == "mageon_implants")
        );
        assert!(s.tech.pause.is_none());
    }
}
