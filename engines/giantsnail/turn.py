"""Giant Snail Will Not Prevail!'s decisions: the legal actions of each phase, applying one, and why a
move is not legal.

A decision is a list of action codes (their grammar is in labels.py). The phases are played by their own
modules: the Action Phase (actionphase.py), the Resolution Phase (resolution.py), the robot's movement,
combat and rebuild (robot.py), the Event Phase with the technologies' questions (events.py), a rebuild's
returning workers (rebuilding.py) and the Cleanup Phase (cleanup.py). After every committed move the
game runs on until someone has a decision to make.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engines.base import IllegalAction, LogLine, Seat, action_cache, replace
from engines.giantsnail import actionphase, cleanup, events, rebuilding, resolution, robot, technology
from engines.giantsnail.models import GiantSnailAction, GiantSnailState
from engines.logwords import refusal

act = action_cache(lambda code: GiantSnailAction(code=code))

# Who answers a click in each phase (a pending technology question comes first, see ``apply``).
_PLAYS: dict[str, Callable[[GiantSnailState, int, str, list[LogLine]], GiantSnailState]] = {
    "actions": actionphase.play_action,
    "research": resolution.play_research,
    "factory": resolution.play_factory,
    "robot": robot.play_robot,
    "weapons": robot.play_weapon,
    "rebuild": robot.play_rebuild,
    "campaign": events.play_campaign,
    "discard": cleanup.play_discard,
}


# Where play goes on once a rebuild's returning workers are placed: the next Factory worker (ruling 21),
# or after the robot's rebuild the Cleanup Phase.
_AFTER_REBUILD: dict[str, Callable[[GiantSnailState, list[LogLine]], GiantSnailState]] = {
    "factory": resolution.next_factory,
    "rebuild": cleanup.begin_cleanup,
}


def current_seats(state: GiantSnailState) -> frozenset[Seat]:
    return frozenset((state.turn,))


def legal_actions(state: GiantSnailState, seat: Seat) -> Sequence[GiantSnailAction]:
    return [act(code) for code in choices(state, seat)]


def choices(state: GiantSnailState, seat: Seat) -> list[str]:
    if state.pending == "place":
        return rebuilding.place_choices(state, seat)
    if state.pending:
        return technology.pending_choices(state)
    phase = state.phase
    if phase == "actions":
        return actionphase.action_choices(state, seat)
    if phase == "research":
        return [*resolution.research_choices(state, seat), "done"]
    if phase == "factory":
        return resolution.factory_choices(state, seat)
    if phase == "robot":
        return robot.robot_choices(state)
    if phase == "weapons":
        return robot.weapon_choices(state, seat)
    if phase == "rebuild":
        return robot.rebuild_choices(state)
    if phase == "campaign":
        return events.campaign_choices(state, seat)
    if phase == "discard":
        return cleanup.discard_choices(state, seat)
    return []


def apply(state: GiantSnailState, seat: Seat, action: GiantSnailAction) -> GiantSnailState:
    code = action.code
    lines: list[LogLine] = []
    if state.pending == "place":  # a rebuild's returning workers; then the rebuild's phase goes on
        state = rebuilding.play_place(state, seat, code, lines)
        if not state.pending:
            state = _AFTER_REBUILD[state.phase](state, lines)
    elif state.pending:  # a technology's question; research goes on afterwards
        state = technology.play_pending(state, seat, code, lines, resolution.next_research)
    else:
        state = _PLAYS[state.phase](state, seat, code, lines)
    if state.phase == "actions" and state.turn < 0:  # a new round (cleanup.end_round)
        state = actionphase.begin_actions(state, lines)
    return replace(state, log=tuple(lines))


def why_illegal(state: GiantSnailState, seat: Seat, action: GiantSnailAction) -> IllegalAction:
    kind = action.code.split(".")[0]
    if kind == "back" and not state.draft:
        return refusal("There is no choice to take back.", "snail-refuse-nothing-back")
    if kind == "place" and not state.players[seat].pool:
        return refusal("You have no worker left in your pool.", "snail-refuse-no-worker")
    if kind == "put":
        return refusal(
            "That worker cannot go in that row (an R&D Labs row holds one player's workers only).",
            "snail-refuse-row",
        )
    if kind in ("place", "to", "row"):
        return refusal(
            "There is no free slot for your worker there "
            "(an R&D Labs row is kept by the player whose worker is in it).",
            "snail-refuse-no-slot",
        )
    if kind in ("research", "build", "arm", "rebuild", "fire", "campaign", "robot"):
        return refusal("You cannot do that now, or you cannot pay for it.", "snail-refuse-cannot")
    return refusal("That move is not allowed now.", "snail-refuse-not-now")
