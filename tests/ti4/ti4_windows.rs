//! Reaction windows (rules/window.rs) through the pure engine: who is asked, in which order the
//! answers apply (§13.17, §13.18, §57.1, §35.2), when a window closes (everyone answered, or the
//! table's timer: `Action::Expire`), the reaction profiles (`reactions auto|ask`), the agenda
//! held until its reveal window closes, Bribery, Confusing Legal Text, Political Favor, Minister
//! of Peace and the strategy secondaries. The 3-player fixture: Sol seat 0, Letnev 1, Hacan 2.

use starpost::core::Game;
use starpost::core::rules::Applied;
use starpost::core::{GameRng, Visibility};
use starpost::games::ti4::Ti4;
use starpost::games::ti4::action::Action;
use starpost::games::ti4::rules::agenda::Law;
use starpost::games::ti4::rules::window::{Kind, Window};
use starpost::games::ti4::rules::{agenda_effects, units};
use starpost::games::ti4::state::{HeldNote, Phase, State};

use crate::fixtures;
use fixtures::{holding, idx, play, refused};

const SOL: usize = 0;
const LETNEV: usize = 1;
const HACAN: usize = 2;

fn cards(list: &[&str]) -> Vec<String> {
    list.iter().map(|c| c.to_string()).collect()
}

/// The status phase played out with the custodians gone, Sol the speaker, these hands, and
/// `agenda` on top of the deck: the first agenda is revealed and its window is open.
fn reveal_with(hands: [&[&str]; 3], agenda: &str) -> State {
    let mut s = fixtures::at_status();
    s.custodians = false;
    s.speaker = SOL;
    for seat in [SOL, LETNEV, HACAN] {
        play(&mut s, seat, "score done").unwrap();
    }
    for (seat, h) in hands.iter().enumerate() {
        s.players[seat].action_cards = cards(h);
    }
    s.agenda_deck.retain(|a| a != agenda);
    s.agenda_deck.insert(0, agenda.to_string());
    fixtures::place_status_tokens(&mut s);
    s
}

fn window(s: &State) -> Window {
    s.window.clone().expect("a window is open")
}

fn asked(s: &State) -> Vec<usize> {
    Ti4::prompts(s).iter().map(|p| p.seat).collect()
}

fn ids(r: &Applied) -> Vec<String> {
    r.log.iter().map(|l| l.msg.id.clone()).collect()
}

/// The public lines, in English and as data (content names are catalog references).
fn public_text(r: &Applied) -> String {
    use starpost::core::msg::Translate;
    let tr = starpost::i18n::Tr::default();
    r.log
        .iter()
        .filter(|l| l.visibility == Visibility::Public)
        .map(|l| format!("{}\n{:?}", tr.tr(&l.msg), l.msg))
        .collect::<Vec<_>>()
        .join("\n")
}

fn expire(s: &mut State) -> Applied {
    Ti4::apply(s, SOL, &Action::Expire, &mut GameRng::for_step(9, 9)).unwrap()
}

/// Everyone asked by a played card's window (Sabotage) lets it resolve.
fn let_resolve(s: &mut State) {
    while let Some(w) = s.window.clone().filter(|w| w.kind == Kind::ActionCard) {
        play(s, w.pending[0], "react pass").unwrap();
    }
}

fn agenda(s: &State) -> starpost::games::ti4::rules::agenda::AgendaStep {
    match &s.phase {
        Phase::Agenda(a) => a.clone(),
        other => panic!("not the agenda phase: {other:?}"),
    }
}

// ---------------------------------------------------------------------------------------------
// The agenda's reveal window (§35.2, §13.18)
// ---------------------------------------------------------------------------------------------

#[test]
fn rr_35_2_the_votes_wait_for_the_reveal_window_asked_of_everyone_speaker_first() {
    let mut s = reveal_with([&["spy"], &["spy"], &["spy"]], "economic_equality");
    let w = window(&s);
    assert_eq!(w.kind, Kind::AgendaRevealed { after: false });
    // §13.18: the speaker first, then clockwise; everyone is asked at once, privately.
    assert_eq!(w.pending, vec![SOL, LETNEV, HACAN]);
    let prompts = Ti4::prompts(&s);
    assert_eq!(asked(&s), vec![SOL, LETNEV, HACAN]);
    assert!(prompts.iter().all(|p| p.private));
    assert!(
        prompts
            .iter()
            .all(|p| p.choices[0].notation == "react pass")
    );
    // §35.2: nobody votes before the window closes.
    assert_eq!(
        refused(&mut s, LETNEV, "vote for"),
        "ti4-window-open-moment"
    );
    play(&mut s, LETNEV, "react pass").unwrap();
    play(&mut s, HACAN, "react pass").unwrap();
    assert!(s.window.is_some(), "the speaker has not answered");
    play(&mut s, SOL, "react pass").unwrap();
    assert!(s.window.is_none());
    // Then the votes, from the speaker's left (§35.2).
    play(&mut s, LETNEV, "vote for").unwrap();
}

#[test]
fn rr_13_18_answers_apply_in_order_and_a_waiting_answer_stays_hidden() {
    let mut s = reveal_with(
        [&["spy"], &["imperial_rider"], &["trade_rider"]],
        "economic_equality",
    );
    // Hacan answers first, but Sol and Letnev come before: the rider waits, hidden.
    let r = play(&mut s, HACAN, "play trade_rider for").unwrap();
    assert!(ids(&r).contains(&"ti4-log-window-answered".to_string()));
    assert!(
        !public_text(&r).contains("Trade Rider"),
        "{}",
        public_text(&r)
    );
    assert!(
        r.log
            .iter()
            .any(|l| l.visibility == Visibility::Seat(HACAN))
    );
    assert_eq!(s.players[HACAN].action_cards, cards(&["trade_rider"]));
    assert!(agenda(&s).riders.is_empty());
    // A pass waiting for its turn looks the same to the table.
    let mut other = reveal_with([&["spy"], &["spy"], &["spy"]], "economic_equality");
    let p = play(&mut other, HACAN, "react pass").unwrap();
    assert_eq!(
        ids(&p)
            .into_iter()
            .filter(|i| !i.starts_with("ti4-log-answer"))
            .collect::<Vec<_>>(),
        vec!["ti4-log-window-answered".to_string()]
    );
    // Hacan is not asked again meanwhile.
    assert_eq!(asked(&s), vec![SOL, LETNEV]);
    play(&mut s, SOL, "react pass").unwrap();
    play(&mut s, LETNEV, "play imperial_rider for").unwrap();
    // Sol and Hacan may Sabotage it (§38.3); they let it resolve.
    let_resolve(&mut s);
    // Letnev's rider applied; Letnev may play more, so Hacan's still waits.
    assert_eq!(agenda(&s).riders.len(), 1);
    // §13.17: after a play, one ability at a time until no one wants more: Sol, who had
    // passed, is asked again first.
    assert_eq!(asked(&s), vec![SOL, LETNEV]);
    play(&mut s, SOL, "react pass").unwrap();
    play(&mut s, LETNEV, "react pass").unwrap();
    // Now Hacan's turn has come: the rider is played (and may be sabotaged), after Letnev's
    // (§13.18).
    assert_eq!(window(&s).card, "trade_rider");
    let_resolve(&mut s);
    let riders: Vec<usize> = agenda(&s).riders.iter().map(|r| r.0).collect();
    assert_eq!(riders, vec![LETNEV, HACAN]);
    // Everyone is asked again after Hacan's rider; when all pass, the window closes.
    assert_eq!(asked(&s), vec![SOL, LETNEV, HACAN]);
    for seat in [SOL, LETNEV, HACAN] {
        play(&mut s, seat, "react pass").unwrap();
    }
    assert!(s.window.is_none());
}

#[test]
fn rr_35_2_when_cards_come_before_after_cards() {
    let mut s = reveal_with([&["trade_rider", "veto"], &[], &[]], "economic_equality");
    // Both fit at first.
    let sol = Ti4::prompts(&s)
        .into_iter()
        .find(|p| p.seat == SOL)
        .unwrap();
    assert!(sol.choices.iter().any(|c| c.notation == "play veto"));
    assert!(
        sol.choices
            .iter()
            .any(|c| c.notation == "play trade_rider for")
    );
    play(&mut s, SOL, "play trade_rider for").unwrap();
    // An "after" effect has been applied: the "when" moment is over.
    assert_eq!(window(&s).kind, Kind::AgendaRevealed { after: true });
    assert_eq!(refused(&mut s, SOL, "play veto"), "ti4-card-not-now");
}

#[test]
fn rr_38_3_a_card_played_in_a_window_can_be_sabotaged_and_the_window_resumes() {
    let mut s = reveal_with([&["veto"], &["sabotage"], &["spy"]], "economic_equality");
    let id = window(&s).id;
    play(&mut s, SOL, "play veto").unwrap();
    // A window above the agenda's: Letnev may cancel the Veto.
    let w = window(&s);
    assert_eq!(w.kind, Kind::ActionCard);
    assert_eq!(w.card, "veto");
    assert_eq!(s.held_windows.len(), 1);
    play(&mut s, LETNEV, "react sabotage").unwrap();
    // The Veto is cancelled: the same agenda, its window again, Sol asked again.
    assert_eq!(agenda(&s).agenda, "economic_equality");
    let w = window(&s);
    assert_eq!(w.id, id);
    assert!(w.pending.contains(&SOL));
    assert!(s.held_windows.is_empty());
}

#[test]
fn rr_35_veto_replaces_the_agenda_with_a_new_window() {
    let mut s = reveal_with([&["veto"], &[], &[]], "economic_equality");
    let id = window(&s).id;
    play(&mut s, SOL, "play veto").unwrap();
    assert_ne!(agenda(&s).agenda, "economic_equality");
    assert!(s.agenda_discard.contains(&"economic_equality".to_string()));
    let w = window(&s);
    assert!(w.id > id, "a new window for the new agenda");
    assert_eq!(w.kind, Kind::AgendaRevealed { after: false });
}

// ---------------------------------------------------------------------------------------------
// The timer (Action::Expire)
// ---------------------------------------------------------------------------------------------

#[test]
fn rr_35_2_the_timer_passes_for_silent_players_and_waiting_answers_still_apply() {
    // Sol and Letnev hold no action card (no Sabotage window for them) but notes: asked.
    let mut s = reveal_with([&[], &[], &["trade_rider"]], "economic_equality");
    assert_eq!(asked(&s), vec![SOL, LETNEV, HACAN]);
    play(&mut s, HACAN, "play trade_rider for").unwrap();
    // `expire` has no notation: only the app's timer sends it.
    assert!(Ti4::parse_action(&s, "expire").is_err());
    let r = expire(&mut s);
    assert!(ids(&r).contains(&"ti4-log-moment-expired".to_string()));
    // Sol and Letnev passed; Hacan's rider applied in turn, and the window is over.
    assert_eq!(agenda(&s).riders.len(), 1);
    assert!(s.window.is_none());
    play(&mut s, LETNEV, "vote for").unwrap();
}

// ---------------------------------------------------------------------------------------------
// Reaction profiles
// ---------------------------------------------------------------------------------------------

#[test]
fn profiles_auto_passes_only_without_a_fitting_card_and_ask_always_asks() {
    let mut s = fixtures::at_status();
    // Letnev: auto, holding a card that does not fit the agenda's window.
    let r = play(&mut s, LETNEV, "reactions auto").unwrap();
    assert!(ids(&r).contains(&"ti4-log-reactions".to_string()));
    assert_eq!(
        refused(&mut s, LETNEV, "reactions auto"),
        "ti4-reactions-unchanged"
    );
    assert_eq!(
        refused(&mut s, LETNEV, "reactions maybe"),
        "ti4-reactions-help"
    );
    // Hacan: auto too, but holding a Veto.
    play(&mut s, HACAN, "reactions auto").unwrap();
    s.custodians = false;
    s.speaker = SOL;
    for seat in [SOL, LETNEV, HACAN] {
        play(&mut s, seat, "score done").unwrap();
    }
    s.players[SOL].action_cards = cards(&["spy"]);
    s.players[LETNEV].action_cards = cards(&["spy"]);
    s.players[HACAN].action_cards = cards(&["veto"]);
    fixtures::place_status_tokens(&mut s);
    // Sol (ask) is asked though nothing fits; Letnev (auto, nothing fits) passed at once;
    // Hacan (auto, Veto) is asked.
    assert_eq!(asked(&s), vec![SOL, HACAN]);
    assert!(
        window(&s)
            .answers
            .contains(&(LETNEV, Action::React { card: None }))
    );
    // Back to ask: Letnev is asked in the next window.
    play(&mut s, LETNEV, "reactions ask").unwrap();
    play(&mut s, SOL, "react pass").unwrap();
    play(&mut s, HACAN, "react pass").unwrap();
    assert!(s.window.is_none());
}

/// The skip (issue 16, fewer waits; D39): after a delay the app draws the same way for
/// everyone, a player asked who holds nothing that fits passes, with the same log line as a pass
/// they typed; one who holds a fitting card is still asked. Secondaries are never skipped.
#[test]
fn skip_passes_a_player_with_nothing_that_fits_and_keeps_asking_one_with_a_card() {
    // Sol holds a card that doesn't fit the agenda's window, Letnev a Veto (a "when" card),
    // Hacan nothing that fits either.
    let mut s = reveal_with([&["spy"], &["veto"], &["spy"]], "economic_equality");
    assert_eq!(asked(&s), vec![SOL, LETNEV, HACAN]);
    let mut skipped = Vec::new();
    while let Some((key, seat, action)) = Ti4::skip(&s) {
        assert!(key.starts_with("skip-"), "{key}");
        assert_eq!(action, Action::SkipIdle { seat });
        // No notation: only the app's timer sends it.
        assert!(Ti4::parse_action(&s, "skip").is_err());
        let r = Ti4::apply(&mut s, seat, &action, &mut GameRng::for_step(9, 9)).unwrap();
        if ids(&r).contains(&"ti4-log-window-pass".to_string()) {
            skipped.push(seat);
        }
        // The same line as a typed pass; nothing names the hand.
        assert!(!public_text(&r).contains("veto"), "{}", public_text(&r));
        assert!(skipped.len() <= 3);
    }
    skipped.sort();
    assert_eq!(skipped, vec![SOL, HACAN]);
    // Letnev is still asked, until they answer or the reaction timer runs out.
    assert_eq!(asked(&s), vec![LETNEV]);
    assert!(Ti4::timeout(&s).is_some());
    // A skip applied twice, or for a seat no longer asked, is refused and changes nothing.
    let before = s.clone();
    assert!(
        Ti4::apply(
            &mut s,
            SOL,
            &Action::SkipIdle { seat: SOL },
            &mut GameRng::for_step(9, 9)
        )
        .is_err()
    );
    assert_eq!(s, before);
    play(&mut s, LETNEV, "react pass").unwrap();
    assert!(s.window.is_none());
}

#[test]
fn skip_never_applies_to_a_strategy_cards_secondary() {
    let mut s = fixtures::action_phase();
    let holder = match s.phase {
        Phase::Action { active, .. } => active,
        _ => unreachable!(),
    };
    let card = s.players[holder].strategy_cards[0];
    play(&mut s, holder, &format!("strategic {card}")).unwrap();
    while let Some(p) = starpost::games::ti4::rules::strategic::default_primary(&s) {
        play(&mut s, holder, &p).unwrap();
    }
    assert_eq!(window(&s).kind, Kind::Secondary, "§57.1");
    assert!(Ti4::skip(&s).is_none());
}

#[test]
fn profiles_a_player_who_publicly_holds_nothing_is_not_asked() {
    // No action card and no note: the (public) counts show they can't answer.
    let mut s = fixtures::at_status();
    s.custodians = false;
    s.speaker = SOL;
    for seat in [SOL, LETNEV, HACAN] {
        play(&mut s, seat, "score done").unwrap();
    }
    for seat in [SOL, LETNEV, HACAN] {
        s.players[seat].action_cards.clear();
    }
    s.players[LETNEV].notes.clear();
    fixtures::place_status_tokens(&mut s);
    assert_eq!(asked(&s), vec![SOL, HACAN], "Letnev holds nothing at all");
    // In a played card's window only action cards fit: a hand of 0 is enough (§38.3).
    fixtures::pass_windows(&mut s);
    assert!(matches!(s.phase, Phase::Agenda(_)));
}

#[test]
fn profiles_auto_in_an_action_cards_window_only_asks_sabotage_holders() {
    let mut s = fixtures::action_phase();
    s.players[SOL].action_cards = cards(&["industrial_initiative"]);
    s.players[LETNEV].action_cards = cards(&["spy"]);
    s.players[HACAN].action_cards = cards(&["spy"]);
    play(&mut s, HACAN, "reactions auto").unwrap();
    play(&mut s, SOL, "play industrial_initiative").unwrap();
    // Letnev (ask) is asked; Hacan (auto, no Sabotage) is not.
    assert_eq!(window(&s).pending, vec![LETNEV]);
    play(&mut s, LETNEV, "react pass").unwrap();
    assert!(s.window.is_none());
}

// ---------------------------------------------------------------------------------------------
// After the speaker votes: Bribery; an election: Confusing Legal Text
// ---------------------------------------------------------------------------------------------

#[test]
fn bribery_trade_goods_become_votes_after_the_speaker_votes() {
    // Letnev (1 influence) votes For, Hacan (2) Against, Sol (the speaker) abstains.
    let mut s = reveal_with([&[], &["bribery", "spy"], &["spy"]], "economic_equality");
    fixtures::pass_windows(&mut s);
    s.players[LETNEV].trade_goods = 3;
    play(&mut s, LETNEV, "vote for").unwrap();
    play(&mut s, HACAN, "vote against").unwrap();
    let r = play(&mut s, SOL, "vote abstain").unwrap();
    // Only those who voted for an outcome are asked, the speaker's order (§13.18).
    assert!(ids(&r).contains(&"ti4-log-window-open".to_string()));
    let w = window(&s);
    assert_eq!(w.kind, Kind::AfterSpeakerVotes);
    assert_eq!(w.pending, vec![LETNEV, HACAN]);
    let letnev = Ti4::prompts(&s)
        .into_iter()
        .find(|p| p.seat == LETNEV)
        .unwrap();
    assert!(
        letnev
            .choices
            .iter()
            .any(|c| c.notation == "play bribery 3")
    );
    assert_eq!(
        refused(&mut s, LETNEV, "play bribery 4"),
        "ti4-card-bribery-trade-goods"
    );
    let votes_for = |s: &State| {
        agenda(s)
            .votes
            .iter()
            .filter(|v| v.outcome.as_deref() == Some("for"))
            .map(|v| v.votes)
            .sum::<u32>()
    };
    let before = votes_for(&s);
    play(&mut s, LETNEV, "play bribery 2").unwrap();
    let_resolve(&mut s);
    assert_eq!(votes_for(&s), before + 2, "2 trade goods, 2 votes");
    assert_eq!(s.players[LETNEV].trade_goods, 1);
    play(&mut s, LETNEV, "react pass").unwrap();
    play(&mut s, HACAN, "react pass").unwrap();
    // For (1 + 2) beats Against (2): Economic Equality For gives everyone 5 trade goods.
    assert!(s.players.iter().all(|p| p.trade_goods == 5));
}

#[test]
fn bribery_only_by_a_player_who_voted_for_an_outcome() {
    let mut s = reveal_with([&["bribery"], &["spy"], &["spy"]], "economic_equality");
    fixtures::pass_windows(&mut s);
    s.players[SOL].trade_goods = 3;
    play(&mut s, LETNEV, "vote for").unwrap();
    play(&mut s, HACAN, "vote against").unwrap();
    play(&mut s, SOL, "vote abstain").unwrap();
    // Sol abstained: not asked, and the card can't be played.
    assert!(!window(&s).pending.contains(&SOL));
    assert_eq!(
        refused(&mut s, SOL, "play bribery 2"),
        "ti4-not-awaited-moment"
    );
}

#[test]
fn confusing_legal_text_the_elected_player_passes_the_election_on() {
    let mut s = reveal_with(
        [
            &["spy"],
            &["confusing_legal_text", "spy"],
            &["confusing_legal_text"],
        ],
        "minister_of_policy",
    );
    fixtures::pass_windows(&mut s);
    play(&mut s, LETNEV, "vote letnev").unwrap();
    play(&mut s, HACAN, "vote letnev").unwrap();
    play(&mut s, SOL, "vote abstain").unwrap();
    // The votes' window (nobody bribes), then the election's: only the elected is asked.
    while window(&s).kind == Kind::AfterSpeakerVotes {
        let seat = window(&s).pending[0];
        play(&mut s, seat, "react pass").unwrap();
    }
    let w = window(&s);
    assert_eq!(
        w.kind,
        Kind::Elected {
            outcome: "letnev".into()
        }
    );
    assert_eq!(asked(&s), vec![LETNEV]);
    assert_eq!(
        refused(&mut s, HACAN, "play confusing_legal_text sol"),
        "ti4-not-awaited-moment"
    );
    assert_eq!(
        refused(&mut s, LETNEV, "play confusing_legal_text letnev"),
        "ti4-card-needs-other-player"
    );
    play(&mut s, LETNEV, "play confusing_legal_text hacan").unwrap();
    // The others may Sabotage it: they let it resolve.
    let_resolve(&mut s);
    assert_eq!(
        agenda_effects::owner(&s, "minister_of_policy"),
        Some(HACAN),
        "Hacan is elected instead"
    );
}

#[test]
fn an_elected_player_who_lets_it_stand_keeps_the_election() {
    let mut s = reveal_with([&[], &["spy"], &[]], "minister_of_policy");
    fixtures::pass_windows(&mut s);
    play(&mut s, LETNEV, "vote letnev").unwrap();
    play(&mut s, HACAN, "vote abstain").unwrap();
    play(&mut s, SOL, "vote abstain").unwrap();
    fixtures::pass_windows(&mut s);
    assert_eq!(
        agenda_effects::owner(&s, "minister_of_policy"),
        Some(LETNEV)
    );
}

/// §35.2 and the secrecy rule (tests/app/secrecy_property.rs: no public text names a card that
/// may be hidden in a deck or a hand): the three agenda windows name their moment, never the
/// cards that fit it, in the line that opens them, the refusal while they are open and every
/// seat's ask. The cards a seat can play are on its own private buttons.
#[test]
fn rr_35_2_agenda_windows_name_their_moment_not_the_cards_that_fit_it() {
    use starpost::core::msg::Translate;
    use starpost::games::ti4::content;
    use starpost::games::ti4::rules::window;
    let tr = starpost::i18n::Tr::default();
    let c = content::content();
    // What the secrecy property checks by name: cards printed once, faction notes.
    let secret_names: Vec<String> = c
        .action_cards
        .iter()
        .filter(|a| a.copies == 1)
        .map(|a| a.name.clone())
        .chain(
            c.promissory_notes
                .iter()
                .filter(|n| n.faction.is_some())
                .map(|n| n.name.clone()),
        )
        .collect();
    let shown = |s: &State| -> String {
        let mut out: Vec<String> = Ti4::prompts(s).iter().map(|p| tr.tr(&p.ask)).collect();
        out.extend(window::blocks(s).map(|m| tr.tr(&m)));
        out.join("\n")
    };
    let mut s = reveal_with(
        [
            &["veto"],
            &["confusing_legal_text", "bribery"],
            &["assassinate_representative"],
        ],
        "minister_of_policy",
    );
    assert_eq!(window(&s).kind, Kind::AgendaRevealed { after: false });
    let mut texts = vec![shown(&s)];
    assert!(texts[0].contains("Minister of Policy"), "{}", texts[0]);
    fixtures::pass_windows(&mut s);
    play(&mut s, LETNEV, "vote letnev").unwrap();
    play(&mut s, HACAN, "vote letnev").unwrap();
    let r = play(&mut s, SOL, "vote abstain").unwrap();
    assert_eq!(window(&s).kind, Kind::AfterSpeakerVotes);
    texts.push(public_text(&r));
    texts.push(shown(&s));
    let mut elected = None;
    while window(&s).kind == Kind::AfterSpeakerVotes {
        let seat = window(&s).pending[0];
        elected = Some(play(&mut s, seat, "react pass").unwrap());
    }
    assert!(matches!(window(&s).kind, Kind::Elected { .. }));
    texts.push(public_text(&elected.unwrap()));
    texts.push(shown(&s));
    for t in &texts {
        assert!(!t.is_empty());
        let named: Vec<&String> = secret_names
            .iter()
            .filter(|n| t.contains(n.as_str()))
            .collect();
        assert!(named.is_empty(), "{named:?} named in: {t}");
    }
}

// ---------------------------------------------------------------------------------------------
// Political Favor (promissory note, after an agenda is revealed)
// ---------------------------------------------------------------------------------------------

#[test]
fn political_favor_replaces_the_agenda_for_a_strategy_token_of_its_owner() {
    let mut s = reveal_with([&[], &[], &[]], "economic_equality");
    s.players[SOL].notes.push(HeldNote {
        note: "political_favor".into(),
        owner: LETNEV,
    });
    let sol = Ti4::prompts(&s)
        .into_iter()
        .find(|p| p.seat == SOL)
        .unwrap();
    assert!(
        sol.choices
            .iter()
            .any(|c| c.notation == "note political_favor letnev")
    );
    let tokens = s.players[LETNEV].tokens;
    let id = window(&s).id;
    play(&mut s, SOL, "note political_favor letnev").unwrap();
    assert_eq!(s.players[LETNEV].tokens.strategy, tokens.strategy - 1);
    assert_eq!(
        s.players[LETNEV].tokens.reinforcements,
        tokens.reinforcements + 1
    );
    assert!(s.agenda_discard.contains(&"economic_equality".to_string()));
    assert_ne!(agenda(&s).agenda, "economic_equality");
    assert!(window(&s).id > id, "the new agenda has its own window");
    // §67.4: the note goes back to its owner.
    assert!(
        s.players[LETNEV]
            .notes
            .iter()
            .any(|h| h.note == "political_favor" && h.owner == LETNEV)
    );
    assert!(
        !s.players[SOL]
            .notes
            .iter()
            .any(|h| h.note == "political_favor")
    );
}

#[test]
fn political_favor_needs_a_token_in_the_owners_strategy_pool_and_the_window() {
    let mut s = reveal_with([&[], &[], &[]], "economic_equality");
    s.players[SOL].notes.push(HeldNote {
        note: "political_favor".into(),
        owner: LETNEV,
    });
    s.players[LETNEV].tokens.strategy = 0;
    assert_eq!(
        refused(&mut s, SOL, "note political_favor letnev"),
        "ti4-note-owner-no-strategy-token"
    );
    s.players[LETNEV].tokens.strategy = 2;
    fixtures::pass_windows(&mut s);
    assert_eq!(
        refused(&mut s, SOL, "note political_favor letnev"),
        "ti4-note-not-now"
    );
}

// ---------------------------------------------------------------------------------------------
// Strategy secondaries (§57.1)
// ---------------------------------------------------------------------------------------------

#[test]
fn rr_57_1_secondaries_are_asked_at_once_and_applied_clockwise() {
    // Politics: the secondary draws 2 action cards, so the order decides who gets which.
    let mut s = holding(3);
    play(&mut s, SOL, "strategic 3").unwrap();
    play(&mut s, SOL, "primary speaker letnev").unwrap();
    play(&mut s, SOL, "primary arrange keep").unwrap();
    // One public prompt each, at once, Letnev first in order (§57.1).
    let prompts = Ti4::prompts(&s);
    assert_eq!(asked(&s), vec![LETNEV, HACAN]);
    assert!(prompts.iter().all(|p| !p.private));
    assert_eq!(window(&s).kind, Kind::Secondary);
    let deck: Vec<String> = s.action_deck.iter().take(4).cloned().collect();
    let before = (
        s.players[LETNEV].action_cards.len(),
        s.players[HACAN].action_cards.len(),
    );
    // Hacan answers first; it waits for Letnev.
    play(&mut s, HACAN, "secondary").unwrap();
    assert_eq!(s.players[HACAN].action_cards.len(), before.1);
    play(&mut s, LETNEV, "secondary").unwrap();
    // Letnev's applied first: the top 2 cards are Letnev's, the next 2 Hacan's.
    assert_eq!(s.players[LETNEV].action_cards[before.0..], deck[..2]);
    assert_eq!(s.players[HACAN].action_cards[before.1..], deck[2..]);
    assert!(s.strategic.is_none());
    assert!(s.slot(3).unwrap().exhausted);
}

#[test]
fn rr_37_3_passed_players_are_still_asked_and_the_timer_declines_for_the_silent() {
    let mut s = holding(5);
    s.players[HACAN].passed = true;
    play(&mut s, SOL, "strategic 5").unwrap();
    play(&mut s, SOL, "primary").unwrap();
    assert_eq!(
        asked(&s),
        vec![LETNEV, HACAN],
        "Hacan has passed but is asked"
    );
    let commodities = s.players[HACAN].commodities;
    play(&mut s, HACAN, "secondary").unwrap();
    // Letnev stays silent: the timer declines for them, then Hacan's answer applies.
    let r = expire(&mut s);
    let log = ids(&r);
    assert!(log.contains(&"ti4-log-moment-expired".to_string()));
    let decline = log.iter().position(|i| i == "ti4-log-decline").unwrap();
    let used = log.iter().position(|i| i == "ti4-log-secondary").unwrap();
    assert!(decline < used, "Letnev's decline first (§57.1): {log:?}");
    assert!(s.players[HACAN].commodities >= commodities);
    assert!(s.strategic.is_none());
    assert!(matches!(s.phase, Phase::Action { active: 1, .. }));
}

#[test]
fn rr_17_5_trades_designated_players_resolve_it_without_being_asked() {
    let mut s = holding(5);
    s.players[LETNEV].commodities = 0;
    s.players[HACAN].commodities = 0;
    play(&mut s, SOL, "strategic 5").unwrap();
    play(&mut s, SOL, "primary letnev hacan").unwrap();
    // Nobody to ask: both refilled for free, the card is exhausted.
    assert!(s.window.is_none());
    assert!(s.strategic.is_none());
    assert!(s.players[LETNEV].commodities > 0 && s.players[HACAN].commodities > 0);
}

// ---------------------------------------------------------------------------------------------
// Minister of Peace (a law): after a system with another player's units is activated
// ---------------------------------------------------------------------------------------------

fn with_minister(holder: usize) -> State {
    let mut s = fixtures::action_phase();
    s.laws.push(Law {
        agenda: "minister_of_peace".into(),
        elected: Some(s.players[holder].faction.clone()),
        exhausted: false,
    });
    s
}

#[test]
fn minister_of_peace_ends_the_active_players_turn() {
    let mut s = with_minister(HACAN);
    let i = idx(&s, 19);
    units::add(
        &mut s.systems[i],
        LETNEV,
        starpost::games::ti4::content::UnitKind::Destroyer,
        None,
        1,
    );
    play(&mut s, SOL, "activate 19").unwrap();
    let w = window(&s);
    assert_eq!(w.kind, Kind::SystemActivated);
    assert_eq!(asked(&s), vec![HACAN]);
    assert_eq!(refused(&mut s, SOL, "move none"), "ti4-window-open-moment");
    play(&mut s, HACAN, "react minister_of_peace").unwrap();
    assert!(matches!(s.phase, Phase::Action { active: LETNEV, .. }));
    assert!(!agenda_effects::in_force(&s, "minister_of_peace"));
    assert!(s.agenda_discard.contains(&"minister_of_peace".to_string()));
    assert!(
        s.systems[i].command_tokens.contains(&SOL),
        "the activation's token stays"
    );
}

#[test]
fn minister_of_peace_only_where_another_players_units_are_and_a_pass_goes_on() {
    let mut s = with_minister(HACAN);
    // An empty system: nobody is asked.
    play(&mut s, SOL, "activate 19").unwrap();
    assert!(s.window.is_none());
    let mut s = with_minister(HACAN);
    let i = idx(&s, 19);
    units::add(
        &mut s.systems[i],
        LETNEV,
        starpost::games::ti4::content::UnitKind::Destroyer,
        None,
        1,
    );
    play(&mut s, SOL, "activate 19").unwrap();
    play(&mut s, HACAN, "react pass").unwrap();
    assert!(agenda_effects::in_force(&s, "minister_of_peace"));
    play(&mut s, SOL, "move none").unwrap();
}

// ---------------------------------------------------------------------------------------------
// Snapshots and secrets
// ---------------------------------------------------------------------------------------------

#[test]
fn an_old_snapshots_card_window_still_loads_and_closes() {
    // The shape of a window saved before windows had kinds: a played card awaiting Sabotage.
    let old = r#"{"id":3,"seat":0,"card":"industrial_initiative","target":{},"pending":[1,2]}"#;
    let w: Window = serde_json::from_str(old).unwrap();
    assert_eq!(w.kind, Kind::ActionCard);
    assert!(w.answers.is_empty());
    let mut s = fixtures::action_phase();
    s.action_discard.push("industrial_initiative".into());
    s.players[LETNEV].action_cards = cards(&["spy"]);
    s.players[HACAN].action_cards = cards(&["spy"]);
    s.window = Some(w);
    s.windows_opened = 3;
    let json = serde_json::to_string(&s).unwrap();
    let mut s: State = serde_json::from_str(&json).unwrap();
    play(&mut s, LETNEV, "react pass").unwrap();
    play(&mut s, HACAN, "react pass").unwrap();
    assert!(s.window.is_none());
    assert!(matches!(s.phase, Phase::Action { active: LETNEV, .. }));
}

#[test]
fn a_pass_never_names_the_cards_the_player_holds() {
    let mut s = reveal_with(
        [&["veto", "sabotage"], &["trade_rider"], &["bribery"]],
        "economic_equality",
    );
    let mut public = String::new();
    for seat in [HACAN, LETNEV, SOL] {
        let r = play(&mut s, seat, "react pass").unwrap();
        public.push_str(&public_text(&r));
    }
    for name in [
        "Veto",
        "Sabotage",
        "Trade Rider",
        "Bribery",
        "veto",
        "trade_rider",
    ] {
        assert!(!public.contains(name), "{name} leaked: {public}");
    }
}

#[test]
fn rr_13_17_action_phase_order_is_the_active_player_then_initiative_order() {
    let mut s = fixtures::action_phase();
    s.initiative_order = vec![HACAN, SOL, LETNEV];
    assert_eq!(
        starpost::games::ti4::rules::window::from_active(&s, LETNEV),
        vec![LETNEV, HACAN, SOL]
    );
    // A generic moment window opened for those seats applies its answers in that order.
    let seats = starpost::games::ti4::rules::window::from_active(&s, LETNEV);
    let log = starpost::games::ti4::rules::window::open(
        &mut s,
        Kind::Moment {
            timing: starpost::games::ti4::content::Timing::AfterShipDestroyed,
        },
        LETNEV,
        seats,
        &mut GameRng::for_step(1, 1),
    );
    // Nobody holds a card: everyone passes at once and the window is over.
    assert!(log.iter().any(|l| l.msg.id == "ti4-log-window-auto-pass"));
    assert!(s.window.is_none());
}

#[test]
fn an_old_snapshot_with_secondaries_asked_one_at_a_time_goes_on() {
    let mut s = holding(3);
    play(&mut s, SOL, "strategic 3").unwrap();
    play(&mut s, SOL, "primary speaker letnev").unwrap();
    play(&mut s, SOL, "primary arrange keep").unwrap();
    // As saved before secondaries were a window: Letnev already answered, Hacan is next.
    s.window = None;
    if let Some(sec) = s.strategic.as_mut().and_then(|sa| sa.secondary.as_mut()) {
        sec.next = 1;
    }
    let json = serde_json::to_string(&s).unwrap();
    let mut s: State = serde_json::from_str(&json).unwrap();
    assert_eq!(asked(&s), vec![HACAN]);
    assert_eq!(
        refused(&mut s, LETNEV, "secondary"),
        "ti4-not-your-secondary"
    );
    play(&mut s, HACAN, "decline").unwrap();
    assert!(s.strategic.is_none());
    assert!(s.slot(3).unwrap().exhausted);
}
