"""Giant Snail Will Not Prevail! values: options, state, action and views (all frozen, JSON round-trippable).

Seats 0, 1, 2 play red, blue and black and sit clockwise in that order. Regions are named by their index
number (1-12, G1); ``grid`` says where each one lies. A worker is its owner's seat number wherever it
stands.
"""

from __future__ import annotations

from typing import Literal

from engines.base import GameOptions, GameState, Model
from engines.phrasing import Words

# The snail's place: one of the two slots of the space card, a region number (1-12), or dead.
SPACE2 = -2  # rulebook Setup 5: the snail starts in the space card's "2" slot
SPACE1 = -1  # the space card's second slot (G8 in the shared rulings' component data)
DEAD = 0

Phase = Literal[
    "actions",  # Action Phase
    "research",  # Resolution Phase b)
    "factory",  # Resolution Phase c)
    "robot",  # Event Phase: the leader moves the robot (ruling 23 step 4)
    "weapons",  # Event Phase: combat, weapons in leader order (ruling 23 step 5)
    "rebuild",  # Event Phase: the robot rebuilds after the snail's death (rulebook "Rebuilding Regions")
    "campaign",  # Event 2 "Campaign Trail" (G7)
    "discard",  # Cleanup Phase: discard down to 10
    "over",
]
# A technology being resolved (T4-T9), or "place": the rebuilder placing the workers that come back onto a
# rebuilt region (rulebook "Rebuilding Regions", ruling 32; engines/giantsnail/rebuilding.py).
Pending = Literal["", "defence", "peek", "labor", "salvage", "place"]


class GiantSnailOptions(GameOptions):
    layout: Literal["numerical", "random"] = "numerical"  # rulebook Setup 1


class Region(Model):
    """One region card. Intact: ``rows`` holds the workers in each row of worker slots. Destroyed: the
    card shows its rebuild slots, whose workers are ``rebuild``; ``rows`` is then empty."""

    id: int
    destroyed: bool = False
    rows: tuple[tuple[int, ...], ...] = ()
    rebuild: tuple[int, ...] = ()
    defence: str = ""  # the Salt Ring or Defenders card on it (T4-T6), "" for none
    defender: int = -1  # the seat whose worker marks the defence card


class Player(Model):
    metal: int = 0
    energy: int = 0
    votes: int = 0
    pool: int = 13
    reserve: int = 7
    weapons: tuple[str, ...] = ()  # weapon attachment cards researched (T1-T3), in order
    armed: tuple[str, ...] = ()  # those whose construction slot holds this player's worker
    claimed: int = 0  # Event 1 cards taken through weapon damage (Monster Killer)
    actions: int = 0  # actions taken this Action Phase
    forfeited: bool = False  # gave up the rest of this Action Phase (ruling 15)
    passed: bool = False  # done with the current step (research, factories, discards...)


class GiantSnailState(GameState):
    options: GiantSnailOptions = GiantSnailOptions()
    grid: tuple[int, ...]  # region numbers, row by row from the North-West corner (G1)
    regions: tuple[Region, ...]  # by region number - 1
    sections: tuple[tuple[int, ...], ...]  # robot sections: each construction slot's worker, -1 empty
    robot: int = 0  # the region the finished robot stands on, 0 before it is finished
    snail: int = SPACE2
    deck: tuple[str, ...]  # the event deck, top first (secret order)
    discard: tuple[str, ...] = ()  # events resolved face up, newest last
    buried: tuple[str, ...] = ()  # events discarded face down, never seen (ruling GS1)
    event2_done: int = 0  # Event 2 cards resolved
    tech_deck: tuple[str, ...]  # secret order
    market: tuple[str, ...]
    tech_discard: tuple[str, ...] = ()
    players: tuple[Player, ...]
    leader: int = 0
    round: int = 1
    phase: Phase = "actions"
    turn: int = 0  # the seat whose decision it is
    draft: tuple[str, ...] = ()  # the clicks of a move not yet committed
    pending: Pending = ""
    pending_tech: str = ""  # the defence card being placed
    start_draws: tuple[int, ...] = ()  # the randomizer each seat drew at the start, by seat
    start_order: tuple[int, ...] = ()  # seats in the order they place their first worker
    peek_seat: int = -1  # who knows the top of the event deck (Malacologist, T7)
    peek_count: int = 0  # how many cards from the top that seat knows
    robot_steps: int = 0  # steps the robot moved this Event Phase
    fired: tuple[str, ...] = ()  # weapons fired in this combat (ruling 28: once each)
    free_moves: bool = False  # Robot Parade (E2-4) this Event Phase
    works_until: int = 0  # Public Works (E2-3): rebuilds are cheaper through this round
    placing: int = 0  # the rebuilt region whose returning workers are being placed (pending "place")
    returning: tuple[int, ...] = ()  # the owners of the returning workers not placed yet
    defeat: bool = False


class GiantSnailAction(Model):
    """A click, named by its action id (see ``engine.GiantSnailEngine.parse_action`` for the grammar)."""

    code: str


# ---- views -------------------------------------------------------------------------------------------


class RegionView(Model):
    id: int
    name: str  # "Mine 1"
    type: str
    owner: int  # the seat whose colour the card shows
    row: int  # 0 North .. 2
    col: int  # 0 West .. 3
    destroyed: bool
    rows: tuple[tuple[int, ...], ...]  # workers per row (intact side)
    capacity: tuple[int, ...]  # slots per row (intact side)
    rebuild: tuple[int, ...]
    rebuild_slots: int
    rebuild_cost: tuple[int, int]  # metal, energy
    defence: str  # card name or ""
    defender: int


class SectionView(Model):
    id: str
    name: str
    slots: tuple[int, ...]  # worker seat or -1
    costs: tuple[tuple[int, int], ...]
    complete: bool


class PlayerView(Model):
    seat: int
    colour: str
    metal: int
    energy: int
    votes: int
    pool: int
    reserve: int
    weapons: tuple[str, ...]  # names
    armed: tuple[str, ...]  # names
    claimed: int
    actions: int
    forfeited: bool


class GiantSnailView(Model):
    viewer: int | None
    round: int
    phase: Phase
    leader: int
    turn: int | None
    regions: tuple[RegionView, ...]  # in grid order
    sections: tuple[SectionView, ...]
    robot: int
    robot_built: bool
    snail: int
    snail_text: str
    deck_size: int
    event2: bool  # the deck is the Event 2 deck
    discard: tuple[str, ...]  # names of the events resolved face up, newest last
    buried: int
    market: tuple[str, ...]
    tech_deck: int
    players: tuple[PlayerView, ...]
    destroyed: int
    draft: tuple[str, ...]  # what the acting seat has chosen so far, in words (public)
    draft_words: tuple[Words, ...] = ()  # ``draft`` as messages, for each reader's language
    known_top: tuple[str, ...] = ()  # the viewer's Malacologist knowledge (private)
    defeat: bool
    public_works: bool = False  # E2-3: rebuilds cost 1 resource less than printed this round
    placing: int = 0  # the rebuilt region whose returning workers the acting seat is placing
    returning: tuple[int, ...] = ()  # the owners of those workers not placed yet
    free_moves: bool = False  # E2-4: the robot moves for free this Event Phase
    # A researched technology's question the acting seat answers before research goes on ("Technology
    # Cards"): where a defence card goes, the Malacologist's cards, Robotic Labor's section, Salvage's
    # resources; and the name of the card that asks it.
    question: Pending = ""
    question_card: str = ""
