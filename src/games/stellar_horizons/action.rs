//! Actions: one serde enum that is also the log format, and its text notation (what buttons
//! carry and `/play` accepts). Ships are `s<id>`, bases `b<id>`, pirates `p<id>`; places are
//! `surface:<world>`, `orbit:<world>`, `flyby:<system>`, and a transfer is `to:<system>`.

use serde::{Deserialize, Serialize};

use super::content::{Field, content};
use super::rules::policy;
use super::state::{LINES, Loc, Pick, State};
use crate::core::{Msg, Refusal};

/// What a combat targets.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Target {
    Ship(u32),
    Base(u32),
    Pirate(u32),
    Invader,
}

/// Where a move goes: a place of the ship's system, or a heliocentric transfer to a system.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Dest {
    Place(Loc),
    Transfer(String),
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Action {
    /// Politics markers spent on initiative (R 3.1.2).
    Bid(i32),
    /// One diplomacy attempt on the relation with a faction (R 3.1.3).
    Diplo {
        target: String,
        up: bool,
    },
    /// Buy a technology (R 3.1.7).
    Research(String),
    /// Pass in research (converting leftover politics to cash or to points of a field), or in
    /// the policy step.
    Pass(Option<String>),
    /// Take a policy (R 3.1.9).
    Policy(String),
    /// Build a ship at Earth (`None`) or at a base (R 3.2).
    Build {
        design: String,
        base: Option<u32>,
    },
    /// Build a CV already in Reserve, 1 SUP and 1 FUEL cheaper (R 2.6.6).
    BuildReserved {
        design: String,
        base: Option<u32>,
    },
    /// Buy resources at Earth into a ship's hold (R 2.3, S).
    Load {
        ship: u32,
        res: usize,
        n: i32,
    },
    Repair(u32),
    Reactivate(u32),
    Scrap(u32),
    Move {
        ship: u32,
        to: Dest,
    },
    Attack {
        ship: u32,
        target: Target,
    },
    Blockade {
        ship: u32,
        base: u32,
    },
    Explore {
        ship: u32,
        world: String,
    },
    Harvest(u32),
    /// CV production of a resource at its world (R 3.5.6).
    Mine {
        ship: u32,
        res: usize,
    },
    Tow(u32),
    Shoot(u32),
    Found(u32),
    Facility {
        base: u32,
        line: String,
    },
    Settle(u32),
    Unload {
        ship: u32,
        base: u32,
    },
    Terraform {
        base: u32,
        n: i32,
    },
    Produce {
        base: u32,
        item: String,
    },
    Done,
    /// An interceptor's answer (R 3.3.6): try to intercept the mover, or let it pass.
    Intercept(bool),
    /// The mover stops where it is (after an interception, R 3.3.6).
    Stop,
    /// Fight now (an interception, a pirate, a surrender declined).
    Fight,
    /// Finish the move after an interception combat (R 3.3.6).
    Continue,
    /// Pay a pirate's toll to pass, or double to remove it (R 3.4.8).
    Pay,
    PayDouble,
    /// Offer surrender (R 3.4.3), also to a pirate.
    Surrender,
    /// The attacker's answer to a surrender at war (R 3.4.3).
    Accept,
    Refuse,
    Carve,
    /// Sealed drone roles: squadrons flown as bombers (R 3.4.5).
    Bombers(i32),
    /// Where the next hit goes (`None`: the automatic pick), R 3.4.5.
    Hit(Option<Pick>),
    /// A standing order, at any time: `order intercept always|never|ask`,
    /// `order allocate auto|ask`.
    Order {
        key: String,
        value: String,
    },
    /// Raid an NPF base at war (R 3.4.9).
    Raid {
        ship: u32,
        base: u32,
    },
    /// Join an ally's fleets into joint fleets (R 2.5; both must ask), or leave them.
    Join(String),
    Leave(String),
    /// Remove one damage marker from a base's facility (R 3.2).
    RepairFacility {
        base: u32,
        line: String,
    },
    /// An LV cargo run (R 2.6.1): up to the LV's size in one resource from its place (Earth:
    /// bought at the market; a base: its stockpile) to an own base.
    Haul {
        lv: u32,
        base: u32,
        res: usize,
        n: i32,
    },
    /// Move resources between two own ships at one place (R 2.8), `n` of one kind.
    Shift {
        from: u32,
        to: u32,
        res: usize,
        n: i32,
    },
    /// Spend surplus tactics points (R 3.4.4): `strike`, `direct` (1) or `cancel` (3); damage
    /// bought at 2 a point (positive: dealt, negative: taken less); target picks at 1 each.
    Tactics {
        fire: String,
        damage: i32,
        picks: i32,
    },
    /// Units set aside as protected in direct fire (R 3.4.5); empty: none.
    Protect(Vec<u32>),
    /// Flip a CV to Reserve (R 2.6.6).
    Reserve(u32),
    /// Raze an own base (R 2.7).
    Raze(u32),
    /// The pick in a choice waiting for this player (a world card, consent, an event's world or
    /// base, a unit to dispose of).
    Pick(String),
    /// Politics markers cashed in at $1B each, at any time (R 2.3.4).
    CashIn(i32),
    /// Four politics markers for a VP marker (R 2.3.4).
    BuyVp,
    /// Two politics markers: the private mission goes back, another is drawn (R 2.3.4).
    Redraw,
    /// Standing order: refuse (or stop refusing) ties above Free Trade with a faction (R 3.1.3).
    Veto(String),
    /// Standing order: terms for trade at one's bases, `allow`, `tariff` or `refuse` (R 3.6.1).
    Host(String),
    /// Sell resources from a hold at Earth, two for $1B (S).
    Sell {
        ship: u32,
        res: usize,
        n: i32,
    },
    /// Trade `n` resources at a base's trade marker (R 3.6.1).
    Trade {
        base: u32,
        n: i32,
    },
    /// Drop a policy to make room for another (R 3.1.9).
    DropPolicy(String),
    /// Build a probe onto an own flyby, orbiter or rover at Earth or at a base (R 2.6.2).
    BuildProbe {
        carrier: u32,
        base: Option<u32>,
    },
    /// Release a carrier's probe onto a world (R 3.5.1).
    Release {
        carrier: u32,
        world: String,
    },
    /// Throw away own resources from a hold or a stockpile (R 2.8).
    Dump {
        from: Target,
        res: usize,
        n: i32,
    },
    /// Repair one damaged settlement at a base (R 2.8.2).
    RepairSettlement(u32),
    /// Teleport a CV to Earth orbit against an event's Invader (R 5.0).
    Teleport(u32),
    /// Join the fleet of another ship at the same place, or split off into a new fleet
    /// (`None`), R 2.8: a move with its engine roll.
    Regroup {
        ship: u32,
        with: Option<u32>,
    },
    /// A ship that has just arrived joins the fleet of another ship there, or stands as a fleet
    /// of its own (`None`), R 2.8: free, part of the move (SH-D500).
    Arrive {
        ship: u32,
        with: Option<u32>,
    },
    /// An interceptor's answer naming the fleet that intercepts, by one of its ships (R 3.3.6,
    /// SH-D501).
    InterceptWith(u32),
}

pub const RES: [&str; 3] = ["ore", "fuel", "sup"];
pub const PRODUCTS: [&str; 6] = ["ore", "fuel", "sup", "phys", "eng", "bio"];

impl Action {
    /// The notation that `parse` reads back.
    pub fn notation(&self) -> String {
        match self {
            Action::Bid(n) => format!("bid {n}"),
            Action::Diplo { target, up } => {
                format!("diplo {target} {}", if *up { "up" } else { "down" })
            }
            Action::Research(t) => format!("research {t}"),
            Action::Pass(None) => "pass".into(),
            Action::Pass(Some(x)) => format!("pass {x}"),
            Action::Policy(p) => format!("policy {p}"),
            Action::Build { design, base } => match base {
                None => format!("build {design}"),
                Some(b) => format!("build {design} b{b}"),
            },
            Action::BuildReserved { design, base } => match base {
                None => format!("build-reserved {design}"),
                Some(b) => format!("build-reserved {design} b{b}"),
            },
            Action::Load { ship, res, n } => format!("load s{ship} {} {n}", RES[*res]),
            Action::Repair(s) => format!("repair s{s}"),
            Action::Reactivate(s) => format!("reactivate s{s}"),
            Action::Scrap(s) => format!("scrap s{s}"),
            Action::Move { ship, to } => match to {
                Dest::Place(l) => format!("move s{ship} {}", l.code()),
                Dest::Transfer(sys) => format!("move s{ship} to:{sys}"),
            },
            Action::Attack { ship, target } => format!("attack s{ship} {}", target_code(target)),
            Action::Blockade { ship, base } => format!("blockade s{ship} b{base}"),
            Action::Explore { ship, world } => format!("explore s{ship} {world}"),
            Action::Harvest(s) => format!("harvest s{s}"),
            Action::Mine { ship, res } => format!("mine s{ship} {}", RES[*res]),
            Action::Tow(s) => format!("tow s{s}"),
            Action::Shoot(s) => format!("shoot s{s}"),
            Action::Found(s) => format!("found s{s}"),
            Action::Facility { base, line } => format!("facility b{base} {line}"),
            Action::Settle(b) => format!("settle b{b}"),
            Action::Unload { ship, base } => format!("unload s{ship} b{base}"),
            Action::Terraform { base, n } => format!("terraform b{base} {n}"),
            Action::Produce { base, item } => format!("produce b{base} {item}"),
            Action::Done => "done".into(),
            Action::Intercept(true) => "intercept".into(),
            Action::Intercept(false) => "let-pass".into(),
            Action::Stop => "stop".into(),
            Action::Fight => "fight".into(),
            Action::Continue => "continue".into(),
            Action::Pay => "pay".into(),
            Action::PayDouble => "pay-double".into(),
            Action::Surrender => "surrender".into(),
            Action::Accept => "accept".into(),
            Action::Refuse => "refuse".into(),
            Action::Carve => "carve".into(),
            Action::Bombers(n) => format!("bombers {n}"),
            Action::Hit(None) => "hit auto".into(),
            Action::Hit(Some(p)) => format!("hit {}", p.code()),
            Action::Order { key, value } => format!("order {key} {value}"),
            Action::Raid { ship, base } => format!("raid s{ship} b{base}"),
            Action::Join(f) => format!("join {f}"),
            Action::Leave(f) => format!("leave {f}"),
            Action::RepairFacility { base, line } => format!("fix b{base} {line}"),
            Action::Reserve(s) => format!("reserve s{s}"),
            Action::Protect(v) if v.is_empty() => "protect none".into(),
            Action::Protect(v) => format!(
                "protect {}",
                v.iter()
                    .map(|i| format!("s{i}"))
                    .collect::<Vec<_>>()
                    .join(",")
            ),
            Action::Tactics {
                fire,
                damage,
                picks,
            } => format!("tactics {fire} {damage} {picks}"),
            Action::Shift { from, to, res, n } => format!("shift s{from} s{to} {} {n}", RES[*res]),
            Action::Haul { lv, base, res, n } => format!("haul s{lv} b{base} {} {n}", RES[*res]),
            Action::Raze(b) => format!("raze b{b}"),
            Action::Pick(x) => format!("pick {x}"),
            Action::CashIn(n) => format!("cash-in {n}"),
            Action::BuyVp => "buy-vp".into(),
            Action::Redraw => "redraw".into(),
            Action::Veto(f) => format!("veto {f}"),
            Action::Host(t) => format!("host {t}"),
            Action::Sell { ship, res, n } => format!("sell s{ship} {} {n}", RES[*res]),
            Action::Trade { base, n } => format!("trade b{base} {n}"),
            Action::DropPolicy(p) => format!("drop-policy {p}"),
            Action::BuildProbe { carrier, base } => match base {
                None => format!("build-probe s{carrier}"),
                Some(b) => format!("build-probe s{carrier} b{b}"),
            },
            Action::Release { carrier, world } => format!("release s{carrier} {world}"),
            Action::Dump { from, res, n } => {
                format!("dump {} {} {n}", target_code(from), RES[(*res).min(2)])
            }
            Action::RepairSettlement(b) => format!("fix b{b} settlement"),
            Action::Teleport(s) => format!("teleport s{s}"),
            Action::Regroup { ship, with: None } => format!("regroup s{ship} new"),
            Action::Regroup {
                ship,
                with: Some(o),
            } => format!("regroup s{ship} s{o}"),
            Action::Arrive { ship, with: None } => format!("arrive s{ship} new"),
            Action::Arrive {
                ship,
                with: Some(o),
            } => format!("arrive s{ship} s{o}"),
            Action::InterceptWith(s) => format!("intercept s{s}"),
        }
    }
}

fn target_code(t: &Target) -> String {
    match t {
        Target::Ship(s) => format!("s{s}"),
        Target::Base(b) => format!("b{b}"),
        Target::Pirate(p) => format!("p{p}"),
        Target::Invader => "invader".into(),
    }
}

fn syntax() -> Refusal {
    Refusal::syntax(Msg::new("sh-notation-help"))
}

fn id_of(s: Option<&str>, prefix: char) -> Result<u32, Refusal> {
    s.and_then(|s| s.strip_prefix(prefix))
        .and_then(|n| n.parse().ok())
        .ok_or_else(syntax)
}

fn num(s: Option<&str>) -> Result<i32, Refusal> {
    s.and_then(|n| n.parse::<i32>().ok())
        .filter(|n| (0..=1000).contains(n))
        .ok_or_else(syntax)
}

/// A resource of the notation: `ore`, `fuel` or `sup`.
fn res_of(word: Option<&str>) -> Result<usize, Refusal> {
    RES.iter().position(|r| Some(*r) == word).ok_or_else(syntax)
}

/// The `<res> <n>` tail of the cargo forms (`load`, `sell`, `shift`, `haul`, `dump`).
fn res_n<'a>(w: &mut impl Iterator<Item = &'a str>) -> Result<(usize, i32), Refusal> {
    let res = res_of(w.next())?;
    Ok((res, num(w.next())?))
}

/// Reads the notation. Every failure is a `Syntax` refusal whose message lists the forms.
pub fn parse(_state: &State, text: &str) -> Result<Action, Refusal> {
    let lower = text.trim().to_ascii_lowercase();
    let mut w = lower.split_whitespace();
    let verb = w.next().ok_or_else(syntax)?;
    let c = content();
    let a = match verb {
        "bid" => Action::Bid(num(w.next())?),
        "diplo" => {
            let target = w.next().ok_or_else(syntax)?.to_string();
            if c.faction(&target).is_none() {
                return Err(syntax());
            }
            let up = match w.next() {
                Some("up") => true,
                Some("down") => false,
                _ => return Err(syntax()),
            };
            Action::Diplo { target, up }
        }
        "research" => {
            let t = w.next().ok_or_else(syntax)?.to_string();
            if c.tech(&t).is_none() {
                return Err(syntax());
            }
            Action::Research(t)
        }
        "pass" => match w.next() {
            None => Action::Pass(None),
            Some(x) if x == "cash" || Field::parse(x).is_some() => Action::Pass(Some(x.into())),
            _ => return Err(syntax()),
        },
        "policy" => {
            let p = w.next().ok_or_else(syntax)?.to_string();
            if !policy::is_policy(&p) {
                return Err(syntax());
            }
            Action::Policy(p)
        }
        "build" => {
            let design = w.next().ok_or_else(syntax)?.to_string();
            if c.design(&design).is_none() {
                return Err(syntax());
            }
            let base = match w.next() {
                None => None,
                s => Some(id_of(s, 'b')?),
            };
            Action::Build { design, base }
        }
        "build-reserved" => {
            let design = w.next().ok_or_else(syntax)?.to_string();
            if c.design(&design).is_none() {
                return Err(syntax());
            }
            let base = match w.next() {
                None => None,
                s => Some(id_of(s, 'b')?),
            };
            Action::BuildReserved { design, base }
        }
        // `<verb> s<ship> <res> <n>`.
        "load" | "sell" => {
            let ship = id_of(w.next(), 's')?;
            let (res, n) = res_n(&mut w)?;
            if verb == "load" {
                Action::Load { ship, res, n }
            } else {
                Action::Sell { ship, res, n }
            }
        }
        "repair" => Action::Repair(id_of(w.next(), 's')?),
        "reactivate" => Action::Reactivate(id_of(w.next(), 's')?),
        "scrap" => Action::Scrap(id_of(w.next(), 's')?),
        "move" => {
            let ship = id_of(w.next(), 's')?;
            let dest = w.next().ok_or_else(syntax)?;
            let to = match dest.strip_prefix("to:") {
                Some(sys) if c.system(sys).is_some() => Dest::Transfer(sys.into()),
                Some(_) => return Err(syntax()),
                None => match Loc::parse(dest) {
                    Some(l) if l.exists(c) && !matches!(l, Loc::Transfer(..)) => Dest::Place(l),
                    _ => return Err(syntax()),
                },
            };
            Action::Move { ship, to }
        }
        "attack" => {
            let ship = id_of(w.next(), 's')?;
            let t = w.next().ok_or_else(syntax)?;
            let target = match t.chars().next() {
                Some('s') => Target::Ship(id_of(Some(t), 's')?),
                Some('b') => Target::Base(id_of(Some(t), 'b')?),
                Some('p') => Target::Pirate(id_of(Some(t), 'p')?),
                _ if t == "invader" => Target::Invader,
                _ => return Err(syntax()),
            };
            Action::Attack { ship, target }
        }
        "blockade" => Action::Blockade {
            ship: id_of(w.next(), 's')?,
            base: id_of(w.next(), 'b')?,
        },
        "explore" => {
            let ship = id_of(w.next(), 's')?;
            let world = w.next().ok_or_else(syntax)?.to_string();
            if c.world(&world).is_none() {
                return Err(syntax());
            }
            Action::Explore { ship, world }
        }
        "harvest" => Action::Harvest(id_of(w.next(), 's')?),
        "mine" => Action::Mine {
            ship: id_of(w.next(), 's')?,
            res: res_of(w.next())?,
        },
        "tow" => Action::Tow(id_of(w.next(), 's')?),
        "shoot" => Action::Shoot(id_of(w.next(), 's')?),
        "found" => Action::Found(id_of(w.next(), 's')?),
        "facility" => {
            let base = id_of(w.next(), 'b')?;
            let line = w.next().ok_or_else(syntax)?.to_string();
            if !LINES.contains(&line.as_str()) {
                return Err(syntax());
            }
            Action::Facility { base, line }
        }
        "settle" => Action::Settle(id_of(w.next(), 'b')?),
        "unload" => Action::Unload {
            ship: id_of(w.next(), 's')?,
            base: id_of(w.next(), 'b')?,
        },
        "terraform" => {
            let base = id_of(w.next(), 'b')?;
            let n = num(w.next())?;
            if n < 1 {
                return Err(syntax());
            }
            Action::Terraform { base, n }
        }
        "produce" => {
            let base = id_of(w.next(), 'b')?;
            let item = w.next().ok_or_else(syntax)?.to_string();
            if !PRODUCTS.contains(&item.as_str()) {
                return Err(syntax());
            }
            Action::Produce { base, item }
        }
        "done" => Action::Done,
        "intercept" => match w.next() {
            None => Action::Intercept(true),
            s => Action::InterceptWith(id_of(s, 's')?),
        },
        "let-pass" => Action::Intercept(false),
        "stop" => Action::Stop,
        "fight" => Action::Fight,
        "continue" => Action::Continue,
        "pay" => Action::Pay,
        "pay-double" => Action::PayDouble,
        "surrender" => Action::Surrender,
        "accept" => Action::Accept,
        "refuse" => Action::Refuse,
        "carve" => Action::Carve,
        "bombers" => Action::Bombers(num(w.next())?),
        "hit" => match w.next() {
            Some("auto") => Action::Hit(None),
            Some(p) => Action::Hit(Some(Pick::parse(p).ok_or_else(syntax)?)),
            None => return Err(syntax()),
        },
        "order" => {
            let key = w.next().ok_or_else(syntax)?.to_string();
            let value = w.next().ok_or_else(syntax)?.to_string();
            let ok = match key.as_str() {
                "intercept" => ["always", "never", "ask"].contains(&value.as_str()),
                "allocate" => ["auto", "ask"].contains(&value.as_str()),
                "consent" => ["always", "never", "ask"].contains(&value.as_str()),
                "claim" => ["never", "ask", "first"].contains(&value.as_str()),
                _ => false,
            };
            if !ok {
                return Err(syntax());
            }
            Action::Order { key, value }
        }
        "join" | "leave" => {
            let f = w.next().ok_or_else(syntax)?.to_string();
            if c.faction(&f).is_none() {
                return Err(syntax());
            }
            if verb == "join" {
                Action::Join(f)
            } else {
                Action::Leave(f)
            }
        }
        "reserve" => Action::Reserve(id_of(w.next(), 's')?),
        "protect" => match w.next() {
            Some("none") => Action::Protect(vec![]),
            Some(list) => Action::Protect(
                list.split(',')
                    .map(|x| id_of(Some(x), 's'))
                    .collect::<Result<Vec<_>, _>>()?,
            ),
            None => return Err(syntax()),
        },
        "tactics" => {
            let fire = w.next().ok_or_else(syntax)?.to_string();
            if !["strike", "direct", "cancel"].contains(&fire.as_str()) {
                return Err(syntax());
            }
            let damage = w
                .next()
                .and_then(|n| n.parse::<i32>().ok())
                .filter(|n| (-50..=50).contains(n))
                .ok_or_else(syntax)?;
            Action::Tactics {
                fire,
                damage,
                picks: num(w.next())?,
            }
        }
        "shift" => {
            let from = id_of(w.next(), 's')?;
            let to = id_of(w.next(), 's')?;
            let (res, n) = res_n(&mut w)?;
            Action::Shift { from, to, res, n }
        }
        "pick" => {
            let x = w.next().ok_or_else(syntax)?;
            if x.len() > 60 {
                return Err(syntax());
            }
            Action::Pick(x.to_string())
        }
        "cash-in" => {
            let n = num(w.next())?;
            if n < 1 {
                return Err(syntax());
            }
            Action::CashIn(n)
        }
        "buy-vp" => Action::BuyVp,
        "redraw" => Action::Redraw,
        "veto" => {
            let target = w.next().ok_or_else(syntax)?.to_string();
            if c.faction(&target).is_none() {
                return Err(syntax());
            }
            Action::Veto(target)
        }
        "host" => match w.next() {
            Some(t @ ("allow" | "tariff" | "refuse")) => Action::Host(t.to_string()),
            _ => return Err(syntax()),
        },
        "haul" => {
            let lv = id_of(w.next(), 's')?;
            let base = id_of(w.next(), 'b')?;
            let (res, n) = res_n(&mut w)?;
            Action::Haul { lv, base, res, n }
        }
        "raze" => Action::Raze(id_of(w.next(), 'b')?),
        "fix" => {
            let base = id_of(w.next(), 'b')?;
            let line = w.next().ok_or_else(syntax)?.to_string();
            if line == "settlement" {
                if w.next().is_some() {
                    return Err(syntax());
                }
                return Ok(Action::RepairSettlement(base));
            }
            if !LINES.contains(&line.as_str()) {
                return Err(syntax());
            }
            Action::RepairFacility { base, line }
        }
        "raid" => Action::Raid {
            ship: id_of(w.next(), 's')?,
            base: id_of(w.next(), 'b')?,
        },
        "trade" => Action::Trade {
            base: id_of(w.next(), 'b')?,
            n: num(w.next())?,
        },
        "build-probe" => {
            let carrier = id_of(w.next(), 's')?;
            let base = match w.next() {
                None => None,
                s => Some(id_of(s, 'b')?),
            };
            Action::BuildProbe { carrier, base }
        }
        "release" => {
            let carrier = id_of(w.next(), 's')?;
            let world = w.next().ok_or_else(syntax)?.to_string();
            if c.world(&world).is_none() {
                return Err(syntax());
            }
            Action::Release { carrier, world }
        }
        "dump" => {
            let unit = w.next().ok_or_else(syntax)?;
            let from = match unit.chars().next() {
                Some('s') => Target::Ship(id_of(Some(unit), 's')?),
                Some('b') => Target::Base(id_of(Some(unit), 'b')?),
                _ => return Err(syntax()),
            };
            let (res, n) = res_n(&mut w)?;
            if n < 1 {
                return Err(syntax());
            }
            Action::Dump { from, res, n }
        }
        "teleport" => Action::Teleport(id_of(w.next(), 's')?),
        "drop-policy" => {
            let p = w.next().ok_or_else(syntax)?.to_string();
            if !policy::is_policy(&p) {
                return Err(syntax());
            }
            Action::DropPolicy(p)
        }
        "regroup" | "arrive" => {
            let ship = id_of(w.next(), 's')?;
            let with = match w.next() {
                Some("new") => None,
                s => Some(id_of(s, 's')?),
            };
            if verb == "regroup" {
                Action::Regroup { ship, with }
            } else {
                Action::Arrive { ship, with }
            }
        }
        _ => return Err(syntax()),
    };
    if w.next().is_some() {
        return Err(syntax());
    }
    Ok(a)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_reads_back() {
        let s = super::super::setup::tests::campaign(2);
        for a in [
            Action::Bid(2),
            Action::Diplo {
                target: "russia".into(),
                up: false,
            },
            Action::Research("ion-engines".into()),
            Action::Pass(Some("phys".into())),
            Action::Build {
                design: "lv-2".into(),
                base: Some(4),
            },
            Action::Load {
                ship: 3,
                res: 2,
                n: 4,
            },
            Action::Move {
                ship: 1,
                to: Dest::Transfer("jupiter".into()),
            },
            Action::Move {
                ship: 1,
                to: Dest::Place(Loc::Orbit("moon".into())),
            },
            Action::Attack {
                ship: 1,
                target: Target::Pirate(9),
            },
            Action::Explore {
                ship: 2,
                world: "mars".into(),
            },
            Action::Terraform { base: 3, n: 2 },
            Action::Produce {
                base: 3,
                item: "eng".into(),
            },
            Action::Done,
            Action::Pick("hematite".into()),
            Action::CashIn(3),
            Action::BuyVp,
            Action::Redraw,
            Action::Veto("russia".into()),
            Action::Host("tariff".into()),
            Action::Sell {
                ship: 4,
                res: 1,
                n: 2,
            },
            Action::Trade { base: 7, n: 3 },
            Action::DropPolicy("military-policy".into()),
            Action::Regroup {
                ship: 3,
                with: None,
            },
            Action::Regroup {
                ship: 3,
                with: Some(8),
            },
            Action::Order {
                key: "claim".into(),
                value: "first".into(),
            },
            // Joining on arrival (R 2.8) and the intercepting fleet (R 3.3.6).
            Action::Arrive {
                ship: 3,
                with: None,
            },
            Action::Arrive {
                ship: 3,
                with: Some(8),
            },
            Action::Intercept(true),
            Action::InterceptWith(6),
            // The cargo forms read by one parser.
            Action::Mine { ship: 2, res: 1 },
            Action::Shift {
                from: 1,
                to: 2,
                res: 0,
                n: 3,
            },
            Action::Haul {
                lv: 5,
                base: 6,
                res: 2,
                n: 1,
            },
            Action::Dump {
                from: Target::Base(4),
                res: 1,
                n: 2,
            },
            Action::Order {
                key: "consent".into(),
                value: "always".into(),
            },
        ] {
            assert_eq!(parse(&s, &a.notation()), Ok(a.clone()), "{}", a.notation());
        }
        for junk in [
            "",
            "move",
            "move s1 nowhere",
            "bid -1",
            "done now",
            "explore s1 vulcan",
            "load s1 gold 2",
            "sell s1 ore",
            "shift s1 s2 ore -1",
            "haul s1 s2 ore 1",
            "dump s1 ore 0",
            "intercept p1",
            "arrive s1",
        ] {
            assert_eq!(
                parse(&s, junk).map_err(|e| e.kind),
                Err(crate::core::RefusalKind::Syntax),
                "{junk}"
            );
        }
    }
}
