-- As SQLite's 0015: each person's language (NULL: their Discord language), and their Discord language as
-- last seen with a click.
ALTER TABLE users ADD COLUMN language TEXT;
ALTER TABLE users ADD COLUMN discord_language TEXT;
