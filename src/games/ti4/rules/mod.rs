//! The TI4 rules, one file per phase or mechanism. `apply` checks in a fixed order (game over,
//! phase, actor, the action's own legality), says which check refused (`refusal`) and changes
//! nothing when it refuses.

pub mod action_cards;
pub mod action_phase;
pub mod adjust;
pub mod agenda;
pub mod agenda_effects;
pub mod cards;
pub mod combat;
pub mod draft;
pub mod elimination;
pub mod invasion;
pub mod moments;
pub mod movement;
pub mod notes;
pub mod objectives;
pub mod orders;
pub mod production;
pub mod riders;
pub mod secrets;
pub mod status;
pub mod strategic;
pub mod strategy;
pub mod techs;
pub mod transactions;
pub mod units;
pub mod window;

/// Component actions moved to the effects registry; the old path stays for callers.
pub use crate::games::ti4::effects::component;

use super::action::Action;
use super::state::{Phase, State};
use crate::core::rules::Applied;
use crate::core::{GameRng, Msg, Prompt, Refusal, Seat};

pub fn apply(
    state: &mut State,
    seat: Seat,
    action: &Action,
    rng: &mut GameRng,
) -> Result<Applied, Refusal> {
    if let Phase::Over { .. } = state.phase {
        return Err(Refusal::not_now(Msg::new("ti4-game-over")));
    }
    if seat >= state.players.len() {
        return Err(Refusal::not_yours(Msg::new("not-seated")));
    }
    run(state, seat, action, rng).map_err(refusal)
}

/// The kind of a refusal from the phases and mechanisms below `apply`, by its message: the
/// moment (a phase, a step, a window or question that comes first), the actor (another
/// player's turn, a window or card that is not this seat's), the text of an ability's
/// arguments (`…-help`, `…-usage`), and otherwise the action's own legality.
pub fn refusal(msg: Msg) -> Refusal {
    const NOT_NOW: &[&str] = &[
        "ti4-game-over",
        "ti4-window-open",
        "ti4-window-open-moment",
        "ti4-moment-open",
        "ti4-tech-pause-open",
        "ti4-agenda-choices-first",
        "ti4-agenda-no-choice",
        "ti4-activate-first",
        "ti4-finish-strategic",
        "ti4-finish-tactical",
        "ti4-no-window",
        "ti4-no-strategic",
        "ti4-tech-no-question",
        "ti4-no-claim",
        "ti4-no-offer",
        "ti4-claim-pending",
        "ti4-offer-pending",
        "ti4-not-voting-now",
        "ti4-no-retreat-now",
        "ti4-no-hits-to-assign",
        "ti4-not-scoring-now",
        "ti4-not-token-step",
        "ti4-claim-action-phase",
        "ti4-scored-in-status",
        "ti4-scored-in-action",
        "ti4-public-in-status",
        "ti4-cannot-pass",
        "ti4-end-turn-instead",
        "ti4-no-turn-to-end",
        "ti4-card-no-pick",
    ];
    const NOT_YOURS: &[&str] = &[
        "not-seated",
        "not-your-turn",
        "ti4-not-your-primary",
        "ti4-not-your-secondary",
        "ti4-not-speaker-choice",
        "ti4-trade-own-turn",
        "ti4-not-a-combatant",
        "ti4-card-not-invader",
        "ti4-reroll-not-your-roll",
        "ti4-not-awaited-moment",
        "ti4-not-awaited-window",
    ];
    let id = msg.id.as_str();
    if NOT_NOW.contains(&id)
        || id.starts_with("ti4-wrong-phase-")
        || id.starts_with("ti4-wrong-step-")
        || id.starts_with("ti4-tech-asked-")
        || id.ends_with("-not-now")
    {
        Refusal::not_now(msg)
    } else if NOT_YOURS.contains(&id) {
        Refusal::not_yours(msg)
    } else if id.ends_with("-help") || id.ends_with("-usage") {
        Refusal::syntax(msg)
    } else {
        Refusal::illegal(msg)
    }
}

/// `apply` past its first checks: every refusal is a message, classified by `refusal`.
fn run(state: &mut State, seat: Seat, action: &Action, rng: &mut GameRng) -> Result<Applied, Msg> {
    // A snapshot saved while secondaries were asked one at a time (before they were a window)
    // goes on with a window for the players still to answer.
    if strategic::legacy_secondaries(state) {
        let mut upgraded = state.clone();
        let mut log = strategic::resume_legacy(&mut upgraded, rng);
        let applied = run(&mut upgraded, seat, action, rng)?;
        log.extend(applied.log);
        *state = upgraded;
        return Ok(Applied {
            log,
            barrier: applied.barrier,
        });
    }
    // A snapshot saved while a pause sat on the tactical action (before pauses were reaction
    // windows) goes on with the pause as a window.
    if moments::legacy(state) {
        let mut upgraded = state.clone();
        moments::resume_legacy(&mut upgraded);
        let applied = run(&mut upgraded, seat, action, rng)?;
        *state = upgraded;
        return Ok(applied);
    }
    // An open reaction window holds everything else up (§38.3): its answers go to it, and only
    // hand-limit discards, transactions, profiles and adjustments go on meanwhile.
    // A technology question opened by the same action comes first (see `prompts`).
    let tech_first = state.tech.pause.is_some();
    let to_window = !tech_first && window::routes(state, action);
    // The Warfare secondary's production built by buttons (rules/draft.rs) goes on in its window.
    let warfare_draft = matches!(action, Action::Draft(_)) && strategic::warfare_asked(state);
    if !to_window
        && !tech_first
        && !warfare_draft
        && !matches!(
            action,
            Action::Expire
                | Action::SkipIdle { .. }
                | Action::Discard { .. }
                | Action::Adjust(_)
                | Action::AdjustUnits(_)
                | Action::AdjustComponent(_)
                | Action::Offer(_)
                | Action::Answer { .. }
                | Action::Reactions { .. }
                | Action::Orders { .. }
        )
        && let Some(why) = window::blocks(state)
    {
        return Err(why);
    }
    // A technology question (use it or not) holds everything else up.
    if let Some(why) = techs::blocks(state, action) {
        return Err(why);
    }
    // §32.3: the tactical action waits while a player chooses which units beyond capacity are
    // removed.
    if !to_window
        && agenda_effects::excess_pending(state)
        && matches!(
            action,
            Action::Move { .. }
                | Action::Draft(_)
                | Action::Invade { .. }
                | Action::Produce(_)
                | Action::EndTurn
                | Action::Pass
                | Action::Activate { .. }
                | Action::Strategic { .. }
                | Action::Retreat { .. }
                | Action::Hits { .. }
                | Action::Primary { .. }
                | Action::Use { .. }
        )
    {
        return Err(Msg::new("ti4-wait-capacity-excess"));
    }
    // Work on a copy so that a refusal half-way leaves the state exactly as it was.
    let mut next = state.clone();
    let rolls_before = rng.rolls();
    let mut applied = match action {
        _ if to_window => window::answer(&mut next, seat, action, rng)?,
        Action::KeepSecret { objective } => secrets::keep(&mut next, seat, objective, rng)?,
        Action::StartingTech { tech } => secrets::starting_tech(&mut next, seat, tech)?,
        Action::PickStrategy { card } => strategy::pick(&mut next, seat, *card)?,
        Action::Adjust(a) => adjust::apply(&mut next, seat, a)?,
        Action::AdjustUnits(a) => adjust::units(&mut next, seat, a)?,
        Action::AdjustComponent(a) => adjust::component(&mut next, seat, a)?,
        Action::Pass => action_phase::pass(&mut next, seat)?,
        Action::EndTurn => action_phase::finish_turn(&mut next, seat)?,
        Action::Primary { text } => strategic::primary(&mut next, seat, text, rng)?,
        Action::Secondary { text } => strategic::secondary(&mut next, seat, text.as_deref(), rng)?,
        Action::Offer(o) => transactions::offer(
            &mut next,
            seat,
            transactions::Offer {
                from: seat,
                ..o.clone()
            },
        )?,
        Action::Answer { accept } => transactions::answer(&mut next, seat, *accept)?,
        Action::Vote { outcome, planets } => agenda::vote(&mut next, seat, outcome, planets, rng)?,
        Action::Decide { outcome } => agenda::decide(&mut next, seat, outcome, rng)?,
        Action::Discard { card } => action_cards::discard(&mut next, seat, card)?,
        Action::Score { objective, .. } if matches!(next.phase, Phase::Action { .. }) => {
            objectives::score(&mut next, seat, objective)?
        }
        Action::Score {
            objective,
            discard,
            pay,
        } => status::score(&mut next, seat, objective, discard, pay.as_ref(), rng)?,
        Action::Claim { objective } => objectives::claim(&mut next, seat, objective)?,
        Action::ClaimAnswer { confirm } => objectives::answer(&mut next, seat, *confirm)?,
        Action::Tokens {
            tactic,
            fleet,
            strategy,
        } => status::tokens(&mut next, seat, *tactic, *fleet, *strategy, rng)?,
        Action::Strategic { card } => action_phase::strategic(&mut next, seat, *card)?,
        Action::Activate { tile } => action_phase::activate(&mut next, seat, *tile, rng)?,
        Action::Draft(step) if warfare_draft => draft::apply_warfare(&mut next, seat, step)?,
        Action::Draft(step) => draft::apply(&mut next, seat, step)?,
        Action::Move { groups } => {
            draft::spent(&mut next);
            movement::apply(&mut next, seat, groups, rng)?
        }
        Action::Retreat { to, always } => combat::announce(&mut next, seat, *to, *always, rng)?,
        Action::Hits { picks } => combat::assign(&mut next, seat, picks.as_deref(), rng)?,
        Action::Invade {
            commits,
            custodians,
            bombard,
            fighters,
        } => {
            draft::spent(&mut next);
            invasion::commit_with_fighters(
                &mut next,
                seat,
                commits,
                fighters,
                custodians.as_ref(),
                bombard.as_deref(),
                rng,
            )?
        }
        Action::Produce(order) => {
            draft::spent(&mut next);
            production::produce(&mut next, seat, order)?
        }
        Action::Play { card, args } => cards::play(&mut next, seat, card, args, rng)?,
        Action::React { .. } => return Err(Msg::new("ti4-no-window")),
        // The timer closes the reaction window first (a pause at a combat or invasion moment
        // is one), then a claim waiting for answers.
        Action::Expire if next.window.is_none() && next.claim.is_some() => {
            objectives::expire(&mut next)?
        }
        Action::Expire => window::expire(&mut next, rng)?,
        Action::SkipIdle { seat } => window::skip_idle(&mut next, *seat, rng)?,
        Action::Reactions { auto, wait } => {
            window::set_profile(&mut next, seat, *auto, *wait, rng)?
        }
        Action::Orders { fight, hits } => orders::set(&mut next, seat, *fight, *hits)?,
        Action::Reroll { source, dice } => {
            combat::reroll_action(&mut next, seat, *source, dice, rng)?
        }
        Action::PlayNote { note, owner, args } => {
            notes::play(&mut next, seat, note, owner, args, rng)?
        }
        Action::AgendaChoice { text } => agenda_effects::choose(&mut next, seat, text, rng)?,
        Action::Use { id, args } => techs::use_ability(&mut next, seat, id, args, rng)?,
    };
    // Standing orders answer the questions they cover (hits assigned by the default).
    applied.log.extend(orders::settle(&mut next, rng));
    elimination::after(&mut next, &mut applied, rng);
    // Units destroyed when blockaded (the effects registry: the Floating Factory).
    applied
        .log
        .extend(crate::games::ti4::effects::destroy_blockaded(&mut next));
    // A secret objective that just became scorable is told to its owner alone.
    applied.log.extend(objectives::hints(state, &next));
    // fxa: abilities acting after a neighbour gains trade goods or resolves a transaction
    // (the effects registry: Pillage).
    let traded: Vec<Seat> = match (action, &state.offer) {
        (Action::Answer { accept: true }, Some(o)) if next.offer.is_none() => vec![o.from, o.to],
        _ => Vec::new(),
    };
    // An adjustment by hand is a correction, not a gain.
    if !matches!(
        action,
        Action::Adjust(_) | Action::AdjustUnits(_) | Action::AdjustComponent(_)
    ) {
        crate::games::ti4::effects::after_play(state, &mut next, &traded);
    }
    // Dice rolled anywhere in the action make it an undo barrier.
    applied.barrier |= rng.rolls() > rolls_before;
    *state = next;
    Ok(applied)
}

pub fn prompts(state: &State) -> Vec<Prompt> {
    if strategic::legacy_secondaries(state) {
        let mut upgraded = state.clone();
        strategic::resume_legacy(&mut upgraded, &mut GameRng::for_step(0, 0));
        return prompts(&upgraded);
    }
    if moments::legacy(state) {
        let mut upgraded = state.clone();
        moments::resume_legacy(&mut upgraded);
        return prompts(&upgraded);
    }
    // A technology question: only its answer is awaited (and a hand over the limit); a window
    // opened by the same action (Construction's secondaries after Minister of Industry's
    // question) comes after it.
    if state.tech.pause.is_some() {
        let mut p = techs::prompts(state);
        p.extend(action_cards::prompts(state));
        return p;
    }
    // A reaction window (a pause at a combat or invasion moment among them): only its answers
    // are awaited (and a hand over the limit).
    if state.window.is_some() {
        let mut p = window::prompts(state);
        p.extend(transactions::prompts(state));
        p.extend(action_cards::prompts(state));
        return p;
    }
    let mut prompts = match &state.phase {
        Phase::SecretObjectives => secrets::prompts(state),
        Phase::Strategy { .. } if agenda_effects::holds_strategy(state) => Vec::new(),
        Phase::Strategy { .. } => strategy::prompts(state),
        Phase::Action { .. } => {
            let mut p = if state.strategic.is_some() {
                strategic::prompts(state)
            } else {
                action_phase::prompts(state)
            };
            p.extend(transactions::prompts(state));
            p
        }
        Phase::Status(_) => status::prompts(state),
        Phase::Agenda(_) => {
            let mut p = agenda::prompts(state);
            p.extend(transactions::prompts(state));
            p
        }
        Phase::Over { .. } => Vec::<Prompt>::new(),
    };
    // Choices an agenda's law leaves outside the agenda phase (Anti-Intellectual Revolution).
    if !matches!(state.phase, Phase::Agenda(_)) {
        prompts.extend(agenda_effects::prompts(state));
    }
    // A deal (§5) may be proposed in any phase; the action and agenda phases add it above.
    if !matches!(
        state.phase,
        Phase::Action { .. } | Phase::Agenda(_) | Phase::Over { .. }
    ) {
        prompts.extend(transactions::prompts(state));
    }
    // A claimed objective waits for the other players' answers (§16), whatever the phase.
    if !matches!(state.phase, Phase::Over { .. }) {
        prompts.extend(objectives::prompts(state));
    }
    // A hand over the action-card limit is settled whatever the phase (§38.4).
    if !matches!(state.phase, Phase::Over { .. }) {
        prompts.extend(action_cards::prompts(state));
    }
    prompts
}

/// The name of a seat's player, for messages.
pub(crate) fn name(state: &State, seat: Seat) -> String {
    state
        .players
        .get(seat)
        .map(|p| p.name.clone())
        .unwrap_or_default()
}
