-- Text is translated per reader: each user's locale as their client last reported it, and the
-- language a table chose for its channel (`/game settings language:`).
ALTER TABLE user_settings ADD COLUMN locale TEXT;

CREATE TABLE channel_settings (
    channel_id  TEXT COLLATE "C" PRIMARY KEY,
    locale      TEXT
);
