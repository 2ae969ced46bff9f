"""Secret Cards: a small test-only engine with secret hands and a simultaneous phase.

It exercises the host's private paths (DMs, "Show my hand", per-seat staleness, restarts) the way the real
games will, and is never offered to players (its key ``secretgame`` is not in ``engines.ENGINES``).

Rules, for 2 to 4 players, seats 0..n-1:
- A deck of cards numbered 1..16 is shuffled from the seed; each seat is dealt 3 cards. Hands are secret.
- A round has two phases. *Pick*: every seat chooses one card from its hand, face down, all at once (the
  seats that have not yet picked act together; which seats have picked is public, the cards are not).
  When the last seat picks, the cards are revealed and the highest card wins the round.
- *Claim*: the round's winner alone decides, publicly: ``take`` scores the sum of the revealed cards;
  ``pass`` scores nothing but draws the top card of the deck into the winner's hand (only the winner sees
  it).
- After ``rounds`` rounds (an option, 1 to 3, default 3) the highest score wins; ties share the win.

Secret: each hand, each face-down pick until the reveal, the order of the deck.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Literal

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

DECK = tuple(range(1, 17))
HAND_SIZE = 3

Phase = Literal["pick", "claim", "over"]


class SecretOptions(GameOptions):
    rounds: int = Field(default=3, ge=1, le=3)


class SecretState(GameState):
    rounds: int
    round: int = 1
    phase: Phase = "pick"
    deck: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]
    picks: tuple[int | None, ...]  # this round's face-down picks
    revealed: tuple[int, ...] = ()  # by seat, during the claim phase
    winner: Seat | None = None  # the round's winner, during the claim phase
    scores: tuple[int, ...]
    history: tuple[tuple[int, ...], ...] = ()  # revealed cards of finished rounds


class SecretView(Model):
    seat: Seat | None
    rounds: int
    round: int
    phase: Phase
    scores: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    picked: tuple[bool, ...]  # who has chosen a card this round (public: it decides who may act)
    revealed: tuple[int, ...]
    winner: Seat | None
    history: tuple[tuple[int, ...], ...]
    deck_size: int
    hand: tuple[int, ...] | None  # the viewer's own hand; None in the public view
    my_pick: int | None  # the viewer's own face-down pick


class Play(Model):
    card: int


class Take(Model):
    pass


class Pass(Model):
    pass


SecretAction = Play | Take | Pass


class SecretGame(Engine[SecretState, SecretAction, SecretOptions, SecretView]):
    key = "secretgame"
    title = "Secret Cards"
    min_players = 2
    max_players = 4
    schema_version = 1
    options_type = SecretOptions
    state_type = SecretState

    def _new_game(self, num_players: int, seed: int, options: SecretOptions) -> SecretState:
        deck = list(DECK)
        rng_for(seed, 0, "deal").shuffle(deck)
        hands = tuple(tuple(sorted(deck[i * HAND_SIZE : (i + 1) * HAND_SIZE])) for i in range(num_players))
        return SecretState(
            seed=seed,
            num_players=num_players,
            rounds=options.rounds,
            deck=tuple(deck[num_players * HAND_SIZE :]),
            hands=hands,
            picks=(None,) * num_players,
            scores=(0,) * num_players,
            log=(LogLine(text=f"Each player is dealt {HAND_SIZE} secret cards."),),
        )

    def _current_seats(self, state: SecretState) -> frozenset[Seat]:
        if state.phase == "pick":
            return frozenset(s for s, pick in enumerate(state.picks) if pick is None)
        if state.phase == "claim" and state.winner is not None:
            return frozenset({state.winner})
        return frozenset()

    def _legal_actions(self, state: SecretState, seat: Seat) -> Sequence[SecretAction]:
        if state.phase == "pick":
            return tuple(Play(card=c) for c in state.hands[seat])
        return (Take(), Pass())

    def _apply(self, state: SecretState, seat: Seat, action: SecretAction) -> SecretState:
        if isinstance(action, Play):
            return self._pick(state, seat, action.card)
        return self._claim(state, seat, take=isinstance(action, Take))

    def _pick(self, state: SecretState, seat: Seat, card: int) -> SecretState:
        hands = list(state.hands)
        hands[seat] = tuple(c for c in state.hands[seat] if c != card)
        picks = list(state.picks)
        picks[seat] = card
        log = [
            LogLine(text=f"{{s{seat}}} has chosen a card."),
            LogLine(text=f"{{s{seat}}} chose card {card}.", seat=seat),
        ]
        if any(p is None for p in picks):
            return state.model_copy(update={"hands": tuple(hands), "picks": tuple(picks), "log": tuple(log)})
        revealed = tuple(p for p in picks if p is not None)
        winner = max(range(state.num_players), key=lambda s: revealed[s])
        shown = ", ".join(f"{{s{s}}} {c}" for s, c in enumerate(revealed))
        log.append(LogLine(text=f"Revealed: {shown}. {{s{winner}}} wins round {state.round}."))
        return state.model_copy(
            update={
                "hands": tuple(hands),
                "picks": (None,) * state.num_players,
                "revealed": revealed,
                "winner": winner,
                "phase": "claim",
                "log": tuple(log),
            }
        )

    def _claim(self, state: SecretState, seat: Seat, *, take: bool) -> SecretState:
        scores = list(state.scores)
        hands = list(state.hands)
        deck = state.deck
        if take:
            points = sum(state.revealed)
            scores[seat] += points
            log = [LogLine(text=f"{{s{seat}}} takes the cards for {points} points.")]
        elif deck:
            hands[seat] = tuple(sorted((*hands[seat], deck[0])))
            log = [
                LogLine(text=f"{{s{seat}}} passes and draws a card."),
                LogLine(text=f"{{s{seat}}} drew card {deck[0]}.", seat=seat),
            ]
            deck = deck[1:]
        else:
            log = [LogLine(text=f"{{s{seat}}} passes.")]
        over = state.round >= state.rounds
        if over:
            log.append(LogLine(text="The last round is over."))
        return state.model_copy(
            update={
                "scores": tuple(scores),
                "hands": tuple(hands),
                "deck": deck,
                "revealed": (),
                "winner": None,
                "history": (*state.history, state.revealed),
                "round": state.round if over else state.round + 1,
                "phase": "over" if over else "pick",
                "log": tuple(log),
            }
        )

    def reveals(self, before: SecretState, seat: Seat, action: SecretAction, after: SecretState) -> bool:
        """The last pick of a round turns every pick face up; a pass draws the deck's top card. Any other
        pick, and a take, reveal nothing."""
        return before.deck != after.deck or (before.phase == "pick" and after.phase != "pick")

    def _view(self, state: SecretState, seat: Seat | None) -> SecretView:
        return SecretView(
            seat=seat,
            rounds=state.rounds,
            round=state.round,
            phase=state.phase,
            scores=state.scores,
            hand_sizes=tuple(len(h) for h in state.hands),
            picked=tuple(p is not None for p in state.picks),
            revealed=state.revealed,
            winner=state.winner,
            history=state.history,
            deck_size=len(state.deck),
            hand=None if seat is None else state.hands[seat],
            my_pick=None if seat is None else state.picks[seat],
        )

    def _outcome(self, state: SecretState) -> Outcome | None:
        if state.phase != "over":
            return None
        best = max(state.scores)
        winners = tuple(s for s, score in enumerate(state.scores) if score == best)
        names = " and ".join(f"{{s{s}}}" for s in winners)
        verb = "wins" if len(winners) == 1 else "share the win"
        return Outcome(
            winners=winners,
            scores=tuple(float(s) for s in state.scores),
            summary=f"{names} {verb} with {best} points.",
        )

    def _why_illegal(self, state: SecretState, seat: Seat, action: SecretAction) -> str:
        if isinstance(action, Play):
            return f"You do not hold card {action.card}."
        return "You can only take or pass after winning a round."

    def action_id(self, action: SecretAction) -> str:
        if isinstance(action, Play):
            return f"play.c{action.card}"
        return "take" if isinstance(action, Take) else "pass"

    def parse_action(self, action_id: str) -> SecretAction:
        parts = parse_id(action_id)
        if parts == ["take"]:
            return Take()
        if parts == ["pass"]:
            return Pass()
        if len(parts) == 2 and parts[0] == "play" and parts[1][:1] == "c" and parts[1][1:].isdigit():
            card = int(parts[1][1:])
            if card in DECK and parts[1] == f"c{card}":
                return Play(card=card)
        raise IllegalAction("That is not a move this game knows.")

    def label(self, state: SecretState, action: SecretAction) -> str:
        if isinstance(action, Play):
            return f"Play {action.card}"
        if isinstance(action, Take):
            return f"Take the cards (+{sum(state.revealed)})"
        return "Pass and draw a card" if state.deck else "Pass"

    def public_determinize(self, state: SecretState, rng: random.Random) -> SecretState:
        return self.determinize(state, None, rng)

    def is_private_decision(self, state: SecretState, seat: Seat) -> bool:
        """Picks are secret; the round winner's take-or-pass is made in public."""
        return state.phase == "pick"

    def determinize(self, state: SecretState, seat: Seat | None, rng: random.Random) -> SecretState:
        """Resample every card ``seat`` (None: an onlooker) has not seen: others' hands and face-down picks,
        and the deck; from a sorted start, so the sample depends on nothing hidden (docs/ai.md)."""
        unseen = list(state.deck)
        for other in range(state.num_players):
            if other != seat:
                unseen.extend(state.hands[other])
                pick = state.picks[other]
                if pick is not None:
                    unseen.append(pick)
        unseen.sort()
        rng.shuffle(unseen)
        hands = list(state.hands)
        picks = list(state.picks)
        for other in range(state.num_players):
            if other == seat:
                continue
            size = len(state.hands[other])
            hands[other] = tuple(sorted(unseen[:size]))
            unseen = unseen[size:]
            if picks[other] is not None:
                picks[other] = unseen.pop()
        return state.model_copy(
            update={
                "seed": new_seed(rng),
                "hands": tuple(hands),
                "picks": tuple(picks),
                "deck": tuple(unseen),
            }
        )


SECRET_ENGINES = {SecretGame.key: SecretGame()}


def secret_state(state: object) -> SecretState:
    """``state`` (a game's state, typed as any engine's) as the Secret Cards state it must be."""
    assert isinstance(state, SecretState), f"not a Secret Cards state: {state!r}"
    return state
