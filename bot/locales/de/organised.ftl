# Turniere und die Warteschlange: was einer Person gesagt wird (per DM oder privat).

withdrawal-absent-dm = ⌛ Du hast in { $name } { $missed ->
    [one] { $missed } Zug
   *[other] { $missed } Züge
} verpasst und bist daher von den nächsten Runden abgemeldet: eine KI spielt deine Tische zu Ende. Um weiterzuspielen, nutze /tournament join im Thread des Turniers, bevor die Paarungen der nächsten Runde feststehen.
queue-wait-over = Deine Wartezeit in der Warteschlange für { $title } ist vorbei: kein Tisch wurde rechtzeitig voll. /game queue geht jederzeit wieder.
queue-table-found = Die Warteschlange hat deinen Tisch für { $title } gefunden, mit { $names }: { $where }
queue-table-ready = Ein Tisch für { $title } ist bereit: { $names }. Er wird jetzt eröffnet…
queue-game-here = Dein Spiel { $title } ist hier: { $where }
queue-waiting = { $updated ->
    [true] Dein Platz wurde aktualisiert. Du
   *[false] Du
} stehst bis { $until } in der Warteschlange für { $title } ({ $accepted }); { $others ->
    [0] sonst wartet niemand
    [one] { $others } weitere Person wartet: { $names }
   *[other] { $others } weitere warten: { $names }
}. Das Spiel beginnt, sobald genug Leute zusammenpassen.
queue-left = Du hast die Warteschlange für { $titles } verlassen.

## /game away und /game return.

away-until = 🏖 Du bist weg bis { $until }: deine Bedenkzeit ist in { $games ->
    [one] { $games } laufenden Spiel
   *[other] { $games } laufenden Spielen
} angehalten, und Uhren, die inzwischen starten, laufen erst, wenn du zurück bist. /game return beendet es früher.
away-not-away = Du bist nicht weg, und keine KI spielt für dich.
away-clocks-run = deine Uhren laufen wieder
away-seats-again = du spielst deinen Platz wieder in { $games ->
    [one] { $games } Spiel
   *[other] { $games } Spielen
}
away-welcome-back = Willkommen zurück: { $what }.
