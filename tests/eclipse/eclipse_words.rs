//! Issue 16 item 7, the log in words: everything an Eclipse player reads — the log (public and
//! private), every prompt and every button label, `/hand` — names ships, parts, resources,
//! squares and discovery tiles in words, never by the notation's codes. Played by seeded random
//! players through the engine for a few rounds with battles, rendered in English and Korean.

use starpost::core::msg::Translate;
use starpost::core::rules::Viewer;
use starpost::core::{Game, GameRng, Msg};
use starpost::games::eclipse::setup::{EclipseSetup, PlayerSetup};
use starpost::games::eclipse::{Eclipse, bot};
use starpost::i18n::Tr;

/// The notation's ship codes; none may be read as a word.
const SHIP_CODES: [&str; 6] = ["int", "cru", "dre", "sb", "anc", "gcds"];

/// Every message a player reads in a seeded 3-player game up to the end of round `rounds`
/// (or the end of the game), and the ids of the log entries.
fn visible_messages(seed: u64, rounds: u8) -> (Vec<Msg>, Vec<String>) {
    let setup = EclipseSetup {
        players: ["terran", "planta", "descendants_of_draco"]
            .iter()
            .enumerate()
            .map(|(i, sp)| PlayerSetup {
                name: format!("bot{i}"),
                species: Some(sp.to_string()),
                color: None,
            })
            .collect(),
        start: None,
    };
    let mut state = Eclipse::setup(&setup, &mut GameRng::for_step(seed, 0)).unwrap();
    let mut rng = GameRng::for_step(seed ^ 0x5EED, 1);
    let mut msgs = Vec::new();
    let mut ids = Vec::new();
    let mut seq = 0;
    while !Eclipse::is_over(&state) && state.round <= rounds && seq < 20_000 {
        let prompts = Eclipse::prompts(&state);
        for p in &prompts {
            msgs.push(p.ask.clone());
            msgs.extend(p.choices.iter().map(|c| c.label.clone()));
        }
        let Some(p) = prompts.get(rng.below(prompts.len().max(1))) else {
            break;
        };
        let seat = p.seat;
        // Mostly an offered button, as a player who clicks; sometimes the bot's typed action.
        let text = if !p.choices.is_empty() && rng.below(4) > 0 {
            p.choices[rng.below(p.choices.len())].notation.clone()
        } else {
            match bot::random_action(&state, seat, &mut rng) {
                Some(t) => t,
                None => continue,
            }
        };
        let Ok(action) = Eclipse::parse_action(&state, &text) else {
            continue;
        };
        seq += 1;
        if let Ok(applied) =
            Eclipse::apply(&mut state, seat, &action, &mut GameRng::for_step(seed, seq))
        {
            for entry in applied.log {
                ids.push(entry.msg.id.clone());
                msgs.push(entry.msg);
            }
        }
    }
    for seat in 0..state.players.len() {
        msgs.extend(Eclipse::hand(&Eclipse::view(&state, Viewer::Seat(seat))));
    }
    (msgs, ids)
}

/// The Latin words of a text: runs of ASCII letters, digits and underscores (so a raw id such
/// as `plasma_cannon` is one word, and `int` is a word even when Hangul follows it).
fn words(text: &str) -> Vec<&str> {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty())
        .collect()
}

/// What is wrong with one rendered text: a ship code or a raw id read as a word, a square by
/// its index.
fn problems(text: &str, latin_allowed: Option<&[&str]>) -> Vec<String> {
    let mut out = Vec::new();
    let ws = words(text);
    for w in &ws {
        let lower = w.to_lowercase();
        if SHIP_CODES.contains(&lower.as_str()) {
            out.push(format!("ship code {w:?}"));
        }
        if w.contains('_') {
            out.push(format!("raw id {w:?}"));
        }
        // A Korean text holds no English word but names and a few fixed ones.
        if let Some(allowed) = latin_allowed
            && w.chars().any(|c| c.is_ascii_alphabetic())
            && !allowed.iter().any(|a| a.eq_ignore_ascii_case(w))
            && !w.starts_with("bot")
        {
            out.push(format!("English word {w:?}"));
        }
    }
    if ws
        .windows(2)
        .any(|p| p[0] == "square" && p[1].parse::<u32>().is_ok())
    {
        out.push("a square by its index".into());
    }
    out
}

#[test]
fn ecl_issue16_every_visible_text_names_ships_and_parts_in_words_in_english_and_korean() {
    let (msgs, ids) = visible_messages(33, 2);
    // The game went through battles, with ships destroyed, and through colony ships.
    for id in [
        "ec-log-fire",
        "ec-log-destroyed",
        "ec-log-colony",
        "ec-log-build",
    ] {
        assert!(
            ids.iter().any(|i| i == id),
            "no {id} in the game: pick another seed"
        );
    }
    let en = Tr::for_locale(Some("en"));
    let ko = Tr::for_locale(Some("ko"));
    // The command and notation words that Korean texts still show in backquotes (typed input),
    // and "VP".
    let korean_latin: &[&str] = &[
        "play", "hand", "orders", "fight", "on", "off", "hits", "auto", "ask", "VP",
    ];
    let mut bad = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for m in &msgs {
        for (lang, text, allowed) in [("en", en.tr(m), None), ("ko", ko.tr(m), Some(korean_latin))]
        {
            if !seen.insert((lang, text.clone())) {
                continue;
            }
            for p in problems(&text, allowed) {
                bad.push(format!("{lang} {}: {p} in {text:?}", m.id));
            }
        }
    }
    assert!(
        bad.is_empty(),
        "{} problems:\n{}",
        bad.len(),
        bad.join("\n")
    );
    // The check itself catches what the old labels showed.
    assert!(!problems("Build int in 221", None).is_empty());
    assert!(!problems("Colony ship: 101 square 0", None).is_empty());
    assert!(!problems("alice fire (anc): 3 1.", None).is_empty());
    assert!(!problems("발견 타일 materials을(를) 가져옵니다.", Some(korean_latin)).is_empty());
    assert!(!problems("You take the discovery tile shard_hull.", None).is_empty());
}

/// A 2-player game (Terrans and Planta, the Terrans first) with its state.
fn two_player_game() -> starpost::games::eclipse::state::State {
    super::eclipse_board::game(&[("alice", "terran"), ("bob", "planta")])
}

/// Takes `text` as `seat`'s action and returns the log's messages.
fn play(s: &mut starpost::games::eclipse::state::State, seat: usize, text: &str) -> Vec<Msg> {
    let action = Eclipse::parse_action(s, text).unwrap();
    Eclipse::apply(s, seat, &action, &mut GameRng::for_step(5, 1))
        .unwrap()
        .log
        .into_iter()
        .map(|e| e.msg)
        .collect()
}

/// The unit chips drawn in the hex of sector `tile`.
fn chips_at(board: &starpost::core::scene::Scene, tile: u16) -> Vec<String> {
    let label = format!("{tile:03}");
    board
        .hexes
        .iter()
        .find(|h| h.label == label)
        .map(|h| h.units.iter().map(|c| c.text.clone()).collect())
        .unwrap_or_default()
}

/// Issue 16 (boards that carry the decision): the Eclipse board counts ships in words in the
/// viewer's language, one chip per owner and ship type with the damage it carries, and names
/// each blueprint in words; a crowded hex is drawn whole, no chip cut with "…" or folded into
/// "+N" (read from what the renderer drew).
#[test]
fn ecl_issue16_board_chips_and_blueprints_read_in_words_in_every_language() {
    use starpost::games::eclipse::scene::scene;
    use starpost::games::eclipse::state::{Faction, Ship, ShipKind};
    let mut s = two_player_game();
    let home = s.players[0].home;
    let ship = |owner, kind, damage| Ship {
        owner,
        kind,
        damage,
    };
    let (a, b) = (Faction::Player(0), Faction::Player(1));
    let sector = s.sector_mut(home).unwrap();
    sector.ships.push(ship(a, ShipKind::Interceptor, 1));
    sector.ships.push(ship(a, ShipKind::Cruiser, 0));
    sector.ships.push(ship(a, ShipKind::Dreadnought, 0));
    sector.ships.push(ship(a, ShipKind::Starbase, 0));
    for _ in 0..3 {
        sector.ships.push(ship(b, ShipKind::Interceptor, 0));
    }
    sector.ships.push(ship(b, ShipKind::Cruiser, 2));
    sector.ships.push(ship(b, ShipKind::Dreadnought, 0));
    let v = Eclipse::view(&s, Viewer::Spectator);
    let expected: [(&str, [&str; 7], &str); 3] = [
        (
            "en",
            [
                "2 interceptors (1 damage)",
                "1 cruiser",
                "1 dreadnought",
                "1 starbase",
                "3 interceptors",
                "1 cruiser (2 damage)",
                "1 dreadnought",
            ],
            "Interceptor: ",
        ),
        (
            "ko",
            [
                "요격기 2척 (피해 1)",
                "순양함 1척",
                "전함 1척",
                "우주 기지 1개",
                "요격기 3척",
                "순양함 1척 (피해 2)",
                "전함 1척",
            ],
            "요격기: ",
        ),
        (
            "ja",
            [
                "迎撃機 2隻 (ダメージ 1)",
                "巡洋艦 1隻",
                "戦艦 1隻",
                "宇宙基地 1基",
                "迎撃機 3隻",
                "巡洋艦 1隻 (ダメージ 2)",
                "戦艦 1隻",
            ],
            "迎撃機: ",
        ),
    ];
    let renderer = starpost::render::Renderer::new();
    for (lang, chips, interceptor) in expected {
        let tr = Tr::for_locale(Some(lang));
        let board = scene(&v, &tr);
        assert_eq!(chips_at(&board, home), chips, "{lang}");
        for p in &board.panels {
            assert!(p.lines[4].starts_with(interceptor), "{lang}: {:?}", p.lines);
        }
        // No ship code anywhere on the board's chips and panels.
        let texts = board
            .hexes
            .iter()
            .flat_map(|h| h.units.iter().map(|c| c.text.clone()))
            .chain(board.panels.iter().flat_map(|p| p.lines.clone()));
        for t in texts {
            assert!(problems(&t, None).is_empty(), "{lang}: {t:?}");
        }
        // Every chip drawn whole: each of its words reached the picture in a text that was
        // not shortened with "…", and no chip was folded into "+N".
        let (_, drawn) = renderer.render_image_recorded(&board);
        let folded: Vec<&str> = drawn
            .iter()
            .map(|d| d.text.as_str())
            .filter(|t| {
                t.strip_prefix('+')
                    .is_some_and(|n| n.parse::<u32>().is_ok())
            })
            .collect();
        assert!(folded.is_empty(), "{lang}: folded {folded:?}");
        // The crowded hex's chips each on one piece, at full length.
        for c in chips {
            assert!(
                drawn.iter().any(|d| d.text == c),
                "{lang}: {c:?} not drawn as one chip"
            );
        }
        for c in board.hexes.iter().flat_map(|h| &h.units) {
            let c = &c.text;
            for w in c.split(' ') {
                assert!(
                    drawn
                        .iter()
                        .any(|d| !d.text.contains('…') && d.text.split(' ').any(|x| x == w)),
                    "{lang}: {w:?} of {c:?} not drawn whole"
                );
            }
        }
    }
}

/// Issue 16: Korean counts ships as the language does — the ship, then the number with its
/// counter (요격기 1척, 우주 기지 1개) — and the Build button, the log and the board chip say
/// it the same way.
#[test]
fn ecl_issue16_korean_counts_ships_name_first_with_the_counter() {
    use starpost::games::eclipse::scene::scene;
    let ko = Tr::for_locale(Some("ko"));
    let mut s = two_player_game();
    let home = s.players[0].home;
    s.players[0].storage[2] = 20;
    let prompt = Eclipse::prompts(&s)
        .into_iter()
        .find(|p| p.seat == 0)
        .unwrap();
    let button = prompt
        .choices
        .iter()
        .find(|c| c.notation == format!("build int {home}"))
        .unwrap();
    assert_eq!(
        ko.tr(&button.label),
        format!("{home} 구역에 요격기 1척 건설")
    );
    let log = play(&mut s, 0, &format!("build int {home}, int {home}"));
    let cost = 20 - s.players[0].storage[2];
    let build = log.iter().find(|m| m.id == "ec-log-build").unwrap();
    assert_eq!(
        ko.tr(build),
        format!("alice 님이 건설합니다: {home} 구역에 요격기 2척 (원자재 {cost}).")
    );
    let board = scene(&Eclipse::view(&s, Viewer::Spectator), &ko);
    assert_eq!(chips_at(&board, home), vec!["요격기 3척"]);
}

/// Issue 16: Japanese counts ships with their counters after the number (迎撃機 1隻, 宇宙基地
/// 1基), written together, and the Build button, the log and the board chip say it the same
/// way.
#[test]
fn ecl_issue16_japanese_counts_ships_with_the_counter_after_the_number() {
    use starpost::games::eclipse::scene::scene;
    let ja = Tr::for_locale(Some("ja"));
    let mut s = two_player_game();
    let home = s.players[0].home;
    s.players[0].storage[2] = 20;
    let prompt = Eclipse::prompts(&s)
        .into_iter()
        .find(|p| p.seat == 0)
        .unwrap();
    let button = prompt
        .choices
        .iter()
        .find(|c| c.notation == format!("build int {home}"))
        .unwrap();
    assert_eq!(
        ja.tr(&button.label),
        format!("セクター {home}に迎撃機 1隻を建造")
    );
    let log = play(&mut s, 0, &format!("build int {home}, int {home}"));
    let cost = 20 - s.players[0].storage[2];
    let build = log.iter().find(|m| m.id == "ec-log-build").unwrap();
    assert_eq!(
        ja.tr(build),
        format!("alice さんが建造しました: セクター {home}に迎撃機 2隻 (資材 {cost})。")
    );
    let board = scene(&Eclipse::view(&s, Viewer::Spectator), &ja);
    assert_eq!(chips_at(&board, home), vec!["迎撃機 3隻"]);
}

/// The board's counted chips and the log's counted ships are one form in Korean and Japanese
/// (English alone says "an interceptor" in a sentence and "1 interceptor" on a chip).
#[test]
fn ecl_issue16_board_and_log_count_ships_alike_in_korean_and_japanese() {
    use starpost::games::eclipse::rules::action_phase::{ship_count, ships_in_words};
    use starpost::games::eclipse::state::ShipKind;
    let kinds = [
        ShipKind::Interceptor,
        ShipKind::Cruiser,
        ShipKind::Dreadnought,
        ShipKind::Starbase,
        ShipKind::Ancient,
        ShipKind::Gcds,
    ];
    for lang in ["ko", "ja"] {
        let tr = Tr::for_locale(Some(lang));
        for k in kinds {
            for n in 1..=3 {
                assert_eq!(
                    tr.tr(&ship_count(k, n)),
                    tr.tr(&ships_in_words(k, n)),
                    "{lang} {k:?} {n}"
                );
            }
        }
    }
    let en = Tr::for_locale(Some("en"));
    assert_eq!(
        en.tr(&ship_count(ShipKind::Interceptor, 1)),
        "1 interceptor"
    );
    assert_eq!(
        en.tr(&ships_in_words(ShipKind::Interceptor, 1)),
        "an interceptor"
    );
    assert_eq!(en.tr(&ship_count(ShipKind::Cruiser, 2)), "2 cruisers");
}

/// The Orbital has one name per language wherever it is written: the technology, the board's
/// label, the square on a sector, the structure built (the Korean rulebook calls it
/// 거주 위성 throughout; the log once said 궤도 정거장, and in Japanese オービタル).
#[test]
fn ecl_the_orbital_has_one_name_in_each_language() {
    for lang in ["en", "ko", "ja"] {
        let tr = Tr::for_locale(Some(lang));
        let tech = tr.tr(&Msg::new("eclipse-tech-orbital"));
        let names = [
            tr.tr(&Msg::new("ec-scene-orbital")),
            tr.tr(&Msg::new("ec-structure").text("kind", "orbital")),
            tr.tr(&Msg::new("ec-square").text("kind", "orbital")),
        ];
        for n in &names {
            assert!(
                n.to_lowercase().contains(&tech.to_lowercase()),
                "{lang}: {n:?} does not name the Orbital as {tech:?}"
            );
        }
    }
}
