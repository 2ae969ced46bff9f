"""``GiantSnailRenderer``: a ``GiantSnailView`` as terminal text, as an embed with its board picture and alt
text, as close-ups (a region, the robot, the players, the events and technologies) and, for the seat
whose Malacologist saw the top of the event deck, as a private picture (ruling 37), each delegated to the
part that draws or words it.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.render import draw as d
from bot.render.colour import ColourGroup
from bot.render.giantsnail import alt, closeups, layout, palette, style, text
from bot.render.giantsnail.words import TITLE, known_words
from bot.render.protocol import CloseUp, RenderedBoard, RenderedImage
from engines.giantsnail.models import GiantSnailView


class GiantSnailRenderer:
    """Draws Giant Snail Will Not Prevail! views; one module-level instance, ``RENDERER``, is what the host
    loads."""

    def in_language(self, language: str) -> GiantSnailRenderer:
        return self  # its words are English yet (docs/localisation.md, "Not yet translated")

    def text(self, view: GiantSnailView, names: Sequence[str]) -> str:
        return text.terminal_text(view, names)

    def board(self, view: GiantSnailView, names: Sequence[str]) -> RenderedBoard:
        return RenderedBoard(
            title=f"{TITLE} · Round {view.round}",
            description=text.embed_description(view, names),
            fields=text.embed_fields(view, names),
            image_png=palette.encode(layout.draw_board(view, names)),
            footer=text.embed_footer(view),
            color=0xF2C14E if view.phase == "over" and not view.defeat else 0x6B4E9B,
            alt_text=alt.board_alt_text(view, names),
        )

    def private_text(self, view: GiantSnailView, names: Sequence[str]) -> str:
        return known_words(view)

    def private_image(self, view: GiantSnailView, names: Sequence[str]) -> bytes | None:
        if not view.known_top:
            return None
        return d.encode_png(closeups.draw_secret(view, names), max_bytes=style.MAX_PNG_BYTES)

    def private_alt_text(self, view: GiantSnailView, names: Sequence[str]) -> str:
        return alt.secret_alt_text(view, names)

    def close_ups(self, view: GiantSnailView, names: Sequence[str]) -> tuple[CloseUp, ...]:
        return closeups.offered(view, names)

    def close_up(self, view: GiantSnailView, names: Sequence[str], key: str) -> RenderedImage | None:
        return closeups.draw_close_up(view, names, key)

    def colour_groups(self) -> tuple[ColourGroup, ...]:
        return style.colour_groups()


RENDERER = GiantSnailRenderer()
