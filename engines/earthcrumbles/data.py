"""As The Earth Crumbles component data: data/earthcrumbles/components.toml as frozen models.

The rulebook prints no tile values, so every number here is a proposal of the shared rulings' section
2(c) (G1-G5; docs/rules/earthcrumbles.md, "Components"). The loader checks what the rulebook fixes (32
Advanced and 8 Basic tiles, six Sites, three Social Directives drawn) and what the rulings fix (three
colours with a Lane of two Sites each, 12 salvageable tiles per colour, 4 gas pockets among the Advanced
tiles), so a bad edit fails at import time.

The Earth's geometry (ruling G8) lives here too: four layers of 5x4, 4x3, 3x2 and 2x1 positions,
numbered 0-39 layer by layer, row by row; the tile at (L+1, x, y) rests on (L, x..x+1, y..y+1).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Literal

from pydantic import model_validator

from engines.base import Model
from engines.data import read_toml
from engines.phrasing import Words

Kind = Literal[
    "coins",
    "per_colour",
    "buy_culture",
    "buy_prosperity",
    "coin_pickup",
    "culture_pickup",
    "prosperity_pickup",
    "move_pickup",
    "gas",
]
PICKUPS = frozenset({"coin_pickup", "culture_pickup", "prosperity_pickup", "move_pickup"})
BUYS = frozenset({"buy_culture", "buy_prosperity"})
DirectiveKind = Literal["colour", "tallest", "built", "culture", "prosperity", "coins", "layered"]

# Ruling G8: the layers' sizes (width, height), bottom first; Advanced tiles fill layers 0-1, Basic 2-3.
LAYERS: tuple[tuple[int, int], ...] = ((5, 4), (4, 3), (3, 2), (2, 1))
SITES = 6


class Tile(Model):
    id: str
    pile: Literal["basic", "advanced"]
    colour: Literal["blue", "green", "red", ""]
    name: str
    kind: Kind
    cost: int = 0  # Build Cost in Coins
    amount: int = 0  # Coins or Culture generated or picked up, Culture or Prosperity bought
    pay: int = 0  # what one purchase costs (Coins, or Culture for Prosperity); a gas pocket's price
    stack: bool = False  # the Stack Multiplier

    @property
    def is_gas(self) -> bool:
        return self.kind == "gas"


class Directive(Model):
    id: str
    name: str
    kind: DirectiveKind
    colours: tuple[str, ...] = ()


class Catalog(Model):
    colours: tuple[str, str, str]
    symbols: tuple[str, str, str]
    printed_coin: tuple[int, int, int, int, int, int]
    site_lane: tuple[str, str, str, str, str, str]
    build_points: int
    coins_per_prestige: int
    prestige_per_prosperity: int
    prestige_per_directive: int
    directives_in_play: int
    solo_bands: tuple[tuple[int, str], ...]
    tile: tuple[Tile, ...]
    directive: tuple[Directive, ...]

    @model_validator(mode="after")
    def _check(self) -> Catalog:
        advanced = [t for t in self.tile if t.pile == "advanced"]
        basic = [t for t in self.tile if t.pile == "basic"]
        if len(advanced) != 32 or len(basic) != 8:
            raise ValueError("32 Advanced and 8 Basic tiles (rulebook 'Building the Earth')")
        if len({t.id for t in self.tile}) != 40:
            raise ValueError("every tile needs its own id")
        gas = [t for t in self.tile if t.is_gas]
        if len(gas) != 4 or any(t.pile != "advanced" or t.colour for t in gas):
            raise ValueError("4 colourless gas pockets among the Advanced tiles (G4)")
        for colour in self.colours:
            if sum(1 for t in self.tile if t.colour == colour) != 12:
                raise ValueError(f"12 salvageable {colour} tiles (2(c) Checks)")
            if self.site_lane.count(colour) != 2:
                raise ValueError(f"the {colour} Lane holds two Sites (G2)")
        if any(t.colour not in self.colours for t in self.tile if not t.is_gas):
            raise ValueError("every salvageable tile has one of the three colours")
        if len(self.directive) < self.directives_in_play:
            raise ValueError("not enough Social Directives to draw three")
        return self

    def lane_sites(self, colour: str) -> tuple[int, ...]:
        """The Sites (0-5) of a colour's Lane."""
        return tuple(i for i, lane in enumerate(self.site_lane) if lane == colour)

    def symbol(self, colour: str) -> str:
        return self.symbols[self.colours.index(colour)] if colour in self.colours else ""


@lru_cache(maxsize=1)
def catalog() -> Catalog:
    cat = Catalog.model_validate(read_toml("earthcrumbles", "components.toml"))
    TILES.update({t.id: t for t in cat.tile})
    DIRECTIVES.update({d.id: d for d in cat.directive})
    return cat


TILES: dict[str, Tile] = {}
DIRECTIVES: dict[str, Directive] = {}


def tile(tile_id: str) -> Tile:
    if not TILES:
        catalog()
    return TILES[tile_id]


def directive(directive_id: str) -> Directive:
    if not DIRECTIVES:
        catalog()
    return DIRECTIVES[directive_id]


# ---- the Earth's geometry (ruling G8) ----------------------------------------------------------------


def _layer_offsets() -> tuple[int, ...]:
    offsets, total = [], 0
    for width, height in LAYERS:
        offsets.append(total)
        total += width * height
    return tuple(offsets)


OFFSETS = _layer_offsets()
POSITIONS = sum(w * h for w, h in LAYERS)  # 40


def position(layer: int, x: int, y: int) -> int:
    return OFFSETS[layer] + y * LAYERS[layer][0] + x


def coordinates(pos: int) -> tuple[int, int, int]:
    """(layer, x, y) of a position 0-39."""
    layer = max(i for i, off in enumerate(OFFSETS) if off <= pos)
    width = LAYERS[layer][0]
    rest = pos - OFFSETS[layer]
    return layer, rest % width, rest // width


def _covering() -> tuple[tuple[int, ...], ...]:
    """For each position, the positions of the layer above that rest on it (ruling G8)."""
    above: list[tuple[int, ...]] = []
    for pos in range(POSITIONS):
        layer, x, y = coordinates(pos)
        if layer + 1 == len(LAYERS):
            above.append(())
            continue
        width, height = LAYERS[layer + 1]
        above.append(
            tuple(
                position(layer + 1, i, j)
                for j in (y - 1, y)
                for i in (x - 1, x)
                if 0 <= i < width and 0 <= j < height
            )
        )
    return tuple(above)


COVERED_BY = _covering()


def _resting() -> tuple[tuple[int, ...], ...]:
    """For each position, the positions below it that it covers."""
    below: list[list[int]] = [[] for _ in range(POSITIONS)]
    for pos, tops in enumerate(COVERED_BY):
        for top in tops:
            below[top].append(pos)
    return tuple(tuple(b) for b in below)


COVERS = _resting()


def tile_name(tile_id: str) -> str:
    t = tile(tile_id)
    return t.name if t.is_gas else f"{t.colour.title()} {t.name}"


def tile_words(tile_id: str) -> Words:
    """``tile_name`` as a message of its own, for each reader's language ("Blue Foundry")."""
    return Words(id=f"earth-tile-{tile_id}")
