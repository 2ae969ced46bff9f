"""The games this bot hosts: the registry (one line per game), what the bot knows of a game beyond its
rules (``GameSpec``), the player guide's model, and one package per game with its spec and guide entries."""
