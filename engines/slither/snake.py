"""SLITHER's 3) Snake Moves: the path shifts (a Venom falling off the Tail), a new Head and an ability
card (Strike, Gulp, Shed Skin), and the found-out that casts the snake out (rulebook "Found out").

Found out ends the round early ("skip part 3"); the second time, the frogs win.
"""

from __future__ import annotations

from engines.base import replace
from engines.logwords import line
from engines.phrasing import seat_arg
from engines.slither.board import (
    buildings_with_pads_next_to,
    damage,
    discard_card,
    flip,
    frog_of,
    pads_of,
    with_clue,
    with_frog,
)
from engines.slither.data import catalog
from engines.slither.hexmap import board_for
from engines.slither.models import Clue, PathCard, SlitherAction, SlitherState
from engines.slither.setup import (
    Log,
    begin_growth,
    card_words,
    next_tile,
    segment_count,
    segment_name,
    segment_words,
    start_round,
)


def enter_snake_move(state: SlitherState, log: Log) -> SlitherState:
    """Shift the path; a card pushed past the Tail falls off (its ability's effect, then back to the
    hand: rules 3(c) "Snake move" 1). Then the snake must have a card adjacent to its previous Head."""
    # Ours D21: the path is shown shifted, its Head empty, until the new Head is played.
    state = replace(state, phase="snake_move", pending_head=None, pending_ability=None, shifted=True)
    if len(state.path) == segment_count(state):
        tail = state.path[-1]
        state = replace(state, path=state.path[:-1])
        shown = f" ({tail.loc})" if tail.face_up else ""
        log.append(
            line(
                f"The snake moves: the Tail card{shown} falls off the path.",
                "slither-log-tail-falls",
                shown=tail.face_up,
                hex=tail.loc,
            )
        )
        if tail.ability is not None:
            state = replace(state, snake_abilities=_return_abilities(state, (tail.ability,)))
        if tail.ability == "venom":
            index = state.trail_len - segment_count(state)
            with_pads = tuple(b for b in catalog().buildings if pads_of(state, b) > 0)
            hit = buildings_with_pads_next_to(state, tail.loc)
            if hit:
                # Ours D12: only one building can be next to a hex on the fixed layout; else the first.
                # Ours D13: the fall is public (pads, the card returning), so it is kept as a clue.
                state = with_clue(state, Clue(kind="venom_hit", index=index, hex=hit[0]))
                state = damage(state, hit[0], log, "Venom falls off the Tail and", "venom")
                if state.winner is not None:
                    return state
            else:
                clue = Clue(kind="venom_miss", index=index, hex="", buildings=with_pads)
                state = with_clue(state, clue)
                log.append(
                    line(
                        "Venom falls off the Tail, next to no building with lily pads.",
                        "slither-log-venom-miss",
                    )
                )
    else:
        log.append(
            line("The snake moves: every card shifts one segment toward the Tail.", "slither-log-shift")
        )
    if not head_choices(state):
        # Rules 3(c) "Cornered": no hand card adjacent to the previous Head means found out.
        log.append(
            line("The snake is cornered: no location next to its Head is free.", "slither-log-cornered")
        )
        return found_out(state, log)
    return state


def head_choices(state: SlitherState) -> tuple[str, ...]:
    """Hand cards adjacent to the card now in Middle 1, the previous Head (rulebook "Snake Moves")."""
    board = board_for(state.cells)
    taken = {c.loc for c in state.path}
    return tuple(h for h in board.numbered_adjacent[state.path[0].loc] if h not in taken)


def _ability_choices(state: SlitherState) -> list[str]:
    """Ours D11: Shed Skin needs another face-up card; Strike may be played anywhere. Bellow: none."""
    if state.bellowed:
        return []
    has_face_up = any(c.face_up for c in state.path)
    return [a for a in state.snake_abilities if a != "shed_skin" or has_face_up]


def snake_actions(state: SlitherState) -> list[SlitherAction]:
    if state.pending_ability == "shed_skin":
        targets = [SlitherAction(kind="shed", arg=c.loc) for c in state.path if c.face_up]
        return [*targets, SlitherAction(kind="back")]
    if state.pending_head is not None:
        cards = [SlitherAction(kind="ability", arg=a) for a in _ability_choices(state)]
        return [SlitherAction(kind="ability", arg="none"), *cards, SlitherAction(kind="back")]
    return [SlitherAction(kind="head", arg=h) for h in head_choices(state)]


def apply_snake(state: SlitherState, action: SlitherAction, log: Log) -> SlitherState:
    kind = action.kind
    if kind == "back":
        if state.pending_ability is not None:
            return replace(state, pending_ability=None)
        return replace(state, pending_head=None)
    if kind == "head":
        if not _ability_choices(state):  # ours D18: nothing to add, so the Head is played at once
            return commit_move(state, action.arg, None, None, log)
        return replace(state, pending_head=action.arg)
    assert state.pending_head is not None
    if kind == "ability":
        if action.arg == "shed_skin":
            return replace(state, pending_ability="shed_skin")
        ability = None if action.arg == "none" else action.arg
        return commit_move(state, state.pending_head, ability, None, log)
    return commit_move(state, state.pending_head, "shed_skin", action.arg, log)


def _return_abilities(state: SlitherState, cards: tuple[str, ...]) -> tuple[str, ...]:
    order = [c.id for c in catalog().data.snake]
    return tuple(sorted((*state.snake_abilities, *cards), key=order.index))


def commit_move(
    state: SlitherState, head: str, ability: str | None, target: str | None, log: Log
) -> SlitherState:
    cat = catalog()
    abilities = tuple(a for a in state.snake_abilities if a != ability)
    state = replace(
        state,
        path=(PathCard(loc=head, ability=ability), *state.path),
        trail_len=state.trail_len + 1,
        trail_rounds=(*state.trail_rounds, state.round),  # ours D20
        shifted=False,
        snake_abilities=abilities,
        bellowed=False,
        pending_head=None,
        pending_ability=None,
    )
    log.append(line(f"Your new Head is {head}.", "slither-log-your-head", private_to=0, hex=head))
    if ability is None:
        log.append(line("The snake plays a new Head, face down.", "slither-log-head"))
    else:
        log.append(
            line(
                f"The snake plays a new Head and {cat.snake_cards[ability].name} on it.",
                "slither-log-head-card",
                card=card_words(ability),
            )
        )
    if ability is not None and cat.snake_cards[ability].reveals_head:
        state = flip(state, 0, log, cat.snake_cards[ability].name, card_words(ability))
    if ability == "strike":
        hit = buildings_with_pads_next_to(state, head)
        if hit:
            state = damage(state, hit[0], log, "Strike", "strike")
            if state.winner is not None:
                # Ruling 20: damage resolves before the found-out check, so the snake wins.
                return state
        else:
            log.append(
                line("Strike: no building with lily pads is next to the Head.", "slither-log-strike-miss")
            )
    elif ability == "gulp":
        state = _gulp(state, head, log)
    elif ability == "shed_skin":
        index = next(i for i, c in enumerate(state.path) if c.loc == target)
        path = list(state.path)
        path[index] = replace(path[index], face_up=False)
        state = replace(state, path=tuple(path))
        log.append(
            line(
                f"Shed Skin: {target} ({segment_name(state, index)}) is turned face down again.",
                "slither-log-shed",
                hex=str(target),
                segment=segment_words(state, index),
            )
        )
    # Ruling 16: found out is checked again at the end of the Snake Moves step.
    if all(c.face_up for c in state.path):
        return found_out(state, log)
    return start_round(state, log)


def _gulp(state: SlitherState, head: str, log: Log) -> SlitherState:
    """Gulp: every frog on the Head hex is Swallowed (rulebook "Swallow" 1-2), unless it holds Hide in
    Reeds, which it then uses up."""
    anyone = False
    for seat, frog in enumerate(state.frogs, start=1):
        if frog.hex != head:
            continue
        anyone = True
        if frog.card == "hide_in_reeds":  # ours D7: used by itself
            state = discard_card(state, seat)
            log.append(
                line(
                    f"{{s{seat}}} uses Hide in Reeds and is not swallowed.",
                    "slither-log-hide",
                    seat=seat_arg(seat),
                )
            )
            continue
        state = discard_card(state, seat)
        state = with_frog(state, seat, replace(frog_of(state, seat), hex=None, swallowed=True))
        log.append(
            line(
                f"Gulp: {{s{seat}}} is swallowed and discards its frog card.",
                "slither-log-gulp",
                seat=seat_arg(seat),
            )
        )
    if not anyone:
        log.append(line("Gulp: no frog was on the Head.", "slither-log-gulp-nothing"))
    return state


# ---- found out -----------------------------------------------------------------------------------


def found_out(state: SlitherState, log: Log) -> SlitherState:
    """Rulebook "Found out", ruling 17: the second time, the frogs win; otherwise the path (and the
    ability cards on it) returns to the hand, the next tile is laid and a new path grown."""
    count = state.found_out + 1
    if count >= 2:
        log.append(line("The snake is found out a second time: the frogs win!", "slither-log-found-twice"))
        return replace(state, phase="over", winner="frogs", found_out=count)
    log.append(line("The snake is found out! It is cast out and must hide again.", "slither-log-found-out"))
    returned = tuple(c.ability for c in state.path if c.ability is not None)
    state = replace(
        state,
        found_out=count,
        snake_abilities=_return_abilities(state, returned),
        path=(),
        trail_len=0,
        trail_rounds=(),
        shifted=False,
        clues=(),
        pending_head=None,
        pending_ability=None,
    )
    tile = next_tile(state)
    if tile is None:
        return begin_growth(state, log)
    number = catalog().tile_by_id[tile].number
    # Found-out step 2, ours D21: the tile is drawn now; where it goes is told once it is laid.
    log.append(
        line(f"{{s0}} draws tile {number} to lay.", "slither-log-draw-tile", snake=seat_arg(0), number=number)
    )
    return replace(state, phase="place_tile", to_place=(tile,))
