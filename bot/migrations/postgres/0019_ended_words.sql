-- As SQLite's 0019: why a game ended, as a message in JSON beside its English (NULL: English only).
ALTER TABLE sessions ADD COLUMN ended_words TEXT;
