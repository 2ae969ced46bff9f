"""The alt text of every Grim Prospects picture: what a screen reader says instead of the image, at most
1,024 characters (Discord's limit for an attachment's description).

Each is built from the same view as its picture, so it says what the picture's audience may know and no
more: the public board's never names a card in a hand that nobody saw enter it (ruling 19, ruling GP-6),
nor a choice made this phase (ruling 8). When the whole position does not fit, each text is told again
with less detail (counts for card ids, then numbers alone), never cut off mid-sentence.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from bot.render.grimprospects.words import (
    arrow_sentence,
    at_risk,
    battle_result,
    by_faction,
    card_words,
    group_power,
    known_cards,
    leaders,
    picks_text,
    stage_prompt,
    status,
    tunnel_words,
)
from bot.render.protocol import MAX_ALT_TEXT, alt_text_from, seat_name
from engines.grimprospects.data import CARD_BY_ID
from engines.grimprospects.models import FACTIONS, BattleRecord, Faction, Force, GrimProspectsView, PlayerView
from engines.grimprospects.narrate import FACTION_NAME, FACTION_PLURAL, signed
from engines.wording import plural


def fitted(versions: Sequence[Callable[[], list[str]]]) -> str:
    """The first version (most detailed first, each a list of sentences) that fits whole; the last one
    cut at a sentence if none does."""
    parts: list[str] = []
    for version in versions:
        parts = version()
        text = alt_text_from(parts, limit=10**6)
        if len(text) <= MAX_ALT_TEXT:
            return text
    return alt_text_from(parts)


def cards_said(ids: Sequence[str], detail: int) -> str:
    """Cards in words: by faction with their ids (detail 2), counted by faction (1), or counted (0)."""
    if detail >= 2:
        return by_faction(ids)
    if detail == 1:
        return ", ".join(
            plural(n, FACTION_NAME[f], FACTION_PLURAL[f])
            for f in FACTIONS
            if (n := sum(CARD_BY_ID[c].faction == f for c in ids))
        )
    return str(len(ids))


def _player_sentence(view: GrimProspectsView, names: Sequence[str], p: PlayerView, detail: int) -> str:
    """A player's side of the table in words; ``detail`` 2 names every card, 1 counts them by faction,
    0 gives the numbers only. What is empty is left unsaid."""
    tags = []
    if p.seat == view.seat:
        tags.append("you")
    if p.seat in view.waiting:
        tags.append("still choosing")
    if p.seat in view.winners:
        tags.append("winner")
    elif p.seat in leaders(view):
        tags.append("leads")
    if p.artificial:
        tags.append("Artificial Player")
    name = seat_name(names, p.seat)
    label = f"{name} ({', '.join(tags)})" if tags else name
    hand = plural(p.hand_size, "card") + (" in a face-down deck" if p.artificial else " in hand")
    said = [f"{label}: {plural(p.score, 'point')}, {plural(p.gems, 'gem')}, {hand}."]
    risk = at_risk(view, p)
    risk_words = f", {risk} at risk" if risk else ""
    if p.tunnel:
        tunnel = tunnel_words(p.tunnel) if detail else plural(len(p.tunnel), "segment")
        said.append(f"Tunnel: {tunnel}{risk_words}.")
    for side, ids in (("Guards", p.loitering_guards), ("Thugs", p.loitering_thugs)):
        if ids:
            said.append(f"{side}: {cards_said(ids, detail)}.")
    known = known_cards(p)
    if known:
        said.append(f"Known in {'deck' if p.artificial else 'hand'}: {cards_said(known, detail)}.")
    if p.resting:
        said.append(f"{plural(len(p.resting), 'Resting Recruit')}.")
    return " ".join(said)


def board_alt_text(view: GrimProspectsView, names: Sequence[str]) -> str:
    """The board picture in words, from the same view: the phase and who is still choosing (or who won),
    the arrow, each player's points, hand, tunnel, loitering miners and known cards, the last battles; as
    much detail as fits Discord's limit, less detail rather than a sentence cut off."""
    head = [f"Grim Prospects board. {status(view, names)}"]
    if view.phase != "over":
        head.append(arrow_sentence(view, names))
    if any(p.tunnel for p in view.players):
        head.append(
            "Tunnels are read from their owner's end; a collapse takes the gems after the last shovel."
        )
    battles = ""
    if view.battles:
        said = "; ".join(
            f"{seat_name(names, b.attacker)} attacked {seat_name(names, b.defender)}, {battle_result(b, names)}"
            for b in view.battles
        )
        battles = f"Last battles: {said}."

    def version(detail: int, with_battles: bool) -> Callable[[], list[str]]:
        def parts() -> list[str]:
            players = [_player_sentence(view, names, p, detail) for p in view.players]
            return [*head, *players, *([battles] if with_battles and battles else [])]

        return parts

    levels = ((2, True), (2, False), (1, True), (1, False), (0, False))
    return fitted([version(detail, with_battles) for detail, with_battles in levels])


def hand_alt_text(view: GrimProspectsView, names: Sequence[str]) -> str:
    """The hand picture in words, for its seat: what to do now, what is chosen, every card."""
    hand = view.hand or ()
    head = [f"Your hand, {plural(len(hand), 'card')}, secret."]
    if view.stage is not None:
        head.append(stage_prompt(view, names, view.stage))
    if view.picks is not None and picks_text(view.picks):
        head.append(f"Chosen this phase: {picks_text(view.picks)}.")
    if not hand:
        return alt_text_from([*head, "Your hand is empty."])
    legend = "Powers against Bunnies (B), Rats (R) and Moles (M)."
    return fitted(
        [
            lambda: [*head, legend, f"Cards: {'; '.join(card_words(c) for c in hand)}."],
            lambda: [*head, legend, f"Cards: {'; '.join(card_words(c, short=True) for c in hand)}."],
            lambda: [*head, f"Cards: {' '.join(hand)}."],
        ]
    )


# ---- the close-ups -------------------------------------------------------------------------------------


def _who(view: GrimProspectsView, names: Sequence[str], seat: int) -> str:
    return f"{seat_name(names, seat)} (you)" if seat == view.seat else seat_name(names, seat)


def miners_alt_text(view: GrimProspectsView, names: Sequence[str]) -> str:
    """The loitering miners close-up in words: each player's groups with what they add together. Less
    detail: the groups counted instead of named, then without whom each side faces (the board says it)."""

    def group(faction: Faction, members: list[str], detail: int) -> str:
        total = group_power(members)
        together = " ".join(f"{FACTION_NAME[v][0]}{signed(total[v])}" for v in FACTIONS)
        if detail >= 2:
            return f"{FACTION_PLURAL[faction]} {' '.join(members)}, together {together}"
        return f"{plural(len(members), FACTION_NAME[faction], FACTION_PLURAL[faction])}, {together}"

    def version(detail: int) -> Callable[[], list[str]]:
        def parts() -> list[str]:
            said = [
                "Loitering miners. A group joins its player's Employed miner of the same faction and adds "
                "its power; powers against Bunnies, Rats and Moles."
            ]
            for p in view.players:
                roles = (
                    f": guards defend against {seat_name(names, p.benefactor)}, "
                    f"thugs attack {seat_name(names, p.inheritor)}"
                )
                words = [f"{_who(view, names, p.seat)}{roles if detail else ''}."]
                for side, cards in (("Guards", p.loitering_guards), ("Thugs", p.loitering_thugs)):
                    groups = [
                        group(faction, members, detail)
                        for faction in FACTIONS
                        if (members := [c for c in cards if CARD_BY_ID[c].faction == faction])
                    ]
                    words.append(f"{side}: {'; '.join(groups) or 'none'}.")
                said.append(" ".join(words))
            return said

        return parts

    return fitted([version(2), version(1), version(0)])


def tunnels_alt_text(view: GrimProspectsView, names: Sequence[str]) -> str:
    """The tunnels close-up in words: each tunnel card by card, the Resting Recruits and known cards."""

    def version(detail: int) -> Callable[[], list[str]]:
        def parts() -> list[str]:
            said = ["The tunnels, each from its owner's end to the far end."]
            for p in view.players:
                risk = at_risk(view, p)
                facts = f"{plural(p.score, 'point')}, {plural(p.gems, 'gem')}"
                ids = " ".join(p.tunnel) if p.tunnel else "empty"
                tunnel = (
                    f"{ids} ({tunnel_words(p.tunnel)})" if detail and p.tunnel else tunnel_words(p.tunnel)
                )
                text = f"{_who(view, names, p.seat)}'s tunnel, {facts}: {tunnel}"
                text += f"; {plural(risk, 'gem')} at risk." if risk else "."
                text += f" Resting Recruits: {cards_said(p.resting, detail) or 'none'}."
                known = known_cards(p)
                text += f" Known in hand: {cards_said(known, detail) or 'none'}."
                said.append(text)
            return said

        return parts

    return fitted([version(2), version(1), version(0)])


def _force_said(title: str, force: Force, versus: Faction | None, detail: int) -> str:
    cards = force.cards()
    if not cards:
        return f"{title}: nothing."
    if detail and versus is not None and force.power is not None:
        each = ", ".join(f"{c} {signed(CARD_BY_ID[c].power(versus))}" for c in cards)
        return f"{title} against {FACTION_PLURAL[versus]}: {each}; total {force.power}."
    total = f", total {force.power}" if force.power is not None else ""
    return f"{title}: {' '.join(cards)}{total}."


def battles_alt_text(view: GrimProspectsView, names: Sequence[str]) -> str:
    """The last battles close-up in words: each side's cards and powers, and what the collapse took."""

    def faction_of(force: Force) -> Faction | None:
        return CARD_BY_ID[force.employed].faction if force.employed else None

    def battle(b: BattleRecord, detail: int) -> str:
        said = [
            f"{seat_name(names, b.attacker)} attacked {seat_name(names, b.defender)}: {battle_result(b, names)}."
        ]
        if b.result != "no_battle":
            said.append(_force_said("Thugs", b.thugs, faction_of(b.guards), detail))
            said.append(_force_said("Guards", b.guards, faction_of(b.thugs), detail))
        if b.result == "collapse":
            said.append(f"Gems taken: {' '.join(b.captured) or 'none'}.")
            if b.shovel:
                said.append(f"Shovel {b.shovel} back to {seat_name(names, b.defender)}'s hand.")
        return " ".join(said)

    def version(detail: int) -> Callable[[], list[str]]:
        return lambda: ["The last round's battles.", *(battle(b, detail) for b in view.battles)]

    return fitted([version(1), version(0)])
