"""The As The Earth Crumbles engine: the contract's hooks over the rules in the sibling modules.

Rules in brief (from the rulebook; the component data, the shared rulings and ours are in
docs/rules/earthcrumbles.md): 40 tiles lie face up in a four-layer pyramid, the Earth. On your turn you
salvage a fully uncovered tile (gaining its Salvage Bonus, and flipping any gas pocket it uncovers),
every player's Sites in the Lane of its colour generate income, and you spend two Build Points to build
tiles from your Reserve onto your six Sites, scrap them for a Coin or fabricate one from the discard
pile. After the turn that takes the last tile, resources and Social Directives convert to Prestige;
solo, the rulebook's bands judge the score.

Seat order: turns go round in seat order from the first player, drawn at random or named by the host
(ruling G19); an exploded gas pocket and the Lane's income ask every player concerned at once. Nothing
is secret (rulings G8, G14, G15): the only unknown is the coin flip of a gas pocket (G9).

The rules live in the sibling modules: setup.py, turn.py (the legal actions, applying them, and step 1,
Salvage, with the gas pockets), economy.py (steps 2 and 3, Generate Income and Build), views.py,
scoring.py, labels.py (the action ids and their grammar, and button labels); this class wires them into
the contract.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from engines.base import Engine, IllegalAction, Outcome, Seat
from engines.earthcrumbles import labels, scoring, setup, turn, views
from engines.earthcrumbles.models import EarthAction, EarthOptions, EarthState, EarthView
from engines.english import plural
from engines.logwords import refusal
from engines.phrasing import Words
from engines.searchrules import SearchRules


class EarthEngine(Engine[EarthState, EarthAction, EarthOptions, EarthView]):
    key = "earthcrumbles"
    title = "As The Earth Crumbles"
    min_players = 1
    max_players = 5  # ruling G7
    schema_version = 1
    options_type = EarthOptions
    state_type = EarthState
    seat_options = frozenset({"first_player"})

    # ---- setup and turns ---------------------------------------------------------------------

    def _check_options(self, num_players: int, options: EarthOptions) -> None:
        if options.first_player is not None and options.first_player >= num_players:
            raise refusal(
                f"The first player must be one of the {plural(num_players, 'player')} in the game.",
                "earth-refuse-first-player",
                players=num_players,
            )

    def _new_game(self, num_players: int, seed: int, options: EarthOptions) -> EarthState:
        return setup.start_game(num_players, seed, options)

    def _current_seats(self, state: EarthState) -> frozenset[Seat]:
        return turn.waiting(state)

    def _legal_actions(self, state: EarthState, seat: Seat) -> Sequence[EarthAction]:
        return turn.legal_actions(state, seat)

    def choices(self, state: EarthState, seat: Seat) -> list[str]:
        """The codes of ``seat``'s legal actions."""
        return turn.choices(state, seat)

    def _apply(self, state: EarthState, seat: Seat, action: EarthAction) -> EarthState:
        return turn.apply(state, seat, action)

    def _why_illegal(self, state: EarthState, seat: Seat, action: EarthAction) -> IllegalAction:
        return turn.why_illegal(state, seat, action)

    def reveals(self, before: EarthState, seat: Seat, action: EarthAction, after: EarthState) -> bool:
        return views.reveals(before, seat, action, after)

    # ---- views and results ---------------------------------------------------------------------

    def _view(self, state: EarthState, seat: Seat | None) -> EarthView:
        return views.view_for(state, seat)

    def _outcome(self, state: EarthState) -> Outcome | None:
        return scoring.outcome(state)

    def determinize(self, state: EarthState, seat: Seat, rng: random.Random) -> EarthState:
        return views.determinize(state, seat, rng)

    def waiting_for(self, state: EarthState) -> str:
        return views.waiting_for(state)

    def waiting_words(self, state: EarthState) -> Words:
        return views.waiting_words(state)

    def is_private_decision(self, state: EarthState, seat: Seat) -> bool:
        return False  # nothing is hidden (ruling G8, G14, G15)

    def heuristic(self, state: EarthState, seat: Seat) -> float | None:
        return scoring.heuristic(state, seat)

    solo_points = scoring.SOLO_POINTS  # solo, the heuristic is the guessed Prestige over this

    def heuristic_terms(self, state: EarthState, seat: Seat) -> Mapping[str, float]:
        return scoring.heuristic_terms(state, seat)

    def public_determinize(self, state: EarthState, rng: random.Random) -> EarthState:
        return views.determinize(state, 0, rng)  # nothing is hidden but the flips to come (the seed)

    def search_rules(self) -> SearchRules[Any]:
        """The game over plain lists for the AI's search (search.py), checked to play this one exactly.
        Imported here so that the tables it builds from the component data load with the first search."""
        from engines.earthcrumbles.search import EarthRules

        return EarthRules()

    # ---- action ids and labels -------------------------------------------------------------------

    def action_id(self, action: EarthAction) -> str:
        return labels.action_id(action)

    def parse_action(self, action_id: str) -> EarthAction:
        return labels.parse_action(action_id)

    def is_pass(self, action_id: str) -> bool:
        return labels.is_pass(action_id)

    def label(self, state: EarthState, action: EarthAction) -> str:
        return labels.label(state, action)

    def label_words(self, state: EarthState, action: EarthAction) -> Words:
        return labels.label_words(state, action)
