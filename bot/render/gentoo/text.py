"""Gentoo Rules as text: the whole view for a terminal, and the embed that goes with the board picture
(the players' penguins, stones, fish and cards, the Choice Cards with their costs, the piles).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n import Speaker, english
from bot.render.gentoo.words import (
    acting_seats,
    card_name,
    cost_text,
    in_play_text,
    order_text,
    out_of_reach_text,
    status,
)
from bot.render.protocol import escape_markdown, seat_name
from bot.render.textlimits import FIELD_NAME, FIELD_VALUE, clipped
from engines.gentoo.data import spec_of
from engines.gentoo.models import GentooView


def terminal_text(view: GentooView, names: Sequence[str], say: Speaker | None = None) -> str:
    say = say or english()
    lines: list[str] = []
    if view.winners:
        lines.append(say("gentoo-text-head-over", goal=view.penguins_to_win))
    else:
        lines.append(say("gentoo-text-head", turn=view.turns_taken + 1, goal=view.penguins_to_win))
    lines.append(status(view, names, say=say))
    lines.append(order_text(view, names, say=say))
    row = " | ".join(
        say("gentoo-text-row-card", card=card_name(c, say), cost=cost_text(c, say)) for c in view.row
    )
    lines.append(say("gentoo-text-row", count=len(view.row), cards=row or say("gentoo-none")))
    if (why := out_of_reach_text(view, names, say)) is not None:
        lines.append(why)
    top = card_name(view.discard_top, say) if view.discard_top else ""
    lines.append(
        say(
            "gentoo-text-piles",
            draw=view.draw_size,
            discard=view.discard_size,
            top=top,
            on_top=bool(top),
            removed=view.removed_size,
        )
    )
    acting = acting_seats(view)
    for seat, p in enumerate(view.players):
        marker = ">" if seat in acting else "*" if seat in view.winners else " "
        name = seat_name(names, seat)
        who = say("gentoo-you", seat=name) if seat == view.viewer else name
        facts = say(
            "gentoo-text-player",
            penguins=p.penguins,
            goal=view.penguins_to_win,
            stones=p.stones,
            fish=p.fish,
            skips=p.skips,
        )
        lines.append(f"{marker} {say('gentoo-text-player-line', who=who, facts=facts)}")
        lines.append("    " + say("gentoo-text-in-play", cards=in_play_text(view, p, say)))
        used_top = card_name(p.used_top, say) if p.used_top else ""
        lines.append(
            "    "
            + say("gentoo-text-used", used=p.used_size, top=used_top, on_top=bool(used_top), pile=p.pile_size)
        )
    return "\n".join(lines)


# ---- the embed ----------------------------------------------------------------------------------------


def embed_description(view: GentooView, names: Sequence[str], say: Speaker | None = None) -> str:
    escaped = [escape_markdown(n) for n in names]
    text = f"{status(view, names, bold=True, say=say)}\n{order_text(view, escaped, ' → ', say=say)}"
    why = out_of_reach_text(view, escaped, say)
    return f"{text}\n{why}" if why else text


def embed_fields(
    view: GentooView, names: Sequence[str], say: Speaker | None = None
) -> tuple[tuple[str, str, bool], ...]:
    """A field per player (inline), then the Choice Cards with their costs."""
    say = say or english()
    fields: list[tuple[str, str, bool]] = []
    acting = acting_seats(view)
    for seat, p in enumerate(view.players):
        mark = "🏆 " if seat in view.winners else "▶ " if seat in acting else ""
        name = escape_markdown(seat_name(names, seat))
        who = say("gentoo-you", seat=name) if seat == view.viewer else name
        used = card_name(p.used_top, say) if p.used_top else ""
        lines = [
            say(
                "gentoo-field-counts",
                penguins=p.penguins,
                goal=view.penguins_to_win,
                stones=p.stones,
                fish=p.fish,
            ),
            say("gentoo-field-in-play", cards=in_play_text(view, p, say)),
            say("gentoo-field-used", top=used, count=p.used_size, empty=not used),
            say("gentoo-field-pile", count=p.pile_size),
        ]
        if p.skips:
            lines.append(say("gentoo-field-skips", skips=p.skips))
        fields.append((clipped(f"{mark}{who}", FIELD_NAME), clipped("\n".join(lines), FIELD_VALUE), True))
    choice_lines = []
    for c in view.row:
        spec = spec_of(c)
        choice_lines.append(
            say("gentoo-field-choice", card=card_name(c, say), fish=spec.cost, stones=spec.stones or 0)
        )
    fields.append(
        (
            say("gentoo-field-row", count=len(view.row)),
            "\n".join(choice_lines) or say("gentoo-none"),
            False,
        )
    )
    return tuple(fields)


def embed_footer(view: GentooView, say: Speaker | None = None) -> str:
    say = say or english()
    top = card_name(view.discard_top, say) if view.discard_top else ""
    return say(
        "gentoo-footer",
        draw=view.draw_size,
        discard=view.discard_size,
        top=top,
        on_top=bool(top),
        turn=view.turns_taken + 1,
        over=bool(view.winners),
    )
