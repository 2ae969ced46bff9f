"""SLITHER's action ids and button labels: an action's id, the action an id names, and its words.

An id is the action's kind, then its argument if it has one: ``move.<hex>`` (hex ids in lower case),
``spot.<spot>``, ``group.<group>``, ``low.<q>.<r>``, ``ability.<card|none>``; ``back`` and the other kinds
alone. A choice that leaves the snake cornered at its next move says so (ours D19).
"""

from __future__ import annotations

from engines.base import parse_id
from engines.english import join_words
from engines.logwords import refusal
from engines.phrasing import Listed, Words, WordsArg
from engines.slither import setup
from engines.slither.cornering import CORNERED_SUFFIX, leaves_no_move
from engines.slither.data import catalog
from engines.slither.hexmap import SQRT3, parse_spot, pixel, placement_spots, spot_groups, touching, triangle
from engines.slither.models import HEX_ARG_KINDS, NO_ARG_KINDS, SlitherAction, SlitherState
from engines.slither.setup import card_words, segment_words


def action_id(action: SlitherAction) -> str:
    if not action.arg:
        return action.kind
    arg = action.arg.lower() if action.kind in HEX_ARG_KINDS else action.arg
    return f"{action.kind}.{arg}"


def parse_action(action_id: str) -> SlitherAction:
    parts = parse_id(action_id)
    kind, arg = parts[0], ".".join(parts[1:])
    bad = refusal("That is not a move this game knows.", "game-unknown-move")
    if kind in NO_ARG_KINDS:
        if arg:
            raise bad
        return SlitherAction(kind=kind)
    if not arg:
        raise bad
    cat = catalog()
    if kind in HEX_ARG_KINDS:
        hex_id = cat.hex_by_lower.get(arg)
        if hex_id is None:
            raise bad
        return SlitherAction(kind=kind, arg=hex_id)
    if kind in ("group", "spot"):
        if parse_spot(arg) is None:
            raise bad
        return SlitherAction(kind=kind, arg=arg)
    if kind == "low":
        if parse_spot(f"u.{arg}") is None:
            raise bad
        return SlitherAction(kind="low", arg=arg)
    if kind == "ability":
        if arg != "none" and arg not in cat.snake_cards:
            raise bad
        return SlitherAction(kind="ability", arg=arg)
    raise bad


def label(state: SlitherState, action: SlitherAction) -> str:
    text = _plain_label(state, action)
    # Ours D19: a choice that leaves the snake cornered at its next move stays legal but says so.
    if leaves_no_move(state, action):
        return text + CORNERED_SUFFIX
    return text


def _plain_label(state: SlitherState, action: SlitherAction) -> str:
    cat = catalog()
    kind, arg = action.kind, action.arg
    name = cat.name(arg) if arg in cat.kind_of else arg
    if kind == "group":
        spots = placement_spots(state.cells)
        members = next(m for g, m in spot_groups(spots) if g == arg)
        return f"Spots {members[0].letter}–{members[-1].letter}"
    if kind == "spot":
        # Ours D22: the letter the picture draws, and the hexes the spot touches, which any map shows.
        spot = next((s for s in placement_spots(state.cells) if s.id == arg), None)
        if spot is None:
            return f"Spot {arg}"
        near = join_words(cat.name(h) for h in touching(state.cells, spot.cells))
        return f"Spot {spot.letter}, next to {near}"
    if kind == "low":
        return _low_label(state, arg)
    if kind == "back":
        return "Back"
    if kind == "path":
        return f"Put {name} at the {setup.segment_name(state, len(state.path))}"
    simple = {
        "start": f"Start on {name}",
        "move": f"Move to {name}",
        "hop": f"Hop by lily pad to {name}",
        "leap": f"Long Leap to {name}",
        "lilyhop": f"Lily Hop to {name}",
        "patch": "Patch Up: put a lily pad back on this building",
        "ripple": "Ripple: ask if the Head is within 2 spaces of me",
        "bellow": "Bellow: no snake ability card next move",
        "return": f"Come back on {name}",
        "croak": f"Croak: announce {name}",
        "lash": "Tongue Lash: if I'm on the Head, flip Middle 1 too",
        "keep": "Keep my card",
        "head": f"New Head at {name}",
        "shed": f"Shed Skin: turn {name} face down",
    }
    if kind in simple:
        return simple[kind]
    if arg == "none":
        return "No ability card"
    card = cat.snake_cards[arg]
    return f"Play {card.name}" + (" (flips the Head face up)" if card.reveals_head else "")


def label_words(state: SlitherState, action: SlitherAction) -> Words:
    """``label`` as a message, for each reader's language."""
    said = _plain_words(state, action)
    if leaves_no_move(state, action):  # ours D19
        return Words(id="slither-move-cornered", args={"move": said})
    return said


def _plain_words(state: SlitherState, action: SlitherAction) -> Words:
    cat = catalog()
    kind, arg = action.kind, action.arg
    name = cat.name(arg) if arg in cat.kind_of else arg
    if kind == "group":
        spots = placement_spots(state.cells)
        members = next(m for g, m in spot_groups(spots) if g == arg)
        return Words(id="slither-move-group", args={"first": members[0].letter, "last": members[-1].letter})
    if kind == "spot":
        spot = next((s for s in placement_spots(state.cells) if s.id == arg), None)
        if spot is None:
            return Words(id="slither-move-spot-id", args={"spot": arg})
        near = Listed.of(cat.name(h) for h in touching(state.cells, spot.cells))
        return Words(id="slither-move-spot", args={"letter": spot.letter, "near": near})
    if kind == "low":
        return _low_words(state, arg)
    if kind == "back":
        return Words(id="slither-move-back")
    if kind == "path":
        return Words(
            id="slither-move-path", args={"hex": name, "segment": segment_words(state, len(state.path))}
        )
    if kind in ("patch", "ripple", "bellow", "lash", "keep"):
        return Words(id=f"slither-move-{kind}")
    if kind in ("start", "move", "hop", "leap", "lilyhop", "return", "croak", "head", "shed"):
        return Words(id=f"slither-move-{kind}", args={"hex": name})
    if arg == "none":
        return Words(id="slither-move-no-card")
    card = cat.snake_cards[arg]
    return Words(id="slither-move-play", args={"card": card_words(arg), "flips": card.reveals_head})


def _low_words(state: SlitherState, arg: str) -> Words:
    if state.spot is None or not state.to_place:
        return Words(id="slither-move-low-at", args={"spot": arg})
    numbers = catalog().tile_by_id[state.to_place[0]].hexes
    args: dict[str, WordsArg] = {"where": _low_corner(state, arg), "first": numbers[0]}
    args.update(second=numbers[1], third=numbers[2])
    return Words(id="slither-move-low", args=args)


def _low_corner(state: SlitherState, arg: str) -> str:
    """Where the hex ``arg`` lies in the tile being laid: "top", "bottom-left"..."""
    assert state.spot is not None
    parsed = parse_spot(state.spot)
    assert parsed is not None
    tri = triangle(*parsed)
    q, r = (int(x) for x in arg.split("."))
    cx = sum(pixel(c)[0] for c in tri) / 3
    cy = sum(pixel(c)[1] for c in tri) / 3
    x, y = pixel((q, r))
    vertical = "top" if y < cy - 0.1 else "bottom" if y > cy + 0.1 else ""
    horizontal = "left" if x < cx - SQRT3 / 4 else "right" if x > cx + SQRT3 / 4 else ""
    return "-".join(p for p in (vertical, horizontal) if p)


def _low_label(state: SlitherState, arg: str) -> str:
    if state.spot is None or not state.to_place:
        return f"Lowest number at {arg}"
    numbers = catalog().tile_by_id[state.to_place[0]].hexes
    where = _low_corner(state, arg)
    return f"{numbers[0]} on the {where} hex, {numbers[1]} and {numbers[2]} clockwise"
