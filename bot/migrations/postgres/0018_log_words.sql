-- As SQLite's 0018: each log line as a message, its id and arguments as JSON (NULL: English only).
ALTER TABLE log_lines ADD COLUMN words TEXT;
