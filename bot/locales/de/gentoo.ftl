# Gentoo Rules: Karten, Spielverlauf, Schaltflächen und Ablehnungen (docs/localisation.md). Die Namen
# der Karten und Begriffe stehen im Glossar von docs/localisation.md, "Gentoo Rules". Die Namen der
# Spieler werden nach der Nachricht eingesetzt.

## Die Karten und wo sie liegen.

gentoo-card-snow = Schnee
gentoo-card-egg3 = Ei (3 Steine)
gentoo-card-egg4 = Ei (4 Steine)
gentoo-card-egg5 = Ei (5 Steine)
gentoo-card-hatch = Schlüpfen
gentoo-card-skua = Skua
gentoo-card-thief = Steindieb
gentoo-card-nest = Guter Nistplatz
gentoo-card-seal = Seeleopard
gentoo-card-peck = Fieser Schnabelhieb
gentoo-card-blizzard = Verwirrender Schneesturm
gentoo-card-fishing = Fischen gegangen
gentoo-card-thaw = Tauwetter

gentoo-place-row = in der Auswahlreihe
gentoo-place-in-play = bei den Karten im Spiel von { $seat }
gentoo-place-used = auf dem Ablagestapel von { $seat }
gentoo-place-table = auf dem Tisch

## Der Spielverlauf.

gentoo-log-first = { $seat } beginnt.
gentoo-log-take-nothing = { $seat } nimmt keine Auswahlkarte.
gentoo-log-discard = { $seat } wirft „{ $card }“ aus der Auswahlreihe ab.
gentoo-log-move-used = { $seat } legt „{ $card }“ auf den eigenen Ablagestapel.
gentoo-log-play-nothing = { $seat } spielt nichts aus.
gentoo-log-take = { $nest ->
    [true] { $cost ->
        [0] { $seat } nimmt „{ $card }“ mit „Guter Nistplatz“.
       *[other] { $seat } nimmt „{ $card }“ für { $cost } Fisch mit „Guter Nistplatz“.
    }
   *[false] { $cost ->
        [0] { $seat } nimmt „{ $card }“.
       *[other] { $seat } nimmt „{ $card }“ für { $cost } Fisch.
    }
}
gentoo-log-reshuffle-draw = Der Abwurfstapel wird zu einem neuen Nachziehstapel gemischt.
gentoo-log-drawn = „{ $card }“ kommt in die Auswahlreihe.
gentoo-log-reshuffle-pile = { $seat } mischt den Ablagestapel zu einem neuen Spielerstapel und hat wieder { $fish } Fisch.
gentoo-log-flip = { $seat } deckt „{ $card }“ auf.
gentoo-log-loses-turn = { $seat } ist beim Fischen und setzt eine Runde aus.
gentoo-log-blizzard = { $seat } spielt „Verwirrender Schneesturm“: Die Spielrichtung kehrt sich um.
gentoo-log-blizzard-two = { $seat } spielt „Verwirrender Schneesturm“, was zu zweit nichts bewirkt.
gentoo-log-fishing = { $again ->
    [true] { $seat } spielt „Fischen gegangen“: { $victim } setzt einmal aus, also ist { $seat } noch einmal dran.
   *[false] { $seat } spielt „Fischen gegangen“: { $victim } setzt einmal aus.
}
gentoo-log-thaw-nothing = { $seat } spielt „Tauwetter“, aber es gibt keinen Schnee zu schmelzen.
gentoo-log-thaw = { $seat } spielt „Tauwetter“ und schmilzt einen Schnee.
gentoo-log-no-effect = { $seat } spielt „{ $card }“, was jetzt nichts bewirkt.
gentoo-log-skua-nothing = { $seat } spielt „Skua“, aber kein Ei ist in Sicht.
gentoo-log-skua = { $seat } spielt „Skua“ auf „{ $card }“ { $place }.
gentoo-log-seal = { $seat } hetzt { $victim } einen Seeleoparden auf: { $victim } verliert einen Pinguin.
gentoo-log-seal-nothing = { $seat } hetzt { $victim } einen Seeleoparden auf, aber { $victim } hat keinen Pinguin.
gentoo-log-thief = { $seat } spielt „Steindieb“ gegen { $victim }.
gentoo-log-thief-nothing = { $seat } spielt „Steindieb“ gegen { $victim }, aber { $victim } hat keinen Stein.
gentoo-log-peck = { $seat } wehrt den Steindieb mit „Fieser Schnabelhieb“ ab.
gentoo-log-steal = { $seat } nimmt { $victim } einen Nistplatzstein weg.
gentoo-log-hatch = { $gives ->
    [true] { $penguins ->
        [one] { $seat } brütet ein Ei aus, hat jetzt { $penguins } Pinguin und gibt { $to } einen Nistplatzstein.
       *[other] { $seat } brütet ein Ei aus, hat jetzt { $penguins } Pinguine und gibt { $to } einen Nistplatzstein.
    }
   *[false] { $penguins ->
        [one] { $seat } brütet ein Ei aus und hat jetzt { $penguins } Pinguin.
       *[other] { $seat } brütet ein Ei aus und hat jetzt { $penguins } Pinguine.
    }
}
gentoo-result = { $count ->
    [one] { $winners } gewinnt mit { $penguins ->
        [one] { $penguins } Pinguin.
       *[other] { $penguins } Pinguinen.
    }
   *[other] { $winners } gewinnen mit { $penguins ->
        [one] { $penguins } Pinguin.
       *[other] { $penguins } Pinguinen.
    }
}

## Die Schaltflächen: höchstens 80 Zeichen mit 12 Zeichen langen Namen.

gentoo-move-take-nothing = Nichts nehmen
gentoo-move-play-nothing = Nichts ausspielen
gentoo-move-allow = Den Dieb einen Stein nehmen lassen
gentoo-move-back = Zurück
gentoo-move-victim-stones = { $stones ->
    [0] { $seat } (kein Stein: keine Wirkung)
    [one] { $seat } ({ $stones } Stein)
   *[other] { $seat } ({ $stones } Steine)
}
gentoo-move-victim-penguins = { $penguins ->
    [0] { $seat } (kein Pinguin: keine Wirkung)
    [one] { $seat } ({ $penguins } Pinguin)
   *[other] { $seat } ({ $penguins } Pinguine)
}
gentoo-move-give = { $seat } einen Stein geben
gentoo-move-take = { $nest ->
    [true] { $cost ->
        [0] „{ $card }“ mit Gutem Nistplatz nehmen
       *[other] „{ $card }“ ({ $cost } Fisch) mit Gutem Nistplatz nehmen
    }
   *[false] { $cost ->
        [0] „{ $card }“ nehmen
       *[other] „{ $card }“ nehmen ({ $cost } Fisch)
    }
}
gentoo-move-discard = „{ $card }“ abwerfen
gentoo-move-play = „{ $card }“ ausspielen
gentoo-move-play-no-effect = „{ $card }“ ausspielen (keine Wirkung)
gentoo-move-play-own-eggs = { $eggs ->
    [one] „{ $card }“ ausspielen (trifft nur dein eigenes Ei)
   *[other] „{ $card }“ ausspielen (trifft nur deine eigenen Eier)
}
gentoo-move-hatch = „{ $card }“ mit Schlüpfen ausbrüten
gentoo-move-used = „{ $card }“ auf den Ablagestapel legen
gentoo-move-target = „{ $card }“ { $place }
gentoo-move-peck = Mit Fiesem Schnabelhieb abwehren

## Ablehnungen und was außer Reichweite ist.

gentoo-first-player = Der Startspieler muss einer der { $players } Spieler sein.
gentoo-why-fish = kostet { $cost } Fisch, und { $seat } hat { $fish }
gentoo-why-stones = { $stones ->
    [one] braucht { $stones } Nistplatzstein (einen weniger mit Gutem Nistplatz), und { $seat } hat { $has }
   *[other] braucht { $stones } Nistplatzsteine (einen weniger mit Gutem Nistplatz), und { $seat } hat { $has }
}
gentoo-refuse-not-shown = Diese Karte liegt nicht in der Auswahlreihe.
gentoo-refuse-fish = Du brauchst { $cost } Fisch, um „{ $card }“ zu nehmen; du hast { $fish }.
gentoo-refuse-stones = { $stones ->
    [one] Du brauchst { $stones } Nistplatzstein, um „{ $card }“ zu nehmen (einen weniger mit Gutem Nistplatz).
   *[other] Du brauchst { $stones } Nistplatzsteine, um „{ $card }“ zu nehmen (einen weniger mit Gutem Nistplatz).
}
gentoo-refuse-not-in-play = Diese Karte liegt nicht bei deinen Karten im Spiel.
gentoo-refuse-snow = Schnee kann nicht ausgespielt werden.
gentoo-refuse-taken = Du hast „{ $card }“ in diesem Zug genommen und kannst die Karte erst nach dem Zug benutzen.
gentoo-refuse-must-play = Mit mehr als drei Karten im Spiel musst du eine Karte ausspielen oder eine auf deinen Ablagestapel legen.
gentoo-refuse-phase = { $phase ->
    [choose] Das geht jetzt nicht: Jetzt wird eine Auswahlkarte gewählt.
    [discard] Das geht jetzt nicht: Jetzt wird eine Auswahlkarte abgeworfen.
    [play] Das geht jetzt nicht: Jetzt wird eine Karte ausgespielt.
    [target] Das geht jetzt nicht: Jetzt wird das Ziel gewählt.
    [gift] Das geht jetzt nicht: Jetzt wird ein Nistplatzstein verschenkt.
   *[peck] Das geht jetzt nicht: Jetzt wird auf den Steindieb geantwortet.
}

## Das Spielfeld in Worten: Embed, Alternativtext und Text im Terminal.

gentoo-none = keine
gentoo-nothing = nichts
gentoo-cards = { $count ->
    [0] nichts
   *[other] { $cards }
}
gentoo-counted = { $count ->
    [one] { $card }
   *[other] { $count } × { $card }
}
gentoo-card-count = { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}
gentoo-taken-card = { $card } (in diesem Zug genommen)
gentoo-you = { $seat } (du)
gentoo-cost = { $stones ->
    [0] { $fish ->
        [0] gratis
       *[other] { $fish } Fisch
    }
   *[other] { $fish ->
        [0] gratis, braucht { $stones } Steine
       *[other] { $fish } Fisch, braucht { $stones } Steine
    }
}
gentoo-price = { $stones ->
    [0] { $fish ->
        [0] gratis
       *[other] { $fish } Fisch
    }
   *[other] { $stones } Steine
}
gentoo-status-won = { $count ->
    [one] { $winners } gewinnt mit { $penguins ->
        [one] { $penguins } Pinguin!
       *[other] { $penguins } Pinguinen!
    }
   *[other] { $winners } gewinnen mit { $penguins ->
        [one] { $penguins } Pinguin!
       *[other] { $penguins } Pinguinen!
    }
}
gentoo-status-peck = { $seat } hat einen Steindieb gegen { $target } gespielt; { $target } entscheidet, ob ein Fieser Schnabelhieb ihn abwehrt.
gentoo-status = { $doing ->
    [choose] { $seat } ist am Zug: eine Auswahlkarte nehmen oder keine.
    [discard] { $seat } ist am Zug: eine Auswahlkarte abwerfen (mehr als vier liegen aus).
    [play] { $seat } ist am Zug: eine Karte ausspielen, ein Ei ausbrüten oder eine Karte auf den Ablagestapel legen.
    [gift] { $seat } ist am Zug: wählen, wer für das ausgebrütete Ei einen Nistplatzstein bekommt.
    [target-skua] { $seat } ist am Zug: das Ei wählen, das die Skua holt.
    [target-thief] { $seat } ist am Zug: wählen, wen der Steindieb bestiehlt.
    [target-seal] { $seat } ist am Zug: wählen, wen der Seeleopard angreift.
    [target] { $seat } ist am Zug: ein Ziel wählen.
   *[other] { $seat } ist am Zug: entscheiden.
}
gentoo-order = { $reversed ->
    [true] Spielreihenfolge: { $order } (umgekehrt durch „Verwirrender Schneesturm“)
   *[false] Spielreihenfolge: { $order }
}
gentoo-why = { $card }: { $why }
gentoo-out-of-reach = Jetzt nicht zu nehmen: { $reasons }.
gentoo-piles = Nachziehstapel: { $draw ->
        [one] { $draw } Karte
       *[other] { $draw } Karten
    }. Abwurfstapel: { $discard ->
        [one] { $discard } Karte
       *[other] { $discard } Karten
    }{ $on_top ->
        [true] , oben { $top }.
       *[false] .
    }
gentoo-your-cards = Deine Karten
gentoo-their-cards = Karten von { $seat }
gentoo-facts = { $penguins } von { $goal } Pinguinen · { $stones ->
        [one] { $stones } Stein
       *[other] { $stones } Steine
    } · { $fish } Fisch{ $skips ->
        [0] {""}
       *[other] {" "}· setzt { $skips }× aus
    }

gentoo-text-head = Gentoo Rules, Zug { $turn }. Wer zuerst { $goal } Pinguine hat, gewinnt.
gentoo-text-head-over = Gentoo Rules. Wer zuerst { $goal } Pinguine hat, gewinnt.
gentoo-text-row-card = { $card }: { $cost }
gentoo-text-player-line = { $who }: { $facts }
gentoo-text-row = Auswahlkarten ({ $count }): { $cards }
gentoo-text-piles = Nachziehstapel { $draw } | Abwurfstapel { $discard }{ $on_top ->
        [true] , oben { $top }
       *[false] {""}
    }{ $removed ->
        [0] {""}
       *[other] {" "}| { $removed } aus dem Spiel
    }
gentoo-text-player = Pinguine { $penguins }/{ $goal }, Steine { $stones }, Fisch { $fish }{ $skips ->
        [0] {""}
       *[other] , setzt { $skips }× aus
    }
gentoo-text-in-play = im Spiel: { $cards }
gentoo-text-used = Ablagestapel { $used }{ $on_top ->
        [true] {" "}(oben { $top })
       *[false] {""}
    }, Spielerstapel { $pile }

gentoo-field-counts = 🐧 { $penguins }/{ $goal } · 🪨 { $stones ->
        [one] { $stones } Stein
       *[other] { $stones } Steine
    } · 🐟 { $fish } Fisch
gentoo-field-in-play = Im Spiel: { $cards }
gentoo-field-used = { $empty ->
    [true] Ablage: leer
   *[false] Ablage: { $top } ({ $count })
}
gentoo-field-pile = Spielerstapel: { $count }
gentoo-field-skips = ⏭ setzt { $skips }× aus
gentoo-field-choice = { $fish ->
        [0] **{ $card }** · gratis
       *[other] **{ $card }** · { $fish } 🐟
    }{ $stones ->
        [0] {""}
       *[other] {" "}· braucht { $stones } 🪨
    }
gentoo-field-row = Auswahlkarten ({ $count })
gentoo-footer = Nachziehstapel { $draw } · Abwurfstapel { $discard }{ $on_top ->
        [true] {" "}(oben: { $top })
       *[false] {""}
    }{ $over ->
        [true] {""}
       *[false] {" "}· Zug { $turn }
    }

gentoo-tag-you = du
gentoo-tag-deciding = entscheidet gerade
gentoo-tag-winner = gewinnt
gentoo-alt-facts = { $penguins ->
        [one] { $penguins } Pinguin
       *[other] { $penguins } Pinguine
    }, { $stones ->
        [one] { $stones } Stein
       *[other] { $stones } Steine
    }, { $fish } Fisch{ $skips ->
        [0] {""}
       *[other] , setzt { $skips }× aus
    }
gentoo-alt-player = { $tagged ->
        [true] { $seat } ({ $tags })
       *[false] { $seat }
    }: { $facts }; im Spiel { $cards }{ $on_used ->
        [true] ; { $used } auf dem Ablagestapel
       *[false] {""}
    }.
gentoo-alt-no-row = Keine Auswahlkarten liegen aus.
gentoo-alt-choice = { $card }: { $cost }.
gentoo-alt-choice-short = { $card }: { $price }.
gentoo-alt-row = Auswahlkarten ({ $count }):
gentoo-alt-head = Spielfeld von Gentoo Rules. { $status }
gentoo-alt-piles = Nachziehstapel { $draw ->
        [one] { $draw } Karte
       *[other] { $draw } Karten
    }, Abwurfstapel { $discard ->
        [one] { $discard } Karte
       *[other] { $discard } Karten
    }.
gentoo-alt-subline = { $subline }.
gentoo-empty = leer
gentoo-alt-closeup-row = Die Auswahlkarten.
gentoo-alt-card = { $card }, { $cost }: { $text }
gentoo-alt-card-text = { $card }: { $text }
gentoo-alt-cards-head = { $title }: { $facts }.
gentoo-alt-in-play = { $count ->
    [0] Karten im Spiel: keine.
   *[other] Karten im Spiel:
}
gentoo-alt-used = Ablagestapel, { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }{ $on_top ->
        [true] , oben { $top }: { $cards }.
       *[false] : { $cards }.
    }
gentoo-alt-pile = Spielerstapel, { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    } verdeckt: { $cards }.

## Die Bilder: kurz, für ein Handy (ein Chip-Text passt auf den Chip einer Karte).

gentoo-chip-snow = Schnee
gentoo-chip-egg3 = Ei 3
gentoo-chip-egg4 = Ei 4
gentoo-chip-egg5 = Ei 5
gentoo-chip-hatch = Schlüpfen
gentoo-chip-skua = Skua
gentoo-chip-thief = Dieb
gentoo-chip-nest = Nistplatz
gentoo-chip-seal = Robbe
gentoo-chip-peck = Hieb
gentoo-chip-blizzard = Sturm
gentoo-chip-fishing = Fischen
gentoo-chip-thaw = Tauwetter
gentoo-chip-counted = { $count ->
    [one] { $card }
   *[other] { $card } ×{ $count }
}
gentoo-title-snow = Schnee
gentoo-title-egg3 = Ei
gentoo-title-egg4 = Ei
gentoo-title-egg5 = Ei
gentoo-title-hatch = Schlüpfen
gentoo-title-skua = Skua
gentoo-title-thief = Steindieb
gentoo-title-nest = Nistplatz
gentoo-title-seal = See­leopard
gentoo-title-peck = Schnabel­hieb
gentoo-title-blizzard = Schnee­sturm
gentoo-title-fishing = Fischen gegangen
gentoo-title-thaw = Tauwetter
gentoo-headline-peck = { $seat }: den Steindieb mit einem Fiesen Schnabelhieb abwehren?
gentoo-headline = { $doing ->
    [choose] { $seat }: eine Auswahlkarte nehmen oder keine
    [discard] { $seat }: eine Auswahlkarte abwerfen
    [play] { $seat }: ausspielen, ausbrüten oder ablegen
    [gift] { $seat }: einen Stein für das ausgebrütete Ei verschenken
    [target-skua] { $seat }: das Ei wählen, das die Skua holt
    [target-thief] { $seat }: wählen, wen der Steindieb bestiehlt
    [target-seal] { $seat }: wählen, wen der Seeleopard angreift
    [target] { $seat }: ein Ziel wählen
   *[other] { $seat }: entscheiden
}
gentoo-subline = { $has_next ->
    [true] Als Nächstes: { $next }{ $reversed ->
            [true] {" "}(Reihenfolge umgekehrt)
           *[false] {""}
        } · Ziel: { $goal } Pinguine · Zug { $turn }
   *[false] { $reversed ->
        [true] Reihenfolge umgekehrt · Ziel: { $goal } Pinguine
       *[false] Ziel: { $goal } Pinguine
    }{ $over ->
        [true] {""}
       *[false] {" "}· Zug { $turn }
    }
}
# Neben dem Fisch-Symbol der Karte: die Zahl allein (mit dem Wort passt es nicht).
gentoo-picture-price = { $stones ->
    [0] { $fish ->
        [0] gratis
       *[other] { $fish }
    }
   *[other] { $stones } Steine
}
gentoo-picture-piles = Stapel { $draw } · Abwurf { $discard }
gentoo-picture-row = { $discarding ->
    [true] Auswahlkarten: eine abwerfen
   *[false] Auswahlkarten
}
gentoo-picture-penguins = Pinguine
gentoo-picture-stones = Steine
gentoo-picture-fish = Fisch
gentoo-picture-wins = SIEG
gentoo-picture-target = ZIEL
gentoo-picture-you = DU
gentoo-picture-skips = SETZT { $skips }× AUS
gentoo-picture-used = Ablage
gentoo-picture-in-play = Im Spiel
gentoo-picture-more = +{ $count } weitere
gentoo-show-row = Auswahlkarten zeigen
gentoo-show-mine = Meine Karten zeigen
gentoo-show-theirs = Karten von { $seat } zeigen
gentoo-closeup-row = Die Auswahlkarten
gentoo-closeup-in-play = Karten im Spiel ({ $count })
gentoo-closeup-used = Ablagestapel: { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }{ $on_top ->
        [true] , oben { $top }
       *[false] {""}
    }
gentoo-closeup-pile = Spielerstapel: { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }, verdeckt

## Der ganze Text jeder Karte, wie ihn die Nahansichten zeigen.

gentoo-text-snow = Kann nicht ausgespielt werden. Du darfst ihn auf deinen Ablagestapel legen, wenn du mehr als drei Karten im Spiel hast.
gentoo-text-egg3 = Mit Schlüpfen wird daraus ein Pinguin. Zum Nehmen braucht es 3 Nistplatzsteine.
gentoo-text-egg4 = Mit Schlüpfen wird daraus ein Pinguin. Zum Nehmen braucht es 4 Nistplatzsteine.
gentoo-text-egg5 = Mit Schlüpfen wird daraus ein Pinguin. Zum Nehmen braucht es 5 Nistplatzsteine.
gentoo-text-hatch = Bringt einen Pinguin. Braucht ein Ei im Spiel.
gentoo-text-skua = Wirf ein Ei ab, das gerade auf dem Tisch zu sehen ist (Karten im Spiel, Auswahlkarten oder oben auf einem Ablagestapel).
gentoo-text-thief = Nimm einem anderen Spieler einen Nistplatzstein weg.
gentoo-text-nest = Ein Ei braucht einen Nistplatzstein weniger. Zählt nicht als deine ausgespielte Karte.
gentoo-text-seal = Ein anderer Spieler verliert einen Pinguin.
gentoo-text-peck = Wehrt einen Steindieb ab: außer der Reihe spielen, um deinen Stein zu behalten.
gentoo-text-blizzard = Die Spielrichtung kehrt sich um.
gentoo-text-fishing = Der nächste Spieler setzt einmal aus.
gentoo-text-thaw = Hast du Schnee im Spiel, schmilzt er. Wirf Tauwetter und den Schnee ab.

## Die Karteneinträge der Spielanleitung: was das Nehmen kostet, wie oft die Karte im Spiel ist, ihr Text
## (gentoo-text-*) und ein Hinweis, wie sie an diesem Tisch gespielt wird.

gentoo-guide-card = { $cost ->
        [0] Nehmen ist gratis.
       *[other] Nehmen kostet { $cost } Fisch.
    } { $copies ->
        [one] { $copies } Exemplar.
       *[other] { $copies } Exemplare.
    } { $text }{ $noted ->
        [true] {" "}{ $note }
       *[false] {""}
    }
gentoo-guide-note-snow = Jeder Spieler beginnt mit 6 Schnee. Ein Tauwetter kann einen davon schmelzen.
gentoo-guide-note-egg = Nistplatzsteine sind nur eine Schwelle und werden nie ausgegeben. Ein Guter Nistplatz in deinen Karten im Spiel senkt den Bedarf um eins.
gentoo-guide-note-hatch = Das Ausbrüten ist dein einziges Ausspielen in diesem Zug. Danach gibst du einem Mitspieler deiner Wahl einen deiner Nistplatzsteine (keinen, wenn du keinen Stein hast).
gentoo-guide-note-skua = Jedes sichtbare Ei kommt infrage, auch dein eigenes. Ist kein Ei zu sehen, wird sie ohne Wirkung abgeworfen.
gentoo-guide-note-thief = Der genannte Spieler kann ihn mit einem Fiesen Schnabelhieb aus seinen Karten im Spiel abwehren. Wer keinen Stein hat, dem kann nichts genommen werden.
gentoo-guide-note-nest = Setze ihn aus deinen Karten im Spiel ein, während du ein Ei wählst; danach wird er abgeworfen. Als deine Karte des Zuges ausgespielt, bewirkt er nichts.
gentoo-guide-note-seal = Der Pinguin kommt zurück in den Vorrat. Wird ein Spieler ohne Pinguin genannt, bleibt der Seeleopard ohne Wirkung.
gentoo-guide-note-peck = Er muss in deinen Karten im Spiel liegen, wenn der Steindieb dich nennt. In deinem eigenen Zug ausgespielt, bewirkt er nichts.
gentoo-guide-note-blizzard = Zu zweit hat er keine Wirkung.
gentoo-guide-note-fishing = Mehrere Fischen gegangen zählen zusammen, je ein ausgesetzter Zug. Zu zweit bist du noch einmal dran.
gentoo-guide-note-thaw = Ohne Schnee in deinen Karten im Spiel wird es ohne Wirkung abgeworfen. Eine Option kann den geschmolzenen Schnee stattdessen aus dem Spiel nehmen.
