# A lobby, in the table's language (cogs/tables/lobbymessage.py). The game's own words (its options, an AI's
# kind, a seat's role, the turn clock's sentence) are still English. A select option has at most 100
# characters, a placeholder 150, a button 80.

lobby-title = { $title }: lobby
lobby-host-mark = {" "}(host)
lobby-head = Host: { $host } · { $players } players
lobby-head-range = Host: { $host } · { $least }-{ $most } players
lobby-nobody = No one has joined yet.
lobby-field-order = Seat order
lobby-field-clock = Turn clock
lobby-field-takebacks = Taking back a move
lobby-field-hints = AI hints
lobby-field-language = Language
lobby-field-options = Options
lobby-order-random = random when the game starts
lobby-order-listed = as listed
lobby-takebacks-on = A player may take back their last move until someone else decides or something hidden is revealed.
lobby-takebacks-off = Off: every move stays as made.
lobby-hints-on = Allowed: the player to act may ask the AI for its best choices (Hint). The game is not rated.
lobby-hints-off = Off.
lobby-footer = Join, then the host sets options and starts the game.
# Under a lobby once its game has started: where the game is (a reason it ended is shown as stored).
lobby-status = { $status ->
    [running] running
    [finished] finished
   *[abandoned] abandoned
}

## Its buttons and menus.

lobby-button-join = Join
lobby-button-leave = Leave
lobby-button-start = Start
lobby-button-cancel = Cancel
lobby-menu-add-ai = Add an AI player…
lobby-add-ai-option = Add AI: { $kind }
lobby-menu-option = Set an option…
lobby-menu-order = Seat order…
lobby-order-random-option = Random seat order
lobby-order-listed-option = Seats in the order listed
lobby-first-role = { $name } is { $role }
lobby-first-seat = { $name } takes seat 1
lobby-menu-settings = Turn clock, take-backs, hints, language…
lobby-clock-option = Turn clock: { $clock }
lobby-timeout-option = On a timeout: { $then }
lobby-night-option = Clocks stop in each player's quiet hours: { $on ->
    [true] yes
   *[false] no
}
lobby-takebacks-option = Take-backs: { $on ->
    [true] allowed
   *[false] not allowed
}
lobby-hints-option = AI hints: { $on ->
    [true] allowed (not rated)
   *[false] off
}
lobby-language-option = Language: { $name }

## Refusals.

lobby-refused-language = That is not one of the languages a table can speak; pick one from the menu.
lobby-refused-language-host = Only the host can choose the table's language.
lobby-refused-language-started = The table's language is chosen before the game starts.

## The private answer to /game join, /game leave and /game start, in the reader's language.

lobby-said-joined = You joined { $title } (seat { $seat }).
lobby-said-starts = { $title } starts!
lobby-said-left-ai = You left the game; an AI plays your seat now.
lobby-said-left-ended = You left; the game has ended.
lobby-said-left-lobby = You left the lobby.
lobby-said-done = Done.

## The AI players' kinds, as the lobby names them.

ai-kind-mcts = strong
ai-kind-greedy = greedy
ai-kind-random = random
ai-kind-artificial = Artificial Player

# What each AI player does, as the terminal's --list and help say it.
ai-kind-mcts-about = looks ahead through many possible games, the strongest
ai-kind-greedy-about = takes the move that looks best right now
ai-kind-random-about = picks any legal move at random
ai-kind-artificial-about = plays by the rulebook's Artificial Player rules

# The lobby's menu of options: one entry per value, "Penguins to win: 4 (a quicker game)".
lobby-option-value = { $option }: { $value }
# A value of an option that lists seats: choosing it adds or removes that seat.
lobby-option-toggle-seat = toggle seat { $seat }
# An option as it is set, in the lobby's embed.
lobby-option-set = { $option }: **{ $value }**
# An AI seat's name in a lobby, kept as the table's language first said it.
table-ai-name = AI { $number }
# A player's seat an AI plays from now on (they left, or the host gave it to one): their name, marked.
table-ai-standing-in = { $name } (AI)
