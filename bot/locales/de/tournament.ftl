# Turniere und Ligen: ihre öffentlichen Beiträge und Threads (in der Sprache des Turniers), die Antworten auf
# /tournament und auf Klicks (in der Sprache der Lesenden), Tabelle und Kreuztabelle, ihre Bilder.

## Namen eines Turniers und seiner Tische.

tournament-default-name = { $title }-Turnier
tournament-table-name = { $name } · Runde { $round } · Tisch { $table }
tournament-status-signup = Anmeldung
tournament-status-running = läuft
tournament-status-finished = beendet
tournament-status-cancelled = abgesagt
tournament-choice = { $name } ({ $status })

## Die Anmeldenachricht.

tournament-signup-title = { $name }: { $title }-Turnier
tournament-signup-players = **Teilnehmende ({ $count })**
tournament-signup-players-of = **Teilnehmende ({ $count } von { $most })**
tournament-signup-nobody = Noch niemand: klick auf „Beitreten“.
tournament-button-join = Beitreten
tournament-button-leave = Verlassen
tournament-button-start = Jetzt starten
tournament-button-cancel = Absagen
tournament-field-format = Modus
tournament-format = { $format ->
    [swiss] Schweizer System
   *[roundrobin] Jeder gegen jeden
}{ $rounds ->
    [0] {""}
    [one] , { $rounds } Runde
   *[other] , { $rounds } Runden
}
tournament-format-tables = { $format }, Tische zu { $size }
tournament-field-pairing = Paarung
tournament-pairing-roundrobin = alle spielen gegen alle
tournament-pairing-dutch = Holländisches System: in jeder Punktgruppe die obere Hälfte gegen die untere
tournament-pairing-topdown = Tische von der Tabellenspitze her besetzt
tournament-field-bye = Freilos
tournament-bye-points = { $points ->
    [half] ½ Punkt
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
tournament-bye-worth = zählt { $points }
tournament-field-calendar = Kalender
tournament-calendar-dates = Die Runden beginnen am { $dates }.
tournament-calendar-dates-more = Die Runden beginnen am { $dates } und an { $more } weiteren Terminen.
tournament-calendar-every = Runde 1 beginnt am { $first }, danach { $every ->
    [1] jeden Tag
   *[other] alle { $every } Tage
} eine Runde zur selben Uhrzeit ({ $zone }).
tournament-field-missed = Verpasste Züge
tournament-missed-withdrawn = abgemeldet nach { $turns ->
    [one] { $turns } verpassten Zug
   *[other] { $turns } verpassten Zügen
}
tournament-missed-never = nie abgemeldet
tournament-field-late = Später Einstieg
tournament-late-value = bis die Paarungen der nächsten Runde feststehen
tournament-field-next = Nächste Runde
tournament-next-value = beginnt { $when }
tournament-field-options = Optionen
tournament-field-clock = Zugzeit
tournament-field-deadline = Rundenfrist
tournament-deadline-value = { $deadline } (dann spielen KIs die Runde zu Ende)
tournament-deadline-none = keine (KIs spielen die Runde nicht zu Ende)
tournament-field-seeding = Setzliste
tournament-seeding-value = { $seeding ->
    [rating] nach Wertung
   *[random] ausgelost
}; { $rated ->
    [true] gewertet
   *[false] nicht gewertet
}
tournament-field-takebacks = Zurücknehmen
tournament-takebacks-allowed = erlaubt
tournament-takebacks-off = aus
tournament-field-closes = Anmeldeschluss
tournament-closes-organiser = wenn die Organisation startet
tournament-footer-signup = Organisation: { $organiser } · Starten und Absagen kann nur die Organisation
tournament-footer-late = Organisation: { $organiser } · Läuft: wer später beitritt, spielt ab der nächsten Runde
tournament-footer-state = Organisation: { $organiser } · { $state }
tournament-state-running = Anmeldung geschlossen: das Turnier läuft.
tournament-state-finished = Das Turnier ist vorbei.
tournament-state-cancelled = Das Turnier wurde abgesagt.

## Warum ein Turnier endete.

tournament-ended-cancelled = Die Organisation hat das Turnier abgesagt.
tournament-ended-too-few = Die Anmeldung schloss mit zu wenigen Teilnehmenden. { $why }
tournament-ended-all-played = Alle Runden sind gespielt.
tournament-ended-field-gone = Es sind zu wenige übrig, um einen Tisch zu füllen, daher endet das Turnier hier.

## Die Tabelle.

tournament-progress = { $state ->
    [finished] Endstand
    [cancelled] Abgesagt
    [signup] Anmeldung offen
    [after] Nach Runde { $round }{ $total ->
        [0] {""}
       *[other] {" "}von { $total }
    }
   *[running] Runde { $round }{ $total ->
        [0] {""}
       *[other] {" "}von { $total }
    } läuft
}
tournament-standings-subtitle = { $progress } · { $format }
tournament-standings-title = { $name }: Tabelle
tournament-standings-none = Noch keine Ergebnisse.
tournament-standings-footer = { $subtitle }. Punkte: 1 für den Sieg an einem Tisch, 0 für den letzten Platz; { $bye } für ein Freilos. Gleichstand: zuerst die Punkte der Tischgegner (Gegner), dann die Punkte im Spiel selbst (Spiel).
tournament-page = Turnierseite
tournament-crosstable-title = Kreuztabelle: { $single ->
    [true] Runde { $first }
   *[false] Runden { $first }–{ $last }
}
tournament-crosstable-left-out = Die Runden 1–{ $last } haben hier kein Bild: eine Nachricht fasst zehn Bilder.
tournament-crosstable-words = Kreuztabelle in Worten
tournament-crosstable-words-footer = g 4: saß mit der Person in Zeile 4 am Tisch (4. der Tabelle).

## Der Beginn einer Runde, das Ende.

tournament-round-on = **{ $name }: Runde { $round }{ $total ->
    [0] {""}
   *[other] {" "}von { $total }
} läuft.**
tournament-round-table = Tisch { $table }: { $where } · { $people }
tournament-round-byes = Freilos ({ $worth }): { $people }
tournament-round-deadline = Frist { $when }: dann spielt eine KI jeden Platz zu Ende, der noch einen Zug schuldet.
tournament-more = …und { $count } weitere.
tournament-final-cancelled = **{ $name }** wurde abgesagt. { $reason } Es gibt keine Platzierungen; Tische, die vorher endeten, behalten ihre Ergebnisse.
tournament-final-cancelled-bare = **{ $name }** wurde abgesagt. Es gibt keine Platzierungen; Tische, die vorher endeten, behalten ihre Ergebnisse.
tournament-final-over = 🏆 **{ $name } ist vorbei.** { $reason }
tournament-final-podium = { $place ->
    [1] 1. Platz
    [2] 2. Platz
   *[3] 3. Platz
}: { $who } ({ $points })
tournament-final-place = { $place }. { $who }: { $points }
tournament-final-thanks-page = Danke fürs Mitspielen! Die Turnierseite zeigt alle Ergebnisse.
tournament-final-thanks = Danke fürs Mitspielen! /tournament standings zeigt alle Ergebnisse.
tournament-absent = ⌛ { $player } hat in { $name } { $missed ->
    [one] { $missed } Zug
   *[other] { $missed } Züge
} verpasst und ist daher von den nächsten Runden abgemeldet: eine KI spielt die Tische zu Ende. Mit /tournament join ist die Rückkehr möglich, bevor die Paarungen der nächsten Runde feststehen.

## Die erste Nachricht eines Tisches in seinem Thread, und sein Protokoll.

table-greeting-tournament = **{ $table }**: Hier beginnt eure Partie { $title }.
# A pick-up table's thread: the game, then its players (a list).
queue-table-name = { $title } · { $players }
table-greeting-queue = **Die Warteschlange hat einen Tisch gefunden**: Hier beginnt eure Partie { $title }.
table-greeting-seat = { $number }. { $who }
table-greeting-seats = Plätze: { $seats }
table-greeting-clock = Zugzeit: { $clock }
table-greeting-counts = Die Partie zählt für { $name } ({ $rated ->
    [true] gewertet
   *[false] nicht gewertet
}); der Spielplan folgt.
table-greeting-queue-tail = Der Spielplan folgt; mit /game leave übernimmt eine KI deinen Platz.
tournament-table-closed = 🛑 Die Organisation hat das Turnier abgesagt, daher endet dieser Tisch hier. Er wird nicht gewertet.
log-tournament-cancelled = Die Organisation hat das Turnier abgesagt, daher endet dieser Tisch hier: er wird nicht gewertet.
log-tournament-deadline = ⌛ Die Rundenfrist ist abgelaufen: eine KI spielt den Platz von { $s } bis zum Ende dieses Tisches.
log-tournament-left = { $s } ist aus dem Turnier ausgeschieden: eine KI spielt den Platz bis zum Ende dieses Tisches.

## Antworten an Organisation und Teilnehmende, privat.

tournament-created = **{ $name }**: Die Anmeldung ist offen in { $where }. Dort tritt man mit „Beitreten“ bei.
tournament-created-first = Runde 1 beginnt am { $when }; spätestens dann schließt die Anmeldung.
tournament-warning = ⚠️ { $warning }
tournament-hold-up = Eine abwesende Person könnte jede Runde aufhalten: { $why ->
    [noclock] ein Tisch ohne Zugzeit wartet auf sie, solange sie fortbleibt
    [never] jeder ihrer Züge wartet eine ganze Zugzeit, und sie wird nie abgemeldet
   *[wait] ihre Züge warten { $held }, bevor KIs übernehmen
}. Damit die Runden weiterlaufen, setze eine Rundenfrist (etwa round_deadline:3d), melde Leute nach verpassten Zügen ab (withdraw_after:2) oder wähle eine kürzere Zugzeit.
tournament-joined = Du bist { $name } beigetreten. Wenn deine Runde beginnt, wirst du im Thread deines Tisches angepingt.
tournament-joined-late = Du bist { $name } ab Runde { $round } beigetreten: die Runden davor zählen für dich 0 Punkte. Wenn dein Tisch öffnet, wirst du in seinem Thread angepingt.
tournament-joined-again = Willkommen zurück bei { $name }: ab Runde { $round } wirst du wieder gepaart.
tournament-left = Du hast { $name } verlassen.
tournament-left-running = Du hast { $name } verlassen. Deine Ergebnisse bleiben; eine KI spielt deine laufenden Tische zu Ende.
tournament-started = { $name } beginnt: Die Paarungen für Runde 1 werden erstellt und ihre Tische geöffnet.
tournament-cancelled = { $name } ist abgesagt.
tournament-dropped = { $who } ist aus { $name } herausgenommen: die Ergebnisse bleiben, und eine KI spielt die laufenden Tische zu Ende.
tournament-round-ended = Runde { $round } von { $name } endet jetzt: eine KI spielt jeden Platz, der noch einen Zug schuldet, bis zum Ende seines Tisches.

## Ablehnungen von Turniereinstellungen und Anfragen.

tournament-no-game = Dieses Spiel gibt es hier nicht.
tournament-in-a-server = Turniere finden auf einem Server statt.
tournament-thread-unknown = Ich kann nicht erkennen, zu welchem Kanal dieser Thread gehört.
tournament-thread-failed = Ich konnte hier keinen Thread für das Turnier öffnen.
tournament-several = Auf diesem Server laufen mehrere Turniere: nenne eines mit der Option „tournament“ oder nutze den Befehl in seinem Kanal.
tournament-say-who = Sag, wen du herausnehmen willst.
tournament-duration = Gib { $what ->
    [signup] den Anmeldeschluss
   *[deadline] die Rundenfrist
} als Zahl mit Einheit an, etwa „90m“, „36h“ oder „3d“ (höchstens 14 Tage).
tournament-calendar-either = Gib entweder round_dates an oder round_time (und round_every), nicht beides.
tournament-calendar-every-needs-time = round_every braucht round_time: die Uhrzeit, zu der die Runden beginnen, etwa „20:00“.
tournament-calendar-time = Gib die Uhrzeit der Runden in Stunden und Minuten an, etwa „20:00“, nicht „{ $text }“.
tournament-calendar-apart = Zwischen den Runden liegen 1 bis { $most } Tage.
tournament-calendar-past = Runde 1 würde in der Vergangenheit beginnen ({ $when }, { $zone }).
tournament-calendar-list = Gib die Starts der Runden als Datum und Uhrzeit an, etwa „2026-12-07 20:00, 2026-12-14 20:00“.
tournament-calendar-too-many = Ein Kalender nennt höchstens { $most } Runden.
tournament-calendar-not-date-time = „{ $text }“ ist kein Datum mit Uhrzeit wie „2026-12-07 20:00“.
tournament-calendar-order = Gib die Starts der Runden der Reihe nach an, jeden später als den davor.
tournament-calendar-not-date = „{ $text }“ ist kein Datum wie „2026-12-07“.
tournament-options-shape = Schreib die Optionen des Spiels als name=wert, nicht „{ $text }“.
tournament-options-unknown = { $title } hat für ein Turnier keine Option „{ $name }“; seine Optionen sind: { $known }.
tournament-options-none = keine
tournament-options-unsuited = Diese Optionen passen nicht zu { $title }: { $why }
tournament-table-size = Tische zu { $size } gehen nicht: { $title } { $least ->
    [exact] wird von genau { $fewest }
   *[range] wird von { $fewest } bis { $most }
} Personen gespielt.
tournament-bye-values = Ein Freilos zählt 0, ½ oder 1 Punkt.
tournament-dutch-size = Das Holländische System setzt zwei an einen Tisch, in jeder Punktgruppe die obere Hälfte gegen die untere. Bei Tischen zu { $size } wähle die Paarung von oben: die Tische werden von der Tabellenspitze her besetzt.
tournament-swiss-rounds = Ein Turnier im Schweizer System hat 1 bis { $most } Runden.
tournament-roundrobin-rounds = Bei „Jeder gegen jeden“ ergeben sich die Runden aus den Teilnehmenden: lass rounds weg.
tournament-at-least = Erlaube mindestens { $count } Teilnehmende.
tournament-signup-future = Der Anmeldeschluss muss in der Zukunft liegen.
tournament-dutch-swiss = Das Holländische System ist für Turniere im Schweizer System mit Tischen zu 2: bei „Jeder gegen jeden“ legt der Spielplan die Runden fest.
tournament-late-swiss = Später beitreten geht nur im Schweizer System: bei „Jeder gegen jeden“ steht der Spielplan ab dem Start fest.
tournament-withdraw-range = Melde Leute nach 1 bis { $most } verpassten Zügen ab.
tournament-round-before-signup = Runde 1 würde vor dem Anmeldeschluss beginnen: beginne später oder schließe die Anmeldung früher.
tournament-round-past = Runde 1 würde in der Vergangenheit beginnen.
tournament-roundrobin-ones = „Jeder gegen jeden“ braucht Tische zu zweit oder mehr: an Tischen zu eins trifft niemand auf jemanden.
tournament-roundrobin-pairs = „Jeder gegen jeden“ an Tischen zu 2 setzt alle paarweise zusammen: { $players } Teilnehmende brauchen { $rounds } Runden, und hier sind höchstens { $most } möglich. Spielt im Schweizer System oder an größeren Tischen.
tournament-roundrobin-players = „Jeder gegen jeden“ erlaubt hier höchstens { $most } Teilnehmende: an Tischen zu { $size } brauchen { $players } Teilnehmende mindestens { $rounds } Runden, damit alle sich treffen, und die wenigsten Runden für ein so großes Feld zu finden, ist eine Suche, deren Erfolg dieser Bot nicht verspricht. Spielt lieber im Schweizer System.
tournament-channel-taken = Dieser Kanal hat schon ein Turnier; beende es oder sag es zuerst ab.
tournament-roundrobin-full = Dieses Turnier „Jeder gegen jeden“ ist voll. { $why }
tournament-closed-started = Die Anmeldung für dieses Turnier ist geschlossen: es hat begonnen.
tournament-over = Dieses Turnier ist vorbei.
tournament-already-started = Dieses Turnier hat schon begonnen.
tournament-gone = Du bist aus diesem Turnier ausgeschieden (du hast es verlassen, oder die Organisation hat dich herausgenommen).
tournament-already-joined = Du bist diesem Turnier schon beigetreten.
tournament-full = Dieses Turnier ist voll: es nimmt { $most } Teilnehmende auf.
tournament-not-playing = Diese Person spielt nicht in diesem Turnier.
tournament-already-left = { $player } hat dieses Turnier schon verlassen.
tournament-too-few = Ein Turnier in { $title } mit Tischen zu { $size } braucht mindestens { $needed } Teilnehmende; angemeldet { $count ->
    [one] ist { $count }
   *[other] sind { $count }
}.
tournament-already-over = Dieses Turnier ist schon vorbei.
tournament-changed = Dieses Turnier hat sich inzwischen geändert; versuch es noch einmal.
tournament-no-round = In diesem Turnier läuft keine Runde.
tournament-round-finishing = Runde { $round } wird schon von KIs zu Ende gespielt.

## Die Tabelle als Bild und als Text.

standings-heading-place = #
standings-heading-player = Name
standings-heading-points = Punkte
standings-heading-mates = Gegner
standings-heading-score = Spiel
standings-heading-games = Partien
standings-heading-byes = Frei
standings-podium = { $place ->
    [1] 1. Platz
    [2] 2. Platz
   *[3] 3. Platz
}
standings-left = (raus)
standings-points = { $one ->
    [true] { $points } Punkt
   *[false] { $points } Punkte
}
standings-line = **{ $place }.** { $name }{ $left ->
    [true] {" "}(ausgeschieden)
   *[false] {""}
}{ $medal ->
    [0] {""}
    [1] {" "}· 1. Platz
    [2] {" "}· 2. Platz
   *[3] {" "}· 3. Platz
}: { $points } (Gegner { $mates }, Spielpunkte { $score }, Partien { $played }, Freilose { $byes })
standings-more = …und { $count } weitere.
standings-alt-row = { $place } { $name }{ $left ->
    [true] {" "}(ausgeschieden)
   *[false] {""}
}, { $points } (Gegner { $mates }, Spielpunkte { $score }, Freilose { $byes })
standings-alt-head = { $title }. { $subtitle }. Tabelle:
standings-alt-end = .
standings-alt-end-more = ; und { $more } weitere.
standings-alt-nobody = { $title }. { $subtitle }. Noch hat sich niemand angemeldet.

## Die Kreuztabelle als Bilder und als Text.

crosstable-rounds = { $single ->
    [true] Runde { $first }
   *[false] Runden { $first }–{ $last }
}
crosstable-subtitle = Kreuztabelle · { $single ->
    [true] Runde { $first }
   *[false] Runden { $first }–{ $last }
}{ $total ->
    [0] {""}
   *[other] {" "}von { $total }
}
crosstable-player = Name
crosstable-points = Punkte
crosstable-round = R{ $round }
crosstable-bye = frei
crosstable-bye-points = frei { $points }
crosstable-mates = g { $mates }
crosstable-more = …und { $count } weitere.
crosstable-legend = { $parts }.
crosstable-legend-points = Jede Runde zeigt die Punkte und darunter, gegen wen gespielt wurde (g 4: Zeile 4)
crosstable-legend-bye = frei: Freilos, kein Tisch in dieser Runde
crosstable-legend-abandoned = frei über g 4: der Tisch wurde abgebrochen und zählt als Freilos
crosstable-legend-running = …: wird noch gespielt
crosstable-legend-not-paired = –: nicht gepaart (später beigetreten oder ausgeschieden)
crosstable-cell = { $kind ->
    [played] { $head }: { $points }
    [abandoned] { $head }: abgebrochen, Freilos { $points }
    [bye] { $head } Freilos { $points }
    [running] { $head }: läuft
   *[notpaired] { $head } nicht gepaart
}
crosstable-cell-head = R{ $round }
crosstable-cell-head-mates = R{ $round } g { $mates }
crosstable-standing-shared = Platz ={ $place }
crosstable-standing-joined = ab Runde { $round }
crosstable-standing-left = ausgeschieden
crosstable-standing-withdrawn = abgemeldet
crosstable-line-head = { $name } ({ $standing })
crosstable-line = **{ $number }.** { $head }: { $points } · { $cells }
crosstable-window = { $single ->
    [true] Runde { $first }
   *[false] Runden { $first }–{ $last }
} (die Runden davor stehen in den Bildern):
crosstable-alt-head = { $title }. Kreuztabelle, { $single ->
    [true] Runde { $first }
   *[false] Runden { $first }–{ $last }
}{ $total ->
    [0] {""}
   *[other] {" "}von { $total }
}: für jede Person Zeilennummer, Name und Punkte, dann für jede Runde die Punkte und die Tischgegner nach Zeilennummer.
crosstable-alt-line = { $number } { $head }, { $one ->
    [true] { $points } Punkt
   *[false] { $points } Punkte
}: { $cells }
crosstable-alt-end = .
crosstable-alt-end-more = ; und { $more } weitere.
