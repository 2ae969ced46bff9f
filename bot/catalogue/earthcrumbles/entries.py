"""As The Earth Crumbles entries for the player guide: every tile (tiles of the same name in
different colours share one entry, found by either name: "Foundry" or "Red Foundry"), each gas pocket by
its price, the nine Social Directives, the three Lanes and a few rule words players look up.

Names, colours, Build Costs, prices, the Lanes and the Prestige rates come from the component data
(``engines.earthcrumbles.data.catalog``, read from ``data/earthcrumbles/components.toml``); a tile's ability
and a directive's category are the game's own words (``views.ability_text``, ``views.directive_text``),
the ones the board shows. The notes added here, in players' words, follow
the game's rulings document (G1-G20) and the game's own rulings on automatic income and the
solo win. The few numbers of the build actions that the component data does not hold are the constants
below; tests/test_earthcrumbles_guide.py checks each against the game.
"""

from __future__ import annotations

from bot.catalogue.guide import GuideEntry
from bot.i18n import Speaker
from engines.earthcrumbles.data import Catalog, Directive, Tile, catalog, tile_name
from engines.earthcrumbles.views import ability_text, directive_text
from engines.wording import join_words, plural

# Numbers of the build actions that the component data does not hold (the game's own values).
BUILD_BP = 1  # Build Points a Build costs
SCRAP_BP = 1  # ...a Scrap
SCRAP_COINS = 1  # Coins a Scrap gives
FABRICATE_BP = 2  # Build Points a Fabricate costs

PILES = {"advanced": "Advanced", "basic": "Basic"}

# ---- salvage tiles -----------------------------------------------------------------------------------

GIVES = "With the Income option on automatic, it is collected for you in full."
BUYING = (
    "Buying is optional: you choose how much, and may spend what you gained earlier in the same income "
    "step. Even with the Income option on automatic you are asked, whenever you can afford it."
)
STACK = (
    "Stack Multiplier: a stack of 3 tiles lets it generate up to 3 times, and so on; you choose how many, "
    "and a purchase is paid each time."
)
TAKEN = "The Salvage Bonus is optional; with the Income option on automatic it is taken for you."
PICKUP = (
    "It never generates income, but once built it counts as a tile of its colour and adds to its stack's "
    "height."
)
NOTES: dict[str, str] = {
    "coins": GIVES,
    "per_colour": "Only the top tile of each of your Sites counts. " + GIVES,
    "buy_culture": BUYING,
    "buy_prosperity": BUYING,
    "coin_pickup": f"{TAKEN} {PICKUP}",
    "culture_pickup": f"{TAKEN} {PICKUP}",
    "prosperity_pickup": "The discarded tile goes to the discard pile and the tile under it, if any, shows "
    f"again. With no built tile you gain nothing. {PICKUP}",
    "move_pickup": "Optional. The tile goes onto an empty Site or on top of another stack, never "
    f"underneath. {PICKUP}",
}


def _colour(colour: str) -> str:
    return colour.title()


def _copies(tiles: list[Tile]) -> str:
    """ "one Blue, one Green and one Red"; "two Blue" if a colour had two."""
    counts: dict[str, int] = {}
    for t in tiles:
        counts[t.colour] = counts.get(t.colour, 0) + 1
    words = ("one", "two", "three", "four")
    return join_words(f"{words[n - 1] if n <= len(words) else n} {_colour(c)}" for c, n in counts.items())


def _cost(tiles: list[Tile]) -> str:
    costs = {t.cost for t in tiles}
    if len(costs) == 1:
        return f"Build Cost {plural(tiles[0].cost, 'Coin')}."
    listed = ", ".join(f"{tile_name(t.id)} {plural(t.cost, 'Coin')}" for t in tiles)
    return f"Build Cost: {listed}."


def _ability(tiles: list[Tile]) -> str:
    texts = [ability_text(t.id) for t in tiles]
    if len(set(texts)) == 1:
        return f"{texts[0]}."
    return " ".join(f"{tile_name(t.id)} — {text}." for t, text in zip(tiles, texts, strict=True))


def _tile_entry(tiles: list[Tile]) -> GuideEntry:
    first = tiles[0]
    piles = join_words(dict.fromkeys(PILES[t.pile] for t in tiles))
    parts = [f"{piles} tile: {_copies(tiles)}.", _cost(tiles), _ability(tiles)]
    if any(t.stack for t in tiles):
        parts.append(STACK)
    parts.append(NOTES[first.kind])
    aliases = tuple(dict.fromkeys(tile_name(t.id) for t in tiles))
    return GuideEntry(name=first.name, kind="tile", text=" ".join(parts), aliases=aliases)


def _tile_entries(cat: Catalog) -> list[GuideEntry]:
    """One entry per tile name, in the order of the data: the colours of a name share it."""
    groups: dict[str, list[Tile]] = {}
    for t in cat.tile:
        if not t.is_gas:
            groups.setdefault(t.name, []).append(t)
    return [_tile_entry(tiles) for tiles in groups.values()]


def gas_name(price: int) -> str:
    """A gas pocket's entry, named by its price: "Gas Pocket (3 Coins)"."""
    return f"Gas Pocket ({plural(price, 'Coin')})"


def _gas_entries(cat: Catalog) -> list[GuideEntry]:
    pockets = [t for t in cat.tile if t.is_gas]
    prices = sorted({t.pay for t in pockets})
    out = []
    for price in prices:
        same = [t for t in pockets if t.pay == price]
        count = "One" if len(same) == 1 else str(len(same))
        others = join_words([str(p) for p in prices], "or")
        text = (
            f"{count} of the {len(pockets)} gas pockets, colourless, among the Advanced tiles; it can never "
            f"be salvaged. {ability_text(same[0].id)}. The player whose turn it is flips it like a coin as "
            "soon as no tile lies on it: on cogs, nothing happens. On an explosion, each player with a built "
            "tile, that player included, chooses to pay or to discard; whoever cannot pay must discard. "
            f"Either way it then leaves the game, never to the discard pile. The gas pockets ask {others} "
            "Coins."
        )
        out.append(GuideEntry(name=gas_name(price), kind="tile", text=text))
    return out


# ---- Social Directives ---------------------------------------------------------------------------------

COUNTS: dict[str, str] = {
    "colour": "Count your visible tiles (the top tile of each Site) of each of the two colours and keep "
    "the larger count: five visible {one} tiles beat four visible {other} ones.",
    "tallest": "Count the tiles of your tallest stack, covered ones included.",
    "built": "Tiles in your Reserve do not count.",
    "culture": "Counted at the end, before it turns into Prestige.",
    "prosperity": "Counted at the end, before it turns into Prestige.",
    "coins": "Counted at the end, before they turn into Prestige.",
    "layered": "A Site counts once, however tall its stack.",
}


def _directive_entry(cat: Catalog, d: Directive) -> GuideEntry:
    count = COUNTS[d.kind]
    if d.kind == "colour":
        one, other = (_colour(c) for c in d.colours)
        count = count.format(one=one, other=other)
    text = (
        f"Social Directive. {directive_text(d.id)}. {count} At the end of the game it goes to the one "
        f"player with the most, for {plural(cat.prestige_per_directive, 'Prestige', 'Prestige')}; on a "
        f"tie for the most, nobody claims it. {cat.directives_in_play} of the {len(cat.directive)} are "
        "drawn for each game, none in a solo game."
    )
    return GuideEntry(name=d.name, kind="social directive", text=text)


# ---- Lanes and rule words ----------------------------------------------------------------------------


def _printed(cat: Catalog, site: int) -> str:
    coins = cat.printed_coin[site]
    if not coins:
        return f"Site {site + 1} prints nothing"
    return f"Site {site + 1} prints {plural(coins, 'Coin')}, paid while it holds no tile"


def _lane_entry(cat: Catalog, colour: str) -> GuideEntry:
    sites = cat.lane_sites(colour)
    name = _colour(colour)
    salvageable = sum(1 for t in cat.tile if t.colour == colour)
    numbers = join_words([str(s + 1) for s in sites])
    text = (
        f"{'Sites' if len(sites) > 1 else 'Site'} {numbers} of every Surface board. It is activated whenever a {name} tile ({cat.symbol(colour)}) is salvaged, "
        f"once for each of the {salvageable} {name} tiles: every player, not only the one who salvaged, collects income from "
        f"the visible tiles on those Sites. {'. '.join(_printed(cat, s) for s in sites)}. Any tile may be "
        "built there, whatever its colour."
    )
    return GuideEntry(
        name=f"{name} Lane", kind="lane", text=text, aliases=tuple(f"Site {s + 1}" for s in sites)
    )


def _rule_entries(cat: Catalog) -> list[GuideEntry]:
    tiles = len(cat.tile)
    advanced = sum(1 for t in cat.tile if t.pile == "advanced")
    gas = sum(1 for t in cat.tile if t.is_gas)
    lanes = [
        f"{join_words([str(s + 1) for s in cat.lane_sites(c)])} the {_colour(c)} Lane" for c in cat.colours
    ]
    lanes[0] = lanes[0].replace(" the ", " form the ", 1)
    printed = [i for i, coins in enumerate(cat.printed_coin) if coins]
    if len({cat.printed_coin[i] for i in printed}) == 1:
        coins = f"Sites {join_words([str(s + 1) for s in printed])} print {plural(cat.printed_coin[printed[0]], 'Coin')}"
    else:
        coins = join_words([f"Site {s + 1} prints {plural(cat.printed_coin[s], 'Coin')}" for s in printed])
    earth = (
        f"The pyramid of all {tiles} tiles, face up: the {advanced} Advanced tiles ({gas} gas pockets among "
        f"them) in the two lower layers, the {tiles - advanced} Basic tiles in the two upper ones. Each tile "
        "of an upper layer covers the corners of four tiles below it. A tile can be salvaged once no tile "
        "lies on any of its corners; at the start only the top layer's tiles can. The game ends after the "
        "turn that takes its last tile."
    )
    board = (
        f"Each player's board of {len(cat.site_lane)} Sites, numbered 1-{len(cat.site_lane)}, where you "
        f"build. Sites {join_words(lanes)}. {coins}, paid when their Lane is activated while they "
        "hold no tile. A tile goes onto an empty Site or on top of a stack, never underneath; only the top "
        "tile of a stack is visible and generates income."
    )
    build = (
        f"You get {plural(cat.build_points, 'Build Point')} each turn, lost if unspent. Build "
        f"({plural(BUILD_BP, 'Build Point')}): pay a Reserve tile's Build Cost and put it on any of your "
        f"Sites. Scrap ({plural(SCRAP_BP, 'Build Point')}): discard a Reserve tile and gain "
        f"{plural(SCRAP_COINS, 'Coin')}. Fabricate ({plural(FABRICATE_BP, 'Build Point')}): build a tile "
        "from the discard pile, paying its Build Cost."
    )
    prosperity = plural(cat.prestige_per_prosperity, "Prestige", "Prestige")
    directive = plural(cat.prestige_per_directive, "Prestige", "Prestige")
    prestige = (
        f"At the end: {cat.coins_per_prestige} Coins make 1 Prestige (leftover Coins score nothing), "
        f"1 Culture makes 1 Prestige, 1 Prosperity makes {prosperity} and each Social Directive claimed "
        f"{directive}. The most Prestige wins; a tie goes to the most Prosperity, then Culture, then "
        "Coins, and players still tied share the win."
    )
    stack = (
        "A symbol on some tiles: when its Site's Lane is activated, the tile may generate up to as many "
        "times as there are tiles in its stack, this one included. You choose how many, and pay each "
        "time for a purchase."
    )
    bonus = (
        "What a pickup tile (Coin, Culture, Prosperity or Move Tile Pickup) does as you salvage it, before "
        "any gas pocket is flipped. It is optional. Pickups never generate income."
    )
    reserve = (
        "Your salvaged tiles waiting to be built, face up beside your board. It has no limit; its tiles "
        f"score nothing. Scrap one for {plural(SCRAP_COINS, 'Coin')}."
    )
    discard = (
        "One face-up pile shared by everyone: scrapped tiles and tiles lost to Prosperity Pickups and gas "
        "explosions. Anyone may Fabricate from it on their turn. Gas pockets never go there."
    )
    return [
        GuideEntry("Earth", "rule", earth, aliases=("pyramid",)),
        GuideEntry("Surface board", "rule", board, aliases=("Sites", "board")),
        GuideEntry("Build Points", "rule", build, aliases=("Build", "Scrap", "Fabricate")),
        GuideEntry("Stack Multiplier", "rule", stack, aliases=("stack",)),
        GuideEntry("Salvage Bonus", "rule", bonus, aliases=("pickup", "bonus")),
        GuideEntry("Reserve", "rule", reserve),
        GuideEntry("Discard pile", "rule", discard, aliases=("discard",)),
        GuideEntry("Prestige", "rule", prestige, aliases=("score", "tie-break")),
    ]


def entries(say: Speaker | None = None) -> list[GuideEntry]:
    """Tiles (the gas pockets last among them), Social Directives, Lanes, then rule words."""
    cat = catalog()
    return [
        *_tile_entries(cat),
        *_gas_entries(cat),
        *(_directive_entry(cat, d) for d in cat.directive),
        *(_lane_entry(cat, colour) for colour in cat.colours),
        *_rule_entries(cat),
    ]
