"""As The Earth Crumbles values: options, state, action and views (all frozen, JSON round-trippable).

Tiles are named by their ids in data/earthcrumbles/components.toml ("a-b1", "gp-2"). The Earth is a
tuple of 40 positions (``data.LAYERS``), each a tile id or "" once taken. A player's Sites are six
stacks, bottom tile first; the top tile of a stack is its visible tile.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from engines.base import GameOptions, GameState, Model
from engines.phrasing import Words

Phase = Literal[
    "salvage",  # 1. Salvage: the active player takes a fully uncovered tile
    "bonus",  # the salvaged tile's Salvage Bonus (optional, rulebook "Salvage Tile Descriptions")
    "gas",  # a gas pocket exploded: the players with built tiles pay or discard (ruling G9)
    "income",  # 2. Generate Income: the players whose income holds a real choice answer at once
    "build",  # 3. Build: 2 Build Points
    "over",
]


class EarthOptions(GameOptions):
    # Ours EC1: "auto" collects income that has one sensible outcome (a tile that only gives, a pickup
    # that only gives) and asks the rest; "ask" asks about every tile, in the order the player picks.
    income: Literal["auto", "ask"] = "auto"
    # Ruling G19: "The first player is random (or chosen by the host)": a seat, or None for random.
    first_player: int | None = Field(
        default=None, ge=0, le=4, description="Who goes first, by place in the lobby (random if unset)."
    )


class Player(Model):
    coins: int = 0
    culture: int = 0
    prosperity: int = 0
    reserve: tuple[str, ...] = ()  # salvaged tiles not built yet (public, ruling G15)
    sites: tuple[tuple[str, ...], ...] = ((), (), (), (), (), ())  # Sites 1-6, bottom tile first


class EarthState(GameState):
    options: EarthOptions = EarthOptions()
    earth: tuple[str, ...]  # 40 positions (data.LAYERS), a tile id or "" once taken
    players: tuple[Player, ...]
    directives: tuple[str, ...] = ()  # the three Social Directives in play (none solo)
    discard: tuple[str, ...] = ()  # the shared, public discard pile, newest last (ruling G14)
    removed: tuple[str, ...] = ()  # gas pockets resolved and out of the game (ruling G9 step 3)
    first: int = 0  # the first player (ruling G19: random, or chosen by the host)
    turn: int = 0  # the active player
    turns: int = 0  # turns begun so far
    phase: Phase = "salvage"
    salvaged: str = ""  # the tile salvaged this turn
    draft: tuple[str, ...] = ()  # the clicks of a move not yet committed (Move Tile, Build)
    bp: int = 2  # Build Points left this turn
    gas: str = ""  # the exploded gas pocket the players are answering
    gas_waiting: tuple[int, ...] = ()  # seats still to pay or discard for it
    income: tuple[tuple[int, ...], ...] = ()  # per seat, the Sites (0-5) still to generate this step
    last_turn: bool = False  # the Earth is empty: the game ends after this turn (rulebook "Winning")


class EarthAction(Model):
    """A click, named by its action id (see ``engine.EarthEngine.parse_action`` for the grammar)."""

    code: str


# ---- views -------------------------------------------------------------------------------------------


class TileView(Model):
    id: str
    name: str
    colour: str  # "blue", "green", "red", or "" for a gas pocket
    text: str  # the ability in players' words
    cost: int
    stack: bool


class EarthTileView(Model):
    position: int
    layer: int  # 0 bottom (5x4) .. 3 top (2x1)
    x: int
    y: int
    tile: TileView
    covered: bool  # another tile still rests on it (ruling G8)
    takeable: bool  # uncovered, not a gas pocket, and the active player is choosing a tile to salvage


class SiteView(Model):
    site: int  # 1-6
    lane: str  # the colour of the Lane it belongs to
    printed_coin: int  # Coins it prints while it holds no tile
    stack: tuple[TileView, ...]  # bottom first; the last is the visible tile


class PlayerView(Model):
    seat: int
    coins: int
    culture: int
    prosperity: int
    reserve: tuple[TileView, ...]
    sites: tuple[SiteView, ...]
    prestige: int  # what the resources convert to now, without directives
    income_left: tuple[int, ...]  # Sites (1-6) still to generate this income step


class DirectiveView(Model):
    id: str
    name: str
    text: str
    leaders: tuple[int, ...]  # the seats that would claim it now (one, or none on a tie)


class EarthView(Model):
    viewer: int | None
    phase: Phase
    turn: int  # the active player
    first: int
    waiting: tuple[int, ...]  # the seats whose decision it is
    earth: tuple[EarthTileView, ...]  # every tile still on the Earth, bottom layer first
    tiles_left: int
    players: tuple[PlayerView, ...]
    directives: tuple[DirectiveView, ...]
    discard: tuple[TileView, ...]
    removed: int  # gas pockets gone
    salvaged: TileView | None  # the tile taken this turn
    lane: str  # the Lane this turn's income activates ("" before the salvage)
    bp: int
    gas: TileView | None  # the exploded gas pocket being answered
    draft: tuple[str, ...]  # what the active player has chosen so far, in words
    last_turn: bool
    solo: bool
    turns: int = 0  # turns begun so far, this one included
    scores: tuple[int, ...] = ()  # final Prestige when the game is over
    winners: tuple[int, ...] = ()  # who won, once the game is over (ruling G17's tie-breaks applied)
    claimed: tuple[tuple[str, int], ...] = ()  # (directive name, seat) claimed at the end
    band: str = ""  # solo: the rulebook's band reached
    draft_words: tuple[Words, ...] = ()  # ``draft`` as messages, for each reader's language
