//! Tactical steps built with buttons (issue 16): a movement (§50), a landing (§77) and a
//! production with its payment (§26, §47, §54) are chosen one unit, planet or trade good at a
//! time. Each button is an action of its own (`draft …`, so replay applies the same steps), kept
//! in the tactical action's public draft; the step's usual action (`move …`, `invade …`,
//! `produce …`) confirms it. A step is accepted only when the draft it makes is one the step's
//! action would accept (tried on a copy), so every button offered leads somewhere legal.
//! The Warfare secondary's production (§60) uses the same production steps ([`Producing`]),
//! its draft kept per seat with the secondaries and confirmed by `secondary <units> pay …`.

use super::action_phase::{require_turn, tactical_mut};
use super::movement::MoveGroup;
use super::production::Order;
use super::status::{Cost, Payment};
use super::units;
use crate::core::rules::Applied;
use crate::core::{Choice, GameRng, Msg, Seat};
use crate::games::WithArg;
use crate::games::ti4::action::{Action, DraftStep};
use crate::games::ti4::content::{self, UnitKind};
use crate::games::ti4::state::{Draft, State, TacticalStep};

/// Units offered to produce, in the order of their buttons.
const PRODUCIBLE: [UnitKind; 8] = [
    UnitKind::Infantry,
    UnitKind::Fighter,
    UnitKind::Destroyer,
    UnitKind::Cruiser,
    UnitKind::Carrier,
    UnitKind::Dreadnought,
    UnitKind::WarSun,
    UnitKind::Flagship,
];

/// Whether `action` by `seat` would be accepted now (tried on a copy; nothing changes).
fn trial(state: &State, seat: Seat, action: &Action) -> Result<(), Msg> {
    let mut copy = state.clone();
    let mut rng = GameRng::for_step(0, 0);
    super::apply(&mut copy, seat, action, &mut rng)
        .map(|_| ())
        .map_err(|r| r.msg)
}

/// The draft of the tactical action under way (empty when there is none).
pub fn current(state: &State) -> Draft {
    super::action_phase::active(state)
        .and_then(|(_, t)| t.map(|t| t.draft.clone()))
        .unwrap_or_default()
}

fn bump(list: &mut Vec<(UnitKind, u8)>, kind: UnitKind, add: bool) -> bool {
    match list.iter().position(|(k, _)| *k == kind) {
        Some(i) if add => {
            let Some(n) = list[i].1.checked_add(1) else {
                return false;
            };
            list[i].1 = n;
        }
        Some(i) => {
            list[i].1 -= 1;
            if list[i].1 == 0 {
                list.remove(i);
            }
        }
        None if add => list.push((kind, 1)),
        None => return false,
    }
    true
}

/// The movement `moves` with one `kind` from tile `from` more or less; `None` when there is
/// none to take away.
fn moved(moves: &[MoveGroup], from: u16, kind: UnitKind, add: bool) -> Option<Vec<MoveGroup>> {
    let mut out = moves.to_vec();
    let i = match out.iter().position(|g| g.from == from) {
        Some(i) => i,
        None => {
            out.push(MoveGroup {
                from,
                units: Vec::new(),
            });
            out.len() - 1
        }
    };
    if !bump(&mut out[i].units, kind, add) {
        return None;
    }
    out.retain(|g| !g.units.is_empty());
    Some(out)
}

fn move_action(groups: &[MoveGroup]) -> Action {
    Action::Move {
        groups: groups.to_vec(),
    }
}

/// The invasion landing `land`; a landing on Mecatol Rex while the custodians token is there
/// pays its 6 influence (§7.2) with the cheapest exact payment. `fighters` land as ground
/// forces (fx8: the Naalu flagship); a planet with only fighters is landed on with 0 infantry.
fn invade_action(
    state: &State,
    seat: Seat,
    land: &[(String, u8)],
    fighters: &[(String, u8)],
) -> Action {
    use super::invasion::{CUSTODIANS_COST, Influence, MECATOL_REX};
    // Blood Ties (the effects registry): no payment at all.
    let free = crate::games::ti4::effects::permits(
        &state.players[seat].faction,
        state.rules,
        crate::games::ti4::effects::Permission::FreeCustodians,
    );
    let custodians = (!free && state.custodians && land.iter().any(|(p, _)| p == MECATOL_REX))
        .then(|| super::status::default_payment(state, seat, Cost::Influence(CUSTODIANS_COST)))
        .flatten()
        .map(|p| Influence {
            planets: p.planets,
            trade_goods: p.tg,
        });
    let mut commits = land.to_vec();
    for (p, _) in fighters {
        if !commits.iter().any(|(q, _)| q == p) {
            commits.push((p.clone(), 0));
        }
    }
    Action::Invade {
        commits,
        custodians,
        bombard: None,
        fighters: fighters.to_vec(),
    }
}

/// Ground forces of `seat` in the active system's space area that a landing may commit.
fn in_space(state: &State, seat: Seat, system: u32) -> u32 {
    units::system_index(state, system)
        .map(|i| units::count(&state.systems[i], seat, UnitKind::Infantry, None))
        .unwrap_or(0)
}

fn landed(land: &[(String, u8)], planet: &str, n: u8) -> Vec<(String, u8)> {
    let mut out = land.to_vec();
    match out.iter_mut().find(|(p, _)| p == planet) {
        Some(e) => e.1 = e.1.saturating_add(n),
        None => out.push((planet.to_string(), n)),
    }
    out
}

/// What the units of an order cost `seat` (§24: a double unit costs its full price; Sarween
/// Tools takes 1 off).
pub fn cost(state: &State, seat: Seat, build: &[(UnitKind, u8)]) -> u32 {
    let mut cost = 0u32;
    for (kind, n) in build {
        let Some(c) = units::def(state, seat, *kind).and_then(|d| d.cost) else {
            continue;
        };
        let per = units::def(state, seat, *kind).map_or(1, |d| d.produced_per_cost.max(1)) as u32;
        let per = super::agenda_effects::produced_per_cost(state, *kind, per);
        cost += u32::from(*n).div_ceil(per) * u32::from(c);
    }
    if units::has_tech(state, seat, "sarween_tools") {
        cost = cost.saturating_sub(1);
    }
    cost
}

/// The resources a payment is worth to `seat`.
fn paid(state: &State, seat: Seat, p: &Payment) -> u32 {
    let tg = u32::from(p.tg) * crate::games::ti4::effects::trade_good_worth(state, seat);
    tg + p
        .planets
        .iter()
        .map(|id| super::agenda_effects::resources(state, id))
        .sum::<u32>()
}

/// A payment in words: the planets exhausted and the trade goods spent.
pub fn payment_msg(p: &Payment) -> Msg {
    let planets: Vec<crate::core::msg::Arg> = p
        .planets
        .iter()
        .map(|id| content::planet_name(id))
        .collect();
    match (planets.is_empty(), p.tg) {
        (true, 0) => Msg::new("ti4-payment-nothing"),
        (false, 0) => Msg::new("plain").list("text", planets),
        (true, tg) => Msg::new("ti4-payment-tg").num("tg", tg as i64),
        (false, tg) => Msg::new("ti4-payment-both")
            .list("planets", planets)
            .num("tg", tg as i64),
    }
}

/// The production of `build` paid with the cheapest exact payment, if it can be paid.
fn default_order(state: &State, seat: Seat, build: &[(UnitKind, u8)]) -> Option<Order> {
    let pay =
        super::status::default_payment(state, seat, Cost::Resources(cost(state, seat, build)))?;
    Some(Order {
        units: build.to_vec(),
        planets: pay.planets,
        trade_goods: pay.tg,
    })
}

fn paid_order(build: &[(UnitKind, u8)], p: &Payment) -> Order {
    Order {
        units: build.to_vec(),
        planets: p.planets.clone(),
        trade_goods: p.tg,
    }
}

/// Applies one draft step (see the module comment).
pub fn apply(state: &mut State, seat: Seat, step: &DraftStep) -> Result<Applied, Msg> {
    let t = require_turn(state, seat)?.ok_or_else(|| Msg::new("ti4-activate-first"))?;
    let mut draft = t.draft.clone();
    let system = t.system;
    match (&t.step, step) {
        (_, DraftStep::Clear) => {
            let empty = match t.step {
                TacticalStep::Movement => draft.moves.is_empty(),
                TacticalStep::Invasion => draft.land.is_empty() && draft.land_fighters.is_empty(),
                TacticalStep::Production => draft.build.is_empty() && draft.pay.is_none(),
                TacticalStep::Combat(_) => true,
            };
            if empty {
                return Err(Msg::new("ti4-draft-empty"));
            }
            match t.step {
                TacticalStep::Movement => draft.moves.clear(),
                TacticalStep::Invasion => {
                    draft.land.clear();
                    draft.land_fighters.clear();
                }
                _ => {
                    draft.build.clear();
                    draft.pay = None;
                }
            }
        }
        (
            TacticalStep::Movement,
            DraftStep::Unit {
                kind,
                from: Some(from),
                add,
            },
        ) => {
            let moves = moved(&draft.moves, *from, *kind, *add)
                .ok_or_else(|| Msg::new("ti4-draft-none-to-remove"))?;
            if !moves.is_empty() {
                trial(state, seat, &move_action(&moves))?;
            }
            draft.moves = moves;
        }
        (TacticalStep::Invasion, DraftStep::Land { planet, all }) => {
            let committed: u32 = draft.land.iter().map(|(_, n)| u32::from(*n)).sum();
            let left = in_space(state, seat, system).saturating_sub(committed);
            if left == 0 {
                return Err(Msg::new("ti4-draft-no-ground-forces"));
            }
            let n = if *all { left.min(255) as u8 } else { 1 };
            let land = landed(&draft.land, planet, n);
            trial(
                state,
                seat,
                &invade_action(state, seat, &land, &draft.land_fighters),
            )?;
            draft.land = land;
        }
        (TacticalStep::Invasion, DraftStep::LandFighter { planet }) => {
            let fighters = landed(&draft.land_fighters, planet, 1);
            trial(
                state,
                seat,
                &invade_action(state, seat, &draft.land, &fighters),
            )?;
            draft.land_fighters = fighters;
        }
        (TacticalStep::Production, _) => {
            production_step(state, seat, Producing::Tactical, &mut draft, step)?
        }
        (TacticalStep::Movement, _) => return Err(Msg::new("ti4-wrong-step-draft-move")),
        (TacticalStep::Invasion, _) => return Err(Msg::new("ti4-wrong-step-draft-invade")),
        (TacticalStep::Combat(_), _) => return Err(Msg::new("ti4-wrong-step-draft")),
    }
    if let Some(t) = tactical_mut(state) {
        t.draft = draft;
    }
    // The buttons' effect shows in the next prompt; the log keeps to what happens on the board.
    Ok(Applied {
        log: Vec::new(),
        barrier: false,
    })
}

/// Where a production is built by buttons: the tactical action's production step, or the
/// Warfare secondary of the seat asked (§60: the Production of one space dock in its home
/// system), whose draft is kept with the secondaries until its answer applies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Producing {
    Tactical,
    Warfare,
}

impl Producing {
    /// The units and payment chosen so far.
    fn draft(self, state: &State, seat: Seat) -> Draft {
        match self {
            Producing::Tactical => current(state),
            Producing::Warfare => super::strategic::warfare_draft(state, seat),
        }
    }

    /// The action that produces `order` here.
    fn confirm(self, order: Order) -> Action {
        match self {
            Producing::Tactical => Action::Produce(order),
            Producing::Warfare => {
                let text = Action::Produce(order).notation();
                Action::Secondary {
                    text: Some(text.trim_start_matches("produce ").to_string()),
                }
            }
        }
    }
}

/// One production step on `draft` (see the module comment).
fn production_step(
    state: &State,
    seat: Seat,
    at: Producing,
    draft: &mut Draft,
    step: &DraftStep,
) -> Result<(), Msg> {
    match step {
        DraftStep::Clear => {
            if draft.build.is_empty() && draft.pay.is_none() {
                return Err(Msg::new("ti4-draft-empty"));
            }
            draft.build.clear();
            draft.pay = None;
        }
        DraftStep::Unit { from: None, .. } if draft.pay.is_some() => {
            return Err(Msg::new("ti4-draft-paying-not-now"));
        }
        DraftStep::Unit {
            kind,
            from: None,
            add,
        } => {
            let mut build = draft.build.clone();
            if !bump(&mut build, *kind, *add) {
                return Err(Msg::new("ti4-draft-none-to-remove"));
            }
            if *add {
                let order = default_order(state, seat, &build)
                    .ok_or_else(|| Msg::new("ti4-draft-cannot-pay"))?;
                trial(state, seat, &at.confirm(order))?;
            }
            draft.build = build;
        }
        DraftStep::Pay => {
            if draft.build.is_empty() || draft.pay.is_some() {
                return Err(Msg::new("ti4-draft-pay-not-now"));
            }
            draft.pay = Some(Payment::default());
        }
        DraftStep::Back => {
            if draft.pay.take().is_none() {
                return Err(Msg::new("ti4-draft-pay-not-now"));
            }
        }
        DraftStep::PayWith { planet } => {
            let Some(mut pay) = draft.pay.clone() else {
                return Err(Msg::new("ti4-draft-pay-not-now"));
            };
            if paid(state, seat, &pay) >= cost(state, seat, &draft.build) {
                return Err(Msg::new("ti4-draft-paid-enough"));
            }
            let p = &state.players[seat];
            match planet {
                None if pay.tg >= p.trade_goods => {
                    return Err(Msg::new("ti4-not-enough-tg").num("have", p.trade_goods as i64));
                }
                None => pay.tg += 1,
                Some(id) => {
                    let ready = p.planets.iter().any(|c| &c.planet == id && !c.exhausted);
                    if !ready || pay.planets.contains(id) {
                        return Err(Msg::new("ti4-pay-exhausted").text("planet", id.as_str()));
                    }
                    pay.planets.push(id.clone());
                }
            }
            draft.pay = Some(pay);
        }
        _ => return Err(Msg::new("ti4-wrong-step-draft-produce")),
    }
    Ok(())
}

/// One step of the production of `seat`'s Warfare secondary (`draft …` while it is asked).
pub fn apply_warfare(state: &mut State, seat: Seat, step: &DraftStep) -> Result<Applied, Msg> {
    super::strategic::may_draft_warfare(state, seat)?;
    let mut draft = Producing::Warfare.draft(state, seat);
    production_step(state, seat, Producing::Warfare, &mut draft, step)?;
    super::strategic::set_warfare_draft(state, seat, draft);
    Ok(Applied {
        log: Vec::new(),
        barrier: false,
    })
}

/// After the step's own action: the draft is spent.
pub fn spent(state: &mut State) {
    if let Some(t) = tactical_mut(state) {
        t.draft = Draft::default();
    }
}

fn step_choice(label: Msg, step: DraftStep) -> Choice {
    Choice {
        label,
        notation: step.notation(),
    }
}

/// The units moving, in words: `2 carrier from 19; 1 destroyer from 20`.
fn moves_msg(moves: &[MoveGroup]) -> Msg {
    Msg::new("plain").list(
        "text",
        moves
            .iter()
            .map(|g| {
                crate::core::msg::Arg::msg(
                    Msg::new("ti4-draft-group")
                        .with("units", super::movement::describe(&g.units))
                        .num("tile", g.from as i64),
                )
            })
            .collect(),
    )
}

/// The movement step's ask and buttons (before "Move nothing" and abilities).
pub fn movement(state: &State, seat: Seat, system: u32) -> (Option<Msg>, Vec<Choice>) {
    let draft = current(state);
    let mut choices = Vec::new();
    // One unit more from each system holding the player's units.
    for sys in &state.systems {
        if sys.position == system || sys.command_tokens.contains(&seat) {
            continue;
        }
        let mut kinds: Vec<UnitKind> = Vec::new();
        // Structures on planets never move (§10); one in space may (the Saar floating factory).
        let movable = |u: &&crate::games::ti4::state::UnitGroup| {
            u.owner == seat && u.count > 0 && !(u.kind.is_structure() && u.planet.is_some())
        };
        for u in sys.units.iter().filter(movable) {
            if !kinds.contains(&u.kind) {
                kinds.push(u.kind);
            }
        }
        for kind in kinds {
            let have = if kind.is_ground_force() {
                units::count_anywhere(sys, seat, kind)
            } else {
                units::count(sys, seat, kind, None)
            };
            let chosen = draft
                .moves
                .iter()
                .find(|g| g.from == sys.tile)
                .and_then(|g| g.units.iter().find(|(k, _)| *k == kind))
                .map_or(0, |(_, n)| u32::from(*n));
            if chosen >= have {
                continue;
            }
            let Some(moves) = moved(&draft.moves, sys.tile, kind, true) else {
                continue;
            };
            if trial(state, seat, &move_action(&moves)).is_ok() {
                choices.push(step_choice(
                    Msg::new("ti4-choice-draft-add-from")
                        .name("unit", kind.catalog_id())
                        .num("tile", sys.tile as i64),
                    DraftStep::Unit {
                        kind,
                        from: Some(sys.tile),
                        add: true,
                    },
                ));
            }
        }
    }
    // One unit less.
    for g in &draft.moves {
        for (kind, _) in &g.units {
            let Some(moves) = moved(&draft.moves, g.from, *kind, false) else {
                continue;
            };
            if moves.is_empty() || trial(state, seat, &move_action(&moves)).is_ok() {
                choices.push(step_choice(
                    Msg::new("ti4-choice-draft-remove-from")
                        .name("unit", kind.catalog_id())
                        .num("tile", g.from as i64),
                    DraftStep::Unit {
                        kind: *kind,
                        from: Some(g.from),
                        add: false,
                    },
                ));
            }
        }
    }
    if draft.moves.is_empty() {
        return (None, choices);
    }
    let confirm = move_action(&draft.moves);
    if trial(state, seat, &confirm).is_ok() {
        choices.insert(
            0,
            Choice {
                label: Msg::new("ti4-choice-draft-move"),
                notation: confirm.notation(),
            },
        );
    }
    choices.push(step_choice(
        Msg::new("ti4-choice-draft-clear"),
        DraftStep::Clear,
    ));
    let ask = Msg::new("ti4-ask-move-draft")
        .num("tile", units::tile_at(state, system) as i64)
        .msg("units", moves_msg(&draft.moves));
    (Some(ask), choices)
}

/// The invasion step's ask and buttons (before "No invasion" and bombardment).
pub fn invasion(state: &State, seat: Seat, system: u32) -> (Option<Msg>, Vec<Choice>) {
    let draft = current(state);
    let mut choices = Vec::new();
    let committed: u32 = draft.land.iter().map(|(_, n)| u32::from(*n)).sum();
    let left = in_space(state, seat, system).saturating_sub(committed);
    let planets = content::system(units::tile_at(state, system))
        .map(|t| t.planets.clone())
        .unwrap_or_default();
    let fighters = &draft.land_fighters;
    if left > 0 {
        for p in &planets {
            if trial(
                state,
                seat,
                &invade_action(state, seat, &landed(&draft.land, &p.id, 1), fighters),
            )
            .is_err()
            {
                continue;
            }
            choices.push(step_choice(
                Msg::new("ti4-choice-land-one").with("planet", content::planet_name(&p.id)),
                DraftStep::Land {
                    planet: p.id.clone(),
                    all: false,
                },
            ));
            let all = left.min(255) as u8;
            if all > 1
                && trial(
                    state,
                    seat,
                    &invade_action(state, seat, &landed(&draft.land, &p.id, all), fighters),
                )
                .is_ok()
            {
                choices.push(step_choice(
                    Msg::new("ti4-choice-land-all")
                        .with("planet", content::planet_name(&p.id))
                        .num("count", all as i64),
                    DraftStep::Land {
                        planet: p.id.clone(),
                        all: true,
                    },
                ));
            }
        }
    }
    // fx8: fighters as ground forces, one at a time (the Naalu flagship; the trial refuses
    // them elsewhere).
    for p in &planets {
        let more = invade_action(state, seat, &draft.land, &landed(fighters, &p.id, 1));
        if trial(state, seat, &more).is_ok() {
            choices.push(step_choice(
                Msg::new("ti4-fx-choice-land-fighter").with("planet", content::planet_name(&p.id)),
                DraftStep::LandFighter {
                    planet: p.id.clone(),
                },
            ));
        }
    }
    if draft.land.is_empty() && fighters.is_empty() {
        return (None, choices);
    }
    let confirm = invade_action(state, seat, &draft.land, fighters);
    if trial(state, seat, &confirm).is_ok() {
        let label = match &confirm {
            Action::Invade {
                custodians: Some(c),
                ..
            } => Msg::new("ti4-choice-draft-invade-custodians").msg(
                "paid",
                payment_msg(&Payment {
                    planets: c.planets.clone(),
                    tg: c.trade_goods,
                }),
            ),
            _ => Msg::new("ti4-choice-draft-invade"),
        };
        choices.insert(
            0,
            Choice {
                label,
                notation: confirm.notation(),
            },
        );
    }
    choices.push(step_choice(
        Msg::new("ti4-choice-draft-clear"),
        DraftStep::Clear,
    ));
    let landing = Msg::new("plain").list(
        "text",
        draft
            .land
            .iter()
            .map(|(p, n)| {
                crate::core::msg::Arg::msg(
                    Msg::new("ti4-draft-landing")
                        .with("planet", content::planet_name(p))
                        .num("count", *n as i64),
                )
            })
            .chain(fighters.iter().map(|(p, n)| {
                crate::core::msg::Arg::msg(
                    Msg::new("ti4-fx-draft-landing-fighters")
                        .with("planet", content::planet_name(p))
                        .num("count", *n as i64),
                )
            }))
            .collect(),
    );
    (
        Some(Msg::new("ti4-ask-invade-draft").msg("landing", landing)),
        choices,
    )
}

/// The production step's ask and buttons (before "Produce nothing").
pub fn production(state: &State, seat: Seat) -> (Option<Msg>, Vec<Choice>) {
    (
        production_ask(state, seat, Producing::Tactical),
        production_choices(state, seat, Producing::Tactical),
    )
}

/// What a production built by buttons asks: the units chosen and their cost, or the payment
/// chosen so far (`None` before the first unit).
pub fn production_ask(state: &State, seat: Seat, at: Producing) -> Option<Msg> {
    let draft = at.draft(state, seat);
    let cost_now = cost(state, seat, &draft.build);
    if let Some(pay) = &draft.pay {
        return Some(
            Msg::new("ti4-ask-produce-paying")
                .with("units", super::movement::describe(&draft.build))
                .num("cost", cost_now as i64)
                .msg("paid", payment_msg(pay))
                .num("worth", paid(state, seat, pay) as i64),
        );
    }
    (!draft.build.is_empty()).then(|| {
        Msg::new("ti4-ask-produce-draft")
            .with("units", super::movement::describe(&draft.build))
            .num("cost", cost_now as i64)
    })
}

/// The buttons of a production built by buttons: a unit more or less, the payment, the confirm.
pub fn production_choices(state: &State, seat: Seat, at: Producing) -> Vec<Choice> {
    let draft = at.draft(state, seat);
    let mut choices = Vec::new();
    let cost_now = cost(state, seat, &draft.build);
    if let Some(pay) = &draft.pay {
        // Choosing the payment: a planet or a trade good at a time, until the cost is met.
        let worth = paid(state, seat, pay);
        let order = at.confirm(paid_order(&draft.build, pay));
        if worth >= cost_now && trial(state, seat, &order).is_ok() {
            choices.push(Choice {
                label: Msg::new("ti4-choice-draft-produce-paid"),
                notation: order.notation(),
            });
        }
        if worth < cost_now {
            let p = &state.players[seat];
            for c in p.planets.iter().filter(|c| !c.exhausted) {
                let r = super::agenda_effects::resources(state, &c.planet);
                if r == 0 || pay.planets.contains(&c.planet) {
                    continue;
                }
                choices.push(step_choice(
                    Msg::new("ti4-choice-pay-planet")
                        .with("planet", content::planet_name(&c.planet))
                        .num("resources", r as i64),
                    DraftStep::PayWith {
                        planet: Some(c.planet.clone()),
                    },
                ));
            }
            if pay.tg < p.trade_goods {
                choices.push(step_choice(
                    Msg::new("ti4-choice-pay-tg"),
                    DraftStep::PayWith { planet: None },
                ));
            }
        }
        choices.push(step_choice(
            Msg::new("ti4-choice-draft-back"),
            DraftStep::Back,
        ));
        return choices;
    }
    if !draft.build.is_empty()
        && let Some(order) = default_order(state, seat, &draft.build)
    {
        let payment = Payment {
            planets: order.planets.clone(),
            tg: order.trade_goods,
        };
        let action = at.confirm(order);
        if trial(state, seat, &action).is_ok() {
            choices.push(Choice {
                label: Msg::new("ti4-choice-draft-produce").msg("paid", payment_msg(&payment)),
                notation: action.notation(),
            });
            choices.push(step_choice(
                Msg::new("ti4-choice-draft-choose-payment"),
                DraftStep::Pay,
            ));
        }
    }
    for kind in PRODUCIBLE {
        let mut build = draft.build.clone();
        if !bump(&mut build, kind, true) {
            continue;
        }
        let ok = default_order(state, seat, &build)
            .is_some_and(|o| trial(state, seat, &at.confirm(o)).is_ok());
        if ok {
            choices.push(step_choice(
                Msg::new("ti4-choice-draft-add").name("unit", kind.catalog_id()),
                DraftStep::Unit {
                    kind,
                    from: None,
                    add: true,
                },
            ));
        }
    }
    for (kind, _) in &draft.build {
        choices.push(step_choice(
            Msg::new("ti4-choice-draft-remove").name("unit", kind.catalog_id()),
            DraftStep::Unit {
                kind: *kind,
                from: None,
                add: false,
            },
        ));
    }
    if !draft.build.is_empty() {
        choices.push(step_choice(
            Msg::new("ti4-choice-draft-clear"),
            DraftStep::Clear,
        ));
    }
    choices
}
