//! The Eclipse board at a chat preview (about 550 px wide): each player's standing in the
//! roster, the rotation strip of a drawn sector, the population squares in words and the
//! centre's text clear of its wormholes.

use starpost::core::msg::Translate;
use starpost::core::rules::Viewer;
use starpost::core::scene::Scene;
use starpost::core::{Game, GameRng};
use starpost::games::eclipse::Eclipse;
use starpost::games::eclipse::scene::scene;
use starpost::games::eclipse::setup::{EclipseSetup, PlayerSetup};
use starpost::games::eclipse::state::State;
use starpost::i18n::Tr;
use starpost::render::{Changes, DrawnText, PREVIEW_W, Renderer, choose_focus};

/// A game of `players` (name, species) seated in this order, the first to act.
pub(crate) fn game(players: &[(&str, &str)]) -> State {
    let setup = EclipseSetup {
        players: players
            .iter()
            .map(|(name, sp)| PlayerSetup {
                name: name.to_string(),
                species: Some(sp.to_string()),
                color: None,
            })
            .collect(),
        start: Some(0),
    };
    Eclipse::setup(&setup, &mut GameRng::for_step(5, 0)).unwrap()
}

/// The board in `lang`, as a spectator sees it.
fn board(s: &State, lang: &str) -> Scene {
    scene(
        &Eclipse::view(s, Viewer::Spectator),
        &Tr::for_locale(Some(lang)),
    )
}

/// Every text of `drawn` is at least 10 px tall and whole (no "…") once a picture `w` wide
/// is shown 550 px wide.
fn reads_at_a_preview(drawn: &[DrawnText], w: u32, what: &str) {
    for t in drawn {
        let shown = t.em * PREVIEW_W / w as f32;
        assert!(shown >= 10.0, "{what}: {:?} is {shown:.1} px", t.text);
        assert!(!t.text.contains('…'), "{what}: {:?} cut", t.text);
    }
}

/// A player's standing (the roster line of a focus picture, the header of a whole board) says
/// at a glance their VP, their storage (money, science, materials), the influence discs they
/// have left and whether they have passed, in each language; and it reads whole at a chat
/// preview beside a focus picture, with the longest species names.
#[test]
fn ecl_standing_says_vp_storage_discs_and_passed_and_reads_in_the_roster() {
    let mut s = game(&[
        ("alice", "descendants_of_draco"),
        ("bob", "hydran_progress"),
        ("carol", "orion_hegemony"),
        ("dave", "eridani_empire"),
    ]);
    s.players[0].storage = [12, 7, 23];
    s.players[0].discs = 9;
    s.players[1].passed = true;
    let want: [(&str, [&str; 4], &str); 3] = [
        ("en", ["12 money", "7 sci", "23 mat", "9 discs"], "passed"),
        ("ko", ["돈 12", "과학 7", "원자재 23", "원반 9"], "패스"),
        (
            "ja",
            ["資金 12", "科学 7", "資材 23", "ディスク 9"],
            "パス済み",
        ),
    ];
    let r = Renderer::new();
    for (lang, parts, passed) in want {
        let b = board(&s, lang);
        let alice = &b.panels[0].summary;
        for part in parts {
            assert!(alice.contains(part), "{lang}: {part:?} not in {alice:?}");
        }
        assert!(
            alice.contains("VP") || alice.contains('점'),
            "{lang}: {alice}"
        );
        assert!(!alice.contains(passed), "{lang}: {alice}");
        assert!(
            b.panels[1].summary.contains(passed),
            "{lang}: {:?}",
            b.panels[1]
        );
        // Beside a focus picture, every player's line is drawn whole and readable.
        let home = b
            .hexes
            .iter()
            .find(|h| h.label == format!("{:03}", s.players[0].home))
            .map(|h| (h.q, h.r))
            .expect("alice's home on the map");
        let focus = choose_focus(
            &b,
            &Changes {
                hexes: vec![home],
                ..Changes::default()
            },
        )
        .expect("a focus");
        let (img, drawn) = r.render_focus_recorded(&b, &focus);
        reads_at_a_preview(&drawn, img.width(), lang);
        for p in &b.panels {
            let one_row = drawn
                .iter()
                .any(|t| t.text.contains(&p.title) && t.text.contains(&p.summary));
            let two_rows = drawn
                .windows(2)
                .any(|w| w[0].text == p.title && w[1].text == p.summary);
            assert!(
                one_row || two_rows,
                "{lang}: {} {} not drawn",
                p.title,
                p.summary
            );
        }
    }
}

/// Takes `text` as `seat`'s action.
fn play(s: &mut State, seat: usize, text: &str) {
    let action = Eclipse::parse_action(s, text).unwrap();
    Eclipse::apply(s, seat, &action, &mut GameRng::for_step(5, 1)).unwrap();
}

/// A two-player game in which the first player has explored position 1 and holds the drawn
/// sector, to place in one of several rotations.
fn placing() -> State {
    let mut s = game(&[("alice", "terran"), ("bob", "planta")]);
    play(&mut s, 0, "explore 1");
    s
}

/// The rotation strip (a drawn sector in each rotation it may be placed in) is drawn as its
/// own picture, at most 900 px wide and 300 KB: every rotation's hex (its sector's name, its
/// Ancients) and every caption's words are drawn, each text at least 10 px at a chat
/// preview, none cut; in each language.
#[test]
fn ecl_the_rotation_strip_reads_at_a_chat_preview() {
    use starpost::render::Focus;
    let s = placing();
    let r = Renderer::new();
    for lang in ["en", "ko", "ja"] {
        let b = board(&s, lang);
        assert_eq!(b.insets.len(), 1, "{lang}");
        let cells = &b.insets[0].cells;
        assert!(cells.len() >= 2, "{lang}: {} rotations", cells.len());
        let (img, drawn) = r.render_focus_recorded(&b, &Focus::Insets);
        assert!(img.width() <= 900, "{}", img.width());
        reads_at_a_preview(&drawn, img.width(), lang);
        let texts: Vec<&str> = drawn.iter().map(|t| t.text.as_str()).collect();
        let all = texts.concat();
        assert!(
            texts.contains(&b.insets[0].title.as_str()),
            "{lang}: {texts:?}"
        );
        for c in cells {
            let words: String = c.label.split_whitespace().collect();
            let spelled: String = all.split_whitespace().collect();
            assert!(spelled.contains(&words), "{lang}: {:?} not drawn", c.label);
            for line in &c.lines {
                let n = texts.iter().filter(|t| **t == line.text).count();
                assert_eq!(n, cells.len(), "{lang}: {:?}", line.text);
            }
            for u in &c.units {
                assert!(texts.contains(&u.text.as_str()), "{lang}: {:?}", u.text);
            }
        }
        let png = r.render_focus_png(&b, &Focus::Insets).unwrap();
        assert!(png.len() <= 300_000, "{lang}: {} bytes", png.len());
    }
}

/// Issue 16 (ecl15: the ways to place a drawn sector looked alike): the rotation strip draws
/// round each way the drawn sector's neighbours on the map, so that the ways differ by which
/// wormholes meet: each placed neighbour by its number, colour and wormholes, each empty
/// position of the galaxy by its number (as its Explore button has it), none beyond the
/// galaxy; each neighbour's number is drawn once per way, at least 10 px at a chat preview.
#[test]
fn ecl_the_rotation_strip_draws_the_drawn_sectors_neighbours() {
    use starpost::core::hex::{DIRECTIONS, Hex};
    use starpost::render::Focus;
    let s = placing();
    let r = Renderer::new();
    let b = board(&s, "en");
    let inset = &b.insets[0];
    let at = Hex::from_position(1);
    let mut want: Vec<String> = DIRECTIONS
        .iter()
        .filter_map(|d| {
            let h = at + *d;
            match s.sector_at(h) {
                Some(sector) => Some(format!("{:03}", sector.tile)),
                None => (1..=4)
                    .contains(&h.ring())
                    .then(|| h.position().to_string()),
            }
        })
        .collect();
    let mut got: Vec<String> = inset.around.iter().map(|c| c.label.clone()).collect();
    want.sort();
    got.sort();
    assert_eq!(got, want);
    assert!(
        got.contains(&"001".to_string()),
        "the Galactic Center: {got:?}"
    );
    for c in &inset.around {
        let d = DIRECTIONS
            .iter()
            .position(|d| (d.q, d.r) == (c.q, c.r))
            .expect("a neighbour is one step away");
        let h = at + DIRECTIONS[d];
        if let Some(sector) = s.sector_at(h) {
            // Its wormholes as the map draws them.
            let on_map = b.hexes.iter().find(|x| (x.q, x.r) == (h.q, h.r)).unwrap();
            assert_eq!(c.edges, on_map.edges, "{}", sector.tile);
            assert_eq!(c.outline, on_map.outline, "{}", sector.tile);
        }
    }
    let (img, drawn) = r.render_focus_recorded(&b, &Focus::Insets);
    reads_at_a_preview(&drawn, img.width(), "en");
    for label in &got {
        let n = drawn.iter().filter(|d| &d.text == label).count();
        assert!(n >= inset.cells.len(), "{label} drawn {n} times");
    }
    assert!(img.width() <= 900);
}

/// Whether `text` holds a word of the population notation: `m`, `S`, `[x]`, `w`, ….
fn raw_notation(text: &str) -> bool {
    text.split_whitespace().any(|w| {
        let w = w.trim_start_matches('[').trim_end_matches(']');
        ["m", "s", "x", "w", "M", "S", "X", "W"].contains(&w)
    })
}

/// A sector's population squares read in the board's language: each kind in words with its
/// squares, as cubes/squares in an owned sector (a footer line says so), and how many are
/// advanced; a kind and its count never part at a line break (no-break spaces); nothing drawn
/// on the board, in English or Korean, is the notation `[m] M [s] S [x] w`. (A home sector
/// starts with a cube on each square that is not advanced.)
#[test]
fn ecl_population_squares_are_drawn_in_words_in_english_and_korean() {
    let s = game(&[("alice", "terran"), ("bob", "planta")]);
    let home = format!("{:03}", s.players[0].home);
    let r = Renderer::new();
    let want = [
        (
            "en",
            "money 1/2, sci 1/2, mat 1/1 (2 adv.)",
            "grey 2",
            "cubes/squares",
        ),
        (
            "ko",
            "돈 1/2, 과학 1/2, 원자재 1/1 (고급 2)",
            "회색 2",
            "큐브/칸",
        ),
    ];
    // A hex's lines, no-break spaces read as spaces.
    let lines_of = |b: &Scene, label: &str| -> Vec<String> {
        b.hexes
            .iter()
            .find(|h| h.label == label)
            .map(|h| {
                h.lines
                    .iter()
                    .map(|l| l.text.replace('\u{a0}', " "))
                    .collect()
            })
            .unwrap_or_default()
    };
    for (lang, money, grey, legend) in want {
        let b = board(&s, lang);
        let at_home = lines_of(&b, &home);
        assert!(at_home.iter().any(|l| l == money), "{lang}: {at_home:?}");
        let centre = lines_of(&b, "001");
        assert!(
            centre.iter().any(|l| l.contains(grey)),
            "{lang}: {centre:?}"
        );
        // The cubes leave (e.g. killed in combat): the counts of cubes drop to 0.
        let mut emptied = s.clone();
        let home_tile = emptied.players[0].home;
        for sector in emptied.sectors.iter_mut().filter(|x| x.tile == home_tile) {
            sector.cubes.clear();
        }
        let empty_home = lines_of(&board(&emptied, lang), &home);
        assert!(
            empty_home.iter().any(|l| l.contains(" 0/2,")),
            "{lang}: {empty_home:?}"
        );
        // The footer says what the numbers are.
        assert!(
            b.footer.iter().any(|f| f.contains(legend)),
            "{lang}: {:?}",
            b.footer
        );
        let (_, drawn) = r.render_image_recorded(&b);
        for t in &drawn {
            assert!(!raw_notation(&t.text), "{lang}: {:?} drawn", t.text);
        }
        for h in &b.hexes {
            for l in &h.lines {
                assert!(!raw_notation(&l.text), "{lang}: {:?}", l.text);
            }
        }
    }
}

/// No text of the Galactic Center (its name and VP, its squares, its chips) overlaps the
/// wormhole marks on its six edges, on the whole board in English, Korean and Japanese.
#[test]
fn ecl_the_centres_text_keeps_clear_of_its_wormhole_marks() {
    use starpost::render::edge_mark_discs;
    let s = game(&[("alice", "terran"), ("bob", "planta")]);
    let r = Renderer::new();
    let overlaps = |bx: (f32, f32, f32, f32), (x, y, rad): (f32, f32, f32)| {
        let nx = x.clamp(bx.0, bx.2);
        let ny = y.clamp(bx.1, bx.3);
        (nx - x).powi(2) + (ny - y).powi(2) < rad * rad
    };
    for lang in ["en", "ko", "ja"] {
        let b = board(&s, lang);
        let i = b
            .hexes
            .iter()
            .position(|h| h.label == "001")
            .expect("the centre");
        let centre = &b.hexes[i];
        assert!(centre.edges.iter().all(|e| *e));
        let (cx, cy, size) = r.hex_places(&b)[i];
        let marks = edge_mark_discs(cx, cy, size, &centre.edges);
        assert_eq!(marks.len(), 6);
        let (_, drawn) = r.render_image_recorded(&b);
        let inside: Vec<_> = drawn
            .iter()
            .filter(|t| {
                let (x0, y0, x1, y1) = r.text_box(t);
                let (mx, my) = ((x0 + x1) / 2.0, (y0 + y1) / 2.0);
                (mx - cx).abs() < size && (my - cy).abs() < size
            })
            .collect();
        let name = &centre.lines[0].text;
        assert!(
            inside
                .iter()
                .any(|t| t.text.contains(name.as_str()) || name.starts_with(t.text.as_str())),
            "{lang}: {name:?} not drawn in the centre"
        );
        for t in &inside {
            for m in &marks {
                assert!(
                    !overlaps(r.text_box(t), *m),
                    "{lang}: {:?} at {:?} over the mark at {m:?}",
                    t.text,
                    r.text_box(t)
                );
            }
        }
    }
}

/// Whether two drawn texts' ink overlaps: their boxes (ascent to descent, which stacked
/// lines share a little of) less a tenth of an em at the top and bottom.
fn texts_overlap(r: &Renderer, t: &DrawnText, u: &DrawnText) -> bool {
    let ink = |t: &DrawnText| {
        let (x0, y0, x1, y1) = r.text_box(t);
        (x0, y0 + 0.1 * t.em, x1, y1 - 0.1 * t.em)
    };
    let (a, b) = (ink(t), ink(u));
    a.0 + 1.0 < b.2 && b.0 + 1.0 < a.2 && a.1 < b.3 && b.1 < a.3
}

/// The texts of `drawn` inside the hex at `(cx, cy, size)`.
fn in_hex<'a>(
    r: &Renderer,
    drawn: &'a [DrawnText],
    (cx, cy, size): (f32, f32, f32),
) -> Vec<&'a DrawnText> {
    drawn
        .iter()
        .filter(|t| {
            let (x0, y0, x1, y1) = r.text_box(t);
            let (mx, my) = ((x0 + x1) / 2.0, (y0 + y1) / 2.0);
            (mx - cx).abs() < size && (my - cy).abs() < size * 0.87
        })
        .collect()
}

/// A whole board read at a chat preview (550 px wide): every position's number and, where
/// ships are, each side's ship count in its colour (the centre's GCDS, a player's
/// interceptors) are drawn 9 px tall or more once the picture is shrunk so, in English,
/// Korean and Japanese; a sector's controller is its outline (an influence disc); and no
/// text of the map overlaps another.
#[test]
fn ecl_the_whole_board_shows_numbers_and_ships_per_side_legibly_at_a_preview() {
    let mut s = game(&[("alice", "terran"), ("bob", "planta")]);
    let home = s
        .sectors
        .iter()
        .position(|x| x.owner == Some(0))
        .expect("alice's home");
    let r = Renderer::new();
    for lang in ["en", "ko", "ja"] {
        let b = board(&s, lang);
        let centre = b.hexes.iter().find(|h| h.label == "001").expect("centre");
        assert_eq!(centre.forces.len(), 1, "{lang}: the GCDS");
        assert_eq!(centre.forces[0].text, "1", "{lang}");
        let (img, drawn) = r.render_image_recorded(&b);
        let w = img.width() as f32;
        let least = 9.0 * w / PREVIEW_W;
        let places = r.hex_places(&b);
        let mut map = Vec::new();
        for (h, &place) in b.hexes.iter().zip(&places) {
            let texts = in_hex(&r, &drawn, place);
            if h.label.is_empty() {
                map.extend(texts);
                continue;
            }
            let number = texts
                .iter()
                .find(|t| t.text == h.label)
                .unwrap_or_else(|| panic!("{lang}: {} not drawn in its hex", h.label));
            assert!(
                number.em >= least,
                "{lang}: {} is {} em",
                h.label,
                number.em
            );
            for f in &h.forces {
                let t = texts
                    .iter()
                    .find(|t| t.text == f.text)
                    .unwrap_or_else(|| panic!("{lang}: {}'s {:?} not drawn", h.label, f.text));
                assert!(t.em >= least, "{lang}: {:?} is {} em", f.text, t.em);
            }
            map.extend(texts);
        }
        for (a, t) in map.iter().enumerate() {
            for u in &map[a + 1..] {
                assert!(
                    !texts_overlap(&r, t, u),
                    "{lang}: {:?} over {:?}",
                    t.text,
                    u.text
                );
            }
        }
    }
    // Ships of a player are counted together, in the player's colour.
    let tile = s.sectors[home].tile;
    let before = board(&s, "en");
    let home_cell = |b: &Scene| {
        b.hexes
            .iter()
            .find(|h| h.label == format!("{tile:03}"))
            .cloned()
            .expect("home")
    };
    let colour = home_cell(&before).outline.expect("alice controls her home");
    use starpost::games::eclipse::state::{Faction, Ship, ShipKind};
    let ship = |kind| Ship {
        owner: Faction::Player(0),
        kind,
        damage: 0,
    };
    s.sectors[home].ships = vec![
        ship(ShipKind::Interceptor),
        ship(ShipKind::Interceptor),
        ship(ShipKind::Cruiser),
    ];
    let after = home_cell(&board(&s, "en"));
    assert_eq!(after.forces.len(), 1, "{:?}", after.forces);
    assert_eq!(
        (after.forces[0].color, after.forces[0].text.as_str()),
        (colour, "3")
    );
}

/// Issue 16 item 4: the two-player board's hexes are large and mostly empty, but
/// their text was drawn at its usual size, about 5–6 px at a chat preview (550 px wide):
/// now, at the start of a game, each sector's name and its ships' chips are drawn at least
/// 7 px tall there (one exception: the Galactic Center in English, whose long population
/// line between six wormholes holds its text at 6.7 px and its Defense System at 6.2),
/// whole, none over another, in a picture at most 1.3 times as tall as wide. (A crowded
/// sector steps its sizes down to fit: a home with an Ancient, two interceptors, a disc and
/// two forces reads about 6.4 px.)
#[test]
fn ecl_a_two_player_boards_sector_names_and_ships_read_at_a_preview() {
    let s = game(&[("alice", "terran"), ("bob", "planta")]);
    let r = Renderer::new();
    for lang in ["en", "ko"] {
        let b = board(&s, lang);
        let (img, drawn) = r.render_image_recorded(&b);
        let w = img.width();
        assert!(img.height() as f32 <= 1.3 * w as f32, "{lang}");
        let at = |t: &DrawnText| t.em * PREVIEW_W / w as f32;
        let mut map = Vec::new();
        for (h, &place) in b.hexes.iter().zip(&r.hex_places(&b)) {
            let texts = in_hex(&r, &drawn, place);
            let least = if lang == "en" && h.label == "001" {
                6.0
            } else {
                7.0
            };
            let name = h.lines.first().map(|l| l.text.split_whitespace().next());
            for word in name.into_iter().flatten() {
                let t = texts
                    .iter()
                    .find(|t| t.text.contains(word))
                    .unwrap_or_else(|| panic!("{lang}: {}'s name not drawn", h.label));
                assert!(at(t) >= least, "{lang}: {:?} is {:.2} px", t.text, at(t));
            }
            for unit in &h.units {
                let t = texts
                    .iter()
                    .find(|t| t.text == unit.text)
                    .unwrap_or_else(|| panic!("{lang}: {:?} not drawn whole", unit.text));
                assert!(at(t) >= least, "{lang}: {:?} is {:.2} px", t.text, at(t));
            }
            map.extend(texts);
        }
        assert!(map.len() > 40, "{lang}: {} texts", map.len());
        for (a, t) in map.iter().enumerate() {
            assert!(!t.text.contains('…'), "{lang}: {:?} cut", t.text);
            for u in &map[a + 1..] {
                assert!(
                    !texts_overlap(&r, t, u),
                    "{lang}: {:?} over {:?}",
                    t.text,
                    u.text
                );
            }
        }
    }
}

/// The two-player board is a column of three hexes across with the panels beside it: its
/// hexes are drawn larger than a wide board's (at least 49 px across the circumradius at a
/// chat preview: wide18 made the picture at most 1.3 times as tall as wide, 1.58 before, so
/// it is wider and its column of hexes shows smaller than the 63 px of before; no layout of
/// that column keeps both), the footer goes beside the map, under the panels.
#[test]
fn ecl_a_two_player_column_map_fills_the_picture() {
    let s = game(&[("alice", "terran"), ("bob", "planta")]);
    let r = Renderer::new();
    let b = board(&s, "en");
    let (w, h) = r.canvas_size(&b);
    let (_, _, size) = r.hex_places(&b)[0];
    let shown = size * PREVIEW_W / w as f32;
    assert!(
        shown >= 49.0,
        "hexes of {shown:.1} px at a preview ({w} px wide)"
    );
    assert!(h as f32 <= 1.3 * w as f32, "{w}x{h}");
    let (_, drawn) = r.render_image_recorded(&b);
    let map_right = r
        .hex_places(&b)
        .iter()
        .map(|(x, _, s)| x + s)
        .fold(0.0f32, f32::max);
    for line in b.panels.iter().flat_map(|p| &p.lines) {
        let head: String = line.chars().take(6).collect();
        let t = drawn
            .iter()
            .find(|t| t.text.starts_with(&head) && t.x > map_right)
            .unwrap_or_else(|| panic!("{line:?} not drawn"));
        let shown = t.em * PREVIEW_W / w as f32;
        assert!(shown >= 7.5, "{line:?} at {shown:.2} px at a preview");
    }
    for line in &b.footer {
        let first = line.split_whitespace().next().unwrap_or_default();
        let t = drawn
            .iter()
            .find(|t| t.text.starts_with(first) && t.x > map_right)
            .unwrap_or_else(|| panic!("{line:?} not drawn"));
        assert!(t.x > map_right, "{line:?} at {} under the map", t.x);
        assert!(!t.text.contains('…'), "{:?} cut", t.text);
    }
}

/// ecl15: the two-player board's column beside its map is used, not 40 % empty under the
/// panels (eclipse-opening 011–014): the panels and the footer are drawn larger, in each
/// language, so that the last of them ends within the last eighth of the map's height; they
/// are larger than the usual 19 px, no two of their texts overlap, none is cut with "…",
/// each stays beside the map and inside the picture, and the picture keeps its size bounds
/// (at most 1.3 times as tall as wide since wide18, at most 300 KB).
#[test]
fn ecl_the_column_beside_a_two_player_map_is_filled() {
    let mut s = game(&[("alice", "terran"), ("bob", "planta")]);
    // A game under way: both passed, a few technologies bought.
    for p in &mut s.players {
        p.passed = true;
    }
    let r = Renderer::new();
    for lang in ["en", "ko", "ja"] {
        let b = board(&s, lang);
        let (img, drawn) = r.render_image_recorded(&b);
        let places = r.hex_places(&b);
        let map_right = places.iter().map(|(x, _, s)| x + s).fold(0.0f32, f32::max);
        let map_top = places
            .iter()
            .map(|(_, y, s)| y - s * 0.87)
            .fold(f32::MAX, f32::min);
        let map_bottom = places
            .iter()
            .map(|(_, y, s)| y + s * 0.87)
            .fold(0.0f32, f32::max);
        let side: Vec<&DrawnText> = drawn
            .iter()
            .filter(|t| t.x > map_right && t.baseline > map_top)
            .collect();
        assert!(
            side.len() > 10,
            "{lang}: {} texts beside the map",
            side.len()
        );
        let last = side.iter().map(|t| t.baseline).fold(0.0f32, f32::max);
        let empty = (map_bottom - last) / (map_bottom - map_top);
        assert!(
            empty <= 0.125,
            "{lang}: {:.0} % of the column under the panels is empty",
            empty * 100.0
        );
        let line = &b.panels[0].lines[0];
        let drawn_line = side
            .iter()
            .find(|t| line.starts_with(t.text.as_str()))
            .unwrap_or_else(|| panic!("{lang}: {line:?} not drawn"));
        assert!(
            drawn_line.em > 19.0,
            "{lang}: panel lines at {}",
            drawn_line.em
        );
        for (a, t) in side.iter().enumerate() {
            assert!(!t.text.contains('…'), "{lang}: {:?} cut", t.text);
            assert!(
                r.text_box(t).2 <= img.width() as f32 + 0.5,
                "{lang}: {:?} past the edge",
                t.text
            );
            for u in &side[a + 1..] {
                assert!(
                    !texts_overlap(&r, t, u),
                    "{lang}: {:?} over {:?}",
                    t.text,
                    u.text
                );
            }
        }
        assert!(img.height() as f32 <= 1.3 * img.width() as f32);
        let png = r.render_png(&b).unwrap();
        assert!(png.len() <= 300_000, "{lang}: {} bytes", png.len());
    }
}

/// ecl15: a home sector's population line ("money 1/2, sci 1/2, mat 1/1 (2 adv.)") was the
/// smallest text on the whole board, drawn smaller to fit its row: now every sector's lines
/// are drawn at one size (a line too long for its row wraps onto two instead), the home's
/// population line as large as its name line, in English, Korean and Japanese, with the
/// line's every word drawn.
#[test]
fn ecl_a_sectors_population_line_is_as_large_as_its_name() {
    let s = game(&[("alice", "terran"), ("bob", "planta")]);
    let home = format!("{:03}", s.players[0].home);
    let r = Renderer::new();
    for lang in ["en", "ko", "ja"] {
        let b = board(&s, lang);
        let (_, drawn) = r.render_image_recorded(&b);
        let places = r.hex_places(&b);
        for (h, &place) in b.hexes.iter().zip(&places) {
            if h.lines.len() < 2 {
                continue;
            }
            let texts = in_hex(&r, &drawn, place);
            // The drawn rows of each of its lines.
            let rows_of = |line: &str| -> Vec<&DrawnText> {
                texts
                    .iter()
                    .copied()
                    .filter(|t| !t.text.trim().is_empty() && line.contains(t.text.trim()))
                    .collect()
            };
            let name = rows_of(&h.lines[0].text);
            let name_em = name.iter().map(|t| t.em).fold(0.0f32, f32::max);
            assert!(name_em > 0.0, "{lang}: {}'s name not drawn", h.label);
            for line in &h.lines[1..] {
                let rows = rows_of(&line.text);
                let spelled: String = rows.iter().map(|t| t.text.as_str()).collect();
                let words: String = line.text.split_whitespace().collect();
                let spelled: String = spelled.split_whitespace().collect();
                assert!(
                    spelled.contains(&words) || words.contains(&spelled) && !spelled.is_empty(),
                    "{lang}: {}: {:?} drawn as {rows:?}",
                    h.label,
                    line.text
                );
                for t in rows {
                    assert!(
                        t.em >= name_em,
                        "{lang}: {}: {:?} at {} under its name's {name_em}",
                        h.label,
                        t.text,
                        t.em
                    );
                }
            }
        }
        let at_home = b.hexes.iter().find(|h| h.label == home).expect("home");
        assert!(at_home.lines.len() >= 2, "{lang}: {:?}", at_home.lines);
    }
}

/// The centre's Galactic Center Defense System chip keeps to one row (its name short, in
/// words: "Defense System"), in English, Korean and Japanese: drawn whole as one text.
#[test]
fn ecl_the_gcds_chip_keeps_to_one_row() {
    let s = game(&[("alice", "terran"), ("bob", "planta")]);
    let r = Renderer::new();
    for lang in ["en", "ko", "ja"] {
        let b = board(&s, lang);
        let centre = b.hexes.iter().find(|h| h.label == "001").expect("centre");
        assert_eq!(centre.units.len(), 1, "{lang}: {:?}", centre.units);
        let chip = &centre.units[0].text;
        let short = ["Defense System", "방위 체계", "防衛システム"];
        assert!(short.contains(&chip.as_str()), "{lang}: {chip:?}");
        let (_, drawn) = r.render_image_recorded(&b);
        assert!(
            drawn.iter().any(|t| &t.text == chip),
            "{lang}: {chip:?} not drawn whole"
        );
    }
}

/// A focus picture of a sector says which sector each letter is and who holds it ("A 222
/// Sirius · held by alice"), and a legend says what the map's tokens stand for (an influence
/// disc, a discovery tile, the count of ships, wormholes), in each language, readable at a
/// chat preview (lookA15: an Eclipse focus picture had letters and no key).
#[test]
fn ecl_a_focus_picture_keys_each_sector_and_explains_its_tokens() {
    let s = game(&[("alice", "terran"), ("bob", "planta")]);
    let r = Renderer::new();
    let legends = [
        ("en", "influence disc"),
        ("ko", "영향력 원반"),
        ("ja", "影響ディスク"),
    ];
    for (lang, disc) in legends {
        let b = board(&s, lang);
        // Every sector on the map (not an empty position to explore) is named; an owned one
        // says who holds it.
        for h in b
            .hexes
            .iter()
            .filter(|h| !h.units.is_empty() || h.outline.is_some())
        {
            assert!(
                b.hex_names.iter().any(|n| (n.q, n.r) == (h.q, h.r)),
                "{lang}: {} unnamed",
                h.label
            );
        }
        let home = b
            .hexes
            .iter()
            .find(|h| h.outline.is_some() && !h.units.is_empty())
            .expect("a home sector");
        let named = b
            .hex_names
            .iter()
            .find(|n| (n.q, n.r) == (home.q, home.r))
            .expect("the home sector named");
        assert!(!named.name.is_empty(), "{lang}");
        assert!(
            named.note.contains("alice") || named.note.contains("bob"),
            "{lang}: {:?}",
            named.note
        );
        assert!(
            b.legend.iter().any(|l| l.contains(disc)),
            "{lang}: {:?}",
            b.legend
        );
        // The count discs beside a sector's number are drawn on the whole board only (a focus
        // picture draws the ships themselves): its footer explains them, the legend does not.
        let tr = Tr::for_locale(Some(lang));
        let forces = tr.t("ec-legend-forces");
        assert!(b.hexes.iter().any(|h| !h.forces.is_empty()));
        assert!(b.footer.contains(&forces), "{lang}: {:?}", b.footer);
        let ships_word = forces.split(" = ").last().expect("its meaning");
        assert!(
            b.legend.iter().all(|l| !l.contains(ships_word)),
            "{lang}: {:?}",
            b.legend
        );
        // The focus picture of that sector draws its key line and the legend.
        let focus = choose_focus(
            &b,
            &Changes {
                hexes: vec![(home.q, home.r)],
                ..Changes::default()
            },
        )
        .expect("a focus picture");
        let (img, drawn) = r.render_focus_recorded(&b, &focus);
        let key = format!("{} {}", home.label, named.name);
        assert!(
            drawn.iter().any(|t| t.text.contains(&key)),
            "{lang}: no key line {key:?}"
        );
        assert!(
            drawn.iter().any(|t| t.text.contains(disc)),
            "{lang}: no legend"
        );
        reads_at_a_preview(&drawn, img.width(), lang);
    }
}

/// The key of a focus picture says what happened in a sector this round, not only who holds
/// it: who explored (placed) it (§5 Explore) and whose ships moved in, how many of which type
/// (§5 Move), in every language, drawn in the posted focus picture's key; the record is public
/// (the spectator's view) and ends with the round (§8 Cleanup).
#[test]
fn ecl_5_the_focus_key_says_who_explored_a_sector_and_who_moved_in() {
    use starpost::core::Msg;
    use starpost::core::msg::Translate;
    use starpost::games::eclipse::state::{Faction, Happened, Pending, Ship, ShipKind};
    let mut s = placing();
    let Some(Pending::Place {
        tile, rotations, ..
    }) = s.pending.first().cloned()
    else {
        panic!("a placement is asked");
    };
    play(&mut s, 0, &format!("place {}", rotations[0]));
    assert_eq!(
        s.happened.last().map(|h| (h.sector, h.what.clone())),
        Some((tile, Happened::Explored { seat: 0 }))
    );
    play(&mut s, 1, "pass");
    // Two of alice's interceptors at home move into the explored sector.
    let home = s.players[0].home;
    for _ in 0..2 {
        s.sector_mut(home).expect("home").ships.push(Ship {
            owner: Faction::Player(0),
            kind: ShipKind::Interceptor,
            damage: 0,
        });
    }
    play(
        &mut s,
        0,
        &format!("move int {home}>{tile}, int {home}>{tile}"),
    );
    let r = Renderer::new();
    for lang in ["en", "ko", "ja"] {
        let tr = Tr::for_locale(Some(lang));
        let b = board(&s, lang);
        let hex = b
            .hexes
            .iter()
            .find(|h| h.label == format!("{tile:03}"))
            .expect("on the map");
        let named = b
            .hex_names
            .iter()
            .find(|n| (n.q, n.r) == (hex.q, hex.r))
            .expect("named");
        let want = [
            tr.tr(&Msg::new("ec-key-explored").text("player", "alice")),
            tr.tr(&Msg::new("ec-key-moved-in").text("player", "alice").msg(
                "ships",
                starpost::games::eclipse::rules::action_phase::ships_in_words(
                    ShipKind::Interceptor,
                    2,
                ),
            )),
        ]
        .join(" · ");
        assert_eq!(named.note, want, "{lang}");
        if lang == "en" {
            assert_eq!(
                named.note,
                "explored by alice · alice moved in 2 interceptors"
            );
        }
        // The posted focus picture of the sector draws it in its key.
        let focus = choose_focus(
            &b,
            &Changes {
                hexes: vec![(hex.q, hex.r)],
                ..Changes::default()
            },
        )
        .expect("a focus");
        let (_, drawn) = r.render_focus_recorded(&b, &focus);
        let squeezed = |t: &str| t.split_whitespace().collect::<String>();
        let all: String = drawn.iter().map(|t| squeezed(&t.text)).collect();
        assert!(all.contains(&squeezed(&want)), "{lang}: {all}");
    }
    // The home sector says who holds it and what left it, for where (§5 Move): the ships
    // moved out are told on the sector they left, not only where they arrived.
    assert!(s.happened.iter().any(|h| h.sector == home
        && h.what
            == Happened::MovedOut {
                seat: 0,
                kind: ShipKind::Interceptor,
                count: 2,
                to: tile,
            }));
    for lang in ["en", "ko", "ja"] {
        let tr = Tr::for_locale(Some(lang));
        let b = board(&s, lang);
        let at = s.sector(home).expect("home").hex;
        let named = b
            .hex_names
            .iter()
            .find(|n| (n.q, n.r) == (at.q, at.r))
            .expect("named");
        let want = [
            tr.tr(&Msg::new("ec-key-held").text("player", "alice")),
            tr.tr(&Msg::new("ec-key-moved-out")
                .text("player", "alice")
                .msg(
                    "ships",
                    starpost::games::eclipse::rules::action_phase::ships_in_words(
                        ShipKind::Interceptor,
                        2,
                    ),
                )
                .text("sector", format!("{tile:03}"))),
        ]
        .join(" · ");
        assert_eq!(named.note, want, "{lang}");
        assert!(named.note.contains(&format!("{tile:03}")), "{lang}");
        if lang == "en" {
            assert_eq!(
                named.note,
                format!("held by alice · alice moved 2 interceptors out to {tile:03}")
            );
        }
    }

    // A round with no battle ends: the record goes with it (§8).
    let mut s = game(&[("alice", "terran"), ("bob", "planta")]);
    s.happened = vec![starpost::games::eclipse::state::Happening {
        sector: s.players[0].home,
        what: Happened::Explored { seat: 0 },
    }];
    play(&mut s, 0, "pass");
    play(&mut s, 1, "pass");
    while let Some(p) = s.pending.first().cloned() {
        play(&mut s, p.seat(), "done");
    }
    assert_eq!(s.round, 2, "{:?}", s.phase);
    assert!(s.happened.is_empty(), "{:?}", s.happened);
}

/// A hex's white outline (the highlight) is explained where it is drawn: on a focus picture's
/// legend and the whole board's footer, "the battle being fought now" while a battle is on
/// (§6), "where the drawn sector goes" while a drawn sector waits to be placed (§5 Explore),
/// and nothing of it otherwise; in every language.
#[test]
fn ecl_6_the_white_outline_of_a_battle_or_a_placement_is_explained() {
    use starpost::core::msg::Translate;
    use starpost::games::eclipse::state::{Faction, Ship, ShipKind};
    let r = Renderer::new();
    // A battle: alice's interceptor meets an Ancient ship in the sector next to her home.
    let mut s = placing();
    let Some(starpost::games::eclipse::state::Pending::Place {
        tile, rotations, ..
    }) = s.pending.first().cloned()
    else {
        panic!("a placement is asked");
    };
    let waiting = s.clone();
    play(&mut s, 0, &format!("place {}", rotations[0]));
    let sector = s.sector_mut(tile).expect("placed");
    sector.ships.retain(|x| x.owner != Faction::Ancients);
    for owner in [Faction::Ancients, Faction::Player(0)] {
        sector.ships.push(Ship {
            owner,
            kind: if owner == Faction::Ancients {
                ShipKind::Ancient
            } else {
                ShipKind::Interceptor
            },
            damage: 0,
        });
    }
    sector.arrivals = vec![Faction::Ancients, Faction::Player(0)];
    play(&mut s, 1, "pass");
    play(&mut s, 0, "pass");
    assert_eq!(
        s.battle.as_ref().map(|b| b.sector),
        Some(tile),
        "{:?}",
        s.phase
    );
    let quiet = game(&[("alice", "terran"), ("bob", "planta")]);
    for lang in ["en", "ko", "ja"] {
        let tr = Tr::for_locale(Some(lang));
        let battle = tr.t("ec-legend-outline-battle");
        let placement = tr.t("ec-legend-outline-placement");
        let b = board(&s, lang);
        let hex = b
            .hexes
            .iter()
            .find(|h| h.label == format!("{tile:03}"))
            .expect("on the map");
        assert!(hex.highlight, "{lang}: the battle's hex is outlined");
        assert!(b.legend.contains(&battle), "{lang}: {:?}", b.legend);
        assert!(b.footer.contains(&battle), "{lang}: {:?}", b.footer);
        assert!(!b.legend.contains(&placement), "{lang}");
        let focus = choose_focus(
            &b,
            &Changes {
                hexes: vec![(hex.q, hex.r)],
                ..Changes::default()
            },
        )
        .expect("a focus");
        let (img, drawn) = r.render_focus_recorded(&b, &focus);
        let squeezed = |t: &str| t.split_whitespace().collect::<String>();
        let all: String = drawn.iter().map(|t| squeezed(&t.text)).collect();
        assert!(all.contains(&squeezed(&battle)), "{lang}: {all}");
        reads_at_a_preview(&drawn, img.width(), lang);
        // A drawn sector waiting to be placed: its position outlined, and explained.
        let b = board(&waiting, lang);
        assert!(b.hexes.iter().any(|h| h.highlight), "{lang}");
        assert!(b.legend.contains(&placement), "{lang}: {:?}", b.legend);
        assert!(!b.legend.contains(&battle), "{lang}");
        // Nothing outlined: no such line.
        let b = board(&quiet, lang);
        assert!(!b.hexes.iter().any(|h| h.highlight), "{lang}");
        assert!(
            !b.legend
                .iter()
                .chain(&b.footer)
                .any(|l| *l == battle || *l == placement),
            "{lang}"
        );
    }
}

/// §5 Build, §5 Explore: the focus key says what a player built in a sector this round, and
/// names who explored a sector before who holds it (the exploration came first).
/// §5 colony ships: each flipped colony ship moves a cube from a population track onto an
/// empty square of a sector with the player's disc; the focus key says so on that sector (it
/// said only "held by" before), the cubes from one track counted together.
#[test]
fn ecl_5_the_focus_key_says_the_cube_a_colony_ship_placed() {
    use starpost::core::Msg;
    use starpost::core::msg::Translate;
    use starpost::games::eclipse::rules::action_phase::resource_name;
    use starpost::games::eclipse::state::{Happened, ORBITAL, Resource};
    let mut s = game(&[("alice", "terran"), ("bob", "planta")]);
    let home = s.players[0].home;
    s.sector_mut(home).expect("home").orbital = true;
    play(&mut s, 0, &format!("colony {home} {ORBITAL} s"));
    assert_eq!(
        s.happened.last().map(|h| (h.sector, h.what.clone())),
        Some((
            home,
            Happened::Colonized {
                seat: 0,
                track: Resource::Science,
                count: 1
            }
        ))
    );
    for lang in ["en", "ko", "ja"] {
        let tr = Tr::for_locale(Some(lang));
        let b = board(&s, lang);
        let at = s.sector(home).expect("home").hex;
        let named = b
            .hex_names
            .iter()
            .find(|n| (n.q, n.r) == (at.q, at.r))
            .expect("named");
        let want = [
            tr.tr(&Msg::new("ec-key-held").text("player", "alice")),
            tr.tr(&Msg::new("ec-key-colonized")
                .text("player", "alice")
                .num("count", 1)
                .msg("track", resource_name(Resource::Science))),
        ]
        .join(" · ");
        assert_eq!(named.note, want, "{lang}");
        if lang == "en" {
            assert_eq!(
                named.note,
                "held by alice · alice placed a science cube with a colony ship"
            );
        }
    }
}

#[test]
fn ecl_5_the_focus_key_says_what_was_built_and_who_explored_before_who_holds() {
    use starpost::core::Msg;
    use starpost::core::msg::Translate;
    use starpost::games::eclipse::action::Item;
    use starpost::games::eclipse::rules::action_phase::ships_in_words;
    use starpost::games::eclipse::state::{Happened, Happening, ShipKind};
    let mut s = game(&[("alice", "terran"), ("bob", "planta")]);
    let home = s.players[0].home;
    // As if alice had explored her sector this round (the record is public).
    s.happened = vec![Happening {
        sector: home,
        what: Happened::Explored { seat: 0 },
    }];
    play(&mut s, 0, &format!("build int {home}"));
    assert_eq!(
        s.happened.last().map(|h| (h.sector, h.what.clone())),
        Some((
            home,
            Happened::Built {
                seat: 0,
                item: Item::Ship(ShipKind::Interceptor),
                count: 1
            }
        ))
    );
    for lang in ["en", "ko", "ja"] {
        let tr = Tr::for_locale(Some(lang));
        let b = board(&s, lang);
        let at = s.sector(home).expect("home").hex;
        let named = b
            .hex_names
            .iter()
            .find(|n| (n.q, n.r) == (at.q, at.r))
            .expect("named");
        let want = [
            tr.tr(&Msg::new("ec-key-explored").text("player", "alice")),
            tr.tr(&Msg::new("ec-key-held").text("player", "alice")),
            tr.tr(&Msg::new("ec-key-built")
                .text("player", "alice")
                .msg("what", ships_in_words(ShipKind::Interceptor, 1))),
        ]
        .join(" · ");
        assert_eq!(named.note, want, "{lang}");
        if lang == "en" {
            assert_eq!(
                named.note,
                "explored by alice · held by alice · alice built an interceptor"
            );
        }
    }
}

/// §6 Combat: the focus key says who won a battle in a sector and against whom, the ships
/// destroyed per side, the population cubes the winner destroyed and the sector its owner
/// lost — after the moves and builds, in every language; all of it public.
#[test]
fn ecl_6_the_focus_key_says_who_won_the_battle_what_was_destroyed_and_the_sector_lost() {
    use starpost::core::Msg;
    use starpost::core::msg::Translate;
    use starpost::games::eclipse::rules::action_phase::ships_in_words;
    use starpost::games::eclipse::state::{Faction, Happened, Pending, Ship, ShipKind};
    let mut s = game(&[("alice", "terran"), ("bob", "planta")]);
    let home = s.players[1].home;
    // Alice's 2 dreadnoughts (with Neutron Bombs) in bob's home against his 2 interceptors.
    s.players[0].techs.push("neutron_bombs".into());
    let sec = s.sector_mut(home).expect("bob's home");
    sec.ships.clear();
    for (owner, kind) in [
        (Faction::Player(1), ShipKind::Interceptor),
        (Faction::Player(1), ShipKind::Interceptor),
        (Faction::Player(0), ShipKind::Dreadnought),
        (Faction::Player(0), ShipKind::Dreadnought),
    ] {
        sec.ships.push(Ship {
            owner,
            kind,
            damage: 0,
        });
    }
    sec.arrivals.push(Faction::Player(0));
    let cubes = sec.cubes.len() as u8;
    assert!(cubes > 0);
    play(&mut s, 0, "pass");
    play(&mut s, 1, "pass");
    // The reputation draws and anything else asked, up to alice's claim of the empty sector.
    for i in 0..50 {
        if s.pending.is_empty() || matches!(s.pending.first(), Some(Pending::Claim { .. })) {
            break;
        }
        let p = Eclipse::prompts(&s).remove(0);
        let a = Eclipse::parse_action(&s, &p.choices[0].notation).unwrap();
        Eclipse::apply(&mut s, p.seat, &a, &mut GameRng::for_step(7, i)).unwrap();
    }
    assert!(matches!(
        s.pending.first(),
        Some(Pending::Claim { seat: 0, .. })
    ));
    let here: Vec<Happened> = s
        .happened
        .iter()
        .filter(|h| h.sector == home)
        .map(|h| h.what.clone())
        .collect();
    let alice_left = s.sector(home).expect("home").ships_of(Faction::Player(0));
    assert_eq!(
        alice_left, 2,
        "bob's 2 interceptors did not sink a dreadnought"
    );
    assert_eq!(
        here,
        vec![
            Happened::Destroyed {
                owner: Faction::Player(1),
                kind: ShipKind::Interceptor,
                count: 2
            },
            Happened::Won {
                winner: Faction::Player(0),
                loser: Faction::Player(1)
            },
            Happened::Population {
                seat: 0,
                owner: 1,
                count: cubes
            },
            Happened::Lost { seat: 1 },
        ]
    );
    for lang in ["en", "ko", "ja"] {
        let tr = Tr::for_locale(Some(lang));
        let b = board(&s, lang);
        let at = s.sector(home).expect("home").hex;
        let named = b
            .hex_names
            .iter()
            .find(|n| (n.q, n.r) == (at.q, at.r))
            .expect("named");
        let player = |p: &str| Msg::new("ec-faction-player").text("player", p);
        let want = [
            tr.tr(&Msg::new("ec-key-won")
                .msg("winner", player("alice"))
                .msg("loser", player("bob"))),
            tr.tr(&Msg::new("ec-key-destroyed")
                .msg("ships", ships_in_words(ShipKind::Interceptor, 2))
                .text("owner", "bob")),
            tr.tr(&Msg::new("ec-key-population")
                .text("player", "alice")
                .num("count", i64::from(cubes))
                .text("owner", "bob")),
            tr.tr(&Msg::new("ec-key-lost").text("player", "bob")),
        ]
        .join(" · ");
        assert_eq!(named.note, want, "{lang}");
        // The posted focus picture draws it in its key (wrapped to the width).
        let focus = choose_focus(
            &b,
            &Changes {
                hexes: vec![(at.q, at.r)],
                ..Changes::default()
            },
        )
        .expect("a focus");
        let (_, drawn) = Renderer::new().render_focus_recorded(&b, &focus);
        let squeezed = |t: &str| t.split_whitespace().collect::<String>();
        let all: String = drawn.iter().map(|t| squeezed(&t.text)).collect();
        assert!(all.contains(&squeezed(&want)), "{lang}: {all}");
        if lang == "en" {
            assert_eq!(
                named.note,
                format!(
                    "alice won the battle against bob · 2 interceptors of bob destroyed · alice \
                     destroyed {cubes} population cubes of bob · bob lost the sector"
                )
            );
        }
    }

    // The Ancients' losses are named without an owner: "an Ancient ship destroyed".
    let mut s = game(&[("alice", "terran"), ("bob", "planta")]);
    s.happened.push(starpost::games::eclipse::state::Happening {
        sector: home,
        what: Happened::Destroyed {
            owner: Faction::Ancients,
            kind: ShipKind::Ancient,
            count: 1,
        },
    });
    let b = board(&s, "en");
    let at = s.sector(home).expect("home").hex;
    let note = &b
        .hex_names
        .iter()
        .find(|n| (n.q, n.r) == (at.q, at.r))
        .expect("named")
        .note;
    assert!(note.ends_with("an Ancient ship destroyed"), "{note}");
}

/// wide18: a whole board of three or four players reads at a chat preview: each panel's
/// lines (blueprints with their computed values, storage, income, discs, VP) are drawn at
/// least 7.5 px at 550 px wide (stacked beside the map they were about 6 px), each whole,
/// off the map; the picture is at most 1.3 times as tall as wide and of at most 5.2 million
/// pixels (at most 300 KB: checked on four players in English).
#[test]
fn ecl_three_and_four_players_panels_read_at_a_preview() {
    let r = Renderer::new();
    let three = [
        ("alice", "terran"),
        ("bob", "planta"),
        ("carol", "orion_hegemony"),
    ];
    let four = [
        ("alice", "terran"),
        ("bob", "planta"),
        ("carol", "orion_hegemony"),
        ("dave", "eridani_empire"),
    ];
    for players in [&three[..], &four[..]] {
        let s = game(players);
        for lang in ["en", "ko", "ja"] {
            let what = format!("{} players, {lang}", players.len());
            let b = board(&s, lang);
            let (w, h) = r.canvas_size(&b);
            assert!(h as f32 <= 1.3 * w as f32, "{what}: {w}x{h}");
            assert!(w as u64 * h as u64 <= 5_200_000, "{what}: {w}x{h}");
            let (_, drawn) = r.render_image_recorded(&b);
            let places = r.hex_places(&b);
            let on_map = |t: &DrawnText| {
                let (x0, y0, x1, y1) = r.text_box(t);
                places.iter().any(|&(cx, cy, s)| {
                    x1 > cx - s && x0 < cx + s && y1 > cy - s * 0.87 && y0 < cy + s * 0.87
                })
            };
            for panel in &b.panels {
                assert!(panel.lines.len() >= 8, "{what}: {:?}", panel.lines);
                for line in &panel.lines {
                    let head: String = line.chars().take(6).collect();
                    let t = drawn
                        .iter()
                        .find(|t| t.text.starts_with(&head) && !on_map(t))
                        .unwrap_or_else(|| panic!("{what}: {line:?} not drawn"));
                    let shown = t.em * PREVIEW_W / w as f32;
                    assert!(shown >= 7.5, "{what}: {line:?} is {shown:.2} px");
                }
            }
            for t in drawn.iter().filter(|t| !on_map(t)) {
                assert!(!t.text.contains('…'), "{what}: {:?} cut", t.text);
            }
        }
    }
    let b = board(&game(&four), "en");
    let png = r.render_png(&b).expect("png");
    assert!(png.len() <= 307_200, "{} B", png.len());
}

/// wide18b: a whole board of five or six players (Eclipse seats up to six) is at most 300 KB
/// (307,200 B) in every language, 6 players were about 397 KB — and its panels still read:
/// each line at least 7.5 px at a 550 px preview (six players: 6.6 px), no text cut with "…"
/// anywhere in the picture.
#[test]
fn ecl_five_and_six_player_boards_are_at_most_300_kb_and_read() {
    let r = Renderer::new();
    let six = [
        ("alice", "terran"),
        ("bob", "planta"),
        ("carol", "orion_hegemony"),
        ("dave", "eridani_empire"),
        ("erin", "hydran_progress"),
        ("frank", "descendants_of_draco"),
    ];
    let mut bad = Vec::new();
    for n in [5, 6] {
        // Six players' panels in a picture of at most 300 KB and 1.3 times as tall as wide:
        // about 6.8 px in English, 6.6 in Japanese (at 7.5 px they made about 390 KB).
        let reads = if n == 5 { 7.5 } else { 6.6 };
        let s = game(&six[..n]);
        // The largest pictures only (a debug build lays each out and encodes it several
        // times): Korean's narrower text makes the smallest files.
        let langs: &[&str] = if n == 5 { &["en"] } else { &["en", "ja"] };
        for &lang in langs {
            let what = format!("{n} players, {lang}");
            let b = board(&s, lang);
            // A fresh renderer measures the file while laying it out: only the picture's
            // texts are recorded, as when it is laid out again.
            let (img, drawn) = Renderer::new().render_image_recorded(&b);
            let (w, h) = (img.width(), img.height());
            let png = r.render_png(&b).expect("png");
            assert_eq!(drawn, r.render_image_recorded(&b).1, "{what}");
            if let Ok(dir) = std::env::var("STARPOST_PICS") {
                let _ = std::fs::write(format!("{dir}/ecl{n}-{lang}.png"), &png);
            }
            let mut least = f32::MAX;
            assert!(h as f32 <= 1.3 * w as f32, "{what}: {w}x{h}");
            for panel in &b.panels {
                for line in &panel.lines {
                    // Its first row: a drawn text the line starts with (not a chip's word).
                    let chars = line.chars().count().min(12);
                    let t = drawn
                        .iter()
                        .filter(|t| {
                            line.starts_with(t.text.trim_end())
                                && t.text.trim_end().chars().count() >= chars
                        })
                        .min_by(|a, b| a.em.total_cmp(&b.em))
                        .unwrap_or_else(|| panic!("{what}: {line:?} not drawn"));
                    let shown = t.em * PREVIEW_W / w as f32;
                    least = least.min(shown);
                    assert!(shown >= reads, "{what}: {line:?} is {shown:.2} px");
                }
            }
            eprintln!(
                "{what}: {w}x{h} {} B, panel text at least {least:.2} px",
                png.len()
            );
            if png.len() > 307_200 {
                bad.push(format!("{what}: {w}x{h} {} B", png.len()));
            }
            // Nothing cut anywhere, the hexes' texts (a hex drawn smaller) too.
            for t in drawn.iter().filter(|t| t.text.contains('…')) {
                bad.push(format!(
                    "{what}: {:?} cut ({} at {:.0},{:.0})",
                    t.text, t.em, t.x, t.baseline
                ));
            }
        }
    }
    assert!(bad.is_empty(), "{bad:#?}");
}

/// Issue 16 item 4: a six-player whole board's hexes are small; each home hex drew
/// its number, its influence disc token, its "1 interceptor" chip and its count disc over
/// one another ("231" unreadable). Now every hex's number and count discs are drawn, and no
/// text box of a hex overlaps another (by more than a pixel): detail that does not fit
/// between them is left to the focus pictures.
#[test]
fn ecl_a_six_player_boards_hexes_draw_no_text_over_another() {
    let s = game(&[
        ("alice", "terran"),
        ("bob", "planta"),
        ("carol", "orion_hegemony"),
        ("dave", "eridani_empire"),
        ("erin", "hydran_progress"),
        ("frank", "descendants_of_draco"),
    ]);
    let b = board(&s, "en");
    let r = Renderer::new();
    let (_, drawn) = r.render_image_recorded(&b);
    let places = r.hex_places(&b);
    let mut homes = 0;
    for (h, &place) in b.hexes.iter().zip(&places) {
        let texts = in_hex(&r, &drawn, place);
        assert!(
            texts.iter().any(|t| t.text == h.label),
            "{} not drawn",
            h.label
        );
        for f in &h.forces {
            assert!(
                texts.iter().any(|t| t.text == f.text),
                "{}'s {:?} not drawn",
                h.label,
                f.text
            );
        }
        homes += usize::from(h.outline.is_some() && !h.forces.is_empty());
        let boxes: Vec<_> = texts
            .iter()
            .map(|t| (t.text.clone(), r.text_box(t)))
            .collect();
        for (i, (ta, a)) in boxes.iter().enumerate() {
            for (tb, b) in &boxes[i + 1..] {
                let apart =
                    a.2 <= b.0 + 1.0 || b.2 <= a.0 + 1.0 || a.3 <= b.1 + 1.0 || b.3 <= a.1 + 1.0;
                assert!(apart, "{}: {ta:?} {a:?} over {tb:?} {b:?}", h.label);
            }
        }
    }
    assert!(homes >= 6, "{homes} home hexes with ships");
}
