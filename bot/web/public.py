"""What a page may show: the one place where a game becomes what a viewer of the web companion sees.

``public_step`` is the one function that builds what every public page, board image and event of a game
shows: a ``PublicStep``, made from the public view, the public log lines and the status of the step shown,
and nothing else. Pages, images and events are drawn from a ``PublicStep`` only (``bot.web.pages``,
``bot.web.images``, ``bot.web.steps``), so none can show more than the channel did at that step.
``private_step`` adds one seat's own view and lines to it, for that seat's private page.

Decisions written down here:
- Steps are ``/game replay``'s (``bot.services.history``): a step is a change players could see, so a public page
  moves only when the channel's board moved, never when someone chose in secret, and nothing in a public
  page, its picture's address or its events counts the secret moves (not even the game's position).
- Steps are numbered from 1, as players read them ("Step 3 of 40") and as ``/game replay step:`` takes them.
- A step's lines are the public lines up to and including it, oldest first; a private step's are the lines
  the seat may read (the public ones and its own), each marked as its own or not.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bot.i18n import SOURCE, Speaker
from bot.render.protocol import Renderer
from bot.services.history import Replay, status_of
from bot.session.records import LogEntry, SessionStatus
from engines.base import Seat

LIVE, PAST, FINISHED, ABANDONED = "live", "past", "finished", "abandoned"


@dataclass(frozen=True)
class LogText:
    """One line of a game's log as a page shows it: names filled in; ``mine`` for a seat's own line."""

    text: str
    mine: bool = False


@dataclass(frozen=True)
class PublicStep:
    """What any public page, picture or event of a game shows at one step (see the module's docstring)."""

    game_id: str
    game_key: str
    title: str
    names: tuple[str, ...]
    number: int  # from 1
    count: int  # the game's steps so far
    phase: str  # LIVE: the newest step of a running game; PAST: an earlier one; else FINISHED or ABANDONED
    status: str  # whose turn it is, or how the game ended, at this step
    view: Any  # the public view at this step
    lines: tuple[LogText, ...]  # the public lines up to this step, oldest first
    new_lines: int  # how many of the last ``lines`` this step added
    language: str = SOURCE  # what its words are in (the table's, or the viewer's choice)

    @property
    def names_key(self) -> str:
        """A short digest of the seats' names, which the board shows: a board's address changes with them
        (a seat handed to an AI is renamed), so a browser never keeps a picture with old names."""
        return hashlib.blake2b("\x00".join(self.names).encode(), digest_size=4).hexdigest()

    @property
    def latest(self) -> bool:
        return self.number == self.count

    @property
    def running(self) -> bool:
        return self.phase in (LIVE, PAST)


@dataclass(frozen=True)
class PrivateStep:
    """A seat's private page at one step: the public step, and what only that seat sees."""

    public: PublicStep
    seat: Seat
    name: str
    view: Any  # the seat's own view at this step
    text: str  # the seat's private information in words ('' when the game hides nothing from it)
    choices: tuple[str, ...]  # what the seat may choose now (the newest step of a running game only)
    lines: tuple[LogText, ...]  # the lines the seat may read up to this step, its own marked
    new_lines: int

    @property
    def view_key(self) -> str:
        """A digest of the seat's view: its picture is drawn from it, so a new view is a new picture."""
        data = (
            self.view.model_dump_json()
            if hasattr(self.view, "model_dump_json")
            else json.dumps(repr(self.view))
        )
        return hashlib.blake2b(data.encode(), digest_size=8).hexdigest()


def public_step(replay: Replay, index: int, language: str | None = None) -> PublicStep:
    """Step ``index`` (from 0) of a game, as anyone may see it: its public view, its public lines, its
    status, in ``language`` (default: the table's). THE function every public page, image and event of
    the web companion is built from."""
    game = replay.game_at(index)
    language = language or replay.game.session.table_language
    say = Speaker(language)
    last = len(replay.steps) - 1
    now = replay.game.status  # the game's own, not the step's: a finished game's replay is finished
    if now == SessionStatus.RUNNING:
        phase = LIVE if index == last else PAST
    else:
        phase = FINISHED if now == SessionStatus.FINISHED else ABANDONED
    end = replay.steps[index].lines_end
    return PublicStep(
        game_id=game.id,
        game_key=game.session.game,
        title=game.title,
        names=game.names,
        number=index + 1,
        count=len(replay.steps),
        phase=phase,
        status=status_of(game, say),
        view=game.view(None),
        lines=tuple(LogText(text) for text in replay.said_lines(language)[:end]),
        new_lines=len(replay.step_lines(index)),
        language=language,
    )


def private_step(
    replay: Replay,
    index: int,
    seat: Seat,
    entries: Sequence[LogEntry],
    renderer: Renderer | None,
    public: PublicStep | None = None,
    language: str | None = None,
) -> PrivateStep:
    """Step ``index`` of a game as seat ``seat`` sees it: the public step (``public_step``'s, or
    ``public`` when the caller built it already), its own view in words, its choices (at the newest step
    of a running game) and the lines it may read (``entries``: what ``ActionLog.lines`` gives for the
    seat), in ``language`` (default: the table's).
    """
    if public is None:
        public = public_step(replay, index, language)
    say = Speaker(public.language)
    game = replay.game_at(index)
    view = game.view(seat)
    if renderer is not None:
        renderer = renderer.in_language(public.language)
    text = game.fill(renderer.private_text(view, game.names)) if renderer is not None else ""
    choices: tuple[str, ...] = ()
    if public.phase == LIVE:
        choices = tuple(
            game.fill(say.either(choice.label, choice.words))
            for choice in game.choices(seat, words=True)
            if not choice.back
        )
    lines: list[LogText] = []
    new = 0
    for entry in entries:
        if entry.seat is not None and entry.seat != seat:
            continue  # ActionLog.lines gives a seat only its own; this keeps it so for any caller
        if not replay.holds(entry):
            continue  # read after the game was: a move made since, not yet on any step of this replay
        at = replay.step_of(entry)
        if at > index:
            continue
        lines.append(LogText(game.fill(say.either(entry.text, entry.words)), mine=entry.seat is not None))
        new += at == index
    return PrivateStep(
        public=public,
        seat=seat,
        name=game.names[seat],
        view=view,
        text=text,
        choices=choices,
        lines=tuple(lines),
        new_lines=new,
    )
