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

from bot.render.giantsnail.words import (
    ACTIONS_PER_ROUND,
    TECH_TEXT,
    TYPE_WORDS,
    built_slots,
    colour_of,
    deck_words,
    discard_words,
    draft_words,
    event_notes,
    grid_order,
    market_words,
    most_votes,
    neighbours,
    newest_events,
    phase_title,
    rebuild_cost_words,
    region_name,
    returning_words,
    robot_words,
    robot_workers_words,
    rows_of,
    snail_words,
    status,
    tech_words,
    weapons_words,
    workers_names,
)
from bot.render.protocol import MAX_ALT_TEXT, alt_text_from, seat_name
from engines.giantsnail.data import catalog
from engines.giantsnail.models import GiantSnailView, PlayerView, RegionView
from engines.wording import join_words, plural


def colours_words(view: GiantSnailView, workers: Sequence[int]) -> str:
    """Workers by colour: "red and black", "2 blue", "2 black and 1 blue"."""
    counts = Counter(colour_of(view, w) for w in workers)
    if all(n == 1 for n in counts.values()):
        return join_words(counts)
    return join_words(f"{n} {colour}" for colour, n in counts.items())


def row_words(view: GiantSnailView, workers: Sequence[int], slots: int) -> str:
    """A row of slots: "red and black, full", "blue, 1 free", "empty"."""
    if not workers:
        return "empty"
    free = slots - len(workers)
    return f"{colours_words(view, workers)}, " + (f"{free} free" if free > 0 else "full")


def region_sentence(view: GiantSnailView, region: RegionView, detail: int) -> str:
    """A region in words: ``detail`` 3 tells each row, the card's colour and the rebuild cost, 2 each row,
    1 only who stands on it ('' for an intact, empty region with nothing on it, which the text then
    sums up as "the others are empty")."""
    extras = []
    if view.snail == region.id:
        extras.append("the snail is here")
    if view.robot == region.id:
        extras.append("the robot is here")
    if region.defence:
        extras.append(f"{region.defence} on it")
    if region.destroyed:
        body = f"ruined, rebuild slots {row_words(view, region.rebuild, region.rebuild_slots)}"
        if detail >= 3:
            body += f", rebuild costs {rebuild_cost_words(view, region)}"
    elif detail >= 2:
        rows = rows_of(region)
        if all(cap == 1 for cap in region.capacity):
            workers = [w for row in rows for w in row]
            body = row_words(view, workers, sum(region.capacity))
        else:
            body = "; ".join(
                f"row {i + 1}: {row_words(view, workers, cap)}"
                for i, (workers, cap) in enumerate(zip(rows, region.capacity, strict=True))
            )
    else:
        workers = [w for row in region.rows for w in row]
        if not workers and not extras:
            return ""
        body = colours_words(view, workers) if workers else "no workers"
    if detail <= 1:  # the ruins are named apart: only what stands on them
        if region.destroyed:
            if not region.rebuild and not extras:
                return ""
            body = f"{colours_words(view, region.rebuild)} on the ruins" if region.rebuild else "ruined"
        tail = f"; {'; '.join(extras)}" if extras else ""
        return f"{region.name}: {body}{tail}."
    head = f"{region.name} ({colour_of(view, region.owner)} card)" if detail >= 3 else region.name
    tail = f"; {'; '.join(extras)}" if extras else ""
    return f"{head}: {body}{tail}."


def regions_sentences(view: GiantSnailView, detail: int) -> list[str]:
    """The regions North to South and West to East, at ``detail`` (see ``region_sentence``); none at 0."""
    if detail <= 0:
        return []
    told = [region_sentence(view, r, detail) for r in grid_order(view)]
    said = [t for t in told if t]
    if not said:
        return ["No region has a worker on it."]
    rest = " No other region has a worker on it." if len(said) < len(told) else ""
    return ["Regions, North to South and West to East:", *said[:-1], said[-1] + rest]


def robot_short(view: GiantSnailView) -> str:
    filled, total = built_slots(view)
    if view.robot_built:
        return (
            f"The robot is finished, on {region_name(view, view.robot)}."
            if view.robot
            else "The robot is finished."
        )
    done = sum(1 for s in view.sections if s.complete)
    return (
        f"Robot: {filled} of {total} slots built, {done} of {plural(len(view.sections), 'section')} complete."
    )


def player_sentence(view: GiantSnailView, names: Sequence[str], p: PlayerView, detail: int) -> str:
    tags = [p.colour]
    if p.seat == view.viewer:
        tags.append("you")
    if p.seat == view.turn and view.phase != "over":
        tags.append("deciding now")
    if p.seat == view.leader and view.phase != "over":
        tags.append("leader")
    facts = f"{p.metal} metal, {p.energy} energy, {plural(p.votes, 'vote')}, {p.pool} in the pool"
    if detail >= 3:
        facts += f", {p.reserve} in reserve"
    if view.phase == "actions":
        done = min(p.actions, ACTIONS_PER_ROUND)
        facts += "; forfeited this round" if p.forfeited else f"; {done} of {ACTIONS_PER_ROUND} actions taken"
    if p.weapons:  # who may fire in combat: told at every detail
        facts += f"; weapons: {weapons_words(p)}"
    if p.claimed:
        facts += f"; {plural(p.claimed, 'event card')} claimed"
    return f"{seat_name(names, p.seat)} ({', '.join(tags)}): {facts}."


def leader_sentence(view: GiantSnailView, names: Sequence[str]) -> str:
    """Who has the most votes; '' while nobody has one (each player's sentence says 0 votes)."""
    best = most_votes(view)
    if not best:
        return ""
    who = join_words(seat_name(names, s) for s in best)
    votes = plural(view.players[best[0]].votes, "vote")
    return f"Most votes: {who}, {votes}" + (" each." if len(best) > 1 else ".")


def board_alt_text(view: GiantSnailView, names: Sequence[str]) -> str:
    """The board picture in words: the status, the snail, the ruins, the robot, each player, who leads,
    the regions and the market, as much detail as fits Discord's limit (the regions are told more
    briefly first, then the market and the event discard go, then the regions)."""
    ruined = [r.name for r in grid_order(view) if r.destroyed]
    limit = catalog().defeat_destroyed
    ruins = f"{plural(view.destroyed, 'region')} ruined of 12 ({limit} mean defeat)"
    ruins += f": {join_words(ruined)}." if ruined else "."
    returning = returning_words(view)
    parts: list[str] = []
    for detail in (3, 2, 1):
        parts = [
            f"Giant Snail board, round {view.round}, {phase_title(view)}. {status(view, names)}",
            draft_words(view) + ("." if view.draft else ""),
            f"Returning workers still to place: {returning}." if returning else "",
            f"{snail_words(view)} {deck_words(view)}.",
            ruins,
            robot_words(view) if detail >= 3 else robot_short(view),
            *(f"{note}." for note in event_notes(view)),
            *(player_sentence(view, names, p, detail) for p in view.players),
            leader_sentence(view, names),
            *regions_sentences(view, detail),
            f"{market_words(view)}." if detail >= 2 else "",
            f"{discard_words(view)}." if detail >= 3 else "",
        ]
        text = alt_text_from(parts, limit=10**6)
        if len(text) <= MAX_ALT_TEXT:
            return text
    # Still too long (long names, a crowded board): as many whole sentences as fit, the regions last.
    return whole_sentences(parts, names, "The other regions are in their close-ups.")


def whole_sentences(parts: Sequence[str], names: Sequence[str], note: str) -> str:
    """As many of ``parts`` as fit whole in Discord's limit, in order, then ``note`` if any was left
    out: a screen reader never hears a sentence cut off."""
    room = MAX_ALT_TEXT - len(note) - 1
    kept: list[str] = []
    for part in parts:
        if len(alt_text_from([*kept, part], names, limit=10**6)) > room:
            return alt_text_from([*kept, note], names, limit=10**6)
        kept.append(part)
    return alt_text_from(kept, names, limit=10**6)


def secret_alt_text(view: GiantSnailView, names: Sequence[str]) -> str:
    """The private picture in words: what the viewer's Malacologist saw; '' when the view has nothing."""
    if not view.known_top:
        return ""
    top = "the top card" if len(view.known_top) == 1 else f"the top {len(view.known_top)} cards"
    cards = ", then ".join(view.known_top)
    return alt_text_from(
        [
            f"Your secret, from the Malacologist: {top} of the event deck, top first: {cards}.",
            "Nobody else knows them.",
            f"{deck_words(view)}.",
        ]
    )


# ---- the close-ups -------------------------------------------------------------------------------------


def region_alt_text(view: GiantSnailView, names: Sequence[str], region: RegionView) -> str:
    """A region's close-up in words: its owner and side, who stands on it row by row (or on its rebuild
    slots), what it does, a defence card on it, and its neighbours."""
    rows = (region.rebuild,) if region.destroyed else rows_of(region)
    side = "ruined" if region.destroyed else "intact"
    parts = [
        f"{region.name}, {seat_name(names, region.owner)}'s card ({colour_of(view, region.owner)}), {side}.",
        region_sentence(view, region, 3),
        "" if region.destroyed else TYPE_WORDS.get(region.type, ""),
        TECH_TEXT.get(region.defence, ""),
        f"Just rebuilt: the returning workers to place are {returning_words(view)}."
        if view.placing == region.id and view.returning
        else "",
        *(
            f"{'Rebuild slots' if region.destroyed else f'Row {i + 1}'}: {workers_names(names, w) or 'empty'}."
            for i, w in enumerate(rows)
        ),
        "Next to it: " + "; ".join(f"{w} {o.name}" for w, o in neighbours(view, region)) + ".",
    ]
    return alt_text_from(parts, names)


def robot_alt_text(view: GiantSnailView, names: Sequence[str]) -> str:
    """The robot's close-up in words: how far it is built, who stands on each section, how many workers
    each player has on it, and everyone's weapons."""
    sections = [
        f"{s.name}{' (complete)' if s.complete else ''}: "
        f"{workers_names(names, [w for w in s.slots if w >= 0]) or 'nobody yet'}."
        for s in view.sections
    ]
    weapons = [f"{seat_name(names, p.seat)}: {weapons_words(p)}." for p in view.players]
    parts = [robot_words(view), *sections, robot_workers_words(view, names), *weapons]
    return alt_text_from(parts, names)


def players_alt_text(view: GiantSnailView, names: Sequence[str]) -> str:
    """The players' close-up in words: each player in full."""
    parts = ["The players."] + [player_sentence(view, names, p, 3) for p in view.players]
    return alt_text_from(parts, names)


def events_alt_text(view: GiantSnailView) -> str:
    """The events and technologies close-up in words: the snail, the event deck and discard, the market
    and what each technology in it does."""
    parts = [
        "The events and technologies.",
        snail_words(view),
        f"{deck_words(view)}.",
        *(f"{note}." for note in event_notes(view)),
        f"{discard_words(view)}.",
        f"Events played, newest first: {', '.join(newest_events(view)) or 'none'}.",
        f"{market_words(view)}.",
        *(f"{name}: {tech_words(name)}." for name in view.market),
    ]
    return alt_text_from(parts)
