"""SLITHER in words: whose turn it is and what they must do, the round and the score, hexes, path segments,
frogs, the tile being laid and what the frogs know. The embed, the terminal text, the pictures' short
lines and the alt text (``alt.py``) are all built from these.

Everything here reads only the view it is given. Only ``SlitherView.secret``, present in the snake's own
view alone, holds the hidden path and hand; the functions that read it say so, and the public board's
words never call them.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.render.protocol import seat_name
from engines.slither.data import catalog
from engines.slither.models import ClueView, FrogView, PathCard, SegmentView, SlitherView, SpotView
from engines.slither.scoring import end_summary
from engines.wording import fill_names, join_words, noun, plural, verb

FOUND_OUT_TO_WIN = 2  # [R] Goal: the frogs win by revealing the snake 2 times

PHASES = {
    "place_tile": "the snake lays a tile",
    "grow_path": "the snake grows its path",
    "place_frogs": "the frogs choose their buildings",
    "frogs_move": "the frogs move",
    "reveal": "Reveal: frogs may use their cards",
    "snake_move": "the snake moves",
    "over": "game over",
}
NEIGHBOURS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))  # rules 3(c) "Geometry", ruling 10


def hex_name(hex_id: str | None) -> str:
    if hex_id is None:
        return "off the board"
    return catalog().name(hex_id)


def ability_name(card_id: str | None) -> str:
    if card_id is None:
        return ""
    cat = catalog()
    if card_id in cat.snake_cards:
        return cat.snake_cards[card_id].name
    return cat.frog_cards[card_id].name


def ability_text(card_id: str) -> str:
    cat = catalog()
    if card_id in cat.snake_cards:
        return cat.snake_cards[card_id].text
    return cat.frog_cards[card_id].text


def short_segment(name: str) -> str:
    """The tag a path card carries on the map: H, M1..M4, T."""
    return {"Head": "H", "Tail": "T"}.get(name, name.replace("Middle ", "M"))


def snake_name(names: Sequence[str]) -> str:
    return seat_name(names, 0)


def round_name(view: SlitherView) -> str:
    """Round 0 is the setup (the first Frogs Move starts round 1), so players read "Setup" there."""
    if not view.round:
        return "Setup"
    return f"Round {view.round} of {view.last_round}" if view.last_round else f"Round {view.round}"


def pads_left(view: SlitherView) -> int:
    return sum(n for _, n in view.pads)


def full_pads() -> dict[str, int]:
    """Lily pads each building starts with ([R] setup step 6, ruling 7)."""
    return {h.id: h.lily_pads for t in catalog().data.start_tiles for h in t.hexes if h.kind == "building"}


def frogs_acting(view: SlitherView) -> list[FrogView]:
    return [f for f in view.frogs if f.seat in view.acting]


def snake_acting(view: SlitherView) -> bool:
    return 0 in view.acting and view.winner is None


# ---- whose turn ---------------------------------------------------------------------------------------


def status(view: SlitherView, names: Sequence[str]) -> str:
    """One sentence for the embed and the text: the round, then who won or who must do what."""
    if view.winner is not None:
        summary = end_summary(
            view.winner, view.num_players, view.found_out, pads_left(view), False, view.last_round
        )
        return "Game over: " + fill_names(summary, names)
    who = join_words(seat_name(names, s) for s in view.acting) or "nobody"
    when = round_name(view)
    p = view.placement
    if p is not None:
        numbers = "-".join((p.numbers[0], p.numbers[2]))
        tile = p.tile.removeprefix("T")
        if p.spot is None:
            doing = f"{snake_name(names)} lays tile {tile} ({numbers}): a letter marks 3 hexes."
        else:
            doing = f"{snake_name(names)} lays tile {tile} ({numbers}): which hex gets {p.numbers[0]}?"
        return f"{when}: {doing}"
    return f"{when}: {PHASES[view.phase]}. Waiting for {who}."


def brief(name: str, limit: int | None) -> str:
    """A name cut to ``limit`` characters (with "…"), so that a long one leaves the headline room."""
    return name if limit is None or len(name) <= limit else name[: limit - 1].rstrip() + "…"


def headline(view: SlitherView, names: Sequence[str], limit: int | None = 16) -> str:
    """The picture's status, short enough for a phone: who won, or who decides what now; names cut to
    ``limit`` characters (None: whole, for alt text)."""
    snake = brief(snake_name(names), limit)
    if view.winner == "frogs":
        return "The frogs win: they found the snake out twice!"
    if view.winner == "snake":
        if pads_left(view):
            return f"{snake}, the snake, wins: still free after round {view.last_round}!"
        return f"{snake}, the snake, wins: every lily pad is gone!"
    p = view.placement
    if p is not None:
        tile = p.tile.removeprefix("T")
        if p.spot is None:
            return f"{snake} lays tile {tile} ({p.numbers[0]}–{p.numbers[2]}): choose a spot"
        return f"{snake} lays tile {tile}: which hex gets {p.numbers[0]}?"
    if view.phase == "grow_path":
        return f"{snake}, the snake, grows its path in secret"
    if view.phase == "snake_move":
        return f"{snake}, the snake, moves in secret"
    frogs = frogs_acting(view)
    who = join_words(brief(seat_name(names, f.seat), limit) for f in frogs) or "nobody"
    moving = f"move your {'frog' if len(frogs) == 1 else 'frogs'}"
    if frogs and all(f.swallowed for f in frogs):
        moving = "come back on a building"  # ruling 21: a swallowed frog returns instead of moving
    doing = {
        "place_frogs": "choose a building to start on",
        "frogs_move": moving,
        "reveal": "use your card at the Reveal, or keep it",
    }.get(view.phase, "decide")
    return f"{who}: {doing}"


def subline(view: SlitherView) -> str:
    """Who leads: the round (the snake wins after the last, ours B1), the found-outs (the frogs win at
    two, [R] Goal) and the lily pads left (the snake wins at none, [R] Goal)."""
    total = catalog().total_pads
    parts = [
        round_name(view),
        f"found out {view.found_out} of {FOUND_OUT_TO_WIN}",
        f"lily pads {pads_left(view)} of {total}",
    ]
    return " · ".join(parts)


def score_sentence(view: SlitherView, with_round: bool = False) -> str:
    """The same facts as ``subline`` in sentences, for alt text (the round only ``with_round``: the
    status sentence before it usually says it)."""
    total = catalog().total_pads
    found = {
        0: "not yet found the snake out",
        1: "found the snake out once",
        2: "found the snake out twice",
    }.get(view.found_out, f"found the snake out {view.found_out} times")
    pads = ", ".join(f"{hex_name(b)} {n}" for b, n in view.pads)
    limit = f" The snake wins if it is still free after round {view.last_round}." if view.last_round else ""
    when = f"{round_name(view)}. " if with_round else ""
    return (
        f"{when}The frogs have {found} (they win at {FOUND_OUT_TO_WIN}). "
        f"{pads_left(view)} of {plural(total, 'lily pad')} {verb(pads_left(view), 'is', 'are')} left "
        f"({pads}).{limit}"
    )


# ---- the path -----------------------------------------------------------------------------------------


def pads_text(view: SlitherView) -> str:
    full = full_pads()
    return "  ".join(f"{hex_name(b)} {'●' * n}{'○' * (full[b] - n)}" for b, n in view.pads)


def segment_text(seg: SegmentView, secret: PathCard | None) -> str:
    """A segment as the text and embed write it; ``secret`` is the snake's own card (its view only)."""
    if secret is not None:
        body = f"{secret.loc}{'' if secret.face_up else ' (down)'}"
    elif not seg.filled:
        body = "—"
    else:
        body = seg.loc if seg.face_up and seg.loc else "?"
    extra = f" +{ability_name(seg.ability)}" if seg.ability else ""
    return f"{seg.name}: {body}{extra}"


def secret_path(view: SlitherView) -> tuple[PathCard, ...]:
    """The snake's whole path, Head first: only the snake's own view has it (empty otherwise)."""
    return view.secret.path if view.secret is not None else ()


def secret_cards(view: SlitherView) -> tuple[PathCard | None, ...]:
    """The snake's own view only: the card in each segment, as ``view.segments`` lists them (None for an
    empty one): while it moves, its path has shifted and the Head waits for the new card."""
    cards = secret_path(view)
    shift = 1 if view.shifted and not view.growing else 0
    return tuple(cards[i - shift] if 0 <= i - shift < len(cards) else None for i in range(len(view.segments)))


def path_line(view: SlitherView, with_secret: bool) -> str:
    cards = secret_cards(view) if with_secret else ()
    parts = [segment_text(seg, cards[i] if i < len(cards) else None) for i, seg in enumerate(view.segments)]
    line = " | ".join(parts)
    if view.growing and not with_secret:
        line += "  (being grown)"
    return line


def segment_words(seg: SegmentView, card: PathCard | None) -> str:
    """A segment in a sentence: "Head face down", "Middle 1 seen on 7, with Strike", "Tail empty"; with
    ``card`` (the snake's own view) the location of a face-down card too."""
    if card is not None:
        state = "seen face up" if card.face_up else "face down"
        body = f"{seg.name} {card.loc}, {state}"
    elif not seg.filled:
        body = f"{seg.name} empty"
    elif seg.face_up and seg.loc:
        body = f"{seg.name} seen on {seg.loc}"
    else:
        body = f"{seg.name} face down"
    return body + (f", with {ability_name(seg.ability)}" if seg.ability else "")


def snake_cards_words(view: SlitherView) -> str:
    names = [ability_name(a) for a in view.snake_abilities]
    held = f"the {noun(len(names), 'ability card')} {join_words(names)}" if names else "no ability card"
    bellow = " A frog bellowed: no ability card on its next move." if view.bellowed else ""
    return f"The snake holds {plural(view.hand_size, 'location card')} and {held}.{bellow}"


# ---- frogs --------------------------------------------------------------------------------------------


def frog_where(f: FrogView) -> str:
    if f.swallowed:
        return "swallowed"
    return "not placed yet" if f.hex is None else f"on {hex_name(f.hex)}"


def frog_lines(view: SlitherView, names: Sequence[str]) -> list[str]:
    out = []
    for f in view.frogs:
        card = f"holds {ability_name(f.card)}" if f.card else "no card"
        done = " (done)" if f.done and view.phase in ("frogs_move", "reveal") else ""
        out.append(f"  {seat_name(names, f.seat)}: {frog_where(f)}, {card}{done}")
    return out


# ---- the map ------------------------------------------------------------------------------------------


def neighbour_names(view: SlitherView, hex_id: str) -> list[str]:
    """The placed hexes sharing an edge with ``hex_id`` (ruling 10), in the order of the view's cells."""
    at = {(c.q, c.r): c for c in view.cells}
    cell = next(c for c in view.cells if c.id == hex_id)
    near = {(cell.q + dq, cell.r + dr) for dq, dr in NEIGHBOURS}
    return [c.name for c in view.cells if (c.q, c.r) in near and (c.q, c.r) in at]


def spot_touches(view: SlitherView, cells: tuple[tuple[int, int], ...]) -> str:
    at = {(c.q, c.r): c for c in view.cells}
    touched: list[str] = []
    for q, r in cells:
        for dq, dr in NEIGHBOURS:
            c = at.get((q + dq, r + dr))
            if c is not None and c.name not in touched:
                touched.append(c.name)
    return join_words(touched)


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


def placement_lines(view: SlitherView) -> list[str]:
    p = view.placement
    if p is None:
        return []
    lines = [f"Tile {p.tile.removeprefix('T')} ({', '.join(p.numbers)}) is being laid."]
    if p.spot is not None:
        chosen = next(s for s in p.spots if s.id == p.spot)
        lines.append(f"  Spot {chosen.letter} chosen (next to {spot_touches(view, chosen.cells)}).")
        return lines
    shown = [s for s in p.spots if p.group is None or s.group == p.group]
    for s in shown:
        shape = "▲" if s.id.startswith("u") else "▼"
        lines.append(f"  spot {s.letter} {shape} next to {spot_touches(view, s.cells)}")
    return lines


# ---- what the frogs know ------------------------------------------------------------------------------


def clue_text(clue: ClueView) -> str:
    """A clue in words (ours D20): what holds now says "now"; anything else names its moment, in rounds.

    "6 is the snake's Middle 1 now"; "In round 3, the snake played its Head on 6"; "At setup, the snake
    grew its path with 6 at the Middle 2"; "At the Reveal in round 5, 9 was in the snake's hand"; "In
    round 6, Venom fell off the Tail next to β2"."""
    if clue.kind in ("near_head", "far_head"):
        within = "within 2 spaces of" if clue.kind == "near_head" else "more than 2 spaces from"
        where = f"{within} {hex_name(clue.hex)}"
    else:
        where = f"on {clue.hex}"
    if clue.moment == "now":
        if clue.kind == "not_in_path":
            return f"{clue.hex} is in the snake's hand now"
        if clue.kind == "at":
            return f"{clue.hex} is the snake's {clue.segment} now"
        return f"The snake's {clue.segment} is {where} now"
    when = f"In round {clue.round}"
    if clue.moment == "reveal":
        return f"At the Reveal in round {clue.round}, {clue.hex} was in the snake's hand"
    if clue.moment == "fell":
        building = hex_name(clue.hex) if clue.kind == "venom_hit" else "no building with lily pads"
        return f"{when}, Venom fell off the Tail next to {building}"
    if clue.moment == "played":
        return f"{when}, the snake played its Head {where}"
    grown = "At setup, the snake grew its path" if not clue.round else f"{when}, the snake grew a new path"
    if clue.kind == "at":
        return f"{grown} with {clue.hex} at the {clue.segment}"
    return f"{grown} with its {clue.segment} {where}"


def clues_inline(clues: Sequence[ClueView]) -> str:
    """Clues in one run of text, "; " between them, as a sentence goes on after a colon."""
    return "; ".join(text[:1].lower() + text[1:] for text in map(clue_text, clues))


# ---- the snake's own words (its view only) ---------------------------------------------------------------


def head_options(view: SlitherView) -> list[str]:
    """The snake's view only: the cards in its hand next to its Head, where its next Head may go
    (rulebook "Snake Moves": within 1 space of the previous card; ruling 13)."""
    cards = secret_path(view)
    if view.secret is None or not cards or view.phase == "grow_path":
        return []  # while it grows, the next card goes after the last one grown, not by the Head
    hand = set(view.secret.hand)
    return [name for name in neighbour_names(view, cards[0].loc) if name in hand]


def private_headline(view: SlitherView, names: Sequence[str], limit: int | None = 16) -> str:
    """The snake's picture's status: what it must decide in secret, or the public headline."""
    secret = view.secret
    if secret is None or view.winner is not None or not snake_acting(view):
        return headline(view, names, limit)
    if view.phase == "grow_path":
        index = len(secret.path)
        segment = view.segments[index].name if index < len(view.segments) else "path"
        return f"Grow your path: choose the card for the {segment}"
    if view.phase == "snake_move":
        if secret.pending_ability == "shed_skin":
            return "Shed Skin: choose the card to turn face down"
        if secret.pending_head is not None:
            return f"New Head {secret.pending_head}: play an ability card, or none"
        return "Your move: choose your new Head (gold rings)"
    return headline(view, names, limit)


def hand_text(view: SlitherView) -> str:
    """The snake's view only: its hand in words."""
    hand = view.secret.hand if view.secret is not None else ()
    return f"Your hand ({len(hand)}): {', '.join(hand) or 'empty'}"


def path_rings_words(view: SlitherView) -> str:
    """The snake's view only: what the gold rings of its path close-up mark (where its next Head may go),
    or why there are none."""
    options = head_options(view)
    if view.phase == "grow_path":
        return "You are growing your path: each card goes next to the one before it."
    if options:
        return (
            f"Gold rings: the cards in your hand next to your Head ({join_words(options)}), "
            "where your next Head may go."
        )
    return "Your path is empty." if not secret_path(view) else "No card in your hand is next to your Head."


# ---- ability cards -------------------------------------------------------------------------------------

BELLOWED = "A frog bellowed: the snake plays no ability card on its next move."


def no_card_words(f: FrogView) -> str:
    """Why a frog holds no ability card."""
    return "swallowed, no card" if f.swallowed else "no card (it draws one at its next move)"


def frog_deck_words(view: SlitherView) -> str:
    return f"Frog deck: {plural(view.deck_size, 'card')}; discard pile: {plural(len(view.discard), 'card')}."
