# The words around a player guide (bot/catalogue/guide.py): the guides themselves are whole documents,
# data/<game>/guide.toml in English and bot/locales/<language>/guides/<game>.toml in each other language.

guide-options = Options
guide-options-in-game = Options in this game
# One option in effect: "**Penguins to win:** 5 (the rulebook)".
guide-option-line = **{ $option }:** { $value }
# An option in the terminal, named as it is typed.
guide-option-typed = { $label } (--option { $name }=…)
guide-option-help = **{ $label }:** { $text }
# The terminal's help for one option; $values are its values, each a guide-option-value.
guide-option-help-terminal = **{ $label }** (`--option { $name }=…`): { $text } Values: { $values }.
# The same for an option without named values.
guide-option-help-terminal-typed = **{ $label }** (`--option { $name }=…`): { $text } Typed as `{ $name }=…`.
guide-option-value = `{ $typed }`: { $label }
guide-values-separator = {"; "}
guide-value-not-set = not set
guide-value-yes = yes
guide-value-no = no
guide-value-none = none
# Seats chosen by an option, by their numbers: "seats 1 and 3".
guide-value-seats = { $count ->
    [one] seat { $seats }
   *[other] seats { $seats }
}
guide-value-list = { $values }
# One card, tile or term on a page of them: "**Skua**: Take an Egg…".
guide-entry-line = **{ $name }**: { $text }
# A page of entries too long for one page: "Cards (2/3)".
guide-page-part = { $title } ({ $page }/{ $pages })

# The title of a page of entries of one kind.
guide-kind-card = Cards
guide-kind-card-effect = Card effects
guide-kind-faction = Factions
guide-kind-tunnel-segment = Tunnel segments
guide-kind-snake-ability = Snake abilities
guide-kind-frog-ability = Frog abilities
guide-kind-technology-card = Technology cards
guide-kind-event-card = Event cards
guide-kind-region = Regions
guide-kind-robot-section = Robot sections
guide-kind-scoring-category = Scoring categories
guide-kind-tile = Tiles
guide-kind-social-directive = Social directives
guide-kind-lane = Lanes
guide-kind-place = Places
guide-kind-rule = Rules
guide-kind-term = Terms

# A page of the guide quoted in a practice lesson: its title in bold, then its text.
guide-lesson-page = **{ $title }**
    { $text }

# One entry's kind as a heading ("Card: Skua"), and as a noun in a sentence, counted
# ("the names of all the cards and terms"); $kind: the kind's id, with dashes.
guide-kind-heading = { $kind ->
    [card] Card
    [card-effect] Card effect
    [faction] Faction
    [tunnel-segment] Tunnel segment
    [snake-ability] Snake ability
    [frog-ability] Frog ability
    [technology-card] Technology card
    [event-card] Event card
    [region] Region
    [robot-section] Robot section
    [scoring-category] Scoring category
    [tile] Tile
    [social-directive] Social directive
    [lane] Lane
    [place] Place
    [rule] Rule
   *[term] Term
}
guide-kind-noun = { $kind ->
    [card] { $count ->
        [one] card
       *[other] cards
    }
    [card-effect] { $count ->
        [one] card effect
       *[other] card effects
    }
    [faction] { $count ->
        [one] faction
       *[other] factions
    }
    [tunnel-segment] { $count ->
        [one] tunnel segment
       *[other] tunnel segments
    }
    [snake-ability] { $count ->
        [one] snake ability
       *[other] snake abilities
    }
    [frog-ability] { $count ->
        [one] frog ability
       *[other] frog abilities
    }
    [technology-card] { $count ->
        [one] technology card
       *[other] technology cards
    }
    [event-card] { $count ->
        [one] event card
       *[other] event cards
    }
    [region] { $count ->
        [one] region
       *[other] regions
    }
    [robot-section] { $count ->
        [one] robot section
       *[other] robot sections
    }
    [scoring-category] { $count ->
        [one] scoring category
       *[other] scoring categories
    }
    [tile] { $count ->
        [one] tile
       *[other] tiles
    }
    [social-directive] { $count ->
        [one] social directive
       *[other] social directives
    }
    [lane] { $count ->
        [one] lane
       *[other] lanes
    }
    [place] { $count ->
        [one] place
       *[other] places
    }
    [rule] { $count ->
        [one] rule
       *[other] rules
    }
   *[term] { $count ->
        [one] term
       *[other] terms
    }
}
