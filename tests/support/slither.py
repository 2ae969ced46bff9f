"""SLITHER positions for scenario tests: MAP (tiles 1 and 2 laid under the starting village, reached through
real actions in a 3-player game) and helpers that set the path, the frogs and the phase.

MAP, with the path Head 5, Middle 1 4, Middle 2 2 (the Tail segment empty), frog 1 on β1, frog 2 on β2:

            A   C   β2
          β1  B   D
            1   2   4
              3   6   5

Location adjacency on MAP: 1-2 1-3 2-3 2-4 2-6 3-6 4-5 4-6 5-6; only 1 touches a building (β1).
"""

from __future__ import annotations

from engines.slither import SlitherEngine
from engines.slither.models import Clue, PathCard, SlitherOptions, SlitherState

ENGINE = SlitherEngine()
# These tests check the rulebook's game; the Balanced variant (the default) has its own tests.
RULEBOOK = SlitherOptions(variant="rulebook")
BALANCED_OPTIONS = SlitherOptions()  # the Balanced variant: the default


def act(state: SlitherState, seat: int, action_id: str) -> SlitherState:
    return ENGINE.apply(state, seat, ENGINE.parse_action(action_id))


def ids(state: SlitherState, seat: int) -> list[str]:
    return [ENGINE.action_id(a) for a in ENGINE.legal_actions(state, seat)]


def lay_map(state: SlitherState) -> SlitherState:
    state = act(state, 0, "spot.d.0.1")
    state = act(state, 0, "low.0.1")
    state = act(state, 0, "spot.u.1.2")
    return act(state, 0, "low.2.1")


def base(path: tuple[str, ...] = ("5", "4", "2"), seed: int = 7) -> SlitherState:
    """MAP, round 1, frogs to move. Both frogs hold Bellow (a card that never acts by itself) unless a
    test gives them another."""
    state = lay_map(ENGINE.new_game(3, seed, RULEBOOK))
    for loc in path:
        state = act(state, 0, f"path.{loc}")
    state = act(state, 1, "start.beta1")
    state = act(state, 2, "start.beta2")
    assert state.phase == "frogs_move" and state.round == 1
    return frogs(state, (None, "bellow"), (None, "bellow"))


def frogs(state: SlitherState, *spec: tuple[str | None, str | None]) -> SlitherState:
    """Put frog k on spec[k][0] (None: leave it) holding card spec[k][1]."""
    out = []
    for frog, (hex_id, card) in zip(state.frogs, spec, strict=True):
        update: dict[str, object] = {"card": card}
        if hex_id is not None:
            update["hex"] = hex_id
        out.append(frog.model_copy(update=update))
    return state.model_copy(update={"frogs": tuple(out)})


def path_of(*cards: str) -> tuple[PathCard, ...]:
    """Head first; "4^" is face up, "1+venom" carries an ability card."""
    out = []
    for text in cards:
        loc, _, ability = text.partition("+")
        out.append(PathCard(loc=loc.rstrip("^"), face_up=loc.endswith("^"), ability=ability or None))
    return tuple(out)


def with_path(state: SlitherState, *cards: str, phase: str | None = None) -> SlitherState:
    """Replace the path (Head first) as if grown just now; face-up cards get their public clue."""
    path = path_of(*cards)
    n = len(path)
    clues = tuple(Clue(kind="at", index=n - 1 - i, hex=c.loc) for i, c in enumerate(path) if c.face_up)
    abilities = tuple(a for a in state.snake_abilities if a not in {c.ability for c in path})
    update: dict[str, object] = {"path": path, "trail_len": n, "clues": clues, "snake_abilities": abilities}
    if phase is not None:
        update["phase"] = phase
    return state.model_copy(update=update)


def snake_to_move(state: SlitherState, *cards: str) -> SlitherState:
    """The Snake Moves step just after the shift: ``cards`` is the shifted path (its first card is the
    previous Head, now in Middle 1... written Head first as the state keeps it)."""
    return with_path(state, *cards, phase="snake_move")


def frogs_done_but(state: SlitherState, seat: int) -> SlitherState:
    out = tuple(f.model_copy(update={"done": s != seat}) for s, f in enumerate(state.frogs, start=1))
    return state.model_copy(update={"frogs": out})


def hand(state: SlitherState) -> set[str]:
    view = ENGINE.view(state, 0)
    assert view.secret is not None
    return set(view.secret.hand)
