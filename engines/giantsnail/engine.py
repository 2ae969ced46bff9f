"""The Giant Snail Will Not Prevail! engine: the contract's hooks over the rules in the sibling modules.

Rules in brief (from the rulebook; the component data, the shared rulings and ours are in
docs/rules/giantsnail.md): three players place and move workers on twelve regions (Action Phase); full
rows of Mines and Solar Farms produce, full R&D Labs rows buy technologies, Factory workers build the
robot, weapons or ruins (Resolution Phase); an event card moves the Giant Snail, which destroys the region
it stands on, and the finished robot, moved by the leader, fights it (Event Phase); hands are cut to 10
and the leader token passes (Cleanup). Seven ruined regions, or every region of a type, is a defeat for
all; once the event deck runs out the snail is dead, Earth is rebuilt, and the most votes wins.

Seat order: seats 0-2 sit clockwise; each phase goes round the table from the leader, whose token passes
clockwise every round. One seat decides at a time. Secret (ruling 37): the order of the event and
technology decks, the cards discarded face down (GS1) and what a Malacologist saw, which only its
researcher sees.

The rules live in the sibling modules: setup.py, turn.py (the legal actions and applying them, over
actionphase.py, resolution.py, technology.py, events.py, robot.py, rebuilding.py and cleanup.py), views.py, scoring.py,
labels.py (the action ids and their grammar, and button labels); this class wires them into the contract.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from engines.base import CannotMigrate, Engine, IllegalAction, Outcome, Seat
from engines.giantsnail import labels, scoring, setup, turn, views
from engines.giantsnail.models import GiantSnailAction, GiantSnailOptions, GiantSnailState, GiantSnailView
from engines.phrasing import Words
from engines.searchrules import SearchRules

ONLOOKER: Seat = -2  # never a seat (nor -1, which names nobody as the peeker): its sample keeps no peek


class GiantSnailEngine(Engine[GiantSnailState, GiantSnailAction, GiantSnailOptions, GiantSnailView]):
    key = "giantsnail"
    title = "Giant Snail Will Not Prevail!"
    min_players = 3
    max_players = 3
    schema_version = 2  # 2: the rebuilder places the returning workers (placing, returning)
    options_type = GiantSnailOptions
    state_type = GiantSnailState

    # ---- setup and turns ---------------------------------------------------------------------

    def migrate_state(self, data: dict[str, Any], from_version: int) -> dict[str, Any]:
        """Version 1 placed a rebuilt region's returning workers itself (a ruling of ours, now gone): a state
        it saved is never in the middle of a placement, so it reads as version 2 unchanged (nothing being
        placed). The game goes on under the current rules."""
        if from_version != 1:
            raise CannotMigrate(f"{self.title} cannot read games saved by version {from_version}.")
        return dict(data)

    def _new_game(self, num_players: int, seed: int, options: GiantSnailOptions) -> GiantSnailState:
        return setup.start_game(num_players, seed, options)

    def _current_seats(self, state: GiantSnailState) -> frozenset[Seat]:
        return turn.current_seats(state)

    def _legal_actions(self, state: GiantSnailState, seat: Seat) -> Sequence[GiantSnailAction]:
        return turn.legal_actions(state, seat)

    def choices(self, state: GiantSnailState, seat: Seat) -> list[str]:
        """The codes of ``seat``'s legal actions."""
        return turn.choices(state, seat)

    def _apply(self, state: GiantSnailState, seat: Seat, action: GiantSnailAction) -> GiantSnailState:
        return turn.apply(state, seat, action)

    def _why_illegal(self, state: GiantSnailState, seat: Seat, action: GiantSnailAction) -> IllegalAction:
        return turn.why_illegal(state, seat, action)

    # ---- views and results ---------------------------------------------------------------------

    def _view(self, state: GiantSnailState, seat: Seat | None) -> GiantSnailView:
        return views.view_for(state, seat)

    def _outcome(self, state: GiantSnailState) -> Outcome | None:
        return scoring.outcome(state)

    def heuristic(self, state: GiantSnailState, seat: Seat) -> float | None:
        return scoring.heuristic(state, seat)

    def heuristic_terms(self, state: GiantSnailState, seat: Seat) -> Mapping[str, float]:
        return scoring.heuristic_terms(state, seat)

    def determinize(self, state: GiantSnailState, seat: Seat, rng: random.Random) -> GiantSnailState:
        return views.determinize(state, seat, rng)

    def search_rules(self) -> SearchRules[Any]:
        """The search plays positions of its own (search.py), checked to play exactly this engine's game."""
        # Imported with the first search (in the AI workers), not by a bot's own process.
        from engines.giantsnail.search import GiantSnailSearch

        return GiantSnailSearch()

    def public_determinize(self, state: GiantSnailState, rng: random.Random) -> GiantSnailState:
        # No seat: the cards a Malacologist showed its researcher are resampled too, which that seat's own
        # determinization would keep (they are not in its view, so the default would not know).
        return views.determinize(state, ONLOOKER, rng)

    def is_private_decision(self, state: GiantSnailState, seat: Seat) -> bool:
        return views.is_private_decision(state, seat)

    def reveals(
        self, before: GiantSnailState, seat: Seat, action: GiantSnailAction, after: GiantSnailState
    ) -> bool:
        return views.reveals(before, seat, action, after)

    # ---- action ids and labels -------------------------------------------------------------------

    def action_id(self, action: GiantSnailAction) -> str:
        return labels.action_id(action)

    def parse_action(self, action_id: str) -> GiantSnailAction:
        return labels.parse_action(action_id)

    def is_pass(self, action_id: str) -> bool:
        return labels.is_pass(action_id)

    def label(self, state: GiantSnailState, action: GiantSnailAction) -> str:
        return labels.label(state, action)

    def label_words(self, state: GiantSnailState, action: GiantSnailAction) -> Words:
        return labels.label_words(state, action)
