"""SLITHER rounds: the frogs' moves, the Reveal, the snake's move, Damage, Swallow and the found-out.

A round is rulebook "Turn" 1) Frogs Move (each frog once, in any order: ruling 22), 2) Reveal (with a
decision step only for frogs holding a Reveal-step card), 3) Snake Moves. Found out ends the round early
("skip part 3"). Every fact the frogs learn about the hidden path is written down as a ``Clue`` (see
models.py) so that determinize can respect it.
"""

from __future__ import annotations

from engines.base import LogLine, replace
from engines.slither.data import catalog
from engines.slither.hexmap import board_for
from engines.slither.knowledge import fresh
from engines.slither.models import Clue, Frog, PathCard, SlitherAction, SlitherState
from engines.slither.setup import Log, begin_growth, next_tile, segment_count, segment_name, start_round
from engines.wording import plural, seat_names

# ---- helpers -------------------------------------------------------------------------------------


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


def damage(state: SlitherState, building: str, log: Log, why: str) -> SlitherState:
    """Rulebook "Damage": remove a lily pad; no lily pads left anywhere means the snake wins."""
    state = set_pads(state, building, pads_of(state, building) - 1)
    left = pads_of(state, building)
    log.append(LogLine(text=f"{why} damages {catalog().name(building)}: {plural(left, 'lily pad')} left."))
    if sum(state.pads) == 0:
        log.append(LogLine(text="The last lily pad is gone: {s0}, the snake, wins!"))
        return replace(state, phase="over", winner="snake")
    return state


def buildings_with_pads_next_to(state: SlitherState, loc: str) -> list[str]:
    near = set(board_for(state.cells).adjacent[loc])
    return [b for b in catalog().buildings if b in near and pads_of(state, b) > 0]


# ---- 0) frogs place their pawns (setup step 14) ----------------------------------------------------


def start_actions(state: SlitherState, seat: int) -> list[SlitherAction]:
    return [SlitherAction(kind="start", arg=b) for b in catalog().buildings]


def apply_start(state: SlitherState, seat: int, action: SlitherAction, log: Log) -> SlitherState:
    frog = frog_of(state, seat)
    state = with_frog(state, seat, replace(frog, hex=action.arg))
    log.append(LogLine(text=f"{{s{seat}}} starts on {catalog().name(action.arg)}."))
    if all(f.hex is not None for f in state.frogs):
        return start_round(state, log)
    return state


# ---- 1) Frogs Move ---------------------------------------------------------------------------------


def frog_move_actions(state: SlitherState, seat: int) -> list[SlitherAction]:
    cat = catalog()
    frog = frog_of(state, seat)
    if frog.swallowed or frog.hex is None:
        # Rulebook "Swallow" 3b-c, ruling 21: back on any building (lily pads not needed), no move.
        return [SlitherAction(kind="return", arg=b) for b in cat.buildings]
    board = board_for(state.cells)
    here = frog.hex
    # Ruling 14: a frog must move: to any adjacent placed hex (A) ...
    actions = [SlitherAction(kind="move", arg=h) for h in board.adjacent[here]]
    # ... or from a building with lily pads to another building with lily pads (B).
    if cat.kind_of[here] == "building" and pads_of(state, here) > 0:
        actions += [
            SlitherAction(kind="hop", arg=b) for b in cat.buildings if b != here and pads_of(state, b) > 0
        ]
    card = frog.card
    # Frog cards used as the move (rules 3(c) table; ours D9, D10).
    if card == "long_leap":
        one = set(board.adjacent[here])
        two = sorted(
            {h for n in one for h in board.adjacent[n] if h != here and h not in one},
            key=lambda h: board.coord_of[h][::-1],
        )
        actions += [SlitherAction(kind="leap", arg=h) for h in two]
    elif card == "lily_hop":
        actions += [SlitherAction(kind="lilyhop", arg=b) for b in cat.buildings if b != here]
    elif card == "patch_up":
        if cat.kind_of[here] == "building" and pads_of(state, here) < _start_pads(here):
            actions.append(SlitherAction(kind="patch"))
    elif card == "ripple":
        actions.append(SlitherAction(kind="ripple"))
    elif card == "bellow":
        actions.append(SlitherAction(kind="bellow"))
    return actions


def _start_pads(building: str) -> int:
    return next(h.lily_pads for t in catalog().data.start_tiles for h in t.hexes if h.id == building)


def apply_frog_move(state: SlitherState, seat: int, action: SlitherAction, log: Log) -> SlitherState:
    cat = catalog()
    frog = frog_of(state, seat)
    kind = action.kind
    if kind == "return":
        state = with_frog(state, seat, replace(frog, hex=action.arg, swallowed=False))
        log.append(LogLine(text=f"{{s{seat}}} comes back on {cat.name(action.arg)} and does not move."))
    elif kind == "ripple":
        # Ripple (ours D4): asked before moving; the answer is public and becomes a clue about the Head.
        assert frog.hex is not None
        head = state.path[0].loc
        near = board_for(state.cells).distance(head, frog.hex) <= 2
        clue = Clue(kind="near_head" if near else "far_head", index=state.trail_len - 1, hex=frog.hex)
        state = with_clue(discard_card(state, seat), clue)
        answer = "yes" if near else "no"
        log.append(
            LogLine(
                text=f"{{s{seat}}} uses Ripple: is the Head within 2 spaces of {cat.name(frog.hex)}? {answer}."
            )
        )
        return state
    elif kind == "bellow":
        # Bellow (ours D8): used before moving; holds until the snake next plays a Head.
        state = replace(discard_card(state, seat), bellowed=True)
        log.append(
            LogLine(text=f"{{s{seat}}} uses Bellow: the snake may not play an ability card next move.")
        )
        return state
    elif kind == "patch":
        assert frog.hex is not None
        state = set_pads(discard_card(state, seat), frog.hex, pads_of(state, frog.hex) + 1)
        log.append(
            LogLine(
                text=f"{{s{seat}}} uses Patch Up: {cat.name(frog.hex)} has "
                f"{plural(pads_of(state, frog.hex), 'lily pad')}."
            )
        )
        frog = frog_of(state, seat)
    else:
        if kind in ("leap", "lilyhop"):
            state = discard_card(state, seat)
            frog = frog_of(state, seat)
        state = with_frog(state, seat, replace(frog, hex=action.arg))
        how = {
            "move": "moves",
            "hop": "hops by lily pad",
            "leap": "uses Long Leap",
            "lilyhop": "uses Lily Hop",
        }
        log.append(LogLine(text=f"{{s{seat}}} {how[kind]} to {cat.name(action.arg)}."))
    state = with_frog(state, seat, replace(frog_of(state, seat), done=True))
    if all(f.done for f in state.frogs):
        return enter_reveal(state, log)
    return state


# ---- 2) Reveal -----------------------------------------------------------------------------------


def _croak_targets(state: SlitherState, frog: Frog) -> tuple[str, ...]:
    if frog.hex is None:
        return ()
    board = board_for(state.cells)
    return tuple(h for h in board.adjacent[frog.hex] if board.kind(h) == "number")


def _reveal_decider(state: SlitherState, frog: Frog) -> bool:
    """Ours D5: only a frog that can use Croak or Tongue Lash is asked at the Reveal."""
    if frog.hex is None:
        return False
    if frog.card == "croak":
        return bool(_croak_targets(state, frog))
    return frog.card == "tongue_lash" and catalog().kind_of[frog.hex] == "number"


def enter_reveal(state: SlitherState, log: Log) -> SlitherState:
    frogs = tuple(replace(f, done=not _reveal_decider(state, f)) for f in state.frogs)
    state = replace(state, phase="reveal", frogs=frogs)
    if all(f.done for f in frogs):
        return resolve_reveal(state, log)
    return state


def reveal_actions(state: SlitherState, seat: int) -> list[SlitherAction]:
    frog = frog_of(state, seat)
    if frog.card == "croak":
        actions = [SlitherAction(kind="croak", arg=h) for h in _croak_targets(state, frog)]
    else:
        actions = [SlitherAction(kind="lash")]
    return [*actions, SlitherAction(kind="keep")]


def apply_reveal_choice(state: SlitherState, seat: int, action: SlitherAction, log: Log) -> SlitherState:
    frog = frog_of(state, seat)
    update: dict[str, object] = {"done": True}
    if action.kind == "croak":
        update["croak"] = action.arg
    elif action.kind == "lash":
        update["lash"] = True
    if action.kind != "keep":
        state = discard_card(state, seat)
        frog = frog_of(state, seat)
    state = with_frog(state, seat, replace(frog, **update))
    if all(f.done for f in state.frogs):
        return resolve_reveal(state, log)
    return state


def _flip(state: SlitherState, index: int, log: Log, why: str) -> SlitherState:
    card = state.path[index]
    if card.face_up:
        # Ruling 15: flipping a face-up card changes nothing, but the table still hears what was checked.
        log.append(
            LogLine(text=f"{why}: {card.loc} is the snake's {segment_name(state, index)}, already face up.")
        )
        return state
    path = list(state.path)
    path[index] = replace(card, face_up=True)
    clue = Clue(kind="at", index=state.trail_len - 1 - index, hex=card.loc)
    log.append(LogLine(text=f"{why}: {card.loc} is the snake's {segment_name(state, index)}, now face up."))
    return with_clue(replace(state, path=tuple(path)), clue)


def resolve_reveal(state: SlitherState, log: Log) -> SlitherState:
    """Rulebook "Reveal", rulings 15-16: each distinct numbered hex announced is shown from the hand or
    flipped in the path; letters and buildings reveal nothing. Then the found-out check."""
    cat = catalog()
    announced: dict[str, list[int]] = {}  # hex -> the frogs announcing it (standing there or croaking)
    for seat, frog in enumerate(state.frogs, start=1):
        for h in (frog.hex, frog.croak):
            if h is not None and cat.kind_of[h] == "number" and seat not in announced.get(h, []):
                announced.setdefault(h, []).append(seat)
    if not announced:
        log.append(LogLine(text="Reveal: no frog is on a numbered hex."))
    n = state.trail_len
    for h, seats in announced.items():
        why = f"Reveal ({seat_names(seats)})"
        index = next((i for i, c in enumerate(state.path) if c.loc == h), None)
        if index is not None:
            state = _flip(state, index, log, why)
            continue
        clue = Clue(kind="not_in_path", index=n - len(state.path), end=n, hex=h)
        state = with_clue(state, clue)
        log.append(LogLine(text=f"{why}: the snake shows {h} from its hand; it is not in the path."))
    for seat, frog in enumerate(state.frogs, start=1):
        # Tongue Lash: if the frog's hex is the Head, Middle 1 is flipped too.
        if frog.lash:
            if frog.hex == state.path[0].loc and len(state.path) > 1:
                state = _flip(state, 1, log, f"{{s{seat}}}'s Tongue Lash")
            else:
                log.append(LogLine(text=f"{{s{seat}}}'s Tongue Lash finds no Head there."))
    frogs = tuple(replace(f, croak=None, lash=False) for f in state.frogs)
    state = replace(state, frogs=frogs)
    if all(c.face_up for c in state.path):
        return found_out(state, log)
    return enter_snake_move(state, log)


# ---- 3) Snake Moves ------------------------------------------------------------------------------


def enter_snake_move(state: SlitherState, log: Log) -> SlitherState:
    """Shift the path; a card pushed past the Tail falls off (its ability's effect, then back to the
    hand: rules 3(c) "Snake move" 1). Then the snake must have a card adjacent to its previous Head."""
    state = replace(state, phase="snake_move", pending_head=None, pending_ability=None)
    if len(state.path) == segment_count(state):
        tail = state.path[-1]
        state = replace(state, path=state.path[:-1])
        shown = f" ({tail.loc})" if tail.face_up else ""
        log.append(LogLine(text=f"The snake moves: the Tail card{shown} falls off the path."))
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
                state = damage(state, hit[0], log, "Venom falls off the Tail and")
                if state.winner is not None:
                    return state
            else:
                clue = Clue(kind="venom_miss", index=index, hex="", buildings=with_pads)
                state = with_clue(state, clue)
                log.append(LogLine(text="Venom falls off the Tail, next to no building with lily pads."))
    else:
        log.append(LogLine(text="The snake moves: every card shifts one segment toward the Tail."))
    if not head_choices(state):
        # Rules 3(c) "Cornered": no hand card adjacent to the previous Head means found out.
        log.append(LogLine(text="The snake is cornered: no location next to its Head is free."))
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
        snake_abilities=abilities,
        bellowed=False,
        pending_head=None,
        pending_ability=None,
    )
    log.append(LogLine(text=f"Your new Head is {head}.", seat=0))
    if ability is None:
        log.append(LogLine(text="The snake plays a new Head, face down."))
    else:
        log.append(LogLine(text=f"The snake plays a new Head and {cat.snake_cards[ability].name} on it."))
    if ability is not None and cat.snake_cards[ability].reveals_head:
        state = _flip(state, 0, log, cat.snake_cards[ability].name)
    if ability == "strike":
        hit = buildings_with_pads_next_to(state, head)
        if hit:
            state = damage(state, hit[0], log, "Strike")
            if state.winner is not None:
                # Ruling 20: damage resolves before the found-out check, so the snake wins.
                return state
        else:
            log.append(LogLine(text="Strike: no building with lily pads is next to the Head."))
    elif ability == "gulp":
        state = _gulp(state, head, log)
    elif ability == "shed_skin":
        index = next(i for i, c in enumerate(state.path) if c.loc == target)
        path = list(state.path)
        path[index] = replace(path[index], face_up=False)
        state = replace(state, path=tuple(path))
        log.append(
            LogLine(text=f"Shed Skin: {target} ({segment_name(state, index)}) is turned face down again.")
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
            log.append(LogLine(text=f"{{s{seat}}} uses Hide in Reeds and is not swallowed."))
            continue
        state = discard_card(state, seat)
        state = with_frog(state, seat, replace(frog_of(state, seat), hex=None, swallowed=True))
        log.append(LogLine(text=f"Gulp: {{s{seat}}} is swallowed and discards its frog card."))
    if not anyone:
        log.append(LogLine(text="Gulp: no frog was on the Head."))
    return state


# ---- found out -----------------------------------------------------------------------------------


def found_out(state: SlitherState, log: Log) -> SlitherState:
    """Rulebook "Found out", ruling 17: the second time, the frogs win; otherwise the path (and the
    ability cards on it) returns to the hand, the next tile is laid and a new path grown."""
    count = state.found_out + 1
    if count >= 2:
        log.append(LogLine(text="The snake is found out a second time: the frogs win!"))
        return replace(state, phase="over", winner="frogs", found_out=count)
    log.append(LogLine(text="The snake is found out! It is cast out and must hide again."))
    returned = tuple(c.ability for c in state.path if c.ability is not None)
    state = replace(
        state,
        found_out=count,
        snake_abilities=_return_abilities(state, returned),
        path=(),
        trail_len=0,
        clues=(),
        pending_head=None,
        pending_ability=None,
    )
    tile = next_tile(state)
    if tile is None:
        return begin_growth(state, log)
    number = catalog().tile_by_id[tile].number
    log.append(LogLine(text=f"{{s0}} lays tile {number}."))
    return replace(state, phase="place_tile", to_place=(tile,))
