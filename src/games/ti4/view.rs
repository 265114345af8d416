//! What a viewer may see (digest section 5). A spectator's view holds no secret; a seat's view
//! adds that seat's own secret objectives and nothing of anyone else's.

use serde::Serialize;

use super::state::*;
use crate::core::rules::Viewer;
use crate::core::{Msg, Seat};

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PlayerView {
    pub seat: Seat,
    pub name: String,
    pub faction: String,
    pub color: PlayerColor,
    pub home_position: u32,
    pub victory_points: u8,
    pub trade_goods: u8,
    pub commodities: u8,
    pub tokens: CommandTokens,
    pub planets: Vec<PlanetCard>,
    pub techs: Vec<String>,
    /// Technology cards exhausted (§29): public, like the cards face down on the table.
    pub exhausted_techs: Vec<String>,
    /// Promissory notes in hand: the count only (§67).
    pub note_count: usize,
    /// Notes face up in the play area (public).
    pub play_area: Vec<HeldNote>,
    /// Action cards in hand: the count only (§38).
    pub action_card_count: usize,
    /// Unscored secret objectives held (or still to choose): the count only.
    pub secret_count: usize,
    pub scored_secrets: Vec<String>,
    /// (initiative, exhausted) of the strategy cards held.
    pub strategy_cards: Vec<(u8, bool)>,
    pub passed: bool,
    pub speaker: bool,
}

impl PlayerView {
    /// Whether this player's home system is at `position`.
    pub fn seat_home(&self, position: u32) -> bool {
        self.home_position == position
    }
}

/// The viewer's own hidden information.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Own {
    pub seat: Seat,
    pub secrets: Vec<String>,
    pub secret_offer: Vec<String>,
    pub action_cards: Vec<String>,
    /// The cards in hand that could be played right now (§38.2).
    pub playable: Vec<String>,
    pub notes: Vec<HeldNote>,
    /// Action-phase secret objectives whose moment has come: scorable now (§16.5).
    pub scorable_now: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Ti4View {
    pub round: u32,
    pub phase: Phase,
    /// Seats the game waits for.
    pub awaiting: Vec<Seat>,
    pub vp_target: u8,
    pub players: Vec<PlayerView>,
    pub systems: Vec<SystemState>,
    pub control: Vec<(String, Seat)>,
    pub custodians: bool,
    pub strategy_cards: Vec<StrategySlot>,
    pub revealed_objectives: Vec<String>,
    pub stage1_face_down: usize,
    pub stage2_face_down: usize,
    pub secret_deck: usize,
    pub initiative_order: Vec<Seat>,
    pub map_warnings: Vec<Msg>,
    /// The system activated in the tactical action under way (§87).
    pub active_system: Option<u32>,
    /// The systems activated this round, in order: (position, seat) (§59.1 KO; public).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub activated: Vec<(u32, Seat)>,
    /// What happened in those systems this round (§59 KO; public: moves, combats, retreats).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub happened: Vec<Happening>,
    /// Laws in play (§36) and the face-up agenda discard pile.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub laws: Vec<crate::games::ti4::rules::agenda::Law>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub agenda_discard: Vec<String>,
    /// Public objectives scored, and by whom (§61: public).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub scored_public: Vec<(String, Seat)>,
    pub own: Option<Own>,
}

/// The phase as everyone may see it: status-phase answers given early are hidden until they
/// apply (§64.1).
fn public_phase(phase: &Phase) -> Phase {
    let mut phase = phase.clone();
    if let Phase::Status(super::state::StatusStep::Scoring { early, .. }) = &mut phase {
        early.clear();
    }
    phase
}

pub fn view(state: &State, viewer: Viewer) -> Ti4View {
    let players = state
        .players
        .iter()
        .enumerate()
        .map(|(seat, p)| PlayerView {
            seat,
            name: p.name.clone(),
            faction: p.faction.clone(),
            color: p.color,
            home_position: p.home_position,
            victory_points: p.victory_points,
            trade_goods: p.trade_goods,
            commodities: p.commodities,
            tokens: p.tokens,
            planets: p.planets.clone(),
            techs: p.techs.clone(),
            exhausted_techs: p.exhausted_techs.clone(),
            action_card_count: p.action_cards.len(),
            note_count: p.notes.len(),
            play_area: p.play_area.clone(),
            secret_count: p.secrets.len() + usize::from(!p.secret_offer.is_empty()),
            scored_secrets: p.scored_secrets.clone(),
            strategy_cards: p
                .strategy_cards
                .iter()
                .map(|c| (*c, state.slot(*c).is_some_and(|s| s.exhausted)))
                .collect(),
            passed: p.passed,
            speaker: seat == state.speaker,
        })
        .collect();
    let own = match viewer {
        Viewer::Seat(seat) => state.players.get(seat).map(|p| Own {
            seat,
            secrets: p.secrets.clone(),
            secret_offer: p.secret_offer.clone(),
            action_cards: p.action_cards.clone(),
            playable: super::rules::cards::playable_now(state, seat),
            notes: p.notes.clone(),
            scorable_now: super::rules::objectives::scorable_now(state, seat),
        }),
        Viewer::Spectator => None,
    };
    let mut awaiting: Vec<Seat> = super::rules::prompts(state)
        .iter()
        .map(|p| p.seat)
        .collect();
    awaiting.dedup();
    Ti4View {
        round: state.round,
        phase: public_phase(&state.phase),
        awaiting,
        vp_target: state.vp_target,
        players,
        systems: state.systems.clone(),
        control: state.control.clone(),
        custodians: state.custodians,
        strategy_cards: state.strategy_cards.clone(),
        revealed_objectives: state.objectives.revealed.clone(),
        stage1_face_down: state.objectives.stage1_hidden.len(),
        stage2_face_down: state.objectives.stage2_hidden.len(),
        secret_deck: state.objectives.secret_deck.len(),
        initiative_order: state.initiative_order.clone(),
        map_warnings: state.map_warnings.clone(),
        active_system: match &state.phase {
            Phase::Action {
                tactical: Some(t), ..
            } => Some(t.system),
            _ => None,
        },
        activated: state.activated.clone(),
        happened: state.happened.clone(),
        laws: state.laws.clone(),
        agenda_discard: state.agenda_discard.clone(),
        scored_public: state.scored_public.clone(),
        own,
    }
}
