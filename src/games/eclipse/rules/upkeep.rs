//! §7 upkeep (money income less influence upkeep, bankruptcy, science and materials), §8 cleanup
//! (new technologies, discs and cubes back, colony ships and summary cards face up, the round
//! marker) and §9 the end of the game with its scoring and tie-break.

use super::super::state::{Faction, Pending, Phase, Resource, State};
use super::action_phase::{species, withdraw};
use super::{Log, data, name};
use crate::core::{GameRng, LogEntry, Msg, Seat};

/// Net money of upkeep for a seat now: money production less the influence upkeep.
pub fn net_money(state: &State, seat: Seat) -> i32 {
    let p = &state.players[seat];
    // The influence track has the same spaces for everyone: a species that starts with fewer
    // discs (Eridani) starts with its cheapest spaces already empty (decision D18).
    let spaces = data::influence_spaces();
    data::production(p.track_cubes[0]) - data::upkeep(spaces.saturating_sub(p.discs))
}

pub fn upkeep_and_cleanup(state: &mut State, rng: &mut GameRng, log: &mut Log) {
    for seat in 0..state.players.len() {
        if state.players[seat].eliminated {
            continue;
        }
        pay_upkeep(state, seat, log);
        if state.players[seat].eliminated {
            continue;
        }
        let p = &mut state.players[seat];
        let sci = data::production(p.track_cubes[1]);
        let mat = data::production(p.track_cubes[2]);
        p.storage[1] += sci;
        p.storage[2] += mat;
        log.push(LogEntry::public(
            Msg::new("ec-log-production")
                .text("player", name(state, seat))
                .num("money", state.players[seat].storage[0])
                .num("science", sci)
                .num("materials", mat),
        ));
    }
    cleanup(state, rng, log);
}

/// Whether a seat cannot pay its upkeep now (§7).
pub fn short(state: &State, seat: Seat) -> bool {
    !state.players[seat].eliminated && state.players[seat].storage[0] + net_money(state, seat) < 0
}

/// Whether a short seat still has something to trade or a disc to withdraw.
pub fn can_fix(state: &State, seat: Seat) -> bool {
    let rate = species(state, seat).trade;
    let p = &state.players[seat];
    p.storage[1] >= rate || p.storage[2] >= rate || state.discs_on_map(seat) > 0
}

/// §7 bankruptcy by choice: withdraw a disc (its cubes go back to their tracks).
pub fn withdraw_cmd(state: &mut State, seat: Seat, tile: u16, log: &mut Log) -> Result<(), Msg> {
    match state.pending.first() {
        Some(Pending::Bankrupt { seat: s }) if *s == seat => {}
        Some(p) if p.seat() != seat => return Err(super::waiting(state, p)),
        _ => return Err(Msg::new("ec-nothing-pending")),
    }
    if state.sector(tile).and_then(|s| s.owner) != Some(seat) {
        return Err(Msg::new("ec-not-your-sector").num("sector", tile as i64));
    }
    withdraw(state, seat, tile);
    log.push(LogEntry::public(
        Msg::new("ec-log-bankrupt-withdraw")
            .text("player", name(state, seat))
            .num("sector", tile as i64),
    ));
    Ok(())
}

/// Money income less upkeep; a shortfall left (nobody chose) is covered by trading, then by
/// withdrawing discs; a player who still cannot pay is out (§7 bankruptcy).
fn pay_upkeep(state: &mut State, seat: Seat, log: &mut Log) {
    let rate = species(state, seat).trade;
    loop {
        let net = net_money(state, seat);
        if state.players[seat].storage[0] + net >= 0 {
            state.players[seat].storage[0] += net;
            return;
        }
        let p = &mut state.players[seat];
        if let Some(r) = [Resource::Science, Resource::Materials]
            .into_iter()
            .filter(|r| p.storage[r.index()] >= rate)
            .max_by_key(|r| p.storage[r.index()])
        {
            p.storage[r.index()] -= rate;
            p.storage[0] += 1;
            log.push(LogEntry::public(
                Msg::new("ec-log-bankrupt-trade")
                    .text("player", name(state, seat))
                    .msg("resource", super::action_phase::resource_name(r))
                    .num("rate", rate),
            ));
            continue;
        }
        // Withdraw the disc from the least valuable sector, the home last.
        let home = state.players[seat].home;
        let pick = state
            .sectors
            .iter()
            .filter(|s| s.owner == Some(seat))
            .min_by_key(|s| {
                (
                    s.tile == home,
                    data::sector(s.tile).map(|i| i.vp).unwrap_or(0),
                    s.cubes.len(),
                )
            })
            .map(|s| s.tile);
        match pick {
            Some(t) => {
                withdraw(state, seat, t);
                log.push(LogEntry::public(
                    Msg::new("ec-log-bankrupt-withdraw")
                        .text("player", name(state, seat))
                        .num("sector", t as i64),
                ));
            }
            None => {
                eliminate(state, seat, log);
                return;
            }
        }
    }
}

/// §6 wipe-out: with no disc and no ship on the map a player may concede; their score so far
/// stays and they take no more turns.
pub fn concede(state: &mut State, seat: Seat, log: &mut Log) -> Result<(), Msg> {
    let ships = state
        .sectors
        .iter()
        .any(|s| s.ships_of(Faction::Player(seat)) > 0);
    if state.discs_on_map(seat) > 0 || ships {
        return Err(Msg::new("ec-concede-not-yet"));
    }
    state.players[seat].eliminated = true;
    state.players[seat].passed = true;
    state.acted = true;
    log.push(LogEntry::public(
        Msg::new("ec-log-concede").text("player", name(state, seat)),
    ));
    Ok(())
}

/// A collapsed player leaves the board; their score so far stays (§7).
fn eliminate(state: &mut State, seat: Seat, log: &mut Log) {
    let p = &mut state.players[seat];
    p.eliminated = true;
    p.storage[0] = 0;
    for s in &mut state.sectors {
        if s.owner == Some(seat) {
            s.owner = None;
            s.cubes.clear();
        }
        s.ships.retain(|x| x.owner != Faction::Player(seat));
    }
    state.pending.retain(|p| p.seat() != seat);
    log.push(LogEntry::public(
        Msg::new("ec-log-eliminated").text("player", name(state, seat)),
    ));
}

fn cleanup(state: &mut State, rng: &mut GameRng, log: &mut Log) {
    let (_, per_round, _) = data::scaling(state.players.len());
    draw_techs(state, per_round, rng);
    for p in &mut state.players {
        p.discs += p.actions_taken;
        p.actions_taken = 0;
        for r in 0..3 {
            p.track_cubes[r] += p.graveyard[r];
            p.graveyard[r] = 0;
        }
        p.colony_used = 0;
        p.passed = false;
    }
    for s in &mut state.sectors {
        let present: Vec<Faction> = s.ships.iter().map(|x| x.owner).collect();
        s.arrivals.retain(|f| present.contains(f));
    }
    // The round's record of explorations and moves (the board's key) ends with the round.
    state.happened.clear();
    // After round 9, or once nobody is left in the game (§7 collapse, §9).
    if state.round >= 9 || state.players.iter().all(|p| p.eliminated) {
        finish(state, log);
        return;
    }
    state.round += 1;
    let first = state.first_passer.take().unwrap_or(state.start_player);
    state.start_player = first;
    let first = (0..state.players.len())
        .map(|i| (first + i) % state.players.len())
        .find(|s| !state.players[*s].eliminated)
        .unwrap_or(first);
    state.phase = Phase::Action { active: first };
    state.acted = false;
    log.push(LogEntry::public(
        Msg::new("ec-log-round")
            .num("round", state.round as i64)
            .text("player", name(state, first)),
    ));
}

/// Draws technology tiles from the bag into the supply; copies stack.
pub fn draw_techs(state: &mut State, n: usize, rng: &mut GameRng) {
    for _ in 0..n {
        if state.tech_bag.is_empty() {
            break;
        }
        let i = rng.below(state.tech_bag.len());
        let t = state.tech_bag.remove(i);
        match state.tech_supply.iter_mut().find(|(x, _)| *x == t) {
            Some(e) => e.1 += 1,
            None => state.tech_supply.push((t, 1)),
        }
    }
    state.tech_supply.sort_by_key(|(t, _)| {
        data::tech(t)
            .map(|(c, cost, _)| (c, cost))
            .unwrap_or((9, 0))
    });
}

/// One player's score (§9), in parts: reputation, ambassadors, sectors, discoveries, monoliths,
/// technology rows, traitor, species bonus (Planta: 1 per sector; Draco: 1 per Ancient in
/// their sectors).
pub fn score_parts(state: &State, seat: Seat) -> [i32; 8] {
    let p = &state.players[seat];
    let sectors = state.sectors.iter().filter(|s| s.owner == Some(seat));
    let sector_vp: i32 = sectors
        .clone()
        .map(|s| data::sector(s.tile).map(|i| i.vp).unwrap_or(0))
        .sum();
    let (discovery_vp, monolith_vp, traitor_vp) = data::end_vp();
    let monoliths = sectors.filter(|s| s.monolith).count() as i32 * monolith_vp;
    let mut rows = [0usize; 3];
    for t in &p.techs {
        if let Some((c, _, _)) = data::tech(t) {
            rows[c.min(2)] += 1;
        }
    }
    [
        p.reputation.iter().map(|v| *v as i32).sum(),
        p.ambassadors.len() as i32,
        sector_vp,
        p.discovery_vp as i32 * discovery_vp,
        monoliths,
        rows.iter().map(|n| data::row_vp(*n)).sum(),
        if state.traitor == Some(seat) {
            traitor_vp
        } else {
            0
        },
        species_bonus(state, seat),
    ]
}

fn species_bonus(state: &State, seat: Seat) -> i32 {
    let sp = species(state, seat);
    let mine = state.sectors.iter().filter(|s| s.owner == Some(seat));
    let mut bonus = 0;
    if sp.has("vp_per_sector") {
        bonus += mine.clone().count() as i32;
    }
    // Draco: every Ancient left on the board, wherever it is (species sheet).
    if sp.has("vp_per_ancient") {
        bonus += state
            .sectors
            .iter()
            .map(|s| s.ships_of(Faction::Ancients) as i32)
            .sum::<i32>();
    }
    bonus
}

pub fn score(state: &State, seat: Seat) -> i32 {
    score_parts(state, seat).iter().sum()
}

/// §9: highest score wins; ties go to the most resources in storage. An eliminated player's
/// score stays on the table but does not win; with every player out, nobody wins.
pub(crate) fn finish(state: &mut State, log: &mut Log) {
    let scores: Vec<i32> = (0..state.players.len()).map(|s| score(state, s)).collect();
    let winner = (0..state.players.len())
        .filter(|s| !state.players[*s].eliminated)
        .max_by_key(|s| {
            (
                scores[*s],
                state.players[*s].storage.iter().sum::<i32>(),
                std::cmp::Reverse(*s),
            )
        });
    state.scores = scores.clone();
    state.phase = Phase::Over { winner };
    log.push(LogEntry::public(match winner {
        Some(w) => Msg::new("ec-log-game-over")
            .text("player", name(state, w))
            .num("vp", scores[w]),
        None => Msg::new("ec-log-game-over-no-winner"),
    }));
}
