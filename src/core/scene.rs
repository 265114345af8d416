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

/// A whole board picture: a title, a hex map and one side panel per player.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
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
}

impl Scene {
    /// Every text the scene draws, in drawing order.
    pub fn texts(&self) -> Vec<String> {
        let mut out = vec![self.title.clone(), self.subtitle.clone()];
        for h in &self.hexes {
            out.push(h.label.clone());
            out.extend(h.marks.iter().cloned());
            out.extend(h.lines.iter().map(|l| l.text.clone()));
            out.extend(h.units.iter().chain(&h.tokens).map(|c| c.text.clone()));
        }
        for p in &self.panels {
            out.push(p.title.clone());
            out.extend(p.lines.iter().cloned());
        }
        out.extend(self.footer.iter().cloned());
        out.retain(|t| !t.is_empty());
        out
    }
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
}
