"""Giant Snail Will Not Prevail! in words: phases, whose turn it is and what they may do, the snail, the
robot, the decks, each region and player, shared by the terminal text and the embed (``text.py``), the
pictures and their alt text (``alt.py``), in the reader's language (``giantsnail.ftl``, "The board in
words": the ``snail-board-*`` messages; the names of regions, cards, sections and colours are the
engine's own ``snail-region-*``, ``snail-event-*``, ``snail-tech-*``, ``snail-section-*`` and
``snail-colour-*``, so the board and the game log agree).

Everything here reads only the view it is given (the public view, or one seat's), so nothing says more
than that view's audience may know: what a Malacologist saw (``known_top``) is in its researcher's view
only (ruling 37), and ``known_words`` is the only place that reads it.

Every function takes ``say``, the reader's catalogue, last; without one it speaks English.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache
from typing import Literal

from bot.i18n import Speaker, english, named
from bot.render.giantsnail.style import SEAT_LETTER
from bot.render.protocol import seat_name
from engines.giantsnail.board import amount_words
from engines.giantsnail.data import EVENT_NAMES, Tech, catalog
from engines.giantsnail.models import (
    DEAD,
    SPACE1,
    SPACE2,
    GiantSnailView,
    RegionView,
    SectionView,
)
from engines.phrasing import Listed

TITLE = "Giant Snail Will Not Prevail!"
ACTIONS_PER_ROUND = 2  # rulebook "Action Phase": every player executes 2 actions
DIRECTIONS = ("north", "south", "east", "west")


# ---- the names of things -------------------------------------------------------------------------------


def speaker(say: Speaker | None) -> Speaker:
    return say or english()


def listed(
    items: Iterable[str], say: Speaker | None = None, style: Literal["standard", "narrow"] = "standard"
) -> str:
    """Items as one phrase in the reader's language: "A, B and C" (``standard``), "A, B, C" (``narrow``:
    a plain list of things); "A、B、C". '' for none."""
    kept = [item for item in items if item]
    if not kept:
        return ""
    return speaker(say)("snail-board-listed", items=Listed.of(kept, style))


@cache
def _event_ids() -> dict[str, str]:
    return {name: card for card, name in EVENT_NAMES.items()}


@cache
def _techs() -> dict[str, Tech]:
    return {t.name: t for t in catalog().tech}


def event_id(name: str) -> str:
    """An event card's id ("north", "parade") from its name in the view; '' for an unknown one."""
    return _event_ids().get(name, "")


def event_name(name: str, say: Speaker | None = None) -> str:
    """An event card of the view (named as the engine names it) by its message, ``snail-event-<id>``."""
    card = _event_ids().get(name)
    return name if card is None else speaker(say)(f"snail-event-{card}")


def tech_name(name: str, say: Speaker | None = None) -> str:
    """A technology card of the view by its message, ``snail-tech-<card>`` (the two Defenders are one)."""
    tech = _techs().get(name)
    return name if tech is None else speaker(say)(f"snail-tech-{tech.card}")


def tech_card(name: str) -> str:
    """A technology's card id ("ring", "defenders"...), '' for none."""
    tech = _techs().get(name)
    return tech.card if tech is not None else ""


def section_name(section: SectionView, say: Speaker | None = None) -> str:
    return speaker(say)(f"snail-section-{section.id}")


def colour_name(colour: str, say: Speaker | None = None) -> str:
    return speaker(say)(f"snail-colour-{colour}")


def amount(metal: int, energy: int, say: Speaker | None = None) -> str:
    """ "2 metal and 1 energy", "nothing", in the reader's language (the engine's ``snail-amount``)."""
    return speaker(say).words(amount_words(metal, energy))


def phase_title(view: GiantSnailView, say: Speaker | None = None) -> str:
    return speaker(say)("snail-board-phase", phase=view.phase)


def colour_of(view: GiantSnailView, seat: int) -> str:
    if 0 <= seat < len(view.players):
        return view.players[seat].colour
    return "black"


def colour_word(view: GiantSnailView, seat: int, say: Speaker | None = None) -> str:
    """A seat's colour in the reader's words ("red", "rot", "赤")."""
    return colour_name(colour_of(view, seat), say)


def letter_of(view: GiantSnailView, seat: int) -> str:
    return SEAT_LETTER.get(colour_of(view, seat), "?")


def you(view: GiantSnailView, seat: int, names: Sequence[str], say: Speaker | None = None) -> str:
    """' (you)' after the viewer's own name, unless the host already wrote it there."""
    mark = speaker(say)("snail-board-you")
    if seat != view.viewer or seat_name(names, seat).endswith(("(you)", mark.strip())):
        return ""
    return mark


def region_by_id(view: GiantSnailView, region: int) -> RegionView | None:
    return next((r for r in view.regions if r.id == region), None)


def region_title(region: RegionView, say: Speaker | None = None) -> str:
    """A region's name ("Mine 1", "Mine 1", "鉱山1"): the engine's ``snail-region-<type>``."""
    return speaker(say)(f"snail-region-{region.type}", number=region.id)


def region_name(view: GiantSnailView, region: int, say: Speaker | None = None) -> str:
    found = region_by_id(view, region)
    if found is None:
        return speaker(say)("snail-board-region-unknown", number=region)
    return region_title(found, say)


def type_name(kind: str, say: Speaker | None = None) -> str:
    return speaker(say)("snail-board-type", kind=kind)


def type_words(kind: str, say: Speaker | None = None) -> str:
    """What a region type does, in a few words (rulebook "Resolution Phase" a-c)."""
    return speaker(say)("snail-board-type-does", kind=kind)


def grid_order(view: GiantSnailView) -> list[RegionView]:
    """The regions North to South, West to East."""
    return sorted(view.regions, key=lambda r: (r.row, r.col))


def rows_of(region: RegionView) -> tuple[tuple[int, ...], ...]:
    """The rows of an intact region, padded to its capacity (a view may list fewer)."""
    rows = list(region.rows)
    rows += [() for _ in range(len(region.capacity) - len(rows))]
    return tuple(rows[: len(region.capacity)])


def neighbours(view: GiantSnailView, region: RegionView) -> list[tuple[str, RegionView]]:
    """The regions next to ``region`` North, South, East and West (by direction: "north"...); the grid
    wraps at its edges (rulebook "Event Phase" b)."""
    rows = 1 + max(r.row for r in view.regions)
    cols = 1 + max(r.col for r in view.regions)
    at = {(r.row, r.col): r for r in view.regions}
    found = []
    for word, (dr, dc) in zip(DIRECTIONS, ((-1, 0), (1, 0), (0, 1), (0, -1)), strict=True):
        other = at.get(((region.row + dr) % rows, (region.col + dc) % cols))
        if other is not None:
            found.append((word, other))
    return found


def tech_text(name: str, say: Speaker | None = None) -> str:
    """What a defence or immediate technology does, as implemented: the shared rulings' T4-T9 (the
    rulebook prints no effects) and our rulings GS2 and GS4 (docs/rules/giantsnail.md); '' for others."""
    card = tech_card(name)
    if card not in ("ring", "defenders", "malacologist", "labor", "salvage"):
        return ""
    return speaker(say)(f"snail-board-tech-text-{card}")


def weapon_words(name: str, say: Speaker | None = None) -> str:
    """A weapon's costs and damage ("build 1 metal; fire 1 metal for 1 damage"); '' for other cards."""
    tech = _techs().get(name)
    if tech is None or tech.kind != "weapon":
        return ""
    return speaker(say)(
        "snail-board-weapon",
        build=amount_words(tech.build_metal, tech.build_energy),
        fire=amount_words(tech.fire_metal, tech.fire_energy),
        damage=tech.damage,
    )


def tech_words(name: str, say: Speaker | None = None) -> str:
    """What a technology card does, in a sentence or two ("Weapon: build 1 metal; fire 1 metal for 1
    damage")."""
    weapon = weapon_words(name, say)
    if weapon:
        return speaker(say)("snail-board-weapon-card", weapon=weapon)
    return tech_text(name, say)


# ---- whose turn ----------------------------------------------------------------------------------------


def robot_step_words(view: GiantSnailView, say: Speaker | None = None) -> str:
    cat = catalog()
    return speaker(say)(
        "snail-board-robot-steps",
        free=view.free_moves,
        cost=cat.robot_step_cost,
        steps=cat.robot_max_steps,
        parade=speaker(say)("snail-event-parade"),
    )


def question_card(view: GiantSnailView, say: Speaker | None = None) -> str:
    return tech_name(view.question_card, say)


def status(view: GiantSnailView, names: Sequence[str], say: Speaker | None = None) -> str:
    """One sentence: how the game ended, or who must do what now."""
    say = speaker(say)
    if view.phase == "over":
        return say("snail-board-status-over", defeat=view.defeat)
    if view.turn is None:
        return say("snail-board-status-phase", phase=phase_title(view, say))
    who = seat_name(names, view.turn)
    p = view.players[view.turn]
    if view.phase == "actions":
        number = min(p.actions + 1, ACTIONS_PER_ROUND)
        return say("snail-board-status-action", who=who, number=number, actions=ACTIONS_PER_ROUND)
    if view.placing:
        region = region_name(view, view.placing, say)
        return say("snail-board-status-placing", who=who, count=len(view.returning), region=region)
    if view.question:
        return say(
            "snail-board-status-question", who=who, question=view.question, card=question_card(view, say)
        )
    return say(
        "snail-board-status-doing",
        who=who,
        phase=view.phase,
        steps=robot_step_words(view, say),
        region=region_name(view, view.robot, say),
        limit=catalog().hand_limit,
    )


def headline(view: GiantSnailView, names: Sequence[str], say: Speaker | None = None) -> str:
    """The picture's status, short enough for a phone: how the game ended, or who decides what."""
    say = speaker(say)
    if view.phase == "over":
        return say("snail-board-headline-over", defeat=view.defeat)
    if view.turn is None:
        return phase_title(view, say)
    who = seat_name(names, view.turn)
    if view.phase == "actions":
        number = min(view.players[view.turn].actions + 1, ACTIONS_PER_ROUND)
        return say("snail-board-headline-action", who=who, number=number, actions=ACTIONS_PER_ROUND)
    if view.placing:
        return say("snail-board-headline-placing", who=who, region=region_name(view, view.placing, say))
    if view.question:
        return say(
            "snail-board-headline-question", who=who, question=view.question, card=question_card(view, say)
        )
    return say(
        "snail-board-headline-doing",
        who=who,
        phase=view.phase,
        region=region_name(view, view.robot, say),
        limit=catalog().hand_limit,
    )


def subline(view: GiantSnailView, names: Sequence[str], say: Speaker | None = None) -> str:
    """The banner's second line: the round, the phase and who holds the leader token."""
    say = speaker(say)
    phase = phase_title(view, say)
    if view.phase == "over":
        return say(
            "snail-board-subline-over",
            round=view.round,
            phase=phase,
            defeat=view.defeat,
            destroyed=view.destroyed,
        )
    return say("snail-board-subline", round=view.round, phase=phase, leader=seat_name(names, view.leader))


def draft_words(view: GiantSnailView, say: Speaker | None = None, names: Sequence[str] = ()) -> str:
    """ "Chosen so far: Place a worker on Mine 1 → Row 2"; '' when nothing is chosen."""
    if not view.draft:
        return ""
    say = speaker(say)
    said = list(view.draft)
    if len(view.draft_words) == len(view.draft):
        said = [
            say.either(english_, named(words, names))
            for english_, words in zip(view.draft, view.draft_words, strict=True)
        ]
    return say("snail-board-draft", choices=" → ".join(said))


def returning_words(view: GiantSnailView, say: Speaker | None = None) -> str:
    """The returning workers still to place, by colour ("red and blue"); '' when none are."""
    if not view.placing:
        return ""
    return listed((colour_word(view, w, say) for w in view.returning), say)


# ---- the snail, the robot, the decks -------------------------------------------------------------------


def snail_words(view: GiantSnailView, say: Speaker | None = None) -> str:
    say = speaker(say)
    if view.snail == DEAD:
        return say("snail-board-snail-defeated")
    if view.snail in (SPACE1, SPACE2):
        return say("snail-board-snail-space", slot=2 if view.snail == SPACE2 else 1)
    return say("snail-board-snail-on", region=region_name(view, view.snail, say))


def snail_short(view: GiantSnailView, say: Speaker | None = None) -> str:
    """Where the snail is, for the picture: "In space (slot 2)", "Mine 7", "Defeated"."""
    say = speaker(say)
    if view.snail == DEAD:
        return say("snail-board-snail-short-defeated")
    if view.snail in (SPACE1, SPACE2):
        return say("snail-board-snail-short-space", slot=2 if view.snail == SPACE2 else 1)
    return region_name(view, view.snail, say)


def built_slots(view: GiantSnailView) -> tuple[int, int]:
    """(construction slots filled, construction slots in all) over the six robot sections."""
    filled = sum(1 for s in view.sections for w in s.slots if w >= 0)
    return filled, sum(len(s.slots) for s in view.sections)


def robot_words(view: GiantSnailView, say: Speaker | None = None) -> str:
    say = speaker(say)
    if view.robot_built:
        if view.robot:
            return say("snail-board-robot-finished-on", region=region_name(view, view.robot, say))
        return say("snail-board-robot-finished")
    filled, total = built_slots(view)
    done = sum(1 for s in view.sections if s.complete)
    return say(
        "snail-board-robot-building", filled=filled, total=total, done=done, sections=len(view.sections)
    )


def deck_words(view: GiantSnailView, say: Speaker | None = None) -> str:
    return speaker(say)("snail-board-deck", event2=view.event2, cards=view.deck_size)


def discard_words(view: GiantSnailView, say: Speaker | None = None) -> str:
    last = event_name(view.discard[-1], say) if view.discard else ""
    return speaker(say)(
        "snail-board-discard", cards=len(view.discard), last=last, seen=bool(view.discard), buried=view.buried
    )


def market_words(view: GiantSnailView, say: Speaker | None = None) -> str:
    cards = listed((tech_name(name, say) for name in view.market), say, "narrow")
    return speaker(say)("snail-board-market", cards=cards, empty=not view.market, deck=view.tech_deck)


def ruin_words(view: GiantSnailView, say: Speaker | None = None) -> str:
    return speaker(say)("snail-board-ruins", destroyed=view.destroyed, limit=catalog().defeat_destroyed)


def known_cards(view: GiantSnailView, say: Speaker | None = None) -> str:
    """The cards a Malacologist saw, top first ("Burrow, then North")."""
    said = [event_name(card, say) for card in view.known_top]
    if not said:
        return ""
    text = said[-1]
    for card in reversed(said[:-1]):
        text = speaker(say)("snail-then", first=card, rest=text)
    return text


def known_words(view: GiantSnailView, say: Speaker | None = None) -> str:
    """What the viewer's Malacologist saw, top card first; '' when the view holds nothing secret."""
    if not view.known_top:
        return ""
    return speaker(say)("snail-board-known", cards=known_cards(view, say))


def event_notes(view: GiantSnailView, say: Speaker | None = None) -> list[str]:
    """This round's Event 2 effects still in force (G7 E2-3, E2-4)."""
    say = speaker(say)
    notes = []
    if view.public_works:
        notes.append(say("snail-board-note-works", card=say("snail-event-works")))
    if view.free_moves:
        notes.append(say("snail-board-note-parade", card=say("snail-event-parade")))
    return notes
