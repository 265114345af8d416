//! The engine's window on the content tables (`super::super::content`, `ships`): small lookups
//! in the shapes the rules use. No numbers live here; they all come from `assets/eclipse`.

use super::super::state::{Resource, ShipKind};

/// What a sector tile holds, as the rules need it.
#[derive(Debug, Clone, PartialEq)]
pub struct SectorInfo {
    pub id: u16,
    pub name: String,
    /// 0 centre, 1 inner, 2 middle, 3 outer, 4 home.
    pub ring: u8,
    pub vp: i32,
    /// Population squares: the resource (`None` = grey/wild) and whether it is advanced.
    pub squares: Vec<(Option<Resource>, bool)>,
    /// Wormholes on the six edges in the printed orientation (N, NE, SE, S, SW, NW).
    pub wormholes: [bool; 6],
    pub discovery: bool,
    pub ancients: u8,
    pub artifact: bool,
    pub gcds: bool,
}

/// A ship type's stats, from its blueprint (or a neutral profile).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Stats {
    pub initiative: i32,
    pub movement: u8,
    pub computer: i32,
    pub shield: i32,
    pub hull: u8,
    /// Energy produced less energy used.
    pub energy: i32,
    /// Damage of each cannon die.
    pub cannons: Vec<u8>,
    /// Damage of each missile die.
    pub missiles: Vec<u8>,
}

/// What a species changes.
#[derive(Debug, Clone, PartialEq)]
pub struct SpeciesInfo {
    pub id: String,
    pub name: String,
    pub storage: [i32; 3],
    pub trade: i32,
    pub colony_ships: u8,
    pub techs: Vec<String>,
    pub reputation_slots: usize,
    /// Slots only an ambassador may take.
    pub ambassador_slots: usize,
    pub discs: u8,
    pub explore: usize,
    pub explore_draws: usize,
    pub influence: usize,
    pub research: usize,
    pub upgrade: usize,
    pub build: usize,
    pub moves: usize,
    pub ship_cost: [i32; 4],
    pub orbital_cost: i32,
    pub monolith_cost: i32,
    /// The printed parts of each blueprint (interceptor, cruiser, dreadnought, starbase).
    pub printed: [Vec<Option<String>>; 4],
    pub starting_ships: Vec<ShipKind>,
    pub starting_reputation: usize,
    /// Special rules by their snake_case flag (e.g. `fragile_population`).
    pub special: Vec<String>,
}

impl SpeciesInfo {
    pub fn has(&self, flag: &str) -> bool {
        self.special.iter().any(|s| s == flag)
    }
}

pub use content_glue::*;

/// The glue to the content tables (`content.rs`, `ships.rs`).
mod content_glue {
    use super::*;
    use crate::core::Msg;
    use crate::core::msg::Arg;
    use crate::games::eclipse::content::{
        self as c, Buildable, DiscoveryKind, PartId, Ring, ShipClass, SpeciesId, SquareKind,
        TechId, content,
    };
    use crate::games::eclipse::ships::{ShipStats, layout_problems};

    /// A content enum from its snake_case id.
    fn id<T: serde::de::DeserializeOwned>(s: &str) -> Option<T> {
        serde_json::from_value(serde_json::Value::String(s.to_string())).ok()
    }

    /// The snake_case id of a content enum.
    fn name_of<T: serde::Serialize>(v: T) -> String {
        match serde_json::to_value(v) {
            Ok(serde_json::Value::String(s)) => s,
            _ => String::new(),
        }
    }

    fn class(kind: ShipKind) -> ShipClass {
        match kind {
            ShipKind::Interceptor => ShipClass::Interceptor,
            ShipKind::Cruiser => ShipClass::Cruiser,
            ShipKind::Dreadnought => ShipClass::Dreadnought,
            _ => ShipClass::Starbase,
        }
    }

    pub fn sector(tile: u16) -> Option<SectorInfo> {
        let s = content().sector(tile)?;
        Some(SectorInfo {
            id: s.id,
            name: s.name.clone(),
            ring: match s.ring {
                Ring::Center => 0,
                Ring::Inner => 1,
                Ring::Middle => 2,
                Ring::Outer => 3,
                Ring::Start => 4,
            },
            vp: i32::from(s.vp),
            squares: s
                .squares
                .iter()
                .map(|q| {
                    let r = match q.kind {
                        SquareKind::Money => Some(Resource::Money),
                        SquareKind::Science => Some(Resource::Science),
                        SquareKind::Materials => Some(Resource::Materials),
                        SquareKind::Wild => None,
                    };
                    (r, q.advanced)
                })
                .collect(),
            wormholes: std::array::from_fn(|d| s.has_wormhole(d, 0)),
            discovery: s.discovery,
            ancients: s.ancients,
            artifact: s.artifact,
            gcds: s.gcds,
        })
    }

    pub fn species(sid: &str) -> Option<SpeciesInfo> {
        let sp = content().species(SpeciesId::parse(sid)?)?;
        let bp = |k: ShipClass| {
            sp.blueprints
                .get(k)
                .slots
                .iter()
                .map(|p| p.map(name_of))
                .collect::<Vec<_>>()
        };
        Some(SpeciesInfo {
            id: sp.id.as_str().to_string(),
            name: sp.name.clone(),
            storage: [
                sp.starting.money,
                sp.starting.science,
                sp.starting.materials,
            ],
            trade: i32::from(sp.trade.max(1)),
            colony_ships: sp.colony_ships,
            techs: sp.starting_techs.iter().map(|t| name_of(*t)).collect(),
            reputation_slots: usize::from(
                sp.reputation_slots.either + sp.reputation_slots.reputation_only,
            ),
            ambassador_slots: usize::from(sp.reputation_slots.ambassador_only),
            discs: sp.influence_discs,
            explore: usize::from(sp.actions.explore),
            explore_draws: usize::from(sp.actions.explore_draws),
            influence: usize::from(sp.actions.influence),
            research: usize::from(sp.actions.research),
            upgrade: usize::from(sp.actions.upgrade),
            build: usize::from(sp.actions.build),
            moves: usize::from(sp.actions.movement),
            ship_cost: [
                i32::from(sp.build_cost(Buildable::Interceptor)),
                i32::from(sp.build_cost(Buildable::Cruiser)),
                i32::from(sp.build_cost(Buildable::Dreadnought)),
                i32::from(sp.build_cost(Buildable::Starbase)),
            ],
            orbital_cost: i32::from(sp.orbital_cost),
            monolith_cost: i32::from(sp.monolith_cost),
            printed: [
                bp(ShipClass::Interceptor),
                bp(ShipClass::Cruiser),
                bp(ShipClass::Dreadnought),
                bp(ShipClass::Starbase),
            ],
            starting_ships: sp
                .starting_ships
                .iter()
                .map(|c| match c {
                    ShipClass::Interceptor => ShipKind::Interceptor,
                    ShipClass::Cruiser => ShipKind::Cruiser,
                    ShipClass::Dreadnought => ShipKind::Dreadnought,
                    ShipClass::Starbase => ShipKind::Starbase,
                })
                .collect(),
            starting_reputation: usize::from(sp.starting_reputation_draws),
            special: sp.special.iter().map(|x| name_of(*x)).collect(),
        })
    }

    pub fn species_ids() -> Vec<String> {
        SpeciesId::ALL
            .iter()
            .map(|s| s.as_str().to_string())
            .collect()
    }

    /// The boards: (colour, Terran home, alien species, alien home).
    pub fn boards() -> Vec<(String, u16, String, u16)> {
        content()
            .tables
            .boards
            .iter()
            .map(|b| {
                (
                    name_of(b.color),
                    b.terran_home,
                    b.species.as_str().to_string(),
                    b.species_home,
                )
            })
            .collect()
    }

    /// The stack (0 inner, 1 middle, 2 outer) a position at this distance from the centre
    /// draws from (row 33).
    pub fn stack_for(distance: u32) -> usize {
        match Ring::for_distance(distance) {
            Ring::Middle => 1,
            Ring::Outer | Ring::Start => 2,
            Ring::Inner | Ring::Center => 0,
        }
    }

    /// Pieces of a ship type per player (§1 components).
    pub fn ship_limit(kind: ShipKind) -> usize {
        match kind {
            ShipKind::Ancient | ShipKind::Gcds => 0,
            k => usize::from(content().tables.piece_limits.ships(class(k))),
        }
    }

    /// Reputation draws for destroying a ship of this type, or for taking part (`None`).
    pub fn reputation_draws(kind: Option<ShipKind>) -> u8 {
        let d = &content().tables.reputation_draws;
        match kind {
            None => d.battle,
            Some(ShipKind::Interceptor) => d.interceptor,
            Some(ShipKind::Cruiser) => d.cruiser,
            Some(ShipKind::Dreadnought) => d.dreadnought,
            Some(ShipKind::Starbase) => d.starbase,
            Some(ShipKind::Ancient) => d.ancient,
            Some(ShipKind::Gcds) => d.gcds,
        }
    }

    /// VP of a discovery kept face down, of a Monolith, and of the Traitor card (§9).
    pub fn end_vp() -> (i32, i32, i32) {
        let t = &content().tables;
        (
            i32::from(t.discovery_vp),
            i32::from(t.monolith_vp),
            i32::from(t.traitor_vp),
        )
    }

    /// Cubes on each population track at the start (§2).
    pub fn cubes_per_track() -> u8 {
        content().tables.piece_limits.cubes_per_track
    }

    /// Most reputation tiles drawn after one battle.
    pub fn reputation_max() -> u8 {
        content().tables.reputation_draws.max
    }

    /// Tiles of a ring (1 inner, 2 middle, 3 outer).
    pub fn ring_tiles(ring: u8) -> Vec<u16> {
        let r = match ring {
            1 => Ring::Inner,
            2 => Ring::Middle,
            _ => Ring::Outer,
        };
        content().sectors_in(r).map(|s| s.id).collect()
    }

    /// (setup techs, techs per round, outer sectors) for a player count.
    pub fn scaling(players: usize) -> (usize, usize, usize) {
        content()
            .player_count(players as u8)
            .map(|p| {
                (
                    usize::from(p.setup_techs),
                    usize::from(p.techs_per_round),
                    usize::from(p.outer_sectors),
                )
            })
            .unwrap_or((12, 4, 5))
    }

    pub fn tech_tiles() -> Vec<String> {
        content()
            .tech_bag()
            .into_iter()
            .flat_map(|(t, n)| std::iter::repeat_n(name_of(t), usize::from(n)))
            .collect()
    }

    /// (category 0..3, cost, minimum cost).
    pub fn tech(tid: &str) -> Option<(usize, i32, i32)> {
        let t = content().tech(id::<TechId>(tid)?)?;
        Some((
            t.category as usize,
            i32::from(t.cost),
            i32::from(t.min_cost),
        ))
    }

    /// Influence discs a technology adds when researched (Quantum Grid, Advanced Robotics).
    pub fn tech_extra_discs(tid: &str) -> u8 {
        id::<TechId>(tid)
            .and_then(|t| content().tech(t))
            .map_or(0, |t| t.extra_discs)
    }

    /// Every technology: its id and its name (for the notation's name lookup).
    pub fn tech_names() -> Vec<(String, String)> {
        content()
            .technologies
            .iter()
            .map(|t| (name_of(t.id), t.name.clone()))
            .collect()
    }

    /// A technology's name by id (a catalog reference), or the id as typed.
    pub fn tech_name(tid: &str) -> Arg {
        id::<TechId>(tid)
            .and_then(|t| content().tech(t))
            .map_or_else(|| Arg::text(tid), |t| Arg::name(t.catalog_id()))
    }

    pub fn discount(owned: usize) -> i32 {
        let t = &content().tables.tech_discount;
        i32::from(t.get(owned).or(t.last()).copied().unwrap_or(0))
    }

    pub fn row_vp(owned: usize) -> i32 {
        i32::from(content().tech_row_vp(owned))
    }

    /// Production with this many cubes still on the track.
    pub fn production(cubes_on_track: u8) -> i32 {
        let per = content().tables.piece_limits.cubes_per_track;
        i32::from(content().production(usize::from(per.saturating_sub(cubes_on_track))))
    }

    /// Spaces on the influence track (the same board for every species).
    pub fn influence_spaces() -> u8 {
        content().tables.influence_track.len() as u8
    }

    pub fn upkeep(empty: u8) -> i32 {
        i32::from(content().upkeep(usize::from(empty)))
    }

    pub fn reputation_tiles() -> Vec<u8> {
        content()
            .tables
            .reputation_tiles
            .iter()
            .flat_map(|r| std::iter::repeat_n(r.vp, usize::from(r.tiles)))
            .collect()
    }

    pub fn discovery_tiles() -> Vec<String> {
        content()
            .discoveries
            .iter()
            .flat_map(|d| std::iter::repeat_n(d.id.clone(), usize::from(d.tiles)))
            .collect()
    }

    pub fn discovery(did: &str) -> (String, i32) {
        let Some(d) = content().discoveries.iter().find(|d| d.id == did) else {
            return (String::new(), 0);
        };
        let amount = i32::from(d.amount);
        match d.kind {
            DiscoveryKind::Money => ("money".into(), amount),
            DiscoveryKind::Science => ("science".into(), amount),
            DiscoveryKind::Materials => ("materials".into(), amount),
            DiscoveryKind::AncientTechnology => ("ancient_technology".into(), 0),
            DiscoveryKind::AncientCruiser => ("ancient_cruiser".into(), 0),
            DiscoveryKind::AncientPart => (
                format!("part:{}", d.part.map(name_of).unwrap_or_default()),
                0,
            ),
        }
    }

    fn to_stats(s: ShipStats) -> Stats {
        let dice = |v: &[c::Dice]| {
            v.iter()
                .flat_map(|d| std::iter::repeat_n(d.damage, usize::from(d.dice)))
                .collect::<Vec<u8>>()
        };
        Stats {
            initiative: s.initiative,
            movement: s.movement.clamp(0, 255) as u8,
            computer: s.computer,
            shield: s.shield,
            hull: s.hull.clamp(0, 255) as u8,
            energy: s.energy,
            cannons: dice(&s.cannons),
            missiles: dice(&s.missiles),
        }
    }

    pub fn neutral(kind: ShipKind) -> Stats {
        let n = &content().tables.neutrals;
        to_stats(ShipStats::neutral(if kind == ShipKind::Gcds {
            &n.gcds
        } else {
            &n.ancient
        }))
    }

    fn layout(slots: &[Option<String>]) -> Vec<Option<PartId>> {
        slots
            .iter()
            .map(|s| s.as_deref().and_then(id::<PartId>))
            .collect()
    }

    pub fn stats(sid: &str, kind: ShipKind, slots: &[Option<String>]) -> Stats {
        let c = content();
        let Some(sp) = SpeciesId::parse(sid)
            .and_then(|s| c.species(s))
            .or_else(|| c.terran())
        else {
            return Stats::default();
        };
        to_stats(ShipStats::from_layout(
            sp.blueprints.get(class(kind)),
            &layout(slots),
        ))
    }

    pub fn check_blueprint(
        sid: &str,
        kind: ShipKind,
        slots: &[Option<String>],
        techs: &[String],
        held: &[String],
    ) -> Result<(), Msg> {
        let _ = held;
        let c = content();
        let Some(sp) = SpeciesId::parse(sid)
            .and_then(|s| c.species(s))
            .or_else(|| c.terran())
        else {
            return Ok(());
        };
        let owned: Vec<TechId> = techs.iter().filter_map(|t| id::<TechId>(t)).collect();
        let problems = layout_problems(
            class(kind),
            sp.blueprints.get(class(kind)),
            &layout(slots),
            |t| owned.contains(&t),
        );
        // A missing technology is the first thing to say; then energy and drives.
        let first = problems
            .iter()
            .position(|m| m.id == "eclipse-layout-needs-tech")
            .unwrap_or(0);
        match problems.into_iter().nth(first) {
            Some(m) => Err(m),
            None => Ok(()),
        }
    }

    pub fn part_exists(pid: &str) -> bool {
        id::<PartId>(pid).is_some_and(|p| content().part(p).is_some())
    }

    /// Whether a part is an ancient one (found, never bought: it needs no technology).
    pub fn part_ancient(pid: &str) -> bool {
        id::<PartId>(pid)
            .and_then(|p| content().part(p))
            .is_some_and(|p| p.ancient)
    }

    /// Every ship part: its id and its name (for the notation's name lookup).
    pub fn part_names() -> Vec<(String, String)> {
        content()
            .parts
            .iter()
            .map(|p| (name_of(p.id), p.name.clone()))
            .collect()
    }

    /// A part's name by id (a catalog reference), or the id as typed.
    pub fn part_name(pid: &str) -> Arg {
        id::<PartId>(pid)
            .and_then(|p| content().part(p))
            .map_or_else(|| Arg::text(pid), |p| Arg::name(p.catalog_id()))
    }

    /// A sector's name by tile number (a catalog reference; empty text for no sector).
    pub fn sector_name(tile: u16) -> Arg {
        content()
            .sector(tile)
            .map_or_else(|| Arg::text(""), |s| Arg::name(s.catalog_id()))
    }

    /// A species' name by id (a catalog reference), or the id as typed.
    pub fn species_name(sid: &str) -> Arg {
        SpeciesId::parse(sid)
            .and_then(|s| content().species(s))
            .map_or_else(|| Arg::text(sid), |s| Arg::name(s.catalog_id()))
    }
}
