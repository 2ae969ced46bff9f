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
refusal-not-in-lobby = The game has already started.
refusal-game-busy = The game is busy; please try again.
refusal-command-out-of-date = That command has changed since Discord last showed it to you. Please try again in a few minutes (restarting your Discord app helps).
refusal-tournament-not-found = There is no tournament here. An organiser starts one with /tournament-new.
refusal-not-organiser = Only the tournament's organiser (or a server manager) can do that.
refusal-not-in-tournament = You are not playing in this tournament.
refusal-signup-closed = Sign-up for this tournament has closed.
refusal-kept-by-ai = An AI plays your seat until this table ends.
refusal-no-such-game = There is no game with the id “{ $game }” here.
refusal-game-not-started = The game has not started yet.
refusal-board-unreadable = This game's board could not be read.
refusal-game-over = This game is over.
# $reason: why it ended (table.ftl's ended-…, or a game's result).
refusal-game-over-because = This game is over. { $reason }

## The coach, a game's log, replay and review (learning.ftl, past.ftl).
refusal-hints-off = Hints are off in this game: the host allows them in the lobby, before the start.
refusal-hint-not-playing = This game is not being played now.
refusal-hint-not-a-player = Hints are for the players of this game.
refusal-hint-not-your-turn = A hint is for the player whose turn it is: ask again when it is yours.
refusal-coach-off = The AI coach is not running here.
refusal-hints-tournament = Hints are not allowed at a tournament's tables: their results count.
refusal-hints-host = Only the host can allow hints.
refusal-hints-started = Hints are allowed or not before the game starts.
refusal-practice-players = { $title } is played by { $least } to { $most } players.
refusal-log-empty = Nothing has happened in this game yet.
refusal-log-no-page = That page is not in the log, which has { $pages ->
    [one] 1 page
   *[other] { $pages } pages
}.
refusal-not-in-replay = That step is not in this replay.
refusal-replay-running = That game is still being played: its replay opens when it ends. /game log shows what has happened so far.
refusal-replay-never-started = That game never started, so there is nothing to replay.
refusal-replay-not-yours = Only the people who played this game can see their own hands in its replay.
refusal-not-replayable = This game cannot be replayed: it was played by an older version of the bot.
refusal-review-finished-only = A review is made once a game has finished.
refusal-review-running = That game is still being played: its review is made once it has finished.
refusal-review-unfinished = That game did not finish, so there is no review of it.
refusal-reviews-off = Reviews are not made here: the AI coach is not running.
refusal-review-not-yours = Only the people who played this game have decisions to look at in its review.
refusal-review-no-page = That page is not in your review.
refusal-no-game-here = There is no game in this channel. Start one with /game new.
refusal-nothing-to-decide = You have nothing to decide now.
# A move made whose board Discord was slow to show.
play-shown-soon = Your move is made. Discord was slow to show it; the board shows it in a moment.
# A click on a component the bot does not know (another bot's, or a forged one).
refusal-not-my-button = That button is not one of mine, or it is broken.
