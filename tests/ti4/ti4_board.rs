//! The TI4 board carries what players decide with (issue 16 item 4): technologies as chips in
//! their colours (§90: biotic green, cybernetic yellow, propulsion blue, warfare red), the
//! public objectives with who scored each (§61), the laws in play with what they elected (§36),
//! and the victory point track (§1); names are drawn smaller rather than cut.

use starpost::core::Game;
use starpost::core::rules::Viewer;
use starpost::core::scene::Rgb;
use starpost::games::ti4::Ti4;
use starpost::games::ti4::rules::agenda::Law;
use starpost::games::ti4::scene::scene;
use starpost::i18n::Tr;
use starpost::render::DrawnText;

use crate::fixtures;

const SOL: usize = 0;
const LETNEV: usize = 1;
const HACAN: usize = 2;

#[test]
fn the_board_shows_techs_by_colour_objectives_with_scorers_laws_and_the_vp_track() {
    let mut s = fixtures::without_antimass();
    s.players[SOL].techs = vec![
        "gravity_drive".into(),
        "neural_motivator".into(),
        "sarween_tools".into(),
    ];
    s.players[SOL].exhausted_techs = vec!["gravity_drive".into()];
    s.objectives.revealed = vec!["corner_the_market".into(), "erect_a_monument".into()];
    s.scored_public.push(("erect_a_monument".into(), LETNEV));
    s.scored_public.push(("erect_a_monument".into(), HACAN));
    s.laws.push(Law {
        agenda: "minister_of_commerce".into(),
        elected: Some(s.players[HACAN].faction.clone()),
        exhausted: false,
    });
    s.players[LETNEV].victory_points = 3;
    let v = Ti4::view(&s, Viewer::Spectator);
    let board = scene(&v, &Tr::default());

    // §90: a chip per technology in its colour; the exhausted one dimmed and marked.
    let chips = &board.panels[SOL].chips;
    assert_eq!(chips.len(), 3, "{chips:?}");
    let neural = chips
        .iter()
        .find(|c| c.text == "Neural Motivator")
        .expect("a chip");
    assert_eq!(neural.color, Rgb(70, 160, 80), "biotic is green");
    let sarween = chips
        .iter()
        .find(|c| c.text == "Sarween Tools")
        .expect("a chip");
    assert_eq!(sarween.color, Rgb(222, 192, 60), "cybernetic is yellow");
    let gravity = chips
        .iter()
        .find(|c| c.text == "Gravity Drive (exhausted)")
        .expect("the exhausted chip");
    assert_eq!(
        gravity.color,
        Rgb(70 / 3, 128 / 3, 220 / 3),
        "propulsion blue, dimmed"
    );

    // §61: each revealed objective on its own line, with who scored it.
    let (letnev, hacan) = (&s.players[LETNEV].name, &s.players[HACAN].name);
    let footer = board.footer.join("\n");
    assert!(
        board
            .footer
            .iter()
            .any(|l| l.starts_with("• Erect a Monument")
                && l.ends_with(&format!("scored by {letnev}, {hacan}"))),
        "{footer}"
    );
    assert!(
        board
            .footer
            .iter()
            .any(|l| l.starts_with("• Corner the Market") && l.ends_with("not scored yet")),
        "{footer}"
    );
    // §36: the law, with the player it elected.
    assert!(
        footer.contains(&format!("Laws in play: Minister of Commerce ({hacan})")),
        "{footer}"
    );
    // §1: the VP track from 0 to the target, each player's marker on their score.
    let track = &board.tracks[0];
    assert_eq!(track.boxes.len(), usize::from(s.vp_target) + 1);
    let letnev_marker = track
        .markers
        .iter()
        .find(|m| m.color == s.players[LETNEV].color.rgb())
        .expect("letnev's marker");
    assert_eq!(letnev_marker.at, 3);
    assert!(
        track
            .markers
            .iter()
            .filter(|m| m.color != s.players[LETNEV].color.rgb())
            .all(|m| m.at == 0)
    );
}

/// wide16: a player's panel tells the strategy cards and the technologies on one line (the
/// last card's, or the line saying there is none), so that a panel is a row shorter; all it
/// said before is still said.
#[test]
fn a_panel_tells_its_strategy_cards_and_technologies_on_one_line() {
    let mut s = fixtures::without_antimass();
    s.players[SOL].techs = vec!["gravity_drive".into(), "neural_motivator".into()];
    let v = Ti4::view(&s, Viewer::Spectator);
    let board = scene(&v, &Tr::default());
    let lines = &board.panels[SOL].lines;
    // The faction, the counters, the tokens, a line per card (or one saying there is none),
    // the objectives.
    let cards = v.players[SOL].strategy_cards.len().max(1);
    assert_eq!(lines.len(), 4 + cards, "{lines:?}");
    let last_card = &lines[2 + cards];
    assert!(
        last_card.ends_with(" · Technologies: 2") && !last_card.starts_with("Technologies"),
        "{lines:?}"
    );
    for said in ["VP ", "Tactic ", "Secret objectives: ", "Planets: 1"] {
        assert!(lines.iter().any(|l| l.contains(said)), "{said}: {lines:?}");
    }
}

/// §35.2, §35.12: in the agenda phase the board names the agenda under vote (title) and the
/// vote totals of its outcomes so far (subtitle), which are public; abstentions count for
/// nothing. An elect agenda lists the elected candidates with their totals.
#[test]
fn rr_35_the_agenda_board_names_the_agenda_under_vote_and_its_vote_totals() {
    use starpost::games::ti4::rules::agenda::Vote;
    use starpost::games::ti4::state::Phase;
    let mut s = fixtures::at_agenda();
    let Phase::Agenda(step) = &mut s.phase else {
        panic!("not in the agenda phase")
    };
    step.agenda = "anti_intellectual_revolution".into();
    step.votes = vec![
        Vote {
            seat: LETNEV,
            outcome: Some("for".into()),
            votes: 3,
        },
        Vote {
            seat: HACAN,
            outcome: None,
            votes: 0,
        },
    ];
    let board = scene(&Ti4::view(&s, Viewer::Spectator), &Tr::default());
    assert!(
        board
            .title
            .contains("Agenda 1: Anti-Intellectual Revolution"),
        "{}",
        board.title
    );
    assert!(
        board.subtitle.contains("For 3") && board.subtitle.contains("Against 0"),
        "{}",
        board.subtitle
    );
    let ja = scene(
        &Ti4::view(&s, Viewer::Spectator),
        &Tr::for_locale(Some("ja")),
    );
    assert!(ja.subtitle.contains("賛成 3"), "{}", ja.subtitle);

    // An elect agenda: the elected player's name with their votes.
    let Phase::Agenda(step) = &mut s.phase else {
        panic!("not in the agenda phase")
    };
    step.agenda = "minister_of_commerce".into();
    step.votes = vec![Vote {
        seat: SOL,
        outcome: Some(s.players[HACAN].faction.clone()),
        votes: 4,
    }];
    let hacan = s.players[HACAN].name.clone();
    let board = scene(&Ti4::view(&s, Viewer::Spectator), &Tr::default());
    assert!(
        board.title.contains("Minister of Commerce"),
        "{}",
        board.title
    );
    assert!(
        board.subtitle.contains(&format!("{hacan} 4")),
        "{}",
        board.subtitle
    );
}

/// §11.13, §85: a planet's technology specialty is written in words that carry its colour
/// ("Y skip", "인공 전문화", "黄スキップ"), not a dot drawn in the line's colour, which is the
/// owner's and read as a skip of that colour (lookA14); the letter and "skip" never part.
#[test]
fn rr_85_a_planets_specialty_is_written_not_a_dot_in_the_owners_colour() {
    use starpost::games::ti4::content;
    use starpost::games::ti4::scene::planet_line;
    let planets: Vec<_> = content::content()
        .systems
        .iter()
        .flat_map(|sys| sys.planets.iter())
        .filter(|p| p.specialty.is_some())
        .collect();
    assert!(
        planets.len() >= 8,
        "{} planets with a specialty",
        planets.len()
    );
    for lang in ["en", "ko", "ja"] {
        let tr = Tr::for_locale(Some(lang));
        for p in &planets {
            let line = planet_line(p, &tr);
            assert!(!line.contains('●'), "{lang}: {line}");
        }
    }
    let en = Tr::default();
    let skips: Vec<String> = planets.iter().map(|p| planet_line(p, &en)).collect();
    for colour in ["G", "Y", "B", "R"] {
        let word = format!("{colour}\u{a0}skip");
        assert!(
            skips.iter().any(|l| l.ends_with(&word)),
            "{colour}: {skips:?}"
        );
    }
}

/// Every planet of the base game, in English, Korean and Japanese, is drawn on the board whole:
/// no line cut with "…" (a line too wide for its hex even at its smallest size wraps onto a
/// second row), every word of it drawn. The hexes are the 3-player board's, each given the
/// planets (and marks) of one system after another.
#[test]
fn every_planet_line_is_drawn_whole_in_every_language() {
    use starpost::core::scene::TextLine;
    use starpost::games::ti4::content;
    use starpost::games::ti4::scene::planet_line;
    use starpost::render::Renderer;
    let s = fixtures::without_antimass();
    let r = Renderer::new();
    let systems: Vec<_> = content::content()
        .systems
        .iter()
        .filter(|sys| !sys.planets.is_empty())
        .collect();
    for lang in ["en", "ko", "ja"] {
        let tr = Tr::for_locale(Some(lang));
        let mut board = scene(&Ti4::view(&s, Viewer::Spectator), &tr);
        let n = board.hexes.len();
        for chunk in systems.chunks(n) {
            let mut want: Vec<String> = Vec::new();
            for (hex, sys) in board.hexes.iter_mut().zip(chunk) {
                hex.label = sys.tile.to_string();
                hex.units.clear();
                hex.lines = sys
                    .planets
                    .iter()
                    .map(|pl| TextLine {
                        text: planet_line(pl, &tr),
                        color: Rgb(60, 170, 60),
                    })
                    .collect();
                want.extend(hex.lines.iter().map(|l| l.text.clone()));
            }
            let (_, drawn) = r.render_image_recorded(&board);
            let words: Vec<&str> = drawn
                .iter()
                .flat_map(|d| d.text.split_whitespace())
                .collect();
            for d in &drawn {
                assert!(!d.text.contains('…'), "{lang}: {:?} cut", d.text);
            }
            for line in &want {
                for w in line.split_whitespace() {
                    assert!(words.contains(&w), "{lang}: {w:?} of {line:?} not drawn");
                }
            }
        }
    }
}

/// The change badges and the hex marks (anomalies, wormholes) are in colours no player has:
/// far (CIE76 ΔE over 40) from every player colour, the highlight yellow and each other.
#[test]
fn badges_and_marks_are_far_from_every_player_colour() {
    use starpost::games::ti4::state::PlayerColor;
    use starpost::render::{BADGE, MARK, color_distance};
    for ours in [BADGE, MARK] {
        for c in PlayerColor::ALL {
            let d = color_distance(ours, c.rgb());
            assert!(d > 40.0, "{ours:?} is {d:.0} from {c:?}");
        }
        let d = color_distance(ours, Rgb(255, 214, 64));
        assert!(d > 40.0, "{ours:?} is {d:.0} from the highlight");
    }
    assert!(color_distance(BADGE, MARK) > 40.0);
}

/// Mecatol Rex's fill is told apart from every player's home tint (the yellow player's home
/// hex was the same gold, only its border differed): a CIE76 ΔE of at least 25 from each, in
/// every player colour (more than the nearest player tints are from each other), and from the
/// blue and red tiles, as the board's scene gives them.
#[test]
fn mecatol_rex_is_told_apart_from_every_players_home_tint() {
    use starpost::games::ti4::state::PlayerColor;
    use starpost::render::color_distance;
    for c in PlayerColor::ALL {
        let mut s = fixtures::without_antimass();
        let mut others = PlayerColor::ALL.into_iter().filter(|o| *o != c);
        for (i, p) in s.players.iter_mut().enumerate() {
            p.color = if i == HACAN {
                c
            } else {
                others.next().expect("another colour")
            };
        }
        let board = scene(&Ti4::view(&s, Viewer::Spectator), &Tr::default());
        let mecatol = board
            .hexes
            .iter()
            .find(|h| h.label == "18")
            .expect("Mecatol Rex");
        let home = board
            .hexes
            .iter()
            .find(|h| h.outline == Some(c.rgb()) && !h.lines.is_empty())
            .expect("the home hex");
        let d = color_distance(mecatol.fill, home.fill);
        assert!(
            d >= 25.0,
            "{c:?}: Mecatol {:?} is {d:.0} from the home tint {:?}",
            mecatol.fill,
            home.fill
        );
        for tile in [Rgb(24, 38, 74), Rgb(74, 28, 32)] {
            let d = color_distance(mecatol.fill, tile);
            assert!(d >= 25.0, "Mecatol is {d:.0} from the tile {tile:?}");
        }
    }
}

/// A planet line in its owner's colour on the owner's home hex (tinted by that colour, as the
/// board draws it) keeps a contrast of at least 7:1 (WCAG AAA; a chat preview draws it small)
/// with what is behind it, for every player colour, and so does it on an ordinary tile.
#[test]
fn planet_lines_keep_contrast_on_their_owners_tinted_hex() {
    use starpost::games::ti4::state::PlayerColor;
    use starpost::render::{LINE_CONTRAST, blend, contrast, line_colors};
    let mut s = fixtures::without_antimass();
    s.players[HACAN].color = PlayerColor::Green;
    let board = scene(&Ti4::view(&s, Viewer::Spectator), &Tr::default());
    let tinted = board
        .hexes
        .iter()
        .find(|h| h.outline == Some(PlayerColor::Green.rgb()))
        .expect("the green home hex");
    for c in PlayerColor::ALL {
        let home = Rgb(c.rgb().0 / 3, c.rgb().1 / 3, c.rgb().2 / 3);
        for fill in [home, tinted.fill, Rgb(24, 38, 74)] {
            let (text, back, alpha) = line_colors(fill, c.rgb());
            let seen = blend(back, fill, alpha);
            let k = contrast(text, seen);
            assert!(k >= LINE_CONTRAST, "{c:?} on {fill:?}: {k:.2}");
        }
    }
}

/// A player's standing (`Panel::summary`, their line in the roster of a whole board and of a
/// focus picture) says at a glance what the table plays by: victory points, the strategy cards
/// held with their initiative and name (§58), each marked once used (exhausted by its
/// strategic action, §57, §29), who has passed in the action phase (§37; a passed player has
/// used every card, §37.4, so the cards are not marked then), and the speaker (§49). Outside
/// the action phase nobody reads as passed.
#[test]
fn rr_58_37_49_a_players_standing_says_vp_cards_used_passed_and_speaker() {
    let standings = |s: &starpost::games::ti4::state::State, tr: &Tr| -> Vec<String> {
        let v = Ti4::view(s, Viewer::Spectator);
        scene(&v, tr)
            .panels
            .into_iter()
            .map(|p| p.summary)
            .collect()
    };
    let en = Tr::default();
    let mut s = fixtures::action_phase();
    s.players[LETNEV].victory_points = 2;
    assert_eq!(s.speaker, SOL);
    fixtures::use_card(&mut s, SOL, 1);
    let lines = standings(&s, &en);
    assert_eq!(
        lines[SOL],
        "VP 0/10 · 1 Leadership (used), 4 Construction · speaker"
    );
    assert_eq!(lines[LETNEV], "VP 2/10 · 2 Diplomacy, 5 Trade");
    assert_eq!(lines[HACAN], "VP 0/10 · 3 Politics, 6 Warfare");
    let ko = standings(&s, &Tr::for_locale(Some("ko")));
    assert!(ko[SOL].starts_with("승점 0/10 · 1 "), "{}", ko[SOL]);
    assert!(
        ko[SOL].contains("(사용함)") && ko[SOL].ends_with("의장"),
        "{}",
        ko[SOL]
    );
    assert!(!ko[HACAN].contains("(사용함)"), "{}", ko[HACAN]);
    let ja = standings(&s, &Tr::for_locale(Some("ja")));
    assert!(
        ja[SOL].contains("(使用済)") && ja[SOL].ends_with("議長"),
        "{}",
        ja[SOL]
    );

    // Every card used; Sol (first in initiative) passes.
    for (seat, card) in fixtures::PICKS.iter().skip(1) {
        fixtures::use_card(&mut s, *seat, *card);
    }
    fixtures::play(&mut s, SOL, "pass").unwrap();
    let speaker = s.speaker; // Politics (§49) may have moved the speaker token.
    let lines = standings(&s, &en);
    assert!(
        lines[SOL].starts_with("VP 0/10 · 1 Leadership, 4 Construction · passed"),
        "{}",
        lines[SOL]
    );
    assert!(
        lines[LETNEV].starts_with("VP 2/10 · 2 Diplomacy (used), 5 Trade (used)"),
        "{}",
        lines[LETNEV]
    );
    assert!(!lines[LETNEV].contains("passed"), "{}", lines[LETNEV]);
    for (seat, line) in lines.iter().enumerate() {
        assert_eq!(line.ends_with(" · speaker"), seat == speaker, "{line}");
    }
    let ko = standings(&s, &Tr::for_locale(Some("ko")));
    assert!(ko[SOL].contains(" · 통과"), "{}", ko[SOL]);
    let ja = standings(&s, &Tr::for_locale(Some("ja")));
    assert!(ja[SOL].contains(" · パス"), "{}", ja[SOL]);

    // The status phase: everyone has passed, but the standing says which cards were used.
    let s = fixtures::at_status();
    for line in standings(&s, &en) {
        assert!(!line.contains("passed"), "{line}");
        assert!(line.contains("(used)"), "{line}");
    }
}

/// §74, §7: a command token's short text ("CT") on Mecatol Rex could read as the custodians
/// token. The two tokens' texts differ (neither holds the other), and a legend says what each
/// stands for — on the whole board (its footer) and under a focus picture's key — in every
/// language. §59: the key names the activated system (its number and planet) and who
/// activated it, at least 9 px at a chat preview.
#[test]
fn rr_74_7_command_tokens_are_told_apart_from_the_custodians_token_and_the_key_names_the_system() {
    use starpost::core::msg::Translate;
    use starpost::render::{Changes, PREVIEW_W, Renderer, choose_focus};
    let mut s = fixtures::without_antimass();
    fixtures::play(&mut s, SOL, "activate 18").expect("Sol activates Mecatol Rex");
    assert!(s.custodians);
    let r = Renderer::new();
    for lang in ["en", "ko", "ja"] {
        let tr = Tr::for_locale(Some(lang));
        let board = scene(&Ti4::view(&s, Viewer::Spectator), &tr);
        let mecatol = board
            .hexes
            .iter()
            .find(|h| h.label == "18")
            .expect("Mecatol Rex");
        let (command, custodians) = (tr.t("ti4-token-command"), tr.t("ti4-token-custodians"));
        let tokens: Vec<&str> = mecatol.tokens.iter().map(|c| c.text.as_str()).collect();
        assert!(
            tokens.contains(&command.as_str()) && tokens.contains(&custodians.as_str()),
            "{lang}: {tokens:?}"
        );
        assert!(!custodians.contains(&command) && !command.contains(&custodians));
        assert!(board.legend.is_empty(), "{lang}: {:?}", board.legend);
        let tokens: Vec<(&str, &str)> = board
            .token_legend
            .iter()
            .map(|l| (l.token.as_str(), l.text.as_str()))
            .collect();
        assert_eq!(tokens.len(), 2, "{lang}: {tokens:?}");
        assert_eq!(tokens[0].0, command, "{lang}");
        assert!(
            tokens[0].1.starts_with(&format!("{command} = ")),
            "{lang}: {tokens:?}"
        );
        assert_eq!(tokens[1].0, custodians, "{lang}");
        assert!(
            tokens[1].1.starts_with(&format!("{custodians} = ")),
            "{lang}: {tokens:?}"
        );
        let legend = &format!("{} · {}", tokens[0].1, tokens[1].1);
        assert!(
            board.footer.iter().any(|l| l.starts_with(legend.as_str())),
            "{lang}: {:?}",
            board.footer
        );
        // The whole board's count discs beside a system's number (ships in space, §84) are
        // explained on that line too: the one drawing without words.
        assert!(board.hexes.iter().any(|h| !h.forces.is_empty()));
        assert!(
            board.footer[0].ends_with(&format!(" · {}", tr.t("ti4-legend-forces"))),
            "{lang}: {:?}",
            board.footer
        );
        // The key's words for the active system: its planet and who activated it.
        let named = board
            .hex_names
            .iter()
            .find(|n| (n.q, n.r) == (mecatol.q, mecatol.r))
            .expect("named");
        assert!(!named.name.is_empty());
        assert!(
            mecatol.lines[0].text.starts_with(&named.name),
            "{lang}: {named:?}"
        );
        assert!(
            named.note.contains(&s.players[SOL].name),
            "{lang}: {named:?}"
        );
        assert_eq!(board.hex_names.len(), board.hexes.len());
        assert!(board.hex_names.iter().all(|n| !n.name.is_empty()));
        let focus = choose_focus(
            &board,
            &Changes {
                hexes: vec![(mecatol.q, mecatol.r)],
                ..Changes::default()
            },
        )
        .expect("a window");
        let (img, drawn) = r.render_focus_recorded(&board, &focus);
        let line = format!("18 {} · {}", named.name, named.note);
        let key = drawn
            .iter()
            .find(|t| t.text == line)
            .unwrap_or_else(|| panic!("{lang}: {line:?} not drawn"));
        assert!(key.em * PREVIEW_W / img.width() as f32 >= 9.0);
        let squeezed = |t: &str| t.split_whitespace().collect::<String>();
        let all: String = drawn.iter().map(|t| squeezed(&t.text)).collect();
        assert!(
            all.contains(&squeezed(legend)),
            "{lang}: {legend:?} not drawn"
        );
    }
}

/// The focus picture the channel sees once a tactical action has ended (the scene after it,
/// its changed hexes told as the posted board tells them, `Scene::hex_digests`): the key says
/// who activated each lettered system this round (TacticalAction §59.1 KO, ActiveSystem §87
/// KO; the command token stays until status step 4, StatusPhase §64 KO), still after later
/// turns, in every language; and the legend explains only the tokens the picture draws
/// (CommandTokens §74 KO, Custodians §7 KO): no custodians line for a system far from Mecatol
/// Rex.
#[test]
fn rr_59_87_74_the_posted_focus_says_who_activated_each_system_and_explains_only_tokens_shown() {
    use starpost::core::msg::Translate;
    use starpost::core::scene::Scene;
    use starpost::render::{Changes, Renderer, choose_focus};
    let r = Renderer::new();
    let changed = |before: &Scene, after: &Scene| Changes {
        hexes: after
            .hex_digests()
            .into_iter()
            .filter(|d| !before.hex_digests().contains(d))
            .map(|(at, _)| at)
            .collect(),
        ..Changes::default()
    };
    let squeezed = |t: &str| t.split_whitespace().collect::<String>();
    let mut s = fixtures::without_antimass();
    assert!(s.custodians);
    let at_start = s.clone();
    // Sol activates tile 32 (ring 3, far from Mecatol Rex) and ends the action.
    fixtures::play(&mut s, SOL, "activate 32").expect("Sol activates 32");
    fixtures::play(&mut s, SOL, "move none").expect("the action ends");
    assert!(
        matches!(
            s.phase,
            starpost::games::ti4::state::Phase::Action { tactical: None, .. }
        ),
        "{:?}",
        s.phase
    );
    let after_sol = s.clone();
    // Letnev activates Mecatol Rex (18), where the custodians token is, and ends the action.
    fixtures::play(&mut s, LETNEV, "activate 18").expect("Letnev activates Mecatol Rex");
    fixtures::play(&mut s, LETNEV, "move none").expect("the action ends");
    for lang in ["en", "ko", "ja"] {
        let tr = Tr::for_locale(Some(lang));
        let board =
            |st: &starpost::games::ti4::state::State| scene(&Ti4::view(st, Viewer::Spectator), &tr);
        let (start, sol, letnev) = (board(&at_start), board(&after_sol), board(&s));
        let activated = |seat: usize| {
            tr.tr(&starpost::core::Msg::new("ti4-key-activated")
                .text("player", &s.players[seat].name))
        };
        let command = tr.tr(&starpost::core::Msg::new("ti4-legend-command-token"));
        let custodians = tr.tr(&starpost::core::Msg::new("ti4-legend-custodians"));
        // Sol's action: tile 32 keyed with who activated it; CT explained, custodians not.
        let focus = choose_focus(&sol, &changed(&start, &sol)).expect("a focus");
        let (_, drawn) = r.render_focus_recorded(&sol, &focus);
        let all: String = drawn.iter().map(|t| squeezed(&t.text)).collect();
        let key = drawn
            .iter()
            .find(|t| t.text.starts_with("32 "))
            .unwrap_or_else(|| panic!("{lang}: no key for 32: {drawn:?}"));
        assert!(
            key.text.ends_with(&format!(" · {}", activated(SOL))),
            "{lang}: {}",
            key.text
        );
        assert!(all.contains(&squeezed(&command)), "{lang}: {all}");
        assert!(!all.contains(&squeezed(&custodians)), "{lang}: {all}");
        // Letnev's: Mecatol Rex keyed with Letnev, both tokens explained.
        let focus = choose_focus(&letnev, &changed(&sol, &letnev)).expect("a focus");
        let (_, drawn) = r.render_focus_recorded(&letnev, &focus);
        let all: String = drawn.iter().map(|t| squeezed(&t.text)).collect();
        let key = drawn
            .iter()
            .find(|t| t.text.starts_with("18 "))
            .unwrap_or_else(|| panic!("{lang}: no key for 18: {drawn:?}"));
        assert!(
            key.text.ends_with(&format!(" · {}", activated(LETNEV))),
            "{lang}: {}",
            key.text
        );
        assert!(
            !key.text.contains(&s.players[SOL].name),
            "{lang}: {}",
            key.text
        );
        assert!(all.contains(&squeezed(&command)), "{lang}: {all}");
        assert!(all.contains(&squeezed(&custodians)), "{lang}: {all}");
        // Later in the round, tile 32 still says who activated it.
        let hex32 = letnev.hexes.iter().find(|h| h.label == "32").expect("32");
        let named = letnev
            .hex_names
            .iter()
            .find(|n| (n.q, n.r) == (hex32.q, hex32.r))
            .expect("named");
        assert_eq!(named.note, activated(SOL), "{lang}");
        // Nothing activated: no note.
        assert!(start.hex_names.iter().all(|n| n.note.is_empty()), "{lang}");
    }
    // Tokens placed without an activation (Construction's secondary, §2 KO) are told as
    // tokens, in one phrase after the activation.
    let mut t = s.clone();
    let i = t.systems.iter().position(|x| x.tile == 32).expect("32");
    t.systems[i].command_tokens.extend([LETNEV, HACAN]);
    let en = Tr::for_locale(Some("en"));
    let b = scene(&Ti4::view(&t, Viewer::Spectator), &en);
    let hex32 = b.hexes.iter().find(|h| h.label == "32").expect("32");
    let named = b
        .hex_names
        .iter()
        .find(|n| (n.q, n.r) == (hex32.q, hex32.r))
        .expect("named");
    assert_eq!(
        named.note,
        "activated by sol this round · command tokens of letnev, hacan"
    );
    t.systems[i]
        .command_tokens
        .retain(|x| *x == SOL || *x == HACAN);
    let b = scene(&Ti4::view(&t, Viewer::Spectator), &en);
    let named = b
        .hex_names
        .iter()
        .find(|n| (n.q, n.r) == (hex32.q, hex32.r))
        .expect("named");
    assert_eq!(
        named.note,
        "activated by sol this round · hacan's command token"
    );
}

/// A planet's name on its owner's home hex, tinted by the owner's colour (at a chat preview
/// such names read as colour on the same colour: ti4-japanese-table), stands out from the
/// tint: its ink as drawn on the whole board keeps at least 7:1 (WCAG AAA; more than AA's
/// 4.5:1) with the bare tint as well as with its backing, for every player colour.
#[test]
fn home_planet_names_stand_out_from_their_owners_tint_in_every_colour() {
    use starpost::games::ti4::state::PlayerColor;
    use starpost::render::{LINE_CONTRAST, OWN_TINT_CONTRAST, Renderer, contrast};
    let r = Renderer::new();
    for c in PlayerColor::ALL {
        let mut s = fixtures::without_antimass();
        // The others in other colours, each its own.
        let mut others = PlayerColor::ALL.into_iter().filter(|o| *o != c);
        for (i, p) in s.players.iter_mut().enumerate() {
            p.color = if i == HACAN {
                c
            } else {
                others.next().expect("another colour")
            };
        }
        let board = scene(
            &Ti4::view(&s, Viewer::Spectator),
            &Tr::for_locale(Some("ja")),
        );
        let home = board
            .hexes
            .iter()
            .find(|h| h.outline == Some(c.rgb()) && !h.lines.is_empty())
            .expect("the home hex");
        assert_ne!(home.fill, Rgb(24, 38, 74), "{c:?}: tinted");
        assert!(
            home.lines.iter().all(|l| l.color == c.rgb()),
            "{c:?}: owned"
        );
        let (img, drawn) = r.render_image_recorded(&board);
        for line in &home.lines {
            let t = drawn
                .iter()
                .find(|t| t.text == line.text)
                .unwrap_or_else(|| panic!("{c:?}: {:?} not drawn", line.text));
            let (x0, y0, x1, y1) = r.text_box(t);
            let mut seen: Vec<(Rgb, usize)> = Vec::new();
            for y in y0.ceil() as u32..y1.floor() as u32 {
                for x in x0.ceil() as u32..x1.floor() as u32 {
                    let p = img.get_pixel(x, y).0;
                    let p = Rgb(p[0], p[1], p[2]);
                    match seen.iter_mut().find(|(q, _)| *q == p) {
                        Some((_, n)) => *n += 1,
                        None => seen.push((p, 1)),
                    }
                }
            }
            // The backing is the commonest colour in the text's box; the ink, the one
            // farthest from it.
            let back = seen.iter().max_by_key(|(_, n)| *n).expect("pixels").0;
            let ink = seen
                .iter()
                .map(|(p, _)| *p)
                .max_by(|a, b| contrast(*a, back).total_cmp(&contrast(*b, back)))
                .expect("pixels");
            let on_tint = contrast(ink, home.fill);
            assert!(
                on_tint >= OWN_TINT_CONTRAST,
                "{c:?} {:?}: ink {ink:?} on the tint {:?}: {on_tint:.2}",
                line.text,
                home.fill
            );
            let on_back = contrast(ink, back);
            assert!(
                on_back >= LINE_CONTRAST,
                "{c:?} {:?}: {on_back:.2}",
                line.text
            );
        }
    }
}

/// Whether two drawn texts' ink overlaps: their boxes (ascent to descent, which stacked
/// lines share a little of) less a tenth of an em at the top and bottom.
fn texts_overlap(r: &starpost::render::Renderer, t: &DrawnText, u: &DrawnText) -> bool {
    let ink = |t: &DrawnText| {
        let (x0, y0, x1, y1) = r.text_box(t);
        (x0, y0 + 0.1 * t.em, x1, y1 - 0.1 * t.em)
    };
    let (a, b) = (ink(t), ink(u));
    a.0 + 1.0 < b.2 && b.0 + 1.0 < a.2 && a.1 < b.3 && b.1 < a.3
}

/// A whole board read at a chat preview (550 px wide): each system's number and each
/// player's ships in it (§84: ships only, not ground forces or structures), counted in their
/// colour, are drawn 9 px tall or more once the picture is shrunk so; a system whose planets
/// one player controls (§25) is outlined in that player's colour; and no text of the map
/// overlaps another.
#[test]
fn rr_84_the_whole_board_shows_numbers_and_ships_per_player_legibly_at_a_preview() {
    use starpost::core::scene::Chip;
    use starpost::games::ti4::content::{self, SystemKind, UnitKind};
    use starpost::render::{PREVIEW_W, Renderer};

    let mut s = fixtures::without_antimass();
    // A system with a planet, not a home system: Sol's ships and ground forces, Letnev's
    // dreadnoughts, and the planet Sol's.
    let (tile, planet) = s
        .systems
        .iter()
        .filter_map(|sys| content::system(sys.tile))
        .find(|d| d.kind == SystemKind::Blue && d.planets.len() == 1)
        .map(|d| (d.tile, d.planets[0].id.clone()))
        .expect("a blue system with one planet");
    fixtures::clear(&mut s, tile);
    fixtures::put(&mut s, tile, SOL, UnitKind::Cruiser, 3, None);
    fixtures::put(&mut s, tile, SOL, UnitKind::Fighter, 2, None);
    fixtures::put(&mut s, tile, SOL, UnitKind::Infantry, 2, Some(&planet));
    fixtures::put(&mut s, tile, LETNEV, UnitKind::Dreadnought, 2, None);
    fixtures::own(&mut s, SOL, &planet);
    let v = Ti4::view(&s, Viewer::Spectator);
    let board = scene(&v, &Tr::default());
    let sol = v.players[SOL].color.rgb();
    let letnev = v.players[LETNEV].color.rgb();
    let i = board
        .hexes
        .iter()
        .position(|h| h.label == tile.to_string())
        .expect("the system");
    let cell = &board.hexes[i];
    assert_eq!(
        cell.forces,
        vec![
            Chip {
                color: sol,
                text: "5".into()
            },
            Chip {
                color: letnev,
                text: "2".into()
            },
        ],
        "ships counted per player, infantry on the planet left out"
    );
    assert_eq!(
        cell.outline,
        Some(sol),
        "outlined in its controller's colour"
    );

    let r = Renderer::new();
    let (img, drawn) = r.render_image_recorded(&board);
    let w = img.width() as f32;
    let least = 9.0 * w / PREVIEW_W;
    let places = r.hex_places(&board);
    let inside = |t: &DrawnText, (cx, cy, size): (f32, f32, f32)| {
        let (x0, y0, x1, y1) = r.text_box(t);
        let (mx, my) = ((x0 + x1) / 2.0, (y0 + y1) / 2.0);
        (mx - cx).abs() < size && (my - cy).abs() < size * 0.87
    };
    for (h, &place) in board.hexes.iter().zip(&places) {
        let number = drawn
            .iter()
            .find(|t| t.text == h.label && inside(t, place))
            .unwrap_or_else(|| panic!("{} not drawn in its hex", h.label));
        assert!(
            number.em >= least,
            "{}: {} px at a preview",
            h.label,
            number.em * PREVIEW_W / w
        );
    }
    for force in &cell.forces {
        let t = drawn
            .iter()
            .find(|t| t.text == force.text && inside(t, places[i]))
            .unwrap_or_else(|| panic!("{:?} not drawn in the system", force.text));
        assert!(t.em >= least, "{:?}: {} px", t.text, t.em * PREVIEW_W / w);
    }
    // wide16: the panels beside the map, the footer and the VP track read at the preview
    // too: the panels' lines and the footer 7.5 px or more, their titles, chips and the
    // track's numbers 7 px or more.
    let map_right = places.iter().map(|(x, _, s)| x + s).fold(0.0f32, f32::max);
    let px = |t: &DrawnText| t.em * PREVIEW_W / w;
    let panel = &board.panels[SOL];
    for line in &panel.lines {
        let t = drawn
            .iter()
            .find(|t| t.x > map_right && line.starts_with(t.text.as_str()))
            .unwrap_or_else(|| panic!("{line:?} not drawn beside the map"));
        assert!(px(t) >= 7.5, "{line:?}: {} px", px(t));
    }
    for t in drawn.iter().filter(|t| t.x > map_right) {
        assert!(px(t) >= 7.0, "{:?}: {} px", t.text, px(t));
    }
    for line in &board.footer {
        let t = drawn
            .iter()
            .find(|t| line.starts_with(t.text.as_str()))
            .unwrap_or_else(|| panic!("{line:?} not drawn"));
        assert!(px(t) >= 7.5, "{line:?}: {} px", px(t));
    }
    for b in &board.tracks[0].boxes {
        let t = drawn
            .iter()
            .rev()
            .find(|t| t.text == b.label)
            .unwrap_or_else(|| panic!("{:?} not drawn", b.label));
        assert!(px(t) >= 7.0, "{:?}: {} px", t.text, px(t));
    }
    assert!(img.height() as f32 <= 1.3 * w, "{}", img.height());
    // The map's texts (in a hex) clear of each other.
    let map: Vec<_> = drawn
        .iter()
        .filter(|t| places.iter().any(|&p| inside(t, p)))
        .collect();
    assert!(map.len() > 2 * board.hexes.len(), "{} texts", map.len());
    for (a, t) in map.iter().enumerate() {
        for u in &map[a + 1..] {
            assert!(!texts_overlap(&r, t, u), "{:?} over {:?}", t.text, u.text);
        }
    }
}

/// The turn marker ("▶") beside each waited-for player's swatch reads apart from the swatch
/// and the background for every player colour of the three games (a yellow player's marker
/// once vanished into the yellow swatch, lookE14): measured on the drawn pixels of the TI4
/// board's focus picture and whole board, the marker's brightest pixel is at least
/// `TURN_MARK_DISTANCE` ΔE from the swatch and keeps 4.5:1 with the darkest pixel around it.
#[test]
fn the_turn_marker_stands_apart_from_every_players_swatch_in_every_game() {
    use starpost::core::scene::Panel;
    use starpost::games::ti4::state::PlayerColor;
    use starpost::render::{
        Changes, Renderer, TURN_MARK_DISTANCE, choose_focus, color_distance, contrast,
    };
    let mut colours: Vec<Rgb> = PlayerColor::ALL.iter().map(|c| c.rgb()).collect();
    for id in ["red", "blue", "green", "yellow", "white", "black"] {
        colours.push(starpost::games::eclipse::scene::color_rgb(id));
    }
    for id in [
        "blue", "red", "yellow", "orange", "green", "white", "purple",
    ] {
        colours.push(starpost::games::stellar_horizons::scene::color(id));
    }
    assert!(
        colours.iter().all(|c| *c != Rgb(150, 150, 150)),
        "{colours:?}"
    );
    // One marker colour for every player of a game without a white player (TI4's six): a
    // marker in a player colour beside another player read as that player's (lookC16).
    let ti4: Vec<Rgb> = PlayerColor::ALL
        .iter()
        .map(|c| starpost::render::turn_mark_color(c.rgb()))
        .collect();
    assert!(ti4.windows(2).all(|w| w[0] == w[1]), "{ti4:?}");
    let r = Renderer::new();
    let s = fixtures::without_antimass();
    let tr = Tr::for_locale(Some("en"));
    let base = scene(&Ti4::view(&s, Viewer::Spectator), &tr);
    let lum = |p: Rgb| contrast(p, Rgb(0, 0, 0));
    for chunk in colours.chunks(6) {
        let mut board = base.clone();
        board.panels = chunk
            .iter()
            .enumerate()
            .map(|(i, c)| Panel {
                title: format!("P{i}"),
                color: *c,
                active: true,
                lines: vec!["VP 1".into()],
                chips: Vec::new(),
                summary: "VP 1".into(),
            })
            .collect();
        let at = (board.hexes[0].q, board.hexes[0].r);
        let focus = choose_focus(
            &board,
            &Changes {
                hexes: vec![at],
                ..Changes::default()
            },
        )
        .expect("a focus");
        for (what, (img, drawn)) in [
            ("focus", r.render_focus_recorded(&board, &focus)),
            ("whole board", r.render_image_recorded(&board)),
        ] {
            let marks: Vec<&DrawnText> = drawn.iter().filter(|t| t.text == "▶").collect();
            assert!(marks.len() >= chunk.len(), "{what}: {} marks", marks.len());
            // Each marker is drawn for the panels in order (a roster, then the panels).
            for (i, t) in marks.iter().enumerate() {
                let c = chunk[i % chunk.len()];
                let (x0, y0, x1, y1) = r.text_box(t);
                let mut pixels = Vec::new();
                for y in y0.max(0.0) as u32..(y1 as u32).min(img.height()) {
                    for x in x0.max(0.0) as u32..(x1 as u32).min(img.width()) {
                        let p = img.get_pixel(x, y);
                        pixels.push(Rgb(p[0], p[1], p[2]));
                    }
                }
                let mark = *pixels
                    .iter()
                    .max_by(|a, b| lum(**a).total_cmp(&lum(**b)))
                    .expect("pixels");
                let under = *pixels
                    .iter()
                    .min_by(|a, b| lum(**a).total_cmp(&lum(**b)))
                    .expect("pixels");
                let d = color_distance(mark, c);
                assert!(
                    d >= TURN_MARK_DISTANCE,
                    "{what}: marker {mark:?} is {d:.1} from the swatch {c:?}"
                );
                let k = contrast(mark, under);
                assert!(k >= 4.5, "{what}: marker {mark:?} on {under:?}: {k:.1}");
            }
        }
    }
}

/// Both sides of the combat under way take the default hit assignment and never retreat, with
/// dice seeded by `seed`, until it is over.
fn fight_out_seeded(s: &mut starpost::games::ti4::state::State, seed: u64) {
    for round in 0..100u64 {
        let Some(c) = fixtures::combat(s) else { return };
        if let Some(who) = c.announcing {
            fixtures::play_seeded(s, who, "retreat no", seed * 100 + round).expect("no retreat");
            continue;
        }
        for (seat, hits) in [(c.attacker, c.attacker_hits), (c.defender, c.defender_hits)] {
            if hits > 0 && fixtures::combat(s).is_some() {
                fixtures::play_seeded(s, seat, "hits default", seed * 100 + round).expect("hits");
            }
        }
    }
    panic!("the combat did not end");
}

/// The key of a focus picture says what happened in each system this round, not only who
/// activated it (TacticalAction §59 KO): who moved in (Movement §50.2 KO), who won the space
/// combat against whom (SpaceCombat §42.9 KO), who retreated where (§42.7 KO) and who won a
/// ground combat on which planet (GroundCombat §73 KO, Invasion §77 KO), each after the
/// activation it belongs to, in every language; all of it public (the spectator's view), and
/// drawn in the posted focus picture's key.
#[test]
fn rr_50_42_73_the_focus_key_says_who_moved_in_won_and_retreated() {
    use starpost::core::Msg;
    use starpost::core::msg::Translate;
    use starpost::games::ti4::content::UnitKind;
    use starpost::games::ti4::state::{CombatKind, Happened, Happening, State};
    use starpost::render::{Changes, Renderer, choose_focus};
    let note = |s: &State, tile: u16, tr: &Tr| {
        let board = scene(&Ti4::view(s, Viewer::Spectator), tr);
        let hex = board
            .hexes
            .iter()
            .find(|h| h.label == tile.to_string())
            .expect("on the map");
        let named = board
            .hex_names
            .iter()
            .find(|n| (n.q, n.r) == (hex.q, hex.r))
            .expect("named");
        (board.clone(), (hex.q, hex.r), named.note.clone())
    };
    let name = |s: &State, seat: usize| s.players[seat].name.clone();

    // Space combat: Sol moves 2 dreadnoughts and a cruiser into 19 against Letnev's destroyer
    // and wins.
    let mut s = fixtures::without_antimass();
    fixtures::set_units(&mut s, 7, &[(SOL, UnitKind::Dreadnought, 2, None)]);
    fixtures::set_units(&mut s, 1, &[(LETNEV, UnitKind::Destroyer, 1, None)]);
    fixtures::play(&mut s, SOL, "activate 19").expect("activate");
    fixtures::play(&mut s, SOL, "move 20: 2 dreadnought").expect("move");
    fight_out_seeded(&mut s, 1);
    assert_eq!(
        s.happened,
        vec![
            Happening {
                position: 7,
                active: SOL,
                what: Happened::MovedOut {
                    seat: SOL,
                    units: vec![(UnitKind::Dreadnought, 2)],
                    to: 1
                }
            },
            Happening {
                position: 1,
                active: SOL,
                what: Happened::MovedIn { seat: SOL }
            },
            Happening {
                position: 1,
                active: SOL,
                what: Happened::Won {
                    kind: CombatKind::Space,
                    planet: None,
                    winner: SOL,
                    loser: LETNEV
                }
            },
        ]
    );
    let r = Renderer::new();
    for lang in ["en", "ko", "ja"] {
        let tr = Tr::for_locale(Some(lang));
        let want = [
            tr.tr(&Msg::new("ti4-key-activated").text("player", name(&s, SOL))),
            tr.tr(&Msg::new("ti4-key-moved-in").text("player", name(&s, SOL))),
            tr.tr(&Msg::new("ti4-key-won-space")
                .text("winner", name(&s, SOL))
                .text("loser", name(&s, LETNEV))),
        ]
        .join(" · ");
        let (board, at, got) = note(&s, 19, &tr);
        assert_eq!(got, want, "{lang}");
        assert!(want.contains(&name(&s, LETNEV)), "{lang}: {want}");
        if lang == "en" {
            assert_eq!(
                got,
                "activated by sol this round · sol moved in · sol won the space combat against letnev"
            );
        }
        // The posted focus picture draws it in its key (wrapped to the width).
        let focus = choose_focus(
            &board,
            &Changes {
                hexes: vec![at],
                ..Changes::default()
            },
        )
        .expect("a focus");
        let (_, drawn) = r.render_focus_recorded(&board, &focus);
        let squeezed = |t: &str| t.split_whitespace().collect::<String>();
        let all: String = drawn.iter().map(|t| squeezed(&t.text)).collect();
        assert!(all.contains(&squeezed(&want)), "{lang}: {all}");
    }

    // A retreat: Letnev defends 19 with 2 cruisers and retreats to 21 (position 8) once a
    // round is fought; Sol wins the combat it leaves.
    let mut retreated = false;
    for seed in 0..20u64 {
        let mut s = fixtures::without_antimass();
        fixtures::set_units(&mut s, 7, &[(SOL, UnitKind::Dreadnought, 2, None)]);
        fixtures::set_units(&mut s, 1, &[(LETNEV, UnitKind::Cruiser, 2, None)]);
        fixtures::set_units(
            &mut s,
            8,
            &[(LETNEV, UnitKind::Infantry, 1, Some("thibah"))],
        );
        fixtures::play(&mut s, SOL, "activate 19").expect("activate");
        fixtures::play_seeded(&mut s, SOL, "move 20: 2 dreadnought", seed).expect("move");
        if fixtures::combat(&s).is_none_or(|c| c.announcing != Some(LETNEV)) {
            continue;
        }
        fixtures::play_seeded(&mut s, LETNEV, "retreat 21", seed).expect("retreat announced");
        for round in 0..3 {
            let Some(c) = fixtures::combat(&s) else { break };
            for (seat, hits) in [(c.attacker, c.attacker_hits), (c.defender, c.defender_hits)] {
                if hits > 0 && fixtures::combat(&s).is_some() {
                    fixtures::play_seeded(&mut s, seat, "hits default", seed + round)
                        .expect("hits");
                }
            }
        }
        if !s.happened.iter().any(|h| {
            h.what
                == Happened::Retreated {
                    seat: LETNEV,
                    to: 8,
                }
        }) {
            continue;
        }
        retreated = true;
        for lang in ["en", "ko", "ja"] {
            let tr = Tr::for_locale(Some(lang));
            let (_, _, got) = note(&s, 19, &tr);
            let retreat = tr.tr(&Msg::new("ti4-key-retreated")
                .text("player", name(&s, LETNEV))
                .num("tile", 21));
            let won = tr.tr(&Msg::new("ti4-key-won-space")
                .text("winner", name(&s, SOL))
                .text("loser", name(&s, LETNEV)));
            assert!(
                got.ends_with(&format!(" · {retreat} · {won}")),
                "{lang}: {got}"
            );
            if lang == "en" {
                assert!(got.contains("letnev retreated to 21"), "{got}");
            }
        }
        break;
    }
    assert!(retreated, "no seed let Letnev's cruisers retreat");

    // A ground combat: Sol lands 4 infantry on Wellon (19), held by 1 Letnev infantry.
    let mut invaded = false;
    for seed in 0..20u64 {
        let mut s = fixtures::without_antimass();
        fixtures::set_units(
            &mut s,
            7,
            &[
                (SOL, UnitKind::Carrier, 1, None),
                (SOL, UnitKind::Infantry, 4, None),
            ],
        );
        fixtures::set_units(
            &mut s,
            1,
            &[(LETNEV, UnitKind::Infantry, 1, Some("wellon"))],
        );
        s.control.push(("wellon".into(), LETNEV));
        s.players[LETNEV]
            .planets
            .push(starpost::games::ti4::state::PlanetCard {
                planet: "wellon".into(),
                exhausted: false,
            });
        fixtures::play(&mut s, SOL, "activate 19").expect("activate");
        fixtures::play(&mut s, SOL, "move 20: 1 carrier, 4 infantry").expect("move");
        if fixtures::play_seeded(&mut s, SOL, "invade wellon: 4", seed).is_err() {
            continue;
        }
        fight_out_seeded(&mut s, seed);
        let won = Happened::Won {
            kind: CombatKind::Ground,
            planet: Some("wellon".into()),
            winner: SOL,
            loser: LETNEV,
        };
        if !s.happened.iter().any(|h| h.what == won) {
            continue;
        }
        invaded = true;
        for lang in ["en", "ko", "ja"] {
            let tr = Tr::for_locale(Some(lang));
            let (_, _, got) = note(&s, 19, &tr);
            let planet = tr.tr(&Msg::new("plain").name("text", "ti4-planet-wellon"));
            assert!(got.contains(&planet), "{lang}: {got} lacks {planet}");
            assert!(
                got.contains(&tr.tr(&Msg::new("ti4-key-moved-in").text("player", name(&s, SOL)))),
                "{lang}: {got}"
            );
            if lang == "en" {
                assert!(
                    got.ends_with(
                        " · sol won the ground combat on Wellon against letnev · sol took Wellon"
                    ),
                    "{got}"
                );
            }
        }
        break;
    }
    assert!(invaded, "4 infantry never beat 1 in 20 seeds");
}

/// Movement §50 KO (§31 KO for what a passing ship picks up): a system ships moved out of
/// this round says so in the focus key — who moved what, and into which system — where it
/// said nothing before (ti4-tactical's letters for Jord and Arc Prime).
#[test]
fn rr_50_the_focus_key_says_what_moved_out_of_a_system_and_where_to() {
    use starpost::core::Msg;
    use starpost::core::msg::Translate;
    use starpost::games::WithArg;
    use starpost::games::ti4::content::UnitKind;
    use starpost::games::ti4::state::Happened;

    let mut s = fixtures::without_antimass();
    fixtures::set_units(
        &mut s,
        7,
        &[
            (SOL, UnitKind::Carrier, 1, None),
            (SOL, UnitKind::Infantry, 2, None),
        ],
    );
    let tr = Tr::for_locale(Some("en"));
    assert_eq!(key_note(&s, "20", &tr), "", "nothing to say before");
    fixtures::play(&mut s, SOL, "activate 19").expect("activate");
    fixtures::play(&mut s, SOL, "move 20: 1 carrier, 2 infantry").expect("move");
    assert!(s.happened.iter().any(|h| h.position == 7
        && h.what
            == Happened::MovedOut {
                seat: SOL,
                units: vec![(UnitKind::Carrier, 1), (UnitKind::Infantry, 2)],
                to: 1,
            }));
    for lang in ["en", "ko", "ja"] {
        let tr = Tr::for_locale(Some(lang));
        let want = tr.tr(&Msg::new("ti4-key-moved-out")
            .text("player", s.players[SOL].name.clone())
            .with(
                "units",
                starpost::games::ti4::rules::movement::describe(&[
                    (UnitKind::Carrier, 1),
                    (UnitKind::Infantry, 2),
                ]),
            )
            .num("tile", 19));
        assert_eq!(key_note(&s, "20", &tr), want, "{lang}");
        assert!(want.contains("19"), "{lang}: {want}");
    }
    assert_eq!(
        key_note(&s, "20", &tr),
        "sol moved 1 carrier, 2 infantry out to 19"
    );
    // The destination's key is unchanged: activated, moved in.
    assert_eq!(
        key_note(&s, "19", &tr),
        "activated by sol this round · sol moved in"
    );
}

/// The focus key's words for the system at tile `tile` (its hex's note), in `tr`'s language.
fn key_note(s: &starpost::games::ti4::state::State, tile: &str, tr: &Tr) -> String {
    let board = scene(&Ti4::view(s, Viewer::Spectator), tr);
    let hex = board
        .hexes
        .iter()
        .find(|h| h.label == tile)
        .expect("on the map");
    board
        .hex_names
        .iter()
        .find(|n| (n.q, n.r) == (hex.q, hex.r))
        .expect("named")
        .note
        .clone()
}

/// Control §63 KO, Invasion §77 KO, Custodians §7 KO: the focus key names the planets a
/// player took this round (several in one system together) and the custodians token taken
/// with its victory point — the change the picture is posted for.
#[test]
fn rr_63_77_7_the_focus_key_says_who_took_planets_and_the_custodians() {
    use starpost::core::Msg;
    use starpost::core::msg::{Arg, Translate};
    use starpost::games::WithArg;
    use starpost::games::ti4::content::{UnitKind, planet_name};
    use starpost::games::ti4::state::Happened;

    // Sol lands 2 infantry on Mecatol Rex and pays 6 influence for the custodians token.
    let mut s = fixtures::without_antimass();
    fixtures::set_units(
        &mut s,
        0,
        &[
            (SOL, UnitKind::Carrier, 1, None),
            (SOL, UnitKind::Infantry, 2, None),
        ],
    );
    fixtures::play(&mut s, SOL, "activate 18").expect("activate");
    fixtures::play(&mut s, SOL, "move none").expect("move");
    s.players[SOL].trade_goods = 4;
    fixtures::play(
        &mut s,
        SOL,
        "invade mecatol rex: 2 custodians pay jord tg 4",
    )
    .expect("invade");
    assert!(
        s.happened
            .iter()
            .any(|h| h.what == Happened::Custodians { seat: SOL })
    );
    assert!(s.happened.iter().any(|h| h.what
        == Happened::Took {
            seat: SOL,
            planet: "mecatol_rex".into()
        }));
    for lang in ["en", "ko", "ja"] {
        let tr = Tr::for_locale(Some(lang));
        let sol = s.players[SOL].name.clone();
        let want = [
            tr.tr(&Msg::new("ti4-key-activated").text("player", sol.clone())),
            tr.tr(&Msg::new("ti4-key-took")
                .text("player", sol.clone())
                .with("planets", Arg::List(vec![planet_name("mecatol_rex")]))),
            tr.tr(&Msg::new("ti4-key-custodians").text("player", sol.clone())),
        ]
        .join(" · ");
        assert_eq!(key_note(&s, "18", &tr), want, "{lang}");
        if lang == "en" {
            assert_eq!(
                want,
                "activated by sol this round · sol took Mecatol Rex · sol removed the custodians \
                 token (+1 VP)"
            );
        }
    }

    // Hacan lands on both planets of 27 (position 13), nobody's: one entry names both.
    let mut s = fixtures::without_antimass();
    fixtures::set_units(
        &mut s,
        13,
        &[
            (SOL, UnitKind::Carrier, 1, None),
            (SOL, UnitKind::Infantry, 2, None),
        ],
    );
    fixtures::play(&mut s, SOL, "activate 27").expect("activate");
    fixtures::play(&mut s, SOL, "move none").expect("move");
    fixtures::play(&mut s, SOL, "invade new albion: 1; starpoint: 1").expect("invade");
    let tr = Tr::for_locale(Some("en"));
    assert_eq!(
        key_note(&s, "27", &tr),
        "activated by sol this round · sol took New Albion, Starpoint"
    );
    for lang in ["ko", "ja"] {
        let tr = Tr::for_locale(Some(lang));
        let got = key_note(&s, "27", &tr);
        for p in ["new_albion", "starpoint"] {
            let planet = tr.tr(&Msg::new("plain").with("text", planet_name(p)));
            assert!(got.contains(&planet), "{lang}: {got} lacks {planet}");
        }
    }
}

/// Production §26 KO, Construction §2 KO: the focus key says what was produced in the
/// system and which structure Construction placed on which planet.
#[test]
fn rr_26_2_the_focus_key_says_what_was_produced_and_constructed() {
    use starpost::core::Msg;
    use starpost::core::msg::Translate;
    use starpost::games::WithArg;
    use starpost::games::ti4::content::{UnitKind, planet_name};
    use starpost::games::ti4::rules::movement::describe;

    // Sol produces 2 fighters and 2 infantry at home.
    let mut s = fixtures::without_antimass();
    let home = s.players[SOL].home_position;
    let tile = s.system_at(home).expect("home").tile.to_string();
    fixtures::play(&mut s, SOL, &format!("activate {tile}")).expect("activate");
    fixtures::play(&mut s, SOL, "move none").expect("move");
    // No invasion step at home (nothing to land on), or none taken.
    let _ = fixtures::play(&mut s, SOL, "invade none");
    fixtures::play(&mut s, SOL, "produce 2 fighter, 2 infantry pay jord").expect("produce");
    for lang in ["en", "ko", "ja"] {
        let tr = Tr::for_locale(Some(lang));
        let sol = s.players[SOL].name.clone();
        let want = [
            tr.tr(&Msg::new("ti4-key-activated").text("player", sol.clone())),
            tr.tr(&Msg::new("ti4-key-produced")
                .text("player", sol.clone())
                .with(
                    "units",
                    describe(&[(UnitKind::Fighter, 2), (UnitKind::Infantry, 2)]),
                )),
        ]
        .join(" · ");
        assert_eq!(key_note(&s, &tile, &tr), want, "{lang}");
        if lang == "en" {
            assert_eq!(
                want,
                "activated by sol this round · sol produced 2 fighters, 2 infantry"
            );
        }
    }

    // Sol's Construction primary: a PDS on Jord, no activation there.
    let mut s = fixtures::holding(4);
    fixtures::play(&mut s, SOL, "strategic 4").expect("strategic");
    fixtures::play(&mut s, SOL, "primary pds jord").expect("primary");
    for lang in ["en", "ko", "ja"] {
        let tr = Tr::for_locale(Some(lang));
        let want = tr.tr(&Msg::new("ti4-key-placed")
            .text("player", s.players[SOL].name.clone())
            .with("units", describe(&[(UnitKind::Pds, 1)]))
            .with("planet", planet_name("jord")));
        let got = key_note(&s, &tile, &tr);
        assert!(got.contains(&want), "{lang}: {got}");
        if lang == "en" {
            assert!(got.contains("sol placed 1 PDS on Jord"), "{got}");
        }
    }
}

/// Component action §8 KO: a component action that changes the map is keyed like a tactical
/// action's changes — Sol's Orbital Drop says who put which units where, by which ability
/// ("1 Jord · sol placed 2 infantry (Orbital Drop)"), so the next focus picture letters Jord
/// and says why.
#[test]
fn rr_8_the_focus_key_says_what_a_component_action_placed() {
    use starpost::core::Msg;
    use starpost::core::msg::Translate;
    use starpost::games::WithArg;
    use starpost::games::ti4::content::UnitKind;
    use starpost::games::ti4::rules::movement::describe;
    use starpost::games::ti4::state::Happened;

    let mut s = fixtures::without_antimass();
    let home = s.players[SOL].home_position;
    let tile = s.system_at(home).expect("home").tile.to_string();
    fixtures::play(&mut s, SOL, "use orbital_drop jord").expect("orbital drop");
    assert!(s.happened.iter().any(|h| h.position == home
        && h.what
            == Happened::Component {
                seat: SOL,
                id: "orbital_drop".into(),
                added: vec![(UnitKind::Infantry, 2)],
                removed: Vec::new(),
            }));
    for lang in ["en", "ko", "ja"] {
        let tr = Tr::for_locale(Some(lang));
        let want = tr.tr(&Msg::new("ti4-key-component-placed")
            .text("player", s.players[SOL].name.clone())
            .with("units", describe(&[(UnitKind::Infantry, 2)]))
            .with(
                "ability",
                starpost::games::ti4::effects::component::name_of("orbital_drop"),
            ));
        assert_eq!(key_note(&s, &tile, &tr), want, "{lang}");
        if lang == "en" {
            assert_eq!(want, "sol placed 2 infantry (Orbital Drop)");
        }
    }
}

/// Diplomacy §40 KO, Warfare §60 KO: the focus key says whose command tokens Diplomacy's
/// primary placed in the system chosen (each once: not again as a lone token), and that
/// Warfare's primary took the holder's token back; the activation it took back still counts
/// (`State::activated` keeps it: the system was activated this round).
#[test]
fn rr_40_60_the_focus_key_says_diplomacys_tokens_and_warfares_token_taken_back() {
    use starpost::core::Msg;
    use starpost::core::msg::Translate;
    use starpost::games::ti4::rules::units;
    use starpost::games::ti4::state::Happened;

    // Sol's Diplomacy on its home system (tile 1): letnev and hacan put a token there.
    let mut s = fixtures::holding(2);
    fixtures::play(&mut s, SOL, "strategic 2").expect("strategic");
    fixtures::play(&mut s, SOL, "primary 1").expect("primary");
    assert!(s.happened.iter().any(|h| h.what
        == Happened::Diplomacy {
            seat: SOL,
            tokens: vec![LETNEV, HACAN]
        }));
    let names = |s: &starpost::games::ti4::state::State, seats: &[usize]| {
        seats
            .iter()
            .map(|x| s.players[*x].name.clone())
            .collect::<Vec<_>>()
    };
    for lang in ["en", "ko", "ja"] {
        let tr = Tr::for_locale(Some(lang));
        let want = tr.tr(&Msg::new("ti4-key-diplomacy")
            .text("player", s.players[SOL].name.clone())
            .num("count", 2)
            .text("players", names(&s, &[LETNEV, HACAN]).join(", ")));
        assert_eq!(key_note(&s, "1", &tr), want, "{lang}");
        if lang == "en" {
            assert_eq!(
                want,
                "sol's Diplomacy: command tokens of letnev, hacan placed"
            );
        }
    }

    // Letnev's token lies there already: only hacan's is placed; letnev's stays a lone token.
    let mut s = fixtures::holding(2);
    let home = s.players[SOL].home_position;
    let i = units::system_index(&s, home).expect("home");
    s.systems[i].command_tokens.push(LETNEV);
    fixtures::play(&mut s, SOL, "strategic 2").expect("strategic");
    fixtures::play(&mut s, SOL, "primary 1").expect("primary");
    let tr = Tr::for_locale(Some("en"));
    assert_eq!(
        key_note(&s, "1", &tr),
        "sol's Diplomacy: hacan's command token placed · letnev's command token"
    );

    // Sol activated 22 (position 9) earlier this round; Warfare takes the token back.
    let mut s = fixtures::holding(6);
    let i = units::system_index(&s, 9).expect("on the board");
    s.systems[i].command_tokens.push(SOL);
    s.players[SOL].tokens.tactic -= 1;
    s.activated.push((9, SOL));
    let before = key_note(&s, "22", &tr);
    assert_eq!(before, "activated by sol this round");
    fixtures::play(&mut s, SOL, "strategic 6").expect("strategic");
    let t = s.players[SOL].tokens;
    let total = t.tactic + t.fleet + t.strategy + 1;
    fixtures::play(
        &mut s,
        SOL,
        &format!("primary 22 tokens {} {} 0", total - t.fleet, t.fleet),
    )
    .expect("primary");
    assert!(s.system_at(9).expect("22").command_tokens.is_empty());
    for lang in ["en", "ko", "ja"] {
        let tr = Tr::for_locale(Some(lang));
        let sol = s.players[SOL].name.clone();
        let want = [
            tr.tr(&Msg::new("ti4-key-activated").text("player", sol.clone())),
            tr.tr(&Msg::new("ti4-key-token-back")
                .text("player", sol.clone())
                .text("by", "warfare")),
        ]
        .join(" · ");
        assert_eq!(key_note(&s, "22", &tr), want, "{lang}");
        if lang == "en" {
            assert_eq!(
                want,
                "activated by sol this round · sol took the command token back (Warfare)"
            );
        }
    }

    // Unexpected Action takes back the token of an activation as well.
    let mut s = fixtures::without_antimass();
    fixtures::play(&mut s, SOL, "activate 19").expect("activate");
    s.players[SOL].action_cards.push("unexpected_action".into());
    // As in a later turn of Sol's, its tactical action in 19 over.
    s.phase = starpost::games::ti4::state::Phase::Action {
        active: SOL,
        tactical: None,
    };
    // Nobody else holds an action card to cancel it with (§38.3): it resolves at once.
    for o in [LETNEV, HACAN] {
        s.players[o].action_cards.clear();
    }
    fixtures::play(&mut s, SOL, "play unexpected_action 19").expect("played");
    assert!(s.system_at(1).expect("19").command_tokens.is_empty());
    assert_eq!(
        key_note(&s, "19", &tr),
        "activated by sol this round · sol took the command token back (Unexpected Action)"
    );
}

/// Signal Jamming (the action card, component action): the focus key says who had another
/// player's command token placed in the system, and that token is not listed again as a lone
/// token whose origin the table cannot tell.
#[test]
fn the_focus_key_says_whose_token_signal_jamming_placed() {
    use starpost::core::Msg;
    use starpost::core::msg::Translate;
    use starpost::games::ti4::state::{Happened, Phase};

    let mut s = fixtures::without_antimass();
    s.phase = Phase::Action {
        active: SOL,
        tactical: None,
    };
    // Sol's ships are at home (tile 1); tile 32 is next to it. Nobody else can cancel (§38.3).
    for o in [LETNEV, HACAN] {
        s.players[o].action_cards.clear();
    }
    s.players[SOL].action_cards.push("signal_jamming".into());
    fixtures::play(&mut s, SOL, "play signal_jamming 32 letnev").expect("played");
    assert!(s.happened.iter().any(|h| h.what
        == Happened::TokenPlaced {
            seat: SOL,
            owner: LETNEV
        }));
    for lang in ["en", "ko", "ja"] {
        let tr = Tr::for_locale(Some(lang));
        let want = tr.tr(&Msg::new("ti4-key-token-placed")
            .text("player", s.players[SOL].name.clone())
            .text("owner", s.players[LETNEV].name.clone()));
        assert_eq!(key_note(&s, "32", &tr), want, "{lang}");
    }
    let tr = Tr::for_locale(Some("en"));
    assert_eq!(
        key_note(&s, "32", &tr),
        "sol placed letnev's command token (Signal Jamming)"
    );
}
