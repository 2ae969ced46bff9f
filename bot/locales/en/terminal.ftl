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

# The terminal's help (`help` or `?`): what can be typed, each key beside what it does.
terminal-help-title = You can type:
terminal-help-choose-key = { $count ->
    [one] 1
   *[other] 1 to { $count }
}
terminal-help-choose = take that choice
terminal-help-board = show the board and your choices again
terminal-help-hint = a hint: the AI's best choices for you now, each with its chance to win
terminal-help-undo = take back your last move (not after another player decides or something hidden is revealed; alone against AIs, their replies go with it)
terminal-help-rules = the rules, and the options chosen for this game
terminal-help-card-key = card <name>
# $kinds: the kinds of things the guide describes, one of each ("card or term"); every kind's noun
# starts with a consonant (guide-kind-noun).
terminal-help-card = read about a { $kinds }, e.g. card { $example }
terminal-help-what-is-key = what is <name>
terminal-help-what-is = the same; part of the name is enough
# $kinds: "cards and terms".
terminal-help-cards = the names of all the { $kinds }
terminal-help-quit = leave the game
terminal-help-help-key = ? or help
terminal-help-help = this list

# The rules (`rules`), printed whole.
terminal-rules-none = There are no rules to show for { $game } here yet.
terminal-rules-title = ===== { $game }: the rules =====
terminal-rules-page = --- { $title } ---
terminal-rules-entries = The { $kinds } are not listed here: type 'cards' for their names and 'card <name>' to read about one.
terminal-rules-end = ===== End of the rules: your decision is still open. =====

# The names to look up (`cards`), one kind a line: $heading is the kind's name for one, $title for several.
terminal-entries-none = There are no cards to look up for { $game } here yet.
terminal-entries-kind = { $count ->
    [one] { $heading }: { $names }.
   *[other] { $title }: { $names }.
}
terminal-entries-read = Type 'card <name>' to read one.
# A look-up (`card <name>`).
terminal-entry-heading = { $kind }: { $name }
terminal-lookup-nothing = Nothing called “{ $query }”. Type 'cards' for all the names.
# $what: the kind of what matched, counted ("3 cards"), or terminal-lookup-names.
terminal-lookup-several = “{ $query }” matches { $count } { $what }: { $names }. Type more of the name.
terminal-lookup-names = { $count ->
    [one] name
   *[other] names
}
terminal-lookup-more = { $count } more

# A hint (`h`): the AI coach's best choices by their numbers.
terminal-hint-only = Hint: { $number } is your only choice.
terminal-hint-title = Hint (the AI, from what you can see):
terminal-hint-choice = {"  "}Its choice: { $number }.
terminal-hint-lean = {"  "}It leans to { $number }, but a second search did not put it first: a lean, not a verdict.
# $numbers: the choices it rates alike ("1 and 2"), $count how many.
terminal-hint-tie = {"  "}It cannot tell { $numbers } apart: { $count ->
    [2] either
   *[other] each
} is as good as it can see.
terminal-hint-points = expected score { $points }
# $chance: coach-chance ("48%").
terminal-hint-chance = chance to win { $chance }
terminal-hint-line = { $behind ->
    [true] {"  "}{ $number }. { $choice }: { $value }, behind the first.
   *[false] {"  "}{ $number }. { $choice }: { $value }.
}
# A choice's line and why the coach likes it (learning.ftl's coach-reason).
terminal-hint-why = { $line } { $reason }
terminal-hint-cut-short = {"  "}(Cut short: the machine is busy, so these numbers are rougher than usual.)

# A game set up from the command line that cannot be played as asked (python -m bot play …).
terminal-setup-no-first = In { $game } nobody chooses the first player, so --first does not apply.
terminal-setup-first-range = --first must be between 1 and { $count }.
terminal-setup-ai-range = --ai must be between 0 and { $count }.
terminal-setup-seat-range = --seat must be between 1 and { $count }.
# $low and $high: how many may play ($same: they are the same number); $count: how many were asked for.
terminal-setup-players = { $same ->
    [true] { $game } is played by exactly { $low } players, not { $count }.
   *[false] { $game } is played by { $low } to { $high } players, not { $count }.
}
# $known: the options' names, as typed.
terminal-setup-no-option = { $game } has no option called “{ $name }”. Its options are { $options ->
    [0] none
   *[other] { $known }
}; `python -m bot play { $key } --help` says what each does.
terminal-setup-bad-value = “{ $typed }” is not a value this option takes: type { $values }.
terminal-setup-bad-value-plain = “{ $typed }” is not a value this option takes.
