# The web companion (bot/web): a game's page, a seat's private page, a server's and a tournament's pages,
# and the page every failure gets. Names and game titles are arguments; the pages escape everything.

web-site = Tabletop Host
web-skip = Skip to the game
web-languages = Language
web-language-en = English
web-language-de = Deutsch
web-language-ja = 日本語
# A page's title: the page, then the site.
web-page-title = { $page } · { $site }
# A date and time on a page (each as the language writes it).
web-when = { $date } { $time } UTC

## Failures.

web-notfound-title = Not found
web-notfound-text = This link does not open anything. It may be mistyped, or it has expired or been turned off.
web-notfound-renew = A link to your own view lasts 24 hours: { $button } or { $command } in Discord gives you a new one.
web-busy-title = Too many requests
web-busy-text = Too many requests came from your address. Please wait { $seconds } { $seconds ->
    [one] second
   *[other] seconds
} and try again.
web-error-title = Something went wrong
web-error-text = Sorry, this page could not be shown. The game is safe: try again in a moment.
web-gone = This link no longer opens the game.

## A game's page and a seat's.

web-game-page-title = { $game }: { $step } · { $site }
web-og-title = { $game }: { $players }
web-og-description = { $status } · { $step }
web-played-by = Played by { $players }
web-phase-live = Live
web-phase-past = Replaying: the game goes on
web-phase-finished = Finished
web-phase-abandoned = Ended early
web-step-of = Step { $number } of { $count }{ $start ->
    [true] { " " }(the start)
   *[false] { "" }
}
web-board-heading = The board
web-board-tap = Tap the board to see it full size.
web-board-none = This game draws no picture of its board: the position in words is below.
web-position = The whole position in words
web-replay-heading = Replay
# The slider's label: $number and $count are the numbers the slider changes.
web-replay-slider = Step { $number } of { $count }
web-replay-show = Show this step
web-nav-first = First
web-nav-back = Back
web-nav-forward = Forward
web-nav-last = Last
web-to-newest = Go to the newest step
web-to-end = Go to the end
web-step-heading = At this step
web-step-quiet = Nothing was said at this step.
web-log-heading = The log, newest first
web-only-you = only you
web-private-title = Your private view
web-private-heading = { $game }: your view
web-private-intro = You play as { $name }. This page is yours alone: do not share its address. It opens for 24 hours.
web-hand = Your hand
web-hand-at-step = Your hand at this step
web-hand-tap = Tap your hand to see it full size.
web-hand-nothing-hidden = Nothing is hidden from you in this game: everything is on the board.
web-choices = You may choose
web-choices-where = Make your choice in Discord, on the board or in your direct messages.

## A finished game's review (the decisions' labels are still English).

web-review-heading = Review
web-review-intro = { $points ->
    [true] The expected score at each step, as the AI estimates it from what could be seen at the table then.
   *[false] Each player's chance to win at each step, as the AI estimates it from what everyone at the table could see then.
}{ $coached ->
    [practice] { " " }A practice game, with the AI's hints: not rated.
    [hints] { " " }Played with the AI's hints allowed: not rated.
   *[none] { "" }
}
web-review-tap-chart = Tap the chart to see it full size.
web-review-not-asked = Nobody has asked for this game's review yet: press Review under the game in Discord.
web-review-pending = The AI is still going through this game, decision by decision; its review shows here once done.
web-review-failed = This game could not be reviewed.
web-review-mine = Your decisions
web-review-judged = The AI judged { $judged } of your decisions, each from what you knew then. It would have chosen as you did in { $agreed }; in { $close } more it could not tell your choice from its own, or you gave up little. { $marked ->
    [0] It marks none as a mistake: you never gave up { $least } that it could tell apart.
    [one] It marks 1 as a mistake.
   *[other] It marks { $marked } as mistakes.
}
web-review-drops = Your largest drops
web-review-drop = Step { $step }: you chose { $played }, { $points ->
    [true] expected score
   *[false] chance to win
} { $before } → { $after }. The AI would have chosen { $best }. { $see }
web-review-see = See the board and your hand then
web-review-all = All your decisions
web-review-line = Step { $step }: { $played }, { $before } → { $after }{ $how ->
    [mistake] { " " }(a mistake: the AI would have chosen { $best })
    [other] { " " }(the AI would have chosen { $best })
   *[agreed] { "" }
}
web-review-none = You had no decision to judge: every move of yours was forced, or an AI made it.
web-review-points = { $points } points
web-review-chance = { $percent }%

## A server's page.

web-server-named = Games at { $server }
web-server-unnamed = This server's games
web-server-running = Being played
web-server-running-game = { $game }: { $players } { $since }
web-server-since = (since { $when })
web-server-none-running = No game is being played here right now.
web-server-finished = Finished, newest first
web-server-finished-game = { $replay }, { $when }
web-server-replay = Replay { $game }
web-server-seat = { $place }. { $name }{ $won ->
    [true] { " " }(won)
   *[false] { "" }
}{ $scored ->
    [true] , score { $score }
   *[false] { "" }
}
web-server-none-finished = No game has finished here yet.
web-leaderboards = Leaderboards
web-leader-rated = { $name }: rating { $rating } (±{ $spread }) · { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
} in { $games ->
    [one] { $games } game
   *[other] { $games } games
}
web-leader-wins = { $name }: { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
} in { $games ->
    [one] { $games } game
   *[other] { $games } games
}
web-leaders-none = No leaderboard yet: it starts with the first finished game.
web-ratings-note = Ratings come from games between people only (two or more players, no AI seat); a player is ranked by rating after { $games ->
    [one] { $games } rated game
   *[other] { $games } rated games
}.

## A tournament's page.

web-tournament-line = { $game } · { $format } · { $progress }
web-tournament-format = { $format ->
    [swiss] Swiss
   *[round-robin] round robin
}, tables of { $size }
web-tournament-progress = { $status ->
    [signup] sign-up open
    [finished] final standings
    [cancelled] cancelled
   *[playing] round { $round } of { $rounds }
}
web-tournament-watch = Watch
web-tournament-replay = Replay
web-tournament-opening = opening
web-standings = Standings
web-standing = { $name }{ $left ->
    [true] { " " }(left)
   *[false] { "" }
}: { $points } { $detail }
web-standing-detail = (table-mates { $mates }, score { $score }, games { $played }, byes { $byes })
web-standings-note = A table's winner scores 1, its last 0, the others in between; a bye scores { $bye }. Ties are broken by the table-mates' points, then the game's own score.
web-standings-none = Nobody has signed up yet.
web-crosstable = Crosstable
web-crosstable-help = Every player's rounds, in the order of the standings: the points each round was worth, and the table with who sat there. A table that was abandoned counts as a bye.
web-crosstable-caption = Crosstable: each player's rounds
web-cross-player = Player
web-cross-points = Points
web-round = Round { $number }
web-cross-table = Table { $number }
web-cross-table-with = { $table } with { $mates }
# What a line's number does not say ($parts: a list of the next four).
web-cross-standing = ({ $parts })
web-cross-shared = place ={ $place }
web-cross-joined = joined round { $round }
web-cross-left = left
web-cross-withdrawn = withdrawn
web-cross-playing = playing
web-cross-not-paired = { $why ->
    [joined] not paired: joined later
    [withdrawn] not paired: no longer playing
   *[unknown] not paired
}
web-cross-abandoned = { $scored ->
    [true] bye { $points }
   *[false] –
} (table abandoned)
# A played table's result: its points, and the place ($ordinal: CLDR's ordinal category of $place).
web-cross-played = { $points } · { $ordinal ->
    [one] { $place }st
    [two] { $place }nd
    [few] { $place }rd
   *[other] { $place }th
} of { $seats }
web-rounds = Rounds
web-round-table = Table { $number }: { $players } · { $link }
web-round-bye = Bye: { $players }
web-rounds-none = No round has started yet.
