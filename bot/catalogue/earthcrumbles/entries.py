"""As The Earth Crumbles entries for the player guide: every tile (tiles of the same name in
different colours share one entry, found by either name: "Foundry" or "Red Foundry"), each gas pocket by
its price, the nine Social Directives, the three Lanes and a few rule words players look up, said in a
reader's language.

Names, colours, Build Costs, prices, the Lanes and the Prestige rates come from the component data
(``engines.earthcrumbles.data.catalog``, read from ``data/earthcrumbles/components.toml``). The names and
texts are the catalogue's own, the words the boards and the game log say: a tile's name
(``earth-tile-<id>``, and without its colour ``earth-board-name-<id>``), its ability
(``earth-board-text-*``), a directive's name and goal (``earth-board-directive-*``), a Lane
(``earth-board-lane``). The rest is ``earth-guide-*`` (``earthcrumbles.ftl``): the notes added here, in
players' words, follow the game's rulings document (G1-G20) and the game's own rulings on automatic income
and the solo win. The few numbers of the build actions that the component data does not hold are the
constants below; tests/test_earthcrumbles_guide.py checks each against the game.
"""

from __future__ import annotations

from bot.catalogue.guide import GuideEntry
from bot.i18n import Speaker, english
from bot.render.earthcrumbles.tilewords import ability_words, bare_name
from bot.render.earthcrumbles.words import chain
from engines.earthcrumbles.data import Catalog, Directive, Tile, catalog
from engines.phrasing import Listed, Words

# Numbers of the build actions that the component data does not hold (the game's own values).
BUILD_BP = 1  # Build Points a Build costs
SCRAP_BP = 1  # ...a Scrap
SCRAP_COINS = 1  # Coins a Scrap gives
FABRICATE_BP = 2  # Build Points a Fabricate costs

# ---- salvage tiles -----------------------------------------------------------------------------------

# The note on how a tile's ability works here, by its kind: the message earth-guide-note-<note>.
NOTES: dict[str, str] = {
    "coins": "gives",
    "per_colour": "per-colour",
    "buy_culture": "buying",
    "buy_prosperity": "buying",
    "coin_pickup": "taken",
    "culture_pickup": "taken",
    "prosperity_pickup": "prosperity-pickup",
    "move_pickup": "move-pickup",
}


def _copies(tiles: list[Tile]) -> Listed:
    """ "one Blue, one Green and one Red"; "two Blue" if a colour had two."""
    counts: dict[str, int] = {}
    for t in tiles:
        counts[t.colour] = counts.get(t.colour, 0) + 1
    return Listed.of(
        Words(id="earth-guide-copies", args={"count": n, "colour": c}) for c, n in counts.items()
    )


def _cost(tiles: list[Tile]) -> Words:
    if len({t.cost for t in tiles}) == 1:
        return Words(id="earth-guide-cost", args={"coins": tiles[0].cost})
    costs = Listed.of(
        (
            Words(id="earth-guide-cost-of", args={"tile": Words(id=f"earth-tile-{t.id}"), "coins": t.cost})
            for t in tiles
        ),
        "narrow",
    )
    return Words(id="earth-guide-costs", args={"costs": costs})


def _ability(tiles: list[Tile], say: Speaker) -> str:
    """The ability, once where every colour's reads alike, else each tile's by its name."""
    texts = [ability_words(t.id) for t in tiles]
    if all(text == texts[0] for text in texts):
        return say("earth-board-full-stop", text=texts[0])
    lines = [
        say("earth-guide-tile-ability", tile=Words(id=f"earth-tile-{t.id}"), text=text)
        for t, text in zip(tiles, texts, strict=True)
    ]
    return chain(say, "earth-board-then", lines)


def _tile_entry(tiles: list[Tile], say: Speaker) -> GuideEntry:
    first = tiles[0]
    text = say(
        "earth-guide-tile",
        pile=first.pile,  # every colour of a name lies in one pile (tests/test_earthcrumbles_guide.py)
        copies=_copies(tiles),
        cost=_cost(tiles),
        ability=_ability(tiles, say),
        stack=any(t.stack for t in tiles),
        note=Words(id=f"earth-guide-note-{NOTES[first.kind]}"),
    )
    aliases = tuple(dict.fromkeys(say(f"earth-tile-{t.id}") for t in tiles))
    return GuideEntry(name=bare_name(first.id, say), kind="tile", text=text, aliases=aliases)


def _tile_entries(cat: Catalog, say: Speaker) -> list[GuideEntry]:
    """One entry per tile name, in the order of the data: the colours of a name share it."""
    groups: dict[str, list[Tile]] = {}
    for t in cat.tile:
        if not t.is_gas:
            groups.setdefault(t.name, []).append(t)
    return [_tile_entry(tiles, say) for tiles in groups.values()]


def gas_name(price: int, say: Speaker | None = None) -> str:
    """A gas pocket's entry, named by its price: "Gas Pocket (3 Coins)"."""
    return (say or english())("earth-guide-gas-name", coins=price)


def _gas_entries(cat: Catalog, say: Speaker) -> list[GuideEntry]:
    pockets = [t for t in cat.tile if t.is_gas]
    prices = sorted({t.pay for t in pockets})
    out = []
    for price in prices:
        same = [t for t in pockets if t.pay == price]
        text = say(
            "earth-guide-gas",
            count=len(same),
            total=len(pockets),
            ability=ability_words(same[0].id),
            prices=Listed.of(prices, "or"),
        )
        out.append(GuideEntry(name=gas_name(price, say), kind="tile", text=text))
    return out


# ---- Social Directives ---------------------------------------------------------------------------------


def _directive_entry(cat: Catalog, d: Directive, say: Speaker) -> GuideEntry:
    if d.kind == "colour":
        one, other = d.colours
        count = Words(id="earth-guide-count-colour", args={"one": one, "other": other})
    else:
        count = Words(id=f"earth-guide-count-{d.kind}")
    text = say(
        "earth-guide-directive",
        text=Words(id=f"earth-board-directive-text-{d.id}"),
        count=count,
        prestige=cat.prestige_per_directive,
        drawn=cat.directives_in_play,
        total=len(cat.directive),
    )
    return GuideEntry(name=say(f"earth-board-directive-{d.id}"), kind="social directive", text=text)


# ---- Lanes and rule words ----------------------------------------------------------------------------


def _numbers(sites: list[int] | tuple[int, ...]) -> Listed:
    """Sites as players number them (1-6): "1 and 2"."""
    return Listed.of(s + 1 for s in sites)


def _lane_entry(cat: Catalog, colour: str, say: Speaker) -> GuideEntry:
    sites = cat.lane_sites(colour)
    printed = [say("earth-guide-lane-prints", site=s + 1, coins=cat.printed_coin[s]) for s in sites]
    text = say(
        "earth-guide-lane",
        count=len(sites),
        sites=_numbers(sites),
        lane=colour,
        symbol=cat.symbol(colour),
        tiles=sum(1 for t in cat.tile if t.colour == colour),
        printed=chain(say, "earth-board-then", printed),
    )
    return GuideEntry(
        name=say("earth-board-lane", lane=colour),
        kind="lane",
        text=text,
        aliases=tuple(say("earth-guide-site", site=s + 1) for s in sites),
    )


# The rule words: their key (earth-guide-rule-<key>, earth-guide-rule-text-<key>) and how many other
# names each has (earth-guide-rule-alias-<key>-<n>, from 1).
RULES: dict[str, int] = {
    "earth": 1,
    "board": 2,
    "build": 3,
    "stack": 1,
    "bonus": 2,
    "reserve": 0,
    "discard": 1,
    "prestige": 2,
}


def _board_printed(cat: Catalog) -> Words | Listed:
    """The Sites that print Coins: "Sites 1, 3 and 5 print 1 Coin", or each Site where they differ."""
    printed = [i for i, coins in enumerate(cat.printed_coin) if coins]
    if len({cat.printed_coin[i] for i in printed}) == 1:
        return Words(
            id="earth-guide-board-printed",
            args={"count": len(printed), "sites": _numbers(printed), "coins": cat.printed_coin[printed[0]]},
        )
    return Listed.of(
        Words(
            id="earth-guide-board-printed",
            args={"count": 1, "sites": _numbers([s]), "coins": cat.printed_coin[s]},
        )
        for s in printed
    )


def _rule_texts(cat: Catalog, say: Speaker) -> dict[str, str]:
    tiles = len(cat.tile)
    advanced = sum(1 for t in cat.tile if t.pile == "advanced")
    lanes = Listed.of(
        Words(
            id="earth-guide-board-lane",
            args={"sites": _numbers(cat.lane_sites(c)), "lane": c, "first": i == 0},
        )
        for i, c in enumerate(cat.colours)
    )
    return {
        "earth": say(
            "earth-guide-rule-text-earth",
            tiles=tiles,
            advanced=advanced,
            gas=sum(1 for t in cat.tile if t.is_gas),
            basic=tiles - advanced,
        ),
        "board": say(
            "earth-guide-rule-text-board",
            sites=len(cat.site_lane),
            lanes=lanes,
            printed=_board_printed(cat),
        ),
        "build": say(
            "earth-guide-rule-text-build",
            points=cat.build_points,
            build=BUILD_BP,
            scrap=SCRAP_BP,
            coins=SCRAP_COINS,
            fabricate=FABRICATE_BP,
        ),
        "stack": say("earth-guide-rule-text-stack"),
        "bonus": say("earth-guide-rule-text-bonus"),
        "reserve": say("earth-guide-rule-text-reserve", coins=SCRAP_COINS),
        "discard": say("earth-guide-rule-text-discard"),
        "prestige": say(
            "earth-guide-rule-text-prestige",
            coins=cat.coins_per_prestige,
            prosperity=cat.prestige_per_prosperity,
            directive=cat.prestige_per_directive,
        ),
    }


def _rule_entries(cat: Catalog, say: Speaker) -> list[GuideEntry]:
    texts = _rule_texts(cat, say)
    out = []
    for key, aliased in RULES.items():
        name = say(f"earth-guide-rule-{key}")
        others = (say(f"earth-guide-rule-alias-{key}-{n}") for n in range(1, aliased + 1))
        aliases = tuple(dict.fromkeys(o for o in others if o.casefold() != name.casefold()))
        out.append(GuideEntry(name, "rule", texts[key], aliases=aliases))
    return out


def entries(say: Speaker) -> list[GuideEntry]:
    """Tiles (the gas pockets last among them), Social Directives, Lanes, then rule words, in ``say``'s
    language."""
    cat = catalog()
    return [
        *_tile_entries(cat, say),
        *_gas_entries(cat, say),
        *(_directive_entry(cat, d, say) for d in cat.directive),
        *(_lane_entry(cat, colour, say) for colour in cat.colours),
        *_rule_entries(cat, say),
    ]
