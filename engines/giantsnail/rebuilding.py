"""Rebuilding a destroyed region (rulebook "Rebuilding Regions"): paying for it, and placing the workers
that come back onto it.

A rebuild is one click that names the region and, while Public Works lasts and both resources could be
saved, how it is paid (G7 E2-3, "the rebuilder chooses which"). The card then flips back, and the workers
of its rebuild slots, with the Factory worker that rebuilt it, "are placed in empty slots on the rebuilt
region by the rebuilding player. Any workers that cannot be placed this way return to their owner's worker
pool" (ruling 32: on R&D Labs a row holds one player's workers only). The rebuilder places them one
click per worker (``put.<owner>.<row>``) while the state's ``pending`` is ``"place"``; a click is asked
only where it can change how the region ends up (rows alike in contents are one choice, and a step
with one possible outcome is taken for the player).
"""

from __future__ import annotations

from functools import lru_cache

from engines.base import LogLine, replace
from engines.giantsnail.board import (
    Rows,
    amount,
    amount_words,
    pay,
    place_rows,
    rebuild_payments,
    region_name,
    region_words,
    robot_finished,
    set_player,
    set_region,
)
from engines.giantsnail.data import catalog, colour_words
from engines.giantsnail.models import GiantSnailState
from engines.logwords import line
from engines.phrasing import Listed, Words, WordsArg, seat_arg

Log = list[LogLine]


# ---- paying ----------------------------------------------------------------------------------------


def rebuild_codes(state: GiantSnailState, region: int, seat: int) -> list[str]:
    """The clicks that rebuild ``region`` for ``seat``: ``rebuild.<region>`` when it can be paid one way
    only, else one ``rebuild.<region>.<metal>`` per way (the number is the metal paid)."""
    ways = rebuild_payments(state, region, state.players[seat])
    if len(ways) == 1:
        return [f"rebuild.{region}"]
    return [f"rebuild.{region}.{metal}" for metal, _ in ways]


def payment(state: GiantSnailState, code: str, seat: int) -> tuple[int, int]:
    """The (metal, energy) a legal rebuild click pays."""
    parts = code.split(".")
    ways = rebuild_payments(state, int(parts[1]), state.players[seat])
    if len(parts) < 3:
        return ways[0]
    return next(way for way in ways if way[0] == int(parts[2]))


def describe_rebuild(state: GiantSnailState, code: str, seat: int) -> str:
    """A rebuild button: "Rebuild Mine 1 (2 energy)", or, choosing how Public Works' discount is taken,
    "Rebuild R&D Labs 11: pay 2 energy, no metal"."""
    parts = code.split(".")
    region = int(parts[1])
    kind = catalog().region_kind(region)
    if len(parts) == 3:  # one of two ways to pay a discounted rebuild: one resource fewer in all
        metal = int(parts[2])
        return f"Rebuild {region_name(region)}: pay {_both(metal, kind.rebuild_metal + kind.rebuild_energy - 1 - metal)}"
    ways = rebuild_payments(state, region, state.players[seat])
    metal, energy = ways[0] if ways else (kind.rebuild_metal, kind.rebuild_energy)
    return f"Rebuild {region_name(region)} ({amount(metal, energy)})"


def describe_rebuild_words(state: GiantSnailState, code: str, seat: int) -> Words:
    """``describe_rebuild`` as a message, for each reader's language."""
    parts = code.split(".")
    region = int(parts[1])
    kind = catalog().region_kind(region)
    if len(parts) == 3:
        metal = int(parts[2])
        energy = kind.rebuild_metal + kind.rebuild_energy - 1 - metal
        args: dict[str, WordsArg] = {"region": region_words(region), "metal": metal, "energy": energy}
        return Words(id="snail-move-rebuild-pay", args=args)
    ways = rebuild_payments(state, region, state.players[seat])
    metal, energy = ways[0] if ways else (kind.rebuild_metal, kind.rebuild_energy)
    return Words(
        id="snail-move-rebuild", args={"region": region_words(region), "amount": amount_words(metal, energy)}
    )


def _both(metal: int, energy: int) -> str:
    """A payment naming both resources, the one not paid as "no": "2 energy, no metal"."""
    if not metal:
        return f"{energy} energy, no metal"
    if not energy:
        return f"{metal} metal, no energy"
    return f"{metal} metal and {energy} energy"


def rebuild(
    state: GiantSnailState, seat: int, code: str, lines: Log, factory_worker: bool
) -> GiantSnailState:
    """Rulebook "Rebuilding Regions": pay the cost, flip the card back, and once the robot is finished
    gain a vote (ruling 31: even while the snail lives); then the returning workers are placed."""
    region_id = int(code.split(".")[1])
    metal, energy = payment(state, code, seat)
    player = pay(state.players[seat], metal, energy)
    vote = robot_finished(state)
    if vote:
        player = replace(player, votes=player.votes + 1)
    state = set_player(state, seat, player)
    how = "with a Factory worker" if factory_worker else "with the robot"
    lines.append(
        line(
            f"{{s{seat}}} rebuilds {region_name(region_id)} {how}, paying {amount(metal, energy)}"
            + (" and gains a vote." if vote else "."),
            "snail-log-rebuild",
            seat=seat_arg(seat),
            region=region_words(region_id),
            factory=factory_worker,
            amount=amount_words(metal, energy),
            vote=vote,
        )
    )
    region = state.regions[region_id - 1]
    returning = (*region.rebuild, *((seat,) if factory_worker else ()))
    empty = tuple(() for _ in _capacity(region_id))
    state = set_region(state, replace(region, destroyed=False, rows=empty, rebuild=()))
    state = replace(state, pending="place", placing=region_id, returning=returning)
    return place_forced(state, seat, lines)


# ---- placing the returning workers ----------------------------------------------------------------------


def place_choices(state: GiantSnailState, seat: int) -> list[str]:
    """The rebuilder's next placement: a returning worker (by owner: the rebuilder's own first, then
    clockwise) and a row with room for it, one per kind of row (board.place_rows)."""
    region = state.regions[state.placing - 1]
    return [
        f"put.{owner}.{row}" for owner in _owners(state.returning, seat) for row in place_rows(region, owner)
    ]


def play_place(state: GiantSnailState, seat: int, code: str, lines: Log) -> GiantSnailState:
    """Place one returning worker, then whatever follows without a choice."""
    _, owner, row = code.split(".")
    state = _put(state, seat, int(owner), int(row), lines)
    return place_forced(state, seat, lines)


def place_forced(state: GiantSnailState, seat: int, lines: Log) -> GiantSnailState:
    """Place returning workers for the rebuilder while there is nothing to choose: one choice left, or
    every choice leading to the same region. Workers that fit nowhere (the region is full, or on R&D
    Labs no row is free to them) go home; the step ends when no worker is left to place."""
    while state.returning:
        choices = place_choices(state, seat)
        if not choices:
            return _send_home(state, lines)
        region = state.regions[state.placing - 1]
        if len(choices) > 1 and len(_outcomes(region.id, region.rows, tuple(sorted(state.returning)))) > 1:
            return state
        _, owner, row = choices[0].split(".")
        state = _put(state, seat, int(owner), int(row), lines)
    return replace(state, pending="", placing=0)


def describe_place(state: GiantSnailState, code: str, seat: int) -> str:
    """ "Place {s1}'s worker on row 2 (with red)", "Place my worker on row 1 (empty)"."""
    _, owner_text, row_text = code.split(".")
    owner, row = int(owner_text), int(row_text)
    who = "my" if owner == seat else f"{{s{owner}}}'s"
    workers = state.regions[state.placing - 1].rows[row] if state.placing else ()
    colours = catalog().colours
    inside = "with " + ", ".join(colours[w] for w in workers) if workers else "empty"
    return f"Place {who} worker on row {row + 1} ({inside})"


def describe_place_words(state: GiantSnailState, code: str, seat: int) -> Words:
    """``describe_place`` as a message, for each reader's language."""
    _, owner_text, row_text = code.split(".")
    owner, row = int(owner_text), int(row_text)
    workers = state.regions[state.placing - 1].rows[row] if state.placing else ()
    args: dict[str, WordsArg] = {
        "own": owner == seat,
        "owner": seat_arg(owner),
        "row": row + 1,
        "count": len(workers),
        "colours": Listed.of((colour_words(w) for w in workers), "narrow"),
    }
    return Words(id="snail-move-put", args=args)


def _put(state: GiantSnailState, seat: int, owner: int, row: int, lines: Log) -> GiantSnailState:
    region = state.regions[state.placing - 1]
    rows = list(region.rows)
    rows[row] = (*rows[row], owner)
    state = set_region(state, replace(region, rows=tuple(rows)))
    returning = list(state.returning)
    returning.remove(owner)
    who = "their own worker" if owner == seat else f"{{s{owner}}}'s worker"
    lines.append(
        line(
            f"{{s{seat}}} places {who} on {region_name(region.id)}, row {row + 1}.",
            "snail-log-put",
            seat=seat_arg(seat),
            own=owner == seat,
            owner=seat_arg(owner),
            region=region_words(region.id),
            row=row + 1,
        )
    )
    return replace(state, returning=tuple(returning))


def _send_home(state: GiantSnailState, lines: Log) -> GiantSnailState:
    """[R] "Any workers that cannot be placed this way return to their owner's worker pool"."""
    name = region_name(state.placing)
    for owner in sorted(set(state.returning)):
        count = state.returning.count(owner)
        player = state.players[owner]
        state = set_player(state, owner, replace(player, pool=player.pool + count))
        if count == 1:
            text = f"{{s{owner}}}'s worker does not fit on {name} and goes back to the pool."
        else:
            text = f"{count} of {{s{owner}}}'s workers do not fit on {name} and go back to the pool."
        lines.append(
            line(
                text,
                "snail-log-home",
                seat=seat_arg(owner),
                workers=count,
                region=region_words(state.placing),
            )
        )
    return replace(state, pending="", placing=0, returning=())


def _owners(returning: tuple[int, ...], seat: int) -> list[int]:
    """The owners among the returning workers, the rebuilder first, then clockwise."""
    return sorted(set(returning), key=lambda owner: (owner - seat) % 3)


def _capacity(region: int) -> tuple[int, ...]:
    return catalog().region_kind(region).rows


Outcome = frozenset[tuple[tuple[tuple[int, ...], int], ...]]


@lru_cache(maxsize=1024)
def _outcomes(region: int, rows: Rows, returning: tuple[int, ...]) -> Outcome:
    """Every way the region can end up once the ``returning`` workers are placed, whatever the order of
    the placements: each as its rows' sorted contents and sizes, in sorted order (rows alike in
    contents are alike in play: production, research and R&D Labs ownership read only what a row holds)."""
    capacity = _capacity(region)
    lab = catalog().region_type(region) == "lab"
    found: set[tuple[tuple[tuple[int, ...], int], ...]] = set()
    for owner in set(returning):
        for i, workers in enumerate(rows):
            if len(workers) < capacity[i] and (not lab or all(w == owner for w in workers)):
                placed = list(rows)
                placed[i] = (*workers, owner)
                rest = list(returning)
                rest.remove(owner)
                found |= _outcomes(region, tuple(placed), tuple(rest))
    if not found:  # nothing left to place, or nowhere to place it: this is how the region ends up
        found.add(tuple(sorted((tuple(sorted(r)), capacity[i]) for i, r in enumerate(rows))))
    return frozenset(found)
