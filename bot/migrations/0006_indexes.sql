-- Indexes for queries that must not read every game (bench/scale.py, 10,000 games): a server's open games
-- (/tabletop games), and the games whose board is behind their state (repaired by any process).
CREATE INDEX sessions_active_by_guild ON sessions (guild_id, created_at) WHERE status IN ('lobby', 'running');
CREATE INDEX sessions_behind ON sessions (updated_at) WHERE status <> 'abandoned' AND state IS NOT NULL
    AND (board_message_id IS NULL OR published_step IS NULL OR published_step < step);
