//! A golden scenario through the app layer, with seeded dice: a round of tactical actions for
//! three players. Fleets move, a space combat and a ground combat are resolved, planets change
//! control, units are produced; undo of a step without dice works, undo across a roll is
//! refused to players; the log replays to the snapshot at every step.

use crate::common;
use common::{CHANNEL, Table};
use starpost::app::Command;
use starpost::games::ti4::Ti4;
use starpost::games::ti4::content::{self, UnitKind};
use starpost::games::ti4::rules::units;
use starpost::games::ti4::state::{Phase, State, StatusStep};

/// The board of tests/ti4/ti4_tactical.rs: sol's home at position 22 (next to tile 22 at position 9
/// and tile 33 at position 23), letnev's at 28, hacan's at 34.
const MAP: &str = "19 44 42 41 43 26 20 21 22 23 24 25 27 28 29 30 31 39 -1 -1 32 0 33 -1 -1 -1 34 0 35 -1 -1 -1 36 0 40 -1";

async fn state(t: &Table) -> State {
    let (s, r) = t.app.snapshot_and_replay::<Ti4>(CHANNEL).await.unwrap();
    assert_eq!(s, r, "replay equals snapshot");
    s
}

async fn ok(t: &mut Table, who: &str, action: &str) -> String {
    let e = t
        .run(
            who,
            Command::Play {
                text: action.into(),
            },
        )
        .await;
    assert!(!e.reply.ephemeral, "{who} {action}: {}", e.reply.text);
    e.reply.text
}

#[tokio::test]
async fn a_round_of_tactical_actions() {
    let mut t = Table::new(&["sol", "letnev", "hacan"]).await;
    // Hacan hosts, so Sol's undo is a player's undo.
    let e = t
        .run(
            "hacan",
            Command::New {
                game: "ti4".into(),
                players: Some(3),
                seed: Some(2026),
                // A scripted set-up: letnev's outpost is placed by adjustments that apply at once.
                options: Some(format!("adjust=anyone map=\"{MAP}\"")),
                language: None,
            },
        )
        .await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    for f in ["sol", "letnev", "hacan"] {
        t.run(
            f,
            Command::Join {
                faction: Some(f.into()),
                color: None,
            },
        )
        .await;
    }
    let e = t
        .run(
            "hacan",
            Command::Start {
                speaker: Some(t.u("sol")),
                seating: Some("join".into()),
            },
        )
        .await;
    assert!(!e.reply.ephemeral, "{}", e.reply.text);
    t.finish_setup_choices(&["sol", "letnev", "hacan"]).await;
    for (who, card) in [
        ("sol", "1 "),
        ("letnev", "2 "),
        ("hacan", "3 "),
        ("sol", "4 "),
        ("letnev", "5 "),
        ("hacan", "6 "),
    ] {
        t.press(who, card).await;
    }
    let s = state(&t).await;
    assert!(matches!(s.phase, Phase::Action { active: 0, .. }));

    // Letnev's outpost next to Sol's home, placed by a logged adjustment.
    let tarmann = content::system(22).unwrap().planets[0].id.clone();
    let e = t
        .run(
            "letnev",
            Command::Adjust {
                text: "letnev units 22 +2 destroyer".into(),
            },
        )
        .await;
    assert!(
        e.reply.text.contains("Adjustment by letnev"),
        "{}",
        e.reply.text
    );
    t.run(
        "letnev",
        Command::Adjust {
            text: format!("letnev units 22 +1 infantry on {tarmann}"),
        },
    )
    .await;

    // Sol: into tile 22 with a carrier, a destroyer, fighters and 2 infantry picked up from Jord.
    ok(&mut t, "sol", "activate 22").await;
    let text = ok(
        &mut t,
        "sol",
        "move 1: 1 carrier, 1 destroyer, 3 fighter, 2 infantry",
    )
    .await;
    assert!(text.contains("Space combat"), "{text}");
    assert!(text.contains("Anti-fighter barrage"), "§14: {text}");
    // The move rolled dice: undo is refused to the player.
    let e = t.run("sol", Command::Undo).await;
    assert!(
        e.reply.ephemeral && e.reply.text.contains("only the host"),
        "{}",
        e.reply.text
    );

    // Fight it out with default hit assignments.
    let mut rounds = 0;
    loop {
        let s = state(&t).await;
        let Phase::Action {
            tactical: Some(tac),
            ..
        } = &s.phase
        else {
            break;
        };
        let starpost::games::ti4::state::TacticalStep::Combat(c) = &tac.step else {
            break;
        };
        rounds += 1;
        assert!(rounds < 50);
        if let Some(who) = c.announcing {
            let who = s.players[who].name.clone();
            ok(&mut t, &who, "retreat no").await;
            continue;
        }
        for (seat, hits) in [(c.attacker, c.attacker_hits), (c.defender, c.defender_hits)] {
            if hits > 0 {
                let who = s.players[seat].name.clone();
                ok(&mut t, &who, "hits default").await;
                break;
            }
        }
    }
    let s = state(&t).await;
    let pos9 = s.system_at(9).unwrap();
    assert!(
        units::ship_owners(pos9).len() <= 1,
        "the space combat ended"
    );
    // With this seed Sol wins the space combat (the dice are part of the golden scenario).
    let sol_won_space = units::has_ships(pos9, 0);
    assert!(sol_won_space, "seeded dice: Sol wins in space");
    {
        // Invasion of the letnev-held planet: a ground combat.
        assert!(
            matches!(&s.phase, Phase::Action { tactical: Some(tac), .. } if tac.step == starpost::games::ti4::state::TacticalStep::Invasion),
            "{:?}",
            s.phase
        );
        let gf = units::count(pos9, 0, UnitKind::Infantry, None);
        let text = ok(&mut t, "sol", &format!("invade {tarmann}: {gf}")).await;
        assert!(text.contains("Ground combat"), "{text}");
        loop {
            let s = state(&t).await;
            let Phase::Action {
                tactical: Some(tac),
                active,
            } = &s.phase
            else {
                break;
            };
            let starpost::games::ti4::state::TacticalStep::Combat(c) = &tac.step else {
                break;
            };
            let _ = active;
            if let Some(who) = c.announcing {
                let who = s.players[who].name.clone();
                ok(&mut t, &who, "retreat no").await;
                continue;
            }
            for (seat, hits) in [(c.attacker, c.attacker_hits), (c.defender, c.defender_hits)] {
                if hits > 0 {
                    let who = s.players[seat].name.clone();
                    ok(&mut t, &who, "hits default").await;
                    break;
                }
            }
        }
        let s = state(&t).await;
        let sys = s.system_at(9).unwrap();
        let sol_gf = units::count(sys, 0, UnitKind::Infantry, Some(&tarmann));
        let letnev_gf = units::count(sys, 1, UnitKind::Infantry, Some(&tarmann));
        assert!(sol_gf == 0 || letnev_gf == 0, "the ground combat ended");
        assert!(sol_gf > 0, "seeded dice: Sol wins on the ground");
        assert_eq!(
            s.controller(&tarmann),
            Some(0),
            "§77.5 Sol gains the planet"
        );
        let card = s.players[0]
            .planets
            .iter()
            .find(|c| c.planet == tarmann)
            .unwrap();
        assert!(card.exhausted, "§63: it arrives exhausted");
    }
    let s = state(&t).await;
    assert!(
        matches!(
            s.phase,
            Phase::Action {
                active: 1,
                tactical: None
            }
        ),
        "letnev's turn: {:?}",
        s.phase
    );

    // Letnev: a wrong activation is undone (no dice), then the real move and an uncontested
    // invasion: control of both planets of tile 34.
    ok(&mut t, "letnev", "activate 20").await;
    let e = t.run("letnev", Command::Undo).await;
    assert!(
        !e.reply.ephemeral && e.reply.text.contains("undid"),
        "{}",
        e.reply.text
    );
    assert_eq!(
        state(&t).await.players[1].tokens.tactic,
        3,
        "the token is back"
    );
    ok(&mut t, "letnev", "activate 34").await;
    ok(&mut t, "letnev", "move 10: 1 carrier, 2 infantry").await;
    let planets: Vec<String> = content::system(34)
        .unwrap()
        .planets
        .iter()
        .map(|p| p.id.clone())
        .collect();
    let text = ok(
        &mut t,
        "letnev",
        &format!("invade {}: 1; {}: 1", planets[0], planets[1]),
    )
    .await;
    assert!(text.contains("gains control"), "{text}");
    let s = state(&t).await;
    for p in &planets {
        assert_eq!(s.controller(p), Some(1));
    }

    // Hacan: production at home, paid with planets.
    ok(&mut t, "hacan", "activate 16").await;
    ok(&mut t, "hacan", "move none").await;
    let before = state(&t).await;
    let fighters = units::count(before.system_at(34).unwrap(), 2, UnitKind::Fighter, None);
    let text = ok(
        &mut t,
        "hacan",
        "produce 2 fighter, 2 infantry pay arretze hercant",
    )
    .await;
    assert!(text.contains("produces"), "{text}");
    let s = state(&t).await;
    assert_eq!(
        units::count(s.system_at(34).unwrap(), 2, UnitKind::Fighter, None),
        fighters + 2
    );
    assert!(s.players[2].planets.iter().filter(|c| c.exhausted).count() >= 2);

    // Everyone uses their strategy cards and passes: the action phase ends.
    for (who, card) in [
        ("sol", 1),
        ("letnev", 2),
        ("hacan", 3),
        ("sol", 4),
        ("letnev", 5),
        ("hacan", 6),
    ] {
        ok(&mut t, who, &format!("strategic {card}")).await;
        // The primary (Politics takes two steps: the new speaker, then the agendas put back).
        while let Some(p) =
            starpost::games::ti4::rules::strategic::default_primary(&state(&t).await)
        {
            ok(&mut t, who, &p).await;
        }
        // §57.1: the others, clockwise from the holder's left, decline the secondary.
        loop {
            let s = state(&t).await;
            let Some(sec) = s.strategic.and_then(|sa| sa.secondary) else {
                break;
            };
            let next = s.players[sec.order[sec.next]].name.clone();
            let e = t.press(&next, "decline").await;
            assert!(!e.reply.ephemeral, "{}", e.reply.text);
        }
    }
    // Politics (hacan's card) made a new speaker; everyone passes in initiative order.
    for who in ["sol", "letnev", "hacan"] {
        ok(&mut t, who, "pass").await;
    }
    assert!(matches!(state(&t).await.phase, Phase::Status(_)));

    // Status phase (§64): scoring in initiative order, a new objective, tokens back, 2 new
    // tokens each, cards readied, the next round.
    let before = state(&t).await;
    let e = t
        .run(
            "letnev",
            Command::Play {
                text: "score done".into(),
            },
        )
        .await;
    // §64.1: everyone chooses at once and the answers apply in initiative order; letnev's
    // answer before their turn is kept, told to them alone.
    assert!(
        e.dms.iter().any(|d| d.user.name == "letnev"
            && format!("{:?}", d.text).contains("you are done choosing")),
        "letnev's early answer is kept: {e:?}"
    );
    assert!(matches!(
        state(&t).await.phase,
        Phase::Status(StatusStep::Scoring { next: 0, .. })
    ));
    for who in ["sol", "hacan"] {
        let e = t.press(who, "done scoring").await;
        assert!(!e.reply.ephemeral, "{}", e.reply.text);
    }
    let s = state(&t).await;
    assert_eq!(
        s.objectives.revealed.len(),
        before.objectives.revealed.len() + 1,
        "§64.2"
    );
    assert!(
        s.systems.iter().all(|x| x.command_tokens.is_empty()),
        "§64.4"
    );
    for who in ["sol", "letnev", "hacan"] {
        let e = t.press(who, "+1 tactic +1 fleet").await;
        assert!(!e.reply.ephemeral, "{}", e.reply.text);
    }
    let s = state(&t).await;
    assert_eq!(s.round, 2);
    assert!(matches!(s.phase, Phase::Strategy { .. }), "{:?}", s.phase);
    for (p, b) in s.players.iter().zip(&before.players) {
        assert_eq!(p.tokens.tactic, b.tokens.tactic + 1, "§64.5");
        assert_eq!(p.tokens.fleet, b.tokens.fleet + 1);
        assert!(p.planets.iter().all(|c| !c.exhausted), "§64.6");
        assert!(p.strategy_cards.is_empty(), "§64.8");
    }
    assert!(
        s.systems
            .iter()
            .flat_map(|x| &x.units)
            .all(|u| u.damaged == 0),
        "§64.7"
    );
}
