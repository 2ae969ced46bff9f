"""Setting up As The Earth Crumbles (rulebook "Setup" and "Building the Earth").

The Advanced tiles, gas pockets among them, are dealt at random into the 5x4 and 4x3 layers and the
Basic tiles into the 3x2 and 2x1 layers, all face up (ruling G8); three Social Directives are drawn in a
multiplayer game, none solo (rulebook "Solo Play"); nobody starts with Coins (rulebook "Setup", note);
the first player is drawn at random, unless the host named one (ruling G19). ``new_game`` lays out the
table; ``start_game`` also announces the first player and begins their turn.
"""

from __future__ import annotations

from engines.base import LogLine, replace
from engines.earthcrumbles.data import LAYERS, catalog
from engines.earthcrumbles.economy import begin_turn
from engines.earthcrumbles.models import EarthOptions, EarthState, Player
from engines.logwords import line
from engines.phrasing import seat_arg
from engines.rng import rng_for


def new_game(num_players: int, seed: int, options: EarthOptions) -> EarthState:
    cat = catalog()
    rng = rng_for(seed, 0, "setup")
    advanced = [t.id for t in cat.tile if t.pile == "advanced"]
    basic = [t.id for t in cat.tile if t.pile == "basic"]
    rng.shuffle(advanced)
    rng.shuffle(basic)
    lower = sum(w * h for w, h in LAYERS[:2])
    if len(advanced) != lower or len(basic) != sum(w * h for w, h in LAYERS[2:]):
        raise ValueError("the tiles do not fill the Earth's layers")  # data.Catalog checks the counts
    directives: tuple[str, ...] = ()
    if num_players > 1:
        directives = tuple(rng.sample([d.id for d in cat.directive], cat.directives_in_play))
    first = rng.randrange(num_players)  # drawn even when the host names one, so the deal stays the same
    if options.first_player is not None:
        first = options.first_player
    return EarthState(
        seed=seed,
        num_players=num_players,
        options=options,
        earth=(*advanced, *basic),
        players=tuple(Player() for _ in range(num_players)),
        directives=directives,
        first=first,
        turn=first,
    )


def start_game(num_players: int, seed: int, options: EarthOptions) -> EarthState:
    """The first state of a game: the table of ``new_game`` and the first player's turn begun."""
    state = new_game(num_players, seed, options)
    lines: list[LogLine] = []
    first = seat_arg(state.first)
    if num_players > 1 and options.first_player is None:
        lines.append(line(f"{{s{state.first}}} is drawn to go first.", "earth-log-drawn-first", seat=first))
    elif num_players > 1:
        lines.append(
            line(f"{{s{state.first}}} goes first, as the host chose.", "earth-log-host-first", seat=first)
        )
    state = begin_turn(replace(state, turns=0), state.first, lines)
    return replace(state, log=tuple(lines))
