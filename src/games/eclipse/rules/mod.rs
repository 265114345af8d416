//! The Eclipse rules, one file per phase or mechanism. `apply` checks in a fixed order (game over,
//! actor, phase, the action's own legality), says which check refused (`refusal`) and changes
//! nothing when it refuses.

pub mod action_phase;
pub mod combat;
pub mod data;
pub mod diplomacy;
pub mod explore;
pub mod upkeep;

use super::action::Action;
use super::state::{Faction, Pending, Phase, Player, Sector, State};
use crate::core::hex::DIRECTIONS;
use crate::core::rules::{Applied, Choice, Visibility};
use crate::core::{GameRng, LogEntry, Msg, Prompt, Refusal, Seat};
use crate::games::WithArg;

pub type Log = Vec<LogEntry>;

pub fn apply(
    state: &mut State,
    seat: Seat,
    action: &Action,
    rng: &mut GameRng,
) -> Result<Applied, Refusal> {
    if let Phase::Over { .. } = state.phase {
        return Err(Refusal::not_now(Msg::new("ec-game-over")));
    }
    if seat >= state.players.len() {
        return Err(Refusal::not_yours(Msg::new("not-seated")));
    }
    if state.players[seat].eliminated {
        return Err(Refusal::not_yours(Msg::new("ec-eliminated")));
    }
    run(state, seat, action, rng).map_err(|msg| refusal(state, seat, msg))
}

/// The kind of a refusal of `seat`'s action in `state` (as it was), by its message: the moment
/// (not the action phase, no such question asked now, the seat's own pending choice first), the
/// actor (another player's turn, or another player's choice awaited), the text of the action
/// (`…-help`), and otherwise the action's own legality.
pub fn refusal(state: &State, seat: Seat, msg: Msg) -> Refusal {
    match msg.id.as_str() {
        "ec-game-over"
        | "ec-not-action-phase"
        | "ec-nothing-pending"
        | "ec-wrong-choice"
        | "ec-passed-reactions" => Refusal::not_now(msg),
        // The game waits for a choice: the seat's own comes first; another's is not theirs.
        "ec-waiting-for" if state.pending.first().is_some_and(|p| p.seat() == seat) => {
            Refusal::not_now(msg)
        }
        "ec-waiting-for" | "ec-not-your-turn" | "ec-eliminated" | "not-seated" => {
            Refusal::not_yours(msg)
        }
        id if id.ends_with("-help") => Refusal::syntax(msg),
        _ => Refusal::illegal(msg),
    }
}

/// `apply` past its first checks: every refusal is a message, classified by `refusal`.
fn run(state: &mut State, seat: Seat, action: &Action, rng: &mut GameRng) -> Result<Applied, Msg> {
    // Work on a copy so that a refusal half-way leaves the state exactly as it was.
    let mut next = state.clone();
    let rolls_before = rng.rolls();
    let mut log = Log::new();
    let turn_before = (next.round, turn_of(&next));
    match action {
        Action::Trade { give, take, count } => {
            action_phase::trade(&mut next, seat, *give, *take, *count, &mut log)?
        }
        Action::Concede => {
            own_turn(&next, seat)?;
            upkeep::concede(&mut next, seat, &mut log)?
        }
        Action::Withdraw { sector } => upkeep::withdraw_cmd(&mut next, seat, *sector, &mut log)?,
        Action::Adjust {
            seat: who,
            resource,
            delta,
        } => adjust(&mut next, seat, *who, *resource, *delta, &mut log)?,
        Action::Place { .. } | Action::Discard => {
            explore::resolve(&mut next, seat, action, rng, &mut log)?
        }
        Action::Pick { tile } => explore::pick(&mut next, seat, *tile, &mut log)?,
        Action::Discovery { vp } => explore::discovery(&mut next, seat, *vp, &mut log)?,
        Action::Hits { target } => combat::hits_cmd(&mut next, seat, *target, &mut log)?,
        Action::Orders { fight, hits } => {
            combat::set_orders(&mut next, seat, *fight, *hits, rng, &mut log)?
        }
        Action::Activate { retreat } => combat::activate(&mut next, seat, *retreat, rng, &mut log)?,
        Action::Keep { value } => combat::keep(&mut next, seat, *value, &mut log)?,
        Action::Claim { place } => combat::claim(&mut next, seat, *place, &mut log)?,
        Action::Answer { cube } => diplomacy::answer(&mut next, seat, *cube, &mut log)?,
        Action::Ally { to, cube } => {
            if !matches!(next.pending.first(), Some(Pending::Envoy { seat: s }) if *s == seat) {
                own_turn(&next, seat)?;
            }
            diplomacy::propose(&mut next, seat, *to, *cube, &mut log)?
        }
        Action::Colony {
            sector,
            square,
            track,
        } => {
            if matches!(next.pending.first(), Some(Pending::Colonize { seat: s, .. }) if *s == seat)
            {
                action_phase::colony_offered(&mut next, seat, *sector, *square, *track, &mut log)?
            } else {
                own_turn(&next, seat)?;
                action_phase::colony(&mut next, seat, *sector, *square, *track, &mut log)?
            }
        }
        Action::Explore { position } if matches!(next.pending.first(), Some(Pending::Explore { seat: s, .. }) if *s == seat) => {
            explore::again(&mut next, seat, Some(*position), rng, &mut log)?
        }
        Action::UpgradeMenu { ship } => action_phase::open_upgrade_menu(&mut next, seat, *ship)?,
        Action::Upgrade { changes } if matches!(next.pending.first(), Some(Pending::Upgrade { seat: s, .. }) if *s == seat) => {
            action_phase::upgrade_from_menu(&mut next, seat, changes, rng, &mut log)?
        }
        Action::Done => match next.pending.first() {
            Some(Pending::Explore { seat: s, .. }) if *s == seat => {
                explore::again(&mut next, seat, None, rng, &mut log)?
            }
            Some(Pending::Upgrade { seat: s, .. }) if *s == seat => {
                next.pending.remove(0);
            }
            Some(Pending::Colonize { seat: s, .. }) | Some(Pending::Envoy { seat: s })
                if *s == seat =>
            {
                next.pending.remove(0);
            }
            Some(p) if p.seat() != seat => return Err(waiting(&next, p)),
            _ => return Err(Msg::new("ec-nothing-pending")),
        },
        _ => {
            own_turn(&next, seat)?;
            action_phase::act(&mut next, seat, action, rng, &mut log)?
        }
    }
    advance(&mut next, rng, &mut log);
    let rolled = rng.rolls() > rolls_before;
    let private = log
        .iter()
        .any(|l| matches!(l.visibility, Visibility::Seat(_)));
    let turn_passed = turn_before != (next.round, turn_of(&next));
    // A tile drawn from a hidden stack or bag is revealed information: an undo barrier too.
    let drew = next.stacks.iter().map(Vec::len).sum::<usize>()
        != state.stacks.iter().map(Vec::len).sum::<usize>()
        || next.discoveries.len() != state.discoveries.len()
        || next.tech_bag.len() != state.tech_bag.len()
        || next.reputation_bag.len() != state.reputation_bag.len();
    *state = next;
    Ok(Applied {
        log,
        barrier: rolled || private || turn_passed || drew,
    })
}

fn turn_of(state: &State) -> Option<Seat> {
    match state.phase {
        Phase::Action { active } => Some(active),
        _ => None,
    }
}

/// The action phase, the seat's turn, nothing else waited for.
pub(crate) fn own_turn(state: &State, seat: Seat) -> Result<(), Msg> {
    match state.phase {
        Phase::Action { active } if active == seat => {}
        Phase::Action { active } => {
            return Err(Msg::new("ec-not-your-turn").text("player", name(state, active)));
        }
        _ => return Err(Msg::new("ec-not-action-phase")),
    }
    if let Some(p) = state.pending.first() {
        return Err(waiting(state, p));
    }
    Ok(())
}

/// "The game waits for …" for a pending choice.
pub(crate) fn waiting(state: &State, p: &Pending) -> Msg {
    Msg::new("ec-waiting-for").text("player", name(state, p.seat()))
}

/// The head of the pending queue, if it is this seat's and of the expected kind.
pub(crate) fn take_pending<T>(
    state: &mut State,
    seat: Seat,
    pick: impl Fn(&Pending) -> Option<T>,
) -> Result<T, Msg> {
    let Some(p) = state.pending.first() else {
        return Err(Msg::new("ec-nothing-pending"));
    };
    if p.seat() != seat {
        return Err(waiting(state, p));
    }
    let Some(v) = pick(p) else {
        return Err(Msg::new("ec-wrong-choice"));
    };
    state.pending.remove(0);
    Ok(v)
}

/// Runs the game on until it waits for a player: end of turns, the combat phase, upkeep,
/// cleanup and the end of the game.
pub(crate) fn advance(state: &mut State, rng: &mut GameRng, log: &mut Log) {
    for _ in 0..10_000 {
        // A bankruptcy settled (or beyond saving) needs no more choices.
        if let Some(Pending::Bankrupt { seat }) = state.pending.first().cloned()
            && (!upkeep::short(state, seat) || !upkeep::can_fix(state, seat))
        {
            state.pending.remove(0);
        }
        if !state.pending.is_empty() || matches!(state.phase, Phase::Over { .. }) {
            return;
        }
        // Every player bankrupt or conceded: the game ends now (§9, nobody left to play).
        if state.players.iter().all(|p| p.eliminated) {
            upkeep::finish(state, log);
            return;
        }
        match state.phase {
            Phase::Action { active } => {
                let live: Vec<Seat> = (0..state.players.len())
                    .filter(|s| !state.players[*s].eliminated)
                    .collect();
                if live.iter().all(|s| state.players[*s].passed) {
                    log.push(LogEntry::public(Msg::new("ec-combat-phase")));
                    state.phase = Phase::Combat;
                    continue;
                }
                if !state.acted {
                    return;
                }
                state.acted = false;
                let n = state.players.len();
                let mut next = active;
                for _ in 0..n {
                    next = (next + 1) % n;
                    if !state.players[next].eliminated {
                        break;
                    }
                }
                state.phase = Phase::Action { active: next };
                return;
            }
            Phase::Combat => {
                if !combat::step(state, rng, log) {
                    state.phase = Phase::Upkeep;
                }
            }
            Phase::Upkeep => {
                if !state.diplomacy_offered {
                    // §5: diplomacy may be established at the end of the combat phase.
                    state.diplomacy_offered = true;
                    for seat in 0..state.players.len() {
                        if !state.players[seat].eliminated
                            && !diplomacy::partners(state, seat).is_empty()
                        {
                            state.pending.push(Pending::Envoy { seat });
                        }
                    }
                    continue;
                }
                if !state.colonies_offered {
                    // §7: unused colony ships may be used first, in seat order.
                    state.colonies_offered = true;
                    for seat in 0..state.players.len() {
                        if !state.players[seat].eliminated {
                            action_phase::offer_colonies(state, seat, &[], true);
                        }
                    }
                    continue;
                }
                // §7 bankruptcy: who can't pay chooses how to raise the money.
                if let Some(seat) = (0..state.players.len())
                    .find(|s| upkeep::short(state, *s) && upkeep::can_fix(state, *s))
                {
                    state.pending.push(Pending::Bankrupt { seat });
                    continue;
                }
                state.colonies_offered = false;
                state.diplomacy_offered = false;
                upkeep::upkeep_and_cleanup(state, rng, log)
            }
            Phase::Over { .. } => return,
        }
    }
}

pub fn prompts(state: &State) -> Vec<Prompt> {
    if let Some(p) = state.pending.first() {
        return vec![pending_prompt(state, p)];
    }
    match state.phase {
        Phase::Action { active } => vec![action_phase::prompt(state, active)],
        _ => Vec::new(),
    }
}

fn choice(label: Msg, notation: String) -> Choice {
    Choice { label, notation }
}

/// What a rotation of a drawn sector links to (`explore::rotation_links`), as its button says:
/// the linked sectors numbered as the board labels them ("001", not "1"), and the empty
/// positions its wormholes open to, numbered as the board and the Explore buttons number them.
fn rotation_links_msg(linked: &[u16], open: &[u32]) -> Msg {
    Msg::new("ec-rotation-links")
        .text("linked", join(linked.iter().map(|t| format!("{t:03}"))))
        .num("open", open.len() as i64)
        .text("positions", join(open.iter()))
}

/// The words of a rotation's button ("Rotation 2: linked to 101 · opens to 8, 19"), which the
/// board's preview of that rotation also shows.
pub fn rotation_choice(rotation: u8, linked: &[u16], open: &[u32]) -> Msg {
    Msg::new("ec-choice-place")
        .num("rotation", rotation as i64)
        .msg("links", rotation_links_msg(linked, open))
}

fn pending_prompt(state: &State, p: &Pending) -> Prompt {
    let seat = p.seat();
    let (ask, choices) = match p {
        Pending::Place {
            tile,
            hex,
            rotations,
            ..
        } => {
            let mut c = Vec::new();
            let can_disc = explore::can_take(state, seat, *tile);
            // Each rotation named by what it connects and where it opens to (issue 16: not
            // chosen blind); rotations the rules make equivalent share one button.
            for r in &explore::distinct_rotations(*tile, *hex, rotations) {
                let (linked, open) = explore::rotation_links(state, seat, *tile, *hex, *r);
                let links = rotation_links_msg(&linked, &open);
                c.push(choice(
                    rotation_choice(*r, &linked, &open),
                    format!("place {r}"),
                ));
                if can_disc {
                    c.push(choice(
                        Msg::new("ec-choice-place-disc")
                            .num("rotation", *r as i64)
                            .msg("links", links),
                        format!("place {r} disc"),
                    ));
                }
            }
            c.push(choice(Msg::new("ec-choice-discard"), "discard".into()));
            (
                Msg::new("ec-ask-place")
                    .num("tile", *tile as i64)
                    .with("name", sector_name(*tile)),
                c,
            )
        }
        Pending::Pick { tiles, .. } => (
            Msg::new("ec-ask-pick"),
            tiles
                .iter()
                .map(|t| {
                    choice(
                        Msg::new("ec-choice-pick")
                            .num("tile", *t as i64)
                            .with("name", sector_name(*t)),
                        format!("pick {t}"),
                    )
                })
                .collect(),
        ),
        Pending::Discovery { tile, .. } => (
            Msg::new("ec-ask-discovery").msg("tile", action_phase::discovery_name(tile)),
            vec![
                choice(Msg::new("ec-choice-find-use"), "find use".into()),
                choice(Msg::new("ec-choice-find-vp"), "find vp".into()),
            ],
        ),
        Pending::Hits { .. } => combat::hits_prompt(state, p),
        Pending::Activate { kind, .. } => combat::activate_prompt(state, seat, *kind),
        Pending::Reputation { drawn, .. } => {
            let mut vals = drawn.clone();
            vals.sort_unstable();
            vals.dedup();
            (
                Msg::new("ec-ask-reputation").text("tiles", join(drawn.iter())),
                vals.iter()
                    .map(|v| {
                        choice(
                            Msg::new("ec-choice-keep").num("value", *v as i64),
                            format!("keep {v}"),
                        )
                    })
                    .collect(),
            )
        }
        Pending::Claim { sector, .. } => (
            Msg::new("ec-ask-claim").num("sector", *sector as i64),
            vec![
                choice(Msg::new("ec-choice-claim"), "claim".into()),
                choice(Msg::new("ec-choice-noclaim"), "noclaim".into()),
            ],
        ),
        Pending::Colonize {
            sectors, upkeep, ..
        } => {
            let only = (!upkeep).then_some(sectors.as_slice());
            let mut c: Vec<Choice> = action_phase::colony_choices(action_phase::colony_spots_in(
                state, seat, only, *upkeep,
            ));
            c.push(choice(Msg::new("ec-choice-done"), "done".into()));
            (
                Msg::new(if *upkeep {
                    "ec-ask-colonize-upkeep"
                } else {
                    "ec-ask-colonize"
                }),
                c,
            )
        }
        Pending::Upgrade { more, ship, .. } => {
            let options = action_phase::upgrade_options(state, seat);
            let mut c: Vec<Choice> = match ship {
                // A page per blueprint: the part choices of that ship, and the way back.
                Some(k) => {
                    let mut c: Vec<Choice> = options
                        .into_iter()
                        .filter(|(kind, _)| kind == k)
                        .map(|(_, c)| c)
                        .collect();
                    c.push(choice(
                        Msg::new("ec-choice-upgrade-blueprints"),
                        "upgrade".into(),
                    ));
                    c
                }
                None => super::state::ShipKind::PLAYER
                    .iter()
                    .filter(|k| options.iter().any(|(kind, _)| kind == *k))
                    .map(|k| {
                        choice(
                            Msg::new("ec-choice-upgrade-ship")
                                .msg("ship", action_phase::ship_name(*k)),
                            format!("upgrade {}", k.short()),
                        )
                    })
                    .collect(),
            };
            c.push(choice(
                Msg::new(if *more == 0 {
                    "ec-choice-upgrade-back"
                } else {
                    "ec-choice-done"
                }),
                "done".into(),
            ));
            (
                if *more == 0 {
                    Msg::new("ec-ask-upgrade")
                } else {
                    Msg::new("ec-ask-upgrade-more").num("count", i64::from(*more))
                },
                c,
            )
        }
        Pending::Explore { .. } => {
            let mut c: Vec<Choice> = explore::targets(state, seat)
                .into_iter()
                .map(|p| {
                    choice(
                        Msg::new("ec-choice-explore").num("position", p as i64),
                        format!("explore {p}"),
                    )
                })
                .collect();
            c.push(choice(Msg::new("ec-choice-done"), "done".into()));
            (Msg::new("ec-ask-explore-again"), c)
        }
        Pending::Envoy { .. } => {
            let mut c = Vec::new();
            for b in diplomacy::partners(state, seat) {
                for r in super::state::Resource::ALL {
                    if state.players[seat].track_cubes[r.index()] > 0 {
                        c.push(choice(
                            Msg::new("ec-choice-ally")
                                .text("player", name(state, b))
                                .msg("track", action_phase::resource_name(r)),
                            format!("ally {b} {}", r.short()),
                        ));
                    }
                }
            }
            c.push(choice(Msg::new("ec-choice-done"), "done".into()));
            (Msg::new("ec-ask-envoy"), c)
        }
        Pending::Bankrupt { .. } => {
            let p = &state.players[seat];
            let rate = action_phase::species(state, seat).trade;
            let mut c = Vec::new();
            for (r, short) in [
                (super::state::Resource::Science, "s"),
                (super::state::Resource::Materials, "x"),
            ] {
                if p.storage[r.index()] >= rate {
                    c.push(choice(
                        Msg::new("ec-choice-trade")
                            .num("rate", rate)
                            .msg("resource", action_phase::resource_name(r)),
                        format!("trade {short} m 1"),
                    ));
                }
            }
            for s in state.sectors.iter().filter(|s| s.owner == Some(seat)) {
                c.push(choice(
                    Msg::new("ec-choice-withdraw").num("sector", s.tile as i64),
                    format!("withdraw {}", s.tile),
                ));
            }
            (
                Msg::new("ec-ask-bankrupt")
                    .num("money", p.storage[0])
                    .num("net", (-upkeep::net_money(state, seat)).max(0)),
                c,
            )
        }
        Pending::Diplomacy { from, .. } => {
            let mut c: Vec<Choice> = super::state::Resource::ALL
                .iter()
                .filter(|r| state.players[seat].track_cubes[r.index()] > 0)
                .map(|r| {
                    choice(
                        Msg::new("ec-choice-accept").msg("track", action_phase::resource_name(*r)),
                        format!("accept {}", r.short()),
                    )
                })
                .collect();
            c.push(choice(Msg::new("ec-choice-decline"), "decline".into()));
            (
                Msg::new("ec-ask-diplomacy").text("player", name(state, *from)),
                c,
            )
        }
    };
    Prompt {
        seat,
        id: format!(
            "e{}",
            crate::core::rules::short_hash(&serde_json::to_string(p).unwrap_or_default())
        ),
        ask,
        choices,
        private: p.private(),
    }
}

/// The name of a seat's player, for messages.
pub(crate) fn name(state: &State, seat: Seat) -> String {
    state
        .players
        .get(seat)
        .map(|p| p.name.clone())
        .unwrap_or_default()
}

pub(crate) use data::sector_name;

pub(crate) fn has_tech(p: &Player, tech: &str) -> bool {
    p.techs.iter().any(|t| t == tech)
}

/// Whether a placed sector has a wormhole on edge `dir` (0 = north, clockwise).
pub(crate) fn wormhole(s: &Sector, dir: usize) -> bool {
    data::sector(s.tile)
        .map(|i| i.wormholes[(dir + 6 - s.rotation as usize % 6) % 6])
        .unwrap_or(false)
}

/// Whether two placed, adjacent sectors connect: both halves (full), or one with the Wormhole
/// Generator (`half_ok`).
pub fn connected(a: &Sector, b: &Sector, half_ok: bool) -> bool {
    let Some(dir) = DIRECTIONS.iter().position(|d| a.hex + *d == b.hex) else {
        return false;
    };
    let (x, y) = (wormhole(a, dir), wormhole(b, (dir + 3) % 6));
    if half_ok { x || y } else { x && y }
}

/// Sectors connected to `tile` by wormholes (full, or half with the Wormhole Generator).
pub(crate) fn linked(state: &State, tile: u16, half_ok: bool) -> Vec<u16> {
    let Some(a) = state.sector(tile) else {
        return Vec::new();
    };
    a.hex
        .neighbors()
        .iter()
        .filter_map(|h| state.sector_at(*h))
        .filter(|b| connected(a, b, half_ok))
        .map(|b| b.tile)
        .collect()
}

pub(crate) fn wormhole_generator(state: &State, seat: Seat) -> bool {
    has_tech(&state.players[seat], "wormhole_generator")
}

/// Whether a seat has its disc or a ship in the sector.
pub(crate) fn present(s: &Sector, seat: Seat) -> bool {
    s.owner == Some(seat) || s.ships.iter().any(|x| x.owner == Faction::Player(seat))
}

pub(crate) fn private(seat: Seat, msg: Msg) -> LogEntry {
    LogEntry::private(seat, msg)
}

/// "a, b, c" of anything displayable (lists in messages).
pub(crate) fn join<T: std::fmt::Display>(items: impl IntoIterator<Item = T>) -> String {
    items
        .into_iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The most a storage track can be adjusted to (far beyond any real game).
const MAX_STORAGE: i64 = 999;

/// A manual change of a player's storage, logged publicly with who made it.
fn adjust(
    state: &mut State,
    by: Seat,
    who: Seat,
    resource: super::state::Resource,
    delta: i32,
    log: &mut Log,
) -> Result<(), Msg> {
    let Some(p) = state.players.get_mut(who) else {
        return Err(Msg::new("ec-adjust-who").num("seats", state.players.len() as i64));
    };
    let have = &mut p.storage[resource.index()];
    // In i64: a huge delta is refused, never an overflow.
    let value = i64::from(*have) + i64::from(delta);
    if value < 0 {
        return Err(Msg::new("ec-too-expensive")
            .num("cost", -i64::from(delta))
            .num("have", *have));
    }
    if value > MAX_STORAGE {
        return Err(Msg::new("ec-adjust-out-of-range")
            .msg("resource", action_phase::resource_name(resource))
            .num("value", value));
    }
    *have = value as i32;
    log.push(LogEntry::public(
        Msg::new("ec-log-adjust")
            .text("by", name(state, by))
            .text("player", name(state, who))
            .msg("resource", action_phase::resource_name(resource))
            .text("delta", format!("{delta:+}"))
            .num("now", state.players[who].storage[resource.index()]),
    ));
    Ok(())
}

/// Draco (ancient allies): the Ancients neither fight, pin nor block them.
pub(crate) fn ancient_allies(state: &State, seat: Seat) -> bool {
    action_phase::species(state, seat).has("ancient_allies")
}

/// Ships in a sector hostile to a seat: every other faction's, but the Ancients' for Draco.
pub(crate) fn hostiles(state: &State, s: &Sector, seat: Seat) -> usize {
    let allies = ancient_allies(state, seat);
    s.ships
        .iter()
        .filter(|x| x.owner != Faction::Player(seat))
        .filter(|x| !(allies && x.owner == Faction::Ancients))
        .count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::msg::Translate;

    /// A rotation's words number the linked sectors as the board labels them: the Galactic
    /// Center is "001", not "1" (issue 16; lookA14 read "linked to 221, 1" as a list).
    #[test]
    fn rotation_links_number_sectors_as_the_board_does() {
        let text = crate::i18n::Tr::default().tr(&rotation_choice(2, &[221, 1], &[8, 19]));
        assert!(text.contains("linked to 221, 001 "), "{text}");
        assert!(text.ends_with("opens to 8, 19"), "{text}");
    }
}
