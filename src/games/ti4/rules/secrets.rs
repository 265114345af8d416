//! Setup choices. Step 12a (digest section 2, §16.17 secret objectives): each player draws 2
//! secret objectives, keeps 1 and shuffles the other back into the deck unseen — simultaneous and
//! private. Step 11: a faction without fixed starting technologies (Winnu) takes any 1
//! technology that has no prerequisites — public.

use super::name;
use crate::core::msg::Arg;
use crate::core::rules::Applied;
use crate::core::{Choice, GameRng, LogEntry, Msg, Prompt, Seat};
use crate::games::WithArg;
use crate::games::ti4::content;
pub use crate::games::ti4::content::objective_name;
use crate::games::ti4::state::{Phase, State};

/// Technologies a player may take at setup when their faction chooses one: generic, coloured,
/// no prerequisites.
pub fn starting_tech_options() -> Vec<&'static content::Technology> {
    content::content()
        .technologies
        .iter()
        .filter(|t| t.faction.is_none() && t.color.is_some() && t.prerequisites.is_empty())
        .collect()
}

/// The question of the secret objectives offered: what the decision needs, each objective with
/// its condition (the private prompt carries no hand; issue 16).
fn keep_ask(offer: &[String]) -> Msg {
    let lines = offer.iter().map(|id| {
        crate::games::ti4::content::objective(id)
            .map(|o| {
                Msg::new("ti4-hand-objective")
                    .name("name", o.catalog_id())
                    .name("text", o.text_catalog_id())
            })
            .unwrap_or_else(|| Msg::verbatim(id))
    });
    std::iter::once(Msg::new("ti4-ask-keep-secret"))
        .chain(lines)
        .reduce(|a, b| Msg::new("ti4-two-lines").msg("a", a).msg("b", b))
        .unwrap_or_else(|| Msg::new("ti4-ask-keep-secret"))
}

pub fn prompts(state: &State) -> Vec<Prompt> {
    let techs = state
        .players
        .iter()
        .enumerate()
        .filter(|(_, p)| p.starting_tech_pending)
        .map(|(seat, _)| Prompt {
            seat,
            id: "tech0".into(),
            ask: Msg::new("ti4-ask-starting-tech"),
            choices: starting_tech_options()
                .into_iter()
                .map(|t| Choice {
                    label: Msg::new("ti4-choice-starting-tech").name("tech", t.catalog_id()),
                    notation: format!("tech {}", t.id),
                })
                .collect(),
            private: false,
        });
    let secrets = state
        .players
        .iter()
        .enumerate()
        .filter(|(_, p)| !p.secret_offer.is_empty())
        .map(|(seat, p)| Prompt {
            seat,
            id: "keep".into(),
            ask: keep_ask(&p.secret_offer),
            choices: p
                .secret_offer
                .iter()
                .map(|id| Choice {
                    label: Msg::new("ti4-choice-keep-secret").with("objective", objective_name(id)),
                    notation: format!("keep {id}"),
                })
                .collect(),
            private: true,
        });
    secrets.chain(techs).collect()
}

/// Setup step 11 for a faction that chooses its starting technology.
pub fn starting_tech(state: &mut State, seat: Seat, tech: &str) -> Result<Applied, Msg> {
    if state.phase != Phase::SecretObjectives {
        return Err(Msg::new("ti4-wrong-phase-secret"));
    }
    if !state.players[seat].starting_tech_pending {
        return Err(Msg::new("ti4-no-starting-tech-choice"));
    }
    let options = starting_tech_options();
    let Some(t) = options.iter().find(|t| t.id == tech) else {
        let names = options
            .iter()
            .map(|t| Arg::name(t.catalog_id()))
            .collect::<Vec<_>>();
        return Err(Msg::new("ti4-starting-tech-not-allowed").list("techs", names));
    };
    let player = &mut state.players[seat];
    player.techs.push(t.id.clone());
    player.starting_tech_pending = false;
    let mut log = vec![LogEntry::public(
        Msg::new("ti4-log-starting-tech")
            .text("player", name(state, seat))
            .name("tech", t.catalog_id()),
    )];
    log.extend(finish_if_done(state));
    Ok(Applied {
        log,
        barrier: false,
    })
}

/// Once every setup choice is made, the strategy phase of round 1 begins.
fn finish_if_done(state: &mut State) -> Vec<LogEntry> {
    let done = state
        .players
        .iter()
        .all(|p| p.secret_offer.is_empty() && !p.starting_tech_pending);
    if done {
        super::strategy::begin(state)
    } else {
        Vec::new()
    }
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
            .collect::<Vec<_>>();
        return Err(Msg::new("ti4-secret-not-offered").list("offered", offered));
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
            Msg::new("ti4-log-secret-kept-private").with("objective", objective_name(&kept)),
        ),
    ];
    log.extend(finish_if_done(state));
    Ok(Applied {
        log,
        barrier: false,
    })
}
