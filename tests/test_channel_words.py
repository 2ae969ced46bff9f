"""The Discord side's own words (``bot/locales/*/channel.ftl``) in each reader's language, through the fake
Discord: a refusal or a private answer in the language of whoever asked, what is posted in the channel for
everyone in the table's (a server's tables speak the language its admin chose with /tabletop language).
One sample at least from each module that says them: threads, the tables' cog and commands, the /game
group, /tabletop, the queue, the command tree, the gate and the board's close-ups.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bot.i18n import Speaker
from bot.session.matchmaking import accepted_words
from bot.session.organisedplay import QueueEntry
from support.fakediscord import Channel, FakeDiscord, InteractionRecord, Message, Perm
from support.harness import World, ephemeral_text, latest_board, older, open_game, option, running_bot


def threads_of(fake: FakeDiscord, channel: Channel) -> list[Channel]:
    return [c for c in fake.channels.values() if c.parent is channel]


async def answer_of(fake: FakeDiscord, record: InteractionRecord) -> Message:
    """The command's answer once it is there (a thread's lobby answers after a "thinking" defer)."""

    def answered() -> Message | None:
        message = record.response
        return message if message is not None and not message.loading and message.text() else None

    found = await fake.wait_for(answered, what="the answer to /game new")
    assert found is not None
    return found


async def test_opening_a_game_answers_the_reader_and_tells_the_channel_in_the_tables_language(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    fake.set_overwrite(
        world.channel, fake.bot, deny=Perm.CREATE_PUBLIC_THREADS | Perm.SEND_MESSAGES_IN_THREADS
    )
    async with running_bot(fake, tmp_path / "db.sqlite3"):
        new: dict[str, Any] = {"game": "gentoo", "thread": True}
        world.alice.locale = "de"
        asked = await fake.slash(world.alice, world.channel, "game", ["new"], new)
        assert ephemeral_text(asked) == (
            "Ich brauche in diesem Kanal die Berechtigung „Öffentliche Threads erstellen“ und die "
            "Berechtigung „Nachrichten in Threads senden“, um einen Spiel-Thread zu öffnen. Lass thread "
            "weg (oder setz es auf False), um stattdessen hier zu spielen."
        )
        world.alice.locale = "ja"
        asked = await fake.slash(world.alice, world.channel, "game", ["new"], new)
        assert ephemeral_text(asked) == (
            "ゲームのスレッドを開くには、このチャンネルで「公開スレッドの作成」の権限、「スレッドでメッセージを送信」の"
            "権限が必要です。ここで遊ぶには、thread を省くか False にしてください。"
        )
        world.alice.locale = "en-US"
        asked = await fake.slash(world.alice, world.channel, "game", ["new"], new)
        assert ephemeral_text(asked) == (
            "I need the Create Public Threads and Send Messages in Threads permission in this channel to "
            "open a game thread. Leave thread out (or set it to False) to play here instead."
        )

        # No game here: /game join (the tables' cog) and /game status (the /game group) say so.
        world.bob.locale = "de"
        joined = await fake.slash(world.bob, world.channel, "game", ["join"])
        assert ephemeral_text(joined) == "In diesem Kanal gibt es kein Spiel. Starte eins mit /game new."
        world.bob.locale = "ja"
        status = await fake.slash(world.bob, world.channel, "game", ["status"])
        assert ephemeral_text(status) == "このチャンネルにはゲームがありません。/game new で始めてください。"

        # With threads allowed, the channel is told where the lobby is in the server's tables' language.
        fake.set_overwrite(world.channel, fake.bot)
        await fake.slash(world.dana, world.channel, "tabletop", ["language"], {"language": "de"})
        world.alice.locale = "ja"  # the host's own language does not matter: the channel reads it
        record = await fake.slash(world.alice, world.channel, "game", ["new"], {"game": "gentoo"})
        answer = await answer_of(fake, record)
        [thread] = threads_of(fake, world.channel)
        assert not answer.ephemeral
        assert answer.content == (
            f"Gentoo Rules: Die Lobby ist in <#{thread.id}> geöffnet. Tritt dem Spiel dort bei."
        )


async def test_the_tables_commands_answer_the_reader_and_tell_the_channel_in_the_tables_language(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    async with running_bot(fake, tmp_path / "db.sqlite3") as bot:
        await fake.slash(world.dana, world.channel, "tabletop", ["language"], {"language": "ja"})
        record = await fake.slash(
            world.alice, world.channel, "game", ["new"], {"game": "gentoo", "thread": False}
        )
        lobby = record.response
        assert lobby is not None
        await fake.click(world.bob, lobby, next(c for c in lobby.custom_ids() if c.endswith(":join")))
        world.alice.locale = "de"
        early = await fake.slash(world.alice, world.channel, "game", ["ai"], {"seat": 2})
        assert ephemeral_text(early) == "Das Spiel in diesem Kanal hat noch nicht begonnen."
        await fake.click(
            world.alice, fake.message(lobby.id), next(c for c in lobby.custom_ids() if c.endswith(":start"))
        )
        await fake.wait_for(lambda: latest_board(fake, world.channel), what="the first board")
        no_seat = await fake.slash(world.alice, world.channel, "game", ["ai"], {"seat": 5})
        assert ephemeral_text(no_seat) == "Es gibt keinen Platz 5; dieses Spiel hat nur 2 Plätze."
        world.alice.locale = "ja"
        no_seat = await fake.slash(world.alice, world.channel, "game", ["ai"], {"seat": 5})
        assert ephemeral_text(no_seat) == "席 5 はありません。このゲームは 2 人用です。"

        # /game status is the reader's (German); handing a seat to an AI is told to everyone, in Japanese.
        world.carol.locale = "de"
        status = await fake.slash(world.carol, world.channel, "game", ["status"])
        assert status.response is not None and status.response.content.startswith(
            "Der aktuelle Spielplan: https://discord.com/channels/"
        )
        world.alice.locale = "de"
        handed = await fake.slash(world.alice, world.channel, "game", ["ai"], {"seat": 2})
        assert handed.response is not None and not handed.response.ephemeral
        session = await bot.storage.sessions.active_in_channel(world.channel.id)
        assert session is not None
        name = (await bot.services.games.load(session.id)).names[1]
        assert handed.response.content == f"席 2（{name}）は今から AI が担当します。"


async def test_the_admins_panel_and_the_queue_in_the_readers_language(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    async with running_bot(fake, tmp_path / "db.sqlite3"):
        world.dana.locale = "de"
        empty = await fake.slash(world.dana, world.channel, "tabletop", ["games"])
        assert ephemeral_text(empty) == "In diesem Server ist kein Spiel offen."
        world.dana.locale = "ja"
        empty = await fake.slash(world.dana, world.channel, "tabletop", ["games"])
        assert ephemeral_text(empty) == "このサーバーで開いているゲームはありません。"

        await open_game(fake, world, "gentoo", [world.bob])
        world.carol.locale = "de"
        await fake.slash(
            world.carol, world.channel, "game", ["queue"], {"game": "secretgame", "min_players": 3}
        )
        listed = await fake.slash(world.dana, world.channel, "tabletop", ["games"])
        assert listed.response is not None
        [embed] = listed.response.embeds
        assert embed["title"] == "このサーバーのゲーム"
        lines = embed["description"].split("\n")
        assert lines[0].startswith("**Gentoo Rules**（ロビー）") and lines[0].endswith("：Alice、Bob")
        assert lines[1] == "**Secret Cards** の待ち行列：Carol（3～4人、持ち時間は問わない）"
        world.dana.locale = "de"
        listed = await fake.slash(world.dana, world.channel, "tabletop", ["games"])
        assert listed.response is not None
        [embed] = listed.response.embeds
        assert embed["title"] == "Spiele in diesem Server"
        lines = embed["description"].split("\n")
        assert lines[0].startswith("**Gentoo Rules** (Lobby) in ") and lines[0].endswith(": Alice und Bob")
        assert lines[1] == "**Secret Cards**, Warteschlange: Carol (3 bis 4 Personen, jede Uhr)"

        dm = fake.dm_channel(world.carol)
        world.carol.locale = "ja"
        refused = await fake.slash(world.carol, dm, "game", ["unqueue"], {})
        assert ephemeral_text(refused) == (
            "待ち行列はサーバーごとのものです。サーバーで /game unqueue を使ってください。"
        )


def test_what_a_queued_person_accepts_in_each_language() -> None:
    entry = QueueEntry(
        guild_id=1,
        game="gentoo",
        user_id=2,
        name="Ana",
        channel_id=3,
        min_players=2,
        max_players=2,
        clocks=("live", "daily"),
        joined_at=0.0,
        expires_at=1.0,
    )
    words = accepted_words(entry)
    assert Speaker("en").words(words) == "2 players, live or daily clock"
    assert Speaker("de").words(words) == "2 Personen, Uhr: live oder täglich"
    assert Speaker("ja").words(words) == "2人、持ち時間：ライブまたは毎日"


async def test_an_older_command_the_gate_and_a_close_up_in_the_readers_language(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    async with running_bot(fake, tmp_path / "db.sqlite3") as bot:
        lobby = await open_game(fake, world, "gentoo", [world.bob])
        start = next(c for c in lobby.custom_ids() if c.endswith(":start"))
        await fake.click(world.alice, fake.message(lobby.id), start)
        board = await fake.wait_for(lambda: latest_board(fake, world.channel), what="the first board")
        assert board is not None
        session = next(c for c in board.custom_ids() if c.startswith("peek:")).split(":")[1]

        # The command tree: a seat sent as text, and a number outside today's range.
        def seat_as_text(body: dict[str, Any]) -> None:
            seat = option(body, ["ai", "seat"])
            seat["type"] = 3
            seat.pop("min_value", None)
            seat.pop("max_value", None)

        older(fake, world, "game", seat_as_text)
        world.alice.locale = "de"
        text = await fake.slash(world.alice, world.channel, "game", ["ai"], {"seat": "x"})
        assert ephemeral_text(text) == (
            "Die Option „seat“ erwartet eine ganze Zahl. Deine Discord-App zeigt vielleicht noch eine "
            "ältere Fassung dieses Befehls: Ein Neustart der App hilft."
        )

        def wide_seat(body: dict[str, Any]) -> None:
            option(body, ["ai", "seat"]).update(type=4, min_value=0, max_value=99)

        older(fake, world, "game", wide_seat)
        world.alice.locale = "ja"
        wide = await fake.slash(world.alice, world.channel, "game", ["ai"], {"seat": 99})
        assert ephemeral_text(wide) == "オプション「seat」には1から10までの数を指定してください。"

        # The board's close-ups: one that is gone.
        world.bob.locale = "ja"
        forged = await fake.click(world.bob, board, f"look:{session}:nope", check=False)
        assert ephemeral_text(forged) == "その拡大表示はもうありません。"
        world.bob.locale = "de"
        forged = await fake.click(world.bob, board, f"look:{session}:nope", check=False)
        assert ephemeral_text(forged) == "Diese Nahansicht gibt es nicht mehr."

        # The gate, shutting down: whoever clicks reads why in their language.
        bot.wiring.gate.closing = True
        world.carol.locale = "ja"
        late = await fake.slash(world.carol, world.channel, "game", ["status"])
        assert ephemeral_text(late) == (
            "再起動中のため、今の操作は受け付けられませんでした。1分ほどしてからもう一度お試しください。"
        )
        world.carol.locale = "de"
        late = await fake.slash(world.carol, world.channel, "game", ["status"])
        assert ephemeral_text(late) == (
            "Ich starte gerade neu, deshalb wurde das nicht angenommen. Bitte versuch es in einer Minute "
            "noch einmal."
        )
        bot.wiring.gate.closing = False


async def test_closed_direct_messages_are_told_in_the_channel_in_the_tables_language(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    fake.close_dms(world.bob)
    world.bob.locale = "de"  # his own language does not matter: the channel reads it
    async with running_bot(fake, tmp_path / "db.sqlite3"):
        await fake.slash(world.dana, world.channel, "tabletop", ["language"], {"language": "ja"})
        record = await fake.slash(
            world.alice, world.channel, "game", ["new"], {"game": "secretgame", "thread": False}
        )
        lobby = record.response
        assert lobby is not None
        await fake.click(world.bob, lobby, next(c for c in lobby.custom_ids() if c.endswith(":join")))
        await fake.click(
            world.alice, fake.message(lobby.id), next(c for c in lobby.custom_ids() if c.endswith(":start"))
        )
        mention = f"<@{world.bob.id}>"
        notice = await fake.wait_for(
            lambda: next((m for m in fake.messages(world.channel) if m.content.startswith(mention)), None),
            what="the closed-DMs notice",
        )
        assert notice is not None and notice.content == (
            f"{mention} さん、ダイレクトメッセージを送れません。盤面の **手札を見る** ボタン（または `/game hand`）"
            "で、手札を見たり非公開の選択をしたりしてください。"
        )
