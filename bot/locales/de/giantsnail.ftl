# Giant Snail Will Not Prevail!: Regionen, Karten und Roboter, Spielverlauf, Schaltflächen und
# Ablehnungen (docs/localisation.md). Die Nummern der Regionen (Mine 1) sind die auf den Karten
# gedruckten. Begriffe: Arbeiter, Vorrat (die eigenen verfügbaren Arbeiter), Reserve, Metall, Energie,
# Stimme, Anführer(marker), Zufallsplättchen, Ereignisstapel, Auslage, Roboterteil, Weltraumkarte.
# Namen von Technologien und Roboterteilen stehen im Satz in „…“, damit kein Artikel zu ihnen passen
# muss. Die Namen der Spieler werden nach der Nachricht eingesetzt.

## Regionen, Karten, Roboter und Rohstoffe.

snail-region-mine = Mine { $number }
snail-region-solar = Solarpark { $number }
snail-region-lab = F&E-Labor { $number }
snail-region-factory = Fabrik { $number }

snail-event-north = Nord
snail-event-south = Süd
snail-event-east = Ost
snail-event-west = West
snail-event-burrow = Eingraben
snail-event-sighting = Sichtung
snail-event-landfall = Landung
snail-event-grants = Wiederaufbauhilfen
snail-event-refugees = Flüchtlingsrückkehr
snail-event-works = Bauprogramm
snail-event-parade = Roboterparade
snail-event-aftershock = Nachbeben
snail-event-campaign = Wahlkampftour

snail-tech-fork = Kampfgabel
snail-tech-flambe = Flambierwerfer
snail-tech-rifle = Salzgewehr
snail-tech-ring = Salzring
snail-tech-defenders = Verteidiger
snail-tech-malacologist = Malakologe
snail-tech-labor = Roboterarbeit
snail-tech-salvage = Bergung

snail-section-head = Kopf
snail-section-torso = Rumpf
snail-section-larm = Linker Arm
snail-section-rarm = Rechter Arm
snail-section-lleg = Linkes Bein
snail-section-rleg = Rechtes Bein

snail-colour-red = Rot
snail-colour-blue = Blau
snail-colour-black = Schwarz

snail-amount = { $metal ->
    [0] { $energy ->
        [0] nichts
       *[other] { $energy } Energie
    }
   *[other] { $energy ->
        [0] { $metal } Metall
       *[other] { $metal } Metall und { $energy } Energie
    }
}
snail-paid = { $paid ->
    [true] {" "}und zahlt { $amount }
   *[false] {""}
}
snail-then = { $first }, dann { $rest }
snail-unknown = unbekannt
snail-it = Karte
snail-where-ruins = die Wiederaufbaufelder von { $region }
snail-where-row = { $region }, Reihe { $row }
snail-market-copy = die { $copy ->
        [1] erste
        [2] zweite
       *[other] dritte
    } { $card }-Karte der Auslage

## Der Spielverlauf.

snail-log-draws = { $seat } zieht Zufallsplättchen { $number }.
snail-log-draws-region = { $seat } zieht Zufallsplättchen { $number }: { $region }.
snail-log-leader = { $seat } hat die höchste Zahl gezogen und erhält den Anführermarker.
snail-log-first-worker = { $seat } setzt einen ersten Arbeiter auf { $where }.
snail-log-no-action = { $seat } kann keinen Arbeiter einsetzen oder versetzen und passt.
snail-log-forfeit = { $seat } verzichtet auf die restlichen Aktionen dieser Runde.
snail-log-place = { $seat } setzt einen Arbeiter auf { $where }.
snail-log-move = { $seat } versetzt einen Arbeiter von { $region } auf { $where }.
snail-log-produces = { $seat } produziert { $amount }.
snail-log-research = { $seat } löst eine Reihe von { $region } ein ({ $workers } Arbeiter zurück in den Vorrat) und erforscht „{ $card }“.
snail-log-build = { $seat } schickt einen Arbeiter aus { $region } zum Bau des Roboterteils „{ $section }“{ $paid }.
snail-log-arm = { $seat } schickt einen Arbeiter aus { $region } zum Bau der Waffe „{ $card }“{ $paid }.
snail-log-section-complete = Das Roboterteil „{ $section }“ ist fertig.
snail-log-robot-finished = Der Roboter ist fertig! { $seat } zieht Zufallsplättchen { $number }: Er steht auf { $region }.
snail-log-rebuild = { $factory ->
    [true] { $vote ->
        [true] { $seat } baut { $region } mit einem Fabrikarbeiter wieder auf, zahlt { $amount } und erhält eine Stimme.
       *[false] { $seat } baut { $region } mit einem Fabrikarbeiter wieder auf und zahlt { $amount }.
    }
   *[false] { $vote ->
        [true] { $seat } baut { $region } mit dem Roboter wieder auf, zahlt { $amount } und erhält eine Stimme.
       *[false] { $seat } baut { $region } mit dem Roboter wieder auf und zahlt { $amount }.
    }
}
snail-log-put = { $own ->
    [true] { $seat } setzt den eigenen Arbeiter auf { $region }, Reihe { $row }.
   *[false] { $seat } setzt den Arbeiter von { $owner } auf { $region }, Reihe { $row }.
}
snail-log-home = { $workers ->
    [one] Der Arbeiter von { $seat } passt nicht auf { $region } und geht zurück in den Vorrat.
   *[other] { $workers } Arbeiter von { $seat } passen nicht auf { $region } und gehen zurück in den Vorrat.
}
snail-log-no-defence-region = Keine Region kann „{ $card }“ aufnehmen; die Karte wird abgeworfen.
snail-log-defence = { $seat } legt „{ $card }“ auf { $region }.
snail-log-nothing-to-study = Der Malakologe findet keine Ereigniskarte zum Untersuchen.
snail-log-study = Der Malakologe von { $seat } untersucht den Ereignisstapel und wirft eine Karte verdeckt ab.
snail-log-studied = Du hast { $card } abgeworfen; die nächsten Karten: { $next }.
snail-log-labor = Roboterarbeit: { $seat } baut kostenlos am Roboterteil „{ $section }“.
snail-log-labor-finished = Der Roboter ist schon fertig: { $seat } nimmt { $workers } Arbeiter aus der Reserve in den Vorrat.
snail-log-salvage = Bergung: { $seat } nimmt { $amount }.
snail-log-event = Ereignis der Runde { $round }: { $card }.
snail-log-sighted = Die Schnecke wurde gesichtet: Sie rückt auf Feld 1 der Weltraumkarte.
snail-log-ring-away = Der Salzring hält die Schnecke fern; ein weiteres Zufallsplättchen wird gezogen.
snail-log-lands = Die Schnecke landet auf { $region }!
snail-log-stays = Die Schnecke bleibt auf { $region }.
snail-log-ring-stops = Der Salzring auf { $region } hält die Schnecke auf: Sie bleibt, wo sie ist, und zerstört in dieser Runde nichts.
snail-log-moves = Die Schnecke zieht auf { $region }.
snail-log-defenders = Die Verteidiger halten { $region } und verwunden die Schnecke.
snail-log-defence-vote = { $seat } erhält eine Stimme für die Verteidigung von { $region }.
snail-log-tramples = Die Schnecke walzt über die Trümmer von { $region }.{ $dead ->
        [0] {""}
        [one] {" "}{ $dead } Arbeiter stirbt.
       *[other] {" "}{ $dead } Arbeiter sterben.
    }
snail-log-destroys = Die Schnecke zerstört { $region }!{ $dead ->
        [0] {""}
        [one] {" "}{ $dead } Arbeiter stirbt.
       *[other] {" "}{ $dead } Arbeiter sterben.
    }
snail-log-defeat = Zu große Teile der Erde liegen in Trümmern: Die Schnecke hat gewonnen, und alle verlieren.
snail-log-one-more = Eine weitere Ereigniskarte wird abgeworfen.
snail-log-damage = Die Schnecke erleidet { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } Schaden; { $cards ->
        [0] keine Ereigniskarte ist mehr übrig.
        [one] { $cards } Ereigniskarte ist noch übrig.
       *[other] { $cards } Ereigniskarten sind noch übrig.
    }
snail-log-snail-defeated = Der Ereignisstapel ist leer: Die Schnecke ist besiegt! Jetzt muss die Erde wieder aufgebaut werden.
snail-log-robot-moves = { $direction ->
    [north] { $seat } bewegt den Roboter nach Norden auf { $region }{ $paid }.
    [south] { $seat } bewegt den Roboter nach Süden auf { $region }{ $paid }.
    [east] { $seat } bewegt den Roboter nach Osten auf { $region }{ $paid }.
   *[west] { $seat } bewegt den Roboter nach Westen auf { $region }{ $paid }.
}
snail-log-combat = Der Roboter stellt die Schnecke auf { $region }: Kampf!
snail-log-fires = { $seat } feuert „{ $card }“ ab und zahlt { $amount }.
snail-log-grants = Alle erhalten 1 Metall und 1 Energie.
snail-log-refugees = { $seat } nimmt { $workers } Arbeiter aus der Reserve in den Vorrat.
snail-log-works = Bis zum Ende der nächsten Runde kostet jeder Wiederaufbau 1 Rohstoff weniger.
snail-log-parade = In dieser Runde bewegt sich der Roboter kostenlos.
snail-log-aftershock-ruins = Dort liegen schon Trümmer; nichts geschieht.
snail-log-aftershock = Alle Arbeiter auf { $region } gehen zurück in ihren Vorrat.
snail-log-campaign = { $seat } macht Wahlkampf, zahlt { $amount } und erhält eine Stimme.
snail-log-discard = { $seat } wirft { $amount } ab und hat noch 10 Rohstoffe.
snail-log-round = Runde { $round } beginnt; { $seat } hat den Anführermarker.
snail-log-rebuilt = Die Erde ist wieder aufgebaut. Zeit für die Präsidentschaftswahl!

snail-result = { $votes ->
    [one] { $seat } wird mit { $votes } Stimme ins Präsidentenamt der Erde gewählt.
   *[other] { $seat } wird mit { $votes } Stimmen ins Präsidentenamt der Erde gewählt.
}
snail-result-coalition = { $votes ->
    [one] { $seats } regieren die Erde gemeinsam als Koalition, mit je { $votes } Stimme.
   *[other] { $seats } regieren die Erde gemeinsam als Koalition, mit je { $votes } Stimmen.
}
snail-result-defeat = Die Riesenschnecke hat gesiegt: Die Erde liegt in Trümmern, und alle verlieren.

## Die Schaltflächen: höchstens 80 Zeichen mit 12 Zeichen langen Namen.

snail-move-back = Zurück
snail-move-forfeit = Auf meine restlichen Aktionen verzichten
snail-move-done = { $phase ->
    [research] Nicht weiter forschen
    [factory] Fertig mit meinen Fabrikarbeitern
    [robot] Roboter stehen lassen
    [weapons] Nicht feuern
    [rebuild] Nicht wiederaufbauen
    [campaign] Keinen Wahlkampf machen
   *[other] Fertig
}
snail-move-place = Arbeiter auf { $region } setzen
snail-move-move = Arbeiter von { $region } versetzen
snail-move-to = Auf { $region } versetzen
snail-move-row-plain = Reihe { $row }
snail-move-row = { $from ->
    [true] Aus Reihe { $row } ({ $count ->
            [0] leer
           *[other] mit { $colours }
        })
   *[false] Reihe { $row } ({ $count ->
            [0] leer
           *[other] mit { $colours }
        })
}
snail-move-research = Erforschen: { $card } ({ $region }, Reihe { $row })
snail-move-factory = Meinen Arbeiter auf { $region } einsetzen
snail-move-build = Roboterteil „{ $section }“ bauen ({ $amount })
snail-move-labor = Roboterteil „{ $section }“ kostenlos bauen
snail-move-arm = Meine Waffe „{ $card }“ bauen ({ $amount })
snail-move-rebuild = { $region } wiederaufbauen ({ $amount })
snail-move-rebuild-pay = { $region } wiederaufbauen: { $metal ->
        [0] { $energy } Energie zahlen, kein Metall
       *[other] { $energy ->
            [0] { $metal } Metall zahlen, keine Energie
           *[other] { $metal } Metall und { $energy } Energie zahlen
        }
    }
snail-move-put = { $own ->
    [true] Meinen Arbeiter in Reihe { $row } setzen ({ $count ->
            [0] leer
           *[other] mit { $colours }
        })
   *[false] Arbeiter von { $owner } in Reihe { $row } setzen ({ $count ->
            [0] leer
           *[other] mit { $colours }
        })
}
snail-move-defend = { $card } auf { $region } legen
snail-move-peek-any = Eine Karte abwerfen
snail-move-peek = { $known ->
    [true] { $card } abwerfen; danach { $next }
   *[false] { $card } abwerfen
}
snail-move-salvage = { $amount } nehmen
snail-move-robot-free = { $direction ->
    [north] Roboter nach Norden bewegen (kostenlos)
    [south] Roboter nach Süden bewegen (kostenlos)
    [east] Roboter nach Osten bewegen (kostenlos)
   *[west] Roboter nach Westen bewegen (kostenlos)
}
snail-move-robot = { $direction ->
    [north] Roboter nach Norden bewegen ({ $amount } zahlen)
    [south] Roboter nach Süden bewegen ({ $amount } zahlen)
    [east] Roboter nach Osten bewegen ({ $amount } zahlen)
   *[west] Roboter nach Westen bewegen ({ $amount } zahlen)
}
snail-move-fire = Meine Waffe „{ $card }“ abfeuern: { $damage } Schaden ({ $amount } zahlen)
snail-move-campaign = Wahlkampf für eine Stimme ({ $amount } zahlen)
snail-move-discard = { $amount } abwerfen
snail-move-code = { $code }

## Ablehnungen.

snail-unknown-move = Das ist kein Zug von Giant Snail Will Not Prevail!
snail-refuse-nothing-back = Es gibt keine Wahl, die du zurücknehmen kannst.
snail-refuse-no-worker = Du hast keinen Arbeiter mehr in deinem Vorrat.
snail-refuse-row = Dieser Arbeiter kann nicht in diese Reihe (eine Reihe eines F&E-Labors nimmt nur Arbeiter einer Person auf).
snail-refuse-no-slot = Dort ist kein Feld für deinen Arbeiter frei (eine Reihe eines F&E-Labors gehört der Person, deren Arbeiter darin steht).
snail-refuse-cannot = Das geht jetzt nicht, oder du kannst es nicht bezahlen.
snail-refuse-not-now = Dieser Zug ist jetzt nicht erlaubt.
