"""The end of As The Earth Crumbles (rulebook "Winning the Game", "Social Directives", "Solo Scoring").

Prestige = floor(Coins / 5) + Culture + 5 x Prosperity + 5 per Social Directive claimed (ruling G17).
A directive goes to the one player with the most of its category on the final boards, and to nobody on
a tie (rulebook; ruling G18: visible means top tiles). The most Prestige wins; ties go to the most
Prosperity, then Culture, then Coins, then the tied players share the win (G17). Solo, the score is read
against the rulebook's bands; reaching the lowest, 60, counts as a win (ours EC2).
"""

from __future__ import annotations

from engines.base import Outcome
from engines.earthcrumbles.data import catalog, directive, tile
from engines.earthcrumbles.models import EarthState, Player
from engines.earthcrumbles.rules import visible
from engines.wording import plural, seats_do


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
    scores = totals(state)
    if state.num_players == 1:
        reached = band(scores[0])
        lowest = min(low for low, _ in catalog().solo_bands)
        words = (
            f"{reached} ({plural(scores[0], 'Prestige', 'Prestige')})"
            if reached
            else f"{plural(scores[0], 'Prestige', 'Prestige')}, short of the {lowest} that just pulls through"
        )
        return Outcome(
            winners=(0,) if reached else (),
            scores=(float(scores[0]),),
            summary=f"{{s0}} ends the solo game with {words}.",
        )

    def rank(seat: int) -> tuple[int, int, int, int]:
        p = state.players[seat]
        return scores[seat], p.prosperity, p.culture, p.coins

    best = max(rank(s) for s in range(state.num_players))
    winners = tuple(s for s in range(state.num_players) if rank(s) == best)
    points = plural(best[0], "Prestige", "Prestige")
    tied = [s for s in range(state.num_players) if scores[s] == best[0]]
    if len(winners) == 1:
        summary = f"{{s{winners[0]}}} wins with {points}"
        summary += " (on the tie-break)." if len(tied) > 1 else "."
    else:
        summary = f"{seats_do(winners, 'wins', 'share the win')} with {points} each."
    return Outcome(winners=winners, scores=tuple(float(s) for s in scores), summary=summary)
