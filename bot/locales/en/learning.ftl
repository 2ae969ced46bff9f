# The AI coach (docs/ai.md, "The coach"): a hint for the player to act, its reasons, and practice games
# (/game learn) with their lessons. A hint is private, in its reader's language; a lesson is posted at the
# table, in the table's language. Percentages and points come as numbers: each language writes them.

## A chance or, solo, an expected score, as hints and reviews show it.
coach-chance = { NUMBER($chance, style: "percent", maximumFractionDigits: 0) }
coach-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}

## Why the coach likes a choice: "It" and what the choice raises most (each game's parts, below), or how it ends the game.
coach-only-choice = It is your only choice.
coach-wins = It wins the game.
coach-ends = It ends the game.
coach-reason = It { $part }.
# $part and $other: two parts as they follow "It" (coach-part-…). Where a part may end in a clause of
# its own, close it before the second (German: a comma, and a subject again).
coach-reason-two = It { $part } and { $other }.

## Each game's parts of the AI's judgement, as they follow "It" (Engine.heuristic_terms).
coach-part-gives-you-more-penguins = gives you more penguins
coach-part-leaves-an-egg-in-your-cards-in-play = leaves an Egg in your Cards in Play
coach-part-leaves-a-hatch-in-your-cards-in-play = leaves a Hatch in your Cards in Play
coach-part-leaves-an-egg-and-a-hatch-in-play-together = leaves an Egg and a Hatch in play together
coach-part-adds-to-your-nesting-stones = adds to your Nesting Stones
coach-part-gets-fish-back = gets fish back
coach-part-holds-back-the-strongest-other-player = holds back the strongest other player
coach-part-adds-to-your-tunnel-s-points = adds to your tunnel's points
coach-part-leaves-more-gems-for-your-thugs-to-take = leaves more gems for your thugs to take
coach-part-leaves-you-more-cards-in-hand = leaves you more cards in hand
coach-part-holds-back-the-best-other-tunnel = holds back the best other tunnel
coach-part-eats-lily-pads = eats lily pads
coach-part-keeps-the-frogs-from-finding-you-out = keeps the frogs from finding you out
coach-part-makes-room-on-the-map-for-your-path = makes room on the map for your path
coach-part-runs-down-the-rounds = runs down the rounds
coach-part-gives-you-more-room-or-brings-you-nearer-the-lily-pads = gives you more room or brings you nearer the lily pads
coach-part-sets-a-venom-where-it-will-hurt = sets a Venom where it will hurt
coach-part-leaves-your-venom-in-hand-rather-than-where-it-would-miss = leaves your Venom in hand rather than where it would miss
coach-part-saves-lily-pads = saves lily pads
coach-part-finds-the-snake-out = finds the snake out
coach-part-turns-the-snake-s-cards-face-up = turns the snake's cards face up
coach-part-leaves-the-snake-less-room = leaves the snake less room
coach-part-keeps-the-snake-from-running-down-the-rounds = keeps the snake from running down the rounds
coach-part-puts-the-frogs-where-the-snake-may-be = puts the frogs where the snake may be
coach-part-wears-the-snail-down = wears the snail down
coach-part-leaves-the-robot-nearer-the-snail = leaves the robot nearer the snail
coach-part-keeps-regions-out-of-ruin = keeps regions out of ruin
coach-part-builds-the-robot = builds the robot
coach-part-puts-workers-in-a-factory = puts workers in a Factory
coach-part-gathers-metal-and-energy-for-the-robot = gathers metal and energy for the robot
coach-part-wins-votes = wins votes
coach-part-keeps-metal-and-energy-in-hand = keeps metal and energy in hand
coach-part-adds-to-your-income = adds to your income
coach-part-holds-back-the-others-votes = holds back the others' votes
coach-part-adds-coins = adds Coins
coach-part-adds-culture = adds Culture
coach-part-adds-prosperity = adds Prosperity
coach-part-makes-your-sites-pay-more-in-the-turns-left = makes your Sites pay more in the turns left
coach-part-keeps-tiles-in-your-reserve = keeps tiles in your Reserve
coach-part-leads-a-social-directive = leads a Social Directive
coach-part-holds-back-the-best-other-island = holds back the best other island

## A hint (the "Hint" button): private, in its reader's language.
hint-title = Hint for { $name }: { $title }
hint-only-choice = You have one choice: **{ $label }**.
hint-clear = The AI's choice: **{ $label }**.
hint-lean = The AI leans to **{ $label }**, but a second search did not put it first: take it as a lean, not a verdict.
# A game whose hints name no best choice: the first is ahead of the others shown.
hint-lean-unclaimed = The AI leans to **{ $label }**: take it as a lean, not a verdict.
hint-all-close = The AI cannot tell these apart: any of them is as good as it can see.
# $numbers: the choices' numbers (a list); $count: how many.
hint-some-close = The AI cannot tell { $numbers } apart: { $count ->
    [2] either
   *[other] any of them
} is as good as it can see.
# $value: a chance (coach-chance) or, with $points true, an expected score (coach-points).
hint-choice = **{ $number }. { $label }**: { $points ->
    [true] expected score
   *[false] chance to win
} { $value }{ $behind ->
    [true] {" "}(behind the first)
   *[false] {""}
}.
hint-choice-reason = { hint-choice } { $reason }
hint-searched = Searched from what you can see (your hand, never the others'), over samples of what is hidden. The { $points ->
    [true] expected score
   *[false] chance to win
} is the AI's estimate, not a promise.
hint-cut-short = The AI was cut short (the machine is busy): these numbers are rougher than usual.
hint-moved-on = The game has moved on since you asked: this hint was for the position then.
hint-timeout = The AI could not finish your hint in time: it is busy. Ask again in a moment.
hint-failed = The AI could not make a hint for this position, sorry.

## /game learn: a practice game, its answer (private) and the thread it opens in.
learn-thread-name = Practice: { $title }
learn-open-thread = Your practice game of { $title } is open in { $thread }{ $private ->
    [true] {" "}(a private thread: only you and the bot are in it).
   *[false] .
} Hints are on: press Hint on your turn. Each new kind of decision is explained the first time it comes up. Practice games are not rated.
learn-open-here = Your practice game of { $title } is open in this channel. Hints are on: press Hint on your turn. Each new kind of decision is explained the first time it comes up. Practice games are not rated.
# A lesson: the frame around the game's guide (its title and text stay as the guide writes them).
lesson-title = New: { $title }
lesson-footer = From the game's rules (/game rules). Each kind of decision is explained once.
