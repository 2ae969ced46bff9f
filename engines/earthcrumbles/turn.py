"""A turn of As The Earth Crumbles: the legal actions of each step, applying one, step 1 (Salvage) with
its Salvage Bonus and the gas pockets, and why a move is not legal.

1. Salvage: the active player takes a fully uncovered tile (ruling G8), gains its optional Salvage Bonus
   (G10, G12, G13), then every gas pocket the take uncovered is flipped and resolved, in chains (G9).
2. Generate Income and 3. Build follow in economy.py.

A step of several clicks (a Move Tile Pickup's two Sites, a tile built on a Site) keeps its clicks in
``state.draft`` until the last one commits it; "back" takes a click back. Every function takes a state
and a list it appends log lines to, and returns the next state.
"""

from __future__ import annotations

from collections.abc import Sequence

from engines.base import IllegalAction, LogLine, Seat, action_cache, replace
from engines.earthcrumbles.board import built_sites, discard_top, set_player, takeable, takeable_positions
from engines.earthcrumbles.data import SITES, tile, tile_name, tile_words
from engines.earthcrumbles.economy import (
    begin_income,
    build,
    build_targets,
    end_turn,
    income_choices,
    income_waiting,
    play_income,
    scrap,
    settle_build,
)
from engines.earthcrumbles.models import EarthAction, EarthState
from engines.english import plural
from engines.logwords import line, refusal
from engines.phrasing import seat_arg
from engines.rng import rng_for

Lines = list[LogLine]

MAX_FLAT = 25  # one select menu's worth; more build choices are split by kind first (show.<kind>)

act = action_cache(lambda code: EarthAction(code=code))


# ---- legal actions -------------------------------------------------------------------------------------


def waiting(state: EarthState) -> frozenset[Seat]:
    """The seats that must act now: the player whose turn it is, or everyone an exploded gas pocket or the
    Lane's income still asks."""
    phase = state.phase
    if phase == "over":
        return frozenset()
    if phase == "gas":
        return frozenset(state.gas_waiting)
    if phase == "income":
        return frozenset(income_waiting(state))
    return frozenset((state.turn,))


def legal_actions(state: EarthState, seat: Seat) -> Sequence[EarthAction]:
    return [act(code) for code in choices(state, seat)]


def choices(state: EarthState, seat: Seat) -> list[str]:
    phase = state.phase
    if phase == "salvage":
        return [f"take.{state.earth[p]}" for p in takeable_positions(state.earth)]
    if phase == "bonus":
        return _bonus_choices(state)
    if phase == "gas":
        return gas_choices(state, seat) if seat in state.gas_waiting else []
    if phase == "income":
        return income_choices(state, seat)
    if phase == "build":
        return _build_choices(state)
    return []


def _bonus_choices(state: EarthState) -> list[str]:
    kind = tile(state.salvaged).kind
    sites = built_sites(state.players[state.turn])
    if kind == "prosperity_pickup":
        return [*(f"prosper.{s + 1}" for s in sites), "skip"]
    if kind == "move_pickup":
        if state.draft:
            source = int(state.draft[-1].split(".")[1]) - 1
            return [*(f"to.{s + 1}" for s in range(SITES) if s != source), "back"]
        return [*(f"move.{s + 1}" for s in sites), "skip"]
    return ["bonus", "skip"]


def _build_choices(state: EarthState) -> list[str]:
    build, scrap, fab = build_targets(state)
    last = state.draft[-1] if state.draft else ""
    if last.startswith(("build.", "fab.")):
        return [*(f"site.{s + 1}" for s in range(SITES)), "back"]
    if last.startswith("show."):
        kind = last.split(".")[1]
        targets = {"build": build, "scrap": scrap, "fab": fab}[kind]
        return [*(f"{kind}.{t}" for t in dict.fromkeys(targets)), "back"]
    flat = [
        *(f"build.{t}" for t in dict.fromkeys(build)),
        *(f"scrap.{t}" for t in dict.fromkeys(scrap)),
        *(f"fab.{t}" for t in dict.fromkeys(fab)),
    ]
    if len(flat) + 1 > MAX_FLAT:
        kinds = [k for k, targets in (("build", build), ("scrap", scrap), ("fab", fab)) if targets]
        return [*(f"show.{k}" for k in kinds), "done"]
    return [*flat, "done"]


# ---- applying ------------------------------------------------------------------------------------------


def apply(state: EarthState, seat: Seat, action: EarthAction) -> EarthState:
    code = action.code
    lines: list[LogLine] = []
    phase = state.phase
    if phase == "salvage":
        state = salvage(state, code.split(".", 1)[1], lines)
    elif phase == "bonus":
        state = _play_bonus(state, code, lines)
    elif phase == "gas":
        state = play_gas(state, seat, code, lines)
    elif phase == "income":
        state = play_income(state, seat, code, lines)
    elif phase == "build":
        state = _play_build(state, code, lines)
    return replace(state, log=tuple(lines))


def _play_bonus(state: EarthState, code: str, lines: list[LogLine]) -> EarthState:
    kind, _, arg = code.partition(".")
    if kind == "back":
        return replace(state, draft=state.draft[:-1])
    if kind == "move":
        return replace(state, draft=(code,))
    if kind == "bonus":
        state = take_pickup(state, lines)
    elif kind == "prosper":
        state = prosper(state, int(arg) - 1, lines)
    elif kind == "to":
        source = int(state.draft[-1].split(".")[1]) - 1
        state = move_tile(state, source, int(arg) - 1, lines)
    else:  # skip: the bonus is optional (ruling G10)
        lines.append(
            line(
                f"{{s{state.turn}}} does not use the Salvage Bonus.",
                "earth-log-skips-bonus",
                seat=seat_arg(state.turn),
            )
        )
    return after_bonus(state, lines)


def _play_build(state: EarthState, code: str, lines: list[LogLine]) -> EarthState:
    kind, _, arg = code.partition(".")
    if kind == "back":
        return replace(state, draft=state.draft[:-1])
    if kind == "done":
        lines.append(
            line(
                f"{{s{state.turn}}} ends the turn"
                + (f", leaving {plural(state.bp, 'Build Point')} unspent." if state.bp else "."),
                "earth-log-ends-turn",
                seat=seat_arg(state.turn),
                points=state.bp,
            )
        )
        return end_turn(replace(state, draft=()), lines)
    if kind in ("show", "build", "fab"):
        return replace(state, draft=(*state.draft, code))
    if kind == "site":
        chosen = state.draft[-1]
        verb, _, tile_id = chosen.partition(".")
        state = build(state, tile_id, int(arg) - 1, verb == "fab", lines)
    else:  # scrap
        state = scrap(state, arg, lines)
    return settle_build(state, lines)


# ---- 1. Salvage (rulebook "1. Salvage") -----------------------------------------------------------------


def salvage(state: EarthState, tile_id: str, lines: Lines) -> EarthState:
    """Rulebook "1. Salvage": the tile goes to the Reserve, then its Salvage Bonus, then gas pockets."""
    seat = state.turn
    earth = list(state.earth)
    earth[earth.index(tile_id)] = ""
    player = state.players[seat]
    state = set_player(state, seat, replace(player, reserve=(*player.reserve, tile_id)))
    state = replace(state, earth=tuple(earth), salvaged=tile_id)
    lines.append(
        line(
            f"{{s{seat}}} salvages the {tile_name(tile_id)}.",
            "earth-log-salvages",
            seat=seat_arg(seat),
            tile=tile_words(tile_id),
        )
    )
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
            line(
                f"{{s{seat}}} has no built tile to discard for a Prosperity.",
                "earth-log-nothing-to-discard",
                seat=seat_arg(seat),
            )
        )  # ruling G12
    return after_bonus(state, lines)


def take_pickup(state: EarthState, lines: Lines) -> EarthState:
    """A Coin or Culture Pickup's bonus (rulebook "Salvage Tile Descriptions")."""
    seat = state.turn
    t = tile(state.salvaged)
    player = state.players[seat]
    if t.kind == "coin_pickup":
        player = replace(player, coins=player.coins + t.amount)
        lines.append(
            line(
                f"{{s{seat}}} gains {plural(t.amount, 'Coin')} from the pickup.",
                "earth-log-pickup-coins",
                seat=seat_arg(seat),
                coins=t.amount,
            )
        )
    else:
        player = replace(player, culture=player.culture + t.amount)
        lines.append(
            line(
                f"{{s{seat}}} gains {plural(t.amount, 'Culture', 'Culture')} from the pickup.",
                "earth-log-pickup-culture",
                seat=seat_arg(seat),
                culture=t.amount,
            )
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
        line(
            f"{{s{seat}}} discards the {tile_name(gone)} from Site {site + 1} and gains a Prosperity.",
            "earth-log-prospers",
            seat=seat_arg(seat),
            tile=tile_words(gone),
            site=site + 1,
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
        line(
            f"{{s{seat}}} moves the {tile_name(moved)} from Site {source + 1} to Site {target + 1}.",
            "earth-log-moves",
            seat=seat_arg(seat),
            tile=tile_words(moved),
            source=source + 1,
            target=target + 1,
        )
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
                line(
                    f"{{s{state.turn}}} uncovers a Gas Pocket and flips it: cogs. Nothing happens.",
                    "earth-log-gas-cogs",
                    seat=seat_arg(state.turn),
                )
            )
            state = remove_gas(state, gas_id)
            continue
        lines.append(
            line(
                f"{{s{state.turn}}} uncovers a Gas Pocket and flips it: it explodes! Everyone with a "
                f"built tile pays {plural(gas.pay, 'Coin')} or discards a visible tile.",
                "earth-log-gas-explodes",
                seat=seat_arg(state.turn),
                coins=gas.pay,
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
        lines.append(
            line(
                f"{{s{seat}}} pays {plural(price, 'Coin')} for the gas.",
                "earth-log-pays-gas",
                seat=seat_arg(seat),
                coins=price,
            )
        )
    else:
        site = int(code.split(".")[2]) - 1
        gone = state.players[seat].sites[site][-1]
        state = discard_top(state, seat, site)
        lines.append(
            line(
                f"{{s{seat}}} loses the {tile_name(gone)} from Site {site + 1} to the gas.",
                "earth-log-loses",
                seat=seat_arg(seat),
                tile=tile_words(gone),
                site=site + 1,
            )
        )
    return replace(state, gas_waiting=tuple(s for s in state.gas_waiting if s != seat))


def play_gas(state: EarthState, seat: int, code: str, lines: Lines) -> EarthState:
    state = answer_gas(state, seat, code, lines)
    if state.gas_waiting:
        return state
    return after_bonus(remove_gas(state, state.gas), lines)


# ---- refusals -------------------------------------------------------------------------------------------


def why_illegal(state: EarthState, seat: Seat, action: EarthAction) -> IllegalAction:
    kind = action.code.split(".")[0]
    if kind == "take":
        return refusal(
            "That tile cannot be salvaged: only a tile with nothing on top of it can be taken.",
            "earth-refuse-covered",
        )
    if kind in ("build", "fab"):
        return refusal("You cannot build that now: check your Coins and Build Points.", "earth-refuse-build")
    if kind == "back" and not state.draft:
        return refusal("There is no choice to take back.", "earth-refuse-nothing-back")
    if kind == "pay":
        return refusal("You cannot pay for the gas: you do not have enough Coins.", "earth-refuse-pay")
    return refusal("That move is not allowed now.", "earth-refuse-not-now")
