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
refusal-game-not-started = Das Spiel hat noch nicht begonnen.
refusal-board-unreadable = Der Spielplan dieses Spiels konnte nicht gelesen werden.
refusal-game-ended = { $has_reason ->
    [true] Dieses Spiel ist vorbei. { $reason }
   *[false] Dieses Spiel ist vorbei.
}
refusal-not-in-lobby = Das Spiel hat schon begonnen.
refusal-game-busy = Das Spiel ist gerade beschäftigt; bitte versuche es noch einmal.
refusal-command-out-of-date = Dieser Befehl hat sich geändert, seit Discord ihn dir zuletzt gezeigt hat. Bitte versuche es in ein paar Minuten noch einmal (ein Neustart deiner Discord-App hilft).
refusal-tournament-not-found = Hier gibt es kein Turnier. Ein Turnier startet die Organisation mit /tournament-new.
refusal-not-organiser = Das kann nur die Organisation des Turniers (oder wer den Server verwaltet).
refusal-not-in-tournament = Du spielst in diesem Turnier nicht mit.
refusal-signup-closed = Die Anmeldung für dieses Turnier ist geschlossen.
refusal-kept-by-ai = Eine KI spielt deinen Platz, bis dieser Tisch zu Ende ist.
refusal-no-such-game = Hier gibt es kein Spiel mit der Kennung „{ $game }“.
