"""The alt text of every Grim Prospects picture: what a screen reader says instead of the image, at most
1,024 characters (Discord's limit for an attachment's description), in ``say``'s language.

Each is built from the same view as its picture, so it says what the picture's audience may know and no
more: the public board's never names a card in a hand that nobody saw enter it (ruling 19, ruling GP-6),
nor a choice made this phase (ruling 8). When the whole position does not fit, each text is told again
with less detail (counts for card ids, then numbers alone), never cut off mid-sentence.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from bot.i18n import Speaker, english
from bot.render.grimprospects.words import (
    arrow_sentence,
    at_risk,
    battle_result,
    by_faction,
    card_words,
    counted_by_faction,
    ids,
    known_cards,
    leaders,
    members,
    picks_text,
    sentences,
    stage_prompt,
    status,
    then,
    together,
    tunnel_words,
)
from bot.render.protocol import MAX_ALT_TEXT, alt_text_from, seat_name
from engines.grimprospects.data import CARD_BY_ID
from engines.grimprospects.models import FACTIONS, BattleRecord, Faction, Force, GrimProspectsView, PlayerView
from engines.grimprospects.narrate import signed
from engines.phrasing import Listed, Words


def fitted(versions: Sequence[Callable[[], list[str]]]) -> str:
    """The first version (most detailed first, each a list of sentences) that fits whole; else as many
    whole sentences of the last one as fit, and "…"."""
    parts: list[str] = []
    for version in versions:
        parts = version()
        text = alt_text_from(parts, limit=10**6)
        if len(text) <= MAX_ALT_TEXT:
            return text
    return alt_text_from(parts, whole=True)


def cards_said(card_ids: Sequence[str], detail: int, say: Speaker | None = None) -> str:
    """Cards in words: by faction with their ids (detail 2), counted by faction (1), or counted (0)."""
    if detail >= 2:
        return by_faction(card_ids, say)
    if detail == 1:
        return counted_by_faction(card_ids, say)
    return str(len(card_ids))


def _player_sentence(
    view: GrimProspectsView, names: Sequence[str], p: PlayerView, detail: int, say: Speaker
) -> str:
    """A player's side of the table in words; ``detail`` 2 names every card, 1 counts them by faction,
    0 gives the numbers only. What is empty is left unsaid."""
    tags = []
    if p.seat == view.seat:
        tags.append(say("grim-board-alt-tag", tag="you"))
    if p.seat in view.waiting:
        tags.append(say("grim-board-alt-tag", tag="choosing"))
    if p.seat in view.winners:
        tags.append(say("grim-board-alt-tag", tag="winner"))
    elif p.seat in leaders(view):
        tags.append(say("grim-board-alt-tag", tag="leads"))
    if p.artificial:
        tags.append(say("grim-board-alt-tag", tag="artificial"))
    said = [
        say(
            "grim-board-alt-player",
            seat=seat_name(names, p.seat),
            tags=Listed.of(tags, "narrow"),
            tagged=bool(tags),
            points=p.score,
            gems=p.gems,
            cards=p.hand_size,
            deck=p.artificial,
        )
    ]
    if p.tunnel:
        tunnel = tunnel_words(p.tunnel, say) if detail else say("grim-board-segments", count=len(p.tunnel))
        said.append(say("grim-board-alt-tunnel", tunnel=tunnel, risk=at_risk(view, p)))
    for side, cards in (("guards", p.loitering_guards), ("thugs", p.loitering_thugs)):
        if cards:
            said.append(say("grim-board-alt-side", side=side, cards=cards_said(cards, detail, say)))
    known = known_cards(p)
    if known:
        said.append(say("grim-board-alt-known", deck=p.artificial, cards=cards_said(known, detail, say)))
    if p.resting:
        said.append(say("grim-board-alt-resting", count=len(p.resting)))
    return sentences(said, say)


def board_alt_text(view: GrimProspectsView, names: Sequence[str], say: Speaker | None = None) -> str:
    """The board picture in words, from the same view: the phase and who is still choosing (or who won),
    the arrow, each player's points, hand, tunnel, loitering miners and known cards, the last battles; as
    much detail as fits Discord's limit, less detail rather than a sentence cut off."""
    say = say or english()
    head = [say("grim-board-alt-head", status=status(view, names, say))]
    if view.phase != "over":
        head.append(arrow_sentence(view, names, say))
    if any(p.tunnel for p in view.players):
        head.append(say("grim-board-alt-tunnels"))
    battles = ""
    if view.battles:
        said = [
            say(
                "grim-board-alt-battle",
                attacker=seat_name(names, b.attacker),
                defender=seat_name(names, b.defender),
                result=battle_result(b, names, say),
            )
            for b in view.battles
        ]
        battles = say("grim-board-alt-battles", battles=then(said, say))

    def version(detail: int, with_battles: bool) -> Callable[[], list[str]]:
        def parts() -> list[str]:
            players = [_player_sentence(view, names, p, detail, say) for p in view.players]
            return [*head, *players, *([battles] if with_battles and battles else [])]

        return parts

    levels = ((2, True), (2, False), (1, True), (1, False), (0, False))
    return fitted([version(detail, with_battles) for detail, with_battles in levels])


def hand_alt_text(view: GrimProspectsView, names: Sequence[str], say: Speaker | None = None) -> str:
    """The hand picture in words, for its seat: what to do now, what is chosen, every card."""
    say = say or english()
    hand = view.hand or ()
    head = [say("grim-board-alt-hand", count=len(hand))]
    if view.stage is not None:
        head.append(stage_prompt(view, names, view.stage, say))
    chosen = picks_text(view.picks, say) if view.picks is not None else ""
    if chosen:
        head.append(say("grim-board-alt-chosen", chosen=chosen))
    if not hand:
        return alt_text_from([*head, say("grim-board-hand-empty")])
    legend = say("grim-board-alt-legend")

    def cards(short: bool) -> str:
        return say("grim-board-alt-cards", cards=then((card_words(c, short, say) for c in hand), say))

    return fitted(
        [
            lambda: [*head, legend, cards(short=False)],
            lambda: [*head, legend, cards(short=True)],
            lambda: [*head, say("grim-board-alt-cards", cards=ids(hand))],
        ]
    )


# ---- the close-ups -------------------------------------------------------------------------------------


def _who(view: GrimProspectsView, names: Sequence[str], seat: int, say: Speaker) -> str:
    name = seat_name(names, seat)
    return say("grim-board-you", seat=name) if seat == view.seat else name


def miners_alt_text(view: GrimProspectsView, names: Sequence[str], say: Speaker | None = None) -> str:
    """The loitering miners close-up in words: each player's groups with what they add together. Less
    detail: the groups counted instead of named, then without whom each side faces (the board says it)."""
    say = say or english()

    def group(faction: Faction, cards: list[str], detail: int) -> str:
        if detail >= 2:
            return say("grim-board-alt-group", faction=faction, cards=ids(cards), powers=together(cards))
        count = Words(id="grim-board-faction-count", args={"faction": faction, "count": len(cards)})
        return say("grim-board-alt-group-counted", group=count, powers=together(cards))

    def version(detail: int) -> Callable[[], list[str]]:
        def parts() -> list[str]:
            said = [say("grim-board-alt-miners")]
            for p in view.players:
                words = [
                    say(
                        "grim-board-alt-miners-player",
                        seat=_who(view, names, p.seat, say),
                        roles=bool(detail),
                        donor=seat_name(names, p.benefactor),
                        heir=seat_name(names, p.inheritor),
                    )
                ]
                for side, cards in (("guards", p.loitering_guards), ("thugs", p.loitering_thugs)):
                    groups = [
                        group(faction, found, detail)
                        for faction in FACTIONS
                        if (found := members(cards, faction))
                    ]
                    said_groups = then(groups, say) or say("grim-board-none")
                    words.append(say("grim-board-alt-side", side=side, cards=said_groups))
                said.append(sentences(words, say))
            return said

        return parts

    return fitted([version(2), version(1), version(0)])


def tunnels_alt_text(view: GrimProspectsView, names: Sequence[str], say: Speaker | None = None) -> str:
    """The tunnels close-up in words: each tunnel card by card, the Resting Recruits and known cards."""
    say = say or english()

    def version(detail: int) -> Callable[[], list[str]]:
        def parts() -> list[str]:
            said = [say("grim-board-alt-tunnels-head")]
            for p in view.players:
                runs = tunnel_words(p.tunnel, say)
                tunnel = say("grim-board-alt-tunnel-ids", cards=ids(p.tunnel), runs=runs)
                said.append(
                    say(
                        "grim-board-alt-tunnel-of",
                        seat=_who(view, names, p.seat, say),
                        points=p.score,
                        gems=p.gems,
                        tunnel=tunnel if detail and p.tunnel else runs,
                        risk=at_risk(view, p),
                        resting=cards_said(p.resting, detail, say) or say("grim-board-none"),
                        known=cards_said(known_cards(p), detail, say) or say("grim-board-none"),
                    )
                )
            return said

        return parts

    return fitted([version(2), version(1), version(0)])


def _force_said(side: str, force: Force, versus: Faction | None, detail: int, say: Speaker) -> str:
    cards = force.cards()
    if not cards:
        return say("grim-board-alt-force-none", side=side)
    if detail and versus is not None and force.power is not None:
        each = [f"{c} {signed(CARD_BY_ID[c].power(versus))}" for c in cards]
        return say(
            "grim-board-alt-force-versus",
            side=side,
            versus=versus,
            cards=Listed.of(each, "narrow"),
            power=force.power,
        )
    return say(
        "grim-board-alt-force",
        side=side,
        cards=ids(cards),
        summed=force.power is not None,
        power=force.power or 0,
    )


def battles_alt_text(view: GrimProspectsView, names: Sequence[str], say: Speaker | None = None) -> str:
    """The last battles close-up in words: each side's cards and powers, and what the collapse took."""
    say = say or english()

    def faction_of(force: Force) -> Faction | None:
        return CARD_BY_ID[force.employed].faction if force.employed else None

    def battle(b: BattleRecord, detail: int) -> str:
        said = [
            say(
                "grim-board-alt-fight",
                attacker=seat_name(names, b.attacker),
                defender=seat_name(names, b.defender),
                result=battle_result(b, names, say),
            )
        ]
        if b.result != "no_battle":
            said.append(_force_said("thugs", b.thugs, faction_of(b.guards), detail, say))
            said.append(_force_said("guards", b.guards, faction_of(b.thugs), detail, say))
        if b.result == "collapse":
            said.append(say("grim-board-alt-taken", count=len(b.captured), cards=ids(b.captured)))
            if b.shovel:
                said.append(
                    say("grim-board-alt-shovel-back", shovel=b.shovel, seat=seat_name(names, b.defender))
                )
        return sentences(said, say)

    def version(detail: int) -> Callable[[], list[str]]:
        return lambda: [say("grim-board-alt-battles-head"), *(battle(b, detail) for b in view.battles)]

    return fitted([version(1), version(0)])
