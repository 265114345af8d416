//! Draws a [`Scene`] into a PNG: title and subtitle on top; on the left a column with the
//! flat-topped hex map, the diagram of nodes and links under it and the tracks under that (see
//! [`diagram`]); player panels in a column on the right and footer lines under everything.
//!
//! One font ([`Renderer::new`] bundles a CJK subset of Noto Sans CJK, see `assets/fonts/`)
//! covers Latin, Greek, Cyrillic, Hangul, kana and JIS level-1 kanji; imageproc draws text
//! without fallback or shaping, so anything outside the font shows as a box.
//!
//! Sizes below are font sizes in the CSS sense (the em square), not ab_glyph's `PxScale`
//! (which is the ascent-to-descent height, 1.45 em for this font); see [`Renderer::scale`].
//! Every text is measured and ellipsised to fit its box, so nothing spills into a neighbour.

mod diagram;
mod focus;
mod inset;
pub mod sample;

pub use focus::{
    APART_MAX, Changes, FOCUS_COLUMNS, FOCUS_ROWS, Focus, GLANCE_MAX, choose_focus, focus_window,
    glance, node_focus,
};

use std::borrow::Cow;
use std::cell::RefCell;
use std::collections::HashMap;

use ab_glyph::{Font, FontArc, PxScale, ScaleFont};
use image::RgbImage;
use imageproc::drawing::{
    draw_antialiased_polygon_mut, draw_filled_circle_mut, draw_filled_rect_mut, draw_text_mut,
};
use imageproc::pixelops::interpolate;
use imageproc::point::Point;
use imageproc::rect::Rect;

use crate::core::scene::{Chip, HexCell, Panel, Rgb, Scene};

/// The bundled font: a subset of Noto Sans CJK KR, renamed "Starpost Sans CJK" (SIL OFL 1.1).
static FONT_BYTES: &[u8] = include_bytes!("../../assets/fonts/StarpostSansCJK-Regular.otf");

/// Why rendering failed.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    #[error("invalid font data: {0}")]
    Font(#[from] ab_glyph::InvalidFont),
    #[error("PNG encoding failed: {0}")]
    Encode(#[from] image::ImageError),
}

// ---- Layout constants (pixels) ----

const MARGIN: i32 = 24;
const MAP_PAD: f32 = 10.0;
/// The map area aims at this size; a radius-3 board (37 hexes) gets hexes of `HEX_MAX`.
const MAP_TARGET: f32 = 1600.0;
/// Larger boards may grow the map up to this size before hexes shrink below `HEX_MIN`.
const MAP_LIMIT: f32 = 2400.0;
const HEX_MAX: f32 = 132.0;
const HEX_MIN: f32 = 110.0;
/// A map at least `TALL_MAP` times as tall as wide (a column of hexes with the panels beside
/// it) grows its hexes, up to `HEX_TALL_MAX`, until it is `TALL_MAP_W` wide: a picture that
/// is mostly panels would otherwise show its map small when a chat shrinks it.
const TALL_MAP: f32 = 2.0;
const HEX_TALL_MAX: f32 = 176.0;
const TALL_MAP_W: f32 = 820.0;
/// A map that is not tall, with panels beside it, keeps its hexes at most this large: its
/// panels, footer and tracks are drawn large enough to read at a chat preview (see
/// [`Renderer::wide_side`]), which widens the picture by as much again; the hexes' number
/// plates and forces are sized by the picture's width, not the hex (see [`glance_em`]).
const HEX_WIDE: f32 = 126.0;
/// Beside such a map, the panels' text and the footer read at least this size (px) at
/// [`PREVIEW_W`]; their chips and the tracks' box labels, at least [`PREVIEW_SMALL_PX`].
pub const PREVIEW_PANEL_PX: f32 = 7.5;
pub const PREVIEW_SMALL_PX: f32 = 7.0;
/// The narrowest a wide map's panels are made (at the usual size; see
/// [`Renderer::wide_side`]).
const PANEL_W_NARROW: i32 = 360;
/// A wide map's picture is at most this many times as tall as wide: panels that would make
/// it taller are drawn smaller (down to their usual size) than they would need to read at a
/// chat preview.
const WIDE_MAX_H: f32 = 1.3;
/// The most a wide map's panels are drawn larger than usual.
const WIDE_SIDE_MAX: f32 = 3.0;
/// Below this hex size only shapes are drawn, no text.
const HEX_TEXT_MIN: f32 = 40.0;
const EMPTY_MAP_W: f32 = 640.0;
const EMPTY_MAP_H: f32 = 200.0;
/// A long title widens the picture up to this, then it is ellipsised.
const MAX_HEADER_W: f32 = 1400.0;

const PANEL_W: i32 = 480;
const PANEL_GAP: i32 = 12;
const PANEL_PAD: i32 = 14;
const PANEL_TITLE_H: i32 = 40;
const PANEL_LINE_H: i32 = 28;
const MAX_PANELS: usize = 8;
/// Rows of text in a panel (a line too long for one row wraps onto more).
const MAX_PANEL_LINES: usize = 14;
/// How far the rows a long panel line wraps onto are indented, so they read as its rest.
const PANEL_INDENT: f32 = 18.0;
/// Beside a tall map, the panels and the footer under them are drawn up to this many times
/// their usual size, as much as the map's height leaves room for (see [`Side`]).
const SIDE_MAX: f32 = 1.5;

/// The sizes of the panels (and of a footer beside a tall map) drawn `f` times their usual
/// size, as wide as ever: beside a tall map, whose height leaves the column under the panels
/// empty, their text is drawn larger (and wraps onto more rows) to fill it, and reads larger
/// at a chat preview. Beside a wide map they are drawn larger and wider alike (see
/// [`Renderer::wide_side`]).
#[derive(Debug, Clone, Copy)]
struct Side {
    f: f32,
    /// The panels' width: [`PANEL_W`] (also when drawn larger beside a tall map, wrapping
    /// onto more rows), or beside a wide map as much wider as their text is larger (see
    /// [`Renderer::wide_side`]).
    w: i32,
    /// How many times their usual size the panels' chips are drawn (`f`, or more where they
    /// must read at a chat preview: see [`Renderer::wide_side`]).
    chip: f32,
}

impl Side {
    const USUAL: Side = Side {
        f: 1.0,
        w: PANEL_W,
        chip: 1.0,
    };

    /// Everything `f` times its usual size, as wide as ever.
    fn at(f: f32) -> Side {
        Side {
            f,
            w: PANEL_W,
            chip: f,
        }
    }
    fn panel_w(&self) -> i32 {
        self.w
    }

    fn px(&self, v: i32) -> i32 {
        (v as f32 * self.f).round() as i32
    }
    fn em(&self) -> f32 {
        EM_PANEL * self.f
    }
    fn em_title(&self) -> f32 {
        EM_PANEL_TITLE * self.f
    }
    fn line_h(&self) -> i32 {
        self.px(PANEL_LINE_H)
    }
    fn title_h(&self) -> i32 {
        self.px(PANEL_TITLE_H)
    }
    fn pad(&self) -> i32 {
        self.px(PANEL_PAD)
    }
    fn indent(&self) -> f32 {
        PANEL_INDENT * self.f
    }
    fn em_chip(&self) -> f32 {
        EM_PANEL_CHIP * self.chip
    }
    fn chip_h(&self) -> i32 {
        (self.em_chip() * 1.45).round() as i32
    }
    fn chip_gap(&self) -> i32 {
        (PANEL_CHIP_GAP as f32 * self.chip).round() as i32
    }
    /// A panel's most rows: as many more as the rows are larger, so that a panel's lines
    /// that take `MAX_PANEL_LINES` rows at the usual size still fit at this one.
    fn max_lines(&self) -> usize {
        (MAX_PANEL_LINES as f32 * self.f * self.f).ceil() as usize
    }
    fn em_footer(&self) -> f32 {
        EM_FOOTER * self.f
    }
    fn footer_line_h(&self) -> i32 {
        self.px(FOOTER_LINE_H)
    }
    /// A panel's height with `text` for its lines and `chip_rows` rows of chips.
    fn panel_h(&self, text: &PanelText, chip_rows: usize) -> i32 {
        let n = text.rows.len().min(self.max_lines()) as i32;
        let empty = if n > 0 { 0 } else { self.px(6) };
        2 * self.pad() + self.title_h() + n * self.line_h() - empty
            + chip_rows as i32 * (self.chip_h() + self.chip_gap())
    }
}

/// The least a hex map's hexes are drawn, of their size, to make room for its panels (see
/// [`Renderer::panel_grid`]).
const GRID_HEX_LEAST: f32 = 0.5;
/// A grid's picture of more pixels than this risks a file over 300 KB: its hexes are drawn
/// smaller (see [`Renderer::panel_grid`]).
const GRID_MOST_PX: u64 = 4_000_000;
/// The most bytes a whole board's PNG file may have (300 KB): a hex map's grid of panels
/// whose picture has more than [`GRID_MOST_PX`] pixels is encoded to check it (see
/// [`Renderer::panel_grid`]).
pub const PNG_MOST: usize = 307_200;
/// How many scenes' measured layouts a renderer remembers (see [`Renderer::panel_grid`]).
const FITTED_MOST: usize = 64;

/// Panels stacked beside a hex map in a picture of more pixels than this go in a grid too.
const STACK_MOST_PX: u64 = 5_200_000;

/// A hex map's column (map, tracks, insets) for [`Renderer::panel_grid`]: the hexes' size
/// and extents and the map's size in pixels.
#[derive(Debug, Clone, Copy)]
struct GridColumn {
    hex: f32,
    qmin: f32,
    vmin: f32,
    map_w: i32,
    map_h: i32,
    maps_w: i32,
}

/// One drawn row of a panel's lines.
#[derive(Debug, Clone, PartialEq)]
struct PanelRow {
    text: String,
    /// The rest of the line above, wrapped: drawn indented by [`PANEL_INDENT`].
    continued: bool,
}

/// A panel's lines as drawn: the one size they share and their rows (see
/// [`Renderer::panel_rows`]).
#[derive(Debug, Clone)]
struct PanelText {
    em: f32,
    rows: Vec<PanelRow>,
}

const FOOTER_LINE_H: i32 = 30;
const MAX_FOOTER_LINES: usize = 12;

// Font sizes (em, px).
const EM_TITLE: f32 = 32.0;
const EM_SUBTITLE: f32 = 22.0;
const EM_PANEL_TITLE: f32 = 22.0;
const EM_PANEL: f32 = 19.0;
const EM_FOOTER: f32 = 19.0;
const EM_HEX_LABEL: f32 = 16.0;
const EM_HEX_MARK: f32 = 20.0;
const EM_HEX_LINE: f32 = 20.0;
const EM_HEX_UNIT: f32 = 18.0;
const EM_HEX_TOKEN: f32 = 15.0;
const EM_MIN: f32 = 14.0;
/// A chip alone too wide for its row draws its text down to this share of its size (whole:
/// see [`Renderer::draw_chip_row`]).
const CHIP_SHRINK_LEAST: f32 = 0.5;
/// How tall (px) a whole board's hex numbers and forces are once a chat shows the picture
/// [`PREVIEW_W`] wide (see [`glance_em`]).
pub const GLANCE_PX: f32 = 9.0;
/// At most this many rows of unit chips in a hex.
const MAX_UNIT_ROWS: usize = 8;
/// Text too long for its place is drawn smaller, down to this share of its size, before it is
/// shortened with "…" (a name is better read small than cut).
const SHRINK_MIN: f32 = 0.7;
/// Chips in a panel (technologies in their colours).
const EM_PANEL_CHIP: f32 = 16.0;
/// A panel's digits (VP, counts, resources) are drawn this many times its text's size, so
/// that where the text reads [`PREVIEW_PANEL_PX`] at a chat preview its digits stand at
/// least [`PREVIEW_DIGIT_CAP`] px tall: a 1 is not read as a 2.
pub const PANEL_DIGITS: f32 = 1.35;
/// How tall a panel's digits stand (px) at [`PREVIEW_W`], at least.
pub const PREVIEW_DIGIT_CAP: f32 = 7.0;
const PANEL_CHIP_GAP: i32 = 6;

// Colours.
const BG_TOP: Rgb = Rgb(12, 15, 34);
const BG_BOTTOM: Rgb = Rgb(4, 5, 14);
const TITLE: Rgb = Rgb(242, 244, 252);
const SUBTITLE: Rgb = Rgb(168, 190, 235);
const RULE: Rgb = Rgb(48, 58, 92);
const HEX_EDGE: Rgb = Rgb(88, 100, 132);
const HIGHLIGHT: Rgb = Rgb(255, 214, 64);
/// Ring around a highlighted hex: white, so it is never mistaken for a player colour.
const HEX_HIGHLIGHT: Rgb = Rgb(250, 252, 255);
/// An edge mark (a wormhole): violet in a near-white ring, distinct from every player colour.
const EDGE_MARK: Rgb = Rgb(150, 90, 235);
const EDGE_MARK_RING: Rgb = Rgb(240, 240, 250);
/// A hex's marks (anomalies, wormholes): cyan, a colour no player colour is near (ΔE76 over 40
/// from each), so a label is not taken for a player's, the highlight or a change badge.
pub const MARK: Rgb = Rgb(120, 240, 240);
/// The numbered discs of a focus picture (what changed): magenta, as far from every player
/// colour, the highlight and [`MARK`].
pub const BADGE: Rgb = Rgb(255, 64, 180);
/// The contrast a hex's text line keeps with what is behind it: WCAG's 7:1 for small text
/// (AAA), since a chat preview draws these lines a few pixels high.
pub const LINE_CONTRAST: f32 = 7.0;
/// The contrast a hex's text line in the colour of the hex's owner (its outline) keeps with
/// the owner's tint (the hex's fill) as well as with its backing ([`line_colors_keeping`]):
/// a name in its owner's colour on that owner's tint reads as colour on the same colour at a
/// chat preview unless it is much lighter (or darker) than the tint.
pub const OWN_TINT_CONTRAST: f32 = 7.0;
const MUTED: Rgb = Rgb(160, 168, 190);
const PANEL_BG: Rgb = Rgb(22, 27, 48);
const PANEL_EDGE: Rgb = Rgb(58, 68, 102);
const PANEL_ACTIVE_BG: Rgb = Rgb(40, 44, 74);
const PANEL_TEXT: Rgb = Rgb(206, 212, 228);
const FOOTER: Rgb = Rgb(172, 180, 204);

const SQRT3: f32 = 1.732_050_8;

/// Letters Noto Sans CJK lacks (it has only 30 of Latin Extended-A, and no Greek with
/// diacritics or some Cyrillic), each with the base letter drawn instead: "Łukasz" shows as
/// "Lukasz" rather than with a box. `FALLBACK_FROM` and `FALLBACK_TO` pair up char by char.
const FALLBACK_FROM: &str = "ĄąĆćĈĉĊċČčĎďĔĕĖėĘęĜĝĞğĠġĢģĤĥĦħĬĭĮįİıĲĳĴĵĶķĸĹĺĻļĽľĿŀŁłŅņŉŊŋŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŧŮůŰűŲųŴŵŶŷŸŹźŻżŽžſ;΅Ά·ΈΉΊΌΎΏΐΪΫάέήίΰϊϋόύώϐϑϕϖϰϱϲϳϴϵЀЃЄЅІЇЈЌЍЎѐѓєѕіїјќѝў";
const FALLBACK_TO: &str = "AaCcCcCcCcDdEeEeEeGgGgGgGgHhHhIiIiIiIiJjKkkLlLlLlLlLlNnnNnOoRrRrRrSsSsSsSsTtTtTtUuUuUuWwYyYZzZzZzs;¨Α·ΕΗΙΟΥΩιΙΥαεηιυιυουωβθφπκρcjΘεЕГЕSIIJКИУегеsiijкиу";

/// One text as drawn: what reached the picture (after shortening, shrinking and folding), at
/// which font size (em, px) and where (left end of its baseline).
#[derive(Debug, Clone, PartialEq)]
pub struct DrawnText {
    pub text: String,
    pub em: f32,
    /// The size its digits are drawn at: `em`, or larger in a panel's lines (see
    /// [`PANEL_DIGITS`]).
    pub digit_em: f32,
    pub x: f32,
    pub baseline: f32,
}

thread_local! {
    /// While [`Renderer::render_image_recorded`] runs on this thread, every drawn text.
    static DRAWN: RefCell<Option<Vec<DrawnText>>> = const { RefCell::new(None) };
}

/// What [`Renderer::panel_rows_at`]'s rows depend on (with the renderer's font): the lines
/// (hashed), the side's text size, row width and indent (as bits: they are fractional) and its
/// row limit.
type PanelRowsKey = (u64, [u32; 3], usize);

/// How many wrapped panels [`Renderer`] keeps before it starts again.
const PANEL_ROWS_MOST: usize = 4096;

/// The title and subtitle of a picture `width` wide: large enough that they still read (11 and
/// 10 px) when a chat shows the picture 550 px wide ([`PREVIEW_W`]), never smaller than
/// [`EM_TITLE`] and [`EM_SUBTITLE`].
struct Header {
    em_title: f32,
    em_subtitle: f32,
    title_base: f32,
    subtitle_base: f32,
    /// The players' standing in the subtitle's type, on a board too wide for its panels to
    /// read at a chat preview (see [`Renderer::header`]).
    roster: Vec<RosterEntry>,
    em_roster: f32,
    /// Where the body starts.
    h: i32,
}

/// One player in a header's roster: which panel, where its swatch goes (left, top of the
/// row), and the line written after it.
struct RosterEntry {
    panel: usize,
    x: f32,
    top: f32,
    line: String,
}

/// A roster row's height, in ems of its type.
const ROSTER_ROW: f32 = 1.5;

impl Header {
    fn for_width(width: i32) -> Header {
        let k = width as f32 / PREVIEW_W;
        let em_title = EM_TITLE.max((11.0 * k).ceil());
        let em_subtitle = EM_SUBTITLE.max((10.0 * k).ceil());
        let title_base = 22.0 + em_title;
        let subtitle_base = title_base + 10.0 + em_subtitle;
        Header {
            em_title,
            em_subtitle,
            title_base,
            subtitle_base,
            roster: Vec::new(),
            em_roster: em_subtitle,
            h: subtitle_base.round() as i32 + 18,
        }
    }
}

/// A player's line in a roster: the panel's title and its summary (the standing).
fn roster_line(p: &Panel) -> String {
    if p.summary.is_empty() {
        p.title.clone()
    } else {
        format!("{}  {}", p.title, p.summary)
    }
}

/// The width at which a chat (Discord) shows a picture in a channel, about.
pub const PREVIEW_W: f32 = 550.0;

/// Runs `draw` and returns, with its picture, every text it drew.
fn recorded(draw: impl FnOnce() -> RgbImage) -> (RgbImage, Vec<DrawnText>) {
    let before = DRAWN.with(|d| d.replace(Some(Vec::new())));
    let img = draw();
    let drawn = DRAWN.with(|d| d.replace(before)).unwrap_or_default();
    (img, drawn)
}

/// How the middle of a hex is filled: marks or not, how many planet lines at which size, the
/// unit chips' size and rows, and the block's top (relative to the hex centre).
struct HexMiddle {
    marks: bool,
    n_lines: usize,
    /// Per line drawn: whether it wraps onto a second row (too wide even at its smallest size).
    wraps: Vec<bool>,
    em_line: f32,
    line_h: f32,
    em_unit: f32,
    chip_h: f32,
    rows: Vec<Vec<Chip>>,
    y: f32,
}

/// Draws scenes; holds the parsed font. Cheap to share (`FontArc` is reference counted).
#[derive(Clone)]
pub struct Renderer {
    font: FontArc,
    /// `PxScale` per em: (ascent - descent) / units per em.
    px_per_em: f32,
    /// Ascent in em.
    ascent_em: f32,
    /// Hex maps' panel grids whose file size was measured (see [`Renderer::panel_grid`]): by
    /// the scene's digest (`core::rules::digest_of`), the panels' size and the picture's
    /// width, or `None` where the first layout was small enough.
    fitted: FittedLayouts,
    /// Panels already wrapped, by their lines and the sizes that decide the rows (see
    /// [`Renderer::panel_rows_at`]): laying out a grid flows the same panels at the same sizes
    /// many times over.
    panel_rows: PanelRowsCache,
}

type FittedLayouts = std::sync::Arc<std::sync::Mutex<HashMap<u64, Option<(f32, i32)>>>>;
type PanelRowsCache = std::sync::Arc<std::sync::Mutex<HashMap<PanelRowsKey, PanelText>>>;

impl Default for Renderer {
    fn default() -> Self {
        Self::new()
    }
}

impl std::fmt::Debug for Renderer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Renderer").finish_non_exhaustive()
    }
}

/// Where things go on the canvas.
struct Layout {
    width: u32,
    height: u32,
    /// Hex circumradius; 0 when there are no hexes.
    hex: f32,
    /// Pixel position of axial (0, 0).
    origin: (f32, f32),
    /// Where the nodes go; `unit` is 0 when there are none.
    nodes: diagram::NodeMap,
    /// Where the tracks go.
    tracks: diagram::TrackBand,
    /// Where the insets go (under the tracks).
    insets: inset::InsetBand,
    /// Where the first column of panels beside the map starts (read by the tests; the
    /// panels are drawn at `panel_places`).
    #[cfg_attr(not(test), allow(dead_code))]
    panel_x: i32,
    #[cfg_attr(not(test), allow(dead_code))]
    panel_y: i32,
    panel_heights: Vec<i32>,
    /// Each panel's top-left corner and width.
    panel_places: Vec<(i32, i32, i32)>,
    /// Each panel's rows, worked out once for its height and drawn as they are.
    panel_texts: Vec<PanelText>,
    /// The size the panels (and a footer beside the map) are drawn at.
    side: Side,
    footer_y: i32,
    /// Where the footer goes: under everything, its lines across the picture (`None`), or,
    /// beside a tall map (see [`TALL_MAP`]) or a diagram, when it fits in the room the column
    /// leaves under the panels, under the panels at the given x, its lines
    /// wrapped to the panels' width (each row, and whether it continues the line above).
    footer_beside: Option<(i32, Vec<PanelRow>)>,
    /// The footer's rows under everything ([`Renderer::footer_rows`]), each with its size.
    footer_rows: Vec<(f32, PanelRow)>,
    /// Where those rows start, how wide they may be and how far apart they are.
    footer_x: i32,
    footer_w: f32,
    footer_line_h: i32,
}

impl Renderer {
    /// The renderer with the bundled font.
    pub fn new() -> Self {
        let font = FontArc::try_from_slice(FONT_BYTES).expect("the bundled font is a valid OTF");
        Self::with_font(font)
    }

    /// A renderer with another font (TTF/OTF bytes).
    pub fn from_font_bytes(bytes: Vec<u8>) -> Result<Self, RenderError> {
        Ok(Self::with_font(FontArc::try_from_vec(bytes)?))
    }

    fn with_font(font: FontArc) -> Self {
        let upem = font.units_per_em().unwrap_or(1000.0);
        let height = font.height_unscaled().max(1.0);
        Self {
            px_per_em: height / upem,
            ascent_em: font.ascent_unscaled() / upem,
            font,
            fitted: FittedLayouts::default(),
            panel_rows: PanelRowsCache::default(),
        }
    }

    /// The loaded font (e.g. to check glyph coverage).
    pub fn font(&self) -> &FontArc {
        &self.font
    }

    /// Draws the scene and encodes it as PNG.
    pub fn render_png(&self, scene: &Scene) -> Result<Vec<u8>, RenderError> {
        encode_png(&self.render_image(scene))
    }

    /// Width and height of the picture `render_image` draws for this scene.
    pub fn canvas_size(&self, scene: &Scene) -> (u32, u32) {
        let l = self.layout(scene);
        (l.width, l.height)
    }

    /// Draws the scene and returns, with the picture, every text it drew (see [`DrawnText`]):
    /// what tests and size checks read, rather than what the scene holds.
    pub fn render_image_recorded(&self, scene: &Scene) -> (RgbImage, Vec<DrawnText>) {
        recorded(|| self.render_image(scene))
    }

    /// Draws the picture of a change (see [`choose_focus`]) and encodes it as PNG.
    pub fn render_focus_png(&self, scene: &Scene, focus: &Focus) -> Result<Vec<u8>, RenderError> {
        encode_png(&self.render_focus(scene, focus))
    }

    /// Draws the scene without encoding it.
    /// Where the whole board draws each of the scene's hexes, in the scene's order: its
    /// centre and circumradius in pixels (none without a map).
    pub fn hex_places(&self, scene: &Scene) -> Vec<(f32, f32, f32)> {
        let l = self.layout(scene);
        if l.hex <= 0.0 {
            return Vec::new();
        }
        scene
            .hexes
            .iter()
            .map(|c| {
                let (x, y) = hex_center(&l, c);
                (x, y, l.hex)
            })
            .collect()
    }

    /// The box a drawn text takes: (left, top, right, bottom), from its ascent to its descent.
    pub fn text_box(&self, t: &DrawnText) -> (f32, f32, f32, f32) {
        let top = t.baseline - self.ascent_em * t.em;
        (
            t.x,
            top,
            t.x + self.width_digits(t.em, t.digit_em, &t.text),
            top + self.scale(t.em).y,
        )
    }

    pub fn render_image(&self, scene: &Scene) -> RgbImage {
        self.draw_layout(scene, &self.layout(scene))
    }

    /// Draws the scene as laid out by `l` (see [`Renderer::layout`]).
    fn draw_layout(&self, scene: &Scene, l: &Layout) -> RgbImage {
        let mut img = RgbImage::new(l.width, l.height);
        draw_background(&mut img);
        let header = self.header(scene, l.width as i32);
        self.draw_header(&mut img, scene, &header, l.width as i32);
        if l.hex > 0.0 {
            // Shapes, then contents, then edge marks: no neighbouring hex covers a mark, and no
            // token or chip at a hex's rim hides one (a wormhole is what a rotation is chosen
            // by).
            let inner: Vec<f32> = scene
                .hexes
                .iter()
                .map(|cell| {
                    let (cx, cy) = hex_center(l, cell);
                    draw_hex_shape(&mut img, cx, cy, l.hex, cell)
                })
                .collect();
            if l.hex >= HEX_TEXT_MIN {
                let glance = Some(glance_em(l.width));
                for (cell, r) in scene.hexes.iter().zip(inner) {
                    let (cx, cy) = hex_center(l, cell);
                    self.draw_hex_content(&mut img, cx, cy, r, l.hex / HEX_MAX, cell, glance);
                }
            }
            for cell in scene.hexes.iter().filter(|c| c.edges.iter().any(|e| *e)) {
                let (cx, cy) = hex_center(l, cell);
                draw_edge_marks(&mut img, cx, cy, l.hex, &cell.edges);
            }
        }
        self.draw_diagram(&mut img, &l.nodes, &scene.nodes, &scene.links);
        let glance = glance_em(l.width);
        self.draw_glance(&mut img, &l.nodes, &scene.nodes, &scene.links, glance);
        self.draw_tracks(&mut img, &l.tracks, &scene.tracks);
        self.draw_insets(&mut img, &l.insets, &scene.insets);
        for (((panel, &h), text), &(x, y, w)) in scene
            .panels
            .iter()
            .zip(&l.panel_heights)
            .zip(&l.panel_texts)
            .zip(&l.panel_places)
        {
            let side = Side { w, ..l.side };
            self.draw_panel(&mut img, x, y, h, panel, text, side);
        }
        if let Some((x, rows)) = &l.footer_beside {
            let (em, line_h) = (l.side.em_footer(), l.side.footer_line_h());
            for (i, row) in rows.iter().enumerate() {
                let indent = if row.continued { l.side.indent() } else { 0.0 };
                let top = l.footer_y + i as i32 * line_h;
                let base = baseline_in(top as f32, line_h as f32, em);
                self.text(&mut img, *x as f32 + indent, base, em, FOOTER, &row.text);
            }
            return img;
        }
        for (i, (em, row)) in l.footer_rows.iter().enumerate() {
            let indent = if row.continued {
                PANEL_INDENT * em / EM_FOOTER
            } else {
                0.0
            };
            let (em, text) = self.fit_shrinking(*em, &row.text, l.footer_w - indent);
            let top = l.footer_y + i as i32 * l.footer_line_h;
            let base = baseline_in(top as f32, l.footer_line_h as f32, em);
            self.text(
                &mut img,
                l.footer_x as f32 + indent,
                base,
                em,
                FOOTER,
                &text,
            );
        }
        img
    }

    /// The footer's rows, drawn at `em`, across a picture whose lines may be `max_w` wide: a
    /// line that fits (when `shrink`, drawn smaller down to 70 % if need be) is one row; a
    /// longer one wraps at its spaces onto rows indented by [`PANEL_INDENT`] (as much larger
    /// as `em` is), at `em`, rather than being cut.
    fn footer_rows(
        &self,
        footer: &[String],
        max_w: f32,
        em: f32,
        shrink: bool,
    ) -> Vec<(f32, PanelRow)> {
        let footer_em = em;
        let indent = PANEL_INDENT * em / EM_FOOTER;
        let mut rows = Vec::new();
        for line in footer.iter().take(MAX_FOOTER_LINES) {
            let (em, text) = if shrink {
                self.fit_shrinking(footer_em, line, max_w)
            } else if self.width(footer_em, line) <= max_w {
                (footer_em, self.shown(line))
            } else {
                (footer_em, Cow::Borrowed(""))
            };
            if text == self.shown(line) {
                rows.push((
                    em,
                    PanelRow {
                        text: line.clone(),
                        continued: false,
                    },
                ));
                continue;
            }
            for (i, text) in self
                .wrap(footer_em, line, max_w - indent)
                .into_iter()
                .enumerate()
            {
                rows.push((
                    footer_em,
                    PanelRow {
                        text,
                        continued: i > 0,
                    },
                ));
            }
        }
        rows.truncate(2 * MAX_FOOTER_LINES);
        rows
    }

    fn layout(&self, scene: &Scene) -> Layout {
        // Map extents in hex units. A scene with nothing to draw on the left keeps an empty map
        // of the usual size.
        let placeholder =
            scene.nodes.is_empty() && scene.tracks.is_empty() && scene.insets.is_empty();
        let (mut hex, mut map_w, mut map_h) = if placeholder {
            (0.0, EMPTY_MAP_W, EMPTY_MAP_H)
        } else {
            (0.0, 0.0, 0.0)
        };
        let (mut qmin, mut vmin) = (0.0f32, 0.0f32);
        let mut tall = false;
        // A map that is not tall, with panels beside it (see [`Renderer::wide_side`]); `tall`
        // is told apart below.
        let wide = !scene.hexes.is_empty() && scene.nodes.is_empty() && !scene.panels.is_empty();
        if !scene.hexes.is_empty() {
            let (mut qmax, mut vmax) = (f32::MIN, f32::MIN);
            qmin = f32::MAX;
            vmin = f32::MAX;
            for c in &scene.hexes {
                let (q, v) = (c.q as f32, c.r as f32 + c.q as f32 / 2.0);
                qmin = qmin.min(q);
                qmax = qmax.max(q);
                vmin = vmin.min(v);
                vmax = vmax.max(v);
            }
            let units_w = 1.5 * (qmax - qmin) + 2.0;
            let units_h = SQRT3 * (vmax - vmin + 1.0);
            let fit = |size: f32| {
                ((size - 2.0 * MAP_PAD) / units_w).min((size - 2.0 * MAP_PAD) / units_h)
            };
            hex = fit(MAP_TARGET)
                .max(fit(MAP_LIMIT).min(HEX_MIN))
                .min(HEX_MAX);
            tall = units_h >= TALL_MAP * units_w;
            if tall {
                hex = hex.max(((TALL_MAP_W - 2.0 * MAP_PAD) / units_w).min(HEX_TALL_MAX));
            } else if wide {
                // Not smaller than the insets under the map make its column anyway.
                let insets_w = self.inset_band(&scene.insets, 0).w as f32;
                hex = hex.min(HEX_WIDE.max((insets_w - 2.0 * MAP_PAD) / units_w));
            }
            map_w = units_w * hex + 2.0 * MAP_PAD;
            map_h = units_h * hex + 2.0 * MAP_PAD;
        }
        let map_w = map_w.ceil() as i32;
        let map_h = map_h.ceil() as i32;

        let panels = &scene.panels[..scene.panels.len().min(MAX_PANELS)];
        let panels_at = |side: Side| -> (Vec<PanelText>, Vec<i32>) {
            let texts: Vec<PanelText> = panels
                .iter()
                .map(|p| self.panel_rows_at(&p.lines, side))
                .collect();
            let heights = panels
                .iter()
                .zip(&texts)
                .map(|(p, text)| side.panel_h(text, self.panel_chip_rows_at(&p.chips, side).len()))
                .collect();
            (texts, heights)
        };
        let stacked = |heights: &[i32]| {
            heights.iter().sum::<i32>() + PANEL_GAP * (heights.len() as i32 - 1).max(0)
        };
        let (mut panel_texts, mut panel_heights) = panels_at(Side::USUAL);
        let mut panels_h = stacked(&panel_heights);

        // The left column: hex map, node diagram, tracks, insets, one under the other.
        let mut nodes = self.node_map(&scene.nodes);
        let maps_w = map_w.max(nodes.w);
        let mut tracks = self.track_band(&scene.tracks, maps_w);
        let mut insets = self.inset_band(&scene.insets, maps_w.max(tracks.w));
        let col_w = maps_w.max(tracks.w).max(insets.w);
        let wide = wide && !tall;
        let mut side = Side::USUAL;
        if wide {
            side = self.wide_side(col_w, panels, WIDE_SIDE_MAX);
            loop {
                (panel_texts, panel_heights) = panels_at(side);
                panels_h = stacked(&panel_heights);
                // Panels so many or so long that, drawn that large, they would make the
                // picture taller than `WIDE_MAX_H` times its width are drawn smaller.
                let w = 3 * MARGIN + col_w + side.panel_w();
                let h = self.header(scene, w).h + panels_h + MARGIN;
                if side.f <= 1.0 || h as f32 <= WIDE_MAX_H * w as f32 {
                    break;
                }
                let smaller = ((side.f - 0.05) * 100.0).round() / 100.0;
                side = self.wide_side(col_w, panels, smaller);
            }
        }

        let panel_x = MARGIN + col_w + MARGIN;
        let width = if panels.is_empty() {
            panel_x
        } else {
            panel_x + side.panel_w() + MARGIN
        };
        if wide {
            let k = diagram::track_k((PREVIEW_SMALL_PX * width as f32 / PREVIEW_W).ceil());
            tracks = self.track_band_at(&scene.tracks, maps_w, k);
        }
        // Widen a small picture (e.g. no map yet) so the title is not cut short.
        let header_w = self
            .width(EM_TITLE, &scene.title)
            .max(self.width(EM_SUBTITLE, &scene.subtitle));
        let width = width.max((header_w.min(MAX_HEADER_W) as i32) + 2 * MARGIN + 2);
        // Room above the diagram for its topmost places' glance tags.
        if nodes.with_text() && scene.nodes.iter().any(|n| !n.forces.is_empty()) {
            nodes.band = diagram::glance_band(glance_em(width as u32));
            nodes.h += nodes.band as i32;
        }
        nodes.set_picture_width(width as u32);
        let parts = [map_h, nodes.h, tracks.h, insets.h];
        let gaps = parts.iter().filter(|&&h| h > 0).count().saturating_sub(1) as i32;
        let col_h = parts.iter().sum::<i32>() + gaps * diagram::SECTION_GAP;

        // A wide map's footer, at the panels' size: across the picture under everything, or
        // under the map's column when the panels are so much taller than the column that it
        // makes the picture shorter (the column leaves that room empty).
        let wide_footer = wide.then(|| {
            let (em, line_h) = (side.em_footer(), side.footer_line_h());
            let across = self.footer_rows(&scene.footer, (width - 2 * MARGIN) as f32, em, false);
            let under = self.footer_rows(&scene.footer, col_w as f32, em, false);
            let h_of = |rows: &[(f32, PanelRow)]| rows.len() as i32 * line_h;
            let in_column = !under.is_empty()
                && (col_h + diagram::SECTION_GAP + h_of(&under)).max(panels_h)
                    < col_h.max(panels_h) + 14 + h_of(&across);
            if in_column {
                (true, under)
            } else {
                (false, across)
            }
        });
        let column_footer_h = match &wide_footer {
            Some((true, rows)) => diagram::SECTION_GAP + rows.len() as i32 * side.footer_line_h(),
            _ => 0,
        };
        let col_h = col_h + column_footer_h;

        let body_y = self.header(scene, width).h;
        let body_h = col_h.max(panels_h);
        let map_y = body_y + (body_h - col_h) / 2;
        let map_x = MARGIN + (col_w - map_w) / 2;
        let mut y = map_y;
        if map_h > 0 {
            y += map_h + diagram::SECTION_GAP;
        }
        nodes.place(MARGIN + (col_w - nodes.w) / 2, y);
        if nodes.h > 0 {
            y += nodes.h + diagram::SECTION_GAP;
        }
        tracks.x = MARGIN;
        tracks.y = y;
        (insets.x, insets.y) = (
            MARGIN,
            y + tracks.h + tracks.h.signum() * diagram::SECTION_GAP,
        );
        // Beside a tall map, a footer that fits under the panels goes there (the map leaves
        // that room empty), wrapped to the panels' width.
        let footer_at = |side: Side| -> Vec<PanelRow> {
            scene
                .footer
                .iter()
                .take(MAX_FOOTER_LINES)
                .flat_map(|line| {
                    self.wrap(
                        side.em_footer(),
                        line,
                        side.panel_w() as f32 - side.indent(),
                    )
                    .into_iter()
                    .enumerate()
                    .map(|(i, text)| PanelRow {
                        text,
                        continued: i > 0,
                    })
                    .collect::<Vec<_>>()
                })
                .collect()
        };
        let fits_beside = |side: Side, panels_h: i32, rows: &[PanelRow]| {
            !rows.is_empty()
                && rows.len() <= 2 * MAX_FOOTER_LINES
                && panels_h + 2 * PANEL_GAP + rows.len() as i32 * side.footer_line_h() <= col_h
        };
        let mut footer_rows = footer_at(Side::USUAL);
        // So does a footer beside a diagram (with no hex map) that leaves the room under the
        // panels empty: the picture is that much shorter, and a chat shows it that much larger.
        let beside = (tall || (scene.hexes.is_empty() && nodes.h > 0))
            && !panels.is_empty()
            && fits_beside(Side::USUAL, panels_h, &footer_rows);
        if beside {
            // The largest size, by twentieths up to `SIDE_MAX`, at which the panels and the
            // footer still fit beside the map, none of the panels drawn smaller than that
            // size to keep to its rows.
            let mut f = SIDE_MAX;
            while f > 1.0 {
                let larger = Side::at(f);
                let (texts, heights) = panels_at(larger);
                let rows = footer_at(larger);
                let whole = texts.iter().all(|t| t.em >= larger.em());
                if whole && fits_beside(larger, stacked(&heights), &rows) {
                    side = larger;
                    panels_h = stacked(&heights);
                    (panel_texts, panel_heights, footer_rows) = (texts, heights, rows);
                    break;
                }
                f = ((f - 0.05) * 100.0).round() / 100.0;
            }
        }
        let beside_top = body_y + panels_h + 2 * PANEL_GAP;
        let mut footer_x = MARGIN;
        let mut footer_w = (width - 2 * MARGIN) as f32;
        let footer_line_h = side.footer_line_h();
        let (footer_y, height, footer_beside, footer_rows) = if beside {
            (
                beside_top,
                body_y + body_h + MARGIN,
                Some((panel_x, footer_rows)),
                Vec::new(),
            )
        } else if let Some((true, rows)) = wide_footer {
            footer_w = col_w as f32;
            let top = map_y + col_h - column_footer_h + diagram::SECTION_GAP;
            (top, body_y + body_h + MARGIN, None, rows)
        } else {
            let footer_y = body_y + body_h + 14;
            let rows = match wide_footer {
                Some((_, rows)) => rows,
                None => self.footer_rows(&scene.footer, footer_w, EM_FOOTER, true),
            };
            let footer_n = rows.len() as i32;
            (
                footer_y,
                footer_y + footer_n * footer_line_h + MARGIN - 6,
                None,
                rows,
            )
        };
        if footer_beside.is_some() {
            footer_x = panel_x;
        }

        let origin = (
            map_x as f32 + MAP_PAD + hex - 1.5 * hex * qmin,
            map_y as f32 + MAP_PAD + hex * SQRT3 / 2.0 - hex * SQRT3 * vmin,
        );
        let mut panel_places = Vec::new();
        let mut y = body_y;
        for h in &panel_heights {
            panel_places.push((panel_x, y, side.panel_w()));
            y += h + PANEL_GAP;
        }
        let stack = Layout {
            width: width as u32,
            height: height as u32,
            hex,
            origin,
            nodes,
            tracks,
            insets,
            panel_x,
            panel_y: body_y,
            panel_heights,
            panel_places,
            panel_texts,
            side,
            footer_y,
            footer_beside,
            footer_rows,
            footer_x,
            footer_w,
            footer_line_h,
        };
        // A hex map whose panels, stacked in one column, would not read at a chat preview, or
        // would make the picture taller than `WIDE_MAX_H` times its width or of more than
        // `STACK_MOST_PX` pixels: the panels go in a grid beside and under the map where one
        // does all that (see [`Renderer::panel_grid`]).
        let reads = |em: f32| em * PREVIEW_W / width as f32 >= PREVIEW_PANEL_PX;
        let fine = height as f32 <= WIDE_MAX_H * width as f32
            && width as u64 * height as u64 <= STACK_MOST_PX
            && stack.panel_texts.iter().all(|t| reads(t.em));
        if fine || hex <= 0.0 || !scene.nodes.is_empty() || panels.is_empty() {
            return stack;
        }
        let col = GridColumn {
            hex,
            qmin,
            vmin,
            map_w,
            map_h,
            maps_w,
        };
        self.panel_grid(scene, panels, &col).unwrap_or(stack)
    }

    /// A hex map's panels drawn `f` times their usual size in a picture as wide as that text
    /// still reads [`PREVIEW_PANEL_PX`] at a chat preview: the map's column at the top left,
    /// the panels in order first in columns beside it (as many as fit, each at least 360 px
    /// at the usual size) while they fit within its height, the rest in `cols` columns under
    /// it across the picture, each panel under the one before in the shortest column; the
    /// footer beside the map under those panels when it fits there, else under everything.
    /// `None` when a panel's text would be drawn smaller or its title would not fit.
    fn flow_at(
        &self,
        scene: &Scene,
        panels: &[Panel],
        col: &GridColumn,
        (f, cols, width): (f32, usize, Option<i32>),
    ) -> Option<Layout> {
        let width = width.unwrap_or((EM_PANEL * f * PREVIEW_W / PREVIEW_PANEL_PX).floor() as i32);
        let k = diagram::track_k((PREVIEW_SMALL_PX * width as f32 / PREVIEW_W).ceil());
        let mut tracks = self.track_band_at(&scene.tracks, col.maps_w, k);
        let mut insets = self.inset_band(&scene.insets, col.maps_w.max(tracks.w));
        let col_w = col.maps_w.max(tracks.w).max(insets.w);
        if col_w + 2 * MARGIN > width {
            return None;
        }
        let chip_em = (PREVIEW_SMALL_PX * width as f32 / PREVIEW_W).ceil();
        let chip = f.max((chip_em / EM_PANEL_CHIP).min(f * EM_PANEL / EM_PANEL_CHIP));
        let side_w = |w: i32| Side { f, w, chip };
        let least = (360.0 * f).round() as i32;
        let n = cols as i32;
        let under_w = (width - 2 * MARGIN - (n - 1) * PANEL_GAP) / n;
        if under_w < least {
            return None;
        }
        let beside_w = width - 3 * MARGIN - col_w;
        let beside_n = ((beside_w + PANEL_GAP) / (least + PANEL_GAP)).max(0);
        let beside_pw = if beside_n > 0 {
            (beside_w - (beside_n - 1) * PANEL_GAP) / beside_n
        } else {
            0
        };
        let parts = [col.map_h, tracks.h, insets.h];
        let gaps = parts.iter().filter(|&&h| h > 0).count().saturating_sub(1) as i32;
        let col_h = parts.iter().sum::<i32>() + gaps * diagram::SECTION_GAP;
        // A panel drawn `w` wide: its rows and height, or `None` if it does not fit.
        let panel_at = |p: &Panel, w: i32| -> Option<(PanelText, i32)> {
            let side = side_w(w);
            let text = self.panel_rows_at(&p.lines, side);
            let title = side.px(26 + 12) as f32
                + self.width(side.em_title(), &p.title)
                + self.width(side.em_title(), "▶")
                + 10.0;
            let inner = (w - 2 * side.pad()) as f32;
            if text.em < side.em() || title > inner {
                return None;
            }
            let h = side.panel_h(&text, self.panel_chip_rows_at(&p.chips, side).len());
            Some((text, h))
        };
        let body_y = self.header(scene, width).h;
        let beside_x = 2 * MARGIN + col_w;
        let mut beside_sums = vec![0i32; beside_n as usize];
        let mut under_sums = vec![0i32; cols];
        let mut under_started = false;
        // (column, x offset, y offset within its region, under?, width)
        let mut placed = Vec::new();
        let (mut texts, mut heights) = (Vec::new(), Vec::new());
        for p in panels {
            if !under_started && beside_n > 0 {
                let (text, h) = panel_at(p, beside_pw)?;
                let (c, top) = beside_sums
                    .iter()
                    .copied()
                    .enumerate()
                    .min_by_key(|&(_, s)| s)
                    .unwrap_or((0, 0));
                if top + h <= col_h {
                    placed.push((c as i32 * (beside_pw + PANEL_GAP), top, false, beside_pw));
                    beside_sums[c] += h + PANEL_GAP;
                    texts.push(text);
                    heights.push(h);
                    continue;
                }
            }
            under_started = true;
            let (text, h) = panel_at(p, under_w)?;
            let (c, top) = under_sums
                .iter()
                .copied()
                .enumerate()
                .min_by_key(|&(_, s)| s)
                .unwrap_or((0, 0));
            placed.push((c as i32 * (under_w + PANEL_GAP), top, true, under_w));
            under_sums[c] += h + PANEL_GAP;
            texts.push(text);
            heights.push(h);
        }
        let beside_h = beside_sums.iter().max().copied().unwrap_or(0);
        let under_h = (under_sums.iter().max().copied().unwrap_or(0) - PANEL_GAP).max(0);
        let side = side_w(if beside_n > 0 { beside_pw } else { under_w });
        let (em, line_h) = (side.em_footer(), side.footer_line_h());
        // Beside the map, each footer line wrapped to the column (as beside a tall map).
        let beside_rows: Vec<PanelRow> = if beside_n > 0 {
            scene
                .footer
                .iter()
                .take(MAX_FOOTER_LINES)
                .flat_map(|line| {
                    self.wrap(em, line, beside_w as f32 - side.indent())
                        .into_iter()
                        .enumerate()
                        .map(|(i, text)| PanelRow {
                            text,
                            continued: i > 0,
                        })
                        .collect::<Vec<_>>()
                })
                .collect()
        } else {
            Vec::new()
        };
        let footer_top = body_y + beside_h + PANEL_GAP;
        let footer_beside = !beside_rows.is_empty()
            && beside_h + PANEL_GAP + beside_rows.len() as i32 * line_h <= col_h;
        let top_h = if footer_beside {
            col_h
        } else {
            col_h.max(beside_h - PANEL_GAP)
        };
        let under_y = body_y + top_h + diagram::SECTION_GAP;
        let body_h = if under_started {
            top_h + diagram::SECTION_GAP + under_h
        } else {
            top_h
        };
        let map_x = MARGIN + (col_w - col.map_w) / 2;
        let mut y = body_y;
        if col.map_h > 0 {
            y += col.map_h + diagram::SECTION_GAP;
        }
        tracks.x = MARGIN;
        tracks.y = y;
        (insets.x, insets.y) = (
            MARGIN,
            y + tracks.h + tracks.h.signum() * diagram::SECTION_GAP,
        );
        let mut nodes = self.node_map(&scene.nodes);
        nodes.set_picture_width(width as u32);
        let (footer_y, height, footer_beside, footer_rows, footer_x, footer_w) = if footer_beside {
            (
                footer_top,
                body_y + body_h + MARGIN,
                Some((beside_x, beside_rows)),
                Vec::new(),
                beside_x,
                beside_w as f32,
            )
        } else {
            let footer_w = (width - 2 * MARGIN) as f32;
            let rows = self.footer_rows(&scene.footer, footer_w, em, false);
            let footer_y = body_y + body_h + 14;
            let height = footer_y + rows.len() as i32 * line_h + MARGIN - 6;
            (footer_y, height, None, rows, MARGIN, footer_w)
        };
        let origin = (
            map_x as f32 + MAP_PAD + col.hex - 1.5 * col.hex * col.qmin,
            body_y as f32 + MAP_PAD + col.hex * SQRT3 / 2.0 - col.hex * SQRT3 * col.vmin,
        );
        let panel_places = placed
            .into_iter()
            .map(|(dx, dy, under, w)| {
                if under {
                    (MARGIN + dx, under_y + dy, w)
                } else {
                    (beside_x + dx, body_y + dy, w)
                }
            })
            .collect();
        Some(Layout {
            width: width as u32,
            height: height as u32,
            hex: col.hex,
            origin,
            nodes,
            tracks,
            insets,
            panel_x: beside_x,
            panel_y: body_y,
            panel_heights: heights,
            panel_places,
            panel_texts: texts,
            side,
            footer_y,
            footer_beside,
            footer_rows,
            footer_x,
            footer_w,
            footer_line_h: line_h,
        })
    }

    /// The panels of a hex map laid out as [`Renderer::flow_at`] does, at the least size, by
    /// twentieths, and then the fewest columns under the map, whose picture is at most
    /// [`WIDE_MAX_H`] times as tall as wide; with the hexes at their size or, if that
    /// picture has more than [`GRID_MOST_PX`] pixels, drawn smaller by steps (down to
    /// [`GRID_HEX_LEAST`] of it) until it has no more; else the one of fewest pixels. `None`
    /// if there is none up to [`WIDE_SIDE_MAX`].
    fn panel_grid(&self, scene: &Scene, panels: &[Panel], col: &GridColumn) -> Option<Layout> {
        let mut best: Option<(Layout, GridColumn)> = None;
        for s in [1.0, 0.85, 0.7, 0.6, GRID_HEX_LEAST] {
            let hex = col.hex * s;
            if hex < HEX_TEXT_MIN {
                continue;
            }
            let scaled = |v: i32| ((v as f32 - 2.0 * MAP_PAD) * s + 2.0 * MAP_PAD).ceil() as i32;
            let col = GridColumn {
                hex,
                map_w: scaled(col.map_w),
                map_h: scaled(col.map_h),
                maps_w: scaled(col.maps_w),
                ..*col
            };
            let mut f = 1.0f32;
            let found = 'f: loop {
                // Past this size the picture has too many pixels whatever the panels do (the
                // hexes are then drawn smaller, if they may be).
                let least_px =
                    (EM_PANEL * f * PREVIEW_W / PREVIEW_PANEL_PX) as u64 * col.map_h.max(0) as u64;
                if f > WIDE_SIDE_MAX || (s > GRID_HEX_LEAST && least_px > GRID_MOST_PX) {
                    break None;
                }
                for cols in 1..=panels.len().clamp(1, 4) {
                    let l = self.flow_at(scene, panels, &col, (f, cols, None));
                    if let Some(l) = l.filter(|l| l.height as f32 <= WIDE_MAX_H * l.width as f32) {
                        break 'f Some(l);
                    }
                }
                f = ((f + 0.05) * 100.0).round() / 100.0;
            };
            let area = |l: &Layout| l.width as u64 * l.height as u64;
            // Everything beside the map (a tall one): as much larger as still fits there, in
            // a picture as wide and no taller, so the column under the panels is not left
            // empty.
            let found = found.map(|l| {
                let beside = |g: &Layout| {
                    g.footer_beside.is_some() && g.panel_places.iter().all(|p| p.0 > MARGIN)
                };
                if !beside(&l) {
                    return l;
                }
                let mut best = l;
                let mut f = best.side.f;
                loop {
                    f = ((f + 0.05) * 100.0).round() / 100.0;
                    if f > WIDE_SIDE_MAX {
                        break best;
                    }
                    let g = self.flow_at(scene, panels, &col, (f, 1, Some(best.width as i32)));
                    match g.filter(|g| beside(g) && g.height <= best.height) {
                        Some(g) => best = g,
                        None => break best,
                    }
                }
            });
            if let Some(l) = found {
                // The hexes at the largest size whose picture is not too many pixels.
                if area(&l) <= GRID_MOST_PX {
                    return Some(l);
                }
                if best.as_ref().is_none_or(|(b, _)| area(&l) < area(b)) {
                    best = Some((l, col));
                }
            }
        }
        let (l, col) = best?;
        // The same scene was laid out before (to measure, draw and encode it): as then.
        // A scene's key: the hash of its serialised form (one process only, as the cache).
        let key = crate::core::rules::digest_of(scene);
        let known = self.fitted.lock().ok().and_then(|m| m.get(&key).copied());
        let fit = |f: f32, w: i32| {
            (1..=panels.len().clamp(1, 4)).find_map(|cols| {
                self.flow_at(scene, panels, &col, (f, cols, Some(w)))
                    .filter(|g| g.height as f32 <= WIDE_MAX_H * g.width as f32)
            })
        };
        match known {
            Some(None) => return Some(l),
            Some(Some((f, w))) => {
                if let Some(g) = fit(f, w) {
                    return Some(g);
                }
            }
            None => {}
        }
        let remember = |v: Option<(f32, i32)>| {
            if let Ok(mut m) = self.fitted.lock() {
                if m.len() >= FITTED_MOST {
                    m.clear();
                }
                m.insert(key, v);
            }
        };
        let bytes = self.png_bytes(scene, &l);
        if bytes <= PNG_MOST {
            remember(None);
            return Some(l);
        }
        // Its file is too large: a narrower picture (a file's bytes go about as its area),
        // with the largest panels' text, by fiftieths, that fits it at most [`WIDE_MAX_H`]
        // times as tall as wide — smaller than reads [`PREVIEW_PANEL_PX`] at a chat preview;
        // narrower by steps until the file is small enough (the last tried if none is).
        let mut w = (l.width as f32 * (0.97 * PNG_MOST as f32 / bytes as f32).sqrt()) as i32;
        let mut last = l;
        for _ in 0..4 {
            let mut f =
                (w as f32 * PREVIEW_PANEL_PX / (EM_PANEL * PREVIEW_W) * 50.0).floor() / 50.0;
            let mut found = None;
            while found.is_none() && f >= 1.0 {
                found = fit(f, w).map(|g| (g, f));
                f -= 0.02;
            }
            let Some((g, f)) = found else { break };
            if self.png_bytes(scene, &g) <= PNG_MOST {
                remember(Some((f, w)));
                return Some(g);
            }
            last = g;
            w = w * 97 / 100;
        }
        Some(last)
    }

    /// The size of the PNG file of the scene drawn as laid out by `l` (`usize::MAX` if it
    /// cannot be encoded).
    /// Its texts are not recorded (see [`recorded`]): it is not the picture drawn.
    fn png_bytes(&self, scene: &Scene, l: &Layout) -> usize {
        let before = DRAWN.with(|d| d.replace(None));
        let bytes = encode_png(&self.draw_layout(scene, l)).map_or(usize::MAX, |p| p.len());
        DRAWN.with(|d| d.replace(before));
        bytes
    }

    /// The size of the panels beside a wide map whose column (map, tracks) is `col_w` wide:
    /// the least, by twentieths, at which their text reads [`PREVIEW_PANEL_PX`] at a chat
    /// preview of the picture it makes (the side column widens with its text, so the lines
    /// wrap as at the usual size), with chips of at least [`PREVIEW_SMALL_PX`]. The panels
    /// are first made as narrow as they can be (by steps of 20 px, down to
    /// [`PANEL_W_NARROW`]) without wrapping onto more rows, drawing smaller or cutting a
    /// title: a narrower column leaves the map more of the picture.
    ///
    /// `f_most` caps the size (see [`WIDE_MAX_H`]); chips are then never larger than the text.
    fn wide_side(&self, col_w: i32, panels: &[Panel], f_most: f32) -> Side {
        let rows = |side: Side| -> Option<usize> {
            let mut n = 0;
            let inner = (side.panel_w() - 2 * side.pad()) as f32;
            for p in panels {
                let text = self.panel_rows_at(&p.lines, side);
                // Swatch, gap, the title, the turn mark.
                let title = side.px(26 + 12) as f32
                    + self.width(side.em_title(), &p.title)
                    + self.width(side.em_title(), "▶")
                    + 10.0;
                if text.em < side.em() || title > inner {
                    return None;
                }
                n += text.rows.len() + self.panel_chip_rows_at(&p.chips, side).len();
            }
            Some(n)
        };
        let usual = rows(Side::USUAL);
        let mut base = Side::USUAL;
        while base.w - 20 >= PANEL_W_NARROW {
            let narrower = Side {
                w: base.w - 20,
                ..base
            };
            if usual.is_none() || rows(narrower) != usual {
                break;
            }
            base = narrower;
        }
        // As much wider as their text is larger, so that their lines wrap as at the usual size.
        let at = |f: f32| Side {
            f,
            w: (base.w as f32 * f).round() as i32,
            chip: f,
        };
        let width = |side: Side| (3 * MARGIN + col_w + side.panel_w()) as f32;
        let mut f = 1.0f32;
        let most = f_most.min(WIDE_SIDE_MAX);
        while f < most && EM_PANEL * f < PREVIEW_PANEL_PX * width(at(f)) / PREVIEW_W {
            f = ((f + 0.05) * 100.0).round() / 100.0;
        }
        let side = at(f.min(most.max(1.0)));
        let chip_em = (PREVIEW_SMALL_PX * width(side) / PREVIEW_W).ceil();
        Side {
            chip: side
                .f
                .max((chip_em / EM_PANEL_CHIP).min(side.f * EM_PANEL / EM_PANEL_CHIP)),
            ..side
        }
    }

    // ---- Text helpers ----

    /// ab_glyph scale for a font size in em pixels.
    fn scale(&self, em: f32) -> PxScale {
        PxScale::from(em * self.px_per_em)
    }

    /// Advance width of `text` at `em`.
    fn width(&self, em: f32, text: &str) -> f32 {
        let sf = self.font.as_scaled(self.scale(em));
        text.chars()
            .map(|c| sf.h_advance(sf.glyph_id(self.shown_char(c))))
            .sum()
    }

    /// Advance width of `text` at `em`, its digits at `digit_em`.
    fn width_digits(&self, em: f32, digit_em: f32, text: &str) -> f32 {
        if digit_em == em {
            return self.width(em, text);
        }
        let (sf, sd) = (
            self.font.as_scaled(self.scale(em)),
            self.font.as_scaled(self.scale(digit_em)),
        );
        text.chars()
            .map(|c| {
                let f = if c.is_ascii_digit() { &sd } else { &sf };
                f.h_advance(f.glyph_id(self.shown_char(c)))
            })
            .sum()
    }

    /// The character actually drawn for `c`: controls become spaces, letters missing from
    /// the font become their base letter where there is one (see `FALLBACK_FROM`).
    fn shown_char(&self, c: char) -> char {
        if c.is_control() {
            return ' ';
        }
        if c.is_ascii() || self.font.glyph_id(c).0 != 0 {
            return c;
        }
        FALLBACK_FROM
            .chars()
            .position(|f| f == c)
            .and_then(|i| FALLBACK_TO.chars().nth(i))
            .unwrap_or(c)
    }

    /// `text` with every character replaced by what [`Self::shown_char`] draws.
    fn shown<'t>(&self, text: &'t str) -> Cow<'t, str> {
        if text.chars().all(|c| self.shown_char(c) == c) {
            Cow::Borrowed(text)
        } else {
            Cow::Owned(text.chars().map(|c| self.shown_char(c)).collect())
        }
    }

    /// `text` as drawn on one line (see [`Self::shown`]), shortened with "…" to fit `max_w`;
    /// empty if not even the ellipsis fits.
    fn fit<'t>(&self, em: f32, text: &'t str, max_w: f32) -> Cow<'t, str> {
        let text = self.shown(text);
        let sf = self.font.as_scaled(self.scale(em));
        let adv = |c: char| sf.h_advance(sf.glyph_id(c));
        let ell_w = adv('…');
        let mut w = 0.0;
        let mut cut = 0; // byte index where the ellipsis would go
        for (i, c) in text.char_indices() {
            if w + ell_w <= max_w {
                cut = i;
            }
            w += adv(c);
            if w > max_w {
                if ell_w > max_w {
                    return Cow::Borrowed("");
                }
                let mut s = text[..cut].trim_end().to_string();
                s.push('…');
                return Cow::Owned(s);
            }
        }
        text
    }

    /// `text` at `em`, or smaller (down to [`SHRINK_MIN`] of it) when that is what it takes to
    /// fit `max_w`; shortened with "…" only when even the smallest size does not fit.
    fn fit_shrinking<'t>(&self, em: f32, text: &'t str, max_w: f32) -> (f32, Cow<'t, str>) {
        let w = self.width(em, text);
        if w <= max_w {
            return (em, self.shown(text));
        }
        let smaller = (em * max_w / w).floor();
        if smaller >= em * SHRINK_MIN && self.width(smaller, text) <= max_w {
            return (smaller, self.shown(text));
        }
        let least = (em * SHRINK_MIN).floor();
        (least, self.fit(least, text, max_w))
    }

    /// Draws `text` with its baseline at `baseline`, starting at `x`.
    fn text(&self, img: &mut RgbImage, x: f32, baseline: f32, em: f32, color: Rgb, text: &str) {
        if text.is_empty() {
            return;
        }
        let y = baseline - self.ascent_em * em;
        let (xi, yi) = (x.round() as i32, y.round() as i32);
        let shown = self.shown(text);
        draw_text_mut(img, px(color), xi, yi, self.scale(em), &self.font, &shown);
        DRAWN.with(|d| {
            if let Some(d) = d.borrow_mut().as_mut() {
                d.push(DrawnText {
                    text: shown.into_owned(),
                    em,
                    digit_em: em,
                    x,
                    baseline,
                });
            }
        });
    }

    /// A panel's row: `text` at `em`, its digits at `digit_em` on the same baseline (recorded
    /// once, as one text).
    #[allow(clippy::too_many_arguments)]
    fn text_digits(
        &self,
        img: &mut RgbImage,
        x: f32,
        baseline: f32,
        (em, digit_em): (f32, f32),
        color: Rgb,
        text: &str,
    ) {
        if text.is_empty() {
            return;
        }
        let shown = self.shown(text);
        let mut at = x;
        let mut run = String::new();
        let mut chars = shown.chars().peekable();
        while let Some(c) = chars.next() {
            run.push(c);
            let digit = c.is_ascii_digit();
            if chars.peek().is_some_and(|n| n.is_ascii_digit() == digit) {
                continue;
            }
            let e = if digit { digit_em } else { em };
            let y = (baseline - self.ascent_em * e).round() as i32;
            draw_text_mut(
                img,
                px(color),
                at.round() as i32,
                y,
                self.scale(e),
                &self.font,
                &run,
            );
            at += self.width(e, &run);
            run.clear();
        }
        DRAWN.with(|d| {
            if let Some(d) = d.borrow_mut().as_mut() {
                d.push(DrawnText {
                    text: shown.into_owned(),
                    em,
                    digit_em,
                    x,
                    baseline,
                });
            }
        });
    }

    /// Heavier text: drawn twice, one pixel apart (recorded once).
    fn bold_text(&self, img: &mut RgbImage, x: f32, baseline: f32, em: f32, color: Rgb, t: &str) {
        self.text(img, x, baseline, em, color, t);
        if t.is_empty() {
            return;
        }
        let shown = self.shown(t);
        let y = (baseline - self.ascent_em * em).round() as i32;
        let xi = (x + 1.0).round() as i32;
        draw_text_mut(img, px(color), xi, y, self.scale(em), &self.font, &shown);
    }

    // ---- Header, panels ----

    /// The whole board's header: [`Header::for_width`], and when the picture is so wide that
    /// its panels' titles would be under 10 px at a chat preview, a roster of the players'
    /// standings ([`roster_line`]) in the subtitle's type, flowed in rows under it, so that
    /// the preview tells who stands where.
    fn header(&self, scene: &Scene, width: i32) -> Header {
        let mut h = Header::for_width(width);
        let panels_read = width as f32 * 10.0 / PREVIEW_W <= EM_PANEL_TITLE;
        if scene.panels.is_empty() || panels_read {
            return h;
        }
        let em = h.em_roster;
        let row_h = ROSTER_ROW * em;
        let (left, right) = (MARGIN as f32, (width - MARGIN) as f32);
        let gap = 1.5 * em;
        let (mut x, mut top) = (left, h.h as f32 - 4.0);
        let mut rows = 1;
        for (i, p) in scene.panels.iter().take(MAX_PANELS).enumerate() {
            let line = roster_line(p);
            let w = self.roster_entry_w(em, p.active, &line);
            if x > left && x + w > right {
                x = left;
                top += row_h;
                rows += 1;
            }
            h.roster.push(RosterEntry {
                panel: i,
                x,
                top,
                line,
            });
            x += w + gap;
        }
        h.h += (rows as f32 * row_h).ceil() as i32 + 4;
        h
    }

    /// The width of a roster entry: swatch, the active player's mark, the line.
    fn roster_entry_w(&self, em: f32, active: bool, line: &str) -> f32 {
        let mark = if active {
            self.width(em, "▶") + 0.3 * em
        } else {
            0.0
        };
        1.2 * em + mark + self.width(em, line)
    }

    fn draw_header(&self, img: &mut RgbImage, scene: &Scene, h: &Header, width: i32) {
        let max_w = (width - 2 * MARGIN) as f32 - 1.0;
        let (em, title) = self.fit_shrinking(h.em_title, &scene.title, max_w);
        self.bold_text(img, MARGIN as f32, h.title_base, em, TITLE, &title);
        let (em, sub) = self.fit_shrinking(h.em_subtitle, &scene.subtitle, max_w);
        self.text(img, MARGIN as f32, h.subtitle_base, em, SUBTITLE, &sub);
        let em = h.em_roster;
        for e in &h.roster {
            let Some(p) = scene.panels.get(e.panel) else {
                continue;
            };
            let row_h = ROSTER_ROW * em;
            let sw = (0.8 * em).round() as i32;
            let sy = (e.top + (row_h - sw as f32) / 2.0).round() as i32;
            let sx = e.x.round() as i32;
            round_rect(img, sx - 1, sy - 1, sw + 2, sw + 2, 6, rim(p.color), 1.0);
            round_rect(img, sx, sy, sw, sw, 5, p.color, 1.0);
            let mut x = e.x + 1.2 * em;
            let base = baseline_in(e.top, row_h, em);
            if p.active {
                self.text(img, x, base, em, turn_mark_color(p.color), "▶");
                x += self.width(em, "▶") + 0.3 * em;
            }
            let (line_em, line) = self.fit_shrinking(em, &e.line, width as f32 - MARGIN as f32 - x);
            let colour = if p.active { TITLE } else { PANEL_TEXT };
            self.text(img, x, base, line_em, colour, &line);
        }
        fill_rect(img, MARGIN, h.h - 8, width - 2 * MARGIN, 1, RULE);
    }

    #[allow(clippy::too_many_arguments)]
    fn draw_panel(
        &self,
        img: &mut RgbImage,
        x: i32,
        y: i32,
        h: i32,
        panel: &Panel,
        text: &PanelText,
        side: Side,
    ) {
        let panel_w = side.panel_w();
        if panel.active {
            round_rect(img, x - 2, y - 2, panel_w + 4, h + 4, 12, TITLE, 1.0);
            round_rect(
                img,
                x + 2,
                y + 2,
                panel_w - 4,
                h - 4,
                8,
                PANEL_ACTIVE_BG,
                1.0,
            );
        } else {
            round_rect(img, x, y, panel_w, h, 10, PANEL_EDGE, 1.0);
            round_rect(img, x + 1, y + 1, panel_w - 2, h - 2, 9, PANEL_BG, 1.0);
        }
        let (pad, title_h, line_h) = (side.pad(), side.title_h(), side.line_h());
        let em_title = side.em_title();
        // Colour swatch, with a light rim if the colour is dark.
        let sw = side.px(26);
        let (sx, sy) = (x + pad, y + pad + (title_h - side.px(6) - sw) / 2);
        round_rect(
            img,
            sx - 1,
            sy - 1,
            sw + 2,
            sw + 2,
            7,
            rim(panel.color),
            1.0,
        );
        round_rect(img, sx, sy, sw, sw, 6, panel.color, 1.0);

        let tx = (sx + sw + side.px(12)) as f32;
        let mut right = (x + panel_w - pad) as f32;
        let base = baseline_in((y + pad) as f32, (title_h - side.px(6)) as f32, em_title);
        if panel.active {
            let mark = "▶";
            let mw = self.width(em_title, mark);
            let colour = turn_mark_color(panel.color);
            self.text(img, right - mw, base, em_title, colour, mark);
            right -= mw + 10.0;
        }
        let title = self.fit(em_title, &panel.title, right - tx - 1.0);
        let title_color = if panel.active { TITLE } else { PANEL_TEXT };
        self.bold_text(img, tx, base, em_title, title_color, &title);

        let max_w = (panel_w - 2 * pad) as f32;
        let em = text.em;
        let n = text.rows.len();
        let most = side.max_lines();
        for (i, row) in text.rows.iter().take(most).enumerate() {
            let indent = if row.continued { side.indent() } else { 0.0 };
            let text = if i + 1 == most && n > most {
                Cow::Owned(format!("+{}", n - i))
            } else {
                self.fit(em, &row.text, max_w - indent)
            };
            let top = y + pad + title_h + i as i32 * line_h;
            let base = baseline_in(top as f32, line_h as f32, em);
            let ems = (em, em * PANEL_DIGITS);
            self.text_digits(img, (x + pad) as f32 + indent, base, ems, PANEL_TEXT, &text);
        }
        // Chips under the lines, left-aligned rows.
        let mut top = y + pad + title_h + n.min(most) as i32 * line_h;
        let mut rest: &[Chip] = &panel.chips;
        let (em_chip, chip_h, chip_gap) = (side.em_chip(), side.chip_h(), side.chip_gap());
        for take in self.panel_chip_rows_at(&panel.chips, side) {
            let row = &rest[..take];
            let h = chip_h as f32;
            let used: f32 = row
                .iter()
                .map(|c| self.chip_width(em_chip, &c.text, h, false))
                .sum::<f32>()
                + 5.0 * (row.len() as f32 - 1.0);
            let used = used.min(max_w);
            self.draw_chip_row(
                img,
                (x + pad) as f32 + used / 2.0,
                (top + chip_gap / 2) as f32,
                used + 1.0,
                h,
                em_chip,
                row,
                false,
            );
            rest = &rest[take..];
            top += chip_h + chip_gap;
        }
    }

    /// A panel's lines as drawn rows, and the one size they are all drawn at: the largest size,
    /// from the panel's own down to `SHRINK_MIN` of it, at which the lines, each wrapped at
    /// spaces (or, without one, between characters) where it is too long for a row, take at most
    /// `MAX_PANEL_LINES` rows. So a long line wraps rather than being cut, and a panel never
    /// mixes sizes line by line. A panel with more than that even at the least size keeps it
    /// (its last row then counts the rows left out).
    #[cfg(test)]
    fn panel_rows(&self, lines: &[String]) -> PanelText {
        self.panel_rows_at(lines, Side::USUAL)
    }

    /// [`Renderer::panel_rows`] for panels drawn at `side`'s size, in at most its rows.
    fn panel_rows_at(&self, lines: &[String], side: Side) -> PanelText {
        let max_w = (side.panel_w() - 2 * side.pad()) as f32;
        let indent = side.indent();
        let most = side.max_lines();
        let key: PanelRowsKey = (
            {
                use std::hash::{Hash, Hasher};
                let mut h = std::collections::hash_map::DefaultHasher::new();
                lines.hash(&mut h);
                h.finish()
            },
            [side.em().to_bits(), max_w.to_bits(), indent.to_bits()],
            most,
        );
        let known = self
            .panel_rows
            .lock()
            .ok()
            .and_then(|m| m.get(&key).cloned());
        if let Some(known) = known {
            return known;
        }
        let text = self.panel_rows_uncached(lines, max_w, indent, most, side.em());
        if let Ok(mut m) = self.panel_rows.lock() {
            if m.len() >= PANEL_ROWS_MOST {
                m.clear();
            }
            m.insert(key, text.clone());
        }
        text
    }

    /// [`Renderer::panel_rows_at`] without its cache: `lines` in rows `max_w` wide, rows after
    /// a line's first indented by `indent`, at most `most` of them, from `em` down.
    fn panel_rows_uncached(
        &self,
        lines: &[String],
        max_w: f32,
        indent: f32,
        most: usize,
        em: f32,
    ) -> PanelText {
        // The rows at `em`; with a `limit`, they stop once past it (a size that is too big is
        // told without wrapping the whole panel).
        let rows_at = |em: f32, limit: Option<usize>| -> Vec<PanelRow> {
            let mut rows = Vec::new();
            for line in lines {
                if limit.is_some_and(|l| rows.len() > l) {
                    break;
                }
                if self.width_digits(em, em * PANEL_DIGITS, line) <= max_w {
                    rows.push(PanelRow {
                        text: line.clone(),
                        continued: false,
                    });
                } else {
                    // Rows after a line's first are drawn indented (see `PANEL_INDENT`), so
                    // each is wrapped to the narrower width.
                    let wrapped = self.wrap_digits(em, em * PANEL_DIGITS, line, max_w - indent);
                    rows.extend(wrapped.into_iter().enumerate().map(|(i, text)| PanelRow {
                        text,
                        continued: i > 0,
                    }));
                }
            }
            rows
        };
        let least = (em * SHRINK_MIN).floor();
        let mut em = em;
        while em > least {
            let rows = rows_at(em, Some(most));
            if rows.len() <= most {
                return PanelText { em, rows };
            }
            em = (em - 1.0).max(least);
        }
        PanelText {
            em: least,
            rows: rows_at(least, None),
        }
    }

    /// `text` broken into rows no wider than `max_w` at `em`: at spaces, and inside a word only
    /// where the word alone is wider than a row.
    fn wrap(&self, em: f32, text: &str, max_w: f32) -> Vec<String> {
        self.wrap_digits(em, em, text, max_w)
    }

    /// [`Renderer::wrap`] for a text whose digits are drawn at `digit_em`.
    fn wrap_digits(&self, em: f32, digit_em: f32, text: &str, max_w: f32) -> Vec<String> {
        // A text's width is the sum of its characters' advances, so a row's width is kept as it
        // grows instead of measuring the whole row again for each word (long texts stay quick).
        let space = self.width(em, " ");
        let mut rows: Vec<String> = Vec::new();
        let (mut row, mut row_w) = (String::new(), 0.0f32);
        for word in text.split_whitespace() {
            let word_w = self.width_digits(em, digit_em, word);
            let joined_w = if row.is_empty() {
                word_w
            } else {
                row_w + space + word_w
            };
            if joined_w <= max_w {
                if !row.is_empty() {
                    row.push(' ');
                }
                row.push_str(word);
                row_w = joined_w;
                continue;
            }
            if !row.is_empty() {
                rows.push(std::mem::take(&mut row));
                row_w = 0.0;
            }
            // The word starts a row; one wider than a row is broken between characters.
            for c in word.chars() {
                let mut buf = [0u8; 4];
                let c_w = self.width_digits(em, digit_em, c.encode_utf8(&mut buf));
                if !row.is_empty() && row_w + c_w > max_w {
                    rows.push(std::mem::take(&mut row));
                    row_w = 0.0;
                }
                row.push(c);
                row_w += c_w;
            }
        }
        if !row.is_empty() {
            rows.push(row);
        }
        rows
    }

    /// How many of a panel's chips, drawn at `side`'s size, go on each of its rows.
    fn panel_chip_rows_at(&self, chips: &[Chip], side: Side) -> Vec<usize> {
        let max_w = (side.panel_w() - 2 * side.pad()) as f32;
        let mut rows = Vec::new();
        let mut rest = chips;
        while !rest.is_empty() {
            let take = self.chips_fitting(side.em_chip(), rest, max_w);
            rows.push(take);
            rest = &rest[take..];
        }
        rows
    }

    // ---- Hex content ----

    /// Label, marks, planet lines, unit chips and tokens inside a hex whose inner (fill)
    /// circumradius is `r`. `k` scales the font sizes with the hex (below 1 on a crowded map,
    /// above 1 in a focus picture).
    ///
    /// `glance` (a whole board) is the font size at which what a player decides with reads
    /// when a chat shows the picture small (see [`glance_em`]): the hex's number, on a dark
    /// plate in its top row, and its forces (who is there and how strong), as discs in their
    /// colours beside the number when they fit there, else in its bottom row, under the
    /// tokens. The detail (lines, units, tokens) takes the band between, as it does on a
    /// focus picture.
    #[allow(clippy::too_many_arguments)]
    fn draw_hex_content(
        &self,
        img: &mut RgbImage,
        cx: f32,
        cy: f32,
        r: f32,
        k: f32,
        cell: &HexCell,
        glance: Option<f32>,
    ) {
        // A whole board's hexes grown past `HEX_MAX` (a tall map, mostly empty hexes) draw
        // their detail as much larger as they are, and their lines and unit chips at least
        // [`PREVIEW_SMALL_PX`] tall at a chat preview (a two-player board's sector
        // names and ships were 5–6 px there): the hex has the room, and a crowded one still
        // steps its sizes down to fit. Hexes of at most `HEX_MAX` keep their detail's usual
        // size; what must read small is drawn at `glance`.
        let em = |base: f32| (base * k).max(EM_MIN);
        let (mut em_line, mut em_unit) = (em(EM_HEX_LINE), em(EM_HEX_UNIT));
        if let Some(g) = glance.filter(|_| k > 1.0) {
            em_line = em_line.max(hex_text_least(g));
            em_unit = em_unit.max(hex_text_least(g));
        }
        let (em_label, em_mark, em_token) = (
            glance.unwrap_or(em(EM_HEX_LABEL)),
            em(EM_HEX_MARK),
            em(EM_HEX_TOKEN),
        );
        let apothem = r * SQRT3 / 2.0;
        let pad = 5.0;
        // The wormhole marks of the four slanted edges (drawn over the contents, see
        // `draw_edge_marks`) stand in from the rim, at a quarter of the hex's height above and
        // below its centre: a band at their height keeps clear of them. Every caller draws a
        // hex of circumradius `k * HEX_MAX`, where the marks are placed.
        let side_marks = [
            cell.edges[1] || cell.edges[5],
            cell.edges[2] || cell.edges[4],
        ];
        let size = k * HEX_MAX;
        let (mark_d, mark_r) = edge_mark_geometry(size);
        let mark_x = mark_d * SQRT3 / 2.0 - mark_r - 2.0;
        let mark_clear = mark_r + 2.0;
        let avoid_marks = std::cell::Cell::new(true);
        // Half the usable width of the band between y0 and y1 (relative to the centre).
        let half_w = |y0: f32, y1: f32| {
            let mut w = r - y0.abs().max(y1.abs()) / SQRT3 - pad;
            for (present, my) in side_marks.iter().zip([-mark_d / 2.0, mark_d / 2.0]) {
                if avoid_marks.get() && *present && y0 < my + mark_clear && y1 > my - mark_clear {
                    w = w.min(mark_x);
                }
            }
            w.max(0.0)
        };
        let top = -apothem + 3.0;
        let bottom = apothem - 3.0;
        let mark_h = (em_mark * 1.3).round();
        let token_d = (em_token * 1.65).round();
        let gap = 4.0;

        let marks = cell
            .marks
            .iter()
            .map(|m| m.trim())
            .filter(|m| !m.is_empty())
            .collect::<Vec<_>>()
            .join(" ");
        // Top row: the label at the left, the marks centred on the hex if they fit there clear
        // of the label and the hex has lines or units; else they go in the middle block,
        // centred above the planet lines (or alone in the hex's centre). Never pushed into the
        // corner beside the label, where they read as a note and not as the hex's.
        let mut marks_in_middle = !marks.is_empty();
        let mut forces_on_top = false;
        let mut upper = top;
        if !cell.label.is_empty() || !marks.is_empty() {
            let row_h = if glance.is_some() {
                (em_label * 1.45).round()
            } else {
                (em_label * 1.4).round()
            };
            let hw = half_w(top, top + row_h);
            let mut left = -hw;
            if !cell.label.is_empty() {
                let base = baseline_in(cy + top, row_h, em_label);
                if glance.is_some() {
                    // The number whole, on a plate that keeps it legible on any fill: smaller
                    // (down to half its size) in a hex too small for it, never cut with "…".
                    let mut em_label = em_label;
                    let least = em_label * CHIP_SHRINK_LEAST;
                    while em_label - 1.0 >= least
                        && self.width(em_label, &cell.label) > hw * 2.0 - 10.0
                    {
                        em_label -= 1.0;
                    }
                    let label = self.shown(&cell.label);
                    let w = self.width(em_label, &label);
                    round_rect(
                        img,
                        (cx - hw).round() as i32,
                        (cy + top).round() as i32,
                        (w + 10.0).round() as i32,
                        row_h as i32,
                        6,
                        Rgb(0, 0, 0),
                        0.6,
                    );
                    self.text(img, cx - hw + 5.0, base, em_label, TITLE, &label);
                    left = -hw + w + 10.0 + 6.0;
                } else {
                    let label = self.fit(em_label, &cell.label, hw * 0.8);
                    self.text(
                        img,
                        cx - hw + 2.0,
                        base,
                        em_label,
                        label_color(cell.fill),
                        &label,
                    );
                    left = -hw + 2.0 + self.width(em_label, &label) + 6.0;
                }
            }
            let mut row_h = row_h;
            // The forces beside the number when they all fit there (the bottom row is left
            // to the detail), else in the bottom row.
            if let Some(g) = glance.filter(|_| !cell.forces.is_empty()) {
                let row_w = self.chip_row_width(g, &cell.forces, row_h);
                // Left of the north edge's mark, when there is one.
                let right = if cell.edges[0] { -mark_r - 4.0 } else { hw };
                if left + row_w <= right.min(hw) {
                    self.draw_chip_row(
                        img,
                        cx + left + row_w / 2.0,
                        cy + top,
                        row_w + 1.0,
                        row_h,
                        g,
                        &cell.forces,
                        true,
                    );
                    left += row_w + 6.0;
                    forces_on_top = true;
                }
            }
            // Only beside the label when the hex has lines or units to make room for: marks
            // alone are centred in the hex like any other hex's text.
            let crowd = !cell.lines.is_empty() || !cell.units.is_empty();
            if !marks.is_empty() && crowd {
                let w = self.width(em_mark, &marks) + 10.0;
                let hw = half_w(top, top + row_h.max(mark_h));
                if -w / 2.0 >= left.max(-hw) && w / 2.0 <= hw {
                    row_h = row_h.max(mark_h);
                    self.mark_box(img, cx, cy + top, row_h, em_mark, &marks);
                    marks_in_middle = false;
                }
            }
            upper = top + row_h + 2.0;
        }

        // Bottom rows: the forces (on a whole board), then the tokens above them, each clear
        // of the south edge's mark when there is one (the marks are drawn over the contents;
        // see `draw_edge_marks`): beside it when the row fits there, else above it. In a whole
        // board's grown hexes (a tall map, see above), where the tokens fit beside the forces
        // they share the forces' row (centred on it), leaving the middle block a row's height
        // more room for its larger text.
        let mut lower = bottom;
        let force_d = match glance {
            Some(g) if !forces_on_top => (g * 1.45).round(),
            _ => 0.0,
        };
        let (mark_d_rim, mark_r_rim) = edge_mark_geometry(r + 3.0);
        // Where a row `row_w` wide and `row_h` high goes with its bottom at `floor` or above:
        // its centre's x, the width it may take and its top.
        let place = |row_w: f32, row_h: f32, floor: f32| -> (f32, f32, f32) {
            let mut floor = floor;
            // A row a little wider than the hex's bottom allows rises (by up to half its
            // height) to where the hex is wide enough, rather than summing a chip up as "+N".
            let highest = floor - row_h / 2.0;
            while half_w(floor - row_h, floor) * 2.0 < row_w && floor - 1.0 >= highest {
                floor -= 1.0;
            }
            let y0 = floor - row_h;
            let hw = half_w(y0, floor);
            let beside = mark_r_rim + 4.0;
            let above = mark_d_rim - mark_r_rim - 2.0;
            if !cell.edges[3] || floor <= above {
                (cx, hw * 2.0, y0)
            } else if row_w <= hw - beside {
                (cx + beside + row_w / 2.0, row_w + 1.0, y0)
            } else {
                let y0 = floor.min(above) - row_h;
                (cx, half_w(y0, y0 + row_h) * 2.0, y0)
            }
        };
        let mut shared = false;
        if let Some(g) = glance.filter(|_| force_d > 0.0 && k > 1.0)
            && !cell.forces.is_empty()
            && !cell.tokens.is_empty()
        {
            let forces_w = self.chip_row_width(g, &cell.forces, force_d);
            let tokens_w = self.chip_row_width(em_token, &cell.tokens, token_d);
            let both = forces_w + 8.0 + tokens_w;
            let (x, max_w, y0) = place(both, force_d, lower);
            if both <= max_w {
                let left = x - both / 2.0;
                let forces = (left + forces_w / 2.0, forces_w + 1.0);
                self.draw_chip_row(
                    img,
                    forces.0,
                    cy + y0,
                    forces.1,
                    force_d,
                    g,
                    &cell.forces,
                    true,
                );
                let tokens_x = left + forces_w + 8.0 + tokens_w / 2.0;
                let tokens_y = y0 + ((force_d - token_d) / 2.0).round();
                self.draw_chip_row(
                    img,
                    tokens_x,
                    cy + tokens_y,
                    tokens_w + 1.0,
                    token_d,
                    em_token,
                    &cell.tokens,
                    true,
                );
                lower = y0 - gap;
                shared = true;
            }
        }
        let bottom_rows = [
            (&cell.forces, glance.unwrap_or(em_token), force_d, true),
            (&cell.tokens, em_token, token_d, false),
        ];
        for (chips, em_row, row_h, counts) in bottom_rows {
            if shared || chips.is_empty() || row_h <= 0.0 {
                continue;
            }
            let row_w = self.chip_row_width(em_row, chips, row_h);
            let (x, max_w, y0) = place(row_w, row_h, lower);
            // On a whole board, tokens that would reach into the top row (a small hex) are
            // left out: the number and the count discs are the glance, never covered; the
            // tokens read on the focus pictures (a six-player board's home hexes drew
            // their disc token over their number).
            if glance.is_some() && !counts && y0 < upper {
                continue;
            }
            self.draw_chip_row(img, x, cy + y0, max_w, row_h, em_row, chips, true);
            lower = y0 - gap;
        }

        // Middle block, centred: the marks, planet lines (a line too wide wraps onto a second
        // row), unit chip rows.
        // Every unit is drawn (issue 15): unit chips wrap onto as many rows as they need, a chip
        // too wide for its row is split between its counts, and chips shrink (down to
        // `SHRINK_MIN` of their size) before a planet line gives way to "+N".
        let avail = lower - upper;
        // Sizes step down together, one pixel of em at a time: (unit em, chip height, line
        // em, line height). Where the unit chips were raised to read at a chat preview (a
        // whole board's grown hexes), the lines step down first, to the chips' size, and then
        // both (the chips fell under that size as soon as the lines took a step).
        // A grown hex whose lines do not all fit at its raised sizes (a crowded sector would
        // fold two of them into "+2") is laid out again at the usual sizes, as if not grown.
        let grown = glance.is_some() && k > 1.0;
        let usual = |base: f32| (base * k.min(1.0)).max(EM_MIN);
        let tries: &[(f32, f32, bool)] = if grown {
            &[
                (em_unit, em_line, true),
                (usual(EM_HEX_UNIT), usual(EM_HEX_LINE), false),
            ]
        } else {
            &[(em_unit, em_line, false)]
        };
        // The least sizes of a try's (unit em, line em): `SHRINK_MIN` of each.
        let floors = |em_unit: f32, em_line: f32| {
            (
                (em_unit * SHRINK_MIN).floor().min(em_unit),
                (em_line * SHRINK_MIN).floor().min(em_line),
            )
        };
        // The sizes at `step` of a try's (unit em, line em, lines meeting the chips first).
        let sizes = |(em_unit, em_line, meet): (f32, f32, bool), step: f32| {
            let (unit_floor, line_floor) = floors(em_unit, em_line);
            let eu = if meet {
                em_unit.min(em_line - step)
            } else {
                em_unit - step
            }
            .max(unit_floor);
            let el = (em_line - step).max(line_floor);
            (eu, (eu * 1.45).round(), el, (el * 1.35).round())
        };
        let steps_of = |(em_unit, em_line, _): (f32, f32, bool)| {
            let (unit_floor, line_floor) = floors(em_unit, em_line);
            (em_unit - unit_floor).max(em_line - line_floor).max(0.0) as usize
        };
        let extent = |marks: bool, n_lines: usize, line_h: f32, n_rows: usize, chip_h: f32| {
            let mut h = n_lines as f32 * line_h;
            if marks {
                h += mark_h + if n_lines + n_rows > 0 { gap } else { 0.0 };
            }
            if n_rows > 0 {
                h += if h > 0.0 { gap } else { 0.0 };
                h += n_rows as f32 * (chip_h + gap) - gap;
            }
            h
        };
        // A block centred in the hex, or, when its top row would reach into the band of the
        // upper slanted edges' marks (where rows are narrower) and it fits lower, starting
        // just under that band (a sector's name wrapped there though the hex had room).
        let start = |block: f32| {
            let y = (-block / 2.0).clamp(upper, (lower - block).max(upper));
            let band = (-mark_d / 2.0 - mark_clear, -mark_d / 2.0 + mark_clear);
            let under = band.1.max(upper);
            if avoid_marks.get()
                && side_marks[0]
                && y > band.0
                && y < under
                && under + block <= lower
            {
                under
            } else {
                y
            }
        };
        // The unit rows' top edge for a block starting at `y0`.
        let rows_top = |marks: bool, n_lines: usize, line_h: f32, y0: f32| {
            let before = extent(marks, n_lines, line_h, 0, 0.0);
            y0 + before + if before > 0.0 { gap } else { 0.0 }
        };
        // The text of line `i` when `n` lines are drawn: the last one counts those left out.
        let line_text = |i: usize, n: usize| -> Cow<'_, str> {
            if i + 1 == n && cell.lines.len() > n {
                Cow::Owned(format!("+{}", cell.lines.len() - i))
            } else {
                Cow::Borrowed(cell.lines[i].text.as_str())
            }
        };
        // Which of `n_lines` lines wrap onto two rows: those too wide for their band at
        // `share` of their size (1: any line that would otherwise be drawn smaller than the
        // others; `SHRINK_MIN`: only one that even its smallest size would cut with "…");
        // settled in a few passes, since a wrapped line moves the ones after it.
        #[allow(clippy::too_many_arguments)]
        // A line's room on the row from `y` to `y + lh`.
        let room_at = |y: f32, lh: f32| (half_w(y, y + lh) - 4.0) * 2.0 - 10.0;
        // The top of the first line of a block of `total` line rows.
        let lines_top = |marks: bool, total: usize, lh: f32, n_rows: usize, ch: f32| {
            start(extent(marks, total, lh, n_rows, ch))
                + if marks {
                    mark_h + if total + n_rows > 0 { gap } else { 0.0 }
                } else {
                    0.0
                }
        };
        // Which lines wrap, and whether each wrapped line splits into parts that fit their
        // rows at `share` of the size (the second part was drawn smaller where its
        // row narrows; see `split_for_rows`). A single word (in a script written with spaces)
        // that fits its row drawn smaller, down to `SHRINK_MIN`, does not wrap: it is drawn
        // so, whole, rather than broken between two of its letters.
        #[allow(clippy::too_many_arguments)]
        let wraps =
            |marks: bool, n_lines: usize, el: f32, lh: f32, n_rows: usize, ch: f32, share: f32| {
                let least = (el * share).floor();
                let smallest = (el * SHRINK_MIN).floor();
                let mut wrap = vec![false; n_lines];
                for _ in 0..3 {
                    let total = n_lines + wrap.iter().filter(|w| **w).count();
                    let mut y = lines_top(marks, total, lh, n_rows, ch);
                    let mut changed = false;
                    for (i, w) in wrap.iter_mut().enumerate() {
                        let room = room_at(y, lh);
                        let text = line_text(i, n_lines);
                        let word = !text.trim().contains(' ') && !breaks_anywhere(&text);
                        if !*w
                            && self.width_within(least, &text, room) > room
                            && !(word && self.width_within(smallest, &text, room) <= room)
                        {
                            *w = true;
                            changed = true;
                        }
                        y += if *w { 2.0 * lh } else { lh };
                    }
                    if !changed {
                        break;
                    }
                }
                let total = n_lines + wrap.iter().filter(|w| **w).count();
                let mut y = lines_top(marks, total, lh, n_rows, ch);
                let mut parts_fit = true;
                for (i, w) in wrap.iter().enumerate() {
                    if *w {
                        let rooms = (room_at(y, lh), room_at(y + lh, lh));
                        parts_fit &= self
                            .split_for_rows(least, &line_text(i, n_lines), rooms)
                            .is_some();
                    }
                    y += if *w { 2.0 * lh } else { lh };
                }
                (wrap, parts_fit || share < 1.0)
            };
        let rows_of = |wrap: &[bool]| wrap.len() + wrap.iter().filter(|w| **w).count();
        let mut plan: Option<HexMiddle> = None;
        // A line too wide for its row wraps onto two at the size of the others rather than
        // being drawn smaller than them (ecl15: a sector's long population line was the
        // smallest text of the board); where every line does not fit so, a line too wide is
        // drawn smaller (down to `SHRINK_MIN`) before it wraps.
        for (&try_sizes, share) in tries.iter().flat_map(|t| [(t, 1.0), (t, SHRINK_MIN)]) {
            if plan.as_ref().is_some_and(|p| p.n_lines == cell.lines.len()) {
                break;
            }
            let steps = steps_of(try_sizes);
            // First clear of the slanted edges' wormhole marks; where everything does not fit so
            // (a crowded hex: a line would be folded into "+N"), as if there were no marks, since
            // a unit or line left out is worse than one drawn over a mark.
            for clear in [true, false] {
                if !clear && !side_marks.iter().any(|m| *m) {
                    break;
                }
                avoid_marks.set(clear);
                plan = None;
                let mark_options: &[bool] = if marks_in_middle {
                    &[true, false]
                } else {
                    &[false]
                };
                'search: for &marks in mark_options {
                    for n_lines in (0..=cell.lines.len()).rev() {
                        for step in 0..=steps {
                            let (eu, ch, el, lh) = sizes(try_sizes, step as f32);
                            let middle = |wraps, rows, y| HexMiddle {
                                marks,
                                n_lines,
                                wraps,
                                em_line: el,
                                line_h: lh,
                                em_unit: eu,
                                chip_h: ch,
                                rows,
                                y,
                            };
                            if cell.units.is_empty() {
                                let (wrap, fit) = wraps(marks, n_lines, el, lh, 0, ch, share);
                                let block = extent(marks, rows_of(&wrap), lh, 0, ch);
                                if fit && block <= avail {
                                    plan = Some(middle(wrap, Vec::new(), start(block)));
                                    break 'search;
                                }
                                continue;
                            }
                            for n_rows in 1..=MAX_UNIT_ROWS {
                                let (wrap, fit) = wraps(marks, n_lines, el, lh, n_rows, ch, share);
                                let line_rows = rows_of(&wrap);
                                let block = extent(marks, line_rows, lh, n_rows, ch);
                                if block > avail {
                                    break;
                                }
                                if !fit {
                                    continue;
                                }
                                let y0 = start(block);
                                let top = rows_top(marks, line_rows, lh, y0);
                                let widths: Vec<f32> = (0..n_rows)
                                    .map(|i| {
                                        let t = top + i as f32 * (ch + gap);
                                        half_w(t, t + ch) * 2.0
                                    })
                                    .collect();
                                if let Some(rows) = self.wrap_chips(eu, &cell.units, &widths, false)
                                {
                                    plan = Some(middle(wrap, rows, y0));
                                    break 'search;
                                }
                            }
                        }
                    }
                }
                if plan.as_ref().is_some_and(|p| p.n_lines == cell.lines.len()) {
                    break;
                }
            }
        }
        // Nothing fits: the units alone at the smallest size, on as many rows as they take;
        // on a whole board whose hex counts its forces in discs (its glance), none where they
        // would reach over the number or the discs (a six-player board's small home
        // hexes drew "1 interceptor" over their number and count disc).
        let summed = glance.is_some() && !cell.forces.is_empty();
        let plan = plan.unwrap_or_else(|| {
            let last = tries[tries.len() - 1];
            let (eu, ch, el, lh) = sizes(last, steps_of(last) as f32);
            let widths = vec![half_w(0.0, ch * 1.5) * 2.0; 2 * MAX_UNIT_ROWS];
            let mut rows = self
                .wrap_chips(eu, &cell.units, &widths, true)
                .unwrap_or_default();
            if summed && extent(false, 0, lh, rows.len(), ch) > avail {
                rows.clear();
            }
            let block = extent(false, 0, lh, rows.len(), ch);
            HexMiddle {
                marks: false,
                n_lines: 0,
                wraps: Vec::new(),
                em_line: el,
                line_h: lh,
                em_unit: eu,
                chip_h: ch,
                rows,
                y: start(block),
            }
        });

        let mut y = plan.y;
        if plan.marks {
            let hw = half_w(y, y + mark_h);
            let text = self.fit(em_mark, &marks, hw * 2.0 - 10.0);
            self.mark_box(img, cx, cy + y, mark_h, em_mark, &text);
            y += mark_h + gap;
        }
        let (n_lines, line_h) = (plan.n_lines, plan.line_h);
        for i in 0..n_lines {
            let text = line_text(i, n_lines);
            let color = if i + 1 == n_lines && cell.lines.len() > n_lines {
                MUTED
            } else {
                cell.lines[i].color
            };
            let parts = if plan.wraps.get(i).copied().unwrap_or(false) {
                let rooms = (room_at(y, line_h), room_at(y + line_h, line_h));
                let (a, b) = self
                    .split_for_rows(plan.em_line, &text, rooms)
                    .unwrap_or_else(|| self.split_in_two(plan.em_line, &text));
                vec![a, b]
            } else {
                vec![text.into_owned()]
            };
            for part in parts {
                let hw = half_w(y, y + line_h) - 4.0;
                let (em, part) = self.fit_shrinking(plan.em_line, &part, hw * 2.0 - 10.0);
                let on_fill = if cell.outline == Some(color) {
                    OWN_TINT_CONTRAST
                } else {
                    1.0
                };
                self.hex_line_box(
                    img,
                    cx,
                    cy + y,
                    line_h,
                    em,
                    (cell.fill, color, on_fill),
                    &part,
                );
                y += line_h;
            }
        }
        if !plan.rows.is_empty() {
            y = rows_top(plan.marks, rows_of(&plan.wraps), line_h, plan.y);
        }
        for row in &plan.rows {
            let hw = half_w(y, y + plan.chip_h);
            self.draw_chip_row(
                img,
                cx,
                cy + y,
                hw * 2.0,
                plan.chip_h,
                plan.em_unit,
                row,
                false,
            );
            y += plan.chip_h + gap;
        }
    }

    /// `text` in two parts that fit rows `rooms` wide at `em`, as even in width as can be:
    /// split at a space, or, in a text without spaces written in a script that breaks
    /// anywhere (see [`breaks_anywhere`]), between two characters; never inside a word of a
    /// script written with spaces. `None` when no split fits.
    fn split_for_rows(&self, em: f32, text: &str, rooms: (f32, f32)) -> Option<(String, String)> {
        let text = text.trim();
        let has_space = text.contains(' ');
        if !has_space && !breaks_anywhere(text) {
            return None;
        }
        // Widths measured once, character by character (a long text costs its length, and
        // the search ends where the first part outgrows its row); the best split is measured
        // again whole.
        let sf = self.font.as_scaled(self.scale(em));
        let adv = |c: char| sf.h_advance(sf.glyph_id(self.shown_char(c)));
        let total: f32 = text.chars().map(adv).sum();
        let mut best: Option<(f32, usize)> = None;
        let mut w: f32 = 0.0;
        for (i, c) in text.char_indices() {
            if w > rooms.0 {
                break;
            }
            if i > 0 && (!has_space || c == ' ') {
                let rest = total - w - if c == ' ' { adv(c) } else { 0.0 };
                if rest <= rooms.1 && best.is_none_or(|(m, _)| w.max(rest) < m) {
                    best = Some((w.max(rest), i));
                }
            }
            w += adv(c);
        }
        let (a, b) = best.map(|(_, i)| (text[..i].trim(), text[i..].trim()))?;
        (self.width(em, a) <= rooms.0 && self.width(em, b) <= rooms.1)
            .then(|| (a.to_string(), b.to_string()))
    }

    /// `text` in two parts as even in width as can be: at the space nearest its middle, or,
    /// in a text without spaces, between two characters.
    fn split_in_two(&self, em: f32, text: &str) -> (String, String) {
        let text = text.trim();
        let total = self.width(em, text);
        let has_space = text.contains(' ');
        let sf = self.font.as_scaled(self.scale(em));
        // Widths measured once, character by character (a long text costs its length).
        let mut w: f32 = 0.0;
        let mut best: Option<(f32, usize)> = None;
        for (i, c) in text.char_indices() {
            if i > 0 && (!has_space || c == ' ') {
                let worse = w.max(total - w);
                if best.is_none_or(|(b, _)| worse < b) {
                    best = Some((worse, i));
                }
            }
            w += sf.h_advance(sf.glyph_id(self.shown_char(c)));
        }
        match best {
            Some((_, i)) => (text[..i].trim().to_string(), text[i..].trim().to_string()),
            None => (text.to_string(), String::new()),
        }
    }

    /// Lays `chips` out on rows of the given widths, one chip after the other; a chip too wide
    /// for a row of its own is split at spaces (before a word that starts with a digit when it
    /// can: "5 INF 1 PDS" breaks before "1") into chips of its colour. `None` when they need
    /// more rows, or a single word is wider than its row (unless `force`: then it goes alone on
    /// its row, to be shortened when drawn).
    fn wrap_chips(
        &self,
        em: f32,
        chips: &[Chip],
        widths: &[f32],
        force: bool,
    ) -> Option<Vec<Vec<Chip>>> {
        let gap = 5.0;
        let mut queue: std::collections::VecDeque<Chip> = chips.iter().cloned().collect();
        let mut rows: Vec<Vec<Chip>> = Vec::new();
        for &max_w in widths {
            if queue.is_empty() {
                break;
            }
            let mut row: Vec<Chip> = Vec::new();
            let mut used = 0.0;
            while let Some(c) = queue.pop_front() {
                let extra = if row.is_empty() { 0.0 } else { gap };
                // Measured only as far as the row's room (a chip may hold a long text).
                let room = max_w - used - extra - em * 0.7;
                let w = self.width_within(em, &c.text, room) + em * 0.7;
                if used + extra + w <= max_w {
                    used += extra + w;
                    row.push(c);
                    continue;
                }
                if !row.is_empty() {
                    queue.push_front(c);
                    break;
                }
                // Alone and too wide: split it where the words still fit (measured word by
                // word, so a long text costs no more than its length).
                let words: Vec<&str> = c.text.split(' ').filter(|w| !w.is_empty()).collect();
                let space = self.width(em, " ");
                let mut prefix_w = em * 0.7;
                let (mut last_fit, mut count_fit) = (None, None);
                for k in 1..words.len() {
                    prefix_w += self.width(em, words[k - 1]) + if k > 1 { space } else { 0.0 };
                    if prefix_w > max_w {
                        break;
                    }
                    last_fit = Some(k);
                    if words[k].starts_with(|ch: char| ch.is_ascii_digit()) {
                        count_fit = Some(k);
                    }
                }
                let cut = count_fit.or(last_fit);
                match cut {
                    Some(k) => {
                        row.push(Chip {
                            color: c.color,
                            text: words[..k].join(" "),
                        });
                        queue.push_front(Chip {
                            color: c.color,
                            text: words[k..].join(" "),
                        });
                    }
                    None if force => row.push(c),
                    None => return None,
                }
                break;
            }
            rows.push(row);
        }
        if force {
            // Whatever is left shares the last row (folded into "+N" when drawn).
            if let Some(last) = rows.last_mut() {
                last.extend(queue);
            }
            return Some(rows);
        }
        queue.is_empty().then_some(rows)
    }

    /// Marks text in gold on a dark pill, centred at `cx`, in the box [y, y + h].
    fn mark_box(&self, img: &mut RgbImage, cx: f32, y: f32, h: f32, em: f32, text: &str) {
        if text.is_empty() {
            return;
        }
        let w = self.width(em, text);
        let x0 = (cx - w / 2.0 - 5.0).round() as i32;
        round_rect(
            img,
            x0,
            y.round() as i32,
            (w + 10.0).round() as i32,
            h as i32,
            6,
            Rgb(0, 0, 0),
            0.55,
        );
        self.text(img, cx - w / 2.0, baseline_in(y, h, em), em, MARK, text);
    }

    /// A line of text centred at `cx` in the box [y, y + h] (a diagram's link name, a place's
    /// line), on a light or dark backing chosen by the text colour's luminance. A hex's lines
    /// use [`Self::hex_line_box`], which also weighs the hex's fill.
    #[allow(clippy::too_many_arguments)]
    fn line_box(
        &self,
        img: &mut RgbImage,
        cx: f32,
        y: f32,
        h: f32,
        em: f32,
        color: Rgb,
        text: &str,
    ) {
        if text.is_empty() {
            return;
        }
        let backing = if luminance(color) < 0.18 {
            (Rgb(226, 230, 238), 0.9)
        } else {
            (Rgb(4, 6, 16), 0.6)
        };
        self.text_on_backing(img, (cx, y, h), em, color, backing, text);
    }

    /// `text` centred at `cx` in the box [y, y + h] (`at` = (cx, y, h)), over a rounded backing
    /// (`backing` = (colour, opacity)) a little wider than the text.
    fn text_on_backing(
        &self,
        img: &mut RgbImage,
        at: (f32, f32, f32),
        em: f32,
        color: Rgb,
        backing: (Rgb, f32),
        text: &str,
    ) {
        let (cx, y, h) = at;
        let w = self.width(em, text);
        let x0 = (cx - w / 2.0 - 5.0).round() as i32;
        let y0 = (y + 1.0).round() as i32;
        round_rect(
            img,
            x0,
            y0,
            (w + 10.0).round() as i32,
            (h - 2.0) as i32,
            5,
            backing.0,
            backing.1,
        );
        self.text(img, cx - w / 2.0, baseline_in(y, h, em), em, color, text);
    }

    /// A hex's text line centred at `cx` in the box [y, y + h], in the colours
    /// [`line_colors_keeping`] gives for its colour on the hex's fill (`on` = (fill, colour,
    /// the contrast kept with the bare fill)).
    #[allow(clippy::too_many_arguments)]
    fn hex_line_box(
        &self,
        img: &mut RgbImage,
        cx: f32,
        y: f32,
        h: f32,
        em: f32,
        on: (Rgb, Rgb, f32),
        text: &str,
    ) {
        if text.is_empty() {
            return;
        }
        let (color, back, alpha) = line_colors_keeping(on.0, on.1, on.2);
        self.text_on_backing(img, (cx, y, h), em, color, (back, alpha), text);
    }

    /// Advance width of `text` at `em`, or something over `limit` as soon as it passes it.
    fn width_within(&self, em: f32, text: &str, limit: f32) -> f32 {
        let sf = self.font.as_scaled(self.scale(em));
        let mut w = 0.0;
        for c in text.chars() {
            w += sf.h_advance(sf.glyph_id(self.shown_char(c)));
            if w > limit {
                break;
            }
        }
        w
    }

    /// Width of a chip showing `text`.
    fn chip_width(&self, em: f32, text: &str, h: f32, disc: bool) -> f32 {
        let w = self.width(em, text);
        if disc && text.chars().count() <= 2 && w <= h - 4.0 {
            h
        } else {
            w + em * 0.7
        }
    }

    /// Width of a row of token-style chips (discs for short texts) `h` high, 5 px apart.
    fn chip_row_width(&self, em: f32, chips: &[Chip], h: f32) -> f32 {
        chips
            .iter()
            .map(|c| self.chip_width(em, &c.text, h, true) + 5.0)
            .sum::<f32>()
            - 5.0
    }

    /// How many chips (at least one) fit side by side in `max_w`.
    fn chips_fitting(&self, em: f32, chips: &[Chip], max_w: f32) -> usize {
        let h = (em * 1.45).round();
        let mut used = 0.0;
        for (i, c) in chips.iter().enumerate() {
            let w = self.chip_width(em, &c.text, h, false) + if i > 0 { 5.0 } else { 0.0 };
            if used + w > max_w {
                return i.max(1);
            }
            used += w;
        }
        chips.len()
    }

    /// A centred row of chips (rounded boxes, or discs for short token texts) with its top
    /// at `y`; chips that do not fit are replaced by a "+N" disc, and a single chip that is
    /// too wide draws its text smaller, whole.
    #[allow(clippy::too_many_arguments)]
    fn draw_chip_row(
        &self,
        img: &mut RgbImage,
        cx: f32,
        y: f32,
        max_w: f32,
        h: f32,
        em: f32,
        chips: &[Chip],
        disc: bool,
    ) {
        let gap = 5.0;
        // (colour, text, width, em)
        let mut items: Vec<(Rgb, Cow<str>, f32, f32)> = Vec::new();
        let mut used = 0.0;
        for (i, c) in chips.iter().enumerate() {
            let w = self.chip_width(em, &c.text, h, disc);
            let extra = if items.is_empty() { 0.0 } else { gap };
            if used + extra + w > max_w {
                if items.is_empty() {
                    // One chip alone: its text drawn smaller (down to half its size), whole
                    // even if then a little wider than the row (never cut with "…").
                    let mut e = em;
                    while e - 1.0 >= em * CHIP_SHRINK_LEAST
                        && self.width(e, &c.text) + e * 0.7 > max_w
                    {
                        e -= 1.0;
                    }
                    let text = self.shown(&c.text);
                    let w = (self.width(e, &text) + e * 0.7)
                        .min(max_w)
                        .max(self.width(e, &text));
                    items.push((c.color, text, w, e));
                    used = w;
                    if chips.len() == 1 {
                        break;
                    }
                }
                // Make room for a "+N" marker.
                let mut more = chips.len() - i;
                loop {
                    let label = format!("+{more}");
                    let mw = self.chip_width(em, &label, h, true);
                    if used + gap + mw <= max_w || items.len() <= 1 {
                        if used + gap + mw <= max_w {
                            items.push((Rgb::GREY, Cow::Owned(label), mw, em));
                            used += gap + mw;
                        }
                        break;
                    }
                    let Some((_, _, lw, _)) = items.pop() else {
                        break;
                    };
                    used -= lw + gap;
                    more += 1;
                }
                break;
            }
            items.push((c.color, Cow::Borrowed(c.text.as_str()), w, em));
            used += extra + w;
        }
        let mut x = cx - used / 2.0;
        for (color, text, w, em) in items {
            let (x0, y0) = (x.round() as i32, y.round() as i32);
            let (wi, hi) = (w.round() as i32, h as i32);
            let radius = if disc { hi / 2 } else { 6 };
            round_rect(img, x0, y0, wi, hi, radius, rim(color), 1.0);
            round_rect(
                img,
                x0 + 1,
                y0 + 1,
                wi - 2,
                hi - 2,
                (radius - 1).max(0),
                color,
                1.0,
            );
            let tw = self.width(em, &text);
            let base = baseline_in(y, h, em);
            self.text(img, x + (w - tw) / 2.0, base, em, text_on(color), &text);
            x += w + gap;
        }
    }
}

/// Encodes an image as PNG. Boards are flat colours with antialiased edges, so they go out as
/// an 8-bit palette image: the 255 most used colours exactly (every fill, line and player colour
/// of a board uses far more pixels than an edge shade), and each other colour (edge shades) as
/// its nearest palette colour. A board with 256 colours or fewer is encoded losslessly. About a
/// third of the RGB image's bytes before compression, and it compresses better.
pub fn encode_png(img: &RgbImage) -> Result<Vec<u8>, RenderError> {
    let (palette, indices) = palette_image(img);
    let mut out = Vec::new();
    let mut enc = png::Encoder::new(&mut out, img.width(), img.height());
    enc.set_color(png::ColorType::Indexed);
    enc.set_depth(png::BitDepth::Eight);
    enc.set_palette(palette.iter().flat_map(|c| *c).collect::<Vec<u8>>());
    enc.set_compression(png::Compression::Balanced);
    // Unfiltered rows: a palette index is no quantity, so the difference filters only scramble
    // the long runs of one index that deflate finds (measured on the examples' boards: about
    // 16 % smaller than the adaptive filter, at the same compression level).
    enc.set_filter(png::Filter::NoFilter);
    let mut writer = enc.write_header().map_err(encoding)?;
    writer.write_image_data(&indices).map_err(encoding)?;
    writer.finish().map_err(encoding)?;
    Ok(out)
}

fn encoding(e: png::EncodingError) -> RenderError {
    RenderError::Encode(image::ImageError::Encoding(
        image::error::EncodingError::new(image::ImageFormat::Png.into(), e),
    ))
}

/// The palette (at most 256 colours) and each pixel's index into it. Boards are long runs of
/// one colour, so colours are counted and looked up once per run, not per pixel; the loops are
/// plain index loops, which stay quick in debug builds too (tests encode many boards).
/// Palette slots kept for the colours farthest from the most used ones (see
/// [`palette_image`]).
const PALETTE_SPARE: usize = 16;
/// How many of the colours after the most used ones may take those slots.
const PALETTE_CANDIDATES: usize = 4096;

fn palette_image(img: &RgbImage) -> (Vec<[u8; 3]>, Vec<u8>) {
    let raw: &[u8] = img.as_raw();
    // The runs of one colour: (colour, pixels).
    let mut runs: Vec<([u8; 3], usize)> = Vec::new();
    let mut i = 0;
    while i + 3 <= raw.len() {
        let c = [raw[i], raw[i + 1], raw[i + 2]];
        let mut j = i + 3;
        while j + 3 <= raw.len() && raw[j] == c[0] && raw[j + 1] == c[1] && raw[j + 2] == c[2] {
            j += 3;
        }
        runs.push((c, (j - i) / 3));
        i = j;
    }
    let mut counts: HashMap<[u8; 3], usize> = HashMap::new();
    for &(c, n) in &runs {
        *counts.entry(c).or_insert(0) += n;
    }
    let mut by_use: Vec<([u8; 3], usize)> = counts.into_iter().collect();
    // Most used first; ties by colour, so the palette does not depend on hashing.
    by_use.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    // The most used colours, but for a few slots kept for the colours the others would
    // stand in for worst (the edge shades of a rare colour: larger text on a wide board
    // draws more of them), each chosen in turn as the farthest from the palette so far.
    let mut palette: Vec<[u8; 3]> = by_use
        .iter()
        .take(256 - PALETTE_SPARE)
        .map(|(c, _)| *c)
        .collect();
    let dist = |a: [u8; 3], b: [u8; 3]| -> i32 {
        (0..3)
            .map(|k| {
                let d = i32::from(a[k]) - i32::from(b[k]);
                d * d
            })
            .sum()
    };
    // Among the next most used colours only: a picture has tens of thousands.
    let mut rest: Vec<([u8; 3], i32)> = by_use
        .iter()
        .skip(palette.len())
        .take(PALETTE_CANDIDATES)
        .map(|(c, _)| (*c, palette.iter().map(|p| dist(*c, *p)).min().unwrap_or(0)))
        .collect();
    while palette.len() < 256 {
        let Some((at, &(far, _))) = rest
            .iter()
            .enumerate()
            .max_by_key(|(_, (c, d))| (*d, std::cmp::Reverse(*c)))
        else {
            break;
        };
        palette.push(far);
        rest.swap_remove(at);
        for (c, d) in &mut rest {
            *d = (*d).min(dist(*c, far));
        }
    }
    let mut index: HashMap<[u8; 3], u8> = palette
        .iter()
        .enumerate()
        .map(|(i, c)| (*c, i as u8))
        .collect();
    let nearest = |c: [u8; 3]| -> u8 {
        let (mut best, mut best_d) = (0, i32::MAX);
        for (i, p) in palette.iter().enumerate() {
            let (r, g, b) = (
                i32::from(p[0]) - i32::from(c[0]),
                i32::from(p[1]) - i32::from(c[1]),
                i32::from(p[2]) - i32::from(c[2]),
            );
            let d = r * r + g * g + b * b;
            if d < best_d {
                (best, best_d) = (i, d);
            }
        }
        best as u8
    };
    let mut indices = Vec::with_capacity(raw.len() / 3);
    for &(c, n) in &runs {
        let i = *index.entry(c).or_insert_with(|| nearest(c));
        indices.resize(indices.len() + n, i);
    }
    (palette, indices)
}

// ---- Drawing helpers ----

fn px(c: Rgb) -> image::Rgb<u8> {
    image::Rgb([c.0, c.1, c.2])
}

/// WCAG relative luminance, 0..1.
fn luminance(c: Rgb) -> f32 {
    let lin = |v: u8| {
        let v = v as f32 / 255.0;
        if v <= 0.04045 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * lin(c.0) + 0.7152 * lin(c.1) + 0.0722 * lin(c.2)
}

/// WCAG contrast ratio of two colours, 1..21.
pub fn contrast(a: Rgb, b: Rgb) -> f32 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// CIE76 colour difference (ΔE in L*a*b*, D65): about 2 is barely seen, over 40 clearly
/// different colours.
pub fn color_distance(a: Rgb, b: Rgb) -> f32 {
    fn lab(c: Rgb) -> [f32; 3] {
        let lin = |v: u8| {
            let v = v as f32 / 255.0;
            if v <= 0.04045 {
                v / 12.92
            } else {
                ((v + 0.055) / 1.055).powf(2.4)
            }
        };
        let (r, g, b) = (lin(c.0), lin(c.1), lin(c.2));
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
        let f = |t: f32| {
            if t > 0.008856 {
                t.cbrt()
            } else {
                7.787 * t + 16.0 / 116.0
            }
        };
        [
            116.0 * f(y) - 16.0,
            500.0 * (f(x) - f(y)),
            200.0 * (f(y) - f(z)),
        ]
    }
    let (p, q) = (lab(a), lab(b));
    ((p[0] - q[0]).powi(2) + (p[1] - q[1]).powi(2) + (p[2] - q[2]).powi(2)).sqrt()
}

/// The least colour difference (CIE76 ΔE, [`color_distance`]) between the turn marker ("▶")
/// and the swatch of the player it marks: a marker in about the swatch's colour reads as part
/// of the swatch at a chat preview, and the turn is lost (a yellow player beside the yellow
/// marker).
pub const TURN_MARK_DISTANCE: f32 = 40.0;

/// The turn marker's colour beside the swatch of the player it marks: white, one colour for
/// every player (a yellow marker beside one player read as another, yellow player's colour),
/// or where the swatch is within [`TURN_MARK_DISTANCE`] of white, whichever of white and the
/// highlight yellow is farther from the swatch. Both are light, so the marker keeps a high
/// contrast with the dark background and panels.
pub fn turn_mark_color(swatch: Rgb) -> Rgb {
    if color_distance(TITLE, swatch) >= TURN_MARK_DISTANCE
        || color_distance(TITLE, swatch) >= color_distance(HIGHLIGHT, swatch)
    {
        TITLE
    } else {
        HIGHLIGHT
    }
}

/// `top` drawn with opacity `alpha` over `under`.
pub fn blend(top: Rgb, under: Rgb, alpha: f32) -> Rgb {
    let m = |t: u8, u: u8| (t as f32 * alpha + u as f32 * (1.0 - alpha)).round() as u8;
    Rgb(m(top.0, under.0), m(top.1, under.1), m(top.2, under.2))
}

/// How a hex's text line in `color` is drawn on a hex filled with `fill` (e.g. tinted by its
/// owner's colour): a backing (colour and opacity), dark or light, whichever the line's colour
/// stands out from more, and the text's colour: the line's own, or it mixed toward white (or
/// black) in tenths until it keeps [`LINE_CONTRAST`] with the backing as seen over the fill.
pub fn line_colors(fill: Rgb, color: Rgb) -> (Rgb, Rgb, f32) {
    line_colors_keeping(fill, color, 1.0)
}

/// [`line_colors`], the text also keeping `on_fill` with the bare fill: a line in the colour
/// of its hex's owner, on the owner's tint ([`OWN_TINT_CONTRAST`]), must stand out from the
/// tint, which a chat preview blurs the backing's thin margin into. When the preferred
/// backing cannot give both, the other one.
pub fn line_colors_keeping(fill: Rgb, color: Rgb, on_fill: f32) -> (Rgb, Rgb, f32) {
    let dark = (Rgb(4, 6, 16), 0.85);
    let light = (Rgb(226, 230, 238), 0.92);
    let seen = |(b, a): (Rgb, f32)| blend(b, fill, a);
    let preferred = if contrast(color, seen(dark)) >= contrast(color, seen(light)) {
        [dark, light]
    } else {
        [light, dark]
    };
    let on = |(back, alpha): (Rgb, f32)| {
        let behind = seen((back, alpha));
        let toward = if luminance(behind) < 0.2 {
            Rgb::WHITE
        } else {
            Rgb::BLACK
        };
        let good = |t: Rgb| contrast(t, behind) >= LINE_CONTRAST && contrast(t, fill) >= on_fill;
        let mut text = color;
        for i in 1..=10 {
            if good(text) {
                break;
            }
            text = blend(toward, color, i as f32 / 10.0);
        }
        (text, back, alpha, good(text))
    };
    let first = on(preferred[0]);
    let chosen = if first.3 {
        first
    } else {
        let second = on(preferred[1]);
        if second.3 { second } else { first }
    };
    (chosen.0, chosen.1, chosen.2)
}

/// Black or white, whichever contrasts more with `bg`.
fn text_on(bg: Rgb) -> Rgb {
    let l = luminance(bg);
    if (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) {
        Rgb(10, 10, 10)
    } else {
        Rgb::WHITE
    }
}

/// A thin rim that separates a chip of colour `c` from a dark map.
fn rim(c: Rgb) -> Rgb {
    if luminance(c) < 0.08 {
        Rgb(200, 204, 214)
    } else {
        Rgb(8, 10, 20)
    }
}

fn label_color(fill: Rgb) -> Rgb {
    if luminance(fill) > 0.35 {
        Rgb(24, 26, 34)
    } else {
        Rgb(178, 188, 212)
    }
}

/// The font size (em, px) at which a whole board's hex numbers and forces are drawn on a
/// picture `width` wide: 9 px tall, or a little more, when a chat shows it [`PREVIEW_W`]
/// wide, and never under the hex label's own size.
pub fn glance_em(width: u32) -> f32 {
    (GLANCE_PX * width as f32 / PREVIEW_W)
        .ceil()
        .max(EM_HEX_LABEL)
}

/// The least font size of a whole board's hex lines and unit chips where its hexes have room
/// (grown past `HEX_MAX`): [`PREVIEW_SMALL_PX`] tall at [`PREVIEW_W`], from the board's
/// `glance` size (see [`glance_em`], which rounds up, so this does not fall short).
fn hex_text_least(glance: f32) -> f32 {
    glance * PREVIEW_SMALL_PX / GLANCE_PX
}

/// Whether a line of `text` may break between any two of its characters: it holds kana or
/// CJK ideographs (Japanese and Chinese are written without spaces). Hangul, like Latin, is
/// written with spaces between words.
fn breaks_anywhere(text: &str) -> bool {
    text.chars().any(|c| {
        matches!(c as u32, 0x3040..=0x30FF | 0x3400..=0x4DBF | 0x4E00..=0x9FFF | 0xFF66..=0xFF9F)
    })
}

/// Baseline that vertically centres a line of size `em` in the box [top, top + h].
fn baseline_in(top: f32, h: f32, em: f32) -> f32 {
    // Ink of Latin capitals and CJK spans about 0.8 em above and 0.12 em below the baseline.
    top + h / 2.0 + 0.34 * em
}

fn hex_center(l: &Layout, c: &HexCell) -> (f32, f32) {
    let (q, r) = (c.q as f32, c.r as f32);
    (
        l.origin.0 + l.hex * 1.5 * q,
        l.origin.1 + l.hex * SQRT3 * (r + q / 2.0),
    )
}

fn hex_points(cx: f32, cy: f32, r: f32) -> [Point<i32>; 6] {
    std::array::from_fn(|i| {
        let a = std::f32::consts::PI / 3.0 * i as f32;
        Point::new(
            (cx + r * a.cos()).round() as i32,
            (cy + r * a.sin()).round() as i32,
        )
    })
}

fn hex_poly(img: &mut RgbImage, cx: f32, cy: f32, r: f32, color: Rgb) {
    if r >= 1.0 {
        draw_antialiased_polygon_mut(img, &hex_points(cx, cy, r), px(color), interpolate);
    }
}

/// Where an edge mark stands in a hex of circumradius `size`: its centre's distance from the
/// hex's centre (a little inside the edge's middle) and its radius.
fn edge_mark_geometry(size: f32) -> (f32, f32) {
    (size * SQRT3 / 2.0 * 0.88, (size * 0.08).clamp(4.0, 10.0))
}

/// The discs of a hex's wormhole edge marks (see [`draw_edge_marks`]): centre and radius, for
/// a hex of circumradius `size` centred at (`cx`, `cy`).
pub fn edge_mark_discs(cx: f32, cy: f32, size: f32, edges: &[bool; 6]) -> Vec<(f32, f32, f32)> {
    let (d, r) = edge_mark_geometry(size);
    edges
        .iter()
        .enumerate()
        .filter(|(_, e)| **e)
        .map(|(i, _)| {
            let a = (-90.0 + 60.0 * i as f32).to_radians();
            (cx + d * a.cos(), cy + d * a.sin(), r)
        })
        .collect()
}

/// Edge marks (wormholes): a ringed disc inside the hex at the middle of each marked edge
/// (flat-topped: N, NE, SE, S, SW, NW), so that two linked hexes show two discs face to face.
fn draw_edge_marks(img: &mut RgbImage, cx: f32, cy: f32, size: f32, edges: &[bool; 6]) {
    for (x, y, r) in edge_mark_discs(cx, cy, size, edges) {
        let (x, y) = (x.round() as i32, y.round() as i32);
        draw_filled_circle_mut(img, (x, y), r.round() as i32, px(EDGE_MARK_RING));
        draw_filled_circle_mut(img, (x, y), (r * 0.72).round() as i32, px(EDGE_MARK));
        draw_filled_circle_mut(img, (x, y), (r * 0.3).round() as i32, px(EDGE_MARK_RING));
    }
}

/// Border layers and fill; returns the circumradius of the filled inside.
fn draw_hex_shape(img: &mut RgbImage, cx: f32, cy: f32, size: f32, cell: &HexCell) -> f32 {
    // A border of thickness t (perpendicular to the edges) shrinks the circumradius by t / cos 30°.
    let per_px = 2.0 / SQRT3;
    let t = (size / HEX_MAX).clamp(0.5, 1.0);
    let mut r = size - 1.5;
    if cell.highlight {
        hex_poly(img, cx, cy, r, HEX_HIGHLIGHT);
        r -= 6.0 * t * per_px;
    }
    match cell.outline {
        Some(c) => {
            hex_poly(img, cx, cy, r, c);
            r -= 6.0 * t * per_px;
        }
        None => {
            if !cell.highlight {
                hex_poly(img, cx, cy, r, HEX_EDGE);
                r -= 2.0 * per_px;
            }
        }
    }
    hex_poly(img, cx, cy, r, cell.fill);
    r
}

/// Dark vertical gradient with a sprinkle of stars (deterministic).
/// Paints row `y` in one colour: the first pixel is written and then doubled with
/// `copy_within`, a few memory copies per row instead of a call per pixel (quick in the
/// debug builds the tests draw many boards with).
fn fill_row(img: &mut RgbImage, y: u32, c: [u8; 3]) {
    let width = img.width() as usize * 3;
    let start = y as usize * width;
    let Some(row) = AsMut::<[u8]>::as_mut(&mut **img).get_mut(start..start + width) else {
        return;
    };
    if width == 0 {
        return;
    }
    row[..3].copy_from_slice(&c);
    let mut filled = 3;
    while filled < width {
        let n = filled.min(width - filled);
        row.copy_within(..n, filled);
        filled += n;
    }
}

fn draw_background(img: &mut RgbImage) {
    let (w, h) = img.dimensions();
    let lerp = |a: u8, b: u8, t: f32| (a as f32 + (b as f32 - a as f32) * t).round() as u8;
    for y in 0..h {
        let t = y as f32 / h.max(1) as f32;
        let c = Rgb(
            lerp(BG_TOP.0, BG_BOTTOM.0, t),
            lerp(BG_TOP.1, BG_BOTTOM.1, t),
            lerp(BG_TOP.2, BG_BOTTOM.2, t),
        );
        fill_row(img, y, [c.0, c.1, c.2]);
    }
    let mut seed: u32 = 0x9E37_79B9;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 17;
        seed ^= seed << 5;
        seed
    };
    let stars = (w as u64 * h as u64 / 5000) as usize;
    for _ in 0..stars {
        let (x, y) = (next() % w.max(1), next() % h.max(1));
        let v = 70 + (next() % 130) as u8;
        let c = Rgb(v, v, (v as u16 + 25).min(255) as u8);
        if next() % 9 == 0 {
            draw_filled_rect_mut(img, Rect::at(x as i32, y as i32).of_size(2, 2), px(c));
        } else {
            img.put_pixel(x, y, px(c));
        }
    }
}

fn fill_rect(img: &mut RgbImage, x: i32, y: i32, w: i32, h: i32, color: Rgb) {
    if w > 0 && h > 0 {
        draw_filled_rect_mut(img, Rect::at(x, y).of_size(w as u32, h as u32), px(color));
    }
}

/// A rounded rectangle with anti-aliased corners, blended with `alpha` (1.0 = opaque).
#[allow(clippy::too_many_arguments)]
fn round_rect(
    img: &mut RgbImage,
    x: i32,
    y: i32,
    w: i32,
    h: i32,
    radius: i32,
    color: Rgb,
    alpha: f32,
) {
    if w <= 0 || h <= 0 {
        return;
    }
    let r = radius.clamp(0, w.min(h) / 2);
    let (iw, ih) = (img.width() as i32, img.height() as i32);
    if alpha >= 1.0 {
        // Opaque: plain rectangles for the body, per-pixel work only in the corners.
        fill_rect(img, x + r, y, w - 2 * r, h, color);
        fill_rect(img, x, y + r, r, h - 2 * r, color);
        fill_rect(img, x + w - r, y + r, r, h - 2 * r, color);
    }
    let rf = r as f32;
    let (cx, cy) = (x as f32 + w as f32 / 2.0, y as f32 + h as f32 / 2.0);
    let (hx, hy) = (w as f32 / 2.0 - rf, h as f32 / 2.0 - rf);
    let c = px(color);
    let mut plot = |px_: i32, py: i32| {
        if px_ < 0 || py < 0 || px_ >= iw || py >= ih {
            return;
        }
        let qx = (px_ as f32 + 0.5 - cx).abs() - hx;
        let qy = (py as f32 + 0.5 - cy).abs() - hy;
        let d = (qx.max(0.0).powi(2) + qy.max(0.0).powi(2)).sqrt() + qx.max(qy).min(0.0) - rf;
        let cover = (0.5 - d).clamp(0.0, 1.0) * alpha;
        if cover > 0.0 {
            let p = img.get_pixel_mut(px_ as u32, py as u32);
            *p = interpolate(c, *p, cover);
        }
    };
    if alpha >= 1.0 {
        for (ox, oy) in [
            (x, y),
            (x + w - r, y),
            (x, y + h - r),
            (x + w - r, y + h - r),
        ] {
            for py in oy..oy + r {
                for px_ in ox..ox + r {
                    plot(px_, py);
                }
            }
        }
    } else {
        for py in y.max(0)..(y + h).min(ih) {
            for px_ in x.max(0)..(x + w).min(iw) {
                plot(px_, py);
            }
        }
    }
}

#[cfg(test)]
mod tests {

    /// Every character of every catalog has a glyph in the bundled font (or is drawn as a base
    /// letter): a board in any language the bot speaks shows no box (issue 17 item 5).
    #[test]
    fn the_font_draws_every_character_of_every_catalog() {
        let r = Renderer::new();
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/i18n");
        let mut missing = std::collections::BTreeMap::<char, String>::new();
        let mut files = 0;
        for lang in std::fs::read_dir(dir).unwrap() {
            for file in std::fs::read_dir(lang.unwrap().path()).unwrap() {
                let path = file.unwrap().path();
                files += 1;
                let text = std::fs::read_to_string(&path).unwrap();
                for line in text.lines().filter(|l| !l.trim_start().starts_with('#')) {
                    for c in line
                        .chars()
                        .filter(|c| !c.is_whitespace() && !c.is_control())
                    {
                        if r.font().glyph_id(r.shown_char(c)).0 == 0 {
                            missing
                                .entry(c)
                                .or_insert_with(|| path.display().to_string());
                        }
                    }
                }
            }
        }
        assert!(files > 10);
        assert!(
            missing.is_empty(),
            "characters without a glyph: {missing:?}"
        );
    }
    use super::*;
    use crate::core::scene::TextLine;

    /// No two of the glyph boxes `(x0, y0, x1, y1)` overlap by more than a pixel.
    fn no_box_over_another(what: &dyn std::fmt::Display, boxes: &[(f32, f32, f32, f32)]) {
        for (i, a) in boxes.iter().enumerate() {
            for b in &boxes[i + 1..] {
                let apart =
                    a.2 <= b.0 + 1.0 || b.2 <= a.0 + 1.0 || a.3 <= b.1 + 1.0 || b.3 <= a.1 + 1.0;
                assert!(apart, "{what}: {a:?} over {b:?}");
            }
        }
    }

    #[test]
    fn a_background_row_is_one_colour_edge_to_edge() {
        for width in [1u32, 2, 3, 7, 64, 1001] {
            let mut img = RgbImage::from_pixel(width, 3, image::Rgb([1, 2, 3]));
            fill_row(&mut img, 1, [200, 100, 50]);
            for x in 0..width {
                assert_eq!(
                    img.get_pixel(x, 1).0,
                    [200, 100, 50],
                    "width {width}, x {x}"
                );
                assert_eq!(img.get_pixel(x, 0).0, [1, 2, 3], "row above, width {width}");
                assert_eq!(img.get_pixel(x, 2).0, [1, 2, 3], "row below, width {width}");
            }
        }
        // A row outside the picture is left alone, without a panic.
        let mut img = RgbImage::new(4, 2);
        fill_row(&mut img, 5, [9, 9, 9]);
        assert!(img.pixels().all(|p| p.0 == [0, 0, 0]));
    }

    /// wide16: a whole board with a wide hex map (not tall: its panels beside it would leave
    /// the map small) reads at a chat preview of [`PREVIEW_W`]: the panels' lines and the
    /// footer at least [`PREVIEW_PANEL_PX`], the panels' titles and chips and the track's
    /// numbers at least [`PREVIEW_SMALL_PX`], the hexes' numbers at least [`GLANCE_PX`]; the
    /// picture at most 1.3 times as tall as wide; no text over another or over the map, none
    /// cut with "…", every one inside the picture; a track box's markers all drawn (no "+N").
    /// Before, the panels and the footer read 5 px and the track's numbers 4 px.
    #[test]
    fn a_wide_maps_panels_footer_and_track_read_at_a_preview() {
        use crate::core::scene::{Track, TrackMarker};
        let r = Renderer::new();
        for players in [3, 6] {
            let mut scene = sample::sample_scene(players);
            let mut vp = Track::numbered("Victory points", 0..=10);
            vp.markers = (0..players)
                .map(|i| TrackMarker {
                    at: 0,
                    color: scene.panels[i].color,
                    text: scene.panels[i].title.chars().take(1).collect(),
                })
                .collect();
            scene.tracks = vec![vp];
            scene.panels[0].chips = ["Antimass Deflectors", "Neural Motivator", "Gravity Drive"]
                .iter()
                .map(|t| Chip {
                    color: Rgb(60, 110, 220),
                    text: t.to_string(),
                })
                .collect();
            scene.footer.push(
                "Open strategy cards: 1 Leadership, 2 Diplomacy, 3 Politics, 4 Construction, \
                 5 Trade, 6 Warfare, 7 Technology, 8 Imperial"
                    .into(),
            );
            let l = r.layout(&scene);
            let (img, drawn) = r.render_image_recorded(&scene);
            let at = |em: f32| em * PREVIEW_W / img.width() as f32;
            let p = format!("{players} players");
            assert!(img.height() as f32 <= 1.3 * img.width() as f32, "{p}");
            for t in &l.panel_texts {
                assert!(
                    at(t.em) >= PREVIEW_PANEL_PX,
                    "{p}: panel lines {}",
                    at(t.em)
                );
            }
            assert!(at(l.side.em_title()) >= PREVIEW_SMALL_PX, "{p}");
            assert!(at(l.side.em_chip()) >= PREVIEW_SMALL_PX, "{p}");
            assert!(!l.footer_rows.is_empty(), "{p}");
            for (em, row) in &l.footer_rows {
                assert!(
                    at(*em) >= PREVIEW_PANEL_PX,
                    "{p}: {:?} at {}",
                    row.text,
                    at(*em)
                );
            }
            assert!(at(glance_em(img.width())) >= GLANCE_PX, "{p}");
            // The track's numbers, in its band.
            let band = &l.tracks;
            let numbers: Vec<&DrawnText> = drawn
                .iter()
                .filter(|t| t.text.parse::<u32>().is_ok())
                .filter(|t| t.baseline > band.y as f32 && t.baseline < (band.y + band.h) as f32)
                .collect();
            assert_eq!(numbers.len(), 11, "{p}: {numbers:?}");
            assert!(numbers.iter().all(|t| at(t.em) >= PREVIEW_SMALL_PX), "{p}");
            // Every marker drawn in box 0, none summed up.
            for m in &scene.tracks[0].markers {
                assert!(numbers.iter().all(|t| t.text != m.text), "{p}");
                assert!(
                    drawn.iter().any(|t| t.text == m.text),
                    "{p}: {} not drawn",
                    m.text
                );
            }
            assert!(drawn.iter().all(|t| !t.text.starts_with('+')), "{p}");
            // Nothing cut, nothing outside the picture; the texts off the map (panels,
            // footer, track, header) never over one another nor over a hex.
            let (w, h) = (img.width() as f32 + 0.5, img.height() as f32 + 0.5);
            let hexes = r.hex_places(&scene);
            let on_map = |(x0, y0, x1, y1): (f32, f32, f32, f32)| {
                hexes.iter().any(|&(cx, cy, s)| {
                    x1 > cx - s && x0 < cx + s && y1 > cy - s * 0.87 && y0 < cy + s * 0.87
                })
            };
            let mut off_map = Vec::new();
            for t in &drawn {
                let b = r.text_box(t);
                // Its letters: from about their cap height to their descent.
                let glyphs = (b.0, t.baseline - 0.7 * t.em, b.2, t.baseline + 0.2 * t.em);
                assert!(!t.text.contains('…'), "{p}: {:?} cut", t.text);
                assert!(
                    b.0 >= 0.0 && b.2 <= w && b.1 >= 0.0 && b.3 <= h,
                    "{p}: {t:?}"
                );
                let in_hex = hexes.iter().any(|&(cx, cy, s)| {
                    let (mx, my) = ((b.0 + b.2) / 2.0, (b.1 + b.3) / 2.0);
                    (mx - cx).abs() < s && (my - cy).abs() < s * 0.87
                });
                if !in_hex {
                    assert!(!on_map(glyphs), "{p}: {:?} over the map", t.text);
                    off_map.push(glyphs);
                }
            }
            assert!(off_map.len() > 40, "{p}: {}", off_map.len());
            no_box_over_another(&p, &off_map);
        }
    }

    /// wide16: panels so long that, drawn large enough to read at a chat preview, they would
    /// make a wide map's picture taller than `WIDE_MAX_H` times its width are drawn smaller,
    /// never below their usual size; shorter ones are drawn at the size that reads.
    #[test]
    fn a_wide_maps_long_panels_keep_the_picture_at_most_1_3_times_as_tall_as_wide() {
        let r = Renderer::new();
        let mut scene = sample::sample_scene(4);
        for p in &mut scene.panels {
            p.lines = (0..12)
                .map(|i| format!("Blueprint {i}: initiative 2, move 1, hull 1, computer +1"))
                .collect();
        }
        let l = r.layout(&scene);
        assert!(
            l.height as f32 <= WIDE_MAX_H * l.width as f32,
            "{l:?}",
            l = (l.width, l.height)
        );
        assert!(l.side.f >= 1.0 && l.side.f < 1.4, "{}", l.side.f);
        assert!(l.panel_texts.iter().all(|t| t.em >= EM_PANEL));
        let short = r.layout(&sample::sample_scene(4));
        assert!(short.side.f > l.side.f);
        let at = short.side.em() * PREVIEW_W / short.width as f32;
        assert!(at >= PREVIEW_PANEL_PX, "{at}");
    }

    /// wide18: a hex map with three or four players' long panels (twelve blueprint-like lines
    /// each) put them in a grid beside and under the map: every panel's text reads
    /// `PREVIEW_PANEL_PX` at a chat preview (stacked in one column they read about 5 px), the
    /// picture is at most `WIDE_MAX_H` times as tall as wide and of at most `GRID_MOST_PX`
    /// pixels, every line is drawn whole, inside the picture, off the map and over no other
    /// text.
    #[test]
    fn a_hex_maps_long_panels_go_in_a_grid_that_reads_at_a_preview() {
        let r = Renderer::new();
        for players in [3, 4] {
            let mut scene = sample::sample_scene(players);
            for p in &mut scene.panels {
                p.lines = (0..12)
                    .map(|i| {
                        format!(
                            "Blueprint {i}: initiative 2, move 1, hull 1, computer +1, energy 3"
                        )
                    })
                    .collect();
            }
            scene.footer = (0..5)
                .map(|i| {
                    format!(
                        "Market row {i}: Plasma Cannon (6), Phase Shield (8), Advanced Mining (10)"
                    )
                })
                .collect();
            let l = r.layout(&scene);
            let p = format!("{players} players");
            assert!(
                l.height as f32 <= WIDE_MAX_H * l.width as f32,
                "{p}: {}x{}",
                l.width,
                l.height
            );
            assert!(l.width as u64 * l.height as u64 <= GRID_MOST_PX, "{p}");
            let at = |em: f32| em * PREVIEW_W / l.width as f32;
            for t in &l.panel_texts {
                assert!(at(t.em) >= PREVIEW_PANEL_PX, "{p}: {}", at(t.em));
            }
            for (em, _) in &l.footer_rows {
                assert!(at(*em) >= PREVIEW_PANEL_PX, "{p}: footer {}", at(*em));
            }
            let (img, drawn) = r.render_image_recorded(&scene);
            let (w, h) = (img.width() as f32 + 0.5, img.height() as f32 + 0.5);
            for panel in &scene.panels {
                for line in &panel.lines {
                    let first = line
                        .split_whitespace()
                        .take(2)
                        .collect::<Vec<_>>()
                        .join(" ");
                    assert!(
                        drawn.iter().any(|t| t.text.starts_with(&first)),
                        "{p}: {line:?} not drawn"
                    );
                }
            }
            let hexes = r.hex_places(&scene);
            let mut off_map = Vec::new();
            for t in &drawn {
                // Nothing cut, on the map (its hexes drawn smaller) or off it.
                assert!(!t.text.contains('…'), "{p}: {:?} cut", t.text);
                let b = r.text_box(t);
                assert!(
                    b.0 >= 0.0 && b.2 <= w && b.1 >= 0.0 && b.3 <= h,
                    "{p}: {t:?}"
                );
                let (mx, my) = ((b.0 + b.2) / 2.0, (b.1 + b.3) / 2.0);
                let in_hex = hexes
                    .iter()
                    .any(|&(cx, cy, s)| (mx - cx).abs() < s && (my - cy).abs() < s * 0.87);
                let glyphs = (b.0, t.baseline - 0.7 * t.em, b.2, t.baseline + 0.2 * t.em);
                if !in_hex {
                    let on_map = hexes.iter().any(|&(cx, cy, s)| {
                        glyphs.2 > cx - s
                            && glyphs.0 < cx + s
                            && glyphs.3 > cy - s * 0.87
                            && glyphs.1 < cy + s * 0.87
                    });
                    assert!(!on_map, "{p}: {:?} over the map", t.text);
                    assert!(!t.text.contains('…'), "{p}: {:?} cut", t.text);
                    off_map.push(glyphs);
                }
            }
            no_box_over_another(&p, &off_map);
        }
    }

    /// wide18: a whole board's panel numbers (VP, tokens, counts) read at a chat preview: a
    /// panel row's digits are drawn `PANEL_DIGITS` times its text, so that they stand at least
    /// `PREVIEW_DIGIT_CAP` px tall at 550 px wide (at the text's size, 5.4 px: a 1 was read as
    /// a 2), and its row is still drawn whole inside its panel.
    /// wide18b: a panel row of many digits (drawn [`PANEL_DIGITS`] times the text) stays
    /// inside its panel, wrapped or not, in a stack and in a grid, and is never cut.
    #[test]
    fn a_digit_heavy_panel_row_stays_inside_its_panel() {
        let r = Renderer::new();
        for players in [2, 4] {
            let mut scene = sample::sample_scene(players);
            scene.panels[0].lines = vec![
                "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27".into(),
                "VP 12345678901234567890123456789012345678901234567890".into(),
                "Storage: 2000 money, 3000 science, 4000 materials, 1111 1111 1111".into(),
            ];
            let l = r.layout(&scene);
            let (_, drawn) = r.render_image_recorded(&scene);
            let rows: Vec<&PanelRow> = l.panel_texts[0].rows.iter().collect();
            assert!(rows.len() >= 3, "{rows:?}");
            let (x, _, w) = l.panel_places[0];
            for row in rows {
                let t = drawn
                    .iter()
                    .find(|t| t.text == row.text)
                    .unwrap_or_else(|| panic!("{players}: {:?} not drawn", row.text));
                assert!(t.digit_em > t.em, "{t:?}");
                let right = r.text_box(t).2;
                assert!(
                    t.x >= x as f32 && right <= (x + w - l.side.pad()) as f32 + 0.5,
                    "{players}: {:?} out of its panel ({right} > {})",
                    t.text,
                    x + w - l.side.pad()
                );
            }
            assert!(drawn.iter().all(|t| !t.text.contains('…')), "{players}");
        }
    }

    /// wide18b: a chip alone in a row too narrow for it (a hex drawn smaller) draws its text
    /// whole, smaller, never cut with "…".
    #[test]
    fn a_lone_chip_too_wide_for_its_row_is_drawn_smaller_whole() {
        let r = Renderer::new();
        let chip = |text: &str| Chip {
            color: Rgb(200, 200, 200),
            text: text.into(),
        };
        for (text, max_w) in [("Custodians", 90.0), ("1", 30.0), ("12", 30.0)] {
            let (_, drawn) = recorded(|| {
                let mut img = RgbImage::new(300, 100);
                r.draw_chip_row(
                    &mut img,
                    150.0,
                    10.0,
                    max_w,
                    42.0,
                    29.0,
                    &[chip(text)],
                    true,
                );
                img
            });
            assert_eq!(drawn.len(), 1, "{drawn:?}");
            assert_eq!(drawn[0].text, text);
            assert!(drawn[0].em < 29.0, "{:?}", drawn[0]);
            assert!(drawn[0].em >= 29.0 * CHIP_SHRINK_LEAST, "{:?}", drawn[0]);
        }
    }

    #[test]
    fn a_panels_digits_stand_7_px_tall_at_a_preview() {
        use ab_glyph::ScaleFont;
        let r = Renderer::new();
        // The height of the shortest digit's outline at `em`.
        let digit_h = |em: f32| -> f32 {
            let sf = r.font.as_scaled(r.scale(em));
            "0123456789"
                .chars()
                .filter_map(|c| r.font.outline(r.font.glyph_id(c)))
                .map(|o| (o.bounds.max.y - o.bounds.min.y).abs() * sf.v_scale_factor())
                .fold(f32::MAX, f32::min)
        };
        for players in [3, 6] {
            let scene = sample::sample_scene(players);
            let l = r.layout(&scene);
            let (img, drawn) = r.render_image_recorded(&scene);
            let at = PREVIEW_W / img.width() as f32;
            let rows: Vec<&PanelRow> = l.panel_texts.iter().flat_map(|t| &t.rows).collect();
            let with_digits: Vec<&&PanelRow> = rows
                .iter()
                .filter(|row| row.text.chars().any(|c| c.is_ascii_digit()))
                .collect();
            assert!(with_digits.len() >= players, "{players}: {with_digits:?}");
            for row in with_digits {
                let t = drawn
                    .iter()
                    .find(|t| t.text == row.text)
                    .unwrap_or_else(|| panic!("{:?} not drawn", row.text));
                let shown = digit_h(t.digit_em) * at;
                assert!(
                    shown >= PREVIEW_DIGIT_CAP,
                    "{players}: {:?} {shown:.2} px",
                    t.text
                );
                // Inside its panel.
                let right = r.text_box(t).2;
                let inside = l.panel_places.iter().any(|&(x, _, w)| {
                    t.x >= x as f32 && right <= (x + w - l.side.pad()) as f32 + 0.5
                });
                assert!(inside, "{players}: {:?} out of its panel", t.text);
            }
        }
    }

    fn decode(png: &[u8]) -> image::DynamicImage {
        image::load_from_memory(png).expect("valid PNG")
    }

    /// Issue 16's size target: a 6-player sample board (the largest hex board) is at most 300 KB, and
    /// the palette keeps every colour a board is drawn with (here: every colour used by 50
    /// pixels or more comes back exactly; edge shades come back as a near colour).
    #[test]
    fn boards_are_palette_pngs_under_300_kb_that_keep_their_colours() {
        let r = Renderer::new();
        let img = r.render_image(&sample::sample_scene(6));
        let png = encode_png(&img).unwrap();
        assert!(png.len() <= 300 * 1024, "PNG is {} bytes", png.len());
        let back = decode(&png).to_rgb8();
        assert_eq!(back.dimensions(), img.dimensions());
        let mut counts: HashMap<[u8; 3], u32> = HashMap::new();
        for p in img.pixels() {
            *counts.entry(p.0).or_insert(0) += 1;
        }
        let mut worst = (0, [0u8; 3], [0u8; 3]);
        for (a, b) in img.pixels().zip(back.pixels()) {
            if counts[&a.0] >= 500 {
                assert_eq!(a, b, "a colour drawn on {} pixels changed", counts[&a.0]);
            }
            let d: i32 = (0..3)
                .map(|k| (i32::from(a.0[k]) - i32::from(b.0[k])).abs())
                .sum();
            if d > worst.0 {
                worst = (d, a.0, b.0);
            }
        }
        assert!(worst.0 <= 120, "an edge shade moved: {worst:?}");
        // Few colours: lossless.
        let mut small = RgbImage::new(40, 30);
        for (x, y, p) in small.enumerate_pixels_mut() {
            *p = image::Rgb([(x % 8 * 30) as u8, (y % 8 * 30) as u8, 77]);
        }
        let back = decode(&encode_png(&small).unwrap()).to_rgb8();
        assert!(back == small, "64 colours come back exactly");
    }

    #[test]
    fn sample_scene_renders_to_small_png() {
        let r = Renderer::new();
        let scene = sample::sample_scene(6);
        assert_eq!(scene.hexes.len(), 37);
        let png = r.render_png(&scene).unwrap();
        assert!(png.len() <= 2 * 1024 * 1024, "PNG is {} bytes", png.len());
        let img = decode(&png);
        assert_eq!((img.width(), img.height()), r.canvas_size(&scene));
        assert!(
            img.width() >= 1600 && img.height() >= 1200,
            "{}x{}",
            img.width(),
            img.height()
        );
    }

    #[test]
    fn bundled_font_covers_names_in_several_scripts() {
        let r = Renderer::new();
        let samples = [
            "김민수",
            "이서연",
            "박지훈",
            "さくら",
            "ゆうき",
            "サクラ",
            "ｻｸﾗ",
            "田中",
            "佐藤",
            "鈴木",
            "高橋",
            "渡辺",
            "山本",
            "中村",
            "小林",
            "加藤",
            "Zoë",
            "Ørjan",
            "José",
            "Иван Ёлкин",
            "α β γ δ",
            "★ ● ■ ✓ × · — … → ①",
            "Mecatol Rex 1/6",
            "「日本」・ー",
            "１２３ＡＢＣ",
        ];
        for s in samples {
            for c in s.chars().filter(|c| !c.is_whitespace()) {
                assert_ne!(r.font().glyph_id(c).0, 0, "no glyph for {c:?} in {s:?}");
            }
        }
        // Letters the font lacks are drawn as their base letter.
        assert_eq!(r.shown("Łukasz Dvořák Şahin Ἀ"), "Lukasz Dvorák Sahin Ἀ");
        assert_eq!(FALLBACK_FROM.chars().count(), FALLBACK_TO.chars().count());
        for (from, to) in FALLBACK_FROM.chars().zip(FALLBACK_TO.chars()) {
            assert_eq!(r.font().glyph_id(from).0, 0, "{from:?} is in the font");
            assert_ne!(
                r.font().glyph_id(to).0,
                0,
                "{to:?} ({from:?}) is not in the font"
            );
        }
        // All 11,172 precomposed Hangul syllables.
        for cp in 0xAC00..=0xD7A3u32 {
            let c = char::from_u32(cp).unwrap();
            assert_ne!(r.font().glyph_id(c).0, 0, "no glyph for U+{cp:04X}");
        }
    }

    #[test]
    fn empty_scene_renders() {
        let r = Renderer::new();
        let scene = Scene {
            title: String::new(),
            subtitle: String::new(),
            hexes: vec![],
            panels: vec![],
            footer: vec![],
            ..Default::default()
        };
        let png = r.render_png(&scene).unwrap();
        let img = decode(&png);
        assert_eq!((img.width(), img.height()), r.canvas_size(&scene));
    }

    /// The (count, kind) pairs in texts such as "5 INF 1 PDS", in order.
    fn unit_pairs<'a>(texts: impl IntoIterator<Item = &'a str>) -> Vec<(u32, String)> {
        let mut out = Vec::new();
        for t in texts {
            let words: Vec<&str> = t.split_whitespace().collect();
            for w in words.windows(2) {
                if let (Ok(n), Err(_)) = (w[0].parse::<u32>(), w[1].parse::<u32>()) {
                    out.push((n, w[1].to_string()));
                }
            }
        }
        out.sort();
        out
    }

    /// Issue 15: a crowded system (three planets with three or four kinds of units each, and
    /// the ships of two players) shows every unit's count and kind in its hex, none folded into
    /// "+N" or cut with "…" — read from what the renderer drew, not from the scene.
    #[test]
    fn a_crowded_hex_draws_every_unit() {
        let r = Renderer::new();
        let chip = |color: Rgb, text: &str| Chip {
            color,
            text: text.into(),
        };
        let (red, blue) = (Rgb(220, 40, 40), Rgb(40, 90, 230));
        let mut hexes: Vec<HexCell> = Vec::new();
        for (q, rr) in [(0, 0), (1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)] {
            hexes.push(HexCell {
                q,
                r: rr,
                fill: Rgb(30, 50, 90),
                outline: None,
                label: format!("{}", 20 + q * 3 + rr),
                marks: Vec::new(),
                lines: Vec::new(),
                units: Vec::new(),
                tokens: Vec::new(),
                highlight: false,
                edges: [false; 6],
                forces: Vec::new(),
            });
        }
        let crowded = &mut hexes[0];
        crowded.marks = vec!["α".into()];
        crowded.lines = ["Abyz 3/0", "Fria 2/0", "Bereg 3/1"]
            .iter()
            .map(|t| TextLine {
                text: t.to_string(),
                color: red,
            })
            .collect();
        // As a game groups them: per owner, the ships in space and what stands on the planets
        // (5 INF 1 PDS 1 SD 1 MECH + 2 INF 2 PDS 1 MECH + 3 INF 1 PDS 2 MECH 1 SD; 4 INF 1 MECH).
        crowded.units = vec![
            chip(red, "1 WS 2 DN 1 CR 3 DD 2 CV 6 FF"),
            chip(red, "10 INF 4 PDS 2 SD 4 MECH"),
            chip(blue, "1 FS 2 CR 1 DD 2 CV 4 FF"),
            chip(blue, "4 INF 1 MECH"),
        ];
        crowded.tokens = vec![chip(red, "C"), chip(blue, "C")];
        let scene = Scene {
            title: "Crowd".into(),
            subtitle: String::new(),
            hexes,
            ..Scene::default()
        };
        let expected = unit_pairs(scene.hexes[0].units.iter().map(|c| c.text.as_str()));
        assert_eq!(expected.len(), 17);
        let (_, drawn) = r.render_image_recorded(&scene);
        for d in &drawn {
            assert!(
                !d.text.contains('…') && !d.text.starts_with('+'),
                "{:?} hides something",
                d.text
            );
        }
        let drawn_pairs = unit_pairs(drawn.iter().map(|d| d.text.as_str()));
        assert_eq!(drawn_pairs, expected);
        // The planets are all still named, and the units are still drawn at a readable size.
        for p in ["Abyz", "Fria", "Bereg"] {
            assert!(drawn.iter().any(|d| d.text.starts_with(p)), "{p} not drawn");
        }
        let smallest = drawn
            .iter()
            .filter(|d| !unit_pairs([d.text.as_str()]).is_empty())
            .map(|d| d.em)
            .fold(f32::MAX, f32::min);
        assert!(smallest >= (EM_HEX_UNIT * SHRINK_MIN).floor(), "{smallest}");
    }

    /// Issue 16 (a drawn tile's rotation is chosen by its wormholes): a hex with a token and a
    /// wormhole on its south edge shows both: the mark is drawn over the contents, its ring
    /// and centre in their colours, and the token row sits beside or above it.
    #[test]
    fn a_token_does_not_hide_the_south_edge_mark() {
        let r = Renderer::new();
        let grey = |text: &str| Chip {
            color: Rgb(120, 120, 120),
            text: text.into(),
        };
        // One token fits beside the mark; a row of four goes above it.
        for tokens in [
            vec![grey("?")],
            vec![grey("disc"), grey("disc"), grey("?"), grey("?")],
        ] {
            let cell = HexCell {
                q: 0,
                r: 0,
                fill: Rgb(30, 50, 90),
                outline: None,
                label: "101".into(),
                marks: Vec::new(),
                lines: Vec::new(),
                units: Vec::new(),
                tokens: tokens.clone(),
                highlight: false,
                edges: [false, false, false, true, false, false],
                forces: Vec::new(),
            };
            let scene = Scene {
                title: "Marks".into(),
                hexes: vec![cell],
                ..Scene::default()
            };
            let (img, drawn) = r.render_image_recorded(&scene);
            let l = r.layout(&scene);
            let (cx, cy) = hex_center(&l, &scene.hexes[0]);
            let (mark_d, mark_r) = edge_mark_geometry(l.hex);
            let mark_y = cy + mark_d;
            let at = |dy: f32| *img.get_pixel(cx.round() as u32, (mark_y + dy).round() as u32);
            assert_eq!(at(0.0), px(EDGE_MARK_RING), "the mark's centre");
            assert_eq!(at(mark_r * 0.5), px(EDGE_MARK), "the mark's disc");
            let drawn_tokens: Vec<&DrawnText> = drawn
                .iter()
                .filter(|d| tokens.iter().any(|t| t.text == d.text))
                .collect();
            assert_eq!(drawn_tokens.len(), tokens.len(), "{drawn:?}");
            for token in drawn_tokens {
                let above = token.baseline < mark_y - mark_r;
                let beside = token.x > cx + mark_r;
                assert!(
                    above || beside,
                    "{:?} at ({}, {}) reaches the mark at ({cx}, {mark_y})",
                    token.text,
                    token.x,
                    token.baseline,
                );
            }
        }
    }

    /// The record holds what was drawn, once per text (bold titles too), at its drawn size.
    /// A hex's mark (an anomaly) is drawn centred in the hex, below the tile number and above
    /// the planet line, overlapping neither: it reads as the hex's, not as a corner note.
    #[test]
    fn a_mark_is_centred_under_the_label_clear_of_other_text() {
        let r = Renderer::new();
        let mut scene = sample::sample_scene(3);
        for cell in &mut scene.hexes {
            cell.units.clear();
            cell.tokens.clear();
            cell.marks.clear();
            cell.lines.truncate(1);
        }
        let cell = &mut scene.hexes[0];
        cell.label = "41".into();
        cell.marks = vec!["Gravity rift".into()];
        let line = cell
            .lines
            .first()
            .map(|l| l.text.clone())
            .unwrap_or_default();
        let (cx, _) = hex_center(&r.layout(&scene), &scene.hexes[0]);
        let (_, drawn) = r.render_image_recorded(&scene);
        let find = |t: &str| {
            drawn
                .iter()
                .find(|d| d.text == t)
                .unwrap_or_else(|| panic!("{t:?} not drawn"))
        };
        let (label, mark) = (find("41"), find("Gravity rift"));
        let w = r.width(mark.em, &mark.text);
        assert!(
            (mark.x + w / 2.0 - cx).abs() <= 2.0,
            "mark centred at {}, hex at {cx}",
            mark.x + w / 2.0
        );
        // Clear of the label: beside it (right of its end) or under it.
        let label_end = label.x + r.width(label.em, &label.text);
        assert!(
            mark.x - 5.0 >= label_end || mark.baseline - 0.8 * mark.em > label.baseline,
            "{mark:?} {label:?}"
        );
        if !line.is_empty() {
            let planet = drawn
                .iter()
                .find(|d| d.text == line && d.x < cx && d.x + r.width(d.em, &d.text) > cx)
                .expect("the planet line drawn");
            assert!(
                planet.baseline - 0.8 * planet.em > mark.baseline,
                "{planet:?} {mark:?}"
            );
        }
    }

    /// The never-cut rule for the footer under the picture: a line a little too long is
    /// drawn smaller (one row), a longer one wraps at its spaces onto indented rows at the
    /// footer's size, inside the picture, with every word drawn (lookC15: a diagram's
    /// legend cut with "…" on every 3-player board).
    #[test]
    fn a_long_footer_line_wraps_rather_than_being_cut() {
        let r = Renderer::new();
        let mut scene = sample::sample_scene(3);
        let long =
            "a ring round a world in a faction's colour: only that faction has bases there. "
                .repeat(8);
        let long = long.trim().to_string();
        scene.footer = vec!["short".into(), long.clone()];
        let (img, drawn) = r.render_image_recorded(&scene);
        assert_eq!(img.dimensions(), r.canvas_size(&scene));
        let rows: Vec<_> = drawn
            .iter()
            .filter(|d| long.contains(d.text.as_str()) && d.text.len() > 5)
            .collect();
        assert!(rows.len() > 1, "{rows:?}");
        let joined = rows
            .iter()
            .map(|d| d.text.as_str())
            .collect::<Vec<_>>()
            .join(" ");
        assert_eq!(
            joined.split_whitespace().count(),
            long.split_whitespace().count()
        );
        for d in &rows {
            assert!(!d.text.contains('…'), "{:?}", d.text);
            assert_eq!(d.em, r.layout(&scene).side.em_footer());
            let (_, y0, x1, y1) = r.text_box(d);
            assert!(x1 <= img.width() as f32 && y0 >= 0.0 && y1 <= img.height() as f32);
        }
    }

    #[test]
    fn the_record_is_what_was_drawn() {
        let r = Renderer::new();
        let mut scene = sample::sample_scene(3);
        scene.footer = vec!["x".repeat(400)];
        let (img, drawn) = r.render_image_recorded(&scene);
        assert_eq!(img.dimensions(), r.canvas_size(&scene));
        assert_eq!(drawn.iter().filter(|d| d.text == scene.title).count(), 1);
        // A footer line too long for the picture wraps (a word wider than a row breaks
        // between characters): every x is drawn, none cut.
        let footer: Vec<_> = drawn.iter().filter(|d| d.text.starts_with("xx")).collect();
        assert!(footer.len() > 1, "{footer:?}");
        assert_eq!(footer.iter().map(|d| d.text.len()).sum::<usize>(), 400);
        assert!(footer.iter().all(|d| !d.text.contains('…')));
        // Outside a recorded render nothing is kept.
        r.render_image(&scene);
        assert!(DRAWN.with(|d| d.borrow().is_none()));
    }

    #[test]
    fn long_and_odd_texts_do_not_panic() {
        let r = Renderer::new();
        // About 1,300 characters: many times wider than any box of the picture (the widest,
        // the title, holds about 80 at its size), so every box meets a text it cannot fit.
        let long = "Very long text with 한국어 and 日本語 and emoji 🚀\n\ttabs ".repeat(25);
        let mut scene = sample::sample_scene(8);
        scene.title = long.clone();
        scene.subtitle = long.clone();
        // Enough lines that every panel and the footer overflow any column (more only
        // multiplies the layout search's work).
        scene.footer = vec![long.clone(); 6];
        for cell in &mut scene.hexes {
            cell.label = long.clone();
            cell.marks = vec![long.clone(), "α".into()];
            cell.lines = vec![
                TextLine {
                    text: long.clone(),
                    color: Rgb::BLACK
                };
                9
            ];
            cell.units = vec![
                Chip {
                    color: Rgb::WHITE,
                    text: long.clone()
                };
                7
            ];
            cell.tokens = vec![
                Chip {
                    color: Rgb::BLACK,
                    text: "A".into()
                };
                30
            ];
            cell.highlight = true;
            cell.outline = Some(Rgb(255, 0, 0));
        }
        for p in &mut scene.panels {
            p.title = long.clone();
            p.lines = vec![long.clone(); 8];
        }
        scene.panels.extend(scene.panels.clone());
        let img = r.render_image(&scene);
        assert_eq!(img.dimensions(), r.canvas_size(&scene));

        // Odd maps: one far-away hex, a line of hexes, tiny text budget.
        for hexes in [
            vec![(0, 0)],
            vec![(0, 0), (500, -500)],
            (0..40).map(|q| (q, 0)).collect(),
        ] {
            let mut s = sample::sample_scene(2);
            s.hexes = hexes
                .into_iter()
                .map(|(q, r)| HexCell {
                    q,
                    r,
                    ..sample::sample_scene(1).hexes[0].clone()
                })
                .collect();
            let (w, h) = r.canvas_size(&s);
            assert!(w <= 4000 && h <= 4000, "{w}x{h}");
            let _ = r.render_image(&s);
        }
    }

    #[test]
    fn text_a_little_too_long_is_drawn_smaller_not_cut() {
        let r = Renderer::new();
        let text = "Mehar Xull 1/3 HAZ ●R";
        let w = r.width(20.0, text);
        let (em, shown) = r.fit_shrinking(20.0, text, w * 0.85);
        assert_eq!(shown, text, "kept whole");
        assert!((20.0 * SHRINK_MIN..20.0).contains(&em), "{em}");
        assert!(r.width(em, text) <= w * 0.85);
        let (em, shown) = r.fit_shrinking(20.0, text, w);
        assert_eq!((em, shown.as_ref()), (20.0, text), "fits as it is");
        let (em, shown) = r.fit_shrinking(20.0, text, w * 0.4);
        assert!(
            shown.ends_with('…'),
            "far too long: cut at the smallest size: {shown}"
        );
        assert_eq!(em, (20.0 * SHRINK_MIN).floor());
    }

    /// A panel line too long for its row even a little smaller (a ship blueprint with all
    /// its values, a Japanese line without spaces) wraps onto more rows, never cut with "…".
    #[test]
    fn a_panel_line_too_long_wraps_instead_of_being_cut() {
        let r = Renderer::new();
        let long = "Dreadnought: initiative 0, move 1, hull 2, computer 1, shield 1, spare energy 2, \
                    dice 2 yellow and 1 orange";
        let cjk = "迎撃機：イニシアチブ3・移動1・船体0・照準0・シールド0・余剰エネルギー2・イオン砲1門・ミサイルなし・予備";
        let mut scene = crate::render::sample::sample_scene(2);
        scene.panels[0].lines = vec!["VP 3".into(), long.into(), cjk.into()];
        let (_, drawn) = r.render_image_recorded(&scene);
        assert!(drawn.iter().all(|t| !t.text.contains('…')), "{drawn:?}");
        let side = r.layout(&scene).side;
        let PanelText { em, rows } = r.panel_rows_at(&scene.panels[0].lines, side);
        assert_eq!(em, side.em(), "a few rows wrap at the panel's own size");
        // Rows after a line's first are the rest of it: drawn indented, and narrower by that.
        assert!(rows[2].continued && !rows[1].continued, "{rows:?}");
        let row_x = |row: &str| drawn.iter().find(|t| t.text == row).map(|t| t.x);
        assert_eq!(
            row_x(&rows[2].text),
            row_x(&rows[1].text).map(|x| x + side.indent())
        );
        let rows: Vec<String> = rows.into_iter().map(|r| r.text).collect();
        assert!(rows.len() >= 5, "{rows:?}");
        let max_w = (side.panel_w() - 2 * side.pad()) as f32;
        for row in &rows {
            assert!(r.width(side.em(), row) <= max_w, "{row}");
            assert!(drawn.iter().any(|t| &t.text == row), "{row} not drawn");
        }
        // Nothing lost: the rows put together are the lines.
        let joined = rows[1..].join(" ");
        assert!(joined.starts_with(long), "{joined}");
        assert_eq!(
            rows.concat().matches('・').count(),
            cjk.matches('・').count()
        );
        assert!(rows.concat().ends_with("ミサイルなし・予備"));
    }

    /// A panel's lines are drawn at one size: a line a little too long for its row wraps
    /// rather than being drawn smaller than its neighbours; only a panel that would take more
    /// than its rows that way is drawn smaller, all of it alike (issue 16: panel lines in
    /// three sizes).
    /// One hex, `cell`, drawn alone into a picture with circumradius `r` (and the font scale
    /// `k` of a focus picture's hex of that size): the texts drawn.
    fn hex_alone(cell: &HexCell, r: f32) -> Vec<DrawnText> {
        let rend = Renderer::new();
        let side = (2.0 * r + 20.0) as u32;
        let c = side as f32 / 2.0;
        recorded(|| {
            let mut img = RgbImage::new(side, side);
            let inner = draw_hex_shape(&mut img, c, c, r, cell);
            rend.draw_hex_content(&mut img, c, c, inner, r / HEX_MAX, cell, None);
            img
        })
        .1
    }

    fn sector(lines: &[&str], edges: [bool; 6]) -> HexCell {
        HexCell {
            q: 0,
            r: 0,
            fill: Rgb(40, 40, 44),
            outline: None,
            label: "221".into(),
            marks: Vec::new(),
            lines: lines
                .iter()
                .map(|t| TextLine {
                    text: t.to_string(),
                    color: TITLE,
                })
                .collect(),
            units: Vec::new(),
            tokens: Vec::new(),
            highlight: false,
            edges,
            forces: Vec::new(),
        }
    }

    /// A single word too wide for its hex ("unexplored" in a small hex) is drawn
    /// smaller, whole, never broken between two of its letters onto two rows.
    #[test]
    fn a_word_too_wide_for_its_hex_is_drawn_smaller_not_broken() {
        let rend = Renderer::new();
        let word = "unexplored";
        // A hex whose centre row holds the word at 85 % of its size (the room of a centred
        // row is about 2r - 39 px at the least hex text size).
        let r = (0.85 * rend.width(EM_MIN, word) + 39.0) / 2.0;
        let mut cell = sector(&[word], [false; 6]);
        cell.label = String::new();
        let drawn = hex_alone(&cell, r);
        let texts: Vec<&DrawnText> = drawn.iter().filter(|t| t.text != "221").collect();
        assert_eq!(texts.len(), 1, "{texts:?}");
        assert_eq!(texts[0].text, word);
        assert!(texts[0].em < EM_MIN && texts[0].em >= (EM_MIN * SHRINK_MIN).floor());
        // Words of a script written without spaces may still break between characters.
        let (a, b) = rend.split_in_two(20.0, "未探査の宙域");
        assert!(!a.is_empty() && !b.is_empty(), "{a:?} {b:?}");
    }

    /// A line (a Korean sector's resources, in an example's focus picture) wrapped onto two
    /// rows between wormhole marks is split where both its parts fit their rows (the rows
    /// narrow toward the hex's corners and beside its marks), so each part is drawn at the size
    /// of the hex's other lines, not the second one smaller.
    #[test]
    fn a_wrapped_lines_parts_are_as_large_as_the_other_lines() {
        let mut cell = sector(
            &["프로키온 (3점)", "돈 1/2, 과학 1/2, 원자재 1/1 (고급 2)"],
            [true, true, false, true, true, false],
        );
        let red = Rgb(220, 40, 40);
        cell.outline = Some(red);
        cell.lines[1].color = red;
        cell.tokens = vec![Chip {
            color: red,
            text: "원반".into(),
        }];
        let drawn = hex_alone(&cell, 165.0);
        let lines: Vec<&DrawnText> = drawn
            .iter()
            .filter(|t| t.text != "221" && t.text != "원반")
            .collect();
        assert_eq!(lines.len(), 3, "{lines:?}");
        for t in &lines {
            assert_eq!(t.em, lines[0].em, "{lines:?}");
        }
    }

    #[test]
    fn a_panels_lines_share_one_size() {
        let r = Renderer::new();
        let mut scene = crate::render::sample::sample_scene(2);
        let max_w = (PANEL_W - 2 * PANEL_PAD) as f32;
        // Blueprint-like lines, a little wider than a row at the panel's size.
        let mut long = String::from("Cruiser: initiative 2, move 1, hull 1");
        while r.width(EM_PANEL, &long) <= max_w {
            long.push_str(", cannons 1");
        }
        assert!(
            r.width(EM_PANEL * SHRINK_MIN, &long) <= max_w,
            "a shrink would fit it"
        );
        scene.panels[0].lines = vec!["Storage: 3 money".into(), long.clone(), "VP 3".into()];
        // Beside this wide map, drawn larger and as much wider (see `wide_side`).
        let side = r.layout(&scene).side;
        let em_panel = side.em();
        let (_, drawn) = r.render_image_recorded(&scene);
        let ems = |lines: &[String]| -> Vec<f32> {
            r.panel_rows_at(lines, side)
                .rows
                .iter()
                .map(|row| {
                    drawn
                        .iter()
                        .find(|t| t.text == row.text)
                        .unwrap_or_else(|| panic!("{} not drawn", row.text))
                        .em
                })
                .collect()
        };
        let sizes = ems(&scene.panels[0].lines);
        assert!(sizes.len() >= 4, "the long line wraps: {sizes:?}");
        assert!(sizes.iter().all(|&e| e == em_panel), "{sizes:?}");
        // Too many rows at the panel's size: all drawn smaller, alike, and none cut.
        let lines: Vec<String> = (0..side.max_lines())
            .map(|i| format!("{i} {long}"))
            .collect();
        let PanelText { em, .. } = r.panel_rows_at(&lines, side);
        assert!(em < em_panel, "{em}");
        // Drawn so (or, where the panels go in a grid that leaves them room, at their size:
        // see `panel_grid`), all alike.
        scene.panels[0].lines = lines;
        let l = r.layout(&scene);
        let (_, drawn) = r.render_image_recorded(&scene);
        let PanelText { em, rows } = l.panel_texts[0].clone();
        assert!(
            em <= l.side.em() && rows.len() <= l.side.max_lines(),
            "{em} {rows:?}"
        );
        for row in &rows {
            let t = drawn
                .iter()
                .find(|t| t.text == row.text)
                .expect("row drawn");
            assert_eq!(t.em, em, "{}", row.text);
        }
        assert!(drawn.iter().all(|t| !t.text.contains('…')));
    }

    #[test]
    fn fit_shortens_with_ellipsis() {
        let r = Renderer::new();
        assert_eq!(r.fit(20.0, "short", 500.0), "short");
        let long = r.fit(20.0, "Mecatol Rex 1/6 and a lot more text", 120.0);
        assert!(long.ends_with('…'), "{long}");
        assert!(r.width(20.0, &long) <= 120.0);
        assert_eq!(r.fit(20.0, "abc", 1.0), "");
        assert_eq!(r.fit(20.0, "a\nb", 500.0), "a b");
    }

    #[test]
    fn width_matches_imageproc_layout() {
        let r = Renderer::new();
        for s in [
            "Mecatol Rex 1/6",
            "김민수 · さくら · 田中",
            "2 DD 1 CV 3 FF",
        ] {
            let (w, _) = imageproc::drawing::text_size(r.scale(20.0), r.font(), s);
            assert!(
                (w as f32 - r.width(20.0, s)).abs() <= 2.0,
                "{s}: {w} vs {}",
                r.width(20.0, s)
            );
        }
    }

    #[test]
    fn contrast_text_colour() {
        assert_eq!(text_on(Rgb(240, 200, 40)), Rgb(10, 10, 10));
        assert_eq!(text_on(Rgb(30, 60, 200)), Rgb::WHITE);
        assert_eq!(text_on(Rgb::BLACK), Rgb::WHITE);
    }
}
