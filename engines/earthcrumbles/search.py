"""As The Earth Crumbles as the AI's search plays it: ``EarthRules``, what ``EarthEngine.search_rules``
returns (the hook of engines/searchrules.py; docs/ai.md, "The speed of the search: As The Earth
Crumbles").

The search plays the game of turn.py, economy.py and scoring.py exactly, over a position of its own
(``Position``): plain lists and ints changed in place, no log lines, no labels, no pydantic copies, and
an action is its action id, a plain string. What the search asks again and again is kept rather than
recomputed: the places that can be salvaged and the uncovered gas pockets (updated as tiles leave the
Earth, instead of looking above all 40 places), each player's Sites' worth to the heuristic, every
seat's estimate once per position; and the results of three pure functions a search meets with the same
arguments many times (a seat's income, the build menu, the Sites' worth) are remembered by those
arguments. Each function names the engine function it mirrors; tests/test_search_rules.py and
tests/test_earthcrumbles_search.py check, over seeded games with every option, that both give the same
states, choices, outcomes and heuristic values (to the last bit: the floats are computed in the
engine's order).

A search keeps one ``EarthRules`` for all its iterations and draws every determinization from the same
root state, so the rules turn that state into a position once and copy it for each sample.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from engines.base import Outcome, Seat, replace
from engines.earthcrumbles.data import COVERED_BY, COVERS, SITES, catalog
from engines.earthcrumbles.models import EarthState
from engines.earthcrumbles.scoring import COIN, SOLO_POINTS, final_outcome
from engines.earthcrumbles.turn import MAX_FLAT
from engines.earthcrumbles.views import fresh_seed
from engines.rng import rng_for

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
_KNOWN_MAX = 50_000
# Per seat: (income option is "auto", the Lane, its Sites, Coins, Culture) -> its Coins, Culture, the
# Prosperity it gained, and the Sites still to decide, after economy.begin_income.
_KNOWN_INCOME: dict[tuple[bool, str, tuple[tuple[str, ...], ...], int, int], IncomeResult] = {}
# A player's Sites -> their SiteStats.
_KNOWN_SITES: dict[tuple[tuple[str, ...], ...], SiteStats] = {}
# The build step's menu with nothing chosen yet: (Reserve, Coins, Build Points, the discard pile when
# it can be fabricated from) -> the menu.
_KNOWN_MENUS: dict[tuple[tuple[str, ...], int, int, tuple[str, ...]], tuple[str, ...]] = {}


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
    pos.gas_open = tuple(place for place, t in enumerate(earth) if t in GAS and _uncovered(earth, place))
    pos.gas_waiting = state.gas_waiting
    pos.income = list(state.income) if state.income else None
    pos.last_turn = state.last_turn
    pos.left = sum(1 for t in earth if t and t not in GAS)
    pos.n = state.num_players
    pos.open = tuple(
        place for place, t in enumerate(earth) if t and t not in GAS and _uncovered(earth, place)
    )
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


# ---- who acts, and what they may do (turn.waiting, turn.choices) ---------------------------------------


def current_seats(pos: Position) -> frozenset[Seat]:
    phase = pos.phase
    if phase == "over":
        return NOBODY
    if phase == "gas":
        return frozenset(pos.gas_waiting)
    if phase == "income":
        assert pos.income is not None
        return frozenset(seat for seat, left in enumerate(pos.income) if left)
    return SEATS[pos.turn]


def legal_actions(pos: Position, seat: Seat) -> Sequence[str]:
    phase = pos.phase
    if phase == "salvage":
        earth = pos.earth
        return [TAKE[earth[place]] for place in pos.open]
    if phase == "build":
        return _build_choices(pos)
    if phase == "income":
        return _income_choices(pos, seat)
    if phase == "bonus":
        return _bonus_choices(pos)
    if phase == "gas":
        return _gas_choices(pos, seat) if seat in pos.gas_waiting else []
    return []


def _bonus_choices(pos: Position) -> Sequence[str]:
    kind = KIND[pos.salvaged]
    sites = pos.sites[pos.turn]
    if kind == "prosperity_pickup":
        return [*(PROSPER[s] for s in ALL_SITES if sites[s]), "skip"]
    if kind == "move_pickup":
        if pos.draft:
            source = int(pos.draft[-1].split(".")[1]) - 1
            return [*(TO[s] for s in ALL_SITES if s != source), "back"]
        return [*(MOVE[s] for s in ALL_SITES if sites[s]), "skip"]
    return ["bonus", "skip"]


def _targets(pos: Position) -> tuple[list[str], list[str], list[str]]:
    """economy.build_targets."""
    seat = pos.turn
    bp = pos.bp
    coins = pos.coins[seat]
    reserve = pos.reserve[seat]
    build = [t for t in reserve if COST[t] <= coins] if bp >= 1 else []
    scrap = list(reserve) if bp >= 1 else []
    fabricate = [t for t in pos.discard if COST[t] <= coins] if bp >= 2 else []
    return build, scrap, fabricate


def _build_choices(pos: Position) -> Sequence[str]:
    """turn._build_choices, over economy.build_targets."""
    if pos.draft:
        last = pos.draft[-1]
        if last.startswith(("build.", "fab.")):
            return SITE_CHOICES
        if last.startswith("show."):
            kind = last[5:]
            targets = dict(zip(("build", "scrap", "fab"), _targets(pos), strict=True))[kind]
            codes = CODES[kind]
            return [*(codes[t] for t in dict.fromkeys(targets)), "back"]
    seat = pos.turn
    bp = pos.bp
    key = (pos.reserve[seat], pos.coins[seat], bp, pos.discard if bp >= 2 else ())
    menu = _KNOWN_MENUS.get(key)
    if menu is None:
        if len(_KNOWN_MENUS) >= _KNOWN_MAX:
            _KNOWN_MENUS.clear()
        menu = _KNOWN_MENUS[key] = _menu(*key)
    return menu


def _menu(reserve: tuple[str, ...], coins: int, bp: int, discard: tuple[str, ...]) -> tuple[str, ...]:
    """The build step's menu with nothing chosen yet (turn._build_choices): every target's code, or
    the kinds first when they would not fit in one select."""
    flat: list[str] = []
    builds = scraps = fabs = 0
    if bp >= 1 and reserve:
        unique = dict.fromkeys(reserve)
        for t in unique:
            if COST[t] <= coins:
                flat.append(BUILD_CODES[t])
                builds += 1
        flat += [SCRAP_CODES[t] for t in unique]
        scraps = len(unique)
    if bp >= 2:
        for t in dict.fromkeys(discard):
            if COST[t] <= coins:
                flat.append(FAB_CODES[t])
                fabs += 1
    if len(flat) + 1 > MAX_FLAT:
        kinds = [k for k, count in (("build", builds), ("scrap", scraps), ("fab", fabs)) if count]
        return (*(f"show.{k}" for k in kinds), "done")
    return (*flat, "done")


def _gas_choices(pos: Position, seat: int) -> list[str]:
    """turn.gas_choices."""
    sites = pos.sites[seat]
    lose = LOSE[seat]
    choices = [lose[s] for s in ALL_SITES if sites[s]]
    if not choices:
        return choices
    if pos.coins[seat] >= PAY[pos.gas]:
        choices.insert(0, "pay")
    return choices


def _times_allowed(pos: Position, seat: int, site: int) -> int:
    """economy.times_allowed."""
    stack = pos.sites[seat][site]
    top = stack[-1]
    times = len(stack) if STACKS[top] else 1
    kind = KIND[top]
    if kind == "buy_culture":
        times = min(times, pos.coins[seat] // PAY[top])
    elif kind == "buy_prosperity":
        times = min(times, pos.culture[seat] // PAY[top])
    return times


def _income_choices(pos: Position, seat: int) -> list[str]:
    """economy.income_choices."""
    choices: list[str] = []
    for site in pos.income[seat] if pos.income else ():
        top = _times_allowed(pos, seat, site)
        low = 0 if KIND[pos.sites[seat][site][-1]] in BUYS else 1
        counts = list(range(low, top + 1))
        if len(counts) > 11:  # as economy.income_choices: every count up to 10, then the most
            counts = [*counts[:10], top]
        choices += [f"use.{seat}.{site + 1}.{k}" for k in counts]
    return choices


# ---- applying (turn.apply and the steps it calls) ------------------------------------------------------


def apply(pos: Position, seat: Seat, code: str) -> Position:
    pos.values = None
    phase = pos.phase
    if phase == "build":  # the most frequent first
        _play_build(pos, code)
    elif phase == "salvage":
        _salvage(pos, MOVES[code][1])
    elif phase == "income":
        _, _, site, times = code.split(".")
        _use_tile(pos, seat, int(site) - 1, int(times))
        _settle_income(pos, seat)
        _income_done(pos)
    elif phase == "bonus":
        _play_bonus(pos, code)
    elif phase == "gas":
        _answer_gas(pos, seat, code)
        if not pos.gas_waiting:
            _remove_gas(pos, pos.gas)
            _after_bonus(pos)
    pos.step += 1
    return pos


def _uncovered(earth: list[str], place: int) -> bool:
    """Nothing rests on the place (board.takeable, for a place that holds a tile)."""
    for top in COVERED_BY[place]:
        if earth[top]:
            return False
    return True


def _take_off(pos: Position, place: int) -> None:
    """A tile leaves the Earth (salvaged, or a gas pocket removed), and the tiles it rested on that
    nothing covers now can be salvaged, or flipped."""
    earth = pos.earth
    if earth[place] in GAS:
        pocket = pos.gas_open.index(place)
        pos.gas_open = pos.gas_open[:pocket] + pos.gas_open[pocket + 1 :]
    else:
        pos.left -= 1
        at = pos.open.index(place)
        pos.open = pos.open[:at] + pos.open[at + 1 :]
    earth[place] = ""
    for below in COVERS[place]:
        t = earth[below]
        if t and _uncovered(earth, below):
            if t in GAS:
                pos.gas_open = tuple(sorted((*pos.gas_open, below)))
            else:
                pos.open = tuple(sorted((*pos.open, below)))


def _salvage(pos: Position, tile_id: str) -> None:
    """turn.salvage."""
    seat = pos.turn
    _take_off(pos, pos.earth.index(tile_id))
    pos.reserve[seat] = (*pos.reserve[seat], tile_id)
    pos.salvaged = tile_id
    kind = KIND[tile_id]
    ask = pos.base.options.income == "ask"
    if kind in ("coin_pickup", "culture_pickup") and not ask:
        _take_pickup(pos)
        _after_bonus(pos)
        return
    if kind in ("coin_pickup", "culture_pickup") or (
        kind in ("prosperity_pickup", "move_pickup") and any(pos.sites[seat])
    ):
        pos.phase = "bonus"
        return
    _after_bonus(pos)


def _take_pickup(pos: Position) -> None:
    seat = pos.turn
    tile_id = pos.salvaged
    if KIND[tile_id] == "coin_pickup":
        pos.coins[seat] += AMOUNT[tile_id]
    else:
        pos.culture[seat] += AMOUNT[tile_id]


def _discard_top(pos: Position, seat: int, site: int) -> None:
    """board.discard_top."""
    sites = pos.sites[seat]
    stack = sites[site]
    sites[site] = stack[:-1]
    pos.stats[seat] = None
    pos.discard = (*pos.discard, stack[-1])


def _play_bonus(pos: Position, code: str) -> None:
    """turn._play_bonus."""
    kind, _, arg = code.partition(".")
    if kind == "back":
        pos.draft = pos.draft[:-1]
        return
    if kind == "move":
        pos.draft = (code,)
        return
    seat = pos.turn
    if kind == "bonus":
        _take_pickup(pos)
    elif kind == "prosper":
        _discard_top(pos, seat, int(arg) - 1)
        pos.prosperity[seat] += 1
    elif kind == "to":
        source = int(pos.draft[-1].split(".")[1]) - 1
        sites = pos.sites[seat]
        moved = sites[source][-1]
        sites[source] = sites[source][:-1]
        target = int(arg) - 1
        sites[target] = (*sites[target], moved)
        pos.stats[seat] = None
    _after_bonus(pos)


def _after_bonus(pos: Position) -> None:
    """turn.after_bonus: flip the uncovered gas pockets, then Generate Income."""
    pos.phase = "gas"
    pos.draft = ()
    earth = pos.earth
    while pos.gas_open:
        gas_id = earth[pos.gas_open[0]]
        if rng_for(pos.seed, pos.step, f"gas.{gas_id}").random() >= 0.5:  # cogs: nothing happens
            _remove_gas(pos, gas_id)
            continue
        pos.gas = gas_id
        waiting = []
        for seat in range(pos.n):
            options = _gas_choices(pos, seat)
            if len(options) == 1:
                _answer_gas(pos, seat, options[0])
            elif options:
                waiting.append(seat)
        if waiting:
            pos.gas_waiting = tuple(waiting)
            return
        _remove_gas(pos, gas_id)
    if not any(earth):
        pos.last_turn = True
    _begin_income(pos)


def _remove_gas(pos: Position, gas_id: str) -> None:
    _take_off(pos, pos.earth.index(gas_id))
    pos.removed = (*pos.removed, gas_id)
    pos.gas = ""
    pos.gas_waiting = ()


def _answer_gas(pos: Position, seat: int, code: str) -> None:
    """turn.answer_gas."""
    if code == "pay":
        pos.coins[seat] -= PAY[pos.gas]
    else:
        _discard_top(pos, seat, int(code.split(".")[2]) - 1)
    pos.gas_waiting = tuple(s for s in pos.gas_waiting if s != seat)


# ---- income and build (economy.py) ---------------------------------------------------------------------


def _begin_income(pos: Position) -> None:
    """economy.begin_income: every seat's printed Coins from the Lane, then its tiles, collected as far
    as they need no decision.

    Each seat's part depends on nothing but the Lane, its own Sites, Coins and Culture (and the
    ``income`` option), so its result is kept (``_KNOWN_INCOME``) for the next time a search meets it."""
    colour = COLOUR[pos.salvaged] if pos.salvaged else ""
    sites = LANE_SITES.get(colour, ())
    auto = pos.base.options.income == "auto"
    income: list[tuple[int, ...]] = [()] * pos.n
    pos.phase = "income"
    pos.income = income
    coins, culture, prosperity = pos.coins, pos.culture, pos.prosperity
    for seat in range(pos.n):
        key = (auto, colour, tuple(pos.sites[seat]), coins[seat], culture[seat])
        known = _KNOWN_INCOME.get(key)
        if known is None:
            had = prosperity[seat]
            _seat_income(pos, seat, sites)
            if len(_KNOWN_INCOME) >= _KNOWN_MAX:
                _KNOWN_INCOME.clear()
            _KNOWN_INCOME[key] = (coins[seat], culture[seat], prosperity[seat] - had, income[seat])
        else:
            coins[seat], culture[seat], gained, income[seat] = known
            prosperity[seat] += gained
    _income_done(pos)


def _seat_income(pos: Position, seat: int, sites: tuple[int, ...]) -> None:
    """One seat's part of economy.begin_income (the seats' parts touch nothing of each other's)."""
    assert pos.income is not None
    stacks = pos.sites[seat]
    gain = 0
    left = []
    for site in sites:
        stack = stacks[site]
        if not stack:
            gain += PRINTED[site]  # ruling G1: only while empty
        elif stack[-1] in GENERATES:
            left.append(site)
    if gain:
        pos.coins[seat] += gain
    pos.income[seat] = tuple(left)
    if left:
        _settle_income(pos, seat)


def _auto_site(pos: Position, seat: int) -> int | None:
    """economy._auto_site."""
    assert pos.income is not None
    waiting = pos.income[seat]
    stacks = pos.sites[seat]
    for site in waiting:
        if KIND[stacks[site][-1]] not in BUYS:
            return site
    for site in waiting:
        if _times_allowed(pos, seat, site) > 0:
            continue
        # Culture bought from another purchase of this step can still pay for Prosperity.
        if KIND[stacks[site][-1]] == "buy_prosperity" and any(
            KIND[stacks[s][-1]] == "buy_culture" for s in waiting if s != site
        ):
            continue
        return site
    return None


def _settle_income(pos: Position, seat: int) -> None:
    """economy.settle_income."""
    assert pos.income is not None
    auto = pos.base.options.income == "auto"
    while pos.income[seat]:
        if auto:
            site = _auto_site(pos, seat)
            if site is not None:
                _use_tile(pos, seat, site, _times_allowed(pos, seat, site))
                continue
        choices = _income_choices(pos, seat)
        if len(choices) != 1:
            return
        _, _, site_text, times = choices[0].split(".")
        _use_tile(pos, seat, int(site_text) - 1, int(times))


def _use_tile(pos: Position, seat: int, site: int, times: int) -> None:
    """economy.use_tile."""
    assert pos.income is not None
    stacks = pos.sites[seat]
    top = stacks[site][-1]
    kind = KIND[top]
    if kind == "coins":
        pos.coins[seat] += AMOUNT[top] * times
    elif kind == "per_colour":
        colour = COLOUR[top]
        count = sum(1 for stack in stacks if stack and COLOUR[stack[-1]] == colour)
        pos.coins[seat] += AMOUNT[top] * count * times
    elif kind == "buy_culture":
        if times:
            pos.coins[seat] -= PAY[top] * times
            pos.culture[seat] += AMOUNT[top] * times
    elif kind == "buy_prosperity" and times:
        pos.culture[seat] -= PAY[top] * times
        pos.prosperity[seat] += AMOUNT[top] * times
    pos.income[seat] = tuple(s for s in pos.income[seat] if s != site)


def _income_done(pos: Position) -> None:
    assert pos.income is not None
    if any(pos.income):
        return
    pos.income = None
    pos.phase = "build"
    pos.bp = BUILD_POINTS
    pos.draft = ()
    _settle_build(pos)


def _settle_build(pos: Position) -> None:
    """economy.settle_build: a turn with nothing left to spend its Build Points on ends by itself."""
    if pos.draft:
        return
    bp = pos.bp
    if bp >= 1 and pos.reserve[pos.turn]:
        return  # it can at least scrap
    if bp >= 2:
        coins = pos.coins[pos.turn]
        if any(COST[t] <= coins for t in pos.discard):
            return
    _end_turn(pos)


def _end_turn(pos: Position) -> None:
    """economy.end_turn and begin_turn."""
    pos.draft = ()
    pos.bp = 0
    if pos.last_turn:
        pos.phase = "over"
        return
    pos.turn = (pos.turn + 1) % pos.n
    pos.turns += 1
    pos.phase = "salvage"
    pos.salvaged = ""
    pos.gas = ""


def _play_build(pos: Position, code: str) -> None:
    """turn._play_build."""
    kind, arg, site = MOVES[code]
    if kind == "back":
        pos.draft = pos.draft[:-1]
        return
    if kind == "done":
        _end_turn(pos)
        return
    if kind in ("show", "build", "fab"):
        pos.draft = (*pos.draft, code)
        return
    seat = pos.turn
    reserve = pos.reserve[seat]
    if kind == "site":
        verb, tile_id, _ = MOVES[pos.draft[-1]]
        if verb == "fab":
            discard = pos.discard
            index = len(discard) - 1 - discard[::-1].index(tile_id)
            pos.discard = discard[:index] + discard[index + 1 :]
            pos.bp -= 2
        else:
            index = reserve.index(tile_id)
            pos.reserve[seat] = reserve[:index] + reserve[index + 1 :]
            pos.bp -= 1
        sites = pos.sites[seat]
        sites[site] = (*sites[site], tile_id)
        pos.stats[seat] = None
        pos.coins[seat] -= COST[tile_id]
    else:  # scrap: ruling G14's one Coin
        index = reserve.index(arg)
        pos.reserve[seat] = reserve[:index] + reserve[index + 1 :]
        pos.coins[seat] += 1
        pos.discard = (*pos.discard, arg)
        pos.bp -= 1
    pos.draft = ()
    _settle_build(pos)


# ---- the end and the heuristic (scoring.py) ------------------------------------------------------------


def _site_stats(stacks: tuple[tuple[str, ...], ...]) -> SiteStats:
    """What a player's Sites give the heuristic (scoring.estimate's Site income, per turn) and the
    directives (scoring.measure): see ``SiteStats``."""
    colours: dict[str, int] = {}
    tallest = built = layered = 0
    for stack in stacks:
        height = len(stack)
        if height:
            colour = COLOUR[stack[-1]]
            colours[colour] = colours.get(colour, 0) + 1
            built += height
            if height > tallest:
                tallest = height
            if height >= 2:
                layered += 1
    worth: list[float] = []
    for site in ALL_SITES:
        stack = stacks[site]
        if not stack:
            worth.append(EMPTY_WORTH[site])
            continue
        top = stack[-1]
        times = len(stack) if STACKS[top] else 1
        kind = KIND[top]
        if kind == "coins":
            worth.append(SITE_WORTH[top] * times)
        elif kind == "per_colour":
            worth.append(SITE_WORTH[top] * colours[COLOUR[top]] * times)
        elif kind == "buy_culture":
            worth.append(SITE_WORTH[top] * times * 0.8)
        elif kind == "buy_prosperity":
            worth.append(SITE_WORTH[top] * times * 0.5)
        else:
            worth.append(0.0)
    return sum(worth) / 3, colours, tallest, built, layered


def _all_stats(pos: Position) -> list[SiteStats]:
    """Every seat's ``SiteStats``, filled in where its Sites changed since they were last known."""
    stats = pos.stats
    for seat, known in enumerate(stats):
        if known is None:
            sites = tuple(pos.sites[seat])
            known = _KNOWN_SITES.get(sites)
            if known is None:
                if len(_KNOWN_SITES) >= _KNOWN_MAX:
                    _KNOWN_SITES.clear()
                known = _KNOWN_SITES[sites] = _site_stats(sites)
            stats[seat] = known
    return stats  # type: ignore[return-value]  # every entry is filled now


def _leaders(pos: Position, stats: list[SiteStats]) -> list[int]:
    """For each directive in play, the one seat leading it, or -1 on a tie (scoring.leaders, with
    scoring.measure's counts)."""
    result = []
    seats = range(pos.n)
    for d in pos.base.directives:
        kind, colours = DIRECTIVE_KIND[d]
        if kind == "colour":
            counts = [max(stats[s][1].get(c, 0) for c in colours) for s in seats]
        elif kind == "tallest":
            counts = [stats[s][2] for s in seats]
        elif kind == "built":
            counts = [stats[s][3] for s in seats]
        elif kind == "culture":
            counts = pos.culture
        elif kind == "prosperity":
            counts = pos.prosperity
        elif kind == "coins":
            counts = pos.coins
        else:  # layered
            counts = [stats[s][4] for s in seats]
        best = max(counts)
        result.append(counts.index(best) if counts.count(best) == 1 else -1)
    return result


def outcome(pos: Position) -> Outcome | None:
    if pos.phase != "over":
        return None
    scores = [
        pos.coins[s] // COINS_PER_PRESTIGE + pos.culture[s] + PRESTIGE_PER_PROSPERITY * pos.prosperity[s]
        for s in range(pos.n)
    ]
    for seat in _leaders(pos, _all_stats(pos)):
        if seat >= 0:
            scores[seat] += PRESTIGE_PER_DIRECTIVE
    return final_outcome(scores, pos.prosperity, pos.culture, pos.coins)


def _estimates(pos: Position) -> list[float]:
    """scoring.estimate for every seat, each float computed as the engine computes it."""
    left = pos.left
    reserve_share = min(1.0, left / 6)
    stats = _all_stats(pos)
    led = [0] * pos.n
    if pos.n > 1:
        for seat in _leaders(pos, stats):
            if seat >= 0:
                led[seat] += 1
    values = []
    for seat in range(pos.n):
        value = (
            pos.coins[seat] * COIN
            + pos.culture[seat]
            + PRESTIGE_PER_PROSPERITY * pos.prosperity[seat]
            + stats[seat][0] * left
            + 0.3 * len(pos.reserve[seat]) * reserve_share
        )
        for _ in range(led[seat]):  # one directive at a time, as the engine adds them
            value += DIRECTIVE_WORTH
        values.append(value)
    return values


def heuristic(pos: Position, seat: Seat) -> float:
    """scoring.heuristic, with every seat's estimate computed once per position."""
    if pos.phase == "over":
        result = outcome(pos)
        assert result is not None
        if pos.n == 1:
            return min(1.0, result.scores[0] / SOLO_POINTS)
        return 1.0 / len(result.winners) if seat in result.winners else 0.0
    values = pos.values
    if values is None:
        values = pos.values = _estimates(pos)
    if pos.n == 1:
        return min(1.0, values[0] / SOLO_POINTS)
    best_other = max(v for s, v in enumerate(values) if s != seat)
    return 1.0 / (1.0 + math.exp(-(values[seat] - best_other) / 6.0))


class EarthRules:
    """``SearchRules`` over ``Position``s (engines/searchrules.py); an action is its action id."""

    def __init__(self) -> None:
        self._root: EarthState | None = None  # the state the last determinizations were drawn from
        self._root_position: Position | None = None
        # Plain functions rather than methods: a search calls them some sixty times an iteration, and a
        # bound method is one more object each time.
        self.action_id = str  # an action is its id already (str returns a str itself)
        self.start = start
        self.state = to_state
        self.outcome = outcome
        self.current_seats = current_seats
        self.legal_actions = legal_actions
        self.apply = apply
        self.heuristic = heuristic

    def determinize(self, state: EarthState, seat: Seat, rng: random.Random) -> Position:
        """``start(views.determinize(state, seat, rng))``: the same new seed, drawn the same way; the
        position of ``state`` is made once and copied for every sample a search draws from it."""
        seed = fresh_seed(state, rng)
        if state is not self._root or self._root_position is None:
            self._root, self._root_position = state, start(state)
            _all_stats(self._root_position)  # once, for every copy
        pos = self._root_position.copy()
        pos.seed = seed
        return pos

    def num_players(self, position: Position) -> int:
        return position.n
