"""As The Earth Crumbles' turn over a search's ``Position`` (``engines.earthcrumbles.search``): who acts and
what they may do (as turn.waiting and turn.choices), and applying an action (turn.apply, and the income
and build steps of economy.py), each function naming the engine function it mirrors."""

from __future__ import annotations

from collections.abc import Sequence

from engines.base import Seat
from engines.earthcrumbles.data import COVERS
from engines.earthcrumbles.position import (
    ALL_SITES,
    AMOUNT,
    BUILD_CODES,
    CODES,
    COST,
    FAB_CODES,
    GAS,
    KIND,
    KNOWN_MAX,
    KNOWN_MENUS,
    LOSE,
    MOVE,
    MOVES,
    NOBODY,
    PAY,
    PROSPER,
    SCRAP_CODES,
    SEATS,
    SITE_CHOICES,
    TAKE,
    TO,
    Position,
    uncovered,
)
from engines.earthcrumbles.searcheconomy import (
    begin_income,
    income_choices,
    income_done,
    play_build,
    settle_income,
    use_tile,
)
from engines.earthcrumbles.turn import MAX_FLAT
from engines.rng import rng_for

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
        return income_choices(pos, seat)
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
    menu = KNOWN_MENUS.get(key)
    if menu is None:
        if len(KNOWN_MENUS) >= KNOWN_MAX:
            KNOWN_MENUS.clear()
        menu = KNOWN_MENUS[key] = _menu(*key)
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


# ---- applying (turn.apply and the steps it calls) ------------------------------------------------------


def apply(pos: Position, seat: Seat, code: str) -> Position:
    pos.values = None
    phase = pos.phase
    if phase == "build":  # the most frequent first
        play_build(pos, code)
    elif phase == "salvage":
        _salvage(pos, MOVES[code][1])
    elif phase == "income":
        _, _, site, times = code.split(".")
        use_tile(pos, seat, int(site) - 1, int(times))
        settle_income(pos, seat)
        income_done(pos)
    elif phase == "bonus":
        _play_bonus(pos, code)
    elif phase == "gas":
        _answer_gas(pos, seat, code)
        if not pos.gas_waiting:
            _remove_gas(pos, pos.gas)
            _after_bonus(pos)
    pos.step += 1
    return pos


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
        if t and uncovered(earth, below):
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
    begin_income(pos)


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
