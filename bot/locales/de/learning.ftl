# Der KI-Coach (docs/ai.md, „The coach“): ein Tipp für die Person am Zug, seine Gründe, und Übungspartien
# (/game learn) mit ihren Lektionen. Ein Tipp ist privat, in der Sprache seiner Leserin oder seines Lesers;
# eine Lektion steht am Tisch, in der Sprache des Tisches.

## Eine Gewinnchance oder, solo, eine erwartete Punktzahl.
coach-chance = { NUMBER($chance, style: "percent", maximumFractionDigits: 0) }
coach-points = { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}

## Warum der Coach einen Zug mag: was der Zug am meisten stärkt (die Teile jedes Spiels, unten), oder wie er das Spiel beendet.
coach-only-choice = Es ist deine einzige Wahl.
coach-wins = Damit gewinnst du das Spiel.
coach-ends = Damit endet das Spiel.
coach-reason = Dieser Zug { $part }.
coach-reason-two = Dieser Zug { $part } und { $other }.

## Die Teile der KI-Bewertung jedes Spiels, als Satzteil nach „Dieser Zug …“.
coach-part-hatches-a-penguin = lässt einen Pinguin schlüpfen
coach-part-puts-an-egg-in-your-cards-in-play = bringt ein Ei in deine Karten im Spiel
coach-part-puts-a-hatch-in-your-cards-in-play = bringt ein Schlüpfen in deine Karten im Spiel
coach-part-readies-an-egg-and-a-hatch-together = legt Ei und Schlüpfen zusammen bereit
coach-part-adds-to-your-nesting-stones = vermehrt deine Nistplatzsteine
coach-part-gets-fish-back = holt Fische zurück
coach-part-holds-back-the-strongest-other-player = bremst die stärkste andere Person
coach-part-adds-to-your-tunnel-s-points = bringt deinem Stollen Punkte
coach-part-keeps-your-gems-out-of-danger = hält deine Juwelen aus der Gefahr
coach-part-lines-up-gems-you-may-inherit = bereitet Juwelen vor, die du erben kannst
coach-part-keeps-cards-in-your-hand-for-later-battles = hält Karten auf deiner Hand für spätere Kämpfe
coach-part-holds-back-the-best-other-tunnel = bremst den besten anderen Stollen
coach-part-eats-lily-pads = frisst Seerosenblätter
coach-part-keeps-the-frogs-from-finding-you-out = verhindert, dass die Frösche dich entdecken
coach-part-keeps-your-path-cards-face-down = hält deine Pfadkarten verdeckt
coach-part-keeps-the-map-roomy = hält den Spielplan geräumig
coach-part-runs-down-the-rounds = bringt die Runden hinter dich
coach-part-keeps-you-out-of-a-corner = hält dich aus der Enge
coach-part-keeps-your-hidden-cards-out-of-the-frogs-reach = hält deine verdeckten Karten außer Reichweite der Frösche
coach-part-sets-a-venom-where-it-will-hurt = setzt ein Gift, wo es wehtut
coach-part-saves-lily-pads = rettet Seerosenblätter
coach-part-finds-the-snake-out = entdeckt die Schlange
coach-part-turns-the-snake-s-cards-face-up = deckt die Karten der Schlange auf
coach-part-leaves-the-snake-less-room = lässt der Schlange weniger Platz
coach-part-keeps-the-snake-from-running-down-the-rounds = hindert die Schlange daran, die Runden zu überstehen
coach-part-puts-the-frogs-where-the-snake-may-be = stellt die Frösche dorthin, wo die Schlange sein könnte
coach-part-wears-the-snail-down = zermürbt die Schnecke
coach-part-brings-the-robot-to-the-snail = bringt den Roboter zur Schnecke
coach-part-keeps-regions-out-of-ruin = bewahrt Regionen vor der Zerstörung
coach-part-builds-the-robot = baut den Roboter
coach-part-puts-workers-in-a-factory = setzt Arbeiter in eine Fabrik
coach-part-gathers-metal-and-energy-for-the-robot = sammelt Metall und Energie für den Roboter
coach-part-wins-votes = bringt Stimmen
coach-part-keeps-metal-and-energy-in-hand = hält Metall und Energie im Vorrat
coach-part-adds-to-your-income = erhöht dein Einkommen
coach-part-holds-back-the-others-votes = bremst die Stimmen der anderen
coach-part-adds-coins = bringt Münzen
coach-part-adds-culture = bringt Kultur
coach-part-adds-prosperity = bringt Wohlstand
coach-part-builds-sites-that-pay-in-the-turns-left = baut Bauplätze, die sich in den restlichen Zügen auszahlen
coach-part-keeps-tiles-in-your-reserve = hält Plättchen in deiner Reserve
coach-part-leads-a-social-directive = führt bei einem Gesellschaftsziel
coach-part-holds-back-the-best-other-island = bremst die beste andere Insel

## Ein Tipp (der Knopf „Tipp“): privat, in der Sprache der lesenden Person.
hint-title = Tipp für { $name }: { $title }
hint-only-choice = Du hast nur eine Wahl: **{ $label }**.
hint-clear = Die Wahl der KI: **{ $label }**.
hint-lean = Die KI neigt zu **{ $label }**, aber eine zweite Suche hat es nicht vorn gesehen: Nimm es als Neigung, nicht als Urteil.
hint-all-close = Die KI kann diese Züge nicht unterscheiden: Jeder ist so gut, wie sie sehen kann.
hint-some-close = Die KI kann { $numbers } nicht unterscheiden: { $count ->
    [2] Beide sind
   *[other] Jeder davon ist
} so gut, wie sie sehen kann.
hint-choice = **{ $number }. { $label }**: { $points ->
    [true] erwartete Punktzahl
   *[false] Gewinnchance
} { $value }{ $behind ->
    [true] {" "}(hinter dem ersten)
   *[false] {""}
}.
hint-choice-reason = { hint-choice } { $reason }
hint-searched = Berechnet aus dem, was du siehst (deine Hand, nie die der anderen), über Stichproben des Verborgenen. Die { $points ->
    [true] erwartete Punktzahl
   *[false] Gewinnchance
} ist eine Schätzung der KI, kein Versprechen.
hint-cut-short = Die KI wurde unterbrochen (der Rechner ist ausgelastet): Diese Zahlen sind gröber als sonst.
hint-moved-on = Das Spiel ist weitergegangen, seit du gefragt hast: Dieser Tipp galt der damaligen Stellung.
hint-timeout = Die KI ist mit deinem Tipp nicht rechtzeitig fertig geworden: Sie ist ausgelastet. Frag gleich noch einmal.
hint-failed = Die KI konnte für diese Stellung leider keinen Tipp geben.

## /game learn: eine Übungspartie, die Antwort darauf (privat) und ihr Thread.
learn-thread-name = Übung: { $title }
learn-open-thread = Deine Übungspartie { $title } ist in { $thread } eröffnet{ $private ->
    [true] {" "}(ein privater Thread: Nur du und der Bot sind darin).
   *[false] .
} Tipps sind an: Drück in deinem Zug auf „Tipp“. Jede neue Art von Entscheidung wird beim ersten Mal erklärt. Übungspartien werden nicht gewertet.
learn-open-here = Deine Übungspartie { $title } ist in diesem Kanal eröffnet. Tipps sind an: Drück in deinem Zug auf „Tipp“. Jede neue Art von Entscheidung wird beim ersten Mal erklärt. Übungspartien werden nicht gewertet.
lesson-title = Neu: { $title }
lesson-footer = Aus den Spielregeln (/game rules). Jede Art von Entscheidung wird einmal erklärt.
