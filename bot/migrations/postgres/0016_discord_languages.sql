-- As SQLite's 0016: each person's Discord language as last seen with a click.
ALTER TABLE users ADD COLUMN discord_language TEXT;
