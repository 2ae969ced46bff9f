# Was alle an einem Tisch lesen, in der Sprache des Tisches: die eigenen Knöpfe und Menüs des Spielplans
# (ein Knopf hat höchstens 80 Zeichen, ein Platzhalter 150; Namen bis 32 Zeichen stehen darin).

board-show-hand = Meine Hand zeigen
board-hint = Tipp
board-take-back = Zurücknehmen ({ $name })
board-close-up = Nahansicht
board-look-closer = Genauer ansehen…
board-choose = Wähle einen Zug
board-choose-page = Wähle einen Zug ({ $page }/{ $pages })
board-choose-yours = { $name }: wähle deinen Zug
board-rematch = Revanche
board-review = Analyse
board-mistake = Fehler { $number }

## Die eigenen Wörter des Spielplans um die des Spiels herum.

board-field-clock = Bedenkzeit
board-field-events = Letzte Ereignisse
board-replay-command = Wiederholung: /game replay id:{ $id }
board-choose-privately = { $count ->
    [one] { $names }: Wähle deinen Zug mit „Meine Hand zeigen“.
   *[other] { $names }: Wählt eure Züge mit „Meine Hand zeigen“.
}
board-your-move = { $count ->
    [one] { $mentions }, du bist dran in { $title }.
   *[other] { $mentions }, ihr seid dran in { $title }.
}
board-link-watch = Zuschauen
board-link-replay = Wiederholung
board-paused = ⏸ Einvernehmlich pausiert: keine Uhr läuft. Der Gastgeber setzt mit /game resume fort.
board-pause-asked = ⏸ Der Gastgeber möchte das Spiel pausieren; es wird auf die Zustimmung der anderen gewartet.
board-stand-in = 🤖 Eine KI spielt für { $name }, bis die Person zurückkommt (/game return).
board-away = 🏖 { $name } ist weg bis { $until }.
board-runs-out = ⏳ { $name }: die Zeit endet { $when }.

## Das Ergebnis eines beendeten Spiels, unter seinem letzten Spielplan.

result-head = **{ $title }: Spiel vorbei.** { $summary }
result-practice = Eine Übungspartie mit Tipps der KI: nicht gewertet.
result-hints = Mit erlaubten KI-Tipps gespielt: nicht gewertet.

## Die private Ansicht eines Platzes („Meine Hand zeigen“ und ihre DMs), in der Sprache der lesenden Person.

private-title = { $title }: deine Ansicht ({ $name })
private-no-hidden = { $title } hat keine verdeckten Karten: alles liegt auf dem Spielplan.
private-game-over = Diese Partie { $title } ist vorbei: Nichts ist mehr verdeckt, der Spielplan zeigt alles.
private-your-choice = **Deine Wahl:**
private-your-move = Du bist dran: wähle auf dem Spielplan.
private-field-board = Spielplan
private-go-to-game = [Zum Spiel]({ $link })
private-take-back = Meinen Zug zurücknehmen
private-welcome-back = Willkommen zurück: du spielst deinen Platz wieder.

## Zeilen, die der Gastgeber in den Spielverlauf schreibt (die Namen werden danach eingesetzt).

table-log-stand-in = ⌛ Die Zeit von { $seat } ist abgelaufen: Eine KI spielt für diese Person, bis sie zurückkehrt (/game return).
table-log-back = { $seat } ist zurück und spielt den eigenen Platz wieder.
table-log-paused = ⏸ Das Spiel ist pausiert; seine Uhren stehen.
table-log-pause-agreed = ⏸ Alle sind einverstanden: Das Spiel ist pausiert.
table-log-resumed = ▶ Das Spiel geht weiter; seine Uhren laufen wieder.
table-log-left = { $seat } hat das Spiel verlassen; jetzt spielt eine KI diesen Platz.
table-log-ai-seat = Jetzt spielt eine KI den Platz von { $seat }.
table-log-timed-out-pass = ⌛ Die Zeit von { $seat } ist abgelaufen: { $seat } passt.
table-log-timed-out-ai = ⌛ Die Zeit von { $seat } ist abgelaufen: Eine KI hat den Zug gemacht.
table-log-took-back = { $partial ->
    [true] { $seat } hat den letzten Schritt des eigenen Zugs zurückgenommen.
   *[false] { $seat } hat den eigenen Zug zurückgenommen.
}
table-log-took-back-replies = { $partial ->
    [true] { $replies ->
        [one] { $seat } hat den letzten Schritt des eigenen Zugs und die Antwort von { $who } darauf zurückgenommen.
       *[other] { $seat } hat den letzten Schritt des eigenen Zugs und die Antworten von { $who } darauf zurückgenommen.
    }
   *[false] { $replies ->
        [one] { $seat } hat den eigenen Zug und die Antwort von { $who } darauf zurückgenommen.
       *[other] { $seat } hat den eigenen Zug und die Antworten von { $who } darauf zurückgenommen.
    }
}

## Die Zugzeit, wie Spielfeld und Lobby sie nennen.

clock-none = Keine Zugzeit.
clock-sentence = { $per } pro Zug{ $night ->
        [true] , ohne die Ruhezeiten der einzelnen Spieler
       *[false] {""}
    }; bei Zeitablauf { $timeout ->
        [skip] passt die Person, wo die Regeln es erlauben (sonst zieht eine KI).
        [stand_in] spielt eine KI den Platz, bis die Person zurückkehrt.
       *[move] macht eine KI diesen Zug.
    }

ended-host-cancelled = Der Gastgeber hat die Lobby abgesagt.
ended-host-left-lobby = Der Gastgeber ist gegangen, also wurde die Lobby geschlossen.
ended-everyone-left = Alle Spieler haben die Partie verlassen.
ended-no-players-left = In der Partie sind keine Spieler mehr.
ended-abandoned-by = { $seat } hat die Partie abgebrochen.
ended-abandoned-by-admin = Jemand aus der Serververwaltung hat die Partie abgebrochen.
ended-saved-by-older-version = Diese Partie { $game } wurde von einer älteren Version des Bots gespeichert und kann nicht fortgesetzt werden; sie ist daher beendet.
ended-unreadable = Diese Partie { $game } konnte nicht aus dem Speicher gelesen werden; sie ist daher beendet.
table-abandoned = { $game }: { $reason }

pause-paused = ⏸ { $game } ist pausiert: Keine Uhr läuft, bis der Gastgeber /game resume verwendet.
pause-asked = ⏸ { $host } möchte { $game } pausieren: Die Uhren stoppen, sobald alle zustimmen. { $who }, drückt **{ $button }**, wenn ihr einverstanden seid.
pause-agree-button = Pause zustimmen
pause-everyone-agreed = ⏸ Alle haben zugestimmt: { $game } ist pausiert. Der Gastgeber setzt es mit /game resume fort.
pause-resumed = ▶ { $game } geht weiter: Jede Uhr läuft wieder mit der Zeit, die sie noch hatte.
pause-withdrawn = Die Bitte, { $game } zu pausieren, ist zurückgezogen.
