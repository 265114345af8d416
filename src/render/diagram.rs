//! Boards that are not hex maps: [`Node`]s at free positions joined by [`Link`]s, and
//! [`Track`]s (titled rows of numbered boxes with markers). Both go in the left column of the
//! picture, under the hex map: the diagram first, then the band of tracks.
//!
//! Node positions and sizes are scene units, scaled together so the diagram fits about
//! `NODE_TARGET` pixels (one unit is at most `UNIT_MAX` pixels). Links are drawn first, from the
//! edge of one node to the edge of the other, then the nodes, then the links' labels, so a label
//! stays readable. Texts are measured and ellipsised like a hex's.

use std::borrow::Cow;
use std::collections::HashMap;

use image::RgbImage;
use imageproc::pixelops::interpolate;

use super::{
    EM_MIN, HEX_EDGE, HEX_HIGHLIGHT, MAP_TARGET, PANEL_BG, PANEL_EDGE, PANEL_TEXT, Renderer, TITLE,
    baseline_in, label_color, px, round_rect, text_on,
};
use crate::core::scene::{Chip, Link, LinkStyle, Node, Rgb, Shape, Track};

/// Space between the hex map, the diagram and the tracks.
pub(super) const SECTION_GAP: i32 = 16;

// ---- Nodes and links ----

/// Pixels per scene unit at most.
const UNIT_MAX: f32 = 100.0;
/// A large diagram shrinks to this many pixels per unit before it grows past `NODE_TARGET`.
const UNIT_MIN: f32 = 64.0;
const NODE_TARGET: f32 = 1600.0;
/// ... and it grows up to this size, then shrinks further.
const NODE_LIMIT: f32 = 2400.0;
/// Space around the diagram's nodes (pixels).
pub(super) const NODE_PAD: f32 = 24.0;
/// Coordinates and sizes are clamped to ± this (units), so no value overflows.
const COORD_LIMIT: f32 = 1.0e6;
/// Below this many pixels per unit, nodes and links are drawn without text.
pub(super) const UNIT_TEXT_MIN: f32 = 24.0;
/// Room for a caption under the lowest node (`CAPTION_LINES` lines).
pub(super) const CAPTION_H: f32 = 70.0;
const CAPTION_LINES: usize = 3;
const LINK_LABEL_MAX_W: f32 = 200.0;

const EM_NODE_LABEL: f32 = 18.0;
const EM_NODE_LINE: f32 = 17.0;
const EM_NODE_UNIT: f32 = 16.0;
const EM_NODE_TOKEN: f32 = 14.0;
const EM_CAPTION: f32 = 16.0;
const EM_LINK: f32 = 15.0;
/// The size (pixels) a box's name on a whole board is drawn at, where the box has room,
/// once a chat shows the picture [`super::PREVIEW_W`] wide.
const NAME_PX: f32 = 6.0;

// ---- Tracks ----

const TRACK_BOX_MAX: i32 = 64;
const TRACK_BOX_MIN: i32 = 44;
/// The diameter of a marker disc on a track.
const TRACK_MARKER_D: i32 = 26;
const TRACK_BOX_H: i32 = 54;
/// Space between neighbouring boxes.
const TRACK_BOX_GAP: i32 = 4;
const TRACK_TITLE_H: i32 = 32;
const TRACK_ROW_GAP: i32 = 6;
const TRACK_GAP: i32 = 14;
/// The narrowest band of tracks (pixels), when there is no map to match.
const TRACK_BAND_MIN: i32 = 320;
const MAX_TRACKS: usize = 8;
const MAX_TRACK_ROWS: usize = 4;
const EM_TRACK_TITLE: f32 = 19.0;
const EM_TRACK_BOX: f32 = 14.0;
const EM_TRACK_MARKER: f32 = 14.0;

/// Where the diagram goes: its size, and how scene units map to pixels.
#[derive(Debug, Clone, Copy)]
pub(super) struct NodeMap {
    pub w: i32,
    pub h: i32,
    /// Pixels per scene unit; 0 when there are no nodes.
    pub unit: f32,
    /// Top-left corner of the nodes' bounds, in units.
    min: (f32, f32),
    /// Where that corner is drawn, in pixels (set by [`NodeMap::place`]).
    at: (f32, f32),
    /// How much larger than on the whole board everything is drawn (a focus picture's
    /// enlargement, see [`NodeMap::zoomed`]): 1 on the board itself.
    zoom: f32,
    /// Room (pixels, part of `h`) above the nodes for the glance tags of the topmost ones
    /// (see [`Renderer::plan_glance`]); 0 without tags.
    pub band: f32,
    /// The size places' names are drawn at where they have room (see
    /// [`NodeMap::set_picture_width`]); 0: at their own size.
    pub name_em: f32,
}

impl Default for NodeMap {
    fn default() -> Self {
        NodeMap {
            w: 0,
            h: 0,
            unit: 0.0,
            min: (0.0, 0.0),
            at: (0.0, 0.0),
            zoom: 1.0,
            band: 0.0,
            name_em: 0.0,
        }
    }
}

/// How a diagram's texts and strokes are sized: `k` the board's own factor (texts shrink
/// with a board drawn small, down to `EM_MIN`), `z` the zoom of a focus picture, `name` the
/// size places' names grow to where they have room (0: they do not).
#[derive(Debug, Clone, Copy)]
struct Sizing {
    k: f32,
    z: f32,
    name: f32,
}

impl Sizing {
    /// The type size for a text whose full size is `base`.
    fn em(&self, base: f32) -> f32 {
        (base * self.k).max(EM_MIN) * self.z
    }
}

impl NodeMap {
    /// The same diagram `zoom` times larger, with the point `min` (units) as its top-left
    /// corner (place it with [`NodeMap::place_corner`]): every node, text and stroke grows
    /// together, so a node holds what it holds on the whole board.
    pub fn zoomed(&self, zoom: f32, min: (f32, f32)) -> NodeMap {
        let zoom = if zoom.is_finite() && zoom > 0.0 {
            zoom
        } else {
            1.0
        };
        NodeMap {
            w: 0,
            h: 0,
            unit: self.unit * zoom,
            min: (clean(min.0), clean(min.1)),
            at: (0.0, 0.0),
            zoom: self.zoom * zoom,
            band: 0.0,
            name_em: 0.0,
        }
    }

    /// Puts the corner `min` at pixel (x, y) exactly (no padding).
    pub fn place_corner(&mut self, x: f32, y: f32) {
        self.at = (x, y);
    }

    /// Pixels per scene unit on the whole board.
    pub fn board_unit(&self) -> f32 {
        self.unit / self.zoom
    }

    /// Whether the nodes' texts are drawn (the whole board is drawn large enough for them).
    pub fn with_text(&self) -> bool {
        self.board_unit() >= UNIT_TEXT_MIN
    }

    fn sizing(&self) -> Sizing {
        Sizing {
            k: (self.board_unit() / UNIT_MAX).min(1.0),
            z: self.zoom,
            name: if self.zoom == 1.0 && self.name_em.is_finite() {
                self.name_em
            } else {
                0.0
            },
        }
    }

    /// A whole board drawn in a picture `width` pixels wide: its boxes' names and the names
    /// under its places are drawn [`NAME_PX`] tall at a chat preview's width where they have
    /// room (a focus picture, zoomed, draws them at their own size).
    pub fn set_picture_width(&mut self, width: u32) {
        self.name_em = (NAME_PX * width as f32 / super::PREVIEW_W).floor();
    }

    /// Puts the diagram's top-left corner at pixel (x, y).
    pub fn place(&mut self, x: i32, y: i32) {
        self.at = (x as f32 + NODE_PAD, y as f32 + NODE_PAD + self.band);
    }

    /// The diagram's area as placed (left, top, right, bottom, pixels).
    pub(super) fn area(&self) -> (f32, f32, f32, f32) {
        let (x0, y0) = (self.at.0 - NODE_PAD, self.at.1 - NODE_PAD - self.band);
        (x0, y0, x0 + self.w as f32, y0 + self.h as f32)
    }

    /// The pixel of a point in scene units.
    pub fn pixel_of(&self, x: f32, y: f32) -> (f32, f32) {
        (
            self.at.0 + (clean(x) - self.min.0) * self.unit,
            self.at.1 + (clean(y) - self.min.1) * self.unit,
        )
    }

    pub(super) fn center(&self, n: &Node) -> (f32, f32) {
        self.pixel_of(n.x, n.y)
    }

    /// Width and height in pixels.
    pub(super) fn size(&self, n: &Node) -> (f32, f32) {
        let (w, h) = dims(n);
        (w * self.unit, h * self.unit)
    }
}

/// Where the tracks go.
#[derive(Debug, Default, Clone)]
pub(super) struct TrackBand {
    pub x: i32,
    pub y: i32,
    pub w: i32,
    pub h: i32,
    /// Per track drawn: box width, boxes per row, rows, and rows of markers in a box (more
    /// than one only in a band drawn larger, where a box's markers would not stand side by
    /// side: its boxes are that much taller).
    rows: Vec<(i32, usize, usize, usize)>,
    /// How many times their usual size the boxes, their labels and markers are drawn (0 is
    /// taken as 1): larger on a wide picture, so that they read at a chat preview.
    pub k: f32,
}

impl TrackBand {
    fn k(&self) -> f32 {
        if self.k > 0.0 { self.k } else { 1.0 }
    }
    fn px(&self, v: i32) -> i32 {
        (v as f32 * self.k()).round() as i32
    }
    /// The most markers side by side in a box `box_w` wide.
    fn markers_per_row(&self, box_w: i32) -> usize {
        let room = box_w - TRACK_BOX_GAP - 6;
        ((room + 5) / (self.px(TRACK_MARKER_D) + 5)).max(1) as usize
    }
    /// Rows of markers in a box holding `crowd` of them: one at the usual size (a crowd that
    /// does not fit is summed up as "+N"), up to three in a band drawn larger.
    fn marker_rows(&self, crowd: i32, box_w: i32) -> usize {
        if self.k() <= 1.0 || crowd <= 0 {
            return 1;
        }
        (crowd as usize)
            .div_ceil(self.markers_per_row(box_w))
            .clamp(1, 3)
    }
    /// A box's height with `marker_rows` rows of markers.
    fn box_h(&self, marker_rows: usize) -> i32 {
        self.px(TRACK_BOX_H) + (marker_rows as i32 - 1) * (self.px(TRACK_MARKER_D) + 4)
    }
}

/// A finite coordinate within ± `COORD_LIMIT` (0 for NaN or infinity).
pub(super) fn clean(v: f32) -> f32 {
    if v.is_finite() {
        v.clamp(-COORD_LIMIT, COORD_LIMIT)
    } else {
        0.0
    }
}

/// A node's width and height in units (a circle's height is its width).
pub(super) fn dims(n: &Node) -> (f32, f32) {
    let w = clean(n.w).max(0.0);
    let h = match n.shape {
        Shape::Circle => w,
        Shape::Box | Shape::RoundBox => clean(n.h).max(0.0),
    };
    (w, h)
}

/// How many times their usual size tracks are drawn for their box labels to be `label_em`
/// (at least their usual size).
pub(super) fn track_k(label_em: f32) -> f32 {
    (label_em / EM_TRACK_BOX).max(1.0)
}

/// How long a stub towards a node left out of a picture is (pixels at zoom 1).
const STUB_LEN: f32 = 36.0;

/// A node's name for a stub: its label, else its caption up to the first " · ".
pub(super) fn stub_name(n: &Node) -> &str {
    let label = n.label.trim();
    if !label.is_empty() {
        return label;
    }
    n.caption.split(" · ").next().unwrap_or("").trim()
}

/// A node's name as its stubs write it (see [`Renderer::draw_stubs`]).
#[cfg(test)]
pub(super) fn stub_name_of(n: &Node) -> &str {
    stub_name(n)
}

/// A stub as [`Renderer::plan_stubs`] places it: the link (its index), its path (pixels,
/// from the shown node it leaves) and its name, if one is written.
#[derive(Debug, Clone)]
pub(super) struct StubPlan {
    pub link: usize,
    pub pts: Vec<(f32, f32)>,
    pub name: Option<StubName>,
}

/// A stub's name: its centre, its text's width, the box's height, its rows of text. Stubs
/// that leave one place the same way share one name box: a row per place they lead to, or
/// where rows have no room, one row of their names joined by " · ".
#[derive(Debug, Clone)]
pub(super) struct StubName {
    pub cx: f32,
    pub cy: f32,
    pub w: f32,
    pub h: f32,
    pub rows: Vec<String>,
}

/// Stubs leaving one place whose directions differ by less than this (radians) point the
/// same way: their ends share one name box, a row each (two names side by side would
/// crowd, and one would go unnamed).
const STUB_SAME_WAY: f32 = 0.45;

/// A node's glance tag as [`Renderer::plan_glance`] places it: the node (its index), the
/// plate's box (left, top, right, bottom, pixels) and the name written in it, if any.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct GlanceTag {
    pub node: usize,
    pub rect: (f32, f32, f32, f32),
    pub name: Option<String>,
}

/// A glance tag's plate and its name's colour.
const GLANCE_PLATE: Rgb = Rgb(0, 0, 0);

/// The diameter of a glance tag's discs at `em`.
fn glance_disc(em: f32) -> f32 {
    (em * 1.45).round()
}

/// A glance tag's height at `em`.
pub(super) fn glance_tag_h(em: f32) -> f32 {
    glance_disc(em) + 6.0
}

/// The room (pixels) a diagram keeps above its nodes for the topmost ones' glance tags.
pub(super) fn glance_band(em: f32) -> f32 {
    (glance_tag_h(em) + 8.0).ceil()
}

/// What is left of `name` after the leading words (split at spaces) it shares with `lead`,
/// when it shares at least one and something is left: "pass" for "Halcyon pass" after
/// "Halcyon outbound"; `None` otherwise.
fn rest_after_shared_words(lead: &str, name: &str) -> Option<String> {
    let words: Vec<&str> = name.split_whitespace().collect();
    let shared = lead
        .split_whitespace()
        .zip(&words)
        .take_while(|(a, b)| a == *b)
        .count();
    (shared > 0 && shared < words.len()).then(|| words[shared..].join(" "))
}

/// Whether the segment `a`–`b` passes through the box (left, top, right, bottom): clipped to
/// it (Liang–Barsky), something is left.
pub(super) fn segment_hits_box(a: (f32, f32), b: (f32, f32), bx: (f32, f32, f32, f32)) -> bool {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let (mut t0, mut t1) = (0.0f32, 1.0f32);
    for (p, q) in [
        (-dx, a.0 - bx.0),
        (dx, bx.2 - a.0),
        (-dy, a.1 - bx.1),
        (dy, bx.3 - a.1),
    ] {
        if p == 0.0 {
            if q < 0.0 {
                return false;
            }
            continue;
        }
        let t = q / p;
        if p < 0.0 {
            t0 = t0.max(t);
        } else {
            t1 = t1.min(t);
        }
        if t0 > t1 {
            return false;
        }
    }
    true
}

/// How much larger than its scene size a crowded node may be drawn.
const GROW_MAX: f32 = 3.0;

/// What goes inside a node (see [`Renderer::node_plan`]).
#[derive(Debug, Default, Clone)]
struct NodePlan {
    show_label: bool,
    n_lines: usize,
    /// How many unit chips, then tokens, go on each row.
    units: Vec<usize>,
    tokens: Vec<usize>,
    /// The width the chips were wrapped at (pixels).
    width: f32,
    /// The height of the label and the text lines, with their gaps.
    block: f32,
}

/// Half the usable width of the band between `y0` and `y1` (pixels, relative to the centre)
/// inside a node's fill of `iw` × `ih`: a circle's rows are as wide as its chord, a rounded
/// box keeps clear of its corners.
fn half_width(shape: Shape, iw: f32, ih: f32, z: f32, y0: f32, y1: f32) -> f32 {
    let r = iw.min(ih) / 2.0;
    let pad = match shape {
        Shape::RoundBox => 5.0 * z + corner(shape, iw, ih) * 0.3,
        Shape::Circle | Shape::Box => 5.0 * z,
    };
    let hw = match shape {
        Shape::Circle => {
            let y = y0.abs().max(y1.abs());
            if y >= r {
                0.0
            } else {
                (r * r - y * y).sqrt() - pad
            }
        }
        Shape::Box | Shape::RoundBox => iw / 2.0 - pad,
    };
    hw.max(0.0)
}

/// Corner radius of a node's shape at size w × h (pixels).
fn corner(shape: Shape, w: f32, h: f32) -> f32 {
    match shape {
        Shape::Circle => w.min(h) / 2.0,
        Shape::Box => 0.0,
        Shape::RoundBox => (0.2 * w.min(h)).min(14.0),
    }
}

impl Renderer {
    /// The diagram's size and scale for these nodes.
    pub(super) fn node_map(&self, nodes: &[Node]) -> NodeMap {
        node_map_of(nodes)
    }

    /// The band of tracks: as wide as the maps above it or, with no map, as the longest track
    /// wants (up to the usual map size); a longer track wraps onto more rows.
    pub(super) fn track_band(&self, tracks: &[Track], maps_w: i32) -> TrackBand {
        self.track_band_at(tracks, maps_w, 1.0)
    }

    /// [`Renderer::track_band`] with its boxes, labels and markers drawn `k` times their usual
    /// size (at least 1).
    pub(super) fn track_band_at(&self, tracks: &[Track], maps_w: i32, k: f32) -> TrackBand {
        let tracks = &tracks[..tracks.len().min(MAX_TRACKS)];
        if tracks.is_empty() {
            return TrackBand::default();
        }
        let mut band = TrackBand {
            k: if k.is_finite() {
                k.clamp(1.0, 4.0)
            } else {
                1.0
            },
            ..TrackBand::default()
        };
        let (box_max, box_min) = (band.px(TRACK_BOX_MAX), band.px(TRACK_BOX_MIN));
        let natural = tracks
            .iter()
            .map(|t| t.boxes.len().min(1000) as i32 * box_max)
            .max()
            .unwrap_or(0);
        let w = if maps_w > 0 {
            maps_w
        } else {
            natural.min(MAP_TARGET as i32)
        }
        .max(TRACK_BAND_MIN);
        let mut h = 0;
        let mut rows = Vec::with_capacity(tracks.len());
        for t in tracks {
            let n = t.boxes.len();
            let mut crowd_n = 0;
            let (box_w, per_row, n_rows) = if n == 0 {
                (box_max, 1, 0)
            } else {
                // A box holding several markers widens (as far as the band allows) so that
                // they stand side by side.
                let mut crowd = vec![0i32; n.min(1000)];
                for m in &t.markers {
                    if let Some(c) = crowd.get_mut(m.at) {
                        *c += 1;
                    }
                }
                let crowd = crowd.into_iter().max().unwrap_or(0);
                crowd_n = crowd;
                let widest = box_max.max(crowd * (band.px(TRACK_MARKER_D) + 5) + 12);
                let box_w = (w / n.min(1000) as i32).clamp(box_min, widest);
                let per_row = ((w / box_w) as usize).max(1);
                (box_w, per_row, n.div_ceil(per_row).min(MAX_TRACK_ROWS))
            };
            let marker_rows = band.marker_rows(crowd_n, box_w);
            rows.push((box_w, per_row, n_rows, marker_rows));
            h += band.px(TRACK_TITLE_H) + n_rows as i32 * (band.box_h(marker_rows) + TRACK_ROW_GAP)
                - TRACK_ROW_GAP;
        }
        h += TRACK_GAP * (tracks.len() as i32 - 1);
        band.w = w;
        band.h = h;
        band.rows = rows;
        band
    }

    /// Links, then nodes, then the links' labels.
    pub(super) fn draw_diagram(
        &self,
        img: &mut RgbImage,
        map: &NodeMap,
        nodes: &[Node],
        links: &[Link],
    ) {
        if nodes.is_empty() || map.unit <= 0.0 {
            return;
        }
        let s = map.sizing();
        let with_text = map.with_text();
        let mut by_id: HashMap<&str, &Node> = HashMap::new();
        for n in nodes {
            by_id.entry(n.id.as_str()).or_insert(n);
        }
        let mut labels = Vec::new();
        for link in links {
            let (Some(a), Some(b)) = (by_id.get(link.from.as_str()), by_id.get(link.to.as_str()))
            else {
                continue;
            };
            let Some(path) = link_path(map, a, b, nodes) else {
                continue;
            };
            self.draw_link(img, link, &path, s);
            if with_text && !link.label.trim().is_empty() {
                labels.push((path_middle(&path), link));
            }
        }
        for n in nodes {
            self.draw_node(img, map, n, s, with_text);
        }
        let em = s.em(EM_LINK);
        let h = (em * 1.4).round();
        for ((mx, my), link) in labels {
            let text = self.fit(em, &link.label, LINK_LABEL_MAX_W * s.z);
            self.line_box(img, mx, my - h / 2.0, h, em, link.color, &text);
        }
    }

    /// For each link from a drawn node (in `shown`) to a node of `all` that is not drawn: a
    /// short stub leaving the drawn node towards it, labelled with that node's name (its
    /// label, or its caption's first field) when the name reads whole beside the stub; so a
    /// cut-out of the diagram still tells where each place connects. Where they go:
    /// [`Self::plan_stubs`].
    pub(super) fn draw_stubs(
        &self,
        img: &mut RgbImage,
        map: &NodeMap,
        shown: &[Node],
        all: &[Node],
        links: &[Link],
    ) {
        let s = map.sizing();
        let plan = self.plan_stubs(map, shown, all, links, (img.width(), img.height()));
        for stub in &plan {
            let Some(link) = links.get(stub.link) else {
                continue;
            };
            let plain = Link {
                arrow: false,
                ..link.clone()
            };
            self.draw_link(img, &plain, &stub.pts, s);
        }
        for stub in &plan {
            if let (Some(link), Some(name)) = (links.get(stub.link), &stub.name) {
                let em = s.em(EM_LINK);
                let row_h = name.h / name.rows.len().max(1) as f32;
                let mut top = name.cy - name.h / 2.0;
                for row in &name.rows {
                    self.line_box(img, name.cx, top, row_h, em, link.color, row);
                    top += row_h;
                }
            }
        }
    }

    /// Where [`Self::draw_stubs`] draws each stub (its path, pixels) and its name (when one
    /// fits), in a picture `size` wide and tall. A name keeps off the shown nodes and their
    /// captions, off the other names, and off every line the picture draws through it: no
    /// stub (its own included) and no link between shown nodes runs through a name, so a
    /// line always leads to a name's end and never across its text. It goes beyond its stub's
    /// end, else beside the end (across the stub, on either side), else along the stub; a
    /// name with no free place is left out (the stub still shows the way).
    pub(super) fn plan_stubs(
        &self,
        map: &NodeMap,
        shown: &[Node],
        all: &[Node],
        links: &[Link],
        size: (u32, u32),
    ) -> Vec<StubPlan> {
        let mut out: Vec<StubPlan> = Vec::new();
        if map.unit <= 0.0 {
            return out;
        }
        let s = map.sizing();
        let z = s.z;
        let is_shown = |id: &str| shown.iter().any(|n| n.id == id);
        // The stubs' paths, and the left-out node each leads to.
        let mut ends: Vec<(&Node, f32)> = Vec::new();
        // The shown node each stub leaves.
        let mut froms: Vec<&str> = Vec::new();
        for (i, link) in links.iter().enumerate() {
            for (from, to) in [(&link.from, &link.to), (&link.to, &link.from)] {
                if !is_shown(from) || is_shown(to) {
                    continue;
                }
                let (Some(a), Some(b)) = (
                    shown.iter().find(|n| &n.id == from),
                    all.iter().find(|n| &n.id == to),
                ) else {
                    continue;
                };
                // The stub follows the link as the whole board draws it (bowed round the
                // nodes it would cross), for its first `STUB_LEN` pixels.
                let Some(path) = link_path(map, a, b, all) else {
                    continue;
                };
                let stub = STUB_LEN * z;
                let mut pts = vec![path[0]];
                let mut left = stub;
                for w in path.windows(2) {
                    let d = (w[1].0 - w[0].0).hypot(w[1].1 - w[0].1);
                    if d >= left {
                        let t = if d > 0.0 { left / d } else { 0.0 };
                        pts.push((
                            w[0].0 + (w[1].0 - w[0].0) * t,
                            w[0].1 + (w[1].1 - w[0].1) * t,
                        ));
                        break;
                    }
                    pts.push(w[1]);
                    left -= d;
                }
                if pts.len() < 2 {
                    continue;
                }
                // How far the stub's end is from the node it leads to, along the link.
                let mut rest = 0.0;
                let mut at = pts[pts.len() - 1];
                for w in path.iter().skip(pts.len() - 1) {
                    rest += (w.0 - at.0).hypot(w.1 - at.1);
                    at = *w;
                }
                out.push(StubPlan {
                    link: i,
                    pts,
                    name: None,
                });
                ends.push((b, rest));
                froms.push(a.id.as_str());
            }
        }
        if !map.with_text() {
            return out;
        }
        // Every line drawn in the window: the stubs, and the links between shown nodes.
        let mut lines: Vec<((f32, f32), (f32, f32))> = Vec::new();
        for stub in &out {
            lines.extend(stub.pts.windows(2).map(|w| (w[0], w[1])));
        }
        for link in links {
            let (Some(a), Some(b)) = (
                shown.iter().find(|n| n.id == link.from),
                shown.iter().find(|n| n.id == link.to),
            ) else {
                continue;
            };
            if let Some(path) = link_path(map, a, b, all) {
                lines.extend(path.windows(2).map(|w| (w[0], w[1])));
            }
        }
        // What the shown nodes draw, a stub's name keeps off: each node as drawn (a crowded
        // one larger than its scene size) and the caption under it (left, top, right, bottom).
        let taken = self.node_text_boxes(map, shown, s);
        // The stub names placed so far.
        let mut placed: Vec<StubName> = Vec::new();
        // The left-out nodes already named: each is named once, by the stub that ends
        // nearest to it (several shown places linked to one left-out place, or a second link
        // between the same two, draw their stubs but not the name again).
        let mut named: Vec<String> = Vec::new();
        let em = s.em(EM_LINK);
        let h = (em * 1.4).round();
        let (iw, ih) = (size.0 as f32, size.1 as f32);
        // Not over the picture's header, above the diagram.
        let top = (map.at.1 - NODE_PAD * z).max(0.0);
        let mut order: Vec<usize> = (0..out.len()).collect();
        order.sort_by(|&i, &j| {
            let d = |k: usize| ends.get(k).map_or(f32::INFINITY, |e| e.1);
            d(i).total_cmp(&d(j))
        });
        // The way each stub points (from its start to its end).
        let way = |k: usize| {
            out.get(k).and_then(|st| {
                let (a, b) = (st.pts.first()?, st.pts.last()?);
                Some((b.1 - a.1).atan2(b.0 - a.0))
            })
        };
        let ways: Vec<Option<f32>> = (0..out.len()).map(way).collect();
        let same_way = |i: usize, j: usize| {
            let (Some(Some(a)), Some(Some(b))) = (ways.get(i), ways.get(j)) else {
                return false;
            };
            let d = (a - b).rem_euclid(std::f32::consts::TAU);
            froms.get(i) == froms.get(j) && d.min(std::f32::consts::TAU - d) < STUB_SAME_WAY
        };
        for k in order {
            let Some(&(b, _)) = ends.get(k) else {
                continue;
            };
            if named.contains(&b.id) {
                continue;
            }
            // The names of the places this stub and those pointing the same way lead to,
            // not yet named, nearest first: one box, a row each.
            let mut rows: Vec<(String, String, usize)> = Vec::new();
            let mut group: Vec<usize> = vec![k];
            group.extend((0..out.len()).filter(|&j| j != k && same_way(k, j)));
            group.sort_by(|&i, &j| {
                let d = |k: usize| ends.get(k).map_or(f32::INFINITY, |e| e.1);
                d(i).total_cmp(&d(j))
            });
            for &j in &group {
                let Some(&(n, _)) = ends.get(j) else { continue };
                let name = stub_name(n);
                if name.is_empty()
                    || named.contains(&n.id)
                    || rows.iter().any(|(id, r, _)| id == &n.id || r == name)
                    || self.width(em, name) > LINK_LABEL_MAX_W * z
                {
                    continue;
                }
                rows.push((n.id.clone(), name.to_string(), j));
            }
            // All the names in one box where it has room; else the nearer ones (the others
            // are named by their own stubs where they have room).
            let row_h = h;
            let mut found = None;
            // Each way to write the first `count` names: a row each, or (two or more, where
            // a box of rows has no room) one row, the names joined.
            let mut ways: Vec<(usize, Vec<String>)> = Vec::new();
            for count in (1..=rows.len()).rev() {
                let these = rows.get(..count).unwrap_or_default();
                let names: Vec<String> = these.iter().map(|(_, r, _)| r.clone()).collect();
                if count > 1 {
                    ways.push((count, names.clone()));
                    ways.push((count, vec![names.join(" · ")]));
                } else {
                    ways.push((count, names));
                }
            }
            'rows: for (count, written) in ways {
                let these = rows.get(..count).unwrap_or_default();
                let tw = written
                    .iter()
                    .map(|r| self.width(em, r))
                    .fold(0.0, f32::max);
                let h = row_h * written.len() as f32;
                let free = |cx: f32, cy: f32| {
                    let bx = (
                        cx - tw / 2.0 - 4.0,
                        cy - h / 2.0,
                        cx + tw / 2.0 + 4.0,
                        cy + h / 2.0,
                    );
                    let inside = cx - tw / 2.0 - 6.0 >= 0.0
                        && cx + tw / 2.0 + 6.0 <= iw
                        && cy - h / 2.0 >= top
                        && cy + h / 2.0 <= ih;
                    let on_node = taken
                        .iter()
                        .any(|&(x0, y0, x1, y1)| bx.2 > x0 && bx.0 < x1 && bx.3 > y0 && bx.1 < y1);
                    let on_label = placed.iter().any(|o| {
                        (o.cx - cx).abs() < (o.w + tw) / 2.0 + 10.0
                            && (o.cy - cy).abs() < (o.h + h) / 2.0
                    });
                    let crossed = lines.iter().any(|&(a, b)| segment_hits_box(a, b, bx));
                    inside && !on_node && !on_label && !crossed
                };
                // Beyond the stub's end; beside it, across the stub on either side (as far
                // as the name's half size that way); along the stub; for this stub, then
                // for the others of the box.
                let mut bases = Vec::new();
                for &(_, _, j) in these {
                    let Some([.., p, q]) = out.get(j).map(|st| st.pts.as_slice()) else {
                        continue;
                    };
                    let (p, q) = (*p, *q);
                    let len = (q.0 - p.0).hypot(q.1 - p.1).max(1e-3);
                    let (ux, uy) = ((q.0 - p.0) / len, (q.1 - p.1) / len);
                    let beyond = (
                        q.0 + ux * (tw / 2.0 + 8.0 * z),
                        q.1 + uy * (h / 2.0 + 4.0 * z),
                    );
                    let (nx, ny) = (-uy, ux);
                    let across = nx.abs() * (tw / 2.0 + 6.0 * z) + ny.abs() * (h / 2.0 + 4.0 * z);
                    let beside = |side: f32| (q.0 + nx * across * side, q.1 + ny * across * side);
                    bases.extend([beyond, beside(1.0), beside(-1.0), q, p]);
                }
                for base in bases {
                    // Kept inside the picture across (a stub at its edge names its place
                    // beside it, not off the picture).
                    let lo = tw / 2.0 + 6.0;
                    let hi = (iw - tw / 2.0 - 6.0).max(lo);
                    let base = (base.0.clamp(lo, hi), base.1);
                    for k in 0..5 {
                        let off = ((k + 1) / 2) as f32 * if k % 2 == 0 { 1.0 } else { -1.0 };
                        let (cx, cy) = (base.0, base.1 + off * row_h);
                        if free(cx, cy) {
                            found = Some((cx, cy, tw, h, count, written));
                            break 'rows;
                        }
                    }
                }
            }
            let Some((cx, cy, tw, h, count, written)) = found else {
                continue;
            };
            rows.truncate(count);
            let Some(stub) = out.get_mut(k) else {
                continue;
            };
            let name = StubName {
                cx,
                cy,
                w: tw,
                h,
                rows: written,
            };
            placed.push(name.clone());
            named.extend(rows.into_iter().map(|(id, _, _)| id));
            stub.name = Some(name);
        }
        out
    }

    /// Where a whole board draws each node's glance tag: for every node with `forces`, a
    /// dark plate holding the node's `name` and its forces as discs in their colours, all at
    /// `em` (see [`super::glance_em`]: large enough to read when a chat shows the picture
    /// small), so a glance tells which place holds whose pieces and how many. A tag goes
    /// above its node (centred, else shifted along the row), else under its caption, else
    /// beside it; never over a node, a caption, a link's label or another tag, and inside the
    /// diagram's area. A tag with no free place for its whole name is left out, never drawn
    /// without it (its discs would read as the end of its neighbour's tag) nor with it cut;
    /// the node's detail still tells. Nothing on a focus picture (zoomed) or a diagram
    /// drawn without text.
    pub(super) fn plan_glance(
        &self,
        map: &NodeMap,
        nodes: &[Node],
        links: &[Link],
        em: f32,
    ) -> Vec<GlanceTag> {
        let mut out: Vec<GlanceTag> = Vec::new();
        if map.unit <= 0.0 || !map.with_text() || map.zoom != 1.0 || !em.is_finite() || em <= 0.0 {
            return out;
        }
        let s = map.sizing();
        let mut taken = self.node_text_boxes(map, nodes, s);
        // The links' labels, as `draw_diagram` draws them.
        let mut by_id: HashMap<&str, &Node> = HashMap::new();
        for n in nodes {
            by_id.entry(n.id.as_str()).or_insert(n);
        }
        let em_link = s.em(EM_LINK);
        let link_h = (em_link * 1.4).round();
        for link in links.iter().filter(|l| !l.label.trim().is_empty()) {
            let (Some(a), Some(b)) = (by_id.get(link.from.as_str()), by_id.get(link.to.as_str()))
            else {
                continue;
            };
            let Some(path) = link_path(map, a, b, nodes) else {
                continue;
            };
            let (mx, my) = path_middle(&path);
            let text = self.fit(em_link, &link.label, LINK_LABEL_MAX_W * s.z);
            let tw = self.width(em_link, &text);
            taken.push((
                mx - tw / 2.0 - 5.0,
                my - link_h / 2.0,
                mx + tw / 2.0 + 5.0,
                my + link_h / 2.0,
            ));
        }
        let area = map.area();
        let disc = glance_disc(em);
        let h = glance_tag_h(em);
        let pad = (em * 0.3).round();
        // What a tag at `r` would cover first (with a margin of 2 pixels): a node, a caption,
        // a label or another tag.
        let obstacle = |r: (f32, f32, f32, f32), placed: &[GlanceTag]| {
            let hit = |o: &(f32, f32, f32, f32)| {
                r.0 < o.2 + 2.0 && r.2 > o.0 - 2.0 && r.1 < o.3 + 2.0 && r.3 > o.1 - 2.0
            };
            taken
                .iter()
                .copied()
                .chain(placed.iter().map(|t| t.rect))
                .find(|o| hit(o))
        };
        // Each node's body as drawn (left, top, right, bottom).
        let bodies: Vec<(f32, f32, f32, f32)> = nodes
            .iter()
            .map(|n| {
                let (cx, cy) = map.center(n);
                let (w, h, _, _) = self.node_drawn(map, n, s);
                (cx - w / 2.0, cy - h / 2.0, cx + w / 2.0, cy + h / 2.0)
            })
            .collect();
        for (i, n) in nodes.iter().enumerate() {
            if n.forces.is_empty() {
                continue;
            }
            let (cx, cy) = map.center(n);
            let (nw, nh, _, _) = self.node_drawn(map, n, s);
            // A tag above or under the node stands more over it than over any neighbour in
            // its row (else it reads as the neighbour's).
            let own_most = |r: &(f32, f32, f32, f32)| {
                let over = |b: &(f32, f32, f32, f32)| (r.2.min(b.2) - r.0.max(b.0)).max(0.0);
                let own = over(&(cx - nw / 2.0, 0.0, cx + nw / 2.0, 0.0));
                bodies.iter().enumerate().all(|(j, b)| {
                    let row = b.1 < cy + nh / 2.0 && b.3 > cy - nh / 2.0;
                    j == i || !row || over(b) <= own
                })
            };
            let (x0, y0, x1, y1) = (cx - nw / 2.0, cy - nh / 2.0, cx + nw / 2.0, cy + nh / 2.0);
            // The bottom of the node's caption, where it has one.
            let under = if n.caption.trim().is_empty() {
                y1
            } else {
                let em_c = s.em(EM_CAPTION);
                let row = (em_c * 1.4).round().min(CAPTION_H - 2.0);
                let lines = self.caption_lines(em_c, n.caption.trim(), caption_width(nw, 1.0));
                y1 + 2.0 + lines.len() as f32 * row
            };
            let discs_w = self.chip_row_width(em, &n.forces, disc);
            let name = self.shown(n.name.trim()).into_owned();
            // A tag placed already in this node's row, left of it, whose name begins with
            // words this one begins with ("Halcyon outbound" before "Halcyon pass"): this
            // tag may stand right after it with the rest of its name ("pass"), so that the
            // two read as one line above their row rather than this one dropping under it,
            // where it would read as the next row's.
            let lead = out
                .iter()
                .filter(|t| t.rect.2 <= cx)
                .filter_map(|t| {
                    let m = nodes.get(t.node)?;
                    let (_, my) = map.center(m);
                    if (my - cy).abs() > nh / 2.0 {
                        return None;
                    }
                    let rest = rest_after_shared_words(t.name.as_deref()?, &name)?;
                    Some((t.rect, rest))
                })
                .max_by(|a, b| a.0.2.total_cmp(&b.0.2));
            // The names to try, in order, and whether only places above the node will do:
            // the whole name above; the rest after a leading tag, above; the whole name
            // anywhere; no name anywhere.
            let mut variants: Vec<(Option<String>, bool)> = Vec::new();
            if !name.is_empty() {
                variants.push((Some(name.clone()), true));
                if let Some((_, rest)) = &lead {
                    variants.push((Some(rest.clone()), true));
                }
                variants.push((Some(name.clone()), false));
                // Where the whole name finds no room the tag is left out rather than drawn
                // without its name (its discs would read as the end of a neighbour's tag) or
                // with its name cut ("…"): the node's own chips still tell.
            } else {
                // A node without a name has only its forces to show.
                variants.push((None, false));
            }
            let gap = (pad / 2.0).max(4.0).ceil();
            let mut spot = None;
            for (text, above_only) in variants {
                let name_w = match &text {
                    Some(t) => self.width(em, t) + pad,
                    None => 0.0,
                };
                let w = (pad + name_w + discs_w + pad).ceil();
                // After a leading tag: only right after it, on its line.
                let after = match (&text, &lead) {
                    (Some(t), Some((rect, rest))) if t == rest && *t != name => Some(*rect),
                    _ => None,
                };
                // (top, left, whether it may move up (true) or down (false) past what it
                // covers, by up to its height, so it stays by its node).
                let mut tries: Vec<(f32, f32, bool)> = Vec::new();
                if let Some(rect) = after {
                    tries.push((rect.1, rect.2 + gap, true));
                } else {
                    // Above the node, centred, then shifted along the row a little at a time
                    // (kept over the node).
                    // Centred on the node first, then shifted along the row by twelfths of
                    // `reach`, alternately right and left.
                    let reach = w / 2.0 - (w.min(nw) / 4.0);
                    let spread = |top: f32, up: bool| {
                        (0..=24).map(move |k| {
                            let off = ((k + 1) / 2) as f32 * reach / 12.0
                                * if k % 2 == 0 { 1.0 } else { -1.0 };
                            (top, cx - w / 2.0 + off, up)
                        })
                    };
                    tries.extend(spread(y0 - 4.0 - h, true));
                    if !above_only {
                        tries.extend(spread(under + 4.0, false));
                        tries.push((cy - h / 2.0, x1 + 6.0, false));
                        tries.push((cy - h / 2.0, x0 - 6.0 - w, false));
                    }
                }
                // A tag that would stand past the diagram's side is moved in.
                let inward = |left: f32| left.min(area.2 - w).max(area.0);
                let settle = |(top, left, up): (f32, f32, bool)| {
                    let left = inward(left);
                    let mut r = (left, top, left + w, top + h);
                    for _ in 0..6 {
                        let inside = r.1 >= area.1 && r.3 <= area.3;
                        if !inside || (r.1 - top).abs() > h {
                            return None;
                        }
                        let Some(o) = obstacle(r, &out) else {
                            return Some(r);
                        };
                        let t = if up { o.1 - 4.0 - h } else { o.3 + 4.0 };
                        r = (r.0, t, r.2, t + h);
                    }
                    None
                };
                spot = tries
                    .into_iter()
                    .filter_map(settle)
                    // Above or under the node, a tag stands over it (else it would read as
                    // a neighbour's).
                    // Only above the node where asked; after a leading tag, on its line.
                    .filter(|r| !above_only || r.3 <= y0)
                    .filter(|r| after.is_none_or(|a| (r.1 - a.1).abs() < 0.5))
                    .find(|r| {
                        (r.0 < x1 && r.2 > x0 && (after.is_some() || own_most(r)))
                            || (r.1 < cy && r.3 > cy)
                    })
                    .map(|r| (r, text.clone()));
                if spot.is_some() {
                    break;
                }
            }
            if let Some((rect, text)) = spot {
                out.push(GlanceTag {
                    node: i,
                    rect,
                    name: text,
                });
            }
        }
        out
    }

    /// Draws the tags [`Self::plan_glance`] places.
    pub(super) fn draw_glance(
        &self,
        img: &mut RgbImage,
        map: &NodeMap,
        nodes: &[Node],
        links: &[Link],
        em: f32,
    ) {
        let disc = glance_disc(em);
        let pad = (em * 0.3).round();
        for tag in self.plan_glance(map, nodes, links, em) {
            let Some(n) = nodes.get(tag.node) else {
                continue;
            };
            let (x0, y0, x1, y1) = tag.rect;
            round_rect(
                img,
                x0.round() as i32,
                y0.round() as i32,
                (x1 - x0).round() as i32,
                (y1 - y0).round() as i32,
                ((y1 - y0) / 2.0).round() as i32,
                GLANCE_PLATE,
                0.85,
            );
            let mut x = x0 + pad;
            if let Some(name) = &tag.name {
                let base = baseline_in(y0, y1 - y0, em);
                self.bold_text(img, x, base, em, TITLE, name);
                x += self.width(em, name) + pad;
            }
            let discs_w = self.chip_row_width(em, &n.forces, disc);
            let top = y0 + ((y1 - y0) - disc) / 2.0;
            self.draw_chip_row(
                img,
                x + discs_w / 2.0,
                top,
                discs_w + 1.0,
                disc,
                em,
                &n.forces,
                true,
            );
        }
    }

    /// Each node's box as drawn and, when it has one, its caption's box under it, in pixels
    /// (left, top, right, bottom): where its texts are.
    fn node_text_boxes(
        &self,
        map: &NodeMap,
        nodes: &[Node],
        s: Sizing,
    ) -> Vec<(f32, f32, f32, f32)> {
        let z = s.z;
        let mut out = Vec::new();
        for n in nodes {
            let (cx, cy) = map.center(n);
            let (w, h, _, _) = self.node_drawn(map, n, s);
            out.push((cx - w / 2.0, cy - h / 2.0, cx + w / 2.0, cy + h / 2.0));
            let caption = n.caption.trim();
            if caption.is_empty() {
                continue;
            }
            let rows = self.caption_rows(s, caption, w);
            let widest = rows
                .iter()
                .map(|(l, em, _)| self.width(*em, l))
                .fold(0.0, f32::max);
            let top = cy + h / 2.0 + 2.0 * z;
            out.push((
                cx - widest / 2.0 - 4.0 * z,
                top,
                cx + widest / 2.0 + 4.0 * z,
                top + rows.iter().map(|r| r.2).sum::<f32>(),
            ));
        }
        out
    }

    /// A link's path (already clipped to the nodes' edges): its segments, the last one with
    /// the arrowhead.
    fn draw_link(&self, img: &mut RgbImage, link: &Link, path: &[(f32, f32)], s: Sizing) {
        let [body @ .., p, q] = path else {
            return;
        };
        let (k, z) = (s.k, s.z);
        let width = (3.0 * k).max(1.5) * z;
        let dash = match link.style {
            LinkStyle::Solid => None,
            LinkStyle::Dashed => Some((10.0 * k.max(0.5) * z, 7.0 * k.max(0.5) * z)),
        };
        let mut from = body.first().copied().unwrap_or(*p);
        for &to in body.iter().skip(1).chain(std::iter::once(p)) {
            stroke_segment(img, from, to, width, link.color, dash);
            from = to;
        }
        self.draw_link_segment(img, link, *p, *q, s);
    }

    /// A link's straight line from `p` to `q`, with its arrowhead.
    fn draw_link_segment(
        &self,
        img: &mut RgbImage,
        link: &Link,
        p: (f32, f32),
        q: (f32, f32),
        s: Sizing,
    ) {
        let (k, z) = (s.k, s.z);
        let width = (3.0 * k).max(1.5) * z;
        let dash = match link.style {
            LinkStyle::Solid => None,
            LinkStyle::Dashed => Some((10.0 * k.max(0.5) * z, 7.0 * k.max(0.5) * z)),
        };
        let (dx, dy) = (q.0 - p.0, q.1 - p.1);
        let len = dx.hypot(dy);
        let mut end = q;
        if link.arrow {
            let head = (14.0 * k).max(7.0) * z;
            if len > head * 1.5 {
                let (ux, uy) = (dx / len, dy / len);
                let base = (q.0 - ux * head, q.1 - uy * head);
                let half = head * 0.5;
                fill_triangle(
                    img,
                    [
                        q,
                        (base.0 - uy * half, base.1 + ux * half),
                        (base.0 + uy * half, base.1 - ux * half),
                    ],
                    link.color,
                );
                // Stop the line inside the head, so its flat end does not show at the tip.
                end = (base.0 + ux, base.1 + uy);
            }
        }
        stroke_segment(img, p, end, width, link.color, dash);
    }

    /// The size a node is drawn at (pixels), its fill's inset and what goes inside: its scene
    /// size, or larger when its chips and tokens do not all fit in full there (a crowded
    /// node grows rather than cutting or folding them).
    fn node_drawn(&self, map: &NodeMap, n: &Node, s: Sizing) -> (f32, f32, f32, NodePlan) {
        let (w0, h0) = map.size(n);
        let z = s.z;
        let t = s.k.clamp(0.5, 1.0) * z;
        let mut inset = 0.0;
        let ringed = n.highlight || n.ring;
        if ringed {
            inset += 5.0 * t;
        }
        match n.outline {
            Some(_) => inset += 4.0 * t,
            None if !ringed => inset += 2.0 * z,
            None => {}
        }
        let mut grow = 1.0;
        loop {
            let (w, h) = (w0 * grow, h0 * grow);
            let (iw, ih) = ((w - 2.0 * inset).max(0.0), (h - 2.0 * inset).max(0.0));
            let (plan, complete) = self.node_plan(iw, ih, s, n);
            if complete || grow >= GROW_MAX || w0 <= 0.0 || h0 <= 0.0 {
                return (w, h, inset, plan);
            }
            grow += 0.05;
        }
    }

    /// The size (pixels) a node is drawn at on `map`: its scene size, or larger where its
    /// contents need room (a crowded place).
    pub(super) fn drawn_size(&self, map: &NodeMap, n: &Node) -> (f32, f32) {
        if map.with_text() {
            let (w, h, _, _) = self.node_drawn(map, n, map.sizing());
            (w, h)
        } else {
            map.size(n)
        }
    }

    fn draw_node(&self, img: &mut RgbImage, map: &NodeMap, n: &Node, s: Sizing, with_text: bool) {
        let (cx, cy) = map.center(n);
        let (w, h, _, plan) = if with_text {
            self.node_drawn(map, n, s)
        } else {
            let (w, h) = map.size(n);
            (w, h, 0.0, NodePlan::default())
        };
        let z = s.z;
        // Layers from the outside in: highlight ring, outline, fill.
        let t = s.k.clamp(0.5, 1.0) * z;
        let mut inset = 0.0;
        let layer = |img: &mut RgbImage, inset: f32, color: Rgb| {
            fill_shape(
                img,
                n.shape,
                cx,
                cy,
                w - 2.0 * inset,
                h - 2.0 * inset,
                color,
            );
        };
        let ringed = n.highlight || n.ring;
        if ringed {
            layer(img, inset, HEX_HIGHLIGHT);
            inset += 5.0 * t;
        }
        match n.outline {
            Some(c) => {
                layer(img, inset, c);
                inset += 4.0 * t;
            }
            None if !ringed => {
                layer(img, inset, HEX_EDGE);
                inset += 2.0 * z;
            }
            None => {}
        }
        layer(img, inset, n.fill);
        if !with_text {
            return;
        }
        let (iw, ih) = ((w - 2.0 * inset).max(0.0), (h - 2.0 * inset).max(0.0));
        self.draw_node_content(img, cx, cy, iw, ih, s, n, &plan);
        if !n.caption.trim().is_empty() {
            let mut y = cy + h / 2.0 + 2.0 * z;
            for (line, em, row) in self.caption_rows(s, n.caption.trim(), w) {
                self.line_box(img, cx, y, row, em, PANEL_TEXT, &line);
                y += row;
            }
        }
    }

    /// A caption's rows as drawn under a node `w` pixels wide: (text, size, row height).
    /// Where the board draws names larger ([`Sizing::name`]) and the caption's room holds it,
    /// its first field (the place's name, before " · ") is drawn at the largest size up to
    /// that which fits on one line or two, the rest at the caption's own size.
    fn caption_rows(&self, s: Sizing, caption: &str, w: f32) -> Vec<(String, f32, f32)> {
        let z = s.z;
        let em = s.em(EM_CAPTION);
        let row = (em * 1.4).round().min(CAPTION_H * z - 2.0);
        let max_w = caption_width(w, z);
        let room = CAPTION_H * z - 2.0;
        if s.name > em
            && let Some((name, rest)) = caption.split_once(" · ").or(Some((caption, "")))
        {
            let rest_lines = if rest.trim().is_empty() {
                Vec::new()
            } else {
                self.caption_lines(em, rest.trim(), max_w)
            };
            let mut size = s.name.min(4.0 * em).floor();
            while size > em {
                let name_row = (size * 1.4).round();
                let name_lines = self.caption_lines(size, name.trim(), max_w);
                let fits = name_lines.len() <= 2
                    && name_lines.iter().all(|l| !l.contains('…'))
                    && name_lines.len() + rest_lines.len() <= CAPTION_LINES
                    && name_lines.len() as f32 * name_row + rest_lines.len() as f32 * row <= room;
                if fits {
                    return name_lines
                        .into_iter()
                        .map(|l| (l.into_owned(), size, name_row))
                        .chain(rest_lines.into_iter().map(|l| (l.into_owned(), em, row)))
                        .collect();
                }
                size -= 1.0;
            }
        }
        self.caption_lines(em, caption, max_w)
            .into_iter()
            .map(|l| (l.into_owned(), em, row))
            .collect()
    }

    /// A caption as drawn under its node: wrapped at spaces onto at most `CAPTION_LINES`
    /// lines of `max_w` (a name is wrapped, not cut); only a word longer than a line, or text
    /// beyond the last line, is shortened with "…".
    fn caption_lines<'t>(&self, em: f32, text: &'t str, max_w: f32) -> Vec<Cow<'t, str>> {
        // Fields separated by " · " break there first, when each then fits on its lines.
        if let Some((a, b)) = text.split_once(" · ")
            && self.width(em, text) > max_w
        {
            let first = self.caption_lines(em, a, max_w);
            let second = self.caption_lines(em, b, max_w);
            if first.len() + second.len() <= CAPTION_LINES
                && first.iter().chain(&second).all(|l| !l.contains('…'))
            {
                return first.into_iter().chain(second).collect();
            }
        }
        let mut lines: Vec<Cow<'t, str>> = Vec::new();
        let mut start = 0;
        while start < text.len() && lines.len() < CAPTION_LINES {
            let rest = &text[start..];
            if lines.len() + 1 == CAPTION_LINES || self.width(em, rest) <= max_w {
                lines.push(self.fit(em, rest, max_w));
                break;
            }
            // The longest prefix ending before a space that fits; else the first word.
            let mut end = None;
            for (i, c) in rest.char_indices() {
                if c == ' ' {
                    if self.width(em, &rest[..i]) <= max_w {
                        end = Some(i);
                    } else {
                        break;
                    }
                }
            }
            let end = end.or_else(|| rest.find(' ')).unwrap_or(rest.len());
            lines.push(self.fit(em, &rest[..end], max_w));
            start += end + 1;
        }
        lines
    }

    /// Label, text lines, unit chips and tokens inside a node's fill (`iw` × `ih` pixels),
    /// centred. Chips and tokens wrap onto as many rows as they need; whether they all fit in
    /// full is the second value (a node that does not hold them is drawn larger, see
    /// [`Self::draw_node`]). Text lines that do not fit become "+N".
    fn node_plan(&self, iw: f32, ih: f32, s: Sizing, n: &Node) -> (NodePlan, bool) {
        let em = |base: f32| s.em(base);
        let z = s.z;
        let (em_label, em_line, em_unit, em_token) = (
            em(EM_NODE_LABEL),
            em(EM_NODE_LINE),
            em(EM_NODE_UNIT),
            em(EM_NODE_TOKEN),
        );
        let label_h = (em_label * 1.35).round();
        let line_h = (em_line * 1.35).round();
        let chip_h = (em_unit * 1.45).round();
        let token_d = (em_token * 1.65).round();
        let gap = 3.0 * z;
        let avail = ih - 4.0 * z;
        let label = n.label.trim();
        let half_w = |y0: f32, y1: f32| half_width(n.shape, iw, ih, z, y0, y1);
        // Height of a block of rows, with gaps between them.
        let height = |label: bool, lines: usize, units: usize, tokens: usize| {
            let rows = [
                (label as usize, label_h),
                (lines, line_h),
                (units, chip_h),
                (tokens, token_d),
            ];
            let count: usize = rows.iter().map(|r| r.0).sum();
            rows.iter().map(|&(c, h)| c as f32 * h).sum::<f32>()
                + gap * count.saturating_sub(1) as f32
        };
        let show_label = !label.is_empty() && height(true, 0, 0, 0) <= avail;
        // Chips wrap at the width of the block's narrowest row (a circle's chord at the
        // block's top or bottom), found by a few rounds of wrapping.
        let mut width = half_w(0.0, chip_h) * 2.0;
        let (mut units, mut tokens) = (Vec::new(), Vec::new());
        for _ in 0..4 {
            units = self.chip_rows(em_unit, chip_h, &n.units, width, false);
            tokens = self.chip_rows(em_token, token_d, &n.tokens, width, true);
            let b = height(show_label, 0, units.len(), tokens.len());
            let narrower = half_w(-b / 2.0, b / 2.0) * 2.0;
            if (narrower - width).abs() < 0.5 {
                break;
            }
            width = narrower;
        }
        let chips_h = height(show_label, 0, units.len(), tokens.len());
        let rows_fit = |rows: &[usize], chips: &[Chip], e: f32, h: f32, disc: bool| {
            let mut rest = chips;
            rows.iter().all(|&k| {
                let (row, after) = rest.split_at(k.min(rest.len()));
                rest = after;
                self.row_width(e, h, row, disc) <= width
            })
        };
        let complete = chips_h <= avail
            && (label.is_empty()
                || (show_label
                    && self.width(em_label, label) <= half_w(-chips_h / 2.0, chips_h / 2.0) * 2.0))
            && rows_fit(&units, &n.units, em_unit, chip_h, false)
            && rows_fit(&tokens, &n.tokens, em_token, token_d, true);
        let mut n_lines = 0;
        while n_lines < n.lines.len()
            && height(show_label, n_lines + 1, units.len(), tokens.len()) <= avail
        {
            n_lines += 1;
        }
        let plan = NodePlan {
            show_label,
            n_lines,
            units,
            tokens,
            width,
            block: height(show_label, n_lines, 0, 0),
        };
        (plan, complete)
    }

    /// Draws what [`Self::node_plan`] planned, centred on (cx, cy).
    #[allow(clippy::too_many_arguments)]
    fn draw_node_content(
        &self,
        img: &mut RgbImage,
        cx: f32,
        cy: f32,
        iw: f32,
        ih: f32,
        s: Sizing,
        n: &Node,
        plan: &NodePlan,
    ) {
        let z = s.z;
        let (em_label, em_line, em_unit, em_token) = (
            s.em(EM_NODE_LABEL),
            s.em(EM_NODE_LINE),
            s.em(EM_NODE_UNIT),
            s.em(EM_NODE_TOKEN),
        );
        let label_h = (em_label * 1.35).round();
        let line_h = (em_line * 1.35).round();
        let chip_h = (em_unit * 1.45).round();
        let token_d = (em_token * 1.65).round();
        let gap = 3.0 * z;
        let half_w = |y0: f32, y1: f32| half_width(n.shape, iw, ih, z, y0, y1);
        let rows = plan.units.len() + plan.tokens.len();
        let mut block =
            plan.block + plan.units.len() as f32 * chip_h + plan.tokens.len() as f32 * token_d;
        if rows > 0 && (plan.show_label || plan.n_lines > 0) {
            block += gap;
        }
        block += gap * rows.saturating_sub(1) as f32;
        let label = n.label.trim();
        // On the whole board a box's name is drawn larger where the box has room for it, on
        // one line or two (up to `name_em`, so that it reads when a chat shows the picture
        // small); otherwise at its own size, on one line.
        let mut grown = None;
        if plan.show_label && z == 1.0 && s.name > em_label && n.shape != Shape::Circle {
            grown = self.grown_label(label, em_label, s.name, iw - 10.0, |em, lines| {
                let h = (em * 1.35).round() * lines as f32 + gap * (lines - 1) as f32;
                block - label_h + h <= ih - 4.0 * z
            });
        }
        if let Some((em, lines)) = &grown {
            let h = (*em * 1.35).round();
            block += h * lines.len() as f32 + gap * (lines.len() - 1) as f32 - label_h;
        }
        let mut y = -block / 2.0;
        if let Some((em, lines)) = grown {
            let h = (em * 1.35).round();
            for line in &lines {
                let tw = self.width(em, line);
                let base = baseline_in(cy + y, h, em);
                self.bold_text(img, cx - tw / 2.0, base, em, text_on(n.fill), line);
                y += h + gap;
            }
        } else if plan.show_label {
            let hw = half_w(y, y + label_h);
            let text = self.fit(em_label, label, hw * 2.0);
            let tw = self.width(em_label, &text);
            let base = baseline_in(cy + y, label_h, em_label);
            self.bold_text(img, cx - tw / 2.0, base, em_label, text_on(n.fill), &text);
            y += label_h + gap;
        }
        for i in 0..plan.n_lines {
            let hw = half_w(y, y + line_h);
            let (text, color) = if i + 1 == plan.n_lines && n.lines.len() > plan.n_lines {
                (Cow::Owned(format!("+{}", n.lines.len() - i)), super::MUTED)
            } else {
                let l = &n.lines[i];
                (self.fit(em_line, &l.text, hw * 2.0 - 10.0 * z), l.color)
            };
            self.line_box(img, cx, cy + y, line_h, em_line, color, &text);
            y += line_h + gap;
        }
        for (rows, chips, em, h, disc) in [
            (&plan.units, &n.units, em_unit, chip_h, false),
            (&plan.tokens, &n.tokens, em_token, token_d, true),
        ] {
            let mut rest: &[Chip] = chips;
            for &k in rows {
                let (row, after) = rest.split_at(k.min(rest.len()));
                rest = after;
                let w = plan.width.max(half_w(y, y + h) * 2.0);
                self.draw_chip_row(img, cx, cy + y, w, h, em, row, disc);
                y += h + gap;
            }
        }
    }

    /// A box's name drawn larger than `em` (its own size), at most `most`: the largest whole
    /// size at which it goes on one line of `max_w`, or on two broken at a space, and for
    /// which `fits(size, lines)` (the box's height holds it); `None` when no larger size
    /// does.
    fn grown_label(
        &self,
        label: &str,
        em: f32,
        most: f32,
        max_w: f32,
        fits: impl Fn(f32, usize) -> bool,
    ) -> Option<(f32, Vec<String>)> {
        if !most.is_finite() || !em.is_finite() || max_w <= 0.0 || label.is_empty() {
            return None;
        }
        let mut size = most.min(4.0 * em).floor();
        while size > em {
            let bold_w = |t: &str| self.width(size, t) * 1.04;
            if bold_w(label) <= max_w && fits(size, 1) {
                return Some((size, vec![label.to_string()]));
            }
            // Two lines, broken at the space that makes the longer one shortest.
            let best = label
                .char_indices()
                .filter(|(_, c)| *c == ' ')
                .map(|(i, _)| (label[..i].trim(), label[i..].trim()))
                .filter(|(a, b)| !a.is_empty() && !b.is_empty())
                .min_by(|x, y| {
                    bold_w(x.0)
                        .max(bold_w(x.1))
                        .total_cmp(&bold_w(y.0).max(bold_w(y.1)))
                });
            if let Some((a, b)) = best
                && bold_w(a).max(bold_w(b)) <= max_w
                && fits(size, 2)
            {
                return Some((size, vec![a.to_string(), b.to_string()]));
            }
            size -= 1.0;
        }
        None
    }

    /// The chips wrapped into rows of at most `max_w`: how many go on each row (at least one).
    fn chip_rows(&self, em: f32, h: f32, chips: &[Chip], max_w: f32, disc: bool) -> Vec<usize> {
        let mut rows = Vec::new();
        let mut rest = chips;
        while !rest.is_empty() {
            let mut used = 0.0;
            let mut k = 0;
            for c in rest {
                let w = self.chip_width(em, &c.text, h, disc) + if k > 0 { 5.0 } else { 0.0 };
                if k > 0 && used + w > max_w {
                    break;
                }
                used += w;
                k += 1;
            }
            rows.push(k);
            rest = &rest[k..];
        }
        rows
    }

    /// The width of a row of chips side by side.
    fn row_width(&self, em: f32, h: f32, chips: &[Chip], disc: bool) -> f32 {
        let gaps = 5.0 * chips.len().saturating_sub(1) as f32;
        chips
            .iter()
            .map(|c| self.chip_width(em, &c.text, h, disc))
            .sum::<f32>()
            + gaps
    }

    /// Each track: its title, then its boxes in rows, each box with its label on top and its
    /// markers as discs under it. Boxes past the last row are summed up as "+N" in the last
    /// box shown, which also shows their markers.
    pub(super) fn draw_tracks(&self, img: &mut RgbImage, band: &TrackBand, tracks: &[Track]) {
        let k = band.k();
        let (em_title, em_box, em_marker) =
            (EM_TRACK_TITLE * k, EM_TRACK_BOX * k, EM_TRACK_MARKER * k);
        let title_h = band.px(TRACK_TITLE_H);
        let mut y = band.y;
        for (t, &(box_w, per_row, n_rows, marker_rows)) in tracks.iter().zip(&band.rows) {
            let box_h = band.box_h(marker_rows);
            let base = baseline_in(y as f32, (title_h - band.px(4)) as f32, em_title);
            let title = self.fit(em_title, &t.title, band.w as f32 - 1.0);
            self.bold_text(img, band.x as f32, base, em_title, PANEL_TEXT, &title);
            let shown = t.boxes.len().min(per_row * n_rows);
            let hidden = t.boxes.len() - shown;
            let mut on: Vec<Vec<Chip>> = vec![Vec::new(); shown];
            for m in &t.markers {
                if m.at < t.boxes.len() && shown > 0 {
                    on[m.at.min(shown - 1)].push(Chip {
                        color: m.color,
                        text: m.text.clone(),
                    });
                }
            }
            let top = y + title_h;
            for (i, (b, chips)) in t.boxes.iter().zip(&on).enumerate() {
                let bx = band.x + (i % per_row) as i32 * box_w;
                let by = top + (i / per_row) as i32 * (box_h + TRACK_ROW_GAP);
                let bw = box_w - TRACK_BOX_GAP;
                let fill = b.fill.unwrap_or(PANEL_BG);
                round_rect(img, bx, by, bw, box_h, 6, PANEL_EDGE, 1.0);
                round_rect(img, bx + 1, by + 1, bw - 2, box_h - 2, 5, fill, 1.0);
                let label = if i + 1 == shown && hidden > 0 {
                    Cow::Owned(format!("+{}", hidden + 1))
                } else {
                    self.fit(em_box, &b.label, (bw - 6) as f32)
                };
                let cx = bx as f32 + bw as f32 / 2.0;
                let lw = self.width(em_box, &label);
                let base = baseline_in((by + band.px(2)) as f32, 20.0 * k, em_box);
                self.text(img, cx - lw / 2.0, base, em_box, label_color(fill), &label);
                if !chips.is_empty() {
                    // In a band drawn larger, a box's markers that do not stand side by side
                    // take more rows (the box is as much taller).
                    let max_w = (bw - 6) as f32;
                    let d = band.px(TRACK_MARKER_D);
                    let per = if marker_rows > 1 {
                        band.markers_per_row(box_w)
                    } else {
                        chips.len()
                    };
                    for (j, row) in chips.chunks(per.max(1)).enumerate() {
                        let last = j + 1 == marker_rows;
                        let row = if last { &chips[j * per..] } else { row };
                        let cy = (by + band.px(24) + j as i32 * (d + 4)) as f32;
                        self.draw_chip_row(img, cx, cy, max_w, d as f32, em_marker, row, true);
                        if last {
                            break;
                        }
                    }
                }
            }
            y += title_h + n_rows as i32 * (box_h + TRACK_ROW_GAP) - TRACK_ROW_GAP + TRACK_GAP;
        }
    }
}

/// The diagram's size and scale for these nodes.
pub(super) fn node_map_of(nodes: &[Node]) -> NodeMap {
    if nodes.is_empty() {
        return NodeMap::default();
    }
    let (mut xmin, mut ymin, mut xmax, mut ymax) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
    for n in nodes {
        let (x, y) = (clean(n.x), clean(n.y));
        let (w, h) = dims(n);
        xmin = xmin.min(x - w / 2.0);
        xmax = xmax.max(x + w / 2.0);
        ymin = ymin.min(y - h / 2.0);
        ymax = ymax.max(y + h / 2.0);
    }
    let (units_w, units_h) = (xmax - xmin, ymax - ymin);
    // A zero extent divides to infinity, which `min(UNIT_MAX)` then caps.
    let fit =
        |size: f32| ((size - 2.0 * NODE_PAD) / units_w).min((size - 2.0 * NODE_PAD) / units_h);
    let unit = fit(NODE_TARGET)
        .max(fit(NODE_LIMIT).min(UNIT_MIN))
        .min(UNIT_MAX);
    let captions = nodes.iter().any(|n| !n.caption.trim().is_empty());
    let extra = if captions { CAPTION_H } else { 0.0 };
    NodeMap {
        w: (units_w * unit + 2.0 * NODE_PAD).ceil() as i32,
        h: (units_h * unit + 2.0 * NODE_PAD + extra).ceil() as i32,
        unit,
        min: (xmin, ymin),
        at: (NODE_PAD, NODE_PAD),
        zoom: 1.0,
        band: 0.0,
        name_em: 0.0,
    }
}

/// The widest a caption's lines are under a node `w` pixels wide, at zoom `z`.
pub(super) fn caption_width(w: f32, z: f32) -> f32 {
    (w + 40.0 * z).max(110.0 * z) - 10.0 * z
}

/// Where a link between `a` and `b` starts and ends: on the line between their centres, just
/// outside each node. `None` when the nodes are the same or overlap along that line.
pub(super) fn link_ends(map: &NodeMap, a: &Node, b: &Node) -> Option<((f32, f32), (f32, f32))> {
    if std::ptr::eq(a, b) {
        return None;
    }
    let (pa, pb) = (map.center(a), map.center(b));
    let (dx, dy) = (pb.0 - pa.0, pb.1 - pa.1);
    let len = dx.hypot(dy);
    if len.is_nan() || len < 1e-3 {
        return None;
    }
    let (ux, uy) = (dx / len, dy / len);
    // Distance from a node's centre to its edge in direction (ux, uy).
    let reach = |n: &Node| {
        let (w, h) = map.size(n);
        match n.shape {
            Shape::Circle => w / 2.0,
            Shape::Box | Shape::RoundBox => {
                let along_x = if ux.abs() > 1e-6 {
                    w / 2.0 / ux.abs()
                } else {
                    f32::MAX
                };
                let along_y = if uy.abs() > 1e-6 {
                    h / 2.0 / uy.abs()
                } else {
                    f32::MAX
                };
                along_x.min(along_y)
            }
        }
    };
    let (ra, rb) = (reach(a) + 3.0, reach(b) + 3.0);
    if ra + rb >= len {
        return None;
    }
    Some((
        (pa.0 + ux * ra, pa.1 + uy * ra),
        (pb.0 - ux * rb, pb.1 - uy * rb),
    ))
}

/// Whether pixel `p` is on node `n` or within `margin` pixels of it.
fn near_node(map: &NodeMap, n: &Node, p: (f32, f32), margin: f32) -> bool {
    let (cx, cy) = map.center(n);
    let (w, h) = map.size(n);
    let (dx, dy) = ((p.0 - cx).abs(), (p.1 - cy).abs());
    match n.shape {
        Shape::Circle => dx.hypot(dy) <= w / 2.0 + margin,
        Shape::Box | Shape::RoundBox => dx <= w / 2.0 + margin && dy <= h / 2.0 + margin,
    }
}

/// The points of a link between `a` and `b`, from just outside `a` to just outside `b`: a
/// straight line, or, when that would cross another of the drawn `nodes`, a curve bowed
/// to one side far enough to pass them all (a line across a node it does not join would read
/// as two links through that node). `None` when the nodes are the same or overlap.
pub(super) fn link_path(
    map: &NodeMap,
    a: &Node,
    b: &Node,
    nodes: &[Node],
) -> Option<Vec<(f32, f32)>> {
    let (p, q) = link_ends(map, a, b)?;
    let others: Vec<&Node> = nodes
        .iter()
        .filter(|n| n.id != a.id && n.id != b.id)
        .collect();
    let margin = 4.0 * map.zoom;
    const STEPS: usize = 32;
    let (pa, pb) = (map.center(a), map.center(b));
    let curve = |bow: f32| -> Vec<(f32, f32)> {
        let (dx, dy) = (pb.0 - pa.0, pb.1 - pa.1);
        let len = dx.hypot(dy).max(1e-3);
        // The control point: the middle, moved `bow` pixels across the line.
        let c = (
            (pa.0 + pb.0) / 2.0 - dy / len * bow,
            (pa.1 + pb.1) / 2.0 + dx / len * bow,
        );
        (0..=STEPS)
            .map(|i| {
                let t = i as f32 / STEPS as f32;
                let u = 1.0 - t;
                (
                    u * u * pa.0 + 2.0 * u * t * c.0 + t * t * pb.0,
                    u * u * pa.1 + 2.0 * u * t * c.1 + t * t * pb.1,
                )
            })
            .filter(|&pt| !near_node(map, a, pt, 3.0) && !near_node(map, b, pt, 3.0))
            .collect()
    };
    let clear = |pts: &[(f32, f32)]| {
        pts.windows(2).all(|w| {
            // The segment's ends and middle, sampled finely enough for a node's size.
            (0..=4).all(|i| {
                let t = i as f32 / 4.0;
                let pt = (
                    w[0].0 + (w[1].0 - w[0].0) * t,
                    w[0].1 + (w[1].1 - w[0].1) * t,
                );
                others.iter().all(|n| !near_node(map, n, pt, margin))
            })
        })
    };
    let straight = vec![p, q];
    if clear(&straight) {
        return Some(straight);
    }
    let len = (pb.0 - pa.0).hypot(pb.1 - pa.1);
    // Upwards first (a row's captions hang under its nodes), then the other side.
    for step in 1..=12 {
        let bow = len * 0.08 * step as f32;
        for side in [-1.0, 1.0] {
            let pts = curve(bow * side);
            if pts.len() >= 2 && clear(&pts) {
                return Some(pts);
            }
        }
    }
    // Nothing clears every node: the straight line, under the nodes.
    Some(straight)
}

/// The point halfway along a path.
fn path_middle(path: &[(f32, f32)]) -> (f32, f32) {
    let total: f32 = path
        .windows(2)
        .map(|w| (w[1].0 - w[0].0).hypot(w[1].1 - w[0].1))
        .sum();
    let mut left = total / 2.0;
    for w in path.windows(2) {
        let d = (w[1].0 - w[0].0).hypot(w[1].1 - w[0].1);
        if d >= left && d > 0.0 {
            let t = left / d;
            return (
                w[0].0 + (w[1].0 - w[0].0) * t,
                w[0].1 + (w[1].1 - w[0].1) * t,
            );
        }
        left -= d;
    }
    path.first().copied().unwrap_or((0.0, 0.0))
}

/// A filled node shape of size w × h (pixels) centred at (cx, cy).
pub(super) fn fill_shape(
    img: &mut RgbImage,
    shape: Shape,
    cx: f32,
    cy: f32,
    w: f32,
    h: f32,
    color: Rgb,
) {
    if w < 1.0 || h < 1.0 {
        return;
    }
    let (w, h) = match shape {
        // An even diameter, so the disc has no one-pixel seam through its middle.
        Shape::Circle => {
            let d = ((w / 2.0).round() * 2.0).max(2.0);
            (d, d)
        }
        Shape::Box | Shape::RoundBox => (w.round(), h.round()),
    };
    let radius = corner(shape, w, h).round() as i32;
    let (x0, y0) = ((cx - w / 2.0).round() as i32, (cy - h / 2.0).round() as i32);
    round_rect(img, x0, y0, w as i32, h as i32, radius, color, 1.0);
}

/// An anti-aliased straight line of `width` pixels with flat ends, solid or dashed
/// (`dash` = lengths of a dash and of a gap).
pub(super) fn stroke_segment(
    img: &mut RgbImage,
    a: (f32, f32),
    b: (f32, f32),
    width: f32,
    color: Rgb,
    dash: Option<(f32, f32)>,
) {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = dx.hypot(dy);
    if !len.is_finite() || len < 0.5 {
        return;
    }
    let (ux, uy) = (dx / len, dy / len);
    let hw = width / 2.0;
    let reach = hw + 1.0;
    let (iw, ih) = (img.width() as f32, img.height() as f32);
    let x_lo = (a.0.min(b.0) - reach).floor().max(0.0);
    let x_hi = (a.0.max(b.0) + reach).ceil().min(iw - 1.0);
    let y_lo = (a.1.min(b.1) - reach).floor().max(0.0);
    let y_hi = (a.1.max(b.1) + reach).ceil().min(ih - 1.0);
    if x_lo > x_hi || y_lo > y_hi {
        return;
    }
    let c = px(color);
    for py in y_lo as u32..=y_hi as u32 {
        let yc = py as f32 + 0.5;
        // Only the pixels of this row within `reach` of the line.
        let (mut x0, mut x1) = (x_lo, x_hi);
        if uy.abs() > 1e-3 {
            let xl = a.0 + (yc - a.1) * ux / uy;
            let half = reach / uy.abs();
            x0 = x0.max((xl - half).floor());
            x1 = x1.min((xl + half).ceil());
        }
        if x0 > x1 {
            continue;
        }
        for pxx in x0 as u32..=x1 as u32 {
            let (rx, ry) = (pxx as f32 + 0.5 - a.0, yc - a.1);
            let along = rx * ux + ry * uy;
            let across = (rx * uy - ry * ux).abs();
            let mut cover = (hw + 0.5 - across).clamp(0.0, 1.0)
                * (along + 0.5).clamp(0.0, 1.0)
                * (len - along + 0.5).clamp(0.0, 1.0);
            if let Some((on, off)) = dash {
                let m = along.rem_euclid(on + off);
                cover *= (on + 0.5 - m).clamp(0.0, 1.0);
            }
            if cover > 0.0 {
                let p = img.get_pixel_mut(pxx, py);
                *p = interpolate(c, *p, cover);
            }
        }
    }
}

/// An anti-aliased filled triangle.
fn fill_triangle(img: &mut RgbImage, pts: [(f32, f32); 3], color: Rgb) {
    let [a, mut b, mut c] = pts;
    let cross = (b.0 - a.0) * (c.1 - a.1) - (b.1 - a.1) * (c.0 - a.0);
    if !cross.is_finite() || cross.abs() < 1.0 {
        return;
    }
    if cross < 0.0 {
        std::mem::swap(&mut b, &mut c);
    }
    let edges = [(a, b), (b, c), (c, a)];
    let (iw, ih) = (img.width() as f32, img.height() as f32);
    let x_lo = a.0.min(b.0).min(c.0).floor().max(0.0);
    let x_hi = a.0.max(b.0).max(c.0).ceil().min(iw - 1.0);
    let y_lo = a.1.min(b.1).min(c.1).floor().max(0.0);
    let y_hi = a.1.max(b.1).max(c.1).ceil().min(ih - 1.0);
    if x_lo > x_hi || y_lo > y_hi {
        return;
    }
    let col = px(color);
    for py in y_lo as u32..=y_hi as u32 {
        for pxx in x_lo as u32..=x_hi as u32 {
            let p = (pxx as f32 + 0.5, py as f32 + 0.5);
            // Signed distance to each edge, positive inside.
            let inside = edges
                .iter()
                .map(|&(e0, e1)| {
                    let (ex, ey) = (e1.0 - e0.0, e1.1 - e0.1);
                    (ex * (p.1 - e0.1) - ey * (p.0 - e0.0)) / ex.hypot(ey).max(1e-6)
                })
                .fold(f32::MAX, f32::min);
            let cover = (inside + 0.5).clamp(0.0, 1.0);
            if cover > 0.0 {
                let q = img.get_pixel_mut(pxx, py);
                *q = interpolate(col, *q, cover);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::scene::{Scene, TextLine, TrackBox, TrackMarker};
    use crate::render::{MARGIN, SQRT3, sample};

    fn node<'a>(scene: &'a Scene, id: &str) -> &'a Node {
        scene
            .nodes
            .iter()
            .find(|n| n.id == id)
            .expect("node in the demo")
    }

    fn pixel(img: &RgbImage, (x, y): (f32, f32)) -> Rgb {
        let p = img.get_pixel(x as u32, y as u32);
        Rgb(p[0], p[1], p[2])
    }

    /// The solar-system demo: Sun, Earth with its low orbit and the Moon, Mars, routes with
    /// costs, a year track with its marker. Written to `$TMPDIR/starpost-render/` to look at.
    #[test]
    fn solar_demo_draws_nodes_links_and_tracks() {
        let r = Renderer::new();
        let scene = sample::sample_solar_scene();
        let png = r.render_png(&scene).unwrap();
        let dir = std::env::temp_dir().join("starpost-render");
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("solar-demo.png");
        std::fs::write(&path, &png).unwrap();
        let img = image::load_from_memory(&std::fs::read(&path).unwrap())
            .expect("the demo PNG decodes")
            .to_rgb8();
        assert_eq!(img.dimensions(), r.canvas_size(&scene));
        let (w, h) = img.dimensions();
        assert!(
            (1000..=2600).contains(&w) && (700..=2000).contains(&h),
            "{w}x{h}"
        );

        let l = r.layout(&scene);
        // Drawn at a scale that shows text.
        assert!(l.nodes.unit > UNIT_TEXT_MIN && l.nodes.unit <= UNIT_MAX);
        // A node without text inside has its fill at its centre; a node with text has it
        // left of its centred text, just inside its edge.
        let moon = node(&scene, "moon");
        assert_eq!(pixel(&img, l.nodes.center(moon)), moon.fill);
        for id in ["sun", "earth", "mars", "leo", "mars-flyby"] {
            let n = node(&scene, id);
            let (cx, cy) = l.nodes.center(n);
            let (nw, _) = l.nodes.size(n);
            let probe = (cx - nw / 2.0 + 10.0, cy);
            assert_eq!(pixel(&img, probe), n.fill, "{id} at {probe:?}");
        }

        // The unlabelled Sun–Earth link: its midpoint is the link's colour, and is background
        // when the links are left out.
        let (sun, earth) = (node(&scene, "sun"), node(&scene, "earth"));
        let mid = l
            .nodes
            .pixel_of((sun.x + earth.x) / 2.0, (sun.y + earth.y) / 2.0);
        let link = &scene.links[0];
        assert_eq!((link.from.as_str(), link.to.as_str()), ("sun", "earth"));
        assert_eq!(pixel(&img, mid), link.color);
        let bare = r.render_image(&Scene {
            links: vec![],
            ..scene.clone()
        });
        assert_ne!(pixel(&bare, mid), link.color);
        let bg = pixel(&bare, mid);
        assert!(
            bg.0 < 100 && bg.2 < 150,
            "background at the midpoint: {bg:?}"
        );

        // The year marker sits in its box: its disc's colour is there, and not in the box
        // before it.
        let years = &scene.tracks[0];
        let m = &years.markers[0];
        let (box_w, per_row, _, _) = l.tracks.rows[0];
        let box_center = |i: usize| {
            let bx = l.tracks.x + (i % per_row) as i32 * box_w + (box_w - TRACK_BOX_GAP) / 2;
            let by = l.tracks.y + TRACK_TITLE_H + 24 + 13;
            (bx as f32, by as f32)
        };
        // Left edge of the disc, clear of its letter.
        let left_of = |(x, y): (f32, f32)| (x - 9.0, y);
        assert_eq!(pixel(&img, left_of(box_center(m.at))), m.color);
        assert_ne!(pixel(&img, left_of(box_center(m.at - 1))), m.color);

        // Every text drawn is in `texts()`.
        let texts = scene.texts();
        for n in &scene.nodes {
            let mut own = vec![n.label.clone(), n.caption.clone()];
            own.extend(n.lines.iter().map(|l| l.text.clone()));
            own.extend(n.units.iter().chain(&n.tokens).map(|c| c.text.clone()));
            for t in own.into_iter().filter(|t| !t.is_empty()) {
                assert!(texts.contains(&t), "{t:?} of {}", n.id);
            }
        }
        for t in scene
            .links
            .iter()
            .map(|l| &l.label)
            .filter(|t| !t.is_empty())
        {
            assert!(texts.contains(t), "{t:?}");
        }
        for tr in &scene.tracks {
            assert!(texts.contains(&tr.title));
            for b in &tr.boxes {
                assert!(texts.contains(&b.label), "{:?}", b.label);
            }
            for m in &tr.markers {
                assert!(texts.contains(&m.text), "{:?}", m.text);
            }
        }
        for t in [
            "Sun",
            "Moon",
            "Low Earth Orbit",
            "Δv 3",
            "2 turns",
            "Year",
            "2034",
            "CV-2 RE",
        ] {
            assert!(texts.iter().any(|x| x == t), "{t}");
        }
        assert!(!texts.iter().any(|t| t == "mars-t2"), "ids are not drawn");
    }

    #[test]
    fn hexes_diagram_and_tracks_stack_without_overlap() {
        let r = Renderer::new();
        let solar = sample::sample_solar_scene();
        let mut scene = sample::sample_scene(3);
        let hex_only = r.canvas_size(&scene);
        scene.nodes = solar.nodes.clone();
        scene.links = solar.links.clone();
        scene.tracks = solar.tracks.clone();
        let l = r.layout(&scene);
        let vmax = scene
            .hexes
            .iter()
            .map(|c| c.r as f32 + c.q as f32 / 2.0)
            .fold(f32::MIN, f32::max);
        let map_bottom = (l.origin.1 + l.hex * SQRT3 * (vmax + 0.5)).ceil() as i32;
        let nodes_top = (l.nodes.at.1 - NODE_PAD) as i32;
        assert!(nodes_top >= map_bottom, "{nodes_top} < {map_bottom}");
        assert!(l.tracks.y >= nodes_top + l.nodes.h);
        assert!(l.footer_y >= l.tracks.y + l.tracks.h);
        assert!(l.panel_x >= MARGIN + l.tracks.w.max(l.nodes.w));
        let (w, h) = r.canvas_size(&scene);
        let grown = (l.nodes.h + l.tracks.h) as u32;
        assert!(
            w >= hex_only.0 && h > hex_only.1 + grown,
            "{w}x{h} vs {hex_only:?}"
        );
        let img = r.render_image(&scene);
        assert_eq!(img.dimensions(), (w, h));
        // The hex map is still drawn: Mecatol Rex's fill left of its planet line.
        let c = (l.origin.0 - l.hex * 0.75, l.origin.1);
        assert_eq!(pixel(&img, c), scene.hexes[0].fill);
    }

    #[test]
    fn odd_diagrams_do_not_panic_and_stay_bounded() {
        let r = Renderer::new();
        let long = "Very long text 한국어 日本語 🚀\n\t".repeat(100);
        let base = |id: &str, x: f32, y: f32, shape: Shape, w: f32, h: f32| {
            let mut n = Node::new(id, x, y, shape, w, h, Rgb(40, 60, 90));
            n.label = long.clone();
            n.caption = long.clone();
            n.lines = vec![
                TextLine {
                    text: long.clone(),
                    color: Rgb::WHITE
                };
                12
            ];
            n.units = vec![
                Chip {
                    color: Rgb::BLACK,
                    text: long.clone()
                };
                9
            ];
            n.tokens = vec![
                Chip {
                    color: Rgb::WHITE,
                    text: "A".into()
                };
                40
            ];
            n.highlight = true;
            n.outline = Some(Rgb(255, 0, 0));
            n
        };
        let odd_nodes: Vec<Vec<Node>> = vec![
            vec![base("a", 0.0, 0.0, Shape::Circle, 0.0, 0.0)],
            vec![
                base("a", f32::NAN, f32::INFINITY, Shape::Box, f32::NAN, -3.0),
                base("b", f32::MAX, f32::MIN, Shape::RoundBox, f32::MAX, f32::MAX),
            ],
            vec![
                base("a", 0.0, 0.0, Shape::Circle, 1.0, 1.0),
                base("a", 0.1, 0.0, Shape::Box, 1.0, 1.0),
                base("far", 5000.0, -5000.0, Shape::RoundBox, 0.3, 0.2),
            ],
            (0..300)
                .map(|i| {
                    base(
                        &i.to_string(),
                        i as f32,
                        (i % 7) as f32,
                        Shape::Circle,
                        0.8,
                        0.8,
                    )
                })
                .collect(),
        ];
        let links = vec![
            Link {
                label: long.clone(),
                arrow: true,
                style: LinkStyle::Dashed,
                ..Link::new("a", "far", Rgb::WHITE)
            },
            Link::new("a", "a", Rgb::WHITE),
            Link::new("a", "b", Rgb::WHITE),
            Link::new("a", "nowhere", Rgb::WHITE),
            Link {
                arrow: true,
                ..Link::new("0", "299", Rgb::WHITE)
            },
        ];
        let track = Track {
            title: long.clone(),
            boxes: vec![
                TrackBox {
                    label: long.clone(),
                    fill: Some(Rgb::WHITE)
                };
                5000
            ],
            markers: vec![
                TrackMarker {
                    at: 4999,
                    color: Rgb::BLACK,
                    text: long.clone(),
                },
                TrackMarker {
                    at: usize::MAX,
                    color: Rgb::BLACK,
                    text: "X".into(),
                },
                TrackMarker {
                    at: 0,
                    color: Rgb::BLACK,
                    text: "X".into(),
                },
            ],
        };
        let empty_track = Track {
            title: String::new(),
            boxes: vec![],
            markers: vec![TrackMarker {
                at: 0,
                color: Rgb::BLACK,
                text: "X".into(),
            }],
        };
        for nodes in odd_nodes {
            let mut scene = sample::sample_scene(8);
            scene.nodes = nodes;
            scene.links = links.clone();
            scene.tracks = vec![track.clone(); 20];
            scene.tracks.push(empty_track.clone());
            let (w, h) = r.canvas_size(&scene);
            // Hex map, diagram (at most NODE_LIMIT), 8 tracks of 4 rows, 8 panels beside.
            assert!(w <= 4200 && h <= 7000, "{w}x{h}");
            let img = r.render_image(&scene);
            assert_eq!(img.dimensions(), (w, h));
        }
        // Tracks alone, or one empty track, still draw.
        for tracks in [vec![empty_track.clone()], vec![track]] {
            let scene = Scene {
                tracks,
                ..Scene::default()
            };
            let img = r.render_image(&scene);
            assert_eq!(img.dimensions(), r.canvas_size(&scene));
        }
    }

    #[test]
    fn dashed_and_solid_strokes_cover_what_they_should() {
        let mut img = RgbImage::new(100, 20);
        stroke_segment(&mut img, (10.0, 10.0), (90.0, 10.0), 3.0, Rgb::WHITE, None);
        assert!((10..90).all(|x| img.get_pixel(x, 10)[0] == 255));
        assert_eq!(img.get_pixel(5, 10)[0], 0);
        assert_eq!(img.get_pixel(50, 15)[0], 0);
        let mut dashed = RgbImage::new(100, 20);
        let dash = Some((10.0, 6.0));
        stroke_segment(
            &mut dashed,
            (10.0, 10.0),
            (90.0, 10.0),
            3.0,
            Rgb::WHITE,
            dash,
        );
        let lit = (10..90)
            .filter(|&x| dashed.get_pixel(x, 10)[0] > 128)
            .count();
        assert!((40..=60).contains(&lit), "{lit} of 80 pixels lit");
        // A zero-length or off-canvas segment draws nothing and does not panic.
        let mut none = RgbImage::new(10, 10);
        stroke_segment(&mut none, (5.0, 5.0), (5.0, 5.0), 3.0, Rgb::WHITE, None);
        stroke_segment(
            &mut none,
            (-50.0, -50.0),
            (-20.0, -90.0),
            3.0,
            Rgb::WHITE,
            dash,
        );
        fill_triangle(&mut none, [(1.0, 1.0), (1.0, 1.0), (2.0, 2.0)], Rgb::WHITE);
        assert!(none.pixels().all(|p| p[0] == 0));
        fill_triangle(
            &mut none,
            [(0.0, 0.0), (10.0, 0.0), (0.0, 10.0)],
            Rgb::WHITE,
        );
        assert_eq!(none.get_pixel(2, 2)[0], 255);
        assert_eq!(none.get_pixel(8, 8)[0], 0);
    }
}

#[cfg(test)]
mod caption_tests {
    use super::*;

    /// A long name under a node is wrapped at spaces onto up to three lines, each within the
    /// width, and never shortened while it fits them; a word longer than a line is the only cut.
    #[test]
    fn captions_wrap_instead_of_cutting() {
        let r = Renderer::new();
        let em = EM_CAPTION;
        let text = "Near-Earth Asteroids · value 3";
        let lines = r.caption_lines(em, text, 120.0);
        assert!(lines.len() > 1 && lines.len() <= CAPTION_LINES, "{lines:?}");
        assert!(lines.iter().all(|l| !l.contains('…')), "{lines:?}");
        assert!(lines.iter().all(|l| r.width(em, l) <= 120.0), "{lines:?}");
        assert_eq!(lines.join(" "), text.replace(" · ", " "));
        assert_eq!(
            lines.last().map(|l| l.as_ref()),
            Some("value 3"),
            "fields break at ·"
        );
        assert_eq!(
            r.caption_lines(em, "Io · value 6", 120.0),
            vec!["Io · value 6"]
        );
        let long = r.caption_lines(em, "Supercalifragilisticexpialidocious", 120.0);
        assert_eq!(long.len(), 1);
        assert!(long[0].ends_with('…'), "{long:?}");
    }
}

#[cfg(test)]
mod crowd_tests {
    use super::*;
    use crate::core::scene::Scene;

    fn world(id: &str, x: f32, d: f32) -> Node {
        let mut n = Node::new(id, x, 0.0, Shape::Circle, d, d, Rgb(120, 120, 130));
        n.caption = format!("{id} · value 3");
        n
    }

    /// A crowded place draws every ship and base chip in full: no chip text cut with "…",
    /// none folded into "+N" (the node grows to more rows instead).
    #[test]
    fn a_crowded_node_draws_every_chip_in_full() {
        let r = Renderer::new();
        let mut crowded = world("crowded", 0.0, 1.6);
        crowded.units = (1..=14)
            .map(|i| Chip {
                color: Rgb(200, 50, 50),
                text: format!("o s{} C2c*", i + 20),
            })
            .collect();
        crowded.tokens = (1..=4)
            .map(|i| Chip {
                color: Rgb(60, 110, 220),
                text: format!("B{i}·1"),
            })
            .collect();
        let scene = Scene {
            nodes: vec![crowded.clone(), world("other", 4.0, 1.35)],
            links: vec![Link::new("crowded", "other", Rgb::WHITE)],
            ..Scene::default()
        };
        let (_, drawn) = r.render_image_recorded(&scene);
        let all: Vec<&str> = drawn.iter().map(|t| t.text.as_str()).collect();
        for c in crowded.units.iter().chain(&crowded.tokens) {
            assert!(
                all.contains(&c.text.as_str()),
                "{} missing: {all:?}",
                c.text
            );
        }
        for t in &all {
            assert!(!t.contains('…'), "{t:?} cut");
            assert!(!t.starts_with('+'), "{t:?} folds chips away");
        }
    }

    /// A link between two places that would run straight across a third place bows round it
    /// (drawn under it, the line would read as two links through the middle place): every
    /// point of its path keeps clear of the middle node, it still runs from one end to the
    /// other, and the straight line's pixels beside the middle node are left blank.
    #[test]
    fn a_link_does_not_cross_a_node_it_does_not_join() {
        let r = Renderer::new();
        let nodes = vec![
            world("a", 0.0, 1.4),
            world("m", 3.0, 1.4),
            world("b", 6.0, 1.4),
        ];
        let link = Link::new("a", "b", Rgb(250, 20, 20));
        let scene = Scene {
            nodes: nodes.clone(),
            links: vec![link.clone()],
            ..Scene::default()
        };
        let l = r.layout(&scene);
        let map = &l.nodes;
        let path = link_path(map, &nodes[0], &nodes[2], &nodes).expect("a path");
        assert!(path.len() > 2, "{path:?}");
        for &p in &path {
            assert!(
                !near_node(map, &nodes[1], p, 2.0),
                "{p:?} on the middle node"
            );
        }
        let (first, last) = (path[0], path[path.len() - 1]);
        assert!(first.0 < map.center(&nodes[1]).0 && last.0 > map.center(&nodes[1]).0);
        let img = r.render_image(&scene);
        // Halfway between a's right edge and m's left edge, on the centre line.
        let probe = map.pixel_of(1.5, 0.0);
        let p = img.get_pixel(probe.0 as u32, probe.1 as u32);
        assert_ne!(
            (p[0], p[1], p[2]),
            (250, 20, 20),
            "straight across at {probe:?}"
        );
        // A link with nothing in its way stays straight.
        let free = link_path(map, &nodes[0], &nodes[1], &nodes).expect("a path");
        assert_eq!(free.len(), 2);
    }
}

#[cfg(test)]
mod glance_tests {
    use super::*;
    use crate::core::scene::{Panel, Scene};
    use crate::render::{DrawnText, PREVIEW_W, glance_em};

    fn chip(color: Rgb, text: &str) -> Chip {
        Chip {
            color,
            text: text.into(),
        }
    }

    const BLUE: Rgb = Rgb(60, 110, 220);
    const RED: Rgb = Rgb(200, 50, 50);

    /// A board of places in rows (boxes, then worlds named under their circles), several
    /// holding the pieces of two sides, neighbours among them, one with a long name.
    fn board() -> Scene {
        let world = |id: &str, x: f32, y: f32, d: f32, name: &str| {
            let mut n = Node::new(id, x, y, Shape::Circle, d, d, Rgb(90, 90, 110));
            n.caption = format!("{name} · value 3 · explored ×1");
            n.name = name.into();
            n
        };
        let place = |id: &str, x: f32, y: f32, name: &str| {
            let mut n = Node::new(id, x, y, Shape::RoundBox, 3.0, 1.35, Rgb(45, 52, 80));
            n.label = format!("{name} box");
            n.name = name.into();
            n
        };
        let mut nodes = Vec::new();
        let mut links = Vec::new();
        for (row, y) in [0.0f32, 3.6, 6.2, 9.8].into_iter().enumerate() {
            let hub = place(&format!("hub{row}"), 0.0, y, &format!("Hub {row}"));
            nodes.push(hub);
            for k in 0..4 {
                let id = format!("w{row}{k}");
                let name = if k == 1 {
                    "Very Long Asteroid Group".to_string()
                } else {
                    format!("World {row}{k}")
                };
                let d = if k == 0 { 1.9 } else { 1.35 };
                nodes.push(world(&id, 4.3 + 2.3 * k as f32, y - 0.2, d, &name));
                let from = if k == 0 {
                    format!("hub{row}")
                } else {
                    format!("w{row}0")
                };
                links.push(Link::new(from, id, Rgb(120, 130, 170)));
            }
        }
        links.push(Link {
            label: "2067".into(),
            ..Link::new("hub0", "hub1", Rgb(255, 60, 200))
        });
        let mut put = |id: &str, forces: Vec<Chip>, units: Vec<Chip>| {
            let n = nodes.iter_mut().find(|n| n.id == id).expect("a node");
            n.forces = forces;
            n.units = units;
        };
        put(
            "w00",
            vec![chip(BLUE, "3"), chip(RED, "2"), chip(RED, "B1")],
            vec![chip(BLUE, "s1 C2"), chip(BLUE, "s2 L1"), chip(RED, "s3 C2")],
        );
        put("w01", vec![chip(RED, "1")], vec![chip(RED, "o s4 C2")]);
        put("w02", vec![chip(BLUE, "B2")], vec![]);
        put("hub0", vec![chip(BLUE, "1")], vec![chip(BLUE, "s5 F")]);
        put("hub1", vec![chip(RED, "4")], vec![chip(RED, "s6 O")]);
        put("w21", vec![chip(BLUE, "1"), chip(RED, "1")], vec![]);
        put("w22", vec![chip(BLUE, "2")], vec![]);
        put("w30", vec![chip(RED, "12")], vec![]);
        let panel = |title: &str, color: Rgb| Panel {
            title: title.into(),
            color,
            active: false,
            lines: vec!["$8B · politics 0".into(); 4],
            chips: vec![],
            summary: "$8B".into(),
        };
        Scene {
            title: "A board — 2035 — Movement".into(),
            subtitle: "Waiting for carol".into(),
            nodes,
            links,
            panels: vec![panel("alice", BLUE), panel("bob", RED)],
            ..Scene::default()
        }
    }

    fn overlap(a: (f32, f32, f32, f32), b: (f32, f32, f32, f32)) -> bool {
        a.0 < b.2 && a.2 > b.0 && a.1 < b.3 && a.3 > b.1
    }

    /// shf16: a whole board draws each box's name, and each place's name under it, large
    /// enough to read when a chat shows the picture 550 px wide (6 px there), on one line or
    /// two, where there is room (a box's chips still in it, a caption in its rows), and no
    /// name over another text (nor over a place's tag).
    #[test]
    fn a_whole_boards_box_names_read_at_a_chat_preview() {
        let r = Renderer::new();
        let scene = board();
        let (img, drawn) = r.render_image_recorded(&scene);
        let want = (6.0 * img.width() as f32 / PREVIEW_W).floor();
        for n in scene.nodes.iter().filter(|n| n.shape != Shape::Circle) {
            let words: Vec<&str> = n.label.split(' ').collect();
            let lines: Vec<&DrawnText> = drawn
                .iter()
                .filter(|d| {
                    !d.text.is_empty()
                        && d.text.split(' ').all(|w| words.contains(&w))
                        && n.label.contains(d.text.as_str())
                        && d.em > 12.0
                })
                .collect();
            let joined: Vec<&str> = lines.iter().map(|d| d.text.as_str()).collect();
            assert!(
                joined.join(" ").contains(n.label.as_str()),
                "{}: {joined:?}",
                n.id
            );
            for d in &lines {
                assert!(
                    d.em >= want,
                    "{}: {:?} at {} (want {want})",
                    n.id,
                    d.text,
                    d.em
                );
            }
        }
        let layout = r.layout(&scene);
        // Each place's name under it (its caption's first field) grows too, at most a pixel
        // short of it where its caption takes three rows; the rest of the caption does not.
        for n in scene.nodes.iter().filter(|n| n.shape == Shape::Circle) {
            let name = n.caption.split(" · ").next().unwrap_or_default();
            let first = name.split(' ').next().unwrap_or_default();
            let d = drawn
                .iter()
                .find(|d| d.text.starts_with(first) && name.contains(d.text.as_str()))
                .unwrap_or_else(|| panic!("{name} not drawn"));
            let rest = drawn.iter().find(|d| d.text.starts_with("value 3"));
            let (w, _) = layout.nodes.size(n);
            if r.width(want, name) <= caption_width(w, 1.0) {
                assert!(d.em >= want - 1.0, "{}: {:?} at {}", n.id, d.text, d.em);
                assert!(rest.is_some_and(|r| r.em < d.em), "{rest:?}");
            } else {
                // Too long for its room at that size: larger where it fits, never smaller.
                assert!(rest.is_some_and(|r| r.em <= d.em), "{rest:?}");
            }
        }
        // No name over another text.
        let names: Vec<&DrawnText> = drawn
            .iter()
            .filter(|d| d.em >= want - 1.0 && d.em < glance_em(img.width()))
            .collect();
        // The ink of a line: 0.8 em above its baseline, 0.22 em under it.
        let ink = |d: &DrawnText| {
            let b = r.text_box(d);
            (b.0, d.baseline - 0.8 * d.em, b.2, d.baseline + 0.22 * d.em)
        };
        let tags = r.plan_glance(
            &layout.nodes,
            &scene.nodes,
            &scene.links,
            glance_em(img.width()),
        );
        assert!(!tags.is_empty());
        for a in &names {
            for b in drawn.iter().filter(|b| !std::ptr::eq(*a, *b)) {
                assert!(!overlap(ink(a), ink(b)), "{:?} over {:?}", a.text, b.text);
            }
            for t in &tags {
                assert!(!overlap(ink(a), t.rect), "{:?} under {t:?}", a.text);
            }
        }
        let _ = img.save(
            std::env::temp_dir()
                .join("starpost-render")
                .join("box-names.png"),
        );
    }

    /// At a chat preview's width a whole board tells, per place holding something, which place
    /// it is and whose pieces are there, how many: each such place has a tag with its name and
    /// its forces (in their colours, in order), at a size 9 px or more tall once the picture is
    /// shown 550 px wide; a tag covers no other text, no node and no other tag, and stands
    /// over its node or beside it. A place holding nothing has none.
    #[test]
    fn a_whole_board_tags_each_place_holding_pieces_readably_at_a_chat_preview() {
        let r = Renderer::new();
        let scene = board();
        let (img, drawn) = r.render_image_recorded(&scene);
        let width = img.width();
        let em = glance_em(width);
        assert!(em * PREVIEW_W / width as f32 >= 9.0, "{em} on {width}");
        let l = r.layout(&scene);
        let tags = r.plan_glance(&l.nodes, &scene.nodes, &scene.links, em);
        let inside = |d: &DrawnText, t: &GlanceTag| {
            let b = r.text_box(d);
            b.0 >= t.rect.0 - 2.0
                && b.2 <= t.rect.2 + 2.0
                && b.1 >= t.rect.1 - 2.0
                && b.3 <= t.rect.3 + 2.0
        };
        for (i, n) in scene.nodes.iter().enumerate() {
            let tag = tags.iter().find(|t| t.node == i);
            if n.forces.is_empty() {
                assert!(tag.is_none(), "{}", n.id);
                continue;
            }
            let tag = tag.unwrap_or_else(|| panic!("{} has no tag", n.id));
            assert_eq!(tag.name.as_deref(), Some(n.name.as_str()), "{}", n.id);
            let mut texts: Vec<&DrawnText> = drawn
                .iter()
                .filter(|d| d.em == em && inside(d, tag))
                .collect();
            texts.sort_by(|a, b| a.x.total_cmp(&b.x));
            let got: Vec<&str> = texts.iter().map(|d| d.text.as_str()).collect();
            let mut want = vec![n.name.as_str()];
            want.extend(n.forces.iter().map(|c| c.text.as_str()));
            assert_eq!(got, want, "{}", n.id);
            // Each disc in its side's colour, left of its number.
            for (d, c) in texts[1..].iter().zip(&n.forces) {
                // Over its number, clear of the glyphs' ink.
                let mid = (r.text_box(d).0 + r.text_box(d).2) / 2.0;
                let (x, y) = (mid, tag.rect.1 + 3.0 + em * 0.15);
                let p = img.get_pixel(x as u32, y as u32);
                assert_eq!(Rgb(p[0], p[1], p[2]), c.color, "{}: {}", n.id, c.text);
            }
            // Over its node (above or under it), or beside it at its height.
            let (cx, cy) = l.nodes.center(n);
            let (x0, y0, x1, y1) = tag.rect;
            assert!(
                (x0 < cx && x1 > cx) || (y0 < cy && y1 > cy),
                "{}: {:?}",
                n.id,
                tag.rect
            );
        }
        assert_eq!(
            tags.len(),
            scene.nodes.iter().filter(|n| !n.forces.is_empty()).count()
        );
        // Nothing else drawn under a tag: no text, no node, no caption, no other tag.
        for d in &drawn {
            if tags.iter().any(|t| d.em == em && inside(d, t)) {
                continue;
            }
            for t in &tags {
                assert!(
                    !overlap(r.text_box(d), t.rect),
                    "{:?} under {:?}",
                    d.text,
                    t
                );
            }
        }
        let s = l.nodes.sizing();
        for b in r.node_text_boxes(&l.nodes, &scene.nodes, s) {
            for t in &tags {
                assert!(!overlap(b, t.rect), "{b:?} under {t:?}");
            }
        }
        // sh18: a tag over its node stands more over it than over a neighbour in its row
        // (campaign 013: a far place's tag over the place beside it).
        for t in &tags {
            let Some(n) = scene.nodes.get(t.node) else {
                continue;
            };
            let (cx, cy) = l.nodes.center(n);
            let (nw, nh, _, _) = r.node_drawn(&l.nodes, n, s);
            if t.rect.1 < cy && t.rect.3 > cy {
                continue;
            }
            let over = |x0: f32, x1: f32| (t.rect.2.min(x1) - t.rect.0.max(x0)).max(0.0);
            let own = over(cx - nw / 2.0, cx + nw / 2.0);
            for m in scene.nodes.iter().filter(|m| m.id != n.id) {
                let (mx, my) = l.nodes.center(m);
                let (mw, mh, _, _) = r.node_drawn(&l.nodes, m, s);
                if (my - cy).abs() < (mh + nh) / 2.0 {
                    let theirs = over(mx - mw / 2.0, mx + mw / 2.0);
                    assert!(theirs <= own, "{}'s tag more over {}", n.id, m.id);
                }
            }
        }
        for (i, a) in tags.iter().enumerate() {
            for b in &tags[i + 1..] {
                assert!(!overlap(a.rect, b.rect), "{a:?} and {b:?}");
            }
            // Within the picture's diagram, under its header.
            let area = l.nodes.area();
            assert!(
                a.rect.0 >= area.0
                    && a.rect.2 <= area.2
                    && a.rect.1 >= area.1
                    && a.rect.3 <= area.3,
                "{a:?} outside {area:?}"
            );
        }
    }

    /// Rows as a tall board draws them: per row two boxes side by side (names sharing their
    /// first word), then a large world and smaller ones named under their circles.
    fn rows_board() -> Scene {
        let mut nodes = Vec::new();
        let mut links = Vec::new();
        for (k, place) in ["Meridian", "Halcyon", "Solenne", "Veyra"]
            .iter()
            .enumerate()
        {
            let y = k as f32 * 2.7;
            let mut out = Node::new(format!("o{k}"), 0.0, y, Shape::Box, 3.0, 1.35, BOX_FILL);
            out.label = format!("outbound boxes (step {k})");
            out.name = format!("{place} outbound");
            let mut pass = Node::new(
                format!("p{k}"),
                3.4,
                y,
                Shape::RoundBox,
                3.0,
                1.35,
                BOX_FILL,
            );
            pass.label = format!("{place} pass box");
            pass.name = format!("{place} pass");
            nodes.push(out);
            nodes.push(pass);
            links.push(Link::new(format!("o{k}"), format!("p{k}"), LINE));
            if k > 0 {
                links.push(Link::new(format!("p{}", k - 1), format!("p{k}"), LINE));
            }
            for j in 0..4 {
                let d = if j == 0 { 1.6 } else { 1.35 };
                let id = format!("w{k}{j}");
                let mut w = Node::new(&id, 8.1 + 2.3 * j as f32, y, Shape::Circle, d, d, BOX_FILL);
                w.name = format!("{place} {j}");
                w.caption = format!("{place} {j} · value 5");
                nodes.push(w);
                let from = if j == 0 {
                    format!("p{k}")
                } else {
                    format!("w{k}0")
                };
                links.push(Link::new(from, id, LINE));
            }
        }
        let mut put = |id: &str, forces: Vec<Chip>| {
            if let Some(n) = nodes.iter_mut().find(|n| n.id == id) {
                n.forces = forces;
            }
        };
        put("o1", vec![chip(RED, "1")]);
        put("p1", vec![chip(BLUE, "1")]);
        put("o2", vec![chip(RED, "1"), chip(BLUE, "1")]);
        let panel = |title: &str, color: Rgb| Panel {
            title: title.into(),
            color,
            active: false,
            lines: vec!["$8B · politics 0".into(); 4],
            chips: vec![],
            summary: "$8B".into(),
        };
        Scene {
            title: "Rows — 2031 — Movement".into(),
            subtitle: "Waiting for carol".into(),
            nodes,
            links,
            panels: vec![
                panel("alice", BLUE),
                panel("bob", RED),
                panel("carol", BLUE),
            ],
            ..Scene::default()
        }
    }

    const BOX_FILL: Rgb = Rgb(45, 52, 80);
    const LINE: Rgb = Rgb(120, 130, 170);

    /// The gap (pixels) between two boxes (left, top, right, bottom); 0 when they touch.
    fn gap(a: (f32, f32, f32, f32), b: (f32, f32, f32, f32)) -> f32 {
        let dx = (a.0 - b.2).max(b.0 - a.2).max(0.0);
        let dy = (a.1 - b.3).max(b.1 - a.3).max(0.0);
        dx.hypot(dy)
    }

    /// Where a row's two boxes both hold pieces and their tags do not both fit above them
    /// whole, neither drops under its row (over the next row's boxes it would read as theirs):
    /// the second stands right after the first, on its line, with the rest of its name. Each
    /// tag stands above its own node, nearer it than any node of another row, over no text,
    /// no node and no other tag.
    #[test]
    fn a_row_with_two_tagged_boxes_keeps_both_tags_above_it() {
        let r = Renderer::new();
        let scene = rows_board();
        let (img, drawn) = r.render_image_recorded(&scene);
        let em = glance_em(img.width());
        let l = r.layout(&scene);
        let tags = r.plan_glance(&l.nodes, &scene.nodes, &scene.links, em);
        let s = l.nodes.sizing();
        let node_box = |n: &Node| {
            let (cx, cy) = l.nodes.center(n);
            let (w, h, _, _) = r.node_drawn(&l.nodes, n, s);
            (cx - w / 2.0, cy - h / 2.0, cx + w / 2.0, cy + h / 2.0)
        };
        let tagged: Vec<&str> = tags
            .iter()
            .map(|t| scene.nodes[t.node].id.as_str())
            .collect();
        assert_eq!(tagged, ["o1", "p1", "o2"]);
        for t in &tags {
            let n = &scene.nodes[t.node];
            let own = node_box(n);
            assert!(t.rect.3 <= own.1, "{} not above its node: {t:?}", n.id);
            assert!(t.rect.0 < own.2 && t.rect.2 > own.0, "{}: {t:?}", n.id);
            let d_own = gap(t.rect, own);
            for m in scene.nodes.iter().filter(|m| m.y != n.y) {
                let d = gap(t.rect, node_box(m));
                assert!(d_own < d, "{} nearer {} ({d} <= {d_own})", n.id, m.id);
            }
            let name = t.name.as_deref().unwrap_or_default();
            assert!(n.name.ends_with(name) && !name.is_empty(), "{t:?}");
        }
        // The row's second tag right after the first, on its line, its name the rest.
        let (a, b) = (&tags[0], &tags[1]);
        assert_eq!(a.name.as_deref(), Some("Halcyon outbound"));
        assert!(b.name.as_deref() == Some("pass") || b.name.as_deref() == Some("Halcyon pass"));
        assert_eq!(a.rect.1, b.rect.1);
        assert!(
            b.rect.0 > a.rect.2 && b.rect.0 - a.rect.2 < em,
            "{a:?} {b:?}"
        );
        // Over no text but its own, no node or caption, no other tag.
        let inside = |d: &DrawnText, t: &GlanceTag| {
            let b = r.text_box(d);
            b.0 >= t.rect.0 - 2.0
                && b.2 <= t.rect.2 + 2.0
                && b.1 >= t.rect.1 - 2.0
                && b.3 <= t.rect.3 + 2.0
        };
        for d in drawn
            .iter()
            .filter(|d| !tags.iter().any(|t| d.em == em && inside(d, t)))
        {
            for t in &tags {
                assert!(!overlap(r.text_box(d), t.rect), "{:?} under {t:?}", d.text);
            }
        }
        for bx in r.node_text_boxes(&l.nodes, &scene.nodes, s) {
            for t in &tags {
                assert!(!overlap(bx, t.rect), "{bx:?} under {t:?}");
            }
        }
        for (i, a) in tags.iter().enumerate() {
            for b in &tags[i + 1..] {
                assert!(!overlap(a.rect, b.rect), "{a:?} and {b:?}");
            }
        }
    }

    /// A name keeps what follows the leading words it shares with the tag before it.
    #[test]
    fn the_rest_of_a_name_after_shared_leading_words() {
        assert_eq!(
            rest_after_shared_words("Halcyon outbound", "Halcyon pass").as_deref(),
            Some("pass")
        );
        assert_eq!(
            rest_after_shared_words("A B c", "A B d e").as_deref(),
            Some("d e")
        );
        assert_eq!(rest_after_shared_words("Halcyon", "Halcyon"), None);
        assert_eq!(rest_after_shared_words("Veyra pass", "Halcyon pass"), None);
        assert_eq!(rest_after_shared_words("", "Halcyon"), None);
    }

    /// A footer that fits in the room a tall diagram leaves under the panels goes there
    /// (right of the diagram, under the last panel), so the picture is no taller for it; one
    /// too long for that room stays under everything.
    #[test]
    fn a_footer_goes_under_the_panels_beside_a_tall_diagram() {
        let r = Renderer::new();
        let mut scene = board();
        scene.footer = vec!["Ships: s7 = ship 7".into(), "Pirate cache $0B".into()];
        let l = r.layout(&scene);
        let Some((x, rows)) = &l.footer_beside else {
            panic!("the footer beside the diagram")
        };
        assert_eq!(*x, l.panel_x);
        assert_eq!(rows.len(), 2);
        let n = l.panel_heights.len() as i32;
        let panels_bottom =
            l.panel_y + l.panel_heights.iter().sum::<i32>() + crate::render::PANEL_GAP * (n - 1);
        assert!(
            l.footer_y >= panels_bottom,
            "{} < {panels_bottom}",
            l.footer_y
        );
        let area = l.nodes.area();
        let (img, drawn) = r.render_image_recorded(&scene);
        for line in &scene.footer {
            let d = drawn
                .iter()
                .find(|d| &d.text == line)
                .expect("the line drawn");
            assert!(d.x >= l.panel_x as f32 && d.x > area.2, "{line}");
            assert!(r.text_box(d).3 <= img.height() as f32);
        }
        let mut none = scene.clone();
        none.footer.clear();
        assert!(r.canvas_size(&scene).1 <= r.canvas_size(&none).1);
        let mut long = scene.clone();
        long.footer = vec!["word ".repeat(600)];
        assert!(r.layout(&long).footer_beside.is_none());
    }

    /// The tags are the whole board's: a focus picture (a zoomed window) draws none, and a
    /// board whose places hold nothing keeps the size and the drawing it had without them.
    #[test]
    fn tags_only_on_a_whole_board_with_pieces() {
        let r = Renderer::new();
        let scene = board();
        let l = r.layout(&scene);
        assert!(l.nodes.band > 0.0);
        let zoomed = l.nodes.zoomed(1.4, (0.0, 0.0));
        assert!(
            r.plan_glance(&zoomed, &scene.nodes, &scene.links, 40.0)
                .is_empty()
        );
        let mut bare = scene.clone();
        for n in &mut bare.nodes {
            n.forces.clear();
        }
        let lb = r.layout(&bare);
        assert_eq!(lb.nodes.band, 0.0);
        assert_eq!(lb.nodes.h + l.nodes.band as i32, l.nodes.h);
        let mut unnamed = bare.clone();
        for n in &mut unnamed.nodes {
            n.name.clear();
        }
        assert_eq!(r.render_image(&bare), r.render_image(&unnamed));
    }

    /// A tag always carries its whole name: a place whose name has no room anywhere (here
    /// wider than the diagram) gets no tag rather than its discs alone, which beside a
    /// neighbour's tag read as the end of that one (scenario 3: "Moon ●1 B1 ●1 B1"), or a name
    /// cut with "…" (issue 16 item 4: never cut).
    #[test]
    fn a_tag_is_drawn_with_its_whole_name_or_not_at_all() {
        let r = Renderer::new();
        let mut scene = board();
        let long = "Very Far Asteroid Group of the Outer Belt Far Beyond the Last Known Moons";
        let id = {
            let n = scene
                .nodes
                .iter_mut()
                .find(|n| n.id == "w01")
                .expect("a node");
            n.name = long.into();
            n.id.clone()
        };
        let l = r.layout(&scene);
        let em = glance_em(l.width);
        let tags = r.plan_glance(&l.nodes, &scene.nodes, &scene.links, em);
        let i = scene.nodes.iter().position(|n| n.id == id).expect("w01");
        assert!(
            tags.iter().all(|t| t.node != i),
            "a name wider than the diagram finds no room: {tags:?}"
        );
        assert!(!tags.is_empty(), "the other places keep their tags");
        for t in &tags {
            let name = t.name.as_deref().unwrap_or_default();
            assert!(
                !name.is_empty() && !name.contains('…'),
                "{t:?}: a tag's name is whole"
            );
        }
    }
}
