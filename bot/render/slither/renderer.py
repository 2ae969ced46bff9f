"""``SlitherRenderer``: a ``SlitherView`` as terminal text, as an embed with its board picture and alt text,
as the snake's secret text and picture, and as close-ups (the map; the ability cards; the snake's path),
each delegated to the part that draws or words it, in the language of its ``say``.

The board (embed, picture, alt text) shows only public facts, whoever's view it is drawn from; the
snake's path and hand appear only in ``private_text``, ``private_image`` and the ``path`` close-up, all
from the snake's own view (the only view that holds them).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from bot.i18n import SOURCE, Speaker, english
from bot.render.colour import ColourGroup
from bot.render.protocol import CloseUp, RenderedBoard, RenderedImage
from bot.render.slither import alt, closeups, layout, palette, style, text
from engines.slither.models import SlitherView


class SlitherRenderer:
    """Draws SLITHER views; one module-level instance, ``RENDERER``, is what the host loads, in English;
    ``in_language`` gives the one that writes another language's words."""

    def __init__(self, say: Speaker | None = None) -> None:
        self.say = say or english()

    def in_language(self, language: str) -> SlitherRenderer:
        return _in_language(language)

    def text(self, view: Any, names: Sequence[str]) -> str:
        return text.terminal_text(view, names, self.say)

    def private_text(self, view: Any, names: Sequence[str]) -> str:
        return text.private_text(view, names, self.say)

    def board(self, view: Any, names: Sequence[str]) -> RenderedBoard:
        v: SlitherView = view
        return RenderedBoard(
            title="SLITHER",
            description=text.embed_description(v, names, self.say),
            fields=text.embed_fields(v, names, self.say),
            image_png=palette.encode(layout.draw_board(v, names, self.say)),
            footer=text.embed_footer(v, self.say),
            color=0xF5C542 if v.winner is not None else 0x3E8E4E,
            alt_text=alt.board_alt_text(v, names, self.say),
        )

    def private_image(self, view: Any, names: Sequence[str]) -> bytes | None:
        v: SlitherView = view
        if v.secret is None:
            return None
        return palette.encode(layout.draw_private(v, names, self.say))

    def private_alt_text(self, view: Any, names: Sequence[str]) -> str:
        return alt.private_alt_text(view, names, self.say)

    def close_ups(self, view: Any, names: Sequence[str]) -> tuple[CloseUp, ...]:
        return closeups.offered(view, self.say)

    def close_up(self, view: Any, names: Sequence[str], key: str) -> RenderedImage | None:
        return closeups.draw_close_up(view, names, key, self.say)

    def colour_groups(self) -> tuple[ColourGroup, ...]:
        return style.colour_groups()


@cache
def _in_language(language: str) -> SlitherRenderer:
    return RENDERER if language == SOURCE else SlitherRenderer(Speaker(language))


RENDERER = SlitherRenderer()
