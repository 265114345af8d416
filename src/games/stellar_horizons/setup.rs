//! Setup (R 4.0 campaign, R 6.0 scenarios): factions for the seats and the NPFs, starting ships,
//! cash, technologies and policies, the tiles in play, initiative, relations, tech-marker pools.

use serde::{Deserialize, Serialize};

use super::content::{Field, content};
use super::rules::{self, econ, policy};
use super::state::*;
use crate::core::{GameRng, Msg};

/// A seated player.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PlayerSetup {
    pub name: String,
    pub faction: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ShSetup {
    pub scenario: String,
    pub players: Vec<PlayerSetup>,
    #[serde(default)]
    pub no_pirates: bool,
    /// Optional rule (R 2.3.5): the first private mission draw is two, keep one.
    #[serde(default)]
    pub choose_mission: bool,
}

/// The factions seats may take in a scenario (Ex Machina's AI is Japan's sheet).
pub fn seatable(scenario: &str) -> Vec<String> {
    let mut v: Vec<_> = content().factions.iter().collect();
    v.sort_by_key(|f| f.track);
    v.into_iter()
        .map(|f| f.id.clone())
        .filter(|id| !(scenario == "6" && id == "japan"))
        .collect()
}

fn ship(s: &mut State, owner: usize, design: &str, name: &str, at: Loc) {
    let id = s.new_id();
    let launched = !matches!(at, Loc::Surface(ref w) if w == "earth");
    s.ships.push(Ship {
        id,
        owner,
        design: design.into(),
        name: name.into(),
        at,
        damage: 0,
        reserved: false,
        cargo: [0; 3],
        halted: false,
        explored: false,
        searched: false,
        parked: false,
        lv: 0,
        launched,
        moves: 0,
        number: 0,
    });
}

pub fn setup(setup: &ShSetup, rng: &mut GameRng) -> Result<State, Vec<Msg>> {
    let c = content();
    let mut errors = Vec::new();
    let Some(sc) = c.scenario(&setup.scenario) else {
        return Err(vec![
            Msg::new("sh-unknown-scenario").text("scenario", setup.scenario.clone()),
        ]);
    };
    let n = setup.players.len();
    let (min, max) = if sc.id == "campaign" {
        (1, 7)
    } else {
        (sc.min, sc.max)
    };
    if n < min || n > max {
        errors.push(
            Msg::new("sh-player-count")
                .num("count", n as i64)
                .num("min", min as i64)
                .num("max", max as i64),
        );
    }
    // Factions: chosen ones first, the rest of the seats take the free ones in track order.
    let free = seatable(&sc.id);
    let mut chosen: Vec<Option<String>> = Vec::new();
    for p in &setup.players {
        match &p.faction {
            Some(f) if !free.contains(f) => {
                errors.push(Msg::new("sh-unknown-faction").text("faction", f.clone()));
                chosen.push(None);
            }
            Some(f) if chosen.iter().any(|x| x.as_deref() == Some(f)) => {
                errors.push(
                    Msg::new("sh-faction-taken")
                        .name("faction", super::content::catalog_id("faction", f)),
                );
                chosen.push(None);
            }
            other => chosen.push(other.clone()),
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let taken = chosen.clone();
    let mut left = free
        .iter()
        .filter(|f| !taken.iter().any(|x| x.as_ref() == Some(*f)));
    let seat_faction: Vec<String> = chosen
        .into_iter()
        .map(|x| x.or_else(|| left.next().cloned()).unwrap_or_default())
        .collect();
    let mut all: Vec<_> = c.factions.iter().collect();
    all.sort_by_key(|f| f.track);
    let nf = all.len();
    let mut s = State {
        scenario: sc.id.clone(),
        solo: sc.id == "campaign" && n == 1,
        year: sc.start,
        last_year: if sc.id == "5" {
            sc.victory
                .end_by_players
                .as_ref()
                .and_then(|v| v.get(n.saturating_sub(1)).copied())
                .unwrap_or(sc.end)
        } else {
            sc.end
        },
        step: Step::Build,
        order: vec![],
        turn: 0,
        names: setup.players.iter().map(|p| p.name.clone()).collect(),
        factions: all
            .iter()
            .map(|f| FactionState {
                id: f.id.clone(),
                seat: seat_faction.iter().position(|x| *x == f.id),
                cash: 0,
                politics: 0,
                vp: 0,
                banks: [0; 3],
                markers: [vec![], vec![], vec![]],
                techs: vec![],
                policies: vec![],
                relations: vec![NEUTRAL; nf],
                alpha_cv: false,
                alpha_re: false,
                bid: 0,
                attempts: vec![],
                passed: false,
                repairs: vec![],
                mission: None,
                completed: vec![],
                standing: Default::default(),
                surrendered_to: vec![],
                joint: vec![],
                built: Default::default(),
            })
            .collect(),
        ships: vec![],
        bases: vec![],
        worlds: c
            .worlds
            .iter()
            .filter(|w| sc.systems.contains(&w.system))
            .map(|w| WorldState {
                id: w.id.clone(),
                value: if sc.id == "6" {
                    (w.value - 1).max(0)
                } else {
                    w.value
                },
                life: 0,
                terraform: 0,
                depletions: 0,
                explorations: 0,
            })
            .collect(),
        systems: c
            .systems
            .iter()
            .filter(|x| sc.systems.contains(&x.id))
            .map(|x| x.id.clone())
            .collect(),
        pirates: vec![],
        asteroids: vec![],
        pirate_cache: 0,
        next_id: 0,
        pools: Field::ALL.map(econ::full_pool),
        incoming: None,
        no_pirates: setup.no_pirates,
        data_override: None,
        invader: None,
        over: None,
        serial: 0,
        pending: None,
        extra: Default::default(),
        fleets: Default::default(),
        strike: None,
        mission_pool: vec![],
        common_mission: None,
    };
    for p in &mut s.pools {
        rng.shuffle(p);
    }
    let players: Vec<usize> = (0..nf).filter(|f| s.factions[*f].seat.is_some()).collect();
    if sc.id == "campaign" {
        // R 4.0: starting ships, cash, techs and policies; initiative in the printed order.
        for &f in &players {
            let cf = c.faction(&s.factions[f].id).cloned();
            let Some(cf) = cf else { continue };
            s.factions[f].cash = cf.cash;
            s.factions[f].techs = cf.techs.clone();
            s.factions[f].policies = cf.policies.clone();
            for st in &cf.ships {
                if let Some(at) = Loc::parse(&st.at) {
                    ship(&mut s, f, &st.design, &st.name, at);
                }
            }
        }
        s.order = players.clone();
        s.step = Step::Move;
        rules::missions::deal(&mut s, rng);
        if setup.choose_mission {
            rules::missions::offer_choice(&mut s);
        }
    } else {
        // R 6.0: every tech of columns 1..N (no life techs), one policy per decade start, the
        // scenario's cash, initiative rolled.
        let techs: Vec<String> = c
            .techs
            .iter()
            .filter(|t| t.column <= sc.tech_level && !t.excluded_from_tech_level)
            .map(|t| t.id.clone())
            .collect();
        let policies = ((sc.start - 2030) / 10 + 1).max(0) as usize;
        let cash = if sc.split {
            sc.cash / n.max(1) as i32
        } else {
            sc.cash
        };
        for &f in &players {
            let fs = &mut s.factions[f];
            fs.techs = techs.clone();
            for _ in 0..policies {
                if let Some(p) = policy::available(&fs.policies, 10)
                    .into_iter()
                    .find(|p| policy::level_of(p).is_some_and(|(_, l)| l < 3))
                {
                    fs.policies.push(p);
                }
            }
            fs.cash = cash;
        }
        let mut order = players.clone();
        rng.shuffle(&mut order);
        s.order = order;
        scenario_specials(&mut s, &players, rng);
    }
    if s.order.is_empty() {
        return Err(vec![
            Msg::new("sh-player-count")
                .num("count", 0)
                .num("min", min as i64)
                .num("max", max as i64),
        ]);
    }
    let first = s.step;
    rules::begin(&mut s, first, rng);
    Ok(s)
}

fn scenario_specials(s: &mut State, players: &[usize], _rng: &mut GameRng) {
    let n = players.len() as i32;
    match s.scenario.as_str() {
        "3" => {
            let per = content()
                .scenario("3")
                .and_then(|x| x.victory.strength_per_player)
                .unwrap_or(20);
            s.incoming = Some(Incoming {
                strength: per * n,
                removed: vec![],
            });
        }
        "4" => {
            s.invader = Some(Invader {
                damage: 0,
                target: None,
            });
        }
        "6" => {
            // The AI: Japan's sheet, at war with everyone, a base on Pluto with a small spaceport.
            if let Some(ai) = s.factions.iter().position(|f| f.id == "japan") {
                for o in 0..s.factions.len() {
                    if o != ai {
                        s.factions[ai].relations[o] = WAR;
                        s.factions[o].relations[ai] = WAR;
                    }
                }
                let id = s.new_id();
                s.bases.push(Base {
                    id,
                    owner: ai,
                    world: "pluto".into(),
                    orbital: false,
                    levels: [3, 0, 0, 0],
                    damage: [0; 4],
                    settlements: 0,
                    stock: [0; 3],
                    built: false,
                    product: None,
                    blockaded_by: None,
                    terraformed: 0,
                });
            }
        }
        "7" => {
            // The colony: South America at embargo with everyone, a Phobos/Deimos base with a
            // large mining station and 12 ORE, 4 FUEL, 7 SUP; Phobos/Deimos depleted.
            if let Some(col) = s.factions.iter().position(|f| f.id == "south-america") {
                for o in 0..s.factions.len() {
                    if o != col {
                        s.factions[col].relations[o] = EMBARGO;
                        s.factions[o].relations[col] = EMBARGO;
                    }
                }
                let id = s.new_id();
                s.bases.push(Base {
                    id,
                    owner: col,
                    world: "phobos-deimos".into(),
                    orbital: false,
                    levels: [0, 2, 0, 0],
                    damage: [0; 4],
                    settlements: 0,
                    stock: [12, 4, 7],
                    built: false,
                    product: None,
                    blockaded_by: None,
                    terraformed: 0,
                });
                if let Some(w) = s.world_mut("phobos-deimos") {
                    w.value = 0;
                }
                if let Some(f) = s.factions.get_mut(col) {
                    f.cash = 30;
                }
            }
        }
        _ => {}
    }
    let _ = Field::ALL;
}

#[cfg(test)]
pub mod tests {
    use super::*;

    /// A campaign of `n` bot seats, set up with a fixed seed.
    pub fn campaign(n: usize) -> State {
        scenario("campaign", n)
    }

    pub fn scenario(id: &str, n: usize) -> State {
        let setup = ShSetup {
            scenario: id.into(),
            players: (0..n)
                .map(|i| PlayerSetup {
                    name: format!("p{i}"),
                    faction: None,
                })
                .collect(),
            no_pirates: false,
            choose_mission: false,
        };
        super::setup(&setup, &mut GameRng::for_step(42, 0)).expect("setup")
    }

    /// R 4.0: the campaign starts in 2030 at the movement phase with each faction's ships and
    /// cash; unplayed factions stay as NPFs with relations; everyone starts Neutral.
    #[test]
    fn sh_4_0_campaign_setup() {
        let s = campaign(3);
        assert_eq!(s.year, 2030);
        assert_eq!(s.factions.len(), 7);
        assert_eq!(s.factions.iter().filter(|f| f.seat.is_some()).count(), 3);
        let na = s.factions.iter().find(|f| f.id == "north-america").unwrap();
        assert_eq!(na.cash, 20);
        assert!(s.ships.iter().any(|x| x.name == "Orion"));
        assert!(
            s.factions
                .iter()
                .all(|f| f.relations.iter().all(|r| *r == NEUTRAL))
        );
        assert!(
            s.factions
                .iter()
                .filter(|f| f.seat.is_none())
                .all(|f| f.cash == 0)
        );
    }

    /// R 6.0: scenario tech level N gives every tech of columns 1..N except the life techs; the
    /// scenario's cash; only the listed tiles.
    #[test]
    fn sh_6_0_scenario_setup() {
        let s = scenario("1", 2);
        assert_eq!(s.year, 2032);
        let f = s.order[0];
        assert_eq!(s.factions[f].cash, 40);
        assert!(s.factions[f].has("ion-engines") && !s.factions[f].has("plasmodynamic-propulsion"));
        assert!(!s.factions[f].has("signs-of-life"));
        assert!(s.world("mars").is_some() && s.world("titan").is_none());
        assert_eq!(s.factions[f].policies.len(), 1, "one policy for the 2030s");
        let inv = scenario("4", 3);
        assert!(inv.invader.is_some());
        assert_eq!(inv.factions[inv.order[0]].cash, 80 / 3, "split cash");
        let inc = scenario("3", 2);
        assert_eq!(inc.incoming.as_ref().unwrap().strength, 40);
        let ai = scenario("6", 2);
        assert!(ai.bases.iter().any(|b| b.world == "pluto"));
        assert_eq!(ai.world("pluto").unwrap().value, 7, "all worlds −1");
    }

    /// Setup lists every problem at once.
    #[test]
    fn setup_reports_every_problem() {
        let setup = ShSetup {
            scenario: "6".into(),
            players: vec![
                PlayerSetup {
                    name: "a".into(),
                    faction: Some("japan".into()),
                },
                PlayerSetup {
                    name: "b".into(),
                    faction: Some("vulcan".into()),
                },
            ],
            no_pirates: false,
            choose_mission: false,
        };
        let e = super::setup(&setup, &mut GameRng::for_step(1, 0)).unwrap_err();
        assert_eq!(e.len(), 2);
    }
}
