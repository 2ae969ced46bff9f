# A game's past, answered privately in its reader's language: /game log's pages, /game replay's steps and
# a finished game's review (docs/ai.md, "The coach"), with the review's chart picture. The game's own log
# lines come from the games' catalogues. Chances and scores come as words of learning.ftl (coach-chance,
# coach-points).

## Turning pages and steps (buttons of at most 80 characters).
past-first = First
past-back = Back
past-forward = Forward
past-last = Last
past-nothing-hidden = Nothing hidden at this step.

## /game log
log-title = { $title }: log
# $private: the reader's own lines (🔒) are among them.
log-footer = Page { $page } of { $pages } · { $lines ->
    [one] 1 line
   *[other] { $lines } lines
}{ $private ->
    [true] {" "}· 🔒 lines are yours alone
   *[false] {""}
}

## /game replay
# $where: start, end or other (a step between).
replay-header = **Replay of { $title }** · game `{ $id }` · Step { $step } of { $steps }{ $where ->
    [start] {" "}(the start)
    [end] {" "}(the end)
   *[other] {""}
}
replay-more-lines = … and { $count ->
    [one] 1 more line
   *[other] { $count } more lines
}.
replay-hand-title = { $name }'s hand at this step
replay-show-hand = Show my hand
replay-hide-hand = Hide my hand
replay-jump = Jump to a step
replay-step = Step { $step }

## A finished game's review.
review-header = **Review of { $title }** · game `{ $id }`
review-pending = The AI is still going through this game, decision by decision: ask again in a few minutes (Review, or /game review).
review-failed = This game could not be reviewed.
review-failed-error = The review could not be made ({ $error }).
review-failed-unfinished = Only a finished game is reviewed.
review-chart-title = { $title }: { $points ->
    [true] expected score
   *[false] chance to win
}, step by step
review-chart-text = { $points ->
    [true] The expected score at each step, as the AI estimates it from what could be seen at the table then.
   *[false] Each player's chance to win at each step, as the AI estimates it from what everyone at the table could see then: no hand that was hidden at that step.
}
review-yours-title = Your decisions ({ $name })
review-none-judged = You had no decision to judge: every move of yours was forced, or an AI made it.
# $judged decisions judged; the AI chose as the player did in $agreed; in $close more it could not tell the
# two apart; $marked mistakes marked. $least: the smallest loss marked (review-least-*).
review-judged = The AI judged { $judged ->
    [one] 1 decision
   *[other] { $judged } decisions
} of yours, each from what you knew then (your own hand, never the others'). It would have chosen as you did in { $agreed }; in { $close } more it could not tell your choice from its own, or you gave up little. { $marked ->
    [0] It marks no mistake: you never gave up { $least } that it could tell apart.
    [one] It marks 1 mistake.
   *[other] It marks { $marked } mistakes.
}
review-least-score = { $points ->
    [one] 1 point of score
   *[other] { $points } points of score
}
review-least-chance = { $points ->
    [one] 1 point of chance
   *[other] { $points } points of chance
}
review-lost-score = { $points ->
    [one] 1 point
   *[other] { $points } points
}
review-lost-chance = { $points ->
    [one] 1 point of chance
   *[other] { $points } points of chance
}
review-drops-head = Your largest drops (the buttons show the board and your hand then):
# $before, $after: chances or scores (coach-chance, coach-points); $lost: review-lost-*.
review-drop = **{ $number }. Step { $step }**: you chose **{ $played }**, { $before } → { $after } (you gave up { $lost }). The AI would have chosen **{ $best }**.
review-mistake-title = Mistake { $page } of { $pages }: step { $step }
review-mistake = You chose **{ $played }**: your { $points ->
    [true] expected score
   *[false] chance to win
} as the AI saw it from your seat went { $before } → { $after } (you gave up { $lost }). The AI would have chosen **{ $best }**.
review-mistake-then = The board and your hand as they were then.
review-hand-title = { $name }'s hand then
review-overview = Overview

## The review's chart (a picture, and its alt text).
chart-title = { $points ->
    [true] Expected score, step by step
   *[false] Chances to win, step by step
}
chart-step = Step { $step }
chart-legend = { $name }: { $value } at the end
chart-alt = Chart of { $points ->
    [true] the expected score
   *[false] each player's chance to win
} through the game's { $steps } steps, as an onlooker could estimate it at each step.
chart-alt-line = { $name }: { $start } at step { $first }, highest { $high } at step { $highest }, { $end } at step { $last }.
# A solo game's score on the chart's axis and in its legend (a number).
chart-score = { $score }
