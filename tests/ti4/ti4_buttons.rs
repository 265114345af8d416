//! Issue 16: the tactical action played by pressing only the offered buttons — activation
//! (§59.1, §87), movement built unit by unit (§50, §31 transport, §32 capacity), the landing
//! (§77) and the production with its payment (§26, §47, §54). Every choice offered along the
//! way is also applied on a copy (`offered_choices_apply`), so no button leads to a refusal.

use starpost::core::testing::offered_choices_apply;
use starpost::core::{Choice, Game, GameRng, Prompt};
use starpost::games::ti4::Ti4;
use starpost::games::ti4::content::{self, UnitKind};
use starpost::games::ti4::rules::units;
use starpost::games::ti4::state::{Phase, State, TacticalStep};

use crate::fixtures;

/// The prompt awaiting `seat` (exactly one).
fn prompt(s: &State, seat: usize) -> Prompt {
    let mut p: Vec<Prompt> = Ti4::prompts(s)
        .into_iter()
        .filter(|p| p.seat == seat)
        .collect();
    assert_eq!(p.len(), 1, "one prompt for seat {seat}: {p:?}");
    p.remove(0)
}

/// The choices offered to `seat` whose label is `label`.
fn offered(s: &State, seat: usize, label: &str) -> Vec<Choice> {
    prompt(s, seat)
        .choices
        .into_iter()
        .filter(|c| c.label.id == label)
        .collect()
}

/// Presses the first button offered to `seat` with this label whose notation satisfies `pick`;
/// before that, checks that every offered choice applies.
fn press(s: &mut State, seat: usize, label: &str, pick: impl Fn(&str) -> bool) -> String {
    offered_choices_apply::<Ti4>(s, 16, 0, 0, &[]);
    let choice = offered(s, seat, label)
        .into_iter()
        .find(|c| pick(&c.notation))
        .unwrap_or_else(|| panic!("no `{label}` button: {:?}", prompt(s, seat).choices));
    let action = Ti4::parse_action(s, &choice.notation).expect("an offered choice parses");
    Ti4::apply(s, seat, &action, &mut GameRng::for_step(16, 1))
        .unwrap_or_else(|e| panic!("`{}` refused: {e:?}", choice.notation));
    choice.notation
}

fn any(_: &str) -> bool {
    true
}

fn step(s: &State) -> Option<TacticalStep> {
    match &s.phase {
        Phase::Action {
            tactical: Some(t), ..
        } => Some(t.step.clone()),
        _ => None,
    }
}

/// A system next to Sol's home with planets and nobody's units: where Sol expands first.
fn neighbour(s: &State) -> u16 {
    let home = s.players[0].home_position;
    units::adjacent_positions(s, home)
        .into_iter()
        .filter_map(|p| s.system_at(p))
        .filter(|sys| sys.units.is_empty())
        .map(|sys| sys.tile)
        .find(|t| content::system(*t).is_some_and(|d| !d.planets.is_empty()))
        .expect("a planet system next to Sol's home")
}

#[test]
fn rr_59_1_activation_buttons_are_the_systems_without_ones_token() {
    let mut s = fixtures::action_phase();
    let all: Vec<u16> = s.systems.iter().map(|x| x.tile).collect();
    let tiles = |s: &State| -> Vec<u16> {
        offered(s, 0, "ti4-choice-activate")
            .iter()
            .map(|c| c.notation["activate ".len()..].parse().unwrap())
            .collect()
    };
    // Every system of the board, in tile-number order, once.
    let mut sorted = all.clone();
    sorted.sort();
    assert_eq!(tiles(&s), sorted);
    let t = neighbour(&s);
    press(&mut s, 0, "ti4-choice-activate", |n| {
        n == format!("activate {t}")
    });
    press(&mut s, 0, "ti4-choice-no-move", any);
    // The others take their turns by buttons too.
    for seat in [1, 2] {
        press(&mut s, seat, "ti4-choice-activate", any);
        press(&mut s, seat, "ti4-choice-no-move", any);
    }
    // §87: the system holding Sol's token is no longer offered to Sol.
    let now = tiles(&s);
    assert!(!now.contains(&t));
    assert_eq!(now.len(), all.len() - 1);
    // §59.1: without a tactic token, no tactical action.
    s.players[0].tokens.tactic = 0;
    assert!(tiles(&s).is_empty());
}

#[test]
fn rr_50_rr_77_rr_26_a_tactical_turn_by_buttons_only() {
    let mut s = fixtures::action_phase();
    let home = s.players[0].home_position;
    let home_tile = s.system_at(home).unwrap().tile;
    let t = neighbour(&s);
    press(&mut s, 0, "ti4-choice-activate", |n| {
        n == format!("activate {t}")
    });
    let from_home = |n: &str, kind: &str| n == format!("draft +{kind} {home_tile}");
    // §31: infantry move only with a ship to carry them: none offered before a carrier.
    assert!(
        !offered(&s, 0, "ti4-choice-draft-add-from")
            .iter()
            .any(|c| from_home(&c.notation, "infantry"))
    );
    press(&mut s, 0, "ti4-choice-draft-add-from", |n| {
        from_home(n, "carrier")
    });
    press(&mut s, 0, "ti4-choice-draft-add-from", |n| {
        from_home(n, "infantry")
    });
    press(&mut s, 0, "ti4-choice-draft-add-from", |n| {
        from_home(n, "infantry")
    });
    // The draft is shown in the prompt and kept (publicly) in the tactical action.
    assert_eq!(prompt(&s, 0).ask.id, "ti4-ask-move-draft");
    // §32: with the carrier's cargo aboard, taking the carrier away is not offered.
    assert!(
        !offered(&s, 0, "ti4-choice-draft-remove-from")
            .iter()
            .any(|c| c.notation.contains("carrier"))
    );
    let carried = units::count(s.system_at(home).unwrap(), 0, UnitKind::Carrier, None);
    let moved = press(&mut s, 0, "ti4-choice-draft-move", any);
    assert_eq!(moved, format!("move {home_tile}: 1 carrier, 2 infantry"));
    let here = fixtures::pos(&s, t);
    assert_eq!(
        units::count(s.system_at(home).unwrap(), 0, UnitKind::Carrier, None),
        carried - 1
    );
    assert_eq!(
        units::count(s.system_at(here).unwrap(), 0, UnitKind::Infantry, None),
        2
    );
    assert_eq!(step(&s), Some(TacticalStep::Invasion));
    // §77: land both ground forces on the first planet, then invade.
    let planet = content::system(t).unwrap().planets[0].id.clone();
    press(&mut s, 0, "ti4-choice-land-all", |n| n.ends_with(&planet));
    assert_eq!(prompt(&s, 0).ask.id, "ti4-ask-invade-draft");
    let invaded = press(&mut s, 0, "ti4-choice-draft-invade", any);
    assert_eq!(invaded, format!("invade {planet}: 2"));
    assert_eq!(
        units::count(
            s.system_at(here).unwrap(),
            0,
            UnitKind::Infantry,
            Some(&planet)
        ),
        2
    );
    assert!(s.control.iter().any(|(p, o)| *p == planet && *o == 0));
    // The others' turns, then Sol produces at home (§26) and pays by choosing planets (§47).
    for seat in [1, 2] {
        press(&mut s, seat, "ti4-choice-activate", any);
        press(&mut s, seat, "ti4-choice-no-move", any);
    }
    press(&mut s, 0, "ti4-choice-activate", |n| {
        n == format!("activate {home_tile}")
    });
    press(&mut s, 0, "ti4-choice-no-move", any);
    assert_eq!(step(&s), Some(TacticalStep::Production));
    // 1 trade good: 2 fighters (cost 1) are paid exactly with it by default, not with a planet.
    s.players[0].trade_goods = 1;
    press(&mut s, 0, "ti4-choice-draft-add", |n| n == "draft +fighter");
    press(&mut s, 0, "ti4-choice-draft-add", |n| n == "draft +fighter");
    let default = offered(&s, 0, "ti4-choice-draft-produce");
    assert_eq!(default[0].notation, "produce 2 fighter tg 1");
    // Paying with a planet instead: choose it, then produce.
    press(&mut s, 0, "ti4-choice-draft-choose-payment", any);
    assert_eq!(prompt(&s, 0).ask.id, "ti4-ask-produce-paying");
    // Nothing chosen yet: no produce button.
    assert!(offered(&s, 0, "ti4-choice-draft-produce-paid").is_empty());
    let jord = s.players[0].planets[0].planet.clone();
    press(&mut s, 0, "ti4-choice-pay-planet", |n| n.ends_with(&jord));
    let fighters = units::count(s.system_at(home).unwrap(), 0, UnitKind::Fighter, None);
    let produced = press(&mut s, 0, "ti4-choice-draft-produce-paid", any);
    assert_eq!(produced, format!("produce 2 fighter pay {jord}"));
    assert_eq!(
        units::count(s.system_at(home).unwrap(), 0, UnitKind::Fighter, None),
        fighters + 2
    );
    assert!(s.players[0].planets[0].exhausted);
    assert_eq!(s.players[0].trade_goods, 1);
    assert!(matches!(s.phase, Phase::Action { active: 1, .. }));
}

#[test]
fn rr_26_production_buttons_stop_at_the_production_limit() {
    let mut s = fixtures::action_phase();
    let home = s.players[0].home_position;
    let home_tile = s.system_at(home).unwrap().tile;
    press(&mut s, 0, "ti4-choice-activate", |n| {
        n == format!("activate {home_tile}")
    });
    press(&mut s, 0, "ti4-choice-no-move", any);
    s.players[0].trade_goods = 20;
    let i = fixtures::idx(&s, home_tile);
    let (limit, _) = starpost::games::ti4::rules::production::capacity(&s, 0, i);
    let mut n = 0;
    while !offered(&s, 0, "ti4-choice-draft-add")
        .iter()
        .all(|c| c.notation != "draft +infantry")
    {
        press(&mut s, 0, "ti4-choice-draft-add", |n| {
            n == "draft +infantry"
        });
        n += 1;
        assert!(n <= limit, "more infantry offered than the limit {limit}");
    }
    assert_eq!(n, limit);
    // Taking one away and clearing are buttons too; clearing empties the draft.
    press(&mut s, 0, "ti4-choice-draft-remove", |n| {
        n == "draft -infantry"
    });
    press(&mut s, 0, "ti4-choice-draft-clear", any);
    assert_eq!(prompt(&s, 0).ask.id, "ti4-ask-produce");
    // Typed steps that make no sense now are refused and change nothing.
    let before = s.clone();
    for text in [
        "draft -infantry",
        "draft pay",
        "draft land jord",
        "draft +carrier 1",
    ] {
        let a = Ti4::parse_action(&s, text).unwrap();
        assert!(Ti4::apply(&mut s, 0, &a, &mut GameRng::for_step(1, 1)).is_err());
    }
    assert_eq!(s, before);
}

#[test]
fn draft_notation_round_trips() {
    let s = fixtures::action_phase();
    for text in [
        "draft +carrier 12",
        "draft -infantry 1",
        "draft +fighter",
        "draft land jord",
        "draft land all jord",
        "draft pay",
        "draft pay tg",
        "draft pay jord",
        "draft back",
        "draft clear",
    ] {
        let a = Ti4::parse_action(&s, text).unwrap();
        assert_eq!(a.notation(), text);
    }
    for bad in [
        "draft",
        "draft carrier 12",
        "draft +blob",
        "draft +carrier x",
    ] {
        assert!(Ti4::parse_action(&s, bad).is_err(), "{bad}");
    }
}

#[test]
fn rr_7_2_landing_on_mecatol_rex_by_buttons_pays_the_custodians() {
    let mut s = fixtures::action_phase();
    // Sol's carrier with 2 infantry already in Mecatol Rex's system (position 0, tile 18), and
    // 6 trade goods to spend as influence.
    fixtures::set_units(
        &mut s,
        0,
        &[
            (0, UnitKind::Carrier, 1, None),
            (0, UnitKind::Infantry, 2, None),
        ],
    );
    s.players[0].trade_goods = 6;
    let vp = s.players[0].victory_points;
    press(&mut s, 0, "ti4-choice-activate", |n| n == "activate 18");
    press(&mut s, 0, "ti4-choice-no-move", any);
    press(&mut s, 0, "ti4-choice-land-one", |n| {
        n.ends_with("mecatol_rex")
    });
    // The confirm pays the 6 influence with the cheapest exact payment (§7.2).
    let invaded = press(&mut s, 0, "ti4-choice-draft-invade-custodians", any);
    assert!(
        invaded.starts_with("invade mecatol_rex: 1 custodians"),
        "{invaded}"
    );
    assert!(!s.custodians);
    assert_eq!(s.players[0].victory_points, vp + 1);
    assert!(s.control.iter().any(|(p, o)| p == "mecatol_rex" && *o == 0));
}
