//! `/help` (issue 16 item 5): with no game, the games and how to start one; in a game, the
//! requester's open prompts with their choices (and the notation to type), privately.

use crate::common::{CHANNEL, NAMES, Table, user};
use starpost::app::Command;
use starpost::games::GameKind;

#[tokio::test]
async fn without_a_game_help_lists_every_game_and_how_to_start() {
    let mut t = Table::new(&NAMES).await;
    let e = t.run("alice", Command::Help).await;
    assert!(e.reply.ephemeral, "help is private");
    for k in GameKind::ALL {
        assert!(
            e.reply.text.contains(&format!("(`{}`)", k.id())),
            "{}: {}",
            k.id(),
            e.reply.text
        );
    }
    assert!(
        e.reply.text.contains("/game new game:<id>"),
        "{}",
        e.reply.text
    );
    assert!(e.posts.is_empty() && e.dms.is_empty());
}

#[tokio::test]
async fn in_a_game_help_lists_the_requesters_choices_and_they_can_be_typed() {
    let mut t = Table::new(&NAMES).await;
    t.create_ti4(3, &[]).await;
    let e = t.run("bob", Command::Help).await;
    assert!(e.reply.ephemeral && e.posts.is_empty() && e.dms.is_empty());
    assert!(e.reply.text.contains("You are awaited"), "{}", e.reply.text);
    // Per phase: what this phase is and how to act in it (the game's `phase_help`).
    assert!(
        e.reply
            .text
            .contains("Setup: keep one of your two secret objectives")
            || e.reply
                .text
                .contains("Strategy phase: in turn from the speaker"),
        "{}",
        e.reply.text
    );
    // The first listed notation, typed with /play, is accepted.
    let notation = e
        .reply
        .text
        .split("(`")
        .nth(1)
        .and_then(|s| s.split("`)").next())
        .expect("a notation")
        .to_string();
    let played = t
        .run(
            "bob",
            Command::Play {
                text: notation.clone(),
            },
        )
        .await;
    assert!(!played.reply.ephemeral, "{notation}: {}", played.reply.text);
    let e = t.run("bob", Command::Help).await;
    assert!(
        e.reply.text.contains("Nothing to do for you right now"),
        "{}",
        e.reply.text
    );
    // Someone who is not seated is told so, with whom the game waits for.
    t.users.push(user(999, "dave"));
    let e = t.run("dave", Command::Help).await;
    assert!(
        e.reply.text.contains("not seated") && e.reply.text.contains("alice"),
        "{}",
        e.reply.text
    );
}

/// Autocomplete (issue 16 item 5, issue 17 item 4): `/game join` suggests the factions and
/// colours still free, `/play` the requester's legal actions now, each labelled in the
/// typist's language and valued with what the command accepts.
#[tokio::test]
async fn suggestions_offer_what_is_free_and_legal_in_the_typists_language() {
    use starpost::app::suggest::Field;
    use starpost::core::msg::Translate;
    use starpost::edge::suggestions;
    use starpost::i18n::Tr;

    let mut t = Table::new(&NAMES).await;
    let e = t
        .run(
            "alice",
            Command::New {
                game: "ti4".into(),
                players: Some(3),
                seed: Some(5),
                options: None,
                language: None,
            },
        )
        .await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    let e = t
        .run(
            "alice",
            Command::Join {
                faction: Some("sol".into()),
                color: Some("red".into()),
            },
        )
        .await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    let channel = CHANNEL;
    let bob = t.u("bob");
    let factions = t.app.suggest(&bob, channel, Field::Faction).await.unwrap();
    let values: Vec<&str> = factions.iter().map(|s| s.value.as_str()).collect();
    assert_eq!(values.len(), 16, "17 factions, Sol taken: {values:?}");
    assert!(!values.contains(&"sol") && values.contains(&"hacan"));
    let colors = t.app.suggest(&bob, channel, Field::Color).await.unwrap();
    let values: Vec<&str> = colors.iter().map(|s| s.value.as_str()).collect();
    assert!(
        !values.contains(&"red") && values.contains(&"blue"),
        "{values:?}"
    );
    // In Korean, filtered by what was typed (a Korean name or the id).
    let ko = Tr::for_locale(Some("ko"));
    assert_eq!(
        suggestions(&factions, "하칸", &ko),
        vec![("하칸 에미리트".to_string(), "hacan".to_string())]
    );
    assert_eq!(suggestions(&factions, "HACAN", &ko).len(), 1);
    assert_eq!(
        suggestions(&colors, "파란", &ko),
        vec![("파란색".to_string(), "blue".to_string())]
    );
    assert!(
        t.app
            .suggest(&bob, channel, Field::Play)
            .await
            .unwrap()
            .is_empty()
    );

    // In a game: bob's choices now; the one picked plays when sent with /play.
    let mut t = Table::new(&NAMES).await;
    t.create_ti4(3, &[]).await;
    let channel = CHANNEL;
    let bob = t.u("bob");
    let play = t.app.suggest(&bob, channel, Field::Play).await.unwrap();
    assert!(!play.is_empty(), "bob is awaited at setup");
    let shown = suggestions(&play, "", &ko);
    assert_eq!(shown.len(), play.len().min(25));
    assert_eq!(
        shown[0].0,
        ko.tr(&play[0].label),
        "labels in the typist's language"
    );
    let e = t
        .run(
            "bob",
            Command::Play {
                text: shown[0].1.clone(),
            },
        )
        .await;
    assert!(!e.reply.ephemeral, "{}: {}", shown[0].1, e.reply.text);
    let dave = starpost::app::User {
        id: 999,
        name: "dave".into(),
    };
    assert!(
        t.app
            .suggest(&dave, channel, Field::Play)
            .await
            .unwrap()
            .is_empty(),
        "a spectator is offered nothing"
    );
}

/// `/hand`, `/play` and `/help` sent from a DM (issue 16 item 5): the DM holds no game, so
/// they go to the one game the requester is seated in; the public effects of a typed action
/// go to that game's channel. Seated in two games, the requester is told to use the channel.
#[tokio::test]
async fn hand_play_and_help_work_from_a_dm() {
    const DM: u64 = 9_000;
    let mut t = Table::new(&NAMES).await;
    t.create_ti4(3, &[]).await;
    let from_dm = |t: &mut Table, who: &str, command: Command| {
        let user = t.u(who);
        let mut req = t.request(&user, DM, command);
        req.guild = None;
        req
    };
    let req = from_dm(&mut t, "bob", Command::Hand);
    let e = starpost::edge::handle(&t.app, req).await;
    assert!(e.reply.ephemeral, "{}", e.reply.text);
    assert!(
        e.reply.text.contains("secret objective"),
        "bob's hand, not 'no game': {}",
        e.reply.text
    );
    // bob's typed answer from his DM plays in the game; its public effects go to the channel.
    let help = t.run("bob", Command::Help).await;
    let notation = help
        .reply
        .text
        .split("(`")
        .nth(1)
        .and_then(|s| s.split("`)").next())
        .expect("a notation")
        .to_string();
    let req = from_dm(
        &mut t,
        "bob",
        Command::Play {
            text: notation.clone(),
        },
    );
    let e = t.app.handle(req).await;
    assert!(!e.reply.ephemeral, "{notation}: {:?}", e.reply.text);
    assert_eq!(e.channel, Some(CHANNEL), "posts go to the game's channel");
    let req = from_dm(&mut t, "bob", Command::Help);
    let e = starpost::edge::handle(&t.app, req).await;
    assert!(
        e.reply.text.contains("Nothing to do for you right now"),
        "{}",
        e.reply.text
    );

    // Seated in a second game: the DM cannot tell which one is meant.
    let mut second = Table::new(&NAMES).await;
    second.app = t.app.clone();
    // Its own interaction ids (a repeated id does nothing the second time).
    second.next_interaction = 10_000;
    let channel2 = CHANNEL + 1;
    let u = second.u("alice");
    let req = second.request(
        &u,
        channel2,
        Command::New {
            game: "ti4".into(),
            players: Some(3),
            seed: Some(3),
            options: None,
            language: None,
        },
    );
    let e = second.app.handle(req).await;
    assert!(!e.reply.ephemeral, "{:?}", e.reply.text);
    for name in NAMES {
        let u = second.u(name);
        let req = second.request(
            &u,
            channel2,
            Command::Join {
                faction: None,
                color: None,
            },
        );
        let e = second.app.handle(req).await;
        assert!(!e.reply.ephemeral, "{:?}", e.reply.text);
    }
    let u = second.u("alice");
    let req = second.request(
        &u,
        channel2,
        Command::Start {
            speaker: None,
            seating: None,
        },
    );
    let e = second.app.handle(req).await;
    assert!(!e.reply.ephemeral, "{:?}", e.reply.text);
    let req = from_dm(&mut t, "bob", Command::Hand);
    let e = starpost::edge::handle(&t.app, req).await;
    assert!(
        e.reply.ephemeral && e.reply.text.contains("You play in 2 games"),
        "{}",
        e.reply.text
    );
}

/// Stellar Horizons' `/help` per step (`Game::phase_help`): every step of the year (R 3.1.2
/// initiative … R 3.6 trade) has its own outline, written in English, Korean and Japanese (a
/// missing translation would fall back to English and repeat it); a finished game has none.
#[test]
fn stellar_horizons_help_outlines_each_step_in_every_language() {
    use starpost::core::Game;
    use starpost::core::msg::Translate;
    use starpost::core::testing;
    use starpost::games::stellar_horizons::StellarHorizons;
    use starpost::games::stellar_horizons::state::{Outcome, Step};
    use starpost::i18n::Tr;

    let (_, mut s) = testing::new_game::<StellarHorizons>(5, 2);
    let mut seen = std::collections::HashSet::new();
    for step in Step::ALL {
        s.step = step;
        let help = StellarHorizons::phase_help(&s);
        assert_eq!(help.len(), 1 + usize::from(s.pending.is_some()), "{step:?}");
        assert_eq!(help[0].id, format!("sh-help-{}", step.id()));
        for lang in ["en", "ko", "ja"] {
            let text = Tr::for_locale(Some(lang)).tr(&help[0]);
            assert!(!text.contains("sh-help"), "{lang} {step:?}: {text}");
            assert!(seen.insert(text.clone()), "{lang} {step:?} repeats: {text}");
        }
    }
    s.over = Some(Outcome {
        winner: None,
        reason: "sh-end-no-winner".into(),
    });
    assert!(StellarHorizons::phase_help(&s).is_empty());
}

/// In a Stellar Horizons game, `/help` tells the awaited player what the current step is.
#[tokio::test]
async fn stellar_horizons_help_in_a_game_says_the_step() {
    let mut t = Table::bots("stellar-horizons", 2, 5).await;
    let mut shown = false;
    for who in ["bot0", "bot1"] {
        let e = t.run(who, Command::Help).await;
        assert!(e.reply.ephemeral, "{}", e.reply.text);
        if e.reply.text.contains("You are awaited") {
            shown = [
                "Initiative bids (economic phase)",
                "Diplomacy (economic phase)",
                "Technology (economic phase)",
                "Policy (economic phase)",
                "Build and maintenance:",
                "Movement:",
                "Combat:",
                "Exploration:",
                "Trade and base building:",
            ]
            .iter()
            .any(|h| e.reply.text.contains(h));
            assert!(shown, "{}", e.reply.text);
        }
    }
    assert!(shown, "someone is awaited and told the step");
}

/// Issue 16 standing orders through the app: `/play orders …` sets them with a public log line
/// (they show what a player will do, nothing they hold), `/help` shows the requester's orders
/// and how to change them, and setting the same orders again is refused privately.
#[tokio::test]
async fn standing_orders_are_set_by_play_shown_in_help_and_public() {
    let mut t = Table::new(&NAMES).await;
    t.create_ti4(3, &[]).await;
    let e = t.run("bob", Command::Help).await;
    assert!(
        e.reply
            .text
            .contains("Your standing orders: fight to the end off, hits ask, reactions ask"),
        "{}",
        e.reply.text
    );
    let e = t
        .run(
            "bob",
            Command::Play {
                text: "orders fight on hits auto".into(),
            },
        )
        .await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    let public = e.public_texts().join("\n");
    assert!(
        public.contains("bob's standing orders: fight every combat to the end"),
        "{public}"
    );
    let e = t.run("bob", Command::Help).await;
    assert!(
        e.reply
            .text
            .contains("Your standing orders: fight to the end on, hits auto"),
        "{}",
        e.reply.text
    );
    // Alice's are her own.
    let e = t.run("alice", Command::Help).await;
    assert!(
        e.reply.text.contains("fight to the end off"),
        "{}",
        e.reply.text
    );
    let e = t
        .run(
            "bob",
            Command::Play {
                text: "orders hits auto".into(),
            },
        )
        .await;
    assert!(e.reply.ephemeral && e.posts.is_empty(), "{}", e.reply.text);
    assert!(e.reply.text.contains("already"), "{}", e.reply.text);
    let (s, replayed) = t
        .app
        .snapshot_and_replay::<starpost::games::ti4::Ti4>(CHANNEL)
        .await
        .unwrap();
    assert!(s.players[1].fight_on && s.players[1].auto_hits && !s.players[0].fight_on);
    assert_eq!(s, replayed, "the orders replay");
}

/// Issue 16, standing orders by buttons: `/help` offers a seated player a switch per order
/// (green to turn it on, grey to turn it off), and so does `/play orders` alone. Pressing one
/// plays the same action as typing
/// it (logged, public, it replays), spends the help's buttons, and `/help` then shows the
/// order on with a button to turn it off. A switch already used is refused as out of date,
/// someone not seated is refused, and so is a button naming no game; nothing changes then.
#[tokio::test]
async fn standing_orders_are_switched_by_buttons_from_help() {
    use starpost::core::Tone;
    let mut t = Table::new(&NAMES).await;
    t.create_ti4(3, &[]).await;
    let e = t.run("bob", Command::Help).await;
    assert!(e.reply.ephemeral);
    let fight = e
        .reply
        .buttons
        .iter()
        .find(|b| b.label == "Fight to the end: turn on")
        .cloned()
        .unwrap_or_else(|| panic!("a fight switch: {:?}", e.reply.buttons));
    assert_eq!(fight.tone, Tone::Confirm, "turning on is green");
    for label in [
        "Auto-assign hits: turn on",
        "Pass reaction windows: turn on",
    ] {
        assert!(
            e.reply.buttons.iter().any(|b| b.label == label),
            "{label}: {:?}",
            e.reply.buttons
        );
    }
    let press = |id: &str| Command::Press {
        custom_id: id.to_string(),
    };

    // Someone not seated may not switch bob's orders (nor has any of their own).
    t.users.push(user(999, "dave"));
    let e = t.run("dave", press(&fight.custom_id)).await;
    assert!(e.reply.ephemeral && e.posts.is_empty(), "{}", e.reply.text);
    assert!(e.reply.text.contains("not seated"), "{}", e.reply.text);
    let e = t.run("dave", Command::Help).await;
    assert!(e.reply.buttons.is_empty(), "{:?}", e.reply.buttons);

    let e = t.run("bob", press(&fight.custom_id)).await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    assert!(e.spent, "the help's switches are spent");
    let public = e.public_texts().join("\n");
    assert!(
        public.contains("bob's standing orders: fight every combat to the end"),
        "{public}"
    );
    let e = t.run("bob", Command::Help).await;
    assert!(
        e.reply
            .text
            .contains("Your standing orders: fight to the end on, hits ask"),
        "{}",
        e.reply.text
    );
    let off = e
        .reply
        .buttons
        .iter()
        .find(|b| b.label == "Fight to the end: turn off")
        .unwrap_or_else(|| panic!("the switch back: {:?}", e.reply.buttons));
    assert_eq!(off.tone, Tone::Decline, "turning off is grey");
    // `/play orders` alone shows them too, privately, with the same switches.
    let e = t
        .run(
            "bob",
            Command::Play {
                text: "orders".into(),
            },
        )
        .await;
    assert!(e.reply.ephemeral && e.posts.is_empty(), "{}", e.reply.text);
    assert!(
        e.reply.text.contains("fight to the end on"),
        "{}",
        e.reply.text
    );
    assert!(
        e.reply
            .buttons
            .iter()
            .any(|b| b.label == "Fight to the end: turn off"),
        "{:?}",
        e.reply.buttons
    );
    // Alice's orders are her own.
    let e = t.run("alice", Command::Help).await;
    assert!(
        e.reply
            .buttons
            .iter()
            .any(|b| b.label == "Fight to the end: turn on"),
        "{:?}",
        e.reply.buttons
    );

    let (before, _) = t
        .app
        .snapshot_and_replay::<starpost::games::ti4::Ti4>(CHANNEL)
        .await
        .unwrap();
    // The old switch again: out of date, nothing changes.
    let e = t.run("bob", press(&fight.custom_id)).await;
    assert!(e.reply.ephemeral && e.posts.is_empty(), "{}", e.reply.text);
    assert!(e.reply.text.contains("switched since"), "{}", e.reply.text);
    // A button naming no game.
    let e = t.run("bob", press("orders:424242:orders fight on")).await;
    assert!(e.reply.ephemeral && e.posts.is_empty(), "{}", e.reply.text);
    let (s, replayed) = t
        .app
        .snapshot_and_replay::<starpost::games::ti4::Ti4>(CHANNEL)
        .await
        .unwrap();
    assert_eq!(s, before, "a refused switch changes nothing");
    assert!(s.players[1].fight_on && !s.players[1].auto_hits && !s.players[0].fight_on);
    assert_eq!(s, replayed, "the switched order replays");
}
