-- Reaction windows (e.g. "does anyone cancel this action card?") close by themselves after the
-- table's reaction timeout: silent players pass.
ALTER TABLE games ADD COLUMN reaction_hours BIGINT NOT NULL DEFAULT 4;

-- At most one open timer per game: the window it belongs to (`key`, named by the engine) and
-- when it runs out (RFC 3339 text, compared byte by byte).
CREATE TABLE timers (
    game_id  BIGINT  PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    key      TEXT    NOT NULL,
    due_at   TEXT    COLLATE "C" NOT NULL
);
