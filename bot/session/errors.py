"""The host's player-facing refusals.

Every class here is a ``GameError``: its message is a sentence a player can read, and the Discord layer
turns it into an ephemeral reply in one place. Engines raise ``IllegalAction`` for rule violations; the
refusals below are about sessions, seats and buttons, which engines know nothing about. Messages may
hold seat placeholders (``{s0}``); the services fill in display names before raising.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar, TypeVar

from bot.i18n import named, said
from engines.base import GameError, IllegalAction
from engines.phrasing import Words, WordsArg

if TYPE_CHECKING:
    from bot.session.records import SessionRecord

ErrorT = TypeVar("ErrorT", bound=GameError)

ECHO_LIMIT = 40  # characters of a user's own text repeated in an answer

__all__ = [
    "AlreadyJoined",
    "ChannelBusy",
    "ChooseSeat",
    "CommandOutOfDate",
    "GameBusy",
    "GameError",
    "GameNotRunning",
    "IllegalAction",
    "KeptByAi",
    "LobbyFull",
    "NotAPlayer",
    "NotEnoughPlayers",
    "NotHost",
    "NotInLobby",
    "NotInTournament",
    "NotOrganiser",
    "NotYourSeat",
    "Refusal",
    "SavedByNewerVersion",
    "SessionNotFound",
    "SignupClosed",
    "StaleAction",
    "TournamentNotFound",
    "UnknownGame",
    "named_refusal",
    "quote",
]


def quote(text: object, limit: int = ECHO_LIMIT) -> str:
    """A user's text, quoted and cut short, for repeating it in an answer: whatever they typed (a
    4,000-character game name, a forged select value) comes back at most ``limit`` characters long."""
    return f"“{cut(text, limit)}”"


def cut(text: object, limit: int = ECHO_LIMIT) -> str:
    """A user's text on one line and at most ``limit`` characters long, for a catalogue to quote."""
    shown = " ".join(str(text).split())
    if len(shown) > limit:
        shown = shown[: limit - 1].rstrip() + "…"
    return shown


def named_refusal(kind: type[ErrorT], names: Sequence[str], message_id: str, **args: WordsArg) -> ErrorT:
    """A refusal of ``kind`` in words whose seats (``{s1}`` arguments) are the players' names: said where
    no one fills them in afterwards, in English as its message and in each reader's language."""
    words = named(Words(id=message_id, args=args), names)
    assert words is not None
    return kind(said(words), words=words)


class Refusal(GameError):
    """A refusal with a sentence of its own: raised bare it says ``sentence``; given a message, that one
    (a service that knows more says more, for example whose turn it is)."""

    sentence: ClassVar[str] = "That cannot be done now."

    def __init__(self, message: str | None = None, *, words: Words | None = None) -> None:
        # Raised bare, its sentence is in every language's catalogue (``refusal-<its name>``).
        given = words if message is not None else Words(id=self.words_id())
        super().__init__(self.sentence if message is None else message, words=given)

    @classmethod
    def words_id(cls) -> str:
        """The catalogue's id of its sentence: ``refusal-`` and its name in words ("refusal-stale-action")."""
        return "refusal-" + re.sub(r"(?<!^)(?=[A-Z])", "-", cls.__name__).lower()


class StaleAction(Refusal):
    """The button's seat has decided since it was offered, or its move is no longer possible."""

    sentence = "That button is from an earlier turn."


class NotAPlayer(Refusal):
    """The user holds no seat in the game they clicked on."""

    sentence = "You are not playing in this game."


class NotYourSeat(NotAPlayer):
    """The user plays in the game, but the button belongs to another seat."""

    sentence = "That button belongs to another player."


class ChooseSeat(Refusal):
    """The user holds several seats (hotseat play) and did not say which one acts."""

    sentence = "You hold several seats in this game; choose which one acts."


class SessionNotFound(Refusal):
    """No game with that id (an unknown or forged id)."""

    sentence = "That game does not exist any more."


class NotHost(Refusal):
    sentence = "Only the host can do that."


class AlreadyJoined(Refusal):
    sentence = "You have already joined this game."


class GameNotRunning(Refusal):
    """A move or in-game command on a game that has not started or has ended."""

    sentence = "This game is not running."


class NotInLobby(Refusal):
    """A lobby command (join, options, seat order, start) after the game has started or ended."""

    sentence = "The game has already started."


class GameBusy(Refusal):
    """Too many concurrent writers kept winning the race; the click changed nothing."""

    sentence = "The game is busy; please try again."


class CommandOutOfDate(Refusal):
    """Discord sent a command as it was before the bot's last update (its copy changes within an hour)."""

    sentence = (
        "That command has changed since Discord last showed it to you. Please try again in a few "
        "minutes (restarting your Discord app helps)."
    )


class TournamentNotFound(Refusal):
    """No tournament here (or an unknown id)."""

    sentence = "There is no tournament here. An organiser starts one with /tournament-new."


class NotOrganiser(Refusal):
    sentence = "Only the tournament's organiser (or a server manager) can do that."


class NotInTournament(Refusal):
    sentence = "You are not playing in this tournament."


class SignupClosed(Refusal):
    """Joining, or changing the list, after sign-up closed."""

    sentence = "Sign-up for this tournament has closed."


class KeptByAi(Refusal):
    """A click by a person whose seat an AI plays to the end of the table (a tournament's round past its
    deadline, or a player who left the tournament)."""

    sentence = "An AI plays your seat until this table ends."


# Refusals whose sentence is made of what they are given.


class ChannelBusy(GameError):
    """The channel already has a lobby or a running game; ``session`` is that game, for a link to it."""

    def __init__(self, session: SessionRecord, title: str | None = None) -> None:
        self.session = session
        words = Words(
            id="refusal-channel-busy",
            args={"lobby": session.status == "lobby", "game": title or session.game},
        )
        super().__init__(said(words), words=words)


class LobbyFull(GameError):
    def __init__(self, title: str, max_players: int) -> None:
        words = Words(id="refusal-lobby-full", args={"game": title, "most": max_players})
        super().__init__(said(words), words=words)


class NotEnoughPlayers(GameError):
    def __init__(self, title: str, min_players: int, seated: int) -> None:
        words = Words(
            id="refusal-not-enough-players", args={"game": title, "least": min_players, "seated": seated}
        )
        super().__init__(said(words), words=words)


class UnknownGame(GameError):
    def __init__(self, key: str) -> None:
        words = Words(id="refusal-unknown-game", args={"name": cut(key)})
        super().__init__(said(words), words=words)


class SavedByNewerVersion(GameError):
    """The stored state comes from a newer engine than this process runs (a rolled-back deploy)."""

    def __init__(self, title: str) -> None:
        words = Words(id="refusal-saved-by-newer-version", args={"game": title})
        super().__init__(said(words), words=words)
