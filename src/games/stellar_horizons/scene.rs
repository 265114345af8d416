//! The board: the solar system as a chain of hubs drawn outward from the Sun (one column per
//! system in play: its transfer boxes, its flyby box, then its worlds, central world first), with
//! ships and bases as chips in their owners' colours, pirates and asteroids as tokens, the
//! calendar and initiative as tracks, and a panel per player faction.

use super::content::{catalog_id, content};
use super::rules::explore::{incoming_next, incoming_system};
use super::rules::scenario_events::incoming_year;
use super::state::{Loc, State, Step, relation_id};
use super::view::ShView;
use crate::core::Msg;
use crate::core::msg::Translate;
use crate::core::scene::{
    Chip, Link, LinkStyle, Node, Panel, Rgb, Scene, Shape, TokenLegend, Track, TrackMarker,
};

pub fn color(id: &str) -> Rgb {
    match id {
        "blue" => Rgb(60, 110, 220),
        "red" => Rgb(200, 50, 50),
        "yellow" => Rgb(220, 190, 40),
        "orange" => Rgb(235, 130, 30),
        "green" => Rgb(50, 160, 70),
        "white" => Rgb(235, 235, 235),
        "purple" => Rgb(140, 70, 180),
        _ => Rgb::GREY,
    }
}

fn faction_rgb(s: &State, f: usize) -> Rgb {
    content()
        .faction(&s.factions[f].id)
        .map_or(Rgb::GREY, |x| color(&x.color))
}

const SPACE: Rgb = Rgb(20, 24, 40);
const BOX: Rgb = Rgb(45, 52, 80);
const ROUTE: Rgb = Rgb(120, 130, 170);
/// The token of a depleted world: a light cyan no faction colour is near (gold read as the
/// yellow faction's chip).
const DEPLETED: Rgb = Rgb(120, 225, 230);

/// The incoming asteroid's token, outline and heading: a hot pink no faction colour, pirate,
/// asteroid or depletion token is near, so it is found at a glance on a small picture.
const INCOMING: Rgb = Rgb(255, 60, 200);

/// The fill of the flyby box the asteroid is in: a dark shade of its colour, so the box reads
/// as the asteroid's even where its token's text is too small to read (the whole board in a
/// chat preview), and white text on it stays legible.
const INCOMING_FILL: Rgb = Rgb(95, 25, 80);

/// The last year of the Incoming scenario's schedule (the asteroid strikes after it).
fn incoming_end() -> i32 {
    content().scenario("3").map_or(2079, |x| x.end)
}

/// Layout in scene units: a row per system, the hub boxes' size, the step between worlds.
const ROW: f32 = 2.6;
const HUB_W: f32 = 3.0;
const HUB_H: f32 = 1.35;
const WORLD_STEP: f32 = 2.3;

/// A world's fill by its field: muted shades, far from every faction's colour, so a world is
/// never read as a faction's and a faction's chips on it keep their contrast (lookB14: Deep
/// Space Astronomy was filled in alice's blue).
fn world_fill(field: Option<super::content::Field>) -> Rgb {
    match field.map(|f| f.id()) {
        Some("phys") => Rgb(50, 65, 105),
        Some("eng") => Rgb(105, 100, 90),
        Some("bio") => Rgb(40, 75, 50),
        _ => Rgb(90, 90, 110),
    }
}

/// Room under a world's circle for its caption (name and value, up to three lines), in units.
const CAPTION_ROOM: f32 = 1.1;

/// Room above a row whose worlds hold ships or bases (units): the whole board draws each such
/// place's name and its forces above it, large enough to read in a chat preview (a node's
/// `forces` and `name`), between the row above's captions and the row.
const GLANCE_ROOM: f32 = 1.0;

/// What stands before a place's count of bases on its glance tag ("■2"), so the count does not
/// read as a base's level ("B2" on a chip).
const BASES_MARK: char = '■';

/// Who is at a place and how much, as a glance shows it (R 2.6: ships and bases are open
/// information): for each faction, in the factions' order, the count of its ships there
/// (`ship`) in its colour, then the count of its bases on `world` after a square ("■2"): not
/// "B2", which on a ship or base chip is a base's level.
fn forces_at(s: &State, ship: impl Fn(&Loc) -> bool, world: Option<&str>) -> Vec<Chip> {
    let mut out = Vec::new();
    for f in 0..s.factions.len() {
        let color = faction_rgb(s, f);
        let ships = s
            .ships
            .iter()
            .filter(|x| x.owner == f && ship(&x.at))
            .count();
        if ships > 0 {
            out.push(Chip {
                color,
                text: ships.to_string(),
            });
        }
        let bases = s
            .bases
            .iter()
            .filter(|b| b.owner == f && Some(b.world.as_str()) == world)
            .count();
        if bases > 0 {
            out.push(Chip {
                color,
                text: format!("{BASES_MARK}{bases}"),
            });
        }
    }
    out
}

/// A world's diameter: a crowded world (ships in orbit or on it, bases) grows, so its chips
/// stay readable.
fn world_size(s: &State, world: &str, central: bool) -> f32 {
    let here = |l: &Loc| matches!(l, Loc::Orbit(w) | Loc::Surface(w) if w == world);
    let things = s.ships.iter().filter(|x| here(&x.at)).count()
        + 2 * s.bases.iter().filter(|b| b.world == world).count()
        + usize::from(s.world(world).is_some_and(|w| w.depletions > 0));
    let base = if central { 1.6 } else { 1.35 };
    (base + 0.3 * things.saturating_sub(2) as f32).min(4.4)
}

/// A design as a chip shows it (the board's legend explains the letters): launch vehicles
/// `L<size>`, crewed vehicles `C<size>` (`C2c`: the cargo variant), robotic explorers by their
/// kind's initial (probe, telescope, flyby, orbiter, rover).
fn short(design: &str) -> String {
    let parts: Vec<&str> = design.split('-').collect();
    match parts.as_slice() {
        ["lv", n] => format!("L{n}"),
        ["cv", n] => format!("C{n}"),
        ["cv", n, "cargo"] => format!("C{n}c"),
        ["re", kind] => kind
            .chars()
            .next()
            .map(|c| c.to_ascii_uppercase().to_string())
            .unwrap_or_default(),
        _ => design.to_ascii_uppercase(),
    }
}

/// A ship as a chip: its id as the buttons name it (`s7`) and its design; `+p` when it carries
/// a probe (R 2.6.2: open information, built and carried in plain view, digest §7.1).
fn ship_chip(s: &State, sh: &super::state::Ship) -> String {
    let probe = if super::rules::probes::carried(s, sh.id).is_some() {
        "+p"
    } else {
        ""
    };
    format!("s{} {}{probe}", sh.id, short(&sh.design))
}

/// What the marks of the chips on the board mean, one entry per mark drawn, for a focus
/// picture of a few places (it draws those its places' chips show; the whole board's footer
/// has the full legend): a ship in orbit's `o`, a reserved ship's `*` (R 2.6.6), a blockaded base's `!`, and each
/// base's levels and settlements as its chip gives them ("B1·0").
fn token_legend(s: &State, tr: &dyn Translate) -> Vec<TokenLegend> {
    let mut out = Vec::new();
    // A ship in a world's orbit leads its chip with "o" (one without it is on the surface).
    if s.ships.iter().any(|x| matches!(x.at, Loc::Orbit(_))) {
        out.push(TokenLegend {
            token: "o".into(),
            text: tr.t("sh-legend-orbit"),
            within: false,
        });
    }
    if s.ships.iter().any(|x| x.reserved) {
        out.push(TokenLegend {
            token: "*".into(),
            text: tr.t("sh-legend-reserve"),
            within: true,
        });
    }
    let mut kinds: Vec<(i32, i32)> = s
        .bases
        .iter()
        .map(|b| (b.levels.iter().sum::<i32>(), b.settlements))
        .collect();
    kinds.sort_unstable();
    kinds.dedup();
    for (level, settlements) in kinds {
        out.push(TokenLegend {
            token: format!("B{level}·{settlements}"),
            text: tr.tr(&Msg::new("sh-legend-base")
                .num("level", level)
                .num("settlements", settlements)),
            within: false,
        });
    }
    if s.bases.iter().any(|b| b.blockaded_by.is_some()) {
        out.push(TokenLegend {
            token: "!".into(),
            text: tr.t("sh-legend-blockaded"),
            within: true,
        });
    }
    // Each design a ship chip names by its code ("C2c"), and each countdown a transfer box's
    // chip leads with ("3:", R 3.3.1): the whole board's footer explains them, a focus
    // picture that draws one explains it too (sh19).
    let mut designs: Vec<(String, String)> = s
        .ships
        .iter()
        .map(|x| {
            let class = match x.class() {
                super::content::Class::Lv => "sh-legend-class-lv",
                super::content::Class::Cv => "sh-legend-class-cv",
                super::content::Class::Re => "sh-legend-class-re",
            };
            (x.design.clone(), class.to_string())
        })
        .collect();
    designs.sort();
    designs.dedup();
    for (design, class) in designs {
        out.push(TokenLegend {
            token: short(&design),
            text: tr.tr(&Msg::new("sh-legend-design")
                .text("code", short(&design))
                .name("design", catalog_id("design", &design))
                .msg("class", Msg::new(class))),
            within: false,
        });
    }
    let mut boxes: Vec<u8> = s
        .ships
        .iter()
        .filter_map(|x| match x.at {
            Loc::Transfer(_, n) => Some(n),
            _ => None,
        })
        .collect();
    boxes.sort_unstable();
    boxes.dedup();
    for n in boxes {
        out.push(TokenLegend {
            token: format!("{n}:"),
            // One text for every countdown: a picture drawing several explains them once.
            text: tr.t("sh-legend-countdown"),
            within: false,
        });
    }
    out
}

/// What the initiative track's order means (R 3.0): slot 1 acts first in some steps, the last
/// slot in the others (`Step::reverse`, the order the game plays them in), and in movement a
/// better-placed player may claim to move earlier (R 3.3).
fn initiative_legend(s: &State, tr: &dyn Translate) -> String {
    // Who holds slot 1 and the last slot now (a faction no player sits at by its name).
    let who = |f: Option<&usize>| {
        f.and_then(|&f| s.factions.get(f))
            .map(|fs| match fs.seat.and_then(|seat| s.names.get(seat)) {
                Some(name) => name.clone(),
                None => tr.t(&catalog_id("faction", &fs.id)),
            })
            .unwrap_or_default()
    };
    let steps = |reverse: bool| {
        Step::ALL
            .iter()
            .filter(|x| x.reverse() == reverse)
            .map(|x| crate::core::msg::Arg::msg(Msg::new(format!("sh-step-{}", x.id()))))
            .collect::<Vec<_>>()
    };
    tr.tr(&Msg::new("sh-scene-initiative-order")
        .text("first", who(s.order.first()))
        .text("last", who(s.order.last()))
        .list("forward", steps(false))
        .list("reverse", steps(true)))
}

/// A fleet's mark by its number on the board: `a` to `z`, then `a2`, `b2`, ….
fn fleet_letter(i: usize) -> String {
    let letter = char::from(b'a' + (i % 26) as u8);
    match i / 26 {
        0 => letter.to_string(),
        n => format!("{letter}{}", n + 1),
    }
}

/// Fleet marks (R 2.8: a fleet is a set of ships of one faction or of joined allies; several
/// may share a place). Where a faction's ships at one place are all one fleet (the usual
/// case) they need no mark. Where they are split into several fleets, or allies' ships form
/// one joint fleet, each of those ships gets its fleet's letter (`[a]`), one letter per fleet
/// on the board, lettered by its lowest ship id. Per ship id.
fn fleet_marks(s: &State) -> std::collections::BTreeMap<u32, String> {
    use super::rules::fleets::members;
    let key = |id: u32| members(s, id).into_iter().min().unwrap_or(id);
    let mut marked: Vec<(u32, u32)> = Vec::new();
    for sh in &s.ships {
        let fleet = members(s, sh.id);
        let joint = fleet
            .iter()
            .filter_map(|&m| s.ship(m))
            .any(|m| m.owner != sh.owner);
        let mut here: Vec<u32> = s
            .ships
            .iter()
            .filter(|x| x.owner == sh.owner && x.at == sh.at)
            .map(|x| key(x.id))
            .collect();
        here.sort_unstable();
        here.dedup();
        if joint || here.len() > 1 {
            marked.push((sh.id, key(sh.id)));
        }
    }
    let mut keys: Vec<u32> = marked.iter().map(|&(_, k)| k).collect();
    keys.sort_unstable();
    keys.dedup();
    marked
        .into_iter()
        .filter_map(|(id, k)| {
            let i = keys.iter().position(|&x| x == k)?;
            Some((id, fleet_letter(i)))
        })
        .collect()
}

/// The node drawing a place.
fn node_of(at: &Loc) -> String {
    match at {
        Loc::Transfer(sys, _) => format!("{sys}-transfer"),
        Loc::Flyby(sys) => format!("{sys}-flyby"),
        Loc::Orbit(w) | Loc::Surface(w) => format!("w-{w}"),
    }
}

/// At most this many worlds an exploration may reach are highlighted with the explorers'
/// places (a focus picture frames them); more (a telescope's reach) are ringed where drawn
/// and named in a focus picture's legend, else the focus would be the whole board.
const FEW_CANDIDATES: usize = 2;

/// The places a decision concerns: the nodes (ids) the choices the faction to act is offered
/// now name, in the movement (R 3.3), exploration (R 3.5) and trade and base (R 3.6) steps,
/// with no move or choice under way; none otherwise. A choice names the place of each ship it
/// uses (a move, a cargo run's LV, an exploration, a founding, an unloading) and of each base
/// (a cargo run's target, an unloading, a facility, a raze, a settlement, a trade), and a
/// move names its destination (a transfer box too); an exploration's (or a probe's) target
/// world counts when the choices reach at most [`FEW_CANDIDATES`] worlds. Returns (those
/// places, the worlds the choices may explore when they are more: ringed, not framed).
fn decision_places(s: &State) -> (Vec<String>, Vec<String>) {
    use super::action::{Action as A, Dest};
    let Some(f) = s.active() else {
        return (vec![], vec![]);
    };
    if !matches!(s.step, Step::Move | Step::Explore | Step::Trade)
        || s.pending.is_some()
        || !s.extra.pending.is_empty()
    {
        return (vec![], vec![]);
    }
    let mut out: Vec<String> = Vec::new();
    let mut candidates: Vec<String> = Vec::new();
    let add = |out: &mut Vec<String>, id: String| {
        if !out.contains(&id) {
            out.push(id);
        }
    };
    for a in super::rules::options(s, f) {
        // R 3.3: a move's destination is a place its menu offers, a transfer box too.
        if let A::Move { to, .. } = &a {
            add(
                &mut out,
                match to {
                    Dest::Place(l) => node_of(l),
                    Dest::Transfer(sys) => node_of(&Loc::Transfer(sys.clone(), 1)),
                },
            );
        }
        let (ship, base, world) = match &a {
            A::Move { ship, .. } => (Some(*ship), None, None),
            A::Haul { lv, base, .. } => (Some(*lv), Some(*base), None),
            A::Explore { ship, world } => (Some(*ship), None, Some(world)),
            A::Release { carrier, world } => (Some(*carrier), None, Some(world)),
            A::Harvest(x) | A::Mine { ship: x, .. } | A::Tow(x) | A::Shoot(x) | A::Found(x) => {
                (Some(*x), None, None)
            }
            A::Unload { ship, base } => (Some(*ship), Some(*base), None),
            A::Raze(b)
            | A::Facility { base: b, .. }
            | A::Settle(b)
            | A::Terraform { base: b, .. }
            | A::Produce { base: b, .. }
            | A::Trade { base: b, .. } => (None, Some(*b), None),
            _ => (None, None, None),
        };
        if let Some(sh) = ship.and_then(|x| s.ship(x)) {
            add(&mut out, node_of(&sh.at));
        }
        if let Some(b) = base.and_then(|x| s.base(x)) {
            add(&mut out, format!("w-{}", b.world));
        }
        if let Some(w) = world {
            add(&mut candidates, format!("w-{w}"));
        }
    }
    if candidates.len() <= FEW_CANDIDATES {
        for id in candidates.drain(..) {
            add(&mut out, id);
        }
    }
    (out, candidates)
}

pub fn scene(v: &ShView, tr: &dyn Translate) -> Scene {
    let s = &v.state;
    let c = content();
    let mut nodes = Vec::new();
    let mut links = Vec::new();
    let marks = fleet_marks(s);
    // A ship's fleet mark (` [a]`), where its place needs one.
    let fleet_mark = |id: u32| {
        marks
            .get(&id)
            .map(|m| format!(" [{m}]"))
            .unwrap_or_default()
    };
    // The ships at a place, the ships of one fleet side by side (unmarked ones first).
    let ships_at = |loc: &Loc| -> Vec<&super::state::Ship> {
        let mut v: Vec<&super::state::Ship> = s.ships.iter().filter(|x| x.at == *loc).collect();
        v.sort_by_key(|x| marks.get(&x.id).map(|m| (m.len(), m.clone())));
        v
    };
    // One chip per ship, in its owner's colour, so the renderer can wrap them.
    let chips_at = |loc: &Loc, mark: &str| -> Vec<Chip> {
        ships_at(loc)
            .into_iter()
            .map(|sh| Chip {
                color: faction_rgb(s, sh.owner),
                text: format!(
                    "{mark}{}{}{}",
                    ship_chip(s, sh),
                    if sh.reserved { "*" } else { "" },
                    fleet_mark(sh.id)
                ),
            })
            .collect()
    };
    // One row per system, outward from the Sun downwards (a phone shows a tall picture best):
    // its transfer boxes, its flyby box (the chain of hubs runs down through them), then its
    // worlds to the right, central world first, each named under its circle.
    // Rows are as tall as their largest world needs (a crowded world grows).
    let row_half = |sys: &str| {
        c.worlds_of(sys)
            .iter()
            .map(|w| world_size(s, &w.id, w.central) / 2.0)
            .fold(HUB_H / 2.0, f32::max)
    };
    // A row whose worlds hold ships or bases keeps room above it for their glance tags (the
    // row above's captions hang over its worlds; above its boxes, which have none, a tag
    // finds room as it is).
    let busy = |sys: &str| {
        let worlds = c.worlds_of(sys);
        let on = |w: &str| worlds.iter().any(|x| x.id == w);
        s.ships.iter().any(|x| match &x.at {
            Loc::Transfer(..) | Loc::Flyby(_) => false,
            Loc::Orbit(w) | Loc::Surface(w) => on(w),
        }) || s.bases.iter().any(|b| on(&b.world))
    };
    let mut y = 0.0;
    for (i, sys) in s.systems.iter().enumerate() {
        if i > 0 {
            y += (row_half(&s.systems[i - 1]) + row_half(sys) + CAPTION_ROOM).max(ROW);
            if busy(sys) {
                y += GLANCE_ROOM;
            }
        }
        let Some(sd) = c.system(sys) else { continue };
        // Transfer boxes: one node listing the ships in each numbered box.
        let mut t = Node::new(
            format!("{sys}-transfer"),
            0.0,
            y,
            Shape::Box,
            HUB_W,
            HUB_H,
            BOX,
        );
        t.label = tr.tr(&Msg::new("sh-scene-transfer").num("helio", sd.helio));
        t.name =
            tr.tr(&Msg::new("sh-scene-glance-transfer").name("system", catalog_id("system", sys)));
        t.forces = forces_at(s, |l| matches!(l, Loc::Transfer(x, _) if x == sys), None);
        let mut in_transfer: Vec<&super::state::Ship> = s
            .ships
            .iter()
            .filter(|sh| matches!(&sh.at, Loc::Transfer(x, _) if x == sys))
            .collect();
        // The ships of one fleet side by side (a fleet shares its box).
        in_transfer.sort_by_key(|sh| marks.get(&sh.id).map(|m| (m.len(), m.clone())));
        for sh in in_transfer {
            if let Loc::Transfer(_, n) = &sh.at {
                t.units.push(Chip {
                    color: faction_rgb(s, sh.owner),
                    text: format!("{n}: {}{}", ship_chip(s, sh), fleet_mark(sh.id)),
                });
            }
        }
        nodes.push(t);
        let mut fb = Node::new(
            format!("{sys}-flyby"),
            HUB_W + 0.4,
            y,
            Shape::RoundBox,
            HUB_W,
            HUB_H,
            BOX,
        );
        // "Earth flyby box", not "Earth": the world has its own node (lookB14).
        fb.label = tr.tr(&Msg::new("sh-place-flyby").name("system", catalog_id("system", sys)));
        fb.units = chips_at(&Loc::Flyby(sys.clone()), "");
        fb.name =
            tr.tr(&Msg::new("sh-scene-glance-flyby").name("system", catalog_id("system", sys)));
        fb.forces = forces_at(s, |l| matches!(l, Loc::Flyby(x) if x == sys), None);
        for p in s.pirates.iter().filter(|p| p.system == *sys) {
            fb.tokens.push(Chip {
                color: Rgb(90, 90, 90),
                text: if p.strong { "P+".into() } else { "P".into() },
            });
        }
        for _ in s.asteroids.iter().filter(|a| *a == sys) {
            fb.tokens.push(Chip {
                color: Rgb(150, 120, 90),
                text: "A".into(),
            });
        }
        // The incoming asteroid (R 6.0 scenario 3): its strength and where it heads next on its
        // schedule, on a token in a colour no faction uses, and its flyby box outlined in it.
        if let Some(inc) = &s.incoming {
            let year = incoming_year(s);
            if incoming_system(year) == sys {
                // At the game's end the asteroid has hit, or was stopped: no year is ahead.
                let next = incoming_next(year).filter(|_| s.over.is_none());
                let text = match next {
                    _ if s.over.is_some() && inc.strength <= 0 => tr.t("sh-scene-incoming-stopped"),
                    _ if s.over.is_some() => {
                        tr.tr(&Msg::new("sh-scene-incoming-hit").num("strength", inc.strength))
                    }
                    Some((at, to)) => tr.tr(&Msg::new("sh-scene-incoming-next")
                        .num("strength", inc.strength)
                        .name("to", catalog_id("system", to))
                        .num("year", s.year + (at - year))),
                    None => tr.tr(&Msg::new("sh-scene-incoming-last")
                        .num("strength", inc.strength)
                        .num("year", s.year + (incoming_end() - year))),
                };
                // Also on the box's glance tag, first, large enough to read on a whole board
                // shown small (the scenario is lost when it hits Earth).
                fb.forces.insert(
                    0,
                    Chip {
                        color: INCOMING,
                        text: text.clone(),
                    },
                );
                fb.tokens.insert(
                    0,
                    Chip {
                        color: INCOMING,
                        text,
                    },
                );
                fb.outline = Some(INCOMING);
                fb.fill = INCOMING_FILL;
            }
        }
        nodes.push(fb);
        links.push(Link::new(
            format!("{sys}-transfer"),
            format!("{sys}-flyby"),
            ROUTE,
        ));
        if i > 0 {
            links.push(Link {
                style: LinkStyle::Dashed,
                ..Link::new(
                    format!("{}-flyby", s.systems[i - 1]),
                    format!("{sys}-flyby"),
                    ROUTE,
                )
            });
        }
        // Worlds side by side, a crowded (larger) one taking the room it needs.
        let mut x = 2.0 * HUB_W + 0.4 + WORLD_STEP * 0.75;
        let mut last_half: Option<f32> = None;
        for (k, w) in c.worlds_of(sys).into_iter().enumerate() {
            let Some(ws) = s.world(&w.id) else { continue };
            let d = world_size(s, &w.id, w.central);
            if let Some(h) = last_half {
                x += (h + d / 2.0 + WORLD_STEP - 1.35).max(WORLD_STEP);
            }
            last_half = Some(d / 2.0);
            let name = tr.t(&catalog_id("world", &w.id));
            let forces = forces_at(
                s,
                |l| matches!(l, Loc::Orbit(x) | Loc::Surface(x) if *x == w.id),
                Some(&w.id),
            );
            let mut n = Node::new(
                format!("w-{}", w.id),
                x,
                y - 0.2,
                Shape::Circle,
                d,
                d,
                world_fill(w.field),
            );
            // The name and the value under the circle, so the circle keeps its room for ships.
            let mut caption = format!(
                "{} · {}",
                tr.t(&catalog_id("world", &w.id)),
                tr.tr(&Msg::new("sh-scene-world-value").num("value", ws.value))
            );
            if ws.life > 0 {
                caption.push_str(if ws.life == 1 { " ·L?" } else { " ·L" });
            }
            if ws.terraform > 0 {
                caption.push_str(&format!(" T{}", ws.terraform));
            }
            // How often it was explored (R 3.5.1): an exploration changes the world's drawing,
            // so a focus picture after it frames the explored world.
            if ws.explorations > 0 {
                caption.push_str(" · ");
                caption
                    .push_str(&tr.tr(&Msg::new("sh-scene-explored").num("count", ws.explorations)));
            }
            n.caption = caption;
            n.name = name;
            n.forces = forces;
            n.units = chips_at(&Loc::Orbit(w.id.clone()), "o ");
            n.units.extend(chips_at(&Loc::Surface(w.id.clone()), ""));
            for b in s.bases.iter().filter(|b| b.world == w.id) {
                n.tokens.push(Chip {
                    color: faction_rgb(s, b.owner),
                    // Named as the buttons and the log name it ("b7"), then its levels and
                    // settlements: two bases on one world are told apart.
                    text: format!(
                        "b{} B{}·{}{}",
                        b.id,
                        b.levels.iter().sum::<i32>(),
                        b.settlements,
                        if b.blockaded_by.is_some() { "!" } else { "" }
                    ),
                });
            }
            // Depletions: each (R 3.5.3: an exploration whose markers reach 3) lowered the
            // world's value by one; a token tells how often the world was depleted.
            if ws.depletions > 0 {
                n.tokens.push(Chip {
                    color: DEPLETED,
                    text: tr.tr(&Msg::new("sh-scene-depleted").num("count", ws.depletions)),
                });
            }
            // A ring in the colour of the faction whose bases stand here, when only one's do
            // (the legend says so); where two factions have bases, no ring takes a side.
            let mut owners = s.bases.iter().filter(|b| b.world == w.id).map(|b| b.owner);
            if let Some(first) = owners.next()
                && owners.all(|o| o == first)
            {
                n.outline = Some(faction_rgb(s, first));
            }
            nodes.push(n);
            let from = if k == 0 {
                format!("{sys}-flyby")
            } else {
                format!("w-{}", c.worlds_of(sys)[0].id)
            };
            links.push(Link::new(from, format!("w-{}", w.id), ROUTE));
        }
    }
    // Where the asteroid heads: an arrow in its colour from its flyby box to the next one,
    // drawn over the route between them.
    if s.incoming.is_some() && s.over.is_none() {
        let year = incoming_year(s);
        if let Some((at, to)) = incoming_next(year) {
            links.push(Link {
                arrow: true,
                label: (s.year + (at - year)).to_string(),
                ..Link::new(
                    format!("{}-flyby", incoming_system(year)),
                    format!("{to}-flyby"),
                    INCOMING,
                )
            });
        }
    }
    // The calendar: the decades, and the years of this decade.
    let mut decades = Track::numbered(
        tr.t("sh-scene-decade"),
        (2030..=2160).step_by(10).map(i64::from),
    );
    for b in &mut decades.boxes {
        if b.label.parse::<i32>().is_ok_and(|y| y >= 2040) {
            b.fill = Some(Rgb(60, 80, 130));
        }
    }
    decades.markers.push(TrackMarker {
        at: ((s.year - 2030) / 10).clamp(0, 13) as usize,
        color: Rgb::WHITE,
        text: "D".into(),
    });
    let start = s.year - s.year.rem_euclid(10);
    let mut years = Track::numbered(tr.t("sh-scene-year"), (start..start + 10).map(i64::from));
    years.markers.push(TrackMarker {
        at: (s.year - start) as usize,
        color: Rgb::WHITE,
        text: "Y".into(),
    });
    let mut initiative = Track::numbered(tr.t("sh-scene-initiative"), 1..=s.order.len() as i64);
    for (i, f) in s.order.iter().enumerate() {
        initiative.markers.push(TrackMarker {
            at: i,
            color: faction_rgb(s, *f),
            text: s.factions[*f]
                .id
                .chars()
                .next()
                .unwrap_or('?')
                .to_ascii_uppercase()
                .to_string(),
        });
    }
    let mut panels = Vec::new();
    for &f in &s.order {
        let fs = &s.factions[f];
        let Some(seat) = fs.seat else { continue };
        let mut lines = vec![
            tr.tr(&Msg::new("sh-panel-cash")
                .num("cash", fs.cash)
                .num("politics", fs.politics)
                .num("vp", fs.vp)),
            tr.tr(&Msg::new("sh-panel-banks")
                .num("phys", fs.banks[0])
                .num("eng", fs.banks[1])
                .num("bio", fs.banks[2])),
            tr.tr(&Msg::new("sh-panel-markers").num(
                "count",
                v.marker_counts
                    .get(f)
                    .map_or(0, |m| m.iter().sum::<usize>()) as i64,
            )),
            tr.tr(&Msg::new("sh-panel-units")
                .num(
                    "ships",
                    s.ships.iter().filter(|x| x.owner == f).count() as i64,
                )
                .num(
                    "bases",
                    s.bases.iter().filter(|b| b.owner == f).count() as i64,
                )
                .num("techs", fs.techs.len() as i64)
                .num("policies", fs.policies.len() as i64)),
        ];
        // Reserve (R 2.6.6) is a side of the ship's counter, not a place: a reserved ship
        // stays where it is on the board (it may still move, carry cargo and defend), marked
        // `*` there; its owner's panel lists the reserve too, so it is found at a glance.
        let reserve: Vec<String> = s
            .ships
            .iter()
            .filter(|x| x.owner == f && x.reserved)
            .map(|x| ship_chip(s, x))
            .collect();
        if !reserve.is_empty() {
            lines.push(tr.tr(&Msg::new("sh-panel-reserve").text("ships", reserve.join(", "))));
        }
        let rel: Vec<String> = fs
            .relations
            .iter()
            .enumerate()
            .filter(|(o, r)| *o != f && **r != 0)
            .map(|(o, r)| {
                format!(
                    "{} {}",
                    tr.t(&catalog_id("faction", &s.factions[o].id)),
                    tr.t(&format!("sh-relation-{}", relation_id(*r)))
                )
            })
            .collect();
        if !rel.is_empty() {
            lines.push(rel.join(", "));
        }
        // A finished game's standing is its score as the game counts it (R 4.0: the VP
        // chart, as the end summary gives it), first, so the players' line reads it; the VP
        // markers are one of its terms.
        if s.over.is_some() {
            use super::rules::score;
            use super::table::quarters;
            let p = score::parts(s, f);
            lines.insert(
                0,
                tr.tr(&Msg::new("sh-panel-final").text("vp", quarters(score::total(s, f)))),
            );
            lines.insert(
                1,
                tr.tr(&super::table::with_score_parts(
                    Msg::new("sh-panel-final-parts"),
                    &p,
                )),
            );
        }
        let score = if s.over.is_some() {
            super::rules::score::total(s, f)
        } else {
            0
        };
        panels.push((
            score,
            Panel {
                title: format!(
                    "{} — {}",
                    s.names.get(seat).cloned().unwrap_or_default(),
                    tr.t(&catalog_id("faction", &fs.id))
                ),
                color: faction_rgb(s, f),
                active: v.awaiting.contains(&seat),
                summary: lines.first().cloned().unwrap_or_default(),
                lines,
                chips: Vec::new(),
            },
        ));
    }
    // A finished game lists its players by their final score, highest first (a stable sort:
    // equal scores keep the initiative order); a running one, in initiative order.
    panels.sort_by_key(|(score, _)| std::cmp::Reverse(*score));
    let panels: Vec<Panel> = panels.into_iter().map(|(_, p)| p).collect();
    // A finished game says so in the title, and how it ended (and who won) under it.
    let step = match &s.over {
        Some(_) => Msg::new("sh-scene-game-over"),
        None => Msg::new(format!("sh-step-{}", s.step.id())),
    };
    let title = tr.tr(&Msg::new("sh-scene-title")
        .name("scenario", catalog_id("scenario", &s.scenario))
        .num("year", s.year)
        .msg("step", step));
    let subtitle = match (&s.over, v.awaiting.first()) {
        (Some(o), _) => {
            let reason = Msg::new(o.reason.clone());
            match o.winner.and_then(|w| s.names.get(w)) {
                Some(winner) => tr.tr(&Msg::new("sh-scene-ended-won")
                    .msg("reason", reason)
                    .text("winner", winner.clone())),
                None => tr.tr(&Msg::new("sh-scene-ended").msg("reason", reason)),
            }
        }
        (None, Some(seat)) => tr.tr(&Msg::new("sh-scene-waiting")
            .text("player", s.names.get(*seat).cloned().unwrap_or_default())),
        _ => String::new(),
    };
    let mut footer = vec![
        tr.t("sh-scene-legend"),
        tr.t("sh-scene-glance"),
        initiative_legend(s, tr),
        tr.tr(&Msg::new("sh-scene-cache").num("cash", s.pirate_cache)),
    ];
    if let Some(inc) = &s.incoming {
        footer.push(tr.tr(&Msg::new("sh-scene-incoming-strength").num("strength", inc.strength)));
    }
    if let Some(inv) = &s.invader {
        footer.push(tr.tr(&Msg::new("sh-scene-invader").num("damage", inv.damage)));
    }
    let _ = SPACE;
    // A movement decision (R 3.3): the places holding a ship the player to move may move
    // (or run cargo from) are highlighted, so the picture of the decision frames every
    // ship its menu offers to move (a focus picture shows the highlighted places).
    // Likewise an exploration or a trade and base decision (R 3.5, R 3.6): the places of
    // the ships and bases its choices name (and the worlds it may explore, when few).
    let (lit, ringed) = decision_places(s);
    for n in nodes.iter_mut() {
        n.highlight = lit.contains(&n.id);
        n.ring = !n.highlight && ringed.contains(&n.id);
    }
    let mut legend = Vec::new();
    if !lit.is_empty() {
        legend.push(tr.t(if s.step == Step::Move {
            "sh-scene-movers"
        } else {
            "sh-scene-decision"
        }));
    }
    let token_legend = token_legend(s, tr);
    Scene {
        title,
        subtitle,
        hexes: vec![],
        panels,
        footer,
        nodes,
        links,
        tracks: vec![decades, years, initiative],
        legend,
        token_legend,
        ..Scene::default()
    }
}

#[cfg(test)]
mod tests {
    use super::super::rules::probes::{PROBE, tests::put};
    use super::super::setup::tests::campaign;
    use super::*;
    use crate::core::rules::Viewer;
    use crate::core::scene::Node;

    /// The chips of every node, where they are drawn.
    fn chips(s: &State) -> Vec<(String, String)> {
        let v = super::super::view::view(s, Viewer::Spectator);
        scene(&v, &crate::i18n::Tr::default())
            .nodes
            .into_iter()
            .flat_map(|n| {
                let id = n.id.clone();
                n.units.into_iter().map(move |c| (id.clone(), c.text))
            })
            .collect()
    }

    /// R 3.5.3: a depleted world carries a token naming how often it was depleted (each
    /// depletion lowered its value by one); a world never depleted has none.
    /// A system's flyby box is named as one ("Earth flyby box"), apart from its world's node
    /// ("Earth"), and the legend says what a transfer box's "3:" is (R 3.3.1; lookB14/C14).
    #[test]
    fn a_flyby_box_is_named_apart_from_its_world() {
        let s = campaign(2);
        let v = super::super::view::view(&s, Viewer::Spectator);
        let sc = scene(&v, &crate::i18n::Tr::default());
        let label = |id: &str| {
            sc.nodes
                .iter()
                .find(|n| n.id == id)
                .map(|n| n.label.clone())
        };
        assert_eq!(label("earth-flyby").as_deref(), Some("Earth flyby box"));
        let worlds: Vec<&str> = sc
            .nodes
            .iter()
            .filter(|n| n.id != "earth-flyby")
            .map(|n| n.label.as_str())
            .collect();
        assert!(!worlds.contains(&"Earth flyby box"), "{worlds:?}");
        assert!(
            sc.footer[0].contains("3: s7 in a transfer box"),
            "{}",
            sc.footer[0]
        );
    }

    /// What a chat preview of the whole board reads (the renderer draws a node's `forces` and
    /// `name` large): each place that holds ships or bases carries, per faction in its colour,
    /// the count of its ships there and of its bases ("■1", not "B1": a chip's base level), with the place's name; a place
    /// holding nothing carries none. A row whose worlds hold some keeps room above it for
    /// them; ships in a row's boxes alone do not move the rows (a box has room above it).
    #[test]
    fn places_holding_ships_or_bases_carry_their_forces_and_name() {
        use super::super::rules::choices::fixtures::base;
        use super::super::test_support::ship;
        let board = |s: &State| {
            let v = super::super::view::view(s, Viewer::Spectator);
            scene(&v, &crate::i18n::Tr::default())
        };
        let node = |sc: &Scene, id: &str| -> Node {
            sc.nodes
                .iter()
                .find(|n| n.id == id)
                .cloned()
                .unwrap_or_else(|| panic!("{id} on the board"))
        };
        let forces = |n: &Node| -> Vec<(Rgb, String)> {
            n.forces.iter().map(|c| (c.color, c.text.clone())).collect()
        };
        let mut s = campaign(2);
        s.ships.clear();
        s.bases.clear();
        let empty = board(&s);
        assert!(empty.nodes.iter().all(|n| n.forces.is_empty()));
        ship(&mut s, 0, "cv-2", Loc::Orbit("mars".into()));
        ship(&mut s, 0, "lv-1", Loc::Surface("mars".into()));
        ship(&mut s, 1, "cv-2", Loc::Orbit("mars".into()));
        base(&mut s, 1, "mars", 0);
        base(&mut s, 1, "mars", 1);
        ship(&mut s, 1, "re-flyby", Loc::Flyby("jupiter".into()));
        ship(&mut s, 0, "re-flyby", Loc::Transfer("saturn".into(), 3));
        let sc = board(&s);
        let (a, b) = (faction_rgb(&s, 0), faction_rgb(&s, 1));
        assert_ne!(a, b);
        let mars = node(&sc, "w-mars");
        assert_eq!(
            forces(&mars),
            [(a, "2".to_string()), (b, "1".into()), (b, "■2".into())]
        );
        assert_eq!(mars.name, "Mars");
        let flyby = node(&sc, "jupiter-flyby");
        assert_eq!(forces(&flyby), [(b, "1".to_string())]);
        assert_eq!(flyby.name, "Jupiter flyby");
        let transfer = node(&sc, "saturn-transfer");
        assert_eq!(forces(&transfer), [(a, "1".to_string())]);
        assert_eq!(transfer.name, "Saturn transfer");
        for n in &sc.nodes {
            if !["w-mars", "jupiter-flyby", "saturn-transfer"].contains(&n.id.as_str()) {
                assert!(n.forces.is_empty(), "{}: {:?}", n.id, n.forces);
            }
        }
        // A row whose worlds hold something moves down by the room for its tags, and every
        // row under it with it; ships in a row's boxes alone move no row.
        let mut clear = campaign(2);
        clear.ships.clear();
        clear.bases.clear();
        let mut world = clear.clone();
        ship(&mut world, 0, "cv-2", Loc::Orbit("comet".into()));
        let mut boxes = clear.clone();
        ship(&mut boxes, 1, "re-flyby", Loc::Flyby("jupiter".into()));
        ship(&mut boxes, 0, "re-flyby", Loc::Transfer("saturn".into(), 3));
        let dy = |s: &State, id: &str| node(&board(s), id).y - node(&empty, id).y;
        assert_eq!(dy(&world, "earth-flyby"), 0.0);
        for id in ["mars-flyby", "w-mars", "saturn-transfer"] {
            assert!((dy(&world, id) - GLANCE_ROOM).abs() < 1e-4, "{id}");
        }
        for n in &empty.nodes {
            assert_eq!(dy(&boxes, &n.id), 0.0, "{}", n.id);
        }
        // The glance is explained under the board, in every language.
        for lang in ["en", "ko", "ja"] {
            let v = super::super::view::view(&s, Viewer::Spectator);
            let sc = scene(&v, &crate::i18n::Tr::for_locale(Some(lang)));
            assert!(
                sc.footer
                    .iter()
                    .any(|l| l.contains(&format!("{BASES_MARK}1"))),
                "{lang}: {:?}",
                sc.footer
            );
            let names: Vec<&str> = sc.nodes.iter().map(|n| n.name.as_str()).collect();
            assert!(names.iter().all(|n| !n.is_empty()), "{lang}: {names:?}");
        }
    }

    /// Worlds are filled in shades far from every faction colour (RGB distance over 80).
    #[test]
    fn world_fills_are_far_from_every_faction_colour() {
        let far = |a: Rgb, b: Rgb| {
            let d = |x: u8, y: u8| (f32::from(x) - f32::from(y)).powi(2);
            (d(a.0, b.0) + d(a.1, b.1) + d(a.2, b.2)).sqrt() > 80.0
        };
        for faction in &content().factions {
            let c = color(&faction.color);
            for field in [None]
                .into_iter()
                .chain(content().worlds.iter().map(|w| w.field))
            {
                assert!(far(world_fill(field), c), "{field:?} ~ {}", faction.color);
            }
        }
    }

    /// A world's ring is in the colour of the one faction with bases there; a world where two
    /// factions have bases has none (lookB14: the Moon kept alice's ring beside bob's larger
    /// base); the legend says what the ring means.
    #[test]
    fn a_worlds_ring_is_its_only_base_owners() {
        let mut s = campaign(2);
        let (a, b) = (s.order[0], s.order[1]);
        s.bases.retain(|x| x.world != "moon");
        use super::super::rules::choices::fixtures::base;
        let ring = |s: &State| {
            let v = super::super::view::view(s, Viewer::Spectator);
            let sc = scene(&v, &crate::i18n::Tr::default());
            let moon = sc
                .nodes
                .iter()
                .find(|n| n.id == "w-moon")
                .map(|n| n.outline);
            (moon.flatten(), sc.footer[0].clone())
        };
        base(&mut s, a, "moon", 0);
        let (outline, legend) = ring(&s);
        assert_eq!(outline, Some(faction_rgb(&s, a)));
        assert!(legend.contains("ring"), "{legend}");
        base(&mut s, b, "moon", 0);
        assert_eq!(ring(&s).0, None);
    }

    /// A base's chip leads with its name as the buttons and the log give it ("b7 B0·0"), so
    /// two bases on one world are told apart (R 3.6; lookB15: "B2·0" beside "Unload s5 b7"),
    /// and the legend says so.
    #[test]
    fn a_bases_chip_names_the_base() {
        let mut s = campaign(2);
        let (a, b) = (s.order[0], s.order[1]);
        s.bases.retain(|x| x.world != "moon");
        use super::super::rules::choices::fixtures::base;
        base(&mut s, a, "moon", 0);
        base(&mut s, b, "moon", 0);
        let v = super::super::view::view(&s, Viewer::Spectator);
        let sc = scene(&v, &crate::i18n::Tr::default());
        let moon = sc
            .nodes
            .iter()
            .find(|n| n.id == "w-moon")
            .expect("the Moon");
        for x in s.bases.iter().filter(|x| x.world == "moon") {
            let want = format!("b{} B", x.id);
            assert!(
                moon.tokens.iter().any(|t| t.text.starts_with(&want)),
                "{want}: {:?}",
                moon.tokens
            );
        }
        assert!(
            sc.footer[0].contains("b7 B2·1 = base 7"),
            "{}",
            sc.footer[0]
        );
    }

    /// A finished game's board says so: "Game over" in the title instead of the step, how it
    /// ended (R 6.0.3: the asteroid's impact) and who won under it, in each language (lookB14:
    /// the last board still named the step, under a lower-case fragment).
    #[test]
    fn a_finished_games_board_says_it_is_over_and_how() {
        let mut s = super::super::setup::tests::scenario("3", 2);
        let drawn = |s: &State, lang: &str| {
            let v = super::super::view::view(s, Viewer::Spectator);
            let sc = scene(&v, &crate::i18n::Tr::for_locale(Some(lang)));
            (sc.title, sc.subtitle)
        };
        let (title, _) = drawn(&s, "en");
        assert!(!title.contains("Game over"), "{title}");
        s.over = Some(crate::games::stellar_horizons::state::Outcome {
            winner: None,
            reason: "sh-end-asteroid-impact".into(),
        });
        let (title, subtitle) = drawn(&s, "en");
        assert!(title.ends_with("Game over"), "{title}");
        assert_eq!(
            subtitle,
            "The game is over: the asteroid hits Earth: everyone loses."
        );
        for lang in ["ko", "ja"] {
            let (title, subtitle) = drawn(&s, lang);
            assert!(
                title.contains("게임 종료") || title.contains("ゲーム終了"),
                "{title}"
            );
            assert!(
                subtitle.contains("소행성") || subtitle.contains("小惑星"),
                "{subtitle}"
            );
        }
        let won = s.names[1].clone();
        s.over = Some(crate::games::stellar_horizons::state::Outcome {
            winner: Some(1),
            reason: "sh-end-settlements".into(),
        });
        let (_, subtitle) = drawn(&s, "en");
        assert!(subtitle.ends_with(&format!("Winner: {won}.")), "{subtitle}");
    }

    #[test]
    fn sh_3_5_3_depleted_worlds_show_how_often() {
        let mut s = campaign(2);
        let tokens = |s: &State, id: &str| -> Vec<String> {
            let v = super::super::view::view(s, Viewer::Spectator);
            scene(&v, &crate::i18n::Tr::default())
                .nodes
                .into_iter()
                .find(|n| n.id == id)
                .map(|n| n.tokens.into_iter().map(|c| c.text).collect())
                .unwrap_or_default()
        };
        assert!(tokens(&s, "w-moon").iter().all(|t| !t.contains("depleted")));
        let moon = s
            .worlds
            .iter_mut()
            .find(|w| w.id == "moon")
            .expect("the Moon");
        moon.depletions = 2;
        let after = tokens(&s, "w-moon");
        assert!(
            after
                .iter()
                .any(|t| t.contains("depleted") && t.contains('2')),
            "{after:?}"
        );
        assert!(tokens(&s, "w-mars").iter().all(|t| !t.contains("depleted")));
        // The token is told from every faction's chips by its colour.
        for id in [
            "blue", "red", "yellow", "orange", "green", "white", "purple",
        ] {
            let (a, b) = (color(id), DEPLETED);
            let d = |x: u8, y: u8| (i32::from(x) - i32::from(y)).pow(2);
            let dist = f64::from(d(a.0, b.0) + d(a.1, b.1) + d(a.2, b.2)).sqrt();
            assert!(dist > 100.0, "{id} is {dist:.0} from the depletion token");
        }
    }

    /// R 6.0 scenario 3: the incoming asteroid is drawn where its schedule puts it (Main Belt
    /// flyby 2061–71, Mars flyby 2072–75, Earth flyby 2076–79) on a token giving its strength
    /// and where it goes next, in a colour far from every faction's, pirate and asteroid
    /// token, with its flyby box outlined in that colour and an arrow to the next flyby box.
    /// R 5.0 (99): an asteroid brought into the campaign by the event keeps the scenario's
    /// schedule counted from the event's year, and the board draws it where that schedule
    /// puts it (its first years in the Main Belt flyby box), not where the calendar year
    /// would (2090 is past the scenario's last year).
    #[test]
    fn sh_5_0_an_event_asteroid_is_drawn_by_its_own_schedule() {
        let mut s = campaign(2);
        s.year = 2090;
        s.incoming = Some(crate::games::stellar_horizons::state::Incoming {
            strength: 40,
            removed: Vec::new(),
        });
        s.extra.event_scenario = Some(("incoming".into(), 2090));
        let v = super::super::view::view(&s, Viewer::Spectator);
        let sc = scene(&v, &crate::i18n::Tr::default());
        let outlined: Vec<&str> = sc
            .nodes
            .iter()
            .filter(|n| n.outline == Some(INCOMING))
            .map(|n| n.id.as_str())
            .collect();
        assert_eq!(outlined, ["main-belt-flyby"]);
    }

    #[test]
    fn sh_6_0_3_the_incoming_asteroid_is_drawn_distinct_with_its_heading() {
        let mut s = super::super::setup::tests::scenario("3", 2);
        let strength = s.incoming.as_ref().map_or(0, |i| i.strength);
        let tr = crate::i18n::Tr::default();
        for (year, here, next) in [
            (2061, "main-belt", Some(("Mars", 2072))),
            (2073, "mars", Some(("Earth", 2076))),
            (2077, "earth", None),
        ] {
            s.year = year;
            let v = super::super::view::view(&s, Viewer::Spectator);
            let sc = scene(&v, &tr);
            let marked: Vec<&Node> = sc
                .nodes
                .iter()
                .filter(|n| n.tokens.iter().any(|c| c.color == INCOMING))
                .collect();
            assert_eq!(marked.len(), 1, "{year}: one asteroid mark");
            let n = marked[0];
            assert_eq!(n.id, format!("{here}-flyby"), "{year}");
            assert_eq!(n.outline, Some(INCOMING), "{year}");
            assert_eq!(n.fill, INCOMING_FILL, "{year}");
            assert!(
                sc.nodes
                    .iter()
                    .filter(|o| o.id != n.id)
                    .all(|o| o.fill != INCOMING_FILL && o.outline != Some(INCOMING)),
                "{year}: only the asteroid's box"
            );
            let token = &n.tokens[0].text;
            assert!(token.contains(&strength.to_string()), "{token}");
            // tag17: the same words lead its box's glance tag, read on a whole board at a
            // chat's size, with the box's name.
            assert_eq!(n.forces.first(), Some(&n.tokens[0]), "{year}");
            assert!(!n.name.is_empty(), "{year}");
            assert!(
                sc.nodes
                    .iter()
                    .filter(|o| o.id != n.id)
                    .all(|o| o.forces.iter().all(|c| c.color != INCOMING)),
                "{year}"
            );
            let arrows: Vec<&Link> = sc.links.iter().filter(|l| l.color == INCOMING).collect();
            match next {
                Some((name, at)) => {
                    assert!(
                        token.contains(name) && token.contains(&at.to_string()),
                        "{token}"
                    );
                    assert_eq!(arrows.len(), 1, "{year}");
                    assert!(arrows[0].arrow && arrows[0].from == n.id, "{year}");
                    assert!(arrows[0].to.ends_with("-flyby") && arrows[0].to != n.id);
                }
                None => {
                    assert!(token.contains("2079"), "{token}");
                    assert!(arrows.is_empty(), "{year}");
                }
            }
        }
        // Far from every faction colour, pirates, asteroids and depletions.
        let dist = |a: Rgb, b: Rgb| {
            let d = |x: u8, y: u8| (i32::from(x) - i32::from(y)).pow(2);
            f64::from(d(a.0, b.0) + d(a.1, b.1) + d(a.2, b.2)).sqrt()
        };
        for id in [
            "blue", "red", "yellow", "orange", "green", "white", "purple",
        ] {
            assert!(dist(color(id), INCOMING) > 100.0, "{id}");
        }
        for other in [Rgb(90, 90, 90), Rgb(150, 120, 90), DEPLETED, BOX] {
            assert!(dist(other, INCOMING) > 100.0, "{other:?}");
        }
        // Stopped, it is drawn nowhere.
        s.incoming = None;
        let v = super::super::view::view(&s, Viewer::Spectator);
        let sc = scene(&v, &tr);
        assert!(
            sc.nodes
                .iter()
                .all(|n| n.tokens.iter().all(|c| c.color != INCOMING))
        );
    }

    /// R 2.6.6, leg16: the scene's token legend explains the chips a focus picture shows:
    /// a reserved ship's chip draws the reserve entry (what reserve stops and allows, in
    /// every language); with no ship in reserve no chip draws it and there is none; each
    /// base's "B<levels>·<settlements>" draws its own entry, and no other base's.
    #[test]
    fn sh_2_6_6_a_reserved_ships_chip_draws_the_reserve_legend() {
        use super::super::rules::choices::fixtures::base;
        let mut s = campaign(2);
        let a = s.order[0];
        s.ships.clear();
        s.bases.retain(|x| x.world != "moon");
        let ship = put(&mut s, a, "cv-2", Loc::Surface("moon".into()));
        base(&mut s, a, "moon", 0);
        let drawn = |s: &State, lang: &str| -> Vec<String> {
            let v = super::super::view::view(s, Viewer::Spectator);
            let sc = scene(&v, &crate::i18n::Tr::for_locale(Some(lang)));
            let moon = sc
                .nodes
                .iter()
                .find(|n| n.id == "w-moon")
                .expect("the Moon");
            let chips: Vec<&str> = moon
                .units
                .iter()
                .chain(&moon.tokens)
                .map(|c| c.text.as_str())
                .collect();
            sc.token_legend
                .iter()
                .filter(|l| chips.iter().any(|c| l.drawn_by(c)))
                .map(|l| l.text.clone())
                .collect()
        };
        let en = drawn(&s, "en");
        assert!(!en.iter().any(|t| t.contains("reserve")), "{en:?}");
        assert!(en.iter().any(|t| t.starts_with("B0·0 = base")), "{en:?}");
        if let Some(sh) = s.ships.iter_mut().find(|x| x.id == ship) {
            sh.reserved = true;
        }
        let en = drawn(&s, "en");
        let reserve = en
            .iter()
            .find(|t| t.starts_with("* = in reserve"))
            .unwrap_or_else(|| panic!("{en:?}"));
        for word in ["move", "defend", "explore", "found bases", "combat"] {
            assert!(reserve.contains(word), "{word}: {reserve}");
        }
        for (lang, word) in [("ko", "예비"), ("ja", "予備")] {
            let texts = drawn(&s, lang);
            assert!(
                texts
                    .iter()
                    .any(|t| t.starts_with("* = ") && t.contains(word)),
                "{lang}: {texts:?}"
            );
        }
        // A base of other levels draws its own entry, not this one's.
        if let Some(b) = s.bases.iter_mut().find(|b| b.world == "moon") {
            b.settlements = 2;
        }
        let en = drawn(&s, "en");
        assert!(en.iter().any(|t| t.starts_with("B0·2 = ")), "{en:?}");
        assert!(!en.iter().any(|t| t.starts_with("B0·0 = ")), "{en:?}");
        // On the surface no "o"; in orbit the chip leads with "o", and the legend says what
        // it means (a reviewer found the focus pictures' "o s1 C2" explained nowhere there).
        assert!(!en.iter().any(|t| t.starts_with("o = ")), "{en:?}");
        if let Some(sh) = s.ships.iter_mut().find(|x| x.id == ship) {
            sh.at = Loc::Orbit("moon".into());
        }
        let en = drawn(&s, "en");
        assert!(en.iter().any(|t| t.starts_with("o = in orbit")), "{en:?}");
        for (lang, word) in [("ko", "궤도"), ("ja", "軌道")] {
            let texts = drawn(&s, lang);
            assert!(
                texts
                    .iter()
                    .any(|t| t.starts_with("o = ") && t.contains(word)),
                "{lang}: {texts:?}"
            );
        }
    }

    /// sh19 (issue 16 item 4.5): a focus picture that draws a ship's design code ("C2c") or a
    /// transfer box's countdown ("3:", R 3.3.1) explains it in its legend, as the whole
    /// board's footer does; a code no chip draws is not explained ("C2" is not drawn by
    /// "C2c").
    #[test]
    fn sh_3_3_1_design_codes_and_countdowns_are_explained_where_drawn() {
        let mut s = campaign(2);
        let a = s.order[0];
        s.ships.clear();
        put(&mut s, a, "cv-2-cargo", Loc::Surface("moon".into()));
        put(&mut s, a, "re-telescope", Loc::Transfer("mars".into(), 3));
        let v = super::super::view::view(&s, Viewer::Spectator);
        let sc = scene(&v, &crate::i18n::Tr::default());
        let explained = |id: &str| -> Vec<String> {
            let n = sc.nodes.iter().find(|n| n.id == id).expect("the node");
            let chips: Vec<&str> = n.units.iter().map(|c| c.text.as_str()).collect();
            sc.token_legend
                .iter()
                .filter(|l| chips.iter().any(|c| l.drawn_by(c)))
                .map(|l| l.text.clone())
                .collect()
        };
        let moon = explained("w-moon");
        assert!(
            moon.iter()
                .any(|t| t.starts_with("C2c = CV-2 cargo (crewed vehicle)")),
            "{moon:?}"
        );
        assert!(!moon.iter().any(|t| t.starts_with("N:")), "{moon:?}");
        let boxes = explained("mars-transfer");
        assert!(
            boxes
                .iter()
                .any(|t| t.starts_with("N: ") && t.contains("N boxes")),
            "{boxes:?}"
        );
        assert!(
            boxes
                .iter()
                .any(|t| t.starts_with("T = ") && t.contains("telescope")),
            "{boxes:?}"
        );
    }

    /// R 6.0.3, leg16: the game-over board of the Incoming scenario shows the asteroid as
    /// having hit Earth (no "impact after" year, no arrow to where it would head), or as
    /// stopped; and it lists the players by their final score, highest first.
    #[test]
    fn sh_6_0_3_the_game_over_board_shows_the_hit_and_ranks_the_players() {
        let mut s = super::super::setup::tests::scenario("3", 2);
        let draw = |s: &State| {
            let v = super::super::view::view(s, Viewer::Spectator);
            scene(&v, &crate::i18n::Tr::default())
        };
        let asteroid = |sc: &Scene| -> Vec<String> {
            sc.nodes
                .iter()
                .flat_map(|n| n.tokens.iter())
                .filter(|c| c.color == INCOMING)
                .map(|c| c.text.clone())
                .collect()
        };
        let arrows = |sc: &Scene| sc.links.iter().filter(|l| l.color == INCOMING).count();
        let running = draw(&s);
        assert!(arrows(&running) > 0);
        let strength = s.incoming.as_ref().map_or(0, |i| i.strength);
        assert!(strength > 0);
        // The last player in initiative order scores most, the first least.
        let order = s.order.clone();
        for (i, &f) in order.iter().enumerate() {
            s.factions[f].vp = 10 * i as i32;
        }
        s.over = Some(crate::games::stellar_horizons::state::Outcome {
            winner: None,
            reason: "sh-end-asteroid-impact".into(),
        });
        let over = draw(&s);
        assert_eq!(
            asteroid(&over),
            vec![format!("Asteroid {strength} hit Earth")]
        );
        assert_eq!(arrows(&over), 0);
        let totals: Vec<i32> = order
            .iter()
            .map(|&f| super::super::rules::score::total(&s, f))
            .collect();
        assert!(totals.windows(2).all(|w| w[0] < w[1]), "{totals:?}");
        let want: Vec<Rgb> = order.iter().rev().map(|&f| faction_rgb(&s, f)).collect();
        let got: Vec<Rgb> = over.panels.iter().map(|p| p.color).collect();
        assert_eq!(got, want);
        // A running game keeps the initiative order.
        let first: Vec<Rgb> = order.iter().map(|&f| faction_rgb(&s, f)).collect();
        let got: Vec<Rgb> = running.panels.iter().map(|p| p.color).collect();
        assert_eq!(got, first);
        // Stopped: said so.
        if let Some(i) = s.incoming.as_mut() {
            i.strength = 0;
        }
        assert_eq!(asteroid(&draw(&s)), vec!["Asteroid stopped".to_string()]);
    }

    /// R 3.3 (movement), shf16: a movement decision's board highlights every place holding a
    /// ship the player to move may move (here one in Earth's flyby box, one in Earth's
    /// orbit) and every place its menu offers to move one to (sh19), and no other, says so in
    /// its legend, and a focus picture of a change at Earth draws them all (scenario 3's picture of a
    /// build at Earth showed the Moon and left out the ship in the flyby box its menu offered
    /// to move).
    #[test]
    fn sh_3_3_a_movement_decision_highlights_the_movers_places() {
        use crate::render::{Changes, Focus, choose_focus};
        let mut s = super::super::setup::tests::scenario("3", 2);
        s.ships.clear();
        s.step = Step::Move;
        s.turn = 0;
        let a = s.acting()[0];
        let b = s
            .order
            .iter()
            .copied()
            .find(|f| *f != a)
            .expect("two factions");
        put(&mut s, a, "cv-2", Loc::Flyby("earth".into()));
        put(&mut s, a, "cv-2", Loc::Orbit("earth".into()));
        put(&mut s, b, "cv-2", Loc::Surface("moon".into()));
        assert_eq!(s.active(), Some(a));
        let draw = |s: &State| {
            let v = super::super::view::view(s, Viewer::Spectator);
            scene(&v, &crate::i18n::Tr::default())
        };
        let sc = draw(&s);
        let lit: Vec<&str> = sc
            .nodes
            .iter()
            .filter(|n| n.highlight)
            .map(|n| n.id.as_str())
            .collect();
        // The movers' places and the places their menu offers to move them to (sh19), no
        // other.
        let mut offered: Vec<String> = vec!["earth-flyby".into(), "w-earth".into()];
        for x in super::super::rules::options(&s, a) {
            if let super::super::action::Action::Move { to, .. } = x {
                offered.push(match to {
                    super::super::action::Dest::Place(l) => node_of(&l),
                    super::super::action::Dest::Transfer(sys) => format!("{sys}-transfer"),
                });
            }
        }
        for id in &offered {
            assert!(lit.contains(&id.as_str()), "{id} not lit: {lit:?}");
        }
        for id in &lit {
            assert!(offered.iter().any(|o| o == id), "{id} lit: {offered:?}");
        }
        assert!(
            sc.legend.iter().any(|l| l.contains("White ring")),
            "{:?}",
            sc.legend
        );
        let changes = Changes {
            hexes: vec![],
            nodes: vec!["w-earth".into()],
        };
        // Each in the window or drawn apart (sh19: the destinations too).
        let drawn: Vec<String> = match choose_focus(&sc, &changes) {
            Some(Focus::Nodes(shown)) => shown,
            Some(Focus::NodesApart { shown, apart }) => shown.into_iter().chain(apart).collect(),
            other => panic!("{other:?}"),
        };
        for id in lit {
            assert!(drawn.iter().any(|x| x == id), "{id} not in {drawn:?}");
        }
        // Another step: nothing highlighted, no legend line; and the highlight going is no
        // change of a place (the next board frames what changed, not the former movers).
        let before = sc.node_digests();
        s.step = Step::Build;
        let sc = draw(&s);
        assert!(sc.nodes.iter().all(|n| !n.highlight));
        assert!(sc.legend.is_empty());
        assert_eq!(sc.node_digests(), before);
    }

    /// R 3.3 (movement), sh19 (campaign 003/013: "Move s10 RE flyby → transfer to Saturn"
    /// and four more transfers, none drawn): a move decision highlights the transfer boxes
    /// its menu offers as destinations, and its focus picture draws each one (in the window
    /// or apart), or, when more than it draws apart, names the others in its legend (the
    /// renderer's test checks the naming).
    #[test]
    fn sh_3_3_a_move_decisions_transfer_destinations_are_highlighted_and_drawn() {
        use crate::render::{Changes, Focus, choose_focus};
        let mut s = super::super::setup::tests::campaign(2);
        s.ships.clear();
        s.step = Step::Move;
        s.turn = 0;
        let a = s.acting()[0];
        put(&mut s, a, "re-flyby", Loc::Flyby("jupiter".into()));
        put(&mut s, a, "cv-2", Loc::Orbit("earth".into()));
        let transfers: Vec<String> = super::super::rules::options(&s, a)
            .into_iter()
            .filter_map(|x| match x {
                super::super::action::Action::Move {
                    to: super::super::action::Dest::Transfer(sys),
                    ..
                } => Some(format!("{sys}-transfer")),
                _ => None,
            })
            .collect();
        assert!(transfers.len() >= 2, "{transfers:?}");
        let v = super::super::view::view(&s, Viewer::Spectator);
        let sc = scene(&v, &crate::i18n::Tr::default());
        for id in &transfers {
            assert!(
                sc.nodes.iter().any(|n| n.id == *id && n.highlight),
                "{id} not highlighted"
            );
        }
        let changes = Changes {
            hexes: vec![],
            nodes: vec!["w-earth".into()],
        };
        let (drawn, full) = match choose_focus(&sc, &changes) {
            Some(Focus::Nodes(shown)) => (shown, false),
            Some(Focus::NodesApart { shown, apart }) => {
                let full = apart.len() == crate::render::APART_MAX;
                (shown.into_iter().chain(apart).collect(), full)
            }
            other => panic!("{other:?}"),
        };
        for id in &transfers {
            assert!(full || drawn.contains(id), "{id} not drawn: {drawn:?}");
        }
        assert!(transfers.iter().any(|id| drawn.contains(id)), "{drawn:?}");
    }

    /// R 3.5.1 (a telescope in Earth orbit may explore any world), sh19 (scenario 3 041:
    /// nine worlds, only two ringed): the worlds it may explore are ringed, not highlighted
    /// (a focus picture rings those it draws and names the others, and frames its place).
    #[test]
    fn sh_3_5_1_a_telescopes_many_worlds_are_ringed_not_framed() {
        let mut s = super::super::setup::tests::scenario("3", 2);
        s.ships.clear();
        s.bases.clear();
        s.step = Step::Explore;
        s.turn = 0;
        let a = s.acting()[0];
        put(&mut s, a, "re-telescope", Loc::Orbit("earth".into()));
        let worlds: Vec<String> = super::super::rules::explore::options(&s, a)
            .iter()
            .filter_map(|x| match x {
                super::super::action::Action::Explore { world, .. } => Some(format!("w-{world}")),
                _ => None,
            })
            .collect();
        assert!(worlds.len() > FEW_CANDIDATES, "{worlds:?}");
        let v = super::super::view::view(&s, Viewer::Spectator);
        let sc = scene(&v, &crate::i18n::Tr::default());
        let ringed: Vec<&str> = sc
            .nodes
            .iter()
            .filter(|n| n.ring)
            .map(|n| n.id.as_str())
            .collect();
        let mut want: Vec<&str> = worlds
            .iter()
            .map(String::as_str)
            .filter(|w| *w != "w-earth")
            .collect();
        want.sort_unstable();
        let mut got = ringed.clone();
        got.sort_unstable();
        assert_eq!(got, want);
        let lit: Vec<&str> = sc
            .nodes
            .iter()
            .filter(|n| n.highlight)
            .map(|n| n.id.as_str())
            .collect();
        assert_eq!(lit, vec!["w-earth"]);
    }

    /// The highlighted nodes of the spectator's board, and a node focus for a change at
    /// `changed` (the ids it shows; empty when it is the whole board).
    fn lit_and_focus(s: &State, changed: &str) -> (Vec<String>, Vec<String>, Vec<String>) {
        use crate::render::{Changes, Focus, choose_focus};
        let v = super::super::view::view(s, Viewer::Spectator);
        let sc = scene(&v, &crate::i18n::Tr::default());
        let lit = sc
            .nodes
            .iter()
            .filter(|n| n.highlight)
            .map(|n| n.id.clone())
            .collect();
        let changes = Changes {
            hexes: vec![],
            nodes: vec![changed.into()],
        };
        let shown = match choose_focus(&sc, &changes) {
            Some(Focus::Nodes(shown)) => shown,
            _ => vec![],
        };
        (lit, shown, sc.legend)
    }

    /// R 3.5 / R 3.5.1 (exploration), foc17: an exploration decision's board highlights the
    /// places of the ships that may explore (a flyby in Mars's transfer box, R 3.5.1 "−N from
    /// transfer box N"), not the other player's ship, and the worlds they may explore when
    /// few (Mars alone, once its moons are explored out; campaign 024 offered only "Explore
    /// Europa" and left Europa out); a telescope in Earth orbit (R 3.5.1: any world)
    /// highlights its own place only. A focus of a change in Mars's flyby box frames them
    /// (campaign 004 showed Earth and the Moon while alice's explorer sat in a transfer box).
    #[test]
    fn sh_3_5_an_exploration_decision_highlights_the_explorers_and_their_few_worlds() {
        let mut s = super::super::setup::tests::scenario("3", 2);
        s.ships.clear();
        s.bases.clear();
        s.step = Step::Explore;
        s.turn = 0;
        let a = s.acting()[0];
        let b = s
            .order
            .iter()
            .copied()
            .find(|f| *f != a)
            .expect("two factions");
        put(&mut s, a, "re-flyby", Loc::Transfer("mars".into(), 1));
        put(&mut s, b, "cv-2", Loc::Surface("moon".into()));
        assert_eq!(s.active(), Some(a));
        let worlds = |s: &State| -> Vec<String> {
            super::super::rules::explore::options(s, a)
                .iter()
                .filter_map(|x| match x {
                    crate::games::stellar_horizons::action::Action::Explore { world, .. } => {
                        Some(format!("w-{world}"))
                    }
                    _ => None,
                })
                .collect()
        };
        // Mars's system offers more worlds than a window holds with the box: the box alone.
        assert!(worlds(&s).len() > FEW_CANDIDATES, "{:?}", worlds(&s));
        let (lit, shown, legend) = lit_and_focus(&s, "mars-flyby");
        assert_eq!(lit, vec!["mars-transfer".to_string()]);
        assert!(legend.iter().any(|l| l.contains("explore")), "{legend:?}");
        assert!(shown.iter().any(|x| x == "mars-transfer"), "{shown:?}");
        // Only Mars itself left to explore (its moons explored out): the box and Mars.
        let fresh = s.worlds.clone();
        for w in s.worlds.iter_mut().filter(|w| w.id != "mars") {
            w.value = 0;
        }
        assert_eq!(worlds(&s), vec!["w-mars".to_string()]);
        let (lit, shown, _) = lit_and_focus(&s, "mars-flyby");
        assert_eq!(lit, vec!["mars-transfer".to_string(), "w-mars".to_string()]);
        // The box and Mars are too far apart for one window: the whole board, which shows
        // both (a window would leave one out).
        assert!(shown.is_empty(), "{shown:?}");
        // A telescope reaches nearly every world: its place alone, not the whole board.
        s.worlds = fresh;
        s.ships.clear();
        put(&mut s, a, "re-telescope", Loc::Orbit("earth".into()));
        assert!(super::super::rules::explore::options(&s, a).len() > FEW_CANDIDATES);
        let (lit, shown, _) = lit_and_focus(&s, "w-moon");
        assert_eq!(lit, vec!["w-earth".to_string()]);
        assert!(shown.iter().any(|x| x == "w-earth"), "{shown:?}");
    }

    /// R 3.6 / R 3.6.2 (trade and bases), foc17: a base decision's board highlights the
    /// places of the player's bases its choices name (a raze, R 2.7; a facility, R 3.6.2)
    /// and not the other player's base; a focus of a change at Earth frames the Moon with
    /// the base (scenario 3's base decisions showed the Moon only as a stub).
    #[test]
    fn sh_3_6_a_base_decision_highlights_the_players_bases() {
        use super::super::rules::choices::fixtures::base;
        let mut s = super::super::setup::tests::scenario("3", 2);
        s.ships.clear();
        s.bases.clear();
        s.step = Step::Trade;
        s.turn = 0;
        let a = s.acting()[0];
        let b = s
            .order
            .iter()
            .copied()
            .find(|f| *f != a)
            .expect("two factions");
        base(&mut s, a, "moon", 1);
        base(&mut s, b, "mars", 1);
        assert_eq!(s.active(), Some(a));
        let (lit, shown, legend) = lit_and_focus(&s, "w-earth");
        assert_eq!(lit, vec!["w-moon".to_string()]);
        assert!(legend.iter().any(|l| l.contains("base")), "{legend:?}");
        assert!(shown.iter().any(|x| x == "w-moon"), "{shown:?}");
        // No decision (the initiative step): nothing highlighted.
        s.step = Step::Initiative;
        let (lit, ..) = lit_and_focus(&s, "w-earth");
        assert!(lit.is_empty(), "{lit:?}");
    }

    /// Issue 16 (focus pictures): a ship that moves changes its origin and its destination
    /// and nothing else. Leaving a crowded world shrinks it, which shifts the worlds right of
    /// it and the rows under it; those hold what they held, so the board's node digests
    /// report only the two places the ship left and reached (a focus frames both, and the
    /// ship), not the shifted ones.
    #[test]
    fn a_move_changes_its_origin_and_destination_only() {
        use crate::core::scene::Scene;
        let mut s = super::super::setup::tests::scenario("3", 2);
        let a = s.order[0];
        s.ships.clear();
        let mut ids = Vec::new();
        for _ in 0..4 {
            ids.push(put(&mut s, a, "cv-2", Loc::Surface("earth".into())));
        }
        let digests = |s: &State| -> Scene {
            let v = super::super::view::view(s, Viewer::Spectator);
            scene(&v, &crate::i18n::Tr::default())
        };
        let before = digests(&s);
        if let Some(sh) = s.ships.iter_mut().find(|x| x.id == ids[0]) {
            sh.at = Loc::Surface("moon".into());
        }
        let after = digests(&s);
        // The layout did shift (else this test proves nothing).
        let pos = |sc: &Scene, id: &str| sc.nodes.iter().find(|n| n.id == id).map(|n| (n.x, n.y));
        assert_ne!(
            pos(&before, "w-deep-space-astronomy"),
            pos(&after, "w-deep-space-astronomy")
        );
        let old = before.node_digests();
        let changed: Vec<String> = after
            .node_digests()
            .into_iter()
            .filter(|d| !old.contains(d))
            .map(|(id, _)| id)
            .collect();
        assert_eq!(changed, ["w-earth", "w-moon"]);
    }

    /// R 2.6.6: a reserved CV stays where it is (reserve is its counter's side: it can still
    /// move, carry cargo and defend), marked `*` on its chip there, and its owner's panel lists
    /// it under "in reserve"; an active ship is in no such list.
    #[test]
    fn sh_2_6_6_reserved_ships_stay_on_the_board_and_are_listed_in_the_panel() {
        let mut s = campaign(2);
        let a = s.order[0];
        let cv = put(&mut s, a, "cv-2", Loc::Orbit("mars".into()));
        let other = put(&mut s, a, "cv-2", Loc::Orbit("mars".into()));
        let panel_lines = |s: &State| -> Vec<String> {
            let v = super::super::view::view(s, Viewer::Spectator);
            scene(&v, &crate::i18n::Tr::default())
                .panels
                .into_iter()
                .flat_map(|p| p.lines)
                .filter(|l| l.contains("reserve"))
                .collect()
        };
        assert!(panel_lines(&s).is_empty());
        if let Some(sh) = s.ships.iter_mut().find(|x| x.id == cv) {
            sh.reserved = true;
        }
        let on_board = chips(&s);
        assert!(
            on_board
                .iter()
                .any(|(n, c)| n == "w-mars" && c == &format!("o s{cv} C2*")),
            "{on_board:?}"
        );
        let lines = panel_lines(&s);
        assert_eq!(lines.len(), 1, "{lines:?}");
        assert!(lines[0].contains(&format!("s{cv} C2")), "{lines:?}");
        assert!(!lines[0].contains(&format!("s{other} ")), "{lines:?}");
    }

    /// R 2.8: several fleets may share a place. Where a faction's ships at one place are one
    /// fleet (the usual case) their chips carry no mark; where they are split into several
    /// fleets, each chip carries its fleet's letter (`[a]`), the ships of one fleet side by
    /// side; joined allies' ships in one joint fleet (R 2.5) share a letter. The legend says
    /// what the letters mean, in every language. The board and its focus pictures draw the
    /// same chips.
    #[test]
    fn sh_2_8_ships_of_one_fleet_share_a_mark_where_a_place_holds_several() {
        use super::super::state::ALLIANCE;
        let mut s = campaign(2);
        let (a, b) = (s.order[0], s.order[1]);
        let at = Loc::Orbit("mars".into());
        let x = put(&mut s, a, "cv-2", at.clone());
        let y = put(&mut s, a, "cv-2", at.clone());
        let z = put(&mut s, a, "cv-2", at.clone());
        let e = put(&mut s, b, "cv-2", at.clone());
        let mars = |s: &State| -> Vec<String> {
            chips(s)
                .into_iter()
                .filter(|(n, _)| n == "w-mars")
                .map(|(_, c)| c)
                .collect()
        };
        let one = mars(&s);
        assert!(one.len() >= 4, "{one:?}");
        assert!(one.iter().all(|c| !c.contains('[')), "{one:?}");
        // z's fleet is split off from x's and y's (R 2.8 regrouping gives it a tag).
        s.fleets.tags.insert(x, 1);
        s.fleets.tags.insert(z, 2);
        s.fleets.tags.insert(y, 1);
        let split = mars(&s);
        let chip = |id: u32| {
            split
                .iter()
                .position(|c| c.starts_with(&format!("o s{id} ")))
                .unwrap_or_else(|| panic!("s{id}: {split:?}"))
        };
        let mark = |i: usize| split[i].rsplit_once(" [").map(|(_, m)| m.to_string());
        let (ix, iy, iz, ie) = (chip(x), chip(y), chip(z), chip(e));
        assert!(mark(ix).is_some(), "{split:?}");
        assert_eq!(mark(ix), mark(iy), "{split:?}");
        assert_ne!(mark(ix), mark(iz), "{split:?}");
        assert!(mark(iz).is_some(), "{split:?}");
        assert_eq!(mark(ie), None, "the other faction's one fleet: {split:?}");
        assert_eq!(ix.abs_diff(iy), 1, "one fleet side by side: {split:?}");
        // Allies who joined fleets (R 2.5): their ships with one tag are one joint fleet.
        let mut j = campaign(2);
        for (f, g) in [(a, b), (b, a)] {
            j.factions[f].relations[g] = ALLIANCE;
            j.factions[f].joint.push(g);
        }
        let p = put(&mut j, a, "cv-2", at.clone());
        let q = put(&mut j, b, "cv-2", at.clone());
        assert!(j.joint(a, b));
        let joint = mars(&j);
        let m = |id: u32| {
            joint
                .iter()
                .find(|c| c.starts_with(&format!("o s{id} ")))
                .and_then(|c| c.rsplit_once(" [").map(|(_, m)| m.to_string()))
        };
        assert!(m(p).is_some(), "{joint:?}");
        assert_eq!(m(p), m(q), "{joint:?}");
        // The legend explains the mark.
        let v = super::super::view::view(&s, Viewer::Spectator);
        for lang in ["en", "ko", "ja"] {
            let sc = scene(&v, &crate::i18n::Tr::for_locale(Some(lang)));
            let legend = sc.footer.first().cloned().unwrap_or_default();
            assert!(legend.contains("[a]"), "{lang}: {legend}");
            assert!(legend.contains("R 2.8"), "{lang}: {legend}");
        }
    }

    /// R 2.6.6: the legend's reserve entry says briefly what reserve stops (exploring,
    /// producing, trading, founding bases, being in a fleet that starts combat) and what a
    /// reserved ship still does (move, carry cargo, defend), in every language.
    #[test]
    fn sh_2_6_6_the_legend_says_what_reserve_stops() {
        let s = campaign(2);
        let v = super::super::view::view(&s, Viewer::Spectator);
        for (lang, marker, words) in [
            (
                "en",
                "* in reserve",
                &[
                    "explore",
                    "produce",
                    "trade",
                    "found bases",
                    "combat",
                    "move",
                    "cargo",
                    "defend",
                ][..],
            ),
            (
                "ko",
                "* 예비",
                &[
                    "탐사", "생산", "교역", "기지", "전투", "이동", "화물", "방어",
                ],
            ),
            (
                "ja",
                "* 予備",
                &[
                    "探査", "生産", "交易", "基地", "戦闘", "移動", "貨物", "防御",
                ],
            ),
        ] {
            let sc = scene(&v, &crate::i18n::Tr::for_locale(Some(lang)));
            let legend = sc.footer.first().cloned().unwrap_or_default();
            let at = legend
                .find(marker)
                .unwrap_or_else(|| panic!("{lang}: {legend}"));
            // The entry runs up to the next entry, `+p`.
            let entry = &legend[at..];
            let entry = &entry[..entry.find("+p").unwrap_or(entry.len())];
            assert!(entry.contains("2.6.6"), "{lang}: {entry}");
            for w in words {
                assert!(entry.contains(w), "{lang}: {w:?} missing from {entry:?}");
            }
            assert!(entry.chars().count() < 160, "{lang}: not brief: {entry}");
        }
    }

    /// R 2.6.2: a probe rides its carrier; it is open information (digest §7.1: ships are
    /// public), so the board shows it on the carrier's chip (`+p`), in every view, and only on
    /// carriers that hold one.
    #[test]
    fn sh_2_6_2_carried_probes_are_drawn_on_their_carriers() {
        let mut s = campaign(2);
        let a = s.order[0];
        let carrier = put(&mut s, a, "re-orbiter", Loc::Orbit("mars".into()));
        let empty = put(&mut s, a, "re-flyby", Loc::Flyby("jupiter".into()));
        let before = chips(&s);
        assert!(
            before.iter().all(|(_, c)| !c.contains("+p")),
            "no probe yet: {before:?}"
        );
        s.extra.probes.insert(carrier, PROBE.into());
        let after = chips(&s);
        assert!(
            after
                .iter()
                .any(|(n, c)| n == "w-mars" && c == &format!("o s{carrier} O+p")),
            "{after:?}"
        );
        assert!(
            after
                .iter()
                .any(|(n, c)| n == "jupiter-flyby" && c == &format!("s{empty} F")),
            "{after:?}"
        );
        assert_eq!(after.iter().filter(|(_, c)| c.contains("+p")).count(), 1);
    }

    /// R 3.5.1: an exploration changes the explored world's drawing (its caption says how
    /// often it was explored), so a focus picture after it frames that world, even when the
    /// exploration neither depleted it nor found life (it was framing only the transfer box
    /// a lost flyby left).
    #[test]
    fn sh_3_5_1_an_explored_world_is_drawn_changed() {
        use super::super::rules::explore;
        use crate::core::GameRng;
        let digest = |s: &State| {
            let v = super::super::view::view(s, Viewer::Spectator);
            let sc = scene(&v, &crate::i18n::Tr::default());
            let n = sc.nodes.iter().find(|n| n.id == "w-mars").cloned();
            let d = sc
                .node_digests()
                .into_iter()
                .find(|(id, _)| id == "w-mars")
                .map(|(_, d)| d);
            (d, n.map(|n| n.caption).unwrap_or_default())
        };
        let mut seen = false;
        for seed in 0..20 {
            let mut s = campaign(2);
            let f = s.order[0];
            let fb = put(&mut s, f, "re-flyby", Loc::Flyby("mars".into()));
            let (before, caption) = digest(&s);
            assert!(!caption.contains("explored"), "{caption}");
            let mars = s.world("mars").cloned();
            let mut log = super::super::rules::Log::new();
            let a = crate::games::stellar_horizons::action::Action::Explore {
                ship: fb,
                world: "mars".into(),
            };
            explore::apply(&mut s, f, &a, &mut GameRng::for_step(seed, 5), &mut log)
                .expect("explores");
            let w = s.world("mars").cloned();
            if w.as_ref().map(|w| (w.value, w.life, w.depletions))
                != mars.as_ref().map(|w| (w.value, w.life, w.depletions))
            {
                continue; // depleted or life found: changed anyway
            }
            let (after, caption) = digest(&s);
            assert_ne!(after, before, "seed {seed}: the explored world changed");
            assert!(caption.contains("explored ×1"), "{caption}");
            seen = true;
        }
        assert!(seen);
    }

    /// R 4.0: a finished game's players' line gives each player's score as the game counts
    /// it (the VP chart's total, as the end summary says it), not the VP markers alone (the
    /// last board said "VP markers 0" beside a score of 4.5 from infrastructure and fleet).
    #[test]
    fn sh_4_0_the_final_board_gives_the_score_as_counted() {
        use super::super::rules::score;
        use super::super::table::quarters;
        let mut s = campaign(2);
        let f = s.order[0];
        put(&mut s, f, "cv-3", Loc::Orbit("moon".into()));
        s.factions[f].vp = 0;
        assert!(score::total(&s, f) > 0, "a score without markers");
        super::super::rules::end(&mut s, None, "sh-end-no-winner");
        let v = super::super::view::view(&s, Viewer::Spectator);
        let sc = scene(&v, &crate::i18n::Tr::default());
        let seat = s.factions[f].seat.unwrap();
        let name = s.names[seat].clone();
        let p = sc
            .panels
            .iter()
            .find(|p| p.title.starts_with(&name))
            .expect("a panel");
        let want = format!("final score {} VP", quarters(score::total(&s, f)));
        assert_eq!(p.summary, want);
        assert!(p.lines[1].starts_with("markers 0, "), "{:?}", p.lines);
        // A game going on still shows its markers.
        let mut going = s.clone();
        going.over = None;
        let v = super::super::view::view(&going, Viewer::Spectator);
        let sc = scene(&v, &crate::i18n::Tr::default());
        assert!(sc.panels.iter().all(|p| p.summary.contains("VP markers")));
    }

    /// R 3.0: the board says what the initiative track's order means, and says it as the
    /// game plays it: a step the legend says slot 1 leads is led by the faction in slot 1, a
    /// step it says the last slot leads by the faction in the last slot.
    #[test]
    fn sh_3_0_the_initiative_legend_tells_who_acts_first() {
        let mut s = campaign(3);
        let v = super::super::view::view(&s, Viewer::Spectator);
        let tr = crate::i18n::Tr::default();
        let sc = scene(&v, &tr);
        let legend = sc
            .footer
            .iter()
            .find(|l| l.starts_with("Initiative:"))
            .cloned()
            .expect("a legend of the initiative track");
        // The slots are named by who holds them now.
        let name_of = |f: usize| s.names[s.factions[f].seat.unwrap()].clone();
        let (head, tail) = (name_of(s.order[0]), name_of(*s.order.last().unwrap()));
        assert!(
            legend.starts_with(&format!("Initiative: slot 1 ({head}) acts first in")),
            "{legend}"
        );
        let (first, last) = legend
            .split_once(&format!("the last slot ({tail}) acts first in"))
            .unwrap();
        let last = last.split(" (R 3.0").next().unwrap_or_default();
        for step in Step::ALL {
            let name = tr.t(&format!("sh-step-{}", step.id()));
            let says_last = last.contains(&name);
            assert_ne!(
                first.contains(&name),
                says_last,
                "{name}: in one part: {legend}"
            );
            s.step = step;
            s.fleets.move_order.clear();
            let leader = s.acting()[0];
            let want = if says_last {
                *s.order.last().unwrap()
            } else {
                s.order[0]
            };
            assert_eq!(leader, want, "{name}: {legend}");
        }
        assert!(legend.contains("Build and maintenance"), "{legend}");
    }
}
