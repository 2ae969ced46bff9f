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
terminal-not-understood = I did not understand “{ $answer }”; { $please }, or ? for help.
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
# A game whose hints name no best choice: the first is ahead of the others shown.
terminal-hint-lean-unclaimed = {"  "}It leans to { $number }: a lean, not a verdict.
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

# The command line of terminal play (python -m bot play --help, --list), in its player's language. The
# options' names (--players) and the commands stay as typed.
terminal-cli-usage = usage:{" "}
terminal-cli-summary = play a game in this terminal against AI players, or watch AIs play
terminal-cli-description = Play a full game in this terminal. You see only what your seat may see.
terminal-cli-examples = examples:
terminal-cli-example-against = you against two AI players
terminal-cli-example-watch = watch three AI players
terminal-cli-example-seat = sit in seat 2 of game 7
terminal-cli-example-list = the games and AI players available
terminal-cli-section-game = game
terminal-cli-section-options = options
terminal-cli-metavar-game = GAME
terminal-cli-metavar-name = NAME
terminal-cli-metavar-seconds = SECONDS
terminal-cli-metavar-option = NAME=VALUE
terminal-cli-metavar-language = LANGUAGE
terminal-cli-game = the game's key (see --list), for example gentoo
terminal-cli-help = show this help (after a game: that game's seats and options)
terminal-cli-list = list the games and AI players, then exit
terminal-cli-players = number of seats (default: 3 where the game allows)
terminal-cli-ai = how many seats AI players take (default: all but one; equal to --players to watch)
terminal-cli-seat = your seat, counted from 1 (default 1); with several humans, the first of theirs
terminal-cli-seed = the game's number, to play a game again (default: drawn at random)
terminal-cli-agent = the AI players: mcts (strong, the default), greedy or random (see --list)
terminal-cli-iterations = how far the strong AI looks ahead at each decision (default { $iterations }, about half a second): the same --seed and the same choices then replay the same game
terminal-cli-budget = seconds the strong AI thinks about each decision, instead of --iterations (a game then does not replay exactly)
terminal-cli-option = a game option, for example { $example } (repeatable)
terminal-cli-first = who goes first, counted from 1, in games where the host may choose (default: drawn at random)
terminal-cli-delay = pause this many seconds after each AI move
# $languages: the languages' codes, as typed ("en, de or ja").
terminal-cli-lang = the language the game speaks: { $languages } (default: your system's, else English)
terminal-setup-option-form = Options are written NAME=VALUE, not “{ $typed }”.

# A value the command line cannot take ($option: as typed, "--players"; $typed: what was typed).
terminal-cli-not-a-number = { $option } takes a whole number, not “{ $typed }”.
terminal-cli-not-seconds = { $option } takes a number of seconds (0 or more), not “{ $typed }”.
terminal-cli-not-a-language = --lang takes { $languages }, not “{ $typed }”.
terminal-cli-unknown-arguments = { $count ->
    [one] “{ $typed }” means nothing to python -m bot play; --help lists what it takes.
   *[other] { $typed } mean nothing to python -m bot play; --help lists what it takes.
}

terminal-list-games = Games:
# $same: the game has one number of players ($low); $extras: how many AI players of its own ($extra).
terminal-list-game = { $same ->
    [true] { $title }, { $low } players
   *[false] { $title }, { $low }-{ $high } players
}{ $extras ->
    [0] {""}
   *[other] {"  "}its own AI: { $extra }
}
terminal-list-agents = AI players (--agent): { $kinds }
terminal-list-more = A game's seats, options and own AI players: { $command }
# $name: what --agent takes; $label: how the lobby names it; $about: what it does.
terminal-agent = { $name } ({ $label }: { $about })
terminal-no-such-game = There is no game called “{ $name }”. The games: { $games }.
terminal-name-the-game = Name the game to play, for example: { $command }

terminal-game-players = { $same ->
    [true] { $title }: exactly { $low } players (--players).
   *[false] { $title }: { $low } to { $high } players (--players).
}
# $same: one seat ($first), else seats $first to $last; $role: what they play.
terminal-game-seat = { $same ->
    [true] seat { $first }: { $role }
   *[false] seats { $first }-{ $last }: { $role }
}
terminal-game-seats = Seats (--seat): { $seats }.
terminal-game-first = Who goes first: --first N (default: drawn at random).
terminal-game-options = Options (--option NAME=VALUE, repeatable):
terminal-game-agents = AI players (--agent): { $kinds }.
