//! The Eclipse board as a scene: the hex galaxy with sector numbers, VP, wormhole edges, discs,
//! cubes, structures and ships by owner; a panel per player with storage, income, tracks and
//! technologies. Reputation values never appear (only how many tiles a player holds).

use super::action::Item;
use super::rules::action_phase::{resource_name, ship_count, ships_in_words};
use super::rules::data;
use super::rules::rotation_choice;
use super::state::{Faction, Happened, Phase, ShipKind};
use super::view::{EclipseView, PlacementView};
use crate::core::msg::Translate;
use crate::core::scene::{Chip, HexCell, HexName, Inset, Panel, Rgb, Scene, TextLine};
use crate::core::{Msg, Seat};
use crate::games::WithArg;

const TEXT: Rgb = Rgb(235, 235, 235);
const ANCIENT: Rgb = Rgb(150, 120, 60);
const GCDS: Rgb = Rgb(190, 60, 160);
/// An empty position a sector may be explored into.
const UNEXPLORED: Rgb = Rgb(16, 22, 40);

/// The RGB of a player colour id.
pub fn color_rgb(c: &str) -> Rgb {
    match c {
        "red" => Rgb(220, 50, 47),
        "blue" => Rgb(38, 139, 210),
        "green" => Rgb(60, 170, 60),
        "yellow" => Rgb(235, 200, 40),
        "white" => Rgb(225, 225, 225),
        // Lighter than black so that it stands out on the dark board (and from white).
        "black" => Rgb(128, 128, 146),
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
    // What a focus picture's key says of each sector: its name, who holds it, and what
    // happened there this round (`sector_note`).
    let mut hex_names = Vec::new();
    for s in &v.sectors {
        hex_names.push(HexName {
            q: s.q,
            r: s.r,
            name: tr.tr(&Msg::new("plain").with("text", data::sector_name(s.tile))),
            note: sector_note(v, s.tile, s.owner, tr),
        });
        let lines = sector_lines(
            tr,
            s.tile,
            s.vp,
            s.owner
                .map(|_| |i: usize| s.cubes.iter().any(|c| c.square == i)),
            s.owner.map(color_of).unwrap_or(TEXT),
        );
        // One chip per owner and ship type, counted in words in the reader's language ("2
        // interceptors", "요격기 2척", "迎撃機 2隻"), with the damage they carry; a chip holds
        // one count so that the renderer's wrapping never separates a count from its ship.
        let units: Vec<Chip> = s
            .ships
            .iter()
            .map(|(f, k, n, d)| Chip {
                color: match f {
                    Faction::Player(p) => color_of(*p),
                    Faction::Ancients => ANCIENT,
                    Faction::Gcds => GCDS,
                },
                text: tr.tr(&ship_chip(*k, *n, *d)),
            })
            .collect();
        // Who is there and how strong, read at a glance: each side's ships, counted.
        let mut counts: Vec<(Rgb, usize)> = Vec::new();
        for (f, _, n, _) in &s.ships {
            let color = match f {
                Faction::Player(p) => color_of(*p),
                Faction::Ancients => ANCIENT,
                Faction::Gcds => GCDS,
            };
            match counts.iter_mut().find(|(c, _)| *c == color) {
                Some((_, total)) => *total += n,
                None => counts.push((color, *n)),
            }
        }
        let forces: Vec<Chip> = counts
            .into_iter()
            .filter(|(_, n)| *n > 0)
            .map(|(color, n)| Chip {
                color,
                text: n.to_string(),
            })
            .collect();
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
            marks: Vec::new(),
            lines,
            units,
            tokens,
            highlight: v.battle == Some(s.tile),
            edges: s.wormholes,
            forces,
        });
    }
    hexes.extend(unexplored(v, tr));
    let insets = v
        .placement
        .as_ref()
        .map(|p| placement_inset(v, p, tr))
        .into_iter()
        .chain(
            v.upgrading
                .and_then(|(seat, k)| blueprint_inset(v, seat, k, tr)),
        )
        .collect();
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
            for (k, b) in ShipKind::PLAYER.iter().zip(&p.blueprints) {
                lines.push(ship_line(tr, &p.species_id, *k, b));
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
                summary: tr.tr(&Msg::new("ec-panel-summary")
                    .num("vp", p.public_vp)
                    .num("money", p.storage[0])
                    .num("science", p.storage[1])
                    .num("materials", p.storage[2])
                    .num("discs", p.discs as i64)
                    .num("passed", i64::from(p.passed))),
                lines,
                chips: p
                    .techs
                    .iter()
                    .map(|t| Chip {
                        color: category_rgb(data::tech(t).map_or(3, |t| t.0)),
                        text: named(tr, data::tech_name(t)),
                    })
                    .collect(),
            }
        })
        .collect();
    let waiting: Vec<String> = v
        .awaiting
        .iter()
        .filter_map(|s| v.players.get(*s).map(|p| p.name.clone()))
        .collect();
    let mut footer = market(v, tr);
    footer.push(tr.t("ec-scene-squares-legend"));
    // The whole board's count discs beside a sector's number (`HexCell::forces`); a focus
    // picture draws the ships themselves, so its legend does not mention them.
    if hexes.iter().any(|h| !h.forces.is_empty()) {
        footer.push(tr.t("ec-legend-forces"));
    }
    // What a hex's white outline means (the renderer's highlight): the battle being fought
    // there (§6), or where the drawn sector goes (§5 Explore). On the whole board and, in the
    // legend, under a focus picture's key.
    let outline = if v.battle.is_some() {
        Some(tr.t("ec-legend-outline-battle"))
    } else if v.placement.is_some() {
        Some(tr.t("ec-legend-outline-placement"))
    } else {
        None
    };
    if let Some(o) = &outline {
        footer.push(o.clone());
    }
    footer.push(
        tr.tr(&Msg::new("ec-scene-stacks")
            .num("inner", v.stacks[0] as i64)
            .num("middle", v.stacks[1] as i64)
            .num("outer", v.stacks[2] as i64)),
    );
    Scene {
        title: tr.tr(
            &Msg::new("ec-scene-title").num("round", v.round as i64).msg(
                "phase",
                if v.end_of_combat {
                    Msg::new("ec-phase-combat-end")
                } else {
                    phase_msg(&v.phase)
                },
            ),
        ),
        subtitle: tr.tr(&Msg::new("ec-scene-waiting").text("players", waiting.join(", "))),
        hexes,
        panels,
        footer,
        insets,
        hex_names,
        // What the map's tokens and marks stand for, under a focus picture's key.
        legend: std::iter::once(tr.t("ec-legend-tokens"))
            .chain(outline)
            .collect(),
        ..Scene::default()
    }
}

/// What a focus picture's key says of a sector beside its name: who explored it this round
/// (§5 Explore) — first, as it came before anyone held it —, who holds it (§5 Influence), then
/// what else happened there this round (`EclipseView::happened`): whose ships moved in (§5
/// Move), what was built (§5 Build), then the battles (§6: who won against whom, the ships
/// destroyed per side, population cubes destroyed, the sector lost); empty when none.
fn sector_note(v: &EclipseView, tile: u16, owner: Option<Seat>, tr: &dyn Translate) -> String {
    let name = |seat: Seat| v.players.get(seat).map(|p| p.name.clone());
    let here: Vec<&Happened> = v
        .happened
        .iter()
        .filter(|h| h.sector == tile)
        .map(|h| &h.what)
        .collect();
    let mut parts: Vec<String> = here
        .iter()
        .filter_map(|h| match h {
            Happened::Explored { seat } => {
                name(*seat).map(|n| tr.tr(&Msg::new("ec-key-explored").text("player", n)))
            }
            _ => None,
        })
        .collect();
    parts.extend(
        owner
            .and_then(name)
            .map(|n| tr.tr(&Msg::new("ec-key-held").text("player", n))),
    );
    // The battles after the moves and builds: who won, then the ships destroyed, then the
    // population destroyed and the sector lost (§6), in that order whatever the record's.
    let rank = |h: &Happened| match h {
        Happened::Won { .. } => 1,
        Happened::Destroyed { .. } => 2,
        Happened::Population { .. } => 3,
        Happened::Lost { .. } => 4,
        _ => 0,
    };
    let mut here = here;
    here.sort_by_key(|h| rank(h));
    let faction = |f: Faction| -> Option<Msg> {
        Some(match f {
            Faction::Player(s) => Msg::new("ec-faction-player").text("player", name(s)?),
            Faction::Ancients => Msg::new("ec-faction-ancients"),
            Faction::Gcds => Msg::new("ec-faction-gcds"),
        })
    };
    for h in here {
        let part = match h {
            Happened::Explored { .. } => None,
            Happened::Won { winner, loser } => faction(*winner)
                .zip(faction(*loser))
                .map(|(w, l)| tr.tr(&Msg::new("ec-key-won").msg("winner", w).msg("loser", l))),
            Happened::Destroyed { owner, kind, count } => {
                let ships = ships_in_words(*kind, usize::from(*count));
                match owner {
                    Faction::Player(s) => name(*s).map(|n| {
                        tr.tr(&Msg::new("ec-key-destroyed")
                            .msg("ships", ships)
                            .text("owner", n))
                    }),
                    _ => Some(tr.tr(&Msg::new("ec-key-destroyed-neutral").msg("ships", ships))),
                }
            }
            Happened::Population { seat, owner, count } => {
                name(*seat).zip(name(*owner)).map(|(p, o)| {
                    tr.tr(&Msg::new("ec-key-population")
                        .text("player", p)
                        .num("count", i64::from(*count))
                        .text("owner", o))
                })
            }
            Happened::Lost { seat } => {
                name(*seat).map(|n| tr.tr(&Msg::new("ec-key-lost").text("player", n)))
            }
            Happened::MovedIn { seat, kind, count } => name(*seat).map(|n| {
                tr.tr(&Msg::new("ec-key-moved-in")
                    .text("player", n)
                    .msg("ships", ships_in_words(*kind, usize::from(*count))))
            }),
            Happened::MovedOut {
                seat,
                kind,
                count,
                to,
            } => name(*seat).map(|n| {
                tr.tr(&Msg::new("ec-key-moved-out")
                    .text("player", n)
                    .msg("ships", ships_in_words(*kind, usize::from(*count)))
                    .text("sector", format!("{to:03}")))
            }),
            Happened::Colonized { seat, track, count } => name(*seat).map(|n| {
                tr.tr(&Msg::new("ec-key-colonized")
                    .text("player", n)
                    .num("count", i64::from(*count))
                    .msg("track", resource_name(*track)))
            }),
            Happened::Built { seat, item, count } => name(*seat).map(|n| {
                let what = match item {
                    Item::Ship(k) => ships_in_words(*k, usize::from(*count)),
                    Item::Orbital => Msg::new("ec-structure").text("kind", "orbital"),
                    Item::Monolith => Msg::new("ec-structure").text("kind", "monolith"),
                };
                tr.tr(&Msg::new("ec-key-built").text("player", n).msg("what", what))
            }),
        };
        parts.extend(part);
    }
    parts.join(" · ")
}

/// A sector's lines on the board: its name and VP, then its population squares in words on one
/// short line: each kind (money, science, materials, grey) with its squares, in an owned sector
/// as cubes/squares (`filled` tells where a cube stands; the footer says so), and how many of
/// them are advanced (`ec-scene-squares`), in its owner's colour. A kind and its count are
/// joined by no-break spaces, so a line too long for its hex breaks between kinds only.
fn sector_lines(
    tr: &dyn Translate,
    tile: u16,
    vp: i32,
    filled: Option<impl Fn(usize) -> bool>,
    color: Rgb,
) -> Vec<TextLine> {
    let mut lines = vec![TextLine {
        text: tr.tr(&Msg::new("ec-scene-sector")
            .with("name", data::sector_name(tile))
            .num("vp", vp)),
        color: TEXT,
    }];
    if let Some(info) = data::sector(tile) {
        let kinds = [
            (Some(super::state::Resource::Money), "money"),
            (Some(super::state::Resource::Science), "science"),
            (Some(super::state::Resource::Materials), "materials"),
            (None, "any"),
        ];
        let mut pieces = Vec::new();
        let mut advanced = 0;
        for (kind, id) in kinds {
            // (index, advanced) of this kind's squares.
            let of_kind: Vec<(usize, bool)> = info
                .squares
                .iter()
                .enumerate()
                .filter(|(_, (r, _))| *r == kind)
                .map(|(i, (_, adv))| (i, *adv))
                .collect();
            if of_kind.is_empty() {
                continue;
            }
            advanced += of_kind.iter().filter(|(_, adv)| *adv).count();
            let squares = match &filled {
                Some(filled) => format!(
                    "{}/{}",
                    of_kind.iter().filter(|(i, _)| filled(*i)).count(),
                    of_kind.len()
                ),
                None => of_kind.len().to_string(),
            };
            let piece = tr.tr(&Msg::new("ec-scene-square-kind")
                .text("kind", id)
                .text("squares", squares));
            pieces.push(piece.replace(' ', "\u{a0}"));
        }
        if !pieces.is_empty() {
            lines.push(TextLine {
                text: tr.tr(&Msg::new("ec-scene-squares")
                    .text("kinds", pieces.join(&tr.t("ec-scene-squares-sep")))
                    .num("advanced", advanced as i64)),
                color,
            });
        }
    }
    lines
}

/// The drawn sector in each rotation its explorer may choose (issue 16: not chosen blind), as
/// the map would draw it placed that way: its lines, the Ancients and discovery it comes with,
/// its wormholes turned; each captioned with its button's words; round each, its neighbours
/// on the map (a placed sector by its number, colour and wormholes, an empty position by the
/// number its Explore button has), so that the ways differ visibly by which wormholes meet.
fn placement_inset(v: &EclipseView, p: &PlacementView, tr: &dyn Translate) -> Inset {
    let info = data::sector(p.tile);
    let vp = info.as_ref().map_or(0, |i| i.vp);
    let ancients = info.as_ref().map_or(0, |i| i.ancients);
    let discovery = info.as_ref().is_some_and(|i| i.discovery);
    // No legal rotation (only Discard is offered): the sector as drawn, said so.
    let as_drawn = [(None, info.as_ref().map_or([false; 6], |i| i.wormholes))];
    let ways: Vec<(Option<&super::view::RotationView>, [bool; 6])> = if p.rotations.is_empty() {
        as_drawn.to_vec()
    } else {
        p.rotations.iter().map(|r| (Some(r), r.wormholes)).collect()
    };
    let cells = ways
        .iter()
        .map(|(r, edges)| HexCell {
            q: 0,
            r: 0,
            fill: ring_fill(p.tile),
            outline: None,
            label: match r {
                Some(r) => tr.tr(&rotation_choice(r.rotation, &r.linked, &r.open)),
                None => tr.tr(&Msg::new("ec-scene-as-drawn")),
            },
            marks: Vec::new(),
            lines: sector_lines(tr, p.tile, vp, None::<fn(usize) -> bool>, TEXT),
            units: if ancients > 0 {
                vec![Chip {
                    color: ANCIENT,
                    text: tr.tr(&ship_chip(ShipKind::Ancient, ancients as usize, 0)),
                }]
            } else {
                Vec::new()
            },
            tokens: if discovery {
                vec![Chip {
                    color: Rgb::GREY,
                    text: "?".into(),
                }]
            } else {
                Vec::new()
            },
            highlight: false,
            edges: *edges,
            forces: Vec::new(),
        })
        .collect();
    let title = if p.rotations.is_empty() {
        "ec-scene-no-rotation"
    } else {
        "ec-scene-choose-rotation"
    };
    Inset {
        title: tr.tr(&Msg::new(title)
            .num("tile", i64::from(p.tile))
            .with("name", data::sector_name(p.tile))),
        cells,
        around: around(v, p.position),
    }
}

/// The neighbours of a position, as [`Inset::around`] draws them: each placed sector with its
/// number, fill, owner's outline and wormholes; each empty position of the galaxy (rings 1 to
/// 4) with its number; nothing beyond the galaxy's edge.
fn around(v: &EclipseView, position: u32) -> Vec<HexCell> {
    use crate::core::hex::{DIRECTIONS, Hex};
    let at = Hex::from_position(position);
    DIRECTIONS
        .iter()
        .filter_map(|d| {
            let h = at + *d;
            let cell = |fill, outline, label, edges| HexCell {
                q: d.q,
                r: d.r,
                fill,
                outline,
                label,
                marks: Vec::new(),
                lines: Vec::new(),
                units: Vec::new(),
                tokens: Vec::new(),
                highlight: false,
                edges,
                forces: Vec::new(),
            };
            match v.sectors.iter().find(|s| (s.q, s.r) == (h.q, h.r)) {
                Some(s) => Some(cell(
                    ring_fill(s.tile),
                    s.owner
                        .and_then(|o| v.players.get(o))
                        .map(|p| color_rgb(&p.color)),
                    format!("{:03}", s.tile),
                    s.wormholes,
                )),
                None if (1..=4).contains(&h.ring()) => {
                    Some(cell(UNEXPLORED, None, h.position().to_string(), [false; 6]))
                }
                None => None,
            }
        })
        .collect()
}

/// The blueprint a player is upgrading (issue 16: its slots as a picture, numbered as the
/// upgrade menu numbers them): one hex per slot with the part in it, captioned with the
/// slot's number, under a title with the blueprint's values.
fn blueprint_inset(v: &EclipseView, seat: Seat, k: usize, tr: &dyn Translate) -> Option<Inset> {
    let p = v.players.get(seat)?;
    let kind = *ShipKind::PLAYER.get(k)?;
    let slots = p.blueprints.get(k)?;
    let colour = color_rgb(&p.color);
    let cells = slots
        .iter()
        .enumerate()
        .map(|(i, part)| HexCell {
            q: 0,
            r: 0,
            fill: if part.is_some() {
                Rgb(44, 50, 72)
            } else {
                Rgb(22, 26, 40)
            },
            outline: Some(colour),
            label: tr.tr(&Msg::new("ec-scene-slot").num("slot", i as i64 + 1)),
            marks: Vec::new(),
            lines: vec![TextLine {
                text: match part {
                    Some(id) => tr.tr(&Msg::new("plain").with("text", data::part_name(id))),
                    None => tr.t("ec-scene-slot-empty"),
                },
                color: TEXT,
            }],
            units: Vec::new(),
            tokens: Vec::new(),
            highlight: false,
            edges: [false; 6],
            forces: Vec::new(),
        })
        .collect();
    Some(Inset {
        title: tr.tr(&Msg::new("ec-scene-blueprint")
            .text("player", &p.name)
            .text("line", ship_line(tr, &p.species_id, kind, slots))),
        cells,
        around: Vec::new(),
    })
}

/// A technology category's colour (0 military, 1 grid, 2 nano).
fn category_rgb(category: usize) -> Rgb {
    match category {
        0 => Rgb(200, 70, 90),
        1 => Rgb(70, 160, 80),
        2 => Rgb(60, 120, 200),
        _ => Rgb::GREY,
    }
}

/// The empty positions next to the placed sectors that a stack can still fill (rings 1–4, as
/// exploring allows), numbered as the Explore buttons number them.
fn unexplored(v: &EclipseView, tr: &dyn Translate) -> Vec<HexCell> {
    use crate::core::hex::Hex;
    let placed: Vec<Hex> = v.sectors.iter().map(|s| Hex::new(s.q, s.r)).collect();
    let mut open: Vec<u32> = placed
        .iter()
        .flat_map(|h| h.neighbors())
        .filter(|h| (1..=4).contains(&h.ring()) && !placed.contains(h))
        .filter(|h| {
            let stack = data::stack_for(h.ring());
            v.stacks.get(stack).is_some_and(|n| *n > 0)
                || v.discards.get(stack).is_some_and(|d| !d.is_empty())
        })
        .map(|h| h.position())
        .collect();
    open.sort_unstable();
    open.dedup();
    open.into_iter()
        .map(|p| {
            let h = Hex::from_position(p);
            HexCell {
                q: h.q,
                r: h.r,
                fill: UNEXPLORED,
                outline: None,
                // Numbered as the Explore buttons number it, in the hex's label (drawn large
                // enough to read at a chat preview).
                label: p.to_string(),
                marks: Vec::new(),
                lines: vec![TextLine {
                    text: tr.t("ec-scene-unexplored"),
                    color: Rgb(150, 160, 185),
                }],
                units: Vec::new(),
                tokens: Vec::new(),
                // Where a drawn sector waits to go.
                highlight: v.placement.as_ref().is_some_and(|d| d.position == p),
                edges: [false; 6],
                forces: Vec::new(),
            }
        })
        .collect()
}

/// A blueprint's computed values: initiative, movement, hull, computer, shield, spare energy
/// and its dice (each die's damage).
fn ship_line(
    tr: &dyn Translate,
    species: &str,
    kind: ShipKind,
    slots: &[Option<String>],
) -> String {
    let st = data::stats(species, kind, slots);
    let dice = |v: &[u8]| v.iter().map(u8::to_string).collect::<Vec<_>>().join("+");
    let mut weapons = Vec::new();
    if !st.cannons.is_empty() {
        weapons.push(tr.tr(&Msg::new("ec-panel-cannons").text("dice", dice(&st.cannons))));
    }
    if !st.missiles.is_empty() {
        weapons.push(tr.tr(&Msg::new("ec-panel-missiles").text("dice", dice(&st.missiles))));
    }
    // Initiative always, movement for ships that can move (a starbase never does: "move 0"
    // would only take room on a line that is often long); the other values when they are
    // not 0.
    let mut values =
        vec![tr.tr(&Msg::new("ec-stat-initiative").num("n", i64::from(st.initiative)))];
    if kind != ShipKind::Starbase {
        values.push(tr.tr(&Msg::new("ec-stat-move").num("n", i64::from(st.movement))));
    }
    for (key, n) in [
        ("ec-stat-hull", i64::from(st.hull)),
        ("ec-stat-computer", i64::from(st.computer)),
        ("ec-stat-shield", i64::from(st.shield)),
        ("ec-stat-energy", i64::from(st.energy)),
    ] {
        if n != 0 {
            values.push(tr.tr(&Msg::new(key).num("n", n)));
        }
    }
    values.extend(weapons);
    tr.tr(&Msg::new("ec-panel-ship")
        .text("kind", kind.short())
        .text("values", values.join(", ")))
}

/// A board chip: `count` ships of one type of one owner, counted in words, and the damage
/// they carry (`ec-ship-count`, read as the log's `ec-ships` is in Korean and Japanese). The
/// Galactic Center Defense System, on the Galactic Center's own hex, goes by the end of its
/// name, "Defense System" (`ec-scene-gcds`), so that its chip keeps to one row there.
pub fn ship_chip(kind: ShipKind, count: usize, damage: u8) -> Msg {
    let ships = if kind == ShipKind::Gcds {
        Msg::new("ec-scene-gcds")
    } else {
        ship_count(kind, count)
    };
    Msg::new("ec-scene-ships")
        .msg("ships", ships)
        .num("damage", damage)
}

/// The technology market, one category per line, each tile with its cost and how many are left.
fn market(v: &EclipseView, tr: &dyn Translate) -> Vec<String> {
    let mut out = Vec::new();
    for (category, key) in ["ec-market-military", "ec-market-grid", "ec-market-nano"]
        .iter()
        .enumerate()
    {
        let tiles: Vec<String> = v
            .supply
            .iter()
            .filter(|(t, n)| *n > 0 && data::tech(t).is_some_and(|d| d.0 == category))
            .map(|(t, n)| {
                let cost = data::tech(t).map_or(0, |d| d.1);
                tr.tr(&Msg::new("ec-market-tile")
                    .with("tech", data::tech_name(t))
                    .num("cost", i64::from(cost))
                    .num("count", i64::from(*n)))
            })
            .collect();
        if tiles.is_empty() {
            continue;
        }
        // One line per category: a long one wraps onto indented rows where the picture needs
        // it (a second line of its own read as another, unnamed category).
        out.push(
            tr.tr(&Msg::new("ec-market-line")
                .msg("category", Msg::new(*key))
                .text("tiles", tiles.join(", "))),
        );
    }
    out
}

/// A content name in `tr`'s language.
fn named(tr: &dyn Translate, name: crate::core::msg::Arg) -> String {
    tr.tr(&Msg::new("plain").with("text", name))
}
