"""Taking back a move through the fake Discord, with Secret Cards (tests/support/secretgame.py):
picks are private (by DM, all at once), the round's winner claims on the board.

- A pick taken back in its DM: the DM shows the hand as it was, with its pick buttons again; the channel
  reads one line; the board's "Take back" is for that player only.
- A public move taken back on the board: the board is as it was, and the pings of the players the move
  had called are withdrawn.
- Stale and foreign "Take back" clicks get a sentence and change nothing.
"""

from __future__ import annotations

import logging
import sqlite3
from pathlib import Path

import pytest

from bot.client import TabletopBot
from bot.discordside.publisher import Publisher
from support.fakediscord import FakeDiscord, Message, User
from support.harness import (
    World,
    dm_with_buttons,
    ephemeral_text,
    latest_board,
    open_game,
    running_bot,
    seats_of,
    settle,
)
from support.secretgame import SecretState
from support.secretgame_render import token


def take_back_buttons(message: Message) -> dict[str, str]:
    return {
        str(b.get("label")): str(b["custom_id"])
        for b in message.buttons()
        if str(b.get("custom_id")).startswith("undo:")
    }


async def state_of(bot: TabletopBot, session: str) -> SecretState:
    game = await bot.services.games.load(session)
    assert isinstance(game.state, SecretState)
    return game.state


async def started(fake: FakeDiscord, world: World, bot: TabletopBot) -> tuple[str, dict[int, User]]:
    lobby = await open_game(fake, world, "secretgame", [world.bob])
    start = next(c for c in lobby.custom_ids() if c.endswith(":start"))
    await fake.click(world.alice, fake.message(lobby.id), start)
    board = await fake.wait_for(lambda: latest_board(fake, world.channel), what="the first board")
    session = next(c for c in board.custom_ids() if c.startswith("peek:")).split(":")[1]
    await fake.wait_for(lambda: fake.dms(world.alice) and fake.dms(world.bob), what="the hands by DM")
    return session, await seats_of(bot, session, world)


async def test_a_private_pick_is_taken_back_in_its_dm(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    async with running_bot(fake, tmp_path / "db.sqlite3") as bot:
        session, users = await started(fake, world, bot)
        alice = next(s for s, u in users.items() if u == world.alice)
        hand = (await state_of(bot, session)).hands[alice]
        dm = dm_with_buttons(fake, world.alice)
        pick = next(c for c in dm.custom_ids() if ":play." in c)
        await fake.click(world.alice, dm, pick)
        await settle(fake)
        # The answer to the pick (the DM, edited) offers "Take back my move", to Alice only.
        answered = fake.message(dm.id)
        undo = take_back_buttons(answered)
        assert list(undo) == ["Take back my move"], undo
        # The board offers it too, named; Bob pressing it is refused and nothing changes.
        board = latest_board(fake, world.channel)
        assert board is not None
        name = (await bot.services.games.load(session)).names[alice]
        assert take_back_buttons(board) == {f"Take back ({name})": undo["Take back my move"]}
        refused = await fake.click(world.bob, board, undo["Take back my move"], check=False)
        assert ephemeral_text(refused) == "That button belongs to another player."
        assert (await state_of(bot, session)).picks[alice] is not None

        await fake.click(world.alice, fake.message(dm.id), undo["Take back my move"])
        await settle(fake)
        state = await state_of(bot, session)
        assert state.picks[alice] is None and state.hands[alice] == hand
        restored = fake.message(dm.id)
        assert all(token(c) in restored.text() for c in hand)  # the hand as it was
        assert any(":play." in c for c in restored.custom_ids())  # with its pick buttons again
        assert not take_back_buttons(restored)
        board = latest_board(fake, world.channel)
        assert board is not None and f"{name} took back their move." in board.text()
        assert not take_back_buttons(board)
        # The button pressed a second time (a double click) is from an earlier turn.
        again = await fake.click(world.alice, fake.message(dm.id), undo["Take back my move"], check=False)
        assert "earlier turn" in ephemeral_text(again)


async def test_a_public_move_taken_back_restores_the_board_and_withdraws_the_pings(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    """The round's winner takes the cards on the board: the next round begins and the board pings both
    players for their picks. The winner takes it back: the board shows the claim again, and the ping is
    gone from it; once the other player has picked in the new round, the take is final."""
    async with running_bot(fake, tmp_path / "db.sqlite3") as bot:
        session, users = await started(fake, world, bot)
        for user in (world.alice, world.bob):
            dm = dm_with_buttons(fake, user)
            await fake.click(user, dm, next(c for c in dm.custom_ids() if ":play." in c))
        await settle(fake)
        state = await state_of(bot, session)
        assert state.phase == "claim" and state.winner is not None
        winner = users[state.winner]
        name = (await bot.services.games.load(session)).names[state.winner]
        claim_board = latest_board(fake, world.channel)
        assert claim_board is not None
        take = next(c for c in claim_board.custom_ids() if c.endswith(":take"))
        await fake.click(winner, claim_board, take)
        await settle(fake)
        board = latest_board(fake, world.channel)
        assert board is not None and "it's your move" in board.content
        undo = take_back_buttons(board)
        assert list(undo) == [f"Take back ({name})"]
        await fake.click(winner, board, undo[f"Take back ({name})"])
        await settle(fake)
        after = fake.message(board.id)
        assert "it's your move" not in (after.content or "")  # the pings are withdrawn
        assert any(c.endswith(":take") for c in after.custom_ids())  # the claim is back
        assert (await state_of(bot, session)).phase == "claim"
        assert f"{name} took back their move." in after.text()

        # Take again; the other player picks in the new round; the take is now final.
        await fake.click(winner, after, next(c for c in after.custom_ids() if c.endswith(":take")))
        await settle(fake)
        other = world.bob if winner == world.alice else world.alice
        dm = dm_with_buttons(fake, other)
        await fake.click(other, dm, next(c for c in dm.custom_ids() if ":play." in c))
        await settle(fake)
        board = latest_board(fake, world.channel)
        assert board is not None and f"Take back ({name})" not in take_back_buttons(board)
        seat = next(s for s, u in users.items() if u == winner)
        game = await bot.services.games.load(session)
        late = await fake.click(winner, board, f"undo:{session}:{seat}:{game.n(seat)}", check=False)
        assert "has decided since" in ephemeral_text(late)


async def test_a_crash_between_a_take_back_and_its_board_is_repaired_on_restart(
    fake: FakeDiscord,
    world: World,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    """The take-back is committed, then the process dies before the channel shows it (here: showing it
    fails): the next start shows the game as the take-back left it, like any move."""
    db = tmp_path / "db.sqlite3"
    async with running_bot(fake, db) as bot:
        session, users = await started(fake, world, bot)
        alice = next(s for s, u in users.items() if u == world.alice)
        dm = dm_with_buttons(fake, world.alice)
        await fake.click(world.alice, dm, next(c for c in dm.custom_ids() if ":play." in c))
        await settle(fake)
        undo = take_back_buttons(fake.message(dm.id))["Take back my move"]

        async def dies(*_args: object, **_kwargs: object) -> None:
            raise RuntimeError("the process died here")

        monkeypatch.setattr(Publisher, "publish", dies)
        await fake.click(world.alice, fake.message(dm.id), undo, check=False)
        monkeypatch.undo()
        assert (await state_of(bot, session)).picks[alice] is None  # committed
        stale = latest_board(fake, world.channel)
        assert stale is not None and take_back_buttons(stale)  # but not shown
    assert any(
        "Publishing" in r.getMessage() or r.exc_info for r in caplog.records if r.levelno >= logging.ERROR
    )
    caplog.clear()  # the error above is the crash this test stages

    async with running_bot(fake, db) as bot:
        await settle(fake)
        board = latest_board(fake, world.channel)
        assert board is not None and board.id != stale.id
        assert not take_back_buttons(board) and "took back their move." in board.text()
        with sqlite3.connect(db) as conn:
            [(position, published)] = conn.execute("SELECT step, published_step FROM sessions")
        assert published == position


async def test_the_host_turns_take_backs_off_in_the_lobby(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    """Take-backs are on by default; the host's lobby menu turns them off, the lobby says so, and no
    "Take back" is offered in the game."""
    async with running_bot(fake, tmp_path / "db.sqlite3") as bot:
        lobby = await open_game(fake, world, "secretgame", [world.bob])
        assert "A player may take back their last move" in lobby.text()
        menu = next(c for c in lobby.custom_ids() if c.startswith("lobbyclock:"))
        refused = await fake.select(world.bob, fake.message(lobby.id), menu, ["takebacks=off"], check=False)
        assert "Only the host" in ephemeral_text(refused)
        await fake.select(world.alice, fake.message(lobby.id), menu, ["takebacks=off"])
        assert "Off: every move stays as made." in fake.message(lobby.id).text()
        start = next(c for c in lobby.custom_ids() if c.endswith(":start"))
        await fake.click(world.alice, fake.message(lobby.id), start)
        await fake.wait_for(lambda: fake.dms(world.alice), what="Alice's hand")
        dm = dm_with_buttons(fake, world.alice)
        await fake.click(world.alice, dm, next(c for c in dm.custom_ids() if ":play." in c))
        await settle(fake)
        board = latest_board(fake, world.channel)
        assert board is not None and not take_back_buttons(board)
        assert not take_back_buttons(fake.message(dm.id))
        session = next(c for c in board.custom_ids() if c.startswith("peek:")).split(":")[1]
        game = await bot.services.games.load(session)
        forged = await fake.click(world.alice, board, f"undo:{session}:0:{game.n(0)}", check=False)
        assert ephemeral_text(forged) == "The host turned take-backs off for this game."


async def test_game_log_shows_the_take_back(fake: FakeDiscord, world: World, tmp_path: Path) -> None:
    async with running_bot(fake, tmp_path / "db.sqlite3") as bot:
        await started(fake, world, bot)
        dm = dm_with_buttons(fake, world.alice)
        await fake.click(world.alice, dm, next(c for c in dm.custom_ids() if ":play." in c))
        await settle(fake)
        await fake.click(
            world.alice, fake.message(dm.id), take_back_buttons(fake.message(dm.id))["Take back my move"]
        )
        await settle(fake)
        log = await fake.slash(world.bob, world.channel, "game", ["log"])
        assert log.response is not None and "took back their move." in log.response.text()
