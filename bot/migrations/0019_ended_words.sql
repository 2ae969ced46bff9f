-- Why a game ended, as a message (docs/localisation.md, "The games' words"): its id and arguments as JSON
-- beside ``ended_reason``'s English, so the reason reads in each reader's language. NULL: a game that
-- ended before reasons had words, shown in the English it was stored in.
ALTER TABLE sessions ADD COLUMN ended_words TEXT;
