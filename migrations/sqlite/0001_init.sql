-- Starpost schema. Forward-only: add a new numbered file for every change.

-- One row per game. A channel has at most one game that is not finished or abandoned.
CREATE TABLE games (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    channel_id      TEXT    NOT NULL,
    guild_id        TEXT,
    kind            TEXT    NOT NULL,              -- 'ti4', ...
    status          TEXT    NOT NULL,              -- 'lobby' | 'active' | 'finished' | 'abandoned'
    host_id         TEXT    NOT NULL,
    seed            INTEGER NOT NULL,
    options_json    TEXT    NOT NULL DEFAULT '{}', -- options given at /game new
    setup_json      TEXT,                          -- the resolved setup, fixed at /game start
    rules_version   INTEGER NOT NULL DEFAULT 1,
    version         INTEGER NOT NULL DEFAULT 0,    -- bumped by every accepted change (compare-and-swap)
    reminder_hours  INTEGER NOT NULL DEFAULT 24,
    created_at      TEXT    NOT NULL,
    updated_at      TEXT    NOT NULL
);
CREATE UNIQUE INDEX games_one_open_per_channel
    ON games (channel_id) WHERE status IN ('lobby', 'active');

-- Players who joined, in join order; `seat` is set when the game starts.
CREATE TABLE seats (
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id     TEXT    NOT NULL,
    name        TEXT    NOT NULL,
    faction     TEXT,
    color       TEXT,
    join_order  INTEGER NOT NULL,
    seat        INTEGER,
    PRIMARY KEY (game_id, user_id)
);

-- The append-only action log: the truth. seq starts at 1 for the first action after setup.
CREATE TABLE actions (
    game_id       INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq           INTEGER NOT NULL,
    seat          INTEGER NOT NULL,
    user_id       TEXT    NOT NULL,
    action_json   TEXT    NOT NULL,
    barrier       INTEGER NOT NULL DEFAULT 0,
    version       INTEGER NOT NULL,              -- the game version this action produced
    rules_version INTEGER NOT NULL,
    created_at    TEXT    NOT NULL,
    PRIMARY KEY (game_id, seq)
);

-- Public and private log lines produced by each action (for /game log and the transcript).
CREATE TABLE log_lines (
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq         INTEGER NOT NULL,
    line        INTEGER NOT NULL,
    seat        INTEGER,                           -- NULL = public
    msg_json    TEXT    NOT NULL,
    PRIMARY KEY (game_id, seq, line)
);

-- A cache of the state after `seq` actions; replaying the log must give the same state.
CREATE TABLE snapshots (
    game_id     INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    seq         INTEGER NOT NULL,
    state_json  TEXT    NOT NULL
);

-- Interaction ids already handled: a repeated delivery does nothing the second time.
CREATE TABLE interactions (
    id            TEXT PRIMARY KEY,
    processed_at  TEXT NOT NULL
);

-- One row per (game, user) the game is waiting for.
CREATE TABLE reminders (
    game_id        INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id        TEXT    NOT NULL,
    waiting_since  TEXT    NOT NULL,
    last_sent_at   TEXT,
    sent_count     INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, user_id)
);

CREATE TABLE user_settings (
    user_id         TEXT PRIMARY KEY,
    interval_hours  INTEGER,
    quiet_start     INTEGER,      -- hour 0..23, local time
    quiet_end       INTEGER,      -- hour 0..23, local time
    time_zone       TEXT,         -- IANA name, e.g. Europe/Berlin
    vacation        INTEGER NOT NULL DEFAULT 0
);
