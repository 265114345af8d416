-- A quiet channel (issue 16): the game's status message ("whose turn, what is awaited") is
-- edited in place while it is the latest message of the game in its channel. One row per
-- channel: the status message's id, the log lines already shown in it and the text under them
-- (rendered, in the channel's language), so an edit keeps what the message said and adds to
-- it, and the users it
-- awaits (their ids, comma-separated): an edit pings nobody, so a status that awaits someone
-- else is posted anew. The row is removed when another message of the game is posted after it.
CREATE TABLE status_messages (
    channel_id  TEXT PRIMARY KEY,
    message_id  TEXT NOT NULL,
    shown_log   TEXT NOT NULL,
    prompt      TEXT NOT NULL,
    awaits      TEXT NOT NULL
);

-- One board per change of the map: the fingerprint of the map of the last board shown in each
-- channel (`Scene::map_fingerprint`); a board after a change whose map is the same is left out.
CREATE TABLE board_fingerprints (
    channel_id   TEXT PRIMARY KEY,
    fingerprint  TEXT NOT NULL
);
