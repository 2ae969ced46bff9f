rules-title = { $game }: { $page }
rules-footer = Seite { $page } von { $pages } · /game card schlägt eine Karte nach Namen nach
rules-previous = Zurück
rules-next = Weiter
rules-go-to-page = Zu einer Seite
rules-page-option = { $number }. { $title }
rules-entry-footer = { $game } · { $kind }
rules-card-choice = { $name } ({ $game })

refusal-no-guide = Für dieses Spiel gibt es noch keine Anleitung.
refusal-rules-which-game = In diesem Kanal läuft kein Spiel: Sag, welches Spiel du meinst, etwa mit /game rules game:…
refusal-card-nothing = { $game ->
    [none] Nichts heißt „{ $name }“. Fang an, einen Namen einzugeben, um die Auswahl zu sehen.
   *[other] In { $game } heißt nichts „{ $name }“. Fang an, einen Namen einzugeben, um die Auswahl zu sehen.
}
refusal-card-which-game = „{ $name }“ gibt es in { $games }: Wähle das Spiel mit der Option „game“.
refusal-card-several = { $more ->
    [0] { $game ->
        [none] Auf „{ $name }“ passt mehreres: { $matches }.
       *[other] Auf „{ $name }“ passt in { $game } mehreres: { $matches }.
    }
   *[other] { $game ->
        [none] Auf „{ $name }“ passt mehreres: { $matches } und { $more } weitere.
       *[other] Auf „{ $name }“ passt in { $game } mehreres: { $matches } und { $more } weitere.
    }
}
