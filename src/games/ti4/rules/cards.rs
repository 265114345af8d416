//! Playing action cards (§38) and the reaction window that follows every play.
//!
//! `play <card> <targets>` checks the card's timing against the state (a component action on
//! one's own turn, §8; or the moment the card names, such as "before you assign hits"), checks
//! its targets, and puts the card face up. Every other player may then cancel it with Sabotage
//! (§38.3: "when" effects resolve first): a reaction window (rules/window.rs, `Kind::ActionCard`)
//! waits for each of them to pass or react, privately, and the app closes it after the table's
//! reaction timeout (silent players pass). Then the effect resolves. Agenda cards are played in
//! the agenda's windows (reveal, end of the votes, election). A component action ends the player's turn (§8.1), even when the
//! card was cancelled (the action was taken).
//!
//! Cards are identified by their data id (`assets/ti4/action_cards.json`). Which cards are
//! automated is listed in [`AUTOMATED`]; the rest are played by adjustment (FEATURES.md says why).

use crate::core::msg::Arg;
use crate::games::WithArg;
use serde::{Deserialize, Serialize};

use super::action_cards::card_name;
use super::action_phase::{active, tactical_mut};
use super::moments::{self, Moment};
use super::window::{self, Kind};
use super::{combat, invasion, name, status, strategic, units};
use crate::core::rules::Applied;
use crate::core::{GameRng, LogEntry, Msg, Seat};
use crate::games::ti4::action::seat_of;
use crate::games::ti4::content::{self, PlanetTrait, Timing, UnitKind};
use crate::games::ti4::state::{CombatKind, Phase, RollBonus, State, TacticalStep};

/// The card that cancels another (§38.3 "when" window).
pub const SABOTAGE: &str = "sabotage";

/// Every action card whose effect the engine applies (the others are played by adjustment).
pub const AUTOMATED: &[&str] = &[
    "ancient_burial_sites",
    "assassinate_representative",
    "bunker",
    "courageous_to_the_end",
    "direct_hit",
    "disable",
    "experimental_battlestation",
    "fire_team",
    "intercept",
    "parley",
    "salvage",
    "skilled_retreat",
    "bribery",
    "confusing_legal_text",
    "construction_rider",
    "diplomacy_rider",
    "distinguished_councilor",
    "imperial_rider",
    "leadership_rider",
    "politics_rider",
    "technology_rider",
    "trade_rider",
    "veto",
    "warfare_rider",
    "cripple_defenses",
    "economic_initiative",
    "emergency_repairs",
    "fighter_prototype",
    "flank_speed",
    "focused_research",
    "frontline_deployment",
    "ghost_ship",
    "industrial_initiative",
    "insubordination",
    "lucky_shot",
    "maneuvering_jets",
    "mining_initiative",
    "morale_boost",
    "plague",
    "reactor_meltdown",
    "repeal_law",
    "rise_of_a_messiah",
    SABOTAGE,
    "shields_holding",
    "signal_jamming",
    "spy",
    "summit",
    "tactical_bombardment",
    "unexpected_action",
    "unstable_planet",
    "upgrade",
    "uprising",
    "war_effort",
    "in_the_silence_of_space",
    "lost_star_chart",
    "infiltrate",
    "reparations",
    "political_stability",
    "public_disgrace",
];

/// What a played card aims at, parsed from the `play` command.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Target {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub planet: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player: Option<Seat>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tile: Option<u16>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unit: Option<UnitKind>,
    /// A technology, a law, or command-token pools — whatever else the card names.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub words: Vec<String>,
}

/// The reaction window (rules/window.rs); a played card's window is `Kind::ActionCard`.
pub use super::window::Window;

fn card_timing(card: &str) -> Result<&'static content::ActionCard, Msg> {
    content::action_card(card).ok_or_else(|| Msg::new("ti4-unknown-action-card").text("card", card))
}

/// The hand card `query` names (id or name), if the seat holds it.
fn in_hand(state: &State, seat: Seat, query: &str) -> Result<String, Msg> {
    let id = content::action_card(query)
        .map(|c| c.id.clone())
        .unwrap_or_else(|| query.to_string());
    if !state.players[seat].action_cards.contains(&id) {
        return Err(Msg::new("ti4-card-not-in-hand").with("card", card_name(&id)));
    }
    Ok(id)
}

/// Whether the card's moment is now, for `seat` (§38.2: a card is played at the time its text
/// says).
/// Whether `seat` may play no action card now: it has passed and the active player's
/// technology forbids it during their turn (Transparasteel Plating, asked of the registry).
pub fn plating_blocks(state: &State, seat: Seat) -> bool {
    let Phase::Action { active, .. } = &state.phase else {
        return false;
    };
    let a = &state.players[*active];
    *active != seat
        && state.players[seat].passed
        && crate::games::ti4::effects::silences_passed(&a.faction, &a.techs, state.rules)
}

fn timing_ok(state: &State, seat: Seat, card: &content::ActionCard) -> Result<(), Msg> {
    if plating_blocks(state, seat) {
        return Err(Msg::new("ti4-plating-blocks").text("player", name(state, active_seat(state))));
    }
    let not_now = || {
        Msg::new("ti4-card-not-now")
            .name("card", card.catalog_id())
            .name("when", card.window_catalog_id())
    };
    let own_tactical = || match active(state) {
        Some((a, Some(t))) if a == seat && state.strategic.is_none() => Some(t),
        _ => None,
    };
    let combat_side = |state: &'_ State| -> Option<(u32, crate::games::ti4::state::Combat)> {
        combat::combat_now(state)
            .filter(|(_, c)| c.attacker == seat || c.defender == seat)
            .map(|(s, c)| (s, c.clone()))
    };
    match card.timing {
        // §8: a component action on one's own turn, instead of a tactical or strategic action.
        Timing::Action => super::component::check_turn(state, seat),
        Timing::StartOfStrategyPhase => match &state.phase {
            Phase::Strategy { next: 0, .. } => Ok(()),
            _ => Err(not_now()),
        },
        // Before the move (once ships moved, the moment after the move has come).
        Timing::AfterSystemActivated => match own_tactical() {
            Some(t) if t.step == TacticalStep::Movement && moments::at(state).is_none() => Ok(()),
            _ => Err(not_now()),
        },
        Timing::BeforeCombatHitsAssigned => match combat_side(state) {
            Some((_, c))
                if c.kind == CombatKind::Space
                    && !c.cannon
                    && !c.destroy
                    && hits_of(&c, seat) > 0 =>
            {
                Ok(())
            }
            _ => Err(not_now()),
        },
        Timing::BeforeSpaceCannonHitsAssigned => match combat_side(state) {
            Some((_, c)) if c.cannon && hits_of(&c, seat) > 0 => Ok(()),
            _ => Err(not_now()),
        },
        // The start of a round: its moment, or while it waits for retreat announcements
        // (§42.4); Skilled Retreat only in space.
        Timing::StartOfCombatRound => match combat_side(state) {
            Some((_, c))
                if round_start(state, &c)
                    && (card.id != "skilled_retreat" || c.kind == CombatKind::Space) =>
            {
                Ok(())
            }
            _ => Err(not_now()),
        },
        Timing::StartOfCombat => match combat_side(state) {
            Some((_, c))
                if round_start(state, &c) && c.round == 1 && c.kind == CombatKind::Space =>
            {
                Ok(())
            }
            _ => Err(not_now()),
        },
        // The end of a round is while its hits are being assigned.
        Timing::StartOrEndOfCombatRound => match combat_side(state) {
            Some((_, c))
                if round_start(state, &c)
                    || (c.attacker_hits + c.defender_hits > 0 && !c.destroy) =>
            {
                Ok(())
            }
            _ => Err(not_now()),
        },
        // Experimental Battlestation: after another player moved ships in (FAQ 41).
        Timing::AfterShipsMoved => match (moments::at(state), active(state)) {
            (Some(Moment::AfterMove), Some((a, _))) if a != seat => Ok(()),
            _ => Err(not_now()),
        },
        Timing::AfterRetreatDeclared => match (moments::at(state), combat_side(state)) {
            (Some(Moment::AfterRetreat { seat: r }), Some((_, c)))
                if *r != seat && c.retreat.is_some_and(|(w, _)| w == *r) =>
            {
                Ok(())
            }
            _ => Err(not_now()),
        },
        Timing::AfterGroundCombatRoll => match (moments::at(state), combat_side(state)) {
            (Some(Moment::AfterRoll), Some((_, c)))
                if c.kind == CombatKind::Ground && combat::rollers(state).contains(&seat) =>
            {
                Ok(())
            }
            _ => Err(not_now()),
        },
        Timing::AfterSustainDamage => match (moments::at(state), combat::combat_now(state)) {
            (Some(Moment::AfterHits { sustained, .. }), Some((_, c)))
                if sustained.iter().any(|x| {
                    x.seat != seat && x.count > 0 && combat::hit_sources(c, x.seat).contains(&seat)
                }) =>
            {
                Ok(())
            }
            _ => Err(not_now()),
        },
        Timing::AfterShipDestroyed => match (moments::at(state), combat_side(state)) {
            (Some(Moment::AfterHits { lost, .. }), Some((_, c)))
                if c.kind == CombatKind::Space
                    && !c.cannon
                    && lost.iter().any(|l| l.seat == seat && l.count > 0) =>
            {
                Ok(())
            }
            _ => Err(not_now()),
        },
        Timing::AfterSpaceCombatWon => match moments::at(state) {
            Some(Moment::AfterWin { winner, .. }) if *winner == seat => Ok(()),
            _ => Err(not_now()),
        },
        // The start of an invasion: its moment, or the active player's invasion prompt.
        Timing::StartOfInvasion => match (moments::at(state), active(state)) {
            (Some(Moment::InvasionStart), _) => Ok(()),
            (None, Some((_, Some(t)))) if t.step == TacticalStep::Invasion => Ok(()),
            _ => Err(not_now()),
        },
        Timing::AfterGroundForcesCommitted => match (moments::at(state), active(state)) {
            (Some(Moment::AfterCommit { .. }), Some((a, _))) if a != seat => Ok(()),
            _ => Err(not_now()),
        },
        // §35.2: the agenda's reveal window, held before the votes; "when" cards only until
        // an "after" effect has been applied.
        Timing::WhenAgendaRevealed => match window_kind(state) {
            Some(Kind::AgendaRevealed { after: false }) => Ok(()),
            _ => Err(not_now()),
        },
        Timing::AfterAgendaRevealed => match window_kind(state) {
            Some(Kind::AgendaRevealed { .. }) => Ok(()),
            _ => Err(not_now()),
        },
        // Before anything happens on the first agenda: its reveal window.
        Timing::StartOfAgendaPhase => match (&state.phase, window_kind(state)) {
            (Phase::Agenda(a), Some(Kind::AgendaRevealed { after: false })) if a.number == 1 => {
                Ok(())
            }
            _ => Err(not_now()),
        },
        // Right after one's own votes, while the agenda is still being voted on, or in the
        // window after the speaker's vote.
        Timing::AfterVotesCast => match &state.phase {
            Phase::Agenda(a)
                if a.tied.is_empty()
                    && matches!(window_kind(state), None | Some(Kind::AfterSpeakerVotes))
                    && a.votes
                        .iter()
                        .any(|v| v.seat == seat && v.outcome.is_some()) =>
            {
                Ok(())
            }
            _ => Err(not_now()),
        },
        // "When you gain control of a planet": in the tactical action where it happened.
        Timing::WhenPlanetGained => match own_tactical() {
            Some(t) if t.gained.iter().any(|g| g.seat == seat) => Ok(()),
            _ => Err(not_now()),
        },
        // "After another player takes a planet you controlled": in that tactical action.
        Timing::AfterPlanetLost => match active(state) {
            Some((a, Some(t)))
                if a != seat
                    && t.gained
                        .iter()
                        .any(|g| g.previous == Some(seat) && g.seat != seat) =>
            {
                Ok(())
            }
            _ => Err(not_now()),
        },
        // Bribery: in the window after the speaker's vote, by a player who voted for an outcome.
        Timing::AfterSpeakerVotes => match (&state.phase, window_kind(state)) {
            (Phase::Agenda(a), Some(Kind::AfterSpeakerVotes))
                if a.votes
                    .iter()
                    .any(|v| v.seat == seat && v.outcome.is_some()) =>
            {
                Ok(())
            }
            _ => Err(not_now()),
        },
        // The cards go back at the end of the status phase: any time before then in it.
        Timing::WhenStrategyCardsReturned => match &state.phase {
            Phase::Status(_)
                if !state.players[seat].strategy_cards.is_empty()
                    && !state.keep_strategy.contains(&seat) =>
            {
                Ok(())
            }
            _ => Err(not_now()),
        },
        // Confusing Legal Text: by the player just elected.
        Timing::WhenElected => match window_kind(state) {
            Some(Kind::Elected { outcome })
                if state.players[seat].faction.eq_ignore_ascii_case(&outcome) =>
            {
                Ok(())
            }
            _ => Err(not_now()),
        },
        // Right after another player's pick, before the next pick (the phase's last pick
        // ends it at once, so that one can't be answered).
        Timing::WhenStrategyCardChosen => match (&state.phase, state.last_pick) {
            (Phase::Strategy { .. }, Some((v, _, _))) if v != seat => Ok(()),
            _ => Err(not_now()),
        },
        // A generic moment window of this timing (rules/window.rs `Kind::Moment`).
        t if window_kind(state) == Some(Kind::Moment { timing: t }) => Ok(()),
        _ => Err(Msg::new("ti4-card-by-adjustment").name("card", card.catalog_id())),
    }
}

/// Whether the combat `c` is at the start of a round: its moment, or waiting for retreat
/// announcements (which come before the roll, §42.4).
pub(crate) fn round_start(state: &State, c: &crate::games::ti4::state::Combat) -> bool {
    c.announcing.is_some() || moments::at(state) == Some(&Moment::RoundStart)
}

/// The kind of the window open now, if any.
fn window_kind(state: &State) -> Option<Kind> {
    state.window.as_ref().map(|w| w.kind.clone())
}

/// The agenda being voted on.
fn agenda_step(state: &State) -> Option<&super::agenda::AgendaStep> {
    match &state.phase {
        Phase::Agenda(a) => Some(a),
        _ => None,
    }
}

fn agenda_step_mut(state: &mut State) -> Option<&mut super::agenda::AgendaStep> {
    match &mut state.phase {
        Phase::Agenda(a) => Some(a),
        _ => None,
    }
}

/// A rider that predicted the outcome pays off (§35.22). Choices the card leaves to its player
/// are asked (Technology Rider here; Leadership, Construction, Warfare and Diplomacy Rider in
/// rules/riders.rs), or applied at once when only one answer is legal.
pub(crate) fn rider_payoff(
    state: &mut State,
    seat: Seat,
    card: &str,
    rng: &mut GameRng,
) -> Vec<LogEntry> {
    let who = name(state, seat);
    let mut log = vec![LogEntry::public(
        Msg::new("ti4-log-rider-wins")
            .text("player", &who)
            .with("card", card_name(card)),
    )];
    if let Some(paid) = super::riders::payoff(state, seat, card) {
        log.extend(paid);
        return log;
    }
    let p = &mut state.players[seat];
    match card {
        "imperial_rider" => {
            p.victory_points += 1;
            if let Some(win) = status::check_victory(state) {
                log.extend(win);
            }
        }
        "trade_rider" => p.trade_goods = p.trade_goods.saturating_add(5),
        "politics_rider" => {
            state.speaker = seat;
            log.extend(super::action_cards::draw(state, seat, 3, rng));
        }
        // The free research is asked like the agendas' (agenda-choice <technology>).
        "technology_rider" => state
            .agenda_effects
            .pending
            .push(super::agenda_effects::Pending {
                seat,
                ask: super::agenda_effects::Ask::Research(1),
            }),
        _ => {}
    }
    log
}

fn hits_of(c: &crate::games::ti4::state::Combat, seat: Seat) -> u8 {
    if seat == c.attacker {
        c.attacker_hits
    } else if seat == c.defender {
        c.defender_hits
    } else {
        0
    }
}

/// `<word>…` → a target, each word read as what the card asks for.
fn parse_target(state: &State, card: &str, args: &str) -> Result<Target, Msg> {
    let words: Vec<&str> = args.split_whitespace().collect();
    let help = || {
        Msg::new("ti4-play-help")
            .with("card", card_name(card))
            .text("args", expects(card))
    };
    let planet = |w: &str| {
        content::planet(w)
            .map(|(_, p)| p.id.clone())
            .ok_or_else(|| Msg::new("ti4-unknown-planet").text("planet", w))
    };
    let tile = |w: &str| {
        w.parse::<u16>()
            .map_err(|_| Msg::new("ti4-tile-help").text("text", w))
    };
    let mut t = Target::default();
    match (card, &words[..]) {
        (
            "cripple_defenses"
            | "frontline_deployment"
            | "mining_initiative"
            | "plague"
            | "reactor_meltdown"
            | "unstable_planet"
            | "uprising",
            p,
        ) if !p.is_empty() => t.planet = Some(planet(&p.join(" "))?),
        ("ghost_ship" | "tactical_bombardment" | "unexpected_action" | "war_effort", [x]) => {
            t.tile = Some(tile(x)?)
        }
        ("insubordination" | "spy", [who]) => t.player = Some(seat_of(state, who)?),
        ("in_the_silence_of_space", [x]) => t.tile = Some(tile(x)?),
        ("infiltrate", p) if !p.is_empty() => t.planet = Some(planet(&p.join(" "))?),
        ("reparations", [theirs, mine]) => {
            t.planet = Some(planet(theirs)?);
            t.words = vec![planet(mine)?];
        }
        ("public_disgrace", []) => {
            if let Some((v, c, _)) = state.last_pick {
                t.player = Some(v);
                t.words = vec![c.to_string()];
            }
        }
        ("signal_jamming", [x, who]) => {
            t.tile = Some(tile(x)?);
            t.player = Some(seat_of(state, who)?);
        }
        ("lucky_shot", [x, who, unit]) => {
            t.tile = Some(tile(x)?);
            t.player = Some(seat_of(state, who)?);
            t.unit = Some(
                UnitKind::parse(unit)
                    .or_else(|| UnitKind::parse(unit.strip_suffix('s')?))
                    .ok_or_else(help)?,
            );
        }
        ("focused_research" | "repeal_law", [w]) => t.words = vec![w.to_string()],
        ("parley", p) if !p.is_empty() => t.planet = Some(planet(&p.join(" "))?),
        ("skilled_retreat" | "experimental_battlestation", [x]) => t.tile = Some(tile(x)?),
        ("direct_hit" | "courageous_to_the_end", [unit]) => {
            t.unit = Some(
                UnitKind::parse(unit)
                    .or_else(|| UnitKind::parse(unit.strip_suffix('s')?))
                    .ok_or_else(help)?,
            )
        }
        ("fire_team", ws) if !ws.is_empty() => t.words = ws.iter().map(|w| w.to_string()).collect(),
        (rider, ws) if rider.ends_with("_rider") && !ws.is_empty() => t.words = vec![ws.join(" ")],
        ("assassinate_representative" | "ancient_burial_sites" | "confusing_legal_text", [who]) => {
            t.player = Some(seat_of(state, who)?)
        }
        ("bribery", [n]) => {
            n.parse::<u8>().map_err(|_| help())?;
            t.words = vec![n.to_string()]
        }
        ("summit", ws) if ws.len() <= 2 => t.words = ws.iter().map(|w| w.to_string()).collect(),
        (
            "economic_initiative"
            | "industrial_initiative"
            | "rise_of_a_messiah"
            | "flank_speed"
            | "upgrade"
            | "shields_holding"
            | "maneuvering_jets"
            | "morale_boost"
            | "fighter_prototype"
            | "emergency_repairs"
            | "veto"
            | "distinguished_councilor"
            | "lost_star_chart"
            | "political_stability"
            | "bunker"
            | "disable"
            | "intercept"
            | "salvage",
            [],
        ) => {}
        _ => return Err(help()),
    }
    Ok(t)
}

/// What `play <card>` expects after the card's name.
pub fn expects(card: &str) -> &'static str {
    match card {
        "cripple_defenses"
        | "frontline_deployment"
        | "mining_initiative"
        | "plague"
        | "reactor_meltdown"
        | "unstable_planet"
        | "uprising" => "<planet>",
        "ghost_ship" | "tactical_bombardment" | "unexpected_action" | "war_effort" => "<tile>",
        "insubordination" | "spy" => "<player>",
        "in_the_silence_of_space" => "<tile>",
        "infiltrate" => "<planet>",
        "reparations" => "<their planet> <your planet>",
        "signal_jamming" => "<tile> <player>",
        "lucky_shot" => "<tile> <player> <dreadnought|cruiser|destroyer>",
        "focused_research" => "<technology>",
        "assassinate_representative" | "ancient_burial_sites" | "confusing_legal_text" => {
            "<player>"
        }
        "bribery" => "<trade goods>",
        r if r.ends_with("_rider") => "<outcome you predict>",
        "repeal_law" => "<law>",
        "summit" => "[tactic|fleet|strategy] [tactic|fleet|strategy]",
        "parley" => "<planet>",
        "skilled_retreat" => "<tile>",
        "experimental_battlestation" => "<tile of your space dock>",
        "direct_hit" => "<unit that sustained damage>",
        "courageous_to_the_end" => "<unit you lost>",
        "fire_team" => "<dice numbers|misses>",
        _ => "(nothing)",
    }
}

fn reinforcements(state: &State, seat: Seat, kind: UnitKind) -> u32 {
    (kind.plastic_count() as u32).saturating_sub(units::on_board(state, seat, kind))
}

fn system_of_planet(state: &State, planet: &str) -> Option<usize> {
    state.systems.iter().position(|s| {
        content::system(s.tile).is_some_and(|sys| sys.planets.iter().any(|p| p.id == planet))
    })
}

fn planet_def(planet: &str) -> Option<&'static content::Planet> {
    content::planet(planet).map(|(_, p)| p)
}

/// The planets of the system at `position`.
fn planets_of(state: &State, position: u32) -> Vec<String> {
    content::system(units::tile_at(state, position))
        .map(|s| s.planets.iter().map(|p| p.id.clone()).collect())
        .unwrap_or_default()
}

fn system_index_of_tile(state: &State, tile: u16) -> Result<usize, Msg> {
    units::position_of_tile(state, tile)
        .and_then(|p| units::system_index(state, p))
        .ok_or_else(|| Msg::new("ti4-no-such-system").num("tile", tile as i64))
}

/// Whether `seat` has units in the system at `i` or in a system next to it.
fn units_in_or_next_to(state: &State, seat: Seat, i: usize, ships_only: bool) -> bool {
    let has = |j: usize| {
        state.systems[j]
            .units
            .iter()
            .any(|u| u.owner == seat && (!ships_only || (u.planet.is_none() && u.kind.is_ship())))
    };
    has(i)
        || units::adjacent_positions(state, state.systems[i].position)
            .into_iter()
            .filter_map(|p| units::system_index(state, p))
            .any(has)
}

/// Checks the card's targets against the state; nothing changes.
fn check(state: &State, seat: Seat, card: &str, t: &Target) -> Result<(), Msg> {
    let me = &state.players[seat];
    let gained = |f: &dyn Fn(&crate::games::ti4::state::Gained) -> bool| {
        active(state).and_then(|(_, t)| t).is_some_and(|t| {
            t.gained
                .iter()
                .any(|g| f(g) && !g.used.iter().any(|u| u == card))
        })
    };
    match card {
        "in_the_silence_of_space" => {
            let i = system_index_of_tile(state, t.tile.unwrap_or_default())?;
            if !state.systems[i]
                .units
                .iter()
                .any(|u| u.owner == seat && u.planet.is_none() && u.kind.is_ship())
            {
                return Err(Msg::new("ti4-card-no-ships-there"));
            }
        }
        "infiltrate" => {
            let p = t.planet.as_deref().unwrap_or_default();
            if !gained(&|g| g.seat == seat && g.planet == p && !g.structures.is_empty()) {
                return Err(Msg::new("ti4-card-no-structures-taken"));
            }
        }
        "reparations" => {
            let theirs = t.planet.as_deref().unwrap_or_default();
            let taker = state.controller(theirs).filter(|o| *o != seat);
            if !taker.is_some_and(|o| gained(&|g| g.previous == Some(seat) && g.seat == o)) {
                return Err(Msg::new("ti4-card-not-the-taker"));
            }
            let mine = t.words.first().map(String::as_str).unwrap_or_default();
            if state.controller(mine) != Some(seat) {
                return Err(Msg::new("ti4-card-not-your-planet"));
            }
        }
        "political_stability" if me.strategy_cards.is_empty() => {
            return Err(Msg::new("ti4-card-no-strategy-cards"));
        }
        "public_disgrace" => {
            let victim = t.player.ok_or_else(|| Msg::new("ti4-card-no-pick"))?;
            let card_no: u8 = t
                .words
                .first()
                .and_then(|w| w.parse().ok())
                .unwrap_or_default();
            let still = state
                .last_pick
                .is_some_and(|(v, c, _)| v == victim && c == card_no)
                && state.players[victim].strategy_cards.contains(&card_no);
            let other = state
                .strategy_cards
                .iter()
                .any(|c| c.holder.is_none() && c.initiative != card_no);
            if victim == seat || !still || !matches!(state.phase, Phase::Strategy { .. }) {
                return Err(Msg::new("ti4-card-no-pick"));
            }
            if !other {
                return Err(Msg::new("ti4-card-no-other-strategy-card"));
            }
        }
        "cripple_defenses" => {
            let p = t.planet.as_deref().unwrap_or_default();
            let i =
                system_of_planet(state, p).ok_or_else(|| Msg::new("ti4-card-planet-off-board"))?;
            if !units_in_or_next_to(state, seat, i, false) {
                return Err(Msg::new("ti4-card-not-in-reach"));
            }
            if !state.systems[i]
                .units
                .iter()
                .any(|u| u.kind == UnitKind::Pds && u.planet.as_deref() == Some(p))
            {
                return Err(Msg::new("ti4-card-no-pds"));
            }
        }
        "focused_research" => {
            if me.trade_goods < 4 {
                return Err(Msg::new("ti4-card-needs-trade-goods"));
            }
            let tech = t.words.first().map(String::as_str).unwrap_or_default();
            let id = content::tech(tech)
                .map(|x| x.id.clone())
                .unwrap_or_default();
            if !strategic::researchable(state, seat)
                .iter()
                .any(|x| x.id == id)
            {
                return Err(Msg::new("ti4-cannot-research").text("tech", tech));
            }
        }
        "frontline_deployment" | "mining_initiative" => {
            if state.controller(t.planet.as_deref().unwrap_or_default()) != Some(seat) {
                return Err(Msg::new("ti4-card-not-your-planet"));
            }
            if card == "frontline_deployment"
                && reinforcements(state, seat, UnitKind::Infantry) == 0
            {
                return Err(Msg::new("ti4-card-no-reinforcements"));
            }
        }
        "plague" | "uprising" => {
            let p = t.planet.as_deref().unwrap_or_default();
            match state.controller(p) {
                Some(o) if o != seat => {}
                _ => return Err(Msg::new("ti4-card-not-others-planet")),
            }
            if card == "uprising" {
                let i = system_of_planet(state, p);
                if i.is_some_and(|i| units::is_home_system(&state.systems[i])) {
                    return Err(Msg::new("ti4-card-home-planet"));
                }
                let o = state.controller(p).unwrap_or(seat);
                if state.players[o]
                    .planets
                    .iter()
                    .any(|c| c.planet == p && c.exhausted)
                {
                    return Err(Msg::new("ti4-card-planet-exhausted"));
                }
            }
        }
        "reactor_meltdown" => {
            let p = t.planet.as_deref().unwrap_or_default();
            let i =
                system_of_planet(state, p).ok_or_else(|| Msg::new("ti4-card-planet-off-board"))?;
            if units::is_home_system(&state.systems[i]) {
                return Err(Msg::new("ti4-card-home-system"));
            }
            if !state.systems[i]
                .units
                .iter()
                .any(|u| u.kind == UnitKind::SpaceDock && u.planet.as_deref() == Some(p))
            {
                return Err(Msg::new("ti4-card-no-space-dock"));
            }
        }
        "unstable_planet" => {
            let p = t.planet.as_deref().unwrap_or_default();
            if planet_def(p).and_then(|d| d.planet_trait) != Some(PlanetTrait::Hazardous) {
                return Err(Msg::new("ti4-card-not-hazardous"));
            }
            system_of_planet(state, p).ok_or_else(|| Msg::new("ti4-card-planet-off-board"))?;
        }
        "ghost_ship" => {
            let i = system_index_of_tile(state, t.tile.unwrap_or_default())?;
            let sys = &state.systems[i];
            let wormhole = content::system(sys.tile).is_some_and(|s| !s.wormholes.is_empty());
            if units::is_home_system(sys) || !wormhole {
                return Err(Msg::new("ti4-card-needs-wormhole"));
            }
            if units::ship_owners(sys).iter().any(|o| *o != seat) {
                return Err(Msg::new("ti4-card-others-ships"));
            }
            if reinforcements(state, seat, UnitKind::Destroyer) == 0 {
                return Err(Msg::new("ti4-card-no-reinforcements"));
            }
        }
        "war_effort" => {
            let i = system_index_of_tile(state, t.tile.unwrap_or_default())?;
            if !units::has_ships(&state.systems[i], seat) {
                return Err(Msg::new("ti4-card-needs-your-ships"));
            }
            if reinforcements(state, seat, UnitKind::Cruiser) == 0 {
                return Err(Msg::new("ti4-card-no-reinforcements"));
            }
        }
        "tactical_bombardment" => {
            let i = system_index_of_tile(state, t.tile.unwrap_or_default())?;
            let bombard = state.systems[i].units.iter().any(|u| {
                u.owner == seat
                    && units::def(state, seat, u.kind).is_some_and(|d| d.bombardment.is_some())
            });
            if !bombard {
                return Err(Msg::new("ti4-card-needs-bombardment"));
            }
        }
        "unexpected_action" => {
            let i = system_index_of_tile(state, t.tile.unwrap_or_default())?;
            if !state.systems[i].command_tokens.contains(&seat) {
                return Err(Msg::new("ti4-card-no-token-there"));
            }
        }
        "insubordination" | "spy" => {
            let o = t.player.unwrap_or(seat);
            if o == seat || state.players[o].eliminated {
                return Err(Msg::new("ti4-card-needs-other-player"));
            }
            if card == "insubordination" && state.players[o].tokens.tactic == 0 {
                return Err(Msg::new("ti4-card-no-tactic-token"));
            }
            if card == "spy" && state.players[o].action_cards.is_empty() {
                return Err(Msg::new("ti4-card-empty-hand"));
            }
        }
        "signal_jamming" => {
            let o = t.player.unwrap_or(seat);
            if o == seat || state.players[o].eliminated {
                return Err(Msg::new("ti4-card-needs-other-player"));
            }
            let i = system_index_of_tile(state, t.tile.unwrap_or_default())?;
            if units::is_home_system(&state.systems[i]) {
                return Err(Msg::new("ti4-card-home-system"));
            }
            if !units_in_or_next_to(state, seat, i, true) {
                return Err(Msg::new("ti4-card-not-in-reach"));
            }
            if state.systems[i].command_tokens.contains(&o) {
                return Err(Msg::new("ti4-card-token-already-there"));
            }
            if state.players[o].tokens.reinforcements == 0 {
                return Err(Msg::new("ti4-card-no-reinforcements"));
            }
        }
        "lucky_shot" => {
            let i = system_index_of_tile(state, t.tile.unwrap_or_default())?;
            let kind = t.unit.unwrap_or(UnitKind::Fighter);
            if !matches!(
                kind,
                UnitKind::Dreadnought | UnitKind::Cruiser | UnitKind::Destroyer
            ) {
                return Err(Msg::new("ti4-card-lucky-shot-unit"));
            }
            let mine = content::system(state.systems[i].tile).is_some_and(|s| {
                s.planets
                    .iter()
                    .any(|p| state.controller(&p.id) == Some(seat))
            });
            if !mine {
                return Err(Msg::new("ti4-card-needs-your-planet"));
            }
            let o = t.player.unwrap_or(seat);
            if o == seat || units::count(&state.systems[i], o, kind, None) == 0 {
                return Err(Msg::new("ti4-card-no-such-ship"));
            }
        }
        "repeal_law" => {
            let law = t.words.first().map(String::as_str).unwrap_or_default();
            let id = content::agenda(law)
                .map(|a| a.id.clone())
                .unwrap_or_default();
            if !state.laws.iter().any(|l| l.agenda == id) {
                return Err(Msg::new("ti4-card-no-such-law"));
            }
        }
        r if r.ends_with("_rider") => {
            let predicted = t.words.first().map(String::as_str).unwrap_or_default();
            let agenda = agenda_step(state)
                .map(|a| a.agenda.clone())
                .unwrap_or_default();
            let ids: Vec<String> = super::agenda::outcomes(state, &agenda)
                .into_iter()
                .map(|(id, _)| id)
                .collect();
            if !ids.iter().any(|id| id.eq_ignore_ascii_case(predicted)) {
                return Err(Msg::new("ti4-card-no-such-outcome").text("outcomes", ids.join(", ")));
            }
        }
        "assassinate_representative" | "ancient_burial_sites" => {
            let o = t.player.unwrap_or(seat);
            if state.players[o].eliminated {
                return Err(Msg::new("ti4-card-needs-other-player"));
            }
        }
        "bribery" => {
            let n: u8 = t.words.first().and_then(|w| w.parse().ok()).unwrap_or(0);
            if n == 0 || me.trade_goods < n {
                return Err(
                    Msg::new("ti4-card-bribery-trade-goods").num("tg", me.trade_goods as i64)
                );
            }
        }
        "confusing_legal_text" => {
            let o = t.player.unwrap_or(seat);
            if o == seat || state.players[o].eliminated {
                return Err(Msg::new("ti4-card-needs-other-player"));
            }
        }
        "summit" if t.words.iter().any(|w| pool(w).is_none()) => {
            return Err(Msg::new("ti4-play-help")
                .with("card", card_name(card))
                .text("args", expects(card)));
        }
        "direct_hit" => {
            let kind = t.unit.unwrap_or(UnitKind::Fighter);
            if combat::direct_hit_target(state, seat, kind).is_none() {
                return Err(Msg::new("ti4-card-no-sustained-ship")
                    .with("unit", Arg::name(kind.catalog_id())));
            }
        }
        "courageous_to_the_end" => {
            let kind = t.unit.unwrap_or(UnitKind::Fighter);
            if !combat::lost_ship(state, seat, kind) {
                return Err(
                    Msg::new("ti4-card-no-lost-ship").with("unit", Arg::name(kind.catalog_id()))
                );
            }
        }
        "skilled_retreat" => {
            let to = units::position_of_tile(state, t.tile.unwrap_or_default());
            if !to.is_some_and(|p| combat::skilled_retreat_options(state, seat).contains(&p)) {
                let tiles = combat::skilled_retreat_options(state, seat)
                    .iter()
                    .map(|p| units::tile_at(state, *p).to_string())
                    .collect::<Vec<_>>()
                    .join(", ");
                return Err(Msg::new("ti4-card-skilled-retreat-where").text("tiles", tiles));
            }
        }
        "experimental_battlestation" => {
            let i = system_index_of_tile(state, t.tile.unwrap_or_default())?;
            let Some((_, Some(tac))) = active(state) else {
                return Err(Msg::new("ti4-card-not-now"));
            };
            let here = state.systems[i].position == tac.system
                || units::adjacent_positions(state, tac.system)
                    .contains(&state.systems[i].position);
            let dock = state.systems[i]
                .units
                .iter()
                .any(|u| u.owner == seat && u.kind == UnitKind::SpaceDock);
            if !here || !dock {
                return Err(Msg::new("ti4-card-needs-dock-in-reach"));
            }
        }
        "fire_team" => {
            combat::pick_dice(state, seat, &t.words)?;
        }
        "parley" => {
            let p = t.planet.as_deref().unwrap_or_default();
            if !invasion::parley_targets(state, seat).iter().any(|x| x == p) {
                return Err(Msg::new("ti4-card-parley-planet"));
            }
        }
        "bunker" => {
            let Some((_, Some(tac))) = active(state) else {
                return Err(Msg::new("ti4-card-not-now"));
            };
            if !planets_of(state, tac.system)
                .iter()
                .any(|p| state.controller(p) == Some(seat))
            {
                return Err(Msg::new("ti4-card-bunker-no-planet"));
            }
        }
        "disable" => {
            let Some((a, Some(tac))) = active(state) else {
                return Err(Msg::new("ti4-card-not-now"));
            };
            if a != seat {
                return Err(Msg::new("ti4-card-not-invader"));
            }
            let i = units::system_index(state, tac.system).unwrap_or_default();
            if !state.systems[i]
                .units
                .iter()
                .any(|u| u.owner != seat && u.kind == UnitKind::Pds)
            {
                return Err(Msg::new("ti4-card-disable-no-pds"));
            }
        }
        "intercept" | "salvage" => {}
        "upgrade" => {
            let Some((_, Some(tac))) = active(state) else {
                return Err(Msg::new("ti4-card-not-now"));
            };
            let i = units::system_index(state, tac.system).unwrap_or_default();
            if units::count(&state.systems[i], seat, UnitKind::Cruiser, None) == 0 {
                return Err(Msg::new("ti4-card-needs-cruiser"));
            }
            if reinforcements(state, seat, UnitKind::Dreadnought) == 0 {
                return Err(Msg::new("ti4-card-no-reinforcements"));
            }
        }
        _ => {}
    }
    Ok(())
}

fn pool(word: &str) -> Option<&'static str> {
    match word.to_ascii_lowercase().as_str() {
        "tactic" | "t" => Some("tactic"),
        "fleet" | "f" => Some("fleet"),
        "strategy" | "s" => Some("strategy"),
        _ => None,
    }
}

/// `play <card> <targets>`: checks timing and targets, puts the card face up and opens the
/// reaction window.
pub fn play(
    state: &mut State,
    seat: Seat,
    card: &str,
    args: &str,
    rng: &mut GameRng,
) -> Result<Applied, Msg> {
    let id = in_hand(state, seat, card)?;
    let c = card_timing(&id)?;
    if id == SABOTAGE {
        return Err(Msg::new("ti4-sabotage-is-a-reaction"));
    }
    if !AUTOMATED.contains(&id.as_str()) {
        return Err(Msg::new("ti4-card-by-adjustment").name("card", c.catalog_id()));
    }
    timing_ok(state, seat, c)?;
    let target = parse_target(state, &id, args)?;
    check(state, seat, &id, &target)?;
    let hand = &mut state.players[seat].action_cards;
    if let Some(i) = hand.iter().position(|x| *x == id) {
        hand.remove(i);
    }
    state.action_discard.push(id.clone());
    let pending = window::left_of(state, seat);
    let aim = describe(state, &target);
    let mut log = vec![LogEntry::public(
        Msg::new(if aim.is_empty() {
            "ti4-log-card-played"
        } else {
            "ti4-log-card-played-at"
        })
        .text("player", name(state, seat))
        .name("card", c.catalog_id())
        .list("target", aim)
        .name("text", c.text_catalog_id()),
    )];
    // §38.3: every other player may cancel it with Sabotage before it resolves.
    log.extend(window::open_window(
        state,
        Window {
            id: 0,
            kind: Kind::ActionCard,
            seat,
            card: id,
            target,
            pending,
            answers: Vec::new(),
            expired: false,
            skip_checked: Vec::new(),
            asked: Vec::new(),
        },
        rng,
    ));
    // A card from a secret hand is now known: no undo past it.
    Ok(Applied { log, barrier: true })
}

/// What a card is played at: its planet, tile, player, unit and other words, as a list.
fn describe(state: &State, t: &Target) -> Vec<Arg> {
    let mut parts = Vec::new();
    if let Some(p) = &t.planet {
        parts.push(content::planet_name(p));
    }
    if let Some(x) = t.tile {
        parts.push(Arg::text(format!("#{x}")));
    }
    if let Some(o) = t.player {
        parts.push(Arg::text(name(state, o)));
    }
    if let Some(u) = t.unit {
        parts.push(Arg::text(u.as_str()));
    }
    parts.extend(t.words.iter().map(Arg::text));
    parts
}

/// §38.3: `seat` cancels the card of the open window with Sabotage (`card` must be one).
pub(crate) fn sabotage(
    state: &mut State,
    seat: Seat,
    card: &str,
    rng: &mut GameRng,
) -> Result<Vec<LogEntry>, Msg> {
    let Some(w) = state.window.clone().filter(|w| w.kind == Kind::ActionCard) else {
        return Err(Msg::new("ti4-no-window"));
    };
    let id = in_hand(state, seat, card)?;
    if id != SABOTAGE {
        return Err(Msg::new("ti4-reaction-help"));
    }
    if plating_blocks(state, seat) {
        return Err(Msg::new("ti4-plating-blocks").text("player", name(state, active_seat(state))));
    }
    let hand = &mut state.players[seat].action_cards;
    if let Some(i) = hand.iter().position(|x| *x == id) {
        hand.remove(i);
    }
    state.action_discard.push(id);
    // The window closes without the card's effect; the one below (if any) resumes.
    state.window = state.held_windows.pop();
    let mut log = vec![LogEntry::public(
        Msg::new("ti4-log-sabotaged")
            .text("player", name(state, seat))
            .with("card", card_name(&w.card)),
    )];
    log.extend(after_card(state, &w, rng));
    Ok(log)
}

/// Nobody cancelled the card (its window is closed): it resolves.
pub(crate) fn close_window(state: &mut State, w: &Window, rng: &mut GameRng) -> Vec<LogEntry> {
    let mut log = Vec::new();
    // The state can only have changed by adjustment since the play; check again.
    match check(state, w.seat, &w.card, &w.target) {
        Ok(()) => log.extend(resolve(state, w.seat, &w.card, &w.target, rng)),
        Err(why) => log.push(LogEntry::public(
            Msg::new("ti4-log-card-fizzles")
                .with("card", card_name(&w.card))
                .msg("reason", why),
        )),
    }
    log.extend(after_card(state, w, rng));
    log
}

/// A component action ends the turn, whatever became of the card (§8).
fn after_card(state: &mut State, w: &Window, rng: &mut GameRng) -> Vec<LogEntry> {
    let component = content::action_card(&w.card).is_some_and(|c| c.timing == Timing::Action);
    if component && matches!(active(state), Some((a, None)) if a == w.seat) {
        return super::component::finish(state);
    }
    // A card that cancelled every hit of a side lets the combat go on.
    if matches!(w.card.as_str(), "shields_holding" | "maneuvering_jets") {
        return combat::continue_after_hits(state, rng).0;
    }
    Vec::new()
}

/// Applies the effect (the targets were checked).
fn resolve(
    state: &mut State,
    seat: Seat,
    card: &str,
    t: &Target,
    rng: &mut GameRng,
) -> Vec<LogEntry> {
    let who = name(state, seat);
    let planet = t.planet.clone().unwrap_or_default();
    let mut log = Vec::new();
    match card {
        "cripple_defenses" | "reactor_meltdown" => {
            let kind = if card == "cripple_defenses" {
                UnitKind::Pds
            } else {
                UnitKind::SpaceDock
            };
            if let Some(i) = system_of_planet(state, &planet) {
                let n = if kind == UnitKind::Pds { 99 } else { 1 };
                for o in 0..state.players.len() {
                    units::remove(&mut state.systems[i], o, kind, Some(&planet), n, false);
                }
            }
            log.push(LogEntry::public(
                Msg::new("ti4-log-card-destroyed")
                    .text("player", &who)
                    .with("unit", Arg::name(kind.catalog_id()))
                    .with(
                        "planet",
                        planet_def(&planet)
                            .map_or_else(|| Arg::text(""), |p| Arg::name(p.catalog_id())),
                    ),
            ));
        }
        "economic_initiative" | "industrial_initiative" => {
            let wanted = if card == "economic_initiative" {
                PlanetTrait::Cultural
            } else {
                PlanetTrait::Industrial
            };
            let mut n = 0;
            let p = &mut state.players[seat];
            for c in p.planets.iter_mut() {
                if planet_def(&c.planet).and_then(|d| d.planet_trait) == Some(wanted) {
                    n += 1;
                    if card == "economic_initiative" {
                        c.exhausted = false;
                    }
                }
            }
            if card == "industrial_initiative" {
                p.trade_goods = p.trade_goods.saturating_add(n);
                log.push(LogEntry::public(
                    Msg::new("ti4-log-card-gains-tg")
                        .text("player", &who)
                        .num("tg", n as i64),
                ));
            } else {
                log.push(LogEntry::public(
                    Msg::new("ti4-log-card-readied")
                        .text("player", &who)
                        .num("count", n as i64),
                ));
            }
        }
        "focused_research" => {
            let tech = t.words.first().cloned().unwrap_or_default();
            match strategic::research(state, seat, &tech, status::Cost::TradeGoods(4)) {
                Ok(l) => log.push(l),
                Err(why) => log.push(LogEntry::public(
                    Msg::new("ti4-log-card-fizzles")
                        .with("card", card_name(card))
                        .msg("reason", why),
                )),
            }
        }
        "frontline_deployment" | "rise_of_a_messiah" => {
            let targets: Vec<(String, u32)> = if card == "frontline_deployment" {
                vec![(planet.clone(), 3)]
            } else {
                state.players[seat]
                    .planets
                    .iter()
                    .map(|c| (c.planet.clone(), 1))
                    .collect()
            };
            let mut placed = 0;
            for (p, n) in targets {
                let n = n.min(reinforcements(state, seat, UnitKind::Infantry));
                if let Some(i) = system_of_planet(state, &p) {
                    units::add(&mut state.systems[i], seat, UnitKind::Infantry, Some(&p), n);
                    placed += n;
                }
            }
            log.push(LogEntry::public(
                Msg::new("ti4-log-card-infantry")
                    .text("player", &who)
                    .num("count", placed as i64),
            ));
        }
        "in_the_silence_of_space" => {
            let tile = t.tile.unwrap_or_default();
            let pos = units::position_of_tile(state, tile);
            if let Some(tac) = tactical_mut(state) {
                tac.silent_from = pos;
            }
            log.push(LogEntry::public(
                Msg::new("ti4-log-card-silence")
                    .text("player", &who)
                    .num("tile", tile as i64),
            ));
        }
        "lost_star_chart" => {
            if let Some(tac) = tactical_mut(state) {
                tac.star_chart = true;
            }
            log.push(LogEntry::public(
                Msg::new("ti4-log-card-star-chart").text("player", &who),
            ));
        }
        "infiltrate" => {
            let p = t.planet.clone().unwrap_or_default();
            let mut structures = Vec::new();
            if let Some(tac) = tactical_mut(state)
                && let Some(g) = tac
                    .gained
                    .iter_mut()
                    .find(|g| g.seat == seat && g.planet == p)
            {
                g.used.push(card.to_string());
                structures = g.structures.clone();
            }
            let mut placed = 0;
            if let Some(i) = system_of_planet(state, &p) {
                for (kind, n) in structures {
                    let n = u32::from(n).min(reinforcements(state, seat, kind));
                    units::add(&mut state.systems[i], seat, kind, Some(&p), n);
                    placed += n;
                }
            }
            log.push(LogEntry::public(
                Msg::new("ti4-log-card-infiltrate")
                    .text("player", &who)
                    .with("planet", content::planet_name(&p))
                    .num("count", placed as i64),
            ));
        }
        "reparations" => {
            let theirs = t.planet.clone().unwrap_or_default();
            let mine = t.words.first().cloned().unwrap_or_default();
            let taker = state.controller(&theirs).unwrap_or(seat);
            if let Some(tac) = tactical_mut(state)
                && let Some(g) = tac
                    .gained
                    .iter_mut()
                    .find(|g| g.previous == Some(seat) && g.seat == taker)
            {
                g.used.push(card.to_string());
            }
            for (owner, planet, exhausted) in [(taker, &theirs, true), (seat, &mine, false)] {
                if let Some(c) = state.players[owner]
                    .planets
                    .iter_mut()
                    .find(|c| &c.planet == planet)
                {
                    c.exhausted = exhausted;
                }
            }
            let pname = |p: &str| {
                planet_def(p).map_or_else(|| Arg::text(""), |d| Arg::name(d.catalog_id()))
            };
            log.push(LogEntry::public(
                Msg::new("ti4-log-card-reparations")
                    .text("player", &who)
                    .with("theirs", pname(&theirs))
                    .with("mine", pname(&mine)),
            ));
        }
        "political_stability" => {
            state.keep_strategy.push(seat);
            log.push(LogEntry::public(
                Msg::new("ti4-log-card-stability").text("player", &who),
            ));
        }
        "public_disgrace" => {
            let victim = t.player.unwrap_or(seat);
            if let Some((_, c, tg)) = state.last_pick.take() {
                state.players[victim].strategy_cards.retain(|x| *x != c);
                let p = &mut state.players[victim];
                let back = tg.min(p.trade_goods);
                p.trade_goods -= back;
                if let Some(slot) = state.strategy_cards.iter_mut().find(|s| s.initiative == c) {
                    slot.holder = None;
                    slot.trade_goods += back;
                }
                if let Phase::Strategy { next, .. } = &mut state.phase {
                    *next = next.saturating_sub(1);
                }
                state.disgraced = Some((victim, c));
                log.push(LogEntry::public(
                    Msg::new("ti4-log-card-disgrace")
                        .text("player", &who)
                        .text("other", name(state, victim))
                        .with("card", super::strategy::card_name(c)),
                ));
            }
        }
        "ghost_ship" | "war_effort" => {
            let kind = if card == "ghost_ship" {
                UnitKind::Destroyer
            } else {
                UnitKind::Cruiser
            };
            let tile = t.tile.unwrap_or_default();
            if let Ok(i) = system_index_of_tile(state, tile) {
                units::add(&mut state.systems[i], seat, kind, None, 1);
            }
            log.push(LogEntry::public(
                Msg::new("ti4-log-card-placed")
                    .text("player", &who)
                    .with("unit", Arg::name(kind.catalog_id()))
                    .num("tile", tile as i64),
            ));
        }
        "insubordination" => {
            let o = t.player.unwrap_or(seat);
            let p = &mut state.players[o].tokens;
            p.tactic -= 1;
            p.reinforcements += 1;
            log.push(LogEntry::public(
                Msg::new("ti4-log-card-insubordination")
                    .text("player", &who)
                    .text("other", name(state, o)),
            ));
        }
        "lucky_shot" => {
            let o = t.player.unwrap_or(seat);
            let kind = t.unit.unwrap_or(UnitKind::Destroyer);
            if let Ok(i) = system_index_of_tile(state, t.tile.unwrap_or_default()) {
                units::remove(&mut state.systems[i], o, kind, None, 1, true);
            }
            log.push(LogEntry::public(
                Msg::new("ti4-log-card-lucky-shot")
                    .text("player", &who)
                    .text("other", name(state, o))
                    .with("unit", Arg::name(kind.catalog_id())),
            ));
        }
        "mining_initiative" | "uprising" => {
            // "its resource value": the value as the rules see it now (Core Mining's +2,
            // Terraforming Initiative's +1, Hegemonic Trade Policy's swap), not the printed one.
            let r =
                u8::try_from(super::agenda_effects::resources(state, &planet)).unwrap_or(u8::MAX);
            if card == "uprising"
                && let Some(o) = state.controller(&planet)
                && let Some(c) = state.players[o]
                    .planets
                    .iter_mut()
                    .find(|c| c.planet == planet)
            {
                c.exhausted = true;
            }
            let p = &mut state.players[seat];
            p.trade_goods = p.trade_goods.saturating_add(r);
            log.push(LogEntry::public(
                Msg::new("ti4-log-card-gains-tg")
                    .text("player", &who)
                    .num("tg", r as i64),
            ));
        }
        "plague" | "unstable_planet" => {
            let Some(i) = system_of_planet(state, &planet) else {
                return log;
            };
            let mut lost = 0;
            if card == "plague" {
                let o = state.controller(&planet).unwrap_or(seat);
                let n = units::count(&state.systems[i], o, UnitKind::Infantry, Some(&planet));
                let dice: Vec<u8> = (0..n).map(|_| rng.roll(10)).collect();
                let hits = dice.iter().filter(|d| **d >= 6).count() as u32;
                lost = units::remove(
                    &mut state.systems[i],
                    o,
                    UnitKind::Infantry,
                    Some(&planet),
                    hits,
                    false,
                )
                .0;
                log.push(LogEntry::public(
                    Msg::new("ti4-log-dice").text("dice", super::movement::join(&dice)),
                ));
            } else {
                if let Some(o) = state.controller(&planet)
                    && let Some(c) = state.players[o]
                        .planets
                        .iter_mut()
                        .find(|c| c.planet == planet)
                {
                    c.exhausted = true;
                }
                for o in 0..state.players.len() {
                    let left = 3 - lost.min(3);
                    lost += units::remove(
                        &mut state.systems[i],
                        o,
                        UnitKind::Infantry,
                        Some(&planet),
                        left,
                        false,
                    )
                    .0;
                }
            }
            log.push(LogEntry::public(
                Msg::new("ti4-log-card-infantry-lost")
                    .text("player", &who)
                    .num("count", lost as i64)
                    .with(
                        "planet",
                        planet_def(&planet)
                            .map_or_else(|| Arg::text(""), |p| Arg::name(p.catalog_id())),
                    ),
            ));
        }
        "repeal_law" => {
            let law = t.words.first().cloned().unwrap_or_default();
            let id = content::agenda(&law)
                .map(|a| a.id.clone())
                .unwrap_or_default();
            if let Some(k) = state.laws.iter().position(|l| l.agenda == id) {
                let law = state.laws.remove(k);
                state.agenda_discard.push(law.agenda);
            }
            log.push(LogEntry::public(
                Msg::new("ti4-log-card-repeal")
                    .text("player", &who)
                    .with("law", content::agenda_name(&id)),
            ));
        }
        "signal_jamming" => {
            let o = t.player.unwrap_or(seat);
            if let Ok(i) = system_index_of_tile(state, t.tile.unwrap_or_default()) {
                state.systems[i].command_tokens.push(o);
                state.players[o].tokens.reinforcements -= 1;
                let pos = state.systems[i].position;
                state.record(
                    pos,
                    crate::games::ti4::state::Happened::TokenPlaced { seat, owner: o },
                );
            }
            log.push(LogEntry::public(
                Msg::new("ti4-log-card-signal-jamming")
                    .text("player", &who)
                    .text("other", name(state, o))
                    .num("tile", t.tile.unwrap_or_default() as i64),
            ));
        }
        "spy" => {
            let o = t.player.unwrap_or(seat);
            let hand = &state.players[o].action_cards;
            let k = rng
                .below(hand.len().max(1))
                .min(hand.len().saturating_sub(1));
            let taken = state.players[o].action_cards.remove(k);
            log.push(LogEntry::public(
                Msg::new("ti4-log-card-spy")
                    .text("player", &who)
                    .text("other", name(state, o)),
            ));
            log.push(LogEntry::private(
                seat,
                Msg::new("ti4-log-card-spy-private").with("card", card_name(&taken)),
            ));
            log.push(LogEntry::private(
                o,
                Msg::new("ti4-log-card-spy-lost").with("card", card_name(&taken)),
            ));
            state.players[seat].action_cards.push(taken);
        }
        "tactical_bombardment" => {
            let mut n = 0;
            if let Ok(i) = system_index_of_tile(state, t.tile.unwrap_or_default())
                && let Some(sys) = content::system(state.systems[i].tile)
            {
                for p in &sys.planets {
                    if let Some(o) = state.controller(&p.id).filter(|o| *o != seat)
                        && let Some(c) = state.players[o]
                            .planets
                            .iter_mut()
                            .find(|c| c.planet == p.id)
                    {
                        c.exhausted = true;
                        n += 1;
                    }
                }
            }
            log.push(LogEntry::public(
                Msg::new("ti4-log-card-exhausted")
                    .text("player", &who)
                    .num("count", n),
            ));
        }
        "unexpected_action" => {
            let tile = t.tile.unwrap_or_default();
            if let Ok(i) = system_index_of_tile(state, tile) {
                state.systems[i].command_tokens.retain(|s| *s != seat);
                state.players[seat].tokens.reinforcements += 1;
                let pos = state.systems[i].position;
                state.record(
                    pos,
                    crate::games::ti4::state::Happened::TokenTakenBack {
                        seat,
                        by: crate::games::ti4::state::TokenBack::UnexpectedAction,
                    },
                );
            }
            log.push(LogEntry::public(
                Msg::new("ti4-log-card-token-back")
                    .text("player", &who)
                    .num("tile", tile as i64),
            ));
        }
        "summit" => {
            let mut pools: Vec<&str> = t.words.iter().filter_map(|w| pool(w)).collect();
            while pools.len() < 2 {
                pools.push("tactic");
            }
            let p = &mut state.players[seat].tokens;
            let mut gained = Vec::new();
            for w in pools {
                if p.reinforcements == 0 {
                    break;
                }
                p.reinforcements -= 1;
                match w {
                    "fleet" => p.fleet += 1,
                    "strategy" => p.strategy += 1,
                    _ => p.tactic += 1,
                }
                gained.push(w);
            }
            log.push(LogEntry::public(
                Msg::new("ti4-log-card-tokens")
                    .text("player", &who)
                    .text("pools", gained.join(", ")),
            ));
        }
        "flank_speed" => {
            if let Some(tac) = tactical_mut(state) {
                tac.move_bonus += 1;
            }
            log.push(LogEntry::public(
                Msg::new("ti4-log-card-flank-speed").text("player", &who),
            ));
        }
        "upgrade" => {
            if let Some((_, Some(tac))) = active(state).map(|(s, t)| (s, t.cloned()))
                && let Some(i) = units::system_index(state, tac.system)
            {
                let (_, damaged) = units::remove(
                    &mut state.systems[i],
                    seat,
                    UnitKind::Cruiser,
                    None,
                    1,
                    false,
                );
                let _ = damaged;
                units::add(&mut state.systems[i], seat, UnitKind::Dreadnought, None, 1);
            }
            log.push(LogEntry::public(
                Msg::new("ti4-log-card-upgrade").text("player", &who),
            ));
        }
        "shields_holding" | "maneuvering_jets" => {
            let cancel = if card == "shields_holding" { 2 } else { 1 };
            let mut n = 0;
            if let Some(c) = combat::combat_now_mut(state) {
                let h = if seat == c.attacker {
                    &mut c.attacker_hits
                } else {
                    &mut c.defender_hits
                };
                n = cancel.min(*h);
                *h -= n;
            }
            log.push(LogEntry::public(
                Msg::new("ti4-log-card-cancels-hits")
                    .text("player", &who)
                    .num("count", n as i64),
            ));
        }
        "morale_boost" | "fighter_prototype" => {
            if let Some(c) = combat::combat_now_mut(state) {
                c.bonuses.push(RollBonus {
                    seat,
                    amount: if card == "morale_boost" { 1 } else { 2 },
                    fighters_only: card == "fighter_prototype",
                    whole_combat: false,
                });
            }
            log.push(LogEntry::public(
                Msg::new("ti4-log-card-roll-bonus")
                    .text("player", &who)
                    .with("card", card_name(card)),
            ));
        }
        "veto" => {
            if let Some(a) = agenda_step(state).cloned() {
                state.agenda_discard.push(a.agenda.clone());
                log.push(LogEntry::public(
                    Msg::new("ti4-log-card-veto").text("player", &who),
                ));
                log.extend(super::agenda::reveal(state, a.number, rng));
            }
        }
        r if r.ends_with("_rider") => {
            let predicted = t.words.first().cloned().unwrap_or_default();
            let agenda = agenda_step(state)
                .map(|a| a.agenda.clone())
                .unwrap_or_default();
            let id = super::agenda::outcomes(state, &agenda)
                .into_iter()
                .map(|(id, _)| id)
                .find(|id| id.eq_ignore_ascii_case(&predicted))
                .unwrap_or(predicted);
            if let Some(a) = agenda_step_mut(state) {
                // §35.22: a player with a rider does not vote on this agenda.
                a.order.retain(|s| *s != seat);
                a.riders.push((seat, card.to_string(), id.clone()));
            }
            log.push(LogEntry::public(
                Msg::new("ti4-log-card-rider")
                    .text("player", &who)
                    .text("outcome", id),
            ));
        }
        "assassinate_representative" => {
            let o = t.player.unwrap_or(seat);
            if let Some(a) = agenda_step_mut(state) {
                a.order.retain(|s| *s != o);
            }
            log.push(LogEntry::public(
                Msg::new("ti4-log-card-assassinate").text("other", name(state, o)),
            ));
        }
        "ancient_burial_sites" => {
            let o = t.player.unwrap_or(seat);
            let mut n = 0;
            for c in state.players[o].planets.iter_mut() {
                if planet_def(&c.planet).and_then(|d| d.planet_trait) == Some(PlanetTrait::Cultural)
                {
                    c.exhausted = true;
                    n += 1;
                }
            }
            log.push(LogEntry::public(
                Msg::new("ti4-log-card-exhausted")
                    .text("player", name(state, o))
                    .num("count", n),
            ));
        }
        "distinguished_councilor" => {
            if let Some(a) = agenda_step_mut(state)
                && let Some(v) = a.votes.iter_mut().find(|v| v.seat == seat)
            {
                v.votes += 5;
            }
            log.push(LogEntry::public(
                Msg::new("ti4-log-card-councilor").text("player", &who),
            ));
        }
        "direct_hit" => log.extend(combat::direct_hit(
            state,
            seat,
            t.unit.unwrap_or(UnitKind::Fighter),
        )),
        "courageous_to_the_end" => log.extend(combat::courageous(
            state,
            seat,
            t.unit.unwrap_or(UnitKind::Fighter),
            rng,
        )),
        "skilled_retreat" => {
            if let Some(to) = units::position_of_tile(state, t.tile.unwrap_or_default()) {
                log.extend(combat::skilled_retreat(state, seat, to, rng));
            }
        }
        "experimental_battlestation" => log.extend(combat::battlestation(state, seat, rng)),
        "fire_team" => {
            if let Ok(picked) = combat::pick_dice(state, seat, &t.words) {
                log.extend(combat::reroll(
                    state,
                    seat,
                    crate::games::ti4::state::Reroll::FireTeam,
                    &picked,
                    rng,
                ));
            }
        }
        "intercept" => {
            if let Some(c) = combat::combat_now_mut(state) {
                c.retreat = None;
            }
            log.push(LogEntry::public(
                Msg::new("ti4-log-card-intercept").text("player", &who),
            ));
        }
        "salvage" => {
            if let Some(Moment::AfterWin { loser, .. }) = moments::at(state).cloned() {
                // §18: commodities received from another player become trade goods.
                let n = std::mem::take(&mut state.players[loser].commodities);
                let p = &mut state.players[seat];
                p.trade_goods = p.trade_goods.saturating_add(n);
                log.push(LogEntry::public(
                    Msg::new("ti4-log-card-salvage")
                        .text("player", &who)
                        .text("other", name(state, loser))
                        .num("count", n as i64),
                ));
            }
        }
        "parley" => log.extend(invasion::parley(
            state,
            t.planet.as_deref().unwrap_or_default(),
        )),
        "bunker" => {
            if let Some(tac) = tactical_mut(state)
                && !tac.bunker.contains(&seat)
            {
                tac.bunker.push(seat);
            }
            log.push(LogEntry::public(
                Msg::new("ti4-log-card-bunker").text("player", &who),
            ));
        }
        "disable" => {
            if let Some(tac) = tactical_mut(state) {
                tac.disabled = true;
            }
            log.push(LogEntry::public(
                Msg::new("ti4-log-card-disable").text("player", &who),
            ));
        }
        // Trade goods become votes for the outcome the player voted for (an exception to §35.13).
        "bribery" => {
            let n: u8 = t.words.first().and_then(|w| w.parse().ok()).unwrap_or(0);
            let p = &mut state.players[seat];
            p.trade_goods -= n;
            if let Some(a) = agenda_step_mut(state)
                && let Some(v) = a
                    .votes
                    .iter_mut()
                    .find(|v| v.seat == seat && v.outcome.is_some())
            {
                v.votes += n as u32;
            }
            log.push(LogEntry::public(
                Msg::new("ti4-log-card-bribery")
                    .text("player", &who)
                    .num("tg", n as i64),
            ));
        }
        // The chosen player is elected instead (the election's window resolves for them).
        "confusing_legal_text" => {
            let o = t.player.unwrap_or(seat);
            let faction = state.players[o].faction.clone();
            if let Some(w) = state.window.as_mut()
                && let Kind::Elected { outcome } = &mut w.kind
            {
                *outcome = faction;
                w.pending.clear();
            }
            log.push(LogEntry::public(
                Msg::new("ti4-log-card-confusing-legal-text")
                    .text("player", &who)
                    .text("other", name(state, o)),
            ));
        }
        "emergency_repairs" => {
            let mut n = 0;
            if let Some((system, _)) = combat::combat_now(state)
                && let Some(i) = units::system_index(state, system)
            {
                for g in state.systems[i]
                    .units
                    .iter_mut()
                    .filter(|u| u.owner == seat)
                {
                    n += g.damaged as i64;
                    g.damaged = 0;
                }
            }
            log.push(LogEntry::public(
                Msg::new("ti4-log-card-repaired")
                    .text("player", &who)
                    .num("count", n),
            ));
        }
        _ => {}
    }
    log
}

/// Whether `seat` could play `card` with `args` now (nothing changes): in hand, automated, its
/// moment, its targets.
pub fn can_play(state: &State, seat: Seat, card: &str, args: &str) -> Result<(), Msg> {
    let id = in_hand(state, seat, card)?;
    let c = card_timing(&id)?;
    if id == SABOTAGE || !AUTOMATED.contains(&id.as_str()) {
        return Err(Msg::new("ti4-card-by-adjustment").name("card", c.catalog_id()));
    }
    // Only the pause at a combat or invasion moment lets a card be played while it is open.
    if state
        .window
        .as_ref()
        .is_some_and(|w| !matches!(w.kind, Kind::Pause { .. }))
    {
        return Err(Msg::new("ti4-card-not-now"));
    }
    timing_ok(state, seat, c)?;
    let target = parse_target(state, &id, args)?;
    check(state, seat, &id, &target)
}

/// The targets worth offering as buttons for `card` at a combat or invasion moment (a card
/// whose play would change nothing is not offered). Cards without targets: one empty target.
pub fn candidates(state: &State, seat: Seat, card: &str) -> Vec<String> {
    let c = combat::combat_now(state).map(|(_, c)| c);
    let tiles = |ps: Vec<u32>| -> Vec<String> {
        ps.into_iter()
            .map(|p| units::tile_at(state, p).to_string())
            .collect()
    };
    match (card, moments::at(state)) {
        ("direct_hit", Some(Moment::AfterHits { sustained, .. })) => {
            let mut v: Vec<String> = sustained
                .iter()
                .filter(|x| combat::direct_hit_target(state, seat, x.kind).is_some())
                .map(|x| x.kind.as_str().to_string())
                .collect();
            v.dedup();
            v
        }
        ("courageous_to_the_end", Some(Moment::AfterHits { lost, .. })) => {
            let mut v: Vec<String> = lost
                .iter()
                .filter(|l| l.seat == seat)
                .map(|l| l.kind.as_str().to_string())
                .collect();
            v.dedup();
            // The opponent must have a ship left for it to do anything.
            let other = c.map(|c| {
                if c.attacker == seat {
                    c.defender
                } else {
                    c.attacker
                }
            });
            let any = other.is_some_and(|o| {
                combat::combat_now(state)
                    .and_then(|(s, _)| units::system_index(state, s))
                    .is_some_and(|i| units::has_ships(&state.systems[i], o))
            });
            if any { v } else { Vec::new() }
        }
        ("skilled_retreat", _) => tiles(combat::skilled_retreat_options(state, seat)),
        ("experimental_battlestation", Some(Moment::AfterMove)) => {
            let Some((_, Some(tac))) = active(state) else {
                return Vec::new();
            };
            let mut near = vec![tac.system];
            near.extend(units::adjacent_positions(state, tac.system));
            tiles(
                near.into_iter()
                    .filter(|p| {
                        state.system_at(*p).is_some_and(|s| {
                            s.units
                                .iter()
                                .any(|u| u.owner == seat && u.kind == UnitKind::SpaceDock)
                        })
                    })
                    .collect(),
            )
        }
        ("fire_team", _) if combat::has_misses(state, seat) => vec!["misses".into()],
        ("fire_team", _) => Vec::new(),
        ("parley", _) => invasion::parley_targets(state, seat),
        // Bunker only matters against bombardment.
        ("bunker", _) => {
            let Some((a, Some(tac))) = active(state) else {
                return Vec::new();
            };
            let bombards = state.system_at(tac.system).is_some_and(|s| {
                s.units.iter().any(|u| {
                    u.owner == a
                        && u.planet.is_none()
                        && units::def(state, a, u.kind).is_some_and(|d| d.bombardment.is_some())
                })
            });
            if bombards {
                vec![String::new()]
            } else {
                Vec::new()
            }
        }
        // Salvage only matters if the loser has commodities.
        ("salvage", Some(Moment::AfterWin { loser, .. })) => {
            if state.players[*loser].commodities > 0 {
                vec![String::new()]
            } else {
                Vec::new()
            }
        }
        // Emergency Repairs needs a damaged unit, Fighter Prototype a fighter.
        ("emergency_repairs" | "fighter_prototype", _) => {
            let here = combat::combat_now(state).and_then(|(s, _)| state.system_at(s));
            let useful = here.is_some_and(|s| {
                s.units.iter().any(|u| {
                    u.owner == seat
                        && if card == "emergency_repairs" {
                            u.damaged > 0
                        } else {
                            u.kind == UnitKind::Fighter && u.planet.is_none()
                        }
                })
            });
            if useful {
                vec![String::new()]
            } else {
                Vec::new()
            }
        }
        (other, _) if expects(other) == "(nothing)" => vec![String::new()],
        _ => Vec::new(),
    }
}

/// The cards in `seat`'s hand that could be played right now (for `/hand`).
pub fn playable_now(state: &State, seat: Seat) -> Vec<String> {
    if state.window.is_some() {
        return window::playable(state, seat);
    }
    let mut ids: Vec<String> = state.players[seat]
        .action_cards
        .iter()
        .filter(|id| AUTOMATED.contains(&id.as_str()) && id.as_str() != SABOTAGE)
        .filter(|id| content::action_card(id).is_some_and(|c| timing_ok(state, seat, c).is_ok()))
        .cloned()
        .collect();
    ids.sort();
    ids.dedup();
    ids
}

/// The active player of the action phase (seat 0 outside it).
fn active_seat(state: &State) -> Seat {
    match &state.phase {
        Phase::Action { active, .. } => *active,
        _ => 0,
    }
}

// fxb
/// `react <technology>` in an action card's window: a faction technology of the effects
/// registry cancels the card (Instinct Training); the window closes as for Sabotage.
pub(crate) fn cancel_with_tech(
    state: &mut State,
    seat: Seat,
    tech: &str,
    rng: &mut GameRng,
) -> Result<Vec<LogEntry>, Msg> {
    let Some(w) = state.window.clone().filter(|w| w.kind == Kind::ActionCard) else {
        return Err(Msg::new("ti4-no-window"));
    };
    let said = super::techs::cancel_card(state, seat, tech)?;
    state.window = state.held_windows.pop();
    let mut log = vec![LogEntry::public(said)];
    log.extend(after_card(state, &w, rng));
    Ok(log)
}
