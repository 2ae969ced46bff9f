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
