//! A focus picture for a board of nodes: the changed nodes and the nodes linked to them, cut
//! out of the diagram as a window and drawn larger (a zoom of the whole board, so every node
//! holds what it holds there; the empty bands between the shown nodes closed up, so a column
//! of far-apart rows is not a tall, mostly empty picture), with a small diagram of the whole
//! board (no text, the shown nodes outlined) and the players under it. Same width as a focus
//! picture of hexes.
//!
//! Which window reads: the smallest text of a diagram is `EM_MIN` times the zoom, and it must
//! be at least [`PREVIEW_EM_MIN`] pixels once the picture is shown [`PREVIEW_W`] wide; a window
//! that would need a smaller zoom to fit the picture's width is no focus (the whole board).

use image::RgbImage;

use super::super::diagram::{
    CAPTION_H, NODE_PAD, NodeMap, caption_width, clean, dims, fill_shape, link_ends, node_map_of,
    stroke_segment, stub_name,
};
use super::super::{
    EM_MIN, HEX_EDGE, HEX_HIGHLIGHT, Header, MARGIN, PREVIEW_W, Renderer, draw_background,
};
use super::{EM_KEY, KEY_LINE_H, MINI_H, MINI_W, STRIP_GAP, focus_width};
use crate::core::scene::{Link, Node, Scene};

/// The most a window is enlarged over the whole board.
const ZOOM_MAX: f32 = 1.5;
/// The tallest the window's part of the picture may be (pixels), so that the picture stays
/// about as tall as a focus picture of hexes.
const BODY_H_MAX: f32 = 1000.0;
/// The smallest a text may be, in pixels, once the picture is shown [`PREVIEW_W`] wide.
const PREVIEW_EM_MIN: f32 = 10.0;
/// The widest an empty band between the shown nodes stays (pixels on the whole board, before
/// the zoom): room for a link's label and arrow head. A wider one is closed down to this, so
/// a window of far-apart rows (a column of hubs between rows of large places) is no taller
/// than its nodes need.
const GAP_KEEP: f32 = 56.0;
/// The band a window closes down to when [`GAP_KEEP`] leaves it too tall for
/// [`ASPECT_MAX`] (a column of many rows): room for a link between two rows, dashed or not.
const GAP_KEEP_TIGHT: f32 = 30.0;
/// The tallest a focus picture of nodes is, as a multiple of its width, where its window
/// still reads at that size (a column of many rows is zoomed less, down to the least zoom
/// at which its text reads).
const ASPECT_MAX: f32 = 1.2;
/// The tallest the small diagram of the whole board is (pixels): a board of many rows would
/// otherwise make the strip under the window, and the picture, tall.
const MINI_H_NODES: f32 = 200.0;
/// The least the small diagram gives up its height to (pixels), for a picture whose window
/// leaves it too little room under [`ASPECT_MAX`].
const MINI_H_NODES_LEAST: f32 = 110.0;

/// The gap between two places drawn apart (pixels), and between their rows.
const APART_GAP: f32 = 40.0;

/// The rule's room (pixels) between a window and the places drawn apart beside it.
const APART_BESIDE: f32 = 10.0;

/// Bounds in scene units: (xmin, xmax, ymin, ymax).
type Bounds = (f32, f32, f32, f32);

/// What a node takes on a board drawn at `unit` pixels a unit: its shape and, under it, its
/// caption (as wide as its lines may be).
fn extent(n: &Node, unit: f32) -> Bounds {
    let (x, y) = (clean(n.x), clean(n.y));
    let (w, h) = dims(n);
    let mut half_w = w / 2.0;
    let mut bottom = y + h / 2.0;
    if !n.caption.trim().is_empty() && unit > 0.0 {
        half_w = half_w.max(caption_width(w * unit, 1.0) / 2.0 / unit);
        bottom += CAPTION_H / unit;
    }
    (x - half_w, x + half_w, y - h / 2.0, bottom)
}

fn bounds<'a>(nodes: impl Iterator<Item = &'a Node>, unit: f32) -> Option<Bounds> {
    nodes
        .map(|n| extent(n, unit))
        .reduce(|a, b| (a.0.min(b.0), a.1.max(b.1), a.2.min(b.2), a.3.max(b.3)))
}

/// How one axis of a window closes its empty bands: each cut `(at, len)` folds the stretch
/// `at..at + len` (units) into the point `at`. Monotone, so every node keeps its order and
/// every node shown (it lies wholly in a span) keeps its size.
#[derive(Debug, Clone, Default, PartialEq)]
struct Squeeze {
    cuts: Vec<(f32, f32)>,
}

impl Squeeze {
    /// The cuts that close every gap between the `spans` (units, any order, overlapping or
    /// not) wider than `keep` down to `keep`, centred in the gap.
    fn of(spans: &[(f32, f32)], keep: f32) -> Squeeze {
        let keep = if keep.is_finite() { keep.max(0.0) } else { 0.0 };
        let mut spans: Vec<(f32, f32)> = spans
            .iter()
            .map(|&(a, b)| (clean(a.min(b)), clean(a.max(b))))
            .collect();
        spans.sort_by(|a, b| a.0.total_cmp(&b.0));
        let mut cuts = Vec::new();
        let mut end: Option<f32> = None;
        for (a, b) in spans {
            if let Some(e) = end {
                let gap = a - e;
                if gap > keep {
                    cuts.push((e + keep / 2.0, gap - keep));
                }
            }
            end = Some(end.map_or(b, |e| e.max(b)));
        }
        Squeeze { cuts }
    }

    /// Where the point `v` (units) goes.
    fn map(&self, v: f32) -> f32 {
        let v = clean(v);
        v - self
            .cuts
            .iter()
            .map(|&(at, len)| (v - at).clamp(0.0, len))
            .sum::<f32>()
    }
}

/// The scene's nodes with the empty bands between the `shown` ones (indices) closed, across
/// and down (across to [`GAP_KEEP`], down to `keep_down` pixels), on a board drawn at `unit` pixels a unit. Every node moves,
/// the others too, so a stub still points the way its neighbour lies.
fn squeezed(nodes: &[Node], shown: &[usize], unit: f32, keep_down: f32) -> Vec<Node> {
    if unit <= 0.0 || !unit.is_finite() {
        return nodes.to_vec();
    }
    let extents: Vec<Bounds> = shown
        .iter()
        .filter_map(|&i| nodes.get(i))
        .map(|n| extent(n, unit))
        .collect();
    let keep = GAP_KEEP / unit;
    let across = Squeeze::of(
        &extents.iter().map(|e| (e.0, e.1)).collect::<Vec<_>>(),
        keep,
    );
    let down = Squeeze::of(
        &extents.iter().map(|e| (e.2, e.3)).collect::<Vec<_>>(),
        keep_down / unit,
    );
    nodes
        .iter()
        .map(|n| {
            let mut n = n.clone();
            n.x = across.map(n.x);
            n.y = down.map(n.y);
            n
        })
        .collect()
}

/// The zoom that fits a window `b` of a board drawn at `unit` into a picture `width` wide
/// (and [`BODY_H_MAX`] tall), at most [`ZOOM_MAX`].
fn zoom_for(b: Bounds, unit: f32, width: i32) -> f32 {
    zoom_within(b, unit, width, BODY_H_MAX)
}

/// [`zoom_for`], the window at most `body_h` pixels tall (with its padding).
fn zoom_within(b: Bounds, unit: f32, width: i32, body_h: f32) -> f32 {
    let w = (b.1 - b.0) * unit + 2.0 * NODE_PAD;
    let h = (b.3 - b.2) * unit + 2.0 * NODE_PAD;
    ((width - 2 * MARGIN) as f32 / w)
        .min(body_h.min(BODY_H_MAX) / h)
        .min(ZOOM_MAX)
}

/// The least zoom at which a diagram's smallest text reads in a picture `width` wide.
fn zoom_min(width: i32) -> f32 {
    PREVIEW_EM_MIN * width as f32 / PREVIEW_W / EM_MIN
}

/// The nodes (by id, in the scene's order) a focus picture of the `changed` nodes shows: those
/// and the nodes linked to them, with any other node that lies wholly inside the window they
/// span (it would be a hole otherwise). A window must be readable at a chat preview's width:
/// when the changed nodes and all their neighbours are too far apart for that, the neighbours
/// nearest to a changed node come first and the others are left out. `None` when no changed
/// node is on the board, the changed nodes alone are too far apart, or the board's nodes are
/// drawn without text.
pub fn node_focus(scene: &Scene, changed: &[String]) -> Option<Vec<String>> {
    let board = node_map_of(&scene.nodes);
    if !board.with_text() {
        return None;
    }
    let unit = board.unit;
    let width = focus_width();
    let first = |id: &str| scene.nodes.iter().find(|n| n.id == id);
    let mut wanted: Vec<&Node> = Vec::new();
    for id in changed {
        if let Some(n) = first(id)
            && !wanted.iter().any(|w| w.id == n.id)
        {
            wanted.push(n);
        }
    }
    let fits = |nodes: &[&Node]| {
        bounds(nodes.iter().copied(), unit)
            .is_some_and(|b| zoom_for(b, unit, width) >= zoom_min(width))
    };
    if wanted.is_empty() || !fits(&wanted) {
        return None;
    }
    // The neighbours, nearest to a changed node first.
    let mut near: Vec<(f32, &Node)> = Vec::new();
    for l in &scene.links {
        for (a, b) in [(&l.from, &l.to), (&l.to, &l.from)] {
            let (Some(from), Some(to)) = (first(a), first(b)) else {
                continue;
            };
            if changed.contains(a) && !near.iter().any(|(_, n)| n.id == to.id) {
                let d = (clean(to.x) - clean(from.x)).hypot(clean(to.y) - clean(from.y));
                near.push((d, to));
            }
        }
    }
    near.sort_by(|a, b| a.0.total_cmp(&b.0));
    for (_, n) in near {
        if wanted.iter().any(|w| w.id == n.id) {
            continue;
        }
        wanted.push(n);
        if !fits(&wanted) {
            wanted.pop();
        }
    }
    // A node whose centre lies in the window is shown too, when the window still reads and
    // it stands in a row of a wanted node: a link of the window may run past it, and an empty
    // place there would misread the board. A row with no wanted node is left out (its
    // neighbours' links to it are stubs) and the window closes over it (see [`squeezed`]):
    // a window stretched over rows of places the picture is not about was far taller than
    // wide.
    let rows: Vec<(Bounds, f32)> = wanted
        .iter()
        .map(|w| (extent(w, unit), clean(w.y)))
        .collect();
    let in_row = |n: &Node| {
        let e = extent(n, unit);
        let y = clean(n.y);
        rows.iter()
            .any(|(r, wy)| (y >= r.2 && y <= r.3) || (*wy >= e.2 && *wy <= e.3))
    };
    if let Some((x0, x1, y0, y1)) = bounds(wanted.iter().copied(), unit) {
        for n in &scene.nodes {
            let (x, y) = (clean(n.x), clean(n.y));
            if wanted.iter().any(|w| w.id == n.id)
                || x < x0
                || x > x1
                || y < y0
                || y > y1
                || !in_row(n)
            {
                continue;
            }
            wanted.push(n);
            if !fits(&wanted) {
                wanted.pop();
            }
        }
    }
    let (x0, x1, y0, y1) = bounds(wanted.iter().copied(), unit)?;
    let mut ids: Vec<String> = Vec::new();
    for n in &scene.nodes {
        let e = extent(n, unit);
        let inside = e.0 >= x0 && e.1 <= x1 && e.2 >= y0 && e.3 <= y1 && in_row(n);
        if (inside || wanted.iter().any(|w| w.id == n.id)) && !ids.contains(&n.id) {
            ids.push(n.id.clone());
        }
    }
    Some(ids)
}

/// The most places a focus picture of nodes draws apart from its window (see
/// [`node_focus_apart`]); more are named in its legend, after a ring (see
/// [`Renderer::node_key`]).
pub const APART_MAX: usize = 4;

/// A focus picture of nodes whose `changed` and `lit` nodes (the places a decision asks for)
/// do not fit one readable window: the window frames the main cluster (the changes, with the
/// lit places near enough to fit it, nearest first; the first change alone when the changes
/// are too far apart), and each other one is drawn apart, at the window's size, in a band
/// under it: "the changes at a glance" for a board of nodes. Returns (the window's nodes as
/// [`node_focus`] gives them, the places drawn apart in the scene's order); `None` when
/// nothing changed on the board, nothing lies apart, or more than [`APART_MAX`] changes do.
/// When more than [`APART_MAX`] places lie apart, the changes and the nearest lit places are
/// drawn apart and the picture's legend names the other lit places.
pub fn node_focus_apart(
    scene: &Scene,
    changed: &[String],
    lit: &[String],
) -> Option<(Vec<String>, Vec<String>)> {
    let board = node_map_of(&scene.nodes);
    if !board.with_text() {
        return None;
    }
    let unit = board.unit;
    let width = focus_width();
    let first = |id: &str| scene.nodes.iter().find(|n| n.id == id);
    let fits = |nodes: &[&Node]| {
        bounds(nodes.iter().copied(), unit)
            .is_some_and(|b| zoom_for(b, unit, width) >= zoom_min(width))
    };
    let mut changes: Vec<&Node> = Vec::new();
    for id in changed {
        if let Some(n) = first(id)
            && !changes.iter().any(|w| w.id == n.id)
        {
            changes.push(n);
        }
    }
    let seed = *changes.first()?;
    let (sx, sy) = (clean(seed.x), clean(seed.y));
    let mut rest: Vec<&Node> = Vec::new();
    for id in lit {
        if let Some(n) = first(id)
            && !changes.iter().chain(&rest).any(|w| w.id == n.id)
        {
            rest.push(n);
        }
    }
    rest.sort_by(|a, b| {
        let d = |n: &Node| (clean(n.x) - sx).hypot(clean(n.y) - sy);
        d(a).total_cmp(&d(b))
    });
    let mut main: Vec<&Node> = vec![seed];
    let mut apart: Vec<&Node> = Vec::new();
    for n in changes.iter().skip(1).chain(&rest).copied() {
        main.push(n);
        if !fits(&main) {
            main.pop();
            apart.push(n);
        }
    }
    // More than fit: the changes first, then the nearest lit places are drawn apart, the
    // other lit places named in the legend (see [`Renderer::node_key`]); more changes than
    // fit, and the whole board is drawn (a change is never left out).
    if apart.is_empty()
        || apart
            .iter()
            .filter(|n| changes.iter().any(|c| c.id == n.id))
            .count()
            > APART_MAX
    {
        return None;
    }
    apart.truncate(APART_MAX);
    let main_ids: Vec<String> = main.iter().map(|n| n.id.clone()).collect();
    let shown = node_focus(scene, &main_ids)?;
    let apart: Vec<String> = scene
        .nodes
        .iter()
        .filter(|n| apart.iter().any(|a| a.id == n.id) && !shown.contains(&n.id))
        .map(|n| n.id.clone())
        .collect();
    if apart.is_empty() {
        return None;
    }
    Some((shown, apart))
}

/// Where the parts of a focus picture of nodes go.
struct NodeLayout {
    width: i32,
    height: i32,
    /// The shown nodes: indices into the scene's nodes.
    shown: Vec<usize>,
    /// The nodes drawn apart, under the window (see [`node_focus_apart`]): indices into the
    /// scene's nodes; and each one's map (its centre placed), from `apart_y` down.
    apart: Vec<usize>,
    apart_maps: Vec<(usize, NodeMap)>,
    apart_y: i32,
    /// Where the places apart stand beside the window rather than under it: the picture's
    /// column between the two (the window is drawn left of it).
    apart_x: Option<i32>,
    /// The scene's nodes where the window draws them: the empty bands between the shown
    /// nodes closed (see [`squeezed`]).
    placed: Vec<Node>,
    /// The window, zoomed and placed under the header.
    window: NodeMap,
    /// The legend under the window (see [`Renderer::node_key`]): its rows, from `key_y`.
    key: Vec<String>,
    key_y: i32,
    strip_y: i32,
    /// The small diagram of the whole board, placed at the strip's left.
    mini: NodeMap,
    roster_x: i32,
}

impl NodeLayout {
    /// The shown nodes themselves, in the layout's order, where the window draws them.
    fn shown_nodes(&self) -> Vec<Node> {
        self.shown
            .iter()
            .filter_map(|&i| self.placed.get(i).cloned())
            .collect()
    }
}

impl Renderer {
    fn node_layout(&self, scene: &Scene, ids: &[String]) -> NodeLayout {
        self.node_layout_apart(scene, ids, &[])
    }

    /// Where each place drawn apart goes (see [`node_focus_apart`]): the `apart` nodes
    /// (indices) at `zoom` times their size on the whole board `board`, each with its
    /// caption, side by side in rows centred in the `room` pixels from `left`, from `top`
    /// down, [`APART_GAP`] apart. Returns each node's index and map (its centre placed), the
    /// band's height, the widest cell's width and the widest row's.
    #[allow(clippy::too_many_arguments)]
    fn apart_cells(
        &self,
        board: &NodeMap,
        scene: &Scene,
        apart: &[usize],
        zoom: f32,
        left: f32,
        room: f32,
        top: f32,
    ) -> (Vec<(usize, NodeMap)>, f32, f32, f32) {
        // Each cell's size, and the map drawing its node.
        let mut cells: Vec<(usize, NodeMap, f32, f32, f32)> = Vec::new();
        let mut widest: f32 = 0.0;
        for &i in apart {
            let Some(n) = scene.nodes.get(i) else {
                continue;
            };
            let map = board.zoomed(zoom, (clean(n.x), clean(n.y)));
            let (w, h) = self.drawn_size(&map, n);
            let z = zoom;
            let mut cw = w;
            let mut ch = h;
            if !n.caption.trim().is_empty() {
                cw = cw.max(caption_width(w, z));
                ch += CAPTION_H * z;
            }
            widest = widest.max(cw);
            cells.push((i, map, cw.min(room), ch, h));
        }
        // Rows: as many cells as fit the width side by side.
        let mut rows: Vec<Vec<usize>> = Vec::new();
        let mut used = f32::INFINITY;
        for (k, c) in cells.iter().enumerate() {
            if used + APART_GAP + c.2 > room {
                rows.push(Vec::new());
                used = c.2;
            } else {
                used += APART_GAP + c.2;
            }
            if let Some(r) = rows.last_mut() {
                r.push(k);
            }
        }
        let mut out = Vec::new();
        let mut y = top;
        let mut band_w: f32 = 0.0;
        for row in rows {
            let row_w: f32 = row
                .iter()
                .filter_map(|&k| cells.get(k))
                .map(|c| c.2)
                .sum::<f32>()
                + APART_GAP * (row.len().saturating_sub(1)) as f32;
            let row_h = row
                .iter()
                .filter_map(|&k| cells.get(k))
                .map(|c| c.3)
                .fold(0.0, f32::max);
            band_w = band_w.max(row_w);
            let mut x = left + (room - row_w) / 2.0;
            for &k in &row {
                if let Some((i, map, cw, _, h)) = cells.get(k) {
                    let mut map = *map;
                    map.place_corner(x + cw / 2.0, y + h / 2.0);
                    out.push((*i, map));
                    x += cw + APART_GAP;
                }
            }
            y += row_h + APART_GAP;
        }
        let h = if out.is_empty() {
            0.0
        } else {
            y - top - APART_GAP
        };
        (out, h, widest, band_w)
    }

    /// [`Self::node_layout`], with the `apart` nodes (ids) drawn apart in a band under the
    /// window (see [`node_focus_apart`]).
    fn node_layout_apart(&self, scene: &Scene, ids: &[String], apart: &[String]) -> NodeLayout {
        let width = focus_width();
        let header_h = Header::for_width(width).h;
        let board = node_map_of(&scene.nodes);
        let unit = board.unit;
        let shown: Vec<usize> = scene
            .nodes
            .iter()
            .enumerate()
            .filter(|(_, n)| ids.contains(&n.id))
            .map(|(i, _)| i)
            .collect();
        let mut apart_ix: Vec<usize> = Vec::new();
        for (i, n) in scene.nodes.iter().enumerate() {
            if apart.contains(&n.id)
                && !ids.contains(&n.id)
                && !apart_ix
                    .iter()
                    .any(|&j| scene.nodes.get(j).is_some_and(|m| m.id == n.id))
            {
                apart_ix.push(i);
            }
        }
        // Places apart that are neighbours of each other go side by side, their link drawn
        // between them (see `render_nodes_apart_with`).
        let linked = |a: usize, b: usize| match (scene.nodes.get(a), scene.nodes.get(b)) {
            (Some(a), Some(b)) => scene
                .links
                .iter()
                .any(|l| (l.from == a.id && l.to == b.id) || (l.from == b.id && l.to == a.id)),
            _ => false,
        };
        let mut apart: Vec<usize> = Vec::new();
        while apart.len() < apart_ix.len() {
            let left: Vec<usize> = apart_ix
                .iter()
                .copied()
                .filter(|i| !apart.contains(i))
                .collect();
            let next = apart
                .last()
                .and_then(|&p| left.iter().copied().find(|&i| linked(p, i)))
                .or_else(|| left.first().copied());
            match next {
                Some(i) => apart.push(i),
                None => break,
            }
        }
        // The parts under the window first: the legend, the small diagram and the players,
        // so that the window takes what room is left of a picture at most
        // [`ASPECT_MAX`] times as tall as wide.
        let keyed: Vec<usize> = shown.iter().chain(&apart).copied().collect();
        let key = self.node_key(scene, &keyed, width);
        let key_h = if key.is_empty() {
            0
        } else {
            key.len() as i32 * KEY_LINE_H + STRIP_GAP
        };
        // The small diagram (every node's shape, no captions) at most `max_h` tall, and the
        // players beside it: (the diagram, its height, where the players start, the strip's
        // height).
        let mini_b = bounds(scene.nodes.iter(), 0.0).filter(|_| unit > 0.0);
        let strip = |max_h: f32| {
            let (mut mini, mut mini_w, mut mini_h) = (NodeMap::default(), 0.0, 0.0);
            if let Some(b) = mini_b {
                let (uw, uh) = ((b.1 - b.0).max(1e-3), (b.3 - b.2).max(1e-3));
                let mini_unit = (MINI_W / uw).min(MINI_H.min(max_h) / uh);
                mini = board.zoomed(mini_unit / unit, (b.0, b.2));
                (mini_w, mini_h) = (uw * mini_unit, uh * mini_unit);
            }
            let roster_x = MARGIN + mini_w.ceil() as i32 + MARGIN;
            let strip_h = (mini_h.ceil() as i32).max(self.roster_h(scene, width, roster_x));
            (mini, mini_h, roster_x, strip_h)
        };
        let (mut mini, mini_h, mut roster_x, mut strip_h) = strip(MINI_H_NODES);
        let room0 =
            ASPECT_MAX * width as f32 - (header_h + STRIP_GAP + key_h + strip_h + MARGIN) as f32;
        // The window: zoomed to fit the room left, but never below the zoom at which its
        // text reads (then the picture is taller); a tall column of rows closes its bands
        // further when the room is short.
        let fit_in = |keep_down: f32, room: f32| {
            let placed = squeezed(&scene.nodes, &shown, unit, keep_down);
            let b = bounds(shown.iter().filter_map(|&i| placed.get(i)), unit);
            let zoom = b.map(|b| {
                let full = zoom_for(b, unit, width);
                (
                    full,
                    zoom_within(b, unit, width, room)
                        .max(zoom_min(width))
                        .min(full),
                )
            });
            (placed, b, zoom)
        };
        // The places drawn apart take their band (at the window's zoom) from the room.
        let apart_zoom = |z: Option<(f32, f32)>| z.map_or(zoom_min(width), |z| z.1);
        let room_w = (width - 2 * MARGIN) as f32;
        let mut room = room0;
        if !apart.is_empty() {
            let z = apart_zoom(fit_in(GAP_KEEP, room0).2);
            let (_, band_h, _, _) =
                self.apart_cells(&board, scene, &apart, z, MARGIN as f32, room_w, 0.0);
            room -= band_h + STRIP_GAP as f32;
        }
        let fit = |keep_down: f32| fit_in(keep_down, room);
        let (mut placed, mut window, mut zoom) = fit(GAP_KEEP);
        let too_tall = |b: Bounds, z: f32| (b.3 - b.2) * unit * z + 2.0 * NODE_PAD * z > room + 0.5;
        let short = match (window, zoom) {
            (Some(b), Some((full, z))) => full < zoom_min(width) || too_tall(b, z),
            _ => false,
        };
        if short {
            let tight = fit(GAP_KEEP_TIGHT);
            if tight.2.is_some_and(|(full, _)| full >= zoom_min(width)) {
                (placed, window, zoom) = tight;
            }
        }
        // A window too large to read is not drawn (`node_focus` offers none).
        let drawn = window
            .zip(zoom)
            .filter(|(_, (full, _))| unit > 0.0 && *full >= zoom_min(width));
        let (mut window_map, body_h) = match drawn {
            Some((b, (_, zoom))) => {
                let mut m = board.zoomed(zoom, (b.0, b.2));
                let (w, h) = ((b.1 - b.0) * unit * zoom, (b.3 - b.2) * unit * zoom);
                let pad = NODE_PAD * zoom;
                m.place_corner((width as f32 - w) / 2.0, header_h as f32 + pad);
                (m, h + 2.0 * pad)
            }
            _ => (NodeMap::default(), 0.0),
        };
        let mut apart_y = header_h + body_h.ceil() as i32 + STRIP_GAP;
        let (mut apart_maps, apart_h) = if apart.is_empty() {
            (Vec::new(), 0)
        } else {
            let z = apart_zoom(zoom).max(zoom_min(width));
            let (cells, h, _, _) = self.apart_cells(
                &board,
                scene,
                &apart,
                z,
                MARGIN as f32,
                room_w,
                apart_y as f32,
            );
            (cells, h.ceil() as i32 + STRIP_GAP)
        };
        let mut key_y = apart_y + apart_h;
        // Too tall with the places apart under the window (a narrow window of many rows):
        // they go beside it, at the right, when that makes the picture shorter; the window
        // then takes the room left of them, at a zoom that still reads.
        let mut apart_x = None;
        let tall = (key_y + key_h + strip_h + MARGIN) as f32 > ASPECT_MAX * width as f32;
        if let Some((b, (full, _))) = drawn.filter(|_| tall && !apart.is_empty()) {
            let zmin = zoom_min(width);
            let mut z = zoom_within(b, unit, width, room0).min(full).max(zmin);
            // (the body's height, the zoom, the column's width) of the shortest fit.
            let mut best: Option<(f32, f32, f32)> = None;
            loop {
                let pad = NODE_PAD * z;
                let ww = (b.1 - b.0) * unit * z + 2.0 * pad;
                let wh = (b.3 - b.2) * unit * z + 2.0 * pad;
                // The window's padding at the right is shared with the column's gap.
                let col = room_w - ww + pad / 2.0;
                let (_, band_h, widest, band_w) =
                    self.apart_cells(&board, scene, &apart, z, 0.0, col.max(1.0), 0.0);
                if col >= widest {
                    let body = wh.max(band_h);
                    if best.is_none_or(|(h, _, _)| body < h) {
                        best = Some((body, z, band_w));
                    }
                    if body <= room0 {
                        break;
                    }
                }
                if z <= zmin {
                    break;
                }
                z = (z * 0.92).max(zmin);
            }
            // The names of the window's stubs (each place a name box names), in a picture
            // `size` large with the window drawn by `map`: beside the places apart, the
            // window has less room round it, and must not lose a name for it.
            let nodes: Vec<Node> = shown
                .iter()
                .filter_map(|&i| placed.get(i).cloned())
                .collect();
            let names = |map: &NodeMap, size: (f32, f32)| -> usize {
                let size = (size.0.max(1.0) as u32, size.1.max(1.0) as u32);
                self.plan_stubs(map, &nodes, &placed, &scene.links, size)
                    .iter()
                    .filter_map(|s| s.name.as_ref())
                    .flat_map(|n| n.rows.iter())
                    .map(|r| r.split(" · ").count())
                    .sum()
            };
            let rest_h = (STRIP_GAP + key_h + strip_h + MARGIN) as f32;
            let beside = best
                .filter(|&(body, _, _)| body < (key_y - header_h - STRIP_GAP) as f32)
                .map(|(body, z, band_w)| {
                    let left = width as f32 - MARGIN as f32 - band_w;
                    let split = (left - APART_BESIDE / 2.0).floor().max(1.0);
                    let mut m = board.zoomed(z, (b.0, b.2));
                    let (w, h) = ((b.1 - b.0) * unit * z, (b.3 - b.2) * unit * z);
                    let pad = NODE_PAD * z;
                    let top = header_h as f32 + (body - h - 2.0 * pad).max(0.0) / 2.0;
                    m.place_corner((split - w) / 2.0, top + pad);
                    (body, z, band_w, left, split, m)
                })
                .filter(|&(body, _, _, _, split, m)| {
                    let under = (key_y + key_h + strip_h + MARGIN) as f32;
                    let side = header_h as f32 + body + rest_h;
                    names(&m, (split, side)) >= names(&window_map, (width as f32, under))
                });
            if let Some((body, z, band_w, left, split, m)) = beside {
                window_map = m;
                let (_, band_h, _, _) =
                    self.apart_cells(&board, scene, &apart, z, left, band_w, 0.0);
                let cell_top = header_h as f32 + (body - band_h).max(0.0) / 2.0;
                (apart_maps, _, _, _) =
                    self.apart_cells(&board, scene, &apart, z, left, band_w, cell_top);
                apart_y = header_h;
                apart_x = Some(split as i32);
                key_y = header_h + body.ceil() as i32 + STRIP_GAP;
            }
        }
        // Still too tall (a window at the least zoom that reads): the small diagram gives up
        // what it can, down to [`MINI_H_NODES_LEAST`].
        let over = (key_y + key_h + strip_h + MARGIN) as f32 - (ASPECT_MAX * width as f32).floor();
        if over > 0.0 && mini_h > MINI_H_NODES_LEAST {
            (mini, _, roster_x, strip_h) = strip((mini_h - over - 1.0).max(MINI_H_NODES_LEAST));
        }
        let strip_y = key_y + key_h;
        if mini_b.is_some() {
            mini.place_corner(MARGIN as f32, strip_y as f32);
        }
        NodeLayout {
            width,
            height: strip_y + strip_h + MARGIN,
            shown,
            apart,
            apart_maps,
            apart_y,
            apart_x,
            placed,
            window: window_map,
            key,
            key_y,
            strip_y,
            mini,
            roster_x,
        }
    }

    /// The legend of a focus picture of the `shown` nodes (indices), wrapped to a picture
    /// `width` wide: the scene's legend, then each token legend ([`Scene::token_legend`])
    /// whose token a chip of a shown node draws, and no others (a picture of a few places
    /// explains what it shows, as the whole board's footer explains the board).
    fn node_key(&self, scene: &Scene, shown: &[usize], width: i32) -> Vec<String> {
        let room = (width - 2 * MARGIN) as f32;
        let chips: Vec<&str> = shown
            .iter()
            .filter_map(|&i| scene.nodes.get(i))
            .flat_map(|n| n.units.iter().chain(&n.tokens))
            .map(|c| c.text.as_str())
            .collect();
        // The token legends run on in one paragraph, "; " between them: a row each made a
        // picture of a few places far taller than wide (five design codes).
        let mut tokens: Vec<&str> = Vec::new();
        for l in &scene.token_legend {
            let text = l.text.trim();
            // Tokens that share an explanation (a countdown's numbers) get it once.
            if !text.is_empty() && !tokens.contains(&text) && chips.iter().any(|c| l.drawn_by(c)) {
                tokens.push(text);
            }
        }
        let tokens = tokens.join("; ");
        let lines = scene
            .legend
            .iter()
            .map(String::as_str)
            .chain(std::iter::once(tokens.as_str()));
        let mut rows = Vec::new();
        for line in lines.filter(|l| !l.trim().is_empty()) {
            rows.extend(self.wrap(EM_KEY, line, room));
        }
        // The highlighted or ringed places the picture does not draw (more than it draws
        // apart, or ringed ones outside the window), named after a ring, as the picture rings
        // the places it draws.
        let unseen: Vec<&str> = scene
            .nodes
            .iter()
            .enumerate()
            .filter(|(i, n)| (n.highlight || n.ring) && !shown.contains(i))
            .map(|(_, n)| match n.name.trim() {
                "" => stub_name(n),
                name => name,
            })
            .filter(|name| !name.is_empty())
            .collect();
        if !unseen.is_empty() {
            rows.extend(self.wrap(EM_KEY, &format!("○ {}", unseen.join(", ")), room));
        }
        rows
    }

    /// Width and height of a focus picture of these nodes (see [`node_focus`]).
    pub(super) fn node_focus_size(&self, scene: &Scene, ids: &[String]) -> (u32, u32) {
        let l = self.node_layout(scene, ids);
        (l.width as u32, l.height as u32)
    }

    /// Draws a focus picture of these nodes (see [`node_focus`]): the header, the window's
    /// nodes and the links among them, the small diagram and the players.
    pub(super) fn render_node_focus(&self, scene: &Scene, ids: &[String]) -> RgbImage {
        self.render_node_focus_with(scene, ids, true)
    }

    /// [`Self::render_node_focus`], with the window's contents drawn or not (`window`: a test
    /// compares the two).
    fn render_node_focus_with(&self, scene: &Scene, ids: &[String], window: bool) -> RgbImage {
        self.render_nodes_apart_with(scene, ids, &[], window)
    }

    /// Width and height of a focus picture of these nodes with the `apart` ones drawn apart
    /// (see [`node_focus_apart`]).
    pub(super) fn nodes_apart_size(
        &self,
        scene: &Scene,
        ids: &[String],
        apart: &[String],
    ) -> (u32, u32) {
        let l = self.node_layout_apart(scene, ids, apart);
        (l.width as u32, l.height as u32)
    }

    /// Draws a focus picture of these nodes with the `apart` ones drawn apart, under the
    /// window (see [`node_focus_apart`]).
    pub(super) fn render_nodes_apart(
        &self,
        scene: &Scene,
        ids: &[String],
        apart: &[String],
    ) -> RgbImage {
        self.render_nodes_apart_with(scene, ids, apart, true)
    }

    fn render_nodes_apart_with(
        &self,
        scene: &Scene,
        ids: &[String],
        apart: &[String],
        window: bool,
    ) -> RgbImage {
        let l = self.node_layout_apart(scene, ids, apart);
        let mut background = RgbImage::new(l.width as u32, l.height as u32);
        draw_background(&mut background);
        let mut img = background.clone();
        let header = Header::for_width(l.width);
        let nodes = l.shown_nodes();
        if window {
            match l.apart_x {
                // The places apart stand at the right: the window (its stubs and their
                // names too) is drawn in the part left of them.
                Some(split) => {
                    let (split, h) = (split.max(1) as u32, l.height.max(1) as u32);
                    let mut part =
                        image::imageops::crop_imm(&background, 0, 0, split, h).to_image();
                    self.draw_diagram(&mut part, &l.window, &nodes, &scene.links);
                    self.draw_stubs(&mut part, &l.window, &nodes, &l.placed, &scene.links);
                    image::imageops::replace(&mut img, &part, 0, 0);
                }
                None => {
                    self.draw_diagram(&mut img, &l.window, &nodes, &scene.links);
                    self.draw_stubs(&mut img, &l.window, &nodes, &l.placed, &scene.links);
                }
            }
        }
        // What the window drew past its edges (a caption, a track's label, a link) is wiped
        // from the header and the strip, so it never runs into a title or a player's line.
        restore_rows(&mut img, &background, 0..header.h.max(0) as u32);
        let strip_top = (l.strip_y - STRIP_GAP / 2).max(0) as u32;
        let key_top = if l.key.is_empty() {
            strip_top
        } else {
            (l.key_y - STRIP_GAP / 2).max(0) as u32
        };
        let apart_top = if l.apart_maps.is_empty() || l.apart_x.is_some() {
            key_top
        } else {
            (l.apart_y - STRIP_GAP / 2).max(0) as u32
        };
        restore_rows(&mut img, &background, apart_top..l.height.max(0) as u32);
        // The places apart, each alone at the window's size, under (or beside) a rule that
        // sets them off from the window (they are not its neighbours).
        if !l.apart_maps.is_empty() {
            let (a, b) = match l.apart_x {
                Some(x) => ((x as f32, header.h as f32), (x as f32, key_top as f32)),
                None => {
                    let y = apart_top as f32;
                    ((MARGIN as f32, y), ((l.width - MARGIN) as f32, y))
                }
            };
            stroke_segment(&mut img, a, b, 2.0, HEX_EDGE, Some((10.0, 8.0)));
        }
        self.draw_apart(&mut img, scene, &l.apart_maps);
        restore_rows(&mut img, &background, key_top..l.height.max(0) as u32);
        self.draw_header(&mut img, scene, &header, l.width);
        let mut top = l.key_y;
        for row in &l.key {
            let base = super::super::baseline_in(top as f32, KEY_LINE_H as f32, EM_KEY);
            self.text(
                &mut img,
                MARGIN as f32,
                base,
                EM_KEY,
                super::super::FOOTER,
                row,
            );
            top += KEY_LINE_H;
        }
        draw_mini_diagram(&mut img, scene, &l);
        self.draw_roster(&mut img, scene, l.width, l.strip_y, l.roster_x);
        img
    }
}

impl Renderer {
    /// Draws the places apart (`cells`: each node's index and map, see
    /// [`Renderer::apart_cells`]): each alone, but those that are neighbours of each other
    /// as one group, drawn with the first one's map, so that the link between them is drawn
    /// as on the board (two neighbours side by side without it read as unrelated).
    fn draw_apart(&self, img: &mut RgbImage, scene: &Scene, cells: &[(usize, NodeMap)]) {
        let linked = |a: &str, b: &str| {
            scene
                .links
                .iter()
                .any(|l| (l.from == a && l.to == b) || (l.from == b && l.to == a))
        };
        let mut done = vec![false; cells.len()];
        for k in 0..cells.len() {
            let Some((i, map)) = cells.get(k) else {
                continue;
            };
            let Some(first) = scene.nodes.get(*i) else {
                continue;
            };
            if done.get(k).copied().unwrap_or(true) {
                continue;
            }
            if let Some(d) = done.get_mut(k) {
                *d = true;
            }
            let mut group: Vec<Node> = vec![first.clone()];
            let mut grew = true;
            while grew && map.unit > 0.0 {
                grew = false;
                for (j, (ij, mj)) in cells.iter().enumerate() {
                    let Some(n) = scene.nodes.get(*ij) else {
                        continue;
                    };
                    if done.get(j).copied().unwrap_or(true)
                        || !group.iter().any(|g| linked(&g.id, &n.id))
                    {
                        continue;
                    }
                    // The node where its own cell draws it, in the first one's map.
                    let (px, py) = mj.center(n);
                    let (qx, qy) = map.center(n);
                    let mut moved = n.clone();
                    moved.x = clean(n.x) + (px - qx) / map.unit;
                    moved.y = clean(n.y) + (py - qy) / map.unit;
                    group.push(moved);
                    if let Some(d) = done.get_mut(j) {
                        *d = true;
                    }
                    grew = true;
                }
            }
            let links: Vec<Link> = scene
                .links
                .iter()
                .filter(|l| {
                    group.iter().any(|g| g.id == l.from) && group.iter().any(|g| g.id == l.to)
                })
                .cloned()
                .collect();
            self.draw_diagram(img, map, &group, &links);
        }
    }
}

/// Copies the rows `rows` of `from` over `img` (pictures of one size).
fn restore_rows(img: &mut RgbImage, from: &RgbImage, rows: std::ops::Range<u32>) {
    let stride = img.width() as usize * 3;
    let (a, b) = (rows.start as usize * stride, rows.end as usize * stride);
    let src: &[u8] = from;
    let dst: &mut [u8] = img;
    if let (Some(d), Some(s)) = (dst.get_mut(a..b), src.get(a..b)) {
        d.copy_from_slice(s);
    }
}

/// The whole diagram, small: thin links, every node's shape in its fill, the shown ones
/// outlined in the highlight colour; no text.
fn draw_mini_diagram(img: &mut RgbImage, scene: &Scene, l: &NodeLayout) {
    let m = &l.mini;
    if m.unit <= 0.0 {
        return;
    }
    let node = |id: &str| scene.nodes.iter().find(|n| n.id == id);
    for link in &scene.links {
        if let (Some(a), Some(b)) = (node(&link.from), node(&link.to))
            && let Some((p, q)) = link_ends(m, a, b)
        {
            stroke_segment(img, p, q, 1.5, HEX_EDGE, None);
        }
    }
    for (i, n) in scene.nodes.iter().enumerate() {
        let (cx, cy) = m.center(n);
        let (w, h) = m.size(n);
        let (w, h) = (w.max(3.0), h.max(3.0));
        if l.shown.contains(&i) || l.apart.contains(&i) {
            fill_shape(img, n.shape, cx, cy, w + 6.0, h + 6.0, HEX_HIGHLIGHT);
            fill_shape(img, n.shape, cx, cy, w, h, n.fill);
        } else {
            fill_shape(img, n.shape, cx, cy, w, h, HEX_EDGE);
            fill_shape(img, n.shape, cx, cy, w - 2.0, h - 2.0, n.fill);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::scene::{Chip, Link, Node, Rgb, Shape};
    use crate::render::sample::sample_rows_scene;
    use crate::render::{Changes, Focus, choose_focus};

    fn ids(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    fn sorted(mut v: Vec<String>) -> Vec<String> {
        v.sort();
        v
    }

    /// A fleet moved from one world's orbit to its moon: both worlds changed.
    fn moved() -> Scene {
        let mut scene = sample_rows_scene();
        for n in scene.nodes.iter_mut() {
            if n.id == "w-moon" {
                n.units.push(Chip {
                    color: Rgb(52, 120, 246),
                    text: "o s7 C3".into(),
                });
            }
        }
        scene
    }

    /// Issue 16 for boards of nodes: the focus picture of a fleet that moved from a world to
    /// its moon shows both, with the flyby box the world is linked to, every text at least
    /// 10 px once the picture is shown 550 px wide, nothing cut, every ship and base of the
    /// shown nodes and every caption drawn, nothing of the rest of the board written, and
    /// every player listed with their standing. Written to `$TMPDIR/starpost-render/` to look at.
    #[test]
    fn a_node_focus_picture_reads_at_a_chat_preview() {
        let r = Renderer::new();
        let scene = moved();
        let shown = node_focus(&scene, &ids(&["w-earth", "w-moon"])).expect("a window");
        assert_eq!(
            sorted(shown.clone()),
            ids(&["earth-flyby", "w-earth", "w-moon"])
        );
        let focus = Focus::Nodes(shown.clone());
        let (img, drawn) = r.render_focus_recorded(&scene, &focus);
        assert_eq!((img.width(), img.height()), r.focus_size(&scene, &focus));
        let w = img.width() as f32;
        assert!(w <= focus_width() as f32, "{w}");
        for t in &drawn {
            let px = t.em * PREVIEW_W / w;
            assert!(px >= 10.0, "{:?} is {px:.1} px at the preview", t.text);
            assert!(!t.text.contains('…'), "{:?} cut", t.text);
        }
        let all: Vec<&str> = drawn.iter().map(|t| t.text.as_str()).collect();
        let joined = all.join(" ");
        for n in scene.nodes.iter().filter(|n| shown.contains(&n.id)) {
            for c in n.units.iter().chain(&n.tokens) {
                assert!(
                    all.contains(&c.text.as_str()),
                    "{} of {}: {all:?}",
                    c.text,
                    n.id
                );
            }
            if !n.label.is_empty() {
                assert!(all.contains(&n.label.as_str()), "{}: {all:?}", n.label);
            }
            for word in n.caption.split_whitespace() {
                assert!(joined.contains(word), "{word} of {}: {all:?}", n.caption);
            }
        }
        // A node left out is at most named, by the stub of a link to it.
        let stubbed = |id: &str| {
            scene.links.iter().any(|l| {
                (l.from == id && shown.contains(&l.to)) || (l.to == id && shown.contains(&l.from))
            })
        };
        for n in scene.nodes.iter().filter(|n| !shown.contains(&n.id)) {
            let label = (!stubbed(&n.id)).then_some(&n.label);
            for t in label.into_iter().chain(n.units.iter().map(|c| &c.text)) {
                if !t.is_empty() {
                    assert!(!all.contains(&t.as_str()), "{t} of {} drawn", n.id);
                }
            }
        }
        super::super::tests::every_player_listed(&scene, &all);
        // The shown nodes are outlined on the small diagram: the highlight colour is drawn
        // under the window.
        let strip = r.node_layout(&scene, &shown).strip_y as u32;
        let lit = (strip..img.height())
            .flat_map(|y| (0..img.width()).map(move |x| (x, y)))
            .filter(|&(x, y)| {
                let p = img.get_pixel(x, y);
                (p[0], p[1], p[2]) == (HEX_HIGHLIGHT.0, HEX_HIGHLIGHT.1, HEX_HIGHLIGHT.2)
            })
            .count();
        assert!(lit > 20, "{lit} highlight pixels on the small diagram");
    }

    /// A stub's name never lands on other text: for focus pictures of moons whose links to
    /// their central world bow round each other (the stubs then end beside a neighbour's
    /// caption), every stub name drawn keeps clear of every other text drawn (each text's
    /// box from where it was drawn and its width).
    #[test]
    fn stub_names_do_not_overlap_other_text() {
        let r = Renderer::new();
        let mut scene = sample_rows_scene();
        for n in scene.nodes.iter_mut() {
            match n.id.as_str() {
                "w-moon" => n.caption = "Near-Earth Asteroids · value 3".into(),
                "w-vesta" => n.caption = "Near-Vesta Asteroids · value 3".into(),
                "w-europa" => n.caption = "Deep Space Astronomy · value 4".into(),
                _ => {}
            }
        }
        scene.nodes.push({
            let mut n = Node::new(
                "w-far",
                7.1 + 2.3 * 2.0,
                2.0 * 2.9 - 0.2,
                Shape::Circle,
                1.35,
                1.35,
                Rgb(70, 110, 190),
            );
            n.caption = "Deep Space Astronomy · value 4".into();
            n
        });
        scene
            .links
            .push(Link::new("w-earth", "w-far", Rgb(120, 130, 170)));
        // An arrow over a route (a heading drawn over the way): one stub name for both.
        scene.links.push(Link {
            arrow: true,
            ..Link::new("mars-flyby", "belt-flyby", Rgb(255, 60, 200))
        });
        let worlds: Vec<String> = scene
            .nodes
            .iter()
            .filter(|n| n.id.starts_with("w-"))
            .map(|n| n.id.clone())
            .collect();
        let mut cases: Vec<Vec<String>> = worlds.iter().map(|w| vec![w.clone()]).collect();
        for pair in worlds.windows(2) {
            cases.push(pair.to_vec());
        }
        let mut stubs_seen = 0;
        let mut belt_named = 0;
        for case in cases {
            let Some(shown) = node_focus(&scene, &case) else {
                continue;
            };
            let names: Vec<String> = scene
                .nodes
                .iter()
                .filter(|n| !shown.contains(&n.id))
                .map(|n| crate::render::diagram::stub_name_of(n).to_string())
                .filter(|s| !s.is_empty())
                .collect();
            let (_, drawn) = r.render_focus_recorded(&scene, &Focus::Nodes(shown.clone()));
            let boxes: Vec<(&str, f32, f32, f32, f32)> = drawn
                .iter()
                .map(|t| {
                    let w = r.width(t.em, &t.text);
                    (
                        t.text.as_str(),
                        t.x,
                        t.baseline - 0.75 * t.em,
                        t.x + w,
                        t.baseline + 0.2 * t.em,
                    )
                })
                .collect();
            for (i, a) in boxes.iter().enumerate() {
                if !names.iter().any(|n| n == a.0) {
                    continue;
                }
                stubs_seen += 1;
                // "Belt" names only the belt's flyby box (its worlds have names of their own).
                if a.0 == "Belt" {
                    belt_named += 1;
                    assert_eq!(
                        boxes.iter().filter(|b| b.0 == a.0).count(),
                        1,
                        "{case:?}: the stub name {:?} drawn twice (route and arrow)",
                        a.0
                    );
                }
                for (j, b) in boxes.iter().enumerate() {
                    if i == j {
                        continue;
                    }
                    let apart = a.3 <= b.1 || b.3 <= a.1 || a.4 <= b.2 || b.4 <= a.2;
                    assert!(apart, "{case:?}: stub name {:?} overlaps {:?}", a.0, b.0);
                }
            }
        }
        assert!(stubs_seen > 5, "{stubs_seen} stub names drawn");
        assert!(belt_named > 0, "the belt's flyby box is named by a stub");
    }

    /// sh18 (scenario 3, 004/006/021): two stubs leaving one place the same way, toward two
    /// places left out (Earth's links to the two places beyond the Moon, bowed round it),
    /// name both places, in one box a row each, not the nearer one alone; a stub at the
    /// picture's edge is named beside it, inside the picture. Each name is drawn once.
    #[test]
    fn stubs_pointing_the_same_way_name_every_place() {
        let r = Renderer::new();
        let mut scene = sample_rows_scene();
        for (k, name) in [(2.0, "Near-Earth Asteroids"), (3.0, "Deep Space Astronomy")] {
            let id = format!("w-{k}");
            let mut n = Node::new(
                id.clone(),
                7.1 + 2.3 * k,
                2.0 * 2.9 - 0.2,
                Shape::Circle,
                1.35,
                1.35,
                Rgb(70, 110, 190),
            );
            n.caption = format!("{name} · value 4");
            scene.nodes.push(n);
            scene
                .links
                .push(Link::new("w-earth", id, Rgb(120, 130, 170)));
        }
        let shown = ids(&["w-earth", "w-moon"]);
        let (img, drawn) = r.render_focus_recorded(&scene, &Focus::Nodes(shown.clone()));
        let dir = std::env::temp_dir().join("starpost-render");
        let _ = std::fs::create_dir_all(&dir);
        let _ = img.save(dir.join("stubs-same-way.png"));
        let texts: Vec<&str> = drawn.iter().map(|t| t.text.as_str()).collect();
        // A stub's name box writes its places a row each, or joined by " · " in one row.
        let stub_row = |t: &str| !t.contains("value");
        for name in ["Near-Earth Asteroids", "Deep Space Astronomy", "Earth"] {
            let n = texts
                .iter()
                .filter(|t| stub_row(t) && t.split(" · ").any(|part| part == name))
                .count();
            assert_eq!(n, 1, "{name} drawn {n} times: {texts:?}");
        }
    }

    /// A left-out place linked to several shown ones (a world's moons shown, the world
    /// not) is named once, by the stub ending nearest to it, not once per stub (three
    /// labels of one name read as three places); every stub is still drawn.
    #[test]
    fn a_left_out_place_is_named_once() {
        let r = Renderer::new();
        let scene = sample_rows_scene();
        let moons: Vec<String> = scene
            .links
            .iter()
            .filter(|l| l.from == "w-ceres")
            .map(|l| l.to.clone())
            .collect();
        assert!(moons.len() >= 2, "{moons:?}");
        let shown: Vec<String> = moons.clone();
        let l = r.node_layout(&scene, &shown);
        let nodes = l.shown_nodes();
        assert!(nodes.iter().all(|n| n.id != "w-ceres"));
        let plan = r.plan_stubs(
            &l.window,
            &nodes,
            &l.placed,
            &scene.links,
            (l.width as u32, l.height as u32),
        );
        let to_world: Vec<_> = plan
            .iter()
            .filter(|p| {
                scene
                    .links
                    .get(p.link)
                    .is_some_and(|k| k.from == "w-ceres" || k.to == "w-ceres")
            })
            .collect();
        assert_eq!(to_world.len(), moons.len(), "a stub per moon");
        let names = to_world.iter().filter(|p| p.name.is_some()).count();
        assert_eq!(
            names,
            1,
            "{:?}",
            to_world.iter().map(|p| &p.name).collect::<Vec<_>>()
        );
    }

    /// No line runs through a stub's name (a leader line crossing a label): for focus
    /// pictures of single nodes, neighbouring pairs and columns of transfer boxes (whose
    /// flyby boxes' stubs run straight up and down to the rows left out, the header above
    /// them), no stub, its own included, and no link between shown nodes passes through any
    /// name's box; each name stays near its own stub's end.
    #[test]
    fn no_line_runs_through_a_stub_name() {
        use crate::render::diagram::segment_hits_box;
        let r = Renderer::new();
        let scene = sample_rows_scene();
        let all: Vec<String> = scene.nodes.iter().map(|n| n.id.clone()).collect();
        let mut cases: Vec<Vec<String>> = all.iter().map(|w| vec![w.clone()]).collect();
        for pair in all.windows(2) {
            cases.push(pair.to_vec());
        }
        for rows in [
            &["venus", "earth", "mars"][..],
            &["earth", "mars", "belt"],
            &["mars", "belt", "jupiter"],
            &["venus", "earth", "mars", "belt"],
        ] {
            cases.push(rows.iter().map(|r| format!("{r}-transfer")).collect());
        }
        let (mut named, mut beside_vertical) = (0, 0);
        for case in cases {
            let Some(shown) = node_focus(&scene, &case) else {
                continue;
            };
            let l = r.node_layout(&scene, &shown);
            let nodes = l.shown_nodes();
            let plan = r.plan_stubs(
                &l.window,
                &nodes,
                &l.placed,
                &scene.links,
                (l.width as u32, l.height as u32),
            );
            let mut lines: Vec<((f32, f32), (f32, f32))> = Vec::new();
            for stub in &plan {
                lines.extend(stub.pts.windows(2).map(|w| (w[0], w[1])));
            }
            for link in &scene.links {
                let a = nodes.iter().find(|n| n.id == link.from);
                let b = nodes.iter().find(|n| n.id == link.to);
                if let (Some(a), Some(b)) = (a, b)
                    && let Some(path) =
                        crate::render::diagram::link_path(&l.window, a, b, &l.placed)
                {
                    lines.extend(path.windows(2).map(|w| (w[0], w[1])));
                }
            }
            for stub in &plan {
                let Some(name) = &stub.name else { continue };
                named += 1;
                let bx = (
                    name.cx - name.w / 2.0,
                    name.cy - name.h / 2.0 + 1.0,
                    name.cx + name.w / 2.0,
                    name.cy + name.h / 2.0 - 1.0,
                );
                for &(a, b) in &lines {
                    assert!(
                        !segment_hits_box(a, b, bx),
                        "{case:?}: the line {a:?}–{b:?} runs through {:?} at {bx:?}",
                        name.rows
                    );
                }
                let end = stub.pts[stub.pts.len() - 1];
                let far = (name.cx - end.0).hypot(name.cy - end.1);
                assert!(
                    far < name.w + 4.0 * name.h,
                    "{case:?}: {:?} far from its stub",
                    name.rows
                );
                let [.., p, q] = stub.pts.as_slice() else {
                    continue;
                };
                if (q.0 - p.0).abs() < 1.0 {
                    beside_vertical += 1;
                }
            }
        }
        assert!(named > 10, "{named} stub names");
        assert!(beside_vertical > 0, "no name of an upright stub drawn");
    }

    /// shf15: a focus on a column of hubs (transfer boxes and their flyby boxes over three
    /// rows, far apart on the board because the rows' places are large) is laid out with the
    /// empty bands between its rows closed: the picture is not much taller than wide and the
    /// shown nodes fill most of the window (look at scenario 3's columns: 1.4 times as tall as
    /// wide, mostly empty). Each case's picture is written to `$TMPDIR/starpost-render/`.
    #[test]
    fn a_column_focus_is_about_as_tall_as_wide_and_filled() {
        let r = Renderer::new();
        let mut scene = sample_rows_scene();
        // Rows as far apart as a board with crowded worlds has them.
        for n in scene.nodes.iter_mut() {
            n.y *= 1.3;
        }
        let mut columns = 0;
        for rows in [
            &["venus", "earth", "mars"][..],
            &["earth", "mars", "belt"],
            &["mercury", "venus", "earth"],
            // shf16: five rows (1.5 times as tall as wide before).
            &["mercury", "venus", "earth", "mars", "belt"],
            &["venus", "earth", "mars", "belt", "jupiter"],
        ] {
            let case: Vec<String> = rows.iter().map(|r| format!("{r}-transfer")).collect();
            // Five rows: the column of hubs the game's focus shows (campaign 010-focus).
            let shown = if rows.len() > 3 {
                let mut v = case.clone();
                v.extend(rows.iter().map(|r| format!("{r}-flyby")));
                v
            } else {
                node_focus(&scene, &case).expect("a window")
            };
            let l = r.node_layout(&scene, &shown);
            let img = r.render_focus(&scene, &Focus::Nodes(shown.clone()));
            let dir = std::env::temp_dir().join("starpost-render");
            let _ = std::fs::create_dir_all(&dir);
            let _ = img.save(dir.join(format!("column-{}.png", rows.join("-"))));
            let (w, h) = (l.width as f32, l.height as f32);
            assert!(h <= 1.2 * w, "{rows:?}: {w} x {h}");
            // The share of the window the shown nodes' shapes take.
            let nodes = l.shown_nodes();
            let area: f32 = nodes
                .iter()
                .map(|n| {
                    let (nw, nh) = l.window.size(n);
                    nw * nh
                })
                .sum();
            let top = Header::for_width(l.width).h as f32;
            let body = w * (l.strip_y - STRIP_GAP) as f32 - w * top;
            let share = area / body;
            assert!(
                share >= 0.4,
                "{rows:?}: the nodes take {share:.2} of the window"
            );
            // Nothing overlaps, the rows keep their order.
            for (i, a) in nodes.iter().enumerate() {
                for b in nodes.iter().skip(i + 1) {
                    let (ax, ay) = l.window.center(a);
                    let (bx, by) = l.window.center(b);
                    let (aw, ah) = l.window.size(a);
                    let (bw, bh) = l.window.size(b);
                    let apart = (ax - bx).abs() >= (aw + bw) / 2.0 - 0.5
                        || (ay - by).abs() >= (ah + bh) / 2.0 - 0.5;
                    assert!(apart, "{rows:?}: {} overlaps {}", a.id, b.id);
                }
            }
            let ys: Vec<f32> = case
                .iter()
                .filter_map(|id| nodes.iter().find(|n| &n.id == id))
                .map(|n| n.y)
                .collect();
            assert!(ys.windows(2).all(|p| p[0] < p[1]), "{ys:?}");
            columns += 1;
        }
        assert_eq!(columns, 5);
    }

    /// The band closing on its own: gaps wider than `keep` close to `keep`, narrower ones and
    /// the spans themselves keep their size, the order holds; odd input does not panic.
    #[test]
    fn a_squeeze_closes_only_wide_gaps() {
        let s = Squeeze::of(&[(0.0, 1.0), (5.0, 6.0), (6.5, 7.0), (0.5, 0.8)], 1.0);
        assert_eq!(s.cuts.len(), 1, "{s:?}");
        assert_eq!(s.map(0.0), 0.0);
        assert_eq!(s.map(1.0), 1.0);
        assert_eq!(s.map(5.0), 2.0);
        assert_eq!(s.map(6.0), 3.0);
        assert_eq!(s.map(7.0), 4.0);
        assert!(s.map(3.0) >= s.map(1.0) && s.map(3.0) <= s.map(5.0));
        let odd = Squeeze::of(&[(f32::NAN, 1.0), (f32::INFINITY, -3.0)], f32::NAN);
        assert!(odd.map(f32::NAN).is_finite());
        assert_eq!(Squeeze::of(&[], 1.0).map(3.0), 3.0);
    }

    /// The window is the changed nodes and the nodes linked to them: a change on a world
    /// shows the flyby box it is linked to and its moon; on a transfer box, its flyby box.
    /// Changes too far apart for one readable window, none, or only ids not on the board:
    /// no window (the whole board).
    #[test]
    fn a_node_focus_shows_the_changed_nodes_and_their_neighbours() {
        let scene = sample_rows_scene();
        let one = |id: &str| node_focus(&scene, &ids(&[id])).map(sorted);
        assert_eq!(
            one("w-earth"),
            Some(ids(&["earth-flyby", "w-earth", "w-moon"]))
        );
        assert_eq!(one("w-moon"), Some(ids(&["w-earth", "w-moon"])));
        assert_eq!(
            one("mars-transfer"),
            Some(ids(&["mars-flyby", "mars-transfer"]))
        );
        // A world with five moons: its neighbours do not all fit a readable window, so the
        // nearest come first (its first moon, then the flyby box) and the farther moons are
        // left out.
        assert_eq!(
            one("w-jupiter"),
            Some(ids(&["jupiter-flyby", "w-io", "w-jupiter"]))
        );
        assert_eq!(one("w-io"), Some(ids(&["w-io", "w-jupiter"])));
        // The changed nodes are always shown, or there is no window: a world and its
        // farthest moon fit, a world and another row's far moon do not.
        let two = node_focus(&scene, &ids(&["w-jupiter", "w-ganymede"])).expect("a window");
        assert!(two.contains(&"w-ganymede".to_string()), "{two:?}");
        // Too far apart: the first row's world and the last row's farthest moon.
        assert_eq!(node_focus(&scene, &ids(&["w-mercury", "w-amalthea"])), None);
        assert_eq!(node_focus(&scene, &[]), None);
        assert_eq!(node_focus(&scene, &ids(&["nowhere"])), None);
        // Through `choose_focus`: nodes when no hex changed.
        let changes = Changes {
            hexes: vec![],
            nodes: ids(&["w-earth"]),
        };
        assert!(matches!(
            choose_focus(&scene, &changes),
            Some(Focus::Nodes(_))
        ));
        assert_eq!(choose_focus(&scene, &Changes::default()), None);
        // Every node shown that is not a changed one or its neighbour lies inside the window
        // they span.
        let mut far = scene.clone();
        far.links.push(Link::new("w-earth", "w-venus", Rgb::WHITE));
        let shown = node_focus(&far, &ids(&["w-earth"])).expect("a window");
        assert!(shown.contains(&"w-venus".to_string()), "{shown:?}");
    }

    /// The highlighted nodes (where the decision asked for lies, e.g. every place holding a
    /// piece the player to move may move) are framed with the changed ones, so the picture
    /// of a decision shows what it offers; when they do not fit one readable window with the
    /// changes, the window frames the changes and the far one is drawn apart (see
    /// `distant_decision_places_are_drawn_apart_and_named`).
    #[test]
    fn a_node_focus_frames_the_highlighted_nodes_with_the_changes() {
        let mut scene = sample_rows_scene();
        let changes = Changes {
            hexes: vec![],
            nodes: ids(&["w-moon"]),
        };
        let shown = |scene: &Scene| match choose_focus(scene, &changes) {
            Some(Focus::Nodes(v)) => v,
            other => panic!("{other:?}"),
        };
        assert!(!shown(&scene).contains(&"earth-flyby".to_string()));
        for n in scene.nodes.iter_mut() {
            n.highlight = n.id == "earth-flyby";
        }
        let with = shown(&scene);
        assert!(with.contains(&"earth-flyby".to_string()), "{with:?}");
        assert!(with.contains(&"w-moon".to_string()), "{with:?}");
        // A highlighted place too far from the change for one window: the whole board.
        for n in scene.nodes.iter_mut() {
            n.highlight = n.id == "w-amalthea";
        }
        let far = Changes {
            hexes: vec![],
            nodes: ids(&["w-mercury"]),
        };
        match choose_focus(&scene, &far) {
            Some(Focus::NodesApart { shown, apart }) => {
                assert!(shown.contains(&"w-mercury".to_string()), "{shown:?}");
                assert_eq!(apart, ids(&["w-amalthea"]));
            }
            other => panic!("{other:?}"),
        }
    }

    /// sh18, "changes at a glance" for a board of nodes: a decision whose places lie far
    /// from the change (a mover on the last row, the change on the first: campaign boards
    /// posted whole, 7.6 MB for 31) gets a focus picture: the window frames the change and
    /// its neighbours, and each far place the decision asks for is drawn apart under it, at
    /// the window's size, ringed, named by its caption (every text at least 10 px at a chat
    /// preview), outlined on the small diagram, and never over the window, the legend or the
    /// players' lines. Far places many more than a glance holds: the whole board.
    #[test]
    fn distant_decision_places_are_drawn_apart_and_named() {
        let r = Renderer::new();
        let mut scene = sample_rows_scene();
        for n in scene.nodes.iter_mut() {
            n.highlight = matches!(n.id.as_str(), "w-amalthea" | "w-callisto" | "w-venus");
        }
        let changes = Changes {
            hexes: vec![],
            nodes: ids(&["w-mercury"]),
        };
        let focus = choose_focus(&scene, &changes).expect("a focus");
        let Focus::NodesApart { shown, apart } = &focus else {
            panic!("{focus:?}");
        };
        // Venus is near enough for the window; Jupiter's moons are not.
        assert!(shown.contains(&"w-mercury".to_string()), "{shown:?}");
        assert!(shown.contains(&"w-venus".to_string()), "{shown:?}");
        assert_eq!(apart, &ids(&["w-callisto", "w-amalthea"]));
        let (img, drawn) = r.render_focus_recorded(&scene, &focus);
        assert_eq!((img.width(), img.height()), r.focus_size(&scene, &focus));
        let w = img.width() as f32;
        for t in &drawn {
            let px = t.em * PREVIEW_W / w;
            assert!(px >= 10.0, "{:?} is {px:.1} px at the preview", t.text);
        }
        let l = r.node_layout_apart(&scene, shown, apart);
        assert_eq!(l.apart_maps.len(), 2);
        for (i, map) in &l.apart_maps {
            let n = &scene.nodes[*i];
            let name = n.caption.split(" · ").next().unwrap_or_default();
            // Named under its place, in the band between the window and the legend.
            let t = drawn
                .iter()
                .find(|t| t.text.contains(name))
                .unwrap_or_else(|| panic!("{name} not drawn: {drawn:?}"));
            assert!(
                t.baseline > l.apart_y as f32 && t.baseline < l.key_y as f32,
                "{name} at {} not in {}..{}",
                t.baseline,
                l.apart_y,
                l.key_y
            );
            // At the window's size, ringed (the highlight's white at its rim).
            let (cx, cy) = map.center(n);
            let (nw, _) = map.size(n);
            assert!(
                (map.unit - l.window.unit).abs() < 1e-3,
                "{} vs the window's {}",
                map.unit,
                l.window.unit
            );
            let rim = img.get_pixel((cx - nw / 2.0 + 2.0) as u32, cy as u32);
            assert_eq!(
                (rim[0], rim[1], rim[2]),
                (HEX_HIGHLIGHT.0, HEX_HIGHLIGHT.1, HEX_HIGHLIGHT.2)
            );
        }
        // Outlined on the small diagram too: more highlight pixels there than for the
        // window's nodes alone.
        let lit = |img: &RgbImage, from: u32| {
            (from..img.height())
                .flat_map(|y| (0..img.width()).map(move |x| (x, y)))
                .filter(|&(x, y)| {
                    let p = img.get_pixel(x, y);
                    (p[0], p[1], p[2]) == (HEX_HIGHLIGHT.0, HEX_HIGHLIGHT.1, HEX_HIGHLIGHT.2)
                })
                .count()
        };
        let alone = r.render_focus(&scene, &Focus::Nodes(shown.clone()));
        let strip_alone = r.node_layout(&scene, shown).strip_y as u32;
        assert!(lit(&img, l.strip_y as u32) > lit(&alone, strip_alone));
        let dir = std::env::temp_dir().join("starpost-render");
        let _ = std::fs::create_dir_all(&dir);
        let _ = img.save(dir.join("nodes-apart.png"));
        // More far places than a glance holds (a menu offering many far places): the
        // nearest drawn apart, the others named after a ring in the legend, every
        // one somewhere.
        for n in scene.nodes.iter_mut() {
            n.highlight = n.id.starts_with("w-") && n.y > 10.0;
        }
        let lit: Vec<usize> = (0..scene.nodes.len())
            .filter(|&i| scene.nodes[i].highlight)
            .collect();
        assert!(lit.len() > APART_MAX);
        let Some(Focus::NodesApart { shown, apart }) = choose_focus(&scene, &changes) else {
            panic!("{:?}", choose_focus(&scene, &changes));
        };
        assert_eq!(apart.len(), APART_MAX);
        let l = r.node_layout_apart(&scene, &shown, &apart);
        let named = l.key.iter().filter(|k| k.starts_with('○')).count();
        assert_eq!(named, 1, "{:?}", l.key);
        let key = l.key.join(" ");
        for &i in &lit {
            let n = &scene.nodes[i];
            let drawn = shown.contains(&n.id) || apart.contains(&n.id);
            let name = stub_name(n);
            assert!(
                drawn != key.contains(&format!(" {name}")),
                "{}: drawn {drawn}, key {key:?}",
                n.id
            );
        }
        // But more far changes than that: the whole board (a change is never left out).
        let mut far = ids(&["w-mercury"]);
        for n in scene.nodes.iter_mut() {
            n.highlight = false;
            if n.id.starts_with("w-") && n.y > 10.0 {
                far.push(n.id.clone());
            }
        }
        let many = Changes {
            hexes: vec![],
            nodes: far,
        };
        assert_eq!(choose_focus(&scene, &many), None);
    }

    /// (a decision reaching nine places, two of them ringed): a ringed node is ringed where
    /// the window draws it and named in the legend where not, but not framed: the window is
    /// the one the change alone gets.
    #[test]
    fn ringed_places_are_ringed_where_drawn_and_named_where_not() {
        let r = Renderer::new();
        let mut scene = sample_rows_scene();
        let changes = Changes {
            hexes: vec![],
            nodes: ids(&["w-mercury"]),
        };
        let Some(Focus::Nodes(alone)) = choose_focus(&scene, &changes) else {
            panic!("{:?}", choose_focus(&scene, &changes));
        };
        for n in scene.nodes.iter_mut() {
            n.ring = n.id.starts_with("w-");
        }
        let focus = choose_focus(&scene, &changes);
        assert_eq!(focus, Some(Focus::Nodes(alone.clone())));
        let l = r.node_layout(&scene, &alone);
        let key = l.key.join(" ");
        assert!(key.starts_with('○'), "{key:?}");
        for n in scene.nodes.iter().filter(|n| n.ring) {
            let name = stub_name(n);
            assert_eq!(
                alone.contains(&n.id),
                !key.contains(&format!(" {name}")),
                "{}: {key:?}",
                n.id
            );
        }
        // Drawn in the window: ringed (the highlight's white at its rim).
        let img = r.render_node_focus(&scene, &alone);
        let nodes = l.shown_nodes();
        let n = nodes
            .iter()
            .find(|n| n.id == "w-mercury")
            .expect("Mercury shown");
        let (cx, cy) = l.window.center(n);
        let (nw, _) = l.window.size(n);
        let rim = img.get_pixel((cx - nw / 2.0 + 2.0) as u32, cy as u32);
        assert_eq!(
            (rim[0], rim[1], rim[2]),
            (HEX_HIGHLIGHT.0, HEX_HIGHLIGHT.1, HEX_HIGHLIGHT.2)
        );
    }

    /// sh18b (campaign 010/013/018/020): places drawn apart under a narrow window of many
    /// rows made the picture far taller than wide (1.47 to 1.76), and Discord shows tall
    /// pictures small; they stand beside the window instead, at the right, the picture at
    /// most 1.3 times as tall as wide, every text at least 10 px at a chat preview, the
    /// places clear of the window's nodes. And two places apart that are neighbours
    /// (scenario 3 009: Earth and the Moon) are drawn with their link between them.
    #[test]
    fn places_apart_stand_beside_a_narrow_window_with_their_links() {
        let r = Renderer::new();
        let scene = sample_rows_scene();
        let shown: Vec<String> = scene
            .nodes
            .iter()
            .filter(|n| n.id.ends_with("-transfer") || n.id.ends_with("-flyby"))
            .filter(|n| n.y < 4.5 * 2.9)
            .map(|n| n.id.clone())
            .collect();
        let apart = ids(&["w-earth", "w-moon"]);
        let focus = Focus::NodesApart {
            shown: shown.clone(),
            apart: apart.clone(),
        };
        let (img, drawn) = r.render_focus_recorded(&scene, &focus);
        assert_eq!((img.width(), img.height()), r.focus_size(&scene, &focus));
        let (w, h) = (img.width() as f32, img.height() as f32);
        assert!(h <= 1.3 * w, "{w} x {h}: {:.2}", h / w);
        for t in &drawn {
            let px = t.em * PREVIEW_W / w;
            assert!(px >= 10.0, "{:?} is {px:.1} px at the preview", t.text);
        }
        let l = r.node_layout_apart(&scene, &shown, &apart);
        let split = l.apart_x.expect("beside the window") as f32;
        let right = l
            .shown_nodes()
            .iter()
            .map(|n| l.window.center(n).0 + l.window.size(n).0 / 2.0)
            .fold(0.0, f32::max);
        assert!(right < split, "the window reaches {right}, past {split}");
        assert_eq!(l.apart_maps.len(), 2);
        let mut centres = Vec::new();
        for (i, map) in &l.apart_maps {
            let n = &scene.nodes[*i];
            let (cx, cy) = map.center(n);
            assert!(cx - map.size(n).0 / 2.0 > split, "{} at {cx}", n.id);
            assert!(
                cy > l.apart_y as f32 && cy < l.key_y as f32,
                "{} at {cy}",
                n.id
            );
            centres.push((cx, cy, map.size(n).0 / 2.0));
        }
        // The link between the two: half way between their rims, the picture differs from
        // one of a board without that link.
        let [(ax, ay, ar), (bx, by, br)] = centres[..] else {
            panic!("{centres:?}");
        };
        let d = (bx - ax).hypot(by - ay);
        let (ux, uy) = ((bx - ax) / d, (by - ay) / d);
        let t = (ar + (d - br)) / 2.0;
        let (mx, my) = ((ax + ux * t) as u32, (ay + uy * t) as u32);
        let mut unlinked = scene.clone();
        unlinked
            .links
            .retain(|k| !(k.from == "w-earth" && k.to == "w-moon"));
        let bare = r.render_focus(&unlinked, &focus);
        assert_ne!(
            img.get_pixel(mx, my),
            bare.get_pixel(mx, my),
            "no link at {mx},{my}"
        );
        let dir = std::env::temp_dir().join("starpost-render");
        let _ = std::fs::create_dir_all(&dir);
        let _ = img.save(dir.join("nodes-apart-beside.png"));
    }

    /// A node focus that leaves a neighbour out still shows the link to it: a stub leaving
    /// the node, labelled with the neighbour's name (readable at a chat preview, not cut).
    /// Jupiter's farther moons do not fit its window; each is named by a stub.
    #[test]
    fn a_node_focus_stubs_links_to_neighbours_left_out() {
        let r = Renderer::new();
        let scene = sample_rows_scene();
        let shown = node_focus(&scene, &ids(&["w-jupiter"])).expect("a window");
        let focus = Focus::Nodes(shown.clone());
        let drawn = super::super::tests::drawn_readable_at_a_preview(&r, &scene, &focus);
        let all: Vec<&str> = drawn.iter().map(|t| t.text.as_str()).collect();
        let mut left_out = Vec::new();
        for l in &scene.links {
            for (a, b) in [(&l.from, &l.to), (&l.to, &l.from)] {
                if a == "w-jupiter" && !shown.contains(b) {
                    left_out.push(b.clone());
                }
            }
        }
        assert!(left_out.len() >= 2, "{left_out:?}");
        // Names go where they read, clear of the nodes, the header and each other, near
        // their stub: here every moon's (sh18: their stubs run the same way and share one
        // name box, the names joined in one row where rows have no room; before, the
        // nearest moon's alone).
        let named = left_out
            .iter()
            .filter(|id| {
                scene.nodes.iter().any(|n| {
                    let name = n.caption.split(" · ").next().unwrap_or("");
                    &&n.id == id
                        && all
                            .iter()
                            .any(|t| *t == name || (t.split(" · ").any(|p| p == name)))
                })
            })
            .count();
        assert_eq!(
            named,
            left_out.len(),
            "{named} of {left_out:?} named: {all:?}"
        );
        // Without the stubs nothing names them.
        let l = r.node_layout(&scene, &shown);
        let nodes = l.shown_nodes();
        let (_, bare) = crate::render::recorded(|| {
            let mut img = RgbImage::new(l.width as u32, l.height as u32);
            r.draw_diagram(&mut img, &l.window, &nodes, &scene.links);
            img
        });
        for id in &left_out {
            let n = scene.nodes.iter().find(|n| &n.id == id).expect("a node");
            let name = n.caption.split(" · ").next().unwrap_or_default();
            assert!(!bare.iter().any(|t| t.text == name), "{name}");
        }
    }

    /// (tall focus pictures, 1.7 to 1.8 times as tall as wide): a window around places
    /// in rows far apart leaves out the rows between them that hold no wanted place (their
    /// links are stubs) and closes over them: the places stand nearer than on the board, and
    /// the picture is at most 1.6 times as tall as wide.
    #[test]
    fn a_window_leaves_out_the_rows_between_that_it_is_not_about() {
        let r = Renderer::new();
        let scene = sample_rows_scene();
        let shown = node_focus(&scene, &ids(&["w-mercury", "w-earth"])).expect("a window");
        for id in ["w-mercury", "w-earth"] {
            assert!(shown.iter().any(|x| x == id), "{id}: {shown:?}");
        }
        for id in ["venus-transfer", "venus-flyby", "w-venus"] {
            assert!(!shown.iter().any(|x| x == id), "{id}: {shown:?}");
        }
        // Closed over: Mercury and Earth stand nearer in the window than on the board.
        let l = r.node_layout(&scene, &shown);
        let y = |nodes: &[Node], id: &str| nodes.iter().find(|n| n.id == id).map(|n| n.y);
        let apart = |nodes: &[Node]| {
            y(nodes, "w-earth").unwrap_or(0.0) - y(nodes, "w-mercury").unwrap_or(0.0)
        };
        let (drawn, board) = (apart(&l.placed), apart(&scene.nodes));
        assert!(drawn < 0.8 * board, "{drawn} vs {board}");
        let (w, h) = r.node_focus_size(&scene, &shown);
        assert!(h as f32 <= 1.6 * w as f32, "{w}x{h}");
    }

    /// A link of the window that runs past another place (a world linked to its farther
    /// moon, past a larger, nearer one): that place is shown too, so the link is not drawn
    /// across an empty hole where the board has a node (and it bows round it there).
    #[test]
    fn a_node_focus_shows_a_place_its_links_run_past() {
        let world = |id: &str, x: f32, d: f32| {
            let mut n = Node::new(id, x, 0.0, Shape::Circle, d, d, Rgb(120, 120, 130));
            n.caption = format!("{id} · value 3");
            n
        };
        let scene = Scene {
            nodes: vec![
                world("w-a", 0.0, 1.2),
                world("w-m", 1.8, 1.5),
                world("w-b", 3.4, 1.0),
            ],
            links: vec![
                Link::new("w-a", "w-m", Rgb::WHITE),
                Link::new("w-a", "w-b", Rgb::WHITE),
            ],
            ..Scene::default()
        };
        let shown = node_focus(&scene, &ids(&["w-b"])).expect("a window");
        assert_eq!(sorted(shown), ids(&["w-a", "w-b", "w-m"]));
    }

    /// What the window draws past its edges (captions wrapped under a node at its foot) never
    /// runs into the title or a player's line: the header and the strip look the same with
    /// the window drawn or not (look13: a track's label over a standing line).
    #[test]
    fn the_window_spills_into_neither_the_header_nor_the_players_lines() {
        let r = Renderer::new();
        let mut scene = moved();
        for n in scene.nodes.iter_mut() {
            n.caption = format!(
                "{} {}",
                n.caption,
                "a caption that runs on and on ".repeat(8)
            );
            n.label = format!("{} {}", n.label, "a label long enough to wrap ".repeat(4));
        }
        let ids = ids(&["w-moon"]);
        let shown = node_focus(&scene, &ids).expect("a window");
        let l = r.node_layout(&scene, &shown);
        let with = r.render_node_focus_with(&scene, &shown, true);
        let without = r.render_node_focus_with(&scene, &shown, false);
        let header_h = Header::for_width(l.width).h as u32;
        let strip_top = (l.strip_y - STRIP_GAP / 2) as u32;
        let rows = (0..header_h).chain(strip_top..with.height());
        let mut differing = 0;
        for y in rows {
            for x in 0..with.width() {
                if with.get_pixel(x, y) != without.get_pixel(x, y) {
                    differing += 1;
                }
            }
        }
        assert_eq!(
            differing, 0,
            "pixels of the window drawn over the header or the strip"
        );
        assert_ne!(with, without, "the window itself is drawn");
    }

    /// A node focus explains the chips it shows (leg16: "s1 is recalled to Reserve" beside a
    /// ship still drawn on its world read as a contradiction): a token legend's entry is drawn
    /// under the window when a shown node's chip draws its token (a mark inside a unit's
    /// text, a whole word of a token's), readable at a chat preview and clear of the players'
    /// lines; an entry whose token no shown chip draws is not, nor is any without a mark.
    #[test]
    fn a_node_focus_draws_the_legend_of_the_chips_it_shows() {
        use crate::core::scene::TokenLegend;
        let r = Renderer::new();
        let mark = "* = in reserve (can move; cannot start combat)";
        let base = "B1·0 = base level 1, 0 settlements";
        let far = "B9·9 = base level 9, 9 settlements";
        let with_legend = |reserved: bool| {
            let mut scene = moved();
            for n in scene.nodes.iter_mut() {
                if n.id == "w-moon" {
                    n.units = vec![Chip {
                        color: Rgb(52, 120, 246),
                        text: format!("o s7 C3{}", if reserved { "*" } else { "" }),
                    }];
                    n.tokens.push(Chip {
                        color: Rgb(52, 120, 246),
                        text: "b2 B1·0!".into(),
                    });
                }
            }
            scene.token_legend = vec![
                TokenLegend {
                    token: "*".into(),
                    text: mark.into(),
                    within: true,
                },
                TokenLegend {
                    token: "B1·0".into(),
                    text: base.into(),
                    within: false,
                },
                TokenLegend {
                    token: "B9·9".into(),
                    text: far.into(),
                    within: false,
                },
            ];
            scene
        };
        for reserved in [true, false] {
            let scene = with_legend(reserved);
            let shown = node_focus(&scene, &ids(&["w-moon"])).expect("a window");
            let focus = Focus::Nodes(shown.clone());
            let (img, drawn) = r.render_focus_recorded(&scene, &focus);
            assert_eq!((img.width(), img.height()), r.focus_size(&scene, &focus));
            let joined = drawn
                .iter()
                .map(|t| t.text.as_str())
                .collect::<Vec<_>>()
                .join(" ");
            assert_eq!(joined.contains(mark), reserved, "{reserved}: {joined}");
            assert!(joined.contains(base), "{joined}");
            assert!(!joined.contains(far), "{joined}");
            let l = r.node_layout(&scene, &shown);
            // One paragraph, "; " between the entries (a row each made tall pictures).
            let rows = 1;
            assert_eq!(l.key.len(), rows, "{:?}", l.key);
            assert_eq!(l.key[0].contains("; "), reserved, "{:?}", l.key);
            assert!(l.key_y + rows as i32 * KEY_LINE_H <= l.strip_y);
            let w = img.width() as f32;
            for t in drawn.iter().filter(|t| t.text.contains(base)) {
                assert!(t.em * PREVIEW_W / w >= 10.0, "{:?}", t.text);
            }
            let dir = std::env::temp_dir().join("starpost-render");
            let _ = std::fs::create_dir_all(&dir);
            let _ = img.save(dir.join(format!("node-legend-{reserved}.png")));
        }
        // Two tokens drawn that share an explanation (a countdown's numbers): once.
        let mut scene = with_legend(false);
        scene.token_legend.push(TokenLegend {
            token: "C3".into(),
            text: base.into(),
            within: false,
        });
        let shown = node_focus(&scene, &ids(&["w-moon"])).expect("a window");
        let key = r.node_layout(&scene, &shown).key.join(" ");
        assert_eq!(key.matches(base).count(), 1, "{key}");
        // A focus on places without such chips draws no legend.
        let scene = with_legend(true);
        let shown = node_focus(&scene, &ids(&["mars-transfer"])).expect("a window");
        assert!(r.node_layout(&scene, &shown).key.is_empty());
    }

    /// A board whose nodes are drawn without text (a huge one) has no focus; odd ids, odd
    /// nodes and ids of nothing draw without a panic, at the size announced.
    #[test]
    fn odd_node_focuses_do_not_panic() {
        let r = Renderer::new();
        let mut huge = sample_rows_scene();
        huge.nodes.push(Node::new(
            "far",
            5000.0,
            0.0,
            Shape::Circle,
            1.0,
            1.0,
            Rgb::WHITE,
        ));
        assert_eq!(node_focus(&huge, &ids(&["w-earth"])), None);
        let mut odd = sample_rows_scene();
        odd.nodes.push(Node::new(
            "nan",
            f32::NAN,
            f32::INFINITY,
            Shape::Box,
            f32::NAN,
            -1.0,
            Rgb::WHITE,
        ));
        odd.nodes.push(Node::new(
            "w-earth",
            7.2,
            5.6,
            Shape::RoundBox,
            0.0,
            0.0,
            Rgb::WHITE,
        ));
        for scene in [sample_rows_scene(), odd, huge, Scene::default()] {
            for shown in [
                vec![],
                ids(&["nowhere"]),
                ids(&["w-earth", "nan"]),
                ids(&["mercury-transfer", "w-amalthea"]),
                scene.nodes.iter().map(|n| n.id.clone()).collect(),
            ] {
                let focus = Focus::Nodes(shown);
                let img = r.render_focus(&scene, &focus);
                assert_eq!((img.width(), img.height()), r.focus_size(&scene, &focus));
                assert!(img.width() <= focus_width() as u32);
            }
        }
    }
}
