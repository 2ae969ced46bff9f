"""The values of Grim Prospects: cards, options, actions, the state and the views.

Everything is a frozen pydantic model made of tuples, so states are immutable and JSON round-trip.
Card ids are the ruling's (``B01`` .. ``M20``); action ids use them in lower case (see labels.py).

Secret, per seat: the contents of a hand (for an Artificial Player's seat, the order of its face-down
deck, which nobody knows), and the choices a seat is making in the current phase (``draft``) until the
phase's reveal. Public: tunnels, loitering miners, Resting Recruits, hand sizes, the cards everyone has
seen enter a hand (``known``), who has decided, the arrow and the last round's battles (ruling 19).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from engines.base import GameOptions, GameState, Model

Faction = Literal["bunny", "rat", "mole"]
FACTIONS: tuple[Faction, ...] = ("bunny", "rat", "mole")
Segment = Literal["gem", "shovel"]
Effect = Literal["none", "shadow", "turncoat"]
Phase = Literal["forfeit", "fire", "prepare", "over"]
# The step of a seat's private decision within a phase; "ready" once the seat has committed.
Stage = Literal[
    "forfeit", "fire_guard", "fire_thug", "thug", "thug_shadows", "guard", "guard_shadows", "ready"
]
ActionKind = Literal[
    "forfeit", "fire_guard", "fire_thug", "thug", "guard", "shadow", "done", "back", "browse"
]
TieBreak = Literal["gems_then_hand", "shared"]
BattleResult = Literal["collapse", "held", "no_battle"]


class Card(Model):
    """One of the 60 cards: a tunnel segment and a miner at once (rulebook, Contents)."""

    id: str = Field(pattern=r"^[BRM][0-9]{2}$")
    faction: Faction
    vs_bunny: int = Field(ge=-1, le=1)
    vs_rat: int = Field(ge=-1, le=1)
    vs_mole: int = Field(ge=-1, le=1)
    segment: Segment
    effect: Effect

    def power(self, versus: Faction) -> int:
        """The miner's power when fighting ``versus`` (rulebook: the slot of the opposing faction)."""
        if versus == "bunny":
            return self.vs_bunny
        if versus == "rat":
            return self.vs_rat
        return self.vs_mole


class GrimProspectsOptions(GameOptions):
    """Lobby options. Two players play the rulebook's 2-player variant automatically (ruling 21)."""

    artificial_seats: tuple[int, ...] = Field(
        default=(),
        # Ruling 20.
        description="Seats played by the rulebook's Artificial Player: a face-down deck "
        "that plays its top cards.",
    )
    tie_break: TieBreak = Field(
        default="gems_then_hand",
        # Ruling 18.
        description="A tie on points goes to more gems, then more cards in hand; "
        "'shared': no tie-break, the leaders share the win.",
    )


class GrimProspectsAction(Model):
    """One click. ``card`` is None for "no Employed Thug/Guard" (kinds thug/guard) and for an
    Artificial Player's draws, which take the top card of its face-down deck (``from_deck``)."""

    kind: ActionKind
    card: str | None = None
    from_deck: bool = False
    faction: Faction | None = None  # only for kind "browse": show the hand's cards of one faction


class PlayerState(Model):
    artificial: bool = False
    # A person's hand in catalogue order; an Artificial Player's face-down deck, top card first.
    hand: tuple[str, ...] = ()
    # Cards everyone saw enter this hand (returned shovels, recycled Resting Recruits) and that are
    # still in it. For a deck, each group is a batch put under the deck at once, top batch first; a
    # person's hand keeps a single group because its order means nothing.
    known: tuple[tuple[str, ...], ...] = ()
    tunnel: tuple[str, ...] = ()  # the segment nearest the owner first; the far end last
    loitering_guards: tuple[str, ...] = ()  # this player's Loitering Guards, oldest first
    loitering_thugs: tuple[str, ...] = ()  # this player's Loitering Thugs, oldest first
    resting: tuple[str, ...] = ()  # the Resting Recruits pile
    draft: tuple[GrimProspectsAction, ...] = ()  # this phase's secret choices so far
    decided: bool = False  # committed for this phase (public: who is still choosing)


class Force(Model):
    """One side of a battle as revealed: the Employed miner, its Shadows and the loiterers that joined."""

    employed: str | None = None
    shadows: tuple[str, ...] = ()
    loiterers: tuple[str, ...] = ()
    power: int | None = None  # None unless both sides played (then powers are compared)

    def cards(self) -> tuple[str, ...]:
        if self.employed is None:
            return ()
        return (self.employed, *self.shadows, *self.loiterers)


class BattleRecord(Model):
    """A resolved battle: ``attacker``'s thugs against the guards of ``defender`` (their Inheritor)."""

    attacker: int
    defender: int
    thugs: Force
    guards: Force
    result: BattleResult
    captured: tuple[str, ...] = ()  # gems taken from the defender's tunnel, earliest first
    shovel: str | None = None  # the shovel that stopped the collapse and went to the defender's hand


class GrimProspectsState(GameState):
    options: GrimProspectsOptions = GrimProspectsOptions()
    round: int = 1
    phase: Phase = "forfeit"
    clockwise: bool = True  # the Forfeit Arrow this round; unused with two players (ruling 21)
    players: tuple[PlayerState, ...] = ()
    battles: tuple[BattleRecord, ...] = ()  # the most recent round's battles, for the board


class PlayerView(Model):
    seat: int
    artificial: bool
    hand_size: int
    known_in_hand: tuple[tuple[str, ...], ...]
    tunnel: tuple[str, ...]
    loitering_guards: tuple[str, ...]
    loitering_thugs: tuple[str, ...]
    resting: tuple[str, ...]
    decided: bool
    score: int
    gems: int
    inheritor: int
    benefactor: int


class PicksView(Model):
    """The viewer's own secret choices so far in this phase."""

    forfeit: str | None = None
    fire_guard: str | None = None
    fire_thug: str | None = None
    thug_chosen: bool = False
    thug: str | None = None
    thug_shadows: tuple[str, ...] = ()
    guard_chosen: bool = False
    guard: str | None = None
    guard_shadows: tuple[str, ...] = ()
    browsing: Faction | None = None


class GrimProspectsView(Model):
    seat: int | None  # None: the public view
    num_players: int
    round: int
    phase: Phase
    clockwise: bool
    two_player: bool
    players: tuple[PlayerView, ...]
    battles: tuple[BattleRecord, ...]
    waiting: tuple[int, ...]  # seats still choosing in this phase
    winners: tuple[int, ...] = ()  # set once the game is over
    # Only in a seat's own view (None for the public view and for an Artificial Player's deck):
    hand: tuple[str, ...] | None = None
    stage: Stage | None = None
    picks: PicksView | None = None
