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
