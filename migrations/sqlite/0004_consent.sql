-- Who may adjust a game directly: 'host' (the default: other players' adjustments are proposals
-- the host confirms) or 'anyone' (set with options:"adjust=anyone" at /game new).
ALTER TABLE games ADD COLUMN adjust_policy TEXT NOT NULL DEFAULT 'host';

-- Adjustments waiting for consent: a non-host's proposal awaiting the host ('proposal'), or an
-- adjustment that would end the game awaiting the table ('victory'). The game goes on without
-- them until they are confirmed.
CREATE TABLE pending_adjustments (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id        INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    kind           TEXT    NOT NULL,               -- 'proposal' | 'victory'
    seat           INTEGER NOT NULL,               -- the seat the adjustment is applied as
    proposer_id    TEXT    NOT NULL,
    proposer_name  TEXT    NOT NULL,
    confirmer_name TEXT,                           -- the host who confirmed a proposal
    text           TEXT    NOT NULL,               -- the adjustment as written
    action_json    TEXT    NOT NULL,
    confirmed_by   TEXT    NOT NULL DEFAULT '[]',  -- user ids who confirmed a victory (JSON)
    status         TEXT    NOT NULL DEFAULT 'open', -- 'open' | 'applied' | 'rejected'
    created_at     TEXT    NOT NULL
);
CREATE INDEX pending_adjustments_game ON pending_adjustments (game_id, status);

-- `starpost local --database FILE`: script names keep their user ids from one run to the next.
CREATE TABLE local_users (
    name  TEXT    PRIMARY KEY,
    id    INTEGER NOT NULL UNIQUE
);
