-- Sessions, seats, the append-only action log, the game log and reminders.
-- Applied by bot/storage.py in one transaction; each statement must end at the end of a line.
-- Times are Unix seconds (REAL). Discord ids are INTEGER (snowflakes fit in SQLite's signed 64 bits).

CREATE TABLE sessions (
    id TEXT PRIMARY KEY,                      -- the game's own short id, never the channel's
    guild_id INTEGER,                         -- NULL outside a server (terminal play, DMs)
    channel_id INTEGER NOT NULL,
    game TEXT NOT NULL,                       -- the engine's permanent key
    status TEXT NOT NULL CHECK (status IN ('lobby', 'running', 'finished', 'abandoned')),
    host_user_id INTEGER NOT NULL,
    options TEXT NOT NULL DEFAULT '{}',       -- JSON object of the options the host set
    random_order INTEGER NOT NULL DEFAULT 0,  -- shuffle the seats at start
    seed INTEGER,                             -- set at start
    schema_version INTEGER,                   -- the engine's schema_version that wrote state
    state TEXT,                               -- the latest state as JSON, NULL in the lobby
    version INTEGER NOT NULL DEFAULT 0,       -- bumped by every change; guards optimistic writes
    lobby_message_id INTEGER,
    board_message_id INTEGER,
    created_at REAL NOT NULL,
    updated_at REAL NOT NULL,
    ended_reason TEXT
);

-- One lobby or running game per channel (threads are channels too).
CREATE UNIQUE INDEX sessions_one_active_per_channel ON sessions (channel_id) WHERE status IN ('lobby', 'running');
CREATE INDEX sessions_by_status ON sessions (status);

CREATE TABLE seats (
    session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL CHECK (seat >= 0),
    user_id INTEGER,                          -- NULL for an AI seat
    ai_kind TEXT,                             -- the agent playing an AI seat
    name TEXT NOT NULL,
    PRIMARY KEY (session_id, seat),
    CHECK ((user_id IS NULL) <> (ai_kind IS NULL))
);
CREATE INDEX seats_by_user ON seats (user_id) WHERE user_id IS NOT NULL;

CREATE TABLE actions (
    session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    idx INTEGER NOT NULL CHECK (idx >= 0),    -- 0, 1, 2... in the order applied
    seat INTEGER NOT NULL,
    action_id TEXT NOT NULL,
    n INTEGER NOT NULL CHECK (n >= 0),        -- how many actions this seat had applied before this one
    user_id INTEGER,                          -- who clicked; NULL for an AI
    created_at REAL NOT NULL,
    PRIMARY KEY (session_id, idx),
    UNIQUE (session_id, seat, n)              -- one click of a seat's button can only ever apply once
);

CREATE TRIGGER actions_are_append_only BEFORE UPDATE ON actions
BEGIN
    SELECT RAISE(ABORT, 'the action log is append-only');
END;

CREATE TABLE log_lines (
    session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    idx INTEGER NOT NULL CHECK (idx >= 0),
    action_idx INTEGER,                       -- the action that produced it; NULL for the host's own lines
    text TEXT NOT NULL,                       -- seats as {s0}, {s1}...
    seat INTEGER,                             -- NULL: public; otherwise only that seat may read it
    created_at REAL NOT NULL,
    PRIMARY KEY (session_id, idx)
);

CREATE TABLE deadlines (
    id INTEGER PRIMARY KEY,
    session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    kind TEXT NOT NULL,                       -- 'reminder'
    due_at REAL NOT NULL,
    done INTEGER NOT NULL DEFAULT 0,
    created_at REAL NOT NULL
);
CREATE UNIQUE INDEX deadlines_one_open ON deadlines (session_id, seat, kind) WHERE done = 0;
CREATE INDEX deadlines_open_by_due ON deadlines (due_at) WHERE done = 0;
