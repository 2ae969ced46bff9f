"""As The Earth Crumbles' income and build steps over a search's ``Position`` (economy.py, as
``engines.earthcrumbles.searchturn`` applies them), each function naming the engine function it mirrors."""

from __future__ import annotations

from engines.earthcrumbles.position import (
    AMOUNT,
    BUILD_POINTS,
    BUYS,
    COLOUR,
    COST,
    GENERATES,
    KIND,
    KNOWN_INCOME,
    KNOWN_MAX,
    LANE_SITES,
    MOVES,
    PAY,
    PRINTED,
    STACKS,
    Position,
)


def times_allowed(pos: Position, seat: int, site: int) -> int:
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


def income_choices(pos: Position, seat: int) -> list[str]:
    """economy.income_choices."""
    choices: list[str] = []
    for site in pos.income[seat] if pos.income else ():
        top = times_allowed(pos, seat, site)
        low = 0 if KIND[pos.sites[seat][site][-1]] in BUYS else 1
        counts = list(range(low, top + 1))
        if len(counts) > 11:  # as economy.income_choices: every count up to 10, then the most
            counts = [*counts[:10], top]
        choices += [f"use.{seat}.{site + 1}.{k}" for k in counts]
    return choices


# ---- income and build (economy.py) ---------------------------------------------------------------------


def begin_income(pos: Position) -> None:
    """economy.begin_income: every seat's printed Coins from the Lane, then its tiles, collected as far
    as they need no decision.

    Each seat's part depends on nothing but the Lane, its own Sites, Coins and Culture (and the
    ``income`` option), so its result is kept (``KNOWN_INCOME``) for the next time a search meets it."""
    colour = COLOUR[pos.salvaged] if pos.salvaged else ""
    sites = LANE_SITES.get(colour, ())
    auto = pos.base.options.income == "auto"
    income: list[tuple[int, ...]] = [()] * pos.n
    pos.phase = "income"
    pos.income = income
    coins, culture, prosperity = pos.coins, pos.culture, pos.prosperity
    for seat in range(pos.n):
        key = (auto, colour, tuple(pos.sites[seat]), coins[seat], culture[seat])
        known = KNOWN_INCOME.get(key)
        if known is None:
            had = prosperity[seat]
            _seat_income(pos, seat, sites)
            if len(KNOWN_INCOME) >= KNOWN_MAX:
                KNOWN_INCOME.clear()
            KNOWN_INCOME[key] = (coins[seat], culture[seat], prosperity[seat] - had, income[seat])
        else:
            coins[seat], culture[seat], gained, income[seat] = known
            prosperity[seat] += gained
    income_done(pos)


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
        settle_income(pos, seat)


def _auto_site(pos: Position, seat: int) -> int | None:
    """economy._auto_site."""
    assert pos.income is not None
    waiting = pos.income[seat]
    stacks = pos.sites[seat]
    for site in waiting:
        if KIND[stacks[site][-1]] not in BUYS:
            return site
    for site in waiting:
        if times_allowed(pos, seat, site) > 0:
            continue
        # Culture bought from another purchase of this step can still pay for Prosperity.
        if KIND[stacks[site][-1]] == "buy_prosperity" and any(
            KIND[stacks[s][-1]] == "buy_culture" for s in waiting if s != site
        ):
            continue
        return site
    return None


def settle_income(pos: Position, seat: int) -> None:
    """economy.settle_income."""
    assert pos.income is not None
    auto = pos.base.options.income == "auto"
    while pos.income[seat]:
        if auto:
            site = _auto_site(pos, seat)
            if site is not None:
                use_tile(pos, seat, site, times_allowed(pos, seat, site))
                continue
        choices = income_choices(pos, seat)
        if len(choices) != 1:
            return
        _, _, site_text, times = choices[0].split(".")
        use_tile(pos, seat, int(site_text) - 1, int(times))


def use_tile(pos: Position, seat: int, site: int, times: int) -> None:
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


def income_done(pos: Position) -> None:
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


def play_build(pos: Position, code: str) -> None:
    """turn.play_build."""
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
