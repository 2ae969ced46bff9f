"""The Action Phase of Giant Snail Will Not Prevail!: placing and moving workers, one click at a time.

Rulebook "Action Phase": from the leader, one action each, clockwise, until each has taken 2. A move made
of several clicks (place: region, then row; relocate: from, which row, to, which row) keeps its clicks in
``state.draft`` until the last one commits it, and "back" takes a click back. A step with only one choice
is taken for the player: rows alike in contents are one choice (a Mine's two empty rows), so most
placements are a single click. When every action is taken the Resolution Phase begins (resolution.py).
"""

from __future__ import annotations

from engines.base import LogLine, replace
from engines.giantsnail import board
from engines.giantsnail.board import (
    own_rows,
    place_rows,
    region_name,
    region_words,
    seats_from,
    set_player,
    set_region,
)
from engines.giantsnail.data import catalog
from engines.giantsnail.models import GiantSnailState
from engines.giantsnail.resolution import begin_resolution
from engines.logwords import line
from engines.phrasing import Words, seat_arg

Log = list[LogLine]


def action_order(state: GiantSnailState) -> list[int]:
    """Rulebook "Action Phase": from the leader, one action each, clockwise, until each has taken 2."""
    return list(seats_from(state.leader)) * 2


def place_first_worker(state: GiantSnailState, seat: int, region: int, lines: Log) -> GiantSnailState:
    """Rulebook "How to play": a worker from the pool on the region of the drawn randomizer. The regions
    drawn are distinct and empty, so their rows are alike and the slot is no choice (ruling 14)."""
    card = state.regions[region - 1]
    row = place_rows(card, seat)[0]
    state = set_region(state, board.add_worker(card, row, seat))
    player = state.players[seat]
    state = set_player(state, seat, replace(player, pool=player.pool - 1))
    lines.append(
        line(
            f"{{s{seat}}} places a first worker on {where(state, region, row)}.",
            "snail-log-first-worker",
            seat=seat_arg(seat),
            where=where_words(state, region, row),
        )
    )
    return state


def begin_actions(state: GiantSnailState, lines: Log) -> GiantSnailState:
    players = tuple(replace(p, actions=0, forfeited=False, passed=False) for p in state.players)
    state = replace(state, players=players, phase="actions", draft=())
    return next_action(state, lines)


def next_action(state: GiantSnailState, lines: Log) -> GiantSnailState:
    """Give the turn to the next action in the order, forfeiting for a player who has no legal action
    (ruling 17), or end the Action Phase."""
    for k, seat in enumerate(action_order(state)):
        player = state.players[seat]
        if player.actions > k // 3:
            continue
        if not has_action(state, seat):
            lines.append(
                line(
                    f"{{s{seat}}} has no worker to place or move, and passes.",
                    "snail-log-no-action",
                    seat=seat_arg(seat),
                )
            )
            state = set_player(state, seat, replace(player, actions=2, forfeited=True))
            continue
        return replace(state, turn=seat, draft=())
    return begin_resolution(state, lines)


def place_targets(state: GiantSnailState, seat: int) -> list[int]:
    return [r.id for r in state.regions if place_rows(r, seat)]


def move_sources(state: GiantSnailState, seat: int, targets: list[int] | None = None) -> list[int]:
    """Regions from which ``seat`` may relocate a worker: one of its workers on a region card (ruling
    16) and another region with room for it (``targets``, if already known)."""
    if targets is None:
        targets = place_targets(state, seat)
    return [r.id for r in state.regions if own_rows(r, seat) and any(t != r.id for t in targets)]


def has_action(state: GiantSnailState, seat: int) -> bool:
    targets = place_targets(state, seat)
    return bool((state.players[seat].pool and targets) or move_sources(state, seat, targets))


def action_choices(state: GiantSnailState, seat: int) -> list[str]:
    draft = state.draft
    if not draft:
        targets = place_targets(state, seat)
        codes = [f"place.{r}" for r in targets] if state.players[seat].pool else []
        codes += [f"move.{r}" for r in move_sources(state, seat, targets)]
        return [*codes, "forfeit"]
    stage, region, _row, target = read_move(state, seat)
    if stage == "place_row":
        return [f"row.{i}" for i in place_rows(state.regions[region - 1], seat)] + ["back"]
    if stage == "from_row":
        return [f"from.{i}" for i in own_rows(state.regions[region - 1], seat)] + ["back"]
    if stage == "to":
        return [f"to.{r}" for r in place_targets(state, seat) if r != region] + ["back"]
    assert stage == "to_row"
    return [f"row.{i}" for i in place_rows(state.regions[target - 1], seat)] + ["back"]


def read_move(
    state: GiantSnailState, seat: int, draft: tuple[str, ...] | None = None
) -> tuple[str, int, int, int]:
    """Where a move stands after the clicks in ``draft``: the next stage ("place_row", "from_row", "to",
    "to_row" or "done"), the region chosen, the row to take a worker from and the target region.
    Stages with one choice are filled in."""
    clicks = list(state.draft if draft is None else draft)
    kind, region = clicks[0].split(".")
    region_id = int(region)
    rest = clicks[1:]
    if kind == "place":
        rows = place_rows(state.regions[region_id - 1], seat)
        if len(rows) > 1 and not rest:
            return "place_row", region_id, -1, region_id
        row = int(rest[0].split(".")[1]) if rest else rows[0]
        return "done", region_id, row, region_id
    from_rows = own_rows(state.regions[region_id - 1], seat)
    if len(from_rows) > 1:
        if not rest:
            return "from_row", region_id, -1, 0
        from_row = int(rest.pop(0).split(".")[1])
    else:
        from_row = from_rows[0]
    if not rest:
        return "to", region_id, from_row, 0
    target = int(rest.pop(0).split(".")[1])
    to_rows = place_rows(state.regions[target - 1], seat)
    if len(to_rows) > 1 and not rest:
        return "to_row", region_id, from_row, target
    to_row = int(rest[0].split(".")[1]) if rest else to_rows[0]
    return "done", region_id, from_row, target * 100 + to_row


def play_action(state: GiantSnailState, seat: int, code: str, lines: Log) -> GiantSnailState:
    player = state.players[seat]
    if code == "forfeit":
        lines.append(
            line(
                f"{{s{seat}}} forfeits the rest of this round's actions.",
                "snail-log-forfeit",
                seat=seat_arg(seat),
            )
        )
        state = set_player(state, seat, replace(player, actions=2, forfeited=True))
        return next_action(replace(state, draft=()), lines)
    if code == "back":
        return replace(state, draft=state.draft[:-1])
    draft = (*state.draft, code)
    stage, region, row, target = read_move(state, seat, draft)
    if stage != "done":
        return replace(state, draft=draft)
    player = replace(player, actions=player.actions + 1)
    if draft[0].startswith("place"):
        state = set_region(state, board.add_worker(state.regions[region - 1], row, seat))
        player = replace(player, pool=player.pool - 1)
        lines.append(
            line(
                f"{{s{seat}}} places a worker on {where(state, region, row)}.",
                "snail-log-place",
                seat=seat_arg(seat),
                where=where_words(state, region, row),
            )
        )
    else:
        to_region, to_row = divmod(target, 100)
        state = set_region(state, board.remove_worker(state.regions[region - 1], row, seat))
        state = set_region(state, board.add_worker(state.regions[to_region - 1], to_row, seat))
        lines.append(
            line(
                f"{{s{seat}}} moves a worker from {region_name(region)} to "
                f"{where(state, to_region, to_row)}.",
                "snail-log-move",
                seat=seat_arg(seat),
                region=region_words(region),
                where=where_words(state, to_region, to_row),
            )
        )
    state = set_player(state, seat, player)
    return next_action(replace(state, draft=()), lines)


def where(state: GiantSnailState, region: int, row: int) -> str:
    """ "Mine 1, row 2" or "the rebuild slots of Mine 1"."""
    card = state.regions[region - 1]
    if card.destroyed:
        return f"the rebuild slots of {region_name(region)}"
    if catalog().region_type(region) == "factory":
        return region_name(region)
    return f"{region_name(region)}, row {row + 1}"


def where_words(state: GiantSnailState, region: int, row: int) -> Words:
    """``where`` as a message, for each reader's language."""
    if state.regions[region - 1].destroyed:
        return Words(id="snail-where-ruins", args={"region": region_words(region)})
    if catalog().region_type(region) == "factory":
        return region_words(region)
    return Words(id="snail-where-row", args={"region": region_words(region), "row": row + 1})
