//! Exact combat odds for one Eclipse (first edition) battle between two fleets (§6).
//!
//! Rules modelled: missiles fire once, before the cannons, group by group in initiative order
//! (row 91); then engagement rounds, each ship group activating in initiative order with the
//! defender first on ties (rows 87-88, digest E6), until one side is gone (row 92). A die hits
//! on a natural 6, never on a natural 1, otherwise when roll + computers − target shields ≥ 6
//! (row 94); damage per die is 1, 2 or 4 (row 95); a ship is destroyed when its damage exceeds its
//! hull (row 96). Nobody retreats. When neither side has a weapon that could still fire the
//! battle is a stalemate, reported as a draw (under row 104 the attacker would have to retreat).
//!
//! Hits are assigned by the firing side with one fixed policy, the seed's policy for neutral
//! ships (§6, L3063-3107) used for everyone: destroy the biggest enemy ship the hitting dice can
//! destroy (with the dice that waste the least damage, the weakest suitable dice first), repeat;
//! when no ship can be destroyed any more, each remaining hitting die damages the biggest ship it
//! can hit. "Biggest" is the GCDS, then dreadnoughts, cruisers, starbases, Ancients,
//! interceptors; then higher full hit points; then the most damaged.
//!
//! No sampling: the battle is a Markov chain on (hit points left of every ship, whose activation
//! is next). Ships of one group are interchangeable, so each group's hit points are kept sorted.
//! Activations that change nothing form a cycle that is solved in closed form, so the result is
//! exact up to float rounding. The states visited are bounded by [`MAX_STATES`] (and a quick
//! upper estimate by [`MAX_ESTIMATE`]); larger battles get an error instead of a long wait.
//!
//! Pure: no IO.

use std::collections::HashMap;
use std::rc::Rc;

use serde::{Deserialize, Serialize};

use crate::core::Msg;
use crate::games::eclipse::content::{Blueprint, PartId, ShipClass, SpeciesId, content};
use crate::games::eclipse::ships::{ShipStats, layout_problems};

/// The most ships one side may list.
pub const MAX_SHIPS_PER_SIDE: u32 = 24;

/// The most battle states the calculator visits before it gives up.
pub const MAX_STATES: u64 = 500_000;

/// The largest upper estimate of the state space (every hit-point combination of every group)
/// the calculator starts on.
pub const MAX_ESTIMATE: u64 = 1_000_000_000;

/// Probabilities of the three outcomes, the same result type as the TI4 calculator's. Here
/// `draw` is a stalemate: both sides have ships left and neither can fire any more.
pub use crate::core::odds::Odds;

/// What a ship is, for the "biggest ship" order of the hit policy.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ShipKind {
    Interceptor,
    Ancient,
    Starbase,
    Cruiser,
    Dreadnought,
    Gcds,
}

impl From<ShipClass> for ShipKind {
    fn from(c: ShipClass) -> ShipKind {
        match c {
            ShipClass::Interceptor => ShipKind::Interceptor,
            ShipClass::Cruiser => ShipKind::Cruiser,
            ShipClass::Dreadnought => ShipKind::Dreadnought,
            ShipClass::Starbase => ShipKind::Starbase,
        }
    }
}

/// Identical ships of one side: they activate together (row 89).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Group {
    pub kind: ShipKind,
    pub stats: ShipStats,
    pub count: u32,
}

/// One side of a battle.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fleet {
    pub groups: Vec<Group>,
}

impl Fleet {
    /// Adds `count` ships, merging them into an existing identical group.
    pub fn add(&mut self, kind: ShipKind, stats: ShipStats, count: u32) {
        if count == 0 {
            return;
        }
        match self
            .groups
            .iter_mut()
            .find(|g| g.kind == kind && g.stats == stats)
        {
            Some(g) => g.count += count,
            None => self.groups.push(Group { kind, stats, count }),
        }
    }

    pub fn ships(&self) -> u32 {
        self.groups.iter().map(|g| g.count).sum()
    }
}

// ---------------------------------------------------------------------------------------------
// Dice arithmetic
// ---------------------------------------------------------------------------------------------

/// Whether one die hits (row 94): natural 6 always, natural 1 never, else roll + computers −
/// shields ≥ 6.
pub fn die_hits(roll: u8, computer: i32, shield: i32) -> bool {
    match roll {
        6 => true,
        1 => false,
        r => i32::from(r) + computer - shield >= 6,
    }
}

/// Chance that one die hits: `clamp(1 + computer − shield, 1, 5) / 6`.
pub fn hit_probability(computer: i32, shield: i32) -> f64 {
    f64::from((1 + computer - shield).clamp(1, 5)) / 6.0
}

/// The binomial coefficient C(n, k) (0 when k > n).
pub fn choose(n: u32, k: u32) -> f64 {
    if k > n {
        return 0.0;
    }
    let k = k.min(n - k);
    (0..k).fold(1.0, |acc, i| acc * f64::from(n - i) / f64::from(i + 1))
}

/// P(exactly `k` hits with `n` dice that each hit with chance `p`).
pub fn binomial(n: u32, k: u32, p: f64) -> f64 {
    choose(n, k) * p.powi(k as i32) * (1.0 - p).powi((n - k.min(n)) as i32)
}

// ---------------------------------------------------------------------------------------------
// Fleet strings
// ---------------------------------------------------------------------------------------------

/// Part names accepted in a blueprint list: the JSON ids (with `-` or `_`) and short forms.
fn resolve_part(name: &str) -> Option<PartId> {
    let n = name.trim().to_ascii_lowercase().replace('-', "_");
    let short = match n.as_str() {
        "ion" => Some(PartId::IonCannon),
        "plasma" => Some(PartId::PlasmaCannon),
        "antimatter" => Some(PartId::AntimatterCannon),
        "missile" | "missiles" => Some(PartId::PlasmaMissile),
        "improved" | "hull2" => Some(PartId::ImprovedHull),
        "electron" | "computer1" => Some(PartId::ElectronComputer),
        "positron" | "computer2" => Some(PartId::PositronComputer),
        "gluon" | "computer3" => Some(PartId::GluonComputer),
        "gauss" | "shield1" => Some(PartId::GaussShield),
        "phase" | "shield2" => Some(PartId::PhaseShield),
        "drive1" => Some(PartId::NuclearDrive),
        "drive2" => Some(PartId::FusionDrive),
        "drive3" => Some(PartId::TachyonDrive),
        "source1" => Some(PartId::NuclearSource),
        "source2" => Some(PartId::FusionSource),
        "source3" => Some(PartId::TachyonSource),
        _ => None,
    };
    short.or_else(|| {
        content().parts.iter().map(|p| p.id).find(|id| {
            serde_json::to_value(id)
                .ok()
                .and_then(|v| v.as_str().map(|s| s == n))
                .unwrap_or(false)
        })
    })
}

const SHORT_PARTS: &str = "ion, plasma, antimatter, missile, hull, improved, electron, positron, \
gluon, gauss, phase, drive1, drive2, drive3, source1, source2, source3 (or the full names, e.g. \
fusion_drive, and the ancient parts axion_computer, hypergrid_source, shard_hull, ion_turret, \
conformal_drive, flux_shield)";

const SHIP_NAMES: &str = "interceptor, cruiser, dreadnought, starbase (optionally after a species \
such as “orion cruiser”), ancient, gcds";

/// Splits at commas outside brackets.
fn split_items(text: &str) -> Result<Vec<&str>, Msg> {
    let mut items = Vec::new();
    let mut depth = 0i32;
    let mut start = 0;
    for (i, ch) in text.char_indices() {
        match ch {
            '[' => depth += 1,
            ']' => depth -= 1,
            ',' | ';' | '\n' if depth == 0 => {
                items.push(&text[start..i]);
                start = i + ch.len_utf8();
            }
            _ => {}
        }
        if !(0..=1).contains(&depth) {
            return Err(Msg::new("eclipse-odds-brackets").text("text", text.trim()));
        }
    }
    if depth != 0 {
        return Err(Msg::new("eclipse-odds-brackets").text("text", text.trim()));
    }
    items.push(&text[start..]);
    Ok(items
        .into_iter()
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .collect())
}

/// Parses a fleet (see docs/commands.md): items separated by commas, each `[N] ship` where
/// `ship` is `interceptor`, `cruiser`, `dreadnought` or `starbase` (the Terran blueprint, or a
/// species' blueprint after its name: `orion cruiser`), optionally followed by the full part
/// list in brackets (`cruiser[ion, ion, hull, electron, drive1, source1]`), or `ancient` /
/// `gcds`. Part lists are checked like an Upgrade (slots, energy, drive), without the
/// technology rule.
pub fn parse_fleet(text: &str) -> Result<Fleet, Msg> {
    let mut fleet = Fleet::default();
    for item in split_items(text)? {
        let (count, ship) = split_count(item)?;
        let (kind, stats) = parse_ship(ship)?;
        fleet.add(kind, stats, count);
        if fleet.ships() > MAX_SHIPS_PER_SIDE {
            return Err(Msg::new("eclipse-odds-too-many")
                .num("count", i64::from(fleet.ships()))
                .num("max", i64::from(MAX_SHIPS_PER_SIDE)));
        }
    }
    if fleet.ships() == 0 {
        return Err(Msg::new("eclipse-odds-empty"));
    }
    Ok(fleet)
}

fn split_count(item: &str) -> Result<(u32, &str), Msg> {
    let Some(first) = item.chars().next() else {
        return Err(Msg::new("eclipse-odds-empty"));
    };
    if !first.is_ascii_digit() {
        return Ok((1, item));
    }
    let digits: String = item.chars().take_while(|c| c.is_ascii_digit()).collect();
    let rest = item[digits.len()..].trim_start_matches(['x', 'X']).trim();
    let count: u32 = digits
        .parse()
        .ok()
        .filter(|n| *n <= MAX_SHIPS_PER_SIDE)
        .ok_or_else(|| {
            Msg::new("eclipse-odds-bad-count")
                .text("item", item)
                .num("max", i64::from(MAX_SHIPS_PER_SIDE))
        })?;
    if rest.is_empty() {
        return Err(Msg::new("eclipse-odds-missing-name").text("item", item));
    }
    Ok((count, rest))
}

fn parse_ship(text: &str) -> Result<(ShipKind, ShipStats), Msg> {
    let (head, parts) = match text.split_once('[') {
        Some((head, rest)) => (head.trim(), Some(rest.trim_end().trim_end_matches(']'))),
        None => (text.trim(), None),
    };
    let lower = head.to_ascii_lowercase();
    let unknown = || {
        Msg::new("eclipse-odds-unknown-ship")
            .text("name", head)
            .text("accepted", SHIP_NAMES)
    };
    let neutrals = &content().tables.neutrals;
    let neutral = match lower.as_str() {
        "ancient" | "ancients" => Some((ShipKind::Ancient, &neutrals.ancient)),
        "gcds" => Some((ShipKind::Gcds, &neutrals.gcds)),
        _ => None,
    };
    if let Some((kind, n)) = neutral {
        if parts.is_some() {
            return Err(Msg::new("eclipse-odds-neutral-parts").text("name", head));
        }
        return Ok((kind, ShipStats::neutral(n)));
    }
    let words: Vec<&str> = lower.split_whitespace().collect();
    let (species, class) = match words.as_slice() {
        [class] => (SpeciesId::Terran, *class),
        [species, class] => (SpeciesId::parse(species).ok_or_else(unknown)?, *class),
        _ => return Err(unknown()),
    };
    let class = ShipClass::parse(class).ok_or_else(unknown)?;
    let blueprint = content()
        .species(species)
        .map(|s| s.blueprints.get(class))
        .ok_or_else(unknown)?;
    let stats = match parts {
        None => ShipStats::from_blueprint(blueprint),
        Some(list) => custom_layout(class, blueprint, list)?,
    };
    Ok((class.into(), stats))
}

fn custom_layout(class: ShipClass, blueprint: &Blueprint, list: &str) -> Result<ShipStats, Msg> {
    let mut layout: Vec<Option<PartId>> = Vec::new();
    for name in list.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let part = resolve_part(name).ok_or_else(|| {
            Msg::new("eclipse-odds-unknown-part")
                .text("name", name)
                .text("accepted", SHORT_PARTS)
        })?;
        layout.push(Some(part));
    }
    if layout.len() > blueprint.slots.len() {
        return Err(Msg::new("eclipse-odds-too-many-parts")
            .msg("ship", class.name_msg())
            .num("slots", blueprint.slots.len() as i64)
            .num("parts", layout.len() as i64));
    }
    layout.resize(blueprint.slots.len(), None);
    if let Some(problem) = layout_problems(class, blueprint, &layout, |_| true)
        .into_iter()
        .next()
    {
        return Err(Msg::new("eclipse-odds-illegal-blueprint").msg("problem", problem));
    }
    Ok(ShipStats::from_layout(blueprint, &layout))
}

// ---------------------------------------------------------------------------------------------
// The battle
// ---------------------------------------------------------------------------------------------

/// The outcomes of one volley: (probability, the target side's hit points afterwards).
type Volley = Vec<(f64, Vec<u8>)>;

/// Result triple in the order attacker, draw, defender.
type Triple = [f64; 3];
const ATTACKER_WINS: Triple = [1.0, 0.0, 0.0];
const DEFENDER_WINS: Triple = [0.0, 0.0, 1.0];
const STALEMATE: Triple = [0.0, 1.0, 0.0];

/// A group in the combined battle: its side (0 attacker, 1 defender) and where its ships' hit
/// points sit in the state vector.
struct Slot {
    side: usize,
    kind: ShipKind,
    stats: ShipStats,
    start: usize,
    len: usize,
    full_hp: u8,
}

struct Battle {
    slots: Vec<Slot>,
    /// Groups with cannons, in activation order.
    cannon_order: Vec<usize>,
    /// Groups with missiles, in activation order.
    missile_order: Vec<usize>,
    cannon_memo: HashMap<Vec<u8>, Vec<Triple>>,
    missile_memo: HashMap<(Vec<u8>, usize), Triple>,
    /// Volley outcomes by (group, missiles?, ships alive in the group, enemy hit points).
    volley_memo: HashMap<(usize, bool, u32, Vec<u8>), Rc<Volley>>,
    /// The hit-point indices of each side (attacker, defender).
    sides: [std::ops::Range<usize>; 2],
    /// Set once more than [`MAX_STATES`] states were visited; the search then unwinds.
    overflow: bool,
}

/// One hitting die of a volley: its damage and how many shield levels it beats.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Die {
    damage: u8,
    beats: usize,
}

/// The exact odds of a battle, or an error when the fleets are too big for the calculator.
pub fn battle_odds(attacker: &Fleet, defender: &Fleet) -> Result<Odds, Msg> {
    let mut slots = Vec::new();
    let mut start = 0;
    for (side, fleet) in [attacker, defender].into_iter().enumerate() {
        for g in &fleet.groups {
            let full_hp = u8::try_from(g.stats.hit_points().clamp(1, 200)).unwrap_or(200);
            let len = g.count as usize;
            slots.push(Slot {
                side,
                kind: g.kind,
                stats: g.stats.clone(),
                start,
                len,
                full_hp,
            });
            start += len;
        }
    }
    let estimate = slots.iter().fold(1u64, |acc, s| {
        acc.saturating_mul(
            choose(s.len as u32 + u32::from(s.full_hp), s.len as u32).min(u64::MAX as f64) as u64,
        )
    });
    let too_big = |states: u64| {
        Msg::new("eclipse-odds-too-big")
            .num("states", i64::try_from(states).unwrap_or(i64::MAX))
            .num("max", MAX_STATES as i64)
    };
    if estimate > MAX_ESTIMATE {
        return Err(too_big(estimate));
    }
    // Activation order (rows 87-88): initiative, highest first; ties to the defender; then the
    // listing order.
    let mut order: Vec<usize> = (0..slots.len()).collect();
    order.sort_by_key(|&i| {
        (
            std::cmp::Reverse(slots[i].stats.initiative),
            1 - slots[i].side,
            i,
        )
    });
    let cannon_order = order
        .iter()
        .copied()
        .filter(|&i| !slots[i].stats.cannons.is_empty())
        .collect();
    let missile_order = order
        .iter()
        .copied()
        .filter(|&i| !slots[i].stats.missiles.is_empty())
        .collect();
    let mut hp = vec![0u8; start];
    for s in &slots {
        hp[s.start..s.start + s.len].fill(s.full_hp);
    }
    let split: usize = slots.iter().filter(|s| s.side == 0).map(|s| s.len).sum();
    let mut battle = Battle {
        slots,
        cannon_order,
        missile_order,
        cannon_memo: HashMap::new(),
        missile_memo: HashMap::new(),
        volley_memo: HashMap::new(),
        sides: [0..split, split..start],
        overflow: false,
    };
    let [a, d, f] = battle.missiles(&hp, 0);
    if battle.overflow {
        return Err(too_big(battle.visited()));
    }
    let total = a + d + f;
    Ok(Odds {
        attacker: a / total,
        draw: d / total,
        defender: f / total,
    })
}

impl Battle {
    fn visited(&self) -> u64 {
        (self.cannon_memo.len() + self.missile_memo.len()) as u64
    }

    /// Whether the search must stop (too many states).
    fn exhausted(&mut self) -> bool {
        if self.visited() > MAX_STATES {
            self.overflow = true;
        }
        self.overflow
    }

    fn alive(&self, hp: &[u8], side: usize) -> bool {
        self.slots
            .iter()
            .filter(|s| s.side == side)
            .any(|s| hp[s.start..s.start + s.len].iter().any(|&h| h > 0))
    }

    fn group_alive(&self, hp: &[u8], g: usize) -> u32 {
        let s = &self.slots[g];
        hp[s.start..s.start + s.len]
            .iter()
            .filter(|&&h| h > 0)
            .count() as u32
    }

    fn terminal(&self, hp: &[u8]) -> Option<Triple> {
        match (self.alive(hp, 0), self.alive(hp, 1)) {
            (true, true) => None,
            (true, false) => Some(ATTACKER_WINS),
            (false, true) => Some(DEFENDER_WINS),
            (false, false) => Some(STALEMATE),
        }
    }

    /// The missile volley (row 91): missile group `m` of `missile_order` fires next.
    fn missiles(&mut self, hp: &[u8], m: usize) -> Triple {
        if let Some(t) = self.terminal(hp) {
            return t;
        }
        if m == self.missile_order.len() {
            return self.cannons(hp)[0];
        }
        if self.exhausted() {
            return STALEMATE;
        }
        let key = (hp.to_vec(), m);
        if let Some(t) = self.missile_memo.get(&key) {
            return *t;
        }
        let g = self.missile_order[m];
        let enemy = 1 - self.slots[g].side;
        let mut out = [0.0; 3];
        for (p, side_hp) in self.volley(hp, g, true).iter() {
            let next = self.with_side(hp, enemy, side_hp);
            let v = self.missiles(&next, m + 1);
            for k in 0..3 {
                out[k] += p * v[k];
            }
        }
        self.missile_memo.insert(key, out);
        out
    }

    /// Values of a state at the start of each cannon activation (rows 92-93).
    fn cannons(&mut self, hp: &[u8]) -> Vec<Triple> {
        if let Some(v) = self.cannon_memo.get(hp) {
            return v.clone();
        }
        let n = self.cannon_order.len();
        if n == 0 || self.exhausted() {
            return vec![STALEMATE; n.max(1)];
        }
        // For activation i: q[i] = chance nothing changes; w[i] = value of the changes, each
        // continuing at activation i + 1.
        let mut q = vec![1.0; n];
        let mut w = vec![[0.0; 3]; n];
        for i in 0..n {
            let g = self.cannon_order[i];
            if self.group_alive(hp, g) == 0 {
                continue;
            }
            let enemy = 1 - self.slots[g].side;
            let mut stay = 0.0;
            for (p, side_hp) in self.volley(hp, g, false).iter() {
                let next = self.with_side(hp, enemy, side_hp);
                if next == hp {
                    stay += p;
                    continue;
                }
                let v = match self.terminal(&next) {
                    Some(t) => t,
                    None => self.cannons(&next)[(i + 1) % n],
                };
                for k in 0..3 {
                    w[i][k] += p * v[k];
                }
            }
            q[i] = stay;
        }
        let cycle: f64 = q.iter().product();
        let values = if 1.0 - cycle < 1e-15 {
            vec![STALEMATE; n]
        } else {
            // v[0] = (Σ_k (Π_{j<k} q_j) w_k) / (1 − Π q); then v[i] = w[i] + q[i] v[i+1].
            let mut v0 = [0.0; 3];
            let mut carry = 1.0;
            for i in 0..n {
                for k in 0..3 {
                    v0[k] += carry * w[i][k];
                }
                carry *= q[i];
            }
            let v0 = v0.map(|x| x / (1.0 - cycle));
            let mut values = vec![v0; n];
            let mut next = v0;
            for i in (0..n).rev() {
                let vi = [0, 1, 2].map(|k| w[i][k] + q[i] * next[k]);
                values[i] = vi;
                next = vi;
            }
            values
        };
        self.cannon_memo.insert(hp.to_vec(), values.clone());
        values
    }

    /// Every outcome of group `g` firing its missiles or its cannons, as (probability, the
    /// enemy side's hit points afterwards). The outcomes depend only on how many ships of the
    /// group are alive and on the enemy side, so they are cached on that.
    fn volley(&mut self, hp: &[u8], g: usize, missiles: bool) -> Rc<Volley> {
        let ships = self.group_alive(hp, g);
        let enemy = 1 - self.slots[g].side;
        let range = self.sides[enemy].clone();
        let key = (g, missiles, ships, hp[range.clone()].to_vec());
        if let Some(v) = self.volley_memo.get(&key) {
            return Rc::clone(v);
        }
        let shooter = &self.slots[g];
        let weapons = if missiles {
            &shooter.stats.missiles
        } else {
            &shooter.stats.cannons
        };
        // Distinct enemy shield values among living ships, lowest first.
        let mut shields: Vec<i32> = (0..self.slots.len())
            .filter(|&j| self.slots[j].side == enemy && self.group_alive(hp, j) > 0)
            .map(|j| self.slots[j].stats.shield)
            .collect();
        shields.sort_unstable();
        shields.dedup();
        // P(a die beats exactly the first `k` shield levels), k = 0..=L.
        let mut class_p = vec![0.0; shields.len() + 1];
        for roll in 1..=6u8 {
            let beats = shields
                .iter()
                .filter(|&&s| die_hits(roll, shooter.stats.computer, s))
                .count();
            class_p[beats] += 1.0 / 6.0;
        }
        // Outcomes per weapon type: how many dice fall in each class.
        let mut outcomes: Vec<(f64, Vec<Die>)> = vec![(1.0, Vec::new())];
        for w in weapons {
            let n = u32::from(w.dice) * ships;
            let mut next = Vec::new();
            for (p_split, split) in class_splits(n, &class_p) {
                for (p, dice) in &outcomes {
                    let mut dice = dice.clone();
                    for (beats, &k) in split.iter().enumerate().skip(1) {
                        dice.extend((0..k).map(|_| Die {
                            damage: w.damage,
                            beats,
                        }));
                    }
                    next.push((p * p_split, dice));
                }
            }
            outcomes = next;
        }
        let mut merged: HashMap<Vec<u8>, f64> = HashMap::new();
        for (p, dice) in outcomes {
            let next = self.assign(&key.3, enemy, &shields, &dice);
            *merged.entry(next).or_insert(0.0) += p;
        }
        let volley: Rc<Volley> = Rc::new(merged.into_iter().map(|(s, p)| (p, s)).collect());
        self.volley_memo.insert(key, Rc::clone(&volley));
        volley
    }

    /// Applies the hit policy (module doc) to one side's hit points `side_hp` and returns them
    /// canonical (each group sorted).
    fn assign(&self, side_hp: &[u8], enemy: usize, shields: &[i32], dice: &[Die]) -> Vec<u8> {
        let base = self.sides[enemy].start;
        let mut next = side_hp.to_vec();
        let mut targets = Vec::new();
        for s in self.slots.iter().filter(|s| s.side == enemy) {
            let level = shield_level(shields, s.stats.shield);
            for &left in &side_hp[s.start - base..s.start - base + s.len] {
                targets.push(PolicyTarget {
                    hp: left,
                    level,
                    size: (s.kind, s.full_hp),
                });
            }
        }
        for (die, target) in dice.iter().zip(plan(dice, &targets)) {
            if let Some(t) = target {
                next[t] = next[t].saturating_sub(die.damage);
            }
        }
        for s in self.slots.iter().filter(|s| s.side == enemy) {
            next[s.start - base..s.start - base + s.len].sort_unstable_by(|a, b| b.cmp(a));
        }
        next
    }

    /// The state after a volley against `enemy` left its side with `side_hp`.
    fn with_side(&self, hp: &[u8], enemy: usize, side_hp: &[u8]) -> Vec<u8> {
        let mut next = hp.to_vec();
        next[self.sides[enemy].clone()].copy_from_slice(side_hp);
        next
    }
}

/// The 1-based position of `shield` among the distinct shield values (lowest first).
fn shield_level(shields: &[i32], shield: i32) -> usize {
    shields
        .iter()
        .position(|&x| x == shield)
        .map_or(usize::MAX, |p| p + 1)
}

/// A possible target of the hit policy: hit points left, shield level (a die hits it when it
/// beats at least this many shield levels) and size for the "biggest ship" order.
#[derive(Debug, Clone, Copy)]
struct PolicyTarget {
    hp: u8,
    level: usize,
    size: (ShipKind, u8),
}

/// The hit policy (module doc): the target of each die, `None` for a die that hits nothing.
fn plan(dice: &[Die], targets: &[PolicyTarget]) -> Vec<Option<usize>> {
    let mut hp: Vec<u8> = targets.iter().map(|t| t.hp).collect();
    let mut out: Vec<Option<usize>> = vec![None; dice.len()];
    let mut free: Vec<usize> = (0..dice.len()).filter(|&d| dice[d].beats > 0).collect();
    // Biggest first; among equals the most damaged first.
    let by_size = |hp: &[u8]| {
        let mut order: Vec<usize> = (0..targets.len()).filter(|&t| hp[t] > 0).collect();
        order.sort_by_key(|&t| (std::cmp::Reverse(targets[t].size), hp[t]));
        order
    };
    'kills: loop {
        for t in by_size(&hp) {
            let pool: Vec<Die> = free.iter().map(|&d| dice[d]).collect();
            if let Some(mut used) = kill_set(&pool, targets[t].level, hp[t]) {
                used.sort_unstable_by(|a, b| b.cmp(a));
                for u in used {
                    out[free.swap_remove(u)] = Some(t);
                }
                hp[t] = 0;
                continue 'kills;
            }
        }
        break;
    }
    free.sort_by_key(|&d| std::cmp::Reverse(dice[d].damage));
    for d in free {
        if let Some(t) = by_size(&hp)
            .into_iter()
            .find(|&t| dice[d].beats >= targets[t].level)
        {
            hp[t] = hp[t].saturating_sub(dice[d].damage);
            out[d] = Some(t);
        }
    }
    out
}

/// One enemy ship as the hit policy sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Target {
    pub kind: ShipKind,
    /// Hull + 1.
    pub hit_points: u8,
    /// Damage already taken.
    pub damage: u8,
    pub shield: i32,
}

/// The hit policy for one rolled volley (neutral ships must use it, §6 L3063-3107; the odds
/// calculator uses it for everyone): `rolls` are (die value, damage per hit) of a shooter with
/// `computer`; returns the index into `targets` each die goes to, `None` for a miss.
pub fn assign_hits(rolls: &[(u8, u8)], computer: i32, targets: &[Target]) -> Vec<Option<usize>> {
    let mut shields: Vec<i32> = targets.iter().map(|t| t.shield).collect();
    shields.sort_unstable();
    shields.dedup();
    let dice: Vec<Die> = rolls
        .iter()
        .map(|&(roll, damage)| Die {
            damage,
            beats: shields
                .iter()
                .filter(|&&s| die_hits(roll, computer, s))
                .count(),
        })
        .collect();
    let targets: Vec<PolicyTarget> = targets
        .iter()
        .map(|t| PolicyTarget {
            hp: t.hit_points.saturating_sub(t.damage),
            level: shield_level(&shields, t.shield),
            size: (t.kind, t.hit_points),
        })
        .collect();
    plan(&dice, &targets)
}

/// The dice (indices into `dice`) that destroy a target with `hp` hit points and shield level
/// `level` with the least wasted damage (then the fewest and weakest dice), if any can.
fn kill_set(dice: &[Die], level: usize, hp: u8) -> Option<Vec<usize>> {
    let mut eligible: Vec<usize> = (0..dice.len())
        .filter(|&i| dice[i].beats >= level)
        .collect();
    let total: u32 = eligible.iter().map(|&i| u32::from(dice[i].damage)).sum();
    if total < u32::from(hp) {
        return None;
    }
    // Weakest dice (fewest shield levels beaten) first within each damage value.
    eligible.sort_by_key(|&i| (dice[i].damage, dice[i].beats));
    let mut damages: Vec<u8> = eligible.iter().map(|&i| dice[i].damage).collect();
    damages.dedup();
    let counts: Vec<usize> = damages
        .iter()
        .map(|&d| eligible.iter().filter(|&&i| dice[i].damage == d).count())
        .collect();
    // Enumerate how many dice of each damage value to use (at most a handful of values).
    let mut best: Option<(u32, usize, Vec<usize>)> = None;
    let mut pick = vec![0usize; damages.len()];
    loop {
        let sum: u32 = pick
            .iter()
            .zip(&damages)
            .map(|(&k, &d)| k as u32 * u32::from(d))
            .sum();
        let n: usize = pick.iter().sum();
        if sum >= u32::from(hp) && best.as_ref().is_none_or(|(s, m, _)| (sum, n) < (*s, *m)) {
            best = Some((sum, n, pick.clone()));
        }
        // Next combination (odometer).
        let mut j = 0;
        while j < pick.len() {
            if pick[j] < counts[j] {
                pick[j] += 1;
                break;
            }
            pick[j] = 0;
            j += 1;
        }
        if j == pick.len() {
            break;
        }
    }
    let (_, _, pick) = best?;
    let mut used = Vec::new();
    for (d, k) in damages.iter().zip(pick) {
        used.extend(
            eligible
                .iter()
                .copied()
                .filter(|&i| dice[i].damage == *d)
                .take(k),
        );
    }
    Some(used)
}

/// Every way `n` dice fall into the classes with probabilities `class_p` (a multinomial), as
/// (probability, dice per class).
fn class_splits(n: u32, class_p: &[f64]) -> Vec<(f64, Vec<u32>)> {
    let mut out = Vec::new();
    let mut split = vec![0u32; class_p.len()];
    fn rec(
        class: usize,
        left: u32,
        p: f64,
        class_p: &[f64],
        split: &mut Vec<u32>,
        out: &mut Vec<(f64, Vec<u32>)>,
    ) {
        if class + 1 == class_p.len() {
            split[class] = left;
            let p = p * class_p[class].powi(left as i32);
            if p > 0.0 {
                out.push((p, split.clone()));
            }
            return;
        }
        for k in 0..=left {
            split[class] = k;
            // Multinomial: choose which k of the remaining dice land here.
            let pk = choose(left, k) * class_p[class].powi(k as i32);
            if pk > 0.0 {
                rec(class + 1, left - k, p * pk, class_p, split, out);
            }
        }
    }
    rec(0, n, 1.0, class_p, &mut split, &mut out);
    out
}
