"""Taking back a move in each of the five games, through the fake Discord: people play random
legal moves the way players do (buttons and menus on the board, "Show my hand" for private choices); each
time the board first offers a player "Take back" for their own last move, they take it. Then:

- the game is exactly as it was before that move (the state, the board's picture and headline);
- the player's private view ("Show my hand") is as it was;
- the board no longer pings a player the move had called, unless they owe a decision again.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from bot.session.takebacks import can_take_back
from support.fakediscord import FakeDiscord, Message, User
from support.harness import World, latest_board, open_game, running_bot
from support.playing import Move, Offer, Place, Table, any_of

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


# On the board if it offers the move, else through "Show my hand" (private choices, and public ones the
# board had no room for).
BOARD_OR_HAND: tuple[Place, ...] = ("board", "hand")


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
        table = await Table.seated(fake, bot, world.channel, session, people)
        users = table.people
        taken = 0
        before: dict[str, Any] = {}

        async def check_offer(offer: Offer) -> None:
            """What the move will be taken back to: the state, the board's picture and headline, the hand."""
            now = latest_board(fake, world.channel)
            assert now is not None
            before["state"] = offer.game.state
            before["picture"] = now.attachments[0].data if now.attachments else None
            before["headline"] = now.embeds[0].get("description") if now.embeds else None
            before["hand"] = await hand_text(fake, offer.user, now, session)

        async def check_move(move: Move) -> None:
            nonlocal taken
            seat, user = move.offer.seat, move.offer.user
            after = await table.game()
            window = after.session.undo_window
            mine = bool(window) and window[-1].seat == seat
            if not (mine and can_take_back(window, seat)):
                return
            # The board offers it, or (a private step that changed nothing public) the private answer does.
            board = latest_board(fake, world.channel)
            assert board is not None
            where = board if undo_buttons(board) else fake.message(move.offer.message.id)
            offered = [c for c in undo_buttons(where) if c.startswith(f"undo:{session}:{seat}:")]
            assert offered, f"{key}: {user.name} is not offered the take-back the rules allow"
            called = {s for s in after.to_act if s != seat}
            await fake.click(user, where, offered[0])
            await table.settled()
            restored = await table.game()
            assert restored.state == before["state"], f"{key}: the game is not as it was before the move"
            board = latest_board(fake, world.channel)
            assert board is not None
            if before["picture"] is not None:
                assert board.attachments[0].data == before["picture"], f"{key}: the board's picture differs"
            assert board.embeds[0].get("description") == before["headline"]
            assert await hand_text(fake, user, board, session) == before["hand"]
            for other in called - restored.to_act:
                assert f"<@{users[other].id}>" not in (board.content or ""), f"{key}: a stale ping stays"
            taken += 1

        await table.play_to_the_end(
            rng,
            seat=any_of,
            places=BOARD_OR_HAND,
            check_offer=check_offer,
            check_move=check_move,
            until=lambda game: taken > 0,
            max_clicks=MAX_CLICKS,
            endless=f"{key}: no move was taken back in {MAX_CLICKS} clicks",
        )
        assert taken, f"{key}: no move was taken back in {MAX_CLICKS} clicks"


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
        table = await Table.seated(fake, bot, world.channel, session, [world.alice])
        (alice,) = table.people
        checked = False

        async def check_move(move: Move) -> None:
            """Once the AIs have replied to her move (the table has settled), Alice takes it back."""
            nonlocal checked
            game = await table.game()
            if game.outcome is not None or alice not in game.to_act:
                return
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
                await table.settled()
                added = (await bot.storage.actions.actions(session))[before:]
                assert added[-1].seat == alice and any(a.seat != alice for a in added)
                lines = [e.text for e in await bot.storage.actions.lines(session, None)]
                assert any("took back their move and the repl" in line for line in lines)
                checked = True

        await table.play_to_the_end(
            rng,
            places=BOARD_OR_HAND,
            check_move=check_move,
            until=lambda game: checked,
            max_clicks=MAX_CLICKS,
            endless="no AI reply followed Alice's move without a reveal",
        )
        assert checked, "no AI reply followed Alice's move without a reveal"
