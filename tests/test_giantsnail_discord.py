"""Giant Snail Will Not Prevail! through the real bot and the fake Discord: three people clicking at
random (never "Back") from /game new to the election or the defeat.

Checks on the way: every click is accepted; the moves offered on the messages are exactly the engine's;
the Malacologist's choice (the one secret decision, ruling 37) is never offered on the public board;
the stored action log replays to the stored state; and the fake's schema checks pass for every request.
The table and its people speak the pseudo-language (bot/i18n/pseudo.py): every word of every version of
every message they read after the lobby (boards, pings, the result, DMs, answers) comes from a catalogue,
whole.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bot.i18n import Speaker
from bot.i18n.pseudo import PSEUDO
from bot.session.game import Game
from engines.giantsnail.models import GiantSnailState
from support.fakediscord import FakeDiscord
from support.harness import (
    QUICK_RATE_LIMIT_WINDOW,
    World,
    act_part,
    game_over,
    live_board,
    move_buttons,
    open_game,
    private_messages,
    running_bot,
)
from support.playing import Move, Offer, Place, Table
from support.pseudo import check_result, leaks, speak_pseudo
from support.pseudo import versions as versions_of

pytestmark = [pytest.mark.timeout(300), pytest.mark.slow]


async def test_three_people_clicking_at_random_finish_a_game(
    fake: FakeDiscord, world: World, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The same deal on every run (the host's seed): one where the Malacologist's secret choice falls to
    # carol, whose DMs are closed, so that the channel's notice to her and her "Show my hand" are read in
    # the pseudo-language too (random clicks seldom reach that choice: about one deal in ten).
    monkeypatch.setattr("bot.services.lobby.secrets.randbits", lambda _bits: 9)
    fake.rate_limit_window = QUICK_RATE_LIMIT_WINDOW  # many boards in a channel: support.harness says why
    async with running_bot(fake, tmp_path / "db.sqlite3") as bot:
        lobby = await open_game(fake, world, "giantsnail", [world.bob, world.carol])
        lobby = fake.message(lobby.id)
        # The table speaks the pseudo-language, which no player can pick, and so do its people in their
        # DMs and private answers: every word they read from here on must come from a catalogue, whole.
        people = [world.alice, world.bob, world.carol]
        await speak_pseudo(bot, lobby, people)
        say = Speaker(PSEUDO)
        english_lobby = len(versions_of(fake.message(lobby.id)))  # its versions before the table spoke it
        start = next(c for c in lobby.custom_ids() if c.endswith(":start"))
        await fake.click(world.alice, lobby, start)
        board = await fake.wait_for(lambda: live_board(fake, world.channel))
        assert board is not None
        session = act_part(move_buttons(board)[0][0], "session")
        table = await Table.seated(fake, bot, world.channel, session, [world.alice, world.bob, world.carol])
        assert len(table.people) == 3

        def places(game: Game, seat: int) -> tuple[Place, ...]:
            state = game.state
            assert isinstance(state, GiantSnailState)
            if game.engine.is_private_decision(state, seat) and not table.people[seat].dms_open:
                # Closed DMs: a private decision that did not follow the player's own click (whose answer
                # carries the next choices) is fetched with "Show my hand", as the channel's notice says.
                return ("private", "board", "hand")
            return ("private", "board")

        def check_offer(offer: Offer) -> None:
            offered = {c.action_id for c in offer.game.choices(offer.seat)}
            assert {o.action_id for o in offer.options} == offered, (
                "the message offers other moves than the engine"
            )
            if offer.game.engine.is_private_decision(offer.game.state, offer.seat):
                assert offer.message.ephemeral or offer.message.channel is not world.channel, (
                    "the Malacologist's cards were offered in public"
                )

        def check_move(move: Move) -> None:
            assert move.record.callback_type in (6, 7), (
                f"{move.option.label!r} was not accepted: {move.record.describe()}"
            )

        game = await table.play_to_the_end(
            random.Random(5),
            places=places,
            check_offer=check_offer,
            check_move=check_move,
            max_clicks=5000,
        )

        final = await fake.wait_for(lambda: game_over(fake, world.channel), what="the final message")
        assert final is not None
        assert await bot.services.games.replay(session) == game.state
        assert table.clicks > 20  # a whole game was played
        # The result under the last board, in the table's language, with everyone's score.
        check_result(final, game, say)
        # Every word the people read, in every version of every message since the lobby (the boards, their
        # pings, the result; DMs, "Show my hand" and the answers to their clicks), from a catalogue, whole.
        public = [m for m in fake.messages(world.channel) if m.id > lobby.id and not m.ephemeral]
        private = [m for user in people for m in private_messages(fake, user)]
        # Carol's secret choice came to her through "Show my hand", as the channel told her in its words.
        assert any(m.ephemeral and m.visible_to == world.carol for m in private), "no secret choice was made"
        notice = say("channel-dms-closed", mention=f"<@{world.carol.id}>")
        assert [m.content for m in public].count(notice) == 1
        assert leaks([*public, *private], game.names, every_version=True) == {}
        assert leaks(versions_of(fake.message(lobby.id))[english_lobby:], game.names) == {}
