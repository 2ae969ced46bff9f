"""Per-game component entries for the player guides (see bot/guide.py): one module per game key."""
