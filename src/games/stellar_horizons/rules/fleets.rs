//! Fleets (R 2.8): a set of ships plus at most one base, of one faction or of joined allies.
//! Several fleets may share a place. A ship carries a fleet tag (`Fleets::tags`, absent = 0):
//! tag 0 is its owner's main fleet at its place, the one with the owner's base there; other tags
//! are fleets split off by regrouping. Joined allies' ships with the same tag at one place are one
//! joint fleet (R 2.5). A moving ship keeps its tag, so a split-off fleet stays together; a ship
//! that is the last of its split-off fleet rejoins the main fleet where it arrives (SH-D301).
//! Where other fleets of its owner stand, the owner chooses which one it joins, free (SH-D500).
//!
//! Also here: regrouping at one place, which costs a move and an engine roll (R 2.8, SH-D302);
//! claims to move earlier at the start of the movement phase (R 3.3, SH-D303); and the joint
//! fleet's rules (R 2.5, SH-D300): it moves when the later ally moves, its allies follow if they
//! consent, every ally consents to its interceptions and attacks, and the highest-initiative ally
//! leads its combat decisions.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::super::action::{Action, Dest, Target};
use super::super::content::{Class, catalog_id};
use super::super::state::*;
use super::choices::Pending as Waiting;
use super::{Log, illegal, say};
use crate::core::{GameRng, Msg, Refusal};

/// Fleet state (every part defaults to empty: an old game has one fleet per faction per place).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Fleets {
    /// Fleet tag per ship id; absent: 0, the owner's main fleet at its place.
    #[serde(default)]
    pub tags: BTreeMap<u32, u32>,
    /// This movement phase's order after claims (R 3.3); empty: worst initiative first.
    #[serde(default)]
    pub move_order: Vec<usize>,
    /// Standing order per faction: consent to a joint fleet's moves, interceptions and attacks
    /// (absent: ask, the reaction timer answers no).
    #[serde(default)]
    pub consent: BTreeMap<usize, InterceptOrder>,
    /// Standing order per faction on claiming an earlier move: `ask` or `first` (absent: never).
    #[serde(default)]
    pub claim: BTreeMap<usize, String>,
    /// Allies being asked for their consent, and what for.
    #[serde(default)]
    pub gate: Option<Gate>,
    /// A joint fleet's move under way: the allies' ships follow the lead once it arrives.
    #[serde(default)]
    pub joint_move: Option<JointMove>,
    /// Allies whose ships stay out of the joint action being resolved (they refused).
    #[serde(default)]
    pub out: Vec<usize>,
    /// The consents are in: the joint action runs without asking again.
    #[serde(default)]
    pub settled: bool,
}

/// What a joint fleet's allies are asked to consent to (R 2.5).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum GateFor {
    Move,
    Intercept(usize),
    Attack {
        by: usize,
        ship: u32,
        target: Target,
    },
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Gate {
    pub what: GateFor,
    /// Allies still to answer, the one asked now first.
    pub ask: Vec<usize>,
    /// Allies who said no.
    pub no: Vec<usize>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct JointMove {
    pub lead: u32,
    pub from: Loc,
    pub to: Dest,
    /// Allies' ships still to follow.
    pub follow: Vec<u32>,
    pub arrived: bool,
}

/// A ship's fleet tag.
pub fn tag(s: &State, ship: u32) -> u32 {
    s.fleets.tags.get(&ship).copied().unwrap_or(0)
}

fn set_tag(s: &mut State, ship: u32, t: u32) {
    if t == 0 {
        s.fleets.tags.remove(&ship);
    } else {
        s.fleets.tags.insert(ship, t);
    }
}

/// Whether two ships are in one fleet: one place, one tag, one owner or joined allies.
pub fn together(s: &State, a: &Ship, b: &Ship) -> bool {
    a.at == b.at
        && tag(s, a.id) == tag(s, b.id)
        && (a.owner == b.owner || s.joint(a.owner, b.owner))
}

/// The ships of a ship's fleet, itself included.
pub fn members(s: &State, ship: u32) -> Vec<u32> {
    let Some(me) = s.ship(ship) else {
        return vec![];
    };
    s.ships
        .iter()
        .filter(|x| together(s, me, x))
        .map(|x| x.id)
        .collect()
}

/// Whether a ship's fleet includes its owner's base there (the main fleet at an own base).
pub fn with_base(s: &State, ship: u32) -> bool {
    s.ship(ship).is_some_and(|x| {
        tag(s, ship) == 0
            && s.bases
                .iter()
                .any(|b| b.owner == x.owner && b.loc() == x.at)
    })
}

/// A faction's fleets: each a list of ship ids, the lowest id naming it (`fleet of s3`).
pub fn fleets_of(s: &State, f: usize) -> Vec<Vec<u32>> {
    let mut out: Vec<Vec<u32>> = Vec::new();
    for x in s.ships.iter().filter(|x| x.owner == f) {
        if out.iter().any(|v| v.contains(&x.id)) {
            continue;
        }
        out.push(members(s, x.id));
    }
    out
}

/// The tag a moving ship keeps on arrival: a split-off fleet stays together; its last ship
/// rejoins the main fleet (SH-D301).
fn arrive(s: &mut State, ship: u32) {
    let t = tag(s, ship);
    if t != 0 && !s.ships.iter().any(|x| x.id != ship && tag(s, x.id) == t) {
        set_tag(s, ship, 0);
    }
}

// ---------------------------------------------------------------------------------------------
// Joining a fleet on arrival (R 2.8, SH-D500)

/// A ship entering a place may join a fleet there at no cost (R 2.8). The choices of the owner
/// of a ship that has just arrived where other fleets of theirs stand: first the default (the
/// fleet it is in by SH-D301), then each other fleet there (named by its first ship), then a
/// fleet of its own if the default puts it with others. Empty: nothing to choose.
pub fn arrive_choices(s: &State, ship: u32) -> Vec<Action> {
    let Some(sh) = s.ship(ship) else {
        return vec![];
    };
    let mine: Vec<u32> = members(s, ship)
        .into_iter()
        .filter(|i| *i != ship)
        .collect();
    let others: Vec<u32> = fleets_of(s, sh.owner)
        .into_iter()
        .filter(|v| !v.contains(&ship))
        .filter_map(|v| v.first().copied())
        .filter(|i| s.ship(*i).is_some_and(|x| x.at == sh.at))
        .collect();
    if others.is_empty() {
        return vec![];
    }
    let mut out = vec![Action::Arrive {
        ship,
        with: mine.first().copied(),
    }];
    out.extend(others.into_iter().map(|o| Action::Arrive {
        ship,
        with: Some(o),
    }));
    if !mine.is_empty() {
        out.push(Action::Arrive { ship, with: None });
    }
    out
}

/// The arrived ship joins the fleet of `with`, or stands as a fleet of its own (`None`): free,
/// no engine roll (R 2.8).
pub fn settle_arrival(s: &mut State, ship: u32, with: Option<u32>, log: &mut Log) {
    let Some(name) = s.ship(ship).map(|x| x.label()) else {
        return;
    };
    match with {
        Some(o) => {
            let t = tag(s, o);
            set_tag(s, ship, t);
        }
        None => {
            if members(s, ship).len() > 1 || with_base(s, ship) {
                let t = s.new_id();
                set_tag(s, ship, t);
            }
        }
    }
    let fleet = members(s, ship)
        .into_iter()
        .map(|i| format!("s{i}"))
        .collect::<Vec<_>>()
        .join(", ");
    say(
        log,
        Msg::new("sh-log-arrive")
            .msg("ship", name)
            .text("fleet", fleet),
    );
}

// ---------------------------------------------------------------------------------------------
// Regrouping (R 2.8)

/// Why a ship may not regroup now, if it may not; else the tag it gets (`None`: a new one).
/// `with`: the ship whose fleet it joins; `None`: it splits off into a new fleet.
fn check_regroup(
    s: &State,
    f: usize,
    ship: u32,
    with: Option<u32>,
) -> Result<Option<u32>, Refusal> {
    let Some(sh) = s.ship(ship).filter(|x| x.owner == f) else {
        return Err(illegal("sh-not-your-ship"));
    };
    if sh.class() == Class::Lv {
        return Err(illegal("sh-lv-does-not-move"));
    }
    if sh.halted || sh.parked || matches!(sh.at, Loc::Transfer(..)) {
        return Err(illegal("sh-cannot-move-now"));
    }
    match with {
        Some(o) => {
            let Some(other) = s.ship(o) else {
                return Err(illegal("sh-cannot-regroup"));
            };
            let mine = other.owner == f || s.joint(f, other.owner);
            if o == ship || other.at != sh.at || !mine || together(s, sh, other) {
                return Err(illegal("sh-cannot-regroup"));
            }
            Ok(Some(tag(s, o)))
        }
        None => {
            if members(s, ship).len() < 2 && !with_base(s, ship) {
                return Err(illegal("sh-cannot-regroup"));
            }
            Ok(None)
        }
    }
}

/// The regrouping choices of a faction: each ship may join another fleet at its place, or split
/// off into a new one.
pub fn regroup_options(s: &State, f: usize) -> Vec<Action> {
    let mut out = Vec::new();
    for sh in s.ships.iter().filter(|x| x.owner == f) {
        if check_regroup(s, f, sh.id, None).is_ok() {
            out.push(Action::Regroup {
                ship: sh.id,
                with: None,
            });
        }
        // One choice per other fleet at the place, named by its first ship.
        let mut seen: Vec<u32> = Vec::new();
        for o in s.ships.iter().filter(|x| x.at == sh.at && x.id != sh.id) {
            if seen.contains(&o.id) {
                continue;
            }
            if check_regroup(s, f, sh.id, Some(o.id)).is_ok() {
                seen.extend(members(s, o.id));
                out.push(Action::Regroup {
                    ship: sh.id,
                    with: Some(o.id),
                });
            }
        }
    }
    out
}

/// Joining or leaving a fleet without changing place (R 2.8): a move, with its engine roll
/// (R 3.3.5); no interception, the ship does not leave the place (SH-D302).
pub fn regroup(
    s: &mut State,
    f: usize,
    ship: u32,
    with: Option<u32>,
    rng: &mut GameRng,
    log: &mut Log,
) -> Result<(), Refusal> {
    let t = check_regroup(s, f, ship, with)?;
    let Some(sh) = s.ship(ship).cloned() else {
        return Err(illegal("sh-not-your-ship"));
    };
    if super::movement::engine_fails(s, &sh, rng, log) {
        return Ok(());
    }
    let t = match t {
        Some(t) => t,
        None => s.new_id(),
    };
    set_tag(s, ship, t);
    if let Some(x) = s.ship_mut(ship) {
        x.moves = x.moves.saturating_add(1);
    }
    let fleet = members(s, ship)
        .into_iter()
        .map(|i| format!("s{i}"))
        .collect::<Vec<_>>()
        .join(", ");
    say(
        log,
        Msg::new("sh-log-regroup")
            .msg("ship", sh.label())
            .text("fleet", fleet),
    );
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Claims to move earlier (R 3.3)

/// The start of the movement phase: worst initiative first, then the claims. A player with the
/// standing order `first` moves first at once; with `ask` they are asked whom to move before
/// (best initiative asked first); by default they keep their place (SH-D303).
pub fn open_claims(s: &mut State, log: &mut Log) {
    s.fleets.move_order.clear();
    let mut order = s.acting();
    // Best initiative first: the better-placed claims first.
    for f in s.order.clone() {
        let Some(pos) = order.iter().position(|x| *x == f) else {
            continue;
        };
        if pos == 0 || s.factions[f].seat.is_none() {
            continue;
        }
        match s.fleets.claim.get(&f).map(String::as_str) {
            Some("first") => {
                let before = order[0];
                order.remove(pos);
                order.insert(0, f);
                claimed(s, f, before, log);
            }
            Some("ask") => s.extra.pending.push(Waiting::Claim { faction: f }),
            _ => {}
        }
    }
    s.fleets.move_order = order;
}

fn claimed(s: &State, f: usize, before: usize, log: &mut Log) {
    say(
        log,
        Msg::new("sh-log-claim")
            .name("faction", catalog_id("faction", &s.factions[f].id))
            .name("other", catalog_id("faction", &s.factions[before].id)),
    );
}

/// A claimant's choices: keep its place (`none`, the default), or move before a player now
/// placed before it.
pub fn claim_options(s: &State, f: usize) -> Vec<Action> {
    let mut v = vec![Action::Pick("none".into())];
    if let Some(pos) = s.fleets.move_order.iter().position(|x| *x == f) {
        v.extend(
            s.fleets.move_order[..pos]
                .iter()
                .map(|g| Action::Pick(s.factions[*g].id.clone())),
        );
    }
    v
}

/// The claim picked: the claimant moves right before that player.
pub fn claim(s: &mut State, f: usize, x: &str, log: &mut Log) {
    if x == "none" {
        return;
    }
    let Some(g) = s.factions.iter().position(|y| y.id == x) else {
        return;
    };
    let order = &mut s.fleets.move_order;
    let (Some(pf), Some(pg)) = (
        order.iter().position(|y| *y == f),
        order.iter().position(|y| *y == g),
    ) else {
        return;
    };
    if pg < pf {
        order.remove(pf);
        order.insert(pg, f);
        claimed(s, f, g, log);
    }
}

// ---------------------------------------------------------------------------------------------
// Standing orders: `order consent always|never|ask`, `order claim never|ask|first`

pub fn order(s: &mut State, f: usize, key: &str, value: &str) -> Result<(), Refusal> {
    match (key, value) {
        ("consent", "always") => {
            s.fleets.consent.insert(f, InterceptOrder::Always);
        }
        ("consent", "never") => {
            s.fleets.consent.insert(f, InterceptOrder::Never);
        }
        ("consent", "ask") => {
            s.fleets.consent.remove(&f);
        }
        ("claim", "never") => {
            s.fleets.claim.remove(&f);
        }
        ("claim", "ask" | "first") => {
            s.fleets.claim.insert(f, value.to_string());
        }
        _ => return Err(illegal("sh-bad-answer")),
    }
    Ok(())
}

/// The buttons offered beside the movement step's choices, which never hold the table (a
/// faction with only these is passed as before): regrouping, the claim order, and the consent
/// order to a faction with joined allies.
pub fn extra_options(s: &State, f: usize) -> Vec<Action> {
    if s.step != Step::Move {
        return vec![];
    }
    let mut out = regroup_options(s, f);
    let o = |k: &str, v: &str| Action::Order {
        key: k.into(),
        value: v.into(),
    };
    let claim = s.fleets.claim.get(&f).map_or("never", String::as_str);
    for v in ["never", "ask", "first"] {
        if v != claim {
            out.push(o("claim", v));
        }
    }
    if (0..s.factions.len()).any(|g| s.joint(f, g)) {
        let now = s.fleets.consent.get(&f).copied().unwrap_or_default();
        for (v, x) in [
            ("always", InterceptOrder::Always),
            ("never", InterceptOrder::Never),
            ("ask", InterceptOrder::Ask),
        ] {
            if x != now {
                out.push(o("consent", v));
            }
        }
    }
    out
}

// ---------------------------------------------------------------------------------------------
// Joint fleets (R 2.5)

/// The allies (other than `f`) owning ships among `ships`.
pub fn allies_in(s: &State, f: usize, ships: &[u32]) -> Vec<usize> {
    let mut v: Vec<usize> = ships
        .iter()
        .filter_map(|i| s.ship(*i))
        .map(|x| x.owner)
        .filter(|o| *o != f)
        .collect();
    v.sort_unstable();
    v.dedup();
    v
}

/// The ally who leads a side's combat decisions (R 2.5): of the side's faction and the joined
/// allies with ships in it, the one with the best initiative.
pub fn leader(s: &State, f: usize, units: &[Unit]) -> usize {
    let ships: Vec<u32> = units
        .iter()
        .filter_map(|u| match u {
            Unit::Ship(i) => Some(*i),
            _ => None,
        })
        .collect();
    let mut who = vec![f];
    who.extend(
        allies_in(s, f, &ships)
            .into_iter()
            .filter(|g| s.joint(f, *g)),
    );
    who.into_iter()
        .min_by_key(|g| s.order.iter().position(|x| x == g).unwrap_or(usize::MAX))
        .unwrap_or(f)
}

/// Asks the allies for their consent (standing orders answer first). Returns true if a question
/// is open now: the caller waits; else the answers are in and `Fleets::out` holds who said no.
pub fn open_gate(s: &mut State, what: GateFor, allies: Vec<usize>) -> bool {
    let mut ask = Vec::new();
    let mut no = Vec::new();
    for g in allies {
        match s.fleets.consent.get(&g).copied().unwrap_or_default() {
            InterceptOrder::Always => {}
            InterceptOrder::Never => no.push(g),
            InterceptOrder::Ask if s.factions[g].seat.is_some() => ask.push(g),
            InterceptOrder::Ask => {}
        }
    }
    if ask.is_empty() {
        s.fleets.out = no;
        return false;
    }
    let first = ask[0];
    s.fleets.gate = Some(Gate { what, ask, no });
    match s.pending.as_mut() {
        Some(p) => p.ask = Some(Ask::Consent(first)),
        None => {
            s.pending = Some(Pending {
                moving: None,
                battle: None,
                ask: Some(Ask::Consent(first)),
            })
        }
    }
    true
}

/// An ally's answer (`Accept`: its ships go along; `Refuse`: they stay out). When every ally
/// answered, the joint action goes on.
pub fn answer(s: &mut State, g: usize, yes: bool, rng: &mut GameRng, log: &mut Log) {
    let Some(mut gate) = s.fleets.gate.take() else {
        return;
    };
    gate.ask.retain(|x| *x != g);
    if !yes {
        gate.no.push(g);
        say(
            log,
            Msg::new("sh-log-joint-refused")
                .name("faction", catalog_id("faction", &s.factions[g].id)),
        );
    }
    if let Some(&next) = gate.ask.first() {
        s.fleets.gate = Some(gate);
        if let Some(p) = s.pending.as_mut() {
            p.ask = Some(Ask::Consent(next));
        }
        return;
    }
    s.fleets.out = gate.no;
    match gate.what {
        GateFor::Move => {
            settle_move(s);
        }
        GateFor::Intercept(by) => {
            super::movement::attempt(s, by, rng, log);
            s.fleets.out.clear();
        }
        GateFor::Attack { by, ship, target } => {
            s.pending = None;
            s.fleets.settled = true;
            let mut t = s.clone();
            let a = Action::Attack { ship, target };
            if super::combat::apply(&mut t, by, &a, rng, log).is_ok() {
                *s = t;
            }
            s.fleets.settled = false;
            s.fleets.out.clear();
        }
    }
}

fn settle_move(s: &mut State) {
    let out = std::mem::take(&mut s.fleets.out);
    let ships = s.ships.clone();
    if let Some(j) = s.fleets.joint_move.as_mut() {
        j.follow
            .retain(|i| ships.iter().any(|x| x.id == *i && !out.contains(&x.owner)));
    }
}

/// A move started (after its engine roll): if the ship is in a joint fleet and its owner is the
/// ally that moves later, the allies' ships of the fleet follow it, each ally consenting
/// (R 2.5). The earlier ally's ship simply leaves the joint fleet.
pub fn begin_joint(s: &mut State, f: usize, ship: u32, to: &Dest) {
    if s.fleets.joint_move.is_some() {
        return;
    }
    let Some(lead) = s.ship(ship).cloned() else {
        return;
    };
    let acting = s.acting();
    let pos = |g: usize| acting.iter().position(|x| *x == g).unwrap_or(usize::MAX);
    let follow: Vec<u32> = s
        .ships
        .iter()
        .filter(|x| x.owner != f && together(s, &lead, x))
        .filter(|x| x.class() != Class::Lv && !x.halted && !x.parked)
        .filter(|x| pos(x.owner) < pos(f))
        .map(|x| x.id)
        .collect();
    if follow.is_empty() {
        return;
    }
    let allies = allies_in(s, f, &follow);
    s.fleets.joint_move = Some(JointMove {
        lead: ship,
        from: lead.at.clone(),
        to: to.clone(),
        follow,
        arrived: false,
    });
    if !open_gate(s, GateFor::Move, allies) {
        settle_move(s);
    }
}

/// A ship's move is complete: its fleet tag on arrival; the joint move's lead has arrived.
pub fn arrived(s: &mut State, ship: u32) {
    arrive(s, ship);
    if let Some(j) = s.fleets.joint_move.as_mut()
        && j.lead == ship
    {
        j.arrived = true;
    }
}

/// The move under way ended: the joint fleet's allies' ships follow the lead one by one (each
/// its own move, engine roll and interceptions); if the lead did not arrive, they stay.
pub fn after_move(s: &mut State, rng: &mut GameRng, log: &mut Log) {
    for _ in 0..100 {
        if s.pending.is_some() || s.fleets.gate.is_some() {
            return;
        }
        let Some(mut j) = s.fleets.joint_move.take() else {
            return;
        };
        if !j.arrived || j.follow.is_empty() {
            return;
        }
        let next = j.follow.remove(0);
        let (to, from) = (j.to.clone(), j.from.clone());
        s.fleets.joint_move = Some(j);
        let Some(sh) = s.ship(next).filter(|x| x.at == from).cloned() else {
            continue;
        };
        let a = Action::Move { ship: next, to };
        let mut t = s.clone();
        let mut l = Log::new();
        match super::movement::apply(&mut t, sh.owner, &a, rng, &mut l) {
            Ok(()) => {
                *s = t;
                log.extend(l);
            }
            Err(_) => say(log, Msg::new("sh-log-joint-stays").msg("ship", sh.label())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::setup::tests::campaign;
    use super::super::react::tests::{relate, ship, turn_of};
    use super::*;
    use crate::core::rules::Applied;
    use crate::core::{Refusal, Seat};

    fn seat(s: &State, f: usize) -> Seat {
        s.factions[f].seat.unwrap()
    }

    fn act(s: &mut State, f: usize, a: Action, seed: u64) -> Result<Applied, Refusal> {
        let seat = seat(s, f);
        super::super::apply(s, seat, &a, &mut GameRng::for_step(seed, 9))
    }

    fn typed(s: &mut State, f: usize, text: &str, seed: u64) -> Result<Applied, Refusal> {
        let a = super::super::super::action::parse(s, text)?;
        act(s, f, a, seed)
    }

    fn logged(applied: &Applied, id: &str) -> bool {
        applied.log.iter().any(|e| format!("{e:?}").contains(id))
    }

    fn base(s: &mut State, f: usize, world: &str) -> u32 {
        let id = s.new_id();
        s.bases.push(Base {
            id,
            owner: f,
            world: world.into(),
            orbital: false,
            levels: [1, 0, 0, 0],
            damage: [0; 4],
            settlements: 0,
            stock: [0; 3],
            built: false,
            product: None,
            blockaded_by: None,
            terraformed: 0,
        });
        id
    }

    fn join(s: &mut State, x: usize, y: usize) {
        relate(s, x, y, ALLIANCE);
        s.factions[x].joint.push(y);
        s.factions[y].joint.push(x);
        assert!(s.joint(x, y));
    }

    /// R 2.8: a fleet is a set of ships plus at most one base; a faction may have several fleets
    /// at one place. A saved game without fleet data has one fleet per faction per place; the
    /// main fleet holds the base (no combat from it), a fleet split off from it may attack, and
    /// only the attacked fleet defends.
    #[test]
    fn sh_2_8_fleets_are_explicit_and_old_games_load() {
        let mut s = campaign(2);
        let (a, b) = (s.order[0], s.order[1]);
        relate(&mut s, a, b, WAR);
        let mars = Loc::Surface("mars".into());
        let home = base(&mut s, a, "mars");
        let c1 = ship(&mut s, a, "cv-4", mars.clone());
        let c2 = ship(&mut s, a, "cv-4", mars.clone());
        let enemy = ship(&mut s, b, "cv-4", mars.clone());

        // An old save: no `fleets` at all.
        let mut json = serde_json::to_value(&s).unwrap();
        json.as_object_mut().unwrap().remove("fleets");
        let s: State = serde_json::from_value(json).unwrap();
        let fleets = fleets_of(&s, a);
        let mut places: Vec<Loc> = s
            .ships
            .iter()
            .filter(|x| x.owner == a)
            .map(|x| x.at.clone())
            .collect();
        places.sort();
        places.dedup();
        assert_eq!(fleets.len(), places.len(), "one fleet per place");
        assert!(fleets.contains(&vec![c1, c2]));
        assert!(with_base(&s, c1), "the main fleet holds the base");
        let attacks = |s: &State| -> Vec<Action> {
            super::super::combat::options(s, a)
                .into_iter()
                .filter(|x| matches!(x, Action::Attack { .. }))
                .collect()
        };
        assert!(
            attacks(&s).is_empty(),
            "a fleet with a base starts no combat"
        );

        // c2 splits off: two fleets of a at Mars, the base stays with c1.
        let mut s = s;
        s.step = Step::Move;
        s.fleets.tags.insert(c2, 77);
        assert_eq!(members(&s, c1), vec![c1]);
        assert_eq!(members(&s, c2), vec![c2]);
        assert!(with_base(&s, c1) && !with_base(&s, c2));
        assert_eq!(fleets_of(&s, a).len(), places.len() + 1);
        assert!(attacks(&s).contains(&Action::Attack {
            ship: c2,
            target: super::super::super::action::Target::Ship(enemy),
        }));
        assert!(
            attacks(&s)
                .iter()
                .all(|x| matches!(x, Action::Attack { ship, .. } if *ship == c2))
        );
        assert!(!attacks(&s).is_empty());
        // b attacks the split-off fleet: only c2 defends (no base, no c1).
        let (_, d) = super::super::combat::defender_units(
            &s,
            &super::super::super::action::Target::Ship(c2),
            &mars,
        );
        assert_eq!(d, vec![Unit::Ship(c2)]);
        let (_, d) = super::super::combat::defender_units(
            &s,
            &super::super::super::action::Target::Ship(c1),
            &mars,
        );
        assert_eq!(d, vec![Unit::Ship(c1), Unit::Base(home)]);
        // Stacking with a foreign base is no fleet: b's ship is in none of a's fleets.
        assert!(fleets_of(&s, a).iter().all(|v| !v.contains(&enemy)));
    }

    /// R 2.8 / 3.3.5: joining or leaving a fleet without changing place is a move with an
    /// engine-failure roll (`regroup s<id> new|s<other>`), in the movement phase only.
    #[test]
    fn sh_2_8_regroup_costs_a_move_with_an_engine_roll() {
        let setup = || {
            let mut s = campaign(2);
            let a = s.order[0];
            let flyby = Loc::Flyby("mars".into());
            let c1 = ship(&mut s, a, "cv-2", flyby.clone());
            let c2 = ship(&mut s, a, "cv-2", flyby);
            turn_of(&mut s, Step::Move, a);
            (s, a, c1, c2)
        };
        let (mut s, a, c1, c2) = setup();
        let offered: Vec<String> = super::super::prompts(&s)[0]
            .choices
            .iter()
            .map(|x| x.notation.clone())
            .collect();
        assert!(
            offered.contains(&format!("regroup s{c1} new")),
            "offered as a button"
        );
        let label = crate::core::msg::Translate::tr(
            &crate::i18n::Tr::default(),
            &super::super::label(
                &s,
                &Action::Regroup {
                    ship: c1,
                    with: Some(c2),
                },
            ),
        );
        assert!(label.contains("joins the fleet of"), "{label}");
        let mut t = s.clone();
        t.step = Step::Build;
        assert!(
            typed(&mut t, a, &format!("regroup s{c1} new"), 1).is_err(),
            "movement only"
        );
        let (mut failed, mut passed) = (false, false);
        let start = s.clone();
        for seed in 0..400 {
            let mut t = start.clone();
            let applied = typed(&mut t, a, &format!("regroup s{c1} new"), seed).unwrap();
            if t.ship(c1).is_none() {
                assert!(logged(&applied, "sh-log-engine-failure"));
                failed = true;
            } else {
                assert!(logged(&applied, "sh-log-regroup"));
                assert_eq!(t.ship(c1).unwrap().moves, 1, "a move used");
                assert_eq!(members(&t, c1), vec![c1]);
                assert!(members(&t, c2).contains(&c2) && !members(&t, c2).contains(&c1));
                assert!(tag(&t, c1) != 0 && tag(&t, c2) == 0);
                if !passed {
                    s = t;
                }
                passed = true;
            }
            if failed && passed {
                break;
            }
        }
        assert!(failed && passed, "3% engine failures happen");
        // Alone in its fleet: nothing to leave; it may rejoin c2's fleet (another roll).
        assert!(typed(&mut s.clone(), a, &format!("regroup s{c1} new"), 1).is_err());
        let mut rejoined = false;
        for seed in 0..50 {
            let mut t = s.clone();
            typed(&mut t, a, &format!("regroup s{c2} s{c1}"), seed).unwrap();
            if t.ship(c2).is_some() {
                assert_eq!(members(&t, c1), vec![c1, c2]);
                assert_eq!(t.ship(c2).unwrap().moves, 1);
                rejoined = true;
                break;
            }
        }
        assert!(rejoined);
        // A ship that landed this turn cannot regroup.
        s.ship_mut(c2).unwrap().halted = true;
        assert!(typed(&mut s, a, &format!("regroup s{c2} s{c1}"), 1).is_err());
    }

    /// R 3.3: worst initiative moves first; at the start of the phase a better-placed player may
    /// claim to move before a worse-placed one: asked (standing order `ask`), automatic
    /// (`first`), or never (the default: nobody is asked).
    #[test]
    fn sh_3_3_claims_to_move_earlier() {
        let mut s = campaign(3);
        let (a, b, c) = (s.order[0], s.order[1], s.order[2]);
        let mut rng = GameRng::for_step(3, 3);
        let mut t = s.clone();
        super::super::begin(&mut t, Step::Move, &mut rng);
        assert_eq!(
            t.acting(),
            vec![c, b, a],
            "default: worst first, nobody asked"
        );
        assert!(t.extra.pending.is_empty());

        typed(&mut s, a, "order claim ask", 1).unwrap();
        typed(&mut s, b, "order claim first", 1).unwrap();
        super::super::begin(&mut s, Step::Move, &mut rng);
        assert_eq!(s.acting(), vec![b, c, a], "b claimed to move first");
        assert_eq!(s.active(), Some(a), "a is asked before anyone moves");
        let prompts = super::super::prompts(&s);
        assert_eq!(prompts[0].seat, seat(&s, a));
        let notations: Vec<&str> = prompts[0]
            .choices
            .iter()
            .map(|x| x.notation.as_str())
            .collect();
        let (bid, cid) = (s.factions[b].id.clone(), s.factions[c].id.clone());
        assert_eq!(
            notations,
            vec![
                "pick none".to_string(),
                format!("pick {bid}"),
                format!("pick {cid}")
            ]
        );
        let tr = crate::i18n::Tr::default();
        let label = crate::core::msg::Translate::tr(&tr, &prompts[0].choices[0].label);
        assert_eq!(label, "Keep my place in the movement order");
        assert!(
            act(&mut s, b, Action::Pick(cid.clone()), 1).is_err(),
            "not b's claim"
        );
        let applied = act(&mut s, a, Action::Pick(cid), 1).unwrap();
        assert!(logged(&applied, "sh-log-claim"));
        assert_eq!(s.acting(), vec![b, a, c], "a moves before c");
        // The claims last for this movement phase only.
        s.step = Step::Combat;
        assert_eq!(s.acting(), vec![a, b, c]);
    }

    /// R 2.5: a joint fleet moves when the later ally moves, the other ally's ships following
    /// if it consents (asked; the timer and `order consent never` keep them back); the earlier
    /// ally's move takes only its own ship. Every ally consents to a joint attack and a joint
    /// interception; the highest-initiative ally leads the combat decisions (and acts first in
    /// exploration and trade).
    #[test]
    fn sh_2_5_joint_fleets_move_intercept_attack_and_lead() {
        let setup = || {
            let mut s = campaign(3);
            let (a, b, c) = (s.order[0], s.order[1], s.order[2]);
            for f in [a, b, c] {
                s.factions[f].techs.push("safe-crew-hibernation".into());
            }
            join(&mut s, a, c);
            let flyby = Loc::Flyby("mars".into());
            let sa = ship(&mut s, a, "cv-5", flyby.clone());
            let sc = ship(&mut s, c, "cv-5", flyby);
            s.pending = None;
            (s, a, b, c, sa, sc)
        };
        let orbit = Loc::Orbit("mars".into());
        let flyby = Loc::Flyby("mars".into());
        let to = |id: u32| Action::Move {
            ship: id,
            to: Dest::Place(Loc::Orbit("mars".into())),
        };
        // The earlier mover (c, worse initiative) leaves alone.
        let (mut s, _, _, c, sa, sc) = setup();
        turn_of(&mut s, Step::Move, c);
        act(&mut s, c, to(sc), 1).unwrap();
        assert!(s.pending.is_none());
        assert_eq!(s.ship(sc).unwrap().at, orbit);
        assert_eq!(s.ship(sa).unwrap().at, flyby);

        // The later mover (a): c is asked; on yes c's ship follows.
        let (mut s, a, _, c, sa, sc) = setup();
        turn_of(&mut s, Step::Move, a);
        act(&mut s, a, to(sa), 1).unwrap();
        assert_eq!(
            s.pending.as_ref().and_then(|p| p.ask.clone()),
            Some(Ask::Consent(c))
        );
        let prompts = super::super::prompts(&s);
        assert_eq!(prompts.len(), 1);
        assert_eq!(prompts[0].seat, seat(&s, c));
        assert_eq!(prompts[0].ask.id, "sh-ask-joint-move");
        let (_, who, default) = super::super::react::timeout(&s).unwrap();
        assert_eq!((who, default), (seat(&s, c), Action::Refuse));
        let mut refused = s.clone();
        act(&mut refused, c, Action::Refuse, 1).unwrap();
        assert!(refused.pending.is_none());
        assert_eq!(refused.ship(sa).unwrap().at, orbit);
        assert_eq!(refused.ship(sc).unwrap().at, flyby, "c's ship stays");
        act(&mut s, c, Action::Accept, 1).unwrap();
        assert!(s.pending.is_none());
        assert_eq!(s.ship(sa).unwrap().at, orbit);
        assert_eq!(
            s.ship(sc).unwrap().at,
            orbit,
            "the joint fleet moved together"
        );
        assert_eq!(members(&s, sa), vec![sa, sc]);
        // Standing order: never go along (no question).
        let (mut s, a, _, c, sa, sc) = setup();
        typed(&mut s, c, "order consent never", 1).unwrap();
        turn_of(&mut s, Step::Move, a);
        act(&mut s, a, to(sa), 1).unwrap();
        assert!(s.pending.is_none());
        assert_eq!(s.ship(sc).unwrap().at, flyby);

        // Joint attack: c attacks b with the joint fleet; a refuses, so a's ship stays out.
        let (mut s, a, b, c, sa, sc) = setup();
        relate(&mut s, a, b, WAR);
        relate(&mut s, c, b, WAR);
        let enemy = ship(&mut s, b, "cv-5", flyby.clone());
        turn_of(&mut s, Step::Combat, c);
        let attack = Action::Attack {
            ship: sc,
            target: super::super::super::action::Target::Ship(enemy),
        };
        act(&mut s, c, attack, 1).unwrap();
        assert_eq!(
            s.pending.as_ref().and_then(|p| p.ask.clone()),
            Some(Ask::Consent(a))
        );
        assert_eq!(super::super::prompts(&s)[0].ask.id, "sh-ask-joint-attack");
        act(&mut s, a, Action::Refuse, 1).unwrap();
        assert!(s.ship(sc).is_none_or(|x| x.searched), "c's ship searched");
        assert!(!s.ship(sa).unwrap().searched, "a's ship kept out");

        // The leader: the joint side's decisions go to the best-initiative ally (a), even when
        // c started the fight; without the joint fleet, to c.
        let (mut s, a, b, c, sa, sc) = setup();
        let enemy = ship(&mut s, b, "cv-5", flyby.clone());
        let units = [
            vec![Unit::Ship(sc), Unit::Ship(sa)],
            vec![Unit::Ship(enemy)],
        ];
        let mut rng = GameRng::for_step(1, 1);
        let bt = super::super::combat::battle(
            &mut s,
            [Some(c), Some(b)],
            units.clone(),
            [1, 1],
            &mut rng,
            &mut Log::new(),
        )
        .unwrap();
        assert_eq!(bt.sides, [Some(a), Some(b)]);
        let mut apart = s.clone();
        apart.factions[a].joint.clear();
        let bt = super::super::combat::battle(
            &mut apart,
            [Some(c), Some(b)],
            units,
            [1, 1],
            &mut rng,
            &mut Log::new(),
        )
        .unwrap();
        assert_eq!(bt.sides, [Some(c), Some(b)]);
        s.step = Step::Explore;
        let order = s.acting();
        let pos = |f: usize| order.iter().position(|x| *x == f).unwrap();
        assert!(pos(a) < pos(c), "the leader explores and trades first");

        // Joint interception: b's ship leaves; a intercepts (standing order) and c consents:
        // both allies' ships search it.
        let mut found = false;
        for seed in 0..60 {
            let (mut s, a, b, c, sa, sc) = setup();
            relate(&mut s, a, b, WAR);
            relate(&mut s, c, b, WAR);
            let mover = ship(&mut s, b, "cv-5", flyby.clone());
            s.factions[a].standing.intercept = InterceptOrder::Always;
            s.factions[c].standing.intercept = InterceptOrder::Never;
            turn_of(&mut s, Step::Move, b);
            act(&mut s, b, to(mover), seed).unwrap();
            assert_eq!(
                s.pending.as_ref().and_then(|p| p.ask.clone()),
                Some(Ask::Consent(c))
            );
            assert_eq!(
                super::super::prompts(&s)[0].ask.id,
                "sh-ask-joint-intercept"
            );
            act(&mut s, c, Action::Accept, seed).unwrap();
            if let Some(bt) = s.pending.as_ref().and_then(|p| p.battle.clone()) {
                assert!(bt.units[0].contains(&Unit::Ship(sa)));
                assert!(
                    bt.units[0].contains(&Unit::Ship(sc)),
                    "c's ship intercepts too"
                );
                assert_eq!(bt.sides[0], Some(a));
                found = true;
                break;
            }
        }
        assert!(found, "some interception finds the mover");
    }

    /// R 2.8: a ship entering a place may join a fleet there at no cost: on arrival where other
    /// fleets of its owner stand, the owner is asked which it joins (the default first), by
    /// button or typed `arrive s<id> s<other>|new`; no extra move, no engine roll. Regrouping
    /// after arriving would cost a second move.
    #[test]
    fn sh_2_8_joining_a_fleet_on_arrival_is_free() {
        let setup = || {
            let mut s = campaign(2);
            let a = s.order[0];
            s.factions[a].techs.push("safe-crew-hibernation".into());
            let orbit = Loc::Orbit("mars".into());
            // A fleet split off at Mars orbit, and a CV-5 (no engine roll) coming from the flyby.
            let split = ship(&mut s, a, "cv-5", orbit.clone());
            s.fleets.tags.insert(split, 77);
            let mover = ship(&mut s, a, "cv-5", Loc::Flyby("mars".into()));
            turn_of(&mut s, Step::Move, a);
            s.pending = None;
            (s, a, split, mover, orbit)
        };
        let go = |mover: u32| Action::Move {
            ship: mover,
            to: Dest::Place(Loc::Orbit("mars".into())),
        };

        // Alone by default, or into the split-off fleet: the owner's choice.
        let (mut s, a, split, mover, orbit) = setup();
        act(&mut s, a, go(mover), 1).unwrap();
        assert_eq!(s.ship(mover).unwrap().at, orbit, "it has arrived");
        assert_eq!(
            s.pending.as_ref().and_then(|p| p.ask.clone()),
            Some(Ask::Arrive)
        );
        let prompts = super::super::prompts(&s);
        assert_eq!(prompts.len(), 1);
        assert_eq!(prompts[0].seat, seat(&s, a));
        let offered: Vec<String> = prompts[0]
            .choices
            .iter()
            .map(|c| c.notation.clone())
            .collect();
        assert_eq!(
            offered,
            vec![
                format!("arrive s{mover} new"),
                format!("arrive s{mover} s{split}")
            ]
        );
        let label = crate::core::msg::Translate::tr(
            &crate::i18n::Tr::default(),
            &super::super::label(
                &s,
                &Action::Arrive {
                    ship: mover,
                    with: Some(split),
                },
            ),
        );
        assert!(label.contains("joins the fleet of"), "{label}");
        let applied = typed(&mut s, a, &format!("arrive s{mover} s{split}"), 1).unwrap();
        assert!(logged(&applied, "sh-log-arrive"));
        assert!(s.pending.is_none());
        assert_eq!(members(&s, mover), vec![split, mover], "one fleet now");
        assert_eq!(s.ship(mover).unwrap().moves, 1, "joining cost no move");

        // The default keeps it apart; joining later is a regroup, a second move.
        let (mut s, a, split, mover, _) = setup();
        act(&mut s, a, go(mover), 1).unwrap();
        act(
            &mut s,
            a,
            Action::Arrive {
                ship: mover,
                with: None,
            },
            1,
        )
        .unwrap();
        assert_eq!(members(&s, mover), vec![mover]);
        act(
            &mut s,
            a,
            Action::Regroup {
                ship: mover,
                with: Some(split),
            },
            1,
        )
        .unwrap();
        assert_eq!(members(&s, mover), vec![split, mover]);
        assert_eq!(s.ship(mover).unwrap().moves, 2);

        // Arriving where the main fleet and a split-off fleet stand: the main fleet by default,
        // the split-off one, or a fleet of its own.
        let (mut s, a, split, mover, orbit) = setup();
        let main = ship(&mut s, a, "cv-2", orbit);
        act(&mut s, a, go(mover), 1).unwrap();
        let offered: Vec<Action> = super::super::react::choices(&s, a);
        assert_eq!(
            offered,
            vec![
                Action::Arrive {
                    ship: mover,
                    with: Some(main)
                },
                Action::Arrive {
                    ship: mover,
                    with: Some(split)
                },
                Action::Arrive {
                    ship: mover,
                    with: None
                },
            ]
        );
        assert!(
            act(
                &mut s,
                a,
                Action::Arrive {
                    ship: mover,
                    with: Some(mover)
                },
                1
            )
            .is_err(),
            "only the fleets there"
        );
        act(
            &mut s,
            a,
            Action::Arrive {
                ship: mover,
                with: None,
            },
            1,
        )
        .unwrap();
        assert_eq!(members(&s, mover), vec![mover]);
        assert_eq!(members(&s, main), vec![main]);

        // Nowhere to choose (no other fleet of its own there): no question.
        let (mut s, a, split, mover, _) = setup();
        s.ships.retain(|x| x.id != split);
        act(&mut s, a, go(mover), 1).unwrap();
        assert!(s.pending.is_none());
    }
}
