//! The effects of the 50 base-game agendas (§36, resolved in §35.17–35.21): every directive's
//! winning outcome and the immediate part of every law, applied from the state with public log
//! lines; the ongoing part of a law is looked up here (`in_force`, `owner`, planet values) by the
//! rules files at the one point where the rule is used. Effects that a law or directive puts off
//! to "the start of the next strategy phase" are kept in `Lingering` and applied by
//! `start_of_strategy`.
//!
//! Choices the card leaves to a player are asked (`Ask`, answered with `agenda-choice ...`) before
//! the agenda phase goes on, whenever there is more than one possible answer: free research,
//! which units to destroy, which token to return, which player gets the infantry, which planets
//! to exhaust. Outside the agenda phase the questions are prompted too (Anti-Intellectual
//! Revolution: a ship after each research; its "against" planets hold the strategy picks).

use crate::core::msg::Arg;
use crate::games::WithArg;
use crate::games::ti4::content::agenda_name;
use crate::games::ti4::content::planet_name;
use serde::{Deserialize, Serialize};

use super::agenda::AgendaStep;
use super::{action_cards, invasion, name, status, strategic, units};
use crate::core::rules::Applied;
use crate::core::{Choice, GameRng, LogEntry, Msg, Prompt, Seat};
use crate::games::ti4::content::{self, PlanetTrait, SystemKind, UnitKind, Wormhole};
use crate::games::ti4::state::{Phase, State};

/// Agenda effects still to come.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lingering {
    /// Effects at the start of the next strategy phase.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub next_strategy: Vec<StrategyStart>,
    /// Players who may not vote for the rest of this agenda phase (Public Execution).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub barred: Vec<Seat>,
    /// Choices awaited before the agenda phase goes on.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pending: Vec<Pending>,
    /// A law to vote on again (Miscount Disclosed).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub revote: Option<String>,
    /// The agenda is resolved: the next one comes once `pending` is answered.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub awaiting_next: bool,
    // fxa (session 7)
    /// The outcome a player predicted in this agenda phase (Galactic Threat, once a phase):
    /// (the player, the agenda's number, the agenda, the outcome).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prediction: Option<(Seat, u8, String, String)>,
    /// Agendas of this phase already asked about a prediction: (number, agenda).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub prediction_asked: Vec<(u8, String)>,
}

impl Lingering {
    pub fn is_empty(&self) -> bool {
        *self == Lingering::default()
    }
}

/// "At the start of the next strategy phase" effects.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum StrategyStart {
    /// Anti-Intellectual Revolution, against: 1 planet per technology owned.
    ExhaustPerTech,
    /// Arms Reduction, against: every planet with a technology specialty.
    ExhaustSpecialty,
    /// New Constitution, for: every planet in the home system.
    ExhaustHome,
    /// Representative Government, against: these players' cultural planets.
    ExhaustCultural(Vec<Seat>),
}

/// A player's choice awaited before the agenda phase goes on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pending {
    pub seat: Seat,
    pub ask: Ask,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ask {
    /// Research up to this many technologies for free (Ixthian Artifact, Wormhole Research).
    Research(u8),
    /// Destroy `n` of one's own units of these kinds, in the system at `position` or anywhere
    /// (Arms Reduction, Homeland Defense Act, Ixthian Artifact).
    Destroy {
        n: u8,
        kinds: Vec<UnitKind>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        position: Option<u32>,
    },
    /// Return a command token from the command sheet to reinforcements (Wormhole Research).
    ReturnToken,
    /// Pick which of these players puts 1 infantry on the planet (Colonial Redistribution).
    GiveInfantry {
        planet: String,
        candidates: Vec<Seat>,
    },
    /// Committee Formation: before the votes on an agenda that elects a player, its owner may
    /// discard it to choose the elected player.
    Committee,
    /// Exhaust this many of one's planets, before the strategy cards are picked
    /// (Anti-Intellectual Revolution, against).
    Exhaust(u8),
    /// Imperial Arbiter: at the end of the strategy phase its owner may discard it to swap 1 of
    /// their strategy cards for another player's.
    Arbiter,
    /// Spy Net (a promissory note): take 1 card from this player's hand, seen privately.
    SpyNet { owner: Seat },
    /// A rider's reward that leaves a choice (§35.22; rules/riders.rs).
    Rider(super::riders::RiderAsk),
    /// §32.3: the owner picks which of their fighters and ground forces in the space area of
    /// the system at `position` beyond capacity are removed, one at a time (fighters first by
    /// default); asked again until nothing is beyond capacity.
    Excess { position: u32 },
}

/// Every agenda id whose effect is applied here (the test of the data checks it covers them all).
pub const AUTOMATED: [&str; 50] = [
    "anti_intellectual_revolution",
    "archived_secret",
    "arms_reduction",
    "classified_document_leaks",
    "colonial_redistribution",
    "committee_formation",
    "compensated_disarmament",
    "conventions_of_war",
    "core_mining",
    "demilitarized_zone",
    "economic_equality",
    "enforced_travel_ban",
    "executive_sanctions",
    "fleet_regulations",
    "holy_planet_of_ixth",
    "homeland_defense_act",
    "imperial_arbiter",
    "incentive_program",
    "ixthian_artifact",
    "judicial_abolishment",
    "minister_of_commerce",
    "minister_of_exploration",
    "minister_of_industry",
    "minister_of_peace",
    "minister_of_policy",
    "minister_of_sciences",
    "minister_of_war",
    "miscount_disclosed",
    "mutiny",
    "new_constitution",
    "prophecy_of_ixth",
    "public_execution",
    "publicize_weapon_schematics",
    "regulated_conscription",
    "representative_government",
    "research_team_biotic",
    "research_team_cybernetic",
    "research_team_propulsion",
    "research_team_warfare",
    "seed_of_an_empire",
    "senate_sanctuary",
    "shard_of_the_throne",
    "shared_research",
    "swords_to_plowshares",
    "terraforming_initiative",
    "the_crown_of_emphidia",
    "the_crown_of_thalnos",
    "unconventional_measures",
    "wormhole_reconstruction",
    "wormhole_research",
];

/// The most victory points on the long track (§34.2).
const MAX_VP: u8 = 14;

// ---------------------------------------------------------------------------------------------
// Laws in play: what the other rules files ask.

/// The law `id` is in play (for a for/against law: it passed).
pub fn in_force(state: &State, id: &str) -> bool {
    state.laws.iter().any(|l| l.agenda == id)
}

/// What the law `id` elected, if it is in play.
pub fn elected<'a>(state: &'a State, id: &str) -> Option<&'a str> {
    state
        .laws
        .iter()
        .find(|l| l.agenda == id)
        .and_then(|l| l.elected.as_deref())
}

/// The player who owns an elect-player law (Minister of ..., Shard of the Throne, ...).
pub fn owner(state: &State, id: &str) -> Option<Seat> {
    elected(state, id).and_then(|f| seat_of_faction(state, f))
}

fn seat_of_faction(state: &State, faction: &str) -> Option<Seat> {
    state.players.iter().position(|p| p.faction == faction)
}

/// Resources and influence added to a planet by the laws attached to it (Core Mining, Senate
/// Sanctuary, Terraforming Initiative).
pub fn planet_bonus(state: &State, planet: &str) -> (u32, u32) {
    law_bonus(&state.laws, planet)
}

/// `planet_bonus` from a list of laws (for callers holding the state mutably).
pub fn law_bonus(laws: &[super::agenda::Law], planet: &str) -> (u32, u32) {
    let on = |id: &str| {
        laws.iter()
            .any(|l| l.agenda == id && l.elected.as_deref() == Some(planet))
    };
    let mut bonus = (0, 0);
    if on("core_mining") {
        bonus.0 += 2;
    }
    if on("senate_sanctuary") {
        bonus.1 += 2;
    }
    if on("terraforming_initiative") {
        bonus.0 += 1;
        bonus.1 += 1;
    }
    bonus
}

/// A planet's resource value with the laws attached to it.
pub fn resources(state: &State, planet: &str) -> u32 {
    // fxb: values swapped by an ability of the effects registry (Hegemonic Trade Policy).
    if swapped(state, planet) {
        return content::planet(planet).map_or(0, |(_, p)| p.influence as u32)
            + planet_bonus(state, planet).1;
    }
    content::planet(planet).map_or(0, |(_, p)| p.resources as u32) + planet_bonus(state, planet).0
}

/// Whether `planet`'s resource and influence values are swapped now (Hegemonic Trade Policy).
fn swapped(state: &State, planet: &str) -> bool {
    state
        .tech
        .swapped
        .as_ref()
        .is_some_and(|(seat, p)| p == planet && state.controller(planet) == Some(*seat))
}

/// A planet's influence value with the laws attached to it.
pub fn influence(state: &State, planet: &str) -> u32 {
    if swapped(state, planet) {
        return content::planet(planet).map_or(0, |(_, p)| p.resources as u32)
            + planet_bonus(state, planet).0;
    }
    content::planet(planet).map_or(0, |(_, p)| p.influence as u32) + planet_bonus(state, planet).1
}

/// Fleet Regulations (for): the most tokens a fleet pool may hold.
pub fn fleet_limit(state: &State) -> u8 {
    if in_force(state, "fleet_regulations") {
        4
    } else {
        u8::MAX
    }
}

/// Regulated Conscription (for): fighters and infantry come one per cost.
pub fn produced_per_cost(state: &State, kind: UnitKind, per: u32) -> u32 {
    if in_force(state, "regulated_conscription")
        && matches!(kind, UnitKind::Fighter | UnitKind::Infantry)
    {
        1
    } else {
        per
    }
}

/// Prophecy of Ixth: its owner's fighters get +1 on combat rolls.
pub fn combat_bonus(state: &State, seat: Seat, kind: UnitKind) -> u8 {
    u8::from(kind == UnitKind::Fighter && owner(state, "prophecy_of_ixth") == Some(seat))
}

/// Wormhole Reconstruction (for): alpha and beta wormholes are all adjacent to each other.
pub fn wormholes_joined(state: &State) -> bool {
    in_force(state, "wormhole_reconstruction")
}

/// Enforced Travel Ban (for): a move from `from` to `to` only through an alpha or beta wormhole.
pub fn travel_banned(state: &State, from: u32, to: u32) -> bool {
    if !in_force(state, "enforced_travel_ban")
        || crate::core::hex::Hex::from_position(from)
            .is_adjacent(crate::core::hex::Hex::from_position(to))
    {
        return false;
    }
    let holes = |p: u32| {
        units::system_index(state, p)
            .map(|i| wormholes(state, i))
            .unwrap_or_default()
    };
    let there = holes(to);
    // Still linked by another kind of wormhole (delta): allowed.
    !holes(from)
        .iter()
        .any(|w| there.contains(w) && !matches!(w, Wormhole::Alpha | Wormhole::Beta))
}

/// Demilitarized Zone: no unit may land on, be produced on or be placed on the planet.
pub fn demilitarized(state: &State, planet: &str) -> bool {
    elected(state, "demilitarized_zone") == Some(planet)
}

/// Conventions of War (for): no bombardment of cultural planets.
pub fn no_bombardment(state: &State, planet: &str) -> bool {
    in_force(state, "conventions_of_war")
        && content::planet(planet)
            .is_some_and(|(_, p)| p.planet_trait == Some(PlanetTrait::Cultural))
}

/// Whether `seat`'s units of `kind` have SUSTAIN DAMAGE: Publicize Weapon Schematics (for)
/// takes it from war suns.
pub fn sustains(state: &State, seat: Seat, kind: UnitKind) -> bool {
    units::def(state, seat, kind).is_some_and(|d| d.sustain_damage)
        && !(kind == UnitKind::WarSun && in_force(state, "publicize_weapon_schematics"))
}

fn is_war_sun_tech(t: &content::Technology) -> bool {
    t.unit_upgrade
        .as_deref()
        .and_then(content::unit)
        .is_some_and(|u| u.kind == UnitKind::WarSun)
}

/// Publicize Weapon Schematics (for): once any player owns a war sun technology, everyone
/// ignores the prerequisites of war sun technologies.
pub fn war_sun_prerequisites_waived(state: &State, t: &content::Technology) -> bool {
    in_force(state, "publicize_weapon_schematics")
        && is_war_sun_tech(t)
        && state
            .players
            .iter()
            .flat_map(|p| p.techs.iter())
            .filter_map(|id| content::tech(id))
            .any(is_war_sun_tech)
}

/// Shard of the Throne: a player who wins a combat against its owner takes it (+1 / -1 point).
pub fn on_combat_won(state: &mut State, won: Seat, lost: Seat) -> Vec<LogEntry> {
    if owner(state, "shard_of_the_throne") != Some(lost) {
        return Vec::new();
    }
    take_card(state, "shard_of_the_throne", won, lost)
}

/// `to` takes the elect-player law `agenda` from `from` and 1 victory point from them.
fn take_card(state: &mut State, agenda: &str, to: Seat, from: Seat) -> Vec<LogEntry> {
    let faction = state.players[to].faction.clone();
    if let Some(l) = state.laws.iter_mut().find(|l| l.agenda == agenda) {
        l.elected = Some(faction);
    }
    vec![
        LogEntry::public(
            Msg::new("ti4-agenda-log-card-moves")
                .with("agenda", agenda_name(agenda))
                .text("player", name(state, to)),
        ),
        vp(state, to, 1),
        vp(state, from, -1),
    ]
}

/// Non-fighter ships (Anti-Intellectual Revolution).
const NON_FIGHTER_SHIPS: [UnitKind; 6] = [
    UnitKind::Destroyer,
    UnitKind::Cruiser,
    UnitKind::Carrier,
    UnitKind::Dreadnought,
    UnitKind::Flagship,
    UnitKind::WarSun,
];

/// Anti-Intellectual Revolution (for): after researching, the player destroys 1 of their
/// non-fighter ships (asked, whatever the phase).
pub fn after_research(state: &mut State, seat: Seat) {
    if in_force(state, "anti_intellectual_revolution")
        && !candidates(state, seat, &NON_FIGHTER_SHIPS, None).is_empty()
    {
        state.agenda_effects.pending.push(Pending {
            seat,
            ask: Ask::Destroy {
                n: 1,
                kinds: NON_FIGHTER_SHIPS.to_vec(),
                position: None,
            },
        });
    }
}

/// A Research Team law of `color`, attached to a planet `seat` controls and ready: it may stand
/// in for 1 prerequisite of that color (its id is returned).
pub fn research_team(state: &State, seat: Seat, color: content::TechColor) -> Option<String> {
    let id = match color {
        content::TechColor::Biotic => "research_team_biotic",
        content::TechColor::Cybernetic => "research_team_cybernetic",
        content::TechColor::Propulsion => "research_team_propulsion",
        content::TechColor::Warfare => "research_team_warfare",
    };
    let law = state.laws.iter().find(|l| l.agenda == id && !l.exhausted)?;
    let planet = law.elected.as_deref()?;
    (state.controller(planet) == Some(seat)).then(|| id.to_string())
}

/// Exhausts the Research Teams used as prerequisite skips.
pub fn exhaust_research_teams(state: &mut State, skips: &[String]) {
    for l in state.laws.iter_mut().filter(|l| skips.contains(&l.agenda)) {
        l.exhausted = true;
    }
}

/// The status phase readies the exhausted laws (Research Teams).
pub fn ready_laws(state: &mut State) {
    for l in &mut state.laws {
        l.exhausted = false;
    }
}

/// At the end of the strategy phase: asks Imperial Arbiter's owner (true: the phase waits).
pub fn arbiter_window(state: &mut State) -> bool {
    let Some(o) = owner(state, "imperial_arbiter") else {
        return false;
    };
    if state.players[o].eliminated || state.players[o].strategy_cards.is_empty() {
        return false;
    }
    state.agenda_effects.pending.push(Pending {
        seat: o,
        ask: Ask::Arbiter,
    });
    true
}

/// Imperial Arbiter: `swap <mine> <theirs>` or `pass`; then the action phase begins.
fn arbiter(state: &mut State, seat: Seat, text: &str) -> Result<Applied, Msg> {
    let mut log = Vec::new();
    if !text.eq_ignore_ascii_case("pass") {
        let words: Vec<&str> = text.split_whitespace().collect();
        let bad = || Msg::new("ti4-agenda-bad-swap").text("choice", text);
        let (mine, theirs) = match words.as_slice() {
            ["swap", a, b] => (
                a.parse::<u8>().map_err(|_| bad())?,
                b.parse::<u8>().map_err(|_| bad())?,
            ),
            _ => return Err(bad()),
        };
        let other = state
            .slot(theirs)
            .and_then(|s| s.holder)
            .filter(|h| *h != seat)
            .ok_or_else(bad)?;
        if !state.players[seat].strategy_cards.contains(&mine) {
            return Err(bad());
        }
        super::strategy::swap_cards(state, seat, mine, other, theirs);
        state.laws.retain(|l| l.agenda != "imperial_arbiter");
        state.agenda_discard.push("imperial_arbiter".into());
        log.push(LogEntry::public(
            Msg::new("ti4-agenda-log-arbiter")
                .text("player", name(state, seat))
                .text("other", name(state, other))
                .with("mine", super::strategy::card_name(mine))
                .with("theirs", super::strategy::card_name(theirs)),
        ));
    }
    state
        .agenda_effects
        .pending
        .retain(|p| !(p.seat == seat && p.ask == Ask::Arbiter));
    log.extend(super::strategy::end(state));
    Ok(Applied {
        log,
        barrier: false,
    })
}

/// Executive Sanctions (for): the action-card hand limit (§38.4), 3 instead of `usual`.
pub fn hand_limit(state: &State, usual: usize) -> usize {
    if in_force(state, "executive_sanctions") {
        usual.min(3)
    } else {
        usual
    }
}

/// Planets still to exhaust at the start of the strategy phase hold the picks.
pub fn holds_strategy(state: &State) -> bool {
    state
        .agenda_effects
        .pending
        .iter()
        .any(|p| matches!(p.ask, Ask::Exhaust(_)))
}

/// Minister of Sciences: its owner researches through the Technology card for free.
pub fn free_research(state: &State, seat: Seat) -> bool {
    owner(state, "minister_of_sciences") == Some(seat)
}

/// Representative Government (for): each player casts exactly 1 vote, exhausting nothing.
pub fn one_vote_each(state: &State) -> bool {
    in_force(state, "representative_government")
}

/// Public Execution: `seat` may not vote for the rest of this agenda phase.
pub fn barred(state: &State, seat: Seat) -> bool {
    state.agenda_effects.barred.contains(&seat)
}

/// Holy Planet of Ixth: units on the planet it is attached to cannot use PRODUCTION.
pub fn no_production_on(state: &State, planet: Option<&str>) -> bool {
    planet.is_some() && elected(state, "holy_planet_of_ixth") == planet
}

/// After `seat` gains control of `planet` from `previous` (§25): Minister of Exploration (+1 trade
/// good), Holy Planet of Ixth (+1/-1 point) and The Crown of Emphidia (the card moves).
pub fn on_control(
    state: &mut State,
    seat: Seat,
    planet: &str,
    previous: Option<Seat>,
) -> Vec<LogEntry> {
    let mut log = Vec::new();
    if owner(state, "minister_of_exploration") == Some(seat) {
        log.push(gain_tg(state, seat, 1));
    }
    if elected(state, "holy_planet_of_ixth") == Some(planet) {
        log.push(vp(state, seat, 1));
        if let Some(prev) = previous {
            log.push(vp(state, prev, -1));
        }
    }
    if let Some(holder) = owner(state, "the_crown_of_emphidia")
        && holder != seat
        && content::planet(planet).is_some_and(|(sys, _)| {
            units::position_of_tile(state, sys.tile) == Some(state.players[holder].home_position)
        })
    {
        log.extend(take_card(state, "the_crown_of_emphidia", seat, holder));
    }
    log
}

/// Minister of Commerce: after its owner replenishes commodities, 1 trade good per neighbour.
pub fn on_replenish(state: &mut State, seat: Seat) -> Vec<LogEntry> {
    if owner(state, "minister_of_commerce") != Some(seat) {
        return Vec::new();
    }
    let n = (0..state.players.len())
        .filter(|s| {
            *s != seat
                && !state.players[*s].eliminated
                && super::transactions::neighbours(state, seat, *s)
        })
        .count();
    if n == 0 {
        return Vec::new();
    }
    vec![gain_tg(state, seat, n as u8)]
}

// ---------------------------------------------------------------------------------------------
// Log helpers.

fn unit_name(kind: UnitKind) -> Arg {
    Arg::name(kind.catalog_id())
}

/// Changes a player's victory points (never below 0 nor above the long track).
fn vp(state: &mut State, seat: Seat, delta: i8) -> LogEntry {
    let p = &mut state.players[seat];
    p.victory_points = (p.victory_points as i16 + delta as i16).clamp(0, MAX_VP as i16) as u8;
    LogEntry::public(
        Msg::new("ti4-agenda-log-vp")
            .text("player", name(state, seat))
            .num("delta", delta as i64)
            .num("vp", state.players[seat].victory_points as i64),
    )
}

fn gain_tg(state: &mut State, seat: Seat, n: u8) -> LogEntry {
    let p = &mut state.players[seat];
    p.trade_goods = p.trade_goods.saturating_add(n);
    LogEntry::public(
        Msg::new("ti4-agenda-log-tg")
            .text("player", name(state, seat))
            .num("gained", n as i64)
            .num("tg", state.players[seat].trade_goods as i64),
    )
}

fn discard_hand(state: &mut State, seat: Seat) -> LogEntry {
    let cards = std::mem::take(&mut state.players[seat].action_cards);
    let n = cards.len();
    state.action_discard.extend(cards);
    LogEntry::public(
        Msg::new("ti4-agenda-log-discard-hand")
            .text("player", name(state, seat))
            .num("count", n as i64),
    )
}

fn destroyed_msg(state: &State, seat: Seat, kind: UnitKind, n: u32, place: Arg) -> LogEntry {
    LogEntry::public(
        Msg::new("ti4-agenda-log-destroyed")
            .text("player", name(state, seat))
            .num("count", n as i64)
            .with("unit", unit_name(kind))
            .with("place", place),
    )
}

/// A planet, or a system by its planets' names (`Abyz/Fria`), or `tile N`.
fn place_name(state: &State, i: usize, planet: Option<&str>) -> Arg {
    match planet {
        Some(p) => planet_name(p),
        None => content::system(state.systems[i].tile)
            .and_then(|s| {
                s.planets
                    .iter()
                    .map(|p| Arg::name(p.catalog_id()))
                    .reduce(|first, next| {
                        Arg::msg(
                            Msg::new("ti4-name-pair")
                                .with("first", first)
                                .with("second", next),
                        )
                    })
            })
            .unwrap_or_else(|| Arg::text(format!("tile {}", state.systems[i].tile))),
    }
}

/// Destroys every unit group in system `i` that `which` selects; logs and returns
/// (owner, kind, count) of what was destroyed.
fn destroy_all(
    state: &mut State,
    i: usize,
    which: impl Fn(&crate::games::ti4::state::UnitGroup) -> bool,
    log: &mut Vec<LogEntry>,
) -> Vec<(Seat, UnitKind, u32)> {
    let groups: Vec<_> = state.systems[i]
        .units
        .iter()
        .filter(|u| which(u))
        .cloned()
        .collect();
    let mut out = Vec::new();
    for g in groups {
        let (n, _) = units::remove(
            &mut state.systems[i],
            g.owner,
            g.kind,
            g.planet.as_deref(),
            g.count as u32,
            true,
        );
        if n > 0 {
            let place = place_name(state, i, g.planet.as_deref());
            log.push(destroyed_msg(state, g.owner, g.kind, n, place));
            out.push((g.owner, g.kind, n));
        }
    }
    out
}

/// `seat` destroys up to `n` of their `kinds` in system `i` (damaged first, in the given order).
fn destroy_some(
    state: &mut State,
    i: usize,
    seat: Seat,
    kinds: &[UnitKind],
    mut n: u32,
    log: &mut Vec<LogEntry>,
) -> u32 {
    let mut total = 0;
    for kind in kinds {
        let places: Vec<Option<String>> = state.systems[i]
            .units
            .iter()
            .filter(|u| u.owner == seat && u.kind == *kind)
            .map(|u| u.planet.clone())
            .collect();
        for planet in places {
            if n == 0 {
                return total;
            }
            let (k, _) = units::remove(
                &mut state.systems[i],
                seat,
                *kind,
                planet.as_deref(),
                n,
                true,
            );
            if k > 0 {
                let place = place_name(state, i, planet.as_deref());
                log.push(destroyed_msg(state, seat, *kind, k, place));
                n -= k;
                total += k;
            }
        }
    }
    total
}

fn system_of_planet(state: &State, planet: &str) -> Option<usize> {
    let (sys, _) = content::planet(planet)?;
    state.systems.iter().position(|s| s.tile == sys.tile)
}

fn wormholes(state: &State, i: usize) -> Vec<Wormhole> {
    content::system(state.systems[i].tile)
        .map(|s| s.wormholes.clone())
        .unwrap_or_default()
}

fn alpha_or_beta(state: &State, i: usize) -> bool {
    wormholes(state, i)
        .iter()
        .any(|w| matches!(w, Wormhole::Alpha | Wormhole::Beta))
}

fn active_seats(state: &State) -> Vec<Seat> {
    (0..state.players.len())
        .filter(|s| !state.players[*s].eliminated)
        .collect()
}

/// Puts a command token from `seat`'s reinforcements in system `i`, if they have one left and
/// none is there yet.
fn place_token(state: &mut State, seat: Seat, i: usize) -> Option<LogEntry> {
    if state.players[seat].tokens.reinforcements == 0
        || state.systems[i].command_tokens.contains(&seat)
    {
        return None;
    }
    state.players[seat].tokens.reinforcements -= 1;
    state.systems[i].command_tokens.push(seat);
    Some(LogEntry::public(
        Msg::new("ti4-agenda-log-token-placed")
            .text("player", name(state, seat))
            .with("place", place_name(state, i, None)),
    ))
}

// ---------------------------------------------------------------------------------------------
// Resolution.

/// Applies the winning `outcome` of the agenda in `step` (§35.17): the directive's effect or the
/// law's immediate part. The agenda itself is already in play or in the discard pile.
pub fn resolve(
    state: &mut State,
    step: &AgendaStep,
    outcome: &str,
    rng: &mut GameRng,
) -> Vec<LogEntry> {
    let mut log = Vec::new();
    let voted = |o: &str| -> Vec<Seat> {
        step.votes
            .iter()
            .filter(|v| v.outcome.as_deref() == Some(o))
            .map(|v| v.seat)
            .collect()
    };
    let elected_seat = seat_of_faction(state, outcome);
    let is_for = outcome == "for";
    let mut ongoing = false;
    let mut by_hand = false;
    match step.agenda.as_str() {
        "anti_intellectual_revolution" => {
            if is_for {
                ongoing = true;
            } else {
                next_strategy(state, StrategyStart::ExhaustPerTech, &mut log);
            }
        }
        "archived_secret" => {
            if let Some(seat) = elected_seat {
                if state.objectives.secret_deck.is_empty() {
                    log.push(LogEntry::public(Msg::new("ti4-agenda-log-no-secret")));
                } else {
                    let id = state.objectives.secret_deck.remove(0);
                    log.push(LogEntry::public(
                        Msg::new("ti4-agenda-log-secret-drawn").text("player", name(state, seat)),
                    ));
                    log.push(LogEntry::private(
                        seat,
                        Msg::new("ti4-agenda-log-secret-drawn-private")
                            .with("objective", status::objective_name(&id)),
                    ));
                    state.players[seat].secrets.push(id);
                }
            }
        }
        "arms_reduction" => {
            if is_for {
                for seat in active_seats(state) {
                    for (kind, keep) in [(UnitKind::Dreadnought, 2), (UnitKind::Cruiser, 4)] {
                        let excess = units::on_board(state, seat, kind).saturating_sub(keep);
                        ask_destroy(state, seat, excess, &[kind], None, &mut log);
                    }
                }
            } else {
                next_strategy(state, StrategyStart::ExhaustSpecialty, &mut log);
            }
        }
        "classified_document_leaks" => {
            if let Some(seat) = state
                .players
                .iter()
                .position(|p| p.scored_secrets.iter().any(|s| s == outcome))
            {
                state.players[seat].scored_secrets.retain(|s| s != outcome);
                state.objectives.revealed.push(outcome.to_string());
                state.scored_public.push((outcome.to_string(), seat));
                log.push(LogEntry::public(
                    Msg::new("ti4-agenda-log-secret-made-public")
                        .with("objective", status::objective_name(outcome)),
                ));
            }
        }
        "colonial_redistribution" => {
            if let Some(i) = system_of_planet(state, outcome) {
                destroy_all(state, i, |u| u.planet.as_deref() == Some(outcome), &mut log);
                if let Some(ctrl) = state.controller(outcome) {
                    let seats = active_seats(state);
                    let fewest = seats
                        .iter()
                        .map(|s| state.players[*s].victory_points)
                        .min()
                        .unwrap_or(0);
                    let candidates: Vec<Seat> = state
                        .clockwise_from(ctrl)
                        .into_iter()
                        .filter(|s| seats.contains(s) && state.players[*s].victory_points == fewest)
                        .collect();
                    if candidates.len() == 1 {
                        log.extend(give_infantry(state, candidates[0], outcome));
                    } else {
                        state.agenda_effects.pending.push(Pending {
                            seat: ctrl,
                            ask: Ask::GiveInfantry {
                                planet: outcome.to_string(),
                                candidates,
                            },
                        });
                    }
                }
            }
        }
        "compensated_disarmament" => {
            if let Some(i) = system_of_planet(state, outcome) {
                let gone = destroy_all(
                    state,
                    i,
                    |u| u.planet.as_deref() == Some(outcome) && u.kind.is_ground_force(),
                    &mut log,
                );
                let n: u32 = gone.iter().map(|(_, _, n)| n).sum();
                if let Some(ctrl) = state.controller(outcome)
                    && n > 0
                {
                    log.push(gain_tg(state, ctrl, n as u8));
                }
            }
        }
        "conventions_of_war" => {
            if is_for {
                ongoing = true;
            } else {
                for seat in voted("against") {
                    log.push(discard_hand(state, seat));
                }
            }
        }
        "core_mining" => {
            if let Some(i) = system_of_planet(state, outcome) {
                let owners: Vec<Seat> = state.systems[i]
                    .units
                    .iter()
                    .filter(|u| {
                        u.planet.as_deref() == Some(outcome) && u.kind == UnitKind::Infantry
                    })
                    .map(|u| u.owner)
                    .collect();
                if let Some(o) = owners.first() {
                    destroy_some(state, i, *o, &[UnitKind::Infantry], 1, &mut log);
                }
            }
            log.push(planet_value_msg(state, outcome));
        }
        "demilitarized_zone" => {
            if let Some(i) = system_of_planet(state, outcome) {
                destroy_all(state, i, |u| u.planet.as_deref() == Some(outcome), &mut log);
            }
            ongoing = true;
        }
        "economic_equality" => {
            for seat in active_seats(state) {
                state.players[seat].trade_goods = if is_for { 5 } else { 0 };
            }
            log.push(LogEntry::public(
                Msg::new("ti4-agenda-log-all-tg").num("tg", if is_for { 5 } else { 0 }),
            ));
        }
        "enforced_travel_ban" => {
            if is_for {
                ongoing = true;
            } else {
                let wormhole_positions: Vec<u32> = (0..state.systems.len())
                    .filter(|i| !wormholes(state, *i).is_empty())
                    .map(|i| state.systems[i].position)
                    .collect();
                for i in 0..state.systems.len() {
                    let pos = state.systems[i].position;
                    let near = wormhole_positions.contains(&pos)
                        || units::adjacent_positions(state, pos)
                            .iter()
                            .any(|p| wormhole_positions.contains(p));
                    if near {
                        destroy_all(state, i, |u| u.kind == UnitKind::Pds, &mut log);
                    }
                }
            }
        }
        "executive_sanctions" => {
            if is_for {
                ongoing = true;
                by_hand = true;
            } else {
                for seat in active_seats(state) {
                    let hand = &mut state.players[seat].action_cards;
                    if hand.is_empty() {
                        continue;
                    }
                    let card = hand.remove(rng.below(hand.len()));
                    log.push(LogEntry::public(
                        Msg::new("ti4-agenda-log-discard-random")
                            .text("player", name(state, seat))
                            .with("card", action_cards::card_name(&card)),
                    ));
                    state.action_discard.push(card);
                }
            }
        }
        "fleet_regulations" => {
            for seat in active_seats(state) {
                let t = &mut state.players[seat].tokens;
                let before = t.fleet;
                if is_for {
                    let excess = t.fleet.saturating_sub(4);
                    t.fleet -= excess;
                    t.reinforcements += excess;
                } else if t.reinforcements > 0 {
                    t.reinforcements -= 1;
                    t.fleet += 1;
                }
                let after = t.fleet;
                if after != before {
                    log.push(LogEntry::public(
                        Msg::new("ti4-agenda-log-fleet")
                            .text("player", name(state, seat))
                            .num("fleet", after as i64),
                    ));
                }
            }
            ongoing = is_for;
        }
        "holy_planet_of_ixth" => {
            if let Some(ctrl) = state.controller(outcome) {
                log.push(vp(state, ctrl, 1));
            }
            ongoing = true;
        }
        "homeland_defense_act" => {
            if is_for {
                ongoing = true;
            } else {
                for seat in active_seats(state) {
                    ask_destroy(state, seat, 1, &[UnitKind::Pds], None, &mut log);
                }
            }
        }
        "incentive_program" => {
            let deck = if is_for {
                &mut state.objectives.stage1_hidden
            } else {
                &mut state.objectives.stage2_hidden
            };
            if deck.is_empty() {
                log.push(LogEntry::public(Msg::new("ti4-agenda-log-no-objective")));
            } else {
                let id = deck.remove(0);
                log.push(LogEntry::public(
                    Msg::new("ti4-log-reveal").with("objective", status::objective_name(&id)),
                ));
                state.objectives.revealed.push(id);
            }
        }
        "ixthian_artifact" => {
            if is_for {
                let roll = rng.roll(10);
                log.push(LogEntry::public(
                    Msg::new("ti4-agenda-log-roll")
                        .text("player", name(state, state.speaker))
                        .num("roll", roll as i64),
                ));
                if roll >= 6 {
                    for seat in active_seats(state) {
                        state.agenda_effects.pending.push(Pending {
                            seat,
                            ask: Ask::Research(2),
                        });
                    }
                    log.push(LogEntry::public(
                        Msg::new("ti4-agenda-log-research").num("count", 2),
                    ));
                } else if let Some(m) = state.systems.iter().position(|s| {
                    content::system(s.tile).is_some_and(|t| t.planet("mecatol_rex").is_some())
                }) {
                    destroy_all(state, m, |_| true, &mut log);
                    let pos = state.systems[m].position;
                    for p in units::adjacent_positions(state, pos) {
                        for seat in active_seats(state) {
                            ask_destroy(state, seat, 3, &UnitKind::ALL, Some(p), &mut log);
                        }
                    }
                }
            }
        }
        "judicial_abolishment" => {
            if let Some(k) = state.laws.iter().position(|l| l.agenda == outcome) {
                let law = state.laws.remove(k);
                log.push(LogEntry::public(
                    Msg::new("ti4-agenda-log-law-discarded")
                        .with("agenda", agenda_name(&law.agenda)),
                ));
                state.agenda_discard.push(law.agenda);
            }
        }
        "miscount_disclosed" => {
            if state.laws.iter().any(|l| l.agenda == outcome) {
                state.agenda_effects.revote = Some(outcome.to_string());
            }
        }
        "mutiny" => {
            for seat in voted("for") {
                log.push(vp(state, seat, if is_for { 1 } else { -1 }));
            }
        }
        "new_constitution" => {
            if is_for {
                for law in std::mem::take(&mut state.laws) {
                    log.push(LogEntry::public(
                        Msg::new("ti4-agenda-log-law-discarded")
                            .with("agenda", agenda_name(&law.agenda)),
                    ));
                    state.agenda_discard.push(law.agenda);
                }
                next_strategy(state, StrategyStart::ExhaustHome, &mut log);
            }
        }
        "public_execution" => {
            if let Some(seat) = elected_seat {
                log.push(discard_hand(state, seat));
                if state.speaker == seat {
                    let n = state.players.len();
                    if let Some(next) = (1..n)
                        .map(|k| (seat + k) % n)
                        .find(|s| !state.players[*s].eliminated)
                    {
                        state.speaker = next;
                        log.push(LogEntry::public(
                            Msg::new("ti4-agenda-log-speaker").text("player", name(state, next)),
                        ));
                    }
                }
                state.agenda_effects.barred.push(seat);
                log.push(LogEntry::public(
                    Msg::new("ti4-agenda-log-barred").text("player", name(state, seat)),
                ));
            }
        }
        "publicize_weapon_schematics" => {
            if is_for {
                ongoing = true;
            } else {
                for seat in active_seats(state) {
                    let war_sun_tech = state.players[seat]
                        .techs
                        .iter()
                        .filter_map(|id| content::tech(id))
                        .any(is_war_sun_tech);
                    if war_sun_tech {
                        log.push(discard_hand(state, seat));
                    }
                }
            }
        }
        "regulated_conscription" => ongoing = is_for,
        "representative_government" => {
            if is_for {
                ongoing = true;
            } else {
                let seats = voted("against");
                if !seats.is_empty() {
                    next_strategy(state, StrategyStart::ExhaustCultural(seats), &mut log);
                }
            }
        }
        "senate_sanctuary" | "terraforming_initiative" => {
            log.push(planet_value_msg(state, outcome))
        }
        "seed_of_an_empire" => {
            let seats = active_seats(state);
            let points = seats.iter().map(|s| state.players[*s].victory_points);
            let target = if is_for { points.max() } else { points.min() };
            for seat in seats {
                if Some(state.players[seat].victory_points) == target {
                    log.push(vp(state, seat, 1));
                }
            }
        }
        "shard_of_the_throne" | "the_crown_of_emphidia" => {
            if let Some(seat) = elected_seat {
                log.push(vp(state, seat, 1));
            }
            ongoing = true;
        }
        "shared_research" => {
            if is_for {
                ongoing = true;
            } else {
                for seat in active_seats(state) {
                    let home = state.players[seat].home_position;
                    if let Some(i) = units::system_index(state, home)
                        && let Some(l) = place_token(state, seat, i)
                    {
                        log.push(l);
                    }
                }
            }
        }
        "swords_to_plowshares" => {
            for seat in active_seats(state) {
                let planets: Vec<String> = state.players[seat]
                    .planets
                    .iter()
                    .map(|c| c.planet.clone())
                    .collect();
                let mut destroyed = 0;
                for planet in planets {
                    let Some(i) = system_of_planet(state, &planet) else {
                        continue;
                    };
                    let here =
                        units::count(&state.systems[i], seat, UnitKind::Infantry, Some(&planet));
                    if is_for {
                        let n = here.div_ceil(2);
                        if n > 0 {
                            destroyed +=
                                destroy_some(state, i, seat, &[UnitKind::Infantry], n, &mut log);
                        }
                    } else {
                        units::add(
                            &mut state.systems[i],
                            seat,
                            UnitKind::Infantry,
                            Some(&planet),
                            1,
                        );
                        log.push(LogEntry::public(
                            Msg::new("ti4-agenda-log-infantry-placed")
                                .text("player", name(state, seat))
                                .num("count", 1)
                                .with("place", planet_name(&planet)),
                        ));
                    }
                }
                if destroyed > 0 {
                    log.push(gain_tg(state, seat, destroyed as u8));
                }
            }
        }
        "unconventional_measures" => {
            for seat in voted("for") {
                if is_for {
                    log.extend(action_cards::draw(state, seat, 2, rng));
                } else {
                    log.push(discard_hand(state, seat));
                }
            }
        }
        "wormhole_reconstruction" => {
            if is_for {
                ongoing = true;
            } else {
                for i in 0..state.systems.len() {
                    if wormholes(state, i).is_empty() {
                        continue;
                    }
                    for seat in units::ship_owners(&state.systems[i]) {
                        if let Some(l) = place_token(state, seat, i) {
                            log.push(l);
                        }
                    }
                }
            }
        }
        "wormhole_research" => {
            if is_for {
                let mut researchers = Vec::new();
                for i in 0..state.systems.len() {
                    if !wormholes(state, i).is_empty() {
                        researchers.extend(units::ship_owners(&state.systems[i]));
                    }
                }
                researchers.sort();
                researchers.dedup();
                for i in 0..state.systems.len() {
                    if alpha_or_beta(state, i) {
                        destroy_all(
                            state,
                            i,
                            |u| u.planet.is_none() && u.kind.is_ship(),
                            &mut log,
                        );
                    }
                }
                for seat in researchers {
                    state.agenda_effects.pending.push(Pending {
                        seat,
                        ask: Ask::Research(1),
                    });
                }
                if !state.agenda_effects.pending.is_empty() {
                    log.push(LogEntry::public(
                        Msg::new("ti4-agenda-log-research").num("count", 1),
                    ));
                }
            } else {
                for seat in voted("against") {
                    let t = state.players[seat].tokens;
                    let pools = [t.tactic, t.fleet, t.strategy];
                    match pools.iter().filter(|n| **n > 0).count() {
                        0 => {}
                        1 => {
                            let k = pools.iter().position(|n| *n > 0).unwrap_or(0);
                            log.push(return_token(state, seat, POOLS[k]));
                        }
                        _ => state.agenda_effects.pending.push(Pending {
                            seat,
                            ask: Ask::ReturnToken,
                        }),
                    }
                }
            }
        }
        // Elect-player laws whose whole effect is ongoing.
        "research_team_biotic"
        | "research_team_cybernetic"
        | "research_team_propulsion"
        | "research_team_warfare"
        | "minister_of_commerce"
        | "minister_of_exploration"
        | "minister_of_sciences"
        | "minister_of_policy"
        | "prophecy_of_ixth"
        | "the_crown_of_thalnos"
        | "minister_of_peace" => ongoing = true,
        "committee_formation" | "imperial_arbiter" => ongoing = true,
        // Asked through the technology questions (rules::techs).
        "minister_of_industry" | "minister_of_war" => ongoing = true,
        _ => by_hand = true,
    }
    let is_law = content::agenda(&step.agenda).is_some_and(|a| a.is_law()) && outcome != "against";
    if is_law && ongoing {
        log.push(LogEntry::public(
            Msg::new(if by_hand {
                "ti4-agenda-log-ongoing-by-hand"
            } else {
                "ti4-agenda-log-ongoing"
            })
            .with("agenda", agenda_name(&step.agenda)),
        ));
    } else if by_hand {
        log.push(LogEntry::public(Msg::new("ti4-log-agenda-effect-by-hand")));
    }
    // §35: an empty agenda deck is refilled from the shuffled discard pile.
    if state.agenda_deck.is_empty() && !state.agenda_discard.is_empty() {
        state.agenda_deck = std::mem::take(&mut state.agenda_discard);
        rng.shuffle(&mut state.agenda_deck);
        log.push(LogEntry::public(Msg::new("ti4-agenda-log-deck-reshuffled")));
    }
    log
}

fn planet_value_msg(state: &State, planet: &str) -> LogEntry {
    LogEntry::public(
        Msg::new("ti4-agenda-log-planet-value")
            .with("planet", planet_name(planet))
            .num("resources", resources(state, planet) as i64)
            .num("influence", influence(state, planet) as i64),
    )
}

fn next_strategy(state: &mut State, e: StrategyStart, log: &mut Vec<LogEntry>) {
    state.agenda_effects.next_strategy.push(e);
    log.push(LogEntry::public(Msg::new(
        "ti4-agenda-log-at-next-strategy",
    )));
}

/// At the start of the strategy phase: the planets that agendas exhaust then.
pub fn start_of_strategy(state: &mut State) -> Vec<LogEntry> {
    let effects = std::mem::take(&mut state.agenda_effects.next_strategy);
    let mut log = Vec::new();
    for e in effects {
        for seat in active_seats(state) {
            let p = &state.players[seat];
            let home = p.home_position;
            let mut ids: Vec<String> = p
                .planets
                .iter()
                .filter(|c| !c.exhausted)
                .map(|c| c.planet.clone())
                .collect();
            match &e {
                StrategyStart::ExhaustPerTech => {
                    // The player picks which, before the picks begin (unless all go).
                    let n = p.techs.len();
                    if n == 0 {
                        continue;
                    }
                    if n < ids.len() {
                        state.agenda_effects.pending.push(Pending {
                            seat,
                            ask: Ask::Exhaust(n as u8),
                        });
                        continue;
                    }
                }
                StrategyStart::ExhaustSpecialty => ids
                    .retain(|id| content::planet(id).is_some_and(|(_, pl)| pl.specialty.is_some())),
                StrategyStart::ExhaustHome => ids.retain(|id| {
                    content::planet(id).is_some_and(|(sys, _)| {
                        sys.kind == SystemKind::Home
                            && units::position_of_tile(state, sys.tile) == Some(home)
                    })
                }),
                StrategyStart::ExhaustCultural(seats) => {
                    if !seats.contains(&seat) {
                        continue;
                    }
                    ids.retain(|id| {
                        content::planet(id)
                            .is_some_and(|(_, pl)| pl.planet_trait == Some(PlanetTrait::Cultural))
                    })
                }
            }
            if ids.is_empty() {
                continue;
            }
            for c in state.players[seat]
                .planets
                .iter_mut()
                .filter(|c| ids.contains(&c.planet))
            {
                c.exhausted = true;
            }
            log.push(LogEntry::public(
                Msg::new("ti4-agenda-log-exhausted")
                    .text("player", name(state, seat))
                    .list("planets", ids.iter().map(|i| planet_name(i)).collect()),
            ));
        }
    }
    log
}

// ---------------------------------------------------------------------------------------------
// Choices after an agenda.

const POOLS: [&str; 3] = ["tactic", "fleet", "strategy"];

/// `seat`'s units of `kinds` in the system at `position` (or anywhere): (system index, planet,
/// kind, count).
fn candidates(
    state: &State,
    seat: Seat,
    kinds: &[UnitKind],
    position: Option<u32>,
) -> Vec<(usize, Option<String>, UnitKind, u32)> {
    let mut out = Vec::new();
    for (i, sys) in state.systems.iter().enumerate() {
        if position.is_some_and(|p| p != sys.position) {
            continue;
        }
        for u in sys.units.iter().filter(|u| u.owner == seat) {
            if kinds.contains(&u.kind) {
                out.push((i, u.planet.clone(), u.kind, u.count as u32));
            }
        }
    }
    out
}

/// `seat` must destroy `n` of their `kinds` (in one system or anywhere): done at once when there
/// is nothing to choose, else asked.
fn ask_destroy(
    state: &mut State,
    seat: Seat,
    n: u32,
    kinds: &[UnitKind],
    position: Option<u32>,
    log: &mut Vec<LogEntry>,
) {
    let found = candidates(state, seat, kinds, position);
    let total: u32 = found.iter().map(|c| c.3).sum();
    if n == 0 || total == 0 {
        return;
    }
    if total <= n || found.len() == 1 {
        for (i, _, kind, _) in found {
            destroy_some(state, i, seat, &[kind], n, log);
        }
        return;
    }
    state.agenda_effects.pending.push(Pending {
        seat,
        ask: Ask::Destroy {
            n: n as u8,
            kinds: kinds.to_vec(),
            position,
        },
    });
}

/// §32.3: how many of `seat`'s units in the space area at `position` are beyond capacity, and
/// which kinds the owner may remove to bring that down (fighters first).
pub fn excess_choices(state: &State, seat: Seat, position: u32) -> (u32, Vec<UnitKind>) {
    let Some(sys) = state.systems.iter().find(|s| s.position == position) else {
        return (0, Vec::new());
    };
    let excess = units::load(state, sys, seat).excess();
    if excess == 0 {
        return (0, Vec::new());
    }
    let kinds = [UnitKind::Fighter, UnitKind::Infantry]
        .into_iter()
        .filter(|&kind| {
            if units::count(sys, seat, kind, None) == 0 {
                return false;
            }
            let mut fewer = sys.clone();
            units::remove(&mut fewer, seat, kind, None, 1, false);
            units::load(state, &fewer, seat).excess() < excess
        })
        .collect();
    (excess, kinds)
}

/// Removes 1 of `seat`'s `kind` from the space area of system `i` (§32.3), logged.
fn remove_from_space(
    state: &mut State,
    i: usize,
    seat: Seat,
    kind: UnitKind,
    log: &mut Vec<LogEntry>,
) -> bool {
    let (k, _) = units::remove(&mut state.systems[i], seat, kind, None, 1, false);
    if k > 0 {
        let place = place_name(state, i, None);
        log.push(destroyed_msg(state, seat, kind, k, place));
    }
    k > 0
}

/// Removes the excess at once while there is nothing to choose (one kind can go); true when a
/// choice is left.
fn settle_excess(state: &mut State, seat: Seat, position: u32, log: &mut Vec<LogEntry>) -> bool {
    loop {
        let (n, kinds) = excess_choices(state, seat, position);
        if n == 0 || kinds.is_empty() {
            return false;
        }
        if kinds.len() > 1 {
            return true;
        }
        let Some(i) = state.systems.iter().position(|s| s.position == position) else {
            return false;
        };
        if !remove_from_space(state, i, seat, kinds[0], log) {
            return false;
        }
    }
}

/// §32.3: after a combat (or space cannon offense), `seat`'s units beyond capacity in the
/// space area at `position` are removed; when the owner has a choice of which, they are asked.
pub fn ask_excess(state: &mut State, seat: Seat, position: u32, log: &mut Vec<LogEntry>) {
    if settle_excess(state, seat, position, log)
        && !state
            .agenda_effects
            .pending
            .iter()
            .any(|p| p.seat == seat && p.ask == (Ask::Excess { position }))
    {
        state.agenda_effects.pending.push(Pending {
            seat,
            ask: Ask::Excess { position },
        });
    }
}

/// Whether a player still has to choose which units beyond capacity are removed (§32.3): the
/// tactical action waits for it.
pub fn excess_pending(state: &State) -> bool {
    state
        .agenda_effects
        .pending
        .iter()
        .any(|p| matches!(p.ask, Ask::Excess { .. }))
}

fn give_infantry(state: &mut State, seat: Seat, planet: &str) -> Vec<LogEntry> {
    let mut log = Vec::new();
    let Some(i) = system_of_planet(state, planet) else {
        return log;
    };
    units::add(
        &mut state.systems[i],
        seat,
        UnitKind::Infantry,
        Some(planet),
        1,
    );
    log.push(LogEntry::public(
        Msg::new("ti4-agenda-log-infantry-placed")
            .text("player", name(state, seat))
            .num("count", 1)
            .with("place", planet_name(planet)),
    ));
    log.extend(invasion::establish_control(state, seat, planet));
    log
}

fn return_token(state: &mut State, seat: Seat, pool: &str) -> LogEntry {
    let t = &mut state.players[seat].tokens;
    match pool {
        "tactic" => t.tactic -= 1,
        "fleet" => t.fleet -= 1,
        _ => t.strategy -= 1,
    }
    t.reinforcements += 1;
    LogEntry::public(
        Msg::new("ti4-agenda-log-token-returned")
            .text("player", name(state, seat))
            .text("pool", pool),
    )
}

fn destroy_notation(state: &State, i: usize, planet: &Option<String>, kind: UnitKind) -> String {
    let mut n = format!(
        "agenda-choice destroy {} {}",
        kind.as_str(),
        state.systems[i].tile
    );
    if let Some(p) = planet {
        n.push_str(&format!(" {p}"));
    }
    n
}

pub fn prompts(state: &State) -> Vec<Prompt> {
    let mut seen = Vec::new();
    let mut out = Vec::new();
    for p in &state.agenda_effects.pending {
        // One question at a time per player.
        if seen.contains(&p.seat) {
            continue;
        }
        seen.push(p.seat);
        let (ask, choices): (Msg, Vec<Choice>) = match &p.ask {
            Ask::Research(n) => {
                let mut choices: Vec<Choice> = strategic::researchable(state, p.seat)
                    .into_iter()
                    .map(|t| Choice {
                        label: Msg::new("ti4-agenda-choice-research").name("tech", t.catalog_id()),
                        notation: format!("agenda-choice {}", t.id),
                    })
                    .collect();
                choices.push(Choice {
                    label: Msg::new("ti4-agenda-choice-skip"),
                    notation: "agenda-choice skip".into(),
                });
                (
                    Msg::new("ti4-agenda-ask-research").num("count", *n as i64),
                    choices,
                )
            }
            Ask::Destroy { n, kinds, position } => {
                let mut choices: Vec<Choice> = candidates(state, p.seat, kinds, *position)
                    .into_iter()
                    .map(|(i, planet, kind, _)| Choice {
                        label: Msg::new("ti4-agenda-choice-destroy")
                            .with("unit", unit_name(kind))
                            .with("place", place_name(state, i, planet.as_deref())),
                        notation: destroy_notation(state, i, &planet, kind),
                    })
                    .collect();
                if choices.is_empty() {
                    choices.push(Choice {
                        label: Msg::new("ti4-agenda-choice-nothing-left"),
                        notation: "agenda-choice skip".into(),
                    });
                }
                (
                    Msg::new("ti4-agenda-ask-destroy").num("count", *n as i64),
                    choices,
                )
            }
            Ask::ReturnToken => {
                let t = state.players[p.seat].tokens;
                (
                    Msg::new("ti4-agenda-ask-token"),
                    POOLS
                        .iter()
                        .zip([t.tactic, t.fleet, t.strategy])
                        .filter(|(_, n)| *n > 0)
                        .map(|(pool, _)| Choice {
                            label: Msg::new("ti4-agenda-choice-pool").text("pool", *pool),
                            notation: format!("agenda-choice {pool}"),
                        })
                        .collect(),
                )
            }
            Ask::Exhaust(n) => (
                Msg::new("ti4-agenda-ask-exhaust").num("count", *n as i64),
                state.players[p.seat]
                    .planets
                    .iter()
                    .filter(|c| !c.exhausted)
                    .map(|c| Choice {
                        label: Msg::new("plain").with("text", planet_name(&c.planet)),
                        notation: format!("agenda-choice exhaust {}", c.planet),
                    })
                    .collect(),
            ),
            Ask::Arbiter => {
                let mut choices = Vec::new();
                for mine in &state.players[p.seat].strategy_cards {
                    for slot in state
                        .strategy_cards
                        .iter()
                        .filter(|s| s.holder.is_some_and(|h| h != p.seat))
                    {
                        choices.push(Choice {
                            label: Msg::new("ti4-agenda-choice-swap")
                                .with("mine", super::strategy::card_name(*mine))
                                .with("theirs", super::strategy::card_name(slot.initiative)),
                            notation: format!("agenda-choice swap {mine} {}", slot.initiative),
                        });
                    }
                }
                choices.push(Choice {
                    label: Msg::new("ti4-agenda-choice-keep-arbiter"),
                    notation: "agenda-choice pass".into(),
                });
                (Msg::new("ti4-agenda-ask-arbiter"), choices)
            }
            Ask::Committee => {
                let mut choices: Vec<Choice> = state
                    .players
                    .iter()
                    .filter(|pl| !pl.eliminated)
                    .map(|pl| Choice {
                        label: Msg::new("ti4-agenda-choice-committee").text("player", &pl.name),
                        notation: format!("agenda-choice {}", pl.faction),
                    })
                    .collect();
                choices.push(Choice {
                    label: Msg::new("ti4-agenda-choice-committee-pass"),
                    notation: "agenda-choice pass".into(),
                });
                (Msg::new("ti4-agenda-ask-committee"), choices)
            }
            Ask::SpyNet { owner } => {
                let mut cards = state.players[*owner].action_cards.clone();
                cards.sort();
                cards.dedup();
                (
                    Msg::new("ti4-ask-spy-net").text("player", name(state, *owner)),
                    cards
                        .iter()
                        .map(|c| Choice {
                            label: Msg::new("plain")
                                .with("text", super::action_cards::card_name(c)),
                            notation: format!("agenda-choice {c}"),
                        })
                        .collect(),
                )
            }
            Ask::Rider(r) => super::riders::prompt(state, p.seat, r),
            Ask::Excess { position } => {
                let (n, kinds) = excess_choices(state, p.seat, *position);
                let i = state.systems.iter().position(|s| s.position == *position);
                let choices = match i {
                    Some(i) => kinds
                        .into_iter()
                        .map(|kind| Choice {
                            label: Msg::new("ti4-agenda-choice-destroy")
                                .with("unit", unit_name(kind))
                                .with("place", place_name(state, i, None)),
                            notation: destroy_notation(state, i, &None, kind),
                        })
                        .collect(),
                    None => Vec::new(),
                };
                (
                    Msg::new("ti4-ask-capacity-excess").num("count", n as i64),
                    choices,
                )
            }
            Ask::GiveInfantry { planet, candidates } => (
                Msg::new("ti4-agenda-ask-infantry").with("planet", planet_name(planet)),
                candidates
                    .iter()
                    .map(|s| Choice {
                        label: Msg::new("plain").text("text", name(state, *s)),
                        notation: format!("agenda-choice {}", state.players[*s].faction),
                    })
                    .collect(),
            ),
        };
        out.push(Prompt {
            seat: p.seat,
            id: "law".into(),
            ask,
            choices,
            // The Spy Net choices show another player's hand.
            private: matches!(p.ask, Ask::SpyNet { .. }),
        });
    }
    out
}

/// Whether `agenda` may be revealed now (Judicial Abolishment, Miscount Disclosed and New
/// Constitution need a law in play; Classified Document Leaks a scored secret objective).
pub fn can_reveal(state: &State, agenda: &str) -> bool {
    match content::agenda(agenda).and_then(|a| a.reveal_requires.as_ref()) {
        Some(content::RevealRequirement::LawsInPlay) => !state.laws.is_empty(),
        Some(content::RevealRequirement::ScoredSecretObjectives) => {
            state.players.iter().any(|p| !p.scored_secrets.is_empty())
        }
        None => true,
    }
}

/// When an agenda is put to the vote: Committee Formation's owner is asked first when it elects
/// a player.
pub fn on_reveal(state: &mut State) {
    let Phase::Agenda(a) = &state.phase else {
        return;
    };
    let elects_player = content::agenda(&a.agenda)
        .is_some_and(|c| c.outcome == content::AgendaOutcome::ElectPlayer);
    if let Some(o) = owner(state, "committee_formation")
        && elects_player
        && !state.players[o].eliminated
    {
        state.agenda_effects.pending.push(Pending {
            seat: o,
            ask: Ask::Committee,
        });
    }
}

/// Minister of Peace (a law): after a player activated a system containing another player's
/// units, its owner discarded it to end the active player's turn at once (the activation's
/// command token stays).
pub(crate) fn minister_of_peace(state: &mut State, seat: Seat) -> Result<Vec<LogEntry>, Msg> {
    if owner(state, "minister_of_peace") != Some(seat) {
        return Err(Msg::new("ti4-window-pass-help"));
    }
    let Some((active, Some(_))) = super::action_phase::active(state) else {
        return Err(Msg::new("ti4-window-pass-help"));
    };
    state.laws.retain(|l| l.agenda != "minister_of_peace");
    state.agenda_discard.push("minister_of_peace".into());
    let mut log = vec![LogEntry::public(
        Msg::new("ti4-log-minister-of-peace")
            .text("player", name(state, seat))
            .text("active", name(state, active)),
    )];
    log.extend(super::action_phase::finish_tactical(state));
    Ok(log)
}

/// After `active` activated the system at `position`: the holder of Minister of Peace is asked
/// when another player's units are there (the window of rules/window.rs).
pub(crate) fn after_activation(
    state: &mut State,
    active: Seat,
    position: u32,
    rng: &mut GameRng,
) -> Vec<LogEntry> {
    let mut seats = Vec::new();
    if let Some(o) = owner(state, "minister_of_peace") {
        let others_here = state
            .system_at(position)
            .is_some_and(|s| s.units.iter().any(|u| u.owner != active));
        if o != active && !state.players[o].eliminated && others_here {
            seats.push(o);
        }
    }
    // fxb: players with ships here who may end the turn (the effects registry: Nullification
    // Field).
    if let Some(sys) = state.system_at(position) {
        for o in super::units::ship_owners(sys) {
            if o != active
                && !seats.contains(&o)
                && super::techs::activation_ender(state, o).is_some()
            {
                seats.push(o);
            }
        }
    }
    if seats.is_empty() {
        return Vec::new();
    }
    super::window::open(
        state,
        super::window::Kind::SystemActivated,
        active,
        seats,
        rng,
    )
}

/// Committee Formation: the law is discarded and the agenda resolves for `faction`, unvoted.
fn committee(state: &mut State, seat: Seat, text: &str, rng: &mut GameRng) -> Result<Applied, Msg> {
    let pick = state.players.iter().position(|p| {
        !p.eliminated && (p.faction.eq_ignore_ascii_case(text) || p.name.eq_ignore_ascii_case(text))
    });
    let Some(pick) = pick else {
        let list = state
            .players
            .iter()
            .filter(|p| !p.eliminated)
            .map(|p| p.faction.clone())
            .collect::<Vec<_>>()
            .join(", ");
        return Err(Msg::new("ti4-agenda-bad-player")
            .text("choice", text)
            .text("players", list + ", pass"));
    };
    state
        .agenda_effects
        .pending
        .retain(|p| p.seat != seat || p.ask != Ask::Committee);
    state.laws.retain(|l| l.agenda != "committee_formation");
    state.agenda_discard.push("committee_formation".into());
    let mut log = vec![LogEntry::public(
        Msg::new("ti4-agenda-log-committee")
            .text("player", name(state, seat))
            .text("elected", name(state, pick)),
    )];
    let faction = state.players[pick].faction.clone();
    log.extend(super::agenda::settle(state, &faction, rng));
    Ok(Applied {
        log,
        barrier: false,
    })
}

/// `agenda-choice ...`: answers the first question an agenda left to `seat`.
pub fn choose(
    state: &mut State,
    seat: Seat,
    text: &str,
    rng: &mut GameRng,
) -> Result<Applied, Msg> {
    let Some(k) = state
        .agenda_effects
        .pending
        .iter()
        .position(|p| p.seat == seat)
    else {
        return Err(Msg::new("ti4-agenda-no-choice"));
    };
    let text = text.trim();
    if text.is_empty() {
        return Err(Msg::new("ti4-agenda-choice-help"));
    }
    let mut log = Vec::new();
    let done = match state.agenda_effects.pending[k].ask.clone() {
        Ask::Committee if text.eq_ignore_ascii_case("pass") => {
            // The players vote as usual.
            state.agenda_effects.pending.remove(k);
            log.push(LogEntry::public(
                Msg::new("ti4-agenda-log-committee-pass").text("player", name(state, seat)),
            ));
            // Nobody may vote (all barred) and the reveal window is over: the count follows.
            if state.window.is_none()
                && matches!(&state.phase, Phase::Agenda(a)
                    if a.tied.is_empty() && a.votes.len() >= a.order.len())
            {
                log.extend(super::agenda::after_reveal(state, rng));
            }
            return Ok(Applied {
                log,
                barrier: false,
            });
        }
        Ask::Committee => return committee(state, seat, text, rng),
        Ask::Arbiter => return arbiter(state, seat, text),
        Ask::SpyNet { owner } => return super::notes::spy_net_take(state, seat, owner, text),
        Ask::Exhaust(n) => {
            let id = text
                .strip_prefix("exhaust ")
                .unwrap_or(text)
                .trim()
                .to_string();
            let id = content::planet(&id)
                .map(|(_, p)| p.id.clone())
                .unwrap_or(id);
            let Some(card) = state.players[seat]
                .planets
                .iter_mut()
                .find(|c| c.planet == id && !c.exhausted)
            else {
                return Err(Msg::new("ti4-agenda-bad-exhaust").text("choice", text));
            };
            card.exhausted = true;
            log.push(LogEntry::public(
                Msg::new("ti4-agenda-log-exhausted")
                    .text("player", name(state, seat))
                    .with("planets", planet_name(&id)),
            ));
            state.agenda_effects.pending[k].ask = Ask::Exhaust(n - 1);
            n <= 1 || state.players[seat].planets.iter().all(|c| c.exhausted)
        }
        Ask::Research(n) => {
            if text.eq_ignore_ascii_case("skip") {
                log.push(LogEntry::public(
                    Msg::new("ti4-agenda-log-research-skipped").text("player", name(state, seat)),
                ));
                true
            } else {
                let id = content::tech(text)
                    .map(|t| t.id.clone())
                    .unwrap_or_else(|| text.to_string());
                log.push(strategic::research(state, seat, &id, status::Cost::None)?);
                state.agenda_effects.pending[k].ask = Ask::Research(n - 1);
                n <= 1
            }
        }
        // Nothing left to destroy (lost meanwhile).
        Ask::Destroy {
            kinds, position, ..
        } if text.eq_ignore_ascii_case("skip")
            && candidates(state, seat, &kinds, position).is_empty() =>
        {
            true
        }
        Ask::Destroy { n, kinds, position } => {
            let words: Vec<&str> = text.split_whitespace().collect();
            let bad = || Msg::new("ti4-agenda-bad-destroy").text("choice", text);
            let (kind, tile) = match words.as_slice() {
                ["destroy", unit, tile, ..] => (
                    UnitKind::parse(unit).ok_or_else(bad)?,
                    tile.parse::<u16>().map_err(|_| bad())?,
                ),
                _ => return Err(bad()),
            };
            let planet = words.get(3).map(|p| p.to_string());
            let Some((i, _, _, _)) =
                candidates(state, seat, &kinds, position)
                    .into_iter()
                    .find(|(i, pl, kd, _)| {
                        *kd == kind && state.systems[*i].tile == tile && *pl == planet
                    })
            else {
                return Err(bad());
            };
            destroy_some(state, i, seat, &[kind], 1, &mut log);
            let left = n - 1;
            state.agenda_effects.pending[k].ask = Ask::Destroy {
                n: left,
                kinds: kinds.clone(),
                position,
            };
            let rest: u32 = candidates(state, seat, &kinds, position)
                .iter()
                .map(|c| c.3)
                .sum();
            if left > 0 && rest <= left as u32 {
                for (i, _, kind, _) in candidates(state, seat, &kinds, position) {
                    destroy_some(state, i, seat, &[kind], left as u32, &mut log);
                }
            }
            left == 0 || rest <= left as u32
        }
        Ask::ReturnToken => {
            let t = state.players[seat].tokens;
            let Some(pool) = POOLS
                .iter()
                .zip([t.tactic, t.fleet, t.strategy])
                .find(|(p, n)| p.eq_ignore_ascii_case(text) && *n > 0)
                .map(|(p, _)| *p)
            else {
                return Err(Msg::new("ti4-agenda-bad-pool").text("choice", text));
            };
            log.push(return_token(state, seat, pool));
            true
        }
        Ask::Rider(r) => {
            log.extend(super::riders::answer(state, seat, &r, text)?);
            true
        }
        Ask::Excess { position } => {
            let (n, kinds) = excess_choices(state, seat, position);
            let bad = || Msg::new("ti4-agenda-bad-destroy").text("choice", text);
            let words: Vec<&str> = text.split_whitespace().collect();
            let i = state.systems.iter().position(|s| s.position == position);
            match (n, i, words.as_slice()) {
                (0, _, _) | (_, None, _) => {}
                (_, Some(i), ["destroy", unit, tile]) => {
                    let kind = UnitKind::parse(unit).ok_or_else(bad)?;
                    if tile.parse::<u16>().ok() != Some(state.systems[i].tile)
                        || !kinds.contains(&kind)
                    {
                        return Err(bad());
                    }
                    remove_from_space(state, i, seat, kind, &mut log);
                }
                _ => return Err(bad()),
            }
            settle_excess(state, seat, position, &mut log);
            excess_choices(state, seat, position).0 == 0
        }
        Ask::GiveInfantry { planet, candidates } => {
            let Some(pick) = candidates.iter().copied().find(|s| {
                state.players[*s].faction.eq_ignore_ascii_case(text)
                    || state.players[*s].name.eq_ignore_ascii_case(text)
            }) else {
                let list = candidates
                    .iter()
                    .map(|s| state.players[*s].faction.clone())
                    .collect::<Vec<_>>()
                    .join(", ");
                return Err(Msg::new("ti4-agenda-bad-player")
                    .text("choice", text)
                    .text("players", list));
            };
            log.extend(give_infantry(state, pick, &planet));
            true
        }
    };
    if done {
        state.agenda_effects.pending.remove(k);
    }
    if state.agenda_effects.pending.is_empty() && state.agenda_effects.awaiting_next {
        state.agenda_effects.awaiting_next = false;
        log.extend(super::agenda::next_agenda(state, rng));
    }
    Ok(Applied {
        log,
        barrier: false,
    })
}
