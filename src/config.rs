//! Layered configuration: defaults, then `config/starpost.toml` (if present), then environment
//! variables (`DISCORD_TOKEN`, `STARPOST_DATABASE_URL`, ...), then command-line flags.

use std::path::Path;

use serde::Deserialize;

#[derive(Clone, Deserialize)]
#[serde(default)]
pub struct Config {
    /// The bot token. Prefer the `DISCORD_TOKEN` environment variable.
    pub discord_token: Option<String>,
    /// SQLite database URL; the file is created and migrated on first start.
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
    /// Milliseconds the bot waits for the app before it defers an interaction (Discord wants an
    /// answer within 3 s). 0 defers every interaction (tests of the deferred path).
    pub discord_defer_ms: u64,
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
            discord_defer_ms: 1200,
        }
    }
}

/// Never prints the token.
impl std::fmt::Debug for Config {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Config")
            .field(
                "discord_token",
                &self.discord_token.as_ref().map(|_| "<redacted>"),
            )
            .field("database_url", &self.database_url)
            .field("guild_id", &self.guild_id)
            .field("discord_api_base", &self.discord_api_base)
            .field("discord_gateway_url", &self.discord_gateway_url)
            .field("reminder_hours", &self.reminder_hours)
            .field("reminder_cap", &self.reminder_cap)
            .field("reminder_sweep_seconds", &self.reminder_sweep_seconds)
            .field("discord_defer_ms", &self.discord_defer_ms)
            .finish()
    }
}

impl Config {
    /// Loads `path` if it exists, then applies environment overrides.
    pub fn load(path: &Path) -> anyhow::Result<Config> {
        let mut c: Config = if path.exists() {
            toml::from_str(&std::fs::read_to_string(path)?)?
        } else {
            Config::default()
        };
        let env = |k: &str| std::env::var(k).ok().filter(|v| !v.is_empty());
        if let Some(t) = env("DISCORD_TOKEN") {
            c.discord_token = Some(t);
        }
        if let Some(u) = env("STARPOST_DATABASE_URL") {
            c.database_url = u;
        }
        if let Some(g) = env("STARPOST_GUILD_ID").and_then(|g| g.parse().ok()) {
            c.guild_id = Some(g);
        }
        if let Some(u) = env("STARPOST_DISCORD_API_BASE") {
            c.discord_api_base = Some(u);
        }
        if let Some(u) = env("STARPOST_DISCORD_GATEWAY_URL") {
            c.discord_gateway_url = Some(u);
        }
        Ok(c)
    }

    pub fn app_config(&self) -> crate::app::AppConfig {
        crate::app::AppConfig {
            reminder_hours: self.reminder_hours,
            reminder_cap: self.reminder_cap,
            boards_on_change: true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn debug_output_never_shows_the_token() {
        let c = Config {
            discord_token: Some("secret-token-123".into()),
            ..Config::default()
        };
        let s = format!("{c:?}");
        assert!(!s.contains("secret-token-123"));
        assert!(s.contains("<redacted>"));
    }
}
