//! Layered configuration (figment): defaults, then the TOML file (`config/starpost.toml` if
//! present, or the one given with `--config`, which must exist), then environment variables
//! (`DISCORD_TOKEN`, `STARPOST_DATABASE_URL`, ...), then command-line flags. A misspelt key, a
//! value of the wrong type (a guild id that is not a number) or a missing `--config` file is an
//! error that names it, never silently ignored.

use std::path::Path;

use figment::Figment;
use figment::providers::{Env, Format, Serialized, Toml};
use serde::{Deserialize, Serialize};

/// The environment variables read besides `DISCORD_TOKEN`: `STARPOST_` and the setting's name
/// in capitals.
pub const ENV: [(&str, &str); 11] = [
    ("STARPOST_DATABASE_URL", "database_url"),
    ("STARPOST_GUILD_ID", "guild_id"),
    ("STARPOST_DISCORD_API_BASE", "discord_api_base"),
    ("STARPOST_DISCORD_GATEWAY_URL", "discord_gateway_url"),
    ("STARPOST_SECRET", "secret"),
    ("STARPOST_DISCORD_DEFER_MS", "discord_defer_ms"),
    ("STARPOST_SHARDS", "shards"),
    ("STARPOST_HTTP", "http"),
    ("STARPOST_GATEWAY", "gateway"),
    ("STARPOST_DISCORD_PUBLIC_KEY", "discord_public_key"),
    ("STARPOST_HEALTH_LOG_SECONDS", "health_log_seconds"),
];

#[derive(Clone, Deserialize, Serialize)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    /// The bot token. Prefer the `DISCORD_TOKEN` environment variable.
    pub discord_token: Option<String>,
    /// Database URL: `sqlite://starpost.db` (the default; the file is created and migrated on
    /// first start) or `postgres://user@host/db` (an existing database; `serve --init` creates
    /// the schema once, and the deployment secret must be configured).
    pub database_url: String,
    /// Register slash commands in this guild only (instant), instead of globally.
    pub guild_id: Option<u64>,
    /// Base URL of the Discord REST API, for proxies and tests; default the real Discord.
    pub discord_api_base: Option<String>,
    /// Gateway WebSocket URL, for proxies and tests; default the one Discord announces.
    pub discord_gateway_url: Option<String>,
    /// Default hours before a waiting player is reminded.
    pub reminder_hours: i64,
    /// Reminders sent at most per wait.
    pub reminder_cap: i64,
    /// Seconds between two reminder sweeps.
    pub reminder_sweep_seconds: u64,
    /// Seconds a sweep's claim on a due reminder lasts: a process that dies between its claim
    /// and the delivery leaves the reminder to another process after this long (the repeated
    /// delivery carries the same message nonce, which Discord de-duplicates within minutes).
    /// Also how long a change's posts may stay undelivered before a sweep posts the game's
    /// prompt again (its process died between the commit and the posts).
    pub reminder_lease_seconds: u64,
    /// The deployment secret every game's dice and decks are keyed by. Prefer the
    /// `STARPOST_SECRET` environment variable. Without one, `serve` generates one on first run
    /// and keeps it beside the database (`<database file>.secret`); a PostgreSQL deployment
    /// must configure one (a server has no "beside"). Never printed.
    pub secret: Option<String>,
    /// Milliseconds the bot waits for the app before it defers an interaction (Discord wants an
    /// answer within 3 s). 0 defers every interaction (tests of the deferred path).
    pub discord_defer_ms: u64,
    /// Per-game settings, keyed by game id (`[games.stellar-horizons]`).
    pub games: std::collections::BTreeMap<String, GameSettings>,
    /// The gateway shards this process runs, `FIRST-LAST/TOTAL` or `N/TOTAL` (`serve
    /// --shards`); default every shard Discord recommends, in this process.
    pub shards: Option<ShardRange>,
    /// Address of the HTTP interactions endpoint (`serve --http 0.0.0.0:8080`); default none.
    pub http: Option<String>,
    /// Whether this process connects to the gateway (default yes). `false` (`serve
    /// --no-gateway`): HTTP interactions only, REST for posts and DMs; needs `http`.
    pub gateway: bool,
    /// The application's public key (hex, Developer Portal → General Information), which
    /// verifies the HTTP endpoint's requests; needed with `http`.
    pub discord_public_key: Option<String>,
    /// Seconds between two health log lines of `serve` (0: none).
    pub health_log_seconds: u64,
}

/// The gateway shards one process runs: `first..=last` of `total` (Discord routes a server's
/// events to shard `(guild_id >> 22) % total`, and direct messages to shard 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct ShardRange {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

impl ShardRange {
    /// Whether this process runs shard `id`.
    pub fn contains(&self, id: u32) -> bool {
        (self.first..=self.last).contains(&id)
    }

    /// The shard Discord sends a server's events to (direct messages: `None`, shard 0).
    pub fn shard_of(guild: Option<u64>, total: u32) -> u32 {
        match guild {
            Some(g) if total > 0 => ((g >> 22) % u64::from(total)) as u32,
            _ => 0,
        }
    }
}

impl std::fmt::Display for ShardRange {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.first == self.last {
            write!(f, "{}/{}", self.first, self.total)
        } else {
            write!(f, "{}-{}/{}", self.first, self.last, self.total)
        }
    }
}

impl std::str::FromStr for ShardRange {
    type Err = String;

    /// `FIRST-LAST/TOTAL` (both ends included, e.g. `0-1/4`) or `N/TOTAL` (one shard).
    fn from_str(s: &str) -> Result<Self, String> {
        let usage = "expected FIRST-LAST/TOTAL (e.g. 0-1/4: shards 0 and 1 of 4) or N/TOTAL";
        let (range, total) = s
            .trim()
            .split_once('/')
            .ok_or_else(|| format!("shards `{s}`: no `/TOTAL`; {usage}"))?;
        let number = |what: &str, t: &str| {
            t.trim().parse::<u32>().map_err(|_| {
                format!(
                    "shards `{s}`: the {what} `{}` is not a whole number; {usage}",
                    t.trim()
                )
            })
        };
        let total = number("total", total)?;
        let (first, last) = match range.split_once('-') {
            Some((a, b)) => (number("first shard", a)?, number("last shard", b)?),
            None => {
                let n = number("shard", range)?;
                (n, n)
            }
        };
        if total == 0 {
            return Err(format!("shards `{s}`: the total must be at least 1"));
        }
        if first > last {
            return Err(format!(
                "shards `{s}`: the first shard {first} comes after the last {last}"
            ));
        }
        if last >= total {
            return Err(format!(
                "shards `{s}`: shard {last} does not exist: shards are numbered 0 to {} of {total}",
                total - 1
            ));
        }
        Ok(ShardRange { first, last, total })
    }
}

impl TryFrom<String> for ShardRange {
    type Error = String;
    fn try_from(s: String) -> Result<Self, String> {
        s.parse()
    }
}

impl From<ShardRange> for String {
    fn from(r: ShardRange) -> String {
        r.to_string()
    }
}

/// One game's deployment settings.
#[derive(Clone, Debug, Default, Deserialize, Serialize)]
#[serde(default, deny_unknown_fields)]
pub struct GameSettings {
    /// A JSON file that overrides values of the game's data pack (for Stellar Horizons, see
    /// docs/stellar-horizons-data.md). A relative path is read from the config file's folder.
    pub data_override: Option<std::path::PathBuf>,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            discord_token: None,
            database_url: "sqlite://starpost.db".to_string(),
            guild_id: None,
            discord_api_base: None,
            discord_gateway_url: None,
            reminder_hours: 24,
            reminder_cap: 3,
            reminder_sweep_seconds: 60,
            reminder_lease_seconds: 120,
            secret: None,
            discord_defer_ms: 1200,
            games: Default::default(),
            shards: None,
            http: None,
            gateway: true,
            discord_public_key: None,
            health_log_seconds: 300,
        }
    }
}

/// Every error of a configuration, each with the key and where its value came from.
fn describe(e: figment::Error) -> String {
    e.into_iter()
        .map(|e| e.to_string())
        .collect::<Vec<_>>()
        .join("; ")
}

/// Never prints the token.
impl std::fmt::Debug for Config {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Config")
            .field(
                "discord_token",
                &self.discord_token.as_ref().map(|_| "<redacted>"),
            )
            .field("database_url", &self.database_for_log())
            .field("guild_id", &self.guild_id)
            .field("discord_api_base", &self.discord_api_base)
            .field("discord_gateway_url", &self.discord_gateway_url)
            .field("reminder_hours", &self.reminder_hours)
            .field("reminder_cap", &self.reminder_cap)
            .field("reminder_sweep_seconds", &self.reminder_sweep_seconds)
            .field("reminder_lease_seconds", &self.reminder_lease_seconds)
            .field("secret", &self.secret.as_ref().map(|_| "<redacted>"))
            .field("discord_defer_ms", &self.discord_defer_ms)
            .field("games", &self.games)
            .field("shards", &self.shards)
            .field("http", &self.http)
            .field("gateway", &self.gateway)
            .field("discord_public_key", &self.discord_public_key)
            .field("health_log_seconds", &self.health_log_seconds)
            .finish()
    }
}

impl Config {
    /// Loads the defaults, then `path` (which must exist when `explicit`: given with
    /// `--config`; the default path may be absent), then the environment (`ENV`; an empty
    /// variable counts as unset).
    pub fn load(path: &Path, explicit: bool) -> anyhow::Result<Config> {
        if explicit && !path.is_file() {
            anyhow::bail!(
                "the configuration file {} given with --config does not exist",
                path.display()
            );
        }
        let mut figment = Figment::from(Serialized::defaults(Config::default()));
        if path.is_file() {
            figment = figment.merge(Toml::file_exact(path));
        }
        // An empty variable counts as unset.
        let set = |k: &str| std::env::var(k).is_ok_and(|v| !v.is_empty());
        let figment = figment
            .merge(
                Env::raw()
                    .only(&["DISCORD_TOKEN"])
                    .filter(move |k| set(k.as_str())),
            )
            .merge(
                Env::prefixed("STARPOST_")
                    .only(&ENV.map(|(_, key)| key))
                    .filter(move |k| set(&format!("STARPOST_{}", k.as_str().to_uppercase()))),
            );
        let mut c: Config = figment
            .extract()
            .map_err(|e| anyhow::anyhow!("configuration: {}", describe(e)))?;
        c.secret = c.secret.filter(|s| !s.trim().is_empty());
        Ok(c)
    }

    /// Reads and installs every game's data override (`games.<id>.data_override`; a relative
    /// path from `config_dir`), before any game is set up. Names the file and every problem in
    /// it; an unknown game id or a game without overridable data is an error too. Returns the
    /// files installed, for the start-up log.
    pub fn install_data_overrides(&self, config_dir: &Path) -> anyhow::Result<Vec<String>> {
        let mut installed = Vec::new();
        for (id, settings) in &self.games {
            let Some(kind) = crate::games::GameKind::parse(id) else {
                anyhow::bail!(
                    "configuration: [games.{id}]: unknown game \"{id}\" (games: {})",
                    crate::games::GameKind::ids()
                );
            };
            let Some(file) = &settings.data_override else {
                continue;
            };
            let path = if file.is_relative() {
                config_dir.join(file)
            } else {
                file.clone()
            };
            let json = std::fs::read_to_string(&path).map_err(|e| {
                anyhow::anyhow!(
                    "configuration: games.{id}.data_override: cannot read {}: {e}",
                    path.display()
                )
            })?;
            kind.install_data_override(&json).map_err(|problems| {
                anyhow::anyhow!(
                    "configuration: games.{id}.data_override: {} is not a valid override:\n  {}",
                    path.display(),
                    problems.join("\n  ")
                )
            })?;
            installed.push(format!("{id}: {}", path.display()));
        }
        Ok(installed)
    }

    /// The database URL with any password left out, for logs.
    pub fn database_for_log(&self) -> String {
        crate::store::redacted_url(&self.database_url)
    }

    /// Where the slash commands are registered, for the start-up log line.
    pub fn command_scope(&self) -> String {
        match self.guild_id {
            Some(g) => format!("guild {g} (instant)"),
            None => "global (may take up to an hour to appear)".to_string(),
        }
    }

    /// The gateway shards of this process, for the start-up log line.
    pub fn shard_scope(&self) -> String {
        if !self.gateway {
            return "none (no gateway: HTTP interactions only)".to_string();
        }
        match self.shards {
            Some(r) => r.to_string(),
            None => "all (Discord's recommended count)".to_string(),
        }
    }

    /// Why this configuration cannot serve without the gateway, if it cannot: `--no-gateway`
    /// needs the HTTP endpoint (nothing else would receive interactions) and runs no shards.
    pub fn gateway_problem(&self) -> Option<String> {
        if self.gateway {
            return None;
        }
        if self.http.is_none() {
            return Some(
                "--no-gateway needs --http ADDR (STARPOST_HTTP): without the gateway, \
                 interactions arrive only over HTTP"
                    .into(),
            );
        }
        if self.shards.is_some() {
            return Some(
                "--no-gateway runs no gateway shards: drop --shards (STARPOST_SHARDS)".into(),
            );
        }
        None
    }

    /// The app settings for `serve`: the given secret, and per-game values from the OS CSPRNG.
    pub fn app_config(&self, secret: Secret) -> crate::app::AppConfig {
        crate::app::AppConfig {
            reminder_hours: self.reminder_hours,
            reminder_cap: self.reminder_cap,
            boards_on_change: true,
            secret,
            os_random_games: true,
            languages: crate::i18n::Tr::choosable(),
            ..crate::app::AppConfig::default()
        }
    }

    /// The app settings for `local`: deterministic per-game values, so the same script with the
    /// same secret (or none) gives the same transcript byte for byte.
    pub fn local_app_config(&self, secret: Secret) -> crate::app::AppConfig {
        crate::app::AppConfig {
            os_random_games: false,
            ..self.app_config(secret)
        }
    }

    /// Why `serve` cannot find a deployment secret for its database, if it cannot: a PostgreSQL
    /// database has no file to keep a generated secret beside, so its deployment configures
    /// one (every process sharing the database needs the same).
    pub fn secret_problem(&self) -> Option<String> {
        if self.secret.is_some()
            || crate::store::Backend::of_url(&self.database_url) != crate::store::Backend::Postgres
        {
            return None;
        }
        Some(
            "a PostgreSQL database needs a configured deployment secret: set STARPOST_SECRET \
             (or `secret` in the config file), the same for every process and kept safe with \
             the database's backups (e.g. `openssl rand -hex 32`)"
                .to_string(),
        )
    }

    /// The secret for `serve`: the configured one (`STARPOST_SECRET` or `secret`), else the one
    /// kept beside the database, else a new random one written there (mode 0600) with a log
    /// line saying it must be backed up. An in-memory database gets a new secret every run.
    pub fn serve_secret(&self) -> anyhow::Result<Secret> {
        if let Some(s) = &self.secret {
            return Ok(Secret::new(s.trim().as_bytes()));
        }
        if let Some(problem) = self.secret_problem() {
            anyhow::bail!(problem);
        }
        let Some(path) = secret_path(&self.database_url) else {
            tracing::warn!(
                "no STARPOST_SECRET and an in-memory database: using a new random secret for this run only"
            );
            return Ok(Secret::new(new_secret_text()?.into_bytes()));
        };
        if let Some(s) = read_secret_file(&path)? {
            tracing::info!(path = %path.display(), "using the deployment secret kept beside the database");
            return Ok(s);
        }
        let text = new_secret_text()?;
        write_secret_file(&path, &text)?;
        tracing::warn!(
            path = %path.display(),
            "no STARPOST_SECRET given: generated a new deployment secret and saved it beside the database. \
             BACK IT UP with the database: without it, games cannot be replayed with the same dice and decks"
        );
        Ok(Secret::new(text.into_bytes()))
    }

    /// The secret for `local`: the configured one, else the one kept beside the database file if
    /// there is one (never created), else none.
    pub fn local_secret(&self, database_url: &str) -> anyhow::Result<Secret> {
        if let Some(s) = &self.secret {
            return Ok(Secret::new(s.trim().as_bytes()));
        }
        match secret_path(database_url) {
            Some(path) => Ok(read_secret_file(&path)?.unwrap_or_default()),
            None => Ok(Secret::default()),
        }
    }
}

use crate::core::rng::Secret;

/// Where `serve` keeps a generated secret: `<database file path>.secret` (e.g. `starpost.db` ->
/// `starpost.db.secret`). `None` for an in-memory or a PostgreSQL database. Its existence also
/// means "this deployment has run before".
pub fn secret_path(database_url: &str) -> Option<std::path::PathBuf> {
    crate::store::secret_path_for(database_url)
}

fn new_secret_text() -> anyhow::Result<String> {
    let mut bytes = [0u8; 32];
    getrandom::fill(&mut bytes).map_err(|e| anyhow::anyhow!("OS random source: {e}"))?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

fn read_secret_file(path: &Path) -> anyhow::Result<Option<Secret>> {
    match std::fs::read_to_string(path) {
        Ok(text) if !text.trim().is_empty() => Ok(Some(Secret::new(text.trim().as_bytes()))),
        Ok(_) => anyhow::bail!("the secret file {} is empty", path.display()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(anyhow::anyhow!("reading {}: {e}", path.display())),
    }
}

fn write_secret_file(path: &Path, text: &str) -> anyhow::Result<()> {
    use std::io::Write;
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    let mut f = options
        .open(path)
        .map_err(|e| anyhow::anyhow!("writing {}: {e}", path.display()))?;
    writeln!(f, "{text}")?;
    f.sync_all()?;
    Ok(())
}

#[cfg(test)]
// figment's `Jail` closures return its (large) error type.
#[allow(clippy::result_large_err)]
mod tests {
    use super::*;

    use figment::Jail;

    fn load(jail: &Jail, explicit: bool) -> anyhow::Result<Config> {
        Config::load(&jail.directory().join("starpost.toml"), explicit)
    }

    #[test]
    fn the_file_then_the_environment_override_the_defaults() {
        Jail::expect_with(|jail| {
            jail.create_file("starpost.toml", "guild_id = 42\nreminder_hours = 12\n")?;
            jail.set_env("STARPOST_DATABASE_URL", "sqlite://other.db");
            jail.set_env("STARPOST_SECRET", "");
            let c = load(jail, true).expect("loads");
            assert_eq!(c.guild_id, Some(42));
            assert_eq!(c.reminder_hours, 12);
            assert_eq!(c.database_url, "sqlite://other.db");
            assert_eq!(c.secret, None, "an empty variable counts as unset");
            assert_eq!(c.reminder_cap, 3, "the default stays");
            jail.set_env("STARPOST_GUILD_ID", "7");
            assert_eq!(load(jail, true).unwrap().guild_id, Some(7));
            Ok(())
        });
    }

    #[test]
    fn shard_ranges_parse_and_bad_ones_say_what_is_wrong() {
        let r: ShardRange = "0-1/4".parse().unwrap();
        assert_eq!((r.first, r.last, r.total), (0, 1, 4));
        assert!(r.contains(1) && !r.contains(2));
        assert_eq!(r.to_string(), "0-1/4");
        let one: ShardRange = " 3/4 ".parse().unwrap();
        assert_eq!((one.first, one.last, one.total), (3, 3, 4));
        assert_eq!(one.to_string(), "3/4");
        for (bad, says) in [
            ("0-1", "no `/TOTAL`"),
            ("a-1/4", "first shard `a`"),
            ("0-x/4", "last shard `x`"),
            ("0-1/four", "total `four`"),
            ("0/0", "at least 1"),
            ("2-1/4", "comes after"),
            ("0-4/4", "shard 4 does not exist"),
            ("-1/4", "first shard ``"),
            ("", "no `/TOTAL`"),
        ] {
            let e = bad.parse::<ShardRange>().unwrap_err();
            assert!(e.contains(says), "{bad}: {e}");
        }
        // Discord's routing: a server by its id's timestamp bits, direct messages to 0.
        assert_eq!(ShardRange::shard_of(Some(5 << 22), 2), 1);
        assert_eq!(ShardRange::shard_of(Some(4 << 22), 2), 0);
        assert_eq!(ShardRange::shard_of(None, 2), 0);
    }

    #[test]
    fn no_gateway_needs_the_http_endpoint_and_no_shards() {
        Jail::expect_with(|jail| {
            jail.create_file("starpost.toml", "gateway = false\n")?;
            let c = load(jail, true).expect("loads");
            assert!(!c.gateway);
            assert!(c.gateway_problem().unwrap().contains("--http"));
            assert!(c.shard_scope().contains("HTTP interactions only"));
            jail.set_env("STARPOST_HTTP", "127.0.0.1:8080");
            let c = load(jail, true).expect("loads");
            assert_eq!(c.gateway_problem(), None);
            jail.set_env("STARPOST_SHARDS", "0/2");
            let c = load(jail, true).expect("loads");
            assert!(c.gateway_problem().unwrap().contains("--shards"));
            jail.set_env("STARPOST_GATEWAY", "true");
            let c = load(jail, true).expect("loads");
            assert!(c.gateway && c.gateway_problem().is_none());
            Ok(())
        });
    }

    #[test]
    fn shards_come_from_the_file_or_the_environment_and_are_checked() {
        Jail::expect_with(|jail| {
            jail.create_file("starpost.toml", "shards = \"1/2\"\n")?;
            let c = load(jail, true).expect("loads");
            assert_eq!(c.shards.map(|r| r.to_string()), Some("1/2".into()));
            jail.set_env("STARPOST_SHARDS", "0-3/2");
            let e = load(jail, true).unwrap_err().to_string();
            assert!(e.contains("shard 3 does not exist"), "{e}");
            Ok(())
        });
    }

    #[test]
    fn the_example_file_loads() {
        Jail::expect_with(|_| {
            let path = concat!(env!("CARGO_MANIFEST_DIR"), "/config/starpost.example.toml");
            let c = Config::load(Path::new(path), true).expect("the example is valid");
            assert_eq!(c.database_url, "sqlite://starpost.db");
            Ok(())
        });
    }

    #[test]
    fn a_misspelt_key_is_an_error_that_names_it() {
        Jail::expect_with(|jail| {
            jail.create_file("starpost.toml", "guild = 42\n")?;
            let e = load(jail, false).unwrap_err().to_string();
            assert!(e.contains("guild"), "{e}");
            assert!(e.contains("unknown field"), "{e}");
            Ok(())
        });
    }

    #[test]
    fn a_value_of_the_wrong_type_is_an_error_that_names_it() {
        Jail::expect_with(|jail| {
            jail.create_file("starpost.toml", "guild_id = \"my server\"\n")?;
            let e = load(jail, false).unwrap_err().to_string();
            assert!(e.contains("guild_id"), "{e}");
            jail.create_file("starpost.toml", "")?;
            jail.set_env("STARPOST_GUILD_ID", "12ab");
            let e = load(jail, false).unwrap_err().to_string();
            assert!(
                e.to_lowercase().contains("guild_id")
                    && e.contains("STARPOST_")
                    && e.contains("12ab"),
                "{e}"
            );
            Ok(())
        });
    }

    #[test]
    fn a_missing_file_is_fine_by_default_and_an_error_when_given() {
        Jail::expect_with(|jail| {
            assert_eq!(
                load(jail, false).unwrap().database_url,
                "sqlite://starpost.db"
            );
            let e = load(jail, true).unwrap_err().to_string();
            assert!(e.contains("does not exist"), "{e}");
            Ok(())
        });
    }

    #[test]
    fn the_database_password_never_reaches_the_log() {
        let c = Config {
            database_url: "postgres://bot:hunter2@db:5432/starpost".into(),
            ..Config::default()
        };
        assert_eq!(
            c.database_for_log(),
            "postgres://bot:<redacted>@db:5432/starpost"
        );
        assert!(!format!("{c:?}").contains("hunter2"), "{c:?}");
    }

    #[test]
    fn debug_output_never_shows_the_token() {
        let c = Config {
            discord_token: Some("secret-token-123".into()),
            ..Config::default()
        };
        let s = format!("{c:?}");
        assert!(!s.contains("secret-token-123"));
        assert!(s.contains("<redacted>"));
        let c = Config {
            secret: Some("deployment-secret-456".into()),
            ..Config::default()
        };
        let s = format!("{c:?} {:?}", c.app_config(c.serve_secret().unwrap()));
        assert!(!s.contains("deployment-secret-456"), "{s}");
    }

    #[test]
    fn secret_file_sits_beside_the_database() {
        assert_eq!(
            secret_path("sqlite://starpost.db"),
            Some("starpost.db.secret".into())
        );
        assert_eq!(
            secret_path("sqlite:///var/lib/sp/x.db?mode=rwc"),
            Some("/var/lib/sp/x.db.secret".into())
        );
        assert_eq!(secret_path("sqlite:data.db"), Some("data.db.secret".into()));
        assert_eq!(secret_path("sqlite::memory:"), None);
        assert_eq!(secret_path("postgres://sp@localhost/starpost"), None);
    }

    /// A PostgreSQL deployment has no file beside its database: `serve` refuses to start
    /// without a configured secret rather than invent one per process.
    #[test]
    fn postgres_needs_a_configured_secret() {
        let c = Config {
            database_url: "postgres://sp@localhost/starpost".into(),
            ..Config::default()
        };
        assert!(c.secret_problem().unwrap().contains("STARPOST_SECRET"));
        assert!(c.serve_secret().is_err());
        let c = Config {
            secret: Some("kept-safe".into()),
            ..c
        };
        assert_eq!(c.secret_problem(), None);
        assert!(!c.serve_secret().unwrap().is_empty());
        let sqlite = Config::default();
        assert_eq!(sqlite.secret_problem(), None);
    }

    #[test]
    fn serve_generates_a_secret_once_then_reads_it() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("game.db");
        let c = Config {
            database_url: format!("sqlite://{}", db.display()),
            ..Config::default()
        };
        let first = c.serve_secret().unwrap();
        assert!(!first.is_empty());
        let path = dir.path().join("game.db.secret");
        assert!(path.exists());
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&path).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600);
        }
        assert_eq!(
            c.serve_secret().unwrap(),
            first,
            "a later run reads the same secret"
        );
        assert_eq!(c.local_secret(&c.database_url).unwrap(), first);
        // A configured secret wins and writes nothing.
        let given = Config {
            secret: Some("given".into()),
            ..c.clone()
        };
        assert_eq!(given.serve_secret().unwrap(), Secret::new("given"));
        assert_eq!(
            Config::default().local_secret("sqlite::memory:").unwrap(),
            Secret::default()
        );
    }
}
