"""/game log and /game replay through the real bot and the fake Discord (see tests/support/harness.py).

Whole games are played by clicking what the messages offer; then:
- /game log pages forward, back, to the first and the last page, and its pages together hold every line
  the reader may see, each once and in order: the public lines and their own private lines, no other
  seat's;
- /game replay steps equal the boards the channel showed: the same embeds (the turn clock aside, which
  replays leave out) and the same image bytes, in the same order;
- a person who did not play never sees a hand in a replay; a player may show their own, and only theirs;
- forged and stale buttons, a replay of a running game, an unknown id and a game of another server get a
  sentence and change nothing.
"""

from __future__ import annotations

import copy
import random
import re
from pathlib import Path
from typing import Any

import pytest

import cogs.past.logpages as log_module
import cogs.past.past as past_module
from bot.client import TabletopBot
from support.fakediscord import Channel, FakeDiscord, InteractionRecord, Message, User
from support.harness import (
    World,
    ephemeral_text,
    game_over,
    latest_board,
    open_game,
    running_bot,
    settle,
)
from support.playing import Move, Table
from support.secretgame import secret_state
from support.secretgame_render import token

pytestmark = [pytest.mark.timeout(300)]

STEP = re.compile(r"Step (\d+) of (\d+)")


# ---- playing a game to its end ----------------------------------------------------------------------


async def start_game(fake: FakeDiscord, world: World, key: str, **options: Any) -> str:
    """Alice and Bob play ``key``; the game's id once its first board is up."""
    session, _ = await start_game_in(fake, world, key, **options)
    return session


async def start_game_in(fake: FakeDiscord, world: World, key: str, **options: Any) -> tuple[str, Channel]:
    """Alice and Bob play ``key``; the game's id and its channel (a new thread with ``thread=True``)."""
    if options.get("thread"):
        await fake.slash(world.alice, world.channel, "game", ["new"], {"game": key, **options})
        thread = await fake.wait_for(
            lambda: next((c for c in fake.channels.values() if c.parent is world.channel), None),
            what="the game's thread",
        )
        lobby = await fake.wait_for(
            lambda: next(
                (m for m in fake.messages(thread) if any(c.endswith(":join") for c in m.custom_ids())), None
            ),
            what="the lobby in the thread",
        )
        await fake.click(world.bob, lobby, next(c for c in lobby.custom_ids() if c.endswith(":join")))
    else:
        lobby = await open_game(fake, world, key, [world.bob], **options)
    start = next(c for c in lobby.custom_ids() if c.endswith(":start"))
    await fake.click(world.alice, fake.message(lobby.id), start)
    board = await fake.wait_for(lambda: latest_board(fake, lobby.channel), what="the first board")
    return next(c for c in board.custom_ids() if c.startswith("peek:")).split(":")[1], lobby.channel


async def play_to_the_end(
    fake: FakeDiscord, bot: TabletopBot, world: World, session: str, seed: int, channel: Channel | None = None
) -> None:
    """Click at random (never "Back") what the board or a private message offers whoever must act."""
    channel = channel or world.channel
    table = await Table.seated(fake, bot, channel, session, [world.alice, world.bob, world.carol, world.dana])

    def check_move(move: Move) -> None:
        assert move.record.callback_type in (6, 7), move.record.describe()

    await table.play_to_the_end(random.Random(seed), check_move=check_move, max_clicks=2000)
    await fake.wait_for(lambda: game_over(fake, channel), timeout=30, what="the final scores")
    await settle(fake)


# ---- what the channel showed, and what a replay shows ------------------------------------------------


def version_parts(
    embeds: list[dict[str, Any]], attachments: list[Any]
) -> tuple[dict[str, Any], bytes | None]:
    board = next((a.data for a in attachments if a.filename == "board.png"), None)
    return copy.deepcopy(embeds[0]), board


def without_clock(embed: dict[str, Any]) -> dict[str, Any]:
    """A posted board without its turn clock (live deadlines, which a replay leaves out)."""
    out = dict(embed)
    if "fields" in out:
        out["fields"] = [f for f in out["fields"] if f["name"] != "Turn clock"]
    return out


def boards_shown(fake: FakeDiscord, session: str) -> list[tuple[dict[str, Any], bytes | None]]:
    """Every board the channel showed, in order: each board message the game posted (with the nonce
    ``{session}.{step}``) with each of its versions, repeats of the one before left out (taking the
    buttons off a board)."""
    posts = [
        r
        for r in fake.requests_for("/channels/{channel_id}/messages", method="POST")
        if r.status == 200 and str((r.body or {}).get("nonce", "")).startswith(f"{session}.")
    ]
    assert posts, "no board was posted"
    shown: list[tuple[dict[str, Any], bytes | None]] = []
    for post in posts:
        message = fake.message(int(post.response["id"]))
        for version in [*message.history, message.snapshot()]:
            parts = version_parts(version.embeds, version.attachments)
            parts = (without_clock(parts[0]), parts[1])
            if not shown or shown[-1] != parts:
                shown.append(parts)
    return shown


def frozen(message: Message) -> Message:
    """A copy of the message as it is now (the bot edits the original in place)."""
    return Message(
        id=message.id,
        channel=message.channel,
        author=message.author,
        content=message.content,
        embeds=copy.deepcopy(message.embeds),
        components=copy.deepcopy(message.components),
        attachments=list(message.attachments),
        flags=message.flags,
        visible_to=message.visible_to,
    )


def button(message: Message, prefix: str, direction: str) -> dict[str, Any]:
    found = [
        b
        for b in message.buttons()
        if b.get("custom_id", "").startswith(f"{prefix}:") and f":{direction}:" in b["custom_id"]
    ]
    assert len(found) == 1, (direction, message.custom_ids())
    return found[0]


async def press(fake: FakeDiscord, user: User, message: Message, custom_id: str) -> Message:
    """Click a paging button; the same message, once the bot has edited it."""
    before = fake.message(message.id).edit_count
    record = await fake.click(user, fake.message(message.id), custom_id)
    assert record.callback_type in (6, 7), record.describe()  # edited in place (6: deferred, then edited)
    return await fake.wait_for(
        lambda: fake.message(message.id) if fake.message(message.id).edit_count > before else None,
        what="the message to turn its page",
    )


async def all_replay_steps(fake: FakeDiscord, user: User, record: InteractionRecord) -> list[Message]:
    """Open at step 1 and press Forward to the end: a copy of the message at every step."""
    message = record.response
    assert message is not None and message.ephemeral and message.visible_to == user, record.describe()
    steps = [frozen(message)]
    while not button(message, "replay", "next").get("disabled"):
        message = await press(fake, user, message, button(message, "replay", "next")["custom_id"])
        steps.append(frozen(message))
    return steps


def step_number(message: Message) -> tuple[int, int]:
    found = STEP.search(message.content)
    assert found is not None, message.content
    return int(found[1]), int(found[2])


async def refused(
    fake: FakeDiscord, user: User, message: Message, custom_id: str, values: list[str] | None = None
) -> str:
    """A forged click: its sentence, after checking it changed nothing on the message."""
    before = (message.edit_count, message.content, copy.deepcopy(message.embeds))
    if values is None:
        record = await fake.click(user, message, custom_id, check=False)
    else:
        record = await fake.select(user, message, custom_id, values, check=False)
    assert record.callback_type == 4 and record.response is not None and record.response.ephemeral, (
        record.describe()
    )
    after = fake.message(message.id)
    assert (after.edit_count, after.content, after.embeds) == before, "a refused click changed the message"
    return ephemeral_text(record)


# ---- Secret Cards: hidden hands, the log, and the replay's rules -------------------------------------


async def test_log_and_replay_of_a_game_with_secret_hands(
    fake: FakeDiscord, world: World, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(log_module, "LOG_PAGE_LINES", 4)  # several pages from a short game
    fake.rate_limit_messages = None
    async with running_bot(fake, tmp_path / "db.sqlite3") as bot:
        session = await start_game(fake, world, "secretgame")  # the default turn clock: daily

        # A running game has no replay yet; an unknown id and a game of another server are not found.
        running = await fake.slash(world.dana, world.channel, "game", ["replay"], {"id": session})
        assert ephemeral_text(running).startswith("That game is still being played")
        unknown = await fake.slash(world.dana, world.channel, "game", ["replay"], {"id": "nosuchgm"})
        assert ephemeral_text(unknown) == "There is no game with the id “nosuchgm” here."
        elsewhere = fake.add_guild("Elsewhere")
        eve = fake.add_user("eve", guilds=[elsewhere])
        there = fake.add_text_channel(elsewhere, "lounge")
        foreign = await fake.slash(eve, there, "game", ["log"], {"id": session})
        assert ephemeral_text(foreign) == f"There is no game with the id “{session}” here."

        await play_to_the_end(fake, bot, world, session, seed=11)
        game = await bot.services.games.load(session)
        actions = await bot.storage.actions.actions(session)
        states = [secret_state(s) for s in bot.services.games.states(game, actions)]
        assert states[-1] == game.state

        # ---- /game log: Alice pages through every line she may read ----
        entries = await bot.storage.actions.lines(session, 0)
        expected = [("🔒 " if e.seat is not None else "• ") + game.fill(e.text) for e in entries]
        assert any(e.seat == 0 for e in entries) and any(e.seat is None for e in entries)
        bobs_secrets = [game.fill(e.text) for e in await bot.storage.actions.lines(session, 1) if e.seat == 1]
        assert bobs_secrets
        pages = -(-len(expected) // 4)
        opened = await fake.slash(world.alice, world.channel, "game", ["log"])  # the game that ended here
        message = opened.response
        assert message is not None and message.ephemeral
        assert message.embeds[0]["footer"]["text"].startswith(
            f"Page {pages} of {pages} · {len(expected)} lines"
        )
        assert button(message, "logpage", "next").get("disabled") and button(message, "logpage", "last").get(
            "disabled"
        )
        message = await press(fake, world.alice, message, button(message, "logpage", "first")["custom_id"])
        assert button(message, "logpage", "first").get("disabled") and button(message, "logpage", "prev").get(
            "disabled"
        )
        seen: list[str] = []
        for page in range(1, pages + 1):
            assert message.embeds[0]["footer"]["text"].startswith(f"Page {page} of {pages}")
            seen += message.embeds[0]["description"].split("\n")
            if page < pages:
                message = await press(
                    fake, world.alice, message, button(message, "logpage", "next")["custom_id"]
                )
        assert seen == expected  # every line once, in order
        assert not any(secret in line for secret in bobs_secrets for line in seen)
        message = await press(fake, world.alice, message, button(message, "logpage", "prev")["custom_id"])
        assert message.embeds[0]["footer"]["text"].startswith(f"Page {pages - 1} of {pages}")
        message = await press(fake, world.alice, message, button(message, "logpage", "last")["custom_id"])
        assert message.embeds[0]["footer"]["text"].startswith(f"Page {pages} of {pages}")
        # Forged pages: a sentence, the message unchanged.
        assert "not in the log" in await refused(
            fake, world.alice, message, f"logpage:{session}:next:{pages + 5}"
        )
        assert "no game with the id" in await refused(fake, world.alice, message, "logpage:nosuchgm:first:0")
        # An onlooker reads the public lines only; a typed page past the end shows the last one.
        onlooker = await fake.slash(world.dana, world.channel, "game", ["log"], {"page": 99, "id": session})
        public = [line for line in expected if line.startswith("• ")]
        public_pages = -(-len(public) // 4)
        assert onlooker.response is not None
        assert (
            onlooker.response.embeds[0]["footer"]["text"]
            == f"Page {public_pages} of {public_pages} · {len(public)} lines"
        )
        assert "🔒" not in onlooker.response.text()

        # ---- /game replay: an onlooker sees public boards only ----
        record = await fake.slash(world.dana, world.channel, "game", ["replay"], {"id": session})
        steps = await all_replay_steps(fake, world.dana, record)
        # Every move of Secret Cards shows on the board (a pick says who has chosen), so one step each.
        assert len(steps) == len(states) == len(actions) + 1
        assert [step_number(m) for m in steps] == [(i + 1, len(steps)) for i in range(len(steps))]
        for message, state in zip(steps, states, strict=True):
            hidden = {c for hand in state.hands for c in hand} | {p for p in state.picks if p is not None}
            for card in hidden:
                assert token(card) not in message.text(), (
                    f"{token(card)} shown to an onlooker: {message.content}"
                )
            assert len(message.embeds) == 1 and not any(
                a.filename == "private.png" for a in message.attachments
            )
            assert not any(":view:" in c for c in message.custom_ids()), "an onlooker was offered a hand"
            assert all(f["name"] != "Turn clock" for f in message.embeds[0].get("fields", []))
        assert "Replay: /game replay id:" + session in steps[-1].embeds[0]["footer"]["text"]
        # The replay equals the boards the channel showed, one step per board, in order.
        shown = boards_shown(fake, session)
        assert [version_parts(m.embeds, m.attachments) for m in steps] == shown

        last = fake.message(steps[-1].id)
        assert "Only the people who played" in await refused(
            fake, world.dana, last, f"replay:{session}:view:0:mine"
        )
        assert await refused(fake, world.dana, last, f"replay:{session}:next:{len(steps) + 3}:public") == (
            "That step is not in this replay."
        )
        assert await refused(fake, world.dana, last, f"replayjump:{session}:public", ["x1"]) == (
            "That step is not in this replay."
        )
        assert "no game with the id" in await refused(
            fake, world.dana, last, "replay:nosuchgm:first:0:public"
        )
        # The jump menu goes straight to a step.
        jump = next(c for c in last.custom_ids() if c.startswith("replayjump:"))
        await fake.select(world.dana, last, jump, ["2"])
        assert step_number(
            await fake.wait_for(
                lambda: fake.message(last.id) if "Step 3 of" in fake.message(last.id).content else None
            )
        ) == (3, len(steps))

        # ---- a player shows their own hand, and only theirs ----
        mine = await fake.slash(world.alice, world.channel, "game", ["replay"], {"step": 4})
        message = mine.response
        assert message is not None and step_number(message) == (4, len(steps))
        message = await press(fake, world.alice, message, button(message, "replay", "view")["custom_id"])
        state = states[3]
        assert len(message.embeds) == 2 and message.embeds[1]["title"] == "Alice's hand at this step"
        assert all(token(c) in message.embeds[1]["description"] for c in state.hands[0])
        others = {c for c in state.hands[1]} | ({state.picks[1]} if state.picks[1] is not None else set())
        assert not any(token(c) in message.text() for c in others - set(state.revealed))
        message = await press(fake, world.alice, message, button(message, "replay", "next")["custom_id"])
        assert step_number(message) == (5, len(steps)) and len(message.embeds) == 2  # the hand stays shown
        message = await press(fake, world.alice, message, button(message, "replay", "view")["custom_id"])
        assert len(message.embeds) == 1


# ---- SLITHER: the board images are the ones the channel showed ----------------------------------------


async def test_a_replay_shows_the_very_boards_the_channel_showed(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    fake.rate_limit_messages = None
    async with running_bot(fake, tmp_path / "db.sqlite3") as bot:
        session = await start_game(fake, world, "slither", clock="none")
        await play_to_the_end(fake, bot, world, session, seed=3)
        shown = boards_shown(fake, session)
        assert len(shown) > 10 and all(png for _, png in shown)

        record = await fake.slash(world.dana, world.channel, "game", ["replay"])
        steps = await all_replay_steps(fake, world.dana, record)
        assert [version_parts(m.embeds, m.attachments) for m in steps] == shown
        assert all(len(m.embeds) == 1 and len(m.attachments) == 1 for m in steps)
        # The snake's secret moves show nothing on the board: each joins the step before it.
        assert len(steps) < len(await bot.storage.actions.actions(session)) + 1

        # The snake (Alice, seat 1) may look at her secret path at any step; her view is an embed more.
        snake = await fake.slash(world.alice, world.channel, "game", ["replay"], {"id": session, "step": 2})
        message = snake.response
        assert message is not None
        message = await press(fake, world.alice, message, button(message, "replay", "view")["custom_id"])
        assert len(message.embeds) == 2
        assert version_parts(message.embeds, message.attachments) == shown[1]


# ---- slow answers: acknowledged first, then shown ------------------------------------------------------


async def test_an_answer_that_takes_long_is_deferred_then_shown(
    fake: FakeDiscord, world: World, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A replay not ready within DEFER_AFTER seconds (a long game rebuilt, a slow render) is acknowledged
    at once and shown by editing the answer; a refusal then comes as a private follow-up."""
    fake.rate_limit_messages = None
    async with running_bot(fake, tmp_path / "db.sqlite3") as bot:
        session = await start_game(fake, world, "secretgame", clock="none")
        await play_to_the_end(fake, bot, world, session, seed=5)
        monkeypatch.setattr(past_module, "DEFER_AFTER", 0.0)

        record = await fake.slash(world.dana, world.channel, "game", ["replay"], {"id": session})
        assert record.callback_type == 5  # "thinking", privately
        message = await fake.wait_for(
            lambda: record.response if record.response is not None and record.response.embeds else None,
            what="the deferred replay",
        )
        assert message.ephemeral and not message.loading and step_number(message)[0] == 1
        message = await press(fake, world.dana, message, button(message, "replay", "last")["custom_id"])
        assert step_number(message)[0] == step_number(message)[1]
        clicks = [r for r in fake.interactions if r.custom_id and r.custom_id.startswith("replay:")]
        assert clicks[-1].callback_type == 6  # acknowledged, then the message edited

        forged = await fake.click(world.dana, message, f"replay:{session}:prev:9999:public", check=False)
        text = await fake.wait_for(
            lambda: forged.followups and forged.followups[0].text(), what="the refusal"
        )
        assert forged.callback_type == 6 and text == "That step is not in this replay."
        assert forged.followups[0].ephemeral

        log = await fake.slash(world.bob, world.channel, "game", ["log"])
        assert log.callback_type == 5
        shown = await fake.wait_for(
            lambda: log.response if log.response is not None and log.response.embeds else None, what="the log"
        )
        assert "Secret Cards: log" in shown.text() and "🔒" in shown.text()


async def test_a_game_that_ended_in_a_thread_is_found_from_its_channel(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    fake.rate_limit_messages = None
    async with running_bot(fake, tmp_path / "db.sqlite3") as bot:
        session, thread = await start_game_in(fake, world, "secretgame", clock="none", thread=True)
        assert thread.is_thread and thread.id != world.channel.id
        await play_to_the_end(fake, bot, world, session, seed=8, channel=thread)
        for where in (world.channel, thread):
            record = await fake.slash(world.dana, where, "game", ["replay"])
            assert record.response is not None and f"game `{session}`" in record.response.content, where
            log = await fake.slash(world.dana, where, "game", ["log"])
            assert log.response is not None and "Secret Cards: log" in log.response.text()
