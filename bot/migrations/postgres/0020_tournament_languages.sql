-- As SQLite's 0020: each tournament's language, and why it ended as a message.
ALTER TABLE tournaments ADD COLUMN language TEXT;
ALTER TABLE tournaments ADD COLUMN ended_words TEXT;
