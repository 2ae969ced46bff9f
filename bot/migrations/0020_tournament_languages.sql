-- Each tournament's language (docs/localisation.md, "Whose language"): fixed when it is created, what its
-- posts, threads and tables are written in. NULL: a tournament from before they had languages (English).
ALTER TABLE tournaments ADD COLUMN language TEXT;
-- Why it ended as a message (its id and arguments, JSON), beside ``ended_reason``'s English: said in the
-- tournament's language. NULL: only the English.
ALTER TABLE tournaments ADD COLUMN ended_words TEXT;
