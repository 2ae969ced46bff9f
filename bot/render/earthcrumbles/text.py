"""As The Earth Crumbles as text: the whole view for a terminal, and the embed that goes with the board
picture (Discord draws it at the phone's own size, so it says in full what the picture leaves out: each
player's city and Reserve, every tile that can be salvaged with its whole ability, the Social Directives,
the discard pile), in the language of ``say``."""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n import Speaker
from bot.render.earthcrumbles.tilewords import (
    ability_text,
    gas_message,
    lane_words,
    marked,
    site_words,
    symbol,
    tile_message,
    tile_words,
)
from bot.render.earthcrumbles.words import (
    chain,
    deciding_others,
    directive_leader_words,
    directive_line,
    directive_name,
    directive_text,
    discard_words,
    draft_words,
    earth_words,
    income_left_words,
    lanes,
    name_of,
    narrow,
    phase_title,
    prestige_words,
    reserve_words,
    resources_words,
    role,
    roles,
    sentence,
    solo_words,
    status,
    turn_words,
)
from bot.render.protocol import escape_markdown, seat_name
from bot.render.textlimits import (
    EMBED_DESCRIPTION,
    FIELD_NAME,
    FIELD_VALUE,
    clipped,
    lines_within,
)
from engines.earthcrumbles.data import LAYERS, catalog
from engines.earthcrumbles.models import EarthView, PlayerView, SiteView

RECENT_DISCARDS = 5  # the discard pile's newest tiles the embed names


def player_title(view: EarthView, p: PlayerView, names: Sequence[str], md: bool, say: Speaker) -> str:
    name = seat_name(names, p.seat)
    shown = escape_markdown(name) if md else name
    found = roles(view, p)
    if name_of(view, p.seat, names, say) != name:  # "you" among the roles: "Ann (you, active)", one bracket
        found = [role("you"), *found]
    return say("earth-board-player-roles", player=shown, roles=narrow(found)) if found else shown


def player_lines(view: EarthView, p: PlayerView, say: Speaker) -> list[str]:
    lines = [resources_words(p, say), prestige_words(view, p, say)]
    for colour, sites in lanes(p):
        listed = chain(say, "earth-board-semicolon", [site_words(s, say) for s in sites])
        lines.append(say("earth-board-alt-lane", note="none", lane=lane_words(colour, say), sites=listed))
    lines.append(reserve_words(p, say))
    left = income_left_words(p, say)
    if left:
        lines.append(left)
    return lines


def layer_rows(view: EarthView, say: Speaker) -> list[str]:
    """The Earth layer by layer, top first, row by row: each position's tile, "-" where it is gone,
    "[take]" after a tile that can be salvaged now."""
    at = {(t.layer, t.x, t.y): t for t in view.earth}
    lines = []
    for layer in reversed(range(len(LAYERS))):
        width, height = LAYERS[layer]
        rows = []
        for y in range(height):
            cells: list[str] = []
            for x in range(width):
                t = at.get((layer, x, y))
                if t is None:
                    cells.append("-")
                elif t.takeable:
                    cells.append(say("earth-board-take", tile=tile_message(t.tile)))
                else:
                    cells.append(tile_words(t.tile, say))
            rows.append(say("earth-board-row", row=y + 1, cells=narrow(cells)))
        where = "top" if layer == len(LAYERS) - 1 else "bottom" if layer == 0 else "middle"
        lines.append(
            say(
                "earth-board-layer",
                layer=layer + 1,
                where=where,
                rows=chain(say, "earth-board-semicolon", rows),
            )
        )
    return lines


def takeable_lines(view: EarthView, md: bool, say: Speaker) -> list[str]:
    lines = []
    for t in view.earth:
        if not t.takeable:
            continue
        name = f"**{marked(t.tile, say)}**" if md else tile_words(t.tile, say)
        lines.append(
            say("earth-board-takeable", tile=name, text=ability_text(t.tile, say), coins=t.tile.cost)
        )
    return lines


def fit_lines(lines: Sequence[str], say: Speaker, limit: int = FIELD_VALUE, more: str = "tile") -> str:
    """Lines joined up to ``limit`` characters; what does not fit is counted ("… and 3 more tiles")."""
    return lines_within(lines, limit, lambda count: say("earth-board-more", what=more, count=count))


def terminal_text(view: EarthView, names: Sequence[str], say: Speaker) -> str:
    lines = [say("earth-board-terminal-title", phase=phase_title(view, say)), status(view, names, say)]
    for extra in (draft_words(view, say), turn_words(view, say)):
        if extra:
            lines.append(extra)
    if view.gas is not None:
        lines.append(say("earth-board-exploding", what=gas_message(view.gas)))
    lines.append(earth_words(view, say))
    if view.earth:
        lines.append(say("earth-board-earth-head"))
        lines.extend(f"  {line}" for line in layer_rows(view, say))
    takeable = takeable_lines(view, md=False, say=say)
    if takeable:
        lines.append(say("earth-board-salvageable"))
        lines.extend(f"  {line}" for line in takeable)
    if view.directives:
        lines.append(say("earth-board-directives-head"))
        lines.extend(f"  {directive_line(view, sd, names, say)}" for sd in view.directives)
    elif view.solo:
        lines.append(solo_words(say))
    lines.append(say("earth-board-full-stop", text=discard_words(view, say)))
    lines.append(say("earth-board-players-head"))
    for p in view.players:
        mark = ">" if p.seat == view.turn and view.phase != "over" else " "
        lines.append(f"{mark} {player_title(view, p, names, False, say)}")
        lines.extend(f"    {line}" for line in player_lines(view, p, say))
    return "\n".join(lines)


# ---- the embed -----------------------------------------------------------------------------------------


def embed_description(view: EarthView, names: Sequence[str], say: Speaker) -> str:
    md_names = [escape_markdown(seat_name(names, s)) for s in range(len(view.players))]
    parts = [f"**{status(view, md_names, say)}**"]
    for extra in (draft_words(view, say), turn_words(view, say)):
        if extra:
            parts.append(extra)
    if view.gas is not None:
        parts.append(say("earth-board-exploding-embed", what=gas_message(view.gas)))
    return clipped("\n".join(parts), EMBED_DESCRIPTION)


def embed_fields(view: EarthView, names: Sequence[str], say: Speaker) -> tuple[tuple[str, str, bool], ...]:
    md_names = [escape_markdown(seat_name(names, s)) for s in range(len(view.players))]
    fields: list[tuple[str, str, bool]] = []
    for p in view.players:
        if view.phase == "over":
            mark = "🏆 " if p.seat in view.winners else ""
        else:
            mark = "▶ " if p.seat == view.turn else "⏳ " if p.seat in deciding_others(view) else ""
        title = clipped(f"{mark}{player_title(view, p, names, True, say)}", FIELD_NAME)
        fields.append((title, fit_lines(_embed_player_lines(view, p, say), say, more="line"), True))
    earth = [earth_words(view, say)]
    takeable = takeable_lines(view, md=True, say=say)
    if takeable:
        earth.append(say("earth-board-salvageable"))
        earth.extend(takeable)
    elif view.earth:
        on_top = [t.tile for t in view.earth if not t.covered]
        earth.append(say("earth-board-on-top", tiles=narrow([marked(t, say) for t in on_top])))
    fields.append((say("earth-board-earth-field", count=view.tiles_left), fit_lines(earth, say), False))
    if view.directives:
        lines = [
            say(
                "earth-board-directive-embed",
                name=directive_name(sd.id),
                text=directive_text(sd, say),
                leader=sentence(directive_leader_words(view, sd, md_names, say)),
            )
            for sd in view.directives
        ]
        fields.append((say("earth-board-directives"), fit_lines(lines, say, more="directive"), False))
    elif view.solo:
        fields.append((say("earth-board-solo-scoring"), solo_words(say), False))
    fields.append(
        (say("earth-board-discard-field", count=len(view.discard)), _discard_field(view, say), False)
    )
    return tuple(fields)


def embed_footer(view: EarthView, say: Speaker) -> str:
    colours = [say("earth-board-footer-colour", symbol=symbol(c), colour=c) for c in catalog().colours]
    return say("earth-board-footer", phase=phase_title(view, say), colours=narrow(colours))


def _embed_player_lines(view: EarthView, p: PlayerView, say: Speaker) -> list[str]:
    lines = [resources_words(p, say), prestige_words(view, p, say)]
    for colour, sites in lanes(p):
        lines.append(
            f"{symbol(colour)} " + chain(say, "earth-board-semicolon", [_embed_site(s, say) for s in sites])
        )
    if p.reserve:
        lines.append(say("earth-board-reserve", tiles=narrow([marked(t, say) for t in p.reserve])))
    else:
        lines.append(say("earth-board-reserve-empty"))
    left = income_left_words(p, say)
    if left:
        lines.append(left)
    return lines


def _embed_site(site: SiteView, say: Speaker) -> str:
    if not site.stack:
        return say("earth-board-embed-site-empty", site=site.site, coins=site.printed_coin)
    return say(
        "earth-board-embed-site", site=site.site, tile=marked(site.stack[-1], say), count=len(site.stack)
    )


def _discard_field(view: EarthView, say: Speaker) -> str:
    if not view.discard:
        return say("earth-board-empty-field")
    newest = list(reversed(view.discard))
    shown = narrow([marked(t, say) for t in newest[:RECENT_DISCARDS]])
    more = len(newest) - RECENT_DISCARDS
    if more > 0:
        return say("earth-board-discard-newest-more", tiles=shown, more=more)
    return say("earth-board-discard-newest", tiles=shown)
