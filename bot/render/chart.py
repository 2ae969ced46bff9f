"""A review's chart: every player's chance to win through a finished game (solo: the expected score), as an
onlooker could estimate it at each step, drawn for a phone (800 pixels wide, shown 400), with alt text that
says what it shows. Pure: names and points in, a ``Picture`` out; drawn alike for Discord and the web.

Colour is never the only cue: each player's line has its own marker shape and dash, repeated in the
legend beside the player's name, and the legend says each line's start, its highest point and its end in
words. Every text is at least a fortieth of the width and dark on white (``bot/render/measure.py``).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.i18n import Speaker, english
from bot.render import draw as d
from bot.render.pictures import Picture
from bot.render.protocol import MAX_ALT_TEXT

WIDTH = 800
MARGIN = 24
TEXT = 22  # font size: above a fortieth of the width (20)
TITLE = 28
PLOT_HEIGHT = 300
LEGEND_ROW = 40
BACKGROUND: d.RGB = (255, 255, 255)
INK: d.RGB = (28, 28, 30)
SOFT: d.RGB = (84, 84, 92)  # axis words: 7:1 on white
GRID: d.RGB = (222, 222, 228)
# Four of Okabe and Ito's colours and a dark grey, told apart under every kind of colour vision the renderers
# are checked for (tests/test_coach.py); the shapes and dashes tell the lines apart anyway.
LINES: tuple[d.RGB, ...] = ((0, 114, 178), (213, 94, 0), (0, 158, 115), (204, 121, 167), (60, 60, 60))
SHAPES = ("circle", "square", "triangle", "diamond", "cross")
DASHES = (0, 14, 6, 22, 10)  # the length of a line's gaps (0: solid)


@dataclass(frozen=True)
class Series:
    name: str
    values: tuple[float, ...]  # one per point


def _fmt(value: float, solo: float | None, say: Speaker) -> str:
    """A chance ("48%") or, solo, a score ("42"), as the reader's language writes numbers."""
    return say("chart-score", score=round(value)) if solo else say("coach-chance", chance=value)


def _marker(draw: ImageDraw.ImageDraw, shape: str, x: float, y: float, r: float, colour: d.RGB) -> None:
    if shape == "circle":
        draw.ellipse((x - r, y - r, x + r, y + r), fill=colour)
    elif shape == "square":
        draw.rectangle((x - r, y - r, x + r, y + r), fill=colour)
    elif shape == "triangle":
        draw.polygon([(x, y - r * 1.2), (x + r * 1.1, y + r), (x - r * 1.1, y + r)], fill=colour)
    elif shape == "diamond":
        draw.polygon([(x, y - r * 1.3), (x + r * 1.3, y), (x, y + r * 1.3), (x - r * 1.3, y)], fill=colour)
    else:
        draw.line((x - r, y - r, x + r, y + r), fill=colour, width=4)
        draw.line((x - r, y + r, x + r, y - r), fill=colour, width=4)


def _polyline(
    draw: ImageDraw.ImageDraw, points: Sequence[tuple[float, float]], colour: d.RGB, gap: int
) -> None:
    """A line through ``points``, dashed with gaps of ``gap`` pixels (0: solid); the dashes run on from one
    segment to the next, so a line of many short segments still reads as dashed."""
    if gap == 0:
        if len(points) > 1:
            draw.line(list(points), fill=colour, width=4, joint="curve")
        return
    dash = 14.0
    phase = 0.0  # where the pattern stands at the start of a segment: dash then gap
    for (x0, y0), (x1, y1) in itertools.pairwise(points):
        length = ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5
        t = 0.0
        while t < length:
            if phase < dash:
                end = min(length, t + dash - phase)
                draw.line(
                    (
                        (x0 + (x1 - x0) * t / length, y0 + (y1 - y0) * t / length),
                        (x0 + (x1 - x0) * end / length, y0 + (y1 - y0) * end / length),
                    ),
                    fill=colour,
                    width=4,
                )
            else:
                end = min(length, t + dash + gap - phase)
            phase = (phase + end - t) % (dash + gap)
            t = end


def review_chart(
    names: Sequence[str],
    steps: Sequence[int],
    count: int,
    values: Sequence[Sequence[float]],
    solo: float | None,
    say: Speaker | None = None,
) -> Picture:
    """The chart: ``values[k][seat]`` at the replay's step ``steps[k]`` (0-based) of ``count``; ``solo``,
    the points of a solo game's score scale (values are then expected points), None for chances; its
    words in ``say``'s language (English by default)."""
    say = say or english()
    series = [Series(name, tuple(v[seat] for v in values)) for seat, name in enumerate(names)]
    title_font = d.font(TITLE, bold=True)
    text_font = d.font(TEXT)
    left = MARGIN + max(text_font.width(_fmt(1.0, None, say)), text_font.width("100")) + 12
    top = MARGIN + TITLE + 20
    right = WIDTH - MARGIN
    bottom = top + PLOT_HEIGHT
    height = bottom + 16 + TEXT + 20 + LEGEND_ROW * len(series) + MARGIN
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    title = say("chart-title", points=bool(solo))
    title_font.draw(draw, (MARGIN, MARGIN), title_font.fit(title, WIDTH - 2 * MARGIN), INK)
    top_value = (max((max(s.values) for s in series if s.values), default=1.0) * 1.15 or 1.0) if solo else 1.0
    if solo:
        top_value = max(10.0, float(round(top_value / 10 + 0.5) * 10))
    for fraction in (0.0, 0.5, 1.0):
        y = bottom - fraction * PLOT_HEIGHT
        draw.line((left, y, right, y), fill=GRID, width=2)
        label = _fmt(fraction * top_value, solo, say)
        text_font.draw(draw, (left - 10, y), label, SOFT, anchor="rm")
    last = max(1, count - 1)

    def at(step: int, value: float) -> tuple[float, float]:
        x = left + (right - left) * step / last
        y = bottom - PLOT_HEIGHT * max(0.0, min(1.0, value / top_value))
        return x, y

    for i, s in enumerate(series):
        colour, gap, shape = LINES[i % len(LINES)], DASHES[i % len(DASHES)], SHAPES[i % len(SHAPES)]
        points = [at(step, v) for step, v in zip(steps, s.values, strict=True)]
        _polyline(draw, points, colour, gap)
        every = max(1, len(points) // 8)
        for k, (x, y) in enumerate(points):
            if k % every == 0 or k == len(points) - 1:
                _marker(draw, shape, x, y, 6, colour)
    axis_y = bottom + 16
    text_font.draw(draw, (left, axis_y), say("chart-step", step=1), SOFT)
    text_font.draw(draw, (right, axis_y), say("chart-step", step=count), SOFT, anchor="ra")
    y = axis_y + TEXT + 20
    for i, s in enumerate(series):
        colour, gap, shape = LINES[i % len(LINES)], DASHES[i % len(DASHES)], SHAPES[i % len(SHAPES)]
        middle = y + LEGEND_ROW // 2
        _polyline(draw, [(MARGIN, middle), (MARGIN + 44, middle)], colour, gap)
        _marker(draw, shape, MARGIN + 22, middle, 7, colour)
        end = _fmt(s.values[-1], solo, say) if s.values else "-"
        words = say("chart-legend", name=s.name, value=end)
        text_font.draw(
            draw, (MARGIN + 60, middle), text_font.fit(words, WIDTH - MARGIN - 60 - MARGIN), INK, "lm"
        )
        y += LEGEND_ROW
    png = d.encode_png(image)
    return Picture(png, chart_alt(series, steps, count, solo, say), WIDTH, height)


def chart_alt(
    series: Sequence[Series],
    steps: Sequence[int],
    count: int,
    solo: float | None,
    say: Speaker | None = None,
) -> str:
    """The chart in words: what it shows, then each line's start, its highest point and its end."""
    say = say or english()
    head = say("chart-alt", points=bool(solo), steps=count)
    if not steps:
        return head
    lines = [head]
    for s in series:
        if not s.values:
            continue
        high = max(range(len(s.values)), key=lambda k: (s.values[k], -k))
        lines.append(
            say(
                "chart-alt-line",
                name=s.name[:32],
                start=_fmt(s.values[0], solo, say),
                first=steps[0] + 1,
                high=_fmt(s.values[high], solo, say),
                highest=steps[high] + 1,
                end=_fmt(s.values[-1], solo, say),
                last=steps[-1] + 1,
            )
        )
    text = " ".join(lines)
    return text if len(text) <= MAX_ALT_TEXT else text[: MAX_ALT_TEXT - 1] + "…"
