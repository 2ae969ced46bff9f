# Tournaments and the queue: what is said to one person (by DM, or privately).

withdrawal-absent-dm = ⌛ You missed { $missed ->
    [one] { $missed } turn
   *[other] { $missed } turns
} in { $name }, so you are withdrawn from its next rounds: an AI finishes your tables. To play on, use /tournament join in the tournament's thread before the next round is paired.
queue-wait-over = Your wait in the queue for { $title } is over: no table filled in time. /game queue again any time.
queue-table-found = The queue found your table of { $title } with { $names }: { $where }
queue-table-ready = A table of { $title } is ready: { $names }. Opening it now…
queue-game-here = Your game of { $title } is here: { $where }
