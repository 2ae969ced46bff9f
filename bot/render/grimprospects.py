"""The Grim Prospects renderer: a ``GrimProspectsView`` as terminal text, as an embed, and as PNG images.

The public board shows, per player, the tunnel in segment order (owner side first, far end last, each
segment a gem or a shovel), the loitering miners by faction and side (Guards, Thugs), the hand size, the
Resting Recruits, the cards known to be in the hand, and the player's Inheritor and Benefactor; the
header shows the round, the phase, the Forfeit Arrow and who is still choosing; the foot shows the last
round's battles. The private parts show a seat's hand and its secret choices so far in this phase.

Renderers receive views only: a seat's hand appears only when the view is that seat's own. Factions
have colours, but every card also carries its id (B/R/M) and its segment as a shape, so colour is never
the only cue. Card facts come from ``data/grimprospects/cards.toml`` through the engine's loader.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from bot.render import draw as d
from bot.render.base import BaseRenderer, RenderedBoard, escape_markdown, seat_name, with_embed_alt_text
from engines.grimprospects.data import CARD_BY_ID
from engines.grimprospects.models import (
    FACTIONS,
    BattleRecord,
    Faction,
    GrimProspectsView,
    PicksView,
    PlayerView,
    Stage,
)
from engines.wording import join_words, plural

FACTION_NAME: dict[Faction, str] = {"bunny": "Bunny", "rat": "Rat", "mole": "Mole"}
FACTION_PLURAL: dict[Faction, str] = {"bunny": "Bunnies", "rat": "Rats", "mole": "Moles"}
FACTION_COLOUR: dict[Faction, d.RGB] = {
    "bunny": d.hex_rgb("#E7A3C6"),
    "rat": d.hex_rgb("#A9B4C0"),
    "mole": d.hex_rgb("#C08A5B"),
}
PHASE_TITLE = {
    "forfeit": "1. Forfeit a tunnel segment",
    "fire": "2. Fire two miners",
    "prepare": "3. Prepare for battles",
    "over": "Game over",
}
STAGE_PROMPT: dict[Stage, str] = {
    "forfeit": "Choose a card to forfeit to your Inheritor's tunnel.",
    "fire_guard": "Choose a miner to fire as a Loitering Guard for your Inheritor.",
    "fire_thug": "Choose a miner to fire as a Loitering Thug for your Benefactor.",
    "thug": "Choose your Employed Thug (it attacks your Inheritor's tunnel), or none.",
    "thug_shadows": "Add Shadow cards to your thugs, or press Done.",
    "guard": "Choose your Employed Guard (it defends against your Benefactor), or none.",
    "guard_shadows": "Add Shadow cards to your guards, or press Done.",
    "ready": "Your choice is made: waiting for the others.",
}

BG = d.hex_rgb("#1B1712")
PANEL = d.hex_rgb("#2A241C")
PANEL_ACTIVE = d.hex_rgb("#3A3124")
INK = d.hex_rgb("#F3ECE1")
MUTED = d.hex_rgb("#B9AD9A")
GOLD = d.hex_rgb("#F2C14E")
GEM = d.hex_rgb("#4FD1E8")
SHOVEL = d.hex_rgb("#8C8C8C")
RED = d.hex_rgb("#E86A5A")
GREEN = d.hex_rgb("#7BC47F")
CARD_BACK = d.hex_rgb("#5B4A35")

WIDTH = 1000
MARGIN = 20


# ---- words ---------------------------------------------------------------------------------------------


def _you(view: GrimProspectsView, seat: int, names: Sequence[str]) -> str:
    """' (you)' after the viewer's own name, unless the host already wrote it there."""
    if seat != view.seat or seat_name(names, seat).endswith("(you)"):
        return ""
    return " (you)"


def _signed(value: int) -> str:
    return f"+{value}" if value > 0 else str(value)


def segment_tag(card_id: str) -> str:
    """'B07*' for a gem (2 points), 'M02^' for a shovel (1 point)."""
    return card_id + ("*" if CARD_BY_ID[card_id].segment == "gem" else "^")


def card_line(card_id: str) -> str:
    card = CARD_BY_ID[card_id]
    effect = f" · {card.effect.capitalize()}" if card.effect != "none" else ""
    return (
        f"{card.id} {FACTION_NAME[card.faction]} {card.segment}{effect} · "
        f"vs Bunny {_signed(card.vs_bunny)}, Rat {_signed(card.vs_rat)}, Mole {_signed(card.vs_mole)}"
    )


def by_faction(card_ids: Sequence[str]) -> str:
    groups = []
    for faction in FACTIONS:
        members = [c for c in card_ids if CARD_BY_ID[c].faction == faction]
        if members:
            groups.append(f"{FACTION_PLURAL[faction]} {' '.join(members)}")
    return "; ".join(groups) or "none"


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
    return f"Round {view.round}, {PHASE_TITLE[view.phase]}. Still choosing: {waiting or 'nobody'}."


def arrow_text(view: GrimProspectsView, names: Sequence[str]) -> str:
    if view.two_player:
        return "Two players: each is the other's Inheritor and Benefactor."
    way = "clockwise" if view.clockwise else "counter-clockwise"
    pairs = ", ".join(f"{seat_name(names, p.seat)} → {seat_name(names, p.inheritor)}" for p in view.players)
    return f"Forfeit Arrow {way}: {pairs}"


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


def _player_lines(view: GrimProspectsView, p: PlayerView, names: Sequence[str]) -> list[str]:
    tunnel = " ".join(segment_tag(c) for c in p.tunnel) or "empty"
    known = [c for group in p.known_in_hand for c in group]
    hand = f"hand {p.hand_size}" + (" (face-down deck)" if p.artificial else "")
    if known:
        hand += f", known: {' '.join(known)}"
    roles = (
        ""
        if view.two_player
        else f" · Inheritor {seat_name(names, p.inheritor)}, Benefactor {seat_name(names, p.benefactor)}"
    )
    return [
        f"tunnel {plural(p.score, 'point')} ({plural(p.gems, 'gem')}): {tunnel}",
        f"{hand}{roles}",
        f"Loitering Guards: {by_faction(p.loitering_guards)} | Loitering Thugs: {by_faction(p.loitering_thugs)}",
        f"Resting Recruits: {' '.join(p.resting) or 'none'}",
    ]


# ---- the renderer --------------------------------------------------------------------------------------


class GrimProspectsRenderer(BaseRenderer):
    """Draws Grim Prospects views; the module-level ``RENDERER`` is what the host loads."""

    def text(self, view: GrimProspectsView, names: Sequence[str]) -> str:
        lines = [f"Grim Prospects. {status(view, names)}", arrow_text(view, names)]
        lines.append("Tunnels run from their owner to the far end; * gem (2 points), ^ shovel (1 point).")
        for p in view.players:
            mark = "*" if p.seat in view.winners else ">" if p.seat in view.waiting else " "
            you = _you(view, p.seat, names)
            lines.append(f"{mark} {seat_name(names, p.seat)}{you}")
            lines.extend(f"    {line}" for line in _player_lines(view, p, names))
        if view.battles:
            lines.append("Last battles:")
            lines.extend(f"  {battle_text(b, names)}" for b in view.battles)
        private = self.private_text(view, names)
        if private:
            lines.append(private)
        return "\n".join(lines)

    def board(self, view: GrimProspectsView, names: Sequence[str]) -> RenderedBoard:
        md_names = [escape_markdown(seat_name(names, s)) for s in range(view.num_players)]
        description = f"**{status(view, md_names)}**\n{arrow_text(view, md_names)}"
        fields: list[tuple[str, str, bool]] = []
        for p in view.players:
            mark = "🏆 " if p.seat in view.winners else "⏳ " if p.seat in view.waiting else ""
            you = _you(view, p.seat, names)
            fields.append(
                (
                    f"{mark}{seat_name(names, p.seat)}{you}"[:256],
                    "\n".join(_player_lines(view, p, md_names))[:1024],
                    False,
                )
            )
        if view.battles:
            value = "\n".join(battle_text(b, md_names) for b in view.battles)
            fields.append(("Last battles", value[:1024], False))
        if view.hand is not None:
            fields.append(("Your hand", self.private_text(view, names)[:1024], False))
        return with_embed_alt_text(
            RenderedBoard(
                title=f"Grim Prospects · Round {view.round}",
                description=description[:4096],
                fields=tuple(fields),
                image_png=d.encode_png(draw_board(view, names)),
                footer="* gem (2 points) · ^ shovel (1 point) · tunnels run from their owner to the far end",
                color=0xF2C14E if view.phase == "over" else 0x8A6A3A,
            ),
            names,
        )

    def private_text(self, view: GrimProspectsView, names: Sequence[str]) -> str:
        if view.seat is None:
            return ""
        me = view.players[view.seat]
        if view.hand is None:
            if me.artificial and view.phase != "over":
                return f"You play the Artificial Player: a face-down deck of {plural(me.hand_size, 'card')}."
            return ""
        lines = [f"Your hand ({plural(len(view.hand), 'card')}, secret):"]
        lines.extend(f"  {card_line(c)}" for c in view.hand)
        if view.picks is not None:
            chosen = picks_text(view.picks)
            if chosen:
                lines.append(f"Your secret choices this phase: {chosen}.")
        if view.stage is not None:
            lines.append(STAGE_PROMPT[view.stage])
        return "\n".join(lines)

    def private_image(self, view: GrimProspectsView, names: Sequence[str]) -> bytes | None:
        if view.hand is None:
            return None
        return d.encode_png(draw_hand(view, names))


RENDERER = GrimProspectsRenderer()


# ---- the pictures --------------------------------------------------------------------------------------

HEADER_H = 150
PANEL_H = 214
PANEL_GAP = 10
SIDE_W = 214  # the left column of a player panel: name, score, hand
SEG_W, SEG_H = 54, 74
SEG_H_WRAPPED = 60
SEGS_PER_ROW = 13


def _segment_icon(
    draw: ImageDraw.ImageDraw, cx: float, cy: float, size: float, gem: bool, ink: d.RGB
) -> None:
    """A cut gem (a diamond with facets) or a shovel (grip, shaft and a pointed blade), centred."""
    r = size / 2
    if gem:
        outline = [(cx, cy - r), (cx + r * 0.8, cy - r * 0.15), (cx, cy + r), (cx - r * 0.8, cy - r * 0.15)]
        draw.polygon(outline, fill=GEM, outline=ink, width=2)
        draw.line((cx - r * 0.8, cy - r * 0.15, cx + r * 0.8, cy - r * 0.15), fill=ink, width=1)
        draw.line((cx, cy - r, cx, cy + r), fill=ink, width=1)
        return
    line = max(2, int(size / 9))
    draw.line((cx, cy - r, cx, cy + r * 0.05), fill=ink, width=line)
    draw.line((cx - r * 0.35, cy - r, cx + r * 0.35, cy - r), fill=ink, width=line)
    blade = [
        (cx - r * 0.45, cy),
        (cx + r * 0.45, cy),
        (cx + r * 0.45, cy + r * 0.55),
        (cx, cy + r),
        (cx - r * 0.45, cy + r * 0.55),
    ]
    draw.polygon(blade, fill=SHOVEL, outline=ink, width=2)


def _mini_card(image: Image.Image, x: int, y: int, w: int, h: int, card_id: str) -> None:
    """A tunnel segment: faction colour, id on top, gem or shovel below (drawn once, then pasted)."""
    tile = _mini_tile(card_id, w, h)
    d.paste(image, tile, (x, y))


@d.drawing_cache
def _mini_tile(card_id: str, w: int, h: int) -> Image.Image:
    card = CARD_BY_ID[card_id]
    fill = FACTION_COLOUR[card.faction]
    tile = Image.new("RGBA", (w + 1, h + 1), (0, 0, 0, 0))
    draw = ImageDraw.Draw(tile)
    d.card(draw, (0, 0, w, h), fill, outline=d.mix(fill, BG, 0.5), radius=6, width=2)
    ink = d.ink_on(fill)
    f = d.fit_font(card_id, w - 6, (17, 15, 13, 11), bold=True)
    f.draw(draw, (w / 2, 5), card_id, ink, anchor="mt")
    _segment_icon(draw, w / 2, h * 0.64, min(w, h) * 0.55, card.segment == "gem", ink)
    return tile


def _chips(draw: ImageDraw.ImageDraw, x: int, y: int, max_x: int, card_ids: Sequence[str]) -> int:
    """Cards as small faction-coloured chips in a row; returns the x after the last one."""
    f = d.font(14, bold=True)
    for card_id in card_ids:
        fill = FACTION_COLOUR[CARD_BY_ID[card_id].faction]
        w = f.width(card_id) + 12
        if x + w > max_x:
            f.draw(draw, (x, y), "…", MUTED, anchor="lm")
            return x + 12
        draw.rounded_rectangle((x, y - 10, x + w, y + 10), 6, fill=fill)
        f.draw(draw, (x + w / 2, y), card_id, d.ink_on(fill), anchor="mm")
        x += w + 4
    return x


def _loiterers(
    draw: ImageDraw.ImageDraw, x: int, y: int, max_x: int, title: str, cards: Sequence[str]
) -> None:
    label = d.font(15, bold=True)
    label.draw(draw, (x, y), title, MUTED, anchor="lm")
    cx = x + label.width(title) + 8
    if not cards:
        d.font(15).draw(draw, (cx, y), "none", MUTED, anchor="lm")
        return
    for faction in FACTIONS:
        members = [c for c in cards if CARD_BY_ID[c].faction == faction]
        if members:
            cx = _chips(draw, cx, y, max_x, members) + 8


def draw_board(view: GrimProspectsView, names: Sequence[str]) -> Image.Image:
    n = view.num_players
    battles = _battle_lines(view, names)
    battles_h = 44 + sum(22 * len(lines) + 6 for _, lines in battles) if battles else 70
    heights = [_panel_height(p) for p in view.players]
    height = HEADER_H + sum(h + PANEL_GAP for h in heights) + battles_h + MARGIN
    image = Image.new("RGB", (WIDTH, height), BG)
    draw = ImageDraw.Draw(image)
    _header(draw, view, names)
    top = HEADER_H
    for seat in range(n):
        _player_panel(image, draw, view, names, seat, top, heights[seat])
        top += heights[seat] + PANEL_GAP
    _battles(draw, view, names, top)
    return image


def _tunnel_rows(count: int) -> tuple[int, int, int]:
    """(rows, segments per row, segment height): long tunnels wrap onto more rows of flatter cards."""
    if count <= SEGS_PER_ROW:
        return 1, SEGS_PER_ROW, SEG_H
    rows = -(-count // SEGS_PER_ROW)
    return rows, -(-count // rows), SEG_H_WRAPPED


def _panel_height(p: PlayerView) -> int:
    rows, _, seg_h = _tunnel_rows(len(p.tunnel))
    return PANEL_H + rows * (seg_h + 6) - (SEG_H + 6)


def _header(draw: ImageDraw.ImageDraw, view: GrimProspectsView, names: Sequence[str]) -> None:
    d.font(32, bold=True).draw(draw, (MARGIN, 14), "Grim Prospects", INK)
    right = d.font(20, bold=True)
    phase = f"Round {view.round} · {PHASE_TITLE[view.phase]}" if view.phase != "over" else "Game over"
    right.draw(draw, (WIDTH - MARGIN, 30), phase, GOLD, anchor="rm")
    banner = (MARGIN, 60, WIDTH - MARGIN, HEADER_H - 10)
    inner = banner[2] - banner[0] - 32
    x = banner[0] + 16
    if view.phase == "over":
        draw.rounded_rectangle(banner, 12, fill=GOLD)
        text = status(view, names)
        f = d.fit_font(text, inner, (26, 22, 19, 16), bold=True)
        f.draw(draw, (x, (banner[1] + banner[3]) / 2), f.fit(text, inner), d.ink_on(GOLD), anchor="lm")
        return
    draw.rounded_rectangle(banner, 12, fill=PANEL_ACTIVE)
    if view.two_player:
        text = "Two players: each is the other's Inheritor and Benefactor (no arrow)."
        f = d.fit_font(text, inner, (19, 17, 15))
        f.draw(draw, (x, (banner[1] + banner[3]) / 2), f.fit(text, inner), INK, anchor="lm")
        return
    way = "clockwise" if view.clockwise else "counter-clockwise"
    caption = f"Forfeit Arrow: {way}. Each player forfeits to, sends a Loitering Guard to and attacks:"
    cf = d.font(16, bold=True)
    cf.draw(draw, (x, banner[1] + 10), cf.fit(caption, inner), GOLD)
    cy = banner[1] + 50
    per_pair = inner // len(view.players)
    name_font = d.font(19, bold=True)
    for i, p in enumerate(view.players):
        px = x + i * per_pair
        room = (per_pair - 60) // 2
        giver = name_font.fit(seat_name(names, p.seat), room)
        taker = name_font.fit(seat_name(names, p.inheritor), room)
        name_font.draw(draw, (px, cy), giver, INK, anchor="lm")
        ax = px + name_font.width(giver) + 6
        d.arrow(draw, (ax, cy), (ax + 28, cy), GOLD, 3, 9)
        name_font.draw(draw, (ax + 36, cy), taker, INK, anchor="lm")


def _player_panel(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    view: GrimProspectsView,
    names: Sequence[str],
    seat: int,
    top: int,
    height: int,
) -> None:
    p = view.players[seat]
    waiting = seat in view.waiting
    fill = PANEL_ACTIVE if waiting else PANEL
    box = (MARGIN, top, WIDTH - MARGIN, top + height)
    outline = GOLD if seat in view.winners else None
    draw.rounded_rectangle(box, 12, fill=fill, outline=outline, width=3 if outline else 0)
    x0 = MARGIN + 14
    # Left column: who, score, hand, roles, whether still choosing.
    you = _you(view, seat, names)
    name = seat_name(names, seat) + you
    room = SIDE_W - 24
    nf = d.fit_font(name, room, (22, 20, 18, 16), bold=True)
    nf.draw(draw, (x0, top + 12), nf.fit(name, room), INK)
    score = f"{plural(p.score, 'point')} · {plural(p.gems, 'gem')}"
    sf = d.fit_font(score, room, (19, 17, 15), bold=True)
    sf.draw(draw, (x0, top + 42), sf.fit(score, room), GOLD)
    small = d.font(16)
    # Card backs, one per card up to 10, so the hand size reads at a glance.
    for i in range(min(p.hand_size, 10)):
        bx = x0 + i * 9
        draw.rounded_rectangle((bx, top + 70, bx + 18, top + 96), 3, fill=CARD_BACK, outline=MUTED)
    hand = f"{p.hand_size} in deck" if p.artificial else f"{p.hand_size} in hand"
    small.draw(draw, (x0 + min(p.hand_size, 10) * 9 + 20, top + 83), hand, INK, anchor="lm")
    if p.artificial:
        small.draw(draw, (x0, top + 104), "Artificial Player", MUTED)
    if not view.two_player:
        small.draw(
            draw, (x0, top + 128), small.fit(f"Inheritor: {seat_name(names, p.inheritor)}", room), MUTED
        )
        small.draw(
            draw, (x0, top + 150), small.fit(f"Benefactor: {seat_name(names, p.benefactor)}", room), MUTED
        )
    if view.phase != "over":
        state = "choosing…" if waiting else "ready"
        d.pill(draw, (x0, top + 186), state, d.font(14, bold=True), GOLD if waiting else GREEN)

    # The tunnel, owner side at the left, far end at the right.
    tx = MARGIN + SIDE_W
    max_x = WIDTH - MARGIN - 14
    label = d.font(15, bold=True)
    label.draw(draw, (tx, top + 12), "Tunnel (owner → far end)", MUTED)
    seg_top = top + 34
    rows, per_row, seg_h = _tunnel_rows(len(p.tunnel))
    if not p.tunnel:
        draw.rounded_rectangle((tx, seg_top, tx + SEG_W, seg_top + SEG_H), 6, outline=MUTED, width=1)
        d.font(15).draw(draw, (tx + SEG_W + 12, seg_top + SEG_H / 2), "empty", MUTED, anchor="lm")
    for i, card_id in enumerate(p.tunnel):
        # Row by row, each row continuing the tunnel from the left, like lines of text.
        x = tx + (i % per_row) * (SEG_W + 4)
        y = seg_top + (i // per_row) * (seg_h + 6)
        _mini_card(image, x, y, SEG_W, seg_h, card_id)
    # Loitering miners by side and faction, then the Resting Recruits and the cards known in hand.
    y = seg_top + rows * (seg_h + 6) + 12
    _loiterers(draw, tx, y, max_x, "Loitering Guards:", p.loitering_guards)
    _loiterers(draw, tx, y + 24, max_x, "Loitering Thugs:", p.loitering_thugs)
    _card_row(draw, tx, y + 48, max_x, "Resting Recruits:", p.resting)
    known = [c for group in p.known_in_hand for c in group]
    _card_row(draw, tx, y + 72, max_x, "Known in hand:", known)


def _card_row(
    draw: ImageDraw.ImageDraw, x: int, y: int, max_x: int, title: str, cards: Sequence[str]
) -> None:
    label = d.font(15, bold=True)
    label.draw(draw, (x, y), title, MUTED, anchor="lm")
    cx = x + label.width(title) + 8
    if cards:
        _chips(draw, cx, y, max_x, cards)
    else:
        d.font(15).draw(draw, (cx, y), "none", MUTED, anchor="lm")


def _battle_lines(view: GrimProspectsView, names: Sequence[str]) -> list[tuple[BattleRecord, list[str]]]:
    f = d.font(16)
    return [(b, f.wrap(battle_text(b, names), WIDTH - 2 * MARGIN - 20, 2)) for b in view.battles]


def _battles(draw: ImageDraw.ImageDraw, view: GrimProspectsView, names: Sequence[str], top: int) -> None:
    heading = d.font(19, bold=True)
    heading.draw(draw, (MARGIN, top + 6), "Last battles", INK)
    f = d.font(16)
    if not view.battles:
        f.draw(draw, (MARGIN, top + 40), "No battle has been fought yet.", MUTED)
        return
    y = top + 38
    for record, lines in _battle_lines(view, names):
        colour = RED if record.result == "collapse" else GREEN if record.result == "held" else MUTED
        draw.ellipse((MARGIN, y + 4, MARGIN + 12, y + 16), fill=colour)
        for line in lines:
            f.draw(draw, (MARGIN + 20, y), line, INK)
            y += 22
        y += 6


HAND_W, HAND_H = 112, 160
HAND_COLS = 8


def _hand_card(draw: ImageDraw.ImageDraw, x: int, y: int, card_id: str, tag: str) -> None:
    card = CARD_BY_ID[card_id]
    fill = FACTION_COLOUR[card.faction]
    outline = GOLD if tag else d.mix(fill, BG, 0.5)
    d.card(draw, (x, y, x + HAND_W, y + HAND_H), fill, outline=outline, radius=10, width=4 if tag else 2)
    ink = d.ink_on(fill)
    d.font(20, bold=True).draw(draw, (x + 10, y + 8), card.id, ink)
    _segment_icon(draw, x + HAND_W - 22, y + 22, 26, card.segment == "gem", ink)
    small = d.font(14)
    kind = f"{FACTION_NAME[card.faction]} · {card.segment}"
    small.draw(draw, (x + 10, y + 34), small.fit(kind, HAND_W - 16), ink)
    rows = (("vs Bunny", card.vs_bunny), ("vs Rat", card.vs_rat), ("vs Mole", card.vs_mole))
    for i, (label, value) in enumerate(rows):
        yy = y + 58 + i * 20
        small.draw(draw, (x + 10, yy), label, ink)
        d.font(15, bold=True).draw(draw, (x + HAND_W - 12, yy), _signed(value), ink, anchor="ra")
    if card.effect != "none":
        d.font(14, bold=True).draw(draw, (x + 10, y + 122), card.effect.capitalize(), ink)
    if tag:
        d.pill(draw, (x + 6, y + HAND_H - 4), tag, d.font(13, bold=True), GOLD)


def _tags(picks: PicksView | None) -> dict[str, str]:
    if picks is None:
        return {}
    tags: dict[str, str] = {}
    for card_id, tag in (
        (picks.forfeit, "Forfeit"),
        (picks.fire_guard, "L. Guard"),
        (picks.fire_thug, "L. Thug"),
        (picks.thug, "Thug"),
        (picks.guard, "Guard"),
    ):
        if card_id:
            tags[card_id] = tag
    for card_id in picks.thug_shadows:
        tags[card_id] = "Thug Shadow"
    for card_id in picks.guard_shadows:
        tags[card_id] = "Guard Shadow"
    return tags


def draw_hand(view: GrimProspectsView, names: Sequence[str]) -> Image.Image:
    hand = view.hand or ()
    rows = max(1, (len(hand) + HAND_COLS - 1) // HAND_COLS)
    height = 92 + rows * (HAND_H + 22) + MARGIN
    image = Image.new("RGB", (WIDTH, height), BG)
    draw = ImageDraw.Draw(image)
    who = seat_name(names, view.seat) if view.seat is not None else ""
    d.font(26, bold=True).draw(draw, (MARGIN, 14), f"{who}'s hand ({plural(len(hand), 'card')}, secret)", INK)
    prompt = STAGE_PROMPT[view.stage] if view.stage is not None else ""
    if view.picks is not None and picks_text(view.picks):
        prompt = f"Chosen: {picks_text(view.picks)}. {prompt}"
    f = d.font(17)
    f.draw(draw, (MARGIN, 54), f.fit(prompt, WIDTH - 2 * MARGIN), MUTED)
    tags = _tags(view.picks)
    gap = (WIDTH - 2 * MARGIN - HAND_COLS * HAND_W) // (HAND_COLS - 1)
    for i, card_id in enumerate(hand):
        x = MARGIN + (i % HAND_COLS) * (HAND_W + gap)
        y = 88 + (i // HAND_COLS) * (HAND_H + 22)
        _hand_card(draw, x, y, card_id, tags.get(card_id, ""))
    if not hand:
        f.draw(draw, (MARGIN, 100), "Your hand is empty.", MUTED)
    return image
