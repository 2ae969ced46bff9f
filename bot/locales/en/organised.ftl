# Tournaments and the queue: what is said to one person (by DM, or privately).

withdrawal-absent-dm = ⌛ You missed { $missed ->
    [one] { $missed } turn
   *[other] { $missed } turns
} in { $name }, so you are withdrawn from its next rounds: an AI finishes your tables. To play on, use /tournament join in the tournament's thread before the next round is paired.
queue-wait-over = Your wait in the queue for { $title } is over: no table filled in time. /game queue again any time.
queue-table-found = The queue found your table of { $title } with { $names }: { $where }
queue-table-ready = A table of { $title } is ready: { $names }. Opening it now…
queue-game-here = Your game of { $title } is here: { $where }
queue-waiting = { $updated ->
    [true] Your place was updated. You
   *[false] You
} are in the queue for { $title } ({ $accepted }) until { $until }; { $others ->
    [0] no one else is waiting
    [one] { $others } other waiting: { $names }
   *[other] { $others } others waiting: { $names }
}. The game starts as soon as enough people fit.
queue-left = You left the queue for { $titles }.

## /game away and /game return.

away-until = 🏖 You are away until { $until }: your clocks are paused in { $games ->
    [one] { $games } running game
   *[other] { $games } running games
}, and clocks that start meanwhile start when you are back. /game return ends it early.
away-not-away = You are not away, and no AI is playing for you.
away-clocks-run = your clocks run again
away-seats-again = you play your seat again in { $games ->
    [one] { $games } game
   *[other] { $games } games
}
away-welcome-back = Welcome back: { $what }.
