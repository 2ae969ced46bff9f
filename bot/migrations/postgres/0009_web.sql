-- The web companion (issue 28, docs/web.md); the same tables as SQLite's 0009 (see there), with
-- PostgreSQL's types, and a notification on commit for the pages that follow a game live.
CREATE TABLE web_secret (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    secret TEXT NOT NULL,
    created_at DOUBLE PRECISION NOT NULL
);

CREATE TABLE web_guilds (
    guild_id BIGINT PRIMARY KEY,
    enabled INTEGER NOT NULL CHECK (enabled IN (0, 1)),
    epoch INTEGER NOT NULL CHECK (epoch >= 0),
    updated_at DOUBLE PRECISION NOT NULL
);

CREATE INDEX results_by_guild ON results (guild_id, finished_at);

-- Every change of a game moves its session's version (SessionStore.commit). This trigger tells whoever
-- listens (the web companion, in any process) which game changed, when the change commits: NOTIFY is
-- delivered at COMMIT, and not at all after a ROLLBACK. It costs the commit no round trip. Changes that
-- move no version (the board message shown, a claim) notify nobody.
CREATE FUNCTION tabletop_notify_session() RETURNS trigger AS $$
BEGIN
    PERFORM pg_notify('tabletop_session', NEW.id);
    RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER sessions_notify_change AFTER UPDATE ON sessions
    FOR EACH ROW WHEN (OLD.version IS DISTINCT FROM NEW.version)
    EXECUTE FUNCTION tabletop_notify_session();
