# What every game says alike: who must act, a move refused (docs/localisation.md). A seat's name is
# filled in after the message: write { $seat } where the name goes.

game-over = The game is over.
game-turn-of = It is { $seat }'s turn.
game-waiting-for = Waiting for { $seats }.
game-not-allowed = That move is not allowed now.
game-unknown-move = That is not a move this game knows.
