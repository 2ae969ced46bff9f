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
snail-market-copy-short = the { $copy ->
        [1] first
        [2] second
       *[other] third
    } { $card }

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

## The board in words: its embed, its pictures, its alt text, its close-ups and the terminal's text
## (bot/render/giantsnail/). Regions, cards, sections and colours are the messages above. $who, $owner,
## $name, $leader are players' names as given.

snail-board-title = { $title } · Round { $round }
snail-board-listed = { $items }
snail-board-sentence = { $text }.
snail-board-semicolon = {"; "}
snail-board-empty = empty
snail-board-none = none
snail-board-you = {" "}(you)
snail-board-region-unknown = region { $number }
snail-board-phase = { $phase ->
    [actions] Action Phase
    [research] Resolution Phase: research
    [factory] Resolution Phase: factories
    [robot] Event Phase: the robot
    [weapons] Event Phase: combat
    [rebuild] Event Phase: rebuilding
    [campaign] Event Phase: { snail-event-campaign }
    [discard] Cleanup Phase
    [over] Game over
   *[other] { $phase }
}
snail-board-type = { $kind ->
    [mine] Mine
    [solar] Solar Farm
    [lab] R&D Labs
   *[factory] Factory
}
snail-board-type-does = { $kind ->
    [mine] A full row gives each player in it 1 metal.
    [solar] A full row gives each player in it 1 energy.
    [lab] A full row of one player's workers buys a technology; a row holds one player's workers.
   *[factory] A worker here builds the robot, a weapon or a ruined region.
}
snail-board-tech-text-ring = Defence: put it on an intact region with a worker of yours. The snail cannot enter that region: it stays put and destroys nothing that round, and you get a vote and your worker back.
snail-board-tech-text-defenders = Defence: put it on an intact region with a worker of yours. When the snail enters, the region is spared and the snail takes 2 damage; you get a vote and your worker back.
snail-board-tech-text-malacologist = Look at the top 3 event cards after the Event 0 cards; discard one face down and put the others back in the order you choose. Only you see them.
snail-board-tech-text-labor = Put a worker of yours on an empty robot slot for free; once the robot is finished, move 2 reserve workers to your pool instead.
snail-board-tech-text-salvage = Take 1 metal or energy for each ruined region (at least 2, at most 4).
snail-board-weapon = build { $build }; fire { $fire } for { $damage } damage
snail-board-weapon-card = Weapon: { $weapon }
snail-board-robot-steps = { $free ->
    [true] free this round ({ $parade })
   *[false] { $cost } resources a step
}, up to { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
}

# Whose turn: the status sentence (embed, text, alt text) and the picture's short headline.
snail-board-status-over = { $defeat ->
    [true] Game over: the Giant Snail prevailed. Earth lies in ruins and every player loses.
   *[false] Game over: the snail is defeated, and Earth elects its President.
}
snail-board-status-phase = { $phase }.
snail-board-status-action = { $who }'s action ({ $number } of { $actions } this round): place or move a worker.
snail-board-status-placing = { $count ->
    [one] { $who } places the { $count } returning worker on the rebuilt { $region }.
   *[other] { $who } places the { $count } returning workers on the rebuilt { $region }.
}
snail-board-status-question = { $question ->
    [defence] { $who } puts the { $card } on a region the snail is not on.
    [peek] { $card }: { $who } looks at the next event cards, discards one and orders the rest.
    [labor] { $card }: { $who } builds a section of the robot for free.
    [salvage] { $card }: { $who } chooses how much metal and how much energy to take.
   *[other] { $who } answers the { $card }.
}
snail-board-status-doing = { $phase ->
    [research] { $who } may cash in a full R&D Labs row for a technology.
    [factory] { $who } may send a Factory worker to build the robot, a weapon or a rebuild.
    [robot] { $who }, the leader, may move the robot ({ $steps }).
    [weapons] Combat! { $who } may fire a weapon at the snail.
    [rebuild] { $who }, the leader, may rebuild { $region } with the robot.
    [campaign] { snail-event-campaign }: { $who } may pay 3 resources for a vote.
    [discard] { $who } must discard down to { $limit } metal and energy.
   *[other] { $who } decides.
}
snail-board-headline-over = { $defeat ->
    [true] The Giant Snail prevailed: everyone loses
   *[false] The snail is defeated!
}
snail-board-headline-action = { $who }: place or move a worker ({ $number } of { $actions })
snail-board-headline-placing = { $who }: place the returning workers on { $region }
snail-board-headline-question = { $question ->
    [defence] { $who }: where does the { $card } go?
    [peek] { $who }: { $card }: which event card goes?
    [labor] { $who }: { $card }: build which section?
   *[salvage] { $who }: { $card }: take metal or energy?
}
snail-board-headline-doing = { $phase ->
    [research] { $who }: research a technology?
    [factory] { $who }: use a Factory worker?
    [robot] { $who }: move the robot?
    [weapons] { $who }: fire a weapon at the snail?
    [rebuild] { $who }: rebuild { $region } with the robot?
    [campaign] { $who }: pay 3 resources for a vote?
    [discard] { $who }: discard down to { $limit }
   *[other] { $who }: decide
}
snail-board-subline = Round { $round } · { $phase } · Leader: { $leader }
snail-board-subline-over = Round { $round } · { $phase } · { $defeat ->
    [true] { $destroyed ->
        [one] { $destroyed } region destroyed
       *[other] { $destroyed } regions destroyed
    }
   *[false] the scoring cards add votes
}
# $choices: the buttons clicked so far, joined by arrows.
snail-board-draft = Chosen so far: { $choices }

# The snail, the robot, the decks.
snail-board-snail-defeated = The snail is defeated.
snail-board-snail-space = The snail is in space, slot { $slot } of the space card.
snail-board-snail-on = The snail is on { $region }.
snail-board-snail-short-defeated = Defeated
snail-board-snail-short-space = In space (slot { $slot })
snail-board-robot-finished-on = The robot is finished, standing on { $region }.
snail-board-robot-finished = The robot is finished.
snail-board-robot-building = The robot is being built: { $filled } of { $total ->
    [one] { $total } construction slot
   *[other] { $total } construction slots
} filled, { $done } of { $sections ->
    [one] { $sections } section
   *[other] { $sections } sections
} complete.
snail-board-deck = { $event2 ->
    [true] Event 2 deck
   *[false] Event deck
}: { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
} left
snail-board-discard = Event discard: { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}{ $seen ->
    [true] {" "}(last: { $last })
   *[false] {""}
}{ $buried ->
    [0] {""}
    [one] ; { $buried } card discarded face down
   *[other] ; { $buried } cards discarded face down
}
snail-board-market = Technology market: { $empty ->
    [true] empty
   *[false] { $cards }
} ({ $deck } left in the deck)
snail-board-ruins = { $destroyed ->
    [one] { $destroyed } region
   *[other] { $destroyed } regions
} destroyed ({ $limit } destroyed means defeat)
snail-board-known = Only you know the top of the event deck: { $cards }.
snail-board-note-works = { $card }: rebuilds cost 1 resource less
snail-board-note-parade = { $card }: the robot moves for free

# Regions, sections and players as text.
snail-board-rebuild-cost = { $cost }{ $works ->
    [true] {" "}less 1 ({ snail-event-works })
   *[false] {""}
}
snail-board-defence-by = { $card } ({ $who })
snail-board-snail-here = the snail is here
snail-board-robot-here = the robot is here
# $slots: the seats' letters, "." for an empty slot.
snail-board-line-ruined = DESTROYED, rebuild slots { $slots }, costs { $cost }
snail-board-line-row = row { $row } { $slots }
snail-board-line-region = { $region } ({ $owner }'s, { $colour }): { $body }{ $more ->
    [true] ; { $extras }
   *[false] {""}
}
snail-board-line-section = { $section } { $workers }{ $complete ->
    [true] {" "}(complete)
   *[false] {""}
}
snail-board-weapons-none = none
snail-board-weapon-built = { $card } ({ $built ->
    [true] built
   *[false] not built
})
snail-board-actions-taken = { $forfeited ->
    [true] Forfeited the rest of this round's actions
   *[false] Actions taken this round: { $done } of { $actions }
}
snail-board-player-goods = { $metal } metal, { $energy } energy, { $votes ->
    [one] { $votes } vote
   *[other] { $votes } votes
}
snail-board-player-workers = Workers: { $pool } in the pool, { $reserve } in reserve
snail-board-player-weapons = Weapons: { $weapons }
snail-board-player-claimed = Event cards claimed: { $claimed }
snail-board-player-title = { $name } ({ $you ->
    [true] you,{" "}
   *[false] {""}
}{ $colour }{ $leader ->
    [true] , leader
   *[false] {""}
})
snail-board-robot-count = { $who } { $count }
snail-board-robot-workers = Workers on the robot: { $counts }.

# The terminal's text and the embed.
snail-board-text-title = { $title } Round { $round }, { $phase }.
snail-board-text-returning = Returning workers still to place: { $workers }.
snail-board-text-snail = { $snail } { $robot } { $ruins }.
snail-board-text-decks = { $deck }. { $discard }.
snail-board-text-regions = Regions (North to South, West to East; R red, B blue, K black, . an empty slot):
snail-board-text-sections = Robot sections: { $sections }
snail-board-embed-returning = Returning workers: { $workers }
snail-board-field-regions = Regions
snail-board-field-sections = Robot sections
snail-board-field-events = Events
snail-board-field-market = Technology market ({ $deck } in the deck)
snail-board-field-secret = Your secret
snail-board-embed-section = { $section }: { $workers }{ $complete ->
    [true] {" "}✓
   *[false] {""}
}
snail-board-embed-tech = **{ $card }**: { $does }
snail-board-embed-region = **{ $region }**{ $named ->
    [true] {" "}({ $owner })
   *[false] {""}
}: { $rows }
snail-board-embed-ruined = ~~{ $region }~~{ $named ->
    [true] {" "}({ $owner })
   *[false] {""}
}: ruined, rebuild { $slots } for { $cost }
snail-board-footer = { $phase } · R red, B blue, K black · the grid wraps at its edges

# The alt text of the pictures.
snail-board-alt-head = Giant Snail board, round { $round }, { $phase }. { $status }
snail-board-alt-snail-deck = { $snail } { $deck }.
snail-board-alt-ruins = { $destroyed ->
    [one] { $destroyed } region
   *[other] { $destroyed } regions
} ruined of 12 ({ $limit } mean defeat){ $any ->
    [true] : { $ruined }.
   *[false] .
}
snail-board-alt-robot-on = The robot is finished, on { $region }.
snail-board-alt-robot = Robot: { $filled } of { $total } slots built, { $done } of { $sections ->
    [one] { $sections } section
   *[other] { $sections } sections
} complete.
snail-board-alt-colour-count = { $count } { $colour }
snail-board-alt-row = { $free ->
    [0] { $colours }, full
   *[other] { $colours }, { $free } free
}
snail-board-alt-defence-on = { $card } on it
snail-board-alt-ruined = ruined, rebuild slots { $slots }
snail-board-alt-ruined-cost = ruined, rebuild slots { $slots }, rebuild costs { $cost }
snail-board-alt-row-n = row { $row }: { $words }
snail-board-alt-no-workers = no workers
snail-board-alt-on-ruins = { $workers } on the ruins
snail-board-alt-ruined-short = ruined
snail-board-alt-region-card = { $region } ({ $colour } card)
snail-board-alt-region = { $region }: { $body }{ $more ->
    [true] ; { $extras }.
   *[false] .
}
snail-board-alt-no-region = No region has a worker on it.
snail-board-alt-no-other = {" "}No other region has a worker on it.
snail-board-alt-regions = Regions, North to South and West to East:
snail-board-alt-tag = { $tag ->
    [you] you
    [deciding] deciding now
   *[leader] leader
}
snail-board-alt-goods = { $metal } metal, { $energy } energy, { $votes ->
    [one] { $votes } vote
   *[other] { $votes } votes
}, { $pool } in the pool{ $full ->
    [true] , { $reserve } in reserve
   *[false] {""}
}
snail-board-alt-forfeited = forfeited this round
snail-board-alt-actions = { $done } of { $actions } actions taken
snail-board-alt-weapons = weapons: { $weapons }
snail-board-alt-claimed = { $claimed ->
    [one] { $claimed } event card claimed
   *[other] { $claimed } event cards claimed
}
snail-board-alt-player = { $name } ({ $tags }): { $facts }.
snail-board-alt-most-votes = Most votes: { $who }, { $votes ->
    [one] { $votes } vote
   *[other] { $votes } votes
}{ $tied ->
    [true] {" "}each.
   *[false] .
}
snail-board-alt-rest = The other regions are in their close-ups.
snail-board-alt-secret = Your secret, from the { snail-tech-malacologist }: { $count ->
    [one] the top card
   *[other] the top { $count } cards
} of the event deck, top first: { $cards }.
snail-board-alt-secret-nobody = Nobody else knows them.
snail-board-alt-region-intro = { $region }, { $owner }'s card ({ $colour }), { $ruined ->
    [true] ruined
   *[false] intact
}.
snail-board-alt-just-rebuilt = Just rebuilt: the returning workers to place are { $workers }.
snail-board-alt-row-who = { $ruined ->
    [true] Rebuild slots
   *[false] Row { $row }
}: { $who }.
snail-board-alt-neighbour = { $direction ->
    [north] North
    [south] South
    [east] East
   *[west] West
} { $region }
snail-board-alt-next-to = Next to it: { $regions }.
snail-board-alt-section = { $section }{ $complete ->
    [true] {" "}(complete)
   *[false] {""}
}: { $who }.
snail-board-alt-nobody-yet = nobody yet
snail-board-alt-player-weapons = { $who }: { $weapons }.
snail-board-alt-players = The players.
snail-board-alt-events = The events and technologies.
snail-board-alt-played = Events played, newest first: { $cards }.
snail-board-alt-tech = { $card }: { $does }.

## The pictures: short, for a phone.

snail-board-pic-regions = Regions · North at the top
snail-board-pic-wrap = the edges wrap around
snail-board-pic-returning = { $all ->
    [true] Returning: all placed
   *[false] Returning:
}
snail-board-pic-snail = Snail
snail-board-pic-deck = { $event2 ->
    [true] Event 2 deck
   *[false] Event deck
}
snail-board-pic-ruins = Ruins (defeat at { $limit })
snail-board-pic-robot = Robot
snail-board-pic-market = Market:
snail-board-pic-left = { $cards } left
snail-board-pic-of = { $count } of { $total }
snail-board-pic-finished = Finished
snail-board-pic-in-deck = { $cards } in the deck
snail-board-pic-rebuild = Rebuild
# A region type on its card's band, after the number: short.
snail-board-pic-band = { $kind ->
    [mine] Mine
    [solar] Solar Farm
    [lab] R&D Labs
   *[factory] Factory
}
snail-board-pic-tag = { $tag ->
    [turn] TO PLAY
   *[leader] LEADER
}
snail-board-pic-note = { $kind ->
    [actions] Pool { $pool } · { $forfeited ->
        [true] forfeited
       *[false] { $done } of { $actions } done
    }
    [weapons] Weapons built: { $armed } of { $weapons }
   *[pool] Pool { $pool }
}
snail-board-pic-secret = Only you know ({ snail-tech-malacologist }), top card first:

## The close-ups: their buttons (80 characters at most), titles and words.

snail-board-show = { $what ->
    [robot] Show the robot
    [players] Show the players
   *[events] Show the events and technologies
}
snail-board-show-region = Show { $region }
snail-board-cu-title = { $what ->
    [robot] The robot
    [players] The players
   *[events] The events and technologies
}
snail-board-cu-owner = { $owner }'s card ({ $colour }) · { $ruined ->
    [true] ruined
   *[false] intact
}
snail-board-cu-row = { $ruined ->
    [true] Rebuild slots
   *[false] Row { $row }
}
snail-board-cu-row-state = { $who } · { $full ->
    [true] full
   *[false] { $free ->
        [one] { $free } free slot
       *[other] { $free } free slots
    }
}
snail-board-cu-rebuild-cost = Rebuild cost: { $cost }.
snail-board-cu-rebuild-rule = A Factory worker rebuilds it once every rebuild slot is filled, one of them the rebuilder's; once the snail is defeated, the robot standing on it can too.
snail-board-cu-just-rebuilt = { $known ->
    [true] Just rebuilt: { $who } places the returning workers.
   *[false] Just rebuilt: The rebuilder places the returning workers.
}
snail-board-cu-snail-here = The snail is here.
snail-board-cu-robot-here = The robot is here.
snail-board-cu-defence = { $placed ->
    [true] { $card }, placed by { $who }.
   *[false] { $card }.
}
snail-board-cu-next-to = Next to it (the grid wraps)
snail-board-cu-neighbour = { $direction ->
    [north] North
    [south] South
    [east] East
   *[west] West
}: { $region }{ $ruined ->
    [true] {" "}(ruined)
   *[false] {""}
}{ $snail ->
    [true] {" "}· the snail
   *[false] {""}
}
snail-board-cu-section = { $section }{ $complete ->
    [true] {" "}· complete
   *[false] {""}
}
snail-board-cu-most = { $state ->
    [most] Most: { $who }
    [tied] Tied
   *[empty] Empty
}
snail-board-cu-hail = Hail Our Metal Saviour: a vote for the most workers on each section, and on the whole robot.
snail-board-cu-weapons = Weapons
snail-board-cu-player-weapons = { $who }: { $weapons }
snail-board-cu-tag = { $tag ->
    [you] you
    [leader] leader
   *[turn] to play
}
snail-board-cu-tags = {" "}({ $tags })
snail-board-cu-goods = { $kind ->
    [metal] metal
    [energy] energy
   *[votes] { $count ->
        [one] vote
       *[other] votes
    }
}
snail-board-cu-workers-actions = { $workers } · { $forfeited ->
    [true] forfeited this round
   *[false] { $done } of { $actions } actions taken
}
snail-board-cu-claimed = Event cards claimed with weapons: { $claimed }
snail-board-cu-deck-life = While the snail lives, the event deck is its life: when it runs out, the snail is defeated.
snail-board-cu-played = Events played, newest first
snail-board-cu-none-yet = None yet.
snail-board-cu-earlier = { $cards ->
    [one] …and { $cards } earlier card.
   *[other] …and { $cards } earlier cards.
}
snail-board-cu-buried = { $cards ->
    [one] { $cards } card discarded face down, unseen.
   *[other] { $cards } cards discarded face down, unseen.
}
snail-board-cu-market = Technology market
snail-board-cu-market-empty = The market is empty.
snail-board-cu-tech-deck = { $cards ->
    [one] { $cards } card left in the technology deck.
   *[other] { $cards } cards left in the technology deck.
}
snail-board-secret-title = Only you know: the top of the event deck
snail-board-secret-from = From your { snail-tech-malacologist }. Top card first.
snail-board-secret-card = { $number ->
    [1] Next
   *[other] Then, card { $number }
}

## The player guide's entries (bot/catalogue/giantsnail/entries.py), as /game card shows them: the
## technology cards, event cards, regions, robot sections, scoring categories and rule words. Card, event,
## region and section names are the messages above; $amount, $cost, $build, $fire are snail-amount.

snail-guide-tech-weapon = Weapon attachment, { $copies ->
        [one] { $copies } copy
       *[other] { $copies } copies
    }. You keep it, and may research it before the robot is finished. Build it: send one of your own Factory workers to its construction slot and pay { $build }. Fire it: once in each combat, pay { $fire } to deal { $damage ->
        [one] { $damage } point
       *[other] { $damage } points
    } of damage. The event cards it discards are yours and count for { snail-guide-scoring-killer }.
snail-guide-tech-defence = Defence card, { $copies ->
        [one] { $copies } copy
       *[other] { $copies } copies
    }. When you research it, put it on an intact region that has no defence card and is not the snail's, with a worker from your pool on it to show it is yours (with no such region, it is discarded). { $effect } The card is then discarded, your worker goes back to your pool and you gain 1 vote. If the snail is defeated first, the card is discarded without a vote and the worker goes back to your pool.
snail-guide-tech-immediate = Immediate technology, { $copies ->
        [one] { $copies } copy
       *[other] { $copies } copies
    }. It takes effect as soon as you research it, then it is discarded. { $effect }
# $events: the event cards that move the snail, as a list with "or".
snail-guide-effect-ring = When the snail would move onto that region ({ $events }), the move is cancelled: the snail stays where it is and destroys nothing this round. At { snail-event-landfall }, another randomizer token is drawn instead.
snail-guide-effect-defenders = When the snail moves onto or lands on that region, the region is not destroyed this round and the snail takes { $damage ->
        [one] { $damage } point
       *[other] { $damage } points
    } of damage, discarded face down; nobody claims them.
snail-guide-effect-malacologist = Look in secret at the top { $cards } event cards, not counting { snail-event-sighting } and { snail-event-landfall } if they are still on top (they keep their place). Discard one of them face down, which is damage nobody claims, and put the others back in the order you choose. Only you see them.
snail-guide-effect-labor = Put a worker from your pool (from your reserve if your pool is empty) on an empty construction slot of the robot, in the section you choose, without paying its cost. It can complete a section and even finish the robot. If the robot is already finished, move { $workers ->
        [one] { $workers } worker
       *[other] { $workers } workers
    } from your reserve to your pool instead (fewer if your reserve holds fewer).
snail-guide-effect-salvage = Take 1 resource, metal or energy as you choose, for each destroyed region: at least { $least } and at most { $most }.

snail-guide-event-zero = Event 0. { $text }
snail-guide-event-sighting = The top card of the event deck at the start. The snail moves from slot 2 to slot 1 of the space card; it destroys nothing yet.
snail-guide-event-landfall = The second card of the event deck. The leader draws a randomizer token and the snail lands on that region, then destroys it. A { snail-tech-ring } there turns it away (another token is drawn); { snail-tech-defenders } there save the region this round.
# What an Event 1 card does after the snail has moved.
snail-guide-attack = Then it destroys the region it is on, unless a { snail-tech-ring } or { snail-tech-defenders } stop it; on a region already in ruins, it kills the workers on the rebuild slots. If this is the last card of the deck, the snail is defeated as it is revealed and does not move.
snail-guide-event-direction = Event 1, { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } in the deck. { $direction ->
        [north] The snail moves one region north; off the north edge of the grid it comes back on the south edge.
        [south] The snail moves one region south; off the south edge of the grid it comes back on the north edge.
        [east] The snail moves one region east; off the east edge of the grid it comes back on the west edge.
       *[west] The snail moves one region west; off the west edge of the grid it comes back on the east edge.
    } { snail-guide-attack }
snail-guide-event-burrow = Event 1, { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } in the deck. The leader draws a randomizer token and the snail moves to that region, anywhere on the grid; if it is there already, it stays. { snail-guide-attack }
snail-guide-event-two = Event 2, one of the { $count } cards shuffled into a new event deck when the snail is defeated. { $text }
snail-guide-event-grants = Each player gains { $amount }.
snail-guide-event-refugees = Each player moves { $workers ->
        [one] { $workers } worker
       *[other] { $workers } workers
    } from their reserve to their pool (fewer if their reserve holds fewer).
snail-guide-event-works = Until the end of the next round, each rebuild costs 1 resource less. When the cost has both metal and energy, the rebuilder chooses which one the saving comes off.
snail-guide-event-parade = In this Event Phase the leader moves the robot for free, still at most { $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    }.
snail-guide-event-aftershock = The leader draws a randomizer token. If that region is intact, every worker on it goes back to its owner's pool; nobody dies. A ruined region is left alone.
snail-guide-event-campaign = From the leader, clockwise, each player may pay { $cost } resources, any mix of metal and energy, for 1 vote.

# $rows: snail-guide-rows…; $use: what the region does; $regions: a list of snail-guide-region-owned.
snail-guide-region = Intact: { $rows }. { $use } Destroyed: { $slots ->
        [one] { $slots } rebuild slot
       *[other] { $slots } rebuild slots
    }; rebuilding costs { $cost }. Regions: { $regions }.
snail-guide-rows = { $rows ->
        [one] { $rows } row
       *[other] { $rows } rows
    } of { $slots ->
        [one] { $slots } worker slot
       *[other] { $slots } worker slots
    }
snail-guide-rows-single = { $rows ->
        [one] { $rows } single worker slot
       *[other] { $rows } single worker slots
    }
# $sizes: the rows' numbers of slots, as a list.
snail-guide-rows-mixed = rows of { $sizes } worker slots
snail-guide-region-produces = { $resource ->
        [metal] Each completely filled row gives 1 metal to each player with a worker in it, every Resolution Phase.
       *[energy] Each completely filled row gives 1 energy to each player with a worker in it, every Resolution Phase.
    }
snail-guide-region-use-lab = A row holds one player's workers only, until it is empty again. In the Resolution Phase you may cash in a full row of yours: its workers go back to your pool and you take a technology card from the market.
snail-guide-region-use-factory = In the Resolution Phase each worker here may build the robot or your own weapon, paying the slot's cost, or rebuild a destroyed region.
snail-guide-region-owned = { $region } ({ $colour })

snail-guide-section = Robot { $section }
snail-guide-section-text = A section of the robot with { $slots }. A Factory worker fills a slot by paying its cost ({ snail-tech-labor } fills one for free). When every slot is filled the section is complete and flips; its workers stay on it for the rest of the game and count for { snail-guide-scoring-hail }.
snail-guide-slots-same = { $count ->
        [one] { $count } construction slot
       *[other] { $count } construction slots
    }, each costing { $cost }
# $costs: a list of snail-guide-slot-cost.
snail-guide-slots-each = { $count ->
        [one] { $count } construction slot
       *[other] { $count } construction slots
    }: { $costs }
snail-guide-slot-cost = { $ordinal ->
        [1] the first costs { $cost }
        [2] the second { $cost }
        [3] the third { $cost }
        [4] the fourth { $cost }
        [5] the fifth { $cost }
        [6] the sixth { $cost }
       *[other] slot { $ordinal } { $cost }
    }

snail-guide-scoring-hail = Hail Our Metal Saviour
snail-guide-scoring-killer = Monster Killer
snail-guide-scoring-nationalism = Nationalism
snail-guide-scoring-cooperation = International Cooperation
snail-guide-scoring = At the end of the game. { $text }
snail-guide-scoring-text-hail = For each of the { $sections } robot sections, 1 vote to the player with the most workers on it, and 1 more vote to the player with the most workers on the whole robot. A tie gives that vote to nobody.
snail-guide-scoring-text-killer = 1 vote for every { $cards } Event 1 cards you claimed with your weapons, and 1 more vote to the player who claimed the most (at least one). Tied players each get it.
snail-guide-scoring-text-nationalism = 1 vote to the player with the most workers on intact regions they own (at least one). Tied players each get it.
snail-guide-scoring-text-cooperation = 1 vote to the player with the most workers on intact regions owned by other players (at least one). Tied players each get it.

# The rule words: their names are the guide's own words (bot/locales/*/guides/giantsnail.toml).
snail-guide-rule-robot = Robot
snail-guide-rule-deck = Event deck
snail-guide-rule-damage = Damage
snail-guide-rule-randomizer = Randomizer token
snail-guide-rule-defeat = Defeat
snail-guide-rule-alias-deck = events
snail-guide-rule-alias-randomizer = randomizer
snail-guide-rule-text-robot = Built from { $sections } sections with { $slots } construction slots, costing { $cost } in all. When the last slot is filled, the leader draws a randomizer token and the robot stands on that region. In each Event Phase the leader may move it up to { $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    } north, south, east or west, paying { $step_cost } resources of any mix per step. On the snail's region it fights: built weapons fire first, then the robot deals { $damage ->
        [one] { $damage } point
       *[other] { $damage } points
    } of damage. Once the snail is defeated, the leader may use it to rebuild the region it stands on. Once it is finished, every rebuild earns the rebuilder 1 vote.
snail-guide-rule-text-deck = { snail-event-sighting } and { snail-event-landfall } on top of the { $event1 } Event 1 cards, shuffled. One card is revealed each Event Phase. Damage, newly destroyed regions and the { snail-tech-malacologist } discard cards face down, unseen. When the deck is empty, the snail is defeated, even as its last card is revealed (that card then does nothing). Then the { $event2 } Event 2 cards are shuffled into a new event deck; the game ends at the end of the round in which the last of them is revealed, or sooner, at the end of a round with no region left destroyed.
snail-guide-rule-text-damage = Each point of damage discards the top card of the event deck face down. Cards discarded by a weapon go to its owner and count for { snail-guide-scoring-killer }; other damage goes to the discard pile. When the deck is empty, the snail is defeated and damage left over is lost.
snail-guide-rule-text-randomizer = { $regions } tokens, numbered 1 to { $regions }, one for each region. Each player draws one at the start to place a first worker. The leader draws one for { snail-event-landfall }, { snail-event-burrow } and { snail-event-aftershock }, and to place the finished robot.
snail-guide-rule-text-defeat = Every player loses the moment { $destroyed } or more regions are destroyed, or every region of one type (every Mine, every Solar Farm, every R&D Labs or every Factory). It is checked as soon as a region flips, before its extra event card is discarded.
