# What everyone at a table reads, in the table's language (docs/localisation.md, "Whose language"): the
# board's own buttons and menus (a button's label has at most 80 characters, a placeholder 150; names up
# to 32 characters go in them).

board-show-hand = Show my hand
board-hint = Hint
board-take-back = Take back ({ $name })
board-close-up = Close-up
board-look-closer = Look closer…
board-choose = Choose a move
board-choose-page = Choose a move ({ $page }/{ $pages })
board-choose-yours = { $name }: choose your move
board-rematch = Rematch
board-review = Review
board-mistake = Mistake { $number }

## The board's own words around the game's.

board-field-clock = Turn clock
board-field-events = Last events
board-replay-command = Replay: /game replay id:{ $id }
# $count: how many players are named (a language may need it: German says "du" to one and "ihr" to several).
board-choose-privately = { $count ->
    [one] { $names }: choose your move with "Show my hand".
   *[other] { $names }: choose your moves with "Show my hand".
}
board-your-move = { $count ->
    [one] { $mentions }, it's your move in { $title }.
   *[other] { $mentions }, it's your move in { $title }.
}
board-link-watch = Watch
board-link-replay = Replay
board-paused = ⏸ Paused by agreement: no clock runs. The host resumes it with /game resume.
board-pause-asked = ⏸ The host asked to pause the game; waiting for the others to agree.
board-stand-in = 🤖 An AI plays for { $name } until they return (/game return).
board-away = 🏖 { $name } is away until { $until }.
board-runs-out = ⏳ { $name }: time runs out { $when }.

## A finished game's result, under its last board (the game's own summary is still English).

result-head = **{ $title }: game over.** { $summary }
result-practice = A practice game, with the AI's hints: not rated.
result-hints = Played with the AI's hints allowed: not rated.

## A seat's private view ("Show my hand", and its DMs), in its reader's language.

private-title = { $title }: your view ({ $name })
private-no-hidden = { $title } has no hidden cards: everything is on the board.
private-game-over = This game of { $title } is over: nothing is hidden any more, the board shows it all.
private-your-choice = **Your choice:**
private-your-move = It's your move: choose on the board.
private-field-board = Board
private-go-to-game = [Go to the game]({ $link })
private-take-back = Take back my move
private-welcome-back = Welcome back: you play your seat again.

## Lines the host writes in a game's log, beside the game's own (seats' names are filled in after).

table-log-stand-in = ⌛ { $seat }'s time ran out: an AI plays for them until they return (/game return).
table-log-back = { $seat } is back and plays their seat again.
table-log-paused = ⏸ The game is paused; its clocks stop.
table-log-pause-agreed = ⏸ Everyone agreed: the game is paused.
table-log-resumed = ▶ The game goes on; its clocks run again.
table-log-left = { $seat } left the game; an AI plays their seat now.
table-log-ai-seat = An AI plays { $seat }'s seat now.
table-log-timed-out-pass = ⌛ { $seat }'s time ran out: they pass.
table-log-timed-out-ai = ⌛ { $seat }'s time ran out: an AI made the move for them.
table-log-took-back = { $partial ->
    [true] { $seat } took back the last step of their move.
   *[false] { $seat } took back their move.
}
table-log-took-back-replies = { $partial ->
    [true] { $replies ->
        [one] { $seat } took back the last step of their move and the reply of { $who } since.
       *[other] { $seat } took back the last step of their move and the replies of { $who } since.
    }
   *[false] { $replies ->
        [one] { $seat } took back their move and the reply of { $who } since.
       *[other] { $seat } took back their move and the replies of { $who } since.
    }
}

## The turn clock, as the board and the lobby say it.

clock-none = No turn clock.
clock-sentence = { $per } a move{ $night ->
        [true] , not counting each player's quiet hours
       *[false] {""}
    }; on a timeout, { $timeout ->
        [skip] the player passes where the rules allow (otherwise an AI moves).
        [stand_in] an AI plays the seat until the player returns.
       *[move] an AI makes that move.
    }

# Why a game or a lobby ended (stored with it, said in each reader's language).
ended-host-cancelled = The host cancelled the lobby.
ended-host-left-lobby = The host left, so the lobby closed.
ended-everyone-left = Every player has left the game.
ended-no-players-left = No players are left in the game.
ended-abandoned-by = { $seat } abandoned the game.
ended-abandoned-by-admin = A server manager abandoned the game.
ended-saved-by-older-version = This game of { $game } was saved by an older version of the bot and cannot be continued, so it has ended.
ended-unreadable = This game of { $game } could not be read back from storage, so it has ended.
# The answer to /game abandon, in the channel: "Gentoo Rules: Ann abandoned the game."
table-abandoned = { $game }: { $reason }

# Pausing a game's clocks (/game pause, /game resume), in its channel.
pause-paused = ⏸ { $game } is paused: no clock runs until the host uses /game resume.
# $who: the players still to agree, mentioned; $button: pause-agree-button.
pause-asked = ⏸ { $host } asks to pause { $game }: its clocks stop once everyone agrees. { $who }, press **{ $button }** if you do.
pause-agree-button = Agree to pause
pause-everyone-agreed = ⏸ Everyone agreed: { $game } is paused. The host resumes it with /game resume.
pause-resumed = ▶ { $game } goes on: every clock runs again with the time it had left.
pause-withdrawn = The request to pause { $game } is withdrawn.
