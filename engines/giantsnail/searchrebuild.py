"""Rebuilding a region on a search position: paying for it and placing the workers that come back
(rebuilding.py's rules, played as searchplay.py and searchevents.py play theirs; docs/ai.md, "Giant Snail's
search position").

Whether a placement is a choice is the engine's own answer (rebuilding._outcomes, kept by contents), so a
position asks the rebuilder exactly the clicks the engine asks.
"""

from __future__ import annotations

# Every way the region can end up: the engine's own answer, kept by contents, so that the clicks asked are
# exactly the engine's.
from engines.giantsnail.rebuilding import _outcomes
from engines.giantsnail.searchevents import begin_cleanup, rebuild_payments, robot_finished
from engines.giantsnail.searchposition import Position, set_side
from engines.giantsnail.searchregions import EMPTY_ROWS, make_side


def payment(p: Position, code: str, seat: int) -> tuple[int, int]:
    """rebuilding.payment: the (metal, energy) a legal rebuild click pays."""
    parts = code.split(".")
    ways = rebuild_payments(p, int(parts[1]), seat)
    if len(parts) < 3:
        return ways[0]
    return next(way for way in ways if way[0] == int(parts[2]))


def rebuild(p: Position, seat: int, code: str, factory_worker: bool) -> None:
    """rebuilding.rebuild: pay, flip the card back, a vote once the robot is finished, then the returning
    workers are placed."""
    region = int(code.split(".")[1])
    metal, energy = payment(p, code, seat)
    p.metal[seat] -= metal
    p.energy[seat] -= energy
    if robot_finished(p):
        p.votes[seat] += 1
    side = p.sides[region - 1]
    p.returning = (*side.rebuild, *((seat,) if factory_worker else ()))
    set_side(p, region - 1, make_side(region, False, EMPTY_ROWS[region], ()))
    p.pending, p.placing = "place", region
    place_forced(p, seat)


def place_choices(p: Position, seat: int) -> list[str]:
    """rebuilding.place_choices: a returning worker (the rebuilder's own first, then clockwise) and a row
    for it, one per kind of row."""
    side = p.sides[p.placing - 1]
    owners = sorted(set(p.returning), key=lambda owner: (owner - seat) % 3)
    return [f"put.{owner}.{row}" for owner in owners for row in side.place[owner]]


def play_place(p: Position, seat: int, code: str) -> None:
    """rebuilding.play_place."""
    _, owner, row = code.split(".")
    _put(p, int(owner), int(row))
    place_forced(p, seat)


def place_forced(p: Position, seat: int) -> None:
    """rebuilding.place_forced: place while there is nothing to choose; send home who fits nowhere."""
    while p.returning:
        choices = place_choices(p, seat)
        if not choices:
            _send_home(p)
            return
        side = p.sides[p.placing - 1]
        if len(choices) > 1 and len(_outcomes(side.region, side.rows, tuple(sorted(p.returning)))) > 1:
            return
        _, owner, row = choices[0].split(".")
        _put(p, int(owner), int(row))
    p.pending, p.placing = "", 0


def _put(p: Position, owner: int, row: int) -> None:
    i = p.placing - 1
    set_side(p, i, p.sides[i].add(row, owner))
    returning = list(p.returning)
    returning.remove(owner)
    p.returning = tuple(returning)


def _send_home(p: Position) -> None:
    for owner in sorted(set(p.returning)):
        p.pool[owner] += p.returning.count(owner)
    p.pending, p.placing, p.returning = "", 0, ()


def play_robot_rebuild(p: Position, seat: int, code: str) -> None:
    """robot.play_rebuild: the leader's rebuild where the robot stands, or not; then the Cleanup Phase."""
    if code != "done":
        rebuild(p, seat, code, factory_worker=False)
        if p.pending:
            return
    begin_cleanup(p)
