-- As SQLite's 0017: each table's language, and a server's language as an admin chose it.
ALTER TABLE sessions ADD COLUMN language TEXT;

CREATE TABLE server_languages (
    guild_id BIGINT PRIMARY KEY,
    language TEXT NOT NULL,
    updated_at DOUBLE PRECISION NOT NULL
);
