"""SLITHER entries for the player guide: the snake's 4 ability cards and the frog ability cards (from
``data/slither/abilities.toml``), the places on the board (from ``board.toml`` and ``locations.toml``)
and a few rule words players look up (Damage, Swallow, Found out).

The cards' names, timings, copies and texts come from the game's data; only short notes on how a card
is played at this table, where its text leaves a question open, are written here.
"""

from __future__ import annotations

from bot.catalogue.guide import GuideEntry
from bot.i18n import Speaker
from engines.slither.data import FrogCard, SnakeCard, catalog

SNAKE_LIFECYCLE = (
    "One ability card per move at most. It rides on its location card and returns to the snake's hand "
    "when that card falls off the Tail or the snake is found out."
)
SNAKE_NOTES: dict[str, str] = {
    "strike": "It may be played with no building nearby; then it only shows the Head.",
    "gulp": "A frog holding Hide in Reeds is not swallowed.",
    "venom": "Everyone sees whether it hit a building when it falls off.",
    "shed_skin": "It can be played only when another path card is face up.",
}
FROG_USE = "Used once, then discarded."
FROG_NOTES: dict[str, str] = {
    "long_leap": "It reaches hexes two steps away, through hexes on the board.",
    "croak": "Name a numbered hex next to you; letters and buildings would reveal nothing.",
    "ripple": "Ask before you move; you then move as usual.",
    "lily_hop": "Any building but the one you stand on.",
    "patch_up": "Only on a building that has lost a lily pad.",
    "tongue_lash": "Off the Head it does nothing, and it is still used up.",
    "bellow": "You still move this turn. It lasts until the snake plays its next Head.",
}

RULES: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    (
        "Damage",
        "A lily pad is removed from a building. A building with no lily pad left cannot be used for lily "
        "pad hops. When the last lily pad on the board is gone, the snake wins at once.",
        (),
    ),
    (
        "Swallow",
        "The frog's pawn leaves the board and it discards its frog card. At its next move it draws a new "
        "card, comes back on any building (lily pads not needed) and does not move that turn.",
        ("swallowed",),
    ),
    (
        "Found out",
        "Every card in the snake's path is face up, checked after the Reveal and after the snake's move; "
        "a snake with no free location next to its Head is found out too. The second time, the frogs "
        "win. The first time, the snake takes its path back, lays the next tile and hides again.",
        ("cornered",),
    ),
)

GREEK_TO_LATIN = str.maketrans("αβγδεζ", "abgdez")  # building names, as players may type them


def _snake_entry(card: SnakeCard) -> GuideEntry:
    parts = [card.text.strip(), SNAKE_NOTES.get(card.id, ""), SNAKE_LIFECYCLE]
    return GuideEntry(name=card.name, kind="snake ability", text=" ".join(p for p in parts if p))


def _frog_entry(card: FrogCard) -> GuideEntry:
    copies = f"{card.copies} {'copy' if card.copies == 1 else 'copies'}"
    parts = [f"Timing: {card.timing}. {copies}.", card.text.strip(), FROG_NOTES.get(card.id, ""), FROG_USE]
    return GuideEntry(name=card.name, kind="frog ability", text=" ".join(p for p in parts if p))


def _place_entries() -> list[GuideEntry]:
    cat = catalog()
    out: list[GuideEntry] = []
    for tile in cat.data.start_tiles:
        for cell in tile.hexes:
            if cell.kind != "building":
                continue
            text = (
                f"A frog building on the starting tile {tile.name.removeprefix('Start tile ')}, with "
                f"{cell.lily_pads} lily pads at the start. Frogs start here and hop between buildings "
                "that still have lily pads. The snake can never be here, and a frog here reveals nothing."
            )
            name = cat.name(cell.id)
            latin = name.translate(GREEK_TO_LATIN)  # "β1" can be typed as "b1"
            aliases = (cell.id, latin) if latin != name else (cell.id,)
            out.append(GuideEntry(f"Building {name}", "place", text, aliases=aliases))
    letters = ", ".join(cat.letters)
    out.append(
        GuideEntry(
            "Letter hexes",
            "place",
            f"{letters}: the hexes of the two starting tiles between the buildings. Frogs walk over them; "
            "the snake can never be there, and a frog there reveals nothing.",
            aliases=tuple(cat.letters),
        )
    )
    tiles = cat.tiles_in_play
    listed = "; ".join(f"tile {t.number}: {', '.join(t.hexes)}" for t in tiles)
    out.append(
        GuideEntry(
            "Numbered tiles",
            "place",
            f"{len(tiles)} tiles are used, laid in order: {listed}. Each numbered hex has a location card "
            f"({len(cat.data.locations)} in all), held by the snake or lying in its path.",
            aliases=("location cards", "tiles"),
        )
    )
    return out


def entries(say: Speaker | None = None) -> list[GuideEntry]:
    cat = catalog()
    return [
        *(_snake_entry(card) for card in cat.data.snake),
        *(_frog_entry(card) for card in cat.data.frog),
        *_place_entries(),
        *(GuideEntry(name, "rule", text, aliases=aliases) for name, text, aliases in RULES),
    ]
