"""Discord cogs: the slash commands (games.py) and server-admin commands (admin.py)."""
