"""The services' refusals in every language (bot/locales/*/services.ftl): each module's refusals carry their
words, so a German and a Japanese reader get them in their own language, with the players' names and a
typed text (cut short, quoted as the language quotes) in them; the English stays what it was. Through the
services on SQLite, and through the gate of the fake Discord for the lobby's menu and the lobby's
commands."""

from __future__ import annotations

import dataclasses
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.i18n import Speaker, said
from bot.services import Services, build_services
from bot.services.games import initial_state
from bot.session import matchmaking, takebacks, turnclock
from bot.session.errors import (
    ChannelBusy,
    GameNotRunning,
    LobbyFull,
    NotEnoughPlayers,
    NotHost,
    NotInLobby,
    NotYourSeat,
    SavedByNewerVersion,
    StaleAction,
    UnknownGame,
)
from bot.session.organisedplay import QueueEntry
from bot.session.records import UndoEntry
from bot.store import Storage
from engines import AnyEngine
from engines.base import GameError, IllegalAction
from support.fakediscord import FakeDiscord
from support.harness import World, ephemeral_text, open_game, running_bot
from support.secretgame import SecretGame

GUILD, CHANNEL = 1, 500
ANA, BO, CY = 101, 102, 103
ENGINES: dict[str, AnyEngine] = {"secretgame": SecretGame()}

de, ja = Speaker("de"), Speaker("ja")


def words_of(error: GameError) -> tuple[str, str, str]:
    """The refusal's English, German and Japanese; its English is the catalogue's."""
    assert error.words is not None, f"{error!r} has no words"
    assert said(error.words) == str(error)
    return str(error), de.words(error.words), ja.words(error.words)


@pytest.fixture
async def services(db_path: Path) -> AsyncIterator[Services]:
    storage = await Storage.open(db_path, durable=False)
    try:
        yield build_services(storage, ENGINES)
    finally:
        await storage.close()


async def lobby_of(services: Services, *users: int) -> str:
    names = {ANA: "Ana", BO: "Bo", CY: "Cy"}
    game = await services.lobby.create_lobby(GUILD, CHANNEL, users[0], names[users[0]], "secretgame")
    for user in users[1:]:
        await services.lobby.join(game.id, user, names[user])
    return game.id


# ---- bot/session/errors.py -----------------------------------------------------------------------------


async def test_opening_a_table_is_refused_in_each_language(services: Services) -> None:
    with pytest.raises(UnknownGame) as unknown:
        await services.lobby.create_lobby(GUILD, CHANNEL, ANA, "Ana", "  chess\n" + "x" * 200)
    english, german, japanese = words_of(unknown.value)
    assert english.startswith("There is no game called “chess xxx") and english.endswith("…” here.")
    assert german.startswith("Hier gibt es kein Spiel namens „chess xxx") and german.endswith("…“.")
    assert japanese.startswith("ここには「chess xxx") and japanese.endswith("…」というゲームはありません。")
    assert len(german) < 100  # the typed text cut short

    session = await lobby_of(services, ANA)
    with pytest.raises(ChannelBusy) as busy:
        await services.lobby.create_lobby(GUILD, CHANNEL, BO, "Bo", "secretgame")
    assert words_of(busy.value) == (
        "This channel already has an open lobby for Secret Cards. Finish or abandon it before starting another.",
        "In diesem Kanal gibt es schon eine offene Lobby für Secret Cards. Beende sie oder brich sie ab, bevor du "
        "eine neue startest.",
        "このチャンネルにはすでにSecret Cardsの募集中のロビーがあります。新しく始める前に、終わらせるか中止してください。",
    )

    with pytest.raises(NotEnoughPlayers) as few:
        await services.lobby.start(session, ANA)
    assert words_of(few.value) == (
        "Secret Cards needs at least 2 players; 1 is seated.",
        "Secret Cards braucht mindestens 2 Personen; 1 Platz ist besetzt.",
        "Secret Cardsには最低2人必要です。いま着席しているのは1人です。",
    )
    for user in (BO, CY, 104):
        await services.lobby.join(session, user, f"P{user}")
    with pytest.raises(LobbyFull) as full:
        await services.lobby.join(session, 105, "Eve")
    assert words_of(full.value) == (
        "This game is full: Secret Cards takes at most 4 players.",
        "Dieses Spiel ist voll: Secret Cards hat höchstens 4 Plätze.",
        "このゲームは満席です。Secret Cardsは最大4人です。",
    )
    newer = SavedByNewerVersion("Secret Cards")
    assert words_of(newer)[1:] == (
        "Diese Partie Secret Cards wurde von einer neueren Version des Bots gespeichert; sie geht weiter, "
        "sobald diese Version wieder läuft.",
        "このSecret Cardsのゲームは新しいバージョンのボットで保存されました。そのバージョンが再び動けば続きを遊べます。",
    )


# ---- bot/services/lobby.py, lobbysettings.py, games.py ------------------------------------------------------


async def test_the_lobbys_refusals_are_in_each_language(services: Services) -> None:
    session = await lobby_of(services, ANA, BO)
    with pytest.raises(IllegalAction) as no_ai:
        await services.lobby.add_ai(session, ANA, kind="grandmaster")
    assert words_of(no_ai.value) == (
        "There is no AI player called “grandmaster”.",
        "Es gibt keinen KI-Spieler namens „grandmaster“.",
        "「grandmaster」という AI プレイヤーはいません。",
    )
    with pytest.raises(IllegalAction) as own:
        await services.lobby.remove_seat(session, ANA, 0)
    assert (
        words_of(own.value)[1]
        == "Deinen eigenen Platz kannst du nicht entfernen; verlass stattdessen das Spiel."
    )
    with pytest.raises(NotHost) as abandon:
        await services.lobby.abandon(session, BO)
    assert words_of(abandon.value)[1:] == (
        "Dieses Spiel kann nur der Gastgeber beenden oder wer den Server verwaltet.",
        "このゲームを中止できるのはホストかサーバー管理者だけです。",
    )
    with pytest.raises(IllegalAction) as option:
        await services.lobby_settings.set_option(session, ANA, "colour", 3)
    english, german, japanese = words_of(option.value)
    assert english.startswith("Secret Cards has no option called “colour”; its options are ")
    assert german.startswith("Secret Cards hat keine Option namens „colour“; die Optionen sind ")
    assert japanese.startswith("Secret Cardsには「colour」というオプションはありません。")
    with pytest.raises(NotHost) as clock:
        await services.lobby_settings.set_clock(session, BO, 3600)
    assert words_of(clock.value) == (
        "Only the host can set the turn clock.",
        "Die Bedenkzeit kann nur der Gastgeber festlegen.",
        "持ち時間を決められるのはホストだけです。",
    )
    with pytest.raises(GameNotRunning) as unstarted:
        initial_state(await services.games.load(session))
    assert words_of(unstarted.value)[1:] == (
        "Dieses Spiel hat noch nicht begonnen.",
        "このゲームはまだ始まっていません。",
    )

    await services.lobby.add_ai(session, ANA)
    await services.lobby.start(session, ANA)
    with pytest.raises(NotInLobby) as late:
        await services.lobby_settings.set_takebacks(session, ANA, False)
    assert words_of(late.value)[1:] == (
        "Ob Züge zurückgenommen werden dürfen, wird vor dem Spielstart festgelegt.",
        "手の取り消しを許すかどうかはゲーム開始前に決めます。",
    )
    with pytest.raises(IllegalAction) as taken:  # a seat an AI plays already: its player's name
        await services.lobby.replace_with_ai(session, ANA, 2)
    game = await services.games.load(session)
    ai = game.names[2]
    assert words_of(taken.value) == (
        f"{ai} is already played by an AI.",
        f"{ai} wird schon von einer KI gespielt.",
        f"{ai}の席はすでに AI が遊んでいます。",
    )
    with pytest.raises(GameNotRunning) as rematch:
        await services.lobby.create_rematch(session, ANA, "Ana")
    assert words_of(rematch.value)[2] == "再戦は終わったゲームでしかできません。"


# ---- bot/services/clocks.py ------------------------------------------------------------------------------


async def test_pauses_and_vacations_are_refused_in_each_language(services: Services) -> None:
    session = await lobby_of(services, ANA, BO)
    await services.lobby.start(session, ANA)
    with pytest.raises(NotHost) as pause:
        await services.clocks.ask_pause(session, BO)
    assert words_of(pause.value)[1:] == (
        "Nur der Gastgeber kann das Spiel pausieren.",
        "ゲームを一時停止できるのはホストだけです。",
    )
    with pytest.raises(IllegalAction) as resume:
        await services.clocks.resume(session, ANA)
    assert words_of(resume.value) == (
        "The game is not paused.",
        "Das Spiel ist nicht pausiert.",
        "ゲームは一時停止していません。",
    )
    with pytest.raises(IllegalAction) as long_away:
        await services.clocks.go_away(ANA, 30)
    assert words_of(long_away.value) == (
        "A vacation is 1 to 14 days.",
        "Ein Urlaub dauert 1 bis 14 Tage.",
        "不在にできるのは1日から14日までです。",
    )
    await services.clocks.go_away(ANA, 13)
    with pytest.raises(IllegalAction) as used:
        await services.clocks.go_away(ANA, 2)
    assert words_of(used.value) == (
        "Vacations are at most 14 days in 30; you have 1 day left.",
        "Urlaub gibt es höchstens 14 Tage in 30 Tagen; dir bleibt noch 1 Tag.",
        "不在は30日間で最大14日までです。残りは1日です。",
    )
    await services.clocks.go_away(ANA, 1)
    with pytest.raises(IllegalAction) as none_left:
        await services.clocks.go_away(ANA, 1)
    assert words_of(none_left.value)[0].endswith("you have none left.")
    assert words_of(none_left.value)[1].endswith("dir bleibt keiner mehr.")


# ---- bot/services/moves.py, bot/session/takebacks.py --------------------------------------------------------


async def test_moves_and_take_backs_are_refused_in_each_language(services: Services) -> None:
    session = await lobby_of(services, ANA, BO)
    await services.lobby_settings.set_takebacks(session, ANA, False)
    game = await services.lobby.start(session, ANA)
    with pytest.raises(takebacks.CannotTakeBack) as off:
        await services.moves.take_back(session, ANA, 0, game.n(0))
    assert words_of(off.value) == (
        "The host turned take-backs off for this game.",
        "Der Gastgeber hat das Zurücknehmen in diesem Spiel ausgeschaltet.",
        "ホストがこのゲームで手の取り消しを無効にしています。",
    )
    with pytest.raises(NotYourSeat) as not_ai:
        await services.moves.submit_ai(session, 0, 0, "whatever")
    assert words_of(not_ai.value)[1] == "Diesen Platz spielt keine KI."

    # Ana picks a card; her old button (n=0) is stale, and says whom the game waits for: Bo, by name.
    hand = game.choices(0)
    await services.moves.submit(session, ANA, 0, hand[0].action_id)
    with pytest.raises(StaleAction) as stale:
        await services.moves.submit(session, ANA, 0, hand[1].action_id)
    english, german, japanese = words_of(stale.value)
    assert english.startswith("That button is from an earlier turn. ") and "Bo" in english
    assert german.startswith("Dieser Knopf stammt aus einem früheren Zug. ") and "Bo" in german
    assert japanese.startswith("そのボタンは前の手番のものです。") and "Bo" in japanese
    assert "{s" not in english + german + japanese


def test_a_take_back_the_rules_refuse_names_who_decided_since() -> None:
    with pytest.raises(takebacks.CannotTakeBack) as nothing:
        takebacks.target((), 0)
    assert words_of(nothing.value)[2].startswith("取り消せる手がありません。")
    window = (
        UndoEntry(seat=0, n=0, by_person=True, deciding=(0,), at=0.0),
        UndoEntry(seat=1, n=0, by_person=True, deciding=(1,), at=1.0),
    )
    with pytest.raises(takebacks.CannotTakeBack) as since:
        takebacks.target(window, 0)
    assert since.value.words is not None
    assert str(since.value) == "{s1} has decided since, so your move stays."  # the host names the seat
    assert de.words(since.value.words) == "{s1} hat seitdem entschieden, also bleibt dein Zug."
    assert ja.words(since.value.words) == "その後{s1}が決めたので、あなたの手はそのままです。"


# ---- bot/session/turnclock.py, matchmaking.py, bot/services/matchmaker.py -----------------------------------


def test_a_clock_typed_or_chosen_is_refused_in_each_language() -> None:
    with pytest.raises(IllegalAction) as unknown:
        turnclock.preset("a very fast clock indeed, please")
    assert words_of(unknown.value) == (
        "There is no clock called “a very fast clock i…”; choose live, daily, relaxed or none.",
        "Es gibt keine Uhr namens „a very fast clock i…“; wähle live, daily, relaxed oder none.",
        "「a very fast clock i…」という持ち時間はありません。live、daily、relaxed、none から選んでください。",
    )
    with pytest.raises(IllegalAction) as typed:
        turnclock.parse_duration("soon")
    assert words_of(typed.value)[1] == (
        "Gib die Bedenkzeit als Zahl mit Einheit an, etwa „90m“, „36h“ oder „2d“ (1 Minute bis 14 Tage)."
    )
    with pytest.raises(IllegalAction) as long:
        turnclock.parse_duration("15d")
    assert words_of(long.value)[2] == "持ち時間は1分から14日までです。"
    with pytest.raises(IllegalAction) as timeout:
        turnclock.chosen("daily", None, "explode")
    assert words_of(timeout.value)[1] == "Das kann bei Zeitablauf nicht geschehen."
    # The lobby's menu says the presets and what a timeout does in each language; English as the command's.
    for preset in turnclock.PRESETS:
        assert Speaker("en").words(preset.words) == preset.label
    for name, text in turnclock.TIMEOUTS.items():
        assert Speaker("en").words(turnclock.timeout_words(name)) == text
    assert de.words(turnclock.PRESETS[1].words) == "täglich: 24 Stunden pro Zug"
    assert ja.words(turnclock.timeout_words("stand_in")) == "本人が戻るまでAIがその席で遊ぶ"


async def test_the_queue_is_refused_and_described_in_each_language(services: Services) -> None:
    with pytest.raises(IllegalAction) as solo:
        matchmaking.player_range(1, 1, None, None)
    assert words_of(solo.value)[1:] == (
        "Die Warteschlange bildet Tische ab zwei Personen; ein Solospiel startest du mit /game new.",
        "待ち行列は2人以上の卓を作ります。ひとりで遊ぶなら /game new を使ってください。",
    )
    with pytest.raises(IllegalAction) as wait:
        matchmaking.wait_seconds("8d")
    assert words_of(wait.value)[2] == "待ち時間は1分～7日で、「90m」「3h」「2d」のように書いてください。"
    with pytest.raises(IllegalAction) as small:
        await services.matchmaker.join(
            guild_id=GUILD, channel_id=CHANNEL, user_id=ANA, name="Ana", game="secretgame", members=1
        )
    assert words_of(small.value) == (
        "Secret Cards needs 2 players and this server has only 1 member, so the queue could never fill. "
        "Ask for fewer players, or invite more people.",
        "Secret Cards braucht 2 Spielende, und dieser Server hat nur 1 Mitglied, also würde die Warteschlange "
        "nie voll. Wähle weniger Spielende oder lade mehr Leute ein.",
        "Secret Cardsには2人必要ですが、このサーバーのメンバーは1人しかいないので、待ち行列が埋まることはありません。"
        "人数を減らすか、もっと人を招待してください。",
    )
    with pytest.raises(IllegalAction) as not_queued:
        await services.matchmaker.leave(GUILD, ANA, "secretgame")
    assert words_of(not_queued.value) == (
        "You are not in this server's queue for Secret Cards.",
        "Du stehst nicht in der Warteschlange dieses Servers für Secret Cards.",
        "このサーバーのSecret Cardsの待ち行列に並んでいません。",
    )
    entry = QueueEntry(
        guild_id=GUILD,
        game="secretgame",
        user_id=ANA,
        name="Ana",
        channel_id=CHANNEL,
        min_players=2,
        max_players=4,
        clocks=("live", "daily"),
        joined_at=0,
        expires_at=0,
    )
    accepted = matchmaking.accepted_words(entry)
    assert Speaker("en").words(accepted) == "2 to 4 players, live or daily clock"
    assert de.words(accepted) == "2 bis 4 Personen, Uhr: live oder täglich"
    assert ja.words(accepted) == "2～4人、持ち時間：ライブまたは毎日"
    anyone = matchmaking.accepted_words(dataclasses.replace(entry, clocks=(), max_players=2))
    assert (Speaker("en").words(anyone), de.words(anyone)) == ("2 players, any clock", "2 Personen, jede Uhr")


# ---- cogs/tables/lobbyactions.py, through the gate ----------------------------------------------------------


async def test_a_forged_lobby_menu_value_is_refused_in_the_clickers_language(
    fake: FakeDiscord, world: World, db_path: Path
) -> None:
    async with running_bot(fake, db_path):
        lobby = await open_game(fake, world, "secretgame", [world.bob])
        session = next(c for c in lobby.custom_ids() if c.endswith(":join")).split(":")[1]
        world.alice.locale = "ja"
        forged = await fake.select(
            world.alice, fake.message(lobby.id), f"lobbyclock:{session}", ["clock=warp"], check=False
        )
        assert ephemeral_text(forged) == "その持ち時間の設定は無効です。"
        world.bob.locale = "de"
        not_host = await fake.select(
            world.bob, fake.message(lobby.id), f"lobbyclock:{session}", ["clock=live"], check=False
        )
        assert ephemeral_text(not_host) == "Die Bedenkzeit kann nur der Gastgeber festlegen."
        # The menu itself says the presets and what a timeout does in the table's language (English here).
        menu = fake.message(lobby.id).component(f"lobbyclock:{session}")
        assert menu is not None
        options = [o["label"] for o in menu["options"]]
        assert "Turn clock: live: 3 minutes a move" in options
        assert "On a timeout: an AI makes that move" in options
