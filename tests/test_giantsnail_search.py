"""Giant Snail Will Not Prevail!'s search position (engines/giantsnail/search.py; docs/ai.md, "Giant Snail's
search position") beyond tests/test_search_rules.py, whose random games rarely build the robot, fight or
outlive the snail:

- games pushed on into the later phases (riches, a robot nearly built, weapons, a short event deck, a dead
  snail, full R&D Labs rows), and positions set up for the rarest moves (the Malacologist, a rebuild's
  returning workers, Public Works, every Event 2 card), where at every step the position answers as the
  engine does and every legal action gives the engine's next state;
- the search's samples are the engine's, Malacologist knowledge included, and the hidden cards are really
  drawn again: the sample is never the true order for want of another (views.determinize);
- the search chooses what it chose on the engine's own states, iteration for iteration.

The seeds are in the messages of every check.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from functools import partial
from typing import Any

import pytest

from bot.ai.agents import MctsAgent
from engines.base import replace
from engines.giantsnail import board, resolution
from engines.giantsnail.data import catalog
from engines.giantsnail.engine import GiantSnailEngine
from engines.giantsnail.models import DEAD, GiantSnailState, Region
from engines.giantsnail.searchregions import DESTROYED, ENERGY, METAL, count, side_of
from engines.searchrules import HookRules, SearchRules
from support.giantsnail import ENGINE, FILLER, ROBOT, game, intact, with_regions

EVENT2 = ("grants", "refugees", "works", "parade", "aftershock", "campaign")


def plain(state: GiantSnailState) -> GiantSnailState:
    return replace(state, log=())


def same_step(state: GiantSnailState, where: str) -> list[str]:
    """At ``state`` the search answers as the engine (who acts, what it may do, the outcome, every seat's
    heuristic), and every legal action gives the engine's next state, value for value and JSON for JSON;
    returns the acting seat's action ids."""
    rules = ENGINE.search_rules()
    fresh = rules.start(state)
    assert plain(rules.state(fresh)) == plain(state), where
    assert rules.outcome(fresh) == ENGINE.outcome(state), where
    if ENGINE.outcome(state) is not None:
        return []
    assert rules.current_seats(fresh) == ENGINE.current_seats(state), where
    for seat in range(3):
        assert rules.heuristic(fresh, seat) == ENGINE.heuristic(state, seat), f"{where}, heuristic of {seat}"
    seat = min(ENGINE.current_seats(state))
    ids = [ENGINE.action_id(a) for a in ENGINE.legal_actions(state, seat)]
    assert [rules.action_id(a) for a in rules.legal_actions(fresh, seat)] == ids, where
    for action in rules.legal_actions(rules.start(state), seat):
        aid = rules.action_id(action)
        after = rules.apply(rules.start(state), seat, action)
        expected = plain(ENGINE.apply(state, seat, ENGINE.parse_action(aid)))
        mine = rules.state(after)
        assert mine == expected, f"{where}, seat {seat} plays {aid}"
        assert mine.model_dump_json() == expected.model_dump_json(), f"{where}, seat {seat} plays {aid}"
        assert rules.outcome(after) == ENGINE.outcome(expected), f"{where}, seat {seat} plays {aid}"
        if ENGINE.outcome(expected) is None:
            for other in range(3):
                assert rules.heuristic(after, other) == ENGINE.heuristic(expected, other), f"{where}, {aid}"
    return ids


def pushed_on(state: GiantSnailState, rng: random.Random) -> GiantSnailState:
    """``state`` taken further than random play goes: riches, weapons (some built), a robot nearly or quite
    finished (then perhaps facing the snail), a short event deck or a dead snail with a few Event 2 cards
    left, full R&D Labs rows and a market drawn from the whole technology deck."""
    players = []
    for p in state.players:
        weapons = tuple(rng.sample(["t1", "t2", "t3"], rng.randint(0, 2)))
        armed = tuple(t for t in weapons if rng.random() < 0.7)
        players.append(
            replace(
                p,
                metal=p.metal + rng.randint(0, 8),
                energy=p.energy + rng.randint(0, 8),
                weapons=weapons,
                armed=armed,
            )
        )
    sections = tuple(
        tuple(w if w >= 0 or rng.random() < 0.2 else rng.randrange(3) for w in s) for s in state.sections
    )
    changes: dict[str, Any] = {"sections": sections}
    finished = all(w >= 0 for s in sections for w in s)
    if finished:
        changes["robot"] = state.snail if state.snail > 0 and rng.random() < 0.5 else rng.randint(1, 12)
    events = [c for c in state.deck if c not in ("sighting", "landfall")]
    regions = list(state.regions)
    kind = rng.random()
    if kind < 0.4 and state.snail > 0:
        keep = rng.randint(1, 6)
        changes["deck"], changes["buried"] = tuple(events[:keep]), (*state.buried, *events[keep:])
    elif kind < 0.7 and state.snail > 0:
        later = list(EVENT2)
        rng.shuffle(later)
        changes["deck"], changes["buried"] = tuple(later[: rng.randint(1, 6)]), (*state.buried, *events)
        changes["snail"] = DEAD
        regions = [replace(r, defence="", defender=-1) for r in regions]
        if not finished:
            changes["sections"], changes["robot"] = ROBOT, rng.randint(1, 12)
    for lab in (4, 6, 11):
        who = rng.randrange(3)
        region = regions[lab - 1]
        if rng.random() < 0.6 and not region.destroyed and not region.rows[0] and players[who].pool >= 3:
            regions[lab - 1] = replace(region, rows=((who, who, who), region.rows[1]))
            players[who] = replace(players[who], pool=players[who].pool - 3)
    techs = [*state.market, *state.tech_deck]
    rng.shuffle(techs)
    changes.update(
        players=tuple(players), regions=tuple(regions), market=tuple(techs[:2]), tech_deck=tuple(techs[2:])
    )
    return replace(state, **changes)


@pytest.mark.parametrize("seed", range(4))
def test_games_pushed_into_the_later_phases_play_as_the_engine_plays(seed: int) -> None:
    """Random games, pushed on at the start of some rounds; every step checked in full, and one position
    carried through the game as a search carries it."""
    rules = ENGINE.search_rules()
    rng = random.Random(f"giantsnail search:{seed}")
    options = ENGINE.make_options({"layout": "random" if seed % 2 else "numerical"})
    state = ENGINE.new_game(3, rng.randrange(2**31), options)
    carried = rules.start(state)
    phases: Counter[str] = Counter()
    for step in range(3000):
        where = f"seed {seed}, step {step}"
        if state.phase == "actions" and not state.draft and state.round >= 2 and rng.random() < 0.25:
            state = pushed_on(state, rng)
            carried = rules.start(state)
        ids = same_step(state, where)
        if not ids:
            break
        phases[state.pending or state.phase] += 1
        seat = min(ENGINE.current_seats(state))
        aid = rng.choice(ids)
        state = ENGINE.apply(state, seat, ENGINE.parse_action(aid))
        carried = rules.apply(
            carried, seat, next(a for a in rules.legal_actions(carried, seat) if rules.action_id(a) == aid)
        )
        assert plain(rules.state(carried)) == plain(state), f"{where}: the carried position drifted"
    else:
        pytest.fail(f"seed {seed}: the game did not end")
    assert {"actions", "research", "factory", "robot", "discard"} <= set(phases), (seed, phases)


def forfeited(state: GiantSnailState) -> GiantSnailState:
    """``state`` after every player forfeits the Action Phase: the game runs on to the next decision."""
    while state.phase == "actions":
        state = ENGINE.apply(state, state.turn, ENGINE.parse_action("forfeit"))
    return state


def researching(tech: str, *regions: Region, **fields: Any) -> GiantSnailState:
    """Red has a full R&D Labs 6 row and researches ``tech`` in the Resolution Phase ("Technology Cards")."""
    state = game(market=(tech, "t9" if tech != "t9" else "t8"), tech_deck=("t1", "t2"), **fields)
    state = forfeited(with_regions(state, intact(6, (0, 0, 0), ()), *regions))
    return ENGINE.apply(state, 0, ENGINE.parse_action(f"research.6.0.{tech}"))


def peek_position(*regions: Region, **fields: Any) -> GiantSnailState:
    """Red researches the Malacologist (T7)."""
    return researching("t7", *regions, **fields)


def rebuild_position(works: bool) -> GiantSnailState:
    """Blue's Factory worker may rebuild R&D Labs 11, whose rebuild slots hold red, blue and black (rulebook
    "Rebuilding Regions"), perhaps under Public Works (G7 E2-3)."""
    state = game(
        snail=DEAD,
        robot=7,
        sections=ROBOT,
        deck=EVENT2,
        round=2,
        works_until=2 if works else 0,
        players=tuple(replace(p, metal=3, energy=3) for p in game().players),
    )
    return forfeited(
        with_regions(state, Region(id=11, destroyed=True, rebuild=(0, 1, 2)), intact(3, (1,), (), ()))
    )


def after_the_snail(top: str) -> GiantSnailState:
    """The snail is dead, ``top`` is the next Event 2 card, every player holds something to pay with and a
    weapon, the robot is finished and a region lies in ruins with a worker of each seat around."""
    state = game(
        snail=DEAD,
        robot=7,
        sections=ROBOT,
        deck=(top, *[c for c in EVENT2 if c != top]),
        players=tuple(replace(p, metal=4, energy=4, weapons=("t1",), armed=("t1",)) for p in game().players),
    )
    return with_regions(
        state, Region(id=4, destroyed=True, rebuild=(0, 1)), intact(1, (0, 1), (2,)), intact(7, (2,), ())
    )


def event_phase(top: str) -> GiantSnailState:
    """``after_the_snail(top)`` once the Action Phase is forfeited: the Event 2 card played."""
    return forfeited(after_the_snail(top))


def combat_position() -> GiantSnailState:
    """The snail on Factory 5 and North next in the deck: it comes onto Mine 1, where the finished robot
    stands (G1 grid), and everyone is armed and able to fire."""
    armed = ("t1", "t2", "t3")
    state = game(
        snail=5,
        robot=1,
        sections=ROBOT,
        deck=("north", *FILLER),
        discard=("sighting", "landfall"),
        players=tuple(replace(p, metal=6, energy=6, weapons=armed, armed=armed) for p in game().players),
    )
    return forfeited(state)


SCENARIOS: dict[str, Callable[[], GiantSnailState]] = {
    "malacologist": lambda: peek_position(
        deck=("sighting", "landfall", "north", "west", "burrow", "east", "south")
    ),
    # A region in ruins, so that the game goes on once the snail is dead (ruling 33).
    "malacologist near the end of the deck": lambda: peek_position(
        Region(id=9, destroyed=True), deck=("east", "west"), snail=3, discard=("sighting", "landfall")
    ),
    "malacologist killing the snail": lambda: peek_position(
        Region(id=9, destroyed=True), deck=("east",), snail=3, discard=("sighting", "landfall")
    ),
    "salt ring": lambda: researching(
        "t4", snail=5, deck=("north", *FILLER), discard=("sighting", "landfall")
    ),
    "defenders": lambda: researching(
        "t5", snail=5, deck=("north", *FILLER), discard=("sighting", "landfall")
    ),
    "robotic labor": lambda: researching("t8", Region(id=2, destroyed=True)),
    "salvage": lambda: researching("t9", Region(id=2, destroyed=True), Region(id=9, destroyed=True)),
    "rebuild": lambda: rebuild_position(works=False),
    "rebuild under public works": lambda: rebuild_position(works=True),
    "combat": combat_position,
    **{f"event 2: {card}": partial(event_phase, card) for card in EVENT2},
}


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_the_rarest_moves_play_as_the_engine_plays(name: str) -> None:
    """From each position, the lines of play its first two choices and its last (often "done") open, depth
    first, each step checked, to the end of the next round or 60 positions."""
    start = SCENARIOS[name]()
    paths = [(start, "")]
    checked = 0
    while paths and checked < 60:
        state, path = paths.pop()
        ids = same_step(state, f"{name}:{path}")
        checked += 1
        if not ids or state.round > start.round + 1:
            continue
        seat = min(ENGINE.current_seats(state))
        for aid in dict.fromkeys([*ids[:2], ids[-1]]):
            paths.append((ENGINE.apply(state, seat, ENGINE.parse_action(aid)), f"{path} {aid}"))
    assert checked > 5, name


# ---- region cards ----------------------------------------------------------------------------------------


def card_contents(rng: random.Random) -> list[Region]:
    """Region cards of every type as play leaves them: intact with rows filled part way by any seats (R&D
    Labs rows by one seat each, as play fills them), and in ruins with some rebuild slots taken."""
    cards = []
    for region in ENGINE.new_game(3, 1).regions:
        kind = catalog().region_kind(region.id)
        lab = catalog().region_type(region.id) == "lab"
        for _ in range(40):
            rows = []
            for size in kind.rows:
                owner = rng.randrange(3)
                rows.append(tuple(owner if lab else rng.randrange(3) for _ in range(rng.randint(0, size))))
            cards.append(Region(id=region.id, rows=tuple(rows)))
            rebuild = tuple(rng.randrange(3) for _ in range(rng.randint(0, kind.rebuild_slots)))
            cards.append(
                Region(id=region.id, destroyed=True, rows=tuple(() for _ in kind.rows), rebuild=rebuild)
            )
    return cards


def test_a_region_card_answers_as_the_engines_helpers() -> None:
    """What a search's ``Side`` says of a card is what engines/giantsnail/board.py, resolution.py and
    scoring.py say of it: the rows each seat may use or leave, the workers, production, R&D Labs rows,
    Factory workers, rebuilds, and the votes' counts."""
    rng = random.Random("giantsnail cards")
    for card in card_contents(rng):
        side = side_of(card)
        where = f"{card}"
        for seat in range(3):
            assert side.place[seat] == board.place_rows(card, seat), where
            assert side.own[seat] == board.own_rows(card, seat), where
        assert side.workers == tuple(board.workers_on(card)), where
        state = with_regions(game(), card)
        gains = [(p.metal, p.energy) for p in resolution.produce(state, []).players]
        assert gains == [(count(side.tally, METAL + s), count(side.tally, ENERGY + s)) for s in range(3)], (
            where
        )
        for seat in range(3):
            lab_rows = [(card.id, side.lab_row[seat])] if side.lab_row[seat] >= 0 else []
            assert resolution.research_rows(state, seat) == lab_rows, where
            assert (card.id in resolution.factory_regions(state, seat)) == (side.factory_row[seat] >= 0), (
                where
            )
            ready = card.destroyed and len(card.rebuild) >= catalog().region_kind(card.id).rebuild_slots
            assert side.ready[seat] == (ready and seat in card.rebuild), where
        assert count(side.tally, DESTROYED) == (1 if card.destroyed else 0), where


# ---- the search's samples -------------------------------------------------------------------------------


def sample_positions() -> list[tuple[str, GiantSnailState]]:
    """Positions whose secrets a seat knows in part: a Malacologist being answered, a peek made, Event 2."""
    asked = peek_position(deck=("sighting", "landfall", "north", "west", "burrow", "east", "south", "south"))
    answered = ENGINE.apply(asked, 0, ENGINE.parse_action("peek.1.2"))
    return [
        ("the Malacologist's question", asked),
        ("after the Malacologist", answered),
        ("event 2", after_the_snail("works")),
        ("a new game", ENGINE.new_game(3, 5)),
    ]


@pytest.mark.parametrize("seat", range(3))
def test_the_search_draws_the_engines_own_samples(seat: int) -> None:
    for name, state in sample_positions():
        rules = ENGINE.search_rules()
        for draw in range(20):
            mine = rules.state(rules.determinize(state, seat, random.Random(draw)))
            theirs = ENGINE.determinize(state, seat, random.Random(draw))
            assert plain(mine) == plain(theirs), f"{name}, seat {seat}, draw {draw}"


def hidden(state: GiantSnailState) -> tuple[Any, ...]:
    """Everything ``determinize`` may redraw: the orders of both decks and the face-down cards."""
    return state.deck, state.tech_deck, state.buried


@pytest.mark.parametrize("seat", range(3))
def test_a_sample_is_drawn_again_never_the_truth_for_want_of_another(seat: int) -> None:
    """views.determinize shuffles every card the seat has not seen, in one pass that cannot fail: there is
    no fallback that keeps the real order. Wherever another order is consistent with the seat's view
    (two different cards it cannot tell apart), samples take other orders than the true one, each
    consistent with that view; cards the seat saw (its own Malacologist's) keep their places."""
    for name, state in sample_positions():
        truth = hidden(state)
        rules = ENGINE.search_rules()
        samples = [rules.state(rules.determinize(state, seat, random.Random(draw))) for draw in range(30)]
        for sample in samples:
            assert ENGINE.view(sample, seat) == ENGINE.view(state, seat), f"{name}, seat {seat}"
        # Every position here hides an order of at least two different cards from every seat.
        assert any(hidden(s) != truth for s in samples), f"{name}, seat {seat}: only the true order {truth}"
        assert len({hidden(s) for s in samples}) > 2, f"{name}, seat {seat}"
        if state.peek_seat == seat:
            known = state.peek_count
            assert all(s.deck[:known] == state.deck[:known] for s in samples), f"{name}, seat {seat}"
        if state.pending == "peek" and state.turn == seat:
            assert all(s.deck[2:5] == state.deck[2:5] for s in samples), f"{name}, seat {seat}"


# ---- the search itself ------------------------------------------------------------------------------


class _HookedEngine(GiantSnailEngine):
    """The engine, searched on its own states through its hooks (as every search was before search.py)."""

    def search_rules(self) -> SearchRules[Any]:
        return HookRules(self)


def test_the_search_chooses_as_it_did_on_the_engines_states() -> None:
    """Same rng, same positions, same iterations: the same choice and the same visits at the root, so the
    faster search is the same player (docs/ai.md)."""
    hooked = _HookedEngine()
    rng = random.Random("giantsnail search choices")
    state = ENGINE.new_game(3, 11)
    positions: list[tuple[GiantSnailState, int]] = []
    while ENGINE.outcome(state) is None and len(positions) < 4:
        seat = min(ENGINE.current_seats(state))
        legal = list(ENGINE.legal_actions(state, seat))
        if len(legal) > 1 and state.step % 9 == 0:
            positions.append((state, seat))
        state = ENGINE.apply(state, seat, rng.choice(legal))
    assert len(positions) == 4
    for i, (state, seat) in enumerate(positions):
        fast, slow = MctsAgent(budget_s=None, iterations=60), MctsAgent(budget_s=None, iterations=60)
        chosen = fast.choose(ENGINE, state, seat, random.Random(i))
        assert chosen == slow.choose(hooked, state, seat, random.Random(i)), f"position {i}"
        assert fast.last.root_visits == slow.last.root_visits, f"position {i}"
