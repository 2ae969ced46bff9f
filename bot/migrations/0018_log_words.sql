-- Each log line as a message (docs/localisation.md, "The games' words"): its id and arguments as JSON,
-- so that a game, live or finished, reads in each reader's language. NULL: a line only in English (one
-- stored before lines had words, or from a game not yet translated), shown as ``text``.
ALTER TABLE log_lines ADD COLUMN words TEXT;
