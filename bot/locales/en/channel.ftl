# The Discord side's own words: opening a game (here or in a thread), the table's commands' answers, the
# server admin's /tabletop panel, a slash command Discord sent in an older shape, and the gate's apologies.
# A private answer is in its reader's language; what is posted in a channel for everyone, in the table's.
# A button's label at most 80 characters, an embed's title 256.

## Opening a game: /game new, in a thread of the channel (cogs/tables, bot/discordside/threads.py).
channel-thread-not-opened = I could not open a thread for the game here ({ $forbidden ->
    [true] I lack a permission for it
   *[false] Discord refused
}). Try again, or use thread:False.
channel-lobby-not-posted = I could not post the lobby in its thread. Try again, or use thread:False.
channel-lobby-in-thread = { $game }: the lobby is open in { $thread }. Join the game there.
channel-lobby-slow = Done, but Discord was slow to show it: the lobby updates in a moment.
# $busy: why the channel is busy (a sentence of its own); $link: a link to that game.
channel-busy-here = { $busy } It is here: { $link }
channel-thread-in-dm = Games in direct messages cannot have threads.
channel-thread-in-thread = This is already a thread, and Discord has no threads in threads.
channel-thread-not-text = I can only open game threads in a text channel.
# $permissions: a list of Discord's permission names below.
channel-thread-permission = I need the { $permissions } permission in this channel to open a game thread.
channel-permission-create-public-threads = Create Public Threads
channel-permission-send-messages-in-threads = Send Messages in Threads
# $why: one of the four sentences above.
channel-thread-not-here = { $why } Leave thread out (or set it to False) to play here instead.

## The table's commands (cogs/tables/commands.py, bot/discordside/gamegroup.py).
channel-no-game = There is no game in this channel. Start one with /game new.
channel-not-started = The game in this channel has not started yet.
channel-no-seat = There is no seat { $seat }; this game has { $seats }.
channel-ai-plays = An AI now plays seat { $seat } ({ $name }).
channel-live-board = The live board: { $link }

## The queue (cogs/queue): what someone waiting accepts, and where it works.
channel-queue-in-a-server = The queue is a server's: use /game queue in a server's channel.
channel-unqueue-in-a-server = The queue is a server's: use /game unqueue in a server.
# $least, $most: how many players ($same: the same number); $clocks: the turn clocks accepted (a list of the
# names below), or $any.
channel-queue-accepted = { $same ->
    [true] { $least } players
   *[false] { $least } to { $most } players
}, { $any ->
    [true] any clock
   *[false] { $clocks } clock
}
channel-clock-live = live
channel-clock-daily = daily
channel-clock-relaxed = relaxed
channel-clock-none = none

## /tabletop: the server admin's panel (cogs/admin).
channel-web-in-a-server = This works in a server.
channel-web-on = The web pages are on in this server: boards carry a Watch button.
channel-web-off = The web pages are off in this server. New boards have no Watch button, and every link handed out here so far opens nothing, even if you turn them on again.
# A link button's label.
channel-server-games-link = This server's games
channel-games-in-a-server = This lists a server's games: use it in a server.
channel-games-none = No games are open in this server.
# The embed's title.
channel-games-title = Games in this server
# $status: lobby or running; $where: the channel; $players: a list of names (none: $count 0).
channel-games-line = **{ $title }** ({ $status ->
    [lobby] lobby
   *[running] running
}) in { $where }: { $count ->
    [0] no one yet
   *[other] { $players }
}
channel-games-more = …and more: the { $shown } oldest are shown.
# One line per game's queue: $people a list of channel-games-queued, $more how many are not named.
channel-games-queue = **{ $title }** queue: { $people }{ $more ->
    [0] {""}
   *[other] {" "}and { $more } more
}
channel-games-queued = { $name } ({ $accepted })

## A slash command Discord sent in an older shape, or one this person may not use (bot/discordside/commandtree.py).
# $option: an option's name (the catalogue quotes it); $expected: one of channel-expects-*.
channel-option-takes = The option “{ $option }” takes { $expected }.
channel-option-takes-old = The option “{ $option }” takes { $expected }. Your Discord app may show an older version of this command: restarting it helps.
channel-option-not-a-choice = “{ $value }” is not one of the choices for “{ $option }”. Your Discord app may show an older version of this command: restarting it helps.
# $range: one of channel-range-*.
channel-option-range = The option “{ $option }” takes { $range }.
channel-range-between = a number from { $least } to { $most }
channel-range-at-least = a number of at least { $least }
channel-range-at-most = a number of at most { $most }
channel-option-too-long = The option “{ $option }” is too long.
channel-option-too-short = The option “{ $option }” is too short.
channel-that-option-takes = That option takes { $expected }.
channel-expects-integer = a whole number
channel-expects-number = a number
channel-expects-string = text
channel-expects-boolean = yes or no
channel-expects-user = a member of this server
channel-expects-channel = a channel
channel-expects-role = a role
channel-expects-mentionable = a member or a role
channel-expects-attachment = a file
channel-expects-other = something else
channel-server-only = That command works only in a server channel.
channel-manage-server = You need the Manage Server permission for that.
channel-cannot-use = You can't use that command here.

## The gate (bot/discordside/gate.py), the board's and a private view's extras (bot/discordside/payloads.py).
channel-restarting = I'm restarting, so that was not taken. Please try again in a minute.
channel-went-wrong = Sorry, something went wrong on my side. The game is saved; try again or use /game status.
# Who a refusal names when it cannot say the name.
channel-another-player = another player
# A link button's label on a private view.
channel-open-in-browser = Open in browser
channel-no-close-ups = This game has no close-ups.
channel-close-up-gone = That close-up is no longer available.
# Posted in the table's channel when someone's DMs are closed; $mention pings them.
channel-dms-closed = { $mention }, I can't send you direct messages. Use the **Show my hand** button on the board (or `/game hand`) to see your cards and make your private choices.
