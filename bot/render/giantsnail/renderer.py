"""``GiantSnailRenderer``: a ``GiantSnailView`` as terminal text, as an embed with its board picture and alt
text, as close-ups (a region, the robot, the players, the events and technologies) and, for the seat
whose Malacologist saw the top of the event deck, as a private picture (ruling 37), each delegated to the
part that draws or words it, in the language of its ``say``.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from bot.i18n import SOURCE, Speaker, english
from bot.render import draw as d
from bot.render.colour import ColourGroup
from bot.render.giantsnail import alt, closeups, layout, palette, style, text
from bot.render.giantsnail.words import TITLE, known_words
from bot.render.protocol import CloseUp, RenderedBoard, RenderedImage
from engines.giantsnail.models import GiantSnailView


class GiantSnailRenderer:
    """Draws Giant Snail Will Not Prevail! views; one module-level instance, ``RENDERER``, is what the host
    loads, in English; ``in_language`` gives the one that writes another language's words."""

    def __init__(self, say: Speaker | None = None) -> None:
        self.say = say or english()

    def in_language(self, language: str) -> GiantSnailRenderer:
        return _in_language(language)

    def text(self, view: GiantSnailView, names: Sequence[str]) -> str:
        return text.terminal_text(view, names, self.say)

    def board(self, view: GiantSnailView, names: Sequence[str]) -> RenderedBoard:
        return RenderedBoard(
            title=self.say("snail-board-title", title=TITLE, round=view.round),
            description=text.embed_description(view, names, self.say),
            fields=text.embed_fields(view, names, self.say),
            image_png=palette.encode(layout.draw_board(view, names, self.say)),
            footer=text.embed_footer(view, self.say),
            color=0xF2C14E if view.phase == "over" and not view.defeat else 0x6B4E9B,
            alt_text=alt.board_alt_text(view, names, self.say),
        )

    def private_text(self, view: GiantSnailView, names: Sequence[str]) -> str:
        return known_words(view, self.say)

    def private_image(self, view: GiantSnailView, names: Sequence[str]) -> bytes | None:
        if not view.known_top:
            return None
        return d.encode_png(closeups.draw_secret(view, names, self.say), max_bytes=style.MAX_PNG_BYTES)

    def private_alt_text(self, view: GiantSnailView, names: Sequence[str]) -> str:
        return alt.secret_alt_text(view, names, self.say)

    def close_ups(self, view: GiantSnailView, names: Sequence[str]) -> tuple[CloseUp, ...]:
        return closeups.offered(view, names, self.say)

    def close_up(self, view: GiantSnailView, names: Sequence[str], key: str) -> RenderedImage | None:
        return closeups.draw_close_up(view, names, key, self.say)

    def colour_groups(self) -> tuple[ColourGroup, ...]:
        return style.colour_groups()


@cache
def _in_language(language: str) -> GiantSnailRenderer:
    return RENDERER if language == SOURCE else GiantSnailRenderer(Speaker(language))


RENDERER = GiantSnailRenderer()
