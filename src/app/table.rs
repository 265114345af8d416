//! What the app needs from a game beyond the pure rules: lobby options, join checks, turning
//! a lobby into a setup, and the private "hand" text. One impl per game.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::core::msg::Translate;
use crate::core::rules::{Rules, Viewer};
use crate::core::{Msg, Seat};
use crate::games::GameKind;
use crate::games::eclipse::{self, Eclipse};
use crate::games::ti4::{self, Ti4};

/// A seated player as the lobby knows them.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LobbySeat {
    pub name: String,
    pub faction: Option<String>,
    pub color: Option<String>,
}

pub trait TableGame: Rules {
    const KIND: GameKind;
    /// The rules version new games are created under, recorded in `games.rules_version` and on
    /// every action row. An older game replays under its own version: version 1 is the per-step
    /// RNG (seed and log position), version 2 the keyed stream (`core::rng`).
    const RULES_VERSION: i64;
    /// The oldest rules version this build still replays, under that version's own rules.
    /// A game recorded outside `OLDEST_RULES_VERSION..=RULES_VERSION` is refused, not guessed.
    const OLDEST_RULES_VERSION: i64 = 1;
    type Options: Serialize + DeserializeOwned + Clone + Default;

    /// Options from `/game new`. `text` is `key=value` pairs separated by spaces.
    fn parse_options(
        players: Option<i64>,
        map: Option<&str>,
        text: Option<&str>,
    ) -> Result<Self::Options, Msg>;

    /// Most players the game seats with these options.
    fn max_players(options: &Self::Options) -> usize;
    fn min_players() -> usize;

    /// Checks a join's faction and colour against those already taken; returns them
    /// normalised (faction id, colour id).
    fn check_join(
        faction: Option<&str>,
        color: Option<&str>,
        others: &[LobbySeat],
    ) -> Result<(Option<String>, Option<String>), Msg>;

    fn make_setup(
        options: &Self::Options,
        seats: &[LobbySeat],
        speaker: Option<Seat>,
    ) -> Self::Setup;

    /// Lines describing a seat's own hidden information, for `/hand` and DMs.
    fn hand(view: &Self::View, tr: &dyn Translate) -> Vec<String>;

    /// A key that changes when the phase or round changes (a new board is posted then).
    fn phase_key(state: &Self::State) -> String;

    /// The closing summary of a finished game (standings, how the points were made).
    fn summary(state: &Self::State, tr: &dyn Translate) -> Vec<String>;

    /// Every secret text of the state (for tests: none may appear in public output).
    fn secrets_of(state: &Self::State, seat: Seat) -> Vec<String>;

    /// An open reaction window that closes by itself: its key (a new key means a new timer),
    /// the seat to act for and the action that closes it. `None`: nothing to time.
    fn timeout(_state: &Self::State) -> Option<(String, Seat, Self::Action)> {
        None
    }

    /// The display name of a faction (species) id chosen at join, if the game knows it.
    fn faction_name(_id: &str) -> Option<String> {
        None
    }

    /// Players the options ask for (0 = any number within the limits).
    fn wanted_players(_options: &Self::Options) -> usize {
        0
    }

    fn view_for(state: &Self::State, seat: Option<Seat>) -> Self::View {
        Self::view(state, seat.map(Viewer::Seat).unwrap_or(Viewer::Spectator))
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Ti4Options {
    pub players: Option<usize>,
    pub vp_target: u8,
    pub map: Option<String>,
}

impl Default for Ti4Options {
    fn default() -> Self {
        Ti4Options {
            players: None,
            vp_target: 10,
            map: None,
        }
    }
}

impl TableGame for Ti4 {
    const KIND: GameKind = GameKind::Ti4;
    const RULES_VERSION: i64 = 2;
    type Options = Ti4Options;

    fn parse_options(
        players: Option<i64>,
        map: Option<&str>,
        text: Option<&str>,
    ) -> Result<Ti4Options, Msg> {
        let mut o = Ti4Options::default();
        if let Some(p) = players {
            if !(3..=6).contains(&p) {
                return Err(Msg::new("ti4-setup-player-count").num("count", p));
            }
            o.players = Some(p as usize);
        }
        if let Some(m) = map.filter(|m| !m.trim().is_empty()) {
            // Check the string's shape now, against the biggest board, so a typo is caught early.
            let layout = ti4::content::layout(o.players.unwrap_or(6)).ok_or_else(|| {
                Msg::new("ti4-setup-player-count").num("count", o.players.unwrap_or(6) as i64)
            })?;
            if let Err(errs) = ti4::galaxy::parse_map_string(m, layout) {
                return Err(errs
                    .into_iter()
                    .next()
                    .unwrap_or_else(|| Msg::new("ti4-map-length")));
            }
            o.map = Some(m.trim().to_string());
        }
        for pair in text.unwrap_or("").split_whitespace() {
            let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
            match (k.to_ascii_lowercase().as_str(), v) {
                ("vp", "10") => o.vp_target = 10,
                ("vp", "14") => o.vp_target = 14,
                _ => return Err(Msg::new("ti4-options-help").text("option", pair)),
            }
        }
        Ok(o)
    }

    fn faction_name(id: &str) -> Option<String> {
        ti4::content::faction(id).map(|f| f.name.clone())
    }

    fn wanted_players(options: &Ti4Options) -> usize {
        options.players.unwrap_or(0)
    }

    fn max_players(options: &Ti4Options) -> usize {
        options.players.unwrap_or(6)
    }

    fn min_players() -> usize {
        3
    }

    fn check_join(
        faction: Option<&str>,
        color: Option<&str>,
        others: &[LobbySeat],
    ) -> Result<(Option<String>, Option<String>), Msg> {
        let faction = match faction.filter(|f| !f.trim().is_empty()) {
            None => None,
            Some(q) => {
                let f = ti4::content::faction(q).ok_or_else(|| {
                    let all = ti4::content::content()
                        .factions
                        .iter()
                        .map(|f| f.id.as_str())
                        .collect::<Vec<_>>()
                        .join(", ");
                    Msg::new("ti4-unknown-faction-join")
                        .text("faction", q)
                        .text("factions", all)
                })?;
                if others
                    .iter()
                    .any(|o| o.faction.as_deref() == Some(f.id.as_str()))
                {
                    return Err(Msg::new("ti4-setup-faction-taken").text("faction", &f.name));
                }
                Some(f.id.clone())
            }
        };
        let color = match color.filter(|c| !c.trim().is_empty()) {
            None => None,
            Some(q) => {
                let c = ti4::state::PlayerColor::parse(q).ok_or_else(|| {
                    Msg::new("ti4-unknown-color").text("color", q).text(
                        "colors",
                        ti4::state::PlayerColor::ALL.map(|c| c.id()).join(", "),
                    )
                })?;
                if others.iter().any(|o| o.color.as_deref() == Some(c.id())) {
                    return Err(Msg::new("ti4-setup-color-taken").text("color", c.id()));
                }
                Some(c.id().to_string())
            }
        };
        Ok((faction, color))
    }

    fn make_setup(
        options: &Ti4Options,
        seats: &[LobbySeat],
        speaker: Option<Seat>,
    ) -> ti4::Ti4Setup {
        ti4::Ti4Setup {
            players: seats
                .iter()
                .map(|s| ti4::PlayerSetup {
                    name: s.name.clone(),
                    faction: s.faction.clone(),
                    color: s.color.as_deref().and_then(ti4::state::PlayerColor::parse),
                })
                .collect(),
            speaker,
            map: options.map.clone(),
            vp_target: options.vp_target,
        }
    }

    fn hand(view: &ti4::Ti4View, tr: &dyn Translate) -> Vec<String> {
        let Some(own) = &view.own else {
            return Vec::new();
        };
        let describe = |id: &String| {
            ti4::content::objective(id)
                .map(|o| {
                    tr.tr(&Msg::new("ti4-hand-objective")
                        .text("name", &o.name)
                        .text("text", &o.text))
                })
                .unwrap_or_else(|| id.clone())
        };
        let mut lines = Vec::new();
        if !own.secret_offer.is_empty() {
            lines.push(tr.t("ti4-hand-offer"));
            lines.extend(own.secret_offer.iter().map(describe));
        }
        lines.push(tr.tr(&Msg::new("ti4-hand-secrets").num("count", own.secrets.len() as i64)));
        lines.extend(own.secrets.iter().map(describe));
        // Action-phase secrets whose moment has come (§16.5): scorable until the phase ends.
        lines.extend(own.scorable_now.iter().map(|id| {
            tr.tr(&Msg::new("ti4-hand-can-score")
                .text("objective", ti4::rules::status::objective_name(id))
                .text("id", id))
        }));
        lines.push(tr.tr(&Msg::new("ti4-hand-notes").num("count", own.notes.len() as i64)));
        lines.extend(own.notes.iter().map(|h| {
            let owner = view
                .players
                .get(h.owner)
                .map(|p| p.name.clone())
                .unwrap_or_default();
            ti4::content::promissory_note(&h.note)
                .map(|n| {
                    tr.tr(&Msg::new("ti4-hand-note")
                        .text("name", &n.name)
                        .text("owner", owner)
                        .text("text", &n.text))
                })
                .unwrap_or_else(|| h.note.clone())
        }));
        lines.push(
            tr.tr(&Msg::new("ti4-hand-action-cards").num("count", own.action_cards.len() as i64)),
        );
        lines.extend(own.action_cards.iter().map(|id| {
            ti4::content::action_card(id)
                .map(|c| {
                    tr.tr(&Msg::new("ti4-hand-action-card")
                        .text("name", &c.name)
                        .text("window", &c.window)
                        .text("text", &c.text))
                })
                .unwrap_or_else(|| id.clone())
        }));
        lines.extend(own.playable.iter().map(|id| {
            tr.tr(&Msg::new("ti4-hand-playable")
                .text("card", ti4::rules::action_cards::card_name(id))
                .text(
                    "notation",
                    format!("play {id} {}", ti4::rules::cards::expects(id)),
                ))
        }));
        lines
    }

    /// The open reaction window (rules/window.rs: a played card awaiting Sabotage §38.3, an
    /// agenda's windows §35.2, the secondaries §57.1, …) waits until everyone asked has answered
    /// or the table's reaction time has run out; its id keys the timer.
    /// A pause at a combat or invasion moment is such a window; a claimed objective (§16) waits
    /// the same way. Silent players count as confirming or passing.
    fn timeout(state: &ti4::State) -> Option<(String, Seat, ti4::Action)> {
        if ti4::rules::moments::legacy(state) {
            let mut upgraded = state.clone();
            ti4::rules::moments::resume_legacy(&mut upgraded);
            return Self::timeout(&upgraded);
        }
        // A pause at a combat or invasion moment is a window opened by the active player: the
        // timer acts as them.
        if let Some(w) = &state.window {
            return Some((w.id.to_string(), w.seat, ti4::Action::Expire));
        }
        if let Some(c) = &state.claim {
            return Some((format!("claim-{}", c.id), c.seat, ti4::Action::Expire));
        }
        None
    }

    /// A new board is posted when the round, the phase or the player taking a turn changes.
    fn phase_key(state: &ti4::State) -> String {
        let phase = match &state.phase {
            ti4::state::Phase::SecretObjectives => "setup".to_string(),
            ti4::state::Phase::Strategy { .. } => "strategy".to_string(),
            ti4::state::Phase::Action { active, .. } => format!("action:{active}"),
            ti4::state::Phase::Status(ti4::state::StatusStep::Scoring { .. }) => {
                "status".to_string()
            }
            ti4::state::Phase::Status(ti4::state::StatusStep::Tokens { .. }) => {
                "status:tokens".to_string()
            }
            ti4::state::Phase::Agenda(a) => format!("agenda:{}", a.number),
            ti4::state::Phase::Over { .. } => "over".to_string(),
        };
        format!("{}:{phase}", state.round)
    }

    fn summary(state: &ti4::State, tr: &dyn Translate) -> Vec<String> {
        let mut lines =
            vec![tr.tr(&Msg::new("ti4-summary-title").num("round", state.round as i64))];
        let mut order: Vec<usize> = (0..state.players.len()).collect();
        order.sort_by_key(|s| std::cmp::Reverse(state.players[*s].victory_points));
        for s in order {
            let p = &state.players[s];
            let objectives: Vec<String> = state
                .scored_public
                .iter()
                .filter(|(_, seat)| *seat == s)
                .map(|(o, _)| o.clone())
                .chain(p.scored_secrets.iter().cloned())
                .map(|id| {
                    ti4::content::objective(&id)
                        .map(|o| o.name.clone())
                        .unwrap_or(id)
                })
                .collect();
            // Where the points came from: objectives, Support for the Throne, the rest (the
            // Imperial Mecatol Rex point, agendas, riders, adjustments).
            let objective_vp: i64 = state
                .scored_public
                .iter()
                .filter(|(_, seat)| *seat == s)
                .map(|(o, _)| o)
                .chain(p.scored_secrets.iter())
                .filter_map(|id| ti4::content::objective(id))
                .map(|o| o.points as i64)
                .sum();
            let throne = p
                .play_area
                .iter()
                .filter(|h| h.note == "support_for_the_throne")
                .count() as i64;
            let other = p.victory_points as i64 - objective_vp - throne;
            lines.push(
                tr.tr(&Msg::new("ti4-summary-line")
                    .text("player", &p.name)
                    .num("vp", p.victory_points as i64)
                    .num("objective_vp", objective_vp)
                    .num("throne_vp", throne)
                    .num("other_vp", other)
                    .text(
                        "objectives",
                        if objectives.is_empty() {
                            tr.t("none")
                        } else {
                            objectives.join(", ")
                        },
                    )),
            );
        }
        lines
    }

    fn secrets_of(state: &ti4::State, seat: Seat) -> Vec<String> {
        let p = &state.players[seat];
        p.secrets
            .iter()
            .chain(&p.secret_offer)
            .flat_map(|id| {
                let name = ti4::content::objective(id).map(|o| o.name.clone());
                std::iter::once(id.clone()).chain(name)
            })
            .collect()
    }
}

/// Eclipse lobby options: the number of players (2–6).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct EclipseOptions {
    pub players: Option<usize>,
}

impl TableGame for Eclipse {
    const KIND: GameKind = GameKind::Eclipse;
    const RULES_VERSION: i64 = 2;
    type Options = EclipseOptions;

    fn parse_options(
        players: Option<i64>,
        map: Option<&str>,
        text: Option<&str>,
    ) -> Result<EclipseOptions, Msg> {
        let mut o = EclipseOptions::default();
        if let Some(p) = players {
            if !(2..=6).contains(&p) {
                return Err(Msg::new("ec-setup-player-count").num("count", p));
            }
            o.players = Some(p as usize);
        }
        if let Some(m) = map.filter(|m| !m.trim().is_empty()) {
            return Err(Msg::new("ec-options-help").text("option", m));
        }
        if let Some(t) = text.and_then(|t| t.split_whitespace().next()) {
            return Err(Msg::new("ec-options-help").text("option", t));
        }
        Ok(o)
    }

    fn max_players(options: &EclipseOptions) -> usize {
        options.players.unwrap_or(6)
    }

    fn min_players() -> usize {
        2
    }

    fn wanted_players(options: &EclipseOptions) -> usize {
        options.players.unwrap_or(0)
    }

    fn faction_name(id: &str) -> Option<String> {
        eclipse::rules::data::species(id).map(|s| s.name)
    }

    fn check_join(
        faction: Option<&str>,
        color: Option<&str>,
        others: &[LobbySeat],
    ) -> Result<(Option<String>, Option<String>), Msg> {
        let species = match faction.map(|f| f.trim().to_ascii_lowercase().replace([' ', '-'], "_"))
        {
            // No species named: a Terran (the seed's first-game advice).
            None => Some("terran".to_string()),
            Some(f) if f.is_empty() => Some("terran".to_string()),
            Some(f) => {
                if eclipse::rules::data::species(&f).is_none() {
                    return Err(Msg::new("ec-unknown-species")
                        .text("species", f)
                        .text("all", eclipse::rules::data::species_ids().join(", ")));
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
                if !eclipse::state::COLORS.contains(&c.as_str()) {
                    return Err(Msg::new("ec-unknown-color")
                        .text("color", c)
                        .text("colors", eclipse::state::COLORS.join(", ")));
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

    fn make_setup(
        _options: &EclipseOptions,
        seats: &[LobbySeat],
        speaker: Option<Seat>,
    ) -> eclipse::setup::EclipseSetup {
        eclipse::setup::EclipseSetup {
            players: seats
                .iter()
                .map(|s| eclipse::setup::PlayerSetup {
                    name: s.name.clone(),
                    species: s.faction.clone(),
                    color: s.color.clone(),
                })
                .collect(),
            start: speaker,
        }
    }

    fn hand(view: &eclipse::view::EclipseView, tr: &dyn Translate) -> Vec<String> {
        let Some(own) = &view.own else {
            return Vec::new();
        };
        let mut lines = vec![
            tr.tr(&Msg::new("ec-hand-reputation")
                .num("count", own.reputation.len() as i64)
                .text(
                    "tiles",
                    own.reputation
                        .iter()
                        .map(|v| v.to_string())
                        .collect::<Vec<_>>()
                        .join(", "),
                )),
        ];
        if !own.drawn.is_empty() {
            lines.push(
                tr.tr(&Msg::new("ec-log-reputation-drawn").text(
                    "tiles",
                    own.drawn
                        .iter()
                        .map(|v| v.to_string())
                        .collect::<Vec<_>>()
                        .join(", "),
                )),
            );
        }
        if let Some(d) = &own.discovery {
            lines.push(tr.tr(&Msg::new("ec-log-found-private").text("tile", d.clone())));
        }
        lines
    }

    /// A new board is posted when the round, the phase or the player taking a turn changes.
    fn phase_key(state: &eclipse::state::State) -> String {
        use eclipse::state::Phase;
        let phase = match &state.phase {
            Phase::Action { active } => format!("action:{active}"),
            Phase::Combat => "combat".to_string(),
            Phase::Upkeep => "upkeep".to_string(),
            Phase::Over { .. } => "over".to_string(),
        };
        format!("{}:{phase}", state.round)
    }

    fn summary(state: &eclipse::state::State, tr: &dyn Translate) -> Vec<String> {
        let mut lines = vec![tr.t("ec-summary-title")];
        let mut order: Vec<usize> = (0..state.players.len()).collect();
        let score = |s: usize| eclipse::rules::upkeep::score(state, s);
        order.sort_by_key(|s| std::cmp::Reverse(score(*s)));
        for s in order {
            let parts = eclipse::rules::upkeep::score_parts(state, s);
            lines.push(
                tr.tr(&Msg::new("ec-summary-line")
                    .text("player", &state.players[s].name)
                    .num("vp", score(s))
                    .num("reputation", parts[0])
                    .num("ambassadors", parts[1])
                    .num("sectors", parts[2])
                    .num("discoveries", parts[3])
                    .num("monoliths", parts[4])
                    .num("techs", parts[5])
                    .num("traitor", parts[6])
                    .num("species", parts[7])),
            );
        }
        lines
    }

    /// Reputation values are the secret: the private lines that show them.
    fn secrets_of(state: &eclipse::state::State, seat: Seat) -> Vec<String> {
        let p = &state.players[seat];
        let mut out: Vec<String> = p
            .reputation
            .iter()
            .map(|v| format!("reputation tile worth {v}"))
            .collect();
        for pending in &state.pending {
            if let eclipse::state::Pending::Reputation { seat: s, drawn } = pending
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
}
