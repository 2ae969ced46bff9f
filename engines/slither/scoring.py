"""SLITHER's end of the game: the outcome and its summary (rulebook "Goal", ours B1 and D16), and the AI
heuristic, which reads the snake's secret path only for the snake's own seat.
"""

from __future__ import annotations

import math

from engines.base import Outcome, Seat
from engines.english import noun, plural, seats_do
from engines.phrasing import Listed, Words, WordsArg, seat_arg
from engines.slither import setup
from engines.slither.board import buildings_with_pads_next_to
from engines.slither.cornering import snake_outlook
from engines.slither.data import catalog
from engines.slither.hexmap import largest_region
from engines.slither.knowledge import exposed_cards, frog_outlook
from engines.slither.models import SNAKE, SlitherState
from engines.slither.variant import balance

EXPOSED_COST = 0.1  # the snake's heuristic: all its hidden cards within a frog's reach

VENOM_PENDING = 0.05  # a Venom on the path next to a building with lily pads: damage when it falls off
VENOM_WASTED = 0.01  # a Venom where its fall will hit nothing: better kept in hand for a better Head


def _venom_hits(state: SlitherState) -> list[bool]:
    """Whether each Venom on the snake's path, Head first, lies next to a building with lily pads."""
    return [bool(buildings_with_pads_next_to(state, c.loc)) for c in state.path if c.ability == "venom"]


def _venom_value(state: SlitherState) -> float:
    """The snake's Venom on its path: worth about half a lily pad (0.1 in the heuristic) when its
    location is next to a building with lily pads, since it falls off there after the path has moved
    on (rules 3(c) "Venom"), unless the snake is found out first; a little less than in hand when it
    will hit nothing."""
    value = 0.0
    for hits in _venom_hits(state):
        value += VENOM_PENDING if hits else -VENOM_WASTED
    return value


def _venom_parts(state: SlitherState) -> tuple[float, float]:
    """``_venom_value`` in two parts: what the Venoms that will hit add, and what those that will hit
    nothing cost (they go back to the hand when they fall off, or when the snake is found out)."""
    hits = _venom_hits(state)
    return VENOM_PENDING * hits.count(True), -VENOM_WASTED * hits.count(False)


# Parts of the snake's heuristic (``heuristic_terms`` words the snake's parts so, the frogs' as FROG_WORDS).
FOUND_OUT = "keeps the frogs from finding you out"
FACE_UP = "leaves fewer of your path cards face up"
IN_REACH = "keeps your hidden cards out of the frogs' reach"
VENOM = "sets a Venom where it will hurt"
VENOM_IN_HAND = "leaves your Venom in hand rather than where it would miss"

SCORES_MEAN = "Scores: lily pads removed for the snake, times the snake was found out for each frog."


def _public_parts(state: SlitherState) -> dict[str, float]:
    """The snake's chances from public facts, in parts keyed as ``heuristic_terms`` words them for the
    snake (the frogs read each one the other way round)."""
    total = catalog().total_pads
    eaten = (total - sum(state.pads)) / total
    up = sum(1 for c in state.path if c.face_up) / max(1, len(state.path))
    # A map whose locations form no group larger than the path plus one leaves the snake cornered
    # sooner or later (a public fact: the map is public).
    cramped = largest_region(state.cells) < setup.segment_count(state) + 1
    parts = {
        "eats lily pads": 0.4 * eaten,
        FOUND_OUT: -0.3 * state.found_out,
        FACE_UP: -0.15 * up,
        "makes room on the map for your path": -0.1 if cramped else 0.0,
    }
    last_round = balance(state).rounds
    if last_round:  # ours B1: every round survived brings the snake closer to winning
        parts["runs down the rounds"] = 0.3 * min(state.round, last_round) / last_round
    return parts


def _secret_parts(state: SlitherState) -> dict[str, float]:
    """What the snake's own path adds to its chances (only its seat may read them)."""
    return {
        "gives you more room or brings you nearer the lily pads": snake_outlook(state),
        # Hidden cards a frog can step onto next are the ones the next Reveal may flip.
        IN_REACH: -EXPOSED_COST * exposed_cards(state) / setup.segment_count(state),
        VENOM: _venom_value(state),
    }


# The public parts as the frogs read them: what raises the snake's chances lowers theirs.
FROG_WORDS = {
    "eats lily pads": "saves lily pads",
    FOUND_OUT: "finds the snake out",
    FACE_UP: "turns the snake's cards face up",
    "makes room on the map for your path": "leaves the snake less room",
    "runs down the rounds": "keeps the snake from running down the rounds",
}


def heuristic_terms(state: SlitherState, seat: Seat) -> dict[str, float]:
    """The heuristic's parts for ``seat`` (``Engine.heuristic_terms``): the snake's from public facts and
    its own path; a frog's from public facts only, each read the other way, and what the frogs'
    positions promise."""
    if state.winner is not None:
        return {}
    public = _public_parts(state)
    if seat == SNAKE:
        terms = {**public, **_secret_parts(state)}
        # Ruling 16: a path all face up is found out. Its face-up cards and the hidden ones within the
        # frogs' reach measure how near the frogs are to that, so for the snake they are one part with
        # the find-outs: a find-out empties the path, and parts of their own would rise with it.
        terms[FOUND_OUT] += terms.pop(FACE_UP) + terms.pop(IN_REACH)
        # A Venom that would miss goes back to the hand, which would raise a part of all the Venoms
        # as if one had been set where it hurts: the two kinds are parts of their own.
        terms[VENOM], terms[VENOM_IN_HAND] = _venom_parts(state)
        return terms
    terms = {FROG_WORDS[name]: -value for name, value in public.items()}
    terms["puts the frogs where the snake may be"] = frog_outlook(state)
    return terms


def end_summary(
    winner: str, num_players: int, found_out: int, pads_left: int, with_scores: bool, last_round: int = 0
) -> str:
    """The end of the game in words (rulebook "Goal", ours B1 for a snake still free after the last
    round), with seats as placeholders. Ours D16: the scores are lily pads removed (the snake) and times
    found out (each frog), so the summary names them."""
    total = catalog().total_pads
    gone = total - pads_left
    if winner == "snake":
        found = {0: "the frogs never found it out", 1: "the frogs found it out once"}.get(
            found_out, f"the frogs found it out {found_out} times"
        )
        if pads_left:
            removed = f"it removed {gone if gone else 'none'} of the {plural(total, 'lily pad')}"
            text = f"{{s0}}, the snake, wins: it was still free after round {last_round}, {removed}, and {found}."
        else:
            text = f"{{s0}}, the snake, wins: all {plural(total, 'lily pad')} are gone, and {found}."
    else:
        frogs = list(range(1, num_players))
        removed = f"{gone if gone else 'none'} of the {plural(total, 'lily pad')}"
        text = (
            f"{seats_do(frogs, 'wins', 'win')}: the {noun(len(frogs), 'frog')} found the snake out twice, "
            f"and it removed {removed}."
        )
    return f"{text} {SCORES_MEAN}" if with_scores else text


def end_words(winner: str, num_players: int, found_out: int, pads_left: int, last_round: int = 0) -> Words:
    """``end_summary`` (with its scores) as a message, for each reader's language."""
    total = catalog().total_pads
    args: dict[str, WordsArg] = {"total": total, "gone": total - pads_left, "found": found_out}
    if winner == "snake":
        args.update(snake=seat_arg(0), free=pads_left > 0, round=last_round)
        return Words(id="slither-result-snake", args=args)
    frogs = range(1, num_players)
    args.update(frogs=Listed.of(map(seat_arg, frogs)), count=len(frogs))
    return Words(id="slither-result-frogs", args=args)


def outcome(state: SlitherState) -> Outcome | None:
    if state.winner is None:
        return None
    removed = catalog().total_pads - sum(state.pads)
    scores = (float(removed), *(float(state.found_out) for _ in state.frogs))
    rounds = balance(state).rounds
    summary = end_summary(state.winner, state.num_players, state.found_out, sum(state.pads), True, rounds)
    words = end_words(state.winner, state.num_players, state.found_out, sum(state.pads), rounds)
    if state.winner == "snake":
        return Outcome(winners=(SNAKE,), scores=scores, summary=summary, words=words)
    return Outcome(winners=tuple(range(1, state.num_players)), scores=scores, summary=summary, words=words)


def heuristic(state: SlitherState, seat: Seat) -> float | None:
    """The snake's chances grow with lily pads eaten and shrink with found-outs, face-up cards and a
    cramped map; frogs see the mirror image of that, which reads only public facts. The snake's own
    value adds what its secret path means for it (``cornering.snake_outlook``): cornered at its next
    move costs as much as a found-out, few moves left or little room cost less, a Head close to a
    building with lily pads gains a little."""
    if state.winner is not None:
        snake_won = state.winner == "snake"
        return 1.0 if snake_won == (seat == SNAKE) else 0.0
    # Added one by one in the order the heuristic always has, so that its value stays the same to the
    # last bit.
    snake = 0.5
    for part in _public_parts(state).values():
        snake += part
    if seat != SNAKE:
        # The frogs add what their positions promise, judged by where the snake may be (public clues).
        frogs = 1.0 - min(1.0, max(0.0, snake)) + frog_outlook(state)
        return min(1.0, max(0.0, frogs))
    for part in _secret_parts(state).values():
        snake += part
    if snake < 0.1:
        # Below 0.1 the value shrinks by half every 0.1 instead of stopping at 0, so that a snake
        # already in trouble still tells a cornering choice from a safe one.
        return 0.1 * math.pow(2.0, (snake - 0.1) / 0.1)
    return min(1.0, snake)
