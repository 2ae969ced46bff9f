"""A tournament in the players' languages (docs/localisation.md, "Whose language"): a round robin of four
for a two-player game, played through the fake Discord in the pseudo-language (the server's language
for its tables) and in German (the organiser's choice at /tournament-new). Every public post of the
tournament (the /tournament-new answer, the sign-up message, the round announcements, the standings with
their pictures' alt text, the podium) and every table's greeting comes from the catalogues: nothing
outside the pseudo-language's brackets but names, numbers and Discord's mentions. In German a few real
sentences are checked; private answers and refusals are in each reader's own language (a German reader's
refusal in either tournament, the English organiser's answers in the German one).

The games are Secret Cards (tests/support/secretgame.py), as in tests/test_discord_tournaments.py.
"""

from __future__ import annotations

import asyncio
import random
import re
from collections.abc import Awaitable, Callable
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace

import pytest

from bot.client import TabletopBot
from bot.i18n import Speaker
from bot.i18n.pseudo import PSEUDO
from bot.session.organisedplay import Tournament, TournamentStatus
from cogs.tournament.desk import TournamentDesk
from engines.phrasing import Words
from support.fakediscord import Channel, FakeDiscord, Message
from support.harness import World, ephemeral_text, running_bot
from support.pseudo import leaks, message_texts, untranslated, versions
from support.tournaments import answered, organiser_in, play_table, random_tournament

OPTIONS = ("rounds",)  # the game's options as the organiser wrote them (name=value): not words


def thread_of(fake: FakeDiscord, world: World) -> Channel:
    (thread,) = [c for c in fake.channels.values() if c.parent is world.channel and c.name.startswith("🏆")]
    return thread


def signup_in(fake: FakeDiscord, thread: Channel) -> Message:
    found = [m for m in fake.messages(thread, include_ephemeral=False) if m.embeds]
    assert found, "no sign-up message"
    return found[0]


async def play_round_robin(
    fake: FakeDiscord, world: World, bot: TabletopBot, language: str | None
) -> tuple[Tournament, Channel, list[Message], str, list[tuple[str, str]]]:
    """A round robin of four, from /tournament-new to its podium; the tournament, its thread, what was
    posted publicly for it (its thread's posts and its tables' greetings) and the answer to its start."""
    olga = organiser_in(fake, world)
    eve = fake.add_user("eve")
    players = [world.alice, world.bob, world.dana, eve]
    people = {u.id: u for u in players}
    options: dict[str, object] = {
        "game": "secretgame",
        "table_size": 2,
        "format": "roundrobin",
        "options": "rounds=1",
        "name": "Winter Cup",
        "round_deadline": "3d",
    }
    if language is not None:
        options["language"] = language
    created = await fake.slash(olga, world.channel, "tournament-new", [], options)
    await answered(fake, created)
    assert created.response is not None
    posted = [created.response]
    thread = thread_of(fake, world)
    signup = signup_in(fake, thread)
    join = next(c for c in signup.custom_ids() if c.endswith(":join"))
    for user in players:
        click = await fake.click(user, fake.message(signup.id), join)
        assert click.callback_type == 7, click.describe()
    opening = message_texts(fake.message(signup.id))  # the sign-up message while it is open
    world.bob.locale = "de"  # Bob reads German: his private answers are German, whatever the tournament's
    again = ephemeral_text(await fake.click(world.bob, fake.message(signup.id), join))
    assert again == "Du bist diesem Turnier schon beigetreten."
    world.bob.locale = "en-US"
    assert any(where == "button" for where, _ in opening)
    start = ephemeral_text(await fake.slash(olga, thread, "tournament", ["start"], {}))
    tournament = await bot.services.registrations.load(
        (await bot.services.registrations.here(thread.id) or signup_tournament_missing()).id
    )
    tid = tournament.id
    for number in (1, 2, 3):

        async def announced(number: int = number) -> bool:
            found = await bot.services.registrations.load(tid)
            return found.record.announced_round >= number

        await until(announced, f"round {number}'s announcement")
        tournament = await bot.services.registrations.load(tid)
        for table in tournament.round_tables(number):
            await play_table(fake, bot.services, table.session_id or "", people)

    async def over() -> bool:
        return (await bot.services.registrations.load(tid)).record.announced

    await until(over, "the podium")
    tournament = await bot.services.registrations.load(tid)
    assert tournament.record.status == TournamentStatus.FINISHED
    posted += fake.messages(thread, include_ephemeral=False)
    for table in tournament.tables:
        posted.append(fake.messages(fake.channels[table.thread_id or 0], include_ephemeral=False)[0])
    return tournament, thread, posted, start, opening


async def until(done: Callable[[], Awaitable[bool]], what: str, timeout: float = 30.0) -> None:
    """Wait (polling) until ``done()`` says so."""
    for _ in range(int(timeout / 0.05)):
        if await done():
            return
        await asyncio.sleep(0.05)
    raise AssertionError(f"waited for {what} in vain")


def signup_tournament_missing() -> Tournament:
    raise AssertionError("no tournament in the thread")


async def test_a_round_robin_in_the_pseudo_language_says_nothing_outside_the_catalogues(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    async with running_bot(fake, database) as bot:
        await bot.storage.servers.choose(world.guild.id, PSEUDO)  # the server's tables' language
        tournament, _, posted, _, opening = await play_round_robin(fake, world, bot, None)
        assert tournament.settings.language == PSEUDO
        for table in tournament.tables:  # its tables are in its language
            game = await bot.services.games.load(table.session_id or "")
            assert game.session.language == PSEUDO
            assert "[" in fake.channels[table.thread_id or 0].name
        names = [e.name for e in tournament.entrants] + ["Winter Cup", "Secret Cards", "olga", *OPTIONS]
        found = leaks(posted, names)
        assert not found, found
        early = {where: untranslated(text, names) for where, text in opening if untranslated(text, names)}
        assert not early, early
        assert len(posted) >= 2 + 3 + len(tournament.tables)  # the answer, sign-up, rounds, standings, end


async def test_a_round_robin_in_german(fake: FakeDiscord, world: World, database: Path | str) -> None:
    async with running_bot(fake, database) as bot:
        tournament, thread, posted, start, opening = await play_round_robin(fake, world, bot, "de")
        assert ("button", "Beitreten") in opening
        # Privately, each reader's own language: a German player asking to join after the end (no tournament
        # runs here any more) is refused in German (the organiser's answers above were in English).
        world.bob.locale = "de"
        late = ephemeral_text(await fake.slash(world.bob, thread, "tournament", ["join"], {}))
        assert late.startswith("Hier gibt es kein Turnier.")
        assert tournament.settings.language == "de"
        assert "starts: round 1 is being paired" in start  # the organiser's own answer: their language
        texts = [m.text() for m in posted]
        assert "Die Anmeldung ist offen in" in texts[0]
        signup = signup_in(fake, thread)
        fields = {f["name"]: f["value"] for f in signup.embeds[0]["fields"]}
        assert fields["Modus"] == "Jeder gegen jeden, 3 Runden, Tische zu 2"
        assert fields["Rundenfrist"] == "3 Tage (dann spielen KIs die Runde zu Ende)"
        assert any("**Winter Cup: Runde 1 von 3 läuft.**" in t for t in texts)
        assert any("Winter Cup ist vorbei." in t and "1. Platz" in t for t in texts)
        (standings,) = [m for m in posted if m.embeds and m.embeds[0].get("title") == "Winter Cup: Tabelle"]
        # Before a table has ended, all four tied at 0 stand on no podium; at the end, three do.
        first, *_ = versions(standings)
        assert "=1." in first.embeds[0]["description"] and "Platz" not in first.embeds[0]["description"]
        # At the end, the first three places (a tie shares its place) stand on the podium, the rest do not.
        rows = standings.embeds[0]["description"].splitlines()
        ranks = [int(re.match(r"\*\*=?(\d+)\.\*\*", row).group(1)) for row in rows]  # type: ignore[union-attr]
        assert ranks and [("Platz" in row) for row in rows] == [rank <= 3 for rank in ranks], rows
        assert standings.attachment("standings.png").description.startswith(  # type: ignore[union-attr]
            "Winter Cup · Secret Cards. Endstand · Jeder gegen jeden, 3 Runden, Tische zu 2. Tabelle:"
        )
        assert [e["title"] for e in standings.embeds[1:]] == [
            "Kreuztabelle: Runden 1–3",
            "Kreuztabelle in Worten",
        ]
        for table in tournament.tables:
            home = fake.channels[table.thread_id or 0]
            assert home.name == f"Winter Cup · Runde {table.round} · Tisch {table.number}"
            greeting = fake.messages(home, include_ephemeral=False)[0].text()
            assert (
                "Die Partie zählt für Winter Cup (gewertet)" in greeting
                and "Zugzeit: 1 Tag pro Zug" in greeting
            )


@pytest.mark.parametrize("language", ["de", "ja", PSEUDO])
def test_the_tournaments_default_name_is_in_its_language(language: str) -> None:
    from bot.i18n import Speaker

    said = Speaker(language)("tournament-default-name", title="Gentoo Rules")
    assert "Gentoo Rules" in said and said != "Gentoo Rules tournament"


async def test_a_tournaments_suggestion_keeps_its_state_when_its_name_is_long() -> None:
    """Autocomplete suggestions hold 100 characters (Discord's limit): an organiser's long name gives way,
    cut with "…", and the state stays readable, in every language."""
    base = random_tournament(random.Random(3), 4, 3, 2).record
    long_name = "The Grand Midwinter Penguin Invitational of the Northern Servers, Season Two " * 2
    records = [
        replace(base, settings=replace(base.settings, name=name), status=TournamentStatus.SIGNUP)
        for name in ("Cup", long_name)
    ]
    for language in ("en", "de", "ja"):
        desk = TournamentDesk.__new__(TournamentDesk)
        desk.registrations = SimpleNamespace(of_guild=lambda _g, active: _done(records))  # type: ignore[assignment]
        desk.gate = SimpleNamespace(language=lambda _i, language=language: _done(language))  # type: ignore[assignment]
        short, long = [name for name, _ in await desk.choices(SimpleNamespace(guild_id=1), "")]  # type: ignore[arg-type]
        say = Speaker(language)
        status = Words(id="tournament-status-signup")
        assert short == say("tournament-choice", name="Cup", status=status)
        assert len(long) <= 100 and "…" in long and long.startswith("The Grand Midwinter Penguin")
        assert long.endswith(say("tournament-choice", name="", status=status).strip()), long


async def _done(value: object) -> object:
    return value
