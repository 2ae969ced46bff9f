-- As SQLite's 0002: the state step the newest board shows (a PostgreSQL database starts empty, so there
-- is nothing to take as shown).
ALTER TABLE sessions ADD COLUMN published_step INTEGER;
