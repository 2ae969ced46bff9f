"""Grim Prospects in words: the phase and who is still choosing, the Forfeit Arrow, cards, tunnels, battles
and a seat's secret choices, for the pictures, the embed and the terminal (``text.py``) and the alt text
(``alt.py``); each in ``say``'s language (English without one), from the catalogues
(``bot/locales/*/grimprospects.ftl``, "The board").

Card ids (B07), the tunnels' marks (* and ^) and powers (B+1 R0 M-1) are notation, the same in every
language, as the cards print them.

Everything here reads only the view it is given (the public view, or one seat's).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from bot.i18n import Speaker, english
from bot.render.grimprospects.style import FACTION_LETTER
from bot.render.protocol import seat_name
from engines.grimprospects.data import CARD_BY_ID
from engines.grimprospects.holdings import gems_at_risk
from engines.grimprospects.models import (
    FACTIONS,
    BattleRecord,
    Faction,
    Force,
    GrimProspectsView,
    PicksView,
    PlayerView,
    Stage,
)
from engines.grimprospects.narrate import card_brief_words, faction_words, signed
from engines.phrasing import Listed, Words

# The phases a player decides in (rulebook, Basic Game Structure: 4, Resolve, and 5, Sleep, need no one).
PHASE_NUMBER = {"forfeit": 1, "fire": 2, "prepare": 3}


def then(parts: Iterable[str], say: Speaker, message: str = "grim-board-then") -> str:
    """Phrases one after another, apart as the catalogue sets them ("a; b; c"): for parts that hold
    commas of their own. ``message`` "grim-board-after" puts whole sentences one after another."""
    text = ""
    for part in parts:
        text = say(message, first=text, next=part) if text else part
    return text


def sentences(parts: Iterable[str], say: Speaker) -> str:
    """Sentences one after another, as the language writes them ("A. B." but "A。B。")."""
    return then(parts, say, "grim-board-after")


def ids(card_ids: Iterable[str]) -> str:
    """Card ids as the cards print them, one after another: 'B07 R02'."""
    return " ".join(card_ids)


# ---- cards ---------------------------------------------------------------------------------------------


def segment_tag(card_id: str) -> str:
    """'B07*' for a gem (2 points), 'M02^' for a shovel (1 point)."""
    return card_id + ("*" if CARD_BY_ID[card_id].segment == "gem" else "^")


def powers(card_id: str) -> str:
    """'B+1 R0 M-1': the card's power against Bunnies, Rats and Moles, as its buttons write it."""
    card = CARD_BY_ID[card_id]
    return " ".join(f"{FACTION_LETTER[f]}{signed(card.power(f))}" for f in FACTIONS)


def together(card_ids: Sequence[str]) -> str:
    """What cards add together against each faction, as ``powers`` writes it."""
    total = group_power(card_ids)
    return " ".join(f"{FACTION_LETTER[f]}{signed(total[f])}" for f in FACTIONS)


def card_line(card_id: str, say: Speaker | None = None) -> str:
    """A card of a hand as the text says it: its id, faction, segment and effect, its powers."""
    card = CARD_BY_ID[card_id]
    return (say or english())(
        "grim-board-card-line",
        card=card.id,
        faction=faction_words(card.faction),
        segment=card.segment,
        effect=card.effect,
        bunny=signed(card.vs_bunny),
        rat=signed(card.vs_rat),
        mole=signed(card.vs_mole),
    )


def card_words(card_id: str, short: bool = False, say: Speaker | None = None) -> str:
    """A card for a screen reader: 'B07 Bunny gem Shadow, B+1 R0 M+1'; short: 'B07 gem Shadow B+1 R0 M+1'."""
    say = say or english()
    card = CARD_BY_ID[card_id]
    if short:
        return say(
            "grim-board-card-short",
            card=card.id,
            segment=card.segment,
            effect=card.effect,
            powers=powers(card_id),
        )
    return say("grim-board-card-said", brief=card_brief_words(card_id), powers=powers(card_id))


def effect_label(card_id: str, say: Speaker | None = None) -> str:
    """A card's effect as its foot in a hand's picture says it ("Shadow"); '' for none."""
    effect = CARD_BY_ID[card_id].effect
    return "" if effect == "none" else (say or english())("grim-board-effect", effect=effect)


def members(card_ids: Sequence[str], faction: Faction) -> list[str]:
    return [c for c in card_ids if CARD_BY_ID[c].faction == faction]


def by_faction(card_ids: Sequence[str], say: Speaker | None = None) -> str:
    """'Bunnies B01 B02; Rats R03', or 'none'."""
    say = say or english()
    groups = [
        say("grim-board-faction-cards", faction=f, cards=ids(group))
        for f in FACTIONS
        if (group := members(card_ids, f))
    ]
    return then(groups, say) or say("grim-board-none")


def counted_by_faction(card_ids: Sequence[str], say: Speaker | None = None) -> str:
    """'2 Bunnies, 1 Rat'; '' for no card."""
    counts = [
        Words(id="grim-board-faction-count", args={"faction": f, "count": n})
        for f in FACTIONS
        if (n := len(members(card_ids, f)))
    ]
    return (say or english())("grim-board-listed", items=Listed.of(counts, "narrow")) if counts else ""


def group_power(card_ids: Sequence[str]) -> dict[str, int]:
    """The summed power of cards against each faction (what they add together in a battle, ruling 11)."""
    return {f: sum(CARD_BY_ID[c].power(f) for c in card_ids) for f in FACTIONS}


def known_cards(p: PlayerView) -> list[str]:
    """The cards everyone saw enter this hand (ruling GP-6), in no secret order."""
    return [c for group in p.known_in_hand for c in group]


def tunnel_words(tunnel: Sequence[str], say: Speaker | None = None) -> str:
    """The tunnel's segments from its owner to the far end, runs counted: '2 gems, a shovel, 3 gems'."""
    runs: list[tuple[str, int]] = []
    for card_id in tunnel:
        kind = CARD_BY_ID[card_id].segment
        if runs and runs[-1][0] == kind:
            runs[-1] = (kind, runs[-1][1] + 1)
        else:
            runs.append((kind, 1))
    said = [Words(id="grim-board-run", args={"segment": kind, "count": n}) for kind, n in runs]
    return (say or english())("grim-board-runs", runs=Listed.of(said, "narrow"), count=len(said))


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


def _winners(view: GrimProspectsView, names: Sequence[str]) -> dict[str, object]:
    """The arguments that say who won: how many, who, and the points of each."""
    winners = view.winners
    return {
        "count": len(winners),
        "winners": Listed.of(seat_name(names, s) for s in winners),
        "points": view.players[winners[0]].score if winners else 0,
    }


def doing(view: GrimProspectsView) -> Words:
    """What everyone decides this phase ("forfeit a tunnel segment")."""
    return Words(id="grim-board-doing", args={"phase": view.phase})


def status(view: GrimProspectsView, names: Sequence[str], say: Speaker | None = None) -> str:
    say = say or english()
    if view.phase == "over":
        return say("grim-board-status-over", **_winners(view, names))
    return say(
        "grim-board-status",
        round=view.round,
        doing=doing(view),
        number=PHASE_NUMBER[view.phase],
        waiting=Listed.of(seat_name(names, s) for s in view.waiting),
        count=len(view.waiting),
    )


def headline(view: GrimProspectsView, names: Sequence[str], say: Speaker | None = None) -> str:
    """The picture's first line: what everyone is deciding, or who won."""
    say = say or english()
    if view.phase == "over":
        return say("grim-board-headline-over", **_winners(view, names))
    return say("grim-board-headline", round=view.round, doing=doing(view))


def waiting_lines(view: GrimProspectsView, names: Sequence[str], say: Speaker | None = None) -> list[str]:
    """Who is still choosing, longest first, for the picture to take the first that fits."""
    say = say or english()
    if view.phase == "over":
        return [say("grim-board-over-after", round=view.round)]
    waiting = list(view.waiting)
    if not waiting:
        return [say("grim-board-all-chose")]
    if len(waiting) == view.num_players:
        return [say("grim-board-all-choosing", count=len(waiting))]
    who = Listed.of(seat_name(names, s) for s in waiting)
    return [
        say("grim-board-still-choosing", waiting=who),
        say("grim-board-still-choosing-count", count=len(waiting)),
    ]


def arrow_text(view: GrimProspectsView, names: Sequence[str], say: Speaker | None = None) -> str:
    say = say or english()
    if view.two_player:
        return say("grim-board-arrow-two")
    pairs = [
        Words(
            id="grim-board-pair", args={"seat": seat_name(names, p.seat), "to": seat_name(names, p.inheritor)}
        )
        for p in view.players
    ]
    return say("grim-board-arrow", clockwise=view.clockwise, pairs=Listed.of(pairs, "narrow"))


def arrow_chain(view: GrimProspectsView) -> list[int]:
    """The seats in the arrow's order, the first again at the end: each forfeits to, fires a Loitering
    Guard to and attacks the next (its Inheritor; rulebook, phase 1 and 3)."""
    chain = [0]
    for _ in range(view.num_players):
        chain.append(view.players[chain[-1]].inheritor)
    return chain


def arrow_sentence(view: GrimProspectsView, names: Sequence[str], say: Speaker | None = None) -> str:
    """The Forfeit Arrow for a screen reader: who attacks whom."""
    say = say or english()
    if view.two_player:
        return say("grim-board-arrow-sentence-two", first=seat_name(names, 0), second=seat_name(names, 1))
    chain = " → ".join(seat_name(names, s) for s in arrow_chain(view))
    return say("grim-board-arrow-sentence", clockwise=view.clockwise, chain=chain)


def _side(force: Force) -> Words:
    """One side of a battle in the embed: its cards, with their power when both sides fought."""
    cards = force.cards()
    args = {
        "count": len(cards),
        "cards": ids(cards),
        "power": force.power or 0,
        "summed": force.power is not None,
    }
    return Words(id="grim-board-side", args=args)


def battle_text(record: BattleRecord, names: Sequence[str], say: Speaker | None = None) -> str:
    say = say or english()
    attacker, defender = seat_name(names, record.attacker), seat_name(names, record.defender)
    if record.result == "no_battle":
        return say("grim-board-battle-none", attacker=attacker, defender=defender)
    thugs, guards = record.thugs, record.guards
    return say(
        "grim-board-battle",
        attacker=attacker,
        defender=defender,
        thugs=_side(thugs),
        guards=_side(guards),
        result=record.result,
        tie=thugs.power is not None and thugs.power == guards.power,
        gems=len(record.captured),
        taken=ids(record.captured),
        saved=bool(record.shovel),
        shovel=record.shovel or "",
    )


def battle_result(record: BattleRecord, names: Sequence[str] = (), say: Speaker | None = None) -> str:
    """A battle's outcome in a few words: 'collapse: 2 gems taken, a shovel back to hand', 'the tunnel
    holds'."""
    return (say or english())(
        "grim-board-result", result=record.result, gems=len(record.captured), saved=bool(record.shovel)
    )


# ---- a seat's secret choices ---------------------------------------------------------------------------


def picks_text(picks: PicksView, say: Speaker | None = None) -> str:
    say = say or english()
    parts: list[str] = []
    if picks.forfeit:
        parts.append(say("grim-board-pick-forfeit", card=picks.forfeit))
    if picks.fire_guard:
        parts.append(say("grim-board-pick-fire-guard", card=picks.fire_guard))
    if picks.fire_thug:
        parts.append(say("grim-board-pick-fire-thug", card=picks.fire_thug))
    for chosen, role, card, shadows in (
        (picks.thug_chosen, "thug", picks.thug, picks.thug_shadows),
        (picks.guard_chosen, "guard", picks.guard, picks.guard_shadows),
    ):
        if chosen:
            parts.append(
                say(
                    "grim-board-pick-employed",
                    role=role,
                    placed=bool(card),
                    card=card or "",
                    count=len(shadows),
                    shadows=ids(shadows),
                )
            )
    return then(parts, say)


def pick_tags(picks: PicksView | None, say: Speaker | None = None) -> dict[str, str]:
    """A short tag for each card chosen this phase, for the hand's picture; the phase tells a Loitering
    Guard (fire) from an Employed one (prepare), and the prompt above the hand says it in full."""
    if picks is None:
        return {}
    say = say or english()
    tags: dict[str, str] = {}
    for card_id, tag in (
        (picks.forfeit, "forfeit"),
        (picks.fire_guard, "guard"),
        (picks.fire_thug, "thug"),
        (picks.thug, "thug"),
        (picks.guard, "guard"),
    ):
        if card_id:
            tags[card_id] = say("grim-board-tag", tag=tag)
    for card_id in (*picks.thug_shadows, *picks.guard_shadows):
        tags[card_id] = say("grim-board-tag", tag="shadow")
    return tags


def stage_prompt(
    view: GrimProspectsView, names: Sequence[str], stage: Stage, say: Speaker | None = None
) -> str:
    """What the seat must do now, naming the players it concerns (its Inheritor and Benefactor)."""
    assert view.seat is not None
    me = view.players[view.seat]
    heir, benefactor = seat_name(names, me.inheritor), seat_name(names, me.benefactor)
    return (say or english())("grim-board-prompt", stage=stage, heir=heir, benefactor=benefactor)
