-- What the channel shows: the state step of the newest board message, recorded once that board and the
-- private messages that go with it have been sent. A game whose state is further on than its board
-- (the bot died between a commit and its messages) gets a new board when the bot starts again.
-- Games running before this migration are taken as shown, so an upgrade does not re-post every board.
ALTER TABLE sessions ADD COLUMN published_step INTEGER;
UPDATE sessions SET published_step = json_extract(state, '$.step') WHERE state IS NOT NULL AND board_message_id IS NOT NULL;
