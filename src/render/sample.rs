//! Sample scenes for tests, previews and benchmarks: a realistic hex-map board (a six-player
//! galaxy), and a small solar-system board of nodes, links and tracks.

use crate::core::scene::{
    Chip, HexCell, Link, LinkStyle, Node, Panel, Rgb, Scene, Shape, TextLine, Track, TrackMarker,
};

/// Player seats: name (Latin, Hangul, kana, kanji), faction, home tile number, colour.
const SEATS: [(&str, &str, &str, Rgb); 8] = [
    ("Alice", "Sol", "1", Rgb(52, 120, 246)),
    ("김민수", "Hacan", "16", Rgb(240, 200, 40)),
    ("さくら", "Xxcha", "14", Rgb(60, 178, 80)),
    ("田中 太郎", "Jol-Nar", "12", Rgb(150, 84, 220)),
    ("Bob the Destroyer", "Letnev", "10", Rgb(40, 40, 44)),
    ("이서연 (Seoyeon)", "Naalu", "9", Rgb(236, 124, 32)),
    ("Ренат", "Muaat", "4", Rgb(226, 52, 52)),
    ("ゆうき", "Winnu", "7", Rgb(236, 120, 196)),
];

/// Home planets per seat.
const HOMES: [&[&str]; 8] = [
    &["Jord 4/2"],
    &["Arretze 2/0", "Hercant 1/1", "Kamdorn 0/1"],
    &["Archon Ren 2/3", "Archon Tau 1/1"],
    &["Nar 2/3", "Jol 1/2"],
    &["Arc Prime 4/0", "Wren Terra 2/1"],
    &["Maaluuk 0/2", "Druaa 3/1"],
    &["Muaat 4/1"],
    &["Winnu 3/4"],
];

/// (tile number, marks, planets) for the 18 non-home systems of rings 1..3.
const SYSTEMS: [(&str, &[&str], &[&str]); 30] = [
    ("26", &["α"], &["Lodor 3/1"]),
    ("25", &["β"], &["Quann 2/1"]),
    ("19", &[], &["Wellon 1/2 YLW"]),
    ("20", &[], &["Vefut II 2/2"]),
    ("21", &[], &["Thibah 1/1 BLU"]),
    ("22", &[], &["Tar'Mann 1/1 GRN"]),
    ("23", &[], &["Saudor 2/2"]),
    ("24", &[], &["Mehar Xull 1/3 RED"]),
    ("27", &[], &["New Albion 1/1 GRN", "Starpoint 3/1"]),
    ("28", &[], &["Tequ'ran 2/0", "Torkel 1/0"]),
    ("29", &[], &["Qucen'n 1/2", "Rarron 0/3"]),
    ("30", &[], &["Mellon 0/2", "Zohbat 3/1"]),
    ("31", &[], &["Lazar 1/0 YLW", "Sakulag 2/1"]),
    ("32", &[], &["Dal Bootha 0/2", "Xxehan 1/1"]),
    ("33", &[], &["Corneeq 1/2", "Resculon 2/0"]),
    ("34", &[], &["Centauri 1/3", "Gral 1/1 BLU"]),
    ("35", &[], &["Bereg 3/1", "Lirta IV 2/3"]),
    ("36", &[], &["Arnor 2/1", "Lor 1/2"]),
    ("37", &[], &["Arinam 1/2", "Meer 0/4 RED"]),
    ("38", &[], &["Abyz 3/0", "Fria 2/0"]),
    ("39", &["α"], &[]),
    ("40", &["β"], &[]),
    ("41", &["Gravity Rift"], &[]),
    ("42", &["Nebula"], &[]),
    ("43", &["Supernova"], &[]),
    ("44", &["Asteroids"], &[]),
    ("45", &["Asteroids"], &[]),
    ("46", &[], &[]),
    ("47", &[], &[]),
    ("48", &[], &[]),
];

const SPACE: Rgb = Rgb(26, 38, 70);
const EMPTY: Rgb = Rgb(18, 24, 44);
const HOME: Rgb = Rgb(34, 48, 84);
const UNCONTROLLED: Rgb = Rgb(214, 222, 240);

/// Axial directions for walking a ring.
const DIRS: [(i32, i32); 6] = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)];

/// The hexes of ring `k` (k ≥ 1), starting at (-k, k) and walking clockwise on screen.
fn ring(k: i32) -> Vec<(i32, i32)> {
    let mut out = Vec::new();
    let (mut q, mut r) = (-k, k);
    for (dq, dr) in DIRS {
        for _ in 0..k {
            out.push((q, r));
            q += dq;
            r += dr;
        }
    }
    out
}

fn fill_for(marks: &[&str], planets: &[&str]) -> Rgb {
    match marks.first().copied() {
        Some("Gravity Rift") => Rgb(54, 22, 70),
        Some("Nebula") => Rgb(78, 46, 104),
        Some("Supernova") => Rgb(120, 44, 24),
        Some("Asteroids") => Rgb(70, 62, 52),
        _ if planets.is_empty() => EMPTY,
        _ => SPACE,
    }
}

fn chip(seat: usize, text: &str) -> Chip {
    Chip {
        color: SEATS[seat].3,
        text: text.to_string(),
    }
}

/// Initial of a player's name, for command-token discs.
fn initial(seat: usize) -> String {
    SEATS[seat]
        .0
        .chars()
        .next()
        .map(String::from)
        .unwrap_or_default()
}

/// A realistic board: 37 hexes (Mecatol Rex, three rings, home systems at the six corners of
/// ring 3 for the first `players` seats), planets in their controller's colour, unit chips,
/// command tokens, one panel per player (up to 8; names in Latin, Hangul, kana, kanji, Cyrillic).
pub fn sample_scene(players: usize) -> Scene {
    let players = players.min(SEATS.len());
    let mut hexes = Vec::with_capacity(37);
    hexes.push(HexCell {
        q: 0,
        r: 0,
        fill: Rgb(44, 58, 96),
        outline: None,
        label: "18".into(),
        marks: vec![],
        lines: vec![TextLine {
            text: "Mecatol Rex 1/6".into(),
            color: UNCONTROLLED,
        }],
        units: vec![],
        tokens: vec![Chip {
            color: Rgb(200, 200, 200),
            text: "Custodians".into(),
        }],
        highlight: false,
        edges: [false; 6],
        forces: Vec::new(),
    });

    // Home systems sit at the corners of ring 3: seat 1 at the top (0,-3), then clockwise.
    let seat_pos = [(0, -3), (3, -3), (3, 0), (0, 3), (-3, 3), (-3, 0)];
    let mut systems = SYSTEMS.iter();
    let mut n = 0usize;
    for (q, r) in ring(1).into_iter().chain(ring(2)).chain(ring(3)) {
        let seat = seat_pos.iter().position(|&p| p == (q, r));
        if let Some(seat) = seat.filter(|&s| s < players) {
            {
                let (_, _, tile, color) = SEATS[seat];
                let (units, tokens) = match seat {
                    0 => (
                        vec![chip(0, "2 CA 1 CV 2 FF"), chip(0, "3 INF 1 SD")],
                        vec![],
                    ),
                    1 => (
                        vec![chip(1, "1 FS 2 CV 4 FF"), chip(1, "5 INF 2 PDS")],
                        vec![],
                    ),
                    _ => (
                        vec![chip(seat, "1 CA 2 DD 2 FF 3 INF")],
                        vec![chip(seat, &initial(seat))],
                    ),
                };
                hexes.push(HexCell {
                    q,
                    r,
                    fill: HOME,
                    outline: Some(color),
                    label: tile.to_string(),
                    marks: vec![],
                    lines: HOMES[seat]
                        .iter()
                        .map(|p| TextLine {
                            text: p.to_string(),
                            color,
                        })
                        .collect(),
                    units,
                    tokens,
                    highlight: false,
                    edges: [false; 6],
                    forces: Vec::new(),
                });
                continue;
            }
        }
        let (label, marks, planets) = systems.next().copied().unwrap_or(("", &[], &[]));
        // Some planets are controlled by a nearby player.
        let owner = if players > 0 && n % 3 == 1 {
            Some(n % players)
        } else {
            None
        };
        let lines = planets
            .iter()
            .map(|p| TextLine {
                text: p.to_string(),
                color: owner.map(|o| SEATS[o].3).unwrap_or(UNCONTROLLED),
            })
            .collect();
        let mut units = vec![];
        let mut tokens = vec![];
        if let Some(o) = owner {
            units.push(chip(
                o,
                if n.is_multiple_of(2) {
                    "2 DD 1 CV 3 FF"
                } else {
                    "1 CA 2 INF"
                },
            ));
            tokens.push(chip(o, &initial(o)));
        }
        if players > 1 && n % 7 == 3 {
            let other = (n + 1) % players;
            units.push(chip(other, "1 DN 2 FF"));
            tokens.push(chip(other, &initial(other)));
        }
        hexes.push(HexCell {
            q,
            r,
            fill: fill_for(marks, planets),
            outline: None,
            label: label.to_string(),
            marks: marks.iter().map(|m| m.to_string()).collect(),
            lines,
            units,
            tokens,
            highlight: n == 4,
            edges: [false; 6],
            forces: Vec::new(),
        });
        n += 1;
    }

    let cards = [
        "1 Leadership (exhausted)",
        "2 Diplomacy",
        "3 Politics",
        "4 Construction",
        "5 Trade",
        "6 Warfare",
        "7 Technology",
        "8 Imperial",
    ];
    let active = if players > 1 { 1 } else { 0 };
    let panels = (0..players)
        .map(|i| {
            let (name, faction, _, color) = SEATS[i];
            Panel {
                title: name.to_string(),
                color,
                active: i == active,
                lines: vec![
                    format!(
                        "{faction} · VP {} · TG {} · Comm {}/4",
                        (i * 2 + 3) % 7,
                        i % 4 + 1,
                        i % 3
                    ),
                    format!("Tokens T{} F{} S{}", 3 - i % 2, 3 + i % 2, 2),
                    format!("Cards: {}", cards[i]),
                    format!("Planets {} · Techs {} · AC {}", 2 + i % 3, 3 + i % 4, i % 5),
                ],
                chips: Vec::new(),
                summary: format!("VP {}", (i * 2 + 3) % 7),
            }
        })
        .collect();

    let waiting = SEATS[active].0;
    Scene {
        title: "Sample galaxy — Round 2 — Action phase".into(),
        subtitle: format!("Waiting for: {waiting}"),
        hexes,
        panels,
        footer: vec![
            "Objectives: Expand Borders (1 VP) · Erect a Monument (1 VP) · Diversify Research (1 VP)".into(),
            "Law: Minister of Commerce → Alice · Agenda next: Mutiny".into(),
            "Legend: DN dreadnought · CA cruiser · DD destroyer · CV carrier · FF fighter · INF infantry · SD space dock · PDS".into(),
            "4/2 = resources/influence · discs = command tokens · white border = active system".into(),
        ],
        ..Scene::default()
    }
}

const SUN: Rgb = Rgb(250, 196, 64);
const EARTH: Rgb = Rgb(46, 110, 200);
const MOON: Rgb = Rgb(186, 188, 196);
const MARS: Rgb = Rgb(196, 84, 52);
const ORBIT: Rgb = Rgb(30, 44, 80);
const ROUTE: Rgb = Rgb(120, 200, 255);
const HELIO: Rgb = Rgb(150, 150, 150);

/// A small board that is not a hex map: each planetary system is a column with its flyby box on
/// top, its orbit in the middle and the world at the bottom (the Sun, Earth with the Moon beside
/// its low orbit, Mars); Mars's transfer boxes lead from Earth's flyby to Mars's; routes carry
/// their cost. Under it a year track with the year marker and a score track. Two players.
pub fn sample_solar_scene() -> Scene {
    let (p1, p2) = (SEATS[0], SEATS[6]);
    let world = |id: &str, x: f32, d: f32, fill: Rgb, label: &str, line: &str| {
        let mut n = Node::new(id, x, 3.5, Shape::Circle, d, d, fill);
        n.label = label.into();
        n.lines = vec![TextLine {
            text: line.into(),
            color: UNCONTROLLED,
        }];
        n
    };
    let orbit = |id: &str, x: f32, w: f32, label: &str| {
        let mut n = Node::new(id, x, 2.0, Shape::RoundBox, w, 0.9, ORBIT);
        n.label = label.into();
        n
    };
    let flyby = |id: &str, x: f32, w: f32, label: &str| {
        let mut n = Node::new(id, x, 0.5, Shape::Box, w, 0.7, ORBIT);
        n.label = label.into();
        n
    };
    let mut sun = world("sun", 0.0, 1.7, SUN, "Sun", "Solar observation");
    sun.lines[0].color = Rgb(60, 30, 0);
    let mut earth = world("earth", 3.2, 1.2, EARTH, "Earth", "Helio 0");
    earth.outline = Some(p1.3);
    let mut leo = orbit("leo", 3.2, 1.7, "Low Earth Orbit");
    leo.units = vec![chip(0, "CV-2 RE")];
    leo.highlight = true;
    let mut moon = Node::new("moon", 5.0, 2.0, Shape::Circle, 0.5, 0.5, MOON);
    moon.caption = "Moon".into();
    let mut t2 = flyby("mars-t2", 5.8, 0.6, "2");
    t2.units = vec![chip(6, "RE")];
    let mut mars_orbit = orbit("mars-orbit", 8.4, 1.5, "Mars orbit");
    mars_orbit.tokens = vec![chip(6, &initial(6))];
    let nodes = vec![
        sun,
        earth,
        leo,
        moon,
        flyby("earth-flyby", 3.2, 1.5, "Earth flyby"),
        t2,
        flyby("mars-t1", 6.8, 0.6, "1"),
        flyby("mars-flyby", 8.4, 1.5, "Mars flyby"),
        mars_orbit,
        world("mars", 8.4, 1.0, MARS, "Mars", "Helio 1"),
    ];
    let route = |from: &str, to: &str, label: &str| Link {
        label: label.into(),
        ..Link::new(from, to, ROUTE)
    };
    let arrow = |from: &str, to: &str| Link {
        arrow: true,
        ..Link::new(from, to, ROUTE)
    };
    let links = vec![
        Link::new("sun", "earth", HELIO),
        route("earth", "leo", "Δv 3"),
        Link::new("leo", "moon", ROUTE),
        route("leo", "earth-flyby", "Δv 1"),
        Link {
            style: LinkStyle::Dashed,
            arrow: true,
            ..route("earth-flyby", "mars-t2", "2 turns")
        },
        arrow("mars-t2", "mars-t1"),
        arrow("mars-t1", "mars-flyby"),
        route("mars-flyby", "mars-orbit", "Δv 1"),
        route("mars-orbit", "mars", "Δv 2"),
    ];

    let mut years = Track::numbered("Year", 2030..=2049);
    for b in years.boxes.iter_mut().step_by(10) {
        b.fill = Some(Rgb(70, 60, 30));
    }
    years.markers = vec![TrackMarker {
        at: 4,
        color: Rgb::WHITE,
        text: "Y".into(),
    }];
    let mut score = Track::numbered("Victory points", 0..=30);
    score.markers = vec![
        TrackMarker {
            at: 3,
            color: p1.3,
            text: initial(0),
        },
        TrackMarker {
            at: 5,
            color: p2.3,
            text: initial(6),
        },
    ];

    let panel = |seat: usize, active: bool, lines: &[&str]| Panel {
        title: SEATS[seat].0.to_string(),
        color: SEATS[seat].3,
        active,
        lines: lines.iter().map(|l| l.to_string()).collect(),
        chips: Vec::new(),
        summary: String::new(),
    };
    Scene {
        title: "Solar system — 2034 — Movement".into(),
        subtitle: format!("Waiting for: {}", p1.0),
        hexes: vec![],
        panels: vec![
            panel(0, true, &["$12B · ORE 4 · FUEL 6 · SUP 2", "VP 3"]),
            panel(6, false, &["$9B · ORE 7 · FUEL 2 · SUP 5", "VP 5"]),
        ],
        footer: vec!["Δv = fuel to move · dashed = heliocentric transfer".into()],
        nodes,
        links,
        tracks: vec![years, score],
        ..Scene::default()
    }
}

/// A larger board of nodes, as wide as a real one (about 20 units, so drawn at about 75 px a
/// unit): one row per planetary system, downwards from the Sun, each with its transfer box and
/// its flyby box (the chain of hubs, dashed from row to row), then its worlds to the right, the
/// central one first (linked to the flyby box) and its moons linked to it; every world named
/// under its circle, ships as chips ("o s1 C2": in orbit), a base as a token. Three players
/// with their standing (`Panel::summary`).
pub fn sample_rows_scene() -> Scene {
    const HUB: Rgb = Rgb(45, 52, 80);
    const WORLD: Rgb = Rgb(70, 110, 190);
    let rows: [(&str, &[&str]); 6] = [
        ("Mercury", &["Mercury"]),
        ("Venus", &["Venus"]),
        ("Earth", &["Earth", "Moon"]),
        ("Mars", &["Mars", "Phobos", "Deimos"]),
        ("Belt", &["Ceres", "Vesta", "Pallas", "Hygiea"]),
        (
            "Jupiter",
            &[
                "Jupiter", "Io", "Europa", "Ganymede", "Callisto", "Amalthea",
            ],
        ),
    ];
    let mut nodes = Vec::new();
    let mut links = Vec::new();
    for (i, (system, worlds)) in rows.iter().enumerate() {
        let y = i as f32 * 2.9;
        let id = system.to_ascii_lowercase();
        let mut t = Node::new(format!("{id}-transfer"), 0.0, y, Shape::Box, 3.0, 1.35, HUB);
        t.label = format!("Transfer · helio {i}");
        let mut fb = Node::new(
            format!("{id}-flyby"),
            3.4,
            y,
            Shape::RoundBox,
            3.0,
            1.35,
            HUB,
        );
        fb.label = system.to_string();
        nodes.push(t);
        nodes.push(fb);
        links.push(Link::new(
            format!("{id}-transfer"),
            format!("{id}-flyby"),
            ROUTE,
        ));
        if i > 0 {
            links.push(Link {
                style: LinkStyle::Dashed,
                ..Link::new(
                    format!("{}-flyby", rows[i - 1].0.to_ascii_lowercase()),
                    format!("{id}-flyby"),
                    ROUTE,
                )
            });
        }
        for (k, w) in worlds.iter().enumerate() {
            let d = if k == 0 { 1.6 } else { 1.35 };
            let x = 7.1 + 2.3 * k as f32;
            let wid = format!("w-{}", w.to_ascii_lowercase());
            let mut n = Node::new(wid.clone(), x, y - 0.2, Shape::Circle, d, d, WORLD);
            n.caption = format!("{w} · value {}", (i + k) % 5 + 1);
            nodes.push(n);
            let from = if k == 0 {
                format!("{id}-flyby")
            } else {
                format!("w-{}", worlds[0].to_ascii_lowercase())
            };
            links.push(Link::new(from, wid, ROUTE));
        }
    }
    let find = |nodes: &mut Vec<Node>, id: &str| nodes.iter().position(|n| n.id == id);
    if let Some(e) = find(&mut nodes, "w-earth") {
        nodes[e].units = vec![chip(0, "o s1 C2"), chip(0, "s4 L1")];
        nodes[e].tokens = vec![chip(0, "B1·0")];
        nodes[e].outline = Some(SEATS[0].3);
    }
    if let Some(m) = find(&mut nodes, "w-mars") {
        nodes[m].units = vec![chip(6, "o s2 R")];
    }
    if let Some(f) = find(&mut nodes, "belt-flyby") {
        nodes[f].units = vec![chip(2, "s3 C1")];
        nodes[f].tokens = vec![Chip {
            color: Rgb(90, 90, 90),
            text: "P".into(),
        }];
    }
    let panel = |seat: usize, active: bool, summary: &str| Panel {
        title: SEATS[seat].0.to_string(),
        color: SEATS[seat].3,
        active,
        lines: vec![format!("{summary} · $12B · ORE 4")],
        chips: Vec::new(),
        summary: summary.into(),
    };
    Scene {
        title: "Solar system — 2031 — Operations".into(),
        subtitle: format!("Waiting for: {}", SEATS[0].0),
        panels: vec![
            panel(0, true, "VP 3"),
            panel(2, false, "VP 5"),
            panel(6, false, "VP 0"),
        ],
        nodes,
        links,
        tracks: vec![Track::numbered("Year", 2030..=2039)],
        ..Scene::default()
    }
}
