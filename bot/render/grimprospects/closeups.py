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

from bot.i18n import Speaker, english
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
    ids,
    known_cards,
)
from bot.render.protocol import CloseUp, RenderedImage, seat_name
from engines.grimprospects.data import CARD_BY_ID
from engines.grimprospects.models import FACTIONS, BattleRecord, Faction, Force, GrimProspectsView, PlayerView

MINERS, TUNNELS, BATTLES = "miners", "tunnels", "battles"
TEXT_SIZE = 24
GAP = 6


def offered(view: GrimProspectsView, say: Speaker | None = None) -> tuple[CloseUp, ...]:
    """The close-ups with something to show: the miners once anyone has fired one, the tunnels once any
    card is in one (or resting, or known in a hand), the battles after a round's battles."""
    say = say or english()
    ups = []
    if any(p.loitering_guards or p.loitering_thugs for p in view.players):
        ups.append(CloseUp(MINERS, say("grim-board-show", what=MINERS)))
    if any(p.tunnel or p.resting or p.known_in_hand for p in view.players):
        ups.append(CloseUp(TUNNELS, say("grim-board-show", what=TUNNELS)))
    if view.battles:
        ups.append(CloseUp(BATTLES, say("grim-board-show", what=BATTLES)))
    return tuple(ups)


def draw_close_up(
    view: GrimProspectsView, names: Sequence[str], key: str, say: Speaker | None = None
) -> RenderedImage | None:
    say = say or english()
    if key not in {u.key for u in offered(view, say)}:
        return None
    if key == MINERS:
        return _miners(view, names, say)
    if key == TUNNELS:
        return _tunnels(view, names, say)
    return _battles(view, names, say)


def _who(view: GrimProspectsView, names: Sequence[str], seat: int, say: Speaker) -> str:
    """'You' in the seat's own view, as a heading says it, else the seat's name."""
    return say("grim-board-closeup-who", you=seat == view.seat, seat=seat_name(names, seat))


def _you(view: GrimProspectsView, attacker: int, defender: int) -> str:
    """Which player of a battle is the viewer, if either ("first": the attacker, "second": the
    defender): the catalogue says "you" for them."""
    return "first" if attacker == view.seat else "second" if defender == view.seat else "none"


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
SIDE_W = 100  # a side's label ("Guards") takes at least this much before its chips


def _side_width(say: Speaker) -> int:
    """Where the chips after a side's label start, from the margin: room for the longer of its words."""
    f = d.font(LABEL_SIZE)
    return max(SIDE_W, *(f.width(say("grim-board-picture-label", label=s)) + 16 for s in ("guards", "thugs")))


def _groups(card_ids: Sequence[str]) -> list[tuple[Faction, list[str]]]:
    return [
        (f, members) for f in FACTIONS if (members := [c for c in card_ids if CARD_BY_ID[c].faction == f])
    ]


def _roles(view: GrimProspectsView, names: Sequence[str], p: PlayerView, say: Speaker) -> str:
    """Whom a player's guards defend against (the Benefactor) and whom their thugs attack (the Inheritor)
    this round; with two players, the same opponent (ruling 21)."""
    return say(
        "grim-board-closeup-roles",
        donor=seat_name(names, p.benefactor),
        donor_you=p.benefactor == view.seat,
        heir=seat_name(names, p.inheritor),
        heir_you=p.inheritor == view.seat,
    )


def _miners(view: GrimProspectsView, names: Sequence[str], say: Speaker) -> RenderedImage:
    groups = sum(len(_groups(p.loitering_guards)) + len(_groups(p.loitering_thugs)) + 2 for p in view.players)
    count = sum(len(p.loitering_guards) + len(p.loitering_thugs) for p in view.players)
    room = (groups + count // 4) * (pieces.CHIP_H + GAP + 8)
    sheet = _Sheet(MARGIN + 300 + view.num_players * 190 + room)  # with room for longer words than English
    sheet.heading(say("grim-board-closeup-miners-heading"))
    sheet.line(say("grim-board-closeup-miners-note"), SOFT)
    f = d.font(LABEL_SIZE)
    against = f.fit(say("grim-board-closeup-against"), POWER_X["bunny"] - 30 - MARGIN)
    f.draw(sheet.draw, (POWER_X["bunny"] - 30, sheet.y + 16), against, SOFT, anchor="rm")
    for faction, x in POWER_X.items():
        pieces.faction_badge(sheet.draw, (x - pieces.BADGE / 2, sheet.y), faction)
    sheet.y += 40
    number = d.font(NUMBER_SIZE - 4, bold=True)
    chips_x = MARGIN + _side_width(say)
    for p in view.players:
        sheet.heading(_who(view, names, p.seat, say), HEADING_SIZE)
        sheet.line(_roles(view, names, p, say), SOFT, LABEL_SIZE, lines=2)
        for side, cards in (("guards", p.loitering_guards), ("thugs", p.loitering_thugs)):
            centre = sheet.y + pieces.CHIP_H / 2
            f.draw(
                sheet.draw, (MARGIN, centre), say("grim-board-picture-label", label=side), SOFT, anchor="lm"
            )
            if not cards:
                f.draw(sheet.draw, (chips_x, centre), say("grim-board-none"), SOFT, anchor="lm")
                sheet.y += pieces.CHIP_H + GAP + 4
                continue
            for _faction, members in _groups(cards):
                top = sheet.y
                sheet.chips([(c, c) for c in members], chips_x, CHIPS_RIGHT)
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
    title = say("grim-board-closeup-title", what=MINERS)
    return RenderedImage(title, sheet.finish(), miners_alt_text(view, names, say))


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


def _tunnels(view: GrimProspectsView, names: Sequence[str], say: Speaker) -> RenderedImage:
    per_line = (WIDTH - 2 * MARGIN + 2 * BAND) // SEG_STEP
    lines = sum(-(-len(p.tunnel) // per_line) for p in view.players)
    chips = sum(len(p.resting) + len(known_cards(p)) for p in view.players)
    room_for = view.num_players * 300 + lines * (SEG_H + 2 * BAND + 4) + (chips // 5) * (pieces.CHIP_H + GAP)
    sheet = _Sheet(MARGIN + 160 + room_for)  # with room for longer words than English
    title = say("grim-board-closeup-title", what=TUNNELS)
    sheet.heading(title)
    sheet.line(say("grim-board-closeup-tunnels-note"))
    heading, label = d.font(HEADING_SIZE, bold=True), d.font(LABEL_SIZE)
    for p in view.players:
        risk = at_risk(view, p)
        facts = say("grim-board-closeup-facts", points=p.score, gems=p.gems)
        own = p.seat == view.seat
        frame = heading.width(say("grim-board-closeup-tunnel", own=own, seat=""))
        room = WIDTH - 2 * MARGIN - label.width(facts) - 16 - frame - 4  # a few pixels spare for rounding
        whose = say("grim-board-closeup-tunnel", own=own, seat=heading.fit(seat_name(names, p.seat), room))
        sheet.heading(whose, HEADING_SIZE, right=facts)
        if p.tunnel:
            _tunnel_cards(sheet, view, p)
        else:
            sheet.line(say("grim-board-closeup-empty"), SOFT)
        if risk:
            sheet.line(say("grim-board-closeup-risk", count=risk), RISK_INK, LABEL_SIZE, lines=1)
        for which, cards in (("resting", p.resting), ("known", known_cards(p))):
            words = label.fit(
                say("grim-board-closeup-count", which=which, count=len(cards)), WIDTH - 2 * MARGIN
            )
            label.draw(sheet.draw, (MARGIN, sheet.y + 14), words, SOFT, anchor="lm")
            sheet.y += 32
            if cards:
                sheet.chips([(c, c) for c in cards])
    return RenderedImage(title, sheet.finish(), tunnels_alt_text(view, names, say))


# ---- the battles ---------------------------------------------------------------------------------------


def _faction_of(force: Force) -> Faction | None:
    return CARD_BY_ID[force.employed].faction if force.employed else None


def _side(sheet: _Sheet, side: str, force: Force, versus: Faction | None, say: Speaker) -> None:
    """One side of a battle: each card with its power against the other side, and the total."""
    f = d.font(LABEL_SIZE)
    cards = force.cards()
    centre = sheet.y + pieces.CHIP_H / 2
    chips_x = MARGIN + _side_width(say)
    f.draw(sheet.draw, (MARGIN, centre), say("grim-board-picture-label", label=side), SOFT, anchor="lm")
    if not cards:
        f.draw(sheet.draw, (chips_x, centre), say("grim-board-nothing"), SOFT, anchor="lm")
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
    sheet.chips(labelled, chips_x, WIDTH - MARGIN - 70)


def _battle(
    sheet: _Sheet, view: GrimProspectsView, names: Sequence[str], b: BattleRecord, say: Speaker
) -> None:
    heading = d.font(HEADING_SIZE, bold=True)
    you = _you(view, b.attacker, b.defender)
    frame = heading.width(say("grim-board-closeup-attacked", you=you, attacker="", defender=""))
    said = [seat_name(names, seat) if seat != view.seat else "" for seat in (b.attacker, b.defender)]
    # "you" is in the frame; a few pixels spare for rounding, so that the heading needs no cut of its own
    attacker, defender = fit_all(heading, said, WIDTH - 2 * MARGIN - frame - 4)
    sheet.heading(
        say("grim-board-closeup-attacked", you=you, attacker=attacker, defender=defender), HEADING_SIZE
    )
    if b.result == "no_battle":
        sheet.line(say("grim-board-closeup-no-fight"), SOFT, TEXT_SIZE, lines=1)
        return
    _side(sheet, "thugs", b.thugs, _faction_of(b.guards), say)
    _side(sheet, "guards", b.guards, _faction_of(b.thugs), say)
    if b.result == "collapse":
        text = say(
            "grim-board-closeup-collapse",
            you=you,
            attacker=seat_name(names, b.attacker),
            defender=seat_name(names, b.defender),
            gems=len(b.captured),
            taken=ids(b.captured),
            saved=bool(b.shovel),
            shovel=b.shovel or "",
        )
    else:
        # rulebook, Resolve Battles: ties go to the Inheritor
        tie = b.thugs.power is not None and b.thugs.power == b.guards.power
        text = say("grim-board-closeup-held", tie=tie)
    sheet.line(text, COLLAPSED if b.result == "collapse" else HELD, TEXT_SIZE, lines=3)


def _battles(view: GrimProspectsView, names: Sequence[str], say: Speaker) -> RenderedImage:
    sheet = _Sheet(MARGIN + 140 + len(view.battles) * 450)  # with room for longer words than English
    title = say("grim-board-closeup-title", what=BATTLES)
    sheet.heading(title)
    for b in view.battles:
        _battle(sheet, view, names, b, say)
    return RenderedImage(title, sheet.finish(), battles_alt_text(view, names, say))
