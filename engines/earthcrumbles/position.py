"""As The Earth Crumbles' positions for the AI's search (``engines.earthcrumbles.search``): the component data
as flat tables keyed by tile id, the ``Position`` the search plays (plain lists and ints changed in
place), what a search remembers of pure results (``KNOWN_*``), and the turning of a state into a position
and back (``start``, ``to_state``)."""

from __future__ import annotations

from engines.base import replace
from engines.earthcrumbles.data import COVERED_BY, SITES, catalog
from engines.earthcrumbles.models import EarthState
from engines.earthcrumbles.scoring import COIN

# ---- the component data as flat tables, keyed by tile id ---------------------------------------------

_CAT = catalog()
KIND: dict[str, str] = {t.id: t.kind for t in _CAT.tile}
COLOUR: dict[str, str] = {t.id: t.colour for t in _CAT.tile}
COST: dict[str, int] = {t.id: t.cost for t in _CAT.tile}
AMOUNT: dict[str, int] = {t.id: t.amount for t in _CAT.tile}
PAY: dict[str, int] = {t.id: t.pay for t in _CAT.tile}
STACKS: dict[str, bool] = {t.id: t.stack for t in _CAT.tile}
GAS = frozenset(t.id for t in _CAT.tile if t.is_gas)
BUYS = frozenset(("buy_culture", "buy_prosperity"))
GENERATES = frozenset(t.id for t in _CAT.tile if t.kind in ("coins", "per_colour") or t.kind in BUYS)
LANE_SITES: dict[str, tuple[int, ...]] = {c: _CAT.lane_sites(c) for c in _CAT.colours}
PRINTED = _CAT.printed_coin
BUILD_POINTS = _CAT.build_points
COINS_PER_PRESTIGE = _CAT.coins_per_prestige
PRESTIGE_PER_PROSPERITY = _CAT.prestige_per_prosperity
PRESTIGE_PER_DIRECTIVE = _CAT.prestige_per_directive

# Action ids built once (turn.choices builds them with f-strings at every call).
TAKE = {t.id: f"take.{t.id}" for t in _CAT.tile}
CODES = {kind: {t.id: f"{kind}.{t.id}" for t in _CAT.tile} for kind in ("build", "scrap", "fab")}
BUILD_CODES, SCRAP_CODES, FAB_CODES = CODES["build"], CODES["scrap"], CODES["fab"]
SITE_CHOICES = (*(f"site.{s + 1}" for s in range(SITES)), "back")
# The salvage and build moves read once: code -> (kind, tile id, Site 0-5), "" and -1 where none. The
# tile ids are the data's own strings, whose hashes are known, for the lookups that follow.
MOVES: dict[str, tuple[str, str, int]] = {
    **{code: ("take", tile_id, -1) for tile_id, code in TAKE.items()},
    **{code: (kind, tile_id, -1) for kind, codes in CODES.items() for tile_id, code in codes.items()},
    **{f"site.{s + 1}": ("site", "", s) for s in range(SITES)},
    **{f"show.{kind}": ("show", kind, -1) for kind in CODES},
    "back": ("back", "", -1),
    "done": ("done", "", -1),
}
PROSPER = tuple(f"prosper.{s + 1}" for s in range(SITES))
MOVE = tuple(f"move.{s + 1}" for s in range(SITES))
TO = tuple(f"to.{s + 1}" for s in range(SITES))
LOSE = tuple(tuple(f"lose.{seat}.{s + 1}" for s in range(SITES)) for seat in range(5))
SEATS = tuple(frozenset((seat,)) for seat in range(5))
NOBODY: frozenset[int] = frozenset()
ALL_SITES = tuple(range(SITES))

# The heuristic's parts of scoring.estimate that depend on one tile only, as the same floats: each is the
# first operation of the engine's expression, so the rest of it goes on from the same value.
SITE_WORTH: dict[str, float] = {}  # coins: COIN * amount; per_colour: COIN * amount (times the count next)
for _t in _CAT.tile:
    if _t.kind == "buy_culture":
        SITE_WORTH[_t.id] = _t.amount - COIN * _t.pay
    elif _t.kind == "buy_prosperity":
        SITE_WORTH[_t.id] = PRESTIGE_PER_PROSPERITY * _t.amount - _t.pay
    else:
        SITE_WORTH[_t.id] = COIN * _t.amount
EMPTY_WORTH = tuple(COIN * printed for printed in PRINTED)
DIRECTIVE_WORTH = PRESTIGE_PER_DIRECTIVE * 0.8
DIRECTIVE_KIND: dict[str, tuple[str, tuple[str, ...]]] = {d.id: (d.kind, d.colours) for d in _CAT.directive}


# Per player, from their Sites alone: the income they are worth per turn to scoring.estimate, the count
# of visible tiles of each colour, the tallest stack, the tiles built, the Sites holding two or more.
SiteStats = tuple[float, dict[str, int], int, int, int]


IncomeResult = tuple[int, int, int, tuple[int, ...]]

# What a search has worked out before, for positions it meets again and again: results of pure functions
# of the keys, so sharing them between searches (and threads) changes nothing; each is emptied when full.
KNOWN_MAX = 50_000
# Per seat: (income option is "auto", the Lane, its Sites, Coins, Culture) -> its Coins, Culture, the
# Prosperity it gained, and the Sites still to decide, after economy.begin_income.
KNOWN_INCOME: dict[tuple[bool, str, tuple[tuple[str, ...], ...], int, int], IncomeResult] = {}
# A player's Sites -> their SiteStats.
KNOWN_SITES: dict[tuple[tuple[str, ...], ...], SiteStats] = {}
# The build step's menu with nothing chosen yet: (Reserve, Coins, Build Points, the discard pile when
# it can be fabricated from) -> the menu.
KNOWN_MENUS: dict[tuple[tuple[str, ...], int, int, tuple[str, ...]], tuple[str, ...]] = {}


class Position:
    """An ``EarthState`` as plain values: the Earth and each player's Sites and Reserve as lists (a Site,
    a Reserve and the piles are tuples, replaced when they change), plus what the search reads often,
    kept up to date as tiles move: ``open`` (the places that can be salvaged), ``gas_open``, ``left``
    (salvageable tiles on the Earth), ``stats`` (what each player's Sites are worth to the heuristic)
    and ``values`` (every seat's ``scoring.estimate``, once asked for)."""

    __slots__ = (
        "base",
        "bp",
        "coins",
        "culture",
        "discard",
        "draft",
        "earth",
        "gas",
        "gas_open",
        "gas_waiting",
        "income",
        "last_turn",
        "left",
        "n",
        "open",
        "phase",
        "prosperity",
        "removed",
        "reserve",
        "salvaged",
        "seed",
        "sites",
        "stats",
        "step",
        "turn",
        "turns",
        "values",
    )

    base: EarthState  # the state it was made from: the fields a game never changes, and the Player models
    bp: int
    coins: list[int]
    culture: list[int]
    discard: tuple[str, ...]
    draft: tuple[str, ...]
    earth: list[str]
    gas: str
    gas_open: tuple[int, ...]  # the places of the uncovered gas pockets (to flip), in order
    gas_waiting: tuple[int, ...]
    income: list[tuple[int, ...]] | None  # None for the state's () outside the income step
    last_turn: bool
    left: int
    n: int
    open: tuple[int, ...]  # the places whose tile can be salvaged (there, uncovered, no gas), in order
    phase: str
    prosperity: list[int]
    removed: tuple[str, ...]
    reserve: list[tuple[str, ...]]
    salvaged: str
    seed: int
    sites: list[list[tuple[str, ...]]]
    stats: list[SiteStats | None]  # per seat, what its Sites give the heuristic; None once they change
    step: int
    turn: int
    turns: int
    values: list[float] | None

    def copy(self) -> Position:
        new = Position.__new__(Position)
        new.base = self.base
        new.bp = self.bp
        new.coins = self.coins[:]
        new.culture = self.culture[:]
        new.discard = self.discard
        new.draft = self.draft
        new.earth = self.earth[:]
        new.gas = self.gas
        new.gas_open = self.gas_open
        new.gas_waiting = self.gas_waiting
        new.income = None if self.income is None else self.income[:]
        new.last_turn = self.last_turn
        new.left = self.left
        new.n = self.n
        new.open = self.open
        new.phase = self.phase
        new.prosperity = self.prosperity[:]
        new.removed = self.removed
        new.reserve = self.reserve[:]
        new.salvaged = self.salvaged
        new.seed = self.seed
        new.sites = [s[:] for s in self.sites]
        new.stats = self.stats[:]
        new.step = self.step
        new.turn = self.turn
        new.turns = self.turns
        new.values = self.values
        return new


def start(state: EarthState) -> Position:
    pos = Position.__new__(Position)
    pos.base = state
    pos.bp = state.bp
    players = state.players
    pos.coins = [p.coins for p in players]
    earth = list(state.earth)
    pos.culture = [p.culture for p in players]
    pos.discard = state.discard
    pos.draft = state.draft
    pos.earth = earth
    pos.gas = state.gas
    pos.gas_open = tuple(place for place, t in enumerate(earth) if t in GAS and uncovered(earth, place))
    pos.gas_waiting = state.gas_waiting
    pos.income = list(state.income) if state.income else None
    pos.last_turn = state.last_turn
    pos.left = sum(1 for t in earth if t and t not in GAS)
    pos.n = state.num_players
    pos.open = tuple(place for place, t in enumerate(earth) if t and t not in GAS and uncovered(earth, place))
    pos.phase = state.phase
    pos.prosperity = [p.prosperity for p in players]
    pos.removed = state.removed
    pos.reserve = [p.reserve for p in players]
    pos.salvaged = state.salvaged
    pos.seed = state.seed
    pos.sites = [list(p.sites) for p in players]
    pos.stats = [None] * len(players)
    pos.step = state.step
    pos.turn = state.turn
    pos.turns = state.turns
    pos.values = None
    return pos


def to_state(pos: Position) -> EarthState:
    """The engine's state (its ``log`` empty): the fields a game never changes come from ``base``."""
    base = pos.base
    players = tuple(
        replace(
            player,
            coins=pos.coins[seat],
            culture=pos.culture[seat],
            prosperity=pos.prosperity[seat],
            reserve=pos.reserve[seat],
            sites=tuple(pos.sites[seat]),
        )
        for seat, player in enumerate(base.players)
    )
    return replace(
        base,
        seed=pos.seed,
        step=pos.step,
        log=(),
        earth=tuple(pos.earth),
        players=players,
        discard=pos.discard,
        removed=pos.removed,
        turn=pos.turn,
        turns=pos.turns,
        phase=pos.phase,
        salvaged=pos.salvaged,
        draft=pos.draft,
        bp=pos.bp,
        gas=pos.gas,
        gas_waiting=pos.gas_waiting,
        income=tuple(pos.income) if pos.income is not None else (),
        last_turn=pos.last_turn,
    )


def uncovered(earth: list[str], place: int) -> bool:
    """Nothing rests on the place (board.takeable, for a place that holds a tile)."""
    for top in COVERED_BY[place]:
        if earth[top]:
            return False
    return True
