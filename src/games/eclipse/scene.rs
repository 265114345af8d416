//! The Eclipse board as a scene: the hex galaxy with sector numbers, VP, wormhole edges, discs,
//! cubes, structures and ships by owner; a panel per player with storage, income, tracks and
//! technologies. Reputation values never appear (only how many tiles a player holds).

use super::rules::data;
use super::state::{Faction, Phase, ShipKind};
use super::view::EclipseView;
use crate::core::msg::Translate;
use crate::core::scene::{Chip, HexCell, Panel, Rgb, Scene, TextLine};
use crate::core::{Msg, Seat};
use crate::games::WithArg;

const TEXT: Rgb = Rgb(235, 235, 235);
const ANCIENT: Rgb = Rgb(150, 120, 60);
const GCDS: Rgb = Rgb(190, 60, 160);

/// The RGB of a player colour id.
pub fn color_rgb(c: &str) -> Rgb {
    match c {
        "red" => Rgb(220, 50, 47),
        "blue" => Rgb(38, 139, 210),
        "green" => Rgb(60, 170, 60),
        "yellow" => Rgb(235, 200, 40),
        "white" => Rgb(225, 225, 225),
        "black" => Rgb(90, 90, 100),
        _ => Rgb::GREY,
    }
}

fn ring_fill(tile: u16) -> Rgb {
    match tile {
        1 => Rgb(70, 50, 80),
        101..=199 => Rgb(30, 44, 84),
        201..=220 => Rgb(26, 36, 66),
        221..=240 => Rgb(36, 36, 44),
        _ => Rgb(20, 28, 50),
    }
}

fn phase_msg(phase: &Phase) -> Msg {
    Msg::new(match phase {
        Phase::Action { .. } => "ec-phase-action",
        Phase::Combat => "ec-phase-combat",
        Phase::Upkeep => "ec-phase-upkeep",
        Phase::Over { .. } => "ec-phase-over",
    })
}

pub fn scene(v: &EclipseView, tr: &dyn Translate) -> Scene {
    let color_of = |seat: Seat| {
        v.players
            .get(seat)
            .map(|p| color_rgb(&p.color))
            .unwrap_or(Rgb::GREY)
    };
    let mut hexes = Vec::new();
    for s in &v.sectors {
        let arrows = ["N", "NE", "SE", "S", "SW", "NW"];
        let worm: Vec<&str> = (0..6)
            .filter(|d| s.wormholes[*d])
            .map(|d| arrows[d])
            .collect();
        let mut lines = vec![TextLine {
            text: tr.tr(&Msg::new("ec-scene-sector")
                .with("name", data::sector_name(s.tile))
                .num("vp", s.vp)),
            color: TEXT,
        }];
        if let Some(info) = data::sector(s.tile) {
            let squares: Vec<String> = info
                .squares
                .iter()
                .enumerate()
                .map(|(i, (r, adv))| {
                    let k = r.map(|r| r.short()).unwrap_or("w");
                    let filled = s.cubes.iter().any(|c| c.square == i);
                    format!(
                        "{}{}{}",
                        if filled { "[" } else { "" },
                        if *adv {
                            k.to_uppercase()
                        } else {
                            k.to_string()
                        },
                        if filled { "]" } else { "" }
                    )
                })
                .collect();
            if !squares.is_empty() {
                lines.push(TextLine {
                    text: squares.join(" "),
                    color: s.owner.map(color_of).unwrap_or(TEXT),
                });
            }
        }
        let mut units: Vec<Chip> = Vec::new();
        let mut owners: Vec<Faction> = s.ships.iter().map(|x| x.0).collect();
        owners.dedup();
        for f in owners {
            let text = s
                .ships
                .iter()
                .filter(|x| x.0 == f)
                .map(|(_, k, n, d)| {
                    if *d > 0 {
                        format!("{n} {} (-{d})", k.short())
                    } else {
                        format!("{n} {}", k.short())
                    }
                })
                .collect::<Vec<_>>()
                .join(" ");
            units.push(Chip {
                color: match f {
                    Faction::Player(p) => color_of(p),
                    Faction::Ancients => ANCIENT,
                    Faction::Gcds => GCDS,
                },
                text,
            });
        }
        let mut tokens = Vec::new();
        if let Some(o) = s.owner {
            tokens.push(Chip {
                color: color_of(o),
                text: tr.t("ec-scene-disc"),
            });
        }
        if s.discovery {
            tokens.push(Chip {
                color: Rgb::GREY,
                text: "?".into(),
            });
        }
        if s.orbital {
            tokens.push(Chip {
                color: Rgb::GREY,
                text: tr.t("ec-scene-orbital"),
            });
        }
        if s.monolith {
            tokens.push(Chip {
                color: Rgb::GREY,
                text: tr.t("ec-scene-monolith"),
            });
        }
        hexes.push(HexCell {
            q: s.q,
            r: s.r,
            fill: ring_fill(s.tile),
            outline: s.owner.map(color_of),
            label: format!("{:03}", s.tile),
            marks: vec![worm.join(" ")],
            lines,
            units,
            tokens,
            highlight: v.battle == Some(s.tile),
        });
    }
    let active = |seat: Seat| v.awaiting.contains(&seat);
    let panels = v
        .players
        .iter()
        .map(|p| {
            let mut lines = vec![
                tr.tr(&Msg::new("ec-panel-storage")
                    .num("money", p.storage[0])
                    .num("science", p.storage[1])
                    .num("materials", p.storage[2])),
                tr.tr(&Msg::new("ec-panel-income")
                    .num("money", p.income[0])
                    .num("science", p.income[1])
                    .num("materials", p.income[2])),
                tr.tr(&Msg::new("ec-panel-discs")
                    .num("discs", p.discs as i64)
                    .num("colony", (p.colony_ships - p.colony_used) as i64)
                    .num("ships", p.colony_ships as i64)),
                tr.tr(&Msg::new("ec-panel-vp")
                    .num("vp", p.public_vp)
                    .num("reputation", p.reputation_tiles as i64)),
            ];
            if !p.techs.is_empty() {
                lines.push(
                    tr.tr(&Msg::new("plain")
                        .list("text", p.techs.iter().map(|t| data::tech_name(t)).collect())),
                );
            }
            for (k, b) in ShipKind::PLAYER.iter().zip(&p.blueprints) {
                let parts: Vec<String> = b
                    .iter()
                    .map(|x| {
                        x.as_deref()
                            .map_or_else(|| "·".to_string(), |x| named(tr, data::part_name(x)))
                    })
                    .collect();
                lines.push(format!("{}: {}", k.short(), parts.join(" | ")));
            }
            if p.passed {
                lines.push(tr.t("ec-panel-passed"));
            }
            Panel {
                title: format!(
                    "{} — {}",
                    p.name,
                    named(tr, data::species_name(&p.species_id))
                ),
                color: color_rgb(&p.color),
                active: active(p.seat),
                lines,
                chips: Vec::new(),
            }
        })
        .collect();
    let waiting: Vec<String> = v
        .awaiting
        .iter()
        .filter_map(|s| v.players.get(*s).map(|p| p.name.clone()))
        .collect();
    let mut footer = vec![
        tr.tr(&Msg::new("ec-scene-supply").text(
            "techs",
            v.supply
                .iter()
                .map(|(t, n)| {
                    if *n > 1 {
                        format!("{} ×{n}", named(tr, data::tech_name(t)))
                    } else {
                        named(tr, data::tech_name(t))
                    }
                })
                .collect::<Vec<_>>()
                .join(", "),
        )),
    ];
    footer.push(
        tr.tr(&Msg::new("ec-scene-stacks")
            .num("inner", v.stacks[0] as i64)
            .num("middle", v.stacks[1] as i64)
            .num("outer", v.stacks[2] as i64)),
    );
    Scene {
        title: tr.tr(&Msg::new("ec-scene-title")
            .num("round", v.round as i64)
            .msg("phase", phase_msg(&v.phase))),
        subtitle: tr.tr(&Msg::new("ec-scene-waiting").text("players", waiting.join(", "))),
        hexes,
        panels,
        footer,
        ..Scene::default()
    }
}

/// A content name in `tr`'s language.
fn named(tr: &dyn Translate, name: crate::core::msg::Arg) -> String {
    tr.tr(&Msg::new("plain").with("text", name))
}
