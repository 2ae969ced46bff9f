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
snail-market-copy-short = die { $copy ->
        [1] erste
        [2] zweite
       *[other] dritte
    } { $card }-Karte

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

## Der Spielplan in Worten: Embed, Bilder, Alternativtext, Nahansichten und der Text im Terminal
## (bot/render/giantsnail/). Regionen, Karten, Roboterteile und Farben sind die Nachrichten oben.
## $who, $owner, $name, $leader sind Spielernamen, wie sie sind.

snail-board-title = { $title } · Runde { $round }
snail-board-listed = { $items }
snail-board-sentence = { $text }.
snail-board-semicolon = {"; "}
snail-board-empty = leer
snail-board-none = keine
snail-board-you = {" "}(du)
snail-board-region-unknown = Region { $number }
snail-board-phase = { $phase ->
    [actions] Aktionsphase
    [research] Auswertungsphase: Forschung
    [factory] Auswertungsphase: Fabriken
    [robot] Ereignisphase: der Roboter
    [weapons] Ereignisphase: Kampf
    [rebuild] Ereignisphase: Wiederaufbau
    [campaign] Ereignisphase: { snail-event-campaign }
    [discard] Aufräumphase
    [over] Spielende
   *[other] { $phase }
}
snail-board-type = { $kind ->
    [mine] Mine
    [solar] Solarpark
    [lab] F&E-Labor
   *[factory] Fabrik
}
snail-board-type-does = { $kind ->
    [mine] Eine volle Reihe gibt jedem, der darin steht, 1 Metall.
    [solar] Eine volle Reihe gibt jedem, der darin steht, 1 Energie.
    [lab] Eine volle Reihe mit Arbeitern eines Spielers kauft eine Technologie; eine Reihe fasst nur die Arbeiter eines Spielers.
   *[factory] Ein Arbeiter hier baut am Roboter, an einer Waffe oder an einer zerstörten Region.
}
snail-board-tech-text-ring = Verteidigung: Lege sie auf eine intakte Region mit einem deiner Arbeiter. Die Schnecke kann diese Region nicht betreten: Sie bleibt stehen und zerstört in dieser Runde nichts, und du erhältst eine Stimme und deinen Arbeiter zurück.
snail-board-tech-text-defenders = Verteidigung: Lege sie auf eine intakte Region mit einem deiner Arbeiter. Betritt die Schnecke sie, bleibt die Region verschont und die Schnecke erleidet 2 Schaden; du erhältst eine Stimme und deinen Arbeiter zurück.
snail-board-tech-text-malacologist = Sieh dir nach den Ereignis-0-Karten die obersten 3 Ereigniskarten an; wirf eine verdeckt ab und lege die anderen in beliebiger Reihenfolge zurück. Nur du siehst sie.
snail-board-tech-text-labor = Setze kostenlos einen deiner Arbeiter auf ein freies Roboterfeld; ist der Roboter schon fertig, nimm stattdessen 2 Arbeiter aus der Reserve in deinen Vorrat.
snail-board-tech-text-salvage = Nimm 1 Metall oder Energie je zerstörter Region (mindestens 2, höchstens 4).
snail-board-weapon = Bau { $build }; Feuern { $fire } für { $damage } Schaden
snail-board-weapon-card = Waffe: { $weapon }
snail-board-robot-steps = { $free ->
    [true] diese Runde kostenlos ({ $parade })
   *[false] { $cost } Rohstoffe je Schritt
}, bis zu { $steps ->
    [one] { $steps } Schritt
   *[other] { $steps } Schritte
}

# Wer am Zug ist: der Statussatz (Embed, Text, Alternativtext) und die kurze Überschrift im Bild.
snail-board-status-over = { $defeat ->
    [true] Spielende: Die Riesenschnecke hat gesiegt. Die Erde liegt in Trümmern und alle verlieren.
   *[false] Spielende: Die Schnecke ist besiegt, und die Erde wählt, wer das Präsidentenamt übernimmt.
}
snail-board-status-phase = { $phase }.
snail-board-status-action = Aktion von { $who } ({ $number } von { $actions } in dieser Runde): Setze oder versetze einen Arbeiter.
snail-board-status-placing = { $count ->
    [one] { $who } setzt den { $count } zurückkehrenden Arbeiter auf die wieder aufgebaute Region { $region }.
   *[other] { $who } setzt die { $count } zurückkehrenden Arbeiter auf die wieder aufgebaute Region { $region }.
}
snail-board-status-question = { $question ->
    [defence] { $who } legt „{ $card }“ auf eine Region, auf der die Schnecke nicht ist.
    [peek] { $card }: { $who } sieht sich die nächsten Ereigniskarten an, wirft eine ab und ordnet den Rest.
    [labor] { $card }: { $who } baut kostenlos ein Roboterteil.
    [salvage] { $card }: { $who } wählt, wie viel Metall und wie viel Energie genommen wird.
   *[other] { $who } beantwortet „{ $card }“.
}
snail-board-status-doing = { $phase ->
    [research] { $who } darf eine volle F&E-Labor-Reihe gegen eine Technologie einlösen.
    [factory] { $who } darf einen Fabrikarbeiter zum Bau des Roboters, einer Waffe oder eines Wiederaufbaus schicken.
    [robot] { $who } hat den Anführermarker und darf den Roboter bewegen ({ $steps }).
    [weapons] Kampf! { $who } darf mit einer Waffe auf die Schnecke feuern.
    [rebuild] { $who } hat den Anführermarker und darf { $region } mit dem Roboter wieder aufbauen.
    [campaign] { snail-event-campaign }: { $who } darf 3 Rohstoffe für eine Stimme zahlen.
    [discard] { $who } muss auf { $limit } Metall und Energie abwerfen.
   *[other] { $who } entscheidet.
}
snail-board-headline-over = { $defeat ->
    [true] Die Riesenschnecke hat gesiegt: Alle verlieren
   *[false] Die Schnecke ist besiegt!
}
snail-board-headline-action = { $who }: Arbeiter setzen oder versetzen ({ $number } von { $actions })
snail-board-headline-placing = { $who }: zurückkehrende Arbeiter auf { $region } setzen
snail-board-headline-question = { $question ->
    [defence] { $who }: Wohin kommt „{ $card }“?
    [peek] { $who }: { $card }: Welche Ereigniskarte fliegt raus?
    [labor] { $who }: { $card }: Welches Teil bauen?
   *[salvage] { $who }: { $card }: Metall oder Energie nehmen?
}
snail-board-headline-doing = { $phase ->
    [research] { $who }: eine Technologie erforschen?
    [factory] { $who }: einen Fabrikarbeiter einsetzen?
    [robot] { $who }: den Roboter bewegen?
    [weapons] { $who }: auf die Schnecke feuern?
    [rebuild] { $who }: { $region } mit dem Roboter wieder aufbauen?
    [campaign] { $who }: 3 Rohstoffe für eine Stimme zahlen?
    [discard] { $who }: auf { $limit } abwerfen
   *[other] { $who }: entscheiden
}
snail-board-subline = Runde { $round } · { $phase } · Anführer: { $leader }
snail-board-subline-over = Runde { $round } · { $phase } · { $defeat ->
    [true] { $destroyed ->
        [one] { $destroyed } Region zerstört
       *[other] { $destroyed } Regionen zerstört
    }
   *[false] die Wertungskarten bringen Stimmen
}
# $choices: die bisher geklickten Schaltflächen, mit Pfeilen verbunden.
snail-board-draft = Bisher gewählt: { $choices }

# Die Schnecke, der Roboter, die Stapel.
snail-board-snail-defeated = Die Schnecke ist besiegt.
snail-board-snail-space = Die Schnecke ist im Weltraum, auf Feld { $slot } der Weltraumkarte.
snail-board-snail-on = Die Schnecke ist auf { $region }.
snail-board-snail-short-defeated = Besiegt
snail-board-snail-short-space = Im All (Feld { $slot })
snail-board-robot-finished-on = Der Roboter ist fertig und steht auf { $region }.
snail-board-robot-finished = Der Roboter ist fertig.
snail-board-robot-building = Der Roboter wird gebaut: { $filled } von { $total ->
    [one] { $total } Baufeld
   *[other] { $total } Baufeldern
} belegt, { $done } von { $sections ->
    [one] { $sections } Teil
   *[other] { $sections } Teilen
} fertig.
snail-board-deck = { $event2 ->
    [true] Ereignis-2-Stapel
   *[false] Ereignisstapel
}: { $cards ->
    [one] noch { $cards } Karte
   *[other] noch { $cards } Karten
}
snail-board-discard = Ereignis-Ablage: { $cards ->
    [one] { $cards } Karte
   *[other] { $cards } Karten
}{ $seen ->
    [true] {" "}(zuletzt: { $last })
   *[false] {""}
}{ $buried ->
    [0] {""}
    [one] ; { $buried } Karte verdeckt abgeworfen
   *[other] ; { $buried } Karten verdeckt abgeworfen
}
snail-board-market = Technologie-Auslage: { $empty ->
    [true] leer
   *[false] { $cards }
} (noch { $deck } im Stapel)
snail-board-ruins = { $destroyed ->
    [one] { $destroyed } Region
   *[other] { $destroyed } Regionen
} zerstört ({ $limit } zerstörte bedeuten die Niederlage)
snail-board-known = Nur du kennst die obersten Ereigniskarten: { $cards }.
snail-board-note-works = { $card }: Wiederaufbau kostet 1 Rohstoff weniger
snail-board-note-parade = { $card }: Der Roboter bewegt sich kostenlos

# Regionen, Roboterteile und Spieler als Text.
snail-board-rebuild-cost = { $cost }{ $works ->
    [true] {" "}abzüglich 1 ({ snail-event-works })
   *[false] {""}
}
snail-board-defence-by = { $card } ({ $who })
snail-board-snail-here = die Schnecke ist hier
snail-board-robot-here = der Roboter ist hier
# $slots: die Buchstaben der Spieler, „.“ für ein leeres Feld.
snail-board-line-ruined = ZERSTÖRT, Wiederaufbaufelder { $slots }, kostet { $cost }
snail-board-line-row = Reihe { $row } { $slots }
snail-board-line-region = { $region } (von { $owner }, { $colour }): { $body }{ $more ->
    [true] ; { $extras }
   *[false] {""}
}
snail-board-line-section = { $section } { $workers }{ $complete ->
    [true] {" "}(fertig)
   *[false] {""}
}
snail-board-weapons-none = keine
snail-board-weapon-built = { $card } ({ $built ->
    [true] gebaut
   *[false] nicht gebaut
})
snail-board-actions-taken = { $forfeited ->
    [true] Hat auf die restlichen Aktionen dieser Runde verzichtet
   *[false] Aktionen in dieser Runde: { $done } von { $actions }
}
snail-board-player-goods = { $metal } Metall, { $energy } Energie, { $votes ->
    [one] { $votes } Stimme
   *[other] { $votes } Stimmen
}
snail-board-player-workers = Arbeiter: { $pool } im Vorrat, { $reserve } in Reserve
snail-board-player-weapons = Waffen: { $weapons }
snail-board-player-claimed = Erbeutete Ereigniskarten: { $claimed }
snail-board-player-title = { $name } ({ $you ->
    [true] du,{" "}
   *[false] {""}
}{ $colour }{ $leader ->
    [true] , Anführer
   *[false] {""}
})
snail-board-robot-count = { $who } { $count }
snail-board-robot-workers = Arbeiter auf dem Roboter: { $counts }.

# Der Text im Terminal und das Embed.
snail-board-text-title = { $title } Runde { $round }, { $phase }.
snail-board-text-returning = Noch zu setzende zurückkehrende Arbeiter: { $workers }.
snail-board-text-snail = { $snail } { $robot } { $ruins }.
snail-board-text-decks = { $deck }. { $discard }.
snail-board-text-regions = Regionen (von Nord nach Süd, von West nach Ost; R Rot, B Blau, K Schwarz, . ein leeres Feld):
snail-board-text-sections = Roboterteile: { $sections }
snail-board-embed-returning = Zurückkehrende Arbeiter: { $workers }
snail-board-field-regions = Regionen
snail-board-field-sections = Roboterteile
snail-board-field-events = Ereignisse
snail-board-field-market = Technologie-Auslage ({ $deck } im Stapel)
snail-board-field-secret = Dein Geheimnis
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
}: zerstört, Wiederaufbau { $slots } für { $cost }
snail-board-footer = { $phase } · R Rot, B Blau, K Schwarz · das Raster ist an den Rändern verbunden

# Der Alternativtext der Bilder.
snail-board-alt-head = Giant-Snail-Spielplan, Runde { $round }, { $phase }. { $status }
snail-board-alt-snail-deck = { $snail } { $deck }.
snail-board-alt-ruins = { $destroyed ->
    [one] { $destroyed } von 12 Regionen zerstört
   *[other] { $destroyed } von 12 Regionen zerstört
} ({ $limit } bedeuten die Niederlage){ $any ->
    [true] : { $ruined }.
   *[false] .
}
snail-board-alt-robot-on = Der Roboter ist fertig, auf { $region }.
snail-board-alt-robot = Roboter: { $filled } von { $total } Feldern gebaut, { $done } von { $sections ->
    [one] { $sections } Teil
   *[other] { $sections } Teilen
} fertig.
snail-board-alt-colour-count = { $count }× { $colour }
snail-board-alt-row = { $free ->
    [0] { $colours }, voll
   *[other] { $colours }, { $free } frei
}
snail-board-alt-defence-on = { $card } liegt darauf
snail-board-alt-ruined = zerstört, Wiederaufbaufelder { $slots }
snail-board-alt-ruined-cost = zerstört, Wiederaufbaufelder { $slots }, Wiederaufbau kostet { $cost }
snail-board-alt-row-n = Reihe { $row }: { $words }
snail-board-alt-no-workers = keine Arbeiter
snail-board-alt-on-ruins = { $workers } auf den Trümmern
snail-board-alt-ruined-short = zerstört
snail-board-alt-region-card = { $region } (Karte in { $colour })
snail-board-alt-region = { $region }: { $body }{ $more ->
    [true] ; { $extras }.
   *[false] .
}
snail-board-alt-no-region = Auf keiner Region steht ein Arbeiter.
snail-board-alt-no-other = {" "}Auf keiner anderen Region steht ein Arbeiter.
snail-board-alt-regions = Regionen, von Nord nach Süd und von West nach Ost:
snail-board-alt-tag = { $tag ->
    [you] du
    [deciding] entscheidet gerade
   *[leader] Anführer
}
snail-board-alt-goods = { $metal } Metall, { $energy } Energie, { $votes ->
    [one] { $votes } Stimme
   *[other] { $votes } Stimmen
}, { $pool } im Vorrat{ $full ->
    [true] , { $reserve } in Reserve
   *[false] {""}
}
snail-board-alt-forfeited = hat in dieser Runde verzichtet
snail-board-alt-actions = { $done } von { $actions } Aktionen genutzt
snail-board-alt-weapons = Waffen: { $weapons }
snail-board-alt-claimed = { $claimed ->
    [one] { $claimed } Ereigniskarte erbeutet
   *[other] { $claimed } Ereigniskarten erbeutet
}
snail-board-alt-player = { $name } ({ $tags }): { $facts }.
snail-board-alt-most-votes = Die meisten Stimmen: { $who }, { $tied ->
    [true] je { $votes ->
        [one] { $votes } Stimme
       *[other] { $votes } Stimmen
    }.
   *[false] { $votes ->
        [one] { $votes } Stimme
       *[other] { $votes } Stimmen
    }.
}
snail-board-alt-rest = Die übrigen Regionen stehen in ihren Nahansichten.
snail-board-alt-secret = Dein Geheimnis, vom { snail-tech-malacologist }n: { $count ->
    [one] die oberste Karte
   *[other] die obersten { $count } Karten
} des Ereignisstapels, die oberste zuerst: { $cards }.
snail-board-alt-secret-nobody = Niemand sonst kennt sie.
snail-board-alt-region-intro = { $region }, Karte von { $owner } ({ $colour }), { $ruined ->
    [true] zerstört
   *[false] intakt
}.
snail-board-alt-just-rebuilt = Gerade wieder aufgebaut: Noch zu setzen sind die zurückkehrenden Arbeiter { $workers }.
snail-board-alt-row-who = { $ruined ->
    [true] Wiederaufbaufelder
   *[false] Reihe { $row }
}: { $who }.
snail-board-alt-neighbour = { $direction ->
    [north] Norden
    [south] Süden
    [east] Osten
   *[west] Westen
} { $region }
snail-board-alt-next-to = Daneben: { $regions }.
snail-board-alt-section = { $section }{ $complete ->
    [true] {" "}(fertig)
   *[false] {""}
}: { $who }.
snail-board-alt-nobody-yet = noch niemand
snail-board-alt-player-weapons = { $who }: { $weapons }.
snail-board-alt-players = Die Spieler.
snail-board-alt-events = Die Ereignisse und Technologien.
snail-board-alt-played = Gespielte Ereignisse, die neuesten zuerst: { $cards }.
snail-board-alt-tech = { $card }: { $does }.

## Die Bilder: kurz, für ein Handy.

snail-board-pic-regions = Regionen · Norden ist oben
snail-board-pic-wrap = die Ränder sind verbunden
snail-board-pic-returning = { $all ->
    [true] Rückkehrer: alle gesetzt
   *[false] Rückkehrer:
}
snail-board-pic-snail = Schnecke
snail-board-pic-deck = { $event2 ->
    [true] Ereignis-2-Stapel
   *[false] Ereignisstapel
}
snail-board-pic-ruins = Zerstört (Ende bei { $limit })
snail-board-pic-robot = Roboter
snail-board-pic-market = Auslage:
snail-board-pic-left = noch { $cards }
snail-board-pic-of = { $count } von { $total }
snail-board-pic-finished = Fertig
snail-board-pic-in-deck = { $cards } im Stapel
snail-board-pic-rebuild = Aufbau
snail-board-pic-band = { $kind ->
    [mine] Mine
    [solar] Solarpark
    [lab] F&E-Labor
   *[factory] Fabrik
}
snail-board-pic-tag = { $tag ->
    [turn] AM ZUG
   *[leader] ANFÜHRER
}
snail-board-pic-note = { $kind ->
    [actions] Vorrat { $pool } · { $forfeited ->
        [true] verzichtet
       *[false] { $done } von { $actions }
    }
    [weapons] Waffen gebaut: { $armed } von { $weapons }
   *[pool] Vorrat { $pool }
}
snail-board-pic-secret = Nur du weißt es ({ snail-tech-malacologist }), oberste Karte zuerst:

## Die Nahansichten: ihre Schaltflächen (höchstens 80 Zeichen), Titel und Worte.

snail-board-show = { $what ->
    [robot] Roboter zeigen
    [players] Spieler zeigen
   *[events] Ereignisse und Technologien zeigen
}
snail-board-show-region = { $region } zeigen
snail-board-cu-title = { $what ->
    [robot] Der Roboter
    [players] Die Spieler
   *[events] Die Ereignisse und Technologien
}
snail-board-cu-owner = Karte von { $owner } ({ $colour }) · { $ruined ->
    [true] zerstört
   *[false] intakt
}
snail-board-cu-row = { $ruined ->
    [true] Wiederaufbaufelder
   *[false] Reihe { $row }
}
snail-board-cu-row-state = { $who } · { $full ->
    [true] voll
   *[false] { $free ->
        [one] { $free } freies Feld
       *[other] { $free } freie Felder
    }
}
snail-board-cu-rebuild-cost = Wiederaufbau kostet: { $cost }.
snail-board-cu-rebuild-rule = Ein Fabrikarbeiter baut sie wieder auf, sobald jedes Wiederaufbaufeld belegt ist, eines davon von dem, der aufbaut; ist die Schnecke besiegt, kann es auch der Roboter, der darauf steht.
snail-board-cu-just-rebuilt = { $known ->
    [true] Gerade wieder aufgebaut: { $who } setzt die zurückkehrenden Arbeiter.
   *[false] Gerade wieder aufgebaut: Die zurückkehrenden Arbeiter werden gesetzt.
}
snail-board-cu-snail-here = Die Schnecke ist hier.
snail-board-cu-robot-here = Der Roboter ist hier.
snail-board-cu-defence = { $placed ->
    [true] { $card }, gelegt von { $who }.
   *[false] { $card }.
}
snail-board-cu-next-to = Daneben (das Raster ist verbunden)
snail-board-cu-neighbour = { $direction ->
    [north] Norden
    [south] Süden
    [east] Osten
   *[west] Westen
}: { $region }{ $ruined ->
    [true] {" "}(zerstört)
   *[false] {""}
}{ $snail ->
    [true] {" "}· die Schnecke
   *[false] {""}
}
snail-board-cu-section = { $section }{ $complete ->
    [true] {" "}· fertig
   *[false] {""}
}
snail-board-cu-most = { $state ->
    [most] Meiste: { $who }
    [tied] Gleichstand
   *[empty] Leer
}
snail-board-cu-hail = Ein Hoch auf unseren Metallretter: eine Stimme für die meisten Arbeiter auf jedem Teil und auf dem ganzen Roboter.
snail-board-cu-weapons = Waffen
snail-board-cu-player-weapons = { $who }: { $weapons }
snail-board-cu-tag = { $tag ->
    [you] du
    [leader] Anführer
   *[turn] am Zug
}
snail-board-cu-tags = {" "}({ $tags })
snail-board-cu-goods = { $kind ->
    [metal] Metall
    [energy] Energie
   *[votes] { $count ->
        [one] Stimme
       *[other] Stimmen
    }
}
snail-board-cu-workers-actions = { $workers } · { $forfeited ->
    [true] verzichtet
   *[false] { $done } von { $actions } Aktionen
}
snail-board-cu-claimed = Mit Waffen erbeutete Ereigniskarten: { $claimed }
snail-board-cu-deck-life = Solange die Schnecke lebt, ist der Ereignisstapel ihr Leben: Ist er leer, ist die Schnecke besiegt.
snail-board-cu-played = Gespielte Ereignisse, neueste zuerst
snail-board-cu-none-yet = Noch keine.
snail-board-cu-earlier = { $cards ->
    [one] …und { $cards } frühere Karte.
   *[other] …und { $cards } frühere Karten.
}
snail-board-cu-buried = { $cards ->
    [one] { $cards } Karte verdeckt abgeworfen, ungesehen.
   *[other] { $cards } Karten verdeckt abgeworfen, ungesehen.
}
snail-board-cu-market = Technologie-Auslage
snail-board-cu-market-empty = Die Auslage ist leer.
snail-board-cu-tech-deck = { $cards ->
    [one] Noch { $cards } Karte im Technologiestapel.
   *[other] Noch { $cards } Karten im Technologiestapel.
}
snail-board-secret-title = Nur du weißt es: oben im Ereignisstapel
snail-board-secret-from = Von deinem { snail-tech-malacologist }n. Oberste Karte zuerst.
snail-board-secret-card = { $number ->
    [1] Als Nächstes
   *[other] Dann Karte { $number }
}

## Die Einträge der Spielanleitung (bot/catalogue/giantsnail/entries.py), wie /game card sie zeigt:
## Technologiekarten, Ereigniskarten, Regionen, Roboterteile, Wertungskategorien und Regelbegriffe. Die
## Namen von Karten, Ereignissen, Regionen und Roboterteilen sind die Nachrichten oben; $amount, $cost,
## $build, $fire sind snail-amount.

snail-guide-tech-weapon = Waffe, { $copies ->
        [one] { $copies } Exemplar
       *[other] { $copies } Exemplare
    }. Du behältst sie und kannst sie schon erforschen, bevor der Roboter fertig ist. Bauen: Schick einen deiner eigenen Fabrikarbeiter auf ihr Baufeld und zahl { $build }. Abfeuern: einmal in jedem Kampf; zahl { $fire }, um { $damage } Schaden anzurichten. Die Ereigniskarten, die sie abwirft, gehören dir und zählen für den Monstertöter.
snail-guide-tech-defence = Verteidigungskarte, { $copies ->
        [one] { $copies } Exemplar
       *[other] { $copies } Exemplare
    }. Wenn du sie erforschst, legst du sie auf eine intakte Region ohne Verteidigungskarte, auf der die Schnecke nicht steht, und setzt einen Arbeiter aus deinem Vorrat darauf, der zeigt, dass sie dir gehört (gibt es keine solche Region, wird sie abgeworfen). { $effect } Danach wird die Karte abgeworfen, dein Arbeiter kehrt in deinen Vorrat zurück, und du erhältst 1 Stimme. Wird die Schnecke vorher besiegt, wird die Karte ohne Stimme abgeworfen, und der Arbeiter kehrt in deinen Vorrat zurück.
snail-guide-tech-immediate = Sofortige Technologie, { $copies ->
        [one] { $copies } Exemplar
       *[other] { $copies } Exemplare
    }. Sie wirkt, sobald du sie erforschst, und wird dann abgeworfen. { $effect }
# $events: die Ereigniskarten, die die Schnecke ziehen lassen, als Liste mit „oder“.
snail-guide-effect-ring = Würde die Schnecke auf diese Region ziehen ({ $events }), entfällt der Zug: Die Schnecke bleibt, wo sie ist, und zerstört in dieser Runde nichts. Bei { snail-event-landfall } wird stattdessen ein anderes Zufallsplättchen gezogen.
snail-guide-effect-defenders = Zieht oder landet die Schnecke auf dieser Region, wird die Region in dieser Runde nicht zerstört, und die Schnecke erleidet { $damage } Schaden: Die Karten dafür werden verdeckt abgeworfen, und niemand erbeutet sie.
snail-guide-effect-malacologist = Sieh dir heimlich die obersten { $cards } Ereigniskarten an, ohne { snail-event-sighting } und { snail-event-landfall } mitzuzählen, falls sie noch obenauf liegen (sie behalten ihren Platz). Wirf eine davon verdeckt ab – das ist Schaden, den niemand erbeutet – und lege die anderen in beliebiger Reihenfolge zurück. Nur du siehst sie.
snail-guide-effect-labor = Setze einen Arbeiter aus deinem Vorrat (aus deiner Reserve, wenn dein Vorrat leer ist) auf ein freies Baufeld des Roboters, in einem Roboterteil deiner Wahl, ohne seine Kosten zu zahlen. Damit kann ein Roboterteil fertig werden und sogar der ganze Roboter. Ist der Roboter schon fertig, nimm stattdessen { $workers } Arbeiter aus deiner Reserve in deinen Vorrat (weniger, wenn deine Reserve weniger hat).
snail-guide-effect-salvage = Nimm für jede zerstörte Region 1 Rohstoff, Metall oder Energie nach Wahl: mindestens { $least } und höchstens { $most }.

snail-guide-event-zero = Ereignis 0. { $text }
snail-guide-event-sighting = Zu Beginn die oberste Karte des Ereignisstapels. Die Schnecke rückt von Feld 2 auf Feld 1 der Weltraumkarte; sie zerstört noch nichts.
snail-guide-event-landfall = Die zweite Karte des Ereignisstapels. Der Anführer zieht ein Zufallsplättchen, und die Schnecke landet auf dieser Region und zerstört sie. Ein { snail-tech-ring } dort hält sie fern (ein anderes Plättchen wird gezogen); { snail-tech-defenders } dort retten die Region in dieser Runde.
# Was eine Ereignis-1-Karte tut, nachdem die Schnecke gezogen ist.
snail-guide-attack = Dann zerstört sie die Region, auf der sie steht, es sei denn, ein { snail-tech-ring } oder { snail-tech-defenders } halten sie auf; auf einer Region, die schon in Trümmern liegt, tötet sie die Arbeiter auf den Wiederaufbaufeldern. Ist dies die letzte Karte des Stapels, ist die Schnecke besiegt, sobald sie aufgedeckt wird, und zieht nicht mehr.
snail-guide-event-direction = Ereignis 1, { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    } im Stapel. { $direction ->
        [north] Die Schnecke zieht eine Region nach Norden; verlässt sie das Raster am Nordrand, kommt sie am Südrand wieder herein.
        [south] Die Schnecke zieht eine Region nach Süden; verlässt sie das Raster am Südrand, kommt sie am Nordrand wieder herein.
        [east] Die Schnecke zieht eine Region nach Osten; verlässt sie das Raster am Ostrand, kommt sie am Westrand wieder herein.
       *[west] Die Schnecke zieht eine Region nach Westen; verlässt sie das Raster am Westrand, kommt sie am Ostrand wieder herein.
    } { snail-guide-attack }
snail-guide-event-burrow = Ereignis 1, { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    } im Stapel. Der Anführer zieht ein Zufallsplättchen, und die Schnecke zieht auf diese Region, egal wo im Raster; steht sie schon dort, bleibt sie. { snail-guide-attack }
snail-guide-event-two = Ereignis 2, eine der { $count } Karten, die zu einem neuen Ereignisstapel gemischt werden, sobald die Schnecke besiegt ist. { $text }
snail-guide-event-grants = Jeder erhält { $amount }.
snail-guide-event-refugees = Jeder nimmt { $workers } Arbeiter aus seiner Reserve in seinen Vorrat (weniger, wenn die Reserve weniger hat).
snail-guide-event-works = Bis zum Ende der nächsten Runde kostet jeder Wiederaufbau 1 Rohstoff weniger. Verlangen die Kosten Metall und Energie, wählt die Person, die wiederaufbaut, wovon der Nachlass abgeht.
snail-guide-event-parade = In dieser Ereignisphase bewegt der Anführer den Roboter kostenlos, aber weiterhin höchstens { $steps ->
        [one] { $steps } Schritt
       *[other] { $steps } Schritte
    } weit.
snail-guide-event-aftershock = Der Anführer zieht ein Zufallsplättchen. Ist diese Region intakt, kehrt jeder Arbeiter darauf in den Vorrat seines Besitzers zurück; niemand stirbt. Eine zerstörte Region bleibt unberührt.
snail-guide-event-campaign = Beginnend beim Anführer darf jeder im Uhrzeigersinn { $cost } Rohstoffe, Metall und Energie beliebig gemischt, für 1 Stimme zahlen.

# $rows: snail-guide-rows…; $use: was die Region tut; $regions: eine Liste aus snail-guide-region-owned.
snail-guide-region = Intakt: { $rows }. { $use } Zerstört: { $slots ->
        [one] { $slots } Wiederaufbaufeld
       *[other] { $slots } Wiederaufbaufelder
    }; der Wiederaufbau kostet { $cost }. Regionen: { $regions }.
snail-guide-rows = { $rows ->
        [one] { $rows } Reihe mit { $slots ->
            [one] { $slots } Arbeiterfeld
           *[other] { $slots } Arbeiterfeldern
        }
       *[other] { $rows } Reihen mit je { $slots ->
            [one] { $slots } Arbeiterfeld
           *[other] { $slots } Arbeiterfeldern
        }
    }
snail-guide-rows-single = { $rows ->
        [one] { $rows } einzelnes Arbeiterfeld
       *[other] { $rows } einzelne Arbeiterfelder
    }
# $sizes: wie viele Felder die Reihen haben, als Liste.
snail-guide-rows-mixed = Reihen mit { $sizes } Arbeiterfeldern
snail-guide-region-produces = { $resource ->
        [metal] Jede vollständig besetzte Reihe bringt in jeder Auswertungsphase jedem, der einen Arbeiter darin hat, 1 Metall.
       *[energy] Jede vollständig besetzte Reihe bringt in jeder Auswertungsphase jedem, der einen Arbeiter darin hat, 1 Energie.
    }
snail-guide-region-use-lab = Eine Reihe nimmt nur die Arbeiter einer Person auf, bis sie wieder leer ist. In der Auswertungsphase darfst du eine volle Reihe von dir einlösen: Ihre Arbeiter kehren in deinen Vorrat zurück, und du nimmst eine Technologiekarte aus der Auslage.
snail-guide-region-use-factory = In der Auswertungsphase darf jeder Arbeiter hier gegen die Kosten des Baufelds am Roboter oder an deiner eigenen Waffe bauen oder eine zerstörte Region wiederaufbauen.
snail-guide-region-owned = { $region } ({ $colour })

snail-guide-section = { $section } des Roboters
snail-guide-section-text = Ein Teil des Roboters mit { $slots }. Ein Fabrikarbeiter besetzt ein Feld gegen dessen Kosten ({ snail-tech-labor } besetzt eines kostenlos). Sind alle Felder besetzt, ist das Teil fertig und wird umgedreht; seine Arbeiter bleiben bis zum Spielende darauf und zählen für „{ snail-guide-scoring-hail }“.
snail-guide-slots-same = { $count ->
        [one] { $count } Baufeld, das { $cost } kostet
       *[other] { $count } Baufeldern, die je { $cost } kosten
    }
# $costs: eine Liste aus snail-guide-slot-cost.
snail-guide-slots-each = { $count ->
        [one] { $count } Baufeld
       *[other] { $count } Baufeldern
    }: { $costs }
snail-guide-slot-cost = { $ordinal ->
        [1] das erste kostet { $cost }
        [2] das zweite kostet { $cost }
        [3] das dritte kostet { $cost }
        [4] das vierte kostet { $cost }
        [5] das fünfte kostet { $cost }
        [6] das sechste kostet { $cost }
       *[other] Feld { $ordinal } kostet { $cost }
    }

snail-guide-scoring-hail = Ein Hoch auf unseren Metallretter
snail-guide-scoring-killer = Monstertöter
snail-guide-scoring-nationalism = Nationalismus
snail-guide-scoring-cooperation = Internationale Zusammenarbeit
snail-guide-scoring = Am Spielende. { $text }
snail-guide-scoring-text-hail = Für jedes der { $sections } Roboterteile 1 Stimme an die Person mit den meisten Arbeitern darauf und 1 weitere Stimme an die Person mit den meisten Arbeitern auf dem ganzen Roboter. Bei Gleichstand bekommt niemand diese Stimme.
snail-guide-scoring-text-killer = 1 Stimme für je { $cards } Ereignis-1-Karten, die du mit deinen Waffen erbeutet hast, und 1 weitere Stimme an die Person, die die meisten (mindestens eine) erbeutet hat. Bei Gleichstand bekommen sie alle Beteiligten.
snail-guide-scoring-text-nationalism = 1 Stimme an die Person mit den meisten Arbeitern (mindestens einem) auf intakten Regionen, die ihr selbst gehören. Bei Gleichstand bekommen sie alle Beteiligten.
snail-guide-scoring-text-cooperation = 1 Stimme an die Person mit den meisten Arbeitern (mindestens einem) auf intakten Regionen, die anderen gehören. Bei Gleichstand bekommen sie alle Beteiligten.

# Die Regelbegriffe: ihre Namen sind die der Anleitung (bot/locales/de/guides/giantsnail.toml).
snail-guide-rule-robot = Roboter
snail-guide-rule-deck = Ereignisstapel
snail-guide-rule-damage = Schaden
snail-guide-rule-randomizer = Zufallsplättchen
snail-guide-rule-defeat = Niederlage
snail-guide-rule-alias-deck = Ereignisse
snail-guide-rule-alias-randomizer = Plättchen
snail-guide-rule-text-robot = Besteht aus { $sections } Teilen mit { $slots } Baufeldern und kostet insgesamt { $cost }. Ist das letzte Feld besetzt, zieht der Anführer ein Zufallsplättchen, und der Roboter steht auf dieser Region. In jeder Ereignisphase darf der Anführer ihn bis zu { $steps ->
        [one] { $steps } Schritt
       *[other] { $steps } Schritte
    } nach Norden, Süden, Osten oder Westen bewegen und zahlt pro Schritt { $step_cost } Rohstoffe, beliebig gemischt. Auf der Region der Schnecke kämpft er: Zuerst feuern gebaute Waffen, dann richtet der Roboter { $damage } Schaden an. Sobald die Schnecke besiegt ist, darf der Anführer mit ihm die Region wiederaufbauen, auf der er steht. Sobald er fertig ist, bringt jeder Wiederaufbau der Person, die wiederaufbaut, 1 Stimme.
snail-guide-rule-text-deck = { snail-event-sighting } und { snail-event-landfall } auf den { $event1 } gemischten Ereignis-1-Karten. In jeder Ereignisphase wird eine Karte aufgedeckt. Schaden, neu zerstörte Regionen und der { snail-tech-malacologist } werfen Karten verdeckt und ungesehen ab. Ist der Stapel leer, ist die Schnecke besiegt, selbst wenn gerade ihre letzte Karte aufgedeckt wird (diese Karte bewirkt dann nichts). Dann werden die { $event2 } Ereignis-2-Karten zu einem neuen Ereignisstapel gemischt; das Spiel endet am Ende der Runde, in der die letzte davon aufgedeckt wird, oder schon früher, am Ende einer Runde, nach der keine Region mehr zerstört ist.
snail-guide-rule-text-damage = Jeder Schadenspunkt wirft die oberste Karte des Ereignisstapels verdeckt ab. Karten, die eine Waffe abwirft, gehen an ihren Besitzer und zählen für den Monstertöter; anderer Schaden kommt auf die Ereignis-Ablage. Ist der Stapel leer, ist die Schnecke besiegt, und übriger Schaden verfällt.
snail-guide-rule-text-randomizer = { $regions } Plättchen, nummeriert von 1 bis { $regions }, eines für jede Region. Zu Beginn zieht jeder eines, um einen ersten Arbeiter einzusetzen. Der Anführer zieht eines für { snail-event-landfall }, { snail-event-burrow } und { snail-event-aftershock } und um den fertigen Roboter aufzustellen.
snail-guide-rule-text-defeat = Alle verlieren, sobald { $destroyed } oder mehr Regionen zerstört sind oder alle Regionen eines Typs (alle Minen, alle Solarparks, alle F&E-Labore oder alle Fabriken). Das wird geprüft, sobald eine Region umgedreht wird, noch bevor ihre zusätzliche Ereigniskarte abgeworfen wird.
