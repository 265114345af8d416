//! TI4 actions: one serde enum that is also the log format, and its text notation (used in
//! button ids, in `local` scripts and in the adjust command).

use serde::{Deserialize, Serialize};

use super::content::{self, UnitKind};
use super::rules::combat::HitPick;
use super::rules::invasion::Influence;
use super::rules::movement::MoveGroup;
use super::rules::production::Order;
use super::rules::transactions::{Goods, Offer};
use super::state::{Reroll, State};
use crate::core::refusal::{self, Found, RefusalKind};
use crate::core::{Msg, Refusal, Seat};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum Action {
    /// Setup step 12a: keep one of the two secret objectives offered.
    KeepSecret { objective: String },
    /// Setup step 11 (Winnu): take a starting technology that has no prerequisites.
    StartingTech { tech: String },
    /// §56.1: take a strategy card by its initiative number.
    PickStrategy { card: u8 },
    /// A logged, public manual change for rules not automated yet.
    Adjust(Adjustment),
    /// A logged, public manual change of units on the board.
    AdjustUnits(UnitAdjustment),
    /// A logged manual give or take of a component: an action card, a technology or a planet.
    AdjustComponent(ComponentAdjustment),
    /// §37.4: pass for the rest of the action phase.
    Pass,
    /// Fleet Logistics: end the turn after its first action instead of taking a second.
    EndTurn,
    /// §57: the primary ability of the strategy card being resolved (its arguments).
    Primary { text: String },
    /// §57.1: the secondary ability (its arguments), or `None` to decline.
    Secondary { text: Option<String> },
    /// §1: propose a transaction to another player.
    Offer(Offer),
    /// §1: accept or decline the transaction proposed to you.
    Answer { accept: bool },
    /// §35: vote for an outcome (`abstain` to abstain) with the named planets (all ready ones
    /// when none are named).
    Vote {
        outcome: String,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        planets: Vec<String>,
    },
    /// §35.19: the speaker's choice between tied outcomes.
    Decide { outcome: String },
    /// §36: a choice an agenda's effect leaves to the player (a technology to research, `skip`).
    AgendaChoice { text: String },
    /// §38.4: discard an action card from a hand over the limit.
    Discard { card: String },
    /// §64.1: score an objective in the status phase (`done` to finish scoring); in the action
    /// phase, an action-phase secret objective whose moment came (§16.5). `discard`: the action
    /// cards discarded for Form a Spy Network (none named = the five oldest in hand).
    Score {
        objective: String,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        discard: Vec<String>,
        /// A "spend" objective's payment chosen by the player (§16, §54: planets to exhaust,
        /// trade goods); `None` = the cheapest exact payment.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pay: Option<crate::games::ti4::rules::status::Payment>,
    },
    /// §16: claim an action-phase secret objective whose event the engine did not see; the other
    /// players confirm or dispute.
    Claim { objective: String },
    /// Confirm (`true`) or dispute the claim waiting for one's answer.
    ClaimAnswer { confirm: bool },
    /// §64.5: the command tokens on the sheet after gaining 2: tactic, fleet, strategy.
    Tokens { tactic: u8, fleet: u8, strategy: u8 },
    /// §57: the strategic action of a card the player holds.
    Strategic { card: u8 },
    /// §59.1: activate the system holding this tile.
    Activate { tile: u16 },
    /// §50: the ships (and their cargo) moving into the active system; empty = none.
    Move { groups: Vec<MoveGroup> },
    /// One button of a tactical step built step by step (rules/draft.rs): a unit more or less
    /// to move or produce, ground forces to land, the payment; `move`, `invade` or `produce`
    /// confirms it.
    Draft(DraftStep),
    /// §42.6 / §73 / §82: assign the hits scored against you; `None` = the default assignment.
    Hits { picks: Option<Vec<HitPick>> },
    /// §42.4: announce a retreat to a system (tile), or `None` to stay (`always`: don't ask
    /// again in this combat).
    Retreat {
        to: Option<u16>,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        always: bool,
    },
    /// §77: commit ground forces to planets of the active system; empty = no invasion.
    /// `custodians`: the influence paid to remove the custodians token (§7).
    Invade {
        commits: Vec<(String, u8)>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        custodians: Option<Influence>,
        /// §81: where the bombarding units fire (planet, units; no units = all of them), chosen
        /// before the roll; `Some(empty)` = no bombardment, `None` = the default (every
        /// bombarding unit at the first planet of the landing it can bombard).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        bombard: Option<Vec<crate::games::ti4::rules::invasion::BombardTarget>>,
        /// fx8: fighters committed to planets as ground forces (the Naalu flagship):
        /// `<planet>: <infantry> + <n> fighters`.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        fighters: Vec<(String, u8)>,
    },
    /// §26 / §47: produce units and pay for them; no units = no production.
    Produce(Order),
    /// §38: play an action card from one's hand, with its targets (`play <card> <targets>`).
    Play { card: String, args: String },
    /// Answer the open reaction window: pass (`None`), cancel a played card with Sabotage
    /// (§38.3), or `minister_of_peace` (the law's holder ends the active player's turn).
    React { card: Option<String> },
    /// The table's reaction timeout ran out: every player still silent in the open window
    /// passes (declines a secondary). Only the app's
    /// timer sends this; it has no text notation, so no player can type it.
    Expire,
    /// A player's skip timer ran out in the open window (its delay is drawn the same way for
    /// every player, whatever they hold): if nothing they hold fits, they pass, as a pass typed
    /// by them would. Only the app's timer sends this; it has no notation.
    SkipIdle { seat: Seat },
    /// §8 / §11: use an ability — a technology's (or later a faction's) component action, an
    /// ability at its moment (Transit Diodes), or the answer to a technology question (`none`
    /// declines it).
    Use {
        id: String,
        #[serde(default, skip_serializing_if = "String::is_empty")]
        args: String,
    },
    /// §67: play a promissory note one holds: the note, its owner (player), targets.
    PlayNote {
        note: String,
        owner: String,
        args: String,
    },
    /// §55: reroll some of one's combat dice right after a roll, with War Funding or The Crown
    /// of Thalnos: dice numbers (from 1, among one's own dice), or `misses`.
    Reroll { source: Reroll, dice: Vec<String> },
    /// The player's reaction profile (rules/window.rs): `auto` = the engine passes at once in
    /// windows where nothing they hold fits; `ask` = always asked (the default).
    Reactions {
        auto: bool,
        /// `reactions wait`: always asked, and never passed for by the skip timer.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        wait: bool,
    },
    /// The player's standing orders (rules/orders.rs), each left as it is when `None`:
    /// `orders fight on|off` (never asked to retreat), `orders hits auto|ask` (hits on one's
    /// units assigned by the default at once).
    Orders {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        fight: Option<bool>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        hits: Option<bool>,
    },
}

/// One step of a draft (rules/draft.rs), with its notation after `draft`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DraftStep {
    /// One unit more (`add`) or less: moving out of tile `from` (`+carrier 12`), or produced
    /// when there is no tile (`+fighter`).
    Unit {
        kind: UnitKind,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        from: Option<u16>,
        add: bool,
    },
    /// One more ground force to land on a planet, or all those left in space (`land all <planet>`).
    Land { planet: String, all: bool },
    /// fx8: one more fighter to land on a planet as a ground force (the Naalu flagship:
    /// `land fighter <planet>`).
    LandFighter { planet: String },
    /// Production: choose the payment oneself (`pay`).
    Pay,
    /// Production: exhaust a planet (`pay <planet>`), or spend one trade good (`pay tg`).
    PayWith {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        planet: Option<String>,
    },
    /// Production: back from the payment to the units.
    Back,
    /// Start this step's draft again.
    Clear,
}

impl DraftStep {
    pub fn notation(&self) -> String {
        let body = match self {
            DraftStep::Unit { kind, from, add } => format!(
                "{}{}{}",
                if *add { '+' } else { '-' },
                kind.as_str(),
                from.map(|t| format!(" {t}")).unwrap_or_default()
            ),
            DraftStep::Land { planet, all: false } => format!("land {planet}"),
            DraftStep::Land { planet, all: true } => format!("land all {planet}"),
            DraftStep::LandFighter { planet } => format!("land fighter {planet}"),
            DraftStep::Pay => "pay".into(),
            DraftStep::PayWith { planet: None } => "pay tg".into(),
            DraftStep::PayWith { planet: Some(p) } => format!("pay {p}"),
            DraftStep::Back => "back".into(),
            DraftStep::Clear => "clear".into(),
        };
        format!("draft {body}")
    }
}

/// `draft +carrier 12`, `draft -fighter`, `draft land [all] <planet>`, `draft pay [<planet>|tg]`,
/// `draft back`, `draft clear`.
fn parse_draft(cx: Cx, rest: &str) -> Result<DraftStep, Refusal> {
    let help = || Refusal::from(Msg::new("ti4-draft-help"));
    let words: Vec<&str> = rest.split_whitespace().collect();
    let planet = |words: &[&str]| -> Result<String, Refusal> {
        if words.is_empty() {
            return Err(help());
        }
        let name = span(cx.text, words);
        cx.planet(name)?
            .ok_or_else(|| Msg::new("ti4-unknown-planet").text("planet", name).into())
    };
    match words.as_slice() {
        ["clear"] => Ok(DraftStep::Clear),
        ["back"] => Ok(DraftStep::Back),
        ["pay"] => Ok(DraftStep::Pay),
        ["pay", tg] if tg.eq_ignore_ascii_case("tg") => Ok(DraftStep::PayWith { planet: None }),
        ["pay", rest @ ..] => Ok(DraftStep::PayWith {
            planet: Some(planet(rest)?),
        }),
        ["land", f, rest @ ..] if f.eq_ignore_ascii_case("fighter") && !rest.is_empty() => {
            Ok(DraftStep::LandFighter {
                planet: planet(rest)?,
            })
        }
        ["land", all, rest @ ..] if all.eq_ignore_ascii_case("all") && !rest.is_empty() => {
            Ok(DraftStep::Land {
                planet: planet(rest)?,
                all: true,
            })
        }
        ["land", rest @ ..] => Ok(DraftStep::Land {
            planet: planet(rest)?,
            all: false,
        }),
        [unit, tile @ ..] if tile.len() <= 1 => {
            let add = match unit.chars().next() {
                Some('+') => true,
                Some('-') => false,
                _ => return Err(help()),
            };
            let kind = parse_kind(&unit[1..]).ok_or_else(help)?;
            let from = match tile {
                [] => None,
                [t] => Some(parse_tile(t)?),
                _ => return Err(help()),
            };
            Ok(DraftStep::Unit { kind, from, add })
        }
        _ => Err(help()),
    }
}

/// What an adjustment may change.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Counter {
    TradeGoods,
    Commodities,
    VictoryPoints,
    Tactic,
    Fleet,
    Strategy,
}

impl Counter {
    pub const ALL: [(Counter, &'static str); 6] = [
        (Counter::TradeGoods, "tg"),
        (Counter::Commodities, "comm"),
        (Counter::VictoryPoints, "vp"),
        (Counter::Tactic, "tactic"),
        (Counter::Fleet, "fleet"),
        (Counter::Strategy, "strategy"),
    ];

    pub fn id(self) -> &'static str {
        Counter::ALL
            .iter()
            .find(|(c, _)| *c == self)
            .map(|(_, s)| *s)
            .unwrap_or("tg")
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Adjustment {
    pub seat: Seat,
    pub counter: Counter,
    pub delta: i16,
}

/// Units added to or removed from a system by hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct UnitAdjustment {
    pub seat: Seat,
    pub tile: u16,
    pub kind: UnitKind,
    pub delta: i16,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub planet: Option<String>,
}

/// What `/game adjust` can give or take besides counters and units (issue 15 item 5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Component {
    /// An action card: given from the top of the deck (or the named card, from the deck or the
    /// discard pile); taken to the discard pile (hidden information: the public log never names
    /// it).
    Card,
    /// A promissory note (`owner` is the player whose note it is): given from wherever it is,
    /// taken back to its owner. Hidden like an action card.
    Note,
    Tech,
    Planet,
}

impl Component {
    pub fn id(self) -> &'static str {
        match self {
            Component::Card => "card",
            Component::Note => "note",
            Component::Tech => "tech",
            Component::Planet => "planet",
        }
    }
}

/// A component given (`give`) or taken by hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ComponentAdjustment {
    pub seat: Seat,
    pub component: Component,
    pub give: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    /// A promissory note's owner.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub owner: Option<Seat>,
}

impl Action {
    /// The notation parsed back by `parse`.
    pub fn notation(&self) -> String {
        match self {
            Action::KeepSecret { objective } => format!("keep {objective}"),
            Action::StartingTech { tech } => format!("tech {tech}"),
            Action::PickStrategy { card } => format!("pick {card}"),
            Action::Adjust(a) => format!("adjust {} {} {:+}", a.seat + 1, a.counter.id(), a.delta),
            Action::AdjustComponent(c) => format!(
                "adjust {} {} {}{}",
                c.seat + 1,
                c.component.id(),
                if c.give { "+1" } else { "-1" },
                c.id.as_deref().map(|i| format!(" {i}")).unwrap_or_default()
                    + &c.owner.map(|o| format!(" {}", o + 1)).unwrap_or_default()
            ),
            Action::AdjustUnits(u) => format!(
                "adjust {} units {} {:+} {}{}",
                u.seat + 1,
                u.tile,
                u.delta,
                u.kind.as_str(),
                u.planet
                    .as_deref()
                    .map(|p| format!(" on {p}"))
                    .unwrap_or_default()
            ),
            Action::Pass => "pass".into(),
            Action::EndTurn => "end turn".into(),
            Action::Primary { text } => format!("primary {text}").trim().to_string(),
            Action::Secondary { text: None } => "decline".into(),
            Action::Secondary { text: Some(t) } => format!("secondary {t}").trim().to_string(),
            Action::Offer(o) => {
                let note = |n: &Option<String>| {
                    n.as_ref().map(|n| format!(" note {n}")).unwrap_or_default()
                };
                let card = |c: &Option<String>| {
                    c.as_ref().map(|c| format!(" card {c}")).unwrap_or_default()
                };
                let terms = match &o.terms {
                    Some(t) if o.public_terms => format!(" terms {t}"),
                    Some(t) => format!(" private-terms {t}"),
                    None => String::new(),
                };
                format!(
                    "offer {} give tg {} comm {}{}{} get tg {} comm {}{}{}{terms}",
                    o.to + 1,
                    o.give.trade_goods,
                    o.give.commodities,
                    note(&o.give.note),
                    card(&o.give.action_card),
                    o.get.trade_goods,
                    o.get.commodities,
                    note(&o.get.note),
                    card(&o.get.action_card)
                )
            }
            Action::Answer { accept: true } => "accept".into(),
            Action::Answer { accept: false } => "reject".into(),
            Action::Vote { outcome, planets } if planets.is_empty() => format!("vote {outcome}"),
            Action::Vote { outcome, planets } => {
                format!("vote {outcome} with {}", planets.join(" "))
            }
            Action::Decide { outcome } => format!("decide {outcome}"),
            Action::AgendaChoice { text } => format!("agenda-choice {text}"),
            Action::Discard { card } => format!("discard {card}"),
            Action::Score {
                objective,
                discard,
                pay,
            } => {
                let mut s = format!("score {objective}");
                if !discard.is_empty() {
                    s.push_str(&format!(" discard {}", discard.join(" ")));
                }
                if let Some(p) = pay {
                    let n = p.notation();
                    // An empty payment still says so (`pay` alone): it is not the default.
                    s.push(' ');
                    s.push_str(if n.is_empty() { "pay" } else { &n });
                }
                s
            }
            Action::Claim { objective } => format!("claim {objective}"),
            Action::ClaimAnswer { confirm: true } => "confirm".into(),
            Action::ClaimAnswer { confirm: false } => "dispute".into(),
            Action::Tokens {
                tactic,
                fleet,
                strategy,
            } => format!("tokens {tactic} {fleet} {strategy}"),
            Action::Strategic { card } => format!("strategic {card}"),
            Action::Activate { tile } => format!("activate {tile}"),
            Action::Draft(d) => d.notation(),
            Action::Move { groups } if groups.is_empty() => "move none".into(),
            Action::Move { groups } => format!(
                "move {}",
                groups
                    .iter()
                    .map(|g| format!("{}: {}", g.from, units_text(&g.units)))
                    .collect::<Vec<_>>()
                    .join("; ")
            ),
            Action::Retreat { to: None, always } => {
                if *always {
                    "retreat never".into()
                } else {
                    "retreat no".into()
                }
            }
            Action::Retreat { to: Some(t), .. } => format!("retreat {t}"),
            Action::Hits { picks: None } => "hits default".into(),
            Action::Hits { picks: Some(p) } => format!(
                "hits {}",
                p.iter()
                    .map(|h| format!(
                        "{} {}{}",
                        h.count,
                        h.kind.as_str(),
                        if h.sustain { " sustain" } else { "" }
                    ))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            Action::Invade {
                commits,
                custodians,
                bombard,
                fighters,
            } => {
                let mut s = if commits.is_empty() {
                    "invade none".to_string()
                } else {
                    format!(
                        "invade {}",
                        commits
                            .iter()
                            .map(|(p, n)| match fighters.iter().find(|(q, _)| q == p) {
                                Some((_, m)) => format!("{p}: {n} + {m} fighters"),
                                None => format!("{p}: {n}"),
                            })
                            .collect::<Vec<_>>()
                            .join("; ")
                    )
                };
                if let Some(b) = bombard {
                    s.push_str(" bombard ");
                    if b.is_empty() {
                        s.push_str("none");
                    }
                    s.push_str(
                        &b.iter()
                            .map(|(p, units)| {
                                if units.is_empty() {
                                    p.clone()
                                } else {
                                    format!(
                                        "{p}: {}",
                                        units
                                            .iter()
                                            .map(|(k, n)| format!("{n} {}", k.as_str()))
                                            .collect::<Vec<_>>()
                                            .join(", ")
                                    )
                                }
                            })
                            .collect::<Vec<_>>()
                            .join("; "),
                    );
                }
                if let Some(c) = custodians {
                    s.push_str(" custodians");
                    if !c.planets.is_empty() {
                        s.push_str(&format!(" pay {}", c.planets.join(" ")));
                    }
                    if c.trade_goods > 0 {
                        s.push_str(&format!(" tg {}", c.trade_goods));
                    }
                }
                s
            }
            Action::Play { card, args } => format!("play {card} {args}").trim().to_string(),
            Action::React { card: None } => "react pass".into(),
            Action::React { card: Some(c) } => format!("react {c}"),
            Action::Expire => "(timeout)".into(),
            Action::SkipIdle { seat } => format!("(skip {seat})"),
            Action::Reactions { auto: true, .. } => "reactions auto".into(),
            Action::Reactions { wait: true, .. } => "reactions wait".into(),
            Action::Reactions { .. } => "reactions ask".into(),
            Action::Orders { fight, hits } => crate::core::orders::notation(*fight, *hits),
            Action::PlayNote { note, owner, args } => {
                format!("note {note} {owner} {args}").trim().to_string()
            }
            Action::Use { id, args } => format!("use {id} {args}").trim().to_string(),
            Action::Reroll { source, dice } => format!("reroll {} {}", source.id(), dice.join(" ")),
            Action::Produce(o) if o.units.is_empty() => "produce none".into(),
            Action::Produce(o) => {
                let mut s = format!("produce {}", units_text(&o.units));
                if !o.planets.is_empty() {
                    s.push_str(&format!(" pay {}", o.planets.join(" ")));
                }
                if o.trade_goods > 0 {
                    s.push_str(&format!(" tg {}", o.trade_goods));
                }
                s
            }
        }
    }
}

fn units_text(units: &[(UnitKind, u8)]) -> String {
    units
        .iter()
        .map(|(k, n)| format!("{n} {}", k.as_str()))
        .collect::<Vec<_>>()
        .join(", ")
}

fn parse_kind(word: &str) -> Option<UnitKind> {
    UnitKind::parse(word).or_else(|| UnitKind::parse(word.strip_suffix('s')?))
}

/// `2 dreadnought, 1 carrier, 3 fighters` (also `2 dn 1 cv`).
fn parse_units(text: &str) -> Result<Vec<(UnitKind, u8)>, Msg> {
    let words: Vec<&str> = text
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|w| !w.is_empty())
        .collect();
    let mut out: Vec<(UnitKind, u8)> = Vec::new();
    let mut it = words.iter();
    while let Some(w) = it.next() {
        let n: u8 = w
            .parse()
            .map_err(|_| Msg::new("ti4-units-help").text("text", text))?;
        let k = it
            .next()
            .and_then(|k| parse_kind(k))
            .ok_or_else(|| Msg::new("ti4-units-help").text("text", text))?;
        match out.iter_mut().find(|(kind, _)| *kind == k) {
            // A count that does not fit is refused, never cut to a byte.
            Some(e) => {
                e.1 =
                    e.1.checked_add(n)
                        .ok_or_else(|| Msg::new("ti4-units-help").text("text", text))?
            }
            None => out.push((k, n)),
        }
    }
    if out.is_empty() {
        return Err(Msg::new("ti4-units-help").text("text", text));
    }
    Ok(out)
}

fn parse_tile(text: &str) -> Result<u16, Msg> {
    text.trim()
        .parse()
        .map_err(|_| Msg::new("ti4-tile-help").text("text", text.trim()))
}

/// `pay <planet> <planet> tg <n>` (either part optional).
fn parse_payment(cx: Cx, text: &str) -> Result<(Vec<String>, u8), Refusal> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let (mut planets, mut tg) = (Vec::new(), 0);
    let mut i = 0;
    let mut paying = false;
    while i < words.len() {
        let w = words[i].trim_matches(',');
        if w.eq_ignore_ascii_case("pay") {
            paying = true;
        } else if w.eq_ignore_ascii_case("tg") {
            let n = words.get(i + 1).and_then(|n| n.parse().ok());
            tg = n.ok_or_else(|| Msg::new("ti4-payment-help"))?;
            i += 1;
            paying = false;
        } else if paying {
            let id = cx
                .planet(w)?
                .ok_or_else(|| Msg::new("ti4-unknown-planet").text("planet", w))?;
            planets.push(id);
        } else {
            return Err(Msg::new("ti4-payment-help").into());
        }
        i += 1;
    }
    Ok((planets, tg))
}

/// A seat from a number (1-based), a player's name or a faction id.
pub(crate) fn seat_of(state: &State, who: &str) -> Result<Seat, Msg> {
    match who.parse::<usize>() {
        Ok(n) if n >= 1 && n <= state.players.len() => Ok(n - 1),
        _ => state
            .players
            .iter()
            .position(|p| p.name.eq_ignore_ascii_case(who) || p.faction == who)
            .ok_or_else(|| Msg::new("ti4-adjust-unknown-player").text("player", who)),
    }
}

/// `adjust <player> units <tile> <±n> <unit> [on <planet>]`.
fn parse_unit_adjustment(cx: Cx, parts: &[&str]) -> Result<Action, Refusal> {
    let help = || Msg::new("ti4-adjust-units-help");
    let seat = cx.seat(parts[0])?;
    let tile = parse_tile(parts[2])?;
    let delta: i16 = parts[3]
        .trim_start_matches('+')
        .parse()
        .map_err(|_| help())?;
    let kind = parse_kind(parts[4]).ok_or_else(help)?;
    let planet = match parts.get(5..) {
        None | Some([]) => None,
        // The planet's words as written (a slice of the text, so an ambiguous name is
        // replaced where it stands).
        Some([on, rest @ ..]) if on.eq_ignore_ascii_case("on") && !rest.is_empty() => {
            let name = span(cx.text, rest);
            Some(
                cx.planet(name)?
                    .ok_or_else(|| Msg::new("ti4-unknown-planet").text("planet", name))?,
            )
        }
        _ => return Err(help().into()),
    };
    Ok(Action::AdjustUnits(UnitAdjustment {
        seat,
        tile,
        kind,
        delta,
        planet,
    }))
}

/// Splits `… terms <text>` (public once accepted) or `… private-terms <text>` (only the two
/// players see it) off an offer (§5).
fn split_terms(rest: &str) -> (&str, Option<String>, bool) {
    for w in rest.split_whitespace() {
        let public = w.eq_ignore_ascii_case("terms");
        if public || w.eq_ignore_ascii_case("private-terms") {
            let at = w.as_ptr() as usize - rest.as_ptr() as usize;
            let text = rest[at + w.len()..].trim();
            let text = (!text.is_empty()).then(|| text.to_string());
            return (&rest[..at], text, public);
        }
    }
    (rest, None, false)
}

fn syntax() -> Refusal {
    Msg::new("ti4-notation-help").into()
}

/// The slice of `text` from the first of `words` to the last (each a slice of `text`).
fn span<'a>(text: &'a str, words: &[&str]) -> &'a str {
    let base = text.as_ptr() as usize;
    let (Some(first), Some(last)) = (words.first(), words.last()) else {
        return "";
    };
    let start = (first.as_ptr() as usize).saturating_sub(base);
    let end = (last.as_ptr() as usize + last.len()).saturating_sub(base);
    text.get(start..end).unwrap_or("")
}

/// What the name lookups of one reading of a text need: the state, the whole text (an
/// ambiguous name is answered with the text once per reading, the name replaced), and whether
/// to spell each reading out as its action's notation (not when reading a reading again).
#[derive(Clone, Copy)]
struct Cx<'a> {
    state: &'a State,
    text: &'a str,
    spell: bool,
}

impl Cx<'_> {
    /// The id that `query` (a slice of the text) names among `items` (id, name): an id or name
    /// equal to it, else the one it begins; `None` when nothing fits; ambiguous when several do
    /// (each reading labelled with its name). `items`: (id, English name, catalog id of the
    /// name); names are matched in English, the labels are shown in the reader's language.
    fn one<'c>(
        self,
        query: &str,
        items: impl IntoIterator<Item = (&'c String, &'c String, String)>,
    ) -> Result<Option<String>, Refusal> {
        let items = items
            .into_iter()
            .map(|(id, name, catalog_id)| ((id, catalog_id), vec![id.clone(), name.clone()]));
        match refusal::find_by_name(query, items) {
            Found::None => Ok(None),
            Found::One((id, _)) => Ok(Some(id.clone())),
            Found::Many(found) => Err(self.ambiguous(
                query,
                found
                    .into_iter()
                    .map(|(id, catalog_id)| {
                        (Msg::new("plain").name("text", catalog_id), id.clone())
                    })
                    .collect(),
            )),
        }
    }

    fn ambiguous(self, part: &str, readings: Vec<(Msg, String)>) -> Refusal {
        let Cx { state, spell, .. } = self;
        refusal::ambiguous_word(self.text, part, readings, |t| {
            spell
                .then(|| {
                    read(Cx {
                        state,
                        text: t,
                        spell: false,
                    })
                    .ok()
                })
                .flatten()
                .map(|a| a.notation())
        })
    }

    /// A planet by id or name, or by the beginning of one name.
    fn planet(self, query: &str) -> Result<Option<String>, Refusal> {
        if let Some((_, p)) = content::planet(query) {
            return Ok(Some(p.id.clone()));
        }
        self.one(
            query,
            content::content()
                .planets()
                .map(|(_, p)| (&p.id, &p.name, p.catalog_id())),
        )
    }

    /// An action card by id or name, or by the beginning of one name.
    fn action_card(self, query: &str) -> Result<Option<String>, Refusal> {
        if let Some(c) = content::action_card(query) {
            return Ok(Some(c.id.clone()));
        }
        self.one(
            query,
            content::content()
                .action_cards
                .iter()
                .map(|c| (&c.id, &c.name, c.catalog_id())),
        )
    }

    /// An objective by id or name, or by the beginning of one name.
    fn objective(self, query: &str) -> Result<Option<String>, Refusal> {
        if let Some(o) = content::objective(query) {
            return Ok(Some(o.id.clone()));
        }
        self.one(
            query,
            content::content()
                .objectives()
                .map(|o| (&o.id, &o.name, o.catalog_id())),
        )
    }

    /// A promissory note by id or name, or by the beginning of one name.
    fn note(self, query: &str) -> Result<Option<String>, Refusal> {
        if let Some(n) = content::promissory_note(query) {
            return Ok(Some(n.id.clone()));
        }
        self.one(
            query,
            content::content()
                .promissory_notes
                .iter()
                .map(|n| (&n.id, &n.name, n.catalog_id())),
        )
    }

    /// A strategy card by initiative, id or name, or by the beginning of one name.
    fn strategy_card(self, query: &str) -> Result<u8, Refusal> {
        if let Ok(n) = query.parse::<u8>() {
            return Ok(n);
        }
        if let Some(c) = content::strategy_card_by_name(query) {
            return Ok(c.initiative);
        }
        let cards = &content::content().strategy_cards;
        let numbers: Vec<String> = cards.iter().map(|c| c.initiative.to_string()).collect();
        let found = self.one(
            query,
            numbers
                .iter()
                .zip(cards)
                .map(|(n, c)| (n, &c.name, c.catalog_id())),
        )?;
        found.and_then(|n| n.parse().ok()).ok_or_else(|| {
            Msg::new("ti4-unknown-strategy-card")
                .text("card", query)
                .into()
        })
    }

    /// A seat from a number (1-based), a player's name or a faction id; players who share the
    /// name make it ambiguous (each reading names the seat by number).
    fn seat(self, who: &str) -> Result<Seat, Refusal> {
        if let Ok(n) = who.parse::<usize>()
            && n >= 1
            && n <= self.state.players.len()
        {
            return Ok(n - 1);
        }
        let fits: Vec<Seat> = (0..self.state.players.len())
            .filter(|s| {
                let p = &self.state.players[*s];
                p.name.eq_ignore_ascii_case(who) || p.faction == who
            })
            .collect();
        match fits[..] {
            [] => Err(Msg::new("ti4-adjust-unknown-player")
                .text("player", who)
                .into()),
            [one] => Ok(one),
            _ => Err(self.ambiguous(
                who,
                fits.iter()
                    .map(|s| {
                        let p = &self.state.players[*s];
                        let label = format!("{}. {} ({})", s + 1, p.name, p.faction);
                        (Msg::new("plain").text("text", label), (s + 1).to_string())
                    })
                    .collect(),
            )),
        }
    }
}

/// Parses the notation (`keep <objective>`, `pick <number|name>`, `move <tile>: <units>`, …).
/// A name may be shortened to its beginning while that names one thing; a beginning (or a
/// player's name) that names several is ambiguous, with one reading per thing. Every other
/// refusal is a syntax error that says what is accepted.
pub fn parse(state: &State, text: &str) -> Result<Action, Refusal> {
    let text = text.trim();
    read(Cx {
        state,
        text,
        spell: true,
    })
    .map_err(|r| match r.kind {
        RefusalKind::Ambiguous(_) => r,
        _ => Refusal::syntax(r.msg),
    })
}

fn read(cx: Cx) -> Result<Action, Refusal> {
    let Cx { text, .. } = cx;
    let text = text.trim();
    let (verb, rest) = text
        .split_once(|c: char| c.is_whitespace() || c == ':')
        .unwrap_or((text, ""));
    let rest = rest.trim();
    match verb.to_ascii_lowercase().as_str() {
        "keep" => {
            if rest.is_empty() {
                return Err(syntax());
            }
            let id = cx.objective(rest)?.unwrap_or_else(|| rest.to_string());
            Ok(Action::KeepSecret { objective: id })
        }
        "tech" => {
            if rest.is_empty() {
                return Err(syntax());
            }
            let id = content::tech(rest)
                .map(|t| t.id.clone())
                .unwrap_or_else(|| rest.to_string());
            Ok(Action::StartingTech { tech: id })
        }
        "pick" => Ok(Action::PickStrategy {
            card: cx.strategy_card(rest)?,
        }),
        "adjust" => {
            let parts: Vec<&str> = rest.split_whitespace().collect();
            if parts.len() >= 5 && parts[1].eq_ignore_ascii_case("units") {
                return parse_unit_adjustment(cx, &parts);
            }
            if parts.len() >= 3
                && let Some(component) = [
                    Component::Card,
                    Component::Note,
                    Component::Tech,
                    Component::Planet,
                ]
                .into_iter()
                .find(|c| c.id().eq_ignore_ascii_case(parts[1]))
            {
                let help = || Msg::new("ti4-adjust-component-help");
                let seat = cx.seat(parts[0])?;
                let give = match parts[2] {
                    "+1" | "1" => true,
                    "-1" => false,
                    _ => return Err(help().into()),
                };
                let mut owner = None;
                let id =
                    match (component, parts.get(3..)) {
                        (_, None | Some([])) => None,
                        (Component::Note, Some([id, who])) => {
                            owner = Some(cx.seat(who)?);
                            Some(id.to_ascii_lowercase())
                        }
                        (Component::Note, _) => return Err(help().into()),
                        (Component::Planet, Some(rest)) => {
                            let name = span(cx.text, rest);
                            Some(cx.planet(name)?.ok_or_else(|| {
                                Msg::new("ti4-unknown-planet").text("planet", name)
                            })?)
                        }
                        (_, Some([id])) => Some(id.to_ascii_lowercase()),
                        _ => return Err(help().into()),
                    };
                if id.is_none() && !(component == Component::Card && give) {
                    return Err(help().into());
                }
                return Ok(Action::AdjustComponent(ComponentAdjustment {
                    seat,
                    component,
                    give,
                    id,
                    owner,
                }));
            }
            let [who, what, delta] = parts[..] else {
                return Err(Msg::new("ti4-adjust-help").into());
            };
            let seat = cx.seat(who)?;
            let counter = Counter::ALL
                .iter()
                .find(|(_, s)| s.eq_ignore_ascii_case(what))
                .map(|(c, _)| *c)
                .ok_or_else(|| Msg::new("ti4-adjust-help"))?;
            let delta: i16 = delta
                .trim_start_matches('+')
                .parse()
                .map_err(|_| Msg::new("ti4-adjust-help"))?;
            Ok(Action::Adjust(Adjustment {
                seat,
                counter,
                delta,
            }))
        }
        // One-word actions take nothing after them: `pass now` is refused, not read as `pass`.
        "pass" | "confirm" | "dispute" | "accept" | "reject" | "decline-offer" | "withdraw"
        | "decline"
            if !rest.is_empty() =>
        {
            Err(Msg::new("ti4-one-word")
                .text("action", verb.to_ascii_lowercase())
                .into())
        }
        "pass" => Ok(Action::Pass),
        "draft" => Ok(Action::Draft(parse_draft(cx, rest)?)),
        "end" if rest.eq_ignore_ascii_case("turn") => Ok(Action::EndTurn),
        "play" => {
            let (card, args) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
            if card.is_empty() {
                return Err(Msg::new("ti4-play-usage").into());
            }
            let id = cx
                .action_card(card)?
                .ok_or_else(|| Msg::new("ti4-unknown-action-card").text("card", card))?;
            Ok(Action::Play {
                card: id,
                args: args.trim().to_string(),
            })
        }
        "note" => {
            let mut w = rest.splitn(3, char::is_whitespace);
            let (Some(note), Some(owner)) = (w.next(), w.next()) else {
                return Err(Msg::new("ti4-note-usage").into());
            };
            let id = cx
                .note(note)?
                .ok_or_else(|| Msg::new("ti4-unknown-note").text("note", note))?;
            cx.seat(owner)?;
            Ok(Action::PlayNote {
                note: id,
                owner: owner.to_string(),
                args: w.next().unwrap_or("").trim().to_string(),
            })
        }
        "use" => {
            let (id, args) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
            let id = match id.to_ascii_lowercase().as_str() {
                "" => return Err(Msg::new("ti4-use-help").into()),
                "none" | "no" | "skip" => "none".to_string(),
                w => content::tech(w)
                    .map(|t| t.id.clone())
                    .unwrap_or_else(|| w.to_string()),
            };
            Ok(Action::Use {
                id,
                args: args.trim().to_string(),
            })
        }
        "reactions" => match rest.to_ascii_lowercase().as_str() {
            "auto" => Ok(Action::Reactions {
                auto: true,
                wait: false,
            }),
            "ask" => Ok(Action::Reactions {
                auto: false,
                wait: false,
            }),
            "wait" => Ok(Action::Reactions {
                auto: false,
                wait: true,
            }),
            _ => Err(Msg::new("ti4-reactions-help").into()),
        },
        "orders" => {
            let (fight, hits) = crate::games::ti4::rules::orders::parse(rest)?;
            Ok(Action::Orders { fight, hits })
        }
        "react" => match rest.to_ascii_lowercase().as_str() {
            "" | "pass" | "no" | "none" => Ok(Action::React { card: None }),
            // Minister of Peace (a law, not an action card): end the active player's turn.
            c if content::agenda(c).is_some_and(|a| a.id == "minister_of_peace") => {
                Ok(Action::React {
                    card: Some("minister_of_peace".into()),
                })
            }
            // A faction technology used as a reaction (Instinct Training, Nullification Field).
            c if content::tech(c).is_some_and(|t| t.faction.is_some()) => Ok(Action::React {
                card: content::tech(c).map(|t| t.id.clone()),
            }),
            _ => Ok(Action::React {
                card: Some(
                    cx.action_card(rest)?
                        .ok_or_else(|| Msg::new("ti4-reaction-help"))?,
                ),
            }),
        },
        "reroll" => {
            let mut w = rest
                .split(|c: char| c.is_whitespace() || c == ',')
                .filter(|w| !w.is_empty());
            let source = w
                .next()
                .and_then(Reroll::parse)
                .ok_or_else(|| Msg::new("ti4-reroll-usage"))?;
            let dice: Vec<String> = w.map(|x| x.to_ascii_lowercase()).collect();
            let ok = dice == ["misses"]
                || (source == Reroll::Munitions && dice == ["pay"])
                || (!dice.is_empty() && dice.iter().all(|d| d.parse::<u8>().is_ok()));
            if !ok {
                return Err(Msg::new("ti4-reroll-usage").into());
            }
            Ok(Action::Reroll { source, dice })
        }
        "discard" => Ok(Action::Discard {
            card: cx.action_card(rest)?.unwrap_or_else(|| rest.to_string()),
        }),
        "vote" => {
            let (outcome, with) = match rest.to_ascii_lowercase().find(" with ") {
                Some(i) => (&rest[..i], &rest[i + " with ".len()..]),
                None => (rest, ""),
            };
            if outcome.trim().is_empty() {
                return Err(Msg::new("ti4-vote-help").into());
            }
            let planets = with
                .split(|c: char| c.is_whitespace() || c == ',')
                .filter(|w| !w.is_empty())
                .map(|w| {
                    cx.planet(w)?
                        .ok_or_else(|| Msg::new("ti4-unknown-planet").text("planet", w).into())
                })
                .collect::<Result<Vec<_>, Refusal>>()?;
            Ok(Action::Vote {
                outcome: outcome.trim().to_string(),
                planets,
            })
        }
        "decide" => Ok(Action::Decide {
            outcome: rest.to_string(),
        }),
        "agenda-choice" if rest.is_empty() => Err(Msg::new("ti4-agenda-choice-help").into()),
        "agenda-choice" => Ok(Action::AgendaChoice {
            text: rest.to_string(),
        }),
        "accept" => Ok(Action::Answer { accept: true }),
        "reject" | "decline-offer" | "withdraw" => Ok(Action::Answer { accept: false }),
        "offer" | "deal" => {
            // offer <player> give tg <n> comm <n> get tg <n> comm <n> [terms|private-terms <text>]
            let (rest, terms, public_terms) = split_terms(rest);
            let w: Vec<&str> = rest.split_whitespace().collect();
            let Some(who) = w.first() else {
                return Err(Msg::new("ti4-offer-help").into());
            };
            let to = cx.seat(who)?;
            let (mut give, mut get) = (Goods::default(), Goods::default());
            let mut side = None;
            let mut i = 1;
            while i < w.len() {
                match w[i].to_ascii_lowercase().as_str() {
                    "give" => side = Some(true),
                    "get" | "for" => side = Some(false),
                    "note" => {
                        let id = w.get(i + 1).ok_or_else(|| Msg::new("ti4-offer-help"))?;
                        let id = cx
                            .note(id)?
                            .ok_or_else(|| Msg::new("ti4-unknown-note").text("note", *id))?;
                        match side {
                            Some(true) => give.note = Some(id),
                            Some(false) => get.note = Some(id),
                            None => return Err(Msg::new("ti4-offer-help").into()),
                        }
                        i += 1;
                    }
                    "card" => {
                        let id = w.get(i + 1).ok_or_else(|| Msg::new("ti4-offer-help"))?;
                        let id = cx
                            .action_card(id)?
                            .ok_or_else(|| Msg::new("ti4-offer-help"))?;
                        match side {
                            Some(true) => give.action_card = Some(id),
                            Some(false) => get.action_card = Some(id),
                            None => return Err(Msg::new("ti4-offer-help").into()),
                        }
                        i += 1;
                    }
                    kind @ ("tg" | "comm") => {
                        let n: u8 = w
                            .get(i + 1)
                            .and_then(|n| n.parse().ok())
                            .ok_or_else(|| Msg::new("ti4-offer-help"))?;
                        let g = match side {
                            Some(true) => &mut give,
                            Some(false) => &mut get,
                            None => return Err(Msg::new("ti4-offer-help").into()),
                        };
                        if kind == "tg" {
                            g.trade_goods = n;
                        } else {
                            g.commodities = n;
                        }
                        i += 1;
                    }
                    _ => return Err(Msg::new("ti4-offer-help").into()),
                }
                i += 1;
            }
            Ok(Action::Offer(Offer {
                from: 0,
                to,
                give,
                get,
                terms,
                public_terms,
            }))
        }
        "primary" => Ok(Action::Primary {
            text: rest.to_string(),
        }),
        "secondary" => Ok(Action::Secondary {
            text: Some(rest.to_string()),
        }),
        "decline" => Ok(Action::Secondary { text: None }),
        "score" => {
            if rest.is_empty() {
                return Err(Msg::new("ti4-score-help").into());
            }
            // `… pay <planets> tg <n>` at the end: the payment of a "spend" objective.
            let lower = rest.to_ascii_lowercase();
            let (rest, pay) = match lower
                .find(" pay ")
                .or_else(|| lower.strip_suffix(" pay").map(str::len))
                .or_else(|| lower.find(" tg "))
            {
                Some(i) => {
                    let (planets, tg) = parse_payment(cx, &rest[i..])?;
                    (
                        &rest[..i],
                        Some(crate::games::ti4::rules::status::Payment { planets, tg }),
                    )
                }
                None => (rest, None),
            };
            let lower = rest.to_ascii_lowercase();
            let (what, cards) = match lower.find(" discard") {
                Some(i) => (&rest[..i], &rest[i + " discard".len()..]),
                None => (rest, ""),
            };
            let objective = if what.trim().eq_ignore_ascii_case("done") {
                "done".to_string()
            } else {
                cx.objective(what.trim())?
                    .ok_or_else(|| Msg::new("ti4-unknown-objective").text("objective", what))?
            };
            let discard = cards
                .split(|c: char| c.is_whitespace() || c == ',')
                .filter(|w| !w.is_empty())
                .map(|w| {
                    cx.action_card(w)?
                        .ok_or_else(|| Msg::new("ti4-unknown-action-card").text("card", w).into())
                })
                .collect::<Result<Vec<_>, Refusal>>()?;
            Ok(Action::Score {
                objective,
                discard,
                pay,
            })
        }
        "claim" => {
            if rest.is_empty() {
                return Err(Msg::new("ti4-claim-help").into());
            }
            let objective = cx
                .objective(rest)?
                .ok_or_else(|| Msg::new("ti4-unknown-objective").text("objective", rest))?;
            Ok(Action::Claim { objective })
        }
        "confirm" => Ok(Action::ClaimAnswer { confirm: true }),
        "dispute" => Ok(Action::ClaimAnswer { confirm: false }),
        "tokens" => {
            let n: Vec<u8> = rest
                .split_whitespace()
                .map(|w| w.parse::<u8>())
                .collect::<Result<_, _>>()
                .map_err(|_| Msg::new("ti4-tokens-help"))?;
            let [tactic, fleet, strategy] = n[..] else {
                return Err(Msg::new("ti4-tokens-help").into());
            };
            Ok(Action::Tokens {
                tactic,
                fleet,
                strategy,
            })
        }
        "strategic" => Ok(Action::Strategic {
            card: cx.strategy_card(rest)?,
        }),
        "activate" => Ok(Action::Activate {
            tile: parse_tile(rest)?,
        }),
        "move" => {
            if rest.eq_ignore_ascii_case("none") {
                return Ok(Action::Move { groups: Vec::new() });
            }
            let mut groups = Vec::new();
            for part in rest.split(';').filter(|p| !p.trim().is_empty()) {
                let (tile, units) = part
                    .split_once(':')
                    .ok_or_else(|| Msg::new("ti4-move-help"))?;
                groups.push(MoveGroup {
                    from: parse_tile(tile)?,
                    units: parse_units(units)?,
                });
            }
            if groups.is_empty() {
                return Err(Msg::new("ti4-move-help").into());
            }
            Ok(Action::Move { groups })
        }
        "retreat" => {
            let word = rest.to_ascii_lowercase();
            if rest.is_empty() || ["no", "none"].contains(&word.as_str()) {
                return Ok(Action::Retreat {
                    to: None,
                    always: false,
                });
            }
            if word == "never" {
                return Ok(Action::Retreat {
                    to: None,
                    always: true,
                });
            }
            Ok(Action::Retreat {
                to: Some(parse_tile(rest)?),
                always: false,
            })
        }
        "hits" => {
            if rest.is_empty() || rest.eq_ignore_ascii_case("default") {
                return Ok(Action::Hits { picks: None });
            }
            let mut picks = Vec::new();
            for part in rest.split(',').filter(|p| !p.trim().is_empty()) {
                let words: Vec<&str> = part.split_whitespace().collect();
                let (n, kind, sustain) = match words[..] {
                    [n, k] => (n, k, false),
                    [n, k, s] if s.eq_ignore_ascii_case("sustain") => (n, k, true),
                    _ => return Err(Msg::new("ti4-hits-help").into()),
                };
                picks.push(HitPick {
                    kind: parse_kind(kind).ok_or_else(|| Msg::new("ti4-hits-help"))?,
                    count: n.parse().map_err(|_| Msg::new("ti4-hits-help"))?,
                    sustain,
                });
            }
            Ok(Action::Hits { picks: Some(picks) })
        }
        "invade" => {
            if rest.eq_ignore_ascii_case("none") {
                return Ok(Action::Invade {
                    commits: Vec::new(),
                    custodians: None,
                    bombard: None,
                    fighters: Vec::new(),
                });
            }
            let lower = rest.to_ascii_lowercase();
            let (rest, custodians) = match lower.find(" custodians") {
                Some(i) => {
                    let (planets, tg) = parse_payment(cx, &rest[i + " custodians".len()..])?;
                    (
                        &rest[..i],
                        Some(Influence {
                            planets,
                            trade_goods: tg,
                        }),
                    )
                }
                None => (rest, None),
            };
            // `bombard <planet>[: <units>][; …]` or `bombard none` (§81), after the landing.
            let lower = rest.to_ascii_lowercase();
            let (rest, bombard) = match lower
                .find(" bombard")
                .or_else(|| lower.starts_with("bombard").then_some(0))
            {
                Some(i) => {
                    let text = rest[i..].trim_start();
                    let text = text["bombard".len()..].trim();
                    let mut targets = Vec::new();
                    if !text.eq_ignore_ascii_case("none") {
                        for part in text.split(';').filter(|p| !p.trim().is_empty()) {
                            let (planet, units) = match part.split_once(':') {
                                Some((p, u)) => (p, parse_units(u)?),
                                None => (part, Vec::new()),
                            };
                            let id = cx
                                .planet(planet.trim())?
                                .unwrap_or_else(|| planet.trim().to_string());
                            targets.push((id, units));
                        }
                        if targets.is_empty() {
                            return Err(Msg::new("ti4-invade-help").into());
                        }
                    }
                    (&rest[..i], Some(targets))
                }
                None => (rest, None),
            };
            let rest = if rest.trim().eq_ignore_ascii_case("none") {
                ""
            } else {
                rest
            };
            let mut commits = Vec::new();
            let mut fighters = Vec::new();
            for part in rest.split(';').filter(|p| !p.trim().is_empty()) {
                let (planet, n) = part
                    .rsplit_once(':')
                    .ok_or_else(|| Msg::new("ti4-invade-help"))?;
                let id = cx
                    .planet(planet.trim())?
                    .unwrap_or_else(|| planet.trim().to_string());
                // fx8: `<infantry> + <n> fighters` (the Naalu flagship).
                let (n, with) = match n.split_once('+') {
                    Some((n, f)) => {
                        let f = f.trim().to_ascii_lowercase();
                        let count = f
                            .strip_suffix("fighters")
                            .or_else(|| f.strip_suffix("fighter"))
                            .ok_or_else(|| Msg::new("ti4-invade-help"))?;
                        let m: u8 = count
                            .trim()
                            .parse()
                            .map_err(|_| Msg::new("ti4-invade-help"))?;
                        (n, m)
                    }
                    None => (n, 0),
                };
                let n: u8 = n.trim().parse().map_err(|_| Msg::new("ti4-invade-help"))?;
                if with > 0 {
                    fighters.push((id.clone(), with));
                }
                commits.push((id, n));
            }
            Ok(Action::Invade {
                commits,
                custodians,
                bombard,
                fighters,
            })
        }
        "produce" => {
            if rest.eq_ignore_ascii_case("none") {
                return Ok(Action::Produce(Order::default()));
            }
            let lower = rest.to_ascii_lowercase();
            let (units, payment) = match lower
                .find(" pay ")
                .or_else(|| lower.strip_suffix(" pay").map(str::len))
                .or_else(|| lower.find(" tg "))
            {
                Some(i) => (&rest[..i], &rest[i..]),
                None => (rest, ""),
            };
            let (planets, trade_goods) = parse_payment(cx, payment)?;
            Ok(Action::Produce(Order {
                units: parse_units(units)?,
                planets,
                trade_goods,
            }))
        }
        _ => Err(syntax()),
    }
}
