-- Tournaments a community runs for weeks (docs/tournaments.md): how a Swiss round is paired ('dutch':
-- two-player tables, score groups' top halves against their bottom halves; 'topdown': tables filled from
-- the top, as every tournament before this migration was), what a bye is worth, the calendar of rounds'
-- start times (JSON; NULL: a round opens as soon as the one before ends), how many missed turns withdraw a
-- player (NULL: never, as before), and whether players may join after the start.
ALTER TABLE tournaments ADD COLUMN pairing TEXT NOT NULL DEFAULT 'topdown' CHECK (pairing IN ('dutch', 'topdown'));
ALTER TABLE tournaments ADD COLUMN bye_points REAL NOT NULL DEFAULT 0.5 CHECK (bye_points IN (0, 0.5, 1));
ALTER TABLE tournaments ADD COLUMN calendar TEXT;
ALTER TABLE tournaments ADD COLUMN withdraw_after INTEGER CHECK (withdraw_after IS NULL OR withdraw_after >= 1);
ALTER TABLE tournaments ADD COLUMN late_join INTEGER NOT NULL DEFAULT 0 CHECK (late_join IN (0, 1));
-- When the next round starts, once the one before has ended (its calendar's time); NULL: not waiting.
ALTER TABLE tournaments ADD COLUMN next_round_at REAL;
-- A player's missed turns (timeouts at their tables), why they stopped being paired ('left', 'dropped' by
-- the organiser, 'absent': withdrawn for missed turns, who may come back before the next pairing), and the
-- round before which a late joiner joined (0: before the start).
ALTER TABLE tournament_players ADD COLUMN missed INTEGER NOT NULL DEFAULT 0;
ALTER TABLE tournament_players ADD COLUMN withdrawn TEXT CHECK (withdrawn IS NULL OR withdrawn IN ('left', 'dropped', 'absent'));
ALTER TABLE tournament_players ADD COLUMN joined_round INTEGER NOT NULL DEFAULT 0;
-- A player withdrawn for missed turns has been told (by DM, and in the tournament's thread).
ALTER TABLE tournament_players ADD COLUMN told INTEGER NOT NULL DEFAULT 0 CHECK (told IN (0, 1));
-- A cancelled tournament's running tables end with it; each table's thread is told why, once.
ALTER TABLE planned_tables ADD COLUMN closed INTEGER NOT NULL DEFAULT 0 CHECK (closed IN (0, 1));
