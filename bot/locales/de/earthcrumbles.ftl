# As The Earth Crumbles: Plättchen, Spielverlauf, Schaltflächen, Ergebnis und Ablehnungen
# (docs/localisation.md). Ein Plättchen ist eine eigene Nachricht (earth-tile-<id>) und steht im Satz in
# Anführungszeichen, damit sein Name in jedem Fall gleich bleibt; eine Reihe wird nach ihrer Farbe
# gewählt ($lane: blue, green, red). Begriffe: bergen (salvage), Bergungsbonus, Reserve, Bauplatz (Site),
# Reihe (Lane), Münze, Kultur, Wohlstand, Prestige, Baupunkt, bauen, verschrotten (scrap), fertigen
# (fabricate), Ablagestapel, Gasblase, Erde. Die Namen der Spieler werden danach eingesetzt.

## Die Plättchen.

earth-tile-a-b1 = Blaue Gießerei
earth-tile-a-b2 = Blaues Gildenhaus
earth-tile-a-b3 = Blaue Stapel-Münzstätte
earth-tile-a-b4 = Blaues Theater
earth-tile-a-b5 = Blaues Museum
earth-tile-a-b6 = Blaue Terrassengärten
earth-tile-a-b7 = Blaue Börse
earth-tile-a-g1 = Grüne Gießerei
earth-tile-a-g2 = Grünes Gildenhaus
earth-tile-a-g3 = Grüne Stapel-Münzstätte
earth-tile-a-g4 = Grünes Theater
earth-tile-a-g5 = Grünes Museum
earth-tile-a-g6 = Grüne Terrassengärten
earth-tile-a-g7 = Grüne Börse
earth-tile-a-r1 = Rote Gießerei
earth-tile-a-r2 = Rotes Gildenhaus
earth-tile-a-r3 = Rote Stapel-Münzstätte
earth-tile-a-r4 = Rotes Theater
earth-tile-a-r5 = Rotes Museum
earth-tile-a-r6 = Rote Terrassengärten
earth-tile-a-r7 = Rote Börse
earth-tile-a-b8 = Blauer Kulturfund
earth-tile-a-g8 = Grüner Kulturfund
earth-tile-a-g9 = Grüner Wohlstandsfund
earth-tile-a-r8 = Roter Wohlstandsfund
earth-tile-a-b9 = Blauer Versetzfund
earth-tile-a-r9 = Roter Versetzfund
earth-tile-a-r10 = Rote Großbörse
earth-tile-gp-1 = Gasblase
earth-tile-gp-2 = Gasblase
earth-tile-gp-3 = Gasblase
earth-tile-gp-4 = Gasblase
earth-tile-b-b1 = Blauer Münzfund
earth-tile-b-g1 = Grüner Münzfund
earth-tile-b-r1 = Roter Münzfund
earth-tile-b-b2 = Blaue Werkstatt
earth-tile-b-g2 = Grüne Werkstatt
earth-tile-b-b3 = Blauer Markt
earth-tile-b-g3 = Grüner Markt
earth-tile-b-r3 = Roter Markt

## Die Stufen der Solowertung.

earth-band-phenomenal = Phänomenal
earth-band-solid-achievement = Solide Leistung
earth-band-just-pulled-through = Gerade so durchgekommen

## Der Spielverlauf.

earth-log-drawn-first = { $seat } wird als Startspieler ausgelost.
earth-log-host-first = { $seat } beginnt, wie vom Gastgeber gewählt.
earth-log-turn = { $seat } ist am Zug.
earth-log-salvages = { $seat } birgt „{ $tile }“.
earth-log-pickup-coins = { $coins ->
    [one] { $seat } erhält durch den Bergungsbonus { $coins } Münze.
   *[other] { $seat } erhält durch den Bergungsbonus { $coins } Münzen.
}
earth-log-pickup-culture = { $seat } erhält durch den Bergungsbonus { $culture } Kultur.
earth-log-skips-bonus = { $seat } nutzt den Bergungsbonus nicht.
earth-log-nothing-to-discard = { $seat } hat kein gebautes Plättchen, das für einen Wohlstand abgeworfen werden könnte.
earth-log-prospers = { $seat } wirft „{ $tile }“ von Bauplatz { $site } ab und erhält einen Wohlstand.
earth-log-moves = { $seat } versetzt „{ $tile }“ von Bauplatz { $source } auf Bauplatz { $target }.
earth-log-gas-cogs = { $seat } legt eine Gasblase frei und wirft sie: Zahnräder. Nichts passiert.
earth-log-gas-explodes = { $coins ->
    [one] { $seat } legt eine Gasblase frei und wirft sie: Sie explodiert! Wer ein gebautes Plättchen hat, zahlt { $coins } Münze oder wirft ein sichtbares Plättchen ab.
   *[other] { $seat } legt eine Gasblase frei und wirft sie: Sie explodiert! Wer ein gebautes Plättchen hat, zahlt { $coins } Münzen oder wirft ein sichtbares Plättchen ab.
}
earth-log-pays-gas = { $coins ->
    [one] { $seat } zahlt { $coins } Münze für das Gas.
   *[other] { $seat } zahlt { $coins } Münzen für das Gas.
}
earth-log-loses = { $seat } verliert „{ $tile }“ von Bauplatz { $site } an das Gas.
earth-log-lane = { $lane ->
    [blue] Einkommen: Die blaue Reihe wird aktiviert.
    [green] Einkommen: Die grüne Reihe wird aktiviert.
   *[red] Einkommen: Die rote Reihe wird aktiviert.
}
earth-log-printed = { $coins ->
    [one] { $seat } erhält { $coins } Münze, die auf einem leeren Bauplatz aufgedruckt ist.
   *[other] { $seat } erhält { $coins } Münzen, die auf leeren Bauplätzen aufgedruckt sind.
}
earth-log-gains = { $coins ->
    [one] { $seat } erhält { $coins } Münze von „{ $tile }“ auf Bauplatz { $site }.
   *[other] { $seat } erhält { $coins } Münzen von „{ $tile }“ auf Bauplatz { $site }.
}
earth-log-buys-culture = { $coins ->
    [one] { $seat } zahlt { $coins } Münze für { $culture } Kultur bei „{ $tile }“ auf Bauplatz { $site }.
   *[other] { $seat } zahlt { $coins } Münzen für { $culture } Kultur bei „{ $tile }“ auf Bauplatz { $site }.
}
earth-log-buys-prosperity = { $seat } zahlt { $culture } Kultur für { $prosperity } Wohlstand bei „{ $tile }“ auf Bauplatz { $site }.
earth-log-buys-nothing = { $seat } kauft bei „{ $tile }“ auf Bauplatz { $site } nichts.
earth-log-builds = { $coins ->
    [one] { $seat } baut „{ $tile }“ für { $coins } Münze auf Bauplatz { $site }.
   *[other] { $seat } baut „{ $tile }“ für { $coins } Münzen auf Bauplatz { $site }.
}
earth-log-fabricates = { $coins ->
    [one] { $seat } fertigt „{ $tile }“ aus dem Ablagestapel für { $coins } Münze auf Bauplatz { $site }.
   *[other] { $seat } fertigt „{ $tile }“ aus dem Ablagestapel für { $coins } Münzen auf Bauplatz { $site }.
}
earth-log-scraps = { $seat } verschrottet „{ $tile }“ für 1 Münze.
earth-log-ends-turn = { $points ->
    [0] { $seat } beendet den Zug.
    [one] { $seat } beendet den Zug und lässt { $points } Baupunkt ungenutzt.
   *[other] { $seat } beendet den Zug und lässt { $points } Baupunkte ungenutzt.
}
earth-log-over = Das letzte Plättchen hat die Erde verlassen: Das Spiel ist vorbei.

## Auf wen gewartet wird.

earth-waiting-salvage = { $seat } ist am Zug und muss ein Plättchen bergen.
earth-waiting-bonus = { $seat } nutzt den Bergungsbonus von „{ $tile }“.
earth-waiting-gas = Die Gasblase ist explodiert: Warten auf { $seats } (zahlen oder ein Plättchen abwerfen).
earth-waiting-income = { $lane ->
    [blue] Einkommen aus der blauen Reihe: Warten auf die Wahl von { $seats }.
    [green] Einkommen aus der grünen Reihe: Warten auf die Wahl von { $seats }.
   *[red] Einkommen aus der roten Reihe: Warten auf die Wahl von { $seats }.
}
earth-waiting-build = { $points ->
    [one] { $seat } baut (noch { $points } Baupunkt).
   *[other] { $seat } baut (noch { $points } Baupunkte).
}

## Die Schaltflächen: höchstens 80 Zeichen mit 12 Zeichen langen Namen.

earth-move-back = Zurück
earth-move-take = „{ $tile }“ bergen
earth-move-bonus-coins = { $coins ->
    [one] Bonus nehmen: { $coins } Münze
   *[other] Bonus nehmen: { $coins } Münzen
}
earth-move-bonus-culture = Bonus nehmen: { $culture } Kultur
earth-move-skip = Bergungsbonus auslassen
earth-move-prosper = „{ $tile }“ (Bauplatz { $site }) für einen Wohlstand abwerfen
earth-move-move = „{ $tile }“ von Bauplatz { $site } versetzen
earth-move-to = Auf Bauplatz { $site } (über „{ $tile }“)
earth-move-to-empty = Auf Bauplatz { $site } (leer)
earth-move-pay = { $coins ->
    [one] { $coins } Münze zahlen
   *[other] { $coins } Münzen zahlen
}
earth-move-lose = Mein Plättchen „{ $tile }“ (Bauplatz { $site }) abwerfen
earth-move-use-gain = „{ $tile }“ (Bauplatz { $site }): { $coins ->
        [one] { $coins } Münze
       *[other] { $coins } Münzen
    } erhalten{ $times ->
        [one] {""}
       *[other] {" "}({ $times }-mal)
    }
earth-move-use-culture = { $coins ->
    [one] „{ $tile }“ (Bauplatz { $site }): { $coins } Münze für { $culture } Kultur zahlen
   *[other] „{ $tile }“ (Bauplatz { $site }): { $coins } Münzen für { $culture } Kultur zahlen
}
earth-move-use-no-culture = „{ $tile }“ (Bauplatz { $site }): keine Kultur kaufen
earth-move-use-prosperity = „{ $tile }“ (Bauplatz { $site }): { $culture } Kultur für { $prosperity } Wohlstand zahlen
earth-move-use-no-prosperity = „{ $tile }“ (Bauplatz { $site }): keinen Wohlstand kaufen
earth-move-show-build = Ein Plättchen aus meiner Reserve bauen…
earth-move-show-scrap = Ein Plättchen verschrotten…
earth-move-show-fab = Aus dem Ablagestapel fertigen…
earth-move-build = { $coins ->
    [one] „{ $tile }“ bauen ({ $coins } Münze)
   *[other] „{ $tile }“ bauen ({ $coins } Münzen)
}
earth-move-scrap = „{ $tile }“ für 1 Münze verschrotten
earth-move-fabricate = { $coins ->
    [one] „{ $tile }“ aus dem Ablagestapel fertigen ({ $coins } Münze, 2 Baupunkte)
   *[other] „{ $tile }“ aus dem Ablagestapel fertigen ({ $coins } Münzen, 2 Baupunkte)
}
earth-move-site = { $lane ->
    [blue] Auf Bauplatz { $site }, blaue Reihe (über „{ $tile }“)
    [green] Auf Bauplatz { $site }, grüne Reihe (über „{ $tile }“)
   *[red] Auf Bauplatz { $site }, rote Reihe (über „{ $tile }“)
}
earth-move-site-empty = { $lane ->
    [blue] Auf Bauplatz { $site }, blaue Reihe (leer)
    [green] Auf Bauplatz { $site }, grüne Reihe (leer)
   *[red] Auf Bauplatz { $site }, rote Reihe (leer)
}
earth-move-done = { $points ->
    [0] Zug beenden
    [one] Zug beenden ({ $points } Baupunkt ungenutzt)
   *[other] Zug beenden ({ $points } Baupunkte ungenutzt)
}

## Das Ergebnis.

earth-result = { $tiebreak ->
    [true] { $seat } gewinnt mit { $prestige } Prestige und entscheidet den Gleichstand für sich.
   *[false] { $seat } gewinnt mit { $prestige } Prestige.
}
earth-result-shared = { $seats } teilen sich den Sieg mit je { $prestige } Prestige.
earth-result-solo = { $seat } beendet das Solospiel mit „{ $band }“ ({ $prestige } Prestige).
earth-result-solo-short = { $seat } beendet das Solospiel mit { $prestige } Prestige und verfehlt die { $lowest }, mit denen man gerade so durchkommt.

## Ablehnungen.

earth-refuse-unknown-move = Das ist kein Zug in As The Earth Crumbles.
earth-refuse-first-player = { $players ->
    [one] Der Startspieler muss der einzige Spieler dieser Partie sein.
   *[other] Der Startspieler muss einer der { $players } Spieler dieser Partie sein.
}
earth-refuse-covered = Dieses Plättchen kann nicht geborgen werden: Nur ein Plättchen, auf dem nichts mehr liegt, darf genommen werden.
earth-refuse-build = Das kannst du jetzt nicht bauen: Prüfe deine Münzen und Baupunkte.
earth-refuse-nothing-back = Es gibt keine Wahl, die du zurücknehmen könntest.
earth-refuse-pay = Du kannst nicht für das Gas zahlen: Du hast nicht genug Münzen.
earth-refuse-not-now = Dieser Zug ist jetzt nicht erlaubt.
