//! Full setup (RR "정식 게임 준비"; digest section 2): factions, colours, speaker, the galaxy,
//! starting units, command tokens, planet cards, objectives and the secret-objective deal.

use serde::{Deserialize, Serialize};

use super::content::{self, SystemKind};
use super::galaxy;
use super::state::*;
use crate::core::hex::Hex;
use crate::core::{GameRng, Msg, Seat};

/// Command tokens at the start (setup step 11): 3 tactic, 3 fleet, 2 strategy, 8 in reinforcements.
pub const START_TOKENS: CommandTokens = CommandTokens {
    tactic: 3,
    fleet: 3,
    strategy: 2,
    reinforcements: 8,
};

/// Stage I and stage II objectives dealt face down at setup (step 12c).
pub const OBJECTIVES_PER_STAGE: usize = 5;
/// Stage I objectives revealed at setup (step 12d).
pub const REVEALED_AT_START: usize = 2;
/// Secret objectives drawn at setup, of which 1 is kept (step 12a).
pub const SECRETS_OFFERED: usize = 2;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PlayerSetup {
    pub name: String,
    /// Faction by id, name or alias; `None` = drawn at random from the factions left.
    pub faction: Option<String>,
    pub color: Option<PlayerColor>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Ti4Setup {
    /// Players in seating order (clockwise).
    pub players: Vec<PlayerSetup>,
    /// The speaker's seat; `None` = drawn at random (setup step 1).
    pub speaker: Option<Seat>,
    /// A community map string (tile numbers for positions 1..36); `None` = build the galaxy.
    pub map: Option<String>,
    /// 10 or 14 victory points (§34.2).
    pub vp_target: u8,
    /// The engine behaviour the game was set up under ([`RULES`] for a new game). A game stored
    /// before a behaviour change replays as it was played: its setup has no `rules` (0), and
    /// what came later (see `State::rules`) stays off for it.
    #[serde(default)]
    pub rules: u32,
}

/// The engine behaviour new games are set up under: 1 adds Mitosis (the Arborec sheet).
pub const RULES: u32 = 1;

pub fn setup(s: &Ti4Setup, rng: &mut GameRng) -> Result<State, Vec<Msg>> {
    let c = content::content();
    let n = s.players.len();
    let mut errors = Vec::new();
    if !(3..=6).contains(&n) {
        errors.push(Msg::new("ti4-setup-player-count").num("count", n as i64));
    }
    if s.vp_target != 10 && s.vp_target != 14 {
        errors.push(Msg::new("ti4-setup-vp-target").num("vp", s.vp_target as i64));
    }
    if let Some(sp) = s.speaker
        && sp >= n
    {
        errors.push(Msg::new("ti4-setup-speaker").num("seat", sp as i64 + 1));
    }
    // Factions: known and distinct.
    let mut chosen: Vec<Option<&'static content::Faction>> = Vec::new();
    for p in &s.players {
        match &p.faction {
            None => chosen.push(None),
            Some(q) => match content::faction(q) {
                Some(f) => {
                    if chosen.iter().flatten().any(|g| g.id == f.id) {
                        errors.push(
                            Msg::new("ti4-setup-faction-taken").name("faction", f.catalog_id()),
                        );
                    }
                    chosen.push(Some(f));
                }
                None => {
                    errors.push(Msg::new("ti4-unknown-faction").text("faction", q.as_str()));
                    chosen.push(None);
                }
            },
        }
    }
    let mut colors_taken = Vec::new();
    for p in &s.players {
        if let Some(col) = p.color {
            if colors_taken.contains(&col) {
                errors.push(Msg::new("ti4-setup-color-taken").text("color", col.id()));
            }
            colors_taken.push(col);
        }
    }
    let layout = if (3..=6).contains(&n) {
        content::layout(n)
    } else {
        None
    };
    let imported = match (&s.map, layout) {
        (Some(m), Some(l)) => match galaxy::parse_map_string(m, l) {
            Ok(tiles) => Some(tiles),
            Err(mut e) => {
                errors.append(&mut e);
                None
            }
        },
        _ => None,
    };
    if !errors.is_empty() {
        return Err(errors);
    }
    let Some(layout) = layout else {
        return Err(vec![
            Msg::new("ti4-setup-player-count").num("count", n as i64),
        ]);
    };

    // Step 2: factions left open are drawn at random from those nobody took.
    let mut free: Vec<&'static content::Faction> = c
        .factions
        .iter()
        .filter(|f| !chosen.iter().flatten().any(|g| g.id == f.id))
        .collect();
    rng.shuffle(&mut free);
    let factions: Vec<&content::Faction> = chosen
        .into_iter()
        .map(|f| f.unwrap_or_else(|| free.pop().expect("17 factions for at most 6 players")))
        .collect();
    let mut free_colors = PlayerColor::ALL
        .into_iter()
        .filter(|col| !colors_taken.contains(col));
    let colors: Vec<PlayerColor> = s
        .players
        .iter()
        .map(|p| {
            p.color
                .unwrap_or_else(|| free_colors.next().expect("6 colours for at most 6 players"))
        })
        .collect();

    // Step 1: the speaker, at random unless the table fixed it.
    let speaker = s.speaker.unwrap_or_else(|| rng.below(n));

    // Step 6: the galaxy.
    let homes: Vec<u16> = factions.iter().map(|f| f.home_system).collect();
    let (placed, map_warnings) = match imported {
        Some(tiles) => {
            let warnings = galaxy::adjacency_warnings(&tiles);
            (tiles, warnings)
        }
        None => (galaxy::build(layout, rng), Vec::new()),
    };
    let mut systems: Vec<SystemState> = vec![SystemState {
        tile: galaxy::MECATOL_TILE,
        position: 0,
        units: Vec::new(),
        command_tokens: Vec::new(),
        detached: false,
    }];
    for (position, tile) in placed {
        systems.push(SystemState {
            tile,
            position,
            units: Vec::new(),
            command_tokens: Vec::new(),
            detached: false,
        });
    }

    // Steps 3–5 and 11: home systems, starting units, planets, techs, command tokens.
    let mut players = Vec::new();
    let mut control = Vec::new();
    for (seat, ((p, f), color)) in s.players.iter().zip(&factions).zip(&colors).enumerate() {
        let seat_position = layout.home_positions[seat];
        let home = content::system(f.home_system).expect("faction home system exists");
        // Creuss: the Creuss Gate takes the seat on the map; the home system itself is detached,
        // drawn just outside the map and reached only through the delta wormhole (§4.1, §45).
        let seat_tile = c.seat_tile(f);
        let position = if seat_tile != f.home_system {
            systems.push(SystemState {
                tile: seat_tile,
                position: seat_position,
                units: Vec::new(),
                command_tokens: Vec::new(),
                detached: false,
            });
            let outside = Hex::from_position(seat_position)
                .neighbors()
                .into_iter()
                .find(|h| h.ring() > 3)
                .unwrap_or(Hex::from_position(seat_position));
            outside.position()
        } else {
            seat_position
        };
        debug_assert_eq!(home.kind, SystemKind::Home);
        let mut units = Vec::new();
        for su in &f.starting_units {
            units.push(UnitGroup {
                owner: seat,
                kind: su.unit,
                count: su.count,
                planet: su.planet.clone(),
                damaged: 0,
            });
        }
        systems.push(SystemState {
            tile: homes[seat],
            position,
            units,
            command_tokens: Vec::new(),
            detached: position != seat_position,
        });
        let planets: Vec<PlanetCard> = home
            .planets
            .iter()
            .map(|pl| PlanetCard {
                planet: pl.id.clone(),
                exhausted: false,
            })
            .collect();
        for pl in &home.planets {
            control.push((pl.id.clone(), seat));
        }
        let trade_goods = if n == 5 {
            layout.trade_goods_for(seat_position)
        } else {
            0
        };
        players.push(Player {
            name: p.name.clone(),
            faction: f.id.clone(),
            color: *color,
            home_position: position,
            victory_points: 0,
            trade_goods,
            commodities: 0,
            tokens: START_TOKENS,
            planets,
            techs: f.starting_techs.clone(),
            exhausted_techs: Vec::new(),
            starting_tech_pending: f.starting_tech_choice,
            action_cards: Vec::new(),
            // §67: the 4 generic notes and the faction's own, in the owner's hand.
            notes: c
                .promissory_notes
                .iter()
                .filter(|n| n.faction.is_none() || n.faction.as_deref() == Some(f.id.as_str()))
                .map(|n| HeldNote {
                    note: n.id.clone(),
                    owner: seat,
                })
                .collect(),
            play_area: Vec::new(),
            secret_offer: Vec::new(),
            secrets: Vec::new(),
            scored_secrets: Vec::new(),
            strategy_cards: Vec::new(),
            passed: false,
            eliminated: false,
            no_skip: false,
            auto_pass: false,
            fight_on: false,
            auto_hits: false,
            revive: 0,
            pending_discards: 0,
            assimilated: Vec::new(),
        });
    }
    systems.sort_by_key(|s| s.position);

    // Step 8 and 12: shuffle the objective decks, deal 5 + 5 face down, reveal 2 stage I.
    let mut stage1: Vec<String> = c
        .public_objectives
        .iter()
        .filter(|o| o.stage == Some(1))
        .map(|o| o.id.clone())
        .collect();
    let mut stage2: Vec<String> = c
        .public_objectives
        .iter()
        .filter(|o| o.stage == Some(2))
        .map(|o| o.id.clone())
        .collect();
    let mut secret_deck: Vec<String> = c.secret_objectives.iter().map(|o| o.id.clone()).collect();
    rng.shuffle(&mut stage1);
    rng.shuffle(&mut stage2);
    rng.shuffle(&mut secret_deck);
    stage1.truncate(OBJECTIVES_PER_STAGE);
    stage2.truncate(OBJECTIVES_PER_STAGE);
    let revealed: Vec<String> = stage1.drain(..REVEALED_AT_START).collect();
    for player in &mut players {
        for _ in 0..SECRETS_OFFERED {
            let card = secret_deck.remove(0);
            player.secret_offer.push(card);
        }
    }

    // Step 8: the agenda deck, shuffled (last, so it draws on nothing that came before).
    let mut agenda_deck: Vec<String> = c.agendas.iter().map(|a| a.id.clone()).collect();
    rng.shuffle(&mut agenda_deck);
    let mut action_deck: Vec<String> = c.action_deck().into_iter().map(|a| a.id.clone()).collect();
    rng.shuffle(&mut action_deck);

    let strategy_cards = c
        .strategy_cards
        .iter()
        .map(|sc| StrategySlot {
            initiative: sc.initiative,
            holder: None,
            trade_goods: 0,
            exhausted: false,
        })
        .collect();

    Ok(State {
        rules: s.rules,
        round: 1,
        phase: Phase::SecretObjectives,
        players,
        speaker,
        vp_target: s.vp_target,
        systems,
        control,
        custodians: true,
        strategy_cards,
        objectives: Objectives {
            stage1_hidden: stage1,
            stage2_hidden: stage2,
            revealed,
            secret_deck,
        },
        scored_public: Vec::new(),
        facts: Default::default(),
        claim: None,
        strategic: None,
        agenda_deck,
        action_deck,
        action_discard: Vec::new(),
        laws: Vec::new(),
        agenda_discard: Vec::new(),
        agenda_effects: Default::default(),
        offer: None,
        traded_with: Vec::new(),
        window: None,
        turn_actions: 0,
        windows_opened: 0,
        turns_done: 0,
        last_pick: None,
        disgraced: None,
        keep_strategy: Vec::new(),
        creuss_tokens: Vec::new(),
        last_research: None,
        tech: Default::default(),
        held_windows: Vec::new(),
        activated: Vec::new(),
        happened: Vec::new(),
        initiative_order: Vec::new(),
        map_warnings,
    })
}
