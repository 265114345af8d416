//! Opening the database at start-up so that it fails loudly: a database that is missing after
//! this deployment has run before, or whose file is empty or damaged, is refused (unless the
//! operator says `--init`) instead of being silently replaced by an empty one.

use std::path::{Path, PathBuf};
use std::time::Duration;

use sqlx::sqlite::SqliteConnectOptions;
use sqlx::{Connection, SqliteConnection};

use crate::store::{self, Db};

/// The tables the first migration creates: a database without any of them is not ours.
pub const CORE_TABLES: &[&str] = &[
    "games",
    "seats",
    "actions",
    "log_lines",
    "snapshots",
    "interactions",
];

/// The file path of a SQLite database URL (`sqlite://starpost.db`, `sqlite:data/x.db?mode=rwc`);
/// `None` for an in-memory database or a database server (`postgres://…`).
pub fn database_path(database_url: &str) -> Option<PathBuf> {
    if store::Backend::of_url(database_url) != store::Backend::Sqlite {
        return None;
    }
    let rest = database_url
        .strip_prefix("sqlite://")
        .or_else(|| database_url.strip_prefix("sqlite:"))
        .unwrap_or(database_url);
    let (path, query) = match rest.split_once('?') {
        Some((p, q)) => (p, q),
        None => (rest, ""),
    };
    if path.is_empty() || path == ":memory:" || query.split('&').any(|kv| kv == "mode=memory") {
        return None;
    }
    Some(PathBuf::from(path))
}

/// Where the deployment secret of a database lives: `<database file path>.secret`, beside the
/// database (`starpost.db` → `starpost.db.secret`). Its presence means this deployment has run
/// before. `None` for an in-memory database, and for a PostgreSQL database: a server has no
/// "beside", so such a deployment configures its secret (`STARPOST_SECRET` or `secret`).
pub fn secret_path_for(database_url: &str) -> Option<PathBuf> {
    let path = database_path(database_url)?;
    let mut name = path.as_os_str().to_owned();
    name.push(".secret");
    Some(PathBuf::from(name))
}

/// Why `serve` refuses to open its database. Each says what to do.
#[derive(Debug, thiserror::Error)]
pub enum StartupError {
    #[error(
        "the database file {path} is missing, but this deployment has run before ({secret} exists): \
         it was deleted, moved or the configured path is wrong. Restore it from a backup, or fix \
         the path; to start over with an empty database on purpose, run `serve --init`"
    )]
    Missing { path: PathBuf, secret: PathBuf },
    #[error(
        "the database file {path} exists but holds no Starpost schema (it is empty). If this is a \
         new deployment, run `serve --init` once to create the schema"
    )]
    Empty { path: PathBuf },
    #[error(
        "the database file {path} is damaged: {reason}. Restore it from a backup; `serve --init` \
         moves it aside (to {path}.damaged-<time>) and starts an empty database"
    )]
    Damaged { path: PathBuf, reason: String },
    #[error(
        "the PostgreSQL database {url} holds no Starpost schema. If this is a new deployment, \
         run `serve --init` once to create it; otherwise check the URL (is it the right database?)"
    )]
    Uninitialised { url: String },
    #[error(
        "the PostgreSQL database {url} is not a Starpost database: {reason}. Point the database \
         URL at Starpost's own database (Starpost never drops tables, not even with --init)"
    )]
    NotOurs { url: String, reason: String },
    #[error("could not open the database {url}: {source}")]
    Open {
        url: String,
        #[source]
        source: store::Error,
    },
}

/// The state of a database file found before opening it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FileState {
    /// No file (and no deployment secret: a first run).
    New,
    /// A file with the Starpost schema (migrated or to be migrated forward).
    Ours,
}

/// Checks the database file of `database_url` before it is opened, without changing anything.
/// In-memory databases are always fine (`New`).
pub async fn check_database(database_url: &str) -> Result<FileState, StartupError> {
    let Some(path) = database_path(database_url) else {
        return Ok(FileState::New);
    };
    if !path.exists() {
        if let Some(secret) = secret_path_for(database_url).filter(|s| s.exists()) {
            return Err(StartupError::Missing { path, secret });
        }
        return Ok(FileState::New);
    }
    let damaged = |reason: String| StartupError::Damaged {
        path: path.clone(),
        reason,
    };
    let bytes = std::fs::metadata(&path)
        .map_err(|e| damaged(format!("cannot read it ({e})")))?
        .len();
    if bytes == 0 {
        return Err(StartupError::Empty { path });
    }
    let mut header = [0u8; 16];
    {
        use std::io::Read;
        let mut f =
            std::fs::File::open(&path).map_err(|e| damaged(format!("cannot read it ({e})")))?;
        if f.read_exact(&mut header).is_err() || &header != b"SQLite format 3\0" {
            return Err(damaged("it is not a SQLite database".into()));
        }
    }
    let options = SqliteConnectOptions::new()
        .filename(&path)
        .read_only(true)
        .busy_timeout(Duration::from_secs(10));
    let mut c = SqliteConnection::connect_with(&options)
        .await
        .map_err(|e| damaged(format!("SQLite cannot open it ({e})")))?;
    let result = inspect(&mut c).await;
    let _ = c.close().await;
    match result {
        Err(e) => Err(damaged(format!("SQLite cannot read it ({e})"))),
        Ok(Inspection::Empty) => Err(StartupError::Empty { path }),
        Ok(Inspection::Problem(reason)) => Err(damaged(reason)),
        Ok(Inspection::Fine) => Ok(FileState::Ours),
    }
}

enum Inspection {
    Empty,
    Problem(String),
    Fine,
}

async fn inspect(c: &mut SqliteConnection) -> sqlx::Result<Inspection> {
    let check: Vec<String> = sqlx::query_scalar("PRAGMA quick_check")
        .fetch_all(&mut *c)
        .await?;
    if check != ["ok"] {
        return Ok(Inspection::Problem(format!(
            "the integrity check failed: {}",
            check.join("; ")
        )));
    }
    let tables: Vec<String> =
        sqlx::query_scalar("SELECT name FROM sqlite_master WHERE type = 'table'")
            .fetch_all(&mut *c)
            .await?;
    if tables.is_empty() {
        return Ok(Inspection::Empty);
    }
    if !tables.iter().any(|t| t == "_sqlx_migrations") {
        return Ok(Inspection::Problem("it has no migrations table".into()));
    }
    let missing: Vec<&str> = CORE_TABLES
        .iter()
        .copied()
        .filter(|t| !tables.iter().any(|have| have == t))
        .collect();
    if !missing.is_empty() {
        return Ok(Inspection::Problem(format!(
            "core tables are missing: {}",
            missing.join(", ")
        )));
    }
    Ok(Inspection::Fine)
}

/// An opened database: its handle (the pool that writes and a pool that only reads, the same
/// pool for an in-memory database), and what was found.
#[derive(Debug, Clone)]
pub struct Opened {
    pub db: Db,
    /// The database file, if not in memory.
    pub path: Option<PathBuf>,
    /// The database server (its URL without the password), for a PostgreSQL database.
    pub server: Option<String>,
    /// The file (or schema) was created (or re-created) by this start.
    pub created: bool,
    /// Where a damaged file was moved by `--init`.
    pub moved_aside: Option<PathBuf>,
    /// Games by status, e.g. `[("active", 3), ("finished", 1)]`.
    pub games: Vec<(String, i64)>,
}

impl Opened {
    /// The start-up log line: which database, and how many games it holds by status.
    pub fn summary(&self) -> String {
        let total: i64 = self.games.iter().map(|(_, n)| n).sum();
        let by_status = self
            .games
            .iter()
            .map(|(s, n)| format!("{n} {s}"))
            .collect::<Vec<_>>()
            .join(", ");
        let what = match (&self.path, &self.server) {
            (Some(p), _) => p.display().to_string(),
            (None, Some(url)) => url.clone(),
            (None, None) => "in memory".to_string(),
        };
        let created = if self.created { " (new)" } else { "" };
        if total == 0 {
            format!("database {what}{created}: no games")
        } else {
            format!("database {what}{created}: {total} games ({by_status})")
        }
    }
}

/// Opens the database for `serve`: refuses a missing (after a previous run), empty or damaged
/// database unless `init`, which creates the schema, moving a damaged file aside first (to
/// `<file>.damaged-<UTC time>`, never deleted). Then migrates forward and counts the games.
pub async fn open_checked(database_url: &str, init: bool) -> Result<Opened, StartupError> {
    let open_err = |source: store::Error| StartupError::Open {
        url: store::redacted_url(database_url),
        source,
    };
    let path = database_path(database_url);
    let mut moved_aside = None;
    let created = match check_database(database_url).await {
        Ok(FileState::New) => true,
        Ok(FileState::Ours) => false,
        Err(StartupError::Missing { .. }) if init => true,
        Err(StartupError::Empty { .. }) if init => true,
        Err(StartupError::Damaged { path, .. }) if init => {
            moved_aside = Some(move_aside(&path).map_err(|e| open_err(sqlx::Error::Io(e).into()))?);
            true
        }
        Err(e) => return Err(e),
    };
    let mut db = super::connect(database_url).await.map_err(open_err)?;
    if path.is_some() {
        db = db.with_reader(super::reader_pool(database_url).await.map_err(open_err)?);
    }
    let games = {
        let mut c = db.acquire().await.map_err(open_err)?;
        store::game_counts(&mut c).await.map_err(open_err)?
    };
    Ok(Opened {
        db,
        path,
        server: None,
        created,
        moved_aside,
        games,
    })
}

/// Moves a damaged database file (and its `-wal` and `-shm` companions) to
/// `<file>.damaged-<UTC time>`; returns the new path of the file.
fn move_aside(path: &Path) -> std::io::Result<PathBuf> {
    let stamp = chrono::Utc::now().format("%Y%m%dT%H%M%SZ");
    let with = |suffix: &str| {
        let mut s = path.as_os_str().to_owned();
        s.push(suffix);
        PathBuf::from(s)
    };
    let target = with(&format!(".damaged-{stamp}"));
    std::fs::rename(path, &target)?;
    for companion in ["-wal", "-shm"] {
        let from = with(companion);
        if from.exists() {
            let mut to = target.as_os_str().to_owned();
            to.push(companion);
            std::fs::rename(&from, PathBuf::from(to))?;
        }
    }
    Ok(target)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_of_urls() {
        assert_eq!(
            database_path("sqlite://starpost.db"),
            Some(PathBuf::from("starpost.db"))
        );
        assert_eq!(
            database_path("sqlite:///var/lib/starpost/s.db?mode=rwc"),
            Some(PathBuf::from("/var/lib/starpost/s.db"))
        );
        assert_eq!(
            database_path("sqlite:data/x.db"),
            Some(PathBuf::from("data/x.db"))
        );
        assert_eq!(database_path("sqlite::memory:"), None);
        assert_eq!(database_path("sqlite://x.db?mode=memory"), None);
        assert_eq!(
            secret_path_for("sqlite://starpost.db"),
            Some(PathBuf::from("starpost.db.secret"))
        );
        assert_eq!(
            secret_path_for("sqlite:///srv/a/starpost.db?mode=rwc"),
            Some(PathBuf::from("/srv/a/starpost.db.secret"))
        );
        assert_eq!(secret_path_for("sqlite::memory:"), None);
        // A server has no "beside": no file path, no secret file.
        assert_eq!(database_path("postgres://sp@localhost/starpost"), None);
        assert_eq!(secret_path_for("postgresql://sp:pw@db:5432/starpost"), None);
    }
}
