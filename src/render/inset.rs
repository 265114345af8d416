//! [`Inset`]s: titled rows of stand-alone hexes in a band under the tracks (the last part of
//! the left column), e.g. a drawn tile shown in each way it may be placed. Every hex has a fixed,
//! readable size, whatever the map's; a row wider than the column wraps onto more rows. Each
//! cell's `label` is its caption, drawn under the hex and wrapped onto as many lines as it needs
//! (at word breaks, or between characters for a word longer than the hex), never cut with "…".
//! An inset with hexes `around` draws a collar of them round each of its hexes: the part of
//! each neighbour nearest the hex, with its number and the edge mark facing the hex.

use image::RgbImage;

use super::{
    HEX_MAX, MAP_TARGET, PANEL_TEXT, Renderer, SQRT3, baseline_in, draw_edge_marks, draw_hex_shape,
    edge_mark_geometry, label_color,
};
use crate::core::scene::{HexCell, Inset};

/// The circumradius of an inset's hexes.
const INSET_HEX: f32 = 110.0;
/// Space between two hexes of a row.
const CELL_GAP: i32 = 18;
const TITLE_H: i32 = 32;
const EM_TITLE: f32 = 19.0;
const EM_CAPTION: f32 = 16.0;
const CAPTION_LINE_H: i32 = 21;
/// Space between a hex and its caption, and under the caption.
const CAPTION_PAD: i32 = 6;
/// A caption longer than this many lines is cut (it never is in practice).
const MAX_CAPTION_LINES: usize = 8;
const ROW_GAP: i32 = 10;
const INSET_GAP: i32 = 14;
const MAX_INSETS: usize = 4;
const MAX_CELLS: usize = 48;
/// How far the collar of neighbouring hexes reaches out from an inset's hex, square to its
/// edges, as a share of the hex's circumradius: room for a neighbour's edge mark facing the hex
/// and its number beside the mark.
const AROUND: f32 = 0.3;
/// At most this many neighbours are drawn round a hex (the six next to it).
const MAX_AROUND: usize = 6;

/// Where the insets go.
#[derive(Debug, Default, Clone)]
pub(super) struct InsetBand {
    pub x: i32,
    pub y: i32,
    pub w: i32,
    pub h: i32,
    /// Per inset drawn: cells per row, and the lines of each cell's caption.
    rows: Vec<(usize, Vec<Vec<String>>)>,
    /// How much larger than on a whole board the hexes, captions and titles are drawn
    /// (0 is read as 1).
    scale: f32,
}

/// The sizes of a band drawn `scale` times a whole board's.
#[derive(Debug, Clone, Copy)]
struct Sizes {
    hex: f32,
    /// The circumradius of the hex with its collar of neighbours (`hex` without one).
    outer: f32,
    gap: i32,
    title_h: i32,
    em_title: f32,
    em_caption: f32,
    line_h: i32,
    pad: i32,
}

impl Sizes {
    /// The sizes for an inset drawn `scale` times a whole board's, with a collar of
    /// neighbours round each hex when `around`.
    fn at(scale: f32, around: bool) -> Sizes {
        let s = if scale.is_finite() && scale > 0.0 {
            scale.clamp(0.5, 4.0)
        } else {
            1.0
        };
        let px = |v: i32| (v as f32 * s).round() as i32;
        Sizes {
            hex: INSET_HEX * s,
            outer: if around {
                INSET_HEX * s * (1.0 + AROUND * 2.0 / SQRT3)
            } else {
                INSET_HEX * s
            },
            gap: px(CELL_GAP),
            title_h: px(TITLE_H),
            em_title: EM_TITLE * s,
            em_caption: EM_CAPTION * s,
            line_h: px(CAPTION_LINE_H),
            pad: px(CAPTION_PAD),
        }
    }

    /// The width of one cell: its hex (with its collar) and the gap after it.
    fn slot_w(&self) -> i32 {
        (2.0 * self.outer).ceil() as i32 + self.gap
    }

    /// The height of a hex with its collar.
    fn hex_h(&self) -> i32 {
        (SQRT3 * self.outer).ceil() as i32
    }

    /// The width a caption may take under a hex.
    fn text_w(&self) -> f32 {
        (2.0 * self.outer).floor() - 4.0
    }

    /// The height of a row of cells whose longest caption has `lines` lines.
    fn row_h(&self, lines: usize) -> i32 {
        self.hex_h() + self.pad + lines as i32 * self.line_h + self.pad
    }
}

#[cfg(test)]
fn hex_h() -> i32 {
    Sizes::at(1.0, false).hex_h()
}

impl Renderer {
    /// The band of insets, as wide as the column above it (`col_w`) or as one inset's cells
    /// and title want when that is wider.
    pub(super) fn inset_band(&self, insets: &[Inset], col_w: i32) -> InsetBand {
        self.inset_band_sized(insets, col_w, 1.0, true)
    }

    /// The band of insets drawn `scale` times a whole board's size, `col_w` wide; wider only
    /// when `grow` and one inset's cells or title want more.
    pub(super) fn inset_band_sized(
        &self,
        insets: &[Inset],
        col_w: i32,
        scale: f32,
        grow: bool,
    ) -> InsetBand {
        let insets = &insets[..insets.len().min(MAX_INSETS)];
        if insets.is_empty() {
            return InsetBand::default();
        }
        let sizes = |i: &Inset| Sizes::at(scale, !i.around.is_empty());
        let widest = insets
            .iter()
            .map(|i| {
                let z = sizes(i);
                let cells = i.cells.len().clamp(1, MAX_CELLS) as i32 * z.slot_w() - z.gap;
                let title = self.width(z.em_title, &i.title).min(MAP_TARGET).ceil() as i32 + 2;
                cells.min(MAP_TARGET as i32).max(title)
            })
            .max()
            .unwrap_or(0);
        let one_cell = insets
            .iter()
            .map(|i| sizes(i).slot_w() - sizes(i).gap)
            .max()
            .unwrap_or(0);
        let w = if grow {
            col_w.max(widest).max(one_cell)
        } else {
            col_w.max(one_cell)
        };
        let mut h = 0;
        let mut rows = Vec::with_capacity(insets.len());
        for inset in insets {
            let z = sizes(inset);
            let per_row = ((w + z.gap) / z.slot_w()).max(1) as usize;
            let text_w = z.text_w();
            let cells = &inset.cells[..inset.cells.len().min(MAX_CELLS)];
            let captions: Vec<Vec<String>> = cells
                .iter()
                .map(|c| self.inset_caption(z.em_caption, &c.label, text_w))
                .collect();
            h += z.title_h;
            for row in captions.chunks(per_row) {
                let lines = row.iter().map(Vec::len).max().unwrap_or(0);
                h += z.row_h(lines) + ROW_GAP;
            }
            h += INSET_GAP - ROW_GAP;
            rows.push((per_row, captions));
        }
        h -= INSET_GAP;
        InsetBand {
            x: 0,
            y: 0,
            w,
            h: h.max(0),
            rows,
            scale,
        }
    }

    /// A caption broken into lines no wider than `max_w` at `em` ([`Renderer::wrap`]): at most
    /// `MAX_CAPTION_LINES` lines.
    fn inset_caption(&self, em: f32, text: &str, max_w: f32) -> Vec<String> {
        let mut lines = self.wrap(em, text, max_w);
        if lines.len() > MAX_CAPTION_LINES {
            lines.truncate(MAX_CAPTION_LINES);
            if let Some(last) = lines.last_mut() {
                *last = self.fit(em, &format!("{last} …"), max_w).into_owned();
            }
        }
        lines
    }

    /// Each inset: its title, then its hexes in rows, each with its caption under it.
    pub(super) fn draw_insets(&self, img: &mut RgbImage, band: &InsetBand, insets: &[Inset]) {
        let mut y = band.y;
        for (inset, (per_row, captions)) in insets.iter().zip(&band.rows) {
            let z = Sizes::at(band.scale, !inset.around.is_empty());
            let slot = z.slot_w();
            let around = &inset.around[..inset.around.len().min(MAX_AROUND)];
            let base = baseline_in(y as f32, (z.title_h - 4) as f32, z.em_title);
            let (em, title) = self.fit_shrinking(z.em_title, &inset.title, band.w as f32 - 1.0);
            self.bold_text(img, band.x as f32, base, em, PANEL_TEXT, &title);
            y += z.title_h;
            let cells = inset.cells.iter().zip(captions);
            let cells: Vec<(&HexCell, &Vec<String>)> = cells.collect();
            for row in cells.chunks((*per_row).max(1)) {
                let lines = row.iter().map(|(_, c)| c.len()).max().unwrap_or(0);
                for (i, (cell, caption)) in row.iter().enumerate() {
                    let left = band.x + i as i32 * slot;
                    self.draw_inset_cell(img, &z, left, y, cell, around, caption);
                }
                y += z.row_h(lines) + ROW_GAP;
            }
            y += INSET_GAP - ROW_GAP;
        }
    }

    /// One hex with its top-left corner (of its collar, if any) at (`left`, `top`), the
    /// collar of the hexes `around` it, and its caption under it.
    #[allow(clippy::too_many_arguments)]
    fn draw_inset_cell(
        &self,
        img: &mut RgbImage,
        z: &Sizes,
        left: i32,
        top: i32,
        cell: &HexCell,
        around: &[HexCell],
        caption: &[String],
    ) {
        let cx = left as f32 + z.outer;
        let cy = top as f32 + z.hex_h() as f32 / 2.0;
        if !around.is_empty() {
            self.draw_collar(img, z, cx, cy, around);
        }
        let inner = draw_hex_shape(img, cx, cy, z.hex, cell);
        // The label is the caption, under the hex rather than in its corner.
        let inside = HexCell {
            label: String::new(),
            ..cell.clone()
        };
        self.draw_hex_content(img, cx, cy, inner, z.hex / HEX_MAX, &inside, None);
        // The wormholes over any token at the rim: they are what a rotation is chosen by.
        draw_edge_marks(img, cx, cy, z.hex, &cell.edges);
        let mut line_top = (top + z.hex_h() + z.pad) as f32;
        for line in caption {
            let w = self.width(z.em_caption, line);
            let base = baseline_in(line_top, z.line_h as f32, z.em_caption);
            self.text(img, cx - w / 2.0, base, z.em_caption, PANEL_TEXT, line);
            line_top += z.line_h as f32;
        }
    }

    /// The collar round the hex centred at (`cx`, `cy`): each neighbour drawn whole where it
    /// lies, kept only within the collar's outline (so the picture shows the part of it
    /// nearest the hex, with the edge mark facing the hex), then its number in its part of
    /// the collar, beside that mark (clockwise of it).
    fn draw_collar(&self, img: &mut RgbImage, z: &Sizes, cx: f32, cy: f32, around: &[HexCell]) {
        let half_h = SQRT3 / 2.0 * z.outer;
        let x0 = (cx - z.outer).floor().max(0.0) as u32;
        let y0 = (cy - half_h).floor().max(0.0) as u32;
        let x1 = ((cx + z.outer).ceil() as u32 + 1).min(img.width());
        let y1 = ((cy + half_h).ceil() as u32 + 1).min(img.height());
        if x1 <= x0 || y1 <= y0 {
            return;
        }
        let mut part = image::imageops::crop_imm(img, x0, y0, x1 - x0, y1 - y0).to_image();
        let (ox, oy) = (cx - x0 as f32, cy - y0 as f32);
        let at = |h: &HexCell| {
            let (q, r) = (h.q as f32, h.r as f32);
            (1.5 * q * z.hex, SQRT3 * (r + q / 2.0) * z.hex)
        };
        for h in around {
            let (dx, dy) = at(h);
            draw_hex_shape(&mut part, ox + dx, oy + dy, z.hex, h);
            draw_edge_marks(&mut part, ox + dx, oy + dy, z.hex, &h.edges);
        }
        // Kept within the collar's outline (a hex of circumradius `outer`, flat-topped).
        for (x, y, p) in part.enumerate_pixels() {
            let (dx, dy) = ((x as f32 + 0.5 - ox).abs(), (y as f32 + 0.5 - oy).abs());
            if dy <= half_h && SQRT3 / 2.0 * dx + 0.5 * dy <= half_h {
                img.put_pixel(x0 + x, y0 + y, *p);
            }
        }
        // Each neighbour's number, in the middle of the collar's depth, clockwise of its mark.
        let depth = AROUND * z.hex;
        let (_, mark_r) = edge_mark_geometry(z.hex);
        for h in around {
            let (dx, dy) = at(h);
            let len = (dx * dx + dy * dy).sqrt();
            if h.label.is_empty() || len < 1.0 {
                continue;
            }
            let (ux, uy) = (dx / len, dy / len);
            let mid = SQRT3 / 2.0 * z.hex + depth / 2.0;
            let w = self.width(z.em_caption, &h.label);
            let along = mark_r + 4.0 + w / 2.0;
            let (tx, ty) = (cx + ux * mid - uy * along, cy + uy * mid + ux * along);
            let base = baseline_in(ty - z.line_h as f32 / 2.0, z.line_h as f32, z.em_caption);
            self.text(
                img,
                tx - w / 2.0,
                base,
                z.em_caption,
                label_color(h.fill),
                &h.label,
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::scene::{Rgb, Scene, TextLine};

    fn cell(label: &str, edges: [bool; 6]) -> HexCell {
        HexCell {
            q: 0,
            r: 0,
            fill: Rgb(30, 44, 84),
            outline: None,
            label: label.into(),
            marks: vec![],
            lines: vec![TextLine {
                text: "Sigma (2 VP)".into(),
                color: Rgb::WHITE,
            }],
            units: vec![],
            tokens: vec![],
            highlight: false,
            edges,
            forces: vec![],
        }
    }

    /// An inset of six hexes, each with a long caption, is drawn whole: every caption's every
    /// word reaches the picture, none is cut with "…", and every text lies inside it.
    #[test]
    fn an_inset_of_six_cells_is_drawn_whole() {
        let r = Renderer::new();
        let captions: Vec<String> = (0..6)
            .map(|k| format!("Rotation {k}: linked to 101, 203 · {k} wormholes to open space"))
            .collect();
        let mut scene = crate::render::sample::sample_scene(2);
        scene.insets = vec![Inset {
            title: "Sector 205 Zeta Draconis: choose a rotation".into(),
            cells: captions
                .iter()
                .enumerate()
                .map(|(k, c)| cell(c, std::array::from_fn(|d| d == k || d == (k + 2) % 6)))
                .collect(),
            around: vec![],
        }];
        let (img, drawn) = r.render_image_recorded(&scene);
        let drawn_text: Vec<&str> = drawn.iter().map(|d| d.text.as_str()).collect();
        assert!(
            drawn.iter().all(|d| !d.text.contains('…')),
            "{drawn_text:?}"
        );
        let all = drawn_text.join(" ");
        assert!(all.contains("Sector 205 Zeta Draconis: choose a rotation"));
        for c in &captions {
            // The caption's lines, in order, spell the caption.
            let at = drawn
                .iter()
                .position(|d| c.starts_with(&d.text) && d.text.starts_with("Rotation"))
                .unwrap_or_else(|| panic!("{c} not drawn: {drawn_text:?}"));
            let mut spelled = String::new();
            for d in &drawn[at..] {
                if !spelled.is_empty() {
                    spelled.push(' ');
                }
                spelled.push_str(&d.text);
                if spelled.len() >= c.len() {
                    break;
                }
            }
            assert_eq!(&spelled, c);
        }
        for d in &drawn {
            assert!(d.x >= 0.0 && d.x + r.width(d.em, &d.text) <= img.width() as f32 + 0.5);
            assert!(d.baseline > 0.0 && d.baseline <= img.height() as f32);
        }
        // Hex content is drawn in each inset hex too.
        let inside = drawn_text.iter().filter(|t| **t == "Sigma (2 VP)").count();
        assert_eq!(inside, 6, "{drawn_text:?}");
        // The band adds height under the map; the picture widens only as far as the band is
        // wider than the map (a wide map's hexes, kept small, grow to the band's width).
        let without = Scene {
            insets: vec![],
            ..scene.clone()
        };
        let (w0, h0) = r.canvas_size(&without);
        let (w1, h1) = r.canvas_size(&scene);
        assert!(w1 >= w0);
        assert!(h1 > h0 + hex_h() as u32);
        let places = r.hex_places(&scene);
        let left = places
            .iter()
            .map(|(x, _, s)| x - s)
            .fold(f32::MAX, f32::min);
        let right = places.iter().map(|(x, _, s)| x + s).fold(0.0f32, f32::max);
        let band = r.inset_band(&scene.insets, 0).w as f32;
        assert!(
            right - left + 1.0 >= band - 2.0 * crate::render::MAP_PAD,
            "{left} {right} {band}"
        );
    }

    /// An inset with hexes around its cells draws a collar round each cell: a neighbour's
    /// edge mark facing the cell shows where it lies (just across the shared edge), its
    /// number is drawn once per cell, outside the cell's hex and inside the collar; without
    /// hexes around, nothing is drawn there.
    #[test]
    fn an_inset_draws_the_hexes_around_each_cell() {
        use crate::render::{DrawnText, EDGE_MARK, px, recorded};
        let r = Renderer::new();
        let north = HexCell {
            q: 0,
            r: -1,
            label: "221".into(),
            lines: vec![],
            // A wormhole on its south edge, facing the cell.
            ..cell("", [false, false, false, true, false, false])
        };
        let inset = |around: Vec<HexCell>| Inset {
            title: "Sector 101: choose a rotation".into(),
            cells: vec![
                cell("Rotation 1", [false; 6]),
                cell("Rotation 2", [false; 6]),
            ],
            around,
        };
        let draw = |inset: &Inset| {
            let band = r.inset_band_sized(std::slice::from_ref(inset), 600, 1.0, true);
            recorded(|| {
                let mut img = RgbImage::new(band.w as u32, band.h as u32);
                r.draw_insets(&mut img, &band, std::slice::from_ref(inset));
                img
            })
        };
        let with = inset(vec![north.clone()]);
        let (img, drawn) = draw(&with);
        let z = Sizes::at(1.0, true);
        let (cx, cy) = (z.outer, TITLE_H as f32 + z.hex_h() as f32 / 2.0);
        // The neighbour's mark: its centre lies 0.88 of its apothem below the neighbour's.
        let mark_y = cy - SQRT3 * z.hex + 0.88 * SQRT3 / 2.0 * z.hex;
        let marked = |img: &RgbImage, x: f32| {
            (-6..=6).any(|d| {
                let (x, y) = ((x + d as f32) as u32, mark_y as u32);
                x < img.width() && y < img.height() && img.get_pixel(x, y).0 == px(EDGE_MARK).0
            })
        };
        assert!(
            marked(&img, cx),
            "the neighbour's mark in the first cell's collar"
        );
        assert!(marked(&img, cx + z.slot_w() as f32), "and in the second's");
        let labels: Vec<&DrawnText> = drawn.iter().filter(|d| d.text == "221").collect();
        assert_eq!(labels.len(), 2, "{drawn:?}");
        for d in labels {
            // In the collar: above the cell's hex, under the collar's top.
            assert!(d.baseline < cy - SQRT3 / 2.0 * z.hex + 2.0, "{d:?}");
            assert!(
                d.baseline - d.em > cy - SQRT3 / 2.0 * z.outer - 2.0,
                "{d:?}"
            );
        }
        let (plain, drawn) = draw(&inset(vec![]));
        assert!(!drawn.iter().any(|d| d.text == "221"));
        assert!(!marked(&plain, Sizes::at(1.0, false).hex));
        // Bad input never panics: neighbours far away, many of them, unlabelled.
        let far = HexCell {
            q: 40,
            r: -90,
            ..north.clone()
        };
        let _ = draw(&inset(vec![far; 20]));
    }

    /// A caption in a script written without spaces breaks between characters, and a scene
    /// holding only an inset (no map) is drawn with the inset's width.
    #[test]
    fn captions_without_spaces_wrap_and_an_inset_alone_is_drawn() {
        let r = Renderer::new();
        let long = "回転2：あなたのセクター101と203に接続・開けた宙域へのワームホール2つ";
        let scene = Scene {
            title: "T".into(),
            insets: vec![Inset {
                title: "セクター205".into(),
                cells: vec![cell(long, [true, false, false, false, false, false])],
                around: vec![],
            }],
            ..Scene::default()
        };
        let (_, drawn) = r.render_image_recorded(&scene);
        let lines: Vec<&str> = drawn
            .iter()
            .map(|d| d.text.as_str())
            .filter(|t| long.contains(*t) && !t.is_empty() && *t != "T")
            .collect();
        assert!(lines.len() >= 2, "{lines:?}");
        assert_eq!(lines.concat(), long);
        for d in &drawn {
            assert!(r.width(d.em, &d.text) <= 2.0 * INSET_HEX, "{}", d.text);
        }
        // Bad input never panics: an empty inset and a huge one.
        let mut odd = scene.clone();
        odd.insets = vec![
            Inset::default(),
            Inset {
                title: String::new(),
                cells: vec![cell("", [false; 6]); 500],
                around: vec![],
            },
        ];
        let _ = r.render_image(&odd);
    }
}
