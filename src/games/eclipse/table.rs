//! What Eclipse adds for the table: lobby options, join checks, the setup from a lobby, the
//! private hand and the closing summary.

use serde::{Deserialize, Serialize};

use crate::core::game::LobbySeat;
use crate::core::{Choice, Msg, Seat, Tone};

/// Eclipse lobby options: the number of players (2–6).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct EclipseOptions {
    pub players: Option<usize>,
}

/// `/game new` options: only `players` (2–6); Eclipse has no other option.
pub fn parse_options(players: Option<i64>, text: Option<&str>) -> Result<EclipseOptions, Msg> {
    let mut o = EclipseOptions::default();
    if let Some(p) = players {
        if !(2..=6).contains(&p) {
            return Err(Msg::new("ec-setup-player-count").num("count", p));
        }
        o.players = Some(p as usize);
    }
    if let Some(t) = text.and_then(|t| t.split_whitespace().next()) {
        return Err(Msg::new("ec-options-help").text("option", t));
    }
    Ok(o)
}

pub fn max_players(options: &EclipseOptions) -> usize {
    options.players.unwrap_or(6)
}

pub fn min_players() -> usize {
    2
}

pub fn wanted_players(options: &EclipseOptions) -> usize {
    options.players.unwrap_or(0)
}

/// A species' name, as a catalog reference.
pub fn faction_name(id: &str) -> Option<Msg> {
    let sid = crate::games::eclipse::content::SpeciesId::parse(id)?;
    super::content::content()
        .species(sid)
        .map(|s| Msg::new(s.catalog_id()))
}

pub fn check_join(
    faction: Option<&str>,
    color: Option<&str>,
    others: &[LobbySeat],
) -> Result<(Option<String>, Option<String>), Msg> {
    let species = match faction.map(|f| f.trim().to_ascii_lowercase().replace([' ', '-'], "_")) {
        // No species named: a Terran (the seed's first-game advice).
        None => Some("terran".to_string()),
        Some(f) if f.is_empty() => Some("terran".to_string()),
        Some(f) => {
            if super::rules::data::species(&f).is_none() {
                return Err(Msg::new("ec-unknown-species")
                    .text("species", f)
                    .text("all", super::rules::data::species_ids().join(", ")));
            }
            if f != "terran"
                && others
                    .iter()
                    .any(|o| o.faction.as_deref() == Some(f.as_str()))
            {
                return Err(Msg::new("ec-setup-species-taken").text("species", f));
            }
            Some(f)
        }
    };
    let color = match color.map(|c| c.trim().to_ascii_lowercase()) {
        None => None,
        Some(c) if c.is_empty() => None,
        Some(c) => {
            if !super::state::COLORS.contains(&c.as_str()) {
                return Err(Msg::new("ec-unknown-color")
                    .text("color", c)
                    .text("colors", super::state::COLORS.join(", ")));
            }
            if others
                .iter()
                .any(|o| o.color.as_deref() == Some(c.as_str()))
            {
                return Err(Msg::new("ec-color-taken").text("color", c));
            }
            Some(c)
        }
    };
    Ok((species, color))
}

pub fn make_setup(
    _options: &EclipseOptions,
    seats: &[LobbySeat],
    speaker: Option<Seat>,
) -> super::setup::EclipseSetup {
    super::setup::EclipseSetup {
        players: seats
            .iter()
            .map(|s| super::setup::PlayerSetup {
                name: s.name.clone(),
                species: s.faction.clone(),
                color: s.color.clone(),
            })
            .collect(),
        start: speaker,
    }
}

pub fn hand(view: &super::view::EclipseView) -> Vec<Msg> {
    let Some(own) = &view.own else {
        return Vec::new();
    };
    let mut lines = vec![
        Msg::new("ec-hand-reputation")
            .num("count", own.reputation.len() as i64)
            .text(
                "tiles",
                own.reputation
                    .iter()
                    .map(|v| v.to_string())
                    .collect::<Vec<_>>()
                    .join(", "),
            ),
    ];
    if !own.drawn.is_empty() {
        lines.push(
            Msg::new("ec-log-reputation-drawn").text(
                "tiles",
                own.drawn
                    .iter()
                    .map(|v| v.to_string())
                    .collect::<Vec<_>>()
                    .join(", "),
            ),
        );
    }
    if let Some(d) = &own.discovery {
        lines.push(
            Msg::new("ec-log-found-private")
                .msg("tile", super::rules::action_phase::discovery_name(d)),
        );
    }
    lines
}

/// A new board is posted when the round, the phase or the player taking a turn changes.
pub fn phase_key(state: &super::state::State) -> String {
    use super::state::Phase;
    let phase = match &state.phase {
        Phase::Action { active } => format!("action:{active}"),
        Phase::Combat => "combat".to_string(),
        Phase::Upkeep => "upkeep".to_string(),
        Phase::Over { .. } => "over".to_string(),
    };
    format!("{}:{phase}", state.round)
}

/// A moment to show the board again (`Game::board_due`): a new phase, round or turn
/// (`phase_key`), and a sector drawn to be placed, so that the placement prompt comes with the
/// board showing it in each rotation its explorer may choose (issue 16).
pub fn board_due(before: &super::state::State, after: &super::state::State) -> bool {
    phase_key(before) != phase_key(after)
        || (drawn(after).is_some() && drawn(before) != drawn(after))
        || (super::view::upgrading(after).is_some()
            && super::view::upgrading(before) != super::view::upgrading(after))
}

/// The sector waiting to be placed, and where.
fn drawn(state: &super::state::State) -> Option<(u16, u32)> {
    state.pending.iter().find_map(|p| match p {
        super::state::Pending::Place { tile, hex, .. } => Some((*tile, hex.position())),
        _ => None,
    })
}

pub fn summary(state: &super::state::State) -> Vec<Msg> {
    let mut lines = vec![Msg::new("ec-summary-title")];
    let mut order: Vec<usize> = (0..state.players.len()).collect();
    let score = |s: usize| super::rules::upkeep::score(state, s);
    order.sort_by_key(|s| std::cmp::Reverse(score(*s)));
    for s in order {
        let parts = super::rules::upkeep::score_parts(state, s);
        lines.push(
            Msg::new("ec-summary-line")
                .text("player", &state.players[s].name)
                .num("vp", score(s))
                .num("reputation", parts[0])
                .num("ambassadors", parts[1])
                .num("sectors", parts[2])
                .num("discoveries", parts[3])
                .num("monoliths", parts[4])
                .num("techs", parts[5])
                .num("traitor", parts[6])
                .num("species", parts[7]),
        );
    }
    lines
}

/// Reputation values are the secret: the private lines that show them.
pub fn secrets_of(state: &super::state::State, seat: Seat) -> Vec<String> {
    let p = &state.players[seat];
    let mut out: Vec<String> = p
        .reputation
        .iter()
        .map(|v| format!("reputation tile worth {v}"))
        .collect();
    for pending in &state.pending {
        if let super::state::Pending::Reputation { seat: s, drawn } = pending
            && *s == seat
        {
            out.push(format!(
                "reputation tiles worth {}",
                drawn
                    .iter()
                    .map(|v| v.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
    }
    out
}

/// How a choice is shown: accepting is `Confirm`; passing, declining, "no" and "done" are
/// `Decline`; discarding, withdrawing and conceding are `Destructive`; everything else is an
/// ordinary choice. By the label's message id.
pub fn tone(choice: &Choice) -> Tone {
    match choice.label.id.as_str() {
        "ec-choice-accept" => Tone::Confirm,
        "ec-choice-pass"
        | "ec-choice-no-reaction"
        | "ec-choice-noclaim"
        | "ec-choice-decline"
        | "ec-choice-done" => Tone::Decline,
        "ec-choice-discard" | "ec-choice-withdraw" | "ec-choice-concede" => Tone::Destructive,
        _ => Tone::Default,
    }
}
