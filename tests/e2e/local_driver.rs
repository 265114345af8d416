//! `starpost local`: the example opening runs, the transcript keeps secrets in DMs, and a
//! malformed line exits non-zero while a rule refusal is an ordinary reply. `starpost selfplay`
//! (module `selfplay`): whole games played by the bots.

use std::process::Command;

use starpost::games::ti4::content;

#[path = "local_driver/selfplay.rs"]
mod selfplay;

fn run(script: &str) -> (std::process::Output, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let script_path = dir.path().join("script.txt");
    std::fs::write(&script_path, script).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_starpost"))
        .args(["local", "--script"])
        .arg(&script_path)
        .arg("--out")
        .arg(dir.path().join("out"))
        .env("RUST_LOG", "warn")
        .output()
        .unwrap();
    (out, dir)
}

/// Runs `examples/<name>` with `local`, checks it succeeded, and returns its transcript (and
/// the folder holding its boards).
/// Every picture an example posted is at most 300 KB (issue 16).
fn at_most_300_kb(dir: &tempfile::TempDir) {
    let mut seen = 0;
    for entry in std::fs::read_dir(dir.path().join("out")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "png") {
            let bytes = std::fs::metadata(&path).unwrap().len();
            assert!(bytes <= 300_000, "{}: {bytes} bytes", path.display());
            seen += 1;
        }
    }
    assert!(seen > 0, "no pictures");
}

fn example(name: &str) -> (String, tempfile::TempDir) {
    let script =
        std::fs::read_to_string(format!("{}/examples/{name}", env!("CARGO_MANIFEST_DIR"))).unwrap();
    let (out, dir) = run(&script);
    assert!(
        out.status.success(),
        "{name}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let t = std::fs::read_to_string(dir.path().join("out/transcript.md")).unwrap();
    (t, dir)
}

/// Splits the transcript into (heading, body) messages.
fn messages(t: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for line in t.lines() {
        if let Some(h) = line.strip_prefix("**").and_then(|l| l.strip_suffix("**")) {
            out.push((h.to_string(), String::new()));
        } else if line.starts_with("> `") {
            out.push(("input".into(), line.to_string()));
        } else if let Some(last) = out.last_mut() {
            last.1.push_str(line);
            last.1.push('\n');
        }
    }
    out
}

#[test]
fn example_opening_runs_and_keeps_secrets_in_dms() {
    let (t, dir) = example("ti4-opening.txt");
    assert!(t.contains("![board](001.png)"));
    let png = std::fs::read(dir.path().join("out/001.png")).unwrap();
    assert_eq!(&png[..4], b"\x89PNG");
    assert!(
        t.contains("The action phase begins."),
        "action phase announced"
    );
    assert!(t.contains("Buttons: [1 Leadership]"));
    assert!(
        t.contains("The latest action is not yours"),
        "a refusal is a normal reply"
    );

    // Each secret objective's name appears only in DMs to the player it was offered to.
    let msgs = messages(&t);
    for o in &content::content().secret_objectives {
        let owners: Vec<&String> = msgs
            .iter()
            .filter(|(_, body)| body.contains(&o.name))
            .map(|(h, _)| h)
            .collect();
        let mut dm_to: Option<&str> = None;
        for h in &owners {
            let to = h.split("DM to ").nth(1);
            assert!(to.is_some(), "secret {} outside a DM: {h}", o.name);
            if let Some(prev) = dm_to {
                assert_eq!(prev, to.unwrap(), "secret {} in two players' DMs", o.name);
            }
            dm_to = to;
        }
    }
    // Every seat received an offer by DM.
    for name in ["alice", "민수", "さくら", "dave"] {
        assert!(t.contains(&format!("DM to {name}**")), "DM to {name}");
    }
}

#[test]
fn malformed_lines_exit_non_zero() {
    for bad in [
        "alice /game new game:ti4",
        "@alice /game frobnicate",
        "@alice /game new game:ti4 colour:red",
        "@alice [no such button]",
        "@alice /game new game:\"ti4",
        "@alice hello",
        "@alice +locale= /game status",
        "@alice +admin /game status",
    ] {
        let (out, _dir) = run(bad);
        assert!(!out.status.success(), "should fail: {bad}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("line 1"), "{bad}: {err}");
    }
    let (out, dir) = run("# comment\n\n@alice /game status\n");
    assert!(out.status.success());
    let t = std::fs::read_to_string(dir.path().join("out/transcript.md")).unwrap();
    assert!(t.contains("ephemeral to alice"), "{t}");
}

/// `+locale=TAG` makes a player's client report a locale: their DMs read it from then on,
/// the channel keeps the table's language (issue 13 item 3).
#[test]
fn a_players_locale_translates_their_dms_only() {
    let (out, dir) = run("@alice /game new game:ti4 players:3 seed:5\n\
         @alice /game join\n\
         @bob +locale=en-XA /game join\n\
         @carol /game join\n\
         @alice /game start seating:join\n");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let t = std::fs::read_to_string(dir.path().join("out/transcript.md")).unwrap();
    let body = |head: &str| {
        messages(&t)
            .into_iter()
            .find(|(h, _)| h.ends_with(head))
            .unwrap_or_else(|| panic!("no {head} in {t}"))
            .1
    };
    assert!(
        body("DM to bob").contains("Chóósé thé sécrét óbjéctívé"),
        "{t}"
    );
    assert!(
        body("DM to carol").contains("Choose the secret objective"),
        "{t}"
    );
    for (h, b) in messages(&t) {
        if h.contains("channel") {
            assert!(!b.contains("ó"), "the channel reads English: {b}");
        }
    }
}

/// `local --locale NAME=LOCALE` sets a player's client locale from the start; `/game new
/// language:` sets the table's (issue 17 item 3).
#[test]
fn locale_flags_set_the_players_and_the_tables_language() {
    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("script.txt");
    std::fs::write(
        &script,
        "@alice /game new game:ti4 players:3 seed:5 language:en-XA\n\
         @alice /game join\n@bob /game join\n@carol /game join\n\
         @alice /game start seating:join\n",
    )
    .unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_starpost"))
        .args([
            "local",
            "--locale",
            "carol=en-XA",
            "--locale",
            "bob=en-US",
            "--script",
        ])
        .arg(&script)
        .arg("--out")
        .arg(dir.path().join("out"))
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let t = std::fs::read_to_string(dir.path().join("out/transcript.md")).unwrap();
    let m = messages(&t);
    let body = |head: &str| &m.iter().find(|(h, _)| h.ends_with(head)).unwrap().1;
    assert!(body("DM to carol").contains("Chóósé"), "{t}");
    // Bob's client reports English; a player whose locale is not known reads the table's.
    assert!(body("DM to bob").contains("Choose the secret"), "{t}");
    assert!(body("DM to alice").contains("Chóósé"), "{t}");
    assert!(
        m.iter()
            .any(|(h, b)| h.contains("channel") && b.contains("Thé gámé bégíns")),
        "{t}"
    );
    let bad = Command::new(env!("CARGO_BIN_EXE_starpost"))
        .args(["local", "--locale", "carol", "--script"])
        .arg(&script)
        .output()
        .unwrap();
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("NAME=LOCALE"));
}

#[test]
fn example_tactical_round_runs() {
    let (t, _dir) = example("ti4-tactical.txt");
    for want in [
        "Space combat in 22",
        "Anti-fighter barrage",
        "only the host can undo it",
        "Ground combat on Tar'mann",
        "sol gains control of Tar'mann",
        "letnev undid action",
        "letnev gains control of Centauri",
        "hacan produces 2 fighters, 2 infantry",
        "Every player has passed",
    ] {
        assert!(t.contains(want), "transcript lacks {want:?}");
    }
}

#[test]
fn example_full_round_runs_through_all_four_phases() {
    let (t, _dir) = example("ti4-full-round.txt");
    for want in [
        "the strategy phase begins",
        "removes the custodians token",
        "takes the strategic action of Trade",
        "The status phase of round 1 begins",
        "The agenda phase begins",
        "is now a law in play",
        "Round 2: the strategy phase begins",
    ] {
        assert!(t.contains(want), "transcript lacks {want:?}");
    }
}

#[test]
fn example_eclipse_opening_runs_with_reputation_kept_in_dms() {
    let (t, _dir) = example("eclipse-opening.txt");
    for want in [
        "New game of Eclipse created",
        "alice explores position 1 and draws sector 101",
        "alice places sector 101",
        "bob researches Gauss Shield",
        "alice upgrades: Hull in slot 1 of the interceptor",
        "alice builds an interceptor in sector 221",
        "bob discards sector",
        "alice moves 2 interceptors from 221 to 101.",
        "The combat phase begins.",
        "Battle in sector 101: alice attacks the Ancients.",
        "bob places an influence disc in sector 103.",
        "bob uses a colony ship: a materials cube in sector 103.",
        "Destroyed: an Ancient ship of the Ancients.",
        "alice draws 2 reputation tiles.",
        "alice keeps a discovery tile face down for 2 VP.",
        "Upkeep: use your unused colony ships",
        "Round 2 begins; bob is the start player.",
    ] {
        assert!(t.contains(want), "transcript lacks {want:?}");
    }
    assert!(t.contains("![board](001.png)"));
    // The value of a reputation tile, and the discovery kept face down, appear only in alice's
    // DMs (§6, §5).
    for (heading, body) in messages(&t) {
        if body.contains("reputation tile worth")
            || body.contains("reputation tiles worth")
            || body.contains("discovery tile:")
        {
            assert!(heading.contains("DM to alice"), "{heading}: {body}");
        }
    }
}

/// A deployment's data override (`[games.stellar-horizons] data_override`, see
/// docs/stellar-horizons-data.md): a bad file stops start-up with every problem named; a game
/// set up under an override stores its digest, and is refused (with a reason) by a bot that runs
/// without it, and played on again once the override is back.
#[test]
fn a_data_override_is_checked_at_start_up_and_kept_with_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let p = |f: &str| dir.path().join(f);
    let write = |f: &str, text: &str| std::fs::write(p(f), text).unwrap();
    write(
        "starpost.toml",
        "[games.stellar-horizons]\ndata_override = \"override.json\"\n",
    );
    write(
        "bad.toml",
        "[games.stellar-horizons]\ndata_override = \"bad.json\"\n",
    );
    write(
        "unknown.toml",
        "[games.chess]\ndata_override = \"x.json\"\n",
    );
    write(
        "override.json",
        r#"{"override_version": 1, "owner": "test table", "tables": {"factions": {"rows": [{"id": "north-america", "cash": 27}]}}}"#,
    );
    write(
        "bad.json",
        r#"{"override_version": 1, "tables": {"nope": {"rows": []}, "worlds": {"rows": [{"id": "vulcan", "value": 1}]}}}"#,
    );
    write(
        "setup.txt",
        "@alice /game new game:stellar-horizons players:2 seed:7\n@alice /game join\n\
         @bob /game join\n@alice /game start\n",
    );
    write("turn.txt", "@alice /play action:\"done\"\n");
    let db = format!("sqlite://{}", p("game.db").display());
    let local = |config: Option<&str>, script: &str, out: &str| {
        let mut c = Command::new(env!("CARGO_BIN_EXE_starpost"));
        if let Some(config) = config {
            c.arg("--config").arg(p(config));
        }
        c.args(["local", "--database", &db, "--script"])
            .arg(p(script))
            .arg("--out")
            .arg(p(out))
            .env("RUST_LOG", "warn")
            .output()
            .unwrap()
    };
    for (config, says) in [
        ("bad.toml", "unknown table \"nope\""),
        ("bad.toml", "vulcan"),
        ("unknown.toml", "unknown game \"chess\""),
    ] {
        let out = local(Some(config), "setup.txt", "o0");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{config} was accepted");
        assert!(err.contains(says), "{config}: {err}");
    }
    let out = local(Some("starpost.toml"), "setup.txt", "o1");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let refused = local(None, "turn.txt", "o2");
    assert!(refused.status.success());
    let t = std::fs::read_to_string(p("o2/transcript.md")).unwrap();
    assert!(t.contains("another data pack"), "{t}");
    let played = local(Some("starpost.toml"), "turn.txt", "o3");
    assert!(played.status.success());
    let t = std::fs::read_to_string(p("o3/transcript.md")).unwrap();
    assert!(!t.contains("another data pack"), "{t}");
    assert!(t.contains("bob:"), "the turn passes to bob: {t}");
}

/// examples/eclipse-korean-table.txt (issue 17): a Korean table with a Japanese player. The
/// channel's posts and buttons are in Korean, bob's private reply in Japanese, and alice's
/// reputation tiles (a secret) appear only in her DMs, in the table's language.
#[test]
fn example_korean_table_with_a_japanese_player() {
    let (t, _dir) = example("eclipse-korean-table.txt");
    let m = messages(&t);
    let korean = |s: &str| s.chars().any(|c| ('\u{ac00}'..='\u{d7a3}').contains(&c));
    let kana = |s: &str| s.chars().any(|c| ('\u{3040}'..='\u{30ff}').contains(&c));
    for (head, body) in &m {
        if head.contains("channel") {
            assert!(korean(body) && !kana(body), "{head}: {body}");
        }
    }
    let hand = m
        .iter()
        .find(|(h, _)| h.contains("ephemeral to bob"))
        .expect("bob's /hand");
    assert!(kana(&hand.1) && !korean(&hand.1), "{}", hand.1);
    for (head, body) in &m {
        if body.contains("명성 타일의 값") {
            assert!(head.contains("DM to alice"), "{head}: {body}");
        }
    }
    assert!(t.contains("![board](001.png)"));
}

/// examples/ti4-japanese-table.txt (issue 17): a Japanese TI4 table with a Korean player.
/// The channel's posts are in Japanese; 민수's DMs and `/hand` in Korean, with the particle
/// that fits each name; his secret objective appears nowhere else.
#[test]
fn example_japanese_table_with_a_korean_player() {
    let (t, _dir) = example("ti4-japanese-table.txt");
    let m = messages(&t);
    let korean = |s: &str| {
        s.replace("민수", "")
            .chars()
            .any(|c| ('\u{ac00}'..='\u{d7a3}').contains(&c))
    };
    let kana = |s: &str| s.chars().any(|c| ('\u{3040}'..='\u{30ff}').contains(&c));
    let channel: Vec<_> = m.iter().filter(|(h, _)| h.contains("channel")).collect();
    assert!(channel.len() > 10);
    for (head, body) in &channel {
        assert!(kana(body) && !korean(body), "{head}: {body}");
    }
    let private: Vec<_> = m
        .iter()
        .filter(|(h, _)| h.contains("DM to 민수") || h.contains("ephemeral to 민수"))
        .collect();
    assert!(private.len() >= 3, "{private:?}");
    for (head, body) in &private {
        assert!(korean(body) && !kana(body), "{head}: {body}");
    }
    assert!(
        private
            .iter()
            .any(|(_, b)| b.contains("비밀 목적 지역 장악을 가집니다")),
        "을 after 장악: {private:?}"
    );
    for (head, body) in &m {
        if body.contains("지역 장악") && head != "input" {
            assert!(head.contains("민수"), "{head}: {body}");
        }
    }
    assert!(t.contains("![board](003.png)"));
}

/// The Stellar Horizons examples (issue 14): a 3-player campaign through its first economic
/// phase, and scenario 3 to its end, in `local` with boards.
#[test]
fn examples_stellar_horizons_campaign_opening_and_a_scenario_to_its_end() {
    let (t, dir) = example("stellar-horizons-campaign-opening.txt");
    // Issue 16's size target: every picture at most 300 KB (the campaign's whole boards, with
    // three factions' chips and tags, are the largest of all the examples).
    at_most_300_kb(&dir);
    for want in [
        "The game begins!",
        "— 2040 —",
        "2040: Initiative bids",
        "2040: Diplomacy",
        "B net (upkeep -",
        "2040: Technology",
        "2040: Policy",
        "![board](001.png)",
    ] {
        assert!(t.contains(want), "the campaign opening lacks {want:?}");
    }
    let (t, dir) = example("stellar-horizons-scenario-3.txt");
    at_most_300_kb(&dir);
    // Issue 16: a step that changed a few places of the diagram shows them large (a focus
    // picture under 900 px wide, readable at a chat preview), not the whole 2000 px board.
    let focus: Vec<&str> = t
        .lines()
        .filter_map(|l| l.strip_prefix("![board](")?.strip_suffix(")"))
        .filter(|f| f.ends_with("-focus.png"))
        .collect();
    assert!(focus.len() >= 10, "{} focus pictures", focus.len());
    for f in &focus {
        let png = std::fs::read(dir.path().join("out").join(f)).unwrap();
        let width = u32::from_be_bytes([png[16], png[17], png[18], png[19]]);
        assert!(width <= 900, "{f}: {width} px wide");
    }
    assert!(
        t.contains("![board](001.png)"),
        "the opening board is whole"
    );
    let end = t.find("The game ends").expect("scenario 3 ends");
    assert!(
        t[end..].contains("VP — markers"),
        "the standings follow the end"
    );
    assert!(
        t.contains("Incoming asteroid") || t.contains("asteroid"),
        "{}",
        &t[end..]
    );
}

/// examples/stellar-horizons-fleets.txt (issue 14, R 2.8 and R 2.6.2): two crewed vehicles
/// split off as a fleet, fly to Earth orbit; a third arriving there is asked which fleet it
/// joins (free) and joins theirs; the flyby's probe shows on the board's chip.
#[test]
fn examples_stellar_horizons_fleets_join_on_arrival() {
    let (t, _dir) = example("stellar-horizons-fleets.txt");
    for want in [
        "mounts a probe on ship s7",
        "its fleet is now s1, s2.",
        "has arrived where other fleets of yours stand",
        "[s3 CV-2 joins the fleet of s1 CV-2 (free on arrival)]",
        "arrives and joins a fleet: s1, s2, s3.",
        "![board](003.png)",
    ] {
        assert!(t.contains(want), "the fleets example lacks {want:?}");
    }
}

/// The TI4 faction examples (issue 15): Sol's Orbital Drop offered as a button and applied,
/// and Mentak's Ambush firing before the first round of a space combat.
#[test]
fn examples_ti4_faction_abilities_and_mentak_ambush() {
    let (t, _dir) = example("ti4-faction-abilities.txt");
    assert!(t.contains("[Orbital Drop: Jord]"), "the ability's button");
    assert!(
        t.contains("Orbital Drop: sol spends a strategy token and drops 2 infantry on Jord"),
        "the drop in the log"
    );
    let (t, _dir) = example("ti4-mentak-ambush.txt");
    let ambush = t.find("Ambush by mentak").expect("Ambush fires");
    let first_round = t
        .find("Round 1: mentak rolls")
        .expect("the combat's first round");
    assert!(
        ambush < first_round,
        "Ambush comes before the combat rounds"
    );
}
