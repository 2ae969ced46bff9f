"""The Discord features, one package each. A feature package holds its cog (the handlers, and the
receivers of its components), its ``/game`` subcommands or commands of its own, its components and its
messages, and registers them itself when it loads (``bot.discordside.feature.Feature``). Features talk to
each other only through the services below them, never directly.

Adding a feature: its package, and one line in ``FEATURES``.
"""

from __future__ import annotations

FEATURES = (
    "cogs.tables",  # lobbies and tables: /game new, join, leave, start, status, abandon, ai; Rematch
    "cogs.play",  # moves, Take back, Show my hand, close-ups; /game hand
    "cogs.rules",  # /game rules, /game card
    "cogs.past",  # /game log, /game replay, /game review; a finished game's review
    "cogs.clocks",  # /game away, return, pause, resume; Agree to pause
    "cogs.players",  # /game mine, digest, stats, leaderboard
    "cogs.learning",  # Hint, /game learn and practice lessons
    "cogs.settings",  # /settings
    "cogs.queue",  # /game queue, /game unqueue; the queue's tables and time limits
    "cogs.tournament",  # /tournament-new, /tournament; tournaments conducted round after round
    "cogs.admin",  # /tabletop
)
