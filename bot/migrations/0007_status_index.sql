-- The index of sessions by status (four values) led SQLite, which keeps no statistics here, to visit every
-- running game for queries that have a better index (bench/scale.py, 10,000 games): the timer loop's due
-- deadlines and next deadline (deadlines_open_by_due), a channel's game (the channel indexes). Gone.
-- A channel's ended games (/game log, /game replay) get indexes of their own, by channel and by parent.
DROP INDEX sessions_by_status;
CREATE INDEX sessions_by_channel ON sessions (channel_id, updated_at);
CREATE INDEX sessions_by_parent ON sessions (parent_channel_id, updated_at) WHERE parent_channel_id IS NOT NULL;
