//! Playing promissory notes (§67): `note <note> <owner> [targets]` from the hand, at the moment
//! the note names; a note goes back to its owner once used (§67.4) unless it stays face up in
//! the holder's play area. Play-area notes go back when their holder activates a system that
//! holds one of the owner's units (Support for the Throne also costs its point then).
//! Trade Agreement is used by itself: when its owner replenishes commodities, the holder gets
//! them (nobody would refuse).
//!
//! Which notes are automated is [`AUTOMATED`]; the rest are played by adjustment and listed in
//! FEATURES.md with the reason.

use super::action_phase::{active, tactical_mut};
use super::moments::{self, Moment};
use super::window::Kind;
use super::{cards, combat, name, units};
use crate::core::rules::Applied;
use crate::core::{GameRng, LogEntry, Msg, Seat};
use crate::games::WithArg;
use crate::games::ti4::action::seat_of;
pub use crate::games::ti4::content::note_name;
use crate::games::ti4::content::planet_name;
use crate::games::ti4::content::{self, UnitKind};
use crate::games::ti4::state::{CombatKind, HeldNote, Phase, RollBonus, State, TacticalStep};

/// Notes the engine plays (Support for the Throne by being received, Trade Agreement by itself).
pub const AUTOMATED: &[&str] = &[
    "ceasefire",
    "cybernetic_enhancements",
    "fires_of_the_gashlai",
    "military_support",
    "political_favor",
    "political_secret",
    "promise_of_protection",
    "raghs_call",
    "tekklar_legion",
    "stymie",
    "support_for_the_throne",
    "trade_agreement",
    "trade_convoys",
    "acquiescence",
    "antivirus",
    "creuss_iff",
    "gift_of_prescience",
    "greyfire_mutagen",
    "research_agreement",
    "spy_net",
    "war_funding",
];

/// Play-area notes that go back to their owner when the holder activates a system holding one
/// of the owner's units.
const BACK_ON_ACTIVATION: &[&str] = &[
    "support_for_the_throne",
    "stymie",
    "trade_convoys",
    "promise_of_protection",
    "antivirus",
];

/// Whether `holder` has `owner`'s note `note` face up in their play area.
pub fn in_play_area(state: &State, holder: Seat, note: &str, owner: Seat) -> bool {
    state.players[holder]
        .play_area
        .iter()
        .any(|h| h.note == note && h.owner == owner)
}

/// Whether anyone holds `owner`'s note `note` face up; returns the holder.
pub fn played_against(state: &State, note: &str, owner: Seat) -> Option<Seat> {
    (0..state.players.len()).find(|h| in_play_area(state, *h, note, owner))
}

fn take_from_hand(state: &mut State, seat: Seat, note: &str, owner: Seat) -> Option<HeldNote> {
    let hand = &mut state.players[seat].notes;
    let i = hand
        .iter()
        .position(|h| h.note == note && h.owner == owner)?;
    Some(hand.remove(i))
}

/// `note <note> <owner> [targets]`.
pub fn play(
    state: &mut State,
    seat: Seat,
    note: &str,
    owner: &str,
    args: &str,
    rng: &mut GameRng,
) -> Result<Applied, Msg> {
    let n = content::promissory_note(note)
        .ok_or_else(|| Msg::new("ti4-unknown-note").text("note", note))?;
    let owner = seat_of(state, owner)?;
    if !state.players[seat]
        .notes
        .iter()
        .any(|h| h.note == n.id && h.owner == owner)
    {
        return Err(Msg::new("ti4-note-not-held")
            .name("note", n.catalog_id())
            .text("owner", name(state, owner)));
    }
    // §67: a player cannot use their own promissory notes.
    if owner == seat {
        return Err(Msg::new("ti4-note-own").name("note", n.catalog_id()));
    }
    if !AUTOMATED.contains(&n.id.as_str())
        || n.id == "support_for_the_throne"
        || n.id == "trade_agreement"
    {
        return Err(Msg::new("ti4-note-by-adjustment").name("note", n.catalog_id()));
    }
    let not_now = || {
        Msg::new("ti4-note-not-now")
            .name("note", n.catalog_id())
            .name("when", n.window_catalog_id())
    };
    let who = name(state, seat);
    let them = name(state, owner);
    let mut log = Vec::new();
    let mut component = false;
    match n.id.as_str() {
        // After the owner activates a system holding the holder's units: no moving in.
        "ceasefire" => {
            let Some((a, Some(t))) = active(state) else {
                return Err(not_now());
            };
            let i = units::system_index(state, t.system).unwrap_or_default();
            let mine = state.systems[i].units.iter().any(|u| u.owner == seat);
            if a != owner
                || t.step != TacticalStep::Movement
                || moments::at(state).is_some()
                || !mine
            {
                return Err(not_now());
            }
            if let Some(t) = tactical_mut(state) {
                t.ceasefire = true;
            }
            log.push(
                Msg::new("ti4-log-note-ceasefire")
                    .text("player", &who)
                    .text("owner", &them),
            );
        }
        // When an agenda is revealed (its reveal window, before an "after" effect): the owner
        // can't vote on it.
        "political_secret" => {
            let Phase::Agenda(_) = &state.phase else {
                return Err(not_now());
            };
            if !matches!(
                state.window.as_ref().map(|w| &w.kind),
                Some(Kind::AgendaRevealed { after: false })
            ) {
                return Err(not_now());
            }
            // This agenda only: its voting order loses the owner (a replaced or next agenda
            // is voted on by everyone again).
            if let Phase::Agenda(step) = &mut state.phase {
                step.order.retain(|s| *s != owner);
            }
            log.push(
                Msg::new("ti4-log-note-political-secret")
                    .text("player", &who)
                    .text("owner", &them),
            );
        }
        // After an agenda is revealed (errata): a token from the owner's strategy pool goes
        // back to their reinforcements, and the agenda is replaced by the next one.
        "political_favor" => {
            let Phase::Agenda(step) = &state.phase else {
                return Err(not_now());
            };
            if !matches!(
                state.window.as_ref().map(|w| &w.kind),
                Some(Kind::AgendaRevealed { .. })
            ) {
                return Err(not_now());
            }
            let (agenda, number) = (step.agenda.clone(), step.number);
            let o = &mut state.players[owner].tokens;
            if o.strategy == 0 {
                return Err(Msg::new("ti4-note-owner-no-strategy-token").text("owner", &them));
            }
            o.strategy -= 1;
            o.reinforcements += 1;
            // The note goes back before the new agenda's window asks anyone.
            if let Some(h) = take_from_hand(state, seat, &n.id, owner) {
                state.players[owner].notes.push(h);
            }
            state.agenda_discard.push(agenda);
            let mut out = vec![LogEntry::public(
                Msg::new("ti4-log-note-political-favor")
                    .text("player", &who)
                    .text("owner", &them),
            )];
            out.extend(super::agenda::reveal(state, number, rng));
            return Ok(Applied {
                log: out,
                barrier: true,
            });
        }
        // Component actions (§8) that put the note in the holder's play area.
        "stymie" | "trade_convoys" | "promise_of_protection" => {
            super::component::check_turn(state, seat)?;
            component = true;
            let h = take_from_hand(state, seat, &n.id, owner).ok_or_else(not_now)?;
            state.players[seat].play_area.push(h);
            log.push(
                Msg::new("ti4-log-note-play-area")
                    .text("player", &who)
                    .name("note", n.catalog_id())
                    .text("owner", &them),
            );
        }
        "fires_of_the_gashlai" => {
            super::component::check_turn(state, seat)?;
            component = true;
            let o = &mut state.players[owner].tokens;
            if o.fleet > 0 {
                o.fleet -= 1;
                o.reinforcements += 1;
            }
            let tech = "war_sun".to_string();
            if !state.players[seat].techs.contains(&tech) {
                state.players[seat].techs.push(tech);
            }
            log.push(
                Msg::new("ti4-log-note-gashlai")
                    .text("player", &who)
                    .text("owner", &them),
            );
        }
        // At the start of the owner's turn (before they act): 2 infantry for the holder.
        "military_support" => {
            let planet = content::planet(args.trim())
                .map(|(_, p)| p.id.clone())
                .ok_or_else(|| {
                    Msg::new("ti4-note-help")
                        .name("note", n.catalog_id())
                        .text("args", "<planet>")
                })?;
            if !turn_start(state, owner) {
                return Err(not_now());
            }
            if state.controller(&planet) != Some(seat) {
                return Err(Msg::new("ti4-card-not-your-planet"));
            }
            let o = &mut state.players[owner].tokens;
            if o.strategy > 0 {
                o.strategy -= 1;
                o.reinforcements += 1;
            }
            let left = (UnitKind::Infantry.plastic_count() as u32).saturating_sub(units::on_board(
                state,
                seat,
                UnitKind::Infantry,
            ));
            let placed = left.min(2);
            if let Some(i) = state.systems.iter().position(|s| {
                content::system(s.tile).is_some_and(|x| x.planets.iter().any(|p| p.id == planet))
            }) {
                units::add(
                    &mut state.systems[i],
                    seat,
                    UnitKind::Infantry,
                    Some(&planet),
                    placed,
                );
            }
            log.push(
                Msg::new("ti4-log-note-military-support")
                    .text("player", &who)
                    .text("owner", &them)
                    .num("count", placed as i64),
            );
        }
        // At the start of the holder's own turn: a strategy token from the owner's pool.
        "cybernetic_enhancements" => {
            if !turn_start(state, seat) {
                return Err(not_now());
            }
            let o = &mut state.players[owner].tokens;
            if o.strategy > 0 {
                o.strategy -= 1;
                o.reinforcements += 1;
            }
            let me = &mut state.players[seat].tokens;
            if me.reinforcements > 0 {
                me.reinforcements -= 1;
                me.strategy += 1;
            }
            log.push(
                Msg::new("ti4-log-note-cybernetic")
                    .text("player", &who)
                    .text("owner", &them),
            );
        }
        // At the end of the strategy phase: the holder is first in initiative order; the
        // Naalu player loses their "0" token this round (§68.1).
        "gift_of_prescience" => {
            if !strategy_just_ended(state) {
                return Err(not_now());
            }
            let h = take_from_hand(state, seat, &n.id, owner).ok_or_else(not_now)?;
            state.players[seat].play_area.push(h);
            log.push(
                Msg::new("ti4-log-note-prescience")
                    .text("player", &who)
                    .text("owner", &them),
            );
            log.push(super::strategy::set_initiative_order(state));
        }
        // At the end of the strategy phase: swap one of one's cards for one the owner took.
        "acquiescence" => {
            if !strategy_just_ended(state) {
                return Err(not_now());
            }
            let help = || {
                Msg::new("ti4-note-help")
                    .name("note", n.catalog_id())
                    .text("args", "<your strategy card> <their strategy card>")
            };
            let nums: Vec<u8> = args
                .split_whitespace()
                .map(|w| w.parse::<u8>().map_err(|_| help()))
                .collect::<Result<_, _>>()?;
            let [mine, theirs] = nums[..] else {
                return Err(help());
            };
            if !state.players[seat].strategy_cards.contains(&mine)
                || !state.players[owner].strategy_cards.contains(&theirs)
            {
                return Err(help());
            }
            super::strategy::swap_cards(state, seat, mine, owner, theirs);
            log.push(
                Msg::new("ti4-log-note-acquiescence")
                    .text("player", &who)
                    .text("owner", &them)
                    .with("mine", super::strategy::card_name(mine))
                    .with("theirs", super::strategy::card_name(theirs)),
            );
            log.push(super::strategy::set_initiative_order(state));
        }
        // After the owner researches a technology that is not a faction technology.
        "research_agreement" => {
            let Some((r, tech)) = state.last_research.clone() else {
                return Err(not_now());
            };
            let t = content::tech(&tech).ok_or_else(not_now)?;
            if r != owner || t.faction.is_some() {
                return Err(not_now());
            }
            if state.players[seat].techs.contains(&t.id) {
                return Err(Msg::new("ti4-note-has-tech").name("tech", t.catalog_id()));
            }
            state.players[seat].techs.push(t.id.clone());
            if let Some(old) = &t.replaces {
                state.players[seat].techs.retain(|x| x != old);
            }
            log.push(
                Msg::new("ti4-log-note-research-agreement")
                    .text("player", &who)
                    .text("owner", &them)
                    .name("tech", t.catalog_id()),
            );
        }
        // At the start of one's own turn: look at the owner's hand and take a card from it.
        "spy_net" => {
            if !turn_start(state, seat) {
                return Err(not_now());
            }
            if state.players[owner].action_cards.is_empty() {
                return Err(Msg::new("ti4-note-empty-hand").text("owner", &them));
            }
            state
                .agenda_effects
                .pending
                .push(super::agenda_effects::Pending {
                    seat,
                    ask: super::agenda_effects::Ask::SpyNet { owner },
                });
            log.push(
                Msg::new("ti4-log-note-spy-net")
                    .text("player", &who)
                    .text("owner", &them),
            );
        }
        // At the start of a round of space combat the holder fights in: the owner loses 2
        // trade goods, and the holder may reroll their dice this round.
        "war_funding" => {
            let Some((_, c)) = combat::combat_now(state) else {
                return Err(not_now());
            };
            if c.kind != CombatKind::Space || !cards::round_start(state, c) {
                return Err(not_now());
            }
            if seat != c.attacker && seat != c.defender {
                return Err(Msg::new("ti4-not-a-combatant"));
            }
            if c.funded.contains(&seat) {
                return Err(not_now());
            }
            let lost = state.players[owner].trade_goods.min(2);
            state.players[owner].trade_goods -= lost;
            if let Some(c) = combat::combat_now_mut(state) {
                c.funded.push(seat);
            }
            log.push(
                Msg::new("ti4-log-note-war-funding")
                    .text("player", &who)
                    .text("owner", &them)
                    .num("count", lost as i64),
            );
        }
        // At the start of a ground combat the holder fights in: +1 to their combat rolls for the
        // combat, and -1 to the owner's if the owner is the opponent.
        "tekklar_legion" => {
            let Some((_, c)) = combat::combat_now(state) else {
                return Err(not_now());
            };
            if c.kind != CombatKind::Ground || c.round != 1 || !cards::round_start(state, c) {
                return Err(not_now());
            }
            let other = if seat == c.attacker {
                c.defender
            } else if seat == c.defender {
                c.attacker
            } else {
                return Err(Msg::new("ti4-not-a-combatant"));
            };
            if c.bonuses.iter().any(|b| b.seat == seat && b.whole_combat) {
                return Err(not_now());
            }
            if let Some(c) = combat::combat_now_mut(state) {
                c.bonuses.push(RollBonus {
                    seat,
                    amount: 1,
                    fighters_only: false,
                    whole_combat: true,
                });
                if other == owner {
                    c.bonuses.push(RollBonus {
                        seat: owner,
                        amount: -1,
                        fighters_only: false,
                        whole_combat: true,
                    });
                }
            }
            log.push(
                Msg::new("ti4-log-note-tekklar")
                    .text("player", &who)
                    .text("owner", &them),
            );
        }
        // At the start of a combat against the owner: into the play area; the Nekro player
        // may not use Technological Singularity against the holder while it is there.
        "antivirus" => {
            let start = super::combat::combat_now(state).is_some_and(|(_, c)| {
                c.round == 1
                    && cards::round_start(state, c)
                    && ((c.attacker == seat && c.defender == owner)
                        || (c.attacker == owner && c.defender == seat))
            });
            if !start {
                return Err(not_now());
            }
            let h = take_from_hand(state, seat, &n.id, owner).ok_or_else(not_now)?;
            state.players[seat].play_area.push(h);
            log.push(
                Msg::new("ti4-log-note-play-area")
                    .text("player", &who)
                    .name("note", n.catalog_id())
                    .text("owner", &them),
            );
        }
        // After any system is activated: the owner may not use faction abilities or faction
        // technologies for the rest of this tactical action.
        "greyfire_mutagen" => {
            let Some((_, Some(t))) = active(state) else {
                return Err(not_now());
            };
            if t.step != TacticalStep::Movement || t.mutagen.is_some() {
                return Err(not_now());
            }
            if let Some(t) = tactical_mut(state) {
                t.mutagen = Some(owner);
            }
            log.push(
                Msg::new("ti4-log-note-mutagen")
                    .text("player", &who)
                    .text("owner", &them),
            );
        }
        // At the start of one's own turn: place or move one of the owner's wormhole tokens.
        "creuss_iff" => {
            if !turn_start(state, seat) {
                return Err(not_now());
            }
            let help = || {
                Msg::new("ti4-note-help")
                    .name("note", n.catalog_id())
                    .text("args", "<alpha|beta> <tile>")
            };
            let words: Vec<&str> = args.split_whitespace().collect();
            let [kind, tile] = words[..] else {
                return Err(help());
            };
            let kind = match kind.to_ascii_lowercase().as_str() {
                "alpha" | "a" => content::Wormhole::Alpha,
                "beta" | "b" => content::Wormhole::Beta,
                _ => return Err(help()),
            };
            let tile: u16 = tile.parse().map_err(|_| help())?;
            let pos = units::position_of_tile(state, tile)
                .ok_or_else(|| Msg::new("ti4-no-such-system").num("tile", tile as i64))?;
            if !wormhole_spot(state, seat, pos) {
                return Err(Msg::new("ti4-note-bad-wormhole-spot").num("tile", tile as i64));
            }
            state.creuss_tokens.retain(|(w, _)| *w != kind);
            state.creuss_tokens.push((kind, pos));
            log.push(
                Msg::new("ti4-log-note-creuss-iff")
                    .text("player", &who)
                    .text("owner", &them)
                    .text(
                        "wormhole",
                        if kind == content::Wormhole::Alpha {
                            "alpha"
                        } else {
                            "beta"
                        },
                    )
                    .num("tile", tile as i64),
            );
        }
        // After the holder commits units to a planet: the owner's ground forces there go to
        // another planet the owner controls.
        "raghs_call" => {
            let help = || {
                Msg::new("ti4-note-help")
                    .name("note", n.catalog_id())
                    .text("args", "[<planet landed on>] <planet of theirs>")
            };
            let Some(Moment::AfterCommit { planets }) = moments::at(state).cloned() else {
                return Err(not_now());
            };
            if !matches!(active(state), Some((a, _)) if a == seat) {
                return Err(not_now());
            }
            let words: Vec<&str> = args.split_whitespace().collect();
            let planet = |w: &str| {
                content::planet(w)
                    .map(|(_, p)| p.id.clone())
                    .ok_or_else(|| Msg::new("ti4-unknown-planet").text("planet", w))
            };
            let (from, to) = match words[..] {
                [to] => {
                    let to = planet(to)?;
                    let from = raghs_sources(state, owner, &planets)
                        .into_iter()
                        .next()
                        .ok_or_else(|| Msg::new("ti4-note-no-forces-there"))?;
                    (from, to)
                }
                [from, to] => (planet(from)?, planet(to)?),
                _ => return Err(help()),
            };
            if !raghs_sources(state, owner, &planets).contains(&from) {
                return Err(Msg::new("ti4-note-no-forces-there"));
            }
            if state.controller(&to) != Some(owner) || to == from {
                return Err(Msg::new("ti4-note-not-owners-planet").text("owner", &them));
            }
            let (Some(i), Some(j)) = (system_of(state, &from), system_of(state, &to)) else {
                return Err(help());
            };
            let n = units::count(&state.systems[i], owner, UnitKind::Infantry, Some(&from));
            units::remove(
                &mut state.systems[i],
                owner,
                UnitKind::Infantry,
                Some(&from),
                n,
                false,
            );
            units::add(
                &mut state.systems[j],
                owner,
                UnitKind::Infantry,
                Some(&to),
                n,
            );
            log.push(
                Msg::new("ti4-log-note-raghs-call")
                    .text("player", &who)
                    .text("owner", &them)
                    .num("count", n as i64)
                    .with("from", planet_name(&from))
                    .with("to", planet_name(&to)),
            );
        }
        _ => return Err(Msg::new("ti4-note-by-adjustment").name("note", n.catalog_id())),
    }
    // Used notes go back to their owner (§67.4); play-area notes were moved already.
    if let Some(h) = take_from_hand(state, seat, &n.id, owner) {
        state.players[owner].notes.push(h);
    }
    let mut log: Vec<LogEntry> = log.into_iter().map(LogEntry::public).collect();
    if component {
        log.extend(super::component::finish(state));
    }
    Ok(Applied { log, barrier: true })
}

fn system_of(state: &State, planet: &str) -> Option<usize> {
    state.systems.iter().position(|s| {
        content::system(s.tile).is_some_and(|x| x.planets.iter().any(|p| p.id == planet))
    })
}

/// The planets of a landing where `owner` has ground forces (Ragh's Call's sources).
fn raghs_sources(state: &State, owner: Seat, planets: &[String]) -> Vec<String> {
    planets
        .iter()
        .filter(|p| {
            system_of(state, p).is_some_and(|i| {
                units::count(&state.systems[i], owner, UnitKind::Infantry, Some(p)) > 0
            })
        })
        .cloned()
        .collect()
}

/// Notes played at combat and invasion moments, and the targets worth offering as buttons.
pub fn candidates(state: &State, seat: Seat, note: &str, owner: Seat) -> Vec<String> {
    match note {
        "war_funding" | "tekklar_legion" | "antivirus" => vec![String::new()],
        "raghs_call" => {
            let Some(Moment::AfterCommit { planets }) = moments::at(state) else {
                return Vec::new();
            };
            let mut out = Vec::new();
            for from in raghs_sources(state, owner, planets) {
                for c in &state.players[owner].planets {
                    if c.planet != from && out.len() < 10 {
                        out.push(format!("{from} {}", c.planet));
                    }
                }
            }
            let _ = seat;
            out
        }
        _ => Vec::new(),
    }
}

/// Whether playing the note with `args` would be accepted now (tried on a copy).
pub fn can_play(state: &State, seat: Seat, note: &str, owner: Seat, args: &str) -> bool {
    let mut copy = state.clone();
    // Tried on a copy: the dice of a trial play do not matter.
    let mut rng = crate::core::GameRng::for_step(0, 0);
    play(
        &mut copy,
        seat,
        note,
        &(owner + 1).to_string(),
        args,
        &mut rng,
    )
    .is_ok()
}

/// Trade Agreement: when its owner replenishes commodities, the holder receives them as trade
/// goods and the note goes back.
pub fn on_replenish(state: &mut State, owner: Seat) -> Vec<LogEntry> {
    let holder = (0..state.players.len()).find(|h| {
        *h != owner
            && state.players[*h]
                .notes
                .iter()
                .any(|n| n.note == "trade_agreement" && n.owner == owner)
    });
    let Some(holder) = holder else {
        return Vec::new();
    };
    let n = std::mem::take(&mut state.players[owner].commodities);
    state.players[holder].trade_goods = state.players[holder].trade_goods.saturating_add(n);
    if let Some(h) = take_from_hand(state, holder, "trade_agreement", owner) {
        state.players[owner].notes.push(h);
    }
    vec![LogEntry::public(
        Msg::new("ti4-log-note-trade-agreement")
            .text("player", name(state, holder))
            .text("owner", name(state, owner))
            .num("count", n as i64),
    )]
}

/// The holder activated the system at index `i`: play-area notes of owners with units there go
/// back (Support for the Throne with its point).
pub fn on_activate(state: &mut State, seat: Seat, i: usize) -> Vec<LogEntry> {
    let owners_here: Vec<Seat> = state.systems[i].units.iter().map(|u| u.owner).collect();
    let held = std::mem::take(&mut state.players[seat].play_area);
    let mut log = Vec::new();
    for h in held {
        if BACK_ON_ACTIVATION.contains(&h.note.as_str()) && owners_here.contains(&h.owner) {
            if h.note == "support_for_the_throne" {
                state.players[seat].victory_points =
                    state.players[seat].victory_points.saturating_sub(1);
                log.push(LogEntry::public(
                    Msg::new("ti4-log-throne-returned")
                        .text("player", name(state, seat))
                        .text("owner", name(state, h.owner)),
                ));
            } else {
                log.push(LogEntry::public(
                    Msg::new("ti4-log-note-returned")
                        .text("player", name(state, seat))
                        .with("note", note_name(&h.note))
                        .text("owner", name(state, h.owner)),
                ));
            }
            state.players[h.owner].notes.push(h);
        } else {
            state.players[seat].play_area.push(h);
        }
    }
    log
}

/// The strategy phase has just ended: the first player of the action phase has not acted yet
/// ("at the end of the strategy phase").
pub(crate) fn strategy_just_ended(state: &State) -> bool {
    state.turns_done == 0
        && state.turn_actions == 0
        && state.strategic.is_none()
        && state.window.is_none()
        && state.initiative_order.first().is_some_and(|first| {
            matches!(active(state), Some((a, None)) if a == *first) && !state.players[*first].passed
        })
}

/// The start of `seat`'s own turn: their turn, before they have done anything in it.
fn turn_start(state: &State, seat: Seat) -> bool {
    matches!(active(state), Some((a, None)) if a == seat)
        && state.strategic.is_none()
        && state.turn_actions == 0
}

/// Creuss Iff: a system holding a planet `seat` controls, or a non-home system without other
/// players' ships.
pub(crate) fn wormhole_spot(state: &State, seat: Seat, pos: u32) -> bool {
    let Some(sys) = state.system_at(pos) else {
        return false;
    };
    let Some(def) = content::system(sys.tile) else {
        return false;
    };
    let mine = def
        .planets
        .iter()
        .any(|p| state.controller(&p.id) == Some(seat));
    let home = state
        .players
        .iter()
        .any(|p| units::tile_at(state, p.home_position) == sys.tile);
    let others = units::ship_owners(sys).iter().any(|o| *o != seat);
    mine || (!home && !others)
}

/// Spy Net: the holder takes `card` from `owner`'s hand (the choice awaited after the note).
pub fn spy_net_take(
    state: &mut State,
    seat: Seat,
    owner: Seat,
    card: &str,
) -> Result<Applied, Msg> {
    let id = content::action_card(card)
        .map(|c| c.id.clone())
        .unwrap_or_else(|| card.trim().to_string());
    let hand = &mut state.players[owner].action_cards;
    let Some(i) = hand.iter().position(|c| *c == id) else {
        let english = |c: &String| content::action_card(c).map_or(c.clone(), |a| a.name.clone());
        let mut held: Vec<&String> = state.players[owner].action_cards.iter().collect();
        held.sort_by_key(|c| english(c));
        held.dedup();
        return Err(Msg::new("ti4-note-card-not-there")
            .text("owner", name(state, owner))
            .text("card", card)
            .list(
                "cards",
                held.into_iter()
                    .map(|c| super::action_cards::card_name(c))
                    .collect(),
            ));
    };
    hand.remove(i);
    state.players[seat].action_cards.push(id.clone());
    state
        .agenda_effects
        .pending
        .retain(|p| !(p.seat == seat && p.ask == super::agenda_effects::Ask::SpyNet { owner }));
    let took = Msg::new("ti4-log-note-spy-net-took")
        .text("player", name(state, seat))
        .text("owner", name(state, owner))
        .with("card", super::action_cards::card_name(&id));
    Ok(Applied {
        log: vec![
            LogEntry::public(
                Msg::new("ti4-log-note-spy-net-public")
                    .text("player", name(state, seat))
                    .text("owner", name(state, owner)),
            ),
            LogEntry::private(seat, took.clone()),
            LogEntry::private(owner, took),
        ],
        barrier: true,
    })
}

/// The end of the status phase: Gift of Prescience goes back to the Naalu player.
pub fn end_of_status(state: &mut State) -> Vec<LogEntry> {
    let mut log = Vec::new();
    for seat in 0..state.players.len() {
        let area = std::mem::take(&mut state.players[seat].play_area);
        for h in area {
            if h.note == "gift_of_prescience" {
                log.push(LogEntry::public(
                    Msg::new("ti4-log-note-returned")
                        .text("player", name(state, seat))
                        .with("note", note_name(&h.note))
                        .text("owner", name(state, h.owner)),
                ));
                state.players[h.owner].notes.push(h);
            } else {
                state.players[seat].play_area.push(h);
            }
        }
    }
    log
}
