"""SLITHER's pieces as the rules change them: the frogs and their cards, the lily pads and damage, the
snake's hand, and path cards turned face up with the clue each leaves.

Pure helpers over ``SlitherState`` that the steps of a round (frogs.py, snake.py) share. Every public
observation about the hidden path is written down as a ``Clue`` (ruling 23; models.py) so that
``determinize`` can respect it.
"""

from __future__ import annotations

from engines.base import replace
from engines.english import plural
from engines.logwords import line
from engines.phrasing import Words, seat_arg
from engines.slither.data import catalog
from engines.slither.hexmap import board_for
from engines.slither.knowledge import fresh
from engines.slither.models import Clue, Frog, SlitherState
from engines.slither.setup import Log, segment_name, segment_words


def frog_of(state: SlitherState, seat: int) -> Frog:
    return state.frogs[seat - 1]


def with_frog(state: SlitherState, seat: int, frog: Frog) -> SlitherState:
    frogs = list(state.frogs)
    frogs[seat - 1] = frog
    return replace(state, frogs=tuple(frogs))


def discard_card(state: SlitherState, seat: int) -> SlitherState:
    """The frog's card is used or lost: it goes to the discard pile (rules 3(c) frog card use rules)."""
    frog = frog_of(state, seat)
    if frog.card is None:
        return state
    state = replace(state, discard=tuple(sorted((*state.discard, frog.card))))
    return with_frog(state, seat, replace(frog, card=None))


def pads_of(state: SlitherState, building: str) -> int:
    return state.pads[catalog().buildings.index(building)]


def set_pads(state: SlitherState, building: str, count: int) -> SlitherState:
    pads = list(state.pads)
    pads[catalog().buildings.index(building)] = count
    return replace(state, pads=tuple(pads))


def hand(state: SlitherState) -> tuple[str, ...]:
    """The snake's location cards in hand: every placed location not in the path (setup steps 7, 11)."""
    in_path = {c.loc for c in state.path}
    if state.pending_head is not None:
        in_path.add(state.pending_head)
    return tuple(h for h in board_for(state.cells).numbered if h not in in_path)


def with_clue(state: SlitherState, clue: Clue) -> SlitherState:
    """Keep a new public observation (ruling 23) and drop the ones too old to matter (``knowledge.fresh``)."""
    return replace(state, clues=fresh((*state.clues, clue), state.trail_len, len(state.path)))


def damage(state: SlitherState, building: str, log: Log, why: str, cause: str) -> SlitherState:
    """Rulebook "Damage": remove a lily pad; no lily pads left anywhere means the snake wins. ``why`` says
    what damages it in English, ``cause`` names it for the catalogue ("venom", "strike")."""
    state = set_pads(state, building, pads_of(state, building) - 1)
    left = pads_of(state, building)
    name = catalog().name(building)
    log.append(
        line(
            f"{why} damages {name}: {plural(left, 'lily pad')} left.",
            "slither-log-damage",
            cause=cause,
            building=name,
            pads=left,
        )
    )
    if sum(state.pads) == 0:
        log.append(
            line(
                "The last lily pad is gone: {s0}, the snake, wins!", "slither-log-last-pad", snake=seat_arg(0)
            )
        )
        return replace(state, phase="over", winner="snake")
    return state


def buildings_with_pads_next_to(state: SlitherState, loc: str) -> list[str]:
    near = set(board_for(state.cells).adjacent[loc])
    return [b for b in catalog().buildings if b in near and pads_of(state, b) > 0]


def flip(state: SlitherState, index: int, log: Log, why: str, cause: Words) -> SlitherState:
    """Turn the path's card ``index`` face up; ``why`` says who or what turns it in English, ``cause``
    the same as a message."""
    card = state.path[index]
    segment = segment_words(state, index)
    if card.face_up:
        # Ruling 15: flipping a face-up card changes nothing, but the table still hears what was checked.
        log.append(
            line(
                f"{why}: {card.loc} is the snake's {segment_name(state, index)}, already face up.",
                "slither-log-flip",
                cause=cause,
                hex=card.loc,
                segment=segment,
                already=True,
            )
        )
        return state
    path = list(state.path)
    path[index] = replace(card, face_up=True)
    clue = Clue(kind="at", index=state.trail_len - 1 - index, hex=card.loc)
    log.append(
        line(
            f"{why}: {card.loc} is the snake's {segment_name(state, index)}, now face up.",
            "slither-log-flip",
            cause=cause,
            hex=card.loc,
            segment=segment,
            already=False,
        )
    )
    return with_clue(replace(state, path=tuple(path)), clue)
