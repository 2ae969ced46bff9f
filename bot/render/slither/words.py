"""SLITHER in words: whose turn it is and what they must do, the round and the score, path segments, frogs
and the tile being laid, in the reader's language (``slither.ftl``, "The board in words"). The embed,
the terminal text, the pictures' short lines and the alt text (``alt.py``) are all built from these; the
names of things are in ``terms.py``, what the frogs know in ``cluewords.py``, the snake's own words in
``snakewords.py``.

Everything here reads only the view it is given. Only ``SlitherView.secret``, present in the snake's own
view alone, holds the hidden path and hand; the functions that read it say so, and the public board's
words never call them.

Every function takes ``say``, the reader's catalogue, last; without one it speaks English.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n import Speaker, english
from bot.render.protocol import seat_name
from bot.render.slither.cluewords import clue_text as clue_text
from bot.render.slither.cluewords import clues_inline as clues_inline
from bot.render.slither.terms import (
    FOUND_OUT_TO_WIN,
    hex_name,
    round_words,
    segment_of,
)
from bot.render.slither.terms import ability_name as ability_name
from engines.phrasing import Listed, Words
from engines.slither.data import catalog
from engines.slither.models import FrogView, PathCard, SegmentView, SlitherView, SpotView

NEIGHBOURS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))  # rules 3(c) "Geometry", ruling 10


def snake_name(names: Sequence[str]) -> str:
    return seat_name(names, 0)


def pads_left(view: SlitherView) -> int:
    return sum(n for _, n in view.pads)


def full_pads() -> dict[str, int]:
    """Lily pads each building starts with ([R] setup step 6, ruling 7)."""
    return {h.id: h.lily_pads for t in catalog().data.start_tiles for h in t.hexes if h.kind == "building"}


def frogs_acting(view: SlitherView) -> list[FrogView]:
    return [f for f in view.frogs if f.seat in view.acting]


def snake_acting(view: SlitherView) -> bool:
    return 0 in view.acting and view.winner is None


def listed(items: Sequence[str], say: Speaker | None = None) -> str:
    """Items as one phrase in the reader's language ("A, B and 1")."""
    return (say or english())("slither-board-listed", items=Listed.of(items))


# ---- whose turn ---------------------------------------------------------------------------------------


def result_words(view: SlitherView, names: Sequence[str]) -> Words:
    """Who won and why, with the lily pads and found-outs that decided it ([R] Goal; ours B1, D16)."""
    total = catalog().total_pads
    gone = total - pads_left(view)
    if view.winner == "snake":
        return Words(
            id="slither-board-won-snake",
            args={
                "snake": snake_name(names),
                "free": pads_left(view) > 0,
                "round": view.last_round,
                "gone": gone,
                "total": total,
                "found": view.found_out,
            },
        )
    frogs = [seat_name(names, seat) for seat in range(1, view.num_players)]
    return Words(
        id="slither-board-won-frogs",
        args={"frogs": Listed.of(frogs), "count": len(frogs), "gone": gone, "total": total},
    )


def status(view: SlitherView, names: Sequence[str], say: Speaker | None = None) -> str:
    """One sentence for the embed and the text: the round, then who won or who must do what."""
    say = say or english()
    if view.winner is not None:
        return say("slither-board-status-over", result=result_words(view, names))
    p = view.placement
    if p is not None:
        return say(
            "slither-board-status-laying",
            when=round_words(view),
            snake=snake_name(names),
            tile=p.tile.removeprefix("T"),
            low=p.numbers[0],
            high=p.numbers[2],
            chosen=p.spot is not None,
        )
    who = [seat_name(names, s) for s in view.acting]
    doing = Words(id="slither-board-phase", args={"phase": view.phase})
    return say(
        "slither-board-status", when=round_words(view), doing=doing, who=Listed.of(who), nobody=not who
    )


def brief(name: str, limit: int | None) -> str:
    """A name cut to ``limit`` characters (with "…"), so that a long one leaves the headline room."""
    return name if limit is None or len(name) <= limit else name[: limit - 1].rstrip() + "…"


def headline(
    view: SlitherView, names: Sequence[str], limit: int | None = 16, say: Speaker | None = None
) -> str:
    """The picture's status, short enough for a phone: who won, or who decides what now; names cut to
    ``limit`` characters (None: whole, for alt text)."""
    say = say or english()
    snake = brief(snake_name(names), limit)
    if view.winner is not None:
        free = pads_left(view) > 0
        return say(
            "slither-board-headline-won", winner=view.winner, snake=snake, free=free, round=view.last_round
        )
    p = view.placement
    if p is not None:
        return say(
            "slither-board-headline-laying",
            snake=snake,
            tile=p.tile.removeprefix("T"),
            low=p.numbers[0],
            high=p.numbers[2],
            chosen=p.spot is not None,
        )
    if view.phase in ("grow_path", "snake_move"):
        return say("slither-board-headline-snake", snake=snake, phase=view.phase)
    frogs = frogs_acting(view)
    who = [brief(seat_name(names, f.seat), limit) for f in frogs]
    doing: str = view.phase if view.phase in ("place_frogs", "frogs_move", "reveal") else "other"
    if doing == "frogs_move" and frogs and all(f.swallowed for f in frogs):
        doing = "return"  # ruling 21: a swallowed frog returns instead of moving
    return say(
        "slither-board-headline-frogs", who=Listed.of(who), nobody=not who, doing=doing, count=len(frogs)
    )


def subline(view: SlitherView, say: Speaker | None = None) -> str:
    """Who leads: the round (the snake wins after the last, ours B1), the found-outs (the frogs win at
    two, [R] Goal) and the lily pads left (the snake wins at none, [R] Goal)."""
    return (say or english())(
        "slither-board-subline",
        when=round_words(view),
        found=view.found_out,
        goal=FOUND_OUT_TO_WIN,
        left=pads_left(view),
        total=catalog().total_pads,
    )


def score_sentence(view: SlitherView, with_round: bool = False, say: Speaker | None = None) -> str:
    """The same facts as ``subline`` in sentences, for alt text (the round only ``with_round``: the
    status sentence before it usually says it)."""
    say = say or english()
    pads = [say("slither-board-pads-on", hex=hex_name(b), pads=n) for b, n in view.pads]
    return say(
        "slither-board-score",
        with_round=with_round,
        when=round_words(view),
        found=view.found_out,
        goal=FOUND_OUT_TO_WIN,
        left=pads_left(view),
        total=catalog().total_pads,
        pads=Listed.of(pads, "narrow"),
        last=view.last_round,
    )


# ---- the path -----------------------------------------------------------------------------------------


def pads_text(view: SlitherView) -> str:
    full = full_pads()
    return "  ".join(f"{hex_name(b)} {'●' * n}{'○' * (full[b] - n)}" for b, n in view.pads)


def segment_text(seg: SegmentView, secret: PathCard | None, say: Speaker | None = None) -> str:
    """A segment as the text and embed write it; ``secret`` is the snake's own card (its view only)."""
    say = say or english()
    if secret is not None:
        state, loc = ("seen" if secret.face_up else "down"), secret.loc
    elif not seg.filled:
        state, loc = "empty", ""
    elif seg.face_up and seg.loc:
        state, loc = "seen", seg.loc
    else:
        state, loc = "hidden", ""
    return say(
        "slither-board-segment-text",
        segment=segment_of(seg.name),
        state=state,
        loc=loc,
        with_card=bool(seg.ability),
        card=ability_name(seg.ability, say),
    )


def secret_path(view: SlitherView) -> tuple[PathCard, ...]:
    """The snake's whole path, Head first: only the snake's own view has it (empty otherwise)."""
    return view.secret.path if view.secret is not None else ()


def secret_cards(view: SlitherView) -> tuple[PathCard | None, ...]:
    """The snake's own view only: the card in each segment, as ``view.segments`` lists them (None for an
    empty one): while it moves, its path has shifted and the Head waits for the new card."""
    cards = secret_path(view)
    shift = 1 if view.shifted and not view.growing else 0
    return tuple(cards[i - shift] if 0 <= i - shift < len(cards) else None for i in range(len(view.segments)))


def path_line(view: SlitherView, with_secret: bool, say: Speaker | None = None) -> str:
    cards = secret_cards(view) if with_secret else ()
    parts = [
        segment_text(seg, cards[i] if i < len(cards) else None, say) for i, seg in enumerate(view.segments)
    ]
    line = " | ".join(parts)
    if view.growing and not with_secret:
        line = (say or english())("slither-board-path-growing", path=line)
    return line


def segment_words(seg: SegmentView, card: PathCard | None, say: Speaker | None = None) -> str:
    """A segment in a sentence: "Head face down", "Middle 1 seen on 7, with Strike", "Tail empty"; with
    ``card`` (the snake's own view) the location of a face-down card too."""
    if card is not None:
        state, loc = ("up" if card.face_up else "down"), card.loc
    elif not seg.filled:
        state, loc = "empty", ""
    elif seg.face_up and seg.loc:
        state, loc = "seen", seg.loc
    else:
        state, loc = "hidden", ""
    return (say or english())(
        "slither-board-segment-words",
        segment=segment_of(seg.name),
        state=state,
        loc=loc,
        with_card=bool(seg.ability),
        card=ability_name(seg.ability, say),
    )


def snake_cards_words(view: SlitherView, say: Speaker | None = None) -> str:
    names = [ability_name(a, say) for a in view.snake_abilities]
    return (say or english())(
        "slither-board-snake-cards",
        hand=view.hand_size,
        count=len(names),
        cards=Listed.of(names),
        bellowed=view.bellowed,
    )


# ---- frogs --------------------------------------------------------------------------------------------


def frog_where(f: FrogView, say: Speaker | None = None) -> str:
    where = "swallowed" if f.swallowed else "nowhere" if f.hex is None else "on"
    return (say or english())("slither-board-frog-where", where=where, hex=hex_name(f.hex) if f.hex else "")


def frog_lines(view: SlitherView, names: Sequence[str], say: Speaker | None = None) -> list[str]:
    say = say or english()
    return [
        "  "
        + say(
            "slither-board-frog-line",
            seat=seat_name(names, f.seat),
            where=frog_where(f, say),
            with_card=bool(f.card),
            card=ability_name(f.card, say),
            done=f.done and view.phase in ("frogs_move", "reveal"),
        )
        for f in view.frogs
    ]


def bellowed_words(say: Speaker | None = None) -> str:
    return (say or english())("slither-board-bellowed")


def no_card_words(f: FrogView, say: Speaker | None = None) -> str:
    """Why a frog holds no ability card."""
    return (say or english())("slither-board-no-card", swallowed=f.swallowed)


def frog_deck_words(view: SlitherView, say: Speaker | None = None) -> str:
    return (say or english())("slither-board-frog-deck", deck=view.deck_size, discard=len(view.discard))


# ---- the map ------------------------------------------------------------------------------------------


def neighbour_names(view: SlitherView, hex_id: str) -> list[str]:
    """The placed hexes sharing an edge with ``hex_id`` (ruling 10), in the order of the view's cells."""
    at = {(c.q, c.r): c for c in view.cells}
    cell = next(c for c in view.cells if c.id == hex_id)
    near = {(cell.q + dq, cell.r + dr) for dq, dr in NEIGHBOURS}
    return [c.name for c in view.cells if (c.q, c.r) in near and (c.q, c.r) in at]


def touching(view: SlitherView, cells: tuple[tuple[int, int], ...]) -> list[str]:
    """The placed hexes next to any of ``cells``, each once."""
    at = {(c.q, c.r): c for c in view.cells}
    touched: list[str] = []
    for q, r in cells:
        for dq, dr in NEIGHBOURS:
            c = at.get((q + dq, r + dr))
            if c is not None and c.name not in touched:
                touched.append(c.name)
    return touched


def spot_touches(view: SlitherView, cells: tuple[tuple[int, int], ...], say: Speaker | None = None) -> str:
    return listed(touching(view, cells), say)


def active_spots(view: SlitherView) -> list[SpotView]:
    """The spots the snake chooses from now (D2): the chosen one, those of the group picked, or all."""
    p = view.placement
    if p is None:
        return []
    if p.spot is not None:
        return [s for s in p.spots if s.id == p.spot]
    if p.grouped and p.group is not None:
        return [s for s in p.spots if s.group == p.group]
    return list(p.spots)


def placement_lines(view: SlitherView, say: Speaker | None = None) -> list[str]:
    p = view.placement
    if p is None:
        return []
    say = say or english()
    tile = p.tile.removeprefix("T")
    lines = [say("slither-board-laying", tile=tile, numbers=Listed.of(p.numbers, "narrow"))]
    if p.spot is not None:
        chosen = next(s for s in p.spots if s.id == p.spot)
        near = Listed.of(touching(view, chosen.cells))
        lines.append("  " + say("slither-board-laying-chosen", letter=chosen.letter, near=near))
        return lines
    shown = [s for s in p.spots if p.group is None or s.group == p.group]
    for s in shown:
        shape = "▲" if s.id.startswith("u") else "▼"
        near = Listed.of(touching(view, s.cells))
        lines.append("  " + say("slither-board-laying-spot", letter=s.letter, shape=shape, near=near))
    return lines
