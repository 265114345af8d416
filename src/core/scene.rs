//! What a board looks like, as plain data: games build a `Scene` from a view, `render` draws it.
//! No drawing code lives here, so game modules stay free of image crates.

use serde::{Deserialize, Serialize};

/// An sRGB colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    pub const WHITE: Rgb = Rgb(255, 255, 255);
    pub const BLACK: Rgb = Rgb(0, 0, 0);
    pub const GREY: Rgb = Rgb(150, 150, 150);
}

/// A whole board picture: a title, a hex map and/or a diagram of nodes and links, tracks, and
/// one side panel per player.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Scene {
    /// Top line, e.g. "Twilight Imperium — Round 1 — Strategy phase".
    pub title: String,
    /// Second line, e.g. "Waiting for: Alice".
    pub subtitle: String,
    /// Flat-topped hexes in axial coordinates (q, r); (0, 0) is the centre.
    pub hexes: Vec<HexCell>,
    /// Player panels, drawn beside the map in this order.
    pub panels: Vec<Panel>,
    /// Short lines drawn under the map (legend, objectives in play, ...).
    pub footer: Vec<String>,
    /// A board that is not a hex map: places (worlds, orbits, boxes) at free positions, drawn
    /// under the hex map if there is one.
    #[serde(default)]
    pub nodes: Vec<Node>,
    /// Lines between nodes (by id), drawn under the nodes.
    #[serde(default)]
    pub links: Vec<Link>,
    /// Rows of numbered boxes with markers (a turn track, a score track), in a band under the
    /// maps.
    #[serde(default)]
    pub tracks: Vec<Track>,
    /// Titled rows of stand-alone hexes drawn under the tracks (e.g. a drawn tile in each way
    /// it may be placed): each cell's `label` is its caption, drawn under it; `q` and `r` are
    /// not used.
    #[serde(default)]
    pub insets: Vec<Inset>,
    /// What a focus picture's key says of a hex beside its key letter: its name and, where the
    /// game knows it, what is happening there. A hex with none is keyed by its letter alone.
    /// Not part of the map's fingerprint (a hex's drawing is).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hex_names: Vec<HexName>,
    /// Short lines that explain the map's symbols (what a token's abbreviation stands for),
    /// drawn under a focus picture's key. A game that wants them on the whole board puts them
    /// in its footer too.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub legend: Vec<String>,
    /// Legend lines that each explain one token by its text ([`HexCell::tokens`]): a focus
    /// picture draws one only when a hex it shows draws that token, after [`Self::legend`].
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub token_legend: Vec<TokenLegend>,
}

/// What a token's text stands for (see [`Scene::token_legend`]).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct TokenLegend {
    /// The token's text, as its chip draws it.
    pub token: String,
    /// The legend's words for it, e.g. "XY = a token, in its owner's colour".
    pub text: String,
    /// Whether the token is a mark inside a chip's text (e.g. a `*` after a unit's name),
    /// found anywhere in it; otherwise it is a whole chip or a whole word of one.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub within: bool,
}

impl TokenLegend {
    /// Whether a chip whose text is `chip` draws this token: the chip is the token, or (for a
    /// mark, [`Self::within`]) holds it anywhere, or one of its words (split at spaces) is the
    /// token followed by nothing but marks (no letters or digits: "B1·0!" draws "B1·0",
    /// "B1·10" does not draw "B1·1"). A "+" joins words as a space does ("C2+p", a code and
    /// what is added to it, draws "C2"). An empty token is drawn by nothing.
    pub fn drawn_by(&self, chip: &str) -> bool {
        let token = self.token.trim();
        if token.is_empty() {
            return false;
        }
        if chip == token || (self.within && chip.contains(token)) {
            return true;
        }
        chip.split(|c: char| c.is_whitespace() || c == '+')
            .any(|w| {
                w.strip_prefix(token)
                    .is_some_and(|rest| !rest.chars().any(char::is_alphanumeric))
            })
    }
}

/// A hex's name for a focus picture's key (see [`Scene::hex_names`]).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct HexName {
    pub q: i32,
    pub r: i32,
    /// What the hex is, in a few words (a system's planets, or what it holds).
    pub name: String,
    /// What is happening there, in a few words, or empty.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub note: String,
}

impl Scene {
    /// A cheap fingerprint of the board's map and phase: the title (the round and phase) and
    /// what the map draws (the hexes, nodes and links with their units, tokens and labels); not
    /// the subtitle (whose turn), panels, footer or tracks. Insets count as map (a tile drawn
    /// to be placed). Equal fingerprints, the same map in the same phase. Stable across builds
    /// (FNV-1a over the JSON), so it may be stored; a scene without insets keeps the
    /// fingerprint it had before insets existed.
    pub fn map_fingerprint(&self) -> String {
        let json = if self.insets.is_empty() {
            serde_json::to_string(&(&self.title, &self.hexes, &self.nodes, &self.links))
        } else {
            serde_json::to_string(&(
                &self.title,
                &self.hexes,
                &self.nodes,
                &self.links,
                &self.insets,
            ))
        }
        .unwrap_or_default();
        format!("{:016x}", fnv(&json))
    }

    /// A fingerprint of the title alone (the round and phase), like [`Self::map_fingerprint`].
    pub fn title_fingerprint(&self) -> u64 {
        fnv(&self.title)
    }

    /// Each hex's position with a fingerprint of everything drawn in it (FNV-1a over its JSON,
    /// stable across builds): comparing two boards' lists tells which hexes changed.
    pub fn hex_digests(&self) -> Vec<((i32, i32), u64)> {
        self.hexes
            .iter()
            .map(|h| {
                (
                    (h.q, h.r),
                    fnv(&serde_json::to_string(h).unwrap_or_default()),
                )
            })
            .collect()
    }

    /// Each node's id with a fingerprint of everything drawn for it (FNV-1a over its JSON,
    /// stable across builds), like [`Self::hex_digests`]: comparing two boards' lists tells
    /// which nodes changed. Not where it stands: a board whose layout makes room for a crowded
    /// node shifts its neighbours (the rest of a row, the rows under it), and a node that only
    /// moved with the layout holds what it held, so it has not changed (else a focus picture
    /// would frame the shifted places and leave out, or give up on, the ones that changed).
    /// Nor whether it is highlighted: a highlight marks what a decision concerns (a focus
    /// picture frames the highlighted nodes anyway), and a highlight coming or going is no
    /// change of what the place holds (else the board after a decision would frame every
    /// place the decision concerned).
    pub fn node_digests(&self) -> Vec<(String, u64)> {
        self.nodes
            .iter()
            .map(|n| {
                let placed_nowhere = Node {
                    x: 0.0,
                    y: 0.0,
                    highlight: false,
                    ring: false,
                    ..n.clone()
                };
                (
                    n.id.clone(),
                    fnv(&serde_json::to_string(&placed_nowhere).unwrap_or_default()),
                )
            })
            .collect()
    }

    /// Every text the scene may draw (node ids, which are not drawn, are left out).
    pub fn texts(&self) -> Vec<String> {
        let mut out = vec![self.title.clone(), self.subtitle.clone()];
        for h in &self.hexes {
            cell_texts(h, &mut out);
        }
        for n in &self.nodes {
            out.push(n.label.clone());
            out.extend(n.lines.iter().map(|l| l.text.clone()));
            out.extend(n.units.iter().chain(&n.tokens).map(|c| c.text.clone()));
            out.push(n.caption.clone());
            out.extend(n.forces.iter().map(|c| c.text.clone()));
            out.push(n.name.clone());
        }
        out.extend(self.links.iter().map(|l| l.label.clone()));
        for t in &self.tracks {
            out.push(t.title.clone());
            out.extend(t.boxes.iter().map(|b| b.label.clone()));
            out.extend(t.markers.iter().map(|m| m.text.clone()));
        }
        for i in &self.insets {
            out.push(i.title.clone());
            for h in &i.cells {
                cell_texts(h, &mut out);
            }
            out.extend(i.around.iter().map(|h| h.label.clone()));
        }
        for p in &self.panels {
            out.push(p.title.clone());
            out.push(p.summary.clone());
            out.extend(p.lines.iter().cloned());
            out.extend(p.chips.iter().map(|c| c.text.clone()));
        }
        out.extend(self.footer.iter().cloned());
        for n in &self.hex_names {
            out.push(n.name.clone());
            out.push(n.note.clone());
        }
        out.extend(self.legend.iter().cloned());
        out.extend(self.token_legend.iter().map(|l| l.text.clone()));
        out.retain(|t| !t.is_empty());
        out
    }
}

/// Every text a hex draws.
fn cell_texts(h: &HexCell, out: &mut Vec<String>) {
    out.push(h.label.clone());
    out.extend(h.marks.iter().cloned());
    out.extend(h.lines.iter().map(|l| l.text.clone()));
    out.extend(h.units.iter().chain(&h.tokens).map(|c| c.text.clone()));
    out.extend(h.forces.iter().map(|c| c.text.clone()));
}

/// A stable digest of a text (FNV-1a, 64 bits): stored in place of a text that may hold any
/// character (a node's id).
pub fn text_digest(text: &str) -> u64 {
    fnv(text)
}

/// FNV-1a, 64 bits.
fn fnv(text: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

/// One system or sector on the map.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct HexCell {
    pub q: i32,
    pub r: i32,
    /// Background colour of the hex.
    pub fill: Rgb,
    /// A thick outline in this colour (e.g. a home system's owner); `None` = thin grey.
    pub outline: Option<Rgb>,
    /// Small label in the hex's top corner (the tile number).
    pub label: String,
    /// Marks such as "α", "β", "Nebula", "Rift", shown prominently.
    pub marks: Vec<String>,
    /// Text lines, typically one per planet ("Jord 4/2 IND" in the controller's colour).
    pub lines: Vec<TextLine>,
    /// Units in the system, one chip per owner ("2 DD 1 CV 3 FF").
    pub units: Vec<Chip>,
    /// Tokens (command tokens, custodians, ...), drawn as small coloured discs with text.
    pub tokens: Vec<Chip>,
    /// Highlight the hex (e.g. the active system).
    pub highlight: bool,
    /// A mark on each of the six edges that has one (flat-topped: N, NE, SE, S, SW, NW), such
    /// as an Eclipse wormhole.
    #[serde(default)]
    pub edges: [bool; 6],
    /// Who is in the hex and how strong, one chip per side in its colour with a few characters
    /// (a ship count, "3"): drawn on a whole board large enough to read when a chat shows the
    /// picture small, beside the detailed `units`. Left out of the fingerprints when empty, so
    /// a scene without it keeps the fingerprint it had before it existed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub forces: Vec<Chip>,
}

/// A line of text in a colour.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TextLine {
    pub text: String,
    pub color: Rgb,
}

/// A coloured rounded box with text: units of one owner, or a token.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Chip {
    pub color: Rgb,
    pub text: String,
}

/// A side panel for one player.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Panel {
    /// Player name, any script.
    pub title: String,
    /// The player's colour, drawn as a swatch/border.
    pub color: Rgb,
    /// Marks the panel of the player being waited for.
    pub active: bool,
    pub lines: Vec<String>,
    /// Coloured chips under the lines (e.g. technologies in their colours), wrapped onto as
    /// many rows as they need.
    #[serde(default)]
    pub chips: Vec<Chip>,
    /// The player's standing in a few words (e.g. victory points), shown beside the title
    /// where there is no room for the lines (a focus picture's list of players).
    #[serde(default)]
    pub summary: String,
}

/// The outline of a node.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Shape {
    /// A disc whose diameter is the node's `w` (`h` is not used).
    #[default]
    Circle,
    /// A rectangle `w` × `h`.
    Box,
    /// A rectangle `w` × `h` with rounded corners.
    RoundBox,
}

/// One place on a board that is not a hex map: a world, an orbit, a transfer box, a space on a
/// track of the game's own shape.
///
/// Positions and sizes are in scene units, the same for every node of a scene; the renderer
/// scales them together to fit the picture (one unit is at most 100 pixels). `x` grows to the
/// right and `y` downwards; `(x, y)` is the node's centre.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Node {
    /// What links refer to; not drawn.
    pub id: String,
    pub x: f32,
    pub y: f32,
    pub shape: Shape,
    /// Width (the diameter of a circle).
    pub w: f32,
    /// Height (boxes only).
    pub h: f32,
    pub fill: Rgb,
    /// A thick outline in this colour (e.g. an owner); `None` = thin grey.
    pub outline: Option<Rgb>,
    /// Name drawn on top inside the node ("Earth", "LEO", "3").
    pub label: String,
    /// Text lines under the label, like a hex's planet lines.
    pub lines: Vec<TextLine>,
    /// Pieces at the node, one chip per owner ("CV-2 RE").
    pub units: Vec<Chip>,
    /// Tokens, drawn as small discs with text.
    pub tokens: Vec<Chip>,
    /// A name drawn under the node, outside it (for nodes too small to hold their name).
    pub caption: String,
    /// Highlight the node (e.g. where the active fleet is).
    pub highlight: bool,
    /// Ring the node as a highlighted one, but as one of many a decision may reach (e.g. the
    /// worlds a far-seeing ship may explore): a focus picture rings it where it draws it and
    /// names it in its legend where not, but does not frame it (as it frames a highlighted
    /// one). Not part of the fingerprints, as the highlight is not.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub ring: bool,
    /// Who is at the node and how much, one chip per side and kind in its colour with a few
    /// characters (a count, "3"), like [`HexCell::forces`]: a whole board draws them, with
    /// the node's `name`, large enough to read when a chat shows the picture small, beside
    /// the node and clear of its detail. Left out of the fingerprints when empty.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub forces: Vec<Chip>,
    /// The place's name as a glance at a small picture reads it ("Earth"), drawn with the
    /// `forces` (a node without forces draws it nowhere). Left out of the fingerprints when
    /// empty.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub name: String,
}

impl Node {
    /// A node with no text and no pieces.
    pub fn new(
        id: impl Into<String>,
        x: f32,
        y: f32,
        shape: Shape,
        w: f32,
        h: f32,
        fill: Rgb,
    ) -> Self {
        Node {
            id: id.into(),
            x,
            y,
            shape,
            w,
            h,
            fill,
            outline: None,
            label: String::new(),
            lines: vec![],
            units: vec![],
            tokens: vec![],
            caption: String::new(),
            highlight: false,
            ring: false,
            forces: vec![],
            name: String::new(),
        }
    }
}

/// How a link is stroked.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LinkStyle {
    #[default]
    Solid,
    Dashed,
}

/// A line between two nodes, e.g. a route between an orbit and a flyby box.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Link {
    /// Node ids; a link naming a node that is not in the scene is not drawn.
    pub from: String,
    pub to: String,
    pub style: LinkStyle,
    pub color: Rgb,
    /// An arrowhead at `to` (a one-way route).
    pub arrow: bool,
    /// Drawn at the middle of the line (a cost, a time), or empty.
    pub label: String,
}

impl Link {
    /// A solid, two-way link with no label.
    pub fn new(from: impl Into<String>, to: impl Into<String>, color: Rgb) -> Self {
        Link {
            from: from.into(),
            to: to.into(),
            style: LinkStyle::Solid,
            color,
            arrow: false,
            label: String::new(),
        }
    }
}

/// A titled row of stand-alone hexes under the map, each with its caption (its `label`) under
/// it; a row wider than the map's column wraps onto more rows.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Inset {
    pub title: String,
    pub cells: Vec<HexCell>,
    /// The hexes around each cell, drawn around every one of them where they lie (`q`, `r`
    /// relative to the cell, which stands at 0, 0; a neighbour is one step away): a narrow
    /// collar of each, the part nearest the cell, with its edge mark facing the cell and its
    /// `label` (their lines, units and tokens are not drawn). E.g. a drawn tile's neighbours,
    /// so that the ways to place it differ visibly by what their edges meet. Empty: none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub around: Vec<HexCell>,
}

/// A titled row of boxes (a turn track, a score track) with markers on some boxes.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Track {
    pub title: String,
    /// The boxes in order, left to right (a long track wraps onto more rows).
    pub boxes: Vec<TrackBox>,
    /// Markers; one whose `at` is not a box is not drawn.
    pub markers: Vec<TrackMarker>,
}

impl Track {
    /// A track whose boxes are numbered `numbers`, with no markers.
    pub fn numbered(title: impl Into<String>, numbers: impl IntoIterator<Item = i64>) -> Self {
        Track {
            title: title.into(),
            boxes: numbers
                .into_iter()
                .map(|n| TrackBox {
                    label: n.to_string(),
                    fill: None,
                })
                .collect(),
            markers: vec![],
        }
    }
}

/// One box of a track.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TrackBox {
    /// Usually its number ("2030", "7").
    pub label: String,
    /// A colour for a box that matters (an economic year); `None` = the panel colour.
    pub fill: Option<Rgb>,
}

/// A marker on a track: a small disc with a short text, in a colour.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TrackMarker {
    /// Index of the box in `Track::boxes`.
    pub at: usize,
    pub color: Rgb,
    pub text: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_scene_saved_before_nodes_existed_still_loads() {
        let old = r#"{"title":"T","subtitle":"S","hexes":[],"panels":[],"footer":["F"]}"#;
        let scene: Scene = serde_json::from_str(old).unwrap();
        assert!(scene.nodes.is_empty() && scene.links.is_empty() && scene.tracks.is_empty());
        assert_eq!(scene.texts(), ["T", "S", "F"]);
        let back: Scene = serde_json::from_str(&serde_json::to_string(&scene).unwrap()).unwrap();
        assert_eq!(back, scene);
    }

    /// A hex's name and the legend are texts of the scene, not of its map: they leave the
    /// map's fingerprint and the hexes' digests alone, and a scene without them is saved as
    /// before they existed.
    #[test]
    fn hex_names_and_the_legend_are_texts_not_map() {
        let old = r#"{"title":"T","subtitle":"S","hexes":[],"panels":[],"footer":["F"]}"#;
        let a: Scene = serde_json::from_str(old).unwrap();
        assert!(!serde_json::to_string(&a).unwrap().contains("hex_names"));
        let mut b = a.clone();
        b.hex_names = vec![HexName {
            q: 1,
            r: -1,
            name: "Quann".into(),
            note: "activated by bob".into(),
        }];
        b.legend = vec!["XY = a token".into()];
        b.token_legend = vec![TokenLegend {
            token: "K".into(),
            text: "K = the keeper".into(),
            within: false,
        }];
        assert_eq!(a.map_fingerprint(), b.map_fingerprint());
        assert_eq!(a.hex_digests(), b.hex_digests());
        let texts = b.texts();
        for t in [
            "Quann",
            "activated by bob",
            "XY = a token",
            "K = the keeper",
        ] {
            assert!(texts.iter().any(|x| x == t), "{t} missing from {texts:?}");
        }
        let back: Scene = serde_json::from_str(&serde_json::to_string(&b).unwrap()).unwrap();
        assert_eq!(back, b);
    }

    /// A legend's token is drawn by a chip that is it, or whose word is it (marks after it
    /// aside, not digits); a mark ([`TokenLegend::within`]) anywhere in a chip's text.
    #[test]
    fn a_token_is_drawn_by_whole_words_or_as_a_mark() {
        let word = |t: &str| TokenLegend {
            token: t.into(),
            text: String::new(),
            within: false,
        };
        let mark = |t: &str| TokenLegend {
            within: true,
            ..word(t)
        };
        assert!(word("XY").drawn_by("XY"));
        assert!(word("B1·0").drawn_by("b7 B1·0"));
        assert!(word("B1·0").drawn_by("b7 B1·0!"));
        assert!(!word("B1·1").drawn_by("b7 B1·10"));
        assert!(!word("B1·0").drawn_by("b7 B2·0"));
        assert!(word("C2").drawn_by("s3 C2+p"));
        assert!(word("C2").drawn_by("s3 C2+p*"));
        assert!(!word("C2").drawn_by("s3 C2c+p"));
        assert!(!word("*").drawn_by("s1 C2*"));
        assert!(mark("*").drawn_by("s1 C2*"));
        assert!(mark("*").drawn_by("o s1 C2* [a]"));
        assert!(!mark("*").drawn_by("s1 C2"));
        assert!(!mark("").drawn_by("s1 C2"));
        assert!(!word(" ").drawn_by(" "));
    }

    /// One board per change of the map (issue 16): whose turn (the subtitle) and the panels
    /// leave the fingerprint alone; a unit on the map or a new phase (the title) change it.
    #[test]
    fn the_map_fingerprint_changes_with_the_map_and_phase_not_the_turn() {
        let old = r#"{"title":"T","subtitle":"S","hexes":[],"panels":[],"footer":["F"]}"#;
        let a: Scene = serde_json::from_str(old).unwrap();
        let mut turn = a.clone();
        turn.subtitle = "Waiting for: bob".into();
        turn.footer.push("VP 1".into());
        assert_eq!(a.map_fingerprint(), turn.map_fingerprint());
        let mut moved = a.clone();
        moved.nodes.push(Node::new(
            "n",
            0.0,
            0.0,
            Shape::Circle,
            1.0,
            1.0,
            Rgb::WHITE,
        ));
        assert_ne!(a.map_fingerprint(), moved.map_fingerprint());
        let mut phase = a.clone();
        phase.title = "T — Action phase".into();
        assert_ne!(a.map_fingerprint(), phase.map_fingerprint());
        assert_eq!(a.map_fingerprint().len(), 16);
    }

    /// Insets are map: they change the fingerprint and their title and captions are texts;
    /// a scene without them keeps the fingerprint stored before insets existed.
    #[test]
    fn insets_are_part_of_the_map_fingerprint_and_the_texts() {
        let old = r#"{"title":"T","subtitle":"S","hexes":[],"panels":[],"footer":["F"]}"#;
        let a: Scene = serde_json::from_str(old).unwrap();
        let before = serde_json::to_string(&(&a.title, &a.hexes, &a.nodes, &a.links)).unwrap();
        assert_eq!(a.map_fingerprint(), format!("{:016x}", fnv(&before)));
        let cell = HexCell {
            q: 0,
            r: 0,
            fill: Rgb::GREY,
            outline: None,
            label: "Rotation 2".into(),
            marks: vec![],
            lines: vec![TextLine {
                text: "Sigma".into(),
                color: Rgb::WHITE,
            }],
            units: vec![],
            tokens: vec![],
            highlight: false,
            edges: [true, false, false, false, false, false],
            forces: Vec::new(),
        };
        let mut b = a.clone();
        b.insets = vec![Inset {
            title: "Choose".into(),
            cells: vec![cell.clone()],
            around: vec![],
        }];
        assert_ne!(a.map_fingerprint(), b.map_fingerprint());
        let mut turned = b.clone();
        turned.insets[0].cells[0].edges = [false, true, false, false, false, false];
        assert_ne!(b.map_fingerprint(), turned.map_fingerprint());
        let texts = b.texts();
        for t in ["Choose", "Rotation 2", "Sigma"] {
            assert!(texts.iter().any(|x| x == t), "{t} missing from {texts:?}");
        }
        assert_eq!(
            serde_json::from_str::<Scene>(&serde_json::to_string(&b).unwrap()).unwrap(),
            b
        );
    }

    /// A node's digest changes with what is drawn for it (a unit arriving), not with another
    /// node; ids are kept as they are, whatever their characters.
    #[test]
    fn node_digests_tell_which_node_changed() {
        let mut a = Scene::default();
        for id in ["w-earth", "w moon;:,", ""] {
            a.nodes
                .push(Node::new(id, 0.0, 0.0, Shape::Circle, 1.0, 1.0, Rgb::WHITE));
        }
        let before = a.node_digests();
        assert_eq!(before.len(), 3);
        assert_eq!(before[1].0, "w moon;:,");
        let mut b = a.clone();
        b.nodes[1].units.push(Chip {
            color: Rgb::GREY,
            text: "s1 C2".into(),
        });
        let after = b.node_digests();
        assert_eq!(after[0], before[0]);
        assert_eq!(after[2], before[2]);
        assert_eq!(after[1].0, before[1].0);
        assert_ne!(after[1].1, before[1].1);
        // A node the layout moved (a crowded neighbour grew) holds what it held: unchanged.
        let mut shifted = a.clone();
        shifted.nodes[0].x += 1.5;
        shifted.nodes[2].y -= 0.7;
        assert_eq!(shifted.node_digests(), before);
        assert_eq!(text_digest("w-earth"), text_digest("w-earth"));
        assert_ne!(text_digest("w-earth"), text_digest("w-mars"));
    }

    /// A node's glance (its forces and name) is saved only when it has one: a node without
    /// keeps the JSON, so the digest, it had before they existed; one with them differs.
    #[test]
    fn a_node_without_a_glance_keeps_its_old_json_and_digest() {
        let n = Node::new("w-earth", 1.0, 2.0, Shape::Circle, 1.0, 1.0, Rgb::WHITE);
        let json = serde_json::to_string(&n).unwrap();
        assert!(
            !json.contains("forces") && !json.contains("\"name\""),
            "{json}"
        );
        let old = r#"{"id":"w-earth","x":1.0,"y":2.0,"shape":"circle","w":1.0,"h":1.0,"fill":[255,255,255],"outline":null,"label":"","lines":[],"units":[],"tokens":[],"caption":"","highlight":false}"#;
        assert_eq!(serde_json::from_str::<Node>(old).unwrap(), n);
        let scene = |n: Node| Scene {
            nodes: vec![n],
            ..Scene::default()
        };
        let mut tagged = n.clone();
        tagged.name = "Earth".into();
        tagged.forces = vec![Chip {
            color: Rgb::GREY,
            text: "2".into(),
        }];
        assert_ne!(
            scene(n.clone()).node_digests(),
            scene(tagged.clone()).node_digests()
        );
        let back: Node = serde_json::from_str(&serde_json::to_string(&tagged).unwrap()).unwrap();
        assert_eq!(back, tagged);
    }

    #[test]
    fn texts_include_nodes_links_and_tracks_but_not_ids() {
        let mut earth = Node::new("id-earth", 0.0, 0.0, Shape::Circle, 1.0, 1.0, Rgb::WHITE);
        earth.label = "Earth".into();
        earth.caption = "home".into();
        earth.lines = vec![TextLine {
            text: "Helio 0".into(),
            color: Rgb::BLACK,
        }];
        earth.units = vec![Chip {
            color: Rgb::GREY,
            text: "CV-2".into(),
        }];
        earth.tokens = vec![Chip {
            color: Rgb::GREY,
            text: "A".into(),
        }];
        earth.forces = vec![Chip {
            color: Rgb::GREY,
            text: "7".into(),
        }];
        earth.name = "Terra".into();
        let mut track = Track::numbered("Year", 2030..=2031);
        track.markers = vec![TrackMarker {
            at: 1,
            color: Rgb::WHITE,
            text: "Y".into(),
        }];
        let scene = Scene {
            title: "Title".into(),
            nodes: vec![earth],
            links: vec![Link {
                label: "Δv 3".into(),
                ..Link::new("id-earth", "id-moon", Rgb::GREY)
            }],
            tracks: vec![track],
            ..Scene::default()
        };
        let texts = scene.texts();
        for t in [
            "Title", "Earth", "home", "Helio 0", "CV-2", "A", "Δv 3", "Year", "2030", "2031", "Y",
            "7", "Terra",
        ] {
            assert!(texts.iter().any(|x| x == t), "{t} missing from {texts:?}");
        }
        assert!(!texts.iter().any(|t| t.starts_with("id-")), "{texts:?}");
        // Serde names the shapes and styles plainly.
        let json = serde_json::to_string(&scene).unwrap();
        assert!(json.contains(r#""shape":"circle""#) && json.contains(r#""style":"solid""#));
        assert_eq!(serde_json::from_str::<Scene>(&json).unwrap(), scene);
    }
}
