//! The board: the solar system as a chain of hubs drawn outward from the Sun (one column per
//! system in play: its transfer boxes, its flyby box, then its worlds, central world first), with
//! ships and bases as chips in their owners' colours, pirates and asteroids as tokens, the
//! calendar and initiative as tracks, and a panel per player faction.

use super::content::{Class, catalog_id, content};
use super::state::{Loc, State, relation_id};
use super::view::ShView;
use crate::core::Msg;
use crate::core::msg::Translate;
use crate::core::scene::{
    Chip, Link, LinkStyle, Node, Panel, Rgb, Scene, Shape, TextLine, Track, TrackMarker,
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
const TEXT: Rgb = Rgb(230, 230, 240);

fn world_fill(field: Option<super::content::Field>) -> Rgb {
    match field.map(|f| f.id()) {
        Some("phys") => Rgb(70, 110, 190),
        Some("eng") => Rgb(120, 120, 130),
        Some("bio") => Rgb(70, 150, 80),
        _ => Rgb(90, 90, 110),
    }
}

fn short(design: &str) -> String {
    design.to_ascii_uppercase()
}

pub fn scene(v: &ShView, tr: &dyn Translate) -> Scene {
    let s = &v.state;
    let c = content();
    let mut nodes = Vec::new();
    let mut links = Vec::new();
    let chips_at = |loc: &Loc, mark: &str| -> Vec<Chip> {
        let mut by_owner: Vec<(usize, Vec<String>)> = Vec::new();
        for sh in s.ships.iter().filter(|x| x.at == *loc) {
            let mut t = short(&sh.design);
            if sh.class() != Class::Lv {
                t = format!("{t} {}", sh.name);
            }
            if sh.reserved {
                t.push('*');
            }
            match by_owner.iter_mut().find(|(o, _)| *o == sh.owner) {
                Some(x) => x.1.push(t),
                None => by_owner.push((sh.owner, vec![t])),
            }
        }
        by_owner
            .into_iter()
            .map(|(o, v)| Chip {
                color: faction_rgb(s, o),
                text: format!("{mark}{}", v.join(" ")),
            })
            .collect()
    };
    for (i, sys) in s.systems.iter().enumerate() {
        let x = i as f32 * 3.2;
        let Some(sd) = c.system(sys) else { continue };
        // Transfer boxes: one node listing the ships in each numbered box.
        let mut t = Node::new(format!("{sys}-transfer"), x, 0.0, Shape::Box, 2.8, 0.9, BOX);
        t.label = tr.tr(&Msg::new("sh-scene-transfer").num("helio", sd.helio));
        for sh in &s.ships {
            if let Loc::Transfer(x, n) = &sh.at
                && x == sys
            {
                t.units.push(Chip {
                    color: faction_rgb(s, sh.owner),
                    text: format!("{n}: {} {}", short(&sh.design), sh.name),
                });
            }
        }
        nodes.push(t);
        let mut fb = Node::new(
            format!("{sys}-flyby"),
            x,
            1.4,
            Shape::RoundBox,
            2.8,
            0.9,
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
        for (k, w) in c.worlds_of(sys).into_iter().enumerate() {
            let Some(ws) = s.world(&w.id) else { continue };
            let y = 3.0 + k as f32 * 1.7;
            let d = if w.central { 1.5 } else { 1.2 };
            let mut n = Node::new(
                format!("w-{}", w.id),
                x,
                y,
                Shape::Circle,
                d,
                d,
                world_fill(w.field),
            );
            n.label = tr.t(&catalog_id("world", &w.id));
            let mut line = tr.tr(&Msg::new("sh-scene-world-value").num("value", ws.value));
            if ws.life > 0 {
                line.push_str(if ws.life == 1 { " ·L?" } else { " ·L" });
            }
            if ws.terraform > 0 {
                line.push_str(&format!(" T{}", ws.terraform));
            }
            n.lines.push(TextLine {
                text: line,
                color: TEXT,
            });
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
            if s.bases.iter().any(|b| b.world == w.id) {
                n.outline = s
                    .bases
                    .iter()
                    .find(|b| b.world == w.id)
                    .map(|b| faction_rgb(s, b.owner));
            }
            nodes.push(n);
            let up = if k == 0 {
                format!("{sys}-flyby")
            } else {
                format!("w-{}", c.worlds_of(sys)[0].id)
            };
            links.push(Link::new(up, format!("w-{}", w.id), ROUTE));
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
            lines,
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
    let mut footer = vec![tr.tr(&Msg::new("sh-scene-cache").num("cash", s.pirate_cache))];
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
    }
}
