"""Tournaments: ``/tournament-new`` for organisers, and ``/tournament`` for everyone: ``join``, ``leave``,
``standings``, and the organiser's ``start``, ``cancel``, ``drop`` and ``end_round``.

Two commands, because Discord sets default member permissions (and the overrides admins make in Server
Settings → Integrations) on a top-level command only, never on a subcommand: ``/tournament-new`` is
synced with Manage Events as its default permission, while ``/tournament`` stays open, its organiser's
subcommands refused in code to anyone but the organiser (or a member with Manage Server or Manage
Events). Thin: each command parses and hands over to ``cogs.tournament.desk``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.discordside.gamegroup import CLOCK_CHOICES, GAME_OPTION, TIMEOUT_CHOICES, game_choices
from bot.discordside.tablelanguage import table_language
from bot.i18n import LANGUAGES, Speaker, refused
from bot.session import roundcalendar, turnclock
from bot.session.organisedplay import (
    MAX_WITHDRAW_AFTER,
    Format,
    Pairing,
    Seeding,
    TournamentSettings,
    default_pairing,
    parse_options,
)
from bot.session.preferences import LANGUAGE_NAMES
from bot.session.roundcalendar import MAX_EVERY_DAYS, RoundCalendar
from cogs.tournament.components import TournamentAction
from engines import ENGINES
from engines.base import IllegalAction

if TYPE_CHECKING:
    from cogs.tournament.desk import TournamentDesk

GAME_CHOICES = [app_commands.Choice(name=engine.title, value=key) for key, engine in sorted(ENGINES.items())]
FORMAT_CHOICES = [
    app_commands.Choice(name="Swiss: a number of rounds, players of equal points paired", value="swiss"),
    app_commands.Choice(name="Round robin: everyone meets everyone", value="roundrobin"),
]
PAIRING_CHOICES = [
    app_commands.Choice(
        name="Dutch: a score group's top half against its bottom half (tables of 2)", value="dutch"
    ),
    app_commands.Choice(name="Top down: tables filled from the top of the standings", value="topdown"),
]
BYE_CHOICES = [
    app_commands.Choice(name="Half a point (the default)", value="0.5"),
    app_commands.Choice(name="A whole point", value="1"),
    app_commands.Choice(name="No points", value="0"),
]
# The languages a tournament may be written in, each named in itself (default: the server's tables').
LANGUAGE_CHOICES = [app_commands.Choice(name=LANGUAGE_NAMES[value], value=value) for value in LANGUAGES]
DEFAULT_WITHDRAW_AFTER = 2  # missed turns, unless the organiser says otherwise (0: never)
SEEDING_CHOICES = [
    app_commands.Choice(name="By rating in this game here (the default)", value="rating"),
    app_commands.Choice(name="At random", value="random"),
]


def duration(text: str | None, what: str) -> int | None:
    """A length the organiser typed; ``what`` names it in the refusal ("signup", "deadline")."""
    if text is None or not text.strip() or text.strip().lower() == "none":
        return None
    try:
        return turnclock.parse_duration(text)
    except IllegalAction:
        raise refused("tournament-duration", what=what) from None


def calendar_of(
    time: str | None, every: int | None, dates: str | None, zone: str, now: float
) -> RoundCalendar | None:
    """The rounds' calendar from the options: a time of day (on a date, or from the next such time) every
    ``every`` days, or listed dates; None when none is given."""
    if dates is not None and (time is not None or every is not None):
        raise refused("tournament-calendar-either")
    if dates is not None:
        return roundcalendar.listed(dates, zone, now)
    if time is None:
        if every is not None:
            raise refused("tournament-calendar-every-needs-time")
        return None
    day, _, hour = time.strip().rpartition(" ")
    return roundcalendar.regular(hour, every or 1, zone, now, day.strip() or None)


@app_commands.guild_only()
class TournamentCommands(
    commands.GroupCog, group_name="tournament", group_description="Tournaments: join, leave, standings"
):
    def __init__(self, desk: TournamentDesk) -> None:
        self.desk = desk
        self.gate = desk.wiring.gate
        super().__init__()

    async def _run(
        self,
        interaction: discord.Interaction[Any],
        action: TournamentAction,
        tournament: str | None,
        target: int | None = None,
    ) -> None:
        async with self.gate.work(interaction) as taking:
            if taking:
                await self.desk.command(interaction, action, tournament, target)

    async def tournament_names(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        found = await self.desk.choices(interaction, current)
        return [app_commands.Choice(name=name, value=value) for name, value in found]

    @app_commands.command(
        name="join",
        description="Join a tournament while sign-up is open (or later, if it takes late joiners)",
    )
    @app_commands.describe(tournament="Which tournament (default: this channel's, or the server's only one)")
    async def join(self, interaction: discord.Interaction[Any], tournament: str | None = None) -> None:
        await self._run(interaction, TournamentAction.JOIN, tournament)

    @app_commands.command(
        name="leave", description="Leave a tournament: your results stay, an AI finishes your tables"
    )
    @app_commands.describe(tournament="Which tournament (default: this channel's, or the server's only one)")
    async def leave(self, interaction: discord.Interaction[Any], tournament: str | None = None) -> None:
        await self._run(interaction, TournamentAction.LEAVE, tournament)

    @app_commands.command(name="standings", description="A tournament's standings, privately")
    @app_commands.describe(tournament="Which tournament (default: this channel's, or the server's only one)")
    async def standings(self, interaction: discord.Interaction[Any], tournament: str | None = None) -> None:
        async with self.gate.work(interaction) as taking:
            if taking:
                await self.desk.standings(interaction, tournament)

    @app_commands.command(name="start", description="Close sign-up and start round 1 (organiser)")
    @app_commands.describe(tournament="Which tournament (default: this channel's, or the server's only one)")
    async def start(self, interaction: discord.Interaction[Any], tournament: str | None = None) -> None:
        await self._run(interaction, TournamentAction.START, tournament)

    @app_commands.command(name="cancel", description="Cancel a tournament (organiser)")
    @app_commands.describe(tournament="Which tournament (default: this channel's, or the server's only one)")
    async def cancel(self, interaction: discord.Interaction[Any], tournament: str | None = None) -> None:
        await self._run(interaction, TournamentAction.CANCEL, tournament)

    @app_commands.command(
        name="drop", description="Drop a player: results stay, an AI finishes their tables (organiser)"
    )
    @app_commands.describe(player="Who to drop", tournament="Which tournament (default: this channel's)")
    async def drop(
        self,
        interaction: discord.Interaction[Any],
        player: discord.User,
        tournament: str | None = None,
    ) -> None:
        await self._run(interaction, TournamentAction.DROP, tournament, player.id)

    @app_commands.command(
        name="end_round", description="End the round now: AIs finish every table still running (organiser)"
    )
    @app_commands.describe(tournament="Which tournament (default: this channel's, or the server's only one)")
    async def end_round(self, interaction: discord.Interaction[Any], tournament: str | None = None) -> None:
        await self._run(interaction, TournamentAction.END_ROUND, tournament)

    join.autocomplete("tournament")(tournament_names)
    leave.autocomplete("tournament")(tournament_names)
    standings.autocomplete("tournament")(tournament_names)
    start.autocomplete("tournament")(tournament_names)
    cancel.autocomplete("tournament")(tournament_names)
    drop.autocomplete("tournament")(tournament_names)
    end_round.autocomplete("tournament")(tournament_names)


class TournamentNew(commands.Cog):
    def __init__(self, desk: TournamentDesk) -> None:
        self.desk = desk
        self.wiring = desk.wiring
        # The games this bot runs (tests add one), as the choices of the command's game option.
        app_commands.choices(**{GAME_OPTION: game_choices(self.wiring)})(self.new)

    @app_commands.command(
        name="tournament-new", description="Organise a tournament: sign-up, rounds, standings"
    )
    @app_commands.default_permissions(manage_events=True)
    @app_commands.guild_only()
    @app_commands.describe(
        game="Which game every table plays",
        table_size="Players at a table (any size the game allows)",
        format="Swiss (the default) or round robin",
        rounds="Swiss: how many rounds (default 3)",
        name="The tournament's name (default: the game's)",
        options="The game's options for every table, as name=value (see /game rules)",
        clock="Each move's time (default: daily, 24 hours)",
        custom_clock="Any other time for each move, such as 90m, 36h or 2d",
        on_timeout="What a timeout does (default: an AI makes that move)",
        round_deadline="Time for a round, such as 3d: then AIs finish its tables (default: none)",
        signup_closes="Sign-up closes (and round 1 starts) after this long, such as 2d (default: you start it)",
        max_players="The most players who may join",
        rated="Whether the tables move ratings (default: yes)",
        seeding="How round 1 is seeded (default: by rating)",
        takebacks="Whether players may take back a move (default: yes)",
        pairing="Swiss: how rounds are paired (default: Dutch at tables of 2, else top down)",
        bye_points="What a bye is worth (default: half a point)",
        round_time="Rounds start at this time in your /settings zone, such as 20:00 or 2026-12-07 20:00",
        round_every="With round_time: days between rounds (default 1, a round a day; 7: a round a week)",
        round_dates="Or each round's start, such as 2026-12-07 20:00, 2026-12-14 20:00",
        withdraw_after="Missed turns that withdraw a player from later rounds (default 2; 0: never)",
        late_join="Swiss: players may join until the next round is paired (default: no)",
        language="The language of its posts, threads and tables (default: the server's tables')",
    )
    @app_commands.choices(
        game=GAME_CHOICES,
        format=FORMAT_CHOICES,
        clock=CLOCK_CHOICES,
        on_timeout=TIMEOUT_CHOICES,
        seeding=SEEDING_CHOICES,
        pairing=PAIRING_CHOICES,
        bye_points=BYE_CHOICES,
        language=LANGUAGE_CHOICES,
    )
    async def new(
        self,
        interaction: discord.Interaction[Any],
        game: app_commands.Choice[str],
        table_size: app_commands.Range[int, 1, 10],
        format: app_commands.Choice[str] | None = None,
        rounds: app_commands.Range[int, 1, 50] | None = None,
        name: app_commands.Range[str, 1, 60] | None = None,
        options: app_commands.Range[str, 1, 200] | None = None,
        clock: app_commands.Choice[str] | None = None,
        custom_clock: app_commands.Range[str, 1, 20] | None = None,
        on_timeout: app_commands.Choice[str] | None = None,
        round_deadline: app_commands.Range[str, 1, 20] | None = None,
        signup_closes: app_commands.Range[str, 1, 20] | None = None,
        max_players: app_commands.Range[int, 2, 1024] | None = None,
        rated: bool = True,
        seeding: app_commands.Choice[str] | None = None,
        takebacks: bool = True,
        pairing: app_commands.Choice[str] | None = None,
        bye_points: app_commands.Choice[str] | None = None,
        round_time: app_commands.Range[str, 1, 20] | None = None,
        round_every: app_commands.Range[int, 1, MAX_EVERY_DAYS] | None = None,
        round_dates: app_commands.Range[str, 1, 1000] | None = None,
        withdraw_after: app_commands.Range[int, 0, MAX_WITHDRAW_AFTER] = DEFAULT_WITHDRAW_AFTER,
        late_join: bool = False,
        language: app_commands.Choice[str] | None = None,
    ) -> None:
        async def go() -> None:
            spec = self.wiring.catalogue.get(game.value)
            if spec is None:
                raise refused("tournament-no-game")
            engine = spec.engine
            seconds, timeout = turnclock.chosen(
                None if clock is None else clock.value,
                custom_clock,
                None if on_timeout is None else on_timeout.value,
            )
            closes = duration(signup_closes, "signup")
            now = self.wiring.storage.now()
            organiser = await self.wiring.services.personal_settings.of(interaction.user.id)
            zone = roundcalendar.zone_or_utc(organiser.time_zone)
            chosen_format = Format(format.value) if format is not None else Format.SWISS
            spoken = (
                language.value
                if language is not None and language.value in LANGUAGES
                else await table_language(self.wiring.client, self.wiring.storage, interaction.guild_id)
            )
            settings = TournamentSettings(
                name=name or Speaker(spoken)("tournament-default-name", title=engine.title),
                game=game.value,
                format=chosen_format,
                table_size=table_size,
                rounds=rounds,
                options=parse_options(engine, options),
                seeding=Seeding(seeding.value) if seeding is not None else Seeding.RATING,
                clock_seconds=seconds,
                on_timeout=timeout,
                takebacks=takebacks,
                round_seconds=duration(round_deadline, "deadline"),
                signup_until=None if closes is None else now + closes,
                max_players=max_players,
                rated=rated,
                pairing=Pairing(pairing.value)
                if pairing is not None
                else default_pairing(table_size)
                if chosen_format == Format.SWISS
                else Pairing.TOP_DOWN,
                bye_points=float(bye_points.value) if bye_points is not None else 0.5,
                calendar=calendar_of(round_time, round_every, round_dates, zone, now),
                withdraw_after=withdraw_after or None,
                late_join=late_join,
                language=spoken,
            )
            await self.desk.create(interaction, settings)

        async with self.wiring.gate.work(interaction) as taking:
            if taking:
                await go()
