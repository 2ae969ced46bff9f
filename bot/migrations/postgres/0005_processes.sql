-- As SQLite's 0005: the state's step beside it, AI turns owned by one process, claimed deadlines.
ALTER TABLE sessions ADD COLUMN step INTEGER;
ALTER TABLE sessions ADD COLUMN ai_since DOUBLE PRECISION;
ALTER TABLE sessions ADD COLUMN ai_owner TEXT;
ALTER TABLE sessions ADD COLUMN ai_until DOUBLE PRECISION;
CREATE INDEX sessions_ai_owed ON sessions (ai_since) WHERE ai_since IS NOT NULL;
ALTER TABLE deadlines ADD COLUMN claimed_by TEXT;
ALTER TABLE deadlines ADD COLUMN claimed_until DOUBLE PRECISION;
