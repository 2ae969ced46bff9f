"""The end of the game: scores, the winner with ruling 18's tie-break, and the AI heuristic.

Scores are tunnel values: gems two points, shovels one (rulebook, Winning The Game). A tie on points
goes to more gems, then to more cards left in hand, then it is a shared win (ruling 18). The option
``tie_break="shared"`` keeps the rulebook's literal reading: no tie-break, every leader wins.
"""

from __future__ import annotations

import math

from engines.base import Outcome
from engines.grimprospects.arrow import state_inheritor
from engines.grimprospects.holdings import gem_count, gems_at_risk, tunnel_score
from engines.grimprospects.models import GrimProspectsState
from engines.wording import plural, seat_names


def winners(state: GrimProspectsState) -> tuple[tuple[int, ...], str]:
    """The winning seats and the reason a tie was broken ('' when points alone decide)."""
    scores = [tunnel_score(p.tunnel) for p in state.players]
    best = max(scores)
    leaders = [s for s, v in enumerate(scores) if v == best]
    if len(leaders) == 1 or state.options.tie_break == "shared":
        return tuple(leaders), ""
    gems = {s: gem_count(state.players[s].tunnel) for s in leaders}
    most = max(gems.values())
    leaders = [s for s in leaders if gems[s] == most]
    if len(leaders) == 1:
        return tuple(leaders), "more gems"
    cards = {s: len(state.players[s].hand) for s in leaders}
    most = max(cards.values())
    leaders = [s for s in leaders if cards[s] == most]
    if len(leaders) == 1:
        return tuple(leaders), "more cards left in hand"
    return tuple(leaders), ""


def outcome(state: GrimProspectsState) -> Outcome | None:
    if state.phase != "over":
        return None
    scores = tuple(float(tunnel_score(p.tunnel)) for p in state.players)
    won, reason = winners(state)
    points = int(scores[won[0]])
    if len(won) == 1:
        summary = f"{{s{won[0]}}} wins with a tunnel worth {plural(points, 'point')}"
        summary += f" (the tie is broken by {reason})." if reason else "."
    else:
        summary = f"{seat_names(won)} share the win with tunnels worth {plural(points, 'point')} each."
    return Outcome(winners=won, scores=scores, summary=summary)


def heuristic(state: GrimProspectsState, seat: int) -> float:
    """How well ``seat`` stands, in [0, 1], from public facts only: tunnel values, the gems each
    tunnel has at risk this round, and hand sizes (more cards means more battles left to fight)."""
    done = outcome(state)
    if done is not None:
        if seat not in done.winners:
            return 0.0
        return 1.0 / len(done.winners)

    def strength(s: int) -> float:
        player = state.players[s]
        value = float(tunnel_score(player.tunnel))
        # Exposed gems may change hands this round; count them at a discount.
        value -= 0.6 * gems_at_risk(player.tunnel)
        heir = state.players[state_inheritor(state, s)]
        value += 0.4 * gems_at_risk(heir.tunnel)
        value += 0.15 * len(player.hand)
        return value

    mine = strength(seat)
    others = [strength(s) for s in range(state.num_players) if s != seat]
    gap = mine - max(others)
    return 1.0 / (1.0 + math.exp(-gap / 3.0))
