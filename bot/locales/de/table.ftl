# Was alle an einem Tisch lesen, in der Sprache des Tisches: die eigenen Knöpfe und Menüs des Spielbretts
# (ein Knopf hat höchstens 80 Zeichen, ein Platzhalter 150; Namen bis 32 Zeichen stehen darin).

board-show-hand = Meine Hand zeigen
board-hint = Tipp
board-take-back = Zurücknehmen ({ $name })
board-close-up = Nahansicht
board-look-closer = Genauer ansehen…
board-choose = Wähle einen Zug
board-choose-page = Wähle einen Zug ({ $page }/{ $pages })
board-choose-yours = { $name }: wähle deinen Zug
board-rematch = Revanche
board-review = Analyse
board-mistake = Fehler { $number }
