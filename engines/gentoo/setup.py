"""Gentoo Rules setup (``new_game``): the cards dealt, the Choice Cards, stones, fish and the first player.

"[R] Setup n" is the rulebook's setup step, "ruling n" a row of "The shared rulings, in brief" in
docs/rules/gentoo.md.
"""

from __future__ import annotations

from engines.base import LogLine, replace
from engines.gentoo.data import DATA
from engines.gentoo.models import GentooOptions, GentooState, PlayerArea
from engines.gentoo.phases import start_turn
from engines.gentoo.turn import auto
from engines.logwords import line
from engines.phrasing import seat_arg
from engines.rng import rng_for


def new_game(num_players: int, seed: int, options: GentooOptions) -> GentooState:
    """The first state, with the first turn's Draw done and any step without a choice taken (G-A2)."""
    s = DATA.supplies
    snow = DATA.card_ids("snow")
    used_snow = snow[: s.snow_per_player * num_players]
    rest = [cid for spec in DATA.cards if spec.type != "snow" for cid in DATA.card_ids(spec.type)]
    # [R] Setup 2: shuffle the rest of the cards; "Any extra Snow cards will not be used" [R] Setup 1.
    rng_for(seed, 0, "setup.deck").shuffle(rest)
    players = []
    for seat in range(num_players):
        own = used_snow[seat * s.snow_per_player : (seat + 1) * s.snow_per_player]
        k = s.cards_in_play_at_start
        # [R] Setup 5-7: three cards flipped into play, three Nesting Stones, five Fish.
        players.append(
            PlayerArea(
                pile=own[k:],
                in_play=own[:k],
                used=(),
                stones=s.stones_per_player,
                fish=s.fish_per_player,
                penguins=0,
            )
        )
    if options.first_player is not None:
        first = options.first_player
    else:  # ruling 19: random first player
        first = rng_for(seed, 0, "setup.first").randrange(num_players)
    state = GentooState(
        seed=seed,
        num_players=num_players,
        options=options,
        players=tuple(players),
        draw=tuple(rest[s.choice_row :]),
        row=tuple(rest[: s.choice_row]),
        discard=(),
        removed=snow[len(used_snow) :],
        turn=first,
    )
    log: list[LogLine] = [line(f"{{s{first}}} goes first.", "gentoo-log-first", seat=seat_arg(first))]
    state = start_turn(state, log)
    state = replace(state, log=tuple(log))
    return auto(state, list(state.log))
