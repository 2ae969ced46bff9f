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
