"""Giant Snail Will Not Prevail!'s action ids and button labels: which codes are moves, and their words.

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

import re

from engines.base import parse_id
from engines.giantsnail import rebuilding, technology
from engines.giantsnail.actionphase import read_move
from engines.giantsnail.board import amount, amount_words, region_name, region_words
from engines.giantsnail.data import EVENT_NAMES, catalog, colour_words, event_words, tech_words
from engines.giantsnail.models import GiantSnailAction, GiantSnailState
from engines.giantsnail.turn import act
from engines.logwords import refusal
from engines.phrasing import Listed, Words, WordsArg

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

_DIRECTION = {"north": "North", "south": "South", "east": "East", "west": "West"}

_ORDINALS = ("first", "second", "third")

_DONE = {
    "research": "Stop researching",
    "factory": "Done with my Factory workers",
    "robot": "Leave the robot where it is",
    "weapons": "Hold fire",
    "rebuild": "Do not rebuild",
    "campaign": "Do not campaign",
}


def action_id(action: GiantSnailAction) -> str:
    return action.code


def parse_action(action_id: str) -> GiantSnailAction:
    parse_id(action_id)
    if not _PATTERNS.match(action_id):
        raise refusal("That is not a move in Giant Snail Will Not Prevail!.", "snail-unknown-move")
    return act(action_id)


def is_pass(action_id: str) -> bool:
    """ "done": stop researching, keep the remaining Factory workers, leave the robot, hold fire, do not
    rebuild or campaign."""
    return action_id == "done"


def label(state: GiantSnailState, action: GiantSnailAction) -> str:
    return describe(state, action.code)


def describe(state: GiantSnailState, code: str) -> str:
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
        return _row_words(state, kind, int(parts[1]))
    if kind == "research":
        return f"Research {_market_card(state, parts[3])} ({region_name(int(parts[1]))}, row {int(parts[2]) + 1})"
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
        cards = technology.peek_cards(state)
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
        return f"Take {amount(metal, technology.salvage_amount(state) - metal)}"
    if kind == "robot":
        where = _DIRECTION[parts[1]]
        if len(parts) == 2:
            return f"Move the robot {where} (free)"
        metal = int(parts[2])
        return f"Move the robot {where} (pay {amount(metal, cat.robot_step_cost - metal)})"
    if kind == "fire":
        tech = cat.tech_by_id(parts[1])
        return f"Fire my {tech.name}: {tech.damage} damage (pay {amount(tech.fire_metal, tech.fire_energy)})"
    if kind == "campaign":
        metal = int(parts[1])
        return f"Campaign for a vote (pay {amount(metal, 3 - metal)})"
    if kind == "discard":
        p = state.players[state.turn]
        metal = int(parts[1])
        return f"Discard {amount(metal, p.metal + p.energy - cat.hand_limit - metal)}"
    return code


def label_words(state: GiantSnailState, action: GiantSnailAction) -> Words:
    return describe_words(state, action.code)


def describe_words(state: GiantSnailState, code: str) -> Words:
    """``describe`` as a message, for each reader's language."""
    cat = catalog()
    parts = code.split(".")
    kind = parts[0]
    if kind in ("back", "forfeit"):
        return Words(id=f"snail-move-{kind}")
    if kind == "done":
        return Words(id="snail-move-done", args={"phase": state.phase})
    if kind in ("place", "move", "to", "factory"):
        return Words(id=f"snail-move-{kind}", args={"region": region_words(int(parts[1]))})
    if kind in ("row", "from"):
        return _row_words_words(state, kind, int(parts[1]))
    if kind == "research":
        args: dict[str, WordsArg] = {
            "card": _market_card_words(state, parts[3]),
            "region": region_words(int(parts[1])),
            "row": int(parts[2]) + 1,
        }
        return Words(id="snail-move-research", args=args)
    if kind in ("build", "labor"):
        section = cat.section_index(parts[1])
        name = Words(id=f"snail-section-{parts[1]}")
        if kind == "labor":
            return Words(id="snail-move-labor", args={"section": name})
        metal, energy = cat.section[section].slots[int(parts[2])]
        return Words(id="snail-move-build", args={"section": name, "amount": amount_words(metal, energy)})
    if kind == "arm":
        tech = cat.tech_by_id(parts[1])
        cost = amount_words(tech.build_metal, tech.build_energy)
        return Words(id="snail-move-arm", args={"card": tech_words(tech.id), "amount": cost})
    if kind == "rebuild":
        return rebuilding.describe_rebuild_words(state, code, state.turn)
    if kind == "put":
        return rebuilding.describe_place_words(state, code, state.turn)
    if kind == "defend":
        card: WordsArg = tech_words(state.pending_tech) if state.pending_tech else Words(id="snail-it")
        return Words(id="snail-move-defend", args={"card": card, "region": region_words(int(parts[1]))})
    if kind == "peek":
        return _peek_words(state, parts)
    if kind == "salvage":
        metal = int(parts[1])
        taken = amount_words(metal, technology.salvage_amount(state) - metal)
        return Words(id="snail-move-salvage", args={"amount": taken})
    if kind == "robot":
        if len(parts) == 2:
            return Words(id="snail-move-robot-free", args={"direction": parts[1]})
        metal = int(parts[2])
        cost = amount_words(metal, cat.robot_step_cost - metal)
        return Words(id="snail-move-robot", args={"direction": parts[1], "amount": cost})
    if kind == "fire":
        tech = cat.tech_by_id(parts[1])
        args = {
            "card": tech_words(tech.id),
            "damage": tech.damage,
            "amount": amount_words(tech.fire_metal, tech.fire_energy),
        }
        return Words(id="snail-move-fire", args=args)
    if kind == "campaign":
        metal = int(parts[1])
        return Words(id="snail-move-campaign", args={"amount": amount_words(metal, 3 - metal)})
    if kind == "discard":
        p = state.players[state.turn]
        metal = int(parts[1])
        dropped = amount_words(metal, p.metal + p.energy - cat.hand_limit - metal)
        return Words(id="snail-move-discard", args={"amount": dropped})
    return Words(id="snail-move-code", args={"code": code})


def _peek_words(state: GiantSnailState, parts: list[str]) -> Words:
    """The Malacologist's button (as ``describe`` says it) as a message."""
    cards = technology.peek_cards(state)
    d = int(parts[1])
    if d >= len(cards):
        return Words(id="snail-move-peek-any")
    kept = [i for i in range(len(cards)) if i != d]
    if len(parts) > 2:
        t = int(parts[2])
        kept = [t, *[i for i in kept if i != t]] if t in kept else kept
    args: dict[str, WordsArg] = {
        "card": event_words(cards[d]),
        "known": bool(kept),
        "next": technology.then_words([cards[i] for i in kept]),
    }
    return Words(id="snail-move-peek", args=args)


def _market_card(state: GiantSnailState, tech_id: str) -> str:
    """A card of the market by name, and by its place among the market's cards of that name when there are
    several (the two Defenders): each copy is an action of its own, and its button must read differently."""
    cat = catalog()
    name = cat.tech_by_id(tech_id).name
    copies = [t for t in state.market if cat.tech_by_id(t).name == name]
    if len(copies) < 2:
        return name
    return f"the {_ORDINALS[copies.index(tech_id)]} {name} card in the market"


def _market_card_words(state: GiantSnailState, tech_id: str) -> Words:
    """``_market_card`` as a message."""
    cat = catalog()
    card = cat.tech_by_id(tech_id).card
    copies = [t for t in state.market if cat.tech_by_id(t).card == card]
    if len(copies) < 2:
        return tech_words(tech_id)
    return Words(
        id="snail-market-copy", args={"card": tech_words(tech_id), "copy": copies.index(tech_id) + 1}
    )


def _row_words(state: GiantSnailState, kind: str, row: int) -> str:
    """A row choice, named with what is in it ("Row 2 (empty)", "Row 1 (with red)")."""
    seat = state.turn
    if not state.draft:
        return f"Row {row + 1}"
    _, region, _, target = read_move(state, seat)
    region_id = region if kind == "from" or state.draft[0].startswith("place") else target
    card = state.regions[region_id - 1]
    workers = card.rebuild if card.destroyed else card.rows[row]
    colours = catalog().colours
    who = ", ".join(colours[w] for w in workers)
    return f"{'From row' if kind == 'from' else 'Row'} {row + 1} ({'with ' + who if who else 'empty'})"


def _row_words_words(state: GiantSnailState, kind: str, row: int) -> Words:
    """``_row_words`` as a message."""
    seat = state.turn
    if not state.draft:
        return Words(id="snail-move-row-plain", args={"row": row + 1})
    _, region, _, target = read_move(state, seat)
    region_id = region if kind == "from" or state.draft[0].startswith("place") else target
    card = state.regions[region_id - 1]
    workers = card.rebuild if card.destroyed else card.rows[row]
    args: dict[str, WordsArg] = {
        "from": kind == "from",
        "row": row + 1,
        "count": len(workers),
        "colours": Listed.of((colour_words(w) for w in workers), "narrow"),
    }
    return Words(id="snail-move-row", args=args)
