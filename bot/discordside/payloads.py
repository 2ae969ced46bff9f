"""What a game looks like on Discord: the board message, a seat's private view, links and names.

``Payloads`` renders views (never states) through the game's renderer into ``Message``s: the public board
(image with its alt text, embed, the last events, the turn clocks, the public choices of whoever must act,
pings) and a seat's private view (hand, private choices), for a DM or the "Show my hand" ephemeral.
Everything a board shows besides the game (recent lines, deadlines, vacations) comes in ``BoardFacts``,
which a move's commit read with it, so showing a move reads nothing more. Rendering runs in a thread, so
the gateway's heartbeats never wait for Pillow.

With the web companion on (``links``, docs/web.md), a live board carries a "Watch" link (a finished game's,
"Replay") and a seat's private view an "Open in browser" link for that seat; without it, or in a server
that turned it off, every message is as it was without the companion.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import discord

from bot.catalogue.gamespec import Registry
from bot.discordside import boardviews
from bot.discordside.components import Components
from bot.discordside.gate import strip_placeholders
from bot.discordside.message import Attachment, Message
from bot.i18n import Speaker, refused, shorter
from bot.render.pictures import alt_text, drawn_board, render_private
from bot.render.protocol import CLOSE_UP_KEY, RenderedBoard, RenderedImage, Renderer
from bot.render.textlimits import DESCRIPTION_SHARE, EMBED_TITLE, FIELD_NAME, FIELD_VALUE, clipped
from bot.services.clocks import seat_deadlines
from bot.services.history import status_of
from bot.session import takebacks, turnclock
from bot.session.game import Choice, Game
from bot.session.records import BoardFacts, SessionRecord, SessionStatus
from bot.web.links import WebLinks
from engines.base import LogLine, Seat
from engines.phrasing import Listed
from engines.wording import fill_names

__all__ = [
    "Payloads",
    "alt_text",
    "render_private",
]  # alt_text and render_private live in bot.render.pictures

BOARD_FILE = "board.png"
CLOSE_UP_FILE = "closeup.png"
PRIVATE_FILE = "private.png"
GAME_COLOR = 0x2B6CB0
WATCH, REPLAY = "Watch", "Replay"  # which link a game's is (its label is the reader's: board-link-*)


def jump_url(guild_id: int | None, channel_id: int, message_id: int | None) -> str | None:
    if message_id is None:
        return None
    return f"https://discord.com/channels/{guild_id or '@me'}/{channel_id}/{message_id}"


def channel_url(guild_id: int | None, channel_id: int) -> str:
    """A link that opens a channel or thread."""
    return f"https://discord.com/channels/{guild_id or '@me'}/{channel_id}"


def display_name(user: discord.abc.User) -> str:
    """The name a seat shows for a Discord user (32 characters at most)."""
    return (getattr(user, "display_name", None) or user.name)[:32]


class Payloads:
    """Builds the messages of a game: its board and each seat's private view."""

    def __init__(self, catalogue: Registry, links: WebLinks | None = None) -> None:
        self.catalogue = catalogue
        self.links = links  # the web companion's links; None: it is off

    async def game_link(self, session: SessionRecord) -> tuple[str, str] | None:
        """The web companion's link to a game, with its button's label: "Watch" while it runs, "Replay"
        once it is over; None when the companion is off here."""
        if self.links is None:
            return None
        url = await self.links.game(session)
        if url is None:
            return None
        return (WATCH if session.status == SessionStatus.RUNNING else REPLAY), url

    async def board(
        self,
        game: Game,
        facts: BoardFacts | None,
        pings: Sequence[Seat] = (),
        *,
        with_choices: bool = True,
        recent: Sequence[LogLine] = (),
        notify: Sequence[int] | None = None,
        language: str | None = None,
    ) -> Message:
        """The public board, with what ``facts`` says besides the game (its last events, its turn
        clocks). ``facts`` None makes it a board of the past (a replay's step): ``recent`` are its last
        events, and it shows no turn clock, whose deadlines are live. It names the people of ``pings``;
        ``notify``, when given, are the only ones of them its mentions notify (others are in their quiet
        hours, or asked to be told otherwise: bot.discordside.notifier). ``language``: its reader's, for a
        board shown privately (a replay's step, a review's page); default the table's."""
        language = language or game.session.table_language
        view = game.view(None)
        renderer = self._renderer(game, language)
        board, close_ups = await asyncio.to_thread(_render_board, renderer, view, game.names)
        if facts is not None:
            recent = [LogLine(text=entry.text, seat=entry.seat, words=entry.words) for entry in facts.recent]
        say = Speaker(language)
        embed = discord.Embed(
            title=board.title, description=clipped(board.description, DESCRIPTION_SHARE), color=board.color
        )
        for name, value, inline in board.fields[:20]:
            embed.add_field(
                name=clipped(name, FIELD_NAME), value=clipped(value, FIELD_VALUE) or "\u200b", inline=inline
            )
        clock = "" if facts is None else self._clock_text(game, facts, say)
        if clock:
            embed.add_field(name=say("board-field-clock"), value=clipped(clock, FIELD_VALUE), inline=False)
        if recent:
            lines = [f"• {game.fill(say.either(line.text, line.words))}" for line in recent]
            embed.add_field(
                name=say("board-field-events"), value=last_lines(lines, FIELD_VALUE), inline=False
            )
        status = status_of(game, say)
        if game.status == SessionStatus.FINISHED:
            status += " · " + say("board-replay-command", id=game.id)
        on_board, overflow = self._public_seats(game)
        if overflow:
            names = Listed.of(game.names[s] for s in overflow)
            status += " " + say("board-choose-privately", names=names, count=len(overflow))
        embed.set_footer(text=(f"{board.footer} · " if board.footer else "") + status)
        if board.image_png:
            embed.set_image(url=f"attachment://{BOARD_FILE}")
        content = None
        if pings:
            mentions = " ".join(f"<@{game.session.seats[s].user_id}>" for s in pings)
            content = say("board-your-move", mentions=mentions, title=game.title, count=len(pings))
        buttons = self._public_view(game, on_board, close_ups) if with_choices else None
        link = await self.game_link(game.session) if with_choices else None
        if link is not None:
            label = say(
                "board-link-replay" if game.outcome is not None or link[0] == REPLAY else "board-link-watch"
            )
            buttons = buttons or Components()
            boardviews.add_link(buttons, label, link[1])
        step = game.session.position if game.state is not None else None
        images = [Attachment(BOARD_FILE, board.image_png, board.alt_text)] if board.image_png else []
        allowed = None
        if notify is not None:
            allowed = discord.AllowedMentions(users=[discord.Object(u) for u in notify])
        return Message(content, [embed], images, buttons, step=step, allowed_mentions=allowed)

    def _renderer(self, game: Game, language: str) -> Renderer | None:
        """The game's renderer, writing its words in ``language``."""
        renderer = self.catalogue[game.session.game].renderer
        return None if renderer is None else renderer.in_language(language)

    def _clock_text(self, game: Game, facts: BoardFacts, say: Speaker) -> str:
        """Each waiting person's deadline (a Discord timestamp every reader sees in their own time zone),
        who is away and until when, and whether the game is paused."""
        session = game.session
        if game.status != SessionStatus.RUNNING or game.outcome is not None:
            return ""
        lines = []
        if session.paused_at is not None:
            lines.append(say("board-paused"))
        elif session.pause_votes:
            lines.append(say("board-pause-asked"))
        due = seat_deadlines(facts.deadlines)
        for seat in session.seats:
            back = facts.away.get(seat.user_id) if seat.user_id is not None else None
            if seat.user_id is None:
                continue
            if seat.stand_in:
                lines.append(say("board-stand-in", name=seat.name))
            elif back is not None:
                lines.append(say("board-away", name=seat.name, until=turnclock.stamp(back, "f")))
            elif seat.seat in due and session.paused_at is None:
                lines.append(say("board-runs-out", name=seat.name, when=turnclock.stamp(due[seat.seat])))
        if session.clock_seconds is not None and not lines:
            lines.append(
                say.words(
                    turnclock.clock_words(session.clock_seconds, session.on_timeout, session.night_clocks)
                )
            )
        return "\n".join(lines)

    def _public_seats(self, game: Game) -> tuple[list[Seat], list[Seat]]:
        """The people whose decision is now and public (an AI seat decides by itself), split into those
        who get their moves on the board and those who do not: when several decide at once the board
        has rows for only so many menus, and the rest choose privately, through "Show my hand" (As The
        Earth Crumbles with five players answering a gas pocket at once)."""
        if game.status != SessionStatus.RUNNING or game.outcome is not None:
            return [], []
        state = game.state
        assert state is not None
        seats = [
            s
            for s in sorted(game.to_act)
            if not game.engine.is_private_decision(state, s) and not game.session.seats[s].played_by_ai
        ]
        if len(seats) <= 1:
            return seats, []
        return seats[: boardviews.MAX_SELECTS], seats[boardviews.MAX_SELECTS :]

    def _public_view(
        self, game: Game, public_seats: list[Seat], close_ups: Sequence[tuple[str, str]]
    ) -> Components | None:
        say = Speaker(game.session.table_language)
        if game.status != SessionStatus.RUNNING or game.outcome is not None:
            return boardviews.close_ups_view(game.id, close_ups, say) if close_ups else None
        undo = [(s, game.n(s), say("board-take-back", name=game.names[s])) for s in take_backs(game)]
        hint = hints_offered(game)
        if len(public_seats) > 1:
            # Several people decide in public at once (SLITHER's frogs move in any order): each gets a
            # menu of their own, named, so nobody waits for a lower seat.
            menus = [
                (seat, game.names[seat], game.n(seat), _named_choices(game, seat, say))
                for seat in public_seats
            ]
            return boardviews.menus_view(game.id, menus, close_ups, undo, hint=hint, say=say)
        seat = public_seats[0] if public_seats else None
        choices = _named_choices(game, seat, say) if seat is not None else ()
        return boardviews.move_view(
            game.id,
            seat,
            game.n(seat) if seat is not None else 0,
            choices,
            close_ups=close_ups,
            take_backs=undo,
            hint=hint,
            say=say,
        )

    async def private(
        self,
        game: Game,
        seat: Seat,
        *,
        with_link: bool = False,
        lines: Sequence[str] = (),
        language: str | None = None,
    ) -> Message:
        """A seat's private view, in its reader's ``language`` (default: the table's); the game's own words
        in it are still English."""
        say = Speaker(language or game.session.table_language)
        renderer = self._renderer(game, language or game.session.table_language)
        view = game.view(seat)
        text, png, alt = "", None, ""
        if renderer is not None:
            text, png, alt = await asyncio.to_thread(render_private, renderer, view, game.names)
        must_choose = seat in game.to_act and (
            game.engine.is_private_decision(game.state, seat) or seat in self._public_seats(game)[1]
        )
        choices: Sequence[Choice] = _named_choices(game, seat, say) if must_choose else ()
        # A finished game hides nothing any more: said so, not that the game never hid anything.
        empty = "private-game-over" if game.outcome is not None else "private-no-hidden"
        description = text or say(empty, title=game.title)
        if lines:
            description = (
                "\n".join(f"• {fill_names(line, game.names)}" for line in lines) + "\n\n" + description
            )
        if must_choose:
            description += "\n\n" + say("private-your-choice")
        elif seat in game.to_act:
            description += "\n\n" + say("private-your-move")
        embed = discord.Embed(
            title=say("private-title", title=game.title, name=game.names[seat]),
            description=clipped(description, DESCRIPTION_SHARE),
            color=GAME_COLOR,
        )
        link = jump_url(game.session.guild_id, game.session.channel_id, game.session.board_message_id)
        if with_link and link:
            embed.add_field(
                name=say("private-field-board"), value=say("private-go-to-game", link=link), inline=False
            )
        if png:
            embed.set_image(url=f"attachment://{PRIVATE_FILE}")
        undo = [(seat, game.n(seat), say("private-take-back"))] if seat in take_backs(game) else []
        hint = bool(choices) and hints_offered(game)
        buttons = (
            boardviews.move_view(
                game.id, seat, game.n(seat), choices, peek=False, take_backs=undo, hint=hint, say=say
            )
            if choices or undo
            else None
        )
        holder = game.session.seats[seat].user_id
        link = (
            None
            if self.links is None or holder is None
            else await self.links.private(game.session, seat, holder)
        )
        if link is not None:
            buttons = buttons or Components()
            boardviews.add_link(buttons, say("channel-open-in-browser"), link)
        images = [Attachment(PRIVATE_FILE, png, alt)] if png else []
        return Message(None, [embed], images, buttons)

    async def close_up(self, game: Game, seat: Seat | None, key: str, language: str) -> Message:
        """A close-up of the board (``key``, one of the renderer's), drawn from ``seat``'s view (None: an
        onlooker's, the public view), as a private answer in its reader's ``language``; with a menu of the
        others when there are more than the board shows as buttons."""
        renderer = self._renderer(game, language)
        view = game.view(seat)
        if renderer is None:
            raise refused("channel-no-close-ups")
        image, others = await asyncio.to_thread(_render_close_up, renderer, view, game.names, key)
        if image is None:
            raise refused("channel-close-up-gone")
        embed = discord.Embed(
            title=clipped(image.title, EMBED_TITLE),
            description=clipped(image.description, DESCRIPTION_SHARE) or None,
            color=GAME_COLOR,
        )
        embed.set_image(url=f"attachment://{CLOSE_UP_FILE}")
        # The other close-ups, as buttons or a menu: a click there turns this private message's page in
        # place (``cogs.play.playing.Playing.close_up``), where the board's own close-up buttons open it.
        elsewhere = [(k, label) for k, label in others if k != key]
        menu = boardviews.close_ups_view(game.id, elsewhere, Speaker(language)) if elsewhere else None
        return Message(None, [embed], [Attachment(CLOSE_UP_FILE, image.image_png, image.alt_text)], menu)


def hints_offered(game: Game) -> bool:
    """Whether a board of this game offers "Hint": hints are allowed and a person must decide now (the
    button answers only a player the game waits for)."""
    session = game.session
    if not session.hints or game.status != SessionStatus.RUNNING or game.outcome is not None:
        return False
    return any(not session.seats[s].played_by_ai for s in game.to_act if s < len(session.seats))


def take_backs(game: Game) -> list[Seat]:
    """The seats whose person may take back their last move now (bot.session.takebacks), in a running game whose
    host allows it."""
    session = game.session
    if game.status != SessionStatus.RUNNING or game.outcome is not None or not session.takebacks:
        return []
    return [
        s.seat
        for s in session.seats
        if not s.played_by_ai
        and takebacks.can_take_back(
            session.undo_window, s.seat, takebacks.ai_seats_if_alone(session.seats, s.seat)
        )
    ]


def _named_choices(game: Game, seat: Seat, say: Speaker) -> tuple[Choice, ...]:
    """The seat's choices in ``say``'s language with display names in their labels ("Loitering Guard for
    Alice: ..."): engine labels name seats as {sN}, like log lines, and fit a button with short names; a
    long display name is shortened to fit, so the label's own words are never cut."""
    return tuple(replace(c, label=said_label(c, game.names, say)) for c in game.choices(seat, words=True))


def said_label(choice: Choice, names: Sequence[str], say: Speaker) -> str:
    """A choice's label in ``say``'s language, fitted to a button (``fitted``). One too long for it even
    with its names shortened is said in its shorter words (each part of it the catalogues say shorter
    too, ``shorter``: a card without its powers) before anything of it is cut."""
    label = say.either(choice.label, choice.words)
    whole = fit(label, names, MAX_LABEL)
    if whole is not None:
        return whole
    if choice.words is not None:
        label = say.either(choice.label, shorter(choice.words, say.found))
    return fitted(label, names, MAX_LABEL)


MAX_LABEL = 80  # Discord's limit on a button's label


def last_lines(lines: Sequence[str], limit: int) -> str:
    """The last of ``lines`` that fit whole in ``limit`` characters, one a line: the older ones are left
    out rather than one cut in the middle (a line longer than ``limit`` alone is cut at its end)."""
    kept: list[str] = []
    size = -1
    for line in reversed(lines):
        if size + 1 + len(line) > limit:
            break
        kept.append(line)
        size += 1 + len(line)
    if not kept and lines:
        return lines[-1][: limit - 1] + "…"
    return "\n".join(reversed(kept))


SHORTEST_NAME = 6  # a shortened name keeps at least this many characters, its ellipsis included


def fitted(label: str, names: Sequence[str], limit: int) -> str:
    """``label`` with display names for its {sN}, at most ``limit`` characters: when the names make it too
    long, the longest name in it is shortened first ("Bartholomew…"), then the next, and only a label that
    cannot fit even then is cut (the engines write every label to fit with 12-character names)."""
    text, whole = _named(label, names, limit)
    return text if whole else text[: limit - 1] + "…"


def fit(label: str, names: Sequence[str], limit: int) -> str | None:
    """``fitted`` when it need not cut the label; None when it must."""
    text, whole = _named(label, names, limit)
    return text if whole else None


def _named(label: str, names: Sequence[str], limit: int) -> tuple[str, bool]:
    """``label`` with display names, the longest shortened until it is at most ``limit`` characters or
    none can be shortened further; and whether it fits."""
    short = list(names)
    seats = sorted({int(n) for n in re.findall(r"\{s(\d+)\}", label) if int(n) < len(short)})
    text = strip_placeholders(fill_names(label, short))
    while len(text) > limit:
        longest = max(seats, key=lambda s: len(short[s]), default=None)
        if longest is None or len(short[longest]) <= SHORTEST_NAME:
            return text, False
        times = label.count(f"{{s{longest}}}")
        cut = -(-(len(text) - limit) // times) + 1  # per mention, and one more for the ellipsis
        keep = max(SHORTEST_NAME - 1, len(short[longest]) - cut)
        short[longest] = short[longest][:keep].rstrip() + "…"
        text = strip_placeholders(fill_names(label, short))
    return text, True


def _render_board(
    renderer: Renderer | None, view: Any, names: Sequence[str]
) -> tuple[RenderedBoard, list[tuple[str, str]]]:
    """The board with names filled in, and the close-ups it offers (key, button label)."""
    if renderer is None:
        return RenderedBoard(
            title="Game", description=f"```\n{view.model_dump_json(indent=1)[:3900]}\n```"
        ), []
    board = drawn_board(renderer, view, names)  # kept for the web companion's watchers of this process
    filled = RenderedBoard(
        title=fill_names(board.title, names),
        description=fill_names(board.description, names),
        fields=tuple((fill_names(a, names), fill_names(b, names), c) for a, b, c in board.fields),
        image_png=board.image_png,
        footer=fill_names(board.footer, names),
        color=board.color,
        alt_text=alt_text(fill_names(board.alt_text or renderer.text(view, names), names)),
    )
    return filled, [(c.key, fill_names(c.label, names)) for c in renderer.close_ups(view, names)]


def _render_close_up(
    renderer: Renderer, view: Any, names: Sequence[str], key: str
) -> tuple[RenderedImage | None, list[tuple[str, str]]]:
    """A close-up drawn from ``view``, and every close-up that view offers (key, label)."""
    others = [(c.key, fill_names(c.label, names)) for c in renderer.close_ups(view, names)]
    image = renderer.close_up(view, names, key) if CLOSE_UP_KEY.fullmatch(key) else None
    if image is not None:
        image = replace(
            image, title=fill_names(image.title, names), alt_text=alt_text(fill_names(image.alt_text, names))
        )
    return image, others
