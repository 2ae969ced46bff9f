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
from bot.render import crosstablepicture, standingspicture
from bot.session import ranking, turnclock
from bot.session.crosstable import Crosstable, crosstable
from bot.session.organisedplay import (
    FORMAT_WORDS,
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
from engines.phrasing import Words
from engines.wording import plural

STANDINGS_FILE = "standings.png"
MAX_DESCRIPTION = 4000  # an embed's description holds 4,096 characters
# Discord's limits on one message: 10 embeds, 10 attachments, 6,000 characters over all its embeds.
MAX_EMBEDS = 10
MAX_ATTACHMENTS = 10
MAX_EMBEDS_TEXT = 6000
# The crosstable's pictures beside the standings' embed and picture, and the crosstable's words.
MAX_CROSSTABLE_PICTURES = min(MAX_EMBEDS - 2, MAX_ATTACHMENTS - 1)
MAX_CONTENT = 2000
WEB_LABEL = "Tournament page"
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


def format_words(tournament: Tournament) -> str:
    settings = tournament.settings
    rounds = tournament.record.total_rounds or settings.rounds
    kind = "Swiss" if settings.format == Format.SWISS else FORMAT_WORDS[Format.ROUND_ROBIN]
    return f"{kind}, {plural(rounds, 'round')}" if rounds else kind


def pairing_words(settings: TournamentSettings) -> str:
    if settings.format != Format.SWISS:
        return "everyone meets everyone"
    if settings.pairing == Pairing.DUTCH:
        return "Dutch pairing: each score group's top half against its bottom half"
    return "tables filled from the top of the standings"


def bye_words(points: float) -> str:
    """What a bye is worth, as a player reads it: "½ point", "1 point", "0 points"."""
    if points == 0.5:
        return "½ point"
    return plural(int(points), "point")


def calendar_words(calendar: RoundCalendar) -> str:
    """When rounds start, each time shown in the reader's own time zone by Discord."""
    starts = [calendar.start_of(k) for k in range(1, min(len(calendar.dates), MAX_DATES_SHOWN) + 1)]
    if calendar.dates:
        shown = ", ".join(f"<t:{int(t)}:f>" for t in starts if t is not None)
        more = len(calendar.dates) - len(starts)
        return f"Rounds start {shown}" + (f" and {more} more dates" if more else "") + "."
    first = calendar.start_of(1)
    every = "every day" if calendar.every_days == 1 else f"every {calendar.every_days} days"
    return f"Round 1 starts <t:{int(first or 0)}:f>, then one {every} at the same time ({calendar.zone})."


def clock_words(seconds: int | None, on_timeout: str) -> str:
    return turnclock.clock_sentence(seconds, on_timeout)


def progress_words(tournament: Tournament, standings: Standings) -> str:
    """Where the tournament stands: "After round 2 of 3", "Round 1 of 3 under way", "Final"."""
    record = tournament.record
    total = record.total_rounds
    if record.status == TournamentStatus.FINISHED:
        return "Final standings"
    if record.status == TournamentStatus.CANCELLED:
        return "Cancelled"
    if record.status == TournamentStatus.SIGNUP:
        return "Sign-up open"
    of = f" of {total}" if total else ""
    if standings.after_round == record.current_round:
        return f"After round {record.current_round}{of}"
    return f"Round {record.current_round}{of} under way"


def signup_message(tournament: Tournament, title: str) -> Message:
    """The sign-up message: while sign-up is open it carries the buttons; afterwards it says what became
    of the tournament."""
    record, settings = tournament.record, tournament.settings
    embed = discord.Embed(title=f"{settings.name}: {title} tournament", color=GAME_COLOR)
    players = [f"{i}. {e.name}" for i, e in enumerate(tournament.entrants, 1)]
    limit = f" of {settings.max_players}" if settings.max_players else ""
    embed.description = (
        f"**Players ({len(players)}{limit})**\n"
        + ("\n".join(players) if players else "Nobody yet: click Join.")
    )[:MAX_DESCRIPTION]
    embed.add_field(name="Format", value=f"{format_words(tournament)}, tables of {settings.table_size}")
    embed.add_field(name="Pairing", value=pairing_words(settings))
    embed.add_field(name="A bye", value=f"worth {bye_words(settings.bye_points)}")
    if settings.calendar is not None:
        embed.add_field(name="Calendar", value=calendar_words(settings.calendar)[:1000], inline=False)
    withdraw = settings.withdraw_after
    embed.add_field(
        name="Missed turns",
        value=f"withdrawn after {plural(withdraw, 'missed turn')}" if withdraw else "never withdrawn",
    )
    if settings.late_join:
        embed.add_field(name="Late joining", value="until the next round is paired")
    upcoming = next_start(tournament)
    if upcoming is not None:
        embed.add_field(name="Next round", value=f"starts <t:{int(upcoming)}:R>")
    if settings.options:
        embed.add_field(
            name="Options", value=" ".join(f"{k}={v}" for k, v in settings.options.items())[:1000]
        )
    embed.add_field(name="Turn clock", value=clock_words(settings.clock_seconds, settings.on_timeout)[:1000])
    deadline = turnclock.describe(settings.round_seconds) if settings.round_seconds else "none"
    embed.add_field(name="Round deadline", value=f"{deadline} (then AIs finish the round)")
    seeding = "by rating" if settings.seeding == "rating" else "at random"
    embed.add_field(name="Seeding", value=f"{seeding}; {'rated' if settings.rated else 'not rated'}")
    embed.add_field(name="Take-backs", value="allowed" if settings.takebacks else "off")
    if record.status == TournamentStatus.SIGNUP:
        closes = (
            f"<t:{int(settings.signup_until)}:R>" if settings.signup_until else "when the organiser starts it"
        )
        embed.add_field(name="Sign-up closes", value=closes)
        embed.set_footer(text=f"Organiser: {record.organiser_name} · Start and Cancel are the organiser's")
        return Message(
            embeds=[embed], view=signup_view(record.id), allowed_mentions=discord.AllowedMentions.none()
        )
    if record.status == TournamentStatus.RUNNING and settings.late_join:
        embed.set_footer(
            text=f"Organiser: {record.organiser_name} · Under way: late joiners play from the next round"
        )
        view = signup_view(record.id, (SignupButton.JOIN, SignupButton.LEAVE))
        return Message(embeds=[embed], view=view, allowed_mentions=discord.AllowedMentions.none())
    state = {
        TournamentStatus.RUNNING: "Sign-up closed: the tournament is under way.",
        TournamentStatus.FINISHED: "The tournament is over.",
        TournamentStatus.CANCELLED: record.ended_reason or "The tournament was cancelled.",
    }[record.status]
    embed.set_footer(text=f"Organiser: {record.organiser_name} · {state}"[:2048])
    return Message(embeds=[embed], view=None, allowed_mentions=discord.AllowedMentions.none())


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


async def standings_message(tournament: Tournament, title: str, link: str | None) -> Message:
    """The standings: a picture (drawn in a thread) with its alt text, and the same as text; once a round
    is paired, the crosstable too: its pictures, and in words as far as Discord's limits leave room."""
    standings = ranking.standings(tournament)
    rows = rows_of(standings)
    heading = f"{tournament.settings.name} · {title}"
    subtitle = f"{progress_words(tournament, standings)} · {format_words(tournament)}, tables of {tournament.settings.table_size}"
    podium = tournament.record.status != TournamentStatus.CANCELLED  # a cancelled one awards nothing
    drawn = await asyncio.to_thread(standingspicture.picture, heading, subtitle, rows, podium)
    embed = discord.Embed(title=f"{tournament.settings.name}: standings", color=GAME_COLOR)
    text = "\n".join(standingspicture.lines(rows, podium=podium)) or "No results yet."
    embed.description = text[:MAX_DESCRIPTION]
    embed.set_image(url=f"attachment://{STANDINGS_FILE}")
    embed.set_footer(text=f"{subtitle}. {scoring_words(tournament.settings)}"[:2048])
    embeds = [embed]
    attachments = [Attachment(STANDINGS_FILE, drawn.png, drawn.alt_text)]
    if tournament.record.current_round >= 1:
        table = crosstable(tournament, standings)
        pictures = await asyncio.to_thread(
            crosstablepicture.pictures, heading, table, MAX_CROSSTABLE_PICTURES
        )
        more_embeds, more_files = crosstable_embeds(table, pictures, MAX_EMBEDS_TEXT - len(embed))
        embeds += more_embeds
        attachments += more_files
    view = link_view(WEB_LABEL, link) if link is not None else None
    return Message(
        embeds=embeds,
        attachments=attachments,
        view=view,
        allowed_mentions=discord.AllowedMentions.none(),
    )


def scoring_words(settings: TournamentSettings) -> str:
    """How points and ties are counted, in one line under the standings."""
    return (
        f"Points: 1 for a table's winner, 0 for its last; {bye_words(settings.bye_points)} for a bye. Ties: "
        "first the table-mates' points (Mates), then the game's own score (Score)."
    )


def crosstable_embeds(
    table: Crosstable, pictures: Sequence[crosstablepicture.CrosstablePicture], budget: int
) -> tuple[list[discord.Embed], list[Attachment]]:
    """The crosstable's embeds: one per picture (the latest rounds' when there are more than a message
    holds), then its words, within ``budget`` characters over them all."""
    shown = list(pictures)[-MAX_CROSSTABLE_PICTURES:]
    embeds, files = [], []
    for k, picture in enumerate(shown, 1):
        name = f"crosstable-{k}.png"
        embed = discord.Embed(title=f"Crosstable: {picture.rounds_words.lower()}", color=GAME_COLOR)
        embed.set_image(url=f"attachment://{name}")
        embeds.append(embed)
        files.append(Attachment(name, picture.png, picture.alt_text))
    left_out = shown[0].first_round - 1 if shown else 0
    if left_out:
        note = f"Rounds 1–{left_out} have no picture here: a message has room for ten pictures."
        embeds[0].description = note
    words = discord.Embed(title="Crosstable in words", color=GAME_COLOR)
    words.set_footer(text="v 4: sat with the player on line 4 (4th in the standings).")
    room = budget - sum(len(e) for e in embeds) - len(words)
    lines = crosstablepicture.lines(table, min(room, MAX_DESCRIPTION))
    if lines:
        words.description = "\n".join(lines)
        embeds.append(words)
    return embeds, files


def round_message(tournament: Tournament, number: int, guild_id: int) -> Message:
    """A round's start: each table with its thread and players, the byes, the deadline."""
    record = tournament.record
    total = f" of {record.total_rounds}" if record.total_rounds else ""
    lines = [f"**{tournament.settings.name}: round {number}{total} is on.**"]
    for table in tournament.round_tables(number):
        where = f"<#{table.thread_id}>" if table.thread_id else table.name
        people = " ".join(mention(user) for user in table.user_ids)
        lines.append(f"Table {table.number}: {where} · {people}")
    byes = [b.user_id for b in tournament.byes if b.round == number]
    if byes:
        worth = bye_words(tournament.settings.bye_points)
        lines.append(f"Bye ({worth}): " + " ".join(mention(u) for u in byes))
    current = tournament.round_record(number)
    if current is not None and current.deadline is not None:
        lines.append(
            f"Deadline <t:{int(current.deadline)}:R>: then an AI finishes every seat still owing a move."
        )
    # Named, not pinged: each player's table greets them as their own settings ask (a ping or a DM,
    # nothing in their quiet hours).
    return Message(_fit(lines), allowed_mentions=discord.AllowedMentions.none())


def final_message(tournament: Tournament, link: str | None = None) -> Message:
    """The end: the podium, then the whole field (as much as a message holds, and a link to the rest),
    everyone mentioned without a ping; or, cancelled, why, and no places."""
    record = tournament.record
    view = link_view(WEB_LABEL, link) if link is not None else None
    none = discord.AllowedMentions.none()
    if record.status == TournamentStatus.CANCELLED:
        text = f"**{tournament.settings.name}** was cancelled. {record.ended_reason or ''}".strip()
        text += " Nothing is awarded; tables that ended before it keep their results."
        return Message(text[:MAX_CONTENT], view=view, allowed_mentions=none)
    standings = ranking.standings(tournament)
    lines = [f"🏆 **{tournament.settings.name} is over.** {record.ended_reason or ''}".strip()]
    words = ("1st", "2nd", "3rd")
    for line in standings.lines:
        worth = standingspicture.points_words(points_text(line.points))
        if line.place <= 3:
            lines.append(f"{words[line.place - 1]}: {mention(line.user_id)} with {worth}")
        else:
            lines.append(f"{line.place}. {mention(line.user_id)}: {worth}")
    where = "the tournament page" if link is not None else "/tournament standings"
    return Message(
        _fit(lines, f"Thank you for playing! {where} shows every result."),
        view=view,
        allowed_mentions=none,
    )


def _fit(lines: Sequence[str], last: str | None = None) -> str:
    """Lines within Discord's 2,000 characters (the last ones give way, said so), and ``last`` after them."""
    room = MAX_CONTENT - 40 - (len(last) + 1 if last else 0)
    out: list[str] = []
    for k, line in enumerate(lines):
        if len("\n".join([*out, line])) > room:
            out.append(f"…and {len(lines) - k} more.")
            break
        out.append(line)
    return "\n".join([*out, last] if last else out)


def absent_sentence(tournament: Tournament, entrant: Entrant) -> str:
    """A player withdrawn for missed turns, as the tournament's thread is told: what happened, and how
    they may come back."""
    settings = tournament.settings
    missed = plural(settings.withdraw_after or entrant.missed, "turn")
    return (
        f"⌛ {entrant.name} missed {missed} in {settings.name}, so they are withdrawn from the next "
        "rounds: an AI finishes their tables. They may come back with /tournament join before the next "
        "round is paired."
    )


def absent_dm(tournament: Tournament, entrant: Entrant) -> Words:
    """The same, said to the player (in their language)."""
    settings = tournament.settings
    missed = settings.withdraw_after or entrant.missed
    return Words(id="withdrawal-absent-dm", args={"missed": missed, "name": settings.name})
