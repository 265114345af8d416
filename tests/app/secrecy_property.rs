//! The secrecy property over whole random games (issue #12): TI4 and Eclipse games played to the
//! end through the app layer by bot seats (pressing the offered buttons, else writing `/play`),
//! with `/game status` (the board image) and `/game log` asked now and then. After every request,
//! no secret of any seat — secret objectives held or offered, action cards and promissory notes
//! in hand, Eclipse reputation tiles and discovery tiles waiting for their taker — and no card
//! still in a hidden deck (secret objectives, face-down public objectives, agendas, action cards:
//! the order of undrawn cards must not be inferable, so no public text may name one; a rule may
//! show one to a seat privately) appears in a public text (posts, public replies, their buttons, board image text, DM-refused notices,
//! the public log) or in a DM or ephemeral reply to another seat.
//!
//! False positives are avoided so: a text that is public knowledge at that moment (it appears in
//! the spectator's view before or after the request: a played card in the discard pile, a
//! revealed or scored objective) is not a secret; an action card or agenda printed in several
//! copies, or a promissory note every faction has, is not checked by name (another copy or
//! another player's note may be public); a seat's own secrets are never a leak to that seat.
//!
//! How many games: `SECRECY_GAMES` from seed `SECRECY_FIRST_SEED` (1000) on (default 2 TI4 and 4 Eclipse games, which keeps the suite
//! fast; the full
//! property is 100 per game: `SECRECY_GAMES=100`, or the ignored
//! `secrecy_holds_over_100_games_each`).

use crate::common;
use std::collections::HashSet;
use std::time::Instant;

use common::{CHANNEL, Table};
use starpost::app::Command;
use starpost::core::Game;
use starpost::core::GameRng;
use starpost::core::rules::Viewer;
use starpost::edge::Effects;
use starpost::games::eclipse::Eclipse;
use starpost::games::ti4::{Ti4, content};

/// The secrets of one moment of a game.
struct Secrets {
    /// Per seat: the texts only that seat may see.
    seats: Vec<Vec<String>>,
    /// Texts nobody may see (cards in hidden decks).
    hidden: Vec<String>,
    /// The spectator's view, serialized: what is public knowledge.
    public: String,
}

trait Secretive: Game {
    const GAME: &'static str;
    fn players(seed: u64) -> usize;
    fn secrets(state: &Self::State) -> Secrets;
    fn seat_name(state: &Self::State, seat: usize) -> String;
    /// Every name of the game's content (a secret's name inside a longer one is not a leak:
    /// the action card "Spy" in the objective "Form a Spy Network").
    fn names() -> Vec<String> {
        Vec::new()
    }
    /// Names face up at this moment (discard piles): once public, a name stays public knowledge
    /// (an old log line may name a card that was since shuffled back into its deck).
    fn face_up(_state: &Self::State) -> Vec<String> {
        Vec::new()
    }
}

/// A secret is checked by its display name: ids are short words ("upgrade", "spy") that other
/// texts use too.
fn id_and_name(out: &mut Vec<String>, _id: &str, name: Option<&str>) {
    if let Some(n) = name {
        out.push(n.to_string());
    }
}

impl Secretive for Ti4 {
    const GAME: &'static str = "ti4";

    fn players(seed: u64) -> usize {
        3 + (seed % 4) as usize
    }

    fn secrets(s: &Self::State) -> Secrets {
        let unique_card = |id: &str| content::action_card(id).filter(|c| c.copies == 1);
        let mut seats = Vec::new();
        for (seat, p) in s.players.iter().enumerate() {
            let mut out = Vec::new();
            for o in p.secrets.iter().chain(&p.secret_offer) {
                id_and_name(&mut out, o, content::objective(o).map(|o| o.name.as_str()));
            }
            for c in &p.action_cards {
                if let Some(card) = unique_card(c) {
                    id_and_name(&mut out, c, Some(&card.name));
                }
            }
            for n in p.notes.iter().filter(|n| n.owner != seat) {
                // Only a faction's own note names one note; the generic ones exist per player.
                if let Some(note) =
                    content::promissory_note(&n.note).filter(|n| n.faction.is_some())
                {
                    id_and_name(&mut out, &n.note, Some(&note.name));
                }
            }
            seats.push(out);
        }
        let mut hidden = Vec::new();
        let o = &s.objectives;
        for id in o
            .secret_deck
            .iter()
            .chain(&o.stage1_hidden)
            .chain(&o.stage2_hidden)
        {
            if let Some(obj) = content::objective(id) {
                hidden.push(obj.name.clone());
            }
        }
        for id in &s.agenda_deck {
            if let Some(a) = content::agenda(id) {
                hidden.push(a.name.clone());
            }
        }
        for id in &s.action_deck {
            if let Some(card) = unique_card(id) {
                hidden.push(card.name.clone());
            }
        }
        Secrets {
            seats,
            hidden,
            public: serde_json::to_string(&Ti4::view(s, Viewer::Spectator)).unwrap_or_default(),
        }
    }

    fn seat_name(s: &Self::State, seat: usize) -> String {
        s.players[seat].name.clone()
    }

    fn face_up(s: &Self::State) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        out.extend(
            s.action_discard
                .iter()
                .filter_map(|id| content::action_card(id).map(|c| c.name.clone())),
        );
        out.extend(
            s.agenda_discard
                .iter()
                .filter_map(|id| content::agenda(id).map(|a| a.name.clone())),
        );
        out
    }

    fn names() -> Vec<String> {
        let c = content::content();
        let mut out: Vec<String> = Vec::new();
        out.extend(c.technologies.iter().map(|t| t.name.clone()));
        out.extend(c.public_objectives.iter().map(|o| o.name.clone()));
        out.extend(c.secret_objectives.iter().map(|o| o.name.clone()));
        out.extend(c.action_cards.iter().map(|a| a.name.clone()));
        out.extend(c.agendas.iter().map(|a| a.name.clone()));
        out.extend(c.promissory_notes.iter().map(|n| n.name.clone()));
        out
    }
}

impl Secretive for Eclipse {
    const GAME: &'static str = "eclipse";

    fn players(seed: u64) -> usize {
        2 + (seed % 5) as usize
    }

    fn secrets(s: &Self::State) -> Secrets {
        let mut seats: Vec<Vec<String>> = (0..s.players.len())
            .map(|seat| Eclipse::secrets_of(s, seat))
            .collect();
        use starpost::games::eclipse::state::Pending;
        for p in &s.pending {
            match p {
                Pending::Discovery { seat, tile, .. } => {
                    if let Some(out) = seats.get_mut(*seat) {
                        // As the private messages name it: "a discovery tile: 6 materials".
                        use starpost::core::msg::Translate;
                        let words = starpost::i18n::Tr::default().tr(
                            &starpost::games::eclipse::rules::action_phase::discovery_name(tile),
                        );
                        out.push(format!("discovery tile: {words}"));
                    }
                }
                // Each tile drawn is the seat's own, even when the full track then drops it
                // ("You keep the reputation tile worth 1" is no leak of another's 1).
                Pending::Reputation { seat, drawn } => {
                    if let Some(out) = seats.get_mut(*seat) {
                        out.extend(drawn.iter().map(|v| format!("reputation tile worth {v}")));
                    }
                }
                _ => {}
            }
        }
        Secrets {
            seats,
            hidden: Vec::new(),
            public: serde_json::to_string(&Eclipse::view(s, Viewer::Spectator)).unwrap_or_default(),
        }
    }

    fn seat_name(s: &Self::State, seat: usize) -> String {
        s.players[seat].name.clone()
    }
}

/// What one request showed, and to whom: (viewer seat or `None` for everyone, text).
fn shown(
    e: &Effects,
    requester: Option<usize>,
    seat_of: &dyn Fn(u64) -> Option<usize>,
) -> Vec<(Option<usize>, String)> {
    let mut out: Vec<(Option<usize>, String)> = e
        .public_texts()
        .into_iter()
        .map(|t| (None, t.to_string()))
        .collect();
    if e.reply.ephemeral {
        let mut texts = vec![e.reply.text.clone()];
        texts.extend(e.reply.buttons.iter().map(|b| b.label.clone()));
        for t in texts {
            // An ephemeral reply to nobody seated is shown to a non-player: as good as public.
            out.push((requester, t));
        }
    }
    for d in &e.dms {
        let to = seat_of(d.user.id);
        out.push((to, d.text.clone()));
        out.extend(d.buttons.iter().map(|b| (to, b.label.clone())));
    }
    out
}

/// Whether `needle` occurs in `text` as a whole word (not inside a longer word: the secret
/// objective "Spy" is not "Form a Spy Network").
fn has_word(text: &str, needle: &str) -> bool {
    let word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '-');
    text.match_indices(needle).any(|(i, _)| {
        !word(text[..i].chars().next_back()) && !word(text[i + needle.len()..].chars().next())
    })
}

/// Whether `text` shows `secret` as itself, not only inside a longer name of `names`.
fn shows(text: &str, secret: &str, names: &[String]) -> bool {
    if !has_word(text, secret) {
        return false;
    }
    let mut stripped = text.to_string();
    for n in names
        .iter()
        .filter(|n| n.len() > secret.len() && has_word(n, secret))
    {
        stripped = stripped.replace(n.as_str(), "…");
    }
    has_word(&stripped, secret)
}

/// Panics if a text shown to `viewer` holds a secret it may not see.
#[allow(clippy::too_many_arguments)]
fn check(
    ever_public: &HashSet<String>,
    names: &[String],
    game: &str,
    seed: u64,
    step: usize,
    before: &Secrets,
    after: &Secrets,
    shown: &[(Option<usize>, String)],
) -> usize {
    let public_knowledge =
        |s: &str| ever_public.contains(s) || before.public.contains(s) || after.public.contains(s);
    let mut checked = 0;
    // Longer texts that may hold a secret's text without showing it: content names, and the
    // other secrets of the moment ("reputation tiles worth 1, 2" is not "… worth 1").
    let mut names: Vec<String> = names.to_vec();
    for s in [before, after] {
        names.extend(s.seats.iter().flatten().cloned());
        names.extend(s.hidden.iter().cloned());
    }
    let names = &names[..];
    for (viewer, text) in shown {
        let own: HashSet<&str> = viewer
            .and_then(|v| after.seats.get(v))
            .into_iter()
            .chain(viewer.and_then(|v| before.seats.get(v)))
            .flatten()
            .map(String::as_str)
            .collect();
        for (seat, secrets) in after.seats.iter().enumerate() {
            if Some(seat) == *viewer {
                continue;
            }
            for s in secrets {
                checked += 1;
                if shows(text, s, names) && !own.contains(s.as_str()) && !public_knowledge(s) {
                    panic!(
                        "{game} seed {seed} step {step}: seat {seat}'s secret `{s}` shown to {}: {text}",
                        viewer.map_or("everyone".to_string(), |v| format!("seat {v}"))
                    );
                }
            }
        }
        // A seat may be shown hidden cards by a rule (Politics: the top of the agenda deck),
        // privately; in public they never appear.
        for s in after.hidden.iter().filter(|_| viewer.is_none()) {
            checked += 1;
            if shows(text, s, names) && !own.contains(s.as_str()) && !public_knowledge(s) {
                panic!(
                    "{game} seed {seed} step {step}: undrawn card `{s}` shown to {}: {text}",
                    viewer.map_or("everyone".to_string(), |v| format!("seat {v}"))
                );
            }
        }
    }
    checked
}

/// Plays one game to its end; returns (requests, accepted actions, secret checks).
async fn game<G: Secretive>(seed: u64) -> (usize, usize, usize) {
    let players = G::players(seed);
    let mut t = Table::bots(G::GAME, players, seed).await;
    let mut rng = GameRng::for_step(seed, 4242);
    let content_names = G::names();
    let mut ever_public: HashSet<String> = HashSet::new();
    let (mut requests, mut accepted, mut checks) = (0, 0, 0);
    // The lobby and the start (the first prompts: secret objectives offered).
    {
        let state = t.app.state::<G>(CHANNEL).await.expect("a started game");
        let secrets = G::secrets(&state);
        let names: Vec<String> = (0..players).map(|s| G::seat_name(&state, s)).collect();
        let users = t.users.clone();
        let seat_of = move |id: u64| {
            let u = users.iter().find(|u| u.id == id)?;
            names.iter().position(|n| *n == u.name)
        };
        for (u, e) in &t.history {
            let shown = shown(e, seat_of(u.id), &seat_of);
            checks += check(
                &ever_public,
                &content_names,
                G::GAME,
                seed,
                0,
                &secrets,
                &secrets,
                &shown,
            );
        }
    }
    for step in 0..30_000 {
        let Ok(state) = t.app.state::<G>(CHANNEL).await else {
            break; // finished: no open game in the channel any more
        };
        ever_public.extend(G::face_up(&state));
        let before = G::secrets(&state);
        let names: Vec<String> = (0..players).map(|s| G::seat_name(&state, s)).collect();
        let users = t.users.clone();
        let seat_of = move |id: u64| {
            let u = users.iter().find(|u| u.id == id)?;
            names.iter().position(|n| *n == u.name)
        };
        // Now and then, the board and the public log, asked by a player.
        let (who, seat, e) = if step % 97 == 50 {
            let who = G::seat_name(&state, step % players);
            (
                who,
                None,
                t.run_quiet(Command::Status, step % players).await,
            )
        } else if step % 97 == 80 {
            let who = G::seat_name(&state, step % players);
            (
                who,
                None,
                t.run_quiet(Command::Log { count: Some(50) }, step % players)
                    .await,
            )
        } else {
            let prompts = G::prompts(&state);
            assert!(
                !prompts.is_empty(),
                "{} seed {seed}: nobody awaited",
                G::GAME
            );
            let seat = prompts[rng.below(prompts.len())].seat;
            let Some(text) = G::bot_action(&state, seat, &mut rng) else {
                continue;
            };
            let who = G::seat_name(&state, seat);
            let e = t.act_as(&who, seat, &text).await;
            (who, Some(seat), e)
        };
        let _ = who;
        requests += 1;
        assert!(
            !e.reply.text.contains("Something went wrong"),
            "{} seed {seed}: {}",
            G::GAME,
            e.reply.text
        );
        if seat.is_some() && !e.reply.ephemeral {
            accepted += 1;
        }
        let requester = seat.or_else(|| t.history.last().and_then(|(u, _)| seat_of(u.id)));
        let after = match t.app.state::<G>(CHANNEL).await {
            Ok(s) => G::secrets(&s),
            Err(_) => before_like(&before),
        };
        let shown = shown(&e, requester, &seat_of);
        checks += check(
            &ever_public,
            &content_names,
            G::GAME,
            seed,
            step,
            &before,
            &after,
            &shown,
        );
    }
    (requests, accepted, checks)
}

/// After the game ended (it is no longer the channel's open game), the secrets of the last
/// state still count.
fn before_like(s: &Secrets) -> Secrets {
    Secrets {
        seats: s.seats.clone(),
        hidden: s.hidden.clone(),
        public: s.public.clone(),
    }
}

trait Quiet {
    async fn run_quiet(&mut self, command: Command, seat: usize) -> Effects;
}

impl Quiet for Table {
    /// A read-only command by the player at `seat` of the table's user list order.
    async fn run_quiet(&mut self, command: Command, seat: usize) -> Effects {
        let who = self.users[seat % self.users.len()].name.clone();
        self.run(&who, command).await
    }
}

async fn games<G: Secretive>(count: usize) {
    let start = Instant::now();
    let (mut requests, mut accepted, mut checks) = (0, 0, 0);
    let first: u64 = std::env::var("SECRECY_FIRST_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1000);
    for i in 0..count {
        let (r, a, c) = game::<G>(first + i as u64).await;
        requests += r;
        accepted += a;
        checks += c;
    }
    println!(
        "secrecy {}: {count} games, {requests} requests, {accepted} accepted actions, {checks} secret checks, {:.1} s",
        G::GAME,
        start.elapsed().as_secs_f64()
    );
}

/// Games per kind: `SECRECY_GAMES`, else `ci`. Measured in a debug build on the shared machine,
/// a TI4 game takes about 35 s and an Eclipse game about 10 s; the suite plays 1 and 2 (it
/// played 2 and 4 until session 16, when the CI run neared its 25 minutes: the 100-game run
/// below, `SECRECY_GAMES` and `SECRECY_FIRST_SEED` play more).
fn count(ci: usize) -> usize {
    std::env::var("SECRECY_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(ci)
}

#[tokio::test]
async fn no_ti4_secret_reaches_anyone_it_should_not() {
    games::<Ti4>(count(1)).await;
}

#[tokio::test]
async fn no_eclipse_secret_reaches_anyone_it_should_not() {
    games::<Eclipse>(count(2)).await;
}

/// The full property: 100 games of each (long in a debug build).
#[tokio::test]
#[ignore]
async fn secrecy_holds_over_100_games_each() {
    games::<Ti4>(100).await;
    games::<Eclipse>(100).await;
}
