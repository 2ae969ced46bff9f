"""SLITHER's decisions as its AI search plays them (engines/slither/search.py; docs/ai.md "SLITHER's
search"): the legal actions of each phase, as action ids, and applying one to a ``SlitherPosition`` in
place. Each function mirrors the engine's beside it (setup.py, frogs.py, snake.py): the same checks in
the same order and the same draws, without log lines.
"""

from __future__ import annotations

import random
from functools import lru_cache

from engines.base import Seat
from engines.rng import rng_for
from engines.slither.hexmap import clockwise, hex_distance, parse_spot, triangle
from engines.slither.searchmap import (
    BUILDINGS,
    HEX_ID,
    KIND_OF,
    RETURN_ACTIONS,
    REVEALS_HEAD,
    START_PADS,
    TILES_IN_PLAY,
    ids_of,
    remember,
)
from engines.slither.searchposition import (
    SearchFrog,
    SlitherPosition,
    buildings_hit,
    damage,
    discard,
    flip,
    make_clue,
    pads_of,
    return_abilities,
    segment_count,
    set_pads,
    with_clue,
)
from engines.slither.variant import balance_for

# ---- setup.py --------------------------------------------------------------------------------------


def desired_growth(p: SlitherPosition) -> int:
    frogs = p.num_players - 1
    return 1 + (frogs if p.options.initial_body == "n" else frogs - 1)


def placement_actions(p: SlitherPosition) -> tuple[str, ...]:
    if p.spot is not None:
        return _low_actions(p.spot)
    every, group_actions, members, grouped = p.map.spots()
    if grouped and p.spot_group is None:
        return group_actions
    if grouped:
        chosen = members.get(p.spot_group)  # type: ignore[arg-type]
        if chosen is not None:
            return chosen
    return every


@lru_cache(maxsize=1024)
def _low_actions(spot: str) -> tuple[str, ...]:
    parsed = parse_spot(spot)
    assert parsed is not None
    tri = triangle(*parsed)
    order = clockwise(tri, min(tri, key=lambda c: (c[1], c[0])))
    return (*(f"low.{q}.{r}" for q, r in order), "back")


def apply_placement(p: SlitherPosition, kind: str, arg: str) -> None:
    if kind == "group":
        p.spot_group = arg
        return
    if kind == "spot":
        p.spot = arg
        return
    if kind == "back":
        if p.spot is not None:
            p.spot = None
        else:
            p.spot_group = None
        return
    assert kind == "low" and p.spot is not None
    tile = p.to_place[0]
    p.map = p.map.with_tile(tile, p.spot, arg)
    p.tiles = (*p.tiles, tile)
    p.to_place = p.to_place[1:]
    p.spot = None
    p.spot_group = None
    if not p.to_place:
        _begin_growth(p)


def _next_tile(p: SlitherPosition) -> str | None:
    placed = set(p.tiles)
    return next((t for t in TILES_IN_PLAY if t not in placed), None)


def _begin_growth(p: SlitherPosition) -> None:
    p.phase = "grow_path"
    p.path = []
    p.grow_target = p.map.longest_path(desired_growth(p))
    p.trail_len = 0
    p.trail_rounds = ()
    p.shifted = False
    p.clues = ()
    p.pending_head = None
    p.pending_ability = None


def growth_actions(p: SlitherPosition) -> tuple[str, ...]:
    return p.map.growth_actions(tuple(c[0] for c in p.path), p.grow_target)


def apply_growth(p: SlitherPosition, kind: str, arg: str) -> None:
    if kind == "back":
        p.path.pop()
        return
    p.path.append((arg, False, None))
    if len(p.path) < p.grow_target:
        return
    p.trail_len = len(p.path)
    p.trail_rounds = (p.round,) * len(p.path)
    if any(f.hex is None and not f.swallowed for f in p.frogs):
        p.phase = "place_frogs"
        return
    start_round(p)


def start_round(p: SlitherPosition) -> None:
    limit = balance_for(p.options.variant, p.num_players).rounds
    if limit and p.round >= limit:
        p.phase = "over"
        p.winner = "snake"
        return
    deck: list[str] | None = None
    discard = p.discard
    rng: random.Random | None = None
    for frog in p.frogs:
        if frog.card is None:
            if deck is None:
                deck = list(p.deck)
                # Made only when a frog draws: making it draws nothing, and costs as much as a step.
                rng = rng_for(p.seed, p.step, "draw")
            assert rng is not None
            if not deck:
                deck, discard = sorted(discard), ()
            frog.card = deck.pop(rng.randrange(len(deck)))
        frog.done = False
        frog.croak = None
        frog.lash = False
    p.phase = "frogs_move"
    p.round += 1
    if deck is not None:
        p.deck = tuple(deck)
    p.discard = tuple(sorted(discard))


# ---- frogs.py --------------------------------------------------------------------------------------


def frog_move_actions(p: SlitherPosition, seat: Seat) -> tuple[str, ...]:
    frog = p.frogs[seat - 1]
    here = frog.hex
    if frog.swallowed or here is None:
        return RETURN_ACTIONS
    building = KIND_OF[here] == "building"
    key = (here, frog.card, p.pads if building else None)
    m = p.map
    got = m.frog_moves.get(key)
    if got is None:
        actions = list(ids_of("move", m.adjacent[here]))
        if building and pads_of(p, here) > 0:
            actions += ids_of("hop", [b for b in BUILDINGS if b != here and pads_of(p, b) > 0])
        card = frog.card
        if card == "long_leap":
            actions += m.leap_actions(here)
        elif card == "lily_hop":
            actions += ids_of("lilyhop", [b for b in BUILDINGS if b != here])
        elif card == "patch_up":
            if building and pads_of(p, here) < START_PADS[here]:
                actions.append("patch")
        elif card == "ripple":
            actions.append("ripple")
        elif card == "bellow":
            actions.append("bellow")
        got = tuple(actions)
        remember(m.frog_moves, key, got)
    return got


def apply_frog_move(p: SlitherPosition, seat: Seat, kind: str, arg: str) -> None:
    frog = p.frogs[seat - 1]
    if kind == "return":
        frog.hex = arg
        frog.swallowed = False
    elif kind == "ripple":
        assert frog.hex is not None
        near = hex_distance(p.map.coord_of[p.path[0][0]], p.map.coord_of[frog.hex]) <= 2
        clue = make_clue("near_head" if near else "far_head", p.trail_len - 1, frog.hex)
        discard(p, seat)
        with_clue(p, clue)
        return
    elif kind == "bellow":
        discard(p, seat)
        p.bellowed = True
        return
    elif kind == "patch":
        assert frog.hex is not None
        count = pads_of(p, frog.hex) + 1
        discard(p, seat)
        set_pads(p, frog.hex, count)
    else:
        if kind in ("leap", "lilyhop"):
            discard(p, seat)
        frog.hex = arg
    frog.done = True
    if all(f.done for f in p.frogs):
        _enter_reveal(p)


def _reveal_decider(p: SlitherPosition, frog: SearchFrog) -> bool:
    if frog.hex is None:
        return False
    if frog.card == "croak":
        return bool(p.map.croak_targets(frog.hex))
    return frog.card == "tongue_lash" and KIND_OF[frog.hex] == "number"


def _enter_reveal(p: SlitherPosition) -> None:
    for frog in p.frogs:
        frog.done = not _reveal_decider(p, frog)
    p.phase = "reveal"
    if all(f.done for f in p.frogs):
        _resolve_reveal(p)


def reveal_actions(p: SlitherPosition, seat: Seat) -> tuple[str, ...]:
    frog = p.frogs[seat - 1]
    if frog.card == "croak":
        targets = p.map.croak_targets(frog.hex) if frog.hex is not None else ()
        return (*ids_of("croak", targets), "keep")
    return ("lash", "keep")


def apply_reveal_choice(p: SlitherPosition, seat: Seat, kind: str, arg: str) -> None:
    if kind != "keep":
        discard(p, seat)
    frog = p.frogs[seat - 1]
    frog.done = True
    if kind == "croak":
        frog.croak = arg
    elif kind == "lash":
        frog.lash = True
    if all(f.done for f in p.frogs):
        _resolve_reveal(p)


def _resolve_reveal(p: SlitherPosition) -> None:
    announced: dict[str, list[int]] = {}
    for seat, frog in enumerate(p.frogs, start=1):
        for h in (frog.hex, frog.croak):
            if h is not None and KIND_OF[h] == "number" and seat not in announced.get(h, []):
                announced.setdefault(h, []).append(seat)
    n = p.trail_len
    for h in announced:
        index = next((i for i, c in enumerate(p.path) if c[0] == h), None)
        if index is not None:
            flip(p, index)
            continue
        with_clue(p, make_clue("not_in_path", n - len(p.path), h, n))
    for frog in p.frogs:
        if frog.lash and frog.hex == p.path[0][0] and len(p.path) > 1:
            flip(p, 1)
    for frog in p.frogs:
        frog.croak = None
        frog.lash = False
    if all(c[1] for c in p.path):
        _found_out(p)
        return
    _enter_snake_move(p)


# ---- snake.py --------------------------------------------------------------------------------------


def _enter_snake_move(p: SlitherPosition) -> None:
    p.phase = "snake_move"
    p.pending_head = None
    p.pending_ability = None
    p.shifted = True
    segments = segment_count(p)
    if len(p.path) == segments:
        tail_loc, _, tail_ability = p.path.pop()
        if tail_ability is not None:
            p.snake_abilities = return_abilities(p, (tail_ability,))
        if tail_ability == "venom":
            index = p.trail_len - segments
            with_pads = tuple(b for b in BUILDINGS if pads_of(p, b) > 0)
            hit = buildings_hit(p, tail_loc)
            if hit:
                with_clue(p, make_clue("venom_hit", index, hit[0]))
                damage(p, hit[0])
                if p.winner is not None:
                    return
            else:
                with_clue(p, make_clue("venom_miss", index, "", 0, with_pads))
    if not _head_choices(p):
        _found_out(p)


def _head_choices(p: SlitherPosition) -> list[str]:
    taken = {c[0] for c in p.path}
    return [h for h in p.map.numbered_adjacent[p.path[0][0]] if h not in taken]


def _ability_choices(p: SlitherPosition) -> list[str]:
    if p.bellowed:
        return []
    has_face_up = any(c[1] for c in p.path)
    return [a for a in p.snake_abilities if a != "shed_skin" or has_face_up]


def snake_actions(p: SlitherPosition) -> tuple[str, ...]:
    if p.pending_ability == "shed_skin":
        ids = HEX_ID["shed"]
        return (*(ids[c[0]] for c in p.path if c[1]), "back")
    if p.pending_head is not None:
        return ("ability.none", *(f"ability.{a}" for a in _ability_choices(p)), "back")
    ids = HEX_ID["head"]
    return tuple(ids[h] for h in _head_choices(p))


def apply_snake(p: SlitherPosition, kind: str, arg: str) -> None:
    if kind == "back":
        if p.pending_ability is not None:
            p.pending_ability = None
        else:
            p.pending_head = None
        return
    if kind == "head":
        if not _ability_choices(p):
            _commit_move(p, arg, None, None)
        else:
            p.pending_head = arg
        return
    head = p.pending_head
    assert head is not None
    if kind == "ability":
        if arg == "shed_skin":
            p.pending_ability = "shed_skin"
            return
        _commit_move(p, head, None if arg == "none" else arg, None)
        return
    _commit_move(p, head, "shed_skin", arg)


def _commit_move(p: SlitherPosition, head: str, ability: str | None, target: str | None) -> None:
    p.path.insert(0, (head, False, ability))
    p.trail_len += 1
    p.trail_rounds = (*p.trail_rounds, p.round)
    p.shifted = False
    p.snake_abilities = tuple(a for a in p.snake_abilities if a != ability)
    p.bellowed = False
    p.pending_head = None
    p.pending_ability = None
    if ability is not None and ability in REVEALS_HEAD:
        flip(p, 0)
    if ability == "strike":
        hit = buildings_hit(p, head)
        if hit:
            damage(p, hit[0])
            if p.winner is not None:
                return
    elif ability == "gulp":
        for seat, frog in enumerate(p.frogs, start=1):
            if frog.hex != head:
                continue
            if frog.card == "hide_in_reeds":
                discard(p, seat)
                continue
            discard(p, seat)
            frog.hex = None
            frog.swallowed = True
    elif ability == "shed_skin":
        index = next(i for i, c in enumerate(p.path) if c[0] == target)
        loc, _, on = p.path[index]
        p.path[index] = (loc, False, on)
    if all(c[1] for c in p.path):
        _found_out(p)
        return
    start_round(p)


def _found_out(p: SlitherPosition) -> None:
    count = p.found_out + 1
    if count >= 2:
        p.phase = "over"
        p.winner = "frogs"
        p.found_out = count
        return
    returned = [c[2] for c in p.path if c[2] is not None]
    p.found_out = count
    p.snake_abilities = return_abilities(p, returned)
    p.path = []
    p.trail_len = 0
    p.trail_rounds = ()
    p.shifted = False
    p.clues = ()
    p.pending_head = None
    p.pending_ability = None
    tile = _next_tile(p)
    if tile is None:
        _begin_growth(p)
        return
    p.phase = "place_tile"
    p.to_place = (tile,)
