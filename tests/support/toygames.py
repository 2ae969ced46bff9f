"""Small engines used only by the AI and terminal-play tests (and as the floor in bench/engines.py).

They implement the full engine contract on purpose, so agents and the terminal front end are tested
against the same API as the real games, without depending on a real game being finished:

- ``RaceEngine`` ("Race to Ten"): perfect information, 2-4 seats. In turn, each seat adds 1, 2 or 3 to
  a shared total; whoever brings the total exactly to the target wins. With two players the seat to
  move loses exactly when the distance to the target is a multiple of 4, so a good searcher beats
  random play almost always. It has no heuristic, so agents must play rollouts to the end. Option
  ``two_step`` makes each move two clicks (pick, then confirm or go back).
- ``BidsEngine`` ("Secret Bids", a small Goofspiel): hidden information, chance and simultaneous
  decisions. Every seat holds bid cards 1..K; each round a prize card from a shuffled deck is shown and
  every seat bids one card at the same time, in secret; the highest bid that nobody matched takes the
  prize. Secret: the order of the prize deck and the bids made this round until everyone has bid.
  It has a heuristic (share of prize points).
- ``GuardedBidsEngine``: ``BidsEngine`` that refuses to ``apply`` or evaluate any state that did not
  come out of ``determinize`` (or from applying actions to such a state), so a test can prove that an
  agent only searches determinized states.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Literal

from pydantic import Field

from engines.base import (
    Engine,
    GameOptions,
    GameState,
    IllegalAction,
    LogLine,
    Model,
    Outcome,
    Seat,
    parse_id,
)
from engines.rng import new_seed, rng_for

# ---- Race to Ten ---------------------------------------------------------------------------------


class RaceOptions(GameOptions):
    target: int = Field(default=10, ge=3, le=40)
    # Two clicks per move, like the real games' multi-step moves: pick an amount, then confirm it or
    # go back ("back", the engine convention for cancelling a partial move).
    two_step: bool = False


class RaceState(GameState):
    target: int
    two_step: bool = False
    total: int = 0
    turn: Seat = 0
    pending: int | None = None  # the amount picked, awaiting confirmation (two_step only)
    winner: Seat | None = None


class Add(Model):
    kind: Literal["add", "confirm", "back"] = "add"
    amount: int = 0


class RaceView(Model):
    target: int
    total: int
    turn: Seat
    pending: int | None
    winner: Seat | None


class RaceEngine(Engine[RaceState, Add, RaceOptions, RaceView]):
    key = "toyrace"
    title = "Race to Ten"
    min_players = 2
    max_players = 4
    schema_version = 1
    options_type = RaceOptions
    state_type = RaceState

    def _new_game(self, num_players: int, seed: int, options: RaceOptions) -> RaceState:
        return RaceState(seed=seed, num_players=num_players, target=options.target, two_step=options.two_step)

    def _current_seats(self, state: RaceState) -> frozenset[Seat]:
        return frozenset({state.turn})

    def _legal_actions(self, state: RaceState, seat: Seat) -> Sequence[Add]:
        if state.pending is not None:
            return (Add(kind="confirm", amount=state.pending), Add(kind="back"))
        return tuple(Add(amount=n) for n in (1, 2, 3) if state.total + n <= state.target)

    def _apply(self, state: RaceState, seat: Seat, action: Add) -> RaceState:
        if action.kind == "back":
            return state.model_copy(update={"pending": None, "log": ()})
        if action.kind == "add" and state.two_step:
            return state.model_copy(update={"pending": action.amount, "log": ()})
        total = state.total + action.amount
        won = total == state.target
        line = f"{{s{seat}}} adds {action.amount}; the total is {total}."
        if won:
            line += f" {{s{seat}}} reaches {state.target} and wins."
        return state.model_copy(
            update={
                "total": total,
                "turn": (seat + 1) % state.num_players,
                "pending": None,
                "winner": seat if won else None,
                "log": (LogLine(text=line),),
            }
        )

    def _view(self, state: RaceState, seat: Seat | None) -> RaceView:
        return RaceView(
            target=state.target,
            total=state.total,
            turn=state.turn,
            pending=state.pending,
            winner=state.winner,
        )

    def _outcome(self, state: RaceState) -> Outcome | None:
        if state.winner is None:
            return None
        scores = tuple(1.0 if s == state.winner else 0.0 for s in range(state.num_players))
        return Outcome(winners=(state.winner,), scores=scores, summary=f"{{s{state.winner}}} wins the race.")

    def action_id(self, action: Add) -> str:
        return "back" if action.kind == "back" else f"{action.kind}.{action.amount}"

    def parse_action(self, action_id: str) -> Add:
        parts = parse_id(action_id)
        if parts == ["back"]:
            return Add(kind="back")
        if len(parts) != 2 or parts[0] not in ("add", "confirm") or parts[1] not in ("1", "2", "3"):
            raise IllegalAction("That is not a move in Race to Ten.")
        return Add(kind="add" if parts[0] == "add" else "confirm", amount=int(parts[1]))

    def label(self, state: RaceState, action: Add) -> str:
        if action.kind == "back":
            return "Back"
        verb = "Add" if action.kind == "add" else "Confirm: add"
        return f"{verb} {action.amount} (total {state.total + action.amount})"

    def determinize(self, state: RaceState, seat: Seat, rng: random.Random) -> RaceState:
        return state.model_copy(update={"seed": new_seed(rng)})


# ---- Secret Bids ---------------------------------------------------------------------------------


class BidsOptions(GameOptions):
    cards: int = Field(default=4, ge=2, le=8)


class BidsState(GameState):
    hands: tuple[tuple[int, ...], ...]  # the bid cards each seat still holds
    prizes: tuple[int, ...]  # the prize deck; prizes[0] is the face-up prize, the rest is secret
    bids: tuple[int | None, ...]  # this round's secret bids, None until the seat has bid
    scores: tuple[int, ...]


class Bid(Model):
    card: int


class BidsView(Model):
    prize: int | None
    prizes_left: tuple[int, ...]  # which prizes are still to come, sorted: the order is secret
    hands: tuple[tuple[int, ...], ...]
    has_bid: tuple[bool, ...]
    my_bid: int | None
    scores: tuple[int, ...]


class BidsEngine(Engine[BidsState, Bid, BidsOptions, BidsView]):
    key = "toybids"
    title = "Secret Bids"
    min_players = 2
    max_players = 3
    schema_version = 1
    options_type = BidsOptions
    state_type = BidsState

    def _new_game(self, num_players: int, seed: int, options: BidsOptions) -> BidsState:
        prizes = list(range(1, options.cards + 1))
        rng_for(seed, 0, "prizes").shuffle(prizes)
        hand = tuple(range(1, options.cards + 1))
        return BidsState(
            seed=seed,
            num_players=num_players,
            hands=(hand,) * num_players,
            prizes=tuple(prizes),
            bids=(None,) * num_players,
            scores=(0,) * num_players,
        )

    def _current_seats(self, state: BidsState) -> frozenset[Seat]:
        return frozenset(s for s, bid in enumerate(state.bids) if bid is None)

    def _legal_actions(self, state: BidsState, seat: Seat) -> Sequence[Bid]:
        return tuple(Bid(card=c) for c in state.hands[seat])

    def _apply(self, state: BidsState, seat: Seat, action: Bid) -> BidsState:
        bids = list(state.bids)
        bids[seat] = action.card
        hands = list(state.hands)
        hands[seat] = tuple(c for c in state.hands[seat] if c != action.card)
        log = [
            LogLine(text=f"You bid {action.card}.", seat=seat),
            LogLine(text=f"{{s{seat}}} has made a secret bid."),
        ]
        if any(b is None for b in bids):
            return state.model_copy(update={"bids": tuple(bids), "hands": tuple(hands), "log": tuple(log)})
        prize = state.prizes[0]
        counts = {b: bids.count(b) for b in bids}
        unmatched = [b for b in bids if b is not None and counts[b] == 1]
        scores = list(state.scores)
        shown = ", ".join(f"{{s{s}}} {b}" for s, b in enumerate(bids))
        if unmatched:
            taker = bids.index(max(unmatched))
            scores[taker] += prize
            log.append(LogLine(text=f"Bids: {shown}. {{s{taker}}} takes the prize {prize}."))
        else:
            log.append(LogLine(text=f"Bids: {shown}. Every bid was matched; the prize {prize} is lost."))
        return state.model_copy(
            update={
                "bids": (None,) * state.num_players,
                "hands": tuple(hands),
                "prizes": state.prizes[1:],
                "scores": tuple(scores),
                "log": tuple(log),
            }
        )

    def _view(self, state: BidsState, seat: Seat | None) -> BidsView:
        return BidsView(
            prize=state.prizes[0] if state.prizes else None,
            prizes_left=tuple(sorted(state.prizes[1:])),
            hands=self._public_hands(state),
            has_bid=tuple(b is not None for b in state.bids),
            my_bid=None if seat is None else state.bids[seat],
            scores=state.scores,
        )

    def _public_hands(self, state: BidsState) -> tuple[tuple[int, ...], ...]:
        # A secret bid is still "in hand" as far as the others know.
        return tuple(
            tuple(sorted(hand + ((bid,) if bid is not None else ())))
            for hand, bid in zip(state.hands, state.bids, strict=True)
        )

    def _outcome(self, state: BidsState) -> Outcome | None:
        if state.prizes:
            return None
        best = max(state.scores)
        winners = tuple(s for s, score in enumerate(state.scores) if score == best)
        names = " and ".join(f"{{s{s}}}" for s in winners)
        return Outcome(
            winners=winners,
            scores=tuple(float(s) for s in state.scores),
            summary=f"{names} {'wins' if len(winners) == 1 else 'share the win'} with {best} points.",
        )

    def action_id(self, action: Bid) -> str:
        return f"bid.{action.card}"

    def parse_action(self, action_id: str) -> Bid:
        parts = parse_id(action_id)
        if len(parts) != 2 or parts[0] != "bid" or not parts[1].isdigit() or len(parts[1]) > 2:
            raise IllegalAction("That is not a bid.")
        return Bid(card=int(parts[1]))

    def label(self, state: BidsState, action: Bid) -> str:
        return f"Bid {action.card}"

    def determinize(self, state: BidsState, seat: Seat, rng: random.Random) -> BidsState:
        rest = sorted(state.prizes[1:])  # from a canonical order, so the sample ignores the real one
        rng.shuffle(rest)
        public_hands = self._public_hands(state)
        hands = list(state.hands)
        bids = list(state.bids)
        for other in range(state.num_players):
            if other == seat or state.bids[other] is None:
                continue
            secret = rng.choice(public_hands[other])
            bids[other] = secret
            hands[other] = tuple(c for c in public_hands[other] if c != secret)
        return state.model_copy(
            update={
                "prizes": state.prizes[:1] + tuple(rest),
                "hands": tuple(hands),
                "bids": tuple(bids),
                "seed": new_seed(rng),
            }
        )

    def heuristic(self, state: BidsState, seat: Seat) -> float | None:
        # Prizes won so far, plus an even share of those still to come, out of all prize points.
        total = sum(state.scores) + sum(state.prizes)
        if total == 0:
            return 1.0 / state.num_players
        return (state.scores[seat] + sum(state.prizes) / state.num_players) / total


class SearchedRealState(AssertionError):
    """An agent applied or evaluated the real state instead of a determinized one."""


class GuardedBidsEngine(BidsEngine):
    """Secret Bids that only searches states descended from ``determinize``."""

    def __init__(self) -> None:
        # Keyed by id() and holding the state itself, so an id cannot be reused while we remember it.
        self._sampled: dict[int, BidsState] = {}

    def _remember(self, state: BidsState) -> BidsState:
        self._sampled[id(state)] = state
        return state

    def _require_sampled(self, state: BidsState, what: str) -> None:
        if self._sampled.get(id(state)) is not state:
            raise SearchedRealState(f"{what} was called on a state that determinize did not produce")

    def determinize(self, state: BidsState, seat: Seat, rng: random.Random) -> BidsState:
        return self._remember(super().determinize(state, seat, rng))

    def apply(self, state: BidsState, seat: Seat, action: Bid) -> BidsState:
        self._require_sampled(state, "apply")
        return self._remember(super().apply(state, seat, action))

    def heuristic(self, state: BidsState, seat: Seat) -> float | None:
        self._require_sampled(state, "heuristic")
        return super().heuristic(state, seat)


TOY_ENGINES: dict[str, Engine[Any, Any, Any, Any]] = {e.key: e for e in (RaceEngine(), BidsEngine())}
