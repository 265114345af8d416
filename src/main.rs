//! The `starpost` binary: `serve` runs the Discord bot, `local` plays offline, `selfplay` plays
//! a whole game with bots, `odds` computes exact combat odds.

use std::io::BufRead;
use std::path::PathBuf;
use std::sync::Arc;

use clap::{Parser, Subcommand};
use starpost::app::App;
use starpost::config::Config;
use starpost::render::Renderer;
use starpost::with_game;

#[derive(Parser)]
#[command(
    name = "starpost",
    version,
    about = "Play-by-post space strategy board games on Discord"
)]
struct Cli {
    /// Configuration file (default config/starpost.toml, read if present; a file given here
    /// must exist). Environment variables override it.
    #[arg(long, global = true)]
    config: Option<PathBuf>,
    #[command(subcommand)]
    command: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Run the Discord bot (token from DISCORD_TOKEN or the config file).
    Serve {
        /// Database URL: sqlite://FILE (default sqlite://starpost.db, created on first start)
        /// or postgres://USER@HOST/DB (an existing database; needs STARPOST_SECRET).
        #[arg(long)]
        database: Option<String>,
        /// Start with a new, empty database even though this deployment has run before (its
        /// database file is missing), or its file is empty or damaged (a damaged file is moved
        /// aside to `<file>.damaged-<time>`, never deleted), or create the schema in a new,
        /// empty PostgreSQL database. Without it, `serve` refuses.
        #[arg(long)]
        init: bool,
        /// The gateway shards this process runs, so several processes share the gateway:
        /// `FIRST-LAST/TOTAL` (both ends included: `0-1/4` runs shards 0 and 1 of 4) or
        /// `N/TOTAL`. Every process must name the same total; together they must cover every
        /// shard (direct messages arrive on shard 0). Default: one process, every shard.
        #[arg(long, value_parser = parse_shards)]
        shards: Option<starpost::config::ShardRange>,
        /// Also serve Discord's HTTP interactions endpoint at this address (e.g. 0.0.0.0:8080;
        /// needs `discord_public_key`), with `GET /health`.
        #[arg(long)]
        http: Option<String>,
        /// No gateway connection: interactions (slash commands, buttons) arrive only over
        /// `--http`, posts and DMs go through REST; commands are registered at start-up.
        /// Several such workers can run behind a load balancer. Needs `--http`; no `--shards`.
        #[arg(long)]
        no_gateway: bool,
    },
    /// Move a SQLite deployment's games into PostgreSQL: copies every table into a database
    /// that holds no game yet (creating its schema when it is empty). The source is only read.
    Migrate {
        /// The SQLite database: sqlite://FILE (default: the configured database).
        #[arg(long)]
        from: Option<String>,
        /// The PostgreSQL database: postgres://USER@HOST/DB.
        #[arg(long)]
        to: String,
    },
    /// Play without Discord: a script file, or lines typed on standard input.
    Local {
        /// Script to run; without it, lines are read from standard input.
        #[arg(long)]
        script: Option<PathBuf>,
        /// Folder for transcript.md and the board PNGs.
        #[arg(long, default_value = "local-out")]
        out: PathBuf,
        /// Database URL (default: in memory, gone at exit): sqlite://FILE or postgres://….
        #[arg(long, default_value = "sqlite::memory:")]
        database: String,
        /// A player's client locale, `NAME=LOCALE` (e.g. `bob=ko`); repeatable. Their DMs and
        /// private replies are translated for it.
        #[arg(long = "locale", value_parser = parse_locale)]
        locales: Vec<(String, String)>,
    },
    /// Play a whole game with the game's bot players, through the same app as `local`; writes
    /// transcript.md and the boards to --out and prints the winner (or the result) and the
    /// closing summary.
    Selfplay {
        /// The game's id (`starpost odds --help` lists them).
        game: String,
        /// Players (default 4, or the nearest count the game seats).
        #[arg(long)]
        players: Option<usize>,
        /// The game's seed and the bots' choices (default: a random one, printed with the
        /// result). The same seed gives the same game.
        #[arg(long, value_parser = clap::value_parser!(u64).range(..=i64::MAX as u64))]
        seed: Option<u64>,
        /// A scenario, passed to the game as its option `scenario=NAME`.
        #[arg(long)]
        scenario: Option<String>,
        /// Folder for transcript.md and the board PNGs.
        #[arg(long, default_value = "selfplay-out")]
        out: PathBuf,
        /// Bot decisions before giving up without a result.
        #[arg(long, default_value_t = starpost::local::selfplay::DEFAULT_MAX_STEPS)]
        max_steps: usize,
        /// Draw the board only at the start and at the end, not at every change of phase or
        /// turn (much faster: drawing is most of a run's time).
        #[arg(long)]
        no_boards_on_change: bool,
    },
    /// Exact combat odds; prints `attacker=… draw=… defender=…`.
    ///
    /// `starpost odds <game> --attacker "<side>" --defender "<side>" [--<flag> …]`, each side
    /// in the game's notation; the games and their flags are listed below.
    #[command(disable_help_flag = true)]
    Odds {
        /// The game, then `--attacker "…"`, `--defender "…"` and the game's flags (`--ground`).
        #[arg(trailing_var_arg = true, allow_hyphen_values = true, num_args = 0..)]
        args: Vec<String>,
    },
}

/// The games with an odds calculator and their flags (from the registry), for `--help`.
fn odds_help() -> String {
    use starpost::core::Game;
    use starpost::games::GameKind;
    let mut lines = vec!["Games and their flags:".to_string()];
    for &k in GameKind::ALL {
        with_game!(k, G => {
            let flags: Vec<String> = G::odds_flags().iter().map(|f| format!("--{f}")).collect();
            lines.push(format!(
                "  {:<10} {}",
                G::ID,
                if flags.is_empty() { "(no flags)".to_string() } else { flags.join(" ") }
            ));
        });
    }
    lines.join("\n")
}

/// Runs `starpost odds <game> …`: one line on stdout, or a message on stderr and exit code 2.
fn odds_command(args: Vec<String>) -> ! {
    use starpost::core::Game;
    use starpost::core::game::{OddsError, OddsQuery};
    use starpost::core::msg::Translate;
    use starpost::games::GameKind;
    let tr = starpost::i18n::Tr::default();
    let fail = |text: String| -> ! {
        eprintln!("error: {text}");
        std::process::exit(2)
    };
    let mut args = args.into_iter();
    let game = match args.next() {
        None => fail(format!("name a game: {}\n{}", GameKind::ids(), odds_help())),
        Some(h) if h == "--help" || h == "-h" => {
            println!("{}", odds_help());
            std::process::exit(0)
        }
        Some(g) => g,
    };
    let Some(kind) = GameKind::parse(&game) else {
        fail(format!(
            "no game called {game:?}: use one of {}",
            GameKind::ids()
        ))
    };
    let mut query = OddsQuery::default();
    let (mut attacker, mut defender) = (None, None);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--attacker" => attacker = args.next(),
            "--defender" => defender = args.next(),
            flag if flag.starts_with("--") => query.flags.push(flag[2..].to_string()),
            other => fail(format!("unexpected {other:?}\n{}", odds_help())),
        }
    }
    query.attacker = attacker.unwrap_or_else(|| fail("--attacker \"<side>\" is needed".into()));
    query.defender = defender.unwrap_or_else(|| fail("--defender \"<side>\" is needed".into()));
    match with_game!(kind, G => G::odds(&query)) {
        None => fail(format!("{} has no odds calculator", kind.id())),
        Some(Ok(answer)) => println!("{}", answer.odds.line()),
        Some(Err(OddsError::Side(side, msg))) => fail(format!("--{}: {}", side.id(), tr.tr(&msg))),
        Some(Err(OddsError::Other(msg))) => fail(tr.tr(&msg)),
    }
    std::process::exit(0)
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "starpost=info,serenity=warn,poise=warn".into()),
        )
        .with_writer(std::io::stderr)
        .init();
    let cli = Cli::parse();
    // `odds` is pure: it needs no configuration file.
    let command = match cli.command {
        Cmd::Odds { args } => odds_command(args),
        command => command,
    };
    let config_path = cli
        .config
        .clone()
        .unwrap_or_else(|| PathBuf::from("config/starpost.toml"));
    let mut config = Config::load(&config_path, cli.config.is_some())?;
    let config_dir = config_path
        .parent()
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("."));
    for file in config.install_data_overrides(&config_dir)? {
        tracing::info!(file = %file, "data override installed");
    }
    match command {
        Cmd::Serve {
            database,
            init,
            shards,
            http,
            no_gateway,
        } => {
            if let Some(d) = database {
                config.database_url = d;
            }
            if shards.is_some() {
                config.shards = shards;
            }
            if http.is_some() {
                config.http = http;
            }
            if no_gateway {
                config.gateway = false;
            }
            if let Some(problem) = config.gateway_problem() {
                tracing::error!("refusing to start: {problem}");
                anyhow::bail!(problem);
            }
            if let Some(problem) = config.secret_problem() {
                tracing::error!("refusing to start: {problem}");
                anyhow::bail!(problem);
            }
            let db = match starpost::store::open_checked(&config.database_url, init).await {
                Ok(db) => db,
                Err(e) => {
                    tracing::error!("refusing to start: {e}");
                    return Err(e.into());
                }
            };
            if let Some(aside) = &db.moved_aside {
                tracing::warn!(moved_to = %aside.display(), "--init: the damaged database file was moved aside");
            }
            tracing::info!("{}", db.summary());
            tracing::info!(
                config = %if config_path.is_file() {
                    config_path.display().to_string()
                } else {
                    format!("none ({} not found)", config_path.display())
                },
                database = %config.database_for_log(),
                commands = %config.command_scope(),
                shards = %config.shard_scope(),
                http = %config.http.as_deref().unwrap_or("off"),
                "starting"
            );
            // After the database is open: a `.secret` file beside it means "this deployment has
            // run before", so it is created only once the database exists.
            let secret = config.serve_secret()?;
            let app = App::new(db.db, Arc::new(Renderer::new()), config.app_config(secret));
            starpost::discord::serve(config, app).await
        }
        Cmd::Local {
            script,
            out,
            database,
            locales,
        } => {
            let secret = config.local_secret(&database)?;
            let db = starpost::store::connect(&database).await?;
            let app = App::new(
                db,
                Arc::new(Renderer::new()),
                config.local_app_config(secret),
            );
            match script {
                Some(path) => {
                    let session =
                        starpost::local::run_script_with(app, &path, &out, &locales).await?;
                    tracing::info!(out = %out.display(), bytes = session.transcript().len(), traffic = %session.traffic(), "transcript written");
                    Ok(())
                }
                None => interactive(app, out, &locales).await,
            }
        }
        Cmd::Selfplay {
            game,
            players,
            seed,
            scenario,
            out,
            max_steps,
            no_boards_on_change,
        } => {
            use starpost::local::selfplay::{self, SelfplayError};
            const MEMORY: &str = "sqlite::memory:";
            let seed = seed.unwrap_or_else(|| getrandom::u64().map_or(1, |v| v >> 1));
            let settings = selfplay::Settings {
                game,
                players,
                seed,
                scenario,
                out: out.clone(),
                max_steps,
            };
            let secret = config.local_secret(MEMORY)?;
            let pool = starpost::store::connect(MEMORY).await?;
            let app_config = starpost::app::AppConfig {
                boards_on_change: !no_boards_on_change,
                ..config.local_app_config(secret)
            };
            let app = App::new(pool, Arc::new(Renderer::new()), app_config);
            match selfplay::run(app, &settings).await {
                Ok(outcome) => {
                    for line in outcome.lines() {
                        println!("{line}");
                    }
                    println!("Transcript and boards: {}", out.display());
                    Ok(())
                }
                Err(SelfplayError::Usage(m)) => {
                    eprintln!("error: {m}");
                    std::process::exit(2)
                }
                Err(e) => {
                    eprintln!(
                        "error: selfplay {} seed {seed}: {e} (transcript in {})",
                        settings.game,
                        out.display()
                    );
                    std::process::exit(1)
                }
            }
        }
        Cmd::Migrate { from, to } => {
            let from = from.unwrap_or_else(|| config.database_url.clone());
            let copied = starpost::store::migrate::sqlite_to_postgres(&from, &to).await?;
            for (table, rows) in &copied {
                println!("{table}: {rows} row(s)");
            }
            println!(
                "Copied into {}. Run `serve --database` with it (or set STARPOST_DATABASE_URL).",
                starpost::store::redacted_url(&to)
            );
            // The games' dice and decks are keyed by the deployment secret: the PostgreSQL
            // deployment must use the same one.
            if config.secret.is_none()
                && let Some(path) = starpost::store::secret_path_for(&from)
                && path.is_file()
            {
                println!(
                    "This deployment's secret is kept in {}: set STARPOST_SECRET to its content \
                     for every process on PostgreSQL, or the games' dice and decks change.",
                    path.display()
                );
            }
            Ok(())
        }
        Cmd::Odds { args } => odds_command(args),
    }
}

/// `FIRST-LAST/TOTAL` or `N/TOTAL` for `serve --shards`.
fn parse_shards(s: &str) -> Result<starpost::config::ShardRange, String> {
    s.parse()
}

/// `NAME=LOCALE` for `local --locale`.
fn parse_locale(s: &str) -> Result<(String, String), String> {
    match s.split_once('=') {
        Some((name, locale)) if !name.trim().is_empty() && !locale.trim().is_empty() => {
            Ok((name.trim().to_string(), locale.trim().to_string()))
        }
        _ => Err(format!("expected NAME=LOCALE (e.g. bob=ko), got `{s}`")),
    }
}

async fn interactive(app: App, out: PathBuf, locales: &[(String, String)]) -> anyhow::Result<()> {
    std::fs::create_dir_all(&out)?;
    let mut session = starpost::local::Session::new(app, Some(out.clone()));
    for (name, locale) in locales {
        session.set_locale(name, locale);
    }
    let stdin = std::io::stdin();
    let mut shown = session.transcript().len();
    for (i, line) in stdin.lock().lines().enumerate() {
        let line = line?;
        if let Err(e) = session.line(i + 1, &line).await {
            // Interactive: a malformed line is reported and the session goes on.
            eprintln!("{e}");
            continue;
        }
        let t = session.transcript();
        print!("{}", &t[shown..]);
        shown = t.len();
        session.write()?;
    }
    session.write()?;
    Ok(())
}
