//! The action phase (§37, §88): turns in initiative order, one action per turn — a tactical
//! action (§59), a strategic action (§57), a component action (§8, see `component`) or passing.

use super::{name, units};
use crate::core::rules::Applied;
use crate::core::{Choice, LogEntry, Msg, Prompt, Seat};
use crate::games::WithArg;
use crate::games::ti4::rules::strategy::card_name;
use crate::games::ti4::state::{CombatKind, Phase, State, Tactical, TacticalStep};

/// The seat whose turn it is and the tactical action under way, if any.
pub fn active(state: &State) -> Option<(Seat, Option<&Tactical>)> {
    match &state.phase {
        Phase::Action { active, tactical } => Some((*active, tactical.as_deref())),
        _ => None,
    }
}

pub fn tactical_mut(state: &mut State) -> Option<&mut Tactical> {
    match &mut state.phase {
        Phase::Action { tactical, .. } => tactical.as_deref_mut(),
        _ => None,
    }
}

/// Checks that it is `seat`'s turn; returns the phase error otherwise.
pub fn require_turn(state: &State, seat: Seat) -> Result<Option<&Tactical>, Msg> {
    if state.strategic.is_some() {
        return Err(Msg::new("ti4-finish-strategic"));
    }
    match active(state) {
        None => Err(Msg::new("ti4-wrong-phase-action")),
        Some((a, _)) if a != seat => Err(Msg::new("not-your-turn").text("player", name(state, a))),
        Some((_, t)) => Ok(t),
    }
}

/// A strategy card the player holds that is still ready (unused this round).
fn ready_cards(state: &State, seat: Seat) -> Vec<u8> {
    state.players[seat]
        .strategy_cards
        .iter()
        .copied()
        .filter(|c| state.slot(*c).is_some_and(|s| !s.exhausted))
        .collect()
}

pub fn prompts(state: &State) -> Vec<Prompt> {
    let Some((seat, tactical)) = active(state) else {
        return Vec::new();
    };
    match tactical {
        None => {
            let mut choices: Vec<Choice> = ready_cards(state, seat)
                .into_iter()
                .map(|c| Choice {
                    label: Msg::new("ti4-choice-strategic").with("card", card_name(c)),
                    notation: format!("strategic {c}"),
                })
                .collect();
            // §59.1: a tactical action in each system the player may activate.
            choices.extend(activation_choices(state, seat));
            // Component actions (§8) and start-of-turn abilities the player may use now.
            choices.extend(super::component::choices(state, seat));
            if state.turn_actions > 0 {
                choices.push(Choice {
                    label: Msg::new("ti4-choice-end-turn"),
                    notation: "end turn".into(),
                });
            } else if ready_cards(state, seat).is_empty() {
                choices.push(Choice {
                    label: Msg::new("ti4-choice-pass"),
                    notation: "pass".into(),
                });
            }
            vec![Prompt {
                seat,
                id: "turn".into(),
                ask: Msg::new("ti4-ask-turn"),
                choices,
                private: false,
            }]
        }
        Some(t) => match &t.step {
            TacticalStep::Movement => {
                // The movement built with buttons (rules/draft.rs), then moving nothing.
                let (ask, mut choices) = super::draft::movement(state, seat, t.system);
                choices.push(Choice {
                    label: Msg::new("ti4-choice-no-move"),
                    notation: "move none".into(),
                });
                // Abilities used before moving (the effects registry: Spatial Conduit
                // Cylinders).
                choices.extend(crate::games::ti4::effects::movement_choices(state, seat));
                vec![Prompt {
                    seat,
                    id: "move".into(),
                    ask: ask.unwrap_or_else(|| {
                        Msg::new("ti4-ask-move").num("tile", units::tile_at(state, t.system) as i64)
                    }),
                    choices,
                    private: false,
                }]
            }
            TacticalStep::Combat(c) if c.announcing.is_some() => {
                let who = c.announcing.unwrap_or(seat);
                let mut choices: Vec<Choice> = super::combat::retreat_options(state, t.system, who)
                    .into_iter()
                    .map(|p| {
                        let tile = units::tile_at(state, p);
                        Choice {
                            label: Msg::new("ti4-choice-retreat").num("tile", tile as i64),
                            notation: format!("retreat {tile}"),
                        }
                    })
                    .collect();
                choices.push(Choice {
                    label: Msg::new("ti4-choice-no-retreat"),
                    notation: "retreat no".into(),
                });
                choices.push(Choice {
                    label: Msg::new("ti4-choice-never-retreat"),
                    notation: "retreat never".into(),
                });
                // Munitions Reserves (the effects registry): paid before the roll.
                if super::combat::may_pay_munitions(state, who).is_ok() {
                    choices.push(Choice {
                        label: Msg::new("ti4-fx-choice-munitions"),
                        notation: "reroll munitions pay".into(),
                    });
                }
                vec![Prompt {
                    seat: who,
                    id: "retreat".into(),
                    ask: Msg::new("ti4-ask-retreat"),
                    choices,
                    private: false,
                }]
            }
            TacticalStep::Combat(c) => {
                let mut out = Vec::new();
                for (who, hits) in [(c.attacker, c.attacker_hits), (c.defender, c.defender_hits)] {
                    if hits > 0 {
                        out.push(Prompt {
                            seat: who,
                            id: "hits".into(),
                            ask: Msg::new(match c.kind {
                                // Courageous to the End: ships to destroy, not hits.
                                _ if c.destroy => "ti4-ask-destroy-ships",
                                CombatKind::Space => "ti4-ask-assign-space",
                                CombatKind::Ground => "ti4-ask-assign-ground",
                            })
                            .num("hits", hits as i64),
                            choices: vec![Choice {
                                label: Msg::new("ti4-choice-default-hits"),
                                notation: "hits default".into(),
                            }],
                            private: false,
                        });
                    }
                }
                out
            }
            TacticalStep::Invasion => {
                // The landing built with buttons (rules/draft.rs), then no invasion.
                let (ask, mut choices) = super::draft::invasion(state, seat, t.system);
                choices.push(Choice {
                    label: Msg::new("ti4-choice-no-invasion"),
                    notation: "invade none".into(),
                });
                // §81: bombard a planet without landing (a landing may add `bombard …`).
                for p in super::invasion::bombard_options(state, seat) {
                    choices.push(Choice {
                        label: Msg::new("ti4-choice-bombard")
                            .with("planet", crate::games::ti4::content::planet_name(&p)),
                        notation: format!("invade none bombard {p}"),
                    });
                }
                vec![Prompt {
                    seat,
                    id: "invade".into(),
                    ask: ask.unwrap_or_else(|| Msg::new("ti4-ask-invade")),
                    choices,
                    private: false,
                }]
            }
            TacticalStep::Production => {
                // The production and its payment built with buttons (rules/draft.rs).
                let (ask, mut choices) = super::draft::production(state, seat);
                choices.push(Choice {
                    label: Msg::new("ti4-choice-no-production"),
                    notation: "produce none".into(),
                });
                // fxb: abilities used as units produce (the effects registry: Hegemonic Trade
                // Policy).
                choices.extend(crate::games::ti4::effects::production_choices(state, seat));
                vec![Prompt {
                    seat,
                    id: "produce".into(),
                    ask: ask.unwrap_or_else(|| Msg::new("ti4-ask-produce")),
                    choices,
                    private: false,
                }]
            }
        },
    }
}

/// A system's name as on the board: its tile number and its planets (or what the tile shows
/// when it has none: a wormhole, an anomaly, empty space).
pub fn system_label(state: &State, position: u32) -> Msg {
    use crate::core::msg::Arg;
    use crate::games::ti4::content::{self, Anomaly, Wormhole};
    let tile = units::tile_at(state, position);
    let data = content::system(tile);
    let planets: Vec<Arg> = data
        .map(|d| {
            d.planets
                .iter()
                .map(|p| content::planet_name(&p.id))
                .collect()
        })
        .unwrap_or_default();
    let what = if !planets.is_empty() {
        Msg::new("plain").list("text", planets)
    } else {
        let mark = data.and_then(|d| {
            d.anomaly
                .map(|a| match a {
                    Anomaly::AsteroidField => "ti4-mark-asteroid-field",
                    Anomaly::Nebula => "ti4-mark-nebula",
                    Anomaly::Supernova => "ti4-mark-supernova",
                    Anomaly::GravityRift => "ti4-mark-gravity-rift",
                })
                .or_else(|| {
                    d.wormholes.first().map(|w| match w {
                        Wormhole::Alpha => "ti4-mark-alpha",
                        Wormhole::Beta => "ti4-mark-beta",
                        _ => "ti4-mark-delta",
                    })
                })
        });
        Msg::new(mark.unwrap_or("ti4-system-empty"))
    };
    Msg::new("ti4-system-label")
        .num("tile", tile as i64)
        .msg("name", what)
}

/// The name as on the board of the system holding tile `tile` ([`system_label`]), or the
/// bare number of a tile not on the board.
pub fn tile_label(state: &State, tile: u16) -> Msg {
    match units::position_of_tile(state, tile) {
        Some(position) => system_label(state, position),
        None => Msg::new("ti4-rider-choice-tile").num("tile", i64::from(tile)),
    }
}

/// §59.1: "Tactical action" in each system `seat` may activate now: a tactic token in their
/// pool, none of their command tokens there, nothing else forbidding it (`activate` checks the
/// same).
fn activation_choices(state: &State, seat: Seat) -> Vec<Choice> {
    if state.players[seat].tokens.tactic == 0 || super::agenda_effects::excess_pending(state) {
        return Vec::new();
    }
    let mut systems: Vec<(u16, u32)> = state
        .systems
        .iter()
        .enumerate()
        .filter(|(_, s)| !s.command_tokens.contains(&seat))
        .filter(|(i, _)| {
            crate::games::ti4::effects::activation_forbidden_by(state, seat, *i).is_none()
        })
        .map(|(_, s)| (s.tile, s.position))
        .collect();
    // In tile-number order, as players look them up on the board.
    systems.sort();
    systems
        .into_iter()
        .map(|(tile, position)| Choice {
            label: Msg::new("ti4-choice-activate").msg("system", system_label(state, position)),
            notation: format!("activate {tile}"),
        })
        .collect()
}

/// Fleet Logistics: after a first action, the player ends the turn instead of taking a second.
pub fn finish_turn(state: &mut State, seat: Seat) -> Result<Applied, Msg> {
    if require_turn(state, seat)?.is_some() {
        return Err(Msg::new("ti4-finish-tactical"));
    }
    if state.turn_actions == 0 {
        return Err(Msg::new("ti4-no-turn-to-end"));
    }
    Ok(Applied {
        log: next_turn(state),
        barrier: true,
    })
}

/// §37.4: a player may pass only once they have used every strategy card they hold.
pub fn pass(state: &mut State, seat: Seat) -> Result<Applied, Msg> {
    if require_turn(state, seat)?.is_some() {
        return Err(Msg::new("ti4-finish-tactical"));
    }
    if state.turn_actions > 0 {
        return Err(Msg::new("ti4-end-turn-instead"));
    }
    let ready = ready_cards(state, seat);
    if !ready.is_empty() {
        let cards = ready.iter().map(|c| card_name(*c)).collect::<Vec<_>>();
        return Err(Msg::new("ti4-cannot-pass").list("cards", cards));
    }
    state.players[seat].passed = true;
    let mut log = vec![LogEntry::public(
        Msg::new("ti4-log-pass").text("player", name(state, seat)),
    )];
    log.extend(end_turn(state));
    Ok(Applied { log, barrier: true })
}

/// §57: the strategic action. The card is exhausted; its primary and the other players'
/// secondaries are not automated yet, so the log says to apply them with adjustments.
pub fn strategic(state: &mut State, seat: Seat, card: u8) -> Result<Applied, Msg> {
    if require_turn(state, seat)?.is_some() {
        return Err(Msg::new("ti4-finish-tactical"));
    }
    if !state.players[seat].strategy_cards.contains(&card) {
        return Err(Msg::new("ti4-not-your-card").with("card", card_name(card)));
    }
    let slot = state
        .strategy_cards
        .iter_mut()
        .find(|c| c.initiative == card)
        .ok_or_else(|| Msg::new("ti4-not-your-card").with("card", card_name(card)))?;
    if slot.exhausted {
        return Err(Msg::new("ti4-card-exhausted").with("card", card_name(card)));
    }
    let _ = slot;
    let log = super::strategic::begin(state, seat, card);
    Ok(Applied {
        log,
        barrier: false,
    })
}

/// §59.1, §87: spend a tactic token to activate a system that holds none of your tokens.
pub fn activate(
    state: &mut State,
    seat: Seat,
    tile: u16,
    rng: &mut crate::core::GameRng,
) -> Result<Applied, Msg> {
    if require_turn(state, seat)?.is_some() {
        return Err(Msg::new("ti4-finish-tactical"));
    }
    let Some(position) = units::position_of_tile(state, tile) else {
        return Err(Msg::new("ti4-no-such-system").num("tile", tile as i64));
    };
    if state.players[seat].tokens.tactic == 0 {
        return Err(Msg::new("ti4-no-tactic-token"));
    }
    let idx = units::system_index(state, position).expect("position from the board");
    if state.systems[idx].command_tokens.contains(&seat) {
        return Err(Msg::new("ti4-own-token-there").num("tile", tile as i64));
    }
    // Chaos Mapping (the effects registry): no activating an asteroid field it guards.
    if let Some(o) = crate::games::ti4::effects::activation_forbidden_by(state, seat, idx) {
        return Err(Msg::new("ti4-fx-chaos-mapping").text("player", name(state, o)));
    }
    state.players[seat].tokens.tactic -= 1;
    state.systems[idx].command_tokens.push(seat);
    state.activated.push((position, seat));
    super::techs::on_activate(state);
    // Play-area notes of owners with units here go back (Support for the Throne, …).
    let returned = super::notes::on_activate(state, seat, idx);
    if let Phase::Action { tactical, .. } = &mut state.phase {
        *tactical = Some(Box::new(Tactical::new(position)));
    }
    let mut log = vec![LogEntry::public(
        Msg::new("ti4-log-activate")
            .text("player", name(state, seat))
            .msg("system", system_label(state, position)),
    )];
    log.extend(returned);
    // Abilities of the other players with ships here (the effects registry: E-Res Siphons).
    log.extend(crate::games::ti4::effects::after_activation(
        state, seat, idx,
    ));
    log.extend(neuroglaive(state, seat, idx));
    // fxa: a unit that produces after its system is activated (the Arborec flagship).
    super::techs::ask_activation_production(state, seat, position);
    // Minister of Peace (a law): its holder may end this turn now.
    log.extend(super::agenda_effects::after_activation(
        state, seat, position, rng,
    ));
    Ok(Applied {
        log,
        barrier: false,
    })
}

/// After `seat` activates the system at index `idx`: each other player with ships there whose
/// technology taxes activations (Neuroglaive, asked of the effects registry) takes 1 token from
/// `seat`'s fleet pool back to reinforcements.
fn neuroglaive(state: &mut State, seat: Seat, idx: usize) -> Vec<LogEntry> {
    let mut log = Vec::new();
    let taxers: Vec<Seat> = (0..state.players.len())
        .filter(|&o| o != seat && units::has_ships(&state.systems[idx], o))
        .filter(|&o| {
            let p = &state.players[o];
            crate::games::ti4::effects::taxes_activation(&p.faction, &p.techs, state.rules)
        })
        .collect();
    for o in taxers {
        if state.players[seat].tokens.fleet == 0 {
            break;
        }
        state.players[seat].tokens.fleet -= 1;
        log.push(LogEntry::public(
            Msg::new("ti4-log-neuroglaive")
                .text("player", name(state, seat))
                .text("owner", name(state, o)),
        ));
    }
    log
}

/// Ends the tactical action and the turn.
pub fn finish_tactical(state: &mut State) -> Vec<LogEntry> {
    if let Phase::Action { tactical, .. } = &mut state.phase {
        *tactical = None;
    }
    // fxb: an ability of the effects registry used once the tactical action is resolved
    // (Reclamation) is asked before the turn ends.
    if let Some(seat) = state.tech.after_tactical.take()
        && state.tech.pause.is_none()
        && crate::games::ti4::effects::after_tactical_hook(state, seat).is_some()
    {
        state.tech.pause = Some(super::techs::Pause::AfterTactical { seat });
        return Vec::new();
    }
    end_turn(state)
}

/// §88: the next player in initiative order who has not passed takes a turn; when everyone
/// has passed the action phase ends (§37).
pub fn end_turn(state: &mut State) -> Vec<LogEntry> {
    let Some((current, _)) = active(state) else {
        return Vec::new();
    };
    // Minister of War (a law): its owner is asked first whether to take 1 more action.
    if super::techs::offer_minister_of_war(state, current) {
        return Vec::new();
    }
    next_turn(state)
}

/// The action is over and nothing else is offered: a second action (Fleet Logistics) or the
/// next player's turn.
pub fn next_turn(state: &mut State) -> Vec<LogEntry> {
    let Some((current, _)) = active(state) else {
        return Vec::new();
    };
    // fxb: planet values swapped until the end of the turn (Hegemonic Trade Policy) return.
    state.tech.swapped = None;
    // Fleet Logistics: a second action this turn (or `end turn`).
    let p = &state.players[current];
    if state.turn_actions == 0
        && !p.passed
        && !p.eliminated
        && units::has_tech(state, current, "fleet_logistics")
    {
        state.turn_actions = 1;
        return vec![LogEntry::public(
            Msg::new("ti4-log-second-action").text("player", name(state, current)),
        )];
    }
    state.turn_actions = 0;
    state.turns_done += 1;
    state.last_research = None;
    let order = state.initiative_order.clone();
    let at = order.iter().position(|s| *s == current).unwrap_or(0);
    let next = (1..=order.len())
        .map(|i| order[(at + i) % order.len()])
        .find(|s| !state.players[*s].passed);
    match next {
        Some(seat) => {
            // A new turn: transactions start afresh (§1), and an unanswered offer lapses.
            state.traded_with.clear();
            state.offer = None;
            state.phase = Phase::Action {
                active: seat,
                tactical: None,
            };
            let mut log = vec![LogEntry::public(
                Msg::new("ti4-log-next-turn").text("player", name(state, seat)),
            )];
            log.extend(units::place_revived(state, seat));
            log
        }
        None => {
            let mut log = vec![LogEntry::public(Msg::new("ti4-log-status-phase"))];
            log.extend(super::status::begin(state));
            log
        }
    }
}
