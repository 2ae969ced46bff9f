-- The AI as a coach (docs/ai.md, "The coach"); the same as SQLite's 0013 (see there), with PostgreSQL's
-- types.
ALTER TABLE sessions ADD COLUMN coaching TEXT NOT NULL DEFAULT 'off' CHECK (coaching IN ('off', 'hints', 'practice'));

CREATE TABLE reviews (
    session_id TEXT PRIMARY KEY REFERENCES sessions (id) ON DELETE CASCADE,
    status TEXT NOT NULL CHECK (status IN ('pending', 'done', 'failed')),
    review TEXT,
    failure TEXT,
    owner TEXT,
    claimed_until DOUBLE PRECISION,
    attempts INTEGER NOT NULL DEFAULT 0,
    requested_at DOUBLE PRECISION NOT NULL,
    done_at DOUBLE PRECISION
);
CREATE INDEX reviews_owed ON reviews (requested_at) WHERE status = 'pending';

CREATE TABLE practice_lessons (
    session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    shown_at DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (session_id, kind)
);
