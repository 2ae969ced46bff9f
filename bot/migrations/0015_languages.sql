-- Each person's language (docs/localisation.md): NULL follows their Discord language; otherwise one of the
-- languages the bot ships ('en', 'de', 'ja'), chosen in /settings.
ALTER TABLE users ADD COLUMN language TEXT;
-- Their Discord app's language as last seen with a click of theirs (Discord sends it with every
-- interaction, never otherwise): what their direct messages are written in when they chose none.
ALTER TABLE users ADD COLUMN discord_language TEXT;
