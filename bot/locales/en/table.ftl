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
