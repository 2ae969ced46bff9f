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

from bot.render.protocol import MAX_ALT_TEXT, alt_text_from, seat_name
from bot.render.slither.style import frog_style
from bot.render.slither.words import (
    BELLOWED,
    ability_name,
    ability_text,
    active_spots,
    clues_inline,
    frog_deck_words,
    frog_where,
    hand_text,
    head_options,
    neighbour_names,
    no_card_words,
    path_rings_words,
    private_headline,
    score_sentence,
    secret_cards,
    segment_words,
    snake_cards_words,
    spot_touches,
    status,
    subline,
)
from engines.slither.data import catalog
from engines.slither.models import FrogView, SlitherView
from engines.wording import join_words, noun


def sentence(text: str) -> str:
    """The text ending as a sentence does."""
    return text if text.endswith((".", "!", "?")) else text + "."


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


def frog_sentence(view: SlitherView, names: Sequence[str], f: FrogView, detail: int) -> str:
    """A frog in words: its player, its pawn, where it is (and with ``detail`` what is next to it), its card."""
    tags = [frog_style(f.seat).words]
    if f.seat == view.viewer:
        tags.append("you")
    if f.seat in view.acting and view.winner is None:
        tags.append("to act")
    where = frog_where(f)
    if detail >= 1 and f.hex is not None:
        near = neighbour_names(view, f.hex)
        if near:
            where += f", next to {join_words(near)}"
    card = f"holds {ability_name(f.card)}" if f.card else "no card"
    return f"{seat_name(names, f.seat)} ({', '.join(tags)}) is {where}; {card}."


def map_sentence(view: SlitherView) -> str:
    kinds: dict[str, list[str]] = {"letter": [], "building": [], "number": []}
    for c in view.cells:
        kinds[c.kind].append(c.name)
    numbers = sorted(kinds["number"], key=int)
    parts = [f"letters {join_words(kinds['letter'])}", f"buildings {join_words(kinds['building'])}"]
    if len(numbers) > 2 and numbers == [str(k) for k in range(1, len(numbers) + 1)]:
        # Tiles come in numerical order ([R] setup 3, Found out 2), tile k carrying 3k-2..3k (ruling 2).
        parts.append(f"locations 1 to {len(numbers)}")
    elif numbers:
        parts.append(f"{noun(len(numbers), 'location')} {join_words(numbers)}")
    return f"The map: {'; '.join(parts)}."


def adjacency_sentence(view: SlitherView) -> str:
    """Every placed hex and its placed neighbours (ruling 10), numbers in order."""
    order = sorted(
        view.cells, key=lambda c: (c.kind != "number", int(c.name) if c.kind == "number" else 0, c.name)
    )
    return (
        "Next to each other: "
        + "; ".join(f"{c.name}: {', '.join(neighbour_names(view, c.id))}" for c in order)
        + "."
    )


def placement_sentence(view: SlitherView, detail: int) -> str:
    p = view.placement
    if p is None:
        return ""
    tile = f"Tile {p.tile.removeprefix('T')} ({join_words(p.numbers)}) is being laid"
    spots = active_spots(view)
    if p.spot is not None:
        chosen = spots[0]
        return f"{tile} on spot {chosen.letter}, next to {spot_touches(view, chosen.cells)}."
    letters = (
        f"spots {spots[0].letter} to {spots[-1].letter}" if len(spots) > 1 else f"spot {spots[0].letter}"
    )
    if detail >= 2:
        each = "; ".join(f"{s.letter} next to {spot_touches(view, s.cells)}" for s in spots)
        return f"{tile}: {letters} are lettered on the map: {each}."
    return f"{tile}: {letters} are lettered on the map, where their three hexes meet."


def board_alt_text(view: SlitherView, names: Sequence[str]) -> str:
    """The board picture in words, from public facts only, most needed first: the status, who leads, the
    tile being laid, the frogs (and what is next to them), the path's seen cards, what the frogs know,
    the snake's cards, the map and (when there is room) which hexes touch."""

    def build(detail: int) -> list[str]:
        path = (
            "The snake is growing its path in secret."
            if view.growing
            else (
                "The snake's path, Head to Tail: "
                + "; ".join(segment_words(s, None) for s in view.segments)
                + "."
            )
        )
        parts = [
            f"SLITHER board. {status(view, names)}",
            score_sentence(view),
            placement_sentence(view, detail),
            *(frog_sentence(view, names, f, detail) for f in view.frogs),
        ]
        if view.placement is None:
            parts.append(path)
        clues = view.clues[-8:] if detail >= 2 else view.clues[-4:] if detail else ()
        if clues:
            parts.append(f"What the frogs know: {clues_inline(clues)}.")
        if view.placement is None:
            parts.append(snake_cards_words(view))
        parts.append(map_sentence(view))
        if detail >= 2:
            parts.append(adjacency_sentence(view))
        return parts

    return fitting(build, names)


def path_sentence(view: SlitherView) -> str:
    """The snake's view only: its whole path in words."""
    cards = secret_cards(view)
    words = [segment_words(seg, card) for seg, card in zip(view.segments, cards, strict=True)]
    return "Your path, Head to Tail: " + "; ".join(words) + "."


def private_alt_text(view: SlitherView, names: Sequence[str]) -> str:
    """The snake's secret picture in words (its own view): its path, its hand, where its Head may go,
    its ability cards, and the public facts of the board."""
    secret = view.secret
    if secret is None:
        return ""

    def build(detail: int) -> list[str]:
        options = head_options(view)
        parts = [
            f"Your secret path and hand in SLITHER. {sentence(private_headline(view, names, None))}",
            path_sentence(view),
            f"Your hand ({len(secret.hand)}): {', '.join(secret.hand) or 'empty'}.",
        ]
        if options:
            parts.append(f"In your hand next to your Head: {join_words(options)}.")
        if secret.pending_head is not None:
            parts.append(f"You are playing {secret.pending_head} as your new Head.")
        held = join_words(ability_name(a) for a in view.snake_abilities) or "none"
        parts.append(
            f"Your ability cards: {held}."
            + (" A frog bellowed: none on your next move." if view.bellowed else "")
        )
        parts.append(score_sentence(view, with_round=True))
        parts += [frog_sentence(view, names, f, detail) for f in view.frogs]
        parts.append(map_sentence(view))
        if detail >= 2:
            parts.append(adjacency_sentence(view))
        return parts

    return fitting(build, names)


# ---- the close-ups -------------------------------------------------------------------------------------


def map_alt_text(view: SlitherView, names: Sequence[str]) -> str:
    """The map close-up in words: public facts only, whoever asks."""
    seen = [segment_words(s, None) for s in view.segments if s.face_up]

    def build(detail: int) -> list[str]:
        return [
            f"The SLITHER map. {subline(view)}.",
            placement_sentence(view, detail),
            *(frog_sentence(view, names, f, min(1, detail)) for f in view.frogs),
            ("Path cards seen face up: " + "; ".join(seen) + ".") if seen else "",
            map_sentence(view),
            adjacency_sentence(view) if detail >= 1 else "",
        ]

    return fitting(build, names)


def cards_alt_text(view: SlitherView, names: Sequence[str]) -> str:
    """The ability cards close-up in words: each frog's card, the snake's cards in hand, the frog deck."""

    def build(detail: int) -> list[str]:
        """Every card with its text (detail 2), the snake's by name only (1), every card by name (0)."""
        cat = catalog()
        parts = ["SLITHER's ability cards."]
        for f in view.frogs:
            who = f"{seat_name(names, f.seat)} ({frog_style(f.seat).words})"
            if f.card is None:
                parts.append(f"{who}: {no_card_words(f)}.")
            else:
                text = f" ({cat.frog_cards[f.card].timing}): {ability_text(f.card)}" if detail else "."
                parts.append(f"{who} holds {ability_name(f.card)}{text}")
        if view.bellowed:
            parts.append(BELLOWED)
        held = join_words(ability_name(a) for a in view.snake_abilities) or "none"
        parts.append(f"The snake's ability cards in hand: {held}.")
        if detail >= 2:
            parts += [f"{ability_name(a)}: {ability_text(a)}" for a in view.snake_abilities]
        parts.append(frog_deck_words(view))
        return parts

    return fitting(build, names)


def path_alt_text(view: SlitherView, names: Sequence[str]) -> str:
    """The snake's path close-up in words (its own view): its path, where its next Head may go, its hand
    and the map."""
    spoken = private_headline(view, names, None)

    def build(detail: int) -> list[str]:
        return [
            f"Your secret path in SLITHER. {sentence(spoken)}",
            path_sentence(view),
            path_rings_words(view),
            f"{hand_text(view)}.",
            map_sentence(view),
            adjacency_sentence(view) if detail >= 2 else "",
        ]

    return fitting(build, names)
