"""A researched technology's question on a search position: where a Salt Ring or Defenders card goes, the
Malacologist's choice, Robotic Labor's section and Salvage's resources (technology.pending_choices and
technology.play_pending; docs/ai.md, "Giant Snail's search position"). Research goes on afterwards
(searchplay.next_research).
"""

from __future__ import annotations

from engines.giantsnail.data import catalog
from engines.giantsnail.eventdeck import EVENT0
from engines.giantsnail.searchevents import check_deck, peek_cards
from engines.giantsnail.searchplay import fill_robot, next_research
from engines.giantsnail.searchposition import Position
from engines.giantsnail.searchregions import DESTROYED, count
from engines.giantsnail.technology import peek_codes

_CAT = catalog()
_SECTION_ID = tuple(s.id for s in _CAT.section)
_SECTION_INDEX = {s.id: i for i, s in enumerate(_CAT.section)}


def salvage_amount(p: Position) -> int:
    """technology.salvage_amount: one resource per destroyed region, at least 2 and at most 4."""
    return max(2, min(4, count(p.tally, DESTROYED)))


def question_choices(p: Position) -> list[str]:
    """technology.pending_choices."""
    pending = p.pending
    if pending == "defence":
        return [
            f"defend.{r}"
            for r, side in enumerate(p.sides, 1)
            if not side.destroyed and not p.defence[r - 1] and r != p.snail
        ]
    if pending == "peek":
        return peek_codes(peek_cards(p))
    if pending == "labor":
        return [
            f"labor.{_SECTION_ID[i]}" for i, slots in enumerate(p.sections) if not all(w >= 0 for w in slots)
        ]
    return [f"salvage.{m}" for m in range(salvage_amount(p) + 1)]


def play_question(p: Position, seat: int, code: str) -> None:
    """technology.play_pending, with research going on afterwards."""
    parts = code.split(".")
    pending, tech = p.pending, p.pending_tech
    p.pending, p.pending_tech = "", ""
    if pending == "defence":
        i = int(parts[1]) - 1
        p.defence[i], p.defender[i] = tech, seat
        p.pool[seat] -= 1
    elif pending == "peek":
        _malacologist(p, seat, parts)
    elif pending == "labor":
        section = _SECTION_INDEX[parts[1]]
        slot = p.sections[section].index(-1)
        if p.pool[seat]:
            p.pool[seat] -= 1
        else:
            p.reserve[seat] -= 1
        fill_robot(p, section, slot, seat)
    else:
        metal = int(parts[1])
        p.energy[seat] += salvage_amount(p) - metal
        p.metal[seat] += metal
    if p.phase == "over":
        return
    next_research(p)


def _malacologist(p: Position, seat: int, parts: list[str]) -> None:
    """technology.malacologist: one peeked card discarded face down, the others put back in the chosen order."""
    cards = peek_cards(p)
    skip = sum(1 for c in p.deck[:2] if c in EVENT0)
    d = int(parts[1])
    kept = [i for i in range(len(cards)) if i != d]
    if len(parts) > 2:
        t = int(parts[2])
        kept = [t, *[i for i in kept if i != t]]
    p.deck = (*p.deck[:skip], *(cards[i] for i in kept), *p.deck[skip + len(cards) :])
    p.buried = (*p.buried, cards[d])
    p.peek_seat, p.peek_count = seat, skip + len(kept)
    check_deck(p)
