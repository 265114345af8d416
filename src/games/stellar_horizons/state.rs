//! The game's state: the calendar and the step the table is in, the factions (players and
//! non-player factions), ships, bases, worlds, pirates and asteroids.

use serde::{Deserialize, Serialize};

use super::content::{Class, Content, Design, Field, content};
use crate::core::Seat;

/// Where a ship is: a world's surface or orbit, a system's flyby box, or a numbered transfer box
/// of a system (counting down to its flyby box).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Loc {
    Surface(String),
    Orbit(String),
    Flyby(String),
    Transfer(String, u8),
}

impl Loc {
    /// `surface:mars`, `orbit:earth`, `flyby:jupiter`, `transfer:saturn:4`.
    pub fn parse(s: &str) -> Option<Loc> {
        let mut p = s.split(':');
        let kind = p.next()?;
        let id = p.next()?.to_string();
        let n = p.next();
        let loc = match (kind, n) {
            ("surface", None) => Loc::Surface(id),
            ("orbit", None) => Loc::Orbit(id),
            ("flyby", None) => Loc::Flyby(id),
            ("transfer", Some(n)) => Loc::Transfer(id, n.parse().ok().filter(|n| *n >= 1)?),
            _ => return None,
        };
        if p.next().is_some() {
            return None;
        }
        Some(loc)
    }

    pub fn code(&self) -> String {
        match self {
            Loc::Surface(w) => format!("surface:{w}"),
            Loc::Orbit(w) => format!("orbit:{w}"),
            Loc::Flyby(s) => format!("flyby:{s}"),
            Loc::Transfer(s, n) => format!("transfer:{s}:{n}"),
        }
    }

    pub fn exists(&self, c: &Content) -> bool {
        match self {
            Loc::Surface(w) | Loc::Orbit(w) => c.world(w).is_some(),
            Loc::Flyby(s) | Loc::Transfer(s, _) => c.system(s).is_some(),
        }
    }

    /// The system the place belongs to.
    pub fn system(&self) -> String {
        match self {
            Loc::Surface(w) | Loc::Orbit(w) => content()
                .world(w)
                .map(|w| w.system.clone())
                .unwrap_or_default(),
            Loc::Flyby(s) | Loc::Transfer(s, _) => s.clone(),
        }
    }

    pub fn world(&self) -> Option<&str> {
        match self {
            Loc::Surface(w) | Loc::Orbit(w) => Some(w),
            _ => None,
        }
    }

    pub fn is_earth(&self) -> bool {
        matches!(self, Loc::Surface(w) | Loc::Orbit(w) if w == "earth")
    }
}

/// Relations between two factions (R 2.5), low to high.
pub const WAR: i8 = -2;
pub const EMBARGO: i8 = -1;
pub const NEUTRAL: i8 = 0;
pub const FREE_TRADE: i8 = 1;
pub const ALLIANCE: i8 = 3;
pub const RELATION_IDS: [&str; 6] = [
    "war",
    "embargo",
    "neutral",
    "free-trade",
    "collaboration",
    "alliance",
];

pub fn relation_id(r: i8) -> &'static str {
    RELATION_IDS[(r - WAR).clamp(0, 5) as usize]
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Ship {
    pub id: u32,
    /// Faction index.
    pub owner: usize,
    pub design: String,
    pub name: String,
    pub at: Loc,
    pub damage: i32,
    pub reserved: bool,
    /// ORE, FUEL, SUP in the hold.
    pub cargo: [i32; 3],
    /// Landed this turn (a landing ends the ship's moves, R 3.3.2).
    pub halted: bool,
    pub explored: bool,
    pub searched: bool,
    /// An orbiter or rover that has explored stays where it is (R 2.6.2).
    pub parked: bool,
    /// Left Earth or a base on a launch vehicle of this size (an RE's transfer is shorter).
    pub lv: i32,
    /// Has made its first move (an RE's first move rides a launch vehicle).
    pub launched: bool,
    /// Moves made this turn.
    #[serde(default)]
    pub moves: u8,
}

impl Ship {
    pub fn design(&self) -> &'static Design {
        content()
            .design(&self.design)
            .unwrap_or(&content().designs[0])
    }
    pub fn class(&self) -> Class {
        self.design().class
    }
    pub fn size(&self) -> i32 {
        self.design().size
    }
    pub fn is_cv(&self) -> bool {
        self.class() == Class::Cv
    }
}

/// Facility lines of a base: supply (1-2 station, 3-4 spaceport), mining (1-2 station, 3-4
/// refinery), research (1-2), defense (1-2).
pub const LINES: [&str; 4] = ["supply", "mining", "research", "defense"];

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Base {
    pub id: u32,
    pub owner: usize,
    pub world: String,
    /// A space station in the world's orbit (Earth orbit) rather than on its surface.
    pub orbital: bool,
    /// Level per line (`LINES`), 0 = none.
    pub levels: [i32; 4],
    /// Damage markers per line.
    pub damage: [i32; 4],
    pub settlements: i32,
    /// ORE, FUEL, SUP stockpile.
    pub stock: [i32; 3],
    /// A facility level was built here this turn (one per turn, R 3.6.2).
    pub built: bool,
    /// Standing order: what the base produces in each economic phase (`ore`, `fuel`, `sup`,
    /// `phys`, `eng`, `bio`).
    pub product: Option<String>,
    pub blockaded_by: Option<usize>,
    /// Terraforming points bought here this turn (each costs one more, R 3.6.2).
    pub terraformed: i32,
}

impl Base {
    pub fn loc(&self) -> Loc {
        if self.orbital {
            Loc::Orbit(self.world.clone())
        } else {
            Loc::Surface(self.world.clone())
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct WorldState {
    pub id: String,
    pub value: i32,
    /// 0 none, 1 signs of life, 2 life.
    pub life: u8,
    pub terraform: i32,
    pub depletions: i32,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Pirate {
    pub id: u32,
    pub system: String,
    pub strong: bool,
    pub damage: i32,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FactionState {
    pub id: String,
    /// The seat playing it; `None`: a non-player faction.
    pub seat: Option<Seat>,
    pub cash: i32,
    pub politics: i32,
    /// Victory points from markers (pirate kills, life, Alpha Centauri is scored at the end).
    pub vp: i32,
    /// Tech banks per field (phys, eng, bio).
    pub banks: [i32; 3],
    /// Tech markers held per field (their values are private).
    pub markers: [Vec<i32>; 3],
    pub techs: Vec<String>,
    pub policies: Vec<String>,
    /// Relation with every faction (by index); own index unused.
    pub relations: Vec<i8>,
    pub alpha_cv: bool,
    pub alpha_re: bool,
    /// Initiative bid this economic phase.
    pub bid: i32,
    /// Diplomacy attempts this phase: (target faction, +1 up / -1 down).
    pub attempts: Vec<(usize, i8)>,
    pub passed: bool,
    /// Repairs done this turn (per base id, for the per-turn cap).
    pub repairs: Vec<(u32, i32)>,
    /// The private mission (R 2.3.5): only its holder sees it.
    #[serde(default)]
    pub mission: Option<String>,
    /// Completed missions held (public).
    #[serde(default)]
    pub completed: Vec<String>,
}

impl FactionState {
    pub fn has(&self, tech: &str) -> bool {
        self.techs.iter().any(|t| t == tech)
    }
    pub fn has_policy(&self, p: &str) -> bool {
        self.policies.iter().any(|t| t == p)
    }
}

/// The steps of a year (R 3.0). The economic steps run in decade years from 2040.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    /// Initiative bids, in the previous order (R 3.1.2).
    Initiative,
    /// Diplomacy attempts, reverse initiative (R 3.1.3).
    Diplomacy,
    /// Technology purchases, rounds in reverse initiative until all pass (R 3.1.7).
    Research,
    /// One free policy each, reverse initiative (R 3.1.9).
    Policy,
    /// Build and maintenance, reverse initiative (R 3.2).
    Build,
    /// Movement, reverse initiative (R 3.3).
    Move,
    /// Combat, initiative order (R 3.4).
    Combat,
    /// Exploration, initiative order (R 3.5).
    Explore,
    /// Trade and base building, initiative order (R 3.6).
    Trade,
}

impl Step {
    pub fn id(self) -> &'static str {
        match self {
            Step::Initiative => "initiative",
            Step::Diplomacy => "diplomacy",
            Step::Research => "research",
            Step::Policy => "policy",
            Step::Build => "build",
            Step::Move => "move",
            Step::Combat => "combat",
            Step::Explore => "explore",
            Step::Trade => "trade",
        }
    }
    /// Whether the step runs worst initiative first.
    pub fn reverse(self) -> bool {
        matches!(
            self,
            Step::Diplomacy | Step::Research | Step::Policy | Step::Build | Step::Move
        )
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Outcome {
    /// Seat that won, if one did.
    pub winner: Option<Seat>,
    /// `sh-end-…` reason id.
    pub reason: String,
}

/// The Incoming scenario's asteroid (R 6.0 scenario 3).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Incoming {
    pub strength: i32,
    pub removed: Vec<i32>,
}

/// The Invasion scenario's invader (R 6.0 scenario 4).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Invader {
    pub damage: i32,
    pub target: Option<u32>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct State {
    pub scenario: String,
    pub solo: bool,
    pub year: i32,
    pub last_year: i32,
    pub step: Step,
    /// Faction indices of the players in initiative order (1st first).
    pub order: Vec<usize>,
    /// Index into the step's acting order of the faction to act.
    pub turn: usize,
    /// Seat names.
    pub names: Vec<String>,
    pub factions: Vec<FactionState>,
    pub ships: Vec<Ship>,
    pub bases: Vec<Base>,
    pub worlds: Vec<WorldState>,
    /// Systems in play.
    pub systems: Vec<String>,
    pub pirates: Vec<Pirate>,
    /// Asteroids by system flyby box.
    pub asteroids: Vec<String>,
    pub pirate_cache: i32,
    pub next_id: u32,
    /// Tech-marker pools per field (values), shuffled.
    pub pools: [Vec<i32>; 3],
    pub incoming: Option<Incoming>,
    /// Optional rule: pirates never appear (R 7.0).
    pub no_pirates: bool,
    pub invader: Option<Invader>,
    pub over: Option<Outcome>,
    /// The mission pool, in draw order (nobody sees it).
    #[serde(default)]
    pub mission_pool: Vec<String>,
    /// The common mission, face up.
    #[serde(default)]
    pub common_mission: Option<String>,
    /// A strike event this economic phase: base output of `resource` or `tech` halves.
    #[serde(default)]
    pub strike: Option<String>,
    /// Accepted actions so far: prompt ids carry it, so buttons posted before an action are
    /// out of date after it.
    #[serde(default)]
    pub serial: u32,
    /// World cards, trade markers, standing orders and choices waiting for a player.
    #[serde(default)]
    pub extra: super::rules::choices::Extra,
}

impl State {
    pub fn seats(&self) -> usize {
        self.names.len()
    }

    pub fn faction_of(&self, seat: Seat) -> Option<usize> {
        self.factions.iter().position(|f| f.seat == Some(seat))
    }

    pub fn world(&self, id: &str) -> Option<&WorldState> {
        self.worlds.iter().find(|w| w.id == id)
    }

    pub fn world_mut(&mut self, id: &str) -> Option<&mut WorldState> {
        self.worlds.iter_mut().find(|w| w.id == id)
    }

    pub fn ship(&self, id: u32) -> Option<&Ship> {
        self.ships.iter().find(|s| s.id == id)
    }

    pub fn ship_mut(&mut self, id: u32) -> Option<&mut Ship> {
        self.ships.iter_mut().find(|s| s.id == id)
    }

    pub fn base(&self, id: u32) -> Option<&Base> {
        self.bases.iter().find(|b| b.id == id)
    }

    pub fn base_mut(&mut self, id: u32) -> Option<&mut Base> {
        self.bases.iter_mut().find(|b| b.id == id)
    }

    pub fn in_play(&self, system: &str) -> bool {
        self.systems.iter().any(|s| s == system)
    }

    pub fn new_id(&mut self) -> u32 {
        self.next_id += 1;
        self.next_id
    }

    /// The factions acting in this step, in acting order.
    pub fn acting(&self) -> Vec<usize> {
        let mut v = self.order.clone();
        if self.step.reverse() {
            v.reverse();
        }
        v
    }

    /// The faction whose turn it is in the step.
    pub fn active(&self) -> Option<usize> {
        if self.over.is_some() {
            return None;
        }
        // A choice waiting for a player comes before the step's order.
        if let Some(p) = self.extra.pending.first() {
            return Some(p.faction());
        }
        self.acting().get(self.turn).copied()
    }

    pub fn is_econ_year(&self) -> bool {
        let first = content().rate("first-econ-year");
        self.year >= first && (self.year - first) % 10 == 0
    }

    /// The 2030s are decade 1, the 2040s decade 2 … (R 2.3.5 mission cap).
    pub fn decade_index(&self) -> i32 {
        (self.year - 2030) / 10 + 1
    }

    /// A faction's points of one field in its bank.
    pub fn bank(&self, f: usize, field: Field) -> i32 {
        self.factions[f].banks[field.idx()]
    }
}
