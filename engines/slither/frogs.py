"""SLITHER's frogs in a round: placing their pawns (setup step 14), 1) Frogs Move, and 2) the Reveal.

Rulebook "Turn": each frog moves once, in any order (ruling 22); then every numbered hex a frog stands on
(or croaks) is revealed (rulings 15-16), with a decision step only for frogs holding a Reveal-step card
(ours D5). A path all face up is found out; otherwise the snake moves (snake.py).
"""

from __future__ import annotations

from engines.base import replace
from engines.english import plural, seat_names
from engines.logwords import line
from engines.phrasing import Listed, Words, seat_arg
from engines.slither.board import discard_card, flip, frog_of, pads_of, set_pads, with_clue, with_frog
from engines.slither.data import catalog
from engines.slither.hexmap import board_for
from engines.slither.models import Clue, Frog, SlitherAction, SlitherState
from engines.slither.setup import Log, start_round
from engines.slither.snake import enter_snake_move, found_out

# ---- 0) frogs place their pawns (setup step 14) ----------------------------------------------------


def start_actions(state: SlitherState, seat: int) -> list[SlitherAction]:
    return [SlitherAction(kind="start", arg=b) for b in catalog().buildings]


def apply_start(state: SlitherState, seat: int, action: SlitherAction, log: Log) -> SlitherState:
    frog = frog_of(state, seat)
    state = with_frog(state, seat, replace(frog, hex=action.arg))
    name = catalog().name(action.arg)
    log.append(line(f"{{s{seat}}} starts on {name}.", "slither-log-start", seat=seat_arg(seat), hex=name))
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
        name = cat.name(action.arg)
        log.append(
            line(
                f"{{s{seat}}} comes back on {name} and does not move.",
                "slither-log-return",
                seat=seat_arg(seat),
                hex=name,
            )
        )
    elif kind == "ripple":
        # Ripple (ours D4): asked before moving; the answer is public and becomes a clue about the Head.
        assert frog.hex is not None
        head = state.path[0].loc
        near = board_for(state.cells).distance(head, frog.hex) <= 2
        clue = Clue(kind="near_head" if near else "far_head", index=state.trail_len - 1, hex=frog.hex)
        state = with_clue(discard_card(state, seat), clue)
        answer = "yes" if near else "no"
        log.append(
            line(
                f"{{s{seat}}} uses Ripple: is the Head within 2 spaces of {cat.name(frog.hex)}? {answer}.",
                "slither-log-ripple",
                seat=seat_arg(seat),
                hex=cat.name(frog.hex),
                near=near,
            )
        )
        return state
    elif kind == "bellow":
        # Bellow (ours D8): used before moving; holds until the snake next plays a Head.
        state = replace(discard_card(state, seat), bellowed=True)
        log.append(
            line(
                f"{{s{seat}}} uses Bellow: the snake may not play an ability card next move.",
                "slither-log-bellow",
                seat=seat_arg(seat),
            )
        )
        return state
    elif kind == "patch":
        assert frog.hex is not None
        state = set_pads(discard_card(state, seat), frog.hex, pads_of(state, frog.hex) + 1)
        log.append(
            line(
                f"{{s{seat}}} uses Patch Up: {cat.name(frog.hex)} has "
                f"{plural(pads_of(state, frog.hex), 'lily pad')}.",
                "slither-log-patch",
                seat=seat_arg(seat),
                hex=cat.name(frog.hex),
                pads=pads_of(state, frog.hex),
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
        log.append(
            line(
                f"{{s{seat}}} {how[kind]} to {cat.name(action.arg)}.",
                "slither-log-move",
                seat=seat_arg(seat),
                how=kind,
                hex=cat.name(action.arg),
            )
        )
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
        log.append(line("Reveal: no frog is on a numbered hex.", "slither-log-reveal-nothing"))
    n = state.trail_len
    for h, seats in announced.items():
        why = f"Reveal ({seat_names(seats)})"
        cause = Words(id="slither-cause-reveal", args={"seats": Listed.of(map(seat_arg, seats))})
        index = next((i for i, c in enumerate(state.path) if c.loc == h), None)
        if index is not None:
            state = flip(state, index, log, why, cause)
            continue
        clue = Clue(kind="not_in_path", index=n - len(state.path), end=n, hex=h)
        state = with_clue(state, clue)
        log.append(
            line(
                f"{why}: the snake shows {h} from its hand; it is not in the path.",
                "slither-log-not-in-path",
                cause=cause,
                hex=h,
            )
        )
    for seat, frog in enumerate(state.frogs, start=1):
        # Tongue Lash: if the frog's hex is the Head, Middle 1 is flipped too.
        if frog.lash:
            if frog.hex == state.path[0].loc and len(state.path) > 1:
                lash = Words(id="slither-cause-lash", args={"seat": seat_arg(seat)})
                state = flip(state, 1, log, f"{{s{seat}}}'s Tongue Lash", lash)
            else:
                log.append(
                    line(
                        f"{{s{seat}}}'s Tongue Lash finds no Head there.",
                        "slither-log-lash-missed",
                        seat=seat_arg(seat),
                    )
                )
    frogs = tuple(replace(f, croak=None, lash=False) for f in state.frogs)
    state = replace(state, frogs=frogs)
    if all(c.face_up for c in state.path):
        return found_out(state, log)
    return enter_snake_move(state, log)
