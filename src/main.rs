//! The `starpost` binary: `serve` runs the Discord bot, `local` plays offline, `odds` computes
//! exact combat odds.

use std::io::BufRead;
use std::path::PathBuf;
use std::sync::Arc;

use clap::{Parser, Subcommand};
use starpost::app::App;
use starpost::config::Config;
use starpost::render::Renderer;

#[derive(Parser)]
#[command(
    name = "starpost",
    version,
    about = "Play-by-post space strategy board games on Discord"
)]
struct Cli {
    /// Configuration file (optional; environment variables override it).
    #[arg(long, global = true, default_value = "config/starpost.toml")]
    config: PathBuf,
    #[command(subcommand)]
    command: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Run the Discord bot (token from DISCORD_TOKEN or the config file).
    Serve {
        /// SQLite database URL (default sqlite://starpost.db, created on first start).
        #[arg(long)]
        database: Option<String>,
        /// Start with a new, empty database even though this deployment has run before (its
        /// database file is missing), or its file is empty or damaged (a damaged file is moved
        /// aside to `<file>.damaged-<time>`, never deleted). Without it, `serve` refuses.
        #[arg(long)]
        init: bool,
    },
    /// Play without Discord: a script file, or lines typed on standard input.
    Local {
        /// Script to run; without it, lines are read from standard input.
        #[arg(long)]
        script: Option<PathBuf>,
        /// Folder for transcript.md and the board PNGs.
        #[arg(long, default_value = "local-out")]
        out: PathBuf,
        /// Database URL (default: in memory, gone at exit).
        #[arg(long, default_value = "sqlite::memory:")]
        database: String,
    },
    /// Exact combat odds; prints `attacker=… draw=… defender=…`.
    Odds {
        #[command(subcommand)]
        game: OddsGame,
    },
}

#[derive(Subcommand)]
enum OddsGame {
    /// Twilight Imperium 4: space combat, or ground combat with --ground.
    Ti4 {
        /// Attacker's units: `N name` separated by commas, e.g. "2 dreadnought, 1 carrier, 3
        /// fighter" (upgrades as cruiser2, dreadnought2; technologies duranium, nes, plasma).
        #[arg(long)]
        attacker: String,
        /// Defender's units, same form (PDS give space cannon and planetary shield).
        #[arg(long)]
        defender: String,
        /// Ground combat on one planet instead of space combat.
        #[arg(long)]
        ground: bool,
        /// The attacker's ships bombard before the ground combat (implies --ground).
        #[arg(long)]
        bombard: bool,
        /// Leave out anti-fighter barrage (space combat).
        #[arg(long)]
        no_afb: bool,
        /// Leave out space cannon offense (space) or defense (ground).
        #[arg(long)]
        no_space_cannon: bool,
    },
    /// Eclipse (first edition): one battle, missiles then cannon rounds, nobody retreats.
    Eclipse {
        /// Attacker's ships, separated by commas: `N ship` with ship = interceptor, cruiser,
        /// dreadnought, starbase (Terran blueprints; `orion cruiser` for a species'), a full part
        /// list in brackets (`cruiser[ion, ion, hull, electron, drive1, source1]`), ancient, gcds.
        #[arg(long)]
        attacker: String,
        /// Defender's ships, same form; the defender fires first on equal initiative.
        #[arg(long)]
        defender: String,
    },
}

/// Runs `starpost odds …`: one line on stdout, or a message on stderr and exit code 2.
fn odds_command(game: OddsGame) -> ! {
    use starpost::core::msg::Translate;
    use starpost::games::ti4::odds;
    let (attacker, defender, ground, bombard, no_afb, no_space_cannon) = match game {
        OddsGame::Ti4 {
            attacker,
            defender,
            ground,
            bombard,
            no_afb,
            no_space_cannon,
        } => (attacker, defender, ground, bombard, no_afb, no_space_cannon),
        OddsGame::Eclipse { attacker, defender } => eclipse_odds(&attacker, &defender),
    };
    let tr = starpost::i18n::Tr::default();
    let parse = |side: &str, text: &str| {
        odds::parse_fleet(text).unwrap_or_else(|msg| {
            eprintln!("error: --{side}: {}", tr.tr(&msg));
            std::process::exit(2)
        })
    };
    let a = parse("attacker", &attacker);
    let d = parse("defender", &defender);
    let opts = odds::OddsOptions {
        ground: ground || bombard,
        bombard,
        anti_fighter_barrage: !no_afb,
        space_cannon: !no_space_cannon,
    };
    println!("{}", odds::fleet_odds(&a, &d, &opts).line());
    std::process::exit(0)
}

/// Runs `starpost odds eclipse …`: one line on stdout, or a message on stderr and exit code 2.
fn eclipse_odds(attacker: &str, defender: &str) -> ! {
    use starpost::core::msg::Translate;
    use starpost::games::eclipse::odds;
    let tr = starpost::i18n::Tr::default();
    let fail = |side: &str, msg: &starpost::core::Msg| -> ! {
        eprintln!("error: {side}{}", tr.tr(msg));
        std::process::exit(2)
    };
    let a = odds::parse_fleet(attacker).unwrap_or_else(|m| fail("--attacker: ", &m));
    let d = odds::parse_fleet(defender).unwrap_or_else(|m| fail("--defender: ", &m));
    match odds::battle_odds(&a, &d) {
        Ok(o) => println!("{}", o.line()),
        Err(m) => fail("", &m),
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
        Cmd::Odds { game } => odds_command(game),
        command => command,
    };
    let mut config = Config::load(&cli.config)?;
    match command {
        Cmd::Serve { database, init } => {
            if let Some(d) = database {
                config.database_url = d;
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
                    let session = starpost::local::run_script(app, &path, &out).await?;
                    tracing::info!(out = %out.display(), bytes = session.transcript().len(), "transcript written");
                    Ok(())
                }
                None => interactive(app, out).await,
            }
        }
        Cmd::Odds { game } => odds_command(game),
    }
}

/// Reads lines from standard input and prints what each one produced.
async fn interactive(app: App, out: PathBuf) -> anyhow::Result<()> {
    std::fs::create_dir_all(&out)?;
    let mut session = starpost::local::Session::new(app, Some(out.clone()));
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
