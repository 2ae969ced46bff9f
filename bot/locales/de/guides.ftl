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
guide-kind-tunnel-segment = Stollenabschnitte
guide-kind-snake-ability = Fähigkeiten der Schlange
guide-kind-frog-ability = Fähigkeiten der Frösche
guide-kind-technology-card = Technologiekarten
guide-kind-event-card = Ereigniskarten
guide-kind-region = Regionen
guide-kind-robot-section = Roboterteile
guide-kind-scoring-category = Wertungskategorien
guide-kind-tile = Plättchen
guide-kind-social-directive = Gesellschaftsziele
guide-kind-lane = Reihen
guide-kind-place = Orte
guide-kind-rule = Regeln
guide-kind-term = Begriffe

guide-lesson-page = **{ $title }**
    { $text }

guide-kind-heading = { $kind ->
    [card] Karte
    [card-effect] Karteneffekt
    [faction] Fraktion
    [tunnel-segment] Stollenabschnitt
    [snake-ability] Fähigkeit der Schlange
    [frog-ability] Fähigkeit der Frösche
    [technology-card] Technologiekarte
    [event-card] Ereigniskarte
    [region] Region
    [robot-section] Roboterteil
    [scoring-category] Wertungskategorie
    [tile] Plättchen
    [social-directive] Gesellschaftsziel
    [lane] Reihe
    [place] Ort
    [rule] Regel
   *[term] Begriff
}
guide-kind-noun = { $kind ->
    [card] { $count ->
        [one] Karte
       *[other] Karten
    }
    [card-effect] { $count ->
        [one] Karteneffekt
       *[other] Karteneffekte
    }
    [faction] { $count ->
        [one] Fraktion
       *[other] Fraktionen
    }
    [tunnel-segment] { $count ->
        [one] Stollenabschnitt
       *[other] Stollenabschnitte
    }
    [snake-ability] { $count ->
        [one] Fähigkeit der Schlange
       *[other] Fähigkeiten der Schlange
    }
    [frog-ability] { $count ->
        [one] Fähigkeit der Frösche
       *[other] Fähigkeiten der Frösche
    }
    [technology-card] { $count ->
        [one] Technologiekarte
       *[other] Technologiekarten
    }
    [event-card] { $count ->
        [one] Ereigniskarte
       *[other] Ereigniskarten
    }
    [region] { $count ->
        [one] Region
       *[other] Regionen
    }
    [robot-section] { $count ->
        [one] Roboterteil
       *[other] Roboterteile
    }
    [scoring-category] { $count ->
        [one] Wertungskategorie
       *[other] Wertungskategorien
    }
    [tile] { $count ->
        [one] Plättchen
       *[other] Plättchen
    }
    [social-directive] { $count ->
        [one] Gesellschaftsziel
       *[other] Gesellschaftsziele
    }
    [lane] { $count ->
        [one] Reihe
       *[other] Reihen
    }
    [place] { $count ->
        [one] Ort
       *[other] Orte
    }
    [rule] { $count ->
        [one] Regel
       *[other] Regeln
    }
   *[term] { $count ->
        [one] Begriff
       *[other] Begriffe
    }
}
