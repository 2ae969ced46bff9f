"""The end of As The Earth Crumbles (rulebook "Winning the Game", "Social Directives", "Solo Scoring").

Prestige = floor(Coins / 5) + Culture + 5 x Prosperity + 5 per Social Directive claimed (ruling G17).
A directive goes to the one player with the most of its category on the final boards, and to nobody on
a tie (rulebook; ruling G18: visible means top tiles). The most Prestige wins; ties go to the most
Prosperity, then Culture, then Coins, then the tied players share the win (G17). Solo, the score is read
against the rulebook's bands; reaching the lowest, 60, counts as a win (ours EC2). The AI heuristic
guesses each seat's final Prestige from the table as it stands.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from engines.base import Outcome
from engines.earthcrumbles.board import visible
from engines.earthcrumbles.data import SITES, catalog, directive, tile
from engines.earthcrumbles.models import EarthState, Player
from engines.english import plural, seats_do
from engines.phrasing import Listed, Words, WordsArg, seat_arg


def resource_prestige(player: Player) -> int:
    cat = catalog()
    return (
        player.coins // cat.coins_per_prestige
        + player.culture
        + cat.prestige_per_prosperity * player.prosperity
    )


def measure(directive_id: str, player: Player) -> int:
    """A player's count in a directive's category."""
    d = directive(directive_id)
    kind = d.kind
    if kind == "colour":
        tops: list[str] = [tile(t).colour for t in visible(player)]
        return max(tops.count(c) for c in d.colours)
    if kind == "tallest":
        return max(len(s) for s in player.sites)
    if kind == "built":
        return sum(len(s) for s in player.sites)
    if kind == "culture":
        return player.culture
    if kind == "prosperity":
        return player.prosperity
    if kind == "coins":
        return player.coins
    return sum(1 for s in player.sites if len(s) >= 2)  # layered


def leaders(state: EarthState, directive_id: str) -> tuple[int, ...]:
    """The seat that would claim the directive now, or nobody on a tie (rulebook "Social Directives")."""
    counts = [measure(directive_id, p) for p in state.players]
    best = max(counts)
    top = [s for s, c in enumerate(counts) if c == best]
    return (top[0],) if len(top) == 1 else ()


def claims(state: EarthState) -> list[tuple[str, int]]:
    """(directive id, seat) for every directive claimed; ties claim nothing."""
    result = []
    for d in state.directives:
        won = leaders(state, d)
        if won:
            result.append((d, won[0]))
    return result


def totals(state: EarthState) -> list[int]:
    bonus = catalog().prestige_per_directive
    scores = [resource_prestige(p) for p in state.players]
    for _, seat in claims(state):
        scores[seat] += bonus
    return scores


def band(prestige: int) -> str:
    """The rulebook's solo band reached, or "" below the lowest."""
    return next((name for low, name in catalog().solo_bands if prestige >= low), "")


def outcome(state: EarthState) -> Outcome | None:
    if state.phase != "over":
        return None
    players = state.players
    return final_outcome(
        totals(state),
        [p.prosperity for p in players],
        [p.culture for p in players],
        [p.coins for p in players],
    )


def final_outcome(
    scores: Sequence[int], prosperity: Sequence[int], culture: Sequence[int], coins: Sequence[int]
) -> Outcome:
    """The result from every seat's final Prestige and tie-break counts (ruling G17); the search's own
    positions (search.py) end through it too."""
    num_players = len(scores)
    if num_players == 1:
        reached = band(scores[0])
        lowest = min(low for low, _ in catalog().solo_bands)
        words = (
            f"{reached} ({plural(scores[0], 'Prestige', 'Prestige')})"
            if reached
            else f"{plural(scores[0], 'Prestige', 'Prestige')}, short of the {lowest} that just pulls through"
        )
        if reached:
            said = Words(
                id="earth-result-solo",
                args={"seat": seat_arg(0), "band": band_words(reached), "prestige": scores[0]},
            )
        else:
            said = Words(
                id="earth-result-solo-short",
                args={"seat": seat_arg(0), "prestige": scores[0], "lowest": lowest},
            )
        return Outcome(
            winners=(0,) if reached else (),
            scores=(float(scores[0]),),
            summary=f"{{s0}} ends the solo game with {words}.",
            words=said,
        )

    def rank(seat: int) -> tuple[int, int, int, int]:
        return scores[seat], prosperity[seat], culture[seat], coins[seat]

    best = max(rank(s) for s in range(num_players))
    winners = tuple(s for s in range(num_players) if rank(s) == best)
    points = plural(best[0], "Prestige", "Prestige")
    tied = [s for s in range(num_players) if scores[s] == best[0]]
    if len(winners) == 1:
        summary = f"{{s{winners[0]}}} wins with {points}"
        summary += " (on the tie-break)." if len(tied) > 1 else "."
        args: dict[str, WordsArg] = {
            "seat": seat_arg(winners[0]),
            "prestige": best[0],
            "tiebreak": len(tied) > 1,
        }
        said = Words(id="earth-result", args=args)
    else:
        summary = f"{seats_do(winners, 'wins', 'share the win')} with {points} each."
        args = {"seats": Listed.of(seat_arg(s) for s in winners), "prestige": best[0]}
        said = Words(id="earth-result-shared", args=args)
    return Outcome(winners=winners, scores=tuple(float(s) for s in scores), summary=summary, words=said)


def band_words(name: str) -> Words:
    """A solo band's name (rulebook "Solo Scoring") as a message: "Solid Achievement" is
    ``earth-band-solid-achievement``."""
    return Words(id=f"earth-band-{name.lower().replace(' ', '-')}")


# ---- AI support -------------------------------------------------------------------------------------


COIN = 0.25  # a Coin's worth in Prestige while it can still buy tiles and Culture (5 convert to 1)


def _site_value(player_sites: tuple[tuple[str, ...], ...], site: int, colours: list[str]) -> float:
    """What one activation of a Site is worth, in Prestige, roughly."""
    stack = player_sites[site]
    if not stack:
        return COIN * catalog().printed_coin[site]
    t = tile(stack[-1])
    times = len(stack) if t.stack else 1
    if t.kind == "coins":
        return COIN * t.amount * times
    if t.kind == "per_colour":
        return COIN * t.amount * colours.count(t.colour) * times
    if t.kind == "buy_culture":
        return (t.amount - COIN * t.pay) * times * 0.8
    if t.kind == "buy_prosperity":
        return (catalog().prestige_per_prosperity * t.amount - t.pay) * times * 0.5
    return 0.0


def estimate(state: EarthState, seat: int) -> float:
    """A seat's final Prestige, guessed: resources now, plus its Sites' income over the turns left (each
    Lane is activated about a third of the time), plus something for its Reserve."""
    cat = catalog()
    player = state.players[seat]
    left = sum(1 for t in state.earth if t and not tile(t).is_gas)
    colours: list[str] = [tile(t).colour for t in visible(player)]
    per_turn = sum(_site_value(player.sites, s, colours) for s in range(SITES)) / 3
    value = (
        player.coins * COIN
        + player.culture
        + cat.prestige_per_prosperity * player.prosperity
        + per_turn * left
        + 0.3 * len(player.reserve) * min(1.0, left / 6)
    )
    if state.num_players > 1:
        for d in state.directives:
            won = leaders(state, d)
            if won == (seat,):
                value += cat.prestige_per_directive * 0.8
    return value


SOLO_POINTS = 150.0  # solo, the heuristic is the guessed Prestige over this (Engine.solo_points)


def _estimate_parts(state: EarthState, seat: int) -> dict[str, float]:
    """``estimate`` in its parts, in Prestige, keyed as ``heuristic_terms`` words them."""
    cat = catalog()
    player = state.players[seat]
    left = sum(1 for t in state.earth if t and not tile(t).is_gas)
    colours: list[str] = [tile(t).colour for t in visible(player)]
    per_turn = sum(_site_value(player.sites, s, colours) for s in range(SITES)) / 3
    parts = {
        "adds Coins": player.coins * COIN,
        "adds Culture": float(player.culture),
        "adds Prosperity": float(cat.prestige_per_prosperity * player.prosperity),
        "makes your Sites pay more in the turns left": per_turn * left,
        "keeps tiles in your Reserve": 0.3 * len(player.reserve) * min(1.0, left / 6),
    }
    if state.num_players > 1:
        won = sum(1 for d in state.directives if leaders(state, d) == (seat,))
        parts["leads a Social Directive"] = cat.prestige_per_directive * 0.8 * won
    return parts


def heuristic_terms(state: EarthState, seat: int) -> dict[str, float]:
    """The heuristic's parts for ``seat`` (``Engine.heuristic_terms``): its guessed Prestige in parts
    (over ``SOLO_POINTS`` solo, as the heuristic), and with others the best other guess against it."""
    if outcome(state) is not None:
        return {}
    parts = _estimate_parts(state, seat)
    if state.num_players == 1:
        return {name: value / SOLO_POINTS for name, value in parts.items()}
    others = [estimate(state, s) for s in range(state.num_players) if s != seat]
    parts["holds back the best other island"] = -max(others)
    return parts


def heuristic(state: EarthState, seat: int) -> float:
    """Solo: the guessed Prestige on a 0-150 scale. Multiplayer: the seat's lead over the best other
    player through a logistic curve."""
    result = outcome(state)
    if result is not None:
        if state.num_players == 1:
            return min(1.0, result.scores[0] / SOLO_POINTS)
        return 1.0 / len(result.winners) if seat in result.winners else 0.0
    mine = estimate(state, seat)
    if state.num_players == 1:
        return min(1.0, mine / SOLO_POINTS)
    best_other = max(estimate(state, s) for s in range(state.num_players) if s != seat)
    return 1.0 / (1.0 + math.exp(-(mine - best_other) / 6.0))
