//! The status phase (§64) and scoring (§16), and victory (§34).
//!
//! 1. Score objectives, one player at a time in initiative order: at most 1 public and 1 secret
//!    (§16.6), conditions checked now from the state for every status-phase objective; "spend"
//!    objectives are paid when scored (Form a Spy Network by discarding 5 action cards). A
//!    player who does not control every planet of their home system cannot score public
//!    objectives (§16.16). Action-phase objectives are in `objectives`.
//! 2. The speaker reveals the next public objective (stage I first); none left ends the game.
//! 3. Each player draws 1 action card (§38), privately.
//! 4. All command tokens come off the board.
//! 5. Each player gains 2 command tokens and may redistribute (simultaneous).
//! 6. Ready cards. 7. Repair units. 8. Return strategy cards; then the agenda phase once the
//!    custodians token is gone (§3.1), otherwise the next round.

use super::{name, strategy, units};
use crate::core::rules::Applied;
use crate::core::{Choice, GameRng, LogEntry, Msg, Prompt, Seat};
use crate::games::WithArg;
pub use crate::games::ti4::content::objective_name;
use crate::games::ti4::content::{
    self, Anomaly, PlanetTrait, SystemKind, TechColor, UnitKind, Wormhole,
};
use crate::games::ti4::state::{Phase, State, StatusStep};

/// Command tokens gained in step 5 (§64.5).
pub const TOKENS_GAINED: u8 = 2;

/// What scoring an objective costs (§16: "spend" objectives).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cost {
    None,
    Resources(u32),
    Influence(u32),
    TradeGoods(u32),
    Tokens(u32),
}

pub fn cost(id: &str) -> Cost {
    match id {
        "erect_a_monument" => Cost::Resources(8),
        "found_a_golden_age" => Cost::Resources(16),
        "sway_the_council" => Cost::Influence(8),
        "manipulate_galactic_law" => Cost::Influence(16),
        "negotiate_trade_routes" => Cost::TradeGoods(5),
        "centralize_galactic_trade" => Cost::TradeGoods(10),
        "lead_from_the_front" => Cost::Tokens(3),
        "galvanize_the_people" => Cost::Tokens(6),
        _ => Cost::None,
    }
}

fn controlled(state: &State, seat: Seat) -> Vec<&'static content::Planet> {
    state
        .control
        .iter()
        .filter(|(_, s)| *s == seat)
        .filter_map(|(p, _)| content::planet(p).map(|(_, pl)| pl))
        .collect()
}

fn home_planet_ids(seat_home: u16) -> Vec<String> {
    content::system(seat_home)
        .map(|s| s.planets.iter().map(|p| p.id.clone()).collect())
        .unwrap_or_default()
}

fn non_home_planets(state: &State, seat: Seat) -> usize {
    controlled(state, seat)
        .iter()
        .filter(|p| content::planet(&p.id).is_some_and(|(sys, _)| sys.kind != SystemKind::Home))
        .count()
}

fn techs_of_color(state: &State, seat: Seat, c: TechColor) -> usize {
    state.players[seat]
        .techs
        .iter()
        .filter_map(|t| content::tech(t))
        .filter(|t| t.color == Some(c))
        .count()
}

fn unit_upgrades(state: &State, seat: Seat) -> usize {
    state.players[seat]
        .techs
        .iter()
        .filter_map(|t| content::tech(t))
        .filter(|t| t.unit_upgrade.is_some())
        .count()
}

fn with_trait(state: &State, seat: Seat, t: PlanetTrait) -> usize {
    controlled(state, seat)
        .iter()
        .filter(|p| p.planet_trait == Some(t))
        .count()
}

/// Positions of systems where `seat` has at least one ship.
fn ship_systems(state: &State, seat: Seat) -> Vec<u32> {
    state
        .systems
        .iter()
        .filter(|s| units::has_ships(s, seat))
        .map(|s| s.position)
        .collect()
}

fn count_units(state: &State, seat: Seat, kind: UnitKind) -> u32 {
    units::on_board(state, seat, kind)
}

/// Action cards discarded to score Form a Spy Network.
pub const SPY_NETWORK_CARDS: usize = 5;

/// Whether `seat` meets the condition of a status-phase objective now. `None`: an action-phase
/// objective, about an event (`objectives` tracks those).
pub fn condition(state: &State, seat: Seat, id: &str) -> Option<bool> {
    let ships = || ship_systems(state, seat);
    let tile_has = |pos: u32, f: &dyn Fn(&content::System) -> bool| {
        state
            .system_at(pos)
            .and_then(|s| content::system(s.tile))
            .is_some_and(f)
    };
    let others_home: Vec<u32> = state
        .players
        .iter()
        .enumerate()
        .filter(|(s, _)| *s != seat)
        .map(|(_, p)| p.home_position)
        .collect();
    let ok = match id {
        "corner_the_market" => [
            PlanetTrait::Cultural,
            PlanetTrait::Hazardous,
            PlanetTrait::Industrial,
        ]
        .iter()
        .any(|t| with_trait(state, seat, *t) >= 4),
        "unify_the_colonies" => [
            PlanetTrait::Cultural,
            PlanetTrait::Hazardous,
            PlanetTrait::Industrial,
        ]
        .iter()
        .any(|t| with_trait(state, seat, *t) >= 6),
        "develop_weaponry" => unit_upgrades(state, seat) >= 2,
        "revolutionize_warfare" => unit_upgrades(state, seat) >= 3,
        "diversify_research" => {
            TechColor::ALL
                .iter()
                .filter(|c| techs_of_color(state, seat, **c) >= 2)
                .count()
                >= 2
        }
        "master_the_sciences" => TechColor::ALL
            .iter()
            .all(|c| techs_of_color(state, seat, *c) >= 2),
        "master_the_laws_of_physics" => TechColor::ALL
            .iter()
            .any(|c| techs_of_color(state, seat, *c) >= 4),
        "expand_borders" => non_home_planets(state, seat) >= 6,
        "subdue_the_galaxy" => non_home_planets(state, seat) >= 11,
        "found_research_outposts" => {
            controlled(state, seat)
                .iter()
                .filter(|p| p.specialty.is_some())
                .count()
                >= 3
        }
        "form_galactic_brain_trust" => {
            controlled(state, seat)
                .iter()
                .filter(|p| p.specialty.is_some())
                .count()
                >= 5
        }
        "intimidate_council" => {
            ships()
                .iter()
                .filter(|p| Hex::from_position(**p).ring() == 1)
                .count()
                >= 2
        }
        "conquer_the_weak" => state
            .players
            .iter()
            .enumerate()
            .filter(|(s, _)| *s != seat)
            .any(|(_, p)| {
                state
                    .system_at(p.home_position)
                    .and_then(|s| content::system(s.tile))
                    .is_some_and(|sys| {
                        sys.planets
                            .iter()
                            .any(|pl| state.controller(&pl.id) == Some(seat))
                    })
            }),
        "erect_a_monument"
        | "found_a_golden_age"
        | "sway_the_council"
        | "manipulate_galactic_law"
        | "negotiate_trade_routes"
        | "centralize_galactic_trade"
        | "lead_from_the_front"
        | "galvanize_the_people" => can_pay(state, seat, cost(id)),
        "adapt_new_strategies" => {
            state.players[seat]
                .techs
                .iter()
                .filter_map(|t| content::tech(t))
                .filter(|t| t.faction.is_some())
                .count()
                >= 2
        }
        "become_the_gatekeeper" => {
            let has = |w: Wormhole| {
                ships()
                    .iter()
                    .any(|p| tile_has(*p, &|s| s.wormholes.contains(&w)))
            };
            has(Wormhole::Alpha) && has(Wormhole::Beta)
        }
        "control_the_region" => ships().len() >= 6,
        "cut_supply_lines" => ships().iter().any(|p| {
            state.system_at(*p).is_some_and(|s| {
                s.units
                    .iter()
                    .any(|u| u.owner != seat && u.kind == UnitKind::SpaceDock)
            })
        }),
        "establish_a_perimeter" => count_units(state, seat, UnitKind::Pds) >= 4,
        "fuel_the_war_machine" => count_units(state, seat, UnitKind::SpaceDock) >= 3,
        "gather_a_mighty_fleet" => count_units(state, seat, UnitKind::Dreadnought) >= 5,
        "forge_an_alliance" => with_trait(state, seat, PlanetTrait::Cultural) >= 4,
        "mine_rare_metals" => with_trait(state, seat, PlanetTrait::Hazardous) >= 4,
        "monopolize_production" => with_trait(state, seat, PlanetTrait::Industrial) >= 4,
        "learn_the_secrets_of_the_cosmos" => {
            ships()
                .iter()
                .filter(|p| {
                    units::adjacent_positions(state, **p)
                        .iter()
                        .any(|q| tile_has(*q, &|s| s.anomaly.is_some()))
                })
                .count()
                >= 3
        }
        "occupy_the_seat_of_the_empire" => {
            state.controller("mecatol_rex") == Some(seat)
                && state.system_at(0).is_some_and(|s| {
                    s.units
                        .iter()
                        .filter(|u| u.owner == seat && u.planet.is_none() && u.kind.is_ship())
                        .map(|u| u.count as u32)
                        .sum::<u32>()
                        >= 3
                })
        }
        // Paid by discarding 5 action cards when scored.
        "form_a_spy_network" => state.players[seat].action_cards.len() >= SPY_NETWORK_CARDS,
        "threaten_enemies" => ships().iter().any(|p| {
            units::adjacent_positions(state, *p)
                .iter()
                .any(|q| others_home.contains(q))
        }),
        _ => return None,
    };
    let _ = Anomaly::Nebula;
    Some(ok)
}

use crate::core::hex::Hex;

pub fn can_pay(state: &State, seat: Seat, c: Cost) -> bool {
    let p = &state.players[seat];
    let ready = || p.planets.iter().filter(|c| !c.exhausted).map(|c| &c.planet);
    // Spent for resources or influence, a trade good may be worth more (Mirror Computing).
    let worth = crate::games::ti4::effects::trade_good_worth(state, seat);
    let tg = p.trade_goods as u32;
    use super::agenda_effects::{influence, resources};
    match c {
        Cost::None => true,
        Cost::Resources(n) => ready().map(|id| resources(state, id)).sum::<u32>() + tg * worth >= n,
        Cost::Influence(n) => ready().map(|id| influence(state, id)).sum::<u32>() + tg * worth >= n,
        Cost::TradeGoods(n) => tg >= n,
        Cost::Tokens(n) => (p.tokens.tactic + p.tokens.strategy) as u32 >= n,
    }
}

/// A payment the player chose (§47, §54, §39): planets to exhaust and trade goods to spend.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Payment {
    pub planets: Vec<String>,
    pub tg: u8,
}

impl Payment {
    /// The notation's payment part: `pay <planets> tg <n>` (empty for nothing).
    pub fn notation(&self) -> String {
        let mut w = Vec::new();
        if !self.planets.is_empty() {
            w.push("pay".to_string());
            w.extend(self.planets.iter().cloned());
        }
        if self.tg > 0 {
            w.push(format!("tg {}", self.tg));
        }
        w.join(" ")
    }

    /// What was paid, for the log.
    pub fn msg(&self) -> Msg {
        Msg::new("ti4-paid-with")
            .text(
                "planets",
                self.planets
                    .iter()
                    .map(|p| content::planet(p).map_or(p.clone(), |(_, pl)| pl.name.clone()))
                    .collect::<Vec<_>>()
                    .join(", "),
            )
            .num("tg", self.tg as i64)
    }
}

/// The value a planet gives towards a resource or influence cost.
fn planet_value(state: &State, c: Cost, id: &str) -> u32 {
    use super::agenda_effects::{influence, resources};
    match c {
        Cost::Resources(_) => resources(state, id),
        Cost::Influence(_) => influence(state, id),
        _ => 0,
    }
}

/// The amount a cost asks of planets and trade goods (0 for other costs).
fn amount(c: Cost) -> u32 {
    match c {
        Cost::Resources(n) | Cost::Influence(n) | Cost::TradeGoods(n) => n,
        _ => 0,
    }
}

/// The cheapest exact payment of a resource or influence cost from `seat`'s ready planets and
/// trade goods: the least value wasted, then the fewest trade goods, then the fewest planets.
/// `None` when it can't be paid.
pub fn default_payment(state: &State, seat: Seat, c: Cost) -> Option<Payment> {
    default_payment_without(state, seat, c, &[])
}

/// [`default_payment`] leaving out some planets (those about to be exhausted as skips).
pub fn default_payment_without(
    state: &State,
    seat: Seat,
    c: Cost,
    exclude: &[String],
) -> Option<Payment> {
    let p = state.players.get(seat)?;
    let n = amount(c);
    if let Cost::TradeGoods(_) = c {
        return (p.trade_goods as u32 >= n).then(|| Payment {
            planets: Vec::new(),
            tg: n as u8,
        });
    }
    if !matches!(c, Cost::Resources(_) | Cost::Influence(_)) {
        return Some(Payment::default());
    }
    let ready: Vec<(String, u32)> = p
        .planets
        .iter()
        .filter(|pc| !pc.exhausted && !exclude.contains(&pc.planet))
        .map(|pc| (pc.planet.clone(), planet_value(state, c, &pc.planet)))
        .filter(|(_, v)| *v > 0)
        .collect();
    // best[sum] = the fewest planets reaching exactly `sum` (sums above the cost are capped at
    // the largest useful overshoot).
    let cap = n + ready.iter().map(|(_, v)| *v).max().unwrap_or(0);
    let mut best: Vec<Option<Vec<usize>>> = vec![None; cap as usize + 1];
    best[0] = Some(Vec::new());
    for (i, (_, v)) in ready.iter().enumerate() {
        for sum in (0..=cap).rev() {
            let Some(set) = best[sum as usize].clone() else {
                continue;
            };
            let to = (sum + v).min(cap) as usize;
            if best[to].as_ref().is_none_or(|b| b.len() > set.len() + 1) {
                let mut set = set;
                set.push(i);
                best[to] = Some(set);
            }
        }
    }
    let worth = crate::games::ti4::effects::trade_good_worth(state, seat);
    let mut pick: Option<((u32, u32, usize), Payment)> = None;
    for (sum, set) in best.iter().enumerate() {
        let Some(set) = set else { continue };
        let sum = sum as u32;
        let tg = tg_for(n.saturating_sub(sum), worth);
        if tg > p.trade_goods as u32 {
            continue;
        }
        let value = sum + tg * worth;
        let key = (value - n.min(value), tg, set.len());
        if pick.as_ref().is_none_or(|(k, _)| key < *k) {
            pick = Some((
                key,
                Payment {
                    planets: set.iter().map(|i| ready[*i].0.clone()).collect(),
                    tg: tg as u8,
                },
            ));
        }
    }
    pick.map(|(_, pay)| pay)
}

/// Trade goods needed to cover `short` resources or influence when each is worth `worth`.
fn tg_for(short: u32, worth: u32) -> u32 {
    short.div_ceil(worth.max(1))
}

/// Checks a chosen payment against a cost: planets `seat` controls and has ready, trade goods
/// they have, enough in all (overpaying is allowed, §47).
pub fn check_payment(state: &State, seat: Seat, c: Cost, pay: &Payment) -> Result<(), Msg> {
    let p = &state.players[seat];
    if pay.tg > p.trade_goods {
        return Err(Msg::new("ti4-not-enough-tg").num("have", p.trade_goods as i64));
    }
    let mut total = pay.tg as u32 * crate::games::ti4::effects::trade_good_worth(state, seat);
    for (i, id) in pay.planets.iter().enumerate() {
        if pay.planets[..i].contains(id) {
            return Err(Msg::new("ti4-pay-exhausted").text("planet", id.as_str()));
        }
        match p.planets.iter().find(|pc| &pc.planet == id) {
            None => return Err(Msg::new("ti4-pay-not-yours").text("planet", id.as_str())),
            Some(pc) if pc.exhausted => {
                return Err(Msg::new("ti4-pay-exhausted").text("planet", id.as_str()));
            }
            Some(_) => total += planet_value(state, c, id),
        }
    }
    let n = amount(c);
    if total < n {
        return Err(Msg::new("ti4-pay-short")
            .num("cost", n as i64)
            .num("paid", total as i64));
    }
    Ok(())
}

/// Exhausts the planets and spends the trade goods of a checked payment.
pub fn apply_payment(state: &mut State, seat: Seat, pay: &Payment) {
    let p = &mut state.players[seat];
    for pc in p
        .planets
        .iter_mut()
        .filter(|pc| pay.planets.contains(&pc.planet))
    {
        pc.exhausted = true;
    }
    p.trade_goods = p.trade_goods.saturating_sub(pay.tg);
}

/// Pays a scoring cost automatically: planets with the most of the needed value first, then
/// trade goods; tokens from the strategy pool first, then tactic.
pub fn pay(state: &mut State, seat: Seat, c: Cost) -> Msg {
    // The cheapest exact payment (the player may name another with `pay … tg …`).
    if matches!(c, Cost::Resources(_) | Cost::Influence(_))
        && let Some(p) = default_payment(state, seat, c)
    {
        apply_payment(state, seat, &p);
        return p.msg();
    }
    // Planet values as they are now: the laws attached (Core Mining, Senate Sanctuary,
    // Terraforming) and values swapped by an ability (Hegemonic Trade Policy).
    let values: std::collections::HashMap<String, u32> = state.players[seat]
        .planets
        .iter()
        .map(|pc| (pc.planet.clone(), planet_value(state, c, &pc.planet)))
        .collect();
    let worth = crate::games::ti4::effects::trade_good_worth(state, seat);
    let p = &mut state.players[seat];
    match c {
        Cost::None => Msg::new("none"),
        Cost::Resources(n) | Cost::Influence(n) => {
            let value = |id: &str| values.get(id).copied().unwrap_or(0);
            let mut ready: Vec<usize> = (0..p.planets.len())
                .filter(|i| !p.planets[*i].exhausted)
                .collect();
            ready.sort_by_key(|i| std::cmp::Reverse(value(&p.planets[*i].planet)));
            let mut paid = 0;
            let mut used = Vec::new();
            for i in ready {
                if paid >= n {
                    break;
                }
                let v = value(&p.planets[i].planet);
                if v == 0 {
                    continue;
                }
                p.planets[i].exhausted = true;
                paid += v;
                used.push(p.planets[i].planet.clone());
            }
            let tg = tg_for(n.saturating_sub(paid), worth).min(p.trade_goods as u32);
            p.trade_goods -= tg as u8;
            Msg::new("ti4-paid-with")
                .text("planets", used.join(", "))
                .num("tg", tg as i64)
        }
        Cost::TradeGoods(n) => {
            p.trade_goods -= n as u8;
            Msg::new("ti4-paid-with")
                .text("planets", "")
                .num("tg", n as i64)
        }
        Cost::Tokens(n) => {
            let from_strategy = (n as u8).min(p.tokens.strategy);
            p.tokens.strategy -= from_strategy;
            p.tokens.tactic -= n as u8 - from_strategy;
            p.tokens.reinforcements += n as u8;
            Msg::new("ti4-paid-tokens")
                .num("strategy", from_strategy as i64)
                .num("tactic", (n as u8 - from_strategy) as i64)
        }
    }
}

/// §16.16: public objectives need every planet of one's home system (not for a faction the
/// effects registry exempts: Saar's Nomadic).
pub fn holds_home(state: &State, seat: Seat) -> bool {
    if crate::games::ti4::effects::permits(
        &state.players[seat].faction,
        state.rules,
        crate::games::ti4::effects::Permission::ScoreWithoutHome,
    ) {
        return true;
    }
    let home = state
        .system_at(state.players[seat].home_position)
        .map(|s| s.tile)
        .unwrap_or(0);
    home_planet_ids(home)
        .iter()
        .all(|p| state.controller(p) == Some(seat))
}

/// Objectives `seat` may score now in the status phase.
pub fn scorable(state: &State, seat: Seat, public: bool) -> Vec<String> {
    let p = &state.players[seat];
    let candidates: Vec<String> = if public {
        if !holds_home(state, seat) {
            return Vec::new();
        }
        state
            .objectives
            .revealed
            .iter()
            .filter(|id| {
                !state
                    .scored_public
                    .iter()
                    .any(|(o, s)| o == *id && *s == seat)
            })
            .cloned()
            .collect()
    } else {
        p.secrets.clone()
    };
    candidates
        .into_iter()
        .filter(|id| {
            content::objective(id).is_some_and(|o| o.scored_in == content::ScoringPhase::Status)
                && condition(state, seat, id) == Some(true)
        })
        .collect()
}

/// Scores an objective for `seat`: pays a "spend" objective's cost, adds its points, and records
/// it (a secret is revealed when scored, §16.18). Returns the public log line.
pub fn award(state: &mut State, seat: Seat, o: &content::Objective) -> LogEntry {
    let paid = pay(state, seat, cost(&o.id));
    award_paid(state, seat, o, paid)
}

/// Scores an objective whose cost was paid (`paid`: what the log says was paid).
fn award_paid(state: &mut State, seat: Seat, o: &content::Objective, paid: Msg) -> LogEntry {
    state.players[seat].victory_points += o.points;
    if o.stage.is_none() && !state.objectives.revealed.contains(&o.id) {
        state.players[seat].secrets.retain(|s| s != &o.id);
        state.players[seat].scored_secrets.push(o.id.clone());
    } else {
        state.scored_public.push((o.id.clone(), seat));
    }
    LogEntry::public(
        Msg::new("ti4-log-score")
            .text("player", name(state, seat))
            .name("objective", o.catalog_id())
            .num("points", o.points as i64)
            .num("vp", state.players[seat].victory_points as i64)
            .msg("paid", paid),
    )
}

/// Tokens gained in step 5: 2, or 3 with Hyper Metabolism (errata), plus what the effects
/// registry adds (Sol's Versatile: +1).
pub fn tokens_gained(state: &State, seat: Seat) -> u8 {
    let base = if units::has_tech(state, seat, "hyper_metabolism") {
        TOKENS_GAINED + 1
    } else {
        TOKENS_GAINED
    };
    let bonus = state.players.get(seat).map_or(0, |p| {
        crate::games::ti4::effects::status_token_bonus(&p.faction, state.rules)
    });
    base + bonus
}

/// Starts the status phase when every player has passed.
pub fn begin(state: &mut State) -> Vec<LogEntry> {
    super::objectives::phase_over(state);
    state.phase = Phase::Status(StatusStep::Scoring {
        next: 0,
        public_done: false,
        secret_done: false,
        early: Vec::new(),
    });
    let mut log = vec![LogEntry::public(
        Msg::new("ti4-log-status-begins").num("round", state.round as i64),
    )];
    // Abilities acting as the status phase starts (the effects registry: Mitosis).
    log.extend(crate::games::ti4::effects::status_start(state));
    log
}

fn scorer(state: &State) -> Option<(Seat, bool, bool)> {
    match &state.phase {
        Phase::Status(StatusStep::Scoring {
            next,
            public_done,
            secret_done,
            ..
        }) => state
            .initiative_order
            .get(*next)
            .map(|s| (*s, *public_done, *secret_done)),
        _ => None,
    }
}

pub fn prompts(state: &State) -> Vec<Prompt> {
    match &state.phase {
        Phase::Status(StatusStep::Scoring { .. }) => scoring_seats(state)
            .into_iter()
            .flat_map(|(seat, public_done, secret_done)| {
                scoring_prompts(state, seat, public_done, secret_done)
            })
            .collect(),
        Phase::Status(StatusStep::Tokens { pending }) => pending
            .iter()
            .map(|seat| {
                let p = &state.players[*seat].tokens;
                // §74.3: only as many tokens as reinforcements hold.
                let gain = tokens_gained(state, *seat).min(p.reinforcements) as i64;
                let mut splits = Vec::new();
                for t in 0..=gain {
                    for f in 0..=gain - t {
                        splits.push((t, f, gain - t - f));
                    }
                }
                splits.retain(|(_, f, _)| {
                    p.fleet as i64 + f <= super::agenda_effects::fleet_limit(state) as i64
                });
                splits.sort_by_key(|(t, f, s)| std::cmp::Reverse((*t, *f, *s)));
                Prompt {
                    seat: *seat,
                    id: "tokens".into(),
                    ask: Msg::new("ti4-ask-tokens"),
                    choices: splits
                        .into_iter()
                        .map(|(t, f, s)| Choice {
                            label: Msg::new("ti4-choice-tokens")
                                .num("tactic", t)
                                .num("fleet", f)
                                .num("strategy", s),
                            notation: format!(
                                "tokens {} {} {}",
                                p.tactic as i64 + t,
                                p.fleet as i64 + f,
                                p.strategy as i64 + s
                            ),
                        })
                        .collect(),
                    private: false,
                }
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// The early answers of the scoring step (empty outside it).
fn early_answers(state: &State) -> &[crate::games::ti4::state::EarlyScore] {
    match &state.phase {
        Phase::Status(StatusStep::Scoring { early, .. }) => early,
        _ => &[],
    }
}

/// The objectives `seat` chose before its turn to score (`done` included).
fn early_of(state: &State, seat: Seat) -> Vec<String> {
    early_answers(state)
        .iter()
        .filter(|a| a.seat == seat)
        .map(|a| a.objective.clone())
        .collect()
}

/// Whether objective `id` scores as a secret now (a secret made public by Classified Document
/// Leaks scores as public).
fn scores_as_secret(state: &State, o: &content::Objective) -> bool {
    o.stage.is_none() && !state.objectives.revealed.contains(&o.id)
}

/// Who is still choosing what to score, with what they have scored or chosen (public, secret):
/// the player whose turn it is, and every later player in initiative order who has not finished
/// choosing (§64.1: answers are collected at once and applied in order).
fn scoring_seats(state: &State) -> Vec<(Seat, bool, bool)> {
    let Some((current, public_done, secret_done)) = scorer(state) else {
        return Vec::new();
    };
    let next = match &state.phase {
        Phase::Status(StatusStep::Scoring { next, .. }) => *next,
        _ => 0,
    };
    let mut out = vec![(current, public_done, secret_done)];
    for &seat in state.initiative_order.iter().skip(next + 1) {
        let early = early_of(state, seat);
        if early.iter().any(|id| id == "done") || state.players[seat].eliminated {
            continue;
        }
        let (mut public, mut secret) = (false, false);
        for o in early.iter().filter_map(|id| content::objective(id)) {
            if scores_as_secret(state, o) {
                secret = true;
            } else {
                public = true;
            }
        }
        out.push((seat, public, secret));
    }
    out
}

/// §64.1 collected early: `seat` chooses before its turn. The choice is checked now (and again
/// when it applies), kept hidden, and applied when the player's turn to score comes.
fn score_early(
    state: &mut State,
    seat: Seat,
    id: &str,
    discard: &[String],
    payment: Option<&Payment>,
) -> Result<Applied, Msg> {
    let Some(&(_, public_done, secret_done)) = scoring_seats(state).iter().find(|c| c.0 == seat)
    else {
        return Err(Msg::new("ti4-score-finished"));
    };
    let log = if id == "done" {
        LogEntry::private(seat, Msg::new("ti4-log-score-early-done"))
    } else {
        let Some(o) = content::objective(id) else {
            return Err(Msg::new("ti4-unknown-objective").text("objective", id));
        };
        if o.scored_in == content::ScoringPhase::Action {
            return Err(Msg::new("ti4-scored-in-action").name("objective", o.catalog_id()));
        }
        let secret = scores_as_secret(state, o);
        if (secret && secret_done) || (!secret && public_done) {
            return Err(Msg::new("ti4-one-per-kind"));
        }
        if !scorable(state, seat, !secret).contains(&o.id) {
            let reason = if !secret && !holds_home(state, seat) {
                "ti4-needs-home"
            } else {
                "ti4-condition-not-met"
            };
            return Err(Msg::new(reason).name("objective", o.catalog_id()));
        }
        if o.id == "form_a_spy_network" {
            spy_network_cards(state, seat, discard)?;
        } else if !discard.is_empty() {
            return Err(Msg::new("ti4-score-no-discard").name("objective", o.catalog_id()));
        }
        match (cost(&o.id), payment) {
            (c @ (Cost::Resources(_) | Cost::Influence(_)), Some(p)) => {
                check_payment(state, seat, c, p)?
            }
            (_, Some(_)) => {
                return Err(Msg::new("ti4-score-no-payment").name("objective", o.catalog_id()));
            }
            (_, None) => {}
        }
        LogEntry::private(
            seat,
            Msg::new("ti4-log-score-early").name("objective", o.catalog_id()),
        )
    };
    if let Phase::Status(StatusStep::Scoring { early, .. }) = &mut state.phase {
        early.push(crate::games::ti4::state::EarlyScore {
            seat,
            objective: id.to_string(),
            discard: discard.to_vec(),
            pay: payment.cloned(),
        });
    }
    Ok(Applied {
        log: vec![log],
        barrier: true,
    })
}

/// The player whose turn to score has come: their early answers apply now, in the order given
/// (checked again). One that no longer holds is dropped with the rest, and the player is told
/// privately and asked again.
fn apply_early(state: &mut State, rng: &mut GameRng) -> Vec<LogEntry> {
    let Some((seat, _, _)) = scorer(state) else {
        return Vec::new();
    };
    let mine: Vec<_> = match &mut state.phase {
        Phase::Status(StatusStep::Scoring { early, .. }) => {
            let (mine, rest) = std::mem::take(early)
                .into_iter()
                .partition(|a| a.seat == seat);
            *early = rest;
            mine
        }
        _ => Vec::new(),
    };
    let mut log = Vec::new();
    for a in mine {
        match score(state, seat, &a.objective, &a.discard, a.pay.as_ref(), rng) {
            Ok(applied) => log.extend(applied.log),
            Err(reason) => {
                if scorer(state).is_some_and(|c| c.0 == seat) {
                    log.push(LogEntry::private(
                        seat,
                        Msg::new("ti4-log-score-early-failed")
                            .with("objective", objective_name(&a.objective))
                            .msg("reason", reason),
                    ));
                }
                break;
            }
        }
        // "done" moved the turn on (and applied the next players' answers), or the game ended.
        if scorer(state).is_none_or(|c| c.0 != seat) {
            break;
        }
    }
    log
}

/// The scoring prompts of one player (§64.1): public objectives in the channel, secret ones by
/// direct message.
fn scoring_prompts(state: &State, seat: Seat, public_done: bool, secret_done: bool) -> Vec<Prompt> {
    let early = early_of(state, seat);
    let mut choices = Vec::new();
    if !public_done {
        for id in scorable(state, seat, true)
            .into_iter()
            .filter(|id| !early.contains(id))
        {
            choices.push(Choice {
                label: Msg::new("ti4-choice-score").with("objective", objective_name(&id)),
                notation: format!("score {id}"),
            });
        }
    }
    choices.push(Choice {
        label: Msg::new("ti4-choice-done-scoring"),
        notation: "score done".into(),
    });
    let mut out = vec![Prompt {
        seat,
        id: "score".into(),
        ask: Msg::new("ti4-ask-score"),
        choices,
        private: false,
    }];
    // Secret objectives are offered privately: which one a player holds is hidden. The
    // prompt comes whenever the player holds a secret (a public count), scorable or not,
    // so that its presence tells the table nothing.
    if !secret_done && !state.players[seat].secrets.is_empty() {
        let mut secret: Vec<Choice> = scorable(state, seat, false)
            .into_iter()
            .filter(|id| !early.contains(id))
            .map(|id| Choice {
                label: secret_label(state, seat, &id),
                notation: format!("score {id}"),
            })
            .collect();
        secret.push(Choice {
            label: Msg::new("ti4-choice-done-scoring"),
            notation: "score done".into(),
        });
        out.push(Prompt {
            seat,
            id: "scoresec".into(),
            ask: Msg::new("ti4-ask-score-secret"),
            choices: secret,
            private: true,
        });
    }
    out
}

/// The button for a scorable secret; Form a Spy Network names the cards it discards by default.
fn secret_label(state: &State, seat: Seat, id: &str) -> Msg {
    if id == "form_a_spy_network" {
        let cards = state.players[seat]
            .action_cards
            .iter()
            .take(SPY_NETWORK_CARDS)
            .map(|c| super::action_cards::card_name(c))
            .collect::<Vec<_>>();
        return Msg::new("ti4-choice-score-spy-network")
            .with("objective", objective_name(id))
            .list("cards", cards);
    }
    Msg::new("ti4-choice-score").with("objective", objective_name(id))
}

/// Form a Spy Network: the 5 action cards to discard — those named, or the 5 oldest in hand.
fn spy_network_cards(state: &State, seat: Seat, named: &[String]) -> Result<Vec<String>, Msg> {
    let hand = &state.players[seat].action_cards;
    if named.is_empty() {
        return Ok(hand.iter().take(SPY_NETWORK_CARDS).cloned().collect());
    }
    if named.len() != SPY_NETWORK_CARDS {
        return Err(Msg::new("ti4-spy-network-five").num("named", named.len() as i64));
    }
    let mut left = hand.clone();
    for c in named {
        let Some(i) = left.iter().position(|h| h == c) else {
            return Err(
                Msg::new("ti4-card-not-in-hand").with("card", super::action_cards::card_name(c))
            );
        };
        left.remove(i);
    }
    Ok(named.to_vec())
}

/// §64.1: score one objective (or `done`). `discard`: the cards for Form a Spy Network.
pub fn score(
    state: &mut State,
    seat: Seat,
    id: &str,
    discard: &[String],
    payment: Option<&Payment>,
    rng: &mut GameRng,
) -> Result<Applied, Msg> {
    let Some((current, public_done, secret_done)) = scorer(state) else {
        return Err(Msg::new("ti4-not-scoring-now"));
    };
    if current != seat {
        return score_early(state, seat, id, discard, payment);
    }
    let mut log = Vec::new();
    if id == "done" {
        log.push(LogEntry::public(
            Msg::new("ti4-log-done-scoring").text("player", name(state, seat)),
        ));
        log.extend(next_scorer(state, rng));
        return Ok(Applied {
            log,
            barrier: false,
        });
    }
    let Some(o) = content::objective(id) else {
        return Err(Msg::new("ti4-unknown-objective").text("objective", id));
    };
    // A secret made public by Classified Document Leaks (a law, §36) scores as public.
    let secret = o.stage.is_none() && !state.objectives.revealed.contains(&o.id);
    if (secret && secret_done) || (!secret && public_done) {
        return Err(Msg::new("ti4-one-per-kind"));
    }
    // §16.3: an action-phase objective is not scored in the status phase.
    if o.scored_in == content::ScoringPhase::Action {
        return Err(Msg::new("ti4-scored-in-action").name("objective", o.catalog_id()));
    }
    if !scorable(state, seat, !secret).contains(&o.id) {
        let reason = if !secret && !holds_home(state, seat) {
            "ti4-needs-home"
        } else {
            "ti4-condition-not-met"
        };
        return Err(Msg::new(reason).name("objective", o.catalog_id()));
    }
    if o.id == "form_a_spy_network" {
        // Paid by discarding 5 action cards, face up (§16.10).
        let cards = spy_network_cards(state, seat, discard)?;
        for c in &cards {
            let hand = &mut state.players[seat].action_cards;
            if let Some(i) = hand.iter().position(|h| h == c) {
                hand.remove(i);
            }
            state.action_discard.push(c.clone());
        }
        log.push(LogEntry::public(
            Msg::new("ti4-log-spy-network-discard")
                .text("player", name(state, seat))
                .list(
                    "cards",
                    cards
                        .iter()
                        .map(|c| super::action_cards::card_name(c))
                        .collect(),
                ),
        ));
    } else if !discard.is_empty() {
        return Err(Msg::new("ti4-score-no-discard").name("objective", o.catalog_id()));
    }
    // §16 "spend" objectives: the player's payment, checked, or the cheapest exact one.
    let scored = match (cost(&o.id), payment) {
        (c @ (Cost::Resources(_) | Cost::Influence(_)), Some(p)) => {
            check_payment(state, seat, c, p)?;
            apply_payment(state, seat, p);
            award_paid(state, seat, o, p.msg())
        }
        (_, Some(_)) => {
            return Err(Msg::new("ti4-score-no-payment").name("objective", o.catalog_id()));
        }
        (_, None) => award(state, seat, o),
    };
    if let Phase::Status(StatusStep::Scoring {
        public_done,
        secret_done,
        ..
    }) = &mut state.phase
    {
        if secret {
            *secret_done = true;
        } else {
            *public_done = true;
        }
    }
    log.push(scored);
    if let Some(win) = check_victory(state) {
        log.extend(win);
    }
    Ok(Applied { log, barrier: true })
}

fn next_scorer(state: &mut State, rng: &mut GameRng) -> Vec<LogEntry> {
    if let Phase::Status(StatusStep::Scoring {
        next,
        public_done,
        secret_done,
        ..
    }) = &mut state.phase
    {
        *next += 1;
        *public_done = false;
        *secret_done = false;
        if *next < state.initiative_order.len() {
            return apply_early(state, rng);
        }
    }
    after_scoring(state, rng)
}

/// Steps 2–4, then the token step.
fn after_scoring(state: &mut State, rng: &mut GameRng) -> Vec<LogEntry> {
    let mut log = Vec::new();
    // Step 2: reveal the next public objective; if there is none, the game ends (§16.15).
    let next = if !state.objectives.stage1_hidden.is_empty() {
        Some(state.objectives.stage1_hidden.remove(0))
    } else if !state.objectives.stage2_hidden.is_empty() {
        Some(state.objectives.stage2_hidden.remove(0))
    } else {
        None
    };
    match next {
        Some(id) => {
            log.push(LogEntry::public(
                Msg::new("ti4-log-reveal").with("objective", objective_name(&id)),
            ));
            state.objectives.revealed.push(id);
        }
        None => {
            // §34.8: the most victory points wins; ties by initiative order.
            let winner = state
                .initiative_order
                .iter()
                .copied()
                .max_by_key(|s| {
                    (
                        state.players[*s].victory_points,
                        std::cmp::Reverse(state.initiative_order.iter().position(|x| x == s)),
                    )
                })
                .unwrap_or(state.speaker);
            log.push(LogEntry::public(Msg::new("ti4-log-no-objectives")));
            log.extend(win(state, winner));
            return log;
        }
    }
    // Step 3: each player draws 1 action card, in initiative order.
    for seat in state.initiative_order.clone() {
        // Neural Motivator: 2 cards instead of 1.
        let n = if units::has_tech(state, seat, "neural_motivator") {
            2
        } else {
            1
        };
        log.extend(super::action_cards::draw(state, seat, n, rng));
    }
    // Step 4: all command tokens return to reinforcements.
    // With them goes the record of this round's activations and what happened there.
    state.activated.clear();
    state.happened.clear();
    for sys in &mut state.systems {
        for seat in std::mem::take(&mut sys.command_tokens) {
            state.players[seat].tokens.reinforcements += 1;
        }
    }
    log.push(LogEntry::public(Msg::new("ti4-log-tokens-removed")));
    state.phase = Phase::Status(StatusStep::Tokens {
        pending: (0..state.players.len())
            .filter(|s| !state.players[*s].eliminated)
            .collect(),
    });
    log
}

/// §64.5: gain 2 tokens (from reinforcements) and place all tokens as `tactic fleet strategy`.
pub fn tokens(
    state: &mut State,
    seat: Seat,
    t: u8,
    f: u8,
    s: u8,
    rng: &mut GameRng,
) -> Result<Applied, Msg> {
    let Phase::Status(StatusStep::Tokens { pending }) = &state.phase else {
        return Err(Msg::new("ti4-not-token-step"));
    };
    if !pending.contains(&seat) {
        return Err(Msg::new("ti4-tokens-done"));
    }
    let p = &state.players[seat].tokens;
    let gain = tokens_gained(state, seat).min(p.reinforcements);
    let total = p.tactic + p.fleet + p.strategy + gain;
    if t as u16 + f as u16 + s as u16 != total as u16 {
        return Err(Msg::new("ti4-tokens-total").num("total", total as i64));
    }
    // Fleet Regulations (a law, §36).
    if f > super::agenda_effects::fleet_limit(state) {
        return Err(Msg::new("ti4-agenda-fleet-limit").num("limit", 4));
    }
    units::check_fleet_pool(state, seat, f)?;
    let p = &mut state.players[seat].tokens;
    p.reinforcements -= gain;
    p.tactic = t;
    p.fleet = f;
    p.strategy = s;
    let mut log = vec![LogEntry::public(
        Msg::new("ti4-log-tokens")
            .text("player", name(state, seat))
            .num("tactic", t as i64)
            .num("fleet", f as i64)
            .num("strategy", s as i64),
    )];
    if let Phase::Status(StatusStep::Tokens { pending }) = &mut state.phase {
        pending.retain(|x| *x != seat);
        if pending.is_empty() {
            log.extend(end_status(state, rng));
        }
    }
    Ok(Applied {
        log,
        barrier: false,
    })
}

/// Steps 6–8 and the next round.
fn end_status(state: &mut State, rng: &mut GameRng) -> Vec<LogEntry> {
    super::agenda_effects::ready_laws(state);
    // Step 6: technology cards ready too (§29, §69).
    super::techs::ready_all(state);
    for p in &mut state.players {
        for c in &mut p.planets {
            c.exhausted = false;
        }
        p.passed = p.eliminated;
    }
    // Step 8: strategy cards go back, except those kept with Political Stability.
    let keep = state.keep_strategy.clone();
    for (seat, p) in state.players.iter_mut().enumerate() {
        if !keep.contains(&seat) {
            p.strategy_cards.clear();
        }
    }
    for sys in &mut state.systems {
        for u in &mut sys.units {
            u.damaged = 0;
        }
    }
    for slot in &mut state.strategy_cards {
        if !slot.holder.is_some_and(|h| keep.contains(&h)) {
            slot.holder = None;
        }
        slot.exhausted = false;
    }
    state.initiative_order.clear();
    // Abilities acting as the status phase ends (the effects registry: the Sol flagship).
    let mut log = crate::games::ti4::effects::status_end(state);
    log.push(LogEntry::public(Msg::new("ti4-log-status-ends")));
    // Gift of Prescience goes back to the Naalu player at the end of the status phase.
    log.extend(super::notes::end_of_status(state));
    // Minister of Policy (a law, §36): its owner draws 1 action card.
    if let Some(o) = super::agenda_effects::owner(state, "minister_of_policy") {
        log.extend(super::action_cards::draw(state, o, 1, rng));
    }
    // §3.1: the agenda phase once the custodians token has been removed.
    if !state.custodians {
        log.extend(super::agenda::begin(state, rng));
        return log;
    }
    state.round += 1;
    log.extend(strategy::begin(state));
    log
}

/// §34: the first player to reach the target wins at once.
pub fn check_victory(state: &mut State) -> Option<Vec<LogEntry>> {
    let order: Vec<Seat> = if state.initiative_order.is_empty() {
        state.clockwise_from(state.speaker)
    } else {
        state.initiative_order.clone()
    };
    let winner = order
        .into_iter()
        .find(|s| state.players[*s].victory_points >= state.vp_target)?;
    Some(win(state, winner))
}

fn win(state: &mut State, winner: Seat) -> Vec<LogEntry> {
    state.phase = Phase::Over { winner };
    vec![LogEntry::public(
        Msg::new("ti4-log-winner")
            .text("player", name(state, winner))
            .num("vp", state.players[winner].victory_points as i64)
            .num("round", state.round as i64),
    )]
}
