# Refusals: one sentence each, answered privately to whoever asked (bot/session/errors.py).

refusal-refusal = That cannot be done now.
refusal-stale-action = That button is from an earlier turn.
refusal-not-a-player = You are not playing in this game.
refusal-not-your-seat = That button belongs to another player.
refusal-choose-seat = You hold several seats in this game; choose which one acts.
refusal-session-not-found = That game does not exist any more.
refusal-not-host = Only the host can do that.
refusal-already-joined = You have already joined this game.
refusal-game-not-running = This game is not running.
refusal-game-not-started = The game has not started yet.
refusal-board-unreadable = This game's board could not be read.
refusal-game-ended = { $has_reason ->
    [true] This game is over. { $reason }
   *[false] This game is over.
}
refusal-not-in-lobby = The game has already started.
refusal-game-busy = The game is busy; please try again.
refusal-command-out-of-date = That command has changed since Discord last showed it to you. Please try again in a few minutes (restarting your Discord app helps).
refusal-tournament-not-found = There is no tournament here. An organiser starts one with /tournament-new.
refusal-not-organiser = Only the tournament's organiser (or a server manager) can do that.
refusal-not-in-tournament = You are not playing in this tournament.
refusal-signup-closed = Sign-up for this tournament has closed.
refusal-kept-by-ai = An AI plays your seat until this table ends.
refusal-no-such-game = There is no game with the id “{ $game }” here.
