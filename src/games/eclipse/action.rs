//! Eclipse actions: one serde enum that is also the log format, and its short text notation
//! (used in button ids, `/play` and `local` scripts).

use crate::core::msg::Arg;
use crate::games::WithArg;
use serde::{Deserialize, Serialize};

use super::rules::data;
use super::state::{Resource, ShipKind, State};
use crate::core::refusal::{self, Found, RefusalKind};
use crate::core::{Msg, Refusal, Seat};

/// Where an influence disc moves from or to: the influence track or a sector (by tile number).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Spot {
    Track,
    Sector(u16),
}

/// What a Build places.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Item {
    Ship(ShipKind),
    Orbital,
    Monolith,
}

/// One blueprint change of an Upgrade: put `part` on `slot` of a ship type's blueprint, or
/// return the tile there (`None`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SlotChange {
    pub ship: ShipKind,
    pub slot: usize,
    pub part: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum Action {
    /// §5 Explore: draw a sector for the empty position (ring-position number).
    Explore { position: u32 },
    /// §5 Explore: place the drawn sector in a rotation, optionally with an influence disc.
    Place { rotation: u8, disc: bool },
    /// §5 Explore: discard the drawn sector.
    Discard,
    /// §5 Explore (Draco): keep this one of the two sectors drawn.
    Pick { tile: u16 },
    /// §5 discovery tile: keep it for 2 VP (`vp`) or use its benefit.
    Discovery { vp: bool },
    /// §5 Influence: move up to two discs, then flip up to two colony ships face up.
    Influence { moves: Vec<(Spot, Spot)> },
    /// §5 Research: buy a technology from the supply (`resource`: Artifact Key's choice).
    Research {
        tech: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        resource: Option<Resource>,
        /// A second technology in the same action (Hydran Progress).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        second: Option<String>,
    },
    /// §5 Upgrade (or the Upgrade reaction after passing).
    Upgrade { changes: Vec<SlotChange> },
    /// §5 Upgrade by buttons: open the upgrade menu (`upgrade`), or its page of one blueprint
    /// (`upgrade int`).
    UpgradeMenu { ship: Option<ShipKind> },
    /// §5 Build (or the Build reaction).
    Build { items: Vec<(Item, u16)> },
    /// §5 Move (or the Move reaction): activations, each one ship moving along a path of
    /// sectors (the first is where it starts).
    Move { moves: Vec<(ShipKind, Vec<u16>)> },
    /// §5 Pass (after passing: decline a reaction this turn).
    Pass,
    /// §5 colony ship: a cube from a track onto an empty square of one of your sectors.
    Colony {
        sector: u16,
        square: usize,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        track: Option<Resource>,
    },
    /// §3 trade: give `rate × count` of one resource for `count` of another.
    Trade {
        give: Resource,
        take: Resource,
        count: u8,
    },
    /// §6: the activated group fires (`None`) or retreats to a sector.
    Activate { retreat: Option<u16> },
    /// §6: assign the dice: all on ships of a type first (`None`: the default assignment).
    Hits { target: Option<ShipKind> },
    /// §6: keep one of the reputation tiles drawn.
    Keep { value: u8 },
    /// §6: place a disc in the sector your ships hold, or not.
    Claim { place: bool },
    /// §5 diplomacy: propose ambassadors to a player, the cube from one of your tracks.
    Ally { to: Seat, cube: Resource },
    /// Finish using colony ships, or exploring, now.
    Done,
    /// §6 wipe-out: a player with no disc and no ship on the map leaves the game.
    Concede,
    /// §7 bankruptcy: take the disc back from a sector to lower the upkeep.
    Withdraw { sector: u16 },
    /// A logged, public manual change of a player's storage (rules not automated yet).
    Adjust {
        seat: Seat,
        resource: Resource,
        delta: i32,
    },
    /// §5 diplomacy: answer a proposal (`None`: decline).
    Answer { cube: Option<Resource> },
    /// The player's standing orders (rules/combat.rs), each left as it is when `None`:
    /// `orders fight on|off` (fire without being asked to retreat), `orders hits auto|ask`
    /// (one's hitting dice assigned by the default rule).
    Orders {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        fight: Option<bool>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        hits: Option<bool>,
    },
}

fn bad(text: &str) -> Msg {
    Msg::new("ec-notation-help").text("text", text)
}

fn num<T: std::str::FromStr>(s: &str, text: &str) -> Result<T, Msg> {
    s.trim().parse().map_err(|_| bad(text))
}

fn spot(s: &str, text: &str) -> Result<Spot, Msg> {
    if s.trim().eq_ignore_ascii_case("t") || s.trim().eq_ignore_ascii_case("track") {
        Ok(Spot::Track)
    } else {
        Ok(Spot::Sector(num(s, text)?))
    }
}

fn resource(s: &str) -> Result<Resource, Msg> {
    Resource::parse(s).ok_or_else(|| Msg::new("ec-bad-resource").text("resource", s))
}

fn ship(s: &str) -> Result<ShipKind, Msg> {
    ShipKind::parse(s).ok_or_else(|| Msg::new("ec-bad-ship").text("ship", s))
}

/// Shows a content name by id in the reader's language (`data::tech_name`, `data::part_name`).
type NameLabel = fn(&str) -> Arg;

/// The id that `word` (a slice of `text`) names among `names` (id, name): an id as written,
/// else an exact name, else the one name it begins; as written (lower case) when nothing fits,
/// for the rules to answer with what is on offer. Several names make it ambiguous: one reading
/// per name, `text` with the word replaced (spelled out as its action's notation when `spell`).
/// `names`: (id, English name), matched in English; `label` gives the name to show by id.
fn named(
    text: &str,
    word: &str,
    names: (Vec<(String, String)>, NameLabel),
    spell: bool,
) -> Result<String, Refusal> {
    let (names, label) = names;
    let lower = word.to_ascii_lowercase();
    if names.iter().any(|(id, _)| *id == lower) {
        return Ok(lower);
    }
    let items = names.into_iter().map(|(id, name)| {
        let keys = vec![id.clone(), name.clone()];
        ((id, name), keys)
    });
    match refusal::find_by_name(word, items) {
        Found::None => Ok(lower),
        Found::One((id, _)) => Ok(id),
        Found::Many(found) => Err(refusal::ambiguous_word(
            text,
            word,
            found
                .into_iter()
                .map(|(id, _)| (Msg::new("plain").with("text", label(&id)), id))
                .collect(),
            |t| {
                spell
                    .then(|| read(t, false).ok())
                    .flatten()
                    .map(|a| notation(&a))
            },
        )),
    }
}

/// Parses the notation. Every mistake is answered with what is accepted. A technology or a
/// ship part may be named by its id, its name, or the beginning of one name; a beginning that
/// names several is ambiguous, with one reading per technology or part.
pub fn parse(_state: &State, text: &str) -> Result<Action, Refusal> {
    read(text.trim(), true).map_err(|r| match r.kind {
        RefusalKind::Ambiguous(_) => r,
        _ => Refusal::syntax(r.msg),
    })
}

fn read(text: &str, spell: bool) -> Result<Action, Refusal> {
    let text = text.trim();
    let (verb, rest) = text.split_once(' ').unwrap_or((text, ""));
    let rest = rest.trim();
    let words: Vec<&str> = rest.split_whitespace().collect();
    let items = || {
        rest.split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .collect::<Vec<_>>()
    };
    Ok(match verb.to_ascii_lowercase().as_str() {
        "explore" if words.len() == 1 => Action::Explore {
            position: num(words[0], text)?,
        },
        "place" if !words.is_empty() && words.len() <= 2 => Action::Place {
            rotation: num(words[0], text)?,
            disc: match words.get(1) {
                None => false,
                Some(w) if w.eq_ignore_ascii_case("disc") => true,
                _ => return Err(bad(text).into()),
            },
        },
        "discard" if words.is_empty() => Action::Discard,
        "pick" if words.len() == 1 => Action::Pick {
            tile: num(words[0], text)?,
        },
        "find" if words.len() == 1 => match words[0] {
            "vp" => Action::Discovery { vp: true },
            "use" => Action::Discovery { vp: false },
            _ => return Err(bad(text).into()),
        },
        "influence" | "inf" => {
            let mut moves = Vec::new();
            for w in &words {
                let (a, b) = w.split_once('>').ok_or_else(|| bad(text))?;
                moves.push((spot(a, text)?, spot(b, text)?));
            }
            Action::Influence { moves }
        }
        "research" if !words.is_empty() && words.len() <= 3 => {
            let mut resource = None;
            let mut second = None;
            for w in &words[1..] {
                match Resource::parse(w) {
                    Some(r) if resource.is_none() => resource = Some(r),
                    None if second.is_none() => {
                        second = Some(named(
                            text,
                            w,
                            (data::tech_names(), data::tech_name),
                            spell,
                        )?)
                    }
                    _ => return Err(bad(text).into()),
                }
            }
            Action::Research {
                tech: named(text, words[0], (data::tech_names(), data::tech_name), spell)?,
                resource,
                second,
            }
        }
        "upgrade" if words.len() == 1 => Action::UpgradeMenu {
            ship: Some(ship(words[0])?),
        },
        "upgrade" => {
            let mut changes = Vec::new();
            for item in items() {
                let w: Vec<&str> = item.split_whitespace().collect();
                if w.len() != 3 {
                    return Err(bad(text).into());
                }
                let part = match w[2] {
                    "-" => None,
                    p => Some(named(
                        text,
                        p,
                        (data::part_names(), data::part_name),
                        spell,
                    )?),
                };
                changes.push(SlotChange {
                    ship: ship(w[0])?,
                    slot: num(w[1], text)?,
                    part,
                });
            }
            if changes.is_empty() {
                return Ok(Action::UpgradeMenu { ship: None });
            }
            Action::Upgrade { changes }
        }
        "build" => {
            let mut out = Vec::new();
            for item in items() {
                let w: Vec<&str> = item.split_whitespace().collect();
                if w.len() != 2 {
                    return Err(bad(text).into());
                }
                let it = match w[0].to_ascii_lowercase().as_str() {
                    "orbital" | "orb" => Item::Orbital,
                    "monolith" | "mono" => Item::Monolith,
                    other => Item::Ship(ship(other)?),
                };
                out.push((it, num(w[1], text)?));
            }
            if out.is_empty() {
                return Err(bad(text).into());
            }
            Action::Build { items: out }
        }
        "move" => {
            let mut moves = Vec::new();
            for item in items() {
                let (k, path) = item.split_once(' ').ok_or_else(|| bad(text))?;
                let path: Vec<u16> = path
                    .split('>')
                    .map(|p| num(p, text))
                    .collect::<Result<_, _>>()?;
                if path.len() < 2 {
                    return Err(bad(text).into());
                }
                moves.push((ship(k)?, path));
            }
            if moves.is_empty() {
                return Err(bad(text).into());
            }
            Action::Move { moves }
        }
        "pass" if words.is_empty() => Action::Pass,
        "colony" if (2..=3).contains(&words.len()) => Action::Colony {
            sector: num(words[0], text)?,
            square: num(words[1], text)?,
            track: words.get(2).map(|w| resource(w)).transpose()?,
        },
        "trade" if (2..=3).contains(&words.len()) => Action::Trade {
            give: resource(words[0])?,
            take: resource(words[1])?,
            count: words.get(2).map(|w| num(w, text)).transpose()?.unwrap_or(1),
        },
        "fire" if words.is_empty() => Action::Activate { retreat: None },
        "retreat" if words.len() == 1 => Action::Activate {
            retreat: Some(num(words[0], text)?),
        },
        "hits" if words.len() == 1 => Action::Hits {
            target: match words[0] {
                "auto" => None,
                w => Some(ship(w)?),
            },
        },
        "keep" if words.len() == 1 => Action::Keep {
            value: num(words[0], text)?,
        },
        "claim" if words.is_empty() => Action::Claim { place: true },
        "noclaim" if words.is_empty() => Action::Claim { place: false },
        "ally" if words.len() == 2 => Action::Ally {
            to: num(words[0], text)?,
            cube: resource(words[1])?,
        },
        "accept" if words.len() == 1 => Action::Answer {
            cube: Some(resource(words[0])?),
        },
        "decline" if words.is_empty() => Action::Answer { cube: None },
        "orders" => {
            let (fight, hits) = orders(&words).ok_or_else(|| Msg::new("ec-orders-help"))?;
            Action::Orders { fight, hits }
        }
        "done" if words.is_empty() => Action::Done,
        "concede" if words.is_empty() => Action::Concede,
        "withdraw" if words.len() == 1 => Action::Withdraw {
            sector: num(words[0], text)?,
        },
        "adjust" if words.len() == 3 => {
            let n: usize = num(words[0], text)?;
            Action::Adjust {
                seat: n.checked_sub(1).ok_or_else(|| bad(text))?,
                resource: resource(words[1])?,
                delta: num(words[2].trim_start_matches('+'), text)?,
            }
        }
        _ => return Err(bad(text).into()),
    })
}

/// `orders fight on|off`, `orders hits auto|ask` (both in one line), or `orders none`: (fight,
/// hits), `None` where an order is left as it is.
fn orders(words: &[&str]) -> Option<(Option<bool>, Option<bool>)> {
    crate::core::orders::parse(&words.join(" "))
}

/// The notation of an action (the inverse of `parse`).
pub fn notation(a: &Action) -> String {
    let spot = |s: &Spot| match s {
        Spot::Track => "t".to_string(),
        Spot::Sector(t) => t.to_string(),
    };
    match a {
        Action::Explore { position } => format!("explore {position}"),
        Action::Place { rotation, disc } => {
            format!("place {rotation}{}", if *disc { " disc" } else { "" })
        }
        Action::Discard => "discard".into(),
        Action::Pick { tile } => format!("pick {tile}"),
        Action::Discovery { vp } => format!("find {}", if *vp { "vp" } else { "use" }),
        Action::Influence { moves } => {
            let m: Vec<String> = moves
                .iter()
                .map(|(a, b)| format!("{}>{}", spot(a), spot(b)))
                .collect();
            format!("inf {}", m.join(" ")).trim().to_string()
        }
        Action::Research {
            tech,
            resource,
            second,
        } => {
            let mut t = format!("research {tech}");
            if let Some(x) = second {
                t.push_str(&format!(" {x}"));
            }
            if let Some(r) = resource {
                t.push_str(&format!(" {}", r.short()));
            }
            t
        }
        Action::Upgrade { changes } => {
            let c: Vec<String> = changes
                .iter()
                .map(|c| {
                    format!(
                        "{} {} {}",
                        c.ship.short(),
                        c.slot,
                        c.part.as_deref().unwrap_or("-")
                    )
                })
                .collect();
            format!("upgrade {}", c.join(", "))
        }
        Action::UpgradeMenu { ship: None } => "upgrade".into(),
        Action::UpgradeMenu { ship: Some(k) } => format!("upgrade {}", k.short()),
        Action::Build { items } => {
            let c: Vec<String> = items
                .iter()
                .map(|(i, t)| {
                    let k = match i {
                        Item::Ship(k) => k.short(),
                        Item::Orbital => "orbital",
                        Item::Monolith => "monolith",
                    };
                    format!("{k} {t}")
                })
                .collect();
            format!("build {}", c.join(", "))
        }
        Action::Move { moves } => {
            let c: Vec<String> = moves
                .iter()
                .map(|(k, p)| {
                    let p: Vec<String> = p.iter().map(|t| t.to_string()).collect();
                    format!("{} {}", k.short(), p.join(">"))
                })
                .collect();
            format!("move {}", c.join(", "))
        }
        Action::Pass => "pass".into(),
        Action::Colony {
            sector,
            square,
            track,
        } => match track {
            Some(r) => format!("colony {sector} {square} {}", r.short()),
            None => format!("colony {sector} {square}"),
        },
        Action::Trade { give, take, count } => {
            format!("trade {} {} {count}", give.short(), take.short())
        }
        Action::Activate { retreat: None } => "fire".into(),
        Action::Activate { retreat: Some(t) } => format!("retreat {t}"),
        Action::Hits { target: None } => "hits auto".into(),
        Action::Hits { target: Some(k) } => format!("hits {}", k.short()),
        Action::Keep { value } => format!("keep {value}"),
        Action::Claim { place: true } => "claim".into(),
        Action::Claim { place: false } => "noclaim".into(),
        Action::Ally { to, cube } => format!("ally {to} {}", cube.short()),
        Action::Answer { cube: Some(c) } => format!("accept {}", c.short()),
        Action::Answer { cube: None } => "decline".into(),
        Action::Orders { fight, hits } => crate::core::orders::notation(*fight, *hits),
        Action::Done => "done".into(),
        Action::Concede => "concede".into(),
        Action::Withdraw { sector } => format!("withdraw {sector}"),
        Action::Adjust {
            seat,
            resource,
            delta,
        } => format!("adjust {} {} {delta:+}", seat + 1, resource.short()),
    }
}
