"""``GrimProspectsRenderer``: a ``GrimProspectsView`` as terminal text, as an embed with its board picture
and alt text, as a seat's private hand (text, picture, alt text), and as close-ups (the loitering miners,
the tunnels, the last battles), each delegated to the part that draws or words it, in one language.

Renderers receive views only: a seat's hand appears only when the view is that seat's own (ruling 19).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from bot.i18n import SOURCE, Speaker, english
from bot.render.colour import ColourGroup
from bot.render.grimprospects import alt, closeups, hand, layout, palette, style, text
from bot.render.protocol import CloseUp, RenderedBoard, RenderedImage
from engines.grimprospects.models import GrimProspectsView


class GrimProspectsRenderer:
    """Draws Grim Prospects views; one module-level instance, ``RENDERER``, is what the host loads, in
    English; ``in_language`` gives the one that writes another language's words."""

    def __init__(self, say: Speaker | None = None) -> None:
        self.say = say or english()

    def in_language(self, language: str) -> GrimProspectsRenderer:
        return _in_language(language)

    def text(self, view: GrimProspectsView, names: Sequence[str]) -> str:
        return text.terminal_text(view, names, self.say)

    def board(self, view: GrimProspectsView, names: Sequence[str]) -> RenderedBoard:
        return RenderedBoard(
            title=text.embed_title(view, self.say),
            description=text.embed_description(view, names, self.say),
            fields=text.embed_fields(view, names, self.say),
            image_png=palette.encode(layout.draw_board(view, names, self.say)),
            footer=text.embed_footer(view, self.say),
            color=0xF2C14E if view.phase == "over" else 0x8A6A3A,
            alt_text=alt.board_alt_text(view, names, self.say),
        )

    def private_text(self, view: GrimProspectsView, names: Sequence[str]) -> str:
        return text.private_text(view, names, self.say)

    def private_image(self, view: GrimProspectsView, names: Sequence[str]) -> bytes | None:
        if view.hand is None:
            return None
        return hand.encode_hand(hand.draw_hand(view, names, self.say))

    def private_alt_text(self, view: GrimProspectsView, names: Sequence[str]) -> str:
        if view.hand is None:
            return ""
        return alt.hand_alt_text(view, names, self.say)

    def close_ups(self, view: GrimProspectsView, names: Sequence[str]) -> tuple[CloseUp, ...]:
        return closeups.offered(view, self.say)

    def close_up(self, view: GrimProspectsView, names: Sequence[str], key: str) -> RenderedImage | None:
        return closeups.draw_close_up(view, names, key, self.say)

    def colour_groups(self) -> tuple[ColourGroup, ...]:
        return style.colour_groups()


@cache
def _in_language(language: str) -> GrimProspectsRenderer:
    return RENDERER if language == SOURCE else GrimProspectsRenderer(Speaker(language))


RENDERER = GrimProspectsRenderer()
