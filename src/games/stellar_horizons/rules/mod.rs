//! The rules: the year's sequence (R 3.0) as steps, whose turn it is, what each faction may do
//! (`options`, which the prompts offer and `apply` agrees with), and `apply` itself.
//!
//! One faction acts at a time. In a step where a faction has nothing to choose, the engine
//! passes for it (its default), so the table waits only for real choices.

pub mod build;
pub mod calc;
pub mod cards;
pub mod choices;
pub mod combat;
pub mod econ;
pub mod events;
pub mod explore;
pub mod fleets;
pub mod market;
pub mod missions;
pub mod movement;
pub mod policy;
pub mod react;
pub mod score;
pub mod trade;
// Session 4 (sh2): probes, dumping and settlement damage, the long-running starred events.
pub mod holds;
pub mod probes;
pub mod scenario_events;
#[cfg(test)]
mod vectors;

use super::action::Action;
use super::content::content;
use super::state::{Outcome, State, Step};
use crate::core::rules::{Applied, Choice, LogEntry, Prompt};
use crate::core::{GameRng, Msg, Refusal, Seat};

pub type Log = Vec<LogEntry>;

pub fn say(log: &mut Log, msg: Msg) {
    log.push(LogEntry::public(msg));
}

/// The step an action belongs to (`None`: every step, e.g. `done`).
fn step_of(a: &Action) -> Option<&'static [Step]> {
    use Step::*;
    Some(match a {
        Action::Bid(_) => &[Initiative],
        Action::Diplo { .. } => &[Diplomacy],
        Action::Research(_) => &[Research],
        Action::Pass(_) => &[Research, Policy],
        Action::Policy(_) => &[Policy],
        Action::Build { .. }
        | Action::BuildReserved { .. }
        | Action::Load { .. }
        | Action::Repair(_)
        | Action::Reactivate(_)
        | Action::Scrap(_)
        | Action::RepairFacility { .. }
        | Action::Reserve(_) => &[Build],
        Action::Move { .. } | Action::Haul { .. } => &[Move],
        Action::Attack { .. } | Action::Blockade { .. } => &[Combat],
        Action::Explore { .. }
        | Action::Harvest(_)
        | Action::Mine { .. }
        | Action::Tow(_)
        | Action::Shoot(_) => &[Explore],
        Action::Found(_)
        | Action::Facility { .. }
        | Action::Settle(_)
        | Action::Unload { .. }
        | Action::Terraform { .. }
        | Action::Produce { .. }
        | Action::Raze(_) => &[Trade],
        Action::Raid { .. } => &[Combat],
        // Cargo moves between ships of a fleet at the start of any step but combat (R 2.8).
        Action::Shift { .. } => &[Build, Move, Explore, Trade],
        Action::Done
        | Action::Intercept(_)
        | Action::Stop
        | Action::Fight
        | Action::Continue
        | Action::Pay
        | Action::PayDouble
        | Action::Surrender
        | Action::Accept
        | Action::Refuse
        | Action::Carve
        | Action::Bombers(_)
        | Action::Hit(_)
        | Action::Tactics { .. }
        | Action::Protect(_)
        | Action::Order { .. }
        | Action::Join(_)
        | Action::Leave(_)
        | Action::Pick(_)
        | Action::CashIn(_)
        | Action::BuyVp
        | Action::Redraw
        | Action::Arrive { .. }
        | Action::InterceptWith(_) => return None,
        Action::Veto(_) => &[Diplomacy],
        Action::Host(_) | Action::Trade { .. } => &[Trade],
        Action::Sell { .. } => &[Build],
        Action::DropPolicy(_) => &[Policy],
        Action::BuildProbe { .. } | Action::RepairSettlement(_) => &[Build],
        Action::Release { .. } => &[Explore],
        Action::Teleport(_) => &[Build, Move],
        // Dumping is open at any time but the combat step (R 2.8), checked where it applies.
        Action::Dump { .. } => return None,
        Action::Regroup { .. } => &[Move],
    })
}

/// An answer to a question inside a move or a combat (rules/react.rs).
fn is_answer(a: &Action) -> bool {
    matches!(
        a,
        Action::Intercept(_)
            | Action::Stop
            | Action::Fight
            | Action::Continue
            | Action::Pay
            | Action::PayDouble
            | Action::Surrender
            | Action::Accept
            | Action::Refuse
            | Action::Carve
            | Action::Bombers(_)
            | Action::Hit(_)
            | Action::Tactics { .. }
            | Action::Protect(_)
            | Action::Arrive { .. }
            | Action::InterceptWith(_)
    )
}

/// What the active faction may do now, besides its default (`done` / `pass` / `bid 0`).
pub fn options(s: &State, f: usize) -> Vec<Action> {
    if !s.extra.pending.is_empty() {
        return choices::pending_options(s);
    }
    match s.step {
        Step::Initiative => econ::bid_options(s, f),
        Step::Diplomacy => econ::diplomacy_options(s, f),
        Step::Research => econ::research_options(s, f),
        Step::Policy => {
            let mut v = econ::policy_options(s, f);
            v.extend(econ::drop_policy_options(s, f));
            v
        }
        Step::Build => {
            let mut v = build::options(s, f);
            v.extend(market::sell_options(s, f));
            v.extend(probes::build_options(s, f));
            v.extend(holds::fix_options(s, f));
            v.extend(scenario_events::teleport_options(s, f));
            v
        }
        Step::Move => {
            let mut v = movement::options(s, f);
            v.extend(scenario_events::teleport_options(s, f));
            v
        }
        Step::Combat => combat::options(s, f),
        Step::Explore => {
            let mut v = explore::options(s, f);
            v.extend(probes::release_options(s, f));
            v
        }
        Step::Trade => {
            let mut v = trade::options(s, f);
            v.extend(market::trade_options(s, f));
            v
        }
    }
}

/// The default that ends a faction's turn in the step.
pub fn default_action(step: Step) -> Action {
    match step {
        Step::Initiative => Action::Bid(0),
        Step::Research | Step::Policy => Action::Pass(None),
        _ => Action::Done,
    }
}

pub fn prompts(s: &State) -> Vec<Prompt> {
    if s.over.is_none() && s.pending.as_ref().is_some_and(|p| p.ask.is_some()) {
        return react::prompts(s);
    }
    let Some(f) = s.active() else {
        return vec![];
    };
    let Some(seat) = s.factions[f].seat else {
        return vec![];
    };
    if let Some(p) = s.extra.pending.first() {
        let choices = choices::pending_options(s)
            .into_iter()
            .map(|a| Choice {
                label: label(s, &a),
                notation: a.notation(),
            })
            .collect();
        return vec![Prompt {
            seat,
            id: format!("pick{}", s.serial),
            ask: Msg::new(p.ask()).num("year", s.year),
            choices,
            private: p.private(),
        }];
    }
    // The default first: it stays among the buttons however many choices there are.
    let d = default_action(s.step);
    let mut choices = vec![Choice {
        label: label(s, &d),
        notation: d.notation(),
    }];
    let extras = choices::standing_options(s, f)
        .into_iter()
        .chain(fleets::extra_options(s, f))
        .chain(choices::anytime_options(s, f));
    choices.extend(options(s, f).into_iter().chain(extras).map(|a| Choice {
        label: label(s, &a),
        notation: a.notation(),
    }));
    vec![Prompt {
        seat,
        id: format!("{}{}", &s.step.id()[..3], s.serial),
        ask: Msg::new("sh-ask")
            .msg("step", Msg::new(format!("sh-step-{}", s.step.id())))
            .num("year", s.year),
        choices,
        private: false,
    }]
}

/// A button's label (see `words::label`).
pub(crate) fn label(s: &State, a: &Action) -> Msg {
    super::words::label(s, a)
}

pub fn apply(
    state: &mut State,
    seat: Seat,
    action: &Action,
    rng: &mut GameRng,
) -> Result<Applied, Refusal> {
    if state.over.is_some() {
        return Err(Refusal::not_now(Msg::new("sh-game-over")));
    }
    let Some(f) = state.faction_of(seat) else {
        return Err(Refusal::not_yours(Msg::new("sh-not-seated")));
    };
    if let Action::Order { key, value } = action {
        return react::order(state, f, key, value, rng);
    }
    if let Action::Shift { from, to, res, n } = action
        && state.active() == Some(f)
        && step_of(action).is_some_and(|st| st.contains(&state.step))
        && state.pending.is_none()
    {
        let mut s = state.clone();
        let mut log = Log::new();
        build::shift(&mut s, f, *from, *to, *res, *n, &mut log)?;
        s.serial = s.serial.wrapping_add(1) % 1_000_000_000;
        *state = s;
        return Ok(Applied {
            log,
            barrier: false,
        });
    }
    // Dumping own resources (R 2.8): at any time but the combat step, on or off turn.
    if let Action::Dump { from, res, n } = action {
        let mut s = state.clone();
        let mut log = Log::new();
        holds::dump(&mut s, f, from, *res, *n, &mut log)?;
        s.serial = s.serial.wrapping_add(1) % 1_000_000_000;
        *state = s;
        return Ok(Applied {
            log,
            barrier: false,
        });
    }
    if let Action::Join(g) | Action::Leave(g) = action {
        return react::join(state, f, g, matches!(action, Action::Join(_)));
    }
    if state.pending.as_ref().is_some_and(|p| p.ask.is_some()) {
        return react::apply(state, seat, action, rng);
    }
    if is_answer(action) {
        return Err(Refusal::not_now(Msg::new("sh-nothing-to-answer")));
    }
    if state.active() != Some(f) {
        return Err(Refusal::not_yours(Msg::new("sh-not-your-turn")));
    }
    if let Some(steps) = step_of(action)
        && !steps.contains(&state.step)
    {
        return Err(Refusal::not_now(
            Msg::new("sh-wrong-step").msg("step", Msg::new(format!("sh-step-{}", state.step.id()))),
        ));
    }
    let mut s = state.clone();
    let mut log = Log::new();
    let waiting = !s.extra.pending.is_empty();
    if waiting && !matches!(action, Action::Pick(_) | Action::Done) {
        return Err(Refusal::not_now(Msg::new("sh-pick-first")));
    }
    let action = if *action == Action::Done {
        if waiting {
            choices::pending_options(&s)
                .into_iter()
                .next()
                .unwrap_or(Action::Pick(String::new()))
        } else {
            default_action(s.step)
        }
    } else {
        action.clone()
    };
    let ends_turn = match (&action, s.step) {
        (Action::Bid(_), _) => {
            econ::bid(&mut s, f, &action, &mut log)?;
            true
        }
        (Action::Diplo { .. }, _) => {
            econ::diplo(&mut s, f, &action, &mut log)?;
            false
        }
        (Action::Research(t), _) => {
            econ::research(&mut s, f, t, &mut log)?;
            true
        }
        (Action::Pass(conv), Step::Research) => {
            econ::pass_research(&mut s, f, conv.as_deref(), &mut log)?;
            true
        }
        (Action::Pass(_), _) => {
            s.factions[f].passed = true;
            true
        }
        (Action::Policy(p), _) => {
            econ::take_policy(&mut s, f, p, &mut log)?;
            true
        }
        (Action::Pick(x), _) => {
            choices::pick(&mut s, f, x, rng, &mut log)?;
            false
        }
        (Action::CashIn(_) | Action::BuyVp | Action::Redraw, _) => {
            choices::spend(&mut s, f, &action, rng, &mut log)?;
            false
        }
        (Action::Veto(_) | Action::Host(_), _) => {
            choices::standing(&mut s, f, &action, &mut log)?;
            false
        }
        (Action::Sell { ship, res, n }, _) => {
            market::sell(&mut s, f, *ship, *res, *n, rng, &mut log)?;
            false
        }
        (Action::Trade { base, n }, _) => {
            market::trade(&mut s, f, *base, *n, &mut log)?;
            false
        }
        (Action::DropPolicy(p), _) => {
            econ::drop_policy(&mut s, f, p, &mut log)?;
            false
        }
        (Action::BuildProbe { .. } | Action::Release { .. }, _) => {
            probes::apply(&mut s, f, &action, rng, &mut log)?;
            false
        }
        (Action::RepairSettlement(b), _) => {
            holds::fix(&mut s, f, *b, &mut log)?;
            false
        }
        (Action::Teleport(id), _) => {
            scenario_events::teleport(&mut s, f, *id, &mut log)?;
            false
        }
        (Action::Done, _) => true,
        (a, Step::Combat) if matches!(a, Action::Attack { .. }) => {
            scenario_events::note_attack(&mut s, f, a);
            combat::apply(&mut s, f, a, rng, &mut log)?;
            false
        }
        (Action::Regroup { ship, with }, _) => {
            fleets::regroup(&mut s, f, *ship, *with, rng, &mut log)?;
            false
        }
        (a, Step::Build) => {
            build::apply(&mut s, f, a, rng, &mut log)?;
            false
        }
        (a, Step::Move) => {
            movement::apply(&mut s, f, a, rng, &mut log)?;
            false
        }
        (a, Step::Combat) => {
            combat::apply(&mut s, f, a, rng, &mut log)?;
            false
        }
        (a, Step::Explore) => {
            explore::apply(&mut s, f, a, rng, &mut log)?;
            false
        }
        (a, Step::Trade) => {
            trade::apply(&mut s, f, a, rng, &mut log)?;
            false
        }
        _ => {
            return Err(Refusal::not_now(
                Msg::new("sh-wrong-step").text("step", s.step.id()),
            ));
        }
    };
    if ends_turn {
        next_turn(&mut s, rng, &mut log);
    }
    advance(&mut s, rng, &mut log);
    s.serial = s.serial.wrapping_add(1) % 1_000_000_000;
    *state = s;
    Ok(Applied {
        log,
        barrier: false,
    })
}

/// Moves the turn on within the step (Research cycles over those who have not passed).
fn next_turn(s: &mut State, _rng: &mut GameRng, _log: &mut Log) {
    if s.step == Step::Research {
        let acting = s.acting();
        let n = acting.len();
        for k in 1..=n {
            let i = (s.turn + k) % n;
            if !s.factions[acting[i]].passed {
                s.turn = i;
                return;
            }
        }
        s.turn = n;
        return;
    }
    s.turn += 1;
}

/// Runs everything automatic until a faction has a real choice (or the game ends): defaults for
/// factions with nothing to choose, the ends of steps, the year's end.
pub fn advance(s: &mut State, rng: &mut GameRng, log: &mut Log) {
    scenario_events::watch(s, log);
    for _ in 0..10_000 {
        if s.over.is_some() || s.pending.is_some() {
            return;
        }
        if let Some(p) = s.extra.pending.first() {
            let f = p.faction();
            let opts = choices::pending_options(s);
            if s.factions[f].seat.is_some() && !opts.is_empty() {
                return;
            }
            // A non-player faction takes the default; a choice with no option lapses.
            match opts.into_iter().next() {
                Some(Action::Pick(x)) => {
                    // A failed pick has already left the list; nothing else is dropped.
                    let _ = choices::pick(s, f, &x, rng, log);
                }
                _ => {
                    s.extra.pending.remove(0);
                }
            }
            continue;
        }
        match s.active() {
            Some(f) => {
                let only_default = s.factions[f].seat.is_none() || options(s, f).is_empty();
                if !only_default {
                    return;
                }
                match s.step {
                    Step::Research => {
                        let _ = econ::pass_research(s, f, None, log);
                    }
                    Step::Policy => s.factions[f].passed = true,
                    Step::Initiative => s.factions[f].bid = 0,
                    _ => {}
                }
                next_turn(s, rng, log);
            }
            None => end_step(s, rng, log),
        }
    }
}

/// Starts a step: its automatic part, then the first faction to act.
fn start_step(s: &mut State, step: Step, rng: &mut GameRng, log: &mut Log) {
    s.step = step;
    s.turn = 0;
    for f in &mut s.factions {
        f.passed = false;
    }
    match step {
        Step::Initiative => econ::income(s, rng, log),
        Step::Research => econ::bank_markers(s, log),
        Step::Move => {
            movement::descend(s, log);
            fleets::open_claims(s, log);
        }
        _ => {}
    }
}

fn end_step(s: &mut State, rng: &mut GameRng, log: &mut Log) {
    match s.step {
        Step::Initiative => {
            econ::roll_initiative(s, rng, log);
            start_step(s, Step::Diplomacy, rng, log);
        }
        Step::Diplomacy => {
            econ::resolve_diplomacy(s, rng, log);
            econ::production(s, log);
            market::offer_transfers(s);
            econ::placements(s, rng, log);
            market::refresh(s, rng, log);
            start_step(s, Step::Research, rng, log);
        }
        Step::Research => {
            econ::halve_banks(s, log);
            econ::growth(s, rng, log);
            start_step(s, Step::Policy, rng, log);
        }
        Step::Policy => start_step(s, Step::Build, rng, log),
        Step::Build => start_step(s, Step::Move, rng, log),
        Step::Move => {
            // Self-aware robots move after every player (R 5.0, 98).
            scenario_events::rogue_moves(s);
            start_step(s, Step::Combat, rng, log)
        }
        Step::Combat => {
            scenario_events::after_combat(s, log);
            start_step(s, Step::Explore, rng, log)
        }
        Step::Explore => start_step(s, Step::Trade, rng, log),
        Step::Trade => end_year(s, rng, log),
    }
}

/// The end of the year (R 3.6.3, 3.6.4): scenario victory, the game-end roll, the next year.
fn end_year(s: &mut State, rng: &mut GameRng, log: &mut Log) {
    score::scenario_checks(s, log);
    if s.over.is_some() {
        return;
    }
    let c = content();
    let ends_by_roll = s.scenario == "campaign" || s.scenario == "7";
    if s.year >= s.last_year {
        score::finish(s, "sh-end-last-year", log);
        return;
    }
    if ends_by_roll && s.year >= c.rate("end-roll-from") {
        let chance = s.year - c.rate("end-roll-from") + 1;
        let roll = calc::d100(rng);
        say(
            log,
            Msg::new("sh-log-end-roll")
                .num("roll", roll)
                .num("chance", chance),
        );
        if roll <= chance {
            score::finish(s, "sh-end-roll", log);
            return;
        }
    }
    s.year += 1;
    for sh in &mut s.ships {
        sh.halted = false;
        sh.explored = false;
        sh.searched = false;
    }
    for b in &mut s.bases {
        b.built = false;
        b.terraformed = 0;
    }
    for f in &mut s.factions {
        f.repairs.clear();
        f.surrendered_to.clear();
    }
    say(log, Msg::new("sh-log-year").num("year", s.year));
    missions::new_year(s, rng);
    let skip_econ = scenario_events::new_year(s, log);
    if skip_econ {
        say(log, Msg::new("sh-log-econ-skipped"));
    }
    if s.is_econ_year() && s.scenario != "4" && !skip_econ {
        start_step(s, Step::Initiative, rng, log);
    } else {
        start_step(s, Step::Build, rng, log);
    }
}

/// Starts the first step of a new game.
pub fn begin(s: &mut State, step: Step, rng: &mut GameRng) {
    let mut log = Log::new();
    start_step(s, step, rng, &mut log);
    advance(s, rng, &mut log);
}

/// Ends the game now with a result.
pub fn end(s: &mut State, winner: Option<Seat>, reason: &str) {
    s.over = Some(Outcome {
        winner,
        reason: reason.into(),
    });
}

/// A refusal for an action's own legality.
pub fn illegal(id: &str) -> Refusal {
    Refusal::illegal(Msg::new(id))
}
