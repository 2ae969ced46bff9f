"""The Earth and the players' Sites in As The Earth Crumbles: which tiles can be salvaged, what each Site
shows, and the small changes every step makes to a player's tiles.

Pure helpers over ``EarthState`` that the steps of a turn (turn.py, economy.py) share.
"""

from __future__ import annotations

from engines.base import replace
from engines.earthcrumbles.data import COVERED_BY, tile
from engines.earthcrumbles.models import EarthState, Player


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
