"""Taking back a move in each of the five games, through the fake Discord: people play random
legal moves the way players do (buttons and menus on the board, "Show my hand" for private choices); each
time the board first offers a player "Take back" for their own last move, they take it. Then:

- the game is exactly as it was before that move (the state, the board's picture and headline);
- the player's private view ("Show my hand") is as it was;
- the board no longer pings a player the move had called, unless they owe a decision again.
"""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import pytest

from bot.client import TabletopBot
from bot.session.takebacks import can_take_back
from support.fakediscord import FakeDiscord, Message, User
from support.harness import World, latest_board, open_game, options_on, running_bot, settle, take

GAMES = {
    "gentoo": 2,
    "grimprospects": 2,
    "slither": 2,
    "giantsnail": 3,
    "earthcrumbles": 2,
}
MAX_CLICKS = 60


def undo_buttons(message: Message | None) -> dict[str, str]:
    if message is None:
        return {}
    return {
        str(b["custom_id"]): str(b.get("label"))
        for b in message.buttons()
        if str(b.get("custom_id")).startswith("undo:")
    }


async def hand_text(fake: FakeDiscord, user: User, board: Message, session: str) -> str:
    """What "Show my hand" tells ``user`` now, without its buttons' ids (they carry decision numbers)."""
    shown = await fake.click(user, board, f"peek:{session}")
    assert shown.response is not None
    return shown.response.text()


@pytest.mark.parametrize("key", sorted(GAMES))
async def test_a_move_taken_back_restores_the_game_board_and_hand(
    fake: FakeDiscord, world: World, tmp_path: Path, key: str
) -> None:
    people = [world.alice, world.bob, world.dana][: GAMES[key]]
    rng = random.Random(f"takeback:{key}")
    async with running_bot(fake, tmp_path / "db.sqlite3") as bot:
        lobby = await open_game(fake, world, key, people[1:], clock="none")
        start = next(c for c in lobby.custom_ids() if c.endswith(":start"))
        await fake.click(world.alice, fake.message(lobby.id), start)
        board = await fake.wait_for(lambda: latest_board(fake, world.channel), what="the first board")
        session = next(c for c in board.custom_ids() if c.startswith("peek:")).split(":")[1]
        users = {
            s.seat: next(u for u in people if u.id == s.user_id)
            for s in (await _game(bot, session)).session.seats
        }
        taken = 0
        for _ in range(MAX_CLICKS):
            await shown(fake, bot)
            game = await _game(bot, session)
            if game.outcome is not None or taken:
                break
            now = latest_board(fake, world.channel)
            assert now is not None
            board = now
            seat = rng.choice(sorted(game.to_act))
            user = users[seat]
            before_state = game.state
            before_picture = board.attachments[0].data if board.attachments else None
            before_headline = board.embeds[0].get("description") if board.embeds else None
            before_hand = await hand_text(fake, user, board, session)
            answered = await _play_one(fake, user, board, session, seat, game.n(seat), rng)
            await shown(fake, bot)
            after = await _game(bot, session)
            window = after.session.undo_window
            mine = bool(window) and window[-1].seat == seat
            if not (mine and can_take_back(window, seat)):
                continue
            # The board offers it, or (a private step that changed nothing public) the private answer does.
            now = latest_board(fake, world.channel)
            assert now is not None
            board = now
            where = board if undo_buttons(board) else fake.message(answered.id)
            offered = [c for c in undo_buttons(where) if c.startswith(f"undo:{session}:{seat}:")]
            assert offered, f"{key}: {user.name} is not offered the take-back the rules allow"
            called = {s for s in after.to_act if s != seat}
            await fake.click(user, where, offered[0])
            await shown(fake, bot)
            restored = await _game(bot, session)
            assert restored.state == before_state, f"{key}: the game is not as it was before the move"
            now = latest_board(fake, world.channel)
            assert now is not None
            board = now
            if before_picture is not None:
                assert board.attachments[0].data == before_picture, f"{key}: the board's picture differs"
            assert board.embeds[0].get("description") == before_headline
            assert await hand_text(fake, user, board, session) == before_hand
            for other in called - restored.to_act:
                assert f"<@{users[other].id}>" not in (board.content or ""), f"{key}: a stale ping stays"
            taken += 1
        assert taken, f"{key}: no move was taken back in {MAX_CLICKS} clicks"


async def shown(fake: FakeDiscord, bot: TabletopBot) -> None:
    """Until the channel shows the game as it is: no publication under way (a rate limit can hold one for
    seconds) and no request for a moment."""
    for _ in range(3000):
        await settle(fake)
        if not bot.host.publisher.busy():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("a publication never finished")


async def _game(bot: TabletopBot, session: str):  # type: ignore[no-untyped-def]
    return await bot.services.sessions.load(session)


async def _play_one(
    fake: FakeDiscord, user: User, board: Message, session: str, seat: int, n: int, rng: random.Random
) -> Message:
    """``user`` makes one random legal move of ``seat``: on the board if it offers it, else through "Show
    my hand" (private choices, and public ones the board had no room for). Returns the message clicked."""
    prefix = f"{session}:{seat}:{n}:"
    offered = [o for o in options_on(board, "") if f":{prefix}" in o.custom_id and o.action_id != "back"]
    message = board
    if not offered:
        shown = await fake.click(user, board, f"peek:{session}")
        assert shown.response is not None
        message = shown.response
        offered = [
            o for o in options_on(message, "") if f":{prefix}" in o.custom_id and o.action_id != "back"
        ]
    assert offered, f"no move of seat {seat} is offered to {user.name}"
    await take(fake, user, message, rng.choice(offered))
    return message


async def test_alone_against_ais_the_board_offers_take_back_after_their_replies(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    """Alice plays As The Earth Crumbles against two AI players. After her move and the AIs' replies
    (nothing revealed since), her board still offers "Take back"; it restores the game as it was before her
    move, the channel reads whose replies went with it, and the AIs then decide again."""
    rng = random.Random("alone")
    async with running_bot(fake, tmp_path / "db.sqlite3") as bot:
        lobby = await open_game(fake, world, "earthcrumbles", [], clock="none")
        select = next(c for c in lobby.custom_ids() if c.startswith("lobbyai:"))
        for _ in range(2):
            await fake.select(world.alice, fake.message(lobby.id), select, ["random"])
        start = next(c for c in lobby.custom_ids() if c.endswith(":start"))
        await fake.click(world.alice, fake.message(lobby.id), start)
        board = await fake.wait_for(lambda: latest_board(fake, world.channel), what="the first board")
        session = next(c for c in board.custom_ids() if c.startswith("peek:")).split(":")[1]
        alice = (await _game(bot, session)).session.seats_of(world.alice.id)[0]
        checked = False
        for _ in range(MAX_CLICKS):
            await shown(fake, bot)
            await bot.host.driver.idle()
            await shown(fake, bot)
            game = await _game(bot, session)
            if game.outcome is not None or checked:
                break
            if alice not in game.to_act:
                continue
            now = latest_board(fake, world.channel)
            assert now is not None
            window = game.session.undo_window
            replies = [e for e in window if e.seat != alice]
            mine = [e for e in window if e.seat == alice]
            if mine and replies and window.index(replies[-1]) > window.index(mine[-1]):
                offered = [c for c in undo_buttons(now) if c.startswith(f"undo:{session}:{alice}:")]
                assert offered, "Alice alone against AIs is not offered her take-back after their replies"
                actions = await bot.storage.actions.actions(session)
                before = len(actions)
                await fake.click(world.alice, now, offered[0])
                await shown(fake, bot)
                added = (await bot.storage.actions.actions(session))[before:]
                assert added[-1].seat == alice and any(a.seat != alice for a in added)
                lines = [e.text for e in await bot.storage.actions.lines(session, None)]
                assert any("took back their move and the repl" in line for line in lines)
                checked = True
                continue
            await _play_one(fake, world.alice, now, session, alice, game.n(alice), rng)
        assert checked, "no AI reply followed Alice's move without a reveal"
