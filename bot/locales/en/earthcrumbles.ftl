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
earth-move-prosper-short = Discard { $tile } (Site { $site }): +1 Prosperity
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
earth-move-use-prosperity-short = { $tile } (Site { $site }): { $culture } Culture for { $prosperity } Prosperity
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
earth-move-fabricate-short = { $coins ->
    [one] Fabricate the { $tile } ({ $coins } Coin)
   *[other] Fabricate the { $tile } ({ $coins } Coins)
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

## The board (bot/render/earthcrumbles/): its embed, picture, alt text, close-ups and terminal text. A
## tile's bare name (the picture's chips, which show its colour by symbol) is earth-board-name-<id>; a
## Social Directive is earth-board-directive-<id>. $colour and $lane are blue, green or red ("" or
## "other": none); counts choose the plural.

earth-board-phase = { $phase ->
    [salvage] 1. Salvage
    [bonus] 1. Salvage: the Salvage Bonus
    [gas] A Gas Pocket exploded
    [income] 2. Generate Income
    [build] 3. Build
   *[over] Game over
}
earth-board-colour = { $colour ->
    [blue] Blue
    [green] Green
   *[red] Red
}
earth-board-lane = { $lane ->
    [blue] Blue Lane
    [green] Green Lane
   *[red] Red Lane
}
# Words said one after another, as the language puts them: clauses, sentences, the parts of a line.
earth-board-semicolon = { $first }; { $rest }
earth-board-then = { $first } { $rest }
earth-board-dot = { $first } · { $rest }
earth-board-arrow = { $first } → { $rest }
earth-board-full-stop = { $text }.

## A tile's ability, short (the picture), and whole (the embed, the alt text).

earth-board-ability-coins = +{ $coins } { $coins ->
    [one] Coin
   *[other] Coins
}
earth-board-ability-per-colour = +{ $coins } { $coins ->
    [one] Coin
   *[other] Coins
} per { $colour ->
    [blue] Blue
    [green] Green
   *[red] Red
} tile
earth-board-ability-buy-culture = { $coins } { $coins ->
    [one] Coin
   *[other] Coins
} → { $culture } Culture
earth-board-ability-buy-prosperity = { $culture } Culture → { $prosperity } Prosperity
earth-board-ability-coin-pickup = Salvage: +{ $coins } { $coins ->
    [one] Coin
   *[other] Coins
}
earth-board-ability-culture-pickup = Salvage: +{ $culture } Culture
earth-board-ability-prosperity-pickup = Salvage: discard a tile → { $prosperity } Prosperity
earth-board-ability-move-pickup = Salvage: move a Site's top tile
earth-board-ability-gas = Explodes: pay { $coins } { $coins ->
    [one] Coin
   *[other] Coins
} or discard
earth-board-ability-no-income = No income (a pickup)
earth-board-ability-stacked = { $ability } ×{ $height }
earth-board-ability-per-stack = { $ability } × stack
earth-board-text-coins = Income: gain { $coins } { $coins ->
    [one] Coin
   *[other] Coins
}
earth-board-text-per-colour = Income: gain { $coins } { $coins ->
    [one] Coin
   *[other] Coins
} per visible { $colour ->
    [blue] Blue
    [green] Green
   *[red] Red
} tile (this one too)
earth-board-text-buy-culture = Income: you may pay { $coins } { $coins ->
    [one] Coin
   *[other] Coins
} for { $culture } Culture
earth-board-text-buy-prosperity = Income: you may pay { $culture } Culture for { $prosperity } Prosperity
earth-board-text-coin-pickup = When salvaged: gain { $coins } { $coins ->
    [one] Coin
   *[other] Coins
}
earth-board-text-culture-pickup = When salvaged: gain { $culture } Culture
earth-board-text-prosperity-pickup = When salvaged: you may discard one of your visible tiles to gain { $prosperity } Prosperity
earth-board-text-move-pickup = When salvaged: you may move the top tile of one of your Sites onto another Site
earth-board-text-gas = Flipped when uncovered; if it explodes, everyone with a built tile pays { $coins } { $coins ->
    [one] Coin
   *[other] Coins
} or discards a visible tile
earth-board-text-stacked = { $text }, once per tile in its stack
earth-board-gas-price = pay { $coins } { $coins ->
    [one] Coin
   *[other] Coins
} or discard a visible tile
earth-board-gas-any = pay or discard a visible tile
earth-board-exploded-name = { $name }: exploded
earth-board-exploded-ability = EXPLODED: { $ability }
earth-board-exploded-gas = { $coins ->
    [one] EXPLODED: pay { $coins } Coin or discard
   *[other] EXPLODED: pay { $coins } Coins or discard
}

## Sites, Reserves, the discard pile, the Earth.

earth-board-site = { $count ->
    [one] Site { $site }: { $tile }
   *[other] Site { $site }: { $tile } ({ $count } tiles)
}
earth-board-site-empty = { $coins ->
    [0] Site { $site }: empty
    [one] Site { $site }: empty, prints { $coins } Coin
   *[other] Site { $site }: empty, prints { $coins } Coins
}
earth-board-site-prints = { $coins ->
    [one] Empty: prints { $coins } Coin
   *[other] Empty: prints { $coins } Coins
}
earth-board-site-empty-label = Empty
earth-board-tile-cost = { $coins ->
    [one] { $tile } ({ $coins } Coin)
   *[other] { $tile } ({ $coins } Coins)
}
earth-board-reserve = Reserve: { $tiles }
earth-board-reserve-empty = Reserve: empty
earth-board-reserve-count = { $count ->
    [one] Reserve: { $count } tile
   *[other] Reserve: { $count } tiles
}
earth-board-reserve-label = Reserve
earth-board-discard-label = Discard pile
earth-board-empty = empty
earth-board-more-chips = +{ $count } more
earth-board-income-left = { $count ->
    [one] Still to generate income: Site { $sites }
   *[other] Still to generate income: Sites { $sites }
}
earth-board-resources = { $coins } { $coins ->
    [one] Coin
   *[other] Coins
}, { $culture } Culture, { $prosperity } Prosperity
earth-board-discard = { $count ->
    [one] Discard pile ({ $count } tile, newest first): { $tiles }
   *[other] Discard pile ({ $count } tiles, newest first): { $tiles }
}
earth-board-discard-empty = Discard pile: empty
earth-board-gas-gone = { $total ->
    [one] { $removed } of { $total } gas pocket gone.
   *[other] { $removed } of { $total } gas pockets gone.
}
earth-board-earth = { $count ->
    [one] The Earth: { $count } tile left
   *[other] The Earth: { $count } tiles left
}, { $removed } of { $total ->
    [one] { $total } gas pocket
   *[other] { $total } gas pockets
} gone{ $last ->
    [true] ; the Earth is empty: this is the last turn
   *[false] {""}
}.

## Players: who acts, who leads, what they score.

earth-board-you = { $name } (you)
earth-board-player-roles = { $player } ({ $roles })
earth-board-role = { $role ->
    [winner] winner
    [active] active
    [deciding] deciding
    [you] you
    [leads] leads
   *[first] first player
}
earth-board-final-score = Final score: { $prestige } Prestige
earth-board-final-score-claimed = Final score: { $prestige } Prestige, { $bonus } of it for { $directives }
earth-board-worth = Worth { $prestige } Prestige now (directives aside)
earth-board-from = { $what ->
    [coins] { $value } from Coins
    [culture] { $value } from Culture
    [prosperity] { $value } from Prosperity
   *[directives] { $value } from Social Directives
}
earth-board-from-short = { $what ->
    [coins] Coins { $value }
    [culture] Culture { $value }
    [prosperity] Prosperity { $value }
   *[directives] Directives { $value }
}
earth-board-prestige-from = Prestige from { $parts }
earth-board-players = { $count } players
earth-board-your-city = Your city
earth-board-city = { $seat }'s city
earth-board-city-facts = { $resources } · { $prestige } Prestige { $over ->
    [true] final score
   *[false] now
}

## Social Directives.

earth-board-directive-goal = { $kind ->
    [colour] most visible of one colour
    [tallest] tallest stack
    [built] most tiles built
    [culture] most Culture
    [prosperity] most Prosperity
    [coins] most Coins
   *[layered] most Sites of 2+ tiles
}
earth-board-claimed-by = claimed by { $seat } (+{ $prestige } Prestige)
earth-board-claimed-by-nobody = claimed by nobody (a tie)
earth-board-leads = { $count ->
    [one] { $seats } leads
   *[other] { $seats } lead
}
earth-board-tied-now = tied: nobody would claim it now
earth-board-directive-line = { $name } ({ $text }): { $leader }
earth-board-solo = Solo game: no Social Directives; the Prestige bands are { $bands }.
earth-board-band = { $low } { $band }

## Whose turn and what to do.

earth-board-status-over = Game over.
earth-board-status-solo-band = Game over: { $seat } ends with { $prestige } Prestige: { $band }!
earth-board-status-solo-short = Game over: { $seat } ends with { $prestige } Prestige, short of the { $lowest } that just pulls through.
earth-board-status-win = Game over: { $seat } wins with { $prestige } Prestige.
earth-board-status-shared = Game over: { $seats } share the win with { $prestige } Prestige each.
earth-board-status-salvage = { $count ->
    [one] { $seat }'s turn: salvage a tile with nothing resting on it ({ $count } tile to choose from).
   *[other] { $seat }'s turn: salvage a tile with nothing resting on it ({ $count } tiles to choose from).
}
earth-board-status-bonus = { $seat } salvaged the { $tile } and may use its Salvage Bonus.
earth-board-status-bonus-none = { $seat } salvaged a tile and may use its Salvage Bonus.
earth-board-status-gas = { $count ->
    [0] A Gas Pocket exploded! Everyone choose: { $what }.
    [one] A Gas Pocket exploded! { $seats } chooses: { $what }.
   *[other] A Gas Pocket exploded! { $seats } choose: { $what }.
}
earth-board-status-income-none = { $lane ->
    [blue] Income from the Blue Lane.
    [green] Income from the Green Lane.
    [red] Income from the Red Lane.
   *[other] Income from the activated Lane.
}
earth-board-status-income = { $lane ->
    [blue] Income from the Blue Lane: { $seats } { $count ->
        [one] chooses
       *[other] choose
    } how to use their tiles.
    [green] Income from the Green Lane: { $seats } { $count ->
        [one] chooses
       *[other] choose
    } how to use their tiles.
    [red] Income from the Red Lane: { $seats } { $count ->
        [one] chooses
       *[other] choose
    } how to use their tiles.
   *[other] Income from the activated Lane: { $seats } { $count ->
        [one] chooses
       *[other] choose
    } how to use their tiles.
}
earth-board-status-build = { $points ->
    [one] { $seat } builds: { $points } Build Point left to build, scrap or fabricate.
   *[other] { $seat } builds: { $points } Build Points left to build, scrap or fabricate.
}
earth-board-status-decides = { $seat } decides.
earth-board-headline-over = Game over
earth-board-headline-solo-band = { $seat }: { $prestige } Prestige, { $band }!
earth-board-headline-solo-short = { $seat }: { $prestige } Prestige, no band reached
earth-board-headline-win = { $seat } wins with { $prestige } Prestige!
earth-board-headline-shared = { $seats } share the win with { $prestige } Prestige!
earth-board-headline-salvage = { $seat }: salvage a tile
earth-board-headline-bonus = { $seat }: use the { $tile }'s Salvage Bonus?
earth-board-headline-bonus-none = { $seat }: use the Salvage Bonus?
earth-board-headline-gas = { $coins ->
    [one] Gas Pocket exploded! { $who }: pay { $coins } Coin or discard a tile
   *[other] Gas Pocket exploded! { $who }: pay { $coins } Coins or discard a tile
}
earth-board-headline-gas-any = Gas Pocket exploded! { $who }: pay the price or discard a tile
earth-board-headline-income-none = { $lane ->
    [blue] Blue Lane income
    [green] Green Lane income
    [red] Red Lane income
   *[other] Lane income
}
earth-board-headline-income = { $lane ->
    [blue] Blue Lane income: { $who } { $count ->
        [one] chooses
       *[other] choose
    }
    [green] Green Lane income: { $who } { $count ->
        [one] chooses
       *[other] choose
    }
    [red] Red Lane income: { $who } { $count ->
        [one] chooses
       *[other] choose
    }
   *[other] Lane income: { $who } { $count ->
        [one] chooses
       *[other] choose
    }
}
earth-board-headline-build = { $points ->
    [one] { $seat }: build ({ $points } Build Point left)
   *[other] { $seat }: build ({ $points } Build Points left)
}
earth-board-headline-decides = { $seat } decides
earth-board-subline-over = { $turns ->
    [one] Final Prestige below · after { $turns } turn
   *[other] Final Prestige below · after { $turns } turns
}
earth-board-subline = { $count ->
    [one] Turn { $turn } · { $count } tile left
   *[other] Turn { $turn } · { $count } tiles left
}
earth-board-subline-next = { $count ->
    [one] Turn { $turn } · { $count } tile left · next: { $seat }
   *[other] Turn { $turn } · { $count } tiles left · next: { $seat }
}
earth-board-subline-last = Turn { $turn } · the Earth is empty: last turn
earth-board-draft = Chosen so far: { $steps }
earth-board-this-turn = This turn: { $facts }.
earth-board-turn-salvaged = salvaged the { $tile }
earth-board-turn-lane-next = { $lane ->
    [blue] the Blue Lane generates income next
    [green] the Green Lane generates income next
   *[red] the Red Lane generates income next
}
earth-board-turn-lane-was = { $lane ->
    [blue] the Blue Lane was activated
    [green] the Green Lane was activated
   *[red] the Red Lane was activated
}
earth-board-turn-lane-is = { $lane ->
    [blue] the Blue Lane is activated
    [green] the Green Lane is activated
   *[red] the Red Lane is activated
}
earth-board-turn-points = { $points ->
    [one] { $points } Build Point left
   *[other] { $points } Build Points left
}

## The terminal and the embed.

earth-board-terminal-title = As The Earth Crumbles. { $phase }.
earth-board-take = { $tile } [take]
earth-board-row = row { $row }: { $cells }
earth-board-layer = { $where ->
    [top] Layer { $layer } (top): { $rows }
    [bottom] Layer { $layer } (bottom): { $rows }
   *[middle] Layer { $layer }: { $rows }
}
earth-board-takeable = { $coins ->
    [one] { $tile }: { $text }; costs { $coins } Coin to build
   *[other] { $tile }: { $text }; costs { $coins } Coins to build
}
earth-board-more = { $what ->
    [tile] { $count ->
        [one] … and { $count } more tile
       *[other] … and { $count } more tiles
    }
    [line] { $count ->
        [one] … and { $count } more line
       *[other] … and { $count } more lines
    }
   *[directive] { $count ->
        [one] … and { $count } more directive
       *[other] … and { $count } more directives
    }
}
earth-board-exploding = Exploding: a Gas Pocket ({ $what }).
earth-board-earth-head = The Earth, top layer first ([take]: can be salvaged now):
earth-board-salvageable = Can be salvaged now:
earth-board-directives-head = Social Directives:
earth-board-players-head = Players:
earth-board-exploding-embed = 💥 Exploding Gas Pocket: { $what }.
earth-board-on-top = On top now: { $tiles }
earth-board-earth-field = { $count ->
    [one] The Earth ({ $count } tile left)
   *[other] The Earth ({ $count } tiles left)
}
earth-board-directive-embed = **{ $name }**: { $text }. { $leader }.
earth-board-directives = Social Directives
earth-board-solo-scoring = Solo scoring
earth-board-discard-field = { $count ->
    [one] Discard pile ({ $count } tile)
   *[other] Discard pile ({ $count } tiles)
}
earth-board-footer = { $phase } · { $colours }
earth-board-footer-colour = { $symbol } { $colour ->
    [blue] Blue
    [green] Green
   *[red] Red
}
earth-board-embed-site = { $count ->
    [one] { $site }: { $tile }
   *[other] { $site }: { $tile } ×{ $count }
}
earth-board-embed-site-empty = { $coins ->
    [0] { $site }: empty
    [one] { $site }: empty (prints { $coins } Coin)
   *[other] { $site }: empty (prints { $coins } Coins)
}
earth-board-discard-newest = Newest first: { $tiles }.
earth-board-discard-newest-more = { $more ->
    [one] Newest first: { $tiles }, and { $more } older tile.
   *[other] Newest first: { $tiles }, and { $more } older tiles.
}
earth-board-empty-field = Empty.

## The picture.

earth-board-salvage-these = Salvage one of these
earth-board-uncovered = Uncovered on the Earth
earth-board-on-earth = { $shown } of { $left } on the Earth
earth-board-column = { $column ->
    [coins] Coins
    [culture] Culture
    [prosperity] Prosperity
   *[prestige] Prestige
}
earth-board-deciding-too = deciding too
earth-board-table-head = { $over ->
    [true] Final score
   *[false] Players
}
earth-board-tag-wins = WINS
earth-board-tag-you = YOU
earth-board-solo-head = Solo: no Social Directives; the bands
earth-board-band-reached = { $band }: reached
earth-board-directives-picture = { $over ->
    [true] Social Directives, claimed
   *[false] Social Directives: { $prestige } Prestige each
}
earth-board-nobody-tie = nobody: a tie
earth-board-picture-leads = { $seat } leads
earth-board-tied = tied

## The alt text.

earth-board-alt-title = As The Earth Crumbles board. { $status }
earth-board-alt-tile = { $coins ->
    [one] { $tile } ({ $text }; costs { $coins } Coin)
   *[other] { $tile } ({ $text }; costs { $coins } Coins)
}
earth-board-alt-exploding = the exploding Gas Pocket ({ $what })
earth-board-alt-tiles = { $salvage ->
    [true] Can be salvaged now: { $tiles }.
   *[false] Uncovered on the Earth: { $tiles }.
}
earth-board-alt-tiles-counted = { $salvage ->
    [true] Can be salvaged now: { $count ->
        [one] { $count } tile
       *[other] { $count } tiles
    }, { $colours }.
   *[false] Uncovered on the Earth: { $count ->
        [one] { $count } tile
       *[other] { $count } tiles
    }, { $colours }.
}
earth-board-alt-count = { $colour ->
    [blue] { $count } Blue
    [green] { $count } Green
    [red] { $count } Red
   *[other] { $count } Gas Pocket
}
earth-board-alt-lane = { $note ->
    [now] { $lane } (generating income): { $sites }
    [next] { $lane } (generates income next): { $sites }
   *[none] { $lane }: { $sites }
}
earth-board-alt-city = { $whose }: { $lanes }.
earth-board-alt-player-over = { $label }: { $prestige } Prestige.
earth-board-alt-player-over-detail = { $label }: { $prestige } Prestige, { $breakdown }.
earth-board-alt-player-now = { $label }: { $prestige } Prestige now.
earth-board-alt-player = { $coins ->
    [one] { $label }: { $coins } Coin, { $culture } Culture, { $prosperity } Prosperity, { $prestige } Prestige now.
   *[other] { $label }: { $coins } Coins, { $culture } Culture, { $prosperity } Prosperity, { $prestige } Prestige now.
}
earth-board-alt-directive = { $title } ({ $goal }): { $leader }
earth-board-alt-directive-short = { $title }: { $leader }
earth-board-alt-directives = { $over ->
    [true] Social Directives claimed: { $parts }.
   *[false] Social Directives, { $prestige } Prestige each: { $parts }.
}
earth-board-alt-lasted = { $turns ->
    [one] The game lasted { $turns } turn.
   *[other] The game lasted { $turns } turns.
}
earth-board-alt-facts = { $count ->
    [one] Turn { $turn }, { $count } tile left on the Earth.
   *[other] Turn { $turn }, { $count } tiles left on the Earth.
}
earth-board-alt-facts-next = { $count ->
    [one] Turn { $turn }, { $count } tile left on the Earth, { $seat } plays next.
   *[other] Turn { $turn }, { $count } tiles left on the Earth, { $seat } plays next.
}
earth-board-alt-facts-last = Turn { $turn }, the Earth is empty: this is the last turn.
earth-board-alt-discard-count = { $count ->
    [one] Discard pile: { $count } tile.
   *[other] Discard pile: { $count } tiles.
}
earth-board-alt-earth = { $count ->
    [one] The Earth: { $count } tile left; { $gone }
   *[other] The Earth: { $count } tiles left; { $gone }
}
earth-board-alt-exploding-tile = { $tile }, exploding
earth-board-alt-uncovered = uncovered: { $tiles }
earth-board-alt-covered = covered: { $tiles }
earth-board-alt-covered-count = { $count ->
    [one] { $count } tile covered
   *[other] { $count } tiles covered
}
earth-board-alt-layer = Layer { $layer }, { $said }.
earth-board-alt-city-facts = { $whose }: { $resources }, { $prestige } Prestige { $over ->
    [true] final score
   *[false] now
}.
earth-board-alt-leads = Leads { $directives }.
earth-board-alt-beneath = { $site }, beneath: { $tiles }
earth-board-alt-lane-sites = { $lane }: { $sites }.
earth-board-alt-discard = { $count ->
    [one] The discard pile, { $count } tile, newest first: { $tiles }.
   *[other] The discard pile, { $count } tiles, newest first: { $tiles }.
}

## The close-ups: their buttons (80 characters at most with a 12-character name) and pictures.

earth-board-show-earth = Show the Earth
earth-board-show-my-city = Show my city
earth-board-show-city = Show { $seat }'s city
earth-board-show-discard = Show the discard pile
earth-board-the-earth = The Earth
earth-board-earth-left = { $count ->
    [one] The Earth: { $count } tile left
   *[other] The Earth: { $count } tiles left
}
earth-board-earth-note = { $salvage ->
    [true] Ringed: nothing rests on it, so it can be salvaged now. Top layer first; each tile rests on the four below its corners.
   *[false] Ringed: nothing rests on it. Top layer first; each tile rests on the four below its corners.
}
earth-board-earth-layer = { $where ->
    [top] Layer { $layer }, the top: { $left } of { $all } left
    [bottom] Layer { $layer }, the bottom: { $left } of { $all } left
   *[middle] Layer { $layer }: { $left } of { $all } left
}
earth-board-leads-picture = Leads: { $directives }
earth-board-beneath = Beneath, top down: { $tiles }
earth-board-the-discard = The discard pile
earth-board-discard-heading = { $count ->
    [one] The discard pile: { $count } tile
   *[other] The discard pile: { $count } tiles
}
earth-board-discard-note = Newest first. Fabricate one for 2 Build Points and its cost.

## A tile's name without its colour (the picture shows the colour by its symbol and fill).

earth-board-name-a-b1 = Foundry
earth-board-name-a-b2 = Guildhall
earth-board-name-a-b3 = Stacked Mint
earth-board-name-a-b4 = Theatre
earth-board-name-a-b5 = Museum
earth-board-name-a-b6 = Tiered Gardens
earth-board-name-a-b7 = Exchange
earth-board-name-a-g1 = Foundry
earth-board-name-a-g2 = Guildhall
earth-board-name-a-g3 = Stacked Mint
earth-board-name-a-g4 = Theatre
earth-board-name-a-g5 = Museum
earth-board-name-a-g6 = Tiered Gardens
earth-board-name-a-g7 = Exchange
earth-board-name-a-r1 = Foundry
earth-board-name-a-r2 = Guildhall
earth-board-name-a-r3 = Stacked Mint
earth-board-name-a-r4 = Theatre
earth-board-name-a-r5 = Museum
earth-board-name-a-r6 = Tiered Gardens
earth-board-name-a-r7 = Exchange
earth-board-name-a-b8 = Culture Pickup
earth-board-name-a-g8 = Culture Pickup
earth-board-name-a-g9 = Prosperity Pickup
earth-board-name-a-r8 = Prosperity Pickup
earth-board-name-a-b9 = Move Tile Pickup
earth-board-name-a-r9 = Move Tile Pickup
earth-board-name-a-r10 = Grand Exchange
earth-board-name-gp-1 = Gas Pocket
earth-board-name-gp-2 = Gas Pocket
earth-board-name-gp-3 = Gas Pocket
earth-board-name-gp-4 = Gas Pocket
earth-board-name-b-b1 = Coin Pickup
earth-board-name-b-g1 = Coin Pickup
earth-board-name-b-r1 = Coin Pickup
earth-board-name-b-b2 = Workshop
earth-board-name-b-g2 = Workshop
earth-board-name-b-b3 = Market
earth-board-name-b-g3 = Market
earth-board-name-b-r3 = Market

## The Social Directives: names, what each rewards in full, and the colour ones' short names.

earth-board-directive-sd1 = Most of a Single Visible Colour: Blue or Green
earth-board-directive-sd2 = Most of a Single Visible Colour: Green or Red
earth-board-directive-sd3 = Most of a Single Visible Colour: Red or Blue
earth-board-directive-sd4 = Skyscraper
earth-board-directive-sd5 = Urban Sprawl
earth-board-directive-sd6 = Patrons of the Arts
earth-board-directive-sd7 = Golden Age
earth-board-directive-sd8 = Treasury
earth-board-directive-sd9 = Layered City
earth-board-directive-text-sd1 = The most visible tiles of one colour, Blue or Green
earth-board-directive-text-sd2 = The most visible tiles of one colour, Green or Red
earth-board-directive-text-sd3 = The most visible tiles of one colour, Red or Blue
earth-board-directive-text-sd4 = The tallest single stack
earth-board-directive-text-sd5 = The most tiles built, covered ones included
earth-board-directive-text-sd6 = The most Culture
earth-board-directive-text-sd7 = The most Prosperity
earth-board-directive-text-sd8 = The most Coins
earth-board-directive-text-sd9 = The most Sites holding 2 or more tiles
earth-board-directive-short-sd1 = Blue or Green
earth-board-directive-short-sd2 = Green or Red
earth-board-directive-short-sd3 = Red or Blue

## The player guide's entries (bot/catalogue/earthcrumbles/entries.py): every tile, gas pocket, Social
## Directive and Lane, and the rule words. A tile's name, its ability and a directive's name and goal are
## the board's (above). $pile is advanced or basic; $colour, $lane, $one and $other are blue, green or red;
## $sites a list of Site numbers.

earth-guide-tile = { $pile ->
    [advanced] Advanced tile
   *[basic] Basic tile
}: { $copies }. { $cost } { $ability }{ $stack ->
    [true] {" "}Stack Multiplier: a stack of 3 tiles lets it generate up to 3 times, and so on; you choose how many, and a purchase is paid each time.
   *[false] {""}
} { $note }
# One colour's copies of a tile, listed: "one Blue, one Green and one Red".
earth-guide-copies = { $count ->
    [1] one
    [2] two
    [3] three
    [4] four
   *[other] { $count }
} { $colour ->
    [blue] Blue
    [green] Green
   *[red] Red
}
earth-guide-cost = { $coins ->
    [one] Build Cost { $coins } Coin.
   *[other] Build Cost { $coins } Coins.
}
# Where the colours of a tile cost differently: each by its name.
earth-guide-costs = Build Cost: { $costs }.
earth-guide-cost-of = { $coins ->
    [one] { $tile } { $coins } Coin
   *[other] { $tile } { $coins } Coins
}
# Where the colours' abilities differ: each by its name, one sentence each.
earth-guide-tile-ability = { $tile } — { $text }.
earth-guide-note-gives = With the Income option on automatic, it is collected for you in full.
earth-guide-note-per-colour = Only the top tile of each of your Sites counts. With the Income option on automatic, it is collected for you in full.
earth-guide-note-buying = Buying is optional: you choose how much, and may spend what you gained earlier in the same income step. Even with the Income option on automatic you are asked, whenever you can afford it.
earth-guide-note-taken = The Salvage Bonus is optional; with the Income option on automatic it is taken for you. It never generates income, but once built it counts as a tile of its colour and adds to its stack's height.
earth-guide-note-prosperity-pickup = The discarded tile goes to the discard pile and the tile under it, if any, shows again. With no built tile you gain nothing. It never generates income, but once built it counts as a tile of its colour and adds to its stack's height.
earth-guide-note-move-pickup = Optional. The tile goes onto an empty Site or on top of another stack, never underneath. It never generates income, but once built it counts as a tile of its colour and adds to its stack's height.
earth-guide-gas-name = { $coins ->
    [one] Gas Pocket ({ $coins } Coin)
   *[other] Gas Pocket ({ $coins } Coins)
}
earth-guide-gas = { $count ->
    [one] One
   *[other] { $count }
} of the { $total } gas pockets, colourless, among the Advanced tiles; it can never be salvaged. { $ability }. The player whose turn it is flips it like a coin as soon as no tile lies on it: on cogs, nothing happens. On an explosion, each player with a built tile, that player included, chooses to pay or to discard; whoever cannot pay must discard. Either way it then leaves the game, never to the discard pile. The gas pockets ask { $prices } Coins.
earth-guide-directive = Social Directive. { $text }. { $count } At the end of the game it goes to the one player with the most, for { $prestige } Prestige; on a tie for the most, nobody claims it. { $drawn } of the { $total } are drawn for each game, none in a solo game.
earth-guide-count-colour = Count your visible tiles (the top tile of each Site) of each of the two colours and keep the larger count: five visible { $one ->
    [blue] Blue
    [green] Green
   *[red] Red
} tiles beat four visible { $other ->
    [blue] Blue
    [green] Green
   *[red] Red
} ones.
earth-guide-count-tallest = Count the tiles of your tallest stack, covered ones included.
earth-guide-count-built = Tiles in your Reserve do not count.
earth-guide-count-culture = Counted at the end, before it turns into Prestige.
earth-guide-count-prosperity = Counted at the end, before it turns into Prestige.
earth-guide-count-coins = Counted at the end, before they turn into Prestige.
earth-guide-count-layered = A Site counts once, however tall its stack.
earth-guide-lane = { $count ->
    [one] Site
   *[other] Sites
} { $sites } of every Surface board. It is activated whenever a { $lane ->
    [blue] Blue
    [green] Green
   *[red] Red
} tile ({ $symbol }) is salvaged, once for each of the { $tiles } { $lane ->
    [blue] Blue
    [green] Green
   *[red] Red
} tiles: every player, not only the one who salvaged, collects income from the visible tiles on those Sites. { $printed } Any tile may be built there, whatever its colour.
# What one Site of a Lane prints, a sentence each.
earth-guide-lane-prints = { $coins ->
    [0] Site { $site } prints nothing.
    [one] Site { $site } prints { $coins } Coin, paid while it holds no tile.
   *[other] Site { $site } prints { $coins } Coins, paid while it holds no tile.
}
earth-guide-site = Site { $site }

## The rule words: a name, its other names (-alias-<n>: a language with fewer may repeat its name), a text.

earth-guide-rule-earth = Earth
earth-guide-rule-alias-earth-1 = pyramid
earth-guide-rule-text-earth = The pyramid of all { $tiles } tiles, face up: the { $advanced } Advanced tiles ({ $gas ->
    [one] { $gas } gas pocket
   *[other] { $gas } gas pockets
} among them) in the two lower layers, the { $basic } Basic tiles in the two upper ones. Each tile of an upper layer covers the corners of four tiles below it. A tile can be salvaged once no tile lies on any of its corners; at the start only the top layer's tiles can. The game ends after the turn that takes its last tile.
earth-guide-rule-board = Surface board
earth-guide-rule-alias-board-1 = Sites
earth-guide-rule-alias-board-2 = board
earth-guide-rule-text-board = Each player's board of { $sites } Sites, numbered 1-{ $sites }, where you build. Sites { $lanes }. { $printed }, paid when their Lane is activated while they hold no tile. A tile goes onto an empty Site or on top of a stack, never underneath; only the top tile of a stack is visible and generates income.
# The Sites of each Lane, listed: "1 and 2 form the Blue Lane, 3 and 4 the Green Lane and 5 and 6 the Red Lane".
earth-guide-board-lane = { $first ->
    [true] { $sites } form the { $lane ->
        [blue] Blue Lane
        [green] Green Lane
       *[red] Red Lane
    }
   *[false] { $sites } the { $lane ->
        [blue] Blue Lane
        [green] Green Lane
       *[red] Red Lane
    }
}
earth-guide-board-printed = { $count ->
    [one] Site { $sites } prints { $coins ->
        [one] { $coins } Coin
       *[other] { $coins } Coins
    }
   *[other] Sites { $sites } print { $coins ->
        [one] { $coins } Coin
       *[other] { $coins } Coins
    }
}
earth-guide-rule-build = Build Points
earth-guide-rule-alias-build-1 = Build
earth-guide-rule-alias-build-2 = Scrap
earth-guide-rule-alias-build-3 = Fabricate
earth-guide-rule-text-build = You get { $points ->
    [one] { $points } Build Point
   *[other] { $points } Build Points
} each turn, lost if unspent. Build ({ $build ->
    [one] { $build } Build Point
   *[other] { $build } Build Points
}): pay a Reserve tile's Build Cost and put it on any of your Sites. Scrap ({ $scrap ->
    [one] { $scrap } Build Point
   *[other] { $scrap } Build Points
}): discard a Reserve tile and gain { $coins ->
    [one] { $coins } Coin
   *[other] { $coins } Coins
}. Fabricate ({ $fabricate ->
    [one] { $fabricate } Build Point
   *[other] { $fabricate } Build Points
}): build a tile from the discard pile, paying its Build Cost.
earth-guide-rule-stack = Stack Multiplier
earth-guide-rule-alias-stack-1 = stack
earth-guide-rule-text-stack = A symbol on some tiles: when its Site's Lane is activated, the tile may generate up to as many times as there are tiles in its stack, this one included. You choose how many, and pay each time for a purchase.
earth-guide-rule-bonus = Salvage Bonus
earth-guide-rule-alias-bonus-1 = pickup
earth-guide-rule-alias-bonus-2 = bonus
earth-guide-rule-text-bonus = What a pickup tile (Coin, Culture, Prosperity or Move Tile Pickup) does as you salvage it, before any gas pocket is flipped. It is optional. Pickups never generate income.
earth-guide-rule-reserve = Reserve
earth-guide-rule-text-reserve = Your salvaged tiles waiting to be built, face up beside your board. It has no limit; its tiles score nothing. Scrap one for { $coins ->
    [one] { $coins } Coin
   *[other] { $coins } Coins
}.
earth-guide-rule-discard = Discard pile
earth-guide-rule-alias-discard-1 = discard
earth-guide-rule-text-discard = One face-up pile shared by everyone: scrapped tiles and tiles lost to Prosperity Pickups and gas explosions. Anyone may Fabricate from it on their turn. Gas pockets never go there.
earth-guide-rule-prestige = Prestige
earth-guide-rule-alias-prestige-1 = score
earth-guide-rule-alias-prestige-2 = tie-break
earth-guide-rule-text-prestige = At the end: { $coins } Coins make 1 Prestige (leftover Coins score nothing), 1 Culture makes 1 Prestige, 1 Prosperity makes { $prosperity } Prestige and each Social Directive claimed { $directive } Prestige. The most Prestige wins; a tie goes to the most Prosperity, then Culture, then Coins, and players still tied share the win.
