//! §6 the combat phase: battles in descending sector order, pairwise in reverse order of arrival
//! with the disc owner last, then against the Ancients or the GCDS; initiative (defender first on
//! ties), the missile volley, engagement rounds, hits and damage, retreat, stalemate, attacks on
//! population, reputation draws and control of sectors afterwards.

use super::super::state::{Battle, Faction, Happened, Pending, ShipKind, State, Tally};
use super::action_phase::{ship_name, ships_in_words, species, stats, withdraw};
use super::{
    Log, data, explore, has_tech, linked, name, private, take_pending, wormhole_generator,
};
use crate::core::{GameRng, LogEntry, Msg, Seat};
use crate::games::eclipse::odds;

fn faction_name(state: &State, f: Faction) -> Msg {
    match f {
        Faction::Player(s) => Msg::new("ec-faction-player").text("player", name(state, s)),
        Faction::Ancients => Msg::new("ec-faction-ancients"),
        Faction::Gcds => Msg::new("ec-faction-gcds"),
    }
}

pub fn group_stats(state: &State, f: Faction, kind: ShipKind) -> data::Stats {
    match f {
        Faction::Player(s) => stats(state, s, kind),
        _ => data::neutral(kind),
    }
}

/// Whether a die hits a target with this shield (§6): 6 always, 1 never, else roll + computers −
/// shields ≥ 6.
pub fn hit(value: u8, computer: i32, shield: i32) -> bool {
    value == 6 || (value != 1 && value as i32 + computer - shield >= 6)
}

/// Whether factions in a sector still fight (§6): two players, or a player and a neutral
/// (Draco and the Ancients are at peace).
pub fn fights(state: &State, s: &super::super::state::Sector) -> bool {
    let factions = s.factions();
    let players: Vec<Seat> = factions.iter().filter_map(|f| f.seat()).collect();
    match players[..] {
        [] => false,
        [p] => factions.iter().any(|f| match f {
            Faction::Gcds => true,
            Faction::Ancients => !super::ancient_allies(state, p),
            Faction::Player(_) => false,
        }),
        _ => true,
    }
}

fn needs_battle(state: &State, tile: u16) -> bool {
    state.sector(tile).is_some_and(|s| fights(state, s))
}

/// One step of the combat phase; `false` once no battle is left.
pub fn step(state: &mut State, rng: &mut GameRng, log: &mut Log) -> bool {
    if state.battle.is_some() {
        run(state, rng, log);
        return true;
    }
    if let Some(t) = state.tally.clone() {
        if needs_battle(state, t.sector) {
            start(state, t.sector, log);
        } else {
            finish_sector(state, t, rng, log);
        }
        return true;
    }
    // Sectors in descending number; the centre (001) is last (§6).
    let mut tiles: Vec<u16> = state
        .sectors
        .iter()
        .filter(|s| fights(state, s))
        .map(|s| s.tile)
        .collect();
    tiles.sort_unstable_by(|a, b| b.cmp(a));
    let Some(&tile) = tiles.first() else {
        end_of_combat(state, rng, log);
        return false;
    };
    state.tally = Some(Tally {
        sector: tile,
        draws: Vec::new(),
        retreated: Vec::new(),
    });
    start(state, tile, log);
    true
}

/// Who fights next in a sector (§6).
fn start(state: &mut State, tile: u16, log: &mut Log) {
    let Some(s) = state.sector(tile) else {
        return;
    };
    let factions = s.factions();
    let mut players: Vec<Faction> = factions
        .iter()
        .copied()
        .filter(|f| f.seat().is_some())
        .collect();
    // The disc owner always fights last.
    if let Some(o) = s.owner
        && let Some(i) = players.iter().position(|f| *f == Faction::Player(o))
    {
        let f = players.remove(i);
        players.insert(0, f);
    }
    let (defender, attacker) = if players.len() >= 2 {
        (players[players.len() - 2], players[players.len() - 1])
    } else {
        let neutral = factions
            .iter()
            .copied()
            .find(|f| f.seat().is_none())
            .unwrap_or(Faction::Ancients);
        (
            neutral,
            players.first().copied().unwrap_or(Faction::Ancients),
        )
    };
    if let Some(t) = state.tally.as_mut() {
        for f in [defender, attacker] {
            if let Some(seat) = f.seat()
                && !t.draws.iter().any(|(s, _)| *s == seat)
            {
                t.draws.push((seat, 0));
            }
        }
    }
    log.push(LogEntry::public(
        Msg::new("ec-log-battle")
            .num("sector", tile as i64)
            .msg("attacker", faction_name(state, attacker))
            .msg("defender", faction_name(state, defender)),
    ));
    let mut b = Battle {
        sector: tile,
        defender,
        attacker,
        missiles_done: false,
        order: Vec::new(),
        next: 0,
        firing: None,
        retreating: Vec::new(),
        idle_rounds: 0,
    };
    b.order = order(state, &b);
    state.battle = Some(b);
}

/// Ship groups in activation order: initiative, highest first; the defender first on ties.
pub fn order(state: &State, b: &Battle) -> Vec<(Faction, ShipKind)> {
    let Some(s) = state.sector(b.sector) else {
        return Vec::new();
    };
    let mut groups: Vec<(i32, usize, Faction, ShipKind)> = Vec::new();
    for (side, f) in [b.defender, b.attacker].into_iter().enumerate() {
        for k in s.kinds_of(f) {
            groups.push((group_stats(state, f, k).initiative, side, f, k));
        }
    }
    groups.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    groups.into_iter().map(|(_, _, f, k)| (f, k)).collect()
}

fn group_size(state: &State, tile: u16, f: Faction, kind: ShipKind) -> usize {
    state
        .sector(tile)
        .map(|s| {
            s.ships
                .iter()
                .filter(|x| x.owner == f && x.kind == kind)
                .count()
        })
        .unwrap_or(0)
}

fn alive(state: &State, tile: u16, f: Faction) -> usize {
    state.sector(tile).map(|s| s.ships_of(f)).unwrap_or(0)
}

fn run(state: &mut State, rng: &mut GameRng, log: &mut Log) {
    for _ in 0..1000 {
        if !state.pending.is_empty() {
            return;
        }
        let Some(b) = state.battle.clone() else {
            return;
        };
        if alive(state, b.sector, b.defender) == 0 || alive(state, b.sector, b.attacker) == 0 {
            end_battle(state, log);
            return;
        }
        if b.next >= b.order.len() {
            let mut nb = b.clone();
            if !nb.missiles_done {
                nb.missiles_done = true;
            } else {
                nb.idle_rounds += 1;
            }
            nb.next = 0;
            nb.order = order(state, &nb);
            state.battle = Some(nb);
            if b.missiles_done && stalemate(state, &b) {
                resolve_stalemate(state, &b, log);
            }
            continue;
        }
        let (f, kind) = b.order[b.next];
        if let Some(bm) = state.battle.as_mut() {
            bm.next += 1;
        }
        let count = group_size(state, b.sector, f, kind);
        if count == 0 {
            continue;
        }
        let st = group_stats(state, f, kind);
        if !b.missiles_done {
            if !st.missiles.is_empty() {
                fire(state, f, kind, true, rng, log);
            }
            continue;
        }
        // A group on the edge leaves the battle at its next activation (§6 retreat).
        if let Some(&(_, _, to)) = b
            .retreating
            .iter()
            .find(|(rf, rk, _)| *rf == f && *rk == kind)
        {
            leave(state, f, kind, to, log);
            continue;
        }
        // Standing order "fight to the end": fire without being asked.
        if let Some(seat) = f.seat()
            && !state.players.get(seat).is_some_and(|p| p.fight_on)
            && !retreat_options(state, seat, b.sector).is_empty()
        {
            state.pending.push(Pending::Activate { seat, kind });
            return;
        }
        fire(state, f, kind, false, rng, log);
    }
}

/// Neither side can ever hit: nobody has a weapon left.
fn stalemate(state: &State, b: &Battle) -> bool {
    if b.idle_rounds > 60 {
        return true;
    }
    let Some(s) = state.sector(b.sector) else {
        return false;
    };
    !s.ships.iter().any(|x| {
        (x.owner == b.attacker || x.owner == b.defender)
            && !group_stats(state, x.owner, x.kind).cannons.is_empty()
    })
}

/// §6 stalemate: the attacker retreats if it can, else its ships are destroyed.
fn resolve_stalemate(state: &mut State, b: &Battle, log: &mut Log) {
    let dest = b
        .attacker
        .seat()
        .and_then(|s| retreat_options(state, s, b.sector).first().copied());
    let moved: Vec<_> = {
        let Some(s) = state.sector_mut(b.sector) else {
            return;
        };
        let (out, keep): (Vec<_>, Vec<_>) = s.ships.drain(..).partition(|x| x.owner == b.attacker);
        s.ships = keep;
        out
    };
    if let Some(t) = dest
        && let Some(d) = state.sector_mut(t)
    {
        d.ships.extend(moved);
    } else if dest.is_none() {
        // Nowhere to retreat: the attacker's ships are destroyed.
        let mut kinds: Vec<ShipKind> = moved.iter().map(|x| x.kind).collect();
        kinds.sort();
        kinds.dedup();
        for k in kinds {
            let n = moved.iter().filter(|x| x.kind == k).count();
            state.record_destroyed(b.sector, b.attacker, k, n.min(255) as u8);
        }
    }
    // Every ship of the attacker retreated: no participation draw (§6 retreat penalty).
    if dest.is_some()
        && let Some(seat) = b.attacker.seat()
        && let Some(t) = state.tally.as_mut()
        && !t.retreated.contains(&seat)
    {
        t.retreated.push(seat);
    }
    log.push(LogEntry::public(
        Msg::new("ec-log-stalemate")
            .num("sector", b.sector as i64)
            .msg("attacker", faction_name(state, b.attacker))
            .num("retreated", i64::from(dest.is_some())),
    ));
}

/// Where a seat's ships may retreat from a sector (§6): a linked neighbour with its disc and no
/// other player's ships.
pub fn retreat_options(state: &State, seat: Seat, tile: u16) -> Vec<u16> {
    let half = wormhole_generator(state, seat);
    linked(state, tile, half)
        .into_iter()
        .filter(|t| {
            state.sector(*t).is_some_and(|s| {
                s.owner == Some(seat) && s.ships.iter().all(|x| x.owner == Faction::Player(seat))
            })
        })
        .collect()
}

fn leave(state: &mut State, f: Faction, kind: ShipKind, to: u16, log: &mut Log) {
    let Some(b) = state.battle.clone() else {
        return;
    };
    let moved: Vec<_> = {
        let Some(s) = state.sector_mut(b.sector) else {
            return;
        };
        let (out, keep): (Vec<_>, Vec<_>) = s
            .ships
            .drain(..)
            .partition(|x| x.owner == f && x.kind == kind);
        s.ships = keep;
        out
    };
    let n = moved.len();
    if let Some(d) = state.sector_mut(to) {
        d.ships.extend(moved);
    }
    if let Some(bm) = state.battle.as_mut() {
        bm.retreating
            .retain(|(rf, rk, _)| !(*rf == f && *rk == kind));
    }
    // All survivors gone by retreat: no participation draw (§6).
    if let Some(seat) = f.seat()
        && alive(state, b.sector, f) == 0
        && let Some(t) = state.tally.as_mut()
        && !t.retreated.contains(&seat)
    {
        t.retreated.push(seat);
    }
    log.push(LogEntry::public(
        Msg::new("ec-log-retreated")
            .msg("who", faction_name(state, f))
            .num("count", n as i64)
            .msg("ship", ships_in_words(kind, n))
            .num("to", to as i64),
    ));
}

fn end_battle(state: &mut State, log: &mut Log) {
    let Some(b) = state.battle.take() else {
        return;
    };
    let (winner, loser) = if alive(state, b.sector, b.attacker) > 0 {
        (b.attacker, b.defender)
    } else {
        (b.defender, b.attacker)
    };
    state.record(b.sector, Happened::Won { winner, loser });
    log.push(LogEntry::public(
        Msg::new("ec-log-battle-won")
            .num("sector", b.sector as i64)
            .msg("winner", faction_name(state, winner)),
    ));
}

/// The enemy of the firing faction in the current battle.
fn enemy_of(b: &Battle, f: Faction) -> Faction {
    if f == b.attacker {
        b.defender
    } else {
        b.attacker
    }
}

/// A group rolls its cannons (or missiles) and the hits are assigned: by the owner when there
/// is a choice, else by the default rule.
fn fire(
    state: &mut State,
    f: Faction,
    kind: ShipKind,
    missiles: bool,
    rng: &mut GameRng,
    log: &mut Log,
) {
    let Some(b) = state.battle.clone() else {
        return;
    };
    let st = group_stats(state, f, kind);
    let count = group_size(state, b.sector, f, kind);
    let per_ship = if missiles { &st.missiles } else { &st.cannons };
    let mut dice: Vec<(u8, u8)> = Vec::new();
    for _ in 0..count {
        for d in per_ship {
            dice.push((rng.roll(6), *d));
        }
    }
    if dice.is_empty() {
        return;
    }
    log.push(LogEntry::public(
        Msg::new(if missiles {
            "ec-log-missiles"
        } else {
            "ec-log-fire"
        })
        .msg("who", faction_name(state, f))
        .msg("ship", ships_in_words(kind, count))
        .num("count", count as i64)
        .text(
            "dice",
            dice.iter()
                .map(|(v, _)| v.to_string())
                .collect::<Vec<_>>()
                .join(" "),
        ),
    ));
    let enemy = enemy_of(&b, f);
    let targets: Vec<(ShipKind, i32)> = state
        .sector(b.sector)
        .map(|s| {
            s.ships
                .iter()
                .filter(|x| x.owner == enemy)
                .map(|x| (x.kind, group_stats(state, enemy, x.kind).shield))
                .collect()
        })
        .unwrap_or_default();
    let hitting: Vec<(u8, u8)> = dice
        .into_iter()
        .filter(|(v, _)| targets.iter().any(|(_, sh)| hit(*v, st.computer, *sh)))
        .collect();
    if hitting.is_empty() {
        return;
    }
    // Something hit: the battle is not idle (the stalemate safety net counts idle rounds only).
    if let Some(bm) = state.battle.as_mut() {
        bm.idle_rounds = 0;
    }
    let mut kinds: Vec<ShipKind> = targets.iter().map(|(k, _)| *k).collect();
    kinds.sort();
    kinds.dedup();
    // The owner aims only when there is a real choice: more than one type of target, and no
    // standing order to assign by the default rule.
    if let Some(seat) = f.seat()
        && kinds.len() > 1
        && !state.players.get(seat).is_some_and(|p| p.auto_hits)
    {
        if let Some(bm) = state.battle.as_mut() {
            bm.firing = Some((f, kind));
        }
        state.pending.push(Pending::Hits {
            seat,
            dice: hitting,
            computer: st.computer as i8,
            missiles,
        });
        return;
    }
    assign(state, f, &hitting, st.computer, None, log);
}

/// Assigns hitting dice, largest damage first: on ships of `prefer` when the die can hit one,
/// else by the neutral rule (§6): the largest ship the die destroys, otherwise the largest ship.
fn assign(
    state: &mut State,
    f: Faction,
    dice: &[(u8, u8)],
    computer: i32,
    prefer: Option<ShipKind>,
    log: &mut Log,
) {
    let Some(b) = state.battle.clone() else {
        return;
    };
    let enemy = enemy_of(&b, f);
    // The Ancients and the GCDS aim their whole volley (§6 neutral forces, L3063-3107): destroy
    // the largest ship the dice together can, then the next; what is left hurts the largest.
    if f.seat().is_none() {
        assign_volley(state, f, enemy, b.sector, dice, computer, log);
        return;
    }
    let mut dice = dice.to_vec();
    dice.sort_by_key(|d| std::cmp::Reverse(d.1));
    for (value, damage) in dice {
        let Some(s) = state.sector(b.sector) else {
            return;
        };
        let cands: Vec<(usize, ShipKind, u8, u8)> = s
            .ships
            .iter()
            .enumerate()
            .filter(|(_, x)| x.owner == enemy)
            .map(|(i, x)| {
                let st = group_stats(state, enemy, x.kind);
                (i, x.kind, x.damage, st.hull, st.shield)
            })
            .filter(|c| hit(value, computer, c.4))
            .map(|c| (c.0, c.1, c.2, c.3))
            .collect();
        if cands.is_empty() {
            continue;
        }
        let preferred: Vec<_> = cands
            .iter()
            .copied()
            .filter(|c| Some(c.1) == prefer)
            .collect();
        let pool = if preferred.is_empty() {
            cands
        } else {
            preferred
        };
        let kills = |c: &(usize, ShipKind, u8, u8)| c.2 + damage > c.3;
        let pick = pool
            .iter()
            .filter(|c| kills(c))
            .max_by_key(|c| (c.1.size(), c.2))
            .or_else(|| pool.iter().max_by_key(|c| (c.1.size(), c.2)))
            .copied();
        let Some((i, kind, _, _)) = pick else {
            continue;
        };
        let destroyed = {
            let s = state.sector_mut(b.sector).expect("battle sector");
            s.ships[i].damage += damage;
            let hull = pick.map(|c| c.3).unwrap_or(0);
            if s.ships[i].damage > hull {
                s.ships.remove(i);
                true
            } else {
                false
            }
        };
        if destroyed {
            record_kill(state, f, enemy, kind, log);
        }
    }
}

/// A ship of `enemy` destroyed by `f`: the kill counts for `f`'s reputation draws (§6).
fn record_kill(state: &mut State, f: Faction, enemy: Faction, kind: ShipKind, log: &mut Log) {
    if let Some(tile) = state.battle.as_ref().map(|b| b.sector) {
        state.record_destroyed(tile, enemy, kind, 1);
    }
    if let (Some(seat), Some(t)) = (f.seat(), state.tally.as_mut()) {
        if let Some(e) = t.draws.iter_mut().find(|(s, _)| *s == seat) {
            e.1 += kind.reputation();
        } else {
            t.draws.push((seat, kind.reputation()));
        }
    }
    log.push(LogEntry::public(
        Msg::new("ec-log-destroyed")
            .msg("who", faction_name(state, enemy))
            .msg("ship", ships_in_words(kind, 1)),
    ));
}

fn odds_kind(k: ShipKind) -> odds::ShipKind {
    match k {
        ShipKind::Interceptor => odds::ShipKind::Interceptor,
        ShipKind::Ancient => odds::ShipKind::Ancient,
        ShipKind::Starbase => odds::ShipKind::Starbase,
        ShipKind::Cruiser => odds::ShipKind::Cruiser,
        ShipKind::Dreadnought => odds::ShipKind::Dreadnought,
        ShipKind::Gcds => odds::ShipKind::Gcds,
    }
}

/// The neutral hit policy over a whole volley (the odds module's `assign_hits`), applied.
fn assign_volley(
    state: &mut State,
    f: Faction,
    enemy: Faction,
    tile: u16,
    dice: &[(u8, u8)],
    computer: i32,
    log: &mut Log,
) {
    let Some(s) = state.sector(tile) else {
        return;
    };
    let ships: Vec<usize> = (0..s.ships.len())
        .filter(|&i| s.ships[i].owner == enemy)
        .collect();
    let targets: Vec<odds::Target> = ships
        .iter()
        .map(|&i| {
            let x = &s.ships[i];
            let st = group_stats(state, enemy, x.kind);
            odds::Target {
                kind: odds_kind(x.kind),
                hit_points: st.hull.saturating_add(1),
                damage: x.damage,
                shield: st.shield,
            }
        })
        .collect();
    let plan = odds::assign_hits(dice, computer, &targets);
    let hulls: Vec<u8> = targets.iter().map(|t| t.hit_points - 1).collect();
    let Some(s) = state.sector_mut(tile) else {
        return;
    };
    for (die, to) in dice.iter().zip(&plan) {
        if let Some(t) = *to {
            let x = &mut s.ships[ships[t]];
            x.damage = x.damage.saturating_add(die.1);
        }
    }
    // Remove the destroyed ships, last index first so the others keep theirs.
    let mut dead: Vec<(usize, ShipKind)> = Vec::new();
    for (t, &i) in ships.iter().enumerate().rev() {
        if s.ships[i].damage > hulls[t] {
            dead.push((i, s.ships[i].kind));
            s.ships.remove(i);
        }
    }
    for (_, kind) in dead.into_iter().rev() {
        record_kill(state, f, enemy, kind, log);
    }
}

/// §6: the owner assigns the dice that hit.
pub fn hits_cmd(
    state: &mut State,
    seat: Seat,
    target: Option<ShipKind>,
    log: &mut Log,
) -> Result<(), Msg> {
    let (dice, computer) = take_pending(state, seat, |p| match p {
        Pending::Hits { dice, computer, .. } => Some((dice.clone(), *computer as i32)),
        _ => None,
    })?;
    let Some(b) = state.battle.clone() else {
        return Err(Msg::new("ec-nothing-pending"));
    };
    let Some((f, _)) = b.firing else {
        return Err(Msg::new("ec-nothing-pending"));
    };
    if let Some(k) = target {
        let enemy = enemy_of(&b, f);
        if !state
            .sector(b.sector)
            .is_some_and(|s| s.ships.iter().any(|x| x.owner == enemy && x.kind == k))
        {
            return Err(Msg::new("ec-no-target").msg("ship", ship_name(k)));
        }
    }
    assign(state, f, &dice, computer, target, log);
    if let Some(bm) = state.battle.as_mut() {
        bm.firing = None;
    }
    Ok(())
}

pub fn hits_prompt(state: &State, p: &Pending) -> (Msg, Vec<crate::core::rules::Choice>) {
    let Pending::Hits { dice, .. } = p else {
        return (Msg::new("ec-nothing-pending"), Vec::new());
    };
    let mut c = vec![super::choice(
        Msg::new("ec-choice-hits-auto"),
        "hits auto".into(),
    )];
    if let Some(b) = &state.battle
        && let Some((f, _)) = b.firing
        && let Some(s) = state.sector(b.sector)
    {
        let enemy = enemy_of(b, f);
        for k in s.kinds_of(enemy) {
            c.push(super::choice(
                Msg::new("ec-choice-hits").msg("ship", ship_name(k)),
                format!("hits {}", k.short()),
            ));
        }
    }
    (
        Msg::new("ec-ask-hits").text(
            "dice",
            dice.iter()
                .map(|(v, d)| format!("{v}({d})"))
                .collect::<Vec<_>>()
                .join(" "),
        ),
        c,
    )
}

pub fn activate_prompt(
    state: &State,
    seat: Seat,
    kind: ShipKind,
) -> (Msg, Vec<crate::core::rules::Choice>) {
    let mut c = vec![super::choice(Msg::new("ec-choice-fire"), "fire".into())];
    if let Some(b) = &state.battle {
        for t in retreat_options(state, seat, b.sector) {
            c.push(super::choice(
                Msg::new("ec-choice-retreat").num("sector", t as i64),
                format!("retreat {t}"),
            ));
        }
    }
    let count = state.battle.as_ref().map_or(0, |b| {
        group_size(state, b.sector, Faction::Player(seat), kind)
    });
    (
        Msg::new("ec-ask-activate")
            .msg("ship", ships_in_words(kind, count))
            .num("count", count as i64),
        c,
    )
}

/// §6: the activated group fires, or moves to the edge to retreat.
pub fn activate(
    state: &mut State,
    seat: Seat,
    retreat: Option<u16>,
    rng: &mut GameRng,
    log: &mut Log,
) -> Result<(), Msg> {
    let Some(b) = state.battle.clone() else {
        return Err(Msg::new("ec-nothing-pending"));
    };
    if let Some(t) = retreat {
        let opts = retreat_options(state, seat, b.sector);
        if !opts.contains(&t) {
            return Err(Msg::new("ec-retreat-where").text("sectors", super::join(opts.iter())));
        }
    }
    let kind = take_pending(state, seat, |p| match p {
        Pending::Activate { kind, .. } => Some(*kind),
        _ => None,
    })?;
    let f = Faction::Player(seat);
    match retreat {
        Some(t) => {
            if let Some(bm) = state.battle.as_mut() {
                bm.retreating.push((f, kind, t));
            }
            log.push(LogEntry::public(
                Msg::new("ec-log-retreat")
                    .text("player", name(state, seat))
                    .msg(
                        "ship",
                        ships_in_words(kind, group_size(state, b.sector, f, kind)),
                    )
                    .num("to", t as i64),
            ));
        }
        None => fire(state, f, kind, false, rng, log),
    }
    Ok(())
}

/// After the last battle in a sector: the winner attacks the population, then every player who
/// fought draws reputation tiles (§6).
fn finish_sector(state: &mut State, t: Tally, rng: &mut GameRng, log: &mut Log) {
    state.tally = None;
    attack_population(state, t.sector, rng, log);
    for (seat, kills) in t.draws {
        if state.players[seat].eliminated {
            continue;
        }
        let took_part = if t.retreated.contains(&seat) {
            0
        } else {
            data::reputation_draws(None)
        };
        let n = (kills + took_part).min(data::reputation_max()) as usize;
        let mut drawn = Vec::new();
        for _ in 0..n {
            if state.reputation_bag.is_empty() {
                break;
            }
            let i = rng.below(state.reputation_bag.len());
            drawn.push(state.reputation_bag.remove(i));
        }
        if drawn.is_empty() {
            continue;
        }
        log.push(LogEntry::public(
            Msg::new("ec-log-reputation-draw")
                .text("player", name(state, seat))
                .num("count", drawn.len() as i64),
        ));
        log.push(private(
            seat,
            Msg::new("ec-log-reputation-drawn").text("tiles", super::join(drawn.iter())),
        ));
        state.pending.push(Pending::Reputation { seat, drawn });
    }
}

/// §6 attacking population: the only player with ships left fires each cannon once at the
/// enemy cubes (each damage point kills a cube), or uses Neutron Bombs.
fn attack_population(state: &mut State, tile: u16, rng: &mut GameRng, log: &mut Log) {
    if state.attacked.contains(&tile) {
        return;
    }
    let Some(s) = state.sector(tile) else {
        return;
    };
    let factions = s.factions();
    let [Faction::Player(w)] = factions[..] else {
        return;
    };
    let Some(owner) = s.owner.filter(|o| *o != w) else {
        return;
    };
    if s.cubes.is_empty() {
        return;
    }
    let cubes = s.cubes.len();
    let fragile = species(state, owner).has("fragile_population");
    let kills = if fragile || has_tech(&state.players[w], "neutron_bombs") {
        cubes
    } else {
        let mut kinds: Vec<ShipKind> = s
            .ships
            .iter()
            .filter(|x| x.owner == Faction::Player(w))
            .map(|x| x.kind)
            .collect();
        kinds.sort();
        let mut total = 0usize;
        let mut dice = Vec::new();
        for k in kinds {
            let st = stats(state, w, k);
            for d in &st.cannons {
                let v = rng.roll(6);
                dice.push(v.to_string());
                if hit(v, st.computer, 0) {
                    total += *d as usize;
                }
            }
        }
        // The dice are shown, misses included (§6 attacking population).
        if !dice.is_empty() {
            log.push(LogEntry::public(
                Msg::new("ec-log-population-dice")
                    .text("player", name(state, w))
                    .text("owner", name(state, owner))
                    .num("sector", tile as i64)
                    .text("dice", dice.join(" ")),
            ));
        }
        total.min(cubes)
    };
    state.attacked.push(tile);
    if kills == 0 {
        return;
    }
    let s = state.sector_mut(tile).expect("checked");
    let dead: Vec<_> = s.cubes.drain(..kills).collect();
    for c in &dead {
        state.players[owner].graveyard[c.track.index()] += 1;
    }
    state.record(
        tile,
        Happened::Population {
            seat: w,
            owner,
            count: kills.min(255) as u8,
        },
    );
    log.push(LogEntry::public(
        Msg::new("ec-log-population")
            .text("player", name(state, w))
            .num("count", kills as i64)
            .text("owner", name(state, owner))
            .num("sector", tile as i64),
    ));
}

/// §6: keep one of the tiles drawn; the rest go back to the bag. A full track sends its lowest
/// tile back.
pub fn keep(state: &mut State, seat: Seat, value: u8, log: &mut Log) -> Result<(), Msg> {
    let mut drawn = take_pending(state, seat, |p| match p {
        Pending::Reputation { drawn, .. } => Some(drawn.clone()),
        _ => None,
    })?;
    let Some(i) = drawn.iter().position(|v| *v == value) else {
        return Err(Msg::new("ec-keep-which").text("tiles", super::join(drawn.iter())));
    };
    drawn.remove(i);
    state.reputation_bag.extend(drawn);
    state.players[seat].reputation.push(value);
    trim_reputation(state, seat);
    log.push(LogEntry::public(
        Msg::new("ec-log-reputation-keep").text("player", name(state, seat)),
    ));
    log.push(private(
        seat,
        Msg::new("ec-log-reputation-kept").num("value", value as i64),
    ));
    Ok(())
}

/// Reputation tiles a seat's track holds now (§5): its reputation and shared slots, less the
/// shared slots its ambassadors need beyond their own.
pub fn reputation_capacity(state: &State, seat: Seat) -> usize {
    let sp = species(state, seat);
    let overflow = state.players[seat]
        .ambassadors
        .len()
        .saturating_sub(sp.ambassador_slots);
    sp.reputation_slots.saturating_sub(overflow)
}

/// A full track sends its lowest tiles back to the bag (the player keeps the best ones).
pub fn trim_reputation(state: &mut State, seat: Seat) {
    let cap = reputation_capacity(state, seat);
    let p = &mut state.players[seat];
    p.reputation.sort_unstable_by(|a, b| b.cmp(a));
    while p.reputation.len() > cap {
        if let Some(v) = p.reputation.pop() {
            state.reputation_bag.push(v);
        }
    }
}

/// End of the combat phase: attacks on undefended population, control of sectors, repair.
fn end_of_combat(state: &mut State, rng: &mut GameRng, log: &mut Log) {
    let tiles: Vec<u16> = state.sectors.iter().map(|s| s.tile).collect();
    for t in &tiles {
        attack_population(state, *t, rng, log);
    }
    for t in tiles {
        let Some(s) = state.sector(t) else {
            continue;
        };
        let players: Vec<Seat> = s.factions().iter().filter_map(|f| f.seat()).collect();
        let [w] = players[..] else {
            continue;
        };
        if fights(state, s) {
            continue;
        }
        match s.owner {
            Some(o) if o != w && s.cubes.is_empty() => {
                withdraw(state, o, t);
                state.record(t, Happened::Lost { seat: o });
                log.push(LogEntry::public(
                    Msg::new("ec-log-evicted")
                        .text("player", name(state, o))
                        .num("sector", t as i64),
                ));
            }
            _ => {}
        }
        let s = state.sector(t).expect("exists");
        if s.owner.is_none() && state.players[w].discs > 0 {
            state.pending.push(Pending::Claim { seat: w, sector: t });
        }
    }
    // A discovery tile left under Ancients goes to the sector's owner once they are gone.
    let waiting: Vec<(Seat, u16)> = state
        .sectors
        .iter()
        .filter(|s| s.discovery.is_some() && s.ships_of(Faction::Ancients) == 0)
        .filter_map(|s| s.owner.map(|o| (o, s.tile)))
        .collect();
    for (o, t) in waiting {
        explore::collect_discovery(state, o, t, log);
    }
    for s in &mut state.sectors {
        for x in &mut s.ships {
            x.damage = 0;
        }
    }
    state.attacked.clear();
}

/// §6: place a disc where your ships hold an empty sector, or not.
pub fn claim(state: &mut State, seat: Seat, place: bool, log: &mut Log) -> Result<(), Msg> {
    let tile = take_pending(state, seat, |p| match p {
        Pending::Claim { sector, .. } => Some(*sector),
        _ => None,
    })?;
    if place {
        if state.players[seat].discs == 0 || state.sector(tile).is_none_or(|s| s.owner.is_some()) {
            return Err(Msg::new("ec-cannot-take"));
        }
        explore::take_sector(state, seat, tile, log);
    }
    Ok(())
}

/// Standing orders (issue 16, "fewer waits"): `orders fight on|off` — the player's groups fire
/// at each activation without being asked to retreat; `orders hits auto|ask` — the player's
/// hitting dice are assigned by the default rule without asking (in Eclipse the firing player
/// assigns the damage, §6). Public, like every choice they replace. A question of the player's
/// that an order now covers is answered at once as the order says. Refused when nothing
/// changes.
pub fn set_orders(
    state: &mut State,
    seat: Seat,
    fight: Option<bool>,
    hits: Option<bool>,
    rng: &mut GameRng,
    log: &mut Log,
) -> Result<(), Msg> {
    let p = &state.players[seat];
    let (fight, hits) = crate::core::orders::change((p.fight_on, p.auto_hits), fight, hits)
        .map_err(|(fight, hits)| {
            Msg::new("ec-orders-unchanged")
                .num("fight", i64::from(fight))
                .num("hits", i64::from(hits))
        })?;
    let p = &mut state.players[seat];
    p.fight_on = fight;
    p.auto_hits = hits;
    log.push(LogEntry::public(
        Msg::new("ec-log-orders")
            .text("player", name(state, seat))
            .num("fight", i64::from(fight))
            .num("hits", i64::from(hits)),
    ));
    match state.pending.first() {
        Some(Pending::Activate { seat: s, .. }) if *s == seat && fight => {
            activate(state, seat, None, rng, log)
        }
        Some(Pending::Hits { seat: s, .. }) if *s == seat && hits => {
            hits_cmd(state, seat, None, log)
        }
        _ => Ok(()),
    }
}

/// `seat`'s standing orders in words (for `/help`).
pub fn describe_orders(state: &State, seat: Seat) -> Option<Msg> {
    let p = state.players.get(seat)?;
    Some(
        Msg::new("ec-orders-now")
            .num("fight", i64::from(p.fight_on))
            .num("hits", i64::from(p.auto_hits)),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Game;
    use crate::games::eclipse::Eclipse;
    use crate::games::eclipse::setup::{EclipseSetup, PlayerSetup};
    use crate::games::eclipse::state::Ship;

    fn game() -> State {
        let setup = EclipseSetup {
            players: (0..2)
                .map(|i| PlayerSetup {
                    name: format!("p{i}"),
                    species: None,
                    color: None,
                })
                .collect(),
            start: Some(0),
        };
        Eclipse::setup(&setup, &mut GameRng::for_step(5, 0)).unwrap()
    }

    /// Player 0's home holding `mine` and `ancients` Ancients, in a battle of the Ancients
    /// (defending) against player 0.
    fn battle(mine: &[ShipKind], ancients: usize) -> (State, u16) {
        let mut s = game();
        let tile = s.players[0].home;
        let sec = s.sector_mut(tile).unwrap();
        sec.ships.clear();
        for &kind in mine {
            sec.ships.push(Ship {
                owner: Faction::Player(0),
                kind,
                damage: 0,
            });
        }
        for _ in 0..ancients {
            sec.ships.push(Ship {
                owner: Faction::Ancients,
                kind: ShipKind::Ancient,
                damage: 0,
            });
        }
        s.battle = Some(Battle {
            sector: tile,
            defender: Faction::Ancients,
            attacker: Faction::Player(0),
            missiles_done: true,
            order: Vec::new(),
            next: 0,
            firing: None,
            retreating: Vec::new(),
            idle_rounds: 0,
        });
        (s, tile)
    }

    #[test]
    fn d1_neutrals_aim_the_whole_volley_at_the_largest_ship_it_destroys() {
        // §6 neutral forces (L3063-3107): the Ancients' hits destroy the largest ship they can.
        // Two hits of 1 damage against an interceptor (1 hit point) and a cruiser (2): together
        // they destroy the cruiser; die by die the first would take the interceptor.
        let (mut s, tile) = battle(&[ShipKind::Interceptor, ShipKind::Cruiser], 1);
        assert_eq!(
            stats(&s, 0, ShipKind::Cruiser).hull,
            1,
            "Terran cruiser: 1 hull"
        );
        assert_eq!(stats(&s, 0, ShipKind::Interceptor).hull, 0);
        let mut log = Vec::new();
        assign(
            &mut s,
            Faction::Ancients,
            &[(5, 1), (5, 1)],
            1,
            None,
            &mut log,
        );
        let sec = s.sector(tile).unwrap();
        let mine: Vec<ShipKind> = sec
            .ships
            .iter()
            .filter(|x| x.owner == Faction::Player(0))
            .map(|x| x.kind)
            .collect();
        assert_eq!(
            mine,
            vec![ShipKind::Interceptor],
            "the cruiser is destroyed"
        );
        assert!(log.iter().any(|l| l.msg.id == "ec-log-destroyed"));
    }

    #[test]
    fn d5_a_battle_with_hits_is_never_idle() {
        // §6 stalemate (L3215-3232) is for sides that can never win: a round with a hit resets
        // the idle-round safety net, so a long battle is fought to the end.
        let (mut s, tile) = battle(&[ShipKind::Dreadnought, ShipKind::Dreadnought], 4);
        if let Some(b) = s.battle.as_mut() {
            b.idle_rounds = 60;
        }
        s.tally = Some(Tally {
            sector: tile,
            draws: Vec::new(),
            retreated: Vec::new(),
        });
        let mut log = Vec::new();
        run(&mut s, &mut GameRng::for_step(11, 1), &mut log);
        assert!(
            log.iter().any(|l| l.msg.id == "ec-log-destroyed"),
            "somebody was hit"
        );
        assert!(
            !log.iter().any(|l| l.msg.id == "ec-log-stalemate"),
            "no stalemate in a battle with hits"
        );
        let sec = s.sector(tile).unwrap();
        assert!(
            sec.ships_of(Faction::Ancients) == 0 || sec.ships_of(Faction::Player(0)) == 0,
            "fought to the end"
        );
    }
}
