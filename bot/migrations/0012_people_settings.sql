-- Each person's own notification settings and playing hours (docs/multiday.md, "Your settings"). A person
-- without a row, or with the defaults below, is told as before settings existed. Quiet hours are local
-- wall-clock minutes after midnight in their time zone (NULL: none); the end may be before the start
-- (23:00-08:00 wraps midnight).
ALTER TABLE users ADD COLUMN time_zone TEXT;                              -- an IANA name; NULL: UTC
ALTER TABLE users ADD COLUMN quiet_start INTEGER;
ALTER TABLE users ADD COLUMN quiet_end INTEGER;
ALTER TABLE users ADD COLUMN turn_notice TEXT NOT NULL DEFAULT 'ping';    -- 'ping', 'dm', 'both', 'none'
ALTER TABLE users ADD COLUMN turn_after INTEGER NOT NULL DEFAULT 0;       -- seconds a turn waits before they are told
ALTER TABLE users ADD COLUMN reminders INTEGER NOT NULL DEFAULT 1;
ALTER TABLE users ADD COLUMN digest_hour INTEGER;                         -- local hour; NULL: a day after the last
ALTER TABLE users ADD COLUMN one_dm INTEGER NOT NULL DEFAULT 0;           -- 1: one DM for all their games
-- Whether a game's clocks stop in each player's quiet hours: NULL follows the clock (on from 12 hours a
-- move: daily, relaxed), 0 or 1 is the host's choice in the lobby.
ALTER TABLE sessions ADD COLUMN night_clock INTEGER;

-- What waits to be said to a person: a turn, a reminder or a private view that came during their quiet
-- hours (held = 1: it goes in the one message that sums up everything when they end), or a turn they want
-- to hear of only once it has waited a while. A notice whose seat has decided since (its decision number
-- ``n`` moved on) is dropped. Claimed like a deadline, so one process sends it, once.
CREATE TABLE notices (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL,
    session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    n INTEGER NOT NULL,
    kind TEXT NOT NULL,                       -- 'turn', 'half', 'final', 'reminder', 'private'
    created_at REAL NOT NULL,
    due_at REAL NOT NULL,
    held INTEGER NOT NULL DEFAULT 0,
    done INTEGER NOT NULL DEFAULT 0,
    claimed_by TEXT,
    claimed_until REAL
);
CREATE INDEX notices_open_by_due ON notices (due_at) WHERE done = 0;
CREATE INDEX notices_open_by_user ON notices (user_id) WHERE done = 0;

-- The one DM that lists a person's games (for those who chose it): where it is, when it was posted (a new
-- post notifies, an edit does not), and what was new in it, kept through its edits.
CREATE TABLE inboxes (
    user_id INTEGER PRIMARY KEY,
    channel_id INTEGER,
    message_id INTEGER,
    posted_at REAL,
    news TEXT
);
