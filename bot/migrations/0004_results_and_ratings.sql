-- Results and ratings (issue 13, point 6; docs/ratings.md). A finished game's result is written by the
-- same commit that finishes it, so it exists exactly once. Ratings are then brought up to date from the
-- results not yet applied, in finishing order, in one transaction that also marks them applied
-- (Storage.rate_pending): a crash between the two leaves the game waiting, never lost or counted twice.
-- Abandoned games have no result. Games finished before this migration have none either.

CREATE TABLE results (
    seq INTEGER PRIMARY KEY,                  -- finishing order: ratings take games in this order
    session_id TEXT NOT NULL UNIQUE REFERENCES sessions (id) ON DELETE CASCADE,
    game TEXT NOT NULL,
    guild_id INTEGER,                         -- NULL outside a server: only in everyone's figures
    finished_at REAL NOT NULL,
    rated INTEGER NOT NULL CHECK (rated IN (0, 1)),    -- whether it moves ratings (bot/ratings.py decides)
    applied INTEGER NOT NULL CHECK (applied IN (0, 1)) -- 1 once ratings include it (an unrated game: at once)
);
CREATE INDEX results_to_apply ON results (seq) WHERE applied = 0;
CREATE INDEX results_by_game ON results (game, guild_id);

CREATE TABLE seat_results (
    session_id TEXT NOT NULL REFERENCES results (session_id) ON DELETE CASCADE,
    seat INTEGER NOT NULL CHECK (seat >= 0),
    user_id INTEGER,                          -- NULL for an AI seat
    name TEXT NOT NULL,                       -- the seat's name when the game ended
    place INTEGER NOT NULL CHECK (place >= 1),  -- 1 is first; equal places tied
    won INTEGER NOT NULL CHECK (won IN (0, 1)),
    score REAL,                               -- the game's own points
    PRIMARY KEY (session_id, seat)
);
CREATE INDEX seat_results_by_user ON seat_results (user_id) WHERE user_id IS NOT NULL;

CREATE TRIGGER seat_results_are_final BEFORE UPDATE ON seat_results
BEGIN
    SELECT RAISE(ABORT, 'a game''s result is final');
END;

-- One rating per pool, game and person. A pool is a guild id, or 0 for everyone (a guild id is never 0).
CREATE TABLE ratings (
    scope INTEGER NOT NULL,
    game TEXT NOT NULL,
    user_id INTEGER NOT NULL,
    mu REAL NOT NULL,
    sigma REAL NOT NULL CHECK (sigma > 0),
    games INTEGER NOT NULL CHECK (games >= 1),  -- rated games behind it
    rating REAL NOT NULL,                     -- the cautious figure shown and sorted by (mu - 3 sigma)
    updated_at REAL NOT NULL,
    PRIMARY KEY (scope, game, user_id)
);
CREATE INDEX ratings_leaderboard ON ratings (scope, game, rating);
