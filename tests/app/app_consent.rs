//! Consent for adjustments (issue #12, item 3): a non-host's adjustment is a proposal only the
//! host confirms; an adjustment never ends the game by itself (the table confirms the victory);
//! `adjust=anyone` tables; a finished game stays readable and the host's undo reopens it; the
//! host is seated or hands over; a Manage Server member may step in for a host who is gone.

use crate::common;
use common::{CHANNEL, Table};
use starpost::app::Command;
use starpost::edge::Effects;
use starpost::games::ti4::Ti4;
use starpost::games::ti4::state::{Phase, State};

async fn states(t: &Table) -> (State, State) {
    t.app
        .snapshot_and_replay::<Ti4>(CHANNEL)
        .await
        .expect("state")
}

async fn state(t: &Table) -> State {
    let (s, r) = states(t).await;
    assert_eq!(s, r, "replay equals snapshot");
    s
}

/// A started 3-player TI4 game (a hosts; a, b, c seated; d watches) with `/game new` options.
async fn table(options: Option<&str>) -> Table {
    let mut t = Table::new(&["a", "b", "c", "d"]).await;
    let e = t
        .run(
            "a",
            Command::New {
                game: "ti4".into(),
                players: Some(3),
                seed: Some(77),
                options: options.map(str::to_string),
                language: None,
            },
        )
        .await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    for n in ["a", "b", "c"] {
        let e = t
            .run(
                n,
                Command::Join {
                    faction: None,
                    color: None,
                },
            )
            .await;
        assert!(!e.reply.ephemeral, "{}", e.reply.text);
    }
    let e = t
        .run(
            "a",
            Command::Start {
                speaker: Some(t.u("a")),
                seating: Some("join".into()),
            },
        )
        .await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    t
}

async fn adjust(t: &mut Table, who: &str, text: &str) -> Effects {
    t.run(who, Command::Adjust { text: text.into() }).await
}

/// The custom_id of the latest button labelled `label` in the channel (whoever it awaits).
fn any_button(t: &Table, label: &str) -> String {
    t.history
        .iter()
        .rev()
        .flat_map(|(_, e)| e.posts.iter().flat_map(|p| &p.buttons))
        .find(|b| b.label == label)
        .map(|b| b.custom_id.clone())
        .unwrap_or_else(|| panic!("no button {label:?}"))
}

async fn press_id(t: &mut Table, who: &str, id: &str) -> Effects {
    t.run(
        who,
        Command::Press {
            custom_id: id.to_string(),
        },
    )
    .await
}

#[tokio::test]
async fn a_non_host_adjustment_waits_for_the_host() {
    let mut t = table(None).await;
    // b's adjustment of another seat is a proposal: nothing changes yet.
    let e = adjust(&mut t, "b", "a tg +2").await;
    assert!(e.reply.ephemeral, "{}", e.reply.text);
    assert!(e.reply.text.contains("proposed"), "{}", e.reply.text);
    let post = &e.posts[0];
    assert!(
        post.text.contains("b proposes an adjustment"),
        "{}",
        post.text
    );
    assert_eq!(post.awaits.len(), 1);
    assert_eq!(post.awaits[0].name, "a", "only the host is asked");
    assert_eq!(post.buttons.len(), 2);
    assert_eq!(state(&t).await.players[0].trade_goods, 0);

    // `/game status` re-offers it to the host.
    let e = t.run("c", Command::Status).await;
    let again = e
        .posts
        .iter()
        .find(|p| p.text.contains("b's proposed adjustment `a tg +2`"))
        .expect("the open proposal in the status");
    assert_eq!(again.awaits[0].name, "a");
    assert_eq!(again.buttons.len(), 2);

    // Nobody but the host may confirm: not the proposer, not another player, not a spectator.
    let confirm = any_button(&t, "Confirm");
    for who in ["b", "c", "d"] {
        let e = press_id(&mut t, who, &confirm).await;
        assert!(
            e.reply.ephemeral && e.reply.text.contains("Only the host"),
            "{who}: {}",
            e.reply.text
        );
    }
    assert_eq!(state(&t).await.players[0].trade_goods, 0);

    // The host confirms: it applies as the host's adjustment, logged with who proposed.
    let e = t.press("a", "Confirm").await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    assert!(
        e.reply.text.contains("Adjustment by a — a: tg +2 → 2"),
        "{}",
        e.reply.text
    );
    assert!(
        e.reply.text.contains("Proposed by b, confirmed by a"),
        "{}",
        e.reply.text
    );
    assert_eq!(state(&t).await.players[0].trade_goods, 2);
    let e = t.run("c", Command::Log { count: None }).await;
    assert!(
        e.reply.text.contains("Proposed by b, confirmed by a"),
        "{}",
        e.reply.text
    );
    // A settled proposal can't be confirmed twice.
    let e = press_id(&mut t, "a", &confirm).await;
    assert!(
        e.reply.ephemeral && e.reply.text.contains("already been settled"),
        "{}",
        e.reply.text
    );
    assert_eq!(state(&t).await.players[0].trade_goods, 2);

    // An adjustment of one's own seat is a proposal too; rejected, nothing changes.
    let e = adjust(&mut t, "b", "b tg +3").await;
    assert!(e.reply.ephemeral, "{}", e.reply.text);
    let reject = any_button(&t, "Reject");
    let e = press_id(&mut t, "b", &reject).await;
    assert!(e.reply.ephemeral, "{}", e.reply.text);
    let e = t.press("a", "Reject").await;
    assert!(
        !e.reply.ephemeral && e.reply.text.contains("rejected b's adjustment"),
        "{}",
        e.reply.text
    );
    assert_eq!(state(&t).await.players[1].trade_goods, 0);
    let e = press_id(&mut t, "a", &reject).await;
    assert!(e.reply.ephemeral, "{}", e.reply.text);
    assert_eq!(state(&t).await.players[1].trade_goods, 0);

    // A proposal the rules refuse is refused at once, not proposed.
    let e = adjust(&mut t, "b", "b tg -5").await;
    assert!(
        e.reply.ephemeral && e.reply.text.contains("out of range"),
        "{}",
        e.reply.text
    );
    assert!(e.posts.is_empty());
}

#[tokio::test]
async fn an_adjustment_never_ends_the_game_by_itself() {
    let mut t = table(None).await;
    // Even the host's adjustment: the victory waits for b and c.
    let e = adjust(&mut t, "a", "a vp +10").await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    assert!(
        e.reply.text.contains("would end the game"),
        "{}",
        e.reply.text
    );
    assert!(e.reply.text.contains("a wins"), "{}", e.reply.text);
    let s = state(&t).await;
    assert_eq!(s.players[0].victory_points, 0);
    assert!(!matches!(s.phase, Phase::Over { .. }));
    // The game goes on without it meanwhile; the status shows what waits for confirmation.
    let e = t.run("b", Command::Status).await;
    assert!(e.reply.text.contains("Waiting for"), "{}", e.reply.text);
    assert!(
        e.posts.iter().any(|p| p
            .text
            .contains("would end the game; still to confirm: b, c")),
        "{:?}",
        e.posts
    );

    // The one who made it can't confirm it; b confirms, c rejects: nothing changes.
    let yes = any_button(&t, "Confirm the victory");
    let e = press_id(&mut t, "a", &yes).await;
    assert!(
        e.reply.ephemeral && e.reply.text.contains("not needed"),
        "{}",
        e.reply.text
    );
    let e = press_id(&mut t, "d", &yes).await;
    assert!(e.reply.ephemeral, "a spectator: {}", e.reply.text);
    let e = press_id(&mut t, "b", &yes).await;
    assert!(
        !e.reply.ephemeral && e.reply.text.contains("Still waiting for: c"),
        "{}",
        e.reply.text
    );
    let e = t.press("c", "Reject").await;
    assert!(
        !e.reply.ephemeral && e.reply.text.contains("goes on without it"),
        "{}",
        e.reply.text
    );
    let e = press_id(&mut t, "c", &yes).await;
    assert!(e.reply.ephemeral, "{}", e.reply.text);
    assert_eq!(state(&t).await.players[0].victory_points, 0);

    // Again, and everyone else confirms: the game ends.
    adjust(&mut t, "a", "a vp +10").await;
    t.press("b", "Confirm the victory").await;
    let e = t.press("c", "Confirm the victory").await;
    assert!(
        e.reply.text.contains("a wins with 10 victory points"),
        "{}",
        e.reply.text
    );
    assert!(
        e.reply
            .text
            .contains("Victory by adjustment confirmed by b, c"),
        "{}",
        e.reply.text
    );
    assert!(e.posts.iter().any(|p| p.text.contains("Final standings")));
}

#[tokio::test]
async fn a_confirmed_proposal_that_would_win_still_waits_for_the_table() {
    let mut t = table(None).await;
    adjust(&mut t, "b", "b vp +10").await;
    // The host's confirmation counts; c's is still needed.
    let e = t.press("a", "Confirm").await;
    assert!(
        e.reply.text.contains("would end the game"),
        "{}",
        e.reply.text
    );
    assert_eq!(state(&t).await.players[1].victory_points, 0);
    let e = t.press("c", "Confirm the victory").await;
    assert!(e.reply.text.contains("b wins"), "{}", e.reply.text);
    assert!(
        e.reply.text.contains("Proposed by b, confirmed by a"),
        "{}",
        e.reply.text
    );
    let e = t.run("a", Command::Status).await;
    assert!(
        e.reply.text.contains("This game is over"),
        "{}",
        e.reply.text
    );
}

#[tokio::test]
async fn adjust_anyone_applies_every_players_adjustment_at_once() {
    let mut t = table(Some("adjust=anyone")).await;
    let e = adjust(&mut t, "b", "a tg +2").await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    assert!(
        e.reply.text.contains("Adjustment by b — a: tg +2 → 2"),
        "{}",
        e.reply.text
    );
    assert_eq!(state(&t).await.players[0].trade_goods, 2);
    // Still never a victory by itself.
    let e = adjust(&mut t, "b", "b vp +10").await;
    assert!(
        e.reply.text.contains("would end the game"),
        "{}",
        e.reply.text
    );
    assert_eq!(state(&t).await.players[1].victory_points, 0);

    // The option is the app's: the game's own options still parse, a bad value is refused.
    let mut t = Table::new(&["a"]).await;
    let e = t
        .run(
            "a",
            Command::New {
                game: "ti4".into(),
                players: None,
                seed: None,
                options: Some("adjust=nobody".into()),
                language: None,
            },
        )
        .await;
    assert!(
        e.reply.ephemeral && e.reply.text.contains("adjust=anyone"),
        "{}",
        e.reply.text
    );
    for (game, options) in [("ti4", "vp=14 adjust=anyone"), ("eclipse", "adjust=anyone")] {
        let e = t
            .run(
                "a",
                Command::New {
                    game: game.into(),
                    players: None,
                    seed: None,
                    options: Some(options.into()),
                    language: None,
                },
            )
            .await;
        assert!(!e.reply.ephemeral, "{game}: {}", e.reply.text);
        t.run("a", Command::Abandon).await;
    }
}

#[tokio::test]
async fn a_finished_game_is_readable_and_reopened_by_the_hosts_undo() {
    let mut t = table(None).await;
    adjust(&mut t, "a", "a vp +10").await;
    t.press("b", "Confirm the victory").await;
    t.press("c", "Confirm the victory").await;

    // Status shows the final board and standings instead of "no game".
    let e = t.run("d", Command::Status).await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    assert!(
        e.reply.text.contains("This game is over"),
        "{}",
        e.reply.text
    );
    assert!(e.reply.text.contains("a — 10 VP"), "{}", e.reply.text);
    assert!(e.reply.image.is_some(), "the final board");
    // `board:false` gives the standings without drawing the board.
    let e = t.run("d", Command::StatusText).await;
    assert!(e.reply.text.contains("a — 10 VP"), "{}", e.reply.text);
    assert!(e.reply.image.is_none(), "no board with board:false");
    let e = t.run("d", Command::Log { count: None }).await;
    assert!(e.reply.text.contains("a wins"), "{}", e.reply.text);
    // Nothing else can be played in it.
    let e = t
        .run(
            "b",
            Command::Play {
                text: "pass".into(),
            },
        )
        .await;
    assert!(e.reply.text.contains("no game"), "{}", e.reply.text);

    // Only the host undoes the last action of a finished game; it reopens.
    let e = t.run("b", Command::Undo).await;
    assert!(
        e.reply.ephemeral && e.reply.text.contains("only its host"),
        "{}",
        e.reply.text
    );
    let e = t.run("a", Command::Undo).await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    assert!(e.reply.text.contains("open again"), "{}", e.reply.text);
    let s = state(&t).await;
    assert_eq!(s.players[0].victory_points, 0);
    assert!(!matches!(s.phase, Phase::Over { .. }));
    let e = t.run("a", Command::Status).await;
    assert!(e.reply.text.contains("Waiting for"), "{}", e.reply.text);
    // Playing on works again.
    let e = adjust(&mut t, "a", "a tg +1").await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);

    // Finished again, then a new game in the channel: the old one can't be reopened.
    adjust(&mut t, "a", "a vp +10").await;
    t.press("b", "Confirm the victory").await;
    t.press("c", "Confirm the victory").await;
    let e = t
        .run(
            "d",
            Command::New {
                game: "ti4".into(),
                players: None,
                seed: None,
                options: None,
                language: None,
            },
        )
        .await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    let e = t.run("a", Command::Undo).await;
    assert!(e.reply.ephemeral, "{}", e.reply.text);
}

#[tokio::test]
async fn the_host_hands_over_before_leaving() {
    let mut t = Table::new(&["a", "b", "c", "d"]).await;
    t.run(
        "a",
        Command::New {
            game: "ti4".into(),
            players: Some(3),
            seed: Some(1),
            options: None,
            language: None,
        },
    )
    .await;
    for n in ["a", "b", "c"] {
        t.run(
            n,
            Command::Join {
                faction: None,
                color: None,
            },
        )
        .await;
    }
    let e = t.run("a", Command::Leave).await;
    assert!(
        e.reply.ephemeral && e.reply.text.contains("/game settings host:"),
        "{}",
        e.reply.text
    );
    let settings = |host: &str| Command::Settings {
        reminder_hours: None,
        reaction_hours: None,
        language: None,
        host: Some(common::user(
            100 + ["a", "b", "c", "d"]
                .iter()
                .position(|n| *n == host)
                .unwrap() as u64,
            host,
        )),
    };
    // The new host must be seated.
    let e = t.run("a", settings("d")).await;
    assert!(e.reply.ephemeral, "{}", e.reply.text);
    let e = t.run("a", settings("b")).await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    let e = t.run("a", Command::Leave).await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    // b hosts now; the game can't start without its host seated, but b is.
    t.run(
        "d",
        Command::Join {
            faction: None,
            color: None,
        },
    )
    .await;
    let e = t
        .run(
            "b",
            Command::Start {
                speaker: None,
                seating: None,
            },
        )
        .await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
}

#[tokio::test]
async fn a_game_does_not_start_without_its_host_seated() {
    let mut t = Table::new(&["a", "b", "c", "d"]).await;
    t.run(
        "a",
        Command::New {
            game: "ti4".into(),
            players: Some(3),
            seed: Some(1),
            options: None,
            language: None,
        },
    )
    .await;
    for n in ["b", "c", "d"] {
        t.run(
            n,
            Command::Join {
                faction: None,
                color: None,
            },
        )
        .await;
    }
    let e = t
        .run(
            "a",
            Command::Start {
                speaker: None,
                seating: None,
            },
        )
        .await;
    assert!(
        e.reply.ephemeral && e.reply.text.contains("host plays"),
        "{}",
        e.reply.text
    );
}

/// Runs `command` as `name`, with or without the Manage Server permission.
async fn run_as(t: &mut Table, name: &str, manage: bool, command: Command) -> Effects {
    let who = t.u(name);
    let mut req = t.request(&who, CHANNEL, command);
    req.manage_server = manage;
    starpost::edge::handle(&t.app, req).await
}

#[tokio::test]
async fn manage_server_takes_over_or_abandons_a_game_whose_host_is_gone() {
    let mut t = Table::new(&["a", "b", "c", "m"]).await;
    t.run(
        "a",
        Command::New {
            game: "ti4".into(),
            players: Some(3),
            seed: Some(1),
            options: None,
            language: None,
        },
    )
    .await;
    // The host never joins: b and c are the table, the host is gone.
    for n in ["b", "c"] {
        t.run(
            n,
            Command::Join {
                faction: None,
                color: None,
            },
        )
        .await;
    }
    let take_over = |u: starpost::app::User| Command::Settings {
        reminder_hours: None,
        reaction_hours: None,
        host: Some(u),
        language: None,
    };
    // Without the permission: refused.
    let m = t.u("m");
    let e = run_as(&mut t, "m", false, take_over(m.clone())).await;
    assert!(
        e.reply.ephemeral && e.reply.text.contains("host"),
        "{}",
        e.reply.text
    );
    let e = run_as(&mut t, "m", false, Command::Abandon).await;
    assert!(e.reply.ephemeral, "{}", e.reply.text);
    // With it: the moderator takes the game over.
    let e = run_as(&mut t, "m", true, take_over(m.clone())).await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    assert!(
        e.reply.text.contains(&format!("<@{}>", m.id)),
        "{}",
        e.reply.text
    );
    // The moderator hosts now and hands over to a seated player.
    let b = t.u("b");
    let e = run_as(&mut t, "m", false, take_over(b)).await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);

    // While the host is seated, Manage Server is no key: b hosts and is at the table.
    let e = run_as(&mut t, "m", true, take_over(m.clone())).await;
    assert!(e.reply.ephemeral, "{}", e.reply.text);
    let e = run_as(&mut t, "m", true, Command::Abandon).await;
    assert!(e.reply.ephemeral, "{}", e.reply.text);

    // A table whose host is gone can be abandoned by a moderator.
    let mut t = Table::new(&["a", "b", "m"]).await;
    t.run(
        "a",
        Command::New {
            game: "ti4".into(),
            players: None,
            seed: None,
            options: None,
            language: None,
        },
    )
    .await;
    t.run(
        "b",
        Command::Join {
            faction: None,
            color: None,
        },
    )
    .await;
    let e = run_as(&mut t, "m", true, Command::Abandon).await;
    assert!(
        !e.reply.ephemeral && e.reply.text.contains("m abandoned"),
        "{}",
        e.reply.text
    );
}
