"""Gentoo Rules (Dave Dobson, 2010): a deck-building race to hatch five penguins, for 2-4 players.

Rules in brief: each turn a player draws a card into the Choice Cards and may take one into their Used
Pile (paying its fish; an Egg needs enough Nesting Stones, one fewer with a Good Nesting Site), discards
down to four Choice Cards, flips the top of their Player Pile into play (reshuffling the Used Pile and
restoring five fish when it is empty), then plays one card, or hatches an Egg with a Hatch (giving a
stone away), or else moves a card in play to the Used Pile. The first to five penguins wins.

Seat order: seats take turns in increasing order from a random first seat (ruling 19) until a Confusing
Blizzard reverses it. Secrets: none besides the order of the face-down piles (ruling 20); the Stone
Thief's target answers out of turn (its seat is the one acting while it decides).

Where the rules leave a choice between identical cards (two Snow in play, two Stone Thieves), the engine
offers one choice per card type: identical cards are interchangeable (docs/rules/gentoo.md).

The rules live in the sibling modules: setup.py deals, turn.py holds a turn's decisions (phases.py the
steps without one, effects.py the cards' effects), views.py what each seat sees, scoring.py the end of
the game, labels.py the action ids and button labels; this class wires them into the contract. The AI's
search plays the same rules over positions of lists and ints (search.py, over codes.py, position.py and
searchturn.py), checked to play exactly this game.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from engines.base import CannotMigrate, Engine, IllegalAction, Outcome, Seat
from engines.english import plural
from engines.gentoo import labels, scoring, setup, turn, views
from engines.gentoo.models import GentooAction, GentooOptions, GentooState, GentooView
from engines.logwords import refusal
from engines.phrasing import Words

if TYPE_CHECKING:
    from engines.searchrules import SearchRules


class GentooEngine(Engine[GentooState, GentooAction, GentooOptions, GentooView]):
    key: ClassVar[str] = "gentoo"
    title: ClassVar[str] = "Gentoo Rules"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    schema_version: ClassVar[int] = 2  # 2: GentooState.taken ([R] Phase I.2)
    options_type: ClassVar[type[Any]] = GentooOptions
    seat_options: ClassVar[frozenset[str]] = frozenset({"first_player"})
    state_type: ClassVar[type[Any]] = GentooState

    # ---- setup -----------------------------------------------------------------------------------

    def _check_options(self, num_players: int, options: GentooOptions) -> None:
        if options.first_player is not None and options.first_player >= num_players:
            raise refusal(
                f"The first player must be one of the {plural(num_players, 'player')} in the game.",
                "gentoo-first-player",
                players=num_players,
            )

    def migrate_state(self, data: dict[str, Any], from_version: int) -> dict[str, Any]:
        """A stored state from an older schema, brought up to this one.

        Version 1 had no ``taken``: which card was taken in the current turn is unknown, so a game saved
        mid-turn lets that card be used for the rest of that one turn (the old behaviour); every later
        turn follows [R] Phase I.2.
        """
        if from_version < 1 or from_version > self.schema_version:
            raise CannotMigrate(f"{self.title} cannot read games saved by version {from_version}.")
        data = dict(data)
        if from_version < 2:
            data.setdefault("taken", None)
        return data

    def _new_game(self, num_players: int, seed: int, options: GentooOptions) -> GentooState:
        return setup.new_game(num_players, seed, options)

    # ---- turns -----------------------------------------------------------------------------------

    def _current_seats(self, state: GentooState) -> frozenset[Seat]:
        return turn.current_seats(state)

    def _legal_actions(self, state: GentooState, seat: Seat) -> Sequence[GentooAction]:
        return turn.legal_actions(state, seat)

    def _apply(self, state: GentooState, seat: Seat, action: GentooAction) -> GentooState:
        return turn.apply(state, seat, action)

    def _why_illegal(self, state: GentooState, seat: Seat, action: GentooAction) -> IllegalAction:
        return turn.why_illegal(state, seat, action)

    def reveals(self, before: GentooState, seat: Seat, action: GentooAction, after: GentooState) -> bool:
        return views.reveals(before, seat, action, after)

    # ---- views and results -------------------------------------------------------------------------

    def _view(self, state: GentooState, seat: Seat | None) -> GentooView:
        return views.view(state, seat)

    def determinize(self, state: GentooState, seat: Seat, rng: random.Random) -> GentooState:
        return views.determinize(state, seat, rng)

    def _outcome(self, state: GentooState) -> Outcome | None:
        return scoring.outcome(state)

    @staticmethod
    def summary(state: GentooState, winners: Sequence[Seat]) -> str:
        """The end of the game in a sentence (``scoring.summary``)."""
        return scoring.summary(state, winners)

    def heuristic(self, state: GentooState, seat: Seat) -> float:
        return scoring.heuristic(state, seat)

    def heuristic_terms(self, state: GentooState, seat: Seat) -> Mapping[str, float]:
        return scoring.heuristic_terms(state, seat)

    def search_rules(self) -> SearchRules[Any]:
        # The search plays positions of lists and ints, the same game without log lines or frozen copies
        # (search.py; docs/ai.md, "Gentoo's search").
        # Imported with the first search (in the AI workers), not by a bot's own process.
        from engines.gentoo.search import GentooSearchRules

        return GentooSearchRules()

    def public_determinize(self, state: GentooState, rng: random.Random) -> GentooState:
        # Every seat sees what the table sees (ruling 20): any seat's sample is an onlooker's.
        return views.determinize(state, 0, rng)

    # ---- ids and labels ----------------------------------------------------------------------------

    def action_id(self, action: GentooAction) -> str:
        return labels.action_id(action)

    def parse_action(self, action_id: str) -> GentooAction:
        return labels.parse_action(action_id)

    def is_pass(self, action_id: str) -> bool:
        return labels.is_pass(action_id)

    def label_words(self, state: GentooState, action: GentooAction) -> Words:
        return labels.label_words(state, action)

    def label(self, state: GentooState, action: GentooAction) -> str:
        return labels.label(state, action)
