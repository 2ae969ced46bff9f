# Was der Bot einer Person über ihre Spiele sagt, per Direktnachricht (oder, wenn ihre DMs zu sind, im
# Kanal des Spiels, an sie gerichtet). $link ist ein Link zum Spielplan (er kann leer sein); $ends und
# $when sind Discord-Zeitstempel, die jede Discord-App in ihrer Sprache schreibt.

notice-as-written = { $text }
notice-in-dms = DMs
notice-a-server = ein Server
notice-to = { $user }, { $line }
notice-your-move = 🔔 Du bist dran in **{ $title }** ({ $server }). { $link }
notice-table-open = 🏁 Dein Tisch ist offen: eine Partie { $title }. { $where }
notice-tournament-table-open = 🏁 Dein Tisch in { $name } ist offen: eine Partie { $title }. { $where }
notice-waited = 🔔 **{ $title }** ({ $server }) wartet seit { $waited } auf deinen Zug. { $link }

## Erinnerungen der Bedenkzeit.

notice-nudge = ⏰ { $title } wartet auf deinen Zug. { $link }
notice-half-time = ⏳ Die Hälfte deiner Zeit für deinen Zug in { $title } ist um: sie endet { $ends }, dann gilt: { $then }. { $link }
notice-nearly-out = ⏰ Deine Zeit für deinen Zug in { $title } endet { $ends }; dann gilt: { $then }. { $link }
notice-then-move = eine KI macht diesen Zug
notice-then-skip = wer dran ist, passt, wo die Regeln es erlauben (sonst zieht eine KI)
notice-then-stand-in = eine KI spielt den Platz, bis die Person zurückkommt

## Was in den Ruhezeiten wartete, zusammengefasst, wenn sie enden: eine Zeile pro Spiel.

notice-while-quiet = { $start ->
    [none] 🌙 Während deiner Ruhezeit: { $line }
   *[other] 🌙 Während deiner Ruhezeit ({ $start }–{ $end }): { $line }
}
notice-summed = **{ $title }** ({ $server }): { $said } { $link }
notice-summed-turn = du bist dran seit { $at }
notice-summed-half = die Hälfte deiner Zeit war um { $at } um
notice-summed-final = deine Zeit war um { $at } fast um
notice-summed-reminder = um { $at } wartete es auf deinen Zug
notice-summed-private = deine Hand hat sich geändert
notice-played-move = deine Zeit lief um { $at } ab, und eine KI zog für dich
notice-played-skip = deine Zeit lief um { $at } ab, und du hast gepasst (oder eine KI zog, wo man nicht passen kann)
notice-played-stand-in = deine Zeit lief um { $at } ab, und eine KI spielt deinen Platz, bis du zurückkommst (/game return)
notice-ended = das Spiel ist zu Ende
notice-ends = die Zeit endet { $when }

## Die eine DM mit allen Spielen einer Person (für alle, die das in /settings gewählt haben).

inbox-head = 📬 **Deine Spiele**: { $waiting } von { $running ->
    [one] { $running } laufenden Spiel
   *[other] { $running } laufenden Spielen
} warten auf dich (aktualisiert { $updated })
inbox-new = 🆕 { $line }
inbox-more-news = { $count ->
    [one] 🆕 …und { $count } weitere Neuigkeit.
   *[other] 🆕 …und { $count } weitere Neuigkeiten.
}
inbox-your-move = 🔔 du bist dran
inbox-runs-out = die Zeit endet { $when }
inbox-waiting-for = wartet auf { $names }
inbox-waiting-for-nobody = wartet auf niemanden
inbox-in-lobby = in der Lobby
inbox-paused = pausiert
inbox-no-game = Kein laufendes Spiel.

## /game mine: die Spiele einer Person, und die tägliche Übersicht.

mine-no-game = Du spielst in keinem Spiel mit. Starte eines mit /game new.
mine-title = Deine Spiele
mine-count = { $games ->
    [one] { $games } Spiel
   *[other] { $games } Spiele
}; { $waiting ->
    [0] keines wartet auf dich.
   *[other] { $waiting } warten auf dich.
}
mine-more = { $count ->
    [one] Und { $count } weiteres Spiel.
   *[other] Und { $count } weitere Spiele.
}
digest-on = 📬 Einmal am Tag schicke ich dir per DM die Spiele, die auf deinen Zug warten (wartet keines: keine Nachricht). /game digest on:False beendet das.
digest-off = Die tägliche Übersicht ist aus.
digest-head = 📬 { $count ->
    [one] { $count } Spiel wartet auf deinen Zug:
   *[other] { $count } Spiele warten auf deinen Zug:
}
digest-game = • { $title } { $link }
digest-game-due = • { $title }, die Zeit endet { $when } { $link }

ping-waited = 🔔 { $user }, { $title } wartet seit { $waited } auf deinen Zug. { $link }
ping-nudge = ⏰ { $user }, { $title } wartet auf deinen Zug. { $link }
ping-half-time = ⏳ { $user }, die Hälfte deiner Zeit für diesen Zug in { $title } ist um: Sie läuft { $ends } ab. { $link }
ping-nearly-out = ⏰ { $user }, deine Zeit in { $title } läuft { $ends } ab; dann gilt: { $then }. { $link }
ping-also-waiting = { $ping } (außerdem { $others ->
    [one] wartet { $others } weitere Partie
   *[other] warten { $others } weitere Partien
} auf dich; siehe /game mine)
