"""Giant Snail Will Not Prevail! as lines of text: a region, a robot section, a player, the workers on the
robot, in the language of ``say`` (``bot.render.giantsnail.words`` names the things they speak of and says
whose turn it is)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n import Speaker
from bot.render.giantsnail.words import (
    ACTIONS_PER_ROUND,
    amount,
    colour_name,
    colour_of,
    colour_word,
    letter_of,
    listed,
    region_title,
    rows_of,
    section_name,
    speaker,
    tech_name,
    you,
)
from bot.render.protocol import escape_markdown, seat_name
from engines.giantsnail.models import (
    GiantSnailView,
    PlayerView,
    RegionView,
    SectionView,
)

# ---- regions, sections and players ------------------------------------------------------------


def worker_letters(view: GiantSnailView, workers: Sequence[int], slots: int) -> str:
    letters = [letter_of(view, w) for w in workers]
    return " ".join([*letters, *["." for _ in range(slots - len(workers))]])


def worker_emoji(view: GiantSnailView, workers: Sequence[int], slots: int) -> str:
    marks = {"red": "🔴", "blue": "🔵", "black": "⚫"}
    return "".join(
        [
            *(marks.get(colour_of(view, w), "❔") for w in workers),
            *["⚪" for _ in range(slots - len(workers))],
        ]
    )


def rebuild_cost_words(view: GiantSnailView, region: RegionView, say: Speaker | None = None) -> str:
    return speaker(say)(
        "snail-board-rebuild-cost", cost=amount(*region.rebuild_cost, say=say), works=view.public_works
    )


def defence_words(view: GiantSnailView, region: RegionView, names: Sequence[str], say: Speaker) -> str:
    """A defence card on a region, with who put it there: "Salt Ring (Ann)"."""
    card = tech_name(region.defence, say)
    if region.defender < 0:
        return card
    return say("snail-board-defence-by", card=card, who=seat_name(names, region.defender))


def region_extras(view: GiantSnailView, region: RegionView, names: Sequence[str], say: Speaker) -> list[str]:
    extras = []
    if view.snail == region.id:
        extras.append(say("snail-board-snail-here"))
    if view.robot == region.id:
        extras.append(say("snail-board-robot-here"))
    if region.defence:
        extras.append(defence_words(view, region, names, say))
    return extras


def semicolons(parts: Sequence[str], say: Speaker) -> str:
    """Parts that each may hold a list of their own, one after another ("A; B")."""
    return say("snail-board-semicolon").join(parts)


def region_line(
    view: GiantSnailView, region: RegionView, names: Sequence[str], say: Speaker | None = None
) -> str:
    """A region as plain text: "Mine 1 (Ann's, red): row 1 R B, row 2 . .; the snail is here"."""
    say = speaker(say)
    if region.destroyed:
        slots = worker_letters(view, region.rebuild, region.rebuild_slots)
        body = say("snail-board-line-ruined", slots=slots, cost=rebuild_cost_words(view, region, say))
    else:
        body = listed(
            (
                say("snail-board-line-row", row=i + 1, slots=worker_letters(view, workers, cap))
                for i, (workers, cap) in enumerate(zip(rows_of(region), region.capacity, strict=True))
            ),
            say,
            "narrow",
        )
    extras = region_extras(view, region, names, say)
    return say(
        "snail-board-line-region",
        region=region_title(region, say),
        owner=seat_name(names, region.owner),
        colour=colour_word(view, region.owner, say),
        body=body,
        extras=semicolons(extras, say),
        more=bool(extras),
    )


def section_line(view: GiantSnailView, section: SectionView, say: Speaker | None = None) -> str:
    workers = worker_letters(view, [w for w in section.slots if w >= 0], len(section.slots))
    return speaker(say)(
        "snail-board-line-section",
        section=section_name(section, say),
        workers=workers,
        complete=section.complete,
    )


def weapons_words(p: PlayerView, say: Speaker | None = None) -> str:
    say = speaker(say)
    if not p.weapons:
        return say("snail-board-weapons-none")
    return listed(
        (say("snail-board-weapon-built", card=tech_name(w, say), built=w in p.armed) for w in p.weapons),
        say,
        "narrow",
    )


def actions_words(view: GiantSnailView, p: PlayerView, say: Speaker | None = None) -> str:
    """How far the player is through this Action Phase; '' outside it."""
    if view.phase != "actions":
        return ""
    return speaker(say)(
        "snail-board-actions-taken",
        forfeited=p.forfeited,
        done=min(p.actions, ACTIONS_PER_ROUND),
        actions=ACTIONS_PER_ROUND,
    )


def player_lines(view: GiantSnailView, p: PlayerView, say: Speaker | None = None) -> list[str]:
    say = speaker(say)
    lines = [
        say("snail-board-player-goods", metal=p.metal, energy=p.energy, votes=p.votes),
        say("snail-board-player-workers", pool=p.pool, reserve=p.reserve),
        say("snail-board-player-weapons", weapons=weapons_words(p, say)),
    ]
    if p.claimed or p.weapons:
        lines.append(say("snail-board-player-claimed", claimed=p.claimed))
    actions = actions_words(view, p, say)
    if actions:
        lines.append(actions)
    return lines


def player_title(
    view: GiantSnailView, p: PlayerView, names: Sequence[str], md: bool, say: Speaker | None = None
) -> str:
    say = speaker(say)
    name = seat_name(names, p.seat)
    if md:
        name = escape_markdown(name)
    return say(
        "snail-board-player-title",
        name=name,
        you=bool(you(view, p.seat, names, say)),  # among the brackets' words: "Ann (you, red)", one bracket
        colour=colour_name(p.colour, say),
        leader=p.seat == view.leader and view.phase != "over",
    )


def most_votes(view: GiantSnailView) -> tuple[int, ...]:
    """The seats with the most votes won so far, if anyone has one."""
    best = max(p.votes for p in view.players)
    return tuple(p.seat for p in view.players if p.votes == best) if best else ()


def workers_names(names: Sequence[str], workers: Sequence[int], say: Speaker | None = None) -> str:
    """The players whose workers these are, each once, in the order they first stand."""
    return listed((seat_name(names, w) for w in dict.fromkeys(workers)), say)


def robot_workers_words(view: GiantSnailView, names: Sequence[str], say: Speaker | None = None) -> str:
    """ "Workers on the robot: Ann 3, Bo 1, Cy 0." (rulebook "Hail Our Metal Saviour" counts them)."""
    say = speaker(say)
    everyone = [w for s in view.sections for w in s.slots if w >= 0]
    counts = listed(
        (
            say("snail-board-robot-count", who=seat_name(names, p.seat), count=everyone.count(p.seat))
            for p in view.players
        ),
        say,
        "narrow",
    )
    return say("snail-board-robot-workers", counts=counts)


def newest_events(view: GiantSnailView) -> list[str]:
    """The last six event cards played, newest first."""
    return list(reversed(view.discard))[:6]
