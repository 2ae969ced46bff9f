"""Giant Snail Will Not Prevail! as text: the whole view for a terminal, and the embed that goes with the
board picture. The embed carries what the phone-sized picture leaves out: every region's rows of workers
(as coloured circles), each robot section, each player's weapons, the event discard and what each
technology in the market does.

Everything is public but what a Malacologist saw (ruling 37): ``known_words`` reads it from its
researcher's view only, so only that seat's text and embed show it.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.render.giantsnail.words import (
    TITLE,
    deck_words,
    discard_words,
    draft_words,
    grid_order,
    known_words,
    market_words,
    phase_title,
    player_lines,
    player_title,
    rebuild_cost_words,
    region_line,
    returning_words,
    robot_words,
    rows_of,
    ruin_words,
    section_line,
    snail_words,
    status,
    tech_words,
    worker_emoji,
)
from bot.render.protocol import escape_markdown, seat_name
from engines.giantsnail.models import GiantSnailView


def terminal_text(view: GiantSnailView, names: Sequence[str]) -> str:
    lines = [f"{TITLE} Round {view.round}, {phase_title(view)}.", status(view, names)]
    draft = draft_words(view)
    if draft:
        lines.append(draft)
    if view.placing and view.returning:
        lines.append(f"Returning workers still to place: {returning_words(view)}.")
    lines.append(f"{snail_words(view)} {robot_words(view)} {ruin_words(view)}.")
    lines.append(f"{deck_words(view)}. {discard_words(view)}.")
    lines.append(f"{market_words(view)}.")
    lines.append("Regions (North to South, West to East; R red, B blue, K black, . an empty slot):")
    lines.extend(f"  {region_line(view, r, names)}" for r in grid_order(view))
    lines.append("Robot sections: " + " | ".join(section_line(view, s) for s in view.sections))
    for p in view.players:
        mark = ">" if p.seat == view.turn else " "
        lines.append(f"{mark} {player_title(view, p, names, md=False)}")
        lines.extend(f"    {line}" for line in player_lines(view, p))
    private = known_words(view)
    if private:
        lines.append(private)
    return "\n".join(lines)


# ---- the embed ----------------------------------------------------------------------------------------


def embed_description(view: GiantSnailView, names: Sequence[str]) -> str:
    md_names = [escape_markdown(seat_name(names, s)) for s in range(len(view.players))]
    parts = [f"**{status(view, md_names)}**", f"🐌 {snail_words(view)} 🤖 {robot_words(view)}"]
    draft = draft_words(view)
    if draft:
        parts.append(draft)
    if view.placing and view.returning:
        parts.append(f"Returning workers: {worker_emoji(view, view.returning, len(view.returning))}")
    return "\n".join(parts)[:4096]


def embed_fields(view: GiantSnailView, names: Sequence[str]) -> tuple[tuple[str, str, bool], ...]:
    """A field per player (inline), the regions, the robot, the events, the market, and in the
    researcher's own view what its Malacologist saw."""
    fields: list[tuple[str, str, bool]] = []
    for p in view.players:
        mark = "▶ " if p.seat == view.turn else ""
        title = f"{mark}{player_title(view, p, names, md=True)}"
        fields.append((title[:256], "\n".join(player_lines(view, p))[:1024], True))
    fields.append(("Regions", _regions_field(view, names), False))
    robot = "\n".join(
        f"{s.name}: {worker_emoji(view, [w for w in s.slots if w >= 0], len(s.slots))}"
        + (" ✓" if s.complete else "")
        for s in view.sections
    )
    fields.append(("Robot sections", robot[:1024], True))
    events = [deck_words(view), discard_words(view), ruin_words(view)]
    fields.append(("Events", "\n".join(events)[:1024], True))
    market = "\n".join(f"**{name}**: {tech_words(name)}" for name in view.market) or "empty"
    fields.append((f"Technology market ({view.tech_deck} in the deck)", market[:1024], False))
    known = known_words(view)
    if known:
        fields.append(("Your secret", known[:1024], False))
    return tuple(fields)


def embed_footer(view: GiantSnailView) -> str:
    return f"{phase_title(view)} · R red, B blue, K black · the grid wraps at its edges"


def _regions_field(view: GiantSnailView, names: Sequence[str]) -> str:
    """Every region's workers as coloured circles, row by row: one line each, shortened when twelve
    lines would not fit the field's 1,024 characters."""
    lines = []
    for r in grid_order(view):
        owner = escape_markdown(seat_name(names, r.owner))
        if r.destroyed:
            slots = worker_emoji(view, r.rebuild, r.rebuild_slots)
            body = f"~~{r.name}~~ ({owner}): ruined, rebuild {slots} for {rebuild_cost_words(view, r)}"
        else:
            rows = " · ".join(
                worker_emoji(view, w, cap) for w, cap in zip(rows_of(r), r.capacity, strict=True)
            )
            body = f"**{r.name}** ({owner}): {rows}"
        if view.snail == r.id:
            body += " 🐌"
        if view.robot == r.id:
            body += " 🤖"
        if r.defence:
            body += f" 🛡 {r.defence}"
            if r.defender >= 0:
                body += f" ({worker_emoji(view, [r.defender], 1)})"
        lines.append(body)
    text = "\n".join(lines)
    if len(text) > 1024:  # long names: the owners' names go, the board's letters tell them
        text = "\n".join(line.replace(f" ({escape_markdown(seat_name(names, r.owner))})", "", 1)
                         for line, r in zip(lines, grid_order(view), strict=True))  # fmt: skip
    return text[:1024]
