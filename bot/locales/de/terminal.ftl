# Spielen im Terminal (python -m bot play): der Rahmen um die Worte des Spiels.

terminal-player = Spieler { $number }
terminal-ai = KI { $number }
terminal-title = { $players ->
    [one] { $title }, { $players } Spieler.
   *[other] { $title }, { $players } Spieler.
}
terminal-seat = { $you ->
    [true] {"  "}Platz { $number }: { $name } (du)
   *[false] {"  "}Platz { $number }: { $name } ({ $ai })
}
terminal-intro = { $rules ->
    [true] { $cards ->
        [true] Tippe die Nummer einer Wahl, um sie zu nehmen. Tippe jederzeit „help“ (oder „?“), um zu sehen, was du sonst tippen kannst (die Regeln, was eine Karte sagt, und das Spielfeld).
       *[false] Tippe die Nummer einer Wahl, um sie zu nehmen. Tippe jederzeit „help“ (oder „?“), um zu sehen, was du sonst tippen kannst (die Regeln und das Spielfeld).
    }
   *[false] Tippe die Nummer einer Wahl, um sie zu nehmen. Tippe jederzeit „help“ (oder „?“), um zu sehen, was du sonst tippen kannst (das Spielfeld).
}
terminal-public-board = Öffentliches Spielfeld
terminal-board-of = Spielfeld aus Sicht von { $name }
terminal-no-board = ({ $title } hat noch kein Spielfeld in Text; hier ist, was du sehen kannst.)
terminal-board-failed = (Das Spielfeld konnte nicht gezeichnet werden: { $error }.)
terminal-to = [an { $name }]
terminal-secret = { $name } trifft eine geheime Wahl.
terminal-decision = Deine Entscheidung
terminal-decision-of = Deine Entscheidung, { $name } (Platz { $number })
terminal-decision-continued = Deine Entscheidung, weiter (b = Spielfeld)
terminal-prompt = Deine Wahl ({ $numbers }, b = Spielfeld, h = Tipp, ? = Hilfe, q = beenden):{" "}
terminal-choices = Wahlmöglichkeiten:
terminal-please-type = { $count ->
    [one] bitte tippe 1, deine einzige Wahl
   *[other] bitte tippe eine Zahl von 1 bis { $count }
}
terminal-please-type-first = { $count ->
    [one] Bitte tippe 1, deine einzige Wahl.
   *[other] Bitte tippe eine Zahl von 1 bis { $count }.
}
terminal-no-choice = Eine Wahl { $number } gibt es nicht; { $please }.
terminal-not-understood = „{ $answer }“ habe ich nicht verstanden; { $please } oder ? für Hilfe.
terminal-input-ended = Die Eingabe ist zu Ende, also endet das Spiel hier.
terminal-left = Du hast das Spiel verlassen.
terminal-goodbye = { $why } Auf Wiedersehen.
terminal-interrupted = Unterbrochen (Strg-C): Das Spiel bleibt unbeendet. Auf Wiedersehen.
terminal-refused = Dieser Zug wurde abgelehnt: { $why }
terminal-stopped = Das Spiel wurde nach { $decisions } Entscheidungen ohne Ende angehalten.
terminal-game-over = Spiel vorbei. { $summary }
terminal-score = { $name } { $score }
terminal-scores = Punkte: { $scores }.
terminal-seed = (Startwert { $seed }: Mit --seed { $seed } spielst du diese Partie noch einmal.)
terminal-ai-kind = KI: { $kind }

terminal-help-title = Du kannst eingeben:
terminal-help-choose-key = { $count ->
    [one] 1
   *[other] 1 bis { $count }
}
terminal-help-choose = diese Wahl treffen
terminal-help-board = das Spielfeld und deine Wahlmöglichkeiten erneut zeigen
terminal-help-hint = einen Tipp: die besten Züge laut KI mit ihrer Gewinnchance
terminal-help-undo = deinen letzten Zug zurücknehmen (nicht mehr, nachdem jemand anderes entschieden hat oder Verborgenes aufgedeckt wurde; allein gegen KIs werden ihre Antworten mit zurückgenommen)
terminal-help-rules = die Regeln und die für diese Partie gewählten Optionen
terminal-help-card-key = card <Name>
terminal-help-card = nachlesen, was hinter einem Namen steckt ({ $kinds }), z. B. card { $example }
terminal-help-what-is-key = what is <Name>
terminal-help-what-is = dasselbe; ein Teil des Namens genügt
terminal-help-cards = die Namen aller { $kinds }
terminal-help-quit = die Partie verlassen
terminal-help-help-key = ? oder help
terminal-help-help = diese Liste

terminal-rules-none = Für { $game } gibt es hier noch keine Regeln.
terminal-rules-title = ===== { $game }: die Regeln =====
terminal-rules-page = --- { $title } ---
terminal-rules-entries = { $kinds } stehen hier nicht: Gib 'cards' für ihre Namen ein und 'card <Name>', um etwas nachzulesen.
terminal-rules-end = ===== Ende der Regeln: Deine Entscheidung steht noch aus. =====

terminal-entries-none = Für { $game } gibt es hier noch nichts nachzuschlagen.
terminal-entries-kind = { $count ->
    [one] { $heading }: { $names }.
   *[other] { $title }: { $names }.
}
terminal-entries-read = Gib 'card <Name>' ein, um etwas nachzulesen.
terminal-entry-heading = { $kind }: { $name }
terminal-lookup-nothing = Nichts heißt „{ $query }“. Gib 'cards' für alle Namen ein.
terminal-lookup-several = Auf „{ $query }“ passen { $count } { $what }: { $names }. Gib mehr vom Namen ein.
terminal-lookup-names = { $count ->
    [one] Name
   *[other] Namen
}
terminal-lookup-more = { $count } weitere

terminal-hint-only = Tipp: { $number } ist deine einzige Wahl.
terminal-hint-title = Tipp der KI (aus dem, was du sehen kannst):
terminal-hint-choice = {"  "}Die Wahl der KI: { $number }.
terminal-hint-lean = {"  "}Sie tendiert zu { $number }, aber eine zweite Suche hat das nicht bestätigt: eine Tendenz, kein Urteil.
terminal-hint-lean-unclaimed = {"  "}Sie tendiert zu { $number }: eine Tendenz, kein Urteil.
terminal-hint-tie = {"  "}Sie sieht zwischen { $numbers } keinen Unterschied: Soweit sie es beurteilen kann, { $count ->
    [2] sind beide
   *[other] sind alle
} gleich gut.
terminal-hint-points = erwartete Punktzahl { $points }
terminal-hint-chance = Gewinnchance { $chance }
terminal-hint-line = { $behind ->
    [true] {"  "}{ $number }. { $choice }: { $value }, hinter der ersten.
   *[false] {"  "}{ $number }. { $choice }: { $value }.
}
terminal-hint-why = { $line } { $reason }
terminal-hint-cut-short = {"  "}(Abgekürzt: Der Rechner ist ausgelastet, daher sind diese Zahlen ungenauer als sonst.)

terminal-setup-no-first = In { $game } wählt niemand, wer beginnt, daher gilt --first hier nicht.
terminal-setup-first-range = --first muss zwischen 1 und { $count } liegen.
terminal-setup-ai-range = --ai muss zwischen 0 und { $count } liegen.
terminal-setup-seat-range = --seat muss zwischen 1 und { $count } liegen.
terminal-setup-players = { $same ->
    [true] { $game } wird von genau { $low } Personen gespielt, nicht von { $count }.
   *[false] { $game } wird von { $low } bis { $high } Personen gespielt, nicht von { $count }.
}
terminal-setup-no-option = { $game } hat keine Option namens „{ $name }“. Seine Optionen sind { $options ->
    [0] keine
   *[other] { $known }
}; `python -m bot play { $key } --help` erklärt, was jede bewirkt.
terminal-setup-bad-value = „{ $typed }“ ist kein Wert, den diese Option annimmt: Gib { $values } ein.
terminal-setup-bad-value-plain = „{ $typed }“ ist kein Wert, den diese Option annimmt.

# Die Befehlszeile des Spiels im Terminal (python -m bot play --help, --list). Die Namen der Optionen
# (--players) und die Befehle bleiben, wie man sie tippt.
terminal-cli-usage = Aufruf:{" "}
terminal-cli-summary = ein Spiel in diesem Terminal gegen KI-Spieler spielen oder KIs zusehen
terminal-cli-description = Spiele eine ganze Partie in diesem Terminal. Du siehst nur, was dein Platz sehen darf.
terminal-cli-examples = Beispiele:
terminal-cli-example-against = du gegen zwei KI-Spieler
terminal-cli-example-watch = drei KI-Spielern zusehen
terminal-cli-example-seat = auf Platz 2 von Partie 7 spielen
terminal-cli-example-list = die verfügbaren Spiele und KI-Spieler
terminal-cli-section-game = Spiel
terminal-cli-section-options = Optionen
terminal-cli-metavar-game = SPIEL
terminal-cli-metavar-name = NAME
terminal-cli-metavar-seconds = SEKUNDEN
terminal-cli-metavar-option = NAME=WERT
terminal-cli-metavar-language = SPRACHE
terminal-cli-game = das Kürzel des Spiels (siehe --list), zum Beispiel gentoo
terminal-cli-help = diese Hilfe zeigen (nach einem Spiel: seine Plätze und Optionen)
terminal-cli-list = die Spiele und KI-Spieler auflisten, dann beenden
terminal-cli-players = Anzahl der Plätze (Standard: 3, wo das Spiel es erlaubt)
terminal-cli-ai = wie viele Plätze KI-Spieler einnehmen (Standard: alle außer einem; gleich --players, um zuzusehen)
terminal-cli-seat = dein Platz, ab 1 gezählt (Standard 1); bei mehreren Menschen der erste von ihnen
terminal-cli-seed = die Nummer der Partie, um sie noch einmal zu spielen (Standard: zufällig gezogen)
terminal-cli-agent = die KI-Spieler: mcts (stark, der Standard), greedy oder random (siehe --list)
terminal-cli-iterations = wie weit die starke KI bei jeder Entscheidung vorausschaut (Standard { $iterations }, etwa eine halbe Sekunde): dieselbe --seed und dieselben Entscheidungen ergeben dann dieselbe Partie
terminal-cli-budget = Sekunden, die die starke KI über jede Entscheidung nachdenkt, statt --iterations (eine Partie lässt sich dann nicht genau wiederholen)
terminal-cli-option = eine Option des Spiels, zum Beispiel { $example } (mehrfach möglich)
terminal-cli-first = wer beginnt, ab 1 gezählt, in Spielen, in denen die Gastgeberin oder der Gastgeber es wählen darf (Standard: zufällig gezogen)
terminal-cli-delay = so viele Sekunden nach jedem Zug einer KI warten
terminal-cli-lang = die Sprache des Spiels: { $languages } (Standard: die deines Systems, sonst Englisch)
terminal-setup-option-form = Optionen schreibt man NAME=WERT, nicht „{ $typed }“.

terminal-cli-not-a-number = { $option } braucht eine ganze Zahl, nicht „{ $typed }“.
terminal-cli-not-seconds = { $option } braucht eine Zahl von Sekunden (0 oder mehr), nicht „{ $typed }“.
terminal-cli-not-a-language = --lang braucht { $languages }, nicht „{ $typed }“.
terminal-cli-unknown-arguments = { $count ->
    [one] „{ $typed }“ kennt python -m bot play nicht; --help zeigt, was es annimmt.
   *[other] { $typed } kennt python -m bot play nicht; --help zeigt, was es annimmt.
}

terminal-list-games = Spiele:
terminal-list-game = { $same ->
    [true] { $title }, { $low } Personen
   *[false] { $title }, { $low }–{ $high } Personen
}{ $extras ->
    [0] {""}
   *[other] {"  "}eigene KI: { $extra }
}
terminal-list-agents = KI-Spieler (--agent): { $kinds }
terminal-list-more = Plätze, Optionen und eigene KI-Spieler eines Spiels: { $command }
terminal-agent = { $name } ({ $label }: { $about })
terminal-no-such-game = Es gibt kein Spiel namens „{ $name }“. Die Spiele: { $games }.
terminal-name-the-game = Nenne das Spiel, zum Beispiel: { $command }

terminal-game-players = { $same ->
    [true] { $title }: genau { $low } Personen (--players).
   *[false] { $title }: { $low } bis { $high } Personen (--players).
}
terminal-game-seat = { $same ->
    [true] Platz { $first }: { $role }
   *[false] Plätze { $first }–{ $last }: { $role }
}
terminal-game-seats = Plätze (--seat): { $seats }.
terminal-game-first = Wer beginnt: --first N (Standard: zufällig gezogen).
terminal-game-options = Optionen (--option NAME=WERT, mehrfach möglich):
terminal-game-agents = KI-Spieler (--agent): { $kinds }.
