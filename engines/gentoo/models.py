"""Gentoo Rules values: options, state, actions and views (all frozen pydantic models).

Card piles are tuples of card ids. Orientation: a Player Pile and the Draw Pile are face down with
index 0 on top; a Used Pile and the Discard Pile grow at the end, so index -1 is the visible top.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from engines.base import GameOptions, GameState, Model, Seat
from engines.phrasing import Words


class GentooOptions(GameOptions):
    # Ruling 17: where the Snow melted by a Thaw goes; "discard" is the literal reading [R].
    thaw_snow_to: Literal["discard", "removed"] = Field(
        default="discard",
        description="Where a Snow melted by Thaw goes: the Discard Pile (rulebook) or out of the game.",
    )
    # Rules 4(c) "Card distribution": an optional quick variant to 4 penguins [P].
    penguins_to_win: Literal[4, 5] = Field(
        default=5, description="Penguins needed to win: 5 (rulebook) or 4 (quick game)."
    )
    # Ruling 19: the first player is random unless the host names a seat.
    first_player: int | None = Field(
        default=None, ge=0, le=3, description="Who goes first, by place in the lobby (random if unset)."
    )


class PlayerArea(Model):
    pile: tuple[str, ...]  # Player Pile, face down, index 0 on top
    in_play: tuple[str, ...]  # Cards in Play, face up
    used: tuple[str, ...]  # Used Pile, face up, index -1 on top
    stones: int
    fish: int
    penguins: int
    skips: int = 0  # turns still to lose to Gone Fishing (ruling 16: several skips stack)


Phase = Literal["choose", "discard", "play", "target", "gift", "peck"]


class Pending(Model):
    """A move under way: the card being played, or the hatch waiting for its stone gift, or the Thief
    waiting for its target's answer."""

    card: str | None = None  # the played card (Skua, Stone Thief, Leopard Seal) or the Egg being hatched
    hatch: str | None = None  # the Hatch card of a hatch
    target: Seat | None = None  # the Stone Thief's victim (phase "peck")


class GentooState(GameState):
    options: GentooOptions
    players: tuple[PlayerArea, ...]
    draw: tuple[str, ...]  # Draw Pile, face down, index 0 on top
    row: tuple[str, ...]  # the Choice Cards
    discard: tuple[str, ...]  # Discard Pile, index -1 on top
    removed: tuple[str, ...] = ()  # out of the game: unused Snow, and Snow thawed with thaw_snow_to="removed"
    turn: Seat  # whose turn it is
    direction: Literal[1, -1] = 1  # +1: seat order; -1 after an odd number of Confusing Blizzards
    phase: Phase = "choose"
    pending: Pending | None = None
    turns_taken: int = 0
    # [R] Phase I.2 "You may not use this card this turn": the card taken in this turn's Choose, wherever
    # it goes (a reshuffle can flip it straight into play); cleared when the turn ends. Schema version 2.
    taken: str | None = None


ActionKind = Literal[
    "choose",  # take a Choice Card (card), optionally with a Good Nesting Site (nest)
    "skip",  # choose nothing (ruling 7: choosing is optional)
    "discard",  # discard a Choice Card when more than four show
    "play",  # play a card from Cards in Play
    "hatch",  # play an Egg and a Hatch together
    "move",  # move a card in play to the Used Pile instead of playing
    "pass",  # neither play nor move (only with three or fewer Cards in Play)
    "target_card",  # the Skua's Egg
    "target_seat",  # the Stone Thief's or Leopard Seal's victim
    "give",  # the hatcher's stone gift
    "peck",  # block a Stone Thief with a Vicious Peck
    "allow",  # let the Stone Thief take the stone
    "back",  # undo the first half of a two-part move
]


class GentooAction(Model):
    kind: ActionKind
    card: str | None = None
    second: str | None = None  # the Good Nesting Site used to choose an Egg, or the Hatch of a hatch
    seat: Seat | None = None


class PlayerView(Model):
    in_play: tuple[str, ...]
    used_top: str | None
    used_size: int
    pile_size: int
    used: tuple[str, ...] = ()  # the whole Used Pile, bottom first: every card entered it in plain sight
    pile_cards: tuple[
        str, ...
    ] = ()  # the Player Pile's cards, sorted: which cards is known, their order is not
    stones: int
    fish: int
    penguins: int
    skips: int


class GentooView(Model):
    """What everyone sees. Gentoo has no private information (ruling 20): only the order of the Draw Pile
    and of the Player Piles is hidden. Which cards lie in each pile is known to every attentive player
    (every card moves in plain sight), so the view lists them (ruling G-A4)."""

    viewer: Seat | None
    num_players: int
    players: tuple[PlayerView, ...]
    row: tuple[str, ...]
    draw_size: int
    draw_cards: tuple[str, ...] = ()  # the Draw Pile's cards, sorted (known by elimination; the order is not)
    discard_top: str | None
    discard_size: int
    discard: tuple[str, ...] = ()  # the whole Discard Pile, bottom first
    removed_size: int
    turn: Seat
    direction: Literal[1, -1]
    phase: Phase
    pending: Pending | None
    penguins_to_win: int
    turns_taken: int
    winners: tuple[Seat, ...] = ()
    taken: str | None = None  # the card taken this turn, which cannot be used before the turn ends
    # While a player chooses: the Choice Cards shown but out of their reach now, each with why ({sN} for
    # the player), so the board can say why a card is not offered.
    out_of_reach: tuple[tuple[str, Words], ...] = ()
