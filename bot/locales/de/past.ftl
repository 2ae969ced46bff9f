# Die Vergangenheit eines Spiels, privat in der Sprache der lesenden Person: die Seiten von /game log, die
# Schritte von /game replay und die Analyse einer beendeten Partie mit ihrem Diagramm.

## Seiten und Schritte blättern (Knöpfe mit höchstens 80 Zeichen).
past-first = Anfang
past-back = Zurück
past-forward = Weiter
past-last = Ende
past-nothing-hidden = Bei diesem Schritt ist nichts verdeckt.

## /game log
log-title = { $title }: Spielverlauf
log-footer = Seite { $page } von { $pages } · { $lines ->
    [one] 1 Zeile
   *[other] { $lines } Zeilen
}{ $private ->
    [true] {" "}· 🔒-Zeilen siehst nur du
   *[false] {""}
}

## /game replay
replay-header = **Wiederholung von { $title }** · Spiel `{ $id }` · Schritt { $step } von { $steps }{ $where ->
    [start] {" "}(der Anfang)
    [end] {" "}(das Ende)
   *[other] {""}
}
replay-more-lines = … und { $count ->
    [one] 1 weitere Zeile
   *[other] { $count } weitere Zeilen
}.
replay-hand-title = Hand von { $name } bei diesem Schritt
replay-show-hand = Meine Hand zeigen
replay-hide-hand = Meine Hand verbergen
replay-jump = Zu einem Schritt springen
replay-step = Schritt { $step }

## Die Analyse einer beendeten Partie.
review-header = **Analyse von { $title }** · Spiel `{ $id }`
review-pending = Die KI geht diese Partie noch Entscheidung für Entscheidung durch: Frag in ein paar Minuten noch einmal („Analyse“ oder /game review).
review-failed = Diese Partie konnte nicht analysiert werden.
review-failed-error = Die Analyse konnte nicht erstellt werden ({ $error }).
review-failed-unfinished = Nur eine beendete Partie wird analysiert.
review-chart-title = { $title }: { $points ->
    [true] erwartete Punktzahl
   *[false] Gewinnchance
}, Schritt für Schritt
review-chart-text = { $points ->
    [true] Die erwartete Punktzahl bei jedem Schritt, wie die KI sie aus dem schätzt, was damals am Tisch zu sehen war.
   *[false] Die Gewinnchance aller Spielenden bei jedem Schritt, wie die KI sie aus dem schätzt, was damals alle am Tisch sehen konnten: Verdeckte Hände bleiben außen vor.
}
review-yours-title = Deine Entscheidungen ({ $name })
review-none-judged = Du hattest keine Entscheidung, die sich bewerten ließ: Jeder deiner Züge war erzwungen oder wurde von einer KI gemacht.
review-judged = Die KI hat { $judged ->
    [one] eine deiner Entscheidungen
   *[other] { $judged } deiner Entscheidungen
} bewertet, jede aus dem, was du damals wusstest (deine eigene Hand, nie die der anderen). In { $agreed } davon hätte sie genauso gewählt wie du; in { $close } weiteren konnte sie deine Wahl nicht von ihrer eigenen unterscheiden, oder du hast nur wenig verschenkt. { $marked ->
    [0] Sie markiert keinen Fehler: Nirgends konnte sie sicher erkennen, dass du { $least } oder mehr verschenkt hast.
    [one] Sie markiert 1 Fehler.
   *[other] Sie markiert { $marked } Fehler.
}
review-least-score = { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
}
review-least-chance = { $points ->
    [one] 1 Prozentpunkt Gewinnchance
   *[other] { $points } Prozentpunkte Gewinnchance
}
review-lost-score = { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
}
review-lost-chance = { $points ->
    [one] 1 Prozentpunkt
   *[other] { $points } Prozentpunkte
}
review-drops-head = Deine größten Verluste (die Knöpfe zeigen den Spielplan und deine Hand von damals):
review-drop = **{ $number }. Schritt { $step }** – deine Wahl: **{ $played }**, { $before } → { $after } (du hast { $lost } verschenkt). Die Wahl der KI: **{ $best }**.
review-mistake-title = Fehler { $page } von { $pages }: Schritt { $step }
review-mistake = Deine Wahl: **{ $played }**. Deine { $points ->
    [true] erwartete Punktzahl
   *[false] Gewinnchance
}, wie die KI sie von deinem Platz aus sah: { $before } → { $after } (du hast { $lost } verschenkt). Die Wahl der KI: **{ $best }**.
review-mistake-then = Der Spielplan und deine Hand, wie sie damals waren.
review-hand-title = Hand von { $name } damals
review-overview = Übersicht

## Das Diagramm der Analyse (ein Bild und sein Alternativtext).
chart-title = { $points ->
    [true] Erwartete Punktzahl, Schritt für Schritt
   *[false] Gewinnchancen, Schritt für Schritt
}
chart-step = Schritt { $step }
chart-legend = { $name }: { $value } am Ende
chart-alt = Diagramm { $points ->
    [true] der erwarteten Punktzahl
   *[false] der Gewinnchance aller Spielenden
} über die { $steps } Schritte der Partie, wie Zuschauende sie bei jedem Schritt schätzen konnten.
chart-alt-line = { $name }: { $start } bei Schritt { $first }, Höchststand { $high } bei Schritt { $highest }, { $end } bei Schritt { $last }.
chart-score = { $score }
