//! Twilight Imperium 4th edition content tables (base game only, no Prophecy of Kings).
//!
//! The data lives in `assets/ti4/*.json` and is compiled into the binary with `include_str!`.
//! It is parsed once, on first use, by [`content`]. The JSON is checked by the tests at the
//! bottom of this file, so a parse failure at runtime means a broken build invariant.
//!
//! Rule numbers in comments and test names use the Korean Rules Reference numbering (see the
//! rules digest, section 0.1): e.g. §27 system tiles, §45 wormholes, §46 units, §58 strategy
//! cards. "Setup" refers to the unnumbered full-setup section of the RR.
//!
//! All card, ability and technology texts are short paraphrases written for this project; the
//! numbers (costs, combat values, resources, ...) follow the printed components. Where a card was
//! later changed by a Codex, the base-game (pre-Codex) version is used, with the RR errata applied.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

// ---------------------------------------------------------------------------------------------
// Enums
// ---------------------------------------------------------------------------------------------

/// What kind of system tile this is (§27: green, blue or red back; plus the two special tiles).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SystemKind {
    /// Green-backed home system (tiles 1–16 and the off-board Creuss home, tile 51).
    Home,
    /// Blue-backed system with planets (tiles 19–38).
    Blue,
    /// Red-backed system: anomalies, lone wormholes and empty space (tiles 39–50).
    Red,
    /// Mecatol Rex, always in the centre (tile 18).
    Mecatol,
    /// The Creuss Gate (tile 17): placed where the Creuss home system would go; not a home system.
    CreussGate,
}

/// Wormhole types (§45). Delta only appears on the Creuss tiles.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Wormhole {
    Alpha,
    Beta,
    Delta,
}

/// Anomaly types (§20).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Anomaly {
    AsteroidField,
    Nebula,
    Supernova,
    GravityRift,
}

/// Planet traits (§85).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlanetTrait {
    Cultural,
    Hazardous,
    Industrial,
}

impl PlanetTrait {
    /// Lower-case English name, as used in the JSON.
    pub fn as_str(self) -> &'static str {
        match self {
            PlanetTrait::Cultural => "cultural",
            PlanetTrait::Hazardous => "hazardous",
            PlanetTrait::Industrial => "industrial",
        }
    }
}

/// Technology colours (§11), also used for planet technology specialties.
/// Biotic = green, cybernetic = yellow, propulsion = blue, warfare = red.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TechColor {
    Biotic,
    Cybernetic,
    Propulsion,
    Warfare,
}

impl TechColor {
    pub const ALL: [TechColor; 4] = [
        TechColor::Biotic,
        TechColor::Cybernetic,
        TechColor::Propulsion,
        TechColor::Warfare,
    ];

    /// Lower-case English name, as used in the JSON.
    pub fn as_str(self) -> &'static str {
        match self {
            TechColor::Biotic => "biotic",
            TechColor::Cybernetic => "cybernetic",
            TechColor::Propulsion => "propulsion",
            TechColor::Warfare => "warfare",
        }
    }
}

/// Unit types (§46, §84). Every faction-specific unit is one of these kinds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum UnitKind {
    WarSun,
    Dreadnought,
    Cruiser,
    Carrier,
    Destroyer,
    Fighter,
    Infantry,
    Pds,
    SpaceDock,
    Flagship,
}

impl UnitKind {
    pub const ALL: [UnitKind; 10] = [
        UnitKind::WarSun,
        UnitKind::Dreadnought,
        UnitKind::Cruiser,
        UnitKind::Carrier,
        UnitKind::Destroyer,
        UnitKind::Fighter,
        UnitKind::Infantry,
        UnitKind::Pds,
        UnitKind::SpaceDock,
        UnitKind::Flagship,
    ];

    /// Ships always sit in a space area (§84).
    pub fn is_ship(self) -> bool {
        matches!(
            self,
            UnitKind::WarSun
                | UnitKind::Dreadnought
                | UnitKind::Cruiser
                | UnitKind::Carrier
                | UnitKind::Destroyer
                | UnitKind::Fighter
                | UnitKind::Flagship
        )
    }

    /// Ground forces (§72): in the base game only infantry.
    pub fn is_ground_force(self) -> bool {
        matches!(self, UnitKind::Infantry)
    }

    /// Structures (§10): PDS and space docks.
    pub fn is_structure(self) -> bool {
        matches!(self, UnitKind::Pds | UnitKind::SpaceDock)
    }

    /// Short code for compact board text ("CA" is the cruiser, "CV" the carrier).
    pub fn short_code(self) -> &'static str {
        match self {
            UnitKind::WarSun => "WS",
            UnitKind::Dreadnought => "DN",
            UnitKind::Cruiser => "CA",
            UnitKind::Carrier => "CV",
            UnitKind::Destroyer => "DD",
            UnitKind::Fighter => "FF",
            UnitKind::Infantry => "INF",
            UnitKind::Pds => "PDS",
            UnitKind::SpaceDock => "SD",
            UnitKind::Flagship => "FS",
        }
    }

    /// The snake_case id used in the JSON (`"war_sun"`, `"space_dock"`, ...).
    pub fn as_str(self) -> &'static str {
        match self {
            UnitKind::WarSun => "war_sun",
            UnitKind::Dreadnought => "dreadnought",
            UnitKind::Cruiser => "cruiser",
            UnitKind::Carrier => "carrier",
            UnitKind::Destroyer => "destroyer",
            UnitKind::Fighter => "fighter",
            UnitKind::Infantry => "infantry",
            UnitKind::Pds => "pds",
            UnitKind::SpaceDock => "space_dock",
            UnitKind::Flagship => "flagship",
        }
    }

    /// Plastic pieces of this kind per player colour (§46; 59 in total). Fighters and infantry
    /// are effectively unlimited through tokens (§9), the others are hard limits.
    pub fn plastic_count(self) -> u8 {
        match self {
            UnitKind::WarSun => 2,
            UnitKind::Dreadnought => 5,
            UnitKind::Cruiser => 8,
            UnitKind::Carrier => 4,
            UnitKind::Destroyer => 8,
            UnitKind::Fighter => 10,
            UnitKind::Infantry => 12,
            UnitKind::Pds => 6,
            UnitKind::SpaceDock => 3,
            UnitKind::Flagship => 1,
        }
    }

    /// Parses a short code or a name, ignoring case, spaces and punctuation
    /// ("dn", "Dreadnought", "war sun", "WS", "gf"/"inf", "sd", "space-dock", ...).
    pub fn parse(text: &str) -> Option<UnitKind> {
        let key = normalize(text);
        UnitKind::ALL.into_iter().find(|kind| {
            key == normalize(kind.short_code())
                || key == normalize(kind.as_str())
                || matches!(
                    (kind, key.as_str()),
                    (UnitKind::Infantry, "gf" | "groundforce")
                        | (UnitKind::Cruiser, "cr")
                        | (UnitKind::Fighter, "ftr")
                        | (UnitKind::SpaceDock, "dock")
                )
        })
    }
}

/// When an objective is scored (§16).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ScoringPhase {
    Status,
    Action,
    Agenda,
}

// ---------------------------------------------------------------------------------------------
// Systems and planets
// ---------------------------------------------------------------------------------------------

/// A planet printed on a system tile (§85).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Planet {
    /// Lower-case ASCII id, e.g. `"mecatol_rex"`, `"000"` for [0.0.0].
    pub id: String,
    pub name: String,
    pub resources: u8,
    pub influence: u8,
    #[serde(rename = "trait")]
    pub planet_trait: Option<PlanetTrait>,
    pub specialty: Option<TechColor>,
}

/// A system tile (§27).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct System {
    pub tile: u16,
    pub kind: SystemKind,
    /// Owning faction for home systems (and for the Creuss Gate, tile 17).
    pub faction: Option<String>,
    pub wormholes: Vec<Wormhole>,
    pub anomaly: Option<Anomaly>,
    pub planets: Vec<Planet>,
}

impl System {
    pub fn is_home(&self) -> bool {
        self.kind == SystemKind::Home
    }

    pub fn has_wormhole(&self, wormhole: Wormhole) -> bool {
        self.wormholes.contains(&wormhole)
    }

    pub fn planet(&self, id: &str) -> Option<&Planet> {
        self.planets.iter().find(|p| p.id == id)
    }

    pub fn total_resources(&self) -> u32 {
        self.planets.iter().map(|p| u32::from(p.resources)).sum()
    }

    pub fn total_influence(&self) -> u32 {
        self.planets.iter().map(|p| u32::from(p.influence)).sum()
    }
}

// ---------------------------------------------------------------------------------------------
// Units
// ---------------------------------------------------------------------------------------------

/// A die roll attribute such as combat, anti-fighter barrage or bombardment: `dice` dice, each
/// hitting on `hits_on` or more (a 0 on the die counts as 10).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Roll {
    pub hits_on: u8,
    /// 0 only for the Winnu flagship, whose dice depend on the opponent (see its ability).
    pub dice: u8,
}

/// Space cannon (§43). `deep` = may also fire at ships in adjacent systems (offense only).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpaceCannon {
    pub hits_on: u8,
    pub dice: u8,
    pub deep: bool,
}

/// Production ability (§26). JSON: `{"fixed": 5}` or `{"resources_plus": 2}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Production {
    /// A fixed value (Floating Factory, Letani Warriors).
    Fixed(u8),
    /// The resource value of the unit's planet plus this number (space docks).
    ResourcesPlus(u8),
}

impl Production {
    /// The production value, given the resources of the planet the unit is on
    /// (ignored for fixed values).
    pub fn value(self, planet_resources: u8) -> u8 {
        match self {
            Production::Fixed(n) => n,
            Production::ResourcesPlus(n) => planet_resources.saturating_add(n),
        }
    }
}

/// One unit definition: a generic unit, its upgrade, or a faction unit.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UnitDef {
    pub id: String,
    pub name: String,
    pub kind: UnitKind,
    /// `None` for generic units.
    pub faction: Option<String>,
    /// The unit this one upgrades (II → I) or, for a faction's level-I unit, the generic unit it
    /// replaces (e.g. `sol_carrier` → `carrier`).
    pub upgrade_of: Option<String>,
    /// Technology needed to use/produce this unit (`war_sun` for the generic war sun).
    pub requires_tech: Option<String>,
    /// Cost in resources; `None` for units that cannot be produced (structures, §24).
    pub cost: Option<u8>,
    /// Units produced per cost paid: 2 for fighters and infantry, else 1.
    pub produced_per_cost: u8,
    pub combat: Option<Roll>,
    #[serde(rename = "move")]
    pub move_value: Option<u8>,
    #[serde(default)]
    pub capacity: u8,
    pub sustain_damage: bool,
    pub anti_fighter_barrage: Option<Roll>,
    pub bombardment: Option<Roll>,
    pub space_cannon: Option<SpaceCannon>,
    pub planetary_shield: bool,
    pub production: Option<Production>,
    /// Own-words text of any special ability.
    pub ability: Option<String>,
    /// Other players' units in this unit's system lose planetary shield (war suns, Arc Secundus).
    #[serde(default)]
    pub disables_planetary_shield: bool,
    /// The "Direct Hit" action card cannot destroy this unit (dreadnought-type upgrades).
    #[serde(default)]
    pub direct_hit_immune: bool,
    /// Fighters in this unit's system that do not count against capacity (space docks: 3).
    #[serde(default)]
    pub free_fighter_capacity: u8,
    /// A structure that sits in the space area instead of on a planet (Saar Floating Factory).
    #[serde(default)]
    pub placed_in_space: bool,
    /// When destroyed, a die roll of this or more sets the unit aside; it comes back on a home
    /// planet at the start of its owner's next turn (Infantry II, Spec Ops II, Letani Warrior II).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub revive_on: Option<u8>,
}

impl UnitDef {
    pub fn is_ship(&self) -> bool {
        self.kind.is_ship()
    }

    pub fn is_ground_force(&self) -> bool {
        self.kind.is_ground_force()
    }

    pub fn is_structure(&self) -> bool {
        self.kind.is_structure()
    }

    /// True for level-II units (those that upgrade another unit through a technology).
    pub fn is_upgraded(&self) -> bool {
        self.upgrade_of.is_some() && self.requires_tech.is_some()
    }
}

// ---------------------------------------------------------------------------------------------
// Factions
// ---------------------------------------------------------------------------------------------

/// A group of starting units. Ships have no planet; ground forces and structures name a home
/// planet (a suggested default where the home system has several planets; placement there is
/// the player's choice). The Saar Floating Factory starts in space (`planet: null`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StartingUnit {
    pub unit: UnitKind,
    pub count: u8,
    pub planet: Option<String>,
}

/// A named faction ability from the faction sheet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FactionAbility {
    pub name: String,
    pub text: String,
}

/// A faction's own promissory note.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PromissoryNote {
    pub name: String,
    pub text: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Faction {
    /// One lower-case word: `"sol"`, `"jolnar"`, `"l1z1x"`, ...
    pub id: String,
    /// Full name, e.g. "The Federation of Sol".
    pub name: String,
    /// Short display name, e.g. "Sol", "Jol-Nar".
    pub short_name: String,
    /// Other lower-case words players may type.
    pub aliases: Vec<String>,
    /// Home system tile (Creuss: 51, which stays off the board; see [`Ti4Content::seat_tile`]).
    pub home_system: u16,
    pub commodities: u8,
    pub starting_units: Vec<StartingUnit>,
    pub starting_techs: Vec<String>,
    /// Winnu: choose any 1 technology with no prerequisites instead of fixed starting techs.
    #[serde(default)]
    pub starting_tech_choice: bool,
    pub faction_techs: Vec<String>,
    pub abilities: Vec<FactionAbility>,
    pub promissory_note: PromissoryNote,
    /// Unit id of the flagship.
    pub flagship: String,
    /// Faction units other than the flagship (levels I and II).
    pub special_units: Vec<String>,
}

impl Faction {
    /// Normalized strings that identify this faction in [`Ti4Content::faction`].
    pub fn lookup_keys(&self) -> BTreeSet<String> {
        let mut keys = BTreeSet::new();
        keys.insert(normalize(&self.id));
        keys.insert(normalize(&self.name));
        keys.insert(strip_article(&normalize(&self.name)).to_string());
        keys.insert(normalize(&self.short_name));
        for alias in &self.aliases {
            keys.insert(normalize(alias));
        }
        keys.remove("");
        keys
    }

    /// Number of starting units of one kind.
    pub fn starting_count(&self, kind: UnitKind) -> u32 {
        self.starting_units
            .iter()
            .filter(|s| s.unit == kind)
            .map(|s| u32::from(s.count))
            .sum()
    }
}

// ---------------------------------------------------------------------------------------------
// Technologies, strategy cards, objectives
// ---------------------------------------------------------------------------------------------

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Technology {
    pub id: String,
    pub name: String,
    /// `None` for unit upgrades and the Nekro Valefar Assimilators.
    pub color: Option<TechColor>,
    /// Prerequisite colours, repeated as printed (e.g. 3× warfare + 1× cybernetic).
    pub prerequisites: Vec<TechColor>,
    pub faction: Option<String>,
    /// Unit id this technology unlocks.
    pub unit_upgrade: Option<String>,
    /// For faction unit upgrades: the generic upgrade technology it takes the place of.
    #[serde(default)]
    pub replaces: Option<String>,
    pub text: String,
}

impl Technology {
    pub fn is_unit_upgrade(&self) -> bool {
        self.unit_upgrade.is_some()
    }

    /// How many prerequisites of one colour this technology has.
    pub fn prerequisite_count(&self, color: TechColor) -> usize {
        self.prerequisites.iter().filter(|c| **c == color).count()
    }
}

/// A strategy card (§58). Base-game texts with the RR errata (Diplomacy).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StrategyCard {
    pub initiative: u8,
    pub id: String,
    pub name: String,
    pub primary: String,
    pub secondary: String,
}

/// A public (stage I / II) or secret objective (§16).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Objective {
    pub id: String,
    pub name: String,
    /// 1 or 2 for public objectives, `None` for secrets.
    pub stage: Option<u8>,
    pub points: u8,
    pub scored_in: ScoringPhase,
    pub text: String,
}

impl Objective {
    pub fn is_secret(&self) -> bool {
        self.stage.is_none()
    }
}

/// Layout of `objectives.json`; [`Ti4Content`] keeps the two lists as separate fields.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Objectives {
    pub public: Vec<Objective>,
    pub secret: Vec<Objective>,
}

// ---------------------------------------------------------------------------------------------
// Action cards, agendas, promissory notes
// ---------------------------------------------------------------------------------------------

/// The window in which an action card (§38: its first, bold paragraph) or a promissory note
/// (§67) may be used. Each variant is one distinct hook point in the base-game components, so
/// the engine knows where to offer a card; the card's `window` text states any extra condition
/// (whose turn, space or ground combat, ...). "When" effects beat "after" effects (§13.11).
///
/// Variants, grouped by phase, with the base components that use them:
///
/// | JSON value | Used by |
/// |---|---|
/// | `action` | every "ACTION:" card (a component action, §8); Stymie, Trade Convoys, Promise of Protection, Fires of the Gashlai |
/// | `on_receive` | Support for the Throne |
/// | `start_of_strategy_phase` | Summit |
/// | `when_strategy_card_chosen` | Public Disgrace |
/// | `end_of_strategy_phase` | Gift of Prescience, Acquiescence |
/// | `start_of_turn` | Military Support (Sol's turn), Creuss Iff, Cybernetic Enhancements, Spy Net (holder's turn) |
/// | `after_system_activated` | Flank Speed, In the Silence of Space, Lost Star Chart, Upgrade; Ceasefire, Greyfire Mutagen |
/// | `after_ships_moved` | Experimental Battlestation |
/// | `before_space_cannon_hits_assigned` | Maneuvering Jets |
/// | `start_of_combat` | Fighter Prototype (space), Antivirus (any), Tekklar Legion (ground) |
/// | `start_of_combat_round` | Morale Boost, Skilled Retreat, War Funding |
/// | `start_or_end_of_combat_round` | Emergency Repairs |
/// | `after_retreat_declared` | Intercept |
/// | `before_combat_hits_assigned` | Shields Holding |
/// | `after_sustain_damage` | Direct Hit |
/// | `after_ship_destroyed` | Courageous to the End |
/// | `after_space_combat_won` | Salvage |
/// | `start_of_invasion` | Bunker, Disable |
/// | `after_ground_forces_committed` | Parley, Ragh's Call |
/// | `after_ground_combat_roll` | Fire Team |
/// | `when_planet_gained` | Infiltrate |
/// | `after_planet_lost` | Reparations |
/// | `after_technology_researched` | Research Agreement |
/// | `when_commodities_replenished` | Trade Agreement |
/// | `when_strategy_cards_returned` | Political Stability (status phase) |
/// | `start_of_agenda_phase` | Ancient Burial Sites |
/// | `when_agenda_revealed` | Veto, Political Secret |
/// | `after_agenda_revealed` | the 8 riders, Assassinate Representative, Political Favor (errata) |
/// | `after_votes_cast` | Distinguished Councilor |
/// | `after_speaker_votes` | Bribery (errata) |
/// | `when_elected` | Confusing Legal Text |
/// | `when_action_card_played` | Sabotage |
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Timing {
    Action,
    OnReceive,
    StartOfStrategyPhase,
    WhenStrategyCardChosen,
    EndOfStrategyPhase,
    StartOfTurn,
    AfterSystemActivated,
    AfterShipsMoved,
    BeforeSpaceCannonHitsAssigned,
    StartOfCombat,
    StartOfCombatRound,
    StartOrEndOfCombatRound,
    AfterRetreatDeclared,
    BeforeCombatHitsAssigned,
    AfterSustainDamage,
    AfterShipDestroyed,
    AfterSpaceCombatWon,
    StartOfInvasion,
    AfterGroundForcesCommitted,
    AfterGroundCombatRoll,
    WhenPlanetGained,
    AfterPlanetLost,
    AfterTechnologyResearched,
    WhenCommoditiesReplenished,
    WhenStrategyCardsReturned,
    StartOfAgendaPhase,
    WhenAgendaRevealed,
    AfterAgendaRevealed,
    AfterVotesCast,
    AfterSpeakerVotes,
    WhenElected,
    WhenActionCardPlayed,
}

/// The timing word of a [`Timing`] (§13.11): what kind of moment it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TimingKind {
    /// "ACTION:": used as a component action on the holder's turn (§8).
    Action,
    /// Replaces or changes the triggering event; resolves before "after" effects.
    When,
    Before,
    After,
    /// "At the start of ..."
    Start,
    /// "At the end of ..."
    End,
    /// "At the start or end of ..." (Emergency Repairs).
    StartOrEnd,
}

impl Timing {
    pub const ALL: [Timing; 32] = [
        Timing::Action,
        Timing::OnReceive,
        Timing::StartOfStrategyPhase,
        Timing::WhenStrategyCardChosen,
        Timing::EndOfStrategyPhase,
        Timing::StartOfTurn,
        Timing::AfterSystemActivated,
        Timing::AfterShipsMoved,
        Timing::BeforeSpaceCannonHitsAssigned,
        Timing::StartOfCombat,
        Timing::StartOfCombatRound,
        Timing::StartOrEndOfCombatRound,
        Timing::AfterRetreatDeclared,
        Timing::BeforeCombatHitsAssigned,
        Timing::AfterSustainDamage,
        Timing::AfterShipDestroyed,
        Timing::AfterSpaceCombatWon,
        Timing::StartOfInvasion,
        Timing::AfterGroundForcesCommitted,
        Timing::AfterGroundCombatRoll,
        Timing::WhenPlanetGained,
        Timing::AfterPlanetLost,
        Timing::AfterTechnologyResearched,
        Timing::WhenCommoditiesReplenished,
        Timing::WhenStrategyCardsReturned,
        Timing::StartOfAgendaPhase,
        Timing::WhenAgendaRevealed,
        Timing::AfterAgendaRevealed,
        Timing::AfterVotesCast,
        Timing::AfterSpeakerVotes,
        Timing::WhenElected,
        Timing::WhenActionCardPlayed,
    ];

    /// Coarse timing word, for grouping and display.
    pub fn kind(self) -> TimingKind {
        use Timing::*;
        match self {
            Action => TimingKind::Action,
            OnReceive
            | WhenStrategyCardChosen
            | WhenPlanetGained
            | WhenCommoditiesReplenished
            | WhenStrategyCardsReturned
            | WhenAgendaRevealed
            | WhenElected
            | WhenActionCardPlayed => TimingKind::When,
            BeforeSpaceCannonHitsAssigned | BeforeCombatHitsAssigned => TimingKind::Before,
            AfterSystemActivated
            | AfterShipsMoved
            | AfterRetreatDeclared
            | AfterSustainDamage
            | AfterShipDestroyed
            | AfterSpaceCombatWon
            | AfterGroundForcesCommitted
            | AfterGroundCombatRoll
            | AfterPlanetLost
            | AfterTechnologyResearched
            | AfterAgendaRevealed
            | AfterVotesCast
            | AfterSpeakerVotes => TimingKind::After,
            StartOfStrategyPhase | StartOfTurn | StartOfCombat | StartOfCombatRound
            | StartOfInvasion | StartOfAgendaPhase => TimingKind::Start,
            EndOfStrategyPhase => TimingKind::End,
            StartOrEndOfCombatRound => TimingKind::StartOrEnd,
        }
    }
}

/// One step of an [`ActionCard::automation`] tag: a snake_case verb and an optional number,
/// e.g. `gain_trade_goods:5` → `("gain_trade_goods", Some(5))`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EffectStep<'a> {
    pub verb: &'a str,
    pub amount: Option<i32>,
}

/// A parsed automation tag. Grammar: `["rider:"] step ("+" step)*`, `step = verb [":" int]`.
/// `rider` means: the player predicts an outcome (and may not vote); the steps apply only if
/// the prediction comes true (§35.22).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Effect<'a> {
    pub rider: bool,
    pub steps: Vec<EffectStep<'a>>,
}

impl<'a> Effect<'a> {
    /// Parses a tag; `None` if it does not follow the grammar.
    pub fn parse(tag: &'a str) -> Option<Effect<'a>> {
        let (rider, rest) = match tag.strip_prefix("rider:") {
            Some(rest) => (true, rest),
            None => (false, tag),
        };
        let mut steps = Vec::new();
        for part in rest.split('+') {
            let (verb, amount) = match part.split_once(':') {
                Some((verb, n)) => (verb, Some(n.parse::<i32>().ok()?)),
                None => (part, None),
            };
            let valid_verb = !verb.is_empty()
                && !verb.starts_with('_')
                && !verb.ends_with('_')
                && verb.chars().all(|c| c.is_ascii_lowercase() || c == '_');
            if !valid_verb {
                return None;
            }
            steps.push(EffectStep { verb, amount });
        }
        Some(Effect { rider, steps })
    }
}

/// An action card (§38). `copies` is the number of copies in the printed base deck
/// (59 cards, 80 copies). Texts use the RR errata (Bribery, Direct Hit, Unstable Planet, Veto).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ActionCard {
    pub id: String,
    pub name: String,
    pub copies: u8,
    pub timing: Timing,
    /// When the card may be played, in words.
    pub window: String,
    /// What it does.
    pub text: String,
    /// Machine-readable hint for simple effects (see [`Effect`]), e.g. `"gain_command_tokens:2"`,
    /// `"cancel_action_card"`, `"rider:gain_trade_goods:5"`; `None` where the effect needs
    /// bespoke handling.
    pub automation: Option<String>,
}

impl ActionCard {
    /// The parsed automation tag, if any (and if well-formed).
    pub fn effect(&self) -> Option<Effect<'_>> {
        self.automation.as_deref().and_then(Effect::parse)
    }

    /// Riders (§35.22): predict an outcome instead of voting.
    pub fn is_rider(&self) -> bool {
        self.automation
            .as_deref()
            .is_some_and(|a| a.starts_with("rider:"))
    }
}

/// Law or directive (§36).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AgendaKind {
    /// Stays in play after a "for" result or an election (§36.3); an "against" result discards it.
    Law,
    /// Resolved once and discarded.
    Directive,
}

/// What players vote on (§35.17 outcomes).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AgendaOutcome {
    ForAgainst,
    ElectPlayer,
    /// Any planet that some player controls (§35: only controlled planets can be elected).
    ElectPlanet,
    ElectCulturalPlanet,
    ElectIndustrialPlanet,
    ElectHazardousPlanet,
    /// Colonial Redistribution: a controlled planet outside home systems, not Mecatol Rex.
    ElectNonHomePlanetExceptMecatolRex,
    ElectScoredSecretObjective,
    ElectLaw,
}

impl AgendaOutcome {
    pub fn is_elect(self) -> bool {
        self != AgendaOutcome::ForAgainst
    }

    /// Candidates are planets (of any trait, one trait, or the Colonial Redistribution subset).
    pub fn elects_planet(self) -> bool {
        matches!(
            self,
            AgendaOutcome::ElectPlanet
                | AgendaOutcome::ElectCulturalPlanet
                | AgendaOutcome::ElectIndustrialPlanet
                | AgendaOutcome::ElectHazardousPlanet
                | AgendaOutcome::ElectNonHomePlanetExceptMecatolRex
        )
    }

    /// The trait an elected planet must have, if the outcome names one.
    pub fn planet_trait(self) -> Option<PlanetTrait> {
        match self {
            AgendaOutcome::ElectCulturalPlanet => Some(PlanetTrait::Cultural),
            AgendaOutcome::ElectIndustrialPlanet => Some(PlanetTrait::Industrial),
            AgendaOutcome::ElectHazardousPlanet => Some(PlanetTrait::Hazardous),
            _ => None,
        }
    }
}

/// An agenda that is discarded on reveal (and replaced by the next one) when nothing it could
/// act on exists.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RevealRequirement {
    /// At least 1 law in play (Judicial Abolishment, Miscount Disclosed, New Constitution).
    LawsInPlay,
    /// At least 1 scored secret objective (Classified Document Leaks).
    ScoredSecretObjectives,
}

/// An agenda card (§36). For/against agendas carry `for_text` and `against_text`; elect agendas
/// carry `elect_text` only.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Agenda {
    pub id: String,
    pub name: String,
    pub kind: AgendaKind,
    pub outcome: AgendaOutcome,
    pub for_text: Option<String>,
    pub against_text: Option<String>,
    pub elect_text: Option<String>,
    pub reveal_requires: Option<RevealRequirement>,
}

impl Agenda {
    pub fn is_law(&self) -> bool {
        self.kind == AgendaKind::Law
    }
}

/// A promissory note (§67): the 4 generic notes every player owns (`faction: None`) and the 17
/// faction notes. `returns`: the note goes back to its owner as the last step of resolving it.
/// `play_area` notes are instead put face up in the holder's play area, cannot be traded from
/// there, and go back when `return_when` happens.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PromissoryNoteCard {
    pub id: String,
    pub name: String,
    pub faction: Option<String>,
    pub timing: Timing,
    pub window: String,
    pub text: String,
    pub returns: bool,
    pub play_area: bool,
    pub return_when: Option<String>,
}

impl PromissoryNoteCard {
    pub fn is_generic(&self) -> bool {
        self.faction.is_none()
    }
}

// ---------------------------------------------------------------------------------------------
// Board
// ---------------------------------------------------------------------------------------------

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ring {
    pub ring: u32,
    pub first: u32,
    pub last: u32,
}

/// Standard galaxy layout for one player count (setup step 6).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Layout {
    pub player_count: usize,
    /// Board positions of the home systems (all in ring 3), in seat order.
    pub home_positions: Vec<u32>,
    /// Non-home positions that receive a blue or red tile (Mecatol, position 0, not included).
    pub system_positions: Vec<u32>,
    pub blue_per_player: u8,
    pub red_per_player: u8,
    /// 5 players: 1 extra random red tile placed next to Mecatol Rex by the speaker.
    pub extra_red: u8,
    /// Starting trade goods per home position. Not stored in the layout JSON: [`content`]
    /// copies [`Board::five_player_trade_goods`] into the 5-player layout when loading.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub home_trade_goods: BTreeMap<u32, u8>,
}

impl Layout {
    pub fn blue_total(&self) -> usize {
        usize::from(self.blue_per_player) * self.player_count
    }

    pub fn red_total(&self) -> usize {
        usize::from(self.red_per_player) * self.player_count + usize::from(self.extra_red)
    }

    pub fn is_home_position(&self, position: u32) -> bool {
        self.home_positions.contains(&position)
    }

    /// Trade goods a player starts with at this home position (5 players only; else 0).
    pub fn trade_goods_for(&self, position: u32) -> u8 {
        self.home_trade_goods.get(&position).copied().unwrap_or(0)
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Board {
    pub mecatol_position: u32,
    pub rings: Vec<Ring>,
    /// Explanation of the position numbering.
    pub numbering: String,
    /// Axial hex coordinates `(q, r)` per position (flat-topped hexes, north = (0, -1)).
    pub axial: BTreeMap<u32, (i32, i32)>,
    /// Neighbouring positions (shared edge), ordered N, NE, SE, S, SW, NW; off-board ones left out.
    pub adjacency: BTreeMap<u32, Vec<u32>>,
    pub layouts: Vec<Layout>,
    /// 5 players: starting trade goods per home position (positions not listed get 0).
    pub five_player_trade_goods: BTreeMap<u32, u8>,
    /// How `five_player_trade_goods` was derived.
    pub five_player_trade_goods_note: String,
}

impl Board {
    pub fn neighbours(&self, position: u32) -> &[u32] {
        self.adjacency
            .get(&position)
            .map(Vec::as_slice)
            .unwrap_or(&[])
    }

    pub fn are_adjacent(&self, a: u32, b: u32) -> bool {
        self.neighbours(a).contains(&b)
    }

    /// Ring number of a position (0 for Mecatol), or `None` if off the board.
    pub fn ring_of(&self, position: u32) -> Option<u32> {
        if position == self.mecatol_position {
            return Some(0);
        }
        self.rings
            .iter()
            .find(|r| (r.first..=r.last).contains(&position))
            .map(|r| r.ring)
    }
}

// ---------------------------------------------------------------------------------------------
// The whole content set
// ---------------------------------------------------------------------------------------------

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ti4Content {
    pub systems: Vec<System>,
    pub units: Vec<UnitDef>,
    pub factions: Vec<Faction>,
    pub technologies: Vec<Technology>,
    pub strategy_cards: Vec<StrategyCard>,
    /// Stage I and stage II public objectives.
    pub public_objectives: Vec<Objective>,
    pub secret_objectives: Vec<Objective>,
    pub board: Board,
    /// The 59 distinct base action cards (80 copies in all, see [`ActionCard::copies`]).
    pub action_cards: Vec<ActionCard>,
    /// The 50 base agendas.
    pub agendas: Vec<Agenda>,
    /// The 4 generic and 17 faction promissory notes.
    pub promissory_notes: Vec<PromissoryNoteCard>,
}

const SYSTEMS_JSON: &str = include_str!("../../../assets/ti4/systems.json");
const UNITS_JSON: &str = include_str!("../../../assets/ti4/units.json");
const FACTIONS_JSON: &str = include_str!("../../../assets/ti4/factions.json");
const TECHNOLOGIES_JSON: &str = include_str!("../../../assets/ti4/technologies.json");
const STRATEGY_CARDS_JSON: &str = include_str!("../../../assets/ti4/strategy_cards.json");
const OBJECTIVES_JSON: &str = include_str!("../../../assets/ti4/objectives.json");
const BOARD_JSON: &str = include_str!("../../../assets/ti4/board.json");
const ACTION_CARDS_JSON: &str = include_str!("../../../assets/ti4/action_cards.json");
const AGENDAS_JSON: &str = include_str!("../../../assets/ti4/agendas.json");
const PROMISSORY_NOTES_JSON: &str = include_str!("../../../assets/ti4/promissory_notes.json");

fn parse<T: serde::de::DeserializeOwned>(file: &str, text: &str) -> T {
    match serde_json::from_str(text) {
        Ok(value) => value,
        Err(err) => panic!("assets/ti4/{file} is invalid: {err}"),
    }
}

/// The TI4 content tables, parsed on first use.
///
/// # Panics
/// If the embedded JSON does not parse (a build invariant covered by the tests).
pub fn content() -> &'static Ti4Content {
    static CONTENT: OnceLock<Ti4Content> = OnceLock::new();
    CONTENT.get_or_init(load)
}

fn load() -> Ti4Content {
    let objectives: Objectives = parse("objectives.json", OBJECTIVES_JSON);
    let mut board: Board = parse("board.json", BOARD_JSON);
    let five_player = board.five_player_trade_goods.clone();
    for layout in &mut board.layouts {
        if layout.player_count == 5 {
            layout.home_trade_goods = five_player.clone();
        }
    }
    Ti4Content {
        systems: parse("systems.json", SYSTEMS_JSON),
        units: parse("units.json", UNITS_JSON),
        factions: parse("factions.json", FACTIONS_JSON),
        technologies: parse("technologies.json", TECHNOLOGIES_JSON),
        strategy_cards: parse("strategy_cards.json", STRATEGY_CARDS_JSON),
        public_objectives: objectives.public,
        secret_objectives: objectives.secret,
        board,
        action_cards: parse("action_cards.json", ACTION_CARDS_JSON),
        agendas: parse("agendas.json", AGENDAS_JSON),
        promissory_notes: parse("promissory_notes.json", PROMISSORY_NOTES_JSON),
    }
}

/// Lower-cases and keeps only letters and digits: "Jol-Nar" → "jolnar", "N'orr" → "norr".
fn normalize(text: &str) -> String {
    text.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

fn strip_article(key: &str) -> &str {
    match key.strip_prefix("the") {
        Some(rest) if !rest.is_empty() => rest,
        _ => key,
    }
}

/// Finds a card by exact id first, then by normalized id or name; a leading "The" is optional
/// on both sides ("Crown of Emphidia" finds "The Crown of Emphidia").
fn find_card<'a, T>(
    cards: &'a [T],
    query: &str,
    keys: impl Fn(&T) -> (&String, &String),
) -> Option<&'a T> {
    if let Some(card) = cards.iter().find(|c| keys(c).0 == query) {
        return Some(card);
    }
    let key = normalize(query);
    if key.is_empty() {
        return None;
    }
    let bare = strip_article(&key);
    let matches = |c: &&T| {
        let (id, name) = keys(c);
        let (id, name) = (normalize(id), normalize(name));
        id == key || name == key || strip_article(&name) == bare
    };
    cards.iter().find(matches)
}

/// Key for [`Ti4Content::strategy_card`]: an initiative number or an id/name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StrategyCardKey<'a> {
    Initiative(u8),
    Name(&'a str),
}

impl From<u8> for StrategyCardKey<'_> {
    fn from(initiative: u8) -> Self {
        StrategyCardKey::Initiative(initiative)
    }
}

impl<'a> From<&'a str> for StrategyCardKey<'a> {
    fn from(name: &'a str) -> Self {
        StrategyCardKey::Name(name)
    }
}

impl<'a> From<&'a String> for StrategyCardKey<'a> {
    fn from(name: &'a String) -> Self {
        StrategyCardKey::Name(name.as_str())
    }
}

impl Ti4Content {
    /// System tile by number (1–51).
    pub fn system(&self, tile: u16) -> Option<&System> {
        self.systems.iter().find(|s| s.tile == tile)
    }

    /// All planets with their systems.
    pub fn planets(&self) -> impl Iterator<Item = (&System, &Planet)> {
        self.systems
            .iter()
            .flat_map(|s| s.planets.iter().map(move |p| (s, p)))
    }

    /// Planet by id or display name (case, spaces and punctuation ignored).
    pub fn planet(&self, id: &str) -> Option<(&System, &Planet)> {
        if let Some(found) = self.planets().find(|(_, p)| p.id == id) {
            return Some(found);
        }
        let key = normalize(id);
        if key.is_empty() {
            return None;
        }
        self.planets()
            .find(|(_, p)| normalize(&p.id) == key || normalize(&p.name) == key)
    }

    /// Faction by id, full name (with or without "The"), short name or alias; case, spaces
    /// and punctuation such as `'` and `-` are ignored.
    pub fn faction(&self, query: &str) -> Option<&Faction> {
        let key = normalize(query);
        if key.is_empty() {
            return None;
        }
        let bare = strip_article(&key);
        self.factions.iter().find(|f| {
            let keys = f.lookup_keys();
            keys.contains(&key) || keys.contains(bare)
        })
    }

    /// Unit definition by id (`"dreadnought2"`, `"sol_flagship"`, ...), case-insensitive.
    pub fn unit(&self, id: &str) -> Option<&UnitDef> {
        self.units
            .iter()
            .find(|u| u.id == id)
            .or_else(|| self.units.iter().find(|u| u.id.eq_ignore_ascii_case(id)))
    }

    /// The unit a player of `faction` (or `None` for generic) uses for `kind`, at level I or II.
    /// Faction units take the place of the generic ones; there is no generic level-II war sun
    /// or flagship, so those return `None` unless the faction has one.
    pub fn unit_for(
        &self,
        faction: Option<&str>,
        kind: UnitKind,
        upgraded: bool,
    ) -> Option<&UnitDef> {
        if let Some(faction) = faction {
            let own = self.units.iter().find(|u| {
                u.faction.as_deref() == Some(faction)
                    && u.kind == kind
                    && u.is_upgraded() == upgraded
            });
            if own.is_some() {
                return own;
            }
            if kind == UnitKind::Flagship {
                return None;
            }
        }
        self.units
            .iter()
            .find(|u| u.faction.is_none() && u.kind == kind && u.is_upgraded() == upgraded)
    }

    /// Technology by id or name (case, spaces and punctuation ignored).
    pub fn tech(&self, id: &str) -> Option<&Technology> {
        if let Some(t) = self.technologies.iter().find(|t| t.id == id) {
            return Some(t);
        }
        let key = normalize(id);
        if key.is_empty() {
            return None;
        }
        self.technologies
            .iter()
            .find(|t| normalize(&t.id) == key || normalize(&t.name) == key)
    }

    /// Strategy card by initiative (`3`) or by id/name (`"politics"`, `"3"`).
    pub fn strategy_card<'a>(&self, key: impl Into<StrategyCardKey<'a>>) -> Option<&StrategyCard> {
        match key.into() {
            StrategyCardKey::Initiative(n) => {
                self.strategy_cards.iter().find(|c| c.initiative == n)
            }
            StrategyCardKey::Name(name) => {
                if let Ok(n) = name.trim().parse::<u8>() {
                    return self.strategy_cards.iter().find(|c| c.initiative == n);
                }
                let key = normalize(name);
                self.strategy_cards
                    .iter()
                    .find(|c| normalize(&c.id) == key || normalize(&c.name) == key)
            }
        }
    }

    /// All objectives: public (stage I, stage II) then secret.
    pub fn objectives(&self) -> impl Iterator<Item = &Objective> {
        self.public_objectives
            .iter()
            .chain(self.secret_objectives.iter())
    }

    /// Public objectives of one stage (1 or 2).
    pub fn stage_objectives(&self, stage: u8) -> impl Iterator<Item = &Objective> {
        self.public_objectives
            .iter()
            .filter(move |o| o.stage == Some(stage))
    }

    /// Public or secret objective by id or name (case, spaces and punctuation ignored).
    pub fn objective(&self, id: &str) -> Option<&Objective> {
        if let Some(o) = self.objectives().find(|o| o.id == id) {
            return Some(o);
        }
        let key = normalize(id);
        if key.is_empty() {
            return None;
        }
        self.objectives()
            .find(|o| normalize(&o.id) == key || normalize(&o.name) == key)
    }

    /// Action card by id or name (case, spaces and punctuation ignored).
    pub fn action_card(&self, id: &str) -> Option<&ActionCard> {
        find_card(&self.action_cards, id, |c| (&c.id, &c.name))
    }

    /// The full action deck: each card repeated `copies` times (80 entries), in table order.
    pub fn action_deck(&self) -> Vec<&ActionCard> {
        self.action_cards
            .iter()
            .flat_map(|c| std::iter::repeat_n(c, usize::from(c.copies)))
            .collect()
    }

    /// Agenda by id or name, with or without a leading "The" (case, spaces and punctuation
    /// ignored).
    pub fn agenda(&self, id: &str) -> Option<&Agenda> {
        find_card(&self.agendas, id, |a| (&a.id, &a.name))
    }

    /// Promissory note by id or name (case, spaces and punctuation ignored).
    pub fn promissory_note(&self, id: &str) -> Option<&PromissoryNoteCard> {
        find_card(&self.promissory_notes, id, |n| (&n.id, &n.name))
    }

    /// The promissory note of one faction (by faction id).
    pub fn faction_promissory_note(&self, faction: &str) -> Option<&PromissoryNoteCard> {
        self.promissory_notes
            .iter()
            .find(|n| n.faction.as_deref() == Some(faction))
    }

    /// Standard layout for 3–6 players.
    pub fn layout(&self, player_count: usize) -> Option<&Layout> {
        self.board
            .layouts
            .iter()
            .find(|l| l.player_count == player_count)
    }

    /// The faction's home system (Creuss: tile 51, off the board).
    pub fn home_system(&self, faction: &Faction) -> Option<&System> {
        self.system(faction.home_system)
    }

    /// The tile placed at the faction's seat on the board: the home system, except for Creuss,
    /// whose seat gets the Creuss Gate (tile 17).
    pub fn seat_tile(&self, faction: &Faction) -> u16 {
        self.systems
            .iter()
            .find(|s| s.kind == SystemKind::CreussGate && s.faction.as_deref() == Some(&faction.id))
            .map_or(faction.home_system, |s| s.tile)
    }

    /// Starting trade goods for a home position (only the 5-player layout gives any).
    pub fn home_trade_goods(&self, player_count: usize, position: u32) -> u8 {
        self.layout(player_count)
            .map_or(0, |l| l.trade_goods_for(position))
    }
}

// Module-level shortcuts over the shared content.

pub fn system(tile: u16) -> Option<&'static System> {
    content().system(tile)
}

pub fn planet(id: &str) -> Option<(&'static System, &'static Planet)> {
    content().planet(id)
}

pub fn faction(query: &str) -> Option<&'static Faction> {
    content().faction(query)
}

pub fn unit(id: &str) -> Option<&'static UnitDef> {
    content().unit(id)
}

pub fn tech(id: &str) -> Option<&'static Technology> {
    content().tech(id)
}

pub fn strategy_card<'a>(key: impl Into<StrategyCardKey<'a>>) -> Option<&'static StrategyCard> {
    content().strategy_card(key)
}

pub fn objective(id: &str) -> Option<&'static Objective> {
    content().objective(id)
}

pub fn action_card(id: &str) -> Option<&'static ActionCard> {
    content().action_card(id)
}

pub fn agenda(id: &str) -> Option<&'static Agenda> {
    content().agenda(id)
}

pub fn promissory_note(id: &str) -> Option<&'static PromissoryNoteCard> {
    content().promissory_note(id)
}

/// Strategy card by id or name only ("politics", "Politics"); see [`strategy_card`] for numbers.
pub fn strategy_card_by_name(name: &str) -> Option<&'static StrategyCard> {
    let key = normalize(name);
    content()
        .strategy_cards
        .iter()
        .find(|c| normalize(&c.id) == key || normalize(&c.name) == key)
}

pub fn layout(player_count: usize) -> Option<&'static Layout> {
    content().layout(player_count)
}

// ---------------------------------------------------------------------------------------------
// Catalog ids: content names are shown by reference (`Msg::name`), looked up in
// `assets/i18n/<lang>/ti4-content.ftl` (the English one generated from this data).
// ---------------------------------------------------------------------------------------------

use crate::core::msg::Arg;
use crate::games::catalog_key;

impl Planet {
    pub fn catalog_id(&self) -> String {
        format!("ti4-planet-{}", catalog_key(&self.id))
    }
}

impl UnitDef {
    /// `ti4-unitdef-…`: `ti4-unit-<kind>` are the kinds' short codes.
    pub fn catalog_id(&self) -> String {
        format!("ti4-unitdef-{}", catalog_key(&self.id))
    }
}

impl UnitKind {
    /// The kind's name in words ("war sun"), as opposed to its short code (`ti4-unit-<kind>`).
    pub fn catalog_id(self) -> String {
        format!("ti4-unitkind-{}", self.as_str())
    }

    /// The kind's English name: its id in words, the acronym in capitals ("PDS").
    fn english_name(self) -> String {
        match self {
            UnitKind::Pds => "PDS".to_string(),
            _ => self.as_str().replace('_', " "),
        }
    }
}

impl Faction {
    pub fn catalog_id(&self) -> String {
        format!("ti4-faction-{}", catalog_key(&self.id))
    }
}

impl Technology {
    pub fn catalog_id(&self) -> String {
        format!("ti4-tech-{}", catalog_key(&self.id))
    }
}

impl StrategyCard {
    pub fn catalog_id(&self) -> String {
        format!("ti4-strategy-{}", catalog_key(&self.id))
    }
}

impl Objective {
    pub fn catalog_id(&self) -> String {
        format!("ti4-objective-{}", catalog_key(&self.id))
    }
}

impl ActionCard {
    pub fn catalog_id(&self) -> String {
        format!("ti4-action-card-{}", catalog_key(&self.id))
    }
}

impl Agenda {
    pub fn catalog_id(&self) -> String {
        format!("ti4-agenda-card-{}", catalog_key(&self.id))
    }
}

impl PromissoryNoteCard {
    pub fn catalog_id(&self) -> String {
        format!("ti4-note-{}", catalog_key(&self.id))
    }
}

// Rules texts (issue 17): catalog entries `<name id>--<part>`, in `<game>-texts-<group>.ftl`
// (see `content_texts`), so each reader sees a card's text in their language.

impl Objective {
    /// The catalog id of the objective's condition text.
    pub fn text_catalog_id(&self) -> String {
        format!("{}--text", self.catalog_id())
    }
}

impl ActionCard {
    /// The catalog id of the card's effect text.
    pub fn text_catalog_id(&self) -> String {
        format!("{}--text", self.catalog_id())
    }

    /// The catalog id of the card's timing text ("At the start of a space combat...").
    pub fn window_catalog_id(&self) -> String {
        format!("{}--window", self.catalog_id())
    }
}

impl PromissoryNoteCard {
    /// The catalog id of the note's effect text.
    pub fn text_catalog_id(&self) -> String {
        format!("{}--text", self.catalog_id())
    }

    /// The catalog id of the note's timing text.
    pub fn window_catalog_id(&self) -> String {
        format!("{}--window", self.catalog_id())
    }
}

impl Agenda {
    /// The catalog ids and English texts of the agenda's outcome texts, in card order: "for"
    /// and "against", or "elect".
    pub fn texts_with_catalog_ids(&self) -> Vec<(String, &str)> {
        [
            ("for", &self.for_text),
            ("against", &self.against_text),
            ("elect", &self.elect_text),
        ]
        .into_iter()
        .filter_map(|(part, text)| {
            text.as_deref()
                .map(|t| (format!("{}--{part}", self.catalog_id()), t))
        })
        .collect()
    }
}

/// Every rules text the messages show by catalog id (`Msg::name` with a `*_catalog_id`), in
/// groups (one generated catalog file `ti4-texts-<group>.ftl` each): the id and the English text
/// from the data. Technology and faction-ability texts are not shown in messages.
pub fn content_texts() -> Vec<(&'static str, Vec<(String, String)>)> {
    let c = content();
    let action_cards = c
        .action_cards
        .iter()
        .flat_map(|a| {
            [
                (a.window_catalog_id(), a.window.clone()),
                (a.text_catalog_id(), a.text.clone()),
            ]
        })
        .collect();
    let objectives = c
        .objectives()
        .map(|o| (o.text_catalog_id(), o.text.clone()))
        .collect();
    let notes = c
        .promissory_notes
        .iter()
        .flat_map(|n| {
            [
                (n.window_catalog_id(), n.window.clone()),
                (n.text_catalog_id(), n.text.clone()),
            ]
        })
        .collect();
    let agendas = c
        .agendas
        .iter()
        .flat_map(|a| {
            a.texts_with_catalog_ids()
                .into_iter()
                .map(|(id, t)| (id, t.to_string()))
        })
        .collect();
    vec![
        ("action-cards", action_cards),
        ("objectives", objectives),
        ("notes", notes),
        ("agendas", agendas),
    ]
}

/// A content name for a message: the catalog reference of what `found` names, or `query` as
/// it was typed when it names nothing known.
fn name_arg(found: Option<String>, query: &str) -> Arg {
    found.map_or_else(|| Arg::text(query), Arg::name)
}

/// A planet's name by id (or the id as typed).
pub fn planet_name(id: &str) -> Arg {
    name_arg(planet(id).map(|(_, p)| p.catalog_id()), id)
}

/// A technology's name by id (or the id as typed).
pub fn tech_name(id: &str) -> Arg {
    name_arg(tech(id).map(Technology::catalog_id), id)
}

/// An objective's name by id (or the id as typed).
pub fn objective_name(id: &str) -> Arg {
    name_arg(objective(id).map(Objective::catalog_id), id)
}

/// An action card's name by id (or the id as typed).
pub fn action_card_name(id: &str) -> Arg {
    name_arg(action_card(id).map(ActionCard::catalog_id), id)
}

/// An agenda's name by id (or the id as typed).
pub fn agenda_name(id: &str) -> Arg {
    name_arg(agenda(id).map(Agenda::catalog_id), id)
}

/// A promissory note's name by id (or the id as typed).
pub fn note_name(id: &str) -> Arg {
    name_arg(promissory_note(id).map(PromissoryNoteCard::catalog_id), id)
}

/// A strategy card's name by initiative (or the number).
pub fn strategy_card_name(initiative: u8) -> Arg {
    name_arg(
        strategy_card(initiative).map(StrategyCard::catalog_id),
        &initiative.to_string(),
    )
}

/// A faction's full name by id (or the id as typed).
pub fn faction_name(id: &str) -> Arg {
    name_arg(faction(id).map(Faction::catalog_id), id)
}

/// A unit's name by unit id (or the id as typed).
pub fn unit_name(id: &str) -> Arg {
    name_arg(unit(id).map(UnitDef::catalog_id), id)
}

/// Every content name TI4's messages refer to: (catalog id, English name), for
/// `Game::content_names`.
pub fn content_names() -> Vec<(String, String)> {
    let c = content();
    let mut names = Vec::new();
    names.extend(c.planets().map(|(_, p)| (p.catalog_id(), p.name.clone())));
    names.extend(c.units.iter().map(|u| (u.catalog_id(), u.name.clone())));
    names.extend(
        UnitKind::ALL
            .iter()
            .map(|k| (k.catalog_id(), k.english_name())),
    );
    names.extend(c.factions.iter().map(|f| (f.catalog_id(), f.name.clone())));
    names.extend(
        c.technologies
            .iter()
            .map(|t| (t.catalog_id(), t.name.clone())),
    );
    names.extend(
        c.strategy_cards
            .iter()
            .map(|s| (s.catalog_id(), s.name.clone())),
    );
    names.extend(c.objectives().map(|o| (o.catalog_id(), o.name.clone())));
    names.extend(
        c.action_cards
            .iter()
            .map(|a| (a.catalog_id(), a.name.clone())),
    );
    names.extend(c.agendas.iter().map(|a| (a.catalog_id(), a.name.clone())));
    names.extend(
        c.promissory_notes
            .iter()
            .map(|n| (n.catalog_id(), n.name.clone())),
    );
    names
}

// ---------------------------------------------------------------------------------------------
// Data-integrity tests
// ---------------------------------------------------------------------------------------------

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn c() -> &'static Ti4Content {
        content()
    }

    fn tiles_where(pred: impl Fn(&System) -> bool) -> BTreeSet<u16> {
        c().systems
            .iter()
            .filter(|s| pred(s))
            .map(|s| s.tile)
            .collect()
    }

    fn snake(name: &str) -> String {
        let mut out = String::new();
        for ch in name.chars() {
            if ch.is_ascii_alphanumeric() {
                out.push(ch.to_ascii_lowercase());
            } else if !out.ends_with('_') && !out.is_empty() {
                out.push('_');
            }
        }
        out.trim_end_matches('_').to_string()
    }

    #[test]
    fn content_parses_and_round_trips() {
        let content = c();
        let json = serde_json::to_string(content).expect("serialize");
        let back: Ti4Content = serde_json::from_str(&json).expect("parse back");
        assert_eq!(&back, content);
    }

    // ---- §27 system tiles ----

    #[test]
    fn rr_27_system_tiles_are_the_51_base_tiles() {
        let tiles: Vec<u16> = c().systems.iter().map(|s| s.tile).collect();
        assert_eq!(tiles.len(), 51);
        let unique: BTreeSet<u16> = tiles.iter().copied().collect();
        assert_eq!(unique.len(), 51, "duplicate tile numbers");
        assert_eq!(unique, (1..=51).collect::<BTreeSet<u16>>());
    }

    #[test]
    fn rr_27_system_tile_kinds_per_back_colour() {
        assert_eq!(
            tiles_where(|s| s.kind == SystemKind::Home),
            (1..=16).chain([51]).collect::<BTreeSet<u16>>()
        );
        assert_eq!(
            tiles_where(|s| s.kind == SystemKind::CreussGate),
            BTreeSet::from([17])
        );
        assert_eq!(
            tiles_where(|s| s.kind == SystemKind::Mecatol),
            BTreeSet::from([18])
        );
        assert_eq!(
            tiles_where(|s| s.kind == SystemKind::Blue),
            (19..=38).collect::<BTreeSet<u16>>()
        );
        assert_eq!(
            tiles_where(|s| s.kind == SystemKind::Red),
            (39..=50).collect::<BTreeSet<u16>>()
        );
        for s in &c().systems {
            match s.kind {
                SystemKind::Home => {
                    assert!(s.faction.is_some(), "home tile {} has no faction", s.tile);
                    assert!(!s.planets.is_empty(), "home tile {} has no planets", s.tile);
                }
                SystemKind::CreussGate => {
                    assert_eq!(s.faction.as_deref(), Some("creuss"));
                    assert!(s.planets.is_empty());
                }
                SystemKind::Blue => {
                    assert!(s.faction.is_none());
                    assert!(
                        !s.planets.is_empty(),
                        "blue tile {} without planets",
                        s.tile
                    );
                }
                SystemKind::Red => {
                    assert!(s.faction.is_none());
                    assert!(s.planets.is_empty(), "red tile {} has planets", s.tile);
                }
                SystemKind::Mecatol => assert!(s.faction.is_none()),
            }
        }
    }

    #[test]
    fn rr_15_mecatol_rex_is_tile_18_with_1_resource_6_influence() {
        let (system, mecatol) = c().planet("mecatol_rex").expect("Mecatol Rex");
        assert_eq!(system.tile, 18);
        assert_eq!((mecatol.resources, mecatol.influence), (1, 6));
        assert_eq!(system.planets.len(), 1);
    }

    // ---- §85 planets ----

    #[test]
    fn rr_85_planets_count_and_unique_ids() {
        let planets: Vec<&Planet> = c().planets().map(|(_, p)| p).collect();
        assert_eq!(planets.len(), 59);
        let mut ids = BTreeSet::new();
        let mut names = BTreeSet::new();
        for p in &planets {
            assert!(ids.insert(p.id.as_str()), "duplicate planet id {}", p.id);
            assert!(
                names.insert(normalize(&p.name)),
                "duplicate planet name {}",
                p.name
            );
            assert!(!p.id.is_empty() && !p.name.trim().is_empty());
            assert!(
                p.id.chars()
                    .all(|ch| ch.is_ascii_lowercase() || ch.is_ascii_digit() || ch == '_'),
                "bad planet id {}",
                p.id
            );
            assert!(p.resources <= 6 && p.influence <= 6);
        }
        // Ids and names never collide across planets, so name lookups are unambiguous.
        for p in &planets {
            assert_eq!(
                c().planet(&p.name).map(|(_, q)| q.id.as_str()),
                Some(p.id.as_str())
            );
        }
    }

    #[test]
    fn rr_85_traits_and_specialties_follow_tile_colour() {
        for (system, p) in c().planets() {
            match system.kind {
                SystemKind::Blue => {
                    assert!(p.planet_trait.is_some(), "{} has no trait", p.id)
                }
                _ => {
                    assert!(p.planet_trait.is_none(), "{} should have no trait", p.id);
                    assert!(p.specialty.is_none(), "{} should have no specialty", p.id);
                }
            }
        }
        let specialties = c().planets().filter(|(_, p)| p.specialty.is_some()).count();
        assert_eq!(specialties, 8);
        for color in TechColor::ALL {
            assert_eq!(
                c().planets()
                    .filter(|(_, p)| p.specialty == Some(color))
                    .count(),
                2,
                "{color:?} specialties"
            );
        }
    }

    // ---- §45 wormholes, §20 anomalies ----

    #[test]
    fn rr_45_wormholes_alpha_26_39_beta_25_40_delta_creuss() {
        let with = |w: Wormhole| tiles_where(|s| s.has_wormhole(w));
        assert_eq!(with(Wormhole::Alpha), BTreeSet::from([26, 39]));
        assert_eq!(with(Wormhole::Beta), BTreeSet::from([25, 40]));
        assert_eq!(with(Wormhole::Delta), BTreeSet::from([17, 51]));
        for s in &c().systems {
            assert!(
                s.wormholes.len() <= 1,
                "tile {} has several wormholes",
                s.tile
            );
        }
    }

    #[test]
    fn rr_20_anomalies_on_red_tiles_41_to_45() {
        let with = |a: Anomaly| tiles_where(|s| s.anomaly == Some(a));
        assert_eq!(with(Anomaly::GravityRift), BTreeSet::from([41]));
        assert_eq!(with(Anomaly::Nebula), BTreeSet::from([42]));
        assert_eq!(with(Anomaly::Supernova), BTreeSet::from([43]));
        assert_eq!(with(Anomaly::AsteroidField), BTreeSet::from([44, 45]));
        for s in &c().systems {
            if s.anomaly.is_some() {
                assert_eq!(s.kind, SystemKind::Red);
                assert!(s.wormholes.is_empty());
            }
        }
        // Empty red tiles: 46–50.
        assert_eq!(
            tiles_where(|s| s.kind == SystemKind::Red
                && s.anomaly.is_none()
                && s.wormholes.is_empty()),
            (46..=50).collect::<BTreeSet<u16>>()
        );
    }

    // ---- factions (setup steps 3, 5, 11) ----

    #[test]
    fn setup_17_factions_with_unique_ids_and_names() {
        let f = &c().factions;
        assert_eq!(f.len(), 17);
        let ids: BTreeSet<&str> = f.iter().map(|x| x.id.as_str()).collect();
        assert_eq!(ids.len(), 17);
        let expected = [
            "arborec", "letnev", "saar", "muaat", "hacan", "sol", "creuss", "l1z1x", "mentak",
            "naalu", "nekro", "sardakk", "jolnar", "winnu", "xxcha", "yin", "yssaril",
        ];
        assert_eq!(ids, expected.into_iter().collect::<BTreeSet<&str>>());
        for x in f {
            assert!(
                x.id.chars()
                    .all(|ch| ch.is_ascii_lowercase() || ch.is_ascii_digit()),
                "faction id {} is not one lower-case word",
                x.id
            );
            assert!(!x.name.trim().is_empty() && !x.short_name.trim().is_empty());
            for alias in &x.aliases {
                assert!(!alias.trim().is_empty());
                assert_eq!(alias, &alias.to_lowercase(), "alias {alias} not lower-case");
            }
            assert!((2..=6).contains(&x.commodities), "{} commodities", x.id);
        }
    }

    #[test]
    fn setup_faction_lookup_keys_do_not_collide() {
        let mut owner: HashMap<String, &str> = HashMap::new();
        for f in &c().factions {
            for key in f.lookup_keys() {
                if let Some(other) = owner.insert(key.clone(), &f.id) {
                    panic!("lookup key {key:?} used by both {other} and {}", f.id);
                }
            }
        }
        for f in &c().factions {
            for key in f.lookup_keys() {
                assert_eq!(
                    c().faction(&key).map(|x| x.id.as_str()),
                    Some(f.id.as_str())
                );
            }
            assert_eq!(c().faction(&f.name).map(|x| &x.id), Some(&f.id));
            assert_eq!(
                c().faction(&f.short_name.to_uppercase()).map(|x| &x.id),
                Some(&f.id)
            );
        }
    }

    #[test]
    fn setup_step_3_home_systems_match_factions() {
        let mut homes_seen = BTreeSet::new();
        for f in &c().factions {
            let home = c()
                .home_system(f)
                .unwrap_or_else(|| panic!("{} home missing", f.id));
            assert_eq!(
                home.kind,
                SystemKind::Home,
                "{} home is not a home tile",
                f.id
            );
            assert_eq!(home.faction.as_deref(), Some(f.id.as_str()));
            assert!(
                homes_seen.insert(home.tile),
                "home tile {} shared",
                home.tile
            );
        }
        for s in c().systems.iter().filter(|s| s.is_home()) {
            let owner = s.faction.as_deref().expect("home faction");
            assert_eq!(c().faction(owner).map(|f| f.home_system), Some(s.tile));
        }
        // Creuss: home tile 51 off the board, Creuss Gate (17) at the seat (§4, §45).
        let creuss = c().faction("creuss").expect("creuss");
        assert_eq!(creuss.home_system, 51);
        assert_eq!(c().seat_tile(creuss), 17);
        let sol = c().faction("sol").expect("sol");
        assert_eq!(c().seat_tile(sol), 1);
    }

    #[test]
    fn setup_step_11_starting_units_are_placed_in_the_home_system() {
        for f in &c().factions {
            let home = c().home_system(f).expect("home");
            assert!(!f.starting_units.is_empty());
            for s in &f.starting_units {
                assert!(s.count > 0, "{}: zero-count entry", f.id);
                if s.unit.is_ship() {
                    assert!(
                        s.planet.is_none(),
                        "{}: ship {:?} on a planet",
                        f.id,
                        s.unit
                    );
                    continue;
                }
                let own = c().unit_for(Some(&f.id), s.unit, false).expect("unit def");
                match &s.planet {
                    Some(planet) => assert!(
                        home.planet(planet).is_some(),
                        "{}: {planet} is not in home tile {}",
                        f.id,
                        home.tile
                    ),
                    None => assert!(
                        own.placed_in_space,
                        "{}: {:?} needs a home planet",
                        f.id, s.unit
                    ),
                }
            }
            // Everyone starts with exactly 1 space dock and a ship that can carry units.
            assert_eq!(f.starting_count(UnitKind::SpaceDock), 1, "{}", f.id);
            assert!(
                f.starting_units.iter().any(|s| s.unit.is_ship()
                    && c()
                        .unit_for(Some(&f.id), s.unit, false)
                        .is_some_and(|u| u.capacity > 0)),
                "{} has no transport",
                f.id
            );
        }
        let saar = c().faction("saar").expect("saar");
        assert!(
            c().unit_for(Some("saar"), UnitKind::SpaceDock, false)
                .expect("ff")
                .placed_in_space
        );
        assert_eq!(saar.starting_count(UnitKind::Infantry), 4);
    }

    #[test]
    fn rr_46_starting_units_fit_the_plastic_limits() {
        for f in &c().factions {
            for kind in UnitKind::ALL {
                assert!(
                    f.starting_count(kind) <= u32::from(kind.plastic_count()),
                    "{} starts with too many {:?}",
                    f.id,
                    kind
                );
            }
        }
        let total: u32 = UnitKind::ALL
            .iter()
            .map(|k| u32::from(k.plastic_count()))
            .sum();
        assert_eq!(total, 59);
    }

    #[test]
    fn setup_step_11_starting_and_faction_techs_exist() {
        let mut faction_techs_listed = BTreeSet::new();
        for f in &c().factions {
            for id in &f.starting_techs {
                let t = c()
                    .tech(id)
                    .unwrap_or_else(|| panic!("{}: unknown tech {id}", f.id));
                assert!(
                    t.faction.is_none(),
                    "{}: starts with faction tech {id}",
                    f.id
                );
                assert!(!t.is_unit_upgrade());
            }
            assert_eq!(f.faction_techs.len(), 2, "{}", f.id);
            for id in &f.faction_techs {
                let t = c()
                    .tech(id)
                    .unwrap_or_else(|| panic!("{}: unknown tech {id}", f.id));
                assert_eq!(t.faction.as_deref(), Some(f.id.as_str()), "{id}");
                assert!(faction_techs_listed.insert(id.clone()));
            }
        }
        let all_faction_techs: BTreeSet<String> = c()
            .technologies
            .iter()
            .filter(|t| t.faction.is_some())
            .map(|t| t.id.clone())
            .collect();
        assert_eq!(faction_techs_listed, all_faction_techs);
    }

    #[test]
    fn setup_step_11_winnu_chooses_a_starting_tech() {
        for f in &c().factions {
            if f.id == "winnu" {
                assert!(f.starting_tech_choice);
                assert!(f.starting_techs.is_empty());
            } else {
                assert!(!f.starting_tech_choice, "{}", f.id);
            }
        }
        // Only Sardakk N'orr (and Winnu, by choice) start without technologies.
        let without: BTreeSet<&str> = c()
            .factions
            .iter()
            .filter(|f| f.starting_techs.is_empty())
            .map(|f| f.id.as_str())
            .collect();
        assert_eq!(without, BTreeSet::from(["sardakk", "winnu"]));
        // There are technologies Winnu can choose from.
        let choosable = c()
            .technologies
            .iter()
            .filter(|t| t.faction.is_none() && t.prerequisites.is_empty())
            .count();
        assert_eq!(choosable, 4);
    }

    #[test]
    fn rr_13_faction_texts_are_filled_in() {
        for f in &c().factions {
            assert!(!f.abilities.is_empty(), "{}", f.id);
            for a in &f.abilities {
                assert!(
                    !a.name.trim().is_empty() && a.text.trim().len() > 10,
                    "{}",
                    f.id
                );
            }
            assert!(!f.promissory_note.name.trim().is_empty());
            assert!(f.promissory_note.text.trim().len() > 10);
        }
    }

    // ---- §46/§48 units ----

    #[test]
    fn rr_46_unit_ids_unique_and_references_resolve() {
        let mut ids = BTreeSet::new();
        for u in &c().units {
            assert!(ids.insert(u.id.as_str()), "duplicate unit {}", u.id);
            assert!(!u.name.trim().is_empty());
            if let Some(text) = &u.ability {
                assert!(!text.trim().is_empty(), "{} has empty ability", u.id);
            }
            if let Some(base) = &u.upgrade_of {
                let b = c()
                    .unit(base)
                    .unwrap_or_else(|| panic!("{}: unknown {base}", u.id));
                assert_eq!(b.kind, u.kind, "{} upgrades a different kind", u.id);
                assert!(
                    b.faction.is_none() || b.faction == u.faction,
                    "{} upgrades another faction's unit",
                    u.id
                );
            }
            if let Some(tech) = &u.requires_tech {
                let t = c()
                    .tech(tech)
                    .unwrap_or_else(|| panic!("{}: unknown tech {tech}", u.id));
                assert_eq!(t.unit_upgrade.as_deref(), Some(u.id.as_str()));
                assert_eq!(t.faction, u.faction, "{}", u.id);
            }
            if let Some(f) = &u.faction {
                assert!(c().faction(f).is_some(), "{}: unknown faction {f}", u.id);
                assert!(
                    u.id.starts_with(&format!("{f}_")),
                    "{} should start with {f}_",
                    u.id
                );
            }
        }
        assert_eq!(c().units.len(), 50);
    }

    #[test]
    fn rr_48_generic_units_and_their_upgrades() {
        for kind in UnitKind::ALL {
            let base = c().unit_for(None, kind, false);
            let upgraded = c().unit_for(None, kind, true);
            match kind {
                UnitKind::Flagship => assert!(base.is_none() && upgraded.is_none()),
                UnitKind::WarSun => {
                    let ws = base.expect("war sun");
                    assert_eq!(ws.requires_tech.as_deref(), Some("war_sun"));
                    assert!(upgraded.is_none(), "war sun has no II");
                }
                _ => {
                    let b = base.unwrap_or_else(|| panic!("{kind:?} missing"));
                    let u = upgraded.unwrap_or_else(|| panic!("{kind:?} II missing"));
                    assert_eq!(b.id, kind.as_str());
                    assert_eq!(u.id, format!("{}2", kind.as_str()));
                    assert_eq!(u.upgrade_of.as_deref(), Some(b.id.as_str()));
                    assert!(b.requires_tech.is_none());
                }
            }
        }
        let generic = c().units.iter().filter(|u| u.faction.is_none()).count();
        assert_eq!(generic, 17);
        // Spot checks against the unit reference (digest 7.1).
        let dd2 = c().unit("destroyer2").expect("dd2");
        assert_eq!(
            dd2.anti_fighter_barrage,
            Some(Roll {
                hits_on: 6,
                dice: 3
            })
        );
        let ws = c().unit("war_sun").expect("ws");
        assert_eq!(
            (ws.cost, ws.move_value, ws.capacity),
            (Some(12), Some(2), 6)
        );
        assert!(ws.disables_planetary_shield);
        let sd = c().unit("space_dock").expect("sd");
        assert_eq!(sd.production, Some(Production::ResourcesPlus(2)));
        assert_eq!(sd.free_fighter_capacity, 3);
        let pds2 = c().unit("pds2").expect("pds2");
        assert_eq!(
            pds2.space_cannon,
            Some(SpaceCannon {
                hits_on: 5,
                dice: 1,
                deep: true
            })
        );
    }

    #[test]
    fn rr_24_cost_and_attributes_fit_the_unit_kind() {
        for u in &c().units {
            let per = if matches!(u.kind, UnitKind::Fighter | UnitKind::Infantry) {
                2
            } else {
                1
            };
            assert_eq!(u.produced_per_cost, per, "{}", u.id);
            if u.is_structure() {
                assert!(u.cost.is_none(), "{} is a structure with a cost", u.id);
                assert!(u.combat.is_none(), "{}", u.id);
                assert_eq!(u.move_value.is_some(), u.placed_in_space, "{}", u.id);
            } else {
                assert!(u.cost.is_some(), "{} has no cost", u.id);
                assert!(u.combat.is_some(), "{} has no combat value", u.id);
                assert!(!u.placed_in_space);
            }
            if u.is_ground_force() {
                assert!(u.move_value.is_none() && u.capacity == 0, "{}", u.id);
            }
            if u.is_ship() && u.kind != UnitKind::Fighter {
                assert!(u.move_value.is_some(), "{} cannot move", u.id);
            }
            if u.kind == UnitKind::Fighter {
                assert_eq!(u.move_value.is_some(), u.is_upgraded(), "{}", u.id);
            }
            if let Some(roll) = u.combat {
                assert!((1..=10).contains(&roll.hits_on), "{}", u.id);
                if roll.dice == 0 {
                    assert_eq!(u.id, "winnu_flagship");
                    assert!(u.ability.as_deref().unwrap_or("").contains("die for each"));
                }
            }
            for roll in [u.anti_fighter_barrage, u.bombardment]
                .into_iter()
                .flatten()
            {
                assert!(
                    (1..=10).contains(&roll.hits_on) && roll.dice > 0,
                    "{}",
                    u.id
                );
            }
            if u.space_cannon.is_some() {
                assert!(
                    matches!(u.kind, UnitKind::Pds | UnitKind::Flagship),
                    "{}",
                    u.id
                );
            }
            if u.planetary_shield {
                assert_eq!(u.kind, UnitKind::Pds, "{}", u.id);
            }
            if u.production.is_some() {
                assert!(
                    matches!(u.kind, UnitKind::SpaceDock | UnitKind::Infantry),
                    "{} produces",
                    u.id
                );
            }
        }
    }

    #[test]
    fn rr_84_every_faction_has_one_flagship_and_its_special_units() {
        for f in &c().factions {
            let fs = c()
                .unit(&f.flagship)
                .unwrap_or_else(|| panic!("{} flagship", f.id));
            assert_eq!(fs.id, format!("{}_flagship", f.id));
            assert_eq!(fs.kind, UnitKind::Flagship);
            assert_eq!(fs.faction.as_deref(), Some(f.id.as_str()));
            assert_eq!(fs.cost, Some(8));
            assert!(fs.sustain_damage);
            for id in &f.special_units {
                let u = c()
                    .unit(id)
                    .unwrap_or_else(|| panic!("{}: unknown unit {id}", f.id));
                assert_eq!(u.faction.as_deref(), Some(f.id.as_str()));
                assert_ne!(u.kind, UnitKind::Flagship);
            }
            let listed: BTreeSet<&str> = f
                .special_units
                .iter()
                .map(String::as_str)
                .chain([f.flagship.as_str()])
                .collect();
            let owned: BTreeSet<&str> = c()
                .units
                .iter()
                .filter(|u| u.faction.as_deref() == Some(f.id.as_str()))
                .map(|u| u.id.as_str())
                .collect();
            assert_eq!(listed, owned, "{}", f.id);
        }
        let flagships = c()
            .units
            .iter()
            .filter(|u| u.kind == UnitKind::Flagship)
            .count();
        assert_eq!(flagships, 17);
    }

    // ---- §11 technology ----

    #[test]
    fn rr_11_technology_deck_shape() {
        let techs = &c().technologies;
        assert_eq!(techs.len(), 59);
        let ids: BTreeSet<&str> = techs.iter().map(|t| t.id.as_str()).collect();
        assert_eq!(ids.len(), 59, "duplicate technology ids");
        let generic: Vec<&Technology> = techs.iter().filter(|t| t.faction.is_none()).collect();
        assert_eq!(generic.len(), 25);
        assert_eq!(generic.iter().filter(|t| t.is_unit_upgrade()).count(), 9);
        for color in TechColor::ALL {
            let of_color: Vec<&&Technology> =
                generic.iter().filter(|t| t.color == Some(color)).collect();
            assert_eq!(of_color.len(), 4, "{color:?}");
            // One tech of each tier: 0, 1, 2 and 3 prerequisites of its own colour.
            let mut tiers: Vec<usize> = of_color.iter().map(|t| t.prerequisites.len()).collect();
            tiers.sort_unstable();
            assert_eq!(tiers, vec![0, 1, 2, 3], "{color:?}");
            assert!(
                of_color
                    .iter()
                    .all(|t| t.prerequisite_count(color) == t.prerequisites.len())
            );
        }
        assert_eq!(techs.iter().filter(|t| t.faction.is_some()).count(), 34);
    }

    #[test]
    fn rr_11_technology_fields_are_consistent() {
        for t in &c().technologies {
            assert!(
                !t.name.trim().is_empty() && t.text.trim().len() > 10,
                "{}",
                t.id
            );
            assert!(t.prerequisites.len() <= 4, "{}", t.id);
            if let Some(unit_id) = &t.unit_upgrade {
                assert!(t.color.is_none(), "{}: unit upgrades have no colour", t.id);
                let u = c()
                    .unit(unit_id)
                    .unwrap_or_else(|| panic!("{}: unknown unit", t.id));
                assert_eq!(u.requires_tech.as_deref(), Some(t.id.as_str()));
            } else if t.color.is_none() {
                assert!(
                    t.id.starts_with("valefar_assimilator"),
                    "{} has no colour",
                    t.id
                );
            }
            if let Some(f) = &t.faction {
                assert!(c().faction(f).is_some(), "{}: unknown faction", t.id);
            }
            match &t.replaces {
                Some(generic) => {
                    let g = c()
                        .tech(generic)
                        .unwrap_or_else(|| panic!("{}: {generic}", t.id));
                    assert!(g.faction.is_none() && g.is_unit_upgrade());
                    assert!(t.faction.is_some() && t.is_unit_upgrade());
                    let mine = c()
                        .unit(t.unit_upgrade.as_deref().unwrap_or(""))
                        .expect("unit");
                    let theirs = c()
                        .unit(g.unit_upgrade.as_deref().unwrap_or(""))
                        .expect("unit");
                    assert_eq!(mine.kind, theirs.kind, "{}", t.id);
                }
                None => assert!(
                    t.faction.is_none() || !t.is_unit_upgrade(),
                    "{}: faction upgrade without replaces",
                    t.id
                ),
            }
        }
        let ws = c().tech("war_sun").expect("war sun");
        assert_eq!(ws.prerequisite_count(TechColor::Warfare), 3);
        assert_eq!(ws.prerequisite_count(TechColor::Cybernetic), 1);
    }

    // ---- §58 strategy cards ----

    #[test]
    fn rr_58_eight_strategy_cards_with_initiative_1_to_8() {
        let cards = &c().strategy_cards;
        assert_eq!(cards.len(), 8);
        let expected = [
            "leadership",
            "diplomacy",
            "politics",
            "construction",
            "trade",
            "warfare",
            "technology",
            "imperial",
        ];
        for (i, card) in cards.iter().enumerate() {
            assert_eq!(usize::from(card.initiative), i + 1);
            assert_eq!(card.id, expected[i]);
            assert!(card.primary.trim().len() > 10 && card.secondary.trim().len() > 10);
            assert_eq!(
                c().strategy_card(card.initiative).map(|x| &x.id),
                Some(&card.id)
            );
            assert_eq!(
                c().strategy_card(card.name.as_str()).map(|x| x.initiative),
                Some(card.initiative)
            );
        }
        assert_eq!(
            c().strategy_card("3").map(|x| x.id.as_str()),
            Some("politics")
        );
        assert!(c().strategy_card(9).is_none());
    }

    // ---- §16 objectives ----

    #[test]
    fn rr_16_objective_decks() {
        let o = c();
        assert_eq!(o.stage_objectives(1).count(), 10);
        assert_eq!(o.stage_objectives(2).count(), 10);
        assert_eq!(o.public_objectives.len(), 20);
        assert_eq!(o.secret_objectives.len(), 20);
        for p in &o.public_objectives {
            match p.stage {
                Some(1) => assert_eq!(p.points, 1, "{}", p.id),
                Some(2) => assert_eq!(p.points, 2, "{}", p.id),
                other => panic!("{}: bad stage {other:?}", p.id),
            }
            assert_eq!(p.scored_in, ScoringPhase::Status, "{}", p.id);
        }
        for s in &o.secret_objectives {
            assert!(s.is_secret());
            assert_eq!(s.points, 1, "{}", s.id);
        }
        let mut ids = BTreeSet::new();
        for x in o.objectives() {
            assert!(ids.insert(x.id.as_str()), "duplicate objective {}", x.id);
            assert_eq!(x.id, snake(&x.name));
            assert!(x.text.trim().len() > 5, "{}", x.id);
            assert_eq!(c().objective(&x.name).map(|y| &y.id), Some(&x.id));
        }
    }

    // ---- setup step 6: galaxy layouts, §53 adjacency ----

    #[test]
    fn rr_53_adjacency_matches_hex_geometry() {
        let b = &c().board;
        assert_eq!(b.axial.len(), 37);
        assert_eq!(b.adjacency.len(), 37);
        const DIRS: [(i32, i32); 6] = [(0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0)];
        let by_coord: HashMap<(i32, i32), u32> = b.axial.iter().map(|(p, q)| (*q, *p)).collect();
        assert_eq!(by_coord.len(), 37, "two positions share coordinates");
        for (pos, (q, r)) in &b.axial {
            // Distance from the centre equals the ring number.
            let dist = q.abs().max(r.abs()).max((q + r).abs());
            assert_eq!(b.ring_of(*pos), Some(dist as u32), "position {pos}");
            let expected: Vec<u32> = DIRS
                .iter()
                .filter_map(|(dq, dr)| by_coord.get(&(q + dq, r + dr)).copied())
                .collect();
            assert_eq!(b.neighbours(*pos), expected.as_slice(), "position {pos}");
        }
        for (a, list) in &b.adjacency {
            for n in list {
                assert!(b.are_adjacent(*n, *a), "{a}-{n} not symmetric");
            }
        }
        // Rings start north of the centre and run clockwise.
        assert_eq!(b.axial[&1], (0, -1));
        assert_eq!(b.axial[&7], (0, -2));
        assert_eq!(b.axial[&19], (0, -3));
        assert_eq!(b.axial[&2], (1, -1));
        assert_eq!(b.neighbours(0), &[1, 2, 3, 4, 5, 6]);
    }

    #[test]
    fn setup_step_6_layouts_per_player_count() {
        let expected = [(3usize, 24usize), (4, 32), (5, 31), (6, 30)];
        assert_eq!(c().board.layouts.len(), 4);
        let blue_pool = c()
            .systems
            .iter()
            .filter(|s| s.kind == SystemKind::Blue)
            .count();
        let red_pool = c()
            .systems
            .iter()
            .filter(|s| s.kind == SystemKind::Red)
            .count();
        assert_eq!((blue_pool, red_pool), (20, 12));
        for (players, systems) in expected {
            let l = c()
                .layout(players)
                .unwrap_or_else(|| panic!("{players}p layout"));
            assert_eq!(l.system_positions.len(), systems, "{players}p");
            assert_eq!(l.home_positions.len(), players);
            let homes: BTreeSet<u32> = l.home_positions.iter().copied().collect();
            let tiles: BTreeSet<u32> = l.system_positions.iter().copied().collect();
            assert_eq!(
                homes.len(),
                l.home_positions.len(),
                "{players}p duplicate homes"
            );
            assert_eq!(
                tiles.len(),
                l.system_positions.len(),
                "{players}p duplicate positions"
            );
            assert!(
                homes.is_disjoint(&tiles),
                "{players}p homes overlap systems"
            );
            for p in homes.iter().chain(tiles.iter()) {
                assert!((1..=36).contains(p), "{players}p position {p}");
            }
            for p in &homes {
                assert_eq!(
                    c().board.ring_of(*p),
                    Some(3),
                    "{players}p home {p} not in ring 3"
                );
            }
            assert_eq!(
                l.blue_total() + l.red_total(),
                systems,
                "{players}p tile counts"
            );
            assert!(
                l.blue_total() <= blue_pool,
                "{players}p blue pool too small"
            );
            assert!(l.red_total() <= red_pool, "{players}p red pool too small");
            assert_eq!(l.extra_red, u8::from(players == 5));
            // Rings 1 and 2 are always full (ring-fill rule of the galaxy setup).
            for p in 1..=18u32 {
                assert!(
                    tiles.contains(&p),
                    "{players}p leaves inner position {p} empty"
                );
            }
        }
        assert_eq!(
            c().layout(6).map(|l| l.home_positions.clone()),
            Some(vec![19, 22, 25, 28, 31, 34])
        );
        assert!(c().layout(2).is_none() && c().layout(7).is_none());
    }

    #[test]
    fn setup_step_6_five_player_trade_goods_follow_the_gap_rule() {
        let l = c().layout(5).expect("5p");
        let mut homes = l.home_positions.clone();
        homes.sort_unstable();
        let n = homes.len();
        // Number of ring-3 positions strictly between two neighbouring homes.
        let gap = |a: u32, b: u32| (b as i32 - a as i32 - 1).rem_euclid(18);
        let mut expected = BTreeMap::new();
        for i in 0..n {
            let left = gap(homes[(i + n - 1) % n], homes[i]);
            let right = gap(homes[i], homes[(i + 1) % n]);
            let short = [left, right].iter().filter(|g| **g == 2).count() as u8;
            if short > 0 {
                expected.insert(homes[i], 2 * short);
            }
        }
        assert_eq!(c().board.five_player_trade_goods, expected);
        assert_eq!(expected.len(), 3, "three seats are compensated");
        for p in c().board.five_player_trade_goods.keys() {
            assert!(l.is_home_position(*p));
        }
        assert_eq!(c().home_trade_goods(5, 28), 4);
        assert_eq!(l.trade_goods_for(25), 2);
        assert_eq!(l.trade_goods_for(21), 0);
        assert_eq!(l.home_trade_goods, c().board.five_player_trade_goods);
        assert!(
            c().layout(6)
                .is_some_and(|six| six.home_trade_goods.is_empty())
        );
        assert_eq!(c().home_trade_goods(6, 28), 0);
        assert!(!c().board.five_player_trade_goods_note.trim().is_empty());
    }

    // ---- §38 action cards ----

    /// Id rule for the card tables: lower-case snake_case of the name, apostrophes dropped.
    fn card_id(name: &str) -> String {
        snake(&name.replace('\'', ""))
    }

    #[test]
    fn rr_38_action_deck_has_59_cards_and_80_copies() {
        let cards = &c().action_cards;
        assert_eq!(cards.len(), 59);
        let copies: u32 = cards.iter().map(|a| u32::from(a.copies)).sum();
        assert_eq!(copies, 80);
        assert_eq!(c().action_deck().len(), 80);
        let fours: BTreeSet<&str> = cards
            .iter()
            .filter(|a| a.copies == 4)
            .map(|a| a.id.as_str())
            .collect();
        let expected: BTreeSet<&str> = [
            "direct_hit",
            "flank_speed",
            "maneuvering_jets",
            "morale_boost",
            "sabotage",
            "shields_holding",
            "skilled_retreat",
        ]
        .into_iter()
        .collect();
        assert_eq!(fours, expected);
        assert!(cards.iter().all(|a| a.copies == 1 || a.copies == 4));
    }

    #[test]
    fn rr_38_action_card_ids_unique_and_texts_filled() {
        let mut ids = BTreeSet::new();
        let mut names = BTreeSet::new();
        for card in &c().action_cards {
            assert!(ids.insert(card.id.as_str()), "duplicate id {}", card.id);
            assert!(
                names.insert(normalize(&card.name)),
                "duplicate name {}",
                card.name
            );
            assert_eq!(card.id, card_id(&card.name));
            assert!(!card.window.trim().is_empty(), "{}", card.id);
            assert!(!card.text.trim().is_empty(), "{}", card.id);
            assert!(
                card.window.ends_with('.') && card.text.ends_with('.'),
                "{}",
                card.id
            );
        }
    }

    #[test]
    fn rr_38_action_card_timings_cover_the_enum() {
        let all: BTreeSet<Timing> = Timing::ALL.into_iter().collect();
        assert_eq!(all.len(), Timing::ALL.len());
        for timing in Timing::ALL {
            let json = serde_json::to_value(timing).expect("serialize");
            let back: Timing = serde_json::from_value(json).expect("parse");
            assert_eq!(back, timing);
        }
        // Every window used by a card or note is in the enum, and every variant is used.
        let used: BTreeSet<Timing> = c()
            .action_cards
            .iter()
            .map(|a| a.timing)
            .chain(c().promissory_notes.iter().map(|n| n.timing))
            .collect();
        assert_eq!(used, all);
        // "ACTION:" cards (§38.2, §8) are exactly the ones with the `action` window.
        let actions = c()
            .action_cards
            .iter()
            .filter(|a| a.timing == Timing::Action)
            .count();
        assert_eq!(actions, 20);
        for card in &c().action_cards {
            let component = card.window.starts_with("As a component action");
            assert_eq!(component, card.timing == Timing::Action, "{}", card.id);
        }
        assert_eq!(Timing::Action.kind(), TimingKind::Action);
        assert_eq!(Timing::WhenAgendaRevealed.kind(), TimingKind::When);
        assert_eq!(Timing::AfterAgendaRevealed.kind(), TimingKind::After);
        assert_eq!(
            Timing::StartOrEndOfCombatRound.kind(),
            TimingKind::StartOrEnd
        );
    }

    #[test]
    fn rr_38_action_card_automation_tags_parse() {
        for card in &c().action_cards {
            if let Some(tag) = &card.automation {
                let effect = card
                    .effect()
                    .unwrap_or_else(|| panic!("{}: bad tag {tag}", card.id));
                assert!(!effect.steps.is_empty());
            }
        }
        let tagged = c()
            .action_cards
            .iter()
            .filter(|a| a.automation.is_some())
            .count();
        assert!(tagged >= 40, "{tagged}");
        // §35.22 predictions: the 8 riders, all played after an agenda is revealed.
        let riders: Vec<&ActionCard> = c().action_cards.iter().filter(|a| a.is_rider()).collect();
        assert_eq!(riders.len(), 8);
        for rider in riders {
            assert!(rider.name.ends_with(" Rider"), "{}", rider.name);
            assert_eq!(rider.timing, Timing::AfterAgendaRevealed);
        }
        let trade = action_card("trade_rider").and_then(ActionCard::effect);
        assert_eq!(
            trade,
            Some(Effect {
                rider: true,
                steps: vec![EffectStep {
                    verb: "gain_trade_goods",
                    amount: Some(5)
                }]
            })
        );
        let bunker = action_card("Bunker").and_then(ActionCard::effect);
        assert_eq!(
            bunker.map(|e| e.steps[0].amount),
            Some(Some(-4)),
            "negative amounts parse"
        );
        assert!(Effect::parse("gain:x").is_none());
        assert!(Effect::parse("Gain").is_none());
        assert!(Effect::parse("a++b").is_none());
    }

    #[test]
    fn rr_38_errata_and_faq_windows() {
        // Errata E1, E4, E10, E11 and FAQ 37/43 (rules digest 4.C/4.D).
        let timing = |id: &str| action_card(id).map(|a| a.timing);
        assert_eq!(timing("bribery"), Some(Timing::AfterSpeakerVotes));
        assert_eq!(timing("direct_hit"), Some(Timing::AfterSustainDamage));
        assert_eq!(timing("veto"), Some(Timing::WhenAgendaRevealed));
        assert_eq!(timing("sabotage"), Some(Timing::WhenActionCardPlayed));
        assert_eq!(timing("summit"), Some(Timing::StartOfStrategyPhase));
        assert_eq!(
            timing("public_disgrace"),
            Some(Timing::WhenStrategyCardChosen)
        );
        assert!(
            action_card("unstable_planet")
                .is_some_and(|a| a.text.contains("hazardous") && a.text.contains('3'))
        );
        assert!(action_card("bribery").is_some_and(|a| a.text.contains("trade good")));
    }

    // ---- §36 agenda cards ----

    #[test]
    fn rr_36_fifty_agendas_34_laws_16_directives() {
        let agendas = &c().agendas;
        assert_eq!(agendas.len(), 50);
        let laws = agendas.iter().filter(|a| a.is_law()).count();
        assert_eq!(laws, 34);
        assert_eq!(agendas.len() - laws, 16);
        let mut ids = BTreeSet::new();
        let mut names = BTreeSet::new();
        for agenda in agendas {
            assert!(ids.insert(agenda.id.as_str()), "duplicate id {}", agenda.id);
            assert!(names.insert(normalize(&agenda.name)), "{}", agenda.name);
            assert_eq!(agenda.id, card_id(&agenda.name));
        }
    }

    #[test]
    fn rr_36_agenda_texts_match_the_outcome() {
        let filled = |t: &Option<String>| t.as_deref().is_some_and(|t| !t.trim().is_empty());
        for agenda in &c().agendas {
            if agenda.outcome.is_elect() {
                assert!(filled(&agenda.elect_text), "{}", agenda.id);
                assert!(agenda.for_text.is_none(), "{}", agenda.id);
                assert!(agenda.against_text.is_none(), "{}", agenda.id);
            } else {
                assert!(filled(&agenda.for_text), "{}", agenda.id);
                assert!(filled(&agenda.against_text), "{}", agenda.id);
                assert!(agenda.elect_text.is_none(), "{}", agenda.id);
            }
        }
    }

    #[test]
    fn rr_35_agenda_outcomes_per_card() {
        let count = |o: AgendaOutcome| c().agendas.iter().filter(|a| a.outcome == o).count();
        assert_eq!(count(AgendaOutcome::ForAgainst), 21);
        assert_eq!(count(AgendaOutcome::ElectPlayer), 15);
        assert_eq!(count(AgendaOutcome::ElectPlanet), 1);
        assert_eq!(count(AgendaOutcome::ElectCulturalPlanet), 3);
        assert_eq!(count(AgendaOutcome::ElectIndustrialPlanet), 3);
        assert_eq!(count(AgendaOutcome::ElectHazardousPlanet), 3);
        assert_eq!(count(AgendaOutcome::ElectNonHomePlanetExceptMecatolRex), 1);
        assert_eq!(count(AgendaOutcome::ElectScoredSecretObjective), 1);
        assert_eq!(count(AgendaOutcome::ElectLaw), 2);
        let planets = c()
            .agendas
            .iter()
            .filter(|a| a.outcome.elects_planet())
            .count();
        assert_eq!(planets, 11);
        assert_eq!(
            agenda("core_mining").and_then(|a| a.outcome.planet_trait()),
            Some(PlanetTrait::Hazardous)
        );
        assert_eq!(
            agenda("Research Team: Warfare").and_then(|a| a.outcome.planet_trait()),
            Some(PlanetTrait::Hazardous)
        );
        // Agendas that are replaced on reveal when they have nothing to act on.
        let requires: BTreeMap<&str, RevealRequirement> = c()
            .agendas
            .iter()
            .filter_map(|a| a.reveal_requires.map(|r| (a.id.as_str(), r)))
            .collect();
        let expected: BTreeMap<&str, RevealRequirement> = [
            (
                "classified_document_leaks",
                RevealRequirement::ScoredSecretObjectives,
            ),
            ("judicial_abolishment", RevealRequirement::LawsInPlay),
            ("miscount_disclosed", RevealRequirement::LawsInPlay),
            ("new_constitution", RevealRequirement::LawsInPlay),
        ]
        .into_iter()
        .collect();
        assert_eq!(requires, expected);
        // Elect-law agendas are directives; every planet attachment is a law.
        for agenda in &c().agendas {
            if agenda.outcome == AgendaOutcome::ElectLaw {
                assert_eq!(agenda.kind, AgendaKind::Directive, "{}", agenda.id);
            }
            if agenda
                .elect_text
                .as_deref()
                .is_some_and(|t| t.starts_with("Attach"))
            {
                assert!(
                    agenda.is_law() && agenda.outcome.elects_planet(),
                    "{}",
                    agenda.id
                );
            }
        }
    }

    // ---- §67 promissory notes ----

    #[test]
    fn rr_67_four_generic_and_seventeen_faction_notes() {
        let notes = &c().promissory_notes;
        assert_eq!(notes.len(), 21);
        let generic: BTreeSet<&str> = notes
            .iter()
            .filter(|n| n.is_generic())
            .map(|n| n.id.as_str())
            .collect();
        let expected: BTreeSet<&str> = [
            "ceasefire",
            "political_secret",
            "support_for_the_throne",
            "trade_agreement",
        ]
        .into_iter()
        .collect();
        assert_eq!(generic, expected, "Alliance is Prophecy of Kings only");
        let mut ids = BTreeSet::new();
        for note in notes {
            assert!(ids.insert(note.id.as_str()), "duplicate id {}", note.id);
            assert_eq!(note.id, card_id(&note.name));
            assert!(!note.window.trim().is_empty(), "{}", note.id);
            assert!(!note.text.trim().is_empty(), "{}", note.id);
        }
    }

    #[test]
    fn rr_67_one_note_per_faction_matching_the_faction_sheet() {
        let mut per_faction: HashMap<&str, usize> = HashMap::new();
        for note in c().promissory_notes.iter().filter(|n| !n.is_generic()) {
            let faction_id = note.faction.as_deref().unwrap_or_default();
            let faction = faction(faction_id)
                .unwrap_or_else(|| panic!("{}: unknown faction {faction_id}", note.id));
            assert_eq!(faction.id, faction_id);
            assert_eq!(faction.promissory_note.name, note.name, "{faction_id}");
            *per_faction.entry(faction_id).or_default() += 1;
        }
        assert_eq!(per_faction.len(), c().factions.len());
        assert!(per_faction.values().all(|n| *n == 1));
        for f in &c().factions {
            assert_eq!(
                c().faction_promissory_note(&f.id).map(|n| n.name.as_str()),
                Some(f.promissory_note.name.as_str())
            );
        }
    }

    #[test]
    fn rr_67_return_and_play_area_rules() {
        for note in &c().promissory_notes {
            // A note either goes straight back after resolving, or waits face up in a play
            // area until its return condition (§67, §13.21).
            assert_ne!(note.returns, note.play_area, "{}", note.id);
            assert_eq!(note.play_area, note.return_when.is_some(), "{}", note.id);
            if let Some(when) = &note.return_when {
                assert!(!when.trim().is_empty(), "{}", note.id);
            }
        }
        let play_area: BTreeSet<&str> = c()
            .promissory_notes
            .iter()
            .filter(|n| n.play_area)
            .map(|n| n.id.as_str())
            .collect();
        let expected: BTreeSet<&str> = [
            "antivirus",
            "gift_of_prescience",
            "promise_of_protection",
            "stymie",
            "support_for_the_throne",
            "trade_convoys",
        ]
        .into_iter()
        .collect();
        assert_eq!(play_area, expected);
        assert_eq!(
            promissory_note("support_for_the_throne").map(|n| n.timing),
            Some(Timing::OnReceive)
        );
        // Errata E9: Political Favor is played after (not when) an agenda is revealed.
        assert_eq!(
            promissory_note("Political Favor").map(|n| n.timing),
            Some(Timing::AfterAgendaRevealed)
        );
        assert_eq!(
            promissory_note("political_secret").map(|n| n.timing),
            Some(Timing::WhenAgendaRevealed)
        );
    }

    #[test]
    fn card_lookup_helpers() {
        assert_eq!(
            action_card("In the Silence of Space").map(|a| a.id.as_str()),
            Some("in_the_silence_of_space")
        );
        assert_eq!(action_card("MANEUVERING-JETS").map(|a| a.copies), Some(4));
        assert!(action_card("").is_none());
        assert!(action_card("plot twist").is_none());
        assert_eq!(
            agenda("Crown of Emphidia").map(|a| a.id.as_str()),
            Some("the_crown_of_emphidia")
        );
        assert_eq!(
            agenda("the crown of thalnos").map(|a| a.kind),
            Some(AgendaKind::Law)
        );
        assert_eq!(
            agenda("Representative Government").map(|a| a.outcome),
            Some(AgendaOutcome::ForAgainst)
        );
        assert_eq!(
            promissory_note("Ragh's Call").and_then(|n| n.faction.as_deref()),
            Some("saar")
        );
        assert_eq!(
            promissory_note("raghs_call").map(|n| n.name.as_str()),
            Some("Ragh's Call")
        );
        assert!(promissory_note("alliance").is_none());
    }

    // ---- lookup helpers ----

    #[test]
    fn lookup_helpers() {
        assert_eq!(
            faction("Federation of Sol").map(|f| f.id.as_str()),
            Some("sol")
        );
        assert_eq!(
            faction("The Federation of Sol").map(|f| f.id.as_str()),
            Some("sol")
        );
        assert_eq!(faction("jol-nar").map(|f| f.id.as_str()), Some("jolnar"));
        assert_eq!(faction("Jol Nar").map(|f| f.id.as_str()), Some("jolnar"));
        assert_eq!(faction("N'orr").map(|f| f.id.as_str()), Some("sardakk"));
        assert_eq!(
            faction("Sardakk N'orr").map(|f| f.id.as_str()),
            Some("sardakk")
        );
        assert_eq!(faction("barony").map(|f| f.id.as_str()), Some("letnev"));
        assert_eq!(faction("L1Z1X").map(|f| f.id.as_str()), Some("l1z1x"));
        assert_eq!(faction("ghosts").map(|f| f.id.as_str()), Some("creuss"));
        assert!(faction("").is_none());
        assert!(faction("nobody").is_none());
        assert_eq!(system(18).map(|s| s.kind), Some(SystemKind::Mecatol));
        assert!(system(52).is_none());
        assert_eq!(planet("Mecatol Rex").map(|(s, _)| s.tile), Some(18));
        assert_eq!(planet("[0.0.0]").map(|(s, _)| s.tile), Some(6));
        assert_eq!(
            planet("tequran").map(|(_, p)| p.name.as_str()),
            Some("Tequ'ran")
        );
        assert_eq!(
            unit("sol_flagship").map(|u| u.name.as_str()),
            Some("Genesis")
        );
        assert_eq!(
            tech("Light/Wave Deflector").map(|t| t.id.as_str()),
            Some("light_wave_deflector")
        );
        assert_eq!(
            tech("dreadnought_ii").and_then(|t| t.unit_upgrade.as_deref()),
            Some("dreadnought2")
        );
        assert_eq!(strategy_card(8).map(|s| s.id.as_str()), Some("imperial"));
        assert_eq!(
            strategy_card_by_name("Politics").map(|s| s.initiative),
            Some(3)
        );
        assert!(strategy_card_by_name("3").is_none());
        assert_eq!(strategy_card("Warfare").map(|s| s.initiative), Some(6));
        assert_eq!(
            objective("Turn Their Fleets to Dust").map(|o| o.scored_in),
            Some(ScoringPhase::Action)
        );
        assert_eq!(layout(4).map(|l| l.system_positions.len()), Some(32));
        let content = c();
        assert_eq!(
            content
                .unit_for(Some("sol"), UnitKind::Carrier, true)
                .map(|u| u.id.as_str()),
            Some("sol_carrier2")
        );
        assert_eq!(
            content
                .unit_for(Some("hacan"), UnitKind::Carrier, true)
                .map(|u| u.id.as_str()),
            Some("carrier2")
        );
        assert_eq!(
            content
                .unit_for(Some("muaat"), UnitKind::WarSun, false)
                .map(|u| u.id.as_str()),
            Some("muaat_war_sun")
        );
    }

    #[test]
    fn unit_kind_codes_and_categories() {
        let codes: BTreeSet<&str> = UnitKind::ALL.iter().map(|k| k.short_code()).collect();
        assert_eq!(codes.len(), 10);
        for kind in UnitKind::ALL {
            let categories = [kind.is_ship(), kind.is_ground_force(), kind.is_structure()]
                .iter()
                .filter(|x| **x)
                .count();
            assert_eq!(categories, 1, "{kind:?}");
            assert!((2..=3).contains(&kind.short_code().len()));
            assert_eq!(UnitKind::parse(kind.short_code()), Some(kind));
            assert_eq!(UnitKind::parse(kind.as_str()), Some(kind));
        }
        assert_eq!(UnitKind::Cruiser.short_code(), "CA");
        assert_eq!(UnitKind::parse("War Sun"), Some(UnitKind::WarSun));
        assert_eq!(UnitKind::parse("space-dock"), Some(UnitKind::SpaceDock));
        assert_eq!(UnitKind::parse("gf"), Some(UnitKind::Infantry));
        assert!(UnitKind::parse("mech").is_none());
        // Serde names match as_str().
        for kind in UnitKind::ALL {
            assert_eq!(
                serde_json::to_value(kind).ok(),
                Some(serde_json::Value::from(kind.as_str()))
            );
        }
    }
}
