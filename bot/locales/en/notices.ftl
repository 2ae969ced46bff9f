# What the bot tells one person about their games, by direct message (or, when their DMs are closed, in
# the game's channel, addressed to them): bot/discordside/notifier.py, inbox.py, bursts.py, tableopener.py.
# $link is a link to the board (it may be empty); $ends and $when are Discord timestamps, which each
# reader's Discord app writes in their own language; $server is the server's name or words of its own.

notice-as-written = { $text }
notice-in-dms = DMs
notice-a-server = a server
notice-to = { $user }, { $line }
notice-your-move = 🔔 It's your move in **{ $title }** ({ $server }). { $link }
notice-table-open = 🏁 Your table is open: a game of { $title }. { $where }
notice-tournament-table-open = 🏁 Your table of { $name } is open: a game of { $title }. { $where }
notice-waited = 🔔 **{ $title }** ({ $server }) has waited { $waited } for your move. { $link }

## Reminders of a turn clock.

notice-nudge = ⏰ { $title } is waiting for your move. { $link }
notice-half-time = ⏳ Half your time for your move in { $title } is gone: it runs out { $ends }, then { $then }. { $link }
notice-nearly-out = ⏰ Your time for your move in { $title } runs out { $ends }; then { $then }. { $link }
notice-then-move = an AI makes that move
notice-then-skip = the player passes where the rules allow (otherwise an AI moves)
notice-then-stand-in = an AI plays the seat until the player returns

## What waited through their quiet hours, summed up when they end: one line per game.

notice-while-quiet = { $start ->
    [none] 🌙 While you were quiet: { $line }
   *[other] 🌙 While you were quiet ({ $start }–{ $end }): { $line }
}
notice-summed = **{ $title }** ({ $server }): { $said } { $link }
notice-summed-turn = your move since { $at }
notice-summed-half = half your time was gone at { $at }
notice-summed-final = your time was nearly out at { $at }
notice-summed-reminder = it waited for your move at { $at }
notice-summed-private = your hand changed
notice-played-move = your time ran out at { $at }, and an AI moved for you
notice-played-skip = your time ran out at { $at }, and you passed (or an AI moved where there was no pass)
notice-played-stand-in = your time ran out at { $at }, and an AI plays your seat until you come back (/game return)
notice-ended = the game has ended
notice-ends = time runs out { $when }

## The one DM that lists all of a person's games (for those who chose it in /settings).

inbox-head = 📬 **Your games**: { $waiting } of { $running ->
    [one] { $running } running game
   *[other] { $running } running games
} waiting for you (updated { $updated })
inbox-new = 🆕 { $line }
inbox-more-news = { $count ->
    [one] 🆕 …and { $count } more update.
   *[other] 🆕 …and { $count } more updates.
}
inbox-your-move = 🔔 your move
inbox-runs-out = time runs out { $when }
inbox-waiting-for = waiting for { $names }
inbox-waiting-for-nobody = waiting for nobody
inbox-in-lobby = in the lobby
inbox-paused = paused
inbox-no-game = No running game.

## /game mine: a person's games, and the daily digest.

mine-no-game = You are not in any game. Start one with /game new.
mine-title = Your games
mine-count = { $games ->
    [one] { $games } game
   *[other] { $games } games
}; { $waiting ->
    [0] none is waiting for you.
   *[other] { $waiting } waiting for you.
}
mine-more = { $count ->
    [one] And { $count } more game.
   *[other] And { $count } more games.
}
digest-on = 📬 Once a day I will DM you the games waiting for your move (none waiting: no message). /game digest on:False stops it.
digest-off = The daily digest is off.
digest-head = 📬 { $count ->
    [one] { $count } game waiting for your move:
   *[other] { $count } games waiting for your move:
}
digest-game = • { $title } { $link }
digest-game-due = • { $title }, time runs out { $when } { $link }

## The same, in the game's channel (in the table's language), mentioning the person ($user).

ping-waited = 🔔 { $user }, { $title } has waited { $waited } for your move. { $link }
ping-nudge = ⏰ { $user }, { $title } is waiting for your move. { $link }
ping-half-time = ⏳ { $user }, half your time for this move in { $title } is gone: it runs out { $ends }. { $link }
ping-nearly-out = ⏰ { $user }, your time in { $title } runs out { $ends }; then { $then }. { $link }
# The first ping of several at once: how many other games wait for the same person.
ping-also-waiting = { $ping } (also waiting for you: { $others ->
    [one] { $others } other game
   *[other] { $others } other games
}; see /game mine)
