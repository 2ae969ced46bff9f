"""When each card of SLITHER's trail went down, in rounds, and bringing older stored states up to date.

The trail is every location card played since the path was last grown, oldest first (knowledge.py): the
cards grown into the path (setup steps 9-10, found-out step 4), then one Head per Snake Moves step
(rulebook "Snake Moves"). ``SlitherState.trail_rounds`` keeps the round each went down, so the clues
can say when they held (ours D20, clues.py); games saved before it existed (schema 2) get it worked out
from what the state still says, which is exact for a running game: one Head is played per round after
the growth, and the rounds are counted from the first (the setup is round 0).
"""

from __future__ import annotations

from typing import Any

from engines.slither.models import SlitherState

# Log lines of the step that played the last card of the trail (the new Head, or the path grown), and of
# one that shifted the path for the snake's move, by the wording of every schema so far.
PLAYED_NOW = ("The snake plays a new Head", "The snake's path is ready.", "{s0} grows a path of")
SHIFTED_NOW = ("The snake moves:",)


def rounds_of(state: SlitherState) -> tuple[int, ...]:
    """The round each trail card went down, oldest first (``SlitherState.trail_rounds``), worked out as
    for an old game when the state does not hold one per card."""
    if len(state.trail_rounds) == state.trail_len:
        return state.trail_rounds
    return derived_rounds(state.phase, state.round, state.trail_len, state.grow_target, False)


def derived_rounds(phase: str, round_: int, trail_len: int, grown: int, now: bool) -> tuple[int, ...]:
    """The rounds of a trail of ``trail_len`` cards, the first ``grown`` of them grown into the path.

    The last card went down in the round before this one (the Snake Moves step, or the growth after a
    found-out, comes after the Frogs Move and the Reveal of its round, and the next round starts at
    once, ruling 17), or in this one when the frogs are placing their pawns (setup, round 0) or ``now``
    says the step that ended the game played it. Each card before it went down one round earlier, and
    the grown cards all in one round."""
    if trail_len <= 0:
        return ()
    grown = max(1, min(grown, trail_len))
    played = trail_len - grown
    last = round_ if now or phase == "place_frogs" else round_ - 1
    first = last - played
    return (first,) * grown + tuple(first + 1 + k for k in range(played))


def migrate_v2(data: dict[str, Any]) -> dict[str, Any]:
    """A schema-2 state (its JSON, parsed) with ``trail_rounds`` and ``shifted`` added (schema 3).

    Only a finished game is read from its last step's log (did that step play the last card, or shift
    the path and stop before the new Head?); a running one's phase says it all."""
    data = dict(data)
    phase = str(data.get("phase", ""))
    lines = [str(line.get("text", "")) for line in data.get("log") or () if isinstance(line, dict)]
    over = phase == "over"
    played_now = over and any(line.startswith(PLAYED_NOW) for line in lines)
    shifted_now = over and not played_now and any(line.startswith(SHIFTED_NOW) for line in lines)
    if "trail_rounds" not in data:
        data["trail_rounds"] = derived_rounds(
            phase,
            int(data.get("round", 0)),
            int(data.get("trail_len", 0)),
            int(data.get("grow_target", 0)),
            played_now,
        )
    data.setdefault("shifted", phase == "snake_move" or shifted_now)
    return data
