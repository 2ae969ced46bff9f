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
from bot.catalogue.guide import GameGuide, GuideEntry, kind_message
from bot.discordside.components import Components
from bot.discordside.message import Message
from bot.i18n import said
from bot.render.textlimits import CHOICE_NAME, EMBED_DESCRIPTION, EMBED_TITLE, clipped
from bot.services.games import Games
from bot.session.errors import cut
from cogs.rules.components import Direction, page_button, page_menu
from engines.base import GameError
from engines.phrasing import Listed, Words, WordsArg

NO_SESSION = "-"
MAX_CHOICES = 25  # autocomplete choices Discord shows
GUIDE_COLOUR = discord.Colour(0x3B82F6)
SHOWN_MATCHES = 8  # names a refusal lists when several match


class UnknownCard(GameError):
    """A /game card name that matches nothing, or several things."""


def refusal(kind: type[GameError], message_id: str, **args: WordsArg) -> GameError:
    """A refusal of ``kind`` in words (said in its reader's language by the gate)."""
    words = Words(id=message_id, args=args)
    return kind(said(words), words=words)


def guide_of(catalogue: Registry, game_key: str, language: str) -> GameGuide:
    """The guide of ``game_key`` in ``language`` (else English)."""
    spec = catalogue.get(game_key)
    guide = spec.guide_in(language) if spec is not None else None
    if guide is None:
        raise refusal(GameError, "refusal-no-guide")
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
    say = guide.say
    pages = guide.reference(options)
    page = max(0, min(page, len(pages) - 1))
    shown = pages[page]
    embed = discord.Embed(
        title=clipped(say("rules-title", game=guide.title, page=shown.title), EMBED_TITLE),
        description=shown.text,
        colour=GUIDE_COLOUR,
    )
    if page == 0 and guide.summary:
        embed.description = clipped(f"*{guide.summary}*\n\n{shown.text}", EMBED_DESCRIPTION)
    embed.set_footer(text=say("rules-footer", page=page + 1, pages=len(pages)))
    view = Components()
    if len(pages) > 1:
        last = len(pages) - 1
        view.add_item(
            page_button(guide.key, session_id, page - 1, Direction.PREVIOUS, say, disabled=page == 0)
        )
        view.add_item(
            page_button(guide.key, session_id, page + 1, Direction.NEXT, say, disabled=page == last)
        )
        view.add_item(page_menu(guide.key, session_id, pages, page, say))
    return Message(embeds=[embed], view=view)


def entry_message(guide: GameGuide, entry: GuideEntry) -> Message:
    """One card, tile or ability of the guide."""
    embed = discord.Embed(
        title=clipped(entry.name, EMBED_TITLE),
        description=clipped(entry.text, EMBED_DESCRIPTION),
        colour=GUIDE_COLOUR,
    )
    embed.set_footer(
        text=guide.say("rules-entry-footer", game=guide.title, kind=guide.say(kind_message(entry.kind)))
    )
    return Message(embeds=[embed])


def lookup(guides: Sequence[GameGuide], name: str) -> tuple[GameGuide, GuideEntry]:
    """The one entry ``name`` means in these guides, or a sentence saying why there is none."""
    chosen = [(g, e) for g in guides if (e := g.entry(name)) is not None]
    if len(chosen) == 1:
        return chosen[0]
    typed = cut(name)
    game = guides[0].title if len(guides) == 1 else "none"  # the catalogue's variant for every game
    found = chosen or [(g, e) for g in guides for e in g.find(name)]
    if not found:
        raise refusal(UnknownCard, "refusal-card-nothing", name=typed, game=game)
    names = list(dict.fromkeys(e.name for _, e in found))
    if len(names) == 1 and len(guides) > 1:
        games = Listed.of(dict.fromkeys(g.title for g, _ in found))
        raise refusal(UnknownCard, "refusal-card-which-game", name=typed, games=games)
    shown = names[:SHOWN_MATCHES]
    raise refusal(
        UnknownCard,
        "refusal-card-several",
        name=typed,
        game=game,
        matches=Listed.of(shown, "or" if len(names) == len(shown) else "narrow"),
        more=len(names) - len(shown),
    )


def choices_for(guides: Sequence[GameGuide], typed: str) -> list[app_commands.Choice[str]]:
    """Autocomplete: entries whose name contains what was typed, best first, at most 25."""
    seen: set[str] = set()
    out: list[app_commands.Choice[str]] = []
    for guide in guides:
        for entry in guide.find(typed):
            if entry.name in seen:
                continue
            seen.add(entry.name)
            label = (
                entry.name
                if len(guides) == 1
                else guide.say("rules-card-choice", name=entry.name, game=guide.title)
            )
            out.append(
                app_commands.Choice(name=clipped(label, CHOICE_NAME), value=clipped(entry.name, CHOICE_NAME))
            )
            if len(out) == MAX_CHOICES:
                return out
    return out
