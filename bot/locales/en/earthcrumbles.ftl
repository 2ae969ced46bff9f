# As The Earth Crumbles: its tiles, its game log, its buttons, its result and its refusals
# (docs/localisation.md). A tile is a message of its own (earth-tile-<id>, ids as in
# data/earthcrumbles/components.toml); a Lane is named by its colour ($lane: blue, green or red). A
# player's name is filled in after the message.

## The tiles.

earth-tile-a-b1 = Blue Foundry
earth-tile-a-b2 = Blue Guildhall
earth-tile-a-b3 = Blue Stacked Mint
earth-tile-a-b4 = Blue Theatre
earth-tile-a-b5 = Blue Museum
earth-tile-a-b6 = Blue Tiered Gardens
earth-tile-a-b7 = Blue Exchange
earth-tile-a-g1 = Green Foundry
earth-tile-a-g2 = Green Guildhall
earth-tile-a-g3 = Green Stacked Mint
earth-tile-a-g4 = Green Theatre
earth-tile-a-g5 = Green Museum
earth-tile-a-g6 = Green Tiered Gardens
earth-tile-a-g7 = Green Exchange
earth-tile-a-r1 = Red Foundry
earth-tile-a-r2 = Red Guildhall
earth-tile-a-r3 = Red Stacked Mint
earth-tile-a-r4 = Red Theatre
earth-tile-a-r5 = Red Museum
earth-tile-a-r6 = Red Tiered Gardens
earth-tile-a-r7 = Red Exchange
earth-tile-a-b8 = Blue Culture Pickup
earth-tile-a-g8 = Green Culture Pickup
earth-tile-a-g9 = Green Prosperity Pickup
earth-tile-a-r8 = Red Prosperity Pickup
earth-tile-a-b9 = Blue Move Tile Pickup
earth-tile-a-r9 = Red Move Tile Pickup
earth-tile-a-r10 = Red Grand Exchange
earth-tile-gp-1 = Gas Pocket
earth-tile-gp-2 = Gas Pocket
earth-tile-gp-3 = Gas Pocket
earth-tile-gp-4 = Gas Pocket
earth-tile-b-b1 = Blue Coin Pickup
earth-tile-b-g1 = Green Coin Pickup
earth-tile-b-r1 = Red Coin Pickup
earth-tile-b-b2 = Blue Workshop
earth-tile-b-g2 = Green Workshop
earth-tile-b-b3 = Blue Market
earth-tile-b-g3 = Green Market
earth-tile-b-r3 = Red Market

## The solo bands (rulebook "Solo Scoring").

earth-band-phenomenal = Phenomenal
earth-band-solid-achievement = Solid Achievement
earth-band-just-pulled-through = Just pulled through

## The game log.

earth-log-drawn-first = { $seat } is drawn to go first.
earth-log-host-first = { $seat } goes first, as the host chose.
earth-log-turn = It is { $seat }'s turn.
earth-log-salvages = { $seat } salvages the { $tile }.
earth-log-pickup-coins = { $coins ->
    [one] { $seat } gains { $coins } Coin from the pickup.
   *[other] { $seat } gains { $coins } Coins from the pickup.
}
earth-log-pickup-culture = { $seat } gains { $culture } Culture from the pickup.
earth-log-skips-bonus = { $seat } does not use the Salvage Bonus.
earth-log-nothing-to-discard = { $seat } has no built tile to discard for a Prosperity.
earth-log-prospers = { $seat } discards the { $tile } from Site { $site } and gains a Prosperity.
earth-log-moves = { $seat } moves the { $tile } from Site { $source } to Site { $target }.
earth-log-gas-cogs = { $seat } uncovers a Gas Pocket and flips it: cogs. Nothing happens.
earth-log-gas-explodes = { $coins ->
    [one] { $seat } uncovers a Gas Pocket and flips it: it explodes! Everyone with a built tile pays { $coins } Coin or discards a visible tile.
   *[other] { $seat } uncovers a Gas Pocket and flips it: it explodes! Everyone with a built tile pays { $coins } Coins or discards a visible tile.
}
earth-log-pays-gas = { $coins ->
    [one] { $seat } pays { $coins } Coin for the gas.
   *[other] { $seat } pays { $coins } Coins for the gas.
}
earth-log-loses = { $seat } loses the { $tile } from Site { $site } to the gas.
earth-log-lane = { $lane ->
    [blue] Income: the Blue Lane is activated.
    [green] Income: the Green Lane is activated.
   *[red] Income: the Red Lane is activated.
}
earth-log-printed = { $coins ->
    [one] { $seat } gains { $coins } Coin from the printed Site.
   *[other] { $seat } gains { $coins } Coins from the printed Site.
}
earth-log-gains = { $coins ->
    [one] { $seat } gains { $coins } Coin from the { $tile } on Site { $site }.
   *[other] { $seat } gains { $coins } Coins from the { $tile } on Site { $site }.
}
earth-log-buys-culture = { $coins ->
    [one] { $seat } pays { $coins } Coin for { $culture } Culture at the { $tile } on Site { $site }.
   *[other] { $seat } pays { $coins } Coins for { $culture } Culture at the { $tile } on Site { $site }.
}
earth-log-buys-prosperity = { $seat } pays { $culture } Culture for { $prosperity } Prosperity at the { $tile } on Site { $site }.
earth-log-buys-nothing = { $seat } buys nothing at the { $tile } on Site { $site }.
earth-log-builds = { $coins ->
    [one] { $seat } builds the { $tile } on Site { $site } for { $coins } Coin.
   *[other] { $seat } builds the { $tile } on Site { $site } for { $coins } Coins.
}
earth-log-fabricates = { $coins ->
    [one] { $seat } fabricates the { $tile } on Site { $site } for { $coins } Coin.
   *[other] { $seat } fabricates the { $tile } on Site { $site } for { $coins } Coins.
}
earth-log-scraps = { $seat } scraps the { $tile } for 1 Coin.
earth-log-ends-turn = { $points ->
    [0] { $seat } ends the turn.
    [one] { $seat } ends the turn, leaving { $points } Build Point unspent.
   *[other] { $seat } ends the turn, leaving { $points } Build Points unspent.
}
earth-log-over = The last tile has left the Earth: the game is over.

## Who is waited for.

earth-waiting-salvage = It is { $seat }'s turn to salvage a tile.
earth-waiting-bonus = { $seat } is using the { $tile }'s Salvage Bonus.
earth-waiting-gas = The gas pocket exploded: waiting for { $seats } to pay or discard a tile.
earth-waiting-income = { $lane ->
    [blue] Income from the Blue Lane: waiting for { $seats } to choose.
    [green] Income from the Green Lane: waiting for { $seats } to choose.
   *[red] Income from the Red Lane: waiting for { $seats } to choose.
}
earth-waiting-build = { $points ->
    [one] { $seat } is building ({ $points } Build Point left).
   *[other] { $seat } is building ({ $points } Build Points left).
}

## The buttons: 80 characters at most with 12-character names.

earth-move-back = Back
earth-move-take = Salvage the { $tile }
earth-move-bonus-coins = { $coins ->
    [one] Take the bonus: { $coins } Coin
   *[other] Take the bonus: { $coins } Coins
}
earth-move-bonus-culture = Take the bonus: { $culture } Culture
earth-move-skip = Skip the Salvage Bonus
earth-move-prosper = Discard the { $tile } (Site { $site }) for a Prosperity
earth-move-move = Move the { $tile } from Site { $site }
earth-move-to = Onto Site { $site } (over the { $tile })
earth-move-to-empty = Onto Site { $site } (empty)
earth-move-pay = { $coins ->
    [one] Pay { $coins } Coin
   *[other] Pay { $coins } Coins
}
earth-move-lose = Discard my { $tile } (Site { $site })
earth-move-use-gain = { $tile } (Site { $site }): gain { $coins ->
        [one] { $coins } Coin
       *[other] { $coins } Coins
    }{ $times ->
        [one] {""}
       *[other] {" "}({ $times } times)
    }
earth-move-use-culture = { $coins ->
    [one] { $tile } (Site { $site }): pay { $coins } Coin for { $culture } Culture
   *[other] { $tile } (Site { $site }): pay { $coins } Coins for { $culture } Culture
}
earth-move-use-no-culture = { $tile } (Site { $site }): buy no Culture
earth-move-use-prosperity = { $tile } (Site { $site }): pay { $culture } Culture for { $prosperity } Prosperity
earth-move-use-no-prosperity = { $tile } (Site { $site }): buy no Prosperity
earth-move-show-build = Build a tile from my Reserve…
earth-move-show-scrap = Scrap a tile…
earth-move-show-fab = Fabricate from the discard pile…
earth-move-build = { $coins ->
    [one] Build the { $tile } ({ $coins } Coin)
   *[other] Build the { $tile } ({ $coins } Coins)
}
earth-move-scrap = Scrap the { $tile } for 1 Coin
earth-move-fabricate = { $whole ->
    [true] { $coins ->
        [one] Fabricate the { $tile } from the discard pile ({ $coins } Coin, 2 Build Points)
       *[other] Fabricate the { $tile } from the discard pile ({ $coins } Coins, 2 Build Points)
    }
   *[false] { $coins ->
        [one] Fabricate the { $tile } from the discard ({ $coins } Coin, 2 Build Points)
       *[other] Fabricate the { $tile } from the discard ({ $coins } Coins, 2 Build Points)
    }
}
earth-move-site = { $lane ->
    [blue] On Site { $site }, Blue Lane (over the { $tile })
    [green] On Site { $site }, Green Lane (over the { $tile })
   *[red] On Site { $site }, Red Lane (over the { $tile })
}
earth-move-site-empty = { $lane ->
    [blue] On Site { $site }, Blue Lane (empty)
    [green] On Site { $site }, Green Lane (empty)
   *[red] On Site { $site }, Red Lane (empty)
}
earth-move-done = { $points ->
    [0] End my turn
    [one] End my turn ({ $points } Build Point unspent)
   *[other] End my turn ({ $points } Build Points unspent)
}

## The result.

earth-result = { $tiebreak ->
    [true] { $seat } wins with { $prestige } Prestige (on the tie-break).
   *[false] { $seat } wins with { $prestige } Prestige.
}
earth-result-shared = { $seats } share the win with { $prestige } Prestige each.
earth-result-solo = { $seat } ends the solo game with { $band } ({ $prestige } Prestige).
earth-result-solo-short = { $seat } ends the solo game with { $prestige } Prestige, short of the { $lowest } that just pulls through.

## Refusals.

earth-refuse-unknown-move = That is not a move in As The Earth Crumbles.
earth-refuse-first-player = { $players ->
    [one] The first player must be one of the { $players } player in the game.
   *[other] The first player must be one of the { $players } players in the game.
}
earth-refuse-covered = That tile cannot be salvaged: only a tile with nothing on top of it can be taken.
earth-refuse-build = You cannot build that now: check your Coins and Build Points.
earth-refuse-nothing-back = There is no choice to take back.
earth-refuse-pay = You cannot pay for the gas: you do not have enough Coins.
earth-refuse-not-now = That move is not allowed now.
