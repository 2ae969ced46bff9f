# Was jedes Spiel gleich sagt (docs/localisation.md). Der Name eines Platzes wird nach der Nachricht
# eingesetzt: { $seat } steht, wo der Name steht.

game-over = Das Spiel ist vorbei.
game-turn-of = { $seat } ist am Zug.
game-waiting-for = Warten auf { $seats }.
game-not-allowed = Dieser Zug ist jetzt nicht erlaubt.
game-unknown-move = Diesen Zug kennt das Spiel nicht.
