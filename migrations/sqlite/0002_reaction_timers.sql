-- Reaction windows (e.g. "does anyone cancel this action card?") close by themselves after the
-- table's reaction timeout: silent players pass.
ALTER TABLE games ADD COLUMN reaction_hours INTEGER NOT NULL DEFAULT 4;

-- At most one open timer per game: the window it belongs to (`key`, named by the engine) and
-- when it runs out.
CREATE TABLE timers (
    game_id  INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    key      TEXT    NOT NULL,
    due_at   TEXT    NOT NULL
);
