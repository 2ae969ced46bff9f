"""As The Earth Crumbles: a turn's three steps (rulebook "Playing the Game") and the gas pockets.

1. Salvage: the active player takes a fully uncovered tile (ruling G8), gains its optional Salvage Bonus
   (G10, G12, G13), then every gas pocket the take uncovered is flipped and resolved, in chains (G9).
2. Generate Income: every player's Sites in the Lane of the salvaged tile's colour (G11). Choices with
   one sensible outcome are made for the players unless the ``income`` option says "ask" (ours EC1).
3. Build: two Build Points for Build, Scrap and Fabricate (G14); the game ends after the turn in which
   the last tile leaves the Earth (rulebook "Winning the Game", G16).

Every function takes a state and a list it appends log lines to, and returns the next state.
"""

from __future__ import annotations

from engines.base import LogLine, replace
from engines.earthcrumbles.data import BUYS, COVERED_BY, catalog, tile
from engines.earthcrumbles.models import EarthState, Player
from engines.rng import rng_for
from engines.wording import plural

Lines = list[LogLine]


# ---- small readers ----------------------------------------------------------------------------------


def tile_name(tile_id: str) -> str:
    t = tile(tile_id)
    return t.name if t.is_gas else f"{t.colour.title()} {t.name}"


def takeable(earth: tuple[str, ...], pos: int) -> bool:
    """A tile that is still there and fully uncovered: nothing rests on it (ruling G8)."""
    return bool(earth[pos]) and not any(earth[top] for top in COVERED_BY[pos])


def takeable_positions(earth: tuple[str, ...]) -> list[int]:
    return [pos for pos in range(len(earth)) if takeable(earth, pos) and not tile(earth[pos]).is_gas]


def visible(player: Player) -> list[str]:
    """The top tile of every Site that holds one."""
    return [stack[-1] for stack in player.sites if stack]


def built_sites(player: Player) -> list[int]:
    return [i for i, stack in enumerate(player.sites) if stack]


def set_player(state: EarthState, seat: int, player: Player) -> EarthState:
    players = list(state.players)
    players[seat] = player
    return replace(state, players=tuple(players))


def discard_top(state: EarthState, seat: int, site: int) -> EarthState:
    """The visible tile of a Site goes to the shared discard pile; the one beneath becomes visible."""
    player = state.players[seat]
    stack = player.sites[site]
    sites = list(player.sites)
    sites[site] = stack[:-1]
    state = set_player(state, seat, replace(player, sites=tuple(sites)))
    return replace(state, discard=(*state.discard, stack[-1]))


# ---- turns ------------------------------------------------------------------------------------------


def begin_turn(state: EarthState, seat: int, lines: Lines) -> EarthState:
    lines.append(LogLine(text=f"It is {{s{seat}}}'s turn."))
    return replace(
        state, turn=seat, turns=state.turns + 1, phase="salvage", salvaged="", draft=(), bp=0, gas=""
    )


def salvage(state: EarthState, tile_id: str, lines: Lines) -> EarthState:
    """Rulebook "1. Salvage": the tile goes to the Reserve, then its Salvage Bonus, then gas pockets."""
    seat = state.turn
    earth = list(state.earth)
    earth[earth.index(tile_id)] = ""
    player = state.players[seat]
    state = set_player(state, seat, replace(player, reserve=(*player.reserve, tile_id)))
    state = replace(state, earth=tuple(earth), salvaged=tile_id)
    lines.append(LogLine(text=f"{{s{seat}}} salvages the {tile_name(tile_id)}."))
    t = tile(tile_id)
    kind = t.kind
    player = state.players[seat]
    ask = state.options.income == "ask"
    if kind in ("coin_pickup", "culture_pickup") and not ask:
        return after_bonus(take_pickup(state, lines), lines)  # ours EC1: nobody declines free Coins
    if kind in ("coin_pickup", "culture_pickup") or (
        kind in ("prosperity_pickup", "move_pickup") and built_sites(player)
    ):
        return replace(state, phase="bonus")
    if kind == "prosperity_pickup":
        lines.append(
            LogLine(text=f"{{s{seat}}} has no built tile to discard for a Prosperity.")
        )  # ruling G12
    return after_bonus(state, lines)


def take_pickup(state: EarthState, lines: Lines) -> EarthState:
    """A Coin or Culture Pickup's bonus (rulebook "Salvage Tile Descriptions")."""
    seat = state.turn
    t = tile(state.salvaged)
    player = state.players[seat]
    if t.kind == "coin_pickup":
        player = replace(player, coins=player.coins + t.amount)
        lines.append(LogLine(text=f"{{s{seat}}} gains {plural(t.amount, 'Coin')} from the pickup."))
    else:
        player = replace(player, culture=player.culture + t.amount)
        lines.append(
            LogLine(text=f"{{s{seat}}} gains {plural(t.amount, 'Culture', 'Culture')} from the pickup.")
        )
    return set_player(state, seat, player)


def prosper(state: EarthState, site: int, lines: Lines) -> EarthState:
    """Prosperity Pickup (ruling G12): discard a visible tile, gain a Prosperity."""
    seat = state.turn
    gone = state.players[seat].sites[site][-1]
    state = discard_top(state, seat, site)
    player = state.players[seat]
    state = set_player(state, seat, replace(player, prosperity=player.prosperity + 1))
    lines.append(
        LogLine(
            text=f"{{s{seat}}} discards the {tile_name(gone)} from Site {site + 1} and gains a Prosperity."
        )
    )
    return state


def move_tile(state: EarthState, source: int, target: int, lines: Lines) -> EarthState:
    """Move Tile Pickup (ruling G13): the top tile of one Site onto the top of another."""
    seat = state.turn
    player = state.players[seat]
    moved = player.sites[source][-1]
    sites = list(player.sites)
    sites[source] = sites[source][:-1]
    sites[target] = (*sites[target], moved)
    state = set_player(state, seat, replace(player, sites=tuple(sites)))
    lines.append(
        LogLine(text=f"{{s{seat}}} moves the {tile_name(moved)} from Site {source + 1} to Site {target + 1}.")
    )
    return state


# ---- gas pockets (ruling G9) ------------------------------------------------------------------------


def after_bonus(state: EarthState, lines: Lines) -> EarthState:
    """Flip the uncovered gas pockets one at a time (chains included), then Generate Income."""
    state = replace(state, phase="gas", draft=())
    while True:
        pocket = next(
            (pos for pos, t in enumerate(state.earth) if t and tile(t).is_gas and takeable(state.earth, pos)),
            None,
        )
        if pocket is None:
            break
        gas_id = state.earth[pocket]
        gas = tile(gas_id)
        explodes = rng_for(state.seed, state.step, f"gas.{gas_id}").random() < 0.5
        if not explodes:
            lines.append(
                LogLine(text=f"{{s{state.turn}}} uncovers a Gas Pocket and flips it: cogs. Nothing happens.")
            )
            state = remove_gas(state, gas_id)
            continue
        lines.append(
            LogLine(
                text=f"{{s{state.turn}}} uncovers a Gas Pocket and flips it: it explodes! Everyone with a "
                f"built tile pays {plural(gas.pay, 'Coin')} or discards a visible tile."
            )
        )
        state = replace(state, gas=gas_id)
        waiting = []
        for seat in range(state.num_players):
            options = gas_choices(state, seat)
            if len(options) == 1:
                state = answer_gas(state, seat, options[0], lines)
            elif options:
                waiting.append(seat)
        if waiting:
            return replace(state, gas_waiting=tuple(waiting))
        state = remove_gas(state, gas_id)
    if not any(state.earth):
        state = replace(state, last_turn=True)
    return begin_income(state, lines)


def remove_gas(state: EarthState, gas_id: str) -> EarthState:
    earth = tuple("" if t == gas_id else t for t in state.earth)
    return replace(state, earth=earth, removed=(*state.removed, gas_id), gas="", gas_waiting=())


def gas_choices(state: EarthState, seat: int) -> list[str]:
    """Pay the pocket's Coins (if you can) or discard one visible built tile; nothing without a built
    tile (rulebook "Gas Pocket Tiles")."""
    player = state.players[seat]
    sites = built_sites(player)
    if not sites:
        return []
    pay = ["pay"] if player.coins >= tile(state.gas).pay else []
    return pay + [f"lose.{seat}.{site + 1}" for site in sites]


def answer_gas(state: EarthState, seat: int, code: str, lines: Lines) -> EarthState:
    price = tile(state.gas).pay
    if code == "pay":
        player = state.players[seat]
        state = set_player(state, seat, replace(player, coins=player.coins - price))
        lines.append(LogLine(text=f"{{s{seat}}} pays {plural(price, 'Coin')} for the gas."))
    else:
        site = int(code.split(".")[2]) - 1
        gone = state.players[seat].sites[site][-1]
        state = discard_top(state, seat, site)
        lines.append(
            LogLine(text=f"{{s{seat}}} loses the {tile_name(gone)} from Site {site + 1} to the gas.")
        )
    return replace(state, gas_waiting=tuple(s for s in state.gas_waiting if s != seat))


def play_gas(state: EarthState, seat: int, code: str, lines: Lines) -> EarthState:
    state = answer_gas(state, seat, code, lines)
    if state.gas_waiting:
        return state
    return after_bonus(remove_gas(state, state.gas), lines)


# ---- income (rulebook "2. Generate Income", ruling G11) ---------------------------------------------


def lane(state: EarthState) -> str:
    return tile(state.salvaged).colour if state.salvaged else ""


def generates(tile_id: str) -> bool:
    """Pickups never generate income (rulebook "Salvage Tile Descriptions")."""
    kind = tile(tile_id).kind
    return kind in ("coins", "per_colour") or kind in BUYS


def begin_income(state: EarthState, lines: Lines) -> EarthState:
    colour = lane(state)
    lines.append(LogLine(text=f"Income: the {colour.title()} Lane is activated."))
    sites = catalog().lane_sites(colour)
    printed = catalog().printed_coin
    left: list[tuple[int, ...]] = []
    for seat, player in enumerate(state.players):
        coins = sum(printed[s] for s in sites if not player.sites[s])  # ruling G1: only while empty
        if coins:
            state = set_player(state, seat, replace(player, coins=player.coins + coins))
            lines.append(LogLine(text=f"{{s{seat}}} gains {plural(coins, 'Coin')} from the printed Site."))
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
    if t.kind == "coins":
        gain = t.amount * times
        player = replace(player, coins=player.coins + gain)
        lines.append(LogLine(text=f"{{s{seat}}} gains {plural(gain, 'Coin')} from {name}."))
    elif t.kind == "per_colour":
        count = sum(1 for v in visible(player) if tile(v).colour == t.colour)
        gain = t.amount * count * times
        player = replace(player, coins=player.coins + gain)
        lines.append(LogLine(text=f"{{s{seat}}} gains {plural(gain, 'Coin')} from {name}."))
    elif t.kind == "buy_culture":
        if times:
            player = replace(
                player, coins=player.coins - t.pay * times, culture=player.culture + t.amount * times
            )
            lines.append(
                LogLine(
                    text=f"{{s{seat}}} pays {plural(t.pay * times, 'Coin')} for "
                    f"{plural(t.amount * times, 'Culture', 'Culture')} at {name}."
                )
            )
        else:
            lines.append(LogLine(text=f"{{s{seat}}} buys nothing at {name}."))
    elif t.kind == "buy_prosperity":
        if times:
            player = replace(
                player,
                culture=player.culture - t.pay * times,
                prosperity=player.prosperity + t.amount * times,
            )
            lines.append(
                LogLine(
                    text=f"{{s{seat}}} pays {plural(t.pay * times, 'Culture', 'Culture')} for "
                    f"{plural(t.amount * times, 'Prosperity', 'Prosperity')} at {name}."
                )
            )
        else:
            lines.append(LogLine(text=f"{{s{seat}}} buys nothing at {name}."))
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
        LogLine(
            text=f"{{s{seat}}} {verb} the {tile_name(tile_id)} on Site {site + 1} for {plural(t.cost, 'Coin')}."
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
    lines.append(LogLine(text=f"{{s{seat}}} scraps the {tile_name(tile_id)} for 1 Coin."))
    return replace(state, discard=(*state.discard, tile_id), bp=state.bp - 1, draft=())


def end_turn(state: EarthState, lines: Lines) -> EarthState:
    if state.last_turn:
        lines.append(LogLine(text="The last tile has left the Earth: the game is over."))
        return replace(state, phase="over", draft=(), bp=0)
    return begin_turn(state, (state.turn + 1) % state.num_players, lines)
