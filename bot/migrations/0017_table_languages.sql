-- Each table's language (docs/localisation.md, "Whose language"): fixed when its lobby opens, what
-- everything public at the table is written in. NULL: a game from before tables had languages (English).
ALTER TABLE sessions ADD COLUMN language TEXT;

-- A server's language for its tables, as an admin chose it (/tabletop language); without a row, the
-- server's own language as Discord gives it (a Community server's), else English.
CREATE TABLE server_languages (
    guild_id INTEGER PRIMARY KEY,
    language TEXT NOT NULL,
    updated_at REAL NOT NULL
);
