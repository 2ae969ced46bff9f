# /settings: die eigenen Einstellungen einer Person (cogs/settings, bot/session/preferences.py).

settings-title = Deine Einstellungen
settings-intro = Wie der Bot dir von deinen Spielen erzählt, auf jedem Server. Nur du siehst das.
settings-saved = ✅ Gespeichert.
settings-footer = Deine Zeitzone: /settings time_zone: (tippe deine Stadt, etwa Berlin). Ruhezeiten auf die Minute: /settings quiet_hours:23:30-07:00. Jede Zeit, die der Bot als Discord-Zeitstempel schreibt, zeigt sich in der Zeitzone deines Geräts.

## Die Einstellungen in Worten: ein Name und sein Wert.

settings-field-language = Sprache
settings-field-time-zone = Zeitzone
settings-field-quiet-hours = Ruhezeiten
settings-field-turn = Du bist dran
settings-field-reminders = Erinnerungen
settings-field-digest = Tägliche Übersicht
settings-field-direct-messages = Direktnachrichten
settings-language-discord = Die Sprache von Discord
settings-time-zone = { $zone } (dort ist es jetzt { $now })
settings-quiet-on = { $start }–{ $end }: dann kein Ping und keine DM; was wartet, kommt in einer Nachricht, wenn sie enden
settings-off = aus
settings-turn-ping = ein Ping im Kanal des Spiels
settings-turn-dm = eine Direktnachricht
settings-turn-both = ein Ping im Kanal und eine Direktnachricht
settings-turn-none = nichts (nur Erinnerungen und die Übersicht)
settings-turn-at-once = { $how }, sofort
settings-turn-after = { $how }, erst wenn ein Zug { $wait } gewartet hat
settings-reminders-on = an: zur Hälfte und kurz vor dem Ende deiner Bedenkzeit
settings-digest-daily = einmal am Tag
settings-digest-at = jeden Tag um { $time }
settings-dm-one = eine Nachricht für alle deine Spiele, stets aktuell
settings-dm-each = eine pro Spiel und Ereignis

## Die Menüs: je ein Platzhalter (höchstens 150 Zeichen) und Optionen (höchstens 100).

settings-menu-how = Dein Zug, Erinnerungen, Direktnachrichten…
settings-menu-after = Wann du hörst, dass du dran bist…
settings-menu-quiet-from = Ruhezeiten ab…
settings-menu-quiet-to = Ruhezeiten bis…
settings-menu-digest = Tägliche Übersicht…
settings-option-turn = Du bist dran: { $how }
settings-option-reminders-on = Erinnerungen gegen Ende der Bedenkzeit: an
settings-option-reminders-off = Erinnerungen: aus
settings-option-dm-each = Direktnachrichten: eine pro Spiel und Ereignis
settings-option-dm-one = Direktnachrichten: eine für alle meine Spiele
settings-option-at-once = Sag es mir sofort
settings-option-after = Erst wenn ein Zug { $wait } gewartet hat
settings-option-no-quiet = Keine Ruhezeiten
settings-option-quiet-from = Ruhe ab { $time }
settings-option-quiet-until = Ruhe bis { $time }
settings-option-no-digest = Keine tägliche Übersicht
settings-option-digest-at = Eine tägliche Übersicht um { $time }

## Ablehnungen: je ein Satz, der sagt, was nicht stimmte. $text ist das Getippte, gekürzt.

settings-refused-no-zone = Gib eine Zeitzone an, etwa Europe/Berlin oder Australia/Sydney.
settings-refused-zone = Es gibt keine Zeitzone namens „{ $text }“; tippe deine Stadt und wähle einen der angebotenen Namen.
settings-refused-time = „{ $text }“ ist keine Uhrzeit; schreib sie als 23:00 oder 7:30.
settings-refused-quiet = Ruhezeiten sind ein Beginn und ein Ende, etwa 23:00-08:00, oder off; „{ $text }“ ist keins von beiden.
settings-refused-same = Ruhezeiten brauchen einen Beginn und ein anderes Ende, etwa 23:00-08:00.
settings-refused-long = Ruhezeiten dauern höchstens { $most }; { $start }–{ $end } dauert { $length }.
settings-refused-edge = Ruhezeiten in den Menüs beginnen und enden zur vollen Stunde; für Minuten nimm die Option quiet_hours von /settings.
settings-refused-digest = Die Übersicht kommt zu einer Stunde von 0 bis 23, deiner Zeit; { $hour } ist keine davon.
settings-refused-notice = Du kannst von deinem Zug per Ping, per Direktnachricht, mit beidem oder gar nicht hören; wähle eines davon.
settings-refused-after = Ein Zug kann { $offered } Stunden warten, bevor du es hörst, oder du hörst es sofort; { $hours ->
    [0] das
   *[other] { $wait }
} ist keine dieser Möglichkeiten.
settings-refused-language = Wähle English, Deutsch, 日本語 oder deine Discord-Sprache; „{ $text }“ ist nichts davon.
settings-not-offered-how = Das ist keiner der Wege des Menüs, dir von Zügen, Erinnerungen und Nachrichten zu erzählen; wähle einen davon.
settings-not-offered-after = Das ist keine der Wartezeiten des Menüs, bevor du hörst, dass du dran bist; wähle eine davon.
settings-not-offered-quiet-from = Das ist keiner der Beginne der Ruhezeiten im Menü; wähle eine Stunde oder keine Ruhezeiten.
settings-not-offered-quiet-to = Das ist keines der Enden der Ruhezeiten im Menü; wähle eine Stunde.
settings-not-offered-digest = Das ist keine der Stunden des Menüs für die tägliche Übersicht; wähle eine Stunde oder keine Übersicht.

settings-language = { $name }

## Die Sprache der Tische eines Servers (/tabletop language).

server-language-set = Die neuen Tische dieses Servers sprechen { $name }. Schon offene Tische behalten ihre Sprache.
server-language-in-a-server = Ein Server wählt die Sprache seiner Tische: nutze das auf einem Server.
server-language-unknown = Das ist keine der angebotenen Sprachen; wähle eine davon.
settings-zone-choice = { $city } ({ $zone })
