"""SLITHER entries for the player guide: the snake's 4 ability cards and the frog ability cards (from
``data/slither/abilities.toml``), the places on the board (from ``board.toml`` and ``locations.toml``)
and a few rule words players look up (Damage, Swallow, Found out), said in a reader's language.

The cards' names, timings and texts are the catalogue's own (``slither-card-*``,
``slither-board-card-timing-*``, ``slither-board-card-text-*``: the words the boards show) and their copies
come from the game's data; short notes on how a card is played at this table, where its text leaves a
question open, and the places and rules are ``slither-guide-*`` (``slither.ftl``).
"""

from __future__ import annotations

from bot.catalogue.guide import GuideEntry
from bot.i18n import Speaker
from engines.phrasing import Listed
from engines.slither.data import FrogCard, SnakeCard, catalog

# The cards with a note on how they are played here: slither-guide-note-<id with dashes>.
NOTED = frozenset(
    {
        "strike",
        "gulp",
        "venom",
        "shed_skin",
        "long_leap",
        "croak",
        "ripple",
        "lily_hop",
        "patch_up",
        "tongue_lash",
        "bellow",
    }
)

# The rule words: their message's key (slither-guide-rule-<key>, -text-<key>) and whether they have an alias.
RULES: tuple[tuple[str, bool], ...] = (("damage", False), ("swallow", True), ("found-out", True))

GREEK_TO_LATIN = str.maketrans("αβγδεζ", "abgdez")  # building names, as players may type them


def _card_words(card_id: str, say: Speaker) -> dict[str, str]:
    key = card_id.replace("_", "-")
    noted = card_id in NOTED
    return {
        "text": say(f"slither-board-card-text-{key}"),
        "note": say(f"slither-guide-note-{key}") if noted else "",
        "noted": "true" if noted else "false",
    }


def _snake_entry(card: SnakeCard, say: Speaker) -> GuideEntry:
    name = say(f"slither-card-{card.id.replace('_', '-')}")
    text = say("slither-guide-snake-card", **_card_words(card.id, say))
    return GuideEntry(name=name, kind="snake ability", text=text)


def _frog_entry(card: FrogCard, say: Speaker) -> GuideEntry:
    key = card.id.replace("_", "-")
    text = say(
        "slither-guide-frog-card",
        timing=say(f"slither-board-card-timing-{key}"),
        copies=card.copies,
        **_card_words(card.id, say),
    )
    return GuideEntry(name=say(f"slither-card-{key}"), kind="frog ability", text=text)


def _place_entries(say: Speaker) -> list[GuideEntry]:
    cat = catalog()
    out: list[GuideEntry] = []
    for tile in cat.data.start_tiles:
        for cell in tile.hexes:
            if cell.kind != "building":
                continue
            text = say(
                "slither-guide-building-text",
                tile=tile.name.removeprefix("Start tile "),
                pads=cell.lily_pads,
            )
            name = cat.name(cell.id)
            latin = name.translate(GREEK_TO_LATIN)  # "β1" can be typed as "b1"
            aliases = (cell.id, latin) if latin != name else (cell.id,)
            out.append(
                GuideEntry(say("slither-guide-building", building=name), "place", text, aliases=aliases)
            )
    out.append(
        GuideEntry(
            say("slither-guide-letters"),
            "place",
            say("slither-guide-letters-text", letters=Listed.of(cat.letters, style="narrow")),
            aliases=tuple(cat.letters),
        )
    )
    tiles = cat.tiles_in_play
    listed = say("slither-guide-tiles-separator").join(
        say("slither-guide-tile", number=t.number, hexes=Listed.of(t.hexes, style="narrow")) for t in tiles
    )
    out.append(
        GuideEntry(
            say("slither-guide-tiles"),
            "place",
            say("slither-guide-tiles-text", count=len(tiles), tiles=listed, cards=len(cat.data.locations)),
            aliases=(say("slither-guide-tiles-alias-cards"), say("slither-guide-tiles-alias-tiles")),
        )
    )
    return out


def _rule_entry(key: str, aliased: bool, say: Speaker) -> GuideEntry:
    aliases = (say(f"slither-guide-rule-alias-{key}"),) if aliased else ()
    return GuideEntry(
        say(f"slither-guide-rule-{key}"), "rule", say(f"slither-guide-rule-text-{key}"), aliases=aliases
    )


def entries(say: Speaker) -> list[GuideEntry]:
    """The snake's and the frogs' ability cards, the places and the rule words, in ``say``'s language."""
    cat = catalog()
    return [
        *(_snake_entry(card, say) for card in cat.data.snake),
        *(_frog_entry(card, say) for card in cat.data.frog),
        *_place_entries(say),
        *(_rule_entry(key, aliased, say) for key, aliased in RULES),
    ]
