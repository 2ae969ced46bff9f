"""The alt text of SLITHER's pictures: what a screen reader says instead of the board, the snake's secret
picture and each close-up, from the same view as the picture.

``board_alt_text`` never reads ``SlitherView.secret``, so the public board's words hold nothing hidden
whoever's view they are built from (a test checks that they do not change when the hidden path does).
``private_alt_text`` and ``path_alt_text`` are the snake's own. Each says as much as fits Discord's 1,024
characters: the whole map's adjacency when there is room, then only the frogs' surroundings, then less,
never a sentence cut in the middle.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from bot.i18n import Speaker, english
from bot.render.protocol import MAX_ALT_TEXT, alt_text_from, seat_name
from bot.render.slither.snakewords import hand_text, head_options, path_rings_words, private_headline
from bot.render.slither.style import frog_number
from bot.render.slither.terms import (
    ability_name,
    ability_text,
    ability_timing,
    semicolons,
    sentence,
)
from bot.render.slither.words import (
    active_spots,
    bellowed_words,
    clues_inline,
    frog_deck_words,
    frog_where,
    neighbour_names,
    no_card_words,
    score_sentence,
    secret_cards,
    segment_words,
    snake_cards_words,
    status,
    subline,
    touching,
)
from engines.phrasing import Listed
from engines.slither.models import FrogView, SlitherView


def fitting(build: Callable[[int], list[str]], names: Sequence[str]) -> str:
    """The most detailed text (detail 2, 1, 0) that fits; at the least detail, the parts that fit whole,
    most important first (the last ones left out), never a sentence cut in the middle."""
    parts: list[str] = []
    for detail in (2, 1, 0):
        parts = build(detail)
        text = alt_text_from(parts, names, limit=10**6)
        if len(text) <= MAX_ALT_TEXT:
            return text
    while len(parts) > 1:
        parts.pop()
        text = alt_text_from(parts, names, limit=10**6)
        if len(text) <= MAX_ALT_TEXT:
            return text
    return alt_text_from(parts, names)


def pawn_words(seat: int, say: Speaker) -> str:
    """A frog's pawn in words ("amber circle"), as ``style.FROGS`` draws it."""
    return say("slither-board-pawn", frog=frog_number(seat))


def frog_sentence(view: SlitherView, names: Sequence[str], f: FrogView, detail: int, say: Speaker) -> str:
    """A frog in words: its player, its pawn, where it is (and with ``detail`` what is next to it), its card."""
    tags = [pawn_words(f.seat, say)]
    if f.seat == view.viewer:
        tags.append(say("slither-board-tag-you"))
    if f.seat in view.acting and view.winner is None:
        tags.append(say("slither-board-tag-acting"))
    near = neighbour_names(view, f.hex) if detail >= 1 and f.hex is not None else []
    return say(
        "slither-board-alt-frog",
        seat=seat_name(names, f.seat),
        tags=Listed.of(tags, "narrow"),
        where=frog_where(f, say),
        with_near=bool(near),
        near=Listed.of(near),
        with_card=bool(f.card),
        card=ability_name(f.card, say),
    )


def map_sentence(view: SlitherView, say: Speaker) -> str:
    kinds: dict[str, list[str]] = {"letter": [], "building": [], "number": []}
    for c in view.cells:
        kinds[c.kind].append(c.name)
    numbers = sorted(kinds["number"], key=int)
    if len(numbers) > 2 and numbers == [str(k) for k in range(1, len(numbers) + 1)]:
        # Tiles come in numerical order ([R] setup 3, Found out 2), tile k carrying 3k-2..3k (ruling 2).
        shown = "run"
    else:
        shown = "list" if numbers else "none"
    return say(
        "slither-board-alt-map",
        letters=Listed.of(kinds["letter"]),
        buildings=Listed.of(kinds["building"]),
        numbers=shown,
        count=len(numbers),
        list=Listed.of(numbers),
    )


def adjacency_sentence(view: SlitherView, say: Speaker) -> str:
    """Every placed hex and its placed neighbours (ruling 10), numbers in order."""
    order = sorted(
        view.cells, key=lambda c: (c.kind != "number", int(c.name) if c.kind == "number" else 0, c.name)
    )
    pairs = [
        say("slither-board-alt-next", hex=c.name, near=Listed.of(neighbour_names(view, c.id), "narrow"))
        for c in order
    ]
    return say("slither-board-alt-adjacency", hexes=semicolons(pairs, say))


def placement_sentence(view: SlitherView, detail: int, say: Speaker) -> str:
    p = view.placement
    if p is None:
        return ""
    spots = active_spots(view)
    each = [
        say("slither-board-alt-spot", letter=s.letter, near=Listed.of(touching(view, s.cells))) for s in spots
    ]
    return say(
        "slither-board-alt-laying",
        tile=p.tile.removeprefix("T"),
        numbers=Listed.of(p.numbers),
        chosen=p.spot is not None,
        letter=spots[0].letter,
        near=Listed.of(touching(view, spots[0].cells)),
        many=len(spots) > 1,
        first=spots[0].letter,
        last=spots[-1].letter,
        each=detail >= 2,
        spots=semicolons(each, say),
    )


def board_alt_text(view: SlitherView, names: Sequence[str], say: Speaker | None = None) -> str:
    """The board picture in words, from public facts only, most needed first: the status, who leads, the
    tile being laid, the frogs (and what is next to them), the path's seen cards, what the frogs know,
    the snake's cards, the map and (when there is room) which hexes touch."""
    speaker = say or english()

    def build(detail: int) -> list[str]:
        if view.growing:
            path = speaker("slither-board-alt-growing")
        else:
            segments = semicolons((segment_words(s, None, speaker) for s in view.segments), speaker)
            path = speaker("slither-board-alt-path", segments=segments)
        parts = [
            speaker("slither-board-alt-title", status=status(view, names, speaker)),
            score_sentence(view, say=speaker),
            placement_sentence(view, detail, speaker),
            *(frog_sentence(view, names, f, detail, speaker) for f in view.frogs),
        ]
        if view.placement is None:
            parts.append(path)
        clues = view.clues[-8:] if detail >= 2 else view.clues[-4:] if detail else ()
        if clues:
            parts.append(speaker("slither-board-alt-known", clues=clues_inline(clues, speaker)))
        if view.placement is None:
            parts.append(snake_cards_words(view, speaker))
        parts.append(map_sentence(view, speaker))
        if detail >= 2:
            parts.append(adjacency_sentence(view, speaker))
        return parts

    return fitting(build, names)


def path_sentence(view: SlitherView, say: Speaker) -> str:
    """The snake's view only: its whole path in words."""
    cards = secret_cards(view)
    words = [segment_words(seg, card, say) for seg, card in zip(view.segments, cards, strict=True)]
    return say("slither-board-alt-your-path", segments=semicolons(words, say))


def private_alt_text(view: SlitherView, names: Sequence[str], say: Speaker | None = None) -> str:
    """The snake's secret picture in words (its own view): its path, its hand, where its Head may go,
    its ability cards, and the public facts of the board."""
    secret = view.secret
    if secret is None:
        return ""
    speaker = say or english()

    def build(detail: int) -> list[str]:
        options = head_options(view)
        headline = sentence(private_headline(view, names, None, speaker), speaker)
        parts = [
            speaker("slither-board-alt-private-title", headline=headline),
            path_sentence(view, speaker),
            sentence(hand_text(view, speaker), speaker),
        ]
        if options:
            parts.append(speaker("slither-board-alt-options", options=Listed.of(options)))
        if secret.pending_head is not None:
            parts.append(speaker("slither-board-playing", hex=secret.pending_head))
        held = [ability_name(a, speaker) for a in view.snake_abilities]
        parts.append(
            speaker(
                "slither-board-alt-abilities", cards=Listed.of(held), count=len(held), bellowed=view.bellowed
            )
        )
        parts.append(score_sentence(view, with_round=True, say=speaker))
        parts += [frog_sentence(view, names, f, detail, speaker) for f in view.frogs]
        parts.append(map_sentence(view, speaker))
        if detail >= 2:
            parts.append(adjacency_sentence(view, speaker))
        return parts

    return fitting(build, names)


# ---- the close-ups -------------------------------------------------------------------------------------


def map_alt_text(view: SlitherView, names: Sequence[str], say: Speaker | None = None) -> str:
    """The map close-up in words: public facts only, whoever asks."""
    speaker = say or english()
    seen = [segment_words(s, None, speaker) for s in view.segments if s.face_up]

    def build(detail: int) -> list[str]:
        return [
            speaker("slither-board-alt-map-title", subline=subline(view, speaker)),
            placement_sentence(view, detail, speaker),
            *(frog_sentence(view, names, f, min(1, detail), speaker) for f in view.frogs),
            speaker("slither-board-alt-seen", segments=semicolons(seen, speaker)) if seen else "",
            map_sentence(view, speaker),
            adjacency_sentence(view, speaker) if detail >= 1 else "",
        ]

    return fitting(build, names)


def frog_who(names: Sequence[str], seat: int, say: Speaker) -> str:
    """A frog's player with its pawn: "Ann (amber circle)"."""
    return say("slither-board-alt-frog-who", seat=seat_name(names, seat), pawn=pawn_words(seat, say))


def cards_alt_text(view: SlitherView, names: Sequence[str], say: Speaker | None = None) -> str:
    """The ability cards close-up in words: each frog's card, the snake's cards in hand, the frog deck."""
    speaker = say or english()

    def build(detail: int) -> list[str]:
        """Every card with its text (detail 2), the snake's by name only (1), every card by name (0)."""
        parts = [speaker("slither-board-alt-cards-title")]
        for f in view.frogs:
            who = frog_who(names, f.seat, speaker)
            if f.card is None:
                parts.append(speaker("slither-board-frog-no-card", who=who, why=no_card_words(f, speaker)))
            else:
                parts.append(
                    speaker(
                        "slither-board-alt-frog-card",
                        who=who,
                        card=ability_name(f.card, speaker),
                        detail=bool(detail),
                        timing=ability_timing(f.card, speaker),
                        text=ability_text(f.card, speaker),
                    )
                )
        if view.bellowed:
            parts.append(bellowed_words(speaker))
        held = [ability_name(a, speaker) for a in view.snake_abilities]
        parts.append(speaker("slither-board-alt-snake-cards", cards=Listed.of(held), count=len(held)))
        if detail >= 2:
            parts += [
                speaker(
                    "slither-board-alt-card-text",
                    card=ability_name(a, speaker),
                    text=ability_text(a, speaker),
                )
                for a in view.snake_abilities
            ]
        parts.append(frog_deck_words(view, speaker))
        return parts

    return fitting(build, names)


def path_alt_text(view: SlitherView, names: Sequence[str], say: Speaker | None = None) -> str:
    """The snake's path close-up in words (its own view): its path, where its next Head may go, its hand
    and the map."""
    speaker = say or english()
    spoken = sentence(private_headline(view, names, None, speaker), speaker)

    def build(detail: int) -> list[str]:
        return [
            speaker("slither-board-alt-path-title", headline=spoken),
            path_sentence(view, speaker),
            path_rings_words(view, speaker),
            sentence(hand_text(view, speaker), speaker),
            map_sentence(view, speaker),
            adjacency_sentence(view, speaker) if detail >= 2 else "",
        ]

    return fitting(build, names)
