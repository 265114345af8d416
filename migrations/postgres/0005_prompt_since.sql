-- Buttons are bound to the prompt that issued them: for each open prompt of a game, by seat and
-- the prompt's id (named by the engine), the game version since which it has been open without
-- a break. A button issued at version v for (seat, prompt) is current only while that prompt is
-- open and has been since v or earlier. The row with seat -1 records the version the rows were
-- last brought up to date at (rows older than the game's version are not trusted).
CREATE TABLE prompt_since (
    game_id        BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat           BIGINT  NOT NULL,
    prompt_id      TEXT    COLLATE "C" NOT NULL,
    since_version  BIGINT  NOT NULL,
    PRIMARY KEY (game_id, seat, prompt_id)
);
