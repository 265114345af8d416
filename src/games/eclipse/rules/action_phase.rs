//! §5 the action phase: turns, the action cost, Influence, Research, Upgrade, Build, Move, Pass,
//! the reactions after passing, colony ships and trade.

use super::super::action::{Action, Item, SlotChange, Spot};
use super::super::state::{Cube, Faction, ORBITAL, Pending, Resource, Ship, ShipKind, State};
use super::{
    Log, choice, data, diplomacy, explore, has_tech, linked, name, present, wormhole_generator,
};
use crate::core::rules::Choice;
use crate::core::{GameRng, LogEntry, Msg, Prompt, Seat};
use crate::games::WithArg;

/// Takes an action (or a reaction after passing): the disc goes from the influence track to the
/// action space (§5), then the action runs.
pub fn act(
    state: &mut State,
    seat: Seat,
    action: &Action,
    rng: &mut GameRng,
    log: &mut Log,
) -> Result<(), Msg> {
    let passed = state.players[seat].passed;
    if let Action::Pass = action {
        return pass(state, seat, log);
    }
    let reaction = matches!(
        action,
        Action::Upgrade { .. } | Action::Build { .. } | Action::Move { .. }
    );
    if passed && !reaction {
        return Err(Msg::new("ec-passed-reactions"));
    }
    if state.players[seat].discs == 0 {
        return Err(Msg::new("ec-no-disc"));
    }
    let species = species(state, seat);
    match action {
        Action::Explore { position } => {
            let more = species.explore.saturating_sub(1) as u8;
            explore::explore(state, seat, *position, more, rng, log)?
        }
        Action::Influence { moves } => influence(state, seat, moves, species.influence, log)?,
        Action::Research {
            tech,
            resource,
            second,
        } => {
            research(state, seat, tech, *resource, log)?;
            if let Some(t) = second {
                // Hydran Progress researches two technologies per action.
                if species.research < 2 {
                    return Err(Msg::new("ec-research-count").num("max", species.research as i64));
                }
                research(state, seat, t, *resource, log)?
            }
        }
        Action::Upgrade { changes } => {
            let limit = if passed { 1 } else { species.upgrade };
            upgrade(state, seat, changes, limit, log)?
        }
        Action::Build { items } => {
            let nano = has_tech(&state.players[seat], "nanorobots");
            let limit = if passed {
                1
            } else {
                species.build + usize::from(nano)
            };
            build(state, seat, items, limit, log)?
        }
        Action::Move { moves } => {
            let limit = if passed { 1 } else { species.moves };
            movement(state, seat, moves, limit, log)?
        }
        _ => return Err(Msg::new("ec-wrong-choice")),
    }
    let p = &mut state.players[seat];
    p.discs -= 1;
    p.actions_taken += 1;
    state.acted = true;
    Ok(())
}

pub(crate) fn species(state: &State, seat: Seat) -> data::SpeciesInfo {
    data::species(&state.players[seat].species)
        .or_else(|| data::species("terran"))
        .expect("the Terran species is in the content")
}

/// §5 pass: the first to pass starts the next round. After passing, `pass` declines a reaction.
fn pass(state: &mut State, seat: Seat, log: &mut Log) -> Result<(), Msg> {
    let p = &mut state.players[seat];
    if !p.passed {
        p.passed = true;
        if state.first_passer.is_none() {
            state.first_passer = Some(seat);
        }
        log.push(LogEntry::public(
            Msg::new("ec-log-pass").text("player", name(state, seat)),
        ));
    }
    state.acted = true;
    Ok(())
}

/// Returns a disc from a sector to the track; the cubes there go back to their tracks (§5).
pub(crate) fn withdraw(state: &mut State, seat: Seat, tile: u16) {
    let Some(s) = state.sector_mut(tile) else {
        return;
    };
    if s.owner != Some(seat) {
        return;
    }
    s.owner = None;
    let cubes = std::mem::take(&mut s.cubes);
    let p = &mut state.players[seat];
    for c in cubes {
        p.track_cubes[c.track.index()] += 1;
    }
    p.discs += 1;
}

/// Whether a seat may put a disc on the sector by Influence (§5): no enemy ships or disc, no
/// Ancients or GCDS, and linked to one of its sectors — or a sector only its ships hold.
pub fn influence_target(state: &State, seat: Seat, tile: u16) -> bool {
    let Some(s) = state.sector(tile) else {
        return false;
    };
    if s.owner.is_some() || super::hostiles(state, s, seat) > 0 {
        return false;
    }
    if s.ships_of(Faction::Player(seat)) > 0 {
        return true;
    }
    let half = wormhole_generator(state, seat);
    linked(state, tile, half)
        .iter()
        .filter_map(|t| state.sector(*t))
        .any(|n| present(n, seat))
}

fn influence(
    state: &mut State,
    seat: Seat,
    moves: &[(Spot, Spot)],
    limit: usize,
    log: &mut Log,
) -> Result<(), Msg> {
    if moves.len() > limit {
        return Err(Msg::new("ec-influence-count").num("max", limit as i64));
    }
    for (from, to) in moves {
        match from {
            Spot::Track => {
                // The disc of the action itself is still on the track: keep it for the cost.
                if state.players[seat].discs < 2 {
                    return Err(Msg::new("ec-no-disc"));
                }
            }
            Spot::Sector(t) => {
                if state.sector(*t).and_then(|s| s.owner) != Some(seat) {
                    return Err(Msg::new("ec-not-your-sector").num("sector", *t as i64));
                }
                withdraw(state, seat, *t);
            }
        }
        match to {
            Spot::Track => {}
            Spot::Sector(t) => {
                if !influence_target(state, seat, *t) {
                    return Err(Msg::new("ec-influence-where").num("sector", *t as i64));
                }
                explore::take_sector(state, seat, *t, log);
            }
        }
        if let (Spot::Track, Spot::Track) = (from, to) {
            return Err(Msg::new("ec-influence-where").num("sector", 0));
        }
    }
    // Then up to two used colony ships are flipped face up.
    let p = &mut state.players[seat];
    let flips = p.colony_used.min(2);
    p.colony_used -= flips;
    log.push(LogEntry::public(
        Msg::new("ec-log-influence")
            .text("player", name(state, seat))
            .num("moves", moves.len() as i64)
            .num("flips", flips as i64),
    ));
    let taken: Vec<u16> = moves
        .iter()
        .filter_map(|(_, to)| match to {
            Spot::Sector(t) => Some(*t),
            Spot::Track => None,
        })
        .collect();
    offer_colonies(state, seat, &taken, false);
    Ok(())
}

/// The science a seat pays for a technology (§5): cost less the category discount, never under
/// the minimum.
pub fn research_cost(state: &State, seat: Seat, tech: &str) -> Option<i32> {
    let (cat, cost, min) = data::tech(tech)?;
    let owned = state.players[seat]
        .techs
        .iter()
        .filter(|t| data::tech(t).is_some_and(|(c, _, _)| c == cat))
        .count();
    Some((cost - data::discount(owned)).max(min))
}

fn row_count(state: &State, seat: Seat, tech: &str) -> usize {
    let Some((cat, _, _)) = data::tech(tech) else {
        return 0;
    };
    state.players[seat]
        .techs
        .iter()
        .filter(|t| data::tech(t).is_some_and(|(c, _, _)| c == cat))
        .count()
}

/// Technologies a seat can buy now.
pub fn researchable(state: &State, seat: Seat) -> Vec<(String, i32)> {
    state
        .tech_supply
        .iter()
        .filter(|(t, n)| {
            *n > 0 && !has_tech(&state.players[seat], t) && row_count(state, seat, t) < 7
        })
        .filter_map(|(t, _)| research_cost(state, seat, t).map(|c| (t.clone(), c)))
        .filter(|(_, c)| *c <= state.players[seat].storage[1])
        .collect()
}

fn research(
    state: &mut State,
    seat: Seat,
    tech: &str,
    resource: Option<Resource>,
    log: &mut Log,
) -> Result<(), Msg> {
    let offer = || {
        Msg::new("ec-research-what").text(
            "techs",
            researchable(state, seat)
                .iter()
                .map(|(t, c)| format!("{t} ({c})"))
                .collect::<Vec<_>>()
                .join(", "),
        )
    };
    if !state.tech_supply.iter().any(|(t, n)| t == tech && *n > 0) {
        return Err(offer());
    }
    if has_tech(&state.players[seat], tech) {
        return Err(Msg::new("ec-tech-owned").with("tech", data::tech_name(tech)));
    }
    if row_count(state, seat, tech) >= 7 {
        return Err(Msg::new("ec-tech-row-full"));
    }
    let cost = research_cost(state, seat, tech).ok_or_else(offer)?;
    if state.players[seat].storage[1] < cost {
        return Err(Msg::new("ec-too-expensive")
            .num("cost", cost)
            .num("have", state.players[seat].storage[1]));
    }
    state.players[seat].storage[1] -= cost;
    if let Some(e) = state.tech_supply.iter_mut().find(|(t, _)| t == tech) {
        e.1 -= 1;
    }
    state.tech_supply.retain(|(_, n)| *n > 0);
    log.push(LogEntry::public(
        Msg::new("ec-log-research")
            .text("player", name(state, seat))
            .with("tech", data::tech_name(tech))
            .num("cost", cost),
    ));
    gain_tech(state, seat, tech, resource, log);
    Ok(())
}

/// A technology joins the seat's board; instant ones take effect (§5).
pub(crate) fn gain_tech(
    state: &mut State,
    seat: Seat,
    tech: &str,
    resource: Option<Resource>,
    log: &mut Log,
) {
    state.players[seat].techs.push(tech.to_string());
    // Quantum Grid and Advanced Robotics: discs onto the track.
    state.players[seat].discs += data::tech_extra_discs(tech);
    if tech == "artifact_key" {
        let artifacts = state
            .sectors
            .iter()
            .filter(|s| s.owner == Some(seat))
            .filter(|s| data::sector(s.tile).is_some_and(|i| i.artifact))
            .count() as i32;
        let r = resource.unwrap_or(Resource::Materials);
        state.players[seat].storage[r.index()] += 5 * artifacts;
        log.push(LogEntry::public(
            Msg::new("ec-log-artifacts")
                .text("player", name(state, seat))
                .num("amount", 5 * artifacts)
                .msg("resource", resource_name(r)),
        ));
    }
}

fn upgrade(
    state: &mut State,
    seat: Seat,
    changes: &[SlotChange],
    limit: usize,
    log: &mut Log,
) -> Result<(), Msg> {
    let species = species(state, seat);
    let placed = changes.iter().filter(|c| c.part.is_some()).count();
    if placed > limit {
        return Err(Msg::new("ec-upgrade-count").num("max", limit as i64));
    }
    let p = &mut state.players[seat];
    for c in changes {
        let b = c.ship.blueprint_index();
        if c.ship.blueprint_index() == 3 && c.ship != ShipKind::Starbase {
            return Err(Msg::new("ec-bad-ship").msg("ship", ship_name(c.ship)));
        }
        let slots = &mut p.blueprints[b];
        if c.slot >= slots.len() {
            return Err(Msg::new("ec-bad-slot")
                .msg("ship", ship_name(c.ship))
                .num("slots", slots.len() as i64));
        }
        match &c.part {
            None => {
                if slots[c.slot].take().is_none() {
                    return Err(Msg::new("ec-slot-empty").num("slot", c.slot as i64));
                }
            }
            Some(part) => {
                if !data::part_exists(part) {
                    return Err(Msg::new("ec-bad-part").text("part", part.clone()));
                }
                if slots[c.slot].is_some() {
                    return Err(Msg::new("ec-slot-taken").num("slot", c.slot as i64));
                }
                // An ancient part is only found (discovery tiles), kept beside the board, and
                // used up when fitted.
                if data::part_ancient(part) {
                    let Some(i) = p.held_parts.iter().position(|h| h == part) else {
                        return Err(
                            Msg::new("ec-part-not-held").with("part", data::part_name(part))
                        );
                    };
                    p.held_parts.remove(i);
                }
                slots[c.slot] = Some(part.clone());
            }
        }
    }
    for (i, kind) in ShipKind::PLAYER.iter().enumerate() {
        let full = merged(&species.printed[i], &p.blueprints[i]);
        data::check_blueprint(&species.id, *kind, &full, &p.techs, &p.held_parts)?;
    }
    log.push(LogEntry::public(
        Msg::new("ec-log-upgrade")
            .text("player", name(state, seat))
            .list(
                "changes",
                changes
                    .iter()
                    .map(|c| {
                        crate::core::msg::Arg::msg(match &c.part {
                            Some(part) => Msg::new("ec-log-upgrade-part")
                                .with("part", data::part_name(part))
                                .num("slot", c.slot as i64 + 1)
                                .msg("ship", ship_name(c.ship)),
                            None => Msg::new("ec-log-upgrade-removed")
                                .num("slot", c.slot as i64 + 1)
                                .msg("ship", ship_name(c.ship)),
                        })
                    })
                    .collect(),
            ),
    ));
    Ok(())
}

/// A blueprint with the placed tiles over the printed parts.
pub fn merged(printed: &[Option<String>], placed: &[Option<String>]) -> Vec<Option<String>> {
    printed
        .iter()
        .enumerate()
        .map(|(i, p)| placed.get(i).cloned().flatten().or_else(|| p.clone()))
        .collect()
}

/// The stats of a seat's ship type.
pub fn stats(state: &State, seat: Seat, kind: ShipKind) -> data::Stats {
    let species = species(state, seat);
    let i = kind.blueprint_index();
    let full = merged(&species.printed[i], &state.players[seat].blueprints[i]);
    data::stats(&species.id, kind, &full)
}

pub fn build_cost(state: &State, seat: Seat, item: Item) -> i32 {
    let s = species(state, seat);
    match item {
        Item::Ship(k) => s.ship_cost[k.blueprint_index()],
        Item::Orbital => s.orbital_cost,
        Item::Monolith => s.monolith_cost,
    }
}

fn build(
    state: &mut State,
    seat: Seat,
    items: &[(Item, u16)],
    limit: usize,
    log: &mut Log,
) -> Result<(), Msg> {
    if items.len() > limit {
        return Err(Msg::new("ec-build-count").num("max", limit as i64));
    }
    let mut total = 0;
    for (item, tile) in items {
        if state.sector(*tile).and_then(|s| s.owner) != Some(seat) {
            return Err(Msg::new("ec-not-your-sector").num("sector", *tile as i64));
        }
        let p = &state.players[seat];
        match item {
            Item::Ship(k) => {
                if !ShipKind::PLAYER.contains(k) {
                    return Err(Msg::new("ec-bad-ship").text("ship", k.short()));
                }
                if *k == ShipKind::Starbase && !has_tech(p, "starbase") {
                    return Err(Msg::new("ec-needs-tech").with("tech", data::tech_name("starbase")));
                }
                if state.ships_built(seat, *k) >= k.limit() {
                    return Err(Msg::new("ec-ship-limit")
                        .msg("ship", ships_in_words(*k, k.limit()))
                        .num("max", k.limit() as i64));
                }
            }
            Item::Orbital | Item::Monolith => {
                let (tech, there) = match item {
                    Item::Orbital => ("orbital", state.sector(*tile).is_some_and(|s| s.orbital)),
                    _ => ("monolith", state.sector(*tile).is_some_and(|s| s.monolith)),
                };
                if !has_tech(p, tech) {
                    return Err(Msg::new("ec-needs-tech").with("tech", data::tech_name(tech)));
                }
                if there {
                    return Err(Msg::new("ec-structure-there").num("sector", *tile as i64));
                }
            }
        }
        total += build_cost(state, seat, *item);
        if state.players[seat].storage[2] < total {
            return Err(Msg::new("ec-too-expensive")
                .num("cost", total)
                .num("have", state.players[seat].storage[2]));
        }
        let s = state.sector_mut(*tile).expect("checked above");
        match item {
            Item::Ship(k) => {
                s.ships.push(Ship {
                    owner: Faction::Player(seat),
                    kind: *k,
                    damage: 0,
                });
                if !s.arrivals.contains(&Faction::Player(seat)) {
                    s.arrivals.push(Faction::Player(seat));
                }
            }
            Item::Orbital => s.orbital = true,
            Item::Monolith => s.monolith = true,
        }
        state.record_built(*tile, seat, *item);
    }
    state.players[seat].storage[2] -= total;
    log.push(LogEntry::public(
        Msg::new("ec-log-build")
            .text("player", name(state, seat))
            .list("items", built_in_words(items))
            .num("cost", total),
    ));
    Ok(())
}

/// A ship type's name ("interceptor").
pub fn ship_name(kind: ShipKind) -> Msg {
    Msg::new("ec-ship-name").text("kind", kind.short())
}

/// A resource (a track, a cube's colour) in words ("money").
pub fn resource_name(r: Resource) -> Msg {
    Msg::new("ec-resource").text("kind", r.id())
}

/// A population square in words ("a money square", "an advanced science square", "a grey
/// square", "the Orbital"), for the colony ship buttons.
pub fn square_name(tile: u16, square: usize) -> Msg {
    let (kind, advanced) = if square == ORBITAL {
        ("orbital", false)
    } else {
        match data::sector(tile).and_then(|s| s.squares.get(square).copied()) {
            Some((Some(r), adv)) => (r.id(), adv),
            Some((None, adv)) => ("grey", adv),
            None => ("", false),
        }
    };
    Msg::new("ec-square")
        .text("kind", kind)
        .num("advanced", i64::from(advanced))
}

/// The colony ship buttons for these (sector, square) spots: squares of the same colour (and
/// advanced or not) in one sector are one choice, named in words.
pub fn colony_choices(spots: Vec<(u16, usize)>) -> Vec<Choice> {
    let mut seen: Vec<(u16, Msg)> = Vec::new();
    let mut out = Vec::new();
    for (t, sq) in spots {
        let name = square_name(t, sq);
        if seen.iter().any(|(st, m)| *st == t && *m == name) {
            continue;
        }
        seen.push((t, name.clone()));
        out.push(choice(
            Msg::new("ec-choice-colony")
                .num("sector", t as i64)
                .msg("square", name),
            format!("colony {t} {sq}"),
        ));
    }
    out
}

/// A discovery tile in words ("8 money", "Ancient Technology", "Shard Hull").
pub fn discovery_name(did: &str) -> Msg {
    let (kind, amount) = data::discovery(did);
    let (kind, part) = match kind.strip_prefix("part:") {
        Some(p) => ("part".to_string(), data::part_name(p)),
        None => (kind, crate::core::msg::Arg::text("")),
    };
    Msg::new("ec-discovery")
        .text("kind", kind)
        .num("amount", i64::from(amount))
        .with("part", part)
}

/// A count of ships of one kind in words ("an interceptor", "2 cruisers").
pub fn ships_in_words(kind: ShipKind, count: usize) -> Msg {
    Msg::new("ec-ships")
        .text("kind", kind.short())
        .num("count", count as i64)
}

/// A count of ships of one kind as a board chip shows it: with its number even for one ("1
/// interceptor", "2 cruisers"); Korean and Japanese read it as [`ships_in_words`] does.
pub fn ship_count(kind: ShipKind, count: usize) -> Msg {
    Msg::new("ec-ship-count")
        .text("kind", kind.short())
        .num("count", count as i64)
}

/// What a Build placed, in words (issue 16 item 7): equal items in one sector counted, e.g.
/// "2 interceptors in sector 221", "an orbital in sector 204".
pub fn built_in_words(items: &[(Item, u16)]) -> Vec<crate::core::msg::Arg> {
    let mut counted: Vec<((Item, u16), usize)> = Vec::new();
    for it in items {
        match counted.iter_mut().find(|(k, _)| k == it) {
            Some((_, n)) => *n += 1,
            None => counted.push((*it, 1)),
        }
    }
    counted
        .into_iter()
        .map(|((item, sector), n)| {
            let what = match item {
                Item::Ship(k) => ships_in_words(k, n),
                Item::Orbital => Msg::new("ec-structure").text("kind", "orbital"),
                Item::Monolith => Msg::new("ec-structure").text("kind", "monolith"),
            };
            crate::core::msg::Arg::msg(
                Msg::new("ec-in-sector")
                    .msg("what", what)
                    .num("sector", sector as i64),
            )
        })
        .collect()
}

/// What a Move did, in words (issue 16 item 7): ships of one kind along the same path
/// counted, e.g. "2 interceptors from 221 to 101", "a cruiser from 101 via 105 to 204".
pub fn moved_in_words(moves: &[(ShipKind, Vec<u16>)]) -> Vec<crate::core::msg::Arg> {
    let mut counted: Vec<(&(ShipKind, Vec<u16>), usize)> = Vec::new();
    for m in moves {
        match counted.iter_mut().find(|(k, _)| *k == m) {
            Some((_, n)) => *n += 1,
            None => counted.push((m, 1)),
        }
    }
    counted
        .into_iter()
        .filter_map(|((kind, path), n)| {
            let (from, to) = (path.first()?, path.last()?);
            let via = &path[1..path.len() - 1];
            let ships = ships_in_words(*kind, n);
            let m = if via.is_empty() {
                Msg::new("ec-moved").msg("ships", ships)
            } else {
                Msg::new("ec-moved-via").msg("ships", ships).text(
                    "via",
                    via.iter()
                        .map(u16::to_string)
                        .collect::<Vec<_>>()
                        .join(", "),
                )
            };
            Some(crate::core::msg::Arg::msg(
                m.num("from", *from as i64).num("to", *to as i64),
            ))
        })
        .collect()
}

fn movement(
    state: &mut State,
    seat: Seat,
    moves: &[(ShipKind, Vec<u16>)],
    limit: usize,
    log: &mut Log,
) -> Result<(), Msg> {
    if moves.len() > limit {
        return Err(Msg::new("ec-move-count").num("max", limit as i64));
    }
    let me = Faction::Player(seat);
    let half = wormhole_generator(state, seat);
    for (kind, path) in moves {
        if path.len() < 2 {
            return Err(Msg::new("ec-notation-help").text("text", "move"));
        }
        if *kind == ShipKind::Starbase {
            return Err(Msg::new("ec-starbase-immobile"));
        }
        let range = stats(state, seat, *kind).movement as usize;
        if path.len() - 1 > range {
            return Err(Msg::new("ec-move-range")
                .msg("ship", ship_name(*kind))
                .num("range", range as i64));
        }
        let from = path[0];
        let Some(start) = state.sector(from) else {
            return Err(Msg::new("ec-bad-sector-num").num("sector", from as i64));
        };
        let Some(i) = start
            .ships
            .iter()
            .position(|s| s.owner == me && s.kind == *kind)
        else {
            return Err(Msg::new("ec-no-ship-there")
                .msg("ship", ship_name(*kind))
                .num("sector", from as i64));
        };
        for w in path.windows(2) {
            let (a, b) = (w[0], w[1]);
            let here = state.sector(a).expect("the ship is here");
            // Pinning (§5): as many of your ships as there are enemy ships must stay; the GCDS
            // lets nobody through.
            let enemies = super::hostiles(state, here, seat);
            let gcds = here.ships.iter().any(|s| s.owner == Faction::Gcds);
            if gcds || (enemies > 0 && here.ships_of(me) <= enemies) {
                return Err(Msg::new("ec-pinned").num("sector", a as i64));
            }
            if !linked(state, a, half).contains(&b) {
                return Err(Msg::new("ec-no-wormhole")
                    .num("from", a as i64)
                    .num("to", b as i64));
            }
            let ship = {
                let s = state.sector_mut(a).expect("checked");
                let j = if a == from {
                    s.ships
                        .iter()
                        .position(|x| x.owner == me && x.kind == *kind)
                        .unwrap_or(i)
                } else {
                    s.ships
                        .iter()
                        .rposition(|x| x.owner == me && x.kind == *kind)
                        .expect("moved here")
                };
                s.ships.remove(j)
            };
            let t = state.sector_mut(b).expect("linked sectors exist");
            t.ships.push(ship);
            if !t.arrivals.contains(&me) {
                t.arrivals.push(me);
            }
            diplomacy::on_enter(state, seat, b, log);
        }
        // The round's record (the board's key): the ship moved into the sector it ended in.
        if let Some(to) = path.last() {
            state.record_moved_in(*to, seat, *kind, 1);
            // ... and out of the sector it started in, toward where it ended.
            if *to != from {
                state.record_moved_out(from, seat, *kind, *to);
            }
        }
    }
    log.push(LogEntry::public(
        Msg::new("ec-log-move")
            .text("player", name(state, seat))
            .list("moves", moved_in_words(moves)),
    ));
    Ok(())
}

/// The technology an advanced square of this colour needs (§5).
fn advanced_tech(kind: Option<Resource>) -> &'static str {
    match kind {
        Some(Resource::Money) => "advanced_economy",
        Some(Resource::Science) => "advanced_labs",
        _ => "advanced_mining",
    }
}

/// §5 colony ship: a cube onto an empty square of a sector with your disc.
pub fn colony(
    state: &mut State,
    seat: Seat,
    tile: u16,
    square: usize,
    track: Option<Resource>,
    log: &mut Log,
) -> Result<(), Msg> {
    let p = &state.players[seat];
    if p.colony_used >= p.colony_ships {
        return Err(Msg::new("ec-no-colony-ship"));
    }
    let Some(s) = state.sector(tile).filter(|s| s.owner == Some(seat)) else {
        return Err(Msg::new("ec-not-your-sector").num("sector", tile as i64));
    };
    if s.cubes.iter().any(|c| c.square == square) {
        return Err(Msg::new("ec-square-taken").num("square", square as i64));
    }
    let track = if square == ORBITAL {
        if !s.orbital {
            return Err(Msg::new("ec-bad-square").num("square", square as i64));
        }
        let default = if p.track_cubes[Resource::Money.index()] > 0 {
            Resource::Money
        } else {
            Resource::Science
        };
        match track.unwrap_or(default) {
            Resource::Materials => return Err(Msg::new("ec-orbital-track")),
            r => r,
        }
    } else {
        let info = data::sector(tile).ok_or_else(|| Msg::new("ec-bad-sector"))?;
        let Some((kind, advanced)) = info.squares.get(square).copied() else {
            return Err(Msg::new("ec-bad-square").num("square", square as i64));
        };
        if advanced {
            let tech = advanced_tech(kind);
            if !has_tech(p, tech) {
                return Err(Msg::new("ec-needs-tech").with("tech", data::tech_name(tech)));
            }
        }
        match (kind, track) {
            (Some(k), Some(t)) if k != t => {
                return Err(Msg::new("ec-square-colour").msg("track", resource_name(k)));
            }
            (Some(k), _) => k,
            (None, Some(t)) => t,
            (None, None) => Resource::ALL
                .into_iter()
                .max_by_key(|r| p.track_cubes[r.index()])
                .unwrap_or(Resource::Money),
        }
    };
    if p.track_cubes[track.index()] == 0 {
        return Err(Msg::new("ec-track-empty").msg("track", resource_name(track)));
    }
    let p = &mut state.players[seat];
    p.colony_used += 1;
    p.track_cubes[track.index()] -= 1;
    state
        .sector_mut(tile)
        .expect("checked")
        .cubes
        .push(Cube { square, track });
    // The round's record (the board's key): the cube the colony ship placed here.
    state.record_colonized(tile, seat, track);
    log.push(LogEntry::public(
        Msg::new("ec-log-colony")
            .text("player", name(state, seat))
            .num("sector", tile as i64)
            .msg("track", resource_name(track)),
    ));
    Ok(())
}

/// Empty squares a seat's colony ships can fill now: (sector, square).
pub fn colony_spots(state: &State, seat: Seat) -> Vec<(u16, usize)> {
    colony_spots_in(state, seat, None, false)
}

/// Empty squares in some sectors (`None`: all of the seat's), not where enemy ships are if
/// `upkeep` (§7).
pub fn colony_spots_in(
    state: &State,
    seat: Seat,
    only: Option<&[u16]>,
    upkeep: bool,
) -> Vec<(u16, usize)> {
    let p = &state.players[seat];
    if p.colony_used >= p.colony_ships {
        return Vec::new();
    }
    let mut out = Vec::new();
    for s in state
        .sectors
        .iter()
        .filter(|s| s.owner == Some(seat))
        .filter(|s| only.is_none_or(|o| o.contains(&s.tile)))
        .filter(|s| !upkeep || super::hostiles(state, s, seat) == 0)
    {
        let Some(info) = data::sector(s.tile) else {
            continue;
        };
        for (i, (kind, adv)) in info.squares.iter().enumerate() {
            if s.cubes.iter().any(|c| c.square == i) {
                continue;
            }
            let tech_ok = !adv || has_tech(p, advanced_tech(*kind));
            let cube = match kind {
                Some(k) => p.track_cubes[k.index()] > 0,
                None => p.track_cubes.iter().any(|c| *c > 0),
            };
            if tech_ok && cube {
                out.push((s.tile, i));
            }
        }
        // An Orbital holds one money or science cube (§5).
        if s.orbital
            && !s.cubes.iter().any(|c| c.square == ORBITAL)
            && (p.track_cubes[Resource::Money.index()] > 0
                || p.track_cubes[Resource::Science.index()] > 0)
        {
            out.push((s.tile, ORBITAL));
        }
    }
    out
}

/// Offers the colony ships on these sectors now (§5: right after taking them), if any fits.
pub fn offer_colonies(state: &mut State, seat: Seat, sectors: &[u16], upkeep: bool) {
    let only = (!upkeep).then_some(sectors);
    if !colony_spots_in(state, seat, only, upkeep).is_empty() {
        state.pending.push(Pending::Colonize {
            seat,
            sectors: sectors.to_vec(),
            upkeep,
        });
    }
}

/// A colony ship used while the game offers them (after Explore or Influence, or in upkeep).
pub fn colony_offered(
    state: &mut State,
    seat: Seat,
    tile: u16,
    square: usize,
    track: Option<Resource>,
    log: &mut Log,
) -> Result<(), Msg> {
    let Some(Pending::Colonize {
        sectors, upkeep, ..
    }) = state.pending.first().cloned()
    else {
        return Err(Msg::new("ec-nothing-pending"));
    };
    let only = (!upkeep).then_some(sectors.as_slice());
    if !colony_spots_in(state, seat, only, upkeep)
        .iter()
        .any(|(t, _)| *t == tile)
    {
        return Err(Msg::new("ec-colony-where").num("sector", tile as i64));
    }
    colony(state, seat, tile, square, track, log)?;
    if colony_spots_in(state, seat, only, upkeep).is_empty() {
        state.pending.remove(0);
    }
    Ok(())
}

/// §3 trade at the species rate.
pub fn trade(
    state: &mut State,
    seat: Seat,
    give: Resource,
    take: Resource,
    count: u8,
    log: &mut Log,
) -> Result<(), Msg> {
    let rate = species(state, seat).trade;
    if give == take || count == 0 {
        return Err(Msg::new("ec-trade-help").num("rate", rate));
    }
    let cost = rate * count as i32;
    let p = &mut state.players[seat];
    if p.storage[give.index()] < cost {
        return Err(Msg::new("ec-too-expensive")
            .num("cost", cost)
            .num("have", p.storage[give.index()]));
    }
    p.storage[give.index()] -= cost;
    p.storage[take.index()] += count as i32;
    log.push(LogEntry::public(
        Msg::new("ec-log-trade")
            .text("player", name(state, seat))
            .num("cost", cost)
            .msg("give", resource_name(give))
            .num("count", count as i64)
            .msg("take", resource_name(take)),
    ));
    Ok(())
}

/// The active player's prompt: every action that can be listed (more than 25 are offered as
/// menus by the platform).
pub fn prompt(state: &State, seat: Seat) -> Prompt {
    let p = &state.players[seat];
    let mut c: Vec<Choice> = Vec::new();
    let can_act = p.discs > 0;
    if !p.passed && can_act {
        for pos in explore::targets(state, seat) {
            c.push(choice(
                Msg::new("ec-choice-explore").num("position", pos as i64),
                format!("explore {pos}"),
            ));
        }
        if p.discs >= 2 {
            let targets = state
                .sectors
                .iter()
                .filter(|x| influence_target(state, seat, x.tile));
            for x in targets {
                c.push(choice(
                    Msg::new("ec-choice-influence").num("sector", x.tile as i64),
                    format!("inf t>{}", x.tile),
                ));
            }
        }
        for (t, cost) in researchable(state, seat) {
            c.push(choice(
                Msg::new("ec-choice-research")
                    .with("tech", data::tech_name(&t))
                    .num("cost", cost),
                format!("research {t}"),
            ));
        }
    }
    if can_act {
        if !upgrade_options(state, seat).is_empty() {
            c.push(choice(Msg::new("ec-choice-upgrade-menu"), "upgrade".into()));
        }
        c.extend(build_options(state, seat));
        c.extend(move_options(state, seat));
    }
    c.extend(colony_choices(colony_spots(state, seat)));
    let wiped = state.discs_on_map(seat) == 0
        && !state
            .sectors
            .iter()
            .any(|x| x.ships_of(Faction::Player(seat)) > 0);
    if wiped {
        c.push(choice(Msg::new("ec-choice-concede"), "concede".into()));
    }
    c.push(choice(
        Msg::new(if p.passed {
            "ec-choice-no-reaction"
        } else {
            "ec-choice-pass"
        }),
        "pass".into(),
    ));
    Prompt {
        seat,
        id: "turn".into(),
        ask: Msg::new(if p.passed {
            "ec-ask-reaction"
        } else {
            "ec-ask-action"
        })
        .num("discs", p.discs as i64),
        choices: c,
        private: false,
    }
}

/// `upgrade` alone: opens the menu of parts and slots (§5 Upgrade by buttons), on the player's
/// turn (or as a reaction after passing) with a disc to spend. Nothing is spent yet.
pub fn open_upgrade_menu(state: &mut State, seat: Seat, ship: Option<ShipKind>) -> Result<(), Msg> {
    // Within the menu: show another page.
    if let Some(Pending::Upgrade {
        seat: s,
        ship: page,
        ..
    }) = state.pending.first_mut()
        && *s == seat
    {
        *page = ship;
        return Ok(());
    }
    super::own_turn(state, seat)?;
    if state.players[seat].discs == 0 {
        return Err(Msg::new("ec-no-disc"));
    }
    if upgrade_options(state, seat).is_empty() {
        return Err(Msg::new("ec-upgrade-none"));
    }
    state.pending.insert(
        0,
        Pending::Upgrade {
            seat,
            more: 0,
            ship,
        },
    );
    Ok(())
}

/// A part chosen in the upgrade menu: with the menu opened before the action, it takes the
/// Upgrade action (the disc, the limit) and offers the parts still allowed in it; in the
/// menu of an action under way, it places one more part (no further disc).
pub fn upgrade_from_menu(
    state: &mut State,
    seat: Seat,
    changes: &[SlotChange],
    rng: &mut GameRng,
    log: &mut super::Log,
) -> Result<(), Msg> {
    let Some(Pending::Upgrade { more, ship, .. }) = state.pending.first().cloned() else {
        return Err(Msg::new("ec-nothing-pending"));
    };
    state.pending.remove(0);
    let placed = changes.iter().filter(|c| c.part.is_some()).count();
    let left = if more == 0 {
        let limit = if state.players[seat].passed {
            1
        } else {
            species(state, seat).upgrade
        };
        super::own_turn(state, seat)?;
        act(
            state,
            seat,
            &Action::Upgrade {
                changes: changes.to_vec(),
            },
            rng,
            log,
        )?;
        limit.saturating_sub(placed)
    } else {
        upgrade(state, seat, changes, usize::from(more), log)?;
        usize::from(more).saturating_sub(placed)
    };
    if left > 0 && !upgrade_options(state, seat).is_empty() {
        state.pending.insert(
            0,
            Pending::Upgrade {
                seat,
                more: u8::try_from(left).unwrap_or(u8::MAX),
                ship,
            },
        );
    }
    Ok(())
}

/// §5 Upgrade, one part per choice: every part the player may fit (starting parts, parts of
/// their technologies, ancient parts they hold) in the slots of every blueprint where it
/// changes something and leaves the blueprint legal (energy, drives); slots holding the same
/// part are one choice (the first of them). A placed tile already in the slot is taken off
/// first, in the same action. Offered by the upgrade menu (`upgrade`).
pub fn upgrade_options(state: &State, seat: Seat) -> Vec<(ShipKind, Choice)> {
    use super::super::action::{SlotChange, notation};
    let species = species(state, seat);
    let p = &state.players[seat];
    let parts: Vec<String> = data::part_names()
        .into_iter()
        .map(|(id, _)| id)
        .filter(|id| !data::part_ancient(id) || p.held_parts.contains(id))
        .collect();
    let mut out = Vec::new();
    for (i, kind) in ShipKind::PLAYER.iter().enumerate() {
        let placed = &p.blueprints[i];
        let full = merged(&species.printed[i], placed);
        for slot in 0..full.len() {
            // Slots that hold the same (printed or placed) part give the same choices.
            if (0..slot).any(|j| full[j] == full[slot] && placed.get(j) == placed.get(slot)) {
                continue;
            }
            for part in &parts {
                if full[slot].as_deref() == Some(part.as_str()) {
                    continue;
                }
                let mut next = full.clone();
                next[slot] = Some(part.clone());
                if data::check_blueprint(&species.id, *kind, &next, &p.techs, &p.held_parts)
                    .is_err()
                {
                    continue;
                }
                let mut changes = Vec::new();
                if placed.get(slot).is_some_and(|x| x.is_some()) {
                    changes.push(SlotChange {
                        ship: *kind,
                        slot,
                        part: None,
                    });
                }
                changes.push(SlotChange {
                    ship: *kind,
                    slot,
                    part: Some(part.clone()),
                });
                let label = Msg::new("ec-choice-upgrade")
                    .msg("ship", ship_name(*kind))
                    .with("part", data::part_name(part))
                    .num("slot", slot as i64 + 1);
                let label = match &full[slot] {
                    Some(old) => {
                        label.msg("old", Msg::new("plain").with("text", data::part_name(old)))
                    }
                    None => label.text("old", "none"),
                };
                out.push((*kind, choice(label, notation(&Action::Upgrade { changes }))));
            }
        }
    }
    out
}

fn build_options(state: &State, seat: Seat) -> Vec<Choice> {
    let p = &state.players[seat];
    let Some(home) = state
        .sectors
        .iter()
        .filter(|s| s.owner == Some(seat))
        .max_by_key(|s| s.tile == p.home)
    else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for k in [
        ShipKind::Interceptor,
        ShipKind::Cruiser,
        ShipKind::Dreadnought,
    ] {
        if state.ships_built(seat, k) < k.limit()
            && build_cost(state, seat, Item::Ship(k)) <= p.storage[2]
        {
            out.push(choice(
                Msg::new("ec-choice-build")
                    .msg("ship", ships_in_words(k, 1))
                    .num("sector", home.tile as i64),
                format!("build {} {}", k.short(), home.tile),
            ));
        }
    }
    out
}

fn move_options(state: &State, seat: Seat) -> Vec<Choice> {
    let me = Faction::Player(seat);
    let half = wormhole_generator(state, seat);
    let mut out = Vec::new();
    for s in &state.sectors {
        let enemies = super::hostiles(state, s, seat);
        if s.ships.iter().any(|x| x.owner == Faction::Gcds)
            || (enemies > 0 && s.ships_of(me) <= enemies)
        {
            continue;
        }
        let mut kinds: Vec<ShipKind> = s
            .ships
            .iter()
            .filter(|x| x.owner == me && x.kind != ShipKind::Starbase)
            .map(|x| x.kind)
            .collect();
        kinds.dedup();
        for k in kinds {
            if stats(state, seat, k).movement == 0 {
                continue;
            }
            for t in linked(state, s.tile, half) {
                out.push(choice(
                    Msg::new("ec-choice-move")
                        .msg("ship", ships_in_words(k, 1))
                        .num("from", s.tile as i64)
                        .num("to", t as i64),
                    format!("move {} {}>{}", k.short(), s.tile, t),
                ));
            }
        }
    }
    out
}
