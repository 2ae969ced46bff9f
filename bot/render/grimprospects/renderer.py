"""``GrimProspectsRenderer``: a ``GrimProspectsView`` as terminal text, as an embed with its board picture
and alt text, as a seat's private hand (text, picture, alt text), and as close-ups (the loitering miners,
the tunnels, the last battles).

Renderers receive views only: a seat's hand appears only when the view is that seat's own (ruling 19).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.render.base import CloseUp, RenderedBoard, RenderedImage, escape_markdown, seat_name
from bot.render.colour import ColourGroup
from bot.render.grimprospects import closeups, hand, layout, style
from bot.render.grimprospects.alt import board_alt_text, hand_alt_text
from bot.render.grimprospects.words import (
    arrow_text,
    battle_text,
    by_faction,
    card_line,
    known_cards,
    picks_text,
    segment_tag,
    stage_prompt,
    status,
)
from engines.grimprospects.models import GrimProspectsView, PlayerView
from engines.wording import plural


def _you(view: GrimProspectsView, seat: int, names: Sequence[str]) -> str:
    """' (you)' after the viewer's own name, unless the host already wrote it there."""
    if seat != view.seat or seat_name(names, seat).endswith("(you)"):
        return ""
    return " (you)"


def _player_lines(view: GrimProspectsView, p: PlayerView, names: Sequence[str]) -> list[str]:
    tunnel = " ".join(segment_tag(c) for c in p.tunnel) or "empty"
    known = known_cards(p)
    hand_words = f"hand {p.hand_size}" + (" (face-down deck)" if p.artificial else "")
    if known:
        hand_words += f", known: {' '.join(known)}"
    roles = (
        ""
        if view.two_player
        else f" · Inheritor {seat_name(names, p.inheritor)}, Benefactor {seat_name(names, p.benefactor)}"
    )
    return [
        f"tunnel {plural(p.score, 'point')} ({plural(p.gems, 'gem')}): {tunnel}",
        f"{hand_words}{roles}",
        f"Loitering Guards: {by_faction(p.loitering_guards)} | Loitering Thugs: {by_faction(p.loitering_thugs)}",
        f"Resting Recruits: {' '.join(p.resting) or 'none'}",
    ]


class GrimProspectsRenderer:
    """Draws Grim Prospects views; one module-level instance, ``RENDERER``, is what the host loads."""

    def text(self, view: GrimProspectsView, names: Sequence[str]) -> str:
        lines = [f"Grim Prospects. {status(view, names)}", arrow_text(view, names)]
        lines.append("Tunnels run from their owner to the far end; * gem (2 points), ^ shovel (1 point).")
        for p in view.players:
            mark = "*" if p.seat in view.winners else ">" if p.seat in view.waiting else " "
            you = _you(view, p.seat, names)
            lines.append(f"{mark} {seat_name(names, p.seat)}{you}")
            lines.extend(f"    {line}" for line in _player_lines(view, p, names))
        if view.battles:
            lines.append("Last battles:")
            lines.extend(f"  {battle_text(b, names)}" for b in view.battles)
        private = self.private_text(view, names)
        if private:
            lines.append(private)
        return "\n".join(lines)

    def board(self, view: GrimProspectsView, names: Sequence[str]) -> RenderedBoard:
        md_names = [escape_markdown(seat_name(names, s)) for s in range(view.num_players)]
        description = f"**{status(view, md_names)}**\n{arrow_text(view, md_names)}"
        fields: list[tuple[str, str, bool]] = []
        for p in view.players:
            mark = "🏆 " if p.seat in view.winners else "⏳ " if p.seat in view.waiting else ""
            you = _you(view, p.seat, names)
            fields.append(
                (
                    f"{mark}{md_names[p.seat]}{you}"[:256],
                    "\n".join(_player_lines(view, p, md_names))[:1024],
                    False,
                )
            )
        if view.battles:
            value = "\n".join(battle_text(b, md_names) for b in view.battles)
            fields.append(("Last battles", value[:1024], False))
        if view.hand is not None:
            fields.append(("Your hand", self.private_text(view, names)[:1024], False))
        return RenderedBoard(
            title=f"Grim Prospects · Round {view.round}",
            description=description[:4096],
            fields=tuple(fields),
            image_png=layout.encode(layout.draw_board(view, names)),
            footer="* gem (2 points) · ^ shovel (1 point) · tunnels run from their owner to the far end",
            color=0xF2C14E if view.phase == "over" else 0x8A6A3A,
            alt_text=board_alt_text(view, names),
        )

    def private_text(self, view: GrimProspectsView, names: Sequence[str]) -> str:
        if view.seat is None:
            return ""
        me = view.players[view.seat]
        if view.hand is None:
            if me.artificial and view.phase != "over":
                return f"You play the Artificial Player: a face-down deck of {plural(me.hand_size, 'card')}."
            return ""
        lines = [f"Your hand ({plural(len(view.hand), 'card')}, secret):"]
        lines.extend(f"  {card_line(c)}" for c in view.hand)
        if view.picks is not None:
            chosen = picks_text(view.picks)
            if chosen:
                lines.append(f"Your secret choices this phase: {chosen}.")
        if view.stage is not None:
            lines.append(stage_prompt(view, names, view.stage))
        return "\n".join(lines)

    def private_image(self, view: GrimProspectsView, names: Sequence[str]) -> bytes | None:
        if view.hand is None:
            return None
        return hand.encode_hand(hand.draw_hand(view, names))

    def private_alt_text(self, view: GrimProspectsView, names: Sequence[str]) -> str:
        if view.hand is None:
            return ""
        return hand_alt_text(view, names)

    def close_ups(self, view: GrimProspectsView, names: Sequence[str]) -> tuple[CloseUp, ...]:
        return closeups.offered(view)

    def close_up(self, view: GrimProspectsView, names: Sequence[str], key: str) -> RenderedImage | None:
        return closeups.draw_close_up(view, names, key)

    def colour_groups(self) -> tuple[ColourGroup, ...]:
        return style.colour_groups()


RENDERER = GrimProspectsRenderer()
