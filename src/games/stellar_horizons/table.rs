//! What Stellar Horizons adds for the table: lobby options (`scenario=`, `pirates=off`), join
//! checks, the setup from a lobby, the private hand, the closing summary, the secrets for tests.

use serde::{Deserialize, Serialize};

use super::content::content;
use super::rules::score;
use super::setup::{PlayerSetup, ShSetup};
use super::state::State;
use super::view::ShView;
use crate::core::game::LobbySeat;
use crate::core::{Msg, Seat};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ShOptions {
    pub players: Option<usize>,
    pub scenario: String,
    #[serde(default)]
    pub no_pirates: bool,
    /// Optional rule (R 2.3.5): the first private mission draw is two, keep one.
    #[serde(default)]
    pub choose_mission: bool,
}

impl Default for ShOptions {
    fn default() -> Self {
        ShOptions {
            players: None,
            scenario: "campaign".into(),
            no_pirates: false,
            choose_mission: false,
        }
    }
}

/// The scenario ids players may write: `campaign` and `1`…`7`.
pub fn scenario_ids() -> Vec<String> {
    content().scenarios.iter().map(|s| s.id.clone()).collect()
}

fn limits(scenario: &str) -> (usize, usize) {
    match content().scenario(scenario) {
        Some(s) if s.id == "campaign" => (1, 7),
        Some(s) => (s.min, s.max),
        None => (1, 7),
    }
}

pub fn parse_options(players: Option<i64>, text: Option<&str>) -> Result<ShOptions, Msg> {
    let mut o = ShOptions::default();
    let text = text.unwrap_or("");
    let words =
        shlex::split(text).ok_or_else(|| Msg::new("options-quotes").text("options", text))?;
    for word in &words {
        let word = word.as_str();
        let (k, v) = word.split_once('=').unwrap_or((word, ""));
        match k.to_ascii_lowercase().as_str() {
            "scenario" => {
                let v = v.trim_matches('"').to_ascii_lowercase();
                if content().scenario(&v).is_none() {
                    return Err(Msg::new("sh-unknown-scenario")
                        .text("scenario", v)
                        .text("all", scenario_ids().join(", ")));
                }
                o.scenario = v;
            }
            "pirates" if v.eq_ignore_ascii_case("off") => o.no_pirates = true,
            "missions" if v.eq_ignore_ascii_case("choose") => o.choose_mission = true,
            _ => return Err(Msg::new("sh-options-help").text("option", word.to_string())),
        }
    }
    if let Some(p) = players {
        let (lo, hi) = limits(&o.scenario);
        if p < lo as i64 || p > hi as i64 {
            return Err(Msg::new("sh-player-count")
                .num("count", p)
                .num("min", lo as i64)
                .num("max", hi as i64));
        }
        o.players = Some(p as usize);
    }
    Ok(o)
}

pub fn min_players() -> usize {
    1
}

pub fn max_players(o: &ShOptions) -> usize {
    o.players.unwrap_or(limits(&o.scenario).1)
}

pub fn wanted_players(o: &ShOptions) -> usize {
    o.players.unwrap_or(0)
}

/// "north-america" → "North America".
/// The English name of a faction id ("north-america" → "North America").
pub fn faction_name(id: &str) -> Option<String> {
    content().faction(id)?;
    Some(super::content::english(id))
}

pub fn check_join(
    faction: Option<&str>,
    color: Option<&str>,
    others: &[LobbySeat],
) -> Result<(Option<String>, Option<String>), Msg> {
    let faction = match faction.map(|f| f.trim().to_ascii_lowercase().replace([' ', '_'], "-")) {
        None => None,
        Some(f) if f.is_empty() => None,
        Some(f) => {
            if content().faction(&f).is_none() {
                return Err(Msg::new("sh-unknown-faction").text("faction", f.clone()));
            }
            if others
                .iter()
                .any(|o| o.faction.as_deref() == Some(f.as_str()))
            {
                return Err(Msg::new("sh-faction-taken")
                    .name("faction", super::content::catalog_id("faction", &f)));
            }
            Some(f)
        }
    };
    // Colours are the factions' own.
    if let Some(c) = color.filter(|c| !c.trim().is_empty()) {
        return Err(Msg::new("sh-no-colors").text("color", c.to_string()));
    }
    Ok((faction, None))
}

pub fn make_setup(o: &ShOptions, seats: &[LobbySeat], _speaker: Option<Seat>) -> ShSetup {
    ShSetup {
        scenario: o.scenario.clone(),
        players: seats
            .iter()
            .map(|s| PlayerSetup {
                name: s.name.clone(),
                faction: s.faction.clone(),
            })
            .collect(),
        no_pirates: o.no_pirates,
        choose_mission: o.choose_mission,
    }
}

fn values(v: &[i32]) -> String {
    if v.is_empty() {
        return "–".into();
    }
    v.iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The seat's held tech markers (their values are private, R 3.5.3).
pub fn hand(view: &ShView) -> Vec<Msg> {
    let Some(m) = &view.own_markers else {
        return vec![];
    };
    let own = view.viewer.and_then(|x| view.state.faction_of(x));
    let mission = own
        .and_then(|f| view.state.factions[f].mission.clone())
        .and_then(|id| content().mission(&id).cloned());
    let mut out = Vec::new();
    if let Some(mi) = mission {
        out.push(
            Msg::new("sh-hand-mission")
                .name("world", super::content::catalog_id("world", &mi.world))
                .num("vp", mi.vp)
                .num("crewed", i64::from(mi.requires_cv)),
        );
    }
    out.push(
        Msg::new("sh-hand-markers")
            .text("phys", values(&m[0]))
            .text("eng", values(&m[1]))
            .text("bio", values(&m[2])),
    );
    out
}

/// A new board each step and year.
pub fn phase_key(s: &State) -> String {
    match &s.over {
        Some(_) => "over".into(),
        None => format!("{}:{}", s.year, s.step.id()),
    }
}

/// `m` with the final score's terms ([`score::parts`], in quarter points) as its arguments:
/// markers, colonizers, alpha, settlements, infrastructure, leftovers and fleet (R 4.0), as the
/// end summary and the last board's panels give them.
pub fn with_score_parts(m: Msg, p: &[i32; 8]) -> Msg {
    m.text("markers", quarters(p[0]))
        .text("colonizers", quarters(p[1]))
        .text("alpha", quarters(p[2]))
        .text("settlements", quarters(p[3] + p[4]))
        .text("infrastructure", quarters(p[5]))
        .text("leftovers", quarters(p[6]))
        .text("fleet", quarters(p[7]))
}

pub fn quarters(q: i32) -> String {
    let whole = q.div_euclid(4);
    match q.rem_euclid(4) {
        0 => whole.to_string(),
        1 => format!("{whole}.25"),
        2 => format!("{whole}.5"),
        _ => format!("{whole}.75"),
    }
}

pub fn summary(s: &State) -> Vec<Msg> {
    let mut lines = vec![
        Msg::new("sh-summary-title").num("year", s.year).msg(
            "reason",
            Msg::new(
                s.over
                    .as_ref()
                    .map_or("sh-end-no-winner", |o| o.reason.as_str())
                    .to_string(),
            ),
        ),
    ];
    let mut order: Vec<usize> = (0..s.factions.len())
        .filter(|f| s.factions[*f].seat.is_some())
        .collect();
    order.sort_by_key(|f| std::cmp::Reverse(score::total(s, *f)));
    for f in order {
        let p = score::parts(s, f);
        let seat = s.factions[f].seat.unwrap_or(0);
        lines.push(with_score_parts(
            Msg::new("sh-summary-line")
                .text("player", s.names.get(seat).cloned().unwrap_or_default())
                .name(
                    "faction",
                    super::content::catalog_id("faction", &s.factions[f].id),
                )
                .text("vp", quarters(score::total(s, f))),
            &p,
        ));
        if s.solo {
            let points = score::total(s, f).div_euclid(4);
            lines.push(Msg::new("sh-summary-solo").msg(
                "rating",
                Msg::new(format!("sh-rating-{}", score::solo_rating(points))),
            ));
        }
    }
    lines
}

/// Held marker values: a seat's secret.
pub fn secrets_of(s: &State, seat: Seat) -> Vec<String> {
    let Some(f) = s.faction_of(seat) else {
        return vec![];
    };
    let mut out = Vec::new();
    // The private mission as it would read in a leaked view.
    if let Some(id) = &s.factions[f].mission {
        out.push(format!("\"mission\":\"{id}\""));
    }
    // A sealed drone-role choice (R 3.4.5) as it would read in a leaked view.
    if let Some(p) = &s.pending
        && p.ask == Some(super::state::Ask::Drones)
        && let Some(b) = &p.battle
    {
        match (b.sides[0] == Some(f), b.sides[1] == Some(f), b.bombers) {
            (true, _, [Some(n), _]) => out.push(format!("\"bombers\":[{n},")),
            (_, true, [None, Some(n)]) => out.push(format!("\"bombers\":[null,{n}]")),
            (_, true, [Some(m), Some(n)]) => out.push(format!("\"bombers\":[{m},{n}]")),
            _ => {}
        }
    }
    let m = &s.factions[f].markers;
    if m.iter().any(|v| !v.is_empty()) {
        out.push(format!(
            "held tech markers phys {} eng {} bio {}",
            values(&m[0]),
            values(&m[1]),
            values(&m[2])
        ));
    }
    out
}

pub fn setup_from(o: &ShOptions, seats: &[LobbySeat]) -> ShSetup {
    make_setup(o, seats, None)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// R 6.0 / issue 14: `scenario=<campaign|1..7>` picks the scenario; its player limits apply.
    #[test]
    fn sh_6_0_scenario_option() {
        assert_eq!(parse_options(None, None).unwrap().scenario, "campaign");
        assert_eq!(
            parse_options(None, Some("scenario=3")).unwrap().scenario,
            "3"
        );
        assert!(parse_options(None, Some("scenario=9")).is_err());
        assert!(
            parse_options(Some(6), Some("scenario=6")).is_err(),
            "Ex Machina seats 2-5"
        );
        assert!(parse_options(Some(1), None).is_ok(), "solo campaign");
        assert!(parse_options(None, Some("pirates=off")).unwrap().no_pirates);
        assert_eq!(
            parse_options(None, Some("'scenario=7'")).unwrap().scenario,
            "7",
            "quoted"
        );
        assert_eq!(super::super::setup::seatable("6").len(), 6);
    }
}
