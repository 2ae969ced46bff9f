"""``GentooRenderer``: a ``GentooView`` as terminal text, as an embed with its board picture and alt text,
and as close-ups (the Choice Cards with their texts; one player's cards and piles), each delegated to the
part that draws or words it.

Gentoo has no private information (ruling 20), so the private parts are empty.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from bot.i18n import SOURCE, Speaker, english
from bot.render.colour import ColourGroup
from bot.render.gentoo import alt, closeups, layout, palette, style, text
from bot.render.protocol import CloseUp, RenderedBoard, RenderedImage
from engines.gentoo.models import GentooView


class GentooRenderer:
    """Draws Gentoo Rules views; one module-level instance, ``RENDERER``, is what the host loads, in
    English; ``in_language`` gives the one that writes another language's words."""

    def __init__(self, say: Speaker | None = None) -> None:
        self.say = say or english()

    def in_language(self, language: str) -> GentooRenderer:
        return _in_language(language)

    def text(self, view: GentooView, names: Sequence[str]) -> str:
        return text.terminal_text(view, names, self.say)

    def board(self, view: GentooView, names: Sequence[str]) -> RenderedBoard:
        return RenderedBoard(
            title="Gentoo Rules",
            description=text.embed_description(view, names, self.say),
            fields=text.embed_fields(view, names, self.say),
            image_png=palette.encode(layout.draw_board(view, names, self.say)),
            footer=text.embed_footer(view, self.say),
            color=0xF5C542 if view.winners else 0x2B6CB0,
            alt_text=alt.board_alt_text(view, names, self.say),
        )

    def private_text(self, view: GentooView, names: Sequence[str]) -> str:
        return ""  # ruling 20: nothing is private

    def private_image(self, view: GentooView, names: Sequence[str]) -> bytes | None:
        return None

    def private_alt_text(self, view: GentooView, names: Sequence[str]) -> str:
        return ""

    def close_ups(self, view: GentooView, names: Sequence[str]) -> tuple[CloseUp, ...]:
        return closeups.offered(view, names, self.say)

    def close_up(self, view: GentooView, names: Sequence[str], key: str) -> RenderedImage | None:
        return closeups.draw_close_up(view, names, key, self.say)

    def colour_groups(self) -> tuple[ColourGroup, ...]:
        return style.colour_groups()


@cache
def _in_language(language: str) -> GentooRenderer:
    return RENDERER if language == SOURCE else GentooRenderer(Speaker(language))


RENDERER = GentooRenderer()
