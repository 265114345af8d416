-- The keyed RNG (rules version 2): one stream per game whose position advances only when the
-- game draws from it. The position after each accepted action, and after the snapshot's and
-- each checkpoint's last action, so an action starts from the stored position and undo replays
-- from a checkpoint. Version-1 games leave these at 0 (their RNG is keyed by log position).
ALTER TABLE actions ADD COLUMN rng_pos BIGINT NOT NULL DEFAULT 0;
ALTER TABLE snapshots ADD COLUMN rng_pos BIGINT NOT NULL DEFAULT 0;

-- The state after `seq` actions, kept every CHECKPOINT_EVERY actions: undo replays only from
-- the last checkpoint at or before its target, never the whole log.
CREATE TABLE checkpoints (
    game_id     BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq         BIGINT  NOT NULL,
    state_json  TEXT    NOT NULL,
    rng_pos     BIGINT  NOT NULL,
    PRIMARY KEY (game_id, seq)
);
