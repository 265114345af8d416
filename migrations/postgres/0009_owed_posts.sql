-- A change's posts (the next prompt, the board) are sent after its transaction commits: a
-- process killed in between would leave the game waiting on a prompt nobody sees. Each change
-- records in its transaction the version whose posts it owes (`post_owed`) and when (Unix
-- milliseconds); the process that delivers them then clears the debt. A sweep in any process
-- takes over a debt older than the lease (claiming it by moving `post_claimed_at`), posts the
-- game's current prompt and clears it. NULL: nothing owed (every game before this migration).
ALTER TABLE games ADD COLUMN post_owed BIGINT;
ALTER TABLE games ADD COLUMN post_claimed_at BIGINT;
CREATE INDEX games_post_owed ON games (post_claimed_at) WHERE post_owed IS NOT NULL;
