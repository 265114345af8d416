//! The game's state: the calendar and the step the table is in, the factions (players and
//! non-player factions), ships, bases, worlds, pirates and asteroids.

use serde::{Deserialize, Serialize};

use super::content::{Class, Content, Design, Field, content};
use crate::core::{Msg, Seat};

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
    /// A built ship's number among the ships of its design its owner has built (the first
    /// CV-2 cargo built is #1; never reused: `FactionState::built`); 0: a ship the scenario
    /// names (`name`).
    #[serde(default)]
    pub number: u32,
}

impl Ship {
    /// The ship as the log names it: its board id and its name (`s5 CV-2 cargo #1`,
    /// `s3 Kliper`), so that a line matches the board's chip (`s5 C2c`) and two factions'
    /// ships built alike (each faction's first CV-2 is `CV-2 #1`) are told apart.
    pub fn label(&self) -> Msg {
        Msg::new("sh-ship-label")
            .num("id", self.id)
            .msg("name", self.name_msg())
    }

    /// The ship's name: a built ship's is its design as the board and the buttons name it
    /// and its number (`CV-2 cargo #1`), in the reader's language; a named one's, its name.
    pub fn name_msg(&self) -> Msg {
        if self.number > 0 {
            Msg::new("sh-ship-built")
                .name("design", super::content::catalog_id("design", &self.design))
                .num("number", self.number)
        } else {
            Msg::verbatim(self.name.clone())
        }
    }
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
    /// How often the world was explored (R 3.5.1): open information, drawn on the board so an
    /// exploration is seen where it happened.
    #[serde(default)]
    pub explorations: i32,
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
    /// Standing orders for off-turn combat decisions (R 3.3.6, 3.4.5).
    #[serde(default)]
    pub standing: Standing,
    /// Factions this one surrendered to this turn: they may not attack it again (R 3.4.3).
    #[serde(default)]
    pub surrendered_to: Vec<usize>,
    /// Allies whose fleets this faction has joined (R 2.5): a joint fleet needs both sides.
    #[serde(default)]
    pub joint: Vec<usize>,
    /// How many ships of each design this faction has built (design id → count): a built
    /// ship's number ([`Ship::number`]), so that a number is never given twice, even after the
    /// ship that had it is lost.
    #[serde(default)]
    pub built: std::collections::BTreeMap<String, u32>,
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
    /// Every step of a year, in the order they come (R 3.0).
    pub const ALL: [Step; 9] = [
        Step::Initiative,
        Step::Diplomacy,
        Step::Research,
        Step::Policy,
        Step::Build,
        Step::Move,
        Step::Combat,
        Step::Explore,
        Step::Trade,
    ];

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
    /// The digest of the deployment's data override the game was set up with (`None`: the
    /// bundled pack). A game is never played on under another pack (docs/stellar-horizons-data.md).
    #[serde(default)]
    pub data_override: Option<String>,
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
    /// A move or a combat waiting for a player's decision (interception, surrender, drone
    /// roles, hit allocation, a pirate encounter).
    #[serde(default)]
    pub pending: Option<Pending>,
    /// World cards, trade markers, standing orders and choices waiting for a player.
    #[serde(default)]
    pub extra: super::rules::choices::Extra,
    /// Explicit fleets (R 2.8), move claims (R 3.3) and allies' consent (R 2.5); an old game
    /// without them has one fleet per faction per place.
    #[serde(default)]
    pub fleets: super::rules::fleets::Fleets,
}

impl State {
    pub fn seats(&self) -> usize {
        self.names.len()
    }

    /// Whether two allies have joined their fleets (R 2.5): both asked for it.
    pub fn joint(&self, f: usize, g: usize) -> bool {
        f != g
            && self.factions[f].relations.get(g) == Some(&ALLIANCE)
            && self.factions[f].joint.contains(&g)
            && self.factions[g].joint.contains(&f)
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
        // Claims to move earlier reorder the movement phase (R 3.3).
        if self.step == Step::Move && self.fleets.move_order.len() == self.order.len() {
            return self.fleets.move_order.clone();
        }
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

/// Whether a faction intercepts ships leaving its fleets' places (R 3.3.6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum InterceptOrder {
    Always,
    Never,
    /// A prompt each time (the table's reaction timer answers "no").
    #[default]
    Ask,
}

/// A faction's standing orders for decisions made off its turn (SH-D100, SH-D102).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Standing {
    pub intercept: InterceptOrder,
    /// Place own hit picks automatically (R 3.4.5) instead of being asked each time.
    pub auto_allocate: bool,
}

/// A unit in a combat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Unit {
    Ship(u32),
    Base(u32),
    Pirate(u32),
    Invader,
}

/// Where a combat stands (R 3.4.1: search, surrender, tactics, fire, after-effects).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stage {
    /// Found: the defender may offer surrender.
    Surrender,
    /// Tactics points, then drone roles.
    Tactics,
    /// Both damage rolls, then the hits.
    Fire,
    /// Hits placed one at a time.
    Allocate,
    /// Recall rolls; another round in the Invasion scenario.
    After,
    Done,
    /// The surplus side chooses how to spend its tactics points.
    Spend,
}

/// A combat in progress: two sides, the search rolls, and the hits still to place.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Battle {
    /// The factions of the sides (`None`: pirates, the Invader); 0 = the side that started it.
    pub sides: [Option<usize>; 2],
    pub units: [Vec<Unit>; 2],
    /// Modified search rolls of the two sides.
    pub rolls: [i32; 2],
    pub stage: Stage,
    pub round: u32,
    pub invasion: bool,
    /// A fight with a pirate (R 3.4.8): the player places every hit its side takes.
    pub pirate: bool,
    pub strike: bool,
    /// Extra damage bought with tactics points, per side.
    pub extra: [i32; 2],
    /// Drone squadrons flown as bombers, per side, once chosen (sealed until both chose).
    pub bombers: [Option<i32>; 2],
    /// Hits still to place on each side.
    pub hits: [i32; 2],
    /// The side receiving hits now, and whether its own player picks the next one.
    pub receiving: usize,
    pub receiver_picks: bool,
    /// Damage markers taken per unit (for recall rolls).
    pub taken: Vec<(Unit, i32)>,
    /// An Invader round's focus: every Invader hit goes on this unit.
    pub focus: Option<Unit>,
    /// Target picks bought with tactics points, per side (R 3.4.4).
    #[serde(default)]
    pub picks: [i32; 2],
    /// The side with surplus tactics points and the surplus, while it chooses how to spend it.
    #[serde(default)]
    pub surplus: Option<(usize, i32)>,
    /// Units each side set aside in direct fire (R 3.4.5), once chosen.
    #[serde(default)]
    pub protected: [Option<Vec<Unit>>; 2],
}

/// A move under way (R 3.3.6): the engine roll is made; interceptors and pirates may still stop
/// it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Moving {
    pub ship: u32,
    pub from: Loc,
    pub dest: Loc,
    /// Factions still to try an interception, in initiative order.
    pub queue: Vec<usize>,
    /// The pirate of the place has had its try.
    pub pirate_done: bool,
    /// The mover chose to stop: the move ends where it started.
    pub stopped: bool,
    /// An interception combat was fought: the mover chooses to finish the move or stop.
    pub fought: bool,
    /// The launch vehicle's size the ship rode (an RE's transfer is shorter).
    pub lv: i32,
    /// An LV cargo run (R 2.6.1) to this base: the cargo is delivered there and the LV spent.
    #[serde(default)]
    pub haul: Option<u32>,
    /// The interceptor's chosen fleet, named by one of its ships (R 3.3.6: a fleet intercepts);
    /// `None`: its default fleet (SH-D501).
    #[serde(default)]
    pub with: Option<u32>,
    /// The ship has arrived and its owner chooses which fleet there it joins (R 2.8, SH-D500).
    #[serde(default)]
    pub arrived: bool,
}

/// The question open now, and whose it is.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Ask {
    /// May this faction's fleet intercept the mover?
    Intercept(usize),
    /// The intercepted mover: stop, or fight at once.
    Evade,
    /// After the interception combat: finish the move, or stop.
    Continue,
    /// A pirate intercepted the mover: pay the toll, pay double to remove it, surrender, fight.
    Pirate {
        pirate: u32,
        toll: i32,
        rolls: [i32; 2],
    },
    /// The defender may offer surrender.
    Surrender,
    /// The attacker answers a surrender at war: accept, refuse (ships only), carve out the ships
    /// (a base with ships).
    Accept,
    /// Sealed drone roles (Strike, Bomber Drones): each side with a choice answers by DM.
    Drones,
    /// The side `Battle::receiving` or its opponent picks the next hit.
    Hit,
    /// The side with surplus tactics points spends them (R 3.4.4).
    Tactics,
    /// Direct fire: each side may set units aside as protected (R 3.4.5).
    Protect,
    /// An ally in a joint fleet consents (or not) to its move, interception or attack (R 2.5).
    Consent(usize),
    /// The mover's ship arrived where other fleets of its owner stand: which does it join
    /// (free, R 2.8)?
    Arrive,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Pending {
    pub moving: Option<Moving>,
    pub battle: Option<Battle>,
    pub ask: Option<Ask>,
}

/// Where one hit goes (R 3.4.5): a unit, a base's facility line, or a base's stockpile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pick {
    Unit(Unit),
    Line(u32, usize),
    Stock(u32),
    /// A base's settlements (R 2.8.2).
    Settlement(u32),
}

impl Pick {
    /// `s5`, `b3`, `b3:mining`, `b3:stock`, `p2`, `invader`.
    pub fn code(&self) -> String {
        let unit = |u: &Unit| match u {
            Unit::Ship(i) => format!("s{i}"),
            Unit::Base(i) => format!("b{i}"),
            Unit::Pirate(i) => format!("p{i}"),
            Unit::Invader => "invader".into(),
        };
        match self {
            Pick::Unit(u) => unit(u),
            Pick::Line(b, l) => format!("b{b}:{}", LINES[(*l).min(3)]),
            Pick::Stock(b) => format!("b{b}:stock"),
            Pick::Settlement(b) => format!("b{b}:settlement"),
        }
    }

    pub fn parse(s: &str) -> Option<Pick> {
        let num = |t: &str, p: char| t.strip_prefix(p).and_then(|n| n.parse::<u32>().ok());
        if s == "invader" {
            return Some(Pick::Unit(Unit::Invader));
        }
        if let Some((b, what)) = s.split_once(':') {
            let b = num(b, 'b')?;
            if what == "stock" {
                return Some(Pick::Stock(b));
            }
            if what == "settlement" {
                return Some(Pick::Settlement(b));
            }
            return LINES
                .iter()
                .position(|l| *l == what)
                .map(|l| Pick::Line(b, l));
        }
        if let Some(i) = num(s, 's') {
            return Some(Pick::Unit(Unit::Ship(i)));
        }
        if let Some(i) = num(s, 'b') {
            return Some(Pick::Unit(Unit::Base(i)));
        }
        num(s, 'p').map(|i| Pick::Unit(Unit::Pirate(i)))
    }
}
