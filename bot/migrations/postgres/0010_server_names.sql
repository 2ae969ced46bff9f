-- The web companion's server page names its server: the same column as SQLite's 0010 (see there).
ALTER TABLE web_guilds ADD COLUMN name TEXT;
