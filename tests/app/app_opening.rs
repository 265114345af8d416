//! The TI4 opening through the app layer: lobby, start, secret objectives by DM, the strategy
//! phase by buttons (§56, §68), undo, stale buttons, replay = snapshot, and secrecy.

use crate::common;
use common::{CHANNEL, Table};
use starpost::app::Command;
use starpost::games::ti4::Ti4;
use starpost::games::ti4::content;
use starpost::games::ti4::state::{Phase, State};

async fn states(t: &Table) -> (State, State) {
    t.app
        .snapshot_and_replay::<Ti4>(CHANNEL)
        .await
        .expect("state")
}

#[tokio::test]
async fn ti4_opening_four_players() {
    let mut t = Table::new(&["alice", "민수", "さくら", "dave", "eve"]).await;
    t.create_ti4(4, &["hacan", "letnev", "sol", "naalu"]).await;
    let (s, _) = states(&t).await;
    assert_eq!(s.phase, Phase::SecretObjectives);

    // Setup step 12a: each player gets their 2 secret objectives by DM, and only by DM.
    let start = t.history.last().unwrap().1.clone();
    assert!(
        start.reply.image.is_some(),
        "the board is posted at the start"
    );
    let png = &start.reply.image.as_ref().unwrap().png;
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
    assert!(png.len() <= 2 * 1024 * 1024, "board at most 2 MiB");
    assert_eq!(start.dms.len(), 4);
    for (seat, p) in s.players.iter().enumerate() {
        let dm = start
            .dms
            .iter()
            .find(|d| d.user.name == p.name)
            .expect("a DM per seat");
        for id in &p.secret_offer {
            let name = &content::objective(id).unwrap().name;
            assert!(
                dm.text.contains(name.as_str()),
                "{name} offered to {}",
                p.name
            );
        }
        // The two choices, and the Hand button (issue 16: the hand is one press away).
        assert_eq!(
            dm.buttons
                .iter()
                .filter(|b| !b.custom_id.starts_with("hand:"))
                .count(),
            2
        );
        assert!(
            !dm.refused_notice
                .contains(&content::objective(&p.secret_offer[0]).unwrap().name)
        );
        // Nobody else's DM holds this seat's offer.
        for other in start.dms.iter().filter(|d| d.user.name != p.name) {
            for id in &p.secret_offer {
                assert!(
                    !other.text.contains(&content::objective(id).unwrap().name),
                    "seat {seat}'s secret in another DM"
                );
            }
        }
    }

    for name in ["alice", "민수", "さくら", "dave"] {
        let e = t.press(name, "keep").await;
        assert!(!e.reply.ephemeral, "{}", e.reply.text);
    }
    let (s, _) = states(&t).await;
    assert!(matches!(s.phase, Phase::Strategy { .. }));

    // A non-seated user and a player who is not awaited are refused, nothing changes.
    let speaker_button = t.button("alice", "trade").unwrap();
    let e = t
        .run(
            "eve",
            Command::Press {
                custom_id: speaker_button.clone(),
            },
        )
        .await;
    assert!(e.reply.ephemeral);
    assert!(e.reply.text.contains("not seated"), "{}", e.reply.text);
    let e = t
        .run(
            "dave",
            Command::Press {
                custom_id: speaker_button.clone(),
            },
        )
        .await;
    assert!(e.reply.ephemeral);
    assert!(
        e.reply.text.contains("offered to another player"),
        "{}",
        e.reply.text
    );
    assert_eq!(states(&t).await.0, s);

    // §56.1: alice (speaker) first, then clockwise.
    t.press("alice", "trade").await;
    // The same button again is stale: refused, nothing changes.
    let before = states(&t).await.0;
    let e = t
        .run(
            "alice",
            Command::Press {
                custom_id: speaker_button.clone(),
            },
        )
        .await;
    assert!(e.reply.ephemeral);
    assert!(e.reply.text.contains("out of date"), "{}", e.reply.text);
    assert_eq!(states(&t).await.0, before);

    t.press("민수", "warfare").await;
    // Undo of one's own latest pick restores the prompt to that player.
    let e = t.run("민수", Command::Undo).await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    assert!(e.reply.text.contains("undid"), "{}", e.reply.text);
    let reoffer = e
        .posts
        .iter()
        .find(|p| p.awaits.iter().any(|u| u.name == "민수"))
        .expect("prompt again");
    assert!(reoffer.buttons.iter().any(|b| b.label.contains("Warfare")));
    let (s, r) = states(&t).await;
    assert_eq!(s.strategy_picker(), Some(1));
    assert!(s.slot(6).unwrap().holder.is_none());
    assert_eq!(s, r);
    // A player cannot undo another player's action; the host can.
    t.press("민수", "warfare").await;
    let e = t.run("alice", Command::Undo).await;
    assert!(!e.reply.ephemeral, "the host may undo: {}", e.reply.text);
    t.press("민수", "warfare").await;
    let e = t.run("さくら", Command::Undo).await;
    assert!(e.reply.ephemeral);

    for (name, card) in [
        ("さくら", "leadership"),
        ("dave", "technology"),
        ("alice", "politics"),
        ("민수", "construction"),
        ("さくら", "diplomacy"),
        ("dave", "imperial"),
    ] {
        let e = t.press(name, card).await;
        assert!(!e.reply.ephemeral, "{name} {card}: {}", e.reply.text);
    }
    let last = t.history.last().unwrap().1.clone();
    assert!(
        last.reply.text.contains("action phase begins"),
        "{}",
        last.reply.text
    );
    assert!(
        last.reply.image.is_some(),
        "a new board when the phase changes"
    );

    let (s, replayed) = states(&t).await;
    // Replaying the log from setup and seed equals the snapshot.
    assert_eq!(s, replayed);
    // Cards held.
    let held: Vec<Vec<u8>> = s.players.iter().map(|p| p.strategy_cards.clone()).collect();
    assert_eq!(held, vec![vec![3, 5], vec![4, 6], vec![1, 2], vec![7, 8]]);
    // §56.2: with 4 players every card is taken, so no trade goods are placed.
    assert!(
        s.strategy_cards
            .iter()
            .all(|c| c.trade_goods == 0 && c.holder.is_some())
    );
    // §68: Naalu (dave) has initiative 0, then さくら 1, alice 3, 민수 4.
    assert_eq!(s.initiative_order, vec![3, 2, 0, 1]);
    assert_eq!(
        s.phase,
        Phase::Action {
            active: 3,
            tactical: None
        }
    );

    // No public message, button or image carries any secret objective.
    let secrets: Vec<String> = s
        .players
        .iter()
        .flat_map(|p| p.secrets.iter().chain(&p.secret_offer))
        .chain(&s.objectives.secret_deck)
        .chain(&s.objectives.stage1_hidden)
        .chain(&s.objectives.stage2_hidden)
        .flat_map(|id| [id.clone(), content::objective(id).unwrap().name.clone()])
        .collect();
    let mut public_count = 0;
    for (_, e) in &t.history {
        for text in e.public_texts() {
            public_count += 1;
            for sec in &secrets {
                assert!(
                    !text.contains(sec.as_str()),
                    "public text leaks {sec}: {text}"
                );
            }
        }
    }
    assert!(public_count > 30);

    // /hand answers ephemerally with one's own secret and nothing else.
    let e = t.run("dave", Command::Hand).await;
    assert!(e.reply.ephemeral);
    let own = &content::objective(&s.players[3].secrets[0]).unwrap().name;
    assert!(e.reply.text.contains(own.as_str()));
    let other = &content::objective(&s.players[0].secrets[0]).unwrap().name;
    assert!(!e.reply.text.contains(other.as_str()));

    // /game status posts the board; /game log lists the public lines.
    let e = t.run("eve", Command::Status).await;
    assert!(e.reply.image.is_some() && !e.reply.ephemeral);
    let e = t.run("eve", Command::Log { count: Some(50) }).await;
    assert!(
        e.reply.text.contains("Initiative order"),
        "{}",
        e.reply.text
    );
}

#[tokio::test]
async fn three_players_trade_goods_on_unpicked_cards() {
    let mut t = Table::new(&["a", "b", "c"]).await;
    t.create_ti4(3, &[]).await;
    t.finish_setup_choices(&["a", "b", "c"]).await;
    for (n, card) in [
        ("a", "1 "),
        ("b", "2 "),
        ("c", "3 "),
        ("a", "4 "),
        ("b", "5 "),
        ("c", "6 "),
    ] {
        let e = t.press(n, card).await;
        assert!(!e.reply.ephemeral, "{}", e.reply.text);
    }
    let (s, r) = states(&t).await;
    assert_eq!(s, r);
    let tg: Vec<u8> = s.strategy_cards.iter().map(|c| c.trade_goods).collect();
    assert_eq!(tg, vec![0, 0, 0, 0, 0, 0, 1, 1]);
    assert_eq!(s.initiative_order, vec![0, 1, 2]);
}

#[tokio::test]
async fn lobby_refusals_say_what_is_wrong() {
    let mut t = Table::new(&["host", "p2", "p3", "p4"]).await;
    let e = t.run("host", Command::Status).await;
    assert!(
        e.reply.ephemeral && e.reply.text.contains("no game"),
        "{}",
        e.reply.text
    );
    let e = t
        .run(
            "host",
            Command::New {
                game: "stellar-horizons".into(),
                players: None,
                seed: None,
                options: Some("scenario=9".into()),
                language: None,
            },
        )
        .await;
    // Stellar Horizons is playable now (issue 14): its own option parser answers.
    assert!(
        e.reply.ephemeral && e.reply.text.contains("No scenario 9"),
        "{}",
        e.reply.text
    );
    let e = t
        .run(
            "host",
            Command::New {
                game: "chess".into(),
                players: None,
                seed: None,
                options: None,
                language: None,
            },
        )
        .await;
    assert!(
        e.reply.ephemeral && e.reply.text.contains("ti4"),
        "{}",
        e.reply.text
    );
    let e = t
        .run(
            "host",
            Command::New {
                game: "ti4".into(),
                players: None,
                seed: Some(1),
                options: Some("vp=11".into()),
                language: None,
            },
        )
        .await;
    assert!(
        e.reply.ephemeral && e.reply.text.contains("vp=14"),
        "{}",
        e.reply.text
    );
    let e = t
        .run(
            "host",
            Command::New {
                game: "ti4".into(),
                players: Some(3),
                seed: Some(1),
                options: Some(format!("map=\"{}\"", "19 20")),
                language: None,
            },
        )
        .await;
    assert!(
        e.reply.ephemeral && e.reply.text.contains("36 tiles"),
        "{}",
        e.reply.text
    );
    t.run(
        "host",
        Command::New {
            game: "ti4".into(),
            players: Some(3),
            seed: Some(1),
            options: None,
            language: None,
        },
    )
    .await;
    let e = t
        .run(
            "p2",
            Command::New {
                game: "ti4".into(),
                players: None,
                seed: None,
                options: None,
                language: None,
            },
        )
        .await;
    assert!(
        e.reply.ephemeral && e.reply.text.contains("already has"),
        "{}",
        e.reply.text
    );
    let e = t
        .run(
            "p2",
            Command::Join {
                faction: Some("klingon".into()),
                color: None,
            },
        )
        .await;
    assert!(
        e.reply.ephemeral && e.reply.text.contains("hacan"),
        "lists accepted factions: {}",
        e.reply.text
    );
    t.run(
        "p2",
        Command::Join {
            faction: Some("jol-nar".into()),
            color: Some("red".into()),
        },
    )
    .await;
    let e = t
        .run(
            "p3",
            Command::Join {
                faction: Some("Universities of Jol-Nar".into()),
                color: None,
            },
        )
        .await;
    assert!(
        e.reply.ephemeral && e.reply.text.contains("already taken"),
        "{}",
        e.reply.text
    );
    let e = t
        .run(
            "p3",
            Command::Join {
                faction: None,
                color: Some("RED".into()),
            },
        )
        .await;
    assert!(
        e.reply.ephemeral && e.reply.text.contains("taken"),
        "{}",
        e.reply.text
    );
    let e = t
        .run(
            "p3",
            Command::Join {
                faction: None,
                color: Some("pink".into()),
            },
        )
        .await;
    assert!(
        e.reply.ephemeral && e.reply.text.contains("purple"),
        "{}",
        e.reply.text
    );
    let e = t
        .run(
            "p2",
            Command::Start {
                speaker: None,
                seating: None,
            },
        )
        .await;
    assert!(
        e.reply.ephemeral && e.reply.text.contains("host"),
        "{}",
        e.reply.text
    );
    let e = t
        .run(
            "host",
            Command::Start {
                speaker: None,
                seating: None,
            },
        )
        .await;
    assert!(
        e.reply.ephemeral && e.reply.text.contains("needed"),
        "{}",
        e.reply.text
    );
    t.run(
        "p3",
        Command::Join {
            faction: None,
            color: None,
        },
    )
    .await;
    t.run("p3", Command::Leave).await;
    t.run(
        "p3",
        Command::Join {
            faction: None,
            color: None,
        },
    )
    .await;
    t.run(
        "host",
        Command::Join {
            faction: Some("sol".into()),
            color: None,
        },
    )
    .await;
    let e = t
        .run(
            "p4",
            Command::Join {
                faction: None,
                color: None,
            },
        )
        .await;
    assert!(
        e.reply.ephemeral && e.reply.text.contains("full"),
        "{}",
        e.reply.text
    );
    let e = t
        .run(
            "host",
            Command::Start {
                speaker: Some(t.u("p4")),
                seating: None,
            },
        )
        .await;
    assert!(
        e.reply.ephemeral && e.reply.text.contains("not seated"),
        "{}",
        e.reply.text
    );
    let e = t
        .run(
            "host",
            Command::Start {
                speaker: None,
                seating: Some("random".into()),
            },
        )
        .await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    let e = t.run("p2", Command::Leave).await;
    assert!(
        e.reply.ephemeral && e.reply.text.contains("can't leave"),
        "{}",
        e.reply.text
    );
    let e = t.run("p2", Command::Abandon).await;
    assert!(
        e.reply.ephemeral && e.reply.text.contains("host"),
        "{}",
        e.reply.text
    );
    let e = t
        .run(
            "host",
            Command::Settings {
                reminder_hours: Some(0),
                reaction_hours: None,
                host: None,
                language: None,
            },
        )
        .await;
    assert!(
        e.reply.ephemeral && e.reply.text.contains("1 to 336"),
        "{}",
        e.reply.text
    );
    let e = t
        .run(
            "host",
            Command::Settings {
                reminder_hours: Some(12),
                reaction_hours: None,
                host: Some(t.u("p2")),
                language: None,
            },
        )
        .await;
    assert!(
        !e.reply.ephemeral && e.reply.text.contains("12 hours"),
        "{}",
        e.reply.text
    );
    let e = t.run("host", Command::Abandon).await;
    assert!(e.reply.ephemeral, "host moved to p2: {}", e.reply.text);
    let e = t.run("p2", Command::Abandon).await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    let e = t.run("p2", Command::Status).await;
    assert!(
        e.reply.ephemeral && e.reply.text.contains("no game"),
        "{}",
        e.reply.text
    );
}

#[tokio::test]
async fn repeated_interaction_id_takes_effect_once_and_bad_buttons_are_refused() {
    let mut t = Table::new(&["a", "b", "c"]).await;
    t.create_ti4(3, &[]).await;
    let id = t.button("a", "keep").unwrap();
    let who = t.u("a");
    let mut req = t.request(&who, CHANNEL, Command::Press { custom_id: id });
    req.interaction = Some("same-id".into());
    let first = starpost::edge::handle(&t.app, req.clone()).await;
    assert!(!first.reply.ephemeral);
    let second = starpost::edge::handle(&t.app, req).await;
    assert_eq!(
        second,
        starpost::edge::Effects::default(),
        "the second delivery does nothing"
    );
    let e = t
        .run(
            "b",
            Command::Press {
                custom_id: "sp:1:x:keep".into(),
            },
        )
        .await;
    assert!(
        e.reply.ephemeral && e.reply.text.contains("not one of mine"),
        "{}",
        e.reply.text
    );
    let e = t
        .run(
            "b",
            Command::Press {
                custom_id: "garbage".into(),
            },
        )
        .await;
    assert!(e.reply.ephemeral);
    // A command in another channel does not see this channel's game.
    let who = t.u("b");
    let req = t.request(&who, CHANNEL + 1, Command::Status);
    let e = starpost::edge::handle(&t.app, req).await;
    assert!(
        e.reply.ephemeral && e.reply.text.contains("no game"),
        "{}",
        e.reply.text
    );
}

#[tokio::test]
async fn adjust_is_logged_and_visible() {
    let mut t = Table::new(&["a", "b", "c", "d"]).await;
    t.create_ti4(3, &[]).await;
    // The host's own adjustment applies at once, logged with the signed change and the result.
    let e = t
        .run(
            "a",
            Command::Adjust {
                text: "a tg +2".into(),
            },
        )
        .await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    assert!(
        e.reply.text.contains("Adjustment by a — a: tg +2 → 2"),
        "{}",
        e.reply.text
    );
    let e = t
        .run(
            "b",
            Command::Adjust {
                text: "a tg lots".into(),
            },
        )
        .await;
    assert!(
        e.reply.ephemeral && e.reply.text.contains("tg, comm, vp"),
        "{}",
        e.reply.text
    );
    let e = t
        .run(
            "d",
            Command::Adjust {
                text: "a tg +2".into(),
            },
        )
        .await;
    assert!(
        e.reply.ephemeral && e.reply.text.contains("not seated"),
        "{}",
        e.reply.text
    );
    let (s, r) = states(&t).await;
    assert_eq!(s.players[0].trade_goods, 2);
    assert_eq!(s, r);
    let e = t.run("c", Command::Log { count: None }).await;
    assert!(e.reply.text.contains("Adjustment by a"), "{}", e.reply.text);
}

#[tokio::test]
async fn simultaneous_clicks_exactly_one_wins() {
    let dir = tempfile::tempdir().unwrap();
    let url = common::lasting_database_url(dir.path(), "c.db").await;
    let mut t = Table::with_url(&["a", "b", "c"], &url).await;
    t.create_ti4(3, &[]).await;
    // Simultaneous private prompts: both keeps succeed.
    let (ka, kb) = (
        t.button("a", "keep").unwrap(),
        t.button("b", "keep").unwrap(),
    );
    let (ua, ub) = (t.u("a"), t.u("b"));
    let ra = t.request(&ua, CHANNEL, Command::Press { custom_id: ka });
    let rb = t.request(&ub, CHANNEL, Command::Press { custom_id: kb });
    let (ea, eb) = tokio::join!(
        starpost::edge::handle(&t.app, ra),
        starpost::edge::handle(&t.app, rb)
    );
    assert!(
        !ea.reply.ephemeral && !eb.reply.ephemeral,
        "{} / {}",
        ea.reply.text,
        eb.reply.text
    );
    t.finish_setup_choices(&["c"]).await;
    // One prompt, two clicks at once on different cards: exactly one is applied.
    let (p1, p2) = (t.button("a", "1 ").unwrap(), t.button("a", "2 ").unwrap());
    let r1 = t.request(&ua, CHANNEL, Command::Press { custom_id: p1 });
    let r2 = t.request(&ua, CHANNEL, Command::Press { custom_id: p2 });
    let (e1, e2) = tokio::join!(
        starpost::edge::handle(&t.app, r1),
        starpost::edge::handle(&t.app, r2)
    );
    let wins = [&e1, &e2].iter().filter(|e| !e.reply.ephemeral).count();
    assert_eq!(wins, 1, "{} / {}", e1.reply.text, e2.reply.text);
    let (s, r) = states(&t).await;
    assert_eq!(s, r);
    assert_eq!(s.players[0].strategy_cards.len(), 1);
}

#[tokio::test]
async fn odds_command_answers_with_percentages_and_explains_bad_input() {
    let mut t = Table::new(&["a"]).await;
    let e = t
        .run(
            "a",
            Command::Odds {
                attacker: "2 dreadnought, 1 carrier, 3 fighter".into(),
                defender: "3 destroyer".into(),
                flags: Vec::new(),
                game: None,
            },
        )
        .await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    assert!(
        e.reply.text.starts_with("Space combat: attacker wins"),
        "{}",
        e.reply.text
    );
    let e = t
        .run(
            "a",
            Command::Odds {
                attacker: "2 frogs".into(),
                defender: "3 destroyer".into(),
                flags: Vec::new(),
                game: None,
            },
        )
        .await;
    assert!(e.reply.ephemeral, "{}", e.reply.text);
    assert!(
        e.reply.text.contains("attacker side") && e.reply.text.contains("dreadnought"),
        "{}",
        e.reply.text
    );
    // Eclipse fleets with `game:eclipse` (the channel's game decides when it is left out).
    let e = t
        .run(
            "a",
            Command::Odds {
                attacker: "2 interceptor".into(),
                defender: "1 interceptor".into(),
                flags: Vec::new(),
                game: Some("eclipse".into()),
            },
        )
        .await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    assert!(
        e.reply.text.starts_with("Eclipse battle: attacker wins"),
        "{}",
        e.reply.text
    );
    let e = t
        .run(
            "a",
            Command::Odds {
                attacker: "2 frigates".into(),
                defender: "1 interceptor".into(),
                flags: Vec::new(),
                game: Some("eclipse".into()),
            },
        )
        .await;
    assert!(
        e.reply.ephemeral && e.reply.text.contains("attacker side"),
        "{}",
        e.reply.text
    );
}

#[tokio::test]
async fn a_won_game_is_finished_summarised_and_frees_the_channel() {
    let mut t = Table::new(&["a", "b", "c"]).await;
    t.create_ti4(3, &[]).await;
    // A victory by adjustment waits for the table (consent.rs): b and c confirm it.
    let e = t
        .run(
            "a",
            Command::Adjust {
                text: "a vp +10".into(),
            },
        )
        .await;
    assert!(
        e.reply.text.contains("would end the game"),
        "{}",
        e.reply.text
    );
    t.press("b", "confirm the victory").await;
    let e = t.press("c", "confirm the victory").await;
    assert!(
        e.reply.text.contains("a wins with 10 victory points"),
        "{}",
        e.reply.text
    );
    assert!(e.reply.image.is_some(), "the final board");
    let summary = e
        .posts
        .iter()
        .find(|p| p.text.contains("Final standings"))
        .expect("a summary post");
    assert!(summary.text.contains("a — 10 VP"), "{}", summary.text);
    // §34 summary: VP by source (the 10 came by adjustment: "other") and how long it took.
    assert!(
        summary
            .text
            .contains("0 from objectives, 0 from Support for the Throne, 10 other"),
        "{}",
        summary.text
    );
    assert!(
        summary.text.contains("accepted actions"),
        "{}",
        summary.text
    );
    // The finished game stays readable: its final board and standings.
    let e = t.run("a", Command::Status).await;
    assert!(
        !e.reply.ephemeral && e.reply.text.contains("This game is over"),
        "{}",
        e.reply.text
    );
    assert!(e.reply.text.contains("a — 10 VP"), "{}", e.reply.text);
    assert!(e.reply.image.is_some(), "the final board");
    let e = t
        .run(
            "a",
            Command::Adjust {
                text: "a tg +1".into(),
            },
        )
        .await;
    assert!(
        e.reply.ephemeral && e.reply.text.contains("no game"),
        "{}",
        e.reply.text
    );
    let e = t
        .run(
            "c",
            Command::New {
                game: "ti4".into(),
                players: None,
                seed: None,
                options: None,
                language: None,
            },
        )
        .await;
    assert!(!e.reply.ephemeral, "a new game can start: {}", e.reply.text);
}
