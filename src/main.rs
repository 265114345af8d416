//! The `starpost` binary: `serve` runs the Discord bot, `local` plays offline.

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
    let mut config = Config::load(&cli.config)?;
    match cli.command {
        Cmd::Serve { database } => {
            if let Some(d) = database {
                config.database_url = d;
            }
            let pool = starpost::store::connect(&config.database_url).await?;
            let app = App::new(pool, Arc::new(Renderer::new()), config.app_config());
            starpost::discord::serve(config, app).await
        }
        Cmd::Local {
            script,
            out,
            database,
        } => {
            let pool = starpost::store::connect(&database).await?;
            let app = App::new(pool, Arc::new(Renderer::new()), config.app_config());
            match script {
                Some(path) => {
                    let session = starpost::local::run_script(app, &path, &out).await?;
                    tracing::info!(out = %out.display(), bytes = session.transcript().len(), "transcript written");
                    Ok(())
                }
                None => interactive(app, out).await,
            }
        }
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
