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
coach-only-choice = Das ist deine einzige Wahl.
coach-wins = Damit gewinnst du das Spiel.
coach-ends = Damit endet das Spiel.
coach-reason = Dieser Zug { $part }.
coach-reason-two = Dieser Zug { $part }, und er { $other }.

## Die Teile der KI-Bewertung jedes Spiels, als Satzteil nach „Dieser Zug …“.
coach-part-gives-you-more-penguins = bringt dir mehr Pinguine
coach-part-leaves-an-egg-in-your-cards-in-play = lässt ein Ei bei deinen Karten im Spiel
coach-part-leaves-a-hatch-in-your-cards-in-play = lässt ein Schlüpfen bei deinen Karten im Spiel
coach-part-leaves-an-egg-and-a-hatch-in-play-together = lässt Ei und Schlüpfen zusammen im Spiel
coach-part-adds-to-your-nesting-stones = bringt dir Nistplatzsteine
coach-part-gets-fish-back = bringt dir Fisch zurück
coach-part-holds-back-the-strongest-other-player = bremst die stärkste Konkurrenz
coach-part-adds-to-your-tunnel-s-points = bringt deinem Stollen Punkte
coach-part-leaves-more-gems-for-your-thugs-to-take = lässt deinen Schlägern mehr Juwelen zum Erbeuten übrig
coach-part-leaves-you-more-cards-in-hand = lässt dir mehr Karten auf der Hand
coach-part-holds-back-the-best-other-tunnel = bremst den besten anderen Stollen
coach-part-eats-lily-pads = frisst Seerosenblätter
coach-part-keeps-the-frogs-from-finding-you-out = verhindert, dass die Frösche dich entdecken
coach-part-makes-room-on-the-map-for-your-path = schafft auf dem Spielplan Platz für deinen Pfad
coach-part-runs-down-the-rounds = bringt dich über die Runden
coach-part-gives-you-more-room-or-brings-you-nearer-the-lily-pads = gibt dir mehr Platz oder bringt dich näher an die Seerosenblätter
coach-part-sets-a-venom-where-it-will-hurt = setzt ein Gift dorthin, wo es wehtut
coach-part-leaves-your-venom-in-hand-rather-than-where-it-would-miss = lässt dein Gift auf der Hand statt dort, wo es nichts träfe
coach-part-saves-lily-pads = rettet Seerosenblätter
coach-part-finds-the-snake-out = entdeckt die Schlange
coach-part-turns-the-snake-s-cards-face-up = deckt die Karten der Schlange auf
coach-part-leaves-the-snake-less-room = lässt der Schlange weniger Platz
coach-part-keeps-the-snake-from-running-down-the-rounds = hindert die Schlange daran, über die Runden zu kommen
coach-part-puts-the-frogs-where-the-snake-may-be = stellt die Frösche dorthin, wo die Schlange sein könnte
coach-part-wears-the-snail-down = zermürbt die Schnecke
coach-part-leaves-the-robot-nearer-the-snail = verringert den Abstand zwischen Roboter und Schnecke
coach-part-keeps-regions-out-of-ruin = bewahrt Regionen vor der Zerstörung
coach-part-builds-the-robot = baut am Roboter
coach-part-puts-workers-in-a-factory = setzt Arbeiter in eine Fabrik
coach-part-gathers-metal-and-energy-for-the-robot = sammelt Metall und Energie für den Roboter
coach-part-wins-votes = bringt Stimmen
coach-part-keeps-metal-and-energy-in-hand = spart Metall und Energie auf
coach-part-adds-to-your-income = erhöht dein Einkommen
coach-part-holds-back-the-others-votes = hält die Stimmen der anderen klein
coach-part-adds-coins = bringt Münzen
coach-part-adds-culture = bringt Kultur
coach-part-adds-prosperity = bringt Wohlstand
coach-part-makes-your-sites-pay-more-in-the-turns-left = lässt deine Bauplätze in den restlichen Zügen mehr einbringen
coach-part-keeps-tiles-in-your-reserve = behält Plättchen in deiner Reserve
coach-part-leads-a-social-directive = bringt dich bei einem Gesellschaftsziel in Führung
coach-part-holds-back-the-best-other-island = bremst die beste andere Insel

## Ein Tipp (der Knopf „Tipp“): privat, in der Sprache der lesenden Person.
hint-title = Tipp für { $name }: { $title }
hint-only-choice = Du hast nur eine Wahl: **{ $label }**.
hint-clear = Die Wahl der KI: **{ $label }**.
hint-lean = Die KI tendiert zu **{ $label }**, doch eine zweite Suche hat diesen Zug nicht vorn gesehen: Nimm das als Tendenz, nicht als Urteil.
hint-lean-unclaimed = Die KI tendiert zu **{ $label }**: Nimm das als Tendenz, nicht als Urteil.
hint-all-close = Die KI sieht zwischen diesen Zügen keinen Unterschied: Soweit sie es beurteilen kann, ist jeder gleich gut.
hint-some-close = Die KI sieht zwischen { $numbers } keinen Unterschied: Soweit sie es beurteilen kann, { $count ->
    [2] sind beide
   *[other] ist jeder davon
} gleich gut.
hint-choice = **{ $number }. { $label }**: { $points ->
    [true] erwartete Punktzahl
   *[false] Gewinnchance
} { $value }{ $behind ->
    [true] {" "}(hinter dem ersten)
   *[false] {""}
}.
hint-choice-reason = { hint-choice } { $reason }
hint-searched = Berechnet aus dem, was du sehen kannst (deine Hand, nie die der anderen), mit Stichproben für alles Verdeckte. Die { $points ->
    [true] erwartete Punktzahl
   *[false] Gewinnchance
} ist eine Schätzung der KI, kein Versprechen.
hint-cut-short = Die KI musste vorzeitig aufhören (der Rechner ist ausgelastet): Diese Zahlen sind ungenauer als sonst.
hint-moved-on = Das Spiel ist weitergegangen, seit du gefragt hast: Dieser Tipp bezieht sich auf die Stellung von damals.
hint-timeout = Die KI ist mit deinem Tipp nicht rechtzeitig fertig geworden: Sie ist ausgelastet. Frag gleich noch einmal.
hint-failed = Die KI konnte für diese Stellung leider keinen Tipp geben.

## /game learn: eine Übungspartie, die Antwort darauf (privat) und ihr Thread.
learn-thread-name = Übung: { $title }
learn-open-thread = Deine Übungspartie { $title } läuft jetzt in { $thread }{ $private ->
    [true] {" "}(einem privaten Thread nur für dich und den Bot).
   *[false] .
} Tipps sind eingeschaltet: Drück in deinem Zug auf „Tipp“. Jede neue Art von Entscheidung wird erklärt, sobald sie zum ersten Mal vorkommt. Übungspartien werden nicht gewertet.
learn-open-here = Deine Übungspartie { $title } läuft jetzt in diesem Kanal. Tipps sind eingeschaltet: Drück in deinem Zug auf „Tipp“. Jede neue Art von Entscheidung wird erklärt, sobald sie zum ersten Mal vorkommt. Übungspartien werden nicht gewertet.
lesson-title = Neu: { $title }
lesson-footer = Aus den Spielregeln (/game rules). Jede Art von Entscheidung wird einmal erklärt.
