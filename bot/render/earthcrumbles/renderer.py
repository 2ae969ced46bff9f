"""``EarthCrumblesRenderer``: an ``EarthView`` as terminal text, as an embed with its board picture and
alt text, and as close-ups (the Earth, each player's city, the discard pile), each delegated to the part
that draws or words it.

Everything in this game is public (rulings G8, G14, G15), so there is no private part.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from bot.i18n import SOURCE, Speaker, english
from bot.render.colour import ColourGroup
from bot.render.earthcrumbles import alt, closeups, layout, palette, style, text
from bot.render.earthcrumbles.words import TITLE
from bot.render.protocol import CloseUp, RenderedBoard, RenderedImage
from engines.earthcrumbles.models import EarthView


class EarthCrumblesRenderer:
    """Draws As The Earth Crumbles views; the module-level ``RENDERER`` is what the host loads, in English;
    ``in_language`` gives the one that writes another language's words."""

    def __init__(self, say: Speaker | None = None) -> None:
        self.say = say or english()

    def in_language(self, language: str) -> EarthCrumblesRenderer:
        return _in_language(language)

    def text(self, view: EarthView, names: Sequence[str]) -> str:
        return text.terminal_text(view, names, self.say)

    def board(self, view: EarthView, names: Sequence[str]) -> RenderedBoard:
        return RenderedBoard(
            title=TITLE,
            description=text.embed_description(view, names, self.say),
            fields=text.embed_fields(view, names, self.say),
            image_png=palette.encode(layout.draw_board(view, names, self.say)),
            footer=text.embed_footer(view, self.say),
            color=0xE9B949 if view.phase == "over" else 0xB5652E,
            alt_text=alt.board_alt_text(view, names, self.say),
        )

    def private_text(self, view: EarthView, names: Sequence[str]) -> str:
        return ""  # everything is public (rulings G8, G14, G15)

    def private_image(self, view: EarthView, names: Sequence[str]) -> bytes | None:
        return None

    def private_alt_text(self, view: EarthView, names: Sequence[str]) -> str:
        return ""

    def close_ups(self, view: EarthView, names: Sequence[str]) -> tuple[CloseUp, ...]:
        return closeups.offered(view, names, self.say)

    def close_up(self, view: EarthView, names: Sequence[str], key: str) -> RenderedImage | None:
        return closeups.draw_close_up(view, names, key, self.say)

    def colour_groups(self) -> tuple[ColourGroup, ...]:
        return style.colour_groups()


@cache
def _in_language(language: str) -> EarthCrumblesRenderer:
    return RENDERER if language == SOURCE else EarthCrumblesRenderer(Speaker(language))


RENDERER = EarthCrumblesRenderer()
