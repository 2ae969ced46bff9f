"""The Resolution Phase of Giant Snail Will Not Prevail!: production, research and the Factory workers.

Rulebook "Resolution Phase": a) full rows of Mines and Solar Farms produce (ruling 19); b) full R&D Labs
rows buy technologies, one at a time round the table (ruling 20; the cards' effects are in technology.py);
c) Factory workers, one at a time round the table from the leader (ruling 21), build the robot, arm a
weapon or rebuild a region (rebuilding.py). Then the Event Phase begins (events.py).
"""

from __future__ import annotations

from engines.base import LogLine, replace
from engines.english import plural
from engines.giantsnail import board, events, rebuilding, technology
from engines.giantsnail.board import (
    can_pay,
    can_rebuild,
    empty_robot_slots,
    pay,
    region_name,
    region_words,
    seats_from,
    set_player,
    set_region,
)
from engines.giantsnail.data import catalog, section_words, tech_words
from engines.giantsnail.models import GiantSnailState
from engines.giantsnail.robot import fill_robot
from engines.logwords import line
from engines.phrasing import seat_arg

Log = list[LogLine]


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
            lines.append(
                line(
                    f"{{s{seat}}} produces {board.amount(metal, energy)}.",
                    "snail-log-produces",
                    seat=seat_arg(seat),
                    amount=board.amount_words(metal, energy),
                )
            )
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
        line(
            f"{{s{seat}}} cashes in a row of {region_name(region.id)} "
            f"({plural(workers, 'worker')} back to the pool) and researches {card.name}.",
            "snail-log-research",
            seat=seat_arg(seat),
            region=region_words(region.id),
            workers=workers,
            card=tech_words(tech),
        )
    )
    return technology.start_tech(state, seat, tech, lines, after=next_research)


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
            line(
                f"{{s{seat}}} sends a worker from {region_name(source)} to build the robot's "
                f"{cat.section[section].name}{paid(metal, energy)}.",
                "snail-log-build",
                seat=seat_arg(seat),
                region=region_words(source),
                section=section_words(section),
                paid=board.paid_words(metal, energy),
            )
        )
        return fill_robot(state, section, slot, seat, lines)
    if parts[0] == "arm":
        card = cat.tech_by_id(parts[1])
        player = pay(player, card.build_metal, card.build_energy)
        state = set_player(state, seat, replace(player, armed=(*player.armed, card.id)))
        lines.append(
            line(
                f"{{s{seat}}} sends a worker from {region_name(source)} to build the "
                f"{card.name}{paid(card.build_metal, card.build_energy)}.",
                "snail-log-arm",
                seat=seat_arg(seat),
                region=region_words(source),
                card=tech_words(card.id),
                paid=board.paid_words(card.build_metal, card.build_energy),
            )
        )
        return state
    return rebuilding.rebuild(state, seat, code, lines, factory_worker=True)


def paid(metal: int, energy: int) -> str:
    return f", paying {board.amount(metal, energy)}" if metal or energy else ""
