"""What a seat sees in Giant Snail Will Not Prevail!, ``determinize`` for AI search, which decisions are
private, and what a move revealed (``reveals``, for take-backs).

Ruling 37: everything is open except the order of the event and technology decks, the cards discarded
face down (damage, destruction: ruling GS1) and what a Malacologist saw (T7), which only its researcher
sees until those cards leave the top of the deck.
"""

from __future__ import annotations

import random

from engines.base import Seat, draft_words, replace
from engines.giantsnail.board import destroyed_count, position, region_name, robot_finished, snail_text
from engines.giantsnail.data import EVENT1_NAMES as EVENT1
from engines.giantsnail.data import EVENT_NAMES, catalog
from engines.giantsnail.eventdeck import EVENT0
from engines.giantsnail.labels import describe, describe_words
from engines.giantsnail.models import (
    DEAD,
    GiantSnailAction,
    GiantSnailState,
    GiantSnailView,
    PlayerView,
    RegionView,
    SectionView,
)
from engines.giantsnail.technology import peek_cards
from engines.phrasing import Words
from engines.rng import sample_seed


def view_for(state: GiantSnailState, seat: Seat | None) -> GiantSnailView:
    """``view`` with who acts now and the clicks of the move being made, in the words of their buttons."""
    acting = frozenset() if state.phase == "over" else frozenset((state.turn,))
    draft = tuple(draft_words(state, describe))
    return replace(view(state, seat, acting, draft), draft_words=said_draft(state))


def said_draft(state: GiantSnailState) -> tuple[Words, ...]:
    """``draft_words`` as messages: each click of the move not yet committed, in the words its button had
    when it was clicked (``describe_words``), for each reader's language."""
    if not state.draft or state.phase == "over":
        return ()
    return tuple(
        describe_words(replace(state, draft=state.draft[:i]), code) for i, code in enumerate(state.draft)
    )


def view(
    state: GiantSnailState, seat: Seat | None, acting: frozenset[Seat], draft: tuple[str, ...]
) -> GiantSnailView:
    cat = catalog()
    regions = []
    for region_id in state.grid:
        region = state.regions[region_id - 1]
        kind = cat.region_kind(region_id)
        row, col = position(state, region_id)
        defence = cat.tech_by_id(region.defence).name if region.defence else ""
        regions.append(
            RegionView(
                id=region_id,
                name=region_name(region_id),
                type=cat.region_type(region_id),
                owner=cat.owner_seat(region_id),
                row=row,
                col=col,
                destroyed=region.destroyed,
                rows=region.rows,
                capacity=kind.rows,
                rebuild=region.rebuild,
                rebuild_slots=kind.rebuild_slots,
                rebuild_cost=(kind.rebuild_metal, kind.rebuild_energy),
                defence=defence,
                defender=region.defender,
            )
        )
    known: tuple[str, ...] = ()
    if seat is not None and seat == state.peek_seat:
        known = tuple(EVENT_NAMES[c] for c in state.deck[: state.peek_count])
    return GiantSnailView(
        viewer=seat,
        round=state.round,
        phase=state.phase,
        leader=state.leader,
        turn=min(acting) if acting else None,
        regions=tuple(regions),
        sections=tuple(
            SectionView(id=s.id, name=s.name, slots=slots, costs=s.slots, complete=all(w >= 0 for w in slots))
            for s, slots in zip(cat.section, state.sections, strict=True)
        ),
        robot=state.robot,
        robot_built=robot_finished(state),
        snail=state.snail,
        snail_text=snail_text(state.snail),
        deck_size=len(state.deck),
        event2=state.snail == DEAD,
        discard=tuple(EVENT_NAMES[c] for c in state.discard),
        buried=len(state.buried),
        market=tuple(cat.tech_by_id(t).name for t in state.market),
        tech_deck=len(state.tech_deck),
        players=tuple(
            PlayerView(
                seat=s,
                colour=cat.colours[s],
                metal=p.metal,
                energy=p.energy,
                votes=p.votes,
                pool=p.pool,
                reserve=p.reserve,
                weapons=tuple(cat.tech_by_id(t).name for t in p.weapons),
                armed=tuple(cat.tech_by_id(t).name for t in p.armed),
                claimed=p.claimed,
                actions=p.actions,
                forfeited=p.forfeited,
            )
            for s, p in enumerate(state.players)
        ),
        destroyed=destroyed_count(state),
        draft=draft,
        known_top=known,
        defeat=state.defeat,
        public_works=state.works_until >= state.round,
        placing=state.placing,
        returning=state.returning,
        free_moves=state.free_moves,
        question=state.pending if state.pending != "place" else "",
        question_card=question_card(state),
    )


def question_card(state: GiantSnailState) -> str:
    """The technology whose question is pending (public: it was researched face up)."""
    if state.pending == "defence":
        return catalog().tech_by_id(state.pending_tech).name
    card = {"peek": "malacologist", "labor": "labor", "salvage": "salvage"}.get(state.pending)
    return next((t.name for t in catalog().tech if t.card == card), "")


def determinize(state: GiantSnailState, seat: Seat, rng: random.Random) -> GiantSnailState:
    """The decks reshuffled as ``seat`` cannot tell them apart: the technology deck; the event deck
    together with the cards discarded face down, except the Event 0 cards (known to be on top) and the
    cards ``seat``'s Malacologist saw. New seed, so the search cannot foresee later draws."""
    # Shuffled from a sorted order, so the sample does not depend on the hidden order (docs/ai.md).
    tech = sorted(state.tech_deck)
    rng.shuffle(tech)
    deck = list(state.deck)
    fixed = {i for i, c in enumerate(deck) if c in EVENT0}
    if seat == state.peek_seat:
        fixed |= set(range(state.peek_count))
    if seat == state.turn and state.pending == "peek" and state.phase != "over":
        # The Malacologist's researcher is choosing among the cards it shows (T7): it has seen them.
        skip = sum(1 for c in deck[:2] if c in EVENT0)
        fixed |= set(range(skip, skip + len(peek_cards(state))))
    free = [i for i in range(len(deck)) if i not in fixed]
    # Cards discarded face down from the deck in its present form (Event 1 while the snail lives,
    # Event 2 after) could be any of the unseen ones; the others stay as they are.
    era = set(catalog().events.event2) if state.snail == DEAD else set(EVENT1)
    buried = [c for c in state.buried if c not in era]
    unknown = sorted([deck[i] for i in free] + [c for c in state.buried if c in era])
    rng.shuffle(unknown)
    for i in free:
        deck[i] = unknown.pop()
    buried += unknown
    return replace(
        state,
        seed=sample_seed(rng, state.seed),
        tech_deck=tuple(tech),
        deck=tuple(deck),
        buried=tuple(buried),
    )


def is_private_decision(state: GiantSnailState, seat: Seat) -> bool:
    """Only the Malacologist's choice shows secret cards (ruling 37); everything else is public, even
    for a player who has peeked."""
    return state.pending == "peek" and state.phase != "over"


def reveals(before: GiantSnailState, seat: Seat, action: GiantSnailAction, after: GiantSnailState) -> bool:
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
