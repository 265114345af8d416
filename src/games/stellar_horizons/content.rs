//! The data pack: the tables under `assets/stellar_horizons/` that the engine owns (worlds,
//! ships, facilities, economy, factions, combat, tables, scenarios), compiled in, parsed once and
//! validated on load, and the override merge a table owner uses to replace provisional values.
//!
//! Every file is one table (`{"table", "rule", "rows"}`) or several (`{"tables": [...]}`); every
//! row has an `id` (lowercase kebab-case ASCII) and a `source` (`R x.y`, `public: …` or
//! `provisional: …`), with optional `field_sources` for single fields.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// The bundled files, in load order.
pub const FILES: &[(&str, &str)] = &[
    (
        "worlds.json",
        include_str!("../../../assets/stellar_horizons/worlds.json"),
    ),
    (
        "ships.json",
        include_str!("../../../assets/stellar_horizons/ships.json"),
    ),
    (
        "facilities.json",
        include_str!("../../../assets/stellar_horizons/facilities.json"),
    ),
    (
        "economy.json",
        include_str!("../../../assets/stellar_horizons/economy.json"),
    ),
    (
        "factions.json",
        include_str!("../../../assets/stellar_horizons/factions.json"),
    ),
    (
        "combat.json",
        include_str!("../../../assets/stellar_horizons/combat.json"),
    ),
    (
        "tables.json",
        include_str!("../../../assets/stellar_horizons/tables.json"),
    ),
    (
        "scenarios.json",
        include_str!("../../../assets/stellar_horizons/scenarios.json"),
    ),
    // The other data helper's tables the engine reads.
    (
        "techs.json",
        include_str!("../../../assets/stellar_horizons/techs.json"),
    ),
    (
        "events.json",
        include_str!("../../../assets/stellar_horizons/events.json"),
    ),
    (
        "missions.json",
        include_str!("../../../assets/stellar_horizons/missions.json"),
    ),
    (
        "tech_pools.json",
        include_str!("../../../assets/stellar_horizons/tech_pools.json"),
    ),
    (
        "harvest.json",
        include_str!("../../../assets/stellar_horizons/harvest.json"),
    ),
    (
        "terraforming.json",
        include_str!("../../../assets/stellar_horizons/terraforming.json"),
    ),
    (
        "world_cards.json",
        include_str!("../../../assets/stellar_horizons/world_cards.json"),
    ),
    (
        "trade_markers.json",
        include_str!("../../../assets/stellar_horizons/trade_markers.json"),
    ),
];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Field {
    #[serde(alias = "physics")]
    Phys,
    #[serde(alias = "engineering")]
    Eng,
    #[serde(alias = "biology")]
    Bio,
}

impl Field {
    pub const ALL: [Field; 3] = [Field::Phys, Field::Eng, Field::Bio];
    pub fn idx(self) -> usize {
        self as usize
    }
    pub fn id(self) -> &'static str {
        ["phys", "eng", "bio"][self as usize]
    }
    pub fn parse(s: &str) -> Option<Field> {
        Field::ALL.into_iter().find(|f| f.id() == s)
    }
}

/// ORE, FUEL, SUP amounts.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Cost {
    pub ore: i32,
    pub fuel: i32,
    pub sup: i32,
}

impl Cost {
    pub fn arr(self) -> [i32; 3] {
        [self.ore, self.fuel, self.sup]
    }
    pub fn total(self) -> i32 {
        self.ore + self.fuel + self.sup
    }
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct System {
    pub id: String,
    /// The heliocentric number printed on the hub (unsigned, SH-D49).
    pub helio: i32,
    pub decade: i32,
    /// Order outward from the Sun (a flyby's forced move goes farther out, SH-D49).
    pub sun_order: i32,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct World {
    pub id: String,
    pub system: String,
    pub central: bool,
    pub value: i32,
    pub field: Option<Field>,
    pub bonus: Cost,
    pub base_cost: Option<i32>,
    pub event: Option<[i32; 2]>,
    pub life: i32,
    pub hazards: Vec<String>,
    pub descriptors: Vec<String>,
    pub settlement_vp_quarters: i32,
}

impl World {
    pub fn has(&self, hazard: &str) -> bool {
        self.hazards.iter().any(|h| h == hazard)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Class {
    Lv,
    Re,
    Cv,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ReKind {
    Probe,
    Telescope,
    Flyby,
    Orbiter,
    Rover,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct Design {
    pub id: String,
    pub class: Class,
    pub kind: Option<ReKind>,
    pub size: i32,
    pub explore: i32,
    pub sensor: String,
    pub cargo: i32,
    pub producer: bool,
    pub combat: i32,
    pub drones: i32,
    pub cost: Cost,
    pub tech: Option<String>,
    pub faction: Option<String>,
}

impl Design {
    /// The gating class of 6.6: `lv-2`, `re`, `cv-3`.
    pub fn gate(&self) -> String {
        match self.class {
            Class::Lv => format!("lv-{}", self.size),
            Class::Re => "re".into(),
            Class::Cv => format!("cv-{}", self.size.min(7)),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct Facility {
    pub id: String,
    pub line: String,
    pub level: i32,
    pub cost: Cost,
    pub defense: i32,
    pub vp: i32,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct Gating {
    pub id: String,
    pub level: i32,
    pub build: Vec<String>,
    pub reactivate: Vec<String>,
    pub repair: i32,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct CostRow {
    pub id: String,
    pub cost: Cost,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct Valued {
    pub id: String,
    pub value: i32,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct Upkeep {
    pub id: String,
    pub escalator: Vec<i32>,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StartShip {
    pub design: String,
    pub name: String,
    pub at: String,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Production {
    pub from: i32,
    pub cash: i32,
    pub phys: i32,
    pub eng: i32,
    pub bio: i32,
}

#[derive(Debug, Clone, Copy, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Limits {
    pub re: i32,
    pub cv: i32,
    pub base: i32,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct Faction {
    pub id: String,
    pub track: usize,
    pub color: String,
    pub cash: i32,
    pub ships: Vec<StartShip>,
    pub techs: Vec<String>,
    pub policies: Vec<String>,
    pub production: Vec<Production>,
    pub limits: Limits,
    pub payout: BTreeMap<String, i32>,
    pub ability: BTreeMap<String, i32>,
}

impl Faction {
    pub fn ability(&self, key: &str) -> i32 {
        self.ability.get(key).copied().unwrap_or(0)
    }
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct Crt {
    pub id: String,
    pub min: Vec<i32>,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct Raid {
    pub id: String,
    pub loot: i32,
    pub damage: i32,
    pub destroys: bool,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct Loss {
    pub id: String,
    pub vp: i32,
    /// Engineering markers to the owner of a CV lost in combat.
    pub combat_eng: i32,
    /// Engineering markers to the owner of a CV lost to engine failure.
    pub engine_eng: i32,
}

/// A technology as `techs.json` gives it (R 6.9; the other data helper's table).
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct Tech {
    pub id: String,
    #[serde(default)]
    pub name: Option<String>,
    pub field: Field,
    pub cost: i32,
    pub column: i32,
    pub path: String,
    pub prerequisites: Vec<String>,
    pub effects: Vec<Value>,
    #[serde(default)]
    pub requires_found_by_other: bool,
    #[serde(default)]
    pub excluded_from_tech_level: bool,
}

impl Tech {
    /// The effects of one kind.
    pub fn effects_of<'a>(&'a self, kind: &'a str) -> impl Iterator<Item = &'a Value> + 'a {
        self.effects
            .iter()
            .filter(move |e| e.get("kind").and_then(Value::as_str) == Some(kind))
    }
}

/// A row of `tech_pools.json`: a field's marker pool (`kind: tech-pool`) or an NPF base.
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct PoolRow {
    pub id: String,
    pub kind: String,
    #[serde(default)]
    pub field: Option<Field>,
    #[serde(default)]
    pub counts: BTreeMap<String, i32>,
    /// NPF base: its facilities (`small-mining-station`, `large-refinery` …).
    #[serde(default)]
    pub facilities: Vec<String>,
    /// NPF base: its settlements.
    #[serde(default)]
    pub settlements: i32,
    /// NPF base: a defense network.
    #[serde(default)]
    pub defense_network: bool,
}

impl PoolRow {
    /// An NPF base's facility levels per line (supply, mining, research, defense).
    pub fn levels(&self) -> [i32; 4] {
        let mut l = [0; 4];
        for f in &self.facilities {
            let (line, lvl) = match f.as_str() {
                "small-supply-station" => (0, 1),
                "large-supply-station" => (0, 2),
                "small-spaceport" => (0, 3),
                "large-spaceport" => (0, 4),
                "small-mining-station" => (1, 1),
                "large-mining-station" => (1, 2),
                "small-refinery" => (1, 3),
                "large-refinery" => (1, 4),
                "small-research-station" => (2, 1),
                "large-research-station" => (2, 2),
                _ => continue,
            };
            l[line] = l[line].max(lvl);
        }
        if self.defense_network {
            l[3] = l[3].max(1);
        }
        l
    }
}

/// A row of `events.json` (R 5.0).
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct Event {
    pub id: String,
    #[serde(default)]
    pub name: Option<String>,
    pub d100_min: i32,
    pub d100_max: i32,
    pub starred: bool,
    pub effects: Vec<Value>,
}

/// A row of `missions.json` (R 2.3.5).
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct Mission {
    pub id: String,
    pub world: String,
    pub vp: i32,
    pub year: Option<i32>,
    pub requires_cv: bool,
}

/// A row of `terraforming.json`.
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct Terraform {
    pub id: String,
    pub world: String,
    pub max_points: i32,
    pub half_points: i32,
    pub full_points: i32,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct Harvest {
    pub id: String,
    pub d10: i32,
    pub resource: String,
    pub amount: i32,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct SoloBand {
    pub id: String,
    pub min: i32,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Victory {
    pub kind: String,
    #[serde(default)]
    pub world: Option<String>,
    #[serde(default)]
    pub count: Option<i32>,
    #[serde(default)]
    pub strength_per_player: Option<i32>,
    #[serde(default)]
    pub end_by_players: Option<Vec<i32>>,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct Scenario {
    pub id: String,
    pub number: i32,
    pub start: i32,
    pub end: i32,
    pub tech_level: i32,
    pub cash: i32,
    pub split: bool,
    pub min: usize,
    pub max: usize,
    pub systems: Vec<String>,
    pub victory: Victory,
    pub free_attack: Vec<String>,
}

/// A card's research value and its field.
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct Research {
    pub value: i32,
    pub field: Field,
}

/// A row of `world_cards.json` (R 2.2.1): production per resource, research, the descriptors a
/// world must share to take it, exploration modifiers per explorer kind (`probe` … `crewed`).
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct WorldCard {
    pub id: String,
    #[serde(default)]
    pub name: Option<String>,
    pub descriptors: Vec<String>,
    pub ore: i32,
    pub fuel: i32,
    pub sup: i32,
    pub research: Research,
    #[serde(default)]
    pub exploration: BTreeMap<String, i32>,
}

impl WorldCard {
    /// Production value of a resource (0 ORE, 1 FUEL, 2 SUP).
    pub fn res(&self, r: usize) -> i32 {
        [self.ore, self.fuel, self.sup].get(r).copied().unwrap_or(0)
    }
}

/// One side of a trade marker: `cash` $B for `resources` units.
#[derive(Debug, Clone, Copy, PartialEq, Deserialize)]
pub struct Rate {
    pub cash: i32,
    pub resources: i32,
    #[serde(default)]
    pub odd_one_cash: Option<i32>,
}

/// A row of `trade_markers.json` (R 2.3.6): a resource with a Buy and a Sell side.
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct TradeMarker {
    pub id: String,
    pub resource: String,
    pub buy: Rate,
    pub sell: Rate,
}

/// Where a row's value comes from, as its `source` says.
#[derive(Debug, Clone, PartialEq)]
pub struct Provenance {
    pub table: String,
    pub id: String,
    /// `None`: the whole row's `source`; `Some(field)`: a `field_sources` entry.
    pub field: Option<String>,
    pub source: String,
}

/// Every table the engine reads, typed.
#[derive(Debug, Clone, PartialEq)]
pub struct Content {
    pub systems: Vec<System>,
    pub worlds: Vec<World>,
    pub designs: Vec<Design>,
    pub facilities: Vec<Facility>,
    pub gating: Vec<Gating>,
    pub costs: Vec<CostRow>,
    pub market: Vec<Valued>,
    pub upkeep: Vec<Upkeep>,
    pub factions: Vec<Faction>,
    pub crt: Vec<Crt>,
    pub raid: Vec<Raid>,
    pub combat_values: Vec<Valued>,
    pub losses: Vec<Loss>,
    pub rates: Vec<Valued>,
    pub vp_chart: Vec<Valued>,
    pub solo_rating: Vec<SoloBand>,
    pub techs: Vec<Tech>,
    pub pools: Vec<PoolRow>,
    pub events: Vec<Event>,
    pub missions: Vec<Mission>,
    pub harvest: Vec<Harvest>,
    pub terraforming: Vec<Terraform>,
    pub scenarios: Vec<Scenario>,
    /// World cards (R 2.2.1).
    pub cards: Vec<WorldCard>,
    /// Trade markers (R 2.3.6).
    pub trade_markers: Vec<TradeMarker>,
    /// Every row's and field's provenance.
    pub provenance: Vec<Provenance>,
    /// The raw tables after merging (kept for further overrides).
    raw: BTreeMap<String, RawTable>,
}

#[derive(Debug, Clone, PartialEq)]
struct RawTable {
    file: String,
    params: Map<String, Value>,
    rows: Vec<Value>,
}

/// The tables every load must find, with the type that checks them.
const TABLES: &[&str] = &[
    "systems",
    "worlds",
    "designs",
    "facilities",
    "gating",
    "costs",
    "market",
    "upkeep",
    "factions",
    "crt",
    "raid",
    "combat-values",
    "losses",
    "rates",
    "vp-chart",
    "solo-rating",
    "techs",
    "tech_pools",
    "events",
    "missions",
    "harvest",
    "terraforming",
    "scenarios",
    "world_cards",
    "trade_markers",
];

/// The bundled content, parsed once. The bundled files are checked by the tests, so a failure
/// here is a build defect, not bad input.
pub fn content() -> &'static Content {
    if let Some((c, _)) = OVERRIDDEN.get() {
        return c;
    }
    bundled()
}

fn bundled() -> &'static Content {
    static C: OnceLock<Content> = OnceLock::new();
    C.get_or_init(|| match Content::bundled() {
        Ok(c) => c,
        Err(errors) => panic!("bundled Stellar Horizons data is invalid: {errors:?}"),
    })
}

/// The deployment's override (docs/stellar-horizons-data.md) merged into the bundled pack, with
/// the digest of the override: installed once at start-up, before any game is set up.
static OVERRIDDEN: OnceLock<(Content, String)> = OnceLock::new();

/// The digest of an override file: SHA-256 of its JSON in canonical form (keys sorted, no
/// spaces), so re-indenting the file changes nothing; the first 16 hex digits.
pub fn override_digest_of(json: &str) -> Result<String, Vec<String>> {
    use sha2::Digest;
    let v: Value =
        serde_json::from_str(json).map_err(|e| vec![format!("override: not JSON: {e}")])?;
    let hash = sha2::Sha256::digest(v.to_string().as_bytes());
    Ok(hash.iter().take(8).map(|b| format!("{b:02x}")).collect())
}

/// Checks an override against the bundled pack and installs it for every later game; every
/// problem at once.
pub fn install_override(json: &str) -> Result<(), Vec<String>> {
    let merged = bundled().with_override(json)?;
    let digest = override_digest_of(json)?;
    OVERRIDDEN
        .set((merged, digest))
        .map_err(|_| vec!["a Stellar Horizons data override is already installed".to_string()])
}

/// The digest of the installed override; `None`: the bundled pack, unchanged.
pub fn installed_override() -> Option<&'static str> {
    OVERRIDDEN.get().map(|(_, d)| d.as_str())
}

/// The catalog id of a content name: `stellar-horizons-<kind>-<id>`.
pub fn catalog_id(kind: &str, id: &str) -> String {
    format!("stellar-horizons-{kind}-{id}")
}

/// The English name of a content id: its words capitalised, with the few names that are not.
pub fn english(id: &str) -> String {
    let fixed = [
        ("near-earth-asteroids", "Near-Earth Asteroids"),
        ("phobos-deimos", "Phobos and Deimos"),
        ("hygiea-pallas", "Hygiea and Pallas"),
        ("trojans-and-greeks", "Trojans and Greeks"),
        ("kuiper", "Kuiper Belt"),
        ("south-america", "South America–Africa"),
        ("campaign", "Campaign"),
        ("1", "Race to the Red Planet"),
        ("2", "Clash at Titan"),
        ("3", "Incoming"),
        ("4", "Invasion"),
        ("5", "Olympus Mons"),
        ("6", "Ex Machina"),
        ("7", "Rebellion"),
        ("command-and-control", "Command and Control"),
        ("lv-1", "LV-1"),
        ("lv-2", "LV-2"),
        ("lv-3", "LV-3"),
        ("lv-4", "LV-4"),
        ("cv-2", "CV-2"),
        ("cv-2-cargo", "CV-2 cargo"),
        ("cv-3", "CV-3"),
        ("cv-4", "CV-4"),
        ("cv-5", "CV-5"),
        ("cv-6", "CV-6"),
        ("cv-7", "CV-7"),
        ("re-probe", "RE probe"),
        ("re-telescope", "RE telescope"),
        ("re-flyby", "RE flyby"),
        ("re-orbiter", "RE orbiter"),
        ("re-rover", "RE rover"),
    ];
    if let Some((_, n)) = fixed.iter().find(|(k, _)| *k == id) {
        return n.to_string();
    }
    id.split('-')
        .map(|w| {
            let mut c = w.chars();
            c.next()
                .map(|f| f.to_ascii_uppercase().to_string() + c.as_str())
                .unwrap_or_default()
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The tables of one file: `{"table", "rows"}` or `{"tables": [...]}`.
fn tables_of(
    file: &str,
    text: &str,
    errors: &mut Vec<String>,
) -> Vec<(String, Map<String, Value>, Vec<Value>)> {
    let v: Value = match serde_json::from_str(text) {
        Ok(v) => v,
        Err(e) => {
            errors.push(format!("{file}: not JSON: {e}"));
            return vec![];
        }
    };
    let list = match v.get("tables") {
        Some(Value::Array(a)) => a.clone(),
        Some(_) => {
            errors.push(format!("{file}: `tables` must be a list"));
            return vec![];
        }
        None => vec![v],
    };
    let mut out = Vec::new();
    for t in list {
        let Some(name) = t.get("table").and_then(Value::as_str) else {
            errors.push(format!("{file}: a table without a `table` name"));
            continue;
        };
        let Some(rows) = t.get("rows").and_then(Value::as_array) else {
            errors.push(format!("{file}: table {name} has no `rows` list"));
            continue;
        };
        let params = t
            .get("params")
            .and_then(Value::as_object)
            .cloned()
            .unwrap_or_default();
        out.push((name.to_string(), params, rows.clone()));
    }
    out
}

fn is_kebab(id: &str) -> bool {
    !id.is_empty()
        && id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        && !id.starts_with('-')
        && !id.ends_with('-')
}

fn source_ok(s: &str) -> bool {
    (s.starts_with("R ") && s.len() > 2)
        || (s.starts_with("override: ") && s.len() > 10)
        || (s.starts_with("public: ") && s.len() > 8)
        || (s.starts_with("provisional: ") && s.len() > 13)
}

impl Content {
    /// The bundled files, validated. Returns every problem at once.
    pub fn bundled() -> Result<Content, Vec<String>> {
        let mut errors = Vec::new();
        let mut raw: BTreeMap<String, RawTable> = BTreeMap::new();
        for (file, text) in FILES {
            for (name, params, rows) in tables_of(file, text, &mut errors) {
                if raw.contains_key(&name) {
                    errors.push(format!("{file}: table {name} is defined twice"));
                    continue;
                }
                raw.insert(
                    name,
                    RawTable {
                        file: file.to_string(),
                        params,
                        rows,
                    },
                );
            }
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        Content::from_raw(raw)
    }

    /// This content with a table owner's override file merged in, in the format of
    /// docs/stellar-horizons-data.md: `{"override_version": 1, "owner": …, "tables": {name:
    /// {"params": {…}, "rows": [{"id": …, "op": "merge"|"add"|"remove", …}]}}}`. Tables are
    /// matched by name, params by name, rows by id; a merged field replaces the built-in field
    /// entirely (`field_sources` merges key by key) and takes the row's `field_sources[field]`,
    /// else its `source`, else `override: <owner>` as provenance. The result is validated like
    /// the bundled data; every problem is reported at once and nothing applies unless all is well.
    pub fn with_override(&self, json: &str) -> Result<Content, Vec<String>> {
        let mut errors = Vec::new();
        let mut raw = self.raw.clone();
        let doc: Value = match serde_json::from_str(json) {
            Ok(v) => v,
            Err(e) => return Err(vec![format!("override: not JSON: {e}")]),
        };
        if doc.get("override_version").and_then(Value::as_i64) != Some(1) {
            errors.push("override: `override_version` must be 1".into());
        }
        let owner = doc
            .get("owner")
            .and_then(Value::as_str)
            .unwrap_or("override file")
            .to_string();
        let default_source = format!("override: {owner}");
        let Some(tables) = doc.get("tables").and_then(Value::as_object) else {
            errors.push("override: `tables` must be an object".into());
            return Err(errors);
        };
        let names: Vec<String> = raw.keys().cloned().collect();
        for (name, entry) in tables {
            let Some(table) = raw.get_mut(name) else {
                errors.push(format!(
                    "override: tables.{name}: unknown table \"{name}\" (tables: {})",
                    names.join(", ")
                ));
                continue;
            };
            if let Some(params) = entry.get("params").and_then(Value::as_object) {
                for (k, v) in params {
                    match table.params.get_mut(k) {
                        Some(old) => *old = v.clone(),
                        None => errors.push(format!(
                            "override: tables.{name}.params: unknown param \"{k}\""
                        )),
                    }
                }
            }
            let rows = entry
                .get("rows")
                .and_then(Value::as_array)
                .cloned()
                .unwrap_or_default();
            let mut seen = std::collections::BTreeSet::new();
            for (i, patch) in rows.iter().enumerate() {
                let at = format!("override: tables.{name}.rows[{i}]");
                let Some(obj) = patch.as_object() else {
                    errors.push(format!("{at}: not an object"));
                    continue;
                };
                let Some(id) = obj.get("id").and_then(Value::as_str) else {
                    errors.push(format!("{at}: no `id`"));
                    continue;
                };
                if !seen.insert(id.to_string()) {
                    errors.push(format!("{at} ({id}): the row appears twice"));
                    continue;
                }
                let pos = table
                    .rows
                    .iter()
                    .position(|r| r.get("id").and_then(Value::as_str) == Some(id));
                match obj.get("op").and_then(Value::as_str).unwrap_or("merge") {
                    "remove" => match pos {
                        Some(p) => {
                            table.rows.remove(p);
                        }
                        None => {
                            errors.push(format!("{at}: unknown id \"{id}\" in table \"{name}\""))
                        }
                    },
                    "add" => {
                        if pos.is_some() {
                            errors.push(format!("{at} ({id}): add of an existing id"));
                            continue;
                        }
                        let mut row = obj.clone();
                        row.remove("op");
                        row.entry("source")
                            .or_insert_with(|| Value::String(default_source.clone()));
                        table.rows.push(Value::Object(row));
                    }
                    "merge" => {
                        let Some(p) = pos else {
                            errors.push(format!("{at}: unknown id \"{id}\" in table \"{name}\""));
                            continue;
                        };
                        let Some(row) = table.rows[p].as_object_mut() else {
                            continue;
                        };
                        let row_source = obj.get("source").and_then(Value::as_str);
                        let given = obj.get("field_sources").and_then(Value::as_object);
                        let mut stamped = Map::new();
                        for (k, v) in obj {
                            if matches!(k.as_str(), "id" | "op" | "source" | "field_sources") {
                                continue;
                            }
                            if !row.contains_key(k) {
                                errors.push(format!("{at} ({id}): unknown field \"{k}\""));
                                continue;
                            }
                            row.insert(k.clone(), v.clone());
                            let src = given
                                .and_then(|g| g.get(k))
                                .and_then(Value::as_str)
                                .or(row_source)
                                .unwrap_or(&default_source);
                            stamped.insert(k.clone(), Value::String(src.to_string()));
                        }
                        let fs = row
                            .entry("field_sources")
                            .or_insert_with(|| Value::Object(Map::new()));
                        if let Some(fs) = fs.as_object_mut() {
                            fs.extend(stamped);
                            if let Some(g) = given {
                                for (k, v) in g {
                                    fs.insert(k.clone(), v.clone());
                                }
                            }
                        }
                    }
                    other => errors.push(format!("{at} ({id}): unknown op \"{other}\"")),
                }
            }
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        Content::from_raw(raw)
            .map_err(|e| e.into_iter().map(|x| format!("override: {x}")).collect())
    }

    fn from_raw(raw: BTreeMap<String, RawTable>) -> Result<Content, Vec<String>> {
        let mut errors = Vec::new();
        let mut provenance = Vec::new();
        for name in TABLES {
            if !raw.contains_key(*name) {
                errors.push(format!("missing table `{name}`"));
            }
        }
        for (name, t) in &raw {
            let mut seen = std::collections::BTreeSet::new();
            for (i, row) in t.rows.iter().enumerate() {
                let where_ = format!("{}: {name} row {i}", t.file);
                let Some(id) = row.get("id").and_then(Value::as_str) else {
                    errors.push(format!("{where_}: no `id`"));
                    continue;
                };
                if !is_kebab(id) {
                    errors.push(format!("{where_}: id `{id}` is not lowercase kebab-case"));
                }
                if !seen.insert(id.to_string()) {
                    errors.push(format!("{where_}: id `{id}` repeats"));
                }
                match row.get("source").and_then(Value::as_str) {
                    Some(s) if source_ok(s) => provenance.push(Provenance {
                        table: name.clone(),
                        id: id.to_string(),
                        field: None,
                        source: s.to_string(),
                    }),
                    _ => errors.push(format!(
                        "{where_} `{id}`: `source` must be \"R x.y\", \"public: …\" or \"provisional: …\""
                    )),
                }
                if let Some(fs) = row.get("field_sources") {
                    match fs.as_object() {
                        Some(fs) => {
                            for (k, v) in fs {
                                match v.as_str() {
                                    Some(s) if source_ok(s) => provenance.push(Provenance {
                                        table: name.clone(),
                                        id: id.to_string(),
                                        field: Some(k.clone()),
                                        source: s.to_string(),
                                    }),
                                    _ => errors.push(format!(
                                        "{where_} `{id}`: field source of `{k}` is not a source"
                                    )),
                                }
                            }
                        }
                        None => errors.push(format!(
                            "{where_} `{id}`: `field_sources` must be an object"
                        )),
                    }
                }
            }
        }
        fn typed<T: DeserializeOwned>(
            raw: &BTreeMap<String, RawTable>,
            name: &str,
            errors: &mut Vec<String>,
        ) -> Vec<T> {
            let Some(t) = raw.get(name) else {
                return vec![];
            };
            let mut out = Vec::new();
            for (i, row) in t.rows.iter().enumerate() {
                let mut row = row.clone();
                if let Some(o) = row.as_object_mut() {
                    o.remove("source");
                    o.remove("field_sources");
                }
                match serde_json::from_value::<T>(row) {
                    Ok(v) => out.push(v),
                    Err(e) => errors.push(format!("{}: {name} row {i}: {e}", t.file)),
                }
            }
            out
        }
        let c = Content {
            systems: typed(&raw, "systems", &mut errors),
            worlds: typed(&raw, "worlds", &mut errors),
            designs: typed(&raw, "designs", &mut errors),
            facilities: typed(&raw, "facilities", &mut errors),
            gating: typed(&raw, "gating", &mut errors),
            costs: typed(&raw, "costs", &mut errors),
            market: typed(&raw, "market", &mut errors),
            upkeep: typed(&raw, "upkeep", &mut errors),
            factions: typed(&raw, "factions", &mut errors),
            crt: typed(&raw, "crt", &mut errors),
            raid: typed(&raw, "raid", &mut errors),
            combat_values: typed(&raw, "combat-values", &mut errors),
            losses: typed(&raw, "losses", &mut errors),
            rates: typed(&raw, "rates", &mut errors),
            vp_chart: typed(&raw, "vp-chart", &mut errors),
            solo_rating: typed(&raw, "solo-rating", &mut errors),
            techs: typed(&raw, "techs", &mut errors),
            pools: typed(&raw, "tech_pools", &mut errors),
            events: typed(&raw, "events", &mut errors),
            missions: typed(&raw, "missions", &mut errors),
            harvest: typed(&raw, "harvest", &mut errors),
            terraforming: typed(&raw, "terraforming", &mut errors),
            scenarios: typed(&raw, "scenarios", &mut errors),
            cards: typed(&raw, "world_cards", &mut errors),
            trade_markers: typed(&raw, "trade_markers", &mut errors),
            provenance,
            raw,
        };
        c.check_references(&mut errors);
        if errors.is_empty() {
            Ok(c)
        } else {
            Err(errors)
        }
    }

    /// Cross-table checks: every reference names a row, every number is in its range.
    fn check_references(&self, errors: &mut Vec<String>) {
        for w in &self.worlds {
            if self.system(&w.system).is_none() {
                errors.push(format!("worlds `{}`: unknown system `{}`", w.id, w.system));
            }
            if w.value < 0 || w.life < 0 || w.life > 100 {
                errors.push(format!("worlds `{}`: value and life must be 0..=100", w.id));
            }
            if let Some([lo, hi]) = w.event
                && !(1 <= lo && lo <= hi && hi <= 100)
            {
                errors.push(format!(
                    "worlds `{}`: event range {lo}-{hi} is not within 1-100",
                    w.id
                ));
            }
        }
        for s in &self.systems {
            if !self.worlds.iter().any(|w| w.system == s.id && w.central) {
                errors.push(format!("systems `{}`: no central world", s.id));
            }
        }
        for d in &self.designs {
            if let Some(t) = &d.tech
                && self.tech(t).is_none()
            {
                errors.push(format!("designs `{}`: unknown tech `{t}`", d.id));
            }
            if d.class == Class::Re && d.kind.is_none() {
                errors.push(format!(
                    "designs `{}`: a robotic explorer needs a kind",
                    d.id
                ));
            }
            if d.class != Class::Re && d.size < 1 {
                errors.push(format!("designs `{}`: size must be at least 1", d.id));
            }
        }
        let mut tracks = std::collections::BTreeSet::new();
        for f in &self.factions {
            if !(1..=7).contains(&f.track) || !tracks.insert(f.track) {
                errors.push(format!(
                    "factions `{}`: track {} is not a free slot 1-7",
                    f.id, f.track
                ));
            }
            for s in &f.ships {
                if self.design(&s.design).is_none() {
                    errors.push(format!(
                        "factions `{}`: unknown design `{}`",
                        f.id, s.design
                    ));
                }
                if super::state::Loc::parse(&s.at).is_none_or(|l| !l.exists(self)) {
                    errors.push(format!("factions `{}`: unknown place `{}`", f.id, s.at));
                }
            }
            for t in &f.techs {
                if self.tech(t).is_none() {
                    errors.push(format!("factions `{}`: unknown tech `{t}`", f.id));
                }
            }
            for p in &f.policies {
                if !super::rules::policy::is_policy(p) {
                    errors.push(format!("factions `{}`: unknown policy `{p}`", f.id));
                }
            }
            if f.production.is_empty() || f.production[0].from > 2030 {
                errors.push(format!(
                    "factions `{}`: production must start by 2030",
                    f.id
                ));
            }
        }
        if self.factions.len() != 7 {
            errors.push(format!(
                "factions: 7 rows expected, {} found",
                self.factions.len()
            ));
        }
        for s in &self.scenarios {
            for sys in &s.systems {
                if self.system(sys).is_none() {
                    errors.push(format!("scenarios `{}`: unknown system `{sys}`", s.id));
                }
            }
            if let Some(w) = &s.victory.world
                && self.world(w).is_none()
            {
                errors.push(format!("scenarios `{}`: unknown world `{w}`", s.id));
            }
            if s.min < 1 || s.max > 7 || s.min > s.max {
                errors.push(format!(
                    "scenarios `{}`: players {}-{} out of 1-7",
                    s.id, s.min, s.max
                ));
            }
        }
        for t in &self.techs {
            for p in &t.prerequisites {
                if self.tech(p).is_none() {
                    errors.push(format!("techs `{}`: unknown prerequisite `{p}`", t.id));
                }
            }
        }
        for d in 1..=100 {
            let n = self
                .events
                .iter()
                .filter(|e| e.d100_min <= d && d <= e.d100_max)
                .count();
            if n != 1 {
                errors.push(format!("events: d100 {d} is covered {n} times"));
            }
        }
        for m in &self.missions {
            if self.world(&m.world).is_none() {
                errors.push(format!("missions `{}`: unknown world `{}`", m.id, m.world));
            }
        }
        for t in &self.terraforming {
            if self.world(&t.world).is_none() {
                errors.push(format!(
                    "terraforming `{}`: unknown world `{}`",
                    t.id, t.world
                ));
            }
        }
        for c in &self.crt {
            if c.min.windows(2).any(|w| w[0] >= w[1]) {
                errors.push(format!("crt `{}`: thresholds must rise", c.id));
            }
        }
        for needed in ["direct-fire", "strike"] {
            if !self.crt.iter().any(|c| c.id == needed) {
                errors.push(format!("crt: missing column `{needed}`"));
            }
        }
        for (table, ids) in [
            (
                "rates",
                &[
                    "engine-failure",
                    "malfunction",
                    "recall",
                    "first-econ-year",
                    "campaign-start",
                    "end-roll-from",
                    "last-year",
                ][..],
            ),
            (
                "market",
                &["buy-at-earth", "sell-at-earth", "politics-income"][..],
            ),
        ] {
            let rows = if table == "rates" {
                &self.rates
            } else {
                &self.market
            };
            for id in ids {
                if !rows.iter().any(|r| r.id == *id) {
                    errors.push(format!("{table}: missing row `{id}`"));
                }
            }
        }
        if self.raid.len() != 10 || self.harvest.len() != 10 {
            errors.push("raid and harvest tables need one row per d10 result".into());
        }
        for f in Field::ALL {
            if self.pool(f).is_empty() {
                errors.push(format!("tech_pools: the {} pool is empty", f.id()));
            }
        }
        if !self.scenarios.iter().any(|s| s.id == "campaign") {
            errors.push("scenarios: missing `campaign`".into());
        }
    }

    pub fn system(&self, id: &str) -> Option<&System> {
        self.systems.iter().find(|s| s.id == id)
    }
    pub fn world(&self, id: &str) -> Option<&World> {
        self.worlds.iter().find(|w| w.id == id)
    }
    pub fn design(&self, id: &str) -> Option<&Design> {
        self.designs.iter().find(|d| d.id == id)
    }
    pub fn mission(&self, id: &str) -> Option<&Mission> {
        self.missions.iter().find(|m| m.id == id)
    }
    pub fn tech(&self, id: &str) -> Option<&Tech> {
        self.techs.iter().find(|t| t.id == id)
    }
    pub fn faction(&self, id: &str) -> Option<&Faction> {
        self.factions.iter().find(|f| f.id == id)
    }
    pub fn scenario(&self, id: &str) -> Option<&Scenario> {
        self.scenarios.iter().find(|s| s.id == id)
    }
    pub fn facility(&self, line: &str, level: i32) -> Option<&Facility> {
        self.facilities
            .iter()
            .find(|f| f.line == line && f.level == level)
    }
    pub fn rate(&self, id: &str) -> i32 {
        self.rates
            .iter()
            .find(|r| r.id == id)
            .map_or(0, |r| r.value)
    }
    pub fn market(&self, id: &str) -> i32 {
        self.market
            .iter()
            .find(|r| r.id == id)
            .map_or(0, |r| r.value)
    }
    pub fn combat_value(&self, id: &str) -> i32 {
        self.combat_values
            .iter()
            .find(|r| r.id == id)
            .map_or(0, |r| r.value)
    }
    pub fn vp(&self, id: &str) -> i32 {
        self.vp_chart
            .iter()
            .find(|r| r.id == id)
            .map_or(0, |r| r.value)
    }
    pub fn cost(&self, id: &str) -> Cost {
        self.costs
            .iter()
            .find(|r| r.id == id)
            .map_or(Cost::default(), |r| r.cost)
    }
    pub fn crt(&self, id: &str) -> &[i32] {
        self.crt
            .iter()
            .find(|c| c.id == id)
            .map_or(&[][..], |c| &c.min[..])
    }
    /// Worlds of a system, central first.
    pub fn worlds_of(&self, system: &str) -> Vec<&World> {
        let mut v: Vec<&World> = self.worlds.iter().filter(|w| w.system == system).collect();
        v.sort_by_key(|w| !w.central);
        v
    }
    /// One field's tech-marker pool (values, one per marker).
    pub fn pool(&self, field: Field) -> Vec<i32> {
        let mut out = Vec::new();
        for p in self
            .pools
            .iter()
            .filter(|p| p.kind == "tech-pool" && p.field == Some(field))
        {
            for (v, n) in &p.counts {
                if let Ok(v) = v.parse::<i32>() {
                    out.extend(std::iter::repeat_n(v, (*n).max(0) as usize));
                }
            }
        }
        out
    }

    /// A world card by id.
    pub fn card(&self, id: &str) -> Option<&WorldCard> {
        self.cards.iter().find(|c| c.id == id)
    }
    /// A trade marker by id.
    pub fn trade_marker(&self, id: &str) -> Option<&TradeMarker> {
        self.trade_markers.iter().find(|c| c.id == id)
    }
    /// A boolean param of a table (`false` when absent).
    pub fn flag(&self, table: &str, key: &str) -> bool {
        self.raw
            .get(table)
            .and_then(|t| t.params.get(key))
            .and_then(Value::as_bool)
            .unwrap_or(false)
    }
    /// A numeric param of a table (0 when absent).
    pub fn param(&self, table: &str, key: &str) -> i32 {
        self.raw
            .get(table)
            .and_then(|t| t.params.get(key))
            .and_then(Value::as_i64)
            .unwrap_or(0) as i32
    }

    /// A world's terraforming row, if it can be terraformed.
    pub fn terraform(&self, world: &str) -> Option<&Terraform> {
        self.terraforming.iter().find(|t| t.world == world)
    }

    /// Every content name the messages refer to (`Game::content_names`): catalog id and English
    /// name, for worlds, systems, factions, technologies, policies, designs and scenarios.
    pub fn names(&self) -> Vec<(String, String)> {
        let pair = |kind: &str, id: &str| (catalog_id(kind, id), english(id));
        let mut out: Vec<(String, String)> = Vec::new();
        out.extend(self.systems.iter().map(|x| pair("system", &x.id)));
        out.extend(self.worlds.iter().map(|x| pair("world", &x.id)));
        out.extend(self.factions.iter().map(|x| pair("faction", &x.id)));
        out.extend(self.techs.iter().map(|x| match &x.name {
            Some(n) => (catalog_id("tech", &x.id), n.clone()),
            None => pair("tech", &x.id),
        }));
        for line in super::rules::policy::LINES {
            for level in 1..=3 {
                out.push(pair("policy", &super::rules::policy::id(line, level)));
            }
        }
        out.extend(self.designs.iter().map(|x| pair("design", &x.id)));
        out.extend(self.events.iter().map(|x| match &x.name {
            Some(n) => (catalog_id("event", &x.id), n.clone()),
            None => pair("event", &x.id),
        }));
        out.extend(self.scenarios.iter().map(|x| pair("scenario", &x.id)));
        out.extend(self.cards.iter().map(|x| match &x.name {
            Some(n) => (catalog_id("card", &x.id), n.clone()),
            None => pair("card", &x.id),
        }));
        out
    }

    /// Rows whose value (or one field of which) is provisional.
    pub fn provisional(&self) -> Vec<&Provenance> {
        self.provenance
            .iter()
            .filter(|p| p.source.starts_with("provisional: "))
            .collect()
    }
}
