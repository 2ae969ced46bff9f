"""Steps 2 and 3 of a turn in As The Earth Crumbles, Generate Income and Build, and the passing of the turn.

2. Generate Income (rulebook "2. Generate Income", ruling G11): every player's Sites in the Lane of the
   salvaged tile's colour. Choices with one sensible outcome are made for the players unless the
   ``income`` option says "ask" (ours EC1).
3. Build (rulebook "3. Build", ruling G14): two Build Points for Build, Scrap and Fabricate; the game ends
   after the turn in which the last tile leaves the Earth (rulebook "Winning the Game", G16).

Every function takes a state and a list it appends log lines to, and returns the next state.
"""

from __future__ import annotations

from engines.base import LogLine, replace
from engines.earthcrumbles.board import set_player, visible
from engines.earthcrumbles.data import BUYS, catalog, tile, tile_name, tile_words
from engines.earthcrumbles.models import EarthState
from engines.english import plural
from engines.logwords import line
from engines.phrasing import WordsArg, seat_arg

Lines = list[LogLine]


def begin_turn(state: EarthState, seat: int, lines: Lines) -> EarthState:
    lines.append(line(f"It is {{s{seat}}}'s turn.", "earth-log-turn", seat=seat_arg(seat)))
    return replace(
        state, turn=seat, turns=state.turns + 1, phase="salvage", salvaged="", draft=(), bp=0, gas=""
    )


# ---- income (rulebook "2. Generate Income", ruling G11) ---------------------------------------------


def lane(state: EarthState) -> str:
    return tile(state.salvaged).colour if state.salvaged else ""


def generates(tile_id: str) -> bool:
    """Pickups never generate income (rulebook "Salvage Tile Descriptions")."""
    kind = tile(tile_id).kind
    return kind in ("coins", "per_colour") or kind in BUYS


def begin_income(state: EarthState, lines: Lines) -> EarthState:
    colour = lane(state)
    lines.append(line(f"Income: the {colour.title()} Lane is activated.", "earth-log-lane", lane=colour))
    sites = catalog().lane_sites(colour)
    printed = catalog().printed_coin
    left: list[tuple[int, ...]] = []
    for seat, player in enumerate(state.players):
        coins = sum(printed[s] for s in sites if not player.sites[s])  # ruling G1: only while empty
        if coins:
            state = set_player(state, seat, replace(player, coins=player.coins + coins))
            lines.append(
                line(
                    f"{{s{seat}}} gains {plural(coins, 'Coin')} from the printed Site.",
                    "earth-log-printed",
                    seat=seat_arg(seat),
                    coins=coins,
                )
            )
        player = state.players[seat]
        left.append(tuple(s for s in sites if player.sites[s] and generates(player.sites[s][-1])))
    state = replace(state, phase="income", income=tuple(left))
    for seat in range(state.num_players):
        state = settle_income(state, seat, lines)
    return income_done(state, lines)


def times_allowed(state: EarthState, seat: int, site: int) -> int:
    """How often the Site's visible tile may generate now: once, or up to its stack's height with the
    Stack Multiplier, and for a purchase no more often than the player can pay (ruling G11)."""
    player = state.players[seat]
    t = tile(player.sites[site][-1])
    times = len(player.sites[site]) if t.stack else 1
    if t.kind == "buy_culture":
        times = min(times, player.coins // t.pay)
    elif t.kind == "buy_prosperity":
        times = min(times, player.culture // t.pay)
    return times


def income_choices(state: EarthState, seat: int) -> list[str]:
    """``use.<seat>.<site>.<times>``: generate from a Site's tile that many times; 0 passes on a purchase
    (the seat is in the id so that each player's menu names their own tiles)."""
    choices: list[str] = []
    for site in state.income[seat] if state.income else ():
        t = tile(state.players[seat].sites[site][-1])
        top = times_allowed(state, seat, site)
        low = 0 if t.kind in BUYS else 1
        counts = list(range(low, top + 1))
        if len(counts) > 11:  # a very tall stack: every count up to 10, then the most
            counts = [*counts[:10], top]
        choices += [f"use.{seat}.{site + 1}.{k}" for k in counts]
    return choices


def _auto_site(state: EarthState, seat: int) -> int | None:
    """Ours EC1: with ``income`` "auto", the Site to collect without a click next, if any. Tiles that
    only give come first, in full (so their Coins can pay for purchases, ruling G11); then a purchase
    the player cannot afford, and cannot come to afford from the tiles still waiting, is passed."""
    waiting = state.income[seat]
    tops = {s: tile(state.players[seat].sites[s][-1]) for s in waiting}
    for site in waiting:
        if tops[site].kind not in BUYS:
            return site
    for site in waiting:
        if times_allowed(state, seat, site) > 0:
            continue
        # Culture bought from another purchase of this step can still pay for Prosperity.
        helped = tops[site].kind == "buy_prosperity" and any(
            t.kind == "buy_culture" for s, t in tops.items() if s != site
        )
        if not helped:
            return site
    return None


def settle_income(state: EarthState, seat: int, lines: Lines) -> EarthState:
    """Collect what needs no decision (see ``_auto_site``); in either mode a seat with a single possible
    choice is not asked."""
    while state.income[seat]:
        if state.options.income == "auto":
            site = _auto_site(state, seat)
            if site is not None:
                state = use_tile(state, seat, site, times_allowed(state, seat, site), lines)
                continue
        choices = income_choices(state, seat)
        if len(choices) != 1:
            return state
        _, _, site_text, times = choices[0].split(".")
        state = use_tile(state, seat, int(site_text) - 1, int(times), lines)
    return state


def use_tile(state: EarthState, seat: int, site: int, times: int, lines: Lines) -> EarthState:
    player = state.players[seat]
    tile_id = player.sites[site][-1]
    t = tile(tile_id)
    name = f"the {tile_name(tile_id)} on Site {site + 1}"
    where: dict[str, WordsArg] = {"seat": seat_arg(seat), "tile": tile_words(tile_id), "site": site + 1}
    if t.kind in ("coins", "per_colour"):
        count = sum(1 for v in visible(player) if tile(v).colour == t.colour) if t.kind == "per_colour" else 1
        gain = t.amount * count * times
        player = replace(player, coins=player.coins + gain)
        text = f"{{s{seat}}} gains {plural(gain, 'Coin')} from {name}."
        lines.append(line(text, "earth-log-gains", coins=gain, private_to=None, **where))
    elif t.kind in BUYS and not times:
        lines.append(
            line(f"{{s{seat}}} buys nothing at {name}.", "earth-log-buys-nothing", private_to=None, **where)
        )
    elif t.kind == "buy_culture":
        paid, bought = t.pay * times, t.amount * times
        player = replace(player, coins=player.coins - paid, culture=player.culture + bought)
        text = (
            f"{{s{seat}}} pays {plural(paid, 'Coin')} for {plural(bought, 'Culture', 'Culture')} at {name}."
        )
        lines.append(
            line(text, "earth-log-buys-culture", coins=paid, culture=bought, private_to=None, **where)
        )
    elif t.kind == "buy_prosperity":
        paid, bought = t.pay * times, t.amount * times
        player = replace(player, culture=player.culture - paid, prosperity=player.prosperity + bought)
        text = (
            f"{{s{seat}}} pays {plural(paid, 'Culture', 'Culture')} for "
            f"{plural(bought, 'Prosperity', 'Prosperity')} at {name}."
        )
        lines.append(
            line(text, "earth-log-buys-prosperity", culture=paid, prosperity=bought, private_to=None, **where)
        )
    state = set_player(state, seat, player)
    income = list(state.income)
    income[seat] = tuple(s for s in income[seat] if s != site)
    return replace(state, income=tuple(income))


def play_income(state: EarthState, seat: int, code: str, lines: Lines) -> EarthState:
    _, _, site_text, times = code.split(".")
    state = use_tile(state, seat, int(site_text) - 1, int(times), lines)
    state = settle_income(state, seat, lines)
    return income_done(state, lines)


def income_waiting(state: EarthState) -> tuple[int, ...]:
    return tuple(seat for seat, left in enumerate(state.income) if left)


def income_done(state: EarthState, lines: Lines) -> EarthState:
    if income_waiting(state):
        return state
    state = replace(state, income=(), phase="build", bp=catalog().build_points, draft=())
    return settle_build(state, lines)


# ---- build (rulebook "3. Build", ruling G14) --------------------------------------------------------


def build_targets(state: EarthState) -> tuple[list[str], list[str], list[str]]:
    """The tiles the active player could Build, Scrap and Fabricate now."""
    player = state.players[state.turn]
    bp = state.bp
    build = [t for t in player.reserve if bp >= 1 and player.coins >= tile(t).cost]
    scrap = list(player.reserve) if bp >= 1 else []
    fabricate = [t for t in state.discard if bp >= 2 and player.coins >= tile(t).cost]
    return build, scrap, fabricate


def settle_build(state: EarthState, lines: Lines) -> EarthState:
    """A turn whose Build Points are spent, or that has nothing left to spend them on, ends by itself."""
    build, scrap, fabricate = build_targets(state)
    if state.draft or build or scrap or fabricate:
        return state
    return end_turn(state, lines)


def build(state: EarthState, tile_id: str, site: int, fabricate: bool, lines: Lines) -> EarthState:
    seat = state.turn
    player = state.players[seat]
    t = tile(tile_id)
    if fabricate:
        index = len(state.discard) - 1 - state.discard[::-1].index(tile_id)
        state = replace(state, discard=state.discard[:index] + state.discard[index + 1 :])
        reserve = player.reserve
    else:
        index = player.reserve.index(tile_id)
        reserve = player.reserve[:index] + player.reserve[index + 1 :]
    sites = list(player.sites)
    sites[site] = (*sites[site], tile_id)
    player = replace(player, coins=player.coins - t.cost, reserve=reserve, sites=tuple(sites))
    state = set_player(state, seat, player)
    verb = "fabricates" if fabricate else "builds"
    lines.append(
        line(
            f"{{s{seat}}} {verb} the {tile_name(tile_id)} on Site {site + 1} for {plural(t.cost, 'Coin')}.",
            "earth-log-fabricates" if fabricate else "earth-log-builds",
            seat=seat_arg(seat),
            tile=tile_words(tile_id),
            site=site + 1,
            coins=t.cost,
        )
    )
    return replace(state, bp=state.bp - (2 if fabricate else 1), draft=())


def scrap(state: EarthState, tile_id: str, lines: Lines) -> EarthState:
    seat = state.turn
    player = state.players[seat]
    index = player.reserve.index(tile_id)
    player = replace(
        player, coins=player.coins + 1, reserve=player.reserve[:index] + player.reserve[index + 1 :]
    )
    state = set_player(state, seat, player)
    # Ruling G14: the rulebook's "one Gold" is a Coin.
    lines.append(
        line(
            f"{{s{seat}}} scraps the {tile_name(tile_id)} for 1 Coin.",
            "earth-log-scraps",
            seat=seat_arg(seat),
            tile=tile_words(tile_id),
        )
    )
    return replace(state, discard=(*state.discard, tile_id), bp=state.bp - 1, draft=())


def end_turn(state: EarthState, lines: Lines) -> EarthState:
    if state.last_turn:
        lines.append(line("The last tile has left the Earth: the game is over.", "earth-log-over"))
        return replace(state, phase="over", draft=(), bp=0)
    return begin_turn(state, (state.turn + 1) % state.num_players, lines)
