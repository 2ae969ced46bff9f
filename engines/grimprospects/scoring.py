"""The end of the game: scores, the winner with ruling 18's tie-break, and the AI heuristic.

Scores are tunnel values: gems two points, shovels one (rulebook, Winning The Game). A tie on points
goes to more gems, then to more cards left in hand, then it is a shared win (ruling 18). The option
``tie_break="shared"`` keeps the rulebook's literal reading: no tie-break, every leader wins.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from engines.base import Outcome
from engines.english import plural, seat_names
from engines.grimprospects.arrow import state_inheritor
from engines.grimprospects.holdings import gem_count, gems_at_risk, tunnel_score
from engines.grimprospects.models import GrimProspectsState, TieBreak
from engines.phrasing import Listed, Words, WordsArg, seat_arg


def winners(state: GrimProspectsState) -> tuple[tuple[int, ...], str]:
    """The winning seats and the reason a tie was broken ('' when points alone decide)."""
    players = state.players
    return ranking(
        [tunnel_score(p.tunnel) for p in players],
        [gem_count(p.tunnel) for p in players],
        [len(p.hand) for p in players],
        state.options.tie_break,
    )


def ranking(
    scores: Sequence[int], gems: Sequence[int], hand_sizes: Sequence[int], tie_break: TieBreak
) -> tuple[tuple[int, ...], str]:
    """``winners`` from each seat's points, gems in tunnel and cards in hand (the search's positions
    count them from their own lists, engines/grimprospects/search.py)."""
    best = max(scores)
    leaders = [s for s, v in enumerate(scores) if v == best]
    if len(leaders) == 1 or tie_break == "shared":
        return tuple(leaders), ""
    most = max(gems[s] for s in leaders)
    leaders = [s for s in leaders if gems[s] == most]
    if len(leaders) == 1:
        return tuple(leaders), "more gems"
    most = max(hand_sizes[s] for s in leaders)
    leaders = [s for s in leaders if hand_sizes[s] == most]
    if len(leaders) == 1:
        return tuple(leaders), "more cards left in hand"
    return tuple(leaders), ""


def outcome(state: GrimProspectsState) -> Outcome | None:
    if state.phase != "over":
        return None
    won, reason = winners(state)
    return summarize([tunnel_score(p.tunnel) for p in state.players], won, reason)


def summarize(scores: Sequence[int], won: tuple[int, ...], reason: str) -> Outcome:
    """The outcome of a finished game whose tunnels are worth ``scores``, won by ``won``."""
    points = scores[won[0]]
    if len(won) == 1:
        summary = f"{{s{won[0]}}} wins with a tunnel worth {plural(points, 'point')}"
        summary += f" (the tie is broken by {reason})." if reason else "."
        broken = {"more gems": "gems", "more cards left in hand": "cards"}.get(reason, "none")
        args: dict[str, WordsArg] = {"seat": seat_arg(won[0]), "points": points, "broken": broken}
        words = Words(id="grim-result", args=args)
    else:
        summary = f"{seat_names(won)} share the win with tunnels worth {plural(points, 'point')} each."
        words = Words(
            id="grim-result-shared", args={"seats": Listed.of(map(seat_arg, won)), "points": points}
        )
    return Outcome(winners=won, scores=tuple(float(v) for v in scores), summary=summary, words=words)


# What a gem beyond the tunnel's last shovel is worth less than its points: a collapse may take it.
OPEN_GEM_DISCOUNT = 0.6
# Parts of the heuristic (``heuristic_terms``) that more than one place names.
THUGS = "leaves more gems for your thugs to take"
BEST_OTHER = "holds back the best other tunnel"


def heuristic(state: GrimProspectsState, seat: int) -> float:
    """How well ``seat`` stands, in [0, 1], from public facts only: tunnel values, the gems each
    tunnel has at risk this round, and hand sizes (more cards means more battles left to fight)."""
    done = outcome(state)
    if done is not None:
        if seat not in done.winners:
            return 0.0
        return 1.0 / len(done.winners)

    mine = _strength(state, seat)
    others = [_strength(state, s) for s in range(state.num_players) if s != seat]
    gap = mine - max(others)
    return 1.0 / (1.0 + math.exp(-gap / 3.0))


def _terms(state: GrimProspectsState, seat: int) -> tuple[float, float, float, float]:
    """A seat's strength in its four terms: its tunnel's points, its gems open to a collapse at a
    discount, its heir's open gems (its thugs may take them) and its cards in hand."""
    player = state.players[seat]
    heir = state.players[state_inheritor(state, seat)]
    return (
        float(tunnel_score(player.tunnel)),
        -OPEN_GEM_DISCOUNT * gems_at_risk(player.tunnel),
        0.4 * gems_at_risk(heir.tunnel),
        0.15 * len(player.hand),
    )


def _strength(state: GrimProspectsState, seat: int) -> float:
    """A seat's strength: its terms summed by ``sum`` in their order, as search.py's ``heuristics`` sums the
    same tuple, so that the two agree to the last bit on every Python (``sum`` of floats rounds
    differently from Python 3.12 on)."""
    return sum(_terms(state, seat))


def _parts(state: GrimProspectsState, seat: int) -> dict[str, float]:
    """A seat's strength in parts, keyed as ``heuristic_terms`` words them (``_strength`` is their sum).

    The gems beyond the tunnel's last shovel count at a discount within the tunnel's points, not as a
    part of their own: a collapse takes them and the shovel and bares the gems behind it, and a part
    counting open gems against the seat would rise with that loss, which the coach would name as a
    reason. Every change to a tunnel's points moves the part the same way as the points.
    """
    points, open_gems, thugs, hand = _terms(state, seat)
    return {
        "adds to your tunnel's points": points + open_gems,
        THUGS: thugs,
        "leaves you more cards in hand": hand,
    }


def heuristic_terms(state: GrimProspectsState, seat: int) -> dict[str, float]:
    """The heuristic's parts for ``seat`` (``Engine.heuristic_terms``): its own strength in parts, and the
    best other tunnel's, counted against it. Public facts only, as the heuristic."""
    terms = _parts(state, seat)
    others = [_strength(state, s) for s in range(state.num_players) if s != seat]
    terms[BEST_OTHER] = -max(others, default=0.0)
    if state.num_players == 2:
        # With two, the gems a collapse takes from the seat go to the end of the only other tunnel, the
        # one its thugs attack: a part of their own would rise with the seat's loss. They count within
        # the other tunnel's part, which falls with it (ruling 21: each attacks the other).
        terms[BEST_OTHER] += terms.pop(THUGS)
    return terms
