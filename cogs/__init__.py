"""Discord cogs, one per feature, each small: the ``/game`` commands of opening tables (tables.py),
playing (play.py), the rules (rulebook.py), a game's past (past.py), clocks and vacations
(timekeeping.py), players and their records (players.py), and the server admins' ``/tabletop`` (admin.py).
"""
