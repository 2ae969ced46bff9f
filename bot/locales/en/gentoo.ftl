# Gentoo Rules: its cards, its game log, its buttons and its refusals (docs/localisation.md). The card
# and term names are the glossary of docs/localisation.md, "Gentoo Rules". A player's name is filled in
# after the message: { $seat }, { $victim }, { $to } go where the names go.

## The cards and the places they lie.

gentoo-card-snow = Snow
gentoo-card-egg3 = Egg (3 stones)
gentoo-card-egg4 = Egg (4 stones)
gentoo-card-egg5 = Egg (5 stones)
gentoo-card-hatch = Hatch
gentoo-card-skua = Skua
gentoo-card-thief = Stone Thief
gentoo-card-nest = Good Nesting Site
gentoo-card-seal = Leopard Seal
gentoo-card-peck = Vicious Peck
gentoo-card-blizzard = Confusing Blizzard
gentoo-card-fishing = Gone Fishing
gentoo-card-thaw = Thaw

gentoo-place-row = the Choice Cards
gentoo-place-in-play = { $seat }'s Cards in Play
gentoo-place-used = { $seat }'s Used Pile
gentoo-place-table = the table

## The game log.

gentoo-log-first = { $seat } goes first.
gentoo-log-take-nothing = { $seat } takes no Choice Card.
gentoo-log-discard = { $seat } discards { $card } from the Choice Cards.
gentoo-log-move-used = { $seat } moves { $card } to their Used Pile.
gentoo-log-play-nothing = { $seat } plays nothing.
gentoo-log-take = { $nest ->
    [true] { $cost ->
        [0] { $seat } takes { $card }, using a Good Nesting Site.
       *[other] { $seat } takes { $card } for { $cost } fish, using a Good Nesting Site.
    }
   *[false] { $cost ->
        [0] { $seat } takes { $card }.
       *[other] { $seat } takes { $card } for { $cost } fish.
    }
}
gentoo-log-reshuffle-draw = The Discard Pile is shuffled into a new Draw Pile.
gentoo-log-drawn = { $card } is drawn into the Choice Cards.
gentoo-log-reshuffle-pile = { $seat } shuffles their Used Pile into a new Player Pile and has { $fish } fish again.
gentoo-log-flip = { $seat } flips { $card }.
gentoo-log-loses-turn = { $seat } is out fishing and loses a turn.
gentoo-log-blizzard = { $seat } plays Confusing Blizzard: play now runs the other way.
gentoo-log-blizzard-two = { $seat } plays Confusing Blizzard, which does nothing with two players.
gentoo-log-fishing = { $again ->
    [true] { $seat } plays Gone Fishing: { $victim } will lose a turn, so { $seat } plays again.
   *[false] { $seat } plays Gone Fishing: { $victim } will lose a turn.
}
gentoo-log-thaw-nothing = { $seat } plays Thaw with no Snow to melt.
gentoo-log-thaw = { $seat } plays Thaw and melts a Snow.
gentoo-log-no-effect = { $seat } plays { $card }, which has no effect now.
gentoo-log-skua-nothing = { $seat } plays Skua, but no Egg is in sight.
gentoo-log-skua = { $seat } plays Skua on { $card } in { $place }.
gentoo-log-seal = { $seat } sends a Leopard Seal after { $victim }, who loses a penguin.
gentoo-log-seal-nothing = { $seat } sends a Leopard Seal after { $victim }, who has no penguin.
gentoo-log-thief = { $seat } plays Stone Thief on { $victim }.
gentoo-log-thief-nothing = { $seat } plays Stone Thief on { $victim }, who has no stone.
gentoo-log-peck = { $seat } blocks the Stone Thief with a Vicious Peck.
gentoo-log-steal = { $seat } takes a Nesting Stone from { $victim }.
gentoo-log-hatch = { $penguins ->
    [one] { $seat } hatches an egg and now has { $penguins } penguin
   *[other] { $seat } hatches an egg and now has { $penguins } penguins
}{ $gives ->
    [true] , and gives a Nesting Stone to { $to }.
   *[false] .
}
gentoo-result = { $count ->
    [one] { $winners } wins with { $penguins ->
        [one] { $penguins } penguin.
       *[other] { $penguins } penguins.
    }
   *[other] { $winners } win with { $penguins ->
        [one] { $penguins } penguin.
       *[other] { $penguins } penguins.
    }
}

## The buttons: 80 characters at most with 12-character names.

gentoo-move-take-nothing = Take nothing
gentoo-move-play-nothing = Play nothing
gentoo-move-allow = Let the thief take a stone
gentoo-move-back = Back
gentoo-move-victim-stones = { $stones ->
    [0] { $seat } (no stone: no effect)
    [one] { $seat } ({ $stones } stone)
   *[other] { $seat } ({ $stones } stones)
}
gentoo-move-victim-penguins = { $penguins ->
    [0] { $seat } (no penguin: no effect)
    [one] { $seat } ({ $penguins } penguin)
   *[other] { $seat } ({ $penguins } penguins)
}
gentoo-move-give = Give a stone to { $seat }
gentoo-move-take = { $nest ->
    [true] { $cost ->
        [0] Take { $card } with Good Nesting Site
       *[other] Take { $card } ({ $cost } fish) with Good Nesting Site
    }
   *[false] { $cost ->
        [0] Take { $card }
       *[other] Take { $card } ({ $cost } fish)
    }
}
gentoo-move-discard = Discard { $card }
gentoo-move-play = Play { $card }
gentoo-move-play-no-effect = Play { $card } (no effect)
gentoo-move-play-own-eggs = { $eggs ->
    [one] Play { $card } (only your own Egg can be hit)
   *[other] Play { $card } (only your own Eggs can be hit)
}
gentoo-move-hatch = Hatch { $card } with Hatch
gentoo-move-used = Move { $card } to Used Pile
gentoo-move-target = { $card } in { $place }
gentoo-move-peck = Block with Vicious Peck

## Refusals and what is out of reach.

gentoo-first-player = { $players ->
    [one] The first player must be one of the { $players } player in the game.
   *[other] The first player must be one of the { $players } players in the game.
}
gentoo-why-fish = it costs { $cost } fish and { $seat } has { $fish }
gentoo-why-stones = { $stones ->
    [one] it needs { $stones } Nesting Stone (one fewer with a Good Nesting Site) and { $seat } has { $has }
   *[other] it needs { $stones } Nesting Stones (one fewer with a Good Nesting Site) and { $seat } has { $has }
}
gentoo-refuse-not-shown = That card is not among the Choice Cards.
gentoo-refuse-fish = You need { $cost } fish to take { $card }; you have { $fish }.
gentoo-refuse-stones = { $stones ->
    [one] You need { $stones } Nesting Stone to take { $card } (one fewer with a Good Nesting Site).
   *[other] You need { $stones } Nesting Stones to take { $card } (one fewer with a Good Nesting Site).
}
gentoo-refuse-not-in-play = That card is not in your Cards in Play.
gentoo-refuse-snow = Snow cannot be played.
gentoo-refuse-taken = You took { $card } this turn, so you cannot use it until the turn is over.
gentoo-refuse-must-play = With more than three Cards in Play you must play a card or move one to your Used Pile.
gentoo-refuse-phase = { $phase ->
    [choose] That is not possible now: it is time to choose a Choice Card.
    [discard] That is not possible now: it is time to discard a Choice Card.
    [play] That is not possible now: it is time to play a card.
    [target] That is not possible now: it is time to pick the target.
    [gift] That is not possible now: it is time to give a Nesting Stone.
   *[peck] That is not possible now: it is time to answer the Stone Thief.
}
