"""A tournament's messages: the sign-up message (its settings, its players, Join, Leave and the organiser's
Start and Cancel), the standings message (a picture made for a phone, with alt text, and the same as text),
a round's start (its tables, a link to each table's thread, its byes, its deadline) and the final
announcement with the podium. Values in, ``Message`` out; the standings picture and, once a round is
paired, the crosstable's pictures are drawn in a thread (``bot.render.standingspicture``,
``bot.render.crosstablepicture``). A table's greeting in its thread is the table opener's
(``bot.discordside.tableopener``).
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

import discord

from bot.discordside.boardviews import link_view
from bot.discordside.message import Attachment, Message
from bot.discordside.payloads import GAME_COLOR
from bot.i18n import Speaker, english
from bot.render import crosstablepicture, standingspicture
from bot.render.textlimits import (
    DESCRIPTION_SHARE,
    EMBEDS_TEXT,
    FIELD_VALUE,
    FOOTER_TEXT,
    MESSAGE_TEXT,
    clipped,
    lines_within,
)
from bot.session import ranking, turnclock
from bot.session.crosstable import Crosstable, crosstable
from bot.session.organisedplay import (
    Entrant,
    Format,
    Pairing,
    Tournament,
    TournamentSettings,
    TournamentStatus,
)
from bot.session.ranking import Standings, points_text
from bot.session.roundcalendar import RoundCalendar
from cogs.tournament.components import SignupButton, signup_view
from engines.phrasing import Duration, Listed, Words

STANDINGS_FILE = "standings.png"
# Discord's limits on one message: 10 embeds, 10 attachments.
MAX_EMBEDS = 10
MAX_ATTACHMENTS = 10
# The crosstable's pictures beside the standings' embed and picture, and the crosstable's words.
MAX_CROSSTABLE_PICTURES = min(MAX_EMBEDS - 2, MAX_ATTACHMENTS - 1)
MAX_DATES_SHOWN = 8


def mention(user_id: int) -> str:
    return f"<@{user_id}>"


def rows_of(standings: Standings) -> list[standingspicture.Row]:
    return [
        standingspicture.Row(
            place=line.place,
            shared=standings.shared(line),
            name=line.name,
            points=points_text(line.points),
            mates=points_text(line.mates),
            played=line.played,
            left=line.dropped,
            score=score_text(line.score),
            byes=line.byes,
        )
        for line in standings.lines
    ]


def score_text(score: float) -> str:
    """The game's own score summed over the tables: a whole number as it is, else one decimal."""
    return str(int(score)) if float(score).is_integer() else f"{score:.1f}"


def spoken(tournament: Tournament) -> Speaker:
    """Words in the tournament's language: everything public of it is in it."""
    return Speaker(tournament.settings.spoken)


def format_words(tournament: Tournament) -> Words:
    """ "Swiss, 3 rounds, tables of 3"."""
    settings = tournament.settings
    rounds = tournament.record.total_rounds or settings.rounds
    kind = Words(
        id="tournament-format",
        args={"format": "swiss" if settings.format == Format.SWISS else "roundrobin", "rounds": rounds or 0},
    )
    return Words(id="tournament-format-tables", args={"format": kind, "size": settings.table_size})


def pairing_words(settings: TournamentSettings) -> Words:
    if settings.format != Format.SWISS:
        return Words(id="tournament-pairing-roundrobin")
    if settings.pairing == Pairing.DUTCH:
        return Words(id="tournament-pairing-dutch")
    return Words(id="tournament-pairing-topdown")


def bye_words(points: float) -> Words:
    """What a bye is worth, as a player reads it: "½ point", "1 point", "0 points"."""
    return Words(id="tournament-bye-points", args={"points": "half" if points == 0.5 else int(points)})


def calendar_words(calendar: RoundCalendar) -> Words:
    """When rounds start, each time shown in the reader's own time zone (and language) by Discord."""
    starts = [calendar.start_of(k) for k in range(1, min(len(calendar.dates), MAX_DATES_SHOWN) + 1)]
    if calendar.dates:
        shown = Listed.of([turnclock.stamp(t, "f") for t in starts if t is not None], "narrow")
        more = len(calendar.dates) - len(starts)
        if more:
            return Words(id="tournament-calendar-dates-more", args={"dates": shown, "more": more})
        return Words(id="tournament-calendar-dates", args={"dates": shown})
    first = calendar.start_of(1)
    return Words(
        id="tournament-calendar-every",
        args={
            "first": turnclock.stamp(first or 0, "f"),
            "every": calendar.every_days,
            "zone": calendar.zone,
        },
    )


def progress_words(tournament: Tournament, standings: Standings) -> Words:
    """Where the tournament stands: "After round 2 of 3", "Round 1 of 3 under way", "Final standings"."""
    record = tournament.record
    state = {
        TournamentStatus.FINISHED: "finished",
        TournamentStatus.CANCELLED: "cancelled",
        TournamentStatus.SIGNUP: "signup",
    }.get(record.status)
    if state is None:
        state = "after" if standings.after_round == record.current_round else "running"
    return Words(
        id="tournament-progress",
        args={"state": state, "round": record.current_round, "total": record.total_rounds or 0},
    )


def signup_message(tournament: Tournament, title: str) -> Message:
    """The sign-up message, in the tournament's language: while sign-up is open it carries the buttons;
    afterwards it says what became of the tournament."""
    say = spoken(tournament)
    record, settings = tournament.record, tournament.settings
    embed = discord.Embed(
        title=say("tournament-signup-title", name=settings.name, title=title), color=GAME_COLOR
    )
    players = [f"{i}. {e.name}" for i, e in enumerate(tournament.entrants, 1)]
    heading = (
        say("tournament-signup-players-of", count=len(players), most=settings.max_players)
        if settings.max_players
        else say("tournament-signup-players", count=len(players))
    )
    embed.add_field(name=say("tournament-field-format"), value=say.words(format_words(tournament)))
    embed.add_field(name=say("tournament-field-pairing"), value=say.words(pairing_words(settings)))
    embed.add_field(
        name=say("tournament-field-bye"),
        value=say("tournament-bye-worth", points=bye_words(settings.bye_points)),
    )
    if settings.calendar is not None:
        embed.add_field(
            name=say("tournament-field-calendar"),
            value=clipped(say.words(calendar_words(settings.calendar)), FIELD_VALUE),
            inline=False,
        )
    withdraw = settings.withdraw_after
    embed.add_field(
        name=say("tournament-field-missed"),
        value=say("tournament-missed-withdrawn", turns=withdraw)
        if withdraw
        else say("tournament-missed-never"),
    )
    if settings.late_join:
        embed.add_field(name=say("tournament-field-late"), value=say("tournament-late-value"))
    upcoming = next_start(tournament)
    if upcoming is not None:
        embed.add_field(
            name=say("tournament-field-next"),
            value=say("tournament-next-value", when=turnclock.stamp(upcoming)),
        )
    if settings.options:
        # The game's options as the organiser wrote them (name=value: the guides' names, not words).
        embed.add_field(
            name=say("tournament-field-options"),
            value=clipped(" ".join(f"{k}={v}" for k, v in settings.options.items()), FIELD_VALUE),
        )
    embed.add_field(
        name=say("tournament-field-clock"),
        value=clipped(
            say.words(turnclock.clock_words(settings.clock_seconds, settings.on_timeout)), FIELD_VALUE
        ),
    )
    deadline = (
        say("tournament-deadline-value", deadline=Duration(seconds=settings.round_seconds))
        if settings.round_seconds
        else say("tournament-deadline-none")
    )
    embed.add_field(name=say("tournament-field-deadline"), value=deadline)
    embed.add_field(
        name=say("tournament-field-seeding"),
        value=say("tournament-seeding-value", seeding=str(settings.seeding), rated=settings.rated),
    )
    embed.add_field(
        name=say("tournament-field-takebacks"),
        value=say("tournament-takebacks-allowed" if settings.takebacks else "tournament-takebacks-off"),
    )
    organiser = record.organiser_name
    view = None
    if record.status == TournamentStatus.SIGNUP:
        closes = (
            turnclock.stamp(settings.signup_until)
            if settings.signup_until
            else say("tournament-closes-organiser")
        )
        embed.add_field(name=say("tournament-field-closes"), value=closes)
        embed.set_footer(text=say("tournament-footer-signup", organiser=organiser))
        view = signup_view(record.id, say=say)
    elif record.status == TournamentStatus.RUNNING and settings.late_join:
        embed.set_footer(text=say("tournament-footer-late", organiser=organiser))
        view = signup_view(record.id, (SignupButton.JOIN, SignupButton.LEAVE), say)
    else:
        state = {
            TournamentStatus.RUNNING: say("tournament-state-running"),
            TournamentStatus.FINISHED: say("tournament-state-finished"),
            TournamentStatus.CANCELLED: ended_words(tournament, say) or say("tournament-state-cancelled"),
        }[record.status]
        embed.set_footer(
            text=clipped(say("tournament-footer-state", organiser=organiser, state=state), FOOTER_TEXT)
        )
    # The players last: their list gives way to everything else the embed holds, within a message's 6,000.
    room = min(DESCRIPTION_SHARE, EMBEDS_TEXT - len(embed))
    embed.description = _fit(players or [say("tournament-signup-nobody")], say, first=heading, limit=room)
    return Message(embeds=[embed], view=view, allowed_mentions=discord.AllowedMentions.none())


def ended_words(tournament: Tournament, say: Speaker) -> str:
    """Why the tournament ended, in ``say``'s language (its English where it was stored without words)."""
    record = tournament.record
    return say.either(record.ended_reason or "", record.ended_words)


def next_start(tournament: Tournament) -> float | None:
    """When the next round's tables open, when the calendar makes it wait; None otherwise."""
    record = tournament.record
    if record.status != TournamentStatus.RUNNING:
        return None
    if record.next_round_at is not None:
        return record.next_round_at
    current = tournament.round_record(record.current_round)
    if current is not None and record.announced_round < current.number:
        return current.started_at  # paired, its tables not open yet (or opening now)
    return None


async def standings_message(
    tournament: Tournament, title: str, link: str | None, language: str | None = None
) -> Message:
    """The standings, in the tournament's language (or ``language``: a private reader's): a picture
    (drawn in a thread) with its alt text, and the same as text; once a round is paired, the crosstable
    too: its pictures, and in words as far as Discord's limits leave room."""
    say = Speaker(language) if language is not None else spoken(tournament)
    standings = ranking.standings(tournament)
    rows = rows_of(standings)
    heading = f"{tournament.settings.name} · {title}"
    subtitle = say(
        "tournament-standings-subtitle",
        progress=progress_words(tournament, standings),
        format=format_words(tournament),
    )
    # A cancelled tournament awards nothing, and before a table has ended nobody stands on the podium (all
    # tied at 0, every row would read "1st").
    podium = tournament.record.status != TournamentStatus.CANCELLED and any(r.played or r.byes for r in rows)
    drawn = await asyncio.to_thread(standingspicture.picture, heading, subtitle, rows, podium, say)
    embed = discord.Embed(
        title=say("tournament-standings-title", name=tournament.settings.name), color=GAME_COLOR
    )
    text = "\n".join(standingspicture.lines(rows, podium=podium, say=say)) or say("tournament-standings-none")
    embed.description = clipped(text, DESCRIPTION_SHARE)
    embed.set_image(url=f"attachment://{STANDINGS_FILE}")
    footer = say(
        "tournament-standings-footer", subtitle=subtitle, bye=bye_words(tournament.settings.bye_points)
    )
    embed.set_footer(text=clipped(footer, FOOTER_TEXT))
    embeds = [embed]
    attachments = [Attachment(STANDINGS_FILE, drawn.png, drawn.alt_text)]
    if tournament.record.current_round >= 1:
        table = crosstable(tournament, standings)
        pictures = await asyncio.to_thread(
            crosstablepicture.pictures, heading, table, MAX_CROSSTABLE_PICTURES, say
        )
        more_embeds, more_files = crosstable_embeds(table, pictures, EMBEDS_TEXT - len(embed), say)
        embeds += more_embeds
        attachments += more_files
    view = link_view(say("tournament-page"), link) if link is not None else None
    return Message(
        embeds=embeds,
        attachments=attachments,
        view=view,
        allowed_mentions=discord.AllowedMentions.none(),
    )


def crosstable_embeds(
    table: Crosstable,
    pictures: Sequence[crosstablepicture.CrosstablePicture],
    budget: int,
    say: Speaker | None = None,
) -> tuple[list[discord.Embed], list[Attachment]]:
    """The crosstable's embeds: one per picture (the latest rounds' when there are more than a message
    holds), then its words, within ``budget`` characters over them all."""
    say = say or english()
    shown = list(pictures)[-MAX_CROSSTABLE_PICTURES:]
    embeds, files = [], []
    for k, picture in enumerate(shown, 1):
        name = f"crosstable-{k}.png"
        embed = discord.Embed(
            title=say(
                "tournament-crosstable-title",
                single=picture.first_round == picture.last_round,
                first=picture.first_round,
                last=picture.last_round,
            ),
            color=GAME_COLOR,
        )
        embed.set_image(url=f"attachment://{name}")
        embeds.append(embed)
        files.append(Attachment(name, picture.png, picture.alt_text))
    left_out = shown[0].first_round - 1 if shown else 0
    if left_out:
        embeds[0].description = say("tournament-crosstable-left-out", last=left_out)
    words = discord.Embed(title=say("tournament-crosstable-words"), color=GAME_COLOR)
    words.set_footer(text=say("tournament-crosstable-words-footer"))
    room = budget - sum(len(e) for e in embeds) - len(words)
    lines = crosstablepicture.lines(table, min(room, DESCRIPTION_SHARE), say)
    if lines:
        words.description = "\n".join(lines)
        embeds.append(words)
    return embeds, files


def round_message(tournament: Tournament, number: int, guild_id: int) -> Message:
    """A round's start: each table with its thread and players, the byes, the deadline."""
    say = spoken(tournament)
    record = tournament.record
    lines = [
        say(
            "tournament-round-on", name=tournament.settings.name, round=number, total=record.total_rounds or 0
        )
    ]
    for table in tournament.round_tables(number):
        where = f"<#{table.thread_id}>" if table.thread_id else table.name
        people = " ".join(mention(user) for user in table.user_ids)  # mentions side by side
        lines.append(say("tournament-round-table", table=table.number, where=where, people=people))
    byes = [b.user_id for b in tournament.byes if b.round == number]
    if byes:
        worth = bye_words(tournament.settings.bye_points)
        lines.append(say("tournament-round-byes", worth=worth, people=" ".join(mention(u) for u in byes)))
    current = tournament.round_record(number)
    if current is not None and current.deadline is not None:
        lines.append(say("tournament-round-deadline", when=turnclock.stamp(current.deadline)))
    # Named, not pinged: each player's table greets them as their own settings ask (a ping or a DM,
    # nothing in their quiet hours).
    return Message(_fit(lines, say), allowed_mentions=discord.AllowedMentions.none())


def final_message(tournament: Tournament, link: str | None = None) -> Message:
    """The end: the podium, then the whole field (as much as a message holds, and a link to the rest),
    everyone mentioned without a ping; or, cancelled, why, and no places."""
    say = spoken(tournament)
    record = tournament.record
    name = tournament.settings.name
    view = link_view(say("tournament-page"), link) if link is not None else None
    none = discord.AllowedMentions.none()
    reason = ended_words(tournament, say)
    if record.status == TournamentStatus.CANCELLED:
        text = (
            say("tournament-final-cancelled", name=name, reason=reason)
            if reason
            else say("tournament-final-cancelled-bare", name=name)
        )
        return Message(clipped(text, MESSAGE_TEXT), view=view, allowed_mentions=none)
    standings = ranking.standings(tournament)
    lines = [say("tournament-final-over", name=name, reason=reason).strip()]
    for line in standings.lines:
        worth = standingspicture.points_words(points_text(line.points), say)
        who = mention(line.user_id)
        if line.place <= 3:
            lines.append(say("tournament-final-podium", place=line.place, who=who, points=worth))
        else:
            lines.append(say("tournament-final-place", place=line.place, who=who, points=worth))
    thanks = say("tournament-final-thanks-page" if link is not None else "tournament-final-thanks")
    return Message(_fit(lines, say, thanks), view=view, allowed_mentions=none)


def _fit(
    lines: Sequence[str],
    say: Speaker,
    last: str | None = None,
    limit: int = MESSAGE_TEXT,
    first: str | None = None,
) -> str:
    """Lines within ``limit`` characters (a message's by default; the last lines give way, said so),
    after ``first`` and before ``last``."""
    return lines_within(lines, limit, lambda count: say("tournament-more", count=count), last, first=first)


def absent_sentence(tournament: Tournament, entrant: Entrant) -> str:
    """A player withdrawn for missed turns, as the tournament's thread is told: what happened, and how
    they may come back."""
    settings = tournament.settings
    return spoken(tournament)(
        "tournament-absent",
        player=entrant.name,
        missed=settings.withdraw_after or entrant.missed,
        name=settings.name,
    )


def absent_dm(tournament: Tournament, entrant: Entrant) -> Words:
    """The same, said to the player (in their language)."""
    settings = tournament.settings
    missed = settings.withdraw_after or entrant.missed
    return Words(id="withdrawal-absent-dm", args={"missed": missed, "name": settings.name})
