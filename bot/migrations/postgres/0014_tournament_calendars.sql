-- Tournaments a community runs for weeks; the same as SQLite's 0014 (see there), with PostgreSQL's types.
ALTER TABLE tournaments ADD COLUMN pairing TEXT NOT NULL DEFAULT 'topdown' CHECK (pairing IN ('dutch', 'topdown'));
ALTER TABLE tournaments ADD COLUMN bye_points DOUBLE PRECISION NOT NULL DEFAULT 0.5 CHECK (bye_points IN (0, 0.5, 1));
ALTER TABLE tournaments ADD COLUMN calendar TEXT;
ALTER TABLE tournaments ADD COLUMN withdraw_after INTEGER CHECK (withdraw_after IS NULL OR withdraw_after >= 1);
ALTER TABLE tournaments ADD COLUMN late_join INTEGER NOT NULL DEFAULT 0 CHECK (late_join IN (0, 1));
ALTER TABLE tournaments ADD COLUMN next_round_at DOUBLE PRECISION;
ALTER TABLE tournament_players ADD COLUMN missed INTEGER NOT NULL DEFAULT 0;
ALTER TABLE tournament_players ADD COLUMN withdrawn TEXT CHECK (withdrawn IS NULL OR withdrawn IN ('left', 'dropped', 'absent'));
ALTER TABLE tournament_players ADD COLUMN joined_round INTEGER NOT NULL DEFAULT 0;
ALTER TABLE tournament_players ADD COLUMN told INTEGER NOT NULL DEFAULT 0 CHECK (told IN (0, 1));
ALTER TABLE planned_tables ADD COLUMN closed INTEGER NOT NULL DEFAULT 0 CHECK (closed IN (0, 1));
