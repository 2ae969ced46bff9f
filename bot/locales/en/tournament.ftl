# Tournaments and leagues: their public posts and threads (in the tournament's language), the answers to
# /tournament commands and clicks (in the reader's), the standings and the crosstable, their pictures.

## Naming a tournament and its tables.

tournament-default-name = { $title } tournament
tournament-table-name = { $name } · Round { $round } · Table { $table }
tournament-status-signup = sign-up
tournament-status-running = running
tournament-status-finished = finished
tournament-status-cancelled = cancelled
tournament-choice = { $name } ({ $status })

## The sign-up message.

tournament-signup-title = { $name }: { $title } tournament
tournament-signup-players = **Players ({ $count })**
tournament-signup-players-of = **Players ({ $count } of { $most })**
tournament-signup-nobody = Nobody yet: click Join.
tournament-button-join = Join
tournament-button-leave = Leave
tournament-button-start = Start now
tournament-button-cancel = Cancel
tournament-field-format = Format
tournament-format = { $format ->
    [swiss] Swiss
   *[roundrobin] round robin
}{ $rounds ->
    [0] {""}
    [one] , { $rounds } round
   *[other] , { $rounds } rounds
}
tournament-format-tables = { $format }, tables of { $size }
tournament-field-pairing = Pairing
tournament-pairing-roundrobin = everyone meets everyone
tournament-pairing-dutch = Dutch pairing: each score group's top half against its bottom half
tournament-pairing-topdown = tables filled from the top of the standings
tournament-field-bye = A bye
tournament-bye-points = { $points ->
    [half] ½ point
    [one] { $points } point
   *[other] { $points } points
}
tournament-bye-worth = worth { $points }
tournament-field-calendar = Calendar
tournament-calendar-dates = Rounds start { $dates }.
tournament-calendar-dates-more = Rounds start { $dates } and { $more } more dates.
tournament-calendar-every = Round 1 starts { $first }, then one { $every ->
    [1] every day
   *[other] every { $every } days
} at the same time ({ $zone }).
tournament-field-missed = Missed turns
tournament-missed-withdrawn = withdrawn after { $turns ->
    [one] { $turns } missed turn
   *[other] { $turns } missed turns
}
tournament-missed-never = never withdrawn
tournament-field-late = Late joining
tournament-late-value = until the next round is paired
tournament-field-next = Next round
tournament-next-value = starts { $when }
tournament-field-options = Options
tournament-field-clock = Turn clock
tournament-field-deadline = Round deadline
tournament-deadline-value = { $deadline } (then AIs finish the round)
tournament-deadline-none = none (AIs do not finish the round)
tournament-field-seeding = Seeding
tournament-seeding-value = { $seeding ->
    [rating] by rating
   *[random] at random
}; { $rated ->
    [true] rated
   *[false] not rated
}
tournament-field-takebacks = Take-backs
tournament-takebacks-allowed = allowed
tournament-takebacks-off = off
tournament-field-closes = Sign-up closes
tournament-closes-organiser = when the organiser starts it
tournament-footer-signup = Organiser: { $organiser } · Start and Cancel are the organiser's
tournament-footer-late = Organiser: { $organiser } · Under way: late joiners play from the next round
tournament-footer-state = Organiser: { $organiser } · { $state }
tournament-state-running = Sign-up closed: the tournament is under way.
tournament-state-finished = The tournament is over.
tournament-state-cancelled = The tournament was cancelled.

## Why a tournament ended (said in the sign-up message and the final announcement).

tournament-ended-cancelled = The organiser cancelled the tournament.
tournament-ended-too-few = Sign-up closed with too few players. { $why }
tournament-ended-all-played = All rounds are played.
tournament-ended-field-gone = Too few players are left to fill a table, so the tournament ends here.

## The standings message.

tournament-progress = { $state ->
    [finished] Final standings
    [cancelled] Cancelled
    [signup] Sign-up open
    [after] After round { $round }{ $total ->
        [0] {""}
       *[other] {" "}of { $total }
    }
   *[running] Round { $round }{ $total ->
        [0] {""}
       *[other] {" "}of { $total }
    } under way
}
tournament-standings-subtitle = { $progress } · { $format }
tournament-standings-title = { $name }: standings
tournament-standings-none = No results yet.
tournament-standings-footer = { $subtitle }. Points: 1 for a table's winner, 0 for its last; { $bye } for a bye. Ties: first the table-mates' points (Mates), then the game's own score (Score).
tournament-page = Tournament page
tournament-crosstable-title = Crosstable: { $single ->
    [true] round { $first }
   *[false] rounds { $first }–{ $last }
}
tournament-crosstable-left-out = Rounds 1–{ $last } have no picture here: a message has room for ten pictures.
tournament-crosstable-words = Crosstable in words
tournament-crosstable-words-footer = v 4: sat with the player on line 4 (4th in the standings).

## A round's start, the end.

tournament-round-on = **{ $name }: round { $round }{ $total ->
    [0] {""}
   *[other] {" "}of { $total }
} is on.**
tournament-round-table = Table { $table }: { $where } · { $people }
tournament-round-byes = Bye ({ $worth }): { $people }
tournament-round-deadline = Deadline { $when }: then an AI finishes every seat still owing a move.
tournament-more = …and { $count } more.
tournament-final-cancelled = **{ $name }** was cancelled. { $reason } Nothing is awarded; tables that ended before it keep their results.
tournament-final-cancelled-bare = **{ $name }** was cancelled. Nothing is awarded; tables that ended before it keep their results.
tournament-final-over = 🏆 **{ $name } is over.** { $reason }
tournament-final-podium = { $place ->
    [1] 1st
    [2] 2nd
   *[3] 3rd
}: { $who } with { $points }
tournament-final-place = { $place }. { $who }: { $points }
tournament-final-thanks-page = Thank you for playing! The tournament page shows every result.
tournament-final-thanks = Thank you for playing! /tournament standings shows every result.
tournament-absent = ⌛ { $player } missed { $missed ->
    [one] { $missed } turn
   *[other] { $missed } turns
} in { $name }, so they are withdrawn from the next rounds: an AI finishes their tables. They may come back with /tournament join before the next round is paired.

## A table's first message in its thread, and its log.

table-greeting-tournament = **{ $table }**: your game of { $title } starts here.
# A pick-up table's thread: the game, then its players (a list).
queue-table-name = { $title } · { $players }
table-greeting-queue = **The queue found a table**: your game of { $title } starts here.
table-greeting-seat = { $number }. { $who }
table-greeting-seats = Seats: { $seats }
table-greeting-clock = Turn clock: { $clock }
table-greeting-counts = It counts for { $name } ({ $rated ->
    [true] rated
   *[false] not rated
}); the board follows.
table-greeting-queue-tail = The board follows; /game leave hands your seat to an AI.
tournament-table-closed = 🛑 The organiser cancelled the tournament, so this table ends here. It is not rated.
log-tournament-cancelled = The organiser cancelled the tournament, so this table ends here: it is not rated.
log-tournament-deadline = ⌛ The round's deadline has passed: an AI plays { $s }'s seat until this table ends.
log-tournament-left = { $s } is out of the tournament: an AI plays their seat to the end of this table.

## Answers to the organiser and players, privately.

tournament-created = **{ $name }**: sign-up is open in { $where }. Players join there with the Join button.
tournament-created-first = Round 1 starts { $when }; sign-up closes then at the latest.
tournament-warning = ⚠️ { $warning }
tournament-hold-up = One absent player could hold every round up: { $why ->
    [noclock] a table without a turn clock waits for them as long as they stay away
    [never] each of their turns waits a whole clock, and they are never withdrawn
   *[wait] their turns wait { $held } before AIs take over
}. To keep rounds moving, set a round deadline (such as round_deadline:3d), withdraw players who miss turns (withdraw_after:2), or a shorter clock.
tournament-joined = You joined { $name }. You will be pinged in your table's thread when your round starts.
tournament-joined-late = You joined { $name } from round { $round }: the rounds before it count 0 points for you. You will be pinged in your table's thread when it opens.
tournament-joined-again = Welcome back to { $name }: you are paired again from round { $round }.
tournament-left = You left { $name }.
tournament-left-running = You left { $name }. Your results stay; an AI finishes your running tables.
tournament-started = { $name } starts: round 1 is being paired and its tables opened.
tournament-cancelled = { $name } is cancelled.
tournament-dropped = { $who } is out of { $name }: their results stay, and an AI finishes their running tables.
tournament-round-ended = Round { $round } of { $name } ends now: an AI plays every seat still owing a move until its table ends.

## Refusals of a tournament's settings and of what people ask of it.

tournament-no-game = There is no such game here.
tournament-in-a-server = Tournaments are run in a server.
tournament-thread-unknown = I cannot tell which channel this thread belongs to.
tournament-thread-failed = I could not open a thread for the tournament here.
tournament-several = Several tournaments run in this server: name one with the tournament option, or use the command in its channel.
tournament-say-who = Say who to drop.
tournament-duration = Give { $what ->
    [signup] when sign-up closes
   *[deadline] the round's deadline
} as a number and a unit, such as "90m", "36h" or "3d" (up to 14 days).
tournament-calendar-either = Give either round_dates, or round_time (and round_every), not both.
tournament-calendar-every-needs-time = round_every needs round_time: the time of day rounds start, such as "20:00".
tournament-calendar-time = Give the rounds' time of day as hours and minutes, such as "20:00", not "{ $text }".
tournament-calendar-apart = Rounds may be 1 to { $most } days apart.
tournament-calendar-past = Round 1 would start in the past ({ $when }, { $zone }).
tournament-calendar-list = List the rounds' starts as dates and times, such as "2026-12-07 20:00, 2026-12-14 20:00".
tournament-calendar-too-many = A calendar lists at most { $most } rounds.
tournament-calendar-not-date-time = "{ $text }" is not a date and time such as "2026-12-07 20:00".
tournament-calendar-order = List the rounds' starts in order, each later than the one before.
tournament-calendar-not-date = "{ $text }" is not a date such as "2026-12-07".
tournament-options-shape = Write the game's options as name=value, not “{ $text }”.
tournament-options-unknown = { $title } has no option called “{ $name }” for a tournament; its options are { $known }.
tournament-options-none = none
tournament-options-unsuited = Those options do not suit { $title }: { $why }
tournament-table-size = Tables of { $size } will not do: { $title } { $least ->
    [exact] is played by exactly { $fewest }
   *[range] seats { $fewest } to { $most }
} players.
tournament-bye-values = A bye is worth 0, ½ or 1 point.
tournament-dutch-size = The Dutch pairing seats two players at a table, each score group's top half against its bottom half. At tables of { $size }, choose top-down pairing: tables are filled from the top of the standings.
tournament-swiss-rounds = A Swiss tournament has 1 to { $most } rounds.
tournament-roundrobin-rounds = A round robin's rounds follow from its players: leave rounds out.
tournament-at-least = Allow at least { $count } players.
tournament-signup-future = Sign-up must close in the future.
tournament-dutch-swiss = The Dutch pairing is for Swiss tournaments at tables of 2: a round robin's rounds are set by its schedule.
tournament-late-swiss = Players may join late only in a Swiss tournament: a round robin's schedule is set at the start.
tournament-withdraw-range = Withdraw players after 1 to { $most } missed turns.
tournament-round-before-signup = Round 1 would start before sign-up closes: start it later, or close sign-up sooner.
tournament-round-past = Round 1 would start in the past.
tournament-roundrobin-ones = A round robin needs tables of two or more: at tables of one nobody meets anybody.
tournament-roundrobin-pairs = A round robin at tables of 2 seats everyone with everyone one pair at a time: { $players } players need { $rounds } rounds, and a round robin here has at most { $most }. Play Swiss, or use larger tables.
tournament-roundrobin-players = A round robin here takes at most { $most } players: at tables of { $size }, { $players } players need at least { $rounds } rounds to meet everyone, and the fewest rounds for a field that large is a search this bot does not promise to win. Play Swiss instead.
tournament-channel-taken = This channel already has a tournament; finish or cancel it first.
tournament-roundrobin-full = This round robin is full. { $why }
tournament-closed-started = Sign-up for this tournament has closed: it has started.
tournament-over = This tournament is over.
tournament-already-started = This tournament has already started.
tournament-gone = You are out of this tournament (you left it, or the organiser dropped you).
tournament-already-joined = You have already joined this tournament.
tournament-full = This tournament is full: it takes { $most } players.
tournament-not-playing = That person is not playing in this tournament.
tournament-already-left = { $player } has already left this tournament.
tournament-too-few = A tournament of { $title } at tables of { $size } needs at least { $needed } players; { $count } signed up.
tournament-already-over = This tournament is already over.
tournament-changed = This tournament changed meanwhile; try again.
tournament-no-round = This tournament has no round under way.
tournament-round-finishing = Round { $round } is already being finished by AI players.

## The standings as a picture and as text.

standings-heading-place = #
standings-heading-player = Player
standings-heading-points = Points
standings-heading-mates = Mates
standings-heading-score = Score
standings-heading-games = Games
standings-heading-byes = Byes
standings-podium = { $place ->
    [1] 1st
    [2] 2nd
   *[3] 3rd
}
standings-left = (left)
standings-points = { $one ->
    [true] { $points } point
   *[false] { $points } points
}
standings-line = **{ $place }.** { $name }{ $left ->
    [true] {" "}(left)
   *[false] {""}
}{ $medal ->
    [0] {""}
    [1] {" "}· 1st
    [2] {" "}· 2nd
   *[3] {" "}· 3rd
}: { $points } (mates { $mates }, score { $score }, played { $played }, byes { $byes })
standings-more = …and { $count } more.
standings-alt-row = { $place } { $name }{ $left ->
    [true] {" "}(left)
   *[false] {""}
}, { $points } (mates { $mates }, score { $score }, byes { $byes })
standings-alt-head = { $title }. { $subtitle }. Standings:
standings-alt-end = .
standings-alt-end-more = ; and { $more } more.
standings-alt-nobody = { $title }. { $subtitle }. Nobody has signed up yet.

## The crosstable as pictures and as text.

crosstable-rounds = { $single ->
    [true] Round { $first }
   *[false] Rounds { $first }–{ $last }
}
crosstable-subtitle = Crosstable · { $single ->
    [true] round { $first }
   *[false] rounds { $first }–{ $last }
}{ $total ->
    [0] {""}
   *[other] {" "}of { $total }
}
crosstable-player = Player
crosstable-points = Points
crosstable-round = R{ $round }
crosstable-bye = bye
crosstable-bye-points = bye { $points }
crosstable-mates = v { $mates }
crosstable-more = …and { $count } more.
crosstable-legend = { $parts }.
crosstable-legend-points = Each round shows the points, and below them who was met (v 4: line 4)
crosstable-legend-bye = bye: no table this round
crosstable-legend-abandoned = bye over v 4: the table was abandoned, and counts as a bye
crosstable-legend-running = …: still playing
crosstable-legend-not-paired = –: not paired (joined later, or left)
crosstable-cell = { $kind ->
    [played] { $head }: { $points }
    [abandoned] { $head }: abandoned, bye { $points }
    [bye] { $head } bye { $points }
    [running] { $head }: playing
   *[notpaired] { $head } not paired
}
crosstable-cell-head = R{ $round }
crosstable-cell-head-mates = R{ $round } v { $mates }
crosstable-standing-shared = place ={ $place }
crosstable-standing-joined = joined round { $round }
crosstable-standing-left = left
crosstable-standing-withdrawn = withdrawn
crosstable-line-head = { $name } ({ $standing })
crosstable-line = **{ $number }.** { $head }: { $points } · { $cells }
crosstable-window = { $single ->
    [true] Round { $first }
   *[false] Rounds { $first }–{ $last }
} (the rounds before are in the pictures):
crosstable-alt-head = { $title }. Crosstable, { $single ->
    [true] round { $first }
   *[false] rounds { $first }–{ $last }
}{ $total ->
    [0] {""}
   *[other] {" "}of { $total }
}: each player's line number, name and points, then each round's points and table-mates by line number.
crosstable-alt-line = { $number } { $head }, { $one ->
    [true] { $points } point
   *[false] { $points } points
}: { $cells }
crosstable-alt-end = .
crosstable-alt-end-more = ; and { $more } more.
