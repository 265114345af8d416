//! Action cards played through the engine (§38, component actions §8): every automated card's
//! effect, the Sabotage reaction window (§38.3), its timeout, timing refusals, and the cards the
//! engine leaves to adjustment being listed in FEATURES.md.

use starpost::core::Game;
use starpost::core::GameRng;
use starpost::core::Visibility;
use starpost::games::ti4::Ti4;
use starpost::games::ti4::action::Action;
use starpost::games::ti4::content::{self, UnitKind};
use starpost::games::ti4::rules::agenda::Law;
use starpost::games::ti4::rules::{cards, strategic, units};
use starpost::games::ti4::state::{Combat, CombatKind, Phase, State, Tactical, TacticalStep};

use crate::fixtures;
use fixtures::{
    action_phase, active, all_pass, count, give_card, idx, own, play, pos, put, refused,
};

const SOL: usize = 0;
const LETNEV: usize = 1;
const HACAN: usize = 2;

/// `seat` plays a card and everyone lets it resolve.
fn resolve(s: &mut State, seat: usize, text: &str) {
    let card = text.split_whitespace().nth(1).unwrap().to_string();
    give_card(s, seat, &card);
    // §38.3: the others may cancel it — except players whose (public) hand count is 0: they
    // can't, so they are not asked, and with nobody to ask the card resolves at once.
    let someone_can =
        (0..s.players.len()).any(|o| o != seat && !s.players[o].action_cards.is_empty());
    play(s, seat, text).unwrap_or_else(|m| panic!("{text}: {m:?}"));
    if someone_can {
        assert!(s.window.is_some(), "{text}: the others are asked");
    }
    all_pass(s);
    assert!(s.window.is_none());
    assert!(s.action_discard.contains(&card), "{card} discarded");
}

/// A space combat in the system holding `tile`: Sol attacks Letnev.
fn space_combat(s: &mut State, tile: u16, hits: (u8, u8), cannon: bool, announcing: Option<usize>) {
    let system = pos(s, tile);
    s.phase = Phase::Action {
        active: SOL,
        tactical: Some(Box::new(Tactical {
            system,
            step: TacticalStep::Combat(Combat {
                kind: CombatKind::Space,
                attacker: SOL,
                defender: LETNEV,
                round: 1,
                attacker_hits: hits.0,
                defender_hits: hits.1,
                announcing,
                announced: announcing.is_none(),
                cannon,
                ..Combat::default()
            }),
            ..Tactical::new(system)
        })),
    };
    let i = idx(s, tile);
    s.systems[i].units.clear();
    put(s, tile, SOL, UnitKind::Dreadnought, 2, None);
    put(s, tile, LETNEV, UnitKind::Destroyer, 3, None);
}

fn combat(s: &State) -> Combat {
    match &s.phase {
        Phase::Action {
            tactical: Some(t), ..
        } => match &t.step {
            TacticalStep::Combat(c) => c.clone(),
            other => panic!("not in combat: {other:?}"),
        },
        other => panic!("not in a tactical action: {other:?}"),
    }
}

// ---------------------------------------------------------------------------------------------
// The window (§38.3) and component actions (§8)
// ---------------------------------------------------------------------------------------------

#[test]
fn rr_8_component_action_card_resolves_after_everyone_passes_and_ends_the_turn() {
    let mut s = action_phase();
    let tg = s.players[SOL].trade_goods;
    give_card(&mut s, SOL, "mining_initiative");
    // The others hold a card each (a player with none can't react and is not asked).
    give_card(&mut s, LETNEV, "plague");
    give_card(&mut s, HACAN, "spy");
    play(&mut s, SOL, "play mining_initiative jord").unwrap();
    // The card is face up and waits for the others, privately asked, Letnev first (clockwise).
    let w = s.window.clone().unwrap();
    assert_eq!(w.pending, vec![LETNEV, HACAN]);
    let prompts = Ti4::prompts(&s);
    assert_eq!(prompts.len(), 2);
    assert!(prompts.iter().all(|p| p.private));
    assert_eq!(
        s.players[SOL].trade_goods, tg,
        "nothing happens before the window closes"
    );
    // Nothing else goes on meanwhile.
    assert_eq!(refused(&mut s, SOL, "pass"), "ti4-window-open");
    all_pass(&mut s);
    assert_eq!(s.players[SOL].trade_goods, tg + 4, "Jord's 4 resources");
    assert_eq!(
        active(&s),
        LETNEV,
        "§8: the component action was Sol's turn"
    );
}

#[test]
fn rr_38_3_sabotage_cancels_the_card_and_the_turn_is_still_spent() {
    let mut s = action_phase();
    let tg = s.players[SOL].trade_goods;
    give_card(&mut s, SOL, "mining_initiative");
    give_card(&mut s, HACAN, "sabotage");
    give_card(&mut s, LETNEV, "plague");
    play(&mut s, SOL, "play mining_initiative jord").unwrap();
    // Only the holder's private prompt offers Sabotage.
    let prompts = Ti4::prompts(&s);
    let hacan = prompts.iter().find(|p| p.seat == HACAN).unwrap();
    let letnev = prompts.iter().find(|p| p.seat == LETNEV).unwrap();
    assert!(hacan.choices.iter().any(|c| c.notation == "react sabotage"));
    assert!(
        !letnev
            .choices
            .iter()
            .any(|c| c.notation == "react sabotage")
    );
    // Letnev can't play a card they don't hold.
    assert_eq!(
        refused(&mut s, LETNEV, "react sabotage"),
        "ti4-card-not-in-hand"
    );
    let r = play(&mut s, HACAN, "react sabotage").unwrap();
    assert!(r.barrier);
    assert!(s.window.is_none());
    assert_eq!(s.players[SOL].trade_goods, tg, "cancelled: no trade goods");
    assert!(s.players[HACAN].action_cards.is_empty());
    assert_eq!(
        s.action_discard,
        vec!["mining_initiative".to_string(), "sabotage".to_string()]
    );
    assert_eq!(active(&s), LETNEV);
}

#[test]
fn rr_38_3_the_timeout_passes_for_silent_players() {
    let mut s = action_phase();
    give_card(&mut s, SOL, "industrial_initiative");
    give_card(&mut s, LETNEV, "plague");
    give_card(&mut s, HACAN, "spy");
    play(&mut s, SOL, "play industrial_initiative").unwrap();
    play(&mut s, LETNEV, "react pass").unwrap();
    assert_eq!(
        refused(&mut s, LETNEV, "react pass"),
        "ti4-not-awaited-window"
    );
    // `expire` has no notation: only the app's timer sends it.
    assert!(Ti4::parse_action(&s, "expire").is_err());
    let r = Ti4::apply(&mut s, SOL, &Action::Expire, &mut GameRng::for_step(1, 2)).unwrap();
    assert!(r.log.iter().any(|l| l.msg.id == "ti4-log-window-expired"));
    assert!(s.window.is_none());
    assert_eq!(active(&s), LETNEV);
}

#[test]
fn rr_38_cards_are_played_only_from_ones_hand_at_their_time() {
    let mut s = action_phase();
    assert_eq!(
        refused(&mut s, SOL, "play mining_initiative jord"),
        "ti4-card-not-in-hand"
    );
    give_card(&mut s, LETNEV, "mining_initiative");
    assert_eq!(
        refused(&mut s, LETNEV, "play mining_initiative wren_terra"),
        "not-your-turn"
    );
    give_card(&mut s, SOL, "shields_holding");
    assert_eq!(
        refused(&mut s, SOL, "play shields_holding"),
        "ti4-card-not-now"
    );
    give_card(&mut s, SOL, "sabotage");
    assert_eq!(
        refused(&mut s, SOL, "play sabotage"),
        "ti4-sabotage-is-a-reaction"
    );
    give_card(&mut s, SOL, "mining_initiative");
    assert_eq!(
        refused(&mut s, SOL, "play mining_initiative arc_prime"),
        "ti4-card-not-your-planet"
    );
    assert_eq!(
        refused(&mut s, SOL, "play mining_initiative"),
        "ti4-play-help"
    );
    assert_eq!(
        refused(&mut s, SOL, "play nonsense"),
        "ti4-unknown-action-card"
    );
    // A card the engine leaves to adjustment (if any is left) says so.
    if let Some(c) = content::content()
        .action_cards
        .iter()
        .find(|c| !cards::AUTOMATED.contains(&c.id.as_str()))
    {
        give_card(&mut s, SOL, &c.id);
        assert_eq!(
            refused(&mut s, SOL, &format!("play {}", c.id)),
            "ti4-card-by-adjustment"
        );
    }
}

#[test]
fn rr_38_notation_round_trips() {
    let s = action_phase();
    for text in [
        "play mining_initiative jord",
        "play summit fleet strategy",
        "react pass",
        "react sabotage",
    ] {
        let a = Ti4::parse_action(&s, text).unwrap();
        assert_eq!(a.notation(), text);
        assert_eq!(Ti4::parse_action(&s, &a.notation()).unwrap(), a);
    }
}

// ---------------------------------------------------------------------------------------------
// Component-action cards, one test each
// ---------------------------------------------------------------------------------------------

#[test]
fn card_industrial_and_economic_initiative() {
    let mut s = action_phase();
    own(&mut s, SOL, "wellon");
    own(&mut s, SOL, "saudor");
    own(&mut s, SOL, "lodor");
    let tg = s.players[SOL].trade_goods;
    resolve(&mut s, SOL, "play industrial_initiative");
    assert_eq!(s.players[SOL].trade_goods, tg + 2, "2 industrial planets");
    // Letnev's turn, then Hacan's, then Sol's again: use Letnev and Hacan's turns by passing is
    // not possible with ready cards; set the turn back to Sol directly.
    s.phase = Phase::Action {
        active: SOL,
        tactical: None,
    };
    for c in &mut s.players[SOL].planets {
        c.exhausted = true;
    }
    resolve(&mut s, SOL, "play economic_initiative");
    let ready: Vec<&str> = s.players[SOL]
        .planets
        .iter()
        .filter(|c| !c.exhausted)
        .map(|c| c.planet.as_str())
        .collect();
    assert_eq!(ready, vec!["lodor"], "only the cultural planet is readied");
}

#[test]
fn card_focused_research() {
    let mut s = action_phase();
    s.players[SOL].trade_goods = 3;
    let tech = strategic::researchable(&s, SOL)
        .into_iter()
        .find(|t| t.prerequisites.is_empty())
        .unwrap()
        .id
        .clone();
    give_card(&mut s, SOL, "focused_research");
    assert_eq!(
        refused(&mut s, SOL, &format!("play focused_research {tech}")),
        "ti4-card-needs-trade-goods"
    );
    s.players[SOL].trade_goods = 5;
    resolve(&mut s, SOL, &format!("play focused_research {tech}"));
    assert!(s.players[SOL].techs.contains(&tech));
    assert_eq!(s.players[SOL].trade_goods, 1);
}

#[test]
fn card_frontline_deployment_and_rise_of_a_messiah() {
    let mut s = action_phase();
    let before = count(&s, 1, SOL, UnitKind::Infantry, Some("jord"));
    resolve(&mut s, SOL, "play frontline_deployment jord");
    assert_eq!(
        count(&s, 1, SOL, UnitKind::Infantry, Some("jord")),
        before + 3
    );
    s.phase = Phase::Action {
        active: SOL,
        tactical: None,
    };
    own(&mut s, SOL, "wellon");
    resolve(&mut s, SOL, "play rise_of_a_messiah");
    assert_eq!(
        count(&s, 1, SOL, UnitKind::Infantry, Some("jord")),
        before + 4
    );
    assert_eq!(count(&s, 19, SOL, UnitKind::Infantry, Some("wellon")), 1);
}

#[test]
fn card_ghost_ship_and_war_effort() {
    let mut s = action_phase();
    give_card(&mut s, SOL, "ghost_ship");
    assert_eq!(
        refused(&mut s, SOL, "play ghost_ship 19"),
        "ti4-card-needs-wormhole"
    );
    resolve(&mut s, SOL, "play ghost_ship 26");
    assert_eq!(count(&s, 26, SOL, UnitKind::Destroyer, None), 1);
    s.phase = Phase::Action {
        active: SOL,
        tactical: None,
    };
    give_card(&mut s, SOL, "war_effort");
    assert_eq!(
        refused(&mut s, SOL, "play war_effort 19"),
        "ti4-card-needs-your-ships"
    );
    resolve(&mut s, SOL, "play war_effort 1");
    assert_eq!(count(&s, 1, SOL, UnitKind::Cruiser, None), 1);
}

#[test]
fn card_insubordination_and_signal_jamming() {
    let mut s = action_phase();
    let t = s.players[LETNEV].tokens;
    resolve(&mut s, SOL, "play insubordination letnev");
    assert_eq!(s.players[LETNEV].tokens.tactic, t.tactic - 1);
    assert_eq!(
        s.players[LETNEV].tokens.reinforcements,
        t.reinforcements + 1
    );
    s.phase = Phase::Action {
        active: SOL,
        tactical: None,
    };
    // Sol's ships are at home (tile 1); tile 32 is next to it, tile 36 is not.
    give_card(&mut s, SOL, "signal_jamming");
    assert_eq!(
        refused(&mut s, SOL, "play signal_jamming 1 letnev"),
        "ti4-card-home-system"
    );
    assert_eq!(
        refused(&mut s, SOL, "play signal_jamming 36 letnev"),
        "ti4-card-not-in-reach"
    );
    let r = s.players[LETNEV].tokens.reinforcements;
    resolve(&mut s, SOL, "play signal_jamming 32 letnev");
    assert!(s.systems[idx(&s, 32)].command_tokens.contains(&LETNEV));
    assert_eq!(s.players[LETNEV].tokens.reinforcements, r - 1);
}

#[test]
fn card_lucky_shot() {
    let mut s = action_phase();
    own(&mut s, SOL, "wellon");
    put(&mut s, 19, LETNEV, UnitKind::Cruiser, 2, None);
    give_card(&mut s, SOL, "lucky_shot");
    assert_eq!(
        refused(&mut s, SOL, "play lucky_shot 19 letnev carrier"),
        "ti4-card-lucky-shot-unit"
    );
    assert_eq!(
        refused(&mut s, SOL, "play lucky_shot 19 letnev destroyer"),
        "ti4-card-no-such-ship"
    );
    resolve(&mut s, SOL, "play lucky_shot 19 letnev cruiser");
    assert_eq!(count(&s, 19, LETNEV, UnitKind::Cruiser, None), 1);
}

#[test]
fn card_plague_rolls_per_infantry() {
    let mut s = action_phase();
    own(&mut s, LETNEV, "wellon");
    put(&mut s, 19, LETNEV, UnitKind::Infantry, 6, Some("wellon"));
    give_card(&mut s, SOL, "plague");
    // Both others hold a card, so both are asked (§38.3).
    give_card(&mut s, LETNEV, "spy");
    give_card(&mut s, HACAN, "spy");
    assert_eq!(
        refused(&mut s, SOL, "play plague jord"),
        "ti4-card-not-others-planet"
    );
    play(&mut s, SOL, "play plague wellon").unwrap();
    play(&mut s, LETNEV, "react pass").unwrap();
    let r = play(&mut s, HACAN, "react pass").unwrap();
    assert!(r.barrier, "dice were rolled");
    let left = count(&s, 19, LETNEV, UnitKind::Infantry, Some("wellon"));
    // One die per infantry, each 6+ destroys one (the dice are in the log).
    let line = r.log.iter().find(|l| l.msg.id == "ti4-log-dice").unwrap();
    let Some(starpost::core::msg::Arg::Text(dice)) = line.msg.arg("dice") else {
        panic!("dice argument");
    };
    let rolled: Vec<u32> = dice
        .split(|c: char| !c.is_ascii_digit())
        .filter_map(|w| w.parse().ok())
        .collect();
    assert_eq!(rolled.len(), 6);
    let hits = rolled.iter().filter(|d| **d >= 6).count() as u32;
    assert_eq!(left, 6 - hits);
}

#[test]
fn card_reactor_meltdown_and_cripple_defenses() {
    let mut s = action_phase();
    own(&mut s, LETNEV, "wellon");
    put(&mut s, 19, LETNEV, UnitKind::SpaceDock, 1, Some("wellon"));
    put(&mut s, 19, LETNEV, UnitKind::Pds, 2, Some("wellon"));
    give_card(&mut s, SOL, "reactor_meltdown");
    assert_eq!(
        refused(&mut s, SOL, "play reactor_meltdown arc_prime"),
        "ti4-card-home-system"
    );
    resolve(&mut s, SOL, "play reactor_meltdown wellon");
    assert_eq!(
        count(&s, 19, LETNEV, UnitKind::SpaceDock, Some("wellon")),
        0
    );
    s.phase = Phase::Action {
        active: SOL,
        tactical: None,
    };
    // Sol needs units in or next to the planet's system.
    give_card(&mut s, SOL, "cripple_defenses");
    assert_eq!(
        refused(&mut s, SOL, "play cripple_defenses wellon"),
        "ti4-card-not-in-reach"
    );
    put(&mut s, 19, SOL, UnitKind::Destroyer, 1, None);
    resolve(&mut s, SOL, "play cripple_defenses wellon");
    assert_eq!(count(&s, 19, LETNEV, UnitKind::Pds, Some("wellon")), 0);
}

#[test]
fn card_repeal_law() {
    let mut s = action_phase();
    let law = content::content()
        .agendas
        .iter()
        .find(|a| a.kind == content::AgendaKind::Law)
        .unwrap()
        .id
        .clone();
    give_card(&mut s, SOL, "repeal_law");
    assert_eq!(
        refused(&mut s, SOL, &format!("play repeal_law {law}")),
        "ti4-card-no-such-law"
    );
    s.laws.push(Law {
        agenda: law.clone(),
        elected: None,
        exhausted: false,
    });
    resolve(&mut s, SOL, &format!("play repeal_law {law}"));
    assert!(s.laws.is_empty());
    assert!(
        s.agenda_discard.contains(&law),
        "a discarded law goes to the agenda discard pile"
    );
}

#[test]
fn card_spy_takes_a_random_card_and_only_the_two_players_see_which() {
    let mut s = action_phase();
    give_card(&mut s, LETNEV, "upgrade");
    give_card(&mut s, HACAN, "plague");
    give_card(&mut s, SOL, "spy");
    play(&mut s, SOL, "play spy letnev").unwrap();
    play(&mut s, LETNEV, "react pass").unwrap();
    let r = play(&mut s, HACAN, "react pass").unwrap();
    assert!(s.players[LETNEV].action_cards.is_empty());
    assert_eq!(s.players[SOL].action_cards, vec!["upgrade".to_string()]);
    for line in &r.log {
        let text = format!(
            "{}\n{:?}",
            starpost::core::msg::Translate::tr(&starpost::i18n::Tr::default(), &line.msg),
            line.msg
        );
        if text.contains("Upgrade") {
            assert!(
                matches!(line.visibility, Visibility::Seat(s) if s == SOL || s == LETNEV),
                "the card's name is private: {line:?}"
            );
        }
    }
}

#[test]
fn card_tactical_bombardment_exhausts_others_planets() {
    let mut s = action_phase();
    own(&mut s, LETNEV, "new_albion");
    own(&mut s, LETNEV, "starpoint");
    give_card(&mut s, SOL, "tactical_bombardment");
    assert_eq!(
        refused(&mut s, SOL, "play tactical_bombardment 27"),
        "ti4-card-needs-bombardment"
    );
    put(&mut s, 27, SOL, UnitKind::Dreadnought, 1, None);
    resolve(&mut s, SOL, "play tactical_bombardment 27");
    assert!(
        s.players[LETNEV]
            .planets
            .iter()
            .filter(|c| c.planet == "new_albion" || c.planet == "starpoint")
            .all(|c| c.exhausted)
    );
}

#[test]
fn card_unexpected_action_returns_a_token() {
    let mut s = action_phase();
    give_card(&mut s, SOL, "unexpected_action");
    assert_eq!(
        refused(&mut s, SOL, "play unexpected_action 19"),
        "ti4-card-no-token-there"
    );
    let i = idx(&s, 19);
    s.systems[i].command_tokens.push(SOL);
    let r = s.players[SOL].tokens.reinforcements;
    resolve(&mut s, SOL, "play unexpected_action 19");
    assert!(!s.systems[i].command_tokens.contains(&SOL));
    assert_eq!(s.players[SOL].tokens.reinforcements, r + 1);
}

#[test]
fn card_unstable_planet_and_uprising() {
    let mut s = action_phase();
    own(&mut s, LETNEV, "vefut_ii");
    put(&mut s, 20, LETNEV, UnitKind::Infantry, 4, Some("vefut_ii"));
    give_card(&mut s, SOL, "unstable_planet");
    assert_eq!(
        refused(&mut s, SOL, "play unstable_planet wellon"),
        "ti4-card-not-hazardous"
    );
    resolve(&mut s, SOL, "play unstable_planet vefut_ii");
    assert_eq!(
        count(&s, 20, LETNEV, UnitKind::Infantry, Some("vefut_ii")),
        1,
        "3 destroyed"
    );
    assert!(
        s.players[LETNEV]
            .planets
            .iter()
            .any(|c| c.planet == "vefut_ii" && c.exhausted)
    );
    s.phase = Phase::Action {
        active: SOL,
        tactical: None,
    };
    own(&mut s, LETNEV, "saudor");
    give_card(&mut s, SOL, "uprising");
    assert_eq!(
        refused(&mut s, SOL, "play uprising vefut_ii"),
        "ti4-card-planet-exhausted"
    );
    assert_eq!(
        refused(&mut s, SOL, "play uprising arc_prime"),
        "ti4-card-home-planet"
    );
    let tg = s.players[SOL].trade_goods;
    resolve(&mut s, SOL, "play uprising saudor");
    assert_eq!(s.players[SOL].trade_goods, tg + 2);
    assert!(
        s.players[LETNEV]
            .planets
            .iter()
            .any(|c| c.planet == "saudor" && c.exhausted)
    );
}

// ---------------------------------------------------------------------------------------------
// Cards played at other moments
// ---------------------------------------------------------------------------------------------

#[test]
fn card_summit_at_the_start_of_the_strategy_phase() {
    let mut s = fixtures::three_players();
    let t = s.players[LETNEV].tokens;
    give_card(&mut s, LETNEV, "summit");
    assert_eq!(
        refused(&mut s, LETNEV, "play summit bogus"),
        "ti4-play-help"
    );
    resolve(&mut s, LETNEV, "play summit fleet strategy");
    assert_eq!(s.players[LETNEV].tokens.fleet, t.fleet + 1);
    assert_eq!(s.players[LETNEV].tokens.strategy, t.strategy + 1);
    assert_eq!(s.strategy_picker(), Some(SOL), "the strategy phase goes on");
    play(&mut s, SOL, "pick 1").unwrap();
    give_card(&mut s, LETNEV, "summit");
    assert_eq!(refused(&mut s, LETNEV, "play summit"), "ti4-card-not-now");
}

#[test]
fn card_flank_speed_and_upgrade_after_activation() {
    let mut s = action_phase();
    give_card(&mut s, SOL, "flank_speed");
    assert_eq!(refused(&mut s, SOL, "play flank_speed"), "ti4-card-not-now");
    // Sol's carriers (move 1) at home; tile 20 is two systems away.
    let home = pos(&s, 1);
    let target = s
        .systems
        .iter()
        .map(|x| x.position)
        .find(|p| {
            starpost::games::ti4::rules::movement::path_cost(&s, SOL, home, *p).map(|c| c.0)
                == Some(2)
        })
        .unwrap();
    let tile = s.system_at(target).unwrap().tile;
    play(&mut s, SOL, &format!("activate {tile}")).unwrap();
    let mut tried = s.clone();
    assert_eq!(
        play(&mut tried, SOL, "move 1: 1 carrier").unwrap_err().id,
        "ti4-move-too-far"
    );
    resolve(&mut s, SOL, "play flank_speed");
    play(&mut s, SOL, "move 1: 1 carrier").unwrap();
    assert_eq!(
        units::count(s.system_at(target).unwrap(), SOL, UnitKind::Carrier, None),
        1
    );

    // Upgrade: a cruiser in the active system becomes a dreadnought.
    let mut s = action_phase();
    put(&mut s, 19, SOL, UnitKind::Cruiser, 1, None);
    play(&mut s, SOL, "activate 19").unwrap();
    resolve(&mut s, SOL, "play upgrade");
    assert_eq!(count(&s, 19, SOL, UnitKind::Cruiser, None), 0);
    assert_eq!(count(&s, 19, SOL, UnitKind::Dreadnought, None), 1);
}

#[test]
fn card_shields_holding_and_maneuvering_jets_cancel_hits() {
    let mut s = action_phase();
    space_combat(&mut s, 19, (3, 1), false, None);
    give_card(&mut s, LETNEV, "maneuvering_jets");
    assert_eq!(
        refused(&mut s, LETNEV, "play maneuvering_jets"),
        "ti4-card-not-now"
    );
    resolve(&mut s, SOL, "play shields_holding");
    assert_eq!(combat(&s).attacker_hits, 1, "2 of Sol's 3 hits cancelled");

    let mut s = action_phase();
    space_combat(&mut s, 19, (0, 2), true, None);
    resolve(&mut s, LETNEV, "play maneuvering_jets");
    assert_eq!(combat(&s).defender_hits, 1);
}

#[test]
fn card_shields_holding_cancelling_every_hit_lets_the_combat_go_on() {
    let mut s = action_phase();
    space_combat(&mut s, 19, (2, 0), false, None);
    let round = combat(&s).round;
    resolve(&mut s, SOL, "play shields_holding");
    // Both sides are done with hits: the next round was rolled (or the combat ended).
    if let Phase::Action {
        tactical: Some(t), ..
    } = &s.phase
        && let TacticalStep::Combat(c) = &t.step
    {
        assert!(c.round > round);
    }
}

#[test]
fn card_morale_boost_fighter_prototype_and_emergency_repairs_at_round_start() {
    let mut s = action_phase();
    space_combat(&mut s, 19, (0, 0), false, Some(LETNEV));
    resolve(&mut s, SOL, "play morale_boost");
    resolve(&mut s, SOL, "play fighter_prototype");
    let b = combat(&s).bonuses;
    assert_eq!(b.len(), 2);
    assert!(
        b.iter()
            .any(|x| x.seat == SOL && x.amount == 1 && !x.fighters_only)
    );
    assert!(
        b.iter()
            .any(|x| x.seat == SOL && x.amount == 2 && x.fighters_only)
    );
    let i = idx(&s, 19);
    for g in &mut s.systems[i].units {
        if g.owner == SOL {
            g.damaged = 2;
        }
    }
    resolve(&mut s, SOL, "play emergency_repairs");
    assert!(s.systems[i].units.iter().all(|g| g.damaged == 0));
    // The round's bonuses end with the round: Letnev stays, the dice roll.
    play(&mut s, LETNEV, "retreat no").unwrap();
    if let Phase::Action {
        tactical: Some(t), ..
    } = &s.phase
        && let TacticalStep::Combat(c) = &t.step
        && c.round > 1
    {
        assert!(c.bonuses.is_empty());
    }
}

#[test]
fn card_morale_boost_makes_more_hits() {
    // The same dice with and without +1: never fewer hits, and more for some seeds.
    let mut more = 0;
    for seed in 0..40u64 {
        let mut hits = Vec::new();
        for boosted in [false, true] {
            let mut s = action_phase();
            space_combat(&mut s, 19, (0, 0), false, Some(LETNEV));
            if boosted {
                resolve(&mut s, SOL, "play morale_boost");
            }
            Ti4::apply(
                &mut s,
                LETNEV,
                &Action::Retreat {
                    to: None,
                    always: true,
                },
                &mut GameRng::for_step(seed, 7),
            )
            .unwrap();
            let c = combat(&s);
            hits.push(c.defender_hits);
        }
        assert!(hits[1] >= hits[0], "seed {seed}: {hits:?}");
        if hits[1] > hits[0] {
            more += 1;
        }
    }
    assert!(more > 0);
}

// ---------------------------------------------------------------------------------------------
// Coverage of the card data
// ---------------------------------------------------------------------------------------------

#[test]
fn every_action_card_is_automated_or_listed_in_features() {
    let missing = fixtures::missing_from_features(
        content::content()
            .action_cards
            .iter()
            .map(|c| (c.id.as_str(), c.name.as_str())),
        cards::AUTOMATED,
    );
    assert!(
        missing.is_empty(),
        "not automated and not in FEATURES.md: {missing:?}"
    );
    for id in cards::AUTOMATED {
        assert!(content::action_card(id).is_some(), "{id} is a card");
    }
}

// ---------------------------------------------------------------------------------------------
// Agenda-phase cards (§35)
// ---------------------------------------------------------------------------------------------

/// The agenda phase with a plain directive on the table (for / against), its reveal window
/// open (§35.2: "when" and "after" cards, before the votes).
fn agenda_game() -> State {
    let mut s = fixtures::at_agenda_window();
    if let Phase::Agenda(a) = &mut s.phase {
        a.agenda = "economic_equality".into();
    }
    s
}

/// Everyone still to vote votes `outcome`; the speaker breaks a tie for it; nobody plays a
/// card in the window after the speaker's vote.
fn vote_all(s: &mut State, outcome: &str) {
    while let Phase::Agenda(a) = &s.phase {
        if a.agenda != "economic_equality" {
            return;
        }
        if s.window.is_some() {
            fixtures::pass_windows(s);
            continue;
        }
        if !a.tied.is_empty() {
            let speaker = s.speaker;
            play(s, speaker, &format!("decide {outcome}")).unwrap();
            continue;
        }
        let Some(&seat) = a.order.get(a.votes.len()) else {
            return;
        };
        play(s, seat, &format!("vote {outcome}")).unwrap();
    }
}

#[test]
fn rr_35_22_riders_pay_off_only_on_the_predicted_outcome_and_their_player_does_not_vote() {
    let mut s = agenda_game();
    let vp = s.players[HACAN].victory_points;
    resolve(&mut s, HACAN, "play imperial_rider for");
    let Phase::Agenda(a) = &s.phase else { panic!() };
    assert!(!a.order.contains(&HACAN), "a rider's player does not vote");
    vote_all(&mut s, "for");
    assert_eq!(s.players[HACAN].victory_points, vp + 1);

    let mut s = agenda_game();
    resolve(&mut s, HACAN, "play trade_rider against");
    vote_all(&mut s, "for");
    // Economic Equality "for" gives everyone 5 trade goods; the wrong prediction adds nothing.
    assert_eq!(s.players[HACAN].trade_goods, 5);
}

#[test]
fn rr_35_22_each_rider_pays_its_reward() {
    type Check = fn(&State, &State) -> bool;
    let cases: [(&str, Check); 8] = [
        ("imperial_rider", |b, a| {
            a.players[LETNEV].victory_points == b.players[LETNEV].victory_points + 1
        }),
        ("trade_rider", |_, a| a.players[LETNEV].trade_goods == 5 + 5),
        // Three pools to choose from: asked (see the test of the Leadership Rider below).
        ("leadership_rider", |_, a| {
            a.agenda_effects.pending.iter().any(|p| p.seat == LETNEV)
                && a.agenda_effects.awaiting_next
        }),
        ("politics_rider", |b, a| {
            a.speaker == LETNEV
                && a.players[LETNEV].action_cards.len() >= b.players[LETNEV].action_cards.len() + 3
        }),
        ("technology_rider", |_, a| {
            a.agenda_effects.pending.iter().any(|p| p.seat == LETNEV)
        }),
        ("construction_rider", |b, a| {
            units::on_board(a, LETNEV, UnitKind::SpaceDock)
                == units::on_board(b, LETNEV, UnitKind::SpaceDock) + 1
        }),
        ("warfare_rider", |b, a| {
            units::on_board(a, LETNEV, UnitKind::Dreadnought)
                == units::on_board(b, LETNEV, UnitKind::Dreadnought) + 1
        }),
        ("diplomacy_rider", |_, a| {
            let home = a.players[LETNEV].home_position;
            let sys = a.system_at(home).unwrap();
            sys.command_tokens.contains(&SOL) && sys.command_tokens.contains(&HACAN)
        }),
    ];
    // Letnev holds only its home system, with one planet free of a dock: the Construction,
    // Warfare and Diplomacy Riders have exactly one legal answer and pay at once, unasked.
    for (card, check) in cases {
        let mut s = agenda_game();
        let before = s.clone();
        resolve(&mut s, LETNEV, &format!("play {card} for"));
        vote_all(&mut s, "for");
        assert!(check(&before, &s), "{card}");
        if ["construction_rider", "warfare_rider", "diplomacy_rider"].contains(&card) {
            assert!(
                s.agenda_effects.pending.is_empty(),
                "{card}: nothing to ask"
            );
        }
    }
}

/// Letnev plays `card` predicting "for" and "for" wins (§35.22): the reward is due.
fn rider_won(s: &mut State, card: &str) {
    resolve(s, LETNEV, &format!("play {card} for"));
    vote_all(s, "for");
}

/// The buttons offered to Letnev, sorted.
fn letnev_buttons(s: &State) -> Vec<String> {
    let prompts: Vec<_> = Ti4::prompts(s)
        .into_iter()
        .filter(|p| p.seat == LETNEV)
        .collect();
    assert!(
        prompts.iter().all(|p| p.choices.len() <= 25),
        "at most 25 buttons"
    );
    let mut v: Vec<String> = prompts
        .into_iter()
        .flat_map(|p| p.choices.into_iter().map(|c| c.notation))
        .collect();
    v.sort();
    v
}

/// The agenda phase waits for the rider's answer, then goes on to the second agenda.
fn waits(s: &State) -> bool {
    s.agenda_effects.awaiting_next && matches!(&s.phase, Phase::Agenda(a) if a.number == 1)
}

fn went_on(s: &State) -> bool {
    s.agenda_effects.pending.is_empty()
        && !s.agenda_effects.awaiting_next
        && matches!(&s.phase, Phase::Agenda(a) if a.number == 2)
}

/// The tile of the system holding `planet`.
fn tile_of(s: &State, planet: &str) -> u16 {
    s.systems
        .iter()
        .find(|x| content::system(x.tile).is_some_and(|t| t.planet(planet).is_some()))
        .map(|x| x.tile)
        .unwrap()
}

#[test]
fn rr_35_22_leadership_rider_asks_which_pools_get_the_tokens() {
    let mut s = agenda_game();
    rider_won(&mut s, "leadership_rider");
    assert!(waits(&s), "§35.22: the agenda phase waits for the choice");
    // Every way to split the 3 tokens over the tactic, fleet and strategy pools.
    let mut splits = Vec::new();
    for t in 0..=3 {
        for f in 0..=3 - t {
            splits.push(format!("agenda-choice tokens {t} {f} {}", 3 - t - f));
        }
    }
    splits.sort();
    assert_eq!(letnev_buttons(&s), splits);
    // Not 3 tokens: refused, nothing changes.
    for bad in [
        "agenda-choice tokens 2 2 0",
        "agenda-choice tokens 3",
        "agenda-choice tactic",
    ] {
        assert_eq!(
            refused(&mut s, LETNEV, bad),
            "ti4-rider-bad-tokens",
            "{bad}"
        );
    }
    // Fleet Regulations (a law) caps the fleet pool at 4: no split beyond it is offered or taken.
    let mut capped = s.clone();
    capped.laws.push(Law {
        agenda: "fleet_regulations".into(),
        elected: None,
        exhausted: false,
    });
    capped.players[LETNEV].tokens.fleet = 4;
    assert!(
        letnev_buttons(&capped)
            .iter()
            .all(|b| b.split_whitespace().nth(3) == Some("0"))
    );
    assert_eq!(
        refused(&mut capped, LETNEV, "agenda-choice tokens 0 1 2"),
        "ti4-agenda-fleet-limit"
    );
    // The chosen split is applied and the next agenda comes.
    let t = s.players[LETNEV].tokens;
    play(&mut s, LETNEV, "agenda-choice tokens 1 0 2").unwrap();
    let after = s.players[LETNEV].tokens;
    assert_eq!(
        (
            after.tactic,
            after.fleet,
            after.strategy,
            after.reinforcements
        ),
        (t.tactic + 1, t.fleet, t.strategy + 2, t.reinforcements - 3)
    );
    assert!(went_on(&s));
}

#[test]
fn rr_35_22_construction_rider_asks_which_planet_gets_the_dock() {
    let mut s = agenda_game();
    own(&mut s, LETNEV, "wellon");
    rider_won(&mut s, "construction_rider");
    assert!(waits(&s));
    let docked = |s: &State, planet: &str| {
        s.systems.iter().any(|x| {
            x.units
                .iter()
                .any(|u| u.kind == UnitKind::SpaceDock && u.planet.as_deref() == Some(planet))
        })
    };
    // Letnev's planets without a dock (one per planet).
    let mut free: Vec<String> = s.players[LETNEV]
        .planets
        .iter()
        .filter(|c| !docked(&s, &c.planet))
        .map(|c| format!("agenda-choice dock {}", c.planet))
        .collect();
    free.sort();
    assert!(free.len() >= 2 && free.contains(&"agenda-choice dock wellon".to_string()));
    assert_eq!(letnev_buttons(&s), free);
    // A planet that already has a dock, another player's planet, an unknown word: refused.
    let with_dock = s.players[LETNEV]
        .planets
        .iter()
        .find(|c| docked(&s, &c.planet))
        .map(|c| c.planet.clone())
        .unwrap();
    for bad in [
        format!("agenda-choice dock {with_dock}"),
        "agenda-choice dock jord".to_string(),
        "agenda-choice dock nowhere".to_string(),
    ] {
        assert_eq!(refused(&mut s, LETNEV, &bad), "ti4-rider-bad-dock", "{bad}");
    }
    let docks = units::on_board(&s, LETNEV, UnitKind::SpaceDock);
    play(&mut s, LETNEV, "agenda-choice dock wellon").unwrap();
    assert_eq!(
        count(
            &s,
            tile_of(&s, "wellon"),
            LETNEV,
            UnitKind::SpaceDock,
            Some("wellon")
        ),
        1
    );
    assert_eq!(units::on_board(&s, LETNEV, UnitKind::SpaceDock), docks + 1);
    assert!(went_on(&s));
}

#[test]
fn rr_35_22_warfare_rider_asks_which_system_gets_the_dreadnought() {
    let mut s = agenda_game();
    let home = s.players[LETNEV].home_position;
    // A second system with a Letnev ship, and one with none.
    let mut free = s
        .systems
        .iter()
        .filter(|x| x.position != home && !units::has_ships(x, LETNEV))
        .map(|x| x.tile);
    let (there, empty) = (free.next().unwrap(), free.next().unwrap());
    put(&mut s, there, LETNEV, UnitKind::Destroyer, 1, None);
    rider_won(&mut s, "warfare_rider");
    assert!(waits(&s));
    let mut expected: Vec<String> = s
        .systems
        .iter()
        .filter(|x| units::has_ships(x, LETNEV))
        .map(|x| format!("agenda-choice dreadnought {}", x.tile))
        .collect();
    expected.sort();
    assert_eq!(expected.len(), 2);
    assert_eq!(letnev_buttons(&s), expected);
    for bad in [
        format!("agenda-choice dreadnought {empty}"),
        "agenda-choice dreadnought 9999".to_string(),
        "agenda-choice dreadnought".to_string(),
    ] {
        assert_eq!(
            refused(&mut s, LETNEV, &bad),
            "ti4-rider-bad-dreadnought",
            "{bad}"
        );
    }
    let dreadnoughts = units::on_board(&s, LETNEV, UnitKind::Dreadnought);
    play(
        &mut s,
        LETNEV,
        &format!("agenda-choice dreadnought {there}"),
    )
    .unwrap();
    assert_eq!(count(&s, there, LETNEV, UnitKind::Dreadnought, None), 1);
    assert_eq!(
        units::on_board(&s, LETNEV, UnitKind::Dreadnought),
        dreadnoughts + 1
    );
    assert!(went_on(&s));
}

#[test]
fn rr_35_22_diplomacy_rider_asks_which_system_gets_the_tokens() {
    let mut s = agenda_game();
    own(&mut s, LETNEV, "wellon");
    rider_won(&mut s, "diplomacy_rider");
    assert!(waits(&s));
    let wellon = tile_of(&s, "wellon");
    let mut expected: Vec<String> = s.players[LETNEV]
        .planets
        .iter()
        .map(|c| format!("agenda-choice system {}", tile_of(&s, &c.planet)))
        .collect();
    expected.sort();
    expected.dedup();
    assert_eq!(expected.len(), 2);
    assert_eq!(letnev_buttons(&s), expected);
    // Sol's home holds no planet of Letnev's.
    let sol_home = s.system_at(s.players[SOL].home_position).unwrap().tile;
    for bad in [
        format!("agenda-choice system {sol_home}"),
        "agenda-choice system mecatol".to_string(),
    ] {
        assert_eq!(
            refused(&mut s, LETNEV, &bad),
            "ti4-rider-bad-system",
            "{bad}"
        );
    }
    let before = s.clone();
    play(&mut s, LETNEV, &format!("agenda-choice system {wellon}")).unwrap();
    let sys = &s.systems[idx(&s, wellon)];
    for o in [SOL, HACAN] {
        assert!(sys.command_tokens.contains(&o));
        assert_eq!(
            s.players[o].tokens.reinforcements + 1,
            before.players[o].tokens.reinforcements
        );
    }
    assert!(!sys.command_tokens.contains(&LETNEV));
    assert!(went_on(&s));
}

#[test]
fn rr_35_22_bots_answer_a_riders_question() {
    let mut s = agenda_game();
    own(&mut s, LETNEV, "wellon");
    rider_won(&mut s, "construction_rider");
    let buttons = letnev_buttons(&s);
    for seed in 0..20 {
        let mut rng = GameRng::for_step(seed, 0);
        let text = starpost::games::ti4::bot::random_action(&s, LETNEV, &mut rng).unwrap();
        if text.starts_with("agenda-choice") {
            assert!(buttons.contains(&text), "{text}");
            let mut t = s.clone();
            play(&mut t, LETNEV, &text).unwrap();
            assert!(went_on(&t));
            return;
        }
    }
    panic!("the bot never answered the rider's question");
}

#[test]
fn rr_35_veto_assassinate_councilor_and_burial_sites() {
    // Veto: the agenda is discarded and the next one revealed.
    let mut s = agenda_game();
    resolve(&mut s, SOL, "play veto");
    assert!(s.agenda_discard.contains(&"economic_equality".to_string()));
    assert!(matches!(&s.phase, Phase::Agenda(a) if a.agenda != "economic_equality"));

    // Assassinate Representative: the player may not vote.
    let mut s = agenda_game();
    resolve(&mut s, SOL, "play assassinate_representative letnev");
    assert!(matches!(&s.phase, Phase::Agenda(a) if !a.order.contains(&LETNEV)));
    // Once someone has voted, "after revealed" cards are too late.
    let first = match &s.phase {
        Phase::Agenda(a) => a.order[0],
        _ => unreachable!(),
    };
    play(&mut s, first, "vote for").unwrap();
    give_card(&mut s, SOL, "veto");
    assert_eq!(refused(&mut s, SOL, "play veto"), "ti4-card-not-now");

    // Distinguished Councilor: +5 votes after one's own vote.
    let first_votes = match &s.phase {
        Phase::Agenda(a) => a.votes[0].votes,
        _ => unreachable!(),
    };
    resolve(&mut s, first, "play distinguished_councilor");
    assert!(matches!(&s.phase, Phase::Agenda(a) if a.votes[0].votes == first_votes + 5));

    // Ancient Burial Sites: the player's cultural planets are exhausted.
    let mut s = agenda_game();
    own(&mut s, HACAN, "lodor");
    resolve(&mut s, SOL, "play ancient_burial_sites hacan");
    assert!(
        s.players[HACAN]
            .planets
            .iter()
            .any(|c| c.planet == "lodor" && c.exhausted)
    );
    let mut s = agenda_game();
    give_card(&mut s, SOL, "imperial_rider");
    assert_eq!(
        refused(&mut s, SOL, "play imperial_rider maybe"),
        "ti4-card-no-such-outcome"
    );
}

/// Mining Initiative ("gain as many trade goods as its resource value") reads the planet's
/// resource value as the rules see it now (§54 resources; the Core Mining law's +2, Hegemonic
/// Trade Policy's swap), not the number printed on the card.
#[test]
fn rr_54_mining_initiative_gains_the_planets_resource_value_as_it_is_now() {
    // Printed: Jord has 4 resources and 2 influence.
    let printed = content::planet("jord").map(|(_, p)| p.resources).unwrap();
    // Core Mining attached to Jord: 4 + 2.
    let mut s = action_phase();
    s.laws.push(Law {
        agenda: "core_mining".into(),
        elected: Some("jord".into()),
        exhausted: false,
    });
    let tg = s.players[SOL].trade_goods;
    resolve(&mut s, SOL, "play mining_initiative jord");
    assert_eq!(s.players[SOL].trade_goods, tg + printed + 2);
    // Hegemonic Trade Policy swapped Jord's values for Sol this turn: its influence counts.
    let mut s = action_phase();
    s.tech.swapped = Some((SOL, "jord".into()));
    let influence = content::planet("jord").map(|(_, p)| p.influence).unwrap();
    assert_ne!(influence, printed);
    let tg = s.players[SOL].trade_goods;
    resolve(&mut s, SOL, "play mining_initiative jord");
    assert_eq!(s.players[SOL].trade_goods, tg + influence);
}
