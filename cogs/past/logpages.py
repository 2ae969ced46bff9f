"""``/game log`` as pages of a private message: the narrated log cut into pages, and a page as a message.

Decisions written down here: the log opens on its newest page, because a player asking for it mostly
wants to know what just happened; within a page lines read oldest to newest, as in the channel, and Back
goes to older lines. Pages are cut from the oldest line (at most ``LOG_PAGE_LINES`` lines and
``LOG_PAGE_CHARS`` characters each), so new lines only ever change the last page and a page number keeps
its lines. A seated reader also sees their own private lines, marked 🔒.
"""

from __future__ import annotations

from collections.abc import Sequence

import discord

from bot.discordside.components import Components
from bot.discordside.message import Message
from bot.discordside.payloads import GAME_COLOR
from bot.i18n import Speaker, english, refusal_of
from bot.render.textlimits import EMBED_TITLE, clipped
from bot.session.game import Game
from bot.session.records import LogEntry
from cogs.past.components import Turn, log_page_button
from engines.base import GameError

LOG_PAGE_LINES = 20
LOG_PAGE_CHARS = 3800  # of a description's 4096; with the title and footer far below an embed's 6000
LINE_CHARS = 1000  # one line longer than this is cut (no engine writes one)
PUBLIC_MARK, PRIVATE_MARK = "• ", "🔒 "


def log_pages(
    lines: Sequence[str], per_page: int = LOG_PAGE_LINES, chars: int = LOG_PAGE_CHARS
) -> list[tuple[str, ...]]:
    """The lines cut into pages from the oldest: at most ``per_page`` lines and ``chars`` characters
    (newlines included) each; a longer line is shortened."""
    pages: list[tuple[str, ...]] = []
    page: list[str] = []
    size = 0
    for line in lines:
        line = shorten(line, min(LINE_CHARS, chars))
        if page and (len(page) == per_page or size + 1 + len(line) > chars):
            pages.append(tuple(page))
            page, size = [], 0
        size += len(line) + (1 if page else 0)
        page.append(line)
    if page:
        pages.append(tuple(page))
    return pages


def shorten(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def log_message(
    game: Game, entries: Sequence[LogEntry], page: int | None, *, clamp: bool, say: Speaker | None = None
) -> Message:
    """A page of the game's log (None: the newest) in ``say``'s language (its reader's; English by
    default); ``clamp`` takes a page past the end as the last (a typed option) rather than refusing it (a
    forged button)."""
    say = say or english()
    lines = [
        (PUBLIC_MARK if e.seat is None else PRIVATE_MARK) + game.fill(say.either(e.text, e.words))
        for e in entries
    ]
    if not lines:
        raise refusal_of(GameError, "refusal-log-empty")
    pages = log_pages(lines, LOG_PAGE_LINES, LOG_PAGE_CHARS)
    last = len(pages) - 1
    if page is None or (clamp and page > last):
        page = last
    if not 0 <= page <= last:
        raise refusal_of(GameError, "refusal-log-no-page", pages=len(pages))
    embed = discord.Embed(
        title=clipped(say("log-title", title=game.title), EMBED_TITLE),
        description="\n".join(pages[page]),
        color=GAME_COLOR,
    )
    private = any(e.seat is not None for e in entries)
    embed.set_footer(
        text=say("log-footer", page=page + 1, pages=len(pages), lines=len(lines), private=private)
    )
    view = None
    if len(pages) > 1:
        running = game.session.is_active
        view = Components()
        view.add_item(log_page_button(game.id, Turn.FIRST, 0, disabled=page == 0, say=say))
        view.add_item(log_page_button(game.id, Turn.PREVIOUS, max(page - 1, 0), disabled=page == 0, say=say))
        view.add_item(
            log_page_button(game.id, Turn.NEXT, min(page + 1, last), disabled=page == last, say=say)
        )
        # In a running game the log grows: Last stays on, to show the newest lines.
        view.add_item(
            log_page_button(game.id, Turn.LAST, last, disabled=page == last and not running, say=say)
        )
    return Message(embeds=[embed], view=view)
