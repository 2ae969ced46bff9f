-- The AI as a coach (docs/ai.md, "The coach"). A session's coaching: 'off', 'hints' (the host allowed
-- hints: the game is not rated) or 'practice' (/game learn: one person against AIs, hints on, each new
-- kind of decision explained once).
ALTER TABLE sessions ADD COLUMN coaching TEXT NOT NULL DEFAULT 'off' CHECK (coaching IN ('off', 'hints', 'practice'));

-- A finished game's review (bot.session.review), computed once in the background by whichever process
-- claims it (``owner`` until ``claimed_until``), and kept: 'pending' until done, or 'failed' with its
-- sentence after ``attempts`` tries.
CREATE TABLE reviews (
    session_id TEXT PRIMARY KEY REFERENCES sessions (id) ON DELETE CASCADE,
    status TEXT NOT NULL CHECK (status IN ('pending', 'done', 'failed')),
    review TEXT,                              -- JSON, once done
    failure TEXT,                             -- why it could not be computed
    owner TEXT,                               -- the process computing it
    claimed_until REAL,
    attempts INTEGER NOT NULL DEFAULT 0,
    requested_at REAL NOT NULL,
    done_at REAL
);
CREATE INDEX reviews_owed ON reviews (requested_at) WHERE status = 'pending';

-- The kinds of decision a practice game has explained to its learner (each once).
CREATE TABLE practice_lessons (
    session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    shown_at REAL NOT NULL,
    PRIMARY KEY (session_id, kind)
);
