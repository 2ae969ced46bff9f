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
