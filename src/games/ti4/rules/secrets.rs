//! Setup step 12a (digest section 2, §16.17 secret objectives): each player draws 2 secret
//! objectives, keeps 1 and shuffles the other back into the deck unseen. Simultaneous and private.

use super::name;
use crate::core::rules::Applied;
use crate::core::{Choice, GameRng, LogEntry, Msg, Prompt, Seat};
use crate::games::ti4::content;
use crate::games::ti4::state::{Phase, State};

pub fn prompts(state: &State) -> Vec<Prompt> {
    state
        .players
        .iter()
        .enumerate()
        .filter(|(_, p)| !p.secret_offer.is_empty())
        .map(|(seat, p)| Prompt {
            seat,
            ask: Msg::new("ti4-ask-keep-secret"),
            choices: p
                .secret_offer
                .iter()
                .map(|id| Choice {
                    label: Msg::new("ti4-choice-keep-secret").text("objective", objective_name(id)),
                    notation: format!("keep {id}"),
                })
                .collect(),
            private: true,
        })
        .collect()
}

pub fn objective_name(id: &str) -> String {
    content::objective(id)
        .map(|o| o.name.clone())
        .unwrap_or_else(|| id.to_string())
}

pub fn keep(
    state: &mut State,
    seat: Seat,
    objective: &str,
    rng: &mut GameRng,
) -> Result<Applied, Msg> {
    if state.phase != Phase::SecretObjectives {
        return Err(Msg::new("ti4-wrong-phase-secret"));
    }
    let player = &mut state.players[seat];
    if player.secret_offer.is_empty() {
        return Err(Msg::new("ti4-secret-already-kept"));
    }
    let Some(i) = player.secret_offer.iter().position(|o| o == objective) else {
        let offered = player
            .secret_offer
            .iter()
            .map(|id| objective_name(id))
            .collect::<Vec<_>>()
            .join(", ");
        return Err(Msg::new("ti4-secret-not-offered").text("offered", offered));
    };
    let kept = player.secret_offer.remove(i);
    let returned: Vec<String> = std::mem::take(&mut player.secret_offer);
    player.secrets.push(kept.clone());
    // The card not kept goes back unseen and the deck is reshuffled.
    state.objectives.secret_deck.extend(returned);
    rng.shuffle(&mut state.objectives.secret_deck);
    let mut log = vec![
        LogEntry::public(Msg::new("ti4-log-secret-kept").text("player", name(state, seat))),
        LogEntry::private(
            seat,
            Msg::new("ti4-log-secret-kept-private").text("objective", objective_name(&kept)),
        ),
    ];
    if state.players.iter().all(|p| p.secret_offer.is_empty()) {
        log.extend(super::strategy::begin(state));
    }
    Ok(Applied {
        log,
        barrier: false,
    })
}
