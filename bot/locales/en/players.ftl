# /game stats (one's own, privately) and /game leaderboard (in the channel): cogs/players/messages.py.

stats-title = Stats: { $name }
stats-none = { $who } has not finished a game yet.
stats-none-of = { $who } has not finished a game of { $game } yet.
stats-description = { $who }'s finished games.
# "5 games, 3 wins (60%)"
stats-record = { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
} ({ $rate }%)
# "… · rating 21 (±3) from 4 rated games"
stats-record-rated = { $record } · { $rating } from { $rated ->
    [one] { $rated } rated game
   *[other] { $rated } rated games
}
stats-rating = rating { $rating } (±{ $spread })
stats-no-games-yet = no games yet
stats-this-server = **This server:** { $record }
stats-everywhere = **Everywhere:** { $record }
# What a rating is, and what is rated.
stats-footer = A rating is a cautious estimate of skill; ± is how unsure it still is, and it shrinks as you play. Ratings come from games between people only (two or more players, no AI seat); a leaderboard ranks a player by rating after { $rated ->
    [one] { $rated } rated game
   *[other] { $rated } rated games
}.

leaderboard-title = { $server ->
    [true] { $game }: top players (this server)
   *[false] { $game }: top players (everyone)
}
leaderboard-empty = { $server ->
    [true] Nobody has finished a game of { $game } in this server yet.
   *[false] Nobody has finished a game of { $game } anywhere yet.
}
# "**1.** Ann — rating 21 (±3) · 5 games, 3 wins"
leaderboard-line = **{ $place }.** { $who } — { $standing }
leaderboard-rated = { $rating } · { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}
leaderboard-wins = { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
} in { $games ->
    [one] { $games } game
   *[other] { $games } games
}
leaderboard-by-rating = Ranked by rating. A rating is a cautious estimate of skill; ± is how unsure it still is, and it shrinks as you play. Ratings come from games between people only (two or more players, no AI seat); a leaderboard ranks a player by rating after { $rated ->
    [one] { $rated } rated game
   *[other] { $rated } rated games
}.
leaderboard-by-wins = Ranked by wins: nobody has { $rated ->
    [one] { $rated } rated game
   *[other] { $rated } rated games
} of { $game }{ $server ->
    [true] {" "}in this server
   *[false] {""}
} yet. Ratings come from games between people only (two or more players, no AI seat); a leaderboard ranks a player by rating after { $rated ->
    [one] { $rated } rated game
   *[other] { $rated } rated games
}.
# The button under a leaderboard to the server's page on the web.
leaderboard-web = This server's games
