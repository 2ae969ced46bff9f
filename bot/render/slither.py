"""SLITHER renderer: the swamp map as text (terminal) and as a PNG (Discord), from views only.

The public picture shows the placed tiles (numbers, letters, buildings with their lily pads), the frog
pawns, which path segments are filled and the path cards already revealed (tagged on the map with their
segment), and, while a tile is being laid, the candidate spots lettered at their centres. The snake's
private picture is the same map with its whole path tagged (face-down cards too) and its hand listed.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from PIL import Image, ImageDraw

from bot.render.base import BaseRenderer, RenderedBoard, with_embed_alt_text
from bot.render.draw import RGB, encode_png, font, ink_on, pill
from engines.slither.data import catalog
from engines.slither.engine import end_summary
from engines.slither.models import Clue, PathCard, SegmentView, SlitherView
from engines.wording import fill_names, join_words, plural

WIDTH = 900
HEX_RADIUS = 62  # the largest hex; small maps are drawn big so that they read on a phone
MIN_RADIUS = 26
MAX_MAP_HEIGHT = 980
MARGIN = 26
HEADER = 84

BG: RGB = (232, 236, 226)
WATER: RGB = (200, 220, 214)
SWAMP: RGB = (112, 168, 104)
LETTER: RGB = (222, 206, 160)
BUILDING: RGB = (150, 104, 68)
PAD: RGB = (62, 160, 78)
PAD_GONE: RGB = (120, 90, 66)
EDGE: RGB = (70, 84, 62)
TILE_EDGE: RGB = (38, 46, 34)
INK: RGB = (24, 28, 32)
MUTED: RGB = (96, 104, 110)
REVEALED: RGB = (196, 40, 40)
HIDDEN: RGB = (92, 62, 160)
SPOT: RGB = (250, 236, 140)
SPOT_DIM: RGB = (226, 226, 214)
FROG_COLOURS: tuple[RGB, ...] = ((232, 200, 40), (40, 150, 220), (236, 120, 40), (220, 80, 170))

PHASES = {
    "place_tile": "the snake lays a tile",
    "grow_path": "the snake grows its path",
    "place_frogs": "the frogs choose their buildings",
    "frogs_move": "the frogs move",
    "reveal": "Reveal: frogs may use their cards",
    "snake_move": "the snake moves",
    "over": "game over",
}


# ---- words ------------------------------------------------------------------------------------------


def _hex_name(hex_id: str | None) -> str:
    if hex_id is None:
        return "off the board"
    return catalog().name(hex_id)


def _short_segment(name: str) -> str:
    return {"Head": "H", "Tail": "T"}.get(name, name.replace("Middle ", "M"))


def _ability_name(card_id: str | None) -> str:
    if card_id is None:
        return ""
    cat = catalog()
    if card_id in cat.snake_cards:
        return cat.snake_cards[card_id].name
    return cat.frog_cards[card_id].name


def _status(view: SlitherView, names: Sequence[str]) -> str:
    if view.winner is not None:
        left = sum(n for _, n in view.pads)
        summary = end_summary(
            view.winner, view.num_players, view.found_out, left, with_scores=False, last_round=view.last_round
        )
        return "Game over: " + fill_names(summary, names)
    who = join_words(names[s] for s in view.acting) or "nobody"
    when = _round_name(view)
    p = view.placement
    if p is not None:
        numbers = "-".join((p.numbers[0], p.numbers[2]))
        if p.spot is None:
            doing = f"{names[0]} lays tile {p.tile.removeprefix('T')} ({numbers}): a letter marks 3 hexes."
        else:
            doing = (
                f"{names[0]} lays tile {p.tile.removeprefix('T')} ({numbers}): which hex gets {p.numbers[0]}?"
            )
        return f"{when}: {doing}"
    return f"{when}: {PHASES[view.phase]}. Waiting for {who}."


def _round_name(view: SlitherView) -> str:
    """Round 0 is the setup (the first Frogs Move starts round 1), so players read "Setup" there."""
    if not view.round:
        return "Setup"
    return f"Round {view.round} of {view.last_round}" if view.last_round else f"Round {view.round}"


def _pads_text(view: SlitherView) -> str:
    full = {b: h.lily_pads for t in catalog().data.start_tiles for h in t.hexes for b in [h.id]}
    parts = [f"{_hex_name(b)} {'●' * n}{'○' * (full[b] - n)}" for b, n in view.pads]
    return "  ".join(parts)


def _segment_text(seg: SegmentView, secret: PathCard | None) -> str:
    if secret is not None:
        body = f"{secret.loc}{'' if secret.face_up else ' (down)'}"
    elif not seg.filled:
        body = "—"
    else:
        body = seg.loc if seg.face_up and seg.loc else "?"
    extra = f" +{_ability_name(seg.ability)}" if seg.ability else ""
    return f"{seg.name}: {body}{extra}"


def _path_line(view: SlitherView, with_secret: bool) -> str:
    secret_path = view.secret.path if (with_secret and view.secret is not None) else ()
    parts = []
    for i, seg in enumerate(view.segments):
        card = secret_path[i] if i < len(secret_path) else None
        parts.append(_segment_text(seg, card))
    line = " | ".join(parts)
    if view.growing and not with_secret:
        line += "  (being grown)"
    return line


def _clue_text(clue: Clue, view: SlitherView) -> str:
    ago = view.trail_len - 1 - clue.index
    when = "now" if ago == 0 else f"{plural(ago, 'move')} ago"
    if clue.kind == "at":
        # Not "was the Head n moves ago": the cards grown with the path behind the Head never were.
        steps = plural(ago, "step")
        return f"{clue.hex} is {steps} behind the Head on its trail" if ago else f"{clue.hex} is the Head"
    if clue.kind == "not_in_path":
        since = view.trail_len - clue.end
        ago_text = "" if since == 0 else f" {plural(since, 'move')} ago"
        return f"{clue.hex} was in the hand{ago_text}"
    if clue.kind in ("near_head", "far_head"):
        verb = "within" if clue.kind == "near_head" else "more than"
        return f"Head {when}: {verb} 2 spaces of {_hex_name(clue.hex)}"
    if clue.kind == "venom_hit":
        return f"Venom fell next to {_hex_name(clue.hex)}"
    return "Venom fell next to no building with lily pads"


def _spot_touches(view: SlitherView, cells: tuple[tuple[int, int], ...]) -> str:
    at = {(c.q, c.r): c for c in view.cells}
    offsets = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
    touched: list[str] = []
    for q, r in cells:
        for dq, dr in offsets:
            c = at.get((q + dq, r + dr))
            if c is not None and c.name not in touched:
                touched.append(c.name)
    return join_words(touched)


# ---- text ---------------------------------------------------------------------------------------------


def _ascii_map(view: SlitherView) -> list[str]:
    frogs_at: dict[str, int] = {}
    for f in view.frogs:
        if f.hex is not None:
            frogs_at[f.hex] = frogs_at.get(f.hex, 0) + 1
    cols = [2 * c.q + c.r for c in view.cells]
    rows = [c.r for c in view.cells]
    left = min(cols)
    lines: list[str] = []
    for r in range(min(rows), max(rows) + 1):
        line = ""
        for c in sorted((c for c in view.cells if c.r == r), key=lambda c: c.q):
            start = 3 * (2 * c.q + c.r - left)
            label = c.name + "*" * frogs_at.get(c.id, 0)
            line = line.ljust(start) + label
        lines.append("  " + line.rstrip())
    return lines


def _frog_lines(view: SlitherView, names: Sequence[str]) -> list[str]:
    out = []
    for f in view.frogs:
        where = (
            "swallowed" if f.swallowed else ("not placed yet" if f.hex is None else f"on {_hex_name(f.hex)}")
        )
        card = f"holds {_ability_name(f.card)}" if f.card else "no card"
        done = " (done)" if f.done and view.phase in ("frogs_move", "reveal") else ""
        out.append(f"  {names[f.seat]}: {where}, {card}{done}")
    return out


def _placement_lines(view: SlitherView) -> list[str]:
    p = view.placement
    if p is None:
        return []
    lines = [f"Tile {p.tile.removeprefix('T')} ({', '.join(p.numbers)}) is being laid."]
    if p.spot is not None:
        chosen = next(s for s in p.spots if s.id == p.spot)
        lines.append(f"  Spot {chosen.letter} chosen (next to {_spot_touches(view, chosen.cells)}).")
        return lines
    shown = [s for s in p.spots if p.group is None or s.group == p.group]
    for s in shown:
        shape = "▲" if s.id.startswith("u") else "▼"
        lines.append(f"  spot {s.letter} {shape} next to {_spot_touches(view, s.cells)}")
    return lines


class SlitherRenderer(BaseRenderer):
    def text(self, view: Any, names: Sequence[str]) -> str:
        v: SlitherView = view
        lines = [f"SLITHER — {_status(v, names)}"]
        lines.append(f"Found out: {v.found_out} of 2.   Lily pads: {_pads_text(v)}")
        abilities = ", ".join(_ability_name(a) for a in v.snake_abilities) or "none"
        bellow = "  (Bellowed: no ability card next move)" if v.bellowed else ""
        lines.append(
            f"Snake ({names[0]}): {plural(v.hand_size, 'location card')} in hand; abilities: {abilities}{bellow}"
        )
        lines.append(f"Path: {_path_line(v, with_secret=False)}")
        lines.append("Frogs:")
        lines.extend(_frog_lines(v, names))
        lines.append("Map (* = a frog there):")
        lines.extend(_ascii_map(v))
        lines.extend(_placement_lines(v))
        if v.clues:
            lines.append("Known: " + "; ".join(_clue_text(c, v) for c in v.clues[-6:]))
        if v.secret is not None:
            lines.append(self.private_text(v, names))
        return "\n".join(lines)

    def private_text(self, view: Any, names: Sequence[str]) -> str:
        v: SlitherView = view
        if v.secret is None:
            return ""
        s = v.secret
        lines = [f"Your path (secret): {_path_line(v, with_secret=True)}"]
        lines.append(f"Your hand (secret): {', '.join(s.hand) or 'empty'}")
        if s.pending_head is not None:
            lines.append(f"You are playing {s.pending_head} as your new Head.")
        if s.pending_ability is not None:
            lines.append(f"With {_ability_name(s.pending_ability)}: choose the card to turn face down.")
        return "\n".join(lines)

    def board(self, view: Any, names: Sequence[str]) -> RenderedBoard:
        v: SlitherView = view
        cat = catalog()
        fields: list[tuple[str, str, bool]] = [
            ("Path", _path_line(v, with_secret=False).replace(" | ", "\n"), True),
            ("Lily pads", _pads_text(v) + f"\nFound out: {v.found_out} of 2", True),
            (
                "Snake",
                f"{plural(v.hand_size, 'location card')} in hand\nAbilities: "
                + (", ".join(cat.snake_cards[a].name for a in v.snake_abilities) or "none")
                + ("\nBellowed this round" if v.bellowed else ""),
                True,
            ),
            ("Frogs", "\n".join(line.strip() for line in _frog_lines(v, names)) or "—", False),
        ]
        placing = _placement_lines(v)
        if placing:
            fields.append(("Laying a tile", "\n".join(placing[:26])[:1024], False))
        if v.clues:
            fields.append(
                ("What the frogs know", "\n".join(_clue_text(c, v) for c in v.clues[-8:])[:1024], False)
            )
        return with_embed_alt_text(
            RenderedBoard(
                title="SLITHER",
                description=_status(v, names),
                fields=tuple(fields),
                image_png=render_png(v, names, with_secret=False),
                footer=f"{_round_name(v)} · {plural(len(v.tiles) - 2, 'numbered tile')} laid",
                color=0x3E8E4E,
            ),
            names,
        )

    def private_image(self, view: Any, names: Sequence[str]) -> bytes | None:
        v: SlitherView = view
        if v.secret is None:
            return None
        return render_png(v, names, with_secret=True)


RENDERER = SlitherRenderer()


# ---- picture -----------------------------------------------------------------------------------------


def _hex_corners(cx: float, cy: float, radius: float) -> list[tuple[float, float]]:
    return [
        (cx + radius * math.cos(math.radians(60 * i - 30)), cy + radius * math.sin(math.radians(60 * i - 30)))
        for i in range(6)
    ]


class _Layout:
    """Maps axial coordinates to pixels so that the map (and candidate spots) fit the canvas."""

    def __init__(self, coords: list[tuple[int, int]]) -> None:
        xs = [math.sqrt(3) * (q + r / 2) for q, r in coords]
        ys = [1.5 * r for _, r in coords]
        span_x = max(xs) - min(xs) + math.sqrt(3)
        span_y = max(ys) - min(ys) + 2
        radius = min(HEX_RADIUS, (WIDTH - 2 * MARGIN) / span_x, (MAX_MAP_HEIGHT - 2 * MARGIN) / span_y)
        self.radius = max(MIN_RADIUS, radius)
        self.width = max(WIDTH, int(span_x * self.radius + 2 * MARGIN))
        self.map_height = int(span_y * self.radius + 2 * MARGIN)
        self.ox = (self.width - span_x * self.radius) / 2 - (min(xs) - math.sqrt(3) / 2) * self.radius
        self.oy = HEADER + MARGIN - (min(ys) - 1) * self.radius

    def centre(self, q: int, r: int) -> tuple[float, float]:
        return self.ox + math.sqrt(3) * (q + r / 2) * self.radius, self.oy + 1.5 * r * self.radius


def render_png(view: SlitherView, names: Sequence[str], with_secret: bool) -> bytes:
    placement = view.placement
    coords = [(c.q, c.r) for c in view.cells]
    if placement is not None:
        coords += [cell for s in placement.spots for cell in s.cells]
    layout = _Layout(coords)
    height = HEADER + layout.map_height + _panel_height(view, with_secret)
    image = Image.new("RGB", (layout.width, height), BG)
    draw = ImageDraw.Draw(image)
    title = font(28, bold=True)
    title.draw(
        draw,
        (MARGIN, 12),
        title.fit(f"SLITHER · {_round_name(view).lower()}", layout.width - 2 * MARGIN),
        INK,
    )
    status = font(22)
    status.draw(draw, (MARGIN, 50), status.fit(_status(view, names), layout.width - 2 * MARGIN), MUTED)
    draw.rectangle((0, HEADER, layout.width, HEADER + layout.map_height), fill=WATER)

    if placement is not None:
        _draw_spots(draw, layout, view)
    _draw_cells(draw, layout, view)
    _draw_path_tags(draw, layout, view, with_secret)
    _draw_frogs(draw, layout, view)
    if placement is not None:
        _draw_spot_letters(draw, layout, view)
    _draw_panel(draw, layout, view, names, with_secret, HEADER + layout.map_height)
    return encode_png(image)


def _draw_cells(draw: ImageDraw.ImageDraw, layout: _Layout, view: SlitherView) -> None:
    radius = layout.radius
    label_font = font(max(14, int(radius * 0.55)), bold=True)
    pads = dict(view.pads)
    full = {h.id: h.lily_pads for t in catalog().data.start_tiles for h in t.hexes}
    for c in view.cells:
        cx, cy = layout.centre(c.q, c.r)
        fill = {"number": SWAMP, "letter": LETTER, "building": BUILDING}[c.kind]
        draw.polygon(_hex_corners(cx, cy, radius - 1), fill=fill, outline=EDGE, width=2)
        if c.kind == "building":
            count = pads.get(c.id, 0)
            for i in range(full.get(c.id, 0)):
                px = cx + (i - (full[c.id] - 1) / 2) * radius * 0.5
                py = cy + radius * 0.1
                pr = radius * 0.18
                if i < count:
                    draw.ellipse((px - pr, py - pr, px + pr, py + pr), fill=PAD, outline=TILE_EDGE, width=1)
                else:  # an eaten lily pad: an empty ring where it was
                    draw.ellipse(
                        (px - pr, py - pr, px + pr, py + pr), fill=PAD_GONE, outline=(236, 220, 190), width=2
                    )
            label_font.draw(draw, (cx, cy - radius * 0.4), c.name, ink_on(fill), "mm")
        else:
            label_font.draw(draw, (cx, cy - radius * 0.08), c.name, ink_on(fill), "mm")
    # Tile outlines: edges between hexes of different tiles (or the water) are drawn thick.
    tile_at = {(c.q, c.r): c.tile for c in view.cells}
    directions = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))  # the neighbour across edge i
    for c in view.cells:
        cx, cy = layout.centre(c.q, c.r)
        corners = _hex_corners(cx, cy, radius - 1)
        for i, (dq, dr) in enumerate(directions):
            if tile_at.get((c.q + dq, c.r + dr)) != c.tile:
                draw.line((corners[i], corners[(i + 1) % 6]), fill=TILE_EDGE, width=4)


def _segment_cards(view: SlitherView, with_secret: bool) -> list[tuple[str, str, bool]]:
    """(hex id, segment short name, face up) for every path card the picture may show."""
    out: list[tuple[str, str, bool]] = []
    if with_secret and view.secret is not None:
        for i, card in enumerate(view.secret.path):
            name = view.segments[i].name if i < len(view.segments) else "?"
            out.append((card.loc, _short_segment(name), card.face_up))
        return out
    for seg in view.segments:
        if seg.face_up and seg.loc is not None:
            out.append((seg.loc, _short_segment(seg.name), True))
    return out


def _draw_path_tags(draw: ImageDraw.ImageDraw, layout: _Layout, view: SlitherView, with_secret: bool) -> None:
    at = {c.id: (c.q, c.r) for c in view.cells}
    radius = layout.radius
    tag_font = font(max(12, int(radius * 0.32)), bold=True)
    for hex_id, short, face_up in _segment_cards(view, with_secret):
        if hex_id not in at:
            continue
        cx, cy = layout.centre(*at[hex_id])
        colour = REVEALED if face_up else HIDDEN
        draw.polygon(_hex_corners(cx, cy, radius - 5), outline=colour, width=5)
        width = tag_font.width(short) + 2 * max(6, tag_font.size // 2)
        pill(draw, (int(cx - width / 2), int(cy - radius * 0.6)), short, tag_font, colour, (255, 255, 255))


def _draw_frogs(draw: ImageDraw.ImageDraw, layout: _Layout, view: SlitherView) -> None:
    at = {c.id: (c.q, c.r) for c in view.cells}
    radius = layout.radius
    by_hex: dict[str, list[int]] = {}
    for f in view.frogs:
        if f.hex is not None:
            by_hex.setdefault(f.hex, []).append(f.seat)
    pawn_font = font(max(12, int(radius * 0.32)), bold=True)
    for hex_id, seats in by_hex.items():
        cx, cy = layout.centre(*at[hex_id])
        # Two pawns fit big; three or four share the row at a smaller size.
        pr, step = (radius * 0.27, radius * 0.58) if len(seats) <= 2 else (radius * 0.21, radius * 0.44)
        for k, seat in enumerate(seats):
            px = cx + (k - (len(seats) - 1) / 2) * step
            py = cy + radius * 0.55
            colour = FROG_COLOURS[(seat - 1) % len(FROG_COLOURS)]
            draw.ellipse((px - pr, py - pr, px + pr, py + pr), fill=colour, outline=INK, width=2)
            pawn_font.draw(draw, (px, py), str(seat), ink_on(colour), "mm")


def _draw_spots(draw: ImageDraw.ImageDraw, layout: _Layout, view: SlitherView) -> None:
    placement = view.placement
    assert placement is not None
    radius = layout.radius
    active = _active_spots(view)
    active_cells = {cell for s in active for cell in s.cells}
    every = {cell for s in placement.spots for cell in s.cells}
    for q, r in sorted(every):
        cx, cy = layout.centre(q, r)
        fill = SPOT if (q, r) in active_cells else SPOT_DIM
        draw.polygon(_hex_corners(cx, cy, radius - 3), fill=fill, outline=(190, 176, 90), width=1)
    if placement.spot is not None:
        chosen = next(s for s in placement.spots if s.id == placement.spot)
        for q, r in chosen.cells:
            cx, cy = layout.centre(q, r)
            draw.polygon(_hex_corners(cx, cy, radius - 3), fill=(255, 214, 90), outline=TILE_EDGE, width=3)


def _active_spots(view: SlitherView) -> list[Any]:
    placement = view.placement
    assert placement is not None
    if placement.spot is not None:
        return [s for s in placement.spots if s.id == placement.spot]
    if placement.grouped and placement.group is not None:
        return [s for s in placement.spots if s.group == placement.group]
    return list(placement.spots)


def _draw_spot_letters(draw: ImageDraw.ImageDraw, layout: _Layout, view: SlitherView) -> None:
    radius = layout.radius
    letter_font = font(max(12, int(radius * 0.42)), bold=True)
    for s in _active_spots(view):
        pts = [layout.centre(q, r) for q, r in s.cells]
        cx = sum(p[0] for p in pts) / 3
        cy = sum(p[1] for p in pts) / 3
        lr = radius * 0.34
        draw.ellipse(
            (cx - lr, cy - lr, cx + lr, cy + lr), fill=(30, 30, 30), outline=(255, 230, 120), width=2
        )
        letter_font.draw(draw, (cx, cy), s.letter, (255, 236, 150), "mm")


BOX_TOP = 44
BOX_HEIGHT = 78
ROW = 30


def _panel_height(view: SlitherView, with_secret: bool) -> int:
    frog_rows = math.ceil(len(view.frogs) / 2)
    secret = ROW if with_secret and view.secret is not None else 0
    return BOX_TOP + BOX_HEIGHT + 20 + ROW + frog_rows * ROW + secret + 14


def _draw_panel(
    draw: ImageDraw.ImageDraw,
    layout: _Layout,
    view: SlitherView,
    names: Sequence[str],
    with_secret: bool,
    top: int,
) -> None:
    width = layout.width
    head = font(22, bold=True)
    body = font(20)
    small = font(18)
    head.draw(draw, (MARGIN, top + 12), "Snake's path" + (" (your secret view)" if with_secret else ""), INK)
    segments = view.segments
    secret_path = view.secret.path if (with_secret and view.secret is not None) else ()
    box_w = min(140, (width - 2 * MARGIN - 10 * (len(segments) - 1)) // max(1, len(segments)))
    y0 = top + BOX_TOP
    big = font(30, bold=True)
    for i, seg in enumerate(segments):
        x0 = MARGIN + i * (box_w + 10)
        card = secret_path[i] if i < len(secret_path) else None
        filled = card is not None or seg.filled
        face_up = card.face_up if card is not None else seg.face_up
        fill = (250, 250, 246) if face_up else (HIDDEN if filled else (214, 218, 210))
        outline = REVEALED if face_up else TILE_EDGE
        draw.rounded_rectangle((x0, y0, x0 + box_w, y0 + BOX_HEIGHT), 10, fill=fill, outline=outline, width=3)
        ink = ink_on(fill)
        small.draw(draw, (x0 + box_w / 2, y0 + 14), small.fit(seg.name, box_w - 6), ink, "mm")
        if card is not None:
            shown = card.loc + ("" if card.face_up else " ↓")
        elif seg.face_up and seg.loc is not None:
            shown = seg.loc
        elif seg.filled:
            shown = "?"
        else:
            shown = "—"
        big.draw(draw, (x0 + box_w / 2, y0 + 42), big.fit(shown, box_w - 8), ink, "mm")
        if seg.ability:
            small.draw(
                draw, (x0 + box_w / 2, y0 + 66), small.fit(_ability_name(seg.ability), box_w - 6), ink, "mm"
            )
    y = y0 + BOX_HEIGHT + 20
    pads = "   ".join(f"{_hex_name(b)}: {plural(n, 'lily pad')}" for b, n in view.pads)
    line = f"{pads}   ·   Found out {view.found_out} of 2   ·   Snake hand: {view.hand_size}"
    body.draw(draw, (MARGIN, y), body.fit(line, width - 2 * MARGIN), INK)
    slot = (width - 2 * MARGIN) // 2
    for k, f in enumerate(view.frogs):
        x = MARGIN + (k % 2) * slot
        fy = y + ROW * (1 + k // 2)
        colour = FROG_COLOURS[(f.seat - 1) % len(FROG_COLOURS)]
        draw.ellipse((x, fy + 1, x + 22, fy + 23), fill=colour, outline=INK, width=2)
        small.draw(draw, (x + 11, fy + 12), str(f.seat), ink_on(colour), "mm")
        where = "swallowed" if f.swallowed else ("not placed" if f.hex is None else _hex_name(f.hex))
        text = f"{names[f.seat]}: {where} · {_ability_name(f.card) or 'no card'}"
        small.draw(draw, (x + 30, fy + 2), small.fit(text, slot - 40), INK)
    if with_secret and view.secret is not None:
        hand = ", ".join(view.secret.hand) or "empty"
        hy = y + ROW * (1 + math.ceil(len(view.frogs) / 2))
        body.draw(draw, (MARGIN, hy), body.fit(f"Your hand: {hand}", width - 2 * MARGIN), HIDDEN)
