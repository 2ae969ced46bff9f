"""``GrimProspectsRenderer``: a ``GrimProspectsView`` as terminal text, as an embed with its board picture
and alt text, as a seat's private hand (text, picture, alt text), and as close-ups (the loitering miners,
the tunnels, the last battles), each delegated to the part that draws or words it.

Renderers receive views only: a seat's hand appears only when the view is that seat's own (ruling 19).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.render.colour import ColourGroup
from bot.render.grimprospects import alt, closeups, hand, layout, palette, style, text
from bot.render.protocol import CloseUp, RenderedBoard, RenderedImage
from engines.grimprospects.models import GrimProspectsView


class GrimProspectsRenderer:
    """Draws Grim Prospects views; one module-level instance, ``RENDERER``, is what the host loads."""

    def in_language(self, language: str) -> GrimProspectsRenderer:
        return self  # its words are English yet (docs/localisation.md, "Not yet translated")

    def text(self, view: GrimProspectsView, names: Sequence[str]) -> str:
        return text.terminal_text(view, names)

    def board(self, view: GrimProspectsView, names: Sequence[str]) -> RenderedBoard:
        return RenderedBoard(
            title=f"Grim Prospects · Round {view.round}",
            description=text.embed_description(view, names),
            fields=text.embed_fields(view, names),
            image_png=palette.encode(layout.draw_board(view, names)),
            footer=text.embed_footer(view),
            color=0xF2C14E if view.phase == "over" else 0x8A6A3A,
            alt_text=alt.board_alt_text(view, names),
        )

    def private_text(self, view: GrimProspectsView, names: Sequence[str]) -> str:
        return text.private_text(view, names)

    def private_image(self, view: GrimProspectsView, names: Sequence[str]) -> bytes | None:
        if view.hand is None:
            return None
        return hand.encode_hand(hand.draw_hand(view, names))

    def private_alt_text(self, view: GrimProspectsView, names: Sequence[str]) -> str:
        if view.hand is None:
            return ""
        return alt.hand_alt_text(view, names)

    def close_ups(self, view: GrimProspectsView, names: Sequence[str]) -> tuple[CloseUp, ...]:
        return closeups.offered(view)

    def close_up(self, view: GrimProspectsView, names: Sequence[str], key: str) -> RenderedImage | None:
        return closeups.draw_close_up(view, names, key)

    def colour_groups(self) -> tuple[ColourGroup, ...]:
        return style.colour_groups()


RENDERER = GrimProspectsRenderer()
