"""A tournament's sign-up buttons: Join and Leave for everyone, Start and Cancel for its organiser. The
sign-up message lays them out (``cogs.tournament.messages``); their clicks are received in
``cogs.tournament.desk``.

Custom id, as posted since the first release: ``tourney:{tournament}:{op}`` (op: join, leave, start,
cancel); the tournament's own id, never the channel's, so a button of an old tournament cannot touch a
new one.
"""

from __future__ import annotations

import enum
from typing import NamedTuple

import discord

from bot.discordside.components import Components, CustomId, button, one_of, text
from bot.i18n import Speaker, english


class TournamentAction(enum.Enum):
    """What a person may do to a tournament: by a sign-up button (the first four) or a command."""

    JOIN = "join"
    LEAVE = "leave"
    START = "start"
    CANCEL = "cancel"
    DROP = "drop"  # the organiser drops a player
    END_ROUND = "end_round"  # the organiser ends the round: AIs finish its tables


class SignupButton(enum.Enum):
    JOIN = "join"
    LEAVE = "leave"
    START = "start"
    CANCEL = "cancel"

    @property
    def action(self) -> TournamentAction:
        return TournamentAction(self.value)


class Signup(NamedTuple):
    tournament: str
    op: SignupButton


SIGNUP = CustomId(
    "tourney:{tournament}:{op}", Signup, tournament=text(r"[A-Za-z0-9_-]{1,32}"), op=one_of(SignupButton)
)

LOOKS = {  # each button's words (tournament-button-<op>) and style
    SignupButton.JOIN: discord.ButtonStyle.success,
    SignupButton.LEAVE: discord.ButtonStyle.secondary,
    SignupButton.START: discord.ButtonStyle.primary,
    SignupButton.CANCEL: discord.ButtonStyle.danger,
}


def signup_view(
    tournament: str, ops: tuple[SignupButton, ...] = tuple(SignupButton), say: Speaker | None = None
) -> Components:
    """The sign-up buttons (in the tournament's language): all four while sign-up is open; Join and
    Leave while a running tournament takes late joiners."""
    say = say or english()
    view = Components()
    for op in ops:
        label = say(f"tournament-button-{op.value}")
        view.add_item(button(SIGNUP.build(Signup(tournament, op)), label, LOOKS[op]))
    return view
