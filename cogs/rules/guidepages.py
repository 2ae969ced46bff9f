"""The player guide as Discord messages: ``/game rules`` as paged private embeds, ``/game card``'s entry and
its autocomplete. Built from ``bot.catalogue.guide`` (the same guide the terminal prints), never from
code or docs. A rules message turns its pages with its components (``cogs.rules.components``); a click
after the game's options changed shows the options as they are now.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import discord
from discord import app_commands

from bot.catalogue.gamespec import Registry
from bot.catalogue.guide import GameGuide, GuideEntry
from bot.discordside.components import Components
from bot.discordside.message import Message
from bot.services.games import Games
from bot.session.errors import quote
from cogs.rules.components import Direction, page_button, page_menu
from engines.base import GameError
from engines.wording import join_words

NO_SESSION = "-"
MAX_CHOICES = 25  # autocomplete choices Discord shows
MAX_CHOICE_TEXT = 100  # characters in a choice's name and value
GUIDE_COLOUR = discord.Colour(0x3B82F6)


class UnknownCard(GameError):
    """A /game card name that matches nothing, or several things."""


def guide_of(catalogue: Registry, game_key: str) -> GameGuide:
    spec = catalogue.get(game_key)
    guide = spec.guide if spec is not None else None
    if guide is None:
        raise GameError("There is no guide for that game yet.")
    return guide


async def options_in_effect(sessions: Games, session_id: str) -> Mapping[str, Any] | None:
    """The options of the game ``session_id`` as they are now, or None if it has none to show."""
    if session_id == NO_SESSION:
        return None
    try:
        game = await sessions.load(session_id)
        options = game.options.model_dump()
    except GameError:
        return None
    derived = game.engine.derived_options
    started = game.state is not None
    # Options set from who sits where mean nothing before the seats are settled.
    return {k: v for k, v in options.items() if started or k not in derived}


def rules_message(guide: GameGuide, options: Mapping[str, Any] | None, page: int, session_id: str) -> Message:
    """Page ``page`` (clamped) of the guide as an embed, with the controls to turn pages."""
    pages = guide.reference(options)
    page = max(0, min(page, len(pages) - 1))
    shown = pages[page]
    embed = discord.Embed(
        title=f"{guide.title}: {shown.title}"[:256], description=shown.text, colour=GUIDE_COLOUR
    )
    if page == 0 and guide.summary:
        embed.description = f"*{guide.summary}*\n\n{shown.text}"[:4096]
    embed.set_footer(text=f"Page {page + 1} of {len(pages)} · /game card looks up one card by name")
    view = Components()
    if len(pages) > 1:
        last = len(pages) - 1
        view.add_item(page_button(guide.key, session_id, page - 1, Direction.PREVIOUS, disabled=page == 0))
        view.add_item(page_button(guide.key, session_id, page + 1, Direction.NEXT, disabled=page == last))
        view.add_item(page_menu(guide.key, session_id, pages, page))
    return Message(embeds=[embed], view=view)


def entry_message(guide: GameGuide, entry: GuideEntry) -> Message:
    """One card, tile or ability of the guide."""
    embed = discord.Embed(title=entry.name[:256], description=entry.text[:4096], colour=GUIDE_COLOUR)
    embed.set_footer(text=f"{guide.title} · {entry.kind}")
    return Message(embeds=[embed])


def lookup(guides: Sequence[GameGuide], name: str) -> tuple[GameGuide, GuideEntry]:
    """The one entry ``name`` means in these guides, or a sentence saying why there is none."""
    chosen = [(g, e) for g in guides if (e := g.entry(name)) is not None]
    if len(chosen) == 1:
        return chosen[0]
    where = f" in {guides[0].title}" if len(guides) == 1 else ""
    found = chosen or [(g, e) for g in guides for e in g.find(name)]
    if not found:
        raise UnknownCard(f"Nothing called {quote(name)}{where}. Start typing a name to see the choices.")
    names = list(dict.fromkeys(e.name for _, e in found))
    if len(names) == 1 and len(guides) > 1:
        games = join_words(g.title for g, _ in found)
        raise UnknownCard(f"{quote(name)} is in {games}: say which game with the game option.")
    shown = names[:8]
    if len(names) > len(shown):
        listed = ", ".join(shown) + f" and {len(names) - len(shown)} more"
    else:
        listed = join_words(shown, "or")
    raise UnknownCard(f"Several things match {quote(name)}{where}: {listed}.")


def choices_for(guides: Sequence[GameGuide], typed: str) -> list[app_commands.Choice[str]]:
    """Autocomplete: entries whose name contains what was typed, best first, at most 25."""
    seen: set[str] = set()
    out: list[app_commands.Choice[str]] = []
    for guide in guides:
        for entry in guide.find(typed):
            if entry.name in seen:
                continue
            seen.add(entry.name)
            label = entry.name if len(guides) == 1 else f"{entry.name} ({guide.title})"
            out.append(app_commands.Choice(name=label[:MAX_CHOICE_TEXT], value=entry.name[:MAX_CHOICE_TEXT]))
            if len(out) == MAX_CHOICES:
                return out
    return out
