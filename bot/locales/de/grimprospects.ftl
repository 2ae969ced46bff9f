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
# Eine Karte, wo ihre ganze Zeile nicht passt (die Beschriftung eines Knopfs): ohne ihre Stärken.
grim-card-full-short = { $brief }
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
    [true] { $seat } hat weniger als drei Karten und mischt die ruhenden Rekruten ({ $cards }) unter den Stapel.
   *[false] { $seat } hat weniger als drei Karten und nimmt die ruhenden Rekruten ({ $cards }) auf die Hand.
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

## Der Spielplan: Embed, Text fürs Terminal, Bilder, ihre Alt-Texte und die Nahansichten. Karten-Nummern
## (B07), die Zeichen der Stollen (* Juwel, ^ Schaufel) und Stärken (B+1 R0 M-1) sind Notation und bleiben.

grim-board-none = keine
grim-board-nothing = nichts
grim-board-empty = leer
grim-board-you = { $seat } (du)
grim-board-then = { $first }; { $next }
grim-board-after = { $first } { $next }
grim-board-listed = { $items }
grim-board-faction-cards = { $faction ->
    [bunny] Hasen
    [rat] Ratten
   *[mole] Maulwürfe
} { $cards }
grim-board-faction-count = { $faction ->
    [bunny] { $count ->
        [one] { $count } Hase
       *[other] { $count } Hasen
    }
    [rat] { $count ->
        [one] { $count } Ratte
       *[other] { $count } Ratten
    }
   *[mole] { $count ->
        [one] { $count } Maulwurf
       *[other] { $count } Maulwürfe
    }
}
grim-board-run = { $segment ->
    [gem] { $count ->
        [one] { $count } Juwel
       *[other] { $count } Juwelen
    }
   *[shovel] { $count ->
        [one] { $count } Schaufel
       *[other] { $count } Schaufeln
    }
}
grim-board-runs = { $count ->
    [0] leer
   *[other] { $runs }
}
grim-board-segments = { $count ->
    [one] { $count } Abschnitt
   *[other] { $count } Abschnitte
}
grim-board-card-line = { $card } { $faction } { $segment ->
        [gem] Juwel
       *[shovel] Schaufel
    }{ $effect ->
        [shadow] {" "}· Schatten
        [turncoat] {" "}· Überläufer
       *[none] {""}
    } · gegen Hasen { $bunny }, Ratten { $rat }, Maulwürfe { $mole }
grim-board-card-said = { $brief }, { $powers }
grim-board-card-short = { $card } { $segment ->
        [gem] Juwel
       *[shovel] Schaufel
    }{ $effect ->
        [shadow] {" "}Schatten
        [turncoat] {" "}Überläufer
       *[none] {""}
    } { $powers }
grim-board-effect = { $effect ->
    [shadow] Schatten
   *[turncoat] Überläufer
}

grim-board-doing = { $phase ->
    [forfeit] einen Stollenabschnitt abgeben
    [fire] zwei Bergleute entlassen
   *[prepare] auf die Kämpfe vorbereiten
}
grim-board-status = Runde { $round }: { $doing } (Phase { $number }). Noch am Wählen: { $count ->
        [0] niemand
       *[other] { $waiting }
    }.
grim-board-status-over = { $count ->
    [0] Das Spiel ist vorbei.
    [one] Spielende: { $winners } gewinnt mit einem Stollen im Wert von { $points ->
            [one] { $points } Punkt
           *[other] { $points } Punkten
        }.
   *[other] Spielende: { $winners } teilen sich den Sieg mit Stollen im Wert von je { $points ->
            [one] { $points } Punkt
           *[other] { $points } Punkten
        }.
}
grim-board-headline = Runde { $round }: { $doing }
grim-board-headline-over = { $count ->
    [0] Das Spiel ist vorbei
    [one] { $winners } gewinnt mit { $points ->
            [one] { $points } Punkt
           *[other] { $points } Punkten
        }!
   *[other] { $winners } gewinnen mit { $points ->
            [one] { $points } Punkt
           *[other] { $points } Punkten
        }!
}
grim-board-over-after = Spielende nach Runde { $round }
grim-board-all-chose = Alle haben gewählt
grim-board-all-choosing = { $count ->
    [2] Beide wählen noch
   *[other] Alle { $count } wählen noch
}
grim-board-still-choosing = Noch am Wählen: { $waiting }
grim-board-still-choosing-count = Noch am Wählen: { $count } Spieler
grim-board-arrow-two = Zwei Spieler: Jeder ist Erbe und Gönner des anderen.
grim-board-pair = { $seat } → { $to }
grim-board-arrow = { $clockwise ->
    [true] Abgabepfeil im Uhrzeigersinn: { $pairs }
   *[false] Abgabepfeil gegen den Uhrzeigersinn: { $pairs }
}
grim-board-arrow-sentence-two = { $first } und { $second } greifen einander an und geben aneinander ab.
grim-board-arrow-sentence = { $clockwise ->
    [true] Abgabepfeil im Uhrzeigersinn: Jeder gibt an den Nächsten ab und greift ihn an: { $chain }.
   *[false] Abgabepfeil gegen den Uhrzeigersinn: Jeder gibt an den Nächsten ab und greift ihn an: { $chain }.
}
grim-board-side = { $count ->
    [0] nichts
   *[other] { $summed ->
        [true] { $cards } ({ $power })
       *[false] { $cards }
    }
}
grim-board-battle-none = { $attacker } → { $defender }: Niemand hat gekämpft.
grim-board-battle = { $attacker } → { $defender }: { $thugs } gegen { $guards }; { $result ->
        [held] der Stollen hält{ $tie ->
            [true] {" "}(Gleichstand geht an den Erben)
           *[false] {""}
        }
       *[collapse] Einsturz, { $attacker } nimmt { $gems ->
            [0] kein Juwel
           *[other] { $taken }
        }{ $saved ->
            [true] ; Schaufel { $shovel } zurück an { $defender }
           *[false] {""}
        }
    }.
grim-board-result = { $result ->
    [no_battle] niemand hat gekämpft
    [held] der Stollen hält
   *[collapse] Einsturz: { $gems ->
            [0] kein Juwel
            [one] { $gems } Juwel
           *[other] { $gems } Juwelen
        } genommen{ $saved ->
            [true] , eine Schaufel zurück auf die Hand
           *[false] {""}
        }
}
grim-board-pick-forfeit = Abgabe { $card }
grim-board-pick-fire-guard = Lauerwache { $card }
grim-board-pick-fire-thug = Lauerschläger { $card }
grim-board-pick-employed = { $placed ->
        [true] { $role ->
            [thug] Angeheuerter Schläger
           *[guard] Angeheuerte Wache
        } { $card }
       *[false] { $role ->
            [thug] Kein angeheuerter Schläger
           *[guard] Keine angeheuerte Wache
        }
    }{ $count ->
        [0] {""}
       *[other] {" "}+ Schatten { $shadows }
    }
grim-board-prompt = { $stage ->
    [forfeit] Gib eine Karte an das ferne Ende des Stollens von { $heir } ab.
    [fire_guard] Entlasse eine Lauerwache für { $heir }: Sie kommt zu den Wachen von { $heir } gegen deine Schläger.
    [fire_thug] Entlasse einen Lauerschläger für { $benefactor }: Er kommt zu den Schlägern von { $benefactor } gegen dich.
    [thug] Wähle deinen angeheuerten Schläger: Er greift den Stollen von { $heir } an. Oder keinen.
    [thug_shadows] Lege Schatten zu deinem angeheuerten Schläger oder drücke „Fertig mit Schatten“.
    [guard] Wähle deine angeheuerte Wache: Sie verteidigt deinen Stollen gegen { $benefactor }. Oder keine.
    [guard_shadows] Lege Schatten zu deiner angeheuerten Wache oder drücke „Fertig mit Schatten“.
   *[ready] Deine Wahl steht: Warten auf die anderen.
}

grim-board-title = Grim Prospects · Runde { $round }
grim-board-text-head = Grim Prospects. { $status }
grim-board-text-key = Stollen verlaufen von ihrem Besitzer zum fernen Ende; {"*"} Juwel (2 Punkte), ^ Schaufel (1 Punkt).
grim-board-text-battles = Letzte Kämpfe:
grim-board-line-tunnel = Stollen { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } ({ $gems ->
        [one] { $gems } Juwel
       *[other] { $gems } Juwelen
    }): { $tunnel }
grim-board-line-hand = Hand { $size }{ $deck ->
        [true] {" "}(verdeckter Stapel)
       *[false] {""}
    }{ $has_known ->
        [true] , bekannt: { $known }
       *[false] {""}
    }{ $roles ->
        [true] {" "}· Erbe { $heir }, Gönner { $donor }
       *[false] {""}
    }
grim-board-line-loitering = Lauerwachen: { $guards } | Lauerschläger: { $thugs }
grim-board-line-resting = Ruhende Rekruten: { $count ->
        [0] keine
       *[other] { $cards }
    }
grim-board-private-deck = Du spielst den künstlichen Spieler: einen verdeckten Stapel mit { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }.
grim-board-private-hand = Deine Hand ({ $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }, geheim):
grim-board-private-chosen = Deine geheime Wahl in dieser Phase: { $chosen }.
grim-board-field-battles = Letzte Kämpfe
grim-board-field-hand = Deine Hand
grim-board-footer = {"*"} Juwel (2 Punkte) · ^ Schaufel (1 Punkt) · Stollen verlaufen von ihrem Besitzer zum fernen Ende

grim-board-alt-head = Spielplan von Grim Prospects. { $status }
grim-board-alt-tunnels = Stollen werden vom Ende ihres Besitzers aus gelesen; ein Einsturz nimmt die Juwelen nach der letzten Schaufel.
grim-board-alt-battle = { $attacker } hat { $defender } angegriffen, { $result }
grim-board-alt-battles = Letzte Kämpfe: { $battles }.
grim-board-alt-tag = { $tag ->
    [you] du
    [choosing] noch am Wählen
    [winner] Sieger
    [leads] in Führung
   *[artificial] ein künstlicher Spieler
}
grim-board-alt-player = { $tagged ->
        [true] { $seat } ({ $tags })
       *[false] { $seat }
    }: { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }, { $gems ->
        [one] { $gems } Juwel
       *[other] { $gems } Juwelen
    }, { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    }{ $deck ->
        [true] {" "}in einem verdeckten Stapel
       *[false] {" "}auf der Hand
    }.
grim-board-alt-tunnel = Stollen: { $tunnel }{ $risk ->
        [0] {""}
       *[other] , { $risk } in Gefahr
    }.
grim-board-alt-side = { $side ->
        [guards] Wachen
       *[thugs] Schläger
    }: { $cards }.
grim-board-alt-known = { $deck ->
    [true] Bekannt im Stapel: { $cards }.
   *[false] Bekannt auf der Hand: { $cards }.
}
grim-board-alt-resting = { $count ->
    [one] { $count } ruhender Rekrut.
   *[other] { $count } ruhende Rekruten.
}
grim-board-alt-hand = Deine Hand, { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }, geheim.
grim-board-alt-chosen = In dieser Phase gewählt: { $chosen }.
grim-board-alt-legend = Stärken gegen Hasen (B), Ratten (R) und Maulwürfe (M).
grim-board-alt-cards = Karten: { $cards }.
grim-board-alt-miners = Lauernde Bergleute. Eine Gruppe schließt sich dem angeheuerten Bergmann ihres Spielers aus derselben Fraktion an und zählt zu seiner Stärke; Stärken gegen Hasen, Ratten und Maulwürfe.
grim-board-alt-miners-player = { $roles ->
    [true] { $seat }: Die Wachen verteidigen gegen { $donor }, die Schläger greifen { $heir } an.
   *[false] { $seat }.
}
grim-board-alt-group = { $faction ->
        [bunny] Hasen
        [rat] Ratten
       *[mole] Maulwürfe
    } { $cards }, zusammen { $powers }
grim-board-alt-group-counted = { $group }, { $powers }
grim-board-alt-tunnels-head = Die Stollen, jeweils vom Ende des Besitzers bis zum fernen Ende.
grim-board-alt-tunnel-ids = { $cards } ({ $runs })
grim-board-alt-tunnel-of = Stollen von { $seat }, { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }, { $gems ->
        [one] { $gems } Juwel
       *[other] { $gems } Juwelen
    }: { $tunnel }{ $risk ->
        [0] .
        [one] ; { $risk } Juwel in Gefahr.
       *[other] ; { $risk } Juwelen in Gefahr.
    } Ruhende Rekruten: { $resting }. Bekannt auf der Hand: { $known }.
grim-board-alt-battles-head = Die Kämpfe der letzten Runde.
grim-board-alt-fight = { $attacker } hat { $defender } angegriffen: { $result }.
grim-board-alt-force-none = { $side ->
    [thugs] Schläger: nichts.
   *[guards] Wachen: nichts.
}
grim-board-alt-force-versus = { $side ->
        [thugs] Schläger
       *[guards] Wachen
    } gegen { $versus ->
        [bunny] Hasen
        [rat] Ratten
       *[mole] Maulwürfe
    }: { $cards }; gesamt { $power }.
grim-board-alt-force = { $side ->
        [thugs] Schläger
       *[guards] Wachen
    }: { $cards }{ $summed ->
        [true] , gesamt { $power }
       *[false] {""}
    }.
grim-board-alt-taken = Genommene Juwelen: { $count ->
        [0] keine
       *[other] { $cards }
    }.
grim-board-alt-shovel-back = Schaufel { $shovel } zurück auf die Hand von { $seat }.

## Die Bilder: kurz, fürs Handy (ein Etikett passt neben einen Namen oder an den Fuß einer Karte, eine
## Zeilenbeschriftung vor ihre Chips).

grim-board-picture-column = { $column ->
    [points] Punkte
    [gems] Juwelen
   *[hand] Hand
}
grim-board-picture-tag = { $tag ->
    [wins] SIEGT
    [leads] VORN
    [you] DU
   *[artificial] KÜNSTLICH
}
grim-board-picture-label = { $label ->
    [tunnel] Stollen
    [guards] Wachen
    [thugs] Schläger
   *[known] Bekannt
}
grim-board-picture-risk = { $count } in Gefahr
grim-board-picture-resting = Ruhend { $count }
grim-board-picture-way = { $clockwise ->
    [true] Im Uhrzeigersinn:
   *[false] Gegen den Uhrzeigersinn:
}
grim-board-picture-each-other = { $first } und { $second } greifen einander an
grim-board-tag = { $tag ->
    [forfeit] Abgabe
    [guard] Wache
    [thug] Schläger
   *[shadow] Schatten
}
grim-board-hand-heading = Deine Hand: { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }, geheim
grim-board-hand-chosen = Gewählt: { $chosen }.
grim-board-hand-legend = Stärke gegen Hasen, Ratten, Maulwürfe
grim-board-hand-empty = Deine Hand ist leer.
grim-board-show = { $what ->
    [miners] Lauernde Bergleute zeigen
    [tunnels] Die Stollen zeigen
   *[battles] Die letzten Kämpfe zeigen
}
grim-board-closeup-title = { $what ->
    [miners] Die lauernden Bergleute
    [tunnels] Die Stollen
   *[battles] Die letzten Kämpfe
}
grim-board-closeup-who = { $you ->
    [true] Du
   *[false] { $seat }
}
grim-board-closeup-miners-heading = Lauernde Bergleute
grim-board-closeup-miners-note = Eine Gruppe schließt sich dem angeheuerten Bergmann ihres Spielers aus derselben Fraktion an und zählt zu seiner Stärke.
grim-board-closeup-against = gegen
grim-board-closeup-roles = Wachen verteidigen gegen { $donor_you ->
        [true] dich
       *[false] { $donor }
    } · Schläger greifen { $heir_you ->
        [true] dich
       *[false] { $heir }
    } an
grim-board-closeup-tunnels-note = Vom Ende des Besitzers bis zum fernen Ende; ein Einsturz nimmt die Juwelen nach der letzten Schaufel.
grim-board-closeup-tunnel = { $own ->
    [true] Dein Stollen
   *[false] Stollen von { $seat }
}
grim-board-closeup-facts = { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }, { $gems ->
        [one] { $gems } Juwel
       *[other] { $gems } Juwelen
    }
grim-board-closeup-empty = Leer.
grim-board-closeup-risk = { $count ->
    [one] { $count } Juwel in Gefahr (auf Rot).
   *[other] { $count } Juwelen in Gefahr (auf Rot).
}
grim-board-closeup-count = { $which ->
        [resting] Ruhende Rekruten
       *[known] Bekannt auf der Hand
    }: { $count ->
        [0] keine
       *[other] { $count }
    }
grim-board-closeup-attacked = { $you ->
    [first] Du hast { $defender } angegriffen
    [second] { $attacker } hat dich angegriffen
   *[none] { $attacker } hat { $defender } angegriffen
}
grim-board-closeup-no-fight = Niemand hat gekämpft: Kein Bergmann wurde eingesetzt.
grim-board-closeup-collapse = Einsturz: { $you ->
        [first] Du hast
       *[other] { $attacker } hat
    } { $gems ->
        [0] kein Juwel
       *[other] { $taken }
    } genommen{ $saved ->
        [true] ; Schaufel { $shovel } zurück auf { $you ->
            [second] deine Hand
           *[other] die Hand von { $defender }
        }
       *[false] {""}
    }.
grim-board-closeup-held = Der Stollen hält{ $tie ->
        [true] {" "}(ein Gleichstand geht an den Verteidiger)
       *[false] {""}
    }.

## Die Einträge der Spielanleitung: Name und Zeile jeder Karte, die Fraktionen, die Stollenabschnitte und
## die Effekte. Stärken ($bunny, $rat, $mole) stehen mit Vorzeichen wie gedruckt: +1, 0, -1.

grim-guide-card-name = { $card } ({ $faction }, { $segment ->
        [gem] Juwel
       *[shovel] Schaufel
    }{ $effect ->
        [shadow] , Schatten
        [turncoat] , Überläufer
       *[none] {""}
    })
grim-guide-card-text = { $faction ->
        [bunny] Bergmann der Fraktion Hase
        [rat] Bergmann der Fraktion Ratte
       *[mole] Bergmann der Fraktion Maulwurf
    }. Stärke { $bunny } gegen Hasen, { $rat } gegen Ratten, { $mole } gegen Maulwürfe. Im Stollen: { $segment ->
        [gem] Juwel
       *[shovel] Schaufel
    } ({ $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }).{ $effect ->
        [shadow] {" "}Schatten: { $rule }
        [turncoat] {" "}Überläufer: { $rule }
       *[none] {""}
    }
grim-guide-effect-rule = { $effect ->
    [shadow] Er darf sich verdeckt an derselben Stelle einem angeheuerten Bergmann seiner eigenen Fraktion anschließen und addiert seine Stärke; beliebig viele Schatten dürfen sich anschließen. Er darf auch selbst der angeheuerte Bergmann sein.
   *[turncoat] Nach einem Kampf kommt er zu den ruhenden Rekruten des Spielers, gegen den er gekämpft hat, auch wenn er als lauernder Bergmann gekämpft hat.
}
grim-guide-effect-text = Ein Bergmann mit diesem Symbol: { $rule } Karten: { $cards }.
grim-guide-faction-name = { $faction ->
    [bunny] Hasen
    [rat] Ratten
   *[mole] Maulwürfe
}
grim-guide-faction-text = { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }, { $first }-{ $last }: { $gems ->
        [one] { $gems } Juwel
       *[other] { $gems } Juwelen
    } und { $shovels ->
        [one] { $shovels } Schaufel
       *[other] { $shovels } Schaufeln
    }. Ihre Stärken ergeben zusammen { $bunny } gegen Hasen, { $rat } gegen Ratten, { $mole } gegen Maulwürfe. Die Fraktionen sind gleich stark; es zählt nur, wer gegen wen kämpft. Im Kampf tritt jede Seite als eine Fraktion an, und jede Karte zählt ihre Stärke gegen die Fraktion der anderen Seite.
grim-guide-segment-name = { $segment ->
    [gem] Juwel
   *[shovel] Schaufel
}
grim-guide-segment-plural = { $segment ->
    [gem] Juwelen
   *[shovel] Schaufeln
}
grim-guide-segment-text = { $segment ->
        [gem] Ein Juwel ist
       *[shovel] Eine Schaufel ist
    } bei Spielende in einem Stollen { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } wert. { $segment ->
        [gem] Stürzt sein Stollen ein, nimmt der Angreifer es an das ferne Ende seines eigenen Stollens.
       *[shovel] Stürzt ihr Stollen ein, hält sie den Einsturz auf und geht zurück auf die Hand ihres Besitzers; die Abschnitte davor sind sicher.
    } { $count } Karten sind { $segment ->
        [gem] Juwelen
       *[shovel] Schaufeln
    }.
