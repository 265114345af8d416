//! `/help`: what this channel's game waits for and what the requester can do now, or, with no
//! game here, which games there are and how to start one. A plain read: nothing is written.

use super::{App, AppError, Effects, Request};
use crate::core::msg::{Arg, Text};
use crate::core::{Game, Msg};
use crate::games::GameKind;
use crate::store::{self, GameRow};

/// Discord shows at most 25 buttons; the help lists as many choices.
const MAX_LISTED: usize = 25;

pub(super) async fn handle(app: &App, req: &Request) -> Result<Effects, AppError> {
    let mut c = app.db.acquire_read().await?;
    let channel = req.channel.to_string();
    let game = match store::open_game_in_channel(&mut c, &channel).await? {
        Some(g) => Some(g),
        None => super::consent::finished_game(&mut c, req.channel).await?,
    };
    let mut buttons = Vec::new();
    let mut text = match &game {
        None => general(),
        Some(g) if g.status == "lobby" => {
            let kind = super::kind_of(g)?;
            let seated = store::seats(&mut c, g.id).await?.len();
            let mut t = Text::from(
                Msg::new("help-lobby")
                    .msg("game", Msg::new(format!("game-name-{}", kind.id())))
                    .num("count", seated as i64),
            );
            t.push(with_game!(kind, G => game_line::<G>()));
            t
        }
        Some(g) => {
            let kind = super::kind_of(g)?;
            let (text, toggles) = with_game!(kind, G => in_game::<G>(app, &mut c, req, g).await?);
            buttons = super::present::order_buttons(g.id, &toggles);
            text
        }
    };
    text.push(Msg::new("help-commands"));
    let mut e = Effects::ephemeral(text);
    e.reply.buttons = buttons;
    Ok(e)
}

/// No game here: the games, their options and how to start.
fn general() -> Text {
    let mut t = Text::from(
        Msg::new("help-intro").list(
            "games",
            GameKind::ALL
                .iter()
                .map(|k| Arg::msg(Msg::new(format!("game-name-{}", k.id()))))
                .collect(),
        ),
    );
    t.push(Msg::new("help-start"));
    for &k in GameKind::ALL {
        t.push(with_game!(k, G => game_line::<G>()));
    }
    t
}

/// One game: its id, player counts and options.
fn game_line<G: Game>() -> Msg {
    let options = G::Options::default();
    Msg::new("help-game")
        .msg("game", Msg::new(format!("game-name-{}", G::ID)))
        .text("id", G::ID)
        .num("min", G::min_players() as i64)
        .num("max", G::max_players(&options) as i64)
        .msg("options", G::options_help())
}

/// A game under way: who is awaited, and the requester's open prompts with their choices; and
/// the requester's standing orders, to switch by buttons (a seated player in a game not over).
async fn in_game<G: Game>(
    app: &App,
    c: &mut store::Conn,
    req: &Request,
    game: &GameRow,
) -> Result<(Text, Vec<crate::core::orders::Toggle>), AppError> {
    let l = super::play::loaded::<G>(app, c, game).await?;
    let mut t =
        Text::from(Msg::new("help-playing").msg("game", Msg::new(format!("game-name-{}", G::ID))));
    if G::is_over(&l.state) {
        t.push(Msg::new("help-over"));
        return Ok((t, Vec::new()));
    }
    for m in G::phase_help(&l.state) {
        t.push(m);
    }
    let me = super::play::seat_of(&l.seats, &req.user);
    if let Some(orders) = me.and_then(|seat| G::standing_orders(&l.state, seat)) {
        t.push(orders);
    }
    let toggles = me.map_or_else(Vec::new, |seat| G::order_toggles(&l.state, seat));
    let mine: Vec<_> = l.prompts().iter().filter(|p| Some(p.seat) == me).collect();
    for p in &mine {
        t.push(Msg::new("help-awaited-you").msg("ask", p.ask.clone()));
        let listed: Vec<Arg> = p
            .choices
            .iter()
            .take(MAX_LISTED)
            .map(|c| {
                Arg::msg(
                    Msg::new("help-choice")
                        .msg("label", c.label.clone())
                        .text("notation", &c.notation),
                )
            })
            .collect();
        if !listed.is_empty() {
            t.push(
                Msg::new("help-choices")
                    .list("choices", listed)
                    .num("more", p.choices.len().saturating_sub(MAX_LISTED) as i64),
            );
        }
    }
    if mine.is_empty() {
        let waiting = super::present::awaited_names::<G>(&l.state, &l.seats).join(", ");
        t.push(match me {
            Some(_) => Msg::new("help-awaited-others").text("players", waiting),
            None => Msg::new("help-spectator").text("players", waiting),
        });
    }
    Ok((t, toggles))
}
