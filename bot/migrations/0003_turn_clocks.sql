-- Multi-day games (issue 13): turn clocks, what happens on a timeout, pauses and vacations, games in
-- their own thread, and rematches. Games from before this migration have no clock (clock_seconds NULL)
-- and keep the 24-hour reminder they had.
ALTER TABLE sessions ADD COLUMN clock_seconds INTEGER;                     -- a seat's time for one decision; NULL: no clock
ALTER TABLE sessions ADD COLUMN on_timeout TEXT NOT NULL DEFAULT 'move';   -- 'move' (an AI makes that move), 'skip', 'stand_in'
ALTER TABLE sessions ADD COLUMN paused_at REAL;                            -- set while the host has paused the game
ALTER TABLE sessions ADD COLUMN pause_votes TEXT;                          -- JSON list of user ids agreeing to a pause asked for
ALTER TABLE sessions ADD COLUMN parent_channel_id INTEGER;                 -- the channel whose thread the game is in
ALTER TABLE sessions ADD COLUMN rematch_of TEXT;                           -- the finished game this lobby plays again
-- An AI that plays a person's seat after a timeout until they come back (/game return or a click).
ALTER TABLE seats ADD COLUMN stand_in TEXT;
-- Deadlines gain kinds: 'half' and 'final' (reminders at half time and shortly before the end), 'timeout'.
-- 'reminder' stays for games without a clock. started_at is when the seat began to owe the decision.
ALTER TABLE deadlines ADD COLUMN started_at REAL;

-- A person's settings across servers: a vacation pauses their clocks everywhere, the digest is opt-in.
CREATE TABLE users (
    user_id INTEGER PRIMARY KEY,
    away_until REAL,                          -- their clocks are paused until then
    digest INTEGER NOT NULL DEFAULT 0,        -- 1: a daily DM of the games waiting for them
    digest_sent_at REAL
);
-- Vacations taken, to bound them (days per 30 days).
CREATE TABLE vacations (
    user_id INTEGER NOT NULL,
    starts_at REAL NOT NULL,
    ends_at REAL NOT NULL,
    CHECK (ends_at >= starts_at)
);
CREATE INDEX vacations_by_user ON vacations (user_id, ends_at);
CREATE INDEX deadlines_by_session ON deadlines (session_id) WHERE done = 0;
