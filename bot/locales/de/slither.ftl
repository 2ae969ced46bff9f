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
slither-log-gulp = Verschlingen: { $seat } wird verschlungen und wirft die eigene Froschkarte ab.
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
        }. Punkte: Die Schlange zählt die entfernten Seerosenblätter, jeder Frosch, wie oft die Schlange entdeckt wurde.
   *[false] { $snake }, die Schlange, gewinnt: Alle { $total } Seerosenblätter sind weg, und { $found ->
            [0] die Frösche haben sie nie entdeckt
            [1] die Frösche haben sie einmal entdeckt
           *[other] die Frösche haben sie { $found }-mal entdeckt
        }. Punkte: Die Schlange zählt die entfernten Seerosenblätter, jeder Frosch, wie oft die Schlange entdeckt wurde.
}
slither-result-frogs = { $count ->
    [one] { $frogs } gewinnt: Der Frosch hat die Schlange zweimal entdeckt, und sie hat { $gone ->
            [0] keines
           *[other] { $gone }
        } der { $total } Seerosenblätter entfernt. Punkte: Die Schlange zählt die entfernten Seerosenblätter, jeder Frosch, wie oft die Schlange entdeckt wurde.
   *[other] { $frogs } gewinnen: Die Frösche haben die Schlange zweimal entdeckt, und sie hat { $gone ->
            [0] keines
           *[other] { $gone }
        } der { $total } Seerosenblätter entfernt. Punkte: Die Schlange zählt die entfernten Seerosenblätter, jeder Frosch, wie oft die Schlange entdeckt wurde.
}

## Die Schaltflächen: höchstens 80 Zeichen mit 12 Zeichen langen Namen.

slither-move-cornered = { $move } (danach kein Zug mehr)
slither-move-cornered-short = { $move } (Sackgasse)
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

## Das Brett in Worten: Embed, Alternativtext und der Text im Terminal (bot/render/slither/).

# Die Felder heißen wie gedruckt; die Namen der Spieler stehen, wie sie sind. $when ist slither-board-round.
slither-board-off-board = außerhalb des Spielplans
slither-board-round = { $round ->
    [0] Aufbau
   *[other] { $last ->
        [0] Runde { $round }
       *[other] Runde { $round } von { $last }
    }
}
slither-board-phase = { $phase ->
    [place_tile] Die Schlange legt ein Plättchen
    [grow_path] Die Schlange verlängert ihren Pfad
    [place_frogs] Die Frösche wählen ihre Gebäude
    [frogs_move] Die Frösche ziehen
    [reveal] Aufdecken: Frösche dürfen ihre Karten nutzen
    [snake_move] Die Schlange zieht
   *[over] Spielende
}
slither-board-status = { $when }: { $doing }. Warten auf { $nobody ->
        [true] niemanden
       *[false] { $who }
    }.
slither-board-status-laying = { $when }: { $snake } legt Plättchen { $tile } ({ $low }-{ $high }): { $chosen ->
        [true] Welches Feld bekommt die { $low }?
       *[false] Ein Buchstabe markiert 3 Felder.
    }
slither-board-status-over = Spielende: { $result }
slither-board-won-snake = { $free ->
    [true] { $snake }, die Schlange, gewinnt: Sie war nach Runde { $round } noch frei, hat { $gone ->
            [0] keines
           *[other] { $gone }
        } der { $total } Seerosenblätter entfernt, und { $found ->
            [0] die Frösche haben sie nie entdeckt
            [1] die Frösche haben sie einmal entdeckt
           *[other] die Frösche haben sie { $found }-mal entdeckt
        }.
   *[false] { $snake }, die Schlange, gewinnt: Alle { $total } Seerosenblätter sind weg, und { $found ->
            [0] die Frösche haben sie nie entdeckt
            [1] die Frösche haben sie einmal entdeckt
           *[other] die Frösche haben sie { $found }-mal entdeckt
        }.
}
slither-board-won-frogs = { $frogs } { $count ->
        [one] gewinnt: Der Frosch hat
       *[other] gewinnen: Die Frösche haben
    } die Schlange zweimal entdeckt, und sie hat { $gone ->
        [0] keines
       *[other] { $gone }
    } der { $total } Seerosenblätter entfernt.
slither-board-subline = { $when } · entdeckt { $found }/{ $goal } · Seerosenblätter { $left }/{ $total }
slither-board-pads-on = { $hex }: { $pads }
slither-board-score = { $with_round ->
        [true] { $when }.{ " " }
       *[false] {""}
    }Die Frösche haben die Schlange { $found ->
        [0] noch nicht entdeckt
        [1] einmal entdeckt
        [2] zweimal entdeckt
       *[other] { $found }-mal entdeckt
    } (sie gewinnen bei { $goal }). { $left } von { $total } Seerosenblättern { $left ->
        [one] ist
       *[other] sind
    } übrig ({ $pads }).{ $last ->
        [0] {""}
       *[other] { " " }Die Schlange gewinnt, wenn sie nach Runde { $last } noch frei ist.
    }
slither-board-listed = { $items }
slither-board-semicolon = {"; "}
slither-board-sentence = { $text }.

# Der Pfad: $segment ist slither-segment, $card eine Fähigkeitskarte, $loc ein Feld.
slither-board-segment-text = { $segment }: { $state ->
        [down] { $loc } (verdeckt)
        [empty] —
        [hidden] ?
       *[seen] { $loc }
    }{ $with_card ->
        [true] { " " }+{ $card }
       *[false] {""}
    }
slither-board-path-growing = { $path }  (wird verlängert)
slither-board-segment-words = { $state ->
        [up] { $segment }: { $loc }, aufgedeckt
        [down] { $segment }: { $loc }, verdeckt
        [empty] { $segment } leer
        [seen] { $segment } aufgedeckt: { $loc }
       *[hidden] { $segment } verdeckt
    }{ $with_card ->
        [true] , mit { $card }
       *[false] {""}
    }
slither-board-snake-cards = Die Schlange hält { $hand ->
        [one] { $hand } Ortskarte
       *[other] { $hand } Ortskarten
    } und { $count ->
        [0] keine Fähigkeitskarte
        [one] die Fähigkeitskarte { $cards }
       *[other] die Fähigkeitskarten { $cards }
    }.{ $bellowed ->
        [true] { " " }Ein Frosch hat gebrüllt: Beim nächsten Zug keine Fähigkeitskarte.
       *[false] {""}
    }

# Die Frösche.
slither-board-frog-where = { $where ->
        [swallowed] verschlungen
        [nowhere] noch nicht aufgestellt
       *[on] auf { $hex }
    }
slither-board-frog-line = { $seat }: { $where }, { $with_card ->
        [true] hält { $card }
       *[false] keine Karte
    }{ $done ->
        [true] { " " }(fertig)
       *[false] {""}
    }
slither-board-bellowed = Ein Frosch hat gebrüllt: Die Schlange spielt bei ihrem nächsten Zug keine Fähigkeitskarte.
slither-board-no-card = { $swallowed ->
        [true] verschlungen, keine Karte
       *[false] keine Karte (zieht bei seinem nächsten Zug eine)
    }
slither-board-frog-no-card = { $who }: { $why }.
slither-board-frog-deck = Froschstapel: { $deck ->
        [one] { $deck } Karte
       *[other] { $deck } Karten
    }; Ablagestapel: { $discard ->
        [one] { $discard } Karte
       *[other] { $discard } Karten
    }.

# Ein Plättchen wird gelegt: $numbers seine Felder, $near die gelegten Felder neben einem Platz.
slither-board-laying = Plättchen { $tile } ({ $numbers }) wird gelegt.
slither-board-laying-chosen = Platz { $letter } gewählt (neben { $near }).
slither-board-laying-spot = Platz { $letter } { $shape } neben { $near }

# Was die Frösche wissen (unsere D20). $inline: der Hinweis steht nach einem Doppelpunkt, in einer Reihe.
slither-board-clue-where = { $kind ->
        [near] höchstens 2 Felder von { $hex } entfernt
        [far] mehr als 2 Felder von { $hex } entfernt
       *[on] auf { $hex }
    }
slither-board-clue-hand-now = { $hex } ist jetzt in der Hand der Schlange
slither-board-clue-at-now = { $hex } ist jetzt { $segment } der Schlange
slither-board-clue-near-now = { $segment } der Schlange: jetzt { $where }
slither-board-clue-reveal = { $inline ->
        [true] beim
       *[false] Beim
    } Aufdecken in Runde { $round } war { $hex } in der Hand der Schlange
slither-board-clue-fell = { $inline ->
        [true] in
       *[false] In
    } Runde { $round } fiel Gift vom Schwanz, { $hit ->
        [true] neben { $building }
       *[false] neben keinem Gebäude mit Seerosenblättern
    }
slither-board-clue-played = { $inline ->
        [true] in
       *[false] In
    } Runde { $round } legte die Schlange ihren Kopf { $where }
slither-board-clue-grown = { $setup ->
        [true] { $inline ->
            [true] beim
           *[false] Beim
        } Aufbau legte die Schlange ihren Pfad
       *[false] { $inline ->
            [true] in
           *[false] In
        } Runde { $round } legte die Schlange einen neuen Pfad
    }{ $at ->
        [true] { " " }mit { $hex } als { $segment }
       *[false] , { $segment } { $where }
    }

# Die eigenen Worte der Schlange (nur in ihrer Ansicht).
slither-board-headline-grow = Verlängere deinen Pfad: Wähle { $whole ->
        [true] die Karte für den Pfad
       *[false] die Karte als { $segment }
    }
slither-board-headline-shed = Häutung: Wähle die Karte, die verdeckt wird
slither-board-headline-new-head = Neuer Kopf { $hex }: Spiele eine Fähigkeitskarte oder keine
slither-board-headline-move = Dein Zug: Wähle deinen neuen Kopf (goldene Ringe)
slither-board-hand = Deine Hand ({ $count }): { $count ->
        [0] leer
       *[other] { $cards }
    }
slither-board-rings = { $state ->
        [growing] Du verlängerst deinen Pfad: Jede Karte kommt neben die vorige.
        [options] Goldene Ringe: die Karten deiner Hand neben deinem Kopf ({ $options }), wohin dein nächster Kopf ziehen darf.
        [empty] Dein Pfad ist leer.
       *[none] Keine Karte deiner Hand liegt neben deinem Kopf.
    }
slither-board-playing = Du spielst { $hex } als deinen neuen Kopf.

# Der Text im Terminal.
slither-board-text-head = SLITHER — { $status }
slither-board-text-score = Entdeckt: { $found } von { $goal }.   Seerosenblätter: { $pads }
slither-board-text-snake = Schlange ({ $snake }): { $hand ->
        [one] { $hand } Ortskarte
       *[other] { $hand } Ortskarten
    } auf der Hand; Fähigkeiten: { $count ->
        [0] keine
       *[other] { $cards }
    }{ $bellowed ->
        [true] {"  "}(Gebrüllt: nächster Zug ohne Fähigkeitskarte)
       *[false] {""}
    }
slither-board-text-path = Pfad: { $path }
slither-board-text-frogs = Frösche:
slither-board-text-map = Spielplan ({ $laying ->
        [true] * = dort steht ein Frosch; { $dot } = ein Feld, das das Plättchen bedecken kann; ein Buchstabe: ein Platz, wo seine 3 Felder zusammentreffen
       *[false] * = dort steht ein Frosch
    }):
slither-board-text-known = Bekannt: { $clues }
slither-board-text-your-path = Dein Pfad (geheim): { $path }
slither-board-text-your-hand = Deine Hand (geheim): { $count ->
        [0] leer
       *[other] { $cards }
    }
slither-board-text-shedding = Mit { $card }: Wähle die Karte, die verdeckt wird.

# Das Embed.
slither-board-field-path = Pfad
slither-board-field-pads = Seerosenblätter
slither-board-field-snake = Schlange
slither-board-field-frogs = Frösche
slither-board-field-laying = Ein Plättchen wird gelegt
slither-board-field-known = Was die Frösche wissen
slither-board-field-found = Entdeckt: { $found } von { $goal }
slither-board-field-hand = { $hand ->
        [one] { $hand } Ortskarte
       *[other] { $hand } Ortskarten
    } auf der Hand
slither-board-field-abilities = Fähigkeiten: { $count ->
        [0] keine
       *[other] { $cards }
    }
slither-board-field-bellowed = In dieser Runde gebrüllt
slither-board-footer = { $when } · { $tiles } Zahlenplättchen gelegt

# Der Alternativtext der Bilder.
slither-board-alt-title = Spielplan von SLITHER. { $status }
slither-board-alt-growing = Die Schlange verlängert ihren Pfad im Geheimen.
slither-board-alt-path = Der Pfad der Schlange, vom Kopf zum Schwanz: { $segments }.
slither-board-alt-known = Was die Frösche wissen: { $clues }.
slither-board-alt-map = Der Spielplan: Buchstaben { $letters }; Gebäude { $buildings }{ $numbers ->
        [run] ; Orte 1 bis { $count }
        [list] ; { $count ->
            [one] Ort
           *[other] Orte
        } { $list }
       *[none] {""}
    }.
slither-board-alt-adjacency = Benachbart: { $hexes }.
slither-board-alt-next = { $hex }: { $near }
slither-board-pawn = { $frog ->
        [1] bernsteinfarbener Kreis
        [2] blaues Quadrat
        [3] weißes Dreieck
       *[4] rosa Raute
    }
slither-board-tag-you = du
slither-board-tag-acting = am Zug
slither-board-alt-frog = { $seat } ({ $tags }) ist { $where }{ $with_near ->
        [true] , neben { $near }
       *[false] {""}
    }; { $with_card ->
        [true] hält { $card }
       *[false] keine Karte
    }.
slither-board-alt-frog-who = { $seat } ({ $pawn })
slither-board-alt-laying = { $chosen ->
    [true] Plättchen { $tile } ({ $numbers }) wird auf Platz { $letter } gelegt, neben { $near }.
   *[false] Plättchen { $tile } ({ $numbers }) wird gelegt: { $many ->
            [true] Die Plätze { $first } bis { $last } sind
           *[false] Platz { $first } ist
        } auf dem Spielplan mit Buchstaben markiert{ $each ->
            [true] : { $spots }
           *[false] , wo ihre drei Felder zusammentreffen
        }.
}
slither-board-alt-spot = { $letter } neben { $near }
slither-board-alt-your-path = Dein Pfad, vom Kopf zum Schwanz: { $segments }.
slither-board-alt-private-title = Dein geheimer Pfad und deine Hand in SLITHER. { $headline }
slither-board-alt-options = In deiner Hand neben deinem Kopf: { $options }.
slither-board-alt-abilities = Deine Fähigkeitskarten: { $count ->
        [0] keine
       *[other] { $cards }
    }.{ $bellowed ->
        [true] { " " }Ein Frosch hat gebrüllt: Bei deinem nächsten Zug keine.
       *[false] {""}
    }
slither-board-alt-map-title = Der SLITHER-Spielplan. { $subline }.
slither-board-alt-seen = Aufgedeckte Pfadkarten: { $segments }.
slither-board-alt-cards-title = Die Fähigkeitskarten von SLITHER.
slither-board-alt-frog-card = { $who } hält { $card }{ $detail ->
        [true] { " " }({ $timing }): { $text }
       *[false] {"."}
    }
slither-board-alt-snake-cards = Fähigkeitskarten der Schlange auf der Hand: { $count ->
        [0] keine
       *[other] { $cards }
    }.
slither-board-alt-card-text = { $card }: { $text }
slither-board-alt-path-title = Dein geheimer Pfad in SLITHER. { $headline }

## Die Bilder: kurz, für ein Telefon (das Kästchen eines Glieds, die Zeile eines Froschs, ein Etikett).

slither-board-headline-won = { $winner ->
    [frogs] Die Frösche gewinnen: Sie haben die Schlange zweimal entdeckt!
   *[snake] { $free ->
        [true] { $snake }, die Schlange, gewinnt: nach Runde { $round } noch frei!
       *[false] { $snake }, die Schlange, gewinnt: Alle Seerosenblätter sind weg!
    }
}
slither-board-headline-laying = { $chosen ->
    [true] { $snake } legt Plättchen { $tile }: Welches Feld bekommt die { $low }?
   *[false] { $snake } legt Plättchen { $tile } ({ $low }–{ $high }): Wähle einen Platz
}
slither-board-headline-snake = { $phase ->
    [grow_path] { $snake }, die Schlange, verlängert heimlich ihren Pfad
   *[snake_move] { $snake }, die Schlange, zieht heimlich
}
slither-board-headline-frogs = { $nobody ->
        [true] niemand
       *[false] { $who }
    }: { $doing ->
        [place_frogs] { $count ->
            [one] Wähle ein Startgebäude
           *[other] Wählt eure Startgebäude
        }
        [frogs_move] { $count ->
            [one] Zieh deinen Frosch
           *[other] Zieht eure Frösche
        }
        [return] { $count ->
            [one] Komm auf ein Gebäude zurück
           *[other] Kommt auf ein Gebäude zurück
        }
        [reveal] { $count ->
            [one] Nutze deine Karte beim Aufdecken oder behalte sie
           *[other] Nutzt eure Karten beim Aufdecken oder behaltet sie
        }
       *[other] { $count ->
            [one] Entscheide dich
           *[other] Entscheidet euch
        }
    }
slither-board-tag = { $kind ->
    [head] K
    [tail] S
   *[middle] M{ $number }
}
slither-board-picture-bellowed = gebrüllt: keine Fähigkeitskarte
slither-board-picture-no-ability = keine Fähigkeitskarte
slither-board-picture-your-path = Dein Pfad
slither-board-picture-snake = { $snake }, die Schlange
slither-board-picture-seen = offen
slither-board-picture-face-down = verdeckt
slither-board-picture-swallowed = verschlungen
slither-board-picture-no-card = keine Karte
slither-board-picture-you = DU

## Die Nahansichten: ihre Schaltflächen (höchstens 80 Zeichen), Titel, Legenden und Karten.

slither-board-show-map = Spielplan zeigen
slither-board-show-cards = Fähigkeitskarten zeigen
slither-board-show-path = Meinen Pfad zeigen
slither-board-map-title = Der Spielplan
slither-board-cards-title = Die Fähigkeitskarten
slither-board-path-title = Dein Pfad
slither-board-path-heading = Dein Pfad (geheim)
slither-board-key-spots = Plätze mit Buchstaben: wohin Plättchen { $tile } darf; seine drei Felder treffen sich am Buchstaben.
slither-board-key-tags = Ein umrandetes Feld mit Etikett (K für den Kopf, M1 bis M4 für die Mitte, S für den Schwanz) trägt eine aufgedeckte Pfadkarte.
slither-board-key-pads = Die Seerosenblätter eines Gebäudes liegen über seinem Namen; ein hohler Ring ist eines, das die Schlange gefressen hat.
slither-board-frogs-cards = Die Karten der Frösche
slither-board-card-owner = { $seat }: { $card }
slither-board-card-when = Wann: { $timing }
slither-board-snake-cards-heading = { $snake }, die Schlange: Fähigkeitskarten auf der Hand
slither-board-none-left = Keine mehr auf der Hand.

## Der Text jeder Fähigkeitskarte, und wann ein Frosch seine Karte nutzt, wie die Nahansicht sie zeigt.

slither-board-card-text-strike = Wird auf den neuen Kopf gespielt. Liegt der Kopf neben einem Gebäude, das noch Seerosenblätter hat, entferne 1 Seerosenblatt davon (Schaden). Die Kopfkarte wird aufgedeckt.
slither-board-card-text-gulp = Wird auf den neuen Kopf gespielt. Jeder Frosch auf dem Feld des Kopfes wird verschlungen. Die Kopfkarte wird aufgedeckt.
slither-board-card-text-venom = Wird verdeckt auf den neuen Kopf gespielt. Fällt diese Karte vom Schwanz und liegt dieser Ort neben einem Gebäude mit Seerosenblättern, entferne 1 Seerosenblatt davon.
slither-board-card-text-shed-skin = Wird auf den neuen Kopf gespielt. Verdecke eine andere aufgedeckte Pfadkarte wieder. Die Kopfkarte wird aufgedeckt.
slither-board-card-text-long-leap = Zieh in diesem Zug bis zu 2 Felder weit (das Feld dazwischen deckt nichts auf).
slither-board-card-text-croak = Sage zusätzlich ein Feld neben dir an, als stünde dort ein Frosch.
slither-board-card-text-ripple = Frage: Ist der Kopf höchstens 2 Felder von mir entfernt? Alle erhalten die Antwort, wahrheitsgemäß.
slither-board-card-text-lily-hop = Zieh auf ein beliebiges Gebäude, auch auf eines ohne Seerosenblätter.
slither-board-card-text-patch-up = Lege 1 entferntes Seerosenblatt auf das Gebäude zurück, auf dem du stehst (höchstens 2 pro Gebäude).
slither-board-card-text-tongue-lash = Ist dein Feld der Kopf, muss die Schlange auch die Karte in Mitte 1 aufdecken.
slither-board-card-text-hide-in-reeds = Du wirst nicht verschlungen (wirkt von selbst, wenn es darauf ankommt).
slither-board-card-text-bellow = Die Schlange darf bei ihrem nächsten Zug keine Fähigkeitskarte spielen.
slither-board-card-timing-long-leap = Dein Zug
slither-board-card-timing-croak = Beim Aufdecken
slither-board-card-timing-ripple = Zu Beginn deines Zugs
slither-board-card-timing-lily-hop = Dein Zug
slither-board-card-timing-patch-up = Dein Zug, statt zu ziehen, auf einem Gebäude
slither-board-card-timing-tongue-lash = Beim Aufdecken
slither-board-card-timing-hide-in-reeds = Wenn du verschlungen würdest
slither-board-card-timing-bellow = Dein Zug, bevor du ziehst

## Die Einträge der Spielanleitung: die Fähigkeitskarten mit ihrem Text (slither-board-card-text-*), ihrem
## Zeitpunkt, ihren Exemplaren und einem Hinweis, wie sie an diesem Tisch gespielt werden; die Orte auf dem
## Spielplan; die Regelwörter, die man nachschlägt.

slither-guide-snake-card = { $text }{ $noted ->
        [true] {" "}{ $note }
       *[false] {""}
    } Höchstens eine Fähigkeitskarte pro Zug. Sie liegt auf ihrer Ortskarte und kehrt auf die Hand der Schlange zurück, wenn diese Karte vom Schwanz fällt oder die Schlange entdeckt wird.
slither-guide-frog-card = Zeitpunkt: { $timing }. { $copies ->
        [one] { $copies } Exemplar.
       *[other] { $copies } Exemplare.
    } { $text }{ $noted ->
        [true] {" "}{ $note }
       *[false] {""}
    } Wird einmal benutzt und dann abgeworfen.
slither-guide-note-strike = Die Karte darf auch ohne Gebäude in der Nähe gespielt werden; dann zeigt sie nur den Kopf.
slither-guide-note-gulp = Ein Frosch mit „Im Schilf versteckt“ wird nicht verschlungen.
slither-guide-note-venom = Wenn die Karte abfällt, sehen alle, ob sie ein Gebäude getroffen hat.
slither-guide-note-shed-skin = Die Karte kann nur gespielt werden, wenn eine andere Pfadkarte offen liegt.
slither-guide-note-long-leap = Damit erreichst du Felder, die zwei Schritte entfernt sind, über Felder auf dem Spielplan.
slither-guide-note-croak = Nenne ein Zahlenfeld neben dir; Buchstabenfelder und Gebäude würden nichts aufdecken.
slither-guide-note-ripple = Frage, bevor du ziehst; danach ziehst du wie gewohnt.
slither-guide-note-lily-hop = Jedes Gebäude außer dem, auf dem du stehst.
slither-guide-note-patch-up = Nur auf einem Gebäude, das ein Seerosenblatt verloren hat.
slither-guide-note-tongue-lash = Nicht auf dem Kopf bewirkt die Karte nichts und ist trotzdem verbraucht.
slither-guide-note-bellow = Du ziehst in diesem Zug trotzdem. Die Wirkung hält an, bis die Schlange ihren nächsten Kopf spielt.
slither-guide-building = Gebäude { $building }
slither-guide-building-text = Ein Froschgebäude auf dem Startplättchen { $tile }, zu Beginn mit { $pads ->
        [one] { $pads } Seerosenblatt
       *[other] { $pads } Seerosenblättern
    }. Die Frösche beginnen hier und hüpfen zwischen Gebäuden, die noch Seerosenblätter haben. Die Schlange kann nie hier sein, und ein Frosch hier deckt nichts auf.
slither-guide-letters = Buchstabenfelder
slither-guide-letters-text = { $letters }: die Felder der beiden Startplättchen zwischen den Gebäuden. Frösche laufen darüber; die Schlange kann nie dort sein, und ein Frosch dort deckt nichts auf.
slither-guide-tiles = Nummerierte Plättchen
slither-guide-tiles-text = { $count } Plättchen werden benutzt und der Reihe nach gelegt: { $tiles }. Jedes Zahlenfeld hat eine Ortskarte (insgesamt { $cards }), die die Schlange auf der Hand hat oder die in ihrem Pfad liegt.
slither-guide-tile = Plättchen { $number }: { $hexes }
slither-guide-tiles-separator = {"; "}
slither-guide-tiles-alias-cards = Ortskarten
slither-guide-tiles-alias-tiles = Zahlenplättchen
slither-guide-rule-damage = Schaden
slither-guide-rule-text-damage = Ein Seerosenblatt wird von einem Gebäude entfernt. Ein Gebäude ohne Seerosenblatt kann nicht mehr zum Hüpfen über Seerosenblätter genutzt werden. Ist das letzte Seerosenblatt auf dem Spielplan weg, gewinnt die Schlange sofort.
slither-guide-rule-swallow = Verschlungen
slither-guide-rule-alias-swallow = verschlungen werden
slither-guide-rule-text-swallow = Die Figur des Froschs verlässt den Spielplan, und er wirft seine Froschkarte ab. Bei seinem nächsten Zug zieht er eine neue Karte, kommt auf ein beliebiges Gebäude zurück (Seerosenblätter sind nicht nötig) und zieht in diesem Zug nicht weiter.
slither-guide-rule-found-out = Entdeckt
slither-guide-rule-alias-found-out = in die Enge getrieben
slither-guide-rule-text-found-out = Jede Karte im Pfad der Schlange liegt offen; das wird nach dem Aufdecken und nach dem Zug der Schlange geprüft. Auch eine Schlange ohne freien Ort neben ihrem Kopf ist entdeckt. Beim zweiten Mal gewinnen die Frösche. Beim ersten Mal nimmt die Schlange ihren Pfad zurück, legt das nächste Plättchen und versteckt sich erneut.
