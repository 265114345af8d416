//! Production in the tactical action (§26, §47): the Production values of the active player's
//! units in the active system add up to how many units may be made (each fighter and infantry
//! counts); the cost is paid by exhausting planets for their resources and spending trade goods
//! (§54, §18); a blockaded system (§22) only makes ground forces; reinforcements are finite
//! (§46); fighters and ships go to space within capacity (§32), infantry onto the producing
//! unit's planet.

use serde::{Deserialize, Serialize};

use super::action_phase::{finish_tactical, require_turn};
use super::movement::describe;
use super::{name, units};
use crate::core::rules::Applied;
use crate::core::{LogEntry, Msg, Seat};
use crate::games::ti4::content::{Production, UnitKind};
use crate::games::ti4::state::{State, TacticalStep};

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Order {
    pub units: Vec<(UnitKind, u8)>,
    /// Planets exhausted to pay (their resources).
    pub planets: Vec<String>,
    pub trade_goods: u8,
}

/// The production limit of `seat` in the system at index `i`, and the planet where new ground
/// forces go (the first planet with a producing structure).
pub fn capacity(state: &State, seat: Seat, i: usize) -> (u32, Option<String>) {
    let mut total = 0;
    let mut landing = None;
    for u in state.systems[i].units.iter().filter(|u| u.owner == seat) {
        let Some(p) = units::def(state, seat, u.kind).and_then(|d| d.production) else {
            continue;
        };
        // Holy Planet of Ixth: no PRODUCTION there.
        if super::agenda_effects::no_production_on(state, u.planet.as_deref()) {
            continue;
        }
        let resources = u
            .planet
            .as_deref()
            .map(|id| super::agenda_effects::resources(state, id) as u8)
            .unwrap_or(0);
        let value = match p {
            Production::Fixed(n) => n as u32,
            Production::ResourcesPlus(_) => p.value(resources) as u32,
        };
        total += value * u.count as u32;
        if landing.is_none() && u.planet.is_some() {
            landing = u.planet.clone();
        }
    }
    // fxa: a supernova holding the player's units produces like one of their units (the
    // effects registry: Magmus Reactor).
    let supernova = crate::games::ti4::content::system(state.systems[i].tile)
        .is_some_and(|t| t.anomaly == Some(crate::games::ti4::content::Anomaly::Supernova));
    if supernova
        && state.systems[i]
            .units
            .iter()
            .any(|u| u.owner == seat && u.count > 0)
    {
        total += crate::games::ti4::effects::supernova_production(state, seat);
    }
    (total, landing)
}

pub fn produce(state: &mut State, seat: Seat, order: &Order) -> Result<Applied, Msg> {
    let t = require_turn(state, seat)?.ok_or_else(|| Msg::new("ti4-activate-first"))?;
    if t.step != TacticalStep::Production {
        return Err(Msg::new("ti4-wrong-step-produce"));
    }
    let system = t.system;
    let i = units::system_index(state, system).expect("active system");
    if order.units.is_empty() {
        let mut log = vec![LogEntry::public(
            Msg::new("ti4-log-no-production").text("player", name(state, seat)),
        )];
        log.extend(finish_tactical(state));
        return Ok(Applied { log, barrier: true });
    }
    let (limit, landing) = capacity(state, seat, i);
    let mut log = vec![build(state, seat, i, order, limit, landing.as_deref())?];
    log.extend(finish_tactical(state));
    ask_spinner(state, seat);
    Ok(Applied { log, barrier: true })
}

/// Whether `seat`'s units are using PRODUCTION now, so that an ability used "when your units
/// use PRODUCTION" may be used (the effects registry: Hegemonic Trade Policy): their tactical
/// action's production step, the Minister of Industry question, or their answer to the Warfare
/// secondary (the home space dock's PRODUCTION, §60).
pub fn producing(state: &State, seat: Seat) -> bool {
    use super::action_phase::active;
    use super::techs::Pause;
    match &state.tech.pause {
        Some(Pause::MinisterOfIndustry { seat: s, .. }) => return *s == seat,
        Some(_) => return false,
        None => {}
    }
    let tactical = matches!(active(state), Some((a, Some(t)))
        if a == seat && t.step == TacticalStep::Production);
    let warfare = state
        .strategic
        .as_ref()
        .is_some_and(|sa| sa.card == super::strategic::WARFARE && sa.secondary.is_some())
        && state
            .window
            .as_ref()
            .is_some_and(|w| w.kind == super::window::Kind::Secondary && w.pending.contains(&seat));
    tactical || warfare
}

/// Stymie (§67): while a player holds `seat`'s Stymie face up, `seat` may not produce in or next
/// to a non-home system holding that player's units.
fn stymied(state: &State, seat: Seat, i: usize) -> bool {
    let Some(holder) = super::notes::played_against(state, "stymie", seat) else {
        return false;
    };
    let here = state.systems[i].position;
    let mut near = units::adjacent_positions(state, here);
    near.push(here);
    state.systems.iter().any(|s| {
        near.contains(&s.position)
            && !units::is_home_system(s)
            && s.units.iter().any(|u| u.owner == holder)
    })
}

/// Produces `order` in the system at index `i` with at most `limit` units (§26), infantry landing
/// on `landing`; checks blockade, technology, reinforcements, payment, capacity and the fleet
/// pool, then pays and places. Used by the production step and by Warfare's secondary.
pub fn build(
    state: &mut State,
    seat: Seat,
    i: usize,
    order: &Order,
    limit: u32,
    landing: Option<&str>,
) -> Result<LogEntry, Msg> {
    build_limited(state, seat, i, order, limit, landing, Limits::default())
}

/// How a production by another ability than PRODUCTION differs (Integrated Economy).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Limits {
    /// The units' total cost may not exceed this.
    pub max_cost: Option<u32>,
    /// Sarween Tools applies only to the Production ability (FAQ).
    pub no_discount: bool,
    /// Produced by another unit's ability, not by space docks: a rule on docks (Mitosis) does
    /// not apply.
    pub not_docks: bool,
}

/// [`build`] with the limits of a production ability.
pub fn build_limited(
    state: &mut State,
    seat: Seat,
    i: usize,
    order: &Order,
    limit: u32,
    landing: Option<&str>,
    limits: Limits,
) -> Result<LogEntry, Msg> {
    let count: u32 = order.units.iter().map(|(_, n)| *n as u32).sum();
    if stymied(state, seat, i) {
        return Err(Msg::new("ti4-stymied"));
    }
    if count > limit {
        return Err(Msg::new("ti4-produce-limit")
            .num("count", count as i64)
            .num("limit", limit as i64));
    }
    // §22 blockade / §47: with another player's ships here and none of yours, only ground forces.
    let enemy_ships = units::ship_owners(&state.systems[i])
        .iter()
        .any(|o| *o != seat);
    let mut cost = 0u32;
    for (kind, n) in &order.units {
        let d = units::def(state, seat, *kind)
            .ok_or_else(|| Msg::new("ti4-unknown-unit").text("unit", kind.as_str()))?;
        let Some(c) = d.cost else {
            return Err(Msg::new("ti4-cannot-produce").name("unit", d.catalog_id()));
        };
        if let Some(tech) = &d.requires_tech
            && d.upgrade_of.is_none()
            && !state.players[seat].techs.contains(tech)
        {
            return Err(Msg::new("ti4-needs-tech").name("unit", d.catalog_id()));
        }
        if enemy_ships && kind.is_ship() {
            return Err(Msg::new("ti4-blockaded"));
        }
        // §46: plastic units are finite; fighters and infantry are not (tokens, §9).
        if !matches!(kind, UnitKind::Fighter | UnitKind::Infantry) {
            let left =
                (kind.plastic_count() as u32).saturating_sub(units::on_board(state, seat, *kind));
            if *n as u32 > left {
                return Err(
                    Msg::new("ti4-reinforcements").with("units", describe(&[(*kind, left as u8)]))
                );
            }
        }
        // §24: a double unit costs its full price even when only one is made.
        let per = d.produced_per_cost.max(1) as u32;
        let per = super::agenda_effects::produced_per_cost(state, *kind, per);
        cost += (*n as u32).div_ceil(per) * c as u32;
    }
    // Mitosis (the effects registry): space docks produce no infantry; only the other
    // producing units of the system (Letani Warriors) may.
    let infantry: u32 = order
        .units
        .iter()
        .filter(|(k, _)| *k == UnitKind::Infantry)
        .map(|(_, n)| u32::from(*n))
        .sum();
    if infantry > 0
        && !limits.not_docks
        && crate::games::ti4::effects::docks_no_infantry(state, seat)
    {
        let others: u32 = state.systems[i]
            .units
            .iter()
            .filter(|u| u.owner == seat && u.kind != UnitKind::SpaceDock)
            .filter_map(|u| {
                let p = units::def(state, seat, u.kind)?.production?;
                let res = u
                    .planet
                    .as_deref()
                    .map_or(0, |id| super::agenda_effects::resources(state, id) as u8);
                Some(p.value(res) as u32 * u32::from(u.count))
            })
            .sum();
        if infantry > others {
            return Err(Msg::new("ti4-fx-mitosis-docks").num("limit", i64::from(others)));
        }
    }
    // Payment: ready planets the player controls, plus trade goods.
    // A trade good may be worth more than 1 resource (Mirror Computing).
    let mut paid =
        order.trade_goods as u32 * crate::games::ti4::effects::trade_good_worth(state, seat);
    if order.trade_goods > state.players[seat].trade_goods {
        return Err(
            Msg::new("ti4-not-enough-tg").num("have", state.players[seat].trade_goods as i64)
        );
    }
    for p in &order.planets {
        let card = state.players[seat].planets.iter().find(|c| &c.planet == p);
        match card {
            None => return Err(Msg::new("ti4-pay-not-yours").text("planet", p.as_str())),
            Some(c) if c.exhausted => {
                return Err(Msg::new("ti4-pay-exhausted").text("planet", p.as_str()));
            }
            Some(_) => paid += super::agenda_effects::resources(state, p),
        }
    }
    if let Some(max) = limits.max_cost
        && cost > max
    {
        return Err(Msg::new("ti4-produce-cost-limit")
            .num("cost", cost as i64)
            .num("max", max as i64));
    }
    // Sarween Tools: the total cost is 1 less.
    if !limits.no_discount && units::has_tech(state, seat, "sarween_tools") {
        cost = cost.saturating_sub(1);
    }
    if paid < cost {
        return Err(Msg::new("ti4-pay-short")
            .num("cost", cost as i64)
            .num("paid", paid as i64));
    }
    // Place: ships and fighters in space, infantry on the producing planet (or in space).
    // On an error below, `rules::apply` discards this working copy of the state: no undo needed.
    for (kind, n) in &order.units {
        let planet = if *kind == UnitKind::Infantry {
            landing
        } else {
            None
        };
        units::add(&mut state.systems[i], seat, *kind, planet, *n as u32);
    }
    let load = units::load(state, &state.systems[i], seat);
    if load.excess() > 0 {
        return Err(Msg::new("ti4-move-capacity")
            .num("cargo", load.cargo as i64)
            .num("capacity", load.capacity as i64));
    }
    let fleet = units::fleet_count(state, &state.systems[i], seat);
    let pool = units::fleet_room(state, seat);
    if fleet > pool {
        return Err(Msg::new("ti4-fleet-pool")
            .num("ships", fleet as i64)
            .num("pool", pool as i64));
    }
    for c in state.players[seat]
        .planets
        .iter_mut()
        .filter(|c| order.planets.contains(&c.planet))
    {
        c.exhausted = true;
    }
    state.players[seat].trade_goods -= order.trade_goods;
    let position = state.systems[i].position;
    state.record(
        position,
        crate::games::ti4::state::Happened::Produced {
            seat,
            units: order
                .units
                .iter()
                .copied()
                .filter(|(_, n)| *n > 0)
                .collect(),
        },
    );
    Ok(LogEntry::public(
        Msg::new("ti4-log-produce-paid")
            .text("player", name(state, seat))
            .with("units", describe(&order.units))
            .num("cost", cost as i64)
            .num("paid", paid as i64)
            .msg(
                "with",
                super::draft::payment_msg(&super::status::Payment {
                    planets: order.planets.clone(),
                    tg: order.trade_goods,
                }),
            ),
    ))
}

/// Warfare's secondary (§60): the Production of one space dock in the home system.
pub fn home_dock(state: &mut State, seat: Seat, order: &Order) -> Result<LogEntry, Msg> {
    let home = state.players[seat].home_position;
    let i = units::system_index(state, home).ok_or_else(|| Msg::new("ti4-no-home-dock"))?;
    let dock = state.systems[i]
        .units
        .iter()
        .find(|u| u.owner == seat && u.kind == UnitKind::SpaceDock)
        .cloned()
        .ok_or_else(|| Msg::new("ti4-no-home-dock"))?;
    let value = units::def(state, seat, UnitKind::SpaceDock)
        .and_then(|d| d.production)
        .map(|p| {
            let resources = dock
                .planet
                .as_deref()
                .map(|id| super::agenda_effects::resources(state, id) as u8)
                .unwrap_or(0);
            p.value(resources) as u32
        })
        .unwrap_or(0);
    let entry = build(state, seat, i, order, value, dock.planet.as_deref())?;
    ask_spinner(state, seat);
    Ok(entry)
}

// fxb
use crate::games::WithArg as _;

/// After `seat` produced units: asks about placing up to 2 infantry when a technology of the
/// effects registry allows it (Yin Spinner) and an infantry is in reinforcements.
pub(crate) fn ask_spinner(state: &mut State, seat: Seat) {
    let p = &state.players[seat];
    if state.tech.pause.is_none()
        && crate::games::ti4::effects::spinner_tech(&p.faction, &p.techs, state.rules).is_some()
        && spin_left(state, seat) > 0
    {
        state.tech.pause = Some(super::techs::Pause::Spin { seat });
    }
}

/// Infantry `seat` may still place with Yin Spinner: 2, as far as reinforcements go.
pub(crate) fn spin_left(state: &State, seat: Seat) -> u32 {
    u32::from(UnitKind::Infantry.plastic_count())
        .saturating_sub(units::on_board(state, seat, UnitKind::Infantry))
        .min(2)
}

/// Where `seat` may place Yin Spinner's infantry: the planets it controls (by id) and the
/// tiles whose space area holds its ships.
pub fn spin_targets(state: &State, seat: Seat) -> Vec<String> {
    let mut out: Vec<String> = state.players[seat]
        .planets
        .iter()
        .map(|c| c.planet.clone())
        .collect();
    for sys in &state.systems {
        // fxa: a space area only with room in its ships' capacity (§32).
        if units::ship_owners(sys).contains(&seat) && space_room(state, sys, seat) > 0 {
            out.push(sys.tile.to_string());
        }
    }
    out
}

/// How many infantry Yin Spinner may place at `target` (a planet: no limit; a tile: the room
/// left in `seat`'s ships there).
pub(crate) fn spin_room(state: &State, seat: Seat, target: &str) -> u32 {
    match target.parse::<u16>() {
        Ok(tile) => units::position_of_tile(state, tile)
            .and_then(|p| units::system_index(state, p))
            .map_or(0, |i| space_room(state, &state.systems[i], seat)),
        Err(_) => u32::MAX,
    }
}

/// Ground forces `seat`'s ships in `sys` may still carry (§32).
fn space_room(state: &State, sys: &crate::games::ti4::state::SystemState, seat: Seat) -> u32 {
    let load = units::load(state, sys, seat);
    load.capacity.saturating_sub(load.cargo)
}

/// Yin Spinner's answer: `<planet|tile> [<planet|tile>]`, 1 infantry on each (a target named
/// twice gets 2).
pub fn spin(state: &mut State, seat: Seat, args: &str) -> Result<Vec<LogEntry>, Msg> {
    let words: Vec<&str> = args.split_whitespace().collect();
    let left = spin_left(state, seat) as usize;
    if words.is_empty() || words.len() > left {
        return Err(Msg::new("ti4-fx-spin-help").num("count", left as i64));
    }
    let targets = spin_targets(state, seat);
    let mut places: Vec<(usize, Option<String>, crate::core::msg::Arg)> = Vec::new();
    for w in words {
        if let Ok(tile) = w.parse::<u16>() {
            let pos = units::position_of_tile(state, tile)
                .ok_or_else(|| Msg::new("ti4-fx-spin-help").num("count", left as i64))?;
            let i = units::system_index(state, pos)
                .ok_or_else(|| Msg::new("ti4-fx-spin-help").num("count", left as i64))?;
            if !units::ship_owners(&state.systems[i]).contains(&seat) {
                return Err(Msg::new("ti4-fx-spin-help").num("count", left as i64));
            }
            // fxa: each infantry placed in space needs room in the ships' capacity (§32).
            let placed = places
                .iter()
                .filter(|(j, p, _)| *j == i && p.is_none())
                .count() as u32;
            if space_room(state, &state.systems[i], seat) <= placed {
                return Err(Msg::new("ti4-fx-spin-capacity").num("tile", i64::from(tile)));
            }
            places.push((i, None, crate::core::msg::Arg::text(format!("#{tile}"))));
        } else {
            let id = crate::games::ti4::content::planet(w)
                .map(|(_, p)| p.id.clone())
                .filter(|id| targets.contains(id))
                .ok_or_else(|| Msg::new("ti4-fx-spin-help").num("count", left as i64))?;
            let i = state
                .systems
                .iter()
                .position(|s| {
                    crate::games::ti4::content::system(s.tile)
                        .is_some_and(|t| t.planet(&id).is_some())
                })
                .ok_or_else(|| Msg::new("ti4-fx-spin-help").num("count", left as i64))?;
            let name_arg = crate::games::ti4::content::planet_name(&id);
            places.push((i, Some(id), name_arg));
        }
    }
    let mut log = Vec::new();
    for (i, planet, label) in places {
        units::add(
            &mut state.systems[i],
            seat,
            UnitKind::Infantry,
            planet.as_deref(),
            1,
        );
        log.push(LogEntry::public(
            Msg::new("ti4-fx-log-spin")
                .text("player", name(state, seat))
                .with("place", label),
        ));
    }
    Ok(log)
}
