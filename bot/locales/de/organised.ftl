# Turniere und die Warteschlange: was einer Person gesagt wird (per DM oder privat).

withdrawal-absent-dm = ⌛ Du hast in { $name } { $missed ->
    [one] { $missed } Zug
   *[other] { $missed } Züge
} verpasst und bist daher von den nächsten Runden abgemeldet: eine KI spielt deine Tische zu Ende. Um weiterzuspielen, nutze /tournament join im Thread des Turniers, bevor die nächste Runde ausgelost wird.
queue-wait-over = Deine Wartezeit in der Warteschlange für { $title } ist vorbei: kein Tisch wurde rechtzeitig voll. /game queue geht jederzeit wieder.
queue-table-found = Die Warteschlange hat deinen Tisch für { $title } gefunden, mit { $names }: { $where }
queue-table-ready = Ein Tisch für { $title } ist bereit: { $names }. Er wird jetzt eröffnet…
queue-game-here = Dein Spiel { $title } ist hier: { $where }
