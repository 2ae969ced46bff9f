# SLITHER: its cards, its game log, its buttons and its refusals (docs/localisation.md). Hexes are named
# as printed (12, C, β1). A player's name is filled in after the message.

## The ability cards and the snake's segments.

slither-card-strike = Strike
slither-card-gulp = Gulp
slither-card-venom = Venom
slither-card-shed-skin = Shed Skin
slither-card-long-leap = Long Leap
slither-card-croak = Croak
slither-card-ripple = Ripple
slither-card-lily-hop = Lily Hop
slither-card-patch-up = Patch Up
slither-card-tongue-lash = Tongue Lash
slither-card-hide-in-reeds = Hide in Reeds
slither-card-bellow = Bellow
slither-segment = { $kind ->
    [head] Head
    [tail] Tail
   *[middle] Middle { $number }
}
slither-role-snake = the snake
slither-role-frog = a frog
slither-cause-reveal = Reveal ({ $seats })
slither-cause-lash = { $seat }'s Tongue Lash

## The game log.

slither-log-snake = { $tiles ->
    [one] { $snake } is the snake and has { $tiles } tile to lay.
   *[other] { $snake } is the snake and has { $tiles } tiles to lay.
}
slither-log-lay = { $snake } lays tile { $number } ({ $hexes }) next to { $near }.
slither-log-you-put = You put { $hex } at the { $segment }.
slither-log-grow = { $cards ->
    [one] { $snake } grows a path of { $cards } card, face down.
   *[other] { $snake } grows a path of { $cards } cards, face down.
}
slither-log-last-round = Round { $round } was the last, and the snake is still free: { $snake }, the snake, wins!
slither-log-reshuffle = The frog deck is reshuffled from the discard pile.
slither-log-frog-draws = { $seat } draws { $card }.
slither-log-round = Round { $round }: the frogs move.
slither-log-damage = { $cause ->
    [venom] Venom falls off the Tail and damages { $building }: { $pads ->
            [one] { $pads } lily pad left.
           *[other] { $pads } lily pads left.
        }
   *[strike] Strike damages { $building }: { $pads ->
            [one] { $pads } lily pad left.
           *[other] { $pads } lily pads left.
        }
}
slither-log-last-pad = The last lily pad is gone: { $snake }, the snake, wins!
slither-log-flip = { $already ->
    [true] { $cause }: { $hex } is the snake's { $segment }, already face up.
   *[false] { $cause }: { $hex } is the snake's { $segment }, now face up.
}
slither-log-start = { $seat } starts on { $hex }.
slither-log-return = { $seat } comes back on { $hex } and does not move.
slither-log-ripple = { $near ->
    [true] { $seat } uses Ripple: is the Head within 2 spaces of { $hex }? yes.
   *[false] { $seat } uses Ripple: is the Head within 2 spaces of { $hex }? no.
}
slither-log-bellow = { $seat } uses Bellow: the snake may not play an ability card next move.
slither-log-patch = { $pads ->
    [one] { $seat } uses Patch Up: { $hex } has { $pads } lily pad.
   *[other] { $seat } uses Patch Up: { $hex } has { $pads } lily pads.
}
slither-log-move = { $how ->
    [hop] { $seat } hops by lily pad to { $hex }.
    [leap] { $seat } uses Long Leap to { $hex }.
    [lilyhop] { $seat } uses Lily Hop to { $hex }.
   *[move] { $seat } moves to { $hex }.
}
slither-log-reveal-nothing = Reveal: no frog is on a numbered hex.
slither-log-not-in-path = { $cause }: the snake shows { $hex } from its hand; it is not in the path.
slither-log-lash-missed = { $seat }'s Tongue Lash finds no Head there.
slither-log-tail-falls = { $shown ->
    [true] The snake moves: the Tail card ({ $hex }) falls off the path.
   *[false] The snake moves: the Tail card falls off the path.
}
slither-log-venom-miss = Venom falls off the Tail, next to no building with lily pads.
slither-log-shift = The snake moves: every card shifts one segment toward the Tail.
slither-log-cornered = The snake is cornered: no location next to its Head is free.
slither-log-your-head = Your new Head is { $hex }.
slither-log-head = The snake plays a new Head, face down.
slither-log-head-card = The snake plays a new Head and { $card } on it.
slither-log-strike-miss = Strike: no building with lily pads is next to the Head.
slither-log-shed = Shed Skin: { $hex } ({ $segment }) is turned face down again.
slither-log-hide = { $seat } uses Hide in Reeds and is not swallowed.
slither-log-gulp = Gulp: { $seat } is swallowed and discards its frog card.
slither-log-gulp-nothing = Gulp: no frog was on the Head.
slither-log-found-twice = The snake is found out a second time: the frogs win!
slither-log-found-out = The snake is found out! It is cast out and must hide again.
slither-log-draw-tile = { $snake } draws tile { $number } to lay.
slither-result-snake = { $free ->
    [true] { $snake }, the snake, wins: it was still free after round { $round }, it removed { $gone ->
            [0] none
           *[other] { $gone }
        } of the { $total } lily pads, and { $found ->
            [0] the frogs never found it out
            [1] the frogs found it out once
           *[other] the frogs found it out { $found } times
        }. Scores: lily pads removed for the snake, times the snake was found out for each frog.
   *[false] { $snake }, the snake, wins: all { $total } lily pads are gone, and { $found ->
            [0] the frogs never found it out
            [1] the frogs found it out once
           *[other] the frogs found it out { $found } times
        }. Scores: lily pads removed for the snake, times the snake was found out for each frog.
}
slither-result-frogs = { $count ->
    [one] { $frogs } wins: the frog found the snake out twice, and it removed { $gone ->
            [0] none
           *[other] { $gone }
        } of the { $total } lily pads. Scores: lily pads removed for the snake, times the snake was found out for each frog.
   *[other] { $frogs } win: the frogs found the snake out twice, and it removed { $gone ->
            [0] none
           *[other] { $gone }
        } of the { $total } lily pads. Scores: lily pads removed for the snake, times the snake was found out for each frog.
}

## The buttons: 80 characters at most with 12-character names.

slither-move-cornered = { $move } (leaves you no move)
slither-move-cornered-short = { $move } (dead end)
slither-move-group = Spots { $first }–{ $last }
slither-move-spot = Spot { $letter }, next to { $near }
slither-move-spot-id = Spot { $spot }
slither-move-low-at = Lowest number at { $spot }
slither-move-low = { $first } on the { $where ->
        [top] top
        [bottom] bottom
        [left] left
        [right] right
        [top-left] top-left
        [top-right] top-right
        [bottom-left] bottom-left
       *[bottom-right] bottom-right
    } hex, { $second } and { $third } clockwise
slither-move-back = Back
slither-move-path = Put { $hex } at the { $segment }
slither-move-start = Start on { $hex }
slither-move-move = Move to { $hex }
slither-move-hop = Hop by lily pad to { $hex }
slither-move-leap = Long Leap to { $hex }
slither-move-lilyhop = Lily Hop to { $hex }
slither-move-patch = Patch Up: put a lily pad back on this building
slither-move-ripple = Ripple: ask if the Head is within 2 spaces of me
slither-move-bellow = Bellow: no snake ability card next move
slither-move-return = Come back on { $hex }
slither-move-croak = Croak: announce { $hex }
slither-move-lash = Tongue Lash: if I'm on the Head, flip Middle 1 too
slither-move-keep = Keep my card
slither-move-head = New Head at { $hex }
slither-move-shed = Shed Skin: turn { $hex } face down
slither-move-no-card = No ability card
slither-move-play = { $flips ->
    [true] Play { $card } (flips the Head face up)
   *[false] Play { $card }
}

## Refusals.

slither-refuse-not-laying = That is not a step of laying a tile.
slither-refuse-back = There is nothing to go back to.
slither-refuse-tile = The tile cannot go there: choose one of the lettered spots.
slither-refuse-grow = That location card cannot grow the path: it must be in your hand and next to the last card.
slither-refuse-head = The new Head must be a card from your hand next to your previous Head.
slither-refuse-move = That is not one of your choices for this move.
slither-refuse-frog = Your frog cannot go there now.
slither-refuse-reveal = That is not one of your choices at the Reveal.

## The board in words: its embed, its alt text and the terminal's text (bot/render/slither/).

# Hexes are named as printed; a player's name is given as it is. $when is slither-board-round.
slither-board-off-board = off the board
slither-board-round = { $round ->
    [0] Setup
   *[other] { $last ->
        [0] Round { $round }
       *[other] Round { $round } of { $last }
    }
}
slither-board-phase = { $phase ->
    [place_tile] the snake lays a tile
    [grow_path] the snake grows its path
    [place_frogs] the frogs choose their buildings
    [frogs_move] the frogs move
    [reveal] Reveal: frogs may use their cards
    [snake_move] the snake moves
   *[over] game over
}
slither-board-status = { $when }: { $doing }. Waiting for { $nobody ->
        [true] nobody
       *[false] { $who }
    }.
slither-board-status-laying = { $when }: { $snake } lays tile { $tile } ({ $low }-{ $high }): { $chosen ->
        [true] which hex gets { $low }?
       *[false] a letter marks 3 hexes.
    }
slither-board-status-over = Game over: { $result }
slither-board-won-snake = { $free ->
    [true] { $snake }, the snake, wins: it was still free after round { $round }, it removed { $gone ->
            [0] none
           *[other] { $gone }
        } of the { $total ->
            [one] { $total } lily pad
           *[other] { $total } lily pads
        }, and { $found ->
            [0] the frogs never found it out
            [1] the frogs found it out once
           *[other] the frogs found it out { $found } times
        }.
   *[false] { $snake }, the snake, wins: all { $total ->
            [one] { $total } lily pad
           *[other] { $total } lily pads
        } are gone, and { $found ->
            [0] the frogs never found it out
            [1] the frogs found it out once
           *[other] the frogs found it out { $found } times
        }.
}
slither-board-won-frogs = { $frogs } { $count ->
        [one] wins
       *[other] win
    }: the { $count ->
        [one] frog
       *[other] frogs
    } found the snake out twice, and it removed { $gone ->
        [0] none
       *[other] { $gone }
    } of the { $total ->
        [one] { $total } lily pad
       *[other] { $total } lily pads
    }.
slither-board-subline = { $when } · found out { $found } of { $goal } · lily pads { $left } of { $total }
slither-board-pads-on = { $hex } { $pads }
slither-board-score = { $with_round ->
        [true] { $when }.{ " " }
       *[false] {""}
    }The frogs have { $found ->
        [0] not yet found the snake out
        [1] found the snake out once
        [2] found the snake out twice
       *[other] found the snake out { $found } times
    } (they win at { $goal }). { $left } of { $total ->
        [one] { $total } lily pad
       *[other] { $total } lily pads
    } { $left ->
        [one] is
       *[other] are
    } left ({ $pads }).{ $last ->
        [0] {""}
       *[other] { " " }The snake wins if it is still free after round { $last }.
    }
slither-board-listed = { $items }
slither-board-semicolon = {"; "}
slither-board-sentence = { $text }.

# The path: $segment is slither-segment, $card an ability card, $loc a hex.
slither-board-segment-text = { $segment }: { $state ->
        [down] { $loc } (down)
        [empty] —
        [hidden] ?
       *[seen] { $loc }
    }{ $with_card ->
        [true] { " " }+{ $card }
       *[false] {""}
    }
slither-board-path-growing = { $path }  (being grown)
slither-board-segment-words = { $state ->
        [up] { $segment } { $loc }, seen face up
        [down] { $segment } { $loc }, face down
        [empty] { $segment } empty
        [seen] { $segment } seen on { $loc }
       *[hidden] { $segment } face down
    }{ $with_card ->
        [true] , with { $card }
       *[false] {""}
    }
slither-board-snake-cards = The snake holds { $hand ->
        [one] { $hand } location card
       *[other] { $hand } location cards
    } and { $count ->
        [0] no ability card
        [one] the ability card { $cards }
       *[other] the ability cards { $cards }
    }.{ $bellowed ->
        [true] { " " }A frog bellowed: no ability card on its next move.
       *[false] {""}
    }

# The frogs.
slither-board-frog-where = { $where ->
        [swallowed] swallowed
        [nowhere] not placed yet
       *[on] on { $hex }
    }
slither-board-frog-line = { $seat }: { $where }, { $with_card ->
        [true] holds { $card }
       *[false] no card
    }{ $done ->
        [true] { " " }(done)
       *[false] {""}
    }
slither-board-bellowed = A frog bellowed: the snake plays no ability card on its next move.
slither-board-no-card = { $swallowed ->
        [true] swallowed, no card
       *[false] no card (it draws one at its next move)
    }
slither-board-frog-no-card = { $who }: { $why }.
slither-board-frog-deck = Frog deck: { $deck ->
        [one] { $deck } card
       *[other] { $deck } cards
    }; discard pile: { $discard ->
        [one] { $discard } card
       *[other] { $discard } cards
    }.

# Laying a tile: $numbers the tile's hexes, $near the placed hexes a spot touches.
slither-board-laying = Tile { $tile } ({ $numbers }) is being laid.
slither-board-laying-chosen = Spot { $letter } chosen (next to { $near }).
slither-board-laying-spot = spot { $letter } { $shape } next to { $near }

# What the frogs know (ours D20). $inline: the clue goes on after a colon, in a run of clues.
slither-board-clue-where = { $kind ->
        [near] within 2 spaces of { $hex }
        [far] more than 2 spaces from { $hex }
       *[on] on { $hex }
    }
slither-board-clue-hand-now = { $hex } is in the snake's hand now
slither-board-clue-at-now = { $hex } is the snake's { $segment } now
slither-board-clue-near-now = { $inline ->
        [true] the
       *[false] The
    } snake's { $segment } is { $where } now
slither-board-clue-reveal = { $inline ->
        [true] at
       *[false] At
    } the Reveal in round { $round }, { $hex } was in the snake's hand
slither-board-clue-fell = { $inline ->
        [true] in
       *[false] In
    } round { $round }, Venom fell off the Tail next to { $hit ->
        [true] { $building }
       *[false] no building with lily pads
    }
slither-board-clue-played = { $inline ->
        [true] in
       *[false] In
    } round { $round }, the snake played its Head { $where }
slither-board-clue-grown = { $setup ->
        [true] { $inline ->
            [true] at
           *[false] At
        } setup, the snake grew its path
       *[false] { $inline ->
            [true] in
           *[false] In
        } round { $round }, the snake grew a new path
    } { $at ->
        [true] with { $hex } at the { $segment }
       *[false] with its { $segment } { $where }
    }

# The snake's own words (its view only).
slither-board-headline-grow = Grow your path: choose the card for the { $whole ->
        [true] path
       *[false] { $segment }
    }
slither-board-headline-shed = Shed Skin: choose the card to turn face down
slither-board-headline-new-head = New Head { $hex }: play an ability card, or none
slither-board-headline-move = Your move: choose your new Head (gold rings)
slither-board-hand = Your hand ({ $count }): { $count ->
        [0] empty
       *[other] { $cards }
    }
slither-board-rings = { $state ->
        [growing] You are growing your path: each card goes next to the one before it.
        [options] Gold rings: the cards in your hand next to your Head ({ $options }), where your next Head may go.
        [empty] Your path is empty.
       *[none] No card in your hand is next to your Head.
    }
slither-board-playing = You are playing { $hex } as your new Head.

# The terminal's text.
slither-board-text-head = SLITHER — { $status }
slither-board-text-score = Found out: { $found } of { $goal }.   Lily pads: { $pads }
slither-board-text-snake = Snake ({ $snake }): { $hand ->
        [one] { $hand } location card
       *[other] { $hand } location cards
    } in hand; abilities: { $count ->
        [0] none
       *[other] { $cards }
    }{ $bellowed ->
        [true] {"  "}(Bellowed: no ability card next move)
       *[false] {""}
    }
slither-board-text-path = Path: { $path }
slither-board-text-frogs = Frogs:
slither-board-text-map = Map ({ $laying ->
        [true] * = a frog there; { $dot } = a hex the tile may cover; a letter: a spot, where its 3 hexes meet
       *[false] * = a frog there
    }):
slither-board-text-known = Known: { $clues }
slither-board-text-your-path = Your path (secret): { $path }
slither-board-text-your-hand = Your hand (secret): { $count ->
        [0] empty
       *[other] { $cards }
    }
slither-board-text-shedding = With { $card }: choose the card to turn face down.

# The embed.
slither-board-field-path = Path
slither-board-field-pads = Lily pads
slither-board-field-snake = Snake
slither-board-field-frogs = Frogs
slither-board-field-laying = Laying a tile
slither-board-field-known = What the frogs know
slither-board-field-found = Found out: { $found } of { $goal }
slither-board-field-hand = { $hand ->
        [one] { $hand } location card
       *[other] { $hand } location cards
    } in hand
slither-board-field-abilities = Abilities: { $count ->
        [0] none
       *[other] { $cards }
    }
slither-board-field-bellowed = Bellowed this round
slither-board-footer = { $when } · { $tiles ->
        [one] { $tiles } numbered tile
       *[other] { $tiles } numbered tiles
    } laid

# The alt text of the pictures.
slither-board-alt-title = SLITHER board. { $status }
slither-board-alt-growing = The snake is growing its path in secret.
slither-board-alt-path = The snake's path, Head to Tail: { $segments }.
slither-board-alt-known = What the frogs know: { $clues }.
slither-board-alt-map = The map: letters { $letters }; buildings { $buildings }{ $numbers ->
        [run] ; locations 1 to { $count }
        [list] ; { $count ->
            [one] location
           *[other] locations
        } { $list }
       *[none] {""}
    }.
slither-board-alt-adjacency = Next to each other: { $hexes }.
slither-board-alt-next = { $hex }: { $near }
slither-board-pawn = { $frog ->
        [1] amber circle
        [2] blue square
        [3] white triangle
       *[4] pink diamond
    }
slither-board-tag-you = you
slither-board-tag-acting = to act
slither-board-alt-frog = { $seat } ({ $tags }) is { $where }{ $with_near ->
        [true] , next to { $near }
       *[false] {""}
    }; { $with_card ->
        [true] holds { $card }
       *[false] no card
    }.
slither-board-alt-frog-who = { $seat } ({ $pawn })
slither-board-alt-laying = { $chosen ->
    [true] Tile { $tile } ({ $numbers }) is being laid on spot { $letter }, next to { $near }.
   *[false] Tile { $tile } ({ $numbers }) is being laid: { $many ->
            [true] spots { $first } to { $last }
           *[false] spot { $first }
        } are lettered on the map{ $each ->
            [true] : { $spots }
           *[false] , where their three hexes meet
        }.
}
slither-board-alt-spot = { $letter } next to { $near }
slither-board-alt-your-path = Your path, Head to Tail: { $segments }.
slither-board-alt-private-title = Your secret path and hand in SLITHER. { $headline }
slither-board-alt-options = In your hand next to your Head: { $options }.
slither-board-alt-abilities = Your ability cards: { $count ->
        [0] none
       *[other] { $cards }
    }.{ $bellowed ->
        [true] { " " }A frog bellowed: none on your next move.
       *[false] {""}
    }
slither-board-alt-map-title = The SLITHER map. { $subline }.
slither-board-alt-seen = Path cards seen face up: { $segments }.
slither-board-alt-cards-title = SLITHER's ability cards.
slither-board-alt-frog-card = { $who } holds { $card }{ $detail ->
        [true] { " " }({ $timing }): { $text }
       *[false] {"."}
    }
slither-board-alt-snake-cards = The snake's ability cards in hand: { $count ->
        [0] none
       *[other] { $cards }
    }.
slither-board-alt-card-text = { $card }: { $text }
slither-board-alt-path-title = Your secret path in SLITHER. { $headline }

## The pictures: short, for a phone (a segment's box, a frog's line of the legend, a tag).

slither-board-headline-won = { $winner ->
    [frogs] The frogs win: they found the snake out twice!
   *[snake] { $free ->
        [true] { $snake }, the snake, wins: still free after round { $round }!
       *[false] { $snake }, the snake, wins: every lily pad is gone!
    }
}
slither-board-headline-laying = { $chosen ->
    [true] { $snake } lays tile { $tile }: which hex gets { $low }?
   *[false] { $snake } lays tile { $tile } ({ $low }–{ $high }): choose a spot
}
slither-board-headline-snake = { $phase ->
    [grow_path] { $snake }, the snake, grows its path in secret
   *[snake_move] { $snake }, the snake, moves in secret
}
slither-board-headline-frogs = { $nobody ->
        [true] nobody
       *[false] { $who }
    }: { $doing ->
        [place_frogs] choose a building to start on
        [frogs_move] { $count ->
            [one] move your frog
           *[other] move your frogs
        }
        [return] come back on a building
        [reveal] use your card at the Reveal, or keep it
       *[other] decide
    }
slither-board-tag = { $kind ->
    [head] H
    [tail] T
   *[middle] M{ $number }
}
slither-board-picture-bellowed = bellowed: no ability card
slither-board-picture-no-ability = no ability card
slither-board-picture-your-path = Your path
slither-board-picture-snake = { $snake }, the snake
slither-board-picture-seen = seen
slither-board-picture-face-down = face down
slither-board-picture-swallowed = swallowed
slither-board-picture-no-card = no card
slither-board-picture-you = YOU

## The close-ups: their buttons (80 characters at most), titles, keys and cards.

slither-board-show-map = Show the map
slither-board-show-cards = Show the ability cards
slither-board-show-path = Show my path
slither-board-map-title = The map
slither-board-cards-title = The ability cards
slither-board-path-title = Your path
slither-board-path-heading = Your path (secret)
slither-board-key-spots = Lettered spots: where tile { $tile } may go; its three hexes meet at the letter.
slither-board-key-tags = A ringed hex with a tag (H for the Head, M1 to M4, T for the Tail) holds a path card seen face up.
slither-board-key-pads = A building's lily pads sit above its name; a hollow ring is one the snake has eaten.
slither-board-frogs-cards = The frogs' cards
slither-board-card-owner = { $seat }: { $card }
slither-board-card-when = When: { $timing }
slither-board-snake-cards-heading = { $snake }, the snake: ability cards in hand
slither-board-none-left = None left in hand.

## Each ability card's text, and when a frog card is used, as the close-up shows them.

slither-board-card-text-strike = Played on the new Head. If the Head is next to a building that still has lily pads, remove 1 lily pad from it (Damage). The Head card is flipped face up.
slither-board-card-text-gulp = Played on the new Head. Every frog on the Head hex is Swallowed. The Head card is flipped face up.
slither-board-card-text-venom = Played face down on the new Head. When this card falls off the Tail, if that location is next to a building with lily pads, remove 1 lily pad from it.
slither-board-card-text-shed-skin = Played on the new Head. Flip one other face-up path card face down again. The Head card is flipped face up.
slither-board-card-text-long-leap = Move up to 2 spaces this turn (the hex you pass through reveals nothing).
slither-board-card-text-croak = Also announce one hex next to you, as if a frog stood there.
slither-board-card-text-ripple = Ask: is the Head within 2 spaces of me? The answer is given to everyone, truthfully.
slither-board-card-text-lily-hop = Move to any building, even one with no lily pads.
slither-board-card-text-patch-up = Return 1 removed lily pad to the building you stand on (at most 2 per building).
slither-board-card-text-tongue-lash = If your hex is the Head, the snake must also flip the card in Middle 1.
slither-board-card-text-hide-in-reeds = You are not Swallowed (used by itself when it matters).
slither-board-card-text-bellow = The snake may not play an ability card on its next move.
slither-board-card-timing-long-leap = Your move
slither-board-card-timing-croak = Reveal step
slither-board-card-timing-ripple = Start of your move
slither-board-card-timing-lily-hop = Your move
slither-board-card-timing-patch-up = Your move, instead of moving, on a building
slither-board-card-timing-tongue-lash = Reveal step
slither-board-card-timing-hide-in-reeds = When you would be Swallowed
slither-board-card-timing-bellow = Your move, before you move

## The player guide's entries (bot/catalogue/slither/entries.py): the ability cards with their text
## (slither-board-card-text-*), their timing and copies and a note on how each is played at this table; the
## places on the board; the rule words players look up.

slither-guide-snake-card = { $text }{ $noted ->
        [true] {" "}{ $note }
       *[false] {""}
    } One ability card per move at most. It rides on its location card and returns to the snake's hand when that card falls off the Tail or the snake is found out.
slither-guide-frog-card = Timing: { $timing }. { $copies ->
        [one] { $copies } copy.
       *[other] { $copies } copies.
    } { $text }{ $noted ->
        [true] {" "}{ $note }
       *[false] {""}
    } Used once, then discarded.
slither-guide-note-strike = It may be played with no building nearby; then it only shows the Head.
slither-guide-note-gulp = A frog holding Hide in Reeds is not swallowed.
slither-guide-note-venom = Everyone sees whether it hit a building when it falls off.
slither-guide-note-shed-skin = It can be played only when another path card is face up.
slither-guide-note-long-leap = It reaches hexes two steps away, through hexes on the board.
slither-guide-note-croak = Name a numbered hex next to you; letters and buildings would reveal nothing.
slither-guide-note-ripple = Ask before you move; you then move as usual.
slither-guide-note-lily-hop = Any building but the one you stand on.
slither-guide-note-patch-up = Only on a building that has lost a lily pad.
slither-guide-note-tongue-lash = Off the Head it does nothing, and it is still used up.
slither-guide-note-bellow = You still move this turn. It lasts until the snake plays its next Head.
slither-guide-building = Building { $building }
slither-guide-building-text = A frog building on the starting tile { $tile }, with { $pads ->
        [one] { $pads } lily pad
       *[other] { $pads } lily pads
    } at the start. Frogs start here and hop between buildings that still have lily pads. The snake can never be here, and a frog here reveals nothing.
slither-guide-letters = Letter hexes
slither-guide-letters-text = { $letters }: the hexes of the two starting tiles between the buildings. Frogs walk over them; the snake can never be there, and a frog there reveals nothing.
slither-guide-tiles = Numbered tiles
# $tiles: each tile as slither-guide-tile, one after another with slither-guide-tiles-separator between.
slither-guide-tiles-text = { $count } tiles are used, laid in order: { $tiles }. Each numbered hex has a location card ({ $cards } in all), held by the snake or lying in its path.
slither-guide-tile = tile { $number }: { $hexes }
slither-guide-tiles-separator = {"; "}
slither-guide-tiles-alias-cards = location cards
slither-guide-tiles-alias-tiles = tiles
slither-guide-rule-damage = Damage
slither-guide-rule-text-damage = A lily pad is removed from a building. A building with no lily pad left cannot be used for lily pad hops. When the last lily pad on the board is gone, the snake wins at once.
slither-guide-rule-swallow = Swallow
slither-guide-rule-alias-swallow = swallowed
slither-guide-rule-text-swallow = The frog's pawn leaves the board and it discards its frog card. At its next move it draws a new card, comes back on any building (lily pads not needed) and does not move that turn.
slither-guide-rule-found-out = Found out
slither-guide-rule-alias-found-out = cornered
slither-guide-rule-text-found-out = Every card in the snake's path is face up, checked after the Reveal and after the snake's move; a snake with no free location next to its Head is found out too. The second time, the frogs win. The first time, the snake takes its path back, lays the next tile and hides again.
