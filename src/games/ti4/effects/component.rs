//! Component actions (§8): an "ACTION:" ability printed on a card or a sheet, taken as the
//! turn's action instead of a tactical or strategic action.
//!
//! Every component action shares [`check_turn`] (the player's own turn in the action phase, no
//! tactical or strategic action under way) and [`finish`] (the action is over: the turn passes,
//! or Fleet Logistics offers a second action). Action cards (`play`, in `cards`) and promissory
//! notes (`note`, in `notes`) use both; technologies and, later, faction abilities are entries of
//! [`REGISTRY`] — adding one is one line naming its source, what it expects, the targets it may
//! take now, and its effect — and are taken with `use <id> <arguments>` through [`perform`].
//! [`choices`] lists those a seat may take now, as buttons of the turn prompt.

use super::factions;
use crate::core::msg::Arg;
use crate::core::rules::Applied;
use crate::core::{Choice, GameRng, LogEntry, Msg, Seat};
use crate::games::WithArg;
use crate::games::ti4::content::UnitKind;
use crate::games::ti4::rules::action_phase::{end_turn, require_turn};
use crate::games::ti4::rules::{self, techs};
use crate::games::ti4::state::{Happened, State, SystemState};

/// The targets an ability may take now, as argument texts: `None` when it can't be used now.
pub type Targets = fn(&State, Seat) -> Option<Vec<String>>;
/// The effect: checks the arguments and applies (the state is a working copy: an error discards
/// every change).
pub type Effect = fn(&mut State, Seat, &str, &mut GameRng) -> Result<Vec<LogEntry>, Msg>;

/// What a component action belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// A technology the player owns, ready; using it exhausts it (§29).
    Tech(&'static str),
    /// A faction's ability (its faction id): only that faction's player may use it.
    Faction(&'static str),
}

/// One registered component action.
pub struct ComponentAction {
    pub id: &'static str,
    pub source: Source,
    /// What `use <id>` expects after the id (help text and buttons).
    pub expects: &'static str,
    pub targets: Targets,
    pub effect: Effect,
}

impl ComponentAction {
    /// A technology's ACTION ability (exhausts the card).
    pub const fn tech(
        id: &'static str,
        expects: &'static str,
        targets: Targets,
        effect: Effect,
    ) -> Self {
        ComponentAction {
            id,
            source: Source::Tech(id),
            expects,
            targets,
            effect,
        }
    }

    /// A faction ability's ACTION.
    pub const fn faction(
        faction: &'static str,
        id: &'static str,
        expects: &'static str,
        targets: Targets,
        effect: Effect,
    ) -> Self {
        ComponentAction {
            id,
            source: Source::Faction(faction),
            expects,
            targets,
            effect,
        }
    }
}

/// Every component action taken with `use` (action cards and notes have their own commands).
pub static REGISTRY: &[ComponentAction] = &[
    ComponentAction::tech(techs::X89, "<planet>", techs::x89_targets, techs::x89),
    ComponentAction::faction(
        "sol",
        "orbital_drop",
        "<planet>",
        factions::sol::orbital_drop_targets,
        factions::sol::orbital_drop,
    ),
    ComponentAction::faction(
        "muaat",
        "star_forge",
        "<tile> fighters|destroyer",
        factions::muaat::star_forge_targets,
        factions::muaat::star_forge,
    ),
    ComponentAction::faction(
        "muaat",
        "inferno",
        "",
        factions::muaat::inferno_targets,
        factions::muaat::inferno,
    ),
    ComponentAction::tech(
        "production_biomes",
        "<player>",
        factions::hacan::production_biomes_targets,
        factions::hacan::production_biomes,
    ),
    ComponentAction::tech(
        "lazax_gate_folding",
        "",
        factions::winnu::gate_folding_targets,
        factions::winnu::gate_folding,
    ),
    ComponentAction::faction(
        "yssaril",
        "stall_tactics",
        "",
        super::factions::yssaril::stall_tactics_targets,
        super::factions::yssaril::stall_tactics,
    ),
    ComponentAction::tech(
        "wormhole_generator",
        "<alpha|beta> <tile>",
        super::factions::creuss::wormhole_generator_targets,
        super::factions::creuss::wormhole_generator,
    ),
    // fxb
    ComponentAction::tech(
        "mageon_implants",
        "<player>",
        super::factions::yssaril::mageon_targets,
        super::factions::yssaril::mageon,
    ),
];

pub fn find(id: &str) -> Option<&'static ComponentAction> {
    REGISTRY.iter().find(|c| c.id == id)
}

/// §8: a component action is taken on one's own turn in the action phase, instead of a tactical
/// or strategic action (not while one is under way).
pub fn check_turn(state: &State, seat: Seat) -> Result<(), Msg> {
    if require_turn(state, seat)?.is_some() {
        return Err(Msg::new("ti4-finish-tactical"));
    }
    Ok(())
}

/// The component action is over: the turn ends (or Fleet Logistics allows a second action).
pub fn finish(state: &mut State) -> Vec<LogEntry> {
    end_turn(state)
}

fn source_ok(state: &State, seat: Seat, c: &ComponentAction) -> Result<(), Msg> {
    match c.source {
        Source::Tech(t) => techs::check_ready(state, seat, t),
        Source::Faction(f) if state.players[seat].faction == f => Ok(()),
        Source::Faction(_) => Err(Msg::new("ti4-no-such-ability").text("ability", c.id)),
    }
}

/// `use <id> <args>` for a registered component action: checks the turn, the source and the
/// targets, applies the effect, exhausts the technology and ends the action.
pub fn perform(
    state: &mut State,
    seat: Seat,
    id: &str,
    args: &str,
    rng: &mut GameRng,
) -> Result<Applied, Msg> {
    let c = find(id).ok_or_else(|| Msg::new("ti4-no-such-ability").text("ability", id))?;
    check_turn(state, seat)?;
    source_ok(state, seat, c)?;
    // §8.3: only an action that can be resolved is started.
    if (c.targets)(state, seat).is_none() {
        return Err(Msg::new("ti4-component-no-target").with("ability", label(c)));
    }
    if args.trim().is_empty() && !c.expects.is_empty() {
        return Err(Msg::new("ti4-component-usage")
            .with("ability", label(c))
            .text("notation", format!("use {} {}", c.id, c.expects)));
    }
    let mut log = vec![LogEntry::public(
        Msg::new("ti4-log-component")
            .text("player", rules::name(state, seat))
            .with("ability", label(c)),
    )];
    let before = state.systems.clone();
    log.extend((c.effect)(state, seat, args, rng)?);
    record_changes(state, seat, c.id, &before);
    if let Source::Tech(t) = c.source {
        techs::exhaust(state, seat, t);
    }
    log.extend(finish(state));
    Ok(Applied { log, barrier: true })
}

/// Records, in each system the component action `id` changed (against `before`), what came
/// onto it and what left it (`Happened::Component`), so that the focus picture's key says it
/// as it says a tactical action's changes (§8 KO).
fn record_changes(state: &mut State, seat: Seat, id: &str, before: &[SystemState]) {
    // How many units of `kind` a system holds, over all owners and places in it.
    let count = |s: Option<&SystemState>, kind: UnitKind| -> i32 {
        s.map_or(0, |s| {
            s.units
                .iter()
                .filter(|u| u.kind == kind)
                .map(|u| i32::from(u.count))
                .sum()
        })
    };
    let mut changed = Vec::new();
    for s in &state.systems {
        let old = before.iter().find(|b| b.position == s.position);
        if old == Some(s) {
            continue;
        }
        let mut kinds: Vec<UnitKind> = s
            .units
            .iter()
            .chain(old.iter().flat_map(|o| &o.units))
            .map(|u| u.kind)
            .collect();
        kinds.sort_unstable();
        kinds.dedup();
        let (mut added, mut removed) = (Vec::new(), Vec::new());
        for k in kinds {
            let d = count(Some(s), k) - count(old, k);
            let n = u8::try_from(d.unsigned_abs()).unwrap_or(u8::MAX);
            match d.cmp(&0) {
                std::cmp::Ordering::Greater => added.push((k, n)),
                std::cmp::Ordering::Less => removed.push((k, n)),
                std::cmp::Ordering::Equal => {}
            }
        }
        changed.push((s.position, added, removed));
    }
    for (position, added, removed) in changed {
        state.record(
            position,
            Happened::Component {
                seat,
                id: id.to_string(),
                added,
                removed,
            },
        );
    }
}

/// A component action's name in the reader's language, by its id (`use <id>`); the id as
/// written when none is registered so.
pub fn name_of(id: &str) -> Arg {
    find(id).map_or_else(|| Arg::text(id), label)
}

/// A target in words: a planet by its name, anything else as written.
fn target_label(t: &str) -> Arg {
    match crate::games::ti4::content::planet(t) {
        Some((_, p)) => crate::games::ti4::content::planet_name(&p.id),
        None => Arg::text(t),
    }
}

fn label(c: &ComponentAction) -> Arg {
    match c.source {
        Source::Tech(t) => techs::tech_name(t),
        // fx8: the ability's name in the reader's language.
        Source::Faction(f) => super::all()
            .find(|a| {
                a.faction == f
                    && (a.id.split_once('.').is_some_and(|(_, x)| x == c.id)
                        || a.name
                            .to_ascii_lowercase()
                            .replace(' ', "_")
                            .ends_with(c.id))
            })
            .map_or_else(|| Arg::text(c.id), super::ability_name),
    }
}

/// The component actions `seat` may take now (registry entries), and the abilities of the start
/// of their turn, as buttons: one per listed target, capped.
pub fn choices(state: &State, seat: Seat) -> Vec<Choice> {
    let mut out = techs::turn_start_choices(state, seat);
    if check_turn(state, seat).is_err() {
        return out;
    }
    for c in REGISTRY {
        if source_ok(state, seat, c).is_err() {
            continue;
        }
        let Some(targets) = (c.targets)(state, seat) else {
            continue;
        };
        if targets.is_empty() {
            out.push(Choice {
                label: Msg::new("ti4-choice-component").with("ability", label(c)),
                notation: format!("use {}", c.id),
            });
        }
        for t in targets {
            out.push(Choice {
                label: Msg::new("ti4-choice-component-at")
                    .with("ability", label(c))
                    .with("target", target_label(&t)),
                notation: format!("use {} {t}", c.id),
            });
        }
    }
    out
}
