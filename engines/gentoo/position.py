"""Gentoo Rules' positions for the AI's search: a ``GentooState`` as plain lists and ints that an action
changes in place (docs/ai.md, "Gentoo's search"; engines/searchrules.py says what a position owes the
engine), and what the search asks of one: the legal actions (turn.legal_actions), the winner and the
heuristic's weights (scoring.py).

Each function names the engine function it stands for, and answers as it does, in the same order; "ruling
n" is the row of "The shared rulings, in brief" in docs/rules/gentoo.md. Cards are codes and actions are
tuples (codes.py). searchturn.py applies actions to positions.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from engines.gentoo.codes import (
    ALLOW,
    BACK,
    CHOOSE,
    CHOOSE_ONE,
    CHOOSE_WITH_NEST,
    COST,
    DISCARD,
    DISCARD_ONE,
    EGG_TYPE,
    GIFT,
    GIVE,
    HATCH_PAIR,
    IN_PLAY_AT_START,
    IS_EGG,
    MOVE_ONE,
    NEED,
    PAIR,
    PASS,
    PECK_ONE,
    PLAY,
    PLAY_ONE,
    PLAYABLE,
    SKIP,
    T_HATCH,
    T_NEST,
    T_PECK,
    T_SKUA,
    TARGET,
    TARGET_ONE,
    TYPE,
    TYPE_BIT,
    VICTIM,
    Action,
)


class Position:
    """A ``GentooState`` as lists and ints (the piles keep the state's orientation: a Player Pile and the
    Draw Pile top first, a Used Pile and the Discard Pile top last), plus what the search asks of it
    again and again: the winner, and caches of the legal actions, the heuristic's weights and the outcome,
    which ``apply`` clears."""

    __slots__ = (
        "direction",
        "discard",
        "draw",
        "fish",
        "in_play",
        "legal",
        "legal_seat",
        "n",
        "origin",
        "pending",
        "penguins",
        "phase",
        "pile",
        "removed",
        "result",
        "row",
        "seed",
        "skips",
        "step",
        "stones",
        "taken",
        "thaw_removed",
        "to_win",
        "turn",
        "turns_taken",
        "used",
        "weights",
        "won",
    )

    origin: object  # the state it was made from: its options and fields (search.py's business)
    seed: int
    step: int
    n: int
    pile: list[list[int]]
    in_play: list[list[int]]
    used: list[list[int]]
    stones: list[int]
    fish: list[int]
    penguins: list[int]
    skips: list[int]
    draw: list[int]
    row: list[int]
    discard: list[int]
    removed: list[int]
    turn: int
    direction: int
    phase: int
    pending: tuple[int, int, int] | None  # Pending's (card, hatch, target)
    turns_taken: int
    taken: int
    to_win: int
    thaw_removed: bool
    won: int  # scoring.winner, kept up to date: the first seat with the penguins to win, or -1
    legal: Sequence[Action] | None  # the legal actions of ``legal_seat``, when ``apply`` computed them
    legal_seat: int
    weights: tuple[list[float], float] | None  # the heuristic's weights and their sum
    result: object  # the outcome, once asked for (search.py's business)

    def copy(self) -> Position:
        new = Position.__new__(Position)
        new.origin, new.seed, new.step, new.n = self.origin, self.seed, self.step, self.n
        new.pile = [cards[:] for cards in self.pile]
        new.in_play = [cards[:] for cards in self.in_play]
        new.used = [cards[:] for cards in self.used]
        new.stones, new.fish = self.stones[:], self.fish[:]
        new.penguins, new.skips = self.penguins[:], self.skips[:]
        new.draw, new.row = self.draw[:], self.row[:]
        new.discard, new.removed = self.discard[:], self.removed[:]
        new.turn, new.direction, new.phase = self.turn, self.direction, self.phase
        new.pending, new.turns_taken, new.taken = self.pending, self.turns_taken, self.taken
        new.to_win, new.thaw_removed, new.won = self.to_win, self.thaw_removed, self.won
        new.legal, new.legal_seat, new.weights, new.result = (
            self.legal,
            self.legal_seat,
            self.weights,
            self.result,
        )
        return new


def update_winner(pos: Position) -> None:
    """scoring.winner: ruling 18, the game ends as soon as anyone holds the winning number of penguins."""
    to_win = pos.to_win
    pos.won = next((seat for seat, count in enumerate(pos.penguins) if count >= to_win), -1)


# Random.shuffle's ``_randbelow(i + 1)`` draws numbers of this many bits, for every i a pile can reach.
BITS = tuple((i + 1).bit_length() for i in range(len(TYPE) + 1))


def shuffle(cards: list[int], getrandbits: Callable[[int], int]) -> None:
    """``random.Random.shuffle`` of a plain ``random.Random`` (Python 3.11's, through
    ``_randbelow_with_getrandbits``) with its calls inlined: the same numbers drawn, the same order made,
    in half the time."""
    for i in range(len(cards) - 1, 0, -1):
        k = BITS[i]
        j = getrandbits(k)
        while j > i:
            j = getrandbits(k)
        cards[i], cards[j] = cards[j], cards[i]


# ---- legal actions (turn.legal_actions) ----------------------------------------------------------------


def legal_actions(pos: Position, seat: int) -> Sequence[Action]:
    legal = pos.legal
    if legal is not None and pos.legal_seat == seat:
        return legal
    phase = pos.phase
    if phase == CHOOSE:
        return choose_actions(pos, seat)
    if phase == PLAY:
        return play_actions(pos, seat)
    if phase == DISCARD:
        return [DISCARD_ONE[c] for c in first_of_each_type(pos.row)]
    pending = pos.pending
    assert pending is not None
    others = [s for s in range(pos.n) if s != seat]
    if phase == TARGET:
        if TYPE[pending[0]] == T_SKUA:
            return [*(TARGET_ONE[egg] for egg in skua_targets(pos)), BACK]
        return [*(VICTIM[s] for s in others), BACK]
    if phase == GIFT:
        return [*(GIVE[s] for s in others), BACK]
    # phase "peck": ruling 14, only the named player answers, with a Peck from their Cards in Play
    taken = pos.taken
    peck = next((c for c in pos.in_play[seat] if TYPE[c] == T_PECK and c != taken), -1)
    return [PECK_ONE[peck], ALLOW] if peck >= 0 else [ALLOW]


def first_of_each_type(cards: list[int]) -> list[int]:
    """data.first_of_each_type: identical cards are interchangeable, so choices list one per type."""
    seen = 0
    out = []
    for c in cards:
        bit = TYPE_BIT[c]
        if not seen & bit:
            seen |= bit
            out.append(c)
    return out


# The Choose and Play steps' actions are asked for at nearly every step of a search, and depend on a few
# small facts that repeat again and again (the Choice Cards, one seat's Cards in Play...): each answer is
# kept, as a tuple nobody can change, by those facts. A search of 2,000 iterations adds one or two
# thousand answers; the memos are emptied when they reach MEMO_SIZE, so that a worker process that
# searches all day holds no more than about 4 MB in each.
MEMO_SIZE = 1 << 14
_CHOOSE_MEMO: dict[tuple[int, ...], tuple[Action, ...]] = {}
_PLAY_MEMO: dict[tuple[int, ...], tuple[Action, ...]] = {}


def choose_actions(pos: Position, seat: int) -> tuple[Action, ...]:
    """turn._choose_actions: [R] Phase I.2 and ruling 7, from the Good Nesting Site that may help, the
    fish, the stones and the Choice Cards."""
    taken = pos.taken
    nest = -1
    for c in pos.in_play[seat]:
        if TYPE[c] == T_NEST and c != taken:
            nest = c
            break
    key = (nest, pos.fish[seat], pos.stones[seat], *pos.row)
    out = _CHOOSE_MEMO.get(key)
    if out is None:
        if len(_CHOOSE_MEMO) >= MEMO_SIZE:
            _CHOOSE_MEMO.clear()
        out = _CHOOSE_MEMO[key] = _choose(nest, pos.fish[seat], pos.stones[seat], pos.row)
    return out


def _choose(nest: int, fish: int, stones: int, row: list[int]) -> tuple[Action, ...]:
    out = []
    seen = 0
    for c in row:
        bit = TYPE_BIT[c]
        if seen & bit:
            continue
        seen |= bit
        if fish < COST[c]:
            continue
        need = NEED[c]
        if not need:
            out.append(CHOOSE_ONE[c])
            continue
        if stones >= need:
            out.append(CHOOSE_ONE[c])
        if nest >= 0 and stones >= need - 1:
            out.append(CHOOSE_WITH_NEST[c * PAIR + nest])
    out.append(SKIP)
    return tuple(out)


def play_actions(pos: Position, seat: int) -> tuple[Action, ...]:
    """turn._play_actions, from the Cards in Play and the card taken this turn."""
    in_play = pos.in_play[seat]
    key = (pos.taken, *in_play)
    out = _PLAY_MEMO.get(key)
    if out is None:
        if len(_PLAY_MEMO) >= MEMO_SIZE:
            _PLAY_MEMO.clear()
        out = _PLAY_MEMO[key] = _play(in_play, pos.taken)
    return out


def _play(in_play: list[int], taken: int) -> tuple[Action, ...]:
    """The card taken this turn is neither played nor hatched (G-A5), but may be moved."""
    out = []
    eggs = []
    hatch = -1
    seen = 0
    for c in in_play:
        bit = TYPE_BIT[c]
        if c == taken or seen & bit:
            continue
        seen |= bit
        kind = TYPE[c]
        if PLAYABLE[kind]:
            out.append(PLAY_ONE[c])
        elif kind == T_HATCH:
            hatch = c
        elif EGG_TYPE[kind]:
            eggs.append(c)
    if hatch >= 0:
        out += [HATCH_PAIR[egg * PAIR + hatch] for egg in eggs]
    if len(in_play) > IN_PLAY_AT_START:
        out += [MOVE_ONE[c] for c in first_of_each_type(in_play)]
    else:
        out.append(PASS)
    return tuple(out)


def skua_targets(pos: Position) -> list[int]:
    """effects.skua_targets: ruling 13's visible Eggs, one per kind of Egg and place (G-A1), in the order
    of effects.visible_eggs. A place is the Choice Cards (0), a seat's Cards in Play (1 + 2 seat) or the
    top of its Used Pile (2 + 2 seat)."""
    seen = 0
    out = []
    for seat, cards in enumerate(pos.in_play):
        for c in cards:
            if IS_EGG[c]:
                bit = 1 << (TYPE[c] * 16 + 1 + 2 * seat)
                if not seen & bit:
                    seen |= bit
                    out.append(c)
    for c in pos.row:
        if IS_EGG[c]:
            bit = 1 << (TYPE[c] * 16)
            if not seen & bit:
                seen |= bit
                out.append(c)
    for cards in pos.used:
        if cards and IS_EGG[cards[-1]]:
            out.append(cards[-1])  # one card per place: never seen before
    return out


# ---- the heuristic (scoring.heuristic) --------------------------------------------------------------------


def _progress(egg: bool, hatch: bool) -> float:
    """scoring._parts' progress toward a hatch, added up as scoring._strength adds it."""
    return 0.45 * egg + 0.35 * hatch + 0.35 * (egg and hatch)


# A card's part in that progress: 1 for an Egg, 2 for a Hatch; the progress by the parts in play.
PART: tuple[int, ...] = tuple(1 if EGG_TYPE[kind] else 2 if kind == T_HATCH else 0 for kind in TYPE)
PROGRESS = (_progress(False, False), _progress(True, False), _progress(False, True), _progress(True, True))


def weights(pos: Position) -> tuple[list[float], float]:
    """scoring.heuristic's soft share of the lead for every seat at once: the weights and their sum,
    computed in the engine's order so that every value is the same to the last bit."""
    scores = []
    to_win = pos.to_win
    for seat in range(pos.n):
        penguins = pos.penguins[seat]
        if penguins >= to_win:
            scores.append(100.0)
            continue
        parts = 0
        for c in pos.in_play[seat]:
            parts |= PART[c]
        scores.append(1.6 * penguins + PROGRESS[parts] + 0.12 * pos.stones[seat] + 0.03 * pos.fish[seat])
    top = max(scores)
    exps = [math.exp(s - top) for s in scores]
    return exps, sum(exps)
