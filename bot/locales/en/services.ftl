# What the services answer a player: refusals of lobby, clock, move and queue actions (bot/services,
# bot/session), each a sentence said privately to whoever asked. Seats are { $seat } arguments, filled
# with the player's name; a user's own text comes cut short, and each language quotes it.

## Opening a table (bot/session/errors.py, bot/services/lobby.py).
refusal-channel-busy = This channel already has { $lobby ->
        [true] an open lobby for
       *[false] a game of
    } { $game }. Finish or abandon it before starting another.
refusal-lobby-full = This game is full: { $game } takes at most { $most } players.
refusal-not-enough-players = { $game } needs at least { $least } players; { $seated ->
        [one] { $seated } is
       *[other] { $seated } are
    } seated.
refusal-unknown-game = There is no game called “{ $name }” here.
refusal-saved-by-newer-version = This game of { $game } was saved by a newer version of the bot; it continues once that version runs again.
refusal-not-started-yet = This game has not started yet.
refusal-no-board-yet = This game has no board yet.
refusal-rematch-unfinished = A rematch is for a game that has finished.
refusal-rematch-not-a-player = Only the game's players can ask for a rematch.

## The lobby's seats and settings (bot/services/lobby.py, lobbysettings.py, cogs/tables/lobbyactions.py).
refusal-no-such-ai = There is no AI player called “{ $name }”.
refusal-no-such-seat = There is no seat { $seat }.
refusal-remove-own-seat = You cannot remove your own seat; leave the game instead.
refusal-no-such-option = { $game } has no option called “{ $name }”; its options are { $known }.
refusal-seat-order-incomplete = That seat order does not name every seat exactly once.
refusal-seat-order-invalid = That seat order is not valid.
refusal-option-value-invalid = That option value is not valid.
refusal-setting-invalid = That turn clock is not valid.
refusal-clock-host = Only the host can set the turn clock.
refusal-clock-started = The turn clock is set before the game starts.
refusal-takebacks-host = Only the host can choose whether moves may be taken back.
refusal-takebacks-started = Take-backs are allowed or not before the game starts.

## Ending a table, or handing a seat to an AI (bot/services/lobby.py).
refusal-abandon-tournament-table = Only a server manager can abandon a tournament's table.
refusal-abandon-host = Only the host or a server manager can abandon this game.
refusal-ai-seat-tournament-table = Only a server manager can hand a seat of a tournament's table to an AI.
refusal-ai-seat-host = Only the host or a server manager can hand a seat to an AI.
refusal-seat-already-ai = { $seat } is already played by an AI.

## Turn clocks (bot/session/turnclock.py): the names of the presets and what a timeout does, as the lobby's
## menu shows them, and the refusals of a clock typed or chosen.
clock-preset = { $preset ->
        [live] live: 3 minutes a move
        [daily] daily: 24 hours a move
        [relaxed] relaxed: 72 hours a move
       *[none] no clock
    }
clock-timeout = { $timeout ->
        [skip] the player passes if allowed, else an AI moves
        [stand_in] an AI plays the seat until the player returns
       *[move] an AI makes that move
    }
refusal-no-such-clock = There is no clock called “{ $name }”; choose live, daily, relaxed or none.
refusal-clock-format = Give the clock as a number and a unit, such as "90m", "36h" or "2d" (1 minute to 14 days).
refusal-clock-range = A turn clock can be from 1 minute to 14 days.
refusal-timeout-unknown = That is not something a timeout can do.

## Timeouts, pauses and vacations (bot/services/clocks.py).
refusal-already-ai = An AI already plays that seat.
refusal-pause-host = Only the host can pause the game.
refusal-already-paused = The game is already paused.
refusal-pause-not-asked = Nobody has asked to pause this game.
refusal-pause-agreed = You have already agreed; waiting for the others.
refusal-resume-host = Only the host can resume the game.
refusal-not-paused = The game is not paused.
refusal-vacation-length = A vacation is 1 to { $most } days.
refusal-vacation-used = Vacations are at most { $most } days in { $window }; you have { $left ->
        [0] none left.
        [one] { $left } day left.
       *[other] { $left } days left.
    }

## Moves and take-backs (bot/services/moves.py, bot/session/takebacks.py).
refusal-stale-waiting = That button is from an earlier turn. { $waiting }
refusal-welcome-back = Welcome back: you play your seat again. { $refusal }
refusal-unknown-move = That is not a move this game knows.
refusal-seat-not-a-person = That seat is not a person's.
refusal-seat-not-ai = That seat is not played by an AI.
refusal-takebacks-off = The host turned take-backs off for this game.
refusal-takeback-stale = That button is from an earlier turn: your move has changed since.
refusal-takeback-ai-seat = An AI plays your seat now, so your moves stay.
refusal-takeback-unreplayable = This move cannot be taken back.
refusal-takeback-nothing = You have no move to take back: a move stays once another player has decided after it, or once something hidden has been revealed.
refusal-takeback-decided-since = { $seat } has decided since, so your move stays.
refusal-takeback-made-for-you = That move was made for you, so it stays.

## The queue (bot/services/matchmaker.py, bot/session/matchmaking.py).
refusal-queue-never-fills = { $game } needs { $least } players and this server has only { $members ->
        [one] { $members } member
       *[other] { $members } members
    }, so the queue could never fill. Ask for fewer players, or invite more people.
refusal-not-queued = You are not in this server's queue.
refusal-not-queued-for = You are not in this server's queue for { $game }.
refusal-queue-range = This game is played by { $least } to { $most }; ask for counts in that range.
refusal-queue-fewest = The fewest players you accept must not be more than the most.
refusal-queue-solo = The queue makes tables of two or more; play a solo game with /game new.
refusal-queue-wait = Wait from 1 minute to 7 days, written like "90m", "3h" or "2d".

## A tournament's table (bot/services/openings.py).
refusal-table-not-opened = This table could not be opened.
