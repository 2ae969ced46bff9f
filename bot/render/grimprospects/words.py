"""Grim Prospects in words: the phase and who is still choosing, the Forfeit Arrow, cards, tunnels, battles
and a seat's secret choices, for the pictures, the embed and the terminal (``text.py``) and the alt text
(``alt.py``).

Everything here reads only the view it is given (the public view, or one seat's).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.render.protocol import seat_name
from engines.grimprospects.data import CARD_BY_ID
from engines.grimprospects.holdings import gems_at_risk
from engines.grimprospects.models import (
    FACTIONS,
    BattleRecord,
    GrimProspectsView,
    PicksView,
    PlayerView,
    Stage,
)
from engines.grimprospects.narrate import FACTION_NAME, FACTION_PLURAL, signed
from engines.wording import join_words, plural, verb

# The phases a player decides in (rulebook, Basic Game Structure: 4, Resolve, and 5, Sleep, need no one).
PHASE_NUMBER = {"forfeit": 1, "fire": 2, "prepare": 3}
PHASE_DOING = {
    "forfeit": "forfeit a tunnel segment",
    "fire": "fire two miners",
    "prepare": "prepare for battles",
}


# ---- cards ---------------------------------------------------------------------------------------------


def segment_tag(card_id: str) -> str:
    """'B07*' for a gem (2 points), 'M02^' for a shovel (1 point)."""
    return card_id + ("*" if CARD_BY_ID[card_id].segment == "gem" else "^")


def powers(card_id: str) -> str:
    """'B+1 R0 M-1': the card's power against Bunnies, Rats and Moles, as its buttons write it."""
    card = CARD_BY_ID[card_id]
    return " ".join(f"{FACTION_NAME[f][0]}{signed(card.power(f))}" for f in FACTIONS)


def card_line(card_id: str) -> str:
    card = CARD_BY_ID[card_id]
    effect = f" · {card.effect.capitalize()}" if card.effect != "none" else ""
    return (
        f"{card.id} {FACTION_NAME[card.faction]} {card.segment}{effect} · "
        f"vs Bunny {signed(card.vs_bunny)}, Rat {signed(card.vs_rat)}, Mole {signed(card.vs_mole)}"
    )


def card_words(card_id: str, short: bool = False) -> str:
    """A card for a screen reader: 'B07 Bunny gem, Shadow, B+1 R0 M+1'; short: 'B07 gem B+1 R0 M+1'."""
    card = CARD_BY_ID[card_id]
    effect = f" {card.effect.capitalize()}" if card.effect != "none" else ""
    if short:
        return f"{card.id} {card.segment}{effect} {powers(card_id)}"
    return f"{card.id} {FACTION_NAME[card.faction]} {card.segment}{effect}, {powers(card_id)}"


def by_faction(card_ids: Sequence[str]) -> str:
    groups = []
    for faction in FACTIONS:
        members = [c for c in card_ids if CARD_BY_ID[c].faction == faction]
        if members:
            groups.append(f"{FACTION_PLURAL[faction]} {' '.join(members)}")
    return "; ".join(groups) or "none"


def group_power(card_ids: Sequence[str]) -> dict[str, int]:
    """The summed power of cards against each faction (what they add together in a battle, ruling 11)."""
    return {f: sum(CARD_BY_ID[c].power(f) for c in card_ids) for f in FACTIONS}


def known_cards(p: PlayerView) -> list[str]:
    """The cards everyone saw enter this hand (ruling GP-6), in no secret order."""
    return [c for group in p.known_in_hand for c in group]


def tunnel_words(tunnel: Sequence[str]) -> str:
    """The tunnel's segments from its owner to the far end, runs counted: '2 gems, a shovel, 3 gems'."""
    runs: list[tuple[str, int]] = []
    for card_id in tunnel:
        kind = CARD_BY_ID[card_id].segment
        if runs and runs[-1][0] == kind:
            runs[-1] = (kind, runs[-1][1] + 1)
        else:
            runs.append((kind, 1))
    return ", ".join(f"a {kind}" if n == 1 else plural(n, kind) for kind, n in runs) or "empty"


def at_risk(view: GrimProspectsView, p: PlayerView) -> int:
    """The gems after the tunnel's last shovel: what a collapse would take now (ruling 14); none once the
    game is over."""
    return gems_at_risk(p.tunnel) if view.phase != "over" else 0


# ---- the position --------------------------------------------------------------------------------------


def leaders(view: GrimProspectsView) -> tuple[int, ...]:
    """The winners once the game is over; before, the seats with the most points, if anyone has one."""
    if view.phase == "over":
        return view.winners
    best = max(p.score for p in view.players)
    return tuple(p.seat for p in view.players if p.score == best) if best else ()


def status(view: GrimProspectsView, names: Sequence[str]) -> str:
    if view.phase == "over":
        if not view.winners:
            return "The game is over."
        who = join_words(seat_name(names, s) for s in view.winners)
        points = plural(view.players[view.winners[0]].score, "point")
        if len(view.winners) == 1:
            return f"Game over: {who} wins with a tunnel worth {points}."
        return f"Game over: {who} share the win with tunnels worth {points} each."
    waiting = join_words(seat_name(names, s) for s in view.waiting)
    doing = f"{PHASE_DOING[view.phase]} (phase {PHASE_NUMBER[view.phase]})"
    return f"Round {view.round}: {doing}. Still choosing: {waiting or 'nobody'}."


def headline(view: GrimProspectsView, names: Sequence[str]) -> str:
    """The picture's first line: what everyone is deciding, or who won."""
    if view.phase == "over":
        if not view.winners:
            return "The game is over"
        who = join_words(seat_name(names, s) for s in view.winners)
        points = plural(view.players[view.winners[0]].score, "point")
        return f"{who} {verb(len(view.winners), 'wins', 'win')} with {points}!"
    return f"Round {view.round}: {PHASE_DOING[view.phase]}"


def waiting_lines(view: GrimProspectsView, names: Sequence[str]) -> list[str]:
    """Who is still choosing, longest first, for the picture to take the first that fits."""
    if view.phase == "over":
        return [f"Game over after round {view.round}"]
    waiting = list(view.waiting)
    if not waiting:
        return ["Everyone has chosen"]
    if len(waiting) == view.num_players:
        return [
            "Both players are choosing" if len(waiting) == 2 else f"All {len(waiting)} players are choosing"
        ]
    who = join_words(seat_name(names, s) for s in waiting)
    return [f"Still choosing: {who}", f"Still choosing: {plural(len(waiting), 'player')}"]


def arrow_text(view: GrimProspectsView, names: Sequence[str]) -> str:
    if view.two_player:
        return "Two players: each is the other's Inheritor and Benefactor."
    way = "clockwise" if view.clockwise else "counter-clockwise"
    pairs = ", ".join(f"{seat_name(names, p.seat)} → {seat_name(names, p.inheritor)}" for p in view.players)
    return f"Forfeit Arrow {way}: {pairs}"


def arrow_chain(view: GrimProspectsView) -> list[int]:
    """The seats in the arrow's order, the first again at the end: each forfeits to, fires a Loitering
    Guard to and attacks the next (its Inheritor; rulebook, phase 1 and 3)."""
    chain = [0]
    for _ in range(view.num_players):
        chain.append(view.players[chain[-1]].inheritor)
    return chain


def arrow_sentence(view: GrimProspectsView, names: Sequence[str]) -> str:
    """The Forfeit Arrow for a screen reader: who attacks whom."""
    if view.two_player:
        return f"{seat_name(names, 0)} and {seat_name(names, 1)} attack each other and forfeit to each other."
    way = "clockwise" if view.clockwise else "counter-clockwise"
    chain = " → ".join(seat_name(names, s) for s in arrow_chain(view))
    return f"Forfeit Arrow {way}: each player forfeits to and attacks the next: {chain}."


def battle_text(record: BattleRecord, names: Sequence[str]) -> str:
    attacker, defender = seat_name(names, record.attacker), seat_name(names, record.defender)
    thugs, guards = record.thugs, record.guards

    def side(cards: tuple[str, ...], power: int | None) -> str:
        if not cards:
            return "nothing"
        shown = " ".join(cards)
        return f"{shown} ({power})" if power is not None else shown

    if record.result == "no_battle":
        return f"{attacker} → {defender}: nobody fought."
    text = f"{attacker} → {defender}: {side(thugs.cards(), thugs.power)} vs {side(guards.cards(), guards.power)}; "
    if record.result == "held":
        text += "the tunnel holds" + (
            " (tie to the Inheritor)" if thugs.power == guards.power is not None else ""
        )
    else:
        taken = " ".join(record.captured) or "no gem"
        text += f"collapse, {attacker} takes {taken}"
        if record.shovel:
            text += f"; shovel {record.shovel} back to {defender}"
    return text + "."


def battle_result(record: BattleRecord, names: Sequence[str]) -> str:
    """A battle's outcome in a few words: 'collapse: 2 gems taken, shovel back', 'the tunnel holds'."""
    if record.result == "no_battle":
        return "nobody fought"
    if record.result == "held":
        return "the tunnel holds"
    taken = plural(len(record.captured), "gem") if record.captured else "no gem"
    text = f"collapse: {taken} taken"
    return text + (", a shovel back to hand" if record.shovel else "")


# ---- a seat's secret choices ---------------------------------------------------------------------------


def picks_text(picks: PicksView) -> str:
    parts: list[str] = []
    if picks.forfeit:
        parts.append(f"forfeit {picks.forfeit}")
    if picks.fire_guard:
        parts.append(f"Loitering Guard {picks.fire_guard}")
    if picks.fire_thug:
        parts.append(f"Loitering Thug {picks.fire_thug}")
    if picks.thug_chosen:
        extra = f" + Shadows {' '.join(picks.thug_shadows)}" if picks.thug_shadows else ""
        parts.append(f"Employed Thug {picks.thug or 'none'}{extra}")
    if picks.guard_chosen:
        extra = f" + Shadows {' '.join(picks.guard_shadows)}" if picks.guard_shadows else ""
        parts.append(f"Employed Guard {picks.guard or 'none'}{extra}")
    return "; ".join(parts)


def pick_tags(picks: PicksView | None) -> dict[str, str]:
    """A short tag for each card chosen this phase, for the hand's picture; the phase tells a Loitering
    Guard (fire) from an Employed one (prepare), and the prompt above the hand says it in full."""
    if picks is None:
        return {}
    tags: dict[str, str] = {}
    for card_id, tag in (
        (picks.forfeit, "FORFEIT"),
        (picks.fire_guard, "GUARD"),
        (picks.fire_thug, "THUG"),
        (picks.thug, "THUG"),
        (picks.guard, "GUARD"),
    ):
        if card_id:
            tags[card_id] = tag
    for card_id in (*picks.thug_shadows, *picks.guard_shadows):
        tags[card_id] = "SHADOW"
    return tags


def stage_prompt(view: GrimProspectsView, names: Sequence[str], stage: Stage) -> str:
    """What the seat must do now, naming the players it concerns (its Inheritor and Benefactor)."""
    assert view.seat is not None
    me = view.players[view.seat]
    heir, benefactor = seat_name(names, me.inheritor), seat_name(names, me.benefactor)
    return {
        "forfeit": f"Forfeit a card to the far end of {heir}'s tunnel.",
        "fire_guard": f"Fire a Loitering Guard to {heir}: it joins {heir}'s guards against your thugs.",
        "fire_thug": f"Fire a Loitering Thug to {benefactor}: it joins {benefactor}'s thugs against you.",
        "thug": f"Choose your Employed Thug: it attacks {heir}'s tunnel. Or none.",
        "thug_shadows": "Add Shadow cards to your Employed Thug, or press Done.",
        "guard": f"Choose your Employed Guard: it defends your tunnel against {benefactor}. Or none.",
        "guard_shadows": "Add Shadow cards to your Employed Guard, or press Done.",
        "ready": "Your choice is made: waiting for the others.",
    }[stage]
