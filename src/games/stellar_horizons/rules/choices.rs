//! Choices that wait for one player outside the step's order (a world card to keep, consent to
//! a starred event, an event's world or base, units to dispose of when upkeep cannot be paid),
//! the politics spending allowed at any time (R 2.3.4), and standing orders (friendship veto,
//! host terms for trade at one's bases).
//!
//! A waiting choice makes its player the active one (`State::active`) until they pick; its
//! first option is the default a timeout or a non-player faction takes.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::super::action::Action;
use super::super::content::{catalog_id, content};
use super::super::state::*;
use super::{Log, calc, cards, events, illegal, say};
use crate::core::{GameRng, Msg, Refusal};

/// A choice waiting for one faction.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Pending {
    /// World cards drawn on a depletion (R 2.2.1): keep one, or decline (`decline`) and return
    /// them to the deck.
    Card {
        faction: usize,
        world: String,
        cards: Vec<String>,
        decline: bool,
    },
    /// A starred event (R 5.0) applies only if every player consents; asked in turn.
    Consent { faction: usize, event: String },
    /// Publicity Campaign (R 5.0): the worst-initiative player raises a world's value.
    Publicity { faction: usize, amount: i32 },
    /// Migration (R 5.0): settlements added at one of the player's bases.
    Migration { faction: usize, amount: i32 },
    /// Upkeep cannot be paid (R 3.1.4): units over a support limit must go.
    Dispose { faction: usize },
    /// Optional first draw (R 2.3.5): two private missions, keep one. Hidden: the prompt is
    /// private and other viewers never see the choices.
    Mission {
        faction: usize,
        choices: Vec<String>,
    },
    /// Trade-route transfers (R 3.1.5): `left` single-resource moves.
    Transfer { faction: usize, left: i32 },
    /// A flyby that explored from a flyby box transfers outward at once (R 3.5.1).
    Outward { faction: usize, ship: u32 },
    /// Shipyard Strike (R 5.0): the owner picks `left` stored resources lost at a base.
    Strike {
        faction: usize,
        base: u32,
        left: i32,
    },
    /// Artificial Intelligence (R 5.0): a random player names an off-Earth robotic explorer
    /// that turns self-aware.
    SelfAware { faction: usize },
    /// Artificial Intelligence (R 5.0): the controller moves a self-aware robot after all
    /// players have moved (`stay`, a place, or `to:<system>`).
    RogueMove { faction: usize, ship: u32 },
    /// The start of the movement phase (R 3.3): a better-placed player may claim to move before
    /// a worse-placed one (rules/fleets.rs).
    Claim { faction: usize },
}

impl Pending {
    pub fn faction(&self) -> usize {
        match self {
            Pending::Card { faction, .. }
            | Pending::Consent { faction, .. }
            | Pending::Publicity { faction, .. }
            | Pending::Migration { faction, .. }
            | Pending::Dispose { faction }
            | Pending::Mission { faction, .. }
            | Pending::Transfer { faction, .. }
            | Pending::Outward { faction, .. }
            | Pending::Strike { faction, .. }
            | Pending::SelfAware { faction }
            | Pending::RogueMove { faction, .. }
            | Pending::Claim { faction } => *faction,
        }
    }
    /// The message id that asks for the choice.
    pub fn ask(&self) -> &'static str {
        match self {
            Pending::Card { .. } => "sh-ask-card",
            Pending::Consent { .. } => "sh-ask-consent",
            Pending::Publicity { .. } => "sh-ask-publicity",
            Pending::Migration { .. } => "sh-ask-migration",
            Pending::Dispose { .. } => "sh-ask-dispose",
            Pending::Mission { .. } => "sh-ask-mission",
            Pending::Transfer { .. } => "sh-ask-transfer",
            Pending::Outward { .. } => "sh-ask-outward",
            Pending::Strike { .. } => "sh-ask-strike",
            Pending::SelfAware { .. } => "sh-ask-self-aware",
            Pending::RogueMove { .. } => "sh-ask-rogue-move",
            Pending::Claim { .. } => "sh-ask-claim",
        }
    }
    /// Whether only its player may see the choice.
    pub fn private(&self) -> bool {
        matches!(self, Pending::Mission { .. })
    }
}

/// Economy, cards, trade and waiting choices (session 3 state; every part defaults to empty).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Extra {
    #[serde(default)]
    pub pending: Vec<Pending>,
    /// World cards not on a world, in draw order (the last is drawn first).
    #[serde(default)]
    pub card_deck: Vec<String>,
    /// The card on each world that has one.
    #[serde(default)]
    pub cards: BTreeMap<String, String>,
    /// Trade markers not on a base, in draw order.
    #[serde(default)]
    pub trade_deck: Vec<String>,
    /// The trade marker on a base: (marker, Buy side up).
    #[serde(default)]
    pub trade: BTreeMap<u32, (String, bool)>,
    /// Friendship veto standing orders (R 3.1.3): (who refuses, with whom).
    #[serde(default)]
    pub refuse_close: Vec<(usize, usize)>,
    /// Host terms for trade at a faction's bases (R 3.6.1): `allow` (default), `tariff`,
    /// `refuse`.
    #[serde(default)]
    pub host: BTreeMap<usize, String>,
    /// Pirate debt per faction (R 3.4.8), deducted from the next production's bonus cash.
    #[serde(default)]
    pub pirate_debt: BTreeMap<usize, i32>,
    /// NPF bases of the pile already placed (R 3.1.6).
    #[serde(default)]
    pub npf_pile_used: Vec<String>,
    /// Extra transfers this economic phase (Private Cargo Company, R 5.0).
    #[serde(default)]
    pub cargo_bonus: BTreeMap<usize, i32>,
    /// Probes riding their carriers (R 2.6.2): carrier ship id → probe design.
    #[serde(default)]
    pub probes: BTreeMap<u32, String>,
    /// Damaged settlements per base (R 2.8.2): they count for neither trade nor production.
    #[serde(default)]
    pub settlement_damage: BTreeMap<u32, i32>,
    /// First Contact (R 5.0) is in play: the first CV at Alpha Centauri takes its reward.
    #[serde(default)]
    pub first_contact: bool,
    /// Artificial Intelligence (R 5.0): self-aware robotic explorers → the faction running them.
    #[serde(default)]
    pub rogue: BTreeMap<u32, usize>,
    /// A campaign event runs a scenario (R 5.0): `incoming` or `invasion`, and the year it began.
    #[serde(default)]
    pub event_scenario: Option<(String, i32)>,
    /// A lost event scenario (R 5.0): the next economic phase is skipped.
    #[serde(default)]
    pub skip_econ: bool,
    /// CVs already at Alpha Centauri when First Contact came into play (they do not count).
    #[serde(default)]
    pub first_contact_present: Vec<u32>,
    /// Incoming strength removed per faction during an Incoming event (R 5.0).
    #[serde(default)]
    pub incoming_by: BTreeMap<usize, i32>,
    /// CVs committed against an Invasion event's Invader: (owner, ship).
    #[serde(default)]
    pub invasion_cvs: Vec<(usize, u32)>,
}

/// The options of the first waiting choice, default first.
pub fn pending_options(s: &State) -> Vec<Action> {
    let Some(p) = s.extra.pending.first() else {
        return vec![];
    };
    let pick = |x: &str| Action::Pick(x.to_string());
    match p {
        Pending::Card { cards, decline, .. } => {
            let mut v: Vec<Action> = cards.iter().map(|c| pick(c)).collect();
            if *decline {
                v.push(pick("none"));
            }
            v
        }
        Pending::Consent { .. } => vec![pick("veto"), pick("allow")],
        Pending::Publicity { .. } => s
            .worlds
            .iter()
            .filter(|w| w.value > 0 && w.id != "earth")
            .map(|w| pick(&w.id))
            .collect(),
        Pending::Migration { faction, .. } => s
            .bases
            .iter()
            .filter(|b| b.owner == *faction)
            .map(|b| pick(&format!("b{}", b.id)))
            .collect(),
        Pending::Dispose { faction } => disposable(s, *faction)
            .into_iter()
            .map(|u| pick(&u))
            .collect(),
        Pending::Mission { choices, .. } => choices.iter().map(|m| pick(m)).collect(),
        Pending::Strike { base, .. } => s
            .base(*base)
            .map(|b| {
                super::super::action::RES
                    .iter()
                    .enumerate()
                    .filter(|(r, _)| b.stock[*r] > 0)
                    .map(|(_, x)| pick(x))
                    .collect()
            })
            .unwrap_or_default(),
        Pending::Claim { faction } => super::fleets::claim_options(s, *faction),
        Pending::Outward { faction, ship } => outward_systems(s, *faction, *ship)
            .into_iter()
            .map(|x| pick(&x))
            .collect(),
        Pending::SelfAware { .. } => super::scenario_events::self_aware_candidates(s)
            .into_iter()
            .map(|id| pick(&format!("s{id}")))
            .collect(),
        Pending::RogueMove { ship, .. } => super::scenario_events::rogue_destinations(s, *ship)
            .into_iter()
            .map(|x| pick(&x))
            .collect(),
        Pending::Transfer { faction, .. } => {
            let mut v = vec![pick("stop")];
            v.extend(
                super::market::transfer_moves(s, *faction)
                    .into_iter()
                    .map(|m| pick(&m)),
            );
            v
        }
    }
}

/// The systems a flyby may transfer outward to now (R 3.5.1), nearest first.
pub fn outward_systems(s: &State, f: usize, ship: u32) -> Vec<String> {
    let mut v: Vec<(i32, String)> = s
        .systems
        .iter()
        .filter(|x| {
            super::movement::check(
                s,
                f,
                ship,
                &super::super::action::Dest::Transfer((*x).clone()),
            )
            .is_ok()
        })
        .map(|x| (content().system(x).map_or(0, |y| y.helio), x.clone()))
        .collect();
    v.sort();
    v.into_iter().map(|x| x.1).collect()
}

/// After a flyby explores from a flyby box it must transfer outward at once (R 3.5.1); with
/// nowhere outward to go it is lost (SH-D68).
pub fn flyby_outward(s: &mut State, f: usize, ship: u32, log: &mut Log) {
    if outward_systems(s, f, ship).is_empty() {
        if let Some(sh) = s.ship(ship).cloned() {
            s.ships.retain(|x| x.id != ship);
            say(log, Msg::new("sh-log-flyby-gone").msg("ship", sh.label()));
        }
        return;
    }
    s.extra.pending.push(Pending::Outward { faction: f, ship });
}

/// Units a faction may dispose of to cut upkeep: those in a category over its limit (`s<id>`,
/// `b<id>`).
pub fn disposable(s: &State, f: usize) -> Vec<String> {
    let lim = calc::limits(s, f);
    let cnt = calc::counts(s, f);
    let mut out = Vec::new();
    for sh in s.ships.iter().filter(|x| x.owner == f) {
        let cat = match sh.class() {
            super::super::content::Class::Re
                if sh.design().kind != Some(super::super::content::ReKind::Probe) =>
            {
                0
            }
            super::super::content::Class::Cv => 1,
            _ => continue,
        };
        if cnt[cat] > lim[cat] {
            out.push(format!("s{}", sh.id));
        }
    }
    if cnt[2] > lim[2] {
        for b in s.bases.iter().filter(|b| b.owner == f) {
            out.push(format!("b{}", b.id));
        }
    }
    out
}

/// The upkeep a faction owes for its units now (R 3.1.4; unused slots pay back).
pub fn upkeep_now(s: &State, f: usize) -> i32 {
    let c = content();
    let lim = calc::limits(s, f);
    let cnt = calc::counts(s, f);
    let esc = |id: &str| {
        c.upkeep
            .iter()
            .find(|u| u.id == id)
            .map(|u| u.escalator.clone())
            .unwrap_or_default()
    };
    calc::upkeep(&esc("re"), cnt[0], lim[0])
        + calc::upkeep(&esc("cv"), cnt[1], lim[1])
        + calc::upkeep(&esc("base"), cnt[2], lim[2])
}

/// After production: a faction in debt with units over a limit must dispose of some (R 3.1.4).
pub fn check_disposal(s: &mut State, f: usize) {
    if s.factions[f].seat.is_some() && s.factions[f].cash < 0 && !disposable(s, f).is_empty() {
        s.extra.pending.push(Pending::Dispose { faction: f });
    }
}

/// Resolves the first waiting choice with the pick `x`.
pub fn pick(
    s: &mut State,
    f: usize,
    x: &str,
    rng: &mut GameRng,
    log: &mut Log,
) -> Result<(), Refusal> {
    let Some(p) = s.extra.pending.first().cloned() else {
        return Err(illegal("sh-nothing-to-pick"));
    };
    if p.faction() != f || !pending_options(s).contains(&Action::Pick(x.to_string())) {
        return Err(illegal("sh-not-an-option"));
    }
    s.extra.pending.remove(0);
    match p {
        Pending::Card { world, cards, .. } => {
            cards::keep(s, f, &world, &cards, (x != "none").then_some(x), rng, log)
        }
        Pending::Consent { event, .. } => {
            if x == "veto" {
                s.extra
                    .pending
                    .retain(|q| !matches!(q, Pending::Consent { event: e, .. } if *e == event));
                say(
                    log,
                    Msg::new("sh-log-event-veto")
                        .name("faction", catalog_id("faction", &s.factions[f].id))
                        .name("event", catalog_id("event", &event)),
                );
            } else {
                let waiting = s
                    .extra
                    .pending
                    .iter()
                    .any(|q| matches!(q, Pending::Consent { event: e, .. } if *e == event));
                if !waiting {
                    events::apply_event(s, &event, rng, log);
                }
            }
        }
        Pending::Publicity { amount, .. } => {
            if let Some(w) = s.world_mut(x) {
                w.value += amount;
            }
            say(
                log,
                Msg::new("sh-log-publicity")
                    .name("faction", catalog_id("faction", &s.factions[f].id))
                    .name("world", catalog_id("world", x))
                    .num("count", amount),
            );
        }
        Pending::Migration { amount, .. } => {
            let id: u32 = x.trim_start_matches('b').parse().unwrap_or(0);
            if let Some(b) = s.base_mut(id) {
                b.settlements += amount;
            }
            say(
                log,
                Msg::new("sh-log-migration")
                    .num("base", id)
                    .num("count", amount),
            );
        }
        Pending::Dispose { .. } => {
            let before = upkeep_now(s, f);
            if let Some(id) = x.strip_prefix('s').and_then(|n| n.parse::<u32>().ok()) {
                s.ships.retain(|sh| sh.id != id);
            } else if let Some(id) = x.strip_prefix('b').and_then(|n| n.parse::<u32>().ok()) {
                s.bases.retain(|b| b.id != id);
                s.extra.trade.remove(&id);
            }
            let saved = before - upkeep_now(s, f);
            s.factions[f].cash += saved;
            say(
                log,
                Msg::new("sh-log-dispose")
                    .text("unit", x.to_string())
                    .num("cash", saved),
            );
            check_disposal(s, f);
        }
        Pending::Transfer { left, .. } => {
            if x != "stop" {
                super::market::transfer(s, f, x, log);
                if left > 1 && !super::market::transfer_moves(s, f).is_empty() {
                    s.extra.pending.insert(
                        0,
                        Pending::Transfer {
                            faction: f,
                            left: left - 1,
                        },
                    );
                }
            }
        }
        Pending::Strike { base, left, .. } => {
            let r = super::super::action::RES
                .iter()
                .position(|r| *r == x)
                .unwrap_or(0);
            if let Some(b) = s.base_mut(base) {
                b.stock[r] -= 1;
            }
            say(
                log,
                Msg::new("sh-log-strike-loss")
                    .num("base", base)
                    .text("res", x.to_string()),
            );
            if left > 1
                && s.base(base)
                    .is_some_and(|b| b.stock.iter().sum::<i32>() > 0)
            {
                s.extra.pending.insert(
                    0,
                    Pending::Strike {
                        faction: f,
                        base,
                        left: left - 1,
                    },
                );
            }
        }
        Pending::Claim { .. } => super::fleets::claim(s, f, x, log),
        Pending::Outward { ship, .. } => {
            let mv = Action::Move {
                ship,
                to: super::super::action::Dest::Transfer(x.to_string()),
            };
            super::movement::apply(s, f, &mv, rng, log)?;
        }
        Pending::SelfAware { .. } => {
            let id: u32 = x.trim_start_matches('s').parse().unwrap_or(0);
            super::scenario_events::turn_self_aware(s, f, id, log);
        }
        Pending::RogueMove { ship, .. } => {
            super::scenario_events::rogue_move(s, f, ship, x, log);
        }
        Pending::Mission { choices, .. } => {
            super::missions::keep(s, f, &choices, x);
            say(
                log,
                Msg::new("sh-log-mission-chosen")
                    .name("faction", catalog_id("faction", &s.factions[f].id)),
            );
        }
    }
    Ok(())
}

/// Politics spending open on any of the faction's turns (R 2.3.4): $1B per marker, 2 markers to
/// return the private mission and draw another, 4 markers for a VP marker. Not counted as the
/// step's options (they never hold the table up); offered beside them.
pub fn anytime_options(s: &State, f: usize) -> Vec<Action> {
    let c = content();
    let p = s.factions[f].politics;
    let mut out = Vec::new();
    if p >= 1 {
        out.push(Action::CashIn(p));
    }
    if p >= c.market("mission-redraw") && s.factions[f].mission.is_some() {
        out.push(Action::Redraw);
    }
    if p >= c.market("politics-per-vp") {
        out.push(Action::BuyVp);
    }
    out
}

/// Applies a politics spending action (see `anytime_options`).
pub fn spend(
    s: &mut State,
    f: usize,
    a: &Action,
    rng: &mut GameRng,
    log: &mut Log,
) -> Result<(), Refusal> {
    let c = content();
    match a {
        Action::CashIn(n) => {
            if *n < 1 || *n > s.factions[f].politics {
                return Err(illegal("sh-not-enough-politics"));
            }
            s.factions[f].politics -= n;
            s.factions[f].cash += n * c.market("politics-to-cash");
            say(
                log,
                Msg::new("sh-log-politics-converted")
                    .name("faction", catalog_id("faction", &s.factions[f].id))
                    .num("count", *n)
                    .text("into", "cash"),
            );
        }
        Action::BuyVp => {
            let cost = c.market("politics-per-vp");
            if s.factions[f].politics < cost {
                return Err(illegal("sh-not-enough-politics"));
            }
            s.factions[f].politics -= cost;
            s.factions[f].vp += 1;
            say(
                log,
                Msg::new("sh-log-buy-vp")
                    .name("faction", catalog_id("faction", &s.factions[f].id))
                    .num("count", cost),
            );
        }
        Action::Redraw => {
            let cost = c.market("mission-redraw");
            if s.factions[f].politics < cost || s.factions[f].mission.is_none() {
                return Err(illegal("sh-not-enough-politics"));
            }
            s.factions[f].politics -= cost;
            super::missions::redraw(s, f, rng);
            say(
                log,
                Msg::new("sh-log-redraw").name("faction", catalog_id("faction", &s.factions[f].id)),
            );
        }
        _ => return Err(illegal("sh-wrong-action")),
    }
    Ok(())
}

/// Whether either side refuses ties closer than Free Trade (R 3.1.3).
pub fn refuses_close(s: &State, a: usize, b: usize) -> bool {
    s.extra
        .refuse_close
        .iter()
        .any(|&(x, y)| (x, y) == (a, b) || (x, y) == (b, a))
}

/// Standing orders offered beside a step's options: the friendship veto in diplomacy, host
/// terms in trade.
pub fn standing_options(s: &State, f: usize) -> Vec<Action> {
    let mut out = Vec::new();
    match s.step {
        Step::Diplomacy => {
            for (o, other) in s.factions.iter().enumerate() {
                if o != f {
                    out.push(Action::Veto(other.id.clone()));
                }
            }
        }
        Step::Trade => {
            let now = s.extra.host.get(&f).map_or("allow", String::as_str);
            for t in ["allow", "tariff", "refuse"] {
                if t != now {
                    out.push(Action::Host(t.into()));
                }
            }
        }
        _ => {}
    }
    out
}

/// Sets a standing order.
pub fn standing(s: &mut State, f: usize, a: &Action, log: &mut Log) -> Result<(), Refusal> {
    match a {
        Action::Veto(target) => {
            let Some(t) = s.factions.iter().position(|x| &x.id == target) else {
                return Err(illegal("sh-unknown-faction"));
            };
            if t == f {
                return Err(illegal("sh-diplomacy-target"));
            }
            let on = if let Some(i) = s.extra.refuse_close.iter().position(|x| *x == (f, t)) {
                s.extra.refuse_close.remove(i);
                false
            } else {
                s.extra.refuse_close.push((f, t));
                true
            };
            say(
                log,
                Msg::new("sh-log-veto")
                    .name("faction", catalog_id("faction", &s.factions[f].id))
                    .name("target", catalog_id("faction", target))
                    .num("on", i32::from(on)),
            );
        }
        Action::Host(terms) => {
            if !["allow", "tariff", "refuse"].contains(&terms.as_str()) {
                return Err(illegal("sh-wrong-action"));
            }
            s.extra.host.insert(f, terms.clone());
            say(
                log,
                Msg::new("sh-log-host")
                    .name("faction", catalog_id("faction", &s.factions[f].id))
                    .text("terms", terms.clone()),
            );
        }
        _ => return Err(illegal("sh-wrong-action")),
    }
    Ok(())
}

/// Test fixtures shared by this session's tests (bases and ships placed by hand).
#[cfg(test)]
pub mod fixtures {
    use super::super::super::state::*;

    pub fn base(s: &mut State, owner: usize, world: &str, settlements: i32) -> u32 {
        let id = s.new_id();
        s.bases.push(Base {
            id,
            owner,
            world: world.into(),
            orbital: world == "earth",
            levels: [0, 0, 0, 0],
            damage: [0; 4],
            settlements,
            stock: [0; 3],
            built: false,
            product: None,
            blockaded_by: None,
            terraformed: 0,
        });
        id
    }

    pub use super::super::super::test_support::ship;
}

#[cfg(test)]
mod tests {
    use super::super::super::setup::tests::campaign;
    use super::fixtures::*;
    use super::*;

    /// R 2.3.4: politics markers are a plain count; at any time one becomes $1B, four buy a VP
    /// marker, two return the private mission for another.
    #[test]
    fn sh_2_3_4_politics_spending_any_time() {
        let mut s = campaign(2);
        let f = s.order[0];
        s.factions[f].politics = 7;
        let (cash, vp) = (s.factions[f].cash, s.factions[f].vp);
        let mut rng = GameRng::for_step(1, 1);
        let mut log = Log::new();
        assert!(anytime_options(&s, f).contains(&Action::BuyVp));
        spend(&mut s, f, &Action::CashIn(1), &mut rng, &mut log).unwrap();
        assert_eq!((s.factions[f].politics, s.factions[f].cash), (6, cash + 1));
        spend(&mut s, f, &Action::BuyVp, &mut rng, &mut log).unwrap();
        assert_eq!((s.factions[f].politics, s.factions[f].vp), (2, vp + 1));
        assert!(spend(&mut s, f, &Action::BuyVp, &mut rng, &mut log).is_err());
        let old = s.factions[f].mission.clone().unwrap();
        spend(&mut s, f, &Action::Redraw, &mut rng, &mut log).unwrap();
        assert_eq!(s.factions[f].politics, 0);
        assert_ne!(s.factions[f].mission.as_deref(), Some(old.as_str()));
        assert_eq!(s.mission_pool.first(), Some(&old), "back under the pool");
        assert!(spend(&mut s, f, &Action::CashIn(1), &mut rng, &mut log).is_err());
    }

    /// R 3.1.4: upkeep that cannot be paid forces units over a limit to go; each one refunds
    /// its escalator step; the choice ends when cash is back to zero or no unit is over.
    #[test]
    fn sh_3_1_4_forced_disposal() {
        let mut s = campaign(2);
        let f = s.order[0];
        let lim = calc::limits(&s, f)[2];
        let have = calc::counts(&s, f)[2];
        for _ in have..lim + 2 {
            base(&mut s, f, "moon", 0);
        }
        let owed = upkeep_now(&s, f);
        assert_eq!(
            owed,
            4 + 6
                + calc::upkeep(
                    &[2, 3, 4, 5],
                    calc::counts(&s, f)[0],
                    calc::limits(&s, f)[0]
                )
                + calc::upkeep(
                    &[4, 6, 8, 10],
                    calc::counts(&s, f)[1],
                    calc::limits(&s, f)[1]
                )
        );
        s.factions[f].cash = -7;
        check_disposal(&mut s, f);
        assert_eq!(s.extra.pending, vec![Pending::Dispose { faction: f }]);
        let first = match pending_options(&s).first() {
            Some(Action::Pick(x)) => x.clone(),
            other => panic!("{other:?}"),
        };
        assert!(first.starts_with('b'), "only bases are over their limit");
        let mut rng = GameRng::for_step(1, 1);
        pick(&mut s, f, &first, &mut rng, &mut Log::new()).unwrap();
        assert_eq!(
            s.factions[f].cash, -1,
            "the 2nd base over the limit cost $6B"
        );
        assert_eq!(s.extra.pending.len(), 1, "still in debt and over");
        let next = match pending_options(&s).first() {
            Some(Action::Pick(x)) => x.clone(),
            other => panic!("{other:?}"),
        };
        pick(&mut s, f, &next, &mut rng, &mut Log::new()).unwrap();
        assert_eq!(s.factions[f].cash, 3);
        assert!(s.extra.pending.is_empty());
    }

    /// R 3.1.3: either party may refuse to let the relation rise above Free Trade.
    #[test]
    fn sh_3_1_3_friendship_veto() {
        let mut s = campaign(2);
        let (a, b) = (s.order[0], s.order[1]);
        for x in [a, b] {
            s.factions[x].relations[if x == a { b } else { a }] = FREE_TRADE;
        }
        let target = s.factions[a].id.clone();
        standing(&mut s, b, &Action::Veto(target), &mut Log::new()).unwrap();
        assert!(refuses_close(&s, a, b) && refuses_close(&s, b, a));
        for seed in 0..5 {
            s.factions[a].attempts = vec![(b, 1); 6];
            super::super::econ::resolve_diplomacy(
                &mut s,
                &mut GameRng::for_step(seed, 1),
                &mut Log::new(),
            );
            assert_eq!(
                s.factions[a].relations[b], FREE_TRADE,
                "capped at Free Trade"
            );
        }
        let target = s.factions[a].id.clone();
        standing(&mut s, b, &Action::Veto(target), &mut Log::new()).unwrap();
        s.factions[a].attempts = vec![(b, 1); 6];
        super::super::econ::resolve_diplomacy(
            &mut s,
            &mut GameRng::for_step(9, 1),
            &mut Log::new(),
        );
        assert!(s.factions[a].relations[b] > FREE_TRADE, "veto lifted");
    }

    /// R 5.0: a starred event applies only when every player consents; one veto sets it aside.
    #[test]
    fn sh_5_0_starred_event_consent() {
        let mut s = campaign(2);
        let (a, b) = (s.order[0], s.order[1]);
        let mut rng = GameRng::for_step(1, 1);
        let ask = |s: &mut State| {
            for f in s.order.clone() {
                s.extra.pending.push(Pending::Consent {
                    faction: f,
                    event: "ancient-ruins".into(),
                });
            }
        };
        ask(&mut s);
        assert_eq!(s.active(), Some(a));
        pick(&mut s, a, "allow", &mut rng, &mut Log::new()).unwrap();
        assert_eq!(s.active(), Some(b));
        pick(&mut s, b, "veto", &mut rng, &mut Log::new()).unwrap();
        assert!(s.extra.pending.is_empty());
        assert_ne!(s.world("mars").unwrap().value, 10, "vetoed");
        ask(&mut s);
        pick(&mut s, a, "allow", &mut rng, &mut Log::new()).unwrap();
        assert_ne!(s.world("mars").unwrap().value, 10, "not before everyone");
        pick(&mut s, b, "allow", &mut rng, &mut Log::new()).unwrap();
        assert_eq!(s.world("mars").unwrap().value, 10, "Ancient Ruins applies");
    }

    /// R 5.0: Publicity Campaign lets the worst-initiative player choose the world (+2);
    /// Migration lets the fewest-settlement player choose the base; Space Budget Boost pays
    /// the fewest-missions player.
    #[test]
    fn sh_5_0_event_choices_are_asked() {
        let mut s = campaign(2);
        let (a, b) = (s.order[0], s.order[1]);
        let mut rng = GameRng::for_step(1, 1);
        let mut log = Log::new();
        events::apply_event(&mut s, "publicity-campaign", &mut rng, &mut log);
        assert_eq!(s.active(), Some(b), "the worst initiative chooses");
        let before = s.world("europa").unwrap().value;
        pick(&mut s, b, "europa", &mut rng, &mut log).unwrap();
        assert_eq!(s.world("europa").unwrap().value, before + 2);
        let b1 = base(&mut s, b, "moon", 0);
        let _b2 = base(&mut s, b, "mars", 0);
        base(&mut s, a, "mercury", 3);
        events::apply_event(&mut s, "migration", &mut rng, &mut log);
        assert_eq!(
            s.extra.pending,
            vec![Pending::Migration {
                faction: b,
                amount: 2
            }]
        );
        pick(&mut s, b, &format!("b{b1}"), &mut rng, &mut log).unwrap();
        assert_eq!(s.base(b1).unwrap().settlements, 2);
        s.factions[a].completed = vec!["x".into()];
        let cash = (s.factions[a].cash, s.factions[b].cash);
        let mut log = Log::new();
        events::apply_event(&mut s, "space-budget-boost", &mut rng, &mut log);
        assert_eq!(
            (s.factions[a].cash, s.factions[b].cash),
            (cash.0, cash.1 + 5)
        );
        // The gain is logged, for the one who gets it (lookC15: $5B came unexplained).
        use crate::core::msg::Translate;
        let en = crate::i18n::Tr::default();
        let lines: Vec<String> = log.iter().map(|l| en.tr(&l.msg)).collect();
        let gains: Vec<&String> = lines.iter().filter(|l| l.contains("gains $5B")).collect();
        assert_eq!(gains.len(), 1, "{lines:?}");
    }

    /// R 5.0 Shipyard Strike: each player picks the 2 stored resources lost at each of their
    /// bases (a base with 2 or fewer loses all).
    #[test]
    fn sh_5_0_shipyard_strike_owner_picks() {
        let mut s = campaign(2);
        let (a, b) = (s.order[0], s.order[1]);
        let rich = base(&mut s, a, "moon", 0);
        s.base_mut(rich).unwrap().stock = [3, 1, 2];
        let poor = base(&mut s, b, "mars", 0);
        s.base_mut(poor).unwrap().stock = [1, 1, 0];
        let mut rng = GameRng::for_step(1, 1);
        let mut log = Log::new();
        let ev = content()
            .events
            .iter()
            .find(|e| e.id == "shipyard-strike")
            .unwrap();
        let e = ev
            .effects
            .iter()
            .find(|e| e.get("kind").and_then(|k| k.as_str()) == Some("destroy-stockpile"))
            .unwrap();
        events::apply_effect_for_test(&mut s, e, &mut rng, &mut log);
        assert_eq!(
            s.base(poor).unwrap().stock,
            [0, 0, 0],
            "two or fewer: all lost"
        );
        assert_eq!(s.active(), Some(a));
        pick(&mut s, a, "fuel", &mut rng, &mut log).unwrap();
        assert_eq!(
            pending_options(&s),
            vec![Action::Pick("ore".into()), Action::Pick("sup".into())],
            "no fuel left to pick"
        );
        pick(&mut s, a, "sup", &mut rng, &mut log).unwrap();
        assert_eq!(s.base(rich).unwrap().stock, [3, 0, 1], "the owner's picks");
        assert!(s.extra.pending.is_empty());
    }

    fn seat_of(s: &State) -> crate::core::Seat {
        s.factions[s.active().unwrap()].seat.unwrap()
    }

    /// R 3.1.7: technology rounds run in reverse initiative; a pass is final and the others
    /// keep buying in turn until everyone has passed.
    #[test]
    fn sh_3_1_7_tech_purchase_rounds() {
        let mut s = campaign(2);
        let (first, second) = (s.order[0], s.order[1]);
        for f in [first, second] {
            s.factions[f].banks = [200, 200, 200];
            s.factions[f].politics = 0;
        }
        s.step = Step::Research;
        s.turn = 0;
        let mut rng = GameRng::for_step(1, 1);
        assert_eq!(s.active(), Some(second), "worst initiative first");
        let buy = |s: &State| match super::super::econ::research_options(s, s.active().unwrap())
            .into_iter()
            .next()
        {
            Some(a) => a,
            None => panic!("something to research"),
        };
        let a = buy(&s);
        let seat = seat_of(&s);
        super::super::apply(&mut s, seat, &a, &mut rng).unwrap();
        assert_eq!(s.active(), Some(first));
        let seat = seat_of(&s);
        super::super::apply(&mut s, seat, &Action::Pass(None), &mut rng).unwrap();
        assert_eq!(s.active(), Some(second), "the passer is out of the rounds");
        let a = buy(&s);
        let seat = seat_of(&s);
        super::super::apply(&mut s, seat, &a, &mut rng).unwrap();
        assert_eq!(
            s.active(),
            Some(second),
            "alone in the rounds, still buying"
        );
        assert_eq!(s.step, Step::Research);
        let seat = seat_of(&s);
        super::super::apply(&mut s, seat, &Action::Pass(None), &mut rng).unwrap();
        assert_ne!(s.step, Step::Research, "everyone passed: the step ends");
    }

    /// R 3.6.3, 4.0: from 2145 the year ends with a d100 against (year − 2144)%; none before;
    /// the last year always ends the game.
    #[test]
    fn sh_3_6_3_game_end_roll() {
        let end_of = |year: i32, seed: u64| {
            let mut s = campaign(2);
            s.year = year;
            s.step = Step::Trade;
            s.turn = 0;
            let mut rng = GameRng::for_step(seed, 1);
            let mut log = Vec::new();
            for _ in 0..4 {
                if s.year != year || s.over.is_some() {
                    break;
                }
                let seat = seat_of(&s);
                let applied = super::super::apply(&mut s, seat, &Action::Done, &mut rng).unwrap();
                log.extend(applied.log.into_iter().map(|e| format!("{e:?}")));
            }
            (s, log)
        };
        let (s, log) = end_of(2144, 1);
        assert!(!log.iter().any(|l| l.contains("sh-log-end-roll")));
        assert!(s.over.is_none() && s.year == 2145);
        let mut ended = 0;
        for seed in 0..40 {
            let (s, log) = end_of(2150, seed);
            let roll = log.iter().find(|l| l.contains("sh-log-end-roll")).unwrap();
            assert!(roll.contains("6"), "chance 6%: {roll}");
            ended += i32::from(s.over.is_some());
        }
        assert!(ended < 40, "not every time");
        let (s, _) = end_of(2169, 3);
        assert_eq!(
            s.over.as_ref().map(|o| o.reason.as_str()),
            Some("sh-end-last-year")
        );
    }
}
