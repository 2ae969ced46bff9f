"""As The Earth Crumbles' tiles, Sites and Lanes in words (``bot.render.earthcrumbles.words`` says the rest:
whose turn it is, who leads, the Social Directives), in the language of ``say`` (a ``bot.i18n.Speaker``;
English by default): a tile is the engine's own ``earth-tile-<id>`` message, so the board and the game log
name it alike, and its ability is said from its id, never from the view's English.
"""

from __future__ import annotations

from bot.i18n import Speaker, english
from engines.earthcrumbles.data import catalog, tile
from engines.earthcrumbles.models import SiteView, TileView
from engines.phrasing import Words, WordsArg

# ---- tiles and Sites ---------------------------------------------------------------------------


def tile_message(t: TileView) -> Words:
    """A tile's name as the engine's message (earth-tile-<id>), as its log lines name it."""
    return Words(id=f"earth-tile-{t.id}")


def tile_words(t: TileView, say: Speaker | None = None) -> str:
    """A tile as players name it: "Blue Foundry" (several colours share a name), "Gas Pocket"."""
    return (say or english()).words(tile_message(t))


def bare_name(tile_id: str, say: Speaker) -> str:
    """A tile's name without its colour ("Foundry"), where its symbol and fill show the colour."""
    return say(f"earth-board-name-{tile_id}").replace("\u00ad", "")  # its soft hyphens: pieces.name_lines


def symbol(colour: str) -> str:
    """The colour's symbol as an emoji for the embed (💧 🌿 🔥), '' for a gas pocket."""
    return catalog().symbol(colour) if colour else ""


def marked(t: TileView, say: Speaker) -> str:
    """A tile with its symbol in front, for the embed: "💧 Blue Foundry"."""
    mark = symbol(t.colour)
    return f"{mark} {tile_words(t, say)}" if mark else tile_words(t, say)


def lane_words(colour: str, say: Speaker | None = None) -> str:
    say = say or english()
    return say("earth-board-lane", lane=colour)


def colour_words(colour: str, say: Speaker) -> str:
    return say("earth-board-colour", colour=colour)


def ability(t: TileView, height: int = 0, say: Speaker | None = None) -> str:
    """The ability in a few words for the picture: "+3 Coins", "1 Coin → 1 Culture × stack". On a Site
    (``height`` > 0) a Stack Multiplier shows the stack's height ("×3"), and a pickup says it earns no
    income there."""
    say = say or english()
    data = tile(t.id)
    if height and data.kind.endswith("_pickup"):
        return say("earth-board-ability-no-income")
    kind, args = _ability_args(t.id)
    words = Words(id=f"earth-board-ability-{kind}", args=args)
    if not data.stack:
        return say.words(words)
    if height:
        return say("earth-board-ability-stacked", ability=words, height=height)
    return say("earth-board-ability-per-stack", ability=words)


def ability_words(tile_id: str) -> Words:
    """A tile's whole ability (the view's ``text``) as a message, from its id: "Income: gain 3 Coins"."""
    kind, args = _ability_args(tile_id)
    words = Words(id=f"earth-board-text-{kind}", args=args)
    return Words(id="earth-board-text-stacked", args={"text": words}) if tile(tile_id).stack else words


def _ability_args(tile_id: str) -> tuple[str, dict[str, WordsArg]]:
    """A tile's ability as its messages name it (the kind, with dashes) and their arguments."""
    data = tile(tile_id)
    kind = data.kind
    if kind in ("coins", "coin_pickup", "prosperity_pickup", "culture_pickup"):
        amount = {"coin_pickup": "coins", "coins": "coins"}.get(kind, kind.removesuffix("_pickup"))
        return kind.replace("_", "-"), {amount: data.amount}
    if kind == "per_colour":
        return "per-colour", {"coins": data.amount, "colour": data.colour}
    if kind == "buy_culture":
        return "buy-culture", {"coins": data.pay, "culture": data.amount}
    if kind == "buy_prosperity":
        return "buy-prosperity", {"culture": data.pay, "prosperity": data.amount}
    if kind == "move_pickup":
        return "move-pickup", {}
    return "gas", {"coins": data.pay}


def ability_text(t: TileView, say: Speaker) -> str:
    """The tile's whole ability in the reader's words (in English, the view's ``text``)."""
    return say.words(ability_words(t.id))


def gas_price(t: TileView) -> int:
    return tile(t.id).pay


def gas_message(t: TileView) -> Words:
    return Words(id="earth-board-gas-price", args={"coins": gas_price(t)})


def gas_words(t: TileView, say: Speaker) -> str:
    return say.words(gas_message(t))


def site_words(site: SiteView, say: Speaker | None = None) -> str:
    """ "Site 1: Blue Foundry (2 tiles)", "Site 2: empty, prints 1 Coin"."""
    say = say or english()
    if not site.stack:
        return say("earth-board-site-empty", site=site.site, coins=site.printed_coin)
    top = site.stack[-1]
    return say("earth-board-site", site=site.site, tile=tile_message(top), count=len(site.stack))
