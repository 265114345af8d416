//! Eclipse (first edition, 2011, base game) content tables.
//!
//! The data lives in `assets/eclipse/*.json` and is compiled into the binary with `include_str!`.
//! It is parsed once, on first use, by [`content`]. The integrity tests live in
//! `tests/eclipse/eclipse_content.rs`, so a parse failure at runtime means a broken build invariant.
//!
//! Section numbers ("§5", "row 46") are those of the rules digest `shared/rules/eclipse.md`: the
//! seed rulebook's table-of-contents sections and the digest's numbered checklist rows. The seed
//! is the rule authority; where it is silent the values come from the public reference data and
//! every such choice is written down in `docs/eclipse-decisions.md`.
//!
//! All texts are short descriptions written for this project; the numbers follow the printed
//! first-edition components.
//!
//! # Hex edges and rotation
//!
//! Sector wormholes are listed as edge indices `0..6` of the tile in its printed orientation
//! (rotation 0). Edge `i` faces [`crate::core::hex::DIRECTIONS`]`[i]` of our flat-topped axial
//! coordinates: 0 = N, 1 = NE, 2 = SE, 3 = S, 4 = SW, 5 = NW, clockwise. A tile placed with
//! rotation `r` (`0..6`, clockwise steps of 60°) has its edge `i` facing direction `(i + r) % 6`;
//! see [`Sector::has_wormhole`].

use std::collections::BTreeMap;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

// ---------------------------------------------------------------------------------------------
// Enums
// ---------------------------------------------------------------------------------------------

/// Where a sector tile belongs (§3 "sectors", L971-1033).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ring {
    /// The Galactic Center, 001.
    Center,
    /// Inner sectors 101–108 (ring 1).
    Inner,
    /// Middle sectors 201–211 (ring 2).
    Middle,
    /// Outer sectors 301–318 (ring 3 and beyond).
    Outer,
    /// The two-sided starting sectors 221–232.
    Start,
}

impl Ring {
    /// The stack an explored position draws from by its distance from the centre (row 33):
    /// 1 inner, 2 middle, 3 and more outer. Distance 0 is the Galactic Center.
    pub fn for_distance(distance: u32) -> Ring {
        match distance {
            0 => Ring::Center,
            1 => Ring::Inner,
            2 => Ring::Middle,
            _ => Ring::Outer,
        }
    }
}

/// The three resources (§3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Resource {
    Money,
    Science,
    Materials,
}

impl Resource {
    pub const ALL: [Resource; 3] = [Resource::Money, Resource::Science, Resource::Materials];
}

/// The colour of a population square; `Wild` is the grey square that takes any cube (row 29).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SquareKind {
    Money,
    Science,
    Materials,
    Wild,
}

/// One population square of a sector. Advanced squares need Advanced Economy / Labs / Mining
/// (row 30).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Square {
    pub kind: SquareKind,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub advanced: bool,
}

/// Player board colours; each board has a Terran side and an alien side (§2, L499-503).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BoardColor {
    Red,
    Blue,
    Green,
    Yellow,
    White,
    Black,
}

impl BoardColor {
    pub const ALL: [BoardColor; 6] = [
        BoardColor::Red,
        BoardColor::Blue,
        BoardColor::Green,
        BoardColor::Yellow,
        BoardColor::White,
        BoardColor::Black,
    ];
}

/// The seven species of the base game (Terrans on the front of every board, one alien each on
/// the back).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SpeciesId {
    Terran,
    EridaniEmpire,
    HydranProgress,
    Planta,
    DescendantsOfDraco,
    Mechanema,
    OrionHegemony,
}

impl SpeciesId {
    pub const ALL: [SpeciesId; 7] = [
        SpeciesId::Terran,
        SpeciesId::EridaniEmpire,
        SpeciesId::HydranProgress,
        SpeciesId::Planta,
        SpeciesId::DescendantsOfDraco,
        SpeciesId::Mechanema,
        SpeciesId::OrionHegemony,
    ];

    /// The snake_case id used in the JSON.
    pub fn as_str(self) -> &'static str {
        match self {
            SpeciesId::Terran => "terran",
            SpeciesId::EridaniEmpire => "eridani_empire",
            SpeciesId::HydranProgress => "hydran_progress",
            SpeciesId::Planta => "planta",
            SpeciesId::DescendantsOfDraco => "descendants_of_draco",
            SpeciesId::Mechanema => "mechanema",
            SpeciesId::OrionHegemony => "orion_hegemony",
        }
    }

    /// Parses the JSON id, also accepting a few short forms (`eridani`, `hydran`, `draco`,
    /// `orion`).
    pub fn parse(text: &str) -> Option<SpeciesId> {
        let t = text.trim().to_ascii_lowercase().replace([' ', '-'], "_");
        let short = match t.as_str() {
            "terrans" => Some(SpeciesId::Terran),
            "eridani" => Some(SpeciesId::EridaniEmpire),
            "hydran" => Some(SpeciesId::HydranProgress),
            "draco" => Some(SpeciesId::DescendantsOfDraco),
            "orion" => Some(SpeciesId::OrionHegemony),
            _ => None,
        };
        short.or_else(|| SpeciesId::ALL.into_iter().find(|s| s.as_str() == t))
    }
}

/// Technology categories, the three rows of the player board (§5 Research).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TechCategory {
    Military,
    Grid,
    Nano,
}

impl TechCategory {
    pub const ALL: [TechCategory; 3] = [
        TechCategory::Military,
        TechCategory::Grid,
        TechCategory::Nano,
    ];
}

/// The 24 technologies (§5 Research, rows 46-56).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TechId {
    NeutronBombs,
    Starbase,
    PlasmaCannon,
    PhaseShield,
    AdvancedMining,
    TachyonSource,
    PlasmaMissile,
    GluonComputer,
    GaussShield,
    ImprovedHull,
    FusionSource,
    PositronComputer,
    AdvancedEconomy,
    TachyonDrive,
    AntimatterCannon,
    QuantumGrid,
    Nanorobots,
    FusionDrive,
    AdvancedRobotics,
    Orbital,
    AdvancedLabs,
    Monolith,
    ArtifactKey,
    WormholeGenerator,
}

/// What researching a technology gives (§5 Research: part, build and instant technologies;
/// "passive" for the lasting rule changes).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TechKind {
    /// Unlocks a ship part tile.
    Part,
    /// Unlocks building a starbase, Orbital or Monolith.
    Build,
    /// A lasting rule change.
    Passive,
    /// A one-off effect when researched.
    Instant,
}

/// What the Build action can place (§5 Build).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Buildable {
    Interceptor,
    Cruiser,
    Dreadnought,
    Starbase,
    Orbital,
    Monolith,
}

/// The 17 base ship parts plus the 6 ancient parts found on discovery tiles (§3 ship parts).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PartId {
    IonCannon,
    PlasmaCannon,
    AntimatterCannon,
    PlasmaMissile,
    Hull,
    ImprovedHull,
    NuclearSource,
    FusionSource,
    TachyonSource,
    NuclearDrive,
    FusionDrive,
    TachyonDrive,
    ElectronComputer,
    PositronComputer,
    GluonComputer,
    GaussShield,
    PhaseShield,
    AxionComputer,
    HypergridSource,
    ShardHull,
    IonTurret,
    ConformalDrive,
    FluxShield,
}

/// The family of a ship part.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PartKind {
    Cannon,
    Missile,
    Computer,
    Shield,
    Hull,
    Drive,
    Source,
}

/// Ship types with a blueprint (§3 ships).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ShipClass {
    Interceptor,
    Cruiser,
    Dreadnought,
    Starbase,
}

impl ShipClass {
    pub const ALL: [ShipClass; 4] = [
        ShipClass::Interceptor,
        ShipClass::Cruiser,
        ShipClass::Dreadnought,
        ShipClass::Starbase,
    ];

    /// The snake_case id used in the JSON and in fleet strings.
    pub fn as_str(self) -> &'static str {
        match self {
            ShipClass::Interceptor => "interceptor",
            ShipClass::Cruiser => "cruiser",
            ShipClass::Dreadnought => "dreadnought",
            ShipClass::Starbase => "starbase",
        }
    }

    pub fn parse(text: &str) -> Option<ShipClass> {
        let t = text.trim().to_ascii_lowercase();
        ShipClass::ALL.into_iter().find(|c| c.as_str() == t)
    }

    /// The ship's name as a message.
    pub fn name_msg(self) -> crate::core::Msg {
        crate::core::Msg::new(match self {
            ShipClass::Interceptor => "eclipse-ship-interceptor",
            ShipClass::Cruiser => "eclipse-ship-cruiser",
            ShipClass::Dreadnought => "eclipse-ship-dreadnought",
            ShipClass::Starbase => "eclipse-ship-starbase",
        })
    }

    /// Starbases never move and may carry no drive; the others need one (row 60).
    pub fn is_mobile(self) -> bool {
        !matches!(self, ShipClass::Starbase)
    }
}

/// Species rules that are not plain numbers, as flags for the engine (§2 alien species).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Special {
    /// Eridani: draws reputation tiles at setup (`starting_reputation_draws`).
    StartingReputation,
    /// Hydran Progress: two technologies per Research action (`actions.research`).
    DoubleResearch,
    /// Planta: two sectors per Explore action (`actions.explore`).
    ExploreTwice,
    /// Planta: enemy ships destroy Planta cubes in their sector without rolling.
    FragilePopulation,
    /// Planta: +1 VP per controlled sector at the end.
    VpPerSector,
    /// Draco: draws two sectors when exploring and keeps one (`actions.explore_draws`).
    ExploreChoose,
    /// Draco: no combat with Ancients; may share, influence and control their sectors.
    AncientAllies,
    /// Draco: +1 VP per Ancient ship in controlled sectors at the end.
    VpPerAncient,
    /// Mechanema: lower build costs (already in the blueprint and structure costs).
    CheapBuilds,
    /// Orion Hegemony: starts with a cruiser and shielded, faster blueprints (already in the
    /// data).
    WarlikeStart,
}

/// What a discovery tile gives when it is not kept for 2 VP (§3 discovery tiles).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DiscoveryKind {
    Money,
    Science,
    Materials,
    AncientTechnology,
    AncientCruiser,
    AncientPart,
}

// ---------------------------------------------------------------------------------------------
// Records
// ---------------------------------------------------------------------------------------------

/// One sector hex.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sector {
    pub id: u16,
    pub name: String,
    pub ring: Ring,
    pub vp: u8,
    pub squares: Vec<Square>,
    /// A discovery symbol: one discovery tile face-down (also under Ancients and the GCDS).
    #[serde(default)]
    pub discovery: bool,
    /// Number of Ancient ship symbols.
    #[serde(default)]
    pub ancients: u8,
    /// The Galactic Center Defense System sits here (001 only).
    #[serde(default)]
    pub gcds: bool,
    /// An artifact symbol (Artifact Key).
    #[serde(default)]
    pub artifact: bool,
    /// Edges with a wormhole half-circle at rotation 0 (see the module doc).
    pub wormholes: Vec<u8>,
    /// Starting sectors only: the board colour, the species on this side and the tile number
    /// of the other side.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board: Option<BoardColor>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub species: Option<SpeciesId>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reverse: Option<u16>,
}

impl Sector {
    /// Whether the edge facing `direction` (an index into `hex::DIRECTIONS`) has a wormhole when
    /// the tile lies with `rotation` clockwise 60° steps.
    pub fn has_wormhole(&self, direction: usize, rotation: u8) -> bool {
        let edge = (direction + 6 - usize::from(rotation % 6)) % 6;
        self.wormholes.iter().any(|&w| usize::from(w) == edge)
    }
}

/// One technology (§5 Research).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Technology {
    pub id: TechId,
    pub name: String,
    pub category: TechCategory,
    pub cost: u8,
    pub min_cost: u8,
    pub kind: TechKind,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unlocks_part: Option<PartId>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unlocks_build: Option<Buildable>,
    /// Influence discs added when researched (Advanced Robotics 1, Quantum Grid 2).
    #[serde(default)]
    pub extra_discs: u8,
    /// Tiles of this technology in the bag (official FAQ).
    pub tiles: u8,
    pub text: String,
}

/// One ship part. Energy is positive for sources, negative for consumers. Shield is the
/// amount subtracted from enemy rolls.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Part {
    pub id: PartId,
    pub name: String,
    pub kind: PartKind,
    /// The technology needed to fit it; `None` for starting parts and ancient parts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tech: Option<TechId>,
    /// Found only on a discovery tile (one of each).
    #[serde(default)]
    pub ancient: bool,
    #[serde(default)]
    pub initiative: i8,
    #[serde(default)]
    pub movement: i8,
    #[serde(default)]
    pub computer: i8,
    #[serde(default)]
    pub shield: i8,
    #[serde(default)]
    pub hull: i8,
    #[serde(default)]
    pub energy: i8,
    /// Dice rolled per attack (cannons) or in the missile volley (missiles).
    #[serde(default)]
    pub dice: u8,
    /// Damage per hit: 1 yellow, 2 orange, 4 red.
    #[serde(default)]
    pub damage: u8,
    /// Tiles in the supply (official FAQ); 1 for an ancient part.
    pub tiles: u8,
}

/// A printed blueprint: slots in board order (`None` = open slot), the bonuses printed outside
/// the slots, and the build cost in materials.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Blueprint {
    pub slots: Vec<Option<PartId>>,
    #[serde(default)]
    pub initiative: i8,
    #[serde(default)]
    pub energy: i8,
    #[serde(default)]
    pub computer: i8,
    pub cost: u8,
}

/// The four blueprints of a player board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Blueprints {
    pub interceptor: Blueprint,
    pub cruiser: Blueprint,
    pub dreadnought: Blueprint,
    pub starbase: Blueprint,
}

impl Blueprints {
    pub fn get(&self, class: ShipClass) -> &Blueprint {
        match class {
            ShipClass::Interceptor => &self.interceptor,
            ShipClass::Cruiser => &self.cruiser,
            ShipClass::Dreadnought => &self.dreadnought,
            ShipClass::Starbase => &self.starbase,
        }
    }
}

/// Activations per action (§5): sectors per Explore, tiles drawn per explored sector, discs and
/// colony ships per Influence, techs per Research, parts per Upgrade, items per Build, ship
/// activations per Move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Actions {
    pub explore: u8,
    pub explore_draws: u8,
    pub influence: u8,
    pub colony_flips: u8,
    pub research: u8,
    pub upgrade: u8,
    pub build: u8,
    #[serde(rename = "move")]
    pub movement: u8,
}

/// Reputation track slots by type (§5 Diplomacy, row 77).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReputationSlots {
    /// Takes an ambassador or a reputation tile.
    pub either: u8,
    #[serde(default)]
    pub ambassador_only: u8,
    #[serde(default)]
    pub reputation_only: u8,
}

impl ReputationSlots {
    pub fn total(self) -> u8 {
        self.either + self.ambassador_only + self.reputation_only
    }
}

/// Money, science and materials.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Storage {
    pub money: i32,
    pub science: i32,
    pub materials: i32,
}

/// One species sheet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Species {
    pub id: SpeciesId,
    pub name: String,
    /// Starting sector tile numbers (the Terran side exists on all six boards).
    pub home_sectors: Vec<u16>,
    pub actions: Actions,
    /// Resources paid for 1 of another kind (row 16).
    pub trade: u8,
    pub reputation_slots: ReputationSlots,
    pub starting: Storage,
    pub starting_techs: Vec<TechId>,
    pub starting_ships: Vec<ShipClass>,
    pub colony_ships: u8,
    /// Reputation tiles drawn at setup (keep them all).
    pub starting_reputation_draws: u8,
    /// Influence discs on the track at setup (the rest of the 16 stay in the box until Advanced
    /// Robotics / Quantum Grid).
    pub influence_discs: u8,
    pub blueprints: Blueprints,
    pub orbital_cost: u8,
    pub monolith_cost: u8,
    pub special: Vec<Special>,
    pub text: String,
}

impl Species {
    pub fn has(&self, special: Special) -> bool {
        self.special.contains(&special)
    }

    /// Materials to build one item (§5 Build).
    pub fn build_cost(&self, item: Buildable) -> u8 {
        match item {
            Buildable::Interceptor => self.blueprints.interceptor.cost,
            Buildable::Cruiser => self.blueprints.cruiser.cost,
            Buildable::Dreadnought => self.blueprints.dreadnought.cost,
            Buildable::Starbase => self.blueprints.starbase.cost,
            Buildable::Orbital => self.orbital_cost,
            Buildable::Monolith => self.monolith_cost,
        }
    }
}

/// One discovery tile type (§3 discovery tiles).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Discovery {
    pub id: String,
    pub kind: DiscoveryKind,
    /// Resources gained (money, science and materials tiles).
    #[serde(default)]
    pub amount: u8,
    /// The ancient part (ancient part tiles).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub part: Option<PartId>,
    pub tiles: u8,
    pub text: String,
}

/// One player board: colour, the Terran side and the alien side.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    pub color: BoardColor,
    pub terran_name: String,
    pub terran_home: u16,
    pub species: SpeciesId,
    pub species_home: u16,
}

/// Reputation tiles of one value (§1 components).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReputationTiles {
    pub vp: u8,
    pub tiles: u8,
}

/// Reputation tiles drawn after a battle (§6, row 111).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReputationDraws {
    pub battle: u8,
    pub interceptor: u8,
    pub starbase: u8,
    pub ancient: u8,
    pub cruiser: u8,
    pub dreadnought: u8,
    pub gcds: u8,
    pub max: u8,
}

/// Pieces per colour (§1 components, row 63).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PieceLimits {
    pub interceptor: u8,
    pub cruiser: u8,
    pub dreadnought: u8,
    pub starbase: u8,
    pub cubes_per_track: u8,
    pub influence_discs: u8,
    pub ambassadors: u8,
}

impl PieceLimits {
    pub fn ships(&self, class: ShipClass) -> u8 {
        match class {
            ShipClass::Interceptor => self.interceptor,
            ShipClass::Cruiser => self.cruiser,
            ShipClass::Dreadnought => self.dreadnought,
            ShipClass::Starbase => self.starbase,
        }
    }
}

/// What depends on the number of players (§2 setup, §8 cleanup).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerCount {
    pub players: u8,
    pub setup_techs: u8,
    pub techs_per_round: u8,
    pub outer_sectors: u8,
}

/// A weapon as dice: `dice` dice of `damage` each.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Dice {
    pub dice: u8,
    pub damage: u8,
}

/// An Ancient ship or the GCDS (§6, L3039-3061).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Neutral {
    pub initiative: i8,
    pub computer: i8,
    pub hull: i8,
    pub cannons: Vec<Dice>,
}

/// Both neutral ship types.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Neutrals {
    pub ancient: Neutral,
    pub gcds: Neutral,
}

/// Numbers printed on boards and in the rulebook's tables.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tables {
    pub rounds: u8,
    pub boards: Vec<Board>,
    /// Production by the number of cubes that have left a population track (index 0 = none).
    pub production_track: Vec<u8>,
    /// Upkeep by the number of empty influence-track spaces, counted from the cheap end
    /// (index 0 = one empty space).
    pub influence_track: Vec<u8>,
    /// Research discount by the number of technologies already in the row.
    pub tech_discount: Vec<u8>,
    /// VP by the number of technologies in one row.
    pub tech_row_vp: Vec<u8>,
    pub reputation_tiles: Vec<ReputationTiles>,
    pub reputation_draws: ReputationDraws,
    pub piece_limits: PieceLimits,
    pub player_counts: Vec<PlayerCount>,
    pub neutrals: Neutrals,
    pub discovery_vp: u8,
    pub monolith_vp: u8,
    pub traitor_vp: i8,
}

/// All Eclipse content.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EclipseContent {
    pub sectors: Vec<Sector>,
    pub technologies: Vec<Technology>,
    pub parts: Vec<Part>,
    pub species: Vec<Species>,
    pub discoveries: Vec<Discovery>,
    pub tables: Tables,
}

// ---------------------------------------------------------------------------------------------
// Loading
// ---------------------------------------------------------------------------------------------

const SECTORS_JSON: &str = include_str!("../../../assets/eclipse/sectors.json");
const TECHNOLOGIES_JSON: &str = include_str!("../../../assets/eclipse/technologies.json");
const PARTS_JSON: &str = include_str!("../../../assets/eclipse/parts.json");
const SPECIES_JSON: &str = include_str!("../../../assets/eclipse/species.json");
const DISCOVERIES_JSON: &str = include_str!("../../../assets/eclipse/discoveries.json");
const TABLES_JSON: &str = include_str!("../../../assets/eclipse/tables.json");

fn parse<T: serde::de::DeserializeOwned>(file: &str, text: &str) -> T {
    match serde_json::from_str(text) {
        Ok(value) => value,
        Err(err) => panic!("assets/eclipse/{file} is invalid: {err}"),
    }
}

/// The Eclipse content tables, parsed on first use.
///
/// # Panics
/// If the embedded JSON does not parse (a build invariant covered by the tests).
pub fn content() -> &'static EclipseContent {
    static CONTENT: OnceLock<EclipseContent> = OnceLock::new();
    CONTENT.get_or_init(|| EclipseContent {
        sectors: parse("sectors.json", SECTORS_JSON),
        technologies: parse("technologies.json", TECHNOLOGIES_JSON),
        parts: parse("parts.json", PARTS_JSON),
        species: parse("species.json", SPECIES_JSON),
        discoveries: parse("discoveries.json", DISCOVERIES_JSON),
        tables: parse("tables.json", TABLES_JSON),
    })
}

/// `table[index]`, or its last value past the end (0 for an empty table).
fn clamped(table: &[u8], index: usize) -> u8 {
    table.get(index).or(table.last()).copied().unwrap_or(0)
}

impl EclipseContent {
    pub fn sector(&self, id: u16) -> Option<&Sector> {
        self.sectors.iter().find(|s| s.id == id)
    }

    pub fn sectors_in(&self, ring: Ring) -> impl Iterator<Item = &Sector> {
        self.sectors.iter().filter(move |s| s.ring == ring)
    }

    /// Every technology has a record (checked by the tests), so this never fails for a
    /// `TechId`.
    pub fn tech(&self, id: TechId) -> Option<&Technology> {
        self.technologies.iter().find(|t| t.id == id)
    }

    pub fn part(&self, id: PartId) -> Option<&Part> {
        self.parts.iter().find(|p| p.id == id)
    }

    pub fn species(&self, id: SpeciesId) -> Option<&Species> {
        self.species.iter().find(|s| s.id == id)
    }

    /// The Terran sheet: the species-neutral default blueprints.
    pub fn terran(&self) -> Option<&Species> {
        self.species(SpeciesId::Terran)
    }

    pub fn board(&self, color: BoardColor) -> Option<&Board> {
        self.tables.boards.iter().find(|b| b.color == color)
    }

    /// Setup and cleanup numbers for 2–6 players.
    pub fn player_count(&self, players: u8) -> Option<&PlayerCount> {
        self.tables
            .player_counts
            .iter()
            .find(|p| p.players == players)
    }

    /// Production of one resource when `cubes_off` cubes have left its track (§3, row 14).
    /// Clamped to the end of the track.
    pub fn production(&self, cubes_off: usize) -> u8 {
        clamped(&self.tables.production_track, cubes_off)
    }

    /// Money owed in upkeep with `empty` empty spaces on the influence track (§7, row 120):
    /// the value of the leftmost empty space. No empty space costs nothing.
    pub fn upkeep(&self, empty: usize) -> u8 {
        match empty {
            0 => 0,
            n => clamped(&self.tables.influence_track, n - 1),
        }
    }

    /// Science to research `tech` with `owned_in_row` technologies already in its row (§5
    /// Research, row 46): cost minus the row discount, never below the minimum cost.
    pub fn research_cost(&self, tech: TechId, owned_in_row: usize) -> Option<u8> {
        let t = self.tech(tech)?;
        let discount = clamped(&self.tables.tech_discount, owned_in_row);
        Some(t.cost.saturating_sub(discount).max(t.min_cost))
    }

    /// VP for a technology row holding `techs` technologies (§9).
    pub fn tech_row_vp(&self, techs: usize) -> u8 {
        clamped(&self.tables.tech_row_vp, techs)
    }

    /// Technologies by category, cheapest first.
    pub fn techs_in(&self, category: TechCategory) -> Vec<&Technology> {
        let mut v: Vec<&Technology> = self
            .technologies
            .iter()
            .filter(|t| t.category == category)
            .collect();
        v.sort_by_key(|t| t.cost);
        v
    }

    /// Tiles of each technology in the bag, by id.
    pub fn tech_bag(&self) -> BTreeMap<TechId, u8> {
        self.technologies.iter().map(|t| (t.id, t.tiles)).collect()
    }
}

// ---------------------------------------------------------------------------------------------
// Catalog ids: content names are shown by reference (`Msg::name`), looked up in
// `assets/i18n/<lang>/eclipse-content.ftl` (the English one generated from this data).
// ---------------------------------------------------------------------------------------------

/// The snake_case id of a content enum (as in the JSON).
fn snake<T: Serialize>(v: &T) -> String {
    match serde_json::to_value(v) {
        Ok(serde_json::Value::String(s)) => s,
        _ => String::new(),
    }
}

impl Sector {
    pub fn catalog_id(&self) -> String {
        format!("eclipse-sector-{}", self.id)
    }
}

impl Technology {
    pub fn catalog_id(&self) -> String {
        format!(
            "eclipse-tech-{}",
            crate::games::catalog_key(&snake(&self.id))
        )
    }
}

impl Part {
    pub fn catalog_id(&self) -> String {
        format!(
            "eclipse-part-{}",
            crate::games::catalog_key(&snake(&self.id))
        )
    }
}

impl Species {
    pub fn catalog_id(&self) -> String {
        format!(
            "eclipse-species-{}",
            crate::games::catalog_key(self.id.as_str())
        )
    }
}

/// Every content name Eclipse's messages refer to: (catalog id, English name), for
/// `Game::content_names`.
pub fn content_names() -> Vec<(String, String)> {
    let c = content();
    let mut names = Vec::new();
    names.extend(c.species.iter().map(|s| (s.catalog_id(), s.name.clone())));
    names.extend(
        c.technologies
            .iter()
            .map(|t| (t.catalog_id(), t.name.clone())),
    );
    names.extend(c.parts.iter().map(|p| (p.catalog_id(), p.name.clone())));
    names.extend(c.sectors.iter().map(|s| (s.catalog_id(), s.name.clone())));
    names
}
