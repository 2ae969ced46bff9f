"""SLITHER (key ``slither``): one hidden snake (seat 0) against 1-4 frogs (seats 1..4) on a hex map.

Rules in brief (from the rulebook; every ruling cited here is in docs/rules/slither.md):
the snake lays numbered tri-hexes next to the fixed starting village and hides a path of face-down
location cards (Head, one Middle per frog, Tail), each adjacent to the next. Each round every frog
moves (to an adjacent hex, or lily pad to lily pad), then every numbered hex a frog stands on is
revealed: shown from the snake's hand, or flipped face up in the path. When every path card is face up
the snake is found out: the second time, the frogs win. Otherwise the snake shifts its path (the Tail
card falls off back to the hand), plays a new Head adjacent to the previous one, and may play an ability
card (Strike and Venom damage buildings, Gulp swallows frogs, Shed Skin hides a card again). The snake
wins when no lily pad is left on the buildings.

Secret: the snake's location cards in hand, its face-down path cards (so where its played ability cards
lie) and its half-made move. Public: everything else, including the ability cards still in its hand and
the clues the frogs gathered, which ``determinize`` respects when it resamples the path for a frog.

Seat order: seat 0 is the snake, seats 1-4 the frogs (ruling 6); the frogs move one at a time in any
order (ruling 22), the snake alone lays tiles, grows its path and moves.

The rules live in the sibling modules: setup.py (the board and path, also after a found-out), turn.py
(whose decision and its legal actions; frogs.py and snake.py the steps of a round), views.py,
scoring.py, labels.py (action ids and button labels), with hexmap.py, knowledge.py (the frogs' clues),
clues.py (the clues as the players are shown them), trail.py (when each trail card went down),
cornering.py and variant.py; this class wires them into the contract.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from engines.base import CannotMigrate, Engine, IllegalAction, Outcome, Seat
from engines.phrasing import Words
from engines.slither import labels, scoring, setup, trail, turn, views
from engines.slither.models import SlitherAction, SlitherOptions, SlitherState, SlitherView

if TYPE_CHECKING:
    from engines.slither.search import SlitherSearch

ONLOOKER: Seat = -1  # no seat at the table: not the snake, so determinize resamples its every secret


class SlitherEngine(Engine[SlitherState, SlitherAction, SlitherOptions, SlitherView]):
    key = "slither"
    title = "SLITHER"
    min_players = 2
    max_players = 5
    schema_version = 3
    options_type = SlitherOptions
    state_type = SlitherState

    def seat_role(self, seat: Seat, num_players: int) -> str | None:
        # Roles follow seats (ruling 6: one snake and 1-4 frogs): seat 0 is the snake, every other seat a frog.
        return "the snake" if seat == 0 else "a frog"

    def seat_role_words(self, seat: Seat, num_players: int) -> Words:
        return Words(id="slither-role-snake" if seat == 0 else "slither-role-frog")

    def migrate_state(self, data: dict[str, Any], from_version: int) -> dict[str, Any]:
        """Version 1 had no ``variant`` option: those games were started by the rulebook, so they go on
        by it (no round limit, the tiles they laid); a new game defaults to Balanced (ours B0). Version 2
        did not keep the round each trail card went down nor whether the path has shifted for the
        snake's move: both are worked out from the state (trail.py, ours D20)."""
        if from_version < 1 or from_version > self.schema_version:
            raise CannotMigrate(f"{self.title} cannot read games saved by version {from_version}.")
        data = dict(data)
        if from_version < 2:
            data["options"] = {"variant": "rulebook", **dict(data.get("options") or {})}
        if from_version < 3:
            data = trail.migrate_v2(data)
        return data

    # ---- hooks -----------------------------------------------------------------------------------

    def _new_game(self, num_players: int, seed: int, options: SlitherOptions) -> SlitherState:
        return setup.new_game(num_players, seed, options)

    def _current_seats(self, state: SlitherState) -> frozenset[Seat]:
        return turn.current_seats(state)

    def _legal_actions(self, state: SlitherState, seat: Seat) -> Sequence[SlitherAction]:
        return turn.legal_actions(state, seat)

    def _apply(self, state: SlitherState, seat: Seat, action: SlitherAction) -> SlitherState:
        return turn.apply(state, seat, action)

    def _outcome(self, state: SlitherState) -> Outcome | None:
        return scoring.outcome(state)

    def label_words(self, state: SlitherState, action: SlitherAction) -> Words:
        return labels.label_words(state, action)

    def _why_illegal(self, state: SlitherState, seat: Seat, action: SlitherAction) -> IllegalAction:
        return turn.why_illegal(state, seat, action)

    def reveals(self, before: SlitherState, seat: Seat, action: SlitherAction, after: SlitherState) -> bool:
        return views.reveals(before, seat, action, after)

    # ---- ids and labels --------------------------------------------------------------------------

    def action_id(self, action: SlitherAction) -> str:
        return labels.action_id(action)

    def parse_action(self, action_id: str) -> SlitherAction:
        return labels.parse_action(action_id)

    def label(self, state: SlitherState, action: SlitherAction) -> str:
        return labels.label(state, action)

    # ---- views -----------------------------------------------------------------------------------

    def _view(self, state: SlitherState, seat: Seat | None) -> SlitherView:
        return views.view(state, seat, self.current_seats(state))

    # ---- hidden information and AI support ---------------------------------------------------------

    def determinize(self, state: SlitherState, seat: Seat, rng: random.Random) -> SlitherState:
        return views.determinize(state, seat, rng)

    def is_private_decision(self, state: SlitherState, seat: Seat) -> bool:
        # The default compares the seat's view with the public one; see views.table_watches.
        if views.table_watches(state):
            return False
        return super().is_private_decision(state, seat)

    def heuristic(self, state: SlitherState, seat: Seat) -> float | None:
        return scoring.heuristic(state, seat)

    def heuristic_terms(self, state: SlitherState, seat: Seat) -> Mapping[str, float]:
        return scoring.heuristic_terms(state, seat)

    def search_rules(self) -> SlitherSearch:
        # The search plays positions of its own, checked to play exactly this engine's game (search.py).
        # Imported with the first search (in the AI workers), not by a bot's own process.
        from engines.slither.search import SlitherSearch

        return SlitherSearch()

    def public_determinize(self, state: SlitherState, rng: random.Random) -> SlitherState:
        # A frog knows only what the table knows (the clues): its sample is an onlooker's.
        return views.determinize(state, ONLOOKER, rng)
