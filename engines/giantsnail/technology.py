"""Giant Snail Will Not Prevail!: the technology cards (T1-T9) as they are researched (rulebook
"Technology Cards"): a weapon is kept; Salt Ring and Defenders ask where they go; the Malacologist,
Robotic Labor and Salvage ask their one question. The Event Phase is events.py.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engines.base import LogLine, replace
from engines.english import plural
from engines.giantsnail.board import (
    amount,
    amount_words,
    destroyed_count,
    region_name,
    region_words,
    robot_finished,
    section_complete,
    set_player,
    set_region,
)
from engines.giantsnail.data import EVENT_NAMES, catalog, event_words, section_words, tech_words
from engines.giantsnail.eventdeck import EVENT0, check_deck
from engines.giantsnail.models import GiantSnailState
from engines.giantsnail.robot import fill_robot
from engines.logwords import line
from engines.phrasing import Words, seat_arg

Log = list[LogLine]
After = Callable[[GiantSnailState, Log], GiantSnailState]


def start_tech(state: GiantSnailState, seat: int, tech: str, lines: Log, after: After) -> GiantSnailState:
    """Resolve a researched card (rulebook "Technology Cards"): a weapon is kept; Salt Ring and Defenders
    ask where they go; Malacologist, Robotic Labor and Salvage ask their one question. Play returns to
    research (``after``) once the card is resolved."""
    card = catalog().tech_by_id(tech)
    player = state.players[seat]
    if card.kind == "weapon":
        state = set_player(state, seat, replace(player, weapons=(*player.weapons, tech)))
        return after(state, lines)
    if card.kind == "defence":
        if not defence_regions(state):
            lines.append(
                line(
                    f"No region can take the {card.name}; it is discarded.",
                    "snail-log-no-defence-region",
                    card=tech_words(tech),
                )
            )
            return after(replace(state, tech_discard=(*state.tech_discard, tech)), lines)
        return replace(state, pending="defence", pending_tech=tech, turn=seat)
    state = replace(state, tech_discard=(*state.tech_discard, tech))
    if card.card == "malacologist":
        if not peek_cards(state):
            lines.append(line("The Malacologist finds no event card to study.", "snail-log-nothing-to-study"))
            return after(state, lines)
        return replace(state, pending="peek", turn=seat)
    if card.card == "labor":
        if robot_finished(state):  # ruling GS4: as many as possible, up to 2
            moved = min(2, player.reserve)
            state = set_player(
                state, seat, replace(player, reserve=player.reserve - moved, pool=player.pool + moved)
            )
            lines.append(
                line(
                    f"The robot is already finished: {{s{seat}}} moves "
                    f"{plural(moved, 'worker')} from the reserve to the pool.",
                    "snail-log-labor-finished",
                    seat=seat_arg(seat),
                    workers=moved,
                )
            )
            return after(state, lines)
        return replace(state, pending="labor", turn=seat)
    return replace(state, pending="salvage", turn=seat)


def defence_regions(state: GiantSnailState) -> list[int]:
    """T4-T6: an intact region without a defence card, not the one the snail is on."""
    return [r.id for r in state.regions if not r.destroyed and not r.defence and r.id != state.snail]


def peek_cards(state: GiantSnailState) -> tuple[str, ...]:
    """T7: the top 3 event cards below the Event 0 cards, which keep their place (ruling GS2)."""
    skip = sum(1 for c in state.deck[:2] if c in EVENT0)
    return state.deck[skip : skip + 3]


def salvage_amount(state: GiantSnailState) -> int:
    """T9: one resource per destroyed region, at least 2 and at most 4."""
    return max(2, min(4, destroyed_count(state)))


def peek_codes(cards: Sequence[str]) -> list[str]:
    """The Malacologist's choices over the cards it shows: one to discard, then one to put on top (the
    rest under it), each distinct outcome once."""
    seen = set()
    codes = []
    for d in range(len(cards)):
        kept = [i for i in range(len(cards)) if i != d]
        for t in kept or [-1]:
            order = [t, *[i for i in kept if i != t]] if t >= 0 else []
            key = (cards[d], tuple(cards[i] for i in order))
            if key not in seen:
                seen.add(key)
                codes.append(f"peek.{d}.{t}" if t >= 0 else f"peek.{d}")
    return codes


def pending_choices(state: GiantSnailState) -> list[str]:
    if state.pending == "defence":
        return [f"defend.{r}" for r in defence_regions(state)]
    if state.pending == "peek":
        return peek_codes(peek_cards(state))
    if state.pending == "labor":
        cat = catalog()
        return [
            f"labor.{cat.section[i].id}"
            for i, slots in enumerate(state.sections)
            if not section_complete(slots)
        ]
    assert state.pending == "salvage"
    return [f"salvage.{m}" for m in range(salvage_amount(state) + 1)]


def play_pending(state: GiantSnailState, seat: int, code: str, lines: Log, after: After) -> GiantSnailState:
    parts = code.split(".")
    player = state.players[seat]
    pending, tech = state.pending, state.pending_tech
    state = replace(state, pending="", pending_tech="")
    if pending == "defence":
        card = catalog().tech_by_id(tech)
        region = state.regions[int(parts[1]) - 1]
        state = set_region(state, replace(region, defence=card.id, defender=seat))
        state = set_player(state, seat, replace(player, pool=player.pool - 1))
        lines.append(
            line(
                f"{{s{seat}}} puts {card.name} on {region_name(region.id)}.",
                "snail-log-defence",
                seat=seat_arg(seat),
                card=tech_words(tech),
                region=region_words(region.id),
            )
        )
    elif pending == "peek":
        state = malacologist(state, seat, parts, lines)
    elif pending == "labor":
        cat = catalog()
        section = cat.section_index(parts[1])
        slot = state.sections[section].index(-1)
        if player.pool:
            player = replace(player, pool=player.pool - 1)
        else:
            player = replace(player, reserve=player.reserve - 1)
        state = set_player(state, seat, player)
        lines.append(
            line(
                f"Robotic Labor: {{s{seat}}} builds the robot's {cat.section[section].name} for free.",
                "snail-log-labor",
                seat=seat_arg(seat),
                section=section_words(section),
            )
        )
        state = fill_robot(state, section, slot, seat, lines)
    else:
        metal = int(parts[1])
        energy = salvage_amount(state) - metal
        state = set_player(
            state, seat, replace(player, metal=player.metal + metal, energy=player.energy + energy)
        )
        lines.append(
            line(
                f"Salvage: {{s{seat}}} takes {amount(metal, energy)}.",
                "snail-log-salvage",
                seat=seat_arg(seat),
                amount=amount_words(metal, energy),
            )
        )
    if state.phase == "over":
        return state
    return after(state, lines)


def malacologist(state: GiantSnailState, seat: int, parts: list[str], lines: Log) -> GiantSnailState:
    """T7: discard one of the peeked cards (damage nobody claims) and put the others back in the chosen
    order. Only the researcher learns the cards (ruling 37)."""
    cards = peek_cards(state)
    skip = sum(1 for c in state.deck[:2] if c in EVENT0)
    d = int(parts[1])
    kept = [i for i in range(len(cards)) if i != d]
    if len(parts) > 2:
        t = int(parts[2])
        kept = [t, *[i for i in kept if i != t]]
    deck = (*state.deck[:skip], *(cards[i] for i in kept), *state.deck[skip + len(cards) :])
    state = replace(
        state,
        deck=deck,
        buried=(*state.buried, cards[d]),
        peek_seat=seat,
        peek_count=skip + len(kept),
    )
    lines.append(
        line(
            f"{{s{seat}}}'s Malacologist studies the event deck and discards one card face down.",
            "snail-log-study",
            seat=seat_arg(seat),
        )
    )
    lines.append(
        line(
            f"You discarded {EVENT_NAMES[cards[d]]}; the next cards are "
            + (", then ".join(EVENT_NAMES[cards[i]] for i in kept) or "unknown")
            + ".",
            "snail-log-studied",
            private_to=seat,
            card=event_words(cards[d]),
            next=then_words([cards[i] for i in kept]),
        )
    )
    return check_deck(state, lines)


def then_words(cards: Sequence[str]) -> Words:
    """Event cards in the order they come ("North, then South") as a message; "unknown" for none."""
    if not cards:
        return Words(id="snail-unknown")
    if len(cards) == 1:
        return event_words(cards[0])
    return Words(id="snail-then", args={"first": event_words(cards[0]), "rest": then_words(cards[1:])})
