-- Several processes on one database (issue 14; docs/scaling.md). The state's step beside the state, so
-- the boards behind their game are found without reading every state. AI turns as rows: when an AI
-- began to owe a decision (ai_since), and which process drives it (ai_owner) until when (ai_until), so
-- exactly one process plays a game's AI seats and another takes over when that one dies. A deadline is
-- claimed the same way while a process handles its timeout (claimed_by, claimed_until).
ALTER TABLE sessions ADD COLUMN step INTEGER;
UPDATE sessions SET step = json_extract(state, '$.step') WHERE state IS NOT NULL;
ALTER TABLE sessions ADD COLUMN ai_since REAL;
ALTER TABLE sessions ADD COLUMN ai_owner TEXT;
ALTER TABLE sessions ADD COLUMN ai_until REAL;
-- Running games with an AI seat may owe it a move: the first look settles it (and clears ai_since if not).
UPDATE sessions SET ai_since = updated_at WHERE status = 'running'
    AND id IN (SELECT session_id FROM seats WHERE ai_kind IS NOT NULL OR stand_in IS NOT NULL);
CREATE INDEX sessions_ai_owed ON sessions (ai_since) WHERE ai_since IS NOT NULL;
ALTER TABLE deadlines ADD COLUMN claimed_by TEXT;
ALTER TABLE deadlines ADD COLUMN claimed_until REAL;
