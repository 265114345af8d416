//! The TI4 board as a scene: the galaxy with tile numbers, planets, wormholes and anomalies,
//! units by owner, command tokens and control; a panel per player; a title with round and phase.

use super::content::{self, AgendaOutcome, Anomaly, SystemKind, UnitKind, Wormhole};
use super::rules::agenda::AgendaStep;
use super::rules::strategy::card_name;
use super::state::{CombatKind, Happened, Happening, Phase, StatusStep};
use super::view::Ti4View;
use crate::core::hex::Hex;
use crate::core::msg::Arg;
use crate::core::msg::Translate;
use crate::core::scene::{
    Chip, HexCell, HexName, Panel, Rgb, Scene, TextLine, TokenLegend, Track, TrackMarker,
};
use crate::core::{Msg, Seat};
use crate::games::WithArg;

const BLUE_TILE: Rgb = Rgb(24, 38, 74);
const RED_TILE: Rgb = Rgb(74, 28, 32);
/// Mecatol Rex's fill: a dark teal, a hue no player colour has, so that it is told apart from
/// every player's home tint (a third of their colour; the old gold was a ΔE of 8 from the
/// yellow player's) and from the blue and red tiles (CIE76 ΔE of at least 25 from each; the
/// tile number keeps its usual contrast on it).
const MECATOL: Rgb = Rgb(20, 90, 90);
const GATE: Rgb = Rgb(40, 40, 60);
const NEUTRAL_TEXT: Rgb = Rgb(235, 235, 235);

/// Technology chips in their colours (§90.6): biotic green, cybernetic yellow, propulsion
/// blue, warfare red; unit upgrades (no colour) light grey.
fn tech_color(id: &str) -> Rgb {
    use content::TechColor;
    match content::tech(id).and_then(|t| t.color) {
        Some(TechColor::Biotic) => Rgb(70, 160, 80),
        Some(TechColor::Cybernetic) => Rgb(222, 192, 60),
        Some(TechColor::Propulsion) => Rgb(70, 128, 220),
        Some(TechColor::Warfare) => Rgb(200, 64, 64),
        None => Rgb(196, 198, 206),
    }
}

fn darken(c: Rgb) -> Rgb {
    Rgb(c.0 / 3, c.1 / 3, c.2 / 3)
}

fn phase_msg(phase: &Phase) -> Msg {
    // The status phase names its step as setup and the agenda name theirs (§64 KO: step 1
    // scoring objectives, step 5 gaining and redistributing command tokens).
    if let Phase::Status(step) = phase {
        let step = match step {
            StatusStep::Scoring { .. } => "scoring",
            StatusStep::Tokens { .. } => "tokens",
        };
        return Msg::new("ti4-phase-status-step").text("step", step);
    }
    Msg::new(match phase {
        Phase::SecretObjectives => "ti4-phase-setup",
        Phase::Strategy { .. } => "ti4-phase-strategy",
        Phase::Action { .. } => "ti4-phase-action",
        Phase::Status(_) => "ti4-phase-status",
        Phase::Agenda(_) => "ti4-phase-agenda",
        Phase::Over { .. } => "ti4-phase-over",
    })
}

/// Unit order on a chip: big ships first.
const UNIT_ORDER: [UnitKind; 10] = [
    UnitKind::Flagship,
    UnitKind::WarSun,
    UnitKind::Dreadnought,
    UnitKind::Cruiser,
    UnitKind::Carrier,
    UnitKind::Destroyer,
    UnitKind::Fighter,
    UnitKind::Infantry,
    UnitKind::Pds,
    UnitKind::SpaceDock,
];

pub fn scene(v: &Ti4View, tr: &dyn Translate) -> Scene {
    let color_of = |seat: Seat| v.players.get(seat).map(|p| p.color.rgb());
    let mut hexes = Vec::new();
    let mut hex_names = Vec::new();
    for sys in &v.systems {
        let hex = Hex::from_position(sys.position);
        let data = content::system(sys.tile);
        let owner = v.players.iter().find(|p| p.seat_home(sys.position));
        let fill = match data.map(|d| d.kind) {
            Some(SystemKind::Home) => owner.map(|p| darken(p.color.rgb())).unwrap_or(BLUE_TILE),
            Some(SystemKind::Red) => RED_TILE,
            Some(SystemKind::Mecatol) => MECATOL,
            Some(SystemKind::CreussGate) => GATE,
            _ => BLUE_TILE,
        };
        let mut marks = Vec::new();
        let mut lines = Vec::new();
        if let Some(d) = data {
            for w in &d.wormholes {
                marks.push(tr.t(match w {
                    Wormhole::Alpha => "ti4-mark-alpha",
                    Wormhole::Beta => "ti4-mark-beta",
                    Wormhole::Delta => "ti4-mark-delta",
                }));
            }
            if let Some(a) = d.anomaly {
                marks.push(tr.t(match a {
                    Anomaly::AsteroidField => "ti4-mark-asteroid-field",
                    Anomaly::Nebula => "ti4-mark-nebula",
                    Anomaly::Supernova => "ti4-mark-supernova",
                    Anomaly::GravityRift => "ti4-mark-gravity-rift",
                }));
            }
            for pl in &d.planets {
                let controller = v
                    .control
                    .iter()
                    .find(|(id, _)| *id == pl.id)
                    .map(|(_, s)| *s);
                lines.push(TextLine {
                    text: planet_line(pl, tr),
                    color: controller.and_then(color_of).unwrap_or(NEUTRAL_TEXT),
                });
            }
        }
        // Per owner, one chip for the ships in space and one for what stands on planets
        // (ground forces and structures), so each stays short enough to read.
        let mut units = Vec::new();
        let mut owners: Vec<Seat> = sys.units.iter().map(|u| u.owner).collect();
        owners.sort();
        owners.dedup();
        for owner in owners {
            for on_planets in [false, true] {
                let mut parts = Vec::new();
                for kind in UNIT_ORDER {
                    let n: u32 = sys
                        .units
                        .iter()
                        .filter(|u| {
                            u.owner == owner && u.kind == kind && u.planet.is_some() == on_planets
                        })
                        .map(|u| u.count as u32)
                        .sum();
                    if n > 0 {
                        let damaged: u32 = sys
                            .units
                            .iter()
                            .filter(|u| {
                                u.owner == owner
                                    && u.kind == kind
                                    && u.planet.is_some() == on_planets
                            })
                            .map(|u| u.damaged as u32)
                            .sum();
                        let mut part =
                            format!("{n} {}", tr.t(&format!("ti4-unit-{}", kind.as_str())));
                        if damaged > 0 {
                            part.push_str(
                                &tr.tr(&Msg::new("ti4-unit-damaged").num("n", damaged as i64)),
                            );
                        }
                        parts.push(part);
                    }
                }
                if !parts.is_empty() {
                    units.push(Chip {
                        color: color_of(owner).unwrap_or(Rgb::GREY),
                        text: parts.join(" "),
                    });
                }
            }
        }
        let mut tokens: Vec<Chip> = sys
            .command_tokens
            .iter()
            .map(|s| Chip {
                color: color_of(*s).unwrap_or(Rgb::GREY),
                text: tr.t("ti4-token-command"),
            })
            .collect();
        if sys.position == 0 && v.custodians {
            tokens.push(Chip {
                color: Rgb(200, 200, 210),
                text: tr.t("ti4-token-custodians"),
            });
        }
        // What a focus picture's key says of the system: its planets (or its marks, or that it
        // is empty), and what happened there this round, which the board still shows after the
        // action ends (a focus picture is posted then): who activated it (TacticalAction §59.1
        // KO, ActiveSystem §87 KO) and whose command token lies there otherwise (CommandTokens
        // §74 KO: placed by an ability, e.g. Construction's secondary, §2 KO). Both last until
        // status step 4 (StatusPhase §64 KO).
        let name = match data {
            Some(d) if !d.planets.is_empty() => d
                .planets
                .iter()
                .map(|pl| tr.tr(&Msg::new("plain").name("text", pl.catalog_id())))
                .collect::<Vec<_>>()
                .join(" / "),
            _ if !marks.is_empty() => marks.join(" · "),
            _ => tr.t("ti4-key-empty-system"),
        };
        let note = system_note(v, sys.position, &sys.command_tokens, tr);
        hex_names.push(HexName {
            q: hex.q,
            r: hex.r,
            name,
            note,
        });
        // Who is there and how strong, read at a glance: each owner's ships in the system
        // (§84; ground forces and structures are on planets, not ships), counted.
        let mut forces: Vec<(Seat, u32)> = Vec::new();
        for u in sys.units.iter().filter(|u| u.kind.is_ship()) {
            match forces.iter_mut().find(|(s, _)| *s == u.owner) {
                Some((_, n)) => *n += u.count as u32,
                None => forces.push((u.owner, u.count as u32)),
            }
        }
        forces.retain(|(_, n)| *n > 0);
        forces.sort();
        // Who controls it: the home system's owner, else the one player who controls every
        // controlled planet in it (§25), drawn as the outline.
        let mut controllers: Vec<Seat> = data
            .map(|d| {
                d.planets
                    .iter()
                    .filter_map(|pl| v.control.iter().find(|(id, _)| *id == pl.id))
                    .map(|(_, s)| *s)
                    .collect()
            })
            .unwrap_or_default();
        controllers.sort();
        controllers.dedup();
        let outline = match (owner, controllers.as_slice()) {
            (Some(p), _) => Some(p.color.rgb()),
            (None, [only]) => color_of(*only),
            _ => None,
        };
        hexes.push(HexCell {
            q: hex.q,
            r: hex.r,
            fill,
            outline,
            label: sys.tile.to_string(),
            marks,
            lines,
            units,
            tokens,
            highlight: v.active_system == Some(sys.position),
            edges: [false; 6],
            forces: forces
                .into_iter()
                .map(|(seat, n)| Chip {
                    color: color_of(seat).unwrap_or(Rgb::GREY),
                    text: n.to_string(),
                })
                .collect(),
        });
    }

    let panels = v
        .players
        .iter()
        .map(|p| {
            let mut lines = vec![
                tr.tr(&Msg::new("ti4-panel-faction")
                    .with("faction", content::faction_name(&p.faction))
                    .text("color", tr.t(&format!("color-{}", p.color.id())))
                    .num("speaker", i64::from(p.speaker))),
                tr.tr(&Msg::new("ti4-panel-counters")
                    .num("vp", p.victory_points as i64)
                    .num("target", v.vp_target as i64)
                    .num("tg", p.trade_goods as i64)
                    .num("comm", p.commodities as i64)
                    .num(
                        "comm_max",
                        content::faction(&p.faction)
                            .map(|f| f.commodities as i64)
                            .unwrap_or(0),
                    )
                    .num("planets", p.planets.len() as i64)),
                tr.tr(&Msg::new("ti4-panel-tokens")
                    .num("tactic", p.tokens.tactic as i64)
                    .num("fleet", p.tokens.fleet as i64)
                    .num("strategy", p.tokens.strategy as i64)
                    .num("reinforcements", p.tokens.reinforcements as i64)),
            ];
            if p.strategy_cards.is_empty() {
                lines.push(tr.t("ti4-panel-no-cards"));
            }
            for (card, exhausted) in &p.strategy_cards {
                lines.push(
                    tr.tr(&Msg::new("ti4-panel-card")
                        .num("initiative", *card as i64)
                        .with("card", card_name(*card))
                        .num("exhausted", i64::from(*exhausted))),
                );
            }
            // Technologies owned, and those exhausted (§29) by name.
            let exhausted: Vec<_> = p
                .exhausted_techs
                .iter()
                .map(|t| crate::games::ti4::rules::techs::tech_name(t))
                .collect();
            let techs = if exhausted.is_empty() {
                tr.tr(&Msg::new("ti4-panel-techs").num("count", p.techs.len() as i64))
            } else {
                tr.tr(&Msg::new("ti4-panel-techs-exhausted")
                    .num("count", p.techs.len() as i64)
                    .list("exhausted", exhausted))
            };
            // On the row of the strategy cards (the last of them), which is short: a panel
            // a row shorter, so that six of them stand beside the map at a size that reads
            // at a chat preview.
            match lines.last_mut() {
                Some(cards) => {
                    cards.push_str(" · ");
                    cards.push_str(&techs);
                }
                None => lines.push(techs),
            }
            lines.push(
                tr.tr(&Msg::new("ti4-panel-objectives")
                    .num("secret", p.secret_count as i64)
                    .num("cards", p.action_card_count as i64)),
            );
            // Technologies as chips in their colours (an exhausted one dimmed and marked).
            let chips = p
                .techs
                .iter()
                .map(|t| {
                    let name = tr.tr(&Msg::new("plain").with("text", content::tech_name(t)));
                    if p.exhausted_techs.contains(t) {
                        Chip {
                            color: darken(tech_color(t)),
                            text: tr.tr(&Msg::new("ti4-chip-exhausted").text("tech", name)),
                        }
                    } else {
                        Chip {
                            color: tech_color(t),
                            text: name,
                        }
                    }
                })
                .collect();
            Panel {
                title: p.name.clone(),
                color: p.color.rgb(),
                active: v.awaiting.contains(&p.seat),
                summary: standing(v, p, tr),
                lines,
                chips,
            }
        })
        .collect();

    // What the map's token abbreviations stand for (CommandTokens §74 KO, Custodians §7 KO): a
    // command token's short text could otherwise read as the custodians token, so while any
    // command token is out. A focus picture explains only the tokens it shows; the whole
    // board's footer, those on the board.
    let token_legend = if v.systems.iter().any(|s| !s.command_tokens.is_empty()) {
        vec![
            TokenLegend {
                token: tr.t("ti4-token-command"),
                text: tr.t("ti4-legend-command-token"),
                within: false,
            },
            TokenLegend {
                token: tr.t("ti4-token-custodians"),
                text: tr.t("ti4-legend-custodians"),
                within: false,
            },
        ]
    } else {
        Vec::new()
    };
    let on_board: Vec<&str> = token_legend
        .iter()
        .filter(|l| {
            hexes
                .iter()
                .any(|h| h.tokens.iter().any(|c| c.text == l.token))
        })
        .map(|l| l.text.as_str())
        .collect();
    let mut footer = Vec::new();
    // The whole board's count discs beside a system's number (`HexCell::forces`, its ships in
    // space, §84) are the only drawing without words on it; the focus picture shows units.
    let forces = hexes
        .iter()
        .any(|h| !h.forces.is_empty())
        .then(|| tr.t("ti4-legend-forces"));
    let first: Vec<&str> = on_board.iter().copied().chain(forces.as_deref()).collect();
    if !first.is_empty() {
        footer.push(first.join(" · "));
    }
    let open: Vec<String> = v
        .strategy_cards
        .iter()
        .filter(|c| c.holder.is_none())
        .map(|c| {
            tr.tr(&Msg::new("ti4-footer-open-card")
                .num("initiative", c.initiative as i64)
                .with("card", card_name(c.initiative))
                .num("tg", c.trade_goods as i64))
        })
        .collect();
    if !open.is_empty() {
        footer.push(tr.tr(&Msg::new("ti4-footer-open-cards").text("cards", open.join(", "))));
    }
    // Public objectives, one line each with who scored it (§61), then the laws in play (§36).
    footer.push(
        tr.tr(&Msg::new("ti4-footer-objectives-head")
            .num("stage1", v.stage1_face_down as i64)
            .num("stage2", v.stage2_face_down as i64)),
    );
    for id in &v.revealed_objectives {
        let name = content::objective(id).map_or_else(
            || Arg::text(id),
            |o| {
                Arg::msg(
                    Msg::new("ti4-name-with-points")
                        .name("name", o.catalog_id())
                        .num("points", o.points),
                )
            },
        );
        let scorers: Vec<String> = v
            .scored_public
            .iter()
            .filter(|(o, _)| o == id)
            .filter_map(|(_, s)| v.players.get(*s).map(|p| p.name.clone()))
            .collect();
        footer.push(tr.tr(&if scorers.is_empty() {
            Msg::new("ti4-footer-objective").with("objective", name)
        } else {
            Msg::new("ti4-footer-objective-scored")
                .with("objective", name)
                .text("players", scorers.join(", "))
        }));
    }
    if !v.laws.is_empty() {
        let laws: Vec<Arg> = v
            .laws
            .iter()
            .map(|l| {
                let law = content::agenda_name(&l.agenda);
                match &l.elected {
                    None => law,
                    Some(e) => {
                        let elected = v
                            .players
                            .iter()
                            .find(|p| p.faction == *e)
                            .map(|p| Arg::text(&p.name))
                            .or_else(|| content::planet(e).map(|_| content::planet_name(e)))
                            .unwrap_or_else(|| Arg::text(e));
                        Arg::msg(
                            Msg::new("ti4-law-elected")
                                .with("law", law)
                                .with("elected", elected),
                        )
                    }
                }
            })
            .collect();
        footer.push(tr.tr(&Msg::new("ti4-footer-laws").list("laws", laws)));
    }

    let awaited = v
        .awaiting
        .iter()
        .filter_map(|s| v.players.get(*s).map(|p| p.name.clone()))
        .collect::<Vec<_>>()
        .join(", ");
    let waiting = if awaited.is_empty() {
        String::new()
    } else {
        tr.tr(&Msg::new("scene-waiting-for").text("players", awaited))
    };
    // In the agenda phase the title names the agenda under vote and the subtitle its outcomes'
    // vote totals, which are public (§35.12).
    let (phase, subtitle) = match &v.phase {
        Phase::Agenda(step) => {
            let votes = tr.tr(&agenda_tally(v, step));
            let subtitle = if waiting.is_empty() {
                votes
            } else {
                format!("{votes} — {waiting}")
            };
            let phase = Msg::new("ti4-phase-agenda-under-vote")
                .num("number", i64::from(step.number))
                .with("agenda", content::agenda_name(&step.agenda));
            (phase, subtitle)
        }
        other => (phase_msg(other), waiting),
    };
    Scene {
        title: tr.tr(&Msg::new("ti4-scene-title")
            .num("round", v.round as i64)
            .msg("phase", phase)),
        subtitle,
        hexes,
        panels,
        footer,
        tracks: vec![vp_track(v, tr)],
        hex_names,
        token_legend,
        ..Scene::default()
    }
}

/// What happened in the system at `position` this round, for a focus picture's key: who
/// activated it (§59.1 KO), in order, each followed by what happened in that tactical action
/// (`Ti4View::happened`: who moved in, §50.2 KO; who won a space or ground combat or drew,
/// §42.9 KO, §73 KO; who retreated, §42.7 KO; whose token Warfare, §60 KO, or Unexpected
/// Action took back), then
/// what happened there without an activation (Diplomacy's tokens, §40 KO), then whose command
/// token (§74 KO) lies there without an activation this round or Diplomacy; empty when none.
fn system_note(v: &Ti4View, position: u32, tokens: &[Seat], tr: &dyn Translate) -> String {
    let mut activators: Vec<Seat> = Vec::new();
    for (at, seat) in &v.activated {
        if *at == position && !activators.contains(seat) {
            activators.push(*seat);
        }
    }
    let name = |seat: Seat| v.players.get(seat).map(|p| p.name.clone());
    let here: Vec<&Happening> = v
        .happened
        .iter()
        .filter(|h| h.position == position)
        .collect();
    let mut parts: Vec<String> = Vec::new();
    for seat in &activators {
        if let Some(n) = name(*seat) {
            parts.push(tr.tr(&Msg::new("ti4-key-activated").text("player", n)));
        }
        let theirs: Vec<&Happened> = here
            .iter()
            .filter(|h| h.active == *seat)
            .map(|h| &h.what)
            .collect();
        parts.extend(happened_texts(v, &theirs, tr));
    }
    // What was recorded without an activation here: Construction's structures (§2 KO), the
    // Warfare secondary's production (§60 KO), Diplomacy's tokens (§40 KO).
    let rest: Vec<&Happened> = here
        .iter()
        .filter(|h| !activators.contains(&h.active))
        .map(|h| &h.what)
        .collect();
    parts.extend(happened_texts(v, &rest, tr));
    // Tokens Diplomacy placed here (§40 KO) are named by its entry already.
    let by_diplomacy: Vec<Seat> = here
        .iter()
        .filter_map(|h| match &h.what {
            Happened::Diplomacy { tokens, .. } => Some(tokens.clone()),
            Happened::TokenPlaced { owner, .. } => Some(vec![*owner]),
            _ => None,
        })
        .flatten()
        .collect();
    let others: Vec<String> = tokens
        .iter()
        .filter(|s| !activators.contains(s) && !by_diplomacy.contains(s))
        .filter_map(|s| name(*s))
        .collect();
    if !others.is_empty() {
        parts.push(
            tr.tr(&Msg::new("ti4-key-command-token")
                .num("count", others.len() as i64)
                .text("players", others.join(", "))),
        );
    }
    parts.join(" · ")
}

/// A focus key's words for what happened in a system in one activation, in order, with the
/// planets one player took in a row named together ("hacan took New Albion, Starpoint", §63
/// KO) and the custodians token (§7 KO) after the planets taken.
fn happened_texts(v: &Ti4View, items: &[&Happened], tr: &dyn Translate) -> Vec<String> {
    let mut out = Vec::new();
    let mut later = Vec::new();
    let mut i = 0;
    while let Some(what) = items.get(i) {
        i += 1;
        match what {
            Happened::Took { seat, planet } => {
                let mut planets = vec![content::planet_name(planet)];
                while let Some(Happened::Took {
                    seat: next,
                    planet: p,
                }) = items.get(i)
                    && next == seat
                {
                    planets.push(content::planet_name(p));
                    i += 1;
                }
                if let Some(player) = v.players.get(*seat) {
                    out.push(
                        tr.tr(&Msg::new("ti4-key-took")
                            .text("player", player.name.clone())
                            .with("planets", Arg::List(planets))),
                    );
                }
            }
            Happened::Custodians { .. } => later.extend(happened_text(v, what, tr)),
            _ => out.extend(happened_text(v, what, tr)),
        }
    }
    out.extend(later);
    out
}

/// A focus key's words for one thing that happened in a system (`Ti4View::happened`): "hacan
/// moved in", "hacan won the space combat against sol", "sol retreated to 25"; `None` when a
/// seat is unknown.
fn happened_text(v: &Ti4View, what: &Happened, tr: &dyn Translate) -> Option<String> {
    let name = |seat: Seat| v.players.get(seat).map(|p| p.name.clone());
    let planet = |p: &Option<String>| {
        p.as_deref()
            .map(content::planet_name)
            .unwrap_or_else(|| Arg::text(""))
    };
    let msg = match what {
        Happened::MovedIn { seat } => Msg::new("ti4-key-moved-in").text("player", name(*seat)?),
        Happened::Won {
            kind,
            planet: on,
            winner,
            loser,
        } => match kind {
            CombatKind::Space => Msg::new("ti4-key-won-space"),
            CombatKind::Ground => Msg::new("ti4-key-won-ground").with("planet", planet(on)),
        }
        .text("winner", name(*winner)?)
        .text("loser", name(*loser)?),
        Happened::Draw {
            kind,
            planet: on,
            attacker,
            defender,
        } => match kind {
            CombatKind::Space => Msg::new("ti4-key-draw-space"),
            CombatKind::Ground => Msg::new("ti4-key-draw-ground").with("planet", planet(on)),
        }
        .text("attacker", name(*attacker)?)
        .text("defender", name(*defender)?),
        Happened::MovedOut { seat, units, to } => {
            let tile = v
                .systems
                .iter()
                .find(|s| s.position == *to)
                .map_or(i64::from(*to), |s| i64::from(s.tile));
            Msg::new("ti4-key-moved-out")
                .text("player", name(*seat)?)
                .with("units", super::rules::movement::describe(units))
                .num("tile", tile)
        }
        Happened::Retreated { seat, to } => {
            let tile = v
                .systems
                .iter()
                .find(|s| s.position == *to)
                .map_or(i64::from(*to), |s| i64::from(s.tile));
            Msg::new("ti4-key-retreated")
                .text("player", name(*seat)?)
                .num("tile", tile)
        }
        Happened::Took { seat, planet } => Msg::new("ti4-key-took")
            .text("player", name(*seat)?)
            .with("planets", Arg::List(vec![content::planet_name(planet)])),
        Happened::Custodians { seat } => {
            Msg::new("ti4-key-custodians").text("player", name(*seat)?)
        }
        Happened::Produced { seat, units } => Msg::new("ti4-key-produced")
            .text("player", name(*seat)?)
            .with("units", super::rules::movement::describe(units)),
        Happened::Placed {
            seat,
            units,
            planet,
        } => Msg::new("ti4-key-placed")
            .text("player", name(*seat)?)
            .with("units", super::rules::movement::describe(units))
            .with("planet", content::planet_name(planet)),
        Happened::Diplomacy { seat, tokens } => {
            let players: Vec<String> = tokens.iter().filter_map(|s| name(*s)).collect();
            Msg::new("ti4-key-diplomacy")
                .text("player", name(*seat)?)
                .num("count", players.len() as i64)
                .text("players", players.join(", "))
        }
        Happened::TokenTakenBack { seat, by } => Msg::new("ti4-key-token-back")
            .text("player", name(*seat)?)
            .text("by", by.as_str()),
        Happened::TokenPlaced { seat, owner } => Msg::new("ti4-key-token-placed")
            .text("player", name(*seat)?)
            .text("owner", name(*owner)?),
        // A component action's change (§8 KO): what it placed, then what it removed, each
        // with the action's name; only its name when it changed no units.
        Happened::Component {
            seat,
            id,
            added,
            removed,
        } => {
            let player = name(*seat)?;
            let ability = super::effects::component::name_of(id);
            let said: Vec<String> = [
                ("ti4-key-component-placed", added),
                ("ti4-key-component-removed", removed),
            ]
            .into_iter()
            .filter(|(_, units)| !units.is_empty())
            .map(|(key, units)| {
                tr.tr(&Msg::new(key)
                    .text("player", player.clone())
                    .with("units", super::rules::movement::describe(units))
                    .with("ability", ability.clone()))
            })
            .collect();
            if !said.is_empty() {
                return Some(said.join(" · "));
            }
            Msg::new("ti4-key-component-used")
                .text("player", player)
                .with("ability", ability)
        }
    };
    Some(tr.tr(&msg))
}

/// A player's standing, their line in a roster (`Panel::summary`): what the table reads at a
/// glance — victory points, the strategy cards held (§58), each marked once used (exhausted
/// by its strategic action, §57, §29), whether the player has passed in the action phase
/// (§37; a passed player has used every card, §37.4, so the cards are not marked then), and
/// the speaker (§49). Short enough to read in a focus picture's roster at a chat preview.
fn standing(v: &Ti4View, p: &super::view::PlayerView, tr: &dyn Translate) -> String {
    let passed = p.passed && matches!(v.phase, Phase::Action { .. });
    let mut parts = vec![
        tr.tr(&Msg::new("ti4-standing-vp")
            .num("vp", i64::from(p.victory_points))
            .num("target", i64::from(v.vp_target))),
    ];
    let cards: Vec<String> = p
        .strategy_cards
        .iter()
        .map(|(card, exhausted)| {
            tr.tr(&Msg::new("ti4-standing-card")
                .num("initiative", i64::from(*card))
                .with("card", card_name(*card))
                .num("used", i64::from(*exhausted && !passed)))
        })
        .collect();
    if !cards.is_empty() {
        parts.push(cards.join(", "));
    }
    if passed {
        parts.push(tr.t("ti4-standing-passed"));
    }
    if p.speaker {
        parts.push(tr.t("ti4-standing-speaker"));
    }
    parts.join(" · ")
}

/// A planet's line on its hex: name, resources/influence, trait and technology specialty
/// ("Jord 4/2", "Wellon 1/2 IND Y skip").
pub fn planet_line(pl: &content::Planet, tr: &dyn Translate) -> String {
    let name = tr.tr(&Msg::new("plain").name("text", pl.catalog_id()));
    let mut text = format!("{name} {}/{}", pl.resources, pl.influence);
    if let Some(t) = pl.planet_trait {
        text.push(' ');
        text.push_str(&tr.t(&format!("ti4-trait-{}", t.as_str())));
    }
    if let Some(s) = pl.specialty {
        text.push(' ');
        text.push_str(&tr.t(&format!("ti4-skip-{}", s.as_str())));
    }
    text
}

/// The votes cast so far on the agenda under vote (§35.6–35.12: public, each player's votes
/// all for one outcome), as totals per outcome: "For" and "Against" always (§35.5), elected
/// outcomes once they have a vote, in the order first voted for.
fn agenda_tally(v: &Ti4View, step: &AgendaStep) -> Msg {
    let mut totals: Vec<(String, u32)> = Vec::new();
    if content::agenda(&step.agenda).map(|a| a.outcome) == Some(AgendaOutcome::ForAgainst) {
        totals.push(("for".into(), 0));
        totals.push(("against".into(), 0));
    }
    for vote in &step.votes {
        let Some(outcome) = &vote.outcome else {
            continue; // abstained
        };
        match totals.iter_mut().find(|(o, _)| o == outcome) {
            Some((_, n)) => *n += vote.votes,
            None => totals.push((outcome.clone(), vote.votes)),
        }
    }
    if totals.is_empty() {
        return Msg::new("ti4-agenda-no-votes");
    }
    let entries = totals
        .iter()
        .map(|(o, n)| {
            Arg::msg(
                Msg::new("ti4-agenda-tally-entry")
                    .with("outcome", outcome_name(v, o))
                    .num("votes", i64::from(*n)),
            )
        })
        .collect();
    Msg::new("ti4-agenda-votes").list("tally", entries)
}

/// An outcome's name: for or against, an elected player, planet, objective or law.
fn outcome_name(v: &Ti4View, outcome: &str) -> Arg {
    match outcome {
        "for" => Arg::msg(Msg::new("ti4-outcome-for")),
        "against" => Arg::msg(Msg::new("ti4-outcome-against")),
        _ => {
            if let Some(p) = v.players.iter().find(|p| p.faction == outcome) {
                Arg::text(&p.name)
            } else if content::planet(outcome).is_some() {
                content::planet_name(outcome)
            } else if let Some(o) = content::objective(outcome) {
                Arg::name(o.catalog_id())
            } else if content::agenda(outcome).is_some() {
                content::agenda_name(outcome)
            } else {
                Arg::text(outcome)
            }
        }
    }
}

/// The victory point track (§1): a box per point up to the game's target, each player's marker
/// (their initial in their colour) on their score.
fn vp_track(v: &Ti4View, tr: &dyn Translate) -> Track {
    let mut track = Track::numbered(tr.t("ti4-track-vp"), 0..=i64::from(v.vp_target));
    track.markers = v
        .players
        .iter()
        .map(|p| TrackMarker {
            at: usize::from(p.victory_points.min(v.vp_target)),
            color: p.color.rgb(),
            text: p
                .name
                .chars()
                .next()
                .map(|c| c.to_uppercase().collect())
                .unwrap_or_default(),
        })
        .collect();
    track
}
