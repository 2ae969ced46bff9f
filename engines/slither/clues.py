"""What the frogs know, as the players are shown it (ours D20): each clue a fact about the path now, or
dated in the game's rounds, and none that a newer one supersedes.

A ``Clue`` is about the trail (knowledge.py): the cards played since the path was last grown, oldest
first, by index. A player thinks in rounds and segments, not indexes, and "6 is 4 steps behind the Head"
beside "6 is the Head" reads as a contradiction. So each clue is told as one of:

- now: about a card still in the path, by the segment it is in now ("6 is the snake's Middle 1 now",
  "the snake's Head is within 2 spaces of β1 now"), or a card shown from the hand since which the snake
  has played no card ("9 is in the snake's hand now");
- played: about a card gone from the path that the snake played as its Head, by the round of that Snake
  Moves step ("in round 3, the snake played its Head on 6");
- grown: the same for a card grown into the path, by the round of the growth and the segment it was put
  at ("at setup, the snake grew its path with 6 at the Middle 2");
- reveal: a card shown from the hand before the snake played again ("at the Reveal in round 5, 9 was in
  the snake's hand");
- fell: Venom falling off the Tail ("in round 6, Venom fell off the Tail next to β2").

Supersession (D20) is about what is shown; the frogs' reasoning (knowledge.py) still reads every clue:
- of the clues that say where a location is (a card seen, a card shown from the hand), only the newest
  about each location is shown: where that location is now, or was last seen;
- a Ripple answer or a Venom's fall about a card whose location is known says nothing more: not shown;
- a clue that reads the same as another is shown once.
"""

from __future__ import annotations

from engines.slither.models import Clue, ClueView, SlitherState
from engines.slither.setup import segment_count, segment_name
from engines.slither.trail import rounds_of

LOCATING = frozenset({"at", "not_in_path"})  # the clues that say where a location is
# Order of the shown clues: oldest moment first, then what holds now (the path Head to Tail, the hand).
PAST, NOW_PATH, NOW_HAND = 0, 1, 2


def news_time(clue: Clue) -> float:
    """When a locating clue last placed its location on the trail: the card's index for one seen, and
    just before the next card for one shown from the hand (the Reveal came after the card ``end - 1``)."""
    return clue.end - 0.5 if clue.kind == "not_in_path" else float(clue.index)


def shown(state: SlitherState) -> tuple[ClueView, ...]:
    """The state's clues as the players are shown them, oldest moment first (ours D20)."""
    if not state.clues:
        return ()
    newest: dict[str, float] = {}
    for clue in state.clues:
        if clue.kind in LOCATING:
            newest[clue.hex] = max(newest.get(clue.hex, -1.0), news_time(clue))
    pinned = {clue.index for clue in state.clues if clue.kind == "at"}
    told: list[tuple[tuple[int, float, int], ClueView]] = []
    seen: set[ClueView] = set()
    for clue in state.clues:
        if clue.kind in LOCATING and news_time(clue) < newest[clue.hex]:
            continue  # superseded: a newer clue says where this location is
        if clue.kind not in LOCATING and clue.index in pinned:
            continue  # redundant: the card's location is known
        key, view = tell(state, clue)
        if view not in seen:
            seen.add(view)
            told.append((key, view))
    told.sort(key=lambda pair: pair[0])
    return tuple(view for _, view in told)


def tell(state: SlitherState, clue: Clue) -> tuple[tuple[int, float, int], ClueView]:
    """A clue as shown, with its place in the list: now, or at the moment it names (ours D20)."""
    rounds = rounds_of(state)
    n = state.trail_len
    grown = max(1, min(state.grow_target, n))
    if clue.kind == "not_in_path":
        if clue.end >= n:
            return (NOW_HAND, 0.0, 0), ClueView(kind=clue.kind, moment="now", hex=clue.hex)
        # The Reveal came in the round after the card ``end - 1`` went down (rulebook "Turn").
        when = rounds[clue.end - 1] + 1
        return (PAST, clue.end - 0.5, 0), ClueView(kind=clue.kind, moment="reveal", round=when, hex=clue.hex)
    extra = {"hex": clue.hex, "buildings": clue.buildings}
    if clue.kind in ("venom_hit", "venom_miss"):
        # It fell in the Snake Moves step after the card ``segment_count - 1`` places newer went down.
        after = clue.index + segment_count(state) - 1
        when = rounds[after] + 1
        view = ClueView(kind=clue.kind, moment="fell", round=when, segment="Tail", **extra)
        return (PAST, after + 0.5, 1), view
    segment = n - 1 - clue.index + (1 if state.shifted else 0)  # where the card is now
    if clue.index >= n - len(state.path):
        view = ClueView(kind=clue.kind, moment="now", segment=segment_name(state, segment), **extra)
        return (NOW_PATH, float(segment), 0), view
    if clue.index < grown:
        name = segment_name(state, grown - 1 - clue.index)
        view = ClueView(kind=clue.kind, moment="grown", round=rounds[clue.index], segment=name, **extra)
    else:
        view = ClueView(kind=clue.kind, moment="played", round=rounds[clue.index], segment="Head", **extra)
    return (PAST, float(clue.index), 0), view
