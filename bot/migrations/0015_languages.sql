-- Each person's language (docs/localisation.md): NULL follows their Discord language; otherwise one of the
-- languages the bot ships ('en', 'de', 'ja'), chosen in /settings.
ALTER TABLE users ADD COLUMN language TEXT;
