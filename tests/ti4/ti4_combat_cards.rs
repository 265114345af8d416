//! Combat and invasion interrupts through the pure engine (Korean-edition numbers, digest 0.1):
//! the pauses at their moments (digest section 6, D17–D26) and every base action card, note and
//! law played there — Courageous to the End, Direct Hit, Disable, Bunker, Experimental
//! Battlestation, Fire Team, Intercept, Parley, Salvage, Skilled Retreat; War Funding, Tekklar
//! Legion, Ragh's Call; The Crown of Thalnos — each with its effect and its refusals.

use starpost::core::Game;
use starpost::core::msg::Arg;
use starpost::core::rules::{Applied, Viewer};
use starpost::core::{GameRng, Msg};
use starpost::games::ti4::Ti4;
use starpost::games::ti4::action::Action;
use starpost::games::ti4::content::{self, UnitKind};
use starpost::games::ti4::rules::agenda::Law;
use starpost::games::ti4::rules::moments::{self, Moment};
use starpost::games::ti4::rules::window::{Kind, Window};
use starpost::games::ti4::rules::{cards, notes, units};
use starpost::games::ti4::state::{
    Combat, CombatKind, Phase, Reroll, State, Tactical, TacticalStep,
};

use crate::fixtures;
use fixtures::{clear, combat, count, give_card, give_note, idx, own, put};

const SOL: usize = 0;
const LETNEV: usize = 1;
const HACAN: usize = 2;

/// The fixture game in the action phase, Sol to act; nobody has Antimass Deflectors (it changes
/// space cannon rolls, which some tests count).
fn game() -> State {
    let mut s = fixtures::without_antimass();
    for p in &mut s.players {
        // The `auto` reaction profile: asked only with something to play (the `ask` profile
        // has its own test).
        p.auto_pass = true;
    }
    s
}

fn act(s: &mut State, seat: usize, text: &str, seed: u64) -> Result<Applied, Msg> {
    let a = Ti4::parse_action(s, text)?;
    Ti4::apply(s, seat, &a, &mut GameRng::for_step(seed, 77)).map_err(Msg::from)
}

fn ok(s: &mut State, seat: usize, text: &str) -> Applied {
    act(s, seat, text, 1).unwrap_or_else(|m| panic!("{text}: {m:?}"))
}

fn refused(s: &mut State, seat: usize, text: &str) -> String {
    let before = s.clone();
    let r = act(s, seat, text, 1);
    assert_eq!(*s, before, "a refused action changes nothing ({text})");
    r.expect_err(text).id
}

fn tactical(s: &State) -> Option<Tactical> {
    match &s.phase {
        Phase::Action { tactical, .. } => tactical.as_deref().cloned(),
        _ => None,
    }
}

fn moment(s: &State) -> Option<Moment> {
    moments::at(s).cloned()
}

fn pending(s: &State) -> Vec<usize> {
    moments::current(s)
        .map(|p| p.pending.clone())
        .unwrap_or_default()
}

/// The window of a played card (awaiting Sabotage), not the pause it may sit on.
fn card_window(s: &State) -> Option<Window> {
    s.window
        .clone()
        .filter(|w| !matches!(w.kind, Kind::Pause { .. }))
}

/// Every player asked about a played card lets it resolve.
fn all_pass(s: &mut State) {
    while let Some(w) = card_window(s) {
        ok(s, w.pending[0], "react pass");
    }
}

/// Sol moves `sol` from tile 20 into tile 19, where Letnev has `letnev`.
fn battle(s: &mut State, sol: &[(UnitKind, u8)], letnev: &[(UnitKind, u8)], seed: u64) {
    clear(s, 19);
    clear(s, 20);
    for (k, n) in sol {
        put(s, 20, SOL, *k, *n, None);
    }
    for (k, n) in letnev {
        put(s, 19, LETNEV, *k, *n, None);
    }
    ok(s, SOL, "activate 19");
    let units = sol
        .iter()
        .map(|(k, n)| format!("{n} {}", k.as_str()))
        .collect::<Vec<_>>()
        .join(", ");
    act(s, SOL, &format!("move 20: {units}"), seed).unwrap();
}

/// A space combat in tile 19 (Sol attacks Letnev) at the hit assignment of round 1.
fn at_hits(s: &mut State, sol: &[(UnitKind, u8)], letnev: &[(UnitKind, u8)], hits: (u8, u8)) {
    let system = units::position_of_tile(s, 19).unwrap();
    clear(s, 19);
    for (k, n) in sol {
        put(s, 19, SOL, *k, *n, None);
    }
    for (k, n) in letnev {
        put(s, 19, LETNEV, *k, *n, None);
    }
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
                announced: true,
                ..Combat::default()
            }),
            ..Tactical::default()
        })),
    };
}

/// Numbers in a logged dice text (`3 7 10`).
fn dice_of(msg: &Msg, arg: &str) -> Vec<u8> {
    match msg.arg(arg) {
        Some(Arg::Text(t)) => t.split_whitespace().map(|x| x.parse().unwrap()).collect(),
        other => panic!("{arg}: {other:?}"),
    }
}

fn num(msg: &Msg, arg: &str) -> i64 {
    match msg.arg(arg) {
        Some(Arg::Num(n)) => *n,
        other => panic!("{arg}: {other:?}"),
    }
}

fn logged<'a>(applied: &'a [Applied], id: &str) -> Option<&'a Msg> {
    applied
        .iter()
        .flat_map(|a| a.log.iter())
        .map(|l| &l.msg)
        .find(|m| m.id == id)
}

// ---------------------------------------------------------------------------------------------
// The pause itself
// ---------------------------------------------------------------------------------------------

#[test]
fn rr_42_nobody_is_asked_when_nobody_holds_anything_for_the_moment() {
    // Nothing in hand: the combat runs to its first hit assignment without a pause.
    let mut s = game();
    battle(
        &mut s,
        &[(UnitKind::Dreadnought, 2)],
        &[(UnitKind::Destroyer, 3)],
        3,
    );
    assert_eq!(moment(&s), None);
    assert!(combat(&s).is_some());
    // A card for another moment does not stop the game either.
    let mut s = game();
    give_card(&mut s, LETNEV, "salvage");
    give_card(&mut s, SOL, "parley");
    battle(
        &mut s,
        &[(UnitKind::Dreadnought, 2)],
        &[(UnitKind::Destroyer, 3)],
        3,
    );
    assert_eq!(moment(&s), None);
}

#[test]
fn rr_42_round_start_pause_asks_only_the_holder_privately_and_blocks_the_rest() {
    let mut s = game();
    give_card(&mut s, SOL, "morale_boost");
    battle(
        &mut s,
        &[(UnitKind::Dreadnought, 2)],
        &[(UnitKind::Destroyer, 3)],
        3,
    );
    assert_eq!(moment(&s), Some(Moment::RoundStart));
    assert_eq!(
        pending(&s),
        vec![SOL],
        "only the player who can play is asked"
    );
    let c = combat(&s).unwrap();
    assert!(
        c.barrage,
        "§42: the start of combat comes before anti-fighter barrage"
    );
    // The prompt is private (it names the card); nothing public names it.
    let prompts = Ti4::prompts(&s);
    assert_eq!(prompts.len(), 1);
    assert!(prompts[0].private);
    assert!(
        prompts[0]
            .choices
            .iter()
            .any(|c| c.notation == "play morale_boost")
    );
    let public = serde_json::to_string(&Ti4::view(&s, Viewer::Seat(LETNEV))).unwrap();
    assert!(!public.contains("morale_boost"), "the hand stays secret");
    // Nothing else goes on while the moment waits.
    assert_eq!(refused(&mut s, LETNEV, "hits default"), "ti4-moment-open");
    assert_eq!(
        refused(&mut s, LETNEV, "react pass"),
        "ti4-not-awaited-window"
    );
    // Continue: the round goes on (barrage, then the roll).
    ok(&mut s, SOL, "react pass");
    assert_eq!(moment(&s), None);
    assert!(!combat(&s).is_some_and(|c| c.barrage));
}

#[test]
fn rr_42_the_reaction_timer_passes_for_silent_players() {
    let mut s = game();
    give_card(&mut s, SOL, "morale_boost");
    battle(
        &mut s,
        &[(UnitKind::Dreadnought, 2)],
        &[(UnitKind::Destroyer, 3)],
        3,
    );
    let id = moments::current(&s).unwrap().id;
    // The app's timer is keyed on the pause and sends Expire as the active player.
    let (key, seat, action) = <Ti4 as Game>::timeout(&s).expect("a timer");
    assert_eq!(
        (key, seat, action.clone()),
        (id.to_string(), SOL, Action::Expire)
    );
    let applied = Ti4::apply(&mut s, seat, &action, &mut GameRng::for_step(1, 2)).unwrap();
    assert!(logged(&[applied], "ti4-log-pause-expired").is_some());
    assert_eq!(moment(&s), None);
    assert_eq!(<Ti4 as Game>::timeout(&s), None);
}

#[test]
fn rr_38_3_a_card_played_at_a_pause_waits_for_sabotage_above_it_then_the_pause_resumes() {
    let mut s = game();
    give_card(&mut s, SOL, "morale_boost");
    give_card(&mut s, SOL, "morale_boost");
    give_card(&mut s, LETNEV, "sabotage");
    battle(
        &mut s,
        &[(UnitKind::Dreadnought, 2)],
        &[(UnitKind::Destroyer, 3)],
        3,
    );
    assert_eq!(moment(&s), Some(Moment::RoundStart));
    let pause = moments::current(&s).unwrap().id;
    // The pause is the open reaction window: its id keys the timer.
    assert_eq!(s.window.as_ref().map(|w| w.id), Some(pause));
    ok(&mut s, SOL, "play morale_boost");
    // §38.3: the card's own window (Sabotage) opens above the pause, which waits below it.
    let w = card_window(&s).expect("the card's window");
    assert_eq!(w.kind, Kind::ActionCard);
    assert_eq!(
        w.pending,
        vec![LETNEV],
        "Hacan holds nothing: passed at once"
    );
    assert_eq!(s.held_windows.last().map(|h| h.id), Some(pause));
    assert_eq!(moment(&s), Some(Moment::RoundStart));
    let (key, _, _) = <Ti4 as Game>::timeout(&s).unwrap();
    assert_eq!(key, w.id.to_string());
    // Nothing but the card's window is answered meanwhile.
    assert_eq!(refused(&mut s, SOL, "play morale_boost"), "ti4-window-open");
    assert_eq!(refused(&mut s, SOL, "react pass"), "ti4-not-awaited-window");
    ok(&mut s, LETNEV, "react sabotage");
    // Cancelled: no bonus, and the pause is back with Sol still asked (Sol may play again).
    assert!(combat(&s).unwrap().bonuses.is_empty());
    assert_eq!(s.window.as_ref().map(|w| w.id), Some(pause));
    assert_eq!(pending(&s), vec![SOL]);
    assert_eq!(<Ti4 as Game>::timeout(&s).unwrap().0, pause.to_string());
    let prompts = Ti4::prompts(&s);
    assert_eq!(prompts.len(), 1);
    assert!(
        prompts[0]
            .choices
            .iter()
            .any(|c| c.notation == "play morale_boost")
    );
    resolve_given(&mut s, SOL, "play morale_boost");
    assert!(
        combat(&s)
            .unwrap()
            .bonuses
            .iter()
            .any(|b| b.seat == SOL && b.amount == 1)
    );
    assert_eq!(
        pending(&s),
        vec![SOL],
        "still asked after the card resolved"
    );
    ok(&mut s, SOL, "react pass");
    assert_eq!(moment(&s), None);
    assert!(s.window.is_none() && s.held_windows.is_empty());
}

#[test]
fn a_pause_saved_on_the_tactical_action_resumes_as_a_window() {
    // A snapshot from before pauses were reaction windows: the pause sat on `Tactical::pause`.
    let mut s = game();
    give_card(&mut s, SOL, "morale_boost");
    battle(
        &mut s,
        &[(UnitKind::Dreadnought, 2)],
        &[(UnitKind::Destroyer, 3)],
        3,
    );
    let w = s.window.take().expect("the pause");
    let Kind::Pause { moment: m } = w.kind.clone() else {
        panic!("{:?}", w.kind)
    };
    if let Phase::Action {
        tactical: Some(t), ..
    } = &mut s.phase
    {
        t.pause = Some(moments::Pause {
            id: w.id,
            moment: m,
            pending: w.pending.clone(),
        });
    }
    let json = serde_json::to_string(&s).unwrap();
    assert!(json.contains("\"pause\""));
    let mut old: State = serde_json::from_str(&json).unwrap();
    assert!(moments::legacy(&old));
    // The same prompt and the same timer key as before it was saved.
    let prompts = Ti4::prompts(&old);
    assert_eq!(prompts.len(), 1);
    assert!(prompts[0].private);
    assert!(
        prompts[0]
            .choices
            .iter()
            .any(|c| c.notation == "play morale_boost")
    );
    assert_eq!(
        <Ti4 as Game>::timeout(&old),
        Some((w.id.to_string(), SOL, Action::Expire))
    );
    // Nothing else goes on meanwhile, and the refusal changes nothing.
    assert_eq!(refused(&mut old, LETNEV, "hits default"), "ti4-moment-open");
    ok(&mut old, SOL, "react pass");
    assert!(!moments::legacy(&old));
    assert_eq!(moment(&old), None);
    assert!(old.window.is_none());
    assert!(tactical(&old).is_some_and(|t| t.pause.is_none()));
}

#[test]
fn rr_42_4_the_first_player_asked_about_a_retreat_plays_round_start_cards_there() {
    // Sol keeps a carrier in tile 20, so Sol may retreat there and is asked first (the defender
    // has nowhere to go): no separate round-start pause for Sol.
    let mut s = game();
    give_card(&mut s, SOL, "morale_boost");
    clear(&mut s, 20);
    put(&mut s, 20, SOL, UnitKind::Carrier, 1, None);
    put(&mut s, 20, SOL, UnitKind::Dreadnought, 2, None);
    clear(&mut s, 19);
    put(&mut s, 19, LETNEV, UnitKind::Destroyer, 3, None);
    ok(&mut s, SOL, "activate 19");
    ok(&mut s, SOL, "move 20: 2 dreadnought");
    assert_eq!(moment(&s), None);
    assert_eq!(combat(&s).unwrap().announcing, Some(SOL));
    resolve_given(&mut s, SOL, "play morale_boost");
    assert_eq!(combat(&s).unwrap().bonuses.len(), 1);
}

/// Plays a card already in hand and lets it resolve.
fn resolve_given(s: &mut State, seat: usize, text: &str) {
    ok(s, seat, text);
    all_pass(s);
}

// ---------------------------------------------------------------------------------------------
// Action cards
// ---------------------------------------------------------------------------------------------

#[test]
fn card_skilled_retreat_moves_the_fleet_and_ends_the_combat_in_a_draw() {
    let mut s = game();
    give_card(&mut s, SOL, "skilled_retreat");
    give_card(&mut s, LETNEV, "intercept");
    give_card(&mut s, HACAN, "skilled_retreat");
    let reinforcements = s.players[SOL].tokens.reinforcements;
    battle(
        &mut s,
        &[(UnitKind::Dreadnought, 2), (UnitKind::Carrier, 1)],
        &[(UnitKind::Destroyer, 3)],
        3,
    );
    assert_eq!(moment(&s), Some(Moment::RoundStart));
    assert_eq!(pending(&s), vec![SOL]);
    // Not a combatant; an asteroid field (44) or a system with another player's ships.
    assert_eq!(
        refused(&mut s, HACAN, "play skilled_retreat 20"),
        "ti4-card-not-now"
    );
    assert_eq!(
        refused(&mut s, SOL, "play skilled_retreat 44"),
        "ti4-card-skilled-retreat-where"
    );
    put(&mut s, 21, HACAN, UnitKind::Destroyer, 1, None);
    assert_eq!(
        refused(&mut s, SOL, "play skilled_retreat 21"),
        "ti4-card-skilled-retreat-where"
    );
    ok(&mut s, SOL, "play skilled_retreat 20");
    all_pass(&mut s);
    // The whole fleet is in tile 20 with a command token from reinforcements; the combat is a
    // draw and over; Letnev keeps tile 19.
    assert_eq!(count(&s, 20, SOL, UnitKind::Dreadnought, None), 2);
    assert_eq!(count(&s, 20, SOL, UnitKind::Carrier, None), 1);
    assert_eq!(count(&s, 19, SOL, UnitKind::Dreadnought, None), 0);
    assert_eq!(count(&s, 19, LETNEV, UnitKind::Destroyer, None), 3);
    assert!(s.systems[idx(&s, 20)].command_tokens.contains(&SOL));
    assert_eq!(s.players[SOL].tokens.reinforcements, reinforcements - 1);
    assert!(combat(&s).is_none());
    // FAQ 30: it is not a retreat, so Intercept's moment never came.
    assert!(s.players[LETNEV].action_cards.contains(&"intercept".into()));
    assert!(matches!(s.phase, Phase::Action { active: LETNEV, .. }));
    // Outside a combat round's start it can't be played.
    assert_eq!(
        refused(&mut s, HACAN, "play skilled_retreat 20"),
        "ti4-card-not-now"
    );
}

#[test]
fn card_intercept_cancels_the_announced_retreat_for_the_round() {
    let mut s = game();
    give_card(&mut s, LETNEV, "intercept");
    give_card(&mut s, SOL, "intercept");
    clear(&mut s, 20);
    put(&mut s, 20, SOL, UnitKind::Carrier, 1, None);
    put(&mut s, 20, SOL, UnitKind::Dreadnought, 2, None);
    clear(&mut s, 19);
    put(&mut s, 19, LETNEV, UnitKind::Destroyer, 3, None);
    ok(&mut s, SOL, "activate 19");
    ok(&mut s, SOL, "move 20: 2 dreadnought");
    // Letnev holds nothing for the round's start: no pause; Sol is asked about retreating.
    assert_eq!(moment(&s), None);
    assert_eq!(combat(&s).unwrap().announcing, Some(SOL));
    assert_eq!(
        refused(&mut s, LETNEV, "play intercept"),
        "ti4-card-not-now"
    );
    ok(&mut s, SOL, "retreat 20");
    // §42.4: after the announcement, the opponent's moment.
    assert_eq!(moment(&s), Some(Moment::AfterRetreat { seat: SOL }));
    assert_eq!(pending(&s), vec![LETNEV]);
    assert_eq!(refused(&mut s, SOL, "play intercept"), "ti4-card-not-now");
    give_card(&mut s, HACAN, "intercept");
    assert_eq!(refused(&mut s, HACAN, "play intercept"), "ti4-card-not-now");
    resolve_given(&mut s, LETNEV, "play intercept");
    assert_eq!(combat(&s).unwrap().retreat, None, "no retreat this round");
    ok(&mut s, LETNEV, "react pass");
    // The round is rolled and its hits assigned: Sol's dreadnoughts did not leave.
    for _ in 0..4 {
        let Some(c) = combat(&s) else { break };
        if c.round > 1 || c.announcing.is_some() {
            break;
        }
        for seat in [SOL, LETNEV] {
            if combat(&s).is_some_and(|c| {
                (seat == SOL && c.attacker_hits > 0) || (seat == LETNEV && c.defender_hits > 0)
            }) {
                ok(&mut s, seat, "hits default");
            }
        }
    }
    assert_eq!(count(&s, 20, SOL, UnitKind::Dreadnought, None), 0);
}

#[test]
fn card_direct_hit_destroys_the_ship_that_sustained() {
    let mut s = game();
    at_hits(
        &mut s,
        &[(UnitKind::Dreadnought, 2)],
        &[(UnitKind::Dreadnought, 1), (UnitKind::Destroyer, 2)],
        (0, 1),
    );
    give_card(&mut s, SOL, "direct_hit");
    give_card(&mut s, SOL, "direct_hit");
    give_card(&mut s, LETNEV, "direct_hit");
    give_card(&mut s, HACAN, "direct_hit");
    ok(&mut s, LETNEV, "hits 1 dreadnought sustain");
    // §82: after the sustain, the player whose units made the hit may answer.
    assert!(matches!(moment(&s), Some(Moment::AfterHits { .. })));
    assert_eq!(pending(&s), vec![SOL]);
    assert_eq!(
        refused(&mut s, LETNEV, "play direct_hit dreadnought"),
        "ti4-card-not-now"
    );
    assert_eq!(
        refused(&mut s, HACAN, "play direct_hit dreadnought"),
        "ti4-card-not-now"
    );
    assert_eq!(
        refused(&mut s, SOL, "play direct_hit destroyer"),
        "ti4-card-no-sustained-ship"
    );
    resolve_given(&mut s, SOL, "play direct_hit dreadnought");
    assert_eq!(count(&s, 19, LETNEV, UnitKind::Dreadnought, None), 0);
    assert_eq!(count(&s, 19, LETNEV, UnitKind::Destroyer, None), 2);
    // The same ship can't be hit twice: no sustained ship is left for this moment.
    assert_eq!(
        refused(&mut s, SOL, "play direct_hit dreadnought"),
        "ti4-card-not-now"
    );
    ok(&mut s, SOL, "react pass");
    assert!(!matches!(moment(&s), Some(Moment::AfterHits { .. })));
    // Outside the moment it can't be played.
    assert_ne!(
        act(&mut s, SOL, "play direct_hit dreadnought", 1).map(|_| ()),
        Ok(())
    );
}

#[test]
fn g4_direct_hit_cannot_destroy_a_dreadnought_ii() {
    // Dreadnought II card text ("Direct Hit action cards cannot destroy this ship"), the
    // `direct_hit_immune` flag of the unit data.
    let mut s = game();
    s.players[LETNEV].techs.push("dreadnought_ii".into());
    assert!(
        units::def(&s, LETNEV, UnitKind::Dreadnought).is_some_and(|d| d.direct_hit_immune),
        "Letnev's dreadnought is a Dreadnought II"
    );
    at_hits(
        &mut s,
        &[(UnitKind::Dreadnought, 2)],
        &[(UnitKind::Dreadnought, 1), (UnitKind::Destroyer, 2)],
        (0, 1),
    );
    give_card(&mut s, SOL, "direct_hit");
    ok(&mut s, LETNEV, "hits 1 dreadnought sustain");
    assert!(
        !cards::candidates(&s, SOL, "direct_hit").contains(&"dreadnought".to_string()),
        "not offered against an immune ship"
    );
    let e = refused(&mut s, SOL, "play direct_hit dreadnought");
    assert!(
        e == "ti4-card-no-sustained-ship" || e == "ti4-card-not-now",
        "{e}"
    );
    assert_eq!(count(&s, 19, LETNEV, UnitKind::Dreadnought, None), 1);
    assert!(s.players[SOL].action_cards.contains(&"direct_hit".into()));
}

#[test]
fn card_direct_hit_after_a_sustain_against_space_cannon() {
    // §43.2: Letnev's PDS fires at Sol's ships moving in; Sol's dreadnought sustains.
    for seed in 0..40 {
        let mut s = game();
        give_card(&mut s, LETNEV, "direct_hit");
        own(&mut s, LETNEV, "wellon");
        clear(&mut s, 19);
        put(&mut s, 19, LETNEV, UnitKind::Pds, 2, Some("wellon"));
        put(&mut s, 19, LETNEV, UnitKind::Infantry, 1, Some("wellon"));
        clear(&mut s, 20);
        put(&mut s, 20, SOL, UnitKind::Dreadnought, 2, None);
        ok(&mut s, SOL, "activate 19");
        act(&mut s, SOL, "move 20: 2 dreadnought", seed).unwrap();
        let Some(hits) = combat(&s)
            .filter(|c| c.cannon && c.attacker_hits > 0)
            .map(|c| c.attacker_hits)
        else {
            continue;
        };
        ok(&mut s, SOL, &format!("hits {hits} dreadnought sustain"));
        assert_eq!(pending(&s), vec![LETNEV]);
        resolve_given(&mut s, LETNEV, "play direct_hit dreadnought");
        assert_eq!(count(&s, 19, SOL, UnitKind::Dreadnought, None), 1);
        return;
    }
    panic!("no seed made a space cannon hit");
}

#[test]
fn card_courageous_to_the_end_makes_the_opponent_destroy_ships_sustain_cannot_cancel() {
    let mut tested_refusal = false;
    for seed in 0..30 {
        let mut s = game();
        at_hits(
            &mut s,
            &[(UnitKind::Cruiser, 2)],
            &[(UnitKind::Dreadnought, 1), (UnitKind::Destroyer, 3)],
            (1, 0),
        );
        give_card(&mut s, SOL, "courageous_to_the_end");
        give_card(&mut s, LETNEV, "courageous_to_the_end");
        ok(&mut s, SOL, "hits 1 cruiser");
        assert!(matches!(moment(&s), Some(Moment::AfterHits { .. })));
        assert_eq!(
            pending(&s),
            vec![SOL],
            "after one of your ships is destroyed"
        );
        assert_eq!(
            refused(&mut s, LETNEV, "play courageous_to_the_end cruiser"),
            "ti4-card-not-now"
        );
        assert_eq!(
            refused(&mut s, SOL, "play courageous_to_the_end dreadnought"),
            "ti4-card-no-lost-ship"
        );
        let mut applied = vec![ok(&mut s, SOL, "play courageous_to_the_end cruiser")];
        while let Some(w) = card_window(&s) {
            applied.push(act(&mut s, w.pending[0], "react pass", seed).unwrap());
        }
        let m = logged(&applied, "ti4-log-courageous").expect("rolled");
        // Two dice against the cruiser's combat value (7).
        let dice = dice_of(m, "dice");
        assert_eq!(dice.len(), 2);
        let n = dice.iter().filter(|d| **d >= 7).count() as u8;
        assert_eq!(num(m, "value"), 7);
        let c = combat(&s).unwrap();
        assert_eq!(c.defender_hits, n);
        if n == 0 {
            continue;
        }
        assert!(c.destroy);
        ok(&mut s, SOL, "react pass");
        // FAQ 31: destroying is not a hit; sustain damage cannot answer it.
        assert_eq!(
            refused(&mut s, LETNEV, "hits 1 dreadnought sustain"),
            "ti4-cannot-sustain-destroy"
        );
        let before = count(&s, 19, LETNEV, UnitKind::Destroyer, None);
        ok(&mut s, LETNEV, "hits default");
        assert_eq!(
            count(&s, 19, LETNEV, UnitKind::Destroyer, None),
            before - u32::from(n)
        );
        tested_refusal = true;
        break;
    }
    assert!(tested_refusal, "some seed rolled a 7 or more");
}

#[test]
fn card_salvage_takes_the_losers_commodities_after_a_won_space_combat() {
    let mut s = game();
    at_hits(
        &mut s,
        &[(UnitKind::Dreadnought, 2)],
        &[(UnitKind::Destroyer, 1)],
        (0, 1),
    );
    give_card(&mut s, SOL, "salvage");
    give_card(&mut s, LETNEV, "salvage");
    give_card(&mut s, HACAN, "salvage");
    s.players[LETNEV].commodities = 3;
    let tg = s.players[SOL].trade_goods;
    ok(&mut s, LETNEV, "hits default");
    assert_eq!(
        moment(&s),
        Some(Moment::AfterWin {
            winner: SOL,
            loser: LETNEV
        })
    );
    assert_eq!(pending(&s), vec![SOL]);
    assert_eq!(refused(&mut s, LETNEV, "play salvage"), "ti4-card-not-now");
    assert_eq!(refused(&mut s, HACAN, "play salvage"), "ti4-card-not-now");
    resolve_given(&mut s, SOL, "play salvage");
    // §18: commodities received from another player become trade goods.
    assert_eq!(s.players[SOL].trade_goods, tg + 3);
    assert_eq!(s.players[LETNEV].commodities, 0);
    ok(&mut s, SOL, "react pass");
    assert!(matches!(s.phase, Phase::Action { active: LETNEV, .. }));

    // A loser without commodities: nothing to take, nobody is stopped.
    let mut s = game();
    at_hits(
        &mut s,
        &[(UnitKind::Dreadnought, 2)],
        &[(UnitKind::Destroyer, 1)],
        (0, 1),
    );
    give_card(&mut s, SOL, "salvage");
    s.players[LETNEV].commodities = 0;
    ok(&mut s, LETNEV, "hits default");
    assert_eq!(moment(&s), None);
}

#[test]
fn card_experimental_battlestation_fires_space_cannon_5_x3_after_ships_move_in() {
    let mut hit = false;
    for seed in 0..20 {
        let mut s = game();
        give_card(&mut s, HACAN, "experimental_battlestation");
        give_card(&mut s, LETNEV, "experimental_battlestation");
        give_card(&mut s, SOL, "experimental_battlestation");
        clear(&mut s, 19);
        clear(&mut s, 20);
        // Hacan's space dock on Vefut II (tile 20), next to the active system (tile 19).
        own(&mut s, HACAN, "vefut_ii");
        put(&mut s, 20, HACAN, UnitKind::SpaceDock, 1, Some("vefut_ii"));
        put(&mut s, 20, SOL, UnitKind::Dreadnought, 2, None);
        put(&mut s, 20, SOL, UnitKind::Cruiser, 1, None);
        ok(&mut s, SOL, "activate 19");
        act(&mut s, SOL, "move 20: 2 dreadnought, 1 cruiser", seed).unwrap();
        assert_eq!(
            moment(&s),
            Some(Moment::AfterMove),
            "FAQ 41: ships moved in"
        );
        assert_eq!(pending(&s), vec![HACAN], "a dock in or next to the system");
        assert_eq!(
            refused(&mut s, LETNEV, "play experimental_battlestation 20"),
            "ti4-card-needs-dock-in-reach"
        );
        assert_eq!(
            refused(&mut s, SOL, "play experimental_battlestation 20"),
            "ti4-card-not-now"
        );
        // The move is made: "after you activate a system" cards are past.
        give_card(&mut s, SOL, "flank_speed");
        assert_eq!(refused(&mut s, SOL, "play flank_speed"), "ti4-card-not-now");
        let mut applied = vec![ok(&mut s, HACAN, "play experimental_battlestation 20")];
        while let Some(w) = card_window(&s) {
            applied.push(act(&mut s, w.pending[0], "react pass", seed).unwrap());
        }
        let m = logged(&applied, "ti4-log-space-cannon").expect("the dock fired");
        let dice = dice_of(m, "dice");
        assert_eq!(dice.len(), 3, "SPACE CANNON 5 (x3)");
        let hits = dice.iter().filter(|d| **d >= 5).count() as u8;
        ok(&mut s, HACAN, "react pass");
        // §43.2: the active player assigns those hits at space cannon offense.
        match combat(&s) {
            Some(c) if hits > 0 => {
                assert!(c.cannon);
                assert_eq!(c.attacker_hits, hits);
                hit = true;
            }
            _ => assert_eq!(hits, 0),
        }
    }
    assert!(hit);
    // No ships moved in: no moment.
    let mut s = game();
    give_card(&mut s, HACAN, "experimental_battlestation");
    own(&mut s, HACAN, "vefut_ii");
    put(&mut s, 20, HACAN, UnitKind::SpaceDock, 1, Some("vefut_ii"));
    ok(&mut s, SOL, "activate 19");
    ok(&mut s, SOL, "move none");
    assert_eq!(moment(&s), None);
}

/// Sol lands `n` infantry on Wellon (tile 19), held by Letnev with `defenders` infantry; Sol's
/// dreadnought comes along (BOMBARDMENT 5). Returns at the invasion step.
fn to_invasion(s: &mut State, n: u8, defenders: u8) {
    own(s, LETNEV, "wellon");
    clear(s, 19);
    clear(s, 20);
    if defenders > 0 {
        put(s, 19, LETNEV, UnitKind::Infantry, defenders, Some("wellon"));
    }
    put(s, 20, SOL, UnitKind::Carrier, 1, None);
    put(s, 20, SOL, UnitKind::Dreadnought, 1, None);
    put(s, 20, SOL, UnitKind::Infantry, n, None);
    ok(s, SOL, "activate 19");
    ok(
        s,
        SOL,
        &format!("move 20: 1 carrier, 1 dreadnought, {n} infantry"),
    );
    assert_eq!(
        tactical(s).map(|t| t.step),
        Some(TacticalStep::Invasion),
        "{:?}",
        s.phase
    );
}

#[test]
fn card_fire_team_rerolls_chosen_ground_combat_dice() {
    let mut done = false;
    for seed in 0..30 {
        let mut s = game();
        give_card(&mut s, SOL, "fire_team");
        give_card(&mut s, HACAN, "fire_team");
        to_invasion(&mut s, 4, 3);
        act(&mut s, SOL, "invade wellon: 4", seed).unwrap();
        let c = combat(&s).expect("ground combat");
        assert_eq!(c.kind, CombatKind::Ground);
        if moment(&s) != Some(Moment::AfterRoll) {
            // Every die hit: nothing to reroll, nobody asked.
            assert!(c.dice.is_empty());
            continue;
        }
        assert_eq!(pending(&s), vec![SOL]);
        assert_eq!(
            refused(&mut s, HACAN, "play fire_team misses"),
            "ti4-card-not-now"
        );
        assert_eq!(refused(&mut s, SOL, "play fire_team 9"), "ti4-reroll-help");
        let before: Vec<u8> = c
            .dice
            .iter()
            .filter(|d| d.seat == SOL)
            .map(|d| d.value)
            .collect();
        let misses: Vec<usize> = c
            .dice
            .iter()
            .filter(|d| d.seat == SOL)
            .enumerate()
            .filter(|(_, d)| !d.hit())
            .map(|(i, _)| i)
            .collect();
        let mut applied = vec![ok(&mut s, SOL, "play fire_team misses")];
        while let Some(w) = card_window(&s) {
            applied.push(act(&mut s, w.pending[0], "react pass", seed).unwrap());
        }
        let m = logged(&applied, "ti4-log-reroll").expect("rerolled");
        assert_eq!(dice_of(m, "before").len(), misses.len());
        // §55: only the named dice changed; the new results replace the old.
        let after: Vec<u8> = combat(&s)
            .unwrap()
            .dice
            .iter()
            .filter(|d| d.seat == SOL)
            .map(|d| d.value)
            .collect();
        for (i, (b, a)) in before.iter().zip(&after).enumerate() {
            if !misses.contains(&i) {
                assert_eq!(a, b, "die {i} kept");
            }
        }
        let rerolled: Vec<u8> = misses.iter().map(|i| after[*i]).collect();
        assert_eq!(dice_of(m, "after"), rerolled);
        // The hits now come from the new dice.
        let hits = combat(&s)
            .unwrap()
            .dice
            .iter()
            .filter(|d| d.seat == SOL && d.hit())
            .count() as u8;
        let defenders = count(&s, 19, LETNEV, UnitKind::Infantry, Some("wellon")) as u8;
        ok(&mut s, SOL, "react pass");
        if hits > 0 {
            assert_eq!(
                combat(&s).map(|c| c.defender_hits),
                Some(hits.min(defenders))
            );
        }
        done = true;
        break;
    }
    assert!(done);
    // In a space combat it can't be played.
    let mut s = game();
    give_card(&mut s, SOL, "fire_team");
    at_hits(
        &mut s,
        &[(UnitKind::Dreadnought, 1)],
        &[(UnitKind::Destroyer, 1)],
        (0, 0),
    );
    assert_eq!(
        refused(&mut s, SOL, "play fire_team misses"),
        "ti4-card-not-now"
    );
}

#[test]
fn card_parley_sends_the_committed_forces_back_to_space() {
    let mut s = game();
    give_card(&mut s, LETNEV, "parley");
    give_card(&mut s, HACAN, "parley");
    give_card(&mut s, SOL, "parley");
    to_invasion(&mut s, 3, 0);
    ok(&mut s, SOL, "invade wellon: 3");
    assert_eq!(
        moment(&s),
        Some(Moment::AfterCommit {
            planets: vec!["wellon".into()]
        })
    );
    assert_eq!(pending(&s), vec![LETNEV], "the planet's controller");
    assert_eq!(
        refused(&mut s, HACAN, "play parley wellon"),
        "ti4-card-parley-planet"
    );
    assert_eq!(
        refused(&mut s, SOL, "play parley wellon"),
        "ti4-card-not-now"
    );
    resolve_given(&mut s, LETNEV, "play parley wellon");
    assert_eq!(count(&s, 19, SOL, UnitKind::Infantry, Some("wellon")), 0);
    assert_eq!(count(&s, 19, SOL, UnitKind::Infantry, None), 3);
    ok(&mut s, LETNEV, "react pass");
    // §77.5: nobody landed, so control does not change.
    assert_eq!(s.controller("wellon"), Some(LETNEV));
}

#[test]
fn card_bunker_gives_bombardment_minus_4_against_its_players_planets() {
    let mut seen_difference = false;
    for seed in 0..40 {
        let mut destroyed = Vec::new();
        for bunker in [false, true] {
            let mut s = game();
            give_card(&mut s, LETNEV, "bunker");
            give_card(&mut s, HACAN, "bunker");
            to_invasion(&mut s, 2, 3);
            // §77: at the start of the invasion, the planet's owner is asked.
            assert_eq!(moment(&s), Some(Moment::InvasionStart));
            assert_eq!(pending(&s), vec![LETNEV]);
            assert_eq!(refused(&mut s, SOL, "invade wellon: 2"), "ti4-moment-open");
            assert_eq!(
                refused(&mut s, HACAN, "play bunker"),
                "ti4-card-bunker-no-planet"
            );
            if bunker {
                resolve_given(&mut s, LETNEV, "play bunker");
                assert_eq!(tactical(&s).unwrap().bunker, vec![LETNEV]);
            }
            ok(&mut s, LETNEV, "react pass");
            let a = act(&mut s, SOL, "invade wellon: 2", seed).unwrap();
            let m = logged(std::slice::from_ref(&a), "ti4-log-bombard").expect("bombarded");
            let dice = dice_of(m, "dice");
            // §81: BOMBARDMENT 5; with Bunker a die needs 9 (5 + 4).
            let need = if bunker { 9 } else { 5 };
            let hits = dice.iter().filter(|d| **d >= need).count() as i64;
            assert_eq!(num(m, "destroyed"), hits.min(3));
            destroyed.push(num(m, "destroyed"));
        }
        seen_difference |= destroyed[0] != destroyed[1];
    }
    assert!(seen_difference);
    // Without bombardment there is nothing to protect: no pause.
    let mut s = game();
    give_card(&mut s, LETNEV, "bunker");
    own(&mut s, LETNEV, "wellon");
    clear(&mut s, 19);
    clear(&mut s, 20);
    put(&mut s, 20, SOL, UnitKind::Carrier, 1, None);
    put(&mut s, 20, SOL, UnitKind::Infantry, 2, None);
    ok(&mut s, SOL, "activate 19");
    ok(&mut s, SOL, "move 20: 1 carrier, 2 infantry");
    assert_eq!(moment(&s), None);
}

#[test]
fn card_disable_removes_planetary_shield_and_space_cannon_of_opponents_pds() {
    let mut seen = (false, false);
    for seed in 0..20 {
        for disable in [false, true] {
            let mut s = game();
            give_card(&mut s, SOL, "disable");
            give_card(&mut s, LETNEV, "disable");
            own(&mut s, LETNEV, "wellon");
            clear(&mut s, 19);
            clear(&mut s, 20);
            put(&mut s, 19, LETNEV, UnitKind::Infantry, 1, Some("wellon"));
            put(&mut s, 20, SOL, UnitKind::Carrier, 1, None);
            put(&mut s, 20, SOL, UnitKind::Dreadnought, 1, None);
            put(&mut s, 20, SOL, UnitKind::Infantry, 3, None);
            ok(&mut s, SOL, "activate 19");
            assert_eq!(refused(&mut s, SOL, "play disable"), "ti4-card-not-now");
            ok(&mut s, SOL, "move 20: 1 carrier, 1 dreadnought, 3 infantry");
            // The PDS arrives after space cannon offense (so that only its planetary shield and
            // space cannon defense are in play).
            put(&mut s, 19, LETNEV, UnitKind::Pds, 1, Some("wellon"));
            assert_eq!(tactical(&s).map(|t| t.step), Some(TacticalStep::Invasion));
            assert_eq!(
                refused(&mut s, LETNEV, "play disable"),
                "ti4-card-not-invader"
            );
            if disable {
                resolve_given(&mut s, SOL, "play disable");
                assert!(tactical(&s).unwrap().disabled);
            }
            let a = act(&mut s, SOL, "invade wellon: 3", seed).unwrap();
            let bombard = a.log.iter().any(|l| l.msg.id == "ti4-log-bombard");
            let defense = a
                .log
                .iter()
                .any(|l| l.msg.id == "ti4-log-space-cannon-defense");
            // §86: a planetary shield stops bombardment; §43.6: the PDS fires at the landing.
            assert_eq!(bombard, disable, "seed {seed}");
            assert_eq!(defense, !disable, "seed {seed}");
            seen.0 |= bombard;
            seen.1 |= defense;
        }
    }
    assert!(seen.0 && seen.1);
    // No opponent PDS in the system: nothing to disable.
    let mut s = game();
    give_card(&mut s, SOL, "disable");
    to_invasion(&mut s, 2, 1);
    assert_eq!(
        refused(&mut s, SOL, "play disable"),
        "ti4-card-disable-no-pds"
    );
}

// ---------------------------------------------------------------------------------------------
// Promissory notes
// ---------------------------------------------------------------------------------------------

#[test]
fn note_war_funding_costs_letnev_2_trade_goods_and_lets_the_holder_reroll_this_round() {
    let mut done = false;
    for seed in 0..30 {
        let mut s = game();
        give_note(&mut s, "war_funding", LETNEV, SOL);
        s.players[LETNEV].trade_goods = 5;
        // With trade goods, Letnev's Munitions Reserves would ask it at the round's start
        // too: the seat plays a faction without it here.
        s.players[LETNEV].faction = "xxcha".into();
        battle(
            &mut s,
            &[(UnitKind::Dreadnought, 2), (UnitKind::Cruiser, 1)],
            &[(UnitKind::Destroyer, 3)],
            seed,
        );
        // At the start of the round of space combat.
        assert_eq!(moment(&s), Some(Moment::RoundStart));
        assert_eq!(pending(&s), vec![SOL]);
        assert_eq!(
            refused(&mut s, SOL, "reroll funding misses"),
            "ti4-reroll-not-now"
        );
        ok(&mut s, SOL, "note war_funding letnev");
        assert_eq!(s.players[LETNEV].trade_goods, 3);
        assert!(
            s.players[LETNEV]
                .notes
                .iter()
                .any(|h| h.note == "war_funding"),
            "§67.4: the note goes back"
        );
        assert_eq!(combat(&s).unwrap().funded, vec![SOL]);
        act(&mut s, SOL, "react pass", seed).unwrap();
        if moment(&s) != Some(Moment::AfterRoll) {
            continue; // every die hit
        }
        // §55.3: the defender has not rolled yet; only the attacker rerolls now.
        assert_eq!(
            refused(&mut s, LETNEV, "reroll funding 1"),
            "ti4-reroll-not-your-roll"
        );
        let misses = combat(&s)
            .unwrap()
            .dice
            .iter()
            .filter(|d| d.seat == SOL && !d.hit())
            .count();
        let a = act(&mut s, SOL, "reroll funding misses", seed).unwrap();
        let m = logged(std::slice::from_ref(&a), "ti4-log-reroll").unwrap();
        assert_eq!(dice_of(m, "before").len(), misses);
        assert_eq!(refused(&mut s, SOL, "reroll funding 1"), "ti4-reroll-used");
        ok(&mut s, SOL, "react pass");
        // The round's funding ends with the round.
        if let Some(c) = combat(&s)
            && c.round > 1
        {
            assert!(c.funded.is_empty());
        }
        done = true;
        break;
    }
    assert!(done);
    // Not in a ground combat.
    let mut s = game();
    give_note(&mut s, "war_funding", LETNEV, SOL);
    give_card(&mut s, SOL, "morale_boost");
    to_invasion(&mut s, 3, 2);
    ok(&mut s, SOL, "invade wellon: 3");
    // (The bombardment's one die destroys at most one of the two defenders.)
    assert_eq!(combat(&s).map(|c| c.kind), Some(CombatKind::Ground));
    assert_eq!(moment(&s), Some(Moment::RoundStart));
    assert_eq!(
        refused(&mut s, SOL, "note war_funding letnev"),
        "ti4-note-not-now"
    );
}

#[test]
fn note_tekklar_legion_plus_1_for_the_combat_and_minus_1_to_its_owner() {
    // Letnev stands in for the Sardakk N'orr as the note's owner.
    for (owner, minus) in [(LETNEV, true), (HACAN, false)] {
        for seed in 0..5 {
            let mut s = game();
            give_note(&mut s, "tekklar_legion", owner, SOL);
            to_invasion(&mut s, 4, 3);
            act(&mut s, SOL, "invade wellon: 4", seed).unwrap();
            // At the start of the ground combat.
            assert_eq!(moment(&s), Some(Moment::RoundStart), "{:?}", s.phase);
            assert_eq!(pending(&s), vec![SOL]);
            ok(&mut s, SOL, &format!("note tekklar_legion {}", owner + 1));
            let c = combat(&s).unwrap();
            assert!(
                c.bonuses
                    .iter()
                    .any(|b| b.seat == SOL && b.amount == 1 && b.whole_combat)
            );
            assert_eq!(
                c.bonuses.iter().any(|b| b.seat == owner && b.amount == -1),
                minus
            );
            let a = act(&mut s, SOL, "react pass", seed).unwrap();
            // §42.5: the attacker's roll, then the defender's.
            let rolls: Vec<&Msg> = a
                .log
                .iter()
                .map(|l| &l.msg)
                .filter(|m| m.id == "ti4-log-combat-roll")
                .collect();
            let (ma, md) = (rolls[0], rolls[1]);
            // Sol's infantry (Spec Ops) need 1 less, Letnev's 1 more when Letnev is the owner.
            let value = |seat| {
                units::def(&s, seat, UnitKind::Infantry)
                    .unwrap()
                    .combat
                    .unwrap()
                    .hits_on
            };
            let sol = dice_of(ma, "dice");
            let letnev = dice_of(md, "dice");
            assert_eq!(
                num(ma, "hits"),
                sol.iter().filter(|d| **d >= value(SOL) - 1).count() as i64
            );
            let need = if minus {
                value(LETNEV) + 1
            } else {
                value(LETNEV)
            };
            assert_eq!(
                num(md, "hits"),
                letnev.iter().filter(|d| **d >= need).count() as i64
            );
        }
    }
    // Not in a space combat; only by a combatant.
    let mut s = game();
    give_note(&mut s, "tekklar_legion", LETNEV, SOL);
    give_card(&mut s, SOL, "morale_boost");
    battle(
        &mut s,
        &[(UnitKind::Dreadnought, 2)],
        &[(UnitKind::Destroyer, 3)],
        3,
    );
    assert_eq!(
        refused(&mut s, SOL, "note tekklar_legion letnev"),
        "ti4-note-not-now"
    );
}

#[test]
fn note_raghs_call_moves_the_owners_ground_forces_off_the_planet_landed_on() {
    // Letnev stands in for the Saar as the note's owner.
    let mut s = game();
    give_note(&mut s, "raghs_call", LETNEV, SOL);
    to_invasion(&mut s, 2, 3);
    let home = s.players[LETNEV]
        .planets
        .iter()
        .map(|c| c.planet.clone())
        .find(|p| p != "wellon")
        .unwrap();
    assert_eq!(
        refused(
            &mut s,
            SOL,
            &format!("note raghs_call letnev wellon {home}")
        ),
        "ti4-note-not-now"
    );
    ok(&mut s, SOL, "invade wellon: 2");
    // §77.2: after committing, the committing player's moment.
    assert!(matches!(moment(&s), Some(Moment::AfterCommit { .. })));
    assert_eq!(pending(&s), vec![SOL]);
    assert_eq!(
        refused(&mut s, SOL, "note raghs_call letnev wellon jord"),
        "ti4-note-not-owners-planet"
    );
    let home_tile = s
        .systems
        .iter()
        .find(|x| content::system(x.tile).is_some_and(|t| t.planets.iter().any(|p| p.id == home)))
        .unwrap()
        .tile;
    // (The bombardment may have destroyed some before the landing.)
    let there = count(&s, 19, LETNEV, UnitKind::Infantry, Some("wellon"));
    let at_home = count(&s, home_tile, LETNEV, UnitKind::Infantry, Some(&home));
    assert!(there > 0);
    ok(
        &mut s,
        SOL,
        &format!("note raghs_call letnev wellon {home}"),
    );
    assert_eq!(count(&s, 19, LETNEV, UnitKind::Infantry, Some("wellon")), 0);
    assert_eq!(
        count(&s, home_tile, LETNEV, UnitKind::Infantry, Some(&home)),
        at_home + there
    );
    ok(&mut s, SOL, "react pass");
    // Nobody defends: the landing takes the planet without a ground combat.
    assert_eq!(s.controller("wellon"), Some(SOL));
}

// ---------------------------------------------------------------------------------------------
// Law
// ---------------------------------------------------------------------------------------------

#[test]
fn law_the_crown_of_thalnos_rerolls_and_destroys_units_whose_reroll_misses() {
    let mut done = false;
    for seed in 0..30 {
        let mut s = game();
        s.laws.push(Law {
            agenda: "the_crown_of_thalnos".into(),
            elected: Some("sol".into()),
            exhausted: false,
        });
        battle(
            &mut s,
            &[(UnitKind::Cruiser, 3)],
            &[(UnitKind::Destroyer, 3)],
            seed,
        );
        if moment(&s) != Some(Moment::AfterRoll) {
            continue;
        }
        assert_eq!(
            pending(&s),
            vec![SOL],
            "its owner, during each combat round"
        );
        assert_eq!(
            refused(&mut s, LETNEV, "reroll crown misses"),
            "ti4-reroll-not-your-roll"
        );
        let cruisers = count(&s, 19, SOL, UnitKind::Cruiser, None);
        let a = act(&mut s, SOL, "reroll crown misses", seed).unwrap();
        let m = logged(std::slice::from_ref(&a), "ti4-log-reroll").unwrap();
        let missed = dice_of(m, "after").iter().filter(|d| **d < 7).count() as u32;
        // One die per cruiser: each cruiser whose reroll missed is destroyed.
        assert_eq!(
            count(&s, 19, SOL, UnitKind::Cruiser, None),
            cruisers - missed
        );
        assert_eq!(refused(&mut s, SOL, "reroll crown 1"), "ti4-reroll-used");
        done = true;
        break;
    }
    assert!(done);
}

// ---------------------------------------------------------------------------------------------
// Roll order (§42.5, §55.3) and the start of combat's losses
// ---------------------------------------------------------------------------------------------

/// The combat roll lines logged, in order: (player, round).
fn roll_lines(applied: &[Applied]) -> Vec<(String, i64)> {
    applied
        .iter()
        .flat_map(|a| a.log.iter())
        .map(|l| &l.msg)
        .filter(|m| m.id == "ti4-log-combat-roll" || m.id == "ti4-log-combat-no-roll")
        .map(|m| {
            let who = match m.arg("player") {
                Some(Arg::Text(t)) => t.clone(),
                other => panic!("player: {other:?}"),
            };
            (who, num(m, "round"))
        })
        .collect()
}

fn dice_values(s: &State, seat: usize) -> Vec<u8> {
    combat(s)
        .unwrap()
        .dice
        .iter()
        .filter(|d| d.seat == seat)
        .map(|d| d.value)
        .collect()
}

#[test]
fn rr_42_5_the_attacker_settles_its_rerolls_before_the_defender_rolls() {
    let mut both = false;
    for seed in 0..40 {
        let mut s = game();
        // Sol (the attacker) may reroll with War Funding, Letnev (the defender) with the Crown.
        give_note(&mut s, "war_funding", LETNEV, SOL);
        // 1 trade good: too few for Letnev's Munitions Reserves (2), which would ask it at the
        // round's start too.
        s.players[LETNEV].trade_goods = 1;
        s.laws.push(Law {
            agenda: "the_crown_of_thalnos".into(),
            elected: Some("letnev".into()),
            exhausted: false,
        });
        battle(
            &mut s,
            &[(UnitKind::Cruiser, 3)],
            &[(UnitKind::Destroyer, 3)],
            seed,
        );
        assert_eq!(moment(&s), Some(Moment::RoundStart));
        ok(&mut s, SOL, "note war_funding letnev");
        let a = act(&mut s, SOL, "react pass", seed).unwrap();
        if moment(&s) != Some(Moment::AfterRoll) || pending(&s) != vec![SOL] {
            continue; // every one of Sol's dice hit
        }
        // §42.5: the attacker is asked about its rerolls before the defender has rolled:
        // Letnev's dice are neither in the state nor in the log.
        let c = combat(&s).unwrap();
        assert!(!c.dice.is_empty());
        assert!(c.dice.iter().all(|d| d.seat == SOL), "{:?}", c.dice);
        assert_eq!(
            roll_lines(std::slice::from_ref(&a)),
            vec![("sol".into(), 1)]
        );
        // §55.3: only the player who just rolled rerolls.
        assert_eq!(
            refused(&mut s, LETNEV, "reroll crown misses"),
            "ti4-reroll-not-your-roll"
        );
        let r = act(&mut s, SOL, "reroll funding misses", seed).unwrap();
        assert!(roll_lines(std::slice::from_ref(&r)).is_empty());
        let sol_dice = dice_values(&s, SOL);
        let b = act(&mut s, SOL, "react pass", seed).unwrap();
        // Now the defender rolls, and its own after-roll moment follows.
        assert_eq!(
            roll_lines(std::slice::from_ref(&b)),
            vec![("letnev".into(), 1)]
        );
        if moment(&s) != Some(Moment::AfterRoll) {
            continue; // every one of Letnev's dice hit
        }
        assert_eq!(pending(&s), vec![LETNEV]);
        assert_eq!(
            refused(&mut s, SOL, "reroll funding misses"),
            "ti4-reroll-not-your-roll"
        );
        assert_eq!(dice_values(&s, SOL), sol_dice, "Sol's rerolled dice stand");
        assert!(!dice_values(&s, LETNEV).is_empty());
        let sol_hits = combat(&s)
            .unwrap()
            .dice
            .iter()
            .filter(|d| d.seat == SOL && d.hit())
            .count() as u32;
        ok(&mut s, LETNEV, "reroll crown misses");
        assert_eq!(dice_values(&s, SOL), sol_dice, "only Letnev's dice change");
        ok(&mut s, LETNEV, "react pass");
        // Both rerolls are settled: the dice became hits.
        if let Some(c) = combat(&s) {
            assert!(c.dice.is_empty());
            let room = count(&s, 19, LETNEV, UnitKind::Destroyer, None);
            assert_eq!(u32::from(c.defender_hits), sol_hits.min(room));
        }
        both = true;
        break;
    }
    assert!(both, "some seed gave both sides a miss");
}

/// Letnev holds Courageous to the End; the combat's start destroyed some of its ships.
fn courageous_at_the_start(s: &mut State, kind: UnitKind, value: u8, seed: u64) -> bool {
    let c = combat(s).expect("space combat");
    let Some(Moment::AfterHits { lost, .. }) = moment(s) else {
        return false;
    };
    // The moment comes before round 1's roll.
    assert_eq!(c.round, 1);
    assert!(c.dice.is_empty() && c.roller.is_none());
    assert!(lost.iter().any(|l| l.seat == LETNEV && l.kind == kind));
    assert_eq!(
        pending(s),
        vec![LETNEV],
        "after one of your ships is destroyed"
    );
    let mut applied = vec![ok(
        s,
        LETNEV,
        &format!("play courageous_to_the_end {}", kind.as_str()),
    )];
    while let Some(w) = card_window(s) {
        applied.push(act(s, w.pending[0], "react pass", seed).unwrap());
    }
    let m = logged(&applied, "ti4-log-courageous").expect("rolled");
    // Two dice against the destroyed ship's combat value.
    assert_eq!(num(m, "value"), i64::from(value));
    let n = dice_of(m, "dice").iter().filter(|d| **d >= value).count() as u8;
    assert_eq!(combat(s).unwrap().attacker_hits, n);
    applied.push(act(s, LETNEV, "react pass", seed).unwrap());
    if n > 0 {
        applied.push(act(s, SOL, "hits default", seed).unwrap());
    }
    // Then round 1 goes on to its roll (the attacker first).
    assert_eq!(
        roll_lines(&applied).first(),
        Some(&("sol".to_string(), 1)),
        "{:?}",
        s.phase
    );
    true
}

#[test]
fn rr_42_courageous_to_the_end_after_an_assault_cannon_loss() {
    for seed in 0..6 {
        let mut s = game();
        s.players[SOL].techs.push("assault_cannon".into());
        give_card(&mut s, LETNEV, "courageous_to_the_end");
        battle(
            &mut s,
            &[(UnitKind::Cruiser, 3)],
            &[(UnitKind::Destroyer, 2)],
            seed,
        );
        // Assault Cannon: Sol's 3 non-fighter ships make Letnev destroy one (a destroyer).
        assert_eq!(count(&s, 19, LETNEV, UnitKind::Destroyer, None), 1);
        let value = units::def(&s, LETNEV, UnitKind::Destroyer)
            .unwrap()
            .combat
            .unwrap()
            .hits_on;
        assert!(courageous_at_the_start(
            &mut s,
            UnitKind::Destroyer,
            value,
            seed
        ));
    }
}

#[test]
fn rr_42_courageous_to_the_end_after_an_anti_fighter_barrage_loss() {
    let mut seen = 0;
    for seed in 0..30 {
        let mut s = game();
        give_card(&mut s, LETNEV, "courageous_to_the_end");
        battle(
            &mut s,
            &[(UnitKind::Destroyer, 2), (UnitKind::Dreadnought, 1)],
            &[(UnitKind::Carrier, 1), (UnitKind::Fighter, 3)],
            seed,
        );
        if count(&s, 19, LETNEV, UnitKind::Fighter, None) == 3 {
            // §14: the barrage missed; no ship was destroyed, nobody is asked.
            assert_eq!(moment(&s), None);
            continue;
        }
        // §14: the fighters it destroyed are ships destroyed during the space combat; the
        // card rolls against a fighter's combat value.
        let value = units::def(&s, LETNEV, UnitKind::Fighter)
            .unwrap()
            .combat
            .unwrap()
            .hits_on;
        assert!(courageous_at_the_start(
            &mut s,
            UnitKind::Fighter,
            value,
            seed
        ));
        seen += 1;
    }
    assert!(seen > 0, "some seed's barrage hit");
}

// ---------------------------------------------------------------------------------------------
// Notation, data and bots
// ---------------------------------------------------------------------------------------------

#[test]
fn rr_55_reroll_notation_round_trips_and_explains_mistakes() {
    let s = game();
    for text in [
        "reroll funding 1 3",
        "reroll crown misses",
        "play direct_hit dreadnought",
        "play skilled_retreat 20",
        "play fire_team 1 2",
    ] {
        let a = Ti4::parse_action(&s, text).unwrap();
        assert_eq!(a.notation(), text);
    }
    assert_eq!(
        Ti4::parse_action(&s, "reroll").unwrap_err().msg.id,
        "ti4-reroll-usage"
    );
    assert_eq!(
        Ti4::parse_action(&s, "reroll crown some")
            .unwrap_err()
            .msg
            .id,
        "ti4-reroll-usage"
    );
    assert_eq!(
        Ti4::parse_action(&s, "reroll fire_team 1").map(|a| matches!(
            a,
            Action::Reroll {
                source: Reroll::FireTeam,
                ..
            }
        )),
        Ok(true)
    );
}

#[test]
fn the_combat_cards_notes_and_law_are_automated() {
    for id in [
        "courageous_to_the_end",
        "direct_hit",
        "disable",
        "bunker",
        "experimental_battlestation",
        "fire_team",
        "intercept",
        "parley",
        "salvage",
        "skilled_retreat",
    ] {
        assert!(cards::AUTOMATED.contains(&id), "{id}");
    }
    for id in ["war_funding", "tekklar_legion", "raghs_call"] {
        assert!(notes::AUTOMATED.contains(&id), "{id}");
    }
}

#[test]
fn a_bot_answers_every_pause() {
    let mut s = game();
    give_card(&mut s, SOL, "morale_boost");
    battle(
        &mut s,
        &[(UnitKind::Dreadnought, 2)],
        &[(UnitKind::Destroyer, 3)],
        3,
    );
    assert!(moment(&s).is_some());
    let mut rng = GameRng::for_step(9, 9);
    let text = starpost::games::ti4::bot::random_action(&s, SOL, &mut rng).unwrap();
    assert!(
        text == "react pass" || text == "play morale_boost",
        "{text}"
    );
    act(&mut s, SOL, &text, 1).unwrap();
}

/// With the `ask` reaction profile (the default), a combatant who holds action cards is asked at
/// a moment even when none of them fits, so the pause tells the table nothing about the hand;
/// with `auto` the engine passes for them.
#[test]
fn rr_42_the_ask_profile_asks_a_combatant_who_holds_cards_that_do_not_fit() {
    for auto in [false, true] {
        let mut s = game();
        for p in &mut s.players {
            p.auto_pass = auto;
            p.action_cards.clear();
        }
        // Letnev holds a card that fits no combat moment.
        give_card(&mut s, LETNEV, "mining_initiative");
        battle(
            &mut s,
            &[(UnitKind::Dreadnought, 2)],
            &[(UnitKind::Destroyer, 3)],
            3,
        );
        let asked = moment(&s).is_some() && pending(&s).contains(&LETNEV);
        assert_eq!(asked, !auto, "auto = {auto}");
        if asked {
            // The pause's public side names no card.
            let p = Ti4::prompts(&s);
            let mine = p
                .iter()
                .find(|p| p.seat == LETNEV)
                .expect("Letnev's prompt");
            assert!(mine.private);
            assert!(
                !mine
                    .choices
                    .iter()
                    .any(|c| c.notation.contains("mining_initiative")),
                "an unplayable card is not offered"
            );
        }
    }
}

/// §16.9: a war sun destroyed by Direct Hit counts for "destroy" objectives like one destroyed
/// by combat hits (the engine records the event).
#[test]
fn card_direct_hit_on_a_war_sun_is_recorded_for_objectives() {
    use starpost::games::ti4::rules::objectives::Event;
    let mut s = game();
    at_hits(
        &mut s,
        &[(UnitKind::Dreadnought, 2)],
        &[(UnitKind::WarSun, 1), (UnitKind::Destroyer, 2)],
        (0, 1),
    );
    give_card(&mut s, SOL, "direct_hit");
    ok(&mut s, LETNEV, "hits 1 war_sun sustain");
    resolve_given(&mut s, SOL, "play direct_hit war_sun");
    assert_eq!(count(&s, 19, LETNEV, UnitKind::WarSun, None), 0);
    assert!(
        s.facts.events.iter().any(|e| matches!(
            e,
            Event::Destroyed {
                by: SOL,
                owner: LETNEV,
                unit: UnitKind::WarSun,
                ..
            }
        )),
        "{:?}",
        s.facts.events
    );
}
