"""What the frogs know, as SLITHER shows it (ours D20), and the snake's turn told in the order it happens
(ours D21), checked at every step of many random games of 2-5 players in both variants.

``Truth`` follows each game from outside the engine: the trail the snake really laid since its path was
last grown, when each card went down, the hand at each Reveal and the card that fell off the Tail in each
move. Against it, every clue any seat is shown must be true at the moment it names, and no two shown
clues may name the same moment with different facts, in the view and in the words. ``LogPath`` rebuilds
the path from the log lines alone (what the table was told, and the snake's own lines): at every step the
path on the board and in the snake's private view must be the one the lines told so far.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from dataclasses import dataclass, field

import pytest

from bot.render.slither.words import ability_name, clue_text, path_line, secret_cards
from engines.base import LogLine
from engines.slither import SlitherEngine
from engines.slither.clues import news_time
from engines.slither.data import catalog
from engines.slither.hexmap import board_for
from engines.slither.models import Clue, ClueView, SlitherAction, SlitherState, SlitherView
from engines.slither.trail import migrate_v2
from support.slither import act, base, frogs

ENGINE = SlitherEngine()
GAMES = [
    (players, variant, seed)
    for players in (2, 3, 4, 5)
    for variant in ("balanced", "rulebook")
    for seed in range(4)
]


def choose(state: SlitherState, seat: int, rng: random.Random) -> SlitherAction:
    """Any legal action, leaning to what makes clues: a frog often steps onto a location, and "back"
    is taken now and then (it must leave the story straight too)."""
    actions = list(ENGINE.legal_actions(state, seat))
    backs = [a for a in actions if a.kind == "back"]
    others = [a for a in actions if a.kind != "back"] or actions
    if backs and rng.random() < 0.1:
        return backs[0]
    if state.phase == "frogs_move" and rng.random() < 0.6:
        onto = [a for a in others if a.arg and catalog().kind_of.get(a.arg) == "number"]
        if onto:
            return rng.choice(onto)
    return rng.choice(others)


def play(players: int, variant: str, seed: int) -> Iterator[tuple[SlitherState, SlitherAction, SlitherState]]:
    """Each step of one random game: (before, action, after)."""
    rng = random.Random(seed)
    state = ENGINE.new_game(players, seed, ENGINE.make_options({"variant": variant}))
    while ENGINE.outcome(state) is None:
        seat = rng.choice(sorted(ENGINE.current_seats(state)))
        action = choose(state, seat, rng)
        after = ENGINE.apply(state, seat, action)
        yield state, action, after
        state = after


def segment_names(state: SlitherState) -> list[str]:
    return [s.name for s in ENGINE.view(state, None).segments]


# ---- the truth, followed from outside the engine ------------------------------------------------------


@dataclass
class Truth:
    """The real trail since the path was last grown, and what happened to it, by round."""

    trail: list[str] = field(default_factory=list)  # oldest first
    grown: dict[tuple[int, str], str] = field(default_factory=dict)  # (round, segment) -> location
    played: dict[int, str] = field(default_factory=dict)  # round -> the Head played in it
    hands: dict[int, set[str]] = field(default_factory=dict)  # round -> the hand at its Reveal
    fell: dict[int, str] = field(default_factory=dict)  # round -> the card that fell off the Tail

    def step(self, before: SlitherState, action: SlitherAction, after: SlitherState) -> None:
        lines = [line.text for line in after.log]
        if before.phase == "grow_path" and after.phase != "grow_path":
            names = segment_names(after)
            self.trail = [c.loc for c in reversed(after.path)]
            self.grown = {(before.round, names[i]): c.loc for i, c in enumerate(after.path)}
            self.played, self.hands, self.fell = {}, {}, {}
        if before.phase in ("frogs_move", "reveal") and after.phase not in ("frogs_move", "reveal"):
            numbered = board_for(before.cells).numbered
            self.hands[before.round] = set(numbered) - {c.loc for c in before.path}
            if any(line.startswith("The snake moves: the Tail card") for line in lines):
                self.fell[before.round] = before.path[-1].loc
        if before.phase == "snake_move" and after.phase != "snake_move":
            head = action.arg if action.kind == "head" else before.pending_head
            assert head is not None
            self.trail.append(head)
            self.played[before.round] = head

    def check_raw(self, state: SlitherState) -> None:
        """The engine's own clues, about trail indexes, hold of the real trail."""
        board = board_for(state.cells)
        assert state.trail_len == len(self.trail) or state.phase in ("grow_path", "place_tile")
        for clue in state.clues:
            if clue.kind == "at":
                assert self.trail[clue.index] == clue.hex
            elif clue.kind == "not_in_path":
                assert clue.hex not in self.trail[clue.index : clue.end]
            elif clue.kind in ("near_head", "far_head"):
                near = board.distance(self.trail[clue.index], clue.hex) <= 2
                assert near == (clue.kind == "near_head")
            elif clue.kind == "venom_hit":
                assert clue.hex in board.adjacent[self.trail[clue.index]]
            else:
                assert not set(clue.buildings) & set(board.adjacent[self.trail[clue.index]])


def card_at(state: SlitherState, segment: str) -> str:
    """The location in a segment now (the path shifts toward the Tail while the snake moves)."""
    index = segment_names(state).index(segment) - (1 if shifted_now(state) else 0)
    return state.path[index].loc


def shifted_now(state: SlitherState) -> bool:
    return state.phase == "snake_move" or (
        state.phase == "over"
        and any(line.text.startswith("The snake moves:") for line in state.log)
        and not any(line.text.startswith("The snake plays a new Head") for line in state.log)
    )


def holds(clue: ClueView, state: SlitherState, truth: Truth) -> bool:
    """Whether a shown clue is true of the real game at the moment it names."""
    board = board_for(state.cells)
    if clue.moment == "reveal":
        return clue.hex in truth.hands[clue.round]
    if clue.moment == "fell":
        fell = truth.fell[clue.round]
        if clue.kind == "venom_hit":
            return clue.hex in board.adjacent[fell]
        return not set(clue.buildings) & set(board.adjacent[fell])
    if clue.moment == "now":
        if clue.kind == "not_in_path":
            return clue.hex in board.numbered and clue.hex not in {c.loc for c in state.path}
        where = card_at(state, clue.segment)
    elif clue.moment == "played":
        where = truth.played[clue.round]
    else:
        where = truth.grown[(clue.round, clue.segment)]
    if clue.kind == "at":
        return where == clue.hex
    return (board.distance(where, clue.hex) <= 2) == (clue.kind == "near_head")


MOMENT = re.compile(r"^(In round \d+|At setup|At the Reveal in round \d+), ")
CLAIMS = [
    (re.compile(r"^(?P<hex>\w+) is the snake's (?P<place>.+) now$"), "now"),
    (re.compile(r"^(?P<hex>\w+) is in the snake's (?P<place>hand) now$"), "now"),
    (re.compile(r"^In round (?P<r>\d+), the snake played its (?P<place>Head) on (?P<hex>\w+)$"), "played"),
    (
        re.compile(
            r"^(?P<r>At setup|In round \d+), the snake grew (its|a new) path with (?P<hex>\w+) at the (?P<place>.+)$"
        ),
        "grown",
    ),
    (
        re.compile(r"^At the Reveal in round (?P<r>\d+), (?P<hex>\w+) was in the snake's (?P<place>hand)$"),
        "reveal",
    ),
]


def check_view(view: SlitherView, state: SlitherState, truth: Truth) -> None:
    clues = view.clues
    assert len(set(clues)) == len(clues), "a clue shown twice"
    for clue in clues:
        assert holds(clue, state, truth), (clue, truth)
    # D20: one locating clue per location; the same moment never holds two facts about one thing.
    located = [c.hex for c in clues if c.kind in ("at", "not_in_path")]
    assert len(located) == len(set(located)), clues
    places: dict[tuple[str, int, str], str] = {}
    for clue in clues:
        if clue.kind == "at":
            key = (clue.moment, clue.round, clue.segment)
            assert places.setdefault(key, clue.hex) == clue.hex, clues
    # The words: each names its moment or says "now", and no moment puts one location in two places.
    where: dict[tuple[str, str], str] = {}
    at: dict[tuple[str, str], str] = {}
    for clue in clues:
        text = clue_text(clue)
        assert text.endswith(" now") if clue.moment == "now" else MOMENT.match(text), text
        found = [(m, moment) for pattern, moment in CLAIMS if (m := pattern.match(text))]
        if clue.kind not in ("at", "not_in_path"):
            assert not found, text
            continue
        assert len(found) == 1, text
        match, moment = found[0]
        when = f"{moment} {match.groupdict().get('r', '')}"
        assert where.setdefault((when, match["hex"]), match["place"]) == match["place"], (text, where)
        if match["place"] != "hand":
            assert at.setdefault((when, match["place"]), match["hex"]) == match["hex"], (text, at)


@pytest.mark.parametrize(("players", "variant", "seed"), GAMES)
def test_every_clue_shown_is_true_when_it_says_and_none_contradicts_another(
    players: int, variant: str, seed: int
) -> None:
    truth = Truth()
    shown = 0
    for before, action, after in play(players, variant, seed):
        truth.step(before, action, after)
        truth.check_raw(after)
        for seat in (None, *range(players)):
            view = ENGINE.view(after, seat)
            check_view(view, after, truth)
            shown += len(view.clues)
    assert shown or players == 2, "no clue was ever shown"


def test_the_clues_show_every_moment_and_kind() -> None:
    """Across the games above, every way of telling a clue turns up (so the checks above bite)."""
    told: set[tuple[str, str]] = set()
    for players, variant, seed in GAMES:
        for _, _, after in play(players, variant, seed):
            told |= {(c.moment, c.kind) for c in ENGINE.view(after, None).clues}
    assert {
        ("now", "at"),
        ("now", "not_in_path"),
        ("played", "at"),
        ("grown", "at"),
        ("reveal", "not_in_path"),
    } <= told
    assert {m for m, k in told if k in ("near_head", "far_head")} >= {"now"}
    assert {k for m, k in told if m == "fell"}, told


# ---- the snake's turn, told in order --------------------------------------------------------------------


@dataclass
class Segment:
    filled: bool = False
    face_up: bool = False
    loc: str | None = None  # as the lines said it (the snake's own lines say where face-down cards are)
    ability: str = ""


@dataclass
class LogPath:
    """The path as the log lines told it, Head first."""

    names: list[str]
    path: list[Segment] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.path = [Segment() for _ in self.names]

    def shift(self) -> None:
        self.path = [Segment(), *self.path[:-1]]

    def seg(self, name: str) -> Segment:
        return self.path[self.names.index(name)]

    def told(self, line: LogLine) -> None:
        text = line.text
        if m := re.match(r"You put (\w+) at the (.+)\.$", text):
            self.path[self.names.index(m[2])] = Segment(loc=m[1])  # the snake's own line: not public yet
        elif m := re.search(r"grows a path of (\d+) cards?, face down\.$", text):
            assert all(s.loc for s in self.path[: int(m[1])]), "the path grew without its cards"
            for s in self.path[: int(m[1])]:
                s.filled = True
        elif m := re.search(r": (\w+) is the snake's (.+), (now|already) face up\.$", text):
            s = self.seg(m[2])
            assert s.filled and s.loc in (None, m[1]), (text, self.path)
            assert m[3] == "now" or s.face_up, text
            s.face_up, s.loc = True, m[1]
        elif text == "The snake moves: every card shifts one segment toward the Tail.":
            assert not self.path[-1].filled, text
            self.shift()
        elif m := re.match(r"The snake moves: the Tail card( \((\w+)\))? falls off the path\.$", text):
            assert self.path[-1].filled and m[2] in (None, self.path[-1].loc), (text, self.path)
            assert bool(m[1]) == self.path[-1].face_up, text
            self.shift()
        elif m := re.match(r"Your new Head is (\w+)\.$", text):
            assert not self.path[0].filled, text
            self.path[0] = Segment(loc=m[1])
        elif m := re.match(r"The snake plays a new Head(?: and (.+) on it)?", text):
            self.path[0].filled, self.path[0].ability = True, m[1] or ""
        elif m := re.match(r"Shed Skin: (\w+) \((.+)\) is turned face down again\.$", text):
            assert self.seg(m[2]).loc == m[1]
            self.seg(m[2]).face_up = False
        elif text.startswith("The snake is found out! It is cast out"):
            self.path = [Segment() for _ in self.names]

    def check(self, state: SlitherState) -> None:
        public = ENGINE.view(state, None)
        for told, seg in zip(self.path, public.segments, strict=True):
            assert (seg.filled, seg.face_up) == (told.filled, told.face_up), (seg, self.path)
            assert seg.loc == (told.loc if told.face_up else None), (seg, self.path)
            assert ability_name(seg.ability) == told.ability, (seg, self.path)
        words = path_line(public, with_secret=False).split(" | ")
        for told, name, said in zip(self.path, self.names, words, strict=True):
            if told.face_up:
                assert said.startswith(f"{name}: {told.loc}"), (said, self.path)
            elif not told.filled:
                assert said.startswith(f"{name}: —"), (said, self.path)
        mine = ENGINE.view(state, 0)
        for told, card in zip(self.path, secret_cards(mine), strict=True):
            assert (card.loc if card else None) == (
                told.loc if told.filled or state.phase == "grow_path" else None
            )


@pytest.mark.parametrize(("players", "variant", "seed"), GAMES[::2])
def test_the_path_shown_is_the_one_the_log_told_at_every_step(players: int, variant: str, seed: int) -> None:
    told: LogPath | None = None
    for before, action, after in play(players, variant, seed):
        if told is None:
            told = LogPath(segment_names(before))
        if before.phase == "grow_path" and action.kind == "back":
            told.path[len(before.path) - 1] = Segment()  # the snake took its last card back
        for line in after.log:
            if line.seat in (None, 0):
                told.told(line)
        told.check(after)


# ---- games saved before the trail's rounds were kept (schema 2) ----------------------------------------


@pytest.mark.parametrize(("players", "variant", "seed"), GAMES[::3])
def test_a_schema_2_state_migrates_to_what_the_game_would_have_now(
    players: int, variant: str, seed: int
) -> None:
    for _, _, after in play(players, variant, seed):
        old = after.model_dump(mode="json")
        del old["trail_rounds"], old["shifted"]
        migrated = ENGINE.state_type.model_validate(ENGINE.migrate_state(old, 2))
        assert migrated == after, (after.phase, after.trail_rounds, migrated.trail_rounds)
        assert migrate_v2(after.model_dump(mode="json")) == after.model_dump(mode="json")


# ---- what the words say, on the scenario map ----------------------------------------------------------


def known(state: SlitherState, seat: int | None = None) -> list[str]:
    return [clue_text(c) for c in ENGINE.view(state, seat).clues]


def test_a_card_seen_is_told_where_it_is_now_then_when_it_went_down() -> None:
    # MAP: Head 5, Middle 1 4, Middle 2 2, grown at setup. Frog 1 steps 1 -> 2 and flips it.
    state = frogs(base(), ("1", "bellow"), (None, "bellow"))
    state = act(act(state, 1, "move.2"), 2, "move.c")
    assert state.phase == "snake_move"
    # The Snake Moves step has begun: the path has shifted, so 2 is in the Tail now (ours D21).
    assert known(state) == ["2 is the snake's Tail now"] == known(state, 0)
    state = act(act(state, 0, "head.6"), 0, "ability.none")
    assert state.round == 2 and known(state) == ["2 is the snake's Tail now"]
    # Frog 1 steps onto 1, which the snake shows from its hand; the full path's Tail (2) falls off.
    state = act(act(state, 1, "move.1"), 2, "move.a")
    assert known(state) == [
        "At setup, the snake grew its path with 2 at the Middle 2",
        "1 is in the snake's hand now",
    ]
    state = act(act(state, 0, "head.3"), 0, "ability.none")
    assert known(state, 1) == [
        "At setup, the snake grew its path with 2 at the Middle 2",
        "At the Reveal in round 2, 1 was in the snake's hand",
    ]
    assert [c.kind for c in state.clues] == ["at", "not_in_path"]


def test_a_location_seen_again_is_shown_only_where_it_was_last_seen() -> None:
    """D20: of the clues placing one location (seen in the path, shown from the hand), only the newest is
    shown; the frogs' reasoning keeps them all (the state's clues are untouched)."""
    seen_twice = 0
    for players, variant, seed in GAMES:
        for _, _, after in play(players, variant, seed):
            by_hex: dict[str, list[Clue]] = {}
            for clue in after.clues:
                if clue.kind in ("at", "not_in_path"):
                    by_hex.setdefault(clue.hex, []).append(clue)
            shown = ENGINE.view(after, None).clues
            for hex_id, clues in by_hex.items():
                newest = max(clues, key=news_time)
                told = [c for c in shown if c.hex == hex_id and c.kind in ("at", "not_in_path")]
                assert [c.kind for c in told] == [newest.kind], (told, clues)
                if newest.kind == "at" and newest.index < after.trail_len - len(after.path):
                    assert told[0].moment in ("played", "grown")
                    assert told[0].round == after.trail_rounds[newest.index]
                seen_twice += len({c.index for c in clues if c.kind == "at"}) > 1
    assert seen_twice, "no location was seen in the path twice in these games"
