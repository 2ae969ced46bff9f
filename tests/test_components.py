"""Custom ids, each declared once (bot/discordside/components.py): every kind of id the bot has ever posted
in a channel is received by exactly one receiver of one feature, which builds the very same id back from
what it read; a forged or foreign id by none; and every id fits Discord's 100 characters."""

from __future__ import annotations

import importlib
from typing import Any

import pytest

from bot.discordside.components import MAX_LENGTH, Receiver
from bot.discordside.feature import Feature
from cogs import FEATURES

# One of each kind, as posted since the first release (the long session id is the longest a game has).
POSTED = [
    "act:abcdEFGH:0:3:play.c12",
    "act:" + "x" * 32 + ":9:999999:" + "a" * 40,
    "pick:abcdEFGH:1:12:3",
    "peek:abcdEFGH",
    "undo:abcdEFGH:2:7",
    "look:abcdEFGH:hand.0",
    "looks:abcdEFGH",
    "hint:abcdEFGH",
    "review:abcdEFGH:0",
    "review:abcdEFGH:3",
    "rematch:abcdEFGH",
    "pauseok:abcdEFGH",
    "lobby:abcdEFGH:join",
    "lobby:abcdEFGH:cancel",
    "lobbyai:abcdEFGH",
    "lobbyopt:abcdEFGH",
    "lobbyseat:abcdEFGH",
    "lobbyclock:abcdEFGH",
    "rules:gentoo:abcdEFGH:-1:prev",
    "rules:slither:-:12:next",
    "rulespage:gentoo:-",
    "logpage:abcdEFGH:first:0",
    "logpage:abcdEFGH:last:99999",
    "replay:abcdEFGH:view:5:mine",
    "replay:abcdEFGH:prev:0:public",
    "replayjump:abcdEFGH:public",
    "prefs:quietfrom",
    "prefs:digest",
    "tourney:abcdEFGH:start",
]
FOREIGN = [
    "",
    "act:abc:0:3",  # a part missing
    "act:abc:zero:3:play",
    "act:abc:0:3:PLAY",  # an action id is lower case
    "act:" + "x" * 33 + ":0:3:play",  # a session id is at most 32 characters
    "lobby:abc:kick",
    "review:abc:4",
    "replay:abc:view:1:everyone",
    "logpage:abc:sideways:1",
    "prefs:colour",
    "tourney:abc:drop",  # drop is a command, never a button
    "peek:abc:extra",
    "someone_elses_bot:1",
]


def receivers() -> list[type[Receiver[Any]]]:
    found: list[type[Receiver[Any]]] = []
    for name in FEATURES:
        package = importlib.import_module(name)
        for value in vars(package).values():
            if isinstance(value, type) and issubclass(value, Feature) and value is not Feature:
                found.extend(value.receivers)
    return found


def takers(custom_id: str) -> list[type[Receiver[Any]]]:
    return [r for r in receivers() if r.custom_id_kind.parse(custom_id) is not None]


@pytest.mark.parametrize("custom_id", POSTED)
def test_every_id_ever_posted_is_received_by_one_receiver_which_builds_it_back(custom_id: str) -> None:
    taken = takers(custom_id)
    assert len(taken) == 1, (custom_id, taken)
    kind = taken[0].custom_id_kind
    fields = kind.parse(custom_id)
    assert fields is not None and kind.build(fields) == custom_id
    assert len(custom_id) <= MAX_LENGTH


@pytest.mark.parametrize("custom_id", FOREIGN)
def test_a_forged_or_foreign_id_is_received_by_none(custom_id: str) -> None:
    assert takers(custom_id) == []


def test_every_feature_receives_what_it_declares_and_no_two_receivers_share_a_kind() -> None:
    kinds = [r.custom_id_kind.form for r in receivers()]
    assert len(kinds) == len(set(kinds)), kinds
    assert len(kinds) == 19  # the kinds of POSTED (the four lobby menus are one kind: {menu}:{session})


def test_a_value_its_part_does_not_allow_is_never_built() -> None:
    from bot.discordside.boardviews import MOVE, Move

    with pytest.raises(ValueError):
        MOVE.build(Move("abc", 0, 3, "Not An Action Id"))
    with pytest.raises(ValueError):
        MOVE.build(Move("x" * 40, 0, 3, "play"))
