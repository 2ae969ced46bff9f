"""SLITHER (key ``slither``): one hidden snake (seat 0) against 1-4 frogs (seats 1..4) on a hex map.

Rules in brief (rulebook ../shared/rulebooks/slither.md; every ruling cited here is in docs/rules/slither.md):
the snake lays numbered tri-hexes next to the fixed starting village and hides a path of face-down
location cards (Head, one Middle per frog, Tail), each adjacent to the next. Each round every frog
moves (to an adjacent hex, or lily pad to lily pad), then every numbered hex a frog stands on is
revealed: shown from the snake's hand, or flipped face up in the path. When every path card is face up
the snake is found out: the second time, the frogs win. Otherwise the snake shifts its path (the Tail
card falls off back to the hand), plays a new Head adjacent to the previous one, and may play an ability
card (Strike and Venom damage buildings, Gulp swallows frogs, Shed Skin hides a card again). The snake
wins when no lily pad is left on the buildings.

Secret: the snake's location cards in hand, its face-down path cards (so where its played ability cards
lie) and its half-made move. Public: everything else, including the ability cards still in its hand and
the clues the frogs gathered, which ``determinize`` respects when it resamples the path for a frog.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

from engines.base import CannotMigrate, Engine, IllegalAction, LogLine, Outcome, Seat, parse_id, replace
from engines.slither import setup, turn, views
from engines.slither.cornering import CORNERED_SUFFIX, leaves_no_move, snake_outlook
from engines.slither.data import catalog
from engines.slither.hexmap import (
    SQRT3,
    largest_region,
    parse_spot,
    pixel,
    placement_spots,
    spot_groups,
    triangle,
)
from engines.slither.knowledge import exposed_cards, frog_outlook
from engines.slither.models import (
    HEX_ARG_KINDS,
    NO_ARG_KINDS,
    SNAKE,
    SlitherAction,
    SlitherOptions,
    SlitherState,
    SlitherView,
)
from engines.slither.variant import balance
from engines.wording import noun, plural, seats_do

EXPOSED_COST = 0.1  # the snake's heuristic: all its hidden cards within a frog's reach

VENOM_PENDING = 0.05  # a Venom on the path next to a building with lily pads: damage when it falls off
VENOM_WASTED = 0.01  # a Venom where its fall will hit nothing: better kept in hand for a better Head


def _venom_value(state: SlitherState) -> float:
    """The snake's Venom on its path: worth about half a lily pad (0.1 in the heuristic) when its
    location is next to a building with lily pads, since it falls off there after the path has moved
    on (rules 3(c) "Venom"), unless the snake is found out first; a little less than in hand when it
    will hit nothing."""
    value = 0.0
    for card in state.path:
        if card.ability == "venom":
            hits = bool(turn.buildings_with_pads_next_to(state, card.loc))
            value += VENOM_PENDING if hits else -VENOM_WASTED
    return value


SCORES_MEAN = "Scores: lily pads removed for the snake, times the snake was found out for each frog."


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


class SlitherEngine(Engine[SlitherState, SlitherAction, SlitherOptions, SlitherView]):
    key = "slither"
    title = "SLITHER"
    min_players = 2
    max_players = 5
    schema_version = 2
    options_type = SlitherOptions
    state_type = SlitherState

    def seat_role(self, seat: Seat, num_players: int) -> str | None:
        # Roles follow seats (ruling 6: one snake and 1-4 frogs): seat 0 is the snake, every other seat a frog.
        return "the snake" if seat == 0 else "a frog"

    def migrate_state(self, data: dict[str, Any], from_version: int) -> dict[str, Any]:
        """Version 1 had no ``variant`` option: those games were started by the rulebook, so they go on
        by it (no round limit, the tiles they laid); a new game defaults to Balanced (ours B0)."""
        if from_version < 1 or from_version > self.schema_version:
            raise CannotMigrate(f"{self.title} cannot read games saved by version {from_version}.")
        data = dict(data)
        if from_version < 2:
            data["options"] = {"variant": "rulebook", **dict(data.get("options") or {})}
        return data

    # ---- hooks -----------------------------------------------------------------------------------

    def _new_game(self, num_players: int, seed: int, options: SlitherOptions) -> SlitherState:
        return setup.new_game(num_players, seed, options)

    def _current_seats(self, state: SlitherState) -> frozenset[Seat]:
        phase = state.phase
        if phase in ("place_tile", "grow_path", "snake_move"):
            return frozenset({SNAKE})
        if phase == "place_frogs":
            return frozenset(s for s, f in enumerate(state.frogs, start=1) if f.hex is None)
        if phase in ("frogs_move", "reveal"):
            return frozenset(s for s, f in enumerate(state.frogs, start=1) if not f.done)
        return frozenset()

    def _legal_actions(self, state: SlitherState, seat: Seat) -> Sequence[SlitherAction]:
        phase = state.phase
        if phase == "place_tile":
            return setup.placement_actions(state)
        if phase == "grow_path":
            return setup.growth_actions(state)
        if phase == "snake_move":
            return turn.snake_actions(state)
        if phase == "place_frogs":
            return turn.start_actions(state, seat)
        if phase == "frogs_move":
            return turn.frog_move_actions(state, seat)
        if phase == "reveal":
            return turn.reveal_actions(state, seat)
        return ()

    def _apply(self, state: SlitherState, seat: Seat, action: SlitherAction) -> SlitherState:
        log: list[LogLine] = []
        phase = state.phase
        if phase == "place_tile":
            new = setup.apply_placement(state, action, log)
        elif phase == "grow_path":
            new = setup.apply_growth(state, action, log)
        elif phase == "snake_move":
            new = turn.apply_snake(state, action, log)
        elif phase == "place_frogs":
            new = turn.apply_start(state, seat, action, log)
        elif phase == "frogs_move":
            new = turn.apply_frog_move(state, seat, action, log)
        else:
            new = turn.apply_reveal_choice(state, seat, action, log)
        return replace(new, log=tuple(log))

    def _outcome(self, state: SlitherState) -> Outcome | None:
        if state.winner is None:
            return None
        removed = catalog().total_pads - sum(state.pads)
        scores = (float(removed), *(float(state.found_out) for _ in state.frogs))
        summary = end_summary(
            state.winner, state.num_players, state.found_out, sum(state.pads), True, balance(state).rounds
        )
        if state.winner == "snake":
            return Outcome(winners=(SNAKE,), scores=scores, summary=summary)
        return Outcome(winners=tuple(range(1, state.num_players)), scores=scores, summary=summary)

    def _why_illegal(self, state: SlitherState, seat: Seat, action: SlitherAction) -> str:
        phase = state.phase
        if action.kind == "back":
            return "There is nothing to go back to."
        if phase == "place_tile":
            return "The tile cannot go there: choose one of the lettered spots."
        if phase == "grow_path":
            return (
                "That location card cannot grow the path: it must be in your hand and next to the last card."
            )
        if phase == "snake_move":
            if action.kind == "head":
                return "The new Head must be a card from your hand next to your previous Head."
            return "That is not one of your choices for this move."
        if phase in ("frogs_move", "place_frogs"):
            return "Your frog cannot go there now."
        return "That is not one of your choices at the Reveal."

    def reveals(self, before: SlitherState, seat: Seat, action: SlitherAction, after: SlitherState) -> bool:
        """Whether the move told anyone something about the snake's hidden path or drew a frog card.

        The secrets are the snake's (ruling 23): the locations of its face-down path cards and of the
        cards in its hand, and its half-made move; the only randomness is the frog card drawn at the
        start of a Frogs Move step (rulebook setup 13, ours D6). Every public observation about the path
        is written down as a clue, so a move reveals when it added a clue: a card flipped face up at the
        Reveal or by Strike, Gulp or Shed Skin, a location shown from the hand (ruling 15), a Ripple's
        answer (D4), a Venom's fall (D13). It also reveals when it completed the Frogs Move and Reveal
        steps, since resolving the Reveal checks the path (rulings 15 and 16) and the snake's move that
        follows starts with the check for a cornered snake (rules 3(c) "Cornered"), both decided by
        where the hidden path lies; when the snake was found out; and when a frog drew a card.

        So a frog's move is in plain sight and can be taken back until the last frog's decision of the
        step (ruling 22: the frogs move one at a time, and the Reveal comes after all of them, with the
        Croak and Tongue Lash choices of D5); laying a tile (D2), growing the path (D3) and the snake's
        Head with no card flipped (D15, D18) reveal nothing either, unless the new round that the
        snake's move starts makes a frog draw a card."""
        old_clues = set(before.clues)
        if any(clue not in old_clues for clue in after.clues) or after.found_out != before.found_out:
            return True
        if before.phase in ("frogs_move", "reveal") and after.phase not in ("frogs_move", "reveal"):
            return True  # the Reveal resolved and the snake's move began (or the game ended)
        return any(
            new.card is not None and new.card != old.card
            for old, new in zip(before.frogs, after.frogs, strict=True)
        )

    # ---- ids and labels --------------------------------------------------------------------------

    def action_id(self, action: SlitherAction) -> str:
        if not action.arg:
            return action.kind
        arg = action.arg.lower() if action.kind in HEX_ARG_KINDS else action.arg
        return f"{action.kind}.{arg}"

    def parse_action(self, action_id: str) -> SlitherAction:
        parts = parse_id(action_id)
        kind, arg = parts[0], ".".join(parts[1:])
        bad = IllegalAction("That is not a move this game knows.")
        if kind in NO_ARG_KINDS:
            if arg:
                raise bad
            return SlitherAction(kind=kind)
        if not arg:
            raise bad
        cat = catalog()
        if kind in HEX_ARG_KINDS:
            hex_id = cat.hex_by_lower.get(arg)
            if hex_id is None:
                raise bad
            return SlitherAction(kind=kind, arg=hex_id)
        if kind in ("group", "spot"):
            if parse_spot(arg) is None:
                raise bad
            return SlitherAction(kind=kind, arg=arg)
        if kind == "low":
            if parse_spot(f"u.{arg}") is None:
                raise bad
            return SlitherAction(kind="low", arg=arg)
        if kind == "ability":
            if arg != "none" and arg not in cat.snake_cards:
                raise bad
            return SlitherAction(kind="ability", arg=arg)
        raise bad

    def label(self, state: SlitherState, action: SlitherAction) -> str:
        text = self._plain_label(state, action)
        # Ours D19: a choice that leaves the snake cornered at its next move stays legal but says so.
        if leaves_no_move(state, action):
            return text + CORNERED_SUFFIX
        return text

    def _plain_label(self, state: SlitherState, action: SlitherAction) -> str:
        cat = catalog()
        kind, arg = action.kind, action.arg
        name = cat.name(arg) if arg in cat.kind_of else arg
        if kind == "group":
            spots = placement_spots(state.cells)
            members = next(m for g, m in spot_groups(spots) if g == arg)
            return f"Spots {members[0].letter}–{members[-1].letter}"
        if kind == "spot":
            letter = next((s.letter for s in placement_spots(state.cells) if s.id == arg), "?")
            return f"Spot {letter}"
        if kind == "low":
            return self._low_label(state, arg)
        if kind == "back":
            return "Back"
        if kind == "path":
            return f"Put {name} at the {setup.segment_name(state, len(state.path))}"
        simple = {
            "start": f"Start on {name}",
            "move": f"Move to {name}",
            "hop": f"Hop by lily pad to {name}",
            "leap": f"Long Leap to {name}",
            "lilyhop": f"Lily Hop to {name}",
            "patch": "Patch Up: put a lily pad back on this building",
            "ripple": "Ripple: ask if the Head is within 2 spaces of me",
            "bellow": "Bellow: no snake ability card next move",
            "return": f"Come back on {name}",
            "croak": f"Croak: announce {name}",
            "lash": "Tongue Lash: if I'm on the Head, flip Middle 1 too",
            "keep": "Keep my card",
            "head": f"New Head at {name}",
            "shed": f"Shed Skin: turn {name} face down",
        }
        if kind in simple:
            return simple[kind]
        if arg == "none":
            return "No ability card"
        card = cat.snake_cards[arg]
        return f"Play {card.name}" + (" (flips the Head face up)" if card.reveals_head else "")

    def _low_label(self, state: SlitherState, arg: str) -> str:
        if state.spot is None or not state.to_place:
            return f"Lowest number at {arg}"
        parsed = parse_spot(state.spot)
        assert parsed is not None
        tri = triangle(*parsed)
        q, r = (int(x) for x in arg.split("."))
        cx = sum(pixel(c)[0] for c in tri) / 3
        cy = sum(pixel(c)[1] for c in tri) / 3
        x, y = pixel((q, r))
        vertical = "top" if y < cy - 0.1 else "bottom" if y > cy + 0.1 else ""
        horizontal = "left" if x < cx - SQRT3 / 4 else "right" if x > cx + SQRT3 / 4 else ""
        where = "-".join(p for p in (vertical, horizontal) if p)
        numbers = catalog().tile_by_id[state.to_place[0]].hexes
        return f"{numbers[0]} on the {where} hex, {numbers[1]} and {numbers[2]} clockwise"

    # ---- views -----------------------------------------------------------------------------------

    def _view(self, state: SlitherState, seat: Seat | None) -> SlitherView:
        return views.view(state, seat, self.current_seats(state))

    # ---- hidden information and AI support ---------------------------------------------------------

    def determinize(self, state: SlitherState, seat: Seat, rng: random.Random) -> SlitherState:
        return views.determinize(state, seat, rng)

    def is_private_decision(self, state: SlitherState, seat: Seat) -> bool:
        """The snake's choices are secret, except laying a tile: its path is empty then and its hand is
        exactly the placed locations, so the table can watch it choose."""
        if state.phase == "place_tile":
            return False
        return super().is_private_decision(state, seat)

    def heuristic(self, state: SlitherState, seat: Seat) -> float | None:
        """The snake's chances grow with lily pads eaten and shrink with found-outs, face-up cards and a
        cramped map; frogs see the mirror image of that, which reads only public facts. The snake's own
        value adds what its secret path means for it (``cornering.snake_outlook``): cornered at its next
        move costs as much as a found-out, few moves left or little room cost less, a Head close to a
        building with lily pads gains a little."""
        if state.winner is not None:
            snake_won = state.winner == "snake"
            return 1.0 if snake_won == (seat == SNAKE) else 0.0
        total = catalog().total_pads
        eaten = (total - sum(state.pads)) / total
        up = sum(1 for c in state.path if c.face_up) / max(1, len(state.path))
        # A map whose locations form no group larger than the path plus one leaves the snake cornered
        # sooner or later (a public fact: the map is public).
        cramped = largest_region(state.cells) < setup.segment_count(state) + 1
        snake = 0.5 + 0.4 * eaten - 0.3 * state.found_out - 0.15 * up - (0.1 if cramped else 0.0)
        last_round = balance(state).rounds
        if last_round:  # ours B1: every round survived brings the snake closer to winning
            snake += 0.3 * min(state.round, last_round) / last_round
        if seat != SNAKE:
            # The frogs add what their positions promise, judged by where the snake may be (public clues).
            frogs = 1.0 - min(1.0, max(0.0, snake)) + frog_outlook(state)
            return min(1.0, max(0.0, frogs))
        snake += snake_outlook(state)
        # Hidden cards a frog can step onto next are the ones the next Reveal may flip.
        snake -= EXPOSED_COST * exposed_cards(state) / setup.segment_count(state)
        snake += _venom_value(state)
        if snake < 0.1:
            # Below 0.1 the value shrinks by half every 0.1 instead of stopping at 0, so that a snake
            # already in trouble still tells a cornering choice from a safe one.
            return 0.1 * math.pow(2.0, (snake - 0.1) / 0.1)
        return min(1.0, snake)
