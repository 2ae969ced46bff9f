"""Gentoo Rules through the real bot and the fake Discord: a full 3-player game, two people clicking and
one AI, from /game new to the final scores.

Checks on the way: the host alone starts the game, with the lobby's AI and the quick variant; every click
is answered (refused only when the AI moved first); the game ends at 4 penguins; the stored action log
replays to the stored state and holds the AI's moves; every board image is a phone-legible PNG of at most
300 KB; and the fake's schema checks pass for every request.
"""

from __future__ import annotations

import io
import random
from pathlib import Path

import pytest
from PIL import Image

from bot.i18n.pseudo import PSEUDO
from bot.session.records import Change
from support.fakediscord import FakeDiscord, Message
from support.harness import (
    QUICK_RATE_LIMIT_WINDOW,
    Option,
    World,
    act_part,
    board_changed,
    ephemeral_text,
    game_over,
    live_board,
    move_buttons,
    open_game,
    running_bot,
)
from support.playing import Move, Offer, Table
from support.pseudo import leaks

pytestmark = [pytest.mark.timeout(240), pytest.mark.slow]


# Moves by their ids, whatever the table's language (docs/rules/gentoo.md, "Action ids").
PRIORITY = (
    "hatch.",
    "give.",
    "choose.egg",
    "choose.hatch",
    "peck.",
    "play.skua",
    "play.thief",
    "play.seal",
)


def pick_gentoo_option(offer: Offer, rng: random.Random) -> Option:
    """A simple player: hatch when possible, collect eggs and hatches, otherwise anything but Back."""
    for prefix in PRIORITY:
        for option in offer.options:
            if option.action_id.startswith(prefix):
                return option
    useful = [o for o in offer.options if o.action_id != "back"] or list(offer.options)
    return rng.choice(useful)


# A whole game takes a minute; on PostgreSQL tests/test_discord_e2e.py's game of hands, DMs, staleness and
# a restart and the turn-clock tests cover the same storage paths, and tests/test_shards.py plays whole
# rounds.
@pytest.mark.parametrize("database", ["sqlite"], indirect=True)
async def test_a_full_gentoo_game_with_two_people_and_an_ai(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    fake.rate_limit_window = QUICK_RATE_LIMIT_WINDOW  # many boards in a channel: support.harness says why
    async with running_bot(fake, database) as bot:
        lobby = await open_game(fake, world, "gentoo", [world.bob])
        # The host adds an AI and picks the quick variant (4 penguins) in the lobby's menus.
        ai_select = next(c for c in lobby.custom_ids() if c.startswith("lobbyai:"))
        await fake.select(world.alice, lobby, ai_select, ["random"])
        lobby = fake.message(lobby.id)
        option_select = next(c for c in lobby.custom_ids() if c.startswith("lobbyopt:"))
        await fake.select(world.alice, lobby, option_select, ["penguins_to_win=4"])
        lobby = fake.message(lobby.id)
        assert "Penguins to win: **4 (a quicker game)**" in lobby.text()
        # The table speaks the pseudo-language (bot/i18n/pseudo.py), which no player can pick: every word
        # a player reads from here on must come from a catalogue.
        lobby_session = next(c for c in lobby.custom_ids() if c.endswith(":start")).split(":")[1]
        await bot.services.games.change(lobby_session, lambda game: Change(language=PSEUDO))
        # Only the host may start.
        start = next(c for c in lobby.custom_ids() if c.endswith(":start"))
        refused = await fake.click(world.bob, lobby, start)
        assert "Only the host" in ephemeral_text(refused)
        await fake.click(world.alice, lobby, start)

        board = await fake.wait_for(lambda: live_board(fake, world.channel) or game_over(fake, world.channel))
        session = act_part(move_buttons(board)[0][0], "session") if move_buttons(board) else None
        assert session is not None
        table = await Table.seated(fake, bot, world.channel, session, [world.alice, world.bob])
        assert len(table.people) == 2

        names = (await bot.services.games.load(session)).names
        seen: list[str] = []

        def check_words(message: Message) -> None:
            """Every word of the table's messages from a catalogue, none cut (tests/support/pseudo.py)."""
            found = leaks([message], names)
            seen.extend(found)
            assert found == {}, found

        async def check_move(move: Move) -> None:
            check_words(move.offer.message)
            record = move.record
            # A refusal (4) only if the AI moved first; a deferred update (6) when the click waited for
            # the AI's publication, its message then edited through the interaction's webhook.
            assert record.callback_type in (4, 6, 7), record.describe()
            if record.callback_type == 4:
                await board_changed(fake, world.channel, move.offer.message)

        # The people's moves are on the one live board (``live_board`` fails if two boards offer moves).
        game = await table.play_to_the_end(
            random.Random(3), places=("live",), choose=pick_gentoo_option, check_move=check_move
        )

        final = game_over(fake, world.channel)
        assert final is not None and "🏆" in final.content
        for message in fake.messages(world.channel):
            if message.id > lobby.id and not message.ephemeral:
                check_words(message)  # the last board, and the result under it
        outcome = game.outcome
        assert outcome is not None and max(outcome.scores) == 4
        # Replaying the stored action log from the seed reproduces the stored state.
        assert await bot.services.games.replay(session) == game.state
        actions = await bot.storage.actions.actions(session)
        ai_seat = next(s.seat for s in game.session.seats if s.is_ai)
        assert any(a.seat == ai_seat for a in actions), "the AI never moved"
        # Every board image is a phone-legible PNG of at most 300 KB.
        boards = [m for m in fake.messages(world.channel) if m.attachments]
        assert boards
        for message in boards[-3:]:
            data = message.attachments[0].data
            assert len(data) <= 300 * 1024
            assert Image.open(io.BytesIO(data)).width >= 800
