"""The Grim Prospects engine: the contract's hooks over the rules in the sibling modules.

Rules in brief (rulebook ../shared/rulebooks/grim-prospects.md; every ruling cited here is in
docs/rules/grimprospects.md): three players (or two, ruling 21) each hold a hand dealt from 60 cards.
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
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engines.base import Engine, IllegalAction, LogLine, Outcome, Seat, parse_id, replace
from engines.grimprospects import scoring, setup, views
from engines.grimprospects.choices import ACTIONS, TOP, read_picks
from engines.grimprospects.data import CARD_BY_ID
from engines.grimprospects.models import (
    FACTIONS,
    GrimProspectsAction,
    GrimProspectsOptions,
    GrimProspectsState,
    GrimProspectsView,
    PlayerState,
    Stage,
)
from engines.grimprospects.narrate import FACTION_PLURAL, card_full
from engines.grimprospects.table import replace_player, state_benefactor, state_inheritor
from engines.grimprospects.turn import reveal

_CARD_KINDS = {
    "forfeit": ("forfeit",),
    "fire_guard": ("fire", "guard"),
    "fire_thug": ("fire", "thug"),
    "thug": ("prep", "thug"),
    "guard": ("prep", "guard"),
    "shadow": ("prep", "shadow"),
}
_ID_TO_KIND = {
    ("forfeit",): "forfeit",
    ("fire", "guard"): "fire_guard",
    ("fire", "thug"): "fire_thug",
    ("prep", "thug"): "thug",
    ("prep", "guard"): "guard",
    ("prep", "shadow"): "shadow",
}
_STAGE_WORDS: dict[Stage, str] = {
    "forfeit": "choose a card to forfeit",
    "fire_guard": "choose the miner to fire as a Loitering Guard",
    "fire_thug": "choose the miner to fire as a Loitering Thug",
    "thug": "choose your Employed Thug (or none)",
    "thug_shadows": "add Shadow cards to your thugs, or press done",
    "guard": "choose your Employed Guard (or none)",
    "guard_shadows": "add Shadow cards to your guards, or press done",
    "ready": "wait for the others",
}


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
                raise IllegalAction(
                    f"An Artificial Player can only take one of the {num_players} seats of this game."
                )
        if len(set(seats)) != len(seats):
            raise IllegalAction("A seat is listed twice as an Artificial Player.")

    def _new_game(self, num_players: int, seed: int, options: GrimProspectsOptions) -> GrimProspectsState:
        return setup.new_game(num_players, seed, options)

    # ---- turns ----------------------------------------------------------------------------------

    def _current_seats(self, state: GrimProspectsState) -> frozenset[Seat]:
        return frozenset(views.waiting_seats(state))

    def _legal_actions(self, state: GrimProspectsState, seat: Seat) -> Sequence[GrimProspectsAction]:
        return views.options_for(state, seat)

    def _apply(
        self, state: GrimProspectsState, seat: Seat, action: GrimProspectsAction
    ) -> GrimProspectsState:
        player = state.players[seat]
        draft = player.draft[:-1] if action.kind == "back" else (*player.draft, action)
        updated = replace(player, draft=draft)
        picks = read_picks(state.phase, updated)
        decided = picks.stage == "ready"
        updated = replace(updated, decided=decided)
        new_state = replace(state, players=replace_player(state.players, seat, updated))
        lines = [LogLine(seat=seat, text=self._private_line(state, seat, player, action))]
        if decided:
            lines.append(LogLine(text=f"{{s{seat}}} has chosen."))
            if all(p.decided for p in new_state.players):
                new_state, revealed = reveal(new_state, state.step)
                lines.extend(revealed)
        return replace(new_state, log=tuple(lines))

    def _private_line(
        self, state: GrimProspectsState, seat: Seat, player: PlayerState, action: GrimProspectsAction
    ) -> str:
        if action.kind == "back":
            return "You take back your last choice."
        return "You chose: " + self._describe(state, seat, action) + "."

    def reveals(
        self,
        before: GrimProspectsState,
        seat: Seat,
        action: GrimProspectsAction,
        after: GrimProspectsState,
    ) -> bool:
        """Whether the click resolved its phase: only the last commit of a phase reveals anything.

        Every choice of a phase is secret until all are in (ruling 8; how many cards a seat placed is
        secret too, ruling GP-3); the clicks before that, a commit included, only add to the seat's
        ``draft``, which nobody else sees, and an Artificial Player's blind "top card" draws are not seen
        by anyone until the reveal either (ruling GP-7). The commit that completes the phase flips every
        choice face up and carries the game on: the battles and Sleep It Off after Prepare (its shovels
        and recycled Resting Recruits shuffled under an Artificial Player's deck, ruling 20), and the
        Forfeit Arrow's flip that starts the next round (ruling 7). Every phase ends with such a reveal,
        so a move revealed something exactly when the phase or the round changed."""
        return (after.phase, after.round) != (before.phase, before.round)

    # ---- views and results --------------------------------------------------------------------

    def _view(self, state: GrimProspectsState, seat: Seat | None) -> GrimProspectsView:
        return views.view(state, seat)

    def _outcome(self, state: GrimProspectsState) -> Outcome | None:
        return scoring.outcome(state)

    def heuristic(self, state: GrimProspectsState, seat: Seat) -> float | None:
        return scoring.heuristic(state, seat)

    def determinize(self, state: GrimProspectsState, seat: Seat, rng: random.Random) -> GrimProspectsState:
        return views.determinize(state, seat, rng)

    # ---- action ids and labels ----------------------------------------------------------------

    def action_id(self, action: GrimProspectsAction) -> str:
        if action.kind == "back":
            return "back"
        if action.kind == "done":
            return "prep.done"
        if action.kind == "browse":
            assert action.faction is not None
            return f"browse.{action.faction}"
        if action.from_deck:
            card = "top"
        else:
            card = action.card.lower() if action.card is not None else "none"
        return ".".join((*_CARD_KINDS[action.kind], card))

    def parse_action(self, action_id: str) -> GrimProspectsAction:
        parts = parse_id(action_id)
        unknown = IllegalAction("That is not a Grim Prospects move.")
        if parts == ["back"]:
            return ACTIONS["back", None]
        if parts == ["prep", "done"]:
            return ACTIONS["done", None]
        if len(parts) == 2 and parts[0] == "browse":
            if parts[1] not in FACTIONS:
                raise unknown
            return ACTIONS["browse", parts[1]]
        kind = _ID_TO_KIND.get(tuple(parts[:-1]))
        if kind is None:
            raise unknown
        last = parts[-1]
        if last == "none" and kind in ("thug", "guard"):
            return ACTIONS[kind, None]
        if last == TOP and kind != "shadow":
            return ACTIONS[kind, TOP]
        card = last.upper()
        if card not in CARD_BY_ID:
            raise IllegalAction(f"There is no card {last!r} in Grim Prospects.")
        return ACTIONS[kind, card]

    def is_pass(self, action_id: str) -> bool:
        """Ending the preparation step without preparing more ("prep.done")."""
        return action_id == "prep.done"

    def label(self, state: GrimProspectsState, action: GrimProspectsAction) -> str:
        return self._describe(state, None, action)[:80]

    def _describe(self, state: GrimProspectsState, seat: Seat | None, action: GrimProspectsAction) -> str:
        kind = action.kind
        if kind == "back":
            return "Back"
        if kind == "done":
            return "Done adding Shadows"
        if kind == "browse":
            assert action.faction is not None
            return f"Show my {FACTION_PLURAL[action.faction]}"
        owner = seat if seat is not None else self._owner(state, action)
        if action.from_deck:
            card = "the top card of the deck"
        elif action.card is None:
            return "No Employed Thug" if kind == "thug" else "No Employed Guard"
        else:
            card = card_full(action.card)
        if owner is None:
            heir = benefactor = None
        else:
            heir, benefactor = state_inheritor(state, owner), state_benefactor(state, owner)
        if kind == "forfeit":
            to = f" to {{s{heir}}}" if heir is not None else ""
            return f"Forfeit{to}: {card}"
        if kind == "fire_guard":
            return (
                f"Loitering Guard for {{s{heir}}}: {card}" if heir is not None else f"Loitering Guard: {card}"
            )
        if kind == "fire_thug":
            if benefactor is None:
                return f"Loitering Thug: {card}"
            return f"Loitering Thug for {{s{benefactor}}}: {card}"
        if kind == "thug":
            return f"Employed Thug: {card}"
        if kind == "guard":
            return f"Employed Guard: {card}"
        return f"Add Shadow: {card}"

    def _owner(self, state: GrimProspectsState, action: GrimProspectsAction) -> Seat | None:
        # Labels get no seat; the card's holder (or the only deck still drawing) tells whose it is.
        for seat, player in enumerate(state.players):
            if action.card is not None and action.card in player.hand:
                return seat
        if action.from_deck:
            drawing = [s for s, p in enumerate(state.players) if p.artificial and not p.decided]
            if len(drawing) == 1:
                return drawing[0]
        return None

    # ---- refusals -----------------------------------------------------------------------------

    def _why_illegal(self, state: GrimProspectsState, seat: Seat, action: GrimProspectsAction) -> str:
        player = state.players[seat]
        picks = read_picks(state.phase, player)
        if action.kind == "back" and not player.draft:
            return "There is no choice to take back."
        if player.artificial and action.card is not None:
            # Ruling 20.
            return "An Artificial Player plays the top card of its deck, blind."
        if action.from_deck and not player.artificial:
            return "Only an Artificial Player draws from a face-down deck."
        if action.card is not None and action.card not in player.hand:
            return f"{action.card} is not in your hand."
        if action.card is not None and action.card in picks.used():
            return f"You have already placed {action.card} this phase."
        if player.artificial:
            return "An Artificial Player must follow the rulebook's procedure for it."
        return f"That is not possible now: {_STAGE_WORDS[picks.stage]}."
