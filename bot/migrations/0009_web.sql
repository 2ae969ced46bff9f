-- The web companion (issue 28, docs/web.md). Its links are signed with one key: TABLETOP_WEB_SECRET, or,
-- when that is not set, the key generated once and kept here, so that every process of the bot signs and
-- checks alike. Each server has a switch (/tabletop web off|on): a server without a row has the companion
-- on. A link carries its server's epoch; turning the companion off counts the epoch up, so every link
-- handed out before stays dead, even once it is turned on again.
CREATE TABLE web_secret (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    secret TEXT NOT NULL,
    created_at REAL NOT NULL
);

CREATE TABLE web_guilds (
    guild_id INTEGER PRIMARY KEY,
    enabled INTEGER NOT NULL CHECK (enabled IN (0, 1)),
    epoch INTEGER NOT NULL CHECK (epoch >= 0),
    updated_at REAL NOT NULL
);

-- The server page lists a server's finished games, newest first.
CREATE INDEX results_by_guild ON results (guild_id, finished_at);
