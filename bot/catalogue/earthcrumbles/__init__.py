"""As The Earth Crumbles as the bot hosts it: its ``SPEC`` (spec.py) and its player guide's entries (entries.py)."""
