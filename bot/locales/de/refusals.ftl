# Ablehnungen: je ein Satz, privat an die Person, die gefragt hat (bot/session/errors.py).

refusal-refusal = Das geht gerade nicht.
refusal-stale-action = Dieser Knopf stammt aus einem früheren Zug.
refusal-not-a-player = Du spielst in diesem Spiel nicht mit.
refusal-not-your-seat = Dieser Knopf gehört einer anderen Person.
refusal-choose-seat = Du hast in diesem Spiel mehrere Plätze; wähle, welcher handelt.
refusal-session-not-found = Dieses Spiel gibt es nicht mehr.
refusal-not-host = Das kann nur der Gastgeber.
refusal-already-joined = Du bist diesem Spiel schon beigetreten.
refusal-game-not-running = Dieses Spiel läuft nicht.
refusal-not-in-lobby = Das Spiel hat schon begonnen.
refusal-game-busy = Das Spiel ist gerade beschäftigt; bitte versuche es noch einmal.
refusal-command-out-of-date = Dieser Befehl hat sich geändert, seit Discord ihn dir zuletzt gezeigt hat. Bitte versuche es in ein paar Minuten noch einmal (ein Neustart deiner Discord-App hilft).
refusal-tournament-not-found = Hier gibt es kein Turnier. Ein Turnier startet die Organisation mit /tournament-new.
refusal-not-organiser = Das kann nur die Organisation des Turniers (oder wer den Server verwaltet).
refusal-not-in-tournament = Du spielst in diesem Turnier nicht mit.
refusal-signup-closed = Die Anmeldung für dieses Turnier ist geschlossen.
refusal-kept-by-ai = Eine KI spielt deinen Platz, bis dieser Tisch zu Ende ist.
refusal-no-such-game = Hier gibt es kein Spiel mit der Kennung „{ $game }“.
refusal-game-not-started = Das Spiel hat noch nicht begonnen.
refusal-board-unreadable = Der Spielplan dieser Partie konnte nicht gelesen werden.
refusal-game-over = Diese Partie ist vorbei.
refusal-game-over-because = Diese Partie ist vorbei. { $reason }

## Der Coach, Spielverlauf, Wiederholung und Analyse einer Partie (learning.ftl, past.ftl).
refusal-hints-off = Tipps sind in diesem Spiel aus: Der Gastgeber erlaubt sie in der Lobby, vor dem Start.
refusal-hint-not-playing = Dieses Spiel wird gerade nicht gespielt.
refusal-hint-not-a-player = Tipps gibt es nur für die Spielenden dieses Spiels.
refusal-hint-not-your-turn = Ein Tipp ist für die Person am Zug: Frag noch einmal, wenn du dran bist.
refusal-coach-off = Der KI-Coach läuft hier nicht.
refusal-hints-tournament = An Turniertischen sind Tipps nicht erlaubt: Dort zählen die Ergebnisse.
refusal-hints-host = Nur der Gastgeber kann Tipps erlauben.
refusal-hints-started = Tipps werden vor dem Spielstart erlaubt oder nicht.
refusal-practice-players = { $title } wird von { $least } bis { $most } Personen gespielt.
refusal-log-empty = In diesem Spiel ist noch nichts passiert.
refusal-log-no-page = Diese Seite gibt es im Spielverlauf nicht; er hat { $pages ->
    [one] 1 Seite
   *[other] { $pages } Seiten
}.
refusal-not-in-replay = Diesen Schritt gibt es in dieser Wiederholung nicht.
refusal-replay-running = Dieses Spiel läuft noch: Seine Wiederholung gibt es, wenn es endet. /game log zeigt, was bisher passiert ist.
refusal-replay-never-started = Dieses Spiel hat nie begonnen, also gibt es nichts zu wiederholen.
refusal-replay-not-yours = Nur wer in diesem Spiel mitgespielt hat, kann in der Wiederholung die eigene Hand sehen.
refusal-not-replayable = Dieses Spiel lässt sich nicht wiederholen: Es wurde mit einer älteren Version des Bots gespielt.
refusal-review-finished-only = Eine Analyse gibt es, sobald ein Spiel beendet ist.
refusal-review-running = Dieses Spiel läuft noch: Seine Analyse gibt es, sobald es beendet ist.
refusal-review-unfinished = Dieses Spiel wurde nicht zu Ende gespielt, also gibt es keine Analyse.
refusal-reviews-off = Analysen gibt es hier nicht: Der KI-Coach läuft nicht.
refusal-review-not-yours = Nur wer in diesem Spiel mitgespielt hat, hat in seiner Analyse eigene Entscheidungen.
refusal-review-no-page = Diese Seite gibt es in deiner Analyse nicht.
refusal-no-game-here = In diesem Kanal gibt es kein Spiel. Starte eines mit /game new.
refusal-nothing-to-decide = Du hast gerade nichts zu entscheiden.
play-shown-soon = Dein Zug ist gemacht. Discord war langsam beim Anzeigen; der Spielplan zeigt ihn gleich.
refusal-not-my-button = Dieser Knopf gehört nicht zu mir oder ist kaputt.
