guide-options = Optionen
guide-options-in-game = Optionen dieser Partie
guide-option-line = **{ $option }:** { $value }
guide-option-typed = { $label } (--option { $name }=…)
guide-option-help = **{ $label }:** { $text }
guide-option-help-terminal = **{ $label }** (`--option { $name }=…`): { $text } Werte: { $values }.
guide-option-help-terminal-typed = **{ $label }** (`--option { $name }=…`): { $text } Einzugeben als `{ $name }=…`.
guide-option-value = `{ $typed }`: { $label }
guide-values-separator = {"; "}
guide-value-not-set = nicht gesetzt
guide-value-yes = ja
guide-value-no = nein
guide-value-none = keine
guide-value-seats = { $count ->
    [one] Platz { $seats }
   *[other] Plätze { $seats }
}
guide-value-list = { $values }
guide-entry-line = **{ $name }**: { $text }
guide-page-part = { $title } ({ $page }/{ $pages })

guide-kind-card = Karten
guide-kind-card-effect = Karteneffekte
guide-kind-faction = Fraktionen
guide-kind-tunnel-segment = Tunnelabschnitte
guide-kind-snake-ability = Fähigkeiten der Schlange
guide-kind-frog-ability = Fähigkeiten der Frösche
guide-kind-technology-card = Technologiekarten
guide-kind-event-card = Ereigniskarten
guide-kind-region = Regionen
guide-kind-robot-section = Roboterteile
guide-kind-scoring-category = Wertungskategorien
guide-kind-tile = Plättchen
guide-kind-social-directive = Soziale Direktiven
guide-kind-lane = Bahnen
guide-kind-place = Orte
guide-kind-rule = Regeln
guide-kind-term = Begriffe

guide-lesson-page = **{ $title }**
    { $text }
