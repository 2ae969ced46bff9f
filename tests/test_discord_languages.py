"""Each person reads the bot in their own language, through the fake Discord on both databases: a private
answer is in the language they chose in /settings, else their Discord language, else English (a
language we do not ship); the slash commands' words come in each Discord language (tests/test_localisation.py).
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.discordside.inbox import News
from bot.i18n import LANGUAGES, Speaker
from engines.base import GameError
from engines.phrasing import Words
from support.fakediscord import FakeDiscord, Perm
from support.harness import World, ephemeral_text, latest_board, open_game, running_bot
from support.tournaments import open_tournament, organiser_in


async def test_a_refusal_is_in_the_readers_language(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    olga = organiser_in(fake, world)
    async with running_bot(fake, database) as bot:
        thread = await open_tournament(fake, world, olga, game="secretgame", table_size=2, name="Cup")

        async def start_as(locale: str) -> str:
            world.bob.locale = locale
            return ephemeral_text(await fake.slash(world.bob, thread, "tournament", ["start"], {}))

        assert (
            await start_as("de")
            == "Das kann nur die Organisation des Turniers (oder wer den Server verwaltet)."
        )
        assert await start_as("ja") == "それができるのは大会の主催者（またはサーバー管理者）だけです。"
        english = "Only the tournament's organiser (or a server manager) can do that."
        assert await start_as("pt-BR") == english  # a language we do not ship: English
        # Bo chooses Japanese in /settings: whatever his Discord speaks, he reads Japanese.
        world.bob.locale = "de"
        chosen = await fake.slash(world.bob, world.channel, "settings", [], {"language": "ja"})
        assert "日本語" in str(chosen.response.embeds if chosen.response else "")
        assert await start_as("de") == "それができるのは大会の主催者（またはサーバー管理者）だけです。"
        # And back to his Discord language.
        await fake.slash(world.bob, world.channel, "settings", [], {"language": "discord"})
        assert (
            await start_as("de")
            == "Das kann nur die Organisation des Turniers (oder wer den Server verwaltet)."
        )
        assert (await bot.services.personal_settings.of(world.bob.id)).language is None


async def test_a_time_zone_is_found_by_its_citys_name_in_the_readers_language(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    """/settings time_zone's suggestions know the cities as the reader's language names them: a Japanese
    reader typing 東京 is offered Asia/Tokyo, named "東京（Asia/Tokyo）"; a German reader typing Wien,
    Europe/Vienna; a city named as its zone is offered by the zone's name alone. Typed whole and sent, the
    city's name is taken too."""
    async with running_bot(fake, database) as bot:
        world.alice.locale = "ja"
        typed = await fake.autocomplete(
            world.alice, world.channel, "settings", [], {"time_zone": "東京"}, "time_zone"
        )
        assert typed.autocomplete_choices == [{"name": "東京（Asia/Tokyo）", "value": "Asia/Tokyo"}]
        world.bob.locale = "de"
        wien = await fake.autocomplete(
            world.bob, world.channel, "settings", [], {"time_zone": "Wien"}, "time_zone"
        )
        assert wien.autocomplete_choices == [{"name": "Wien (Europe/Vienna)", "value": "Europe/Vienna"}]
        berlin = await fake.autocomplete(
            world.bob, world.channel, "settings", [], {"time_zone": "Berlin"}, "time_zone"
        )
        assert berlin.autocomplete_choices == [{"name": "Europe/Berlin", "value": "Europe/Berlin"}]
        for language in ("en", "de", "ja"):  # every suggestion within Discord's 100 characters
            world.carol.locale = language
            for letter in "aeioust":
                shown = await fake.autocomplete(
                    world.carol, world.channel, "settings", [], {"time_zone": letter}, "time_zone"
                )
                assert shown.autocomplete_choices and all(
                    len(c["name"]) <= 100 for c in shown.autocomplete_choices
                )
        await fake.slash(world.alice, world.channel, "settings", [], {"time_zone": "東京"})
        assert (await bot.services.personal_settings.of(world.alice.id)).time_zone == "Asia/Tokyo"


async def test_the_settings_panel_is_in_the_readers_language(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    """The /settings panel (its fields, menus, options and refusals) speaks the reader's Discord language,
    or the one they choose in it; every label within Discord's limits in each (the fake refuses longer)."""
    async with running_bot(fake, database) as bot:
        world.alice.locale = "ja"
        shown = await fake.slash(world.alice, world.channel, "settings", [], {})
        assert shown.response is not None
        panel = shown.response
        assert panel.embeds[0]["title"] == "あなたの設定"
        assert "おやすみ時間" in panel.text() and "Quiet" not in panel.text()
        picked = await fake.select(world.alice, panel, "prefs:how", ["turn=both"])
        assert picked.callback_type == 7
        edited = fake.message(panel.id)
        assert "✅ 保存しました。" in edited.text()
        assert "チャンネルでのメンションとダイレクトメッセージ" in edited.text()
        # A forged value: refused in Japanese, nothing changed.
        before = await bot.services.personal_settings.of(world.alice.id)
        forged = await fake.select(world.alice, edited, "prefs:quietto", ["99"], check=False)
        assert (
            ephemeral_text(forged)
            == "それはメニューにあるおやすみ時間の終了ではありません。時刻を選んでください。"
        )
        assert await bot.services.personal_settings.of(world.alice.id) == before
        # She chooses German in the panel's command: the panel answers in German at once.
        chosen = await fake.slash(world.alice, world.channel, "settings", [], {"language": "de"})
        assert chosen.response is not None
        german = chosen.response.text()
        assert "Deine Einstellungen" in german and "✅ Gespeichert." in german and "Sprache" in german
        too_long = await fake.slash(
            world.alice, world.channel, "settings", [], {"quiet_hours": "22:00-14:01"}
        )
        assert ephemeral_text(too_long) == (
            "Ruhezeiten dauern höchstens 16 Stunden; 22:00–14:01 dauert 16 Stunden und 1 Minute."
        )


async def test_direct_messages_are_in_the_language_of_the_readers_last_click(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    """Discord tells a bot someone's language only with their clicks: the bot keeps it, and their DMs
    (turns, the one DM of all their games) are written in it, or in the language they chose in /settings.
    Each person's own: Bo's German changes nothing of Alice's English."""
    async with running_bot(fake, database) as bot:
        world.bob.locale = "de"
        panel = (await fake.slash(world.bob, world.channel, "settings")).response
        assert panel is not None
        await fake.select(world.bob, panel, "prefs:how", ["turn=dm"])
        # Kept once the click is handled (after its answer, off the click's way to the rules).
        for _ in range(200):
            if (await bot.services.personal_settings.of(world.bob.id)).reader_language == "de":
                break
            await asyncio.sleep(0.01)
        assert (await bot.services.personal_settings.of(world.bob.id)).reader_language == "de"
        lobby = await open_game(fake, world, "gentoo", [world.bob])
        session = next(c for c in lobby.custom_ids() if c.endswith(":join")).split(":")[1]
        await fake.select(world.alice, fake.message(lobby.id), f"lobbyseat:{session}", ["join"])
        await fake.select(world.alice, fake.message(lobby.id), f"lobbyopt:{session}", ["first_player=1"])
        await fake.click(world.alice, fake.message(lobby.id), f"lobby:{session}:start")
        told = await fake.wait_for(
            lambda: next((m for m in fake.dms(world.bob) if "🔔" in m.content), None), what="Bo's turn by DM"
        )
        assert told.content.startswith("🔔 Du bist dran in **Gentoo Rules** (Penguin Club).")
        # He asks for one DM of all his games, in Japanese: the list comes in Japanese.
        await fake.select(world.bob, fake.message(panel.id), "prefs:how", ["onedm=on"])
        await fake.slash(world.bob, world.channel, "settings", [], {"language": "ja"})
        prefs = await bot.services.personal_settings.of(world.bob.id)
        assert (prefs.language, prefs.discord_language, prefs.reader_language) == ("ja", "de", "ja")
        notifier = bot.wiring.notifier
        game = await bot.services.games.load(session)
        await notifier.tell(
            world.bob.id, prefs, [News(game, Words(id="notice-nudge", args={"title": "X", "link": ""}))], "n1"
        )
        inbox = await fake.wait_for(
            lambda: next((m for m in fake.dms(world.bob) if m.content.startswith("📬")), None),
            what="his one DM",
        )
        assert inbox.content.startswith("📬 **あなたのゲーム**：進行中 1 件のうち 1 件があなたを待っています")
        assert "🆕 ⏰ X があなたの手番を待っています。" in inbox.content
        assert (await bot.services.personal_settings.of(world.alice.id)).reader_language == "en"


async def test_a_persons_own_lists_are_in_their_language(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    """/game mine and /game digest answer in the reader's language, with the plural forms of theirs."""
    async with running_bot(fake, database):
        world.carol.locale = "de"
        nothing = await fake.slash(world.carol, world.channel, "game", ["mine"], {})
        assert ephemeral_text(nothing) == "Du spielst in keinem Spiel mit. Starte eines mit /game new."
        await open_game(fake, world, "gentoo", [world.carol])
        mine = await fake.slash(world.carol, world.channel, "game", ["mine"], {})
        assert mine.response is not None
        (embed,) = mine.response.embeds
        assert embed["title"] == "Deine Spiele" and embed["description"] == "1 Spiel; keines wartet auf dich."
        assert embed["fields"][0]["value"].startswith("in der Lobby")
        world.dana.locale = "ja"  # /game join answers in the joiner's words
        joined = await fake.slash(world.dana, world.channel, "game", ["join"], {})
        assert ephemeral_text(joined) == "Gentoo Rules に参加しました（3 番の席）。"
        world.carol.locale = "ja"
        digest = await fake.slash(world.carol, world.channel, "game", ["digest"], {"on": False})
        assert ephemeral_text(digest) == "毎日のまとめはオフです。"


async def test_a_table_speaks_its_servers_language_fixed_when_it_opens(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    """A table's board speaks its server's language (a Community server's, as Discord gives it), or the
    one an admin chose with /tabletop language, whoever clicks; a table open already keeps its own."""
    world.guild.locale = "ja"  # the server's language, as Discord tells the bot when it connects
    admins = fake.add_role(world.guild, "Admins", permissions=Perm.MANAGE_GUILD)
    ada = fake.add_user("ada", roles=[admins])
    async with running_bot(fake, database) as bot:
        opened = await fake.slash(
            world.alice, world.channel, "game", ["new"], {"game": "gentoo", "thread": False}
        )
        lobby = opened.response
        assert lobby is not None and lobby.embeds[0]["title"] == "Gentoo Rules：ロビー"
        assert {"参加", "開始"} <= {b.get("label") for b in lobby.buttons()}
        await fake.click(world.bob, lobby, next(c for c in lobby.custom_ids() if c.endswith(":join")))
        await fake.click(
            world.alice, fake.message(lobby.id), next(c for c in lobby.custom_ids() if c.endswith(":start"))
        )
        board = await fake.wait_for(lambda: latest_board(fake, world.channel), what="the first board")
        labels = {b.get("label") for b in board.buttons()}
        assert "手札を見る" in labels and "Show my hand" not in labels
        assert board.content.endswith(
            "さん、Gentoo Rules であなたの番です。"
        )  # the ping, in the table's words
        session = next(c for c in board.custom_ids() if c.startswith("peek:")).split(":")[1]
        assert (await bot.services.games.load(session)).session.language == "ja"
        # An admin chooses German for the server's new tables: said in the admin's own language.
        ada.locale = "en-GB"
        chosen = await fake.slash(ada, world.channel, "tabletop", ["language"], {"language": "de"})
        assert ephemeral_text(chosen) == (
            "This server's new tables speak Deutsch. Tables open already keep their language."
        )
        assert (await bot.services.games.load(session)).session.language == "ja"  # the open table keeps its
        other = fake.add_text_channel(world.guild, "two")
        opened = await fake.slash(world.carol, other, "game", ["new"], {"game": "gentoo", "thread": False})
        assert opened.response is not None
        new_session = next(c for c in opened.response.custom_ids() if c.endswith(":join")).split(":")[1]
        assert (await bot.services.games.load(new_session)).session.language == "de"
        # Back to the server's own language.
        await fake.slash(ada, world.channel, "tabletop", ["language"], {"language": "ownlanguage"})
        assert await bot.storage.servers.chosen(world.guild.id) is None


async def test_a_ping_of_several_players_speaks_to_them_all(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    """Grim Prospects' players choose at once, so its first board pings both: a German table says "ihr seid
    dran" to two people, as it says "du bist dran" to one."""
    world.guild.locale = "de"
    async with running_bot(fake, database):
        lobby = await open_game(fake, world, "grimprospects", [world.bob])
        await fake.click(
            world.alice, fake.message(lobby.id), next(c for c in lobby.custom_ids() if c.endswith(":start"))
        )
        board = await fake.wait_for(lambda: latest_board(fake, world.channel), what="the first board")
        assert (
            board.content == f"<@{world.alice.id}> <@{world.bob.id}>, ihr seid dran in Grim Prospects."
            or (board.content == f"<@{world.bob.id}> <@{world.alice.id}>, ihr seid dran in Grim Prospects.")
        ), board.content


def test_a_board_in_every_language_fits_discords_limits() -> None:
    """The board's own labels with a 32-character name, in every language: buttons at most 80
    characters, placeholders 150, never cut."""
    name = "N" * 32
    for language in LANGUAGES:
        say = Speaker(language)
        for message_id in (
            "board-show-hand",
            "board-hint",
            "board-close-up",
            "board-rematch",
            "board-review",
        ):
            assert 0 < len(say(message_id)) <= 80, (language, message_id)
        assert len(say("board-take-back", name=name)) <= 80, language
        assert len(say("board-mistake", number=99)) <= 80, language
        assert len(say("board-choose-yours", name=name)) <= 150, language
        assert len(say("board-choose-page", page=5, pages=5)) <= 150, language


async def test_the_host_picks_the_tables_language_in_the_lobby(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    """The lobby speaks the table's language, and the host may pick another before the start: the lobby
    and then the board speak it. Only the host may, and only in the lobby; a forged language is refused."""
    async with running_bot(fake, database) as bot:
        lobby = await open_game(fake, world, "gentoo", [world.bob])
        session = next(c for c in lobby.custom_ids() if c.endswith(":join")).split(":")[1]
        assert lobby.embeds[0]["title"] == "Gentoo Rules: lobby"
        refused = await fake.select(
            world.bob, fake.message(lobby.id), f"lobbyclock:{session}", ["language=de"]
        )
        assert ephemeral_text(refused) == "Only the host can choose the table's language."
        forged = await fake.select(
            world.alice, fake.message(lobby.id), f"lobbyclock:{session}", ["language=xx"], check=False
        )
        assert "not" in ephemeral_text(forged)
        assert (await bot.services.games.load(session)).session.language == "en"
        # An AI added while the lobby spoke English is "AI 1"; in German it is "KI 1" (a name the host
        # typed would stay as typed).
        ai = next(c for c in lobby.custom_ids() if c.startswith("lobbyai:"))
        await fake.select(world.alice, fake.message(lobby.id), ai, ["random"])
        assert [s.name for s in (await bot.services.games.load(session)).session.seats][-1] == "AI 1"
        await fake.select(world.alice, fake.message(lobby.id), f"lobbyclock:{session}", ["language=de"])
        assert [s.name for s in (await bot.services.games.load(session)).session.seats][-1] == "KI 1"
        german = fake.message(lobby.id)
        assert german.embeds[0]["title"] == "Gentoo Rules: Lobby"
        assert {"Beitreten", "Starten"} <= {b.get("label") for b in german.buttons()}
        await fake.click(world.alice, german, f"lobby:{session}:start")
        board = await fake.wait_for(lambda: latest_board(fake, world.channel), what="the first board")
        assert "Meine Hand zeigen" in {b.get("label") for b in board.buttons()}
        # After the start the lobby's menus are gone; the service refuses a late change all the same.
        with pytest.raises(GameError, match="before the game starts"):
            await bot.services.lobby_settings.set_language(session, world.alice.id, "ja")
        assert (await bot.services.games.load(session)).session.language == "de"


async def test_show_my_hand_is_in_the_readers_language_at_a_table_of_another(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    """At an English table, Bo reads his own view ("Show my hand") in his German; the board stays English."""
    async with running_bot(fake, database):
        world.bob.locale = "de"
        lobby = await open_game(fake, world, "gentoo", [world.bob])
        session = next(c for c in lobby.custom_ids() if c.endswith(":join")).split(":")[1]
        await fake.click(world.alice, fake.message(lobby.id), f"lobby:{session}:start")
        board = await fake.wait_for(lambda: latest_board(fake, world.channel), what="the first board")
        assert "Show my hand" in {b.get("label") for b in board.buttons()}
        shown = await fake.click(world.bob, board, f"peek:{session}")
        assert shown.response is not None
        assert shown.response.embeds[0]["title"].startswith("Gentoo Rules: deine Ansicht (")


async def test_a_german_table_plays_gentoo_rules_in_german(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    """At a table whose host chose German, Gentoo Rules' own words are German: the board's status, its
    fields, its move buttons and its last events; a move the game refuses is refused in the clicker's
    language (Bo reads English, at the same German table)."""
    async with running_bot(fake, database) as bot:
        lobby = await open_game(fake, world, "gentoo", [world.bob])
        session = next(c for c in lobby.custom_ids() if c.endswith(":join")).split(":")[1]
        await fake.select(world.alice, fake.message(lobby.id), f"lobbyclock:{session}", ["language=de"])
        await fake.click(world.alice, fake.message(lobby.id), f"lobby:{session}:start")
        board = await fake.wait_for(lambda: latest_board(fake, world.channel), what="the first board")
        game = await bot.services.games.load(session)
        embed = board.embeds[0]
        assert " ist am Zug: " in embed["description"] and "Spielreihenfolge: " in embed["description"]
        fields = {f["name"]: f["value"] for f in embed["fields"]}
        assert any(name.startswith("Auswahlkarten (") for name in fields)
        events = fields["Letzte Ereignisse"]
        assert "beginnt." in events and "goes first" not in events and "is drawn" not in events
        moves = [b for b in board.buttons() if b.get("custom_id", "").startswith(f"act:{session}:")]
        assert moves and all("Take " not in b["label"] and "Play " not in b["label"] for b in moves)
        assert any(b["label"] in ("Nichts nehmen", "Nichts ausspielen") for b in moves)
        # A move the game knows but refuses now, forged into a button: the clicker's language.
        seat = min(game.to_act)
        player = world.alice if game.session.seats[seat].user_id == world.alice.id else world.bob
        player.locale = "ja"
        assert game.state is not None
        with pytest.raises(GameError) as error:
            game.engine.check(game.state, seat, game.engine.parse_action("play.snow-01"))
        assert error.value.words is not None
        forged = f"act:{session}:{seat}:{game.n(seat)}:play.snow-01"
        refused = await fake.click(player, board, forged, check=False)
        assert ephemeral_text(refused) == Speaker("ja").words(error.value.words)
        # A move played: its line in German under "Last events".
        take = next(b for b in moves if b["label"].endswith("nehmen"))
        await fake.click(player, board, take["custom_id"])

        def said() -> str | None:
            shown = latest_board(fake, world.channel)
            fields = {f["name"]: f["value"] for f in shown.embeds[0]["fields"]} if shown is not None else {}
            text = fields.get("Letzte Ereignisse", "")
            return text if " nimmt " in text else None

        text = await fake.wait_for(said, what="the move's line in German")
        assert " takes " not in text
