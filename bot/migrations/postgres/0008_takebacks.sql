-- Take-backs (issue 27). A take-back is an action of its own, appended like a move: ``undoes`` holds the
-- decision number (``n``) of the same seat's move it takes back; NULL for a move. The session keeps
-- whether its host allows take-backs, and the moves that could still be taken back: those since the last
-- move that revealed something (JSON, rebuilt from the log when missing).
ALTER TABLE actions ADD COLUMN undoes INTEGER;
ALTER TABLE sessions ADD COLUMN takebacks INTEGER NOT NULL DEFAULT 1;
ALTER TABLE sessions ADD COLUMN undo_window TEXT;
