//! Action cards and promissory notes whose moment is outside combat: the strategy phase
//! (Public Disgrace, Gift of Prescience, Acquiescence), the status phase (Political Stability),
//! control changes (Infiltrate, Reparations), movement (In the Silence of Space, Lost Star
//! Chart), and faction notes (Research Agreement, Spy Net, Antivirus, Greyfire Mutagen, Creuss
//! Iff). Rule numbers are the Korean edition's: §38.2 (an action card is played at the moment
//! its text names), §67 (promissory notes), §45 (wormholes), §50.4, §77.5.

use starpost::core::Game;
use starpost::core::Visibility;
use starpost::games::ti4::Ti4;
use starpost::games::ti4::content::{self, UnitKind};
use starpost::games::ti4::rules::{invasion, movement, notes, units};
use starpost::games::ti4::state::{Phase, State, StatusStep, Tactical, UnitGroup};

use crate::fixtures;
use fixtures::{active, all_pass, give_card, give_note, own, play, pos, refused};

const SOL: usize = 0;
const LETNEV: usize = 1;
const HACAN: usize = 2;

fn card(s: &mut State, seat: usize, text: &str) {
    let id = text.split_whitespace().nth(1).unwrap().to_string();
    give_card(s, seat, &id);
    play(s, seat, text).unwrap_or_else(|m| panic!("{text}: {m:?}"));
    all_pass(s);
    assert!(s.action_discard.contains(&id));
}

fn action_phase(factions: &[(usize, &str)]) -> State {
    let mut s = fixtures::three_players();
    for (seat, f) in factions {
        s.players[*seat].faction = f.to_string();
    }
    fixtures::picks(&mut s, &fixtures::PICKS);
    s
}

fn home_tile(s: &State, seat: usize) -> u16 {
    units::tile_at(s, s.players[seat].home_position)
}

fn home_planet(s: &State, seat: usize) -> String {
    content::system(home_tile(s, seat)).unwrap().planets[0]
        .id
        .clone()
}

fn exhausted(s: &State, seat: usize, planet: &str) -> bool {
    s.players[seat]
        .planets
        .iter()
        .find(|c| c.planet == planet)
        .unwrap()
        .exhausted
}

#[test]
fn rr_38_2_public_disgrace_makes_the_last_picker_choose_another_card() {
    // §56.1 picks; Public Disgrace answers another player's pick before the next one.
    let mut s = fixtures::three_players();
    s.strategy_cards[0].trade_goods = 2; // Leadership carries 2 trade goods (§56.2)
    play(&mut s, SOL, "pick 1").unwrap();
    assert_eq!(s.players[SOL].trade_goods, 2);
    assert_eq!(
        refused(&mut s, SOL, "play public_disgrace"),
        "ti4-card-not-in-hand"
    );
    give_card(&mut s, SOL, "public_disgrace");
    assert_eq!(
        refused(&mut s, SOL, "play public_disgrace"),
        "ti4-card-not-now"
    );
    card(&mut s, LETNEV, "play public_disgrace");
    assert!(s.players[SOL].strategy_cards.is_empty());
    assert_eq!(s.players[SOL].trade_goods, 0, "the trade goods go back");
    assert_eq!(s.strategy_cards[0].trade_goods, 2);
    assert_eq!(s.strategy_picker(), Some(SOL), "Sol picks again");
    // The pick prompt does not offer the card given up (it would be refused).
    let offered: Vec<String> = Ti4::prompts(&s)
        .iter()
        .filter(|p| p.seat == SOL)
        .flat_map(|p| p.choices.iter().map(|c| c.notation.clone()))
        .collect();
    assert!(offered.contains(&"pick 2".to_string()), "{offered:?}");
    assert!(!offered.contains(&"pick 1".to_string()), "{offered:?}");
    assert_eq!(refused(&mut s, SOL, "pick 1"), "ti4-disgraced-card");
    play(&mut s, SOL, "pick 2").unwrap();
    assert_eq!(s.players[SOL].strategy_cards, vec![2]);
    assert_eq!(s.strategy_picker(), Some(LETNEV));
}

#[test]
fn rr_38_2_political_stability_keeps_the_cards_and_skips_the_next_picks() {
    // §64 step 8 returns strategy cards; Political Stability keeps them, and its player does
    // not pick in the next strategy phase (§56).
    let mut s = fixtures::at_status();
    card(&mut s, SOL, "play political_stability");
    give_card(&mut s, SOL, "political_stability");
    assert_eq!(
        refused(&mut s, SOL, "play political_stability"),
        "ti4-card-not-now"
    );
    s.players[SOL].action_cards.pop();
    for seat in [SOL, LETNEV, HACAN] {
        play(&mut s, seat, "score done").unwrap();
    }
    fixtures::place_status_tokens(&mut s);
    let Phase::Strategy { order, .. } = &s.phase else {
        panic!("next round's strategy phase: {:?}", s.phase)
    };
    assert!(!order.contains(&SOL), "Sol does not pick: {order:?}");
    assert_eq!(s.players[SOL].strategy_cards, vec![1, 4]);
    assert!(s.players[LETNEV].strategy_cards.is_empty());
    assert_eq!(s.slot(1).unwrap().holder, Some(SOL));
    assert!(
        !s.slot(1).unwrap().exhausted,
        "kept cards are readied (§64 step 7)"
    );
    let Phase::Strategy { order, .. } = s.phase.clone() else {
        unreachable!()
    };
    assert_eq!(order.len(), 4, "Letnev and Hacan pick twice (3 players)");
    for (i, seat) in order.iter().enumerate() {
        let free = s
            .strategy_cards
            .iter()
            .find(|c| c.holder.is_none())
            .unwrap()
            .initiative;
        assert_ne!(free, 1);
        play(&mut s, *seat, &format!("pick {free}")).unwrap_or_else(|m| panic!("{i}: {m:?}"));
    }
    assert!(matches!(s.phase, Phase::Action { .. }));
    assert_eq!(
        s.initiative_order[0], SOL,
        "Sol keeps Leadership's initiative 1"
    );
    assert!(s.keep_strategy.is_empty());
}

#[test]
fn rr_67_gift_of_prescience_gives_initiative_zero_at_the_end_of_the_strategy_phase() {
    // §68.1: the Naalu "0" token; Gift of Prescience moves it to the holder's card.
    let mut s = action_phase(&[(LETNEV, "naalu")]);
    assert_eq!(s.initiative_order, vec![LETNEV, SOL, HACAN]);
    give_note(&mut s, "gift_of_prescience", LETNEV, HACAN);
    play(&mut s, HACAN, "note gift_of_prescience letnev").unwrap();
    assert_eq!(s.initiative_order, vec![HACAN, SOL, LETNEV]);
    assert_eq!(active(&s), HACAN, "the holder takes the first turn");
    assert!(notes::in_play_area(&s, HACAN, "gift_of_prescience", LETNEV));
    // It goes back to the Naalu player at the end of the status phase.
    notes::end_of_status(&mut s);
    assert!(
        s.players[LETNEV]
            .notes
            .iter()
            .any(|h| h.note == "gift_of_prescience")
    );
    assert!(s.players[HACAN].play_area.is_empty());
}

#[test]
fn rr_67_gift_of_prescience_is_refused_once_the_first_turn_is_over() {
    let mut s = action_phase(&[(LETNEV, "naalu")]);
    give_note(&mut s, "gift_of_prescience", LETNEV, HACAN);
    fixtures::use_card(&mut s, LETNEV, 2);
    assert_eq!(active(&s), SOL);
    assert_eq!(
        refused(&mut s, HACAN, "note gift_of_prescience letnev"),
        "ti4-note-not-now"
    );
}

#[test]
fn rr_67_acquiescence_swaps_a_strategy_card_with_the_winnu_player() {
    let mut s = action_phase(&[(HACAN, "winnu")]);
    give_note(&mut s, "acquiescence", HACAN, SOL);
    assert_eq!(
        refused(&mut s, SOL, "note acquiescence hacan 2 3"),
        "ti4-note-help",
        "only a card of one's own for one the Winnu player chose"
    );
    play(&mut s, SOL, "note acquiescence hacan 1 3").unwrap();
    assert_eq!(s.players[SOL].strategy_cards, vec![3, 4]);
    assert_eq!(s.players[HACAN].strategy_cards, vec![1, 6]);
    assert_eq!(s.slot(1).unwrap().holder, Some(HACAN));
    // §68.2: initiative order follows the cards now held.
    assert_eq!(s.initiative_order, vec![HACAN, LETNEV, SOL]);
    assert_eq!(active(&s), HACAN);
    assert!(
        s.players[HACAN]
            .notes
            .iter()
            .any(|h| h.note == "acquiescence"),
        "§67.4"
    );
}

#[test]
fn rr_67_research_agreement_gives_the_technology_the_jolnar_player_researched() {
    let mut s = action_phase(&[(LETNEV, "jolnar")]);
    give_note(&mut s, "research_agreement", LETNEV, SOL);
    assert_eq!(
        refused(&mut s, SOL, "note research_agreement letnev"),
        "ti4-note-not-now"
    );
    s.players[LETNEV].techs.push("gravity_drive".into());
    s.last_research = Some((LETNEV, "gravity_drive".into()));
    play(&mut s, SOL, "note research_agreement letnev").unwrap();
    assert!(s.players[SOL].techs.contains(&"gravity_drive".to_string()));
    assert!(
        s.players[LETNEV]
            .notes
            .iter()
            .any(|h| h.note == "research_agreement")
    );
    // Not for a faction technology.
    let faction_tech = content::content()
        .technologies
        .iter()
        .find(|t| t.faction.is_some())
        .unwrap()
        .id
        .clone();
    give_note(&mut s, "research_agreement", LETNEV, SOL);
    s.last_research = Some((LETNEV, faction_tech));
    assert_eq!(
        refused(&mut s, SOL, "note research_agreement letnev"),
        "ti4-note-not-now"
    );
    // The moment ends with the turn.
    fixtures::use_card(&mut s, SOL, 1);
    assert!(s.last_research.is_none());
}

#[test]
fn rr_67_spy_net_takes_a_card_seen_only_by_the_two_players() {
    let mut s = action_phase(&[(LETNEV, "yssaril")]);
    s.players[LETNEV].action_cards = vec!["plague".into(), "sabotage".into()];
    give_note(&mut s, "spy_net", LETNEV, SOL);
    assert_eq!(
        refused(&mut s, HACAN, "note spy_net letnev"),
        "ti4-note-not-held"
    );
    play(&mut s, SOL, "note spy_net letnev").unwrap();
    let prompts = Ti4::prompts(&s);
    let p = prompts
        .iter()
        .find(|p| {
            p.seat == SOL
                && p.choices
                    .iter()
                    .any(|c| c.notation.starts_with("agenda-choice"))
        })
        .expect("Sol chooses a card");
    assert!(p.private, "the choices show Letnev's hand");
    assert!(
        p.choices
            .iter()
            .any(|c| c.notation == "agenda-choice plague")
    );
    // A card Letnev does not hold is refused, naming the ones that can be taken.
    let before = s.clone();
    let err = play(&mut s, SOL, "agenda-choice veto").unwrap_err();
    assert_eq!(err.id, "ti4-note-card-not-there");
    assert_eq!(s, before);
    let applied = play(&mut s, SOL, "agenda-choice plague").unwrap();
    assert_eq!(s.players[LETNEV].action_cards, vec!["sabotage".to_string()]);
    assert!(s.players[SOL].action_cards.contains(&"plague".to_string()));
    for e in &applied.log {
        let text = format!(
            "{}\n{:?}",
            starpost::core::msg::Translate::tr(&starpost::i18n::Tr::default(), &e.msg),
            e.msg
        );
        if e.visibility == Visibility::Public {
            assert!(
                !text.contains("Plague"),
                "the card taken stays private: {text}"
            );
        }
    }
    assert!(
        applied
            .log
            .iter()
            .any(|e| e.visibility == Visibility::Seat(LETNEV))
    );
}

#[test]
fn rr_67_antivirus_goes_to_the_play_area_at_the_start_of_a_combat_with_the_nekro_player() {
    let mut s = action_phase(&[(LETNEV, "nekro")]);
    give_note(&mut s, "antivirus", LETNEV, SOL);
    assert_eq!(
        refused(&mut s, SOL, "note antivirus letnev"),
        "ti4-note-not-now"
    );
    // A space combat between Sol and Letnev at the start of its first round (§42).
    let system = pos(&s, 27);
    s.phase = Phase::Action {
        active: SOL,
        tactical: Some(Box::new(Tactical {
            step: starpost::games::ti4::state::TacticalStep::Combat(
                starpost::games::ti4::state::Combat {
                    kind: starpost::games::ti4::state::CombatKind::Space,
                    planet: None,
                    attacker: SOL,
                    defender: LETNEV,
                    round: 1,
                    attacker_hits: 0,
                    defender_hits: 0,
                    announcing: Some(LETNEV),
                    announced: false,
                    stays: Vec::new(),
                    retreat: None,
                    cannon: false,
                    queue: Vec::new(),
                    bonuses: Vec::new(),
                    ..Default::default()
                },
            ),
            ..Tactical::new(system)
        })),
    };
    play(&mut s, SOL, "note antivirus letnev").unwrap();
    assert!(notes::in_play_area(&s, SOL, "antivirus", LETNEV));
}

#[test]
fn rr_67_greyfire_mutagen_marks_the_tactical_action() {
    let mut s = action_phase(&[(LETNEV, "yin")]);
    give_note(&mut s, "greyfire_mutagen", LETNEV, HACAN);
    assert_eq!(
        refused(&mut s, HACAN, "note greyfire_mutagen letnev"),
        "ti4-note-not-now"
    );
    play(&mut s, SOL, "activate 27").unwrap();
    play(&mut s, HACAN, "note greyfire_mutagen letnev").unwrap();
    let Phase::Action {
        tactical: Some(t), ..
    } = &s.phase
    else {
        panic!()
    };
    assert_eq!(t.mutagen, Some(LETNEV));
}

#[test]
fn rr_45_creuss_iff_places_a_wormhole_token_that_carries_adjacency() {
    // §45: systems with the same wormhole are adjacent.
    let mut s = action_phase(&[(LETNEV, "creuss")]);
    give_note(&mut s, "creuss_iff", LETNEV, SOL);
    // Lodor (26) has an alpha wormhole.
    let lodor = pos(&s, 26);
    let sol_home = s.players[SOL].home_position;
    assert!(!units::adjacent_positions(&s, sol_home).contains(&lodor));
    let (hacan_home, sol_home_tile) = (home_tile(&s, HACAN), home_tile(&s, SOL));
    assert_eq!(
        refused(
            &mut s,
            SOL,
            &format!("note creuss_iff letnev alpha {hacan_home}")
        ),
        "ti4-note-bad-wormhole-spot",
        "not another player's home system"
    );
    play(
        &mut s,
        SOL,
        &format!("note creuss_iff letnev alpha {sol_home_tile}"),
    )
    .unwrap();
    assert!(units::adjacent_positions(&s, sol_home).contains(&lodor));
    assert!(
        s.players[LETNEV]
            .notes
            .iter()
            .any(|h| h.note == "creuss_iff")
    );
}

#[test]
fn rr_50_4_in_the_silence_of_space_lets_ships_pass_other_players_ships() {
    // §50.4: ships may not move through systems holding another player's ships.
    let mut s = action_phase(&[]);
    let from = s.players[SOL].home_position;
    let next = units::adjacent_positions(&s, from);
    // A system two steps away, not adjacent.
    let to = s
        .systems
        .iter()
        .map(|x| x.position)
        .find(|p| {
            *p != from
                && !next.contains(p)
                && movement::path_cost(&s, SOL, from, *p).is_some_and(|(c, _)| c == 2)
        })
        .expect("a system two steps away");
    for p in &next {
        let i = units::system_index(&s, *p).unwrap();
        s.systems[i].units.push(UnitGroup {
            owner: LETNEV,
            kind: UnitKind::Destroyer,
            count: 1,
            planet: None,
            damaged: 0,
        });
    }
    assert_eq!(movement::path_cost(&s, SOL, from, to), None);
    let tile = units::tile_at(&s, to);
    play(&mut s, SOL, &format!("activate {tile}")).unwrap();
    give_card(&mut s, SOL, "in_the_silence_of_space");
    assert_eq!(
        refused(&mut s, SOL, "play in_the_silence_of_space 27"),
        "ti4-card-no-ships-there"
    );
    let home = home_tile(&s, SOL);
    play(&mut s, SOL, &format!("play in_the_silence_of_space {home}")).unwrap();
    all_pass(&mut s);
    assert_eq!(movement::path_cost(&s, SOL, from, to).map(|c| c.0), Some(2));
}

#[test]
fn rr_45_lost_star_chart_joins_alpha_and_beta_wormholes_for_one_tactical_action() {
    let mut s = action_phase(&[]);
    let (lodor, quann) = (pos(&s, 26), pos(&s, 25));
    assert!(!units::adjacent_positions(&s, lodor).contains(&quann));
    play(&mut s, SOL, "activate 27").unwrap();
    card(&mut s, SOL, "play lost_star_chart");
    assert!(units::adjacent_positions(&s, lodor).contains(&quann));
    play(&mut s, SOL, "move none").unwrap();
    // The tactical action over, the wormholes part again.
    while matches!(s.phase, Phase::Action { active: SOL, .. }) {
        let p = Ti4::prompts(&s);
        let Some(c) = p
            .iter()
            .find(|p| p.seat == SOL)
            .map(|p| p.choices[0].notation.clone())
        else {
            break;
        };
        play(&mut s, SOL, &c).unwrap();
    }
    assert!(!units::adjacent_positions(&s, lodor).contains(&quann));
}

#[test]
fn rr_77_5_infiltrate_and_reparations_answer_a_planet_changing_hands() {
    // §77.5: structures of the old controller are destroyed when control changes; Infiltrate
    // replaces them with the new controller's; Reparations answers for the old controller.
    let mut s = action_phase(&[]);
    let target = home_planet(&s, LETNEV);
    let letnev_home = home_tile(&s, LETNEV);
    let sol_planet = home_planet(&s, SOL);
    own(&mut s, SOL, &sol_planet);
    let other = s.players[LETNEV]
        .planets
        .iter()
        .map(|c| c.planet.clone())
        .find(|p| *p != target);
    play(&mut s, SOL, &format!("activate {letnev_home}")).unwrap();
    let pds_before = units::on_board(&s, SOL, UnitKind::Pds);
    let dock_before = units::on_board(&s, SOL, UnitKind::SpaceDock);
    let letnev_structures = {
        let i = units::system_index(&s, pos(&s, letnev_home)).unwrap();
        s.systems[i]
            .units
            .iter()
            .filter(|u| u.owner == LETNEV && u.planet.as_deref() == Some(&target))
            .filter(|u| u.kind.is_structure())
            .map(|u| u.count as u32)
            .sum::<u32>()
    };
    assert!(letnev_structures > 0, "the fixture home has a space dock");
    invasion::establish_control(&mut s, SOL, &target);
    assert_eq!(s.controller(&target), Some(SOL));
    card(&mut s, SOL, &format!("play infiltrate {target}"));
    let placed = units::on_board(&s, SOL, UnitKind::Pds)
        + units::on_board(&s, SOL, UnitKind::SpaceDock)
        - pds_before
        - dock_before;
    assert_eq!(placed, letnev_structures);
    // Played once per gain.
    give_card(&mut s, SOL, "infiltrate");
    assert_eq!(
        refused(&mut s, SOL, &format!("play infiltrate {target}")),
        "ti4-card-no-structures-taken"
    );
    // Reparations: Letnev exhausts Sol's planet and readies one of their own.
    if let Some(other) = other {
        for c in &mut s.players[LETNEV].planets {
            c.exhausted = true;
        }
        give_card(&mut s, HACAN, "reparations");
        assert_eq!(
            refused(
                &mut s,
                HACAN,
                &format!("play reparations {sol_planet} {other}")
            ),
            "ti4-card-not-now",
            "only the player who lost the planet"
        );
        card(
            &mut s,
            LETNEV,
            &format!("play reparations {sol_planet} {other}"),
        );
        assert!(exhausted(&s, SOL, &sol_planet));
        assert!(!exhausted(&s, LETNEV, &other));
    }
}

#[test]
fn rr_38_2_status_phase_is_the_only_moment_for_political_stability() {
    let mut s = action_phase(&[]);
    give_card(&mut s, SOL, "political_stability");
    assert_eq!(
        refused(&mut s, SOL, "play political_stability"),
        "ti4-card-not-now"
    );
    let s = fixtures::at_status();
    assert!(matches!(s.phase, Phase::Status(StatusStep::Scoring { .. })));
}

#[test]
fn rr_67_promise_of_protection_stays_in_the_play_area_until_the_holder_activates_the_owner() {
    // §67: a play-area note; a component action (§8) ends the turn; it goes back when the
    // holder activates a system with the owner's units. Pillage itself is not automated.
    let mut s = action_phase(&[(LETNEV, "mentak")]);
    give_note(&mut s, "promise_of_protection", LETNEV, SOL);
    play(&mut s, SOL, "note promise_of_protection letnev").unwrap();
    assert!(notes::in_play_area(
        &s,
        SOL,
        "promise_of_protection",
        LETNEV
    ));
    assert_eq!(active(&s), LETNEV, "the component action was Sol's turn");
    fixtures::use_card(&mut s, LETNEV, 2);
    fixtures::use_card(&mut s, HACAN, 3);
    let i = units::system_index(&s, pos(&s, 27)).unwrap();
    s.systems[i].units.push(UnitGroup {
        owner: LETNEV,
        kind: UnitKind::Destroyer,
        count: 1,
        planet: None,
        damaged: 0,
    });
    play(&mut s, SOL, "activate 27").unwrap();
    assert!(!notes::in_play_area(
        &s,
        SOL,
        "promise_of_protection",
        LETNEV
    ));
    assert!(
        s.players[LETNEV]
            .notes
            .iter()
            .any(|h| h.note == "promise_of_protection")
    );
}
