//! A focus picture: the few hexes of a map that just changed, drawn large enough to read in a
//! chat preview (Discord shows an image about 550 px wide, so a 900 px picture needs 18 px type
//! for 11 px on screen), with a small map of the whole board (the window outlined) and the
//! players' titles under it. The whole board stays one command away; the focus is what a
//! channel sees after a change that touched one part of the map.
//!
//! Which hexes changed is the caller's knowledge (see `Scene::hex_digests`); here a window of
//! at most [`FOCUS_COLUMNS`] columns and [`FOCUS_ROWS`] rows is chosen around them. When they
//! are too far apart for one window but few ([`GLANCE_MAX`] at most), the picture is "the
//! changes at a glance": those hexes alone, each keyed by a letter (A, B, C…: a key, not an
//! order, which numbers would read as), set apart by a clear gap of background (they are not
//! neighbours), and the small map letters them where they are. More changes than that: none,
//! and the caller draws the whole board. Under the hexes, a key says what each lettered hex
//! is (its number, the name the scene gives it and what is happening there,
//! `Scene::hex_names`), then the scene's legend of its symbols (`Scene::legend`).

use image::RgbImage;

use super::{
    BADGE, DrawnText, Header, MAP_PAD, MARGIN, MAX_PANELS, PANEL_TEXT, Renderer, Rgb, SQRT3, TITLE,
    draw_background, draw_edge_marks, draw_hex_shape, hex_poly, rim, round_rect, turn_mark_color,
};
use crate::core::scene::{HexCell, Scene};

#[path = "focus_nodes.rs"]
mod nodes;
pub use nodes::{APART_MAX, node_focus, node_focus_apart};

/// The widest window, in hex columns.
pub const FOCUS_COLUMNS: i32 = 3;
/// The tallest window: the spread of hex centres it holds, in hex heights.
pub const FOCUS_ROWS: f32 = 2.0;
/// Hex circumradius in a focus picture: 1.25 times the full board's largest, so that the
/// hex texts grow with it.
const FOCUS_HEX: f32 = 165.0;
/// The small map of the whole board.
const MINI_W: f32 = 300.0;
const MINI_H: f32 = 300.0;
/// How much larger than on a whole board [`Focus::Insets`] draws its hexes and captions: a
/// hex 150 px across its corners' radius, so that its smallest text (a token) is 20 px, 12 px
/// at a chat preview.
const FOCUS_INSET_SCALE: f32 = 150.0 / 110.0;
/// The players' titles beside the small map.
const EM_ROSTER: f32 = 22.0;
const ROSTER_LINE_H: i32 = 38;
/// A player's colour swatch in the roster.
const ROSTER_SWATCH: i32 = 22;
/// The smallest type a player's line is drawn at on one row before it goes on two (11 px at
/// a chat preview of a 900 px picture).
const ROSTER_MIN_EM: f32 = 18.0;
/// Where a player's line starts, from the roster's left: after the colour swatch.
const ROSTER_TEXT_X: f32 = 32.0;
const STRIP_GAP: i32 = 16;
/// The most changed hexes "at a glance" shows: three rows of three.
pub const GLANCE_MAX: usize = 9;
/// Hexes of a glance per row, as [`glance`] letters them (and a window's changed hexes).
const GLANCE_COLUMNS: usize = 3;
/// The most columns a glance of many hexes is laid out in (see [`glance_cells`]).
const GLANCE_COLUMNS_MAX: usize = 5;
/// The least clear gap of background between two hexes of a glance, in hex radii (outline
/// to outline, about 30 px at a 550 px preview at full size), so that none reads as
/// another's neighbour.
const GLANCE_GAP_R: f32 = 0.3;
/// The smallest hex radius a glance of many hexes is drawn at (0.58 of [`FOCUS_HEX`]): its
/// hex texts are then drawn at the renderer's least type, still about 8.5 px at a 550 px
/// preview of a 900 px picture.
const GLANCE_HEX_MIN: f32 = 96.0;
/// How tall a focus picture of a glance may be, in widths: a taller picture is shown small
/// in a chat; a glance of many hexes is laid out in more columns of smaller hexes until its
/// picture is at most this tall (or is as short as it gets).
const GLANCE_TALLEST: f32 = 1.7;
/// Hexes at least this part of the largest a glance may have are about as large: of such
/// layouts, the shortest is drawn (three hexes in a staggered row, not two over one).
const GLANCE_NEAR: f32 = 0.9;
/// A glance's key badge: its radius and type.
const BADGE_R: f32 = 19.0;
const EM_BADGE: f32 = 24.0;
const EM_MINI_BADGE: f32 = 19.0;
/// The least a glance of smaller hexes shrinks its badges by (their letter still 11 px at a
/// chat preview).
const BADGE_LEAST: f32 = 0.75;
/// Dark type on the badge colour.
const BADGE_TEXT: Rgb = Rgb(24, 22, 30);
/// The key under the hexes (what each lettered hex is, [`Scene::hex_names`]) and the
/// scene's legend: type 20 px (12 px at a chat preview), a row per line, and the key
/// letter's badge at the row's left.
const EM_KEY: f32 = 20.0;
const KEY_LINE_H: i32 = 30;
const KEY_BADGE_R: f32 = 13.0;
const EM_KEY_BADGE: f32 = 18.0;
/// Where a key's text starts, from the margin: after its badge.
const KEY_TEXT_X: f32 = 2.0 * KEY_BADGE_R + 12.0;

/// What changed on a board since the channel's last one: hexes by position (and, on a map of
/// nodes, nodes by id).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Changes {
    pub hexes: Vec<(i32, i32)>,
    /// Node ids.
    pub nodes: Vec<String>,
}

/// What a picture of a change shows.
#[derive(Debug, Clone, PartialEq)]
pub enum Focus {
    /// Every hex of a window ([`focus_window`]) around changes close together; the changed
    /// ones are lettered in this order ([`glance`] of them, [`key_letter`]), as a glance
    /// letters its hexes, so that the picture says what changed.
    Window {
        shown: Vec<(i32, i32)>,
        changed: Vec<(i32, i32)>,
    },
    /// The changed hexes alone ([`glance`]), lettered ([`key_letter`]) in the reading order
    /// of the layout drawn (`glance_layouts`: more columns of smaller hexes when many).
    Glance(Vec<(i32, i32)>),
    /// A window of a diagram of nodes around changed nodes: these nodes, by id
    /// ([`node_focus`]).
    Nodes(Vec<String>),
    /// A window of a diagram of nodes (`shown`, as [`Focus::Nodes`]), and under it the
    /// `apart` nodes, each drawn alone at the window's size with its name: the places a
    /// decision asks for that lie too far from the changes for one window
    /// ([`node_focus_apart`]).
    NodesApart {
        shown: Vec<String>,
        apart: Vec<String>,
    },
    /// The scene's insets (e.g. a drawn tile in each way it may be placed), drawn large
    /// enough to read at a chat preview, two hexes a row, over the small map (its highlighted
    /// hexes outlined) and the players.
    Insets,
}

/// The picture for `changes` on `scene`: a window when they fit one, else the changes at a
/// glance when they are few; `None` (the whole board) otherwise. With no hex changed but
/// nodes, a window of the diagram around them and the highlighted nodes (the places the
/// decision asked for concerns) when it reads ([`node_focus`]); when the highlighted nodes
/// and the changed ones are too far apart, a window of the main cluster with the few others
/// drawn apart under it ([`node_focus_apart`]); when they are more, none (the whole board,
/// which shows them all).
pub fn choose_focus(scene: &Scene, changes: &Changes) -> Option<Focus> {
    if changes.hexes.is_empty() && !changes.nodes.is_empty() {
        let mut wanted = changes.nodes.clone();
        let mut lit: Vec<String> = Vec::new();
        for n in scene.nodes.iter().filter(|n| n.highlight) {
            if !wanted.contains(&n.id) {
                wanted.push(n.id.clone());
                lit.push(n.id.clone());
            }
        }
        if let Some(shown) = node_focus(scene, &wanted) {
            return Some(Focus::Nodes(shown));
        }
        return node_focus_apart(scene, &changes.nodes, &lit)
            .map(|(shown, apart)| Focus::NodesApart { shown, apart });
    }
    let changed = glance(scene, &changes.hexes)?;
    match focus_window(scene, &changed) {
        Some(shown) => Some(Focus::Window { shown, changed }),
        None => Some(Focus::Glance(changed)),
    }
}

/// The changed hexes on the map, lettered in the order a glance reads them (its rows top to
/// bottom, each left to right; see [`glance_slots`]), when there are at most [`GLANCE_MAX`];
/// `None` when there are none or more.
pub fn glance(scene: &Scene, changed: &[(i32, i32)]) -> Option<Vec<(i32, i32)>> {
    let mut on_map: Vec<(i32, i32)> = scene
        .hexes
        .iter()
        .filter(|h| changed.contains(&(h.q, h.r)))
        .map(|h| (h.q, h.r))
        .collect();
    on_map.sort_unstable();
    on_map.dedup();
    if on_map.is_empty() || on_map.len() > GLANCE_MAX {
        return None;
    }
    let mut slots = glance_slots(scene, &on_map, GLANCE_COLUMNS);
    slots.sort_by_key(|(_, col, row)| (*row, *col));
    Some(slots.into_iter().map(|(at, _, _)| at).collect())
}

/// Where each hex of a glance goes, as (hex, column, row): the hexes split by where they are
/// on the map, left to right, into at most `columns` columns of equal height (the last may
/// be shorter), each column top to bottom; so the glance keeps the map's left and right, and
/// within a column its up and down.
fn glance_slots(
    scene: &Scene,
    hexes: &[(i32, i32)],
    columns: usize,
) -> Vec<((i32, i32), usize, usize)> {
    let mut cells: Vec<&HexCell> = scene
        .hexes
        .iter()
        .filter(|h| hexes.contains(&(h.q, h.r)))
        .collect();
    let rows = cells.len().div_ceil(columns.max(1)).max(1);
    cells.sort_by(|a, b| a.q.cmp(&b.q).then(v_of(a).total_cmp(&v_of(b))));
    let mut out = Vec::new();
    for (col, chunk) in cells.chunks(rows).enumerate() {
        let mut chunk = chunk.to_vec();
        chunk.sort_by(|a, b| v_of(a).total_cmp(&v_of(b)).then(a.q.cmp(&b.q)));
        for (row, h) in chunk.iter().enumerate() {
            out.push(((h.q, h.r), col, row));
        }
    }
    out
}

/// The key of the `n`th changed hex (from 1) on its badge and on the small map: a letter, A,
/// B, C…, which does not read as an order of play as the numbers 1, 2, 3 would.
pub fn key_letter(n: usize) -> String {
    let letter = n
        .checked_sub(1)
        .and_then(|i| u8::try_from(i).ok())
        .filter(|i| *i < 26)
        .map(|i| char::from(b'A' + i));
    match letter {
        Some(c) => c.to_string(),
        None => n.to_string(),
    }
}

/// Axial v (the column-independent row) of a hex's centre, in hex heights.
fn v_of(h: &HexCell) -> f32 {
    h.r as f32 + h.q as f32 / 2.0
}

/// The hexes (q, r) a focus picture of `changed` shows: every hex of the map in a window of at
/// most [`FOCUS_COLUMNS`] × [`FOCUS_ROWS`] centred on the changed ones. `None` when no changed
/// hex is on the map or they do not fit one window.
pub fn focus_window(scene: &Scene, changed: &[(i32, i32)]) -> Option<Vec<(i32, i32)>> {
    let on_map: Vec<&HexCell> = scene
        .hexes
        .iter()
        .filter(|h| changed.contains(&(h.q, h.r)))
        .collect();
    let first = on_map.first()?;
    let (mut qmin, mut qmax) = (first.q, first.q);
    let (mut vmin, mut vmax) = (v_of(first), v_of(first));
    for h in &on_map {
        qmin = qmin.min(h.q);
        qmax = qmax.max(h.q);
        vmin = vmin.min(v_of(h));
        vmax = vmax.max(v_of(h));
    }
    if qmax - qmin >= FOCUS_COLUMNS || vmax - vmin > FOCUS_ROWS {
        return None;
    }
    let q0 = qmin - (FOCUS_COLUMNS - 1 - (qmax - qmin)) / 2;
    let q1 = q0 + FOCUS_COLUMNS - 1;
    let mid = (vmin + vmax) / 2.0;
    let (v0, v1) = (mid - FOCUS_ROWS / 2.0 - 0.01, mid + FOCUS_ROWS / 2.0 + 0.01);
    Some(
        scene
            .hexes
            .iter()
            .filter(|h| (q0..=q1).contains(&h.q) && (v0..=v1).contains(&v_of(h)))
            .map(|h| (h.q, h.r))
            .collect(),
    )
}

/// A focus picture's width: as wide as a full window of hexes, whatever it holds.
fn focus_width() -> i32 {
    let full_w = (1.5 * (FOCUS_COLUMNS - 1) as f32 + 2.0) * FOCUS_HEX + 2.0 * MAP_PAD;
    full_w.ceil() as i32 + 2 * MARGIN
}

/// Where the parts of a focus picture go.
struct FocusLayout {
    width: u32,
    height: u32,
    cells: Vec<Placed>,
    /// Where [`Focus::Insets`] draws the insets.
    insets: super::inset::InsetBand,
    /// The top of the strip under the hexes: the small map, and the players' lines beside
    /// it (or under it: `roster_y`). Read by the tests.
    #[cfg_attr(not(test), allow(dead_code))]
    strip_y: i32,
    /// The small map's hex radius and the pixel position of its axial (0, 0).
    mini_hex: f32,
    mini_origin: (f32, f32),
    /// Where the players' lines start: beside the small map, or under it at the picture's
    /// full width when a line would not fit beside it in full type ([`Renderer::roster_fits`]).
    roster_x: i32,
    roster_y: i32,
    /// The key under the hexes: its top, and its entries (see [`KeyEntry`]).
    key_y: i32,
    key: Vec<KeyEntry>,
    /// The radius the hexes are drawn at: [`FOCUS_HEX`], or less in a glance of many.
    hex: f32,
}

/// One entry of a focus picture's key: a lettered hex (its place in the key, from 1) and what
/// the scene says of it, or a line of the scene's legend (no letter); wrapped to the width.
#[derive(Debug, Clone, PartialEq)]
struct KeyEntry {
    number: Option<usize>,
    rows: Vec<String>,
}

/// What a focus picture's key says of `h`: its label, its name and what is happening there
/// ([`Scene::hex_names`]), or `None` when the scene names it not.
fn key_text(scene: &Scene, h: &HexCell) -> Option<String> {
    let named = scene.hex_names.iter().find(|n| (n.q, n.r) == (h.q, h.r))?;
    let (name, note) = (named.name.trim(), named.note.trim());
    if name.is_empty() && note.is_empty() {
        return None;
    }
    let head = [h.label.trim(), name]
        .iter()
        .filter(|t| !t.is_empty())
        .copied()
        .collect::<Vec<_>>()
        .join(" ");
    Some(match (head.is_empty(), note.is_empty()) {
        (_, true) => head,
        (true, false) => note.to_string(),
        (false, false) => format!("{head} · {note}"),
    })
}

/// A hex shown: an index into the scene's hexes, its centre, and if it changed its place in
/// the key (from 1; drawn as [`key_letter`]).
#[derive(Debug, Clone, Copy)]
struct Placed {
    index: usize,
    at: (f32, f32),
    number: Option<usize>,
}

/// Extents of hexes in hex units: (qmin, qmax, vmin, vmax).
fn extents<'a>(hexes: impl Iterator<Item = &'a HexCell>) -> Option<(f32, f32, f32, f32)> {
    let mut e: Option<(f32, f32, f32, f32)> = None;
    for h in hexes {
        let (q, v) = (h.q as f32, v_of(h));
        e = Some(match e {
            None => (q, q, v, v),
            Some((a, b, c, d)) => (a.min(q), b.max(q), c.min(v), d.max(v)),
        });
    }
    e
}

/// The pixel centre of `h` on a map of hex radius `size` whose axial (0, 0) is at `origin`.
fn center(h: &HexCell, origin: (f32, f32), size: f32) -> (f32, f32) {
    (
        origin.0 + size * 1.5 * h.q as f32,
        origin.1 + size * SQRT3 * v_of(h),
    )
}

/// Where the hexes of a window go (the changed ones keyed in their order), and the height
/// they take.
fn window_cells(
    scene: &Scene,
    window: &[(i32, i32)],
    changed: &[(i32, i32)],
    width: f32,
    top: f32,
) -> (Vec<Placed>, f32) {
    let shown = scene.hexes.iter().filter(|h| window.contains(&(h.q, h.r)));
    let (qmin, qmax, vmin, vmax) = extents(shown).unwrap_or_default();
    let map_w = (1.5 * (qmax - qmin) + 2.0) * FOCUS_HEX;
    let map_h = SQRT3 * (vmax - vmin + 1.0) * FOCUS_HEX + 2.0 * MAP_PAD;
    let map_x = (width - map_w) / 2.0;
    let origin = (
        map_x + FOCUS_HEX - 1.5 * FOCUS_HEX * qmin,
        top + MAP_PAD + FOCUS_HEX * SQRT3 / 2.0 - FOCUS_HEX * SQRT3 * vmin,
    );
    let cells = scene
        .hexes
        .iter()
        .enumerate()
        .filter(|(_, h)| window.contains(&(h.q, h.r)))
        .map(|(index, h)| Placed {
            index,
            at: center(h, origin, FOCUS_HEX),
            number: changed.iter().position(|c| *c == (h.q, h.r)).map(|n| n + 1),
        })
        .collect();
    (cells, map_h)
}

/// One way to lay out a glance: its hexes (centres from the glance's top), the height they
/// take and their radius.
struct GlanceLayout {
    cells: Vec<Placed>,
    h: f32,
    hex: f32,
}

/// The ways to lay out the hexes of a glance in a picture `width` wide, from the fewest
/// columns (the largest hexes) to the most ([`GLANCE_COLUMNS_MAX`]), the hexes never smaller
/// than [`GLANCE_HEX_MIN`]; each filled as [`glance_slots`] says and lettered in reading
/// order (its rows top to bottom, each left to right), every two hexes at least
/// [`GLANCE_GAP_R`] radii apart (outline to outline), so that no two touch and none reads as
/// another's neighbour. One or two columns stand side by side, their rows level; three or
/// more are staggered as a map's columns are (every other one half a row lower), spaced as
/// a map spreads so that neighbours are the gap apart, the hexes as large as the width
/// allows (at most [`FOCUS_HEX`]).
fn glance_layouts(scene: &Scene, hexes: &[(i32, i32)], width: f32) -> Vec<GlanceLayout> {
    let room = width - 2.0 * MAP_PAD;
    let mut out: Vec<GlanceLayout> = Vec::new();
    let ways = (1..=GLANCE_COLUMNS_MAX).flat_map(|c| [(c, false), (c, true)]);
    for (columns, stagger) in ways {
        let mut slots = glance_slots(scene, hexes, columns);
        let used = slots.iter().map(|(_, c, _)| c + 1).max().unwrap_or(1);
        if (used < columns && columns > 1) || (stagger && used < 3) {
            continue;
        }
        // A flat-topped hex is 2 R wide and √3 R tall.
        let cols = used as f32;
        let (hex, dx, dy, staggered) = if !stagger {
            let hex = (room / (2.0 * cols + GLANCE_GAP_R * (cols - 1.0))).min(FOCUS_HEX);
            let g = GLANCE_GAP_R * hex;
            (hex, 2.0 * hex + g, SQRT3 * hex + g, 0.0)
        } else {
            // A map's layout grown by s, so that neighbours (√3 R apart) are the gap apart.
            let s = (SQRT3 + GLANCE_GAP_R) / SQRT3;
            let hex = (room / ((cols - 1.0) * 1.5 * s + 2.0)).min(FOCUS_HEX);
            (hex, 1.5 * s * hex, SQRT3 * s * hex, 0.5)
        };
        if hex < GLANCE_HEX_MIN && !out.is_empty() {
            continue;
        }
        slots.sort_by_key(|(_, col, row)| (*row, *col));
        let used_w = (cols - 1.0) * dx + 2.0 * hex;
        let x0 = (width - used_w) / 2.0 + hex;
        let y0 = MAP_PAD + hex * SQRT3 / 2.0;
        let cells: Vec<Placed> = slots
            .iter()
            .enumerate()
            .filter_map(|(n, (at, col, row))| {
                let index = scene.hexes.iter().position(|h| (h.q, h.r) == *at)?;
                let down = if col % 2 == 1 { staggered } else { 0.0 };
                Some(Placed {
                    index,
                    at: (x0 + *col as f32 * dx, y0 + (*row as f32 + down) * dy),
                    number: Some(n + 1),
                })
            })
            .collect();
        let bottom = cells.iter().map(|c| c.at.1).fold(y0, f32::max);
        let h = bottom + hex * SQRT3 / 2.0 + MAP_PAD;
        out.push(GlanceLayout { cells, h, hex });
    }
    out
}

impl Renderer {
    /// Width and height of the focus picture (see [`choose_focus`]).
    pub fn focus_size(&self, scene: &Scene, focus: &Focus) -> (u32, u32) {
        if let Focus::Nodes(ids) = focus {
            return self.node_focus_size(scene, ids);
        }
        if let Focus::NodesApart { shown, apart } = focus {
            return self.nodes_apart_size(scene, shown, apart);
        }
        let l = self.focus_layout(scene, focus);
        (l.width, l.height)
    }

    fn focus_layout(&self, scene: &Scene, focus: &Focus) -> FocusLayout {
        let width = focus_width();
        let header_h = Header::for_width(width).h;
        let mut insets = super::inset::InsetBand::default();
        let mut glances = Vec::new();
        let (mut cells, mut body_h, mut hex) = match focus {
            Focus::Window { shown, changed } => {
                let (cells, h) = window_cells(scene, shown, changed, width as f32, header_h as f32);
                (cells, h, FOCUS_HEX)
            }
            Focus::Glance(g) => {
                glances = glance_layouts(scene, g, width as f32);
                match glances.first() {
                    Some(first) => (first.cells.clone(), first.h, first.hex),
                    None => (Vec::new(), 0.0, FOCUS_HEX),
                }
            }
            Focus::Nodes(_) | Focus::NodesApart { .. } => (Vec::new(), 0.0, FOCUS_HEX),
            Focus::Insets => {
                let col_w = width - 2 * MARGIN;
                insets = self.inset_band_sized(&scene.insets, col_w, FOCUS_INSET_SCALE, false);
                insets.x = MARGIN;
                insets.y = header_h + STRIP_GAP;
                (Vec::new(), (insets.h + STRIP_GAP) as f32, FOCUS_HEX)
            }
        };
        let key_of = |cells: &[Placed]| {
            if matches!(focus, Focus::Window { .. } | Focus::Glance(_)) {
                self.key_entries(scene, cells, width)
            } else {
                Vec::new()
            }
        };
        let key_h_of = |key: &[KeyEntry]| {
            let rows: usize = key.iter().map(|e| e.rows.len()).sum();
            if rows == 0 {
                0
            } else {
                rows as i32 * KEY_LINE_H + STRIP_GAP
            }
        };
        let mut key = key_of(&cells);
        let mut key_h = key_h_of(&key);

        let (mqmin, mqmax, mvmin, mvmax) = extents(scene.hexes.iter()).unwrap_or_default();
        let mw = 1.5 * (mqmax - mqmin) + 2.0;
        let mh = SQRT3 * (mvmax - mvmin + 1.0);
        let mini_hex = (MINI_W / mw).min(MINI_H / mh);
        let mini_used_h = (mh * mini_hex).ceil() as i32;
        let panels_beside = |x: i32| self.roster_h(scene, width, x);
        let beside = MARGIN + (mw * mini_hex).ceil() as i32 + MARGIN;
        let roster_beside = self.roster_fits(scene, width - MARGIN - beside);
        let strip_h = if roster_beside {
            mini_used_h.max(panels_beside(beside))
        } else {
            mini_used_h + STRIP_GAP + panels_beside(MARGIN)
        };
        // A glance: of the layouts whose picture is at most [`GLANCE_TALLEST`] widths tall,
        // the shortest of those with hexes about the largest ([`GLANCE_NEAR`]); else the
        // shortest.
        let rest = header_h + STRIP_GAP + key_h + strip_h + MARGIN;
        let fits = |h: f32| (rest + h.ceil() as i32) as f32 <= GLANCE_TALLEST * width as f32;
        let largest = glances
            .iter()
            .filter(|g| fits(g.h))
            .map(|g| g.hex)
            .fold(None, |m: Option<f32>, r| Some(m.map_or(r, |m| m.max(r))));
        let chosen = glances
            .iter()
            .filter(|g| largest.is_none_or(|r| fits(g.h) && g.hex >= GLANCE_NEAR * r))
            .min_by(|a, b| a.h.total_cmp(&b.h));
        if let Some(g) = chosen {
            cells = g
                .cells
                .iter()
                .map(|c| Placed {
                    at: (c.at.0, c.at.1 + header_h as f32),
                    ..*c
                })
                .collect();
            (body_h, hex) = (g.h, g.hex);
            key = key_of(&cells);
            key_h = key_h_of(&key);
        }
        let key_y = header_h + body_h.ceil() as i32 + STRIP_GAP;
        let strip_y = key_y + key_h;
        let mini_origin = (
            MARGIN as f32 + mini_hex - 1.5 * mini_hex * mqmin,
            strip_y as f32 + mini_hex * SQRT3 / 2.0 - mini_hex * SQRT3 * mvmin,
        );
        let (roster_x, roster_y) = if roster_beside {
            (beside, strip_y)
        } else {
            (MARGIN, strip_y + mini_used_h + STRIP_GAP)
        };
        FocusLayout {
            width: width as u32,
            height: (strip_y + strip_h + MARGIN) as u32,
            cells,
            insets,
            strip_y,
            mini_hex,
            mini_origin,
            roster_x,
            roster_y,
            key_y,
            key,
            hex,
        }
    }

    /// The key of a focus picture whose hexes are placed as `cells` in a picture `width`
    /// wide: the lettered hexes in their order, each with what the scene names it (those it
    /// names not are left out), then the scene's legend, then in one line the token legends
    /// ([`Scene::token_legend`]) of the tokens drawn in the hexes shown, and no others.
    fn key_entries(&self, scene: &Scene, cells: &[Placed], width: i32) -> Vec<KeyEntry> {
        let room = (width - 2 * MARGIN) as f32;
        let mut keyed: Vec<(usize, &HexCell)> = cells
            .iter()
            .filter_map(|p| Some((p.number?, scene.hexes.get(p.index)?)))
            .collect();
        keyed.sort_by_key(|(n, _)| *n);
        let mut out: Vec<KeyEntry> = keyed
            .into_iter()
            .filter_map(|(n, h)| {
                let text = key_text(scene, h)?;
                Some(KeyEntry {
                    number: Some(n),
                    rows: self.wrap(EM_KEY, &text, room - KEY_TEXT_X),
                })
            })
            .collect();
        for line in scene.legend.iter().filter(|l| !l.trim().is_empty()) {
            out.push(KeyEntry {
                number: None,
                rows: self.wrap(EM_KEY, line, room),
            });
        }
        let drawn = |token: &crate::core::scene::TokenLegend| {
            cells.iter().any(|p| {
                scene
                    .hexes
                    .get(p.index)
                    .is_some_and(|h| h.tokens.iter().any(|c| token.drawn_by(&c.text)))
            })
        };
        let tokens: Vec<&str> = scene
            .token_legend
            .iter()
            .filter(|l| !l.text.trim().is_empty() && drawn(l))
            .map(|l| l.text.as_str())
            .collect();
        if !tokens.is_empty() {
            out.push(KeyEntry {
                number: None,
                rows: self.wrap(EM_KEY, &tokens.join(" · "), room),
            });
        }
        out.retain(|e| !e.rows.is_empty());
        out
    }

    /// Draws the key ([`Self::key_entries`]) from `l.key_y`: a lettered hex's badge, then its
    /// rows; a legend's rows from the margin, in the footer's colour.
    fn draw_key(&self, img: &mut RgbImage, l: &FocusLayout) {
        let mut top = l.key_y;
        for e in &l.key {
            if let Some(n) = e.number {
                let at = (
                    MARGIN as f32 + KEY_BADGE_R,
                    top as f32 + KEY_LINE_H as f32 / 2.0,
                );
                self.badge(img, at, KEY_BADGE_R, EM_KEY_BADGE, n);
            }
            for row in &e.rows {
                let base = super::baseline_in(top as f32, KEY_LINE_H as f32, EM_KEY);
                let (x, colour) = match e.number {
                    Some(_) => (MARGIN as f32 + KEY_TEXT_X, PANEL_TEXT),
                    None => (MARGIN as f32, super::FOOTER),
                };
                self.text(img, x, base, EM_KEY, colour, row);
                top += KEY_LINE_H;
            }
        }
    }

    /// Whether every player's line ([`super::roster_line`]) fits `room` px in the roster's full
    /// type, with its swatch and the active player's mark.
    fn roster_fits(&self, scene: &Scene, room: i32) -> bool {
        scene.panels.iter().take(MAX_PANELS).all(|p| {
            let mark = if p.active {
                self.width(EM_ROSTER, "▶") + 6.0
            } else {
                0.0
            };
            let w =
                ROSTER_SWATCH as f32 + 10.0 + mark + self.width(EM_ROSTER, &super::roster_line(p));
            w <= room as f32
        })
    }

    /// Draws the focus picture (see [`choose_focus`]).
    pub fn render_focus(&self, scene: &Scene, focus: &Focus) -> RgbImage {
        if let Focus::Nodes(ids) = focus {
            return self.render_node_focus(scene, ids);
        }
        if let Focus::NodesApart { shown, apart } = focus {
            return self.render_nodes_apart(scene, shown, apart);
        }
        let l = self.focus_layout(scene, focus);
        let mut img = RgbImage::new(l.width, l.height);
        draw_background(&mut img);
        let header = Header::for_width(l.width as i32);
        self.draw_header(&mut img, scene, &header, l.width as i32);
        let cells: Vec<(&HexCell, (f32, f32), Option<usize>)> = l
            .cells
            .iter()
            .filter_map(|p| Some((scene.hexes.get(p.index)?, p.at, p.number)))
            .collect();
        let inner: Vec<f32> = cells
            .iter()
            .map(|(h, (cx, cy), _)| draw_hex_shape(&mut img, *cx, *cy, l.hex, h))
            .collect();
        let k = l.hex / super::HEX_MAX;
        for ((h, (cx, cy), _), r) in cells.iter().zip(inner) {
            self.draw_hex_content(&mut img, *cx, *cy, r, k, h, None);
        }
        for (h, (cx, cy), _) in cells.iter().filter(|(h, _, _)| h.edges.iter().any(|e| *e)) {
            draw_edge_marks(&mut img, *cx, *cy, l.hex, &h.edges);
        }
        // The changed hexes are lettered at their upper right, inside (the tile's own number is
        // at the upper left).
        for (_, (cx, cy), n) in &cells {
            if let Some(n) = n {
                let at = (cx + 0.4 * l.hex, cy - 0.64 * l.hex);
                let k = (l.hex / FOCUS_HEX).clamp(BADGE_LEAST, 1.0);
                self.badge(&mut img, at, k * BADGE_R, k * EM_BADGE, *n);
            }
        }
        let mut numbered: Vec<(&HexCell, Option<usize>)> =
            cells.iter().map(|(h, _, n)| (*h, *n)).collect();
        if *focus == Focus::Insets {
            self.draw_insets(&mut img, &l.insets, &scene.insets);
            // Where the inset's tile goes, outlined on the small map.
            numbered = scene
                .hexes
                .iter()
                .filter(|h| h.highlight)
                .map(|h| (h, None))
                .collect();
        }
        self.draw_key(&mut img, &l);
        self.draw_small_map(&mut img, scene, &l, &numbered);
        self.draw_roster(&mut img, scene, l.width as i32, l.roster_y, l.roster_x);
        img
    }

    /// The `n`th key letter ([`key_letter`]) in a disc of the badge colour (not the
    /// highlight's nor a player's).
    fn badge(&self, img: &mut RgbImage, at: (f32, f32), radius: f32, em: f32, n: usize) {
        let (x, y) = (at.0.round() as i32, at.1.round() as i32);
        let r = radius.round() as i32;
        imageproc::drawing::draw_filled_circle_mut(img, (x, y), r + 2, super::px(rim(BADGE)));
        imageproc::drawing::draw_filled_circle_mut(img, (x, y), r, super::px(BADGE));
        let label = key_letter(n);
        let w = self.width(em, &label);
        let base = super::baseline_in(at.1 - radius, 2.0 * radius, em);
        self.text(img, at.0 - w / 2.0, base, em, BADGE_TEXT, &label);
    }

    /// The small map: every hex in its colour, the shown ones outlined, a dot per colour of
    /// the units in a hex, or the changed hex's key letter.
    fn draw_small_map(
        &self,
        img: &mut RgbImage,
        scene: &Scene,
        l: &FocusLayout,
        shown: &[(&HexCell, Option<usize>)],
    ) {
        let m = l.mini_hex;
        for h in &scene.hexes {
            let (cx, cy) = center(h, l.mini_origin, m);
            let this = shown.iter().find(|(s, _)| (s.q, s.r) == (h.q, h.r));
            if this.is_some() {
                hex_poly(img, cx, cy, m, BADGE);
                hex_poly(img, cx, cy, m - 2.5, h.fill);
            } else {
                hex_poly(img, cx, cy, m - 0.5, super::HEX_EDGE);
                hex_poly(img, cx, cy, m - 1.5, h.fill);
            }
            if let Some((_, Some(n))) = this {
                let r = (m * 0.55).clamp(8.0, BADGE_R);
                self.badge(img, (cx, cy), r, EM_MINI_BADGE, *n);
                continue;
            }
            let mut colours: Vec<Rgb> = Vec::new();
            for c in &h.units {
                if !colours.contains(&c.color) {
                    colours.push(c.color);
                }
            }
            let d = (m * 0.42).max(3.0);
            let n = colours.len().min(3);
            let x0 = cx - (n as f32 - 1.0) * d * 0.6;
            for (i, c) in colours.iter().take(n).enumerate() {
                let x = (x0 + i as f32 * d * 1.2).round() as i32;
                let y = cy.round() as i32;
                let r = (d / 2.0).round().max(2.0) as i32;
                imageproc::drawing::draw_filled_circle_mut(img, (x, y), r + 1, super::px(rim(*c)));
                imageproc::drawing::draw_filled_circle_mut(img, (x, y), r, super::px(*c));
            }
        }
    }

    /// Whether a player's line goes on two rows (the title, then the standing under it): when
    /// it would not fit `width - MARGIN - roster_x` at [`ROSTER_MIN_EM`] on one.
    fn roster_split(&self, p: &crate::core::scene::Panel, width: i32, roster_x: i32) -> bool {
        let room = (width - MARGIN - roster_x) as f32 - ROSTER_TEXT_X - self.width(EM_ROSTER, "▶ ");
        !p.summary.is_empty() && self.width(ROSTER_MIN_EM, &super::roster_line(p)) > room
    }

    /// The height of the players' list at `roster_x`.
    pub(super) fn roster_h(&self, scene: &Scene, width: i32, roster_x: i32) -> i32 {
        scene
            .panels
            .iter()
            .take(MAX_PANELS)
            .map(|p| {
                if self.roster_split(p, width, roster_x) {
                    2 * ROSTER_LINE_H
                } else {
                    ROSTER_LINE_H
                }
            })
            .sum()
    }

    /// The players, one line each (two where the standing does not fit beside the title),
    /// beside or under the small map: from `(roster_x, strip_y)` in a picture `width` wide.
    fn draw_roster(
        &self,
        img: &mut RgbImage,
        scene: &Scene,
        width: i32,
        strip_y: i32,
        roster_x: i32,
    ) {
        let max_w = (width - MARGIN - roster_x) as f32;
        let room_of = |p: &crate::core::scene::Panel| {
            let mark = if p.active {
                self.width(EM_ROSTER, "▶") + 6.0
            } else {
                0.0
            };
            max_w - ROSTER_TEXT_X - mark
        };
        // The players' one-row lines share one size, the largest at which all fit: a line
        // drawn smaller than the others reads as less important (lookB15).
        let shared_em = scene
            .panels
            .iter()
            .take(MAX_PANELS)
            .filter(|p| !self.roster_split(p, width, roster_x))
            .map(|p| {
                self.fit_shrinking(EM_ROSTER, &super::roster_line(p), room_of(p))
                    .0
            })
            .fold(EM_ROSTER, f32::min);
        let mut top = strip_y;
        for p in scene.panels.iter().take(MAX_PANELS) {
            let split = self.roster_split(p, width, roster_x);
            let sw = ROSTER_SWATCH;
            let sy = top + (ROSTER_LINE_H - sw) / 2;
            round_rect(
                img,
                roster_x - 1,
                sy - 1,
                sw + 2,
                sw + 2,
                6,
                rim(p.color),
                1.0,
            );
            round_rect(img, roster_x, sy, sw, sw, 5, p.color, 1.0);
            let mut x = roster_x as f32 + ROSTER_TEXT_X;
            let base = super::baseline_in(top as f32, ROSTER_LINE_H as f32, EM_ROSTER);
            if p.active {
                self.text(img, x, base, EM_ROSTER, turn_mark_color(p.color), "▶");
                x += self.width(EM_ROSTER, "▶") + 6.0;
            }
            let room = max_w - (x - roster_x as f32);
            let colour = if p.active { TITLE } else { PANEL_TEXT };
            if split {
                let (em, title) = self.fit_shrinking(EM_ROSTER, &p.title, room);
                self.text(img, x, base, em, colour, &title);
                top += ROSTER_LINE_H;
                let base = super::baseline_in(top as f32, ROSTER_LINE_H as f32, EM_ROSTER);
                let (em, line) = self.fit_shrinking(EM_ROSTER, &p.summary, room);
                self.text(img, x, base, em, colour, &line);
            } else {
                let line = super::roster_line(p);
                let (em, line) = self.fit_shrinking(shared_em, &line, room);
                self.text(img, x, base, em, colour, &line);
            }
            top += ROSTER_LINE_H;
        }
    }

    /// [`Self::render_focus`], with every text as drawn (see [`DrawnText`]).
    pub fn render_focus_recorded(
        &self,
        scene: &Scene,
        focus: &Focus,
    ) -> (RgbImage, Vec<DrawnText>) {
        super::recorded(|| self.render_focus(scene, focus))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::sample::sample_scene;

    use crate::render::PREVIEW_W;

    fn neighbours(q: i32, r: i32) -> Vec<(i32, i32)> {
        [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]
            .iter()
            .map(|(dq, dr)| (q + dq, r + dr))
            .collect()
    }

    /// Every player is listed with their standing (title and summary on one drawn line, or
    /// the title and the summary under it).
    pub(super) fn every_player_listed(scene: &Scene, all: &[&str]) {
        for p in &scene.panels {
            let split = all.windows(2).any(|w| w[0] == p.title && w[1] == p.summary);
            assert!(
                split
                    || all
                        .iter()
                        .any(|t| t.contains(&p.title) && t.contains(&p.summary)),
                "{} not listed: {all:?}",
                p.title
            );
        }
    }

    /// Draws `focus` and checks what a chat preview needs: at most 900 px wide, every text at
    /// least 10 px at 550 px (inside the hexes of a glance drawn smaller than [`FOCUS_HEX`],
    /// [`crate::render::PREVIEW_SMALL_PX`]), none cut with "…". Returns what was drawn.
    pub(super) fn drawn_readable_at_a_preview(
        r: &Renderer,
        scene: &Scene,
        focus: &Focus,
    ) -> Vec<DrawnText> {
        let (img, drawn) = r.render_focus_recorded(scene, focus);
        assert_eq!((img.width(), img.height()), r.focus_size(scene, focus));
        let w = img.width() as f32;
        assert!(w <= 900.0, "{w}");
        let l = r.focus_layout(scene, focus);
        let in_small_hex = |t: &DrawnText| {
            l.hex < FOCUS_HEX
                && l.cells
                    .iter()
                    .any(|c| (t.x - c.at.0).abs() < l.hex && (t.baseline - c.at.1).abs() < l.hex)
        };
        for t in &drawn {
            let shown = t.em * PREVIEW_W / w;
            let least = if in_small_hex(t) {
                crate::render::PREVIEW_SMALL_PX
            } else {
                10.0
            };
            assert!(
                shown >= least,
                "{:?} is {shown:.1} px at the preview",
                t.text
            );
            assert!(!t.text.contains('…'), "{:?} cut", t.text);
        }
        drawn
    }

    #[test]
    fn one_changed_hex_is_shown_with_its_neighbours() {
        let scene = sample_scene(4);
        let mut w = focus_window(&scene, &[(0, 0)]).expect("a window");
        w.sort();
        let mut want = neighbours(0, 0);
        want.push((0, 0));
        want.sort();
        assert_eq!(w, want);
        // A hex off the map changes nothing.
        assert_eq!(focus_window(&scene, &[(40, 40)]), None);
        assert_eq!(focus_window(&scene, &[]), None);
    }

    #[test]
    fn changes_too_far_apart_for_one_window_have_none() {
        let scene = sample_scene(4);
        // Four columns apart, and four rows apart in one column.
        assert_eq!(focus_window(&scene, &[(-2, 0), (2, 0)]), None);
        assert_eq!(focus_window(&scene, &[(0, -2), (0, 2)]), None);
        // Two columns apart still fit: both are in the window.
        let w = focus_window(&scene, &[(-1, 0), (1, 0)]).expect("a window");
        assert!(w.contains(&(-1, 0)) && w.contains(&(1, 0)), "{w:?}");
        assert!(w.iter().all(|(q, _)| (-1..=1).contains(q)), "{w:?}");
    }

    /// Issue 16: a board must read at a chat preview's width. Every text of a focus picture —
    /// title, hex numbers, planets, units, tokens, the players — is at least 10 px tall once
    /// the picture is shown 550 px wide, and every unit of the window's hexes is drawn.
    #[test]
    fn a_focus_picture_reads_at_a_chat_preview() {
        let r = Renderer::new();
        let scene = sample_scene(6);
        let with_units: Vec<(i32, i32)> = scene
            .hexes
            .iter()
            .filter(|h| !h.units.is_empty())
            .map(|h| (h.q, h.r))
            .collect();
        let changed = with_units[0];
        let window = focus_window(&scene, &[changed]).expect("a window");
        let focus = Focus::Window {
            shown: window.clone(),
            changed: vec![changed],
        };
        assert_eq!(
            choose_focus(
                &scene,
                &Changes {
                    hexes: vec![changed],
                    ..Changes::default()
                }
            ),
            Some(focus.clone())
        );
        let drawn = drawn_readable_at_a_preview(&r, &scene, &focus);
        let all: Vec<&str> = drawn.iter().map(|t| t.text.as_str()).collect();
        // What changed is keyed "A", on its hex and on the small map; nothing else is (no
        // number: a number reads as an order of play).
        let labels: Vec<&str> = scene
            .hexes
            .iter()
            .filter(|h| window.contains(&(h.q, h.r)))
            .map(|h| h.label.as_str())
            .collect();
        let badges =
            |n: &str| all.iter().filter(|t| **t == n).count() - usize::from(labels.contains(&n));
        assert_eq!(badges("A"), 2, "{all:?}");
        assert_eq!(badges("B"), 0, "{all:?}");
        for h in scene.hexes.iter().filter(|h| window.contains(&(h.q, h.r))) {
            assert!(all.contains(&h.label.as_str()), "{} not drawn", h.label);
            for c in &h.units {
                assert!(
                    all.iter().any(|t| t.contains(&c.text)),
                    "{} in {} not drawn: {all:?}",
                    c.text,
                    h.label
                );
            }
        }
        every_player_listed(&scene, &all);
        // Hexes outside the window are not written (the small map has no text but the
        // changed hexes' keys).
        for h in scene.hexes.iter().filter(|h| !window.contains(&(h.q, h.r))) {
            if !labels.contains(&h.label.as_str()) {
                assert!(!all.contains(&h.label.as_str()), "{} drawn", h.label);
            }
        }
    }

    /// The whole board is too wide for its hexes to read at a chat preview, but its title
    /// (round and phase), subtitle (whose turn) and each player's standing do: at least 11,
    /// 10 and 10 px at 550 px wide. A board narrow enough for its panels to read there has no
    /// such roster.
    #[test]
    fn the_whole_boards_title_reads_at_a_chat_preview() {
        let r = Renderer::new();
        let scene = sample_scene(6);
        let (img, drawn) = r.render_image_recorded(&scene);
        let w = img.width() as f32;
        assert!(w > 1500.0, "a wide board: {w}");
        let px = |text: &str| {
            let t = drawn
                .iter()
                .find(|t| t.text == text)
                .unwrap_or_else(|| panic!("{text:?} not drawn"));
            t.em * PREVIEW_W / w
        };
        assert!(px(&scene.title) >= 11.0, "{}", px(&scene.title));
        assert!(px(&scene.subtitle) >= 10.0, "{}", px(&scene.subtitle));
        assert!(scene.panels.len() >= 6);
        for p in &scene.panels {
            assert!(!p.summary.is_empty());
            let line = crate::render::roster_line(p);
            assert!(px(&line) >= 10.0, "{line:?}: {}", px(&line));
        }
        // Drawn in the header, above the map and panels.
        let top_of_body = drawn
            .iter()
            .filter(|t| scene.hexes.iter().any(|h| h.label == t.text))
            .map(|t| t.baseline)
            .fold(f32::MAX, f32::min);
        for p in &scene.panels {
            let line = crate::render::roster_line(p);
            let t = drawn.iter().find(|t| t.text == line).expect("drawn");
            assert!(
                t.baseline < top_of_body,
                "{line:?} at {} under the map at {top_of_body}",
                t.baseline
            );
        }

        let mut narrow = sample_scene(2);
        narrow.hexes.retain(|h| (h.q, h.r) == (0, 0));
        let (img, drawn) = r.render_image_recorded(&narrow);
        assert!(
            img.width() as f32 * 10.0 / PREVIEW_W <= 22.0,
            "{}",
            img.width()
        );
        for p in &narrow.panels {
            let line = crate::render::roster_line(p);
            assert!(
                !drawn.iter().any(|t| t.text == line),
                "{line:?} in a narrow board"
            );
        }
    }

    /// Issue 16: changes far apart (a lap of turns in several systems) are shown at a glance:
    /// those hexes alone, keyed A, B, C… in reading order (letters: numbers 1, 2, 3 read as
    /// an order of play), apart from each other; every text still reads at a chat preview,
    /// the small map letters them where they are, and nothing of the hexes between them is
    /// written.
    #[test]
    fn changes_far_apart_are_shown_at_a_glance() {
        let r = Renderer::new();
        let scene = sample_scene(6);
        let mut changed: Vec<(i32, i32)> = scene
            .hexes
            .iter()
            .filter(|h| !h.units.is_empty())
            .map(|h| (h.q, h.r))
            .collect();
        changed.truncate(GLANCE_MAX);
        assert!(changed.len() >= 4, "a sample with units in several hexes");
        let changes = Changes {
            hexes: changed.clone(),
            ..Changes::default()
        };
        assert_eq!(
            focus_window(&scene, &changed),
            None,
            "too far apart for a window"
        );
        let Some(Focus::Glance(order)) = choose_focus(&scene, &changes) else {
            panic!("a glance");
        };
        let mut sorted = order.clone();
        sorted.sort();
        changed.sort();
        assert_eq!(sorted, changed, "exactly the changed hexes");
        let focus = Focus::Glance(order.clone());
        // The glance keeps the map's left and right, and up and down within a column; its
        // letters read row by row, left to right.
        let l = r.focus_layout(&scene, &focus);
        let placed = |at: &(i32, i32)| {
            let i = scene
                .hexes
                .iter()
                .position(|h| (h.q, h.r) == *at)
                .expect("on the map");
            *l.cells.iter().find(|p| p.index == i).expect("placed")
        };
        let dy = l.hex * (SQRT3 + GLANCE_GAP_R);
        for a in &order {
            for b in &order {
                let (pa, pb) = (placed(a), placed(b));
                if a.0 < b.0 {
                    assert!(pa.at.0 <= pb.at.0, "{a:?} left of {b:?} on the map");
                }
                let v = |h: &(i32, i32)| h.1 as f32 + h.0 as f32 / 2.0;
                if (pa.at.0 - pb.at.0).abs() < 1.0 && v(a) < v(b) {
                    assert!(pa.at.1 < pb.at.1, "{a:?} above {b:?} on the map");
                }
            }
        }
        let mut read = l.cells.clone();
        read.sort_by_key(|c| c.number);
        for w in read.windows(2) {
            let (a, b) = (w[0], w[1]);
            assert_eq!(b.number, a.number.map(|n| n + 1));
            let next_row = b.at.1 > a.at.1 + 0.6 * dy;
            let same_row = b.at.1 > a.at.1 - 0.75 * dy && b.at.0 > a.at.0;
            assert!(next_row || same_row, "{w:?} out of reading order");
        }
        let focus = Focus::Glance(order.clone());
        let drawn = drawn_readable_at_a_preview(&r, &scene, &focus);
        let all: Vec<&str> = drawn.iter().map(|t| t.text.as_str()).collect();
        for (n, at) in order.iter().enumerate() {
            let h = scene
                .hexes
                .iter()
                .find(|h| (h.q, h.r) == *at)
                .expect("on the map");
            assert!(all.contains(&h.label.as_str()), "{} not drawn", h.label);
            for c in &h.units {
                assert!(
                    all.iter().any(|t| t.contains(&c.text)),
                    "{} not drawn",
                    c.text
                );
            }
            // Its key letter: on the hex and on the small map.
            let key = key_letter(n + 1);
            assert_eq!(key, ["A", "B", "C", "D", "E", "F", "G", "H", "I"][n]);
            // (A hex's own mark or token may read like a key: those are counted out.)
            let own = order
                .iter()
                .filter_map(|at| scene.hexes.iter().find(|h| (h.q, h.r) == *at))
                .flat_map(|h| {
                    h.marks
                        .iter()
                        .chain(h.units.iter().chain(&h.tokens).map(|c| &c.text))
                })
                .filter(|t| **t == key)
                .count();
            assert_eq!(
                all.iter().filter(|t| **t == key).count(),
                2 + own,
                "key {key} of {} not drawn twice: {all:?}",
                h.label
            );
            let number = (n + 1).to_string();
            let tiles = scene.hexes.iter().filter(|h| h.label == number).count();
            assert!(
                all.iter().filter(|t| **t == number).count() <= tiles,
                "a number badge {number}: {all:?}"
            );
        }
        let labels: Vec<&str> = order
            .iter()
            .filter_map(|at| scene.hexes.iter().find(|h| (h.q, h.r) == *at))
            .map(|h| h.label.as_str())
            .collect();
        for h in scene.hexes.iter().filter(|h| !order.contains(&(h.q, h.r))) {
            if !h.label.is_empty() && !labels.contains(&h.label.as_str()) {
                assert!(!all.contains(&h.label.as_str()), "{} drawn", h.label);
            }
        }
        apart(&l.cells, l.hex);
        // So for every number of changes a glance holds, from two (side by side) to nine
        // (three columns, the middle one half a row lower); and all inside the picture.
        for n in 2..=order.len() {
            let focus = Focus::Glance(order[..n].to_vec());
            let l = r.focus_layout(&scene, &focus);
            assert_eq!(l.cells.len(), n);
            apart(&l.cells, l.hex);
            for c in &l.cells {
                assert!(c.at.0 - l.hex >= 0.0, "{n}: {:?}", c.at);
                assert!(c.at.0 + l.hex <= l.width as f32, "{n}: {:?}", c.at);
            }
        }
    }

    /// A glance of many hexes (eight, two rows of four at most) is laid out in more columns of
    /// smaller hexes so that its picture is at most [`GLANCE_TALLEST`] (1.7) times as tall as
    /// wide (three columns of full-size hexes made it 2.6 times: a chat shows so tall a
    /// picture small), while its hexes' planet lines and unit chips still read at a 550 px
    /// preview (7 px at least).
    #[test]
    fn a_glance_of_many_hexes_is_no_taller_than_a_preview_shows_large() {
        let r = Renderer::new();
        let scene = sample_scene(6);
        let changed: Vec<(i32, i32)> = scene
            .hexes
            .iter()
            .filter(|h| !h.units.is_empty() || !h.lines.is_empty())
            .map(|h| (h.q, h.r))
            .take(8)
            .collect();
        assert_eq!(changed.len(), 8);
        let changes = Changes {
            hexes: changed.clone(),
            ..Changes::default()
        };
        let Some(focus @ Focus::Glance(_)) = choose_focus(&scene, &changes) else {
            panic!("a glance");
        };
        let (w, h) = r.focus_size(&scene, &focus);
        assert!(
            h as f32 <= GLANCE_TALLEST * w as f32,
            "{w} x {h}: {:.2} times as tall as wide",
            h as f32 / w as f32
        );
        let l = r.focus_layout(&scene, &focus);
        assert_eq!(l.cells.len(), 8);
        apart(&l.cells, l.hex);
        let drawn = drawn_readable_at_a_preview(&r, &scene, &focus);
        for at in &changed {
            let hex = scene
                .hexes
                .iter()
                .find(|h| (h.q, h.r) == *at)
                .expect("on the map");
            let texts = hex
                .lines
                .iter()
                .map(|t| &t.text)
                .chain(hex.units.iter().map(|c| &c.text));
            for text in texts {
                let t = drawn
                    .iter()
                    .find(|d| d.text.contains(text.as_str()))
                    .unwrap_or_else(|| panic!("{text} not drawn"));
                let shown = t.em * PREVIEW_W / w as f32;
                assert!(shown >= 7.0, "{text}: {shown:.1} px at the preview");
            }
        }
    }

    /// Apart: between any two hexes of a glance lies a clear gap of background at least
    /// 0.3 R wide (R the hex's radius, 165 px at most: 49.5 px, 30 px at a 550 px preview), so that
    /// none touches another and none reads as its neighbour. The gap between two hexes of
    /// radius R is the distance from the one's centre to a hex of radius 2 R round the
    /// other's (their Minkowski difference); neighbours on a map have none, their centres
    /// √3 R apart, and these centres are more than √3 R + 0.3 R apart.
    fn apart(cells: &[Placed], hex: f32) {
        let margin = GLANCE_GAP_R * hex;
        let corner = |k: usize| {
            let a = std::f32::consts::PI / 3.0 * k as f32;
            (2.0 * hex * a.cos(), 2.0 * hex * a.sin())
        };
        for (i, a) in cells.iter().enumerate() {
            for b in &cells[i + 1..] {
                let d = (b.at.0 - a.at.0, b.at.1 - a.at.1);
                let gap = (0..6)
                    .map(|k| {
                        let (p, q) = (corner(k), corner(k + 1));
                        let e = (q.0 - p.0, q.1 - p.1);
                        let t = (((d.0 - p.0) * e.0 + (d.1 - p.1) * e.1) / (e.0 * e.0 + e.1 * e.1))
                            .clamp(0.0, 1.0);
                        (d.0 - p.0 - t * e.0).hypot(d.1 - p.1 - t * e.1)
                    })
                    .fold(f32::MAX, f32::min);
                let outside = [(SQRT3 / 2.0, 0.5), (0.0, 1.0), (-SQRT3 / 2.0, 0.5)]
                    .iter()
                    .any(|n| (d.0 * n.0 + d.1 * n.1).abs() > SQRT3 * hex);
                assert!(outside, "{:?} and {:?} overlap", a.at, b.at);
                assert!(gap >= margin - 0.5, "{:?} and {:?}: gap {gap}", a.at, b.at);
                let dist = d.0.hypot(d.1);
                assert!(dist >= SQRT3 * hex + margin - 0.5, "{dist}");
            }
        }
    }

    /// The players' lines share one size: when one must be drawn smaller to fit, the others
    /// are drawn at that size too (lookB15: a longer line shrunk 15 % read as less important).
    #[test]
    fn the_players_lines_share_one_size() {
        let r = Renderer::new();
        let mut scene = sample_scene(2);
        let focus = choose_focus(
            &scene,
            &Changes {
                hexes: vec![(0, 0)],
                ..Changes::default()
            },
        )
        .expect("a window");
        let l = r.focus_layout(&scene, &focus);
        // Make the first line a little longer than its room in full type even under the small
        // map (so it shrinks), keeping the others short.
        let room = (l.width as i32 - 2 * MARGIN) as f32 - ROSTER_TEXT_X + 10.0;
        let mut summary = String::from("VP 1/10");
        while r.width(EM_ROSTER, &format!("{} — {summary}", scene.panels[0].title)) < room {
            summary.push_str(" · x");
        }
        scene.panels[0].summary = summary;
        for p in scene.panels.iter_mut().skip(1) {
            p.summary = "VP 0/10".into();
        }
        let (_, drawn) = r.render_focus_recorded(&scene, &focus);
        let ems: Vec<f32> = scene
            .panels
            .iter()
            .filter_map(|p| {
                let line = super::super::roster_line(p);
                drawn.iter().find(|d| d.text == line).map(|d| d.em)
            })
            .collect();
        assert_eq!(ems.len(), scene.panels.len(), "every line drawn whole");
        assert!(ems[0] < EM_ROSTER, "the long line shrinks: {ems:?}");
        assert!(ems.iter().all(|&e| e == ems[0]), "{ems:?}");
    }

    /// A standing too long to read beside the small map in the roster's type (a player's
    /// cards, passed, speaker) goes under the small map at the picture's full width, drawn
    /// whole in full type rather than shrunk under 10 px at a preview or cut.
    #[test]
    fn a_long_standing_goes_under_the_small_map_whole() {
        let r = Renderer::new();
        let mut scene = sample_scene(4);
        let focus = choose_focus(
            &scene,
            &Changes {
                hexes: vec![(0, 0)],
                ..Changes::default()
            },
        )
        .expect("a window");
        let short = r.focus_layout(&scene, &focus);
        assert!(short.roster_x > MARGIN, "beside the small map");
        assert_eq!(short.roster_y, short.strip_y);
        for p in &mut scene.panels {
            p.summary = "VP 10/10 · 4 Construction (used), 7 Technology (used) · speaker".into();
        }
        let long = r.focus_layout(&scene, &focus);
        assert_eq!(long.roster_x, MARGIN, "under the small map");
        let (_, _, vmin, vmax) = extents(scene.hexes.iter()).expect("hexes");
        let mini_bottom = long.strip_y as f32 + SQRT3 * (vmax - vmin + 1.0) * long.mini_hex;
        assert!(long.roster_y as f32 >= mini_bottom, "{}", long.roster_y);
        assert!(long.height > short.height);
        let drawn = drawn_readable_at_a_preview(&r, &scene, &focus);
        let all: Vec<&str> = drawn.iter().map(|t| t.text.as_str()).collect();
        every_player_listed(&scene, &all);
        for p in &scene.panels {
            let line = crate::render::roster_line(p);
            let t = drawn.iter().find(|t| t.text == line).expect("drawn whole");
            assert_eq!(t.em, EM_ROSTER, "{line:?} in full type");
            assert!(
                t.baseline > long.roster_y as f32,
                "{line:?} under the small map"
            );
        }
    }

    /// A focus picture says why each lettered hex is shown: under the hexes, a key of each
    /// letter (its badge) with what the scene names the hex (its number, name and what is
    /// happening there), in the letters' order, then the scene's legend; all of it at least
    /// 10 px at a chat preview, inside the picture, between the hexes and the small map. A
    /// hex the scene names not gets no line (its letter stays on the hex and small map).
    #[test]
    fn a_focus_picture_keys_what_each_lettered_hex_is() {
        use crate::core::scene::HexName;
        let r = Renderer::new();
        let mut scene = sample_scene(6);
        let mut changed: Vec<(i32, i32)> = scene
            .hexes
            .iter()
            .filter(|h| !h.units.is_empty())
            .map(|h| (h.q, h.r))
            .collect();
        changed.truncate(4);
        let Some(Focus::Glance(order)) = choose_focus(
            &scene,
            &Changes {
                hexes: changed.clone(),
                ..Changes::default()
            },
        ) else {
            panic!("a glance");
        };
        // Every lettered hex but the last is named; the first with a note.
        for (i, at) in order.iter().enumerate().take(order.len() - 1) {
            scene.hex_names.push(HexName {
                q: at.0,
                r: at.1,
                name: format!("Planet{i} / Moon{i}"),
                note: if i == 0 {
                    "activated by alice".into()
                } else {
                    String::new()
                },
            });
        }
        let legend = "XY = a token, in its owner's colour · Keeper = the keeper's token, \
                      which stays until someone takes the centre";
        scene.legend = vec![legend.into()];
        let focus = Focus::Glance(order.clone());
        let drawn = drawn_readable_at_a_preview(&r, &scene, &focus);
        let l = r.focus_layout(&scene, &focus);
        let label = |at: &(i32, i32)| {
            scene
                .hexes
                .iter()
                .find(|h| (h.q, h.r) == *at)
                .map(|h| h.label.clone())
                .unwrap_or_default()
        };
        let want: Vec<String> = order[..order.len() - 1]
            .iter()
            .enumerate()
            .map(|(i, at)| {
                let head = format!("{} Planet{i} / Moon{i}", label(at));
                if i == 0 {
                    format!("{head} · activated by alice")
                } else {
                    head
                }
            })
            .collect();
        let bottom_of_hexes = l
            .cells
            .iter()
            .map(|c| c.at.1 + FOCUS_HEX * SQRT3 / 2.0)
            .fold(0.0f32, f32::max);
        let mut last = 0.0f32;
        for line in &want {
            let t = drawn
                .iter()
                .find(|t| t.text == *line)
                .unwrap_or_else(|| panic!("{line:?} not drawn: {drawn:?}"));
            assert!(t.baseline > bottom_of_hexes, "{line:?} over the hexes");
            assert!(
                t.baseline < l.strip_y as f32,
                "{line:?} under the small map"
            );
            assert!(t.baseline > last, "{line:?} out of the letters' order");
            assert!(t.x + r.width(t.em, &t.text) <= l.width as f32 - MARGIN as f32 + 0.5);
            last = t.baseline;
        }
        // Each named hex's letter: on its hex, on the small map and in the key; the unnamed
        // one's on its hex and the small map only.
        let all: Vec<&str> = drawn.iter().map(|t| t.text.as_str()).collect();
        for n in 1..=order.len() {
            let key = key_letter(n);
            let times = all.iter().filter(|t| **t == key).count();
            // (A hex's own token may read like a key: those are counted out.)
            let own = order
                .iter()
                .filter_map(|at| scene.hexes.iter().find(|h| (h.q, h.r) == *at))
                .flat_map(|h| {
                    h.marks
                        .iter()
                        .chain(h.units.iter().chain(&h.tokens).map(|c| &c.text))
                })
                .filter(|t| **t == key)
                .count();
            let want = own + if n < order.len() { 3 } else { 2 };
            assert_eq!(times, want, "{key}: {all:?}");
        }
        // The legend, wrapped to the width, after the key.
        let rows: Vec<&DrawnText> = drawn
            .iter()
            .filter(|t| t.baseline > last && t.baseline < l.strip_y as f32)
            .collect();
        assert!(rows.len() >= 2, "{rows:?}");
        let joined = rows
            .iter()
            .map(|t| t.text.as_str())
            .collect::<Vec<_>>()
            .join(" ");
        assert_eq!(joined, legend);
        for t in &rows {
            assert!(t.x + r.width(t.em, &t.text) <= l.width as f32 - MARGIN as f32 + 0.5);
        }
        // A window keys its changed hex so too; a scene that names nothing has no key.
        let at = order[0];
        let window = Focus::Window {
            shown: focus_window(&scene, &[at]).expect("a window"),
            changed: vec![at],
        };
        let drawn = drawn_readable_at_a_preview(&r, &scene, &window);
        assert!(drawn.iter().any(|t| t.text == want[0]), "{drawn:?}");
        let plain = sample_scene(6);
        let l = r.focus_layout(&plain, &window);
        assert!(l.key.is_empty());
        assert_eq!(l.strip_y, l.key_y);
    }

    /// A token's legend line is drawn under a focus picture's key only when a hex the picture
    /// shows draws that token: a token kept on one far hex is explained when that hex is in
    /// the picture, and not in a picture of other hexes (where it would explain nothing).
    #[test]
    fn a_token_legend_follows_the_hexes_shown() {
        use crate::core::scene::{Chip, TokenLegend};
        let r = Renderer::new();
        let mut scene = sample_scene(6);
        for h in &mut scene.hexes {
            h.tokens.retain(|c| c.text != "K" && c.text != "XY");
        }
        let keeper_at = (0, 0);
        let far = scene
            .hexes
            .iter()
            .map(|h| (h.q, h.r))
            .find(|at| (at.0.abs() + at.1.abs() + (at.0 + at.1).abs()) / 2 == 3)
            .expect("a hex on the rim");
        let chip = |text: &str| Chip {
            color: Rgb(200, 200, 210),
            text: text.into(),
        };
        for h in &mut scene.hexes {
            if (h.q, h.r) == keeper_at {
                h.tokens.push(chip("K"));
            }
            if (h.q, h.r) == far {
                h.tokens.push(chip("XY"));
            }
        }
        scene.token_legend = vec![
            TokenLegend {
                token: "XY".into(),
                text: "XY = a token".into(),
                within: false,
            },
            TokenLegend {
                token: "K".into(),
                text: "K = the keeper".into(),
                within: false,
            },
        ];
        let squeezed = |drawn: &[DrawnText]| {
            drawn
                .iter()
                .map(|t| t.text.split_whitespace().collect::<String>())
                .collect::<String>()
        };
        let window = |at: (i32, i32)| Focus::Window {
            shown: focus_window(&scene, &[at]).expect("a window"),
            changed: vec![at],
        };
        // The far hex's window: its token explained, the keeper's (not shown) not.
        let Focus::Window { shown, .. } = window(far) else {
            unreachable!()
        };
        assert!(!shown.contains(&keeper_at), "{shown:?}");
        let all = squeezed(&drawn_readable_at_a_preview(&r, &scene, &window(far)));
        assert!(all.contains("XY=atoken"), "{all}");
        assert!(!all.contains("K=thekeeper"), "{all}");
        // The centre's: the keeper explained, the far token not.
        let all = squeezed(&drawn_readable_at_a_preview(&r, &scene, &window(keeper_at)));
        assert!(all.contains("K=thekeeper"), "{all}");
        assert!(!all.contains("XY=atoken"), "{all}");
        // A glance of both: both, in one line in the scene's order.
        let both = Focus::Glance(vec![far, keeper_at]);
        let all = squeezed(&drawn_readable_at_a_preview(&r, &scene, &both));
        assert!(all.contains("XY=atoken·K=thekeeper"), "{all}");
        // A glance of another hex alone: neither.
        let other = scene
            .hexes
            .iter()
            .map(|h| (h.q, h.r))
            .find(|at| *at != far && *at != keeper_at)
            .expect("another hex");
        let all = squeezed(&drawn_readable_at_a_preview(
            &r,
            &scene,
            &Focus::Glance(vec![other]),
        ));
        assert!(
            !all.contains("XY=atoken") && !all.contains("K=thekeeper"),
            "{all}"
        );
    }

    /// Where the turn marker ("▶") is drawn in `box_` of `img` (drawn over `under`, the same
    /// picture without it): the pixel that differs most from what lies under it, and that.
    fn marker_core(
        img: &RgbImage,
        under: &RgbImage,
        box_: (i32, i32, i32, i32),
    ) -> Option<(Rgb, Rgb)> {
        let (x0, y0, w, h) = box_;
        let rgb = |p: &image::Rgb<u8>| Rgb(p[0], p[1], p[2]);
        let mut best: Option<(f32, Rgb, Rgb)> = None;
        for y in y0.max(0)..(y0 + h).min(img.height() as i32) {
            for x in x0.max(0)..(x0 + w).min(img.width() as i32) {
                let (a, b) = (
                    rgb(img.get_pixel(x as u32, y as u32)),
                    rgb(under.get_pixel(x as u32, y as u32)),
                );
                let d = crate::render::color_distance(a, b);
                if best.is_none_or(|(bd, _, _)| d > bd) {
                    best = Some((d, a, b));
                }
            }
        }
        best.filter(|(d, _, _)| *d > 10.0).map(|(_, a, b)| (a, b))
    }

    /// The turn marker ("▶") beside a player's swatch reads apart from the swatch and from the
    /// background, whatever the player's colour (a yellow player's marker once vanished into
    /// the yellow swatch, lookE14): measured on the drawn pixels of a focus picture's list of
    /// players, a whole board's roster in its header and a whole board's panel title, the
    /// marker is at least [`TURN_MARK_DISTANCE`] ΔE from the swatch and keeps a contrast of
    /// 4.5:1 with what is under it, for colours across the whole cube, every yellow near
    /// the highlight and whites near the marker's usual white.
    #[test]
    fn the_turn_marker_stands_apart_from_every_players_swatch_and_the_background() {
        use crate::core::scene::Panel;
        use crate::render::{
            PANEL_ACTIVE_BG, TITLE, TURN_MARK_DISTANCE, color_distance, contrast, turn_mark_color,
        };
        let mut colours: Vec<Rgb> = Vec::new();
        for r in (0..=255u8).step_by(85) {
            for g in (0..=255u8).step_by(85) {
                for b in (0..=255u8).step_by(85) {
                    colours.push(Rgb(r, g, b));
                }
            }
        }
        for r in (200..=255u8).step_by(11) {
            for g in (160..=240u8).step_by(20) {
                for b in (0..=100u8).step_by(50) {
                    colours.push(Rgb(r, g, b));
                }
            }
        }
        for c in [
            (255, 255, 255),
            (242, 244, 252),
            (230, 232, 236),
            (220, 220, 220),
        ] {
            colours.push(Rgb(c.0, c.1, c.2));
        }
        // The rule itself, everywhere on a finer grid: never closer than a hair under the
        // least (two light colours cannot be 40 apart from every colour).
        for r in (0..=255u8).step_by(17) {
            for g in (0..=255u8).step_by(17) {
                for b in (0..=255u8).step_by(17) {
                    let c = Rgb(r, g, b);
                    let d = color_distance(turn_mark_color(c), c);
                    assert!(d >= TURN_MARK_DISTANCE - 1.0, "{c:?}: {d:.1}");
                }
            }
        }
        let r = Renderer::new();
        let check = |c: Rgb, drawn: Option<(Rgb, Rgb)>, where_: &str| {
            let (mark, under) = drawn.unwrap_or_else(|| panic!("{where_}: no marker for {c:?}"));
            let d = color_distance(mark, c);
            assert!(
                d >= TURN_MARK_DISTANCE,
                "{where_}: marker {mark:?} {d:.1} from the swatch {c:?}"
            );
            let k = contrast(mark, under);
            assert!(k >= 4.5, "{where_}: marker {mark:?} on {under:?}: {k:.1}");
        };
        let panel = |c: Rgb| Panel {
            title: "Ann".into(),
            color: c,
            active: true,
            lines: vec!["VP 1".into()],
            chips: Vec::new(),
            summary: "VP 1".into(),
        };
        let mark_w = r.width(EM_ROSTER, "▶").ceil() as i32 + 2;
        let mut used_yellow = false;
        for chunk in colours.chunks(MAX_PANELS) {
            let scene = Scene {
                panels: chunk.iter().map(|c| panel(*c)).collect(),
                ..Scene::default()
            };
            used_yellow |= chunk.iter().any(|c| turn_mark_color(*c) != TITLE);
            // A focus picture's list of players.
            let (width, roster_x, top) = (900, 340, 20);
            let mut under = RgbImage::new(width as u32, (top + 9 * ROSTER_LINE_H) as u32);
            draw_background(&mut under);
            let mut img = under.clone();
            r.draw_roster(&mut img, &scene, width, top, roster_x);
            for (i, c) in chunk.iter().enumerate() {
                let x = roster_x + ROSTER_TEXT_X as i32 - 1;
                let y = top + i as i32 * ROSTER_LINE_H;
                let drawn = marker_core(&img, &under, (x, y, mark_w, ROSTER_LINE_H));
                check(*c, drawn, "focus roster");
            }
            // A whole board's roster in its header.
            let width = 1400;
            let h = r.header(&scene, width);
            assert_eq!(h.roster.len(), chunk.len());
            let mut under = RgbImage::new(width as u32, h.h as u32);
            draw_background(&mut under);
            let mut img = under.clone();
            r.draw_header(&mut img, &scene, &h, width);
            let em = h.em_roster;
            for e in &h.roster {
                let c = chunk[e.panel];
                let x = (e.x + 1.2 * em).floor() as i32 - 1;
                let w = r.width(em, "▶").ceil() as i32 + 2;
                let drawn = marker_core(&img, &under, (x, e.top as i32, w, (1.5 * em) as i32));
                check(c, drawn, "header roster");
            }
            // A whole board's panel title.
            for c in chunk {
                let (x, y, ph) = (20, 20, 200);
                let mut img = RgbImage::new((super::super::PANEL_W + 40) as u32, 260);
                draw_background(&mut img);
                let text = r.panel_rows(&["VP 1".to_string()]);
                r.draw_panel(
                    &mut img,
                    x,
                    y,
                    ph,
                    &panel(*c),
                    &text,
                    super::super::Side::USUAL,
                );
                // Under the marker: the active panel's background.
                let mut under = img.clone();
                for p in under.pixels_mut() {
                    *p = image::Rgb([PANEL_ACTIVE_BG.0, PANEL_ACTIVE_BG.1, PANEL_ACTIVE_BG.2]);
                }
                let right = x + super::super::PANEL_W - super::super::PANEL_PAD;
                let w = r.width(super::super::EM_PANEL_TITLE, "▶").ceil() as i32 + 2;
                let drawn = marker_core(
                    &img,
                    &under,
                    (right - w, y + super::super::PANEL_PAD, w + 1, 40),
                );
                check(*c, drawn, "panel");
            }
        }
        assert!(used_yellow, "some colour is near white");
    }

    #[test]
    fn more_changes_than_a_glance_holds_give_the_whole_board() {
        let scene = sample_scene(6);
        let all: Vec<(i32, i32)> = scene.hexes.iter().map(|h| (h.q, h.r)).collect();
        assert!(all.len() > GLANCE_MAX);
        let changes = Changes {
            hexes: all[..GLANCE_MAX + 1].to_vec(),
            ..Changes::default()
        };
        assert_eq!(choose_focus(&scene, &changes), None);
        let changes = Changes {
            hexes: all[..GLANCE_MAX].to_vec(),
            ..Changes::default()
        };
        assert!(choose_focus(&scene, &changes).is_some());
        // Hexes off the map are not changes of it.
        assert_eq!(
            choose_focus(
                &scene,
                &Changes {
                    hexes: vec![(40, 40), (-40, 9)],
                    ..Changes::default()
                }
            ),
            None
        );
        assert_eq!(choose_focus(&scene, &Changes::default()), None);
    }
    /// On a picture of a change, where hexes are drawn large, a hex holding nothing but its
    /// number and a mark short enough to fit in the top row beside the number has the mark
    /// drawn in its centre, as any other hex's text, not at the top beside the number (where
    /// it read as a corner note).
    #[test]
    fn a_lone_mark_is_drawn_in_the_hex_centre_not_beside_the_number() {
        let r = Renderer::new();
        let mut scene = sample_scene(2);
        for cell in &mut scene.hexes {
            cell.units.clear();
            cell.tokens.clear();
            cell.marks.clear();
            cell.lines.clear();
            cell.forces.clear();
        }
        scene.hexes[0].label = "42".into();
        scene.hexes[0].marks = vec!["Dust".into()];
        let focus = Focus::Glance(vec![(0, 0)]);
        let (_, drawn) = r.render_focus_recorded(&scene, &focus);
        let find = |t: &str| {
            drawn
                .iter()
                .find(|d| d.text == t)
                .unwrap_or_else(|| panic!("{t:?} not drawn: {drawn:?}"))
        };
        let (label, mark) = (find("42"), find("Dust"));
        // The mark's ink top (about 0.8 em above its baseline) well under the number's row.
        let ink_top = mark.baseline - 0.8 * mark.em;
        assert!(
            ink_top > label.baseline + 2.0 * label.em,
            "{mark:?} beside {label:?}"
        );
    }
}
