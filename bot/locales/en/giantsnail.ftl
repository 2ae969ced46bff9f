# Giant Snail Will Not Prevail!: its regions, cards and robot, its game log, its buttons and its
# refusals (docs/localisation.md). Region numbers (Mine 1) are the index numbers printed on the cards. A
# player's name is filled in after the message: { $seat }, { $owner } go where the names go.

## The regions, the cards, the robot and the resources.

snail-region-mine = Mine { $number }
snail-region-solar = Solar Farm { $number }
snail-region-lab = R&D Labs { $number }
snail-region-factory = Factory { $number }

snail-event-north = North
snail-event-south = South
snail-event-east = East
snail-event-west = West
snail-event-burrow = Burrow
snail-event-sighting = Sighting
snail-event-landfall = Landfall
snail-event-grants = Reconstruction Grants
snail-event-refugees = Refugees Return
snail-event-works = Public Works
snail-event-parade = Robot Parade
snail-event-aftershock = Aftershock
snail-event-campaign = Campaign Trail

snail-tech-fork = Battle Fork
snail-tech-flambe = Flambé Thrower
snail-tech-rifle = A Salt Rifle
snail-tech-ring = Salt Ring
snail-tech-defenders = Defenders
snail-tech-malacologist = Malacologist
snail-tech-labor = Robotic Labor
snail-tech-salvage = Salvage

snail-section-head = Head
snail-section-torso = Torso
snail-section-larm = Left Arm
snail-section-rarm = Right Arm
snail-section-lleg = Left Leg
snail-section-rleg = Right Leg

snail-colour-red = red
snail-colour-blue = blue
snail-colour-black = black

snail-amount = { $metal ->
    [0] { $energy ->
        [0] nothing
       *[other] { $energy } energy
    }
   *[other] { $energy ->
        [0] { $metal } metal
       *[other] { $metal } metal and { $energy } energy
    }
}
snail-paid = { $paid ->
    [true] , paying { $amount }
   *[false] {""}
}
snail-then = { $first }, then { $rest }
snail-unknown = unknown
snail-it = it
snail-where-ruins = the rebuild slots of { $region }
snail-where-row = { $region }, row { $row }
snail-market-copy = the { $copy ->
        [1] first
        [2] second
       *[other] third
    } { $card } card in the market

## The game log.

snail-log-draws = { $seat } draws randomizer { $number }.
snail-log-draws-region = { $seat } draws randomizer { $number }: { $region }.
snail-log-leader = { $seat } drew the highest number and takes the leader token.
snail-log-first-worker = { $seat } places a first worker on { $where }.
snail-log-no-action = { $seat } has no worker to place or move, and passes.
snail-log-forfeit = { $seat } forfeits the rest of this round's actions.
snail-log-place = { $seat } places a worker on { $where }.
snail-log-move = { $seat } moves a worker from { $region } to { $where }.
snail-log-produces = { $seat } produces { $amount }.
snail-log-research = { $workers ->
    [one] { $seat } cashes in a row of { $region } ({ $workers } worker back to the pool) and researches { $card }.
   *[other] { $seat } cashes in a row of { $region } ({ $workers } workers back to the pool) and researches { $card }.
}
snail-log-build = { $seat } sends a worker from { $region } to build the robot's { $section }{ $paid }.
snail-log-arm = { $seat } sends a worker from { $region } to build the { $card }{ $paid }.
snail-log-section-complete = The robot's { $section } is complete.
snail-log-robot-finished = The robot is finished! { $seat } draws randomizer { $number }: it stands on { $region }.
snail-log-rebuild = { $factory ->
    [true] { $seat } rebuilds { $region } with a Factory worker, paying { $amount }
   *[false] { $seat } rebuilds { $region } with the robot, paying { $amount }
}{ $vote ->
    [true] {" "}and gains a vote.
   *[false] .
}
snail-log-put = { $own ->
    [true] { $seat } places their own worker on { $region }, row { $row }.
   *[false] { $seat } places { $owner }'s worker on { $region }, row { $row }.
}
snail-log-home = { $workers ->
    [one] { $seat }'s worker does not fit on { $region } and goes back to the pool.
   *[other] { $workers } of { $seat }'s workers do not fit on { $region } and go back to the pool.
}
snail-log-no-defence-region = No region can take the { $card }; it is discarded.
snail-log-defence = { $seat } puts { $card } on { $region }.
snail-log-nothing-to-study = The Malacologist finds no event card to study.
snail-log-study = { $seat }'s Malacologist studies the event deck and discards one card face down.
snail-log-studied = You discarded { $card }; the next cards are { $next }.
snail-log-labor = Robotic Labor: { $seat } builds the robot's { $section } for free.
snail-log-labor-finished = { $workers ->
    [one] The robot is already finished: { $seat } moves { $workers } worker from the reserve to the pool.
   *[other] The robot is already finished: { $seat } moves { $workers } workers from the reserve to the pool.
}
snail-log-salvage = Salvage: { $seat } takes { $amount }.
snail-log-event = Round { $round } event: { $card }.
snail-log-sighted = The snail is sighted: it moves to slot 1 of the space card.
snail-log-ring-away = The Salt Ring turns the snail away; another randomizer is drawn.
snail-log-lands = The snail lands on { $region }!
snail-log-stays = The snail stays on { $region }.
snail-log-ring-stops = The Salt Ring on { $region } stops the snail: it stays where it is and destroys nothing this round.
snail-log-moves = The snail moves to { $region }.
snail-log-defenders = The Defenders hold { $region } and wound the snail.
snail-log-defence-vote = { $seat } gains a vote for the defence of { $region }.
snail-log-tramples = The snail tramples the ruins of { $region }.{ $dead ->
        [0] {""}
        [one] {" "}{ $dead } worker dies.
       *[other] {" "}{ $dead } workers die.
    }
snail-log-destroys = The snail destroys { $region }!{ $dead ->
        [0] {""}
        [one] {" "}{ $dead } worker dies.
       *[other] {" "}{ $dead } workers die.
    }
snail-log-defeat = Too much of Earth lies in ruins: the snail has won, and every player loses.
snail-log-one-more = One more event card is discarded.
snail-log-damage = The snail takes { $points ->
        [one] { $points } point
       *[other] { $points } points
    } of damage; { $cards ->
        [one] { $cards } event card
       *[other] { $cards } event cards
    } left.
snail-log-snail-defeated = The event deck is empty: the snail is defeated! Now Earth must be rebuilt.
snail-log-robot-moves = { $direction ->
    [north] { $seat } moves the robot north to { $region }{ $paid }.
    [south] { $seat } moves the robot south to { $region }{ $paid }.
    [east] { $seat } moves the robot east to { $region }{ $paid }.
   *[west] { $seat } moves the robot west to { $region }{ $paid }.
}
snail-log-combat = The robot faces the snail on { $region }: combat!
snail-log-fires = { $seat } fires the { $card }, paying { $amount }.
snail-log-grants = Every player gains 1 metal and 1 energy.
snail-log-refugees = { $workers ->
    [one] { $seat } moves { $workers } worker from the reserve to the pool.
   *[other] { $seat } moves { $workers } workers from the reserve to the pool.
}
snail-log-works = Until the end of next round, every rebuild costs 1 resource less.
snail-log-parade = This round the robot moves for free.
snail-log-aftershock-ruins = It is in ruins already; nothing happens.
snail-log-aftershock = Every worker on { $region } goes back to its pool.
snail-log-campaign = { $seat } campaigns, paying { $amount }, and gains a vote.
snail-log-discard = { $seat } discards { $amount } down to 10.
snail-log-round = Round { $round } begins; { $seat } is the leader.
snail-log-rebuilt = Earth is rebuilt. Time to elect a President!

snail-result = { $votes ->
    [one] { $seat } is elected President of Earth with { $votes } vote.
   *[other] { $seat } is elected President of Earth with { $votes } votes.
}
snail-result-coalition = { $votes ->
    [one] { $seats } rule Earth together as a coalition, with { $votes } vote each.
   *[other] { $seats } rule Earth together as a coalition, with { $votes } votes each.
}
snail-result-defeat = The Giant Snail prevailed: Earth lies in ruins and every player loses.

## The buttons: 80 characters at most with 12-character names.

snail-move-back = Back
snail-move-forfeit = Forfeit my remaining actions
snail-move-done = { $phase ->
    [research] Stop researching
    [factory] Done with my Factory workers
    [robot] Leave the robot where it is
    [weapons] Hold fire
    [rebuild] Do not rebuild
    [campaign] Do not campaign
   *[other] Done
}
snail-move-place = Place a worker on { $region }
snail-move-move = Move a worker from { $region }
snail-move-to = Move it to { $region }
snail-move-row-plain = Row { $row }
snail-move-row = { $from ->
    [true] From row { $row } ({ $count ->
            [0] empty
           *[other] with { $colours }
        })
   *[false] Row { $row } ({ $count ->
            [0] empty
           *[other] with { $colours }
        })
}
snail-move-research = Research { $card } ({ $region }, row { $row })
snail-move-factory = Use my worker on { $region }
snail-move-build = Build the robot's { $section } ({ $amount })
snail-move-labor = Build the robot's { $section } for free
snail-move-arm = Build my { $card } ({ $amount })
snail-move-rebuild = Rebuild { $region } ({ $amount })
snail-move-rebuild-pay = Rebuild { $region }: pay { $metal ->
        [0] { $energy } energy, no metal
       *[other] { $energy ->
            [0] { $metal } metal, no energy
           *[other] { $metal } metal and { $energy } energy
        }
    }
snail-move-put = { $own ->
    [true] Place my worker on row { $row } ({ $count ->
            [0] empty
           *[other] with { $colours }
        })
   *[false] Place { $owner }'s worker on row { $row } ({ $count ->
            [0] empty
           *[other] with { $colours }
        })
}
snail-move-defend = Put { $card } on { $region }
snail-move-peek-any = Discard a card
snail-move-peek = { $known ->
    [true] Discard { $card }; next: { $next }
   *[false] Discard { $card }
}
snail-move-salvage = Take { $amount }
snail-move-robot-free = { $direction ->
    [north] Move the robot North (free)
    [south] Move the robot South (free)
    [east] Move the robot East (free)
   *[west] Move the robot West (free)
}
snail-move-robot = { $direction ->
    [north] Move the robot North (pay { $amount })
    [south] Move the robot South (pay { $amount })
    [east] Move the robot East (pay { $amount })
   *[west] Move the robot West (pay { $amount })
}
snail-move-fire = Fire my { $card }: { $damage } damage (pay { $amount })
snail-move-campaign = Campaign for a vote (pay { $amount })
snail-move-discard = Discard { $amount }
snail-move-code = { $code }

## Refusals.

snail-unknown-move = That is not a move in Giant Snail Will Not Prevail!.
snail-refuse-nothing-back = There is no choice to take back.
snail-refuse-no-worker = You have no worker left in your pool.
snail-refuse-row = That worker cannot go in that row (an R&D Labs row holds one player's workers only).
snail-refuse-no-slot = There is no free slot for your worker there (an R&D Labs row is kept by the player whose worker is in it).
snail-refuse-cannot = You cannot do that now, or you cannot pay for it.
snail-refuse-not-now = That move is not allowed now.
