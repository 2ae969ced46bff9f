# Playing in a terminal (python -m bot play): the frame around a game's own words.

terminal-player = Player { $number }
terminal-ai = AI { $number }
terminal-title = { $players ->
    [one] { $title }, { $players } player.
   *[other] { $title }, { $players } players.
}
terminal-seat = { $you ->
    [true] {"  "}Seat { $number }: { $name } (you)
   *[false] {"  "}Seat { $number }: { $name } ({ $ai })
}
terminal-intro = { $rules ->
    [true] { $cards ->
        [true] Type the number of a choice to take it. Type 'help' (or '?') at any time to see what else you can type (the rules, what a card says and the board).
       *[false] Type the number of a choice to take it. Type 'help' (or '?') at any time to see what else you can type (the rules and the board).
    }
   *[false] Type the number of a choice to take it. Type 'help' (or '?') at any time to see what else you can type (the board).
}
terminal-public-board = Public board
terminal-board-of = Board as seen by { $name }
terminal-no-board = ({ $title } has no text board yet; here is what you can see.)
terminal-board-failed = (The board could not be drawn: { $error }.)
terminal-to = [to { $name }]
terminal-secret = { $name } makes a secret choice.
terminal-decision = Your decision
terminal-decision-of = Your decision, { $name } (seat { $number })
terminal-decision-continued = Your decision, continued (b = board)
terminal-prompt = Your choice ({ $numbers }, b = board, h = hint, ? = help, q = quit):{" "}
terminal-choices = Choices:
terminal-please-type = { $count ->
    [one] please type 1, your only choice
   *[other] please type a number from 1 to { $count }
}
terminal-please-type-first = { $count ->
    [one] Please type 1, your only choice.
   *[other] Please type a number from 1 to { $count }.
}
terminal-no-choice = There is no choice { $number }; { $please }.
terminal-not-understood = I did not understand { $answer }; { $please }, or ? for help.
terminal-input-ended = The input ended, so the game stops here.
terminal-left = You left the game.
terminal-goodbye = { $why } Goodbye.
terminal-interrupted = Interrupted (Ctrl-C): the game was left unfinished. Goodbye.
terminal-refused = That move was refused: { $why }
terminal-stopped = The game was stopped after { $decisions } decisions without an end.
terminal-game-over = Game over. { $summary }
terminal-score = { $name } { $score }
terminal-scores = Scores: { $scores }.
terminal-seed = (Seed { $seed }: replay this game with --seed { $seed }.)
terminal-ai-kind = AI: { $kind }
