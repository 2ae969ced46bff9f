-- As SQLite's 0015: each person's language (NULL: their Discord language).
ALTER TABLE users ADD COLUMN language TEXT;
