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

## The board in words: its embed, its alt text and the terminal's text.

gentoo-none = none
gentoo-nothing = nothing
gentoo-cards = { $count ->
    [0] nothing
   *[other] { $cards }
}
gentoo-counted = { $count ->
    [one] { $card }
   *[other] { $count } { $card }
}
gentoo-card-count = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
gentoo-taken-card = { $card } (taken this turn)
gentoo-you = { $seat } (you)
gentoo-cost = { $stones ->
    [0] { $fish ->
        [0] free
       *[other] { $fish } fish
    }
   *[other] { $fish ->
        [0] free, needs { $stones } stones
       *[other] { $fish } fish, needs { $stones } stones
    }
}
gentoo-price = { $stones ->
    [0] { $fish ->
        [0] free
       *[other] { $fish } fish
    }
   *[other] { $stones } stones
}
gentoo-status-won = { $count ->
    [one] { $winners } wins with { $penguins ->
        [one] { $penguins } penguin!
       *[other] { $penguins } penguins!
    }
   *[other] { $winners } win with { $penguins ->
        [one] { $penguins } penguin!
       *[other] { $penguins } penguins!
    }
}
gentoo-status-peck = { $seat } played a Stone Thief on { $target }, who decides whether to block it with a Vicious Peck.
gentoo-status = { $doing ->
    [choose] { $seat }'s turn: take a Choice Card, or none.
    [discard] { $seat }'s turn: discard one of the Choice Cards (more than four are showing).
    [play] { $seat }'s turn: play a card, hatch an Egg, or move a card to the Used Pile.
    [gift] { $seat }'s turn: choose who gets a Nesting Stone for the hatched Egg.
    [target-skua] { $seat }'s turn: choose the Egg the Skua takes.
    [target-thief] { $seat }'s turn: choose whom the Stone Thief robs.
    [target-seal] { $seat }'s turn: choose whom the Leopard Seal attacks.
    [target] { $seat }'s turn: choose a target.
   *[other] { $seat }'s turn: decide.
}
gentoo-order = { $reversed ->
    [true] Play order: { $order } (reversed by a Confusing Blizzard)
   *[false] Play order: { $order }
}
gentoo-why = { $card }: { $why }
gentoo-out-of-reach = Not to be taken now: { $reasons }.
gentoo-piles = { $on_top ->
    [true] Draw Pile: { $draw ->
        [one] { $draw } card
       *[other] { $draw } cards
    }. Discard Pile: { $discard ->
        [one] { $discard } card
       *[other] { $discard } cards
    }, { $top } on top.
   *[false] Draw Pile: { $draw ->
        [one] { $draw } card
       *[other] { $draw } cards
    }. Discard Pile: { $discard ->
        [one] { $discard } card
       *[other] { $discard } cards
    }.
}
gentoo-your-cards = Your cards
gentoo-their-cards = { $seat }'s cards
gentoo-facts = { $penguins } of { $goal ->
        [one] { $goal } penguin
       *[other] { $goal } penguins
    } · { $stones ->
        [one] { $stones } stone
       *[other] { $stones } stones
    } · { $fish } fish{ $skips ->
        [0] {""}
        [one] {" "}· skips { $skips } turn
       *[other] {" "}· skips { $skips } turns
    }

gentoo-text-head = { $goal ->
    [one] Gentoo Rules, turn { $turn }. First to { $goal } penguin wins.
   *[other] Gentoo Rules, turn { $turn }. First to { $goal } penguins wins.
}
gentoo-text-head-over = { $goal ->
    [one] Gentoo Rules. First to { $goal } penguin wins.
   *[other] Gentoo Rules. First to { $goal } penguins wins.
}
gentoo-text-row-card = { $card }: { $cost }
gentoo-text-player-line = { $who }: { $facts }
gentoo-text-row = Choice Cards ({ $count }): { $cards }
gentoo-text-piles = Draw Pile { $draw } | Discard Pile { $discard }{ $on_top ->
        [true] , top { $top }
       *[false] {""}
    }{ $removed ->
        [0] {""}
       *[other] {" "}| { $removed } out of the game
    }
gentoo-text-player = penguins { $penguins }/{ $goal }, stones { $stones }, fish { $fish }{ $skips ->
        [0] {""}
        [one] , skips { $skips } turn
       *[other] , skips { $skips } turns
    }
gentoo-text-in-play = in play: { $cards }
gentoo-text-used = Used Pile { $used }{ $on_top ->
        [true] {" "}(top { $top })
       *[false] {""}
    }, Player Pile { $pile }

gentoo-field-counts = 🐧 { $penguins }/{ $goal } · 🪨 { $stones ->
        [one] { $stones } stone
       *[other] { $stones } stones
    } · 🐟 { $fish } fish
gentoo-field-in-play = In play: { $cards }
gentoo-field-used = { $empty ->
    [true] Used: empty
   *[false] Used: { $top } ({ $count })
}
gentoo-field-pile = Player Pile: { $count }
gentoo-field-skips = { $skips ->
    [one] ⏭ skips { $skips } turn
   *[other] ⏭ skips { $skips } turns
}
gentoo-field-choice = { $fish ->
        [0] **{ $card }** · free
       *[other] **{ $card }** · { $fish } 🐟
    }{ $stones ->
        [0] {""}
       *[other] {" "}· needs { $stones } 🪨
    }
gentoo-field-row = Choice Cards ({ $count })
gentoo-footer = Draw Pile { $draw } · Discard Pile { $discard }{ $on_top ->
        [true] {" "}(top: { $top })
       *[false] {""}
    }{ $over ->
        [true] {""}
       *[false] {" "}· turn { $turn }
    }

gentoo-tag-you = you
gentoo-tag-deciding = deciding now
gentoo-tag-winner = winner
gentoo-alt-facts = { $penguins ->
        [one] { $penguins } penguin
       *[other] { $penguins } penguins
    }, { $stones ->
        [one] { $stones } stone
       *[other] { $stones } stones
    }, { $fish } fish{ $skips ->
        [0] {""}
        [one] , skips { $skips } turn
       *[other] , skips { $skips } turns
    }
gentoo-alt-player = { $tagged ->
        [true] { $seat } ({ $tags })
       *[false] { $seat }
    }: { $facts }; in play { $cards }{ $on_used ->
        [true] ; { $used } on the Used Pile
       *[false] {""}
    }.
gentoo-alt-no-row = No Choice Cards are showing.
gentoo-alt-choice = { $card }: { $cost }.
gentoo-alt-choice-short = { $card }: { $price }.
gentoo-alt-row = Choice Cards ({ $count }):
gentoo-alt-head = Gentoo Rules board. { $status }
gentoo-alt-piles = Draw Pile { $draw ->
        [one] { $draw } card
       *[other] { $draw } cards
    }, Discard Pile { $discard ->
        [one] { $discard } card
       *[other] { $discard } cards
    }.
gentoo-alt-subline = { $subline }.
gentoo-empty = empty
gentoo-alt-closeup-row = The Choice Cards.
gentoo-alt-card = { $card }, { $cost }: { $text }
gentoo-alt-card-text = { $card }: { $text }
gentoo-alt-cards-head = { $title }: { $facts }.
gentoo-alt-in-play = { $count ->
    [0] Cards in Play: none.
   *[other] Cards in Play:
}
gentoo-alt-used = { $on_top ->
    [true] Used Pile, { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }, { $top } on top: { $cards }.
   *[false] Used Pile, { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }: { $cards }.
}
gentoo-alt-pile = Player Pile, { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } face down: { $cards }.

## The pictures: short, for a phone (a chip's label fits a card's chip; a tag fits beside a name).

gentoo-chip-snow = Snow
gentoo-chip-egg3 = Egg 3
gentoo-chip-egg4 = Egg 4
gentoo-chip-egg5 = Egg 5
gentoo-chip-hatch = Hatch
gentoo-chip-skua = Skua
gentoo-chip-thief = Thief
gentoo-chip-nest = Nest Site
gentoo-chip-seal = Seal
gentoo-chip-peck = Peck
gentoo-chip-blizzard = Blizzard
gentoo-chip-fishing = Fishing
gentoo-chip-thaw = Thaw
gentoo-chip-counted = { $count ->
    [one] { $card }
   *[other] { $card } ×{ $count }
}
gentoo-title-snow = Snow
gentoo-title-egg3 = Egg
gentoo-title-egg4 = Egg
gentoo-title-egg5 = Egg
gentoo-title-hatch = Hatch
gentoo-title-skua = Skua
gentoo-title-thief = Stone Thief
gentoo-title-nest = Nesting Site
gentoo-title-seal = Leopard Seal
gentoo-title-peck = Vicious Peck
gentoo-title-blizzard = Blizzard
gentoo-title-fishing = Gone Fishing
gentoo-title-thaw = Thaw
gentoo-headline-peck = { $seat }: block the Stone Thief with a Vicious Peck?
gentoo-headline = { $doing ->
    [choose] { $seat }: take a Choice Card, or none
    [discard] { $seat }: discard a Choice Card
    [play] { $seat }: play, hatch or move a card
    [gift] { $seat }: give a stone for the hatched Egg
    [target-skua] { $seat }: choose the Egg the Skua takes
    [target-thief] { $seat }: choose whom the Stone Thief robs
    [target-seal] { $seat }: choose whom the Leopard Seal attacks
    [target] { $seat }: choose a target
   *[other] { $seat }: decide
}
gentoo-subline = { $has_next ->
    [true] Next: { $next }{ $reversed ->
            [true] {" "}(order reversed)
           *[false] {""}
        } · first to { $goal ->
            [one] { $goal } penguin
           *[other] { $goal } penguins
        } · turn { $turn }
   *[false] { $reversed ->
        [true] Order reversed · first to { $goal ->
                [one] { $goal } penguin
               *[other] { $goal } penguins
            }
       *[false] First to { $goal ->
                [one] { $goal } penguin
               *[other] { $goal } penguins
            }
    }{ $over ->
        [true] {""}
       *[false] {" "}· turn { $turn }
    }
}
gentoo-picture-price = { $stones ->
    [0] { $fish ->
        [0] free
       *[other] { $fish } fish
    }
   *[other] { $stones } stones
}
gentoo-picture-piles = Draw { $draw } · Discard { $discard }
gentoo-picture-row = { $discarding ->
    [true] Choice Cards: discard one
   *[false] Choice Cards
}
gentoo-picture-penguins = Penguins
gentoo-picture-stones = Stones
gentoo-picture-fish = Fish
gentoo-picture-wins = WINS
gentoo-picture-target = TARGET
gentoo-picture-you = YOU
gentoo-picture-skips = SKIPS { $skips }
gentoo-picture-used = Used
gentoo-picture-in-play = In play
gentoo-picture-more = +{ $count } more
gentoo-show-row = Show the Choice Cards
gentoo-show-mine = Show my cards
gentoo-show-theirs = Show { $seat }'s cards
gentoo-closeup-row = The Choice Cards
gentoo-closeup-in-play = Cards in Play ({ $count })
gentoo-closeup-used = { $on_top ->
    [true] Used Pile: { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }, { $top } on top
   *[false] Used Pile: { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
}
gentoo-closeup-pile = Player Pile: { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }, face down

## Each card's whole text, as the close-ups show it.

gentoo-text-snow = Cannot be played. You may move it to your Used pile if you have more than three Cards in Play.
gentoo-text-egg3 = Combine with Hatch to produce a penguin. Choosing it needs 3 Nesting Stones.
gentoo-text-egg4 = Combine with Hatch to produce a penguin. Choosing it needs 4 Nesting Stones.
gentoo-text-egg5 = Combine with Hatch to produce a penguin. Choosing it needs 5 Nesting Stones.
gentoo-text-hatch = Use to collect a penguin. Requires an Egg in play.
gentoo-text-skua = Discard any Egg currently visible on the table (Cards in Play, Choice Cards, or atop a Used Pile).
gentoo-text-thief = Take a Nesting Stone from any other player.
gentoo-text-nest = Reduces the Nesting Stones needed to take an Egg by one. Does not count as your played card.
gentoo-text-seal = Force another player to lose one penguin token.
gentoo-text-peck = Blocks a Stone Thief: play it out of turn to keep your stone.
gentoo-text-blizzard = Reverse the direction of play.
gentoo-text-fishing = The next player loses a turn.
gentoo-text-thaw = If you have a Snow card in play, melt it. Discard both the Thaw and the Snow.

## The player guide's card entries (bot/catalogue/gentoo/entries.py): the cost to choose a card, its copies,
## its text (gentoo-text-*) and a note on how it is played at this table.

gentoo-guide-card = { $cost ->
        [0] Free to choose.
       *[other] Costs { $cost } fish to choose.
    } { $copies ->
        [one] { $copies } copy.
       *[other] { $copies } copies.
    } { $text }{ $noted ->
        [true] {" "}{ $note }
       *[false] {""}
    }
gentoo-guide-note-snow = Each player starts with 6 Snow. A Thaw can melt one.
gentoo-guide-note-egg = Nesting Stones are a threshold, never spent. A Good Nesting Site in your Cards in Play lowers the need by one.
gentoo-guide-note-hatch = Hatching is your one play of the turn. Then give one of your Nesting Stones to another player of your choice (none if you have no stone).
gentoo-guide-note-skua = Any Egg in sight will do, your own included. With no Egg in sight it is discarded with no effect.
gentoo-guide-note-thief = The player you name may block it with a Vicious Peck from their Cards in Play. A player with no stone has nothing to take.
gentoo-guide-note-nest = Use it from your Cards in Play while choosing an Egg; it is then discarded. Played as your card of the turn, it does nothing.
gentoo-guide-note-seal = The penguin goes back to the supply. Naming a player with no penguin has no effect.
gentoo-guide-note-peck = It must be in your Cards in Play when the Stone Thief names you. Played on your own turn, it does nothing.
gentoo-guide-note-blizzard = With two players it has no effect.
gentoo-guide-note-fishing = Several Gone Fishing cards add up, one lost turn each. With two players you play again.
gentoo-guide-note-thaw = With no Snow in your Cards in Play it is discarded with no effect. An option can send the melted Snow out of the game instead.
