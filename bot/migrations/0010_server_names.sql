-- The web companion's server page names its server (docs/web.md): the name the server had when the bot
-- last handed out a link to that page (/tabletop games, /tabletop web on, /game leaderboard). NULL until
-- then, and the page says "This server".
ALTER TABLE web_guilds ADD COLUMN name TEXT;
