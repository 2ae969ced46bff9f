# Der Web-Begleiter (bot/web): die Seite eines Spiels, die private Seite eines Platzes, die Seiten eines
# Servers und eines Turniers und die Seite für jeden Fehler. Namen und Spieltitel sind Argumente.

web-site = Tabletop Host
web-skip = Direkt zum Spiel
web-languages = Sprache
web-language-en = English
web-language-de = Deutsch
web-language-ja = 日本語
web-page-title = { $page } · { $site }
web-when = { $date } { $time } UTC

## Fehler.

web-notfound-title = Nicht gefunden
web-notfound-text = Dieser Link führt ins Leere. Vielleicht ist er falsch abgetippt, abgelaufen oder abgeschaltet.
web-notfound-renew = Ein Link zu deiner eigenen Ansicht gilt 24 Stunden: { $button } oder { $command } in Discord gibt dir einen neuen.
web-busy-title = Zu viele Anfragen
web-busy-text = Von deiner Adresse kamen zu viele Anfragen. Bitte warte { $seconds } { $seconds ->
    [one] Sekunde
   *[other] Sekunden
} und versuche es dann noch einmal.
web-error-title = Etwas ist schiefgegangen
web-error-text = Diese Seite konnte leider nicht angezeigt werden. Dem Spiel ist nichts passiert: Versuche es gleich noch einmal.
web-gone = Dieser Link öffnet das Spiel nicht mehr.

## Die Seite eines Spiels und die eines Platzes.

web-game-page-title = { $game }: { $step } · { $site }
web-og-title = { $game }: { $players }
web-og-description = { $status } · { $step }
web-played-by = Gespielt von { $players }
web-phase-live = Live
web-phase-past = Wiederholung: das Spiel läuft weiter
web-phase-finished = Beendet
web-phase-abandoned = Vorzeitig beendet
web-step-of = Schritt { $number } von { $count }{ $start ->
    [true] { " " }(der Anfang)
   *[false] { "" }
}
web-board-heading = Der Spielplan
web-board-tap = Tippe auf den Spielplan, um ihn in voller Größe zu sehen.
web-board-none = Dieses Spiel zeichnet kein Bild seines Spielplans: Die Stellung in Worten steht darunter.
web-position = Die ganze Stellung in Worten
web-replay-heading = Wiederholung
web-replay-slider = Schritt { $number } von { $count }
web-replay-show = Diesen Schritt zeigen
web-nav-first = Anfang
web-nav-back = Zurück
web-nav-forward = Weiter
web-nav-last = Ende
web-to-newest = Zum neuesten Schritt
web-to-end = Zum Ende
web-step-heading = In diesem Schritt
web-step-quiet = In diesem Schritt wurde nichts gesagt.
web-log-heading = Der Spielverlauf, neueste Einträge zuerst
web-only-you = nur du
web-private-title = Deine private Ansicht
web-private-heading = { $game }: deine Ansicht
web-private-intro = Du spielst als { $name }. Diese Seite gehört dir allein: Gib ihre Adresse nicht weiter. Sie lässt sich 24 Stunden lang öffnen.
web-hand = Deine Hand
web-hand-at-step = Deine Hand in diesem Schritt
web-hand-tap = Tippe auf deine Hand, um sie in voller Größe zu sehen.
web-hand-nothing-hidden = In diesem Spiel ist nichts vor dir verborgen: Alles liegt auf dem Spielplan.
web-choices = Du kannst wählen
web-choices-where = Triff deine Wahl in Discord, auf dem Spielplan oder in deinen Direktnachrichten.

## Die Analyse eines beendeten Spiels.

web-review-heading = Analyse
web-review-intro = { $points ->
    [true] Die erwartete Punktzahl bei jedem Schritt, wie die KI sie aus dem schätzt, was damals am Tisch zu sehen war.
   *[false] Die Gewinnchance aller Spielenden bei jedem Schritt, wie die KI sie aus dem schätzt, was damals alle am Tisch sehen konnten.
}{ $coached ->
    [practice] { " " }Eine Übungspartie mit Tipps der KI: nicht gewertet.
    [hints] { " " }Mit erlaubten KI-Tipps gespielt: nicht gewertet.
   *[none] { "" }
}
web-review-tap-chart = Tippe auf das Diagramm, um es in voller Größe zu sehen.
web-review-not-asked = Noch niemand hat die Analyse dieses Spiels angefordert: Drück in Discord unter dem Spiel auf „Analyse“.
web-review-pending = Die KI geht dieses Spiel noch Entscheidung für Entscheidung durch; ihre Analyse erscheint hier, sobald sie fertig ist.
web-review-failed = Dieses Spiel konnte nicht analysiert werden.
web-review-mine = Deine Entscheidungen
web-review-judged = Die KI hat { $judged } deiner Entscheidungen bewertet, jede nach dem, was du damals wusstest. In { $agreed } davon hätte sie genauso gewählt wie du; in { $close } weiteren konnte sie deine Wahl nicht von ihrer eigenen unterscheiden, oder du hast nur wenig verschenkt. { $marked ->
    [0] Keine davon markiert sie als Fehler: Nirgends konnte sie sicher erkennen, dass du { $least } oder mehr verschenkt hast.
    [one] Eine davon markiert sie als Fehler.
   *[other] Als Fehler markiert sie { $marked } davon.
}
web-review-drops = Deine größten Verluste
web-review-drop = Schritt { $step } – deine Wahl: { $played }, { $points ->
    [true] erwartete Punktzahl
   *[false] Gewinnchance
} { $before } → { $after }. Die Wahl der KI: { $best }. { $see }
web-review-see = Spielplan und deine Hand von damals ansehen
web-review-all = Alle deine Entscheidungen
web-review-line = Schritt { $step }: { $played }, { $before } → { $after }{ $how ->
    [mistake] { " " }(ein Fehler – die Wahl der KI: { $best })
    [other] { " " }(die Wahl der KI: { $best })
   *[agreed] { "" }
}
web-review-none = Du hattest keine Entscheidung, die sich bewerten ließ: Jeder deiner Züge war erzwungen oder wurde von einer KI gemacht.
web-review-points = { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
web-review-chance = { $percent } %

## Die Seite eines Servers.

web-server-named = Spiele auf dem Server { $server }
web-server-unnamed = Die Spiele dieses Servers
web-server-running = Laufende Spiele
web-server-running-game = { $game }: { $players } { $since }
web-server-since = (seit { $when })
web-server-none-running = Hier läuft gerade kein Spiel.
web-server-finished = Beendete Spiele, neueste zuerst
web-server-finished-game = { $replay }, { $when }
web-server-replay = { $game } ansehen
web-server-seat = { $place }. { $name }{ $won ->
    [true] { " " }(gewonnen)
   *[false] { "" }
}{ $scored ->
    [true] , Punkte: { $score }
   *[false] { "" }
}
web-server-none-finished = Hier ist noch kein Spiel beendet worden.
web-leaderboards = Bestenlisten
web-leader-rated = { $name }: Wertung { $rating } (±{ $spread }) · { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
} in { $games ->
    [one] { $games } Spiel
   *[other] { $games } Spielen
}
web-leader-wins = { $name }: { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
} in { $games ->
    [one] { $games } Spiel
   *[other] { $games } Spielen
}
web-leaders-none = Noch keine Bestenliste: Sie beginnt mit dem ersten beendeten Spiel.
web-ratings-note = Wertungen entstehen nur aus Spielen zwischen Menschen (zwei oder mehr Personen, kein KI-Platz); nach Wertung eingereiht wird man ab { $games ->
    [one] { $games } gewerteten Spiel
   *[other] { $games } gewerteten Spielen
}.

## Die Seite eines Turniers.

web-tournament-line = { $game } · { $format } · { $progress }
web-tournament-format = { $format ->
    [swiss] Schweizer System
   *[round-robin] Jeder gegen jeden
}, Tische zu { $size }
web-tournament-progress = { $status ->
    [signup] Anmeldung offen
    [finished] Endstand
    [cancelled] abgesagt
   *[playing] Runde { $round } von { $rounds }
}
web-tournament-watch = Zuschauen
web-tournament-replay = Wiederholung
web-tournament-opening = wird eröffnet
web-standings = Tabelle
web-standing = { $name }{ $left ->
    [true] { " " }(ausgeschieden)
   *[false] { "" }
}: { $points } { $detail }
web-standing-detail = (Gegner { $mates }, Spielpunkte { $score }, Partien { $played }, Freilose { $byes })
web-standings-note = Wer einen Tisch gewinnt, bekommt 1, der Letzte 0, die anderen dazwischen; ein Freilos zählt { $bye }. Bei Gleichstand entscheiden die Punkte der Tischgegner, dann die Punktzahl im Spiel selbst.
web-standings-none = Noch hat sich niemand angemeldet.
web-crosstable = Kreuztabelle
web-crosstable-help = Die Runden aller Spielenden in der Reihenfolge der Tabelle: die Punkte jeder Runde und der Tisch mit allen, die dort saßen. Ein abgebrochener Tisch zählt als Freilos.
web-crosstable-caption = Kreuztabelle: die Runden jeder Person
web-cross-player = Person
web-cross-points = Punkte
web-round = Runde { $number }
web-cross-table = Tisch { $number }
web-cross-table-with = { $table } mit { $mates }
web-cross-standing = ({ $parts })
web-cross-shared = Platz ={ $place }
web-cross-joined = ab Runde { $round }
web-cross-left = ausgeschieden
web-cross-withdrawn = abgemeldet
web-cross-playing = läuft
web-cross-not-paired = { $why ->
    [joined] nicht gepaart: später eingestiegen
    [withdrawn] nicht gepaart: spielt nicht mehr mit
   *[unknown] nicht gepaart
}
web-cross-abandoned = { $scored ->
    [true] Freilos { $points }
   *[false] –
} (Tisch abgebrochen)
web-cross-played = { $points } · { $place }. von { $seats }
web-rounds = Runden
web-round-table = Tisch { $number }: { $players } · { $link }
web-round-bye = Freilos: { $players }
web-rounds-none = Noch hat keine Runde begonnen.
