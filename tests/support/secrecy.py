"""What each game hides from a seat, and a control that a redraw of the hidden parts really redrew them.

The non-interference tests (docs/architecture.md, "Hidden information") compare what a viewer is shown of a
position with what it is shown of the same position redrawn by ``Engine.determinize``: everything the
viewer cannot see drawn again, with a new seed. Such a test passes by itself when the redraw changed
nothing hidden: a ``determinize`` that only drew a new seed would let a view that shows Gentoo's pile order
pass. ``RedrawControl`` is the control that fails then.

``hidden_parts(key, state, seat)`` names the parts of a state that ``seat`` cannot see, from each game's
rules (not from its ``determinize``), leaving out the seed, the step and the log:

- Gentoo Rules (ruling 20, G-A4): the order of the Draw Pile and of each Player Pile. Which cards they hold
  is known, and the Used Piles, Cards in Play and Choice Cards are face up; every seat sees the same.
- Giant Snail Will Not Prevail! (ruling 37, GS1, T7): the order of the technology deck; the cards a
  Malacologist showed another seat (its researcher knows them, nobody else does); the event deck's cards in
  every other place (the Event 0 cards lie known on top), together with which cards of the present era were
  discarded face down.
- Grim Prospects (ruling 19, GP-6): every hand the seat has not seen, but for the cards everyone saw enter
  it; an Artificial Player's face-down deck, its own seat's included, with its order. (The other persons'
  secret choices of the phase are redrawn too, but a random redraw may give them back with any chance, so
  they are left out of the control.)
- SLITHER (ruling 23): for a frog or an onlooker, where the snake's face-down path cards lie and its
  half-made move; the snake sees everything.
- As The Earth Crumbles (rulings G8, G14, G15): nothing. Every tile lies face up (there is no bag: the Earth
  is dealt face up at setup), reserves and the discard pile are public; only future gas-pocket flips are
  unknown, and they come from the seed. So its redraw must be the state with a new seed and nothing else.
- Secret Cards (tests/support/secretgame.py): the other seats' hands and face-down picks, and the deck's
  order.

Each part comes with the chance that a fair redraw gives it back unchanged (one over its number of equally
likely outcomes: a shuffle of distinct cards, a hand dealt from the unseen cards). For SLITHER, whose redraw
follows the frogs' belief with rejections, one half is an estimate.

The rule ``RedrawControl.verify`` applies over every position and seat checked in a game, kind by kind of
hidden part ("the Draw Pile's order", "a Player Pile's order"...): a kind whose checks were hidden enough
that a fair redraw would have repeated all of them with a chance under one in a million must have been
changed at least once; and a game with secrets must have at least one such kind among its checks (else the
test checked too few positions to say anything). A redraw that only draws a new seed changes no part: it
fails, every time. A redraw that forgets one kind (the Player Piles, say) fails on that kind. A fair
redraw fails by accident with a chance under one in a million per kind.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any

from engines import AnyEngine
from engines.base import replace
from engines.giantsnail.data import EVENT1_NAMES, catalog
from engines.giantsnail.eventdeck import EVENT0
from engines.giantsnail.models import DEAD
from engines.giantsnail.technology import peek_cards
from engines.slither.knowledge import belief
from engines.slither.models import SNAKE

MAX_REPEAT = 1e-6  # a kind is judged once a fair redraw would have repeated all its checks this rarely


@dataclass(frozen=True)
class Part:
    """A hidden part of a state: its kind, its value (equal values: the same hidden facts) and the chance
    that a fair redraw gives the same value back."""

    kind: str
    value: Hashable
    repeat: float


Parts = dict[str, Part]


def same_order_chance(cards: Sequence[str]) -> float:
    """The chance that a uniform shuffle of ``cards`` (copies alike) gives them back in the same order."""
    chance = 1.0 / math.factorial(len(cards))
    for copies in Counter(cards).values():
        chance *= math.factorial(copies)
    return chance


def shuffled(kind: str, cards: tuple[str, ...]) -> Part | None:
    """A face-down pile whose order is hidden, if it hides anything (two different cards at least)."""
    if len(set(cards)) < 2:
        return None
    return Part(kind, cards, same_order_chance(cards))


# ---- each game's hidden parts ------------------------------------------------------------------------------


def gentoo_parts(state: Any, seat: int | None) -> Parts:
    found = {"draw": shuffled("the Draw Pile's order", state.draw)}
    for s, player in enumerate(state.players):
        found[f"pile {s}"] = shuffled("a Player Pile's order", player.pile)
    return {name: part for name, part in found.items() if part is not None}


def same_start_chance(cards: Sequence[str], pool: Sequence[str]) -> float:
    """The chance that the first cards of a uniform shuffle of ``pool`` are ``cards``, in order."""
    left, chance = Counter(pool), 1.0
    for i, card in enumerate(cards):
        chance *= left[card] / (len(pool) - i)
        left[card] -= 1
    return chance


def giantsnail_parts(state: Any, seat: int | None) -> Parts:
    found: Parts = {}
    tech = shuffled("the technology deck's order", state.tech_deck)
    if tech is not None:
        found["tech"] = tech
    deck = state.deck
    seen = {i for i, card in enumerate(deck) if card in EVENT0}  # on top, in a known order (Setup 3)
    shown: set[int] = set()  # the places a Malacologist showed another seat (T7)
    if state.peek_seat >= 0:
        (seen if seat == state.peek_seat else shown).update(range(state.peek_count))
    if state.pending == "peek" and state.phase != "over":
        skip = sum(1 for card in deck[:2] if card in EVENT0)  # the researcher is being shown them now
        now = range(skip, skip + len(peek_cards(state)))
        (seen if seat == state.turn else shown).update(now)
    shown -= seen
    unseen = [card for i, card in enumerate(deck) if i not in seen]
    era = set(catalog().events.event2) if state.snail == DEAD else set(EVENT1_NAMES)
    buried = sorted(card for card in state.buried if card in era)
    pool = unseen + buried  # what could lie in any unseen place, or have been discarded face down
    if len(set(pool)) < 2:
        return found
    others = tuple(deck[i] for i in sorted(shown))
    if others:
        found["shown"] = Part(
            "the cards a Malacologist showed someone else", others, same_start_chance(others, pool)
        )
    rest = tuple(deck[i] for i in range(len(deck)) if i not in seen | shown)
    if rest:
        # Given which cards are left to them, a shuffle of these places and the buried cards (unordered).
        chance = same_order_chance(rest + tuple(buried)) / same_order_chance(buried)
        found["events"] = Part("the event deck's unseen cards", (rest, tuple(buried)), chance)
    return found


def grimprospects_parts(state: Any, seat: int | None) -> Parts:
    players = state.players
    dealt = [s for s, p in enumerate(players) if s != seat or p.artificial]
    unknown = {s: len(players[s].hand) - sum(len(group) for group in players[s].known) for s in dealt}
    pool = sum(unknown.values())  # every card nobody can place, dealt again to these hands
    found: Parts = {}
    for s in dealt:
        player = players[s]
        if player.artificial:
            chance = math.perm(pool, unknown[s]) ** -1.0
            for batch in player.known:
                chance /= math.factorial(len(batch))
            part = Part("an Artificial Player's deck", tuple(player.hand), chance)
        else:
            part = Part("a person's hand", tuple(sorted(player.hand)), math.comb(pool, unknown[s]) ** -1.0)
        if part.repeat < 1:
            found[f"hand {s}"] = part
    return found


def slither_parts(state: Any, seat: int | None) -> Parts:
    if seat == SNAKE or state.winner is not None:
        return {}
    where = belief(state)
    hidden = tuple((i, card.loc) for i, card in enumerate(state.path) if not card.face_up)
    # A face-down card the public facts pin to one place hides nothing (an empty belief: not worked out).
    open_question = (
        any(len(where[i]) != 1 for i, _ in hidden) if len(where) == len(state.path) else bool(hidden)
    )
    if not (open_question or state.pending_head or state.pending_ability):
        return {}
    value = (hidden, state.pending_head, state.pending_ability)
    return {"path": Part("the snake's hidden path", value, 0.5)}


def earthcrumbles_parts(state: Any, seat: int | None) -> Parts:
    return {}


def secretgame_parts(state: Any, seat: int | None) -> Parts:
    others = [s for s in range(state.num_players) if s != seat]
    picks = tuple(state.picks[s] for s in others)
    unseen = len(state.deck) + sum(len(state.hands[s]) for s in others) + sum(p is not None for p in picks)
    if unseen < 2:
        return {}
    chance = 1.0 / math.factorial(unseen)
    for s in others:
        chance *= math.factorial(len(state.hands[s]))  # a hand is a set: its order is nobody's
    value = (state.deck, tuple(tuple(sorted(state.hands[s])) for s in others), picks)
    return {"cards": Part("the cards it has not seen", value, chance)}


HIDDEN_PARTS: dict[str, Callable[[Any, int | None], Parts]] = {
    "gentoo": gentoo_parts,
    "giantsnail": giantsnail_parts,
    "grimprospects": grimprospects_parts,
    "slither": slither_parts,
    "earthcrumbles": earthcrumbles_parts,
    "secretgame": secretgame_parts,
}
HIDES_NOTHING = frozenset({"earthcrumbles"})


def hidden_parts(key: str, state: Any, seat: int | None) -> Parts:
    """The parts of ``state`` that ``seat`` (None: an onlooker) cannot see, by name; only those that hide
    something now (more than one way they could be)."""
    return HIDDEN_PARTS[key](state, seat)


# ---- the comparison and its control -------------------------------------------------------------------


def assert_shows_nothing_new(engine: AnyEngine, state: Any, seat: int, redrawn: Any, where: str) -> None:
    """The generic non-interference check (docs/architecture.md, "Hidden information"): a redraw of what
    ``seat`` cannot see is a state of the same game with a new seed, and changes neither ``seat``'s view,
    nor the public view, nor who acts, nor what ``seat`` may do. ``where`` names the position (its seed and
    step) in a failure's message."""
    said = f"{engine.key}, {where}, seat {seat}"
    assert redrawn.seed != state.seed, f"{said}: the redraw kept the seed"
    assert type(redrawn) is type(state)
    assert engine.view(redrawn, seat) == engine.view(state, seat), f"{said}: the seat's view shows a secret"
    assert engine.view(redrawn, None) == engine.view(state, None), f"{said}: the public view shows a secret"
    assert engine.current_seats(redrawn) == engine.current_seats(state), f"{said}: who acts is a secret"
    if seat in engine.current_seats(state):
        legal = list(engine.legal_actions(state, seat))
        assert list(engine.legal_actions(redrawn, seat)) == legal, f"{said}: its choices show a secret"
    assert engine.load_state(engine.dump_state(redrawn)) == redrawn


# ---- the control ------------------------------------------------------------------------------------------


@dataclass
class Tally:
    checks: int = 0  # redraws in which a part of this kind hid something
    changed: int = 0  # ...and the redraw changed it
    log_repeat: float = 0.0  # log10 of the chance that a fair redraw repeated every one of them

    def __str__(self) -> str:
        return f"changed in {self.changed} of {self.checks} redraws (a fair redraw repeats all: 1e{self.log_repeat:.0f})"


@dataclass
class RedrawControl:
    """Feed it every (state, seat, redrawn) a secrecy test compares; ``verify`` at the end applies the
    module's rule. ``what`` says where the positions came from (game, seeds), for the failure message."""

    key: str
    what: str = ""
    kinds: dict[str, Tally] = field(default_factory=dict)
    redraws: int = 0

    def check(self, state: Any, seat: int | None, redrawn: Any) -> bool:
        """Compare ``state`` with its redraw for ``seat`` on the hidden parts only; whether any changed.
        (A part the redraw no longer has, such as a half-made move it dropped, has changed.)"""
        self.redraws += 1
        before, after = hidden_parts(self.key, state, seat), hidden_parts(self.key, redrawn, seat)
        if self.key in HIDES_NOTHING:
            assert replace(redrawn, seed=state.seed) == state, (
                f"{self.key} {self.what}, step {state.step}, seat {seat}: the redraw changed more than the seed"
            )
        changed = False
        for name, part in before.items():
            tally = self.kinds.setdefault(part.kind, Tally())
            tally.checks += 1
            tally.log_repeat += math.log10(part.repeat)
            if name not in after or after[name].value != part.value:
                tally.changed += 1
                changed = True
        return changed

    def summary(self) -> str:
        kinds = "; ".join(f"{kind}: {tally}" for kind, tally in sorted(self.kinds.items()))
        return f"{self.key} {self.what}: {self.redraws} redraws; {kinds or 'nothing hidden'}"

    def verify(self) -> str:
        """Apply the rule (module docstring); the summary, for a test that wants to say it."""
        judged = {k: t for k, t in self.kinds.items() if t.log_repeat < math.log10(MAX_REPEAT)}
        if self.key not in HIDES_NOTHING:
            assert judged, f"too few positions hid anything to tell a redraw from a copy: {self.summary()}"
        missed = sorted(k for k, t in judged.items() if t.changed == 0)
        assert not missed, (
            f"the redraw never changed {', '.join(missed)}, though a fair redraw would have: determinize "
            f"does not redraw it, and a view that showed it would pass the test. {self.summary()}"
        )
        return self.summary()


class GivesBackTheSeed(random.Random):
    """A generator whose first 62-bit draw is the game's own seed, as a real one could (once in 2**62)."""

    def __init__(self, seed: int, secret: int) -> None:
        super().__init__(seed)
        self.secret: int | None = secret

    def getrandbits(self, k: int) -> int:
        if self.secret is not None and k == 62:
            secret, self.secret = self.secret, None
            return secret
        return super().getrandbits(k)
