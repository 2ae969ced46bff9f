"""Colour as players see it: WCAG contrast between text and its background, how colours look to people
with a colour vision deficiency, and how far apart two colours are (docs/rendering.md).

- **Contrast** is WCAG 2's: the relative luminance of each sRGB colour, and the ratio
  ``(lighter + 0.05) / (darker + 0.05)``, from 1 (none) to 21 (black on white). Text needs
  ``MIN_TEXT_CONTRAST`` (4.5:1, level AA for normal text) against what is behind it.
- **Colour vision deficiencies** are simulated with the matrices of Machado, Oliveira and Fernandes,
  "A Physiologically-based Model for Simulation of Color Vision Deficiency", IEEE TVCG 15(6), 2009,
  at severity 1.0 (protanopia, deuteranopia, tritanopia: the strongest form of each), applied to linear
  RGB as the authors do, then clipped to the sRGB gamut. About one man in twelve has a red-green
  deficiency (protan or deutan); tritan deficiencies are rare but cost nothing to check.
- **Distance** is CIEDE2000 (ΔE00; Sharma, Wu and Dalal, "The CIEDE2000 Color-Difference Formula:
  Implementation Notes, Supplementary Test Data, and Mathematical Observations", Color Research and
  Application 30(1), 2005) between the colours' CIELAB values (sRGB, D65 white). ΔE00 of about 1 is a
  just-noticeable difference between two patches side by side. Things a player must tell apart by
  colour (seat colours, card colours, a highlight against what it highlights) need ``MIN_DISTINCT``:
  ten times that, because they are compared across a board at a glance, at phone size, often as thin
  outlines or small swatches, and because the simulation is only a model of any one person's vision.

Nothing here draws; ``bot/render/draw.py`` and the tests use these numbers.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from itertools import combinations, product
from typing import Literal

RGB = tuple[int, int, int]
Lab = tuple[float, float, float]
Vision = Literal["typical", "protanopia", "deuteranopia", "tritanopia"]

MIN_TEXT_CONTRAST = 4.5  # WCAG 2 level AA, normal text (success criterion 1.4.3)
MIN_DISTINCT = 10.0  # ΔE00 between colours that must be told apart, under every vision in VISIONS

VISIONS: tuple[Vision, ...] = ("typical", "protanopia", "deuteranopia", "tritanopia")

# Machado, Oliveira and Fernandes (2009), Table 1 at severity 1.0; rows give linear R, G, B out.
_MACHADO: dict[Vision, tuple[tuple[float, float, float], ...]] = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}


def hex_rgb(value: str) -> RGB:
    value = value.lstrip("#")
    return (int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16))


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """``a`` moved a fraction ``t`` of the way towards ``b``."""
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


# ---- WCAG contrast ------------------------------------------------------------------------------------


def linear(channel: int) -> float:
    """An 8-bit sRGB channel as linear light, 0 to 1 (the sRGB transfer function)."""
    s = channel / 255
    return s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4


def _encoded(value: float) -> float:
    """Linear light, 0 to 1, as a (fractional) 8-bit sRGB channel."""
    value = min(1.0, max(0.0, value))
    s = value * 12.92 if value <= 0.0031308 else 1.055 * value ** (1 / 2.4) - 0.055
    return s * 255


def relative_luminance(rgb: RGB) -> float:
    """WCAG 2's relative luminance: 0 for black, 1 for white."""
    r, g, b = (linear(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: RGB, b: RGB) -> float:
    """WCAG 2's contrast ratio of two colours, from 1 to 21, the same whichever comes first."""
    la, lb = relative_luminance(a), relative_luminance(b)
    light, dark = max(la, lb), min(la, lb)
    return (light + 0.05) / (dark + 0.05)


NEAR_BLACK: RGB = (20, 24, 31)
WHITE: RGB = (255, 255, 255)


def ink_on(background: RGB) -> RGB:
    """Near-black or white, whichever reads better on the background (judged against pure black, so
    that every board drawn before this module existed keeps its inks)."""
    if contrast_ratio((0, 0, 0), background) >= contrast_ratio(WHITE, background):
        return NEAR_BLACK
    return WHITE


# ---- colour vision -------------------------------------------------------------------------------------


def simulate(rgb: RGB, vision: Vision) -> tuple[float, float, float]:
    """How ``rgb`` looks with that vision, as fractional 8-bit sRGB (kept unrounded for distances)."""
    if vision == "typical":
        return (float(rgb[0]), float(rgb[1]), float(rgb[2]))
    lin = [linear(c) for c in rgb]
    rows = _MACHADO[vision]
    out = [sum(m * v for m, v in zip(row, lin, strict=True)) for row in rows]
    return (_encoded(out[0]), _encoded(out[1]), _encoded(out[2]))


def simulated(rgb: RGB, vision: Vision) -> RGB:
    """``simulate`` rounded to an 8-bit colour (to draw a preview)."""
    r, g, b = simulate(rgb, vision)
    return (round(r), round(g), round(b))


# ---- CIELAB and CIEDE2000 ------------------------------------------------------------------------------

_WHITE_XYZ = (0.95047, 1.0, 1.08883)  # D65, Y = 1


def lab(rgb: tuple[float, float, float]) -> Lab:
    """CIELAB (D65) of a (possibly fractional) 8-bit sRGB colour."""
    lin = []
    for c in rgb:
        s = min(1.0, max(0.0, c / 255))
        lin.append(s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4)
    r, g, b = lin
    xyz = (
        0.4124564 * r + 0.3575761 * g + 0.1804375 * b,
        0.2126729 * r + 0.7151522 * g + 0.0721750 * b,
        0.0193339 * r + 0.1191920 * g + 0.9503041 * b,
    )

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = (f(v / w) for v, w in zip(xyz, _WHITE_XYZ, strict=True))
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def delta_e_2000(lab1: Lab, lab2: Lab) -> float:
    """CIEDE2000 colour difference (kL = kC = kH = 1), as in Sharma, Wu and Dalal (2005)."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    c_bar7 = ((c1 + c2) / 2) ** 7
    g = 0.5 * (1 - math.sqrt(c_bar7 / (c_bar7 + 25**7)))
    a1p, a2p = a1 * (1 + g), a2 * (1 + g)
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0

    dl = l2 - l1
    dc = c2p - c1p
    if c1p * c2p == 0:
        dh = 0.0
    elif abs(h2p - h1p) <= 180:
        dh = h2p - h1p
    elif h2p - h1p > 180:
        dh = h2p - h1p - 360
    else:
        dh = h2p - h1p + 360
    dH = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))

    l_bar = (l1 + l2) / 2
    c_bar = (c1p + c2p) / 2
    if c1p * c2p == 0:
        h_bar = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        h_bar = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        h_bar = (h1p + h2p + 360) / 2
    else:
        h_bar = (h1p + h2p - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(h_bar - 30))
        + 0.24 * math.cos(math.radians(2 * h_bar))
        + 0.32 * math.cos(math.radians(3 * h_bar + 6))
        - 0.20 * math.cos(math.radians(4 * h_bar - 63))
    )
    d_theta = 30 * math.exp(-(((h_bar - 275) / 25) ** 2))
    c_bar_p7 = c_bar**7
    r_c = 2 * math.sqrt(c_bar_p7 / (c_bar_p7 + 25**7))
    s_l = 1 + 0.015 * (l_bar - 50) ** 2 / math.sqrt(20 + (l_bar - 50) ** 2)
    s_c = 1 + 0.045 * c_bar
    s_h = 1 + 0.015 * c_bar * t
    r_t = -math.sin(math.radians(2 * d_theta)) * r_c
    return math.sqrt((dl / s_l) ** 2 + (dc / s_c) ** 2 + (dH / s_h) ** 2 + r_t * (dc / s_c) * (dH / s_h))


def distance(a: RGB, b: RGB, vision: Vision = "typical") -> float:
    """ΔE00 between two colours as seen with ``vision``."""
    return delta_e_2000(lab(simulate(a, vision)), lab(simulate(b, vision)))


# ---- what a renderer declares --------------------------------------------------------------------------


@dataclass(frozen=True)
class ColourGroup:
    """Colours a player must tell apart, by name ("turn", "Egg"): every pair of ``colours``, and each of
    them against each of ``against`` (what they are seen on: a row, the table; those need not differ from
    each other), at least ``MIN_DISTINCT`` apart under every vision in ``VISIONS``. ``why`` says what
    depends on it."""

    why: str
    colours: Mapping[str, RGB]
    against: Mapping[str, RGB] = field(default_factory=dict)

    def pairs(self) -> Iterator[tuple[tuple[str, RGB], tuple[str, RGB]]]:
        yield from combinations(self.colours.items(), 2)
        yield from product(self.colours.items(), self.against.items())


@dataclass(frozen=True)
class TooClose:
    group: str
    vision: Vision
    first: str
    second: str
    distance: float

    def __str__(self) -> str:
        return (
            f"{self.group}: {self.first} and {self.second} are ΔE00 {self.distance:.1f} apart ({self.vision})"
        )


def pairs_too_close(group: ColourGroup, minimum: float = MIN_DISTINCT) -> Iterator[TooClose]:
    """Every pair of the group's colours closer than ``minimum`` under any vision."""
    for vision in VISIONS:
        for (na, a), (nb, b) in group.pairs():
            apart = distance(a, b, vision)
            if apart < minimum:
                yield TooClose(group.why, vision, na, nb, apart)
