//! Reaction windows: one mechanism for every moment where players other than the one acting may
//! respond (digest section 6, D14–D39) — a played action card awaiting Sabotage (§38.3), an
//! agenda's "when/after revealed" moment (§35.2), the moment after the speaker votes (Bribery),
//! an election (Confusing Legal Text), a system activation (Minister of Peace), the strategy
//! cards' secondaries (§57.1) and the pauses at combat and invasion moments (`Kind::Pause`:
//! `rules::moments` knows who is eligible there, what they could do and what resumes).
//!
//! A window has an id (the app's timer is keyed on it), a [`Kind`], the seats that may answer in
//! the order their answers apply, and the answers given. Everybody is asked at once; in an
//! ordered window (every kind but the action card's and the pause's) an answer given before the earlier seats
//! have answered waits, hidden, and is applied in turn (§13.17, §13.18, §57.1), checked again
//! then: if it no longer works the player is told privately and asked again. Passing ends a
//! seat's part; a card or note played keeps the seat in the window (it may play another) until
//! it passes, and asks again everyone who had passed (§13.17: until no one wants more). The window closes when every seat has passed or answered, or when the table's
//! reaction timer runs out (`Action::Expire`: silent players pass or decline); what follows
//! depends on the kind ([`close`]). A window opened while another is open (a Veto played in an
//! agenda's window waits for Sabotage) suspends it until it closes.
//!
//! Profiles (`reactions auto|ask|wait`, D39 (a)/(b)): with `auto` the engine passes at once for a
//! player in card windows where nothing they hold fits; with `ask` (the default) they are asked,
//! and the app's skip timer (`skip_due`, `skip_idle`, `Game::skip`) passes for them after a
//! delay drawn the same way for everyone whatever they hold, when nothing they hold fits; with
//! `wait` they are asked and never skipped. Whatever the profile, a player whose public counts
//! show they can't answer (no action card where only action cards fit; no strategy token for a
//! paid secondary) passes at once: that reveals nothing.

use crate::core::msg::Arg;
use crate::games::WithArg;
use serde::{Deserialize, Serialize};

use super::cards::{self, Target};
use super::moments::{self, Moment};
use super::{agenda, combat, name, notes, strategic};
use crate::core::rules::Applied;
use crate::core::{Choice, GameRng, LogEntry, Msg, Prompt, Seat};
use crate::games::ti4::action::Action;
use crate::games::ti4::content::{self, Timing};
use crate::games::ti4::state::{Phase, State};

/// The moment a window is open for, and what closing it leads to.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// §38.3: an action card was played (`Window::card`, `Window::target`); any other player
    /// may cancel it with Sabotage. Answers apply as they come (whoever sabotages first).
    #[default]
    ActionCard,
    /// §35.2: an agenda was revealed; "when" cards (Veto, Political Secret, Ancient Burial Sites
    /// on the first agenda) and "after" cards (riders, Assassinate Representative, Political
    /// Favor). `after`: an "after" effect has been applied, so "when" cards are too late.
    AgendaRevealed {
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        after: bool,
    },
    /// Right after the speaker votes (Bribery, Distinguished Councilor): players who voted for
    /// an outcome. The votes are counted when it closes.
    AfterSpeakerVotes,
    /// A player was elected (`outcome` = their faction; Confusing Legal Text may change it).
    /// The agenda resolves for `outcome` when it closes.
    Elected { outcome: String },
    /// After a system containing another player's units was activated: the holder of Minister
    /// of Peace may end the active player's turn.
    SystemActivated,
    /// §57.1: the other players may resolve the strategy card's secondary (`state.strategic`).
    Secondary,
    /// Any other moment named by a card timing: action cards of that timing may be played.
    Moment { timing: Timing },
    /// A moment of a tactical action's combat or invasion (`rules::moments`: who is eligible,
    /// their options, what resumes when it closes). Answers apply as they come: plays, notes,
    /// rerolls keep the seat asked; `react pass` ("continue") ends its part.
    Pause { moment: Moment },
}

impl Kind {
    fn is_action_card(&self) -> bool {
        *self == Kind::ActionCard
    }

    fn is_pause(&self) -> bool {
        matches!(self, Kind::Pause { .. })
    }

    /// Whether answers apply in the window's order (they may wait for earlier seats).
    pub fn ordered(&self) -> bool {
        !self.is_action_card() && !self.is_pause()
    }

    /// Whether a promissory note can answer this kind of window.
    fn notes_fit(&self) -> bool {
        matches!(self, Kind::AgendaRevealed { .. })
    }

    fn is_agenda(&self) -> bool {
        matches!(
            self,
            Kind::AgendaRevealed { .. } | Kind::AfterSpeakerVotes | Kind::Elected { .. }
        )
    }
}

/// An open window.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Window {
    /// Names this window (1, 2, …): the app keys its timer on it.
    pub id: u32,
    #[serde(default, skip_serializing_if = "Kind::is_action_card")]
    pub kind: Kind,
    /// Who opened it: the card's player, the active player, the speaker, the elected player.
    pub seat: Seat,
    /// The action card played (`Kind::ActionCard`).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub card: String,
    #[serde(default)]
    pub target: Target,
    /// Seats still to answer, in the order their answers apply.
    pub pending: Vec<Seat>,
    /// Answers given before their turn, applied in order. Hidden: only "X has answered" is
    /// public until they apply.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub answers: Vec<(Seat, Action)>,
    /// The timer ran out: a card or note still applied in turn ends its player's part too.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub expired: bool,
    /// The seats whose skip timer has run (`skip_idle`): once per seat and window.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub skip_checked: Vec<Seat>,
    /// The seats asked when it opened, in order: after a card or note is played in it, those
    /// who had passed are asked again (§13.17: one ability at a time, until no one wants more).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub asked: Vec<Seat>,
}

/// §13.18: the speaker first, then clockwise (players still in the game).
pub fn from_speaker(state: &State) -> Vec<Seat> {
    state
        .clockwise_from(state.speaker)
        .into_iter()
        .filter(|s| !state.players[*s].eliminated)
        .collect()
}

/// §13.17 (action phase): the active player first, then the others in initiative order
/// (players still in the game) — for windows during a turn (combat and invasion moments).
pub fn from_active(state: &State, active: Seat) -> Vec<Seat> {
    let mut out = vec![active];
    let order = if state.initiative_order.is_empty() {
        state.clockwise_from(active)
    } else {
        state.initiative_order.clone()
    };
    out.extend(order.into_iter().filter(|s| *s != active));
    out.retain(|s| !state.players[*s].eliminated);
    out
}

/// §57.1: clockwise from `seat`'s left, without `seat` (players still in the game).
pub fn left_of(state: &State, seat: Seat) -> Vec<Seat> {
    state
        .clockwise_from(seat)
        .into_iter()
        .skip(1)
        .filter(|s| !state.players[*s].eliminated)
        .collect()
}

/// Opens a window of `kind` for `seats` (in the order their answers apply), opened by
/// `opener`. The one way to open a window: players whose answer is known at once pass, and a
/// window nobody has to answer closes at once (its effect follows).
pub fn open(
    state: &mut State,
    kind: Kind,
    opener: Seat,
    seats: Vec<Seat>,
    rng: &mut GameRng,
) -> Vec<LogEntry> {
    open_window(
        state,
        Window {
            id: 0,
            kind,
            seat: opener,
            card: String::new(),
            target: Target::default(),
            pending: seats,
            answers: Vec::new(),
            expired: false,
            skip_checked: Vec::new(),
            asked: Vec::new(),
        },
        rng,
    )
}

/// Opens `w` (its id is given here) above any window already open.
pub(crate) fn open_window(state: &mut State, mut w: Window, rng: &mut GameRng) -> Vec<LogEntry> {
    state.windows_opened += 1;
    w.id = state.windows_opened;
    let mut seen = Vec::new();
    w.pending.retain(|s| {
        *s < state.players.len() && !state.players[*s].eliminated && !seen.contains(s) && {
            seen.push(*s);
            true
        }
    });
    w.asked = w.pending.clone();
    let announce = !w.kind.is_action_card();
    if let Some(current) = state.window.take() {
        state.held_windows.push(current);
    }
    state.window = Some(w);
    let mut log = auto_answers(state);
    if let Some(w) = state.window.as_ref().filter(|_| announce) {
        let asked = awaited(w);
        if !asked.is_empty() {
            let names = asked
                .iter()
                .map(|s| name(state, *s))
                .collect::<Vec<_>>()
                .join(", ");
            log.push(LogEntry::public(
                Msg::new("ti4-log-window-open")
                    .msg("moment", moment(state, w))
                    .text("players", names),
            ));
        }
    }
    log.extend(advance(state, rng));
    log
}

/// Opens `w` above any window already open if anybody is asked: the seats the engine would
/// answer for at once (the same policy as every window, [`auto_answer`]) are left out without a
/// word. Returns false, changing nothing, when nobody is left, so that the caller goes on
/// itself (a combat or invasion moment nobody can use).
pub(crate) fn open_if_asked(state: &mut State, mut w: Window) -> bool {
    if let Some(current) = state.window.take() {
        state.held_windows.push(current);
    }
    let seats = std::mem::take(&mut w.pending);
    state.window = Some(w);
    let mut asked = Vec::new();
    for seat in seats {
        let fits = seat < state.players.len() && !asked.contains(&seat);
        if fits
            && let Some(w) = state.window.as_ref()
            && auto_answer(state, w, seat).is_none()
        {
            asked.push(seat);
        }
    }
    if asked.is_empty() {
        state.window = state.held_windows.pop();
        return false;
    }
    state.windows_opened += 1;
    if let Some(w) = state.window.as_mut() {
        w.id = state.windows_opened;
        w.asked = asked.clone();
        w.pending = asked;
    }
    true
}

/// §13.17 / §13.18: a card or note was played in window `id`; everyone it asked is asked again
/// (the engine answers at once for those who can't answer), until no one wants more.
fn ask_again(state: &mut State, id: u32) {
    let live: Vec<bool> = state.players.iter().map(|p| !p.eliminated).collect();
    let again = |w: &mut Window| {
        if w.id == id && !matches!(w.kind, Kind::ActionCard | Kind::Secondary) {
            let pending = w.pending.clone();
            w.pending = w
                .asked
                .iter()
                .copied()
                .filter(|s| pending.contains(s) || live.get(*s).copied().unwrap_or(false))
                .collect();
        }
    };
    if let Some(w) = state.window.as_mut() {
        again(w);
    }
    for w in &mut state.held_windows {
        again(w);
    }
}

/// What the window is about, for messages.
fn moment(state: &State, w: &Window) -> Msg {
    match &w.kind {
        Kind::ActionCard => Msg::new("ti4-moment-card")
            .text("player", name(state, w.seat))
            .with("card", super::action_cards::card_name(&w.card)),
        Kind::AgendaRevealed { .. } => Msg::new("ti4-moment-agenda").with(
            "agenda",
            match &state.phase {
                Phase::Agenda(a) => content::agenda_name(&a.agenda),
                _ => Arg::text(""),
            },
        ),
        Kind::AfterSpeakerVotes => Msg::new("ti4-moment-votes"),
        Kind::Elected { outcome } => Msg::new("ti4-moment-elected").text(
            "player",
            seat_of_faction(state, outcome)
                .map(|s| name(state, s))
                .unwrap_or_else(|| outcome.clone()),
        ),
        Kind::SystemActivated => {
            Msg::new("ti4-moment-activated").text("player", name(state, w.seat))
        }
        Kind::Secondary => Msg::new("ti4-moment-secondary").with(
            "card",
            state
                .strategic
                .as_ref()
                .map_or_else(|| Arg::text(""), |s| super::strategy::card_name(s.card)),
        ),
        Kind::Moment { timing } => Msg::new("ti4-moment-timing").text("timing", timing_id(*timing)),
        Kind::Pause { moment } => moments::describe(state, moment),
    }
}

fn timing_id(t: Timing) -> String {
    serde_json::to_value(t)
        .ok()
        .and_then(|v| v.as_str().map(|s| s.replace('_', " ")))
        .unwrap_or_default()
}

pub(crate) fn seat_of_faction(state: &State, faction: &str) -> Option<Seat> {
    state
        .players
        .iter()
        .position(|p| p.faction.eq_ignore_ascii_case(faction))
}

/// The answer notation that passes in this kind of window.
fn pass_action(kind: &Kind) -> Action {
    match kind {
        Kind::Secondary => Action::Secondary { text: None },
        _ => Action::React { card: None },
    }
}

fn is_pass(action: &Action) -> bool {
    matches!(
        action,
        Action::React { card: None } | Action::Secondary { text: None }
    )
}

/// Whether `action` is an answer to a window of this kind (anything else waits for it).
pub fn is_answer(kind: &Kind, action: &Action) -> bool {
    match kind {
        Kind::ActionCard => matches!(action, Action::React { .. }),
        Kind::Secondary => matches!(action, Action::Secondary { .. }),
        Kind::SystemActivated => matches!(action, Action::React { .. }),
        Kind::AgendaRevealed { .. } => matches!(
            action,
            Action::React { card: None } | Action::Play { .. } | Action::PlayNote { .. }
        ),
        Kind::AfterSpeakerVotes | Kind::Elected { .. } | Kind::Moment { .. } => {
            matches!(action, Action::React { card: None } | Action::Play { .. })
        }
        Kind::Pause { .. } => matches!(
            action,
            Action::React { .. }
                | Action::Play { .. }
                | Action::PlayNote { .. }
                | Action::Reroll { .. }
        ),
    }
}

/// While a window is open, only its answers, hand-limit discards, transactions, profiles and
/// adjustments go on: the refusal names the moment and who is awaited.
pub fn blocks(state: &State) -> Option<Msg> {
    let w = state.window.as_ref()?;
    let names = awaited(w)
        .iter()
        .map(|s| name(state, *s))
        .collect::<Vec<_>>()
        .join(", ");
    Some(if w.kind.is_action_card() {
        Msg::new("ti4-window-open")
            .with("card", super::action_cards::card_name(&w.card))
            .text("players", names)
    } else if w.kind.is_pause() {
        Msg::new("ti4-moment-open").text("players", names)
    } else {
        Msg::new("ti4-window-open-moment")
            .msg("moment", moment(state, w))
            .text("players", names)
    })
}

/// Seats asked now: pending and not answered yet.
fn awaited(w: &Window) -> Vec<Seat> {
    w.pending
        .iter()
        .copied()
        .filter(|s| !w.answers.iter().any(|(a, _)| a == s))
        .collect()
}

fn choice(label: Msg, notation: impl Into<String>) -> Choice {
    Choice {
        label,
        notation: notation.into(),
    }
}

/// The choices of `seat` in window `w`: the pass first, then what they can play (cards and
/// notes from their hidden hand: the prompt is private).
pub fn choices(state: &State, w: &Window, seat: Seat) -> Vec<Choice> {
    let p = &state.players[seat];
    let mut out = Vec::new();
    match &w.kind {
        Kind::Secondary => return strategic::secondary_choices(state, seat),
        Kind::Pause { .. } => return moments::choices(state, seat),
        _ => {}
    }
    out.push(match w.kind {
        Kind::ActionCard => choice(Msg::new("ti4-choice-no-reaction"), "react pass"),
        _ => choice(Msg::new("ti4-choice-window-pass"), "react pass"),
    });
    let mut hand: Vec<&String> = p.action_cards.iter().collect();
    hand.sort();
    hand.dedup();
    // Transparasteel Plating: a passed player plays no card during its owner's turn.
    let plated = cards::plating_blocks(state, seat);
    if plated {
        hand.clear();
    }
    let automated = |id: &str| cards::AUTOMATED.contains(&id);
    let play = |card: &str, args: &str, label: Msg| {
        let msg = if args.is_empty() {
            Msg::new("ti4-choice-play-card-plain")
        } else {
            Msg::new("ti4-choice-play-card").msg("target", label)
        };
        choice(
            msg.with("card", super::action_cards::card_name(card)),
            format!("play {card} {args}").trim().to_string(),
        )
    };
    let plain = |t: &str| Msg::new("plain").text("text", t);
    let others = |state: &State| -> Vec<Seat> {
        (0..state.players.len())
            .filter(|o| *o != seat && !state.players[*o].eliminated)
            .collect()
    };
    let agenda = match &state.phase {
        Phase::Agenda(a) => Some(a),
        _ => None,
    };
    let voted = agenda.is_some_and(|a| {
        a.votes
            .iter()
            .any(|v| v.seat == seat && v.outcome.is_some())
    });
    match &w.kind {
        Kind::ActionCard => {
            if !plated && p.action_cards.iter().any(|c| c == cards::SABOTAGE) {
                out.push(choice(Msg::new("ti4-choice-sabotage"), "react sabotage"));
            }
            if w.seat != seat
                && let Some(t) = super::techs::card_canceller(state, seat)
            {
                out.push(choice(
                    Msg::new("ti4-fx-choice-cancel-card").with("tech", super::techs::tech_name(t)),
                    format!("react {t}"),
                ));
            }
        }
        Kind::AgendaRevealed { after } => {
            for id in &hand {
                let Some(c) = content::action_card(id).filter(|_| automated(id)) else {
                    continue;
                };
                match c.timing {
                    Timing::WhenAgendaRevealed if !after => out.push(play(id, "", plain(""))),
                    Timing::StartOfAgendaPhase
                        if !after && agenda.is_some_and(|a| a.number == 1) =>
                    {
                        for o in 0..state.players.len() {
                            if !state.players[o].eliminated {
                                out.push(play(
                                    id,
                                    &state.players[o].faction,
                                    plain(&name(state, o)),
                                ));
                            }
                        }
                    }
                    Timing::AfterAgendaRevealed if id.ends_with("_rider") => {
                        let ag = agenda.map(|a| a.agenda.clone()).unwrap_or_default();
                        for (o, label) in agenda::outcomes(state, &ag) {
                            out.push(play(id, &o, label));
                        }
                    }
                    Timing::AfterAgendaRevealed => {
                        for o in others(state) {
                            out.push(play(id, &state.players[o].faction, plain(&name(state, o))));
                        }
                    }
                    _ => {}
                }
            }
            for h in &p.notes {
                let Some(n) = content::promissory_note(&h.note) else {
                    continue;
                };
                let fits = match n.timing {
                    Timing::WhenAgendaRevealed => !after,
                    Timing::AfterAgendaRevealed => true,
                    _ => false,
                };
                if fits && h.owner != seat && notes::AUTOMATED.contains(&n.id.as_str()) {
                    out.push(choice(
                        Msg::new("ti4-choice-play-note")
                            .name("note", n.catalog_id())
                            .text("owner", name(state, h.owner)),
                        format!("note {} {}", n.id, state.players[h.owner].faction),
                    ));
                }
            }
        }
        Kind::AfterSpeakerVotes => {
            for id in &hand {
                match id.as_str() {
                    "bribery" if voted && p.trade_goods > 0 => {
                        let tg = p.trade_goods.to_string();
                        out.push(play(id, &tg, plain(&tg)));
                        if p.trade_goods > 1 {
                            out.push(play(id, "1", plain("1")));
                        }
                    }
                    "distinguished_councilor" if voted => out.push(play(id, "", plain(""))),
                    _ => {}
                }
            }
        }
        Kind::Elected { outcome } => {
            let elected = seat_of_faction(state, outcome) == Some(seat);
            if elected && hand.iter().any(|c| *c == "confusing_legal_text") {
                for o in others(state) {
                    out.push(play(
                        "confusing_legal_text",
                        &state.players[o].faction,
                        plain(&name(state, o)),
                    ));
                }
            }
        }
        Kind::SystemActivated => {
            if super::agenda_effects::owner(state, "minister_of_peace") == Some(seat) {
                out.push(choice(
                    Msg::new("ti4-choice-minister-of-peace"),
                    "react minister_of_peace",
                ));
            }
            if w.seat != seat
                && let Some(t) = super::techs::activation_ender(state, seat)
            {
                out.push(choice(
                    Msg::new("ti4-fx-choice-end-activation")
                        .with("tech", super::techs::tech_name(t)),
                    format!("react {t}"),
                ));
            }
        }
        Kind::Moment { timing } => {
            for id in &hand {
                if content::action_card(id).is_some_and(|c| c.timing == *timing)
                    && automated(id)
                    && cards::expects(id) == "(nothing)"
                {
                    out.push(play(id, "", plain("")));
                }
            }
        }
        Kind::Secondary | Kind::Pause { .. } => {}
    }
    out
}

/// What the engine answers for `seat` without asking, if anything: Trade's designated players
/// resolve the secondary (§17.5), a player with no strategy token can only decline a paid one,
/// and in card windows a player passes when nothing they hold fits and either their profile is
/// `auto` or their public counts already show it (no action card, and no note where notes fit).
fn auto_answer(state: &State, w: &Window, seat: Seat) -> Option<Action> {
    let p = &state.players[seat];
    // Out of the game since the window opened (§78).
    if p.eliminated {
        return Some(pass_action(&w.kind));
    }
    match &w.kind {
        Kind::Secondary => {
            let sa = state.strategic.as_ref()?;
            let free = sa
                .secondary
                .as_ref()
                .is_some_and(|s| s.free.contains(&seat));
            if free {
                Some(Action::Secondary {
                    text: Some(String::new()),
                })
            } else if strategic::secondary_costs_token(state, sa.card, seat)
                && p.tokens.strategy == 0
            {
                Some(Action::Secondary { text: None })
            } else {
                None
            }
        }
        // The law is public: its holder decides.
        Kind::SystemActivated => None,
        // Combat and invasion moments: the same policy, with what the moment offers (cards,
        // notes, rerolls) decided in `moments::asks`.
        Kind::Pause { .. } => (!moments::asks(state, seat)).then(|| pass_action(&w.kind)),
        kind => {
            if choices(state, w, seat).len() > 1 {
                return None;
            }
            let publicly_empty =
                p.action_cards.is_empty() && (!kind.notes_fit() || p.notes.is_empty());
            (p.auto_pass || publicly_empty).then(|| pass_action(kind))
        }
    }
}

/// Records the engine's answers for the seats of the open window; logs the passes.
fn auto_answers(state: &mut State) -> Vec<LogEntry> {
    let Some(w) = state.window.clone() else {
        return Vec::new();
    };
    let mut passed = Vec::new();
    let mut answers = Vec::new();
    for seat in awaited(&w) {
        // A pause decides once, when it opens, whom it asks: a player asked stays asked until
        // they continue, whatever they played meanwhile (only elimination ends their part).
        if w.kind.is_pause() && !state.players[seat].eliminated {
            continue;
        }
        if let Some(a) = auto_answer(state, &w, seat) {
            if is_pass(&a) {
                passed.push(name(state, seat));
            }
            answers.push((seat, a));
        }
    }
    if let Some(win) = state.window.as_mut() {
        win.answers.extend(answers);
    }
    if passed.is_empty() {
        return Vec::new();
    }
    vec![LogEntry::public(
        Msg::new("ti4-log-window-auto-pass").text("players", passed.join(", ")),
    )]
}

/// Applies what can be applied: the engine's answers, answers whose turn has come, and closes
/// windows nobody has to answer any more (resuming the one below).
pub(crate) fn advance(state: &mut State, rng: &mut GameRng) -> Vec<LogEntry> {
    let mut log = Vec::new();
    // Every step answers, closes or breaks: the bound only guards against a mistake.
    for _ in 0..10_000 {
        if matches!(state.phase, Phase::Over { .. }) {
            state.window = None;
            state.held_windows.clear();
            break;
        }
        if state.window.is_none() {
            break;
        }
        // A pause whose tactical action ended (by adjustment) has nothing left to resume.
        if moments::orphaned(state) {
            state.window = state.held_windows.pop();
            continue;
        }
        log.extend(auto_answers(state));
        let Some(w) = state.window.as_ref() else {
            break;
        };
        if w.pending.is_empty() {
            log.extend(close(state, rng));
            continue;
        }
        let k = if w.kind.ordered() {
            w.answers.iter().position(|(s, _)| *s == w.pending[0])
        } else {
            (!w.answers.is_empty()).then_some(0)
        };
        let Some(k) = k else {
            break;
        };
        let Some((seat, action)) = state.window.as_mut().map(|w| w.answers.remove(k)) else {
            break;
        };
        // Applied on a copy: an answer that no longer works changes nothing.
        let mut next = state.clone();
        match apply_answer(&mut next, seat, &action, rng) {
            Ok(l) => {
                *state = next;
                log.extend(l);
            }
            Err(why) => log.push(LogEntry::private(
                seat,
                Msg::new("ti4-log-answer-failed")
                    .text("answer", action.notation())
                    .msg("reason", why),
            )),
        }
    }
    log
}

/// Applies `seat`'s answer to the open window, now.
fn apply_answer(
    state: &mut State,
    seat: Seat,
    action: &Action,
    rng: &mut GameRng,
) -> Result<Vec<LogEntry>, Msg> {
    let Some(w) = state.window.clone() else {
        return Err(Msg::new("ti4-no-window"));
    };
    let leave = |state: &mut State| {
        if let Some(w) = state.window.as_mut() {
            w.pending.retain(|s| *s != seat);
            w.answers.retain(|(s, _)| *s != seat);
        }
    };
    match action {
        Action::Secondary { text } => {
            if w.kind != Kind::Secondary {
                return Err(Msg::new("ti4-not-your-secondary"));
            }
            let log = strategic::apply_secondary(state, seat, text.as_deref(), rng)?;
            leave(state);
            Ok(log)
        }
        Action::React { card: None } => {
            leave(state);
            let msg = match w.kind {
                Kind::ActionCard => "ti4-log-no-reaction",
                Kind::Pause { .. } => "ti4-log-moment-pass",
                _ => "ti4-log-window-pass",
            };
            Ok(vec![LogEntry::public(
                Msg::new(msg).text("player", name(state, seat)),
            )])
        }
        Action::React { card: Some(c) } => match w.kind {
            // A faction technology (the effects registry: Instinct Training).
            Kind::ActionCard if content::tech(c).is_some() => {
                cards::cancel_with_tech(state, seat, c, rng)
            }
            Kind::ActionCard => cards::sabotage(state, seat, c, rng),
            // A faction technology (the effects registry: Nullification Field).
            Kind::SystemActivated if content::tech(c).is_some() => {
                leave(state);
                super::techs::end_activation(state, seat, c)
            }
            Kind::SystemActivated if c == "minister_of_peace" => {
                leave(state);
                super::agenda_effects::minister_of_peace(state, seat)
            }
            _ => Err(Msg::new("ti4-window-pass-help")),
        },
        Action::Play { card, args } => {
            if w.expired {
                leave(state);
            }
            // An "after" card closes the "when" moment (§35.2).
            if content::action_card(card).is_some_and(|c| c.timing == Timing::AfterAgendaRevealed)
                && let Some(Window {
                    kind: Kind::AgendaRevealed { after },
                    ..
                }) = state.window.as_mut()
            {
                *after = true;
            }
            let log = cards::play(state, seat, card, args, rng)?.log;
            if !w.expired {
                ask_again(state, w.id);
            }
            Ok(log)
        }
        Action::PlayNote { note, owner, args } => {
            if w.expired {
                leave(state);
            }
            if content::promissory_note(note)
                .is_some_and(|n| n.timing == Timing::AfterAgendaRevealed)
                && let Some(Window {
                    kind: Kind::AgendaRevealed { after },
                    ..
                }) = state.window.as_mut()
            {
                *after = true;
            }
            let log = notes::play(state, seat, note, owner, args, rng)?.log;
            if !w.expired {
                ask_again(state, w.id);
            }
            Ok(log)
        }
        // Rerolls at the moment after a roll (§73: Crown of Thalnos, War Funding).
        Action::Reroll { source, dice } if w.kind.is_pause() => {
            if w.expired {
                leave(state);
            }
            Ok(combat::reroll_action(state, seat, *source, dice, rng)?.log)
        }
        _ => Err(Msg::new("ti4-window-pass-help")),
    }
}

/// An answer to the open window from `seat`: applied now if its turn has come (or the window
/// is not ordered), else checked and kept, hidden, until the earlier seats have answered.
pub fn answer(
    state: &mut State,
    seat: Seat,
    action: &Action,
    rng: &mut GameRng,
) -> Result<Applied, Msg> {
    let Some(w) = state.window.clone() else {
        return Err(Msg::new("ti4-no-window"));
    };
    if !awaited(&w).contains(&seat) {
        // At a pause, a play by a player not asked gets the reason it does not fit the moment
        // when there is one (the card's own timing), else the window's refusal.
        if w.kind.is_pause()
            && matches!(
                action,
                Action::Play { .. } | Action::PlayNote { .. } | Action::Reroll { .. }
            )
        {
            let mut probe = state.clone();
            if let Some(pw) = probe.window.as_mut() {
                pw.pending.push(seat);
            }
            apply_answer(&mut probe, seat, action, &mut GameRng::for_step(0, 0))?;
        }
        return Err(match w.kind {
            Kind::ActionCard | Kind::Pause { .. } => Msg::new("ti4-not-awaited-window"),
            Kind::Secondary => Msg::new("ti4-not-your-secondary"),
            _ => Msg::new("ti4-not-awaited-moment"),
        });
    }
    let pass = is_pass(action);
    let mut log = if !w.kind.ordered() || w.pending[0] == seat {
        apply_answer(state, seat, action, rng)?
    } else {
        // Checked now as if its turn had come, so a mistake is refused at once.
        let mut probe = state.clone();
        if let Some(pw) = probe.window.as_mut() {
            pw.pending.retain(|s| *s != seat);
            pw.pending.insert(0, seat);
        }
        apply_answer(&mut probe, seat, action, &mut GameRng::for_step(0, 0))?;
        let before: Vec<String> = w
            .pending
            .iter()
            .take_while(|s| **s != seat)
            .map(|s| name(state, *s))
            .collect();
        if let Some(win) = state.window.as_mut() {
            win.answers.push((seat, action.clone()));
        }
        vec![
            // The same public line whatever the answer: it stays hidden until its turn.
            LogEntry::public(Msg::new("ti4-log-window-answered").text("player", name(state, seat))),
            LogEntry::private(
                seat,
                Msg::new("ti4-log-answer-waits").text("players", before.join(", ")),
            ),
        ]
    };
    log.extend(advance(state, rng));
    Ok(Applied {
        log,
        barrier: !pass,
    })
}

/// The table's reaction timer ran out: every silent player of the open window passes (declines
/// a secondary); answers already given apply in order.
pub fn expire(state: &mut State, rng: &mut GameRng) -> Result<Applied, Msg> {
    let Some(w) = state.window.clone() else {
        return Err(Msg::new("ti4-no-window"));
    };
    let silent = awaited(&w);
    let names = silent
        .iter()
        .map(|s| name(state, *s))
        .collect::<Vec<_>>()
        .join(", ");
    let mut log = vec![LogEntry::public(if w.kind.is_action_card() {
        Msg::new("ti4-log-window-expired").text("players", names)
    } else if w.kind.is_pause() {
        Msg::new("ti4-log-pause-expired").text("players", names)
    } else {
        Msg::new("ti4-log-moment-expired")
            .msg("moment", moment(state, &w))
            .text("players", names)
    })];
    if let Some(win) = state.window.as_mut() {
        win.expired = true;
        for seat in silent {
            win.answers.push((seat, pass_action(&w.kind)));
        }
    }
    log.extend(advance(state, rng));
    Ok(Applied {
        log,
        barrier: false,
    })
}

/// The next seat whose skip timer runs in the open window, if any: a seat still asked and not
/// yet checked, in card and moment windows, where a player may hold nothing that fits (not a
/// strategy card's secondary, nor the law holder's choice after an activation). Seats are
/// checked in an order mixed from the window and the seat, never from what anyone holds.
pub fn skip_due(state: &State) -> Option<(u32, Seat)> {
    let w = state.window.as_ref()?;
    if matches!(w.kind, Kind::Secondary | Kind::SystemActivated) {
        return None;
    }
    awaited(w)
        .into_iter()
        .filter(|s| !w.skip_checked.contains(s) && !state.players[*s].no_skip)
        .min_by_key(|s| crate::core::rules::digest_of(&(w.id, *s)))
        .map(|s| (w.id, s))
}

/// `seat`'s skip timer ran out: if their only choice is to pass (nothing they hold fits this
/// moment), they pass. The delay is drawn without looking at anyone's hand, and the log says
/// only that they pass, as for a pass they typed. Otherwise they are still asked until they
/// answer or the reaction timer runs out.
pub fn skip_idle(state: &mut State, seat: Seat, rng: &mut GameRng) -> Result<Applied, Msg> {
    // Any seat still asked and not yet checked (the order `skip_due` suggests is the app's
    // schedule, not a rule: a replay never depends on it).
    let Some(w) = state.window.clone().filter(|w| {
        !matches!(w.kind, Kind::Secondary | Kind::SystemActivated)
            && awaited(w).contains(&seat)
            && !w.skip_checked.contains(&seat)
            && !state.players[seat].no_skip
    }) else {
        return Err(Msg::new("ti4-no-window"));
    };
    let idle = choices(state, &w, seat).len() <= 1;
    if let Some(win) = state.window.as_mut() {
        win.skip_checked.push(seat);
        if idle {
            win.answers.push((seat, pass_action(&w.kind)));
        }
    }
    let mut log = Vec::new();
    if idle {
        log.push(LogEntry::public(
            Msg::new("ti4-log-window-pass").text("player", name(state, seat)),
        ));
    }
    log.extend(advance(state, rng));
    Ok(Applied {
        log,
        barrier: false,
    })
}

/// Closes the open window (every seat has answered): the one below resumes, and what the
/// moment leads to happens.
fn close(state: &mut State, rng: &mut GameRng) -> Vec<LogEntry> {
    let Some(w) = state.window.take() else {
        return Vec::new();
    };
    state.window = state.held_windows.pop();
    match &w.kind {
        Kind::ActionCard => cards::close_window(state, &w, rng),
        Kind::AgendaRevealed { .. } => agenda::after_reveal(state, rng),
        Kind::AfterSpeakerVotes => agenda::tally(state, rng),
        Kind::Elected { outcome } => agenda::resolve(state, outcome, rng),
        Kind::Secondary => strategic::finish(state),
        Kind::SystemActivated | Kind::Moment { .. } => Vec::new(),
        Kind::Pause { moment } => moments::resume(state, moment.clone(), rng),
    }
}

/// Drops the agenda windows (the agenda they were about was replaced or the phase ended);
/// players whose answers were waiting are told privately.
pub(crate) fn drop_agenda_windows(state: &mut State) -> Vec<LogEntry> {
    let mut all = std::mem::take(&mut state.held_windows);
    all.extend(state.window.take());
    let mut log = Vec::new();
    all.retain(|w| {
        if w.kind.is_agenda() {
            for (seat, a) in &w.answers {
                if !is_pass(a) {
                    log.push(LogEntry::private(
                        *seat,
                        Msg::new("ti4-log-answer-dropped").text("answer", a.notation()),
                    ));
                }
            }
            false
        } else {
            true
        }
    });
    state.window = all.pop();
    state.held_windows = all;
    log
}

/// The prompts of the open window: each seat asked (pending, not answered yet), privately for
/// card windows (the choices show their hand), publicly for secondaries.
pub fn prompts(state: &State) -> Vec<Prompt> {
    let Some(w) = &state.window else {
        return Vec::new();
    };
    awaited(w)
        .into_iter()
        .map(|seat| {
            let ask = match &w.kind {
                Kind::ActionCard => Msg::new("ti4-ask-reaction")
                    .text("player", name(state, w.seat))
                    .with("card", super::action_cards::card_name(&w.card)),
                Kind::Secondary => strategic::secondary_ask(state, seat),
                Kind::Pause { moment } => moments::ask_for(state, moment, seat),
                _ => Msg::new("ti4-ask-window").msg("moment", moment(state, w)),
            };
            Prompt {
                seat,
                id: format!("w{}", w.id),
                ask,
                choices: choices(state, w, seat),
                private: w.kind != Kind::Secondary || strategic::secondary_private(state),
            }
        })
        .collect()
}

/// `reactions auto|ask`: the player's reaction profile. With `auto` the open window is
/// re-examined at once.
pub fn set_profile(
    state: &mut State,
    seat: Seat,
    auto: bool,
    wait: bool,
    rng: &mut GameRng,
) -> Result<Applied, Msg> {
    // 0 ask, 1 auto, 2 wait (the messages' selector).
    let profile = |auto: bool, wait: bool| match (auto, wait) {
        (true, _) => 1,
        (false, true) => 2,
        (false, false) => 0,
    };
    let p = &state.players[seat];
    if profile(p.auto_pass, p.no_skip) == profile(auto, wait) {
        return Err(Msg::new("ti4-reactions-unchanged").num("auto", profile(auto, wait)));
    }
    state.players[seat].auto_pass = auto;
    state.players[seat].no_skip = wait && !auto;
    let mut log = vec![LogEntry::public(
        Msg::new("ti4-log-reactions")
            .text("player", name(state, seat))
            .num("auto", profile(auto, wait)),
    )];
    log.extend(advance(state, rng));
    Ok(Applied {
        log,
        barrier: false,
    })
}

/// The action cards `seat` could play in the open window (for `/hand`).
pub fn playable(state: &State, seat: Seat) -> Vec<String> {
    let Some(w) = &state.window else {
        return Vec::new();
    };
    if !awaited(w).contains(&seat) {
        return Vec::new();
    }
    let mut ids: Vec<String> = choices(state, w, seat)
        .into_iter()
        .filter_map(|c| {
            c.notation
                .strip_prefix("play ")
                .and_then(|r| r.split_whitespace().next())
                .map(str::to_string)
        })
        .collect();
    ids.sort();
    ids.dedup();
    ids
}

/// Whether `seat` may act on the open window with `action` — used by `rules::apply`.
pub fn routes(state: &State, action: &Action) -> bool {
    state
        .window
        .as_ref()
        .is_some_and(|w| is_answer(&w.kind, action))
}
