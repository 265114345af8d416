//! The Eclipse game state. It holds secrets (stack orders, face-down discoveries, the reputation
//! bag and every player's reputation tiles); `view` is the only way it leaves the engine.

use serde::{Deserialize, Serialize};

use crate::core::Seat;
use crate::core::hex::Hex;

/// The three resources, in the order of the population tracks (money, science, materials).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Resource {
    Money,
    Science,
    Materials,
}

impl Resource {
    pub const ALL: [Resource; 3] = [Resource::Money, Resource::Science, Resource::Materials];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn id(self) -> &'static str {
        match self {
            Resource::Money => "money",
            Resource::Science => "science",
            Resource::Materials => "materials",
        }
    }

    /// `m`, `s`, `x` (or the full word).
    pub fn parse(s: &str) -> Option<Resource> {
        match s.trim().to_ascii_lowercase().as_str() {
            "m" | "money" | "$" => Some(Resource::Money),
            "s" | "science" | "sci" => Some(Resource::Science),
            "x" | "materials" | "mat" | "material" => Some(Resource::Materials),
            _ => None,
        }
    }

    pub fn short(self) -> &'static str {
        match self {
            Resource::Money => "m",
            Resource::Science => "s",
            Resource::Materials => "x",
        }
    }
}

/// The six player colours.
pub const COLORS: [&str; 6] = ["red", "blue", "green", "yellow", "white", "black"];

/// Who owns a ship: a player, the Ancients or the Galactic Center Defense System (§6: each is a
/// faction of its own).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Faction {
    Player(Seat),
    Ancients,
    Gcds,
}

impl Faction {
    pub fn seat(self) -> Option<Seat> {
        match self {
            Faction::Player(s) => Some(s),
            _ => None,
        }
    }
}

/// A ship on the map. Its stats come from its owner's blueprint (players) or the fixed neutral
/// profiles; `damage` lasts until the end of the combat phase (§6 repair).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ship {
    pub owner: Faction,
    pub kind: ShipKind,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub damage: u8,
}

fn is_zero(v: &u8) -> bool {
    *v == 0
}

/// Ship types: the four player hulls and the two neutral ones.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ShipKind {
    Interceptor,
    Cruiser,
    Dreadnought,
    Starbase,
    Ancient,
    Gcds,
}

impl ShipKind {
    pub const PLAYER: [ShipKind; 4] = [
        ShipKind::Interceptor,
        ShipKind::Cruiser,
        ShipKind::Dreadnought,
        ShipKind::Starbase,
    ];

    pub fn short(self) -> &'static str {
        match self {
            ShipKind::Interceptor => "int",
            ShipKind::Cruiser => "cru",
            ShipKind::Dreadnought => "dre",
            ShipKind::Starbase => "sb",
            ShipKind::Ancient => "anc",
            ShipKind::Gcds => "gcds",
        }
    }

    pub fn parse(s: &str) -> Option<ShipKind> {
        match s.trim().to_ascii_lowercase().as_str() {
            "int" | "i" | "interceptor" | "interceptors" => Some(ShipKind::Interceptor),
            "cru" | "c" | "cruiser" | "cruisers" => Some(ShipKind::Cruiser),
            "dre" | "d" | "dreadnought" | "dreadnoughts" => Some(ShipKind::Dreadnought),
            "sb" | "starbase" | "starbases" => Some(ShipKind::Starbase),
            "anc" | "ancient" | "ancients" => Some(ShipKind::Ancient),
            "gcds" => Some(ShipKind::Gcds),
            _ => None,
        }
    }

    /// How many of this type a player owns (§5 build limits, from the content).
    pub fn limit(self) -> usize {
        crate::games::eclipse::rules::data::ship_limit(self)
    }

    /// Size order for "the largest ship" (neutral targeting, §6).
    pub fn size(self) -> u8 {
        match self {
            ShipKind::Interceptor => 1,
            ShipKind::Starbase => 2,
            ShipKind::Cruiser => 3,
            ShipKind::Ancient => 3,
            ShipKind::Dreadnought => 4,
            ShipKind::Gcds => 5,
        }
    }

    /// Reputation draws for destroying one (§6, from the content).
    pub fn reputation(self) -> u8 {
        crate::games::eclipse::rules::data::reputation_draws(Some(self))
    }

    /// Index into a player's blueprint list.
    pub fn blueprint_index(self) -> usize {
        match self {
            ShipKind::Interceptor => 0,
            ShipKind::Cruiser => 1,
            ShipKind::Dreadnought => 2,
            _ => 3,
        }
    }
}

/// A population cube on a sector square.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cube {
    /// Index of the square in the sector's content (`usize::MAX`-free: orbitals use `ORBITAL`).
    pub square: usize,
    /// The track the cube came from (and returns to).
    pub track: Resource,
}

/// Square index used for the cube on an Orbital.
pub const ORBITAL: usize = 99;

/// A placed sector.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Sector {
    pub tile: u16,
    pub hex: Hex,
    /// Clockwise sixth-turns from the tile's printed orientation.
    pub rotation: u8,
    /// The player whose influence disc is here.
    pub owner: Option<Seat>,
    /// The owner's cubes (only the disc owner has cubes in a sector).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cubes: Vec<Cube>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ships: Vec<Ship>,
    /// A face-down discovery tile waiting for the first disc (hidden).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub discovery: Option<String>,
    #[serde(default)]
    pub orbital: bool,
    #[serde(default)]
    pub monolith: bool,
    /// Factions in the order their ships arrived this round (§6 battle order).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub arrivals: Vec<Faction>,
}

impl Sector {
    /// An empty sector tile placed at `hex`.
    pub fn new(tile: u16, hex: Hex, rotation: u8) -> Sector {
        Sector {
            tile,
            hex,
            rotation,
            owner: None,
            cubes: Vec::new(),
            ships: Vec::new(),
            discovery: None,
            orbital: false,
            monolith: false,
            arrivals: Vec::new(),
        }
    }

    /// The ship types a faction has here, each once.
    pub fn kinds_of(&self, f: Faction) -> Vec<ShipKind> {
        let mut kinds: Vec<ShipKind> = self
            .ships
            .iter()
            .filter(|x| x.owner == f)
            .map(|x| x.kind)
            .collect();
        kinds.sort();
        kinds.dedup();
        kinds
    }

    pub fn ships_of(&self, f: Faction) -> usize {
        self.ships.iter().filter(|s| s.owner == f).count()
    }

    /// Factions with ships here, in arrival order (unrecorded ones last).
    pub fn factions(&self) -> Vec<Faction> {
        let mut out: Vec<Faction> = self
            .arrivals
            .iter()
            .copied()
            .filter(|f| self.ships.iter().any(|s| s.owner == *f))
            .collect();
        for s in &self.ships {
            if !out.contains(&s.owner) {
                out.push(s.owner);
            }
        }
        out
    }

    /// Ships not belonging to `seat` (other players and neutrals).
    pub fn enemies_of(&self, seat: Seat) -> usize {
        self.ships
            .iter()
            .filter(|s| s.owner != Faction::Player(seat))
            .count()
    }
}

/// One player's state.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Player {
    pub name: String,
    pub species: String,
    pub color: String,
    pub home: u16,
    /// Storage: money, science, materials.
    pub storage: [i32; 3],
    /// Cubes still on each population track.
    pub track_cubes: [u8; 3],
    /// Discs on the influence track.
    pub discs: u8,
    /// Discs on action spaces (and the reaction space) this round: the action cost (§5).
    pub actions_taken: u8,
    pub colony_ships: u8,
    pub colony_used: u8,
    pub techs: Vec<String>,
    /// Part tiles placed on each blueprint slot (interceptor, cruiser, dreadnought, starbase);
    /// `None` shows the printed part.
    pub blueprints: [Vec<Option<String>>; 4],
    /// Reputation tiles held (hidden values).
    #[serde(default)]
    pub reputation: Vec<u8>,
    /// Seats whose ambassador sits on this player's track.
    #[serde(default)]
    pub ambassadors: Vec<Seat>,
    /// For each ambassador this player gave: (to whom, the track of the cube on it).
    #[serde(default)]
    pub given: Vec<(Seat, Resource)>,
    /// Discovery tiles kept for 2 VP.
    #[serde(default)]
    pub discovery_vp: u8,
    /// Ancient ship parts kept beside the board, to place with an Upgrade.
    #[serde(default)]
    pub held_parts: Vec<String>,
    /// Cubes destroyed this round, by track, back in cleanup.
    #[serde(default)]
    pub graveyard: [u8; 3],
    pub passed: bool,
    #[serde(default)]
    pub eliminated: bool,
    /// Standing order `orders fight on` (rules/combat.rs): this player's ship groups fire at
    /// each activation without being asked to retreat (§6). Public.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub fight_on: bool,
    /// Standing order `orders hits auto`: this player's hitting dice are assigned by the
    /// default rule (§6: the largest ship a die destroys, else the largest) without asking.
    /// Public.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub auto_hits: bool,
}

/// A choice the game waits for inside a phase.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "pending")]
pub enum Pending {
    /// §5 Explore: the drawn tile, to place in one of the legal rotations or discard.
    Place {
        seat: Seat,
        tile: u16,
        hex: Hex,
        rotations: Vec<u8>,
        /// Further explores left in this action (Planta).
        more: u8,
    },
    /// §5 Explore (Draco): keep one of the two sectors drawn.
    Pick {
        seat: Seat,
        tiles: Vec<u16>,
        hex: Hex,
        more: u8,
    },
    /// §5 discovery: the taker looks at the tile and picks a side (hidden until chosen).
    Discovery {
        seat: Seat,
        tile: String,
        sector: u16,
    },
    /// §6: the owner of a group assigns the dice that hit.
    Hits {
        seat: Seat,
        /// (value, damage) of each die that can hit something.
        dice: Vec<(u8, u8)>,
        computer: i8,
        missiles: bool,
    },
    /// §6: a group with a retreat destination fires or retreats.
    Activate { seat: Seat, kind: ShipKind },
    /// §6: keep one of the reputation tiles drawn (hidden).
    Reputation { seat: Seat, drawn: Vec<u8> },
    /// §6 end of combat: place a disc in a sector one's ships hold.
    Claim { seat: Seat, sector: u16 },
    /// §5 / §7 colony ships: use them now on the listed sectors (after taking them, or at the
    /// start of upkeep, `upkeep`: not where enemy ships are), or be done.
    Colonize {
        seat: Seat,
        sectors: Vec<u16>,
        upkeep: bool,
    },
    /// §5 diplomacy at the end of the combat phase: propose ambassadors, or be done.
    Envoy { seat: Seat },
    /// §7 bankruptcy: the upkeep can't be paid; trade or withdraw discs until it can.
    Bankrupt { seat: Seat },
    /// §5 Explore with more than one sector per action (Planta): explore again or be done.
    Explore { seat: Seat, more: u8 },
    /// §5 diplomacy: `to` answers `from`'s proposal.
    Diplomacy {
        from: Seat,
        to: Seat,
        cube: Resource,
    },
    /// §5 Upgrade by buttons: the menu of parts and slots. `more` 0: opened before the action
    /// (choosing a part takes the action; "back" closes it); `more` > 0: the parts still to
    /// place in the action already taken (choosing places one more; "done" ends the action).
    /// `ship`: the blueprint whose parts are shown (`None`: the blueprints to choose from).
    Upgrade {
        seat: Seat,
        more: u8,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        ship: Option<ShipKind>,
    },
}

impl Pending {
    pub fn seat(&self) -> Seat {
        match self {
            Pending::Place { seat, .. }
            | Pending::Pick { seat, .. }
            | Pending::Discovery { seat, .. }
            | Pending::Hits { seat, .. }
            | Pending::Activate { seat, .. }
            | Pending::Reputation { seat, .. }
            | Pending::Claim { seat, .. }
            | Pending::Colonize { seat, .. }
            | Pending::Explore { seat, .. }
            | Pending::Upgrade { seat, .. }
            | Pending::Bankrupt { seat }
            | Pending::Envoy { seat } => *seat,
            Pending::Diplomacy { to, .. } => *to,
        }
    }

    /// Whether the prompt shows hidden information (sent privately).
    pub fn private(&self) -> bool {
        matches!(self, Pending::Discovery { .. } | Pending::Reputation { .. })
    }
}

/// A battle in progress in one sector (§6).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Battle {
    pub sector: u16,
    /// The defending and attacking factions.
    pub defender: Faction,
    pub attacker: Faction,
    /// Missile volley done.
    pub missiles_done: bool,
    /// Groups (faction, ship type) in activation order for this round, and the next one to act.
    pub order: Vec<(Faction, ShipKind)>,
    pub next: usize,
    /// The group whose dice are being assigned.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub firing: Option<(Faction, ShipKind)>,
    /// Groups on the edge, retreating to the sector: (faction, kind, destination).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub retreating: Vec<(Faction, ShipKind, u16)>,
    /// Engagement rounds fought without a hit (stalemate detection).
    #[serde(default)]
    pub idle_rounds: u8,
}

/// Per-sector bookkeeping of the combat phase: who fought, who destroyed what, for reputation.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Tally {
    pub sector: u16,
    /// Players that took part, in arrival order, with their draw counts.
    pub draws: Vec<(Seat, u8)>,
    /// Players all of whose surviving ships retreated (no participation draw).
    #[serde(default)]
    pub retreated: Vec<Seat>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "phase")]
pub enum Phase {
    /// §5: `active` takes a turn.
    Action { active: Seat },
    /// §6: battles sector by sector.
    Combat,
    /// §6 end of combat (claims) then §7 upkeep and §8 cleanup.
    Upkeep,
    /// Game over after round 9 (§9).
    /// `winner` is `None` when every player was eliminated.
    Over { winner: Option<Seat> },
}

/// The whole game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct State {
    pub round: u8,
    pub phase: Phase,
    pub players: Vec<Player>,
    pub start_player: Seat,
    /// The first player to pass this round (next round's start player).
    #[serde(default)]
    pub first_passer: Option<Seat>,
    pub sectors: Vec<Sector>,
    /// Face-down stacks: inner, middle, outer (hidden order).
    pub stacks: [Vec<u16>; 3],
    /// Face-up discards per ring.
    pub discards: [Vec<u16>; 3],
    /// The technology bag (hidden order) and the supply (tech id, copies).
    pub tech_bag: Vec<String>,
    pub tech_supply: Vec<(String, u8)>,
    /// Reputation bag values (hidden).
    pub reputation_bag: Vec<u8>,
    /// Discovery stack (hidden).
    pub discoveries: Vec<String>,
    #[serde(default)]
    pub traitor: Option<Seat>,
    /// The active player has taken their action (or passed): the turn moves on once nothing
    /// is pending.
    #[serde(default)]
    pub acted: bool,
    /// Choices waited for, first one first.
    #[serde(default)]
    pub pending: Vec<Pending>,
    /// The battle being fought.
    #[serde(default)]
    pub battle: Option<Battle>,
    /// Reputation bookkeeping for the sector being fought over.
    #[serde(default)]
    pub tally: Option<Tally>,
    /// Sectors whose population was attacked this combat phase.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub attacked: Vec<u16>,
    /// Diplomacy was offered at the end of this combat phase (§5).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub diplomacy_offered: bool,
    /// Late colony ships were offered in this upkeep (§7).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub colonies_offered: bool,
    /// Final scores (after round 9): VP per seat.
    #[serde(default)]
    pub scores: Vec<i32>,
    /// What happened in the sectors this round, in order, for the board's key: who explored
    /// (placed) a sector (§5 Explore), whose ships moved in (§5 Move), what was built (§5
    /// Build), the battles (§6: who won, ships destroyed, population cubes destroyed, a
    /// sector lost). Public, as the board and the log show them; cleared in cleanup (§8).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub happened: Vec<Happening>,
}

/// Something that happened in a sector this round (`State::happened`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Happening {
    pub sector: u16,
    pub what: Happened,
}

/// What happened in a sector (`Happening`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Happened {
    /// `seat` explored the sector: drew it and placed it on the map (§5 Explore).
    Explored { seat: Seat },
    /// `count` of `seat`'s ships of `kind` ended a move here this round (§5 Move).
    MovedIn {
        seat: Seat,
        kind: ShipKind,
        count: u8,
    },
    /// `count` of `seat`'s ships of `kind` moved out of here this round and ended their move
    /// in sector `to` (§5 Move).
    MovedOut {
        seat: Seat,
        kind: ShipKind,
        count: u8,
        to: u16,
    },
    /// `seat` flipped `count` colony ships to move a cube each from its `track` population
    /// track onto an empty population square here (§5 colony ships).
    Colonized {
        seat: Seat,
        track: Resource,
        count: u8,
    },
    /// `seat` built `count` of `item` here this round (§5 Build).
    Built {
        seat: Seat,
        item: super::action::Item,
        count: u8,
    },
    /// `count` of `owner`'s ships of `kind` were destroyed here in a battle this round (§6
    /// Combat: hits, or an attacker with nowhere to retreat in a stalemate).
    Destroyed {
        owner: Faction,
        kind: ShipKind,
        count: u8,
    },
    /// A battle here ended with `winner`'s ships left and none of `loser`'s (destroyed or
    /// retreated; §6 Combat).
    Won { winner: Faction, loser: Faction },
    /// `seat`'s ships destroyed `count` of `owner`'s population cubes here (§6 attacking
    /// population).
    Population { seat: Seat, owner: Seat, count: u8 },
    /// `seat` lost the sector: its disc left, no population cube of its being left against
    /// another player's ships (§6 after the battles).
    Lost { seat: Seat },
}

impl State {
    /// Records that `seat` built an `item` in `sector` this round (`State::happened`), added
    /// to those of an earlier build.
    pub fn record_built(&mut self, sector: u16, seat: Seat, item: super::action::Item) {
        self.record_counted(
            sector,
            Happened::Built {
                seat,
                item,
                count: 1,
            },
        );
    }

    /// Records that `count` of `seat`'s ships of `kind` moved into `sector` this round
    /// (`State::happened`), added to those of an earlier move.
    pub fn record_moved_in(&mut self, sector: u16, seat: Seat, kind: ShipKind, count: u8) {
        self.record_counted(sector, Happened::MovedIn { seat, kind, count });
    }

    /// Records that one of `seat`'s ships of `kind` moved out of `sector` to end its move in
    /// `to` this round (`State::happened`), added to those of an earlier move.
    pub fn record_moved_out(&mut self, sector: u16, seat: Seat, kind: ShipKind, to: u16) {
        self.record_counted(
            sector,
            Happened::MovedOut {
                seat,
                kind,
                count: 1,
                to,
            },
        );
    }

    /// Records that `seat` placed a cube from its `track` in `sector` with a colony ship this
    /// round (`State::happened`), added to those placed earlier from the same track.
    pub fn record_colonized(&mut self, sector: u16, seat: Seat, track: Resource) {
        self.record_counted(
            sector,
            Happened::Colonized {
                seat,
                track,
                count: 1,
            },
        );
    }

    /// Records that `count` of `owner`'s ships of `kind` were destroyed in `sector` this round
    /// (`State::happened`), added to those destroyed earlier.
    pub fn record_destroyed(&mut self, sector: u16, owner: Faction, kind: ShipKind, count: u8) {
        self.record_counted(sector, Happened::Destroyed { owner, kind, count });
    }

    /// Records `what` in `sector` this round (`State::happened`) as it is: a battle won, a
    /// sector lost.
    pub fn record(&mut self, sector: u16, what: Happened) {
        self.record_counted(sector, what);
    }

    /// Records `what` in `sector`, its count added to an earlier entry of the same seat and
    /// kind there (a second build or move adds to the first: "2 interceptors", not two lines).
    fn record_counted(&mut self, sector: u16, what: Happened) {
        for h in self.happened.iter_mut().filter(|h| h.sector == sector) {
            let (earlier, more) = match (&mut h.what, &what) {
                (
                    Happened::Built { seat, item, count },
                    Happened::Built {
                        seat: s,
                        item: i,
                        count: n,
                    },
                ) if seat == s && item == i => (count, *n),
                (
                    Happened::MovedIn { seat, kind, count },
                    Happened::MovedIn {
                        seat: s,
                        kind: k,
                        count: n,
                    },
                ) if seat == s && kind == k => (count, *n),
                (
                    Happened::MovedOut {
                        seat,
                        kind,
                        count,
                        to,
                    },
                    Happened::MovedOut {
                        seat: s,
                        kind: k,
                        count: n,
                        to: t,
                    },
                ) if seat == s && kind == k && to == t => (count, *n),
                (
                    Happened::Colonized { seat, track, count },
                    Happened::Colonized {
                        seat: s,
                        track: t,
                        count: n,
                    },
                ) if seat == s && track == t => (count, *n),
                (
                    Happened::Destroyed { owner, kind, count },
                    Happened::Destroyed {
                        owner: o,
                        kind: k,
                        count: n,
                    },
                ) if owner == o && kind == k => (count, *n),
                (
                    Happened::Population { seat, owner, count },
                    Happened::Population {
                        seat: s,
                        owner: o,
                        count: n,
                    },
                ) if seat == s && owner == o => (count, *n),
                _ => continue,
            };
            *earlier = earlier.saturating_add(more);
            return;
        }
        self.happened.push(Happening { sector, what });
    }

    pub fn sector(&self, tile: u16) -> Option<&Sector> {
        self.sectors.iter().find(|s| s.tile == tile)
    }

    pub fn sector_mut(&mut self, tile: u16) -> Option<&mut Sector> {
        self.sectors.iter_mut().find(|s| s.tile == tile)
    }

    pub fn sector_at(&self, hex: Hex) -> Option<&Sector> {
        self.sectors.iter().find(|s| s.hex == hex)
    }

    /// Discs a player has on the map.
    pub fn discs_on_map(&self, seat: Seat) -> usize {
        self.sectors
            .iter()
            .filter(|s| s.owner == Some(seat))
            .count()
    }

    /// Ships of a kind a player has on the map.
    pub fn ships_built(&self, seat: Seat, kind: ShipKind) -> usize {
        self.sectors
            .iter()
            .flat_map(|s| &s.ships)
            .filter(|s| s.owner == Faction::Player(seat) && s.kind == kind)
            .count()
    }
}
