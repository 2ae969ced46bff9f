"""The Action and Resolution Phases of Giant Snail Will Not Prevail!, one click at a time.

A decision is a list of action codes (see engine.py for their grammar). A move made of several clicks
(place: region, then row; relocate: from, which row, to, which row; a Factory worker: which Factory,
then where) keeps its clicks in ``state.draft`` until the last one commits it, and "back" takes a click
back. A step with only one choice is taken for the player: rows alike in contents are one choice (a
Mine's two empty rows), so most placements are a single click.

After every committed move ``advance`` runs the game on until someone has a decision to make: the next
action, the research and Factory steps of the Resolution Phase, and then the Event and Cleanup Phases
(events.py).
"""

from __future__ import annotations

from engines.base import LogLine, replace
from engines.giantsnail import board, events, rebuilding
from engines.giantsnail.board import (
    can_pay,
    can_rebuild,
    empty_robot_slots,
    own_rows,
    pay,
    place_rows,
    region_name,
    seats_from,
    set_player,
    set_region,
)
from engines.giantsnail.data import catalog
from engines.giantsnail.models import GiantSnailState
from engines.wording import plural

Log = list[LogLine]

# ---- the Action Phase ---------------------------------------------------------------------------


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
    lines.append(LogLine(text=f"{{s{seat}}} places a first worker on {where(state, region, row)}."))
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
            lines.append(LogLine(text=f"{{s{seat}}} has no worker to place or move, and passes."))
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
        lines.append(LogLine(text=f"{{s{seat}}} forfeits the rest of this round's actions."))
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
        lines.append(LogLine(text=f"{{s{seat}}} places a worker on {where(state, region, row)}."))
    else:
        to_region, to_row = divmod(target, 100)
        state = set_region(state, board.remove_worker(state.regions[region - 1], row, seat))
        state = set_region(state, board.add_worker(state.regions[to_region - 1], to_row, seat))
        lines.append(
            LogLine(
                text=f"{{s{seat}}} moves a worker from {region_name(region)} to "
                f"{where(state, to_region, to_row)}."
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


# ---- the Resolution Phase ---------------------------------------------------------------------------


def begin_resolution(state: GiantSnailState, lines: Log) -> GiantSnailState:
    state = produce(state, lines)
    players = tuple(replace(p, passed=False) for p in state.players)
    state = replace(state, players=players, phase="research", draft=())
    return next_research(state, lines)


def produce(state: GiantSnailState, lines: Log) -> GiantSnailState:
    """Resolution Phase a): each full row of an intact Mine or Solar Farm gives 1 of its resource to each
    player with a worker in it (ruling 19: one each, however many workers)."""
    cat = catalog()
    gains = [[0, 0], [0, 0], [0, 0]]
    for region in state.regions:
        kind = cat.region_kind(region.id)
        if region.destroyed or not kind.produces:
            continue
        index = 0 if kind.produces == "metal" else 1
        for row, size in zip(region.rows, kind.rows, strict=True):
            if len(row) == size:
                for seat in set(row):
                    gains[seat][index] += 1
    players = list(state.players)
    for seat, (metal, energy) in enumerate(gains):
        if metal or energy:
            p = players[seat]
            players[seat] = replace(p, metal=p.metal + metal, energy=p.energy + energy)
            lines.append(LogLine(text=f"{{s{seat}}} produces {board.amount(metal, energy)}."))
    return replace(state, players=tuple(players))


def research_rows(state: GiantSnailState, seat: int) -> list[tuple[int, int]]:
    """The full R&D Labs rows of ``seat`` (one per region: a region's full rows of one player are alike)."""
    found = []
    for region in state.regions:
        if region.destroyed or catalog().region_type(region.id) != "lab":
            continue
        sizes = catalog().region_kind(region.id).rows
        for i, row in enumerate(region.rows):
            if len(row) == sizes[i] and all(w == seat for w in row):
                found.append((region.id, i))
                break
    return found


def research_choices(state: GiantSnailState, seat: int) -> list[str]:
    """Resolution Phase b): cash a full row for one of the market's cards, or stop (ruling 20: an empty
    market allows no research)."""
    if not state.market:
        return []
    return [
        f"research.{region}.{row}.{tech}"
        for region, row in research_rows(state, seat)
        for tech in dict.fromkeys(state.market)
    ]


def next_research(state: GiantSnailState, lines: Log) -> GiantSnailState:
    for seat in seats_from(state.leader):
        if state.players[seat].passed:
            continue
        if research_choices(state, seat):
            return replace(state, turn=seat)
        state = set_player(state, seat, replace(state.players[seat], passed=True))
    return begin_factories(state, lines)


def play_research(state: GiantSnailState, seat: int, code: str, lines: Log) -> GiantSnailState:
    if code == "done":
        state = set_player(state, seat, replace(state.players[seat], passed=True))
        return next_research(state, lines)
    _, region_id, row_id, tech = code.split(".")
    region, row = state.regions[int(region_id) - 1], int(row_id)
    workers = len(region.rows[row])
    rows = list(region.rows)
    rows[row] = ()
    state = set_region(state, replace(region, rows=tuple(rows)))
    player = state.players[seat]
    state = set_player(state, seat, replace(player, pool=player.pool + workers))
    market = list(state.market)
    market.remove(tech)
    deck = state.tech_deck
    if deck:
        market.append(deck[0])
        deck = deck[1:]
    state = replace(state, market=tuple(market), tech_deck=deck)
    card = catalog().tech_by_id(tech)
    lines.append(
        LogLine(
            text=f"{{s{seat}}} cashes in a row of {region_name(region.id)} "
            f"({plural(workers, 'worker')} back to the pool) and researches {card.name}."
        )
    )
    return events.start_tech(state, seat, tech, lines, after=next_research)


# ---- Factories ---------------------------------------------------------------------------------------


def begin_factories(state: GiantSnailState, lines: Log) -> GiantSnailState:
    players = tuple(replace(p, passed=False) for p in state.players)
    state = replace(state, players=players, phase="factory", turn=state.leader, draft=())
    return next_factory(state, lines, first=True)


def factory_regions(state: GiantSnailState, seat: int) -> list[int]:
    return [
        r.id
        for r in state.regions
        if not r.destroyed and catalog().region_type(r.id) == "factory" and any(seat in row for row in r.rows)
    ]


def destinations(state: GiantSnailState, seat: int) -> list[str]:
    """Where a Factory worker of ``seat`` may go (Resolution Phase c; ruling 21): an empty robot
    construction slot or one on the player's own weapon attachment, paying its cost, or the rebuild of a
    destroyed region. Construction slots of one section with the same cost are one choice."""
    cat = catalog()
    player = state.players[seat]
    codes = []
    seen = set()
    for i, j in empty_robot_slots(state):
        metal, energy = cat.section[i].slots[j]
        if (i, metal, energy) not in seen and can_pay(player, metal, energy):
            seen.add((i, metal, energy))
            codes.append(f"build.{cat.section[i].id}.{j}")
    for tech in player.weapons:
        card = cat.tech_by_id(tech)
        if tech not in player.armed and can_pay(player, card.build_metal, card.build_energy):
            codes.append(f"arm.{tech}")
    for region in state.regions:
        if can_rebuild(state, region, seat):
            codes += rebuilding.rebuild_codes(state, region.id, seat)
    return codes


def factory_choices(state: GiantSnailState, seat: int) -> list[str]:
    targets = destinations(state, seat)
    regions = factory_regions(state, seat)
    if not targets or not regions:
        return []
    if not state.draft and len(regions) > 1:
        return [f"factory.{r}" for r in regions] + ["done"]
    return targets + (["back"] if state.draft else ["done"])


def next_factory(state: GiantSnailState, lines: Log, first: bool = False) -> GiantSnailState:
    """Ruling 21: Factory workers are resolved one at a time, round the table from the leader, until
    everyone has passed; a player with nothing to resolve passes."""
    start = state.turn if first else (state.turn + 1) % 3
    for seat in seats_from(start):
        if state.players[seat].passed:
            continue
        if factory_choices(state, seat):
            return replace(state, turn=seat, draft=())
        state = set_player(state, seat, replace(state.players[seat], passed=True))
    return events.begin_events(replace(state, draft=()), lines)


def play_factory(state: GiantSnailState, seat: int, code: str, lines: Log) -> GiantSnailState:
    if code == "done":
        state = set_player(state, seat, replace(state.players[seat], passed=True))
        return next_factory(state, lines)
    if code == "back":
        return replace(state, draft=state.draft[:-1])
    if code.startswith("factory."):
        return replace(state, draft=(code,))
    regions = factory_regions(state, seat)
    source = int(state.draft[0].split(".")[1]) if state.draft else regions[0]
    region = state.regions[source - 1]
    row = next(i for i, r in enumerate(region.rows) if seat in r)
    state = set_region(state, board.remove_worker(region, row, seat))
    state = use_factory_worker(state, seat, code, source, lines)
    if state.phase == "over":
        return state
    if state.pending:  # a rebuild: the player places the returning workers first (rebuilding.play_place)
        return replace(state, draft=())
    return next_factory(replace(state, draft=()), lines)


def use_factory_worker(
    state: GiantSnailState, seat: int, code: str, source: int, lines: Log
) -> GiantSnailState:
    cat = catalog()
    player = state.players[seat]
    parts = code.split(".")
    if parts[0] == "build":
        section = cat.section_index(parts[1])
        slot = int(parts[2])
        metal, energy = cat.section[section].slots[slot]
        state = set_player(state, seat, pay(player, metal, energy))
        lines.append(
            LogLine(
                text=f"{{s{seat}}} sends a worker from {region_name(source)} to build the robot's "
                f"{cat.section[section].name}{paid(metal, energy)}."
            )
        )
        return events.fill_robot(state, section, slot, seat, lines)
    if parts[0] == "arm":
        card = cat.tech_by_id(parts[1])
        player = pay(player, card.build_metal, card.build_energy)
        state = set_player(state, seat, replace(player, armed=(*player.armed, card.id)))
        lines.append(
            LogLine(
                text=f"{{s{seat}}} sends a worker from {region_name(source)} to build the "
                f"{card.name}{paid(card.build_metal, card.build_energy)}."
            )
        )
        return state
    return rebuilding.rebuild(state, seat, code, lines, factory_worker=True)


def paid(metal: int, energy: int) -> str:
    return f", paying {board.amount(metal, energy)}" if metal or energy else ""
