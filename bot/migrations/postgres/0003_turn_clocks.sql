-- As SQLite's 0003: turn clocks, timeouts, pauses, vacations, the digest, threads and rematches.
ALTER TABLE sessions ADD COLUMN clock_seconds INTEGER;
ALTER TABLE sessions ADD COLUMN on_timeout TEXT NOT NULL DEFAULT 'move';
ALTER TABLE sessions ADD COLUMN paused_at DOUBLE PRECISION;
ALTER TABLE sessions ADD COLUMN pause_votes TEXT;
ALTER TABLE sessions ADD COLUMN parent_channel_id BIGINT;
ALTER TABLE sessions ADD COLUMN rematch_of TEXT;
ALTER TABLE seats ADD COLUMN stand_in TEXT;
ALTER TABLE deadlines ADD COLUMN started_at DOUBLE PRECISION;

CREATE TABLE users (
    user_id BIGINT PRIMARY KEY,
    away_until DOUBLE PRECISION,
    digest INTEGER NOT NULL DEFAULT 0,
    digest_sent_at DOUBLE PRECISION
);
CREATE TABLE vacations (
    user_id BIGINT NOT NULL,
    starts_at DOUBLE PRECISION NOT NULL,
    ends_at DOUBLE PRECISION NOT NULL,
    CHECK (ends_at >= starts_at)
);
CREATE INDEX vacations_by_user ON vacations (user_id, ends_at);
CREATE INDEX deadlines_by_session ON deadlines (session_id) WHERE done = 0;
