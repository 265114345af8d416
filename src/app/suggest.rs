//! Suggestions while a player types a command option (Discord's autocomplete): the legal
//! actions of `/play` now, the factions and colours `/game join` may still name. A plain read:
//! nothing is written. Labels are messages; the edge puts them into the typist's language and
//! keeps those that match what they typed.

use super::{App, AppError, User};
use crate::core::{Game, Msg};
use crate::store;

/// The option being typed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    /// `/play action:`: the requester's choices now, valued with their notation.
    Play,
    /// `/game join faction:`: the factions (species) nobody holds yet.
    Faction,
    /// `/game join color:`: the colours nobody holds yet.
    Color,
}

/// One suggestion: what the player reads, and what the option is set to when they pick it.
#[derive(Debug, Clone, PartialEq)]
pub struct Suggestion {
    pub label: Msg,
    pub value: String,
}

impl App {
    /// What `user` may put in `field` in `channel`'s game now; empty when nothing fits (no
    /// game, not seated, nothing awaited of them).
    pub async fn suggest(
        &self,
        user: &User,
        channel: u64,
        field: Field,
    ) -> Result<Vec<Suggestion>, AppError> {
        let mut c = self.db.acquire_read().await?;
        let Some(game) = store::open_game_in_channel(&mut c, &channel.to_string()).await? else {
            return Ok(Vec::new());
        };
        let kind = super::kind_of(&game)?;
        match (field, game.status.as_str()) {
            (Field::Play, "lobby") => Ok(Vec::new()),
            (Field::Play, _) => {
                with_game!(kind, G => playable::<G>(self, &mut c, &game, user).await)
            }
            (_, "lobby") => {
                let rows = store::seats(&mut c, game.id).await?;
                let others = super::lobby::lobby_seats(&rows);
                Ok(with_game!(kind, G => joinable::<G>(field, &others)))
            }
            _ => Ok(Vec::new()),
        }
    }
}

/// The requester's open choices, each valued with its notation (typed as is by `/play`).
async fn playable<G: Game>(
    app: &App,
    c: &mut store::Conn,
    game: &store::GameRow,
    user: &User,
) -> Result<Vec<Suggestion>, AppError> {
    let l = super::play::loaded::<G>(app, c, game).await?;
    if G::is_over(&l.state) {
        return Ok(Vec::new());
    }
    let me = super::play::seat_of(&l.seats, user);
    Ok(l.prompts()
        .iter()
        .filter(|p| Some(p.seat) == me)
        .flat_map(|p| &p.choices)
        .map(|ch| Suggestion {
            label: ch.label.clone(),
            value: ch.notation.clone(),
        })
        .collect())
}

/// The factions or colours a join may still name: those the game's own check accepts.
fn joinable<G: Game>(field: Field, others: &[crate::core::game::LobbySeat]) -> Vec<Suggestion> {
    let choices = G::join_choices();
    match field {
        Field::Faction => choices
            .factions
            .into_iter()
            .filter(|f| G::check_join(Some(f), None, others).is_ok())
            .map(|f| Suggestion {
                label: G::faction_name(&f).unwrap_or_else(|| Msg::verbatim(&f)),
                value: f,
            })
            .collect(),
        Field::Color => choices
            .colors
            .into_iter()
            .filter(|c| G::check_join(None, Some(c), others).is_ok())
            .map(|c| Suggestion {
                label: Msg::new(format!("color-{c}")),
                value: c,
            })
            .collect(),
        Field::Play => Vec::new(),
    }
}
