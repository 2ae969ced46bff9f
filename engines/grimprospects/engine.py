"""The Grim Prospects engine: the contract's hooks over the rules in the sibling modules.

Rules in brief (from the rulebook; every ruling cited here is in docs/rules/grimprospects.md): three players (or two, ruling 21) each hold a hand dealt from 60 cards.
Each round the Forfeit Arrow names every player's Inheritor and Benefactor; everyone at once forfeits a
card to the far end of their Inheritor's tunnel, fires two miners (a Loitering Guard beside the
Inheritor, a Loitering Thug beside the Benefactor), and prepares face-down Employed Thugs (attacking
the Inheritor) and Guards (defending against the Benefactor), with same-faction Shadow cards. The
battles are then resolved; a beaten tunnel collapses from its far end, its gems going to the attacker
until a shovel stops it. Sleep recycles Resting Recruits. The game ends when a player has fewer than
three cards after Sleep; the most valuable tunnel wins.

Seats 0..n-1 sit clockwise in number order. Every phase is simultaneous: all undecided seats are
current, each builds its choice privately in one-click steps, and the last commit reveals them all.
Secret: hands, an Artificial Player's deck (ruling 20; even from its own seat) and uncommitted or
committed choices before the reveal.

The rules live in the sibling modules: setup.py deals and starts each round, turn.py holds the choices
and their reveals (choices.py the one-click steps, battles.py the battles), views.py what each seat
sees, scoring.py the end of the game, labels.py the action ids and button labels; this class wires them
into the contract. search.py (over position.py) plays the same rules faster for the AI's search.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from engines.base import Engine, IllegalAction, Outcome, Seat, replace
from engines.grimprospects import labels, scoring, setup, turn, views
from engines.grimprospects.models import (
    GrimProspectsAction,
    GrimProspectsOptions,
    GrimProspectsState,
    GrimProspectsView,
)
from engines.logwords import refusal
from engines.phrasing import Words

if TYPE_CHECKING:
    from engines.grimprospects.search import GrimSearchRules


class GrimProspectsEngine(
    Engine[GrimProspectsState, GrimProspectsAction, GrimProspectsOptions, GrimProspectsView]
):
    key = "grimprospects"
    title = "Grim Prospects"
    min_players = 2
    max_players = 3
    schema_version = 1
    options_type = GrimProspectsOptions
    state_type = GrimProspectsState
    derived_options = frozenset({"artificial_seats"})

    # ---- setup ----------------------------------------------------------------------------------

    def options_for_seats(
        self, options: GrimProspectsOptions, agents: Sequence[str | None]
    ) -> GrimProspectsOptions:
        """Ruling 20: the seats the host gave to the rulebook's Artificial Player play from a face-down
        deck, so the lobby's "Add AI: Artificial Player" sets ``artificial_seats``."""
        seats = tuple(seat for seat, kind in enumerate(agents) if kind == "artificial")
        return replace(options, artificial_seats=seats)

    def _check_options(self, num_players: int, options: GrimProspectsOptions) -> None:
        seats = options.artificial_seats
        for seat in seats:
            if not 0 <= seat < num_players:
                raise refusal(
                    f"An Artificial Player can only take one of the {num_players} seats of this game.",
                    "grim-refuse-ai-seat",
                    seats=num_players,
                )
        if len(set(seats)) != len(seats):
            raise refusal("A seat is listed twice as an Artificial Player.", "grim-refuse-ai-twice")

    def _new_game(self, num_players: int, seed: int, options: GrimProspectsOptions) -> GrimProspectsState:
        return setup.new_game(num_players, seed, options)

    # ---- turns ----------------------------------------------------------------------------------

    def _current_seats(self, state: GrimProspectsState) -> frozenset[Seat]:
        return frozenset(turn.waiting_seats(state))

    def _legal_actions(self, state: GrimProspectsState, seat: Seat) -> Sequence[GrimProspectsAction]:
        return turn.options_for(state, seat)

    def _apply(
        self, state: GrimProspectsState, seat: Seat, action: GrimProspectsAction
    ) -> GrimProspectsState:
        return turn.apply(state, seat, action)

    def label_words(self, state: GrimProspectsState, action: GrimProspectsAction) -> Words:
        return labels.label_words(state, action)

    def _why_illegal(
        self, state: GrimProspectsState, seat: Seat, action: GrimProspectsAction
    ) -> IllegalAction:
        return turn.why_illegal(state, seat, action)

    def reveals(
        self,
        before: GrimProspectsState,
        seat: Seat,
        action: GrimProspectsAction,
        after: GrimProspectsState,
    ) -> bool:
        return views.reveals(before, seat, action, after)

    # ---- views and results --------------------------------------------------------------------

    def _view(self, state: GrimProspectsState, seat: Seat | None) -> GrimProspectsView:
        return views.view(state, seat)

    def _outcome(self, state: GrimProspectsState) -> Outcome | None:
        return scoring.outcome(state)

    def heuristic(self, state: GrimProspectsState, seat: Seat) -> float | None:
        return scoring.heuristic(state, seat)

    def heuristic_terms(self, state: GrimProspectsState, seat: Seat) -> Mapping[str, float]:
        return scoring.heuristic_terms(state, seat)

    def search_rules(self) -> GrimSearchRules:
        """The search plays positions of its own (search.py), checked to play exactly this game."""
        # Imported with the first search (in the AI workers), not by a bot's own process.
        from engines.grimprospects.search import GrimSearchRules

        return GrimSearchRules()

    def determinize(self, state: GrimProspectsState, seat: Seat, rng: random.Random) -> GrimProspectsState:
        return views.determinize(state, seat, rng)

    def public_determinize(self, state: GrimProspectsState, rng: random.Random) -> GrimProspectsState:
        return views.determinize(state, None, rng)

    # ---- action ids and labels ----------------------------------------------------------------

    def action_id(self, action: GrimProspectsAction) -> str:
        return labels.action_id(action)

    def parse_action(self, action_id: str) -> GrimProspectsAction:
        return labels.parse_action(action_id)

    def is_pass(self, action_id: str) -> bool:
        return labels.is_pass(action_id)

    def label(self, state: GrimProspectsState, action: GrimProspectsAction) -> str:
        return labels.label(state, action)
