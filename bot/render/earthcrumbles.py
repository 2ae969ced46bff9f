"""The As The Earth Crumbles renderer: an ``EarthView`` as terminal text, as an embed, and as a PNG.

The picture shows the Earth, the four-layer pyramid of tiles, from above: each layer is offset by half a
tile from the one it rests on (a tile lies where the four tiles under it meet), and the two Basic layers
on top are drawn half a row higher, as a slanted view would show them, so that no tile hides another and
every tile left stays readable, with its colour, its name, a short ability and its build cost. Tiles with something still resting on them are drawn dimmer;
the ones that can be salvaged now have a bright outline and a TAKE tag. Below the Earth: this turn (the
salvaged tile, the activated Lane, the Build Points left, an exploding gas pocket, the tiles and gas
pockets left), the Social Directives with who leads them, and the discard pile, newest first. Then one
row per player: resources and Prestige, the six Sites grouped by Lane (each stack's visible tile and
height, the Coin a printed Site pays while empty) and the Reserve.

Renderers receive views only; tile facts for the short ability texts come from the engine's data
(``engines.earthcrumbles.data``). Everything in this game is public, so there is no private part. Each
colour has its symbol (blue a droplet, green a leaf, red a flame), drawn beside every coloured tile and
Lane, so colour is never the only cue; gas pockets are grey with a hazard sign.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import cache

from PIL import Image, ImageDraw

from bot.render import draw as d
from bot.render.base import BaseRenderer, RenderedBoard, escape_markdown, seat_name, with_embed_alt_text
from engines.earthcrumbles.data import LAYERS, Tile, catalog, tile
from engines.earthcrumbles.models import (
    DirectiveView,
    EarthTileView,
    EarthView,
    PlayerView,
    SiteView,
    TileView,
)
from engines.wording import join_words, plural, verb

TITLE = "As The Earth Crumbles"

# ---- colours -------------------------------------------------------------------------------------------

BG = d.hex_rgb("#1B1814")
PANEL = d.hex_rgb("#2B2621")
PANEL_ACTIVE = d.hex_rgb("#3D3428")
LANE_BG = d.hex_rgb("#221E1A")
INK = d.hex_rgb("#F4EEE4")
MUTED = d.hex_rgb("#B5A997")
DARK = d.hex_rgb("#1E2329")  # text on light tile bodies
GOLD = d.hex_rgb("#E9B949")
GREEN = d.hex_rgb("#7CC47F")
DANGER = d.hex_rgb("#EE6B55")
WAITING = d.hex_rgb("#7FB8F0")
SHADOW = d.hex_rgb("#0D0B09")
TAKE = d.hex_rgb("#FFF04D")  # the take mark: no other drawing uses this colour (tests look for it)
TAKE_INK = d.hex_rgb("#2A2200")
COIN = d.hex_rgb("#D9A43A")
COIN_EDGE = d.hex_rgb("#7A5712")
COIN_INK = d.hex_rgb("#3A2A06")
CULTURE = d.hex_rgb("#B48AE6")
CULTURE_EDGE = d.hex_rgb("#5B3D85")
PROSPERITY = d.hex_rgb("#63D2E8")
PROSPERITY_EDGE = d.hex_rgb("#1F6B7C")
PRESTIGE = d.hex_rgb("#F2C14E")

# Per colour: (band, body). "" is a gas pocket.
TILE_COLOUR: dict[str, tuple[d.RGB, d.RGB]] = {
    "blue": (d.hex_rgb("#2C68B0"), d.hex_rgb("#D5E3F4")),
    "green": (d.hex_rgb("#2E8545"), d.hex_rgb("#D3ECD7")),
    "red": (d.hex_rgb("#BF3F2E"), d.hex_rgb("#F5D9D2")),
    "": (d.hex_rgb("#5D6370"), d.hex_rgb("#DADCE0")),
}
DIM = 0.42  # how far a covered tile's colours move towards the background

PHASE_TITLE = {
    "salvage": "1. Salvage",
    "bonus": "1. Salvage: the Salvage Bonus",
    "gas": "A Gas Pocket exploded",
    "income": "2. Generate Income",
    "build": "3. Build",
    "over": "Game over",
}

WIDTH = 1300
MARGIN = 20
MAX_PNG_BYTES = 300_000
RECENT_DISCARDS = 5  # the discard pile's newest tiles shown by name


# ---- words shared by the text, the embed and the image -------------------------------------------------


def _you(view: EarthView, seat: int, names: Sequence[str]) -> str:
    """' (you)' after the viewer's own name, unless the host already wrote it there."""
    if seat != view.viewer or seat_name(names, seat).endswith("(you)"):
        return ""
    return " (you)"


def tile_words(t: TileView) -> str:
    """A tile as players name it: "Blue Foundry" (several colours share a name), "Gas Pocket"."""
    return f"{t.colour.title()} {t.name}" if t.colour else t.name


def symbol(colour: str) -> str:
    """The colour's symbol as an emoji for the embed (💧 🌿 🔥), '' for a gas pocket."""
    return catalog().symbol(colour) if colour else ""


def _marked(t: TileView) -> str:
    """A tile with its symbol in front, for the embed: "💧 Blue Foundry"."""
    mark = symbol(t.colour)
    return f"{mark} {tile_words(t)}" if mark else tile_words(t)


def lane_words(colour: str) -> str:
    return f"{colour.title()} Lane"


def short_text(t: TileView) -> str:
    """The ability in a few words, for the picture ("Pay 1 Coin → 1 Culture × stack"); "× stack" means
    once per tile in its Site's stack."""
    data = tile(t.id)
    stack = " × stack" if data.stack else ""
    kind = data.kind
    if kind == "coins":
        return f"Income: {plural(data.amount, 'Coin')}{stack}"
    if kind == "per_colour":
        return f"Income: {plural(data.amount, 'Coin')} per {data.colour.title()} tile{stack}"
    if kind == "buy_culture":
        return f"Pay {plural(data.pay, 'Coin')} → {data.amount} Culture{stack}"
    if kind == "buy_prosperity":
        return f"Pay {data.pay} Culture → {data.amount} Prosperity{stack}"
    if kind == "coin_pickup":
        return f"On salvage: +{plural(data.amount, 'Coin')}"
    if kind == "culture_pickup":
        return f"On salvage: +{data.amount} Culture"
    if kind == "prosperity_pickup":
        return f"On salvage: discard a tile → {data.amount} Prosperity"
    if kind == "move_pickup":
        return "On salvage: move a top tile"
    return f"If it explodes: pay {plural(data.pay, 'Coin')} or lose a tile"


def gas_price(t: TileView) -> int:
    return tile(t.id).pay


def gas_words(t: TileView) -> str:
    return f"pay {plural(gas_price(t), 'Coin')} or discard a visible tile"


def phase_title(view: EarthView) -> str:
    return PHASE_TITLE.get(view.phase, view.phase)


def winners(view: EarthView) -> tuple[int, ...]:
    """Who won (the game applies ruling G17's tie-breaks; solo, reaching a band wins)."""
    return view.winners


def _names_of(seats: Sequence[int], names: Sequence[str]) -> str:
    return join_words(seat_name(names, s) for s in seats)


def status(view: EarthView, names: Sequence[str]) -> str:
    """One sentence: how the game ended, or who must do what now."""
    who = seat_name(names, view.turn)
    if view.phase == "over":
        if not view.scores:
            return "Game over."
        if view.solo:
            score = plural(view.scores[0], "Prestige", "Prestige")
            if view.band:
                return f"Game over: {who} ends with {score}: {view.band}!"
            lowest = min(low for low, _ in catalog().solo_bands)
            return f"Game over: {who} ends with {score}, short of the {lowest} that just pulls through."
        won = winners(view)
        points = plural(view.scores[won[0]], "Prestige", "Prestige")
        if len(won) == 1:
            return f"Game over: {seat_name(names, won[0])} wins with {points}."
        return f"Game over: {_names_of(won, names)} share the win with {points} each."
    if view.phase == "salvage":
        count = sum(1 for t in view.earth if t.takeable)
        return f"{who}'s turn: salvage a tile with nothing resting on it ({plural(count, 'tile')} to choose from)."
    if view.phase == "bonus":
        got = f"the {tile_words(view.salvaged)}" if view.salvaged else "a tile"
        return f"{who} salvaged {got} and may use its Salvage Bonus."
    if view.phase == "gas":
        deciding = _names_of(view.waiting, names) or "Everyone"
        what = gas_words(view.gas) if view.gas else "pay or discard a visible tile"
        return f"A Gas Pocket exploded! {deciding} {verb(len(view.waiting), 'chooses', 'choose')}: {what}."
    if view.phase == "income":
        lane = lane_words(view.lane) if view.lane else "activated Lane"
        if not view.waiting:
            return f"Income from the {lane}."
        deciding = _names_of(view.waiting, names)
        return (
            f"Income from the {lane}: {deciding} {verb(len(view.waiting), 'chooses', 'choose')} "
            "how to use their tiles."
        )
    if view.phase == "build":
        return f"{who} builds: {plural(view.bp, 'Build Point')} left to build, scrap or fabricate."
    return f"{who} decides."


def draft_words(view: EarthView) -> str:
    return "Chosen so far: " + " → ".join(view.draft) if view.draft else ""


def turn_words(view: EarthView) -> str:
    """This turn's facts in one line: the salvaged tile, the activated Lane, the Build Points left."""
    parts = []
    if view.salvaged is not None and view.phase != "over":
        parts.append(f"salvaged the {tile_words(view.salvaged)}")
    if view.lane:
        if view.phase in ("bonus", "gas"):
            parts.append(f"the {lane_words(view.lane)} generates income next")
        else:
            done = "was" if view.phase == "build" else "is"
            parts.append(f"the {lane_words(view.lane)} {done} activated")
    if view.phase == "build":
        parts.append(f"{plural(view.bp, 'Build Point')} left")
    return ("This turn: " + "; ".join(parts) + ".") if parts else ""


def earth_words(view: EarthView) -> str:
    removed = f"{view.removed} of {plural(_gas_total(), 'gas pocket')} gone"
    last = "; the Earth is empty: this is the last turn" if view.last_turn and view.phase != "over" else ""
    return f"The Earth: {plural(view.tiles_left, 'tile')} left, {removed}{last}."


@cache
def _gas_total() -> int:
    return sum(1 for t in catalog().tile if t.is_gas)


def resources_words(p: PlayerView) -> str:
    return (
        f"{plural(p.coins, 'Coin')}, {plural(p.culture, 'Culture', 'Culture')}, "
        f"{plural(p.prosperity, 'Prosperity', 'Prosperity')}"
    )


def prestige_words(view: EarthView, p: PlayerView) -> str:
    if view.scores and p.seat < len(view.scores):
        score = f"Final score: {plural(view.scores[p.seat], 'Prestige', 'Prestige')}"
        claimed = [name for name, seat in view.claimed if seat == p.seat]
        if claimed:
            bonus = catalog().prestige_per_directive * len(claimed)
            score += f", {bonus} of it for {join_words(claimed)}"
        return score
    return f"Worth {plural(p.prestige, 'Prestige', 'Prestige')} now (directives aside)"


def site_words(site: SiteView) -> str:
    """ "Site 1: Blue Foundry (2 tiles)", "Site 2: empty, prints 1 Coin"."""
    if not site.stack:
        prints = f", prints {plural(site.printed_coin, 'Coin')}" if site.printed_coin else ""
        return f"Site {site.site}: empty{prints}"
    top = site.stack[-1]
    height = f" ({plural(len(site.stack), 'tile')})" if len(site.stack) > 1 else ""
    return f"Site {site.site}: {tile_words(top)}{height}"


def lanes(p: PlayerView) -> list[tuple[str, list[SiteView]]]:
    """The player's Sites grouped by Lane, in the catalog's colour order."""
    groups: dict[str, list[SiteView]] = {colour: [] for colour in catalog().colours}
    for site in p.sites:
        groups.setdefault(site.lane, []).append(site)
    return [(colour, sites) for colour, sites in groups.items() if sites]


def reserve_words(p: PlayerView) -> str:
    if not p.reserve:
        return "Reserve: empty"
    return "Reserve: " + ", ".join(f"{tile_words(t)} ({plural(t.cost, 'Coin')})" for t in p.reserve)


def income_left_words(p: PlayerView) -> str:
    if not p.income_left:
        return ""
    sites = join_words(str(s) for s in p.income_left)
    return f"Still to generate income: {'Site' if len(p.income_left) == 1 else 'Sites'} {sites}"


def player_lines(view: EarthView, p: PlayerView) -> list[str]:
    lines = [resources_words(p), prestige_words(view, p)]
    for colour, sites in lanes(p):
        lines.append(f"{lane_words(colour)}: " + "; ".join(site_words(s) for s in sites))
    lines.append(reserve_words(p))
    left = income_left_words(p)
    if left:
        lines.append(left)
    return lines


def _roles(view: EarthView, p: PlayerView) -> list[str]:
    roles = []
    if view.phase == "over":
        if p.seat in winners(view):
            roles.append(view.band if view.solo else "winner")
    else:
        if p.seat == view.turn:
            roles.append("active")
        if p.seat in view.waiting and tuple(view.waiting) != (view.turn,):
            roles.append("deciding")  # a choice several players answer, or someone else's
    if p.seat == view.first and not view.solo:
        roles.append("first player")
    return roles


def _player_title(view: EarthView, p: PlayerView, names: Sequence[str], md: bool) -> str:
    name = seat_name(names, p.seat)
    if md:
        name = escape_markdown(name)
    roles = _roles(view, p)
    return f"{name}{_you(view, p.seat, names)}" + (f" ({', '.join(roles)})" if roles else "")


def directive_leader_words(view: EarthView, directive: DirectiveView, names: Sequence[str]) -> str:
    if view.phase == "over":
        claimed = [seat for name, seat in view.claimed if name == directive.name]
        if claimed:
            bonus = catalog().prestige_per_directive
            return f"claimed by {seat_name(names, claimed[0])} (+{plural(bonus, 'Prestige', 'Prestige')})"
        return "claimed by nobody (a tie)"
    if directive.leaders:
        return f"{_names_of(directive.leaders, names)} {verb(len(directive.leaders), 'leads', 'lead')}"
    return "tied: nobody would claim it now"


def _lead_label(view: EarthView, directive: DirectiveView, names: Sequence[str]) -> tuple[str, bool]:
    """A directive's leader in a few words for the picture, and whether anyone leads (or claimed it)."""
    if view.phase == "over":
        claimed = [seat for name, seat in view.claimed if name == directive.name]
        if claimed:
            return f"Claimed by {seat_name(names, claimed[0])}", True
        return "Nobody: a tie", False
    if directive.leaders:
        return f"{_names_of(directive.leaders, names)} {verb(len(directive.leaders), 'leads', 'lead')}", True
    return "Tied: nobody leads", False


def _sentence(words: str) -> str:
    """The words with a capital first letter (names after it keep theirs)."""
    return words[:1].upper() + words[1:]


def directive_line(view: EarthView, directive: DirectiveView, names: Sequence[str]) -> str:
    return f"{directive.name} ({directive.text}): {directive_leader_words(view, directive, names)}"


def solo_words() -> str:
    bands = ", ".join(f"{low} {name}" for low, name in sorted(catalog().solo_bands))
    return f"Solo game: no Social Directives; the Prestige bands are {bands}."


def discard_words(view: EarthView) -> str:
    if not view.discard:
        return "Discard pile: empty"
    newest = ", ".join(tile_words(t) for t in reversed(view.discard))
    return f"Discard pile ({plural(len(view.discard), 'tile')}, newest first): {newest}"


def layer_rows(view: EarthView) -> list[str]:
    """The Earth layer by layer, top first, row by row: each position's tile, "-" where it is gone,
    "[take]" after a tile that can be salvaged now."""
    at = {(t.layer, t.x, t.y): t for t in view.earth}
    lines = []
    for layer in reversed(range(len(LAYERS))):
        width, height = LAYERS[layer]
        rows = []
        for y in range(height):
            cells = []
            for x in range(width):
                t = at.get((layer, x, y))
                cells.append("-" if t is None else tile_words(t.tile) + (" [take]" if t.takeable else ""))
            rows.append(f"row {y + 1}: " + ", ".join(cells))
        where = " (top)" if layer == len(LAYERS) - 1 else " (bottom)" if layer == 0 else ""
        lines.append(f"Layer {layer + 1}{where}: " + "; ".join(rows))
    return lines


def takeable_lines(view: EarthView, md: bool) -> list[str]:
    lines = []
    for t in view.earth:
        if not t.takeable:
            continue
        name = f"**{_marked(t.tile)}**" if md else tile_words(t.tile)
        lines.append(f"{name}: {t.tile.text}; costs {plural(t.tile.cost, 'Coin')} to build")
    return lines


def _fit_lines(lines: Sequence[str], limit: int = 1024, more: str = "tile") -> str:
    """Lines joined up to ``limit`` characters; what does not fit is counted ("… and 3 more tiles")."""
    out: list[str] = []
    size = 0
    for i, line in enumerate(lines):
        rest = len(lines) - i - 1
        tail = len(f"\n… and {plural(rest + 1, 'more ' + more)}") if rest else 0
        if size + len(line) + 1 + tail > limit:
            out.append(f"… and {plural(len(lines) - i, 'more ' + more)}")
            break
        out.append(line)
        size += len(line) + 1
    return "\n".join(out)[:limit]


# ---- the renderer --------------------------------------------------------------------------------------


class EarthCrumblesRenderer(BaseRenderer):
    """Draws As The Earth Crumbles views; the module-level ``RENDERER`` is what the host loads."""

    def text(self, view: EarthView, names: Sequence[str]) -> str:
        lines = [f"{TITLE}. {phase_title(view)}.", status(view, names)]
        for extra in (draft_words(view), turn_words(view)):
            if extra:
                lines.append(extra)
        if view.gas is not None:
            lines.append(f"Exploding: a Gas Pocket ({gas_words(view.gas)}).")
        lines.append(earth_words(view))
        if view.earth:
            lines.append("The Earth, top layer first ([take]: can be salvaged now):")
            lines.extend(f"  {line}" for line in layer_rows(view))
        takeable = takeable_lines(view, md=False)
        if takeable:
            lines.append("Can be salvaged now:")
            lines.extend(f"  {line}" for line in takeable)
        if view.directives:
            lines.append("Social Directives:")
            lines.extend(f"  {directive_line(view, sd, names)}" for sd in view.directives)
        elif view.solo:
            lines.append(solo_words())
        lines.append(discard_words(view) + ".")
        lines.append("Players:")
        for p in view.players:
            mark = ">" if p.seat == view.turn and view.phase != "over" else " "
            lines.append(f"{mark} {_player_title(view, p, names, md=False)}")
            lines.extend(f"    {line}" for line in player_lines(view, p))
        return "\n".join(lines)

    def board(self, view: EarthView, names: Sequence[str]) -> RenderedBoard:
        md_names = [escape_markdown(seat_name(names, s)) for s in range(len(view.players))]
        parts = [f"**{status(view, md_names)}**"]
        for extra in (draft_words(view), turn_words(view)):
            if extra:
                parts.append(extra)
        if view.gas is not None:
            parts.append(f"💥 Exploding Gas Pocket: {gas_words(view.gas)}.")
        description = "\n".join(parts)
        fields: list[tuple[str, str, bool]] = []
        for p in view.players:
            if view.phase == "over":
                mark = "🏆 " if p.seat in winners(view) else ""
            else:
                mark = "▶ " if p.seat == view.turn else "⏳ " if "deciding" in _roles(view, p) else ""
            fields.append(
                (
                    f"{mark}{_player_title(view, p, names, md=True)}"[:256],
                    _fit_lines(_embed_player_lines(view, p), more="line"),
                    True,
                )
            )
        earth = [earth_words(view)]
        takeable = takeable_lines(view, md=True)
        if takeable:
            earth.append("Can be salvaged now:")
            earth.extend(takeable)
        elif view.earth:
            on_top = uncovered(view)
            earth.append("On top now: " + ", ".join(_marked(t.tile) for t in on_top))
        fields.append((f"The Earth ({plural(view.tiles_left, 'tile')} left)", _fit_lines(earth), False))
        if view.directives:
            lines = [
                f"**{sd.name}**: {sd.text}. {_sentence(directive_leader_words(view, sd, md_names))}."
                for sd in view.directives
            ]
            fields.append(("Social Directives", _fit_lines(lines, more="directive"), False))
        elif view.solo:
            fields.append(("Solo scoring", solo_words(), False))
        fields.append(
            (
                f"Discard pile ({plural(len(view.discard), 'tile')})",
                _discard_field(view),
                False,
            )
        )
        return with_embed_alt_text(
            RenderedBoard(
                title=TITLE,
                description=description[:4096],
                fields=tuple(fields),
                image_png=encode(draw_board(view, names)),
                footer=f"{phase_title(view)} · "
                + ", ".join(f"{symbol(c)} {c.title()}" for c in catalog().colours),
                color=0xE9B949 if view.phase == "over" else 0xB5652E,
            ),
            names,
        )

    def private_text(self, view: EarthView, names: Sequence[str]) -> str:
        return ""  # everything is public (rulings G8, G14, G15)

    def private_image(self, view: EarthView, names: Sequence[str]) -> bytes | None:
        return None


RENDERER = EarthCrumblesRenderer()


def _embed_player_lines(view: EarthView, p: PlayerView) -> list[str]:
    lines = [resources_words(p), prestige_words(view, p)]
    for colour, sites in lanes(p):
        sites_text = "; ".join(_embed_site(s) for s in sites)
        lines.append(f"{symbol(colour)} {sites_text}")
    if p.reserve:
        lines.append("Reserve: " + ", ".join(_marked(t) for t in p.reserve))
    else:
        lines.append("Reserve: empty")
    left = income_left_words(p)
    if left:
        lines.append(left)
    return lines


def _embed_site(site: SiteView) -> str:
    if not site.stack:
        prints = f" (prints {plural(site.printed_coin, 'Coin')})" if site.printed_coin else ""
        return f"{site.site}: empty{prints}"
    height = f" ×{len(site.stack)}" if len(site.stack) > 1 else ""
    return f"{site.site}: {_marked(site.stack[-1])}{height}"


def _discard_field(view: EarthView) -> str:
    if not view.discard:
        return "Empty."
    newest = list(reversed(view.discard))
    shown = ", ".join(_marked(t) for t in newest[:RECENT_DISCARDS])
    more = len(newest) - RECENT_DISCARDS
    return f"Newest first: {shown}" + (f", and {plural(more, 'older tile')}." if more > 0 else ".")


def uncovered(view: EarthView) -> list[EarthTileView]:
    """The tiles of the Earth with nothing resting on them (ruling G8), gas pockets included."""
    return [t for t in view.earth if not t.covered]


# ---- the picture: geometry -----------------------------------------------------------------------------

HEADER_H = 112
CAPTION_H = 48
HALF = 140  # the horizontal offset of one layer on the next: half a tile's pitch
GAP = 10
CARD_W = HALF - GAP  # 130
CARD_H = 72
ROW = CARD_H + 8  # the vertical offset of one layer on the next: half a row's pitch
BAND = 22  # the coloured band with the symbol and the name
EARTH_X = (WIDTH - (2 * LAYERS[0][0] - 1) * HALF + GAP) // 2
EARTH_TOP = HEADER_H + CAPTION_H
EARTH_H = 2 * (LAYERS[0][1] - 1) * ROW + CARD_H
EMPTY_H = 44  # the Earth's place once it is empty, before the end
SCORE_ROW = 40
INFO_H = 176
PLAYER_H = 122
PLAYER_GAP = 8
LEFT_W = 236  # a player row's name and resources column
SITE_W = 112
SITE_H = 78
LANE_PAD = 6
LANE_W = 2 * SITE_W + 3 * LANE_PAD
CHIP_W, CHIP_H = 118, 20


def tile_box(layer: int, x: int, y: int) -> d.Box:
    """Where the tile at (layer, x, y) is drawn. Seen from above, a tile lies where the four tiles it
    rests on meet: half a tile right and half a row down from the first of them. Drawn so, the third
    layer would hide the first; the two Basic layers (the third and the fourth) are therefore drawn half
    a row higher, as a slanted view shows higher things, and no tile hides another."""
    left = EARTH_X + (2 * x + layer) * HALF
    top = EARTH_TOP + (2 * y + layer - (1 if layer >= 2 else 0)) * ROW
    return (left, top, left + CARD_W, top + CARD_H)


def earth_height(view: EarthView) -> int:
    """The Earth's place: the pyramid while tiles are left, then a line, and at the end the scores."""
    if view.earth:
        return EARTH_H
    if view.phase == "over":
        return 56 + SCORE_ROW * max(1, len(view.players)) + (30 if view.solo else 0)
    return EMPTY_H


def earth_top(view: EarthView) -> int:
    """The Earth's top: below its caption while tiles are left (the caption explains the pyramid)."""
    return EARTH_TOP if view.earth else HEADER_H + 6


def info_top(view: EarthView) -> int:
    return earth_top(view) + earth_height(view) + 18


def players_top(view: EarthView) -> int:
    return info_top(view) + INFO_H + 14


def board_height(view: EarthView) -> int:
    n = max(1, len(view.players))
    return players_top(view) + n * (PLAYER_H + PLAYER_GAP) - PLAYER_GAP + MARGIN


# ---- the picture: small pictures -----------------------------------------------------------------------

Icon = Callable[[ImageDraw.ImageDraw, float, float, float], None]
SUPER = 4  # symbols are drawn this many times larger, then scaled down smoothly
# The flame's outline and its cut-out core, as fractions of the symbol's size.
FLAME = (
    (0.50, 0.02), (0.62, 0.20), (0.75, 0.35), (0.85, 0.52), (0.87, 0.69), (0.80, 0.85), (0.66, 0.95),
    (0.50, 0.98), (0.34, 0.95), (0.20, 0.85), (0.13, 0.69), (0.15, 0.50), (0.22, 0.34), (0.28, 0.16),
    (0.38, 0.34), (0.44, 0.20),
)  # fmt: skip
FLAME_CORE = ((0.50, 0.50), (0.62, 0.70), (0.60, 0.84), (0.50, 0.89), (0.40, 0.84), (0.38, 0.70))


@d.drawing_cache
def symbol_tile(colour: str, size: int, ink: d.RGB) -> Image.Image:
    """The colour's symbol, ``size`` pixels square: a droplet (blue), a leaf (green), a flame (red), a
    hazard triangle with "!" (a gas pocket)."""
    s = size * SUPER
    big = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    fill = (*ink, 255)
    if colour == "blue":  # a droplet: a round bottom and a point on top
        r = s * 0.30
        cx, cy = s / 2, s * 0.62
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill)
        draw.polygon(
            [(cx, s * 0.06), (cx - r * 0.93, cy - r * 0.35), (cx + r * 0.93, cy - r * 0.35)], fill=fill
        )
    elif colour == "green":  # a leaf: two arcs meeting at the tips, with a stem
        points = []
        for k in range(25):
            t = k / 24
            along = 0.12 + 0.76 * t
            width = math.sin(math.pi * t) * 0.36
            points.append((along, width))
        upper = [(s * (a + w * 0.5), s * (1 - a + w * 0.5)) for a, w in points]
        lower = [(s * (a - w * 0.5), s * (1 - a - w * 0.5)) for a, w in reversed(points)]
        draw.polygon(upper + lower, fill=fill)
        draw.line((s * 0.06, s * 0.94, s * 0.2, s * 0.8), fill=fill, width=max(2, s // 12))
    elif colour == "red":  # a flame: a teardrop with a second tongue, and its hot core cut out
        outline = FLAME
        draw.polygon([(s * a, s * b) for a, b in outline], fill=fill)
        draw.polygon([(s * a, s * b) for a, b in FLAME_CORE], fill=(0, 0, 0, 0))
    else:  # a gas pocket: a hazard triangle with an exclamation mark cut out
        draw.polygon([(s * 0.5, s * 0.06), (s * 0.96, s * 0.9), (s * 0.04, s * 0.9)], fill=fill)
        hole = (0, 0, 0, 0)
        draw.rectangle((s * 0.45, s * 0.34, s * 0.55, s * 0.64), fill=hole)
        draw.rectangle((s * 0.45, s * 0.71, s * 0.55, s * 0.80), fill=hole)
    return big.resize((size, size), Image.Resampling.LANCZOS)


def _paste(image: Image.Image, tile: Image.Image, x: float, y: float) -> None:
    d.paste(image, tile, (round(x), round(y)))


def _badge(
    image: Image.Image, draw: ImageDraw.ImageDraw, colour: str, cx: float, cy: float, r: int, dim: float = 0
) -> None:
    """The colour's symbol on a light disc: readable on the coloured band and on a dark panel."""
    band = _tone(TILE_COLOUR.get(colour, TILE_COLOUR[""])[0], dim)
    disc = _tone((255, 255, 255), dim)
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=disc)
    size = round(r * 1.7)
    _paste(image, symbol_tile(colour, size, band), cx - size / 2, cy - size / 2)


def _tone(colour: d.RGB, dim: float) -> d.RGB:
    return d.mix(colour, BG, dim) if dim else colour


def coin_icon(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, value: str = "") -> None:
    """A Coin: a gold disc with a darker rim, and a number on it if given."""
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=COIN_EDGE)
    inner = max(1.0, r - max(1.5, r / 6))
    draw.ellipse((cx - inner, cy - inner, cx + inner, cy + inner), fill=COIN)
    if value:
        f = d.font(max(9, round(r * 1.15)), bold=True, family="condensed")
        f.draw(draw, (cx, cy + 0.5), value, COIN_INK, anchor="mm")


def coin_symbol(draw: ImageDraw.ImageDraw, cx: float, cy: float, s: float) -> None:
    """A Coin without a number, ``s`` pixels across, like the other resource icons."""
    coin_icon(draw, cx, cy, s * 0.47)


def culture_icon(draw: ImageDraw.ImageDraw, cx: float, cy: float, s: float) -> None:
    """Culture: a meeple (a head and a body with arms)."""
    draw.ellipse((cx - s * 0.17, cy - s * 0.5, cx + s * 0.17, cy - s * 0.16), fill=CULTURE)
    draw.polygon(
        [
            (cx - s * 0.5, cy - s * 0.02),
            (cx - s * 0.2, cy - s * 0.16),
            (cx + s * 0.2, cy - s * 0.16),
            (cx + s * 0.5, cy - s * 0.02),
            (cx + s * 0.24, cy + s * 0.08),
            (cx + s * 0.38, cy + s * 0.5),
            (cx + s * 0.08, cy + s * 0.5),
            (cx, cy + s * 0.3),
            (cx - s * 0.08, cy + s * 0.5),
            (cx - s * 0.38, cy + s * 0.5),
            (cx - s * 0.24, cy + s * 0.08),
        ],
        fill=CULTURE,
        outline=CULTURE_EDGE,
    )


def prosperity_icon(draw: ImageDraw.ImageDraw, cx: float, cy: float, s: float) -> None:
    """Prosperity: a cut crystal."""
    top, mid, bottom = cy - s * 0.45, cy - s * 0.12, cy + s * 0.5
    draw.polygon(
        [
            (cx - s * 0.28, top),
            (cx + s * 0.28, top),
            (cx + s * 0.5, mid),
            (cx, bottom),
            (cx - s * 0.5, mid),
        ],
        fill=PROSPERITY,
        outline=PROSPERITY_EDGE,
    )
    draw.line((cx - s * 0.5, mid, cx + s * 0.5, mid), fill=PROSPERITY_EDGE)
    draw.line((cx - s * 0.12, top, cx - s * 0.2, mid, cx, bottom), fill=PROSPERITY_EDGE)
    draw.line((cx + s * 0.12, top, cx + s * 0.2, mid, cx, bottom), fill=PROSPERITY_EDGE)


def prestige_icon(draw: ImageDraw.ImageDraw, cx: float, cy: float, s: float) -> None:
    """Prestige: a five-pointed star."""
    points = []
    for k in range(10):
        r = s * (0.52 if k % 2 == 0 else 0.22)
        a = -math.pi / 2 + k * math.pi / 5
        points.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    draw.polygon(points, fill=PRESTIGE)


# ---- the picture: tiles --------------------------------------------------------------------------------


@d.drawing_cache
def tile_card(t: TileView, dim: float, layer: int, back: d.RGB = BG) -> Image.Image:
    """A tile face up, ``CARD_W`` x ``CARD_H`` plus its shadow, on ``back``: the colour's band with its
    symbol and the tile's name, the short ability on the light body, the build cost as a Coin, and, for a
    tile on the Earth (``layer`` 0-3), pips for its layer and a shadow that grows with it."""
    shadow = 2 + max(0, layer)
    image = Image.new("RGB", (CARD_W + shadow, CARD_H + shadow), back)
    draw = ImageDraw.Draw(image)
    band, body = (_tone(c, dim) for c in TILE_COLOUR.get(t.colour, TILE_COLOUR[""]))
    draw.rounded_rectangle((shadow, shadow, CARD_W + shadow - 1, CARD_H + shadow - 1), 8, fill=SHADOW)
    draw.rounded_rectangle((0, 0, CARD_W - 1, CARD_H - 1), 8, fill=body)
    draw.rounded_rectangle((0, 0, CARD_W - 1, BAND + 6), 8, fill=band)
    draw.rectangle((0, BAND, CARD_W - 1, BAND + 6), fill=body)
    _badge(image, draw, t.colour, 12, BAND / 2, 9, dim)
    band_ink = _tone((255, 255, 255), dim)
    name_w = CARD_W - 30
    nf = d.fit_font(t.name, name_w, (13, 12, 11), bold=True, family="condensed")
    nf.draw(draw, (25, BAND / 2 + 1), nf.fit(t.name, name_w), band_ink, anchor="lm")
    ink = _tone(DARK, dim)
    small = d.font(12, family="condensed")
    for k, line in enumerate(small.wrap(short_text(t), CARD_W - 12, 2)):
        small.draw(draw, (6, BAND + 11 + k * 15), line, ink, anchor="lm")
    if t.colour:  # gas pockets cannot be built
        coin_icon(draw, CARD_W - 13, CARD_H - 11, 9, str(t.cost))
    if layer >= 0:
        _layer_pips(draw, 7, CARD_H - 9, layer, ink, body)
    return image


def _layer_pips(draw: ImageDraw.ImageDraw, x: float, cy: float, layer: int, ink: d.RGB, back: d.RGB) -> None:
    """The layer as pips, bottom layer one filled, top layer all four: ■□□□ to ■■■■."""
    for k in range(len(LAYERS)):
        box = (x + k * 7, cy - 2, x + k * 7 + 4, cy + 2)
        if k <= layer:
            draw.rectangle(box, fill=ink)
        else:
            draw.rectangle(box, outline=d.mix(ink, back, 0.5))


def _mark(draw: ImageDraw.ImageDraw, box: d.Box, word: str, fill: d.RGB, ink: d.RGB) -> None:
    """A bright outline round a tile on the Earth and a tag across its bottom edge: TAKE on a tile that
    can be salvaged now, EXPLODED on the gas pocket being answered."""
    x0, y0, x1, y1 = box
    draw.rounded_rectangle((x0 - 4, y0 - 4, x1 + 3, y1 + 3), 11, outline=fill, width=3)
    f = d.font(10, bold=True)
    w = f.width(word) + 14
    cx = (x0 + x1) / 2 - 10
    draw.rounded_rectangle((cx - w / 2, y1 - 6, cx + w / 2, y1 + 7), 6, fill=fill)
    f.draw(draw, (cx, y1 + 0.5), word, ink, anchor="mm")


@d.drawing_cache
def chip(t: TileView, back: d.RGB, width: int = CHIP_W) -> Image.Image:
    """A tile in a list (Reserve, discard pile): its colour, symbol, name and cost on one line."""
    image = Image.new("RGB", (width, CHIP_H), back)
    draw = ImageDraw.Draw(image)
    band, _ = TILE_COLOUR.get(t.colour, TILE_COLOUR[""])
    draw.rounded_rectangle((0, 0, width - 1, CHIP_H - 1), 6, fill=band)
    size = CHIP_H - 6
    _paste(image, symbol_tile(t.colour, size, (255, 255, 255)), 4, 3)
    room = width - size - 8 - (22 if t.colour else 4)
    f = d.fit_font(t.name, room, (12, 11), bold=True, family="condensed")
    f.draw(draw, (size + 8, CHIP_H / 2), f.fit(t.name, room), (255, 255, 255), anchor="lm")
    if t.colour:
        coin_icon(draw, width - 11, CHIP_H / 2, 8, str(t.cost))
    return image


# ---- the picture: the board ----------------------------------------------------------------------------


def draw_board(view: EarthView, names: Sequence[str]) -> Image.Image:
    image = Image.new("RGB", (WIDTH, board_height(view)), BG)
    draw = ImageDraw.Draw(image)
    _header(draw, view, names)
    _earth(image, draw, view, names)
    _info(image, draw, view, names)
    for i, p in enumerate(view.players):
        _player(image, draw, view, p, names, players_top(view) + i * (PLAYER_H + PLAYER_GAP))
    return image


def _header(draw: ImageDraw.ImageDraw, view: EarthView, names: Sequence[str]) -> None:
    d.font(30, bold=True).draw(draw, (MARGIN, 12), TITLE, INK)
    right = d.font(20, bold=True)
    right.draw(draw, (WIDTH - MARGIN, 28), phase_title(view), GOLD, anchor="rm")
    banner = (MARGIN, 54, WIDTH - MARGIN, HEADER_H - 6)
    over = view.phase == "over"
    fill = (GOLD if view.scores and (not view.solo or view.band) else DANGER) if over else PANEL_ACTIVE
    if view.phase == "gas":
        fill = DANGER
    draw.rounded_rectangle(banner, 12, fill=fill)
    ink = d.ink_on(fill) if over or view.phase == "gas" else INK
    inner = banner[2] - banner[0] - 28
    text = status(view, names)
    second = draft_words(view) or turn_words(view)
    f = d.fit_font(text, inner, (20, 18, 16), bold=True)
    if second:
        f.draw(draw, (banner[0] + 14, banner[1] + 15), f.fit(text, inner), ink, anchor="lm")
        small = d.font(15)
        colour = ink if over or view.phase == "gas" else GOLD
        small.draw(draw, (banner[0] + 14, banner[1] + 37), small.fit(second, inner), colour, anchor="lm")
    else:
        f.draw(draw, (banner[0] + 14, (banner[1] + banner[3]) / 2), f.fit(text, inner), ink, anchor="lm")


def _earth(image: Image.Image, draw: ImageDraw.ImageDraw, view: EarthView, names: Sequence[str]) -> None:
    if not view.earth:
        if view.phase == "over":
            _scores(draw, view, names)
        else:
            f = d.font(20, bold=True)
            words = "The Earth is empty: this is the last turn."
            f.draw(draw, (WIDTH / 2, earth_top(view) + EMPTY_H / 2), words, GOLD, anchor="mm")
        return
    caption = d.font(14)
    lines = (
        "The Earth from above: a tile rests where the four tiles under it meet (the top two layers are "
        "drawn half a row higher). Pips count the layer, 1 (bottom) to 4 (top).",
        "Dim tiles are still covered; TAKE marks the tiles that can be salvaged now. The Coin is the build "
        "cost. × stack: once per tile in the Site's stack.",
    )
    for k, line in enumerate(lines):
        caption.draw(
            draw, (MARGIN, HEADER_H + 10 + k * 19), caption.fit(line, WIDTH - 2 * MARGIN), MUTED, anchor="lm"
        )
    marks: list[tuple[d.Box, str]] = []
    for t in sorted(view.earth, key=lambda e: e.layer):
        box = tile_box(t.layer, t.x, t.y)
        card = tile_card(t.tile, DIM if t.covered else 0.0, t.layer)
        d.paste(image, card, (box[0], box[1]))
        if view.gas is not None and t.tile.id == view.gas.id:
            marks.append((box, "gas"))
        elif t.takeable:
            marks.append((box, "take"))
    for box, kind in marks:
        if kind == "take":
            _mark(draw, box, "TAKE", TAKE, TAKE_INK)
        else:
            _mark(draw, box, "EXPLODED", DANGER, INK)


def score_parts(view: EarthView, p: PlayerView) -> list[tuple[str, int]]:
    """Where a final score comes from (rulebook "Winning the Game", ruling G17): (words, Prestige)."""
    cat = catalog()
    claimed = [name for name, seat in view.claimed if seat == p.seat]
    parts = [
        (f"{plural(p.coins, 'Coin')} ÷ {cat.coins_per_prestige}", p.coins // cat.coins_per_prestige),
        (plural(p.culture, "Culture", "Culture"), p.culture),
        (
            f"{plural(p.prosperity, 'Prosperity', 'Prosperity')} × {cat.prestige_per_prosperity}",
            p.prosperity * cat.prestige_per_prosperity,
        ),
    ]
    if not view.solo:
        parts.append(
            (
                f"{plural(len(claimed), 'directive')} × {cat.prestige_per_directive}",
                len(claimed) * cat.prestige_per_directive,
            )
        )
    return parts


def _scores(draw: ImageDraw.ImageDraw, view: EarthView, names: Sequence[str]) -> None:
    """The final scores, best first, each with where its Prestige comes from."""
    top = earth_top(view)
    box = (MARGIN, top, WIDTH - MARGIN, top + earth_height(view))
    draw.rounded_rectangle(box, 12, fill=PANEL)
    _panel_title(draw, box[0] + 14, top + 20, "Final scores", 400)
    won = winners(view)
    order = sorted(
        view.players, key=lambda p: (-(view.scores[p.seat] if p.seat < len(view.scores) else 0), p.seat)
    )
    big = d.font(20, bold=True)
    small = d.font(14)
    for k, p in enumerate(order):
        y = top + 56 + k * SCORE_ROW
        score = view.scores[p.seat] if p.seat < len(view.scores) else 0
        if p.seat in won:
            draw.rounded_rectangle(
                (box[0] + 8, y - 16, box[2] - 8, y + 16), 10, fill=PANEL_ACTIVE, outline=GOLD, width=2
            )
        prestige_icon(draw, box[0] + 30, y, 22)
        big.draw(draw, (box[0] + 48, y), str(score), GOLD if p.seat in won else INK, anchor="lm")
        name = seat_name(names, p.seat) + _you(view, p.seat, names)
        nf = d.fit_font(name, 260, (18, 16), bold=True)
        nf.draw(draw, (box[0] + 96, y), nf.fit(name, 260), INK, anchor="lm")
        parts = " + ".join(f"{words} ({value})" for words, value in score_parts(view, p))
        claimed = [name for name, seat in view.claimed if seat == p.seat]
        if claimed:
            parts += ": " + ", ".join(claimed)
        small.draw(draw, (box[0] + 370, y), small.fit(parts, box[2] - box[0] - 390), MUTED, anchor="lm")
    if view.solo:
        y = top + 56 + len(order) * SCORE_ROW
        lowest = min(low for low, _ in catalog().solo_bands)
        words = f"Band reached: {view.band}" if view.band else f"Below {lowest}: no band reached"
        d.font(16, bold=True).draw(draw, (box[0] + 48, y), words, GOLD if view.band else DANGER, anchor="lm")


def _panel_title(draw: ImageDraw.ImageDraw, x: float, y: float, text: str, width: int) -> None:
    f = d.font(16, bold=True)
    f.draw(draw, (x, y), f.fit(text, width), INK, anchor="lm")


def prestige_rules(view: EarthView) -> list[str]:
    """How the end converts to Prestige (rulebook "Winning the Game", ruling G17)."""
    cat = catalog()
    rules = [
        f"1 Prestige per {cat.coins_per_prestige} Coins, rounded down",
        "1 Prestige per Culture",
        f"{cat.prestige_per_prosperity} Prestige per Prosperity",
    ]
    if not view.solo:
        rules.append(f"{cat.prestige_per_directive} Prestige per Social Directive claimed")
        rules.append("Ties: the most Prosperity, then Culture, then Coins")
    return rules


def _turn_panel(image: Image.Image, draw: ImageDraw.ImageDraw, view: EarthView, box: d.Box) -> None:
    """This turn: the salvaged tile, the activated Lane, the Build Points or the exploding gas pocket,
    and what is left of the Earth; at the end, how Prestige is counted."""
    x0, top, x1, bottom = box
    draw.rounded_rectangle(box, 12, fill=PANEL)
    small = d.font(14)
    x = x0 + 14
    if view.phase == "over":
        _panel_title(draw, x, top + 18, "How Prestige is counted", x1 - x0 - 28)
        for k, line in enumerate(prestige_rules(view)):
            small.draw(draw, (x, top + 46 + k * 24), small.fit(line, x1 - x0 - 28), INK, anchor="lm")
        return
    _panel_title(draw, x, top + 18, "This turn", x1 - x0 - 28)
    small.draw(draw, (x, top + 44), "Salvaged:", MUTED, anchor="lm")
    if view.salvaged is not None:
        d.paste(image, tile_card(view.salvaged, 0.0, -1, PANEL), (x, top + 56))
    else:
        small.draw(draw, (x, top + 68), "nothing yet", INK, anchor="lm")
    rx = x + CARD_W + 18
    coming = view.phase in ("bonus", "gas")  # the income step has not begun yet
    small.draw(draw, (rx, top + 44), "Lane to activate:" if coming else "Lane activated:", MUTED, anchor="lm")
    if view.lane:
        _badge(image, draw, view.lane, rx + 10, top + 68, 10)
        d.font(15, bold=True).draw(draw, (rx + 26, top + 68), lane_words(view.lane), INK, anchor="lm")
    else:
        small.draw(draw, (rx, top + 68), "not yet", INK, anchor="lm")
    if view.gas is not None:
        alert = (rx - 6, top + 86, x1 - 10, top + 136)
        draw.rounded_rectangle(alert, 8, fill=DANGER)
        ink = d.ink_on(DANGER)
        _paste(image, symbol_tile("", 16, ink), rx, top + 94)
        d.font(14, bold=True).draw(draw, (rx + 22, top + 102), "Gas Pocket exploded!", ink, anchor="lm")
        words = _sentence(gas_words(view.gas))
        tiny = d.font(12)
        tiny.draw(draw, (rx, top + 122), tiny.fit(words, alert[2] - rx - 6), ink, anchor="lm")
    else:
        small.draw(draw, (rx, top + 96), "Build Points left:", MUTED, anchor="lm")
        if view.phase == "build":
            total = catalog().build_points
            for k in range(total):
                cx = rx + 10 + k * 24
                filled = k < view.bp
                draw.ellipse(
                    (cx - 9, top + 111, cx + 9, top + 129),
                    fill=GREEN if filled else PANEL,
                    outline=GREEN if filled else MUTED,
                    width=2,
                )
            small.draw(draw, (rx + 10 + total * 24, top + 120), str(view.bp), INK, anchor="lm")
        else:
            small.draw(draw, (rx, top + 120), "not building yet", INK, anchor="lm")
    if view.last_turn:
        foot, colour = "The Earth is empty: this is the last turn!", GOLD
    else:
        foot = f"{plural(view.tiles_left, 'tile')} left on the Earth · {view.removed} of {_gas_total()} gas pockets gone"
        colour = MUTED
    small.draw(draw, (x, bottom - 18), small.fit(foot, x1 - x0 - 28), colour, anchor="lm")


def _info(image: Image.Image, draw: ImageDraw.ImageDraw, view: EarthView, names: Sequence[str]) -> None:
    top = info_top(view)
    bottom = top + INFO_H
    small = d.font(14)
    turn_w = 400
    _turn_panel(image, draw, view, (MARGIN, top, MARGIN + turn_w, bottom))

    # The Social Directives (or, solo, the bands).
    sd_w = 500
    box = (MARGIN + turn_w + 12, top, MARGIN + turn_w + 12 + sd_w, bottom)
    draw.rounded_rectangle(box, 12, fill=PANEL)
    inner = sd_w - 28
    x = box[0] + 14
    if view.directives:
        title = "Social Directives (claimed)" if view.phase == "over" else "Social Directives (who leads now)"
        _panel_title(draw, x, top + 18, title, inner)
        bold = d.font(15, bold=True)
        lf = d.font(13, bold=True)
        tiny = d.font(13)
        for k, sd in enumerate(view.directives[:3]):
            y = top + 46 + k * 42
            bold.draw(draw, (x, y), bold.fit(sd.name, inner), INK, anchor="lm")
            lead, leading = _lead_label(view, sd, names)
            lead = lf.fit(lead, inner // 2)
            lw = lf.width(lead)
            lf.draw(draw, (box[2] - 14, y + 19), lead, GREEN if leading else MUTED, anchor="rm")
            tiny.draw(draw, (x, y + 19), tiny.fit(sd.text, inner - lw - 12), MUTED, anchor="lm")
    else:
        _panel_title(draw, x, top + 18, "Solo scoring", inner)
        small.draw(draw, (x, top + 44), "No Social Directives in a solo game.", MUTED, anchor="lm")
        bold = d.font(15, bold=True)
        for k, (low, name) in enumerate(sorted(catalog().solo_bands, reverse=True)):
            y = top + 72 + k * 26
            reached = view.band == name
            prestige_icon(draw, x + 8, y, 16)
            bold.draw(draw, (x + 22, y), f"{low}+", GOLD if reached else INK, anchor="lm")
            x_name = x + 30 + bold.width("100+")
            small.draw(
                draw,
                (x_name, y),
                name + ("  ← reached" if reached else ""),
                GOLD if reached else MUTED,
                anchor="lm",
            )

    # The discard pile, newest first.
    box = (box[2] + 12, top, WIDTH - MARGIN, bottom)
    draw.rounded_rectangle(box, 12, fill=PANEL)
    inner = box[2] - box[0] - 28
    x = box[0] + 14
    _panel_title(draw, x, top + 18, f"Discard pile: {plural(len(view.discard), 'tile')}", inner)
    if not view.discard:
        small.draw(draw, (x, top + 46), "Empty.", MUTED, anchor="lm")
        return
    small.draw(draw, (x, top + 40), "Newest first:", MUTED, anchor="lm")
    newest = list(reversed(view.discard))
    chip_w = inner
    for k, t in enumerate(newest[:RECENT_DISCARDS]):
        d.paste(image, chip(t, PANEL, chip_w), (x, top + 52 + k * 23))
    more = len(newest) - RECENT_DISCARDS
    if more > 0:
        d.font(13).draw(draw, (box[2] - 14, top + 40), f"+ {plural(more, 'older tile')}", MUTED, anchor="rm")


def _player(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    view: EarthView,
    p: PlayerView,
    names: Sequence[str],
    top: int,
) -> None:
    over = view.phase == "over"
    acting = p.seat == view.turn and not over
    deciding = "deciding" in _roles(view, p)
    won = over and p.seat in winners(view)
    box = (MARGIN, top, WIDTH - MARGIN, top + PLAYER_H)
    outline = GOLD if won else WAITING if deciding else None
    draw.rounded_rectangle(box, 12, fill=PANEL_ACTIVE if acting else PANEL, outline=outline, width=3)
    x = box[0] + 14
    # The name, with a play marker for the active player.
    if acting:
        d.triangle_right(draw, x, top + 20, 14, GREEN)
        x += 18
    name = seat_name(names, p.seat) + _you(view, p.seat, names)
    room = box[0] + LEFT_W - x
    nf = d.fit_font(name, room, (20, 18, 16), bold=True)
    nf.draw(draw, (x, top + 20), nf.fit(name, room), INK, anchor="lm")
    # Roles as pills.
    px = box[0] + 14
    tag = d.font(12, bold=True)
    for role in _roles(view, p):
        fill = {"active": GREEN, "deciding": WAITING, "first player": MUTED}.get(role, GOLD)
        px += d.pill(draw, (px, top + 46), role[0].upper() + role[1:], tag, fill) + 6
    # Resources and Prestige, two by two.
    big = d.font(17, bold=True)
    label = d.font(13)
    final = bool(view.scores) and p.seat < len(view.scores)
    prestige = view.scores[p.seat] if final else p.prestige
    items: tuple[tuple[int, str, Icon, d.RGB], ...] = (
        (p.coins, "Coin" if p.coins == 1 else "Coins", coin_symbol, INK),
        (p.culture, "Culture", culture_icon, INK),
        (p.prosperity, "Prosperity", prosperity_icon, INK),
        (prestige, "Prestige", prestige_icon, GOLD if final else INK),
    )
    for k, (value, word, icon, ink) in enumerate(items):
        ix = box[0] + 14 + (k % 2) * 114
        iy = top + 74 + (k // 2) * 26
        icon(draw, ix + 8, iy, 17)
        big.draw(draw, (ix + 20, iy), str(value), ink, anchor="lm")
        w = big.width(str(value))
        label.draw(draw, (ix + 23 + w, iy + 1), label.fit(word, 110 - 23 - w), MUTED, anchor="lm")
    # The six Sites, grouped by Lane.
    lx = box[0] + LEFT_W + 6
    for colour, sites in lanes(p):
        _lane(image, draw, view, p, colour, sites, lx, top + 6)
        lx += LANE_W + 8
    # The Reserve.
    _reserve(image, draw, p, (lx + 2, top, box[2] - 12, box[3]), PANEL_ACTIVE if acting else PANEL)


def _lane(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    view: EarthView,
    p: PlayerView,
    colour: str,
    sites: Sequence[SiteView],
    x: int,
    y: int,
) -> None:
    active = view.lane == colour and view.phase != "over"
    frame = (x, y, x + LANE_W, y + PLAYER_H - 12)
    band = TILE_COLOUR.get(colour, TILE_COLOUR[""])[0]
    draw.rounded_rectangle(
        frame,
        9,
        fill=LANE_BG,
        outline=band if active else d.mix(band, LANE_BG, 0.45),
        width=3 if active else 2,
    )
    _badge(image, draw, colour, x + 15, y + 13, 8)
    f = d.font(13, bold=True)
    f.draw(draw, (x + 28, y + 13), lane_words(colour), INK, anchor="lm")
    if active:
        tag = d.font(11, bold=True)
        word = "next" if view.phase in ("bonus", "gas") else "activated"
        d.pill(draw, (x + 34 + f.width(lane_words(colour)), y + 13), word, tag, band, (255, 255, 255))
    for k, site in enumerate(sites[:2]):
        sx = x + LANE_PAD + k * (SITE_W + LANE_PAD)
        _site(image, draw, site, p, sx, y + 26)


def _site(
    image: Image.Image, draw: ImageDraw.ImageDraw, site: SiteView, p: PlayerView, x: int, y: int
) -> None:
    label = d.font(11, bold=True)
    small = d.font(11)
    label.draw(draw, (x + 2, y + 6), f"Site {site.site}", MUTED, anchor="lm")
    height = len(site.stack)
    if height:
        words = plural(height, "tile")
        small.draw(draw, (x + SITE_W - 2, y + 6), words, INK if height > 1 else MUTED, anchor="rm")
    if site.site in p.income_left:
        draw.rounded_rectangle((x - 2, y - 2, x + SITE_W + 2, y + SITE_H - 2), 8, outline=WAITING, width=2)
    body = (x, y + 14, x + SITE_W, y + SITE_H - 6)
    if not height:
        _dashed_box(draw, body, MUTED)
        cy = (body[1] + body[3]) / 2
        if site.printed_coin:
            coin_icon(draw, x + 16, cy, 9, str(site.printed_coin))
            small.draw(draw, (x + 30, cy - 7), "Empty: prints", MUTED, anchor="lm")
            small.draw(draw, (x + 30, cy + 7), plural(site.printed_coin, "Coin"), MUTED, anchor="lm")
        else:
            small.draw(draw, (x + SITE_W / 2, cy), "Empty", MUTED, anchor="mm")
        return
    # Covered tiles peek out under the top one as edges in their colours, the lowest at the bottom.
    below = site.stack[:-1][-3:]
    edge = 3
    card_h = body[3] - body[1] - edge * len(below)
    for k, t in enumerate(reversed(below)):
        ey = body[1] + card_h + k * edge
        fill = TILE_COLOUR.get(t.colour, TILE_COLOUR[""])[0]
        draw.rounded_rectangle(
            (x + 2 + k, ey - 4, x + SITE_W - 2 - k, ey + edge - 1), 3, fill=fill, outline=LANE_BG
        )
    d.paste(image, site_card(site.stack[-1], card_h), (x, body[1]))


@d.drawing_cache
def site_card(t: TileView, height: int) -> Image.Image:
    """A Site's visible tile: the band with symbol and name, and the short ability on the body."""
    image = Image.new("RGB", (SITE_W, height), LANE_BG)
    draw = ImageDraw.Draw(image)
    band, body = TILE_COLOUR.get(t.colour, TILE_COLOUR[""])
    draw.rounded_rectangle((0, 0, SITE_W - 1, height - 1), 6, fill=body)
    draw.rounded_rectangle((0, 0, SITE_W - 1, 24), 6, fill=band)
    draw.rectangle((0, 18, SITE_W - 1, 24), fill=body)
    _badge(image, draw, t.colour, 10, 9, 7)
    nf = d.fit_font(t.name, SITE_W - 24, (12, 11, 10), bold=True, family="condensed")
    nf.draw(draw, (20, 10), nf.fit(t.name, SITE_W - 24), (255, 255, 255), anchor="lm")
    small = d.font(11, family="condensed")
    lines = max(1, (height - 22) // 13)
    for k, line in enumerate(small.wrap(short_text(t), SITE_W - 10, min(2, lines))):
        small.draw(draw, (5, 27 + k * 13), line, DARK, anchor="lm")
    return image


def _dashed_box(draw: ImageDraw.ImageDraw, box: d.Box, colour: d.RGB) -> None:
    x0, y0, x1, y1 = box
    dash = 6
    for x in range(x0 + 4, x1 - 4, dash * 2):
        draw.line((x, y0, min(x + dash, x1 - 4), y0), fill=colour)
        draw.line((x, y1, min(x + dash, x1 - 4), y1), fill=colour)
    for y in range(y0 + 4, y1 - 4, dash * 2):
        draw.line((x0, y, x0, min(y + dash, y1 - 4)), fill=colour)
        draw.line((x1, y, x1, min(y + dash, y1 - 4)), fill=colour)


def _reserve(image: Image.Image, draw: ImageDraw.ImageDraw, p: PlayerView, box: d.Box, back: d.RGB) -> None:
    """The Reserve: a chip per tile, two columns of four; what does not fit is counted."""
    x, top, right, _ = box
    f = d.font(13, bold=True)
    count = len(p.reserve)
    f.draw(
        draw,
        (x, top + 18),
        f"Reserve: {plural(count, 'tile')}" if count else "Reserve: empty",
        INK if count else MUTED,
        anchor="lm",
    )
    cols = 2
    chip_w = (right - x - 6) // cols
    rows = 4
    shown = p.reserve if count <= cols * rows else p.reserve[: cols * rows - 1]
    for k, t in enumerate(shown):
        cx = x + (k % cols) * (chip_w + 6)
        cy = top + 32 + (k // cols) * (CHIP_H + 3)
        d.paste(image, chip(t, back, chip_w), (cx, cy))
    if len(shown) < count:
        k = len(shown)
        cx = x + (k % cols) * (chip_w + 6)
        cy = top + 32 + (k // cols) * (CHIP_H + 3)
        d.font(12, bold=True).draw(
            draw, (cx + 6, cy + CHIP_H / 2), f"+ {count - len(shown)} more", MUTED, anchor="lm"
        )


# ---- encoding ------------------------------------------------------------------------------------------


@d.drawing_cache
def board_palette() -> Image.Image:
    """The fixed palette every board is encoded with, learnt once from a sample board that shows tiles of
    every colour covered and uncovered, take marks, an exploding gas pocket, Sites and Reserves (see
    ``draw.make_palette``)."""
    sample = draw_board(_sample_view(), ["Sample 1", "Sample 2", "Sample 3"])
    flat = [
        BG,
        PANEL,
        PANEL_ACTIVE,
        LANE_BG,
        INK,
        MUTED,
        DARK,
        GOLD,
        GREEN,
        DANGER,
        WAITING,
        SHADOW,
        TAKE,
        TAKE_INK,
        COIN,
        COIN_EDGE,
        CULTURE,
        PROSPERITY,
        PRESTIGE,
        (255, 255, 255),
        (20, 24, 31),
    ]
    for band, body in TILE_COLOUR.values():
        flat += [band, body, _tone(band, DIM), _tone(body, DIM), _tone(DARK, DIM)]
    flat.append(_tone((255, 255, 255), DIM))
    return d.make_palette([sample], flat)


def _sample_tile(t: Tile) -> TileView:
    return TileView(id=t.id, name=t.name, colour=t.colour, text="", cost=t.cost, stack=t.stack)


def _sample_view() -> EarthView:
    cat = catalog()
    tiles = [_sample_tile(t) for t in cat.tile]
    earth = []
    pos = 0
    for layer, (width, height) in enumerate(LAYERS):
        for y in range(height):
            for x in range(width):
                earth.append(
                    EarthTileView(
                        position=pos,
                        layer=layer,
                        x=x,
                        y=y,
                        tile=tiles[pos],
                        covered=layer < len(LAYERS) - 1,
                        takeable=layer == len(LAYERS) - 1,
                    )
                )
                pos += 1
    gas = next(t for t in tiles if not t.colour)
    players = []
    for seat in range(3):
        sites = tuple(
            SiteView(
                site=i + 1,
                lane=cat.site_lane[i],
                printed_coin=cat.printed_coin[i],
                stack=tuple(tiles[(seat * 7 + i * 3 + k) % 36] for k in range((i + seat) % 4)),
            )
            for i in range(6)
        )
        players.append(
            PlayerView(
                seat=seat,
                coins=3 + seat * 7,
                culture=seat,
                prosperity=seat // 2,
                reserve=tuple(tiles[(seat * 5 + k) % 36] for k in range(seat * 3)),
                sites=sites,
                prestige=seat * 3,
                income_left=(1,) if seat == 1 else (),
            )
        )
    directives = tuple(
        DirectiveView(id=sd.id, name=sd.name, text="The most of something", leaders=(k,) if k < 2 else ())
        for k, sd in enumerate(cat.directive[:3])
    )
    return EarthView(
        viewer=None,
        phase="gas",
        turn=0,
        first=1,
        waiting=(0, 1),
        earth=tuple(earth),
        tiles_left=len(earth),
        players=tuple(players),
        directives=directives,
        discard=tuple(tiles[30:36]),
        removed=1,
        salvaged=tiles[0],
        lane=tiles[0].colour,
        bp=1,
        gas=gas,
        draft=("Build the Blue Foundry (3 Coins)",),
        last_turn=False,
        solo=False,
    )


def encode(image: Image.Image) -> bytes:
    """A board picture as PNG bytes (Discord-friendly), in the fixed board palette."""
    return d.encode_png(image, max_bytes=MAX_PNG_BYTES, palette=board_palette())
