"""The alt text of As The Earth Crumbles' pictures: what a screen reader says instead of the board and
the close-ups, built from the same view as the picture, most important first, within Discord's 1,024
characters (``MAX_ALT_TEXT``). When a crowded position does not fit, it is told with less detail (tile
names without abilities, then counts), never cut off mid-way.

The game has no secrets (rulings G8, G14, G15), so every view says the same but for "(you)"."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

from bot.render.earthcrumbles.words import (
    breakdown,
    city_facts,
    city_title,
    deciding_others,
    directive_goal,
    directive_leader_words,
    directive_title,
    draft_words,
    featured,
    gas_gone_words,
    gas_words,
    lane_words,
    lanes,
    layers_left,
    leaders,
    leading_titles,
    next_player,
    prestige_now,
    site_words,
    solo_words,
    status,
    tile_words,
)
from bot.render.protocol import MAX_ALT_TEXT, alt_text_from, seat_name
from engines.earthcrumbles.data import catalog
from engines.earthcrumbles.models import EarthView, PlayerView, TileView
from engines.wording import join_words, plural


def fitted(build: Callable[[int], list[str]], levels: Sequence[int] = (2, 1, 0)) -> str:
    """The sentences ``build(level)`` gives at the first of ``levels`` (richest first) that fits
    Discord's limit whole; if none does, the last, cut at a sentence."""
    parts: list[str] = []
    for detail in levels:
        parts = build(detail)
        text = alt_text_from(parts, limit=10**6)
        if len(text) <= MAX_ALT_TEXT:
            return text
    return alt_text_from(parts)


def tile_sentence_part(t: TileView, detail: int) -> str:
    """A tile in words: "Blue Foundry (Income: gain 3 Coins; costs 3 Coins)" at detail 2, "Blue Foundry
    (3 Coins)" at 1, "Blue Foundry" at 0."""
    if not t.colour:
        return tile_words(t)
    if detail >= 2:
        return f"{tile_words(t)} ({t.text}; costs {plural(t.cost, 'Coin')})"
    if detail == 1:
        return f"{tile_words(t)} ({plural(t.cost, 'Coin')})"
    return tile_words(t)


def tiles_sentence(view: EarthView, detail: int) -> str:
    """The uncovered tiles: at detail 2 with their abilities and costs, 1 with their costs, 0 by name,
    below that counted by colour."""
    shown = [t.tile for t in view.earth if not t.covered]
    if not shown:
        return ""
    exploding = view.gas.id if view.gas is not None else ""
    lead = "Can be salvaged now" if view.phase == "salvage" else "Uncovered on the Earth"
    if detail < 0:
        counts = Counter(t.colour.title() or "Gas Pocket" for t in shown)
        listed = ", ".join(f"{n} {colour}" for colour, n in counts.items())
        return f"{lead}: {plural(len(shown), 'tile')}, {listed}."
    said = []
    for t in shown:
        if t.id == exploding and view.gas is not None:
            said.append(f"the exploding Gas Pocket ({gas_words(view.gas)})")
        else:
            said.append(tile_sentence_part(t, detail))
    return f"{lead}: {'; '.join(said)}."


def city_sentence(view: EarthView, names: Sequence[str], p: PlayerView, detail: int) -> str:
    """A player's city: each Lane's Sites, the Lane about to generate income, the Sites still to
    generate, the Reserve; at detail 1 the Reserve without costs, at 0 its size and only the built
    Sites."""
    whose = "Your city" if p.seat == view.viewer else f"{seat_name(names, p.seat)}'s city"
    parts = []
    for colour, sites in lanes(p):
        note = ""
        if view.lane == colour and view.phase in ("bonus", "gas", "income"):
            note = " (generating income)" if view.phase == "income" else " (generates income next)"
        shown = sites if detail >= 1 else [s for s in sites if s.stack]
        listed = ", ".join(site_words(s) for s in shown) or "empty"
        parts.append(f"{lane_words(colour)}{note}: {listed}")
    text = f"{whose}: " + "; ".join(parts) + "."
    if p.income_left:
        left = join_words(str(s) for s in p.income_left)
        text += f" Still to generate income: {'Site' if len(p.income_left) == 1 else 'Sites'} {left}."
    if not p.reserve:
        text += " Reserve: empty."
    elif detail >= 1:
        listed = ", ".join(tile_sentence_part(t, detail - 1) for t in p.reserve)
        text += f" Reserve: {listed}."
    else:
        text += f" Reserve: {plural(len(p.reserve), 'tile')}."
    return text


def player_sentence(view: EarthView, names: Sequence[str], p: PlayerView, detail: int) -> str:
    """A player's row: at detail 1 their resources and Prestige, at 0 their Prestige."""
    tags = []
    if p.seat == view.viewer:
        tags.append("you")
    if p.seat == view.turn and view.phase != "over":
        tags.append("active")
    if p.seat in deciding_others(view):
        tags.append("deciding")
    if p.seat in view.winners:
        tags.append("winner")
    if p.seat in leaders(view) and view.phase != "over":
        tags.append("leads")
    name = seat_name(names, p.seat)
    label = f"{name} ({', '.join(tags)})" if tags else name
    score = prestige_now(view, p)
    if view.phase == "over":
        points = f"{plural(score, 'Prestige', 'Prestige')}"
        return f"{label}: {points}" + (f", {breakdown(view, p)}." if detail >= 1 else ".")
    now = f"{plural(score, 'Prestige', 'Prestige')} now"
    if detail <= 0:
        return f"{label}: {now}."
    return f"{label}: {plural(p.coins, 'Coin')}, {p.culture} Culture, {p.prosperity} Prosperity, {now}."


def directives_sentence(view: EarthView, names: Sequence[str], detail: int) -> str:
    """The Social Directives and who leads each: at detail 1 with what each rewards."""
    if not view.directives:
        return solo_words() if view.solo else ""
    per = catalog().prestige_per_directive
    parts = []
    for sd in view.directives:
        what = f"{directive_title(sd)} ({directive_goal(sd)})" if detail >= 1 else directive_title(sd)
        lead = directive_leader_words(view, sd, names)
        if not sd.leaders and view.phase != "over":
            lead = "tied"
        parts.append(f"{what}: {lead}")
    head = "Social Directives claimed" if view.phase == "over" else f"Social Directives, {per} Prestige each"
    return f"{head}: " + "; ".join(parts) + "."


def facts_sentence(view: EarthView, names: Sequence[str]) -> str:
    if view.phase == "over":
        return f"The game lasted {plural(view.turns, 'turn')}."
    parts = [f"Turn {view.turns}"]
    if view.last_turn:
        parts.append("the Earth is empty: this is the last turn")
    else:
        parts.append(f"{plural(view.tiles_left, 'tile')} left on the Earth")
    following = next_player(view)
    if following is not None:
        parts.append(f"{seat_name(names, following)} plays next")
    return ", ".join(parts) + "."


# The board's detail, richest first: (the uncovered tiles, the city, the players, the directives). The
# first that fits Discord's limit is used; the tiles lose their abilities first, the players their
# resources last but one.
BOARD_DETAIL = (
    (2, 2, 1, 1),
    (1, 2, 1, 1),
    (1, 1, 1, 0),
    (1, 0, 1, 0),
    (0, 1, 1, 0),
    (0, 0, 1, 0),
    (0, 0, 0, 0),
    (-1, 0, 0, 0),
)


def board_alt_text(view: EarthView, names: Sequence[str]) -> str:
    """The board picture in words, from the same view: the status, the uncovered tiles, the active
    player's city, each player's resources and Prestige, the Social Directives, the discard pile."""

    def build(level: int) -> list[str]:
        tiles, city, players, directives = BOARD_DETAIL[level]
        seat = featured(view)
        parts = [f"As The Earth Crumbles board. {status(view, names)}", facts_sentence(view, names)]
        if view.draft:
            parts.append(draft_words(view) + ".")
        parts.append(tiles_sentence(view, tiles))
        if seat is not None:
            parts.append(city_sentence(view, names, view.players[seat], city))
        parts.extend(player_sentence(view, names, p, players) for p in view.players)
        parts.append(directives_sentence(view, names, directives))
        parts.append(f"Discard pile: {plural(len(view.discard), 'tile')}.")
        return parts

    return fitted(build, range(len(BOARD_DETAIL)))


# ---- the close-ups -------------------------------------------------------------------------------------

# The Earth close-up's alt text, richest first: (the uncovered tiles' detail, the covered ones'), as in
# tile_sentence_part; -1 counts the covered tiles instead of naming them.
EARTH_DETAIL = ((2, 1), (2, 0), (1, 0), (0, 0), (2, -1), (1, -1), (0, -1))


def earth_alt_text(view: EarthView) -> str:
    """The Earth close-up in words: each layer left, top first, its uncovered tiles and its covered ones."""
    exploding = view.gas.id if view.gas is not None else ""

    def build(level: int) -> list[str]:
        uncovered_detail, covered_detail = EARTH_DETAIL[level]
        parts = [f"The Earth: {plural(view.tiles_left, 'tile')} left; {gas_gone_words(view)}"]
        for layer in layers_left(view):
            tiles = [t for t in view.earth if t.layer == layer]
            said = []
            free = [t for t in tiles if not t.covered]
            if free:
                listed = "; ".join(
                    f"{tile_sentence_part(t.tile, uncovered_detail)}"
                    + (", exploding" if t.tile.id == exploding else "")
                    for t in free
                )
                said.append(f"uncovered: {listed}")
            covered = [t for t in tiles if t.covered]
            if covered and covered_detail >= 0:
                said.append(
                    "covered: " + "; ".join(tile_sentence_part(t.tile, covered_detail) for t in covered)
                )
            elif covered:
                said.append(f"{plural(len(covered), 'tile')} covered")
            parts.append(f"Layer {layer + 1}, " + "; ".join(said) + ".")
        return parts

    return fitted(build, range(len(EARTH_DETAIL)))


def city_alt_text(view: EarthView, names: Sequence[str], p: PlayerView) -> str:
    """A player's city close-up in words: resources and Prestige, the directives they lead, each Lane's
    Sites with the tiles beneath, the Reserve."""
    leading = leading_titles(view, p)

    def build(detail: int) -> list[str]:
        parts = [f"{city_title(view, names, p)}: {city_facts(view, p).replace(' · ', ', ')}."]
        if leading:
            parts.append(f"Leads {join_words(leading)}.")
        for colour, sites in lanes(p):
            words = []
            for site in sites:
                text = site_words(site)
                if len(site.stack) > 1 and detail >= 1:
                    text += ", beneath: " + ", ".join(tile_words(t) for t in reversed(site.stack[:-1]))
                words.append(text)
            parts.append(f"{lane_words(colour)}: " + "; ".join(words) + ".")
        if p.reserve:
            listed = "; ".join(tile_sentence_part(t, detail) for t in p.reserve)
            parts.append(f"Reserve: {listed}.")
        else:
            parts.append("Reserve: empty.")
        return parts

    return fitted(build)


def discard_alt_text(view: EarthView) -> str:
    """The discard pile close-up in words: every tile, newest first."""
    newest = list(reversed(view.discard))

    def build(detail: int) -> list[str]:
        listed = "; ".join(tile_sentence_part(t, detail) for t in newest)
        return [f"The discard pile, {plural(len(newest), 'tile')}, newest first: {listed}."]

    return fitted(build)
