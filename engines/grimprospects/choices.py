"""The private, simultaneous decisions of a phase as sequences of one-click choices.

Each seat builds a ``draft`` (the actions clicked so far this phase); ``read_picks`` replays it into the
current step (``Stage``) and what was picked. A draft ends in the stage "ready", which commits the seat.
"back" removes the last click (ruling GP-2). The steps, per phase (rulebook phases 1-3, rulings 9, 10 and 12):

- forfeit: one card from hand (committed at once);
- fire: the Loitering Guard for the Inheritor, then the Loitering Thug for the Benefactor;
- prepare: an Employed Thug or none; if it has same-faction Shadow cards in hand, any number of them
  one at a time then "done"; an Employed Guard or none; the same for its Shadows.

An Artificial Player's seat has a face-down deck instead of a hand (ruling 20): its choices name no card
but "the top card" (``from_deck``), which ``read_picks`` resolves to the next undrawn card of the deck.
So nobody, not even the agent playing that seat, learns a card before it is revealed, and its choices
depend only on public facts. Its procedure never adds Shadows, so its drafts skip those steps.

A hand can hold more cards than fit in 25 buttons; then a step first offers one "browse" choice per
faction and lists that faction's cards next (at most 20, since a faction has 20 cards).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engines.grimprospects.data import ALL_CARD_IDS, CARD_BY_ID, faction_of
from engines.grimprospects.models import (
    FACTIONS,
    ActionKind,
    Faction,
    GrimProspectsAction,
    Phase,
    PicksView,
    PlayerState,
    Stage,
)

MAX_OPTIONS = 25
TOP = "top"  # the ACTIONS key of "the top card of the deck" (ruling GP-7; card ids are upper case)

FIRST_STAGE: dict[Phase, Stage] = {"forfeit": "forfeit", "fire": "fire_guard", "prepare": "thug"}
CARD_STAGES: dict[Stage, ActionKind] = {
    "forfeit": "forfeit",
    "fire_guard": "fire_guard",
    "fire_thug": "fire_thug",
    "thug": "thug",
    "guard": "guard",
}


def _build_actions() -> dict[tuple[str, str | None], GrimProspectsAction]:
    # Every possible action exists once, so legal_actions only picks from this table (it is hot).
    table: dict[tuple[str, str | None], GrimProspectsAction] = {}
    for kind in ("forfeit", "fire_guard", "fire_thug", "thug", "guard", "shadow"):
        for card_id in ALL_CARD_IDS:
            table[kind, card_id] = GrimProspectsAction(kind=kind, card=card_id)
    table["thug", None] = GrimProspectsAction(kind="thug")
    table["guard", None] = GrimProspectsAction(kind="guard")
    table["done", None] = GrimProspectsAction(kind="done")
    table["back", None] = GrimProspectsAction(kind="back")
    for faction in FACTIONS:
        table["browse", faction] = GrimProspectsAction(kind="browse", faction=faction)
    for kind in CARD_STAGES.values():
        table[kind, TOP] = GrimProspectsAction(kind=kind, from_deck=True)
    return table


ACTIONS = _build_actions()
BACK = ACTIONS["back", None]
DONE = ACTIONS["done", None]


def action(kind: ActionKind, card: str | None = None) -> GrimProspectsAction:
    return ACTIONS[kind, card]


@dataclass(slots=True)
class Picks:
    """A draft read back: the step the seat is at and what it has picked this phase."""

    stage: Stage
    browsing: Faction | None = None
    forfeit: str | None = None
    fire_guard: str | None = None
    fire_thug: str | None = None
    thug_chosen: bool = False
    thug: str | None = None
    thug_shadows: list[str] = field(default_factory=list)
    guard_chosen: bool = False
    guard: str | None = None
    guard_shadows: list[str] = field(default_factory=list)

    def used(self) -> set[str]:
        chosen = {self.forfeit, self.fire_guard, self.fire_thug, self.thug, self.guard}
        chosen.discard(None)
        return {c for c in chosen if c is not None} | set(self.thug_shadows) | set(self.guard_shadows)

    def to_view(self) -> PicksView:
        return PicksView(
            forfeit=self.forfeit,
            fire_guard=self.fire_guard,
            fire_thug=self.fire_thug,
            thug_chosen=self.thug_chosen,
            thug=self.thug,
            thug_shadows=tuple(self.thug_shadows),
            guard_chosen=self.guard_chosen,
            guard=self.guard,
            guard_shadows=tuple(self.guard_shadows),
            browsing=self.browsing,
        )


def is_shadow(card_id: str) -> bool:
    return CARD_BY_ID[card_id].effect == "shadow"


def eligible_shadows(hand: tuple[str, ...], used: set[str], employed: str) -> list[str]:
    """Shadow cards in hand that may join ``employed``: same faction, not yet placed (ruling 12)."""
    faction = faction_of(employed)
    return [c for c in hand if c not in used and is_shadow(c) and faction_of(c) == faction]


def read_picks(phase: Phase, player: PlayerState) -> Picks:
    """Replay a seat's draft for ``phase`` into its current step and picks."""
    if phase == "over":
        return Picks(stage="ready")
    picks = Picks(stage=FIRST_STAGE[phase])
    drawn = 0
    for act in player.draft:
        kind = act.kind
        if kind == "browse":
            picks.browsing = act.faction
            continue
        picks.browsing = None
        card = act.card
        if act.from_deck:
            # Draws are made in order from the top of the deck, one per placed card.
            card = player.hand[drawn] if drawn < len(player.hand) else None
            drawn += 1
        if kind == "forfeit":
            picks.forfeit = card
            picks.stage = "ready"
        elif kind == "fire_guard":
            picks.fire_guard = card
            picks.stage = "fire_thug"
        elif kind == "fire_thug":
            picks.fire_thug = card
            picks.stage = "ready"
        elif kind == "thug":
            picks.thug_chosen = True
            picks.thug = card
            picks.stage = _after_employed(player, picks, card, "thug_shadows", "guard")
        elif kind == "guard":
            picks.guard_chosen = True
            picks.guard = card
            picks.stage = _after_employed(player, picks, card, "guard_shadows", "ready")
        elif kind == "shadow" and card is not None:
            if picks.stage == "thug_shadows":
                picks.thug_shadows.append(card)
            else:
                picks.guard_shadows.append(card)
        elif kind == "done":
            picks.stage = "guard" if picks.stage == "thug_shadows" else "ready"
    return picks


def _after_employed(
    player: PlayerState, picks: Picks, employed: str | None, shadow_stage: Stage, next_stage: Stage
) -> Stage:
    # The Shadow step appears only when there is a Shadow to add; an Artificial Player never adds one.
    if employed is None or player.artificial:
        return next_stage
    if eligible_shadows(player.hand, picks.used(), employed):
        return shadow_stage
    return next_stage


def person_options(phase: Phase, player: PlayerState) -> tuple[GrimProspectsAction, ...]:
    """The choices of a seat played by a person (or by an AI standing in for one)."""
    picks = read_picks(phase, player)
    stage = picks.stage
    if stage == "ready":
        return ()
    used = picks.used()
    undo = (BACK,) if player.draft else ()
    if stage in ("thug_shadows", "guard_shadows"):
        employed = picks.thug if stage == "thug_shadows" else picks.guard
        assert employed is not None
        shadows = eligible_shadows(player.hand, used, employed)
        return (*(ACTIONS["shadow", c] for c in shadows), DONE, BACK)
    kind = CARD_STAGES[stage]
    candidates = [c for c in player.hand if c not in used]
    if picks.browsing is not None:
        return (*(ACTIONS[kind, c] for c in candidates if faction_of(c) == picks.browsing), BACK)
    extras: tuple[GrimProspectsAction, ...] = (ACTIONS[kind, None],) if kind in ("thug", "guard") else ()
    extras += undo
    if len(candidates) + len(extras) > MAX_OPTIONS:  # ruling GP-9
        present = {faction_of(c) for c in candidates}
        return (*(ACTIONS["browse", f] for f in FACTIONS if f in present), *extras)
    return (*(ACTIONS[kind, c] for c in candidates), *extras)


def attacks_with_single_card(own_at_risk: int, inheritor_at_risk: int) -> bool:
    """Ruling 20: with one card the Artificial Player fights the battle with more gems at risk, and
    attacks its Inheritor when the amounts are equal."""
    return inheritor_at_risk >= own_at_risk


def artificial_thug_plays(deck_size: int, own_at_risk: int, inheritor_at_risk: int) -> bool:
    """Whether the Artificial Player places an Employed Thug (rulebook, Artificial Player; ruling 20):
    always with at least two cards, by gems at risk with one, never with none."""
    if deck_size >= 2:
        return True
    if deck_size == 1:
        return attacks_with_single_card(own_at_risk, inheritor_at_risk)
    return False


def artificial_options(
    phase: Phase, player: PlayerState, own_at_risk: int, inheritor_at_risk: int
) -> tuple[GrimProspectsAction, ...]:
    """The one choice an Artificial Player's procedure allows (rulebook, Artificial Player; ruling 20):
    it draws and plays the top card of its deck whenever it can. It depends on public facts only:
    the deck's size, the tunnels and the step of the procedure."""
    picks = read_picks(phase, player)
    stage = picks.stage
    if stage == "ready":
        return ()
    undrawn = len(player.hand) - len(picks.used())
    if stage == "thug":
        plays = artificial_thug_plays(len(player.hand), own_at_risk, inheritor_at_risk)
        return (ACTIONS["thug", TOP if plays else None],)
    if stage == "guard":
        return (ACTIONS["guard", TOP if undrawn > 0 else None],)
    # forfeit and fire: the rules guarantee cards here (three or more at the start of a round).
    assert undrawn > 0, "an Artificial Player ran out of cards mid-phase"
    return (ACTIONS[CARD_STAGES[stage], TOP],)
