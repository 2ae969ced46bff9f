"""Grim Prospects' close-ups: what does not fit the phone-sized board, one tap away. Everything in them is
public (ruling 19), so every view draws them alike, except that a seat's own name reads "You".

- ``miners``, "Show the loitering miners": each player's Loitering Guards and Thugs by faction, with what
  each group adds together against each faction when an Employed miner of its faction fights (ruling 11):
  the numbers a player weighs to choose an Employed Thug or Guard, and which miners to fire.
- ``tunnels``, "Show the tunnels": each tunnel card by card from its owner's end, with the gems at risk
  ringed in red (ruling 14), each player's Resting Recruits and the cards known to be in their hand.
- ``battles``, "Show the last battles": each battle of the last round, every card with its power against
  the other side, the totals and what the collapse took.

Each is 800 pixels wide like the board, with the same type sizes, so it reads at 400.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from bot.render import draw as d
from bot.render.grimprospects import pieces
from bot.render.grimprospects.alt import battles_alt_text, miners_alt_text, tunnels_alt_text
from bot.render.grimprospects.layout import fit_all
from bot.render.grimprospects.style import (
    BG,
    COLLAPSED,
    DARK,
    FACTION_COLOUR,
    HEADING_SIZE,
    HELD,
    INK,
    LABEL_SIZE,
    MARGIN,
    MAX_PNG_BYTES,
    NUMBER_SIZE,
    RISK,
    RISK_INK,
    SOFT,
    WIDTH,
)
from bot.render.grimprospects.words import (
    at_risk,
    group_power,
    known_cards,
)
from bot.render.protocol import CloseUp, RenderedImage, seat_name
from engines.grimprospects.data import CARD_BY_ID
from engines.grimprospects.models import FACTIONS, BattleRecord, Faction, Force, GrimProspectsView, PlayerView
from engines.wording import plural

MINERS, TUNNELS, BATTLES = "miners", "tunnels", "battles"
TEXT_SIZE = 24
GAP = 6


def offered(view: GrimProspectsView) -> tuple[CloseUp, ...]:
    """The close-ups with something to show: the miners once anyone has fired one, the tunnels once any
    card is in one (or resting, or known in a hand), the battles after a round's battles."""
    ups = []
    if any(p.loitering_guards or p.loitering_thugs for p in view.players):
        ups.append(CloseUp(MINERS, "Show the loitering miners"))
    if any(p.tunnel or p.resting or p.known_in_hand for p in view.players):
        ups.append(CloseUp(TUNNELS, "Show the tunnels"))
    if view.battles:
        ups.append(CloseUp(BATTLES, "Show the last battles"))
    return tuple(ups)


def draw_close_up(view: GrimProspectsView, names: Sequence[str], key: str) -> RenderedImage | None:
    if key not in {u.key for u in offered(view)}:
        return None
    if key == MINERS:
        return _miners(view, names)
    if key == TUNNELS:
        return _tunnels(view, names)
    return _battles(view, names)


def _who(view: GrimProspectsView, names: Sequence[str], seat: int, start: bool = True) -> str:
    """'You' (or 'you' inside a sentence) in the seat's own view, else the seat's name."""
    if seat == view.seat:
        return "You" if start else "you"
    return seat_name(names, seat)


def _whose(view: GrimProspectsView, names: Sequence[str], seat: int, start: bool = True) -> str:
    """'Your' (or 'your' inside a sentence) in the seat's own view, else "Alice's"."""
    if seat == view.seat:
        return "Your" if start else "your"
    return f"{seat_name(names, seat)}'s"


# ---- drawing -------------------------------------------------------------------------------------------


SHEET = d.SheetStyle(
    WIDTH,
    MARGIN,
    BG,
    INK,
    SOFT,
    heading_size=HEADING_SIZE + 4,
    text_size=TEXT_SIZE,
    heading_leading=1.4,
    max_bytes=MAX_PNG_BYTES,
)


class _Sheet(d.Sheet):
    """A close-up sheet whose texts sit on their lines' middles, with a note at a heading's right end and
    the cards' chips."""

    def __init__(self, height: int) -> None:
        super().__init__(SHEET, height)

    def heading(
        self, text: str, size: int | None = None, colour: d.RGB | None = None, right: str = ""
    ) -> None:
        size = SHEET.heading_size if size is None else size
        if self.y > MARGIN:
            self.y += SHEET.heading_gap  # a section stands a little apart from what is above it
        f = d.font(size, bold=True)
        room = WIDTH - 2 * MARGIN
        if right:
            small = d.font(LABEL_SIZE)
            small.draw(self.draw, (WIDTH - MARGIN, self.y + size * 0.6), right, SOFT, anchor="rm")
            room -= small.width(right) + 16
        f.draw(self.draw, (MARGIN, self.y + size * 0.6), f.fit(text, room), colour or INK, anchor="lm")
        self.y += round(size * SHEET.heading_leading)

    def line(
        self,
        text: str,
        colour: d.RGB | None = None,
        size: int | None = None,
        x: int | None = None,
        *,
        bold: bool = False,
        lines: int = 3,
    ) -> None:
        size = SHEET.text_size if size is None else size
        x = MARGIN if x is None else x
        f = d.font(size, bold)
        for part in f.wrap(text, WIDTH - MARGIN - x, lines):
            f.draw(self.draw, (x, self.y + size * 0.65), part, colour or SOFT, anchor="lm")
            self.y += round(size * 1.35)
        self.y += 4

    def chips(
        self, labelled: Sequence[tuple[str, str]], left: int = MARGIN, right: int = WIDTH - MARGIN
    ) -> int:
        """Chips (card id, label) from ``left``, wrapping before ``right``; returns the lines used."""
        x, lines = left, 1
        for card_id, label in labelled:
            tile = pieces.chip(card_id, label if label != card_id else "")
            if x + tile.width > right and x > left:
                x = left
                self.y += pieces.CHIP_H + GAP
                lines += 1
            d.paste(self.image, tile, (x, self.y))
            x += tile.width + GAP
        self.y += pieces.CHIP_H + GAP
        return lines


# ---- the loitering miners ------------------------------------------------------------------------------

CHIPS_RIGHT = 520  # the chips of a group end here; its powers follow in three columns
POWER_X = {faction: 580 + 80 * i for i, faction in enumerate(FACTIONS)}


def _groups(card_ids: Sequence[str]) -> list[tuple[Faction, list[str]]]:
    return [
        (f, members) for f in FACTIONS if (members := [c for c in card_ids if CARD_BY_ID[c].faction == f])
    ]


def _roles(view: GrimProspectsView, names: Sequence[str], p: PlayerView) -> str:
    """Whom a player's guards defend against (the Benefactor) and whom their thugs attack (the Inheritor)
    this round; with two players, the same opponent (ruling 21)."""
    return (
        f"Guards defend against {_who(view, names, p.benefactor, start=False)} · "
        f"thugs attack {_who(view, names, p.inheritor, start=False)}"
    )


def _miners(view: GrimProspectsView, names: Sequence[str]) -> RenderedImage:
    groups = sum(len(_groups(p.loitering_guards)) + len(_groups(p.loitering_thugs)) + 2 for p in view.players)
    count = sum(len(p.loitering_guards) + len(p.loitering_thugs) for p in view.players)
    sheet = _Sheet(MARGIN + 200 + view.num_players * 150 + (groups + count // 4) * (pieces.CHIP_H + GAP + 8))
    sheet.heading("Loitering miners")
    sheet.line("A group joins its player's Employed miner of the same faction and adds its power.", SOFT)
    f = d.font(LABEL_SIZE)
    f.draw(sheet.draw, (POWER_X["bunny"] - 30, sheet.y + 16), "against", SOFT, anchor="rm")
    for faction, x in POWER_X.items():
        pieces.faction_badge(sheet.draw, (x - pieces.BADGE / 2, sheet.y), faction)
    sheet.y += 40
    number = d.font(NUMBER_SIZE - 4, bold=True)
    for p in view.players:
        sheet.heading(_who(view, names, p.seat), HEADING_SIZE)
        sheet.line(_roles(view, names, p), SOFT, LABEL_SIZE, lines=2)
        for side, cards in (("Guards", p.loitering_guards), ("Thugs", p.loitering_thugs)):
            label_x = MARGIN
            f.draw(sheet.draw, (label_x, sheet.y + pieces.CHIP_H / 2), side, SOFT, anchor="lm")
            if not cards:
                f.draw(sheet.draw, (MARGIN + 100, sheet.y + pieces.CHIP_H / 2), "none", SOFT, anchor="lm")
                sheet.y += pieces.CHIP_H + GAP + 4
                continue
            for _faction, members in _groups(cards):
                top = sheet.y
                sheet.chips([(c, c) for c in members], MARGIN + 100, CHIPS_RIGHT)
                total = group_power(members)
                for versus, x in POWER_X.items():
                    number.draw(
                        sheet.draw,
                        (x, top + pieces.CHIP_H / 2),
                        pieces.shown_power(total[versus]),
                        INK,
                        anchor="mm",
                    )
                sheet.y += 4
    return RenderedImage("The loitering miners", sheet.finish(), miners_alt_text(view, names))


# ---- the tunnels ---------------------------------------------------------------------------------------

SEG_W, SEG_H = 66, 84


BAND = 6  # the red band's width around a gem at risk


@d.drawing_cache
def _segment_card(card_id: str, risk: bool) -> Image.Image:
    """A tunnel segment card by card: its id on its faction's colour, its gem or shovel below; a gem at
    risk sits on the red band."""
    card = CARD_BY_ID[card_id]
    canvas, draw = pieces.tile(SEG_W + 2 * BAND, SEG_H + 2 * BAND)
    if risk:
        draw.rounded_rectangle((0, 0, SEG_W + 2 * BAND - 1, SEG_H + 2 * BAND - 1), 12, fill=RISK)
    fill = FACTION_COLOUR[card.faction]
    box = (BAND, BAND, BAND + SEG_W - 1, BAND + SEG_H - 1)
    d.card(draw, box, fill, outline=d.mix(fill, (0, 0, 0), 0.45), radius=8, width=2)
    pieces.chip_font().draw(draw, (BAND + SEG_W / 2, BAND + 17), card.id, DARK, anchor="mm")
    d.paste(canvas, pieces.segment(card.segment, 40), (BAND + SEG_W // 2 - 20, BAND + 35))
    return canvas


SEG_STEP = SEG_W + 2 * BAND + 2


def _tunnel_cards(sheet: _Sheet, view: GrimProspectsView, p: PlayerView) -> None:
    per_line = (WIDTH - 2 * MARGIN + 2 * BAND) // SEG_STEP
    risk_from = len(p.tunnel) - at_risk(view, p)
    for i, card_id in enumerate(p.tunnel):
        line, col = divmod(i, per_line)
        x = MARGIN - BAND + col * SEG_STEP
        d.paste(
            sheet.image, _segment_card(card_id, i >= risk_from), (x, sheet.y + line * (SEG_H + 2 * BAND + 4))
        )
    lines = -(-len(p.tunnel) // per_line)
    sheet.y += lines * (SEG_H + 2 * BAND + 4)


def _tunnels(view: GrimProspectsView, names: Sequence[str]) -> RenderedImage:
    per_line = (WIDTH - 2 * MARGIN + 2 * BAND) // SEG_STEP
    lines = sum(-(-len(p.tunnel) // per_line) for p in view.players)
    chips = sum(len(p.resting) + len(known_cards(p)) for p in view.players)
    room_for = view.num_players * 260 + lines * (SEG_H + 2 * BAND + 4) + (chips // 5) * (pieces.CHIP_H + GAP)
    sheet = _Sheet(MARGIN + 120 + room_for)
    sheet.heading("The tunnels")
    sheet.line("From each owner's end to the far end; a collapse takes the gems after the last shovel.")
    heading, label = d.font(HEADING_SIZE, bold=True), d.font(LABEL_SIZE)
    for p in view.players:
        risk = at_risk(view, p)
        facts = f"{plural(p.score, 'point')}, {plural(p.gems, 'gem')}"
        room = WIDTH - 2 * MARGIN - label.width(facts) - 16 - heading.width(" tunnel")
        if p.seat == view.seat:
            whose = "Your"
        else:
            whose = heading.fit(seat_name(names, p.seat), room - heading.width("'s")) + "'s"
        sheet.heading(f"{whose} tunnel", HEADING_SIZE, right=facts)
        if p.tunnel:
            _tunnel_cards(sheet, view, p)
        else:
            sheet.line("Empty.", SOFT)
        if risk:
            sheet.line(f"{plural(risk, 'gem')} at risk (on red).", RISK_INK, LABEL_SIZE, lines=1)
        for title, cards in (("Resting Recruits", p.resting), ("Known in hand", known_cards(p))):
            words = f"{title}: {len(cards)}" if cards else f"{title}: none"
            label.draw(sheet.draw, (MARGIN, sheet.y + 14), words, SOFT, anchor="lm")
            sheet.y += 32
            if cards:
                sheet.chips([(c, c) for c in cards])
    return RenderedImage("The tunnels", sheet.finish(), tunnels_alt_text(view, names))


# ---- the battles ---------------------------------------------------------------------------------------


def _faction_of(force: Force) -> Faction | None:
    return CARD_BY_ID[force.employed].faction if force.employed else None


def _side(sheet: _Sheet, title: str, force: Force, versus: Faction | None) -> None:
    """One side of a battle: each card with its power against the other side, and the total."""
    f = d.font(LABEL_SIZE)
    cards = force.cards()
    centre = sheet.y + pieces.CHIP_H / 2
    f.draw(sheet.draw, (MARGIN, centre), title, SOFT, anchor="lm")
    if not cards:
        f.draw(sheet.draw, (MARGIN + 100, centre), "nothing", SOFT, anchor="lm")
        sheet.y += pieces.CHIP_H + GAP
        return
    compared = versus is not None and force.power is not None  # both sides fought (ruling 13)
    if force.power is not None:
        total = f"= {pieces.shown_power(force.power)}"
        d.font(NUMBER_SIZE - 4, bold=True).draw(sheet.draw, (WIDTH - MARGIN, centre), total, INK, anchor="rm")
    labelled = [
        (c, f"{c} {pieces.shown_power(CARD_BY_ID[c].power(versus))}" if compared and versus else c)
        for c in cards
    ]
    sheet.chips(labelled, MARGIN + 100, WIDTH - MARGIN - 70)


def _battle(sheet: _Sheet, view: GrimProspectsView, names: Sequence[str], b: BattleRecord) -> None:
    heading = d.font(HEADING_SIZE, bold=True)
    who = [_who(view, names, b.attacker), _who(view, names, b.defender, start=False)]
    attacker, defender = fit_all(heading, who, WIDTH - 2 * MARGIN - heading.width(" attacked "))
    sheet.heading(f"{attacker} attacked {defender}", HEADING_SIZE)
    if b.result == "no_battle":
        sheet.line("Nobody fought: no miner was used.", SOFT, TEXT_SIZE, lines=1)
        return
    _side(sheet, "Thugs", b.thugs, _faction_of(b.guards))
    _side(sheet, "Guards", b.guards, _faction_of(b.thugs))
    if b.result == "collapse":
        taken = " ".join(b.captured) or "no gem"
        text = f"Collapse: {_who(view, names, b.attacker)} took {taken}"
        if b.shovel:
            text += f"; shovel {b.shovel} back to {_whose(view, names, b.defender, start=False)} hand"
    else:
        text = "The tunnel holds"
        if b.thugs.power is not None and b.thugs.power == b.guards.power:
            text += " (a tie goes to the defender)"  # rulebook, Resolve Battles: ties go to the Inheritor
    sheet.line(text + ".", COLLAPSED if b.result == "collapse" else HELD, TEXT_SIZE, lines=2)


def _battles(view: GrimProspectsView, names: Sequence[str]) -> RenderedImage:
    sheet = _Sheet(MARGIN + 100 + len(view.battles) * 380)
    sheet.heading("The last battles")
    for b in view.battles:
        _battle(sheet, view, names, b)
    return RenderedImage("The last battles", sheet.finish(), battles_alt_text(view, names))
