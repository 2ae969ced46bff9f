"""As The Earth Crumbles as text: the whole view for a terminal, and the embed that goes with the board
picture (Discord draws it at the phone's own size, so it says in full what the picture leaves out: each
player's city and Reserve, every tile that can be salvaged with its whole ability, the Social Directives,
the discard pile)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.render.earthcrumbles.words import (
    TITLE,
    directive_leader_words,
    directive_line,
    discard_words,
    draft_words,
    earth_words,
    gas_words,
    income_left_words,
    lane_words,
    lanes,
    marked,
    name_of,
    phase_title,
    prestige_words,
    reserve_words,
    resources_words,
    roles,
    sentence,
    site_words,
    solo_words,
    status,
    symbol,
    tile_words,
    turn_words,
)
from bot.render.protocol import escape_markdown, seat_name
from engines.earthcrumbles.data import LAYERS, catalog
from engines.earthcrumbles.models import EarthView, PlayerView, SiteView
from engines.wording import plural

RECENT_DISCARDS = 5  # the discard pile's newest tiles the embed names


def player_title(view: EarthView, p: PlayerView, names: Sequence[str], md: bool) -> str:
    name = seat_name(names, p.seat)
    if md:
        name = escape_markdown(name)
    you = name_of(view, p.seat, names)[len(seat_name(names, p.seat)) :]
    found = roles(view, p)
    return f"{name}{you}" + (f" ({', '.join(found)})" if found else "")


def player_lines(view: EarthView, p: PlayerView) -> list[str]:
    lines = [resources_words(p), prestige_words(view, p)]
    for colour, sites in lanes(p):
        lines.append(f"{lane_words(colour)}: " + "; ".join(site_words(s) for s in sites))
    lines.append(reserve_words(p))
    left = income_left_words(p)
    if left:
        lines.append(left)
    return lines


def layer_rows(view: EarthView) -> list[str]:
    """The Earth layer by layer, top first, row by row: each position's tile, "-" where it is gone,
    "[take]" after a tile that can be salvaged now."""
    at = {(t.layer, t.x, t.y): t for t in view.earth}
    lines = []
    for layer in reversed(range(len(LAYERS))):
        width, height = LAYERS[layer]
        rows = []
        for y in range(height):
            cells = []
            for x in range(width):
                t = at.get((layer, x, y))
                cells.append("-" if t is None else tile_words(t.tile) + (" [take]" if t.takeable else ""))
            rows.append(f"row {y + 1}: " + ", ".join(cells))
        where = " (top)" if layer == len(LAYERS) - 1 else " (bottom)" if layer == 0 else ""
        lines.append(f"Layer {layer + 1}{where}: " + "; ".join(rows))
    return lines


def takeable_lines(view: EarthView, md: bool) -> list[str]:
    lines = []
    for t in view.earth:
        if not t.takeable:
            continue
        name = f"**{marked(t.tile)}**" if md else tile_words(t.tile)
        lines.append(f"{name}: {t.tile.text}; costs {plural(t.tile.cost, 'Coin')} to build")
    return lines


def fit_lines(lines: Sequence[str], limit: int = 1024, more: str = "tile") -> str:
    """Lines joined up to ``limit`` characters; what does not fit is counted ("… and 3 more tiles")."""
    out: list[str] = []
    size = 0
    for i, line in enumerate(lines):
        rest = len(lines) - i - 1
        tail = len(f"\n… and {plural(rest + 1, 'more ' + more)}") if rest else 0
        if size + len(line) + 1 + tail > limit:
            out.append(f"… and {plural(len(lines) - i, 'more ' + more)}")
            break
        out.append(line)
        size += len(line) + 1
    return "\n".join(out)[:limit]


def terminal_text(view: EarthView, names: Sequence[str]) -> str:
    lines = [f"{TITLE}. {phase_title(view)}.", status(view, names)]
    for extra in (draft_words(view), turn_words(view)):
        if extra:
            lines.append(extra)
    if view.gas is not None:
        lines.append(f"Exploding: a Gas Pocket ({gas_words(view.gas)}).")
    lines.append(earth_words(view))
    if view.earth:
        lines.append("The Earth, top layer first ([take]: can be salvaged now):")
        lines.extend(f"  {line}" for line in layer_rows(view))
    takeable = takeable_lines(view, md=False)
    if takeable:
        lines.append("Can be salvaged now:")
        lines.extend(f"  {line}" for line in takeable)
    if view.directives:
        lines.append("Social Directives:")
        lines.extend(f"  {directive_line(view, sd, names)}" for sd in view.directives)
    elif view.solo:
        lines.append(solo_words())
    lines.append(discard_words(view) + ".")
    lines.append("Players:")
    for p in view.players:
        mark = ">" if p.seat == view.turn and view.phase != "over" else " "
        lines.append(f"{mark} {player_title(view, p, names, md=False)}")
        lines.extend(f"    {line}" for line in player_lines(view, p))
    return "\n".join(lines)


# ---- the embed -----------------------------------------------------------------------------------------


def embed_description(view: EarthView, names: Sequence[str]) -> str:
    md_names = [escape_markdown(seat_name(names, s)) for s in range(len(view.players))]
    parts = [f"**{status(view, md_names)}**"]
    for extra in (draft_words(view), turn_words(view)):
        if extra:
            parts.append(extra)
    if view.gas is not None:
        parts.append(f"💥 Exploding Gas Pocket: {gas_words(view.gas)}.")
    return "\n".join(parts)[:4096]


def embed_fields(view: EarthView, names: Sequence[str]) -> tuple[tuple[str, str, bool], ...]:
    md_names = [escape_markdown(seat_name(names, s)) for s in range(len(view.players))]
    fields: list[tuple[str, str, bool]] = []
    for p in view.players:
        if view.phase == "over":
            mark = "🏆 " if p.seat in view.winners else ""
        else:
            mark = "▶ " if p.seat == view.turn else "⏳ " if "deciding" in roles(view, p) else ""
        title = f"{mark}{player_title(view, p, names, md=True)}"[:256]
        fields.append((title, fit_lines(_embed_player_lines(view, p), more="line"), True))
    earth = [earth_words(view)]
    takeable = takeable_lines(view, md=True)
    if takeable:
        earth.append("Can be salvaged now:")
        earth.extend(takeable)
    elif view.earth:
        on_top = [t.tile for t in view.earth if not t.covered]
        earth.append("On top now: " + ", ".join(marked(t) for t in on_top))
    fields.append((f"The Earth ({plural(view.tiles_left, 'tile')} left)", fit_lines(earth), False))
    if view.directives:
        lines = [
            f"**{sd.name}**: {sd.text}. {sentence(directive_leader_words(view, sd, md_names))}."
            for sd in view.directives
        ]
        fields.append(("Social Directives", fit_lines(lines, more="directive"), False))
    elif view.solo:
        fields.append(("Solo scoring", solo_words(), False))
    fields.append((f"Discard pile ({plural(len(view.discard), 'tile')})", _discard_field(view), False))
    return tuple(fields)


def embed_footer(view: EarthView) -> str:
    return f"{phase_title(view)} · " + ", ".join(f"{symbol(c)} {c.title()}" for c in catalog().colours)


def _embed_player_lines(view: EarthView, p: PlayerView) -> list[str]:
    lines = [resources_words(p), prestige_words(view, p)]
    for colour, sites in lanes(p):
        lines.append(f"{symbol(colour)} " + "; ".join(_embed_site(s) for s in sites))
    if p.reserve:
        lines.append("Reserve: " + ", ".join(marked(t) for t in p.reserve))
    else:
        lines.append("Reserve: empty")
    left = income_left_words(p)
    if left:
        lines.append(left)
    return lines


def _embed_site(site: SiteView) -> str:
    if not site.stack:
        prints = f" (prints {plural(site.printed_coin, 'Coin')})" if site.printed_coin else ""
        return f"{site.site}: empty{prints}"
    height = f" ×{len(site.stack)}" if len(site.stack) > 1 else ""
    return f"{site.site}: {marked(site.stack[-1])}{height}"


def _discard_field(view: EarthView) -> str:
    if not view.discard:
        return "Empty."
    newest = list(reversed(view.discard))
    shown = ", ".join(marked(t) for t in newest[:RECENT_DISCARDS])
    more = len(newest) - RECENT_DISCARDS
    return f"Newest first: {shown}" + (f", and {plural(more, 'older tile')}." if more > 0 else ".")
