# /game rules and /game card (cogs/rules): the guide's pages, turned, and one card looked up.

# A page's title: "Gentoo Rules: Goal".
rules-title = { $game }: { $page }
rules-footer = Page { $page } of { $pages } · /game card looks up one card by name
rules-previous = Previous
rules-next = Next
rules-go-to-page = Go to a page
# A page in the menu of pages: "2. Setup".
rules-page-option = { $number }. { $title }
# Under one card: "Gentoo Rules · Cards".
rules-entry-footer = { $game } · { $kind }
# A name offered by /game card's autocomplete when several games are searched.
rules-card-choice = { $name } ({ $game })

refusal-no-guide = There is no guide for that game yet.
refusal-rules-which-game = There is no game in this channel: say which game, as in /game rules game:…
# $game: the game searched, empty when every game was.
refusal-card-nothing = { $game ->
    [none] Nothing called “{ $name }”. Start typing a name to see the choices.
   *[other] Nothing called “{ $name }” in { $game }. Start typing a name to see the choices.
}
refusal-card-which-game = “{ $name }” is in { $games }: say which game with the game option.
# $matches: at most 8 of them; $more: how many more there are.
refusal-card-several = { $more ->
    [0] { $game ->
        [none] Several things match “{ $name }”: { $matches }.
       *[other] Several things match “{ $name }” in { $game }: { $matches }.
    }
   *[other] { $game ->
        [none] Several things match “{ $name }”: { $matches } and { $more } more.
       *[other] Several things match “{ $name }” in { $game }: { $matches } and { $more } more.
    }
}
