"""The alt text of As The Earth Crumbles' pictures: what a screen reader says instead of the board and
the close-ups, built from the same view as the picture, most important first, within Discord's 1,024
characters (``MAX_ALT_TEXT``). When a crowded position does not fit, it is told with less detail (tile
names without abilities, then counts), never cut off mid-way.

The game has no secrets (rulings G8, G14, G15), so every view says the same but for "(you)"."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from bot.render.base import MAX_ALT_TEXT, alt_text_from, seat_name
from bot.render.earthcrumbles.words import (
    breakdown,
    deciding_others,
    directive_leader_words,
    directive_title,
    draft_words,
    featured,
    gas_words,
    lane_words,
    lanes,
    leaders,
    next_player,
    prestige_now,
    site_words,
    solo_words,
    status,
    tile_words,
)
from engines.earthcrumbles.data import catalog
from engines.earthcrumbles.models import EarthView, PlayerView, TileView
from engines.wording import join_words, plural


def fitted(build: Callable[[int], list[str]], levels: Sequence[int] = (2, 1, 0)) -> str:
    """The sentences ``build(detail)`` gives at the highest detail that fits Discord's limit whole."""
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
    shown = [t.tile for t in view.earth if not t.covered]
    if not shown:
        return ""
    exploding = view.gas.id if view.gas is not None else ""
    words = []
    for t in shown:
        if t.id == exploding and view.gas is not None:
            words.append(f"the exploding Gas Pocket ({gas_words(view.gas)})")
        else:
            words.append(tile_sentence_part(t, detail))
    lead = "Can be salvaged now" if view.phase == "salvage" else "Uncovered on the Earth"
    return f"{lead}: {'; '.join(words)}."


def city_sentence(view: EarthView, names: Sequence[str], p: PlayerView, detail: int) -> str:
    """A player's city: each Lane's Sites, the Lane about to generate income, the Sites still to
    generate, the Reserve."""
    whose = "Your city" if p.seat == view.viewer else f"{seat_name(names, p.seat)}'s city"
    parts = []
    for colour, sites in lanes(p):
        note = ""
        if view.lane == colour and view.phase in ("bonus", "gas", "income"):
            note = " (generating income)" if view.phase == "income" else " (generates income next)"
        parts.append(f"{lane_words(colour)}{note}: " + ", ".join(site_words(s) for s in sites))
    text = f"{whose}: " + "; ".join(parts) + "."
    if p.income_left:
        left = join_words(str(s) for s in p.income_left)
        text += f" Still to generate income: {'Site' if len(p.income_left) == 1 else 'Sites'} {left}."
    if p.reserve:
        listed = ", ".join(tile_sentence_part(t, min(detail, 1)) for t in p.reserve)
        text += f" Reserve: {listed}." if detail >= 1 else f" Reserve: {plural(len(p.reserve), 'tile')}."
    else:
        text += " Reserve: empty."
    return text


def player_sentence(view: EarthView, names: Sequence[str], p: PlayerView, detail: int) -> str:
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
    if detail == 0:
        return f"{label}: {now}."
    return f"{label}: {plural(p.coins, 'Coin')}, {p.culture} Culture, {p.prosperity} Prosperity, {now}" + (
        f", Reserve {plural(len(p.reserve), 'tile')}." if detail >= 2 else "."
    )


def directives_sentence(view: EarthView, names: Sequence[str], detail: int) -> str:
    if not view.directives:
        return solo_words() if view.solo else ""
    per = catalog().prestige_per_directive
    parts = []
    for sd in view.directives:
        what = f"{sd.name} ({sd.text})" if detail >= 1 else directive_title(sd)
        parts.append(f"{what}: {directive_leader_words(view, sd, names)}")
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


def board_alt_text(view: EarthView, names: Sequence[str]) -> str:
    """The board picture in words, from the same view: the status, the uncovered tiles, the active
    player's city, each player's resources and Prestige, the Social Directives, the discard pile."""

    def build(detail: int) -> list[str]:
        seat = featured(view)
        parts = [f"As The Earth Crumbles board. {status(view, names)}", facts_sentence(view, names)]
        if view.draft:
            parts.append(draft_words(view) + ".")
        parts.append(tiles_sentence(view, detail))
        if seat is not None:
            parts.append(city_sentence(view, names, view.players[seat], detail))
        parts.extend(player_sentence(view, names, p, detail) for p in view.players)
        parts.append(directives_sentence(view, names, detail))
        if view.discard or detail >= 1:
            parts.append(f"Discard pile: {plural(len(view.discard), 'tile')}.")
        return parts

    return fitted(build)
