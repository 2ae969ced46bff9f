"""Setting up Giant Snail Will Not Prevail! (rulebook "Setup" and "How to play"): ``new_game`` lays out
the table, ``start_game`` also places the first workers and starts the first Action Phase.

Regions in numerical order or shuffled (Setup 1); the Event 1 deck shuffled under the two Event 0 cards
(Setup 3); the technology deck shuffled with two cards face up (Setup 4); the snail in slot 2 of the
space card (Setup 5); 13 workers in each pool and the rest in reserve (Setup 6). Then each player draws a
randomizer token and puts a worker on that region (ruling 14: drawn without replacement, in seating order
from a seat chosen from the seed); the highest number takes the leader token.
"""

from __future__ import annotations

from engines.base import LogLine, replace
from engines.giantsnail.actionphase import begin_actions, place_first_worker
from engines.giantsnail.data import DIRECTIONS, catalog
from engines.giantsnail.models import GiantSnailOptions, GiantSnailState, Player, Region
from engines.logwords import line
from engines.phrasing import seat_arg
from engines.rng import rng_for


def event1_cards() -> list[str]:
    counts = catalog().events
    cards: list[str] = []
    for name in (*DIRECTIONS, "burrow"):
        cards += [name] * getattr(counts, name)
    return cards


def new_game(num_players: int, seed: int, options: GiantSnailOptions) -> GiantSnailState:
    cat = catalog()
    rng = rng_for(seed, 0, "setup")
    grid = list(range(1, 13))
    if options.layout == "random":
        rng.shuffle(grid)
    regions = tuple(Region(id=r.id, rows=tuple(() for _ in cat.kind[r.type].rows)) for r in cat.region)
    events = event1_cards()
    rng.shuffle(events)
    techs = [t.id for t in cat.tech]
    rng.shuffle(techs)
    first = rng.randrange(3)
    order = tuple((first + i) % 3 for i in range(3))
    tokens = rng.sample(range(1, 13), 3)
    draws = [0, 0, 0]
    for seat, token in zip(order, tokens, strict=True):
        draws[seat] = token
    reserve = cat.workers_per_colour - cat.pool_start
    return GiantSnailState(
        seed=seed,
        num_players=num_players,
        options=options,
        grid=tuple(grid),
        regions=regions,
        sections=tuple(tuple(-1 for _ in s.slots) for s in cat.section),
        deck=("sighting", "landfall", *events),
        tech_deck=tuple(techs[2:]),
        market=tuple(techs[:2]),
        players=tuple(Player(pool=cat.pool_start, reserve=reserve) for _ in range(3)),
        leader=max(range(3), key=lambda s: draws[s]),
        phase="actions",
        turn=order[0],
        start_draws=tuple(draws),
        start_order=order,
    )


def start_game(num_players: int, seed: int, options: GiantSnailOptions) -> GiantSnailState:
    """The first state of a game: the table of ``new_game``, each player's first worker on the region of
    their randomizer, the leader token to the highest number, and the first Action Phase begun."""
    state = new_game(num_players, seed, options)
    lines: list[LogLine] = []
    for seat in state.start_order:
        region = state.start_draws[seat]
        lines.append(
            line(
                f"{{s{seat}}} draws randomizer {region}.",
                "snail-log-draws",
                seat=seat_arg(seat),
                number=region,
            )
        )
        state = place_first_worker(state, seat, region, lines)
    lines.append(
        line(
            f"{{s{state.leader}}} drew the highest number and takes the leader token.",
            "snail-log-leader",
            seat=seat_arg(state.leader),
        )
    )
    state = begin_actions(state, lines)
    return replace(state, log=tuple(lines))
