# Eine Lobby, in der Sprache des Tisches. Die eigenen Wörter des Spiels (Optionen, die Art einer KI, die
# Rolle eines Platzes, der Satz zur Bedenkzeit) sind noch Englisch. Eine Option hat höchstens 100 Zeichen,
# ein Platzhalter 150, ein Knopf 80.

lobby-title = { $title }: Lobby
lobby-host-mark = {" "}(Gastgeber)
lobby-head = Gastgeber: { $host } · { $players } Personen
lobby-head-range = Gastgeber: { $host } · { $least }–{ $most } Personen
lobby-nobody = Noch ist niemand beigetreten.
lobby-field-order = Sitzordnung
lobby-field-clock = Bedenkzeit
lobby-field-takebacks = Züge zurücknehmen
lobby-field-hints = KI-Tipps
lobby-field-language = Sprache
lobby-field-options = Optionen
lobby-order-random = zufällig, wenn das Spiel beginnt
lobby-order-listed = wie aufgelistet
lobby-takebacks-on = Man darf den eigenen letzten Zug zurücknehmen, bis jemand anderes entscheidet oder etwas Verdecktes aufgedeckt wird.
lobby-takebacks-off = Aus: jeder Zug bleibt, wie er gemacht wurde.
lobby-hints-on = Erlaubt: wer dran ist, darf die KI nach ihren besten Zügen fragen (Tipp). Das Spiel wird nicht gewertet.
lobby-hints-off = Aus.
lobby-footer = Tritt bei; dann stellt der Gastgeber die Optionen ein und startet das Spiel.
# Unter einer Lobby, sobald ihr Spiel begonnen hat: wo das Spiel steht (ein Grund, warum es endete, wie gespeichert).
lobby-status = { $status ->
    [running] läuft
    [finished] beendet
   *[abandoned] abgebrochen
}

## Knöpfe und Menüs.

lobby-button-join = Beitreten
lobby-button-leave = Verlassen
lobby-button-start = Starten
lobby-button-cancel = Abbrechen
lobby-menu-add-ai = Eine KI hinzufügen…
lobby-add-ai-option = KI hinzufügen: { $kind }
lobby-menu-option = Eine Option einstellen…
lobby-menu-order = Sitzordnung…
lobby-order-random-option = Zufällige Sitzordnung
lobby-order-listed-option = Plätze in der aufgelisteten Reihenfolge
lobby-first-role = { $name } ist { $role }
lobby-first-seat = { $name } sitzt auf Platz 1
lobby-menu-settings = Bedenkzeit, Zurücknehmen, Tipps, Sprache…
lobby-clock-option = Bedenkzeit: { $clock }
lobby-timeout-option = Bei Zeitablauf: { $then }
lobby-night-option = Uhren halten in der Ruhezeit der jeweiligen Person an: { $on ->
    [true] ja
   *[false] nein
}
lobby-takebacks-option = Zurücknehmen: { $on ->
    [true] erlaubt
   *[false] nicht erlaubt
}
lobby-hints-option = KI-Tipps: { $on ->
    [true] erlaubt (nicht gewertet)
   *[false] aus
}
lobby-language-option = Sprache: { $name }

## Ablehnungen.

lobby-refused-language = Das ist keine der Sprachen, die ein Tisch sprechen kann; wähle eine aus dem Menü.
lobby-refused-language-host = Nur der Gastgeber kann die Sprache des Tisches wählen.
lobby-refused-language-started = Die Sprache des Tisches wird vor dem Spielbeginn gewählt.

## Die private Antwort auf /game join, /game leave und /game start, in der Sprache der lesenden Person.

lobby-said-joined = Du bist { $title } beigetreten (Platz { $seat }).
lobby-said-starts = { $title } beginnt!
lobby-said-left-ai = Du hast das Spiel verlassen; eine KI spielt jetzt deinen Platz.
lobby-said-left-ended = Du bist gegangen; das Spiel ist zu Ende.
lobby-said-left-lobby = Du hast die Lobby verlassen.
lobby-said-done = Erledigt.

## Die Arten der KI-Spieler, wie die Lobby sie nennt.

ai-kind-mcts = stark
ai-kind-greedy = gierig
ai-kind-random = zufällig
ai-kind-artificial = Künstlicher Spieler

# Was jeder KI-Spieler tut, wie --list und die Hilfe im Terminal es sagen.
ai-kind-mcts-about = spielt viele mögliche Partien im Voraus durch, der stärkste
ai-kind-greedy-about = nimmt den Zug, der gerade am besten aussieht
ai-kind-random-about = wählt irgendeinen erlaubten Zug zufällig
ai-kind-artificial-about = spielt nach den Regeln des Künstlichen Spielers aus der Anleitung

lobby-option-value = { $option }: { $value }
lobby-option-toggle-seat = Platz { $seat } an/aus
lobby-option-set = { $option }: **{ $value }**
table-ai-name = KI { $number }
table-ai-standing-in = { $name } (KI)
