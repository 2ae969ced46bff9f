"""SLITHER setup and the steps that rebuild the board: laying tiles, growing the path, starting a round.

The rulebook's setup (section "Setup") runs: fixed starting layout (ruling "Fixed starting layout"),
the snake lays numbered tiles 1..N (option ``setup_tiles``), takes their location cards, grows its path
(Head plus ``initial_body`` cards, each adjacent to the previous one), then the frogs place their pawns.
Tile laying and path growing also run after each found-out (rulebook "Found out" steps 2-4).
"""

from __future__ import annotations

from functools import lru_cache

from engines.base import LogLine, replace
from engines.english import join_words, plural
from engines.logwords import line, refusal
from engines.phrasing import Listed, Words, seat_arg
from engines.rng import rng_for
from engines.slither.data import catalog
from engines.slither.hexmap import (
    board_for,
    clockwise,
    longest_simple_path,
    parse_spot,
    placement_spots,
    spot_groups,
    touching,
    triangle,
)
from engines.slither.models import Frog, PathCard, SlitherAction, SlitherOptions, SlitherState
from engines.slither.variant import balance, balance_for

Log = list[LogLine]


def num_frogs(state: SlitherState) -> int:
    return state.num_players - 1


def segment_count(state: SlitherState) -> int:
    """Head, one Middle per frog, Tail (rulebook setup step 8)."""
    return num_frogs(state) + 2


def segment_words(state: SlitherState, index: int) -> Words:
    """``segment_name`` as a message."""
    kind = "head" if index == 0 else "tail" if index == segment_count(state) - 1 else "middle"
    return Words(id="slither-segment", args={"kind": kind, "number": index})


def card_words(card_id: str) -> Words:
    """A snake or frog ability card's name as a message."""
    return Words(id=f"slither-card-{card_id.replace('_', '-')}")


def segment_name(state: SlitherState, index: int) -> str:
    if index == 0:
        return "Head"
    if index == segment_count(state) - 1:
        return "Tail"
    return f"Middle {index}"


def new_game(num_players: int, seed: int, options: SlitherOptions) -> SlitherState:
    cat = catalog()
    frogs = num_players - 1
    # Setup step 13: each frog (ruling 24) draws a random frog ability card.
    rng = rng_for(seed, 0, "deal")
    deck = list(cat.frog_deck)
    hands = [deck.pop(rng.randrange(len(deck))) for _ in range(frogs)]
    # Setup step 5, ruling 8: N tiles, or N+1 with the option.
    count = frogs + (1 if options.setup_tiles == "n_plus_1" else 0)
    count += balance_for(options.variant, num_players).extra_tiles  # ours B2 (Balanced variant)
    pads = {h.id: h.lily_pads for t in cat.data.start_tiles for h in t.hexes}
    return SlitherState(
        seed=seed,
        num_players=num_players,
        options=options,
        phase="place_tile",
        cells=cat.start_cells,
        tiles=tuple(t.id for t in cat.data.start_tiles),
        pads=tuple(pads[b] for b in cat.buildings),
        frogs=tuple(Frog(card=c) for c in hands),
        deck=tuple(sorted(deck)),
        discard=(),
        snake_abilities=tuple(c.id for c in cat.data.snake),
        to_place=tuple(t.id for t in cat.tiles_in_play[:count]),
        log=(
            line(
                f"{{s0}} is the snake and has {plural(count, 'tile')} to lay.",
                "slither-log-snake",
                snake=seat_arg(0),
                tiles=count,
            ),
        ),
    )


# ---- laying a tile (setup step 5, found-out step 2) ----------------------------------------------


def placement_actions(state: SlitherState) -> list[SlitherAction]:
    """Ours D2: a group of lettered spots (only when there are more than fit one select), a spot, then
    the hex that gets the lowest number; "back" until that last choice."""
    if state.spot is not None:
        parsed = parse_spot(state.spot)
        assert parsed is not None
        tri = triangle(*parsed)
        order = clockwise(tri, min(tri, key=lambda c: (c[1], c[0])))
        lows = [SlitherAction(kind="low", arg=f"{q}.{r}") for q, r in order]
        return [*lows, SlitherAction(kind="back")]
    groups = spot_groups(placement_spots(state.cells))
    if len(groups) > 1 and state.spot_group is None:
        return [SlitherAction(kind="group", arg=g) for g, _ in groups]
    members = next((m for g, m in groups if g == state.spot_group), None) if len(groups) > 1 else None
    spots = members if members is not None else placement_spots(state.cells)
    actions = [SlitherAction(kind="spot", arg=s.id) for s in spots]
    if len(groups) > 1:
        actions.append(SlitherAction(kind="back"))
    return actions


def apply_placement(state: SlitherState, action: SlitherAction, log: Log) -> SlitherState:
    if action.kind == "group":
        return replace(state, spot_group=action.arg)
    if action.kind == "spot":
        return replace(state, spot=action.arg)
    if action.kind == "back":
        if state.spot is not None:
            return replace(state, spot=None)
        return replace(state, spot_group=None)
    if action.kind != "low" or state.spot is None:
        raise refusal("That is not a step of laying a tile.", "slither-refuse-not-laying")
    parsed = parse_spot(state.spot)
    assert parsed is not None
    q, r = (int(x) for x in action.arg.split("."))
    cat = catalog()
    tile = cat.tile_by_id[state.to_place[0]]
    # Rules 3(c) "Placement rule": the placer chooses which hex gets the lowest number; the other
    # two follow clockwise.
    order = clockwise(triangle(*parsed), (q, r))
    new_cells = tuple((h, c[0], c[1]) for h, c in zip(tile.hexes, order, strict=True))
    # Ours D22: once laid, the spot's letter is gone from the map; the hexes it touches are still there.
    touched = [cat.name(h) for h in touching(state.cells, triangle(*parsed))]
    log.append(
        line(
            f"{{s0}} lays tile {tile.number} ({', '.join(tile.hexes)}) next to {join_words(touched)}.",
            "slither-log-lay",
            snake=seat_arg(0),
            number=tile.number,
            hexes=Listed.of(tile.hexes, "narrow"),
            near=Listed.of(touched),
        )
    )
    state = replace(
        state,
        cells=state.cells + new_cells,
        tiles=(*state.tiles, tile.id),
        to_place=state.to_place[1:],
        spot=None,
        spot_group=None,
    )
    if state.to_place:
        return state
    # Setup step 7 / found-out step 3: the tiles' location cards join the hand (implicit: the hand is
    # every placed location not in the path). Then the path is grown.
    return begin_growth(state, log)


def next_tile(state: SlitherState) -> str | None:
    """The next numbered tile in numerical order (found-out step 2), if any is left in play."""
    placed = set(state.tiles)
    return next((t.id for t in catalog().tiles_in_play if t.id not in placed), None)


# ---- growing the path (setup steps 9-10, found-out step 4) ----------------------------------------


def begin_growth(state: SlitherState, log: Log) -> SlitherState:
    frogs = num_frogs(state)
    # Ruling 9, option initial_body: Head + N cards, or Head + N-1.
    desired = 1 + (frogs if state.options.initial_body == "n" else frogs - 1)
    board = board_for(state.cells)
    # Our ruling (docs/rules/slither.md D3): grow as long as the map allows, up to the wanted length.
    target = longest_simple_path(board, (), desired)
    # Ours D21: nothing is said yet; the table hears of the path once it is grown (apply_growth).
    return replace(
        state,
        phase="grow_path",
        path=(),
        grow_target=target,
        trail_len=0,
        trail_rounds=(),
        shifted=False,
        clues=(),
        pending_head=None,
        pending_ability=None,
    )


@lru_cache(maxsize=4096)
def _growth_choices(
    cells: tuple[tuple[str, int, int], ...], prefix: tuple[str, ...], target: int
) -> tuple[str, ...]:
    board = board_for(cells)
    base = board.numbered if not prefix else board.numbered_adjacent[prefix[-1]]
    return tuple(
        c for c in base if c not in prefix and longest_simple_path(board, (*prefix, c), target) >= target
    )


def growth_actions(state: SlitherState) -> list[SlitherAction]:
    prefix = tuple(c.loc for c in state.path)
    actions = [
        SlitherAction(kind="path", arg=c) for c in _growth_choices(state.cells, prefix, state.grow_target)
    ]
    if state.path:
        actions.append(SlitherAction(kind="back"))
    return actions


def apply_growth(state: SlitherState, action: SlitherAction, log: Log) -> SlitherState:
    if action.kind == "back":
        return replace(state, path=state.path[:-1])
    index = len(state.path)
    path = (*state.path, PathCard(loc=action.arg))
    log.append(
        line(
            f"You put {action.arg} at the {segment_name(state, index)}.",
            "slither-log-you-put",
            private_to=0,
            hex=action.arg,
            segment=segment_words(state, index),
        )
    )
    if len(path) < state.grow_target:
        return replace(state, path=path)
    # Ours D20: the cards grown go down in this round (0: at setup), as the table saw.
    state = replace(state, path=path, trail_len=len(path), trail_rounds=(state.round,) * len(path))
    log.append(
        line(
            f"{{s0}} grows a path of {plural(len(path), 'card')}, face down.",
            "slither-log-grow",
            snake=seat_arg(0),
            cards=len(path),
        )
    )
    if any(f.hex is None and not f.swallowed for f in state.frogs):
        # Setup step 14: now each frog places its pawn on a building of its choice.
        return replace(state, phase="place_frogs")
    return start_round(state, log)


# ---- rounds --------------------------------------------------------------------------------------


def start_round(state: SlitherState, log: Log) -> SlitherState:
    """Begin the Frogs Move step: frogs without a card draw one (rules 3(c) frog card use rules,
    rulebook "Swallow" 3a, ours D6), reshuffling the discard pile into the deck when it runs out."""
    cat = catalog()
    limit = balance(state).rounds
    if limit and state.round >= limit:
        # Ours B1 (Balanced variant): the snake also wins by staying free until the last round is over.
        log.append(
            line(
                f"Round {state.round} was the last, and the snake is still free: {{s0}}, the snake, wins!",
                "slither-log-last-round",
                round=state.round,
                snake=seat_arg(0),
            )
        )
        return replace(state, phase="over", winner="snake")
    deck, discard = list(state.deck), list(state.discard)
    rng = rng_for(state.seed, state.step, "draw")
    frogs = []
    for seat, frog in enumerate(state.frogs, start=1):
        if frog.card is None:
            if not deck:
                deck, discard = sorted(discard), []
                log.append(
                    line("The frog deck is reshuffled from the discard pile.", "slither-log-reshuffle")
                )
            card = deck.pop(rng.randrange(len(deck)))
            log.append(
                line(
                    f"{{s{seat}}} draws {cat.frog_cards[card].name}.",
                    "slither-log-frog-draws",
                    seat=seat_arg(seat),
                    card=card_words(card),
                )
            )
            frog = replace(frog, card=card)
        frogs.append(replace(frog, done=False, croak=None, lash=False))
    log.append(line(f"Round {state.round + 1}: the frogs move.", "slither-log-round", round=state.round + 1))
    return replace(
        state,
        phase="frogs_move",
        round=state.round + 1,
        frogs=tuple(frogs),
        deck=tuple(deck),
        discard=tuple(sorted(discard)),
    )
