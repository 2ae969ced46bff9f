# Grim Prospects: Karten, Spielverlauf, Schaltflächen und Ablehnungen (docs/localisation.md). Die
# Karten-Nummern (B03) bleiben wie gedruckt; „vs B R M“ sind die Stärken gegen Hasen (B), Ratten (R)
# und Maulwürfe (M), wie die Karten-Nummern. Die Namen der Spieler werden danach eingesetzt.

## Die Karten.

grim-faction-bunny = Hase
grim-faction-rat = Ratte
grim-faction-mole = Maulwurf
grim-card-gem = { $card } { $faction } Juwel{ $effect ->
        [shadow] {" "}Schatten
        [turncoat] {" "}Überläufer
       *[none] {""}
    }
grim-card-shovel = { $card } { $faction } Schaufel{ $effect ->
        [shadow] {" "}Schatten
        [turncoat] {" "}Überläufer
       *[none] {""}
    }
grim-card-full = { $brief } · vs B{ $bunny } R{ $rat } M{ $mole }
grim-cards = { $count ->
    [0] keine
   *[other] { $cards }
}
grim-top-card = die oberste Karte des Stapels

## Die Schaltflächen: höchstens 80 Zeichen mit 12 Zeichen langen Namen.

grim-move-back = Zurück
grim-move-done = Fertig mit Schatten
grim-move-browse = { $faction ->
    [bunny] Meine Hasen zeigen
    [rat] Meine Ratten zeigen
   *[mole] Meine Maulwürfe zeigen
}
grim-move-no-thug = Kein angeheuerter Schläger
grim-move-no-guard = Keine angeheuerte Wache
grim-move-forfeit = { $known ->
    [true] Abgeben an { $seat }: { $card }
   *[false] Abgeben: { $card }
}
grim-move-fire-guard = { $known ->
    [true] Lauerwache für { $seat }: { $card }
   *[false] Lauerwache: { $card }
}
grim-move-fire-thug = { $known ->
    [true] Lauerschläger für { $seat }: { $card }
   *[false] Lauerschläger: { $card }
}
grim-move-thug = Angeheuerter Schläger: { $card }
grim-move-guard = Angeheuerte Wache: { $card }
grim-move-shadow = Schatten dazu: { $card }

## Der Spielverlauf.

grim-log-took-back = Du nimmst deine letzte Wahl zurück.
grim-log-you-chose = Deine Wahl: { $move }.
grim-log-chosen = { $seat } hat gewählt.
grim-log-dealt = { $cards ->
    [one] Die Karten sind verteilt: { $cards } Karte für jeden.
   *[other] Die Karten sind verteilt: { $cards } Karten für jeden.
}
grim-log-round-two = Runde { $round }: Jeder gibt eine Karte an den Stollen des anderen ab.
grim-log-round = { $clockwise ->
    [true] Runde { $round }: Der Abgabepfeil zeigt im Uhrzeigersinn. Erben: { $heirs }. Gönner: { $donors }.
   *[false] Runde { $round }: Der Abgabepfeil zeigt gegen den Uhrzeigersinn. Erben: { $heirs }. Gönner: { $donors }.
}
grim-inheritor = { $seat } an { $to }
grim-benefactor = { $seat } für { $to }
grim-log-forfeits = { $seat } gibt { $card } an das ferne Ende des Stollens von { $target } ab.
grim-log-fire-phase = Zwei Bergleute entlassen: eine Lauerwache und einen Lauerschläger wählen.
grim-log-fires = { $seat } entlässt { $guard } als Lauerwache für { $heir } und { $thug } als Lauerschläger für { $donor }.
grim-log-prepare-phase = Auf die Kämpfe vorbereiten: angeheuerte Schläger und Wachen verdeckt legen.
grim-log-recycle = { $deck ->
    [true] { $seat } hat weniger als drei Karten: Die ruhenden Rekruten ({ $cards }) werden unter den Stapel gemischt.
   *[false] { $seat } hat weniger als drei Karten: Die ruhenden Rekruten ({ $cards }) kommen auf die Hand.
}
grim-log-flipped = Die angeheuerten Bergleute werden aufgedeckt.
grim-log-turncoat = Überläufer { $card } geht zu den ruhenden Rekruten von { $seat }.
grim-log-ends = { $count ->
    [one] Das Spiel endet: { $seats } hat nach dem Ausschlafen weniger als drei Karten.
   *[other] Das Spiel endet: { $seats } haben nach dem Ausschlafen weniger als drei Karten.
}
grim-log-no-battle = Niemand kämpft um den Stollen von { $defender }: Weder { $attacker } noch { $defender } hat einen Bergmann gelegt.
grim-log-battle = Kampf um den Stollen von { $defender }, angegriffen von { $attacker }.
grim-force-card = { $kind ->
        [employed] { $role ->
            [thug] Angeheuerter Schläger
           *[guard] Angeheuerte Wache
        }
        [shadow] Schatten
       *[loitering] { $role ->
            [thug] Lauerschläger
           *[guard] Lauerwache
        }
    } { $card }{ $known ->
        [true] {" "}({ $power })
       *[false] {""}
    }
grim-force = { $summed ->
    [true] { $cards }: Stärke { $power }
   *[false] { $cards }
}
grim-log-thugs = Schläger von { $seat } ({ $faction ->
        [bunny] Hasen
        [rat] Ratten
       *[mole] Maulwürfe
    }){ $versus ->
        [bunny] {" "}gegen die Hasen
        [rat] {" "}gegen die Ratten
        [mole] {" "}gegen die Maulwürfe
       *[none] {""}
    }: { $cards }.
grim-log-guards = Wachen von { $seat } ({ $faction ->
        [bunny] Hasen
        [rat] Ratten
       *[mole] Maulwürfe
    }){ $versus ->
        [bunny] {" "}gegen die Hasen
        [rat] {" "}gegen die Ratten
        [mole] {" "}gegen die Maulwürfe
       *[none] {""}
    }: { $cards }.
grim-log-no-thug = { $seat } hat keinen angeheuerten Schläger gelegt.
grim-log-no-guard = { $seat } hat keine angeheuerte Wache gelegt.
grim-log-held = { $why ->
    [alone] { $defender } gewinnt: Nur { $defender } hat Karten gespielt; der Stollen hält.
    [tie] Ein Gleichstand geht an den Erben, { $defender }; der Stollen hält.
   *[stronger] Die Wachen von { $defender } sind stärker; der Stollen hält.
}
grim-log-collapse = { $attacker } gewinnt ({ $why ->
        [alone] nur { $attacker } hat Karten gespielt
       *[stronger] die Schläger von { $attacker } sind stärker
    }): Der Stollen von { $defender } stürzt ein; { $gems ->
        [0] kein Juwel wird genommen
        [one] { $attacker } nimmt das Juwel { $cards }
       *[other] { $attacker } nimmt die Juwelen { $cards }
    }{ $saved ->
        [true] ; die Schaufel { $shovel } hält den Einsturz auf und geht zurück auf die Hand von { $defender }.
       *[false] .
    }
grim-result = { $broken ->
    [gems] { $points ->
        [one] { $seat } gewinnt mit einem Stollen im Wert von { $points } Punkt (der Gleichstand fällt durch mehr Juwelen).
       *[other] { $seat } gewinnt mit einem Stollen im Wert von { $points } Punkten (der Gleichstand fällt durch mehr Juwelen).
    }
    [cards] { $points ->
        [one] { $seat } gewinnt mit einem Stollen im Wert von { $points } Punkt (der Gleichstand fällt durch mehr Karten auf der Hand).
       *[other] { $seat } gewinnt mit einem Stollen im Wert von { $points } Punkten (der Gleichstand fällt durch mehr Karten auf der Hand).
    }
   *[none] { $points ->
        [one] { $seat } gewinnt mit einem Stollen im Wert von { $points } Punkt.
       *[other] { $seat } gewinnt mit einem Stollen im Wert von { $points } Punkten.
    }
}
grim-result-shared = { $points ->
    [one] { $seats } teilen sich den Sieg mit Stollen im Wert von je { $points } Punkt.
   *[other] { $seats } teilen sich den Sieg mit Stollen im Wert von je { $points } Punkten.
}

## Ablehnungen.

grim-unknown-move = Diesen Zug gibt es in Grim Prospects nicht.
grim-no-such-card = Eine Karte „{ $card }“ gibt es in Grim Prospects nicht.
grim-refuse-nothing-back = Es gibt keine Wahl, die du zurücknehmen könntest.
grim-refuse-ai-blind = Ein künstlicher Spieler spielt blind die oberste Karte seines Stapels.
grim-refuse-deck = Nur ein künstlicher Spieler zieht von einem verdeckten Stapel.
grim-refuse-not-in-hand = { $card } ist nicht auf deiner Hand.
grim-refuse-placed = Du hast { $card } in dieser Phase schon gelegt.
grim-refuse-ai = Ein künstlicher Spieler muss dem Ablauf aus der Regel folgen.
grim-refuse-stage = { $stage ->
    [forfeit] Das geht jetzt nicht: Wähle eine Karte zum Abgeben.
    [fire_guard] Das geht jetzt nicht: Wähle den Bergmann, den du als Lauerwache entlässt.
    [fire_thug] Das geht jetzt nicht: Wähle den Bergmann, den du als Lauerschläger entlässt.
    [thug] Das geht jetzt nicht: Wähle deinen angeheuerten Schläger (oder keinen).
    [thug_shadows] Das geht jetzt nicht: Lege Schatten zu deinen Schlägern oder drücke „Fertig“.
    [guard] Das geht jetzt nicht: Wähle deine angeheuerte Wache (oder keine).
    [guard_shadows] Das geht jetzt nicht: Lege Schatten zu deinen Wachen oder drücke „Fertig“.
   *[ready] Das geht jetzt nicht: Warte auf die anderen.
}
grim-refuse-ai-seat = Ein künstlicher Spieler kann nur einen der { $seats } Plätze dieses Spiels einnehmen.
grim-refuse-ai-twice = Ein Platz ist zweimal als künstlicher Spieler angegeben.
