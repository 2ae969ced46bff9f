"""As The Earth Crumbles through the real bot and the fake Discord: people clicking at random (never
"Back") from /game new to the final Prestige, solo and with three players.

Checks on the way: every click is accepted; the moves offered on the messages are exactly the engine's,
including the simultaneous income and gas pocket answers, where each deciding player has their own menu;
nothing is ever offered privately (the game has no hidden information, rulings G8, G14, G15); the stored
action log replays to the stored state; and the fake's schema checks pass for every request. In the games
of people clicking at random, the table and its people speak the pseudo-language (bot/i18n/pseudo.py):
every word of every version of every message they read after the lobby comes from a catalogue, whole.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bot.i18n import Speaker
from bot.i18n.pseudo import PSEUDO
from engines.earthcrumbles.models import EarthState
from support.fakediscord import FakeDiscord, Message
from support.harness import (
    QUICK_RATE_LIMIT_WINDOW,
    World,
    act_part,
    game_over,
    latest_board,
    live_board,
    move_buttons,
    open_game,
    options_on,
    private_messages,
    running_bot,
    take,
    wait_applied,
)
from support.playing import Move, Offer, Table, any_of
from support.pseudo import check_result, leaks, speak_pseudo
from support.pseudo import versions as versions_of

pytestmark = [pytest.mark.timeout(300), pytest.mark.slow]


@pytest.mark.parametrize("players", [1, 3])
async def test_people_clicking_at_random_finish_a_game(
    fake: FakeDiscord, world: World, tmp_path: Path, players: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The same deal on every run (the host's seed): with a new one each time, about one three-player game
    # in 40 never asked two players at once, and the last assertion failed by chance.
    monkeypatch.setattr("bot.services.lobby.secrets.randbits", lambda _bits: 2)
    fake.rate_limit_window = QUICK_RATE_LIMIT_WINDOW  # many boards in a channel: support.harness says why
    async with running_bot(fake, tmp_path / "db.sqlite3") as bot:
        people = [world.alice, world.bob, world.carol][:players]
        lobby = await open_game(fake, world, "earthcrumbles", people[1:])
        lobby = fake.message(lobby.id)
        # The table speaks the pseudo-language, which no player can pick, and so do its people in their
        # DMs and private answers: every word they read from here on must come from a catalogue, whole.
        await speak_pseudo(bot, lobby, people)
        say = Speaker(PSEUDO)
        english_lobby = len(versions_of(fake.message(lobby.id)))  # its versions before the table spoke it
        start = next(c for c in lobby.custom_ids() if c.endswith(":start"))
        await fake.click(world.alice, lobby, start)
        board = await fake.wait_for(lambda: live_board(fake, world.channel))
        assert board is not None
        session = act_part(move_buttons(board)[0][0], "session")
        table = await Table.seated(fake, bot, world.channel, session, people)
        assert len(table.people) == players
        together = 0

        def check_offer(offer: Offer) -> None:
            nonlocal together
            state = offer.game.state
            assert isinstance(state, EarthState)
            together += len(offer.game.engine.current_seats(state)) > 1
            assert not offer.game.engine.is_private_decision(state, offer.seat)
            offered = {c.action_id for c in offer.game.choices(offer.seat)}
            assert {o.action_id for o in offer.options} == offered, (
                "the message offers other moves than the engine"
            )

        def check_move(move: Move) -> None:
            assert move.record.callback_type in (6, 7), (
                f"{move.option.label!r} was not accepted: {move.record.describe()}"
            )

        # Every choice is on the public board (the game has no hidden information).
        game = await table.play_to_the_end(
            random.Random(players),
            seat=any_of,
            places=("board",),
            check_offer=check_offer,
            check_move=check_move,
        )

        final = await fake.wait_for(lambda: game_over(fake, world.channel), what="the final message")
        assert final is not None
        assert await bot.services.games.replay(session) == game.state
        assert table.clicks > 30
        if players > 1:
            assert together, "no income or gas step ever asked two players at once"
        # The result under the last board, in the table's language, with everyone's score.
        check_result(final, game, say)
        # Every word the people read, in every version of every message since the lobby (the boards, their
        # pings, the result; DMs and the answers to their clicks), from a catalogue, whole.
        public = [m for m in fake.messages(world.channel) if m.id > lobby.id and not m.ephemeral]
        private = [m for user in people for m in private_messages(fake, user)]
        assert public
        assert leaks([*public, *private], game.names, every_version=True) == {}
        assert leaks(versions_of(fake.message(lobby.id))[english_lobby:], game.names) == {}


async def test_five_people_answering_at_once_all_get_their_moves(
    fake: FakeDiscord, world: World, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A gas pocket that explodes at five players with built tiles asks all five at once. A board
    message holds four menus beside "Show my hand", so the fifth player's moves come privately through
    "Show my hand", and the board's footer says so."""
    fake.rate_limit_window = QUICK_RATE_LIMIT_WINDOW  # many boards in a channel: support.harness says why
    monkeypatch.setattr("bot.services.lobby.secrets.randbits", lambda _bits: 12)  # a seed with such a gas
    erin = fake.add_user("erin")
    async with running_bot(fake, tmp_path / "db.sqlite3") as bot:
        lobby = await open_game(fake, world, "earthcrumbles", [world.bob, world.carol, world.dana, erin])
        start = next(c for c in lobby.custom_ids() if c.endswith(":start"))
        await fake.click(world.alice, lobby, start)
        board = await fake.wait_for(lambda: live_board(fake, world.channel))
        assert board is not None
        session = act_part(move_buttons(board)[0][0], "session")
        services = bot.services
        assert services is not None
        everyone = [world.alice, world.bob, world.carol, world.dana, erin]
        table = await Table.seated(fake, bot, world.channel, session, everyone)
        seated = table.people
        game = await table.play_to_the_end(
            random.Random(0),
            seat=any_of,
            places=("board",),
            until=lambda game: len(game.engine.current_seats(game.state)) == 5,
            max_clicks=400,
            endless="no moment when five players answer at once",
        )
        assert game.outcome is None, "the game ended before five players had to answer at once"
        deciding = sorted(game.engine.current_seats(game.state))

        fifth = deciding[-1]
        game = await services.games.load(session)

        def gas_board() -> Message | None:
            board = latest_board(fake, world.channel)
            first = f"{session}:{deciding[0]}:{game.n(deciding[0])}:"
            return board if board is not None and options_on(board, first) else None

        public = await fake.wait_for(gas_board, what="the board with the gas answers")
        assert public is not None
        for seat in deciding[:4]:
            assert options_on(public, f"{session}:{seat}:{game.n(seat)}:"), f"seat {seat + 1} has no menu"
        assert not options_on(public, f"{session}:{fifth}:")
        footer = public.embeds[0]["footer"]["text"]
        assert f'{game.names[fifth]}: choose your move with "Show my hand".' in footer
        peek = next(c for c in public.custom_ids() if c.startswith("peek:"))
        record = await fake.click(seated[fifth], public, peek)
        private = record.response
        assert private is not None and private.ephemeral
        options = options_on(private, f"{session}:{fifth}:{game.n(fifth)}:")
        assert {o.action_id for o in options} == {c.action_id for c in game.choices(fifth)}
        answer = await take(fake, seated[fifth], private, options[0])
        assert answer.callback_type in (6, 7), answer.describe()
        await wait_applied(services, session, fifth, game.n(fifth), "the fifth player's private answer")
        game = await services.games.load(session)
        assert fifth not in game.engine.current_seats(game.state)
