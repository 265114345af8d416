//! Strategic actions (§57): the holder resolves the card's primary ability, then every other
//! player may resolve the secondary — asked at once in a reaction window (rules/window.rs), the
//! answers applied clockwise from the holder's left (§57.1) — paying a strategy token,
//! except for Leadership and for players the Trade primary designated (§17, §79) — and then the
//! card is exhausted. One file for all eight cards (§79 Leadership, §40 Diplomacy, §65 Politics,
//! §2 Construction, §17 Trade, §60 Warfare, §12 Technology, §66 Imperial).
//!
//! Every primary and secondary has buttons (`prompts`, `secondary_choices`), each choice tried
//! on a copy of the state where its legality is not plain: Diplomacy a system, Construction a
//! placement, Warfare a system then the tokens, Technology a first then a paid second research
//! — the two-part ones keep `Strategic::draft` between the parts (`primary <first part> then`,
//! then the second part, `primary done` or `primary back`), so typed primaries are unchanged.
//!
//! Not automated yet, said in the log: action-card draws (Politics), the agenda peek (Politics),
//! and Warfare's secondary (production at the home space dock).

use crate::core::msg::Arg;
use crate::games::WithArg;
use serde::{Deserialize, Serialize};

use super::action_phase::end_turn;
use super::status::{self, Cost};
use super::{name, units};
use crate::core::rules::Applied;
use crate::core::{Choice, GameRng, LogEntry, Msg, Prompt, Seat};
use crate::games::ti4::content::{self, UnitKind};
use crate::games::ti4::rules::strategy::card_name;
use crate::games::ti4::state::State;

pub const LEADERSHIP: u8 = 1;
pub const DIPLOMACY: u8 = 2;
pub const POLITICS: u8 = 3;
pub const CONSTRUCTION: u8 = 4;
pub const TRADE: u8 = 5;
pub const WARFARE: u8 = 6;
pub const TECHNOLOGY: u8 = 7;
pub const IMPERIAL: u8 = 8;

/// A strategic action under way.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Strategic {
    pub card: u8,
    pub holder: Seat,
    /// `None` while the primary is awaited; then the secondary round.
    pub secondary: Option<Secondaries>,
    /// Politics (§65): the holder has looked at the top 2 agendas and must put them back.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub agenda_look: bool,
    /// The primary's first part chosen by buttons (`primary <args> then`), kept until its second
    /// part completes it: Technology's first technology, Construction's first structure,
    /// Warfare's system. The arguments as typed; nothing on the board has changed yet.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draft: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Secondaries {
    /// Clockwise from the holder's left (§57.1).
    pub order: Vec<Seat>,
    pub next: usize,
    /// Players who resolve it without paying a strategy token (Trade's designated players).
    pub free: Vec<Seat>,
    /// Warfare: the production each player asked is building by buttons (rules/draft.rs),
    /// dropped when its answer applies. Shown only in that player's private prompt: like an
    /// answer given before its turn, it stays hidden until it applies.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub drafts: Vec<(Seat, crate::games::ti4::state::Draft)>,
}

/// Secret objectives a player may hold, scored ones included (§16.17).
pub const SECRET_LIMIT: usize = 3;

fn words(text: &str) -> Vec<&str> {
    text.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .collect()
}

fn planet_id(word: &str) -> Result<String, Msg> {
    content::planet(word)
        .map(|(_, p)| p.id.clone())
        .ok_or_else(|| Msg::new("ti4-unknown-planet").text("planet", word))
}

/// Starts the strategic action of `card`.
pub fn begin(state: &mut State, seat: Seat, card: u8) -> Vec<LogEntry> {
    state.strategic = Some(Strategic {
        card,
        holder: seat,
        secondary: None,
        agenda_look: false,
        draft: None,
    });
    vec![LogEntry::public(
        Msg::new("ti4-log-strategic")
            .text("player", name(state, seat))
            .with("card", card_name(card)),
    )]
}

fn choice(label: Msg, notation: impl Into<String>) -> Choice {
    Choice {
        label,
        notation: notation.into(),
    }
}

pub fn prompts(state: &State) -> Vec<Prompt> {
    let Some(sa) = &state.strategic else {
        return Vec::new();
    };
    match &sa.secondary {
        None if sa.agenda_look => {
            // The agendas looked at are secret: the choice goes by DM.
            let choices = [
                ("keep", "ti4-choice-arrange-keep"),
                ("swap", "ti4-choice-arrange-swap"),
                ("first-bottom", "ti4-choice-arrange-first-bottom"),
                ("second-bottom", "ti4-choice-arrange-second-bottom"),
                ("both-bottom", "ti4-choice-arrange-both-bottom"),
            ]
            .iter()
            .map(|(mode, label)| choice(Msg::new(*label), format!("primary arrange {mode}")))
            .collect();
            vec![Prompt {
                seat: sa.holder,
                id: "arrange".into(),
                ask: Msg::new("ti4-ask-arrange"),
                choices,
                private: true,
            }]
        }
        None if sa.draft.is_some() => draft_prompts(state, sa),
        None => {
            let mut choices = Vec::new();
            match sa.card {
                LEADERSHIP => {
                    // §74.3: the tokens gained are capped by the reinforcements; the buttons
                    // place exactly that many (the bot soak with every faction found 3 offered
                    // with 2 left).
                    let n = 3.min(state.players[sa.holder].tokens.reinforcements);
                    let splits: &[(u8, u8, u8)] = match n {
                        3 => &[(1, 1, 1), (2, 1, 0), (2, 0, 1), (3, 0, 0)],
                        2 => &[(1, 1, 0), (1, 0, 1), (2, 0, 0), (0, 1, 1)],
                        1 => &[(1, 0, 0), (0, 1, 0), (0, 0, 1)],
                        _ => &[(0, 0, 0)],
                    };
                    choices.extend(split_choices(
                        splits.iter().copied(),
                        "ti4-choice-tokens",
                        "primary",
                        None,
                    ));
                }
                POLITICS => {
                    for (seat, p) in state.players.iter().enumerate() {
                        if seat != state.speaker {
                            choices.push(choice(
                                Msg::new("ti4-choice-speaker").text("player", &p.name),
                                format!("primary speaker {}", seat + 1),
                            ));
                        }
                    }
                }
                TRADE => {
                    choices.push(choice(Msg::new("ti4-choice-trade-none"), "primary"));
                    choices.push(choice(Msg::new("ti4-choice-trade-all"), "primary all"));
                }
                IMPERIAL => {
                    for id in imperial_scorable(state, sa.holder) {
                        choices.push(choice(
                            Msg::new("ti4-choice-score")
                                .with("objective", status::objective_name(&id)),
                            format!("primary {id}"),
                        ));
                    }
                    choices.push(choice(Msg::new("ti4-choice-score-nothing"), "primary none"));
                }
                // Propagation (the effects registry): command tokens instead of research.
                TECHNOLOGY if propagates(state, sa.holder) => {
                    choices.extend(split_choices(
                        token_splits(state, sa.holder, 0),
                        "ti4-choice-tokens",
                        "primary tokens",
                        None,
                    ));
                    // fxa: the primary's second research (6 resources): 3 more tokens.
                    let more = propagation_more(state, sa.holder);
                    if more > 0
                        && let Some(pay) =
                            status::default_payment(state, sa.holder, Cost::Resources(6))
                    {
                        let n = propagation_count(state, sa.holder, 0) + more;
                        choices.extend(split_choices(
                            splits_of(n),
                            "ti4-fx-choice-propagation-paid",
                            "primary tokens",
                            Some(&pay),
                        ));
                    }
                }
                // The first technology (free), then the second is asked (`draft_prompts`).
                TECHNOLOGY => {
                    for t in researchable(state, sa.holder) {
                        choices.push(choice(
                            Msg::new("ti4-choice-research").name("tech", t.catalog_id()),
                            format!("primary {} then", t.id),
                        ));
                    }
                    // fxb: technologies a prerequisite waiver opens (Inheritance Systems).
                    for (t, label) in waived_research(state, sa.holder) {
                        choices.push(choice(label, format!("primary {}", t.id)));
                    }
                }
                DIPLOMACY => choices.extend(diplomacy_choices(state, sa.holder)),
                CONSTRUCTION => {
                    for (kind, planet) in placements(state, sa.holder, true) {
                        choices.push(choice(
                            construct_label(kind, &planet),
                            format!("primary {kind} {planet} then"),
                        ));
                    }
                }
                WARFARE => {
                    let holder = sa.holder;
                    for sys in &state.systems {
                        if sys.command_tokens.contains(&holder) {
                            choices.push(choice(
                                Msg::new("ti4-choice-warfare-system").msg(
                                    "system",
                                    super::action_phase::system_label(state, sys.position),
                                ),
                                format!("primary {} then", sys.tile),
                            ));
                        }
                    }
                    // No token on the board: only the redistribution (§13).
                    if choices.is_empty() {
                        choices.extend(token_split_choices(state, holder, 0, "primary tokens"));
                    }
                }
                _ => {}
            }
            // §13: a primary that can't be resolved at all is skipped.
            if choices.is_empty() && matches!(sa.card, CONSTRUCTION | DIPLOMACY | TECHNOLOGY) {
                choices.push(choice(
                    Msg::new("ti4-choice-primary-nothing"),
                    "primary none",
                ));
            }
            vec![Prompt {
                seat: sa.holder,
                id: format!("p{}", sa.card),
                ask: Msg::new(format!("ti4-ask-primary-{}", sa.card)),
                choices,
                private: false,
            }]
        }
        // The secondaries are a reaction window (rules/window.rs): its prompts ask them.
        Some(_) => Vec::new(),
    }
}

/// Whether `seat` pays a strategy token to resolve the secondary of `card` (§57.2): not for
/// Leadership, nor for Trade when the effects registry says so (Hacan's Masters of Trade).
pub fn secondary_costs_token(state: &State, card: u8, seat: Seat) -> bool {
    let masters = card == TRADE
        && state.players.get(seat).is_some_and(|p| {
            crate::games::ti4::effects::permits(
                &p.faction,
                state.rules,
                crate::games::ti4::effects::Permission::FreeTradeSecondary,
            )
        });
    card != LEADERSHIP && !masters
}

/// Whether `seat` resolves the Technology card's primary when paying a token for its secondary
/// (the effects registry: Jol-Nar's Brilliant).
fn brilliant(state: &State, seat: Seat) -> bool {
    state.players.get(seat).is_some_and(|p| {
        crate::games::ti4::effects::permits(
            &p.faction,
            state.rules,
            crate::games::ti4::effects::Permission::TechnologyPrimaryForSecondary,
        )
    })
}

/// What a secondary prompt asks `seat`.
pub(crate) fn secondary_ask(state: &State, seat: Seat) -> Msg {
    let Some(sa) = &state.strategic else {
        return Msg::new("ti4-no-strategic");
    };
    let free = sa
        .secondary
        .as_ref()
        .is_some_and(|s| s.free.contains(&seat));
    if sa.card == WARFARE
        && let Some(ask) =
            super::draft::production_ask(state, seat, super::draft::Producing::Warfare)
    {
        return Msg::new("ti4-ask-secondary-6-draft").msg("draft", ask);
    }
    Msg::new(format!("ti4-ask-secondary-{}", sa.card)).num("free", i64::from(free))
}

/// Whether the secondary prompt of the strategic action under way is private: Warfare's, whose
/// production is built by buttons before its turn may come (§57.1: it stays hidden until then).
pub(crate) fn secondary_private(state: &State) -> bool {
    state
        .strategic
        .as_ref()
        .is_some_and(|sa| sa.card == WARFARE)
}

/// Whether a Warfare secondary is being asked: `draft …` steps go to it.
pub(crate) fn warfare_asked(state: &State) -> bool {
    state.strategic.as_ref().is_some_and(|sa| {
        sa.card == WARFARE
            && sa.secondary.is_some()
            && state
                .window
                .as_ref()
                .is_some_and(|w| w.kind == super::window::Kind::Secondary)
    })
}

/// The production `seat` is building for the Warfare secondary (empty when none).
pub fn warfare_draft(state: &State, seat: Seat) -> crate::games::ti4::state::Draft {
    state
        .strategic
        .as_ref()
        .and_then(|sa| sa.secondary.as_ref())
        .and_then(|sec| sec.drafts.iter().find(|(s, _)| *s == seat))
        .map(|(_, d)| d.clone())
        .unwrap_or_default()
}

pub(crate) fn set_warfare_draft(
    state: &mut State,
    seat: Seat,
    draft: crate::games::ti4::state::Draft,
) {
    if let Some(sec) = state
        .strategic
        .as_mut()
        .and_then(|sa| sa.secondary.as_mut())
    {
        sec.drafts.retain(|(s, _)| *s != seat);
        if !draft.is_empty() {
            sec.drafts.push((seat, draft));
        }
    }
}

/// Whether `seat` may build its Warfare secondary's production now: it is asked and can pay the
/// strategy token (§57.2) unless it is free.
pub(crate) fn may_draft_warfare(state: &State, seat: Seat) -> Result<(), Msg> {
    let asked = warfare_asked(state)
        && state.window.as_ref().is_some_and(|w| {
            w.pending.contains(&seat) && !w.answers.iter().any(|(s, _)| *s == seat)
        });
    if !asked {
        return Err(Msg::new("ti4-not-your-secondary"));
    }
    let free = state
        .strategic
        .as_ref()
        .and_then(|sa| sa.secondary.as_ref())
        .is_some_and(|sec| sec.free.contains(&seat));
    if !free && state.players[seat].tokens.strategy == 0 {
        return Err(Msg::new("ti4-no-strategy-token"));
    }
    Ok(())
}

/// The choices of `seat`'s secondary prompt: the card's usual answers, and Decline unless Trade
/// designated them.
pub(crate) fn secondary_choices(state: &State, seat: Seat) -> Vec<Choice> {
    let Some(sa) = &state.strategic else {
        return Vec::new();
    };
    let free = sa
        .secondary
        .as_ref()
        .is_some_and(|s| s.free.contains(&seat));
    let mut choices = Vec::new();
    // A paid secondary needs a strategy token (§57.2): without one, only Decline.
    let can_pay = free
        || !secondary_costs_token(state, sa.card, seat)
        || state
            .players
            .get(seat)
            .is_some_and(|p| p.tokens.strategy > 0);
    match sa.card {
        LEADERSHIP => choices.extend(leadership_secondary_choices(state, seat)),
        DIPLOMACY if can_pay => {
            let exhausted = exhausted_planets(state, seat);
            let pairs: Vec<Vec<&String>> = if exhausted.len() == 1 {
                vec![vec![&exhausted[0]]]
            } else {
                (0..exhausted.len())
                    .flat_map(|i| {
                        let exhausted = &exhausted;
                        (i + 1..exhausted.len()).map(move |j| vec![&exhausted[i], &exhausted[j]])
                    })
                    .collect()
            };
            for pair in pairs {
                let ids: Vec<String> = pair.iter().map(|s| s.to_string()).collect();
                choices.push(choice(
                    ready_msg(&ids),
                    format!("secondary ready {}", ids.join(" ")),
                ));
            }
        }
        CONSTRUCTION if can_pay => {
            for (kind, planet) in placements(state, seat, false) {
                choices.push(choice(
                    construct_label(kind, &planet),
                    format!("secondary {kind} {planet}"),
                ));
            }
        }
        // §60: the Production of the home space dock, built a unit at a time (rules/draft.rs),
        // and (fx8) orders paid by a planet an ability used as units use PRODUCTION changes
        // (Hegemonic Trade Policy).
        WARFARE if can_pay => {
            choices.extend(super::draft::production_choices(
                state,
                seat,
                super::draft::Producing::Warfare,
            ));
            choices.extend(warfare_ability_choices(state, seat));
        }
        TRADE => choices.push(choice(Msg::new("ti4-choice-secondary-trade"), "secondary")),
        IMPERIAL => choices.push(choice(
            Msg::new("ti4-choice-secondary-imperial"),
            "secondary",
        )),
        POLITICS => choices.push(choice(
            Msg::new("ti4-choice-secondary-politics"),
            "secondary",
        )),
        // Propagation: command tokens instead of research, the secondary's cost paid.
        TECHNOLOGY if propagates(state, seat) => {
            let back = u8::from(!free);
            if let Some(pay) = status::default_payment(state, seat, Cost::Resources(4)) {
                choices.extend(split_choices(
                    token_splits(state, seat, back),
                    "ti4-fx-choice-propagation-paid",
                    "secondary tokens",
                    Some(&pay),
                ));
            }
        }
        // Brilliant: the primary instead (the first technology free).
        TECHNOLOGY if !free && brilliant(state, seat) => {
            for t in researchable(state, seat).into_iter().take(20) {
                choices.push(choice(
                    Msg::new("ti4-fx-choice-brilliant").name("tech", t.catalog_id()),
                    format!("secondary {}", t.id),
                ));
            }
        }
        TECHNOLOGY => {
            // Only what the seat can pay for, each with its cheapest exact payment spelled out
            // (another payment can be typed: `secondary <tech> pay <planets> tg <n>`).
            for t in researchable(state, seat).into_iter().filter_map(|t| {
                research_payment(state, seat, &t.id, Cost::Resources(4)).map(|p| (t, p))
            }) {
                let (t, pay) = t;
                choices.push(choice(
                    Msg::new("ti4-choice-research-paid")
                        .name("tech", t.catalog_id())
                        .msg("paid", pay.msg()),
                    format!("secondary {} {}", t.id, pay.notation())
                        .trim()
                        .to_string(),
                ));
            }
            // fxb: technologies a prerequisite waiver opens (Inheritance Systems), paid with it.
            for (t, label) in waived_research(state, seat) {
                if let Some(pay) = research_payment(state, seat, &t.id, Cost::Resources(4)) {
                    choices.push(choice(
                        with_paid(label, pay.msg()),
                        format!("secondary {} {}", t.id, pay.notation())
                            .trim()
                            .to_string(),
                    ));
                }
            }
        }
        _ => {}
    }
    if !free {
        choices.push(choice(Msg::new("ti4-choice-decline"), "decline"));
    }
    choices
}

/// Whether `secondary <args>` would be accepted as `seat`'s Warfare secondary (the home space
/// dock's PRODUCTION), tried on `trial`.
fn home_dock_accepts(trial: &mut State, seat: Seat, args: &str) -> bool {
    matches!(
        crate::games::ti4::action::parse(trial, &format!("produce {args}")),
        Ok(crate::games::ti4::action::Action::Produce(o)) if !o.units.is_empty()
            && super::production::home_dock(trial, seat, &o).is_ok()
    )
}

/// The Warfare secondary's buttons beside the unit-by-unit production: for each planet an
/// ability used as units use PRODUCTION offers (Hegemonic Trade Policy), the orders that planet
/// pays for once that ability is used.
fn warfare_ability_choices(state: &State, seat: Seat) -> Vec<Choice> {
    let mut out: Vec<Choice> = Vec::new();
    for (id, planets) in crate::games::ti4::effects::production_offers(state, seat) {
        for planet in planets.into_iter().take(6) {
            let mut used = state.clone();
            let Some((hook, _)) = crate::games::ti4::effects::production_use(&used, seat, id)
            else {
                continue;
            };
            if hook(&mut used, seat, &planet).is_err() {
                continue;
            }
            for units in [
                "2 infantry",
                "2 fighter",
                "1 destroyer",
                "1 cruiser",
                "1 carrier",
            ] {
                let args = format!("{units} pay {planet}");
                if home_dock_accepts(&mut used.clone(), seat, &args) {
                    out.push(choice(
                        Msg::new("ti4-fx-choice-produce-with")
                            .with("ability", super::techs::tech_name(id))
                            .with("planet", content::planet_name(&planet))
                            .text("order", &args),
                        format!("secondary {id} {planet} {args}"),
                    ));
                }
            }
        }
    }
    out
}

/// The planets `seat` controls that are exhausted, the most valuable first (resources plus
/// influence): what Diplomacy readies.
fn exhausted_planets(state: &State, seat: Seat) -> Vec<String> {
    let Some(p) = state.players.get(seat) else {
        return Vec::new();
    };
    let mut out: Vec<(u32, String)> = p
        .planets
        .iter()
        .filter(|c| c.exhausted)
        .map(|c| {
            let value = content::planet(&c.planet).map_or(0, |(_, pl)| {
                u32::from(pl.resources) + u32::from(pl.influence)
            });
            (value, c.planet.clone())
        })
        .collect();
    out.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
    out.into_iter().map(|(_, id)| id).collect()
}

fn planet_arg(id: &str) -> Arg {
    content::planet(id).map_or_else(|| Arg::text(id), |(_, p)| Arg::name(p.catalog_id()))
}

/// "Ready X and Y" for up to two planets ("Nothing to ready" for none).
fn ready_msg(ids: &[String]) -> Msg {
    match ids {
        [] => Msg::new("ti4-choice-ready-none"),
        [one] => Msg::new("ti4-choice-ready-one").with("planet", planet_arg(one)),
        [first, second, ..] => Msg::new("ti4-choice-ready-two")
            .with("first", planet_arg(first))
            .with("second", planet_arg(second)),
    }
}

/// §40 primary by buttons: one choice per legal system (not Mecatol Rex, a planet the holder
/// controls), named as on the board, readying the two most valuable exhausted planets.
fn diplomacy_choices(state: &State, seat: Seat) -> Vec<Choice> {
    let ready: Vec<String> = exhausted_planets(state, seat).into_iter().take(2).collect();
    let ready_part = if ready.is_empty() {
        String::new()
    } else {
        format!(" ready {}", ready.join(" "))
    };
    let home = state.players.get(seat).map(|p| p.home_position);
    let mut systems: Vec<usize> = (0..state.systems.len())
        .filter(|&i| {
            let sys = &state.systems[i];
            sys.position != 0
                && units::position_of_tile(state, sys.tile) == Some(sys.position)
                && content::system(sys.tile).is_some_and(|t| {
                    t.planets
                        .iter()
                        .any(|p| state.controller(&p.id) == Some(seat))
                })
        })
        .collect();
    // The home system first.
    systems.sort_by_key(|&i| Some(state.systems[i].position) != home);
    systems
        .into_iter()
        .map(|i| {
            choice(
                Msg::new("ti4-choice-diplomacy")
                    .msg(
                        "system",
                        super::action_phase::system_label(state, state.systems[i].position),
                    )
                    .msg("ready", ready_msg(&ready)),
                format!("primary {}{ready_part}", state.systems[i].tile),
            )
        })
        .collect()
}

/// §2: every structure `seat` may place now, as (`pds`|`dock`, planet): each one tried on a
/// copy of the state, so only what `apply` accepts is offered.
fn placements(state: &State, seat: Seat, primary: bool) -> Vec<(&'static str, String)> {
    let Some(p) = state.players.get(seat) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for card in &p.planets {
        for kind in ["dock", "pds"] {
            let mut copy = state.clone();
            if construct(&mut copy, seat, &[kind, &card.planet], primary).is_ok() {
                out.push((kind, card.planet.clone()));
            }
        }
    }
    out
}

fn construct_label(kind: &str, planet: &str) -> Msg {
    Msg::new("ti4-choice-construct")
        .text("unit", kind)
        .with("planet", planet_arg(planet))
}

/// Every way to place `seat`'s command tokens among the pools, with `extra` tokens more than
/// its sheet holds now (Warfare's token taken back), the fleet pool never below the ships of
/// a system (§83.3 as `units::check_fleet_pool` says): the closest to the pools as they are
/// first (the extra token in the tactic pool).
fn token_split_choices(state: &State, seat: Seat, extra: u8, prefix: &str) -> Vec<Choice> {
    let Some(p) = state.players.get(seat) else {
        return Vec::new();
    };
    let (t0, f0, s0) = (p.tokens.tactic + extra, p.tokens.fleet, p.tokens.strategy);
    let total = t0 + f0 + s0;
    let mut splits = Vec::new();
    for t in 0..=total {
        for f in 0..=total - t {
            if units::check_fleet_pool(state, seat, f).is_ok() {
                splits.push((t, f, total - t - f));
            }
        }
    }
    splits.sort_by_key(|&(t, f, s)| (t.abs_diff(t0) + f.abs_diff(f0) + s.abs_diff(s0), 255 - t));
    split_choices(splits, "ti4-choice-token-split", prefix, None)
}

/// The first three words of `args` as a placement of command tokens `(tactic, fleet,
/// strategy)`; refused with `help` unless they are three numbers.
fn split_args(args: &[&str], help: &str) -> Result<(u8, u8, u8), Msg> {
    let nums: Vec<u8> = args
        .iter()
        .take(3)
        .map(|w| w.parse::<u8>())
        .collect::<Result<_, _>>()
        .map_err(|_| Msg::new(help))?;
    let [t, f, s] = nums[..] else {
        return Err(Msg::new(help));
    };
    Ok((t, f, s))
}

/// One choice per placement `(tactic, fleet, strategy)` of command tokens (Leadership,
/// Propagation, Warfare): labelled `label` (with what is paid, when `pay` is given), pressing
/// `<prefix> <t> <f> <s>` followed by the payment.
fn split_choices(
    splits: impl IntoIterator<Item = (u8, u8, u8)>,
    label: &str,
    prefix: &str,
    pay: Option<&status::Payment>,
) -> Vec<Choice> {
    splits
        .into_iter()
        .map(|(t, f, s)| {
            let msg = Msg::new(label)
                .num("tactic", i64::from(t))
                .num("fleet", i64::from(f))
                .num("strategy", i64::from(s));
            match pay {
                Some(pay) => choice(
                    msg.msg("paid", pay.msg()),
                    format!("{prefix} {t} {f} {s} {}", pay.notation())
                        .trim()
                        .to_string(),
                ),
                None => choice(msg, format!("{prefix} {t} {f} {s}")),
            }
        })
        .collect()
}

/// §79 secondary by buttons: for each number of tokens the seat can buy (1 per 3 influence,
/// capped by its reinforcements), every placement of them, with the cheapest payment spelled
/// out; each checked on a copy of the state.
fn leadership_secondary_choices(state: &State, seat: Seat) -> Vec<Choice> {
    let Some(p) = state.players.get(seat) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut seen = Vec::new();
    for n in 1..=u32::from(p.tokens.reinforcements) {
        let Some(pay) = status::default_payment(state, seat, Cost::Influence(3 * n)) else {
            break;
        };
        let influence = pay.tg as u32 * crate::games::ti4::effects::trade_good_worth(state, seat)
            + pay
                .planets
                .iter()
                .map(|id| super::agenda_effects::influence(state, id))
                .sum::<u32>();
        let gained = (influence / 3).min(u32::from(p.tokens.reinforcements)) as u8;
        if gained == 0 || seen.contains(&gained) {
            continue;
        }
        seen.push(gained);
        let legal = splits_of(gained).into_iter().filter(|(t, f, s)| {
            let args = format!("{t} {f} {s} {}", pay.notation());
            gain_tokens(&mut state.clone(), seat, 0, &words(&args)).is_ok()
        });
        out.extend(split_choices(
            legal,
            "ti4-choice-tokens-paid",
            "secondary",
            Some(&pay),
        ));
    }
    out
}

/// Checks the first part of a primary chosen by buttons (`primary <first> then`) on a copy.
fn check_first_part(state: &State, seat: Seat, card: u8, first: &str) -> Result<(), Msg> {
    let args = words(first);
    let mut copy = state.clone();
    match card {
        TECHNOLOGY => {
            let [tech] = args[..] else {
                return Err(Msg::new("ti4-research-help"));
            };
            research_paid(&mut copy, seat, tech, Cost::None, None).map(|_| ())
        }
        CONSTRUCTION if args.len() == 2 => construct(&mut copy, seat, &args, true).map(|_| ()),
        CONSTRUCTION => Err(Msg::new("ti4-construction-help")),
        _ => {
            let tile: u16 = match args[..] {
                [w] => w.parse().map_err(|_| Msg::new("ti4-warfare-help"))?,
                _ => return Err(Msg::new("ti4-warfare-help")),
            };
            let has = units::position_of_tile(state, tile)
                .and_then(|pos| units::system_index(state, pos))
                .is_some_and(|i| state.systems[i].command_tokens.contains(&seat));
            if has {
                Ok(())
            } else {
                Err(Msg::new("ti4-no-token-there").num("tile", i64::from(tile)))
            }
        }
    }
}

/// The second part of a primary chosen by buttons: Technology's second research (6 resources,
/// the cheapest payment spelled out) or none, Construction's optional PDS, Warfare's tokens
/// placed again; and Back to choose the first part again.
fn draft_prompts(state: &State, sa: &Strategic) -> Vec<Prompt> {
    let seat = sa.holder;
    let first = sa.draft.clone().unwrap_or_default();
    let mut choices = Vec::new();
    let mut after = state.clone();
    match sa.card {
        TECHNOLOGY => {
            if research_paid(&mut after, seat, &first, Cost::None, None).is_ok() {
                for t in researchable(&after, seat) {
                    if let Some(pay) = research_payment(&after, seat, &t.id, Cost::Resources(6)) {
                        choices.push(choice(
                            Msg::new("ti4-choice-research-second")
                                .name("tech", t.catalog_id())
                                .msg("paid", pay.msg()),
                            format!("primary {} {}", t.id, pay.notation())
                                .trim()
                                .to_string(),
                        ));
                    }
                }
            }
            choices.push(choice(
                Msg::new("ti4-choice-no-second-research"),
                "primary done",
            ));
        }
        CONSTRUCTION => {
            if construct(&mut after, seat, &words(&first), true).is_ok() {
                for (kind, planet) in placements(&after, seat, true) {
                    if kind == "pds" {
                        choices.push(choice(
                            construct_label(kind, &planet),
                            format!("primary pds {planet}"),
                        ));
                    }
                }
            }
            choices.push(choice(Msg::new("ti4-choice-no-second-pds"), "primary done"));
        }
        _ => choices.extend(token_split_choices(state, seat, 1, "primary tokens")),
    }
    choices.push(choice(Msg::new("ti4-choice-primary-back"), "primary back"));
    vec![Prompt {
        seat,
        id: format!("p{}-2", sa.card),
        ask: Msg::new(format!("ti4-ask-primary-{}-second", sa.card)),
        choices,
        private: false,
    }]
}

/// The primary ability (`text`: the card's arguments).
pub fn primary(
    state: &mut State,
    seat: Seat,
    text: &str,
    rng: &mut GameRng,
) -> Result<Applied, Msg> {
    let Some(sa) = state.strategic.clone() else {
        return Err(Msg::new("ti4-no-strategic"));
    };
    if sa.secondary.is_some() || sa.holder != seat {
        return Err(Msg::new("ti4-not-your-primary"));
    }
    let args = words(text);
    if sa.agenda_look {
        return arrange_agendas(state, seat, &args, rng);
    }
    // A primary chosen in two parts by buttons (`primary <first part> then`, then the second
    // part, `primary done` or `primary back`): the two parts are resolved as one primary.
    let joined;
    let args = match (&sa.draft, args.last()) {
        (Some(_), _) if args.len() == 1 && args[0].eq_ignore_ascii_case("back") => {
            if let Some(s) = &mut state.strategic {
                s.draft = None;
            }
            return Ok(Applied::default());
        }
        (Some(first), _) if args.len() == 1 && args[0].eq_ignore_ascii_case("done") => {
            if sa.card == WARFARE {
                return Err(Msg::new("ti4-warfare-help"));
            }
            joined = first.clone();
            words(&joined)
        }
        (Some(first), _) => {
            joined = format!("{first} {text}");
            words(&joined)
        }
        (None, Some(last))
            if last.eq_ignore_ascii_case("then")
                && matches!(sa.card, TECHNOLOGY | CONSTRUCTION | WARFARE)
                && !(sa.card == TECHNOLOGY && propagates(state, seat)) =>
        {
            let first = args[..args.len() - 1].join(" ");
            check_first_part(state, seat, sa.card, &first)?;
            if let Some(s) = &mut state.strategic {
                s.draft = Some(first);
            }
            return Ok(Applied::default());
        }
        (None, _) => args,
    };
    if let Some(s) = &mut state.strategic {
        s.draft = None;
    }
    let mut log = Vec::new();
    let mut free = Vec::new();
    // §13: an ability is resolved as far as it can be; when a card's primary can't be resolved
    // at all (no planet for a structure, no system for Diplomacy) it is skipped.
    let none = args.first().is_some_and(|w| w.eq_ignore_ascii_case("none"));
    if none && matches!(sa.card, CONSTRUCTION | DIPLOMACY) {
        if default_primary(state).is_some() {
            return Err(Msg::new("ti4-primary-possible").with("card", card_name(sa.card)));
        }
        log.push(LogEntry::public(
            Msg::new("ti4-log-primary-nothing").text("player", name(state, seat)),
        ));
    }
    match sa.card {
        CONSTRUCTION | DIPLOMACY if none => {}
        LEADERSHIP => log.push(gain_tokens(state, seat, 3, &args)?),
        DIPLOMACY => log.extend(diplomacy(state, seat, &args)?),
        POLITICS => {
            let who = args.iter().find(|w| !w.eq_ignore_ascii_case("speaker"));
            let Some(who) = who else {
                return Err(Msg::new("ti4-politics-help"));
            };
            let target = crate::games::ti4::action::seat_of(state, who)?;
            if target == state.speaker {
                return Err(Msg::new("ti4-already-speaker").text("player", name(state, target)));
            }
            state.speaker = target;
            log.push(LogEntry::public(
                Msg::new("ti4-log-speaker").text("player", name(state, target)),
            ));
            // §65: draw 2 action cards, then look at the top 2 agendas in secret.
            log.extend(super::action_cards::draw(state, seat, 2, rng));
            if !state.agenda_deck.is_empty() {
                let top = state
                    .agenda_deck
                    .iter()
                    .take(2)
                    .map(|id| content::agenda_name(id))
                    .reduce(|first, next| {
                        Arg::msg(
                            Msg::new("ti4-name-or")
                                .with("first", first)
                                .with("second", next),
                        )
                    })
                    .unwrap_or_else(|| Arg::text(""));
                log.push(LogEntry::private(
                    seat,
                    Msg::new("ti4-log-agenda-look").with("agendas", top),
                ));
                log.push(LogEntry::public(
                    Msg::new("ti4-log-agenda-look-public").text("player", name(state, seat)),
                ));
                if let Some(s) = &mut state.strategic {
                    s.agenda_look = true;
                }
                return Ok(Applied { log, barrier: true });
            }
        }
        CONSTRUCTION => log.extend(construct(state, seat, &args, true)?),
        TRADE => {
            let p = &mut state.players[seat];
            p.trade_goods += 3;
            let max = content::faction(&p.faction)
                .map(|f| f.commodities)
                .unwrap_or(0);
            p.commodities = max;
            free = if args.first().is_some_and(|w| w.eq_ignore_ascii_case("all")) {
                (0..state.players.len()).filter(|s| *s != seat).collect()
            } else {
                args.iter()
                    .map(|w| crate::games::ti4::action::seat_of(state, w))
                    .collect::<Result<Vec<_>, _>>()?
            };
            log.push(LogEntry::public(
                Msg::new("ti4-log-trade")
                    .text("player", name(state, seat))
                    .num("commodities", max as i64),
            ));
            log.extend(super::agenda_effects::on_replenish(state, seat));
            log.extend(super::notes::on_replenish(state, seat));
        }
        WARFARE => log.extend(warfare(state, seat, &args)?),
        TECHNOLOGY if args.first().is_some_and(|w| w.eq_ignore_ascii_case("none")) => {
            log.push(LogEntry::public(
                Msg::new("ti4-log-no-research").text("player", name(state, seat)),
            ));
        }
        TECHNOLOGY if propagates(state, seat) => {
            log.extend(propagation(state, seat, &args, Cost::None)?);
        }
        TECHNOLOGY => {
            let (techs, pay) = techs_and_payment(&args)?;
            let Some(first) = techs.first() else {
                return Err(Msg::new("ti4-research-help"));
            };
            if techs.len() > 2 {
                return Err(Msg::new("ti4-research-help"));
            }
            // The first technology is free: a payment goes with the second (6 resources).
            if techs.len() == 1 && pay.is_some() {
                return Err(Msg::new("ti4-research-no-cost").name(
                    "tech",
                    content::tech(first).map_or_else(|| first.to_string(), |t| t.catalog_id()),
                ));
            }
            log.extend(primary_research(
                state,
                seat,
                first,
                techs.get(1).copied(),
                pay,
            )?);
        }
        IMPERIAL => log.extend(imperial(state, seat, args.first().copied())?),
        _ => return Err(Msg::new("ti4-no-strategic")),
    }
    if matches!(state.phase, crate::games::ti4::state::Phase::Over { .. }) {
        return Ok(Applied { log, barrier: true });
    }
    // Peace Accords (the effects registry): asked before the secondaries open.
    if sa.card == DIPLOMACY && !none && ask_claim(state, seat, true) {
        return Ok(Applied { log, barrier: true });
    }
    log.extend(open_secondaries(state, seat, free, rng));
    Ok(Applied { log, barrier: true })
}

/// §57.1: every other player is asked at once whether to resolve the secondary; the answers
/// apply clockwise from the holder's left (a window, rules/window.rs). Passed players are asked
/// too (§37.3). Trade's designated players resolve it for free without being asked (§17.5).
pub(crate) fn open_secondaries(
    state: &mut State,
    seat: Seat,
    free: Vec<Seat>,
    rng: &mut GameRng,
) -> Vec<LogEntry> {
    let order = super::window::left_of(state, seat);
    if let Some(s) = &mut state.strategic {
        s.agenda_look = false;
        s.secondary = Some(Secondaries {
            order: order.clone(),
            next: 0,
            free,
            drafts: Vec::new(),
        });
    }
    super::window::open(state, super::window::Kind::Secondary, seat, order, rng)
}

/// §65: put the 2 agendas looked at back on the top or the bottom of the deck, in any order:
/// `arrange keep | swap | first-bottom | second-bottom | both-bottom`. Then the secondaries.
fn arrange_agendas(
    state: &mut State,
    seat: Seat,
    args: &[&str],
    rng: &mut GameRng,
) -> Result<Applied, Msg> {
    let mode = args
        .iter()
        .find(|w| !w.eq_ignore_ascii_case("arrange"))
        .copied()
        .unwrap_or("");
    let n = state.agenda_deck.len().min(2);
    let top: Vec<String> = state.agenda_deck.drain(..n).collect();
    let (mut on_top, mut bottom): (Vec<String>, Vec<String>) = (Vec::new(), Vec::new());
    match (mode.to_ascii_lowercase().as_str(), &top[..]) {
        ("keep", _) => on_top = top.clone(),
        ("swap", [a, b]) => on_top = vec![b.clone(), a.clone()],
        ("first-bottom", [a, rest @ ..]) => {
            on_top = rest.to_vec();
            bottom = vec![a.clone()];
        }
        ("second-bottom", [a, b]) => {
            on_top = vec![a.clone()];
            bottom = vec![b.clone()];
        }
        ("both-bottom", _) => bottom = top.clone(),
        _ => {
            // Put them back as they were and say what is accepted.
            let mut deck = top;
            deck.append(&mut state.agenda_deck);
            state.agenda_deck = deck;
            return Err(Msg::new("ti4-arrange-help"));
        }
    }
    let kept = on_top.len();
    let mut deck = on_top;
    deck.append(&mut state.agenda_deck);
    deck.extend(bottom.iter().cloned());
    state.agenda_deck = deck;
    let mut log = vec![LogEntry::public(
        Msg::new("ti4-log-agenda-arranged")
            .text("player", name(state, seat))
            .num("top", kept as i64)
            .num("bottom", bottom.len() as i64),
    )];
    log.extend(open_secondaries(state, seat, Vec::new(), rng));
    Ok(Applied { log, barrier: true })
}

/// Whether the state comes from a snapshot saved while the secondaries were asked one player
/// at a time: secondaries under way and no window for them.
pub(crate) fn legacy_secondaries(state: &State) -> bool {
    let has_window = state
        .window
        .iter()
        .chain(state.held_windows.iter())
        .any(|w| w.kind == super::window::Kind::Secondary);
    state
        .strategic
        .as_ref()
        .is_some_and(|sa| sa.secondary.is_some())
        && !has_window
}

/// Opens the secondaries' window for the players of such a snapshot still to answer.
pub(crate) fn resume_legacy(state: &mut State, rng: &mut GameRng) -> Vec<LogEntry> {
    let Some(sa) = state.strategic.clone() else {
        return Vec::new();
    };
    let Some(sec) = sa.secondary else {
        return Vec::new();
    };
    let seats: Vec<Seat> = sec.order.iter().skip(sec.next).copied().collect();
    super::window::open(state, super::window::Kind::Secondary, sa.holder, seats, rng)
}

/// A secondary (`None` = decline) outside its window: there is none to answer.
pub fn secondary(
    state: &mut State,
    _seat: Seat,
    _text: Option<&str>,
    _rng: &mut GameRng,
) -> Result<Applied, Msg> {
    Err(Msg::new(if state.strategic.is_some() {
        "ti4-not-your-secondary"
    } else {
        "ti4-no-strategic"
    }))
}

/// Applies `seat`'s secondary (`None` = decline) when its turn in the window's order has come
/// (§57.1).
pub(crate) fn apply_secondary(
    state: &mut State,
    seat: Seat,
    text: Option<&str>,
    rng: &mut GameRng,
) -> Result<Vec<LogEntry>, Msg> {
    let Some(sa) = state.strategic.clone() else {
        return Err(Msg::new("ti4-no-strategic"));
    };
    let Some(sec) = &sa.secondary else {
        return Err(Msg::new("ti4-not-your-secondary"));
    };
    let free = sec.free.contains(&seat) || !secondary_costs_token(state, sa.card, seat);
    set_warfare_draft(state, seat, crate::games::ti4::state::Draft::default());
    let mut log = Vec::new();
    match text {
        None if sec.free.contains(&seat) => return Err(Msg::new("ti4-must-use-secondary")),
        None => log.push(LogEntry::public(
            Msg::new("ti4-log-decline").text("player", name(state, seat)),
        )),
        Some(text) => {
            if !free {
                if state.players[seat].tokens.strategy == 0 {
                    return Err(Msg::new("ti4-no-strategy-token"));
                }
                state.players[seat].tokens.strategy -= 1;
                // Construction puts the spent token on the board; the others return it.
                if sa.card != CONSTRUCTION {
                    state.players[seat].tokens.reinforcements += 1;
                }
            }
            let args = words(text);
            match sa.card {
                LEADERSHIP => log.push(gain_tokens(state, seat, 0, &args)?),
                DIPLOMACY => {
                    log.push(ready_planets(state, seat, &args)?);
                    // Peace Accords (the effects registry).
                    ask_claim(state, seat, false);
                }
                CONSTRUCTION => log.extend(construct(state, seat, &args, false)?),
                TRADE => {
                    let p = &mut state.players[seat];
                    let max = content::faction(&p.faction)
                        .map(|f| f.commodities)
                        .unwrap_or(0);
                    p.commodities = max;
                    log.push(LogEntry::public(
                        Msg::new("ti4-log-replenish")
                            .text("player", name(state, seat))
                            .num("commodities", max as i64),
                    ));
                    log.extend(super::agenda_effects::on_replenish(state, seat));
                    log.extend(super::notes::on_replenish(state, seat));
                }
                // Propagation (the effects registry): command tokens instead of research.
                TECHNOLOGY if propagates(state, seat) => {
                    log.extend(propagation(state, seat, &args, Cost::Resources(4))?);
                }
                // Brilliant (the effects registry): the token paid buys the primary instead.
                TECHNOLOGY if !free && brilliant(state, seat) => {
                    let (techs, pay) = techs_and_payment(&args)?;
                    let Some(first) = techs.first() else {
                        return Err(Msg::new("ti4-research-help"));
                    };
                    if techs.len() > 2 || (techs.len() == 1 && pay.is_some()) {
                        return Err(Msg::new("ti4-fx-brilliant-help"));
                    }
                    log.push(LogEntry::public(
                        Msg::new("ti4-fx-log-brilliant").text("player", name(state, seat)),
                    ));
                    log.extend(primary_research(
                        state,
                        seat,
                        first,
                        techs.get(1).copied(),
                        pay,
                    )?);
                }
                TECHNOLOGY => {
                    let (techs, pay) = techs_and_payment(&args)?;
                    let [t] = techs[..] else {
                        return Err(Msg::new("ti4-research-help"));
                    };
                    log.extend(research_paid(
                        state,
                        seat,
                        t,
                        Cost::Resources(4),
                        pay.as_ref(),
                    )?);
                }
                IMPERIAL => log.extend(draw_secret(state, seat)),
                POLITICS => log.extend(super::action_cards::draw(state, seat, 2, rng)),
                WARFARE => {
                    // fx8: an ability used as the home space dock uses PRODUCTION (Hegemonic
                    // Trade Policy) comes first: `secondary <ability> <planet> <order>`.
                    let mut text = text.trim();
                    let first = text.split_whitespace().next().unwrap_or("");
                    if let Some((hook, _)) =
                        crate::games::ti4::effects::production_use(state, seat, first)
                    {
                        let rest = text[first.len()..].trim_start();
                        let (planet, order) = rest.split_once(' ').unwrap_or((rest, ""));
                        if order.trim().is_empty() {
                            return Err(Msg::new("ti4-produce-help"));
                        }
                        log.extend(hook(state, seat, planet)?);
                        text = order.trim();
                    }
                    let order = match crate::games::ti4::action::parse(
                        state,
                        &format!("produce {text}"),
                    )? {
                        crate::games::ti4::action::Action::Produce(o) => o,
                        _ => return Err(Msg::new("ti4-produce-help")),
                    };
                    log.push(super::production::home_dock(state, seat, &order)?);
                }
                _ => return Err(Msg::new("ti4-not-your-secondary")),
            }
            log.insert(
                0,
                LogEntry::public(
                    Msg::new("ti4-log-secondary")
                        .text("player", name(state, seat))
                        .num("free", i64::from(free)),
                ),
            );
        }
    }
    if let Some(Strategic {
        secondary: Some(sec),
        ..
    }) = &mut state.strategic
    {
        sec.next += 1;
    }
    Ok(log)
}

/// §57: the card is exhausted and the turn ends (the secondaries' window closed).
pub(crate) fn finish(state: &mut State) -> Vec<LogEntry> {
    let Some(sa) = state.strategic.take() else {
        return Vec::new();
    };
    if let Some(slot) = state
        .strategy_cards
        .iter_mut()
        .find(|c| c.initiative == sa.card)
    {
        slot.exhausted = true;
    }
    end_turn(state)
}

/// A legal primary for the card being resolved, as notation: for bots, tests and a "quick"
/// button. `None` when no primary is awaited.
pub fn default_primary(state: &State) -> Option<String> {
    let sa = state.strategic.as_ref()?;
    if sa.secondary.is_some() {
        return None;
    }
    if sa.agenda_look {
        return Some("primary arrange keep".into());
    }
    let seat = sa.holder;
    let p = &state.players[seat];
    // The second part of a primary chosen by buttons: Warfare's tokens as they are (the one
    // taken back as a tactic token), else nothing more.
    if sa.draft.is_some() {
        return Some(match sa.card {
            WARFARE => format!(
                "primary tokens {} {} {}",
                p.tokens.tactic + 1,
                p.tokens.fleet,
                p.tokens.strategy
            ),
            _ => "primary done".into(),
        });
    }
    Some(match sa.card {
        LEADERSHIP => format!("primary {} 0 0", 3.min(p.tokens.reinforcements)),
        DIPLOMACY => {
            let home = state.system_at(p.home_position)?;
            let mine = content::system(home.tile).is_some_and(|t| {
                t.planets
                    .iter()
                    .any(|pl| state.controller(&pl.id) == Some(seat))
            });
            if mine {
                format!("primary {}", home.tile)
            } else {
                // Any system (not Mecatol Rex) with a planet the holder controls.
                let tile = state
                    .systems
                    .iter()
                    .filter(|s| s.position != 0)
                    .find(|s| {
                        content::system(s.tile).is_some_and(|t| {
                            t.planets
                                .iter()
                                .any(|pl| state.controller(&pl.id) == Some(seat))
                        })
                    })?
                    .tile;
                format!("primary {tile}")
            }
        }
        POLITICS => {
            let other = (0..state.players.len()).find(|s| *s != state.speaker)?;
            format!("primary speaker {}", other + 1)
        }
        CONSTRUCTION => {
            let planet = state
                .control
                .iter()
                .filter(|(_, s)| *s == seat)
                .map(|(id, _)| id.clone())
                .find(|id| {
                    state.systems.iter().any(|sys| {
                        content::system(sys.tile).is_some_and(|t| t.planet(id).is_some())
                            && units::count(sys, seat, UnitKind::Pds, Some(id)) < 2
                    })
                });
            match planet {
                Some(planet)
                    if units::on_board(state, seat, UnitKind::Pds)
                        < UnitKind::Pds.plastic_count() as u32 =>
                {
                    format!("primary pds {planet}")
                }
                _ => return None,
            }
        }
        TRADE => "primary".to_string(),
        WARFARE => format!(
            "primary tokens {} {} {}",
            p.tokens.tactic, p.tokens.fleet, p.tokens.strategy
        ),
        TECHNOLOGY => match researchable(state, seat).first() {
            Some(t) => format!("primary {}", t.id),
            None => "primary none".to_string(),
        },
        _ => "primary none".to_string(),
    })
}

/// `t f s [pay <planets>] [tg n]`: `base` tokens plus 1 per 3 influence spent, placed as given
/// (§79, capped by reinforcements §74.3).
fn gain_tokens(state: &mut State, seat: Seat, base: u32, args: &[&str]) -> Result<LogEntry, Msg> {
    let (t, f, s) = split_args(args, "ti4-leadership-help")?;
    let (planets, tg) = payment(&args[3.min(args.len())..])?;
    let p = &state.players[seat];
    // A trade good may be worth more than 1 influence (Mirror Computing).
    let mut influence = tg as u32 * crate::games::ti4::effects::trade_good_worth(state, seat);
    for id in &planets {
        match p.planets.iter().find(|c| &c.planet == id) {
            Some(c) if !c.exhausted => influence += super::agenda_effects::influence(state, id),
            Some(_) => return Err(Msg::new("ti4-pay-exhausted").text("planet", id.as_str())),
            None => return Err(Msg::new("ti4-pay-not-yours").text("planet", id.as_str())),
        }
    }
    if tg > p.trade_goods {
        return Err(Msg::new("ti4-not-enough-tg").num("have", p.trade_goods as i64));
    }
    let gained = (base + influence / 3).min(p.tokens.reinforcements as u32);
    if (t + f + s) as u32 != gained {
        return Err(Msg::new("ti4-leadership-count").num("tokens", gained as i64));
    }
    let p = &mut state.players[seat];
    for c in p.planets.iter_mut().filter(|c| planets.contains(&c.planet)) {
        c.exhausted = true;
    }
    p.trade_goods -= tg;
    p.tokens.tactic += t;
    p.tokens.fleet += f;
    p.tokens.strategy += s;
    p.tokens.reinforcements -= gained as u8;
    Ok(LogEntry::public(
        Msg::new("ti4-log-gain-tokens")
            .text("player", name(state, seat))
            .num("tactic", t as i64)
            .num("fleet", f as i64)
            .num("strategy", s as i64),
    ))
}

/// `pay <planets> tg <n>` at the end of some arguments.
pub(crate) fn payment(args: &[&str]) -> Result<(Vec<String>, u8), Msg> {
    let mut planets = Vec::new();
    let mut tg = 0;
    let mut i = 0;
    while i < args.len() {
        let w = args[i];
        if w.eq_ignore_ascii_case("pay") {
        } else if w.eq_ignore_ascii_case("tg") {
            tg = args
                .get(i + 1)
                .and_then(|n| n.parse().ok())
                .ok_or_else(|| Msg::new("ti4-payment-help"))?;
            i += 1;
        } else {
            planets.push(planet_id(w)?);
        }
        i += 1;
    }
    Ok((planets, tg))
}

/// `ready <planet> [<planet>]`: ready up to 2 exhausted planets one controls (§40).
fn ready_planets(state: &mut State, seat: Seat, args: &[&str]) -> Result<LogEntry, Msg> {
    let ids: Vec<String> = args
        .iter()
        .filter(|w| !w.eq_ignore_ascii_case("ready"))
        .map(|w| planet_id(w))
        .collect::<Result<_, _>>()?;
    if ids.len() > 2 {
        return Err(Msg::new("ti4-ready-two"));
    }
    for id in &ids {
        let Some(c) = state.players[seat]
            .planets
            .iter_mut()
            .find(|c| &c.planet == id)
        else {
            return Err(Msg::new("ti4-pay-not-yours").text("planet", id.as_str()));
        };
        c.exhausted = false;
    }
    Ok(LogEntry::public(
        Msg::new("ti4-log-ready")
            .text("player", name(state, seat))
            .num("count", ids.len() as i64),
    ))
}

/// §40 primary: `<tile> [ready <planet> <planet>]`.
fn diplomacy(state: &mut State, seat: Seat, args: &[&str]) -> Result<Vec<LogEntry>, Msg> {
    let tile: u16 = args
        .first()
        .and_then(|w| w.parse().ok())
        .ok_or_else(|| Msg::new("ti4-diplomacy-help"))?;
    let pos = units::position_of_tile(state, tile)
        .ok_or_else(|| Msg::new("ti4-no-such-system").num("tile", tile as i64))?;
    let mine = content::system(tile).is_some_and(|s| {
        s.planets
            .iter()
            .any(|p| state.controller(&p.id) == Some(seat))
    });
    if pos == 0 || !mine {
        return Err(Msg::new("ti4-diplomacy-system"));
    }
    let i = units::system_index(state, pos).expect("on the board");
    let mut placed = Vec::new();
    for other in (0..state.players.len()).filter(|s| *s != seat) {
        if !state.systems[i].command_tokens.contains(&other)
            && state.players[other].tokens.reinforcements > 0
        {
            state.players[other].tokens.reinforcements -= 1;
            state.systems[i].command_tokens.push(other);
            placed.push(other);
        }
    }
    state.record(
        pos,
        crate::games::ti4::state::Happened::Diplomacy {
            seat,
            tokens: placed,
        },
    );
    let mut log = vec![LogEntry::public(
        Msg::new("ti4-log-diplomacy")
            .text("player", name(state, seat))
            .num("tile", tile as i64),
    )];
    if args.len() > 1 {
        log.push(ready_planets(state, seat, &args[1..])?);
    }
    Ok(log)
}

/// §2: `pds|dock <planet> [pds <planet>]` (the second only with the primary). At most 1 space
/// dock and 2 PDS per planet (§10). The secondary places the spent strategy token in the system.
fn construct(
    state: &mut State,
    seat: Seat,
    args: &[&str],
    primary: bool,
) -> Result<Vec<LogEntry>, Msg> {
    let mut log = Vec::new();
    let pairs: Vec<&[&str]> = args.chunks(2).collect();
    if pairs.is_empty()
        || pairs.len() > if primary { 2 } else { 1 }
        || pairs.iter().any(|p| p.len() != 2)
    {
        return Err(Msg::new("ti4-construction-help"));
    }
    for (n, pair) in pairs.iter().enumerate() {
        let kind = match pair[0].to_ascii_lowercase().as_str() {
            "pds" => UnitKind::Pds,
            "dock" | "sd" | "space_dock" => UnitKind::SpaceDock,
            _ => return Err(Msg::new("ti4-construction-help")),
        };
        if n == 1 && kind != UnitKind::Pds {
            return Err(Msg::new("ti4-construction-help"));
        }
        let planet = planet_id(pair[1])?;
        if state.controller(&planet) != Some(seat) {
            return Err(Msg::new("ti4-pay-not-yours").text("planet", planet.as_str()));
        }
        // Demilitarized Zone (a law, §36): nothing is placed there.
        if super::agenda_effects::demilitarized(state, &planet) {
            return Err(Msg::new("ti4-agenda-dmz").text("planet", planet.as_str()));
        }
        let pos = state
            .systems
            .iter()
            .find(|s| content::system(s.tile).is_some_and(|t| t.planet(&planet).is_some()))
            .map(|s| s.position)
            .ok_or_else(|| Msg::new("ti4-unknown-planet").text("planet", planet.as_str()))?;
        let i = units::system_index(state, pos).expect("on the board");
        let here = units::count(&state.systems[i], seat, kind, Some(&planet));
        let max_here = match kind {
            // Homeland Defense Act (a law, §36): no limit.
            UnitKind::Pds if super::agenda_effects::in_force(state, "homeland_defense_act") => {
                u32::MAX
            }
            UnitKind::Pds => 2,
            _ => 1,
        };
        if here >= max_here {
            return Err(Msg::new("ti4-structure-limit").text("planet", planet.as_str()));
        }
        if units::on_board(state, seat, kind) >= kind.plastic_count() as u32 {
            return Err(Msg::new("ti4-reinforcements")
                .with("units", super::movement::describe(&[(kind, 0)])));
        }
        units::add(&mut state.systems[i], seat, kind, Some(&planet), 1);
        // Minister of Industry (a law): its owner's units here may produce.
        if kind == UnitKind::SpaceDock {
            super::techs::on_dock_placed(state, seat, pos);
        }
        if !primary {
            let sys = &mut state.systems[i];
            if sys.command_tokens.contains(&seat) {
                state.players[seat].tokens.reinforcements += 1;
            } else {
                sys.command_tokens.push(seat);
            }
        }
        state.record(
            pos,
            crate::games::ti4::state::Happened::Placed {
                seat,
                units: vec![(kind, 1)],
                planet: planet.clone(),
            },
        );
        log.push(LogEntry::public(
            Msg::new("ti4-log-construct")
                .text("player", name(state, seat))
                .with("units", super::movement::describe(&[(kind, 1)]))
                .with("planet", content::planet_name(&planet)),
        ));
    }
    Ok(log)
}

/// §60 primary: `[<tile>] tokens <t> <f> <s>`: take one of your command tokens off that system
/// (if you have one on the board), then place all your tokens as given.
fn warfare(state: &mut State, seat: Seat, args: &[&str]) -> Result<Vec<LogEntry>, Msg> {
    if args
        .first()
        .is_some_and(|w| w.eq_ignore_ascii_case("tokens"))
    {
        // No token on the board to take back: only the redistribution (§13: as much as possible).
        let nums: Vec<u8> = args[1..]
            .iter()
            .map(|w| w.parse::<u8>())
            .collect::<Result<_, _>>()
            .map_err(|_| Msg::new("ti4-warfare-help"))?;
        let [t, f, s] = nums[..] else {
            return Err(Msg::new("ti4-warfare-help"));
        };
        let p = &state.players[seat].tokens;
        let total = p.tactic + p.fleet + p.strategy;
        if t as u16 + f as u16 + s as u16 != total as u16 {
            return Err(Msg::new("ti4-tokens-total").num("total", total as i64));
        }
        units::check_fleet_pool(state, seat, f)?;
        let p = &mut state.players[seat].tokens;
        (p.tactic, p.fleet, p.strategy) = (t, f, s);
        return Ok(vec![LogEntry::public(
            Msg::new("ti4-log-tokens")
                .text("player", name(state, seat))
                .num("tactic", t as i64)
                .num("fleet", f as i64)
                .num("strategy", s as i64),
        )]);
    }
    let tile: u16 = args
        .first()
        .and_then(|w| w.parse().ok())
        .ok_or_else(|| Msg::new("ti4-warfare-help"))?;
    let nums: Vec<u8> = args
        .iter()
        .skip(1)
        .filter(|w| !w.eq_ignore_ascii_case("tokens"))
        .map(|w| w.parse::<u8>())
        .collect::<Result<_, _>>()
        .map_err(|_| Msg::new("ti4-warfare-help"))?;
    let [t, f, s] = nums[..] else {
        return Err(Msg::new("ti4-warfare-help"));
    };
    let pos = units::position_of_tile(state, tile)
        .ok_or_else(|| Msg::new("ti4-no-such-system").num("tile", tile as i64))?;
    let i = units::system_index(state, pos).expect("on the board");
    if !state.systems[i].command_tokens.contains(&seat) {
        return Err(Msg::new("ti4-no-token-there").num("tile", tile as i64));
    }
    let p = &state.players[seat].tokens;
    let total = p.tactic + p.fleet + p.strategy + 1;
    if t as u16 + f as u16 + s as u16 != total as u16 {
        return Err(Msg::new("ti4-tokens-total").num("total", total as i64));
    }
    units::check_fleet_pool(state, seat, f)?;
    state.systems[i].command_tokens.retain(|x| *x != seat);
    state.record(
        pos,
        crate::games::ti4::state::Happened::TokenTakenBack {
            seat,
            by: crate::games::ti4::state::TokenBack::Warfare,
        },
    );
    let p = &mut state.players[seat].tokens;
    p.tactic = t;
    p.fleet = f;
    p.strategy = s;
    Ok(vec![LogEntry::public(
        Msg::new("ti4-log-warfare")
            .text("player", name(state, seat))
            .num("tile", tile as i64)
            .num("tactic", t as i64)
            .num("fleet", f as i64)
            .num("strategy", s as i64),
    )])
}

/// Technologies `seat` can research now: not owned, not another faction's, prerequisites met
/// with planet specialties as skips (§11.9–11.15).
pub fn researchable(state: &State, seat: Seat) -> Vec<&'static content::Technology> {
    content::content()
        .technologies
        .iter()
        .filter(|t| prerequisites_met(state, seat, t).is_some())
        .collect()
}

/// The planets to exhaust as skips, if the technology can be researched.
fn prerequisites_met(state: &State, seat: Seat, t: &content::Technology) -> Option<Vec<String>> {
    let p = &state.players[seat];
    if p.techs.contains(&t.id) || t.faction.as_deref().is_some_and(|f| f != p.faction) {
        return None;
    }
    // A faction upgrade replaces the generic one: owning either closes both.
    if let Some(r) = &t.replaces
        && p.techs.contains(r)
    {
        return None;
    }
    if t.color.is_none() && t.unit_upgrade.is_none() {
        return None;
    }
    // Publicize Weapon Schematics (a law, §36): war sun prerequisites are ignored.
    if super::agenda_effects::war_sun_prerequisites_waived(state, t) {
        return Some(Vec::new());
    }
    let mut skips = Vec::new();
    // Analytical (the effects registry): prerequisites ignored for a technology that is not a
    // unit upgrade, used before any planet is exhausted as a skip.
    let mut free = if t.unit_upgrade.is_none() {
        usize::from(crate::games::ti4::effects::prerequisite_skips(state, seat))
    } else {
        0
    };
    for c in content::TechColor::ALL {
        let need = t.prerequisites.iter().filter(|x| **x == c).count();
        let have = p
            .techs
            .iter()
            .filter_map(|x| content::tech(x))
            .filter(|x| x.color == Some(c))
            .count();
        let mut short = need.saturating_sub(have);
        let ignored = short.min(free);
        short -= ignored;
        free -= ignored;
        for card in p.planets.iter().filter(|c| !c.exhausted) {
            if short == 0 {
                break;
            }
            if content::planet(&card.planet).is_some_and(|(_, pl)| pl.specialty == Some(c))
                && !skips.contains(&card.planet)
            {
                skips.push(card.planet.clone());
                short -= 1;
            }
        }
        // A Research Team law attached to one of the player's planets (§36).
        if short > 0
            && let Some(team) = super::agenda_effects::research_team(state, seat, c)
        {
            skips.push(team);
            short -= 1;
        }
        if short > 0 {
            return None;
        }
    }
    Some(skips)
}

pub(crate) fn research(
    state: &mut State,
    seat: Seat,
    which: &str,
    cost: Cost,
) -> Result<LogEntry, Msg> {
    research_paid(state, seat, which, cost, None).map(|mut log| log.remove(0))
}

/// The payment the research of `which` would take by default (after the planets used as
/// skips are exhausted): `None` if it can't be researched or paid.
pub fn research_payment(
    state: &State,
    seat: Seat,
    which: &str,
    cost: Cost,
) -> Option<status::Payment> {
    let t = content::tech(which)?;
    let (skips, waiver) = prerequisites_or_waiver(state, seat, t)?;
    let cost = if super::agenda_effects::free_research(state, seat) {
        Cost::None
    } else {
        cost
    };
    let cost = with_waiver(cost, waiver);
    if cost == Cost::None {
        return Some(status::Payment::default());
    }
    status::default_payment_without(state, seat, cost, &skips)
}

/// §11.9 research, paying `cost` (resources) with the player's chosen payment, or the cheapest
/// exact one when none is given (§47, §54). The log says what was paid.
/// The Technology primary's research (§12): `first` free, then `second`, if any, for 6
/// resources paid with `pay`. Also what Brilliant buys with the secondary's token.
fn primary_research(
    state: &mut State,
    seat: Seat,
    first: &str,
    second: Option<&str>,
    pay: Option<status::Payment>,
) -> Result<Vec<LogEntry>, Msg> {
    let mut log = research_paid(state, seat, first, Cost::None, None)?;
    if let Some(second) = second {
        log.extend(research_paid(
            state,
            seat,
            second,
            Cost::Resources(6),
            pay.as_ref(),
        )?);
    }
    Ok(log)
}

pub(crate) fn research_paid(
    state: &mut State,
    seat: Seat,
    which: &str,
    cost: Cost,
    pay: Option<&status::Payment>,
) -> Result<Vec<LogEntry>, Msg> {
    let t = content::tech(which).ok_or_else(|| Msg::new("ti4-unknown-tech").text("tech", which))?;
    // Propagation (the effects registry): its owner cannot research.
    if propagates(state, seat) {
        return Err(Msg::new("ti4-fx-propagation-no-research"));
    }
    let cost = if super::agenda_effects::free_research(state, seat) {
        Cost::None
    } else {
        cost
    };
    let Some((skips, waiver)) = prerequisites_or_waiver(state, seat, t) else {
        return Err(Msg::new("ti4-cannot-research").name("tech", t.catalog_id()));
    };
    let cost = with_waiver(cost, waiver);
    for c in state.players[seat]
        .planets
        .iter_mut()
        .filter(|c| skips.contains(&c.planet))
    {
        c.exhausted = true;
    }
    let payment = match (cost, pay) {
        // Nothing to pay: a payment given is refused, not ignored.
        (Cost::None, Some(p)) if *p != status::Payment::default() => {
            return Err(Msg::new("ti4-research-no-cost").name("tech", t.catalog_id()));
        }
        (Cost::None, _) => None,
        (_, Some(p)) => {
            status::check_payment(state, seat, cost, p)?;
            Some(p.clone())
        }
        (_, None) => Some(
            status::default_payment(state, seat, cost)
                .ok_or_else(|| Msg::new("ti4-research-cost").name("tech", t.catalog_id()))?,
        ),
    };
    if let Some(p) = &payment {
        status::apply_payment(state, seat, p);
    }
    let mut waived = None;
    if let Some((id, extra)) = waiver {
        super::techs::exhaust(state, seat, id);
        waived = Some(LogEntry::public(
            Msg::new("ti4-fx-log-inheritance")
                .text("player", name(state, seat))
                .with("tech", super::techs::tech_name(id))
                .num("resources", i64::from(extra)),
        ));
    }
    state.players[seat].techs.push(t.id.clone());
    state.last_research = Some((seat, t.id.clone()));
    if let Some(r) = &t.replaces {
        state.players[seat].techs.retain(|x| x != r);
    }
    super::agenda_effects::exhaust_research_teams(state, &skips);
    super::agenda_effects::after_research(state, seat);
    let mut log = vec![LogEntry::public(
        Msg::new("ti4-log-research")
            .text("player", name(state, seat))
            .name("tech", t.catalog_id())
            .num("skips", skips.len() as i64),
    )];
    log.extend(waived);
    if let Some(p) = payment {
        log.push(LogEntry::public(
            Msg::new("ti4-log-research-paid")
                .text("player", name(state, seat))
                .name("tech", t.catalog_id())
                .msg("paid", p.msg()),
        ));
    }
    Ok(log)
}

/// Splits `<techs…> [pay <planets…>] [tg <n>]` into the technologies and the payment, if one
/// is given.
fn techs_and_payment<'a>(args: &[&'a str]) -> Result<(Vec<&'a str>, Option<status::Payment>), Msg> {
    let at = args
        .iter()
        .position(|w| w.eq_ignore_ascii_case("pay") || w.eq_ignore_ascii_case("tg"));
    match at {
        None => Ok((args.to_vec(), None)),
        Some(i) => {
            let (planets, tg) = payment(&args[i..])?;
            Ok((args[..i].to_vec(), Some(status::Payment { planets, tg })))
        }
    }
}

fn imperial_scorable(state: &State, seat: Seat) -> Vec<String> {
    status::scorable(state, seat, true)
}

/// §66 primary: score a public objective one meets (any phase), then +1 VP for Mecatol Rex or
/// draw a secret objective.
fn imperial(state: &mut State, seat: Seat, which: Option<&str>) -> Result<Vec<LogEntry>, Msg> {
    let mut log = Vec::new();
    if let Some(w) = which.filter(|w| !w.eq_ignore_ascii_case("none")) {
        let o = content::objective(w)
            .ok_or_else(|| Msg::new("ti4-unknown-objective").text("objective", w))?;
        if !imperial_scorable(state, seat).contains(&o.id) {
            return Err(Msg::new("ti4-condition-not-met").name("objective", o.catalog_id()));
        }
        log.push(status::award(state, seat, o));
        if let Some(win) = status::check_victory(state) {
            log.extend(win);
            return Ok(log);
        }
    }
    if state.controller("mecatol_rex") == Some(seat) {
        state.players[seat].victory_points += 1;
        log.push(LogEntry::public(
            Msg::new("ti4-log-imperial-vp").text("player", name(state, seat)),
        ));
        if let Some(win) = status::check_victory(state) {
            log.extend(win);
        }
    } else {
        log.extend(draw_secret(state, seat));
    }
    Ok(log)
}

/// Draws the top secret objective (hidden, by DM); at the limit of 3 nothing is drawn (§16.17).
fn draw_secret(state: &mut State, seat: Seat) -> Vec<LogEntry> {
    let p = &state.players[seat];
    if p.secrets.len() + p.scored_secrets.len() >= SECRET_LIMIT
        || state.objectives.secret_deck.is_empty()
    {
        return vec![LogEntry::public(
            Msg::new("ti4-log-secret-limit").text("player", name(state, seat)),
        )];
    }
    let id = state.objectives.secret_deck.remove(0);
    state.players[seat].secrets.push(id.clone());
    vec![
        LogEntry::public(Msg::new("ti4-log-draw-secret").text("player", name(state, seat))),
        LogEntry::private(
            seat,
            Msg::new("ti4-log-draw-secret-private").with("objective", status::objective_name(&id)),
        ),
    ]
}

// fxa
/// A technology that waives prerequisites for some resources (its id, the resources).
type Waiver = Option<(&'static str, u32)>;

/// The skips for researching `t` ([`prerequisites_met`]), or, when its prerequisites are not
/// met, a technology of the effects registry that ignores them for some resources on top
/// (Inheritance Systems: its id and the resources).
fn prerequisites_or_waiver(
    state: &State,
    seat: Seat,
    t: &content::Technology,
) -> Option<(Vec<String>, Waiver)> {
    if let Some(skips) = prerequisites_met(state, seat, t) {
        return Some((skips, None));
    }
    let p = &state.players[seat];
    let closed = p.techs.contains(&t.id)
        || t.faction.as_deref().is_some_and(|f| f != p.faction)
        || t.replaces.as_ref().is_some_and(|r| p.techs.contains(r))
        || (t.color.is_none() && t.unit_upgrade.is_none());
    if closed {
        return None;
    }
    let waiver = crate::games::ti4::effects::prerequisite_waiver(state, seat)?;
    Some((Vec::new(), Some(waiver)))
}

/// A research cost with a prerequisite waiver's resources added.
fn with_waiver(cost: Cost, waiver: Waiver) -> Cost {
    match (cost, waiver) {
        (c, None) => c,
        (Cost::None, Some((_, n))) => Cost::Resources(n),
        (Cost::Resources(c), Some((_, n))) => Cost::Resources(c + n),
        (c, Some(_)) => c,
    }
}

// fxb
/// The `use` id of the planet taken after resolving Diplomacy (Xxcha's Peace Accords).
pub const CLAIM: &str = "peace_accords";

/// Whether `seat` may take a planet after resolving the Diplomacy card (the effects registry:
/// Peace Accords).
fn claims_after_diplomacy(state: &State, seat: Seat) -> bool {
    state.players.get(seat).is_some_and(|p| {
        crate::games::ti4::effects::permits(
            &p.faction,
            state.rules,
            crate::games::ti4::effects::Permission::ClaimAfterDiplomacy,
        )
    })
}

/// The planets `seat` may take with Peace Accords: not Mecatol Rex, not theirs, without any
/// units, in a system holding a planet they control or adjacent to one (ruling: a planet in
/// the same system counts as adjacent).
pub fn claimable(state: &State, seat: Seat) -> Vec<String> {
    let holds = |position: u32| {
        state
            .system_at(position)
            .and_then(|s| content::system(s.tile))
            .is_some_and(|t| {
                t.planets
                    .iter()
                    .any(|p| state.controller(&p.id) == Some(seat))
            })
    };
    let mut out = Vec::new();
    for sys in &state.systems {
        let near = holds(sys.position)
            || units::adjacent_positions(state, sys.position)
                .into_iter()
                .any(holds);
        if !near {
            continue;
        }
        let Some(tile) = content::system(sys.tile) else {
            continue;
        };
        for p in &tile.planets {
            let empty = !sys
                .units
                .iter()
                .any(|u| u.count > 0 && u.planet.as_deref() == Some(p.id.as_str()));
            if p.id != "mecatol_rex"
                && state.controller(&p.id) != Some(seat)
                && empty
                && !out.contains(&p.id)
            {
                out.push(p.id.clone());
            }
        }
    }
    out
}

/// Asks `seat` about Peace Accords when they have it and a planet to take; whether it asked.
fn ask_claim(state: &mut State, seat: Seat, primary: bool) -> bool {
    if !claims_after_diplomacy(state, seat) || claimable(state, seat).is_empty() {
        return false;
    }
    state.tech.pause = Some(super::techs::Pause::Claim { seat, primary });
    true
}

/// `use peace_accords <planet>`: `seat` gains control of the planet (exhausted, §63).
pub(crate) fn claim(state: &mut State, seat: Seat, args: &str) -> Result<Vec<LogEntry>, Msg> {
    let word = args.split_whitespace().next().unwrap_or("");
    let planet = planet_id(word).map_err(|_| Msg::new("ti4-fx-claim-help"))?;
    if !claimable(state, seat).contains(&planet) {
        return Err(
            Msg::new("ti4-fx-claim-not-allowed").with("planet", content::planet_name(&planet))
        );
    }
    let mut log = vec![LogEntry::public(
        Msg::new("ti4-fx-log-claim")
            .text("player", name(state, seat))
            .with("planet", content::planet_name(&planet)),
    )];
    log.extend(super::invasion::establish_control(state, seat, &planet));
    Ok(log)
}

/// Whether `seat` gains command tokens instead of researching (the effects registry: Nekro's
/// Propagation).
fn propagates(state: &State, seat: Seat) -> bool {
    state.players.get(seat).is_some_and(|p| {
        crate::games::ti4::effects::permits(
            &p.faction,
            state.rules,
            crate::games::ti4::effects::Permission::ResearchGivesTokens,
        )
    })
}

/// Command tokens Propagation gives: 3, as far as the reinforcements go (§74.3), counting
/// `back` tokens about to return there (the secondary's strategy token).
fn propagation_count(state: &State, seat: Seat, back: u8) -> u8 {
    3.min(
        state.players[seat]
            .tokens
            .reinforcements
            .saturating_add(back),
    )
}

/// Every way to place Propagation's tokens among the tactic, fleet and strategy pools.
fn token_splits(state: &State, seat: Seat, back: u8) -> Vec<(u8, u8, u8)> {
    splits_of(propagation_count(state, seat, back))
}

/// Command tokens the Technology primary's second research (6 resources) gives through
/// Propagation: 3 more, as far as the reinforcements go after the first 3.
fn propagation_more(state: &State, seat: Seat) -> u8 {
    let first = propagation_count(state, seat, 0);
    3.min(
        state.players[seat]
            .tokens
            .reinforcements
            .saturating_sub(first),
    )
}

/// Every way to place `n` command tokens among the tactic, fleet and strategy pools.
fn splits_of(n: u8) -> Vec<(u8, u8, u8)> {
    let mut out = Vec::new();
    for t in (0..=n).rev() {
        for f in (0..=n - t).rev() {
            out.push((t, f, n - t - f));
        }
    }
    out
}

/// Propagation in place of the Technology card's research: `tokens <t> <f> <s> [pay <planets>]
/// [tg <n>]`; `cost` is what the research would have cost (the secondary's 4 resources).
fn propagation(
    state: &mut State,
    seat: Seat,
    args: &[&str],
    cost: Cost,
) -> Result<Vec<LogEntry>, Msg> {
    if args.first().is_some_and(|w| content::tech(w).is_some()) {
        return Err(Msg::new("ti4-fx-propagation-no-research"));
    }
    let args: Vec<&str> = args
        .iter()
        .copied()
        .filter(|w| !w.eq_ignore_ascii_case("tokens"))
        .collect();
    let (t, f, s) = split_args(&args, "ti4-fx-propagation-help")?;
    let mut n = propagation_count(state, seat, 0);
    // fxa: the primary (no cost) may buy its second research for 6 resources: 3 more tokens.
    let more = propagation_more(state, seat);
    let mut cost = cost;
    let mut cost_msg = "ti4-fx-propagation-cost";
    if cost == Cost::None
        && more > 0
        && state.rules >= 1
        && u32::from(t) + u32::from(f) + u32::from(s) == u32::from(n + more)
    {
        n += more;
        cost = Cost::Resources(6);
        cost_msg = "ti4-fx-propagation-cost-second";
    }
    if u32::from(t) + u32::from(f) + u32::from(s) != u32::from(n) {
        return Err(Msg::new("ti4-leadership-count").num("tokens", i64::from(n)));
    }
    let (_, pay) = techs_and_payment(&args[3..])?;
    let payment = match (cost, pay) {
        (Cost::None, _) => None,
        (_, Some(p)) => {
            status::check_payment(state, seat, cost, &p)?;
            Some(p)
        }
        (_, None) => {
            Some(status::default_payment(state, seat, cost).ok_or_else(|| Msg::new(cost_msg))?)
        }
    };
    if let Some(p) = &payment {
        status::apply_payment(state, seat, p);
    }
    let p = &mut state.players[seat];
    p.tokens.tactic += t;
    p.tokens.fleet += f;
    p.tokens.strategy += s;
    p.tokens.reinforcements -= n;
    let mut log = vec![LogEntry::public(
        Msg::new("ti4-fx-log-propagation")
            .text("player", name(state, seat))
            .num("tactic", i64::from(t))
            .num("fleet", i64::from(f))
            .num("strategy", i64::from(s)),
    )];
    if let Some(p) = payment {
        log.push(LogEntry::public(
            Msg::new("ti4-fx-log-propagation-paid")
                .text("player", name(state, seat))
                .msg("paid", p.msg()),
        ));
    }
    Ok(log)
}

// fxb (session 7)
/// Technologies `seat` may research only by exhausting a prerequisite waiver of the effects
/// registry (Inheritance Systems), each with its button label (the waiver and its resources;
/// [`with_paid`] shows a payment).
pub fn waived_research(state: &State, seat: Seat) -> Vec<(&'static content::Technology, Msg)> {
    let Some((waiver, extra)) = crate::games::ti4::effects::prerequisite_waiver(state, seat) else {
        return Vec::new();
    };
    if propagates(state, seat) {
        return Vec::new();
    }
    content::content()
        .technologies
        .iter()
        .filter(|t| prerequisites_met(state, seat, t).is_none())
        .filter(|t| prerequisites_or_waiver(state, seat, t).is_some())
        .map(|t| {
            (
                t,
                Msg::new("ti4-fx-choice-research-waived")
                    .name("tech", t.catalog_id())
                    .with("waiver", super::techs::tech_name(waiver))
                    .num("extra", i64::from(extra)),
            )
        })
        .collect()
}

/// A [`waived_research`] label with the payment shown.
fn with_paid(mut label: Msg, paid: Msg) -> Msg {
    label.id = "ti4-fx-choice-research-waived-paid".into();
    label.msg("paid", paid)
}
