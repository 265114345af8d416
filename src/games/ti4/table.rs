//! What TI4 adds for the table: lobby options, join checks, the setup from a lobby, the private
//! hand, the closing summary, the phase key that posts a new board, and reaction timers.

use crate::games::WithArg;
use serde::{Deserialize, Serialize};

use crate::core::game::LobbySeat;
use crate::core::{Choice, Msg, Seat, Tone};

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

/// `/game new` options: `players` (3–6), and in `text`: `vp=10` or `vp=14`, and
/// `map="<map string>"` (a TI4 map string: tile numbers by position, separated by spaces or
/// commas; quote it when it holds spaces).
pub fn parse_options(players: Option<i64>, text: Option<&str>) -> Result<Ti4Options, Msg> {
    let mut o = Ti4Options::default();
    if let Some(p) = players {
        if !(3..=6).contains(&p) {
            return Err(Msg::new("ti4-setup-player-count").num("count", p));
        }
        o.players = Some(p as usize);
    }
    let text = text.unwrap_or("");
    let pairs =
        shlex::split(text).ok_or_else(|| Msg::new("options-quotes").text("options", text))?;
    for pair in &pairs {
        let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
        match (k.to_ascii_lowercase().as_str(), v) {
            ("vp", "10") => o.vp_target = 10,
            ("vp", "14") => o.vp_target = 14,
            ("map", m) if !m.trim().is_empty() => {
                let m = m.replace(',', " ");
                // Check the string's shape now, against the biggest board, so a typo is caught
                // early.
                let layout = super::content::layout(o.players.unwrap_or(6)).ok_or_else(|| {
                    Msg::new("ti4-setup-player-count").num("count", o.players.unwrap_or(6) as i64)
                })?;
                if let Err(errs) = super::galaxy::parse_map_string(&m, layout) {
                    return Err(errs
                        .into_iter()
                        .next()
                        .unwrap_or_else(|| Msg::new("ti4-map-length")));
                }
                o.map = Some(m.split_whitespace().collect::<Vec<_>>().join(" "));
            }
            _ => return Err(Msg::new("ti4-options-help").text("option", pair)),
        }
    }
    Ok(o)
}

/// A faction's name, as a catalog reference.
pub fn faction_name(id: &str) -> Option<Msg> {
    super::content::faction(id).map(|f| Msg::new(f.catalog_id()))
}

pub fn wanted_players(options: &Ti4Options) -> usize {
    options.players.unwrap_or(0)
}

pub fn max_players(options: &Ti4Options) -> usize {
    options.players.unwrap_or(6)
}

pub fn min_players() -> usize {
    3
}

pub fn check_join(
    faction: Option<&str>,
    color: Option<&str>,
    others: &[LobbySeat],
) -> Result<(Option<String>, Option<String>), Msg> {
    let faction = match faction.filter(|f| !f.trim().is_empty()) {
        None => None,
        Some(q) => {
            let f = super::content::faction(q).ok_or_else(|| {
                let all = super::content::content()
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
                return Err(Msg::new("ti4-setup-faction-taken").name("faction", f.catalog_id()));
            }
            Some(f.id.clone())
        }
    };
    let color = match color.filter(|c| !c.trim().is_empty()) {
        None => None,
        Some(q) => {
            let c = super::state::PlayerColor::parse(q).ok_or_else(|| {
                Msg::new("ti4-unknown-color").text("color", q).text(
                    "colors",
                    super::state::PlayerColor::ALL.map(|c| c.id()).join(", "),
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

pub fn make_setup(
    options: &Ti4Options,
    seats: &[LobbySeat],
    speaker: Option<Seat>,
) -> super::Ti4Setup {
    super::Ti4Setup {
        players: seats
            .iter()
            .map(|s| super::PlayerSetup {
                name: s.name.clone(),
                faction: s.faction.clone(),
                color: s
                    .color
                    .as_deref()
                    .and_then(super::state::PlayerColor::parse),
            })
            .collect(),
        speaker,
        map: options.map.clone(),
        vp_target: options.vp_target,
        rules: super::setup::RULES,
    }
}

pub fn hand(view: &super::Ti4View) -> Vec<Msg> {
    let Some(own) = &view.own else {
        return Vec::new();
    };
    let describe = |id: &String| {
        super::content::objective(id)
            .map(|o| {
                Msg::new("ti4-hand-objective")
                    .name("name", o.catalog_id())
                    .name("text", o.text_catalog_id())
            })
            .unwrap_or_else(|| Msg::verbatim(id))
    };
    let mut lines = Vec::new();
    if !own.secret_offer.is_empty() {
        lines.push(Msg::new("ti4-hand-offer"));
        lines.extend(own.secret_offer.iter().map(describe));
    }
    lines.push(Msg::new("ti4-hand-secrets").num("count", own.secrets.len() as i64));
    lines.extend(own.secrets.iter().map(describe));
    // Action-phase secrets whose moment has come (§16.5): scorable until the phase ends.
    lines.extend(own.scorable_now.iter().map(|id| {
        Msg::new("ti4-hand-can-score")
            .with("objective", super::rules::status::objective_name(id))
            .text("id", id)
    }));
    lines.push(Msg::new("ti4-hand-notes").num("count", own.notes.len() as i64));
    lines.extend(own.notes.iter().map(|h| {
        let owner = view
            .players
            .get(h.owner)
            .map(|p| p.name.clone())
            .unwrap_or_default();
        super::content::promissory_note(&h.note)
            .map(|n| {
                Msg::new("ti4-hand-note")
                    .name("name", n.catalog_id())
                    .text("owner", owner)
                    .name("text", n.text_catalog_id())
            })
            .unwrap_or_else(|| Msg::verbatim(&h.note))
    }));
    lines.push(Msg::new("ti4-hand-action-cards").num("count", own.action_cards.len() as i64));
    lines.extend(own.action_cards.iter().map(|id| {
        super::content::action_card(id)
            .map(|c| {
                Msg::new("ti4-hand-action-card")
                    .name("name", c.catalog_id())
                    .name("window", c.window_catalog_id())
                    .name("text", c.text_catalog_id())
            })
            .unwrap_or_else(|| Msg::verbatim(id))
    }));
    lines.extend(own.playable.iter().map(|id| {
        Msg::new("ti4-hand-playable")
            .with("card", super::rules::action_cards::card_name(id))
            .text(
                "notation",
                format!("play {id} {}", super::rules::cards::expects(id)),
            )
    }));
    lines
}

/// The open reaction window (rules/window.rs: a played card awaiting Sabotage §38.3, an
/// agenda's windows §35.2, the secondaries §57.1, …) waits until everyone asked has answered
/// or the table's reaction time has run out; its id keys the timer.
/// A pause at a combat or invasion moment is such a window; a claimed objective (§16) waits
/// the same way. Silent players count as confirming or passing.
pub fn timeout(state: &super::State) -> Option<(String, Seat, super::Action)> {
    if super::rules::moments::legacy(state) {
        let mut upgraded = state.clone();
        super::rules::moments::resume_legacy(&mut upgraded);
        return timeout(&upgraded);
    }
    // A pause at a combat or invasion moment is a window opened by the active player: the
    // timer acts as them.
    if let Some(w) = &state.window {
        return Some((w.id.to_string(), w.seat, super::Action::Expire));
    }
    if let Some(c) = &state.claim {
        return Some((format!("claim-{}", c.id), c.seat, super::Action::Expire));
    }
    None
}

/// The next skip timer of the open window (`rules::window::skip_due`), keyed per window and
/// seat.
pub fn skip(state: &super::State) -> Option<(String, Seat, super::Action)> {
    let (window, seat) = super::rules::window::skip_due(state)?;
    Some((
        format!("skip-{window}-{seat}"),
        seat,
        super::Action::SkipIdle { seat },
    ))
}

/// A new board is posted when the round, the phase or the player taking a turn changes.
pub fn phase_key(state: &super::State) -> String {
    let phase = match &state.phase {
        super::state::Phase::SecretObjectives => "setup".to_string(),
        super::state::Phase::Strategy { .. } => "strategy".to_string(),
        super::state::Phase::Action { active, .. } => format!("action:{active}"),
        super::state::Phase::Status(super::state::StatusStep::Scoring { .. }) => {
            "status".to_string()
        }
        super::state::Phase::Status(super::state::StatusStep::Tokens { .. }) => {
            "status:tokens".to_string()
        }
        super::state::Phase::Agenda(a) => format!("agenda:{}", a.number),
        super::state::Phase::Over { .. } => "over".to_string(),
    };
    format!("{}:{phase}", state.round)
}

/// When the channel sees the board again (issue 16, a quiet channel; drawn only if the map or
/// phase changed since the last one, `edge::draw`): a new round's strategy phase (not the
/// first, whose map is the opening board), the action phase and each lap of its turns — when
/// the turn comes to the first player in initiative order who has not passed (§37, §68.2), so
/// a lap of tactical actions is one board, not one per turn; when one player is left, the turn
/// no longer passes and their turns show none — the agenda phase, and the end.
/// The status phase shows none: the next round's board shows its result. `/game status` draws
/// the latest at any time.
pub fn board_due(before: &super::State, after: &super::State) -> bool {
    use super::state::Phase;
    match (&before.phase, &after.phase) {
        (_, Phase::Over { .. }) => !matches!(before.phase, Phase::Over { .. }),
        (Phase::Action { active: a, .. }, Phase::Action { active: b, .. }) => {
            let unpassed: Vec<Seat> = after
                .initiative_order
                .iter()
                .copied()
                .filter(|s| after.players.get(*s).is_some_and(|p| !p.passed))
                .collect();
            a != b && unpassed.len() > 1 && unpassed.first() == Some(b)
        }
        (_, Phase::Action { .. }) | (Phase::Status(_), Phase::Agenda(_)) => true,
        (_, Phase::Strategy { .. }) => before.round != after.round,
        _ => false,
    }
}

pub fn summary(state: &super::State) -> Vec<Msg> {
    let mut lines = vec![Msg::new("ti4-summary-title").num("round", state.round as i64)];
    let mut order: Vec<usize> = (0..state.players.len()).collect();
    order.sort_by_key(|s| std::cmp::Reverse(state.players[*s].victory_points));
    for s in order {
        let p = &state.players[s];
        let objectives: Vec<_> = state
            .scored_public
            .iter()
            .filter(|(_, seat)| *seat == s)
            .map(|(o, _)| o.clone())
            .chain(p.scored_secrets.iter().cloned())
            .map(|id| super::content::objective_name(&id))
            .collect();
        // Where the points came from: objectives, Support for the Throne, the rest (the
        // Imperial Mecatol Rex point, agendas, riders, adjustments).
        let objective_vp: i64 = state
            .scored_public
            .iter()
            .filter(|(_, seat)| *seat == s)
            .map(|(o, _)| o)
            .chain(p.scored_secrets.iter())
            .filter_map(|id| super::content::objective(id))
            .map(|o| o.points as i64)
            .sum();
        let throne = p
            .play_area
            .iter()
            .filter(|h| h.note == "support_for_the_throne")
            .count() as i64;
        let other = p.victory_points as i64 - objective_vp - throne;
        let line = Msg::new("ti4-summary-line")
            .text("player", &p.name)
            .num("vp", p.victory_points as i64)
            .num("objective_vp", objective_vp)
            .num("throne_vp", throne)
            .num("other_vp", other);
        lines.push(if objectives.is_empty() {
            line.msg("objectives", Msg::new("none"))
        } else {
            line.list("objectives", objectives)
        });
    }
    lines
}

/// How a choice is shown: accepting a deal or confirming is `Confirm`; passing, declining,
/// skipping, letting a moment go or doing nothing more is `Decline`; discarding or destroying
/// is `Destructive`; everything else is an ordinary choice. By the label's message id.
pub fn tone(choice: &Choice) -> Tone {
    match choice.label.id.as_str() {
        "ti4-choice-accept"
        | "ti4-choice-confirm"
        | "ti4-choice-draft-move"
        | "ti4-choice-draft-invade"
        | "ti4-choice-draft-invade-custodians"
        | "ti4-choice-draft-produce"
        | "ti4-choice-draft-produce-paid" => Tone::Confirm,
        "ti4-choice-decline"
        | "ti4-choice-reject"
        | "ti4-choice-pass"
        | "ti4-choice-window-pass"
        | "ti4-choice-no-reaction"
        | "ti4-choice-moment-continue"
        | "ti4-choice-no-invasion"
        | "ti4-choice-no-move"
        | "ti4-choice-no-production"
        | "ti4-choice-no-retreat"
        | "ti4-choice-abstain"
        | "ti4-choice-score-nothing"
        | "ti4-choice-tech-decline"
        | "ti4-choice-trade-none"
        | "ti4-choice-done-scoring"
        | "ti4-choice-end-turn"
        | "ti4-choice-draft-back"
        | "ti4-agenda-choice-skip"
        | "ti4-agenda-choice-committee-pass"
        | "ti4-agenda-choice-keep-arbiter"
        | "ti4-agenda-choice-nothing-left"
        | "ti4-rider-choice-nothing-left"
        | "ti4-choice-primary-back"
        | "ti4-choice-primary-nothing"
        | "ti4-choice-no-second-pds"
        | "ti4-choice-no-second-research" => Tone::Decline,
        "ti4-choice-discard" | "ti4-agenda-choice-destroy" | "ti4-choice-draft-clear" => {
            Tone::Destructive
        }
        _ => Tone::Default,
    }
}

pub fn secrets_of(state: &super::State, seat: Seat) -> Vec<String> {
    let p = &state.players[seat];
    p.secrets
        .iter()
        .chain(&p.secret_offer)
        .flat_map(|id| {
            let name = super::content::objective(id).map(|o| o.name.clone());
            std::iter::once(id.clone()).chain(name)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const MAP: &str = "19 44 42 41 43 26 20 21 22 23 24 25 27 28 29 30 31 39 -1 -1 32 0 33 -1 -1 -1 34 0 35 -1 -1 -1 36 0 40 -1";

    fn four_players() -> super::super::State {
        use crate::core::Game;
        let s = super::super::Ti4Setup {
            players: ["sol", "letnev", "hacan", "jolnar"]
                .iter()
                .map(|f| super::super::PlayerSetup {
                    name: (*f).to_string(),
                    faction: Some((*f).to_string()),
                    color: None,
                })
                .collect(),
            speaker: Some(0),
            map: None,
            vp_target: 10,
            rules: super::super::setup::RULES,
        };
        super::super::Ti4::setup(&s, &mut crate::core::GameRng::for_step(7, 0)).unwrap()
    }

    /// Issue 16 (a quiet channel): the board is shown again at a new phase and at each lap of
    /// the action phase's turns (§68.2 initiative order, passed players skipped), not at
    /// every turn, nor in the first strategy phase (the opening board shows its map) or the
    /// status phase.
    #[test]
    fn a_board_is_due_per_lap_of_turns_not_per_turn() {
        use super::super::state::{Phase, StatusStep};
        let action = |active| Phase::Action {
            active,
            tactical: None,
        };
        let mut before = four_players();
        before.initiative_order = vec![0, 1, 3, 2];
        let mut after = before.clone();
        after.phase = Phase::Strategy {
            order: vec![0, 1, 2, 3],
            next: 0,
        };
        assert!(!board_due(&before, &after), "round 1's strategy phase");
        before.phase = after.phase.clone();
        after.phase = action(0);
        assert!(board_due(&before, &after), "the action phase begins");
        before.phase = action(0);
        for (next, due) in [(1, false), (3, false), (2, false)] {
            after.phase = action(next);
            assert_eq!(board_due(&before, &after), due, "turn of seat {next}");
            before.phase = after.phase.clone();
        }
        after.phase = action(0);
        assert!(board_due(&before, &after), "a new lap");
        // Seat 0 passed: the lap begins with seat 1.
        after.players[0].passed = true;
        before.phase = action(2);
        assert!(!board_due(&before, &action_state(&after, 3)));
        assert!(board_due(&before, &action_state(&after, 1)));
        // One player left: the turn no longer passes, no board per turn.
        for s in [1, 2] {
            after.players[s].passed = true;
        }
        assert!(!board_due(&before, &action_state(&after, 3)));
        let mut status = after.clone();
        status.phase = Phase::Status(StatusStep::Tokens {
            pending: vec![0, 1, 2, 3],
        });
        assert!(!board_due(&after, &status), "the status phase shows none");
        let mut next_round = status.clone();
        next_round.round += 1;
        next_round.phase = Phase::Strategy {
            order: vec![0, 1, 2, 3],
            next: 0,
        };
        assert!(board_due(&status, &next_round), "a new round");
    }

    fn action_state(s: &super::super::State, active: Seat) -> super::super::State {
        let mut s = s.clone();
        s.phase = super::super::state::Phase::Action {
            active,
            tactical: None,
        };
        s
    }

    #[test]
    fn a_map_is_an_option_quoted_or_with_commas() {
        let quoted = parse_options(Some(3), Some(&format!("vp=14 map=\"{MAP}\""))).unwrap();
        assert_eq!(quoted.map.as_deref(), Some(MAP));
        assert_eq!(quoted.vp_target, 14);
        let commas =
            parse_options(Some(3), Some(&format!("map={}", MAP.replace(' ', ",")))).unwrap();
        assert_eq!(commas.map.as_deref(), Some(MAP));
    }

    #[test]
    fn bad_options_say_what_is_accepted() {
        let e = parse_options(None, Some("vp=12")).unwrap_err();
        assert_eq!(e.id, "ti4-options-help");
        let e = parse_options(None, Some("map=\"19 20")).unwrap_err();
        assert_eq!(e.id, "options-quotes");
        let e = parse_options(None, Some("map=\"19 20\"")).unwrap_err();
        assert_eq!(e.id, "ti4-map-length");
        let e = parse_options(Some(7), None).unwrap_err();
        assert_eq!(e.id, "ti4-setup-player-count");
    }
}
