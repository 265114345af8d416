//! `starpost migrate`: moves a SQLite deployment's games into PostgreSQL (issue 18). Every table
//! of the schema is copied row by row, games first (the others refer to them), into a
//! PostgreSQL database that holds no game yet (its schema is created when it is empty); the
//! identity counters then continue after the copied ids. The source is only read.

use sqlx::{Column, Row, TypeInfo};

use super::{Error, StartupError, postgres, sqlite};

/// Why a migration could not run.
#[derive(Debug, thiserror::Error)]
pub enum MigrateError {
    #[error("the source must be a SQLite database (sqlite://FILE), not {0}")]
    NotSqlite(String),
    #[error("the destination must be a PostgreSQL database (postgres://…), not {0}")]
    NotPostgres(String),
    #[error("{0}")]
    Open(#[from] StartupError),
    #[error(
        "the PostgreSQL database already holds {0} game(s): migrate into a new, empty database"
    )]
    NotEmpty(i64),
    #[error("copying table {table}: {source}")]
    Copy {
        table: String,
        #[source]
        source: Error,
    },
}

/// The tables copied and their row counts, in the order copied.
pub type Copied = Vec<(String, u64)>;

/// Copies every table of the SQLite database `from` into the PostgreSQL database `to`.
pub async fn sqlite_to_postgres(from: &str, to: &str) -> Result<Copied, MigrateError> {
    if super::Backend::of_url(from) != super::Backend::Sqlite || from.contains(":memory:") {
        return Err(MigrateError::NotSqlite(super::redacted_url(from)));
    }
    if super::Backend::of_url(to) != super::Backend::Postgres {
        return Err(MigrateError::NotPostgres(super::redacted_url(to)));
    }
    // The source as `serve` would open it (refused when missing, empty or damaged), brought to
    // the current schema so its columns match the destination's.
    let source = sqlite::open_checked(from, false).await?;
    let source = match &source.db.writer {
        super::Pool::Sqlite(p) => p.clone(),
        super::Pool::Postgres(_) => return Err(MigrateError::NotSqlite(from.into())),
    };
    let dest = postgres::open_checked(to, true).await?;
    let dest = match &dest.db.writer {
        super::Pool::Postgres(p) => p.clone(),
        super::Pool::Sqlite(_) => return Err(MigrateError::NotPostgres(to.into())),
    };
    let copy_err = |table: &str| {
        let table = table.to_string();
        move |e: sqlx::Error| MigrateError::Copy {
            table: table.clone(),
            source: e.into(),
        }
    };
    let games: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM games")
        .fetch_one(&dest)
        .await
        .map_err(copy_err("games"))?;
    if games > 0 {
        return Err(MigrateError::NotEmpty(games));
    }
    let mut tables: Vec<String> = sqlx::query_scalar(
        "SELECT table_name::text FROM information_schema.tables
         WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
           AND table_name NOT LIKE '\\_sqlx%' ORDER BY table_name",
    )
    .fetch_all(&dest)
    .await
    .map_err(copy_err("(catalog)"))?;
    // Games first: every other table refers to them.
    tables.sort_by_key(|t| t != "games");
    let mut tx = dest.begin().await.map_err(copy_err("(begin)"))?;
    let mut copied = Vec::new();
    for table in &tables {
        let columns: Vec<(String, String)> = sqlx::query_as(
            "SELECT column_name::text, data_type::text FROM information_schema.columns
             WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position",
        )
        .bind(table)
        .fetch_all(&mut *tx)
        .await
        .map_err(copy_err(table))?;
        let names: Vec<String> = columns.iter().map(|(c, _)| format!("\"{c}\"")).collect();
        // Names from our own schema's catalog, quoted: no text from outside reaches the SQL.
        let select = format!("SELECT {} FROM \"{table}\"", names.join(", "));
        let rows = sqlx::query(sqlx::AssertSqlSafe(select))
            .fetch_all(&source)
            .await
            .map_err(copy_err(table))?;
        let placeholders: Vec<String> = (1..=columns.len()).map(|i| format!("${i}")).collect();
        let insert = format!(
            "INSERT INTO \"{table}\" ({}) VALUES ({})",
            names.join(", "),
            placeholders.join(", ")
        );
        for row in &rows {
            let mut q = sqlx::query(sqlx::AssertSqlSafe(insert.clone()));
            for (i, (name, ty)) in columns.iter().enumerate() {
                q = match ty.as_str() {
                    "bigint" | "integer" | "smallint" => {
                        q.bind(row.try_get::<Option<i64>, _>(i).map_err(copy_err(table))?)
                    }
                    "boolean" => q.bind(
                        row.try_get::<Option<i64>, _>(i)
                            .map_err(copy_err(table))?
                            .map(|v| v != 0),
                    ),
                    "bytea" => q.bind(
                        row.try_get::<Option<Vec<u8>>, _>(i)
                            .map_err(copy_err(table))?,
                    ),
                    "double precision" | "real" => {
                        q.bind(row.try_get::<Option<f64>, _>(i).map_err(copy_err(table))?)
                    }
                    _ => {
                        let value: Option<String> = row.try_get(i).map_err(|e| {
                            let column = row.column(i);
                            MigrateError::Copy {
                                table: table.clone(),
                                source: sqlx::Error::Decode(
                                    format!(
                                        "column {name} ({} in SQLite, {ty} in PostgreSQL): {e}",
                                        column.type_info().name()
                                    )
                                    .into(),
                                )
                                .into(),
                            }
                        })?;
                        q.bind(value)
                    }
                };
            }
            q.execute(&mut *tx).await.map_err(copy_err(table))?;
        }
        // An identity column continues after the copied ids.
        for (name, _) in &columns {
            let seq: Option<String> = sqlx::query_scalar("SELECT pg_get_serial_sequence($1, $2)")
                .bind(table)
                .bind(name)
                .fetch_one(&mut *tx)
                .await
                .map_err(copy_err(table))?;
            if seq.is_some() {
                let reset = format!(
                    "SELECT setval(pg_get_serial_sequence('\"{table}\"', '{name}'), \
                     COALESCE((SELECT MAX(\"{name}\") FROM \"{table}\"), 0) + 1, false)"
                );
                sqlx::query(sqlx::AssertSqlSafe(reset))
                    .execute(&mut *tx)
                    .await
                    .map_err(copy_err(table))?;
            }
        }
        copied.push((table.clone(), rows.len() as u64));
    }
    tx.commit().await.map_err(copy_err("(commit)"))?;
    Ok(copied)
}
