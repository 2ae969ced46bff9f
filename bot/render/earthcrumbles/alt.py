"""The alt text of As The Earth Crumbles' pictures: what a screen reader says instead of the board and
the close-ups, built from the same view as the picture, most important first, within Discord's 1,024
characters (``MAX_ALT_TEXT``), in the language of ``say``. When a crowded position does not fit, it is
told with less detail (tile names without abilities, then counts), never cut off mid-way.

The game has no secrets (rulings G8, G14, G15), so every view says the same but for "(you)"."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from functools import cache

from bot.i18n import Speaker
from bot.render.earthcrumbles.tilewords import (
    ability_words,
    gas_message,
    lane_words,
    site_words,
    tile_message,
    tile_words,
)
from bot.render.earthcrumbles.words import (
    breakdown,
    chain,
    city_title,
    costed,
    deciding_others,
    directive_goal,
    directive_leader_words,
    directive_title,
    draft_words,
    featured,
    gas_gone_words,
    income_left_words,
    lanes,
    layers_left,
    leaders,
    leading_titles,
    narrow,
    next_player,
    prestige_now,
    resources_message,
    role,
    solo_words,
    status,
)
from bot.render.protocol import MAX_ALT_TEXT, alt_text_from, seat_name
from engines.earthcrumbles.data import catalog
from engines.earthcrumbles.models import EarthView, PlayerView, TileView
from engines.phrasing import Listed, Words


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


def tile_sentence_part(t: TileView, detail: int, say: Speaker) -> str:
    """A tile in words: "Blue Foundry (Income: gain 3 Coins; costs 3 Coins)" at detail 2, "Blue Foundry
    (3 Coins)" at 1, "Blue Foundry" at 0."""
    if not t.colour:
        return tile_words(t, say)
    if detail >= 2:
        return say("earth-board-alt-tile", tile=tile_message(t), text=ability_words(t.id), coins=t.cost)
    if detail == 1:
        return say.words(costed(t))
    return tile_words(t, say)


def semicolons(say: Speaker, parts: Sequence[str]) -> str:
    return chain(say, "earth-board-semicolon", parts)


def tiles_sentence(view: EarthView, detail: int, say: Speaker) -> str:
    """The uncovered tiles: at detail 2 with their abilities and costs, 1 with their costs, 0 by name,
    below that counted by colour."""
    shown = [t.tile for t in view.earth if not t.covered]
    if not shown:
        return ""
    exploding = view.gas.id if view.gas is not None else ""
    salvage = view.phase == "salvage"
    if detail < 0:
        counts = Counter(t.colour or "other" for t in shown)
        listed = narrow(
            [Words(id="earth-board-alt-count", args={"colour": c, "count": n}) for c, n in counts.items()]
        )
        return say("earth-board-alt-tiles-counted", salvage=salvage, count=len(shown), colours=listed)
    said = []
    for t in shown:
        if t.id == exploding and view.gas is not None:
            said.append(say("earth-board-alt-exploding", what=gas_message(view.gas)))
        else:
            said.append(tile_sentence_part(t, detail, say))
    return say("earth-board-alt-tiles", salvage=salvage, tiles=semicolons(say, said))


def city_sentence(view: EarthView, names: Sequence[str], p: PlayerView, detail: int, say: Speaker) -> str:
    """A player's city: each Lane's Sites, the Lane about to generate income, the Sites still to
    generate, the Reserve; at detail 1 the Reserve without costs, at 0 its size and only the built
    Sites."""
    parts = []
    for colour, sites in lanes(p):
        note = "none"
        if view.lane == colour and view.phase in ("bonus", "gas", "income"):
            note = "now" if view.phase == "income" else "next"
        shown = sites if detail >= 1 else [s for s in sites if s.stack]
        listed = narrow([site_words(s, say) for s in shown]) if shown else say("earth-board-empty")
        parts.append(say("earth-board-alt-lane", note=note, lane=lane_words(colour, say), sites=listed))
    sentences = [
        say("earth-board-alt-city", whose=city_title(view, names, p, say), lanes=semicolons(say, parts))
    ]
    if p.income_left:
        sentences.append(say("earth-board-full-stop", text=income_left_words(p, say)))
    if not p.reserve:
        reserve = say("earth-board-reserve-empty")
    elif detail >= 1:
        listed = narrow([tile_sentence_part(t, detail - 1, say) for t in p.reserve])
        reserve = say("earth-board-reserve", tiles=listed)
    else:
        reserve = say("earth-board-reserve-count", count=len(p.reserve))
    sentences.append(say("earth-board-full-stop", text=reserve))
    return chain(say, "earth-board-then", sentences)


def player_sentence(view: EarthView, names: Sequence[str], p: PlayerView, detail: int, say: Speaker) -> str:
    """A player's row: at detail 1 their resources and Prestige, at 0 their Prestige."""
    tags = []
    if p.seat == view.viewer:
        tags.append(role("you"))
    if p.seat == view.turn and view.phase != "over":
        tags.append(role("active"))
    if p.seat in deciding_others(view):
        tags.append(role("deciding"))
    if p.seat in view.winners:
        tags.append(role("winner"))
    if p.seat in leaders(view) and view.phase != "over":
        tags.append(role("leads"))
    name = seat_name(names, p.seat)
    label = say("earth-board-player-roles", player=name, roles=narrow(tags)) if tags else name
    score = prestige_now(view, p)
    if view.phase == "over":
        if detail >= 1:
            return say(
                "earth-board-alt-player-over-detail",
                label=label,
                prestige=score,
                breakdown=breakdown(view, p),
            )
        return say("earth-board-alt-player-over", label=label, prestige=score)
    if detail <= 0:
        return say("earth-board-alt-player-now", label=label, prestige=score)
    return say(
        "earth-board-alt-player",
        label=label,
        coins=p.coins,
        culture=p.culture,
        prosperity=p.prosperity,
        prestige=score,
    )


def directives_sentence(view: EarthView, names: Sequence[str], detail: int, say: Speaker) -> str:
    """The Social Directives and who leads each: at detail 1 with what each rewards."""
    if not view.directives:
        return solo_words(say) if view.solo else ""
    per = catalog().prestige_per_directive
    parts = []
    for sd in view.directives:
        lead = directive_leader_words(view, sd, names, say)
        if not sd.leaders and view.phase != "over":
            lead = say("earth-board-tied")
        title = directive_title(sd, say)
        if detail >= 1:
            parts.append(
                say("earth-board-alt-directive", title=title, goal=directive_goal(sd, say), leader=lead)
            )
        else:
            parts.append(say("earth-board-alt-directive-short", title=title, leader=lead))
    return say(
        "earth-board-alt-directives", over=view.phase == "over", prestige=per, parts=semicolons(say, parts)
    )


def facts_sentence(view: EarthView, names: Sequence[str], say: Speaker) -> str:
    if view.phase == "over":
        return say("earth-board-alt-lasted", turns=view.turns)
    if view.last_turn:
        return say("earth-board-alt-facts-last", turn=view.turns)
    following = next_player(view)
    if following is not None:
        return say(
            "earth-board-alt-facts-next",
            turn=view.turns,
            count=view.tiles_left,
            seat=seat_name(names, following),
        )
    return say("earth-board-alt-facts", turn=view.turns, count=view.tiles_left)


# The board's detail, richest first: (the uncovered tiles, the city, the players, the directives). The
# first that fits Discord's limit is used; the tiles lose their abilities first, the players their
# resources last but one; last of all the city goes (its close-up says it), for a language whose words
# run long.
BOARD_DETAIL = (
    (2, 2, 1, 1),
    (1, 2, 1, 1),
    (1, 1, 1, 0),
    (1, 0, 1, 0),
    (0, 1, 1, 0),
    (0, 0, 1, 0),
    (0, 0, 0, 0),
    (-1, 0, 0, 0),
    (-1, -1, 0, 0),
)


def board_alt_text(view: EarthView, names: Sequence[str], say: Speaker) -> str:
    """The board picture in words, from the same view: the status, the uncovered tiles, the active
    player's city, each player's resources and Prestige, the Social Directives, the discard pile."""

    seat = featured(view)
    # Said once, each at the detail a level asks for: the levels share most of their parts.
    head = [say("earth-board-alt-title", status=status(view, names, say)), facts_sentence(view, names, say)]
    if view.draft:
        head.append(say("earth-board-full-stop", text=draft_words(view, say)))
    discard = say("earth-board-alt-discard-count", count=len(view.discard))
    tiles_at = cache(lambda detail: tiles_sentence(view, detail, say))
    city_at = cache(
        lambda detail: city_sentence(view, names, view.players[seat], detail, say) if seat is not None else ""
    )
    players_at = cache(lambda detail: [player_sentence(view, names, p, detail, say) for p in view.players])
    directives_at = cache(lambda detail: directives_sentence(view, names, detail, say))

    def build(level: int) -> list[str]:
        tiles, city, players, directives = BOARD_DETAIL[level]
        parts = [*head, tiles_at(tiles)]
        if seat is not None and city >= 0:
            parts.append(city_at(city))
        parts.extend(players_at(players))
        parts.append(directives_at(directives))
        parts.append(discard)
        return parts

    return fitted(build, range(len(BOARD_DETAIL)))


# ---- the close-ups -------------------------------------------------------------------------------------

# The Earth close-up's alt text, richest first: (the uncovered tiles' detail, the covered ones'), as in
# tile_sentence_part; -1 counts the covered tiles instead of naming them.
EARTH_DETAIL = ((2, 1), (2, 0), (1, 0), (0, 0), (2, -1), (1, -1), (0, -1))


def earth_alt_text(view: EarthView, say: Speaker) -> str:
    """The Earth close-up in words: each layer left, top first, its uncovered tiles and its covered ones."""
    exploding = view.gas.id if view.gas is not None else ""

    def build(level: int) -> list[str]:
        uncovered_detail, covered_detail = EARTH_DETAIL[level]
        parts = [say("earth-board-alt-earth", count=view.tiles_left, gone=gas_gone_words(view, say))]
        for layer in layers_left(view):
            tiles = [t for t in view.earth if t.layer == layer]
            said = []
            free = [t for t in tiles if not t.covered]
            if free:
                listed = semicolons(
                    say,
                    [
                        say(
                            "earth-board-alt-exploding-tile",
                            tile=tile_sentence_part(t.tile, uncovered_detail, say),
                        )
                        if t.tile.id == exploding
                        else tile_sentence_part(t.tile, uncovered_detail, say)
                        for t in free
                    ],
                )
                said.append(say("earth-board-alt-uncovered", tiles=listed))
            covered = [t for t in tiles if t.covered]
            if covered and covered_detail >= 0:
                listed = semicolons(say, [tile_sentence_part(t.tile, covered_detail, say) for t in covered])
                said.append(say("earth-board-alt-covered", tiles=listed))
            elif covered:
                said.append(say("earth-board-alt-covered-count", count=len(covered)))
            parts.append(say("earth-board-alt-layer", layer=layer + 1, said=semicolons(say, said)))
        return parts

    return fitted(build, range(len(EARTH_DETAIL)))


def city_alt_text(view: EarthView, names: Sequence[str], p: PlayerView, say: Speaker) -> str:
    """A player's city close-up in words: resources and Prestige, the directives they lead, each Lane's
    Sites with the tiles beneath, the Reserve."""
    leading = leading_titles(view, p, say)

    def build(detail: int) -> list[str]:
        parts = [
            say(
                "earth-board-alt-city-facts",
                whose=city_title(view, names, p, say),
                resources=resources_message(p),
                prestige=prestige_now(view, p),
                over=view.phase == "over",
            )
        ]
        if leading:
            parts.append(say("earth-board-alt-leads", directives=Listed.of(leading)))
        for colour, sites in lanes(p):
            words = []
            for site in sites:
                text = site_words(site, say)
                if len(site.stack) > 1 and detail >= 1:
                    beneath = narrow([tile_message(t) for t in reversed(site.stack[:-1])])
                    text = say("earth-board-alt-beneath", site=text, tiles=beneath)
                words.append(text)
            parts.append(
                say("earth-board-alt-lane-sites", lane=lane_words(colour, say), sites=semicolons(say, words))
            )
        if p.reserve:
            listed = semicolons(say, [tile_sentence_part(t, detail, say) for t in p.reserve])
            parts.append(say("earth-board-full-stop", text=say("earth-board-reserve", tiles=listed)))
        else:
            parts.append(say("earth-board-full-stop", text=say("earth-board-reserve-empty")))
        return parts

    return fitted(build)


def discard_alt_text(view: EarthView, say: Speaker) -> str:
    """The discard pile close-up in words: every tile, newest first."""
    newest = list(reversed(view.discard))

    def build(detail: int) -> list[str]:
        listed = semicolons(say, [tile_sentence_part(t, detail, say) for t in newest])
        return [say("earth-board-alt-discard", count=len(newest), tiles=listed)]

    return fitted(build)
