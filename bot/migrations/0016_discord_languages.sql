-- Each person's Discord app language as last seen with a click of theirs (Discord sends it with every
-- interaction, never otherwise): what their direct messages are written in when they chose no language.
ALTER TABLE users ADD COLUMN discord_language TEXT;
