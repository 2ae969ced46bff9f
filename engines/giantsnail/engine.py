"""The Giant Snail Will Not Prevail! engine: the contract's hooks over the rules in the sibling modules.

Rules in brief (rulebook ../shared/rulebooks/giant-snail-will-not-prevail.md; component data and
rulings in ../shared/rules/giant-snail-will-not-prevail.md, our own in docs/rules/giantsnail.md): three
players place and move workers on twelve regions (Action Phase); full rows of Mines and Solar Farms
produce, full R&D Labs rows buy technologies, Factory workers build the robot, weapons or ruins
(Resolution Phase); an event card moves the Giant Snail, which destroys the region it stands on, and the
finished robot, moved by the leader, fights it (Event Phase); hands are cut to 10 and the leader token
passes (Cleanup). Seven ruined regions, or every region of a type, is a defeat for all; once the event
deck runs out the snail is dead, Earth is rebuilt, and the most votes wins.

Action ids (each at most 40 characters):

    place.<region>  move.<region>  from.<row>  to.<region>  row.<row>  forfeit  back  done
    research.<region>.<row>.<tech>  factory.<region>  build.<section>.<slot>  arm.<tech>
    rebuild.<region>[.<metal>]  put.<owner>.<row>  defend.<region>  peek.<discard>[.<next>]  labor.<section>  salvage.<metal>
    robot.<direction>[.<metal>]  fire.<tech>  campaign.<metal>  discard.<metal>

Regions are their index numbers (1-12), rows count from 0, techs are t1-t9 (T1-T9), sections are the
ids in data/giantsnail/components.toml, and a <metal> number says how much of a payment is metal (the
rest is energy).
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Sequence
from typing import Any

from engines.base import (
    CannotMigrate,
    Engine,
    IllegalAction,
    LogLine,
    Outcome,
    Seat,
    draft_words,
    parse_id,
    replace,
)
from engines.giantsnail import events, rebuilding, scoring, setup, turn, views
from engines.giantsnail.board import amount, region_name
from engines.giantsnail.data import EVENT_NAMES, catalog
from engines.giantsnail.models import (
    DEAD,
    GiantSnailAction,
    GiantSnailOptions,
    GiantSnailState,
    GiantSnailView,
)

_PATTERNS = re.compile(
    r"^(?:"
    r"(?:place|move|to|factory|defend)\.(?:[1-9]|1[0-2])"
    r"|rebuild\.(?:[1-9]|1[0-2])(?:\.[0-3])?"
    r"|put\.[0-2]\.[0-2]"
    r"|(?:row|from)\.[0-2]"
    r"|forfeit|back|done"
    r"|research\.(?:[1-9]|1[0-2])\.[0-1]\.t[1-9]"
    r"|build\.(?:head|torso|larm|rarm|lleg|rleg)\.[0-1]"
    r"|arm\.t[1-3]"
    r"|peek\.[0-2](?:\.[0-2])?"
    r"|labor\.(?:head|torso|larm|rarm|lleg|rleg)"
    r"|salvage\.[0-4]"
    r"|robot\.(?:north|south|east|west)(?:\.[0-2])?"
    r"|fire\.t[1-3]"
    r"|campaign\.[0-3]"
    r"|discard\.\d{1,2}"
    r")$"
)
_ACTIONS: dict[str, GiantSnailAction] = {}
_DIRECTION = {"north": "North", "south": "South", "east": "East", "west": "West"}
_DONE = {
    "research": "Stop researching",
    "factory": "Done with my Factory workers",
    "robot": "Leave the robot where it is",
    "weapons": "Hold fire",
    "rebuild": "Do not rebuild",
    "campaign": "Do not campaign",
}


# Who answers a click in each phase (a pending technology question comes first, see ``_apply``).
_PLAYS: dict[str, Callable[[GiantSnailState, int, str, list[LogLine]], GiantSnailState]] = {
    "actions": turn.play_action,
    "research": turn.play_research,
    "factory": turn.play_factory,
    "robot": events.play_robot,
    "weapons": events.play_weapon,
    "rebuild": events.play_rebuild,
    "campaign": events.play_campaign,
    "discard": events.play_discard,
}


# Where play goes on once a rebuild's returning workers are placed: the next Factory worker (ruling 21),
# or after the robot's rebuild the Cleanup Phase.
_AFTER_REBUILD: dict[str, Callable[[GiantSnailState, list[LogLine]], GiantSnailState]] = {
    "factory": turn.next_factory,
    "rebuild": events.begin_cleanup,
}


def act(code: str) -> GiantSnailAction:
    action = _ACTIONS.get(code)
    if action is None:
        action = _ACTIONS[code] = GiantSnailAction(code=code)
    return action


class GiantSnailEngine(Engine[GiantSnailState, GiantSnailAction, GiantSnailOptions, GiantSnailView]):
    key = "giantsnail"
    title = "Giant Snail Will Not Prevail!"
    min_players = 3
    max_players = 3
    schema_version = 2  # 2: the rebuilder places the returning workers (placing, returning)
    options_type = GiantSnailOptions
    state_type = GiantSnailState

    # ---- setup and turns ---------------------------------------------------------------------

    def migrate_state(self, data: dict[str, Any], from_version: int) -> dict[str, Any]:
        """Version 1 placed a rebuilt region's returning workers itself (a ruling of ours, now gone): a state
        it saved is never in the middle of a placement, so it reads as version 2 unchanged (nothing being
        placed). The game goes on under the current rules."""
        if from_version != 1:
            raise CannotMigrate(f"{self.title} cannot read games saved by version {from_version}.")
        return dict(data)

    def _new_game(self, num_players: int, seed: int, options: GiantSnailOptions) -> GiantSnailState:
        state = setup.new_game(num_players, seed, options)
        lines: list[LogLine] = []
        for seat in state.start_order:
            region = state.start_draws[seat]
            lines.append(LogLine(text=f"{{s{seat}}} draws randomizer {region}."))
            state = turn.place_first_worker(state, seat, region, lines)
        lines.append(LogLine(text=f"{{s{state.leader}}} drew the highest number and takes the leader token."))
        state = turn.begin_actions(state, lines)
        return replace(state, log=tuple(lines))

    def _current_seats(self, state: GiantSnailState) -> frozenset[Seat]:
        return frozenset((state.turn,))

    def _legal_actions(self, state: GiantSnailState, seat: Seat) -> Sequence[GiantSnailAction]:
        return [act(code) for code in self.choices(state, seat)]

    def choices(self, state: GiantSnailState, seat: Seat) -> list[str]:
        if state.pending == "place":
            return rebuilding.place_choices(state, seat)
        if state.pending:
            return events.pending_choices(state)
        phase = state.phase
        if phase == "actions":
            return turn.action_choices(state, seat)
        if phase == "research":
            return [*turn.research_choices(state, seat), "done"]
        if phase == "factory":
            return turn.factory_choices(state, seat)
        if phase == "robot":
            return events.robot_choices(state)
        if phase == "weapons":
            return events.weapon_choices(state, seat)
        if phase == "rebuild":
            return events.rebuild_choices(state)
        if phase == "campaign":
            return events.campaign_choices(state, seat)
        if phase == "discard":
            return events.discard_choices(state, seat)
        return []

    def _apply(self, state: GiantSnailState, seat: Seat, action: GiantSnailAction) -> GiantSnailState:
        code = action.code
        lines: list[LogLine] = []
        if state.pending == "place":  # a rebuild's returning workers; then the rebuild's phase goes on
            state = rebuilding.play_place(state, seat, code, lines)
            if not state.pending:
                state = _AFTER_REBUILD[state.phase](state, lines)
        elif state.pending:  # a technology's question; research goes on afterwards
            state = events.play_pending(state, seat, code, lines, turn.next_research)
        else:
            state = _PLAYS[state.phase](state, seat, code, lines)
        if state.phase == "actions" and state.turn < 0:  # a new round (events.end_round)
            state = turn.begin_actions(state, lines)
        return replace(state, log=tuple(lines))

    # ---- views and results ---------------------------------------------------------------------

    def _view(self, state: GiantSnailState, seat: Seat | None) -> GiantSnailView:
        acting = frozenset() if state.phase == "over" else frozenset((state.turn,))
        draft = tuple(draft_words(state, self._describe))
        return views.view(state, seat, acting, draft)

    def _outcome(self, state: GiantSnailState) -> Outcome | None:
        return scoring.outcome(state)

    def heuristic(self, state: GiantSnailState, seat: Seat) -> float | None:
        return scoring.heuristic(state, seat)

    def determinize(self, state: GiantSnailState, seat: Seat, rng: random.Random) -> GiantSnailState:
        return views.determinize(state, seat, rng)

    def is_private_decision(self, state: GiantSnailState, seat: Seat) -> bool:
        """Only the Malacologist's choice shows secret cards (ruling 37); everything else is public, even
        for a player who has peeked."""
        return state.pending == "peek" and state.phase != "over"

    def reveals(
        self, before: GiantSnailState, seat: Seat, action: GiantSnailAction, after: GiantSnailState
    ) -> bool:
        """Whether the move turned over a card nobody knew, showed a secret, or drew a randomizer.

        The secrets are the orders of the event and technology decks and the cards discarded face down
        (ruling 37, GS1); the randomness is the randomizer tokens and the Event 2 shuffle. A move reveals
        when, in it or in the steps that run on until the next decision:

        - an event card was turned face up in an Event Phase (rulebook "Event Phase"), except Sighting:
          the two Event 0 cards lie on top of the deck in known order (rulebook Setup 3), so Sighting
          tells nothing, while Landfall draws a randomizer (E0-2) and every later card was hidden; a
          Burrow or Aftershock draws a randomizer too;
        - the technology market was refilled from the deck ("reveal the top card of the technology
          deck", Resolution Phase b), unless the deck held only copies of one card (the two Defenders,
          T5 and T6), which hides nothing;
        - the Malacologist showed the top event cards to its researcher (T7, ruling 37): the researching
          click shows them; the choice that follows only discards one face down and orders the rest, which
          its researcher has already seen (GS1, GS2);
        - the robot was finished and placed by a randomizer (ruling 22);
        - the snail died and the Event 2 cards were shuffled into the new deck (ruling 29).

        Placing or moving a worker that leaves the Action Phase running, researching from a deck that
        hides nothing, building, firing a weapon (its damage discards cards face down, seen by nobody,
        GS1) and the other choices in plain sight can be taken back."""
        turned = after.discard[len(before.discard) :]
        if any(card != "sighting" for card in turned):
            return True
        drawn = len(before.tech_deck) - len(after.tech_deck)
        if drawn > 0 and len({catalog().tech_by_id(tech).card for tech in before.tech_deck}) > 1:
            return True
        if after.pending == "peek" and before.pending != "peek":
            return True
        if before.robot == 0 and after.robot != 0:
            return True
        return before.snail != DEAD and after.snail == DEAD

    # ---- action ids and labels -------------------------------------------------------------------

    def action_id(self, action: GiantSnailAction) -> str:
        return action.code

    def parse_action(self, action_id: str) -> GiantSnailAction:
        parse_id(action_id)
        if not _PATTERNS.match(action_id):
            raise IllegalAction("That is not a move in Giant Snail Will Not Prevail!.")
        return act(action_id)

    def is_pass(self, action_id: str) -> bool:
        """ "done": stop researching, keep the remaining Factory workers, leave the robot, hold fire, do not
        rebuild or campaign."""
        return action_id == "done"

    def label(self, state: GiantSnailState, action: GiantSnailAction) -> str:
        return self._describe(state, action.code)[:80]

    def _describe(self, state: GiantSnailState, code: str) -> str:
        cat = catalog()
        parts = code.split(".")
        kind = parts[0]
        if kind == "back":
            return "Back"
        if kind == "forfeit":
            return "Forfeit my remaining actions"
        if kind == "done":
            return _DONE.get(state.phase, "Done")
        if kind == "place":
            return f"Place a worker on {region_name(int(parts[1]))}"
        if kind == "move":
            return f"Move a worker from {region_name(int(parts[1]))}"
        if kind == "to":
            return f"Move it to {region_name(int(parts[1]))}"
        if kind in ("row", "from"):
            return self._row_words(state, kind, int(parts[1]))
        if kind == "research":
            tech = cat.tech_by_id(parts[3])
            return f"Research {tech.name} ({region_name(int(parts[1]))}, row {int(parts[2]) + 1})"
        if kind == "factory":
            return f"Use my worker on {region_name(int(parts[1]))}"
        if kind == "build":
            section = cat.section[cat.section_index(parts[1])]
            metal, energy = section.slots[int(parts[2])]
            return f"Build the robot's {section.name} ({amount(metal, energy)})"
        if kind == "arm":
            tech = cat.tech_by_id(parts[1])
            return f"Build my {tech.name} ({amount(tech.build_metal, tech.build_energy)})"
        if kind == "rebuild":
            return rebuilding.describe_rebuild(state, code, state.turn)
        if kind == "put":
            return rebuilding.describe_place(state, code, state.turn)
        if kind == "defend":
            return f"Put {cat.tech_by_id(state.pending_tech).name if state.pending_tech else 'it'} on {region_name(int(parts[1]))}"
        if kind == "peek":
            cards = events.peek_cards(state)
            d = int(parts[1])
            if d >= len(cards):
                return "Discard a card"
            kept = [i for i in range(len(cards)) if i != d]
            if len(parts) > 2:
                t = int(parts[2])
                kept = [t, *[i for i in kept if i != t]] if t in kept else kept
            order = ", then ".join(EVENT_NAMES[cards[i]] for i in kept)
            return f"Discard {EVENT_NAMES[cards[d]]}" + (f"; next: {order}" if order else "")
        if kind == "labor":
            return f"Build the robot's {cat.section[cat.section_index(parts[1])].name} for free"
        if kind == "salvage":
            metal = int(parts[1])
            return f"Take {amount(metal, events.salvage_amount(state) - metal)}"
        if kind == "robot":
            where = _DIRECTION[parts[1]]
            if len(parts) == 2:
                return f"Move the robot {where} (free)"
            metal = int(parts[2])
            return f"Move the robot {where} (pay {amount(metal, cat.robot_step_cost - metal)})"
        if kind == "fire":
            tech = cat.tech_by_id(parts[1])
            return (
                f"Fire my {tech.name}: {tech.damage} damage (pay {amount(tech.fire_metal, tech.fire_energy)})"
            )
        if kind == "campaign":
            metal = int(parts[1])
            return f"Campaign for a vote (pay {amount(metal, 3 - metal)})"
        if kind == "discard":
            p = state.players[state.turn]
            metal = int(parts[1])
            return f"Discard {amount(metal, p.metal + p.energy - cat.hand_limit - metal)}"
        return code

    def _row_words(self, state: GiantSnailState, kind: str, row: int) -> str:
        """A row choice, named with what is in it ("Row 2 (empty)", "Row 1 (with red)")."""
        seat = state.turn
        if not state.draft:
            return f"Row {row + 1}"
        _, region, _, target = turn.read_move(state, seat)
        region_id = region if kind == "from" or state.draft[0].startswith("place") else target
        card = state.regions[region_id - 1]
        workers = card.rebuild if card.destroyed else card.rows[row]
        colours = catalog().colours
        who = ", ".join(colours[w] for w in workers)
        return f"{'From row' if kind == 'from' else 'Row'} {row + 1} ({'with ' + who if who else 'empty'})"

    # ---- refusals -------------------------------------------------------------------------------

    def _why_illegal(self, state: GiantSnailState, seat: Seat, action: GiantSnailAction) -> str:
        kind = action.code.split(".")[0]
        if kind == "back" and not state.draft:
            return "There is no choice to take back."
        if kind == "place" and not state.players[seat].pool:
            return "You have no worker left in your pool."
        if kind == "put":
            return "That worker cannot go in that row (an R&D Labs row holds one player's workers only)."
        if kind in ("place", "to", "row"):
            return "There is no free slot for your worker there (an R&D Labs row is kept by the player whose worker is in it)."
        if kind in ("research", "build", "arm", "rebuild", "fire", "campaign", "robot"):
            return "You cannot do that now, or you cannot pay for it."
        return "That move is not allowed now."
