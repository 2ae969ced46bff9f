# SLITHER: Karten, Spielverlauf, Schaltflächen und Ablehnungen (docs/localisation.md). Die Felder
# heißen wie gedruckt (12, C, β1). Die Namen der Spieler werden danach eingesetzt.

## Die Fähigkeitskarten und die Glieder der Schlange.

slither-card-strike = Zustoßen
slither-card-gulp = Verschlingen
slither-card-venom = Gift
slither-card-shed-skin = Häutung
slither-card-long-leap = Weitsprung
slither-card-croak = Quaken
slither-card-ripple = Kräuseln
slither-card-lily-hop = Blatthüpfer
slither-card-patch-up = Flicken
slither-card-tongue-lash = Zungenschlag
slither-card-hide-in-reeds = Im Schilf versteckt
slither-card-bellow = Brüllen
slither-segment = { $kind ->
    [head] Kopf
    [tail] Schwanz
   *[middle] Mitte { $number }
}
slither-role-snake = die Schlange
slither-role-frog = ein Frosch
slither-cause-reveal = Aufdecken ({ $seats })
slither-cause-lash = Zungenschlag von { $seat }

## Der Spielverlauf.

slither-log-snake = { $tiles ->
    [one] { $snake } ist die Schlange und legt { $tiles } Plättchen.
   *[other] { $snake } ist die Schlange und legt { $tiles } Plättchen.
}
slither-log-lay = { $snake } legt Plättchen { $number } ({ $hexes }) neben { $near }.
slither-log-you-put = Du legst { $hex } als { $segment }.
slither-log-grow = { $cards ->
    [one] { $snake } legt einen Pfad aus { $cards } Karte, verdeckt.
   *[other] { $snake } legt einen Pfad aus { $cards } Karten, verdeckt.
}
slither-log-last-round = Runde { $round } war die letzte, und die Schlange ist noch frei: { $snake }, die Schlange, gewinnt!
slither-log-reshuffle = Der Froschstapel wird aus dem Ablagestapel neu gemischt.
slither-log-frog-draws = { $seat } zieht { $card }.
slither-log-round = Runde { $round }: Die Frösche ziehen.
slither-log-damage = { $cause ->
    [venom] Gift fällt vom Schwanz und beschädigt { $building }: { $pads ->
            [one] { $pads } Seerosenblatt übrig.
           *[other] { $pads } Seerosenblätter übrig.
        }
   *[strike] Zustoßen beschädigt { $building }: { $pads ->
            [one] { $pads } Seerosenblatt übrig.
           *[other] { $pads } Seerosenblätter übrig.
        }
}
slither-log-last-pad = Das letzte Seerosenblatt ist weg: { $snake }, die Schlange, gewinnt!
slither-log-flip = { $already ->
    [true] { $cause }: { $hex } ist { $segment } der Schlange, schon aufgedeckt.
   *[false] { $cause }: { $hex } ist { $segment } der Schlange, jetzt aufgedeckt.
}
slither-log-start = { $seat } beginnt auf { $hex }.
slither-log-return = { $seat } kommt auf { $hex } zurück und zieht nicht.
slither-log-ripple = { $near ->
    [true] { $seat } nutzt Kräuseln: Ist der Kopf höchstens 2 Felder von { $hex } entfernt? Ja.
   *[false] { $seat } nutzt Kräuseln: Ist der Kopf höchstens 2 Felder von { $hex } entfernt? Nein.
}
slither-log-bellow = { $seat } nutzt Brüllen: Die Schlange darf beim nächsten Zug keine Fähigkeitskarte spielen.
slither-log-patch = { $pads ->
    [one] { $seat } nutzt Flicken: { $hex } hat { $pads } Seerosenblatt.
   *[other] { $seat } nutzt Flicken: { $hex } hat { $pads } Seerosenblätter.
}
slither-log-move = { $how ->
    [hop] { $seat } hüpft über Seerosenblätter nach { $hex }.
    [leap] { $seat } nutzt Weitsprung nach { $hex }.
    [lilyhop] { $seat } nutzt Blatthüpfer nach { $hex }.
   *[move] { $seat } zieht nach { $hex }.
}
slither-log-reveal-nothing = Aufdecken: Kein Frosch steht auf einem Zahlenfeld.
slither-log-not-in-path = { $cause }: Die Schlange zeigt { $hex } aus ihrer Hand; es liegt nicht im Pfad.
slither-log-lash-missed = Der Zungenschlag von { $seat } findet dort keinen Kopf.
slither-log-tail-falls = { $shown ->
    [true] Die Schlange zieht: Die Schwanzkarte ({ $hex }) fällt vom Pfad.
   *[false] Die Schlange zieht: Die Schwanzkarte fällt vom Pfad.
}
slither-log-venom-miss = Gift fällt vom Schwanz, neben keinem Gebäude mit Seerosenblättern.
slither-log-shift = Die Schlange zieht: Jede Karte rückt ein Glied zum Schwanz.
slither-log-cornered = Die Schlange ist in die Enge getrieben: Kein Ort neben ihrem Kopf ist frei.
slither-log-your-head = Dein neuer Kopf ist { $hex }.
slither-log-head = Die Schlange legt einen neuen Kopf, verdeckt.
slither-log-head-card = Die Schlange legt einen neuen Kopf und { $card } darauf.
slither-log-strike-miss = Zustoßen: Kein Gebäude mit Seerosenblättern liegt neben dem Kopf.
slither-log-shed = Häutung: { $hex } ({ $segment }) wird wieder verdeckt.
slither-log-hide = { $seat } versteckt sich im Schilf und wird nicht verschlungen.
slither-log-gulp = Verschlingen: { $seat } wird verschlungen und wirft seine Froschkarte ab.
slither-log-gulp-nothing = Verschlingen: Kein Frosch stand auf dem Kopf.
slither-log-found-twice = Die Schlange ist zum zweiten Mal entdeckt: Die Frösche gewinnen!
slither-log-found-out = Die Schlange ist entdeckt! Sie wird vertrieben und muss sich neu verstecken.
slither-log-draw-tile = { $snake } zieht Plättchen { $number } zum Legen.
slither-result-snake = { $free ->
    [true] { $snake }, die Schlange, gewinnt: Sie war nach Runde { $round } noch frei, hat { $gone ->
            [0] keines
           *[other] { $gone }
        } der { $total } Seerosenblätter entfernt, und { $found ->
            [0] die Frösche haben sie nie entdeckt
            [1] die Frösche haben sie einmal entdeckt
           *[other] die Frösche haben sie { $found }-mal entdeckt
        }. Punkte: entfernte Seerosenblätter für die Schlange, wie oft die Schlange entdeckt wurde für jeden Frosch.
   *[false] { $snake }, die Schlange, gewinnt: Alle { $total } Seerosenblätter sind weg, und { $found ->
            [0] die Frösche haben sie nie entdeckt
            [1] die Frösche haben sie einmal entdeckt
           *[other] die Frösche haben sie { $found }-mal entdeckt
        }. Punkte: entfernte Seerosenblätter für die Schlange, wie oft die Schlange entdeckt wurde für jeden Frosch.
}
slither-result-frogs = { $count ->
    [one] { $frogs } gewinnt: Der Frosch hat die Schlange zweimal entdeckt, und sie hat { $gone ->
            [0] keines
           *[other] { $gone }
        } der { $total } Seerosenblätter entfernt. Punkte: entfernte Seerosenblätter für die Schlange, wie oft die Schlange entdeckt wurde für jeden Frosch.
   *[other] { $frogs } gewinnen: Die Frösche haben die Schlange zweimal entdeckt, und sie hat { $gone ->
            [0] keines
           *[other] { $gone }
        } der { $total } Seerosenblätter entfernt. Punkte: entfernte Seerosenblätter für die Schlange, wie oft die Schlange entdeckt wurde für jeden Frosch.
}

## Die Schaltflächen: höchstens 80 Zeichen mit 12 Zeichen langen Namen.

slither-move-cornered = { $move } (danach kein Zug mehr)
slither-move-group = Plätze { $first }–{ $last }
slither-move-spot = Platz { $letter }, neben { $near }
slither-move-spot-id = Platz { $spot }
slither-move-low-at = Kleinste Zahl bei { $spot }
slither-move-low = { $first } auf dem Feld { $where ->
        [top] oben
        [bottom] unten
        [left] links
        [right] rechts
        [top-left] oben links
        [top-right] oben rechts
        [bottom-left] unten links
       *[bottom-right] unten rechts
    }, { $second } und { $third } im Uhrzeigersinn
slither-move-back = Zurück
slither-move-path = { $hex } als { $segment } legen
slither-move-start = Auf { $hex } beginnen
slither-move-move = Nach { $hex } ziehen
slither-move-hop = Über Seerosenblätter nach { $hex }
slither-move-leap = Weitsprung nach { $hex }
slither-move-lilyhop = Blatthüpfer nach { $hex }
slither-move-patch = Flicken: ein Seerosenblatt auf dieses Gebäude zurück
slither-move-ripple = Kräuseln: Ist der Kopf höchstens 2 Felder von mir entfernt?
slither-move-bellow = Brüllen: nächster Zug ohne Fähigkeitskarte der Schlange
slither-move-return = Auf { $hex } zurückkommen
slither-move-croak = Quaken: { $hex } ansagen
slither-move-lash = Zungenschlag: Bin ich auf dem Kopf, auch Mitte 1 aufdecken
slither-move-keep = Meine Karte behalten
slither-move-head = Neuer Kopf auf { $hex }
slither-move-shed = Häutung: { $hex } verdecken
slither-move-no-card = Keine Fähigkeitskarte
slither-move-play = { $flips ->
    [true] { $card } spielen (deckt den Kopf auf)
   *[false] { $card } spielen
}

## Ablehnungen.

slither-refuse-not-laying = Das ist kein Schritt beim Legen eines Plättchens.
slither-refuse-back = Es gibt nichts, wohin du zurückkannst.
slither-refuse-tile = Dorthin passt das Plättchen nicht: Wähle einen der Buchstabenplätze.
slither-refuse-grow = Diese Ortskarte kann den Pfad nicht verlängern: Sie muss in deiner Hand und neben der letzten Karte sein.
slither-refuse-head = Der neue Kopf muss eine Karte aus deiner Hand neben deinem vorigen Kopf sein.
slither-refuse-move = Das ist keine deiner Wahlen für diesen Zug.
slither-refuse-frog = Dein Frosch kann jetzt nicht dorthin.
slither-refuse-reveal = Das ist keine deiner Wahlen beim Aufdecken.
