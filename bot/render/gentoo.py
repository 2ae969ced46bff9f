"""The Gentoo Rules renderer: a ``GentooView`` as terminal text, as an embed description with fields, and
as a PNG board (Choice Cards, Draw and Discard Piles, one area per player, the order of play, the winner).

Gentoo has no private information (ruling 20 in docs/rules/gentoo.md), so the private parts are empty.
Card names, costs and egg stone requirements come from ``data/gentoo/cards.toml``; the short labels and
colours below are presentation only. Every card carries a text label, so colour is never the only cue.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.render import draw as d
from bot.render.base import BaseRenderer, RenderedBoard, escape_markdown, seat_name
from engines.gentoo.data import EGG_TYPES, CardSpec, card_type, load_data, spec_of
from engines.gentoo.models import GentooView, Pending, PlayerView
from engines.wording import join_words, plural, verb

# ---- presentation of card types ------------------------------------------------------------------------


@dataclass(frozen=True)
class CardStyle:
    label: str  # short label for small cards and compact text
    colour: d.RGB


STYLES: dict[str, CardStyle] = {
    "snow": CardStyle("Snow", d.hex_rgb("#E4EDF5")),
    "egg3": CardStyle("Egg 3", d.hex_rgb("#FFF2CC")),
    "egg4": CardStyle("Egg 4", d.hex_rgb("#F7D98B")),
    "egg5": CardStyle("Egg 5", d.hex_rgb("#E8B84A")),
    "hatch": CardStyle("Hatch", d.hex_rgb("#F0883A")),
    "skua": CardStyle("Skua", d.hex_rgb("#8A5F42")),
    "thief": CardStyle("Thief", d.hex_rgb("#6A58A8")),
    "nest": CardStyle("Nest Site", d.hex_rgb("#55A152")),
    "seal": CardStyle("Seal", d.hex_rgb("#3B5466")),
    "peck": CardStyle("Peck", d.hex_rgb("#D2434F")),
    "blizzard": CardStyle("Blizzard", d.hex_rgb("#5BBBE3")),
    "fishing": CardStyle("Fishing", d.hex_rgb("#17808F")),
    "thaw": CardStyle("Thaw", d.hex_rgb("#E48DC0")),
}

BG = d.hex_rgb("#16202A")
PANEL = d.hex_rgb("#213040")
PANEL_ACTIVE = d.hex_rgb("#2B3F54")
INK = d.hex_rgb("#ECF2F8")
MUTED = d.hex_rgb("#9BB0C3")
GOLD = d.hex_rgb("#F5C542")
BLUE = d.hex_rgb("#4C9AFF")
ORANGE = d.hex_rgb("#F0883A")
SHADOW = d.hex_rgb("#0C1218")
BACK = d.hex_rgb("#2F5B8A")  # card backs: Player Piles and the Draw Pile

WIDTH = 1000
MAX_PNG_BYTES = 300_000
MARGIN = 20


# ---- words shared by the text, the embed and the image -------------------------------------------------


def _card_name(card_id: str) -> str:
    return spec_of(card_id).name


def _cost_text(card_id: str) -> str:
    spec = spec_of(card_id)
    cost = f"{spec.cost} fish" if spec.cost else "free"
    return f"{cost}, needs {plural(spec.stones, 'stone')}" if spec.stones else cost


def _in_play_text(view: GentooView, p: PlayerView) -> str:
    """Cards in Play as words; the card taken this turn is marked, since it cannot be used until the
    turn ends ([R] Phase I.2)."""
    names = [
        _card_name(c) + (" (taken this turn)" if c == view.taken and not view.winners else "")
        for c in p.in_play
    ]
    return ", ".join(names) or "nothing"


def acting_seats(view: GentooView) -> tuple[int, ...]:
    """Who must decide now: the Stone Thief's target while it may block (ruling 14), else the turn."""
    if view.winners:
        return ()
    if view.phase == "peck" and view.pending is not None and view.pending.target is not None:
        return (view.pending.target,)
    return (view.turn,)


def play_order(view: GentooView) -> list[int]:
    """Seats in the order they will play, starting with the seat whose turn it is."""
    n = view.num_players
    return [(view.turn + k * view.direction) % n for k in range(n)]


def status(view: GentooView, names: Sequence[str], bold: bool = False) -> str:
    """One sentence: who won, or who must do what now."""

    def who(seat: int) -> str:
        name = seat_name(names, seat)
        return f"**{escape_markdown(name)}**" if bold else name

    if view.winners:
        winners = join_words(who(s) for s in view.winners)
        penguins = view.players[view.winners[0]].penguins
        return f"{winners} {verb(len(view.winners), 'wins', 'win')} with {plural(penguins, 'penguin')}!"
    turn = who(view.turn)
    pending = view.pending
    kind = card_type(pending.card) if pending is not None and pending.card is not None else ""
    if view.phase == "peck" and pending is not None and pending.target is not None:
        return (
            f"{turn} played a Stone Thief on {who(pending.target)}, who decides whether to block it "
            "with a Vicious Peck."
        )
    doing = {
        "choose": "take a Choice Card, or none.",
        "discard": "discard one of the Choice Cards (more than four are showing).",
        "play": "play a card, hatch an Egg, or move a card to the Used Pile.",
        "gift": "choose who gets a Nesting Stone for the hatched Egg.",
    }.get(view.phase)
    if view.phase == "target":
        doing = {
            "skua": "choose the Egg the Skua takes.",
            "thief": "choose whom the Stone Thief robs.",
            "seal": "choose whom the Leopard Seal attacks.",
        }.get(kind, "choose a target.")
    return f"{turn}'s turn: {doing or 'decide.'}"


def order_text(view: GentooView, names: Sequence[str], arrow: str = " -> ") -> str:
    order = arrow.join(seat_name(names, s) for s in play_order(view))
    reversed_note = " (reversed by a Confusing Blizzard)" if view.direction == -1 else ""
    return f"Play order: {order}{reversed_note}"


# ---- the renderer --------------------------------------------------------------------------------------


class GentooRenderer(BaseRenderer):
    """Draws Gentoo Rules views; one module-level instance, ``RENDERER``, is what the host loads."""

    def text(self, view: GentooView, names: Sequence[str]) -> str:
        lines: list[str] = []
        turn_no = f", turn {view.turns_taken + 1}" if not view.winners else ""
        lines.append(f"Gentoo Rules{turn_no}. First to {plural(view.penguins_to_win, 'penguin')} wins.")
        lines.append(status(view, names))
        lines.append(order_text(view, names))
        row = " | ".join(f"{_card_name(c)}: {_cost_text(c)}" for c in view.row) or "none"
        lines.append(f"Choice Cards ({len(view.row)}): {row}")
        discard_top = f", top {_card_name(view.discard_top)}" if view.discard_top else ""
        piles = f"Draw Pile {view.draw_size} | Discard Pile {view.discard_size}{discard_top}"
        if view.removed_size:
            piles += f" | {view.removed_size} out of the game"
        lines.append(piles)
        acting = acting_seats(view)
        for seat, p in enumerate(view.players):
            marker = ">" if seat in acting else "*" if seat in view.winners else " "
            you = " (you)" if seat == view.viewer else ""
            skips = f", skips {plural(p.skips, 'turn')}" if p.skips else ""
            lines.append(
                f"{marker} {seat_name(names, seat)}{you}: penguins {p.penguins}/{view.penguins_to_win}, "
                f"stones {p.stones}, fish {p.fish}{skips}"
            )
            in_play = _in_play_text(view, p)
            used_top = f" (top {_card_name(p.used_top)})" if p.used_top else ""
            lines.append(f"    in play: {in_play}")
            lines.append(f"    Used Pile {p.used_size}{used_top}, Player Pile {p.pile_size}")
        return "\n".join(lines)

    def board(self, view: GentooView, names: Sequence[str]) -> RenderedBoard:
        description = f"{status(view, names, bold=True)}\n{order_text(view, [escape_markdown(n) for n in names], ' → ')}"
        fields: list[tuple[str, str, bool]] = []
        acting = acting_seats(view)
        for seat, p in enumerate(view.players):
            mark = "🏆 " if seat in view.winners else "▶ " if seat in acting else ""
            you = " (you)" if seat == view.viewer else ""
            lines = [
                f"🐧 {p.penguins}/{view.penguins_to_win} · 🪨 {plural(p.stones, 'stone')} · 🐟 {p.fish} fish",
                "In play: " + _in_play_text(view, p),
                f"Used: {_card_name(p.used_top)} ({p.used_size})" if p.used_top else "Used: empty",
                f"Player Pile: {p.pile_size}",
            ]
            if p.skips:
                lines.append(f"⏭ skips {plural(p.skips, 'turn')}")
            fields.append(
                (f"{mark}{escape_markdown(seat_name(names, seat))}{you}"[:256], "\n".join(lines)[:1024], True)
            )
        choice_lines = []
        for c in view.row:
            spec = spec_of(c)
            cost = f"{spec.cost} 🐟" if spec.cost else "free"
            needs = f" · needs {spec.stones} 🪨" if spec.stones else ""
            choice_lines.append(f"**{spec.name}** · {cost}{needs}")
        fields.append((f"Choice Cards ({len(view.row)})", "\n".join(choice_lines) or "none", False))
        discard_top = f" (top: {_card_name(view.discard_top)})" if view.discard_top else ""
        footer = f"Draw Pile {view.draw_size} · Discard Pile {view.discard_size}{discard_top}"
        if not view.winners:
            footer += f" · turn {view.turns_taken + 1}"
        return RenderedBoard(
            title="Gentoo Rules",
            description=description,
            fields=tuple(fields),
            image_png=encode(draw_board(view, names)),
            footer=footer,
            color=0xF5C542 if view.winners else 0x2B6CB0,
        )

    def private_text(self, view: GentooView, names: Sequence[str]) -> str:
        return ""  # ruling 20: nothing is private

    def private_image(self, view: GentooView, names: Sequence[str]) -> bytes | None:
        return None


RENDERER = GentooRenderer()


# ---- the picture ---------------------------------------------------------------------------------------

CHOICE_W, CHOICE_H = 140, 204
ROW_RIGHT = 760  # the Choice Cards end here; the Draw and Discard Piles follow
SMALL_W, SMALL_H = 80, 108
PANEL_H = 152
PANEL_GAP = 10


@d.drawing_cache
def _penguin(h: int, filled: bool) -> Image.Image:
    """A gentoo penguin (white cap patch, orange beak and feet), or a dim silhouette for a penguin still
    to hatch; on a transparent tile ``h`` pixels high."""
    w = h * 0.66
    tile = Image.new("RGBA", (round(w * 1.1) + 2, h + 1), (0, 0, 0, 0))
    draw = ImageDraw.Draw(tile)
    cx, top, bottom = w / 2 + 1, 0.0, float(h)
    if not filled:
        ghost = d.mix(PANEL, MUTED, 0.35)
        draw.ellipse((cx - w / 2, top + h * 0.22, cx + w / 2, bottom - h * 0.04), fill=ghost)
        draw.ellipse((cx - w * 0.3, top, cx + w * 0.3, top + h * 0.42), fill=ghost)
        return tile
    dark, white = (22, 26, 32), (246, 248, 250)
    draw.ellipse((cx - w * 0.42, bottom - h * 0.1, cx - w * 0.02, bottom), fill=ORANGE)
    draw.ellipse((cx + w * 0.02, bottom - h * 0.1, cx + w * 0.42, bottom), fill=ORANGE)
    draw.ellipse((cx - w / 2, top + h * 0.22, cx + w / 2, bottom - h * 0.04), fill=dark)
    draw.ellipse((cx - w * 0.3, top, cx + w * 0.3, top + h * 0.42), fill=dark)
    draw.ellipse((cx - w * 0.3, top + h * 0.36, cx + w * 0.3, bottom - h * 0.08), fill=white)
    draw.ellipse((cx - w * 0.02, top + h * 0.1, cx + w * 0.2, top + h * 0.2), fill=white)
    draw.polygon(
        [(cx + w * 0.22, top + h * 0.2), (cx + w * 0.52, top + h * 0.26), (cx + w * 0.22, top + h * 0.32)],
        fill=ORANGE,
    )
    return tile


def _icon(draw: ImageDraw.ImageDraw, kind: str, cx: float, cy: float, r: float, ink: d.RGB) -> None:
    """A small pictogram of the card type, a second cue besides the colour and the label."""
    lw = max(2, round(r / 6))
    if kind == "snow":  # a snowflake: three crossing bars with ticks at their ends
        for angle in (0.0, 60.0, 120.0):
            ux, uy = math.cos(math.radians(angle)), math.sin(math.radians(angle))
            draw.line((cx - ux * r, cy - uy * r, cx + ux * r, cy + uy * r), fill=ink, width=lw)
            for sign in (1, -1):
                ex, ey = cx + sign * ux * r * 0.65, cy + sign * uy * r * 0.65
                px, py = -uy * r * 0.25, ux * r * 0.25
                draw.line((ex + px, ey + py, ex - px, ey - py), fill=ink, width=lw)
    elif kind in EGG_TYPES:
        draw.ellipse(
            (cx - r * 0.7, cy - r * 0.95, cx + r * 0.7, cy + r * 0.8),
            fill=(255, 253, 245),
            outline=ink,
            width=lw,
        )
    elif kind == "hatch":  # an egg cracked open
        draw.chord((cx - r * 0.7, cy - r * 0.7, cx + r * 0.7, cy + r * 0.9), 0, 180, outline=ink, width=lw)
        zig = [(cx - r * 0.7 + i * r * 0.28, cy + (0.2 if i % 2 else -0.1) * r) for i in range(6)]
        draw.line(zig, fill=ink, width=lw)
        draw.arc((cx - r * 0.6, cy - r * 1.1, cx + r * 0.6, cy + r * 0.2), 200, 340, fill=ink, width=lw)
    elif kind == "skua":  # a gull in flight
        draw.arc((cx - r, cy - r * 0.5, cx, cy + r * 0.7), 190, 350, fill=ink, width=lw + 1)
        draw.arc((cx, cy - r * 0.5, cx + r, cy + r * 0.7), 190, 350, fill=ink, width=lw + 1)
        draw.ellipse((cx - r * 0.12, cy - r * 0.25, cx + r * 0.12, cy + r * 0.05), fill=ink)
    elif kind == "thief":  # a stone carried off
        _stone(draw, cx - r * 0.3, cy + r * 0.2, r * 0.45)
        d.arrow(draw, (cx - r * 0.1, cy - r * 0.2), (cx + r, cy - r * 0.75), ink, lw, round(r * 0.45))
    elif kind == "nest":  # a nest bowl with a stone in it
        _stone(draw, cx, cy - r * 0.05, r * 0.4)
        draw.chord((cx - r, cy - r * 0.6, cx + r, cy + r * 0.7), 0, 180, fill=ink)
    elif kind == "seal":  # jaws
        teeth = [(cx - r + i * r * 0.4, cy + (0.45 if i % 2 else -0.35) * r) for i in range(6)]
        draw.line(teeth, fill=ink, width=lw, joint="curve")
        draw.arc((cx - r, cy - r, cx + r, cy + r), 200, 340, fill=ink, width=lw)
    elif kind == "peck":  # a beak with a burst
        draw.polygon(
            [(cx - r * 0.6, cy - r * 0.45), (cx + r * 0.5, cy), (cx - r * 0.6, cy + r * 0.45)], fill=ink
        )
        for dy in (-0.6, 0.0, 0.6):
            draw.line((cx + r * 0.65, cy + dy * r * 0.8, cx + r, cy + dy * r * 1.2), fill=ink, width=lw)
    elif kind == "blizzard":  # play turned around: two opposite arrows
        d.arrow(draw, (cx - r, cy - r * 0.35), (cx + r, cy - r * 0.35), ink, lw, round(r * 0.45))
        d.arrow(draw, (cx + r, cy + r * 0.35), (cx - r, cy + r * 0.35), ink, lw, round(r * 0.45))
    elif kind == "fishing":
        _fish(draw, cx - r * 0.15, cy, r * 0.75, ink)
    elif kind == "thaw":  # a drop of melt water
        draw.ellipse((cx - r * 0.55, cy - r * 0.1, cx + r * 0.55, cy + r), fill=ink)
        draw.polygon([(cx, cy - r), (cx - r * 0.5, cy + r * 0.2), (cx + r * 0.5, cy + r * 0.2)], fill=ink)


def _stone(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    draw.ellipse(
        (cx - r * 1.2, cy - r * 0.85, cx + r * 1.2, cy + r * 0.85), fill=(150, 156, 162), outline=(60, 66, 72)
    )


def _fish(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, colour: d.RGB = (122, 190, 230)) -> None:
    draw.ellipse((cx - r * 1.1, cy - r * 0.6, cx + r * 0.7, cy + r * 0.6), fill=colour)
    draw.polygon(
        [(cx + r * 0.5, cy), (cx + r * 1.3, cy - r * 0.65), (cx + r * 1.3, cy + r * 0.65)], fill=colour
    )


def _spec(kind: str) -> CardSpec:
    return load_data().spec(kind)


def _tile(w: int, h: int) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A transparent canvas for one card and its shadow, pasted onto the board with its alpha."""
    tile = Image.new("RGBA", (w + 4, h + 4), (0, 0, 0, 0))
    return tile, ImageDraw.Draw(tile)


def _sentences_that_fit(f: d.Font, text: str, width: int, max_lines: int) -> list[str]:
    """The card text wrapped, keeping only whole sentences when all of it does not fit."""
    sentences = [part.strip() + "." for part in text.split(".") if part.strip()]
    for k in range(len(sentences), 0, -1):
        kept = " ".join(sentences[:k])
        lines = f.wrap(kept, width, max_lines + 1)
        if len(lines) <= max_lines:
            return lines
    return f.wrap(text, width, max_lines)


@d.drawing_cache
def _choice_card(kind: str, w: int, highlight: bool) -> Image.Image:
    """A Choice Card: full name, the card's text, and what taking it costs (fish, or an Egg's stones)."""
    spec = _spec(kind)
    fill = STYLES[kind].colour
    ink = d.ink_on(fill)
    h = CHOICE_H
    tile, draw = _tile(w, h)
    d.card(
        draw,
        (0, 0, w - 1, h - 1),
        fill,
        outline=GOLD if highlight else d.mix(fill, (0, 0, 0), 0.35),
        radius=12,
        width=4 if highlight else 2,
        shadow=SHADOW,
    )
    inner = w - 16
    mid = w / 2
    title = d.font(20, bold=True, family="condensed")
    ty = 10
    for line in title.wrap("Egg" if spec.stones else spec.name, inner, 2):
        title.draw(draw, (mid, ty), line, ink, anchor="ma")
        ty += 23
    if spec.stones:  # the requirement is an Egg's main fact: a big number and the stones drawn out
        d.font(40, bold=True).draw(draw, (mid, ty + 2), str(spec.stones), ink, anchor="ma")
        ty += 48
        for i in range(spec.stones):
            _stone(draw, mid + (i - (spec.stones - 1) / 2) * 22, ty + 6, 8)
        ty += 18
    body = d.font(13, family="condensed")
    body_ink = d.mix(ink, fill, 0.2)
    room = (h - 40 - ty) // 16
    for line in _sentences_that_fit(body, spec.text, inner, room):
        body.draw(draw, (8, ty + 4), line, body_ink)
        ty += 16
    # The footer strip says what taking the card costs.
    strip = (6, h - 34, w - 7, h - 7)
    draw.rounded_rectangle(strip, 8, fill=(250, 250, 250))
    cy = (strip[1] + strip[3]) / 2
    dark = (25, 30, 36)
    if spec.stones:
        text = f"needs {plural(spec.stones, 'stone')}"
        small = d.fit_font(text, strip[2] - strip[0] - 8, (16, 15, 14, 13), bold=True, family="condensed")
        small.draw(draw, (mid, cy), text, dark, anchor="mm")
    elif spec.cost:
        small = d.font(16, bold=True)
        _fish(draw, 26, cy, 9, (40, 120, 170))
        small.draw(draw, (42, cy), f"{spec.cost} fish", dark, anchor="lm")
    else:
        d.font(16, bold=True).draw(draw, (mid, cy), "free", dark, anchor="mm")
    return tile


@d.drawing_cache
def _small_card(kind: str, w: int, h: int, highlight: bool = False) -> Image.Image:
    """A card in play or atop a pile: short label, a pictogram, and its fish cost or an Egg's stones."""
    spec = _spec(kind)
    style = STYLES[kind]
    fill = style.colour
    ink = d.ink_on(fill)
    tile, draw = _tile(w, h)
    d.card(
        draw,
        (0, 0, w - 1, h - 1),
        fill,
        outline=GOLD if highlight else d.mix(fill, (0, 0, 0), 0.35),
        radius=8,
        width=4 if highlight else 2,
        shadow=SHADOW,
    )
    label_font = d.fit_font(style.label, w - 8, (17, 15, 13), bold=True, family="condensed")
    label_font.draw(draw, (w / 2, 9), label_font.fit(style.label, w - 6), ink, anchor="ma")
    _icon(draw, kind, w / 2, h / 2 + 2, min(w, h) * 0.24, d.mix(ink, fill, 0.3))
    cy = h - 17
    number = d.font(17, bold=True)
    if spec.stones:
        _stone(draw, w / 2 - 10, cy, 8)
        number.draw(draw, (w / 2 + 4, cy), str(spec.stones), ink, anchor="lm")
    elif spec.cost:
        _fish(draw, w / 2 - 10, cy, 8, d.mix(ink, fill, 0.3))
        number.draw(draw, (w / 2 + 6, cy), str(spec.cost), ink, anchor="lm")
    return tile


@d.drawing_cache
def _empty_slot(w: int, h: int) -> Image.Image:
    tile, draw = _tile(w, h)
    draw.rounded_rectangle((0, 0, w - 1, h - 1), 8, outline=MUTED, width=2)
    d.font(15).draw(draw, (w / 2, h / 2), "empty", MUTED, anchor="mm")
    return tile


@d.drawing_cache
def _card_back(w: int, h: int) -> Image.Image:
    tile, draw = _tile(w, h)
    d.card(
        draw, (0, 0, w - 1, h - 1), BACK, outline=d.mix(BACK, (255, 255, 255), 0.4), radius=8, shadow=SHADOW
    )
    draw.rounded_rectangle((7, 7, w - 8, h - 8), 6, outline=d.mix(BACK, (255, 255, 255), 0.25), width=2)
    return tile


def _paste(board: Image.Image, tile: Image.Image, x: int, y: int) -> None:
    d.paste(board, tile, (x, y))


def _depth(draw: ImageDraw.ImageDraw, x: int, y: int, w: int, h: int, count: int, colour: d.RGB) -> None:
    """Card edges peeking out behind the top card of a pile of ``count``."""
    for k in range(min(2, count - 1), 0, -1):
        draw.rounded_rectangle((x + 3 * k, y - 3 * k, x + w + 3 * k, y + h - 3 * k), 8, fill=colour)


def _pile(board: Image.Image, draw: ImageDraw.ImageDraw, x: int, y: int, w: int, h: int, count: int) -> None:
    """A face-down pile: a card back with the number of cards on it, or an empty slot."""
    if count == 0:
        _paste(board, _empty_slot(w, h), x, y)
        return
    _depth(draw, x, y, w, h, count, d.mix(BACK, BG, 0.4))
    _paste(board, _card_back(w, h), x, y)
    d.font(28, bold=True).draw(draw, (x + w / 2, y + h / 2), str(count), (255, 255, 255), anchor="mm")


def _face_up_pile(
    board: Image.Image,
    draw: ImageDraw.ImageDraw,
    x: int,
    y: int,
    w: int,
    h: int,
    top: str | None,
    count: int,
    highlight: bool = False,
) -> None:
    """A face-up pile (Used, Discard): its top card, with depth when there are more below."""
    if top is None:
        _paste(board, _empty_slot(w, h), x, y)
        return
    _depth(draw, x, y, w, h, count, (200, 206, 212))
    _paste(board, _small_card(card_type(top), w, h, highlight), x, y)


@d.drawing_cache
def board_palette() -> Image.Image:
    """The fixed palette every board is encoded with, learnt once from two sample boards that show every
    card type, highlight, tag and banner (see ``draw.make_palette``)."""
    ids = [f"{kind}-01" for kind in STYLES]

    def player(cards: Sequence[str], used_top: str, skips: int) -> PlayerView:
        return PlayerView(
            in_play=tuple(cards),
            used_top=used_top,
            used_size=3,
            pile_size=4,
            stones=3,
            fish=5,
            penguins=2,
            skips=skips,
        )

    players = (
        player(ids[0:4], ids[4], 0),
        player(ids[4:8], ids[1], 1),
        player(ids[8:12], ids[2], 0),
        player([*ids[12:], *ids[:3]], ids[3], 2),
    )
    common = {"num_players": 4, "players": players, "draw_size": 9, "discard_size": 3, "removed_size": 0}
    playing = GentooView(
        viewer=0,
        row=tuple(ids[:5]),
        discard_top=ids[5],
        turn=1,
        direction=-1,
        phase="target",
        pending=Pending(card="skua-01"),
        penguins_to_win=5,
        turns_taken=3,
        **common,
    )
    finished = GentooView(
        viewer=3,
        row=tuple(ids[5:10]),
        discard_top=None,
        turn=2,
        direction=1,
        phase="gift",
        pending=Pending(card="egg3-01", hatch="hatch-01"),
        penguins_to_win=5,
        turns_taken=40,
        winners=(2,),
        **common,
    )
    names = ["Sample 1", "Sample 2", "Sample 3", "Sample 4"]
    flat = [
        BG,
        PANEL,
        PANEL_ACTIVE,
        INK,
        MUTED,
        GOLD,
        BLUE,
        ORANGE,
        SHADOW,
        BACK,
        (255, 255, 255),
        (250, 250, 250),
    ]
    flat += [style.colour for style in STYLES.values()]
    return d.make_palette([draw_board(playing, names), draw_board(finished, names)], flat)


def encode(image: Image.Image) -> bytes:
    """A board picture as PNG bytes (at most 300 KB, Discord-friendly), in the fixed board palette."""
    return d.encode_png(image, max_bytes=MAX_PNG_BYTES, palette=board_palette())


CHOICE_TOP = 176
PANELS_TOP = CHOICE_TOP + 34 + CHOICE_H + 24


def panel_origin(view: GentooView, seat: int) -> tuple[int, int]:
    """The top left corner of a seat's area in the picture (seats top to bottom in seat order)."""
    return MARGIN, PANELS_TOP + seat * (PANEL_H + PANEL_GAP)


def draw_board(view: GentooView, names: Sequence[str]) -> Image.Image:
    """The board as an RGB image, WIDTH pixels wide."""
    n = view.num_players
    height = PANELS_TOP + n * (PANEL_H + PANEL_GAP) + MARGIN - PANEL_GAP
    image = Image.new("RGB", (WIDTH, height), BG)
    draw = ImageDraw.Draw(image)
    _header(image, draw, view, names)
    _choice_row(image, draw, view, CHOICE_TOP)
    acting = acting_seats(view)
    for seat in range(n):
        _player_panel(image, draw, view, names, seat, panel_origin(view, seat)[1], seat in acting)
    return image


def _header(image: Image.Image, draw: ImageDraw.ImageDraw, view: GentooView, names: Sequence[str]) -> None:
    title = d.font(34, bold=True)
    title.draw(draw, (MARGIN, 16), "Gentoo Rules", INK)
    right = d.font(18)
    goal = f"first to {plural(view.penguins_to_win, 'penguin')}"
    if not view.winners:
        goal = f"turn {view.turns_taken + 1} · {goal}"
    right.draw(draw, (WIDTH - MARGIN, 30), right.clean(goal), MUTED, anchor="rm")

    # The status banner: the winner, or who must do what.
    banner = (MARGIN, 62, WIDTH - MARGIN, 108)
    finished = bool(view.winners)
    fill = GOLD if finished else PANEL_ACTIVE
    draw.rounded_rectangle(banner, 12, fill=fill)
    ink = d.ink_on(fill)
    x = MARGIN + 16
    cy = (banner[1] + banner[3]) / 2
    if not finished:
        d.triangle_right(draw, x, cy, 18, GOLD)
        x += 26
    else:
        _paste(image, _penguin(32, True), x, int(cy) - 16)
        x += 30
    text_font = d.fit_font(status(view, names), banner[2] - x - 16, (22, 20, 18, 16), bold=True)
    text_font.draw(draw, (x, cy), text_font.fit(status(view, names), banner[2] - x - 16), ink, anchor="lm")

    # The order of play, from the seat whose turn it is, with arrows.
    cy = 140
    label = d.font(18)
    label.draw(draw, (MARGIN, cy), "Play order:", MUTED, anchor="lm")
    x = MARGIN + label.width("Play order:") + 12
    order = play_order(view)
    note = "reversed" if view.direction == -1 else ""
    note_font = d.font(16, bold=True)
    note_w = note_font.width(note) + 40 if note else 0
    arrow_w = 34
    name_font = d.font(18, bold=True)
    room = (WIDTH - MARGIN - x - note_w - arrow_w * len(order)) // len(order)
    for i, seat in enumerate(order):
        colour = GOLD if i == 0 and not finished else INK
        text = name_font.fit(seat_name(names, seat), room)
        name_font.draw(draw, (x, cy), text, colour, anchor="lm")
        x += name_font.width(text) + 6
        d.arrow(
            draw,
            (x, cy),
            (x + arrow_w - 12, cy),
            MUTED if i < len(order) - 1 else d.mix(MUTED, BG, 0.5),
            3,
            9,
        )
        x += arrow_w
    if note:
        d.pill(draw, (x + 4, int(cy)), note.upper(), note_font, ORANGE)


def _choice_row(image: Image.Image, draw: ImageDraw.ImageDraw, view: GentooView, top: int) -> None:
    heading = d.font(20, bold=True)
    heading.draw(draw, (MARGIN, top), "Choice Cards", INK)
    hint = ""
    if view.phase == "discard" and not view.winners:
        hint = "more than four showing: one will be discarded"
    if hint:
        d.font(16).draw(draw, (MARGIN + heading.width("Choice Cards") + 14, top + 3), hint, MUTED)
    y = top + 34
    target_kind = _target_kind(view)
    # Room for five cards (four, plus the one drawn this turn) left of the Draw and Discard Piles.
    gap = 10
    w = min(CHOICE_W, (ROW_RIGHT - MARGIN - gap * (len(view.row) - 1)) // max(1, len(view.row)))
    for i, card_id in enumerate(view.row):
        highlight = target_kind == "skua" and card_type(card_id) in EGG_TYPES
        _paste(image, _choice_card(card_type(card_id), w, highlight), MARGIN + i * (w + gap), y)
    if not view.row:
        d.font(18).draw(draw, (MARGIN, y + 40), "No Choice Cards are showing.", MUTED)

    # The common piles, at the right end of the row.
    pw, ph = 78, 110
    label = d.font(16, bold=True)
    discard_x = WIDTH - MARGIN - pw - 4
    draw_x = discard_x - pw - 22
    py = y + 34
    label.draw(draw, (draw_x + pw / 2, y + 4), "Draw", INK, anchor="ma")
    _pile(image, draw, draw_x, py, pw, ph, view.draw_size)
    label.draw(draw, (discard_x + pw / 2, y + 4), "Discard", INK, anchor="ma")
    _face_up_pile(image, draw, discard_x, py, pw, ph, view.discard_top, view.discard_size)
    if view.discard_size:
        count = plural(view.discard_size, "card")
        d.font(15).draw(draw, (discard_x + pw / 2, py + ph + 8), count, MUTED, anchor="ma")


def _target_kind(view: GentooView) -> str | None:
    """The card type whose target is being chosen (phase "target"), for highlighting."""
    if view.winners or view.phase != "target" or view.pending is None or view.pending.card is None:
        return None
    return card_type(view.pending.card)


def _player_panel(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    view: GentooView,
    names: Sequence[str],
    seat: int,
    top: int,
    acting: bool,
) -> None:
    p = view.players[seat]
    winner = seat in view.winners
    box = (MARGIN, top, WIDTH - MARGIN, top + PANEL_H)
    draw.rounded_rectangle(
        box,
        14,
        fill=PANEL_ACTIVE if acting or winner else PANEL,
        outline=GOLD if acting or winner else None,
        width=3,
    )
    x0 = MARGIN + 16
    # Row 1: the turn marker and the name.
    cy = top + 24
    if acting:
        d.triangle_right(draw, x0, cy, 18, GOLD)
    name_x = x0 + (24 if acting else 0)
    name_font = d.font(24, bold=True)
    name_font.draw(
        draw, (name_x, cy), name_font.fit(seat_name(names, seat), 300 - (name_x - x0)), INK, anchor="lm"
    )
    # Row 2: penguins hatched, and the empty places still to fill.
    cy = top + 60
    slots = max(view.penguins_to_win, p.penguins)
    for i in range(slots):
        _paste(image, _penguin(28, i < p.penguins), x0 + i * 26, cy - 14)
    count_font = d.font(18, bold=True)
    count_font.draw(draw, (x0 + slots * 26 + 4, cy), f"{p.penguins}/{view.penguins_to_win}", INK, anchor="lm")
    # Row 3: stones and fish.
    cy = top + 96
    value = d.font(20)
    _stone(draw, x0 + 10, cy, 9)
    text = plural(p.stones, "stone")
    value.draw(draw, (x0 + 26, cy), text, INK, anchor="lm")
    fx = x0 + 26 + value.width(text) + 22
    _fish(draw, fx + 6, cy, 10)
    value.draw(draw, (fx + 24, cy), f"{p.fish} fish", INK, anchor="lm")
    # Row 4: tags that say in words what the colours and markers show.
    cy = top + 130
    tag_font = d.font(15, bold=True)
    tags: list[tuple[str, d.RGB]] = []
    if winner:
        tags.append(("WINNER", GOLD))
    elif acting and seat != view.turn:
        tags.append(("ANSWERS THE THIEF", GOLD))
    elif seat == view.turn and not view.winners:
        tags.append(("TURN", GOLD if acting else MUTED))  # muted while the Thief's target answers
    if seat == view.viewer:
        tags.append(("YOU", BLUE))
    if p.skips:
        tags.append((f"SKIPS {plural(p.skips, 'turn').upper()}", ORANGE))
    x = x0
    for text, colour in tags:
        x += d.pill(draw, (x, cy), text, tag_font, colour) + 8

    # Cards in Play, small; the ones being played are outlined.
    cards_x, cards_right = MARGIN + 330, WIDTH - MARGIN - 200
    label = d.font(16, bold=True)
    label.draw(draw, (cards_x, top + 10), f"Cards in Play ({len(p.in_play)})", MUTED)
    busy: set[str] = set()
    if view.winners or view.pending is None:
        pass
    elif seat == view.turn and view.phase in ("target", "gift"):
        busy = {c for c in (view.pending.card, view.pending.hatch) if c is not None}
    elif seat == view.pending.target and view.phase == "peck":  # the Pecks that could block the Thief
        busy = {c for c in p.in_play if card_type(c) == "peck"}
    target_kind = _target_kind(view)
    count = len(p.in_play)
    gap = 8
    w = SMALL_W
    if count:
        w = min(SMALL_W, (cards_right - cards_x - gap * (count - 1)) // count)
    step = w + gap
    for i, card_id in enumerate(p.in_play):
        highlight = card_id in busy or (target_kind == "skua" and card_type(card_id) in EGG_TYPES)
        _paste(image, _small_card(card_type(card_id), w, SMALL_H, highlight), cards_x + i * step, top + 34)
    if not count:
        d.font(16).draw(draw, (cards_x, top + 34 + SMALL_H / 2), "none", MUTED, anchor="lm")

    # The Used Pile (face up) and the Player Pile (face down).
    used_x = WIDTH - MARGIN - 190
    pile_x = used_x + 96
    pw = 76
    label.draw(draw, (used_x, top + 10), f"Used ({p.used_size})", MUTED)
    egg_on_top = p.used_top is not None and card_type(p.used_top) in EGG_TYPES
    _face_up_pile(
        image,
        draw,
        used_x,
        top + 34,
        pw,
        SMALL_H,
        p.used_top,
        p.used_size,
        target_kind == "skua" and egg_on_top,
    )
    label.draw(draw, (pile_x, top + 10), "Pile", MUTED)
    _pile(image, draw, pile_x, top + 34, pw, SMALL_H, p.pile_size)
