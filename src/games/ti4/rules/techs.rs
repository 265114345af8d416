//! Technology abilities (§11) that need a moment or a choice, and technology cards being
//! exhausted (§29) and readied (§69; status phase step 6, §64).
//!
//! `use <technology> <arguments>` uses one; `use none` declines a question. The ACTION abilities
//! (X-89 Bacterial Weapon) are component actions and go through [`super::component`]; the others
//! are used at their moment:
//!
//! - Transit Diodes: at the start of one's action-phase turn (before the turn's first action),
//!   exhausted: up to 4 of one's ground forces move from anywhere on the board (a planet, or a
//!   space area by tile number) to planets one controls. It is not an action.
//! - Graviton Laser System: before space cannon offense (§43.2) the engine asks each player who
//!   owns it ready, whose units there can fire, and whose target has both fighters and other ships
//!   (otherwise it changes nothing). Exhausted, the hits of that player's space cannon must go to
//!   non-fighter ships if able (checked when the hits are assigned; the default assignment obeys).
//!   Space cannon defense only hits ground forces, so it is never asked there.
//! - Magen Defense Grid: at the start of each ground combat round (§73) on a planet holding one of
//!   the owner's planetary-shield units (§86: none if another player's war sun is in the system),
//!   the owner is asked; exhausted, the opponent makes no combat rolls that round.
//! - Integrated Economy (not exhausted): after the active player gains control of planets in an
//!   invasion (§77.5), before the production step, they are asked for each planet: produce units
//!   there costing at most its resource value (paid as usual, §26 FAQ: no Sarween Tools, no
//!   Production limit on the number of units), or not.
//!
//! Passive technologies are applied where their rule is: Gravity Drive in movement (+1 to the
//! ship that needs it), Plasma Scoring in space cannon and bombardment (+1 die to the best unit).

use crate::core::msg::Arg;
use crate::games::WithArg;
use crate::games::ti4::content::planet_name;
use serde::{Deserialize, Serialize};

use super::action_phase::active;
use super::production::{self, Limits, Order};
use super::{combat, name, units};
use crate::core::rules::Applied;
use crate::core::{Choice, GameRng, LogEntry, Msg, Prompt, Seat};
use crate::games::ti4::action::Action;
use crate::games::ti4::content::{self, UnitKind};
use crate::games::ti4::state::{Combat, Phase, State};

pub const GRAVITON: &str = "graviton_laser_system";
pub const MAGEN: &str = "magen_defense_grid";
pub const ECONOMY: &str = "integrated_economy";
pub const DIODES: &str = "transit_diodes";
pub const X89: &str = "x89_bacterial_weapon";
pub const GRAVITY_DRIVE: &str = "gravity_drive";
pub const MINISTER_OF_WAR: &str = "minister_of_war";
pub const MINISTER_OF_INDUSTRY: &str = "minister_of_industry";
/// Ground forces Transit Diodes moves at most.
pub const DIODES_MAX: u32 = 4;

/// A question waiting on a technology's owner (or a law's: the two ministers below).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pause {
    /// Before space cannon offense (§43.2): the players who may exhaust Graviton Laser System,
    /// asked in order (the active player first, then clockwise).
    Graviton { seats: Vec<Seat> },
    /// At the start of a ground combat round (§73): Magen Defense Grid.
    Magen {
        seat: Seat,
        planet: String,
        round: u32,
    },
    /// After gaining control of a planet (§63): Integrated Economy's production there.
    Economy { seat: Seat, planet: String },
    /// Minister of War (a law, §36): after its owner's action, discard it to take 1 of their
    /// command tokens off the board and take 1 more action — or let the turn end.
    MinisterOfWar { seat: Seat },
    /// Minister of Industry (a law, §36): its owner placed a space dock; their units in that
    /// system may use PRODUCTION.
    MinisterOfIndustry { seat: Seat, position: u32 },
    /// At the start of a space combat: a faction technology of the effects registry that
    /// trades a cruiser or destroyer for 1 hit on non-fighter ships (Yin's Impulse Core).
    Sacrifice { seat: Seat },
    // fxa
    /// After neighbours gained trade goods or resolved a transaction: a faction ability of the
    /// effects registry that takes 1 of their trade goods or commodities (Mentak's Pillage),
    /// asked about `victims` one at a time.
    Pillage { seat: Seat, victims: Vec<Seat> },
    /// After winning a space combat: a faction technology of the effects registry that
    /// produces 1 ship there of a type destroyed in it (Mentak's Salvage Operations); the
    /// combat's loser, for the after-win moment that follows.
    Salvage { seat: Seat, loser: Seat },
    /// At the start of a space combat in a system with a wormhole: a faction technology of the
    /// effects registry that makes 1 hit on the opponent's ships (Creuss' Dimensional Splicer).
    Splicer { seat: Seat },
    /// As the status phase starts: the planet for the infantry of a faction ability of the
    /// effects registry (Arborec's Mitosis); `use none` takes the default planet.
    Mitosis { seat: Seat },
    /// As the status phase ends: a faction technology of the effects registry moving infantry
    /// between its owner's planets (Arborec's Bioplasmosis), asked again after each move;
    /// `received`: planets that got infantry in this step (they do not move on).
    Bioplasmosis { seat: Seat, received: Vec<String> },
    /// After its owner activates its system: a unit of the effects registry that produces
    /// there (the Arborec flagship), up to `limit` units.
    Production { seat: Seat, limit: u32 },
    // fxb
    /// After resolving the Diplomacy card: a sheet ability of the effects registry that takes
    /// a planet without units next to its owner's (Xxcha's Peace Accords). `primary`: the
    /// secondaries are opened once it is answered.
    Claim { seat: Seat, primary: bool },
    /// When an agenda is revealed: a sheet ability that discards it for a strategy token and
    /// reveals the next (Xxcha's Quash).
    Quash { seat: Seat, number: u8 },
    /// At the start of a ground combat: a sheet ability that buys 1 of the opponent's infantry
    /// for 2 influence (Yin's Indoctrination).
    Convert { seat: Seat },
    /// After producing units: a faction technology that places up to 2 infantry (Yin Spinner).
    Spin { seat: Seat },
    /// After Mageon Implants' look at `from`'s hand: which card to take (asked by DM).
    Mageon { seat: Seat, from: Seat },
    // fxa (session 7)
    /// After a space combat round: a sheet ability that destroys 1 of its owner's cruisers or
    /// destroyers there for 1 hit on the opponent's ships (Yin's Devotion).
    Devotion { seat: Seat },
    /// After a unit of `from` is destroyed in a combat: a sheet ability that gains 1 of
    /// `from`'s technologies, once per combat (Nekro's Technological Singularity).
    Singularity { seat: Seat, from: Seat },
    /// Right after an agenda is revealed: a sheet ability that predicts its outcome, once per
    /// agenda phase (Nekro's Galactic Threat).
    Predict { seat: Seat },
    /// The predicted outcome came true: which technology of one of `voters` (who voted for it)
    /// to gain (Galactic Threat).
    PredictionGain { seat: Seat, voters: Vec<Seat> },
    /// After another player moved ships into a system holding the asked player's ships: a
    /// sheet ability that withdraws them to an adjacent system for a strategy token (Naalu's
    /// Foresight).
    Foresight { seat: Seat },
    // fxb (session 7)
    /// As the strategy phase ends: a faction technology of the effects registry used then
    /// (Hacan's Quantum Datahub Node).
    StrategyEnd { seat: Seat },
    /// After a tactical action is resolved: a sheet ability of the effects registry (Winnu's
    /// Reclamation); the turn ends once it is answered.
    AfterTactical { seat: Seat },
    /// After a round of space combat: a faction technology of the effects registry that
    /// destroys one of its owner's units to destroy up to 2 ships (Sardakk's Exotrireme II).
    Scuttle { seat: Seat },
}

impl Pause {
    pub fn seat(&self) -> Seat {
        match self {
            Pause::Graviton { seats } => seats.first().copied().unwrap_or_default(),
            Pause::Magen { seat, .. }
            | Pause::Economy { seat, .. }
            | Pause::MinisterOfWar { seat }
            | Pause::MinisterOfIndustry { seat, .. }
            | Pause::Sacrifice { seat, .. }
            | Pause::Pillage { seat, .. }
            | Pause::Salvage { seat, .. }
            | Pause::Splicer { seat }
            | Pause::Mitosis { seat }
            | Pause::Bioplasmosis { seat, .. }
            | Pause::Production { seat, .. }
            | Pause::Claim { seat, .. }
            | Pause::Quash { seat, .. }
            | Pause::Convert { seat }
            | Pause::Spin { seat }
            | Pause::Mageon { seat, .. }
            | Pause::Devotion { seat }
            | Pause::Singularity { seat, .. }
            | Pause::Predict { seat }
            | Pause::PredictionGain { seat, .. }
            | Pause::Foresight { seat }
            | Pause::StrategyEnd { seat }
            | Pause::AfterTactical { seat }
            | Pause::Scuttle { seat } => *seat,
        }
    }

    /// The technology (or law) the question is about.
    pub fn tech(&self) -> &'static str {
        match self {
            Pause::Graviton { .. } => GRAVITON,
            Pause::Magen { .. } => MAGEN,
            Pause::Economy { .. } => ECONOMY,
            Pause::MinisterOfWar { .. } => MINISTER_OF_WAR,
            Pause::MinisterOfIndustry { .. } => MINISTER_OF_INDUSTRY,
            Pause::Sacrifice { .. } => crate::games::ti4::effects::sacrifice_tech_id(),
            Pause::Pillage { .. } => crate::games::ti4::effects::PILLAGE,
            Pause::Salvage { .. } => crate::games::ti4::effects::salvage_production_tech_id(),
            Pause::Splicer { .. } => crate::games::ti4::effects::wormhole_hit_tech_id(),
            Pause::Mitosis { .. } => crate::games::ti4::effects::MITOSIS,
            Pause::Bioplasmosis { .. } => crate::games::ti4::effects::BIOPLASMOSIS,
            Pause::Production { .. } => crate::games::ti4::effects::activation_production_unit(),
            Pause::Claim { .. } => super::strategic::CLAIM,
            Pause::Quash { .. } => super::agenda::QUASH,
            Pause::Convert { .. } => combat::CONVERT,
            Pause::Spin { .. } => crate::games::ti4::effects::spinner_tech_id(),
            Pause::Mageon { .. } => "mageon_implants",
            Pause::Devotion { .. } => crate::games::ti4::effects::DEVOTION,
            Pause::Singularity { .. } => crate::games::ti4::effects::SINGULARITY,
            Pause::Predict { .. } | Pause::PredictionGain { .. } => super::agenda::PREDICT,
            Pause::Foresight { .. } => crate::games::ti4::effects::FORESIGHT,
            Pause::StrategyEnd { .. } => crate::games::ti4::effects::strategy_end_id(),
            Pause::AfterTactical { .. } => crate::games::ti4::effects::after_tactical_id(),
            Pause::Scuttle { .. } => crate::games::ti4::effects::scuttle_id(),
        }
    }
}

/// Technology abilities in progress (reset when a system is activated).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TechState {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pause: Option<Pause>,
    /// Graviton Laser System was asked for this tactical action's space cannon offense.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub graviton_asked: bool,
    /// Players who exhausted Graviton Laser System for that offense.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub graviton: Vec<Seat>,
    /// Space cannon hits a player must put on non-fighter ships if able: (that player, hits).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ship_hits: Vec<(Seat, u8)>,
    /// Ground combat rounds already asked about Magen Defense Grid: (planet, round).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub magen_asked: Vec<(String, u32)>,
    /// Magen Defense Grid in force: (planet, round, its user).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub magen: Option<(String, u32, Seat)>,
    /// Planets the active player gained in this invasion, still to ask Integrated Economy for.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub gained: Vec<String>,
    /// The start-of-combat sacrifice (Impulse Core) was asked in this tactical action.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub sacrifice_asked: bool,
    // fxa
    /// The start-of-combat wormhole hit (Dimensional Splicer) was asked in this tactical action.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub splicer_asked: bool,
    /// The player for whom, during this activation, the active system is adjacent to every
    /// system holding their units (Spatial Conduit Cylinders).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub conduit: Option<Seat>,
    // fxb
    /// Planets whose ground combat was asked about Indoctrination in this tactical action.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub convert_asked: Vec<String>,
    // fxa (session 7)
    /// An Integrated Economy production's Yin Spinner question waits for the next Integrated
    /// Economy question to be answered.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub spin_owed: bool,
    // fxb (session 7)
    /// A player whose ability of the effects registry is asked once this tactical action is
    /// resolved (Reclamation, after gaining Mecatol Rex in it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub after_tactical: Option<Seat>,
    /// The turn (round, turns done) in which a start-of-turn ability of the effects registry
    /// was used (Chaos Mapping): once per turn.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn_start_used: Option<(u32, u32)>,
    /// A planet whose resource and influence values are swapped until the end of its
    /// controller's turn (Hegemonic Trade Policy): (that player, the planet).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub swapped: Option<(Seat, String)>,
}

impl TechState {
    pub fn is_empty(&self) -> bool {
        *self == TechState::default()
    }
}

/// A technology's name (or an agenda's, for the ministers).
pub fn tech_name(id: &str) -> Arg {
    if content::tech(id).is_none() && content::agenda(id).is_some() {
        return content::agenda_name(id);
    }
    // A faction ability of the effects registry asking a question (Pillage): its printed name.
    if content::tech(id).is_none()
        && let Some(a) = crate::games::ti4::effects::all().find(|a| {
            a.origin == crate::games::ti4::effects::Origin::Ability
                && a.id.split_once('.').is_some_and(|(_, x)| x == id)
        })
    {
        return crate::games::ti4::effects::ability_name(a);
    }
    content::tech_name(id)
}

/// Whether `seat` owns `tech` and it is not exhausted (§29).
pub fn is_ready(state: &State, seat: Seat, tech: &str) -> bool {
    units::has_tech(state, seat, tech)
        && !state.players[seat]
            .exhausted_techs
            .iter()
            .any(|t| t == tech)
}

/// Exhausts a technology card (§29): its exhaust ability can't be used again until readied.
pub fn exhaust(state: &mut State, seat: Seat, tech: &str) {
    let p = &mut state.players[seat];
    if !p.exhausted_techs.iter().any(|t| t == tech) {
        p.exhausted_techs.push(tech.to_string());
    }
}

/// Why `seat` can't exhaust `tech` now, if it can't.
pub fn check_ready(state: &State, seat: Seat, tech: &str) -> Result<(), Msg> {
    if !units::has_tech(state, seat, tech) {
        return Err(Msg::new("ti4-tech-not-owned").with("tech", tech_name(tech)));
    }
    if !is_ready(state, seat, tech) {
        return Err(Msg::new("ti4-tech-exhausted").with("tech", tech_name(tech)));
    }
    Ok(())
}

/// Status phase step 6 (§64): every technology card is readied.
pub fn ready_all(state: &mut State) {
    for p in &mut state.players {
        p.exhausted_techs.clear();
    }
}

/// A system is activated: what technologies did in the previous tactical action is over.
pub fn on_activate(state: &mut State) {
    let pause = state.tech.pause.take();
    // fxb: a swap of planet values lasts until the end of the turn, not the activation.
    let swapped = state.tech.swapped.take();
    state.tech = TechState {
        pause,
        swapped,
        ..TechState::default()
    };
}

/// While a technology question is open, only its answer (and adjustments, hand-limit discards)
/// goes on.
pub fn blocks(state: &State, action: &Action) -> Option<Msg> {
    let pause = state.tech.pause.as_ref()?;
    if matches!(
        action,
        Action::Use { .. }
            | Action::Adjust(_)
            | Action::AdjustUnits(_)
            | Action::AdjustComponent(_)
            | Action::Discard { .. }
            | Action::React { .. }
            | Action::Expire
            | Action::SkipIdle { .. }
            | Action::Orders { .. }
    ) {
        return None;
    }
    Some(
        Msg::new("ti4-tech-pause-open")
            .text("player", name(state, pause.seat()))
            .with("tech", tech_name(pause.tech())),
    )
}

/// `use <id> <args>`: answers the open technology question, or uses an ability at its moment
/// (component actions through [`super::component`]).
pub fn use_ability(
    state: &mut State,
    seat: Seat,
    id: &str,
    args: &str,
    rng: &mut GameRng,
) -> Result<Applied, Msg> {
    // fx8: an ability used while one's units use PRODUCTION (Hegemonic Trade Policy) at the
    // Minister of Industry question, which stays open.
    if matches!(state.tech.pause, Some(Pause::MinisterOfIndustry { seat: s, .. }) if s == seat)
        && let Some((hook, _)) = crate::games::ti4::effects::production_use(state, seat, id)
    {
        let log = hook(state, seat, args)?;
        return Ok(Applied { log, barrier: true });
    }
    if state.tech.pause.is_some() {
        return answer(state, seat, id, args, rng);
    }
    if id == "none" {
        return Err(Msg::new("ti4-tech-no-question"));
    }
    if super::component::find(id).is_some() {
        return super::component::perform(state, seat, id, args, rng);
    }
    // An ability of the effects registry used at its own moment (Quantum Datahub Node).
    if let Some(hook) = crate::games::ti4::effects::timed_use(state, seat, id) {
        let log = hook(state, seat, args)?;
        return Ok(Applied { log, barrier: true });
    }
    match id {
        DIODES => transit_diodes(state, seat, args),
        GRAVITON => Err(Msg::new("ti4-tech-asked-graviton")),
        MAGEN => Err(Msg::new("ti4-tech-asked-magen")),
        ECONOMY => Err(Msg::new("ti4-tech-asked-economy")),
        MINISTER_OF_WAR => Err(Msg::new("ti4-tech-asked-minister-of-war")),
        MINISTER_OF_INDUSTRY => Err(Msg::new("ti4-tech-asked-minister-of-industry")),
        _ => Err(Msg::new("ti4-no-such-ability").text("ability", id)),
    }
}

fn answer(
    state: &mut State,
    seat: Seat,
    id: &str,
    args: &str,
    rng: &mut GameRng,
) -> Result<Applied, Msg> {
    let Some(pause) = state.tech.pause.clone() else {
        return Err(Msg::new("ti4-tech-no-question"));
    };
    if pause.seat() != seat {
        return Err(Msg::new("ti4-tech-pause-open")
            .text("player", name(state, pause.seat()))
            .with("tech", tech_name(pause.tech())));
    }
    let using = id != "none";
    if using && id != pause.tech() {
        return Err(Msg::new("ti4-tech-answer-help").with("tech", tech_name(pause.tech())));
    }
    let who = name(state, seat);
    let mut log = Vec::new();
    match pause {
        Pause::Graviton { mut seats } => {
            if using {
                exhaust(state, seat, GRAVITON);
                state.tech.graviton.push(seat);
                log.push(LogEntry::public(
                    Msg::new("ti4-log-graviton").text("player", &who),
                ));
            }
            seats.remove(0);
            if seats.is_empty() {
                state.tech.pause = None;
                log.extend(combat::cannon_and_combat(state, rng));
            } else {
                state.tech.pause = Some(Pause::Graviton { seats });
            }
        }
        Pause::Magen { planet, round, .. } => {
            if using {
                exhaust(state, seat, MAGEN);
                state.tech.magen = Some((planet, round, seat));
                log.push(LogEntry::public(
                    Msg::new("ti4-log-magen").text("player", &who),
                ));
            }
            state.tech.pause = None;
            log.extend(combat::resume_round(state, rng));
        }
        Pause::Economy { planet, .. } => {
            // fxa: Yin Spinner is asked after the production (when no other question waits).
            let mut owed = std::mem::take(&mut state.tech.spin_owed);
            if using {
                log.push(economy(state, seat, &planet, args)?);
                owed = true;
            }
            state.tech.pause = None;
            if !ask_economy(state) {
                log.extend(combat::to_production(state));
            }
            if owed {
                if state.tech.pause.is_none() {
                    production::ask_spinner(state, seat);
                } else {
                    state.tech.spin_owed = true;
                }
            }
        }
        Pause::MinisterOfWar { .. } => {
            state.tech.pause = None;
            if using {
                log.extend(minister_of_war(state, seat, args)?);
            } else {
                log.extend(super::action_phase::next_turn(state));
            }
        }
        Pause::MinisterOfIndustry { position, .. } => {
            if using {
                log.push(minister_of_industry(state, seat, position, args)?);
            }
            state.tech.pause = None;
            // fxa: Yin Spinner is asked after the production.
            if using {
                production::ask_spinner(state, seat);
            }
        }
        Pause::Sacrifice { .. } => {
            if using {
                log.extend(combat::sacrifice(state, seat, args)?);
            }
            state.tech.pause = None;
            log.extend(combat::resume_round(state, rng));
        }
        Pause::Production { limit, .. } => {
            if using {
                log.push(activation_build(state, seat, limit, args)?);
            }
            state.tech.pause = None;
        }
        Pause::Bioplasmosis { mut received, .. } => {
            state.tech.pause = None;
            if using {
                let (more, to) =
                    crate::games::ti4::effects::bioplasmosis_move(state, seat, &received, args)?;
                log.extend(more);
                if !received.contains(&to) {
                    received.push(to);
                }
                if !crate::games::ti4::effects::bioplasmosis_moves(state, seat, &received)
                    .is_empty()
                {
                    state.tech.pause = Some(Pause::Bioplasmosis { seat, received });
                }
            }
        }
        Pause::Mitosis { .. } => {
            // Not a "may": declining takes the default planet.
            let planet = if using { args } else { "" };
            log.extend(crate::games::ti4::effects::mitosis_place(
                state, seat, planet,
            )?);
            state.tech.pause = None;
        }
        Pause::Pillage { mut victims, .. } => {
            let victim = victims.remove(0);
            if using {
                log.extend(crate::games::ti4::effects::pillage(
                    state, seat, victim, args,
                )?);
            }
            victims.retain(|v| crate::games::ti4::effects::pillageable(state, seat, *v));
            state.tech.pause = (!victims.is_empty()).then_some(Pause::Pillage { seat, victims });
        }
        Pause::Salvage { loser, .. } => {
            if using {
                log.push(combat::salvage_build(state, seat, args)?);
            }
            state.tech.pause = None;
            log.extend(combat::after_win(state, seat, loser, rng));
        }
        Pause::Splicer { .. } => {
            if using {
                log.extend(combat::wormhole_hit(state, seat, args)?);
            }
            state.tech.pause = None;
            log.extend(combat::resume_round(state, rng));
        }
        Pause::Devotion { .. } => {
            if using {
                log.extend(combat::devotion(state, seat, args)?);
            }
            state.tech.pause = None;
            let (more, _) = combat::continue_after_hits(state, rng);
            log.extend(more);
        }
        Pause::Singularity { from, .. } => {
            if using {
                log.extend(crate::games::ti4::effects::factions::nekro::gain_from(
                    state,
                    seat,
                    from,
                    pause.tech(),
                    args,
                )?);
            }
            state.tech.pause = None;
            let (more, _) = combat::continue_after_hits(state, rng);
            log.extend(more);
        }
        Pause::Claim { primary, .. } => {
            if using {
                log.extend(super::strategic::claim(state, seat, args)?);
            }
            state.tech.pause = None;
            if primary {
                log.extend(super::strategic::open_secondaries(
                    state,
                    seat,
                    Vec::new(),
                    rng,
                ));
            }
        }
        Pause::Spin { .. } => {
            if using {
                log.extend(production::spin(state, seat, args)?);
            }
            state.tech.pause = None;
        }
        // The look is done: a card must be taken when the hand holds one.
        Pause::Mageon { from, .. } => {
            if !using && !state.players[from].action_cards.is_empty() {
                return Err(Msg::new("ti4-fx-mageon-help"));
            }
            if using {
                log.extend(crate::games::ti4::effects::factions::yssaril::mageon_take(
                    state, seat, from, args,
                )?);
            }
            state.tech.pause = None;
        }
        Pause::Convert { .. } => {
            if using {
                log.extend(combat::convert(state, seat, args)?);
            }
            state.tech.pause = None;
            log.extend(combat::resume_round(state, rng));
        }
        Pause::Foresight { .. } => {
            if using {
                log.extend(super::movement::foresight(state, seat, args)?);
            }
            state.tech.pause = None;
            log.extend(super::movement::after_moved_in(state, true, rng));
        }
        Pause::Predict { .. } => {
            if using {
                log.extend(super::agenda::predict(state, seat, args)?);
            }
            state.tech.pause = None;
            log.extend(super::agenda::open_reveal_window(state, rng));
        }
        Pause::PredictionGain { voters, .. } => {
            if using {
                log.extend(super::agenda::prediction_gain(state, seat, &voters, args)?);
            }
            state.tech.pause = None;
            if state.agenda_effects.pending.is_empty() && state.agenda_effects.awaiting_next {
                state.agenda_effects.awaiting_next = false;
                log.extend(super::agenda::next_agenda(state, rng));
            }
        }
        Pause::Quash { number, .. } => {
            state.tech.pause = None;
            if using {
                log.extend(super::agenda::quash(state, seat, number, rng));
            } else {
                log.extend(super::agenda::open_reveal_window(state, rng));
            }
        }
        Pause::StrategyEnd { .. } => {
            if using {
                let hook = crate::games::ti4::effects::timed_use(state, seat, id)
                    .ok_or_else(|| Msg::new("ti4-no-such-ability").text("ability", id))?;
                log.extend(hook(state, seat, args)?);
            }
            state.tech.pause = None;
        }
        Pause::AfterTactical { .. } => {
            if using {
                let hook = crate::games::ti4::effects::after_tactical_hook(state, seat)
                    .ok_or_else(|| Msg::new("ti4-no-such-ability").text("ability", id))?;
                log.extend(hook(state, seat, args)?);
            }
            state.tech.pause = None;
            log.extend(super::action_phase::end_turn(state));
        }
        Pause::Scuttle { .. } => {
            if using {
                log.extend(combat::scuttle(state, seat, args)?);
            }
            state.tech.pause = None;
            let (more, _) = combat::continue_after_hits(state, rng);
            log.extend(more);
        }
    }
    Ok(Applied { log, barrier: true })
}

/// The open question's prompt.
pub fn prompts(state: &State) -> Vec<Prompt> {
    let Some(pause) = &state.tech.pause else {
        return Vec::new();
    };
    let seat = pause.seat();
    let decline = Choice {
        label: Msg::new("ti4-choice-tech-decline").with("tech", tech_name(pause.tech())),
        notation: "use none".into(),
    };
    let use_it = |label: Msg| Choice {
        label,
        notation: format!("use {}", pause.tech()),
    };
    let (ask, choices) = match pause {
        Pause::Graviton { .. } => (
            Msg::new("ti4-ask-graviton"),
            vec![use_it(Msg::new("ti4-choice-graviton")), decline],
        ),
        Pause::Magen { planet, round, .. } => (
            Msg::new("ti4-ask-magen")
                .with("planet", planet_name(planet))
                .num("round", *round as i64),
            vec![use_it(Msg::new("ti4-choice-magen")), decline],
        ),
        Pause::Economy { planet, .. } => {
            let mut choices: Vec<Choice> = economy_offers(state, seat, planet)
                .into_iter()
                .map(|args| Choice {
                    label: Msg::new("ti4-choice-economy").text("order", &args),
                    notation: format!("use {ECONOMY} {args}"),
                })
                .collect();
            choices.push(decline);
            (
                Msg::new("ti4-ask-economy")
                    .with("planet", planet_name(planet))
                    .num(
                        "resources",
                        super::agenda_effects::resources(state, planet) as i64,
                    ),
                choices,
            )
        }
        Pause::MinisterOfWar { .. } => {
            let mut choices: Vec<Choice> = token_tiles(state, seat)
                .into_iter()
                .map(|tile| Choice {
                    label: Msg::new("ti4-choice-minister-of-war").num("tile", tile as i64),
                    notation: format!("use {MINISTER_OF_WAR} {tile}"),
                })
                .collect();
            choices.push(decline);
            (Msg::new("ti4-ask-minister-of-war"), choices)
        }
        Pause::MinisterOfIndustry { position, .. } => {
            let mut choices: Vec<Choice> = industry_offers(state, seat, *position)
                .into_iter()
                .map(|args| Choice {
                    label: Msg::new("ti4-choice-economy").text("order", &args),
                    notation: format!("use {MINISTER_OF_INDUSTRY} {args}"),
                })
                .collect();
            // fx8: abilities used as units use PRODUCTION (Hegemonic Trade Policy).
            choices.extend(crate::games::ti4::effects::production_choices(state, seat));
            choices.push(decline);
            (
                Msg::new("ti4-ask-minister-of-industry")
                    .num("tile", units::tile_at(state, *position) as i64),
                choices,
            )
        }
        Pause::Sacrifice { .. } => {
            let tech = pause.tech();
            let mut choices: Vec<Choice> = combat::sacrifice_options(state, seat)
                .into_iter()
                .map(|kind| Choice {
                    label: Msg::new("ti4-choice-sacrifice")
                        .with("tech", tech_name(tech))
                        .with("unit", Arg::name(kind.catalog_id())),
                    notation: format!("use {tech} {}", kind.as_str()),
                })
                .collect();
            choices.push(decline);
            (
                Msg::new("ti4-ask-sacrifice").with("tech", tech_name(tech)),
                choices,
            )
        }
        Pause::Foresight { .. } => {
            let tech = pause.tech();
            let active = super::action_phase::active(state)
                .and_then(|(_, t)| t.map(|t| t.system))
                .unwrap_or_default();
            let mut choices: Vec<Choice> =
                super::movement::foresight_destinations(state, seat, active)
                    .into_iter()
                    .map(|p| {
                        let tile = units::tile_at(state, p);
                        Choice {
                            label: Msg::new("ti4-fx-choice-foresight").num("tile", i64::from(tile)),
                            notation: format!("use {tech} {tile}"),
                        }
                    })
                    .collect();
            choices.push(decline);
            (
                Msg::new("ti4-fx-ask-foresight")
                    .with("ability", tech_name(tech))
                    .num("tile", i64::from(units::tile_at(state, active))),
                choices,
            )
        }
        Pause::Predict { .. } => {
            let tech = pause.tech();
            let agenda = match &state.phase {
                crate::games::ti4::state::Phase::Agenda(a) => a.agenda.clone(),
                _ => String::new(),
            };
            let mut choices: Vec<Choice> = super::agenda::outcomes(state, &agenda)
                .into_iter()
                .map(|(id, label)| Choice {
                    label: Msg::new("ti4-fx-choice-predict").msg("outcome", label),
                    notation: format!("use {tech} {id}"),
                })
                .collect();
            choices.push(decline);
            (
                Msg::new("ti4-fx-ask-predict")
                    .with("ability", tech_name(tech))
                    .with("agenda", crate::games::ti4::content::agenda_name(&agenda)),
                choices,
            )
        }
        Pause::PredictionGain { voters, .. } => {
            let tech = pause.tech();
            let mut choices = super::agenda::prediction_gain_choices(state, seat, voters);
            choices.push(decline);
            (
                Msg::new("ti4-fx-ask-prediction-gain").with("ability", tech_name(tech)),
                choices,
            )
        }
        Pause::Singularity { from, .. } => {
            let tech = pause.tech();
            let mut choices =
                crate::games::ti4::effects::factions::nekro::gain_choices(state, seat, *from, tech);
            choices.push(decline);
            (
                Msg::new("ti4-fx-ask-singularity")
                    .with("ability", tech_name(tech))
                    .text("opponent", name(state, *from)),
                choices,
            )
        }
        Pause::Devotion { .. } => {
            // fx8: Yin assigns the hit (the sheet): a button per ship of Yin's to destroy and
            // ship type of the opponent's to hit (the type left out when there is only one).
            let tech = pause.tech();
            let targets = combat::devotion_targets(state, seat);
            let mut choices: Vec<Choice> = Vec::new();
            for kind in combat::sacrifice_options(state, seat) {
                for target in &targets {
                    let aim = if targets.len() == 1 {
                        String::new()
                    } else {
                        format!(" {}", target.as_str())
                    };
                    choices.push(Choice {
                        label: Msg::new("ti4-fx-choice-devotion-at")
                            .with("ability", tech_name(tech))
                            .name("unit", kind.catalog_id())
                            .name("target", target.catalog_id()),
                        notation: format!("use {tech} {}{aim}", kind.as_str()),
                    });
                }
            }
            choices.push(decline);
            let them = combat::combat_now(state)
                .map(|(_, c)| {
                    if c.attacker == seat {
                        c.defender
                    } else {
                        c.attacker
                    }
                })
                .unwrap_or(seat);
            (
                Msg::new("ti4-fx-ask-devotion")
                    .with("ability", tech_name(tech))
                    .text("opponent", name(state, them)),
                choices,
            )
        }
        Pause::Pillage { victims, .. } => {
            let victim = victims.first().copied().unwrap_or_default();
            let mut choices: Vec<Choice> =
                crate::games::ti4::effects::pillage_options(state, seat, victim)
                    .into_iter()
                    .map(|what| Choice {
                        label: Msg::new(if what == "tg" {
                            "ti4-fx-choice-pillage-tg"
                        } else {
                            "ti4-fx-choice-pillage-commodity"
                        })
                        .text("player", name(state, victim)),
                        notation: format!("use {} {what}", pause.tech()),
                    })
                    .collect();
            choices.push(decline);
            (
                Msg::new("ti4-fx-ask-pillage")
                    .text("player", name(state, victim))
                    .num("tg", i64::from(state.players[victim].trade_goods))
                    .num("commodities", i64::from(state.players[victim].commodities)),
                choices,
            )
        }
        Pause::Salvage { .. } => {
            let tech = pause.tech();
            let mut choices: Vec<Choice> = combat::salvage_offers(state, seat)
                .into_iter()
                .map(|args| Choice {
                    label: Msg::new("ti4-fx-choice-salvage")
                        .with("tech", tech_name(tech))
                        .text("order", &args),
                    notation: format!("use {tech} {args}"),
                })
                .collect();
            choices.push(decline);
            (
                Msg::new("ti4-fx-ask-salvage").with("tech", tech_name(tech)),
                choices,
            )
        }
        Pause::Production { limit, .. } => {
            let unit = content::unit_name(pause.tech());
            let mut choices: Vec<Choice> = activation_offers(state, seat, *limit)
                .into_iter()
                .map(|args| Choice {
                    label: Msg::new("ti4-fx-choice-flagship-production")
                        .with("unit", unit.clone())
                        .text("order", &args),
                    notation: format!("use {} {args}", pause.tech()),
                })
                .collect();
            choices.push(decline);
            (
                Msg::new("ti4-fx-ask-flagship-production")
                    .with("unit", unit)
                    .num("limit", i64::from(*limit)),
                choices,
            )
        }
        Pause::Bioplasmosis { received, .. } => {
            let mut choices: Vec<Choice> =
                crate::games::ti4::effects::bioplasmosis_moves(state, seat, received)
                    .into_iter()
                    .take(20)
                    .map(|mv| {
                        let (from, to) = mv.split_once(' ').unwrap_or((&mv, ""));
                        Choice {
                            label: Msg::new("ti4-fx-choice-bioplasmosis")
                                .with("from", planet_name(from))
                                .with("to", planet_name(to)),
                            notation: format!("use {} {mv}", pause.tech()),
                        }
                    })
                    .collect();
            choices.push(decline);
            (
                Msg::new("ti4-fx-ask-bioplasmosis").with("tech", tech_name(pause.tech())),
                choices,
            )
        }
        Pause::Mitosis { .. } => (
            Msg::new("ti4-fx-ask-mitosis"),
            crate::games::ti4::effects::mitosis_planets(state, seat)
                .into_iter()
                .take(20)
                .map(|p| Choice {
                    label: Msg::new("ti4-fx-choice-mitosis").with("planet", planet_name(&p)),
                    notation: format!("use {} {p}", pause.tech()),
                })
                .collect(),
        ),
        Pause::Splicer { .. } => {
            // fxb: a button per ship type of the opponent's (the hit is aimed at it).
            let tech = pause.tech();
            let mut choices: Vec<Choice> = combat::wormhole_hit_choices(state, seat)
                .into_iter()
                .map(|kind| Choice {
                    label: Msg::new("ti4-fx-choice-splicer-at").name("unit", kind.catalog_id()),
                    notation: format!("use {tech} {}", kind.as_str()),
                })
                .collect();
            if choices.is_empty() {
                choices.push(use_it(Msg::new("ti4-fx-choice-splicer")));
            }
            choices.push(decline);
            (
                Msg::new("ti4-fx-ask-splicer").with("tech", tech_name(tech)),
                choices,
            )
        }
        Pause::Claim { .. } => {
            let tech = pause.tech();
            let mut choices: Vec<Choice> = super::strategic::claimable(state, seat)
                .into_iter()
                .map(|planet| Choice {
                    label: Msg::new("ti4-fx-choice-claim").with("planet", planet_name(&planet)),
                    notation: format!("use {tech} {planet}"),
                })
                .collect();
            choices.push(decline);
            (
                Msg::new("ti4-fx-ask-claim").with("ability", tech_name(tech)),
                choices,
            )
        }
        Pause::Mageon { from, .. } => {
            let tech = pause.tech();
            let mut hand = state.players[*from].action_cards.clone();
            hand.sort();
            hand.dedup();
            let choices: Vec<Choice> = hand
                .iter()
                .map(|c| Choice {
                    label: Msg::new("ti4-fx-choice-mageon")
                        .with("card", super::action_cards::card_name(c)),
                    notation: format!("use {tech} {c}"),
                })
                .collect();
            return vec![Prompt {
                seat,
                id: "tech".into(),
                ask: Msg::new("ti4-fx-ask-mageon").text("other", name(state, *from)),
                choices,
                private: true,
            }];
        }
        Pause::Spin { .. } => {
            let tech = pause.tech();
            let mut choices: Vec<Choice> = production::spin_targets(state, seat)
                .into_iter()
                .map(|t| {
                    let place = match t.parse::<u16>() {
                        Ok(tile) => Arg::text(format!("#{tile}")),
                        Err(_) => planet_name(&t),
                    };
                    Choice {
                        label: Msg::new("ti4-fx-choice-spin").with("place", place),
                        notation: if production::spin_left(state, seat) >= 2
                            && production::spin_room(state, seat, &t) >= 2
                        {
                            format!("use {tech} {t} {t}")
                        } else {
                            format!("use {tech} {t}")
                        },
                    }
                })
                .collect();
            choices.push(decline);
            (
                Msg::new("ti4-fx-ask-spin").with("tech", tech_name(tech)),
                choices,
            )
        }
        Pause::Convert { .. } => {
            let tech = pause.tech();
            let mut choices = Vec::new();
            if let Some(pay) =
                super::status::default_payment(state, seat, super::status::Cost::Influence(2))
            {
                choices.push(Choice {
                    label: Msg::new("ti4-fx-choice-convert").msg("paid", pay.msg()),
                    notation: format!("use {tech} {}", pay.notation()).trim().to_string(),
                });
            }
            choices.push(decline);
            (
                Msg::new("ti4-fx-ask-convert").with("ability", tech_name(tech)),
                choices,
            )
        }
        Pause::StrategyEnd { .. } => {
            let tech = pause.tech();
            let (_, offers) = crate::games::ti4::effects::strategy_end_offers(state, seat);
            let mut choices: Vec<Choice> = offers
                .into_iter()
                .take(20)
                .map(|args| {
                    let words: Vec<&str> = args.split_whitespace().collect();
                    let card = |i: usize| {
                        super::strategy::card_name(
                            words.get(i).and_then(|w| w.parse().ok()).unwrap_or(0),
                        )
                    };
                    let other = words
                        .first()
                        .and_then(|w| w.parse::<usize>().ok())
                        .map_or(String::new(), |n| name(state, n.saturating_sub(1)));
                    Choice {
                        label: Msg::new("ti4-fx-choice-datahub")
                            .text("other", other)
                            .with("mine", card(1))
                            .with("theirs", card(2)),
                        notation: format!("use {tech} {args}"),
                    }
                })
                .collect();
            choices.push(decline);
            (
                Msg::new("ti4-fx-ask-datahub").with("tech", tech_name(tech)),
                choices,
            )
        }
        Pause::AfterTactical { .. } => (
            Msg::new("ti4-fx-ask-after-tactical").with("ability", tech_name(pause.tech())),
            vec![use_it(Msg::new("ti4-fx-choice-reclamation")), decline],
        ),
        Pause::Scuttle { .. } => {
            let tech = pause.tech();
            let mut choices: Vec<Choice> = combat::scuttle_offers(state, seat)
                .into_iter()
                .map(|targets| Choice {
                    label: Msg::new("ti4-fx-choice-scuttle").list(
                        "ships",
                        targets
                            .iter()
                            .filter_map(|t| UnitKind::ALL.into_iter().find(|k| k.as_str() == t))
                            .map(|k| Arg::name(k.catalog_id()))
                            .collect(),
                    ),
                    notation: format!("use {tech} {}", targets.join(" ")),
                })
                .collect();
            choices.push(decline);
            (
                Msg::new("ti4-fx-ask-scuttle").with("tech", tech_name(tech)),
                choices,
            )
        }
        Pause::Quash { .. } => {
            let agenda = match &state.phase {
                Phase::Agenda(a) => a.agenda.clone(),
                _ => String::new(),
            };
            (
                Msg::new("ti4-fx-ask-quash")
                    .with("ability", tech_name(pause.tech()))
                    .with("agenda", content::agenda_name(&agenda)),
                vec![use_it(Msg::new("ti4-fx-choice-quash")), decline],
            )
        }
    };
    vec![Prompt {
        seat,
        id: "tech".into(),
        ask,
        choices,
        private: false,
    }]
}

fn system_of_planet(state: &State, planet: &str) -> Option<usize> {
    state
        .systems
        .iter()
        .position(|s| content::system(s.tile).is_some_and(|t| t.planet(planet).is_some()))
}

// ---- Graviton Laser System -------------------------------------------------------------------

/// Whether `shooter` has a unit with space cannon that reaches `system` (in it, or next to it
/// with the deep-space ability, §43.3).
fn cannon_in_range(state: &State, shooter: Seat, system: u32) -> bool {
    let mut range = vec![(system, false)];
    range.extend(
        units::adjacent_positions(state, system)
            .into_iter()
            .map(|p| (p, true)),
    );
    range.into_iter().any(|(pos, far)| {
        units::system_index(state, pos).is_some_and(|i| {
            state.systems[i].units.iter().any(|u| {
                u.owner == shooter
                    && units::def(state, shooter, u.kind)
                        .and_then(|d| d.space_cannon)
                        .is_some_and(|sc| !far || sc.deep)
            })
        })
    })
}

/// Whether `seat`'s ships in the system at index `i` include both fighters and other ships.
fn mixed_fleet(state: &State, i: usize, seat: Seat) -> bool {
    let ships = state.systems[i]
        .units
        .iter()
        .filter(|u| u.owner == seat && u.planet.is_none() && u.kind.is_ship() && u.count > 0);
    let (mut fighters, mut others) = (false, false);
    for u in ships {
        if u.kind == UnitKind::Fighter {
            fighters = true;
        } else {
            others = true;
        }
    }
    fighters && others
}

/// Before space cannon offense (§43.2): asks the players for whom Graviton Laser System would
/// change something. Returns whether the engine now waits for them.
pub fn ask_graviton(state: &mut State, seat: Seat, system: u32) -> bool {
    if state.tech.graviton_asked {
        return false;
    }
    state.tech.graviton_asked = true;
    let Some(i) = units::system_index(state, system) else {
        return false;
    };
    let target = units::ship_owners(&state.systems[i])
        .into_iter()
        .find(|o| *o != seat);
    let seats: Vec<Seat> = state
        .clockwise_from(seat)
        .into_iter()
        .filter(|s| is_ready(state, *s, GRAVITON) && cannon_in_range(state, *s, system))
        .filter(|s| {
            let victim = if *s == seat {
                target
            } else {
                units::has_ships(&state.systems[i], seat).then_some(seat)
            };
            victim.is_some_and(|v| mixed_fleet(state, i, v))
        })
        .collect();
    if seats.is_empty() {
        return false;
    }
    state.tech.pause = Some(Pause::Graviton { seats });
    true
}

/// Whether `shooter` exhausted Graviton Laser System for this space cannon offense.
pub fn graviton_fires(state: &State, shooter: Seat) -> bool {
    state.tech.graviton.contains(&shooter)
}

/// Records the space cannon hits each player must put on non-fighter ships if able.
pub fn bind_ship_hits(state: &mut State, bound: &[(Seat, u32)]) {
    for (seat, n) in bound {
        if *n > 0 {
            state.tech.ship_hits.push((*seat, (*n).min(255) as u8));
        }
    }
}

/// Hits `seat` must assign to non-fighter ships: those bound by Graviton Laser System in this
/// space cannon offense, or by the L1Z1X flagship in this combat round, but no more than those
/// ships can take (sustain damage included, §82).
fn ship_hits_required(state: &State, seat: Seat, system: u32, c: &Combat, hits: u8) -> u32 {
    let graviton: u32 = if c.cannon {
        state
            .tech
            .ship_hits
            .iter()
            .filter(|(s, _)| *s == seat)
            .map(|(_, n)| u32::from(*n))
            .sum()
    } else {
        0
    };
    let flagship: u32 = c
        .ship_hits
        .iter()
        .filter(|(s, _)| *s == seat)
        .map(|(_, n)| u32::from(*n))
        .sum();
    let bound = graviton + flagship;
    if bound == 0 {
        return 0;
    }
    let Some(i) = units::system_index(state, system) else {
        return 0;
    };
    let room: u32 = state.systems[i]
        .units
        .iter()
        .filter(|u| u.owner == seat && u.planet.is_none() && u.kind.is_ship())
        .filter(|u| u.kind != UnitKind::Fighter)
        .map(|u| {
            let sustain = super::agenda_effects::sustains(state, seat, u.kind)
                && !combat::sustain_denied(state, system, c, seat);
            u32::from(u.count)
                + if sustain {
                    u32::from(u.count - u.damaged)
                } else {
                    0
                }
        })
        .sum();
    bound.min(u32::from(hits)).min(room)
}

/// Graviton Laser System: space cannon hits bound to non-fighter ships must go there if able.
pub fn check_ship_hits(
    state: &State,
    seat: Seat,
    system: u32,
    c: &Combat,
    hits: u8,
    picks: &[combat::HitPick],
) -> Result<(), Msg> {
    let need = ship_hits_required(state, seat, system, c, hits);
    let on_ships: u32 = picks
        .iter()
        .filter(|p| p.kind != UnitKind::Fighter)
        .map(|p| u32::from(p.count))
        .sum();
    if on_ships < need {
        let id = if c.cannon {
            "ti4-graviton-hits"
        } else {
            "ti4-ship-hits"
        };
        return Err(Msg::new(id).num("count", need as i64));
    }
    Ok(())
}

/// The default hit assignment when Graviton Laser System binds hits: sustain damage first, then
/// the cheapest non-fighter ships until the bound hits are placed, then the usual default.
pub fn default_with_ship_hits(
    state: &State,
    seat: Seat,
    system: u32,
    c: &Combat,
    hits: u8,
    default: Vec<combat::HitPick>,
) -> Vec<combat::HitPick> {
    let need = ship_hits_required(state, seat, system, c, hits);
    let on_ships: u32 = default
        .iter()
        .filter(|p| p.kind != UnitKind::Fighter)
        .map(|p| u32::from(p.count))
        .sum();
    if on_ships >= need {
        return default;
    }
    let Some(i) = units::system_index(state, system) else {
        return default;
    };
    // Sustain picks of the default stay; then non-fighters by cost; the rest on fighters.
    let mut picks: Vec<combat::HitPick> = default.iter().filter(|p| p.sustain).cloned().collect();
    // Each sustain damage may cancel more than 1 hit (Non-Euclidean Shielding).
    let per = crate::games::ti4::effects::sustain_cancels(state, seat);
    let mut placed: u32 = picks
        .iter()
        .map(|p| u32::from(p.count) * per)
        .sum::<u32>()
        .min(u32::from(hits));
    let mut left_for_ships = need.saturating_sub(placed);
    let mut ships: Vec<(u32, UnitKind, u32)> = state.systems[i]
        .units
        .iter()
        .filter(|u| u.owner == seat && u.planet.is_none() && u.kind.is_ship())
        .filter(|u| u.kind != UnitKind::Fighter)
        .map(|u| {
            let cost = units::def(state, seat, u.kind)
                .and_then(|d| d.cost)
                .map(u32::from)
                .unwrap_or(99);
            (cost, u.kind, u32::from(u.count))
        })
        .collect();
    ships.sort();
    for (_, kind, n) in ships {
        if left_for_ships == 0 {
            break;
        }
        let k = n.min(left_for_ships);
        picks.push(combat::HitPick {
            kind,
            count: k as u8,
            sustain: false,
        });
        left_for_ships -= k;
        placed += k;
    }
    let fighters = units::count(&state.systems[i], seat, UnitKind::Fighter, None);
    let rest = (u32::from(hits).saturating_sub(placed)).min(fighters);
    if rest > 0 {
        picks.push(combat::HitPick {
            kind: UnitKind::Fighter,
            count: rest as u8,
            sustain: false,
        });
    }
    picks
}

// ---- Magen Defense Grid ----------------------------------------------------------------------

/// At the start of a ground combat round: asks a combatant who may exhaust Magen Defense Grid.
/// Returns whether the engine now waits for them.
pub fn ask_magen(state: &mut State, system: u32, c: &Combat) -> bool {
    let Some(planet) = c.planet.clone() else {
        return false;
    };
    if state
        .tech
        .magen_asked
        .iter()
        .any(|(p, r)| *p == planet && *r == c.round)
    {
        return false;
    }
    let Some(i) = units::system_index(state, system) else {
        return false;
    };
    let sys = &state.systems[i];
    let user = [c.defender, c.attacker].into_iter().find(|s| {
        // §86: another player's war sun in the system turns the shields off.
        let shields_off = sys.units.iter().any(|u| {
            u.owner != *s
                && units::def(state, u.owner, u.kind).is_some_and(|d| d.disables_planetary_shield)
        });
        let shield = sys.units.iter().any(|u| {
            u.owner == *s
                && u.planet.as_deref() == Some(planet.as_str())
                && units::def(state, *s, u.kind).is_some_and(|d| d.planetary_shield)
        });
        is_ready(state, *s, MAGEN) && shield && !shields_off
    });
    state.tech.magen_asked.push((planet.clone(), c.round));
    let Some(seat) = user else {
        return false;
    };
    state.tech.pause = Some(Pause::Magen {
        seat,
        planet,
        round: c.round,
    });
    true
}

/// Magen Defense Grid: whether `seat` makes no combat rolls in this round of `c`.
pub fn silenced(state: &State, c: &Combat, seat: Seat) -> bool {
    state
        .tech
        .magen
        .as_ref()
        .is_some_and(|(p, r, user)| Some(p) == c.planet.as_ref() && *r == c.round && *user != seat)
}

// ---- Integrated Economy ----------------------------------------------------------------------

/// §63: `seat` gained `planet`; in the active player's invasion, Integrated Economy will be
/// offered for it before the production step.
pub fn on_gain(state: &mut State, seat: Seat, planet: &str) {
    if matches!(active(state), Some((a, Some(_))) if a == seat)
        && units::has_tech(state, seat, ECONOMY)
        && !state.tech.gained.iter().any(|p| p == planet)
    {
        state.tech.gained.push(planet.to_string());
    }
}

/// Asks about the next planet gained in this invasion where Integrated Economy can produce
/// something. Returns whether the engine now waits.
pub fn ask_economy(state: &mut State) -> bool {
    let Some((seat, Some(_))) = active(state) else {
        state.tech.gained.clear();
        return false;
    };
    while !state.tech.gained.is_empty() {
        let planet = state.tech.gained.remove(0);
        if state.controller(&planet) == Some(seat)
            && !economy_offers(state, seat, &planet).is_empty()
        {
            state.tech.pause = Some(Pause::Economy { seat, planet });
            return true;
        }
    }
    false
}

/// Integrated Economy: produce `args` (`<units> [pay <planets>] [tg <n>]`) on `planet`.
fn economy(state: &mut State, seat: Seat, planet: &str, args: &str) -> Result<LogEntry, Msg> {
    let order = match crate::games::ti4::action::parse(state, &format!("produce {args}")) {
        Ok(Action::Produce(o)) if !o.units.is_empty() => o,
        Ok(_) | Err(_) => {
            return Err(Msg::new("ti4-economy-help").with("planet", planet_name(planet)));
        }
    };
    economy_build(state, seat, planet, &order)
}

fn economy_build(
    state: &mut State,
    seat: Seat,
    planet: &str,
    order: &Order,
) -> Result<LogEntry, Msg> {
    let i = system_of_planet(state, planet).ok_or_else(|| Msg::new("ti4-card-planet-off-board"))?;
    let limits = Limits {
        max_cost: Some(super::agenda_effects::resources(state, planet)),
        no_discount: true,
        ..Limits::default()
    };
    let entry = production::build_limited(state, seat, i, order, u32::MAX, Some(planet), limits)?;
    Ok(LogEntry::public(
        Msg::new("ti4-log-economy")
            .text("player", name(state, seat))
            .with("planet", planet_name(planet))
            .msg("production", entry.msg),
    ))
}

/// A few legal Integrated Economy orders for buttons.
pub fn economy_offers(state: &State, seat: Seat, planet: &str) -> Vec<String> {
    if super::agenda_effects::resources(state, planet) == 0 {
        return Vec::new();
    }
    cheap_offers(state, seat, |trial, args| {
        economy(trial, seat, planet, args).is_ok()
    })
}

/// Orders for buttons: 2 infantry or 2 fighters for 1, paid with a trade good or the smallest
/// ready planet, kept when `legal` accepts them (on a copy of the state).
pub(crate) fn cheap_offers(
    state: &State,
    seat: Seat,
    legal: impl Fn(&mut State, &str) -> bool,
) -> Vec<String> {
    let p = &state.players[seat];
    let pay = if p.trade_goods > 0 {
        Some("tg 1".to_string())
    } else {
        p.planets
            .iter()
            .filter(|c| !c.exhausted && super::agenda_effects::resources(state, &c.planet) > 0)
            .min_by_key(|c| super::agenda_effects::resources(state, &c.planet))
            .map(|c| format!("pay {}", c.planet))
    };
    let Some(pay) = pay else {
        return Vec::new();
    };
    ["infantry", "fighter"]
        .into_iter()
        .map(|kind| format!("2 {kind} {pay}"))
        .filter(|args| {
            let mut trial = state.clone();
            legal(&mut trial, args)
        })
        .collect()
}

// ---- Minister of War and Minister of Industry (laws) -----------------------------------------

/// Tiles holding one of `seat`'s command tokens.
fn token_tiles(state: &State, seat: Seat) -> Vec<u16> {
    state
        .systems
        .iter()
        .filter(|s| s.command_tokens.contains(&seat))
        .map(|s| s.tile)
        .collect()
}

/// At the end of `seat`'s action: the owner of Minister of War with a command token on the
/// board is asked whether to use it. Returns whether the engine now waits.
pub fn offer_minister_of_war(state: &mut State, seat: Seat) -> bool {
    let p = &state.players[seat];
    if state.tech.pause.is_some()
        || p.passed
        || p.eliminated
        || super::agenda_effects::owner(state, MINISTER_OF_WAR) != Some(seat)
        || token_tiles(state, seat).is_empty()
    {
        return false;
    }
    state.tech.pause = Some(Pause::MinisterOfWar { seat });
    true
}

/// Minister of War: the law is discarded, the token at `args` (a tile) goes back to
/// reinforcements, and the player takes 1 more action (the turn stays with them).
fn minister_of_war(state: &mut State, seat: Seat, args: &str) -> Result<Vec<LogEntry>, Msg> {
    let tile: u16 = args
        .trim()
        .parse()
        .map_err(|_| Msg::new("ti4-minister-of-war-help"))?;
    let i = state
        .systems
        .iter()
        .position(|s| s.tile == tile && s.command_tokens.contains(&seat))
        .ok_or_else(|| Msg::new("ti4-minister-of-war-no-token").num("tile", tile as i64))?;
    state.systems[i].command_tokens.retain(|s| *s != seat);
    state.players[seat].tokens.reinforcements += 1;
    if let Some(k) = state.laws.iter().position(|l| l.agenda == MINISTER_OF_WAR) {
        let law = state.laws.remove(k);
        state.agenda_discard.push(law.agenda);
    }
    Ok(vec![LogEntry::public(
        Msg::new("ti4-log-minister-of-war")
            .text("player", name(state, seat))
            .num("tile", tile as i64),
    )])
}

/// `seat` placed a space dock in the system at `position`: the owner of Minister of Industry is
/// asked whether their units there produce.
pub fn on_dock_placed(state: &mut State, seat: Seat, position: u32) {
    if state.tech.pause.is_none()
        && super::agenda_effects::owner(state, MINISTER_OF_INDUSTRY) == Some(seat)
    {
        state.tech.pause = Some(Pause::MinisterOfIndustry { seat, position });
    }
}

/// Minister of Industry: PRODUCTION of `seat`'s units in the system (§26: the values add up;
/// infantry land on the dock's planet).
fn minister_of_industry(
    state: &mut State,
    seat: Seat,
    position: u32,
    args: &str,
) -> Result<LogEntry, Msg> {
    let order = match crate::games::ti4::action::parse(state, &format!("produce {args}")) {
        Ok(Action::Produce(o)) if !o.units.is_empty() => o,
        Ok(_) | Err(_) => return Err(Msg::new("ti4-minister-of-industry-help")),
    };
    let i = units::system_index(state, position)
        .ok_or_else(|| Msg::new("ti4-minister-of-industry-help"))?;
    let (limit, landing) = production::capacity(state, seat, i);
    production::build(state, seat, i, &order, limit, landing.as_deref())
}

fn industry_offers(state: &State, seat: Seat, position: u32) -> Vec<String> {
    cheap_offers(state, seat, |trial, args| {
        minister_of_industry(trial, seat, position, args).is_ok()
    })
}

// ---- Transit Diodes --------------------------------------------------------------------------

/// Whether it is the start of `seat`'s turn: their turn, no action taken yet.
pub fn turn_start(state: &State, seat: Seat) -> bool {
    state.strategic.is_none()
        && state.turn_actions == 0
        && matches!(state.phase, Phase::Action { active, tactical: None } if active == seat)
}

/// One move of Transit Diodes: count, from (planet id or space area at a tile), to planet.
type Hop = (u32, Result<String, u16>, String);

fn parse_diodes(args: &str) -> Result<Vec<Hop>, Msg> {
    let help = || Msg::new("ti4-diodes-help");
    let mut hops = Vec::new();
    for part in args.split([';', ',']).filter(|p| !p.trim().is_empty()) {
        let w: Vec<&str> = part.split_whitespace().collect();
        let [n, from, to] = w[..] else {
            return Err(help());
        };
        let n: u32 = n.parse().map_err(|_| help())?;
        // A planet first: [0.0.0]'s id `000` reads as a number too.
        let from = match (content::planet(from), from.parse::<u16>()) {
            (Some((_, p)), _) => Ok(p.id.clone()),
            (None, Ok(tile)) => Err(tile),
            (None, Err(_)) => {
                return Err(Msg::new("ti4-unknown-planet").text("planet", from));
            }
        };
        let to = content::planet(to)
            .map(|(_, p)| p.id.clone())
            .ok_or_else(|| Msg::new("ti4-unknown-planet").text("planet", to))?;
        if n == 0 {
            return Err(help());
        }
        hops.push((n, from, to));
    }
    if hops.is_empty() {
        return Err(help());
    }
    Ok(hops)
}

/// Transit Diodes, at the start of one's turn: up to 4 ground forces to planets one controls.
fn transit_diodes(state: &mut State, seat: Seat, args: &str) -> Result<Applied, Msg> {
    if !turn_start(state, seat) {
        return Err(Msg::new("ti4-diodes-not-now"));
    }
    check_ready(state, seat, DIODES)?;
    let hops = parse_diodes(args)?;
    let total: u32 = hops.iter().map(|h| h.0).sum();
    if total > DIODES_MAX {
        return Err(Msg::new("ti4-diodes-too-many").num("count", total as i64));
    }
    let mut moved = Vec::new();
    for (n, from, to) in &hops {
        if state.controller(to) != Some(seat) {
            return Err(Msg::new("ti4-card-not-your-planet"));
        }
        let (si, planet) = match from {
            Ok(p) => (
                system_of_planet(state, p).ok_or_else(|| Msg::new("ti4-card-planet-off-board"))?,
                Some(p.as_str()),
            ),
            Err(tile) => (
                units::position_of_tile(state, *tile)
                    .and_then(|p| units::system_index(state, p))
                    .ok_or_else(|| Msg::new("ti4-no-such-system").num("tile", *tile as i64))?,
                None,
            ),
        };
        let have = units::count(&state.systems[si], seat, UnitKind::Infantry, planet);
        if have < *n {
            return Err(Msg::new("ti4-diodes-not-there")
                .num("count", *n as i64)
                .num("have", have as i64));
        }
        units::remove(
            &mut state.systems[si],
            seat,
            UnitKind::Infantry,
            planet,
            *n,
            false,
        );
        let ti =
            system_of_planet(state, to).ok_or_else(|| Msg::new("ti4-card-planet-off-board"))?;
        units::add(
            &mut state.systems[ti],
            seat,
            UnitKind::Infantry,
            Some(to),
            *n,
        );
        moved.push(Arg::msg(
            Msg::new("ti4-diodes-move")
                .num("count", *n)
                .with("planet", planet_name(to)),
        ));
    }
    exhaust(state, seat, DIODES);
    Ok(Applied {
        log: vec![LogEntry::public(
            Msg::new("ti4-log-diodes")
                .text("player", name(state, seat))
                .list("moves", moved),
        )],
        barrier: false,
    })
}

/// A legal Transit Diodes move for a button: up to 4 infantry from the planet holding most of
/// them to another planet the player controls with no other player's ground forces.
fn diodes_suggestion(state: &State, seat: Seat) -> Option<String> {
    let mut best: Option<(u32, String)> = None;
    for sys in &state.systems {
        for u in sys.units.iter().filter(|u| {
            u.owner == seat && u.kind == UnitKind::Infantry && u.planet.is_some() && u.count > 0
        }) {
            let n = u32::from(u.count);
            if best.as_ref().is_none_or(|b| n > b.0) {
                best = Some((n, u.planet.clone().unwrap_or_default()));
            }
        }
    }
    let (n, from) = best?;
    let to = state.players[seat]
        .planets
        .iter()
        .map(|c| c.planet.clone())
        .find(|p| *p != from)?;
    Some(format!("{} {from} {to}", n.min(DIODES_MAX)))
}

/// Abilities usable at the start of `seat`'s turn, as buttons (Transit Diodes).
pub fn turn_start_choices(state: &State, seat: Seat) -> Vec<Choice> {
    // fxb: and those of the effects registry (Chaos Mapping).
    let mut more = if turn_start(state, seat) {
        crate::games::ti4::effects::turn_start_choices(state, seat)
    } else {
        Vec::new()
    };
    let mut diodes = diodes_choices(state, seat);
    diodes.append(&mut more);
    diodes
}

/// Whether it is the start of `seat`'s own turn (before they have done anything in it).
pub(crate) fn at_turn_start(state: &State, seat: Seat) -> bool {
    turn_start(state, seat)
}

fn diodes_choices(state: &State, seat: Seat) -> Vec<Choice> {
    if !turn_start(state, seat) || !is_ready(state, seat, DIODES) {
        return Vec::new();
    }
    // No legal move: no button (a bare `use transit_diodes` is refused for its arguments).
    let Some(args) = diodes_suggestion(state, seat) else {
        return Vec::new();
    };
    let notation = format!("use {DIODES} {args}");
    vec![Choice {
        label: Msg::new("ti4-choice-diodes"),
        notation,
    }]
}

// ---- X-89 Bacterial Weapon (a component action) ----------------------------------------------

/// Planets X-89 may target: in a system holding one of `seat`'s ships with bombardment, with
/// another player's infantry on it (planetary shields don't stop it, §86).
pub fn x89_targets(state: &State, seat: Seat) -> Option<Vec<String>> {
    let mut out = Vec::new();
    for sys in &state.systems {
        let bombard = sys.units.iter().any(|u| {
            u.owner == seat
                && u.planet.is_none()
                && u.kind.is_ship()
                && units::def(state, seat, u.kind).is_some_and(|d| d.bombardment.is_some())
        });
        if !bombard {
            continue;
        }
        for u in &sys.units {
            if u.owner != seat
                && u.kind == UnitKind::Infantry
                && u.count > 0
                && let Some(p) = &u.planet
                && !out.contains(p)
            {
                out.push(p.clone());
            }
        }
    }
    (!out.is_empty()).then_some(out)
}

/// X-89 Bacterial Weapon: every infantry on the planet is destroyed.
pub fn x89(
    state: &mut State,
    seat: Seat,
    args: &str,
    _rng: &mut GameRng,
) -> Result<Vec<LogEntry>, Msg> {
    let planet = content::planet(args.trim())
        .map(|(_, p)| p.id.clone())
        .ok_or_else(|| Msg::new("ti4-x89-help"))?;
    if !x89_targets(state, seat).is_some_and(|t| t.contains(&planet)) {
        return Err(Msg::new("ti4-x89-no-target").with("planet", planet_name(&planet)));
    }
    let i =
        system_of_planet(state, &planet).ok_or_else(|| Msg::new("ti4-card-planet-off-board"))?;
    let mut destroyed = 0;
    for o in 0..state.players.len() {
        destroyed += units::remove(
            &mut state.systems[i],
            o,
            UnitKind::Infantry,
            Some(&planet),
            u32::MAX,
            false,
        )
        .0;
    }
    Ok(vec![LogEntry::public(
        Msg::new("ti4-log-x89")
            .text("player", name(state, seat))
            .with("planet", planet_name(&planet))
            .num("count", destroyed as i64),
    )])
}

// ---- Plasma Scoring ----------------------------------------------------------------------------

/// Plasma Scoring (FAQ): one unit rolls 1 extra die for a whole bombardment or space cannon
/// roll — given to the unit with the best value.
pub fn plasma_die(state: &State, seat: Seat, groups: &mut [(u8, u32)]) {
    if units::has_tech(state, seat, "plasma_scoring")
        && let Some(best) = groups.iter_mut().min_by_key(|g| g.0)
    {
        best.1 += 1;
    }
}

// fxa
/// After `seat` activates the system at `position`: a unit of theirs there that produces on
/// activation (the Arborec flagship, asked of the effects registry) opens its question, when
/// an order is possible. Returns whether the engine now waits.
pub fn ask_activation_production(state: &mut State, seat: Seat, position: u32) -> bool {
    let limit = crate::games::ti4::effects::activation_production(state, seat, position);
    if limit == 0 || state.tech.pause.is_some() || activation_offers(state, seat, limit).is_empty()
    {
        return false;
    }
    state.tech.pause = Some(Pause::Production { seat, limit });
    true
}

/// The after-activation production: `order` (`<units> [pay <planets>] [tg <n>]`) in the active
/// system, at most `limit` units, paid as usual (not PRODUCTION: no Sarween Tools).
fn activation_build(
    state: &mut State,
    seat: Seat,
    limit: u32,
    args: &str,
) -> Result<LogEntry, Msg> {
    let help = || Msg::new("ti4-fx-flagship-production-help").num("limit", i64::from(limit));
    let Some((_, Some(t))) = active(state).map(|(s, t)| (s, t.cloned())) else {
        return Err(help());
    };
    let order = match crate::games::ti4::action::parse(state, &format!("produce {args}")) {
        Ok(Action::Produce(o)) if !o.units.is_empty() => o,
        _ => return Err(help()),
    };
    let i = units::system_index(state, t.system).ok_or_else(help)?;
    let limits = production::Limits {
        max_cost: None,
        no_discount: true,
        not_docks: true,
    };
    let entry = production::build_limited(state, seat, i, &order, limit, None, limits)?;
    Ok(LogEntry::public(
        Msg::new("ti4-fx-log-flagship-production")
            .text("player", name(state, seat))
            .msg("production", entry.msg),
    ))
}

/// A few legal after-activation orders for buttons.
fn activation_offers(state: &State, seat: Seat, limit: u32) -> Vec<String> {
    cheap_offers(state, seat, |trial, args| {
        activation_build(trial, seat, limit, args).is_ok()
    })
}
// fxb
/// Exhausts `tech` and spends 1 strategy token (to reinforcements) for it.
fn exhaust_with_token(state: &mut State, seat: Seat, tech: &str) {
    exhaust(state, seat, tech);
    let p = &mut state.players[seat];
    p.tokens.strategy = p.tokens.strategy.saturating_sub(1);
    p.tokens.reinforcements += 1;
}

/// A faction technology of `seat`'s, ready, with a strategy token to spend on it: the one the
/// registry's query `find` names.
fn ready_with_token(
    state: &State,
    seat: Seat,
    find: fn(&str, &[String], u32) -> Option<&'static str>,
) -> Option<&'static str> {
    let p = state.players.get(seat).filter(|p| !p.eliminated)?;
    let t = find(&p.faction, &p.techs, state.rules)?;
    (p.tokens.strategy > 0 && is_ready(state, seat, t)).then_some(t)
}

/// The technology with which `seat` may cancel an action card another player plays, ready and
/// paid for (the effects registry: Instinct Training).
pub(crate) fn card_canceller(state: &State, seat: Seat) -> Option<&'static str> {
    ready_with_token(state, seat, crate::games::ti4::effects::card_cancel_tech)
}

/// The technology with which `seat` may end the turn of a player who activated a system
/// holding `seat`'s ships, ready and paid for (the effects registry: Nullification Field).
pub(crate) fn activation_ender(state: &State, seat: Seat) -> Option<&'static str> {
    ready_with_token(state, seat, crate::games::ti4::effects::activation_end_tech)
}

/// `react <technology>` in an action card's window: `seat` exhausts it and spends a strategy
/// token; the card is cancelled (Instinct Training).
pub(crate) fn cancel_card(state: &mut State, seat: Seat, tech: &str) -> Result<Msg, Msg> {
    let Some(w) = state
        .window
        .clone()
        .filter(|w| w.kind == super::window::Kind::ActionCard)
    else {
        return Err(Msg::new("ti4-no-window"));
    };
    if w.seat == seat || card_canceller(state, seat) != Some(tech) {
        return Err(Msg::new("ti4-reaction-help"));
    }
    exhaust_with_token(state, seat, tech);
    Ok(Msg::new("ti4-fx-log-card-cancelled")
        .text("player", name(state, seat))
        .with("tech", tech_name(tech))
        .with("card", super::action_cards::card_name(&w.card)))
}

/// `react <technology>` after another player's activation: `seat` exhausts it and spends a
/// strategy token; the active player's turn ends (Nullification Field).
pub(crate) fn end_activation(
    state: &mut State,
    seat: Seat,
    tech: &str,
) -> Result<Vec<LogEntry>, Msg> {
    let Some((active, Some(position))) =
        super::action_phase::active(state).map(|(a, t)| (a, t.map(|t| t.system)))
    else {
        return Err(Msg::new("ti4-window-pass-help"));
    };
    let ships_here = state
        .system_at(position)
        .is_some_and(|s| units::ship_owners(s).contains(&seat));
    if active == seat || !ships_here || activation_ender(state, seat) != Some(tech) {
        return Err(Msg::new("ti4-window-pass-help"));
    }
    exhaust_with_token(state, seat, tech);
    let mut log = vec![LogEntry::public(
        Msg::new("ti4-fx-log-activation-ended")
            .text("player", name(state, seat))
            .with("tech", tech_name(tech))
            .text("active", name(state, active)),
    )];
    log.extend(super::action_phase::finish_tactical(state));
    Ok(log)
}
