//! The board: the solar system as a chain of hubs drawn outward from the Sun (one column per
//! system in play: its transfer boxes, its flyby box, then its worlds, central world first), with
//! ships and bases as chips in their owners' colours, pirates and asteroids as tokens, the
//! calendar and initiative as tracks, and a panel per player faction.

use super::content::{catalog_id, content};
use super::state::{Loc, State, relation_id};
use super::view::ShView;
use crate::core::Msg;
use crate::core::msg::Translate;
use crate::core::scene::{
    Chip, Link, LinkStyle, Node, Panel, Rgb, Scene, Shape, Track, TrackMarker,
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

/// Layout in scene units: a row per system, the hub boxes' size, the step between worlds.
const ROW: f32 = 2.6;
const HUB_W: f32 = 3.0;
const HUB_H: f32 = 1.35;
const WORLD_STEP: f32 = 2.3;

fn world_fill(field: Option<super::content::Field>) -> Rgb {
    match field.map(|f| f.id()) {
        Some("phys") => Rgb(70, 110, 190),
        Some("eng") => Rgb(120, 120, 130),
        Some("bio") => Rgb(70, 150, 80),
        _ => Rgb(90, 90, 110),
    }
}

/// Room under a world's circle for its caption (name and value, up to three lines), in units.
const CAPTION_ROOM: f32 = 1.1;

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

pub fn scene(v: &ShView, tr: &dyn Translate) -> Scene {
    let s = &v.state;
    let c = content();
    let mut nodes = Vec::new();
    let mut links = Vec::new();
    // One chip per ship, in its owner's colour, so the renderer can wrap them.
    let chips_at = |loc: &Loc, mark: &str| -> Vec<Chip> {
        s.ships
            .iter()
            .filter(|x| x.at == *loc)
            .map(|sh| Chip {
                color: faction_rgb(s, sh.owner),
                text: format!(
                    "{mark}{}{}",
                    ship_chip(s, sh),
                    if sh.reserved { "*" } else { "" }
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
    let mut y = 0.0;
    for (i, sys) in s.systems.iter().enumerate() {
        if i > 0 {
            y += (row_half(&s.systems[i - 1]) + row_half(sys) + CAPTION_ROOM).max(ROW);
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
        for sh in &s.ships {
            if let Loc::Transfer(x, n) = &sh.at
                && x == sys
            {
                t.units.push(Chip {
                    color: faction_rgb(s, sh.owner),
                    text: format!("{n}: {}", ship_chip(s, sh)),
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
        fb.label = tr.t(&catalog_id("system", sys));
        fb.units = chips_at(&Loc::Flyby(sys.clone()), "");
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
        if v.state.incoming.is_some() && super::rules::explore::incoming_system(s.year) == sys {
            fb.tokens.push(Chip {
                color: Rgb(220, 60, 20),
                text: tr.t("sh-scene-incoming"),
            });
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
            n.caption = caption;
            n.units = chips_at(&Loc::Orbit(w.id.clone()), "o ");
            n.units.extend(chips_at(&Loc::Surface(w.id.clone()), ""));
            for b in s.bases.iter().filter(|b| b.world == w.id) {
                n.tokens.push(Chip {
                    color: faction_rgb(s, b.owner),
                    text: format!(
                        "B{}·{}{}",
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
            if s.bases.iter().any(|b| b.world == w.id) {
                n.outline = s
                    .bases
                    .iter()
                    .find(|b| b.world == w.id)
                    .map(|b| faction_rgb(s, b.owner));
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
        panels.push(Panel {
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
        });
    }
    let title = tr.tr(&Msg::new("sh-scene-title")
        .name("scenario", catalog_id("scenario", &s.scenario))
        .num("year", s.year)
        .msg("step", Msg::new(format!("sh-step-{}", s.step.id()))));
    let subtitle = match (&s.over, v.awaiting.first()) {
        (Some(o), _) => tr.t(&o.reason),
        (None, Some(seat)) => tr.tr(&Msg::new("sh-scene-waiting")
            .text("player", s.names.get(*seat).cloned().unwrap_or_default())),
        _ => String::new(),
    };
    let mut footer = vec![
        tr.t("sh-scene-legend"),
        tr.tr(&Msg::new("sh-scene-cache").num("cash", s.pirate_cache)),
    ];
    if let Some(inc) = &s.incoming {
        footer.push(tr.tr(&Msg::new("sh-scene-incoming-strength").num("strength", inc.strength)));
    }
    if let Some(inv) = &s.invader {
        footer.push(tr.tr(&Msg::new("sh-scene-invader").num("damage", inv.damage)));
    }
    let _ = SPACE;
    Scene {
        title,
        subtitle,
        hexes: vec![],
        panels,
        footer,
        nodes,
        links,
        tracks: vec![decades, years, initiative],
        ..Scene::default()
    }
}

#[cfg(test)]
mod tests {
    use super::super::rules::probes::{PROBE, tests::put};
    use super::super::setup::tests::campaign;
    use super::*;
    use crate::core::rules::Viewer;

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
}
