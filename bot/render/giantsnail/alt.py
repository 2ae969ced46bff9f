"""The alt text of Giant Snail Will Not Prevail!'s pictures (the board, the private picture, each
close-up): the position in words, for a screen reader.

Each description is built from the same view as its picture, so it says no more than the picture's
audience may know: the public board's never holds what a Malacologist saw, which is in its researcher's
view only (ruling 37). Discord keeps at most 1,024 characters: when a position does not fit, the
regions are told more briefly (who stands on them by colour, then only the ruins), never cut off.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import lru_cache

from bot.i18n import Speaker, english
from bot.render.giantsnail.linewords import (
    most_votes,
    newest_events,
    rebuild_cost_words,
    robot_workers_words,
    semicolons,
    weapons_words,
    workers_names,
)
from bot.render.giantsnail.words import (
    ACTIONS_PER_ROUND,
    built_slots,
    colour_name,
    colour_of,
    colour_word,
    deck_words,
    discard_words,
    draft_words,
    event_name,
    event_notes,
    grid_order,
    known_cards,
    listed,
    market_words,
    neighbours,
    phase_title,
    region_name,
    region_title,
    returning_words,
    robot_words,
    rows_of,
    section_name,
    snail_words,
    status,
    tech_name,
    tech_text,
    tech_words,
    type_words,
)
from bot.render.protocol import MAX_ALT_TEXT, alt_line, alt_text_from, seat_name
from engines.giantsnail.data import catalog
from engines.giantsnail.models import GiantSnailView, PlayerView, RegionView


def sentence(text: str, say: Speaker) -> str:
    """``text`` ending as a sentence ("… left." / "…残り。"); '' for none."""
    return say("snail-board-sentence", text=text) if text else ""


def colours_words(view: GiantSnailView, workers: Sequence[int], say: Speaker | None = None) -> str:
    """Workers by colour: "red and black", "2 blue", "2 black and 1 blue"."""
    return _colours_said(tuple(colour_of(view, w) for w in workers), say or english())


@lru_cache(maxsize=4096)  # a board tells the same few rows at every level of detail, and again next move
def _colours_said(colours: tuple[str, ...], say: Speaker) -> str:
    counts = Counter(colours)
    if all(n == 1 for n in counts.values()):
        return listed((colour_name(c, say) for c in counts), say)
    return listed(
        (say("snail-board-alt-colour-count", count=n, colour=colour_name(c, say)) for c, n in counts.items()),
        say,
    )


def row_words(view: GiantSnailView, workers: Sequence[int], slots: int, say: Speaker | None = None) -> str:
    """A row of slots: "red and black, full", "blue, 1 free", "empty"."""
    say = say or english()
    if not workers:
        return say("snail-board-empty")
    return say(
        "snail-board-alt-row", colours=colours_words(view, workers, say), free=max(0, slots - len(workers))
    )


def region_sentence(view: GiantSnailView, region: RegionView, detail: int, say: Speaker | None = None) -> str:
    """A region in words: ``detail`` 3 tells each row, the card's colour and the rebuild cost, 2 each row,
    1 only who stands on it ('' for an intact, empty region with nothing on it, which the text then
    sums up as "the others are empty")."""
    say = say or english()
    extras = []
    if view.snail == region.id:
        extras.append(say("snail-board-snail-here"))
    if view.robot == region.id:
        extras.append(say("snail-board-robot-here"))
    if region.defence:
        extras.append(say("snail-board-alt-defence-on", card=tech_name(region.defence, say)))
    if region.destroyed:
        slots = row_words(view, region.rebuild, region.rebuild_slots, say)
        if detail >= 3:
            body = say("snail-board-alt-ruined-cost", slots=slots, cost=rebuild_cost_words(view, region, say))
        else:
            body = say("snail-board-alt-ruined", slots=slots)
    elif detail >= 2:
        rows = rows_of(region)
        if all(cap == 1 for cap in region.capacity):
            workers = [w for row in rows for w in row]
            body = row_words(view, workers, sum(region.capacity), say)
        else:
            body = semicolons(
                [
                    say("snail-board-alt-row-n", row=i + 1, words=row_words(view, workers, cap, say))
                    for i, (workers, cap) in enumerate(zip(rows, region.capacity, strict=True))
                ],
                say,
            )
    else:
        workers = [w for row in region.rows for w in row]
        if not workers and not extras:
            return ""
        body = colours_words(view, workers, say) if workers else say("snail-board-alt-no-workers")
    name = region_title(region, say)
    if detail <= 1:  # the ruins are named apart: only what stands on them
        if region.destroyed:
            if not region.rebuild and not extras:
                return ""
            body = (
                say("snail-board-alt-on-ruins", workers=colours_words(view, region.rebuild, say))
                if region.rebuild
                else say("snail-board-alt-ruined-short")
            )
    elif detail >= 3:
        name = say("snail-board-alt-region-card", region=name, colour=colour_word(view, region.owner, say))
    return say(
        "snail-board-alt-region", region=name, body=body, extras=semicolons(extras, say), more=bool(extras)
    )


def regions_sentences(view: GiantSnailView, detail: int, say: Speaker | None = None) -> list[str]:
    """The regions North to South and West to East, at ``detail`` (see ``region_sentence``); none at 0."""
    say = say or english()
    if detail <= 0:
        return []
    told = [region_sentence(view, r, detail, say) for r in grid_order(view)]
    said = [t for t in told if t]
    if not said:
        return [say("snail-board-alt-no-region")]
    rest = say("snail-board-alt-no-other") if len(said) < len(told) else ""
    return [say("snail-board-alt-regions"), *said[:-1], said[-1] + rest]


def robot_short(view: GiantSnailView, say: Speaker | None = None) -> str:
    say = say or english()
    filled, total = built_slots(view)
    if view.robot_built:
        if view.robot:
            return say("snail-board-alt-robot-on", region=region_name(view, view.robot, say))
        return say("snail-board-robot-finished")
    done = sum(1 for s in view.sections if s.complete)
    return say("snail-board-alt-robot", filled=filled, total=total, done=done, sections=len(view.sections))


def player_sentence(
    view: GiantSnailView, names: Sequence[str], p: PlayerView, detail: int, say: Speaker | None = None
) -> str:
    say = say or english()
    tags = [colour_name(p.colour, say)]
    if p.seat == view.viewer:
        tags.append(say("snail-board-alt-tag", tag="you"))
    if p.seat == view.turn and view.phase != "over":
        tags.append(say("snail-board-alt-tag", tag="deciding"))
    if p.seat == view.leader and view.phase != "over":
        tags.append(say("snail-board-alt-tag", tag="leader"))
    facts = [
        say(
            "snail-board-alt-goods",
            metal=p.metal,
            energy=p.energy,
            votes=p.votes,
            pool=p.pool,
            reserve=p.reserve,
            full=detail >= 3,
        )
    ]
    if view.phase == "actions":
        done = min(p.actions, ACTIONS_PER_ROUND)
        facts.append(
            say("snail-board-alt-forfeited")
            if p.forfeited
            else say("snail-board-alt-actions", done=done, actions=ACTIONS_PER_ROUND)
        )
    if p.weapons:  # who may fire in combat: told at every detail
        facts.append(say("snail-board-alt-weapons", weapons=weapons_words(p, say)))
    if p.claimed:
        facts.append(say("snail-board-alt-claimed", claimed=p.claimed))
    return say(
        "snail-board-alt-player",
        name=seat_name(names, p.seat),
        tags=listed(tags, say, "narrow"),
        facts=semicolons(facts, say),
    )


def leader_sentence(view: GiantSnailView, names: Sequence[str], say: Speaker | None = None) -> str:
    """Who has the most votes; '' while nobody has one (each player's sentence says 0 votes)."""
    say = say or english()
    best = most_votes(view)
    if not best:
        return ""
    who = listed((seat_name(names, s) for s in best), say)
    return say("snail-board-alt-most-votes", who=who, votes=view.players[best[0]].votes, tied=len(best) > 1)


def board_alt_text(view: GiantSnailView, names: Sequence[str], say: Speaker | None = None) -> str:
    """The board picture in words: the status, the snail, the ruins, the robot, each player, who leads,
    the regions and the market, as much detail as fits Discord's limit (the regions are told more
    briefly first, then the market and the event discard go, then the regions)."""
    say = say or english()
    ruined = [region_title(r, say) for r in grid_order(view) if r.destroyed]
    ruins = say(
        "snail-board-alt-ruins",
        destroyed=view.destroyed,
        limit=catalog().defeat_destroyed,
        ruined=listed(ruined, say),
        any=bool(ruined),
    )
    returning = returning_words(view, say)
    # What every level of detail says alike, said once.
    head = [
        say(
            "snail-board-alt-head",
            round=view.round,
            phase=phase_title(view, say),
            status=status(view, names, say),
        ),
        sentence(draft_words(view, say, names), say),
        say("snail-board-text-returning", workers=returning) if returning else "",
        say("snail-board-alt-snail-deck", snail=snail_words(view, say), deck=deck_words(view, say)),
        ruins,
    ]
    notes = [sentence(note, say) for note in event_notes(view, say)]
    leader = leader_sentence(view, names, say)
    parts: list[str] = []
    for detail in (3, 2, 1):
        parts = [
            *head,
            robot_words(view, say) if detail >= 3 else robot_short(view, say),
            *notes,
            *(player_sentence(view, names, p, detail, say) for p in view.players),
            leader,
            *regions_sentences(view, detail, say),
            sentence(market_words(view, say), say) if detail >= 2 else "",
            sentence(discard_words(view, say), say) if detail >= 3 else "",
        ]
        text = alt_text_from(parts, limit=10**6)
        if len(text) <= MAX_ALT_TEXT:
            return text
    # Still too long (long names, a crowded board): as many whole sentences as fit, the regions last.
    return whole_sentences(parts, names, say("snail-board-alt-rest"))


def whole_sentences(parts: Sequence[str], names: Sequence[str], note: str) -> str:
    """As many of ``parts`` as fit whole in Discord's limit, in order, then ``note`` if any was left
    out: a screen reader never hears a sentence cut off."""
    room = MAX_ALT_TEXT - len(note) - 1
    kept: list[str] = []
    length = -1  # of the kept parts as alt text, each on a line of its own
    for part in parts:
        said = alt_line(part, names)
        if said and length + 1 + len(said) > room:
            return alt_text_from([*kept, note], names, limit=10**6)
        length += len(said) + 1 if said else 0
        kept.append(part)
    return alt_text_from(kept, names, limit=10**6)


def secret_alt_text(view: GiantSnailView, names: Sequence[str], say: Speaker | None = None) -> str:
    """The private picture in words: what the viewer's Malacologist saw; '' when the view has nothing."""
    say = say or english()
    if not view.known_top:
        return ""
    return alt_text_from(
        [
            say("snail-board-alt-secret", count=len(view.known_top), cards=known_cards(view, say)),
            say("snail-board-alt-secret-nobody"),
            sentence(deck_words(view, say), say),
        ]
    )


# ---- the close-ups -------------------------------------------------------------------------------------


def region_alt_text(
    view: GiantSnailView, names: Sequence[str], region: RegionView, say: Speaker | None = None
) -> str:
    """A region's close-up in words: its owner and side, who stands on it row by row (or on its rebuild
    slots), what it does, a defence card on it, and its neighbours."""
    say = say or english()
    rows = (region.rebuild,) if region.destroyed else rows_of(region)
    parts = [
        say(
            "snail-board-alt-region-intro",
            region=region_title(region, say),
            owner=seat_name(names, region.owner),
            colour=colour_word(view, region.owner, say),
            ruined=region.destroyed,
        ),
        region_sentence(view, region, 3, say),
        "" if region.destroyed else type_words(region.type, say),
        tech_text(region.defence, say) if region.defence else "",
        say("snail-board-alt-just-rebuilt", workers=returning_words(view, say))
        if view.placing == region.id and view.returning
        else "",
        *(
            say(
                "snail-board-alt-row-who",
                ruined=region.destroyed,
                row=i + 1,
                who=workers_names(names, w, say) or say("snail-board-empty"),
            )
            for i, w in enumerate(rows)
        ),
        say(
            "snail-board-alt-next-to",
            regions=semicolons(
                [
                    say("snail-board-alt-neighbour", direction=w, region=region_title(o, say))
                    for w, o in neighbours(view, region)
                ],
                say,
            ),
        ),
    ]
    return alt_text_from(parts, names)


def robot_alt_text(view: GiantSnailView, names: Sequence[str], say: Speaker | None = None) -> str:
    """The robot's close-up in words: how far it is built, who stands on each section, how many workers
    each player has on it, and everyone's weapons."""
    say = say or english()
    sections = [
        say(
            "snail-board-alt-section",
            section=section_name(s, say),
            complete=s.complete,
            who=workers_names(names, [w for w in s.slots if w >= 0], say)
            or say("snail-board-alt-nobody-yet"),
        )
        for s in view.sections
    ]
    weapons = [
        say("snail-board-alt-player-weapons", who=seat_name(names, p.seat), weapons=weapons_words(p, say))
        for p in view.players
    ]
    parts = [robot_words(view, say), *sections, robot_workers_words(view, names, say), *weapons]
    return alt_text_from(parts, names)


def players_alt_text(view: GiantSnailView, names: Sequence[str], say: Speaker | None = None) -> str:
    """The players' close-up in words: each player in full."""
    say = say or english()
    parts = [say("snail-board-alt-players")] + [player_sentence(view, names, p, 3, say) for p in view.players]
    return alt_text_from(parts, names)


def events_alt_text(view: GiantSnailView, say: Speaker | None = None) -> str:
    """The events and technologies close-up in words: the snail, the event deck and discard, the market
    and what each technology in it does."""
    say = say or english()
    played = listed((event_name(card, say) for card in newest_events(view)), say, "narrow")
    parts = [
        say("snail-board-alt-events"),
        snail_words(view, say),
        sentence(deck_words(view, say), say),
        *(sentence(note, say) for note in event_notes(view, say)),
        sentence(discard_words(view, say), say),
        say("snail-board-alt-played", cards=played or say("snail-board-none")),
        sentence(market_words(view, say), say),
        *(
            say("snail-board-alt-tech", card=tech_name(name, say), does=tech_words(name, say))
            for name in view.market
        ),
    ]
    return alt_text_from(parts)
