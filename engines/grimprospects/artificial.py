"""The rulebook's Artificial Player as an agent (rulebook, Alternate Rules: Artificial Player; ruling 20).

The procedure: its hand is one face-down deck and it draws and plays a card whenever possible. It
forfeits the top card, fires the next as its Loitering Guard and the next as its Loitering Thug. When
preparing, with at least two cards it plays one in each battle (the top card as Employed Thug, the next
as Employed Guard) and never adds Shadows; with exactly one card it plays it in the battle with more
gems at risk (its own tunnel's gems beyond its last shovel for defence, its Inheritor's for attack),
attacking when equal; with none it plays nothing.

For a seat listed in the options' ``artificial_seats`` the engine itself only offers the procedure's
choice ("the top card of the deck", never a named card: it draws blind), so any agent on that seat
plays as the rulebook says; this agent decides each step from the seat's view with the same procedure
functions the engine uses. It also plays a person's seat (ruling
22: a timed-out player is played by these rules), where a random card from the hand stands in for the
top of a shuffled deck.

Construct it with ``ArtificialPlayerAgent()``; it keeps no state between calls.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from engines.base import IllegalAction
from engines.grimprospects.choices import artificial_thug_plays
from engines.grimprospects.data import faction_of
from engines.grimprospects.holdings import gems_at_risk
from engines.grimprospects.models import GrimProspectsAction, GrimProspectsState, PicksView

if TYPE_CHECKING:
    from engines.grimprospects.engine import GrimProspectsEngine

_CARD_KINDS = frozenset({"forfeit", "fire_guard", "fire_thug", "thug", "guard"})


class ArtificialPlayerAgent:
    """Plays a seat by the rulebook's Artificial Player procedure."""

    name = "artificial"

    def choose(
        self, engine: GrimProspectsEngine, state: GrimProspectsState, seat: int, rng: random.Random
    ) -> GrimProspectsAction:
        legal = list(engine.legal_actions(state, seat))
        if not legal:
            raise IllegalAction(engine.waiting_for(state))
        view = engine.view(state, seat)
        stage = view.stage
        if stage in ("thug_shadows", "guard_shadows"):
            # It never plays extra Shadows (ruling 20).
            return _pick(legal, "done")
        if stage == "thug":
            me = view.players[seat]
            heir = view.players[me.inheritor]
            if not artificial_thug_plays(me.hand_size, gems_at_risk(me.tunnel), gems_at_risk(heir.tunnel)):
                return _pick(legal, "thug", none=True)
        cards = [a for a in legal if a.kind in _CARD_KINDS and (a.card is not None or a.from_deck)]
        if cards:
            # A deck offers only its top card; a person's hand is drawn from at random.
            return rng.choice(cards)
        browse = [a for a in legal if a.kind == "browse"]
        if browse:
            hand = view.hand or ()
            used = _used(view.picks)
            weights = [sum(1 for c in hand if c not in used and faction_of(c) == a.faction) for a in browse]
            return rng.choices(browse, weights=[max(w, 1) for w in weights])[0]
        # No card to play: the guard step with an empty hand offers "no Employed Guard".
        return _pick(legal, "guard", none=True) if stage == "guard" else legal[0]


def _pick(legal: Sequence[GrimProspectsAction], kind: str, none: bool = False) -> GrimProspectsAction:
    for act in legal:
        if act.kind == kind and (not none or (act.card is None and not act.from_deck)):
            return act
    return legal[0]


def _used(picks: PicksView | None) -> set[str]:
    if picks is None:
        return set()
    chosen = (picks.forfeit, picks.fire_guard, picks.fire_thug, picks.thug, picks.guard)
    return {c for c in chosen if c is not None} | set(picks.thug_shadows) | set(picks.guard_shadows)
