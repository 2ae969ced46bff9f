# Grim Prospects: its cards, its game log, its buttons and its refusals (docs/localisation.md). Card ids
# (B03) stay as printed. A player's name is filled in after the message.

## The cards.

grim-faction-bunny = Bunny
grim-faction-rat = Rat
grim-faction-mole = Mole
grim-card-gem = { $card } { $faction } gem{ $effect ->
        [shadow] {" "}Shadow
        [turncoat] {" "}Turncoat
       *[none] {""}
    }
grim-card-shovel = { $card } { $faction } shovel{ $effect ->
        [shadow] {" "}Shadow
        [turncoat] {" "}Turncoat
       *[none] {""}
    }
grim-card-full = { $brief } · vs B{ $bunny } R{ $rat } M{ $mole }
# A card where its whole line does not fit (a button's label): without its powers.
grim-card-full-short = { $brief }
grim-cards = { $count ->
    [0] none
   *[other] { $cards }
}
grim-top-card = the top card of the deck

## The buttons: 80 characters at most with 12-character names.

grim-move-back = Back
grim-move-done = Done adding Shadows
grim-move-browse = { $faction ->
    [bunny] Show my Bunnies
    [rat] Show my Rats
   *[mole] Show my Moles
}
grim-move-no-thug = No Employed Thug
grim-move-no-guard = No Employed Guard
grim-move-forfeit = { $known ->
    [true] Forfeit to { $seat }: { $card }
   *[false] Forfeit: { $card }
}
grim-move-fire-guard = { $known ->
    [true] Loitering Guard for { $seat }: { $card }
   *[false] Loitering Guard: { $card }
}
grim-move-fire-thug = { $known ->
    [true] Loitering Thug for { $seat }: { $card }
   *[false] Loitering Thug: { $card }
}
grim-move-thug = Employed Thug: { $card }
grim-move-guard = Employed Guard: { $card }
grim-move-shadow = Add Shadow: { $card }

## The game log.

grim-log-took-back = You take back your last choice.
grim-log-you-chose = You chose: { $move }.
grim-log-chosen = { $seat } has chosen.
grim-log-dealt = { $cards ->
    [one] The deck is dealt: { $cards } card to each player.
   *[other] The deck is dealt: { $cards } cards to each player.
}
grim-log-round-two = Round { $round }: each player forfeits a card to the other's tunnel.
grim-log-round = { $clockwise ->
    [true] Round { $round }: the Forfeit Arrow points clockwise. Inheritors: { $heirs }. Benefactors: { $donors }.
   *[false] Round { $round }: the Forfeit Arrow points counter-clockwise. Inheritors: { $heirs }. Benefactors: { $donors }.
}
grim-inheritor = { $seat } to { $to }
grim-benefactor = { $seat } for { $to }
grim-log-forfeits = { $seat } forfeits { $card } to the far end of { $target }'s tunnel.
grim-log-fire-phase = Fire two miners: choose a Loitering Guard and a Loitering Thug.
grim-log-fires = { $seat } fires { $guard } as a Loitering Guard for { $heir } and { $thug } as a Loitering Thug for { $donor }.
grim-log-prepare-phase = Prepare for battles: place Employed Thugs and Guards face-down.
grim-log-recycle = { $deck ->
    [true] { $seat } has fewer than three cards: their Resting Recruits ({ $cards }) are shuffled under the deck.
   *[false] { $seat } has fewer than three cards: their Resting Recruits ({ $cards }) are taken into hand.
}
grim-log-flipped = The Employed miners are flipped face-up.
grim-log-turncoat = Turncoat { $card } joins { $seat }'s Resting Recruits.
grim-log-ends = { $count ->
    [one] The game ends: { $seats } has fewer than three cards after Sleep It Off.
   *[other] The game ends: { $seats } have fewer than three cards after Sleep It Off.
}
grim-log-no-battle = Nobody fights over { $defender }'s tunnel: neither { $attacker } nor { $defender } placed a miner.
grim-log-battle = Battle for { $defender }'s tunnel, attacked by { $attacker }.
grim-force-card = { $kind ->
        [employed] { $role ->
            [thug] Employed Thug
           *[guard] Employed Guard
        }
        [shadow] Shadow
       *[loitering] { $role ->
            [thug] Loitering Thug
           *[guard] Loitering Guard
        }
    } { $card }{ $known ->
        [true] {" "}({ $power })
       *[false] {""}
    }
grim-force = { $summed ->
    [true] { $cards }: power { $power }
   *[false] { $cards }
}
grim-log-thugs = { $seat }'s { $faction ->
        [bunny] Bunny
        [rat] Rat
       *[mole] Mole
    } thugs{ $versus ->
        [bunny] {" "}against the Bunnies
        [rat] {" "}against the Rats
        [mole] {" "}against the Moles
       *[none] {""}
    }: { $cards }.
grim-log-guards = { $seat }'s { $faction ->
        [bunny] Bunny
        [rat] Rat
       *[mole] Mole
    } guards{ $versus ->
        [bunny] {" "}against the Bunnies
        [rat] {" "}against the Rats
        [mole] {" "}against the Moles
       *[none] {""}
    }: { $cards }.
grim-log-no-thug = { $seat } placed no Employed Thug.
grim-log-no-guard = { $seat } placed no Employed Guard.
grim-log-held = { $why ->
    [alone] { $defender } wins: only { $defender } played cards; the tunnel holds.
    [tie] A tie goes to the Inheritor, { $defender }; the tunnel holds.
   *[stronger] { $defender }'s guards are stronger; the tunnel holds.
}
grim-log-collapse = { $attacker } wins ({ $why ->
        [alone] only { $attacker } played cards
       *[stronger] { $attacker }'s thugs are stronger
    }): { $defender }'s tunnel collapses; { $gems ->
        [0] no gem is taken
        [one] { $attacker } takes the gem { $cards }
       *[other] { $attacker } takes the gems { $cards }
    }{ $saved ->
        [true] ; the shovel { $shovel } stops the collapse and returns to { $defender }'s hand.
       *[false] .
    }
grim-result = { $broken ->
    [gems] { $points ->
        [one] { $seat } wins with a tunnel worth { $points } point (the tie is broken by more gems).
       *[other] { $seat } wins with a tunnel worth { $points } points (the tie is broken by more gems).
    }
    [cards] { $points ->
        [one] { $seat } wins with a tunnel worth { $points } point (the tie is broken by more cards left in hand).
       *[other] { $seat } wins with a tunnel worth { $points } points (the tie is broken by more cards left in hand).
    }
   *[none] { $points ->
        [one] { $seat } wins with a tunnel worth { $points } point.
       *[other] { $seat } wins with a tunnel worth { $points } points.
    }
}
grim-result-shared = { $points ->
    [one] { $seats } share the win with tunnels worth { $points } point each.
   *[other] { $seats } share the win with tunnels worth { $points } points each.
}

## Refusals.

grim-unknown-move = That is not a Grim Prospects move.
grim-no-such-card = There is no card '{ $card }' in Grim Prospects.
grim-refuse-nothing-back = There is no choice to take back.
grim-refuse-ai-blind = An Artificial Player plays the top card of its deck, blind.
grim-refuse-deck = Only an Artificial Player draws from a face-down deck.
grim-refuse-not-in-hand = { $card } is not in your hand.
grim-refuse-placed = You have already placed { $card } this phase.
grim-refuse-ai = An Artificial Player must follow the rulebook's procedure for it.
grim-refuse-stage = { $stage ->
    [forfeit] That is not possible now: choose a card to forfeit.
    [fire_guard] That is not possible now: choose the miner to fire as a Loitering Guard.
    [fire_thug] That is not possible now: choose the miner to fire as a Loitering Thug.
    [thug] That is not possible now: choose your Employed Thug (or none).
    [thug_shadows] That is not possible now: add Shadow cards to your thugs, or press done.
    [guard] That is not possible now: choose your Employed Guard (or none).
    [guard_shadows] That is not possible now: add Shadow cards to your guards, or press done.
   *[ready] That is not possible now: wait for the others.
}
grim-refuse-ai-seat = An Artificial Player can only take one of the { $seats } seats of this game.
grim-refuse-ai-twice = A seat is listed twice as an Artificial Player.

## The board: its embed, the terminal's text, its pictures, their alt text and the close-ups. Card ids
## (B07), the tunnels' marks (* gem, ^ shovel) and powers (B+1 R0 M-1) are notation and stay as they are.

grim-board-none = none
grim-board-nothing = nothing
grim-board-empty = empty
grim-board-you = { $seat } (you)
grim-board-then = { $first }; { $next }
grim-board-after = { $first } { $next }
grim-board-listed = { $items }
grim-board-faction-cards = { $faction ->
    [bunny] Bunnies
    [rat] Rats
   *[mole] Moles
} { $cards }
grim-board-faction-count = { $faction ->
    [bunny] { $count ->
        [one] { $count } Bunny
       *[other] { $count } Bunnies
    }
    [rat] { $count ->
        [one] { $count } Rat
       *[other] { $count } Rats
    }
   *[mole] { $count ->
        [one] { $count } Mole
       *[other] { $count } Moles
    }
}
grim-board-run = { $segment ->
    [gem] { $count ->
        [one] a gem
       *[other] { $count } gems
    }
   *[shovel] { $count ->
        [one] a shovel
       *[other] { $count } shovels
    }
}
grim-board-runs = { $count ->
    [0] empty
   *[other] { $runs }
}
grim-board-segments = { $count ->
    [one] { $count } segment
   *[other] { $count } segments
}
grim-board-card-line = { $card } { $faction } { $segment ->
        [gem] gem
       *[shovel] shovel
    }{ $effect ->
        [shadow] {" "}· Shadow
        [turncoat] {" "}· Turncoat
       *[none] {""}
    } · vs Bunny { $bunny }, Rat { $rat }, Mole { $mole }
grim-board-card-said = { $brief }, { $powers }
grim-board-card-short = { $card } { $segment ->
        [gem] gem
       *[shovel] shovel
    }{ $effect ->
        [shadow] {" "}Shadow
        [turncoat] {" "}Turncoat
       *[none] {""}
    } { $powers }
grim-board-effect = { $effect ->
    [shadow] Shadow
   *[turncoat] Turncoat
}

grim-board-doing = { $phase ->
    [forfeit] forfeit a tunnel segment
    [fire] fire two miners
   *[prepare] prepare for battles
}
grim-board-status = Round { $round }: { $doing } (phase { $number }). Still choosing: { $count ->
        [0] nobody
       *[other] { $waiting }
    }.
grim-board-status-over = { $count ->
    [0] The game is over.
    [one] Game over: { $winners } wins with a tunnel worth { $points ->
            [one] { $points } point
           *[other] { $points } points
        }.
   *[other] Game over: { $winners } share the win with tunnels worth { $points ->
            [one] { $points } point
           *[other] { $points } points
        } each.
}
grim-board-headline = Round { $round }: { $doing }
grim-board-headline-over = { $count ->
    [0] The game is over
    [one] { $winners } wins with { $points ->
            [one] { $points } point
           *[other] { $points } points
        }!
   *[other] { $winners } win with { $points ->
            [one] { $points } point
           *[other] { $points } points
        }!
}
grim-board-over-after = Game over after round { $round }
grim-board-all-chose = Everyone has chosen
grim-board-all-choosing = { $count ->
    [2] Both players are choosing
   *[other] All { $count } players are choosing
}
grim-board-still-choosing = Still choosing: { $waiting }
grim-board-still-choosing-count = Still choosing: { $count ->
        [one] { $count } player
       *[other] { $count } players
    }
grim-board-arrow-two = Two players: each is the other's Inheritor and Benefactor.
grim-board-pair = { $seat } → { $to }
grim-board-arrow = { $clockwise ->
    [true] Forfeit Arrow clockwise: { $pairs }
   *[false] Forfeit Arrow counter-clockwise: { $pairs }
}
grim-board-arrow-sentence-two = { $first } and { $second } attack each other and forfeit to each other.
grim-board-arrow-sentence = { $clockwise ->
    [true] Forfeit Arrow clockwise: each player forfeits to and attacks the next: { $chain }.
   *[false] Forfeit Arrow counter-clockwise: each player forfeits to and attacks the next: { $chain }.
}
grim-board-side = { $count ->
    [0] nothing
   *[other] { $summed ->
        [true] { $cards } ({ $power })
       *[false] { $cards }
    }
}
grim-board-battle-none = { $attacker } → { $defender }: nobody fought.
grim-board-battle = { $attacker } → { $defender }: { $thugs } vs { $guards }; { $result ->
        [held] the tunnel holds{ $tie ->
            [true] {" "}(tie to the Inheritor)
           *[false] {""}
        }
       *[collapse] collapse, { $attacker } takes { $gems ->
            [0] no gem
           *[other] { $taken }
        }{ $saved ->
            [true] ; shovel { $shovel } back to { $defender }
           *[false] {""}
        }
    }.
grim-board-result = { $result ->
    [no_battle] nobody fought
    [held] the tunnel holds
   *[collapse] collapse: { $gems ->
            [0] no gem
            [one] { $gems } gem
           *[other] { $gems } gems
        } taken{ $saved ->
            [true] , a shovel back to hand
           *[false] {""}
        }
}
grim-board-pick-forfeit = forfeit { $card }
grim-board-pick-fire-guard = Loitering Guard { $card }
grim-board-pick-fire-thug = Loitering Thug { $card }
grim-board-pick-employed = { $role ->
        [thug] Employed Thug
       *[guard] Employed Guard
    } { $placed ->
        [true] { $card }
       *[false] none
    }{ $count ->
        [0] {""}
       *[other] {" "}+ Shadows { $shadows }
    }
grim-board-prompt = { $stage ->
    [forfeit] Forfeit a card to the far end of { $heir }'s tunnel.
    [fire_guard] Fire a Loitering Guard to { $heir }: it joins { $heir }'s guards against your thugs.
    [fire_thug] Fire a Loitering Thug to { $benefactor }: it joins { $benefactor }'s thugs against you.
    [thug] Choose your Employed Thug: it attacks { $heir }'s tunnel. Or none.
    [thug_shadows] Add Shadow cards to your Employed Thug, or press Done.
    [guard] Choose your Employed Guard: it defends your tunnel against { $benefactor }. Or none.
    [guard_shadows] Add Shadow cards to your Employed Guard, or press Done.
   *[ready] Your choice is made: waiting for the others.
}

grim-board-title = Grim Prospects · Round { $round }
grim-board-text-head = Grim Prospects. { $status }
grim-board-text-key = Tunnels run from their owner to the far end; {"*"} gem (2 points), ^ shovel (1 point).
grim-board-text-battles = Last battles:
grim-board-line-tunnel = tunnel { $points ->
        [one] { $points } point
       *[other] { $points } points
    } ({ $gems ->
        [one] { $gems } gem
       *[other] { $gems } gems
    }): { $tunnel }
grim-board-line-hand = hand { $size }{ $deck ->
        [true] {" "}(face-down deck)
       *[false] {""}
    }{ $has_known ->
        [true] , known: { $known }
       *[false] {""}
    }{ $roles ->
        [true] {" "}· Inheritor { $heir }, Benefactor { $donor }
       *[false] {""}
    }
grim-board-line-loitering = Loitering Guards: { $guards } | Loitering Thugs: { $thugs }
grim-board-line-resting = Resting Recruits: { $count ->
        [0] none
       *[other] { $cards }
    }
grim-board-private-deck = You play the Artificial Player: a face-down deck of { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }.
grim-board-private-hand = Your hand ({ $count ->
        [one] { $count } card
       *[other] { $count } cards
    }, secret):
grim-board-private-chosen = Your secret choices this phase: { $chosen }.
grim-board-field-battles = Last battles
grim-board-field-hand = Your hand
grim-board-footer = {"*"} gem (2 points) · ^ shovel (1 point) · tunnels run from their owner to the far end

grim-board-alt-head = Grim Prospects board. { $status }
grim-board-alt-tunnels = Tunnels are read from their owner's end; a collapse takes the gems after the last shovel.
grim-board-alt-battle = { $attacker } attacked { $defender }, { $result }
grim-board-alt-battles = Last battles: { $battles }.
grim-board-alt-tag = { $tag ->
    [you] you
    [choosing] still choosing
    [winner] winner
    [leads] leads
   *[artificial] Artificial Player
}
grim-board-alt-player = { $tagged ->
        [true] { $seat } ({ $tags })
       *[false] { $seat }
    }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, { $gems ->
        [one] { $gems } gem
       *[other] { $gems } gems
    }, { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    }{ $deck ->
        [true] {" "}in a face-down deck
       *[false] {" "}in hand
    }.
grim-board-alt-tunnel = Tunnel: { $tunnel }{ $risk ->
        [0] {""}
       *[other] , { $risk } at risk
    }.
grim-board-alt-side = { $side ->
        [guards] Guards
       *[thugs] Thugs
    }: { $cards }.
grim-board-alt-known = { $deck ->
    [true] Known in deck: { $cards }.
   *[false] Known in hand: { $cards }.
}
grim-board-alt-resting = { $count ->
    [one] { $count } Resting Recruit.
   *[other] { $count } Resting Recruits.
}
grim-board-alt-hand = Your hand, { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }, secret.
grim-board-alt-chosen = Chosen this phase: { $chosen }.
grim-board-alt-legend = Powers against Bunnies (B), Rats (R) and Moles (M).
grim-board-alt-cards = Cards: { $cards }.
grim-board-alt-miners = Loitering miners. A group joins its player's Employed miner of the same faction and adds its power; powers against Bunnies, Rats and Moles.
grim-board-alt-miners-player = { $roles ->
    [true] { $seat }: guards defend against { $donor }, thugs attack { $heir }.
   *[false] { $seat }.
}
grim-board-alt-group = { $faction ->
        [bunny] Bunnies
        [rat] Rats
       *[mole] Moles
    } { $cards }, together { $powers }
grim-board-alt-group-counted = { $group }, { $powers }
grim-board-alt-tunnels-head = The tunnels, each from its owner's end to the far end.
grim-board-alt-tunnel-ids = { $cards } ({ $runs })
grim-board-alt-tunnel-of = { $seat }'s tunnel, { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, { $gems ->
        [one] { $gems } gem
       *[other] { $gems } gems
    }: { $tunnel }{ $risk ->
        [0] .
        [one] ; { $risk } gem at risk.
       *[other] ; { $risk } gems at risk.
    } Resting Recruits: { $resting }. Known in hand: { $known }.
grim-board-alt-battles-head = The last round's battles.
grim-board-alt-fight = { $attacker } attacked { $defender }: { $result }.
grim-board-alt-force-none = { $side ->
    [thugs] Thugs: nothing.
   *[guards] Guards: nothing.
}
grim-board-alt-force-versus = { $side ->
        [thugs] Thugs
       *[guards] Guards
    } against { $versus ->
        [bunny] Bunnies
        [rat] Rats
       *[mole] Moles
    }: { $cards }; total { $power }.
grim-board-alt-force = { $side ->
        [thugs] Thugs
       *[guards] Guards
    }: { $cards }{ $summed ->
        [true] , total { $power }
       *[false] {""}
    }.
grim-board-alt-taken = Gems taken: { $count ->
        [0] none
       *[other] { $cards }
    }.
grim-board-alt-shovel-back = Shovel { $shovel } back to { $seat }'s hand.

## The pictures: short, for a phone (a tag fits beside a name or at a card's foot; a line's label before
## its chips).

grim-board-picture-column = { $column ->
    [points] Points
    [gems] Gems
   *[hand] Hand
}
grim-board-picture-tag = { $tag ->
    [wins] WINS
    [leads] LEADS
    [you] YOU
   *[artificial] ARTIFICIAL
}
grim-board-picture-label = { $label ->
    [tunnel] Tunnel
    [guards] Guards
    [thugs] Thugs
   *[known] Known
}
grim-board-picture-risk = { $count } at risk
grim-board-picture-resting = Resting { $count }
grim-board-picture-way = { $clockwise ->
    [true] Clockwise:
   *[false] Counter-clockwise:
}
grim-board-picture-each-other = { $first } and { $second } attack each other
grim-board-tag = { $tag ->
    [forfeit] FORFEIT
    [guard] GUARD
    [thug] THUG
   *[shadow] SHADOW
}
grim-board-hand-heading = Your hand: { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }, secret
grim-board-hand-chosen = Chosen: { $chosen }.
grim-board-hand-legend = power against Bunnies, Rats, Moles
grim-board-hand-empty = Your hand is empty.
grim-board-show = { $what ->
    [miners] Show the loitering miners
    [tunnels] Show the tunnels
   *[battles] Show the last battles
}
grim-board-closeup-title = { $what ->
    [miners] The loitering miners
    [tunnels] The tunnels
   *[battles] The last battles
}
grim-board-closeup-who = { $you ->
    [true] You
   *[false] { $seat }
}
grim-board-closeup-miners-heading = Loitering miners
grim-board-closeup-miners-note = A group joins its player's Employed miner of the same faction and adds its power.
grim-board-closeup-against = against
grim-board-closeup-roles = Guards defend against { $donor_you ->
        [true] you
       *[false] { $donor }
    } · thugs attack { $heir_you ->
        [true] you
       *[false] { $heir }
    }
grim-board-closeup-tunnels-note = From each owner's end to the far end; a collapse takes the gems after the last shovel.
grim-board-closeup-tunnel = { $own ->
    [true] Your tunnel
   *[false] { $seat }'s tunnel
}
grim-board-closeup-facts = { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, { $gems ->
        [one] { $gems } gem
       *[other] { $gems } gems
    }
grim-board-closeup-empty = Empty.
grim-board-closeup-risk = { $count ->
    [one] { $count } gem at risk (on red).
   *[other] { $count } gems at risk (on red).
}
grim-board-closeup-count = { $which ->
        [resting] Resting Recruits
       *[known] Known in hand
    }: { $count ->
        [0] none
       *[other] { $count }
    }
grim-board-closeup-attacked = { $you ->
    [first] You attacked { $defender }
    [second] { $attacker } attacked you
   *[none] { $attacker } attacked { $defender }
}
grim-board-closeup-no-fight = Nobody fought: no miner was used.
grim-board-closeup-collapse = Collapse: { $you ->
        [first] You
       *[other] { $attacker }
    } took { $gems ->
        [0] no gem
       *[other] { $taken }
    }{ $saved ->
        [true] ; shovel { $shovel } back to { $you ->
            [second] your
           *[other] { $defender }'s
        } hand
       *[false] {""}
    }.
grim-board-closeup-held = The tunnel holds{ $tie ->
        [true] {" "}(a tie goes to the defender)
       *[false] {""}
    }.

## The player guide's entries (bot/catalogue/grimprospects/entries.py): each card's name and line, the
## factions, the tunnel segments and the effects. Powers ($bunny, $rat, $mole) are signed as printed: +1, 0, -1.

grim-guide-card-name = { $card } ({ $faction }, { $segment ->
        [gem] gem
       *[shovel] shovel
    }{ $effect ->
        [shadow] , Shadow
        [turncoat] , Turncoat
       *[none] {""}
    })
grim-guide-card-text = { $faction ->
        [bunny] Bunny miner
        [rat] Rat miner
       *[mole] Mole miner
    }. Power { $bunny } against Bunnies, { $rat } against Rats, { $mole } against Moles. In a tunnel: { $segment ->
        [gem] gem
       *[shovel] shovel
    } ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    }).{ $effect ->
        [shadow] {" "}Shadow: { $rule }
        [turncoat] {" "}Turncoat: { $rule }
       *[none] {""}
    }
grim-guide-effect-rule = { $effect ->
    [shadow] it may join an Employed miner of its own faction, face down at the same position, and adds its power; any number of Shadows may join. It may also be the Employed miner itself.
   *[turncoat] after a battle it joins the Resting Recruits of the player it fought against, even when it fought as a Loitering miner.
}
grim-guide-effect-text = A miner with this symbol: { $rule } Cards: { $cards }.
grim-guide-faction-name = { $faction ->
    [bunny] Bunnies
    [rat] Rats
   *[mole] Moles
}
grim-guide-faction-text = { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }, { $first }-{ $last }: { $gems ->
        [one] { $gems } gem
       *[other] { $gems } gems
    } and { $shovels ->
        [one] { $shovels } shovel
       *[other] { $shovels } shovels
    }. Their powers add up to { $bunny } against Bunnies, { $rat } against Rats, { $mole } against Moles. The factions are equal; only the matchup counts. In a battle each side uses one faction, and every card counts its power against the other side's faction.
grim-guide-segment-name = { $segment ->
    [gem] Gem
   *[shovel] Shovel
}
# Another name a player may type for the segment (a language without plurals may repeat the name).
grim-guide-segment-plural = { $segment ->
    [gem] gems
   *[shovel] shovels
}
grim-guide-segment-text = Worth { $points ->
        [one] { $points } point
       *[other] { $points } points
    } in a tunnel at the end of the game. { $segment ->
        [gem] When its tunnel collapses, the attacker takes it to the far end of their own tunnel.
       *[shovel] When its tunnel collapses, it stops the collapse and goes back into its owner's hand; the segments before it are safe.
    } { $count } cards are { $segment ->
        [gem] gems
       *[shovel] shovels
    }.
