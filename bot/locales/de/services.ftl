# Was die Dienste einer Person antworten: Ablehnungen in Lobby, Uhr, Zug und Warteschlange
# (bot/services, bot/session), je ein Satz, privat an die Person, die gefragt hat. Plätze sind
# { $seat }-Argumente, mit dem Namen gefüllt; was jemand selbst eingegeben hat, kommt gekürzt und steht
# in „…“.

## Einen Tisch eröffnen (bot/session/errors.py, bot/services/lobby.py).
refusal-channel-busy = In diesem Kanal gibt es schon { $lobby ->
        [true] eine offene Lobby für
       *[false] eine Partie
    } { $game }. Beende sie oder brich sie ab, bevor du eine neue startest.
refusal-lobby-full = Dieses Spiel ist voll: { $game } hat höchstens { $most } Plätze.
refusal-not-enough-players = { $game } braucht mindestens { $least } Personen; { $seated ->
        [one] { $seated } Platz ist
       *[other] { $seated } Plätze sind
    } besetzt.
refusal-unknown-game = Hier gibt es kein Spiel namens „{ $name }“.
refusal-saved-by-newer-version = Diese Partie { $game } wurde von einer neueren Version des Bots gespeichert; sie geht weiter, sobald diese Version wieder läuft.
refusal-not-started-yet = Dieses Spiel hat noch nicht begonnen.
refusal-no-board-yet = Dieses Spiel hat noch keinen Spielplan.
refusal-rematch-unfinished = Eine Revanche gibt es erst, wenn das Spiel zu Ende ist.
refusal-rematch-not-a-player = Eine Revanche können nur die Spielenden dieses Spiels verlangen.

## Plätze und Einstellungen der Lobby (bot/services/lobby.py, lobbysettings.py, cogs/tables/lobbyactions.py).
refusal-no-such-ai = Es gibt keinen KI-Spieler namens „{ $name }“.
refusal-no-such-seat = Es gibt keinen Platz { $seat }.
refusal-remove-own-seat = Deinen eigenen Platz kannst du nicht entfernen; verlass stattdessen das Spiel.
refusal-no-such-option = { $game } hat keine Option namens „{ $name }“; die Optionen sind { $known }.
refusal-seat-order-incomplete = Diese Sitzordnung nennt nicht jeden Platz genau einmal.
refusal-seat-order-invalid = Diese Sitzordnung ist ungültig.
refusal-option-value-invalid = Dieser Optionswert ist ungültig.
refusal-setting-invalid = Diese Bedenkzeit ist ungültig.
refusal-clock-host = Die Bedenkzeit kann nur der Gastgeber festlegen.
refusal-clock-started = Die Bedenkzeit wird vor dem Spielstart festgelegt.
refusal-takebacks-host = Nur der Gastgeber kann festlegen, ob Züge zurückgenommen werden dürfen.
refusal-takebacks-started = Ob Züge zurückgenommen werden dürfen, wird vor dem Spielstart festgelegt.

## Einen Tisch beenden oder einen Platz einer KI übergeben (bot/services/lobby.py).
refusal-abandon-tournament-table = Einen Turniertisch kann nur beenden, wer den Server verwaltet.
refusal-abandon-host = Dieses Spiel kann nur der Gastgeber beenden oder wer den Server verwaltet.
refusal-ai-seat-tournament-table = Einen Platz an einem Turniertisch kann nur einer KI übergeben, wer den Server verwaltet.
refusal-ai-seat-host = Einen Platz einer KI übergeben kann nur der Gastgeber oder wer den Server verwaltet.
refusal-seat-already-ai = { $seat } wird schon von einer KI gespielt.

## Bedenkzeit (bot/session/turnclock.py): die Namen der Vorgaben und was bei Zeitablauf geschieht, wie das
## Menü der Lobby sie zeigt, und die Ablehnungen einer eingegebenen oder gewählten Uhr.
clock-preset = { $preset ->
        [live] live: 3 Minuten pro Zug
        [daily] täglich: 24 Stunden pro Zug
        [relaxed] gemütlich: 72 Stunden pro Zug
       *[none] keine Uhr
    }
clock-timeout = { $timeout ->
        [skip] wer dran ist, passt, wo die Regeln es erlauben (sonst zieht eine KI)
        [stand_in] eine KI spielt den Platz, bis die Person zurückkommt
       *[move] eine KI macht diesen Zug
    }
refusal-no-such-clock = Es gibt keine Uhr namens „{ $name }“; wähle live, daily, relaxed oder none.
refusal-clock-format = Gib die Bedenkzeit als Zahl mit Einheit an, etwa „90m“, „36h“ oder „2d“ (1 Minute bis 14 Tage).
refusal-clock-range = Eine Bedenkzeit kann 1 Minute bis 14 Tage lang sein.
refusal-timeout-unknown = Das kann bei Zeitablauf nicht geschehen.

## Zeitablauf, Pausen und Urlaub (bot/services/clocks.py).
refusal-already-ai = Diesen Platz spielt schon eine KI.
refusal-pause-host = Nur der Gastgeber kann das Spiel pausieren.
refusal-already-paused = Das Spiel ist schon pausiert.
refusal-pause-not-asked = Niemand hat gebeten, dieses Spiel zu pausieren.
refusal-pause-agreed = Du hast schon zugestimmt; es wird auf die anderen gewartet.
refusal-resume-host = Nur der Gastgeber kann das Spiel fortsetzen.
refusal-not-paused = Das Spiel ist nicht pausiert.
refusal-vacation-length = Ein Urlaub dauert 1 bis { $most } Tage.
refusal-vacation-used = Urlaub gibt es höchstens { $most } Tage in { $window } Tagen; { $left ->
        [0] dir bleibt keiner mehr.
        [one] dir bleibt noch { $left } Tag.
       *[other] dir bleiben noch { $left } Tage.
    }

## Züge und Zurücknehmen (bot/services/moves.py, bot/session/takebacks.py).
refusal-stale-waiting = Dieser Knopf stammt aus einem früheren Zug. { $waiting }
refusal-welcome-back = Willkommen zurück: Du spielst deinen Platz wieder. { $refusal }
refusal-unknown-move = Diesen Zug kennt dieses Spiel nicht.
refusal-seat-not-a-person = Dieser Platz gehört keiner Person.
refusal-seat-not-ai = Diesen Platz spielt keine KI.
refusal-takebacks-off = Der Gastgeber hat das Zurücknehmen in diesem Spiel ausgeschaltet.
refusal-takeback-stale = Dieser Knopf stammt aus einem früheren Zug: Dein Zug hat sich seitdem geändert.
refusal-takeback-ai-seat = Eine KI spielt jetzt deinen Platz, also bleiben deine Züge.
refusal-takeback-unreplayable = Dieser Zug kann nicht zurückgenommen werden.
refusal-takeback-nothing = Du hast keinen Zug zum Zurücknehmen: Ein Zug bleibt, sobald jemand anderes danach entschieden hat oder etwas Verdecktes aufgedeckt wurde.
refusal-takeback-decided-since = { $seat } hat seitdem entschieden, also bleibt dein Zug.
refusal-takeback-made-for-you = Dieser Zug wurde für dich gemacht, also bleibt er.

## Die Warteschlange (bot/services/matchmaker.py, bot/session/matchmaking.py).
refusal-queue-never-fills = { $game } braucht { $least } Spielende, und dieser Server hat nur { $members ->
        [one] { $members } Mitglied
       *[other] { $members } Mitglieder
    }, also würde die Warteschlange nie voll. Wähle weniger Spielende oder lade mehr Leute ein.
refusal-not-queued = Du stehst nicht in der Warteschlange dieses Servers.
refusal-not-queued-for = Du stehst nicht in der Warteschlange dieses Servers für { $game }.
refusal-queue-range = Dieses Spiel ist für { $least } bis { $most } Personen; gib Anzahlen in diesem Bereich an.
refusal-queue-fewest = Die kleinste Anzahl, die du annimmst, darf nicht größer sein als die größte.
refusal-queue-solo = Die Warteschlange bildet Tische ab zwei Personen; ein Solospiel startest du mit /game new.
refusal-queue-wait = Warte 1 Minute bis 7 Tage, geschrieben etwa als „90m“, „3h“ oder „2d“.

## Was eine Person in der Warteschlange annimmt, wie die Antwort der Warteschlange und die Liste des Servers
## es sagen: „2 bis 4 Personen, Uhr: live oder täglich“.
## Ein Turniertisch (bot/services/openings.py).
refusal-table-not-opened = Dieser Tisch konnte nicht eröffnet werden.
