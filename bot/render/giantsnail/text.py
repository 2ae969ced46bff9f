"""Giant Snail Will Not Prevail! as text: the whole view for a terminal, and the embed that goes with the
board picture. The embed carries what the phone-sized picture leaves out: every region's rows of workers
(as coloured circles), each robot section, each player's weapons, the event discard and what each
technology in the market does.

Everything is public but what a Malacologist saw (ruling 37): ``known_words`` reads it from its
researcher's view only, so only that seat's text and embed show it.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n import Speaker, english
from bot.render.giantsnail.linewords import (
    player_lines,
    player_title,
    rebuild_cost_words,
    region_line,
    section_line,
    worker_emoji,
)
from bot.render.giantsnail.words import (
    TITLE,
    deck_words,
    discard_words,
    draft_words,
    grid_order,
    known_words,
    market_words,
    phase_title,
    region_title,
    returning_words,
    robot_words,
    rows_of,
    ruin_words,
    section_name,
    snail_words,
    status,
    tech_name,
    tech_words,
)
from bot.render.protocol import escape_markdown, seat_name
from bot.render.textlimits import EMBED_DESCRIPTION, FIELD_NAME, FIELD_VALUE, clipped
from engines.giantsnail.models import GiantSnailView


def terminal_text(view: GiantSnailView, names: Sequence[str], say: Speaker | None = None) -> str:
    say = say or english()
    lines = [
        say("snail-board-text-title", title=TITLE, round=view.round, phase=phase_title(view, say)),
        status(view, names, say),
    ]
    draft = draft_words(view, say, names)
    if draft:
        lines.append(draft)
    if view.placing and view.returning:
        lines.append(say("snail-board-text-returning", workers=returning_words(view, say)))
    lines.append(
        say(
            "snail-board-text-snail",
            snail=snail_words(view, say),
            robot=robot_words(view, say),
            ruins=ruin_words(view, say),
        )
    )
    lines.append(say("snail-board-text-decks", deck=deck_words(view, say), discard=discard_words(view, say)))
    lines.append(say("snail-board-sentence", text=market_words(view, say)))
    lines.append(say("snail-board-text-regions"))
    lines.extend(f"  {region_line(view, r, names, say)}" for r in grid_order(view))
    lines.append(
        say(
            "snail-board-text-sections",
            sections=" | ".join(section_line(view, s, say) for s in view.sections),
        )
    )
    for p in view.players:
        mark = ">" if p.seat == view.turn else " "
        lines.append(f"{mark} {player_title(view, p, names, False, say)}")
        lines.extend(f"    {line}" for line in player_lines(view, p, say))
    private = known_words(view, say)
    if private:
        lines.append(private)
    return "\n".join(lines)


# ---- the embed ----------------------------------------------------------------------------------------


def embed_description(view: GiantSnailView, names: Sequence[str], say: Speaker | None = None) -> str:
    say = say or english()
    md_names = [escape_markdown(seat_name(names, s)) for s in range(len(view.players))]
    parts = [f"**{status(view, md_names, say)}**", f"🐌 {snail_words(view, say)} 🤖 {robot_words(view, say)}"]
    draft = draft_words(view, say, md_names)
    if draft:
        parts.append(draft)
    if view.placing and view.returning:
        emoji = worker_emoji(view, view.returning, len(view.returning))
        parts.append(say("snail-board-embed-returning", workers=emoji))
    return clipped("\n".join(parts), EMBED_DESCRIPTION)


def embed_fields(
    view: GiantSnailView, names: Sequence[str], say: Speaker | None = None
) -> tuple[tuple[str, str, bool], ...]:
    """A field per player (inline), the regions, the robot, the events, the market, and in the
    researcher's own view what its Malacologist saw."""
    say = say or english()
    fields: list[tuple[str, str, bool]] = []
    for p in view.players:
        mark = "▶ " if p.seat == view.turn else ""
        title = f"{mark}{player_title(view, p, names, True, say)}"
        fields.append(
            (clipped(title, FIELD_NAME), clipped("\n".join(player_lines(view, p, say)), FIELD_VALUE), True)
        )
    fields.append((say("snail-board-field-regions"), _regions_field(view, names, say), False))
    robot = "\n".join(
        say(
            "snail-board-embed-section",
            section=section_name(s, say),
            workers=worker_emoji(view, [w for w in s.slots if w >= 0], len(s.slots)),
            complete=s.complete,
        )
        for s in view.sections
    )
    fields.append((say("snail-board-field-sections"), clipped(robot, FIELD_VALUE), True))
    events = [deck_words(view, say), discard_words(view, say), ruin_words(view, say)]
    fields.append((say("snail-board-field-events"), clipped("\n".join(events), FIELD_VALUE), True))
    market = "\n".join(
        say("snail-board-embed-tech", card=tech_name(name, say), does=tech_words(name, say))
        for name in view.market
    ) or say("snail-board-empty")
    fields.append((say("snail-board-field-market", deck=view.tech_deck), clipped(market, FIELD_VALUE), False))
    known = known_words(view, say)
    if known:
        fields.append((say("snail-board-field-secret"), clipped(known, FIELD_VALUE), False))
    return tuple(fields)


def embed_footer(view: GiantSnailView, say: Speaker | None = None) -> str:
    say = say or english()
    return say("snail-board-footer", phase=phase_title(view, say))


def _regions_field(view: GiantSnailView, names: Sequence[str], say: Speaker) -> str:
    """Every region's workers as coloured circles, row by row: one line each, shortened when twelve
    lines would not fit the field's 1,024 characters (the owners' names go first: the board's letters
    tell them)."""

    def lines(owners: bool) -> list[str]:
        found = []
        for r in grid_order(view):
            owner = escape_markdown(seat_name(names, r.owner))
            if r.destroyed:
                body = say(
                    "snail-board-embed-ruined",
                    region=region_title(r, say),
                    owner=owner,
                    named=owners,
                    slots=worker_emoji(view, r.rebuild, r.rebuild_slots),
                    cost=rebuild_cost_words(view, r, say),
                )
            else:
                rows = " · ".join(
                    worker_emoji(view, w, cap) for w, cap in zip(rows_of(r), r.capacity, strict=True)
                )
                body = say(
                    "snail-board-embed-region",
                    region=region_title(r, say),
                    owner=owner,
                    named=owners,
                    rows=rows,
                )
            if view.snail == r.id:
                body += " 🐌"
            if view.robot == r.id:
                body += " 🤖"
            if r.defence:
                card = tech_name(r.defence, say)
                if r.defender >= 0:
                    card = say("snail-board-defence-by", card=card, who=worker_emoji(view, [r.defender], 1))
                body += f" 🛡 {card}"
            found.append(body)
        return found

    text = "\n".join(lines(True))
    if len(text) > FIELD_VALUE:  # long names: the owners' names go, the board's letters tell them
        text = "\n".join(lines(False))
    return clipped(text, FIELD_VALUE)
