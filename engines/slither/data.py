"""SLITHER component data: loads data/slither/*.toml into frozen models and validates them.

Owns the catalogue of tiles, hexes, location cards and ability cards. Every value is a proposal of the
shared rulings' section 3(c) unless the rulebook gives it (docs/rules/slither.md restates them); the
loader checks the counts the rulebook does give (10 numbered tiles, 18 location cards, 4 snake and 18 frog
ability cards, 6 segment tiles, 4 lily pads) and every cross reference, so a bad edit fails at import
time, not mid-game.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from pydantic import model_validator

from engines.base import Model
from engines.data import DATA_DIR as DATA_ROOT

DATA_DIR = DATA_ROOT / "slither"

# The engine implements these effects by id; the data must name exactly these cards.
SNAKE_CARD_IDS = frozenset({"strike", "gulp", "venom", "shed_skin"})
FROG_CARD_IDS = frozenset(
    {"long_leap", "croak", "ripple", "lily_hop", "patch_up", "tongue_lash", "hide_in_reeds", "bellow"}
)
NEIGHBOUR_OFFSETS: tuple[tuple[int, int], ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


class Components(Model):
    frog_pawns: int
    segment_tiles: int
    lily_pads: int


class StartHex(Model):
    id: str
    kind: Literal["building", "letter"]
    q: int
    r: int
    lily_pads: int = 0


class StartTile(Model):
    id: str
    name: str
    hexes: tuple[StartHex, StartHex, StartHex]


class NumberedTile(Model):
    id: str
    number: int
    hexes: tuple[str, str, str]  # printed clockwise, lowest number first
    in_play: bool


class LocationCard(Model):
    id: str
    tile: str


class SnakeCard(Model):
    id: str
    name: str
    reveals_head: bool
    text: str


class FrogCard(Model):
    id: str
    name: str
    copies: int
    timing: str
    text: str


def _adjacent(a: tuple[int, int], b: tuple[int, int]) -> bool:
    return (b[0] - a[0], b[1] - a[1]) in NEIGHBOUR_OFFSETS


class SlitherData(Model):
    components: Components
    start_tiles: tuple[StartTile, ...]
    tiles: tuple[NumberedTile, ...]
    locations: tuple[LocationCard, ...]
    snake: tuple[SnakeCard, ...]
    frog: tuple[FrogCard, ...]

    @model_validator(mode="after")
    def _check(self) -> SlitherData:
        comp = self.components
        if comp.segment_tiles != comp.frog_pawns + 2:
            raise ValueError("segment tiles must be Head + one Middle per frog pawn + Tail")
        if len(self.start_tiles) != 2:
            raise ValueError("there are exactly 2 starting tri-hexes")
        start_hexes = [h for t in self.start_tiles for h in t.hexes]
        for start_tile in self.start_tiles:
            cells = [(h.q, h.r) for h in start_tile.hexes]
            if not all(_adjacent(a, b) for i, a in enumerate(cells) for b in cells[i + 1 :]):
                raise ValueError(f"start tile {start_tile.id} is not a tri-hex (a triangle of hexes)")
        coords = [(h.q, h.r) for h in start_hexes]
        if len(set(coords)) != len(coords):
            raise ValueError("start tiles overlap")
        first = [(h.q, h.r) for h in self.start_tiles[0].hexes]
        second = [(h.q, h.r) for h in self.start_tiles[1].hexes]
        if not any(_adjacent(a, b) for a in first for b in second):
            raise ValueError("the starting tri-hexes must connect")
        buildings = [h for h in start_hexes if h.kind == "building"]
        if len(buildings) != 2 or any(h.lily_pads != 2 for h in buildings):
            raise ValueError("each starting tri-hex has one building with 2 lily pads")
        if sum(h.lily_pads for h in start_hexes) != comp.lily_pads:
            raise ValueError("lily pads on the buildings do not match the component count")
        if sorted(h.id for h in start_hexes if h.kind == "letter") != ["A", "B", "C", "D"]:
            raise ValueError("the starting tri-hexes carry the letters A-D")
        if [t.number for t in self.tiles] != list(range(1, 11)):
            raise ValueError("there are 10 numbered tri-hexes, numbered 1-10 in order")
        for tile in self.tiles:
            k = tile.number
            if tile.hexes != (str(3 * k - 2), str(3 * k - 1), str(3 * k)):
                raise ValueError(f"tile {tile.id} must carry hexes {3 * k - 2}-{3 * k}")
        ids = [h.id for h in start_hexes] + [x for t in self.tiles for x in t.hexes]
        if len(set(ids)) != len(ids):
            raise ValueError("hex ids must be unique")
        if len(self.locations) != 18:
            raise ValueError("there are 18 location cards")
        tiles = {t.id: t for t in self.tiles}
        for card in self.locations:
            owner = tiles.get(card.tile)
            if owner is None or card.id not in owner.hexes:
                raise ValueError(f"location card {card.id} does not name a hex of its tile {card.tile}")
            if not owner.in_play:
                raise ValueError(f"location card {card.id} belongs to a tile that is not in play")
        carded = {c.id for c in self.locations}
        for tile in self.tiles:
            if tile.in_play and not set(tile.hexes) <= carded:
                raise ValueError(f"tile {tile.id} is in play but lacks location cards")
        in_play = [t.number for t in self.tiles if t.in_play]
        if in_play != list(range(1, len(in_play) + 1)):
            raise ValueError("the tiles in play must be the lowest-numbered ones")
        if {c.id for c in self.snake} != SNAKE_CARD_IDS or len(self.snake) != 4:
            raise ValueError(f"the snake's 4 ability cards must be {sorted(SNAKE_CARD_IDS)}")
        if {c.id for c in self.frog} != FROG_CARD_IDS or len(self.frog) != len(FROG_CARD_IDS):
            raise ValueError(f"the frog ability cards must be {sorted(FROG_CARD_IDS)}")
        if sum(c.copies for c in self.frog) != 18 or any(c.copies < 1 for c in self.frog):
            raise ValueError("there are 18 frog ability cards")
        return self


@dataclass(frozen=True)
class Catalog:
    """The validated data plus the lookups the engine needs, built once."""

    data: SlitherData
    start_cells: tuple[tuple[str, int, int], ...]  # every starting hex as (id, q, r)
    buildings: tuple[str, ...]  # building hex ids, in data order
    letters: tuple[str, ...]
    location_ids: tuple[str, ...]  # by number
    tile_of: dict[str, str]  # hex id -> tile id
    kind_of: dict[str, str]  # hex id -> "building" | "letter" | "number"
    tiles_in_play: tuple[NumberedTile, ...]
    tile_by_id: dict[str, NumberedTile]
    snake_cards: dict[str, SnakeCard]
    frog_cards: dict[str, FrogCard]
    frog_deck: tuple[str, ...]  # all 18 frog cards as ids, sorted
    hex_by_lower: dict[str, str]  # lower-cased id -> id, for action ids

    @property
    def total_pads(self) -> int:
        """Lily pads on the buildings at the start (rulebook setup step 6: 2 per building)."""
        return self.data.components.lily_pads

    def name(self, hex_id: str) -> str:
        """How players read a hex: numbers and letters as printed, buildings as β1/β2."""
        if self.kind_of.get(hex_id) == "building":
            return "β" + hex_id.removeprefix("beta")
        return hex_id


def _read(name: str) -> dict[str, object]:
    with (DATA_DIR / name).open("rb") as handle:
        return tomllib.load(handle)


@lru_cache(maxsize=1)
def catalog() -> Catalog:
    board = _read("board.toml")
    abilities = _read("abilities.toml")
    data = SlitherData.model_validate(
        {
            "components": board["components"],
            "start_tiles": board["start_tiles"],
            "tiles": board["tiles"],
            "locations": _read("locations.toml")["locations"],
            "snake": abilities["snake"],
            "frog": abilities["frog"],
        }
    )
    start = [(h, t.id) for t in data.start_tiles for h in t.hexes]
    tile_of = {h.id: tid for h, tid in start}
    kind_of: dict[str, str] = {h.id: h.kind for h, _ in start}
    for tile in data.tiles:
        for hex_id in tile.hexes:
            tile_of[hex_id] = tile.id
            kind_of[hex_id] = "number"
    deck = sorted(c.id for c in data.frog for _ in range(c.copies))
    return Catalog(
        data=data,
        start_cells=tuple((h.id, h.q, h.r) for h, _ in start),
        buildings=tuple(h.id for h, _ in start if h.kind == "building"),
        letters=tuple(h.id for h, _ in start if h.kind == "letter"),
        location_ids=tuple(sorted((c.id for c in data.locations), key=int)),
        tile_of=tile_of,
        kind_of=kind_of,
        tiles_in_play=tuple(t for t in data.tiles if t.in_play),
        tile_by_id={t.id: t for t in data.tiles},
        snake_cards={c.id: c for c in data.snake},
        frog_cards={c.id: c for c in data.frog},
        frog_deck=tuple(deck),
        hex_by_lower={h.lower(): h for h in kind_of},
    )
