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
earth-move-prosper-short = „{ $tile }“ (Bauplatz { $site }) abwerfen: +1 Wohlstand
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
earth-move-use-prosperity-short = „{ $tile }“ (Bauplatz { $site }): { $culture } Kultur für { $prosperity } Wohlstand
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
earth-move-fabricate-short = { $coins ->
    [one] „{ $tile }“ fertigen ({ $coins } Münze)
   *[other] „{ $tile }“ fertigen ({ $coins } Münzen)
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

## Der Spielplan (bot/render/earthcrumbles/): Embed, Bild, Alternativtext, Nahansichten und Terminal. Der
## Name eines Plättchens ohne Farbe (auf den Chips des Bildes, die die Farbe mit ihrem Symbol zeigen) ist
## earth-board-name-<id>, ein Gesellschaftsziel (Social Directive) earth-board-directive-<id>. $colour
## und $lane sind blue, green oder red ("" oder "other": keine); Zahlen wählen die Mehrzahl.

earth-board-phase = { $phase ->
    [salvage] 1. Bergen
    [bonus] 1. Bergen: der Bergungsbonus
    [gas] Eine Gasblase ist explodiert
    [income] 2. Einkommen
    [build] 3. Bauen
   *[over] Spiel vorbei
}
earth-board-colour = { $colour ->
    [blue] Blau
    [green] Grün
   *[red] Rot
}
earth-board-lane = { $lane ->
    [blue] Blaue Reihe
    [green] Grüne Reihe
   *[red] Rote Reihe
}
# Worte nacheinander, wie die Sprache sie setzt: Satzteile, Sätze, die Teile einer Zeile.
earth-board-semicolon = { $first }; { $rest }
earth-board-then = { $first } { $rest }
earth-board-dot = { $first } · { $rest }
earth-board-arrow = { $first } → { $rest }
earth-board-full-stop = { $text }.

## Die Fähigkeit eines Plättchens, kurz (das Bild) und ganz (Embed, Alternativtext).

earth-board-ability-coins = +{ $coins } { $coins ->
    [one] Münze
   *[other] Münzen
}
earth-board-ability-per-colour = +{ $coins } { $coins ->
    [one] Münze
   *[other] Münzen
} / { $colour ->
    [blue] blaues
    [green] grünes
   *[red] rotes
} Plättchen
earth-board-ability-buy-culture = { $coins } { $coins ->
    [one] Münze
   *[other] Münzen
} → { $culture } Kultur
earth-board-ability-buy-prosperity = { $culture } Kultur → { $prosperity } Wohlstand
earth-board-ability-coin-pickup = Bergen: +{ $coins } { $coins ->
    [one] Münze
   *[other] Münzen
}
earth-board-ability-culture-pickup = Bergen: +{ $culture } Kultur
earth-board-ability-prosperity-pickup = Bergen: abwerfen → { $prosperity } Wohlstand
earth-board-ability-move-pickup = Bergen: oberstes Plättchen versetzen
earth-board-ability-gas = Explodiert: { $coins } { $coins ->
    [one] Münze
   *[other] Münzen
} oder abwerfen
earth-board-ability-no-income = Kein Einkommen (ein Fund)
earth-board-ability-stacked = { $ability } ×{ $height }
earth-board-ability-per-stack = { $ability } × Stapel
earth-board-text-coins = Einkommen: { $coins } { $coins ->
    [one] Münze
   *[other] Münzen
} erhalten
earth-board-text-per-colour = Einkommen: { $coins } { $coins ->
    [one] Münze
   *[other] Münzen
} je sichtbarem { $colour ->
    [blue] blauem
    [green] grünem
   *[red] rotem
} Plättchen erhalten (dieses mitgezählt)
earth-board-text-buy-culture = Einkommen: Du darfst { $coins } { $coins ->
    [one] Münze
   *[other] Münzen
} für { $culture } Kultur zahlen
earth-board-text-buy-prosperity = Einkommen: Du darfst { $culture } Kultur für { $prosperity } Wohlstand zahlen
earth-board-text-coin-pickup = Beim Bergen: { $coins } { $coins ->
    [one] Münze
   *[other] Münzen
} erhalten
earth-board-text-culture-pickup = Beim Bergen: { $culture } Kultur erhalten
earth-board-text-prosperity-pickup = Beim Bergen: Du darfst eines deiner sichtbaren Plättchen abwerfen und erhältst { $prosperity } Wohlstand
earth-board-text-move-pickup = Beim Bergen: Du darfst das oberste Plättchen eines deiner Bauplätze auf einen anderen Bauplatz versetzen
earth-board-text-gas = Wird beim Freilegen geworfen; explodiert sie, zahlt jeder mit einem gebauten Plättchen { $coins } { $coins ->
    [one] Münze
   *[other] Münzen
} oder wirft ein sichtbares Plättchen ab
earth-board-text-stacked = { $text }, einmal je Plättchen in seinem Stapel
earth-board-gas-price = { $coins } { $coins ->
    [one] Münze
   *[other] Münzen
} zahlen oder ein sichtbares Plättchen abwerfen
earth-board-gas-any = zahlen oder ein sichtbares Plättchen abwerfen
earth-board-exploded-name = { $name }: explodiert
earth-board-exploded-ability = EXPLODIERT: { $ability }
earth-board-exploded-gas = { $coins ->
    [one] Explodiert! { $coins } Münze oder abwerfen
   *[other] Explodiert! { $coins } Münzen oder abwerfen
}

## Bauplätze, Reserven, Ablagestapel, die Erde.

earth-board-site = { $count ->
    [one] Bauplatz { $site }: { $tile }
   *[other] Bauplatz { $site }: { $tile } ({ $count } Plättchen)
}
earth-board-site-empty = { $coins ->
    [0] Bauplatz { $site }: leer
    [one] Bauplatz { $site }: leer, bringt { $coins } Münze
   *[other] Bauplatz { $site }: leer, bringt { $coins } Münzen
}
earth-board-site-prints = { $coins ->
    [one] Leer: bringt { $coins } Münze
   *[other] Leer: bringt { $coins } Münzen
}
earth-board-site-empty-label = Leer
earth-board-tile-cost = { $coins ->
    [one] { $tile } ({ $coins } Münze)
   *[other] { $tile } ({ $coins } Münzen)
}
earth-board-reserve = Reserve: { $tiles }
earth-board-reserve-empty = Reserve: leer
earth-board-reserve-count = Reserve: { $count } Plättchen
earth-board-reserve-label = Reserve
earth-board-discard-label = Ablagestapel
earth-board-empty = leer
earth-board-more-chips = +{ $count } weitere
earth-board-income-left = { $count ->
    [one] Noch ohne Einkommen: Bauplatz { $sites }
   *[other] Noch ohne Einkommen: Bauplätze { $sites }
}
earth-board-resources = { $coins } { $coins ->
    [one] Münze
   *[other] Münzen
}, { $culture } Kultur, { $prosperity } Wohlstand
earth-board-discard = Ablagestapel ({ $count } Plättchen, neueste zuerst): { $tiles }
earth-board-discard-empty = Ablagestapel: leer
earth-board-gas-gone = { $removed } von { $total } Gasblasen entfernt.
earth-board-earth = { $count ->
    [one] Die Erde: noch { $count } Plättchen
   *[other] Die Erde: noch { $count } Plättchen
}, { $removed } von { $total } Gasblasen entfernt{ $last ->
    [true] ; die Erde ist leer: Dies ist der letzte Zug
   *[false] {""}
}.

## Die Spieler: wer handelt, wer führt, was sie erzielen.

earth-board-you = { $name } (du)
earth-board-player-roles = { $player } ({ $roles })
earth-board-role = { $role ->
    [winner] Sieger
    [active] am Zug
    [deciding] entscheidet
    [you] du
    [leads] führt
   *[first] Startspieler
}
earth-board-final-score = Endwertung: { $prestige } Prestige
earth-board-final-score-claimed = Endwertung: { $prestige } Prestige, davon { $bonus } für { $directives }
earth-board-worth = Jetzt { $prestige } Prestige wert (ohne Gesellschaftsziele)
earth-board-from = { $what ->
    [coins] { $value } aus Münzen
    [culture] { $value } aus Kultur
    [prosperity] { $value } aus Wohlstand
   *[directives] { $value } aus Gesellschaftszielen
}
earth-board-from-short = { $what ->
    [coins] Münzen { $value }
    [culture] Kultur { $value }
    [prosperity] Wohlstand { $value }
   *[directives] Ziele { $value }
}
earth-board-prestige-from = Prestige aus { $parts }
earth-board-players = { $count } Spieler
earth-board-your-city = Deine Stadt
earth-board-city = Stadt von { $seat }
earth-board-city-facts = { $resources } · { $over ->
    [true] Endwertung: { $prestige } Prestige
   *[false] jetzt { $prestige } Prestige
}

## Gesellschaftsziele (Social Directives).

earth-board-directive-goal = { $kind ->
    [colour] meiste einer Farbe
    [tallest] höchster Stapel
    [built] meiste gebaute
    [culture] meiste Kultur
    [prosperity] meister Wohlstand
    [coins] meiste Münzen
   *[layered] meiste Stapel ab 2
}
earth-board-claimed-by = erhalten von { $seat } (+{ $prestige } Prestige)
earth-board-claimed-by-nobody = von niemandem erhalten (Gleichstand)
earth-board-leads = { $count ->
    [one] { $seats } führt
   *[other] { $seats } führen
}
earth-board-tied-now = Gleichstand: Niemand würde es jetzt erhalten
earth-board-directive-line = { $name } ({ $text }): { $leader }
earth-board-solo = Solospiel: keine Gesellschaftsziele; die Prestige-Stufen sind { $bands }.
earth-board-band = { $low } „{ $band }“

## Wer am Zug ist und was zu tun ist.

earth-board-status-over = Spiel vorbei.
earth-board-status-solo-band = Spiel vorbei: { $seat } endet mit { $prestige } Prestige: „{ $band }“!
earth-board-status-solo-short = Spiel vorbei: { $seat } endet mit { $prestige } Prestige und verfehlt die { $lowest }, mit denen man gerade so durchkommt.
earth-board-status-win = Spiel vorbei: { $seat } gewinnt mit { $prestige } Prestige.
earth-board-status-shared = Spiel vorbei: { $seats } teilen sich den Sieg mit je { $prestige } Prestige.
earth-board-status-salvage = { $seat } ist am Zug: ein Plättchen bergen, auf dem nichts liegt ({ $count } zur Wahl).
earth-board-status-bonus = { $seat } hat „{ $tile }“ geborgen und darf den Bergungsbonus nutzen.
earth-board-status-bonus-none = { $seat } hat ein Plättchen geborgen und darf den Bergungsbonus nutzen.
earth-board-status-gas = { $count ->
    [0] Eine Gasblase ist explodiert! Alle wählen: { $what }.
    [one] Eine Gasblase ist explodiert! { $seats } wählt: { $what }.
   *[other] Eine Gasblase ist explodiert! { $seats } wählen: { $what }.
}
earth-board-status-income-none = { $lane ->
    [blue] Einkommen aus der blauen Reihe.
    [green] Einkommen aus der grünen Reihe.
    [red] Einkommen aus der roten Reihe.
   *[other] Einkommen aus der aktivierten Reihe.
}
earth-board-status-income = { $lane ->
    [blue] Einkommen aus der blauen Reihe: { $seats } { $count ->
        [one] entscheidet
       *[other] entscheiden
    }, wie die Plättchen genutzt werden.
    [green] Einkommen aus der grünen Reihe: { $seats } { $count ->
        [one] entscheidet
       *[other] entscheiden
    }, wie die Plättchen genutzt werden.
    [red] Einkommen aus der roten Reihe: { $seats } { $count ->
        [one] entscheidet
       *[other] entscheiden
    }, wie die Plättchen genutzt werden.
   *[other] Einkommen aus der aktivierten Reihe: { $seats } { $count ->
        [one] entscheidet
       *[other] entscheiden
    }, wie die Plättchen genutzt werden.
}
earth-board-status-build = { $points ->
    [one] { $seat } baut: noch { $points } Baupunkt zum Bauen, Verschrotten oder Fertigen.
   *[other] { $seat } baut: noch { $points } Baupunkte zum Bauen, Verschrotten oder Fertigen.
}
earth-board-status-decides = { $seat } entscheidet.
earth-board-headline-over = Spiel vorbei
earth-board-headline-solo-band = { $seat }: { $prestige } Prestige, „{ $band }“!
earth-board-headline-solo-short = { $seat }: { $prestige } Prestige, keine Stufe erreicht
earth-board-headline-win = { $seat } gewinnt mit { $prestige } Prestige!
earth-board-headline-shared = { $seats } teilen sich den Sieg mit { $prestige } Prestige!
earth-board-headline-salvage = { $seat }: ein Plättchen bergen
earth-board-headline-bonus = { $seat }: Bonus von „{ $tile }“ nutzen?
earth-board-headline-bonus-none = { $seat }: Bergungsbonus nutzen?
earth-board-headline-gas = { $coins ->
    [one] Gasblase explodiert! { $who }: { $coins } Münze zahlen oder abwerfen
   *[other] Gasblase explodiert! { $who }: { $coins } Münzen zahlen oder abwerfen
}
earth-board-headline-gas-any = Gasblase explodiert! { $who }: zahlen oder abwerfen
earth-board-headline-income-none = { $lane ->
    [blue] Einkommen der blauen Reihe
    [green] Einkommen der grünen Reihe
    [red] Einkommen der roten Reihe
   *[other] Einkommen der Reihe
}
earth-board-headline-income = { $lane ->
    [blue] Einkommen der blauen Reihe: { $who } { $count ->
        [one] wählt
       *[other] wählen
    }
    [green] Einkommen der grünen Reihe: { $who } { $count ->
        [one] wählt
       *[other] wählen
    }
    [red] Einkommen der roten Reihe: { $who } { $count ->
        [one] wählt
       *[other] wählen
    }
   *[other] Einkommen: { $who } { $count ->
        [one] wählt
       *[other] wählen
    }
}
earth-board-headline-build = { $points ->
    [one] { $seat }: bauen (noch { $points } Baupunkt)
   *[other] { $seat }: bauen (noch { $points } Baupunkte)
}
earth-board-headline-decides = { $seat } entscheidet
earth-board-subline-over = { $turns ->
    [one] Prestige unten · nach { $turns } Zug
   *[other] Prestige unten · nach { $turns } Zügen
}
earth-board-subline = Zug { $turn } · noch { $count } Plättchen
earth-board-subline-next = Zug { $turn } · noch { $count } Plättchen · als Nächstes: { $seat }
earth-board-subline-last = Zug { $turn } · Die Erde ist leer: letzter Zug
earth-board-draft = Bisher gewählt: { $steps }
earth-board-this-turn = Dieser Zug: { $facts }.
earth-board-turn-salvaged = „{ $tile }“ geborgen
earth-board-turn-lane-next = { $lane ->
    [blue] die blaue Reihe bringt als Nächstes Einkommen
    [green] die grüne Reihe bringt als Nächstes Einkommen
   *[red] die rote Reihe bringt als Nächstes Einkommen
}
earth-board-turn-lane-was = { $lane ->
    [blue] die blaue Reihe wurde aktiviert
    [green] die grüne Reihe wurde aktiviert
   *[red] die rote Reihe wurde aktiviert
}
earth-board-turn-lane-is = { $lane ->
    [blue] die blaue Reihe ist aktiviert
    [green] die grüne Reihe ist aktiviert
   *[red] die rote Reihe ist aktiviert
}
earth-board-turn-points = { $points ->
    [one] noch { $points } Baupunkt
   *[other] noch { $points } Baupunkte
}

## Terminal und Embed.

earth-board-terminal-title = As The Earth Crumbles. { $phase }.
earth-board-take = { $tile } [nehmen]
earth-board-row = Zeile { $row }: { $cells }
earth-board-layer = { $where ->
    [top] Ebene { $layer } (oben): { $rows }
    [bottom] Ebene { $layer } (unten): { $rows }
   *[middle] Ebene { $layer }: { $rows }
}
earth-board-takeable = { $coins ->
    [one] { $tile }: { $text }; Bau kostet { $coins } Münze
   *[other] { $tile }: { $text }; Bau kostet { $coins } Münzen
}
earth-board-more = { $what ->
    [tile]
        { $count ->
            [one] … und { $count } weiteres Plättchen
           *[other] … und { $count } weitere Plättchen
        }
    [line] { $count ->
        [one] … und { $count } weitere Zeile
       *[other] … und { $count } weitere Zeilen
    }
   *[directive] { $count ->
        [one] … und { $count } weiteres Ziel
       *[other] … und { $count } weitere Ziele
    }
}
earth-board-exploding = Explodiert: eine Gasblase ({ $what }).
earth-board-earth-head = Die Erde, oberste Ebene zuerst ([nehmen]: kann jetzt geborgen werden):
earth-board-salvageable = Kann jetzt geborgen werden:
earth-board-directives-head = Gesellschaftsziele:
earth-board-players-head = Spieler:
earth-board-exploding-embed = 💥 Explodierende Gasblase: { $what }.
earth-board-on-top = Jetzt oben: { $tiles }
earth-board-earth-field = Die Erde (noch { $count } Plättchen)
earth-board-directive-embed = **{ $name }**: { $text }. { $leader }.
earth-board-directives = Gesellschaftsziele
earth-board-solo-scoring = Solowertung
earth-board-discard-field = Ablagestapel ({ $count } Plättchen)
earth-board-footer = { $phase } · { $colours }
earth-board-footer-colour = { $symbol } { $colour ->
    [blue] Blau
    [green] Grün
   *[red] Rot
}
earth-board-embed-site = { $count ->
    [one] { $site }: { $tile }
   *[other] { $site }: { $tile } ×{ $count }
}
earth-board-embed-site-empty = { $coins ->
    [0] { $site }: leer
    [one] { $site }: leer (bringt { $coins } Münze)
   *[other] { $site }: leer (bringt { $coins } Münzen)
}
earth-board-discard-newest = Neueste zuerst: { $tiles }.
earth-board-discard-newest-more =
    { $more ->
        [one] Neueste zuerst: { $tiles } und { $more } älteres Plättchen.
       *[other] Neueste zuerst: { $tiles } und { $more } ältere Plättchen.
    }
earth-board-empty-field = Leer.

## Das Bild.

earth-board-salvage-these = Eines davon bergen
earth-board-uncovered = Frei auf der Erde
earth-board-on-earth = { $shown } von { $left } auf der Erde
earth-board-column = { $column ->
    [coins] Münzen
    [culture] Kultur
    [prosperity] Wohlstand
   *[prestige] Prestige
}
earth-board-deciding-too = wählt auch
earth-board-table-head = { $over ->
    [true] Endwertung
   *[false] Spieler
}
earth-board-tag-wins = SIEGT
earth-board-tag-you = DU
earth-board-solo-head = Solo: keine Gesellschaftsziele; die Stufen
earth-board-band-reached = { $band }: erreicht
earth-board-directives-picture = { $over ->
    [true] Gesellschaftsziele, vergeben
   *[false] Gesellschaftsziele: je { $prestige } Prestige
}
earth-board-nobody-tie = niemand: Gleichstand
earth-board-picture-leads = { $seat } führt
earth-board-tied = Gleichstand

## Der Alternativtext.

earth-board-alt-title = Spielplan von As The Earth Crumbles. { $status }
earth-board-alt-tile = { $coins ->
    [one] { $tile } ({ $text }; kostet { $coins } Münze)
   *[other] { $tile } ({ $text }; kostet { $coins } Münzen)
}
earth-board-alt-exploding = die explodierende Gasblase ({ $what })
earth-board-alt-tiles = { $salvage ->
    [true] Kann jetzt geborgen werden: { $tiles }.
   *[false] Frei auf der Erde: { $tiles }.
}
earth-board-alt-tiles-counted = { $salvage ->
    [true] Kann jetzt geborgen werden: { $count } Plättchen, { $colours }.
   *[false] Frei auf der Erde: { $count } Plättchen, { $colours }.
}
earth-board-alt-count = { $colour ->
    [blue] { $count } blau
    [green] { $count } grün
    [red] { $count } rot
   *[other] { $count } Gasblase
}
earth-board-alt-lane = { $note ->
    [now] { $lane } (bringt gerade Einkommen): { $sites }
    [next] { $lane } (bringt als Nächstes Einkommen): { $sites }
   *[none] { $lane }: { $sites }
}
earth-board-alt-city = { $whose }: { $lanes }.
earth-board-alt-player-over = { $label }: { $prestige } Prestige.
earth-board-alt-player-over-detail = { $label }: { $prestige } Prestige, { $breakdown }.
earth-board-alt-player-now = { $label }: jetzt { $prestige } Prestige.
earth-board-alt-player = { $coins ->
    [one] { $label }: { $coins } Münze, { $culture } Kultur, { $prosperity } Wohlstand, jetzt { $prestige } Prestige.
   *[other] { $label }: { $coins } Münzen, { $culture } Kultur, { $prosperity } Wohlstand, jetzt { $prestige } Prestige.
}
earth-board-alt-directive = { $title } ({ $goal }): { $leader }
earth-board-alt-directive-short = { $title }: { $leader }
earth-board-alt-directives = { $over ->
    [true] Vergebene Gesellschaftsziele: { $parts }.
   *[false] Gesellschaftsziele, je { $prestige } Prestige: { $parts }.
}
earth-board-alt-lasted = { $turns ->
    [one] Das Spiel dauerte { $turns } Zug.
   *[other] Das Spiel dauerte { $turns } Züge.
}
earth-board-alt-facts = Zug { $turn }, noch { $count } Plättchen auf der Erde.
earth-board-alt-facts-next = Zug { $turn }, noch { $count } Plättchen auf der Erde, als Nächstes ist { $seat } dran.
earth-board-alt-facts-last = Zug { $turn }, die Erde ist leer: Dies ist der letzte Zug.
earth-board-alt-discard-count = Ablagestapel: { $count } Plättchen.
earth-board-alt-earth = Die Erde: noch { $count } Plättchen; { $gone }
earth-board-alt-exploding-tile = { $tile }, explodiert
earth-board-alt-uncovered = frei: { $tiles }
earth-board-alt-covered = verdeckt: { $tiles }
earth-board-alt-covered-count = { $count } Plättchen verdeckt
earth-board-alt-layer = Ebene { $layer }, { $said }.
earth-board-alt-city-facts = { $whose }: { $resources }, { $over ->
    [true] Endwertung { $prestige } Prestige
   *[false] jetzt { $prestige } Prestige
}.
earth-board-alt-leads = Führt bei { $directives }.
earth-board-alt-beneath = { $site }, darunter: { $tiles }
earth-board-alt-lane-sites = { $lane }: { $sites }.
earth-board-alt-discard = Der Ablagestapel, { $count } Plättchen, neueste zuerst: { $tiles }.

## Die Nahansichten: ihre Schaltflächen (höchstens 80 Zeichen mit einem 12 Zeichen langen Namen) und Bilder.

earth-board-show-earth = Erde zeigen
earth-board-show-my-city = Meine Stadt zeigen
earth-board-show-city = Stadt von { $seat } zeigen
earth-board-show-discard = Ablagestapel zeigen
earth-board-the-earth = Die Erde
earth-board-earth-left = Die Erde: noch { $count } Plättchen
earth-board-earth-note = { $salvage ->
    [true] Umrandet: Nichts liegt darauf, es kann also jetzt geborgen werden. Oberste Ebene zuerst; jedes Plättchen liegt auf den vier unter seinen Ecken.
   *[false] Umrandet: Nichts liegt darauf. Oberste Ebene zuerst; jedes Plättchen liegt auf den vier unter seinen Ecken.
}
earth-board-earth-layer = { $where ->
    [top] Ebene { $layer }, oben: noch { $left } von { $all }
    [bottom] Ebene { $layer }, unten: noch { $left } von { $all }
   *[middle] Ebene { $layer }: noch { $left } von { $all }
}
earth-board-leads-picture = Führt: { $directives }
earth-board-beneath = Darunter, von oben: { $tiles }
earth-board-the-discard = Der Ablagestapel
earth-board-discard-heading = Der Ablagestapel: { $count } Plättchen
earth-board-discard-note = Neueste zuerst. Fertige eines für 2 Baupunkte und seine Kosten.

## Der Name eines Plättchens ohne Farbe (das Bild zeigt die Farbe mit Symbol und Füllung).
# Ein weiches Trennzeichen (U+00AD) zeigt, wo ein langes Wort in der schmalen Nahansicht der Erde umbrechen darf.

earth-board-name-a-b1 = Gießerei
earth-board-name-a-b2 = Gildenhaus
earth-board-name-a-b3 = Stapel-­Münzstätte
earth-board-name-a-b4 = Theater
earth-board-name-a-b5 = Museum
earth-board-name-a-b6 = Terrassen­gärten
earth-board-name-a-b7 = Börse
earth-board-name-a-g1 = Gießerei
earth-board-name-a-g2 = Gildenhaus
earth-board-name-a-g3 = Stapel-­Münzstätte
earth-board-name-a-g4 = Theater
earth-board-name-a-g5 = Museum
earth-board-name-a-g6 = Terrassen­gärten
earth-board-name-a-g7 = Börse
earth-board-name-a-r1 = Gießerei
earth-board-name-a-r2 = Gildenhaus
earth-board-name-a-r3 = Stapel-­Münzstätte
earth-board-name-a-r4 = Theater
earth-board-name-a-r5 = Museum
earth-board-name-a-r6 = Terrassen­gärten
earth-board-name-a-r7 = Börse
earth-board-name-a-b8 = Kulturfund
earth-board-name-a-g8 = Kulturfund
earth-board-name-a-g9 = Wohl­standsfund
earth-board-name-a-r8 = Wohl­standsfund
earth-board-name-a-b9 = Versetz­fund
earth-board-name-a-r9 = Versetz­fund
earth-board-name-a-r10 = Großbörse
earth-board-name-gp-1 = Gasblase
earth-board-name-gp-2 = Gasblase
earth-board-name-gp-3 = Gasblase
earth-board-name-gp-4 = Gasblase
earth-board-name-b-b1 = Münzfund
earth-board-name-b-g1 = Münzfund
earth-board-name-b-r1 = Münzfund
earth-board-name-b-b2 = Werkstatt
earth-board-name-b-g2 = Werkstatt
earth-board-name-b-b3 = Markt
earth-board-name-b-g3 = Markt
earth-board-name-b-r3 = Markt

## Die Gesellschaftsziele (Social Directives): Namen, was sie belohnen, und die Kurznamen der Farbziele.

earth-board-directive-sd1 = Farbmehrheit: Blau oder Grün
earth-board-directive-sd2 = Farbmehrheit: Grün oder Rot
earth-board-directive-sd3 = Farbmehrheit: Rot oder Blau
earth-board-directive-sd4 = Wolkenkratzer
earth-board-directive-sd5 = Zersiedelung
earth-board-directive-sd6 = Kunstmäzene
earth-board-directive-sd7 = Goldenes Zeitalter
earth-board-directive-sd8 = Schatzkammer
earth-board-directive-sd9 = Vielschichtige Stadt
earth-board-directive-text-sd1 = Die meisten sichtbaren Plättchen einer Farbe, Blau oder Grün
earth-board-directive-text-sd2 = Die meisten sichtbaren Plättchen einer Farbe, Grün oder Rot
earth-board-directive-text-sd3 = Die meisten sichtbaren Plättchen einer Farbe, Rot oder Blau
earth-board-directive-text-sd4 = Der höchste einzelne Stapel
earth-board-directive-text-sd5 = Die meisten gebauten Plättchen, verdeckte mitgezählt
earth-board-directive-text-sd6 = Die meiste Kultur
earth-board-directive-text-sd7 = Der meiste Wohlstand
earth-board-directive-text-sd8 = Die meisten Münzen
earth-board-directive-text-sd9 = Die meisten Bauplätze mit 2 oder mehr Plättchen
earth-board-directive-short-sd1 = Blau oder Grün
earth-board-directive-short-sd2 = Grün oder Rot
earth-board-directive-short-sd3 = Rot oder Blau

## Die Einträge der Spielanleitung (bot/catalogue/earthcrumbles/entries.py): jedes Plättchen, jede
## Gasblase, jedes Gesellschaftsziel und jede Reihe, dann die Regelbegriffe. Name und Fähigkeit eines
## Plättchens, Name und Ziel eines Gesellschaftsziels sind die des Spielplans (oben). $pile ist advanced
## oder basic; $colour, $lane, $one und $other sind blue, green oder red; $sites eine Liste von Bauplätzen.

earth-guide-tile = { $pile ->
    [advanced] Expertenplättchen
   *[basic] Basisplättchen
}: { $copies }. { $cost } { $ability }{ $stack ->
    [true] {" "}Stapel-Multiplikator: Bei einem Stapel aus 3 Plättchen darf es bis zu 3-mal Einkommen erzeugen, und so weiter; du wählst, wie oft, und bezahlst jeden Kauf einzeln.
   *[false] {""}
} { $note }
# Die Exemplare eines Plättchens in einer Farbe, aufgezählt: „einmal Blau, einmal Grün und einmal Rot“.
earth-guide-copies = { $count ->
    [1] einmal
    [2] zweimal
    [3] dreimal
    [4] viermal
   *[other] { $count }-mal
} { $colour ->
    [blue] Blau
    [green] Grün
   *[red] Rot
}
earth-guide-cost = { $coins ->
    [one] Baukosten: { $coins } Münze.
   *[other] Baukosten: { $coins } Münzen.
}
# Wo die Farben eines Plättchens Verschiedenes kosten: jede mit ihrem Namen.
earth-guide-costs = Baukosten: { $costs }.
earth-guide-cost-of = { $coins ->
    [one] „{ $tile }“ { $coins } Münze
   *[other] „{ $tile }“ { $coins } Münzen
}
# Wo die Fähigkeiten der Farben verschieden sind: jede mit ihrem Namen, je ein Satz.
earth-guide-tile-ability = „{ $tile }“ — { $text }.
earth-guide-note-gives = Steht die Option Einkommen auf automatisch, wird das Einkommen vollständig für dich eingesammelt.
earth-guide-note-per-colour = Nur das oberste Plättchen jedes deiner Bauplätze zählt. Steht die Option Einkommen auf automatisch, wird das Einkommen vollständig für dich eingesammelt.
earth-guide-note-buying = Kaufen ist freiwillig: Du wählst, wie viel, und darfst ausgeben, was du vorher im selben Einkommensschritt erhalten hast. Auch wenn die Option Einkommen auf automatisch steht, wirst du gefragt, sobald du es dir leisten kannst.
earth-guide-note-taken = Der Bergungsbonus ist freiwillig; steht die Option Einkommen auf automatisch, wird er für dich genommen. Das Fundplättchen erzeugt nie Einkommen, zählt aber, einmal gebaut, als Plättchen seiner Farbe und macht seinen Stapel höher.
earth-guide-note-prosperity-pickup = Das abgeworfene Plättchen kommt auf den Ablagestapel, und das Plättchen darunter, falls vorhanden, ist wieder sichtbar. Ohne gebautes Plättchen erhältst du nichts. Das Fundplättchen selbst erzeugt nie Einkommen, zählt aber, einmal gebaut, als Plättchen seiner Farbe und macht seinen Stapel höher.
earth-guide-note-move-pickup = Freiwillig. Das Plättchen kommt auf einen leeren Bauplatz oder oben auf einen anderen Stapel, nie darunter. Das Fundplättchen selbst erzeugt nie Einkommen, zählt aber, einmal gebaut, als Plättchen seiner Farbe und macht seinen Stapel höher.
earth-guide-gas-name = { $coins ->
    [one] Gasblase ({ $coins } Münze)
   *[other] Gasblase ({ $coins } Münzen)
}
earth-guide-gas = { $count ->
    [one] Eine der { $total } Gasblasen, farblos, unter den Expertenplättchen; sie kann nie geborgen werden.
   *[other] { $count } der { $total } Gasblasen, farblos, unter den Expertenplättchen; sie können nie geborgen werden.
} { $ability }. Der Spieler, der am Zug ist, wirft sie wie eine Münze, sobald kein Plättchen mehr auf ihr liegt: Bei Zahnrädern passiert nichts. Bei einer Explosion wählt jeder Spieler mit einem gebauten Plättchen, der Werfende eingeschlossen, ob er zahlt oder abwirft; wer nicht zahlen kann, muss abwerfen. In beiden Fällen verlässt sie danach das Spiel und kommt nie auf den Ablagestapel. Die Gasblasen verlangen { $prices } Münzen.
earth-guide-directive = Gesellschaftsziel. { $text }. { $count } Am Spielende geht es an den einen Spieler, der am meisten hat, für { $prestige } Prestige; liegen mehrere beim Höchstwert gleichauf, erhält es niemand. { $drawn } der { $total } werden für jede Partie gezogen, im Solospiel keines.
earth-guide-count-colour = Zähle deine sichtbaren Plättchen (das oberste Plättchen jedes Bauplatzes) in jeder der beiden Farben und nimm die höhere Zahl: Fünf sichtbare { $one ->
    [blue] blaue
    [green] grüne
   *[red] rote
} Plättchen schlagen vier sichtbare { $other ->
    [blue] blaue
    [green] grüne
   *[red] rote
}.
earth-guide-count-tallest = Zähle die Plättchen deines höchsten Stapels, verdeckte mitgezählt.
earth-guide-count-built = Plättchen in deiner Reserve zählen nicht.
earth-guide-count-culture = Gezählt wird am Ende, bevor die Kultur zu Prestige wird.
earth-guide-count-prosperity = Gezählt wird am Ende, bevor der Wohlstand zu Prestige wird.
earth-guide-count-coins = Gezählt wird am Ende, bevor die Münzen zu Prestige werden.
earth-guide-count-layered = Ein Bauplatz zählt einmal, egal wie hoch sein Stapel ist.
earth-guide-lane = { $count ->
    [one] Bauplatz
   *[other] Bauplätze
} { $sites } jedes Oberflächentableaus. Die Reihe wird aktiviert, wann immer ein { $lane ->
    [blue] blaues
    [green] grünes
   *[red] rotes
} Plättchen ({ $symbol }) geborgen wird, einmal für jedes der { $tiles } { $lane ->
    [blue] blauen
    [green] grünen
   *[red] roten
} Plättchen: Jeder Spieler, nicht nur der, der geborgen hat, erhält Einkommen von den sichtbaren Plättchen auf diesen Bauplätzen. { $printed } Jedes Plättchen darf dort gebaut werden, egal welche Farbe es hat.
# Was ein Bauplatz einer Reihe aufgedruckt hat, je ein Satz.
earth-guide-lane-prints = { $coins ->
    [0] Auf Bauplatz { $site } ist nichts aufgedruckt.
    [one] Auf Bauplatz { $site } ist { $coins } Münze aufgedruckt, ausgezahlt, solange kein Plättchen darauf liegt.
   *[other] Auf Bauplatz { $site } sind { $coins } Münzen aufgedruckt, ausgezahlt, solange kein Plättchen darauf liegt.
}
earth-guide-site = Bauplatz { $site }

## Die Regelbegriffe: ein Name, seine anderen Namen (-alias-<n>: eine Sprache mit weniger darf ihren Namen wiederholen), ein Text.

earth-guide-rule-earth = Erde
earth-guide-rule-alias-earth-1 = Pyramide
earth-guide-rule-text-earth = Die Pyramide aus allen { $tiles } Plättchen, offen ausgelegt: die { $advanced } Expertenplättchen (darunter { $gas ->
    [one] { $gas } Gasblase
   *[other] { $gas } Gasblasen
}) in den beiden unteren Ebenen, die { $basic } Basisplättchen in den beiden oberen. Jedes Plättchen einer oberen Ebene bedeckt die Ecken von vier Plättchen darunter. Ein Plättchen kann geborgen werden, sobald auf keiner seiner Ecken mehr ein Plättchen liegt; zu Beginn geht das nur bei den Plättchen der obersten Ebene. Das Spiel endet nach dem Zug, in dem ihr letztes Plättchen genommen wird.
earth-guide-rule-board = Oberflächentableau
earth-guide-rule-alias-board-1 = Tableau
earth-guide-rule-alias-board-2 = Spielertableau
earth-guide-rule-text-board = Das Tableau jedes Spielers mit { $sites } Bauplätzen, nummeriert von 1 bis { $sites }, auf denen du baust. Die Bauplätze { $lanes }. { $printed }, ausgezahlt, wenn ihre Reihe aktiviert wird, solange kein Plättchen darauf liegt. Ein Plättchen kommt auf einen leeren Bauplatz oder oben auf einen Stapel, nie darunter; nur das oberste Plättchen eines Stapels ist sichtbar und erzeugt Einkommen.
# Die Bauplätze jeder Reihe, aufgezählt: „1 und 2 bilden die blaue Reihe, 3 und 4 die grüne Reihe und 5 und 6 die rote Reihe“.
earth-guide-board-lane = { $first ->
    [true] { $sites } bilden die { $lane ->
        [blue] blaue Reihe
        [green] grüne Reihe
       *[red] rote Reihe
    }
   *[false] { $sites } die { $lane ->
        [blue] blaue Reihe
        [green] grüne Reihe
       *[red] rote Reihe
    }
}
earth-guide-board-printed = { $count ->
    [one] Auf Bauplatz { $sites } { $coins ->
        [one] ist { $coins } Münze
       *[other] sind { $coins } Münzen
    } aufgedruckt
   *[other] Auf den Bauplätzen { $sites } { $coins ->
        [one] ist { $coins } Münze
       *[other] sind { $coins } Münzen
    } aufgedruckt
}
earth-guide-rule-build = Baupunkte
earth-guide-rule-alias-build-1 = Bauen
earth-guide-rule-alias-build-2 = Verschrotten
earth-guide-rule-alias-build-3 = Fertigen
earth-guide-rule-text-build = Du erhältst in jedem Zug { $points ->
    [one] { $points } Baupunkt
   *[other] { $points } Baupunkte
}; was du nicht ausgibst, verfällt. Bauen ({ $build ->
    [one] { $build } Baupunkt
   *[other] { $build } Baupunkte
}): Zahle die Baukosten eines Plättchens aus deiner Reserve und lege es auf einen deiner Bauplätze. Verschrotten ({ $scrap ->
    [one] { $scrap } Baupunkt
   *[other] { $scrap } Baupunkte
}): Wirf ein Plättchen aus deiner Reserve ab und erhalte { $coins ->
    [one] { $coins } Münze
   *[other] { $coins } Münzen
}. Fertigen ({ $fabricate ->
    [one] { $fabricate } Baupunkt
   *[other] { $fabricate } Baupunkte
}): Baue ein Plättchen vom Ablagestapel und zahle dabei seine Baukosten.
earth-guide-rule-stack = Stapel-Multiplikator
earth-guide-rule-alias-stack-1 = Stapel
earth-guide-rule-text-stack = Ein Symbol auf manchen Plättchen: Wird die Reihe seines Bauplatzes aktiviert, darf das Plättchen bis zu so oft Einkommen erzeugen, wie sein Stapel Plättchen hat, es selbst eingeschlossen. Du wählst, wie oft, und bezahlst jeden Kauf einzeln.
earth-guide-rule-bonus = Bergungsbonus
earth-guide-rule-alias-bonus-1 = Fundplättchen
earth-guide-rule-alias-bonus-2 = Bonus
earth-guide-rule-text-bonus = Was ein Fundplättchen (Münz-, Kultur-, Wohlstands- oder Versetzfund) tut, wenn du es birgst, bevor eine Gasblase geworfen wird. Der Bonus ist freiwillig. Fundplättchen erzeugen nie Einkommen.
earth-guide-rule-reserve = Reserve
earth-guide-rule-text-reserve = Deine geborgenen Plättchen, die darauf warten, gebaut zu werden, offen neben deinem Tableau. Sie hat keine Obergrenze; ihre Plättchen zählen nichts. Verschrotte eines für { $coins ->
    [one] { $coins } Münze
   *[other] { $coins } Münzen
}.
earth-guide-rule-discard = Ablagestapel
earth-guide-rule-alias-discard-1 = Ablage
earth-guide-rule-text-discard = Ein offener Stapel für alle: verschrottete Plättchen und Plättchen, die durch Wohlstandsfunde und Gasexplosionen verloren gingen. Jeder darf in seinem Zug daraus fertigen. Gasblasen kommen nie dorthin.
earth-guide-rule-prestige = Prestige
earth-guide-rule-alias-prestige-1 = Wertung
earth-guide-rule-alias-prestige-2 = Gleichstand
earth-guide-rule-text-prestige = Am Ende ergeben { $coins } Münzen 1 Prestige (übrige Münzen zählen nichts), 1 Kultur ergibt 1 Prestige, 1 Wohlstand { $prosperity } Prestige und jedes errungene Gesellschaftsziel { $directive } Prestige. Das meiste Prestige gewinnt; bei Gleichstand entscheidet der meiste Wohlstand, dann die meiste Kultur, dann die meisten Münzen, und wer dann noch gleichauf liegt, teilt sich den Sieg.
