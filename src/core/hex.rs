//! Hex coordinates for flat-topped hex maps, in axial form (q, r), and the "ring position"
//! numbering that TI4 map strings use: position 0 is the centre, ring k holds positions
//! `3k(k-1)+1 ..= 3k(k+1)`, each ring starts directly north of the centre and runs clockwise.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Hex {
    pub q: i32,
    pub r: i32,
}

/// Flat-topped directions in clockwise order, starting north: N, NE, SE, S, SW, NW.
pub const DIRECTIONS: [Hex; 6] = [
    Hex { q: 0, r: -1 },
    Hex { q: 1, r: -1 },
    Hex { q: 1, r: 0 },
    Hex { q: 0, r: 1 },
    Hex { q: -1, r: 1 },
    Hex { q: -1, r: 0 },
];

impl std::ops::Add for Hex {
    type Output = Hex;

    fn add(self, o: Hex) -> Hex {
        Hex::new(self.q + o.q, self.r + o.r)
    }
}

impl Hex {
    pub const ORIGIN: Hex = Hex { q: 0, r: 0 };

    pub fn new(q: i32, r: i32) -> Self {
        Hex { q, r }
    }

    pub fn scale(self, k: i32) -> Hex {
        Hex::new(self.q * k, self.r * k)
    }

    /// Distance in steps between two hexes.
    pub fn distance(self, o: Hex) -> u32 {
        let dq = self.q - o.q;
        let dr = self.r - o.r;
        ((dq.abs() + dr.abs() + (dq + dr).abs()) / 2) as u32
    }

    pub fn neighbors(self) -> [Hex; 6] {
        DIRECTIONS.map(|d| self + d)
    }

    pub fn is_adjacent(self, o: Hex) -> bool {
        self.distance(o) == 1
    }

    /// The hex at a ring position (see the module doc).
    pub fn from_position(pos: u32) -> Hex {
        if pos == 0 {
            return Hex::ORIGIN;
        }
        let mut ring = 1;
        while 3 * ring * (ring + 1) < pos {
            ring += 1;
        }
        let index = pos - (3 * ring * (ring - 1) + 1);
        let k = ring as i32;
        // Start north, then walk clockwise: each side of the ring has `ring` hexes.
        let mut h = DIRECTIONS[0].scale(k);
        let side = (index / ring) as usize;
        let step = (index % ring) as i32;
        // Along the ring from corner `d` you walk in direction d+2.
        for s in 0..side {
            h = h + DIRECTIONS[(s + 2) % 6].scale(k);
        }
        h + DIRECTIONS[(side + 2) % 6].scale(step)
    }

    /// The ring position of this hex (inverse of `from_position`).
    pub fn position(self) -> u32 {
        let ring = self.distance(Hex::ORIGIN);
        if ring == 0 {
            return 0;
        }
        let first = 3 * ring * (ring - 1) + 1;
        (first..first + 6 * ring)
            .find(|&p| Hex::from_position(p) == self)
            .unwrap_or(first)
    }

    /// The ring this hex is on (0 = centre).
    pub fn ring(self) -> u32 {
        self.distance(Hex::ORIGIN)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ring_positions_follow_the_map_string_convention() {
        // Position 0's neighbours are 1..6 in the order N, NE, SE, S, SW, NW.
        for (i, d) in DIRECTIONS.iter().enumerate() {
            assert_eq!(Hex::from_position(i as u32 + 1), *d);
        }
        // Position 1 (north of the centre) neighbours 7, 8, 2, 0, 6, 18 (N, NE, SE, S, SW, NW).
        let expected = [7, 8, 2, 0, 6, 18];
        let got: Vec<u32> = Hex::from_position(1)
            .neighbors()
            .iter()
            .map(|h| h.position())
            .collect();
        assert_eq!(got, expected);
        // Position 9 neighbours 21, 22, 23, 10, 2, 8.
        let got: Vec<u32> = Hex::from_position(9)
            .neighbors()
            .iter()
            .map(|h| h.position())
            .collect();
        assert_eq!(got, [21, 22, 23, 10, 2, 8]);
        for p in 0..=60 {
            assert_eq!(Hex::from_position(p).position(), p);
        }
        assert_eq!(Hex::from_position(19).ring(), 3);
        assert_eq!(Hex::from_position(36).ring(), 3);
    }
}
