//! Text is translated at the edge, per reader (issue 13 item 3): a DM goes out in its
//! recipient's locale (as their client last reported it), not in the presser's; the channel
//! reads the table's language; an ephemeral reply reads the requester's. The pseudo-locale
//! `en-XA` (English with accented vowels) stands in for a second catalog.

use crate::common::{self, NAMES, Table};
use starpost::app::Command;

const ACCENTED: [char; 10] = ['á', 'é', 'í', 'ó', 'ú', 'Á', 'É', 'Í', 'Ó', 'Ú'];

fn pseudo(text: &str) -> bool {
    text.chars().any(|c| ACCENTED.contains(&c))
}

fn plain(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            'á' => 'a',
            'é' => 'e',
            'í' => 'i',
            'ó' => 'o',
            'ú' => 'u',
            'Á' => 'A',
            'É' => 'E',
            'Í' => 'I',
            'Ó' => 'O',
            'Ú' => 'U',
            c => c,
        })
        .collect()
}

/// Bob's client speaks the pseudo-locale. Alice (English) starts the game: the start's DMs
/// (each player's secret objectives to choose from) reach Bob in his locale and Carol in
/// English, and the channel stays in English.
#[tokio::test]
async fn a_dm_is_translated_for_its_recipient_not_for_the_presser() {
    let mut t = Table::new(&NAMES).await;
    t.locales.insert("bob".into(), "en-XA".into());
    t.create_ti4(3, &[]).await;
    let (by, start) = t.history.last().cloned().expect("the start");
    assert_eq!(by.name, "alice");
    let dm = |name: &str| {
        let id = t.u(name).id;
        start
            .dms
            .iter()
            .find(|d| d.user.id == id)
            .unwrap_or_else(|| panic!("a DM to {name}"))
            .text
            .clone()
    };
    let (alice, bob, carol) = (dm("alice"), dm("bob"), dm("carol"));
    assert!(pseudo(&bob), "Bob reads his own locale: {bob}");
    assert!(!pseudo(&carol), "Carol reads English: {carol}");
    assert!(!pseudo(&alice), "the presser reads English: {alice}");
    // The same message, in two languages: Bob's first line is Carol's with accents.
    assert_eq!(
        plain(bob.lines().next().unwrap()),
        carol.lines().next().unwrap()
    );
    for text in start.public_texts() {
        assert!(
            !pseudo(text),
            "the channel reads the table's language: {text}"
        );
    }
    // A refused DM's notice goes in the channel: in the channel's language, even for Bob.
    let notice = &start
        .dms
        .iter()
        .find(|d| d.user.name == "bob")
        .unwrap()
        .refused_notice;
    assert!(!pseudo(notice), "{notice}");
}

/// The host sets the table's language: the channel reads it from then on, while each
/// player's private replies stay in their own locale.
#[tokio::test]
async fn the_channel_reads_the_tables_language_and_private_replies_the_readers() {
    let mut t = Table::new(&NAMES).await;
    t.locales.insert("bob".into(), "en-XA".into());
    t.app.config.languages = vec!["en".into(), "en-XA".into()];
    t.create_ti4(3, &[]).await;
    let language = |l: &str| Command::Settings {
        reminder_hours: None,
        reaction_hours: None,
        host: None,
        language: Some(l.into()),
    };
    let e = t.run("bob", language("en-XA")).await;
    assert!(e.reply.ephemeral, "only the host sets it: {}", e.reply.text);
    let e = t.run("alice", language("xx")).await;
    assert!(
        e.reply.ephemeral && e.reply.text.contains("en, en-XA"),
        "an unknown language is refused with the choices: {}",
        e.reply.text
    );
    let e = t.run("alice", language("en-XA")).await;
    assert!(
        !e.reply.ephemeral && pseudo(&e.reply.text),
        "{}",
        e.reply.text
    );
    let e = t.run("alice", Command::Status).await;
    assert!(
        pseudo(&e.reply.text),
        "the status is public: {}",
        e.reply.text
    );
    let board = e.reply.image.as_ref().expect("a board");
    assert!(
        board.drawn_text.iter().any(|s| pseudo(s)),
        "the board is labelled in the table's language: {:?}",
        board.drawn_text
    );
    let e = t.run("alice", Command::Hand).await;
    assert!(e.reply.ephemeral);
    assert!(
        !pseudo(&e.reply.text),
        "Alice's hand reads English: {}",
        e.reply.text
    );
    // Carol's private refusal: in her own locale (English), though the table reads en-XA.
    let e = t
        .run(
            "carol",
            Command::Play {
                text: "no such action".into(),
            },
        )
        .await;
    assert!(
        e.reply.ephemeral && !pseudo(&e.reply.text),
        "{}",
        e.reply.text
    );
    // The language and Bob's locale are stored: a new app on the same database (a restart, or
    // another process) reads them.
    let app = starpost::app::App::new(
        t.app.db.clone(),
        t.app.renderer.clone(),
        t.app.config.clone(),
    );
    let alice = t.u("alice");
    let req = t.request(&alice, common::CHANNEL, Command::StatusText);
    let e = starpost::edge::handle(&app, req).await;
    assert!(pseudo(&e.reply.text), "{}", e.reply.text);
    assert_eq!(
        app.user_locale(t.u("bob").id).await.unwrap().as_deref(),
        Some("en-XA")
    );
}

/// `/game new language:` sets the table's language from the start; an unknown one is refused
/// with the choices and creates nothing.
#[tokio::test]
async fn a_new_game_can_set_the_tables_language() {
    let mut t = Table::new(&NAMES).await;
    t.app.config.languages = vec!["en".into(), "en-XA".into()];
    let new = |language: &str| Command::New {
        game: "ti4".into(),
        players: Some(3),
        seed: Some(1),
        options: None,
        language: Some(language.into()),
    };
    let e = t.run("alice", new("tlh")).await;
    assert!(
        e.reply.ephemeral && e.reply.text.contains("en, en-XA"),
        "{}",
        e.reply.text
    );
    let e = t.run("alice", new("EN-xa")).await;
    assert!(
        !e.reply.ephemeral && pseudo(&e.reply.text),
        "{}",
        e.reply.text
    );
    let e = t
        .run(
            "bob",
            Command::Join {
                faction: None,
                color: None,
            },
        )
        .await;
    assert!(pseudo(&e.reply.text), "{}", e.reply.text);
}

/// Issue 17: a player types in their own language. Bob's client is Korean and Carol's
/// Japanese: `보관 <objective>` and `保持 <objective>` keep the secret objective named in their
/// language, as `keep <id>` would, and `선택 2` picks a strategy card.
#[tokio::test]
async fn typed_input_reads_the_players_language() {
    use starpost::core::msg::Translate;
    use starpost::i18n::Tr;
    let mut t = common::ti4_table(77).await;
    t.locales.insert("bob".into(), "ko".into());
    t.locales.insert("carol".into(), "ja".into());
    let s = common::state(&t).await;
    for (who, seat, locale, verb) in [("bob", 1, "ko", "보관"), ("carol", 2, "ja", "保持")] {
        let id = s.players[seat].secret_offer[0].clone();
        let name = Tr::for_locale(Some(locale)).t(&format!("ti4-objective-{id}"));
        assert!(!name.is_ascii(), "a localized name: {name}");
        let e = common::play(&mut t, who, &format!("{verb} {name}")).await;
        assert!(!e.reply.ephemeral);
        let after = common::state(&t).await;
        assert_eq!(after.players[seat].secrets, vec![id], "{who} kept it");
        assert!(after.players[seat].secret_offer.is_empty());
    }
    // A misspelt name is refused with what would be accepted, and nothing changes.
    let e = t
        .run(
            "alice",
            Command::Play {
                text: "보관 없는목표".into(),
            },
        )
        .await;
    assert!(e.reply.ephemeral, "{}", e.reply.text);
    assert!(common::state(&t).await.players[0].secrets.is_empty());
}

/// Issue 17: the rules texts of cards and objectives are catalog entries too. Bob's client is
/// Korean and Carol's Japanese: their `/hand` shows each offered secret objective's condition in
/// their language, while Alice (English) reads the text of the game's data, unchanged.
#[tokio::test]
async fn hand_shows_objective_texts_in_the_readers_language() {
    use starpost::i18n::Tr;
    let mut t = common::ti4_table(77).await;
    t.locales.insert("bob".into(), "ko".into());
    t.locales.insert("carol".into(), "ja".into());
    let s = common::state(&t).await;
    for (who, seat, locale) in [("alice", 0, "en"), ("bob", 1, "ko"), ("carol", 2, "ja")] {
        let e = t.run(who, Command::Hand).await;
        assert!(e.reply.ephemeral, "{}", e.reply.text);
        assert!(!s.players[seat].secret_offer.is_empty());
        for id in &s.players[seat].secret_offer {
            let o = starpost::games::ti4::content::objective(id).expect("an objective");
            let english = &o.text;
            let local = Tr::for_locale(Some(locale))
                .get(&o.text_catalog_id())
                .expect("the text is in the catalog");
            if locale == "en" {
                assert_eq!(&local, english);
            } else {
                assert_ne!(&local, english, "{id} is translated into {locale}");
                assert!(
                    !e.reply.text.contains(english.as_str()),
                    "{who} does not read English: {}",
                    e.reply.text
                );
            }
            assert!(
                e.reply.text.contains(&local),
                "{who}'s hand shows {local:?}: {}",
                e.reply.text
            );
        }
    }
}
