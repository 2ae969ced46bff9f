-- Organised play (docs/tournaments.md): tournaments with their players, rounds and byes; the tables the bot
-- opens by itself (a tournament's, or a pick-up game the queue made), each claimed by one process while it
-- opens and tied to its game once the game exists; and the queue's entries. A round is paired in the
-- transaction that moves the tournament's current round on (guarded by it), so it is paired once; a
-- table's game is recorded by an update guarded on having none, so it is opened once.

CREATE TABLE tournaments (
    id TEXT PRIMARY KEY,                      -- its own short id, in buttons and links
    guild_id INTEGER NOT NULL,
    channel_id INTEGER NOT NULL,              -- where its sign-up, standings and announcements are
    home_id INTEGER NOT NULL,                 -- the text channel whose threads hold its tables
    organiser_id INTEGER NOT NULL,
    organiser_name TEXT NOT NULL,
    name TEXT NOT NULL,
    game TEXT NOT NULL,                       -- the engine's key
    options TEXT NOT NULL DEFAULT '{}',       -- JSON: the game's options at every table
    format TEXT NOT NULL CHECK (format IN ('swiss', 'roundrobin')),
    table_size INTEGER NOT NULL CHECK (table_size >= 1),
    rounds INTEGER,                           -- Swiss: as the organiser chose
    total_rounds INTEGER,                     -- known from the start on
    seeding TEXT NOT NULL CHECK (seeding IN ('rating', 'random')),
    clock_seconds INTEGER,                    -- every table's turn clock (NULL: none)
    on_timeout TEXT NOT NULL,
    takebacks INTEGER NOT NULL CHECK (takebacks IN (0, 1)),
    round_seconds INTEGER,                    -- each round's deadline from its start (NULL: none)
    signup_until REAL,                        -- when sign-up closes and the tournament starts by itself
    max_players INTEGER,
    rated INTEGER NOT NULL CHECK (rated IN (0, 1)),
    status TEXT NOT NULL CHECK (status IN ('signup', 'running', 'finished', 'cancelled')),
    current_round INTEGER NOT NULL DEFAULT 0,
    seed INTEGER NOT NULL,
    version INTEGER NOT NULL DEFAULT 0,       -- bumped by every change of the row; guards them
    signup_message_id INTEGER,
    standings_message_id INTEGER,
    shown_results INTEGER NOT NULL DEFAULT 0, -- ended tables the standings message shows
    announced_round INTEGER NOT NULL DEFAULT 0,  -- the last round whose start was announced
    announced INTEGER NOT NULL DEFAULT 0,     -- the final announcement was posted
    created_at REAL NOT NULL,
    updated_at REAL NOT NULL,
    ended_reason TEXT
);
CREATE UNIQUE INDEX tournaments_one_active_per_channel ON tournaments (channel_id) WHERE status IN ('signup', 'running');
CREATE INDEX tournaments_active_by_guild ON tournaments (guild_id, created_at) WHERE status IN ('signup', 'running');

CREATE TABLE tournament_players (
    tournament_id TEXT NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL,
    name TEXT NOT NULL,
    joined_at REAL NOT NULL,
    rating REAL,                              -- the rating the seeding used
    seed_rank INTEGER,                        -- 1 is the top seed (set at the start)
    dropped_round INTEGER,                    -- left or dropped during this round: never paired after it
    PRIMARY KEY (tournament_id, user_id)
);
CREATE INDEX tournament_players_by_user ON tournament_players (user_id);

CREATE TABLE tournament_rounds (
    tournament_id TEXT NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    number INTEGER NOT NULL CHECK (number >= 1),
    started_at REAL NOT NULL,
    deadline REAL,                            -- past it an AI plays every seat still owing a move
    overdue INTEGER NOT NULL DEFAULT 0 CHECK (overdue IN (0, 1)),
    PRIMARY KEY (tournament_id, number)
);
CREATE INDEX tournament_rounds_due ON tournament_rounds (deadline) WHERE overdue = 0 AND deadline IS NOT NULL;

CREATE TABLE tournament_byes (
    tournament_id TEXT NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    round INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    PRIMARY KEY (tournament_id, round, user_id)
);

CREATE TABLE planned_tables (
    id INTEGER PRIMARY KEY,
    guild_id INTEGER NOT NULL,
    channel_id INTEGER NOT NULL,              -- the text channel whose thread it opens in
    game TEXT NOT NULL,
    name TEXT NOT NULL,                       -- the thread's name
    players TEXT NOT NULL,                    -- JSON [[user id, name], ...] in seat order
    options TEXT NOT NULL DEFAULT '{}',
    clock_seconds INTEGER,
    on_timeout TEXT NOT NULL,
    takebacks INTEGER NOT NULL CHECK (takebacks IN (0, 1)),
    tournament_id TEXT REFERENCES tournaments (id) ON DELETE CASCADE,  -- NULL: a pick-up game
    round INTEGER,
    number INTEGER,
    thread_id INTEGER,                        -- set once its thread exists
    session_id TEXT UNIQUE REFERENCES sessions (id),  -- set once its game exists (one game per table)
    greeted INTEGER NOT NULL DEFAULT 0 CHECK (greeted IN (0, 1)),  -- its players were told
    opener TEXT,                              -- the process opening it, until open_until
    open_until REAL,
    created_at REAL NOT NULL,
    UNIQUE (tournament_id, round, number)
);
CREATE INDEX planned_tables_to_open ON planned_tables (created_at) WHERE greeted = 0;
CREATE INDEX planned_tables_by_tournament ON planned_tables (tournament_id, round);

CREATE TABLE queue_entries (
    guild_id INTEGER NOT NULL,
    game TEXT NOT NULL,
    user_id INTEGER NOT NULL,
    name TEXT NOT NULL,
    channel_id INTEGER NOT NULL,              -- where they queued: the game opens in a thread of it
    min_players INTEGER NOT NULL,
    max_players INTEGER NOT NULL,
    clocks TEXT NOT NULL DEFAULT '[]',        -- JSON: the clock presets they accept ([]: any)
    joined_at REAL NOT NULL,
    expires_at REAL NOT NULL,
    PRIMARY KEY (guild_id, game, user_id)
);
CREATE INDEX queue_entries_expiring ON queue_entries (expires_at);
