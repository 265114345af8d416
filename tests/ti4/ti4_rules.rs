//! TI4 rules through the pure engine. Rule numbers are the Korean edition's (§n.m), see
//! shared/rules/ti4.md section 0.1; setup steps follow the Game Reference's full setup.

use starpost::core::Game;
use starpost::core::rules::Viewer;
use starpost::core::{GameRng, Msg};
use starpost::games::ti4::action::Action;
use starpost::games::ti4::content::{self, SystemKind, UnitKind};
use starpost::games::ti4::state::{Phase, State};
use starpost::games::ti4::{PlayerSetup, Ti4, Ti4Setup, galaxy};

fn setup_with(factions: &[Option<&str>], speaker: Option<usize>, seed: u64) -> State {
    let s = Ti4Setup {
        players: factions
            .iter()
            .enumerate()
            .map(|(i, f)| PlayerSetup {
                name: format!("P{i}"),
                faction: f.map(str::to_string),
                color: None,
            })
            .collect(),
        speaker,
        map: None,
        vp_target: 10,
        rules: starpost::games::ti4::setup::RULES,
    };
    Ti4::setup(&s, &mut GameRng::for_step(seed, 0)).expect("setup")
}

fn apply(state: &mut State, seat: usize, action: Action) -> Result<(), Msg> {
    let seq = 1;
    Ti4::apply(state, seat, &action, &mut GameRng::for_step(9, seq))
        .map(|_| ())
        .map_err(Msg::from)
}

/// Keeps the first offered secret for everyone (and takes a starting technology where the
/// faction chooses one): the strategy phase begins.
fn keep_all(state: &mut State) {
    for seat in 0..state.players.len() {
        let id = state.players[seat].secret_offer[0].clone();
        apply(state, seat, Action::KeepSecret { objective: id }).expect("keep");
    }
    for seat in 0..state.players.len() {
        if state.players[seat].starting_tech_pending {
            let tech = "sarween_tools".to_string();
            apply(state, seat, Action::StartingTech { tech }).expect("tech");
        }
    }
}

fn pick(state: &mut State, seat: usize, card: u8) -> Result<(), Msg> {
    apply(state, seat, Action::PickStrategy { card })
}

#[test]
fn setup_step_1_speaker_is_drawn_from_the_rng_or_fixed() {
    let fixed = setup_with(&[None, None, None, None], Some(2), 1);
    assert_eq!(fixed.speaker, 2);
    // Drawn: the same seed gives the same speaker, and over many seeds every seat gets it.
    let mut seen = [false; 4];
    for seed in 0..40 {
        let s = setup_with(&[None, None, None, None], None, seed);
        assert_eq!(
            s.speaker,
            setup_with(&[None, None, None, None], None, seed).speaker
        );
        seen[s.speaker] = true;
    }
    assert!(
        seen.iter().all(|b| *b),
        "every seat can be drawn as speaker: {seen:?}"
    );
}

#[test]
fn setup_step_2_chosen_factions_kept_and_the_rest_random_and_distinct() {
    let s = setup_with(
        &[
            Some("hacan"),
            None,
            Some("Federation of Sol"),
            None,
            None,
            None,
        ],
        None,
        3,
    );
    assert_eq!(s.players[0].faction, "hacan");
    assert_eq!(s.players[2].faction, "sol");
    let mut f: Vec<&str> = s.players.iter().map(|p| p.faction.as_str()).collect();
    f.sort();
    f.dedup();
    assert_eq!(f.len(), 6, "factions are distinct");
}

#[test]
fn setup_reports_every_problem_at_once() {
    let s = Ti4Setup {
        players: vec![
            PlayerSetup {
                name: "a".into(),
                faction: Some("nope".into()),
                color: None,
            },
            PlayerSetup {
                name: "b".into(),
                faction: Some("sol".into()),
                color: None,
            },
        ],
        speaker: Some(5),
        map: None,
        vp_target: 12,
        rules: starpost::games::ti4::setup::RULES,
    };
    let errors = Ti4::setup(&s, &mut GameRng::for_step(1, 0)).unwrap_err();
    let ids: Vec<&str> = errors.iter().map(|m| m.id.as_str()).collect();
    assert!(ids.contains(&"ti4-setup-player-count"), "{ids:?}");
    assert!(ids.contains(&"ti4-setup-vp-target"), "{ids:?}");
    assert!(ids.contains(&"ti4-setup-speaker"), "{ids:?}");
    assert!(ids.contains(&"ti4-unknown-faction"), "{ids:?}");
}

#[test]
fn setup_step_11_starting_units_tokens_and_planets() {
    let s = setup_with(&[Some("sol"), Some("letnev"), Some("hacan")], Some(0), 5);
    for (seat, p) in s.players.iter().enumerate() {
        // 3 tactic / 3 fleet / 2 strategy, 8 in reinforcements (16 in all).
        assert_eq!(
            (p.tokens.tactic, p.tokens.fleet, p.tokens.strategy),
            (3, 3, 2)
        );
        assert_eq!(p.tokens.reinforcements, 8);
        let f = content::faction(&p.faction).unwrap();
        let home = s.system_at(p.home_position).expect("home on the board");
        assert_eq!(home.tile, f.home_system);
        // Every starting unit is in the home system, with the faction sheet's counts.
        for kind in [
            UnitKind::Carrier,
            UnitKind::Infantry,
            UnitKind::SpaceDock,
            UnitKind::Fighter,
        ] {
            let n: u32 = home
                .units
                .iter()
                .filter(|u| u.owner == seat && u.kind == kind)
                .map(|u| u.count as u32)
                .sum();
            assert_eq!(n, f.starting_count(kind), "{} {kind:?}", p.faction);
        }
        // Home planet cards, ready, and controlled.
        let sys = content::system(f.home_system).unwrap();
        assert_eq!(p.planets.len(), sys.planets.len());
        assert!(p.planets.iter().all(|c| !c.exhausted));
        for pl in &sys.planets {
            assert_eq!(s.controller(&pl.id), Some(seat));
        }
        assert_eq!(p.techs, f.starting_techs);
        assert_eq!((p.victory_points, p.commodities), (0, 0));
    }
    assert!(
        s.custodians,
        "setup step 7: custodians token on Mecatol Rex"
    );
}

#[test]
fn setup_step_12_objectives_five_and_five_face_down_two_revealed() {
    let s = setup_with(&[None, None, None, None, None], None, 8);
    assert_eq!(s.objectives.revealed.len(), 2);
    for id in &s.objectives.revealed {
        assert_eq!(
            content::objective(id).unwrap().stage,
            Some(1),
            "the first two revealed are stage I"
        );
    }
    assert_eq!(s.objectives.stage1_hidden.len(), 3);
    assert_eq!(s.objectives.stage2_hidden.len(), 5);
    assert!(
        s.objectives
            .stage2_hidden
            .iter()
            .all(|id| content::objective(id).unwrap().stage == Some(2))
    );
    // Step 12a: each player is offered 2 secret objectives, all different.
    let mut offered: Vec<&String> = s.players.iter().flat_map(|p| &p.secret_offer).collect();
    assert!(s.players.iter().all(|p| p.secret_offer.len() == 2));
    offered.sort();
    offered.dedup();
    assert_eq!(offered.len(), 10);
    assert_eq!(s.objectives.secret_deck.len(), 20 - 10);
    assert_eq!(s.phase, Phase::SecretObjectives);
}

#[test]
fn setup_step_12a_keep_one_secret_and_the_other_returns_to_the_deck() {
    let mut s = setup_with(&[None, None, None], Some(0), 2);
    let offer = s.players[1].secret_offer.clone();
    // Not offered: refused, nothing changes.
    let before = s.clone();
    let foreign = s.players[0].secret_offer[0].clone();
    let err = apply(&mut s, 1, Action::KeepSecret { objective: foreign }).unwrap_err();
    assert_eq!(err.id, "ti4-secret-not-offered");
    assert_eq!(s, before);
    apply(
        &mut s,
        1,
        Action::KeepSecret {
            objective: offer[1].clone(),
        },
    )
    .unwrap();
    assert_eq!(s.players[1].secrets, vec![offer[1].clone()]);
    assert!(s.players[1].secret_offer.is_empty());
    assert!(
        s.objectives.secret_deck.contains(&offer[0]),
        "the other card goes back into the deck"
    );
    assert_eq!(s.objectives.secret_deck.len(), 20 - 6 + 1);
    let err = apply(
        &mut s,
        1,
        Action::KeepSecret {
            objective: offer[0].clone(),
        },
    )
    .unwrap_err();
    assert_eq!(err.id, "ti4-secret-already-kept");
    // Strategy picks wait until everyone has chosen.
    assert_eq!(
        pick(&mut s, 0, 1).unwrap_err().id,
        "ti4-wrong-phase-strategy"
    );
}

#[test]
fn rr_56_1_picks_go_clockwise_from_the_speaker() {
    let mut s = setup_with(&[None, None, None, None, None], Some(3), 4);
    keep_all(&mut s);
    let mut order = Vec::new();
    let mut card = 1;
    while let Some(seat) = s.strategy_picker() {
        order.push(seat);
        pick(&mut s, seat, card).unwrap();
        card += 1;
    }
    assert_eq!(order, vec![3, 4, 0, 1, 2]);
}

#[test]
fn rr_56_1_with_three_or_four_players_each_picks_two_cards() {
    for n in [3, 4] {
        let mut s = setup_with(&vec![None; n], Some(1), 6);
        keep_all(&mut s);
        let mut order = Vec::new();
        let mut card = 8;
        while let Some(seat) = s.strategy_picker() {
            order.push(seat);
            pick(&mut s, seat, card).unwrap();
            card -= 1;
        }
        let first: Vec<usize> = (0..n).map(|i| (1 + i) % n).collect();
        let expected: Vec<usize> = first.iter().chain(first.iter()).copied().collect();
        assert_eq!(
            order, expected,
            "{n} players: a second round in the same order"
        );
        assert!(s.players.iter().all(|p| p.strategy_cards.len() == 2));
    }
    // 5 and 6 players: one card each.
    let mut s = setup_with(&[None; 6], Some(0), 6);
    keep_all(&mut s);
    for (i, seat) in (0..6).enumerate() {
        pick(&mut s, seat, i as u8 + 1).unwrap();
    }
    assert!(s.players.iter().all(|p| p.strategy_cards.len() == 1));
    assert!(matches!(s.phase, Phase::Action { .. }));
}

#[test]
fn rr_56_1_only_the_awaited_player_picks_and_a_taken_card_cannot_be_taken() {
    let mut s = setup_with(&[None, None, None], Some(0), 7);
    keep_all(&mut s);
    let before = s.clone();
    let err = pick(&mut s, 1, 2).unwrap_err();
    assert_eq!(err.id, "not-your-turn");
    assert_eq!(s, before, "a refusal changes nothing");
    pick(&mut s, 0, 2).unwrap();
    let before = s.clone();
    let err = pick(&mut s, 1, 2).unwrap_err();
    assert_eq!(err.id, "ti4-strategy-card-taken");
    assert_eq!(s, before);
    let err = pick(&mut s, 1, 9).unwrap_err();
    assert_eq!(err.id, "ti4-no-such-strategy-card");
    // The prompt lists exactly the cards still available.
    let prompts = Ti4::prompts(&s);
    assert_eq!(prompts.len(), 1);
    assert_eq!(prompts[0].seat, 1);
    let offered: Vec<&str> = prompts[0]
        .choices
        .iter()
        .map(|c| c.notation.as_str())
        .collect();
    assert_eq!(
        offered,
        [
            "pick 1", "pick 3", "pick 4", "pick 5", "pick 6", "pick 7", "pick 8"
        ]
    );
}

#[test]
fn rr_56_2_one_trade_good_on_each_card_nobody_took() {
    // 3 players take 6 cards: 2 stay, each gets 1 trade good.
    let mut s = setup_with(&[None, None, None], Some(0), 11);
    keep_all(&mut s);
    for (seat, card) in [(0, 1), (1, 2), (2, 3), (0, 4), (1, 5), (2, 6)] {
        pick(&mut s, seat, card).unwrap();
    }
    let tg: Vec<(u8, u8)> = s
        .strategy_cards
        .iter()
        .map(|c| (c.initiative, c.trade_goods))
        .collect();
    assert_eq!(
        tg,
        vec![
            (1, 0),
            (2, 0),
            (3, 0),
            (4, 0),
            (5, 0),
            (6, 0),
            (7, 1),
            (8, 1)
        ]
    );
    // With 4 players all 8 cards are taken, so none gets a trade good.
    let mut s = setup_with(&[None, None, None, None], Some(0), 11);
    keep_all(&mut s);
    for (i, seat) in [0, 1, 2, 3, 0, 1, 2, 3].into_iter().enumerate() {
        pick(&mut s, seat, i as u8 + 1).unwrap();
    }
    assert!(s.strategy_cards.iter().all(|c| c.trade_goods == 0));
}

#[test]
fn rr_56_1_picking_a_card_takes_the_trade_goods_on_it() {
    let mut s = setup_with(&[None, None, None, None, None], Some(0), 12);
    keep_all(&mut s);
    // As after a round in which 7 Technology was not taken twice.
    s.strategy_cards
        .iter_mut()
        .find(|c| c.initiative == 7)
        .unwrap()
        .trade_goods = 2;
    pick(&mut s, 0, 7).unwrap();
    assert_eq!(s.players[0].trade_goods, 2);
    assert_eq!(s.slot(7).unwrap().trade_goods, 0);
    // The button label shows the trade goods on a card.
    s.strategy_cards
        .iter_mut()
        .find(|c| c.initiative == 3)
        .unwrap()
        .trade_goods = 1;
    let p = &Ti4::prompts(&s)[0];
    let c = p.choices.iter().find(|c| c.notation == "pick 3").unwrap();
    assert_eq!(c.label.arg("tg"), Some(&starpost::core::msg::Arg::Num(1)));
}

#[test]
fn rr_68_initiative_order_by_lowest_card_then_action_phase() {
    // §68.2 ascending; §68.3 with 3–4 players the lower of the two cards counts.
    let mut s = setup_with(&[Some("sol"), Some("hacan"), Some("letnev")], Some(0), 13);
    keep_all(&mut s);
    for (seat, card) in [(0, 8), (1, 2), (2, 5), (0, 3), (1, 7), (2, 6)] {
        pick(&mut s, seat, card).unwrap();
    }
    // sol: 3 (8,3), hacan: 2 (2,7), letnev: 5 (5,6)
    assert_eq!(s.initiative_order, vec![1, 0, 2]);
    assert_eq!(
        s.phase,
        Phase::Action {
            active: 1,
            tactical: None
        }
    );
}

#[test]
fn rr_68_1_naalu_zero_token_goes_first() {
    let mut s = setup_with(
        &[
            Some("sol"),
            Some("hacan"),
            Some("letnev"),
            Some("naalu"),
            Some("xxcha"),
        ],
        Some(0),
        14,
    );
    keep_all(&mut s);
    for (seat, card) in [(0, 1), (1, 2), (2, 3), (3, 8), (4, 4)] {
        pick(&mut s, seat, card).unwrap();
    }
    assert_eq!(s.initiative_order, vec![3, 0, 1, 2, 4]);
}

#[test]
fn setup_step_6_galaxy_tile_counts_and_ring_fill_per_player_count() {
    for n in 3..=6 {
        let layout = content::layout(n).unwrap();
        for seed in 0..5 {
            let s = setup_with(&vec![None; n], None, seed);
            let non_home: Vec<_> = s
                .systems
                .iter()
                .filter(|x| x.position != 0 && !layout.home_positions.contains(&x.position))
                .collect();
            let blue = non_home
                .iter()
                .filter(|x| content::system(x.tile).unwrap().kind == SystemKind::Blue)
                .count();
            let red = non_home
                .iter()
                .filter(|x| content::system(x.tile).unwrap().kind == SystemKind::Red)
                .count();
            assert_eq!(blue, layout.blue_per_player as usize * n, "{n}p blue");
            assert_eq!(
                red,
                layout.red_per_player as usize * n + layout.extra_red as usize,
                "{n}p red"
            );
            let mut tiles: Vec<u16> = s.systems.iter().map(|x| x.tile).collect();
            tiles.sort();
            tiles.dedup();
            assert_eq!(tiles.len(), s.systems.len(), "no tile twice");
            assert_eq!(s.system_at(0).unwrap().tile, galaxy::MECATOL_TILE);
            for h in &layout.home_positions {
                // A home system, or the Creuss Gate in the Creuss seat.
                let kind = content::system(s.system_at(*h).unwrap().tile).unwrap().kind;
                assert!(
                    matches!(kind, SystemKind::Home | SystemKind::CreussGate),
                    "{kind:?}"
                );
            }
        }
    }
}

#[test]
fn setup_step_6_anomalies_and_equal_wormholes_kept_apart_when_possible() {
    // With enough room (6 players, 30 positions) the builder always finds a placement.
    for seed in 0..20 {
        let s = setup_with(&[None; 6], None, seed);
        // The map itself (the detached Creuss home system is not on it).
        let placed: Vec<(u32, u16)> = s
            .systems
            .iter()
            .filter(|x| !x.detached)
            .map(|x| (x.position, x.tile))
            .collect();
        assert!(
            galaxy::adjacency_warnings(&placed).is_empty(),
            "seed {seed}: {:?}",
            galaxy::adjacency_warnings(&placed)
        );
    }
}

#[test]
fn setup_step_5_five_player_trade_goods_compensation() {
    let s = setup_with(&[None; 5], None, 1);
    let layout = content::layout(5).unwrap();
    for p in &s.players {
        assert_eq!(p.trade_goods, layout.trade_goods_for(p.home_position));
    }
    assert!(s.players.iter().map(|p| p.trade_goods as u32).sum::<u32>() > 0);
}

#[test]
fn map_string_import_and_its_errors() {
    let layout = content::layout(6).unwrap();
    // A valid 6-player string: blue and red tiles at the system positions, 0 at homes.
    let mut pool: Vec<u16> = (19..=50).collect();
    let mut tokens = Vec::new();
    for pos in 1..=36u32 {
        if layout.home_positions.contains(&pos) {
            tokens.push("0".to_string());
        } else {
            tokens.push(pool.remove(0).to_string());
        }
    }
    let text = tokens.join(" ");
    let placed = galaxy::parse_map_string(&text, layout).unwrap();
    assert_eq!(placed.len(), 30);
    assert_eq!(placed[0], (1, 19));
    // With a leading 18 for Mecatol Rex, the same.
    assert_eq!(
        galaxy::parse_map_string(&format!("18 {text}"), layout).unwrap(),
        placed
    );
    // Problems are all reported at once.
    let mut bad = tokens.clone();
    bad[0] = "99".into();
    bad[1] = bad[2].clone();
    bad[18] = "25".into(); // position 19 is a home position in 6p
    bad[3] = "x".into();
    let errs = galaxy::parse_map_string(&bad.join(","), layout).unwrap_err();
    let ids: Vec<&str> = errs.iter().map(|m| m.id.as_str()).collect();
    for want in [
        "ti4-map-unknown-tile",
        "ti4-map-duplicate",
        "ti4-map-home-slot",
        "ti4-map-bad-token",
    ] {
        assert!(ids.contains(&want), "{want} in {ids:?}");
    }
    assert_eq!(
        galaxy::parse_map_string("19 20", layout).unwrap_err()[0].id,
        "ti4-map-length"
    );
    // A setup with the map uses it.
    let s = Ti4::setup(
        &Ti4Setup {
            players: (0..6)
                .map(|i| PlayerSetup {
                    name: format!("p{i}"),
                    faction: None,
                    color: None,
                })
                .collect(),
            speaker: None,
            map: Some(text),
            vp_target: 14,
            rules: starpost::games::ti4::setup::RULES,
        },
        &mut GameRng::for_step(1, 0),
    )
    .unwrap();
    assert_eq!(s.system_at(1).unwrap().tile, 19);
    assert_eq!(s.vp_target, 14);
}

#[test]
fn rr_5_hidden_information_spectator_view_holds_no_secret() {
    let mut s = setup_with(&[None, None, None, None], None, 21);
    let secrets: Vec<String> = s
        .players
        .iter()
        .flat_map(|p| p.secret_offer.clone())
        .collect();
    let hidden: Vec<String> = s
        .objectives
        .stage1_hidden
        .iter()
        .chain(&s.objectives.stage2_hidden)
        .cloned()
        .collect();
    let check = |s: &State| {
        let json = serde_json::to_string(&Ti4::view(s, Viewer::Spectator)).unwrap();
        for id in secrets.iter().chain(&hidden) {
            assert!(!json.contains(id.as_str()), "spectator view leaks {id}");
            let name = &content::objective(id).unwrap().name;
            assert!(!json.contains(name.as_str()), "spectator view leaks {name}");
        }
        // A seat sees its own secrets and nobody else's.
        for seat in 0..s.players.len() {
            let json = serde_json::to_string(&Ti4::view(s, Viewer::Seat(seat))).unwrap();
            for (other, p) in s.players.iter().enumerate() {
                for id in p.secret_offer.iter().chain(&p.secrets) {
                    assert_eq!(
                        json.contains(id.as_str()),
                        other == seat,
                        "seat {seat} vs secret of {other}"
                    );
                }
            }
            for id in &hidden {
                assert!(!json.contains(id.as_str()));
            }
        }
    };
    check(&s);
    keep_all(&mut s);
    check(&s);
}

#[test]
fn adjustments_are_logged_publicly_and_bounded() {
    let mut s = setup_with(&[None, None, None], Some(0), 30);
    let a = Ti4::parse_action(&s, "adjust P1 tg +3").unwrap();
    let applied = Ti4::apply(&mut s, 0, &a, &mut GameRng::for_step(1, 1)).unwrap();
    assert_eq!(s.players[1].trade_goods, 3);
    assert_eq!(applied.log.len(), 1);
    assert_eq!(
        applied.log[0].visibility,
        starpost::core::Visibility::Public
    );
    let a = Ti4::parse_action(&s, "adjust 2 tg -4").unwrap();
    let before = s.clone();
    assert_eq!(
        Ti4::apply(&mut s, 0, &a, &mut GameRng::for_step(1, 2))
            .unwrap_err()
            .msg
            .id,
        "ti4-adjust-out-of-range"
    );
    assert_eq!(s, before);
    assert_eq!(
        Ti4::parse_action(&s, "adjust nobody tg +1")
            .unwrap_err()
            .msg
            .id,
        "ti4-adjust-unknown-player"
    );
    assert_eq!(
        Ti4::parse_action(&s, "adjust P1 gold +1")
            .unwrap_err()
            .msg
            .id,
        "ti4-adjust-help"
    );
    assert_eq!(
        Ti4::parse_action(&s, "dance").unwrap_err().msg.id,
        "ti4-notation-help"
    );
}

#[test]
fn notation_round_trips() {
    let s = setup_with(&[None, None, None], Some(0), 31);
    for a in [
        Action::PickStrategy { card: 5 },
        Action::KeepSecret {
            objective: s.players[0].secret_offer[0].clone(),
        },
    ] {
        assert_eq!(Ti4::parse_action(&s, &a.notation()).unwrap(), a);
    }
    assert_eq!(
        Ti4::parse_action(&s, "pick trade").unwrap(),
        Action::PickStrategy { card: 5 }
    );
}

#[test]
fn setup_step_11_winnu_chooses_a_starting_technology_without_prerequisites() {
    let mut s = setup_with(&[Some("winnu"), Some("sol"), Some("hacan")], Some(0), 40);
    assert!(s.players[0].techs.is_empty());
    let prompts = Ti4::prompts(&s);
    let tech_prompt = prompts
        .iter()
        .find(|p| p.seat == 0 && !p.private)
        .expect("a public tech prompt");
    let offered: Vec<&str> = tech_prompt
        .choices
        .iter()
        .map(|c| c.notation.as_str())
        .collect();
    assert_eq!(offered.len(), 4, "one per colour: {offered:?}");
    for n in &offered {
        let t = content::tech(n.trim_start_matches("tech ")).unwrap();
        assert!(t.prerequisites.is_empty() && t.faction.is_none());
    }
    // Others have nothing to choose; a tech with prerequisites is refused.
    assert_eq!(
        apply(
            &mut s,
            1,
            Action::StartingTech {
                tech: "neural_motivator".into()
            }
        )
        .unwrap_err()
        .id,
        "ti4-no-starting-tech-choice"
    );
    assert_eq!(
        apply(
            &mut s,
            0,
            Action::StartingTech {
                tech: "dreadnought_ii".into()
            }
        )
        .unwrap_err()
        .id,
        "ti4-starting-tech-not-allowed"
    );
    for seat in 0..3 {
        let id = s.players[seat].secret_offer[0].clone();
        apply(&mut s, seat, Action::KeepSecret { objective: id }).unwrap();
    }
    assert_eq!(
        s.phase,
        Phase::SecretObjectives,
        "the strategy phase waits for the Winnu's choice"
    );
    let a = Ti4::parse_action(&s, "tech neural_motivator").unwrap();
    apply(&mut s, 0, a).unwrap();
    assert_eq!(s.players[0].techs, vec!["neural_motivator".to_string()]);
    assert!(matches!(s.phase, Phase::Strategy { .. }));
}

/// Issue 13 item 8: a refusal says its kind (syntax, not now, not yours, illegal, ambiguous with
/// its readings), so the app can answer an ambiguous text with a button per reading.
mod refusals {
    use super::*;
    use starpost::core::{Refusal, RefusalKind};

    fn refused_apply(s: &mut State, seat: usize, action: Action) -> Refusal {
        let before = s.clone();
        let r = Ti4::apply(s, seat, &action, &mut GameRng::for_step(9, 1)).unwrap_err();
        assert_eq!(*s, before, "a refusal changes nothing");
        r
    }

    fn strategy_phase() -> State {
        let mut s = setup_with(&[None, None, None], Some(0), 7);
        keep_all(&mut s);
        s
    }

    #[test]
    fn a_text_that_is_no_action_is_a_syntax_refusal() {
        let s = strategy_phase();
        for (text, id) in [
            ("dance", "ti4-notation-help"),
            ("move 20", "ti4-move-help"),
            ("pick warp", "ti4-unknown-strategy-card"),
            ("pass now", "ti4-one-word"),
            ("vote for with nowhere", "ti4-unknown-planet"),
        ] {
            let r = Ti4::parse_action(&s, text).unwrap_err();
            assert_eq!(r.kind, RefusalKind::Syntax, "{text}");
            assert_eq!(r.msg.id, id, "{text}");
        }
    }

    #[test]
    fn rr_34_once_the_game_is_over_and_rr_56_outside_the_strategy_phase_it_is_not_now() {
        let mut s = strategy_phase();
        // §37: passing belongs to the action phase; the strategy phase is on.
        let r = refused_apply(&mut s, 0, Action::Pass);
        assert_eq!(r.kind, RefusalKind::NotNow);
        assert_eq!(r.msg.id, "ti4-wrong-phase-action");
        // §56: strategy cards are picked in the strategy phase only.
        let mut a = fixture_action_phase(&s);
        let r = refused_apply(&mut a, 0, Action::PickStrategy { card: 8 });
        assert_eq!(r.kind, RefusalKind::NotNow);
        assert_eq!(r.msg.id, "ti4-wrong-phase-strategy");
        // §34: the game is over: nothing is played, whoever asks.
        s.phase = Phase::Over { winner: 0 };
        for seat in [0, 1, 7] {
            let r = refused_apply(&mut s, seat, Action::PickStrategy { card: 1 });
            assert_eq!(r.kind, RefusalKind::NotNow);
            assert_eq!(r.msg.id, "ti4-game-over");
        }
    }

    /// The strategy phase after the picks 1..6, in the action phase.
    fn fixture_action_phase(s: &State) -> State {
        let mut s = s.clone();
        let mut card = 1;
        while let Some(seat) = s.strategy_picker() {
            pick(&mut s, seat, card).unwrap();
            card += 1;
        }
        assert!(matches!(s.phase, Phase::Action { .. }));
        s
    }

    #[test]
    fn rr_56_1_picking_out_of_turn_or_unseated_is_not_yours_a_taken_card_is_illegal() {
        let mut s = strategy_phase();
        // §56.1: the speaker (seat 0) picks first.
        let r = refused_apply(&mut s, 1, Action::PickStrategy { card: 2 });
        assert_eq!(r.kind, RefusalKind::NotYours);
        assert_eq!(r.msg.id, "not-your-turn");
        let r = refused_apply(&mut s, 3, Action::PickStrategy { card: 2 });
        assert_eq!(r.kind, RefusalKind::NotYours);
        assert_eq!(r.msg.id, "not-seated");
        pick(&mut s, 0, 2).unwrap();
        // §56.1: a card already taken cannot be taken: the action itself is against the rules.
        let r = refused_apply(&mut s, 1, Action::PickStrategy { card: 2 });
        assert_eq!(r.kind, RefusalKind::Illegal);
        assert_eq!(r.msg.id, "ti4-strategy-card-taken");
    }

    fn readings(r: &Refusal) -> Vec<&str> {
        assert_eq!(r.msg.id, "ambiguous");
        r.choices().iter().map(|c| c.notation.as_str()).collect()
    }

    #[test]
    fn a_name_beginning_that_fits_several_names_is_ambiguous_with_each_full_notation() {
        let mut s = strategy_phase();
        // Trade (5) and Technology (7) both begin with "t".
        let r = Ti4::parse_action(&s, "pick t").unwrap_err();
        assert_eq!(readings(&r), ["pick 5", "pick 7"]);
        for (c, card) in r.choices().iter().zip([5, 7]) {
            assert_eq!(
                Ti4::parse_action(&s, &c.notation).unwrap(),
                Action::PickStrategy { card }
            );
        }
        // A beginning that fits one name is that name.
        assert_eq!(
            Ti4::parse_action(&s, "pick tec").unwrap(),
            Action::PickStrategy { card: 7 }
        );
        // Planets: Archon Ren and Archon Tau; the rest of the text is kept in each reading.
        let r = Ti4::parse_action(&s, "vote for with jord archon").unwrap_err();
        assert_eq!(
            readings(&r),
            [
                "vote for with jord archon_ren",
                "vote for with jord archon_tau"
            ]
        );
        let r = Ti4::parse_action(&s, "invade archon: 2").unwrap_err();
        assert_eq!(
            readings(&r),
            ["invade archon_ren: 2", "invade archon_tau: 2"]
        );
        // Action cards: Direct Hit, Disable, Distinguished Councilor, Diplomacy Rider.
        let r = Ti4::parse_action(&s, "play di").unwrap_err();
        let notations = readings(&r);
        assert!(notations.contains(&"play direct_hit"), "{notations:?}");
        assert!(notations.contains(&"play disable"), "{notations:?}");
        assert_eq!(r.msg.arg("count"), Some(&starpost::core::msg::Arg::Num(4)));
        // Two players who share a name: each reading names the seat by number.
        s.players[1].name = "P0".into();
        let r = Ti4::parse_action(&s, "offer p0 give tg 1").unwrap_err();
        assert_eq!(
            readings(&r),
            [
                "offer 1 give tg 1 comm 0 get tg 0 comm 0",
                "offer 2 give tg 1 comm 0 get tg 0 comm 0"
            ]
        );
        assert!(matches!(r.kind, RefusalKind::Ambiguous(_)));
    }
}
