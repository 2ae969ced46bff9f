# Die eigenen Worte der Discord-Seite: ein Spiel eröffnen (hier oder in einem Thread), die Antworten auf die
# Befehle des Tisches, das /tabletop-Menü für die Server-Verwaltung, ein Slash-Befehl in älterer Form und die
# Entschuldigungen des Tors. Private Antworten in der Sprache der lesenden Person; was im Kanal für alle
# erscheint, in der Sprache des Tisches. Knöpfe höchstens 80 Zeichen, Embed-Titel 256.

## Ein Spiel eröffnen: /game new, in einem Thread des Kanals.
channel-thread-not-opened = Ich konnte hier keinen Thread für das Spiel öffnen ({ $forbidden ->
    [true] mir fehlt eine Berechtigung dafür
   *[false] Discord hat abgelehnt
}). Versuch es noch einmal oder nutze thread:False.
channel-lobby-not-posted = Ich konnte die Lobby nicht in ihrem Thread posten. Versuch es noch einmal oder nutze thread:False.
channel-lobby-in-thread = { $game }: Die Lobby ist in { $thread } geöffnet. Tritt dem Spiel dort bei.
channel-lobby-slow = Erledigt, aber Discord zeigt es nur langsam an: Die Lobby aktualisiert sich gleich.
channel-busy-here = { $busy } Du findest es hier: { $link }
channel-thread-in-dm = Spiele in Direktnachrichten können keine Threads haben.
channel-thread-in-thread = Das ist schon ein Thread, und Discord kennt keine Threads in Threads.
channel-thread-not-text = Spiel-Threads kann ich nur in einem Textkanal öffnen.
channel-thread-permission = Ich brauche in diesem Kanal { $permissions }, um einen Spiel-Thread zu öffnen.
channel-permission-create-public-threads = die Berechtigung „Öffentliche Threads erstellen“
channel-permission-send-messages-in-threads = die Berechtigung „Nachrichten in Threads senden“
channel-thread-not-here = { $why } Lass thread weg (oder setz es auf False), um stattdessen hier zu spielen.

## Die Befehle des Tisches.
channel-no-game = In diesem Kanal gibt es kein Spiel. Starte eins mit /game new.
channel-not-started = Das Spiel in diesem Kanal hat noch nicht begonnen.
channel-no-seat = Es gibt keinen Platz { $seat }; dieses Spiel hat { $seats ->
    [one] nur einen Platz
   *[other] nur { $seats } Plätze
}.
channel-ai-plays = Jetzt spielt eine KI Platz { $seat } ({ $name }).
channel-live-board = Der aktuelle Spielplan: { $link }

## Die Warteschlange.
channel-queue-in-a-server = Die Warteschlange gehört zu einem Server: Nutze /game queue in einem Kanal eines Servers.
channel-unqueue-in-a-server = Die Warteschlange gehört zu einem Server: Nutze /game unqueue in einem Server.
channel-queue-accepted = { $same ->
    [true] { $least } Personen
   *[false] { $least } bis { $most } Personen
}, { $any ->
    [true] jede Uhr
   *[false] Uhr: { $clocks }
}
channel-clock-live = live
channel-clock-daily = täglich
channel-clock-relaxed = gemütlich
channel-clock-none = keine

## /tabletop: das Menü der Server-Verwaltung.
channel-web-in-a-server = Das geht nur in einem Server.
channel-web-on = Die Webseiten sind in diesem Server an: Spielpläne haben einen Knopf „Zuschauen“.
channel-web-off = Die Webseiten sind in diesem Server aus. Neue Spielpläne haben keinen Knopf „Zuschauen“, und kein Link, der hier bisher verteilt wurde, öffnet noch etwas, auch wenn du sie wieder einschaltest.
channel-server-games-link = Die Spiele dieses Servers
channel-games-in-a-server = Das listet die Spiele eines Servers auf: Nutze es in einem Server.
channel-games-none = In diesem Server ist kein Spiel offen.
channel-games-title = Spiele in diesem Server
channel-games-line = **{ $title }** ({ $status ->
    [lobby] Lobby
   *[running] läuft
}) in { $where }: { $count ->
    [0] noch niemand
   *[other] { $players }
}
channel-games-more = …und mehr: Die { $shown } ältesten werden gezeigt.
channel-games-queue = **{ $title }**, Warteschlange: { $people }{ $more ->
    [0] {""}
   *[other] {" "}und { $more } weitere
}
channel-games-queued = { $name } ({ $accepted })

## Ein Slash-Befehl in älterer Form, oder einer, den diese Person nicht nutzen darf.
channel-option-takes = Die Option „{ $option }“ erwartet { $expected }.
channel-option-takes-old = Die Option „{ $option }“ erwartet { $expected }. Deine Discord-App zeigt vielleicht noch eine ältere Fassung dieses Befehls: Ein Neustart der App hilft.
channel-option-not-a-choice = „{ $value }“ ist keine der Auswahlmöglichkeiten für „{ $option }“. Deine Discord-App zeigt vielleicht noch eine ältere Fassung dieses Befehls: Ein Neustart der App hilft.
channel-option-range = Die Option „{ $option }“ erwartet { $range }.
channel-range-between = eine Zahl von { $least } bis { $most }
channel-range-at-least = eine Zahl von mindestens { $least }
channel-range-at-most = eine Zahl von höchstens { $most }
channel-option-too-long = Die Eingabe für „{ $option }“ ist zu lang.
channel-option-too-short = Die Eingabe für „{ $option }“ ist zu kurz.
channel-that-option-takes = Diese Option erwartet { $expected }.
channel-expects-integer = eine ganze Zahl
channel-expects-number = eine Zahl
channel-expects-string = Text
channel-expects-boolean = Ja oder Nein
channel-expects-user = ein Mitglied dieses Servers
channel-expects-channel = einen Kanal
channel-expects-role = eine Rolle
channel-expects-mentionable = ein Mitglied oder eine Rolle
channel-expects-attachment = eine Datei
channel-expects-other = etwas anderes
channel-server-only = Dieser Befehl funktioniert nur in einem Kanal eines Servers.
channel-manage-server = Dafür brauchst du die Berechtigung „Server verwalten“.
channel-cannot-use = Diesen Befehl kannst du hier nicht verwenden.

## Das Tor, die Extras des Spielplans und der privaten Ansicht.
channel-restarting = Ich starte gerade neu, deshalb wurde das nicht angenommen. Bitte versuch es in einer Minute noch einmal.
channel-went-wrong = Entschuldige, bei mir ist etwas schiefgelaufen. Das Spiel ist gespeichert; versuch es noch einmal oder nutze /game status.
channel-another-player = eine andere Person
channel-open-in-browser = Im Browser öffnen
channel-no-close-ups = Dieses Spiel hat keine Nahansichten.
channel-close-up-gone = Diese Nahansicht gibt es nicht mehr.
channel-dms-closed = { $mention }, ich kann dir keine Direktnachrichten schicken. Nutze den Knopf **Meine Hand zeigen** am Spielplan (oder `/game hand`), um deine Karten zu sehen und deine geheimen Entscheidungen zu treffen.
