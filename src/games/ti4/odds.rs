//! Exact combat odds for TI4 (base game): space combat (§42 KO) with space cannon offense
//! (§43.2) and anti-fighter barrage (§14), and ground combat (§73) with bombardment (§81) and
//! space cannon defense (§43.6). Rule numbers are the Korean edition's (shared/rules/ti4.md 0.1).
//!
//! No sampling: the combat is a Markov chain whose state is what is left of each side (units of
//! each type alive and how many of them are damaged). Each round both sides roll at once; the
//! number of hits a side scores is the convolution of the per-die distributions of its units,
//! and the side that takes the hits assigns them by a fixed default (§82, §42.6): undamaged units
//! with SUSTAIN DAMAGE absorb hits first, then the cheapest units die first (fighters before
//! destroyers before cruisers …; ties go to the weaker combat value). Rounds in which nothing
//! changes are folded away analytically, so the result is exact up to float rounding.
//!
//! Beyond plain unit statistics the calculator applies the faction effects that change combat
//! arithmetic, asking the effects registry (`effects::combat`) — the same source the engine's
//! combat uses — with the faction read from the units listed (a faction unit tells the
//! faction): Sardakk *Unrelenting* (+1 on combat rolls) and flagship (+1 for its other ships),
//! Jol-Nar *Fragile* (−1) and flagship (a natural 9 or 10 makes 2 extra hits), L1Z1X flagship
//! (hits of it and the dreadnoughts go to non-fighter ships if able), Mentak flagship (no SUSTAIN
//! DAMAGE for the opponent), Winnu flagship (one die per opposing non-fighter ship), Yin flagship
//! (its destruction destroys every ship in the system), Letnev flagship (repaired when each
//! space combat round starts) and L1Z1X *Harrow*; the shield-disabling flagship/war suns via the
//! unit data. Three technologies can be named in [`parse_fleet`]: Duranium Armor,
//! Non-Euclidean Shielding and Plasma Scoring. Retreats, action cards, rerolls and trade-good
//! abilities are not modelled.
//!
//! Pure: no IO. Sizes are bounded ([`MAX_UNITS_PER_SIDE`]) so the state space stays small.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use serde::{Deserialize, Serialize};

use crate::core::Msg;
use crate::games::ti4::content::{self, UnitDef, UnitKind};
use crate::games::ti4::effects;
use crate::games::ti4::effects::combat::RollCtx;

/// The most units (all kinds together) one side may list.
pub const MAX_UNITS_PER_SIDE: u32 = 30;

/// The most units with SUSTAIN DAMAGE a side with Duranium Armor may list: repairs make the
/// damaged count of every unit type part of the state, which grows fast (30 v 30 dreadnoughts
/// with Duranium Armor on both sides take seconds, 10 v 10 a few milliseconds).
pub const MAX_SUSTAIN_WITH_DURANIUM: u32 = 15;

pub use crate::core::odds::Odds;

/// Which combat and which optional steps to compute.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct OddsOptions {
    /// Ground combat on one planet (§73) instead of space combat (§42).
    pub ground: bool,
    /// Ground combat only: the attacker's ships bombard first (§81), unless a PLANETARY SHIELD
    /// stops it.
    pub bombard: bool,
    /// Space combat only: ANTI-FIGHTER BARRAGE in the first round (§14).
    pub anti_fighter_barrage: bool,
    /// SPACE CANNON: offense before a space combat (both sides' units, §43.2), or defense by the
    /// defender's structures on the planet before a ground combat (§43.6).
    pub space_cannon: bool,
}

impl Default for OddsOptions {
    /// Space combat with anti-fighter barrage and space cannon offense.
    fn default() -> Self {
        OddsOptions {
            ground: false,
            bombard: false,
            anti_fighter_barrage: true,
            space_cannon: true,
        }
    }
}

impl OddsOptions {
    /// Space combat with every pre-combat step.
    pub fn space() -> Self {
        OddsOptions::default()
    }

    /// Ground combat with space cannon defense, optionally after bombardment.
    pub fn ground(bombard: bool) -> Self {
        OddsOptions {
            ground: true,
            bombard,
            ..OddsOptions::default()
        }
    }
}

/// Technologies that change the arithmetic of a combat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CombatTech {
    /// After hits are assigned each combat round, repair 1 unit damaged in an earlier round.
    DuraniumArmor,
    /// Each SUSTAIN DAMAGE cancels 2 hits.
    NonEuclideanShielding,
    /// +1 die for each bombardment or space cannon roll.
    PlasmaScoring,
    /// A faction technology: in a ground combat round where the opponent hit, 1 more hit (asked
    /// of the effects registry, as the engine does: Valkyrie Particle Weave).
    ValkyrieParticleWeave,
}

impl CombatTech {
    pub const ALL: [CombatTech; 4] = [
        CombatTech::DuraniumArmor,
        CombatTech::NonEuclideanShielding,
        CombatTech::PlasmaScoring,
        CombatTech::ValkyrieParticleWeave,
    ];

    /// The technology id in assets/ti4/technologies.json.
    pub fn id(self) -> &'static str {
        match self {
            CombatTech::DuraniumArmor => "duranium_armor",
            CombatTech::NonEuclideanShielding => "non_euclidean_shielding",
            CombatTech::PlasmaScoring => "plasma_scoring",
            CombatTech::ValkyrieParticleWeave => "valkyrie_particle_weave",
        }
    }
}

/// How a side assigns the hits it takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Assignment {
    /// The default of issue 4: every undamaged unit with SUSTAIN DAMAGE absorbs a hit before any
    /// unit is destroyed; then the cheapest units die first.
    #[default]
    SustainFirst,
    /// Unit types in order of cost; a unit with SUSTAIN DAMAGE absorbs a hit only when its type
    /// is the next to take one (fighters die before dreadnoughts sustain). This is the
    /// convention of the calculator behind shared/reference/ti4/combat-expectations.md.
    CheapestFirst,
}

/// One side: units with counts, plus combat technologies.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Fleet<'a> {
    pub units: Vec<(&'a UnitDef, u32)>,
    pub techs: Vec<CombatTech>,
}

// ---------------------------------------------------------------------------------------------
// Parsing
// ---------------------------------------------------------------------------------------------

/// Parses `N name` items separated by commas (`2 dreadnought, 1 carrier, 3 fighter`). Names are
/// unit ids (`cruiser2`, `sardakk_flagship`), unit names (`Dreadnought II`, `Exotrireme`), kind
/// names with an optional level (`war sun`, `destroyer 2`), short codes (`dn`, `ca`, `cv`, `dd`,
/// `ff`, `inf`, `ws`, `pds`, `dn2` …), plurals (`fighters`) and `<faction> flagship`. A missing
/// count means 1. Technologies are refused here; see [`parse_fleet`].
pub fn parse_units(text: &str) -> Result<Vec<(&'static UnitDef, u32)>, Msg> {
    let fleet = parse_fleet(text)?;
    if let Some(tech) = fleet.techs.first() {
        return Err(Msg::new("ti4-odds-tech-not-allowed").text("tech", tech.id()));
    }
    Ok(fleet.units)
}

/// Like [`parse_units`], but items may also name a combat technology (`duranium_armor`,
/// `non_euclidean_shielding`, `plasma_scoring`, or `duranium`, `nes`, `plasma`).
pub fn parse_fleet(text: &str) -> Result<Fleet<'static>, Msg> {
    let mut fleet = Fleet::default();
    let mut total: u64 = 0;
    let mut faction: Option<&'static str> = None;
    for item in text.split([',', ';', '\n']) {
        let item = item.trim();
        if item.is_empty() {
            continue;
        }
        let (count, name) = split_count(item)?;
        if let Some(unit) = resolve_unit(name) {
            if let Some(f) = unit.faction.as_deref() {
                match faction {
                    Some(other) if other != f => {
                        return Err(Msg::new("ti4-odds-two-factions")
                            .text("first", other)
                            .text("second", f));
                    }
                    _ => faction = Some(f),
                }
            }
            total += u64::from(count);
            if total > u64::from(MAX_UNITS_PER_SIDE) {
                return Err(Msg::new("ti4-odds-too-many")
                    .num("count", i64::try_from(total).unwrap_or(i64::MAX))
                    .num("max", i64::from(MAX_UNITS_PER_SIDE)));
            }
            if count == 0 {
                continue;
            }
            match fleet.units.iter_mut().find(|(u, _)| std::ptr::eq(*u, unit)) {
                Some((_, n)) => *n += count,
                None => fleet.units.push((unit, count)),
            }
        } else if let Some(tech) = resolve_tech(name)? {
            if !fleet.techs.contains(&tech) {
                fleet.techs.push(tech);
            }
        } else {
            return Err(Msg::new("ti4-odds-unknown-unit")
                .text("name", name)
                .text("accepted", accepted_names()));
        }
    }
    if fleet.units.is_empty() && fleet.techs.is_empty() {
        return Err(Msg::new("ti4-odds-empty"));
    }
    let sustaining = sustain_units(&fleet.units);
    if fleet.techs.contains(&CombatTech::DuraniumArmor) && sustaining > MAX_SUSTAIN_WITH_DURANIUM {
        return Err(Msg::new("ti4-odds-duranium-too-many")
            .num("count", i64::from(sustaining))
            .num("max", i64::from(MAX_SUSTAIN_WITH_DURANIUM)));
    }
    Ok(fleet)
}

fn sustain_units(units: &[(&UnitDef, u32)]) -> u32 {
    units
        .iter()
        .filter(|(u, _)| u.sustain_damage)
        .map(|(_, n)| *n)
        .fold(0, u32::saturating_add)
}

/// `"3 fighter"` → (3, "fighter"); `"2x dn"` → (2, "dn"); `"carrier"` → (1, "carrier").
fn split_count(item: &str) -> Result<(u32, &str), Msg> {
    let digits = item
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(item.len());
    if digits == 0 {
        if item.starts_with(['-', '+']) {
            return Err(Msg::new("ti4-odds-bad-count").text("item", item));
        }
        return Ok((1, item));
    }
    let number = &item[..digits];
    let mut rest = &item[digits..];
    if let Some(r) = rest.strip_prefix(['x', 'X', '×'])
        && (r.is_empty() || r.starts_with(char::is_whitespace))
    {
        rest = r;
    }
    let name = rest.trim();
    if name.is_empty() {
        return Err(Msg::new("ti4-odds-missing-name").text("item", item));
    }
    match number.parse::<u32>() {
        Ok(n) if n <= MAX_UNITS_PER_SIDE => Ok((n, name)),
        Ok(n) => Err(Msg::new("ti4-odds-too-many")
            .num("count", i64::from(n))
            .num("max", i64::from(MAX_UNITS_PER_SIDE))),
        Err(_) => Err(Msg::new("ti4-odds-too-many")
            .text("count", number)
            .num("max", i64::from(MAX_UNITS_PER_SIDE))),
    }
}

fn alnum(text: &str) -> String {
    text.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

fn singular(word: &str) -> Option<String> {
    if let Some(stem) = word.strip_suffix("ies") {
        return Some(format!("{stem}y"));
    }
    word.strip_suffix('s')
        .filter(|s| !s.is_empty())
        .map(str::to_string)
}

/// Finds a unit by id, name, kind name or short code, with an optional level and plural.
fn resolve_unit(raw: &str) -> Option<&'static UnitDef> {
    let all = &content::content().units;
    let id = raw.trim().to_lowercase().replace([' ', '-'], "_");
    if let Some(u) = content::unit(&id) {
        return Some(u);
    }
    let words: Vec<String> = raw
        .split(|c: char| c.is_whitespace() || c == '-' || c == '_')
        .map(alnum)
        .filter(|w| !w.is_empty())
        .collect();
    let (last, head) = words.split_last()?;
    let (base_words, upgraded): (&[String], bool) = match last.as_str() {
        "ii" | "2" if !head.is_empty() => (head, true),
        "i" | "1" if !head.is_empty() => (head, false),
        _ => (&words[..], false),
    };
    let (base_last, base_head) = base_words.split_last()?;
    let mut candidates = vec![(base_words.concat(), upgraded)];
    if let Some(s) = singular(base_last) {
        candidates.push((format!("{}{s}", base_head.concat()), upgraded));
    }
    if !upgraded {
        let glued = base_words.concat();
        if let Some(stem) = glued.strip_suffix('2').filter(|s| !s.is_empty()) {
            candidates.push((stem.to_string(), true));
            if let Some(s) = singular(stem) {
                candidates.push((s, true));
            }
        }
    }
    for (key, up) in candidates {
        let key = match key.as_str() {
            "dread" | "dreadnaught" => "dreadnought".to_string(),
            "warsun" | "sun" => "warsun".to_string(),
            "gf" | "groundforce" => "infantry".to_string(),
            _ => key,
        };
        // Generic unit of a kind: "dn", "war sun", "fighter".
        if let Some(kind) = UnitKind::parse(&key)
            && kind != UnitKind::Flagship
        {
            if let Some(u) = content::content().unit_for(None, kind, up) {
                return Some(u);
            }
            continue;
        }
        let level = if up { "2" } else { "" };
        let roman = if up { "ii" } else { "i" };
        if let Some(u) = all.iter().find(|u| {
            alnum(&u.id) == format!("{key}{level}")
                || alnum(&u.name) == format!("{key}{roman}")
                || (alnum(&u.name) == key && u.kind == UnitKind::Flagship && !up)
        }) {
            return Some(u);
        }
        if let Some(faction) = key.strip_suffix("flagship").filter(|_| !up)
            && let Some(f) = content::faction(faction)
        {
            return content::unit(&f.flagship);
        }
    }
    None
}

/// A combat technology by id, name or short name; `Err` for a real technology that does not
/// change combat arithmetic, `Ok(None)` when the name is no technology at all.
fn resolve_tech(raw: &str) -> Result<Option<CombatTech>, Msg> {
    let key = alnum(raw);
    let short = match key.as_str() {
        "duranium" | "da" => Some(CombatTech::DuraniumArmor),
        "nes" | "noneuclidean" => Some(CombatTech::NonEuclideanShielding),
        "plasma" | "ps" => Some(CombatTech::PlasmaScoring),
        _ => None,
    };
    if short.is_some() {
        return Ok(short);
    }
    match content::tech(raw) {
        Some(t) => match CombatTech::ALL.into_iter().find(|c| c.id() == t.id) {
            Some(c) => Ok(Some(c)),
            None => Err(Msg::new("ti4-odds-tech-unsupported")
                .name("tech", t.catalog_id())
                .text("supported", CombatTech::ALL.map(CombatTech::id).join(", "))),
        },
        None => Ok(None),
    }
}

fn accepted_names() -> String {
    "dreadnought, cruiser, carrier, destroyer, fighter, war_sun, infantry, pds, space_dock \
     (short: dn, ca, cv, dd, ff, ws, inf, pds, sd; plurals like fighters), upgrades with 2 \
     (dreadnought2, cruiser2, dd2), faction units by id (sardakk_dreadnought, sol_infantry2) \
     and flagships as <faction> flagship (sardakk flagship)"
        .to_string()
}

// ---------------------------------------------------------------------------------------------
// The model
// ---------------------------------------------------------------------------------------------

/// The combat odds for `attacker` against `defender`, without technologies. Counts above
/// [`MAX_UNITS_PER_SIDE`] per side are cut to that size (use [`parse_units`], which refuses
/// them, for user input).
pub fn odds(
    attacker: &[(&UnitDef, u32)],
    defender: &[(&UnitDef, u32)],
    opts: &OddsOptions,
) -> Odds {
    let a = Fleet {
        units: attacker.to_vec(),
        techs: Vec::new(),
    };
    let d = Fleet {
        units: defender.to_vec(),
        techs: Vec::new(),
    };
    fleet_odds(&a, &d, opts)
}

/// The combat odds for two fleets with technologies. Sides are cut like in [`odds`], and
/// Duranium Armor is left out for a side with more than [`MAX_SUSTAIN_WITH_DURANIUM`] units with
/// SUSTAIN DAMAGE ([`parse_fleet`] refuses those).
pub fn fleet_odds(attacker: &Fleet, defender: &Fleet, opts: &OddsOptions) -> Odds {
    fleet_odds_with(attacker, defender, opts, Assignment::SustainFirst)
}

/// [`fleet_odds`] with another hit-assignment convention (for both sides).
pub fn fleet_odds_with(
    attacker: &Fleet,
    defender: &Fleet,
    opts: &OddsOptions,
    assignment: Assignment,
) -> Odds {
    let mode = if opts.ground {
        Mode::Ground
    } else {
        Mode::Space
    };
    let a_units = capped(&attacker.units);
    let d_units = capped(&defender.units);
    let mut a = Side::new(&a_units, &attacker.techs, mode);
    let mut d = Side::new(&d_units, &defender.techs, mode);
    a.assignment = assignment;
    d.assignment = assignment;
    a.cap = d.absorb_max();
    d.cap = a.absorb_max();
    a.fighter_cap = d.fighters();
    d.fighter_cap = a.fighters();
    let start = (a.initial(), d.initial());
    let mut dist = Dist::new();
    dist.add(start, 1.0);
    let mut draw = 0.0;

    match mode {
        Mode::Space => {
            if opts.space_cannon {
                let a_cannon = cannon_pmf(&a_units, &attacker.techs, false, a.cap);
                let d_cannon = cannon_pmf(&d_units, &defender.techs, false, d.cap);
                dist = step(&dist, &mut draw, |(i, j)| {
                    let a_sus = !d.mentak_alive(j);
                    let d_sus = !a.mentak_alive(i);
                    let ai = spread(&d_cannon, |h| a.take(i, Hits::any(h), a_sus, false));
                    let dj = spread(&a_cannon, |h| d.take(j, Hits::any(h), d_sus, false));
                    (ai, dj)
                });
            }
            // Ambush (Mentak): when the combat starts, before the barrage.
            dist = step(&dist, &mut draw, |(i, j)| {
                if !a.alive(i) || !d.alive(j) {
                    return (vec![(i, 1.0)], vec![(j, 1.0)]);
                }
                let a_sus = !d.mentak_alive(j);
                let d_sus = !a.mentak_alive(i);
                let a_amb = a.ambush_pmf(i);
                let d_amb = d.ambush_pmf(j);
                let ai = spread(&d_amb, |h| a.take(i, Hits::any(h), a_sus, false));
                let dj = spread(&a_amb, |h| d.take(j, Hits::any(h), d_sus, false));
                (ai, dj)
            });
            if opts.anti_fighter_barrage {
                dist = step(&dist, &mut draw, |(i, j)| {
                    if !a.alive(i) || !d.alive(j) {
                        return (vec![(i, 1.0)], vec![(j, 1.0)]);
                    }
                    let a_afb = a.afb_pmf(i);
                    let d_afb = d.afb_pmf(j);
                    let ai = spread(&d_afb, |h| a.take(i, Hits::fighters(h), true, false));
                    let dj = spread(&a_afb, |h| d.take(j, Hits::fighters(h), true, false));
                    (ai, dj)
                });
            }
        }
        Mode::Ground => {
            let shielded = d_units.iter().any(|(u, _)| u.planetary_shield)
                && !a_units.iter().any(|(u, _)| u.disables_planetary_shield);
            let bombard = if opts.bombard && !shielded {
                bombard_pmf(&a_units, &attacker.techs, a.cap)
            } else {
                vec![1.0]
            };
            if bombard.len() > 1 {
                dist = step(&dist, &mut draw, |(i, j)| {
                    (
                        vec![(i, 1.0)],
                        spread(&bombard, |h| d.take(j, Hits::any(h), true, false)),
                    )
                });
                if a.harrows {
                    a.harrow = Some(bombard.clone());
                }
            }
            if opts.space_cannon {
                let d_cannon = cannon_pmf(&d_units, &defender.techs, true, d.cap);
                if d_cannon.len() > 1 {
                    dist = step(&dist, &mut draw, |(i, j)| {
                        (
                            spread(&d_cannon, |h| a.take(i, Hits::any(h), true, false)),
                            vec![(j, 1.0)],
                        )
                    });
                }
            }
        }
    }

    let mut chain = Chain {
        a,
        d,
        mode,
        pairs: Vec::new(),
        index: HashMap::default(),
        trans: Vec::new(),
    };
    let [aw, dr, dw] = chain.solve(&dist);
    let (aw, dr, dw) = (aw, dr + draw, dw);
    let sum = aw + dr + dw;
    if sum > 0.0 && sum.is_finite() {
        Odds {
            attacker: aw / sum,
            draw: dr / sum,
            defender: dw / sum,
        }
    } else {
        Odds {
            attacker: 0.0,
            draw: 1.0,
            defender: 0.0,
        }
    }
}

/// Keeps at most [`MAX_UNITS_PER_SIDE`] units, in list order.
fn capped<'a>(units: &[(&'a UnitDef, u32)]) -> Vec<(&'a UnitDef, u32)> {
    let mut left = MAX_UNITS_PER_SIDE;
    let mut out: Vec<(&'a UnitDef, u32)> = Vec::new();
    for &(u, n) in units {
        let n = n.min(left);
        left -= n;
        if n == 0 {
            continue;
        }
        match out.iter_mut().find(|(v, _)| std::ptr::eq(*v, u)) {
            Some((_, m)) => *m += n,
            None => out.push((u, n)),
        }
    }
    out
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    Space,
    Ground,
}

/// Marks a transition in which the Yin flagship died and took every ship with it.
const WIPE: u32 = u32::MAX;

/// Hits a side has to assign.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct Hits {
    /// Hits that must go to non-fighter ships if able (L1Z1X flagship).
    restricted: u16,
    /// Ordinary hits.
    any: u16,
    /// Hits that can only destroy fighters (anti-fighter barrage).
    fighters: u16,
}

impl Hits {
    fn any(h: usize) -> Hits {
        Hits {
            restricted: 0,
            any: sat16(h),
            fighters: 0,
        }
    }

    fn fighters(h: usize) -> Hits {
        Hits {
            restricted: 0,
            any: 0,
            fighters: sat16(h),
        }
    }
}

fn sat16(h: usize) -> u16 {
    u16::try_from(h).unwrap_or(u16::MAX)
}

/// One kind of unit on a side, in hit-assignment order.
struct Group<'a> {
    def: &'a UnitDef,
    sustain: bool,
    fighter: bool,
    nonfighter_ship: bool,
}

/// The distribution of one side's hits in a round: restricted and ordinary hits, independent.
struct HitDist {
    restricted: Vec<f64>,
    any: Vec<f64>,
}

/// One side of the chain: its unit groups and every composition reached so far.
struct Side<'a> {
    groups: Vec<Group<'a>>,
    faction: Option<String>,
    duranium: bool,
    nes: bool,
    assignment: Assignment,
    /// Hits beyond this are useless against the opponent (its maximal absorption).
    cap: usize,
    /// Opponent's fighters (for anti-fighter barrage).
    fighter_cap: usize,
    harrow: Option<Vec<f64>>,
    /// The faction bombards after each ground combat round (L1Z1X Harrow).
    harrows: bool,
    /// Groups whose units deny the opponent SUSTAIN DAMAGE (Mentak flagship), space only.
    sustain_deniers: Vec<usize>,
    /// Groups whose destruction destroys every ship (Yin flagship), space only.
    wipers: Vec<usize>,
    /// Groups repaired when each space combat round starts (Letnev flagship).
    repaired: Vec<usize>,
    /// 1 more hit in a ground combat round where the opponent hit (Valkyrie Particle Weave,
    /// asked of the effects registry).
    answers_hits: bool,
    /// Interned compositions: for each group, alive count then damaged count.
    states: Vec<Box<[u8]>>,
    ids: HashMap<Box<[u8]>, u32, Fast>,
    dists: HashMap<(u32, u8), usize, Fast>,
    dist_store: Vec<HitDist>,
    takes: HashMap<(u32, Hits, bool, bool), u32, Fast>,
}

impl<'a> Side<'a> {
    fn new(units: &[(&'a UnitDef, u32)], techs: &[CombatTech], mode: Mode) -> Side<'a> {
        let faction = units.iter().find_map(|(u, _)| u.faction.clone());
        let mut picked: Vec<(&'a UnitDef, u32)> = units
            .iter()
            .copied()
            .filter(|(u, n)| {
                *n > 0
                    && match mode {
                        Mode::Space => u.is_ship(),
                        Mode::Ground => u.is_ground_force(),
                    }
            })
            .collect();
        picked.sort_by(|(x, _), (y, _)| {
            unit_value(x)
                .total_cmp(&unit_value(y))
                .then(strength(x).total_cmp(&strength(y)))
                .then(x.id.cmp(&y.id))
        });
        let groups: Vec<Group<'a>> = picked
            .iter()
            .map(|(u, _)| Group {
                def: u,
                sustain: u.sustain_damage,
                fighter: u.kind == UnitKind::Fighter,
                nonfighter_ship: u.is_ship() && u.kind != UnitKind::Fighter,
            })
            .collect();
        // Unit abilities that act in space combat only.
        let find = |test: fn(&UnitDef) -> bool| -> Vec<usize> {
            if mode != Mode::Space {
                return Vec::new();
            }
            (0..groups.len()).filter(|&g| test(groups[g].def)).collect()
        };
        let sustain_deniers = find(|u| {
            effects::combat::denies_sustain("", &[(u, 1)], crate::games::ti4::setup::RULES)
        });
        let wipers = find(|u| effects::combat::wipes_system(u, crate::games::ti4::setup::RULES));
        let repaired = find(|u| effects::combat::round_repair(u, crate::games::ti4::setup::RULES));
        let harrows = faction
            .as_deref()
            .is_some_and(|f| effects::harrows(f, crate::games::ti4::setup::RULES));
        // A faction technology's owner is its faction, even with no faction unit in the list.
        let answers_hits = mode == Mode::Ground
            && techs.iter().any(|t| {
                let owner = crate::games::ti4::content::tech(t.id())
                    .and_then(|d| d.faction.clone())
                    .or_else(|| faction.clone())
                    .unwrap_or_default();
                effects::answers_ground_hits(
                    &owner,
                    &[t.id().to_string()],
                    crate::games::ti4::setup::RULES,
                )
            });
        let mut side = Side {
            answers_hits,
            sustain_deniers,
            wipers,
            repaired,
            harrows,
            groups,
            faction,
            // Bounded state space: see MAX_SUSTAIN_WITH_DURANIUM (parse_fleet refuses more).
            duranium: techs.contains(&CombatTech::DuraniumArmor)
                && sustain_units(units) <= MAX_SUSTAIN_WITH_DURANIUM,
            nes: techs.contains(&CombatTech::NonEuclideanShielding),
            assignment: Assignment::SustainFirst,
            cap: 0,
            fighter_cap: 0,
            harrow: None,
            states: Vec::new(),
            ids: HashMap::default(),
            dists: HashMap::default(),
            dist_store: Vec::new(),
            takes: HashMap::default(),
        };
        let mut init = Vec::with_capacity(picked.len() * 2);
        for (_, n) in &picked {
            init.push(u8::try_from(*n).unwrap_or(u8::MAX));
            init.push(0);
        }
        side.intern(init);
        side
    }

    fn initial(&self) -> u32 {
        0
    }

    fn intern(&mut self, state: Vec<u8>) -> u32 {
        let state = state.into_boxed_slice();
        if let Some(&id) = self.ids.get(&state) {
            return id;
        }
        let id = u32::try_from(self.states.len()).unwrap_or(WIPE - 1);
        self.states.push(state.clone());
        self.ids.insert(state, id);
        id
    }

    fn alive_in(&self, s: u32, g: usize) -> u8 {
        self.states[s as usize][2 * g]
    }

    fn alive(&self, s: u32) -> bool {
        self.states[s as usize].chunks(2).any(|c| c[0] > 0)
    }

    fn fighters(&self) -> usize {
        self.groups
            .iter()
            .enumerate()
            .filter(|(_, g)| g.fighter)
            .map(|(k, _)| usize::from(self.alive_in(0, k)))
            .sum()
    }

    /// The most hits this side can ever absorb (units plus sustain damage).
    fn absorb_max(&self) -> usize {
        let per = if self.nes { 2 } else { 1 };
        self.groups
            .iter()
            .enumerate()
            .map(|(k, g)| usize::from(self.alive_in(0, k)) * (1 + if g.sustain { per } else { 0 }))
            .sum()
    }

    /// Progress measure: falls with every hit taken.
    fn measure(&self, s: u32) -> u32 {
        self.states[s as usize]
            .chunks(2)
            .zip(&self.groups)
            .map(|(c, g)| {
                let (alive, damaged) = (u32::from(c[0]), u32::from(c[1]));
                if g.sustain {
                    2 * alive - damaged
                } else {
                    alive
                }
            })
            .sum()
    }

    /// Units alive in state `s`.
    fn units_alive(&self, s: u32) -> u32 {
        self.states[s as usize]
            .chunks(2)
            .map(|c| u32::from(c[0]))
            .sum()
    }

    fn flag_alive(&self, s: u32, g: Option<usize>) -> bool {
        g.is_some_and(|g| self.alive_in(s, g) > 0)
    }

    /// Whether a unit denying the opponent SUSTAIN DAMAGE is alive in state `s`.
    fn mentak_alive(&self, s: u32) -> bool {
        self.sustain_deniers
            .iter()
            .any(|&g| self.flag_alive(s, Some(g)))
    }

    /// State `s` once a space combat round starts: round-repaired units are repaired.
    fn round_start(&mut self, s: u32) -> u32 {
        let mut next = self.states[s as usize].to_vec();
        let mut changed = false;
        for &g in &self.repaired {
            if next[2 * g + 1] > 0 {
                next[2 * g + 1] -= 1;
                changed = true;
            }
        }
        if changed { self.intern(next) } else { s }
    }

    fn nonfighter_ships(&self, s: u32) -> u8 {
        self.groups
            .iter()
            .enumerate()
            .filter(|(_, g)| g.nonfighter_ship)
            .map(|(k, _)| self.alive_in(s, k))
            .fold(0u8, u8::saturating_add)
    }

    /// The state after this side assigns `hits` by the default order; [`WIPE`] if that killed
    /// the Yin flagship. `repair`: Duranium Armor acts (combat rounds only).
    fn take(&mut self, s: u32, hits: Hits, sustain_ok: bool, repair: bool) -> u32 {
        let key = (s, hits, sustain_ok, repair);
        if let Some(&t) = self.takes.get(&key) {
            return t;
        }
        let state = &self.states[s as usize];
        let n = self.groups.len();
        // Undamaged, damaged in an earlier round, damaged this round.
        let mut und: Vec<u8> = (0..n).map(|g| state[2 * g] - state[2 * g + 1]).collect();
        let mut old: Vec<u8> = (0..n).map(|g| state[2 * g + 1]).collect();
        let mut new = vec![0u8; n];
        let per: u32 = if self.nes { 2 } else { 1 };
        let mut pools = Pools {
            und: &mut und,
            old: &mut old,
            new: &mut new,
        };
        // Anti-fighter barrage: fighters only, excess lost.
        let mut h = u32::from(hits.fighters);
        for g in (0..n).filter(|&g| self.groups[g].fighter) {
            pools.kill(g, &mut h);
        }
        // Restricted hits go to non-fighter ships if able; what is left lands like ordinary hits.
        let mut h = u32::from(hits.restricted);
        self.assign(&mut pools, &mut h, true, sustain_ok, per);
        let mut h = h + u32::from(hits.any);
        self.assign(&mut pools, &mut h, false, sustain_ok, per);
        if repair && let Some(g) = (0..n).rev().find(|&g| old[g] > 0) {
            old[g] -= 1;
            und[g] += 1;
        }
        let mut next = Vec::with_capacity(2 * n);
        for g in 0..n {
            next.push(und[g] + old[g] + new[g]);
            next.push(old[g] + new[g]);
        }
        let yin_died = self
            .wipers
            .iter()
            .any(|&g| state[2 * g] > 0 && next[2 * g] == 0);
        let t = if yin_died { WIPE } else { self.intern(next) };
        self.takes.insert(key, t);
        t
    }

    /// Assigns `h` hits by the side's convention (to non-fighter ships only if `nonfighters`).
    fn assign(&self, p: &mut Pools, h: &mut u32, nonfighters: bool, sustain_ok: bool, per: u32) {
        let n = self.groups.len();
        let eligible = |g: usize| !nonfighters || !self.groups[g].fighter;
        let can_sustain = |g: usize| sustain_ok && self.groups[g].sustain;
        if self.assignment == Assignment::CheapestFirst {
            for g in (0..n).filter(|&g| eligible(g)) {
                if can_sustain(g) {
                    p.sustain(g, h, per);
                }
                p.kill(g, h);
            }
            return;
        }
        for g in (0..n).filter(|&g| eligible(g) && can_sustain(g)) {
            p.sustain(g, h, per);
        }
        for g in (0..n).filter(|&g| eligible(g)) {
            p.kill(g, h);
        }
    }

    /// This side's combat-round hits in state `s`, each unit's roll as the effects registry
    /// makes it (`opp_nonfighters`: the opponent's non-fighter ships, e.g. the Winnu flagship's
    /// dice).
    fn hit_dist(&mut self, s: u32, opp_nonfighters: u8, mode: Mode) -> usize {
        if let Some(&k) = self.dists.get(&(s, opp_nonfighters)) {
            return k;
        }
        let alive: Vec<(&UnitDef, u32)> = self
            .groups
            .iter()
            .enumerate()
            .map(|(g, group)| (group.def, u32::from(self.alive_in(s, g))))
            .filter(|(_, n)| *n > 0)
            .collect();
        let ctx = RollCtx {
            space: mode == Mode::Space,
            faction: self.faction.as_deref().unwrap_or(""),
            units: &alive,
            opp_nonfighter_ships: u32::from(opp_nonfighters),
            rules: crate::games::ti4::setup::RULES,
        };
        let mut restricted = vec![1.0];
        let mut any = vec![1.0];
        for &(def, n) in &alive {
            let Some(roll) = effects::combat::unit_roll(&ctx, def) else {
                continue;
            };
            let die = effects::combat::die_pmf(&roll);
            let target = if roll.ships_only {
                &mut restricted
            } else {
                &mut any
            };
            for _ in 0..roll.dice * n {
                *target = convolve(target, &die, self.cap);
            }
        }
        let k = self.dist_store.len();
        self.dist_store.push(HitDist { restricted, any });
        self.dists.insert((s, opp_nonfighters), k);
        k
    }

    /// Ambush hits in state `s` (Mentak, asked of the effects registry): 1 die for each of up
    /// to the registry's number of cruisers and destroyers, the best combat values first, each
    /// hitting on the ship's unmodified combat value.
    fn ambush_pmf(&self, s: u32) -> Vec<f64> {
        let n = self.faction.as_deref().map_or(0, |f| {
            effects::ambush_ships(f, crate::games::ti4::setup::RULES)
        });
        let mut needs: Vec<u8> = Vec::new();
        for (g, group) in self.groups.iter().enumerate() {
            if matches!(group.def.kind, UnitKind::Cruiser | UnitKind::Destroyer)
                && let Some(c) = group.def.combat
            {
                needs.extend(std::iter::repeat_n(
                    c.hits_on,
                    usize::from(self.alive_in(s, g)),
                ));
            }
        }
        needs.sort_unstable();
        let mut pmf = vec![1.0];
        for hits_on in needs.into_iter().take(usize::from(n)) {
            pmf = convolve(&pmf, &plain_die(hits_on), self.cap);
        }
        pmf
    }

    /// Anti-fighter barrage hits in state `s` (no combat modifiers, §14).
    fn afb_pmf(&self, s: u32) -> Vec<f64> {
        let mut pmf = vec![1.0];
        for (g, group) in self.groups.iter().enumerate() {
            if let Some(roll) = group.def.anti_fighter_barrage {
                let die = plain_die(roll.hits_on);
                for _ in 0..u32::from(roll.dice) * u32::from(self.alive_in(s, g)) {
                    pmf = convolve(&pmf, &die, self.fighter_cap);
                }
            }
        }
        pmf
    }
}

/// A side's units during hit assignment: per group, undamaged, damaged in an earlier round and
/// damaged this round.
struct Pools<'p> {
    und: &'p mut [u8],
    old: &'p mut [u8],
    new: &'p mut [u8],
}

impl Pools<'_> {
    /// Destroys up to `h` units of group `g`, damaged ones first.
    fn kill(&mut self, g: usize, h: &mut u32) {
        for pool in [&mut self.new[g], &mut self.old[g], &mut self.und[g]] {
            let k = (*h).min(u32::from(*pool));
            *pool -= u8::try_from(k).unwrap_or(0);
            *h -= k;
        }
    }

    /// Undamaged units of group `g` use SUSTAIN DAMAGE, each cancelling `per` hits.
    fn sustain(&mut self, g: usize, h: &mut u32, per: u32) {
        while *h > 0 && self.und[g] > 0 {
            self.und[g] -= 1;
            self.new[g] += 1;
            *h = h.saturating_sub(per);
        }
    }
}

/// Resources per unit (fighters and infantry cost half).
fn unit_value(u: &UnitDef) -> f64 {
    f64::from(u.cost.unwrap_or(0)) / f64::from(u.produced_per_cost.max(1))
}

/// Expected hits per combat roll (for breaking cost ties: weaker units die first).
fn strength(u: &UnitDef) -> f64 {
    u.combat.map_or(0.0, |r| {
        f64::from(r.dice.max(1)) * f64::from(11u8.saturating_sub(r.hits_on).min(10)) / 10.0
    })
}

/// Hits from one unmodified die hitting on `hits_on` (anti-fighter barrage, space cannon,
/// bombardment: no combat modifiers).
fn plain_die(hits_on: u8) -> Vec<f64> {
    effects::combat::die_pmf(&effects::UnitRoll {
        hits_on,
        dice: 1,
        modifier: 0,
        extra_from: None,
        extra: 0,
        ships_only: false,
    })
}

/// Convolution of two hit distributions; hits above `cap` are merged into `cap`.
fn convolve(a: &[f64], b: &[f64], cap: usize) -> Vec<f64> {
    let len = (a.len() + b.len() - 1).min(cap + 1);
    let mut out = vec![0.0; len];
    for (i, &x) in a.iter().enumerate() {
        if x == 0.0 {
            continue;
        }
        for (j, &y) in b.iter().enumerate() {
            out[(i + j).min(len - 1)] += x * y;
        }
    }
    out
}

/// Space cannon hits (offense from every unit with it; defense only from structures on the
/// planet), with Plasma Scoring's extra die on the best value. No combat modifiers (§43).
fn cannon_pmf(
    units: &[(&UnitDef, u32)],
    techs: &[CombatTech],
    defense: bool,
    cap: usize,
) -> Vec<f64> {
    let rolls: Vec<(u8, u32)> = units
        .iter()
        .filter(|(u, _)| !defense || u.is_structure())
        .filter_map(|(u, n)| {
            u.space_cannon
                .map(|c| (c.hits_on, u32::from(c.dice.max(1)) * n))
        })
        .collect();
    special_pmf(&rolls, techs, cap)
}

/// Bombardment hits of the attacker's units (§81), with Plasma Scoring.
fn bombard_pmf(units: &[(&UnitDef, u32)], techs: &[CombatTech], cap: usize) -> Vec<f64> {
    let rolls: Vec<(u8, u32)> = units
        .iter()
        .filter_map(|(u, n)| {
            u.bombardment
                .map(|b| (b.hits_on, u32::from(b.dice.max(1)) * n))
        })
        .collect();
    special_pmf(&rolls, techs, cap)
}

fn special_pmf(rolls: &[(u8, u32)], techs: &[CombatTech], cap: usize) -> Vec<f64> {
    let mut pmf = vec![1.0];
    if rolls.iter().all(|(_, n)| *n == 0) {
        return pmf;
    }
    for &(hits_on, dice) in rolls {
        let die = plain_die(hits_on);
        for _ in 0..dice {
            pmf = convolve(&pmf, &die, cap);
        }
    }
    if techs.contains(&CombatTech::PlasmaScoring)
        && let Some(best) = rolls.iter().filter(|(_, n)| *n > 0).map(|(h, _)| *h).min()
    {
        pmf = convolve(&pmf, &plain_die(best), cap);
    }
    pmf
}

/// Spreads a hit distribution over the states it leads to (merging equal ones).
fn spread(pmf: &[f64], mut next: impl FnMut(usize) -> u32) -> Vec<(u32, f64)> {
    let mut out: Vec<(u32, f64)> = Vec::new();
    for (h, &p) in pmf.iter().enumerate() {
        if p == 0.0 {
            continue;
        }
        let s = next(h);
        match out.iter_mut().find(|(t, _)| *t == s) {
            Some((_, q)) => *q += p,
            None => out.push((s, p)),
        }
    }
    out
}

type Pair = (u32, u32);

/// A distribution over pairs of states.
struct Dist {
    items: Vec<(Pair, f64)>,
}

impl Dist {
    fn new() -> Dist {
        Dist { items: Vec::new() }
    }

    fn add(&mut self, pair: Pair, p: f64) {
        match self.items.iter_mut().find(|(q, _)| *q == pair) {
            Some((_, x)) => *x += p,
            None => self.items.push((pair, p)),
        }
    }
}

/// Applies a simultaneous pre-combat step (both sides' outcomes independent) to `dist`;
/// probability mass that ends in a Yin wipe goes to `draw`.
fn step(
    dist: &Dist,
    draw: &mut f64,
    mut f: impl FnMut(Pair) -> (Vec<(u32, f64)>, Vec<(u32, f64)>),
) -> Dist {
    let mut out = Dist::new();
    for &(pair, p) in &dist.items {
        let (ai, dj) = f(pair);
        for &(i, pi) in &ai {
            for &(j, pj) in &dj {
                if i == WIPE || j == WIPE {
                    *draw += p * pi * pj;
                } else {
                    out.add((i, j), p * pi * pj);
                }
            }
        }
    }
    out
}

/// One combat round from a pair of states, factored: the attacker's and the defender's next
/// states are independent.
struct Trans {
    /// Weighted parts, each factored (a round where one side's hits depend on whether the
    /// other hit, Valkyrie Particle Weave, is split on that): (weight, a_next, d_next).
    parts: Vec<Part>,
}

/// One weighted, factored part of a round: (weight, a_next, d_next).
type Part = (f64, Vec<(u32, f64)>, Vec<(u32, f64)>);

/// A roll's total hits (restricted and ordinary together).
fn total_hits(d: &HitDist) -> Vec<f64> {
    convolve(&d.restricted, &d.any, usize::MAX - 1)
}

/// `pmf` given at least 1 hit (`plus`: 1 more hit on top), and the chance of at least 1.
fn given_a_hit(pmf: &[f64], plus: bool) -> (Vec<f64>, f64) {
    let p = 1.0 - pmf.first().copied().unwrap_or(1.0);
    let mut out: Vec<f64> = pmf
        .iter()
        .enumerate()
        .map(|(k, x)| if k == 0 || p <= 0.0 { 0.0 } else { x / p })
        .collect();
    if plus {
        out.insert(0, 0.0);
    }
    (out, p)
}

fn as_dist(any: Vec<f64>) -> HitDist {
    HitDist {
        restricted: vec![1.0],
        any,
    }
}

struct Chain<'a> {
    a: Side<'a>,
    d: Side<'a>,
    mode: Mode,
    pairs: Vec<Pair>,
    index: HashMap<u64, u32, Fast>,
    trans: Vec<Option<Trans>>,
}

const ATTACKER: [f64; 3] = [1.0, 0.0, 0.0];
const DRAW: [f64; 3] = [0.0, 1.0, 0.0];
const DEFENDER: [f64; 3] = [0.0, 0.0, 1.0];

fn key(pair: Pair) -> u64 {
    (u64::from(pair.0) << 32) | u64::from(pair.1)
}

impl Chain<'_> {
    fn terminal(&self, (i, j): Pair) -> Option<[f64; 3]> {
        match (self.a.alive(i), self.d.alive(j)) {
            (true, true) => None,
            (true, false) => Some(ATTACKER),
            (false, true) => Some(DEFENDER),
            (false, false) => Some(DRAW),
        }
    }

    fn round(&mut self, (i, j): Pair) -> Trans {
        let space = self.mode == Mode::Space;
        // The start of a space combat round: the Letnev flagship is repaired.
        let (i, j) = if space {
            (self.a.round_start(i), self.d.round_start(j))
        } else {
            (i, j)
        };
        let a_k = self.a.hit_dist(i, self.d.nonfighter_ships(j), self.mode);
        let d_k = self.d.hit_dist(j, self.a.nonfighter_ships(i), self.mode);
        let a_sus = !(space && self.d.mentak_alive(j));
        let d_sus = !(space && self.a.mentak_alive(i));
        // Valkyrie Particle Weave (ground): a side answers the opponent's hits with 1 more, so
        // the round is split on whether each side hit at least once.
        let mut rounds: Vec<(f64, HitDist, HitDist)> = Vec::new();
        if !space && (self.a.answers_hits || self.d.answers_hits) {
            let (a_roll, d_roll) = (
                total_hits(&self.a.dist_store[a_k]),
                total_hits(&self.d.dist_store[d_k]),
            );
            for a_hit in [false, true] {
                for d_hit in [false, true] {
                    let (a_out, pa) = if a_hit {
                        given_a_hit(&a_roll, d_hit && self.a.answers_hits)
                    } else {
                        let miss = a_roll.first().copied().unwrap_or(1.0);
                        (vec![1.0], miss)
                    };
                    let (d_out, pd) = if d_hit {
                        given_a_hit(&d_roll, a_hit && self.d.answers_hits)
                    } else {
                        let miss = d_roll.first().copied().unwrap_or(1.0);
                        (vec![1.0], miss)
                    };
                    // A miss of the other side leaves the answering side's roll as it is.
                    let a_out = if !a_hit && d_hit && self.a.answers_hits {
                        vec![0.0, 1.0]
                    } else {
                        a_out
                    };
                    let d_out = if !d_hit && a_hit && self.d.answers_hits {
                        vec![0.0, 1.0]
                    } else {
                        d_out
                    };
                    if pa * pd > 0.0 {
                        rounds.push((pa * pd, as_dist(a_out), as_dist(d_out)));
                    }
                }
            }
        }
        let mut parts = Vec::new();
        if rounds.is_empty() {
            let a_next = apply(&mut self.a, i, &self.d.dist_store[d_k], a_sus);
            let d_round = apply(&mut self.d, j, &self.a.dist_store[a_k], d_sus);
            parts.push((1.0, a_next, d_round));
        } else {
            for (w, a_out, d_out) in rounds {
                let a_next = apply(&mut self.a, i, &d_out, a_sus);
                let d_round = apply(&mut self.d, j, &a_out, d_sus);
                parts.push((w, a_next, d_round));
            }
        }
        // Harrow (L1Z1X): the ships bombard again when each round ends, even the last one.
        if let Some(pmf) = self.a.harrow.clone() {
            for part in &mut parts {
                let mut d_next = Vec::new();
                for &(j1, p) in &part.2 {
                    for (j2, q) in spread(&pmf, |h| self.d.take(j1, Hits::any(h), true, false)) {
                        match d_next.iter_mut().find(|(t, _)| *t == j2) {
                            Some((_, x)) => *x += p * q,
                            None => d_next.push((j2, p * q)),
                        }
                    }
                }
                part.2 = d_next;
            }
        }
        Trans { parts }
    }

    /// The outcome probabilities from `(i, j)` given the values of the states it leads to;
    /// the chance that nothing changes is folded away.
    fn value(&self, (i, j): Pair, t: &Trans, values: &[[f64; 3]]) -> [f64; 3] {
        let mut acc = [0.0; 3];
        let mut stay = 0.0;
        for (w, a_next, d_next) in &t.parts {
            for &(ia, pa) in a_next {
                for &(jd, pd) in d_next {
                    let p = w * pa * pd;
                    let v = if ia == WIPE || jd == WIPE {
                        DRAW
                    } else if ia == i && jd == j {
                        stay += p;
                        continue;
                    } else {
                        match self.index.get(&key((ia, jd))) {
                            Some(&n) => values[n as usize],
                            None => DRAW,
                        }
                    };
                    for (x, y) in acc.iter_mut().zip(v) {
                        *x += p * y;
                    }
                }
            }
        }
        if stay >= 1.0 - 1e-12 {
            // Nobody can ever score a hit here.
            DRAW
        } else {
            acc.map(|x| x / (1.0 - stay))
        }
    }

    fn id(&mut self, pair: Pair) -> u32 {
        if let Some(&k) = self.index.get(&key(pair)) {
            return k;
        }
        let k = u32::try_from(self.pairs.len()).unwrap_or(u32::MAX);
        self.pairs.push(pair);
        self.trans.push(None);
        self.index.insert(key(pair), k);
        k
    }

    /// Enumerates the reachable states, then solves for the outcome probabilities.
    fn solve(&mut self, start: &Dist) -> [f64; 3] {
        let mut queue: Vec<u32> = Vec::new();
        for &(pair, _) in &start.items {
            let before = self.pairs.len();
            let k = self.id(pair);
            if self.pairs.len() > before {
                queue.push(k);
            }
        }
        while let Some(k) = queue.pop() {
            let pair = self.pairs[k as usize];
            if self.terminal(pair).is_some() {
                continue;
            }
            let t = self.round(pair);
            for (_, a_next, d_next) in &t.parts {
                for &(i, _) in a_next {
                    if i == WIPE {
                        continue;
                    }
                    for &(j, _) in d_next {
                        if j == WIPE {
                            continue;
                        }
                        let before = self.pairs.len();
                        let n = self.id((i, j));
                        if self.pairs.len() > before {
                            queue.push(n);
                        }
                    }
                }
            }
            self.trans[k as usize] = Some(t);
        }

        // Kills lower the number of units alive; sustain damage and repairs (Duranium Armor)
        // keep it. So solve level by level, fewest units first: every state a level leads to
        // outside itself is already solved. Inside a level, every change lowers the measure
        // unless a repair raises it: without Duranium Armor one pass in rising measure order is
        // exact, with it the level is swept until nothing moves.
        let level = |k: usize| {
            let (i, j) = self.pairs[k];
            (
                self.a.units_alive(i) + self.d.units_alive(j),
                self.a.measure(i) + self.d.measure(j),
            )
        };
        let mut order: Vec<usize> = (0..self.pairs.len()).collect();
        order.sort_by_key(|&k| level(k));
        let mut values: Vec<[f64; 3]> = self
            .pairs
            .iter()
            .map(|&p| self.terminal(p).unwrap_or([0.0; 3]))
            .collect();
        let cyclic = self.a.duranium
            || self.d.duranium
            || !self.a.repaired.is_empty()
            || !self.d.repaired.is_empty();
        let max_sweeps = if cyclic { 100_000 } else { 1 };
        for block in order.chunk_by(|&x, &y| level(x).0 == level(y).0) {
            for _ in 0..max_sweeps {
                let mut delta: f64 = 0.0;
                for &k in block {
                    let Some(t) = &self.trans[k] else {
                        continue;
                    };
                    let v = self.value(self.pairs[k], t, &values);
                    for (old, new) in values[k].iter().zip(v) {
                        delta = delta.max((old - new).abs());
                    }
                    values[k] = v;
                }
                if delta < 1e-15 {
                    break;
                }
            }
        }
        let mut total = [0.0; 3];
        for &(pair, p) in &start.items {
            if let Some(&k) = self.index.get(&key(pair)) {
                for (x, y) in total.iter_mut().zip(values[k as usize]) {
                    *x += p * y;
                }
            }
        }
        total
    }
}

/// The states `side` can reach from `s` when the opponent's round hits are `dist`.
fn apply(side: &mut Side, s: u32, dist: &HitDist, sustain_ok: bool) -> Vec<(u32, f64)> {
    let repair = side.duranium;
    let mut out: Vec<(u32, f64)> = Vec::new();
    for (r, &pr) in dist.restricted.iter().enumerate() {
        if pr == 0.0 {
            continue;
        }
        for (h, &ph) in dist.any.iter().enumerate() {
            if ph == 0.0 {
                continue;
            }
            let hits = Hits {
                restricted: sat16(r),
                any: sat16(h),
                fighters: 0,
            };
            let t = side.take(s, hits, sustain_ok, repair);
            match out.iter_mut().find(|(x, _)| *x == t) {
                Some((_, q)) => *q += pr * ph,
                None => out.push((t, pr * ph)),
            }
        }
    }
    out
}

/// A small fast hasher for integer keys (the std SipHash dominates the run time otherwise).
#[derive(Default)]
struct FastHasher(u64);

impl Hasher for FastHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(5) ^ u64::from(b)).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        }
    }

    fn write_u8(&mut self, i: u8) {
        self.write_u64(u64::from(i));
    }

    fn write_u16(&mut self, i: u16) {
        self.write_u64(u64::from(i));
    }

    fn write_u32(&mut self, i: u32) {
        self.write_u64(u64::from(i));
    }

    fn write_u64(&mut self, i: u64) {
        self.0 = (self.0.rotate_left(5) ^ i).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn write_usize(&mut self, i: usize) {
        self.write_u64(i as u64);
    }
}

type Fast = BuildHasherDefault<FastHasher>;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ti4::content::Roll;

    fn units(text: &str) -> Vec<(&'static UnitDef, u32)> {
        parse_units(text).unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    fn fleet(text: &str) -> Fleet<'static> {
        parse_fleet(text).unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    fn space(a: &str, d: &str) -> Odds {
        odds(&units(a), &units(d), &OddsOptions::space())
    }

    fn ground(a: &str, d: &str, bombard: bool) -> Odds {
        odds(&units(a), &units(d), &OddsOptions::ground(bombard))
    }

    fn close(x: f64, y: f64) -> bool {
        (x - y).abs() < 1e-9
    }

    fn assert_sums_to_one(o: &Odds) {
        let sum = o.attacker + o.draw + o.defender;
        assert!((sum - 1.0).abs() < 1e-9, "{o:?} sums to {sum}");
        for p in [o.attacker, o.draw, o.defender] {
            assert!((-1e-12..=1.0 + 1e-12).contains(&p), "{o:?}");
        }
    }

    // --- Reference rows (shared/reference/ti4/combat-expectations.md, base-game rows) --------

    /// One reference row: expected fractions and their relative tolerances. The reference test
    /// compares counts out of N battles with `expected ± expected × tolerance`; its default
    /// tolerance is 0.06, rows with an explicit one use that.
    struct Row {
        number: u8,
        attacker: &'static str,
        defender: &'static str,
        opts: OddsOptions,
        assignment: Assignment,
        expected: [(f64, f64); 3],
    }

    const DEFAULT_TOL: f64 = 0.06;

    fn rows() -> Vec<Row> {
        let sp = OddsOptions::space();
        let gr = OddsOptions::ground(true);
        let row = |number, attacker, defender, opts, expected| Row {
            number,
            attacker,
            defender,
            opts,
            assignment: Assignment::SustainFirst,
            expected,
        };
        vec![
            // 1: Letnev 2 dreadnoughts + Non-Euclidean Shielding + Duranium Armor v 2 dreadnoughts.
            row(
                1,
                "2 dreadnought, non_euclidean_shielding, duranium_armor",
                "2 dreadnought",
                sp,
                [(1.0, 0.0), (0.0, 0.0), (0.0, 0.0)],
            ),
            // 2: Sardakk flagship (Unrelenting) v Arborec flagship.
            row(
                2,
                "sardakk_flagship",
                "arborec_flagship",
                sp,
                [
                    (0.56, DEFAULT_TOL),
                    (0.26, DEFAULT_TOL),
                    (0.18, DEFAULT_TOL),
                ],
            ),
            // 3: 5 dreadnoughts + Duranium Armor v 5 dreadnoughts.
            row(
                3,
                "5 dreadnought, duranium_armor",
                "5 dreadnought",
                sp,
                [(0.67, DEFAULT_TOL), (0.0167, 0.2), (0.313, DEFAULT_TOL)],
            ),
            // 7: L1Z1X flagship + 4 dreadnoughts v 5 dreadnoughts + 3 fighters, with the
            // reference's hit-assignment convention (see the row-7 test for the default).
            Row {
                assignment: Assignment::CheapestFirst,
                ..row(
                    7,
                    "l1z1x_flagship, 4 l1z1x_dreadnought",
                    "5 dreadnought, 3 fighter",
                    sp,
                    [(0.296, DEFAULT_TOL), (0.021, 0.2), (0.682, DEFAULT_TOL)],
                )
            },
            // 9: ground, bombardment first.
            row(
                9,
                "3 infantry, 3 dreadnought",
                "3 infantry",
                gr,
                [(0.904, DEFAULT_TOL), (0.014, 0.25), (0.081, 0.15)],
            ),
            // 10: ground, PDS planetary shield stops bombardment; its space cannon defends.
            row(
                10,
                "3 infantry, 3 dreadnought",
                "3 infantry, 1 pds",
                gr,
                [(0.316, DEFAULT_TOL), (0.037, 0.2), (0.646, DEFAULT_TOL)],
            ),
            // 11: ground, Letnev flagship (bombardment 5 x3) disables the planetary shield.
            row(
                11,
                "3 infantry, letnev_flagship",
                "3 infantry, 1 pds",
                gr,
                [(0.82, DEFAULT_TOL), (0.028, 0.2), (0.152, DEFAULT_TOL)],
            ),
            // 12: ground, L1Z1X Harrow (bombardment again after every ground-combat round).
            row(
                12,
                "3 l1z1x_dreadnought, 5 infantry",
                "8 infantry",
                gr,
                [(0.803, DEFAULT_TOL), (0.063, 0.2), (0.132, 0.1)],
            ),
        ]
    }

    fn compute(row: &Row) -> Odds {
        fleet_odds_with(
            &fleet(row.attacker),
            &fleet(row.defender),
            &row.opts,
            row.assignment,
        )
    }

    fn check_row(number: u8) -> Odds {
        let row = rows().into_iter().find(|r| r.number == number).unwrap();
        let got = compute(&row);
        assert_sums_to_one(&got);
        let values = [got.attacker, got.draw, got.defender];
        for ((name, value), (expected, tol)) in ["attacker", "draw", "defender"]
            .iter()
            .zip(values)
            .zip(row.expected)
        {
            assert!(
                (value - expected).abs() <= expected * tol + 1e-12,
                "row {number} {name}: {value:.4} vs {expected} ± {tol}: {}",
                got.line()
            );
        }
        got
    }

    #[test]
    fn rr_42_82_space_combat_row1_nes_and_duranium_never_lose() {
        let o = check_row(1);
        assert!(close(o.attacker, 1.0), "{o:?}");
    }

    #[test]
    fn rr_42_space_combat_row2_sardakk_flagship_v_arborec_flagship() {
        check_row(2);
    }

    #[test]
    fn rr_42_82_space_combat_row3_duranium_armor_5v5_dreadnoughts() {
        check_row(3);
    }

    #[test]
    fn rr_42_space_combat_row7_l1z1x_flagship_hits_non_fighters() {
        check_row(7);
        // With the default (every sustain damage before any loss) the L1Z1X flagship
        // sustains before the dreadnoughts die, which is better for the attacker than the
        // reference's convention.
        let row = rows().into_iter().find(|r| r.number == 7).unwrap();
        let default = fleet_odds(&fleet(row.attacker), &fleet(row.defender), &row.opts);
        assert!(default.attacker > 0.296 * 1.1, "{}", default.line());
        // Without the flagship's rule the fighters would soak up hits first.
        let plain = space("sol_flagship, 4 dreadnought", "5 dreadnought, 3 fighter");
        assert!(plain.attacker < default.attacker, "{}", plain.line());
    }

    #[test]
    fn rr_73_81_ground_combat_row9_bombardment_first() {
        check_row(9);
        let without = ground("3 infantry, 3 dreadnought", "3 infantry", false);
        assert!(
            without.attacker < 0.6,
            "bombardment matters: {}",
            without.line()
        );
    }

    #[test]
    fn rr_73_81_43_ground_combat_row10_planetary_shield_blocks_bombardment() {
        let o = check_row(10);
        let no_bombard = ground("3 infantry, 3 dreadnought", "3 infantry, 1 pds", false);
        assert!(close(o.attacker, no_bombard.attacker), "shield blocks it");
    }

    #[test]
    fn rr_73_81_ground_combat_row11_letnev_flagship_disables_planetary_shield() {
        check_row(11);
    }

    #[test]
    fn rr_73_81_ground_combat_row12_l1z1x_harrow() {
        check_row(12);
        // Generic dreadnoughts (no L1Z1X unit, so no Harrow) do worse.
        let generic = ground("3 dreadnought, 5 infantry", "8 infantry", true);
        assert!(generic.attacker < 0.75, "{}", generic.line());
    }

    #[test]
    fn reference_rows_max_deviation() {
        let mut worst = (0.0f64, 0u8, "");
        for row in rows() {
            let got = compute(&row);
            for ((name, value), (expected, _)) in ["attacker", "draw", "defender"]
                .iter()
                .zip([got.attacker, got.draw, got.defender])
                .zip(row.expected)
            {
                let dev = (value - expected).abs();
                if dev > worst.0 {
                    worst = (dev, row.number, name);
                }
            }
            eprintln!("row {:>2}: {}", row.number, got.line());
        }
        eprintln!(
            "max absolute deviation {:.4} (row {} {})",
            worst.0, worst.1, worst.2
        );
        assert!(worst.0 < 0.025);
    }

    // --- Exact small cases ------------------------------------------------------------------

    #[test]
    fn rr_42_space_combat_one_fighter_each_is_symmetric_and_exact() {
        let o = space("1 fighter", "1 fighter");
        assert!(close(o.attacker, o.defender));
        // Each round: both hit 0.04, one hits 0.16 each, nobody 0.64.
        assert!(close(o.attacker, 0.16 / 0.36), "{o:?}");
        assert!(close(o.draw, 0.04 / 0.36), "{o:?}");
        let o = space("2 cruiser2, 1 dreadnought", "2 cruiser2, 1 dreadnought");
        assert!(close(o.attacker, o.defender), "{o:?}");
    }

    #[test]
    fn rr_14_afb_first_round_only_and_only_at_fighters() {
        // AFB 9 (x2): the fighter dies with 0.36; otherwise 1 v 1 at 9.
        let o = space("1 destroyer", "1 fighter");
        let duel = 0.16 / 0.36;
        assert!(close(o.attacker, 0.36 + 0.64 * duel), "{o:?}");
        assert!(close(o.draw, 0.64 * 0.04 / 0.36), "{o:?}");
        let off = OddsOptions {
            anti_fighter_barrage: false,
            ..OddsOptions::space()
        };
        let o = odds(&units("1 destroyer"), &units("1 fighter"), &off);
        assert!(close(o.attacker, duel), "{o:?}");
        // AFB never hits other ships.
        let with = space("2 destroyer2", "1 cruiser");
        let without = odds(&units("2 destroyer2"), &units("1 cruiser"), &off);
        assert!(close(with.attacker, without.attacker));
        // Destroyer II: AFB 6 (x3) against 3 fighters helps.
        let with = space("1 destroyer2", "3 fighter");
        let without = odds(&units("1 destroyer2"), &units("3 fighter"), &off);
        assert!(
            with.attacker > without.attacker + 0.05,
            "{with:?} {without:?}"
        );
    }

    #[test]
    fn rr_43_space_cannon_offense_before_space_combat() {
        // PDS 6: 0.5 to kill the attacker's fighter before the duel.
        let o = space("1 fighter", "1 fighter, 1 pds");
        let duel = 0.16 / 0.36;
        assert!(close(o.attacker, 0.5 * duel), "{o:?}");
        assert!(close(o.defender, 0.5 + 0.5 * duel), "{o:?}");
        let off = OddsOptions {
            space_cannon: false,
            ..OddsOptions::space()
        };
        let o = odds(&units("1 fighter"), &units("1 fighter, 1 pds"), &off);
        assert!(close(o.attacker, duel));
        // The attacker's own PDS (e.g. PDS II next door) fires too.
        let o = space("1 fighter, 1 pds2", "1 fighter");
        assert!(close(o.attacker, 0.6 + 0.4 * duel), "{o:?}");
    }

    #[test]
    fn rr_43_space_cannon_defense_before_ground_combat() {
        // 1 infantry each at 8: attacker wins 0.21/0.51, draw 0.09/0.51.
        let o = ground("1 infantry", "1 infantry, 1 pds", false);
        assert!(close(o.attacker, 0.5 * 0.21 / 0.51), "{o:?}");
        assert!(close(o.draw, 0.5 * 0.09 / 0.51), "{o:?}");
        // Ships with space cannon (Xxcha flagship) are not on the planet.
        let o = ground("1 infantry", "1 infantry, xxcha_flagship", false);
        assert!(close(o.attacker, 0.21 / 0.51), "{o:?}");
    }

    #[test]
    fn rr_81_bombardment_planetary_shield_and_war_sun() {
        let shielded = ground("1 dreadnought, 1 infantry", "1 infantry, 1 pds", true);
        let plain = ground("1 infantry", "1 infantry, 1 pds", false);
        assert!(close(shielded.attacker, plain.attacker), "shield blocks");
        // A war sun ignores the shield: 3 dice at 3 kill the infantry with 1 − 0.2³; the PDS
        // still fires at the attacker's infantry (0.5).
        let o = ground("1 war_sun, 1 infantry", "1 infantry, 1 pds", true);
        let killed = 1.0 - 0.008;
        let duel_a = 0.21 / 0.51;
        let expected = killed * 0.5 + (1.0 - killed) * 0.5 * duel_a;
        assert!(close(o.attacker, expected), "{o:?} vs {expected}");
        assert_sums_to_one(&o);
    }

    #[test]
    fn rr_82_sustain_damage_first_then_cheapest() {
        let u = units("1 dreadnought, 2 fighter, 1 carrier");
        let mut side = Side::new(&u, &[], Mode::Space);
        // Groups in assignment order: fighters, carrier, dreadnought.
        let ids: Vec<&str> = side.groups.iter().map(|g| g.def.id.as_str()).collect();
        assert_eq!(ids, ["fighter", "carrier", "dreadnought"]);
        let after = |side: &mut Side, h: usize| {
            let t = side.take(0, Hits::any(h), true, false);
            side.states[t as usize].to_vec()
        };
        assert_eq!(
            after(&mut side, 1),
            [2, 0, 1, 0, 1, 1],
            "dreadnought sustains"
        );
        assert_eq!(after(&mut side, 2), [1, 0, 1, 0, 1, 1], "then a fighter");
        assert_eq!(after(&mut side, 4), [0, 0, 0, 0, 1, 1], "then the carrier");
        assert_eq!(after(&mut side, 5), [0, 0, 0, 0, 0, 0]);
        // No sustain damage allowed (Mentak flagship): the fighter goes first.
        let t = side.take(0, Hits::any(1), false, false);
        assert_eq!(side.states[t as usize].to_vec(), [1, 0, 1, 0, 1, 0]);
        // AFB hits only fighters; extra hits are lost.
        let t = side.take(0, Hits::fighters(5), true, false);
        assert_eq!(side.states[t as usize].to_vec(), [0, 0, 1, 0, 1, 0]);
        // The reference convention: fighters die before the dreadnought sustains.
        side.assignment = Assignment::CheapestFirst;
        side.takes.clear();
        assert_eq!(after(&mut side, 1), [1, 0, 1, 0, 1, 0]);
        assert_eq!(after(&mut side, 4), [0, 0, 0, 0, 1, 1]);
    }

    #[test]
    fn rr_42_faction_effects() {
        // Mentak flagship: the dreadnought cannot sustain; compare a 7 (x2) flagship without it.
        let mentak = space("mentak_flagship", "1 dreadnought");
        let hacan = space("hacan_flagship", "1 dreadnought");
        assert!(
            mentak.attacker > hacan.attacker + 0.05,
            "{mentak:?} {hacan:?}"
        );
        // Yin flagship: its loss destroys every ship, so those outcomes are draws.
        let yin = space("yin_flagship", "1 war_sun");
        let naalu = space("naalu_flagship", "1 war_sun");
        assert!(yin.draw > naalu.draw + 0.3, "{yin:?} {naalu:?}");
        // Jol-Nar: Fragile −1, but the flagship's 9s and 10s add hits.
        let jolnar = space("jolnar_flagship", "1 dreadnought");
        assert_sums_to_one(&jolnar);
        // Winnu flagship rolls one die per opposing non-fighter ship.
        let few = space("winnu_flagship", "1 cruiser");
        let many = space("winnu_flagship", "4 cruiser");
        assert!(
            few.attacker > 0.5 && many.attacker > 0.0,
            "{few:?} {many:?}"
        );
        let only_fighters = space("winnu_flagship", "1 fighter");
        assert!(close(only_fighters.defender, 1.0), "{only_fighters:?}");
        // Sardakk: +1 on combat rolls in ground combat too.
        let sardakk = ground("2 sardakk_dreadnought, 2 infantry", "2 infantry", false);
        let plain = ground("2 infantry", "2 infantry", false);
        assert!(sardakk.attacker > plain.attacker + 0.05, "{sardakk:?}");
    }

    #[test]
    fn no_combat_value_is_a_draw() {
        let mut dud = units("1 carrier")[0].0.clone();
        dud.combat = Some(Roll {
            hits_on: 11,
            dice: 1,
        });
        let o = odds(&[(&dud, 2)], &[(&dud, 1)], &OddsOptions::space());
        assert!(close(o.draw, 1.0), "{o:?}");
        // Nobody with ships: draw; only one side with ships: it wins.
        assert!(close(space("2 infantry", "1 infantry").draw, 1.0));
        assert!(close(
            space("1 carrier", "3 infantry, 1 space_dock").attacker,
            1.0
        ));
        assert!(close(ground("1 infantry", "1 pds", false).attacker, 0.5));
    }

    #[test]
    fn outcomes_sum_to_one() {
        let fleets = [
            "1 war_sun, 2 dreadnought2, 3 fighter2",
            "2 cruiser2, 2 destroyer2, 1 carrier2, 4 fighter",
            "3 dreadnought, 1 pds, 5 infantry",
            "sol_flagship, 2 sol_carrier2, 4 sol_infantry2, 2 fighter",
            "l1z1x_flagship, 2 l1z1x_dreadnought2, 2 carrier, 4 fighter, 4 infantry",
            "yin_flagship, 2 destroyer, 3 infantry, 1 pds2",
            "1 fighter",
        ];
        let all = [
            OddsOptions::space(),
            OddsOptions::ground(true),
            OddsOptions::ground(false),
            OddsOptions {
                anti_fighter_barrage: false,
                space_cannon: false,
                ..OddsOptions::space()
            },
        ];
        for a in fleets {
            for d in fleets {
                for opts in &all {
                    let o = fleet_odds(&fleet(a), &fleet(d), opts);
                    assert_sums_to_one(&o);
                }
            }
        }
        let o = fleet_odds(
            &fleet("3 dreadnought2, duranium, nes, plasma"),
            &fleet("2 war_sun, duranium"),
            &OddsOptions::space(),
        );
        assert_sums_to_one(&o);
    }

    #[test]
    fn rr_42_largest_fleets_are_symmetric() {
        let o = space("10 war_sun, 20 fighter2", "10 war_sun, 20 fighter2");
        assert!((o.attacker - o.defender).abs() < 1e-9, "{o:?}");
        assert_sums_to_one(&o);
    }

    #[test]
    fn huge_counts_are_cut_without_panicking() {
        let a = units("1 fighter");
        let big = [(a[0].0, 1_000_000)];
        let o = odds(&big, &big, &OddsOptions::space());
        assert!(close(o.attacker, o.defender), "{o:?}");
        assert_sums_to_one(&o);
        let o = odds(&[], &[], &OddsOptions::ground(true));
        assert!(close(o.draw, 1.0));
    }

    // --- Parsing ------------------------------------------------------------------------------

    #[test]
    fn parse_accepts_ids_names_short_codes_and_plurals() {
        let ids = |text: &str| -> Vec<(String, u32)> {
            units(text)
                .into_iter()
                .map(|(u, n)| (u.id.clone(), n))
                .collect()
        };
        let pair = |id: &str, n| (id.to_string(), n);
        assert_eq!(
            ids("2 dreadnought, 1 carrier, 3 fighter"),
            [
                pair("dreadnought", 2),
                pair("carrier", 1),
                pair("fighter", 3)
            ]
        );
        assert_eq!(
            ids("2 dn, 1 ca, 1 cv, 2 dd, 3 ff, 4 inf, 1 ws, 1 pds"),
            [
                pair("dreadnought", 2),
                pair("cruiser", 1),
                pair("carrier", 1),
                pair("destroyer", 2),
                pair("fighter", 3),
                pair("infantry", 4),
                pair("war_sun", 1),
                pair("pds", 1)
            ]
        );
        assert_eq!(
            ids("2 cruiser2, dn2, 3 fighters, 2x dd2, 1 Dreadnought II, 2 war suns, 1 PDS 2"),
            [
                pair("cruiser2", 2),
                pair("dreadnought2", 2),
                pair("fighter", 3),
                pair("destroyer2", 2),
                pair("war_sun", 2),
                pair("pds2", 1)
            ]
        );
        assert_eq!(
            ids("sardakk flagship, 2 exotrireme ii, exotrireme"),
            [
                pair("sardakk_flagship", 1),
                pair("sardakk_dreadnought2", 2),
                pair("sardakk_dreadnought", 1)
            ]
        );
        assert_eq!(ids("1 Duha Menaimon"), [pair("arborec_flagship", 1)]);
        assert_eq!(ids("3 fighter, 2 ff")[0], pair("fighter", 5), "merged");
    }

    #[test]
    fn parse_fleet_takes_combat_technologies() {
        let f = fleet("2 dreadnought, duranium, Non-Euclidean Shielding, plasma_scoring");
        assert_eq!(
            f.techs,
            [
                CombatTech::DuraniumArmor,
                CombatTech::NonEuclideanShielding,
                CombatTech::PlasmaScoring
            ]
        );
    }

    #[test]
    fn parse_errors_say_what_is_wrong_and_what_is_accepted() {
        let err = |text: &str| parse_units(text).unwrap_err();
        assert_eq!(err("").id, "ti4-odds-empty");
        assert_eq!(err(" , ,").id, "ti4-odds-empty");
        let e = err("2 dreadnougth");
        assert_eq!(e.id, "ti4-odds-unknown-unit");
        assert_eq!(
            e.arg("name"),
            Some(&crate::core::msg::Arg::Text("dreadnougth".into()))
        );
        assert!(
            matches!(e.arg("accepted"), Some(crate::core::msg::Arg::Text(t)) if t.contains("dreadnought2"))
        );
        assert_eq!(err("3").id, "ti4-odds-missing-name");
        assert_eq!(err("-2 fighter").id, "ti4-odds-bad-count");
        assert_eq!(err("31 fighter").id, "ti4-odds-too-many");
        assert_eq!(err("99999999999999999999 fighter").id, "ti4-odds-too-many");
        assert_eq!(err("20 fighter, 11 infantry").id, "ti4-odds-too-many");
        assert_eq!(
            err("sardakk flagship, jolnar flagship").id,
            "ti4-odds-two-factions"
        );
        assert_eq!(
            err("2 dreadnought, duranium").id,
            "ti4-odds-tech-not-allowed"
        );
        assert_eq!(err("gravity drive").id, "ti4-odds-tech-unsupported");
        let e = parse_fleet("16 dreadnought, duranium").unwrap_err();
        assert_eq!(e.id, "ti4-odds-duranium-too-many");
        assert!(parse_fleet("15 dreadnought, 15 fighter, duranium").is_ok());
        assert_eq!(err("flagship").id, "ti4-odds-unknown-unit");
        assert_eq!(err("mech").id, "ti4-odds-unknown-unit");
        // Arbitrary bytes never panic.
        for text in [
            "\u{0}",
            "2 ",
            "x",
            "2x",
            "０ fighter",
            "🚀 3",
            ",,,3 ,",
            "2 x 3",
        ] {
            let _ = parse_fleet(text);
        }
    }

    #[test]
    fn line_has_four_decimals() {
        let o = Odds {
            attacker: 0.5,
            draw: 0.125,
            defender: 0.375,
        };
        assert_eq!(o.line(), "attacker=0.5000 draw=0.1250 defender=0.3750");
    }
}
