//! Creating, joining, leaving, starting, configuring and abandoning games; per-user settings.

use super::{App, AppError, Command, Effects, Request, user_err};
use crate::core::Game;
use crate::core::game::LobbySeat;
use crate::core::rng::Secret;
use crate::core::{GameRng, Msg};
use crate::games::GameKind;
use crate::store::{self, GameRow, SeatRow};

pub(super) fn lobby_seats(rows: &[SeatRow]) -> Vec<LobbySeat> {
    rows.iter()
        .map(|r| LobbySeat {
            name: r.name.clone(),
            faction: r.faction.clone(),
            color: r.color.clone(),
        })
        .collect()
}

pub(super) fn require_host(game: &GameRow, req: &Request) -> Result<(), AppError> {
    if game.host_id != req.user.id.to_string() {
        return user_err(Msg::new("host-only"));
    }
    Ok(())
}

/// The host is gone: no longer seated in the game (left, or never joined).
pub(super) fn host_gone(game: &GameRow, seats: &[SeatRow]) -> bool {
    !seats.iter().any(|s| s.user_id == game.host_id)
}

/// The host, or a member with Manage Server when the host is gone (a moderator stepping in for
/// an abandoned table: abandoning it, or taking it over with `/game settings host:`).
async fn require_host_or_moderator(
    tx: &mut store::Tx,
    game: &GameRow,
    req: &Request,
) -> Result<(), AppError> {
    if game.host_id == req.user.id.to_string() {
        return Ok(());
    }
    if req.manage_server && host_gone(game, &store::seats(tx, game.id).await?) {
        return Ok(());
    }
    user_err(Msg::new("host-only"))
}

/// Splits the app-level `adjust=host|anyone` option off the game's own options: the policy
/// and the rest of the text for the game's parser.
fn adjust_option(
    options: Option<&str>,
) -> Result<(Option<&'static str>, Option<String>), AppError> {
    let Some(text) = options else {
        return Ok((None, None));
    };
    // Values may be quoted (`map="1 2 3"`); unbalanced quotes go to the game, which says so.
    let Some(pairs) = shlex::split(text) else {
        return Ok((None, Some(text.to_string())));
    };
    let mut policy = None;
    let mut rest = Vec::new();
    for pair in &pairs {
        match pair.split_once('=') {
            Some((k, v)) if k.eq_ignore_ascii_case("adjust") => {
                policy = Some(match v.to_ascii_lowercase().as_str() {
                    "anyone" => "anyone",
                    "host" => "host",
                    _ => return user_err(Msg::new("adjust-option-help").text("option", pair)),
                });
            }
            _ => rest.push(pair.as_str()),
        }
    }
    let rest = shlex::try_join(rest).map_err(|e| AppError::Internal(e.into()))?;
    Ok((policy, (!rest.is_empty()).then_some(rest)))
}

pub(super) async fn handle(app: &App, req: &Request) -> Result<Effects, AppError> {
    let now = req.now.to_rfc3339();
    let channel = req.channel.to_string();
    let mut tx = app.db.begin_write().await?;
    if let Some(id) = &req.interaction
        && !store::mark_interaction(&mut tx, id, &now).await?
    {
        return Ok(Effects::default());
    }
    let open = store::open_game_in_channel(&mut tx, &channel).await?;
    let effects = match (&req.command, open) {
        (
            Command::New {
                game,
                players,
                seed,
                options,
                language,
            },
            existing,
        ) => {
            if let Some(g) = existing {
                return user_err(Msg::new("game-exists").text("game", g.kind));
            }
            let Some(kind) = GameKind::parse(game) else {
                let known = if crate::games::is_planned(game) {
                    "game-not-implemented"
                } else {
                    "game-unknown"
                };
                return user_err(
                    Msg::new(known)
                        .text("game", game.as_str())
                        .text("games", GameKind::ids()),
                );
            };
            let language = language
                .as_deref()
                .map(|l| language_of(app, l))
                .transpose()?;
            let (adjust_policy, options) = adjust_option(options.as_deref())?;
            let opts_json = with_game!(kind, G => options_json::<G>(*players, options.as_deref())?);
            // The per-game value: the table's `seed:` (a reproducible game; without the
            // deployment secret it still reveals nothing), else the OS CSPRNG (`serve`), else a
            // deterministic value (`local`, tests: the same script gives the same transcript).
            let seed = match seed {
                Some(s) => *s,
                None => per_game_value(app, req)?,
            };
            let rules_version = with_game!(kind, G => G::RULES_VERSION);
            // Two `/game new` at the same instant (two processes, or two writers of one on
            // PostgreSQL) both find no open game; the channel's unique index refuses the second
            // insert once the first commits: that player is told so, not shown an error.
            let id = match store::insert_game(
                &mut tx,
                &channel,
                req.guild.map(|g| g.to_string()).as_deref(),
                kind.id(),
                &req.user.id.to_string(),
                seed,
                &opts_json,
                &now,
            )
            .await
            {
                Ok(id) => id,
                Err(e) if e.is_unique_violation() => {
                    return user_err(Msg::new("game-being-set-up"));
                }
                Err(e) => return Err(e.into()),
            };
            store::set_reminder_hours(&mut tx, id, app.config.reminder_hours).await?;
            if let Some(p) = adjust_policy {
                store::set_adjust_policy(&mut tx, id, p).await?;
            }
            store::set_rules_version(&mut tx, id, rules_version).await?;
            if let Some(l) = &language {
                store::set_channel_locale(&mut tx, &channel, l).await?;
                app.remember_channel_locale(req.channel, l);
            }
            // The channel never shows the seed or anything derived from the key.
            Effects::public(
                Msg::new("game-created")
                    .msg("game", Msg::new(format!("game-name-{}", kind.id())))
                    .text("host", &req.user.name),
            )
        }
        (_, None) => return user_err(Msg::new("no-game")),
        (Command::Join { faction, color }, Some(g)) => {
            let kind = super::kind_of(&g)?;
            with_game!(kind, G => join::<G>(&mut tx, &g, req, faction, color).await?)
        }
        (Command::Leave, Some(g)) => {
            if g.status != "lobby" {
                return user_err(Msg::new("leave-started"));
            }
            // The host hands over first: a table is never left without its host.
            if g.host_id == req.user.id.to_string() {
                return user_err(Msg::new("leave-host"));
            }
            if !store::delete_seat(&mut tx, g.id, &req.user.id.to_string()).await? {
                return user_err(Msg::new("not-joined"));
            }
            store::bump_version(&mut tx, g.id, g.version, &now).await?;
            Effects::public(Msg::new("left").text("player", &req.user.name))
        }
        (Command::Start { speaker, seating }, Some(g)) => {
            let kind = super::kind_of(&g)?;
            return with_game!(kind, G => start::<G>(app, tx, g, req, speaker, seating).await);
        }
        (
            Command::Settings {
                reminder_hours,
                reaction_hours,
                host,
                language,
            },
            Some(g),
        ) => {
            if reminder_hours.is_some()
                || reaction_hours.is_some()
                || host.is_some()
                || language.is_some()
            {
                require_host_or_moderator(&mut tx, &g, req).await?;
            }
            let language = language
                .as_deref()
                .map(|l| language_of(app, l))
                .transpose()?;
            if let Some(l) = &language {
                store::set_channel_locale(&mut tx, &g.channel_id, l).await?;
            }
            if let Some(h) = reaction_hours {
                if !(1..=24 * 7).contains(h) {
                    return user_err(Msg::new("bad-reaction-hours").num("hours", *h));
                }
                store::set_reaction_hours(&mut tx, g.id, *h).await?;
            }
            if let Some(h) = reminder_hours {
                if !(1..=24 * 14).contains(h) {
                    return user_err(Msg::new("bad-interval").num("hours", *h));
                }
                store::set_reminder_hours(&mut tx, g.id, *h).await?;
            }
            if let Some(u) = host {
                let rows = store::seats(&mut tx, g.id).await?;
                // The host is a player; a moderator taking over a game whose host is gone may
                // name themselves.
                let moderator_self = req.manage_server
                    && u.id == req.user.id
                    && g.host_id != req.user.id.to_string();
                if !moderator_self && !rows.iter().any(|r| r.user_id == u.id.to_string()) {
                    return user_err(Msg::new("host-not-seated").text("player", &u.name));
                }
                store::set_host(&mut tx, g.id, &u.id.to_string()).await?;
            }
            let g = store::game(&mut tx, g.id).await?.unwrap_or(g);
            if let Some(l) = &language {
                app.remember_channel_locale(req.channel, l);
            }
            Effects::public(
                Msg::new("settings")
                    .num("hours", g.reminder_hours)
                    .num("reaction", g.reaction_hours)
                    .text("host", format!("<@{}>", g.host_id)),
            )
        }
        (Command::Abandon, Some(g)) => {
            require_host_or_moderator(&mut tx, &g, req).await?;
            store::set_status(&mut tx, g.id, "abandoned").await?;
            store::delete_reminders(&mut tx, g.id).await?;
            Effects::public(Msg::new("abandoned").text("player", &req.user.name))
        }
        _ => return user_err(Msg::new("unknown-command")),
    };
    tx.commit().await?;
    Ok(effects)
}

/// A language a table may choose, as the app was told (`AppConfig::languages`).
fn language_of(app: &App, wanted: &str) -> Result<String, AppError> {
    match app
        .config
        .languages
        .iter()
        .find(|have| have.eq_ignore_ascii_case(wanted.trim()))
    {
        Some(l) => Ok(l.clone()),
        None => user_err(
            Msg::new("bad-language")
                .text("language", wanted)
                .text("languages", app.config.languages.join(", ")),
        ),
    }
}

/// The options of a new game, checked and stored as JSON.
fn options_json<G: Game>(players: Option<i64>, options: Option<&str>) -> Result<String, AppError> {
    let opts = G::parse_options(players, options).map_err(AppError::User)?;
    Ok(serde_json::to_string(&opts)?)
}

async fn join<G: Game>(
    tx: &mut store::Tx,
    g: &GameRow,
    req: &Request,
    faction: &Option<String>,
    color: &Option<String>,
) -> Result<Effects, AppError> {
    let now = req.now.to_rfc3339();
    if g.status != "lobby" {
        return user_err(Msg::new("already-started"));
    }
    let rows = store::seats(tx, g.id).await?;
    if rows.iter().any(|r| r.user_id == req.user.id.to_string()) {
        return user_err(Msg::new("already-joined"));
    }
    let opts: G::Options = serde_json::from_str(&g.options_json)?;
    if rows.len() >= G::max_players(&opts) {
        return user_err(Msg::new("game-full").num("max", G::max_players(&opts) as i64));
    }
    let (faction, color) = G::check_join(faction.as_deref(), color.as_deref(), &lobby_seats(&rows))
        .map_err(AppError::User)?;
    store::insert_seat(
        tx,
        g.id,
        &req.user.id.to_string(),
        &req.user.name,
        faction.as_deref(),
        color.as_deref(),
    )
    .await?;
    store::bump_version(tx, g.id, g.version, &now).await?;
    let faction_name = faction
        .as_deref()
        .and_then(G::faction_name)
        .unwrap_or_else(|| Msg::new("faction-random"));
    Ok(Effects::public(
        Msg::new("joined")
            .text("player", &req.user.name)
            .msg("faction", faction_name)
            .num("count", rows.len() as i64 + 1),
    ))
}

#[allow(clippy::too_many_arguments)]
async fn start<G: Game>(
    app: &App,
    mut tx: store::Tx,
    g: GameRow,
    req: &Request,
    speaker: &Option<crate::app::User>,
    seating: &Option<String>,
) -> Result<Effects, AppError> {
    let now = req.now.to_rfc3339();
    require_host(&g, req)?;
    if g.status != "lobby" {
        return user_err(Msg::new("already-started"));
    }
    // A lobby created before an upgrade has no log yet: it starts under the current rules
    // version (the keyed RNG), never under an older one whose seed the channel may have seen.
    let g = if g.rules_version < G::RULES_VERSION {
        store::set_rules_version(&mut tx, g.id, G::RULES_VERSION).await?;
        GameRow {
            rules_version: G::RULES_VERSION,
            ..g
        }
    } else {
        g
    };
    let mut rows = store::seats(&mut tx, g.id).await?;
    let opts: G::Options = serde_json::from_str(&g.options_json)?;
    let min = G::min_players();
    let want = G::wanted_players(&opts);
    if rows.len() < min.max(want) {
        return user_err(
            Msg::new("not-enough-players")
                .num("count", rows.len() as i64)
                .num("needed", min.max(want) as i64),
        );
    }
    // The host plays: a game never starts with a host who is not at the table.
    if host_gone(&g, &rows) {
        return user_err(Msg::new("start-host-not-seated"));
    }
    match seating.as_deref().map(|s| s.trim().to_ascii_lowercase()) {
        None => shuffle_seats(&mut rows, &g, &app.config.secret),
        Some(s) if s == "random" => shuffle_seats(&mut rows, &g, &app.config.secret),
        Some(s) if s == "join" => {}
        Some(other) => {
            return user_err(Msg::new("bad-seating").text("seating", other));
        }
    }
    let speaker_seat = match speaker {
        None => None,
        Some(u) => match rows.iter().position(|r| r.user_id == u.id.to_string()) {
            Some(i) => Some(i),
            None => {
                return user_err(Msg::new("speaker-not-seated").text("player", &u.name));
            }
        },
    };
    for (i, r) in rows.iter().enumerate() {
        store::set_seat_number(&mut tx, g.id, &r.user_id, i as i64).await?;
    }
    let setup = G::make_setup(&opts, &lobby_seats(&rows), speaker_seat);
    let mut rng = super::play::rng_at(&app.config.secret, &g, 0, 0);
    let state = match G::setup(&setup, &mut rng) {
        Ok(s) => s,
        Err(errors) => {
            return user_err(
                Msg::new("setup-failed").msg("problems", super::present::on_lines(errors)),
            );
        }
    };
    store::set_started(&mut tx, g.id, &serde_json::to_string(&setup)?).await?;
    let pos = super::play::pos_after(&g, &rng);
    store::save_snapshot(&mut tx, g.id, 0, &serde_json::to_string(&state)?, pos).await?;
    if !store::bump_version(&mut tx, g.id, g.version, &now).await? {
        return user_err(Msg::new("conflict"));
    }
    let seats = store::seats(&mut tx, g.id).await?;
    let version = g.version + 1;
    super::play::sync_reminders::<G>(&mut tx, g.id, &state, &seats, &now).await?;
    super::play::sync_prompts::<G>(&mut tx, g.id, g.version, &state, version).await?;
    tx.commit().await?;
    super::present::started::<G>(&g, version, &state, &seats).await
}

fn shuffle_seats(rows: &mut [SeatRow], g: &GameRow, secret: &Secret) {
    // A stream of its own, so seating never shifts the setup's draws.
    let mut rng = if g.rules_version <= 1 {
        GameRng::for_step(g.seed as u64, u64::MAX)
    } else {
        GameRng::seating(&secret.game_key(g.seed))
    };
    rng.shuffle(rows);
}

/// A new game's per-game value when the table gave no `seed:`: from the OS CSPRNG when the app
/// says so (`serve`), else derived from the channel and the request time (deterministic in
/// `local` and tests, whose clocks are scripted).
fn per_game_value(app: &App, req: &Request) -> Result<i64, AppError> {
    if app.config.os_random_games {
        let v = getrandom::u64()
            .map_err(|e| AppError::Internal(anyhow::anyhow!("OS random source: {e}")))?;
        return Ok((v >> 1) as i64);
    }
    Ok((req.now.timestamp_nanos_opt().unwrap_or(0) ^ (req.channel as i64)) & i64::MAX)
}

/// Parses "HH-HH" quiet hours.
fn parse_quiet(s: &str) -> Option<(i64, i64)> {
    let (a, b) = s.trim().split_once('-')?;
    let a: i64 = a.trim().parse().ok()?;
    let b: i64 = b.trim().parse().ok()?;
    ((0..24).contains(&a) && (0..24).contains(&b)).then_some((a, b))
}

pub(super) async fn user_settings(app: &App, req: &Request) -> Result<Effects, AppError> {
    let user = req.user.id.to_string();
    let mut tx = app.db.begin_write().await?;
    let mut s = store::user_settings(&mut tx, &user).await?;
    match &req.command {
        Command::Remind {
            interval,
            quiet,
            tz,
        } => {
            if let Some(h) = interval {
                if !(1..=24 * 14).contains(h) {
                    return user_err(Msg::new("bad-interval").num("hours", *h));
                }
                s.interval_hours = Some(*h);
            }
            if let Some(q) = quiet {
                if q.trim().eq_ignore_ascii_case("off") {
                    s.quiet_start = None;
                    s.quiet_end = None;
                } else {
                    let Some((a, b)) = parse_quiet(q) else {
                        return user_err(Msg::new("bad-quiet").text("quiet", q.as_str()));
                    };
                    s.quiet_start = Some(a);
                    s.quiet_end = Some(b);
                }
            }
            if let Some(z) = tz {
                match super::time_zone::read(z) {
                    super::time_zone::Reading::Zone(tz) => s.time_zone = Some(tz.name().into()),
                    super::time_zone::Reading::Ambiguous(names) => {
                        return user_err(
                            Msg::new("ambiguous-tz")
                                .text("tz", z.as_str())
                                .text("zones", names.join(", ")),
                        );
                    }
                    super::time_zone::Reading::Unknown => {
                        return user_err(Msg::new("bad-tz").text("tz", z.as_str()));
                    }
                }
            }
        }
        Command::Vacation { on } => s.vacation = *on,
        _ => return user_err(Msg::new("unknown-command")),
    }
    store::save_user_settings(&mut tx, &s).await?;
    tx.commit().await?;
    let quiet = match (s.quiet_start, s.quiet_end) {
        (Some(a), Some(b)) => Msg::verbatim(format!("{a:02}-{b:02}")),
        _ => Msg::new("none"),
    };
    let reply = Msg::new("remind-settings")
        .msg(
            "interval",
            s.interval_hours
                .map(|h| Msg::new("remind-interval-hours").num("hours", h))
                .unwrap_or_else(|| Msg::new("remind-interval-default")),
        )
        .msg("quiet", quiet)
        .text(
            "tz",
            s.time_zone.clone().unwrap_or_else(|| "UTC".to_string()),
        )
        .num("vacation", i64::from(s.vacation));
    Ok(Effects::ephemeral(reply))
}
